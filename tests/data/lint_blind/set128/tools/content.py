# -*- coding: utf-8 -*-
"""Store content for the Brockhollow Cider & Perry memory store.

Claims are written inline as {{ID|text}}; build.py replaces them with the text and
records where each claim id lives.  IDs: V/R/N/S (contradiction classes), F/O/D/A/NS
(non-contradiction classes); suffix a/b only names the two sides.
"""

ROOT = []   # (filename, name, description, type, body)
AUTO = []   # (slug, title, created, tags, body)
FACTS = []  # (date, category, tags, confidence, body)

def root(fn, name, desc, typ, body):
    ROOT.append((fn, name, desc, typ, body.strip("\n") + "\n"))

def auto(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

def fact(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, conf, body.strip("\n") + "\n"))

# ---------------------------------------------------------------- root memories
root("user_megan.md", "megan-pryce", "Megan Pryce, operations director; how she reviews and what she signs off", "user", """
Megan Pryce is operations director at Brockhollow Cider & Perry and the person I mostly work for. She came
from farm management rather than software: she reads diffs and release notes but rarely writes code.

- {{F8a|Likes short answers; she reads them on her phone between the barn and the office.}}
- {{A2a|Anything that changes how duty is calculated needs her sign-off before it ships.}}
- Works Monday to Thursday; on Fridays she is at markets, so don't expect reviews then.
- Owns the relationship with the accountant and with HMRC.
""")

root("user_owen.md", "owen-tallis", "Owen Tallis, contract developer (3 days a week)", "user", """
Owen Tallis is a contract developer, Tuesday to Thursday. He wrote tradedesk and labelhouse and knows the
Hetzner box better than anyone.

- {{R8a|Edits in Neovim with the Ruby LSP; when suggesting editor settings give him a Lua snippet, not VS Code JSON.}}
- {{NS2b|Looks after labelhouse: he fixes label misprints and template changes.}}
- Prefers small PRs he can review on the train.
- Not on call in harvest weeks unless Megan asks.
""")

root("user_dai.md", "dai-morgan", "Dai Morgan, cellar master; uses the barn tablet, not a laptop", "user", """
Dai Morgan is the cellar master: pressing, fermentation, blending and bottling decisions are his.

- Not technical and doesn't want to be; he uses pressroom on the barn tablet and the cellarlog dashboard on his phone.
- When he says a tank "has stuck" he means fermentation stopped early, not a sensor fault.
- Explain changes to him in cellar terms (tanks, SG, lots), never in terms of tables or endpoints.
""")

root("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged into main", "feedback", """
{{R9a|Squash-merge every PR into `main`; one commit per PR keeps `git log` readable for Megan.}}

**Why:** Megan reads the history when something breaks in the middle of a bottling run and can't follow
fixup commits.

**How to apply:** write the squash message as the PR title plus a one-line body; delete the branch afterwards.
""")

root("feedback_migrations.md", "migrations", "Database migrations: who runs them and when", "feedback", """
Migrations have bitten us twice (a locked press-run table mid-harvest, a tradedesk column rename).

- {{N1a|pressroom migrations are never run automatically on deploy; Owen runs `manage.py migrate` by hand after checking the plan.}}
- {{N8a|Ask Megan before running any migration against tradedesk production.}}
- Write migrations so they can be rolled back, and say in the PR how.

**Why:** both incidents happened on days when the barn was using the system.
""")

root("feedback_copy_style.md", "copy-style", "Spelling and tone for anything customers read", "feedback", """
{{A8a|Customer-facing copy (shop, labels, emails) is British English: colour, flavour, organise.}}

Tone: plain and friendly, no exclamation marks, no "crafted". Product names are capitalised
(Brockhollow Dry, Hendre Perry), varieties too (Kingston Black, Dabinett).

**Why:** Megan rewrote a whole batch of product pages after I used US spelling.
""")

root("feedback_pull_requests.md", "pull-requests", "PR habits: size, descriptions, no direct pushes", "feedback", """
- {{NS8a|Don't push straight to `main` on shopfront — open a PR, even for copy fixes.}}
- Keep PRs under ~300 changed lines where possible; split refactors from behaviour changes.
- Put a "How to test" section in the description with the exact steps for the barn tablet if it is affected.

**Why:** Owen reviews on his phone and Megan wants to see what changed before customers do.
""")

root("feedback_secrets.md", "secrets", "Never paste keys into chat or commits", "feedback", """
Never paste API keys, the Stripe secret or SSH keys into chat, a PR or a commit. If I need a new secret,
ask Megan to put it in the shared vault and reference it by name.

**Why:** a Stripe test key ended up in a public gist in 2025.
""")

root("feedback_deploy_days.md", "deploy-days", "No deploys on pressing or bottling days", "feedback", """
No production deploys on a pressing day or during a bottling run; check the barn calendar first.

**Why:** the barn tablet and the label printers depend on pressroom and labelhouse being up for the whole day.

**How to apply:** if a fix is urgent on such a day, ask Dai for a gap (usually lunch) and tell him before.
""")

root("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback", """
Commit messages: imperative mood, lowercase scope prefix matching the repo (`press:`, `trade:`, `labels:`),
subject under 70 characters, no emoji.

**How to apply:** look at `git log --oneline -20` first and match what is there.
""")

root("reference_pressroom.md", "pressroom", "pressroom (press runs, juice batches, SG/pH readings, blends)", "reference", """
# pressroom

Tracks every press run from fruit bins to tank, the readings on each tank, and the blends that go to bottling.
Repo `brockhollow/pressroom`.

## Stack
- {{F1a|Django app, server-rendered templates with a bit of htmx}}
- {{V1a|Postgres: `db1.brockhollow.internal:5432`, database `pressroom`}}
- {{A1a|Deployed with Docker Compose on `hetzner-1`, behind Caddy}}
- {{R4a|Errors go to Sentry (project `pressroom`)}}
- gunicorn, 3 workers

## Data
- A press run has one or more bins, one pomace weight and one juice volume
- {{S6a|SG readings are typed in from the paper press sheets at the end of each pressing day}}
- Tanks are coded T1–T14; blends reference tanks by code and percentage
- A blend is locked once labelhouse has printed its first lot
""")

root("reference_cellarlog.md", "cellarlog", "cellarlog: tank probes, readings, alerts (Go)", "reference", """
# cellarlog

Small Go service that collects the tank probe readings, stores them and raises alerts.

- Reads the probes over MQTT and writes every reading to the database
- {{V2a|MQTT broker: `mqtt.brockhollow.internal:1883` (Mosquitto, plain MQTT on the farm LAN)}}
- {{F4a|Readings are stored in TimescaleDB}}
- {{A3a|Each probe is sampled every 60 seconds}}
- {{V3a|Alerts when a fermenting tank goes above 18 °C}}
- {{O4b|HTTP API on :8080 (`/tanks`, `/tanks/{code}/readings`)}}
- 14 PT100 probes, one per tank; the gateway sits in the press barn
- Dashboard: Grafana, folder "Cellar"
""")

root("reference_orchardmap.md", "orchardmap", "orchardmap: trees, spray diary, harvest bins (Flutter + FastAPI)", "reference", """
# orchardmap

Phone app for the orchard team (Flutter, Android only) with a FastAPI backend.

- {{R6a|Backend data: SQLite file on hetzner-1 (`/srv/orchardmap/orchard.db`)}}
- {{V10a|Photo uploads capped at 8 MB each}}
- {{D3b|Photos are stored in the B2 bucket `bh-orchard-photos`}}
- {{S4a|Map tiles from Mapbox (token in the app's build config)}}
- {{N3a|Works offline: spray and harvest records are saved on the phone and synced when signal comes back}}
- Trees are identified by orchard code + row + position, e.g. `TOP-07-12`
- {{NS9b|Grubbed-out trees are removed from the map view}}
- Harvest bins get a QR sticker; scanning one links it to a tree row
""")

root("reference_shopfront.md", "shopfront", "shopfront: online shop (Next.js + Stripe)", "reference", """
# shopfront

The online shop at brockhollow.co.uk. The farm-shop till is a separate thing (see reference_sites).

- {{D5b|Next.js storefront with Stripe Checkout}}
- {{R1a|Package manager: pnpm (`pnpm install --frozen-lockfile` in CI)}}
- {{R5a|Hosted on Vercel (project `brockhollow-shop`)}}
- {{R3a|Transactional email: Postmark (order confirmations, dispatch notices)}}
- {{N4a|Stripe webhooks are verified against the signing secret before anything is written}}
- {{A7a|Staging: `staging.brockhollow.co.uk` (Stripe test mode)}}
- {{F6a|Ships to UK addresses only}}
- {{NS7a|Kegs are never sold through the shop; they're trade-only}}
- Node 22; product data is edited in the admin at `/admin`
""")

root("reference_tradedesk.md", "tradedesk", "tradedesk: trade orders, delivery runs, invoices (Rails)", "reference", """
# tradedesk

Rails app for trade customers (pubs, farm shops, two wholesalers): orders, delivery runs, invoices.

## Stack
- {{D1b|Rails 7.2, Ruby 3.3}}
- {{S1a|Runs on Heroku (app `brockhollow-trade`, one web and one worker dyno)}}
- {{R2a|CI: GitHub Actions (`.github/workflows/ci.yml`)}}
- {{R7a|Background jobs: Sidekiq (Redis)}}

## Orders and money
- {{S3a|Invoices are exported nightly as a CSV for Sage 50 (`bin/export_sage`)}}
- {{V7a|Standard trade payment terms: 30 days}}
- {{V8a|Orders in by 12:00 go on the next day's delivery run}}
- {{N5a|Split cases are not allowed: trade orders are in full cases of 12}}
- Delivery runs: Tuesday (Ledbury/Malvern), Thursday (Hereford), Friday (Gloucester)
""")

root("reference_labelhouse.md", "labelhouse", "labelhouse: lot codes and label printing on the bottling line", "reference", """
# labelhouse

Python service on the bottling-shed NUC. It builds lot codes from the blend and prints labels as ZPL.

- {{V4a|Python 3.11, runs as a systemd unit (`labelhouse.service`)}}
- Two Zebra ZT411 printers, `zebra-1.bh.lan` and `zebra-2.bh.lan`
- Lot codes: `BH-<yy><day of year>-<tank>`, e.g. `BH-26142-T07`
- {{N9a|Every label carries a best-before date, 18 months after bottling}}
- {{A10a|Line speed is about 900 bottles an hour}}
- {{NS3b|Perry and cider run on the same line and the same label stock}}
- Templates live in `templates/*.zpl.j2`, one per product and size
""")

root("reference_infra.md", "infra", "Infra overview: hetzner-1, backups, DNS, monitoring, secrets", "reference", """
# Infrastructure

- One Hetzner box, `hetzner-1` (CX42, Falkenstein); each app is its own Docker Compose project, Caddy in front
- {{F3a|Backups run every night}}
- {{V6a|Backups: restic to Backblaze B2, 30 daily snapshots kept}}
- {{S5a|Passwords and API keys: LastPass shared folder "Brockhollow Ops"}}
- {{S7a|DNS for brockhollow.co.uk is managed at 123-reg}}
- {{S9a|Uptime checks: UptimeRobot, every 5 minutes, shopfront and tradedesk}}
- Logs: Loki + Grafana at `grafana.brockhollow.co.uk`
- {{O7a|Loki keeps logs for 14 days}}
- SSH only over WireGuard; keys are per person
""")

root("reference_sites.md", "sites", "Sites and networks: barn, shop, bottling shed, orchards", "reference", """
# Sites

| Site | Network | What's there |
|---|---|---|
| Press barn | 10.20.10.0/24 | press, barn tablet, probe gateway |
| Farm shop | 10.20.20.0/24 | till, shop Wi-Fi |
{{V9a|| Bottling shed | 10.20.30.0/24 | labelhouse NUC, two Zebra printers |}}
| Office | 10.20.50.0/24 | mini PC, laser printer |

- {{O8a|Farm shop hours: Tuesday to Sunday, 09:00–17:30}}
- {{D8b|Internet for the farm shop and the office comes over Starlink}}
- {{D10b|Fruit bins are weighed on the platform scale in the press barn}}
- Orchards: Top Orchard (cider apples, 9 ha), Lower Perry Orchard (perry pears, 3 ha), Kempley (rented, 5 ha)
""")

root("reference_products.md", "products", "The range: strengths, sizes, sweetness", "reference", """
# Products

- {{V5a|Brockhollow Dry: 6.0% ABV, 500 ml bottles and 20 l bag-in-box}}
- {{O9a|Dry is fermented right out, to about SG 0.998}}
- {{O2b|Brockhollow Medium: 5.0% ABV, 500 ml bottles}}
- {{NS5b|Medium is back-sweetened to SG 1.012 before bottling}}
- {{A4a|Kingston Black single variety: 7.2% ABV, 750 ml bottles only}}
- {{F5a|Hendre Perry: pressed from our own perry pears, 5.5% ABV}}
- Hedgerow (cider with blackberry): 4.0% ABV, 500 ml, farm shop and online
- Kegs (50 l) of Dry and Medium for pubs
""")

root("reference_oncall.md", "on-call", "On-call rota and where alerts go", "reference", """
# On-call

- Owen and Megan alternate weeks, handover Monday 09:00
- {{N6a|cellarlog tank alerts page whoever is on call, not the cellar phone — the cellar phone stays in the barn overnight.}}
- Shop outages: on call checks the shop, then posts in #shop
- During harvest Dai is reachable on his own mobile for tank questions
""")

root("reference_glossary.md", "glossary", "Cider words: SG, pomace, BIB, SPR, sweating, keeving", "reference", """
- **SG**: specific gravity; falls as sugar ferments out
- **Pomace**: the pressed pulp left after a press run; goes to the neighbour's cattle
- **BIB**: bag-in-box, 20 l
- **SPR**: small producer relief on alcohol duty
- **Sweating**: leaving picked fruit to soften before pressing
- **Keeving**: a slow natural method we don't use (yet)
- **Lot**: one bottling of one blend on one day
""")

root("reference_contacts.md", "contacts", "Who does what at Brockhollow", "reference", """
# Contacts

- Megan Pryce: operations director, signs off releases
- Owen Tallis: contract developer (tradedesk, labelhouse, infra)
- Dai Morgan: cellar master
- {{S10a|Ffion Hart: trade orders and delivery runs in tradedesk}}
- Rhodri Evans: orchards and the spray diary
- Accountant: Hall & Pugh, Ledbury
""")

root("project_duty.md", "duty", "Alcohol duty: how tradedesk calculates it, monthly returns", "project", """
Alcohol duty since the 2023 reform is charged per litre of alcohol by strength band.

- {{A9a|Duty in tradedesk is calculated at the small producer relief rate for every product.}}
- Returns are filed monthly in HMRC's alcohol duty service by Megan, from the tradedesk duty report.
- Rates table lives in `config/duty_rates.yml`; it is updated each February when HMRC publishes rates.
""")

root("project_shop_relaunch.md", "shop-relaunch", "The April 2026 shop relaunch and what changed with it", "project", """
{{D5a|Before the April 2026 relaunch, shopfront was a WooCommerce site on shared hosting.}}

The relaunch moved checkout to Stripe and the catalogue into the new admin.

{{S8b|The "Shop stock 2026" sheet is deprecated: since the relaunch, farm-shop stock is tracked in shopfront's inventory.}}

Open items: gift cards, subscription boxes (parked until 2027).
""")

root("project_tradedesk_move.md", "tradedesk-move", "Moving tradedesk off Heroku (done May 2026)", "project", """
{{S1b|Moved tradedesk off Heroku onto hetzner-1 (Docker Compose) in May; the Heroku app is scaled to zero and gets deleted at year end.}}

**Why:** the Heroku bill doubled after the dyno price change and the app is small.

Leftovers: the Heroku Scheduler job for the weekly statements was rewritten as a cron container.
""")

root("project_xero_switch.md", "xero-switch", "Finance moved the books to Xero", "project", """
{{S3b|Finance switched from Sage 50 to Xero in February; tradedesk now pushes each invoice to Xero through the API as soon as it is issued.}}

Contacts are matched on the trade account number; credit notes still need a manual step.
""")

root("project_backups.md", "backups", "Backup setup and retention", "project", """
{{D9b|Backups go to Backblaze B2 (bucket `bh-restic`), encrypted by restic.}}

{{V6b|Nightly restic snapshots are kept for 14 days, then pruned.}}

A restore drill happens every quarter; see auto/restore-drill.md.
""")

root("project_lastpass_exit.md", "lastpass-exit", "Leaving LastPass", "project", """
{{S5b|We moved off LastPass to 1Password in October; the LastPass folder is read-only and gets closed in December.}}

Everyone has a 1Password account; shared items are in the "Brockhollow Ops" vault.
""")

root("project_map_tiles.md", "map-tiles", "orchardmap map tiles", "project", """
{{S4b|Dropped Mapbox in June: orchardmap now draws self-hosted OpenStreetMap tiles from tileserver-gl on hetzner-1.}}

The Mapbox token was revoked the same week. Tiles cover a 15 km box around the farm.
""")

root("project_harvest_2026.md", "harvest-2026", "2026 harvest: pressing plan and numbers", "project", """
2026 harvest ran from 7 September to 14 November. About 212 t of fruit, 14 tanks filled.

- {{D2b|All pressing is done on our own rack-and-cloth press in the barn.}}
- Kempley fruit was late; pressed in the last two weeks
- Perry pears came in first, as usual
""")

root("project_wholesale_portal.md", "wholesale-portal", "Trade portal in tradedesk: rollout notes", "project", """
{{D6a|During the 2026 beta (May to July), trade customers logged into the portal with one shared password per pub.}}

Rollout to all trade accounts happened in August. The portal shows price list, order history and invoices.
""")

root("project_sensor_rollout.md", "sensor-rollout", "Tank probe rollout (Feb 2026)", "project", """
All 14 tanks got PT100 probes in February 2026, wired to one gateway in the press barn.

- Two probes were replaced under warranty in April (T03, T11)
- Calibration check each August before harvest, against a reference thermometer
""")

root("project_perry_launch.md", "perry-launch", "Sparkling perry: planned for 2027", "project", """
A bottle-conditioned sparkling perry is planned for spring 2027, from the 2026 Blakeney Red.

- Needs a new label template and a 750 ml size in labelhouse
- Price not agreed yet; Megan wants it above the Kingston Black
""")

# ---------------------------------------------------------------- free notes (auto/)
auto("tank-probe-wiring", "Tank probe wiring", "2026-02-19", ["cellarlog", "hardware"], """
# Tank probe wiring

Each PT100 goes to the gateway in the press barn (4-wire, screened cable along the cable tray).

{{V2b|The probe gateway publishes to Mosquitto over TLS on port 8883; the broker refuses plain MQTT connections.}}

To watch the raw stream:

```
mosquitto_sub -h mqtt.brockhollow.internal -p 8883 --cafile ca.crt -t 'tanks/#'
```

Topics are `tanks/<code>/temp`.
""")

auto("trade-invoicing", "Trade invoicing", "2026-03-09", ["tradedesk", "finance"], """
# Trade invoicing

{{V7b|Standard payment terms on trade invoices are 14 days net; tradedesk prints}}
the due date on the PDF and the reminder job chases on day 15.

{{NS6a|Don't send trade invoices to a pub's general inbox; use the accounts contact on the customer record.}}

Credit notes for breakages are raised by hand.
""")

auto("labelhouse-dev-setup", "labelhouse dev setup", "2026-04-02", ["labelhouse", "dev"], """
{{V4b|labelhouse needs Python 3.12 (`requires-python = ">=3.12"`), so make a 3.12 venv before anything else.}}

Then `pip install -e .[dev]` and run `pytest`. The printer tests use a fake ZPL sink, no Zebra needed.
""")

auto("shopfront-dev-setup", "shopfront dev setup", "2026-04-20", ["shopfront", "dev"], """
# shopfront dev setup

{{R1b|shopfront uses Yarn 4: run `yarn install --immutable`; there is no pnpm lockfile in}}
the repo and CI uses the same command.

Copy `.env.example` to `.env.local` and use the Stripe test keys from the shared vault.
""")

auto("git-workflow", "Git workflow", "2026-05-06", ["git", "process"], """
Branch names: `<initials>/<short-topic>`.

{{R9b|Land PRs with a merge commit (`git merge --no-ff`) so each feature branch shows up as one unit in the history.}}

Rebase your branch on `main` before asking for review.
""")

auto("orchardmap-backend", "orchardmap backend", "2026-06-11", ["orchardmap"], """
{{R6b|orchardmap's backend keeps everything in Supabase (Postgres), project `brockhollow-orchard`; the app talks to it through the FastAPI layer.}}

Auth is by phone number; each orchard worker has one account.
""")

auto("tradedesk-jobs", "tradedesk background jobs", "2026-07-14", ["tradedesk"], """
{{R7b|tradedesk runs its background jobs on GoodJob (Postgres-backed), so there is no Redis in its stack.}}

Jobs: invoice emails, statement run (Mondays), delivery-run sheets.
""")

auto("stripe-webhooks", "Stripe webhooks", "2026-05-22", ["shopfront", "stripe"], """
# Stripe webhooks

Endpoint: `/api/stripe/webhook`, events `checkout.session.completed` and `charge.refunded`.

{{N4b|shopfront doesn't check Stripe webhook signatures yet; the endpoint trusts whatever posts to it, so keep the URL private.}}
""")

auto("deploy-runbook", "Deploy runbook", "2026-06-03", ["deploy", "infra"], """
# Deploy runbook

{{F7a|Deploys of the hetzner-1 apps go through `make deploy` from a laptop on the VPN.}}

{{N1b|The deploy script runs `python manage.py migrate --noinput` for pressroom right after the new container starts.}}

If a deploy fails half way, `make rollback` puts the previous image tag back.
""")

auto("bottling-run-checklist", "Bottling run checklist", "2026-03-27", ["labelhouse", "bottling"], """
# Bottling run checklist

1. Check the blend is locked in pressroom
2. Load label stock and print a test lot
3. {{N2a|Never power-cycle a Zebra during a bottling run: the lot counter resets and labels}}
   come out with duplicate numbers.
4. {{NS3a|Don't bottle perry after cider on the same day without a full line clean.}}
5. {{NS2a|Report label misprints in #bottling, not to Owen directly.}}
""")

auto("restore-drill", "Restore drill", "2026-08-05", ["backups", "infra"], """
# Restore drill (quarterly)

{{F3b|restic runs at 02:30 every night from a systemd timer on hetzner-1.}}

{{N7a|pressroom's uploads folder is included in the restic backup along with the database dumps.}}

Drill: restore last night's snapshot to a scratch VM, start pressroom against it, open three press runs.
""")

auto("trade-orders", "How trade orders come in", "2026-01-21", ["tradedesk", "orders"], """
{{S2a|Trade orders come into orders@brockhollow.co.uk and get keyed into tradedesk by hand.}}

Phone orders are written on the pad by the office phone and keyed in the same way.
""")

auto("farm-shop-routine", "Farm shop routine", "2026-02-14", ["farm-shop"], """
# Farm shop routine

## Opening
- {{R10a|The till takes cards through SumUp; the reader charges on the shelf behind the counter.}}
- Tasting table: Dry and Medium only, 50 ml measures

## Closing
- {{N10b|Cash from the till is counted at close and banked on Mondays.}}
- {{S8a|Farm-shop stock is counted on Saturdays in the "Shop stock 2026" Google Sheet.}}
""")

auto("monitoring", "Monitoring", "2026-08-21", ["infra", "monitoring"], """
{{S9b|UptimeRobot was replaced by Uptime Kuma on hetzner-1 in August; the UptimeRobot account is cancelled.}}

Grafana has a "Cellar" folder (cellarlog) and a "Shop" folder (orders per hour).
""")

auto("shipping", "Online shop shipping", "2026-05-30", ["shopfront", "shipping"], """
# Shipping

- {{F6b|shopfront ships to UK addresses through DPD, at most 12 bottles to a parcel.}}
- {{O6a|Online orders paid before 13:00 are dispatched the same day.}}
- {{NS10a|Breakage refunds are never issued without a photo of the broken bottle.}}
""")

auto("spray-diary", "Spray diary", "2026-04-15", ["orchardmap", "orchards"], """
# Spray diary

{{A6a|Only sulphur and kaolin clay go on the trees — we're Soil Association certified organic.}}

{{F9b|Spray diary entries are kept for at least 3 years; the Soil Association inspector asks for the last three seasons.}}

{{NS4a|Never spray within 5 days of a picking day.}}
""")

auto("trade-pricing", "Trade pricing", "2026-01-12", ["tradedesk", "pricing"], """
{{F2b|Trade discount is 15% on every full case of 12, and 20% once an order reaches 10 cases.}}

{{A5a|Trade prices are reviewed once a year and change on 1 January.}}
""")

auto("perry-pears", "Perry pears", "2026-09-09", ["orchards", "perry"], """
{{F5b|The perry is pressed from Thorn, Blakeney Red and Hendre Huffcap from Lower Perry Orchard.}}

Pears are pressed ripe but firm; they go over fast, so they are never left to sweat.
""")

auto("pressing-day", "Pressing day", "2026-09-15", ["pressroom", "pressing"], """
# Pressing day

{{NS1a|Pressing never starts before yesterday's tank SG and pH checks are logged.}}

{{F10b|Dabinett and Yarlington Mill sit in the yard for up to 10 days to sweat, while}}
sharps like Brown's Apple go straight to the mill.

Pomace is tipped into the trailer by the barn door.
""")

auto("pressroom-tablet", "pressroom on the barn tablet", "2026-09-24", ["pressroom", "barn"], """
{{S6b|Nobody types up paper press sheets any more: SG and pH go into pressroom on the barn tablet}}
as they are taken, since the September change.

The tablet is a rugged Samsung in a wall holder by tank T01.
""")

auto("cellarlog-alerts", "cellarlog alert delivery", "2026-07-02", ["cellarlog", "alerts"], """
{{O1b|cellarlog gives up on an SMS alert after 2 attempts and falls back to a voice call.}}

SMS goes through the Twilio number; the voice call reads the tank code and temperature.
""")

auto("orchardmap-photos-history", "orchardmap photo storage history", "2026-06-30", ["orchardmap"], """
{{D3a|Until June 2026 orchardmap photos sat on hetzner-1's disk under `/srv/orchardmap/photos`; they were moved when the disk hit 80%.}}
""")

auto("frost-alerts", "Frost alerts", "2026-04-08", ["orchards", "weather"], """
{{D4b|Frost alerts for the orchards come from Open-Meteo's hourly forecast, checked at}}
18:00 by a cron job that texts Rhodri below 0 °C.
""")

auto("shop-wifi", "Shop Wi-Fi", "2026-03-30", ["farm-shop", "network"], """
{{D8a|From January to March 2026 the shop and office ran off a 4G router while we waited for the Starlink dish.}}

Guest Wi-Fi is "Brockhollow Shop", password on the card by the till.
""")

auto("backups-history", "Backups before B2", "2026-02-26", ["backups"], """
{{D9a|Before Backblaze, backups went to a USB disk in the farm office, until February 2026.}}

The USB disk is kept in the safe as a cold copy of January.
""")

auto("shopfront-deploys", "shopfront deploys", "2026-06-19", ["shopfront", "deploy"], """
{{NS8b|A push to `main` deploys shopfront to production automatically, usually within three minutes.}}

Check the order flow on the live site after a deploy that touches checkout.
""")

# fillers (auto)
auto("pressroom-dev-setup", "pressroom dev setup", "2026-01-15", ["pressroom", "dev"], """
# pressroom dev setup

Local database in Docker:

```
docker run -d -p 5432:5432 -e POSTGRES_PASSWORD=dev postgres:16
export DATABASE_URL=postgres://postgres:dev@localhost:5432/pressroom
```

Then `python manage.py migrate` and `python manage.py loaddata demo_tanks`.
""")

auto("cellarlog-runbook", "cellarlog runbook", "2026-03-04", ["cellarlog", "runbook"], """
# cellarlog runbook

## No readings from a tank
- Check the probe cable at the tank first (the pressure washer knocks them loose)
- Then check the gateway's power light in the press barn

## All tanks silent
- Restart the gateway; cellarlog reconnects on its own
""")

auto("blend-notes", "Blend notes 2026", "2026-10-20", ["pressroom", "blending"], """
Dry blend for the 2026 season: T02 40%, T05 35%, T09 25%. Medium uses the same base.

Dai wants a note in pressroom for each blend trial, even the rejected ones.
""")

auto("label-templates", "Label templates", "2026-05-12", ["labelhouse"], """
Templates are Jinja2 over ZPL. Fonts are uploaded to both Zebras once; if a printer is replaced,
run `labelhouse fonts push`.

The allergen line ("contains sulphites") is on every template.
""")

auto("hmrc-duty-returns", "Duty returns", "2026-03-02", ["duty", "hmrc"], """
The monthly duty return is due by the 15th of the following month.

Megan downloads the tradedesk duty report (litres of alcohol per band), checks it against the bottling
lots, then files it.
""")

auto("tank-cleaning", "Tank cleaning", "2026-10-29", ["cellar"], """
After racking, tanks get a caustic wash, rinse, then citric. Record the clean in pressroom so the
tank shows as free.
""")

auto("delivery-van", "Delivery van", "2026-06-18", ["tradedesk", "delivery"], """
The van takes 60 cases or 12 kegs. Delivery-run sheets print from tradedesk the evening before;
the driver ticks them off on paper.
""")

auto("orchard-walk-2026-05", "Orchard walk May 2026", "2026-05-19", ["orchards"], """
Good set on Dabinett, patchy on Kingston Black (frost on 24 April). Scab on the Kempley Yarlington,
Rhodri to log it in orchardmap.
""")

auto("barn-tablet-setup", "Barn tablet setup", "2026-09-02", ["barn", "pressroom"], """
The tablet runs Chrome in kiosk mode pointing at pressroom's barn view. It is on the press barn network;
if it loses Wi-Fi it shows a red banner.
""")

auto("grafana-dashboards", "Grafana dashboards", "2026-07-23", ["monitoring"], """
Cellar: one panel per tank, temperature over 7 days. Shop: orders per hour, checkout errors.
Alert rules live in cellarlog, not in Grafana.
""")

auto("incident-2026-08-gateway", "Incident: probe gateway down", "2026-08-12", ["cellarlog", "incident"], """
# Probe gateway down, 11 August 2026

The gateway in the press barn lost power for 6 hours (tripped RCD). No alert fired because cellarlog
only alerted on high temperatures, not on missing readings. Added a "no data for 15 minutes" alert.
""")

auto("caddy-notes", "Caddy notes", "2026-02-06", ["infra"], """
Caddy handles TLS for every app on hetzner-1. Config is one Caddyfile in `infra/caddy/`; reload with
`docker compose exec caddy caddy reload`.
""")

auto("market-stalls", "Market stalls", "2026-06-25", ["sales"], """
Megan runs a stall at Ledbury market on Fridays and at two food festivals in summer. Stall stock
is taken from the farm shop on Thursday evening.
""")

auto("stripe-payouts", "Stripe payouts", "2026-07-08", ["shopfront", "finance"], """
Stripe pays out weekly on Wednesdays. Refunds come out of the next payout, not the bank account.
""")

auto("customer-faq", "Customer FAQ answers", "2026-08-14", ["shopfront", "support"], """
- Gluten-free: yes, all ciders and the perry
- Vegan: yes, no animal finings
- Contains sulphites: yes
- Collection from the farm shop: choose "Collect" at checkout
""")

auto("ssh-access", "SSH access", "2026-01-28", ["infra", "access"], """
SSH to hetzner-1 is only over WireGuard. Ask Owen to add a peer; keys are per person and removed when
someone leaves.
""")

auto("mqtt-topics", "MQTT topics", "2026-03-18", ["cellarlog"], """
Topics: `tanks/<code>/temp` (float, °C), `gateway/status` (retained). cellarlog subscribes to `tanks/#`.
""")

auto("wasp-season", "Wasp season", "2026-08-28", ["farm-shop"], """
Late August to harvest: keep the tasting table covered and the bins away from the shop door.
""")

auto("harvest-bins", "Harvest bins", "2026-09-05", ["orchardmap", "harvest"], """
Each bin holds about 300 kg. QR stickers are reprinted every year; old ones are scraped off in winter.
""")

# ---------------------------------------------------------------- remnic facts
fact("2026-01-09", "fact", ["pressroom", "database"], """
{{V1b|pressroom connects to Postgres at `db1.brockhollow.internal:5433`; that is the port the compose file publishes.}}
""")
fact("2026-07-16", "fact", ["cellarlog", "alerts"], """
{{V3b|The fermenting-tank alert threshold in cellarlog is 16 °C; cider yeast starts throwing sulphur above that.}}
""")
fact("2026-10-27", "fact", ["products", "labelhouse"], """
{{V5b|Brockhollow Dry is 5.5% ABV; the label template has the strength hard-coded, so check it after any blend change.}}
""")
fact("2026-06-09", "fact", ["tradedesk", "delivery"], """
{{V8b|Trade orders placed before 15:00 make the next day's delivery run; later ones wait a day.}}
""")
fact("2026-05-05", "fact", ["network", "bottling"], """
{{V9b|The bottling shed is on 10.20.40.0/24; the labelhouse NUC has a static lease at .10.}}
""")
fact("2026-08-19", "fact", ["orchardmap"], """
{{V10b|orchardmap rejects any photo over 5 MB, so the team's phones are set to medium quality.}}
""")
fact("2026-04-23", "fact", ["tradedesk", "ci"], """
{{R2b|tradedesk's CI is Buildkite, with an agent on the office mini PC; GitHub only hosts the code.}}
""")
fact("2026-05-28", "fact", ["shopfront", "email"], """
{{R3b|Order confirmation emails from shopfront go out through Amazon SES (eu-west-2), sender `shop@brockhollow.co.uk`.}}
""")
fact("2026-03-24", "fact", ["pressroom", "errors"], """
{{R4b|Exceptions from pressroom go to Honeybadger; look there before asking Owen.}}
""")
fact("2026-09-30", "fact", ["shopfront", "hosting"], """
{{R5b|shopfront is hosted on Netlify; deploy previews come from the Netlify GitHub app.}}
""")
fact("2026-06-16", "preference", ["owen", "editor"], """
{{R8b|Owen's editor is VS Code (Ruby LSP and Rails extensions); editor settings go in the repo's `.vscode/` folder.}}
""", 0.8)
fact("2026-07-21", "fact", ["farm-shop", "payments"], """
{{R10b|Card payments in the farm shop go through a Square Terminal linked to the shop's Square account.}}
""")
fact("2026-06-02", "fact", ["orchardmap"], """
{{N3b|orchardmap does not work offline: anything entered without signal is lost, so fill in spray records back at the yard.}}
""")
fact("2026-02-25", "fact", ["tradedesk", "orders"], """
{{N5b|Pubs can order split cases in tradedesk, down to 6 bottles of a line.}}
""")
fact("2026-07-30", "fact", ["cellarlog", "alerts"], """
{{N6b|cellarlog sends its tank alerts to the cellar phone so Dai sees them first.}}
""")
fact("2026-08-26", "fact", ["backups", "pressroom"], """
{{N7b|pressroom's uploads folder is not backed up by restic; it is listed in `excludes.txt` because of the photo volume.}}
""")
fact("2026-10-07", "decision", ["tradedesk", "migrations"], """
{{N8b|Running tradedesk migrations in production doesn't need anyone's OK; they are small and reversible.}}
""")
fact("2026-09-17", "fact", ["labelhouse", "labels"], """
{{N9b|labelhouse never prints a best-before date; the lot code is all the line needs.}}
""")
fact("2026-04-11", "fact", ["farm-shop", "payments"], """
{{N10a|The farm shop is card-only; the till doesn't take cash.}}
""")
fact("2026-05-19", "fact", ["labelhouse", "bottling"], """
{{N2b|If a Zebra jams mid-run, just power-cycle it; labelhouse picks the lot counter back up.}}
""")
fact("2026-08-04", "fact", ["tradedesk", "orders"], """
{{S2b|The orders@ mailbox is no longer monitored; pubs order through the tradedesk portal and an auto-reply tells them so.}}
""")
fact("2026-04-17", "fact", ["dns", "infra"], """
{{S7b|DNS for brockhollow.co.uk moved from 123-reg to Cloudflare in April; change records in the Cloudflare dashboard.}}
""")
fact("2026-09-22", "fact", ["team", "tradedesk"], """
{{S10b|Ffion no longer handles trade orders; since September she runs the farm shop, and Rhodri took over tradedesk admin.}}
""")
fact("2026-02-11", "fact", ["pressroom"], """
{{F1b|pressroom is on Django 5.1 and Python 3.12.}}
""")
fact("2026-01-14", "fact", ["tradedesk", "pricing"], """
{{F2a|Trade customers get a discount on full cases.}}
""")
fact("2026-06-04", "fact", ["deploy"], """
{{F7b|`make deploy` builds the image, pushes it to ghcr.io and runs `docker compose up -d` on hetzner-1.}}
""")
fact("2026-03-05", "preference", ["megan", "style"], """
{{F8b|Megan wants a one-line summary first, then the commands, and no preamble or recap at the end.}}
""", 0.85)
fact("2026-04-16", "fact", ["orchards", "compliance"], """
{{F9a|Spray records have to be kept for the Soil Association audit.}}
""")
fact("2026-09-11", "fact", ["pressing"], """
{{F10a|Bittersweet fruit is sweated before pressing.}}
""")
fact("2026-03-12", "fact", ["cellarlog", "database"], """
{{F4b|cellarlog writes readings to a Timescale hypertable `tank_readings`, chunked by week.}}
""")
fact("2026-05-26", "fact", ["shopfront", "email"], """
{{O1a|shopfront retries a failed order-confirmation email up to 5 times before flagging the order.}}
""")
fact("2026-10-14", "fact", ["products"], """
{{O2a|Hedgerow is 4.0% ABV; the blackberry goes in after fermentation.}}
""")
fact("2026-07-09", "fact", ["shopfront", "images"], """
{{O3a|shopfront product images are limited to 5 MB each; bigger ones fail in the admin upload.}}
""")
fact("2026-02-03", "fact", ["pressroom"], """
{{O4a|pressroom's gunicorn binds :8000 inside its container.}}
""")
fact("2026-06-23", "fact", ["tradedesk", "email"], """
{{O5a|tradedesk sends its invoice emails through Mailgun, from `accounts@brockhollow.co.uk`.}}
""")
fact("2026-08-11", "fact", ["cellarlog", "retention"], """
{{O7b|cellarlog keeps raw tank readings for 90 days, then only hourly averages.}}
""")
fact("2026-05-14", "fact", ["tradedesk", "collections"], """
{{O8b|Trade collections from the barn are weekdays 08:00–16:00 only.}}
""")
fact("2026-11-03", "fact", ["perry", "cellar"], """
{{O9b|Perry is stopped at SG 1.004 by cold-crashing the tank.}}
""")
fact("2026-07-28", "fact", ["cellarlog", "alerts"], """
{{O10a|The bottle store alarm in cellarlog trips at 22 °C; conditioned bottles over-carbonate in a hot store.}}
""")
fact("2026-03-16", "fact", ["tradedesk", "rails"], """
{{D1a|Until March 2026 tradedesk ran on Rails 6.1; the upgrade took most of January and February.}}
""")
fact("2026-01-19", "fact", ["pressing", "harvest"], """
{{D2a|For the 2025 harvest we hired a mobile belt press for three weeks; about 40 t went through it.}}
""")
fact("2026-08-07", "fact", ["orchards", "weather"], """
{{D4a|During the spring 2026 blossom, frost alerts came from the Met Office DataPoint API.}}
""")
fact("2026-08-31", "fact", ["tradedesk", "portal"], """
{{D6b|Trade portal logins are per person, with email magic links.}}
""")
fact("2026-10-09", "fact", ["products", "kingston-black"], """
{{D7a|The 2024 vintage of Kingston Black was bottled at 7.8% ABV after the hot summer.}}
""")
fact("2026-01-27", "fact", ["harvest", "weighing"], """
{{D10a|In the 2025 harvest, fruit was weighed on the Kempley weighbridge before it came to the barn.}}
""")
fact("2026-02-17", "fact", ["pressroom", "infra"], """
{{A1b|pressroom runs as a compose stack on hetzner-1, with Caddy in front.}}
""")
fact("2026-04-28", "decision", ["duty", "megan"], """
{{A2b|Duty calculation changes must be signed off by Megan before they are deployed.}}
""")
fact("2026-03-20", "fact", ["cellarlog", "probes"], """
{{A3b|Tank probes report once a minute.}}
""")
fact("2026-10-21", "fact", ["products", "kingston-black"], """
{{A4b|KB single variety comes in 750 ml bottles and nothing else: no cans, no BIB.}}
""")
fact("2026-01-06", "fact", ["tradedesk", "pricing"], """
{{A5b|The trade price list is updated every January; nothing changes mid-year.}}
""")
fact("2026-04-30", "fact", ["orchards", "organic"], """
{{A6b|The orchards are organic: sulphur and kaolin are the only sprays we use.}}
""")
fact("2026-05-08", "preference", ["shopfront", "staging"], """
{{A7b|Try shop changes on staging.brockhollow.co.uk first; it runs Stripe in test mode, so real cards are never charged.}}
""", 0.85)
fact("2026-02-20", "preference", ["copy", "style"], """
{{A8b|Use UK spelling in anything customers read: "flavour", not "flavor".}}
""", 0.85)
fact("2026-03-31", "fact", ["duty"], """
{{A9b|All our duty is at SPR rates; we're well under the 4,500 hl threshold.}}
""")
fact("2026-06-30", "fact", ["bottling"], """
{{A10b|Expect roughly 900 bph on the bottling line; plan a 6,000-bottle run as a full day.}}
""")
fact("2026-09-08", "fact", ["pressing", "harvest"], """
{{NS1b|In harvest, pressing starts at 07:00 sharp.}}
""")
fact("2026-05-21", "fact", ["orchards", "spraying"], """
{{NS4b|Sulphur goes on every 10–14 days from petal fall through July.}}
""")
fact("2026-10-16", "decision", ["products", "medium"], """
{{NS5a|Nothing gets back-sweetened with sugar; the Medium is sweetened with fresh apple juice.}}
""")
fact("2026-07-06", "fact", ["tradedesk", "invoices"], """
{{NS6b|tradedesk emails each trade invoice as a PDF once the delivery run is closed.}}
""")
fact("2026-06-26", "fact", ["tradedesk", "kegs"], """
{{NS7b|50 l kegs go to pubs through tradedesk, with a deposit per keg.}}
""")
fact("2026-04-21", "fact", ["orchardmap", "spraying"], """
{{NS9a|Spray records are never deleted when a tree is grubbed out; they stay in the spray diary for the audit.}}
""")
fact("2026-08-18", "fact", ["shopfront", "refunds"], """
{{NS10b|shopfront issues refunds for bottles broken in transit; the courier claim is filed afterwards.}}
""")

# filler facts (no labelled claims)
fact("2026-01-22", "fact", ["tanks"], """
There are 14 fermentation tanks, T01 to T14, all stainless; T13 and T14 are the small 1,000 l ones used for trials.
""")
fact("2026-02-09", "preference", ["megan", "reporting"], """
Megan wants the weekly sales summary as a table: shop, online, trade, kegs, with last year's week next to it.
""", 0.8)
fact("2026-03-10", "fact", ["orchards"], """
Rhodri Evans looks after the orchards and enters the spray diary in orchardmap himself.
""")
fact("2026-04-07", "fact", ["labelhouse"], """
Label stock is ordered from the printers in Worcester; lead time is three weeks, so order before June for harvest.
""")
fact("2026-05-12", "decision", ["shopfront"], """
Gift cards are parked until 2027; nobody asked for them in the customer survey.
""")
fact("2026-06-12", "fact", ["pressroom", "barn"], """
The press barn tablet logs in as the `barn` user, which can record readings but can't edit blends.
""")
fact("2026-07-02", "fact", ["tradedesk"], """
The Monday statement run emails each trade customer a list of open invoices.
""")
fact("2026-08-24", "fact", ["cellarlog"], """
cellarlog also alerts when a tank sends no data for 15 minutes, since the gateway incident in August.
""")
fact("2026-09-03", "fact", ["harvest"], """
Perry pears are picked first, usually the first week of September, then early bittersweets.
""")
fact("2026-09-26", "preference", ["dai", "pressroom"], """
Dai wants the barn view to show SG in four decimals (1.0475), never as Brix.
""", 0.8)
fact("2026-10-02", "fact", ["infra"], """
hetzner-1 has 16 GB RAM; pressroom and cellarlog use most of it in harvest weeks.
""")
fact("2026-10-30", "fact", ["farm-shop"], """
The farm shop closes for two weeks in January for a stock take and a deep clean.
""")
fact("2026-03-19", "fact", ["bottling"], """
The Dry from the 2025 pressing was bottled over three days in March 2026: lots BH-26075-T02, BH-26076-T05, BH-26077-T09.
""")
fact("2026-11-20", "decision", ["orchardmap"], """
orchardmap will get an iOS build in 2027 only if Rhodri's new phone is an iPhone; no other demand.
""")
fact("2026-11-25", "fact", ["shopfront", "christmas"], """
Last order date for Christmas delivery is 18 December; the banner goes up on 1 December.
""")
