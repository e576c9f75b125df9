# Root-level Claude Code auto-memory files. Lines starting with "§ID§ " are labelled claims.
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("reference_routeboard.md", "routeboard", "routeboard: job booking, scheduling and dispatch app, where it runs and what it talks to", "reference",
  "routeboard overview", "booking/scheduling/dispatch app, stack and integrations", """
# routeboard

Django app that the office and dispatchers use for bookings, schedules and job dispatch. Repo `hollinsreed/routeboard`.

## Stack
§O3a§ - Python 3.12, Django 5.1, Celery for background work
§V2a§ - Database: `postgres://routeboard@pg-main.hollinsreed.internal:5432/routeboard`
§O2b§ - Celery broker: Redis at `redis-rb.hollinsreed.internal:6380`
§D3b§ - CI: GitHub Actions (`ci.yml`), deploy via Argo CD
§A6a§ - Staging: https://staging.routeboard.hollinsreed.co.uk
§S1a§ - Errors: Rollbar (project `routeboard`), alerts into #dev-alerts
- Admin lives at `/office/`, dispatcher board at `/board/`

## Messaging
§R6a§ - Transactional email (visit confirmations, visit reports): Postmark, server `routeboard-tx`
§R8a§ - SMS reminders: Twilio, sender ID `HOLLINSRD`
- Reminder text templates are in `notifications/templates/sms/`, one per job type

## Scheduling rules
§V3a§ - Default residential visit slot: 45 minutes (`VISIT_SLOT_MINUTES=45`)
- Arrival windows shown to customers are 2 hours (morning 08-10, 10-12, afternoon 12-14, 14-16)
§F6a§ - Routine contract visits are generated 6 weeks apart
§NS6a§ - Follow-up visits are not created for every job, only for rodent, bedbug and flea treatments
- Emergency callouts skip the auto-scheduler and go straight onto the dispatcher board
- The auto-scheduler respects the per-branch daily job cap from the branches table
""")

R("reference_trapnet.md", "trapnet", "trapnet: smart bait-station and trap sensor ingest, alerting, storage", "reference",
  "trapnet overview", "sensor ingest service for smart bait stations and traps", """
# trapnet

Go service that takes readings from the smart bait stations and snap-trap sensors on contract sites.
Each site has LoRa sensors talking to a gateway; the gateways forward to trapnet.

## Plumbing
§V1a§ - MQTT broker: `mqtt.hollinsreed.internal:8883`, TLS with per-gateway client certs
§R5a§ - Readings are fanned out to consumers through NATS JetStream (stream `READINGS`)
§A1a§ - Readings stored in TimescaleDB (`trapnet` database on `pg-ts.hollinsreed.internal`)
§O2a§ - Redis (dedupe cache): `redis-trap.hollinsreed.internal:6379`
§F10a§ - Raw readings are kept for 90 days (Timescale retention policy)
§R2a§ - CI: GitHub Actions, workflow `.github/workflows/trapnet.yml`

## Stations and gateways
§D1b§ - Every site has two gateways (primary + fallback) so one can fail without losing readings
§V4a§ - Station heartbeat: every 15 minutes; a station missing 4 heartbeats in a row is flagged offline
§V10a§ - Low-battery warning at 20% (`LOW_BATTERY_PCT=20`)
§N9a§ - Each station's GPS position is stored with its install record
- Station IDs are printed on the lid as `BS-<site>-<nnn>`; snap traps are `ST-<site>-<nnn>`

## Alerts
§F3a§ - Snap-trap triggers raise an alert in the branch supervisor's app
§N5a§ - Rodent activity alerts go to the branch supervisor's phone, not to on-call
§NS3a§ - Never restart the MQTT broker without draining the gateways first (`trapctl drain`)
""")

R("reference_fieldkit.md", "fieldkit", "fieldkit: the technicians' mobile app (Flutter), build, sync, rules on the device", "reference",
  "fieldkit overview", "technician mobile app: build, distribution, on-device rules", """
# fieldkit

The app every technician runs on their work phone: today's jobs, treatment records, photos, signatures.

## Build
§V5a§ - Flutter 3.24 (pinned in `.fvmrc`), Dart 3.5
§S6a§ - State management: Provider (`ChangeNotifier`s under `lib/state/`)
§A2a§ - Minimum Android version: 8.0 (API 26)
§R7a§ - Crash and error reporting: Sentry (project `fieldkit-mobile`)
§D2b§ - Distribution: managed Google Play (private app) for Android, Apple Business Manager custom app for iOS

## Data
§D9b§ - Syncs with routeboard every 2 minutes while online, and immediately on job close
§F2a§ - Job photos are uploaded to S3
§V8a§ - Photo uploads are capped at 8 MB each; the app recompresses anything bigger
§NS5a§ - Completing a job doesn't need a signal; uploads queue until the phone is back online

## Rules on the device
§N2a§ - A job cannot be closed until the customer has signed on the device
§NS9a§ - The customer's mobile number isn't shown to the tech until the day of the visit
- Treatment lines are pulled from dosebook's product list, so techs can't type a product name freehand
""")

R("reference_dosebook.md", "dosebook", "dosebook: pesticide application register, what it records and how long", "reference",
  "dosebook overview", "pesticide application register and its rules", """
# dosebook

The register of every pesticide and rodenticide application. Huw (Technical Manager) owns the rules; the
dev team owns the code. FastAPI service, repo `hollinsreed/dosebook`.

§R4a§ - Storage: PostgreSQL 16 on `pg-main`, schema `dosebook`
§F4a§ - Every treatment records the product used and the quantity
§V6a§ - Application records are kept for 3 years after the treatment date
§N3a§ - Rodenticide jobs need the COSHH assessment attached before the visit starts
§NS8a§ - Never delete a submitted entry; corrections are made with a reversing entry
- The product list is imported from the HSE register export each quarter
- Entries are written by fieldkit when the tech closes the treatment screen
""")

R("reference_billing.md", "ledgerline", "ledgerline billing service: invoices, payment terms, accounting", "reference",
  "ledgerline (billing) overview", "how invoices are raised, paid and pushed to accounts", """
# ledgerline

Small service that turns closed jobs into invoices. Nadia Boateng (finance) is the business owner.

## Accounts
§R10a§ - Accounting system: Xero (org `Hollins & Reed Pest Services Ltd`)
§NS7a§ - The nightly Xero push isn't a Celery beat task; it's a k3s CronJob (`ledgerline-push`)
§O1a§ - Failed Xero pushes are retried up to 5 times, then flagged in #billing
§F7a§ - Card payments are taken through Stripe

## Terms
§A3a§ - Domestic jobs: payment due on completion (card reader or pay link)
§V7a§ - Commercial contract invoices: payment due in 30 days
§NS1a§ - Commercial invoices are never issued without a purchase order number
§N8a§ - Domestic customers are not sent paper invoices; email only
- Contract invoices are raised per visit, not monthly, unless the contract says otherwise
""")

R("reference_infra.md", "infra", "infra: cluster, deploys, secrets, monitoring, on-call", "reference",
  "Infrastructure", "cluster, deploys, secrets, monitoring, on-call", """
# Infrastructure

- routeboard, trapnet and dosebook run on a three-node k3s cluster at Hetzner (Falkenstein)
§F5a§ - Deploys: Argo CD watches the `hr-deploy` repo
§S9a§ - Secrets: Doppler (project `hollinsreed`, configs `stg` / `prd`)
§A8a§ - Postgres backups: nightly at 03:00 UTC with pgBackRest, kept 30 days
§S2a§ - `legacy-jobs` MySQL (old PHP job system) is read-only since the March cutover
§S3a§ - Uptime checks: Pingdom, alerts to #ops
- Dashboards and logs: Grafana + Loki at grafana.hollinsreed.internal
§D10b§ - On-call rotates fortnightly between Marta, Dev and Sian (PagerDuty schedule `digital`)
- DNS is at Cloudflare; the office broadband is the only thing not on it
""")

R("reference_branches.md", "branches", "branches: depots, codes, job caps, opening times, coverage", "reference",
  "Branches and depots", "depots, job caps, coverage, technician rules", """
# Branches

| Branch | Code | Max jobs per tech/day | Depot opens | Depot |
|---|---|---|---|---|
§V9a§ | Bristol | BRS | 9 | 07:00 | Unit 4, Avonside Trade Park |
§O4a§ | Cardiff | CDF | 8 | 07:30 | Unit 11, Penarth Road Business Park |
| Swindon | SWN | 8 | 07:30 | 2 Kembrey Court |
| Exeter | EXE | 6 | 08:00 | Unit B, Marsh Barton |

§D4b§ - Exeter (EXE) covers all EX and TQ postcodes
- Swindon covers SN and the OX postcodes west of the A34
§D5b§ - No Saturday callouts at any branch; emergency work goes into the Monday first slot
§A9a§ - Every technician holds the RSPH Level 2 Award in Pest Management before going out solo
- Each branch has one supervisor who also does jobs two days a week
""")

R("reference_glossary.md", "glossary", "glossary: terms the office, techs and dev team use", "reference",
  "Glossary", "terms used by office, techs and developers", """
# Glossary

- **BS / ST**: bait station / snap trap (sensor-fitted ones have a green lid)
- **Callout**: a one-off reactive job, domestic or commercial
- **Contract visit**: a routine visit under a service contract
- **MAPP number**: the HSE authorisation number of a pesticide product
- **COSHH**: the Control of Substances Hazardous to Health assessment for a job
- **Reversing entry**: the dosebook way of correcting a submitted entry
- **Drain** (trapnet): tell the gateways to buffer locally before a broker restart
""")

R("user_marta.md", "marta-profile", "Marta Kowalczyk: head of digital, what she cares about", "user",
  "Marta (head of digital)", "who Marta is and how she likes to work", """
Marta Kowalczyk is head of digital at Hollins & Reed. She came from a logistics software company and
knows Django and Flutter well; she is less at home in Go.

- Team: Dev Anand (backend, trapnet), Sian Pryce (fieldkit, portal)
§A7a§ - Customer-facing copy is in British English (colour, organise, licence)
- She reviews every migration herself
- Prefers to be asked before anything touches production data
""")

R("user_huw.md", "huw-profile", "Huw Ellis, Technical Manager, owns treatment rules and compliance", "user",
  "Huw (Technical Manager)", "who owns treatment and compliance rules", """
Huw Ellis is the Technical Manager. He is not a developer but he signs off anything that changes what
dosebook records or what techs are allowed to do on site.

- BPCA member, 20 years in the field
- Wants rule changes written up in plain English before any code
- Reachable on the technical line, 0117 496 0312
""")

R("feedback_dosebook_merges.md", "dosebook-merges", "dosebook PRs keep their commits", "feedback",
  "dosebook merge rule", "how dosebook PRs get merged", """
§N1a§ Don't squash dosebook PRs: the audit wants each change as its own commit on main.

**Why:** Huw showed the auditor the git history in September and they liked seeing each rule change separately.

**How to apply:** use "Rebase and merge" or a merge commit on dosebook; tidy the commits before review instead.
""")

R("feedback_migrations.md", "routeboard-migrations", "when routeboard migrations may run", "feedback",
  "routeboard migrations timing", "when it is safe to run routeboard migrations", """
§N4a§ Never run routeboard migrations during office hours (07:00-18:00); the dispatcher board locks up.

**Why:** a migration on `jobs_visit` in February locked the board for eleven minutes on a Monday morning.

**How to apply:** schedule them for the evening deploy and say so in the PR.
""")

R("feedback_releases.md", "fieldkit-releases", "fieldkit release days", "feedback",
  "fieldkit release day", "which days fieldkit releases may go out", """
§N6a§ Never ship a fieldkit release on a Friday; techs update over the weekend and nobody is around to help.

**Why:** a Friday build in January broke photo upload for the weekend wasp callouts.

**How to apply:** cut releases Monday to Thursday; if a fix can't wait, ask Marta.
""")

R("feedback_generated_code.md", "generated-api-client", "the generated API client in fieldkit", "feedback",
  "Generated API client", "do not hand-edit the generated client", """
§N7a§ Don't hand-edit the generated API client in `fieldkit/lib/api/`; regenerate it from the OpenAPI spec.

**Why:** hand edits were lost twice when someone regenerated.

**How to apply:** change the spec in routeboard, run `make api-client`, commit both.
""")

R("feedback_data_handling.md", "production-data", "production data stays on the servers", "feedback",
  "Production data handling", "where production data may and may not go", """
§N10a§ Never copy a production database dump onto a laptop.

Customer addresses and phone numbers are in every dump, and the laptops are not encrypted to the same standard.

**How to apply:** debug against staging, or use the anonymised extract from `make anon-dump`.
""")

R("feedback_pr_style.md", "pr-style", "how Marta wants pull requests written", "feedback",
  "PR style", "how PRs should be written", """
§F9a§ Keep PR descriptions short.

**Why:** Marta reads them on her phone between branch visits.

**How to apply:** no essays; say what and why, and what to check on staging.
""")

R("feedback_secrets.md", "env-files", "never commit env files", "feedback",
  "Env files", "env files and what gets committed", """
§A4a§ Never commit `.env` files; use `.env.example` with dummy values.

**Why:** a Twilio token leaked in a fork in 2025.
""")

R("feedback_copy.md", "customer-copy", "spelling and tone in customer-facing text", "feedback",
  "Customer-facing copy", "spelling and tone for customer text", """
§A7b§ Use British spelling in anything a customer sees.

Also: no pest photos in emails, and say "treatment" rather than "extermination".
""")

R("feedback_oncall.md", "oncall-paging", "what should and shouldn't page on-call", "feedback",
  "On-call paging rules", "what pages on-call", """
§NS10a§ Don't page on-call for low-battery warnings; they go on the weekly station report.

**Why:** Dev was woken three nights running in April by batteries at 19%.
""")

R("feedback_reply_style.md", "reply-style", "short answers, commands I can run", "feedback",
  "Reply style", "keep replies short", """
Keep answers short and give the exact command rather than describing it.

**Why:** Marta said long explanations get skimmed.
""")

R("feedback_testing.md", "testing", "tests before merge", "feedback",
  "Testing", "what to run before asking for review", """
Run `make test` in routeboard and `go test ./...` in trapnet before asking for review.

**Why:** CI minutes are limited and Dev hates red builds on main.
""")

R("project_trapnet_alerting.md", "trapnet-alerting", "alerting rework in trapnet (Q3-Q4)", "project",
  "trapnet alerting rework", "batching and routing of trap alerts", """
The alerting in trapnet was reworked over the summer after supervisors complained about noise.

§F3b§ Trap-trigger alerts are batched: at most one push per site every 10 minutes.

- Activity thresholds are per site now, set in the site config
- Supervisors can mute a site for up to 24 hours from their app
""")

R("project_dev_process.md", "dev-process", "how the digital team plans and ships work", "project",
  "Dev process", "planning and shipping cadence", """
§S5a§ The dev backlog lives on the Trello board 'Digital - Backlog'; Marta triages it on Mondays.

- Work is planned in two-week cycles that start on a Tuesday
- Demo to the branch supervisors on the last Thursday of the cycle
""")

R("project_exeter_launch.md", "exeter-launch", "opening the Exeter branch (done August 2026)", "project",
  "Exeter launch", "what was done to open Exeter", """
Exeter opened on 17 August 2026 with four technicians and a supervisor.

- routeboard got the EXE branch code and a new postcode map
- Two vans moved over from Bristol
- The Exeter daily job cap is lower while the team learns the rural routes
""")

R("project_route_optimisation.md", "route-optimisation", "route optimisation trial for dispatch", "project",
  "Route optimisation trial", "trialling automatic route ordering", """
Trial of automatic route ordering in routeboard, Bristol only, started October 2026.

- Uses the OSRM instance on the cluster, not a paid API
- Dispatchers can lock a job to a time before the optimiser runs
- Success measure: fewer miles per job than the September baseline
""")

R("project_portal_v2.md", "portal-v2", "customer portal second version", "project",
  "Customer portal v2", "plans for portal v2", """
Portal v2 is planned for Q1 2027: contract customers will see their site plans and station history.

- Needs trapnet's daily rollups exposed through routeboard's API
- Sian leads; design from the agency in Cardiff
""")

R("project_bedbug_protocol.md", "bedbug-protocol", "new bedbug treatment protocol in the apps", "project",
  "Bedbug protocol", "heat + residual protocol support", """
Huw changed the bedbug protocol in September: heat treatment first, residual spray only where needed.

- fieldkit got a new heat-treatment form with room temperatures
- dosebook only records the residual part, heat isn't a pesticide application
""")

R("project_q4_priorities.md", "q4-priorities", "what the team works on in Q4 2026", "project",
  "Q4 2026 priorities", "the quarter's priorities", """
1. Route optimisation trial in Bristol
2. Station history in the portal (prep for v2)
3. Pay down fieldkit crash backlog before the winter rodent season
""")

R("reference_vans.md", "vans", "vans: fleet, trackers, what's kept in them", "reference",
  "Vans", "fleet and trackers", """
- 17 vans, all leased from the same company, renewals in 2027
- Trackers are Quartix; routeboard doesn't read them yet
- Every van carries a spill kit and the COSHH folder
""")

R("reference_contacts.md", "contacts", "who to ask about what", "reference",
  "Contacts", "who owns what", """
- Marta Kowalczyk: digital, anything in the apps
- Huw Ellis: treatment rules, products, compliance
- Nadia Boateng: invoices, payment terms, the accounts
- Branch supervisors: Gareth (BRS), Ffion (CDF), Tom (SWN), Becky (EXE)
""")

R("reference_products.md", "products", "pesticide products in use and where their data comes from", "reference",
  "Products", "products in use", """
- Product data (name, MAPP number, active substance) comes from the HSE register export
- Rodenticides are only used by techs with the CRRU certificate
- Insecticide gels and dusts are logged by weight, sprays by volume
""")

R("feedback_commit_style.md", "commit-style", "commit message style", "feedback",
  "Commit style", "how commits are written", """
Commit messages: lowercase scope prefix (`board:`, `sync:`, `dosebook:`), one line, imperative.

**Why:** matches the existing history; Dev greps it for release notes.
""")
