# Free notes: auto/<slug>.md -> (title, created, tags, body). Claim lines prefixed with §ID§.
AUTO = {}
def note(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body)

note("dispatch-tuning-notes", "Dispatch tuning notes", "2026-06-12", ["dispatchd", "allocation"], """
# Dispatch tuning notes

Notes from the June session with the board's operations sub-committee.

## Offers
§V2b§A driver gets 12 seconds to accept an offered job before dispatchd passes it to the next car on the rank.
Declines don't count against the driver; timeouts do, after three in an hour.

## Ranks
Soft-cleared drivers go to the back of the rank, not the front.
The city-centre zone is always the busiest rank between 22:00 and 03:00.
""")

note("dispatch-pilot-retro", "Allocation pilot retro", "2026-05-06", ["dispatchd", "retro"], """
# Retro: rank-queue allocation pilot (Feb–Apr)

§D1a§During the February–April pilot the offer timeout was 30 seconds, which left passengers waiting at busy times.
Drivers liked the rank queue better than the old nearest-car logic; fewer arguments at the ranks.
Action: shorten the timeout before the full rollout.
""")

note("tariff-dev-setup", "tariff-svc dev setup", "2026-02-02", ["tariff", "setup"], """
# Setting up tariff-svc locally

§V3a§tariff-svc is pinned to Python 3.11 in `.python-version`; 3.12 breaks the decimal rounding tests.

```
uv sync
uv run pytest -q
```

The fixtures include last year's tariffs; don't edit them, add new ones.
""")

note("battery-drain-investigation", "Battery drain on older handsets", "2026-07-09", ["cabdroid", "battery"], """
# Battery drain on older handsets

Drivers on the Moto G8s complained the app killed the battery before the end of a night shift.

## Findings
- GPS was kept at high accuracy even on the rank, where nothing moves
§V7b§On shift, cabdroid posts a position fix to dispatchd every 10 seconds; we tried
5 seconds in the spring and it cooked the batteries on the older Samsungs.
- Wake locks were held during the offer sound; fixed in 4.12

## Still open
Whether to drop to 30 seconds while parked on a rank.
""")

note("driver-documents", "Driver documents in members", "2026-04-27", ["members", "documents"], """
# Driver documents

§V8b§The member portal accepts document scans up to 25 MB each — phone photos of a badge are often 12 MB or more.
Accepted formats: JPEG, PNG, PDF. HEIC is converted on upload.
The licensing officer at the council can be sent a document straight from the admin page.
""")

note("cabdroid-release-checklist", "cabdroid release checklist", "2026-03-19", ["cabdroid", "release"], """
# cabdroid release checklist

1. Bump `versionCode` and `versionName` on the release branch
§N1b§2. Merge the release branch into main with squash-merge, always, so main gets one commit per release.
3. Tag `v<versionName>` on main
§F5b§4. Internal-track builds go to the 12 tester drivers for 48 hours before a staged rollout starts at 20%.
5. Watch crash-free sessions; halt the rollout below 99%
6. Post the release notes in the drivers' WhatsApp group
""")

note("hail-web-booking-screen", "hail-web: booking screen after allocation", "2026-08-20", ["hail-web", "ux"], """
# Booking screen after a driver is allocated

Redesign shipped in August.

§N2b§Once a driver is allocated, the booking screen shows the driver's name, plate, car colour and
mobile number, so the passenger can ring them directly.
The map shows the car approaching with an ETA that refreshes every 15 seconds.
Cancelling is free until the driver is within 5 minutes of the pickup.
""")

note("card-fees", "Card fees and tips", "2026-09-29", ["payments", "tips"], """
# Card fees and tips

Stripe's fee is taken from the fare; the member sees the net amount on their statement.
§N4b§The co-op keeps 5% of in-app tips to cover the card fees on them.
Cash tips are none of our business.
""")

note("offer-card-redesign", "Offer card redesign", "2026-10-14", ["cabdroid", "offers"], """
# Offer card redesign (cabdroid 5.0)

Board asked that drivers can't cherry-pick jobs by where they're going.
§N7a§cabdroid's offer screen doesn't show the destination until the driver accepts, only the pickup street and zone.
The fare estimate is shown as a range.
Sounds: one tone for a normal job, two for an account job.
""")

note("oncall-notes", "On-call notes", "2026-08-26", ["oncall"], """
# On-call notes

## Handover
§F9b§On-call hands over on Monday at 09:00; the outgoing person writes a handover note.

## What pages
§N10b§A phonedesk outage pages the on-call developer immediately, day or night.
§NS10b§On-call is paged when the member portal is down for more than five minutes.
- tariff-svc errors above 1% for ten minutes page as well

## Not paging
- Grafana itself being down: fix it in the morning
""")

note("hail-web-dev", "hail-web dev setup", "2026-04-02", ["hail-web", "setup"], """
# hail-web dev setup

§R1b§hail-web uses Yarn 4 (berry); run `yarn install` after pulling, and commit `yarn.lock`.
`.env.local` needs `NEXT_PUBLIC_API_BASE=https://api.staging.northgatecars.coop`.
Storybook runs on port 6006.
""")

note("receipts", "Passenger receipts", "2026-05-15", ["hail-api", "email"], """
# Passenger receipts

§R4b§Passenger receipt emails are sent through Amazon SES from `receipts@northgatecars.coop`.
The template is MJML in `hail-api/templates/receipt.mjml`.
Account passengers don't get a receipt; the account gets the invoice.
""")

note("acctdesk-trip-import", "How acctdesk gets trips", "2026-03-05", ["acctdesk", "events"], """
# How completed trips reach acctdesk

§R6b§acctdesk consumes completed trips from NATS JetStream (subject `trips.completed`,
durable consumer `acctdesk-invoicer`), and only keeps the account jobs.
A trip that arrives twice is ignored by its job id.
Late-cancelled account jobs come through as trips with a cancellation fee.
""")

note("phonedesk-ivr", "phonedesk IVR", "2026-06-25", ["phonedesk", "ivr"], """
# phonedesk IVR

§R9b§phonedesk's call handling runs on Vonage; the IVR menus are built with the Vonage Voice API.
Option 1: new booking; 2: where is my car; 3: account bookings; 0: a dispatcher.
After-hours message is recorded by the supervisor on duty.
""")

note("tiles-selfhost", "Self-hosted map tiles", "2026-08-27", ["maps", "cabdroid"], """
# Self-hosted map tiles

§S3b§We no longer use Mapbox: map tiles for cabdroid and the control-room map are served from our own OpenMapTiles server since August.
Night style is a copy of the old `ngt-night` colours.
The tile server sits on the k3s cluster with a 50 GB volume.
""")

note("radio-ledger", "radio-ledger (old subs database)", "2026-01-19", ["members", "radio-ledger"], """
# radio-ledger

The 2014-era MySQL database from the radio days.

§S4a§Weekly subs are written to the `radio-ledger` MySQL database; members only reads them from there.
Its admin is a PHP page on the office server; nobody wants to touch it.
""")

note("xero-switch", "Move to Xero", "2026-03-31", ["acctdesk", "finance"], """
# Move to Xero

§S6b§acctdesk switched from Sage 50 to Xero in March; invoices are pushed to Xero through its API.
Sage stays on the finance PC read-only until the year-end audit.
The CSV bridge job was deleted.
""")

note("zulip-move", "Moving chat to Zulip", "2026-07-22", ["chat", "alerts"], """
# Moving chat to Zulip

§S10b§We moved off Slack to Zulip in July; dispatchd alerts now go to the `dispatch-alerts` stream.
The drivers' WhatsApp group stays as it is.
""")

note("tariff-explainer", "How tariffs work (for new devs)", "2026-02-25", ["tariff", "onboarding"], """
# How tariffs work

The council sets maximum hackney fares; private hire fares are ours but we keep them equal.

§F3b§Tariff 1 covers 06:00 to 22:00, Monday to Saturday.
§A9b§No tariff change goes live without a vote of the board.
The zone supplement is per zone crossed, added after the meter amount.
""")

note("zone-polygons", "Zone polygons", "2026-07-15", ["dispatchd", "zones"], """
# Zone polygons

§F4b§There are 14 zones; the polygons are drawn in the admin map and stored as PostGIS
geometries in the `zones` table.
Overlaps are rejected by a check constraint. The airport rank is a geofence, not a zone.
""")

note("members-dev-setup", "members dev setup", "2026-06-29", ["members", "setup"], """
# members dev setup

§O3b§members needs Python 3.12 locally; `uv python install 3.12` if you don't have it.

```
cp .env.example .env
# .env.example points at a local database:
DATABASE_URL=postgres://members@localhost:5432/members
./manage.py migrate
```

§O8b§members PRs go in with a normal merge commit; the history there is short anyway.
""")

note("subs-history", "Subs: how it used to work", "2026-04-15", ["members", "subs", "history"], """
# Subs history

§D2a§Until March, subs were paid in cash at the office on Monday mornings.
The office kept a paper book and typed it into radio-ledger on Tuesdays.
""")

note("hosting-history", "Where dispatchd has lived", "2026-06-08", ["dispatchd", "hosting", "history"], """
# dispatchd hosting history

§D3a§Through 2025 dispatchd ran on a single Linode VM in London.
That VM also ran the old PHP radio-ledger admin, which is why it was so slow on Saturdays.
""")

note("android-support", "Which Android versions cabdroid supports", "2026-10-01", ["cabdroid", "android"], """
# Android support

§D5a§Until September cabdroid still supported Android 8 (minSdk 26) for the drivers on old handsets.
The co-op gave a £60 voucher towards a new phone to the eleven drivers affected.
""")

note("invoicing-history", "Invoicing: old process", "2026-03-12", ["acctdesk", "history"], """
# Invoicing: the old process

§D7a§In January and February 2026 account customers were invoiced quarterly, as under the old Sage setup.
The hospital trust complained about the size of the quarterly bills.
""")

note("git-workflow-history", "Git workflow changes", "2026-05-20", ["git", "history"], """
# Git workflow changes

§D8a§Back in January Farida had us use plain merge commits on dispatchd; that changed when we
started bisecting allocation bugs.
Branch names: `<initials>/<ticket>-<slug>`, e.g. `gp/NGT-212-break-offers`.
""")

note("hail-web-hosting", "hail-web hosting", "2026-09-09", ["hail-web", "hosting", "history"], """
# hail-web hosting

§D10a§During the 2026 beta hail-web was deployed on Netlify.
Preview deploys per PR are a must; Farida reviews copy changes on the preview link.
""")

note("night-shift-notes", "Notes from a night in the control room", "2026-02-14", ["control-room"], """
# A night in the control room

Farida asked the devs to sit a night shift with the dispatchers.

§A3b§The control room is never left unstaffed; there's always a dispatcher on, nights included.
Between 02:00 and 03:00 the unallocated board fills up when the clubs close.
Dispatchers keep a paper list of drivers who'll take the long airport runs.
""")

note("dispatchd-dev-setup", "dispatchd dev setup", "2026-01-26", ["dispatchd", "setup"], """
# dispatchd dev setup

```
docker compose up -d   # postgres+postgis, redis
export REDIS_ADDR=localhost:6379
```

§A5b§Integration tests for dispatchd are `make test-integration`, and docker compose must be up before you run them.
`make seed` loads the 14 zones and 50 fake drivers.
""")

note("hail-api-dev", "hail-api dev setup", "2026-03-03", ["hail-api", "setup"], """
# hail-api dev setup

§A6b§hail-api's `.nvmrc` says 20, and production runs Node 20 LTS too.
`npm ci && npm run dev` starts it on port 3000 against the staging database.
""")

note("contributing", "Contributing (team conventions)", "2026-02-09", ["git", "conventions"], """
# Team conventions

- One PR per change; keep them under 400 lines where possible
§NS4b§Force-pushing your own feature branch is fine until someone has started reviewing it.
- CI must be green before review
""")

note("payout-statements", "Payout statements", "2026-08-13", ["members", "statements"], """
# Payout statements

§NS6b§members emails each driver a short reminder on Thursday when their statement is ready
to download from the portal.
Statements list account jobs, card jobs, subs and adjustments.
""")

note("refunds", "Refunds", "2026-09-30", ["refunds", "payments"], """
# Refunds

§NS7b§Card refunds are issued from the hail-api admin screen, usually within a day of the complaint.
Account jobs are credited on the next invoice instead.
""")

# --- unlabelled notes ---
note("lost-property", "Lost property", "2026-05-11", ["control-room", "lost-property"], """
# Lost property

Drivers hand lost property in at the Abbey Lane office within 24 hours.
Passengers report it through hail-web or by phone; photos can be attached.
Unclaimed items go to the police station after 28 days.
""")

note("grafana-dashboards", "Grafana dashboards worth knowing", "2026-04-23", ["monitoring"], """
# Grafana dashboards

- **Offers**: accept rate per zone; below 60% means the rank is thin
- **Ranks**: cars per zone, refreshed every 30 seconds
- **hail-api**: request rate, p95 latency, booking errors
- **Payouts**: last batch status from members
""")

note("staging-env", "Staging environment", "2026-03-26", ["staging", "infra"], """
# Staging

Staging lives on the same k3s cluster in the `staging` namespace, except dispatchd, which has a
small VM of its own.

```
# staging dispatchd
REDIS_ADDR=redis-staging.ngt.internal:6379
PG_DSN=postgres://dispatch@pg-staging.ngt.internal:5432/dispatch
```

Fake drivers are simulated by `botdrivers`, which moves 50 cars around the city.
""")

note("incident-2026-08-14", "Incident: offers stalled (14 Aug)", "2026-08-15", ["incident", "dispatchd"], """
# Incident 2026-08-14: job offers stalled for 22 minutes

On 14 August from 21:40 dispatchd stopped sending offers. Redis had hit its memory limit because
position history keys had no TTL.
Control room dispatched by voice for 22 minutes.
Fix: TTL of 1 hour on position history; alert on Redis memory above 80%.
""")

note("hospital-account", "The hospital trust account", "2026-06-17", ["acctdesk", "hospital"], """
# Hospital trust account

Discharge desk bookings need a ward code and a patient initials field, nothing else.
WAV bookings for the hospital get priority at the rank.
Their finance team wants invoices as PDF and CSV.
""")

note("translation-workflow", "Translating cabdroid strings", "2026-04-08", ["cabdroid", "i18n"], """
# Translating cabdroid

Strings live in `res/values-*/strings.xml`. Marta does Polish; two drivers do Urdu and Gujarati
for a fuel voucher.
New strings ship in English first if a translation is late.
""")

note("school-contract-escorts", "School contract escorts", "2026-08-31", ["acctdesk", "schools"], """
# School contract escorts

Escorts on the council school runs need an enhanced DBS check, stored in members with the
driver's documents.
The council sends the new term's routes in the last week of August.
""")

note("driver-survey-2026", "Driver survey 2026", "2026-10-27", ["coop", "survey"], """
# Driver survey 2026

142 members answered. Top complaints: the offer sound is too quiet, airport rank queue jumping,
and the statement layout.
Top praise: the rank queue, and being able to see account earnings weekly.
""")

note("passenger-app", "Passenger app", "2026-05-04", ["passenger-app", "react-native"], """
# Passenger app

React Native, iOS and Android, same booking API as hail-web.
Released every two weeks via Expo EAS.
Push notifications for "driver arriving" go through Expo's push service.
""")

note("council-inspection", "Council vehicle inspections", "2026-09-16", ["licensing", "fleet"], """
# Council vehicle inspections

Every car is inspected by the council twice a year; the dates are held in members.
A failed inspection suspends the plate until a retest, and dispatchd stops offering that car jobs.
""")

note("agm-2026", "AGM 2026 notes (tech items)", "2026-07-02", ["coop", "agm"], """
# AGM 2026: tech items

- Members asked for the payout statement to show card fees per job
- A motion to publish driver ratings was defeated
- The board will report on the tech budget every quarter
""")

note("fuel-card", "Fuel card scheme", "2026-11-10", ["coop", "fuel"], """
# Fuel card scheme

From January 2027 members can opt into a co-op fuel card; the spend comes off their weekly payout.
members needs a new deduction type for it before then.
""")

note("wallboard", "Control-room wallboard", "2026-03-24", ["control-room", "grafana"], """
# Control-room wallboard

A 55-inch screen over the dispatcher desks running a Grafana kiosk playlist.
Panels: unallocated jobs, cars per zone, drivers on break, calls waiting.
It reloads itself every night at 04:00.
""")

note("account-onboarding", "Onboarding a new account customer", "2026-10-22", ["acctdesk", "sales"], """
# Onboarding a new account customer

1. Credit check by the treasurer
2. Create the account and its cost centres in acctdesk
3. Send the booker guide and the account number
Most new accounts come from the hospital trust's suppliers.
""")
