# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {
"nvz-cheatsheet": ("NVZ cheat sheet for drivers", "2026-02-03", ["slurrytrack", "nvz"], """
# NVZ cheat sheet

What the drivers need to know before spreading, and what slurrytrack checks for them.

@@V2b@@
- Check the field plan on the phone before the first load
- If the field shows red, ring Sian, don't spread
- Leave the buffer strips along watercourses; slurrytrack draws them on the map
"""),
"customer-terms": ("Customer terms 2026", "2026-01-19", ["billing", "customers"], """
# Customer terms 2026

Notes from the winter customer meeting at the Leominster mart.

@@V5b@@
- Late payers go on pro-forma for the next season
- Farmer cancellations less than 24 hours before the job are charged travel only (weather excepted)
"""),
"fieldbook-dev-setup": ("fieldbook local setup", "2026-02-11", ["fieldbook", "setup"], """
# fieldbook local setup

@@V7b@@
- `docker compose up db redis` for the backing services
- Copy `.env.example` to `.env`; ask Owen for the map tiles dev token
- `make seed` loads three demo farms and a season of jobs
"""),
"telematics-notes": ("Telematics notes", "2026-03-02", ["yardlog", "telematics"], """
# Telematics notes

Boxes are Teltonika FMC650s wired into the CAN bus.

@@V9b@@
the positions table grows by a few million rows a week in silage season.

Quick look at the raw stream from the office:

```
mosquitto_sub -h mqtt.hartwell.lan -p 1883 -t 'units/#' -v
```

- Each box has a SIM from the fleet contract; data use is about 40 MB a month
- Boxes buffer up to 24 hours when out of signal and replay on reconnect
"""),
"slurrytrack-dev-setup": ("slurrytrack dev setup", "2026-04-08", ["slurrytrack", "setup"], """
# slurrytrack dev setup

@@R2b@@
@@O4b@@
- `alembic upgrade head` against the local database before running the tests
- The soil-type fixtures are big; `make fixtures` downloads them from the bucket
"""),
"invoice-run-checklist": ("Invoice run checklist", "2026-03-31", ["tallyman", "billing"], """
# Invoice run checklist

1. Check the unmatched weighbridge tickets are cleared
2. Check yardlog hours for any job with a zero-hour machine
3. Approve the batch in tallyman

@@R4b@@
Bounces show up in Sian's inbox the next morning.
"""),
"fieldbook-jobs-queue": ("fieldbook background jobs", "2026-05-06", ["fieldbook", "queue"], """
# fieldbook background jobs

@@R8b@@
- Reminder texts are queued at booking time with the send time as the schedule
- Failed jobs land in the failed registry; look there before rerunning anything
- Map tile pre-rendering is the slowest job, it can take 20 minutes for a big holding
"""),
"field-boundaries": ("Field boundaries", "2026-04-22", ["fieldbook", "maps"], """
# Field boundaries

@@R9b@@
(the free Premium tier covers our usage easily).

- Boundaries are imported from the RPA land parcel data where the farmer gives us the SBI
- Otherwise Sian draws them by hand on the planner map
- Stored as PostGIS polygons in EPSG:27700
"""),
"deploy-calendar": ("Deploy calendar", "2026-09-15", ["deploys", "fieldbook"], """
# Deploy calendar

@@N1b@@
- slurrytrack deploys go out Monday to Thursday, once the approval comes through
- cutcount releases go out Monday morning so drivers update before the week's runs
"""),
"cutcount-release-process": ("cutcount release process", "2026-08-20", ["cutcount", "release"], """
# cutcount release process

@@NS6b@@
@@N2b@@
- Bump the version in `pubspec.yaml`, tag, push; the Play upload is manual
- Drivers get a WhatsApp when a new version is out
"""),
"fieldbook-test-notes": ("fieldbook test notes", "2026-06-12", ["fieldbook", "tests"], """
# fieldbook test notes

@@N8b@@
- Integration tests are marked `@pytest.mark.slow` and run nightly only
- Factories live in `tests/factories.py`; prefer them over fixtures
"""),
"complaints-handling": ("Complaints handling", "2026-07-09", ["office", "customers"], """
# Complaints handling

@@N10b@@
on to Gareth if the farmer wants money off or the damage is more than a gatepost.

- Late arrival complaints: Sian apologises, notes it on the job, nothing else
- Photos from cutcount often settle hedge complaints before they start
"""),
"cutcount-sync-notes": ("cutcount sync notes", "2026-03-18", ["cutcount", "sync"], """
# cutcount sync notes

@@S4a@@
- The run is sent as one JSON body with the trace as an encoded polyline
- If fieldbook returns 409 the run was already received; the app marks it synced
"""),
"office-365-move": ("Office move to Microsoft 365", "2026-05-27", ["office", "accounts"], """
# Office move to Microsoft 365

@@S6b@@
- Email moved to Exchange Online the same weekend
- Shared calendars for the crews are in Outlook now
"""),
"weighbridge-setup": ("Weighbridge setup", "2026-02-20", ["weighbridge", "office"], """
# Weighbridge setup

@@S8a@@
which turns them into JSON and posts them to fieldbook.

- The bridge program starts with Windows; if the PC reboots, check it's running
- Ticket numbers are sequential per year
"""),
"fieldbook-deploy-runbook": ("fieldbook deploy runbook", "2026-03-05", ["fieldbook", "deploys", "runbook"], """
# fieldbook deploy runbook

@@S10a@@
@@A1b@@

```
fab deploy:prod
fab logs:web --tail 200
```

- Watch the planner for five minutes after a deploy
- Roll back by deploying the previous tag
"""),
"rates-2026": ("Rates 2026", "2026-04-02", ["billing", "rates"], """
# Rates 2026

@@F2b@@
@@NS8b@@
- Silage rates went up 4% on last year, baling 3%
- Umbilical spreading now has a setup charge per farm visit
"""),
"slurrytrack-release": ("slurrytrack release", "2026-06-30", ["slurrytrack", "deploys"], """
# slurrytrack release

@@F7b@@
other than the author has to approve it there.

@@A3b@@
- Releases are tagged `st-YYYY.MM.N`
"""),
"slurry-kit": ("Slurry kit", "2026-03-12", ["slurry", "fleet"], """
# Slurry kit

@@F8b@@
- TK-1 carries the trailing shoe; the dribble bar goes on the umbilical
- Flow meter calibration is checked every March
"""),
"yardlog-cache": ("yardlog position cache", "2026-05-19", ["yardlog", "redis"], """
# yardlog position cache

@@O1b@@
- Keys are `pos:<unit>` with a 10 minute TTL
- The office map reads only from the cache, never from the history tables
"""),
"cutcount-crash-reports": ("cutcount crash reports", "2026-07-22", ["cutcount", "errors"], """
# cutcount crash reports

@@O3b@@
- Most crashes in July were the camera plugin on the older XCover 5s
- Symbol files are uploaded by the release script
"""),
"hedge-cutter-maintenance": ("Hedge cutter maintenance", "2026-09-03", ["fleet", "hedge"], """
# Hedge cutter maintenance

@@O5a@@
- Spare flail sets are kept in the Ludlow yard store
- Arm hydraulics are checked before every season
"""),
"cutcount-build": ("Building cutcount", "2026-02-26", ["cutcount", "setup"], """
# Building cutcount

@@O9a@@
- `flutter build appbundle --release` for the Play Store
- Signing keys are in 1Password ("cutcount upload key")
"""),
"office-routine": ("Office routine", "2026-10-06", ["office", "fieldbook"], """
# Office routine

@@D6b@@
- Morning: check overnight booking requests from the portal
- Afternoon: confirm tomorrow's jobs, check the weather
- Friday: timesheets to payroll
"""),
"first-cut-2026": ("First cut 2026", "2026-06-01", ["silage", "season"], """
# First cut 2026

@@D8a@@
the Leominster yard was being resurfaced.

- 186 clamp jobs, 40 bale jobs
- Two days lost to rain at the end of May
"""),
"portal-history": ("Portal history", "2026-09-22", ["portal"], """
# Portal history

@@D9a@@
- The magic-link login replaced passwords before launch
- Farmers asked for job sheet downloads in the first week; added in April
"""),
"cutcount-history": ("cutcount history", "2026-01-28", ["cutcount"], """
# cutcount history

@@D5a@@
- Version 1 was a web app on a tablet; drivers hated it in the sun
- Rewritten in Flutter over winter 2025
"""),
"baling-notes": ("Baling notes", "2026-06-18", ["baling", "silage"], """
# Baling notes

@@A7b@@
- BAL-2's film counter under-reads; check the roll by eye
- Net wrap on straw, film on silage and haylage
"""),
"new-laptop-setup": ("New laptop setup", "2026-08-04", ["setup", "infra"], """
# New laptop setup

@@A5b@@
- Install the 1Password CLI and sign in to the Hartwell vault
- Clone the repos under `~/hartwell`
"""),
"month-end": ("Month end", "2026-10-30", ["billing", "office"], """
# Month end

@@A8b@@
- Chase anything over terms in the first week of the month
- Statements go out with the invoices
"""),
"credit-notes": ("Credit notes", "2026-08-14", ["billing"], """
# Credit notes

@@NS1b@@
- A credit note always references the original invoice number
- Weather cancellations on the day are credited in full, travel included
"""),
"fieldbook-release-branches": ("fieldbook release branches", "2026-07-01", ["fieldbook", "git"], """
# fieldbook release branches

@@NS3b@@
- Release branches are cut on Mondays, `release/YYYY-MM-DD`
- Hotfixes branch from the release branch and merge back both ways
"""),
# ---- filler (no labelled claims)
"silage-clamp-checklist": ("Silage clamp checklist", "2026-05-10", ["silage"], """
# Silage clamp checklist

- Clamp walls checked by the farmer before we arrive
- Sheets and tyres ready at the clamp
- The clamp tractor stays until the last load is rolled
"""),
"driver-timesheets": ("Driver timesheets", "2026-04-15", ["office", "payroll"], """
# Driver timesheets

- Drivers confirm their hours in fieldbook at the end of each day
- yardlog hours are shown next to them; Sian checks any gap over an hour
- Timesheets go to payroll on Fridays
"""),
"weather-holds": ("Weather holds", "2026-05-25", ["planning"], """
# Weather holds

- Sian puts a job on "weather hold" rather than cancelling it
- Held jobs keep their crew for 48 hours, then go back to the pool
- The Met Office forecast shows on each day in the planner
"""),
"sentry-vs-logs": ("Where to look when something breaks", "2026-06-09", ["ops"], """
# Where to look when something breaks

- Start with the Grafana dashboard for the system
- Then Loki for the container logs around the time
- Ask Sian what she clicked; she's usually precise about it
"""),
"portal-feedback": ("Portal feedback from farmers", "2026-07-30", ["portal", "customers"], """
# Portal feedback

- Farmers want to see the crew names on upcoming jobs
- A few asked for a text when the job sheet is ready
- Nobody uses the booking calendar on a phone; they ring instead
"""),
"umbilical-jobs": ("Umbilical jobs", "2026-03-24", ["slurry"], """
# Umbilical jobs

- Umbilical needs a lagoon within 1.5 km of the field by pipe route
- Pump time is logged in slurrytrack by the driver, not yardlog
- The umbilical is booked as its own machine in fieldbook
"""),
"machine-hours-report": ("Machine hours report", "2026-08-26", ["yardlog", "reports"], """
# Machine hours report

- Weekly report per machine: engine hours, hours on jobs, idle hours
- Idle over 20% gets flagged to Gareth
- Exported as CSV for the accountant at year end
"""),
"fuel-logging": ("Fuel logging", "2026-04-28", ["fleet"], """
# Fuel logging

- Fuel drawn from the Leominster tank is logged on the pump keypad
- Red diesel only; the pickups fill up at the garage on the fuel card
- Monthly fuel totals go to Gareth
"""),
"crew-planning": ("Crew planning", "2026-05-02", ["planning", "fieldbook"], """
# Crew planning

- A silage crew is a harvester, two or three trailers, a rake and a clamp tractor
- Bale crews are one baler-wrapper and a bale chaser
- Crews are planned the afternoon before; Gareth changes them in the morning anyway
"""),
"farm-access-notes": ("Farm access notes", "2026-09-10", ["customers"], """
# Farm access notes

- Gate locations are stored as what3words on the holding
- Low bridges and weak culverts are noted on the holding, shown on the driver's job
- Some Brecon farms need a 4x4 to reach the top fields
"""),
"grafana-dashboards": ("Grafana dashboards", "2026-03-27", ["ops", "monitoring"], """
# Grafana dashboards

- fieldbook: request rate, p95 latency, background queue length
- yardlog: messages per minute, units reporting, buffer replays
- Disk space for every server
"""),
"xero-mapping": ("Account codes", "2026-04-10", ["billing"], """
# Account codes

- Silage income 4010, baling 4020, hedge cutting 4030, slurry 4040
- Travel charges go to 4090
- Tracking category "Yard" splits Leominster and Ludlow
"""),
"cutcount-photos": ("cutcount photos", "2026-08-28", ["cutcount"], """
# cutcount photos

- One photo at the start and one at the end of every run
- Photos are resized to 1600 px on the phone before upload
- Farmers see them on the job in the portal
"""),
"winter-work": ("Winter work", "2026-11-12", ["planning"], """
# Winter work

- Hedge cutting until the ground is too soft
- Machine servicing and repaint in December and January
- Slurry only where the field plan allows it after the closed period
"""),
"claude-working-notes": ("Working notes for Claude", "2026-01-14", ["agent"], """
# Working notes for Claude

- Ask before changing anything in tallyman that touches money
- Run the tests before saying something works
- Prefer reading the repo over guessing from these notes
"""),
"hedge-routes": ("Hedge routes", "2026-10-20", ["hedge", "planning"], """
# Hedge routes

- Routes are planned farm by farm to avoid road travel with the arm folded for long
- HC-1 covers the Leominster side, HC-2 the Ludlow side
- A route sheet per driver per day comes out of fieldbook
"""),
"planner-rebuild": ("Planner rebuild", "2026-07-28", ["fieldbook", "planner"], """
# Planner rebuild

- New planner shipped 2026-07-27 with drag-and-drop between crews
- Old planner URLs redirect
- Crew colours are the same as the cab stickers
"""),
"gocardless-notes": ("GoCardless notes", "2026-05-14", ["billing"], """
# GoCardless notes

- Farmers on direct debit are collected on the due date
- Failed collections are retried once by GoCardless
- Mandates are set up through a link Sian sends
"""),
}
