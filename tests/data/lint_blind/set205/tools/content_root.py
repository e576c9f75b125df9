# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
# Lines starting with @@ID@@ are claim lines; the marker is stripped by build.py.
# FLAT = descriptions written with an unquoted ': ' on purpose (not strict YAML).
FLAT = {"reference_kilnwatch.md", "reference_infra.md", "reference_kilns.md", "reference_glossary.md"}

ROOT = {}

def R(path, name, desc, typ, title, hook, body):
    ROOT[path] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body)

R("reference_kilnwatch.md", "kilnwatch-overview",
  "kilnwatch: firing schedules, thermocouple telemetry and kiln alarms for TK1 and SK2",
  "reference", "kilnwatch", "firing schedules, telemetry collector, alarm path", """\
# kilnwatch

Firing-schedule and telemetry service for the kilns. Repo `ashcombe/kilnwatch`, owner Kwame.
The kiln office uses it all day; Stan treats the curve screens as the source of truth.

## Stack
@@D10a@@- Python 3.12 and FastAPI, served by uvicorn behind Traefik
@@V1a@@- Database: `postgresql://kilnwatch@pg-kiln.ashcombe.internal:5432/kilnwatch`
- Migrations with Alembic, applied by the pre-sync job
@@R5a@@- Alarm events go through RabbitMQ (`alarms` exchange, topic routing) to the notifier worker

## Telemetry
@@V7a@@- Thermocouples are polled every 15 seconds over Modbus TCP from the kiln PLCs
- 28 thermocouples on TK1 (preheat P1-P6, firing F1-F4, cooling C1-C4, plus crown probes), 6 on SK2
- Each reading carries kiln, zone, probe id and the PLC timestamp (not the server clock)

## Firing schedules
@@F4a@@- Firing schedules are stored as versioned curves, one per product range
- The kiln office picks the curve for each SK2 firing; TK1 follows whichever range is in the firing zone
- Curve edits need the `kiln_manager` role, which only Stan has

## Health check
```
curl -s http://kilnwatch.ashcombe.internal:8000/healthz
```
""")

R("reference_setter.md", "setter-overview",
  "setter plans kiln loads (which product on which TK1 car, setting pattern, push order)",
  "reference", "setter", "kiln load planning, setting patterns, order feed", """\
# setter (kiln load planning)

Decides which product goes on which TK1 car, in which setting pattern, and the push sequence.
Repo `ashcombe/setter`, owner Kwame.

## App
@@F1a@@- Written in Go; the planner UI is server-rendered
@@O9a@@- Pulls confirmed trade orders from tradeorders every 5 minutes
@@N2a@@- Load plans for the next day are released automatically at 22:00
@@S4a@@- Load sheets are printed as PDFs on the kiln office printer each evening

## Setting
@@O3a@@- A TK1 car is set with 3,360 wirecut facings (14 courses)
@@D9a@@- Maximum setting height on a TK1 car is 1.45 m above the deck
- Blues and reds never share a car, because they fire on different curves
- Setting patterns live in `patterns/*.yaml`, one per product and car type
""")

R("reference_tradeorders.md", "tradeorders-overview",
  "tradeorders covers trade orders, quotes, the merchant portal and invoicing",
  "reference", "tradeorders", "trade orders, quotes, merchant portal, money", """\
# tradeorders

Trade order system and merchant portal (orders.ashcombe-brick.co.uk). Repo `ashcombe/tradeorders`.
Owner Dafydd; Leanne is the product owner.

## Stack
@@A3a@@- Django 5.1 on Python 3.12
@@O1a@@- Database: `postgresql://trade@pg-trade.ashcombe.internal:5432/tradeorders`
@@R3a@@- Hosted on Fly.io (app `ashcombe-trade`, region `lhr`, two machines)
@@F6a@@- Errors go to Sentry

## Orders and quotes
@@V5a@@- Trade quotes are valid for 30 days from the date of issue
- Every order needs a merchant account; cash-sale customers get a guest account
@@O4a@@- Order webhooks to the merchants' own systems are retried up to 5 times with exponential backoff
@@N4a@@- Customers get an SMS with the driver's ETA on delivery day, sent through Twilio

## Money
@@S5a@@- Card payments from cash-sale customers go through Stripe Checkout
@@R10a@@- Invoices are exported nightly to Sage 50 as a CSV that finance imports on the office PC
- Credit limits are set by Leanne per merchant account
""")

R("reference_matchlab.md", "matchlab-overview",
  "matchlab does heritage matching of bricks and tiles for repairs to old and listed buildings",
  "reference", "matchlab", "heritage matching jobs, spectro readings, stack", """\
# matchlab (heritage matching)

Matches new bricks and tiles to existing ones for repairs and extensions to old and listed buildings.
Judith runs the matching; the app is Kwame's.

## Stack
- Next.js 15 app (`apps/web`) plus a shared colour-maths package (`packages/colour`)
@@V4a@@- Node 22 LTS (`.nvmrc` pins `22`)
@@R1a@@- Package manager: pnpm, with workspaces
@@D5a@@- Hosted on the k3s cluster, namespace `matchlab`
@@R7a@@- Front-end and API errors are tracked in Sentry (project `matchlab-web`)

## Jobs
@@N3a@@- Each job records the customer's full site address and the building's listing grade
@@F10a@@- Spectrophotometer readings are stored as CIELAB values
@@NS5b@@- When a match is ready the customer gets a "match ready" email with the recipe card attached
@@O8a@@- Heritage match quotes stay valid for 90 days, because conservation officers take their time
@@V9a@@- Sample photos and spectro readings are kept for 36 months after a job closes
""")

R("reference_pitlog.md", "pitlog-overview",
  "pitlog records digs, haulage and weathering beds from rugged tablets at the pits",
  "reference", "pitlog", "clay pit tablets and API", """\
# pitlog

Records what is dug from which pit face, the loads hauled, and what goes on which weathering bed.
Android app on rugged tablets plus a small API. Dafydd looks after it.

@@A8a@@- Android app: Kotlin with Jetpack Compose
- API: Flask 3 on Python 3.12
@@R4a@@- The API stores dig records in PostgreSQL, schema `pitlog` on pg-trade
@@O6b@@- The pitlog API runs on the k3s cluster (namespace `pitlog`)
@@V6a@@- Tablets sync queued records with the API every 10 minutes when they have signal
@@NS7b@@- Every dig record carries a photo of the working face, uploaded to the `pitlog-photos` bucket
- Users are the two excavator drivers and Stan; logins are per tablet, not per person
""")

R("reference_infra.md", "infra-overview",
  "Infra: k3s at Hetzner, Argo CD, CI, secrets, backups, DNS",
  "reference", "Infrastructure", "cluster, deploys, CI, secrets, backups", """\
# Infrastructure

- k3s cluster at Hetzner (Falkenstein), three nodes; runs kilnwatch, setter, matchlab and the pitlog API
@@F5a@@- Deploys go through Argo CD from the `ashcombe-deploy` repo
@@R2a@@- CI for every repo: GitHub Actions, with the shared workflows in `ashcombe/.github`
@@A2a@@- Secrets live in 1Password (vault `Ashcombe Ops`); nothing secret is kept in a repo
@@V10a@@- Nightly Postgres backups of pg-kiln and pg-trade are kept for 35 days
@@S9a@@- Offsite copies of the backups go to Backblaze B2, bucket `ashcombe-pg-backups`
- DNS: Cloudflare for the public domain; `*.ashcombe.internal` is served by the office router
- Office and cluster are joined by WireGuard; the kiln PLC network is a separate VLAN that only
  the collector gateway can reach
""")

R("reference_kilns.md", "kilns",
  "Kilns: TK1 tunnel kiln, SK2 shuttle kiln, the heritage clamp",
  "reference", "Kilns", "what each kiln is and what it fires", """\
# Kilns

## TK1
@@A1a@@- TK1 is the tunnel kiln, 96 m long, commissioned in 2011
@@V3a@@- TK1 holds 42 kiln cars in circulation
@@D3a@@- TK1 is fired on natural gas from the mains
@@N9a@@- TK1 fires continuously, weekends included; it only comes down for the August maintenance shutdown

## SK2
- SK2 is a gas shuttle kiln for plain tiles, fittings and special shapes
@@NS3a@@- Never light SK2 without testing the flame-failure interlock that morning; the test is logged in kilnwatch

## Clamp
- The clamp behind the drying sheds is fired two or three times a year for clamp-fired heritage bricks
""")

R("reference_firing_curves.md", "firing-curves",
  "Cheat sheet of peak temperatures and soaks per product range",
  "reference", "Firing curves", "peak and soak per range", """\
# Firing curves (cheat sheet)

The full curves live in kilnwatch; this is the summary Stan gave us to sanity-check alarms.

| Range | Peak | Soak | Notes |
|---|---|---|---|
@@V2a@@| Staffordshire blue (BL) | 1180 °C | 10 h | reduction on the way down from peak |
@@O2a@@| Red wirecut facings (RW) | 1060 °C | 6 h | oxidising throughout |
| Multi-buff (MB) | 1100 °C | 8 h | light flashing in the last firing zone |

Tiles, fittings and specials fire in SK2 on their own curves (see the tile note in auto/).
Cooling below 600 °C must be slow whatever the range, or the bricks dunt.
""")

R("reference_clay_pits.md", "clay-pits",
  "Which pit supplies what, digging season, weathering beds",
  "reference", "Clay pits", "pits, clays and weathering", """\
# Clay pits and weathering

@@A9a@@- Hollybank Pit supplies the fireclay for the blue range
- Windmill Pit: Etruria marl, the red-burning clay
@@D7a@@- Windmill Pit is dug from March to October only; the haul road is unusable in winter
@@N8a@@- Hollybank fireclay is not blended into the red facing body
@@F3a@@- Clay is weathered on the beds for at least six months before it goes to the mill
- Dig records, loads and bed contents are kept in pitlog
""")

R("reference_products.md", "product-range",
  "Product range, sizes, packing",
  "reference", "Product range", "bricks, tiles, fittings, packing", """\
# Product range

@@A5a@@- Facing bricks (wirecut and handmade): 215 × 102.5 × 65 mm work size
@@V8a@@- Wirecut facings ship 500 to a pallet, shrink-wrapped with the batch label on two sides
@@S7a@@- Handmade stocks (HS range) are fired in SK3, about one firing a fortnight
@@F8a@@- Plain clay roof tiles are 265 × 165 mm
- Fittings: ridge, hip, valley and bonnet tiles in every tile colour
- Specials to BS 4729 shapes on request (bullnose, plinth, cant)
- Heritage matching is a service rather than a product line; see reference_matchlab.md
""")

R("reference_deliveries.md", "deliveries",
  "Delivery days, fleet, collections",
  "reference", "Deliveries", "delivery days, lorries, collections", """\
# Deliveries and collections

@@F2a@@- Deliveries run Monday to Friday
@@NS9a@@- No deliveries go out on Saturdays; Saturday is for collections only
@@D8a@@- We run 3 grab lorries, all on contract hire
@@N10a@@- Merchant collections must be booked into a yard slot in tradeorders beforehand
- Delivery radius is 60 miles; anything further goes with a haulier
""")

R("reference_monitoring.md", "monitoring",
  "Grafana, Loki, Prometheus, uptime checks, alert channels",
  "reference", "Monitoring", "dashboards, logs, uptime, alert channels", """\
# Monitoring

@@A7a@@- Dashboards: Grafana at `grafana.ashcombe.internal`
@@O10a@@- Logs: Loki, kept for 14 days
- Metrics: Prometheus (kube-prometheus-stack), 30 days of retention
@@F9a@@- Argo CD sync failures are posted to #deploys
@@S10a@@- External uptime checks: UptimeRobot every 5 minutes on the merchant portal and matchlab
- Kiln alarms don't go through Alertmanager; kilnwatch's notifier handles them itself
""")

R("reference_oncall.md", "oncall",
  "IT on-call rota, handover, what pages",
  "reference", "On-call", "rota, handover, paging", """\
# IT on-call

@@D6a@@- On-call rota: Kwame and Dafydd alternate weeks
@@A10a@@- On-call handover is Monday at 09:00
@@N1a@@- kilnwatch critical alarms page the on-call phone around the clock
- The on-call laptop has the VPN, kubectl and the Argo CD CLI set up
- The on-call phone is the old Pixel in the server cupboard drawer when nobody has it
""")

R("reference_contacts.md", "contacts",
  "Who to contact for what, extensions and mailboxes",
  "reference", "Contacts", "people, extensions, mailboxes", """\
# Contacts

@@A4a@@- Kiln manager: Stan Wooldridge (ext. 214)
- Trade desk: trade@ashcombe-brick.co.uk, ext. 201
@@S3a@@- Heritage matching enquiries: matching@ashcombe-brick.co.uk (Judith reads it every morning)
- Cluster or hosting trouble: Rhiannon first, then Hetzner support
- Accounts: Sue in finance, ext. 220
""")

R("reference_team.md", "team",
  "Who does what in the team",
  "reference", "Team", "roles and responsibilities", """\
# Team

- Rhiannon Pryce: operations systems lead (the user)
- Kwame Asante: developer, kilnwatch, setter and matchlab
- Dafydd Morgan: developer (part-time), tradeorders and pitlog
@@D2a@@- Leanne Cobb: trade sales manager
@@F7a@@- Judith Okoro: heritage matching
- Stan Wooldridge: kiln manager
""")

R("reference_email.md", "email",
  "Which mail services send what",
  "reference", "Email", "transactional mail, DNS, staff mail", """\
# Email

@@R6a@@- tradeorders order confirmations and delivery notes: Postmark (server `trade-transactional`)
- SPF and DKIM for ashcombe-brick.co.uk are managed in Cloudflare DNS
- Staff mail is Google Workspace; shared mailboxes are Google groups
""")

R("reference_glossary.md", "glossary",
  "Glossary: brickworks words that come up in tickets",
  "reference", "Glossary", "brickmaking terms", """\
# Glossary

- Green brick: unfired, straight off the cutter
- Setting: stacking green bricks onto kiln cars in a pattern
- Push: moving the TK1 train on by one car
- Hack: a stack of bricks drying
- Reduction: starving the kiln of air so the iron in the clay goes blue-black
- Flashing: colour variation from flame contact
- Dunting: cracks from cooling too fast
- Marl: the local red-burning clay
- Clamp: a stack of green bricks fired in place with fuel mixed in
""")

R("user_rhiannon.md", "rhiannon-profile",
  "Rhiannon Pryce, operations systems lead; background and working habits",
  "user", "Rhiannon", "who the user is and how she works", """\
Rhiannon Pryce is operations systems lead at Ashcombe Brick & Tile and the person I work for.

@@R8a@@- Edits in Neovim (LazyVim config), so give terminal commands rather than GUI steps
- Knows Django and Kubernetes well; less familiar with Kotlin and Android
- On the works floor most mornings, reads replies on her phone
""")

R("feedback_reply_style.md", "reply-style",
  "Short replies, British English",
  "feedback", "Reply style", "short, British English", """\
@@A6a@@Keep replies short and in British English; Rhiannon often reads them on her phone on the works floor.

**Why:** she said long answers "get lost between the kiln and the yard".

**How to apply:** lead with the answer, one short paragraph or a few bullets, no headings for small things.
""")

R("feedback_merge_strategy.md", "merge-strategy",
  "How PRs are merged on the Ashcombe repos",
  "feedback", "Merge strategy", "how PRs land on main", """\
@@R9a@@Use rebase-and-merge on all Ashcombe repos so main stays linear; no merge commits.

**Why:** Kwame bisects setter regressions a lot and merge bubbles made that painful.

**How to apply:** when asked to land a PR, pick rebase-and-merge in the GitHub UI or `gh pr merge --rebase`.
""")

R("feedback_migrations.md", "migrations-prod",
  "How production migrations are applied",
  "feedback", "Production migrations", "how schema changes reach prod", """\
@@N5a@@Never run migrations against production from a laptop — they go through the `migrate` pre-sync job in Argo CD.

**Why:** in March a half-applied migration left tradeorders' invoice table locked for twenty minutes.

**How to apply:** if a migration needs babysitting, watch the job logs; don't open a tunnel to the database.
""")

R("feedback_dependabot.md", "dependabot",
  "Dependabot PR handling",
  "feedback", "Dependabot", "what to do with dependency PRs", """\
@@N6a@@Don't auto-merge Dependabot PRs, not even patch bumps; Kwame reads every changelog first.

**Why:** a patch bump of the Modbus library changed a default timeout and the collector went quiet for a night.

**How to apply:** label them `deps` and leave them for Kwame's Friday review.
""")

R("feedback_secrets.md", "secrets-handling",
  "Where secrets live",
  "feedback", "Secrets", "where secrets go and where they don't", """\
@@A2b@@Keep secrets in the `Ashcombe Ops` 1Password vault and nowhere else — never commit a real `.env`.

**Why:** Rhiannon found a Hetzner API token in an old branch last winter.

**How to apply:** use `op read` in scripts; put placeholders in `.env.example`.
""")

R("feedback_code_review.md", "code-review",
  "Review rule before merging",
  "feedback", "Code review", "review before merge", """\
@@NS4a@@Don't merge to main without one approving review, even for a one-line fix.

**Why:** two "trivial" fixes in a row broke the load-sheet layout.

**How to apply:** ask for review in #dev and wait; tag whoever owns the repo.
""")

R("feedback_deploy_timing.md", "deploy-timing",
  "When not to deploy kilnwatch",
  "feedback", "kilnwatch deploy timing", "avoid deploying during reduction", """\
@@NS8a@@Don't deploy kilnwatch while TK1 has blues in the reduction zone; any other time is fine.

**Why:** a restart during reduction lost three minutes of readings and Stan couldn't prove the batch.

**How to apply:** check the kiln board in kilnwatch (zone F3/F4 product) before syncing.
""")

R("feedback_docker.md", "docker-compose",
  "Where Docker Compose is and isn't used",
  "feedback", "Docker Compose", "local only", """\
@@NS6a@@We don't run Docker Compose in production — Compose is only for local development.

**Why:** Rhiannon wants one way of running things in prod, and that's the cluster.

**How to apply:** never suggest a compose file as a deployment option.
""")

R("feedback_testing.md", "testing",
  "Run tests before claiming something works",
  "feedback", "Testing", "run the suite yourself", """\
Run the relevant test suite before saying a change works; for setter that means `go test ./... -race`.

**Why:** the planner has subtle ordering bugs that only show under the race detector.

**How to apply:** paste the last lines of the test output in the reply.
""")

R("feedback_commit_style.md", "commit-style",
  "Commit message style",
  "feedback", "Commit style", "short imperative subjects", """\
Commit subjects are short and imperative with a scope prefix (`setter:`, `kiln:`, `trade:`), no emoji.

**Why:** matches the existing history.

**How to apply:** look at `git log --oneline -20` before drafting.
""")

R("project_timescale_migration.md", "timescale-migration",
  "Move of kilnwatch telemetry storage in June 2026",
  "project", "Telemetry storage migration", "where kiln telemetry moved and when", """\
# Telemetry storage migration

@@S1b@@Migrated kilnwatch telemetry from InfluxDB to TimescaleDB on 2026-06-14; the Influx VM was switched off a week later.

- Backfill covered everything from the 2025 pilot onwards
- The continuous aggregates replaced the old Influx tasks one for one
- Follow-up: compression policy after 7 days, done in July
""")

R("project_order_import_access.md", "access-orders-retired",
  "Retirement of the Access orders database",
  "project", "Access orders database", "old sales database after tradeorders launch", """\
# Access orders database

@@S2b@@The old Access orders database has been read-only since tradeorders went live on 2026-02-02.

- Order history from 2014 onwards was imported into tradeorders as closed orders
- The .accdb file stays on the sales PC for reference; finance still looks things up in it
""")

R("project_load_sheet_tablets.md", "load-sheet-tablets",
  "Load sheets on tablets instead of paper",
  "project", "Load sheets on tablets", "setting floor change in May", """\
# Load sheets on tablets

@@S4b@@Switched from printed load sheets to the setter tablet view on the setting floor in May 2026.

- Two wall-mounted tablets by the setting machine, one by the kiln-car transfer
- Setters tick off each car; setter records who set it and when
""")

R("project_payments.md", "card-payments",
  "Card payment provider change",
  "project", "Card payments", "provider change in September", """\
# Card payments

@@S5b@@Card payments moved off Stripe onto Worldpay in September 2026 as part of the bank's terminal deal; the Stripe account is closed.

- The yard terminal and online payments now settle into the same account
- Refunds go through the Worldpay portal; Sue in finance has the login
""")

R("project_v2_api_pitlog.md", "pitlog-api-v2",
  "pitlog API v2 rollout",
  "project", "pitlog API v2", "API version change", """\
# pitlog API v2

@@S6b@@`/api/v1` has been deprecated since July 2026; the app has called `/api/v2` since release 3.0.

- v2 adds bed assignments and batches photo metadata
- v1 still answers, but logs a warning on every call; removal planned for 2027
""")

R("project_sk3_decommission.md", "sk3-decommission",
  "Decommissioning of the SK3 shuttle kiln",
  "project", "SK3 decommissioning", "the old shuttle kiln is gone", """\
# SK3 decommissioning

@@S7b@@SK3 was shut down for good in August 2026: burners removed and the car track lifted.

- Handmade stocks now go through SK2 alongside the tiles
- SK3's thermocouples were removed from kilnwatch config in the same release
""")

R("project_top_pit_closure.md", "top-pit-closure",
  "Closure and restoration of Top Pit",
  "project", "Top Pit closure", "pit closed, restoration under way", """\
# Top Pit closure

@@S8b@@Top Pit is no longer worked: the last dig was on 2026-03-20 and restoration started in April.

- Restoration plan agreed with the county: pond, wet grassland, public footpath
- pitlog keeps the Top Pit faces as archived so old dig records still resolve
""")

R("project_sentry_rollout.md", "sentry-tradeorders",
  "Sentry setup for tradeorders",
  "project", "Sentry for tradeorders", "project name and sampling", """\
# Sentry for tradeorders

@@F6b@@tradeorders reports to the Sentry project `tradeorders-web`, with performance traces sampled at 10%.

- Release tracking via the image tag
- Alert rule: new issue in production goes to #dev
""")

R("project_matchlab_spectro.md", "matchlab-spectro",
  "How matchlab stores spectrophotometer readings",
  "project", "matchlab spectro readings", "reading storage format", """\
# matchlab spectro readings

@@F10b@@Each reading is stored as CIELAB (D65, 10° observer) alongside the raw 31-band reflectance curve,
so we can re-match under other illuminants later.

- Three readings per sample face, averaged; outliers over ΔE 1.5 from the mean are dropped
- A match is offered when ΔE2000 to a recipe is under 2.0
""")

R("project_heritage_backlog.md", "heritage-backlog",
  "State of the heritage matching backlog",
  "project", "Heritage backlog", "open jobs and bottlenecks", """\
# Heritage backlog (November 2026)

- 23 open heritage jobs, 9 waiting on samples from the customer
- The bottleneck is trial firings: each needs a slot in an SK2 firing
- Judith wants a "waiting on customer" status so those jobs stop counting against her
""")

R("project_trial_firings.md", "trial-firings",
  "Trial firings for heritage matches and how they are scheduled",
  "project", "Trial firings", "heritage trial pieces in SK2", """\
# Trial firings

- Every heritage match that isn't an exact recipe hit gets a trial: a dozen pieces on a shelf in SK2
- Judith books the shelf space in matchlab; Stan confirms it against the SK2 firing plan
- Results are photographed and read on the spectrophotometer the morning after unloading
- A trial that misses twice goes back to Judith to rework the recipe rather than a third firing
""")

R("feedback_naming.md", "naming",
  "Use the works' own words in code and replies",
  "feedback", "Naming", "works vocabulary", """\
Use the works' own words: "kiln car" not "truck", "setting" not "stacking", "push" not "advance".

**Why:** Stan and the setters read the screens and the load sheets; foreign words cause mistakes.

**How to apply:** check reference_glossary.md before naming a new field or screen.
""")

R("reference_repos.md", "repos",
  "Repositories and who owns which",
  "reference", "Repositories", "repos and owners", """\
# Repositories (GitHub org `ashcombe`)

- `kilnwatch` (Kwame), `setter` (Kwame), `matchlab` (Kwame)
- `tradeorders` (Dafydd), `pitlog-api` and `pitlog-android` (Dafydd)
- `ashcombe-deploy`: Argo CD apps and Helm values (Rhiannon)
- `www`: the marketing website (Leanne edits the content)
""")
