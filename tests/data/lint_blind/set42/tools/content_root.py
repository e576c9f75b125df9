# Root Claude Code auto-memory files: filename -> (name, description, type, body)
# Descriptions marked FLAT carry an unquoted ': ' on purpose (not strict YAML).
FLAT = {"reference_roastplan.md", "reference_infra.md", "reference_subship.md", "project_wholesale.md",
        "reference_tradedesk.md", "reference_glossary.md"}

ROOT = {}

ROOT["reference_roastplan.md"] = ("roastplan", "roastplan service: stack, DB, roasters, schedule job, deploy target", "reference", """\
# roastplan

Roast scheduling service. Takes open wholesale + subscription demand, turns it into batches for the two
roasters and publishes a schedule per day. Repo: `larkspur/roastplan`. Owner: Priya (tech), Jonah (head roaster) signs off profiles.

## Stack
<<O6>>
- OR-tools CP-SAT for batch packing (`roastplan/solver/pack.py`)
<<S8>>
<<R6>>
<<V1>>

## Roasters (as roastplan models them)
- R1 Probat P25: max charge 22 kg green, ~14 min per batch incl. drop
<<V3>>
- Yield loss assumed 15% for espresso, 13% for filter (`LOSS_PCT` table)

## Scheduling
<<V9>>
<<F10>>
<<N7>>
- Published schedules are frozen; edits after 07:00 need `--force-republish` and a note in the batch log

## Useful commands
```bash
make dev             # uvicorn on :8000 with reload
make solve DATE=2026-05-12   # dry-run a day's schedule, prints batch table
```
""")

ROOT["reference_greenbook.md"] = ("greenbook", "greenbook, the green-bean stock system (Django), with lots, sacks, backups and conventions", "reference", """\
# greenbook

Green coffee inventory: contracts, arrivals, lots, sack counts, cupping notes per lot. Django app, repo `larkspur/greenbook`.
Went live in March 2026.

## Stack
<<O6>>
<<R3>>
<<R10>>
- Admin at `/admin/`, staff login via Google Workspace SSO

## Stock model
<<A5>>
<<F3>>
<<V5>>
- Sacks are counted whole; part-sacks are recorded in kg on the lot (`loose_kg`)
<<D6>>

## Backups
<<A1>>
<<N10>>
- Restore drill every quarter (see auto/backup-restore-drill.md)
""")

ROOT["reference_tradedesk.md"] = ("tradedesk", "tradedesk wholesale ordering portal (Rails): hosting, data, jobs, API", "reference", """\
# tradedesk

Wholesale ordering portal for cafes, restaurants and offices that buy our coffee. Accounts, price lists,
standing orders, invoices (pushed to Xero). Repo `larkspur/tradedesk`.

## Stack
<<V4>>
<<O1>>
<<R1>>
<<O2>>
<<A7>>

## Environments
<<O10>>
<<S1>>
<<O9>>

## Deploy
<<N2>>
- Feature flags via Flipper (`/flipper`, admin only)

## API
<<S7>>
- Auth: per-account bearer token, rotated from the account settings page
- Rate limit: 60 req/min per token (Rack::Attack)
""")

ROOT["reference_tillbridge.md"] = ("tillbridge", "How tillbridge pulls cafe till sales into reporting and feeds crema", "reference", """\
# tillbridge

Small Go service that copies till transactions into the reporting DB (`reporting` schema on the
analytics Postgres) and forwards eligible drink lines to crema for stamps.

<<R5>>
<<V7>>
- Idempotent on the till's payment id, safe to re-run a day with `tillbridge backfill --date`
- Product mapping lives in `mapping.yaml` (till item id -> our SKU)

**Why it exists:** the till's own reports can't be joined with wholesale or subscription data.

**How to apply:** when the cafe managers ask for numbers, query `reporting.sales_lines`, not the till dashboard.
""")

ROOT["reference_crema_loyalty.md"] = ("crema-loyalty", "crema loyalty service rules, API, storage and notifications", "reference", """\
# crema (loyalty)

TypeScript/Node service behind the QR loyalty card. Repo `larkspur/crema`.

## Rules
<<F6>>
<<V6>>
<<N5>>

## Tech
<<V10>>
<<D2>>
<<R8>>
<<G6>>
<<O3>>
- Staff app is a PWA at `/staff`, PIN per barista
""")

ROOT["reference_subship.md"] = ("subship", "subship subscription shipping (Go): dispatch, carrier, emails, CI", "reference", """\
# subship

Subscription shipping service. Shopify handles checkout and billing; subship takes the paid subscription
orders, waits for the roast, buys labels and tracks the parcels. Repo `larkspur/subship`.

## Dispatch
<<D4>>
<<V2>>
<<N3>>
<<S2>>
<<V8>>

## Customers
<<F5>>
<<A10>>
<<R4>>

## Engineering
<<O1>>
<<R2>>
- Go 1.23, chi router, sqlc for queries
""")

ROOT["reference_infra.md"] = ("infra", "infra overview: cluster, deploys, monitoring, on-call", "reference", """\
# Infra

Hetzner Cloud, one k3s cluster called `roastery` (3 nodes, Falkenstein). DNS at Cloudflare.
The `infra` repo holds the Helm values and Argo apps.

<<F7>>
- Secrets: sealed-secrets, the controller key is backed up in 1Password (`sealed-secrets-key`)
- Metrics: Prometheus + Grafana at `grafana.larkspur.internal`
<<A9>>
<<S6>>
<<S10>>
<<D7>>
- Logs: Loki, 14-day retention
""")

ROOT["project_cafes_overview.md"] = ("cafes-overview", "The three cafes, their opening hours, menu decisions and loyalty status", "project", """\
# Cafes

Three cafes: Stokes Croft (flagship, next to the old roastery), Clifton, and Bath (opened Oct 2025).

## Hours
<<O4>>
- Bath: opens 08:00 every day, closes 16:00

## Menu and pricing
<<N4>>
<<D10>>
- Filter of the week rotates on Mondays, chosen by Jonah from current single origins

**Why:** oat pricing came up again in the October managers' meeting; keep the rationale handy.

## Loyalty
<<D9>>
- Managers get a weekly crema summary by email on Monday mornings
""")

ROOT["project_wholesale.md"] = ("wholesale", "wholesale arm: terms, pricing, ordering flow in tradedesk", "project", """\
# Wholesale

About 140 active accounts (cafes, restaurants, a few offices and two farm shops). Account manager: Ellie.

## Terms
<<D5>>
<<N8>>
- Standing orders can be edited until 12:00 the day before roasting

## Pricing
<<F4>>
<<D8>>
<<G3>>

## Ordering flow
<<F2>>
- Orders roll into roastplan demand overnight
""")

ROOT["project_roastery_floor.md"] = ("roastery-floor", "Roastery floor routine, roasters, warm-up and weekly rhythm", "project", """\
# Roastery floor

St Philips unit, two roasters. Head roaster: Jonah. Roasting days Monday to Friday; Saturdays only in the Christmas run-up.

<<O5>>
<<D3>>
<<R9>>
<<D1>>

**Why:** the agent keeps getting asked to explain odd gaps in the roast log; most are warm-up or
cleaning windows, not outages.
""")

ROOT["feedback_roast_batching.md"] = ("roast-batching", "Batch sizing on the Loring and why", "feedback", """\
<<V3>>

**Why:** Jonah lost two batches of the Guji in May by overfilling; he asked that the limit live in code.

**How to apply:** if a planner change would push a Loring batch over the cap, split it instead and
mention the split in the PR description.
""")

ROOT["feedback_git_workflow.md"] = ("git-workflow", "Per-repo git rules the user set", "feedback", """\
Rules Priya gave for the repos I touch:

<<R7>>
<<N6>>
<<G8>>
- Branch names: `<initials>/<ticket>-<slug>`, e.g. `pr/LARK-388-pause-cap`

**Why:** two bad merges in March (one on infra, one on tradedesk) took a morning each to untangle.

**How to apply:** check this before merging or pushing anything.
""")

ROOT["user_profile.md"] = ("user-profile", "Who the user is and how they like to work", "user", """\
Priya Raman, head of tech at Larkspur Coffee Roasters (Bristol). Team of three devs (Priya, Tom, Ade).
Former backend dev, strong on Postgres and Python, less so on Ruby.

- Prefers concise answers with the commands spelled out
<<N9>>
<<F9>>
- Works UK hours; Fridays are for roastery-side tooling
""")

ROOT["feedback_roastplan_deploys.md"] = ("roastplan-deploys", "How roastplan gets deployed", "feedback", """\
<<R6>>

**Why:** Priya doesn't want hand deploys of the scheduler in the morning while Jonah is using it.

**How to apply:** merge to `main` and let it roll; never trigger a manual deploy between 06:30 and 15:00.
""")

ROOT["feedback_wholesale_quotes.md"] = ("wholesale-quotes", "What goes on wholesale quotes", "feedback", """\
<<N1>>

**Why:** Ellie says speciality cafes list the lot on their menus and ask for it anyway.

**How to apply:** the quote template is `app/views/quotes/show.pdf.erb` in tradedesk.
""")

ROOT["feedback_testing.md"] = ("testing", "Testing habits the user expects", "feedback", """\
<<F8>>

**Why:** CI minutes are fine, but a red main blocks the roastery team's tooling.

**How to apply:** every repo; if a test is flaky, say so instead of re-running until green.
""")

ROOT["feedback_copy_style.md"] = ("copy-style", "Spelling and tone for customer copy", "feedback", """\
<<A2>>

**Why:** a subscription email went out with "flavor" and three customers replied about it.

**How to apply:** emails, product pages, till receipts, quote PDFs.
""")

ROOT["feedback_subscription_freshness.md"] = ("subscription-freshness", "Rest time between roast and subscription dispatch", "feedback", """\
<<A6>>

**Why:** espresso roasts taste flat and gassy earlier than that; complaints dropped after we enforced it.

**How to apply:** subship checks `roasted_at` on the batch before buying a label.
""")

ROOT["feedback_prod_access.md"] = ("prod-access", "Rule for production database access", "feedback", """\
<<A8>>

**Why:** a `DELETE` without a `WHERE` on the reporting DB in February.

**How to apply:** read-only `SELECT`s included; say what you want to run and wait.
""")

ROOT["feedback_deploys.md"] = ("deploys", "Deploy cadence for tradedesk", "feedback", """\
<<G1>>

**Why:** small deploys are easy to roll back; Priya prefers many small ones over a weekly batch.

**How to apply:** keep PRs small and let them ship when merged.
""")

ROOT["feedback_wholesale_comms.md"] = ("wholesale-comms", "How to contact wholesale accounts in bulk", "feedback", """\
<<G3>>

**Why:** the broadcast keeps a record per account and respects the "finance contact" field.

**How to apply:** Admin -> Broadcasts in tradedesk, pick the price-list segment.
""")

ROOT["feedback_migrations.md"] = ("migrations", "Safety rule for greenbook migrations", "feedback", """\
<<G5>>

**Why:** the lot/contract split migration in April needed a restore.

**How to apply:** trigger the backup job and check the object landed in B2 before migrating.
""")

ROOT["feedback_roast_profiles.md"] = ("roast-profiles", "Who signs off profile changes", "feedback", """\
<<G7>>

**Why:** profiles define how the blends taste; a silent change ends up in 140 cafes.

**How to apply:** open the change as a draft, tag Jonah, link the cupping sheet.
""")

ROOT["feedback_roaster_safety.md"] = ("roaster-safety", "Never control the roasters from software", "feedback", """\
<<A4>>

**Why:** a roaster is a gas burner with a drum; the insurer requires a person at the panel.

**How to apply:** any Modbus code stays behind the read-only client in `roastplan/plc/`.
""")

ROOT["feedback_python_style.md"] = ("python-style", "Python style rules for greenbook", "feedback", """\
<<R10>>

**Why:** keeps diffs small; Ade set it up when the repo was young.

**How to apply:** run `pre-commit run -a` before committing in greenbook.
""")

# ---------------- unpaired root files ----------------
ROOT["user_communication.md"] = ("user-communication", "How the user likes updates and questions", "user", """\
Priya likes a one-line summary first, then detail. She reads on her phone between the roastery and the
cafes, so long tables are painful.

- Ask one question at a time
- Put commands in code blocks she can copy
- If something is a guess, say it's a guess
""")

ROOT["feedback_no_emojis.md"] = ("no-emojis", "No emojis in commits, PRs or docs", "feedback", """\
Don't use emojis in commit messages, PR titles, code comments or docs.

**Why:** Priya finds them noisy; the team's changelog is pasted into the wholesale newsletter.

**How to apply:** everywhere, including Slack summaries written for the team.
""")

ROOT["feedback_sql_style.md"] = ("sql-style", "How to write SQL for reporting queries", "feedback", """\
Lowercase keywords, one clause per line, CTEs over nested subqueries.

**Why:** the reporting queries get pasted into the managers' Metabase and they read them.

**How to apply:** `reporting` schema queries and any SQL shown in answers.
""")

ROOT["feedback_pr_descriptions.md"] = ("pr-descriptions", "What a PR description should contain", "feedback", """\
PR descriptions: what changed, why, how it was tested, and anything the roastery or cafe staff will notice.

**Why:** Jonah and the cafe managers read the release notes built from PR descriptions.

**How to apply:** add a "Floor impact" line when roastplan or tillbridge behaviour changes.
""")

ROOT["feedback_timezones.md"] = ("timezones", "Store UTC, show Europe/London", "feedback", """\
Store timestamps in UTC; convert to Europe/London only at the edges (UI, emails, PDFs).

**Why:** the BST switch in March shifted a whole day of roast batches by an hour.

**How to apply:** every service; in Go use `time.LoadLocation("Europe/London")` at render time.
""")

ROOT["feedback_ask_before_deleting.md"] = ("ask-before-deleting", "Confirm before deleting data or files", "feedback", """\
Confirm before deleting anything outside the working tree: buckets, DB rows, old branches.

**Why:** an "unused" S3 prefix turned out to hold the 2024 cupping sheets.

**How to apply:** list what would be deleted and wait for a yes.
""")

ROOT["feedback_logging.md"] = ("logging", "Logging conventions across services", "feedback", """\
Structured JSON logs with `service`, `request_id` and, where relevant, `batch_id` or `order_id`.

**Why:** Loki queries across services only work when the field names match.

**How to apply:** Go services use `slog`, Python ones `structlog`, crema uses `pino`.
""")

ROOT["feedback_docs.md"] = ("docs", "Where documentation goes", "feedback", """\
Runbooks go in the `infra` repo under `runbooks/`; service READMEs stay short and link there.

**Why:** on-call looks in one place at 2am.

**How to apply:** when writing a how-to, add it to `runbooks/` and link from the README.
""")

ROOT["project_q4_goals.md"] = ("q4-goals", "Tech goals for Q4 2026", "project", """\
# Q4 2026 goals

1. Christmas capacity: roastplan must handle 2.5x December volume without manual batch splitting
2. Wholesale self-service returns in tradedesk (LARK-455)
3. Gift subscriptions in subship (prepaid 3/6/12 months)
4. Retire the last spreadsheets on the cafe side (milk and pastry ordering)

**Why:** agreed at the September planning day; Christmas is ~30% of subscription revenue.
""")

ROOT["project_espresso_recipes.md"] = ("espresso-recipes", "House espresso recipes used in the cafes", "project", """\
# Espresso recipes

- Northstar (house blend): 18 g in, 38 g out, 27-30 s
- Guest single origin: 18 g in, 40 g out, adjust by taste
- Decaf: 18 g in, 36 g out

Recipes are pinned on the grinder hoppers; baristas re-dial every morning.
""")

ROOT["reference_glossary.md"] = ("glossary", "Glossary: roastery and wholesale terms", "reference", """\
- **Charge**: the green weight loaded into the drum for one batch
- **Development time**: time from first crack to drop
- **Lot**: one purchase of one coffee from one producer/harvest
- **Standing order**: a wholesale order that repeats on a schedule
- **Rest**: days between roast and brewing/shipping
- **Cupping**: standardised tasting used to approve lots and profiles
""")

ROOT["reference_people.md"] = ("people", "Who is who at Larkspur", "reference", """\
- Priya Raman: head of tech (the user)
- Tom Okafor: backend dev, owns subship and tillbridge
- Ade Bello: backend dev, owns greenbook and crema
- Jonah Price: head roaster, signs off profiles and lots
- Ellie Marsh: wholesale account manager
- Sam Ortiz: cafes operations manager
""")

ROOT["reference_repos.md"] = ("repos", "Repository map", "reference", """\
All under the `larkspur` GitHub org:

- `roastplan`: roast scheduling
- `greenbook`: green stock
- `tradedesk`: wholesale portal
- `tillbridge`: till sync
- `crema`: loyalty
- `subship`: subscription shipping
- `infra`: Helm values, Argo apps, runbooks
""")

ROOT["reference_grafana_dashboards.md"] = ("grafana-dashboards", "Grafana dashboards worth knowing", "reference", """\
- `Roastery / Batches`: batches per roaster per day, drop temps
- `Wholesale / Orders`: orders per hour, Monday peak is obvious
- `Subs / Dispatch`: labels bought, parcels in transit, exceptions
- `Cafes / Sales`: sales lines by cafe (from tillbridge)
""")

ROOT["reference_shopify_store.md"] = ("shopify-store", "Shopify retail and subscription store details", "reference", """\
Shop: `larkspur-coffee.myshopify.com`, public domain `shop.larkspur.coffee`.
Subscriptions via Shopify's native subscription API; subship consumes `orders/paid` webhooks.
Theme changes go through Ellie's agency, not us.
""")

ROOT["reference_supplier_contacts.md"] = ("supplier-contacts", "Green coffee supplier contacts", "reference", """\
- Sucafina UK: trader Mark (contracts), logistics desk for arrivals
- Fazenda Esperança (Brazil): direct, via the co-op's export manager
- Falcon Specialty: occasional spot lots
- Decaf: Swiss Water process lots via Falcon

Emails are in the shared Google contact group `green-suppliers`.
""")

ROOT["project_packaging_change.md"] = ("packaging-change", "Compostable bag rollout", "project", """\
# Compostable bags

Moving retail and subscription bags to home-compostable film (supplier: Ecopack). First run arrived
in October; the 1 kg wholesale bags stay on the old film until the stock is used up.

**Why:** most-requested change in the subscriber survey.

**How to apply:** bag SKUs with suffix `-C` are compostable; label templates in labeld already know them.
""")

ROOT["project_gift_subscriptions.md"] = ("gift-subscriptions", "Gift subscriptions project (Q4)", "project", """\
# Gift subscriptions

Prepaid 3/6/12-month gifts. Buyer pays upfront in Shopify; subship creates a schedule with a fixed
number of deliveries and a gift message card on the first one.

Open questions:
- What happens when the recipient moves house mid-gift?
- Do gift recipients get crema stamps? (probably not, they're not cafe customers)

Ticket: LARK-470.
""")

ROOT["project_cupping_sessions.md"] = ("cupping-sessions", "Weekly cupping sessions and how scores are recorded", "project", """\
# Cupping

Thursdays 10:00 at the roastery. Jonah leads; new lots and current production are cupped blind.
Scores (SCA form) are typed into greenbook against the lot. A lot under 84 is not used for single origin.
""")

ROOT["project_milk_ordering.md"] = ("milk-ordering", "Replacing the cafes' milk ordering spreadsheet", "project", """\
# Milk ordering

Each cafe orders milk and oat from the dairy by 14:00 for next-morning delivery. Today it's a shared
sheet; Q4 goal is a small form in the staff PWA that emails the dairy.

**Why:** Bath ran out twice in October because the sheet wasn't updated.
""")

ROOT["reference_hosts.md"] = ("hosts", "Internal hostnames (no ports, see per-service files)", "reference", """\
- `pg-roast.larkspur.internal`: roastplan DB host
- `pg-trade.larkspur.internal`: tradedesk DB host
- `pg-green.larkspur.internal`: greenbook DB host
- `pg-ship.larkspur.internal`: subship DB host
- `grafana.larkspur.internal`: Grafana
- `ci.larkspur.internal`: Woodpecker (crema builds)
""")
