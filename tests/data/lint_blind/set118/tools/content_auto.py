# Free notes: auto/<slug>.md with title/created/tags. @ID@ marks a claim line.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("haccp-temperature-logging", "HACCP temperature logging at the commissary", "2026-02-09", ["haccp", "prepline", "commissary"], """
# HACCP temperature logging

@S2a@Temperature probes in the commissary log to the Tinytag cloud; prepline imports the readings hourly.

@V2b@The walk-in chiller alarm only fires above 8 °C; below that prepline just logs the reading.

Readings are kept in prepline and exported for the EHO when they ask.
""")

A("tillhub-offline-mode", "tillhub offline mode", "2026-04-02", ["tillhub", "payments"], """
# How the van till copes without signal

Pitches with no 4G are common (Harbourside wall, the festival fields).

@V4b@When a van comes back online, tillhub retries each queued card payment 3 times and then parks it in `stuck_payments`.

Someone checks `stuck_payments` every morning; most of them are declined cards, not bugs.

@NS6b@Menu price changes can be pushed to tillhub mid-service; the van app picks them up without a restart.
""")

A("booking-terms", "Booking terms as pitchbook applies them", "2026-03-20", ["pitchbook", "terms", "deposits"], """
# Booking terms

## Event organisers
@V6b@Event organisers pay a 50% deposit when the booking is confirmed in pitchbook; the balance is invoiced after the event.

## Weddings and private parties
@O6a@Weddings and private parties pay a 30% deposit, with the balance due four weeks before the date.

## VAT
@N2b@VAT at 20% is charged on the deposit as well as the balance — the deposit invoice shows it.
""")

A("menuboard-sold-out", "Sold-out items on the screens", "2026-06-14", ["menuboard", "tillhub"], """
# Sold-out items

Crews complained that sold-out dishes stay on the screen.
@V7b@menuboard screens pull the menu every 5 minutes, so a sold-out item can stay
visible for a few minutes after the crew taps it off in tillhub.

Workaround for now: crew lead covers it with the "sold out" magnet.
""")

A("generator-log", "Generator servicing log", "2026-05-05", ["fleet", "generators", "vanlog"], """
# Generators

| Model | Service | Work | Tracked in |
|---|---|---|---|
@V8b@| Honda EU70is | every 500 run hours | oil, plug, air filter | vanlog `gen_hours` |
| Honda EU22i (spare) | every 100 run hours | oil | paper log in the cage |

Avon Power Hire do the services at the commissary on Wednesdays.
""")

A("backup-restore-drill", "Restore drill notes", "2026-07-08", ["infra", "backups"], """
# Restore drill (July)

@V10b@We keep 14 days of nightly Postgres dumps; older ones are pruned automatically.

Drill: restored last night's pitchbook dump into a scratch database, row counts matched.

```
pg_restore --no-owner -d scratch pitchbook-2026-07-07.dump
# retention: 30 days   <- stale comment in the old script, ignore
```
""")

A("ci-notes", "CI notes", "2026-05-22", ["ci", "infra"], """
# CI

@R2b@Our CI is Woodpecker, self-hosted on ops-1; every repo has a `.woodpecker.yml`
at the root and the pipelines run in Docker.

- Tests plus a lint step on every push
- Main branch builds also push the image
""")

A("pitchbook-email-templates", "pitchbook email templates", "2026-04-18", ["pitchbook", "email"], """
# Email templates

@R4b@Confirmation and invoice emails from pitchbook are sent through Mailgun (EU region), domain `mg.tinroof.co.uk`.

@F2b@The pre-event reminder goes out 72 hours before pitch-up, with the site map and our RAMS attached.

Templates live in `app/views/organiser_mailer/`; Marta edits the wording, we edit the layout.
""")

A("pitchbook-release-process", "pitchbook release process", "2026-06-02", ["pitchbook", "git", "releases"], """
# Releasing pitchbook

@R6b@pitchbook PRs are merged with a real merge commit so the release tags point at commits that exist on the branch.

Tag format: `v2026.06.1`. Release notes go to Marta in Slack.
""")

A("vanlog-workers", "vanlog workers", "2026-08-11", ["vanlog", "jobs"], """
# vanlog background work

@R7b@vanlog's background jobs run on RQ with Redis; there is no RabbitMQ anywhere in our stack.

Jobs: nightly HACCP summary PDF, generator-hours rollup, stale-agent alert.
""")

A("van-connectivity", "Van connectivity", "2026-03-03", ["fleet", "network"], """
# Getting the vans online

@R9b@Every van's uplink router is a Peplink BR1 Mini on a Three data SIM.

@NS10a@Do not put the card readers on the customer Wi-Fi (`TinRoof-Free`).

The customer Wi-Fi has a splash page and a 30-minute limit.
""")

A("festival-checklist", "Festival checklist", "2026-05-28", ["festivals", "checklist", "fleet"], """
# Festival checklist

## Before
@A2a@Vans must be on pitch at least 2 hours before service.
- Confirm the power arrangement with the organiser
- Check cylinders and spares in the cage

## On site
@F9b@Generator goes at least 3 m behind the van, exhaust pointing away from the queue.
@NS5b@The generator runs for the whole of service and through close-down.
@N1b@On multi-day festivals the cylinders are refilled on site by Calor's event bowser each morning.

## After
- Grey water back to the commissary, never onto the field
""")

A("menu-changes-on-the-day", "Menu changes on the day", "2026-07-19", ["menuboard", "allergens", "crews"], """
# When the menu changes on the day

Sometimes a supplier substitutes an ingredient and the dish changes that morning.

@N4b@Allergen info can be edited directly in the van's screen admin when a dish changes on the day.

Then tell the office so prepline catches up.
""")

A("vanlog-bisect-notes", "Bisecting vanlog agent bugs", "2026-09-02", ["vanlog", "git"], """
# Bisecting agent bugs

The August fridge-reading dropouts took two days because history was lumpy.

@N6b@Never squash vanlog PRs: bisecting agent bugs needs every individual commit.
""")

A("booking-workflow", "Booking workflow in pitchbook", "2026-02-17", ["pitchbook", "bookings"], """
# From request to confirmed

1. Organiser fills in the request form
@N9a@Booking requests are not auto-accepted — Marta reviews every one in pitchbook before it's confirmed.
3. Confirmation email and deposit link go out together
""")

A("early-start-runbook", "Early start runbook", "2026-06-20", ["vanlog", "crews", "checks"], """
# 5am starts

- Keys from the key safe, cylinders from the cage
@N10b@On 5am starts drivers may skip the vanlog opening check and fill it in once they're on pitch.
- Text the crew lead when leaving
""")

A("rota-and-shifts", "Rota and shifts", "2026-01-22", ["rota", "crews"], """
# Rota

@S3a@Rotas are published in Deputy every Thursday for the following week,
and shift swaps are requested in the same app.

- Minimum 11 hours between shifts
""")

A("finance-month-end", "Month end with finance", "2026-09-30", ["finance", "pitchbook", "xero"], """
# Month end

@S5b@The pitchbook → Xero invoice job is switched off; since July invoices are raised by hand in Xero.

@NS1a@We never issue a corporate invoice without the client's PO number on it.

- Card payouts are reconciled against Stripe and SumUp statements
""")

A("van-tracking", "Van tracking", "2026-10-06", ["fleet", "gps"], """
# Where are the vans

@S7b@Traccar has been decommissioned; van GPS comes from the Samsara dashboard now.

Marta has the Samsara app on her phone; the office screen shows the same map.
""")

A("burger-van-notes", "TR-02 burger van notes", "2026-05-14", ["TR-02", "haccp", "fleet"], """
# TR-02

@F1b@On TR-02 the two-hourly hot-hold probe is logged in vanlog under HACCP > Hot hold, target 63 °C or above.
@NS3b@Raw chicken goes in TR-02's bottom fridge drawer, under everything else.
- Buns are toasted to order, never held
""")

A("pay-and-hours", "Pay and hours", "2026-04-10", ["crews", "pay"], """
# Pay and hours

@F7a@Crew travel to pitches is paid time.
@D9b@Crew are paid weekly, every Friday, through Xero payroll.
- Breaks: 30 minutes unpaid on shifts over 6 hours
""")

A("licensing", "Licensing and consents", "2026-02-25", ["licensing", "council"], """
# Licences

@F8a@Every van needs street trading consent from the council it trades in.
- Food business registration is for the commissary address
""")

A("preorders", "Pre-orders", "2026-06-25", ["tillhub", "preorders"], """
# Pre-orders

@D1b@Pre-orders come in through tillhub's web ordering page and show on the van tablet 30 minutes before collection.
""")

A("power-rewire", "TR-03 power rewire", "2026-07-02", ["TR-03", "power", "fleet"], """
# TR-03 rewire (June)

@D4a@Before the June rewire TR-03 ran its fridges off the generator all day.
The new battery bank is charged overnight at the commissary.
""")

A("commissary-move", "The commissary move", "2026-03-01", ["commissary"], """
# Moving to St Philips

@D8a@Before February 2026 all prep was done at the Fishponds unit,
which had no room for more than four vans to load.
""")

A("prep-tablets", "Prep tablets", "2026-03-16", ["prepline", "commissary"], """
# Prep tablets in the kitchen

@A3b@The prepline admin is at prep.tinroof.co.uk/admin — staff logins only.
- Tablets show the prep sheet for the day
""")

A("on-call", "On-call", "2026-04-28", ["on-call", "infra"], """
# On-call

@A5b@Dev on-call is a weekly rota; we swap over on Mondays at 10am.
- Phone numbers in the pinned Slack message
""")

# ----- filler notes (no claims)
A("stripe-payouts", "Stripe payouts", "2026-03-09", ["pitchbook", "finance"], """
# Stripe

Deposits are taken by Stripe; payouts weekly on Tuesdays. Disputes go to Marta.
""")
A("van-washdown", "Van wash-down", "2026-02-12", ["commissary", "fleet"], """
# Wash-down

- Every van is washed down at the commissary after service
- Fridges emptied, wiped and logged
- Grey water tank emptied into the drain by the loading door
""")
A("allergen-matrix", "Allergen matrix", "2026-05-03", ["allergens", "prepline"], """
# Allergen matrix

The printed allergen matrix on each van is generated from prepline each morning.
""")
A("slack-channels", "Slack channels", "2026-01-14", ["team"], """
# Slack

- #vans: crew leads and office
- #commissary: kitchen, alarms
- #dev: Jonah and Aisha
""")
A("harbourside-notes", "Harbourside market notes", "2026-04-24", ["pitches"], """
# Harbourside

- Load-in from 16:00 via the cobbled lane
- Power: our own generator; there's no hook-up
""")
A("stock-counts", "Stock counts", "2026-06-09", ["prepline", "stock"], """
# Stock counts

Counts on Monday mornings in prepline. Variance over 5% gets a second count.
""")
A("agent-sd-cards", "Agent SD cards", "2026-08-21", ["vanlog", "hardware"], """
# SD card failures

Two vanlog agents died in the heat in August. Spare agents are in the office drawer, pre-flashed.
""")
A("dev-laptops", "Dev laptops", "2026-01-30", ["team"], """
# Laptops

Both developers are on MacBook Pros; the office PC is only for label printing.
""")
A("wedding-season", "Wedding season notes", "2026-05-19", ["pitchbook", "weddings"], """
# Weddings

Most weddings want TR-01 (flatbreads) or TR-03 (bao). Venues often need our public liability certificate.
""")
A("eho-visit", "EHO visit", "2026-08-27", ["haccp", "commissary"], """
# EHO visit (August)

Rating stayed at 5. They liked the digital logs; asked for the cooling records to be easier to find.
""")
A("organiser-portal", "Organiser portal", "2026-07-25", ["pitchbook"], """
# Organiser portal

Organisers see their bookings, invoices and the site documents we've uploaded.
""")
A("winter-hours", "Winter hours", "2026-11-02", ["crews", "pitches"], """
# Winter

Fewer events; the Harbourside market keeps going until Christmas.
""")
A("fridge-agents", "Fridge agents in the vans", "2026-03-27", ["vanlog", "haccp"], """
# Fridge agents

Each van agent reads two probes (fridge and under-counter) and sends the readings every minute.
""")
A("supplier-deliveries", "Supplier deliveries", "2026-02-03", ["commissary"], """
# Deliveries

Meat on Tuesdays and Fridays, veg daily except Sunday, dry goods fortnightly.
""")
A("menu-photos", "Menu photos", "2026-04-06", ["menuboard", "content"], """
# Photos for the screens

Dish photos are shot at the commissary on the light table; 1600 px wide, JPEG, no text on the image.
""")
A("van-mot-dates", "Van MOT dates", "2026-01-26", ["fleet", "vehicles"], """
# MOTs

MOT dates for all vans are in the fleet calendar; TR-01 and TR-02 fall in March, the rest spread across the year.
""")
A("queue-times", "Queue times at markets", "2026-09-17", ["tillhub", "pitches"], """
# Queue times

tillhub's order timestamps show the Friday Harbourside queue peaks around 19:00; TR-05 is usually the bottleneck.
""")
