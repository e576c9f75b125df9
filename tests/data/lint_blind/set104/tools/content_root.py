# Root Claude Code auto-memory files: name -> (title, hook, description, type, body)
# FLAT: descriptions written with an unquoted ': ' on purpose (not strict YAML).
FLAT = {"reference_fieldbook.md", "reference_infra.md", "reference_fleet.md", "reference_glossary.md"}

ROOT = {
"reference_fieldbook.md": ("fieldbook overview", "job booking and crew planner, the main system",
"fieldbook: the Django app the office uses to book and plan every contract job", "reference", """
# fieldbook

Bookings, the crew planner, customer records and the API that cutcount and the portal talk to.
Repo `hartwell-agri/fieldbook`. Owen wrote most of it in 2025; Claude does most changes now.

## Stack
@@V7a@@
@@F1a@@
@@V1a@@
@@O1a@@
@@R8a@@
@@A1a@@
@@O6b@@
@@N3a@@

## Hosting and ops
@@D1b@@
@@F10a@@
@@R1a@@
- Static assets are collected into `/srv/fieldbook/static` and served by Caddy

## Features
@@R9a@@
- Job types: silage (clamp and bale), baling, hedge cutting, slurry spreading, muck spreading
- Each job belongs to one holding (CPH number) and one or more fields
- A job can't be marked complete without a crew and at least one machine assigned
- Farmers see their own jobs in the customer portal (read-only plus booking requests)

## Gotchas
- The planner view caches crew lists for 60 seconds; refresh twice after editing a crew
- Field areas are stored in hectares, the UI shows acres as well because half the farmers still think in acres
"""),

"reference_yardlog.md": ("yardlog overview", "telematics ingest for the fleet",
"yardlog — the Go service that collects telematics from tractors, the Jaguar and the pickups", "reference", """
# yardlog

Collects positions, engine hours and fault codes from the telematics boxes, works out hours per job
for tallyman, and powers the live map on the office screen.

## Stack
@@A6a@@
@@S2a@@
@@V3a@@
@@O3a@@
@@R3a@@

## Data
@@V9a@@
@@F3a@@
- Engine hours are read from the CAN bus every 5 minutes
@@NS7b@@
- Hours per job are matched by geofence: a unit inside a job's field boundary counts towards that job

## Alerts
@@NS2a@@
- Low-fuel warnings show on the office map only, no notifications
- The daily hours report is emailed to Sian at 07:00
"""),

"reference_cutcount.md": ("cutcount overview", "hedge-cutting app on the cab phones",
"cutcount — the Flutter app drivers use in the hedge-cutter cab", "reference", """
# cutcount

Drivers start a run when the arm goes down and stop it at the end of the hedge. The app records the trace,
photos before and after, and sends it all to fieldbook against the job.

## Platform
@@F5a@@
- Flutter 3.24, state with Riverpod
- Local storage: SQLite via drift

## Recording
@@NS4a@@
@@D3b@@
- A run needs a job selected first; drivers pick from today's jobs for their crew
@@V4a@@

## Sync
@@D5b@@
@@S4b@@
@@N5a@@
- Sync retries back off to every 10 minutes when the API is unreachable
"""),

"reference_slurrytrack.md": ("slurrytrack overview", "slurry and NVZ record keeping",
"slurrytrack — records every slurry application for NVZ and farming-rules-for-water compliance", "reference", """
# slurrytrack

Field plans, closed periods, application rates and the records the farmers need for NVZ inspections.
Farmers don't log in; Sian and the drivers do.

## Stack
- FastAPI, SQLAlchemy 2, Alembic
@@R2a@@
@@A3a@@
@@R5a@@

## Rules it enforces
@@N4a@@
@@V2a@@
- Pig slurry has its own cap, set per holding in the field plan
- Fields flagged as "steep, near water" need a manual check box ticked by the driver before spreading

## Records
@@S9a@@
- Every application stores: field, date, product, rate, kit used, driver, weather note
"""),

"reference_billing.md": ("tallyman and billing", "how jobs turn into invoices",
"tallyman, the invoicing service, and the billing rules Gareth set", "reference", """
# Billing (tallyman)

tallyman takes completed jobs from fieldbook and machine hours from yardlog and builds invoices.

## How it works
@@S5a@@
@@R10a@@
@@R4a@@
@@F6a@@
@@N6a@@
@@V5a@@

## Pricing rules
@@F2a@@
- Silage is charged per hectare for the whole team (harvester, rakes, trailers, clamp tractor)
- Baling and wrapping are charged per bale
- Slurry spreading is charged per hour of tanker time, umbilical per hour of pump time
@@NS10a@@
- VAT at the standard rate on everything; the farmers reclaim it
"""),

"reference_infra.md": ("infrastructure", "servers, network, backups",
"infra: where everything runs and how we get to it", "reference", """
# Infrastructure

## Servers
- `fb-app-1`: fieldbook, tallyman, Caddy
- `db1`: Postgres, Redis
- `ops-1`: cron jobs, imports, the admin shell
- `mon-1`: Grafana, Loki, Prometheus
@@A5a@@

## Backups
@@A10a@@
@@V6a@@
@@S3b@@
- Restore test every quarter; last one 2026-10-14, took 40 minutes for fieldbook

## Network
- The Leominster yard has fibre, the Ludlow yard a 4G router with a static IP
- DNS is at Cloudflare, the `.hartwell.lan` names are served by Tailscale MagicDNS
"""),

"reference_fleet.md": ("fleet", "machines, codes and servicing",
"Fleet list: machine codes, what they are, service intervals", "reference", """
# Fleet

Machine codes are painted on the cab and used everywhere (fieldbook, yardlog, cutcount).

| Code | Machine | Service interval |
|---|---|---|
@@V8a@@
| TR-1..TR-4 | Fendt 724 tractors | every 500 engine hours |
| BAL-1, BAL-2 | Krone Comprima CV 150 XC baler-wrappers | every 100 engine hours |
| TK-1 | Abbey 2500 gallon tanker with trailing shoe | every 300 engine hours |
| UMB-1 | umbilical pump unit | every 200 pump hours |

## Servicing
@@D10b@@
- Tractors are serviced in the yard by our own fitter, Dai
- Service reminders come from yardlog; Dai ticks them off in fieldbook

## Notes
- TR-3 has the front linkage for the mower; don't book it for slurry in May
- The pickups are not in this table; they're on lease and serviced by the lease company
"""),

"reference_depots.md": ("yards", "the two yards and what's kept where",
"The two yards (Leominster and Ludlow), what lives at each and who to call", "reference", """
# Yards

@@D8b@@
- Leominster: workshop, fuel tank, weighbridge, office, the Jaguar, both balers
- Ludlow: hedge cutters, TK-1, the umbilical kit, overflow parking for trailers
- Ludlow yard key safe code is in 1Password ("Ludlow yard")
- Both yards shut at 18:00 outside the silage season
"""),

"reference_glossary.md": ("glossary", "farm and contracting terms the agent keeps tripping over",
"Glossary: farm and contractor words as used in the repos and by Gareth", "reference", """
# Glossary

- **Clamp**: silage heap in a walled bunker, rolled and sheeted. "Clamp job" = forage harvester team.
- **First cut / second cut**: silage harvests; first cut is usually mid to late May.
- **CPH**: County Parish Holding number, identifies a farm holding. fieldbook keys holdings on it.
- **NVZ**: Nitrate Vulnerable Zone. Rules on when and how much slurry can go on.
- **Closed period**: dates when slurry can't be spread, depends on soil type and crop.
- **Umbilical**: spreading slurry through a hose from the lagoon, no tanker on the field.
- **Haylage**: drier silage, baled and wrapped.
- **Flail**: the hedge-cutter head.
"""),

"reference_contacts.md": ("who handles what", "people and routing for calls and issues",
"Who handles which kind of call or problem at Hartwell", "reference", """
# Who handles what

- Booking requests and changes: Sian
- Invoices and statements: Sian
@@N10a@@
- Machine breakdowns in the field: Dai (fitter), then the dealer
- Anything about the apps: Owen, or Claude in the repo
- Health and safety incidents: Gareth, always the same day
"""),

"reference_runbooks.md": ("runbooks index", "where the runbooks are and what's monitored",
"Index of runbooks and what monitoring covers", "reference", """
# Runbooks and monitoring

## Monitoring
@@S7a@@
- Grafana dashboards on `mon-1`: fieldbook requests, yardlog ingest rate, disk space
- Loki for logs from every container

## Runbooks
- Restore fieldbook from backup: `docs/runbooks/restore.md` in the fieldbook repo
- yardlog ingest stuck: restart the `ingest` container, check the broker
- Weighbridge not posting: see the weighbridge project memory
"""),

"reference_integrations.md": ("integrations", "external services and webhooks",
"External services we integrate with and how failures are handled", "reference", """
# Integrations

| Integration | Owner system | Failure handling |
|---|---|---|
@@O2a@@
| Postcode lookups | fieldbook | no retry, the form asks again |
| Met Office DataHub forecast | fieldbook | polled hourly, last good forecast kept |
| what3words | fieldbook | gate locations; lookup failures shown as "no w3w" |

Notes:
- Webhook secrets are in 1Password under "integrations"
- Every webhook handler logs the raw body for 7 days
"""),

"user_gareth.md": ("Gareth", "owner, runs the contracting side",
"Gareth Pryce, owner of Hartwell Agri, decides prices and priorities", "user", """
Gareth owns Hartwell Agri Contracting. Ex-dairy, runs the crews and the customer relationships.

- Not technical; explain changes by what the office or the drivers will notice
- Decides prices, priorities and anything a farmer would complain about
- Prefers a phone call to an email when something's broken
- Signs off the rate card every spring
"""),

"user_sian.md": ("Sian", "office manager, main daily user",
"Sian Lloyd, office manager, uses fieldbook and tallyman all day", "user", """
Sian runs the office: bookings, the planner, invoices, the NVZ paperwork.

@@A2a@@
@@O10a@@
- Knows every farm by name, not by CPH; search by farm name first
- Works Monday to Friday 08:00-16:30, Saturday mornings in silage season
"""),

"user_owen.md": ("Owen", "freelance developer, part-time",
"Owen Hughes, freelance developer, wrote fieldbook and yardlog", "user", """
Owen is freelance, about two days a week for Hartwell. Python and Go, some Flutter.

@@R7a@@
@@NS6a@@
@@O8a@@
- Likes small PRs with a clear test plan in the description
"""),

"feedback_commits.md": ("commit messages", "how to write commits in Hartwell repos",
"Commit message style Owen asked for", "feedback", """
Write commit messages in the imperative, with the system prefix: `fieldbook: add haylage job type`.

**Why:** Owen greps history by prefix when something breaks in the field.
**How to apply:** every commit in every Hartwell repo; body explains the farmer-facing effect if any.
"""),

"feedback_testing.md": ("testing", "how tests should be written",
"Testing preferences for the Hartwell repos", "feedback", """
@@N8a@@
- Every bug fix gets a regression test that fails before the fix
- Flutter widget tests for cutcount run in CI, golden tests only on Owen's machine

**Why:** a mocked test passed in March while the real migration broke the planner.
"""),

"feedback_deploys.md": ("deploys", "rules for when and how to deploy",
"Deploy rules Gareth and Owen agreed after the May outage", "feedback", """
@@N1a@@
@@F7a@@
- Announce deploys in the ops WhatsApp group before and after
- During silage season (May to September) only deploy fixes, no features

**Why:** the 2026-05-22 outage left the crews without job sheets for a morning.
"""),

"feedback_reviews.md": ("merging and reviews", "merge strategies per repo",
"How PRs get merged in each repo", "feedback", """
Owen wants each repo merged the way its release tooling expects:

@@NS3a@@
@@N2a@@
@@R6a@@
- slurrytrack: any strategy, it has no changelog tooling

**How to apply:** check this before pressing merge; GitHub's default button is not always right.
"""),

"feedback_secrets.md": ("secrets", "where secrets live",
"Secret handling rules", "feedback", """
@@A9a@@
- Never paste API keys into chat or issue comments
- Rotate the Met Office key every 6 months (calendar reminder in Owen's calendar)

**Why:** an `.env` with the Xero client secret sat in a public gist for a day in 2025.
"""),

"feedback_style.md": ("writing for the office", "tone for text the office reads",
"How to write anything Sian or Gareth will read", "feedback", """
- Plain English, no jargon; say "the planner" not "the PlannerView"
- Dates as "Tue 3 June", not ISO, in anything customer-facing
- Keep farmer-facing texts under 160 characters

**Why:** Sian forwards summaries to Gareth's phone.
"""),

"project_silage_season_2026.md": ("silage season 2026", "how the season went and what to fix",
"Silage season 2026 (first and second cut) notes", "project", """
# Silage season 2026

- First cut started 2026-05-14, about a week early
- Second cut ran late June into July; third cut on a handful of farms in August
- The planner rebuild slipped into the season (see Trello note)
- 412 jobs booked across the season, 9 cancelled for weather

## To fix before 2027
- Crew swap mid-day is still clumsy in the planner
- yardlog geofences miss clamp time when the clamp is outside the field boundary
"""),

"project_nvz_rules.md": ("NVZ rules in slurrytrack", "what the compliance rules are and who submits",
"NVZ and farming-rules-for-water handling in slurrytrack", "project", """
# NVZ rules

Gareth wants slurrytrack to stop us ever being the reason a farmer fails an inspection.

@@F8a@@
@@N9a@@
- Closed periods come from the soil type and crop on each field
- No spreading on waterlogged, flooded, frozen or snow-covered ground; drivers confirm on the phone

**Why:** one of the Brecon farms got a warning letter in 2025 over records, not over spreading.
"""),

"project_weighbridge.md": ("weighbridge", "weighbridge integration status",
"Weighbridge tickets into yardlog and fieldbook", "project", """
# Weighbridge

Used for grain and bought-in silage; tickets attach to the job in fieldbook.

@@S8b@@
- Tickets carry the trailer code and gross/tare weights in kg
- A ticket without a trailer code goes into the "unmatched" list for Sian
"""),

"project_hedge_season.md": ("hedge season", "hedge cutting season rules and planning",
"Hedge-cutting season planning and rules", "project", """
# Hedge season

@@A4a@@
- Most farms want hedges done September to November, before the ground gets too wet
- Two cutters, HC-1 and HC-2, one driver each; routes planned a week ahead
- Some farms want cutting every other year only (Countryside Stewardship); fieldbook marks those
"""),

"project_baling_rates.md": ("baling", "bale wrapping and baling job rules",
"Baling and wrapping rules for jobs", "project", """
# Baling

@@F4a@@
- Bale count is taken from the baler's counter and entered on the job sheet
- Straw bales are not wrapped
- Damaged wrap gets patched on the field, not re-wrapped, unless the farmer asks
"""),

"project_customer_portal.md": ("customer portal", "farmer-facing booking portal",
"Customer portal: farmers see jobs and request bookings", "project", """
# Customer portal

Launched for 2026. Farmers log in with email and a magic link.

@@V10a@@
@@NS5a@@
- Booking requests land in Sian's queue in fieldbook; nothing is confirmed automatically
- Farmers can download their own job sheets as PDF
"""),

"project_backups.md": ("backup plan", "what is backed up and restore drills",
"Backup coverage and restore drill plan", "project", """
# Backups

- Covered: fieldbook and slurrytrack databases, yardlog rollups, the uploads bucket (photos, job sheets)
- Not covered: raw telemetry older than the rollups, on purpose
- Restore drill quarterly; Owen runs it, Claude writes up the notes
"""),

"project_oncall.md": ("on-call", "who is on call and how",
"On-call arrangement for the apps", "project", """
# On-call

@@D7b@@
- Pages come to the on-call phone via the ops WhatsApp group and a phone call for critical alerts
- In silage season whoever is on call keeps the laptop in the pickup
"""),

"project_sms_notifications.md": ("SMS notifications", "texts to farmers",
"Texts fieldbook sends to farmers", "project", """
# SMS notifications

@@F9a@@
- "Crew on the way" text when the first machine leaves the yard for the job
- Texts are only sent to the farm's main mobile, never to staff numbers

## Provider
@@S1b@@
"""),

"project_data_retention.md": ("data retention", "what we keep and for how long",
"Data retention and GDPR notes", "project", """
# Data retention

@@N7a@@
- Job records are kept 7 years (HMRC)
- NVZ records are kept at least 5 years, as the rules require
- Driver location data follows the tracking agreement with the drivers
"""),

"project_gps_migration.md": ("GPS receivers", "swap of the RTK receivers",
"Replacing the old RTK receivers in the tractors", "project", """
# GPS receivers

- TR-1 and TR-2 got new RTK receivers in September; TR-3 and TR-4 follow in the winter
- The telematics boxes are separate from the RTK receivers, nothing changes in yardlog
- Field boundary accuracy should improve once all four are done
"""),

"project_mobile_release.md": ("cutcount releases", "how cutcount gets to the cab phones",
"How cutcount releases reach the phones", "project", """
# cutcount releases

- Released through the Play Store internal track, phones are enrolled in the Hartwell group
- Drivers must be on the latest version before the season starts
- Releases are tagged `cutcount-vX.Y.Z`
"""),
}
