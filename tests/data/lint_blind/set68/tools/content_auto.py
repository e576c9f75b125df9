# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("front-desk-faq", "Front desk FAQ", "2026-03-02", ["front-desk", "roombook"], """
# Front desk FAQ

Answers Aoife kept giving on the phone, written down so cover staff give the same ones.

## Booking
@@V2b@@
rejected at checkout, so don't promise a one-hour slot on the phone.
Bands that want the same slot every week should be set up as a lockout, not ten separate bookings.

## Noise
Quiet-hours complaints from the flats next door go to Marta the next morning.

## Lost property
@@S7a@@
Anything unclaimed after a month goes to the charity shop on West Street.
""")

a("masterq-client-upload-notes", "masterq: what clients can upload", "2026-04-14", ["masterq", "clients"], """
Notes from answering client emails about uploads.

@@V4b@@
If a client uploads a bounce with clipping, masterq flags it but still accepts it; Priya decides.
Sample rate: anything from 44.1 to 96 kHz is fine, it's kept as supplied.
""")

a("gearlog-dev-setup", "gearlog dev setup", "2026-02-19", ["gearlog", "setup"], """
# gearlog local setup

```
git clone git@github.com:halfmoon/gearlog.git
cd gearlog && make dev
```

## Versions
@@V6b@@
Python 3.12 locally; older Pythons fail on the `match` statements in the loans code.

## Tests
@@N6b@@
`make test` runs the lot in about two minutes.
""")

a("backup-runbook", "Backup runbook", "2026-03-21", ["infra", "backups", "runbook"], """
# Backups

@@F2b@@
copy is pulled to the office Synology every Sunday.

The backup script's environment (`/opt/halfmoon/backup.env`):

```
    RESTIC_REPOSITORY=b2:hm-restic-prod:/prod
@@V10a@@
    RESTIC_KEEP_WEEKLY=8
    RESTIC_KEEP_MONTHLY=12
```

## Restoring one table
1. `restic restore latest --target /tmp/restore --include /dumps`
2. Load the table into a scratch database and copy rows across by hand.
""")

a("deploy-notes", "How deploys work", "2026-05-08", ["infra", "deploys", "ci"], """
# Deploys

@@R1b@@
Images are tagged with the short commit hash and pulled by the prod box.
If a deploy needs a DNS change, do it a day ahead so the TTL has run out.
""")

a("masterq-dev-setup", "masterq dev setup", "2026-06-03", ["masterq", "setup"], """
# masterq locally

@@R4b@@
Then `yarn dev` starts the web app and the worker together.
You need a local Postgres and a copy of `hm-render`; Sam has a Docker image for the latter.
The test mixes are in `fixtures/mixes/` — don't commit new ones over 20 MB.
""")

a("sessionvault-ops", "sessionvault operations", "2026-07-22", ["sessionvault", "ops"], """
# sessionvault ops notes

## Storage
@@R7b@@
Bucket lifecycle rules are managed in Terraform in the `infra` folder of the repo.

## Getting files in
@@S4a@@
Large sessions can take an hour on the studio uplink; start them before you leave.

## Clean-up
@@NS8b@@
and hasn't replied within 30 days.
""")

a("gear-loan-policy", "Gear loan policy", "2026-04-02", ["gearlog", "loans", "policy"], """
# Gear loans

Loans are for regular clients only (at least three bookings in the last six months).
@@N2b@@
Guitars and basses from the house collection don't go out at all.
Anything back late twice means no more loans for that person.
""")

a("masterq-worker-notes", "masterq worker notes", "2026-09-30", ["masterq", "worker"], """
# masterq worker

@@N4b@@
so there's no manual step between payment and the render starting.
Renders use 4 CPU threads each; the worker runs at most 2 at a time.
Logs go to stdout and end up in Loki with the label `app=masterq-worker`.
""")

a("calendar-sync", "roombook calendar sync", "2026-07-18", ["roombook", "calendar"], """
# Calendar sync

@@S2b@@
cancelled bookings; roombook's own day view is the source of truth now.
Engineers who want bookings on their phone can subscribe to the per-engineer iCal feed from their profile page.
""")

a("studio-b-refit", "Studio B refit", "2026-05-30", ["studio-b", "refit"], """
# Studio B refit

@@D9b@@
the SSL went in over the bank holiday weekend.
New acoustic panels on the back wall and a second headphone system for the live room.
The Audient was sold to a studio in Cardiff.
""")

a("rehearsal-room-kit", "Rehearsal room kit", "2026-06-11", ["rehearsal", "backline"], """
# What's in the rehearsal rooms

## PA
Every room has two wedges and a Shure SM58 per channel.

## Backline
@@N10b@@
Cymbals are never provided; drummers bring their own.
""")

a("roombook-stack-notes", "roombook stack notes", "2026-01-27", ["roombook", "stack"], """
Notes from the first session working on roombook.

@@A1b@@
Filament for the admin panel, Livewire on the public booking pages.
Tests use Pest; `php artisan test --parallel` takes under a minute.
""")

a("ops-box-notes", "Ops box notes", "2026-08-14", ["infra", "ops-box"], """
# The ops box

@@N9b@@
It runs Grafana, Loki and Metabase.
Disk is 80 GB; Loki is the thing that fills it up.
""")

a("doorman-sync", "doorman keypad sync", "2026-09-17", ["doorman", "keypads"], """
# How doorman syncs codes

doorman pushes the day's codes to every keypad at 06:00 and again whenever a booking changes.
@@O5b@@
A failed sync leaves yesterday's codes on the keypad, so the room stays locked to new bookings.
""")

a("fire-safety", "Fire safety notes", "2026-02-06", ["building", "safety"], """
# Fire safety

@@NS3b@@
Fire drills are on the first Monday of each quarter at 11:00.
Assembly point: the car park across Wade Street.
Aoife keeps the signing-in sheet that the fire marshal takes out.
""")

a("sessionvault-encryption", "sessionvault encryption question", "2026-08-27", ["sessionvault", "security"], """
Client (label A&R) asked how session files are protected. What I found in the code:

@@N5b@@
Transfers are over TLS both ways; the bucket is private and only sessionvault has its credentials.
""")

a("mastering-delivery", "What clients get back from mastering", "2026-10-09", ["masterq", "mastering"], """
# Mastering deliverables

@@A9b@@
Vinyl pre-masters are done separately, with no limiting.
Clients get one free revision within 30 days of delivery.
""")

a("newsletter", "Client newsletter", "2026-05-19", ["marketing", "email"], """
# Newsletter

@@O6b@@
It goes out on the first Tuesday of the month; Aoife writes it, Marta checks it.
Unsubscribes are handled by the newsletter tool, never by hand.
""")

a("annex-access", "Annex access", "2026-09-08", ["annex", "doorman", "building"], """
# Getting into the Annex

@@O10b@@
After that the street door opens with any valid room code.
The roller door for gear is opened from the inside; ask in #annex if nobody's there.
""")

a("status-page", "Status page", "2026-10-21", ["infra", "status"], """
# Status page

@@S6b@@
Incidents are posted by editing `incidents.md` in the `status-page` repo and pushing.
""")

a("how-we-got-here", "How the studio's tech got here", "2026-06-30", ["history", "infra", "masterq"], """
# A short history

## Hosting
@@D1b@@
The move to the cloud happened over one weekend in February and bookings were down for an hour.

## Mastering
@@D7b@@
That backlog is why masterq got a queue view and why we hired a second mastering engineer.
""")

# ---- filler notes (no labelled claims) ----
a("incident-2026-04-db1-disk", "Incident: db1 disk full", "2026-04-12", ["incident", "database"], """
# db1 ran out of disk (2026-04-11)

Binary logs on db1 weren't being purged and filled the disk at 19:40 on a Saturday.
roombook returned errors for 35 minutes; three bands booked by phone in the meantime.
Fix: `binlog_expire_logs_seconds` set to 3 days, and a disk alert at 80%.
""")

a("incident-2026-09-doorman-offline", "Incident: doorman offline", "2026-09-24", ["incident", "doorman"], """
# doorman offline (2026-09-23)

The comms cupboard switch rebooted after a power cut and doorman lost its network for 50 minutes.
Two bands were let in by hand; the keypads kept the codes they already had.
Follow-up: the switch is now on the small UPS with the router.
""")

a("annex-network", "Annex network", "2026-08-25", ["annex", "network"], """
# Annex network

Separate broadband line (FTTP, 900 Mbps) with a site-to-site VPN back to the main building.
The keypads sit on their own VLAN at both sites.
Guest Wi-Fi password is on the board by the kitchen and changes every month.
""")

a("metabase-reports", "Metabase reports", "2026-07-07", ["reporting", "metabase"], """
# Reports

- Room utilisation by week, split by site
- Deposits taken vs refunded, per month
- masterq jobs per tier and average time in queue
Marta checks the utilisation report every Monday; the rest are for the December pricing review.
""")

a("studio-a-handover", "Studio A handover checklist", "2026-03-15", ["studio-a", "engineers"], """
# Studio A handover

- Zero the console and switch off the phantom power before powering down
- Back up the session to the studio drive before leaving
- Leave the live room mics on stands, not on the floor
- Note anything broken in gearlog before you go, not in Slack
""")

a("mic-locker", "Mic locker", "2026-05-05", ["gear", "mics"], """
# Mic locker

The good mics (U87s, the C414s, the ribbon pair) live in the locked cabinet in the Studio A control room.
Jonah and the house engineers have keys; the front desk doesn't.
Sign mics in and out in gearlog even for a session in the next room.
""")

a("monthly-close", "Monthly close", "2026-06-02", ["finance", "roombook"], """
# Month end

Aoife exports the month's bookings from roombook on the first working day.
The accountant wants the export as CSV with the HB number, room, date and amount.
Refunds are listed separately so they can be matched to the card statements.
""")

a("client-onboarding", "Onboarding a new studio client", "2026-04-28", ["clients", "studio"], """
# New studio clients

1. Aoife books a 15-minute call to go through the session plan.
2. The engineer is assigned in roombook before the deposit link is sent.
3. A sessionvault folder is created on the first day of the session, not before.
""")

a("rehearsal-regulars", "Rehearsal regulars", "2026-08-03", ["rehearsal", "clients"], """
About 40 bands rehearse with us every week; most are lockouts on weekday evenings.
Regulars get priority on the Christmas booking window, which opens in October.
A band that no-shows twice loses its lockout slot.
""")

a("laravel-upgrade", "Laravel upgrade notes", "2026-03-09", ["roombook", "upgrade"], """
# Laravel upgrade (March 2026)

Went from Laravel 10 to 11 in one PR; the slimmed-down skeleton meant moving middleware into `bootstrap/app.php`.
Filament needed a major bump at the same time.
No schema changes were needed.
""")

a("cold-storage-restore", "Restoring from cold storage", "2026-10-26", ["sessionvault", "runbook"], """
# Restoring a folder from cold storage

1. Find the folder on the staff page and click "Request restore".
2. The restore job copies it back to the main bucket; expect it within 12 hours.
3. sessionvault emails the client a new link when it's done.
""")

a("holiday-closures", "Holiday closures 2026", "2026-11-10", ["building", "calendar"], """
# Closures

- Closed 24–26 December and 1 January
- 27–31 December: rehearsal rooms only, no engineers
- The Annex follows the same dates
""")

a("ticket-triage", "Ticket triage", "2026-06-19", ["process", "linear"], """
# Triage

Bugs go into Linear with the app as the label (roombook, gearlog, masterq, sessionvault, doorman).
Anything that stops a band getting in or paying is P1 and gets looked at the same day.
Feature requests are reviewed on the first Wednesday of the month.
""")

a("render-presets", "masterq render presets", "2026-10-30", ["masterq", "mastering"], """
# Presets

Priya keeps three chains in `presets/`: `clean`, `warm`, `loud`.
Changes to a preset are made on a branch and checked against the reference mixes before merging.
The CD master preset still uses a -0.3 dBTP ceiling.
""")

a("studio-c-setup", "Studio C setup", "2026-08-20", ["studio-c", "mastering"], """
# Studio C

ATC SCM45A monitors, a Dangerous Convert-2 and the Bettermaker EQ.
The room was re-measured after the panels went in; the correction curve lives on the monitor controller.
Client attended sessions are limited to two people in the room.
""")

a("staging", "Staging environment", "2026-05-26", ["infra", "staging"], """
# Staging

Staging lives on the ops box under `staging.halfmoonyard.co.uk`, with anonymised data from the weekly seed.
roombook and masterq have staging copies; gearlog and doorman don't.
Test cards only; never real ones on staging.
""")

a("keypad-codes-faq", "Door code FAQ for bands", "2026-04-20", ["doorman", "front-desk"], """
# Door code questions

"My code doesn't work": check the booking time first; most calls are bands arriving early.
If the code is right and the keypad beeps twice, call whoever is on call.
Codes are per room, so a band with two rooms booked gets two texts.
""")
