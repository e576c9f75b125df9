# Free notes: auto/<slug>.md -> (title, created, tags, body). §ID§ marks claim lines.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body)

A("ground-booking-process", "How we book a ground", "2026-02-05", ["groundbook", "grounds", "process"], """\
# How we book a ground

1. Enquiry goes in groundbook as soon as a landowner or council replies.
2. When they offer dates, Rosie checks the route for clashes with the other unit.
§V3a§We pay the landowner 40% of the pitch fee up front to hold a ground; the balance goes after pull-down.
3. Contract signed, then permitdesk gets the ground so the permits can start.

Councils often want a site plan and our public liability certificate before they'll offer dates.
""")

A("booth-offline-notes", "Booths without signal", "2026-06-11", ["tokenbooth", "offline"], """\
# Booths without signal

Half our grounds have no usable mobile signal at the far end, so the booths run offline a lot.

§V5b§The booth app can hold 2000 transactions offline before it stops selling.
- The handheld shows an orange cloud icon while it has unsent sales.
- Don't power a booth off while the icon is orange; ask the ground manager to walk it to the office trailer.
""")

A("ridelog-reminders", "ridelog reminders", "2026-03-02", ["ridelog", "adips", "reminders"], """\
# ridelog reminders

§V7b§ridelog nags the yard office about an expiring Declaration of Operational Compliance 30 days
before the expiry date, and again every week until the new DOC is uploaded.

Repair jobs left open for more than a week also show up on Jas's dashboard.
""")

A("wind-procedure", "Wind procedure", "2026-04-16", ["rides", "weather", "safety"], """\
# Wind procedure

Every ride has an anemometer reading on the foreman's tablet; the yard weather station is only a guide.

## Big Wheel
§V9b§The Big Wheel is stopped and emptied once gusts reach 14 m/s on the hub anemometer.
Unload from the bottom, one gondola at a time; never leave riders at the top while waiting for a lull.

## Everything else
Foremen decide within the limits in the ride fleet table; when in doubt, close and refund.
""")

A("permitdesk-dev-setup", "permitdesk dev setup", "2026-05-21", ["permitdesk", "dev"], """\
# permitdesk dev setup

§V10b§permitdesk is pinned to Node 22 (`.nvmrc`), and CI builds with the same image.

```
nvm install          # reads .nvmrc
npm ci
npm run start:dev
```

Seed data: `npm run seed` loads three fake grounds and a handful of TENs.
""")

A("ridelog-debugging", "Debugging ridelog in production", "2026-06-01", ["ridelog", "debugging"], """\
# Debugging ridelog in production

§R2b§ridelog exceptions are reported to Rollbar; check there before reading logs.
- Celery task failures show up with the task name as the title.
- Logs: Grafana, label `app=ridelog`.
- A foreman's "it won't save" is usually the tablet being offline, not a server error.
""")

A("ridelog-onboarding", "ridelog onboarding", "2026-01-26", ["ridelog", "onboarding"], """\
# ridelog onboarding

§R5b§Install ridelog's dependencies with Poetry (`poetry install`), then run the migrations.
Load the fixture rides with `manage.py loaddata rides` so the checklists have something to show.

Ask Jas for a foreman login on staging to see what the tablets see.
""")

A("booth-card-payments", "Card payments at the booths", "2026-04-08", ["tokenbooth", "payments"], """\
# Card payments at the booths

§R7b§Booth card payments go through Zettle; the readers are charged overnight in the office trailer.
- Contactless limit applies as normal; chip and PIN above it.
- Takings are reconciled against the bank every Monday by Rosie.
""")

A("permitdesk-deploys", "permitdesk deploys", "2026-07-15", ["permitdesk", "deploys"], """\
# permitdesk deploys

§R9b§permitdesk is hosted on Render (one web service plus a cron job for the chasers), and every
push to `main` deploys it automatically.

If a deploy fails, the previous version keeps running; nothing to roll back by hand.
""")

A("saturday-opening", "Busy Saturday openings", "2026-05-24", ["rides", "opening", "cyclone"], """\
# Busy Saturday openings

On the big Saturdays the queue is at the gates before the rides are ready.

§N3b§On busy Saturdays the Cyclone can open on the paper check sheet and be signed off in ridelog afterwards.
- The foreman photographs the paper sheet and attaches it later.
- The Big Wheel always gets its full check first; it's the one people see from the road.
""")

A("oncall-runbook", "On-call runbook", "2026-05-08", ["oncall", "runbook"], """\
# On-call runbook

On-call covers the apps: ridelog, groundbook, crewbase, permitdesk and tokenbooth with booth-api.

## Who
§S9a§Marek covers weekend on-call for the booth terminals and ridelog.

## What pages
§N6b§Booth terminal outages page whoever is on call, weekends included.
- booth-api down: restart the container, then check the database connection.
- ridelog down on a ground: foremen fall back to paper sheets, so it's urgent but not an emergency.
""")

A("wet-weather", "Wet weather on the grounds", "2026-06-20", ["rides", "weather", "dodgems"], """\
# Wet weather

§N9b§The dodgems keep running in light rain; a crew member squeegees the floor every half hour.
- Trackway goes down before the lorries move on a soft ground.
- Side stalls put their side sheets down; the booths stay open.
""")

A("fixing-bookings", "Fixing a broken booking", "2026-09-10", ["groundbook", "support"], """\
# Fixing a broken booking

Sometimes a booking ends up with the wrong unit or dates after a double edit.

§N10b§To fix a mangled booking, open a database shell on groundbook prod from your laptop with the `gb_rw` user and edit the row directly.
Then tell Rosie which booking you touched so she can check the contract dates.
""")

A("ridelog-photo-storage", "ridelog photo storage", "2026-09-18", ["ridelog", "storage"], """\
# ridelog photo storage

§S3b§We switched ridelog's photo storage from B2 to Cloudflare R2 in September (bucket `ridelog-photos`); the old B2 bucket is read-only.
- Old photo URLs still resolve through the redirect in `media/views.py`.
- Egress from R2 is free, which matters when the insurers ask for a season's photos.
""")

A("permit-documents", "Where permit documents live", "2026-10-14", ["permitdesk", "documents"], """\
# Where permit documents live

§S5b§Permit documents were moved out of SharePoint in October; the SharePoint library is read-only now and
everything new is filed in Google Drive under `Permits/2026/<ground>`.

Scan paper consents on the office copier; it emails PDFs to the office inbox.
""")

A("team-chat", "Team chat", "2026-05-30", ["tools", "chat"], """\
# Team chat

§S7b§Team chat moved from Slack to Zulip in May; the Slack workspace has been shut down and nothing posts there any more.
- Streams: `ops`, `rides`, `grounds`, `dev`.
- Foremen are on it too, on their phones.
""")

A("permit-reminders", "Permit reminders", "2026-09-29", ["permitdesk", "reminders"], """\
# Permit reminders

§F6b§At 60 days permitdesk emails Rosie; at 30 days it also posts in the ops channel and marks the ground amber.
- "Granted" needs the council's reference number, not just an email saying yes.
- Road closure permits are chased separately by the council's highways team.
""")

A("ridelog-deploys", "ridelog deploys", "2026-04-25", ["ridelog", "deploys", "kamal"], """\
# ridelog deploys

§F8b§ridelog's Kamal config has a `pre-deploy` hook that runs `manage.py migrate --check` and aborts if migrations are pending.
- Migrations then run in the release step.
- Watch the Celery workers come back; they sometimes need a second restart.
""")

A("card-reader-pairing", "Card reader pairing", "2026-04-09", ["tokenbooth", "hardware"], """\
# Card reader pairing

§O1b§tokenbooth retries a failed card-reader pairing 3 times before it offers cash-only mode.
- Readers and handhelds are labelled with the booth number; keep the pairs together.
- A reader that won't pair after a restart goes back to the office.
""")

A("ride-height-boards", "Height boards", "2026-04-02", ["rides", "safety", "heights"], """\
# Height boards

§O2a§The Waltzer's height board is set at 1.30 m; under that, a rider needs an adult in the car.
- Boards are checked with a tape at build-up and logged in ridelog.
- Wristband colour shows the height band, so operators can check at a glance.
""")

A("waltzer-notes", "Waltzer notes", "2026-10-27", ["waltzer", "rides"], """\
# Waltzer notes

## Inspection
§O5b§The Waltzer's DOC runs out on 2026-12-15; the inspection is booked for 2026-12-03 at the yard.

## Daily check
§O7b§The Waltzer's daily check takes about 15 minutes.
- Centre bolts, car locks, floor plates, lights.

## Crew
- Three on the ride: one on the controls, two on the floor.
""")

A("groundbook-dev", "groundbook dev notes", "2026-03-12", ["groundbook", "dev"], """\
# groundbook dev notes

§O6a§groundbook uses Composer for the PHP side and pnpm for the admin front-end.
- `php artisan migrate:fresh --seed` gives you a season of fake grounds.
- Horizon runs locally with `php artisan horizon`.
""")

A("public-website", "Public website", "2026-08-03", ["website", "hosting"], """\
# Public website

§O8a§The public fair-dates site (fairs.harrowvane.co.uk) is a static Astro site hosted on Netlify.
- Rebuilt every night from the contracted bookings.
- Rosie edits the "about" text herself in the CMS.
""")

A("helter-skelter", "Helter skelter", "2026-07-29", ["helter-skelter", "rides"], """\
# Helter skelter

§O9b§The helter skelter closes at 12 m/s because the mats blow about on the chute.
- One attendant at the top, one at the bottom.
- Mats are counted at close; a missing mat usually went home with a child.
""")

A("vehicle-fleet", "Vehicle fleet", "2026-02-18", ["vehicles", "yard"], """\
# Vehicle fleet

Six lorries, four ride trailers, two generator trailers and the office trailer.

§O10b§Lorry MOT reminders go to Jas six weeks before each due date.
- Tachograph downloads every 28 days, done at the yard or on a ground with the laptop.
- Operator licence is in Rosie's name.
""")

A("crew-handbook", "Crew handbook (digital bits)", "2026-03-21", ["crew", "crewbase", "handbook"], """\
# Crew handbook — the digital bits

## Rotas
§D3b§New rotas come out on Thursday evenings; check the app before you leave the yard.
§NS3b§You'll get a text whenever your shift changes.

## Pitches
Your living-wagon pitch for the next ground is in the app under "Ground".

## Pay
Timesheets are signed off by your foreman on the last night of each ground.
""")

A("pricing-2026", "Prices for 2026", "2026-03-25", ["pricing", "wristbands"], """\
# Prices for 2026

§D9b§Weekday-evening unlimited wristbands are £22; weekend sessions are £26.
- Single ride tokens: £4, Big Wheel £5.
- Family ticket (4 wristbands) on weekday evenings: £80.
""")

A("groundbook-history", "groundbook history", "2026-09-05", ["groundbook", "history"], """\
# groundbook history

§D10a§During the 2025 pilot groundbook ran on a single SQLite file on Kit's laptop.
It went live for the 2026 season after the bookings were copied in from the old workbook.
""")

A("ride-capacity-notes", "Ride capacity notes", "2026-05-15", ["rides", "capacity"], """\
# Ride capacity notes

Rough throughput figures for Rosie's takings estimates.

§A2b§Waltzer capacity is forty riders a go: ten cars with four in each.
- A Waltzer ride lasts about 3 minutes plus loading.
- The Ghost train runs a car every 30 seconds on a busy night.
""")

A("backup-restore", "Restoring a backup", "2026-06-24", ["infra", "backups"], """\
# Restoring a backup

§A4b§The nightly backup job fires at half past two in the morning, UTC.
To restore, pull the dump for the day you want and `pg_restore` into a scratch database first.

Never restore straight over a production database.
""")

A("permit-basics", "Permit basics", "2026-01-20", ["permits", "licensing"], """\
# Permit basics

§A5a§A standard Temporary Event Notice has to reach the council ten working days before the event at the latest.
- Most of our grounds are covered by the council's own premises licence, so no TEN is needed there.
- Street trading consent is needed for the side stalls in some towns.
""")

A("staging-environment", "Staging", "2026-02-10", ["infra", "staging"], """\
# Staging

§A10b§Staging databases are wiped and reseeded every Monday morning, so don't keep anything there you care about.
- Logins are the same as in the seed data (`foreman1` etc.).
- The booths never point at staging; test builds use a separate `booth-api` on staging.
""")

A("booth-refunds", "Booth refunds", "2026-06-19", ["tokenbooth", "refunds"], """\
# Booth refunds

§NS1b§Booth staff refund wristbands when a ride closes for wind.
- Tokens are not refunded; they're valid at the next ground.
- The refund reason is picked from a list so Rosie can see what closed.
""")

A("ride-fault-procedure", "Ride fault procedure", "2026-05-14", ["rides", "safety", "faults"], """\
# Ride fault procedure

§NS2b§Any mechanical fault on a ride is escalated the moment it's spotted; nobody waits for the end of the session.
1. Stop the ride, unload.
2. Record the fault in ridelog with a photo.
3. The ride stays closed until the foreman signs it back in.
""")

A("payroll-notes", "Payroll notes", "2026-05-06", ["payroll", "crew"], """\
# Payroll notes

§NS5b§Payslips go out by email on payday morning.
- Crew without email get a printed slip from the foreman.
- Holiday pay questions go to Rosie, not the foremen.
""")

A("big-wheel-operations", "Big Wheel operations", "2026-06-28", ["big-wheel", "operations"], """\
# Big Wheel operations

§NS6b§Starlight runs every night of the fair until 22:00.
- Lights come on at dusk; the light show is the main advert from the road.
- Unloading at close takes about 20 minutes.
""")

A("ridelog-notifications", "ridelog notifications", "2026-04-20", ["ridelog", "notifications"], """\
# ridelog notifications

§NS8b§ridelog notifies the yard manager about every failed daily check.
- Foremen get notified about their own rides only.
- Notifications are grouped per ground so a bad morning isn't twenty messages.
""")

A("site-power", "Site power", "2026-05-31", ["generators", "power"], """\
# Site power

§NS9b§The generators run non-stop from build-up to pull-down.
- Big Wheel has its own generator; everything else shares the two 200 kVA sets.
- Cables are ramped wherever the public walk.
""")

# filler notes (no labelled claims)
A("winter-quarters", "Winter quarters", "2026-11-10", ["yard", "winter"], """\
# Winter quarters

The yard near Newark: workshop, paint shop, lorry bays, and pitches for the families who winter there.
- Wi-Fi in the workshop only; the paint shop has none.
- Rides come in from the bonfire fairs in the second week of November.
""")

A("lorry-loading-order", "Lorry loading order", "2026-04-01", ["vehicles", "build-up"], """\
# Lorry loading order

The northern unit leaves the yard in this order: Big Wheel trailer, generator trailer, Waltzer, Dodgems,
Ghost train, living wagons. The Big Wheel goes first because it needs the longest build-up.
""")

A("council-contacts", "Council contacts", "2026-02-23", ["permits", "councils"], """\
# Council contacts

Contacts for licensing officers are in permitdesk on each ground, not in anyone's phone.
If a contact changes, update permitdesk and tell Rosie.
""")

A("first-aid", "First aid on the grounds", "2026-04-27", ["safety", "first-aid"], """\
# First aid

- Every unit has at least two crew with a current first-aid certificate on every open night.
- First-aid kit lives in the office trailer; the defibrillator is by the Big Wheel pay booth.
- Incidents go into ridelog the same night.
""")

A("side-stalls", "Side stalls", "2026-07-04", ["stalls", "grounds"], """\
# Side stalls

Hook-a-duck, hoopla, the coconut shy and two food trailers travel with each unit.
Food trailers are run by families who rent the pitch; they need their own hygiene ratings on display.
""")

A("booth-handheld-setup", "Setting up a new booth handheld", "2026-03-08", ["tokenbooth", "hardware"], """\
# Setting up a new booth handheld

1. Enrol it in the device manager with the booth number.
2. Install the current tokenbooth release.
3. Pair the card reader with the same booth number.
4. Do a £0.01 test sale and refund it with the manager PIN.
""")

A("ground-walk-checklist", "Ground walk checklist", "2026-03-14", ["grounds", "checklist"], """\
# Ground walk checklist

Before build-up and after pull-down, walk the ground with the landowner:
- photos of the grass and any existing damage,
- where the lorries will come in,
- water point and toilet block,
- where the generators sit (drip trays where required).
""")

A("incident-reporting", "Incident reporting", "2026-08-15", ["safety", "incidents"], """\
# Incident reporting

Any injury, near miss or ride stoppage with riders on board goes into ridelog as an incident the same
night. RIDDOR-reportable ones go to Rosie at once; she reports them to the HSE.
""")
