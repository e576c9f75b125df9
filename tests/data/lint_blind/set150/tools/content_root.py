# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
# Lines starting with §ID§ are claim lines; the marker is stripped by build.py.
ROOT = {}

def R(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

R("user_profile.md", "kit-profile", "Who Kit is, how he works, what he expects from the agent", "user",
  "Kit (digital lead)", "role, tools, working habits", """\
Kit Penhaligon is the digital lead at Harrow & Vane Travelling Fairs, the family firm that tours two fair
units around the East Midlands from Easter to the bonfire fairs. He wrote most of the yard apps himself.

- Works with Marek Dvořák (contract developer, two days a week) and with Jas in the yard office.
§R8a§Kit edits in Neovim (LazyVim) and expects terminal-friendly instructions, not IDE clicks.
§NS10b§Kit force-pushes his feature branches after every rebase, so don't trust a stale local copy of them.
- Lives on the road with the northern unit most weekends; signal on grounds is patchy, so he reviews in batches.
- Likes concrete file paths and commands in answers.
""")

R("user_rosie.md", "rosie-ops-director", "Rosie Vane, operations director — what she signs off and what she reads", "user",
  "Rosie (operations director)", "approvals and reporting she expects", """\
§A9a§Rosie Vane is operations director and signs off every ground contract herself.
§F10a§She wants a short status summary every Monday morning.

She is not technical and reads everything on her phone between grounds. Keep anything for her to a few
lines, no jargon, and name the ground and the ride rather than the app.
""")

R("user_jas.md", "jas-yard-manager", "Jas Bhamra runs the yard office, rides paperwork and the lorries", "user",
  "Jas (yard manager)", "yard office, inspections, vehicles", """\
Jas Bhamra is the yard manager at the winter quarters near Newark. Jas books the ADIPS inspections, keeps the
ride files, looks after the lorry fleet and is the main ridelog user in the office.

- Prefers a phone call over a long message when something is blocking a ride from opening.
- Knows the inspection body's engineers by name; ask Jas before emailing them.
""")

R("feedback_merge_strategy.md", "merge-strategy", "How pull requests are merged across the yard repos", "feedback",
  "Merge strategy", "how PRs land on main", """\
§R4a§Always squash-merge pull requests; the PR title becomes the commit on `main`.

**Why:** Kit reads `main` like a changelog when something breaks on a ground, and a pile of "wip" commits
made that impossible during the Grantham fair.

§D6b§**How to apply:** expect every PR to be squash-merged, so put the effort into the PR title and description.
""")

R("feedback_deploy_windows.md", "deploy-windows", "When deploying is safe during the touring season", "feedback",
  "Deploy windows", "when it is safe to ship", """\
§N1a§Never deploy tokenbooth while a fair is trading — a half-updated booth can't take money.

ridelog, groundbook and crewbase restart in a few seconds, so they can go out whenever the tests pass.

**Why:** a booth that hung on an update at Louth in 2025 cost a Saturday evening's takings.
**How to apply:** check the fair calendar in groundbook before shipping anything that touches the booths.
""")

R("feedback_tests.md", "run-tests-first", "Run the whole suite locally before pushing", "feedback",
  "Run the tests", "local testing before pushing", """\
§F5a§Run the full test suite locally before pushing to `main`, not just the tests for the file you touched.

**Why:** the tablets on the grounds pull fixes quickly and a broken checklist screen stops a ride opening.
**How to apply:** run it even for "tiny" template changes.
""")

R("feedback_reply_style.md", "reply-style", "Tone and length of replies", "feedback",
  "Reply style", "tone and length", """\
§A3a§Keep answers short and in plain English; no emoji.

If a longer explanation is needed, put the answer first and the detail underneath.
""")

R("feedback_prod_access.md", "prod-data-fixes", "How data in production gets fixed", "feedback",
  "Production data fixes", "how to correct live data", """\
§N10a§Never write to a production database from a laptop shell; data fixes go in as a reviewed management or artisan command.

**Why:** a hand-edited row in crewbase once paid a whole crew twice.
**How to apply:** write the fix as a command, get it reviewed, run it through the normal deploy.
""")

R("feedback_force_push.md", "force-push", "Force-push rules", "feedback",
  "Force-push", "what may be force-pushed", """\
§NS10a§Don't force-push to `main`; force-pushing your own feature branches is fine.

Branch protection on `main` is on in every repo, but the agent has admin rights on some of them, so don't lean on it.
""")

R("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
  "Commit messages", "commit style", """\
Commit messages: imperative, under 72 characters, mention the app when the repo is shared
(e.g. `ridelog: add photo step to Waltzer checklist`). No Co-Authored-By trailers.

**Why:** Kit greps the log by app name when a foreman reports a problem.
""")

R("feedback_uk_time.md", "uk-local-time", "Times in messages and UIs are UK local time", "feedback",
  "UK local time", "times and dates", """\
Write times for humans in UK local time (GMT/BST) and dates as `Sat 14 Mar`, because the crews read them on
the ground. Keep UTC inside logs, cron and the database.

**Why:** a BST mix-up once sent the southern unit's build-up crew to Banbury an hour early.
""")

R("feedback_council_emails.md", "council-emails", "Never send anything to a council without Rosie", "feedback",
  "Council emails", "contact with councils", """\
Do not draft or send emails to council licensing officers on your own initiative; prepare the text and let
Rosie send it from her own address.

**Why:** councils know Rosie, and one wrong tone can lose a ground for years.
""")

R("feedback_migrations_compat.md", "backwards-compatible-migrations", "Schema changes must not break the tablets in the field", "feedback",
  "Backwards-compatible migrations", "schema change rules", """\
Schema changes must stay backwards-compatible for one release: add columns as nullable, backfill, then
tighten in the next release.

**Why:** foremen's tablets can run an older ridelog build for a day or two when a ground has no signal.
""")

R("reference_ridelog.md", "ridelog", "ridelog — ride inspections, daily checks and ADIPS paperwork", "reference",
  "ridelog", "ride safety records app", """\
# ridelog

Ride safety records for every ride we own: daily checks, ADIPS inspections, NDT reports, repairs. Used by
the ride foremen on tablets and by Jas in the yard office.

## Stack
§A7b§- Django 5.1 on Python 3.12
§R5a§- Dependencies managed with uv; `uv.lock` is committed and CI runs `uv sync --frozen`
§V1a§- Database: PostgreSQL 16 at `pg-ridelog.harrowvane.internal:5432`, database `ridelog`
- Celery workers for reminders and PDF exports, broker on `redis-ops.harrowvane.internal:6379/1`
§R2a§- Error tracking: Sentry (project `ridelog`), alerts go to Kit
§D4b§- Hosted on `hv-app-1` (Hetzner Cloud, Falkenstein)

## Records
- One daily-check checklist per ride per opening day; foremen tick it on the tablet and add photos
§S3a§- Photos go to the Backblaze B2 bucket `hv-ridelog-photos`
§N5a§- Daily-check photos are never deleted — the insurers can ask for any of them after an incident
§F4a§- Every ride needs a valid ADIPS Declaration of Operational Compliance (DOC) before it opens to the public
§V7a§- Sends the DOC renewal reminder 45 days before a ride's DOC expires
- NDT reports are attached to the ride record as PDFs; the inspection body uploads them through a share link
- Repairs log: every repair gets a job number `R-<ride>-<n>`

## Local dev
```
export DATABASE_URL=postgres://ridelog:ridelog@localhost:5432/ridelog_dev
uv run manage.py runserver
```
""")

R("reference_groundbook.md", "groundbook", "groundbook — ground bookings, landowner contracts and pitch fees", "reference",
  "groundbook", "ground bookings app", """\
# groundbook

Ground bookings: which unit plays which park, common or field on which dates, the landowner contract,
pitch fees and deposits.

## Stack
- Laravel 11 on PHP 8.3
§S1a§- Database: MySQL 8.0 on `mysql-gb.harrowvane.internal:3306`
§F1a§- Queue workers: Laravel Horizon, Redis on `redis-ops.harrowvane.internal:6379`
§R1a§- Booking confirmations and landowner letters are sent through Postmark
§O1a§- GoCardless payment webhooks are retried up to 5 times, then land in the failed-jobs table

## Bookings
§D2b§- groundbook is the one place ground bookings live; if it isn't in groundbook, it isn't booked
- Each booking moves enquiry → offered → held → contracted → played
§V3b§- Holding deposit to the landowner: 25% of the pitch fee, paid within 14 days of the offer
- The balance of the pitch fee is paid after pull-down, once the ground has been walked with the landowner
§S10a§- Ground contracts are signed electronically through DocuSign
§A1a§- Build-up starts two days before opening night; pull-down is the morning after the last night
""")

R("reference_crewbase.md", "crewbase", "crewbase — crew records, rotas, living-wagon pitches and pay", "reference",
  "crewbase", "crew and rota app", """\
# crewbase

Crew records, rotas, living-wagon pitches, timesheets and the payroll export. A Go service plus a small
PWA the crews use on their phones.

## Stack
- Go 1.23, chi router, templ for the admin pages
- Database: PostgreSQL 16 on `pg-shared.harrowvane.internal:5432`, database `crewbase`
§R10a§- Shift alerts go out by SMS through Twilio; a failed send is retried up to 3 times

## Rotas
§F2a§- Next week's rota is published every Thursday at 18:00
§V2a§- Maximum shift length: 12 hours, pull-down included
§N4a§- Nobody under 18 operates a ride; juniors work the booths and the side stalls
§F9a§- Living-wagon pitches for each ground are allocated in crewbase

## Pay
§S4a§- Payroll export: BrightPay CSV every other Friday
§N8a§- Overtime is never added automatically; Rosie approves each overtime line
§NS5a§- Payslips are never emailed without the holiday-pay accrual line
""")

R("reference_permitdesk.md", "permitdesk", "permitdesk — permits and licences each ground needs", "reference",
  "permitdesk", "permits tracker", """\
# permitdesk

Tracks every permit and licence a ground needs: Temporary Event Notices, street trading consents, road
closures on the route, and generator/noise conditions in the landowner contract.

## Stack
§V10a§- NestJS 10 on Node 20 LTS
- Database: PostgreSQL 16 on `pg-shared.harrowvane.internal:5432`, database `permitdesk`
§R9a§- Runs on `hv-app-2` at Hetzner, deployed with Kamal
§O3a§- Reminder emails go out through Amazon SES (eu-west-2)
§S5a§- Permit PDFs are filed in SharePoint under `Permits/<season>/<ground>`

## Rules
§N7a§- permitdesk does not file applications itself; it only tracks what we've submitted and when
§F6a§- Chases any permit not marked granted 60 days before the ground opens
§A5b§- Standard TENs: submit at least 10 working days before the event
- Late TENs (5 to 9 working days) are flagged red; the council can refuse them without appeal
""")

R("reference_tokenbooth.md", "tokenbooth", "tokenbooth — the pay-booth app for ride tokens and wristbands", "reference",
  "tokenbooth", "pay booth app", """\
# tokenbooth

Android app (Kotlin, Jetpack Compose) on the pay booths: sells ride tokens and unlimited-ride wristbands,
takes card and cash, syncs takings to `booth-api`.

## Hardware and backend
§A6a§- Runs on Sunmi V2 Pro handhelds, one per booth
§O8b§- Backend `booth-api` runs on `hv-app-1` next to ridelog
§R7a§- Card payments: SumUp Solo readers paired over Bluetooth
§O4a§- Crash reports: Firebase Crashlytics

## Selling
§D1b§- Every booth takes both card and cash
§F7a§- Unlimited-ride wristbands are sold per session, not per day
§S8a§- Wristband and token prices come from a JSON price list baked into each APK build
§NS7a§- Never stores full card numbers; only the masked PAN the reader hands back

## Offline
§V5a§- Offline queue holds up to 500 transactions before the booth refuses further sales
§V8a§- Uploads takings to `booth-api` every 5 minutes when there is signal
""")

R("reference_infra.md", "infra", "Infra: Hetzner boxes, deploys, backups, alerts", "reference",
  "Infrastructure", "servers, deploys, backups, monitoring", """\
# Infrastructure

Two Hetzner Cloud servers (`hv-app-1`, `hv-app-2`) plus the database hosts; everything is small.

§F8a§- ridelog, groundbook and crewbase deploy with Kamal 2 from `main` to Hetzner Cloud
§R3a§- CI: GitHub Actions on every repo (lint, tests, image build)
§R6a§- Secrets: Bitwarden Secrets Manager, one project per app
§V6a§- Nightly `pg_dump` of every database to Backblaze B2, kept for 30 days
§A4a§- The backup job runs at 02:30 UTC
- Grafana Cloud (free tier) for metrics and logs
§S2a§- Uptime checks: Better Stack, one monitor per public endpoint
§S7a§- Alerts post to Slack `#ops-alerts`
§A10a§- Staging lives at `*.staging.harrowvane.dev`; its databases are reset every Monday

Deploying by hand, if the pipeline is down:
```
kamal deploy -d production
kamal app logs -d production --since 10m
```
""")

R("reference_rides.md", "ride-fleet", "The rides we own — capacities, heights, wind limits, quirks", "reference",
  "Ride fleet", "rides, heights, wind limits", """\
# Ride fleet

| Ride | Min height (alone) | Riders per cycle | Wind stop (gusts) |
|---|---|---|---|
§V9a§| Big Wheel "Starlight" | 1.00 m | 144 | 17 m/s |
§O2b§| Cyclone | 1.10 m | 20 | 15 m/s |
§V4a§| Orbiter | 1.40 m | 36 | 16 m/s |
| Waltzer | 1.30 m | 40 | 20 m/s |
| Dodgems | 1.20 m to drive | 24 cars | 22 m/s |
| Ghost train "Night Mill" | none | 16 | 18 m/s |

## Big Wheel "Starlight"
§A8a§- 24 gondolas, 6 riders each; loads from a single platform
- Needs a 40 m × 30 m flat area and its own 150 kVA generator

## Cyclone
§F3a§- Two trains of five cars, two riders per car
§N3a§- Never opens without the daily check signed off in ridelog

## Waltzer
§A2a§- Ten cars, up to four riders per car
- The centre is hand-spun by the operators; only experienced crew spin

## Dodgems
§N9a§- Never run in the rain: the floor gets slippery and the pickups arc
- 24 cars; the ceiling net is checked for broken strands at every build-up

## Ghost train "Night Mill"
§D7b§- Owned outright; travels with the northern unit

## Helter skelter
- Mats handed out at the bottom of the steps; one rider per mat
""")

R("reference_season.md", "season-2026", "Season 2026: units, route, which rides travel where", "reference",
  "Season 2026", "units and the touring route", """\
# Season 2026

- Season runs from Easter (Good Friday, 3 April) to the bonfire fairs in early November
- Two units: the northern unit (Lincolnshire, Notts) and the southern unit (Northants, Oxfordshire)
- Northern unit: Big Wheel, Waltzer, Ghost train, Dodgems, plus side stalls
- Southern unit: Cyclone, Orbiter, helter skelter, juvenile rides
§S6a§- The Paratrooper travels with the southern unit all season
- A typical ground plays Thursday to Sunday with eight to ten rides and the side stalls
- Route highlights: Grantham (May), Stamford (June), Banbury (Michaelmas), Louth (Aug), Newark (Oct)
""")

R("reference_glossary.md", "showland-glossary", "Showland words: DOC, ADIPS, living wagon, pull-down, ground", "reference",
  "Glossary", "showland and ADIPS terms", """\
# Glossary

- **ADIPS** — the Amusement Device Inspection Procedures Scheme; rides are inspected under it every year.
- **DOC** — Declaration of Operational Compliance, the certificate a ride gets after its annual inspection.
- **NDT** — non-destructive testing (pins, welds, axles).
- **Ground** — the park, common or field a fair is held on.
- **Build-up / pull-down** — putting the fair up / taking it down.
- **Living wagon** — a showman's caravan; crews live on the ground in them.
- **TEN** — Temporary Event Notice under the Licensing Act.
- **Unit** — one touring set of rides, crew and lorries.
""")

R("reference_inspection_bodies.md", "inspection-bodies", "Who inspects which ride and how to reach them", "reference",
  "Inspection bodies", "who inspects our rides", """\
# Inspection bodies

- Annual ADIPS inspections are done by Midshires Ride Inspection (contact through Jas, not directly).
- The same body does NDT; their reports arrive as PDFs through a share link.
- The Ghost train's electrical inspection is done separately by a local NICEIC contractor.
- Keep the inspection body's job numbers in the ridelog ride record, not in email threads.
""")

R("reference_grounds.md", "regular-grounds", "Regular grounds and their quirks", "reference",
  "Regular grounds", "grounds we play every year", """\
# Regular grounds

- Grantham, Wyndham Park: soft in wet weather, trackway needed for the lorries.
- Louth, Hubbard's Hills car park: tight turning for the Big Wheel trailer, arrive from the south.
- Banbury, People's Park: council ground, licensing officer wants the site plan a month ahead.
- Newark, the Riverside: flood risk in October, check the river level the week before.
- Stamford, the Meadows: landowner is the town council; generators must sit on drip trays.
""")

R("project_ridelog_checklist_v2.md", "ridelog-checklist-v2", "Reworking the daily-check checklists per ride", "project",
  "Checklist v2", "per-ride checklist rework", """\
Rework of ridelog's daily checklists so each ride has its own steps instead of one generic list.

- Waltzer, Dodgems and Cyclone done; Big Wheel and Orbiter in progress.
- Each step can demand a photo; foremen asked for fewer photo steps on the Dodgems.

**Why:** the generic list let people skip ride-specific items like the Waltzer centre bolts.
**How to apply:** new steps go in `checklists/<ride>.yaml`, reviewed by Jas before release.
""")

R("project_route_2027.md", "route-2027", "Planning the 2027 route", "project",
  "Route 2027", "next season's grounds", """\
Planning for the 2027 route has started in groundbook (status `enquiry`).

- Rosie wants one new ground per unit, ideally in Rutland for the northern unit.
- The southern unit may drop Banbury if the council raises the pitch fee again.
""")

R("project_winter_overhaul.md", "winter-overhaul", "Winter quarters overhaul of rides, Nov–Mar", "project",
  "Winter overhaul", "what gets rebuilt this winter", """\
Winter overhaul at the Newark yard, November to March.

- Waltzer: new centre bearings; cars repainted.
- Cyclone: track sections 4–7 to be re-welded and then NDT-tested.
- Big Wheel: gondola doors refurbished.
- Track repair jobs in ridelog (`R-<ride>-<n>`) so the inspection body can see them.
""")

R("project_public_site_rebuild.md", "public-site-rebuild", "Rebuilding the public fair-dates site", "project",
  "Public site rebuild", "fair dates for the public", """\
The public fair-dates site is being rebuilt so the dates come straight from groundbook (only `contracted`
bookings are shown).

- Rosie wants a "what's on this weekend" page and ride photos.
- No online ticket sales; wristbands stay booth-only.
""")

R("project_crew_pwa.md", "crew-pwa", "The crews' phone app on top of crewbase", "project",
  "Crew PWA", "crews' phone app", """\
The crew PWA shows each person's rota, pitch and payslips.

- Works offline with the last rota cached.
- Next: a "swap request" button so crews stop swapping by word of mouth.
""")

R("project_insurance_2027.md", "insurance-renewal", "Insurance renewal for the 2027 season", "project",
  "Insurance renewal", "renewal paperwork", """\
Public liability renewal is due in February. The insurer wants the DOC for every ride, the last
two years of incident reports and the NDT summary for the Big Wheel and the Cyclone.

- Jas is pulling the DOCs out of ridelog; Kit is writing a one-off export.
""")

R("project_generator_telemetry.md", "generator-telemetry", "Fuel and load sensors on the generators", "project",
  "Generator telemetry", "fuel and load sensors", """\
Trial of fuel-level and load sensors on the two big generators, reporting over LoRa to a gateway in the
office trailer.

- Goal: fewer night-time walks to check diesel.
- Readings land in Grafana; no alerts yet.
""")

R("project_permit_calendar_export.md", "permit-calendar", "Calendar export of permit deadlines", "project",
  "Permit calendar", "deadlines in Rosie's calendar", """\
Export permit deadlines from permitdesk as an .ics feed so Rosie sees them next to ground dates.

- One event per permit, on the date the council needs it by.
- Blocked on tidying the permit types (some TENs were entered as "other").
""")

R("project_wristband_rfid.md", "wristband-rfid", "Looking at RFID wristbands instead of paper ones", "project",
  "RFID wristbands", "possible wristband change", """\
Exploring RFID wristbands so ride operators can scan instead of eyeballing colours.

- Costs about 30p a band more than paper.
- Would need a reader at each ride entrance; not before 2028.
""")
