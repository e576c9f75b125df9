# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body)

A("wheel-course-faq", "Wheel course FAQ (front desk)", "2026-02-11", ["classbook", "courses", "faq"], """
# Wheel course FAQ

Questions the front desk gets most, with the answers we agreed.

**How big are the groups?**
@@V2b@@
Improvers and beginners are never mixed in one cohort.

**Can I swap a week?** Yes, into the same week of another cohort if there's a seat; the front desk does it in classbook.

**Do I keep my pots?** Yes — two pieces glazed and fired, more at £4 a piece.
""")

A("kilnq-dev-setup", "kilnq local dev setup", "2026-03-04", ["kilnq", "dev-setup"], """
# kilnq on a laptop

@@V4b@@

Use uv; it picks the interpreter from `.python-version`.

```
uv sync
cp .env.example .env   # MQTT_URL=mqtt://mqtt.emberclay.internal:1883 in the example file
make sim               # starts three fake controllers
uv run uvicorn kilnq.app:app --reload
```

The simulator fakes K1, K2 and K4. It doesn't do door-open events.
""")

A("kiln-telemetry-notes", "Kiln telemetry: poller notes", "2026-05-19", ["kilnq", "telemetry"], """
# Poller notes

@@V8b@@
members watch on the queue page. The controllers rate-limit at about one request a second, so the
poller staggers its reads across kilns.

- Readings are batched and written every minute
- A controller that misses three polls in a row is marked offline, which is an alert
- Door-open events come from the controller's event log, not from polling
""")

A("studio-handbook", "Studio handbook (staff)", "2026-04-02", ["studios", "staff", "handbook"], """
# Studio handbook for staff

## Levenshulme
@@V9b@@
The wheel room is up one flight of stairs; check access needs before booking someone in.

## Customer-facing writing
@@A7b@@
Sign emails from the studio, not from a person.

## Social media
@@NS8b@@
Tag the teacher; don't tag students even when they've consented.

## Closing up
- Kilns: check kilnq shows every firing as finished or safely in progress before leaving
- Wheels cleaned and splash pans emptied into the reclaim bucket, never the sink
""")

A("kilnq-error-triage", "kilnq: triaging errors", "2026-06-08", ["kilnq", "errors", "runbook"], """
# Triaging kilnq errors

@@R2b@@

1. Find the firing id from the alert
2. Check the controller's own event log in kilnq (`/kilns/<id>/events`)
3. If it's a poller timeout, it's almost always Wi-Fi; the Ancoats kiln room AP reboots at 04:00
4. If a firing was actually interrupted, tell Jamie before anyone touches the kiln
""")

A("glazeorder-dev-setup", "glazeorder dev setup", "2026-02-24", ["glazeorder", "dev-setup"], """
# glazeorder on a laptop

@@R4b@@

- Copy `.env.example` to `.env`; the local Postgres and Redis come from `docker compose up`
- `yarn dev` runs the API and the admin UI together
- Seed: `yarn seed` gives you all three studios and a fake Scarva catalogue
""")

A("memberdesk-deploy-notes", "memberdesk deploy notes", "2026-07-15", ["memberdesk", "deploys"], """
# Deploying memberdesk

@@R6b@@
Celery runs as a second unit, `memberdesk-worker`, restart it too.

- Check the Celery queue is empty before restarting on the last day of a month
- Static files: `./manage.py collectstatic --noinput` is part of the deploy script
- Roll back by checking out the previous tag and restarting both units
""")

A("classbook-ci", "classbook CI pipeline", "2026-03-27", ["classbook", "ci"], """
# classbook CI

@@R7b@@

- PHPUnit runs in 4 parallel containers; the browser tests only on `main`
- Pint and Larastan run first and fail fast
- Cache key is the composer.lock hash; bust it by bumping `CACHE_VERSION`
""")

A("memberdesk-payments", "memberdesk payments overview", "2026-08-20", ["memberdesk", "payments", "billing"], """
# memberdesk payments

@@R10b@@
New mandates are set up during sign-up; the member gets the provider's confirmation email, not ours.

- Failed collections retry once automatically, five days later
- Refunds of membership fees are done by Kwame only
- Key-fob deposits are taken by card at the desk and recorded in memberdesk
""")

A("classbook-release-checklist", "classbook release checklist", "2026-05-05", ["classbook", "release"], """
# Release checklist (classbook)

- Changelog entry written
@@N1b@@
- Staging deploy and a test booking with the sandbox card
- Tell the front desks if anything on the booking page moved
- Tag the release `vYYYY.MM.N`
""")

A("shelf-clearout-notes", "Shelf clear-out: how it runs", "2026-09-22", ["memberdesk", "shelves", "members"], """
# Shelf clear-outs

@@N3b@@
The list of shelves to clear is generated from memberdesk on the Monday of clear-out week.

- Techs bag unclaimed work and label it with the fob number
- Bags are kept for two weeks, then go to the seconds table or reclaim
""")

A("glazeorder-deploy", "glazeorder deploys", "2026-06-30", ["glazeorder", "deploys"], """
# glazeorder deploys

Merging to `main` deploys automatically through the workflow.

@@N9b@@
If a migration fails the job stops and the old version keeps running.

- The admin UI is built in the same job and served by the API
- Hannah gets an email when a deploy finishes
""")

A("classbook-postgres-move", "classbook database move", "2026-07-24", ["classbook", "database", "migration"], """
# classbook database move

@@S1b@@

- Cut-over was a Tuesday morning; bookings were paused for 40 minutes
- Sequences had to be reset by hand after pgloader
- Reports that used MySQL date functions were rewritten
""")

A("newsletter-move", "Member newsletter move", "2026-05-28", ["memberdesk", "newsletter", "email"], """
# Member newsletter

@@S3b@@

- The member list syncs from memberdesk nightly (members who opted in only)
- Rosa writes it; monthly, first Thursday
""")

A("partner-api-v2", "Partner API v2", "2026-10-14", ["classbook", "api", "partners"], """
# Partner API v2

@@S6b@@

- v2 returns sessions, not classes, so a six-week course shows as six entries
- Keys are per partner, issued from the admin panel
- Rate limit: 60 requests a minute per key
""")

A("waitlist-email-switch", "Waitlist offer change", "2026-09-09", ["classbook", "waitlist"], """
# Waitlist offers

@@S9b@@
The email has a one-click accept link.

- If nobody accepts, the offer passes down the list
- Teachers can still add someone by hand in the admin panel
""")

A("backup-restore-drill", "Backup restore drill (Q3)", "2026-09-30", ["backups", "drill", "infra"], """
# Restore drill, Q3

@@F5b@@

- Restored memberdesk into a scratch database on app1 in 11 minutes
- The age key lives in Bitwarden and on Rosa's YubiKey-backed laptop
- Found that kilnq's logs weren't in the nightly job; they're weekly, on purpose
""")

A("taster-session-plan", "Taster session plan (teachers)", "2026-03-12", ["classes", "tasters", "teachers"], """
# Taster session plan

@@F6b@@

- First 10 minutes: wedging demo, then everyone on a wheel
- Each student keeps one piece; it's trimmed by the teacher and glazed in the colour they pick
- Pieces are ready to collect about three weeks later
""")

A("classbook-deploys", "classbook deploys", "2026-04-16", ["classbook", "deploys"], """
# classbook deploys

@@F10b@@
Run it from the deploy box, not your laptop.

@@NS7b@@

- Deployer keeps five releases; `dep rollback production` goes back one
- Queue workers are restarted by the recipe
""")

A("memberdesk-webhooks", "memberdesk webhooks", "2026-06-17", ["memberdesk", "webhooks", "payments"], """
# memberdesk webhooks

@@O2b@@

- Webhooks are verified by signature before anything else happens
- Processed event ids are stored so a replay doesn't charge or credit twice
- Failed ones show up in the Django admin under "Webhook events"
""")

A("glazeorder-stock-reservations", "glazeorder stock reservations", "2026-08-04", ["glazeorder", "stock"], """
# Stock reservations

@@O5b@@

- Reservations are per studio; moving clay between studios is a transfer, not a reservation
- The stock page shows reserved and free counts separately
""")

A("kilnq-ci", "kilnq CI", "2026-04-22", ["kilnq", "ci"], """
# kilnq CI

@@O6b@@

- Pipeline: ruff, mypy, pytest against the simulator
- Runs on every push; about four minutes
""")

A("oncall-history", "On-call: how it used to work", "2026-10-06", ["on-call", "history"], """
# On-call history

@@D2b@@
That stopped working once there were three studios and kilns firing at all of them.

- The shared on-call phone was bought in September
- The rota lives in the shared calendar "On-call"
""")

A("lev-boiler-outage", "Levenshulme boiler outage", "2026-09-29", ["studios", "levenshulme", "incident"], """
# Levenshulme boiler outage

@@D5b@@
Evening courses were moved to Ancoats and students got a taxi credit.

- The landlord replaced the boiler on 26 September
- Clay froze in the yard store one night; Hannah wrote off six bags
""")

A("kilnq-timescale-move", "kilnq logs to TimescaleDB", "2026-10-27", ["kilnq", "database"], """
# Firing logs move

@@D10b@@
The file got big enough that the history page took seconds to load.

- Old logs were imported, so the history goes back to January
- Retention on the raw readings is one year; per-firing summaries are kept forever
""")

A("memberdesk-timezones", "memberdesk: dates and times", "2026-04-09", ["memberdesk", "timezones"], """
# Dates and times in memberdesk

@@A2b@@

- Billing dates are dates, not datetimes; don't convert them
- Celery beat runs on UTC too, so the 02:00 jobs are 03:00 in summer
""")

A("glazeorder-architecture", "glazeorder architecture sketch", "2026-03-18", ["glazeorder", "architecture"], """
# glazeorder architecture

- NestJS API with modules for stock, suppliers, orders and SDS documents
@@A5b@@
- The admin UI is React (Vite), built into the API's static folder
- Supplier catalogues are imported from CSV by Hannah when prices change
""")

A("classbook-staging", "classbook staging", "2026-02-17", ["classbook", "staging"], """
# classbook staging

@@A9b@@
The credentials are in Bitwarden under "classbook staging".

- Uses the payment provider's sandbox; test card numbers are in the README
- Data is reset from seeds every Sunday night
""")

A("classbook-cleanup-jobs", "classbook scheduled jobs", "2026-05-12", ["classbook", "jobs"], """
# Scheduled jobs in classbook

@@NS3b@@

- 07:00 — class reminder emails
- 18:00 — teacher registers for tomorrow's classes emailed to teachers
- Sunday 23:00 — weekly sales summary to Rosa
""")

A("glaze-mixing-rota", "Glaze mixing rota", "2026-06-25", ["glazes", "techs", "studios"], """
# Glaze mixing

@@NS5b@@
The recipes are in the glaze book in the Ancoats glaze room.

- Levenshulme and Salford get buckets driven over on Tuesdays
- Test tiles for every new batch before it goes on the shelf
""")

A("kilnq-alert-rules", "kilnq alert rules", "2026-07-08", ["kilnq", "alerts"], """
# Alert rules

@@NS6b@@

- Controller offline for three polls: alert
- Firing finished: a notification to the person who queued it, not an alert
- Kiln over its programmed peak by more than 10°C: alert and tell Jamie
""")

# ---- notes that belong to no pair
A("reclaim-process", "Reclaim clay process", "2026-01-20", ["studios", "clay", "reclaim"], """
# Reclaim

- Slop buckets by each wheel, emptied into the reclaim bins at closing
- Reclaim is dried on plaster bats and wedged by the assistants on Mondays
- Members may use reclaim for free; course students don't handle it
""")

A("teacher-onboarding", "Teacher onboarding", "2026-02-03", ["teachers", "onboarding", "classbook"], """
# New teacher onboarding

- classbook admin account with the Teacher role (not Admin)
- They see their own classes and registers only
- First two classes are shadowed by Rosa or a senior teacher
- Payroll details go to Rosa by email, never into classbook
""")

A("xero-invoicing", "Invoicing in Xero", "2026-03-09", ["finance", "xero"], """
# Xero

- Private group bookings are invoiced from Xero, not classbook
- Supplier invoices: Hannah codes them weekly
- The Shopify payouts are matched in Xero by Rosa at month end
""")

A("christmas-2026-hours", "Christmas 2026 opening", "2026-11-10", ["studios", "christmas"], """
# Christmas opening 2026

- All studios close 24 December to 2 January
- Last kiln firings for members: 15 December
- Gift voucher printing: order cards by 20 November
""")

A("kiln-element-replacement", "K2 element replacement", "2026-08-13", ["kilns", "maintenance", "incident"], """
# K2 elements

- Two elements failed in the same week in August; Kilncare replaced all four
- Firings on K2 were moved to K1 for ten days
- kilnq showed the slower ramp two weeks before the failure — worth watching
""")

A("silica-dust", "Silica dust controls", "2026-04-28", ["safety", "studios"], """
# Dust

- Wet cleaning only; no brooms in any studio
- Extraction in the Ancoats glaze room is serviced every six months
- Air monitoring was done in June, all within limits
""")

A("front-desk-tablet", "Front desk tablet setup", "2026-05-21", ["studios", "front-desk"], """
# Front desk tablets

- iPads on a stand, logged in to the classbook admin with a front-desk role
- Check-in is by name or booking code
- Guided Access on, so nobody wanders off into Safari
""")

A("term-dates-2026", "Course term dates 2026", "2026-01-08", ["courses", "classbook"], """
# 2026 course blocks

- Six-week blocks start in January, March, April, June, September and October
- No courses run in August; summer school takes the space instead
- Block dates are set in classbook a term ahead so the courses go on sale early
""")

A("trello-board", "How we use Trello", "2026-01-14", ["process", "team"], """
# Trello

- One board, lists per app, plus "Studio requests" for anything from the front desks
- Cards need an owner before they move to Doing
- Rosa archives Done every Friday
""")

A("pottery-terms-for-devs", "Pottery terms for developers", "2026-01-29", ["glossary", "onboarding"], """
# For whoever joins next

- Leather-hard, bone-dry and greenware are all unfired stages
- "Pulling a kiln" means unloading it
- A "load" in kilnq means one firing's worth of work, not a weight
""")

A("seconds-sale", "Seconds sale", "2026-07-02", ["shop", "events"], """
# Seconds sale

- Twice a year, at Ancoats, cash and card at the door
- Unclaimed member work is only sold after the two-week hold
- Proceeds go towards the kiln replacement fund
""")

A("member-portal-ideas", "Member portal ideas", "2026-10-20", ["memberdesk", "ideas"], """
# Ideas for the member portal

- Let members see their firing allowance used this month
- Shelf map with their shelf highlighted
- Book open-studio wheel time (would need the studio share tier first)
""")

A("salford-kiln-commissioning", "K6 commissioning notes", "2026-09-15", ["kilns", "salford"], """
# K6 commissioning

- Kilncare did the test firing on 12 September; the thermocouple was re-seated once
- Added to kilnq as K6 with the standard bisque and glaze programs
- The kiln room extraction fan is on a timer; it runs for two hours after a firing ends
""")

A("incident-double-bookings", "Double bookings in March", "2026-03-25", ["classbook", "incident"], """
# Double bookings (March)

- Two students got the same wheel course seat when payment webhooks arrived out of order
- Fix: the seat is locked when checkout starts, not when payment succeeds
- Added a nightly report of classes with more bookings than seats
""")

A("photo-wall", "Photo wall at Ancoats", "2026-06-11", ["studios", "marketing"], """
# Photo wall

- Printed photos of finished work, not people
- Changed monthly by the front desk
""")
