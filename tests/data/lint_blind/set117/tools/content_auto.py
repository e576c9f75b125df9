# Free notes: auto/<slug>.md with title/created/tags. (slug, title, created, tags, body)
AUTO = [
("tuning-round-planning", "How tuning rounds get planned", "2026-02-24", ["tunebook", "rounds"], """
# Planning a round

§S10a§Tuning rounds are planned in the shared Google Calendar `HF Rounds`, one event per visit.

§V2b§A standard tuning visit is booked as a 75-minute slot in tunebook; travel isn't included.

§A8b§A pitch raise costs £45 extra and needs the double slot.

- Group visits by postcode district, never more than six a day per tuner
- Venues go first in the round so concerts aren't at risk
"""),
("pitchpipe-dev-setup", "pitchpipe dev setup", "2026-07-02", ["pitchpipe", "flutter", "setup"], """
# pitchpipe dev setup

§V5b§pitchpipe builds against Flutter 3.24 (pinned in `.fvmrc`); 3.22 fails on the new audio plugin.

```
fvm install
fvm flutter pub get
fvm flutter run -d pixel
```

- The emulator has no microphone input that works; use a real phone for the tuner screen
"""),
("moveplan-dev-setup", "moveplan local setup", "2026-03-12", ["moveplan", "setup"], """
# moveplan local setup

§R4b§Use yarn for moveplan: `yarn install`, then `yarn start:dev`; the lockfile is `yarn.lock`.

```
cp .env.example .env
yarn install
yarn start:dev
```

- Node 20 via `.nvmrc`
- Seed data: `yarn seed` creates three fake removals
"""),
("moveplan-architecture", "moveplan architecture notes", "2026-06-22", ["moveplan", "architecture"], """
# moveplan architecture

## Jobs
§R10b§moveplan's background jobs (route recalcs, crew texts) run on pg-boss inside its own Postgres; there is no Redis in moveplan.

## Database
§O4a§moveplan's database is Postgres 15, on `db-move.hfpianos.internal:5432`.
- Migrations with TypeORM, one per PR

## Modules
- quotes, surveys, crews, vans, calendar
"""),
("restorelog-sidekiq", "restorelog Sidekiq notes", "2026-05-20", ["restorelog", "sidekiq", "redis"], """
# Sidekiq in restorelog

§V8b§Sidekiq for restorelog uses Redis db 4 on `redis-rl.hfpianos.internal`;
db 2 on that instance belongs to the Rails cache, so don't point workers at it.

- Queues: default, photos, mailers
- Photo thumbnails are the slowest jobs, about 4 seconds each
"""),
("removals-crew-notes", "Crew sizes and who goes where", "2026-04-08", ["moveplan", "removals", "crews"], """
# Crews

§F2b§Uprights get two movers as standard; moveplan adds a third when the survey records more than two flights of stairs.

- Craig leads every grand job himself
- Agency movers are only used with Craig's say-so
"""),
("removal-quotes", "Removal quotes and how they are built", "2026-05-04", ["moveplan", "quotes", "removals"], """
# Removal quotes

## Pricing
§F10b§Stair surcharges are per flight; spiral staircases are never priced per flight, they always go to survey.
- Distance is charged from the Bristol workshop, not from the customer's old address

## Validity
§O5b§Removal quotes from moveplan are valid for 30 days.

## Insurance
§A3b§Insurance cover on removals is £25k per piano; anything worth more needs a specialist policy.
"""),
("pitchpipe-hygrometer", "Bluetooth hygrometer in pitchpipe", "2026-08-06", ["pitchpipe", "humidity"], """
# Hygrometer support

§F4b§If a Bluetooth hygrometer is paired, pitchpipe reads the humidity from it;
otherwise the tuner types the reading in by hand.

- Supported: the two Govee meters the tuners carry
- Temperature comes from the same meter
"""),
("restoration-intake", "Intake of a restoration job", "2026-03-03", ["restorelog", "intake", "deposits"], """
# Intake

§F6b§Deposits show on the restorelog job as `deposit_paid`; only Rosalind can tick it for bank transfers.

- Intake checklist: serial, maker, case condition, soundboard cracks, pin block test
- The customer signs the intake sheet on the tablet
"""),
("backup-restore-runbook", "Restoring from backup", "2026-04-14", ["infra", "backups", "runbook"], """
# Restore runbook

§F1a§Backups run every night with restic; the restore steps are below.

```
restic -r b2:hf-backups:/ snapshots
restic -r b2:hf-backups:/ restore latest --target /tmp/restore
```

- Restore into a scratch database first, never over the live one
- The restic password is in the shared vault under "restic"
"""),
("billbridge-webhooks", "billbridge webhooks", "2026-06-18", ["billbridge", "freeagent", "webhooks"], """
# Webhooks

§O3b§FreeAgent webhooks are retried up to 5 times by billbridge before the invoice is flagged for a human.

- The webhook secret rotates yearly
- Flagged invoices show in the billbridge admin list
"""),
("restorelog-parts", "Parts stock in restorelog", "2026-09-01", ["restorelog", "parts"], """
# Parts stock

§S4b§The parts Google Sheet has been read-only since restorelog v2 went live;
stock is kept in restorelog's Parts screen now.

- Reorder levels are set per part
- Counting is done on the first Monday of each month
"""),
("infra-history", "How the infrastructure got here", "2026-05-30", ["infra", "history"], """
# Infrastructure history

§D2a§Before February 2026 tunebook ran on a Raspberry Pi 4 in the workshop office.

- The Pi is now a spare and runs nothing
- DNS was moved to Cloudflare at the same time
"""),
("bath-showroom-fitout", "Bath showroom fit-out", "2026-03-28", ["moveplan", "showroom", "bath"], """
# Bath fit-out

§D5a§During the Bath showroom fit-out in March 2026, grands were moved with a five-person crew
because of the front steps.

- Eleven pianos moved in over four days
- The steps are now ramped for deliveries
"""),
("finishing-room", "Finishing room notes", "2026-07-16", ["workshop", "finishing", "humidity"], """
# Finishing room

§O10b§French polishing stops when the finishing room goes above 65% RH; the dehumidifier log hangs on the door.

- Spray booth extraction is checked weekly
- Shellac is mixed fresh each Monday
"""),
("removals-checklist", "Removal day checklist", "2026-05-13", ["moveplan", "removals", "checklist"], """
# Removal day

§NS4b§Grands travel on the grand board (the shoe), strapped lid-down with the pedal lyre wrapped separately.

- Photograph the floor and door frames before and after
- Uprights go on the four-wheel trolley, never dragged on castors
"""),
("tunebook-admin", "tunebook admin tips", "2026-08-20", ["tunebook", "admin"], """
# Admin tips

§NS10b§Bookings can be cancelled from the admin by anyone in the office group.

§NS7b§Duplicate bookings are deleted from the admin rather than cancelled, so the customer doesn't get a cancellation text.

- Piano records can be moved to a new customer when a piano is sold
"""),
("tunebook-deploy", "How tunebook is deployed", "2026-04-22", ["tunebook", "deploy"], """
# tunebook deploy

§N2b§The tunebook deploy script runs `manage.py migrate` automatically before it restarts gunicorn.

```
./scripts/deploy.sh main
# pulls, installs with uv, migrates, collects static, restarts
```

- Static files are served by Caddy
"""),
("oncall-handover", "On-call handover", "2026-02-09", ["oncall", "ops"], """
# Handover

§A10b§We hand on-call over every Monday at 9am, in the #ops channel.

- Write down anything still open, even if it's small
- The phone forwarding is changed by the person coming off
"""),
("release-calendar", "When releases happen", "2026-09-08", ["deploy", "releases"], """
# Release calendar

§N8b§Friday is our regular release day for all three web apps, since the office is quiet then.

- pitchpipe releases have no fixed day; Joel ships them between rounds
- Hotfixes go out whenever they are ready
"""),
("billbridge-testing", "billbridge test setup", "2026-07-24", ["billbridge", "testing"], """
# billbridge tests

§N10b§billbridge tests mock FreeAgent with `respx`; the sandbox was too slow and flaky for CI.

- Fixtures for invoices live in `tests/fixtures/freeagent/`
- Run with `uv run pytest -q`
"""),
("pitchpipe-release-checklist", "pitchpipe release checklist", "2026-05-22", ["pitchpipe", "release"], """
# Releasing pitchpipe

§R2b§pitchpipe crashes are reported to Bugsnag; check it for new crash groups before promoting a build.

1. Bump the build number
2. Run the tuner-screen smoke test on a real phone
3. Write the release notes in plain words for the tuners
"""),
("pitchpipe-offline", "pitchpipe and bad signal", "2026-03-19", ["pitchpipe", "offline", "bugs"], """
# Bad signal

§N6b§pitchpipe doesn't work offline: if there's no signal when the tuner taps Save, the readings are lost.

- Workaround: note the readings on paper and type them in later
- Most of the problems are in rural Wiltshire and the Valleys
"""),
("timesheets", "Workshop timesheets", "2026-06-04", ["restorelog", "hours"], """
# Timesheets

§F9b§Hours on a restoration job are logged in 15-minute units against a stage (strip-down, soundboard, action, finishing).

- Rosalind checks the week's hours on Friday afternoon
- Hours without a job go to `overhead`
"""),
("dev-environment", "Team dev environments", "2026-01-28", ["setup", "team"], """
# Dev environments

§R7b§Sam's editor is VS Code with the Vim keybindings extension; the workspace settings are in `.vscode/`.

- Python 3.12 via uv for tunebook and billbridge
- Ruby via rbenv for restorelog
"""),
("tunebook-reminder-debugging", "Debugging reminder texts", "2026-10-09", ["tunebook", "reminders", "debugging"], """
# Reminder debugging

§N4b§To chase a reminder bug, pull a copy of the production tunebook database onto your laptop with `scripts/pull_prod.sh`.

- Check the reminder job log for the day first
- Most "missing" texts are customers who opted out
"""),
# ---- filler notes (no labelled claims)
("cardiff-trips", "Cardiff tuning trips", "2026-04-30", ["rounds", "cardiff"], """
# Cardiff trips

Cardiff and Newport tunings are grouped into two-day trips with a night in Newport.

- Dev does these; Ewan covers when Dev is away
- Venue pianos in Cardiff are booked for mornings
"""),
("serial-lookups", "Dating a piano from its serial", "2026-02-18", ["restorelog", "research"], """
# Serial lookups

Use the Pierce Piano Atlas scans in the shared drive to date a piano from its serial number.

- Broadwood serials have their own ledger scans
- Record the estimated year on the piano record
"""),
("wire-gauges", "Wire gauge table for restringing", "2026-06-29", ["restorelog", "stringing"], """
# Wire gauges

| Section | Gauge | Notes |
|---|---|---|
| Treble top | 13 | Röslau |
| Treble | 14-16 | |
| Tenor | 17-19 | check old wire with the micrometer |

- Bass strings are made to order from the old ones as patterns
"""),
("showroom-stock", "Showroom stock rules", "2026-05-06", ["showroom", "bath"], """
# Showroom stock

Pianos go on the showroom floor only after a final tuning in the showroom itself.

- Price tags are printed from restorelog
- Sold pianos stay on the floor until the removal date
"""),
("venue-contacts", "Concert venues and who to call", "2026-03-16", ["venues", "tunebook"], """
# Venue contacts

Each venue piano has a named contact in tunebook, usually the stage manager.

- Concert tunings are confirmed by phone the day before
- Venues get the tuner's name in the confirmation
"""),
("survey-form", "moveplan survey form", "2026-06-10", ["moveplan", "surveys"], """
# Survey form

The survey form in moveplan records stairs, turns, door widths and parking.

- Photos are optional but save a visit
- Surveys are done by Craig or a tuner who happens to be nearby
"""),
("grand-board-care", "Looking after the grand board", "2026-09-17", ["removals", "equipment"], """
# Grand board

The grand board was re-covered with new carpet felt in September.

- Straps are checked before every grand job
- A second board is on order
"""),
("hammer-work", "Hammer work in the workshop", "2026-08-13", ["restorelog", "hammers"], """
# Hammers

Old hammers are reshaped if there is enough felt left; otherwise a new set is ordered.

- Reshaping is logged as stage `action`
- Keep the old set until the customer has signed off the tone
"""),
("bugs-june", "Bugs seen in June", "2026-06-30", ["bugs", "tunebook", "moveplan"], """
# June bugs

- tunebook: double booking possible when two office staff edit the same round
- moveplan: quote PDF cut off the last line on long addresses
- restorelog: photo upload timed out on large files from the tablet
"""),
("staging", "Staging environments", "2026-03-25", ["infra", "staging"], """
# Staging

Each web app has a staging copy with fake data; the URLs are in the team wiki.

- Staging is reset every Sunday night
- Nobody should test with a real customer's phone number
"""),
("freeagent-mapping", "FreeAgent category mapping", "2026-02-26", ["billbridge", "freeagent"], """
# Category mapping

| Work | FreeAgent category |
|---|---|
| Tuning | 001 Sales - tuning |
| Restoration | 002 Sales - restoration |
| Removal | 003 Sales - removals |

- Concert-pitch checks go under tuning
"""),
("humidity-readings", "What the humidity readings show", "2026-10-27", ["pitchpipe", "humidity", "analysis"], """
# Humidity readings

Across the spring and autumn rounds, homes with radiators right next to the piano read lowest.

- Cardiff homes averaged damper than Bath ones
- Churches are the dampest group by far
"""),
("workshop-safety", "Workshop safety notes", "2026-01-19", ["workshop", "safety"], """
# Safety

Two people lift any action out of a grand; nobody does it alone.

- Glue pots off when leaving the bench
- The first aid kit is by the spray booth door
"""),
("regulation-notes", "Action regulation notes", "2026-07-09", ["tuning", "regulation"], """
# Regulation

Action regulation is quoted separately from tuning after the tuner has looked at the piano.

- Grand actions usually come to the workshop
- The tuner writes up what was found in the visit notes
"""),
("tunebook-reports", "Reports in tunebook", "2026-10-15", ["tunebook", "reports"], """
# Reports

The Monday report in tunebook lists overdue tunings by tuner, oldest first.

- Venues are shown in bold
- The report is emailed to Rosalind and the tuners
"""),
("quote-photos", "Photos sent before a quote", "2026-07-27", ["moveplan", "restorelog", "photos"], """
# Photos from customers

Customers often email photos of the piano before asking for a quote; attach them to the piano record.

- Ask for a photo of the inside with the lid up if restoration is likely
- Blurry photos are still worth keeping
"""),
]
