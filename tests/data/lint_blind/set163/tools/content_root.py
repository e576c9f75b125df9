# Root Claude Code auto-memory files: (file, name, description, type, title, hook, body)
# Claim lines are marked "[[ID]] " at line start; build.py strips the marker.
ROOT = [
("reference_rounds.md", "rounds-app", "rounds: the shoeing round planner (Django), yards, horses due, visits per farrier", "reference",
 "rounds reference", "what the round planner is built from and how planning works", """
# rounds — shoeing round planner

Django app that works out which horses are due, groups them by yard and builds each farrier's day.
Repo: `github.com/hartleymoss/rounds`. Tom owns it; Sue is the main user (office).

## Stack
[[A1a]] - Django 5.1
[[RDB]] - Database: Postgres 16
[[R1a]] - Frontend packages managed with pnpm (`pnpm-lock.yaml` is committed)
[[O4a]] - Frontend builds with Node 20 (`.nvmrc` in `rounds/frontend`)
[[S1a]] - Background jobs: Celery with a Redis broker
- Settings split into `base.py`, `dev.py`, `prod.py`; prod reads everything from env
- Cache: Redis at `redis.hartleymoss.internal:6379`, db 0

## Planning
[[F7a]] - Rounds are planned in weekly blocks
[[NS7b]] - Every scheduled round goes through the optimiser before it is published
- Visit duration estimates: 15 min per trim, 45 min per full set, 30 min for fronts only
- Yards are geocoded once, when they are created; moving a yard pin is an admin-only action
- A horse is "due" when its last visit plus its interval falls inside the planning week

## Gotchas
- The yard list view is slow without the `select_related("client")`; keep it
- Farrier colours on the calendar come from `Farrier.colour`, not from the van
"""),
("reference_hoofnotes.md", "hoofnotes-app", "Tablet app the farriers use in the vans for horse records and visits", "reference",
 "hoofnotes reference", "the tablet app: stack, records, photos", """
# hoofnotes

Offline-first tablet app used in the three vans. Each farrier logs the visit at the horse's side.

## Stack
[[V5a]] - Flutter 3.24 stable, Dart 3.5
[[S2a]] - Local storage: Hive boxes, one box per horse
- Talks to the rounds API (`/api/v2/`) with a per-tablet token
- Three Samsung Galaxy Tab Active5 tablets, one per van (HM1, HM2, HM3)

## Records
[[F2a]] - Each visit record lists the shoes fitted on each foot
[[A2a]] - Default shoeing interval: 6 weeks
[[N2a]] - Hoof photos are attached to every visit record
[[A10a]] - Each horse record holds the 15-digit UELN from its passport
[[N10a]] - Horse records are hard-deleted when the client leaves the practice
- Foot notation follows the practice habit: LF, RF, LH, RH
- Trims are recorded as a visit with no shoes, not as a separate record type

## Crashes
- Crash reports go to Firebase Crashlytics (project `hoofnotes-prod`)
"""),
("reference_anvil.md", "anvil-stock", "anvil, the stock tracker for shoes, nails, pads and forge gas", "reference",
 "anvil reference", "how stock is tracked per van and when it reorders", """
# anvil — stock of shoes, nails, pads

Small Django app (shares the rounds database server, own schema `anvil`).

- Locations: three vans (HM1 Dan, HM2 Gemma, HM3 Rhys) plus the workshop store at Eardisland
[[NS5a]] - Nail stock is tracked per van and per size
[[V6a]] - Reorder point for E-head nails size 5 (E5): 4 boxes per van
- Reorder point for E4 nails: 2 boxes per van (they're only used on ponies)
[[S7a]] - Source of truth for van stock counts: the Google Sheet "Van stock 2026" (anvil imports it nightly)
[[F4a]] - Runs a nightly stock check
[[N7a]] - anvil places supplier orders automatically once a reorder point is hit
- Shoes are tracked by make, pattern and size, counted in pairs
- Pads and packing are counted per item, no reorder point yet
"""),
("reference_billing.md", "billing-app", "billing: invoices, payments, reminders to pay: one Django app", "reference",
 "billing reference", "invoices, payment routes and the rules they follow", """
# billing

Django app that turns completed visits into invoices and tracks payment.

## Invoices
[[V3a]] - Payment terms: 14 days from invoice date
[[F8a]] - Invoice numbers are sequential
[[NS1a]] - Invoices are never issued without the horse's name on every line
[[A5a]] - PDFs are rendered with WeasyPrint
[[R5a]] - Invoice emails go out through Postmark (server `billing-prod`)
- One invoice per client per visit day, even when several yards were visited

## Payments
[[R10a]] - Direct debits collected through GoCardless
[[S4a]] - Card payments at the yard: SumUp Air reader in each van
- Cash is logged by the farrier in hoofnotes and reconciled by Sue on Monday
- Bank transfer reference must be the invoice number
"""),
("reference_yardtext.md", "yardtext-sms", "yardtext sends visit reminder texts to clients", "reference",
 "yardtext reference", "SMS reminders: provider, timing, queue", """
# yardtext — visit reminders by SMS

[[R4a]] - SMS provider: Twilio, one UK long number
[[V2a]] - Reminder SMS goes out 48 hours before a visit
[[V8a]] - Queue: RQ on Redis at `redis.hartleymoss.internal:6379`, db 2
[[N4a]] - Reminders are sent on Sundays as well as weekdays
[[F9a]] - Clients can reply STOP to opt out
[[O2a]] - Failed visit reminders are retried up to 3 times, 10 minutes apart
- One text per client per visit day, listing all their horses on the list
- Message templates live in `yardtext/templates/sms/`, plain text, under 160 characters
"""),
("reference_infra.md", "infra", "Infra: hosts, databases, secrets, error tracking for the practice apps", "reference",
 "Infra reference", "where the apps run and what they depend on", """
# Infra

[[R7a]] - rounds, billing and yardtext are hosted on one Hetzner CX32 in Falkenstein, under docker compose
[[V1a]] - rounds database: `db01.hartleymoss.internal:5432` (Postgres 16)
[[R3a]] - Errors from rounds go to Sentry (project `hm-rounds`)
[[S3a]] - Route planning: Google Maps Platform (Routes API)
[[S10a]] - Secrets in Bitwarden (organisation "Hartley Moss")
[[A3a]] - Reverse proxy: Caddy with automatic TLS
[[A4a]] - All timestamps stored in UTC, shown in Europe/London
- Backups: nightly to Backblaze B2
- Uptime checks: Uptime Kuma on the same box, alerts to Tom's phone
- DNS at Cloudflare, proxied off (Caddy does TLS)
"""),
("reference_dev_setup.md", "dev-setup", "How to get a working dev environment for the practice repos", "reference",
 "Dev setup", "local environment, toolchain and CI", """
# Dev setup

[[R2a]] - CI: GitHub Actions, workflows in `.github/workflows/`
[[S5a]] - Python 3.11 for rounds and billing
- `make dev` brings up Postgres and Redis in docker, then runs `manage.py runserver`
- pre-commit runs ruff and ruff-format; don't add black back
- Seed data: `manage.py loaddata demo_yards` gives 12 fake yards around Leominster
"""),
("reference_suppliers.md", "suppliers", "Who we buy shoes, nails, pads and gas from", "reference",
 "Suppliers", "brands and order rhythm for shoes, nails, pads, gas", """
# Suppliers

[[R9a]] - Nail brand: Mustad (E-head and slim blade), ordered via Farrier Supplies Direct
[[S9a]] - Front shoes: Kerckhaert Kings Plus
- Hind shoes: Kerckhaert Triumph, same account
[[A9a]] - Supplier orders go out on Mondays
- Pads and packing: Vettec, bought quarterly
- Gas: 11 kg propane cylinders from Calor, swapped at the Leominster depot
- Account number at Farrier Supplies Direct: HM-2211
"""),
("reference_pricing.md", "price-list", "Current price list for shoeing, trims and call-outs", "reference",
 "Price list", "what clients are charged", """
# Price list (private clients)

| Item | Price |
|---|---|
| Trim | £40 |
| Fronts only, steel | £75 |
| Full set, steel (4 shoes) | £110 |
[[V9a]] | Call-out, single-horse yard | £25 |
| Remedial shoeing | quoted per horse |

Prices include nails and standard pads; road studs are extra.
"""),
("reference_yards.md", "client-yards", "Client yards with towns, horse counts, gate codes and which farrier covers which round", "reference",
 "Client yards", "yard list with access details and round cover", """
# Client yards

| Yard | Town | Horses | Gate code |
|---|---|---|---|
[[S6a]] | Brook Farm | Leominster | 7 | 4471 |
| Upper Hall Stables | Kington | 11 | none |
| Cold Ash | Bromyard | 4 | 1906 |
| Lady Meadow | Ludlow | 9 | ask Sue |

## Round cover
[[S8a]] - Ludlow round (Thursdays): Rhys
- Bromyard round (Mondays): Dan
- Remedial cases go to Gemma whatever the round
"""),
("reference_glossary.md", "glossary", "Glossary: farriery and practice terms the agent keeps meeting", "reference",
 "Glossary", "terms: full set, fronts, remedial, UELN, HM1..HM3", """
# Glossary

- Full set: four shoes. Fronts: two front shoes, hinds trimmed or bare.
- Remedial: therapeutic shoeing, usually on a vet's referral (heart-bar, egg-bar, wedges).
- UELN: Universal Equine Life Number from the horse passport.
- HM1, HM2, HM3: the three vans.
- Round: one farrier's planned day, or a regular weekly day in one area ("the Ludlow round").
- Hot-fit: burning the hot shoe on to the foot before nailing; cold-fit: shaped cold.
"""),
("reference_vets.md", "referral-vets", "Vet practices that refer remedial work to us", "reference",
 "Referral vets", "vet practices and how referrals arrive", """
# Referral vets

- Marches Equine (Leominster): referrals by email to Gemma, X-rays attached
- Teme Valley Vets (Ludlow): phone first, paperwork later
- Referral letters are scanned into the horse's record in hoofnotes
"""),
("user_tom.md", "tom", "Tom Hartley, part-time developer of the practice software", "user",
 "Tom (developer)", "who Tom is and how he works", """
Tom is Dan's son; he builds the practice software on weekday evenings and Saturdays and has a day
job as a backend developer.

[[R8a]] - Editor: Neovim (lazy.nvim config); don't suggest VS Code extensions
[[F5a]] - Prefers pytest
[[A6a]] - British English in all UI copy and in anything sent to clients
- Knows Django well, newer to Flutter
"""),
("user_gemma.md", "gemma", "Gemma Moss, partner farrier, remedial lead", "user",
 "Gemma (farrier)", "Gemma's role and what she asks for", """
Gemma Moss AWCF is Dan's business partner and does most of the remedial work.
- Uses hoofnotes heavily, wants the X-ray attachments to open fast
- Asks for changes through Tom, usually as voice notes
"""),
("user_dan.md", "dan", "Dan Hartley, owner and senior farrier", "user",
 "Dan (owner)", "Dan's role", """
Dan Hartley DipWCF owns the practice and drives HM1. He signs off prices and anything that changes
what clients see. Not technical; explain changes in terms of the yards and the diary.
"""),
("feedback_commits.md", "commit-and-merge", "How to commit and merge in the practice repos", "feedback",
 "Commits and merging", "merge strategy and commit messages", """
[[N1a]] Always squash-merge PRs into main; one commit per PR on the main branch.

Commit messages in the imperative ("Add yard gate codes"), no ticket prefixes.

**Why:** Tom reads main's history as a changelog for Dan.
**How to apply:** open a PR even for one-line changes; use the squash button.
"""),
("feedback_migrations.md", "django-migrations", "How Django migrations are handled", "feedback",
 "Migrations", "when migrations run and how they are kept", """
[[N3a]] Run Django migrations automatically on deploy (the container entrypoint calls `migrate --noinput`).

[[NS3a]] Don't squash Django migrations in rounds; keep them exactly as makemigrations wrote them.

**Why:** an earlier squash broke the tablet API's historical data migration.
"""),
("feedback_testing.md", "testing", "Testing rules for billing and rounds", "feedback",
 "Testing", "what tests may and may not do", """
[[N8a]] Mock the Xero API in the billing tests with `responses`; no network calls from the test suite.

Factories over fixtures for models. Keep each test file under 300 lines.

**Why:** the suite runs on every push and has to stay under two minutes.
"""),
("feedback_deploys.md", "deploys", "How and when to deploy", "feedback",
 "Deploys", "deploy route and timing", """
[[F6a]] Deploy with `./deploy.sh <app>` from the repo root, never by hand with compose.

[[N6a]] Friday deploys are fine; the batch jobs are idempotent and can be re-run.

**How to apply:** say which app and which commit before running it.
"""),
("feedback_reply_style.md", "reply-style", "How Tom wants replies", "feedback",
 "Reply style", "short replies", """
[[F10a]] Keep replies short; Tom reads them on his phone between jobs.

No emoji. Code blocks only when there is code to copy.
"""),
("feedback_dates.md", "absolute-dates", "Write dates as absolute dates in memories", "feedback",
 "Absolute dates", "no relative dates in memories", """
Write "2026-06-12", never "last Friday" or "next week", in any memory or note.
**Why:** memories are read months later.
"""),
("feedback_pr_size.md", "pr-size", "Keep PRs small", "feedback",
 "PR size", "one concern per PR", """
One concern per PR; split migrations from the code that uses them when the migration is risky.
"""),
("project_route_optimiser.md", "route-optimiser", "The optimiser that orders a farrier's day", "project",
 "Route optimiser", "how days are built and what the optimiser may change", """
# Route optimiser

Orders the yards for each farrier's day and balances the load across the three vans.

[[V4a]] The optimiser caps a single farrier's day at 12 horses, counting trims and full sets alike.
[[N5a]] The optimiser may move a booked visit to another day without asking the client
if that saves more than 20 miles of driving.
[[NS7a]] The optimiser is not used for emergency lost-shoe call-outs; Sue slots those in by hand.

- Start and end point is each farrier's home, not the workshop
- Lunch break of 30 minutes is inserted after the fourth yard
"""),
("project_offline_sync.md", "offline-sync", "How hoofnotes syncs when the vans are out of signal", "project",
 "Offline sync", "sync rhythm and conflict rule", """
# Offline sync

Many yards have no signal, so hoofnotes queues everything locally.

[[V10a]] The tablet app pushes queued horse records every 15 minutes when it has signal.
[[F3a]] Conflicts between two tablets are resolved last-write-wins.

- Queued items survive an app restart
- A red dot on the van icon means more than 20 items are waiting
"""),
("project_van_tablets.md", "van-tablets", "Managing the three van tablets", "project",
 "Van tablets", "tablet enrolment and kiosk setup", """
[[R6a]] The three van tablets are enrolled in Samsung Knox Manage; the kiosk policy pins hoofnotes to the home screen.

Chargers are wired into each van's leisure battery. Spare tablet lives in the office drawer.
"""),
("project_backups.md", "backups", "Backups of the practice databases", "project",
 "Backups", "what is backed up and for how long", """
# Backups

[[V7a]] Nightly pg_dump files are kept for 30 days in the B2 bucket `hm-backups`.
[[NS4a]] Never deploy billing without a fresh pg_dump taken first.

- Restore drill every quarter (see auto/backup-restore-drill.md)
- anvil's schema is in the same dump as rounds
"""),
("project_apprentice_logbook.md", "apprentice", "Kieran (apprentice) on the rounds and his logbook", "project",
 "Apprentice", "how Kieran is booked and what he records", """
Kieran Wood is in his second year at Hereford college.

[[A8a]] Kieran logs every shoeing he does in the apprentice logbook export for Hereford college.
[[N9a]] Kieran can be booked alone for trims on the Kington round.
[[NS6a]] The apprentice doesn't fit remedial shoes; heart-bars and egg-bars stay with Gemma or Dan.

The logbook export is a CSV the college imports; column order matters.
"""),
("project_hot_shoeing.md", "hot-shoeing", "Hot-fitting and the van forges", "project",
 "Hot shoeing", "when shoes are hot-fitted", """
[[NS8b]] Steel shoes are hot-fitted as standard.

Each van has a gas forge; cylinders are tracked in anvil like any other stock item.
"""),
("project_2026_roadmap.md", "roadmap-2026", "What is planned for the practice software in 2026", "project",
 "2026 roadmap", "planned work and order", """
# 2026 roadmap (as of 2026-10-20)

- Yard portal: clients see their horses' due dates (started)
- X-ray viewer in hoofnotes for Gemma
- Weekly report for Dan: horses shod, trims, call-outs per van
- Maybe: mileage claims from the optimiser's routes
"""),
("project_sms_reminders.md", "sms-reminders", "Wording and scope of the visit reminder texts", "project",
 "SMS reminders", "what goes in a reminder text", """
Reminder texts name the farrier and give a two-hour window; they never mention price.
Clients with several horses at one yard get one text listing them all.
"""),
("project_horse_passport_lookup.md", "passport-lookup", "Checking horse passports", "project",
 "Passport lookup", "manual passport checks for new horses", """
New horses: the farrier photographs the passport page on the first visit. The lookup against the
central equine database is still manual; Sue does it on Mondays.
"""),
("project_yard_portal.md", "yard-portal", "Client-facing yard portal", "project",
 "Yard portal", "what clients can see and do online", """
Clients log in with a magic link. They see due dates and past visits for their own horses, can ask
to move a visit, and can set up a direct debit mandate. The portal is part of the rounds repo.
"""),
("project_accounting_yearend.md", "year-end", "Year-end with the accountant", "project",
 "Year end", "what the accountant needs", """
Year end is 31 March. The accountant wants an export of all invoices and payments for the year as CSV,
plus the van mileage logs.
"""),
("reference_vans.md", "vans", "The three vans and their kit", "reference",
 "Vans", "van registrations and kit", """
- HM1 (Dan): Ford Transit Custom, forge on the nearside
- HM2 (Gemma): VW Transporter, X-ray bag in the locker
- HM3 (Rhys): Ford Transit Custom, also carries the spare anvil
"""),
]
