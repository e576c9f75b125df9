# Free notes: auto/<slug>.md with title / created / tags. (slug, title, created, tags, body)
AUTO = []
def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

A("milkrun-local-setup", "milkrun local setup", "2026-02-16", ["milkrun", "dev", "postgres"], """
# milkrun local setup

Local dev uses the compose Postgres; nothing points at prod from a laptop.

```
cp .env.example .env
DATABASE_URL=postgresql://milkrun:milkrun@localhost:5432/milkrun
```

§V2b§Prod milkrun connects to `postgresql://milkrun@pg.mr.internal:5433/milkrun` (5433 is the PG16 cluster).

## Tests
§F8b§The DB tests need the compose Postgres up: `docker compose up -d db` before `uv run pytest`.
Fixtures for tanker tickets live in `tests/fixtures/tickets.json`.
""")

A("old-fell-grading", "Old Fell grading and release", "2026-07-27", ["old-fell", "grading", "affine"], """
# Old Fell grading

§V3a§Old Fell goes out at 14 months minimum; it's graded at 10 and 13 months.
Wheels that score under 6 on body at the second grading are held back another two months and regraded.
Gareth likes the grading screen sorted by rack position, not by batch code.
""")

A("label-stock", "Label stock in dispatch", "2026-06-22", ["labeller", "dispatch", "labels"], """
# Label stock

Sam keeps the rolls on the shelf above the packing bench.

§V7b§Wheel labels are 100 x 100 mm — the 150 mm stock on the shelf
is for pallet labels only, don't load it in the wheel printer.

Retail portion labels are 58 mm wide, direct thermal, on the small Zebra by the scales.
Reorder from Label Direct when we're down to two boxes.
""")

A("milkrun-docker", "milkrun Docker image", "2026-04-14", ["milkrun", "docker"], """
§V6b§milkrun's image is built from `python:3.12-slim`; don't bother testing on 3.11 locally.
The image is about 180 MB; `uv sync --frozen` runs in the build stage.
Rebuild nightly so security updates are picked up.
""")

A("cheeseboard-api", "cheeseboard API for the deli integrations", "2026-08-31", ["cheeseboard", "api", "webhooks"], """
# cheeseboard API

Two delis (Lakeland Larder and The Cheese Room, Keswick) order through our API instead of the portal.

- Token per account, created in admin → API
§O2b§Outbound order webhooks to the two deli integrations are retried 6 times over 12 hours.
- Webhook payload is the order with lines and the expected delivery date
""")

A("ci-notes", "CI notes", "2026-05-18", ["ci", "builds"], """
# CI

§R2b§All builds and tests run on the Woodpecker CI box in the office
(`ci.brackenrigg.lan`), triggered on every push.

- cheeseboard's pipeline takes about 6 minutes, most of it `composer install`
- milkrun's pipeline runs ruff, mypy and pytest
""")

A("affine-ops", "affine operations notes", "2026-10-12", ["affine", "ops", "rooms"], """
# affine ops

§R5b§affine is deployed to a Hetzner Cloud CX22 in Falkenstein; the office only hosts the MQTT bridge.

§O10b§For affine, Uptime Kuma checks the MQTT broker every 5 minutes — the sensors are too chatty to care about a blip.

§D10b§Room 3 is set to 14 °C.

Quick check from a laptop on the tailnet:
```
mosquitto_sub -h mqtt.brackenrigg.lan -t 'rooms/room_3/#' -v
```
""")

A("cheeseboard-queue", "cheeseboard queue and jobs", "2026-06-03", ["cheeseboard", "queue"], """
§R7b§cheeseboard's queue uses the database driver (`jobs` table) — there's no Redis on that server.
Jobs: Xero push, confirmation emails, the evening pick-list build.
A stuck job shows in admin → Jobs; `php artisan queue:retry all` clears them after a fix.
""")

A("triage", "How bugs get triaged", "2026-03-26", ["process", "bugs"], """
# Triage

§R9b§Bugs and feature requests go on the Trello board "Systems"; Ruth triages it on Mondays.
Anything that stops orders or intake is fixed the same day, no triage needed.
Label everything with the app name.
""")

A("allergen-labels", "Allergen labelling on retail packs", "2026-09-08", ["labels", "allergens", "labeller"], """
# Allergen labelling

§N4b§Retail labels don't get a separate allergen line; milk is emboldened in the ingredients list, as Trading Standards advised.
Wheel labels are trade labels and follow the wholesale spec instead.
The ingredients text comes from the product record in cheeseboard.
""")

A("release-checklist", "Release checklist", "2026-08-14", ["deploys", "release", "process"], """
# Release checklist

1. main is green
§A10b§2. Tag as vYYYY.MM.N, e.g. `v2026.10.2`, then push the tag.
3. Watch the deploy job and check the app's health page
§N6b§Fridays are fine for deploys — weekends are the quietest time for wholesale.

## vatlog
§NS3b§vatlog deploys wait until the make room has been cleaned down,
usually about 15:00, so nobody is mid-make on a tablet.
""")

A("delivery-runs", "Delivery runs", "2026-10-05", ["cheeseboard", "dispatch", "vans"], """
# Delivery runs

§S3b§Routific subscription cancelled in September — van runs are planned in cheeseboard's
own run builder now, from the postcode order on each account.

Runs are fixed by 18:00 the evening before; Sam can move a drop between vans until 07:00.
""")

A("vatlog-integrations", "vatlog integrations", "2026-03-20", ["vatlog", "api", "lab"], """
# vatlog integrations

§S5a§The lab importer posts Listeria and E. coli results to vatlog's `/api/v1/results`.
labeller reads batch details from vatlog when printing wheel labels.
milkrun sends nothing to vatlog; the milk volume per make is typed in from the tanker ticket.
""")

A("farm-sms", "Texts to farms", "2026-04-02", ["milkrun", "sms", "farms"], """
§S9b§Twilio account closed in March; collection reminder texts go out through Firetext now.
Texts go at 18:00 the day before a collection.
Two farms asked for no texts at all; it's a flag on the farm record.
""")

A("cheeseboard-dev-setup", "cheeseboard dev setup", "2026-04-20", ["cheeseboard", "dev", "php"], """
# cheeseboard dev setup

§F2b§cheeseboard is a Laravel 11 app with a Livewire 3 admin.
§D2b§Local dev needs PHP 8.3, same as prod, and Composer 2.
§A1b§Sentry DSN is blank locally; prod errors land in the `cheeseboard` Sentry project.

Seed a local copy with `php artisan db:seed --class=DemoAccounts`.
""")

A("code-review", "Code review habits", "2026-05-25", ["process", "review"], """
# Code review

§F6b§Ruth asks for PRs under ~300 changed lines, with migrations in their own PR.
Reviewers check the PR description first; if it doesn't say how it was tested, it goes back.
Ines reviews vatlog; Ruth or Ines review everything else.
""")

A("newsletter", "Wholesale newsletter", "2026-07-17", ["marketing", "email", "wholesale"], """
§O6b§The wholesale newsletter goes out from Mailchimp on the first Tuesday
of the month, written by Nadia.

The list is exported from cheeseboard accounts that have opted in.
""")

A("intake-process", "Milk intake process", "2026-02-09", ["milkrun", "intake", "tankers"], """
# Milk intake

§D1b§milkrun is the only system of record for milk intake.
§A9a§Milk over 6 °C in the bulk tank is rejected at collection.
§NS7b§The intake supervisor can edit tanker tickets in milkrun until the day is closed.

- Tanker arrives, meter reading checked against the ticket, sample taken for the lab
- Day close is at 17:00; after that corrections go through Ruth
""")

A("farm-payments", "Farm payments", "2026-09-16", ["milkrun", "payments", "farms"], """
§A5b§Farmers are paid on the 15th for the previous month's milk.
Ruth checks the payment preview in milkrun the day before.
Queries from farms go to Ruth, not to the developers.
""")

A("labelpi", "The label Pi", "2026-05-06", ["labeller", "raspberry-pi"], """
# labelpi

§NS9a§labeller doesn't run in Docker on the Pi; it's a plain systemd unit (`labeller.service`).
Logs: `journalctl -u labeller -f`.
SD card image is backed up on the NAS after every OS update.
""")

A("on-call", "On-call", "2026-06-29", ["on-call", "ops"], """
# On-call

§NS2b§The on-call phone covers affine, milkrun and cheeseboard outages out of hours.
Rota is weekly, handover Monday 09:00; Ines and Ruth share it.
Room alarms at night: check the wall board remotely first, then call Gareth if a room is really drifting.
""")

A("cheeseboard-staging", "cheeseboard staging", "2026-03-13", ["cheeseboard", "staging"], """
§A3b§cheeseboard staging lives at https://staging.cheeseboard.brackenrigg.co.uk; it's reset from prod every Sunday night.
Customer emails are rewritten to `@example.test` after the reset.
""")

# ---- fillers ----
A("incident-2026-02-room2-door", "Incident: Room 2 door left ajar", "2026-02-23", ["incident", "affine", "rooms"], """
# Room 2 door left ajar (2026-02-21)

The Room 2 door didn't latch after the evening turn and stayed ajar for about two hours.
Temperature rose by 1.8 °C; RH dropped to 84%.
Nobody noticed until Gareth came in at 05:00.

Actions:
- Sam to fit a door closer (done 2026-03-02)
- Ines to look at a door contact on the wall board
""")

A("tasting-2026-06", "June tasting notes", "2026-06-12", ["grading", "tasting", "products"], """
# June tasting

Gareth, Ruth and Nadia tasted the spring batches.
- Brackenrigg Blue from the flush is creamier than last year; keep the piercing as it is
- Little Wren from the pilot vat trial: rind too thick, back to the normal recipe
- Nadia wants a smaller Old Fell portion for the delis (about 200 g)
""")

A("tanker-meter-calibration", "Tanker meter calibration", "2026-03-05", ["milkrun", "tankers", "calibration"], """
The tanker flow meters are calibrated once a year by Dairy Meters Ltd.
Certificates go to Ruth and are uploaded to the tanker record in milkrun.
If a meter fails calibration, the round uses the dipstick figure until it's fixed.
""")

A("haccp-ccp-list", "CCP list", "2026-01-29", ["haccp", "vatlog", "food-safety"], """
# Critical control points

| CCP | Limit | Recorded in |
|---|---|---|
| Pasteurisation | 72 °C for 15 s | vatlog (chart recorder import) |
| Milk reception | temperature and antibiotic test | milkrun |
| Metal detection (retail packs) | test pieces every 2 h | paper log in dispatch |

Raw-milk makes have no pasteurisation CCP; the control is milk testing and the farm checks.
""")

A("mqtt-topics", "MQTT topics", "2026-05-15", ["affine", "mqtt", "sensors"], """
# MQTT topics

```
rooms/room_1/high   {"t": 11.2, "rh": 86.0}
rooms/room_1/low
rooms/room_2/high
rooms/staveley/main
```

Payload is JSON with temperature (°C) and relative humidity (%).
Retained messages are off; the last value is in affine, not the broker.
""")

A("label-templates", "Label templates", "2026-07-09", ["labeller", "templates"], """
# Label templates

- `wheel.zpl.j2`: product name, batch code, weight, best-before
- `retail.zpl.j2`: retail portion label (layout agreed with Nadia)
- `pallet.zpl.j2`: SSCC, consignee, number of cases

Preview a template with `labeller preview wheel --batch HC-260611-V2` (renders a PNG).
""")

A("xero-account-codes", "Xero account codes", "2026-02-27", ["xero", "finance"], """
Account codes Ruth wants on every pushed invoice line:
- 200 Wholesale sales
- 210 Export sales
- 220 Web sales
Carriage charged on wholesale orders goes to 230.
""")

A("christmas-2026-plan", "Christmas 2026 plan", "2026-10-27", ["christmas", "wholesale", "dispatch"], """
# Christmas 2026

- Last wholesale delivery 23 December, first back 5 January
- Christmas boxes: 600 planned, packed in the week of 14 December
- Extra Saturday van on 12 and 19 December
- Temporary packers start 7 December; Sam does the induction
""")

A("farm-list", "Farms", "2026-01-15", ["farms", "milkrun"], """
# Farms supplying milk

Nine farms, two rounds.

Lowther round: Greenrigg, Askham Mill, Helton Head, Knipe Scar
Kent valley round: Burneside Hall, Mint Bank, Sprint Mill, Patton, Whinfell

All are on the farm portal. Greenrigg is the biggest, about a third of our milk.
""")

A("lab-import-job", "The lab import job", "2026-04-23", ["milkrun", "lab", "jobs"], """
# import-lab

The job reads the lab's daily CSV from the shared inbox and writes one row per sample.
Unknown sample ids go to a "needs matching" list in milkrun admin.
If the CSV is late, the job retries at 09:00 and 12:00.
""")

A("backup-restore-drill", "Backup restore drill", "2026-07-31", ["backups", "infra", "drill"], """
# Restore drill, July

Restored last night's milkrun dump into a scratch database on `pve1`.
- Restore took 11 minutes
- Row counts matched prod for tickets and tests
- cheeseboard's dump restored fine too; vatlog skipped this time (Ines on holiday)
""")

A("pasteuriser-logs", "Pasteuriser chart logs", "2026-03-31", ["vatlog", "haccp", "pasteuriser"], """
The pasteuriser's chart recorder exports a CSV every evening.
vatlog imports it and links each run to the makes that used the milk.
Divert valve events show as red marks on the make sheet.
""")

A("wholesale-accounts", "Wholesale accounts", "2026-08-07", ["cheeseboard", "wholesale", "accounts"], """
# Wholesale accounts

About 140 active accounts: delis, restaurants, two farm shops and Fellside Foods.
- New accounts need a trade reference and a delivery address on one of the van runs
- Fellside Foods orders through EDI into cheeseboard, not the portal
""")

A("vpn-access", "VPN access", "2026-01-22", ["infra", "tailscale", "access"], """
Everyone uses Tailscale to reach the office machines.
New laptops are added by Ruth; the make-room tablets are not on the tailnet.
SSH only with keys; no passwords on any server.
""")

A("price-review-2026", "Price review 2026", "2026-09-22", ["prices", "wholesale"], """
# Autumn price review

Wholesale prices up about 4% from 1 October to cover the milk price.
Export prices are set in euros, reviewed with Kaashuis once a year.
Restaurants on standing orders get one month's notice by letter.
""")

A("grading-scores", "Grading scores", "2026-08-18", ["grading", "affine", "quality"], """
Each grading records three scores out of 10: body, flavour, rind.
A batch averaging under 5 goes to the cooking-cheese line (grated, sold to two pubs).
Scores are shown to Nadia only as A/B/C, not as numbers.
""")
