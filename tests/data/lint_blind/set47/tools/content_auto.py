# free notes: slug -> (title, created, tags, body)
A = {}
def add(slug, title, created, tags, body):
    A[slug] = (title, created, tags, body)

add("stockroom-slow-queries", "stockroom slow queries on the stock screen", "2026-03-19", ["stockroom","postgres","performance"], """
The hub stock screen took 6-8 s to load at Ashfold. Cause: the `lots_by_hub` query did a seq scan
on `stock_movements` because the partial index only covered `status = 'available'`.

<<V1b>>
needs the same port or you'll be looking at an empty database.

Fix: new index `stock_movements_hub_lot_idx (hub_code, lot_id) include (qty)`; screen now loads in
under 400 ms. `EXPLAIN (ANALYZE, BUFFERS)` output is in HFN-288.
""")

add("stockroom-events", "stockroom lot events", "2026-04-02", ["stockroom","events"], """
<<R1b>>
consumers are the reporting loader and the #warehouse notifier.

Event shape: `{lot_id, hub, qty_delta, reason, at}`; `reason` is one of `intake`, `pick`,
`transfer_out`, `transfer_in`, `write_off`, `adjust`.

Gotcha: redelivery happens after a consumer restart, so consumers must be idempotent on
`(lot_id, at, reason)`.
""")

add("expiry-sweep", "Nightly expiry sweep in stockroom", "2026-05-21", ["stockroom","expiry"], """
<<N1b>>
so the stock screen and the picking lists never offer them.

Runs at 02:15 from the stockroom cron container. Counts per hub go to #warehouse so Tom can see what
was binned. If the job fails, the picking list still hides expired lots (filter in the query), so
it is not urgent.
""")

add("stockroom-test-notes", "stockroom test setup", "2026-02-26", ["stockroom","testing"], """
Notes from getting Idris's laptop running the stockroom tests.

<<N8b>>
Unit tests use table-driven cases in `*_test.go`; `go test ./... -race` is the full run.

The FEFO tie-break tests are in `internal/pick/fefo_test.go` and are the ones that usually break
when someone touches the picking query.
""")

add("stockroom-history", "stockroom history", "2026-03-02", ["stockroom","history"], """
<<D5a>>
The migration used pgloader plus a handful of hand-written fixups for the `datetime` columns
that had local times in them (see the timezones rule).

Before 2025 stock was a shared spreadsheet per hub; stockroom started as Priya's side project.
""")

add("voucherd-upgrade-notes", "voucherd upgrade notes", "2026-09-09", ["voucherd","node","upgrades"], """
<<V5b>>
Fastify 5 needed a couple of plugin bumps (`@fastify/cookie`, `@fastify/rate-limit`).

The voucher QR renderer produced blank images until the `canvas` dependency was rebuilt inside
the image.
""")

add("voucherd-email-bounces", "voucherd email bounces from agencies", "2026-06-18", ["voucherd","email"], """
Several agency addresses at the council bounce our notifications (their gateway rejects
anything with a link shortener).

<<R5b>>
Bounces come back through the SNS topic `voucherd-bounces` and mark the agency user `email_ok = false`;
Gwen sees a red dot next to them in the admin.
""")

add("voucherd-logging", "voucherd logging", "2026-05-07", ["voucherd","logging"], """
Looked at what voucherd logs while chasing a double redemption.

<<N9b>>
which is how we matched the double redemption to two hubs scanning the same screenshot.

Log level is `info` in prod; `debug` only via `LOG_LEVEL` on a single instance, never for long.
""")

add("voucherd-admin-guide", "voucherd admin guide (for Gwen)", "2026-02-12", ["voucherd","admin","howto"], """
How to do the usual admin jobs in voucherd.

<<S7a>>
agency users get a magic link instead.

- Add an agency: Agencies, New, fill the named contact, Save; the API key is shown once
- Cancel a voucher: search the code, Cancel, give a reason (the agency is notified)
- Reissue: only from the original agency; we don't reissue from the admin

<<A2a>>
""")

add("voucherd-sms-jobs", "voucherd SMS jobs", "2026-07-16", ["voucherd","sms","queue"], """
<<O7b>>
Job types: `voucher-issued`, `expiry-reminder`, `redeemed-thanks` (off by default).

<<NS2a>>
Quiet hours live in `src/sms/quietHours.ts`; the Welsh templates are still missing.
""")

add("intake-printer-troubleshooting", "intake label printer troubleshooting", "2026-04-16", ["intake","printing","kelsbridge"], """
<<V8b>>
first `nc -vz` the printer from the intake box, then power-cycle it (switch at the back, not the
front button, which only pauses).

Calibration after a roll change: hold the feed button until it blinks twice.
""")

add("intake-backups", "intake backup job", "2026-05-28", ["intake","backups"], """
<<F1b>>
The container runs `pg_dump -Fc` and uploads with `rclone copy` (never `sync`).

Restore test on 2026-10-14 went fine: 4 minutes for the whole `intake` database.
""")

add("ashfold-intake-sheet", "Ashfold intake sheet", "2026-01-22", ["ashfold","intake"], """
<<S4a>>
volunteers type the donor, category and weight by hand at the end of the session.

Priya exports it monthly and loads it into the monthly return; the category names don't match
intake's so there is a mapping tab.
""")

add("jenkins-decommission", "Jenkins decommission", "2026-07-29", ["ci","stockroom","jenkins"], """
<<S6b>>
The VM was snapshotted to B2 before deletion, just in case.

What moved: build, `go test -race`, image push to GHCR, and the nightly integration run.
""")

add("rota-dev-setup", "rota local dev setup", "2026-03-10", ["rota","dev"], """
Getting rota running locally for Idris:

- `cp .env.example .env`, `composer install`, `php artisan key:generate`
- `./vendor/bin/sail up -d` then `sail artisan migrate --seed`

<<R3b>>
Pint runs as a separate step; the build fails on style issues.
""")

add("rota-php-upgrade", "rota PHP upgrade", "2026-07-24", ["rota","php"], """
<<D3a>>
Replaced it with dompdf and rewrote the two export views.

Laravel 11 upgrade went with it; the slimmed skeleton meant moving middleware config into
`bootstrap/app.php`.
""")

add("rota-coordinator-notes", "rota notes for coordinators", "2026-05-14", ["rota","coordinators"], """
<<NS5b>>
Gaps show in red on the month view; the "fill gap" button texts the reserve list.

Coordinators can mark a volunteer "on a break", which hides them from the reserve list until a
date.
""")

add("vanrun-trial-weeks", "vanrun trial notes", "2026-06-11", ["vanrun","routes"], """
Notes from the route trial weeks in June.

<<N4b>>
Vans are parked overnight at the drivers' homes under the insurance rider.

Saved 20-30 minutes per route compared with the old spreadsheet; the drivers preferred it.
""")

add("care-home-deliveries", "Care home deliveries", "2026-08-20", ["vanrun","care-homes"], """
Four care homes take weekly drops of surplus fresh food.

<<F3b>>
<<NS10b>>
The stop record also holds access notes (gate codes, "ring the kitchen bell").
""")

add("christmas-2025-retro", "Christmas 2025 retro", "2026-01-15", ["christmas","retro"], """
What went wrong and right over the 2025 surge.

<<D1a>>
- Intake queue at the bay on the corporate-drive days; second desk needed
- Volunteers: enough for sessions, not for packing evenings
- Toy donations got mixed into the parcel stock numbers
""")

add("chiller-alerts", "Chiller alerts", "2026-11-12", ["kelsbridge","chillers","alerts"], """
<<D7a>>
Sensor readings come from the two LoRaWAN probes in the walk-in chiller via The Things Stack.

The alert needs 15 minutes above threshold before it fires, so door-open blips don't page.
""")

add("donor-portal-payments", "Donor portal payments", "2026-09-30", ["donor-portal","payments"], """
<<S8b>>
Monthly donors were migrated with Square's subscription import; 6 needed new card details.

Refunds before September still go through the Stripe dashboard (Ruth has access).
""")

add("pantry-app-release-checklist", "Pantry app release checklist", "2026-06-25", ["pantry-app","release"], """
<<F10b>>

<<R8b>>

Promoting to the production track:
1. Check the crash dashboard (above) for anything new since the last build
2. Smoke test redeem + stock screens on the test tablet
3. Promote in the Play Console, staged rollout 20% then 100%
""")

add("stockroom-api-v2", "stockroom API v2", "2026-10-06", ["stockroom","api"], """
<<S10b>>
v2 returns lots grouped by product with `use_first` flags; pagination is cursor-based.

Migration guide for consumers is in `docs/api-v2.md`.
""")

add("purge-job", "Client purge job", "2026-05-05", ["voucherd","retention","gdpr"], """
<<F8b>>
is more than 24 months ago. It writes a count to the audit log, never names.

Dry-run first with `--dry-run`; the real run is only enabled in prod.
""")

add("volunteer-induction", "Volunteer induction", "2026-04-09", ["volunteers","induction"], """
<<D10a>>
Attendance was the bottleneck: people signed up and waited weeks for the next session.

Content covers food safety, safeguarding, lifting and how a redemption works.
""")

add("stock-take", "Weekly stock take", "2026-03-16", ["stockroom","kelsbridge","stock-take"], """
<<A6b>>
Two volunteers per aisle with the count sheets printed from stockroom.

<<NS7b>>
Differences over 10% on a line get a second count before anything is changed.
""")

add("pallet-locations", "Pallet locations", "2026-08-04", ["stockroom","warehouse"], """
Racking at Kelsbridge: aisles A-F, bays 1-12, levels 1-4; location code `A-07-2`.

<<A8b>>
Floor stacks use pseudo-locations `FLOOR-1` to `FLOOR-6` near the bay doors.
""")

# unpaired notes
add("weekly-sync-2026-02", "Weekly sync notes, February", "2026-02-27", ["meetings"], """
- Ashfold onboarding: volunteers next, stock count booked
- Gift Aid: Ruth to check the declaration wording with the auditors
- Idris on holiday 9-16 March
""")

add("trustees-meeting-2026-06", "Trustees meeting, June", "2026-06-20", ["trustees","meetings"], """
Trustees asked for a one-page digital update per quarter. They liked the redemption numbers by
hub; they asked for waiting times at sessions, which we don't measure yet.
""")

add("scanner-hardware", "Scanner hardware", "2026-09-18", ["hardware","hubs"], """
The hubs use the tablet camera for voucher QR codes; the Zebra DS2208 handheld scanners are only at
the intake desks. Scanning QR codes off phone screens in the church hall lighting is fine; phones
with cracked screens are the usual failure.
""")

add("open-food-facts-test", "Open Food Facts lookup test", "2026-08-08", ["allergens","intake","spike"], """
Tried barcodes from 200 donated items: 71% found, allergen data present for 58%. Own-brand
supermarket products are the gaps. Not good enough to rely on alone.
""")

add("postcode-geocoding", "Postcode geocoding", "2026-04-30", ["vanrun","geocoding"], """
postcodes.io gives the postcode centroid; for the estates north of the canal that is sometimes
400 m off. Drivers asked for what3words on the stop, which we now store as a note.
""")

add("sms-costs", "SMS costs", "2026-10-08", ["sms","costs"], """
SMS spend in September: about £140 across voucherd and rota. Most of it is voucher-issued texts.
Long messages (over 160 chars) count double; the Welsh templates will be longer.
""")

add("handbook-build", "Volunteer handbook build", "2026-02-05", ["handbook","docs"], """
The handbook is mkdocs-material, published to `handbook.hfn.org.uk` from `hfn/handbook`.
Gwen edits in the GitHub web editor; previews need the `preview` label on the PR.
""")

add("incident-2026-03-shift-history", "Incident: Marrow Street shift history wiped", "2026-03-20", ["incident","rota"], """
A cleanup script meant for test volunteers matched real Marrow Street volunteers because the filter
used the hub code in the wrong column. Restored from the previous night's dump; swaps made that day
were re-entered by hand. Led to the dry-run rule.
""")

add("tablet-fleet", "Tablet fleet", "2026-09-02", ["hardware","pantry-app"], """
Eight Lenovo Tab M10 tablets: 3 at Kelsbridge, 2 at Marrow Street, 2 at Ashfold, 1 spare with Sam.
Screen protectors and rugged cases; charging cradles at the hubs.
""")

add("agency-portal-ideas", "Agency portal ideas", "2026-10-16", ["voucherd","agencies","ideas"], """
From the survey: a phone-friendly issue form, a "was it redeemed" column, and a way to add a
note for the hub (e.g. "no kitchen"). The no-cook parcel flag would cover most of those notes.
""")

add("grant-report-q3", "Grant report Q3 notes", "2026-10-09", ["grants","reporting"], """
Q3 numbers pulled for the Lottery report: parcels up 14% on Q2, volunteer hours steady, new
volunteers mostly from the student union fair. Case study: the school holiday lunch bags.
""")

add("food-drive-landing-pages", "Food drive landing pages", "2026-11-19", ["donor-portal","food-drives"], """
Each corporate drive gets a page with a target list (what we are short of) and a progress bar
fed by the intake weights for that donor code. Two went live this week.
""")

add("warehouse-safety", "Warehouse safety notes", "2026-07-10", ["kelsbridge","safety"], """
Only trained volunteers use the pallet truck; the list is on the office wall and in rota as a
skill. Top-level racking needs two people. Hi-vis in the yard at all times.
""")

add("ideas-backlog", "Ideas backlog", "2026-09-12", ["ideas"], """
- Waiting-time measurement at sessions (ticket numbers on the tablet)
- Reusable crate tracking
- Donor thank-you texts after a food drive
- Warm space visitor counts in rota
""")

add("parcel-slip-printer", "Parcel slip printing at hubs", "2026-06-03", ["pantry-app","printing"], """
The redeem screen prints a parcel slip (household size, dietary variant, top-ups) on the small
Bluetooth thermal printer. Pairing is lost after the tablet reboots; re-pair from Settings.
""")

add("lora-probe-battery", "LoRaWAN probe batteries", "2026-09-24", ["kelsbridge","sensors"], """
The chiller probes run on two AA lithium cells; the gateway reports battery voltage. Below 3.1 V
we have about a month. Spare cells are in the office drawer labelled "probes".
""")

add("notion-cleanup", "Notion cleanup", "2026-02-19", ["docs","notion"], """
Archived 64 stale Notion pages from 2024 (old rota how-tos, the spreadsheet stock guide). Kept:
volunteer handbook drafts, incident write-ups, trustee updates. Technical docs now only in repos.
""")

add("marrow-street-session-notes", "Marrow Street session notes", "2026-09-10", ["hubs","marrow-street"], """
Shadowed a Thursday session to see the redeem flow in real life. Slowest step was confirming the
household size when the client's voucher text had been deleted. The tablet stand by the door
gets in the way of the queue; moved it to the tea table.
""")
