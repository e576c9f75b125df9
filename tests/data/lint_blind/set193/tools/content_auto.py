# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def add(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

add("logyard-dev-setup", "logyard dev setup", "2026-02-09", ["logyard", "setup"], """
# logyard dev setup

Local dev uses a throwaway Postgres in Docker:

```
docker compose up -d db
export DATABASE_URL=postgres://logyard@localhost:5432/logyard_dev
python manage.py migrate
```

@@V2b@@

Fixtures: `make seed` loads three suppliers and a week of fake intake.
""")

add("saw-doctor-notes", "Saw doctor notes", "2026-03-18", ["bladebook", "saw-shop"], """
# Notes from a morning with Pete in the saw shop

@@V4b@@
Pete re-tensions each band on the roller every third regrind.
Swage and side-dress happen on the Vollmer in one pass; a regrind takes about 25 minutes.
He'd like bladebook to show which bands are due before the shift starts, not after.
""")

add("cutplan-ci-notes", "cutplan CI notes", "2026-06-03", ["cutplan", "ci"], """
# cutplan CI notes

@@V6b@@
The e2e tests need a seeded database; the CI job starts one as a service container.
Flaky test: `cutlist.release.spec.ts` times out when the optimiser is slow to start; it has a retry for now.
""")

add("data-retention", "Data retention", "2026-04-22", ["retention", "gdpr"], """
# Data retention across the apps

@@V7b@@
which the nightly purge job deletes them.

- Grading photos: 1 year
- haulr GPS traces from the driver app: 90 days
- Customer accounts with no order for 6 years are anonymised
""")

add("ci-runners", "CI runners", "2026-05-12", ["ci", "infra"], """
# CI runners

@@R2b@@
The runner VM has 8 cores and 16 GB; the Go and TypeScript builds share it and queue behind each other.
Docker layer cache lives on the runner's local disk, so the first build after a reboot is slow.
""")

add("kilnwatch-debugging", "Debugging kilnwatch", "2026-07-21", ["kilnwatch", "debugging"], """
# Debugging kilnwatch

@@R4b@@
`journalctl -u kilnwatch -f` on `kiln-01` shows every poll when `LOG_LEVEL=debug`.
Most "kiln offline" reports are the gateway's switch port flapping, not kilnwatch itself.
""")

add("haulr-architecture", "haulr architecture", "2026-03-02", ["haulr", "architecture"], """
# haulr architecture

- `api`: Go HTTP service the office screens and the driver app talk to
- `worker`: background jobs
@@R9b@@
- Route planning uses the HERE routing API with the lorry's height and weight

```
HAULR_WORKER_CONCURRENCY=4
HAULR_SMS_RETRIES=3
```
""")

add("driver-handbook", "Driver handbook (digital bits)", "2026-04-07", ["haulr", "drivers"], """
# Driver handbook: the haulr bits

## Before the drop
@@N8a@@
Check the site notes in the app for access (low bridges, soft ground, gate codes).

## At the drop
@@N2b@@
Straps go back in the locker, not on the cab floor.
""")

add("kiln-operator-guide", "Kiln operator guide", "2026-02-16", ["kilnwatch", "kilns"], """
# Kiln operator guide (what the software does and doesn't do)

@@N7b@@
@@S4a@@
@@A9a@@
Check the probe readings against a handheld meter on two boards before calling a charge done.
""")

add("weighbridge-procedure", "Weighbridge procedure", "2026-01-20", ["logyard", "weighbridge"], """
# Weighbridge procedure

1. Lorry drives on, driver stays in the cab.
2. The intake PC reads the gross weight; the yard hand enters haulier and supplier.
3. After unloading, the lorry goes back over for the tare.

@@N9a@@
""")

add("intake-legacy", "Legacy intake database", "2026-01-28", ["logyard", "legacy"], """
# Legacy intake database

@@S7a@@
still keys late tickets into it.
The file sits on the office share; Access 2016 is only installed on the office PC.
logyard's import script pulled everything up to 2023-12-31 in one go.
""")

add("deploy-notes", "Deploy notes", "2026-03-25", ["infra", "deploys"], """
# Deploy notes

`make deploy APP=logyard` from the infra repo wraps the playbook run.
@@F5b@@
The cutplan playbook builds the front end on the VM; it takes about four minutes.
""")

add("cut-list-format", "Cut list format", "2026-06-16", ["cutplan", "cut-lists"], """
# Cut list format

@@D7a@@
Each piece has length, width, thickness, grade and species code; lengths are in millimetres.

@@F6b@@
delivery date in the header.
""")

add("kiln5-commissioning", "Kiln 5 commissioning", "2026-09-04", ["kilnwatch", "kiln-5"], """
# Kiln 5 commissioning

@@O1a@@
Vacutec's engineer set up the vacuum schedule for oak beams on the kiln's own panel.
First charge: twelve 200 mm oak beams for the Ross-on-Wye barn job.
""")

add("joinery-orders", "Joinery orders", "2026-05-11", ["kilns", "orders"], """
# Joinery orders

@@O2a@@
Joinery customers want boards planed-all-round; the Ledbury yard does that on the four-sider.
""")

add("remittance-emails", "Remittance emails", "2026-08-06", ["logyard", "email"], """
# Supplier remittance emails

@@O5a@@
They go out on the last working day of the month, after Gwen approves the payment run.
""")

add("fleet", "Fleet", "2026-02-03", ["haulr", "fleet"], """
# Fleet

@@O6a@@
The rigid (DX19 ABC) does the local drops and anything where the artic can't get in.
MOTs: the rigid in April, the artic in September.
""")

add("label-printer-bridge", "Label-printer bridge", "2026-07-28", ["ledbury", "labels"], """
# Label-printer bridge

@@O7a@@
It takes label jobs from cutplan over MQTT and prints on the Zebra in the dispatch office.
""")

add("kilnwatch-history", "kilnwatch history", "2026-04-14", ["kilnwatch", "history"], """
# kilnwatch history

@@D1a@@
Before kilnwatch, the operator read the controllers' own screens twice a shift.
""")

add("kiln-alarm-howto", "Kiln alarms how-to", "2026-05-27", ["kilnwatch", "alerts"], """
# Kiln alarms how-to

@@A1a@@
Acknowledge in the thread so the next person knows someone is on it.

@@NS9a@@
""")

add("db-hosts", "Database hosts", "2026-06-22", ["infra", "postgres"], """
# Database hosts

@@A2a@@
db2 is the streaming replica of db1; nothing writes to it.
""")

add("ledbury-yard", "Ledbury yard", "2026-03-09", ["ledbury"], """
# Ledbury yard

@@A8a@@
Customers collecting sleepers need to bring their own straps.
""")

add("invoicing", "Invoicing", "2026-05-19", ["cutplan", "fsc", "invoicing"], """
# Invoicing

@@A10a@@
@@NS5b@@
""")

add("dispatch-checklist", "Dispatch checklist", "2026-08-12", ["haulr", "dispatch"], """
# Dispatch checklist

@@NS1a@@
included.
Check the straps, the load height, and that the crane is stowed before the lorry leaves.
""")

# ---- notes that belong to no pair
add("headrig-setup", "Headrig setup", "2026-02-24", ["saw-shop", "headrig"], """
# Headrig setup

The headrig is a Stenner bandmill running 178 mm (7 inch) band blades.
Feed speed for oak is kept low; softwood runs at roughly twice the speed.
Blade changes happen at breaks so the line only stops once.
""")

add("log-deck-layout", "Log deck layout", "2026-01-14", ["yard"], """
# Log deck layout

Oak on the north deck, softwood on the south deck, sweet chestnut in the bay by the weighbridge.
Logs are stacked by supplier and intake week so the graders can find them.
""")

add("supplier-list", "Suppliers", "2026-01-31", ["logyard", "suppliers"], """
# Log suppliers

- Forest of Dean estates (oak, larch)
- Two Herefordshire farm woodlands (oak, ash)
- Welsh Borders forestry co-op (Douglas fir, spruce)
Each supplier has a default grade sheet in logyard.
""")

add("oak-beam-orders", "Oak beam orders", "2026-07-07", ["cutplan", "oak"], """
# Oak beam orders

Green oak beams for framing go out undried; only beams for interiors are kiln-dried.
Beam lengths over 6 m need the artic.
""")

add("sleeper-stock", "Sleeper stock", "2026-03-30", ["ledbury", "stock"], """
# Sleeper stock

New oak sleepers are 2400 x 200 x 100 mm; reclaimed ones vary and are priced per piece.
Ledbury holds most of the sleeper stock; the mill keeps a pallet for delivery top-ups.
""")

add("haulr-api", "haulr API", "2026-04-29", ["haulr", "api"], """
# haulr API

- `POST /deliveries`: create a booking (office screens and the public order form)
- `GET /deliveries/{id}/pod`: proof-of-delivery photo and signature
- `POST /webhooks/cutplan`: order status changes from cutplan
Auth is a per-client token; the driver app uses short-lived tokens from its login.
""")

add("kiln-charge-loading", "Loading a charge", "2026-02-12", ["kilns"], """
# Loading a charge

Stacks are 1.2 m wide with 25 mm sticks every 600 mm, sticks lined up vertically.
Weights go on top of softwood stacks to stop the top boards cupping.
Sample boards go in pockets at the front and middle of each stack.
""")

add("grading-rules", "Grading rules", "2026-01-22", ["logyard", "grading"], """
# Grading rules

Grades are A (prime), B (joinery) and C (fencing/sleepers).
Knots over 40 mm drop an oak butt to B; shake or rot anywhere drops it to C.
Graders photograph the butt end of every A log.
""")

add("ledbury-stocktake", "Ledbury stocktake", "2026-10-26", ["ledbury", "stock"], """
# Ledbury stocktake

Stocktake is done after closing on the last Saturday of October and April.
Counts go into a spreadsheet that Nia imports into cutplan.
""")

add("cutplan-pricing", "cutplan pricing", "2026-05-05", ["cutplan", "pricing"], """
# cutplan pricing

Prices live in the `price_list` table and are reviewed in April and October.

```
-- cheapest per-m3 lines, for the review
SELECT species, grade, price_m3 FROM price_list ORDER BY price_m3 LIMIT 10;
```

Trade customers get their discount applied at quote time, not on the invoice.
""")

add("logyard-fsc-report", "FSC volume report", "2026-03-04", ["logyard", "fsc"], """
# FSC volume report

logyard builds the monthly FSC volume summary on the 1st, per supplier and species.
Gwen checks it before it goes into the audit folder.
""")

add("sawdust-and-chip-sales", "Sawdust and chip sales", "2026-06-30", ["co-products"], """
# Sawdust and chip sales

Sawdust goes to an equestrian bedding firm, collected every Tuesday.
Chip goes to the biomass plant at Leominster on their own lorries, weighed out over our bridge.
""")

add("safety-induction", "Safety induction", "2026-01-12", ["safety"], """
# Safety induction (what the software team needs to know)

Hi-vis and boots past the yellow line, always.
Never walk between a forklift and a stack.
The headrig area is off limits while the line is running, even for a quick photo.
""")

add("kilnwatch-api", "kilnwatch API", "2026-08-25", ["kilnwatch", "api"], """
# kilnwatch API

Read-only JSON endpoints for the office screens:

```
GET /api/kilns
GET /api/kilns/{id}/charge
GET /api/kilns/{id}/readings?since=...
```

Tokens are per client; the Ledbury counter PC has one so staff can tell customers when oak will be ready.
""")

add("incident-2026-07-kiln3-fan", "Incident 2026-07-15 kiln 3 fan trip", "2026-07-16", ["incident", "kilns"], """
# Incident 2026-07-15: kiln 3 fan trip

The kiln 3 fan tripped at 02:10 and nobody noticed until the morning shift at 06:00.
Cause: a failed contactor. Charge was oak 50 mm, no visible damage after checking sample boards.
Follow-up: alert on fan current, not just temperature.
""")

add("haulr-route-planning", "Route planning", "2026-05-21", ["haulr", "routes"], """
# Route planning

Routes are planned the afternoon before; the office can reorder drops until 07:00.
Low bridges on the A438 and A49 are in the avoid list for the artic.
""")

add("timber-moisture-testing", "Moisture testing", "2026-04-01", ["kilns", "quality"], """
# Moisture testing

Handheld pin meters are checked against the oven-dry method once a quarter.
Readings are temperature-corrected; the meter does it if you set the species.
""")

add("cutplan-dev-setup", "cutplan dev setup", "2026-02-18", ["cutplan", "setup"], """
# cutplan dev setup

```
make dev
```

That starts the API, the front end and a local Postgres. The optimiser is stubbed in dev unless you set
`OPTIMISER_URL`.
""")

add("mill-network", "Mill network", "2026-03-13", ["infra", "network"], """
# Mill network

VLAN 10 office, VLAN 20 kiln shed, VLAN 30 yard and weighbridge, VLAN 40 guest Wi-Fi.
The kiln shed switch is on a UPS; the yard switch isn't, so a power cut takes the intake PC off the network.
""")

add("customer-accounts", "Customer accounts", "2026-06-09", ["cutplan", "customers"], """
# Customer accounts

Trade accounts are on 30-day terms; cash customers pay at order or at Ledbury on collection.
Credit limits are set by Gwen and checked when an order is confirmed, not at quote.
""")

add("bladebook-export", "bladebook export", "2026-09-29", ["bladebook"], """
# bladebook export

Pete asked for a monthly CSV of blades per machine with total regrinds, for the Vollmer service visit.
It's a button on the blades page now.
""")

add("weekly-mill-meeting", "Weekly mill meeting", "2026-11-09", ["meetings"], """
# Weekly mill meeting (Monday 08:30)

Agenda: safety, last week's volumes, kiln plan, deliveries, anything for the software team.
The software team only needs to attend the last ten minutes.
""")
