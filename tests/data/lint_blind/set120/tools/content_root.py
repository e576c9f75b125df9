# Root Claude Code auto-memory files: path -> (title, name, description, type, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose.
ROOT = {}
def r(path, title, name, desc, typ, body):
    ROOT[path] = (title, name, desc, typ, body.strip("\n") + "\n")

r("reference_visitplanner.md", "visitplanner", "visitplanner-overview",
  "Service visit scheduling app used by the planners at all depots - stack, data, jobs, rules", "reference", """
visitplanner is the scheduling system the planners live in. Repo `kestrelfire/visitplanner`, owner Dev Anand.

## Stack
@@A1a@@
@@F4a@@
@@V1b@@
@@R8a@@
- Gunicorn behind the ALB, 4 workers per task
- API request timeout: 30 seconds

## Data
@@D8b@@
@@F9a@@
- Sites, assets and contracts are synced from assetlog every 15 minutes

## Booking rules
@@F1a@@
@@V10a@@
- Fire alarm service visit slot: 3 hours for up to 8 zones, planners extend by hand above that
- Emergency lighting duration test visits are booked for 4 hours (3-hour discharge plus checks)
@@NS10b@@
- Reminder emails are sent from noreply@kestrelfire.co.uk

Local run, for reference:

```bash
export DATABASE_URL=postgres://visitplanner@localhost:5432/visits
python manage.py runserver 0.0.0.0:8000
```

**How to apply:** check the booking rules here before touching slot lengths in `scheduling/slots.py`.
""")

r("reference_certhub.md", "certhub", "certhub-overview",
  "Certificate generation service (extinguisher, alarm, emergency lighting certificates)", "reference", """
certhub turns closed visits into signed certificate PDFs and sends them out. TypeScript (Node 22, Fastify).

## Build and code
@@R4a@@
@@N1a@@
@@NS7b@@
- Node 22 LTS, TypeScript 5.6
- Snapshot tests for every certificate template under `test/snapshots/`

```bash
pnpm install --frozen-lockfile
pnpm test -- --update-snapshots=false
```

## Runtime
@@O2a@@
@@R1a@@
@@R3a@@
@@R7a@@
@@V5a@@

## Output
@@D3b@@
@@F5a@@
- Certificate numbers look like `KFP-BRS-2026-004512` (depot code, year, sequence)
- Reissued certificates keep the original number with an `-R1`, `-R2` suffix
""")

r("reference_calloutd.md", "calloutd", "calloutd-overview",
  "Call-out dispatch daemon: paging, escalation, rota, where call notes go", "reference", """
calloutd takes emergency call-outs (phone, portal, monitored-site alarms) and pages the on-call engineer. Go 1.23.

## Paging
@@F2a@@
@@R5a@@
@@V3a@@
@@V7a@@
@@N4a@@
- P2 call-outs are paged during working hours only (08:00-18:00)

## Rota
@@A2a@@
@@D5b@@
- The rota itself is edited in calloutd's admin UI, not in a spreadsheet

## Data and ops
@@S3a@@
- Call audio is not recorded
@@S9b@@
- Health endpoint: `/healthz` on port 8081
""")

r("reference_fieldkit.md", "fieldkit", "fieldkit-overview",
  "Engineer tablet app (Flutter) - devices, sync, uploads, build and release", "reference", """
fieldkit is the engineers' app: job list, asset checks, photos, signatures, clock-in. Siobhan Reilly owns it.

## Build
@@V4a@@
@@R2a@@
@@NS3a@@
@@D10b@@

## Devices
@@F7a@@
@@D4b@@
- Tablets are locked to fieldkit plus Phone and Maps in kiosk mode

## Behaviour
@@D9b@@
@@V8a@@
@@NS4a@@
@@N5a@@
@@F3a@@
- Extinguisher checks record weight, pressure gauge reading and tamper seal per unit
- Customer signature is captured on the tablet at the end of the visit
""")

r("reference_ledgerlink.md", "ledgerlink", "ledgerlink-overview",
  "Invoicing bridge between visitplanner/calloutd and Xero", "reference", """
ledgerlink turns closed visits and call-outs into Xero invoices. Python 3.12, runs as a scheduled ECS task plus a small admin page.

## Invoicing
@@F8a@@
@@V6a@@
@@A10a@@
- Out-of-hours call-outs are charged at 1.5x the standard hourly rate
@@N7a@@

## Xero
@@D7b@@
@@O1b@@
@@NS5a@@
- Xero tenant: Kestrel Fire Protection Ltd (the only one)
""")

r("reference_assetlog.md", "assetlog", "assetlog-overview",
  "Extinguisher asset register - QR tags, intervals, certificates validity", "reference", """
assetlog is the register of every extinguisher and alarm panel we look after, keyed by QR tag.

## Tech
@@R10a@@
- PHP 8.3 (Laravel 11), the oldest of our apps
@@A3a@@

## Intervals (as configured in assetlog)
@@V2a@@
@@O7a@@
- Fire alarm systems: inspected every 6 months (BS 5839-1)
@@O10b@@
""")

r("reference_depots.md", "Depots", "depots",
  "Depots: codes, addresses, engineer counts, managers", "reference", """
Four depots. Bristol is HQ.

| Depot | Code | Address | Engineers | Manager |
|---|---|---|---|---|
| Bristol | BRS | Avonmouth Way, Avonmouth | 22 | Gareth Pugh |
@@V9a@@
| Exeter | EXE | Marsh Barton Trading Estate | 9 | Lucy Hext |
| Swindon | SWI | Kembrey Park | 6 | Owen Talbot |

- Swindon opened on 2026-08-17
@@D1b@@
- Each depot keeps a stock of 30 loan extinguishers for swaps
""")

r("reference_infra.md", "Infrastructure", "infra",
  "Infra: AWS account layout, hosting, Terraform, URLs", "reference", """
## AWS
@@A4a@@
- Accounts: `kestrel-prod`, `kestrel-staging`, `kestrel-shared` (SSO via Google Workspace)
@@S1b@@
@@A8a@@

## URLs
@@A7a@@
- Staff SSO: https://kestrelfire.awsapps.com/start
- Grafana: `grafana.kestrel.internal:3000`
""")

r("reference_glossary.md", "Glossary", "glossary",
  "Glossary: depot codes, standards, job types", "reference", """
@@A5a@@
- CDF: Cardiff depot
- EXE: Exeter depot
- SWI: Swindon depot (since August 2026)
- BS 5306-3: extinguisher commissioning and maintenance
- BS 5839-1: fire alarm systems in non-domestic premises
- BS 5266-1: emergency lighting
- P1 / P2 / P3: call-out priorities (P1 = system down or fire risk, P3 = cosmetic or advisory)
- BAFE SP101: the third-party certification scheme for extinguisher servicing
""")

r("user_profile.md", "User profile", "user-profile",
  "Marta Kowalczyk, head of digital - background and how she likes to work", "user", """
Marta Kowalczyk is head of digital at Kestrel Fire Protection. Ex-backend developer (Python, some Go), now mostly reviews and plans.

@@F10a@@
@@R9a@@
- Reads diffs herself, so don't paste whole files back
- Usually online 07:30-16:00 UK time
""")

r("feedback_git_workflow.md", "Git workflow", "git-workflow",
  "Branching and merge rules per repo, what may go to main", "feedback", """
Merge rules differ per repo; Dev set them up one repo at a time.

@@R6a@@
@@N8a@@
- Branch names: `kfp-<ticket>-short-slug`
- No Co-Authored-By trailers in commit messages

**Why:** visitplanner's deploy notes are built from the commit list; certhub main auto-deploys.

**How to apply:** check the repo before merging; ask if a repo is not listed here.
""")

r("feedback_deploys.md", "Deploys", "deploys",
  "Rules for production deploys: approvals, days, test gates", "feedback", """
@@F6a@@
@@N3a@@
@@NS7a@@
- Announce prod deploys in #deploys with the ticket number

**Why:** a calloutd outage on a Friday evening in February left Cardiff without paging for 40 minutes.

**How to apply:** check the day and the approvals before suggesting a merge to main.
""")

r("feedback_testing.md", "Testing", "testing",
  "Run the tests before proposing commits", "feedback", """
@@A9a@@

**Why:** twice in March I proposed commits that broke the certhub snapshot tests.

**How to apply:** in each repo `make test` wraps the right runner (pytest, the Node test runner, go test, flutter test).
""")

r("feedback_terraform.md", "Terraform", "terraform-guardrails",
  "What the assistant may and may not do with Terraform", "feedback", """
@@NS9a@@
- Keep changes to one stack per PR

**Why:** an apply in May recreated the staging ALB and broke the portal for an afternoon.

**How to apply:** produce the plan output and stop there.
""")

r("feedback_migrations.md", "Migrations", "migration-timing",
  "When database migrations may run", "feedback", """
@@N6a@@
- assetlog migrations are only run by Dev, any time

**Why:** a locking migration in January froze the planners' board at 10am.

**How to apply:** schedule migrations for the evening deploy window.
""")

r("feedback_reply_style.md", "Reply style", "reply-style",
  "British spelling, no emoji, plain text summaries", "feedback", """
- British spelling in docs and customer-facing copy ("licence", "organise")
- No emoji in commits, PRs or chat summaries
- Summaries in plain text, no tables unless asked

**Why:** customer-facing copy gets copied straight into certificates and letters.
""")

r("feedback_customer_data.md", "Customer data", "customer-data-handling",
  "Never paste customer data into prompts or tickets", "feedback", """
Don't copy customer names, site addresses or phone numbers into tickets, PR descriptions or commit messages. Use the site ID.

**Why:** BAFE audit finding in April.

**How to apply:** redact before pasting logs.
""")

r("project_swindon_depot.md", "Swindon depot", "swindon-depot-launch",
  "Swindon depot launch - systems set-up in summer 2026", "project", """
Swindon depot opened on 17 August 2026 with 6 engineers.

- Depot code SWI added to visitplanner, assetlog, certhub and calloutd in July
- Certificate sequence for SWI started at 000001
- Two spare tablets shipped from Bristol

**Why:** growth in SN postcodes; Bristol engineers were driving an hour each way.
""")

r("project_portal_v2.md", "Portal v2", "portal-v2",
  "Customer portal rebuild - scope and status", "project", """
Portal v2 went live on 2026-06-02.

- Next.js 15 frontend, talks to visitplanner and certhub APIs
- Customers see their sites, upcoming visits, certificates and invoices
- Remaining: bulk certificate download (zip), planned for December

**How to apply:** portal bugs go to the PORTAL board, not to visitplanner's.
""")

r("project_bafe_audit.md", "BAFE audit", "bafe-audit-2026",
  "BAFE SP101 audit in April 2026 - findings and follow-ups", "project", """
BAFE SP101 surveillance audit on 14-15 April 2026.

- Finding 1: customer phone numbers visible in a Jira ticket (closed, see customer-data feedback)
- Finding 2: two certificates issued with the wrong engineer name (fixed in certhub 2.8)
- Next audit: April 2027
""")

r("project_emergency_lighting.md", "Emergency lighting", "emergency-lighting-service",
  "Adding emergency lighting testing as a service line", "project", """
Emergency lighting (BS 5266-1) became a service line in May 2026.

- Monthly function tests are done by the customer; we do the annual 3-hour duration test
- fieldkit got an emergency lighting checklist in 4.3
- certhub template `el-annual` added in June
""")

r("project_route_planner.md", "Route planner", "route-planner",
  "Route planning for daily engineer runs", "project", """
Route planner is a visitplanner module that orders each engineer's day.

- Uses OSRM hosted on our own ECS service with the GB extract
- Re-plans at 06:00 every working day
- Planners can pin a visit to a time; pinned visits are never moved
""")

r("project_certhub_templates.md", "Certificate templates", "certificate-templates",
  "Certificate template set and who signs them off", "project", """
- Templates: `ext-annual`, `ext-extended`, `fa-inspection`, `fa-commissioning`, `el-annual`
- Any template change needs sign-off from Gareth Pugh (technical manager) before deploy
- Templates are Handlebars + Paged.js, rendered with headless Chromium
""")

r("reference_contacts.md", "Contacts", "contacts",
  "Who to ask about what", "reference", """
- Dev Anand: visitplanner, certhub, calloutd, infra
- Siobhan Reilly: fieldkit, tablets, Intune
- Helen Ashby: finance, Xero, credit control
- Gareth Pugh: technical manager, standards, certificate sign-off
- Jo Patel: sales and marketing
""")

r("reference_standards.md", "Standards", "standards-cheatsheet",
  "Which standard covers which job, with the usual intervals", "reference", """
Cheatsheet for reading job notes.

- BS 5306-3: portable extinguishers, commissioning and maintenance
- BS 5839-1: fire detection and alarm, non-domestic
- BS 5266-1: emergency lighting
- Commissioning visits are a separate job type from annual services in all our systems
""")

r("project_call_recording.md", "Call recording", "call-recording-decision",
  "Decision not to record call-out phone calls", "project", """
Decided in March: no call recording for the call-out line.

- GDPR overhead and storage costs outweighed the benefit
- Engineers write a call note instead, which calloutd stores with the call-out
""")

r("feedback_sql_access.md", "Prod SQL", "prod-sql-access",
  "Read-only access to production databases", "feedback", """
- Use the `readonly` role for any production query
- Never run UPDATE or DELETE against production by hand; write a migration or a management command

**Why:** one hand-typed UPDATE in 2025 re-dated 300 visits.
""")

r("project_intune_rollout.md", "Intune rollout", "intune-rollout",
  "Moving tablets to Intune management", "project", """
- Started in September with the new tablets, finished at the end of October
- Compliance policy: OS updates within 14 days, screen lock after 5 minutes
- Lost tablets are wiped remotely from the Intune console
""")

r("reference_environments.md", "Environments", "environments",
  "Staging vs production, how to reach each", "reference", """
- Staging is a scaled-down copy of production in `kestrel-staging`
- Staging data is refreshed from a masked production snapshot every Sunday
- fieldkit has a "staging" build flavour pointing at `api.staging.kestrelfire.co.uk`
""")
