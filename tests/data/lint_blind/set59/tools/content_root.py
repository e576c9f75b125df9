# Root (Claude Code auto-memory) files: filename -> (name, description, type, index title, index hook, body)
# Claim lines are written as @@ID@@ on a line of their own.
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("reference_brokerdesk.md", "brokerdesk", "brokerdesk CRM: stack, hosts, background jobs and data conventions", "reference",
  "brokerdesk", "the Django CRM the whole office works in", """
# brokerdesk

@@D4b@@
Owain looks after it day to day; Gwen signs off anything touching policy data.

## Stack
@@S3a@@
@@O10a@@
@@V1a@@
@@V10b@@
- Background jobs: two Celery workers
@@NS8b@@
- Python deps managed with uv (`uv.lock` is committed)
@@A1a@@
- Tests: `pytest -n auto`, factory_boy for fixtures

## Data conventions
@@A2a@@
@@A3a@@
@@F6a@@
@@N7a@@
@@NS9a@@
- Policy status values: `quoted`, `bound`, `live`, `lapsed`, `cancelled`

## Access
- Office staff sign in with Microsoft 365 single sign-on
- Session length for staff is set in `settings/base.py` (`SESSION_COOKIE_AGE`)
""")

r("reference_claimtrack.md", "claimtrack", "What claimtrack is, how it is built, and the rules it enforces", "reference",
  "claimtrack", "claims intake service and the claims team's queue", """
# claimtrack

FastAPI service behind the farmportal claim form and Sian's queue view.

## Stack
- Python 3.11
@@O1a@@
@@R6a@@
@@R5a@@
@@S4a@@

## Intake
@@D1b@@
@@D9b@@
@@A8a@@
@@V3a@@
@@F1a@@

## Handling rules
@@F7a@@
@@N2a@@
- Every claim gets an acknowledgement email with the reference within the hour

## Notifications
@@NS7b@@
@@V7a@@
""")

r("reference_renewald.md", "renewald", "renewald: what it chases and when", "reference",
  "renewald", "the renewals chaser", """
# renewald

Go service that works out which policies are coming up for renewal and chases clients and brokers.

## Running
- Go 1.23, single binary, config in `renewald.toml`
@@S7a@@
@@V9b@@

## Timeline
@@V2a@@
@@O9a@@
- Lapsed policies are marked in brokerdesk the day after the end date

## Channels
@@R4a@@
@@N6a@@
@@NS3b@@

## Rules
@@N3a@@
- Livestock policies are flagged for a stock-count check before the quote is requested
""")

r("reference_quotegate.md", "quotegate", "quotegate: insurer quote fan-out API", "reference",
  "quotegate", "how quotes are collected from insurers", """
# quotegate

TypeScript API that sends a farm's risk details to each insurer's rating API and collects the quotes for
the broker screen in brokerdesk.

## Basics
@@A5a@@
@@V4a@@
@@R1a@@
- Framework: Fastify, tests with vitest
@@F8a@@
@@R8a@@

## Insurers
@@F4a@@
@@S2a@@
- Three Counties Agricultural and Cambrian Farm are called over their REST APIs with API keys per environment
@@V6a@@
@@O2a@@

## Quotes
@@N8a@@
@@NS4b@@
@@S8a@@
""")

r("reference_farmportal.md", "farmportal", "Client portal — hosting, login, payments and limits", "reference",
  "farmportal", "the client-facing portal", """
# farmportal

Next.js portal where clients see their policies and documents, make claims and accept renewals.

@@R3a@@
@@F10a@@
@@F2a@@
@@V8a@@
@@N4a@@
@@NS6b@@
- Policy documents are streamed from docvault; nothing is cached in the browser
- Claim form posts to claimtrack's `/claims` endpoint
""")

r("reference_infra.md", "infra", "Infra overview: servers, CI, deploys, backups, monitoring, secrets", "reference",
  "Infra", "servers, pipelines, backups, monitoring", """
# Infrastructure

- App servers: Hetzner Cloud VMs in Falkenstein, Ubuntu 24.04
@@R2a@@
@@S6a@@
@@F3a@@
@@V5a@@
@@A10a@@
@@S1a@@
@@R10a@@
@@A6a@@

## On-call
@@D8b@@
@@F9a@@
- Service problems in business hours go to whoever is on call; at night only full outages
""")

r("reference_docvault.md", "docvault", "Where policy documents and claim files are kept", "reference",
  "docvault", "document store for policies and claims", """
# docvault

Small Flask service that stores every policy schedule, certificate, Statement of Fact and claim file.

- Files are stored in Backblaze B2 (bucket `hedgerow-docs`)
@@R9a@@
@@N10a@@
- Every upload gets a SHA-256 checksum recorded next to it
- brokerdesk and farmportal both read through its API; nobody goes to the bucket directly
""")

r("reference_team.md", "team", "Who is who at Hedgerow and how the office runs", "reference",
  "Team and office", "people, roles, office basics", """
# Team and office

Hedgerow Rural Insurance Brokers Ltd, Shrewsbury. Six staff; four of them touch the systems.

- Gwen Pryce: director, runs ops and tech, approves PRs that touch policy data
- Owain Davies: developer (brokerdesk, renewald, infra)
- Marta Kowalczyk: developer (quotegate, farmportal)
- Sian Morgan: claims handler, main user of claimtrack
@@A4a@@
@@S9a@@
@@S10a@@
@@A9a@@
""")

r("reference_insurers.md", "insurers", "Insurers we place business with and how we reach them", "reference",
  "Insurers", "panel insurers and contacts", """
# Insurers

@@F4b@@
- Marcher Mutual: broker desk in Hereford, strongest on dairy
- Three Counties Agricultural: good for mixed farms and farm shops
- Cambrian Farm Insurance: upland sheep and beef, still old-fashioned about paperwork
- Anything outside appetite goes to Gwen to place by hand
""")

r("reference_glossary.md", "glossary", "Glossary: insurance and farming terms that show up in code and tickets", "reference",
  "Glossary", "terms used in tickets and code", """
# Glossary

- **CPH**: County Parish Holding number, the holding ID farms get from the Rural Payments Agency
- **SoF**: Statement of Fact, the client's declared details that the quote is based on
- **MTA**: mid-term adjustment, a change to a live policy
- **Bordereaux**: the insurer's periodic statement of policies and premiums
- **Cover note**: temporary proof of cover until the full documents are issued
- **Endorsement**: a wording change attached to a policy
""")

r("user_gwen.md", "gwen", "Gwen's role and how she likes to work with the agent", "user",
  "Gwen", "director; approvals and working style", """
Gwen Pryce is the director and the person who asks for most changes.

- Thinks in terms of the office workflow, not the code; explain changes by what Sian or the brokers will see
- Prefers a short summary first and detail only when asked
- Reads PRs on her iPad in the evening, so keep diffs small
""")

r("user_owain.md", "owain", "Owain's setup and areas", "user",
  "Owain", "developer; brokerdesk, renewald, infra", """
Owain Davies, developer since 2024, came from a farm IT support background.

@@R7a@@
- Likes small commits and writes good migration notes
- Knows the Rural Payments Agency data formats better than anyone
""")

r("user_sian.md", "sian", "How Sian uses claimtrack", "user",
  "Sian", "claims handler; main claimtrack user", """
Sian Morgan handles all claims and knows most clients by name.

@@N9a@@
- Wants the oldest open claim at the top of the queue, not the newest
- Often on farm visits on Tuesdays and Thursdays
""")

r("user_marta.md", "marta", "Marta's areas and preferences", "user",
  "Marta", "developer; quotegate, farmportal", """
Marta Kowalczyk joined in January 2026 from a price-comparison site.

- Strong on TypeScript and insurer API integrations
- Prefers a written spec before touching rating logic
- Works Monday to Thursday
""")

r("feedback_git.md", "git-habits", "Git rules the team asked for", "feedback",
  "Git habits", "branching and commit rules", """
@@N1a@@
**Why:** a squashed migration once hid a data fix that Gwen later needed to revert on its own.
**How to apply:** when merging a brokerdesk PR, keep the commits as they are.

Branch names are `<initials>/<topic>`, e.g. `od/bordereaux-import`.
Never force-push to `main`.
""")

r("feedback_deploys.md", "deploy-rules", "When and how to ship", "feedback",
  "Deploy rules", "deploy timing and preconditions", """
@@N5a@@
**Why:** a broken Cambrian call one Friday left quotes stuck until Monday.

@@NS5a@@
**How to apply:** take the backup, check it finished, then deploy.

Announce deploys to the office before they start.
""")

r("feedback_client_comms.md", "client-comms", "Rules for anything a client will read", "feedback",
  "Client communications", "tone, spelling, cover notes, texting", """
@@A7a@@
@@NS1a@@
@@NS7a@@
**Why:** farmers are up early; an evening text about a claim reads as bad news.
Keep the tone plain; no insurance jargon without a short explanation.
""")

r("feedback_pr_descriptions.md", "pr-descriptions", "What a PR description must contain", "feedback",
  "PR descriptions", "how to write PR descriptions", """
@@F5a@@
Link the ticket, say which users are affected, and mention any migration.
**Why:** Gwen reviews without running anything.
""")

r("feedback_testing.md", "testing", "Testing expectations across repos", "feedback",
  "Testing", "what tests to write and how", """
Write a test for every bug fix before fixing it.
Don't mock the database in brokerdesk tests; use the test Postgres from docker compose.
In quotegate, insurer APIs are mocked with recorded fixtures under `test/fixtures/insurers/`.
**Why:** rating bugs were slipping through when hand-written mocks drifted from the real responses.
""")

r("feedback_money.md", "money-handling", "How to handle money and premiums in code", "feedback",
  "Money in code", "rounding and currency rules", """
Round premiums only at the very end, and always half-up, never banker's rounding.
Insurance Premium Tax is shown separately on every quote and schedule.
**Why:** clients compare our schedules line by line with the insurer's.
""")

r("project_claims_escalation.md", "claims-escalation", "Escalation path for big or urgent claims", "project",
  "Claims escalation", "who handles which urgent claims", """
Storm season runs October to March and big claims come in bunches.

@@NS2a@@
Fire and theft of machinery go to Sian as well, with Gwen copied.
**Why:** the developer can't make a cover decision; Sian can ring the insurer.
""")

r("project_legacy_access.md", "legacy-access-db", "The old Access database and what it is still used for", "project",
  "Legacy Access database", "pre-2020 policy records", """
Policies written before 2020 came from the previous owner's Access database.

@@S5a@@
Ask Sian before changing anything in that file; she knows the quirks of the old forms.
""")

r("project_status.md", "status", "Current focus and what is next", "project",
  "Status", "current focus pointer", """
**Now:** renewals season prep for the January peak; farmportal renewal acceptance flow.
**Next:** MTA self-service in farmportal (change of vehicles and stock numbers).
**Parked:** a broker mobile app.
""")

r("project_mta_selfservice.md", "mta-selfservice", "Plan for mid-term adjustments in farmportal", "project",
  "MTA self-service", "letting clients request mid-term changes", """
Clients will request MTAs (vehicles, stock numbers, new buildings) in farmportal.
Requests land as brokerdesk tasks; nothing changes on the policy until a broker accepts it.
First release covers vehicles only.
""")

r("project_renewal_acceptance.md", "renewal-acceptance", "Renewal acceptance flow in farmportal", "project",
  "Renewal acceptance", "accepting renewals online", """
Clients will accept a renewal quote in farmportal instead of ringing the office.
The acceptance creates a brokerdesk task for the broker; binding stays manual.
Target: live before the January renewals peak.
""")

r("reference_repos.md", "repos", "Where the code lives", "reference",
  "Repositories", "repo names and layout", """
- `hedgerow/brokerdesk`, `hedgerow/claimtrack`, `hedgerow/renewald`, `hedgerow/quotegate`,
  `hedgerow/farmportal`, `hedgerow/docvault`, `hedgerow/infra`, `hedgerow/website`
- Each repo has a `docs/` folder with a short runbook
- The `infra` repo holds the compose files and server config
""")

r("feedback_migrations.md", "migrations", "Care with database migrations", "feedback",
  "Migrations", "how to write and ship migrations", """
Migrations must be reversible, or the PR says why not.
Data migrations go in their own migration file, never mixed with schema changes.
**Why:** policy data is the one thing we can't afford to get wrong.
""")

r("reference_sms.md", "sms-rules", "Texting clients, what we send and how", "reference",
  "SMS", "which texts go out", """
- Texts are plain, under 160 characters, no links
- The sender ID is `HEDGEROW`
- Replies to texts are not read; every text says to ring the office instead
""")
