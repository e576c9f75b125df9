# Root (Claude Code auto-memory) files: (filename, name, description, type, title, hook, body)
# Claim lines start with a marker §ID§ that build.py strips.
ROOT = []
def R(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body.strip("\n") + "\n"))

R("reference_milkrun.md", "milkrun",
  "milkrun reference: stack, intake rules, farm payments, farm texts", "reference",
  "milkrun", "milk intake app: stack, tanker tickets, lab tests, farm payments",
"""
# milkrun

Milk intake system. Repo `brackenrigg/milkrun`. Owner: Callum Reid (Ines covers when he's off).

## Stack
§V6a§- Python 3.11, Flask 3, SQLAlchemy 2, RQ workers
§V2a§- Database: `postgresql://milkrun@pg.mr.internal:5432/milkrun`
- Redis (RQ queue only): `redis.mr.internal:6379`
§D4b§- Hosted on Hetzner Cloud (`mr-hz-1`, Nuremberg) with Docker Compose
§R3a§- Errors go to Sentry (project `milkrun`)
§A6a§- Deps managed with uv: `uv sync`, then `uv run flask run`

## Intake
- A tanker ticket = one collection from one farm's bulk tank; volume in litres off the tanker meter
§D5b§- Each farm is collected every 48 hours (two rounds: Lowther and Kent valley)
- Drivers photograph the bulk tank chart and the photo is attached to the ticket
§NS4b§- Lab test results (butterfat, protein, SCC, Bactoscan) are stored in milkrun's `milk_tests` table
- The lab CSV is imported by the `import-lab` job at 07:00

## Farm payments
§A5a§- Payment run on the 15th, covering the previous month's milk
§N2a§- The payment run is blocked for a farm while any of that month's test results are missing
§S2a§- Payments exported as a BACS file and uploaded to Barclays.net by Ruth
§F3a§- Price depends on butterfat and protein (the "constituents" bonus), not on volume alone

## Farm comms
§S9a§- Collection reminders are texted to farms via Twilio (sender `BRACKENRG`)
- Statements are PDFs generated on the 16th; farms can also see them in the farm portal
""")

R("reference_affine.md", "affine",
  "affine (maturing rooms): sensors, setpoints, alarms, turning and grading", "reference",
  "affine", "maturing-room monitoring: rooms, sensors, alarms, turning, grading",
"""
# affine

Go service that watches the maturing rooms and holds the turning/grading records. Owner: Callum.

## Where it runs
§R5a§- Runs on the Proxmox host in the creamery office, VM `affine-01`
§A8a§- MQTT broker: Mosquitto on `mqtt.brackenrigg.lan:1883`
§R6a§- Readings stored in TimescaleDB (hypertable `room_readings`)
§D6b§- Each room sensor publishes every 60 s over MQTT

## Rooms
§O1a§- Room 1 (clothbound): setpoint 11 °C, 85–88% RH
§V1a§- Room 2 (blues): setpoint 9 °C, 92–95% RH
§O8a§- Room 2 racks hold up to 1,200 blue wheels
§F1a§- Room 3 (bloomy rinds): kept above 90% RH
§NS10b§- Room 3 is for Little Wren only
- Staveley (off-site cave store) has one sensor, no setpoint, read-only in affine

## Alarms
§F4a§- Room temperature alarms page the on-call phone
§N3a§- Door-open alerts (door open > 5 min) are sent to the on-call phone as well
- Alarm acknowledgement is per room; an unacknowledged alarm repeats every 30 min

## Turning and grading
§S4a§- Turning schedule: the `Turning Rota 2026` Google Sheet, one tab per room
- Grading scores (1–10 for body, flavour, rind) are entered by Gareth per batch
""")

R("reference_cheeseboard.md", "cheeseboard",
  "cheeseboard: the wholesale order portal, how it is built and run", "reference",
  "cheeseboard", "wholesale order portal: stack, ordering rules, dispatch, invoicing",
"""
# cheeseboard

Wholesale ordering portal for delis, restaurants and Fellside Foods. Repo `brackenrigg/cheeseboard`.

## Stack and hosting
§F2a§- Laravel app; customer pages in Blade, admin in Livewire
§R1a§- Frontend assets built with Vite; JS deps via pnpm (`pnpm install`)
§O5a§- Database: MariaDB 10.11 at `cbdb.internal:3306`, schema `cheeseboard`
§R7a§- Queue: Laravel Horizon on Redis
§S7a§- Hosted on DigitalOcean, droplet `cb-prod-1` (LON1)
§A3a§- Staging: https://staging.cheeseboard.brackenrigg.co.uk
§NS8b§- Owner: Callum Reid

## Ordering
§D9b§- Any approved wholesale account can order online; Nadia approves new accounts
§V4a§- Next-day cutoff: 14:00 (later orders go on the day-after-next van)
§N9a§- Customers can amend an order until the van leaves; amendments after cutoff land in Nadia's queue
§N7a§- Orders from accounts over their credit limit are held for Nadia to approve
§S10a§- Wholesale prices maintained in `pricelist.xlsx` on the shared drive, imported on the 1st of the month
§NS6a§- Wholesale accounts pay by BACS on 30-day terms; no card payments for wholesale

## Dispatch
§D3b§- Pick lists are shown on the dispatch tablet (`/dispatch`), grouped by van run
§S3a§- Delivery runs are planned in Routific and exported each evening
- Two vans: the north run (Penrith, Carlisle) and the south run (Kendal, Lancaster)

## Invoicing
§F5a§- Invoices are raised on dispatch
- Invoices are posted to Xero (org "Brackenrigg Creamery Ltd")
§V5a§- Failed Xero invoice pushes are retried 3 times, then parked in the `xero_failed` table
§R4a§- Order confirmation emails: Postmark (server `cheeseboard-prod`)
""")

R("reference_vatlog.md", "vatlog",
  "vatlog: make records, vats, batch codes and releases", "reference",
  "vatlog", "make records per vat, batch codes, batch release",
"""
# vatlog

Django app for make sheets: one record per vat make, with milk volume, starter, rennet, pH curve and cutting times.
Feeds traceability (batch codes) and the labeller.

§A7a§- Owner: Ines Duarte
- Tablets in the make room log straight into it (kiosk mode, one per vat)

## Vats

| Vat | Capacity | Use |
|---|---|---|
§N5a§| Vat 1 | 2,000 L | raw milk only: Old Fell |
§V8a§| Vat 2 | 4,500 L | pasteurised: Howe Crumbly, Little Wren |
§A2a§| Vat 3 | 1,000 L | pilot vat: trials, Christmas specials |

## Batches
- Batch code = product prefix + make date + vat, e.g. `HC-260611-V2`
§NS1b§- Batches are released by Gareth in vatlog once grading is done
- A released batch can't be edited; corrections are made as an amendment record
""")

R("reference_labeller.md", "labeller",
  "labeller: label printing for wheels, retail portions and pallets", "reference",
  "labeller", "label printing service in dispatch: printers, templates, faults",
"""
# labeller

Small Python service that renders ZPL and sends it to the Zebra printers.

§O7a§- Runs on a Raspberry Pi 4 in dispatch (`labelpi`)
§O3a§- Python 3.11 from Raspberry Pi OS (bookworm)
- Templates live in `templates/*.zpl.j2`, one per label type
§V7a§- Wheel labels: 100 × 150 mm on the dispatch Zebra ZD421
§F7a§- Wheel labels carry the batch code
§N4a§- Every retail label prints a separate allergen line: `Allergens: MILK`
§O2a§- A failed print job is retried 2 times, then the printer is flagged offline
§NS2a§- Printer jams and ribbon-outs: ping Sam in dispatch, not the on-call phone
""")

R("reference_infra.md", "infra",
  "infra: hosting, CI, secrets, DNS, backups, monitoring", "reference",
  "Infrastructure", "where things run, CI, secrets, DNS, backups, monitoring",
"""
# Infrastructure

## Hosting
- Office: one Proxmox host (`pve1`) in the creamery office, on the UPS
- Cloud: Hetzner Cloud project `brackenrigg`, billed to the company card
§NS9b§- milkrun, vatlog and cheeseboard all run under Docker Compose
- VPN: Tailscale (tailnet `brackenrigg`), every laptop and the Pi are on it

## Tooling
§R2a§- CI: GitHub Actions on every repo (`.github/workflows/ci.yml`)
§R9a§- Issues tracked in Linear (team BRF)
§R10a§- Secrets in Bitwarden (org "Brackenrigg", collection "Systems")
§S1a§- DNS for brackenrigg.co.uk at Cloudflare

## Backups
§V10a§- Nightly `pg_dump` of milkrun and vatlog plus `mariadb-dump` of cheeseboard, kept 30 days in the B2 bucket `brf-backups`
- Restore drill every quarter (see the backup-restore-drill note)

## Monitoring
§O10a§- Uptime Kuma checks cheeseboard and milkrun every 60 s
- Status page: https://status.brackenrigg.co.uk
""")

R("reference_lab.md", "lab",
  "External lab: what is tested, how results come back, sample retention", "reference",
  "Lab", "Fellside Dairy Lab: tests, result files, samples",
"""
# Lab

Fellside Dairy Lab, Penrith, does all milk and cheese testing. Account no. FDL-2231.

| Sample | Where it is kept | Retention |
|---|---|---|
§V9a§| Farm milk samples | fridge B, lab | kept 14 days |
| Cheese batch samples | freezer, QA office | kept until the batch's best-before |

- Milk tests come back as a CSV per day (butterfat, protein, SCC, Bactoscan)
- Cheese results (Listeria, E. coli, Staph) come back as PDF + CSV per batch
- Results usually land by 06:30 the day after the courier pickup
""")

R("reference_products.md", "products",
  "The cheeses we make and how each one is matured", "reference",
  "Products", "the four cheeses, milk type, rind, where they mature",
"""
# Products

- Old Fell: raw cows' milk, clothbound, larded and wrapped by hand, matures in Room 1
- Brackenrigg Blue: pasteurised, pierced at 4 weeks
§NS5b§- Brackenrigg Blue leaves Room 2 for the cold store at 10 weeks
§O9a§- Little Wren: pasteurised, bloomy rind, ready at 3 weeks
§A4a§- Little Wren is turned daily for its first week
- Howe Crumbly: pasteurised, open-textured, wrapped in wax paper, not rinded
- Christmas specials come out of the pilot vat (see vatlog)
""")

R("reference_sites.md", "sites",
  "Sites: the creamery, dispatch, the Staveley store, whey", "reference",
  "Sites", "the creamery, dispatch, Staveley cave store, whey",
"""
# Sites

- Creamery: Brackenrigg, near Kendal. Make room, vat hall, Rooms 1–3, QA office, dispatch
- Staveley: rented former slate store, used as an extra cave for Old Fell
§D7b§- Wholesale orders are packed in the dispatch room at the creamery
§F10a§- Whey goes to a local pig farm
- Deliveries in: rennet and cultures from Chr. Hansen via Bodle's, every second Tuesday
""")

R("project_order_cutoff.md", "order-cutoff",
  "Next-day order cutoff for wholesale and why it sits where it does", "project",
  "Order cutoff", "why the next-day cutoff is where it is",
"""
Nadia asked for the next-day cutoff to suit the restaurants, who order after lunch service.

§V4b§Wholesale orders placed before 15:30 go out on the next morning's van.

**Why:** dispatch starts picking at 06:00 and the vans leave at 08:30, so a mid-afternoon cutoff still leaves
time to print labels the evening before.
**How to apply:** the cutoff is a setting (`ORDER_CUTOFF`), don't hard-code it in the Livewire component.
""")

R("project_export_nl.md", "export-nl",
  "Export to the Netherlands: distributor, paperwork, order window", "project",
  "Export to NL", "Dutch distributor, EHC paperwork, pallet order window",
"""
# Export to the Netherlands

§D8b§Dutch distributor: Kaashuis Vermeer, Utrecht. One pallet every other week.
§F9a§Every Dutch pallet needs an export health certificate (EHC).
§O4a§Dutch pallet orders close Wednesday 12:00 for the Friday collection.

- Haulier: Dales Freight, groupage via Hull
- cheeseboard has an "export" order type that skips the van runs
""")

R("feedback_pr_style.md", "pr-style",
  "How PRs should be put together and merged", "feedback",
  "PR style", "PR titles, descriptions and merging",
"""
§N1a§Squash-merge every PR so main has one commit per change.

- PR title in the imperative, prefixed with the app: `cheeseboard: add export order type`
- Description says what changed and how it was tested; link the ticket if there is one

**Why:** Ruth reads main's log as the changelog when writing the monthly systems update.
""")

R("feedback_deploys.md", "deploys",
  "When and how to deploy to production", "feedback",
  "Deploys", "when to deploy and what to check first",
"""
§N6a§Don't deploy to production on a Friday.

**Why:** a bad cheeseboard release on a Friday afternoon in January meant orders weren't taken all weekend.
**How to apply:** if something must go out on a Friday, ask Ruth first and stay around for an hour after.
""")

R("feedback_migrations.md", "migrations",
  "Database migrations: how they are written and applied", "feedback",
  "Migrations", "writing and applying schema migrations",
"""
§N8a§Migrations run automatically as part of every deploy (`flask db upgrade` / `php artisan migrate --force` in the release step).

- Never edit a migration that has been merged; write a new one
- Anything that rewrites a big table (readings, tickets) needs a note in the PR about how long it takes
""")

R("feedback_comms.md", "comms",
  "Where to tell the team about deploys and incidents", "feedback",
  "Comms", "where deploy and incident notices go",
"""
§S8a§Post deploy notices in #systems on Slack.

- Incidents: one message when it starts, one when it's fixed, write-up in `auto/` within two days
- Keep it short; Gareth and Nadia read it on their phones in the make room and the van
""")

R("feedback_testing.md", "testing",
  "How tests are run and what is expected in each repo", "feedback",
  "Testing", "test runners and expectations",
"""
§F8a§milkrun tests use pytest.

- cheeseboard: `php artisan test`; feature tests for anything that touches ordering or invoicing
- vatlog: Django's test runner, plus the make-sheet fixtures in `fixtures/makes/`
- Don't mock the database in integration tests; use the compose services
""")

R("feedback_python_style.md", "python-style",
  "Python conventions across milkrun, vatlog and labeller", "feedback",
  "Python style", "formatting, typing and dependency tooling",
"""
- ruff for lint and format, line length 100
- Type hints on anything public; mypy in CI for milkrun only
§A6b§Use uv for milkrun's Python deps — not pip, not poetry.
""")

R("feedback_commits.md", "commits",
  "Commit messages and release tags", "feedback",
  "Commits and tags", "commit message format and tagging",
"""
- Commit messages: short imperative subject, body explains why
- Reference the ticket id at the end of the body if there is one
§A10a§Release tags are `vYYYY.MM.N`.
""")

R("user_ruth.md", "ruth",
  "Ruth Ashworth, operations and systems manager: how she likes to work", "user",
  "Ruth", "ops & systems manager, reviews most PRs",
"""
Ruth Ashworth runs operations and systems. Not a developer but reads code and reviews most PRs.

§F6a§Likes small PRs.
§N10a§Wants a screenshot in every PR that touches the order portal UI.
- Prefers a short summary first, detail after
- Does the farm payment run herself and owns the relationship with the lab
""")

R("user_callum.md", "callum",
  "Callum Reid, developer (milkrun, cheeseboard, affine)", "user",
  "Callum", "developer on milkrun, cheeseboard and affine",
"""
Callum Reid, developer, three days a week (Mon–Wed).

§R8a§Callum's editor is Neovim (LazyVim config); don't add editor config files for anything else.
- Prefers plain SQL in reports over ORM gymnastics
- Knows the tanker rounds well: drove for the Lowther round one summer
""")

R("user_gareth.md", "gareth",
  "Gareth Bell, head cheesemaker: what he needs from the systems", "user",
  "Gareth", "head cheesemaker: make sheets, grading, rooms",
"""
Gareth Bell, head cheesemaker. Starts at 05:00, gone by 14:00.

§S6a§Signs make sheets off on paper; Ines scans them into vatlog on Fridays.
- Wants temperatures with one decimal place and never in Fahrenheit
- Grades every batch himself; Ruth covers grading only when he's on holiday
""")

# ---- root fillers (no labelled claims) ----
R("reference_glossary.md", "glossary",
  "Glossary: dairy and cheese terms used in tickets and notes", "reference",
  "Glossary", "make, flush, truncheon, SCC and other terms",
"""
- Make: one batch of cheese from one vat on one day
- Flush: the spring peak in milk volume when the cows go out to grass
- Truncheon: tall narrow clothbound cylinder (Old Fell, 2.5 kg)
- SCC: somatic cell count, per ml; Bactoscan: total bacteria count, per ml
- Blueing: the blue mould opening up after piercing
- Larding: rubbing lard into the cloth on Old Fell
- EHC: export health certificate; OV: official vet
- Amber / red: affine alarm levels (amber = drifting, red = out of range)
""")

R("reference_contacts.md", "contacts",
  "Who is who: staff, lab, vet, hauliers", "reference",
  "Contacts", "staff and outside contacts",
"""
| Who | Role |
|---|---|
| Ruth Ashworth | operations and systems |
| Gareth Bell | head cheesemaker |
| Ines Duarte | developer, vatlog |
| Callum Reid | developer, milkrun / cheeseboard / affine |
| Nadia Quayle | wholesale and customer accounts |
| Sam Whitehead | dispatch lead |

- Lab: Fellside Dairy Lab, Penrith (Ruth holds the account)
- Haulage for export: Dales Freight
""")

R("reference_runbooks.md", "runbooks",
  "Runbooks: restarting services, reprinting labels, re-running imports", "reference",
  "Runbooks", "how to restart and re-run the usual things",
"""
# Runbooks

## affine stopped showing readings
1. Check the broker is up and sensors are publishing:
```
mosquitto_sub -h mqtt.brackenrigg.lan -p 1883 -t 'rooms/#' -C 5
```
2. Restart the ingest: `systemctl restart affine-ingest` on the affine VM

## Reprint a wheel label
```
curl -X POST http://labelpi:8080/reprint -d '{"batch": "OF-260314-V1", "copies": 2}'
```

## Re-run the lab import
`docker compose exec web flask import-lab --date 2026-05-04`
""")

R("reference_dashboards.md", "dashboards",
  "Dashboards worth knowing about", "reference",
  "Dashboards", "where to look for rooms, intake and orders",
"""
- Grafana `rooms`: one panel per room, temperature and RH, 7-day default
- Grafana `intake`: litres per round per day, rejected loads
- cheeseboard admin → Reports: orders per account, late orders, credit
- The wall screen in the make room shows the affine room board
""")

R("project_haccp_audit.md", "haccp-audit",
  "HACCP review and the December audit: what still needs doing", "project",
  "HACCP audit", "open actions before the December audit",
"""
Audit booked for 2026-12-09. Open actions:
- Export the CCP records for pasteuriser temperatures from vatlog for the last 12 months
- Show the Listeria result trail for three random batches
- Document the sensor calibration (certificates in the QA office drawer)

**Why:** the auditor in 2025 asked for traceability from wheel label back to farm in under 4 hours.
""")

R("project_cave_store.md", "cave-store",
  "Staveley cave store: lease, racking, what goes there", "project",
  "Staveley cave store", "lease, racking and which cheeses go there",
"""
The Staveley store takes overflow Old Fell once Room 1 is full.
- Lease renewed to 2029; landlord is the estate office
- New racking ordered in October, fitted by the end of November
- Wheels are moved in batches of 200 on the Tuesday van
""")

R("project_sensor_upgrade.md", "sensor-upgrade",
  "The maturing-room sensor upgrade (Tinytag loggers replaced)", "project",
  "Sensor upgrade", "new room sensors, MQTT, calibration",
"""
Done in May: the Tinytag loggers in all three rooms were replaced with Milesight EM300 sensors on MQTT.
- Two sensors per room (high and low rack) plus one in Staveley
- Calibration certificates are filed in the QA office
- The old loggers are kept in a box in the QA office in case the auditor asks
""")

R("project_xero_sync.md", "xero-sync",
  "cheeseboard to Xero invoice sync: account codes, tracking, failures", "project",
  "Xero sync", "account codes, tracking categories, failed pushes",
"""
- Sales account 200 for wholesale, 210 for export
- Tracking category "Channel": Wholesale / Export / Web
- Failed pushes show up in admin → Xero → Failed, with the Xero error text

Config in `.env` looks like:
```
XERO_TENANT=brackenrigg
XERO_PUSH_MAX_ATTEMPTS=3
```
""")

R("project_new_vat.md", "new-vat",
  "Vat 4: the new vat on order for 2027", "project",
  "Vat 4", "new vat on order, what changes in vatlog",
"""
Vat 4 (5,000 L, closed vat) is on order for spring 2027.
- vatlog needs a fourth kiosk tablet and a new vat code `V4`
- Label templates need no change; the vat is part of the batch code already
""")

R("project_b2c_shop.md", "web-shop",
  "The consumer web shop and how it feeds cheeseboard", "project",
  "Web shop", "consumer shop orders flowing into cheeseboard",
"""
The consumer web shop (WooCommerce) sends orders into cheeseboard as order type `web` since October.
- Click-and-collect from the creamery shop counter, or courier (DPD, Tuesday–Thursday only)
- Christmas boxes are web orders with a fixed bundle SKU
""")

R("project_farm_portal.md", "farm-portal",
  "Farm portal: what farms see and when", "project",
  "Farm portal", "farms' view of collections, tests and statements",
"""
Part of milkrun, at https://farms.brackenrigg.co.uk.
- Farms see their collections, test results and statements
- Login by magic link to the farm's registered email
- Nine farms have accounts; Greenrigg asked for a second login for their herd manager
""")

R("feedback_sql.md", "sql-style",
  "SQL style for reports and migrations", "feedback",
  "SQL style", "how to write report queries",
"""
- Lower-case keywords, one clause per line
- CTEs over nested subqueries for anything Ruth might read
- Litres are stored as integers; never store them as floats
""")

R("feedback_naming.md", "naming",
  "Naming: cheeses, rooms and batch codes in code and UI", "feedback",
  "Naming", "how cheeses and rooms are named in code and UI",
"""
- Use the product prefixes everywhere in code: OF, BB, LW, HC
- Rooms are "Room 1/2/3" in the UI, `room_1` etc. in code; Staveley is `staveley`, never "Room 4"
- Farms are referred to by holding name, not by the farmer's name
""")

R("feedback_explanations.md", "explanations",
  "How to explain changes to non-developers", "feedback",
  "Explaining changes", "writing for Gareth, Nadia and Sam",
"""
- Say what will look different on their screen first
- Don't use "deploy" or "migration" in messages to the make room; say "update"
- If a change affects the wall screen, tell Gareth before 05:00 or after 14:00
""")

R("user_ines.md", "ines",
  "Ines Duarte, developer: vatlog, traceability", "user",
  "Ines", "developer on vatlog and traceability",
"""
Ines Duarte, developer, full time. Came from a food-safety software company.
- Cares about audit trails: prefers append-only tables with amendment records
- Wants failing tests reproduced locally before a fix is pushed
""")

R("user_nadia.md", "nadia",
  "Nadia Quayle, wholesale: what she uses cheeseboard for", "user",
  "Nadia", "wholesale accounts, orders, chasing payments",
"""
Nadia Quayle runs wholesale: new accounts, order problems, credit control.
- Lives in cheeseboard admin most of the day
- Phones the restaurants herself when an order looks wrong
""")
