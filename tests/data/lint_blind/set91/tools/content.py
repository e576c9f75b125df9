# -*- coding: utf-8 -*-
"""File bodies for the Halden Streetlighting memory store.
A line starting with @@ID@@ (or @@ID1,ID2@@) is a labelled claim line; the marker is stripped on build."""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# (filename, name, description, type, title, hook, body)
ROOT = [
("reference_columnbase.md", "columnbase", "columnbase asset register — stack, database, import limits, hosting", "reference",
 "columnbase asset register", "what columnbase holds and how it is wired", """\
columnbase is the street-lighting asset register for the Ashcombe contract: columns, lanterns, feeder
pillars, illuminated signs and bollards. Crews, scouts and the UMS export all read from it.

## Stack
@@S2a@@- Django 4.2 LTS, Python 3.12
@@O8b@@- Engine: PostgreSQL 16 with PostGIS 3.4
@@V1a@@- Database: `pg-assets.halden.internal:5432`, database `columnbase`, user `columnbase_app`
@@F1a@@- Column positions: PostGIS geometry in British National Grid
@@O5b@@- Hosting: Hetzner k3s cluster, namespace `columnbase`

## Data
@@D5b@@- Register size: about 41,500 columns and 2,300 illuminated signs and bollards
@@A8a@@- Asset IDs: `AC-` followed by seven digits, e.g. `AC-0012345`
- Lantern records carry wattage, charge code and switching regime (dusk-dawn, part-night, LED CMS)
- Parish and USRN come from the council's street gazetteer, refreshed weekly

## Admin
@@V7a@@- Bulk import: CSV up to 20 MB per file through the admin upload screen
- Exports: per-parish CSV and GeoJSON, plus the nightly route export for nightscout
- Only Marta and Gareth have the `register_admin` role
"""),

("reference_faultdesk.md", "faultdesk", "faultdesk fault reporting service — intake, SLA timers, notifications, infra", "reference",
 "faultdesk", "how faults come in and what faultdesk runs on", """\
faultdesk takes fault reports (public, council CRM, scouts, CMS alarms), runs the contract SLA clocks
and raises works orders for crewsheets. FastAPI app, Python 3.12.

## Intake
@@S3a@@- Public reports arrive through the Jotform embed on the council's 'Report a street light fault' page
@@N7b@@- Inbound council CRM webhooks are HMAC-SHA256 signed; faultdesk rejects any request with a bad signature
@@D10b@@- Reporter contact details are optional; anonymous reports are accepted
- CMS alarms arrive from cmsbridge as `source=cms`, scout reports as `source=scout`
- Duplicate reports within 25 m of an open fault are attached to it rather than opening a new one

## Outbound
@@O1a@@- Status webhooks to the council CRM retry up to 8 times over 24 hours
@@R5a@@- Acknowledgement emails to reporters: Postmark, message stream `fault-acks`
@@S7a@@- New emergency faults are posted to the Slack channel `#emergency-faults`

## Infra
@@O2a@@- Database: PostgreSQL 15 at `pg-ops.halden.internal:5432`, database `faultdesk`
@@V8a@@- Cache: `redis://redis-fd.halden.internal:6379/2`
@@R6a@@- Background jobs: Celery workers with RabbitMQ as the broker
@@F2a@@- Hosting: Hetzner k3s cluster, namespace `faultdesk`
@@R1a@@- Error tracking: Sentry, project `faultdesk-prod`
"""),

("reference_nightscout.md", "nightscout", "nightscout night-inspection app — cycle, maps, sync, distribution", "reference",
 "nightscout", "the scouts' night inspection app", """\
nightscout is what the night scouts use to drive their routes and log lamps that are out, day-burning,
cycling or damaged.

@@F3a@@- Native Android app (Kotlin, Jetpack Compose)
@@D7b@@- Installed only on depot-issued tablets
@@S5a@@- Distribution: Google Play internal testing track, scouts get an invite link
@@R9a@@- Basemap: Mapbox, style `halden/night-v3` (dark)
@@A1a@@- Routes are exported from columnbase as GeoJSON every afternoon
@@O10b@@- Sync endpoint: `https://sync.halden.co.uk:8443/v1/scouts`

## Scouting rules
@@V3a@@- Cycle: every lit asset is scouted once every 14 days (winter and summer)
@@D2b@@- Scouts log every lamp-out in the app with a GPS fix and a photo
@@NS10a@@- A day-burner is not a lamp-out: it gets its own fault code `DB`
@@N2a@@- Single lamp-outs found on a scout never page on-call; they become works orders for the next day
- Anything dangerous (door off, exposed wiring, column hit) is phoned in straight away as an emergency
"""),

("reference_cmsbridge.md", "cmsbridge", "cmsbridge LuxNet CMS integration — polling, dimming, telemetry", "reference",
 "cmsbridge", "the bridge between LuxNet CMS nodes and our systems", """\
cmsbridge (Go) connects the LuxNet central management system to faultdesk and columnbase: it pulls node
alarms, pushes dimming profiles and stores burning-hours and energy readings.

@@R4a@@- Runs as a systemd service on the Hetzner VM `cx-bridge-01`
@@V4a@@- Polls the LuxNet alarms endpoint every 5 minutes
@@V9a@@- Retries a failed LuxNet call up to 3 times, then marks the poll as failed
@@R8a@@- Telemetry store: TimescaleDB, hypertable `node_readings`
@@A6a@@- LuxNet node IDs are 16-hex-digit EUIs, stored as `lantern.node_eui` in columnbase

## Dimming
@@D8b@@- Default dimming profile: 50% from midnight to 05:30, full output the rest of the night
@@N4a@@- Heritage lanterns in conservation areas are never dimmed; cmsbridge skips them when pushing profiles
- Profile pushes are logged to the `profile_push` table with the ticket number
"""),

("reference_umsfeed.md", "umsfeed", "umsfeed builds the monthly unmetered supply inventory for the Meter Administrator", "reference",
 "umsfeed", "how the unmetered supply inventory is produced and sent", """\
The council pays for street-lighting energy on an unmetered supply (UMS). The Meter Administrator needs
an inventory of every connected load each month; umsfeed produces and sends it.

@@D4b@@- Builds the inventory straight from columnbase, no spreadsheet step
@@F6a@@- Output: the monthly inventory in the Meter Administrator's CSV layout
@@V5a@@- Submission deadline: the 5th working day of each month, for the previous month's inventory
@@S4a@@- Upload: SFTP to `sftp.wessex-ma.co.uk`, folder `/inbound/halden`
@@N3b@@- Submission is fully automatic: the scheduled job uploads the inventory with no manual approval
@@S10a@@- Runs as a cron job on the Northfield depot server `nfd-srv-01`
@@NS3b@@- Runs monthly in production, started by the scheduler
- Charge codes come from the MA's published table; unknown wattages fail the build
"""),

("reference_crewsheets.md", "crewsheets", "crewsheets, the crew tablet app for works orders", "reference",
 "crewsheets", "the crews' works-order app", """\
crewsheets is the crews' app: works orders from faultdesk, job notes, materials used, photos, sign-off.

@@V6a@@- Expo SDK 52 (React Native 0.76), TypeScript strict
@@R2a@@- Package manager: pnpm 9 (`pnpm install --frozen-lockfile` in CI)
@@D1b@@- Devices: Samsung Galaxy Tab Active5, one per van
@@O3b@@- Error tracking: Sentry, project `crewsheets`
@@F5a@@- Photos: uploaded to Hetzner Object Storage

## Job rules
@@N5a@@- No offline mode: crews need mobile signal to open or close a works order
@@N8a@@- A works order cannot be closed without at least one after-photo
- Materials are picked from the van stock list; anything else needs a depot requisition
"""),

("reference_infra.md", "infra", "Infra: hosting, CI, deploys, secrets, monitoring, backups, on-call", "reference",
 "Infrastructure", "shared infrastructure and how it is run", """\
Shared infrastructure for the Halden digital team (Marta, Sam, Rhiannon).

- Main cluster: k3s on three Hetzner dedicated servers in Falkenstein
@@A2a@@- Deploys for the cluster services: Argo CD, watching the `halden-gitops` repo
@@R3a@@- CI: GitHub Actions on every repo, required checks before merge
@@R10a@@- Secrets: 1Password, vault `Halden Prod`; services read them through the 1Password Connect server
@@S1a@@- Monitoring: Grafana Cloud (stack `halden`), dashboards and alert rules live there
@@F7a@@- Backups: nightly pg_dump of every production database to the Hetzner Storage Box
@@A9a@@- Timestamps stored in UTC everywhere, shown in Europe/London
@@F9a@@- On-call: one engineer per week, handover Monday 09:00
- DNS for `halden.co.uk` is at Cloudflare; internal names resolve under `halden.internal`
"""),

("reference_contract.md", "ashcombe-contract", "Ashcombe contract: SLAs, KPIs, contacts and asset rules", "reference",
 "Ashcombe maintenance contract", "the council contract terms we build against", """\
Halden Streetlighting Ltd maintains all street lighting for Ashcombe County Council under a 7-year
contract (renewed February 2026).

## Response times
@@V2a,D3b@@- Emergency faults (exposed wiring, column knocked down or leaning): make safe within 2 hours of the report
@@N6a@@- The emergency make-safe clock never pauses: nights, weekends and bank holidays all count
@@F4a@@- Routine lamp-outs: repaired within 5 working days
- Column replacements after a knock-down: permanent column within 20 working days of make-safe

## Reporting and contacts
@@A3a@@- Council contract manager: Dilys Parry (Highways, Ashcombe County Council)
@@A4a@@- Monthly KPI pack due to the council by the 10th
@@A7a,NS2b@@- Out-of-hours emergency calls are answered by Ashcombe Careline, who phone our on-call
@@S8a@@- Where columnbase and the council's Confirm database disagree, Confirm wins and we correct columnbase
@@NS7a@@- Unadopted (private) roads are not scouted at the council's expense
"""),

("reference_depots.md", "depots", "Depots, crews and plant", "reference",
 "Depots and crews", "where the crews and vans are based", """\
Two depots serve the county.

| Depot | Day crews | Jointers | Start |
|---|---|---|---|
@@V10a@@| Northfield (Ashcombe) | 4 MEWP crews | 2 cable jointers | 07:00 |
| Brayford | 3 MEWP crews | 1 cable jointer | 07:30 |

- Night scouts (2) work from Northfield, Sunday to Thursday nights
- Lantern and control-gear stock is held at Northfield; Brayford orders by 14:00 for next-day transfer
@@A10a@@- MEWPs get a LOLER thorough examination every 6 months
- Vans are tracked by the fleet telematics box; we don't pull that data into our systems
"""),

("reference_glossary.md", "glossary", "Glossary: street-lighting terms used in these memories", "reference",
 "Glossary", "street-lighting terms", """\
- **Make safe**: making a dangerous asset safe (isolate, cone off, remove door risk), not a repair
- **Lamp-out**: a lantern not lit during the night
- **Day-burner**: a lantern lit during daylight, usually a failed photocell or node
- **UMS**: unmetered supply; energy billed from an inventory rather than a meter
- **MA**: Meter Administrator, who turns the inventory into a consumption figure
- **DNO**: the distribution network operator (Wessex Power), owner of the supply cable up to the cut-out
- **CMS**: central management system (LuxNet) talking to a node on each LED lantern
- **MEWP**: mobile elevating work platform (the cherry picker)
- **USRN**: unique street reference number from the gazetteer
"""),

("reference_people.md", "people", "Who is who at Halden and at the council", "reference",
 "People", "names, roles and who to ask", """\
- Marta Kowalczyk: head of digital at Halden, owns every repo, approves releases
- Sam Idowu: developer (faultdesk, cmsbridge)
- Rhiannon Price: developer (crewsheets, nightscout)
- Gareth Lloyd: operations manager, owns the UMS inventory and the depots
- Tomasz Nowak: night scout supervisor
- Dilys Parry: council contract manager (Highways)
- Kev Marsh: council GIS officer, asks for the parish exports
"""),

("reference_wessex_power.md", "wessex-power", "Wessex Power (DNO) contacts and fault process", "reference",
 "Wessex Power", "raising supply faults with the DNO", """\
- Supply faults (nothing at the cut-out) belong to Wessex Power, not to us
- Raise them on the Wessex Power street-lighting portal with the column ID and the cut-out photo
- They quote 20 working days for non-urgent supply faults and chase-ups go through the portal only
- Emergency supply issues: their 105 line, then log the call reference in faultdesk
"""),

("feedback_git_workflow.md", "git-workflow", "How Marta wants branches, PRs and merges handled", "feedback",
 "Git workflow", "branches, PRs and merge rules", """\
@@N9a@@Never push straight to main, not even a one-line fix; open a PR and wait for a review.
**Why:** main deploys automatically through Argo CD for the cluster services.

@@N1a@@Never squash-merge columnbase PRs: the Django migrations must keep one commit each.
**Why:** Marta bisects migration problems and wants each migration to be its own commit.

@@O6b@@cmsbridge keeps a linear history: rebase-and-merge only, no merge commits.

Branch names: `<initials>/<ticket>-short-slug`, e.g. `si/FD-412-dedupe-radius`.
"""),

("feedback_python_style.md", "python-style", "Python formatting, typing and versions", "feedback",
 "Python style", "formatting and typing rules for Python repos", """\
@@R7a@@Format Python with black (line length 100) before committing; CI fails on unformatted files.
**Why:** Sam and Rhiannon kept getting diff noise from editor defaults.

@@F10a@@All Halden Python services run on Python 3.12.

Type hints on every public function; `mypy --strict` on faultdesk and umsfeed, plain `mypy` on columnbase.
"""),

("feedback_testing.md", "testing", "Testing rules — regression tests, fixtures, test data", "feedback",
 "Testing rules", "what tests to write and where test data comes from", """\
@@F8a@@Every bug fix comes with a regression test.
**How to apply:** write the failing test first, then the fix, in the same PR.

@@N10a@@Never seed a dev database from a production export; use `make seed` with the synthetic parish fixtures.
**Why:** production exports carry reporters' names and phone numbers from faultdesk joins.

Integration tests hit a real Postgres in Docker, never SQLite.
"""),

("feedback_council_comms.md", "council-comms", "How to handle anything addressed to the council", "feedback",
 "Council communications", "who may contact the council and how", """\
@@NS9a@@Claude must not email anyone at the council directly; put drafts in `outbox/` for Marta.
**Why:** the contract names Marta and Gareth as the only authorised contacts for digital matters.

Keep KPI commentary factual: numbers first, reasons second, no promises on dates.
"""),

("feedback_columnbase_data.md", "columnbase-data", "Rules for touching columnbase data and migrations", "feedback",
 "columnbase data rules", "deleting assets and running migrations", """\
@@NS5a@@Never hard-delete a column in columnbase; removed assets get `status=removed`.
**Why:** the UMS inventory and the council's audit both need the history.

@@NS8a@@Never run columnbase migrations against production from a laptop.

When a migration touches `lantern`, warn Gareth: umsfeed reads that table directly.
"""),

("feedback_commit_messages.md", "commit-messages", "Commit message conventions", "feedback",
 "Commit messages", "how commit messages should read", """\
Start with the ticket key (`FD-`, `CB-`, `NS-`, `CS-`, `UMS-`, `CMB-`), then an imperative summary under 72
characters. No emoji. Mention the parish or depot when a change only affects one.
"""),

("feedback_answers_style.md", "answer-style", "How Marta likes answers and summaries", "feedback",
 "Answer style", "tone and length of answers", """\
Marta wants the answer first, then the detail. Use metres and watts, not feet or horsepower-style analogies.
When unsure about a contract rule, say so and point at the clause instead of guessing.
"""),

("feedback_gis_units.md", "gis-units", "Coordinates and distances, and which CRS to use where", "feedback",
 "GIS units", "coordinate systems and distances", """\
Distances between assets are in metres, computed in British National Grid, never from lat/long.
Don't round grid references to fewer than 1 m; crews find columns by them at night.
"""),

("user_marta.md", "marta", "Marta Kowalczyk, head of digital", "user",
 "Marta", "Marta's role and preferences", """\
Marta Kowalczyk is head of digital at Halden Streetlighting and owns every repo.
She was a GIS analyst at the council before joining Halden, so she knows the asset data better than anyone.
@@A5a@@Marta likes short PR descriptions with a 'How I tested it' section.
"""),

("user_gareth.md", "gareth", "Gareth Lloyd, operations manager", "user",
 "Gareth", "Gareth's role", """\
Gareth Lloyd runs operations: both depots, the crews, plant and the UMS inventory.
He is not technical but reads every KPI number; explain changes to him in terms of faults and hours.
"""),

("user_sam.md", "sam", "Sam Idowu, developer", "user",
 "Sam", "Sam's areas", """\
Sam Idowu works on faultdesk and cmsbridge. Prefers small PRs and pairing on anything touching SLA clocks.
"""),

("project_brayford_transfer.md", "brayford-transfer", "Brayford parishes joining the contract", "project",
 "Brayford transfer", "the parish transfer into the contract", """\
The Brayford parishes (previously maintained by the parish councils themselves) joined the contract in
April 2026. Their assets came as a spreadsheet with mixed OSGB and WGS84 coordinates.
Open item: about 140 columns still have no USRN; Kev Marsh is matching them by hand.
"""),

("project_led_retrofit.md", "led-retrofit", "LED retrofit phase 3 status", "project",
 "LED retrofit phase 3", "the remaining LED retrofit", """\
Phase 3 of the LED retrofit covers the last 4,100 SOX and SON lanterns, mainly in Brayford.
Each retrofit changes the lantern record (wattage, charge code, node EUI), so umsfeed and cmsbridge both see it.
Target: all LED by March 2027.
"""),

("project_kpi_dashboard.md", "kpi-dashboard", "Building the KPI dashboard for the council", "project",
 "KPI dashboard", "the KPI dashboard project", """\
The council wants the KPI figures as a live dashboard rather than only the monthly PDF.
First version reads faultdesk's SLA table; Dilys has asked for make-safe and lamp-out repair percentages by parish.
"""),

("project_faultdesk_dedupe.md", "faultdesk-dedupe", "Duplicate fault detection work", "project",
 "faultdesk duplicate detection", "merging duplicate reports", """\
Public reports often duplicate each other (five people reporting the same dark street).
The 25 m radius misses reports placed at the house number instead of the column; trying a USRN match as a second rule.
"""),

("project_cmsbridge_v2.md", "cmsbridge-v2-api", "LuxNet v2 API migration notes", "project",
 "LuxNet v2 migration", "the LuxNet API migration", """\
The v2 REST API pages alarms with a cursor instead of a time window; missing a cursor means lost alarms.
v2 also exposes energy per node per day, which could replace the burning-hours estimate in umsfeed one day.
"""),

("project_column_testing.md", "column-testing", "Structural testing programme for columns", "project",
 "Column structural testing", "the column testing programme", """\
Columns over 30 years old get a structural test (Roch-type) on a 6-year cycle; results go into columnbase.
About 9,000 columns are in the programme; red results need replacement within 3 months.
"""),

("project_ums_audit.md", "ums-audit", "The Meter Administrator's inventory audit", "project",
 "UMS audit", "the MA's audit of our inventory", """\
The Meter Administrator is auditing a 2% sample of the inventory against what's on street.
Mismatches so far are mostly illuminated bollards recorded at the wrong wattage.
"""),

("project_nightscout_routes.md", "scout-routes", "Reworking the night scouting routes", "project",
 "Scouting routes", "route planning for the scouts", """\
Routes are being rebuilt per parish so a scout never crosses the county twice in one night.
Constraint from Tomasz: no route longer than 6 hours of driving including stops.
"""),

("project_winter_readiness.md", "winter-readiness", "Winter readiness checklist", "project",
 "Winter readiness", "what needs doing before winter", """\
- Grit-route columns checked for door security before November
- Spare photocells and nodes stocked at both depots
- Extra scout nights in December if the lamp-out rate goes above 1%
"""),

("project_tablet_rollout.md", "tablet-rollout", "Rugged tablet rollout for crews and scouts", "project",
 "Tablet rollout", "the rugged tablet rollout", """\
Tablets were rolled out to both depots over the summer, with Intune enrolment done by the IT contractor.
Outstanding: two vans at Brayford still have old cradles that don't fit the new cases.
"""),

("project_storm_backlog.md", "storm-backlog", "January storm backlog", "project",
 "January storm backlog", "the storm backlog and what it taught us", """\
Storm Ewan (January 2026) knocked down 61 columns in two nights.
Lessons: faultdesk needs a bulk make-safe action, and crews need the knock-down photo before arriving.
"""),

("project_crewsheets_materials.md", "crewsheets-materials", "Materials tracking in crewsheets", "project",
 "crewsheets materials", "van stock and materials tracking", """\
Next crewsheets feature: record materials used per job against van stock, so Brayford's transfer orders
can be generated automatically. Gareth wants it before the LED phase 3 peak.
"""),

("reference_luxnet.md", "luxnet", "LuxNet CMS vendor, portal and support contacts", "reference",
 "LuxNet CMS", "the CMS vendor", """\
- LuxNet is the CMS vendor; every LED lantern installed since 2022 has a LuxNet node
- Support is by ticket on their portal; P1 tickets (whole segment offline) have a 4-hour response
- Their gateway boxes sit in feeder pillars and report over LTE
"""),
]

# ---------------------------------------------------------------- auto/ free notes
# (slug, title, created, tags, body)
AUTO = [
("emergency-fault-handling", "Emergency fault handling", "2026-03-04", ["faultdesk", "contract", "emergency"], """\
# Emergency fault handling

@@V2b@@The contract gives us 3 hours to make an emergency safe, and the clock starts when faultdesk logs the call.

What counts as an emergency: exposed wiring, a door off, a column hit or leaning, a lantern hanging.
Crew on the nearest van is diverted; faultdesk shows the make-safe countdown on the job.
"""),
("cmsbridge-runbook", "cmsbridge runbook", "2026-02-12", ["cmsbridge", "runbook"], """\
# cmsbridge runbook

@@S6a@@cmsbridge talks to the LuxNet v1 SOAP API (`/services/AlarmService?wsdl`).
@@V4b@@cmsbridge pulls alarms from LuxNet every 15 minutes, so a lamp failing at 19:01 can take a quarter of an hour to show in faultdesk.

## Restarting

```
sudo systemctl restart cmsbridge
# config lives in /etc/cmsbridge/env, e.g.
POLL_INTERVAL=5m
```

If the alarm count drops to zero for a whole evening, suspect the gateway, not cmsbridge.
"""),
("columnbase-bulk-import", "columnbase bulk import", "2026-04-21", ["columnbase", "import"], """\
# Bulk import into columnbase

@@V7b@@The columnbase admin upload takes CSVs of up to 50 MB; anything bigger has to be split by
parish first.

Columns the import expects: asset_id, easting, northing, usrn, wattage, charge_code, regime.
Unknown charge codes are rejected row by row; the rest of the file still loads.
"""),
("crewsheets-dev-setup", "crewsheets dev setup", "2026-05-13", ["crewsheets", "setup"], """\
# crewsheets dev setup

@@R2b@@crewsheets is a yarn 1 workspace: run `yarn install` at the repo root and commit `yarn.lock` with any dependency change.

Run on a physical Tab Active5 where possible; the emulator hides the glove-mode touch issues.
Point the app at staging with `APP_ENV=staging`.
"""),
("faultdesk-notifications", "faultdesk notifications", "2026-06-09", ["faultdesk", "email", "sms"], """\
# faultdesk notifications

@@R5b@@Reporter acknowledgement emails are sent through Amazon SES (eu-west-2), using the `faults@halden.co.uk` identity.

Texts go out through Twilio when the reporter gave a mobile number.
The fixed-notice email ("your reported light has been repaired") uses the same template set.
"""),
("nightscout-maps", "nightscout maps", "2026-04-07", ["nightscout", "maps"], """\
# nightscout maps

@@R9b@@nightscout's basemap is the OS Data Hub Maps API (Road style), which we get free under the council's PSGA membership.

Columns are drawn from the route GeoJSON, coloured by last scout result.
Night mode inverts the style; scouts asked for larger column markers at 60 mph.
"""),
("secrets-handling", "Secrets handling", "2026-09-10", ["infra", "secrets"], """\
# Secrets handling

@@R10b@@All production secrets are kept in Doppler (project `halden`, config `prd`) and
injected at deploy time; nothing sensitive goes into the gitops repo.

Rotate the LuxNet API key every 90 days; the vendor portal emails a reminder.
"""),
("crewsheets-offline", "crewsheets in poor signal", "2026-08-18", ["crewsheets", "offline"], """\
# crewsheets in poor signal

@@N5b@@Crews can open, work and close jobs in crewsheets with no signal at all; everything is cached on the tablet and syncs when it reconnects.

The Brayford valleys have almost no coverage, which is why this matters.
Conflicts (two crews closing the same job) are resolved by the earliest close time.
"""),
("columnbase-dev-setup", "columnbase dev setup", "2026-03-12", ["columnbase", "setup"], """\
# columnbase dev setup

@@N10b@@The dev database is seeded from last night's production dump (`make restore-prod-latest`), so asset IDs match what crews see.

```
cp .env.example .env
# DATABASE_URL=postgres://columnbase_app@pg-assets.halden.internal:5433/columnbase
make up
```

GDAL has to match the version in the Docker image or the PostGIS tests fail oddly.
"""),
("umsfeed-ma-api", "umsfeed and the MA's new API", "2026-09-22", ["umsfeed", "meter-administrator"], """\
# umsfeed and the MA's API

@@S4b@@The Meter Administrator's SFTP drop is deprecated; since September umsfeed posts the inventory to their HTTPS API instead.

The API returns a validation report per row; rejected rows are listed in the umsfeed admin page.
"""),
("asset-register-of-record", "Asset register of record", "2026-09-03", ["columnbase", "council", "confirm"], """\
# Asset register of record

@@S8b@@Confirm was decommissioned at the end of August; columnbase is now the council's asset
register of record.

Kev Marsh still keeps a read-only export of Confirm for the insurance team.
"""),
("crewsheets-login", "crewsheets login", "2026-02-23", ["crewsheets", "auth"], """\
# crewsheets login

@@S9a@@Crews log into crewsheets with the shared depot PIN (Northfield and Brayford have their own).

Supervisors have a separate admin PIN that unlocks job reassignment.
"""),
("faultdesk-deploy", "faultdesk deployment", "2026-07-20", ["faultdesk", "deploy", "k3s"], """\
# faultdesk deployment

@@F2b@@faultdesk runs 3 API replicas in the `faultdesk` namespace, with the SLA timer worker as its own deployment.
@@D6b@@Argo CD syncs faultdesk from `halden-gitops` on every merge to main.

Rollback: revert the image tag commit in `halden-gitops`, never `kubectl edit`.
"""),
("sla-clock-rules", "SLA clock rules", "2026-03-26", ["contract", "sla", "faultdesk"], """\
# SLA clock rules

@@F4b@@Routine lamp-outs get 5 working days; for public reports the clock starts at the faultdesk timestamp, for scouted ones at 07:00 after the scouting night.
@@O7a@@Illuminated traffic signs and bollards get 10 working days, not the lamp-out target.

Faults passed to Wessex Power drop out of our repair KPI; the KPI pack lists those separately.
"""),
("on-call-notes", "On-call notes", "2026-05-18", ["on-call"], """\
# On-call notes

@@F9b@@When the Monday is a bank holiday, the on-call handover moves to Tuesday 09:00.

The on-call phone is the Samsung in the Northfield key safe; it forwards to the engineer's mobile.
Keep the handover note in the on-call log: open emergencies, outstanding make-safes, anything odd from LuxNet.
"""),
("umsfeed-replica", "umsfeed read replica", "2026-06-11", ["umsfeed", "database"], """\
# umsfeed read replica

@@O2b@@umsfeed reads columnbase through the read replica at `pg-assets-ro.halden.internal:5434`.

It only needs `lantern`, `column` and `charge_code`; the role has SELECT on those three tables.
"""),
("faultdesk-dev-setup", "faultdesk dev setup", "2026-02-16", ["faultdesk", "setup"], """\
# faultdesk dev setup

@@O4b@@faultdesk uses uv: `uv sync` and never `pip install` into the venv.

`make dev` starts the API, a worker and a fake council CRM that replays webhooks from `fixtures/crm/`.
"""),
("dimming-profiles", "Dimming profiles", "2026-05-26", ["cmsbridge", "dimming", "energy"], """\
# Dimming profiles

@@O9b@@Residential roads outside conservation areas use the 50% midnight-to-05:30 profile.
@@NS1a@@cmsbridge never pushes dimming profile changes without an approved change ticket.
@@D8a@@During the 2025 LED retrofit, new lanterns ran at 100% all night for their first 100 burning hours.

Profile changes change the UMS inventory (switching regime), so Gareth needs to know before month end.
"""),
("nightscout-history", "How scouting used to work", "2026-04-14", ["nightscout", "history"], """\
# How scouting used to work

@@D2a@@Until March 2026 scouts recorded lamp-outs on paper route sheets that the office keyed in next morning.

Keying errors were the main source of wrong-column works orders; that was the case for building nightscout.
"""),
("contract-renewal-2026", "Contract renewal 2026", "2026-02-27", ["contract"], """\
# Contract renewal 2026

@@D3a@@Under the old contract (2019 to February 2026) the emergency make-safe target was 4 hours.

The renewal also added the live KPI dashboard requirement and the Brayford parishes.
"""),
("ci-history", "CI history", "2026-03-03", ["ci", "history"], """\
# CI history

@@D9a@@In 2025 every repo built on a Jenkins box in the Northfield comms room.

The box is switched off but still in the rack; don't reuse its hostname.
"""),
("kpi-pack", "Monthly KPI pack", "2026-06-04", ["contract", "kpi", "reporting"], """\
# Monthly KPI pack

@@A4b@@The KPI pack has to be with the council by the 10th of each month.
@@NS9b@@The KPI pack is emailed to the council contract manager as a PDF.

Figures: make-safe within target %, lamp-out repairs within target %, scouting coverage %, outstanding faults by parish.
"""),
("luxnet-glossary", "LuxNet terms", "2026-01-30", ["cmsbridge", "luxnet"], """\
# LuxNet terms

@@A6b@@A LuxNet node is identified by its 16-character hex EUI, which columnbase keeps in `lantern.node_eui`.

Segment: all nodes behind one gateway. Comms fault: node silent for more than 24 hours.
"""),
("invoicing", "Invoicing the council", "2026-07-01", ["finance", "contract"], """\
# Invoicing the council

@@NS4b@@Finance issues the contract invoice to the council on the first working day of each
month.

Variation works (knock-down replacements recharged to insurers) are invoiced separately.
"""),
("nightscout-sync", "nightscout sync", "2026-08-24", ["nightscout", "sync"], """\
# nightscout sync

@@NS6b@@Scouting logs go up over 4G as soon as each lamp-out is saved.

If the sync endpoint is down the app queues logs and shows an amber cloud icon.
"""),
# filler notes, no labelled claims
("photocell-failures", "Photocell failures", "2026-02-02", ["faults", "lanterns"], """\
# Photocell failures

Most day-burners on the old SON lanterns are failed photocells; on LED lanterns it is usually the node.
Crews carry both; the works order says which from the lantern type.
"""),
("knockdown-insurance", "Knock-down insurance claims", "2026-03-20", ["finance", "knockdown"], """\
# Knock-down insurance claims

When a vehicle hits a column the police incident number goes on the fault in faultdesk.
Finance recharges the driver's insurer; photos from crewsheets are the main evidence.
"""),
("gazetteer-refresh", "Gazetteer refresh", "2026-04-01", ["columnbase", "gazetteer"], """\
# Gazetteer refresh

The council's street gazetteer is pulled every Sunday night and USRNs are updated in columnbase.
A USRN that disappears is flagged for Kev Marsh rather than cleared.
"""),
("feeder-pillars", "Feeder pillars", "2026-04-16", ["assets"], """\
# Feeder pillars

Feeder pillars are assets in columnbase too, with their own `FP-` IDs.
A pillar fault can take out a whole street; faultdesk groups lamp-outs on the same circuit.
"""),
("scout-night-checklist", "Scout night checklist", "2026-05-05", ["nightscout", "ops"], """\
# Scout night checklist

- Tablet charged and synced before leaving Northfield
- Route loaded; check the date on the route header
- Hi-vis, torch, spare battery pack
- Phone in any emergency straight away, don't just log it
"""),
("led-energy-savings", "LED energy savings", "2026-06-22", ["energy", "umsfeed"], """\
# LED energy savings

Each SON-to-LED swap cuts the charge code wattage by roughly two thirds.
Gareth wants a monthly savings line in the KPI pack; umsfeed can compute it from the before and after codes.
"""),
("parish-exports", "Parish exports", "2026-07-09", ["columnbase", "gis"], """\
# Parish exports

Kev Marsh asks for parish GeoJSON exports before each parish council meeting.
Exports are in British National Grid unless he asks for WGS84.
"""),
("argo-cd-notes", "Argo CD notes", "2026-08-04", ["infra", "deploy"], """\
# Argo CD notes

Apps are defined per service in `halden-gitops/apps/`. Auto-sync is on, self-heal is on, prune is off.
If an app shows OutOfSync after a manual hotfix, the hotfix gets reverted on the next sync.
"""),
("column-door-security", "Column door security", "2026-10-06", ["assets", "safety"], """\
# Column door security

Missing or loose column doors are emergencies if wiring is exposed, routine otherwise.
The scouts photograph every door they can't confirm is locked.
"""),
("works-order-states", "Works order states", "2026-06-29", ["crewsheets", "faultdesk"], """\
# Works order states

raised -> assigned -> on site -> made safe -> closed -> acknowledged.
"Made safe" only exists for emergencies; "acknowledged" is set by faultdesk once the council CRM confirms the close.
"""),
("brayford-depot-move", "Brayford depot notes", "2026-09-14", ["depots"], """\
# Brayford depot notes

Brayford is a leased yard with a cabin; no server, just a 4G router and the printer.
Stock arrives on the Northfield transfer van at about 10:00.
"""),
("luxnet-outage-2026-10", "LuxNet outage October", "2026-10-19", ["luxnet", "incident"], """\
# LuxNet outage, 17 October

LuxNet's platform was down for 9 hours; no alarms reached faultdesk during that time.
Scouts were sent to the three busiest parishes that night to cover the gap.
"""),
("charge-codes", "Charge codes", "2026-05-21", ["umsfeed", "energy"], """\
# Charge codes

A charge code identifies a lantern type and wattage in the MA's table.
New LED products need a code before they can go into the inventory; ask the MA at least a month ahead.
"""),
("kpi-definitions", "KPI definitions", "2026-11-09", ["contract", "kpi"], """\
# KPI definitions

- Make-safe KPI: share of emergencies made safe within target
- Repair KPI: share of routine lamp-outs repaired within target
- Scouting KPI: share of lit assets scouted within the cycle
Faults passed to Wessex Power are excluded from the repair KPI.
"""),
]

# ---------------------------------------------------------------- remnic facts
# (date, category, id, body, tags)  id is used to derive epoch and hex
FACTS = [
("2026-01-14", "fact", "D4a", "@@D4a@@In 2025 Gareth compiled the UMS inventory by hand in Excel from the columnbase export.", ["umsfeed", "history"]),
("2026-01-20", "fact", "D1a", "@@D1a@@During the 2025 pilot, crews ran crewsheets on iPads borrowed from the council.", ["crewsheets", "history"]),
("2026-01-22", "fact", "A8b", "@@A8b@@columnbase asset IDs are `AC-` plus seven digits (zero-padded).", ["columnbase"]),
("2026-01-27", "fact", "A2b", "@@A2b@@Argo CD deploys the cluster services from the `halden-gitops` repository.", ["infra", "deploy"]),
("2026-01-28", "fact", "O9a", "@@O9a@@Lanterns on A and B roads dim to 70% overnight instead of 50%.", ["dimming", "cmsbridge"]),
("2026-02-04", "fact", "F1b", "@@F1b@@columnbase stores each column as a PostGIS point in EPSG:27700 and converts to WGS84 only at the API edge, e.g. for the crewsheets map.", ["columnbase", "gis"]),
("2026-02-09", "fact", "A3b", "@@A3b@@Dilys Parry at the county council is our contract manager; KPI questions go to her.", ["contract", "people"]),
("2026-02-11", "fact", "O4a", "@@O4a@@columnbase manages its dependencies with Poetry (`poetry install --sync`).", ["columnbase", "python"]),
("2026-02-17", "fact", "V3b", "@@V3b@@Night scouting runs on a 28-day cycle: every route in the county is driven once per cycle.", ["nightscout", "contract"]),
("2026-02-19", "fact", "D9b", "@@D9b@@faultdesk's CI is GitHub Actions, with a self-hosted runner for the integration tests.", ["faultdesk", "ci"]),
("2026-02-25", "fact", "N2b", "@@N2b@@Every lamp-out a scout logs in nightscout pages the on-call engineer so it gets fixed that same night.", ["nightscout", "on-call"]),
("2026-03-02", "preference", "A5b", "@@A5b@@PR descriptions for Marta: keep them brief and always include how it was tested.", ["workflow"]),
("2026-03-05", "fact", "A1b", "@@A1b@@At 15:00 each day columnbase exports the night's scouting routes as GeoJSON for nightscout.", ["nightscout", "columnbase"]),
("2026-03-11", "fact", "V1b", "@@V1b@@columnbase's `DATABASE_URL` points at `pg-assets.halden.internal:5433`; it's not the default port, so copy it from the env file rather than typing it.", ["columnbase", "database"]),
("2026-03-16", "fact", "S7b", "@@S7b@@Halden moved from Slack to Microsoft Teams in March (a council requirement); the Slack workspace is read-only now.", ["comms", "tools"]),
("2026-03-19", "fact", "N6b", "@@N6b@@faultdesk pauses the emergency SLA clock between 22:00 and 06:00, as agreed with the council.", ["faultdesk", "sla"]),
("2026-03-25", "preference", "F8b", "@@F8b@@Regression tests for faultdesk's SLA clock must freeze time with `time-machine` instead of sleeping.", ["faultdesk", "testing"]),
("2026-03-30", "fact", "R3b", "@@R3b@@columnbase's test pipeline runs on Buildkite, with the agent on the Northfield depot server so it can reach the GIS share.", ["columnbase", "ci"]),
("2026-04-02", "fact", "O7b", "@@O7b@@Belisha beacons on zebra crossings must be repaired by the end of the next working day.", ["contract", "sla"]),
("2026-04-09", "decision", "N1b", "@@N1b@@columnbase PRs are always squash-merged so every ticket lands as a single commit on main.", ["columnbase", "git"]),
("2026-04-15", "decision", "F7b", "@@F7b@@columnbase's nightly dumps are kept for 35 days on the Storage Box; the smaller databases keep 14.", ["backups", "columnbase"]),
("2026-04-22", "fact", "R1b", "@@R1b@@faultdesk reports unhandled exceptions to Rollbar (project `faultdesk`), and the weekly error review starts from the Rollbar dashboard.", ["faultdesk", "errors"]),
("2026-04-28", "fact", "S3b", "@@S3b@@The Jotform fault form was switched off in April; the council page now embeds faultdesk's own form.", ["faultdesk", "intake"]),
("2026-04-30", "fact", "D5a", "@@D5a@@In January columnbase held about 38,200 columns; the Brayford parish transfer in April added roughly 3,300.", ["columnbase", "brayford"]),
("2026-05-05", "fact", "NS7b", "@@NS7b@@Scouts also cover the unadopted estate roads at Brayford, under a separate contract with the developer.", ["nightscout", "brayford"]),
("2026-05-06", "fact", "V5b", "@@V5b@@The unmetered supply inventory has to reach the Meter Administrator by the last working day of the month it covers.", ["umsfeed", "deadline"]),
("2026-05-08", "preference", "A9b", "@@A9b@@Store times in UTC and only convert to Europe/London in the UI.", ["conventions"]),
("2026-05-12", "fact", "O1b", "@@O1b@@SMS updates to the public reporter are sent once; if Twilio rejects one we don't retry.", ["faultdesk", "sms"]),
("2026-05-14", "fact", "S6b", "@@S6b@@LuxNet shut down the v1 SOAP API in May; cmsbridge was migrated to the v2 REST API before the cut-off.", ["cmsbridge", "luxnet"]),
("2026-05-20", "preference", "R7b", "@@R7b@@Marta wants `ruff format` as the only Python formatter across Halden repos, with no black config anywhere.", ["python", "style"]),
("2026-05-27", "preference", "N9b", "@@N9b@@Claude can push typo and copy fixes straight to main on faultdesk without a PR.", ["git", "faultdesk"]),
("2026-05-29", "decision", "NS4a", "@@NS4a@@Monthly invoices to the council are never issued without the council's PO number on them.", ["finance"]),
("2026-06-02", "fact", "V6b", "@@V6b@@crewsheets is on Expo SDK 50; moving up is blocked by the barcode scanner module we forked.", ["crewsheets"]),
("2026-06-05", "fact", "F6b", "@@F6b@@The umsfeed CSV has one row per charge code and circuit wattage, with lamp counts summed per switching regime.", ["umsfeed"]),
("2026-06-10", "decision", "N3a", "@@N3a@@umsfeed never submits to the Meter Administrator without Gareth's sign-off in the admin screen.", ["umsfeed"]),
("2026-06-16", "decision", "O6a", "@@O6a@@crewsheets PRs are squash-merged; release notes come from the PR titles.", ["crewsheets", "git"]),
("2026-06-18", "fact", "R6b", "@@R6b@@faultdesk's background jobs (SLA timers, CRM status webhooks) run on arq workers using Redis as the queue.", ["faultdesk"]),
("2026-06-24", "fact", "S1b", "@@S1b@@We moved monitoring off Grafana Cloud in June; Prometheus and Grafana now run self-hosted in the k3s cluster.", ["infra", "monitoring"]),
("2026-06-26", "fact", "NS5b", "@@NS5b@@When a column is taken out on site, the crew deletes it in crewsheets and columnbase marks it removed overnight.", ["crewsheets", "columnbase"]),
("2026-06-30", "fact", "D10a", "@@D10a@@Until the June release, faultdesk made every reporter give an email address.", ["faultdesk", "history"]),
("2026-07-02", "decision", "O3a", "@@O3a@@nightscout crash reports go to Firebase Crashlytics, not Sentry; the Sentry Android SDK made cold starts too slow.", ["nightscout", "errors"]),
("2026-07-08", "fact", "S10b", "@@S10b@@umsfeed no longer runs on the depot server; it's a Kubernetes CronJob in the Hetzner cluster since the July move.", ["umsfeed", "infra"]),
("2026-07-14", "fact", "V8b", "@@V8b@@faultdesk's cache lives in Redis database 4 (`redis://redis-fd.halden.internal:6379/4`), per the env file in the gitops repo.", ["faultdesk", "redis"]),
("2026-07-16", "fact", "D6a", "@@D6a@@For the first half of 2026 faultdesk ran on a single Hetzner VM (`fd-01`) before it moved into the k3s cluster.", ["faultdesk", "history"]),
("2026-07-21", "fact", "S5b", "@@S5b@@nightscout is no longer distributed through Google Play; since July the tablets get it as an Intune managed app.", ["nightscout", "devices"]),
("2026-07-23", "fact", "F3b", "@@F3b@@nightscout targets Android 13 and up (minSdk 33), since every depot tablet ships with Android 14.", ["nightscout"]),
("2026-07-29", "fact", "N7a", "@@N7a@@faultdesk does not verify signatures on the council CRM webhook; the IP allowlist is the only check.", ["faultdesk", "security"]),
("2026-08-05", "fact", "R4b", "@@R4b@@cmsbridge is deployed on Fly.io as the app `halden-cmsbridge` in the lhr region.", ["cmsbridge", "hosting"]),
("2026-08-12", "fact", "O10a", "@@O10a@@The crewsheets API container listens on port 8080 behind Traefik.", ["crewsheets"]),
("2026-08-14", "decision", "NS6a", "@@NS6a@@nightscout holds photos until the tablet is on depot Wi-Fi; it does not upload photos over mobile data.", ["nightscout", "sync"]),
("2026-08-19", "fact", "S2b", "@@S2b@@Upgraded columnbase from Django 4.2 to 5.1 on 2026-08-19; the 4.2 branch is gone.", ["columnbase"]),
("2026-08-20", "fact", "F10b", "@@F10b@@columnbase pins Python 3.12.7 in `.python-version` and builds from `python:3.12.7-slim`.", ["columnbase", "python"]),
("2026-08-26", "fact", "N8b", "@@N8b@@After-photos are optional when closing a works order in crewsheets; crews add them only for column replacements.", ["crewsheets"]),
("2026-08-28", "preference", "NS3a", "@@NS3a@@Don't run umsfeed by hand in production; let the scheduled job do it.", ["umsfeed"]),
("2026-09-01", "fact", "D7a", "@@D7a@@Until the July tablet rollout, scouts also ran nightscout on their own phones.", ["nightscout", "history"]),
("2026-09-03", "fact", "V9b", "@@V9b@@When a LuxNet API call fails, cmsbridge retries it 6 times with exponential backoff before giving up.", ["cmsbridge"]),
("2026-09-09", "fact", "O5a", "@@O5a@@The public lights-out map at `lights.halden.co.uk` is a static site on Cloudflare Pages.", ["public", "hosting"]),
("2026-09-15", "fact", "F5b", "@@F5b@@crewsheets resizes after-photos to 1600 px on the long edge before uploading them to the `halden-photos` bucket.", ["crewsheets", "photos"]),
("2026-09-18", "fact", "NS2a", "@@NS2a@@Once a fault is confirmed as a DNO supply fault it goes to Wessex Power, not back to our on-call.", ["faults", "dno"]),
("2026-09-24", "fact", "R8b", "@@R8b@@cmsbridge writes burning hours and energy readings into InfluxDB 2 (bucket `luxnet`, 400-day retention).", ["cmsbridge", "telemetry"]),
("2026-09-29", "decision", "NS8b", "@@NS8b@@columnbase migrations run against production as an Argo CD pre-sync job.", ["columnbase", "deploy"]),
("2026-10-08", "fact", "V10b", "@@V10b@@Northfield depot runs 5 MEWP crews on the day shift.", ["depots"]),
("2026-10-14", "fact", "O8a", "@@O8a@@faultdesk is still on PostgreSQL 15; there's no rush, the database is under 10 GB.", ["faultdesk", "database"]),
("2026-10-21", "fact", "N4b", "@@N4b@@cmsbridge pushes the standard dimming profile to heritage lanterns as well; conservation areas get no exemption.", ["cmsbridge", "dimming"]),
("2026-10-27", "fact", "S9b", "@@S9b@@Shared depot PINs were removed from crewsheets in October; every operative now signs in with their own Entra ID account.", ["crewsheets", "auth"]),
("2026-10-30", "fact", "NS1b", "@@NS1b@@Dimming profile changes go out through cmsbridge during working hours once the change ticket is approved.", ["cmsbridge", "dimming"]),
("2026-11-04", "fact", "A7b", "@@A7b@@Out of hours, the public's emergency calls go to Ashcombe Careline and they ring the Halden on-call engineer.", ["contract", "on-call"]),
("2026-11-12", "fact", "A10b", "@@A10b@@Every MEWP needs its LOLER thorough examination every six months; the dates are tracked in columnbase's plant table.", ["depots", "plant"]),
("2026-11-18", "fact", "NS10b", "@@NS10b@@Day-burning lanterns are reported through nightscout like any other fault.", ["nightscout"]),
# filler facts
("2026-01-16", "fact", "X1", "The council CRM is Firmstep; its webhook payload carries the CRM case number as `caseRef`.", ["faultdesk", "council"]),
("2026-02-06", "preference", "X2", "Gareth prefers the depot names (Northfield, Brayford) over depot codes in anything he reads.", ["people"]),
("2026-03-09", "fact", "X3", "Kev Marsh at the council wants parish exports in British National Grid, as shapefile if he asks for GIS format.", ["gis", "council"]),
("2026-04-20", "decision", "X4", "faultdesk groups public reports within 25 m of an open fault into that fault.", ["faultdesk"]),
("2026-06-12", "fact", "X5", "The Brayford depot has no server; its tablets sync over the depot's 4G router.", ["depots"]),
("2026-07-27", "fact", "X6", "LuxNet gateways report over LTE and need a feeder pillar with a spare 6 A way.", ["luxnet"]),
("2026-09-25", "decision", "X7", "Knock-down photos from crewsheets are attached to the insurer recharge automatically.", ["finance", "crewsheets"]),
("2026-11-20", "fact", "X8", "The 2026 winter scouting plan adds Friday nights from December to February.", ["nightscout", "winter"]),
]
