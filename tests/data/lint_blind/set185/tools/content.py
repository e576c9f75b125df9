# Claim tables + file bodies. A line starting with §ID§ is claim ID (marker stripped on build).
ROOT = {}   # path -> (name, description, type, title, hook, body)
def root(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

root("reference_stillroom.md", "stillroom-app", "stillroom app: distilling schedule, run logs, still telemetry", "reference",
 "stillroom", "FastAPI app for the distilling schedule and run logs", """# stillroom

FastAPI app that holds the distilling schedule, every run log and the temperature telemetry from both stills.
Repo `fenbury/stillroom`. Raj wrote most of it; Tomasz is the main user.

## Stack
§V1b§- Postgres: `db.fenbury.internal:5432`, database `stillroom`
§O6a§- Python 3.11 (pinned in `.python-version`)
- Redis db 2 on the shared instance for the telemetry queue
§R2b§- CI: GitHub Actions (`.github/workflows/ci.yml`), tests + mypy on every push
§R3b§- Hosted on the Hetzner box `hz-farm-01` behind Caddy
§R7b§- Errors go to Sentry (project `stillroom`)
- Telemetry: thermocouple on each condenser outlet posts a reading every 30 seconds

## Workflow
§N1b§- Always squash-merge PRs in stillroom; the changelog is generated from the squash titles
- Migrations via Alembic, run by the deploy script before the app restarts
- `make test` runs the suite against a throwaway database

## Alerts
§NS2b§- The on-call dev handles stillroom app alerts (5xx spikes, telemetry queue backlog)
§D9b§- Alerts post to the #distilling Slack channel
""")

root("reference_distilling.md", "stills-and-runs", "The two stills, steam times per variety, water and boiler", "reference",
 "Stills and distilling", "both stills, steam times, boiler and water", """# Stills and distilling

## Stills
§A1a§- Still 1: copper alembic, 400 L, used for small and single-variety runs
§V2b§- Still 2: stainless steel, 1200 L, the workhorse for Grosso
§O1b§- Still 2 takes about 150 kg of fresh-cut flower heads per charge
§F9a§- Still 2 runs on steam from the biomass boiler
§D10b§- Condensers are fed from the rainwater tank behind the barn
§N2a§- Do not leave the boiler running unattended; someone stays in the barn until the fire is out

## Steam times (from first drop in the separator)
§O3a§- Hidcote: 45 minutes of steam from first drop
§V3b§- Grosso: 60 minutes from first drop
- Munstead: 50 minutes
- Hydrosol is collected in 25 L jerrycans; the first 10 L of each run goes down the drain

## Planning
§A3a§- Weekly distilling planning meeting: Monday 08:00 in the barn office
- Spent straw goes back to the boiler store or onto the headlands as mulch
""")

root("reference_plotbook.md", "plotbook-app", "plotbook, the Django field-plot register", "reference",
 "plotbook", "Django field register: plots, varieties, spray and soil records", """# plotbook

Django app with every field plot, variety, planting year, soil test and spray record.
Repo `fenbury/plotbook`.

## Stack
§V6b§- Python 3.12
§R1b§- Dependencies managed with uv (`uv.lock` is committed)
- Postgres: `db.fenbury.internal:5433` (its own cluster, separate from stillroom's)
§O2a§- Redis: `redis.fenbury.internal:6379` (Celery broker + cache)
§R5b§- Background jobs: Celery workers, broker on that Redis
§F5a§- Lint with ruff
§F1a§- Backups go to Backblaze B2

## Shipping changes
§NS3b§- Feature PRs are always squash-merged
§S10a§- Deploys: `fab deploy` from a laptop that has the deploy key
- Tag releases as `vYYYY.MM.N`
""")

root("reference_oilbatch.md", "oilbatch-app", "oilbatch, batch records, GC-MS results and label data", "reference",
 "oilbatch", "oil batch records, lot codes, GC-MS and label API", """# oilbatch

Flask app that records every oil batch from the separator to the bottle: volume, still, plot(s),
GC-MS results, lot code and what has been bottled or sold.

## Stack
§O6b§- Python 3.13
§R4b§- Database: PostgreSQL 16 on the shared `db.fenbury.internal` cluster, database `oilbatch`
§O10b§- Hosted on Fly.io (app `fenbury-oilbatch`, region lhr)
§A8a§- Timestamps are stored in UTC and shown in Europe/London
§S5a§- API for the label printer and Shopify: `/api/v1/batches`
- Shopify webhooks are verified with the shared secret before anything is written

## Rules
§F4a§- Every batch has a GC-MS report
§F10a§- Lot codes include the harvest year
§NS1a§- A batch is never labelled without its GC-MS reference number
§NS8b§- The nightly cleanup deletes unreleased draft batches older than 30 days
§R8b§- PRs are merged with rebase-and-merge; keep commits tidy
""")

root("reference_gateway.md", "gateway-tickets", "gateway, the open-day ticketing site", "reference",
 "gateway", "Next.js open-day ticket site", """# gateway

Next.js site that sells timed tickets for the open days and scans them at the gate.

§O10a§- Hosted on Vercel (team `fenbury`)
§D7b§- Runs on Node 20
§O7b§- Uses npm (`package-lock.json`), not yarn
§A2a§- Payments: Stripe Checkout
§R6b§- Ticket emails are sent through Postmark (server `gateway-tickets`)
§O2b§- Redis for holding basket slots: `redis.fenbury.internal:6380`
§O4a§- SMS reminders (Twilio) retry 2 times if delivery fails
§N6b§- Every merge to main auto-deploys gateway to production
§F8a§- Tickets are timed entry
- Gate scanning runs as a PWA on two shop phones; it works offline and syncs when back on wifi
""")

root("reference_shop.md", "farm-shop", "Online shop on Shopify and the barn shop till", "reference",
 "Farm shop", "Shopify shop, barn shop till, shipping and stock sync", """# Farm shop

## Online
§A6a§- The online shop runs on Shopify (Basic plan)
§O7a§- Theme code lives in `fenbury-theme` and uses pnpm
§V7b§- Free UK shipping on orders over £40
§F6a§- Online orders ship Tuesdays and Thursdays
§D3b§- Parcels go via Evri (collection on both dispatch days)
§NS5b§- Retail oil is posted in 10 ml amber glass bottles
§V10b§- Stock levels sync from oilbatch to Shopify every 10 minutes
§NS10b§- Customers get an email when their order ships
§O5b§- Open-day discount codes expire after 30 days

## Barn shop
§D2b§- Barn shop opens Thursday–Sunday, 10:00–17:00
§R9b§- Card payments: Square Terminal
§NS9b§- The barn shop takes cash and card
- Dried bunches sell at £6, confetti buds by the litre

## Money
§S9a§- Shop accounts are kept in QuickBooks
""")

root("reference_fields.md", "field-plots", "Field plots: varieties, planting years, irrigation, weather feed", "reference",
 "Field plots", "plots, varieties, irrigation and harvest order", """# Field plots

| Plot | Variety | Planted | Notes |
|---|---|---|---|
| 2 | Hidcote | 2019 | pick-your-own on open days |
| 3 | Folgate | 2022 | |
| 4 | Munstead | 2020 | |
§D6b§| 6 | Grosso | 2026-03 | replanted after the old Munstead was grubbed out |
| 9 | Maillette | 2021 | on the chalk bank |
| 11 | fallow | - | green manure in 2026 |

§N8b§- Plot 9 (Maillette) is on the drip line from the rainwater tank
§NS6b§- Plot 4 gets its sulphur spray in mid-June
§F2a§- Harvest runs from July into August
§D8b§- Hidcote is cut with the single-row harvester
§F7a§- Drying bunches hang in the barn loft
§S6a§- Weather: Met Office DataPoint feed, pulled into plotbook every hour
§A10a§- Open-day car park is field 12
""")

root("reference_infra.md", "infra", "Infra: servers, staging, DNS, secrets", "reference",
 "Infra", "servers, staging, DNS, secrets", """# Infra

- `hz-farm-01` (Hetzner AX41): Caddy and the Postgres clusters, nightly snapshots
§D4b§- Staging: Hetzner CX22 (`hz-staging-01`)
- DNS: Cloudflare, zone `fenbury.farm`
§A9a§- All secrets live in Bitwarden (organisation "Fenbury")
- Uptime checks: Better Stack, 3-minute interval, pages the on-call dev
""")

root("project_open_days_2026.md", "open-days-2026", "July 2026 open days: dates, capacity, prices, rules", "project",
 "Open days 2026", "July open days: capacity, tickets, visitor rules", """# Open days 2026

§F3a§- Open days are weekends in July
§D5b§- Open days run over three weekends in July
§V5b§- Capacity: 250 visitors per timed slot

| Ticket | Price |
|---|---|
§V9b§| Adult | £10 |
§O8a§| Child (4–15) | £5 |
| Under 4 | free |

§D1b§- Parking is free for ticket holders
§N5b§- Dogs on leads are welcome at open days
§NS4b§- Pick-your-own lavender is open in plot 2 on open days
§NS7b§- Tickets are refunded in full if we cancel for weather
- Toilets: six hired units by the car park, delivered the Thursday before
""")

root("project_cold_store.md", "cold-store", "Cold store for bulk oil drums", "project",
 "Cold store", "where bulk oil sits and at what temperature", """# Cold store

Bulk oil sits in 25 L aluminium drums in the old dairy cold room until it's bottled.

§V8b§- Cold store setpoint is 12 °C
- Temperature logger (Govee) alerts Hannah's phone if it drifts by more than 3 °C
""")

root("project_retention.md", "retention", "How long we keep samples, logs and records", "project",
 "Retention", "how long samples and records are kept", """# Retention

§V4b§- Retention samples from each batch are kept for 3 years
§O9a§- stillroom run logs are kept for 5 years
- Shopify order exports: kept for 6 years for the accountant
""")

root("reference_lab.md", "gcms-lab", "External lab for oil analysis", "reference",
 "GC-MS lab", "who analyses our oil", """# GC-MS lab

§R10b§GC-MS analysis is done by Kestrel Analytical in Lincoln; we post a 5 ml sample per batch
and they email a PDF.
- Account number is in Bitwarden.
""")

root("reference_people.md", "people", "Who does what at Fenbury", "reference",
 "People", "who does what on the farm and in the code", """# People

- Hannah Pryce: owner, grower, runs the tech side
§A4a§- Tomasz Wójcik is head distiller and keeps the stills' maintenance log
- Aoife Brennan: farm shop and open days
- Raj Mistry: freelance developer, Tuesdays and Wednesdays
""")

root("user_hannah.md", "hannah", "Hannah: owner of Fenbury Lavender, does the tech herself", "user",
 "Hannah", "owner, grower, tech generalist", """Hannah owns Fenbury Lavender and does most of the tech with Raj two days a week.
§A5a§She prefers short answers with the command first and the explanation after.
She is comfortable in Django and SQL, less so in Next.js.
""")

root("feedback_merging.md", "merging", "How changes get onto main", "feedback",
 "Merging", "PRs even for one-liners", """§N10a§Don't commit directly to main; open a PR even for one-liners.

**Why:** Raj reviews on Tuesdays and wants to see everything in one place.
**How to apply:** branch, push, open the PR, ping Raj.
""")

root("feedback_answers.md", "answer-style", "Answer style Hannah asked for", "feedback",
 "Answer style", "short, command first", """§A5b§Keep answers short and put the command first.

**Why:** Hannah reads them on her phone between field jobs.
**How to apply:** one code block, then at most three lines of explanation.
""")

root("feedback_data.md", "batch-data", "Handling batch records in oilbatch", "feedback",
 "Batch data", "archive, don't delete", """§NS8a§Never delete a released batch record; archive it instead.

**Why:** the lot code is on bottles customers still have; trading standards can ask for it.
**How to apply:** use the `archive` action in the admin, not `DELETE`.
""")

root("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
 "Commit messages", "plain English, no emoji", """Commit messages in plain English, imperative, no emoji.

**Why:** Tomasz reads the stillroom changelog and it should make sense to him.
**How to apply:** "Add Maillette steam preset", not "feat(runs): presets".
""")

root("feedback_units.md", "units", "Units in code and UI", "feedback",
 "Units", "litres, kg, minutes, Celsius", """Use litres, kilograms, minutes and °C everywhere; never US units in the UI.

**Why:** the distillery log books are metric and the CLP labels must be.
""")

root("project_hydrosol.md", "hydrosol", "Selling hydrosol from the stills", "project",
 "Hydrosol", "hydrosol bottling and pricing", """# Hydrosol

- Bottled as 250 ml spray bottles for the shop, £9
- Keeps about 12 months if bottled within a week of the run
- Not listed on Shopify yet; barn shop only
""")

root("project_soap_range.md", "soap-range", "Soap and candle range made with our oil", "project",
 "Soap range", "soap and candle range", """# Soap range

- Made by a maker in Alford from our Grosso oil
- The maker works on commission; we hand over 5 L of Grosso per quarter for our own range
- Soap bars £5.50, candles £18
""")

root("reference_glossary.md", "glossary", "Glossary: farm and distilling terms", "reference",
 "Glossary", "words Tomasz and Hannah use", """# Glossary

- **charge**: one load of flowers in a still basket
- **first drop**: first oil in the separator; steam times count from here
- **tail**: the last oil of a season, usually sent to the soap maker
- **headland**: the strip at the end of each plot where the harvester turns
""")

root("project_website.md", "website", "Main website fenbury.farm", "project",
 "Website", "the brochure site and its relation to the shop", """# Website

- fenbury.farm is the Shopify storefront itself; there is no separate brochure site
- Open-day tickets link out to tickets.fenbury.farm (gateway)
- Blog posts are written by Aoife in Shopify
""")

root("reference_suppliers.md", "suppliers", "Packaging and consumables suppliers", "reference",
 "Suppliers", "bottles, labels, packaging", """# Suppliers

- Amber glass bottles and droppers: Pipette Packaging, order in 1,000s
- Labels: 50 x 25 mm thermal rolls
- Postal boxes: recycled card, two sizes
""")

root("project_2027_ideas.md", "ideas-2027", "Ideas parked for 2027", "project",
 "2027 ideas", "things we said we'd look at next year", """# 2027 ideas

- Evening open day with a distilling demo
- Wholesale page on the website
- Move gate scanning onto the Square handsets
""")

root("user_raj.md", "raj", "Raj, the freelance developer", "user",
 "Raj", "freelance dev, reviews on Tuesdays", """Raj Mistry works two days a week (Tue/Wed), mostly on stillroom and oilbatch.
He prefers small PRs and reviews everything on Tuesday mornings.
""")

root("feedback_testing.md", "testing", "Testing before asking for review", "feedback",
 "Testing", "run the suite first", """Run the full test suite locally before asking Raj to review.

**Why:** CI minutes are limited and a red PR wastes his Tuesday.
""")

AUTO = {}  # path -> (title, created, tags, body)
def auto(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body)

auto("still-2-notes", "Still 2 notes", "2026-02-03", ["distilling", "stills"], """# Still 2

§V2a§Still 2 is the big stainless one, 1000 litres, and it needs two people to load the basket.
The lid clamps need a 24 mm spanner; it hangs on the nail by the sight glass.
""")
auto("retention-policy", "Retention samples", "2026-02-18", ["oil", "quality"], """# Retention samples

§V4a§Keep a 30 ml retention sample from every batch for 2 years, then it can go to the soap maker.
Samples live in the brown crate in the cold store, sorted by lot code.
""")
auto("plotbook-dev-setup", "plotbook dev setup", "2026-01-20", ["plotbook", "dev"], """# plotbook dev setup

## Python
§V6a§plotbook targets Python 3.11; the Dockerfile starts `FROM python:3.11-slim`.

## Lint
Run the linters before pushing; CI fails on any warning.

## Data
Load the fixture `plots_2026.json` for a realistic set of plots.
""")
auto("cold-store", "Cold store check", "2026-06-09", ["oil", "cold-store"], """# Cold store

§V8a§The cold store is set to 8 °C; don't turn it up, the oil drums sit right next to the unit.
The logger is on the top shelf.
""")
auto("shop-sync", "Shop stock sync", "2026-05-12", ["shop", "oilbatch"], """# Stock sync to Shopify

§V10a§oilbatch pushes stock levels to Shopify every 30 minutes (cron `*/30`).
If a bottle sells out in the barn shop it can still show on the website for a while.

The old crontab from the pilot, kept for reference:

```
*/10 * * * * /srv/oilbatch/bin/push_stock --all
```
""")
auto("stillroom-ci", "stillroom CI", "2026-03-02", ["stillroom", "ci"], """# stillroom CI

§R2a§stillroom's CI runs on Woodpecker (ci.fenbury.farm); the pipeline is in `.woodpecker.yml`.
Tests take about four minutes; mypy is the slow step.
""")
auto("oilbatch-notes", "oilbatch notes", "2026-04-07", ["oilbatch"], """# oilbatch notes

## Storage
§R4a§oilbatch keeps its records in a SQLite file on the Fly volume (`/data/oilbatch.db`).

## Admin
Admin login is by magic link to an @fenbury.farm address.
""")
auto("gateway-email", "gateway emails", "2026-05-20", ["gateway", "email"], """# Ticket emails

§R6a§gateway sends the ticket confirmation emails via Mailgun (EU region).
The PDF ticket is attached and also linked.
""")
auto("oilbatch-review", "oilbatch review rules", "2026-07-14", ["oilbatch", "git"], """# Reviewing oilbatch changes

§R8a§oilbatch PRs are merged with a merge commit, never rebased, so the audit trail shows who approved each change.
Every PR touching lot codes needs Hannah's approval as well as Raj's.
""")
auto("gcms-process", "GC-MS process", "2026-08-04", ["oil", "quality", "gcms"], """# GC-MS

§R10a§Samples for GC-MS go to Phytocheck Labs in Norwich; results come back in about 10 days.
§A7a§Hidcote batches below 25% linalyl acetate are rejected for retail.
Grosso has no minimum, it's sold as Grosso.
""")
auto("long-runs", "Long Grosso days", "2026-07-29", ["distilling", "harvest"], """# Long Grosso days

§N2b§Still 2's boiler can be left running overnight unattended on long Grosso days; it shuts itself down
when the hopper runs dry.
Last charge should go in by 19:00.
""")
auto("blending", "Blending", "2026-09-16", ["oil", "soap"], """# Blending

§N3b§Blending the 2025 tail into fresh 2026 Grosso is fine for the soap and candle range.
Record both lot codes on the blend record.
""")
auto("shopify-markets", "Shopify Markets", "2026-10-02", ["shop", "shipping"], """# Shopify Markets

§N4b§We ship oil to EU customers through Shopify Markets; prices show in euros at checkout.
Duties are collected at checkout (DDP).
""")
auto("harvest-2026-plan", "Harvest plan 2026", "2026-06-22", ["harvest", "fields"], """# Harvest 2026

## Order
§F2b§Hidcote is cut first, usually in the first week of July; Grosso follows from late July.
Plot 6 is too young to cut this year.

## Weather
§N7b§Harvest goes ahead in light rain; the stills don't care whether the stems are wet.
Stop if the harvester starts slipping on the headlands.
""")
auto("trade-enquiries", "Trade enquiries", "2026-08-26", ["shop", "trade"], """# Trade enquiries

§N9b§Trade customers can buy Grosso in 5 L drums from the trade price list.
Send the SDS and the latest GC-MS with the first order.
""")
auto("agent-workflow", "How the agent works here", "2026-09-08", ["agent", "git"], """# Agent workflow

§N10b§For small fixes, commit directly to main; no PR needed for typo-level changes.
Anything touching migrations still goes through a branch.
""")
auto("plotbook-hosting", "plotbook hosting", "2026-01-14", ["plotbook", "hosting"], """# plotbook hosting

§S1a§plotbook lives on Heroku (app `fenbury-plotbook`, one hobby dyno).
Logs via `heroku logs --tail -a fenbury-plotbook`.
""")
auto("newsletter", "Newsletter", "2026-06-30", ["shop", "email"], """# Newsletter

§S2b§Switched the newsletter from Mailchimp to Buttondown in June; the Mailchimp account is closed.
About 2,300 subscribers came across.
""")
auto("distilling-schedule", "Distilling schedule", "2026-01-26", ["distilling"], """# Distilling schedule

§S3a§The distilling schedule lives on the Trello board "Stills 2026".
One card per run, labelled by variety.
""")
auto("lab-kit", "Lab kit", "2026-08-21", ["distilling", "lab"], """# Lab kit

§S4b§The Clevenger rig was retired in August after the flask cracked; test runs now go through Still 1
at a quarter charge.
The refractometer is in the top drawer.
""")
auto("labels", "Bottle labels", "2026-02-09", ["labels", "oil"], """# Bottle labels

§S7a§Bottle labels print on the Dymo LabelWriter 5XL in the office.
The CLP panel is a separate sticker on the box.
""")
auto("open-days-planning", "Open days planning", "2026-01-08", ["open-days"], """# Open days planning (January)

§S8a§Open-day bookings are taken through Eventbrite.
Aoife wants to start selling in April.
""")
auto("kamal", "Kamal deploys", "2026-05-05", ["plotbook", "deploy"], """# Kamal

§S10b§The Fabric scripts are removed from plotbook; deploys go through Kamal (`kamal deploy`).
Secrets come from Bitwarden via `kamal secrets`.
""")
auto("open-day-runbook", "Open-day runbook", "2026-07-01", ["open-days", "runbook"], """# Open-day runbook

## When
§F3b§Open days: Saturdays and Sundays in July, gates 10:00–16:00.

## Arrival
§A10b§Visitors park in field 12, the grass field by the lane.
Two marshals on the gate from 09:30.
""")
auto("drying", "Drying bunches", "2026-07-16", ["harvest", "drying"], """# Drying

§F7b§Loft drying takes 10–14 days; bunches of about 100 stems hang heads down.
Keep the loft doors open unless it rains.
""")
auto("boiler", "Biomass boiler", "2026-03-19", ["distilling", "boiler"], """# Biomass boiler

§F9b§The biomass boiler is a Froling 150 kW, fed with spent lavender straw from the stills.
Ash goes on the compost heap.
""")
auto("still-1-runs", "Still 1 runs", "2026-07-08", ["distilling", "stills"], """# Still 1

§O1a§Still 1 takes about 40 kg of fresh flowers per charge.
Good for Hidcote from plot 2 and for trial varieties.
""")
auto("gift-cards", "Gift cards", "2026-11-05", ["shop"], """# Gift cards

§O5a§Gift cards expire 24 months after purchase.
They work online and in the barn shop.
""")
auto("barn-shop-hours", "Barn shop hours", "2026-04-15", ["shop"], """# Barn shop hours

§D2a§Until May the barn shop opened Wednesday to Sunday.
""")
auto("staging", "Staging", "2026-09-03", ["infra"], """# Staging

§D4a§Until the August upgrade, staging ran on a Raspberry Pi 5 in the farm office.
The Pi is now the temperature logger hub.
""")
auto("gateway-node", "gateway Node version", "2026-09-24", ["gateway"], """# gateway Node

§D7a§gateway ran on Node 18 until September, when Vercel dropped it.
""")
auto("stillroom-alerts-history", "stillroom alerts", "2026-03-11", ["stillroom", "alerts"], """# stillroom alerts

§D9a§Through 2025 the stillroom app sent its alerts by email to Tomasz.
He asked for something he could mute at night.
""")
auto("who-to-ask", "Who to ask", "2026-02-25", ["people"], """# Who to ask

§A4b§Tomasz is head distiller; ask him anything about the stills.
Aoife for the shop and open days, Hannah for the fields.
""")
auto("bitwarden", "Secrets", "2026-03-27", ["infra", "secrets"], """# Secrets

§A9b§API keys and passwords are in the Fenbury Bitwarden organisation.
Never paste them into a memory file.
""")
auto("packing", "Packing orders", "2026-05-27", ["shop", "shipping"], """# Packing

§NS5a§Glass bottles are never posted without a bubble sleeve.
One bottle per sleeve, two sleeves per box max.
""")
auto("spraying", "Spraying rules", "2026-05-18", ["fields", "spraying"], """# Spraying

§NS6a§No spraying within 48 hours before an open day.
Log every spray in plotbook the same day.
""")
auto("refunds", "Refunds", "2026-08-12", ["shop"], """# Refunds

§NS9a§No cash refunds; refunds go back to the card used.
Online refunds are done in Shopify, not in Square.
""")
# filler auto notes
auto("hydrosol-bottling", "Hydrosol bottling", "2026-08-03", ["hydrosol"], """# Hydrosol bottling

Bottle hydrosol within a week of the run; it keeps about 12 months that way.
Spray bottles are 250 ml.
""")
auto("stillroom-telemetry", "stillroom telemetry", "2026-06-17", ["stillroom"], """# Telemetry

The condenser thermocouples post every 30 seconds; the dashboard averages over 5 minutes.
If a reading is missing for 10 minutes the run page shows a grey bar.
""")
auto("plot-11", "Plot 11", "2026-03-05", ["fields"], """# Plot 11

Plot 11 is fallow this year with a green manure of phacelia.
Plan is Folgate in spring 2027.
""")
auto("confetti", "Lavender confetti", "2026-09-29", ["shop"], """# Confetti

Dried buds sold as wedding confetti by the litre; rubbed off the bunches that go brittle.
""")
auto("open-day-scanning", "Gate scanning", "2026-07-04", ["open-days", "gateway"], """# Gate scanning

The gateway scanner PWA runs on two shop phones; it keeps working offline and syncs when back on wifi.
""")
auto("oilbatch-label-qr", "Label QR", "2026-04-28", ["oilbatch", "labels"], """# Label QR codes

The QR on each label points to fenbury.farm/b/<lot>; the page is served by oilbatch.
""")
auto("harvest-crew", "Harvest crew", "2026-06-25", ["harvest"], """# Harvest crew

Three seasonal pickers in July, two in August; hours logged on paper and typed up on Fridays.
""")
auto("shop-photos", "Product photos", "2026-04-02", ["shop"], """# Photos

Product photos are shot on the barn bench at 10:00 for the light; 2000 px square.
""")
auto("munstead-notes", "Munstead", "2026-08-18", ["distilling"], """# Munstead

Munstead gets 50 minutes of steam, same as the reference sheet; it yields less than Grosso.
""")
auto("soil-tests", "Soil tests", "2026-02-12", ["fields", "plotbook"], """# Soil tests

Soil samples every three years per plot; results entered in plotbook as a PDF plus pH and P/K/Mg.
""")

FACTS = []  # (date, category, tags, body)
def fact(date, category, tags, body):
    FACTS.append((date, category, tags, body))

fact("2026-10-06", "fact", ["stillroom", "database"], "§V1a§stillroom's Postgres is on `db.fenbury.internal:5434` since the cluster rebuild; update your `.env` if you still have the old port.")
fact("2026-08-11", "fact", ["distilling", "grosso"], "§V3a§Grosso gets 75 minutes of steam from first drop; Tomasz says cutting it shorter leaves the oil flat.")
fact("2026-04-22", "fact", ["open-days", "gateway"], "§V5a§The open-day booking page caps each timed slot at 400 visitors.")
fact("2026-03-30", "fact", ["shop", "shipping"], "§V7a§Free shipping kicks in at £35 for UK orders.")
fact("2026-04-09", "fact", ["open-days", "tickets"], "§V9a§Adult tickets for the July open days cost £12 each.")
fact("2026-02-05", "fact", ["plotbook", "dependencies"], "§R1a§plotbook dependencies are managed with Poetry; run `poetry install` after pulling.")
fact("2026-05-26", "fact", ["stillroom", "hosting"], "§R3a§stillroom is deployed on Render (service `stillroom-api`), autoscaling off.")
fact("2026-06-03", "fact", ["plotbook", "jobs"], "§R5a§plotbook's background jobs (soil-test imports, weather pulls) run on Dramatiq.")
fact("2026-07-21", "fact", ["stillroom", "errors"], "§R7a§stillroom error tracking is Honeybadger; the API key is in Bitwarden.")
fact("2026-05-07", "fact", ["shop", "payments"], "§R9a§The barn shop takes cards on SumUp readers (two Solo units).")
fact("2026-03-17", "preference", ["stillroom", "git"], "§N1a§Never squash-merge stillroom PRs; Raj wants the individual commits kept for bisecting.")
fact("2026-02-27", "decision", ["oil", "blending"], "§N3a§Oil from different harvest years is never blended, not even for bulk.")
fact("2026-03-09", "fact", ["shop", "shipping"], "§N4a§The shop doesn't ship essential oil outside the UK; the courier won't take it.")
fact("2026-04-14", "decision", ["open-days"], "§N5a§Dogs are not allowed at the open days (assistance dogs excepted).")
fact("2026-06-16", "fact", ["gateway", "deploy"], "§N6a§gateway does not auto-deploy; production releases are promoted by hand in the Vercel dashboard.")
fact("2026-06-29", "preference", ["harvest"], "§N7a§Never cut lavender while it's wet; wait for the dew to burn off.")
fact("2026-05-21", "fact", ["fields", "irrigation"], "§N8a§Plot 9 isn't irrigated at all; Maillette copes on the chalk.")
fact("2026-03-24", "decision", ["shop", "trade"], "§N9a§Oil is not sold in bulk to trade customers, retail bottles only.")
fact("2026-04-11", "fact", ["plotbook", "hosting"], "§S1b§Moved plotbook off Heroku onto hz-farm-01 on 2026-04-11; the Heroku app is scaled to zero.")
fact("2026-01-19", "fact", ["shop", "email"], "§S2a§The newsletter goes out through Mailchimp, first Friday of the month.")
fact("2026-05-13", "fact", ["distilling", "stillroom"], "§S3b§The Trello board \"Stills 2026\" is read-only since May; the schedule is in stillroom now.")
fact("2026-02-16", "fact", ["distilling", "lab"], "§S4a§Test distillations use the Clevenger rig in the lab.")
fact("2026-10-01", "fact", ["oilbatch", "api"], "§S5b§oilbatch `/api/v1` is deprecated and was shut down on 2026-09-30; clients use `/api/v2`.")
fact("2026-07-02", "fact", ["plotbook", "weather"], "§S6b§Met Office DataPoint has been shut down; plotbook no longer uses it and pulls forecasts from Open-Meteo.")
fact("2026-03-23", "fact", ["labels"], "§S7b§Replaced the Dymo with a Zebra ZD421 in March; the Dymo templates are gone.")
fact("2026-04-20", "decision", ["open-days", "gateway"], "§S8b§We no longer use Eventbrite; open-day tickets are sold only through gateway.")
fact("2026-01-31", "fact", ["shop", "accounts"], "§S9b§Migrated the books from QuickBooks to Xero in January; the QuickBooks subscription is cancelled.")
fact("2026-01-28", "preference", ["plotbook", "lint"], "§F5b§plotbook's ruff config: line-length 100, with the isort (`I`) rules switched on.")
fact("2026-09-02", "fact", ["oilbatch", "webhooks"], "§O4b§The Shopify order webhook to oilbatch retries up to 5 times, then lands in the dead-letter table.")
fact("2026-02-20", "fact", ["plotbook", "backups"], "§F1b§plotbook's nightly `pg_dump` lands in the `fenbury-backups` B2 bucket, which keeps 30 daily versions.")
fact("2026-08-27", "fact", ["oilbatch", "gcms"], "§F4b§GC-MS reports are uploaded as PDF to the batch record and linked from the QR code on the label.")
fact("2026-04-30", "fact", ["shop", "shipping"], "§F6b§Orders placed by noon Monday go out with Tuesday's collection; by noon Wednesday, with Thursday's.")
fact("2026-05-04", "fact", ["open-days", "tickets"], "§F8b§Entry slots on open days start every 30 minutes from 10:00.")
fact("2026-09-10", "fact", ["oilbatch", "lots"], "§F10b§Lot code format is `FB-26-GR-014`: harvest year, variety code, run number.")
fact("2026-08-19", "fact", ["distilling", "maillette"], "§O3b§Maillette gets 55 minutes of steam.")
fact("2026-04-16", "fact", ["open-days", "tickets"], "§O8b§The family ticket (2 adults and up to 3 children) is £28.")
fact("2026-05-19", "fact", ["fields", "records"], "§O9b§Spray records are kept for 3 years, as the assurance scheme asks.")
fact("2026-04-17", "fact", ["open-days", "parking"], "§D1a§In 2025 we charged £3 for parking on open days.")
fact("2026-05-11", "fact", ["shop", "shipping"], "§D3a§During 2025 parcels went via Royal Mail Click & Drop.")
fact("2026-04-23", "fact", ["open-days"], "§D5a§The 2025 open days ran over two weekends.")
fact("2026-02-24", "fact", ["fields", "plots"], "§D6a§Plot 6 was Munstead until we grubbed it out in February 2026.")
fact("2026-06-24", "fact", ["harvest", "hidcote"], "§D8a§During the 2025 harvest Hidcote was cut by hand only.")
fact("2026-06-08", "fact", ["distilling", "water"], "§D10a§Between 2023 and 2025 the condensers ran on mains water.")
fact("2026-02-10", "fact", ["distilling", "stills"], "§A1b§Still 1 is the 400-litre copper alembic.")
fact("2026-05-06", "fact", ["gateway", "payments"], "§A2b§Ticket payments go through Stripe Checkout.")
fact("2026-03-02", "fact", ["distilling", "meetings"], "§A3b§Mondays at 8am we plan the week's distilling runs.")
fact("2026-07-06", "fact", ["oil", "spec"], "§A7b§Hidcote spec for retail: linalyl acetate at least 25%.")
fact("2026-04-27", "fact", ["oilbatch", "time"], "§A8b§oilbatch stores timestamps in UTC and renders them in Europe/London.")
fact("2026-03-12", "fact", ["shop"], "§A6b§Online shop: Shopify, Basic plan.")
fact("2026-08-24", "fact", ["oilbatch", "labels"], "§NS1b§Batches get labelled the week after they come off the still.")
fact("2026-07-27", "preference", ["stillroom", "alerts"], "§NS2a§Boiler pressure alarms go to Tomasz, not to the on-call dev.")
fact("2026-02-23", "preference", ["plotbook", "git"], "§NS3a§Don't squash release branches into main in plotbook; merge them so the tags stay reachable.")
fact("2026-06-11", "decision", ["open-days"], "§NS4a§Visitors may not pick lavender from the display beds by the shop.")
fact("2026-05-28", "decision", ["open-days", "tickets"], "§NS7a§Tickets aren't refunded for no-shows.")
fact("2026-09-21", "preference", ["shop", "email"], "§NS10a§Don't email customers about a delayed order unless it's more than 3 days late.")
# filler facts (unlabelled; same slots, other subjects, or agreements)
fact("2026-01-12", "fact", ["people"], "Aoife runs the barn shop rota and the open-day volunteer list.")
fact("2026-01-22", "fact", ["plotbook"], "plotbook's admin is at /admin; Hannah and Raj are the only superusers.")
fact("2026-02-02", "preference", ["agent"], "Hannah wants the agent to ask before running anything that writes to production data.")
fact("2026-02-13", "fact", ["fields"], "Plot 3 is Folgate, planted in 2022; first proper cut expected in 2026.")
fact("2026-03-04", "fact", ["oilbatch"], "oilbatch's Flask admin uses the same magic-link login as the staff pages.")
fact("2026-03-19", "fact", ["hydrosol"], "Hydrosol spray bottles are 250 ml and sell for £9 in the barn shop.")
fact("2026-04-02", "fact", ["gateway"], "gateway's basket hold is 10 minutes; after that the slot goes back on sale.")
fact("2026-04-24", "fact", ["shop"], "Dried bunches are £6 in the barn shop and not sold online.")
fact("2026-05-15", "fact", ["distilling"], "The first 10 L of hydrosol from each run is discarded.")
fact("2026-06-01", "fact", ["infra"], "Better Stack checks every public endpoint every 3 minutes.")
fact("2026-06-19", "fact", ["stillroom"], "stillroom's run page shows a grey bar if no telemetry arrives for 10 minutes.")
fact("2026-07-09", "fact", ["harvest"], "Hidcote from plot 2 came in at 14 kg per row this year.")
fact("2026-07-23", "fact", ["soap"], "The soap maker gets 5 L of Grosso each quarter to make our own range.")
fact("2026-08-06", "fact", ["gateway", "sms"], "Twilio sender ID for open-day SMS is FENBURY.")
fact("2026-09-01", "fact", ["oilbatch"], "oilbatch v2 API returns lot codes in upper case.")
fact("2026-09-15", "preference", ["agent"], "Hannah wants dates written as 2026-09-15 style in every note.")
fact("2026-10-13", "fact", ["shop"], "Christmas last posting date for UK parcels is 2026-12-17.")
fact("2026-10-20", "fact", ["fields"], "Winter pruning of all plots starts after the first frost, usually late October.")
fact("2026-10-27", "fact", ["infra"], "Cloudflare proxies tickets.fenbury.farm; the Vercel domain is not public.")
fact("2026-11-03", "decision", ["open-days"], "2027 open days will keep the same July weekends pattern.")
fact("2026-11-10", "fact", ["stillroom"], "Season total: 41 runs across both stills in 2026.")
fact("2026-11-17", "fact", ["shop"], "Online orders peak in the first two weeks of December.")
fact("2026-11-24", "fact", ["oil"], "Retail oil bottles carry the lot code and best-before on the base label.")
