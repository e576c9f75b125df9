# Root Claude Code auto-memory files: filename -> (type, title, description, hook, body, flat)
# flat=True: description carries an unquoted ": " on purpose (not strict YAML).
ROOT = {}
def r(fn, typ, title, desc, hook, body, flat=False):
    ROOT[fn] = dict(type=typ, title=title, desc=desc, hook=hook, body=body.strip("\n") + "\n", flat=flat)

r("user_maya.md", "user", "Maya (head of digital)", "Maya Lindqvist runs digital at Kestrel; how she likes answers and reviews", "who Maya is, how she wants answers", """
Maya Lindqvist is head of digital at Kestrel Kitchens & Bathrooms. She owns all six in-house systems and
reviews most PRs herself.

@@A5a@@
- Background: ten years of Django, picked up Go for fitboard
- Likes a one-line summary first, detail after, and links to the Linear issue
- Works Tuesday to Friday in the Bristol office, Mondays from home
- Not a fan of new dependencies without a short written reason in the PR
""")

r("user_gareth.md", "user", "Gareth (fitting operations)", "Gareth Price, fitting operations manager; non-technical, lives in fitboard", "Gareth's role and what he needs from us", """
Gareth Price manages the fitting teams (eleven fitters in five teams plus two sparks and a plumber on call).

- Non-technical: explain changes in terms of what he sees on the fitboard screen, not in code terms
- He is the first person to ask about anything on the fitting side: team allocation, van stock, callbacks
- Prefers a phone call to Slack for anything urgent
- Signs off any change to how jobs are allocated to teams
""")

r("user_arun.md", "user", "Arun (backend developer)", "Arun Pillai, backend developer; owns quotedesk and ledgerbridge day to day", "Arun's areas and habits", """
Arun Pillai is the backend developer. Day to day he owns quotedesk and ledgerbridge, and he is the one who
touches production databases.

- Prefers small PRs and asks for a test with every bug fix
- Keeps the quotedesk pricing notes in Linear rather than in the repo
- Part-time on Fridays (finishes at 13:00)
""")

r("feedback_reviews.md", "feedback", "Review and merge rules", "How PRs get reviewed and merged across our repos", "review and merge rules per repo", """
@@A8a@@
- Reviewer checks the Linear link, the test, and the migration plan if there is one
@@N1a@@
- homeportal: UI changes need a screenshot or a short screen recording in the PR description
- fitboard: anything touching team allocation waits for Gareth's thumbs-up

**Why:** Maya got burned by a Friday merge with no second pair of eyes in January.

**How to apply:** don't merge my own PR even if CI is green; ask for the review and link the issue.
""")

r("feedback_migrations.md", "feedback", "quotedesk migrations", "How database migrations are handled for quotedesk", "who applies quotedesk migrations and how", """
@@N2a@@

**Why:** a migration on the `quote_line` table locked it for four minutes in February while designers were
issuing quotes.

**How to apply:** when a PR adds a migration, put the `sqlmigrate` output in the PR description and flag
Arun. Data migrations go in a separate PR from schema migrations.
""")

r("feedback_testing.md", "feedback", "quotedesk testing", "Testing rules for quotedesk after the pricing bug", "testing rules for quotedesk", """
@@N9a@@

**Why:** in February a mocked test passed while the real query double-counted worktop offcuts, and three
quotes went out under-priced.

**How to apply:** new tests use the `db` fixture; factories live in `quotedesk/tests/factories.py`. Snapshot
tests for the quote PDF compare text, not pixels.
""")

r("feedback_access.md", "feedback", "homeportal admin access", "Who gets admin accounts on homeportal", "who may have homeportal admin", """
@@N7a@@
Office staff (showroom managers, the two admin assistants, Gareth) have admin accounts; designers get the
read-only "designer" role.

**Why:** a customer's snag was closed as fixed from a van in March before anyone had checked it.

**How to apply:** if someone asks for an admin account, check their role with Maya first.
""")

r("feedback_pr_size.md", "feedback", "PR size", "Keep pull requests small enough to review in one sitting", "PR size rule", """
@@F7a@@

**Why:** Maya reviews most PRs and won't read a 1,500-line diff properly.

**How to apply:** split refactors from behaviour changes; stack PRs if needed and say so in the description.
""")

r("feedback_secrets.md", "feedback", "Secrets handling", "Where secrets live and what never to commit", "where secrets live", """
@@A9a@@
- Local `.env` files are generated from 1Password with `op inject`, and `.env` is in every `.gitignore`
- Never paste a secret into Slack or a Linear issue, even a test one

**Why:** a Stripe test key ended up in a public gist in 2025 and it took a day to work out what else had leaked.
""")

r("feedback_commits.md", "feedback", "Commits and branches", "Commit message style and branch rules", "commit style and branch rules", """
Commit messages: imperative subject line under 72 characters, Linear key in brackets at the end, e.g.
`Add plinth heights to quote lines [KKB-412]`.

@@NS3a@@
- Branch names: `kkb-<issue number>-short-slug`
- No Co-Authored-By trailers

**Why:** `release/*` branches are shared with whoever is on deploy duty that week.
""")

r("feedback_deploys.md", "feedback", "Deploy timing", "When it is OK to deploy which system", "deploy windows", """
@@NS7a@@
- homeportal: avoid deploying between 18:00 and 21:00, when most customers look at their quotes
- fitboard: not between 06:30 and 08:30, the teams are pulling their day's jobs
- Say in #deploys before and after every production deploy

**Why:** a Friday 16:30 quotedesk deploy in January broke quote issuing for the whole weekend.
""")

r("feedback_comms.md", "feedback", "Customer communication", "How and from where we email customers", "customer email rules", """
@@NS9a@@
- Sign emails with the showroom name, not just a first name
- Never promise a fitting date in writing before Gareth has confirmed the team

**Why:** a designer left in May and half her customers' threads went with her mailbox.
""")

r("feedback_naming.md", "feedback", "Naming", "Naming conventions in code and data", "naming conventions", """
- Showroom codes are always the three-letter ones (BRS, BTH, CHL, GLO), upper case in data, lower case in URLs
- Money is stored in pence as integers, never floats
- Dimensions are stored in millimetres

**Why:** the 2025 spreadsheets mixed cm and mm and an island came out 10x too small on a quote.
""")

r("reference_quotedesk.md", "reference", "quotedesk", "quotedesk: quoting and design system, stack, data, deploys", "quotedesk stack and conventions", """
quotedesk is where designers build room layouts, price them and issue quotes. Repo `kestrel-kb/quotedesk`.

## Stack
- Django 5.1, Celery workers for PDF and email jobs
@@V1a@@
@@D1b@@
@@R2a@@

## Quotes
@@NS1b@@
@@V3a@@
@@R8a@@
@@F1a@@
- Issued PDFs are stored in S3 (`kestrel-quotes`) and linked from homeportal

## Deploys
@@N2b@@
- Admin is at `/staff/`, behind Google sign-in for `@kestrel-kb.co.uk` accounts
""", flat=True)

r("reference_fitboard.md", "reference", "fitboard", "fitboard scheduling service for the fitting teams: stack, SMS, integrations", "fitboard stack, jobs and SMS", """
fitboard schedules the fitting teams: it turns an accepted quote into a fitting job, allocates a team and
texts the customer. Repo `kestrel-kb/fitboard`; the React admin lives in `web/`.

## Stack
@@O5a@@
- Postgres database `fitboard` on `pg-fit.kestrel.internal:5432`
@@O1b@@
@@R5a@@
@@O7b@@
@@A4a@@

## Jobs
@@V8a@@
- Jobs can only be allocated to a team that has the right trades for it (gas, electrics, tiling)
- The fitters' Android app reads the day's jobs from `/api/v1/teams/{id}/today`

## Customer texts
@@R6a@@
@@V2a@@
@@N4b@@
@@NS4a@@
""")

r("reference_surveykit.md", "reference", "surveykit", "surveykit, the surveyors' tablet app: stack, offline mode, devices", "surveykit stack and devices", """
surveykit is the app the surveyors use on site: room dimensions, service positions and the customer's
sign-off. It sends the finished survey to quotedesk.

@@V4a@@
@@R9a@@
@@F10a@@
@@F3a@@
@@N5a@@
- The sign-off is the customer's signature on the tablet plus a tick-box for the survey disclaimer
- Finished surveys are posted to quotedesk's `/api/surveys/` endpoint as JSON
""")

r("reference_supplylink.md", "reference", "supplylink", "supplylink: supplier ordering service, stack and integrations", "supplylink stack and EDI", """
supplylink raises purchase orders with suppliers and tracks acknowledgements and deliveries.
Repo `kestrel-kb/supplylink` (TypeScript, NestJS).

## Stack
@@F6a@@
@@R1a@@
@@S10a@@
- Postgres database `supplylink` (its own, not shared with quotedesk)

## Integrations
@@R7a@@
@@V5a@@
@@O3a@@
- Supplier-specific mapping lives in `packages/edi-mappers/`, one file per supplier
""", flat=True)

r("reference_homeportal.md", "reference", "homeportal", "homeportal, the customer portal: stack, hosting, email, uploads", "homeportal stack and features", """
homeportal is the customer-facing portal: customers see their quote, pay, follow their fitting and report snags.
Repo `kestrel-kb/homeportal` (Next.js 14, App Router).

@@R3a@@
@@R4a@@
@@V6a@@
@@NS8a@@
- Payments are handed off to ledgerbridge; homeportal never sees card numbers
- Customers sign in with a one-time link, there are no passwords
""")

r("reference_ledgerbridge.md", "reference", "ledgerbridge", "ledgerbridge moves money events between payment providers and the books", "ledgerbridge payments and accounting", """
ledgerbridge is a small FastAPI service that takes payments, records them against quotes and posts them to
the books.

## Money in
@@V7a@@
@@R10a@@
@@NS6a@@

## Accounting
@@D5b@@
@@F4a@@
@@O3b@@
@@N8a@@
""")

r("reference_infra.md", "reference", "Infrastructure", "Infrastructure overview: AWS, databases, backups, staging, monitoring", "where things run and how they are watched", """
Terraform for everything lives in `kestrel-kb/infra`; plans run from a laptop, never from CI.

@@A10a@@
- `kestrelkitchens.co.uk` only redirects to the marketing site on `kestrel-kb.co.uk`
- Logs go to CloudWatch, 30-day retention

| service | framework | runtime | hosting |
|---|---|---|---|
@@V9a@@
| fitboard | net/http + chi | Go 1.22 | ECS Fargate |
| metabase | Metabase | JVM | ECS Fargate |

## Databases
- RDS Postgres 16, one instance per service, all in private subnets
@@V10a@@
@@N6a@@

## Monitoring
@@S6a@@
- Dashboards in Grafana Cloud, one per service
""", flat=True)

r("reference_showrooms.md", "reference", "Showrooms", "The four showrooms, their codes, hours and coverage", "showrooms and coverage", """
| showroom | code | Mon–Fri | Sat | Sun |
|---|---|---|---|---|
| Bristol | BRS | 9:00–17:30 | 9:00–17:00 | closed |
@@O4a@@
| Cheltenham | CHL | 9:00–17:30 (Thu to 19:00) | 10:00–16:00 | closed |
| Gloucester | GLO | 9:00–17:30 | 9:00–17:00 | 10:00–14:00 |

- Bristol is head office; the warehouse and vans are at the Avonmouth unit
- Gloucester opened on 15 August 2026
@@D6b@@
- Cheltenham covers GL50–GL54 and the Cotswold postcodes
@@NS10b@@
""")

r("reference_suppliers.md", "reference", "Suppliers", "Main suppliers, what we buy from them and how orders go", "suppliers and ordering routes", """
## Brightstone Worktops
- Quartz, granite and laminate worktops; they template and fit their own stone
- Orders go through supplylink over EDI

## Aquafall Sanitaryware
@@S4a@@
@@A6a@@

## Tilecraft Direct
- Wall and floor tiles, adhesive and grout; ordered through their trade website
- Next-day delivery to Avonmouth for stock lines

## Carcass supplier
- Rigid carcasses from Marlow Cabinets, delivered flat-packed to Avonmouth weekly
""")

r("reference_glossary.md", "reference", "Glossary", "Glossary: trade and internal terms used in tickets and data", "terms used in tickets and data", """
- Carcass: the cabinet box, without door or drawer front
- Templating: the worktop supplier measures the fitted base units to cut stone to size
- Snag: a defect the customer reports after fitting
- Completion day: the day the fit is signed off and the balance is due
@@S8a@@
- Survey order (SO): a booked survey visit, before there is any quote
- First fix / second fix: plumbing and electrics before and after the units go in
""", flat=True)

r("reference_oncall.md", "reference", "On-call", "How on-call works for the digital team", "on-call rota and scope", """
@@F8a@@
@@NS2b@@
@@S7a@@
- Data fixes in production need Arun or Maya, whoever is on call
- Runbooks are linked from `reference_runbooks.md`
""")

r("reference_runbooks.md", "reference", "Runbooks", "Where runbooks live and the few commands we use most", "runbook locations and common commands", """
Runbooks live in the `kestrel-kb/runbooks` repo, one markdown file per system.

Connecting to the quotedesk database from a laptop goes through the bastion:

```
ssh -L 15432:pg-quotes.kestrel.internal:5432 bastion.kestrel-kb.co.uk
export DATABASE_URL=postgres://quotedesk@localhost:15432/quotedesk
```

- Restarting an ECS service: `aws ecs update-service --force-new-deployment --service <name>`
- Re-sending a customer text from fitboard: admin → job → "Resend reminder"
""")

r("project_gloucester_opening.md", "project", "Gloucester opening", "Opening the fourth showroom in Gloucester", "Gloucester showroom opening", """
@@F5a@@
- GLO is added as a showroom code in quotedesk, fitboard and homeportal
- Two designers transfer from Cheltenham, one new surveyor starts in July
- Display kitchens arrive from Marlow in the last week of July
""")

r("project_quotedesk_pricing_v3.md", "project", "quotedesk pricing v3", "The v3 pricing tables and how they replaced the old bands", "pricing v3 rollout", """
@@S3b@@
- v3 prices each carcass by width and height instead of the old S/M/L bands
- Labour is priced per task (e.g. "fit 600 base unit") instead of per day
- Old quotes keep the prices they were issued with; re-issuing one re-prices it on v3
""")

r("project_fitboard_sms.md", "project", "fitboard customer texts", "Customer text messages sent by fitboard and who to ask about them", "fitboard customer texts", """
@@R6b@@
- Templates live in `fitboard/internal/sms/templates/`, one per message type
- Customers can reply STOP; fitboard marks the job "no texts" and the office phones instead
""")

r("project_fitboard_rollout.md", "project", "fitboard rollout", "Replacing the fitting spreadsheet with fitboard", "fitboard rollout", """
@@S2b@@
- Gareth and the team leads were trained in February; the fitters' app went to all vans in the first week
- Jobs from before go-live were imported once with `cmd/import-sheet`
""")

r("project_worktop_templating.md", "project", "Worktop templating", "How worktop templating fits into a kitchen job", "worktop templating", """
@@F2a@@
- fitboard creates a "templating" job for Brightstone automatically when a kitchen job has a stone worktop
- Laminate worktops are cut by our own fitters on the day and need no templating visit
""")

r("project_infra_migration.md", "project", "2026 infrastructure migration", "Moving everything onto AWS ECS in 2026", "infra moves in 2026", """
Goal for 2026: every backend service on ECS Fargate in eu-west-2, nothing left on VPSes or Heroku.

- quotedesk moved from its EC2 box to ECS in March
@@S10b@@
@@S9b@@
- Remaining: metabase still needs its own task role
""")

r("project_surveykit_offline.md", "project", "surveykit offline mode", "Offline mode for surveys in houses with no signal", "surveykit offline mode", """
Lots of rural surveys have no signal at all, so surveykit has to work fully offline.

@@R9b@@
- Measurements are validated on the tablet before a survey can be marked complete
- A red banner shows how many surveys are waiting to sync
""")

r("project_supplier_edi.md", "project", "Supplier EDI", "Moving supplier orders onto EDI through supplylink", "supplier EDI rollout", """
@@N10a@@
@@S4b@@
- Tilecraft have no EDI; their orders are still placed on the trade website by the showroom
""")

r("project_warranty_claims.md", "project", "Warranty claims", "Handling warranty callbacks after completion", "warranty callbacks", """
@@F9a@@
- A warranty callback is booked in fitboard as a half-day job for the team that did the fit
- Claims are logged in homeportal by the customer, or by the office after a phone call
""")

r("project_incident_2026_04_quote_pdf.md", "project", "Incident: blank quote PDFs (April 2026)", "April 2026 incident where quote PDFs came out blank", "blank quote PDFs in April", """
On 2026-04-14 about 60 quote PDFs were generated with blank pages after a base-image update.

@@D4a@@
- The affected quotes were regenerated overnight and the designers phoned their customers
- Added a snapshot test that checks the PDF has text on every page
""")

r("project_incident_2026_09_sms.md", "project", "Incident: duplicate reminder texts (September 2026)", "September 2026 incident where customers got duplicate texts", "duplicate texts in September", """
On 2026-09-11 some 140 customers got the same reminder text three or four times.

- Cause: the reminder job was running in two ECS tasks after a scale-up, with no lock
- Fix: the job now takes a Redis lock before sending
- Gareth's team phoned the customers with fits that week to apologise
""")

r("project_q4_priorities.md", "project", "Q4 2026 priorities", "What the digital team is working on in Q4 2026", "Q4 priorities", """
1. Warranty callbacks in fitboard (half done)
2. Trade accounts in quotedesk for builders
3. homeportal accessibility fixes from the October audit
4. Retire the last manual supplier spreadsheets

- Nothing new for surveykit this quarter beyond bug fixes
""")

r("project_data_retention.md", "project", "Data retention", "How long we keep customer data and where it is deleted", "data retention", """
- Customer records and quotes are kept for 6 years after completion, for warranty and tax
- Quotes that were never accepted are deleted after 2 years
- Survey photos follow the quote: kept with an accepted quote, deleted with an unaccepted one
- Deletion runs monthly as a Celery beat job in quotedesk
""")
