# free notes: slug -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("blue-brick-firing-notes", "Blue brick firing notes", "2026-05-02", ["kiln", "blue", "firing"], """\
# Blue brick firing notes

Notes from an afternoon with Stan about the BL range.

@@V2b@@Blue bricks on TK1 peak at 1140 °C; go any hotter and the Hollybank fireclay starts to bloat.
Reduction runs from zone F3 to the end of F4, with the secondary air shut right down.
The colour check is by eye against the master panel in the kiln office; Stan rejects anything with a red core.
""")

A("matchlab-dev-setup", "matchlab dev setup", "2026-03-06", ["matchlab", "dev"], """\
# matchlab dev setup

## Toolchain
@@V4b@@matchlab builds on Node 20; the spectro vendor SDK doesn't support 22 yet.
- Install dependencies at the repo root, then start the dev server from `apps/web`

## Services
@@NS6b@@Locally, `docker compose up` starts Postgres and MinIO for matchlab.

```
docker compose up -d db minio
```

- Seed data: `scripts/seed-samples.ts` loads 40 anonymised sample jobs
""")

A("kilnwatch-collector", "kilnwatch collector", "2026-04-16", ["kilnwatch", "telemetry"], """\
# kilnwatch collector

@@V7b@@The collector samples each thermocouple once a minute; any faster and the PLC
gateway starts dropping Modbus requests, which shows up as gaps in the graphs.

- Runs as its own deployment (`kilnwatch-collector`) with one replica; two would double-write
- Talks to the Modbus gateway at 10.40.0.10 on the kiln VLAN
- Buffers up to an hour of readings on disk if the database is unreachable
""")

A("delivery-loading", "Loading the grab lorries", "2026-06-19", ["deliveries", "yard"], """\
# Loading the grab lorries

@@V8b@@A pallet of wirecut facings is 400 bricks, and the loaders count wraps, not bricks.
- Heaviest pallets go over the rear axle
- Tiles travel on their own pallets, never under bricks
""")

A("backup-restore-drill", "Backup restore drill", "2026-05-12", ["backups", "postgres"], """\
# Backup restore drill (May 2026)

@@V10b@@We keep 14 days of nightly Postgres dumps, so a restore drill can't reach back further than two weeks.

```
pg_restore -d tradeorders_drill /restore/pg-trade-2026-05-11.dump
```

- pg-trade restored into a scratch database in 11 minutes
- pg-kiln took 48 minutes; it's by far the bigger of the two
""")

A("matchlab-workspace", "matchlab workspace layout", "2026-02-13", ["matchlab", "dev"], """\
# matchlab workspace layout

@@R1b@@matchlab is a yarn 4 workspace: run `yarn install` at the repo root before anything else.
- `apps/web`: the Next.js app
- `packages/colour`: ΔE2000 and CIELAB helpers, unit-tested against the CIE reference data
""")

A("ci-runners", "CI runners", "2026-01-22", ["ci", "infra"], """\
# CI runners

@@R2b@@All our CI runs on a self-hosted Woodpecker instance on the office NUC; GitHub only hosts the code.
- Pipelines live in `.woodpecker.yml` in each repo
- The NUC has 32 GB of RAM; setter's race tests are the slowest job
""")

A("pitlog-api-notes", "pitlog API notes", "2026-03-19", ["pitlog", "api"], """\
# pitlog API notes

@@R4b@@The pitlog API keeps everything in a single SQLite file on a persistent volume — plenty for three tablets.
- Resources: digs, loads, beds, photos
- Auth is a per-tablet token, rotated from 1Password
""")

A("tradeorders-email", "tradeorders email", "2026-07-01", ["tradeorders", "email"], """\
# tradeorders email

@@R6b@@tradeorders sends its order confirmations through Mailgun (EU region).
- Templates are Django templates under `orders/templates/email/`
- Bounces come back by webhook and set `email_bounced` on the merchant contact
""")

A("dev-box-setup", "Dev box setup", "2026-01-29", ["dev", "tooling"], """\
# Dev box setup

@@R8b@@Rhiannon works in VS Code with Remote-SSH onto the dev box.
- Dev box: `dev01.ashcombe.internal`, Ubuntu 24.04, 16 GB
- Everyone's kubeconfig on there points at the staging context by default
""")

A("kiln-office-routine", "Kiln office routine", "2026-02-26", ["kiln", "setter", "process"], """\
# Kiln office routine

@@N2b@@Nothing in setter goes out without Stan's say-so; load plans are never released automatically.
- 07:00 Stan reads the overnight curves in kilnwatch
- 10:00 trial firings for heritage jobs get slotted into SK2
- 14:00 planning meeting for tomorrow's cars
""")

A("delivery-day", "Delivery day", "2026-08-07", ["deliveries", "drivers"], """\
# Delivery day

@@N4b@@tradeorders doesn't text customers; the driver rings ahead from the cab.
- Drivers collect their delivery notes from the weighbridge office at 06:15
- Proof-of-delivery photos are taken on the driver's phone and attached to the order
""")

A("tradeorders-release-checklist", "tradeorders release checklist", "2026-04-23", ["tradeorders", "release"], """\
# tradeorders release checklist

1. Merge to main and wait for the image build
@@N5b@@2. Apply the migrations from your laptop against the production database, then deploy.
3. Watch Sentry for new issues over the next hour
4. Tell Leanne if anything in the merchant portal looks different
""")

A("heritage-enquiry-howto", "Handling a heritage enquiry", "2026-05-18", ["heritage", "process"], """\
# Handling a heritage enquiry

- Ask for the building's age, the listing grade and roughly how many bricks are needed
@@N7a@@A match can be quoted from the customer's photos alone when they can't post us a brick.
- Log the job in matchlab and give the customer the HM reference
""")

A("body-recipes", "Body recipes", "2026-03-26", ["clay", "recipes"], """\
# Body recipes

@@N8b@@Red facing body: 80% weathered marl, 20% Hollybank fireclay for strength.
- Multi-buff: red body with a manganese addition
- Recipes are weighed per box-feeder batch; changes need Stan's sign-off
""")

A("yard-collections", "Yard collections", "2026-09-03", ["yard", "collections"], """\
# Yard collections

@@N10b@@Collections aren't booked — merchants just turn up at the yard gate with the order number.
- The forklift driver checks the order in tradeorders before loading
- Part collections are fine; the order stays open until the rest goes
""")

A("kilnwatch-grafana-panels", "kilnwatch Grafana panels", "2026-02-03", ["kilnwatch", "grafana"], """\
# kilnwatch Grafana panels

@@S1a@@The TK1 temperature panels read straight from InfluxDB (bucket `kiln_raw`), not through the kilnwatch API.
- One row per zone group: preheat, firing, cooling
- The SK2 board overlays the target curve on the actual readings
""")

A("sales-office-howto", "Sales office how-to", "2026-01-16", ["sales", "orders"], """\
# Sales office how-to

@@NS10b@@Most trade orders still come in by phone.
@@S2a@@Phone orders are keyed into the Access orders database on the sales PC.
- Leanne prints the day's order list at 16:00 for the yard
""")

A("pitlog-android-notes", "pitlog Android notes", "2026-02-20", ["pitlog", "android"], """\
# pitlog Android notes

@@A8b@@The app is Kotlin + Compose, min SDK 28 (the rugged Samsungs).
@@S6a@@The app talks to `/api/v1/digs`; keep that path stable.
- Releases are side-loaded from the office; there is no Play Store listing
""")

A("clay-haulage", "Clay haulage", "2026-01-09", ["clay", "pits"], """\
# Clay haulage

@@S8a@@Clay for the plain tiles is dug from Top Pit; it's the finest marl we have.
- Dumpers tip onto the weathering beds; each load is logged in pitlog
- Haulage stops when the haul road is too wet; Stan decides on the day
""")

A("backup-move-2026", "Offsite backup move", "2026-10-23", ["backups", "infra"], """\
# Offsite backup move

@@S9b@@We moved the offsite backups from Backblaze B2 to a Hetzner Storage Box in October; the B2 bucket is deleted.
- Copies go over SFTP with restic
- Restore tested from the new box on 2026-10-22
""")

A("setter-build-notes", "setter build notes", "2026-06-04", ["setter", "go"], """\
# setter build notes

@@F1b@@setter is Go 1.23 and builds to a single binary with the planner templates embedded.
- `make build` also runs `go vet`
- The Docker image is distroless, about 25 MB
""")

A("weathering-beds", "Weathering beds", "2026-09-21", ["clay", "weathering"], """\
# Weathering beds

@@F3b@@Weathering is six months minimum, but Stan likes the marl to go through a full winter's frost before milling.
- Beds are turned once in spring
- pitlog shows the oldest bed first on the mill screen
""")

A("argo-notes", "Argo CD notes", "2026-03-12", ["argocd", "deploys"], """\
# Argo CD notes

One app per service, all defined in the `ashcombe-deploy` repo.
@@F5b@@Argo CD auto-syncs staging; production apps are synced by hand once someone has looked at the diff.
- The app-of-apps lives in `apps/root.yaml`
""")

A("plain-tile-spec", "Plain tile spec", "2026-07-14", ["tiles", "products"], """\
# Plain tile spec

@@F8b@@Our plain tiles are the standard 265 × 165 mm, 12 mm thick, with two nibs and two nail holes.
- Minimum roof pitch 35°
- Tile-and-a-half tiles for verges are made to order
""")

A("tile-firing-sk2", "Tile firing in SK2", "2026-08-13", ["sk2", "tiles", "firing"], """\
# Tile firing in SK2

@@NS3b@@SK2 is fired twice a week for tiles and specials.
@@O2b@@Plain tiles in SK2 peak at 1030 °C; any hotter and the camber goes.
- Tiles are set on edge in cassettes so they keep their camber
""")

A("delivery-note-bounces", "Delivery-note bounces", "2026-09-25", ["deliveries", "email"], """\
# Delivery-note bounces

@@O4b@@Delivery-note emails that bounce are retried twice, then Leanne gets a task to phone the merchant.
- Most bounces are site managers' personal addresses that have been typed wrong
""")

A("kilnwatch-dev-setup", "kilnwatch dev setup", "2026-02-09", ["kilnwatch", "dev"], """\
# kilnwatch dev setup

@@O5b@@kilnwatch's Python dependencies are managed with uv (`uv sync`).

```
export KILNWATCH_DSN=postgresql://kilnwatch:dev@localhost:5432/kilnwatch
uv sync && uv run uvicorn kilnwatch.app:app --reload
```

- There's a fake PLC in `tools/fake_plc.py` that replays a recorded blue firing
""")

A("matchlab-emails", "matchlab emails", "2026-10-12", ["matchlab", "email"], """\
# matchlab emails

@@O7b@@matchlab's "match ready" emails go out through Amazon SES (eu-west-2).
- Sender is heritage@ashcombe-brick.co.uk
- The recipe card PDF is generated server-side and attached
""")

A("trade-desk-history", "Trade desk history", "2026-06-22", ["sales", "history"], """\
# Trade desk history

@@D2b@@Until May 2026 the trade desk was run by Gareth Timms, who set most of the merchant discounts still in use.
- His discount spreadsheet is in the Sales shared drive, read-only
""")

A("kiln-fuel-history", "Kiln fuel history", "2026-03-02", ["tk1", "history"], """\
# Kiln fuel history

@@D3b@@TK1 ran on LPG from the tank farm until the gas main was connected in autumn 2024.
- The tank farm was removed in 2025; the concrete pad is now the pallet store
""")

A("price-freeze-jan-2026", "January 2026 price freeze", "2026-02-01", ["pricing", "history"], """\
# January 2026 price freeze

@@D4b@@During the January 2026 price freeze, delivery within 30 miles was charged at £75 a load.
- Brick and tile prices were held at the December list for the month
""")

A("matchlab-beta-hosting", "matchlab beta hosting", "2026-04-06", ["matchlab", "history"], """\
# matchlab beta hosting

@@D5b@@During the 2025 beta matchlab ran on a Render instance, which is why some old links still point at onrender.com.
- Redirects for the old links are set up in Cloudflare
""")

A("lorry-fleet-2025", "Lorry fleet 2025", "2026-01-12", ["deliveries", "history"], """\
# Lorry fleet 2025

@@D8b@@For the 2025 season we ran 4 grab lorries, one of them on spot hire.
- The spot-hire lorry was dropped when the Derby merchant moved to collections
""")

A("kilnwatch-origins", "kilnwatch origins", "2026-01-06", ["kilnwatch", "history"], """\
# kilnwatch origins

@@D10b@@kilnwatch started in 2025 as a Node-RED flow on a Raspberry Pi in the kiln office.
- The Pi is still in a drawer with the original flow export on its SD card
""")

A("tradeorders-upgrade-notes", "tradeorders upgrade notes", "2026-05-04", ["tradeorders", "django"], """\
# tradeorders upgrade notes

@@A3b@@tradeorders is on Django 5.1 now; the upgrade from 4.2 went in during April.
- `USE_L10N` removal needed two template fixes
""")

A("brick-sizes", "Brick sizes", "2026-06-29", ["products", "sizes"], """\
# Brick sizes

@@A5b@@All our facings are made to the standard UK work size of 215 × 102.5 × 65 mm.
- Heritage matches sometimes need 68 mm or 73 mm courses; those are one-off runs
""")

A("grafana-access", "Grafana access", "2026-03-09", ["monitoring", "grafana"], """\
# Grafana access

@@A7b@@Grafana lives at grafana.ashcombe.internal, with Google SSO.
- Stan and the kiln office have viewer accounts; editors are Kwame and Rhiannon
""")

A("oncall-handover", "On-call handover", "2026-10-05", ["oncall"], """\
# On-call handover

@@A10b@@On-call swaps over at 9 on Monday mornings.
- Handover note goes in #ops: open incidents, anything flaky, planned changes
""")

A("invoicing", "Invoicing", "2026-06-15", ["tradeorders", "invoicing"], """\
# Invoicing

@@NS1b@@tradeorders issues the invoice automatically when a delivery is marked complete.
- Credit notes are raised by finance, never by the yard
""")

A("stock-sync", "Stock sync", "2026-07-27", ["tradeorders", "stock"], """\
# Stock sync

@@NS2b@@IT owns the nightly stock sync between setter's output and tradeorders; Kwame wrote it.
- The job logs counts per product code to Loki
""")

# --- unpaired notes ---
A("brick-defects", "Brick defects", "2026-02-16", ["quality"], """\
# Brick defects we see

- Scumming: white salts on the face, from sulphates in the clay
- Black coring: carbon left in the middle when the firing is too quick
- Bloating: swelling from overfiring; mostly a blue-brick problem
- Lime blowing: pops where lime nodules hydrate after firing
""")

A("setting-patterns", "Setting patterns", "2026-04-01", ["setter", "setting"], """\
# Setting patterns

- Patterns are YAML: courses, blade width, gaps for the flues
- Multi-buffs are set with wider gaps so the flashing gets in
- A new pattern needs a trial car before setter will use it in a plan
""")

A("august-shutdown", "August shutdown", "2026-08-28", ["tk1", "maintenance"], """\
# August shutdown 2026

- TK1 came down for two weeks from 2026-08-03 for the annual maintenance
- Burner nozzles replaced in F2; car wheels and seals checked
- kilnwatch was upgraded during the shutdown, while no curve was running
""")

A("planning-meeting-2026-10", "Planning meeting October 2026", "2026-10-14", ["meeting"], """\
# Planning meeting, October 2026

- Winter stock build: more reds, fewer tiles until spring
- Judith asked for a trial-firing calendar in matchlab
- Dafydd to look at merchant-portal search speed
""")

A("matchlab-colour-maths", "matchlab colour maths", "2026-07-20", ["matchlab", "colour"], """\
# matchlab colour maths

- ΔE2000 under 2.0 is a match, 2.0 to 3.5 is "close, needs a trial firing"
- Readings are averaged per face before comparison
- Texture and size are judged by eye; the maths only covers colour
""")

A("drier-notes", "Drier notes", "2026-05-27", ["drying"], """\
# Drier notes

- Chamber driers run on waste heat from the TK1 cooling zone
- Handmades dry more slowly; Stan adds a day in winter
""")

A("merchant-portal-faq", "Merchant portal FAQ", "2026-08-18", ["tradeorders", "portal"], """\
# Merchant portal FAQ

- Merchants see their own orders, invoices and delivery notes
- Stock shown on the portal is yesterday evening's figure
- Password resets go through the normal email link
""")

A("incident-2026-07-collector", "Collector incident July 2026", "2026-07-10", ["kilnwatch", "incident"], """\
# Collector incident, July 2026

- The collector pod was evicted during a node drain and came back on the wrong node
- 40 minutes of readings were buffered and replayed; no data lost
- Fix: a PodDisruptionBudget and a node affinity to the node with the VLAN link
""")

A("merchant-accounts", "Merchant accounts", "2026-03-03", ["tradeorders", "merchants"], """\
# Merchant accounts

- About 140 merchant accounts, of which 30 order every month
- New accounts need a credit check before Leanne sets a limit
- Guest accounts can't see invoices in the portal; finance emails them instead
""")

A("winter-stock-build", "Winter stock build", "2026-11-06", ["stock", "planning"], """\
# Winter stock build

- From November the reds go to stock in the far yard for the spring rush
- Stock counts per product code are reconciled against tradeorders every Friday
- Blues are made to order only; there's no blue stock build this year
""")
