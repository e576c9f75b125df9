# Free notes: auto/<slug>.md with title/created/tags frontmatter.
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body)

a("experience-day-runsheet", "Experience day run sheet", "2026-03-06", ["experiences", "falconry"],
"""# Experience day run sheet

Written up from Sian's walkthrough so the agent can draft the guest emails.

## Numbers
{V2b}Experience days take up to 8 guests; beyond that we split into two groups with a second falconer.

## Timings
- 10:00 welcome, coffee, safety talk
- 10:30 weathering lawn, meet the birds
- 11:15 Harris hawks to the glove in the paddock
- 12:30 lunch
- 13:30 barn owls, then the falcon lure demo
- 15:30 photos and certificates

## Emails
Guests get a "what to wear" email a week before: boots, layers, no dangling jewellery.
""")

a("free-flying-telemetry", "Free flying and telemetry", "2026-04-02", ["trackbridge", "gps", "flying"],
"""# Free flying with the GPS tags

How the falconers use trackbridge on free-flying days (notes from a session with Sian and Owen).

## Tags
{V4b}During free flying the tags report a position every 30 s, which is the tag's battery-saver mode and
what trackbridge expects; anything faster flattens the battery before the afternoon session.
- Tags are switched on in the mews and checked on the phone map before the bird leaves the glove
- A tag that shows no fix for 2 minutes on the ground is swapped before flying

## Who sees what
- The falconer flying the bird has the live map on their phone
{NS7b}Maddie gets the weekly flight-summary email from trackbridge on Monday mornings.
- Raj sometimes shows the next-day track to school groups
""")

a("jessbook-email-troubleshooting", "jessbook email troubleshooting", "2026-05-28", ["jessbook", "email", "support"],
"""# When a guest says they never got their confirmation

1. Search the booking in `/staff/` and check the email log tab
2. Check spam with the guest on the phone
3. Resend from the booking page ("Resend confirmation")

## Retries
{V7b}jessbook retries a failed booking confirmation email up to 6 times with backoff, then puts the booking in Lottie's 'unconfirmed' list.
{O3b}Reminder emails the day before are sent once; if one bounces nobody retries it, Lottie phones instead.

## Common causes
- Typo in the address (most common: `.con`, `gmial`)
- School addresses with aggressive filtering; ask for a personal address
""")

a("hawk-walk-notes", "Hawk walk notes", "2026-02-20", ["experiences", "hawk-walk"],
"""# Hawk walks

Route: from the paddock gate along the bridleway to Lower Wood and back.

{V9b}Hawk walks are 2 hours long; the booking slots in jessbook are set to 120 minutes.

## Guests
{N5a}Children under 10 don't fly the hawks on hawk walks; they walk with a parent and watch.
- Everyone gets a glove fitted at the start; left hand
- Pet dogs are not allowed on the walk, even on a lead

## Weather
{NS5b}We don't cancel hawk walks for light rain — the hawks cope and guests are told to bring a coat.
- Hot days: the walk starts at 09:30 instead and stays in the shade of Lower Wood
""")

a("mewslog-debugging", "Debugging mewslog", "2026-05-14", ["mewslog", "debugging"],
"""# Debugging mewslog

{R2b}mewslog reports exceptions to Rollbar (project `brackenholt-mewslog`); check there before reading the container logs.

## Common problems
- Tablet shows "offline": the PWA lost Wi-Fi in the mews; the queue syncs when it reconnects
- Morning report empty: a job failed overnight, rerun it from the admin page
- A bird missing from the list: check `is_active` (retired birds are hidden)

## Local
`make dev` starts the app with a seeded database of fake birds.
""")

a("fieldtrip-handover", "fieldtrip handover notes", "2026-01-22", ["fieldtrip", "schools", "handover"],
"""# fieldtrip handover (what we know)

Pieced together from the agency's handover email and poking at the code.

{R4b}fieldtrip's tests run on Bitbucket Pipelines, which is why it never moved to GitHub with the other repos.
- There are about 40 feature tests, half of them skipped
- The risk-assessment PDF is a Blade view rendered with dompdf
- Booking confirmation emails are Blade templates too
- Raj's admin account is the only real user
""")

a("displayboard-dev-setup", "displayboard dev setup", "2026-03-19", ["displayboard", "setup"],
"""# displayboard: getting it running locally

{R6b}displayboard is a Yarn project — run `yarn install` and commit `yarn.lock`; there is no other lockfile in the repo.

```
yarn install
yarn dev          # screens on :5173, API on :3000
```

- Fake running orders are in `fixtures/`; `yarn seed` loads them
- The screens are designed for 1920x1080; use the browser's device toolbar

## Releasing
{S5a}To release displayboard, run `./scripts/deploy.sh` from a laptop with the deploy key loaded.
- Bump the version in `package.json` first so the screens show the right footer
""")

a("owen-pairing-notes", "Pairing with Owen", "2026-04-16", ["owen", "workflow"],
"""# Notes from pairing sessions with Owen

{R10b}Owen's editor is Zed; when he pairs he shares the Zed window, so line numbers in our messages help him.

## Reviews
{F7b}Owen wants PRs under roughly 300 changed lines, one concern each, and the
migration in its own PR so he can deploy it separately.
- He likes a short "how to test" section in the PR description
- Screenshots for anything that changes the booking pages

## Other
- He'd rather get one message with everything than five small ones
""")

a("booking-policy-faq", "Booking policy FAQ", "2026-02-09", ["jessbook", "policy", "front-desk"],
"""# Booking policy (front desk FAQ)

Drafted for Lottie; mirrors the terms page.

{N2b}Experience days are refundable in full if cancelled at least 14 days before the date.
- Hawk walks and owl encounters can be moved free of charge up to 48 hours before
- If we cancel for weather, the guest chooses a new date or a voucher
- No-shows lose the booking
- Voucher bookings follow the same rules as paid ones
""")

a("owl-encounter-briefing", "Owl encounter briefing", "2026-04-11", ["experiences", "owls"],
"""# Owl encounter briefing (for falconers)

{O2a}Owl encounters take at most 10 guests so everyone gets a turn with each owl.
- Start in the barn, sit guests on the benches, owls one at a time
- Gloves for everyone over 6; under-6s can stroke with the back of a finger only
{N6b}Guests never feed the owls at encounters — food is given only by the falconer so we can log it in mewslog.
- No flash photography
- Finish at the aviaries so guests can see the owls go home
""")

a("mews-scales", "Mews scales", "2026-06-05", ["mewslog", "hardware", "weights"],
"""# The mews scales

Two Bluetooth perch scales (one for owls and hawks, one for the eagles), looked after by Tom.

{N9b}Weights are never typed in by hand: the scales push each reading straight into mewslog.
- The tablet pairs with a scale when the falconer picks the bird in the app
- Tare with the empty perch every morning
- Batteries are AA, spares in the office drawer
- If a scale fails, ring Tom before improvising
""")

a("morning-checks", "Morning checks in the mews", "2026-01-12", ["mews", "routine"],
"""# Morning checks

Sian's routine, written down for the new falconers.

1. Look at every bird before touching any: posture, feet, mutes, castings
2. Weathering: out to the lawn if it's dry
{O9a}Hawks and falcons are weighed before 08:30 so the flying list is ready for the 09:00 briefing.
{S2a}Food given is written in the paper day book on the mews door, bird by bird.
3. Clean the aviaries on the rota

Anything odd goes to Sian straight away.
""")

a("monitoring-changes", "Monitoring changes", "2026-06-18", ["infra", "monitoring"],
"""# Monitoring changes, June 2026

{S6b}We no longer use UptimeRobot; the checks moved to Uptime Kuma on the droplet in June.
- Checks: jessbook home and `/health`, mewslog `/health`, displayboard screens URL
- Alerts go to a Telegram group with Owen and Maddie
- Kuma itself is watched by a healthcheck from Owen's home server
""")

a("front-desk-kiosk", "Front desk kiosk", "2026-03-27", ["jessbook", "kiosk", "front-desk"],
"""# Front desk kiosk

The tablet at the entrance that shows today's sessions and free places.

{S8a}The front-desk kiosk pulls today's slots from jessbook's `/api/v1/slots` endpoint every minute.
- It runs in Fully Kiosk Browser, locked to the kiosk page
- If it shows yesterday, the tablet lost Wi-Fi; power cycle it
- Lottie can hide a session from the kiosk in the admin
""")

a("school-invoicing", "School invoicing", "2026-02-26", ["schools", "finance"],
"""# Invoicing schools

{S10a}School invoices are raised in Xero from the 'School visit' template and emailed
from there to the school business manager, not the teacher.
- Deposit invoice on confirmation, balance invoice the day after the visit
- Purchase order numbers go in the reference field; many schools reject invoices without one
- Chasing after 30 days is Lottie's job
""")

a("jessbook-upgrade-notes", "jessbook upgrade notes", "2026-02-05", ["jessbook", "upgrade"],
"""# jessbook upgrade notes

## Database
{F1b}jessbook is on Postgres 16 with `pg_trgm` enabled for the voucher-code search.
- The upgrade from 13 was a dump and restore during the January closure

## Hosting history
{D4a}Back in 2025 jessbook lived on a Heroku hobby dyno; the previous freelancer set it up that way.
- The move happened during the January rebuild, together with the database upgrade

## Left to do
- Remove the old `heroku.yml` and Procfile
""")

a("backup-restore-drill", "Backup restore drill", "2026-10-15", ["infra", "backups"],
"""# Restore drill, October 2026

{F4b}mewslog's nightly `pg_dump` lands in the `brackenholt-backups` bucket under `mewslog/` at 02:30, encrypted with age before upload.
- Restored the latest mewslog dump into a scratch droplet: 4 minutes, all birds present
- Restored jessbook the same way; bookings count matched production
- The age private key is in the office safe on paper as well

Next drill: January, during the closure.
""")

a("school-visit-checklist", "School visit checklist", "2026-03-04", ["schools", "checklist"],
"""# School visit checklist (Raj)

- Confirm numbers and any additional needs two weeks out
{F9b}The risk assessment goes to the lead teacher at least 10 working days before the visit, with the owl-handling page filled in.
- Coach parking: tell the school to use the lower field gate
- Hand-washing station set up by the barn
- Print name labels if the school asks
""")

a("arena-screens", "Arena screens", "2026-04-20", ["displayboard", "arena"],
"""# Arena screens

{D2a}For the 2026 Easter holidays the arena used a hired LED wall driven from a laptop.
- The hire company was Marches AV; the wall went back on 20 April
- The fixed screens were delivered in May and mounted on the stand
- displayboard needed a 16:9 layout tweak for the new screens
""")

a("volunteer-handbook", "Volunteer handbook notes", "2026-07-02", ["volunteers", "mews"],
"""# Volunteer handbook (key points)

{NS9a}Volunteers never handle the eagles or the falcons.
{D6a}Until June 2026 volunteers did the weekend evening feed on their own.
- Volunteers sign in on the office sheet and wear the green polo
- Food preparation in the food room is fine after the hygiene induction
- Questions go to the falconer on duty
""")

a("food-supplier-change", "Food supplier change", "2026-04-01", ["food", "suppliers"],
"""# Bird food supply, early 2026

{D8b}Between January and March 2026 we bought chicks from Kiezebrink while Honeybrook had the
bird-flu stop on their site.
- The Kiezebrink chicks were slightly bigger; Sian adjusted portions
- No change to the rats and rabbit
""")

a("display-day-notes", "Display day notes", "2026-05-09", ["displays", "weather"],
"""# Display days

{A5b}Eagles don't fly in the display once gusts go over 35 mph; the hawks and falcons can still go.
- The commentator checks the running order on displayboard 20 minutes before each show
- If a bird refuses, move on; never call it twice in front of the crowd
- Crowd in the covered stand if it's raining
""")

a("jessbook-dev-setup", "jessbook dev setup", "2026-01-30", ["jessbook", "setup"],
"""# Running jessbook locally

```
cp .env.example .env
# DATABASE_URL=postgres://jessbook@localhost:5432/jessbook_dev
docker compose up -d db
python manage.py migrate
python manage.py runserver
```

{A3b}Before pushing anything to jessbook, run the test suite locally first (`pytest -x`).
- `python manage.py seed_demo` creates a week of sessions
- Payment test keys are not needed unless you touch checkout
""")

a("contributing", "Contributing conventions", "2026-02-12", ["workflow", "git"],
"""# Conventions for all Brackenholt repos

- Branch names: `feature/<short>` or `fix/<short>`
{A9b}Write commit subjects in the imperative mood, keep them under 72 chars and end with the issue number.
- Open a PR as draft until CI is green
- Issues live in the GitHub project "Brackenholt"
""")

# ---- notes with no labelled claim ----
a("trackbridge-config-notes", "trackbridge config notes", "2026-03-09", ["trackbridge", "config"],
"""# trackbridge config

The vendor's sample config, kept for reference when we first wired up the base station:

```
tags:
  poll_interval: 60s
  low_battery: 3.5v
```

- Our own config lives in `config/brackenholt.yaml`
- Each tag is mapped to a bird name; the map is edited when a tag moves to another bird
- The geofence is the arena plus Lower Wood
""")

a("incident-juno-2025-12", "Juno's night out (Dec 2025)", "2026-01-09", ["incident", "birds"],
"""# Incident: Juno stayed out overnight, December 2025

- Juno (Harris hawk) went after a pheasant at the end of the afternoon flight on 14 Dec 2025
- Radio tracking lost her behind Lower Wood after dark
- Found next morning at 08:10 two fields away, fine, 40 g down
- This is why the GPS tags and trackbridge happened
""")

a("moult-season-2026", "Moult season 2026", "2026-08-10", ["birds", "moult"],
"""# Moult 2026

- Most of the hawks started dropping feathers in June
- Flying weights were raised for the moult; the summer list in reference_birds is the flying-season list
- Sable is flown lighter on the lure during the moult
- Feather counts are logged in mewslog under health events
""")

a("bird-flu-precautions", "Bird flu precautions", "2026-01-19", ["biosecurity", "birds"],
"""# Avian influenza precautions

- Foot dips at the mews door and the food room
- Visitors don't go into the mews, ever; they see the birds on the weathering lawn and in the aviaries
- If a prevention zone is declared, hawk walks pause and owl encounters move into the barn
- Sian checks the APHA updates every Monday
""")

a("photo-policy", "Photo policy", "2026-05-02", ["policy", "guests"],
"""# Photos

- Guests can take photos everywhere except the mews and the food room
- No flash near the owls
- We photograph experience-day guests only with consent ticked at booking
- Photos for social media go in the shared drive under `Marketing/2026`
""")

a("gift-shop-stock", "Gift shop stock", "2026-06-22", ["shop"],
"""# Gift shop

- Best sellers: owl plushies, the Brackenholt mug, falconry glove keyrings
- Reorders go through Lottie on Fridays
- Voucher cards (the printed ones) are kept behind the till
- Stock count every January during the closure
""")

a("staff-training-log", "Staff training", "2026-09-03", ["staff", "training"],
"""# Training notes

- New falconers shadow for four weeks before running a hawk walk alone
- First aid refresher for everyone in March
- mewslog training: 30 minutes with Sian on the tablet
- Raj runs the safeguarding session for anyone who works with school groups
""")

a("arena-maintenance", "Arena maintenance", "2026-02-17", ["arena", "maintenance"],
"""# Arena jobs during the closure

- Re-seeded the lawn in front of the stand
- New perches on the display posts
- The control hut roof was patched
- Cable run for the fixed screens laid in a duct under the path
""")

a("parking-and-access", "Parking and access", "2026-03-14", ["visitors", "access"],
"""# Parking and access

- Visitor car park opens at 09:30
- Coaches use the lower field gate and park on the hardstanding
- Blue-badge spaces by the café
- The bridleway for hawk walks is a public right of way; walkers have priority
""")

a("accessibility-notes", "Accessibility", "2026-05-25", ["visitors", "access"],
"""# Accessibility

- The arena stand has a wheelchair platform at the front
- Owl encounters are fully accessible; the barn has level access
- Hawk walks are on an uneven bridleway; we offer a paddock-only version on request
- Assistance dogs are welcome everywhere except the mews and aviaries
""")

a("social-media-plan", "Social media", "2026-04-06", ["marketing"],
"""# Social media

- Instagram and Facebook, three posts a week
- A bird of the week on Mondays
- Never post a bird's exact roost or tag positions
- Lottie schedules posts; Maddie approves anything about welfare
""")

a("jessbook-data-model", "jessbook data model", "2026-02-24", ["jessbook", "data-model"],
"""# jessbook models (rough map)

- `Product` (hawk walk, owl encounter, experience day, junior falconer, owl nights)
- `Session` = a product on a date and time with capacity
- `Booking` belongs to a session; `Guest` rows per person
- `Voucher` with code, value or product, expiry date
- `Payment` rows are written by the checkout webhook
""")

a("mewslog-report-ideas", "mewslog report ideas", "2026-07-16", ["mewslog", "ideas"],
"""# Ideas for mewslog reports (not built)

- Weight trend chart per bird over the moult
- Food cost per bird per month (needs prices from the food invoices)
- Flying hours per bird from trackbridge
- A printable weekly sheet for the licensing folder
""")

a("displayboard-commentary-scripts", "Commentary scripts", "2026-05-30", ["displayboard", "displays"],
"""# Commentary scripts

- Each bird has a short intro on the screens and a longer script for the commentator
- Scripts live in displayboard under `content/birds/`
- Keep facts checked with Sian: ages, wingspans, where the bird came from
- The peregrine stoop is the finale; the script ends with the speed fact
""")

a("new-bird-arrival-sop", "New bird arrival", "2026-08-27", ["birds", "sop"],
"""# When a new bird arrives

1. Quarantine aviary for 30 days
2. Vet check in the first week
3. Create the bird in mewslog with species, ring number and Article 10 number if needed
4. Flying weight is set by Sian after two weeks of weighing
5. Add a profile to the website once the bird flies
""")

a("licences-and-inspections", "Licences and inspections", "2026-06-12", ["licensing"],
"""# Licences and inspections

- Zoo licence inspection was in June; next one in 2028
- The inspector looked at the mewslog weight history and the vet records
- Article 10 certificates are needed for the peregrine hybrid and the eagles
- Keep the bird register (acquisitions and disposals) up to date in mewslog
""")

a("christmas-2026-plan", "Christmas 2026", "2026-11-20", ["season", "vouchers"],
"""# Christmas 2026

- Open weekends in December for Santa's owls (separate product in jessbook)
- Closed from 24 December; the reopening date is decided with the January closure plan
- Voucher push starts in the newsletter at the end of November
- The café does mince pies; the shop stocks the calendar
""")

a("agent-session-2026-09-12", "Session notes 2026-09-12", "2026-09-12", ["session", "jessbook"],
"""# Session 2026-09-12

- Started the `school_visit` product type on a branch, with the form fields Raj asked for (teacher name, PO number); not merged yet
- Import script for the fieldtrip CSV written, dry run OK
- Owen reviewed on Thursday; nothing changes for schools until the import is run
""")

a("halloween-owl-nights", "Halloween owl nights", "2026-10-02", ["experiences", "owls", "season"],
"""# Halloween owl nights

- Three evenings, 18:30 start, about 90 minutes
- Up to 40 guests per evening; owls flown in the barn and on the lawn under lights
- Sold as their own product in jessbook
- Hot chocolate from the café included
""")
