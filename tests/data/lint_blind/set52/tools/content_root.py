# Root Claude Code auto-memory files: filename -> (name, description, type, title, hook, body)
ROOT = {}
def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("reference_doughplan.md", "doughplan-overview", "doughplan: production planning app (bake sheets, recipes, allergens) — stack, hosting, schedules", "reference",
  "doughplan overview", "production planning app, stack and bake-sheet rules", """
# doughplan

Production planning for the Portslade bakehouse: turns shop shelf orders and café orders into the
nightly bake sheet, scales recipes, keeps the allergen matrix. Inherited from an agency in January.

## Stack
@@F2b@@- Runtime: Python 3.12
@@D2b@@- Django 5.1 with Django REST Framework
- Celery for the overnight sheet build
@@V1b@@- Postgres: `db-dough.hearthcrumb.internal:5432`, database `doughplan`
@@R3b@@- Hosted on Render (web service + background worker)
- Static files served from the same service, no CDN

## Bake sheet
@@NS3b@@- Bake sheet combines shop shelf orders and wholesale orders
@@N2b@@- Bake sheet printed at 21:30 for the night shift
- Sheet is grouped by oven: deck ovens first, then the rack oven
- Quantities are rounded up to whole trays

## Recipes and timings
@@A8b@@- Recipes scale by total dough weight
@@V2b@@- Country sourdough bulk ferment: 4 hours at 24°C
@@O7b@@- Croissant dough: retarded 16 hours at 3°C before lamination
@@D9b@@- Rye loaf: 1 kg tin
- Focaccia trays: 60 × 40 cm, two per rack
@@S6b@@- Recipe costing lives in the `costing` Django app

## Products and allergens
@@F9b@@- Allergen matrix maintained per product
@@O10b@@- Product photo uploads capped at 5 MB
- Product codes are three letters plus a number (`SDW-1`, `CRO-2`)

## API
@@N10b@@- Shop display endpoints (`/api/display/*`) need no authentication
- Everything else under `/api/` uses DRF token auth
""")

R("reference_rounds.md", "rounds-overview", "rounds: wholesale ordering portal + API for cafés, invoicing, delivery rounds", "reference",
  "rounds overview", "wholesale café ordering, invoicing and rounds", """
# rounds

Wholesale side of the business: cafés order bread and pastries for next-morning delivery, rounds hands
totals to doughplan, prints route sheets for the vans and invoices the cafés. About 45 active cafés.

## Stack
@@A1b@@- Rails 7.2 on Ruby 3.3
- Sidekiq for background jobs
@@V10b@@- Redis (Sidekiq queues): `redis-rounds.hearthcrumb.internal:6379`
@@R1b@@- Frontend assets built with pnpm (`pnpm build`)
- Postgres `db-rounds.hearthcrumb.internal:5432`, database `rounds_production`

## Ordering
@@D1b@@- Cafés place orders in the rounds portal or through the API
@@V3b@@- Café order cut-off: 14:00 the day before delivery
@@N8b@@- Admins can still edit café orders after cut-off (Fern does this for late calls)
@@F10b@@- Minimum wholesale order: £40
- Standing orders repeat weekly until paused
@@V4b@@- Public API rate limit: 120 requests/minute per café key
@@O3b@@- Order-confirmation webhooks to café POS systems are retried up to 8 times
@@S9b@@- Café users sign in with magic links sent by email

## Deliveries
@@NS4b@@- Deliveries run seven days a week
@@F1b@@- Delivery window for Brighton & Hove cafés: 06:00–08:30
- Three rounds: East, West, Lewes

## Invoicing and payment
@@F3b@@- Invoices are issued weekly
@@S2b@@- Invoice PDFs rendered with wkhtmltopdf
@@R4b@@- Invoice emails to cafés go out via Postmark
@@A7b@@- Café payment terms: 14 days
@@R10b@@- Café direct debits collected via GoCardless
""")

R("reference_larder.md", "larder-overview", "Ingredient stock and supplier ordering service (Go)", "reference",
  "larder overview", "ingredient stock, reorder points, supplier orders", """
# larder

Go service that tracks ingredient stock in the bakehouse and raises supplier orders.

## Stack
- Go 1.23, single binary, chi router
@@O1b@@- DB host: `db-larder.hearthcrumb.internal:5432`
@@F5b@@- Stock ledger kept in Postgres (append-only `stock_moves` table)
@@R5b@@- Error tracking: Sentry

## Reorders
@@NS7b@@- Reorders are raised automatically when stock drops below its reorder point
@@V8b@@- T65 flour reorder point: 25 sacks
@@A4b@@- Lescure butter reorder point: 10 cases
- Caster sugar reorder point: 6 bags
@@S3b@@- Supplier prices imported nightly from the shared Google Sheet
@@N5b@@- Supplier order failures go to Dario in the bakehouse, not to on-call

## Suppliers
- Shipton Mill (flour), Lescure via Bako (butter), Bako (everything else)
- Orders go out by email unless the supplier has an EDI endpoint
""")

R("reference_vanapp.md", "vanapp-overview", "Android app the delivery drivers use on the rounds", "reference",
  "vanapp overview", "driver app: drops, photos, builds", """
# vanapp

Android app on the driver handsets (six Samsung A-series phones plus two spares).

## Stack
@@A5b@@- Kotlin + Jetpack Compose
@@V5b@@- Minimum Android version: 10 (API 29)
@@O4b@@- Crash reporting: Firebase Crashlytics
@@S4b@@- Test builds reach drivers through Firebase App Distribution

## On the round
@@R9b@@- Route optimisation: Routific (drivers get the stop order in the app)
@@NS10b@@- Shows each café's order lines for the current drop
@@D4b@@- Drivers confirm a drop with a photo and the café's signature on screen
@@V6b@@- Delivery photos compressed to max 800 KB before upload
@@F7b@@- Failed uploads are retried automatically
- Key-safe codes for cafés that are closed at drop time are shown only after arrival
""")

R("reference_infra.md", "infra-overview", "infra: hosting, CI, DNS, backups, logging, secrets", "reference",
  "Infrastructure", "where things run and how they are looked after", """
# Infrastructure

Small estate: a Hetzner box (`apps-2`), a couple of managed services, one old VPS (`ops-1`) being emptied,
and `ops-2` for backups and cron.

@@R2b@@- CI: GitHub Actions for the server-side repos
@@S1b@@- DNS: Cloudflare (zone `hearthcrumb.co.uk`)
@@F8b@@- Backup job: `pgbackrest` cron on `ops-2`, nightly
@@V7b@@- Postgres nightly backups kept 30 days in Backblaze B2
@@S10b@@- Logs shipped to Papertrail
@@A9b@@- Secrets: 1Password, vault `Bakery Ops`
@@R8b@@- Website analytics: Plausible (cookie-free, no banner needed)
- Website itself is a static Astro site, built on every push
- Uptime checks: Better Stack, one per public hostname
""")

R("reference_shops.md", "shops-overview", "shops: the five shops, hours, tills and printers", "reference",
  "The shops", "five shops, opening hours, counter kit", """
# The shops

Five shops, all supplied from the Portslade bakehouse by the 05:00 shop van.

| Shop | Code | Weekday open | Weekday close |
|---|---|---|---|
@@O2b@@| Kemptown | KMP | 07:00 | 18:00 |
| Hove | HOV | 07:00 | 17:30 |
@@V9b@@| Lewes | LEW | 07:30 | 17:00 |
| Worthing | WTH | 07:30 | 17:00 |
@@D5b@@| Chichester | CHI | 08:00 | 16:00 |

Weekend hours differ per shop and live on the website.

## Counter kit
@@F6b@@- Every shop counter has a Square Terminal
@@A10b@@- Allergen labels printed on Brother QL-820 label printers
@@S8b@@- Kemptown receipt printers: Epson TM-m30III
@@N9b@@- Chichester: cash and card, small float of £80
- Hove and Kemptown have a second counter at weekends
""")

R("reference_squaresync.md", "squaresync-overview", "Nightly job that moves Square shop takings into Xero", "reference",
  "squaresync overview", "Square to Xero posting for the shops", """
# squaresync

Takes the day's Square payments from the five shops and posts them to Xero.

@@O6b@@- Python 3.11, single `sync.py` entry point
@@S7b@@- Runs as a cron job on the old VPS `ops-1`
@@R6b@@- Job queue: RabbitMQ (`amqp://mq.hearthcrumb.internal`)
@@A2b@@- Posts one summary journal per shop per trading day to Xero
@@N6b@@- Voided Square payments are deleted from Xero by the nightly run
- Tips are posted to a separate liability account
- Square fees go to 6120 (bank charges)
""")

R("reference_shiftboard.md", "shiftboard-overview", "Staff rota app for the shops and the bakehouse", "reference",
  "shiftboard overview", "rota, swaps, reminders", """
# shiftboard

Staff rota for ~60 people across the shops, the bakehouse and the vans. SvelteKit front, Go API.

@@O5b@@- Hosted on Hetzner: `apps-2`, Docker Compose
@@F4b@@- Rotas are published two weeks ahead
@@N7b@@- Shift swaps need a manager to approve them
@@S5b@@- Shift reminders go out by SMS through Twilio
@@N3b@@- Don't deploy shiftboard on Fridays; swap requests peak before the weekend
@@D7b@@- Bakehouse night shift: 22:00–06:00
- Van drivers' shifts start at the bakehouse, not at the shops
""")

R("user_maya.md", "maya-profile", "Maya Lindqvist, head of operations and de-facto tech lead", "user",
  "User: Maya", "who Maya is and how she works", """
Maya Lindqvist runs operations for Hearth & Crumb and owns all the in-house software; she wrote most of
shiftboard herself.

- Background in logistics, self-taught developer, reads Go and Python comfortably, less so Ruby
@@R7b@@- Uses VS Code for everything, including the SQL console extension
- Prefers a short plan before any change that touches more than one app
- Works Tuesday to Saturday; Mondays she is at the shops

**How to apply:** keep explanations concrete, link to the file and line, and flag anything that affects
the night shift or the vans before doing it.
""")

R("feedback_git_workflow.md", "git-workflow", "How branches, merges and commits are done across the bakery repos", "feedback",
  "Git workflow", "merging, rebasing, commit messages", """
Git conventions Maya asked for after the April history mess in rounds.

@@N1b@@- Always squash-merge feature branches into `main`.
@@NS5b@@- Never rebase a branch someone else has pushed to.
@@A3b@@- No emojis in commit messages.
- Branch names: `<initials>/<short-topic>`, e.g. `ml/cutoff-banner`.

**Why:** two force-pushes over Joel's work in April cost a day.
**How to apply:** ask before any force-push, and mention the merge method in the PR description.
""")

R("feedback_oncall.md", "oncall", "When to wake someone up, and who", "feedback",
  "On-call rules", "paging rules for the rota", """
On-call is Joel and Maya on alternate weeks, phone only, 04:00–10:00 is the window that matters.

@@NS2a@@- Don't page on-call for a single failed café webhook; it retries on its own.
- Anything that stops the bake sheet from building before 21:00 is a page.
- A van handset that won't sync is not a page; the driver calls Fern.

**Why:** Maya got woken three times in one week in May for things that fixed themselves.
**How to apply:** when adding alerts, say in the PR whether they page or only post to #ops.
""")

# ---- root files with no labelled claim (context, agreements, same words other slots)
R("user_joel.md", "joel-profile", "Joel Barker, part-time developer (Ruby, Go)", "user",
  "User: Joel", "Joel's role and habits", """
Joel Barker works three days a week (Mon, Wed, Thu), mostly on rounds and larder.

- Strong in Ruby and Rails, writes Go for larder
- Likes small PRs; reviews Maya's SvelteKit changes
- Not on the night-shift WhatsApp group, so pass bakehouse news on to him
""")

R("user_fern.md", "fern-profile", "Fern Achebe, wholesale and rounds lead", "user",
  "User: Fern", "wholesale lead, owns café relationships", """
Fern Achebe looks after the cafés, the vans and the drivers.

- Not a developer; uses the rounds admin panel and the route sheets every day
- Phones cafés herself when an order looks odd
- Wants changes to the admin panel shown to her on staging first
""")

R("user_dario.md", "dario-profile", "Dario Conti, bakehouse manager", "user",
  "User: Dario", "bakehouse manager, owns recipes and ovens", """
Dario Conti runs the bakehouse and the night shift.

- Owns every recipe in doughplan and signs off changes to them
- Reads the bake sheet on the wall tablet, hates small fonts
- Orders non-standard ingredients by phone himself
""")

R("feedback_testing.md", "testing", "Run the app's own test suite before saying a change works", "feedback",
  "Testing before done", "always run the suite", """
Run the repo's own tests before reporting a change as done: `bin/rails test` in rounds, `pytest` in
doughplan, `go test ./...` in larder and shiftboard's API.

**Why:** a "small" cut-off banner change broke the café order form for a morning in March.
**How to apply:** paste the test summary line in the reply; say clearly when a test was skipped.
""")

R("feedback_reply_style.md", "reply-style", "Keep replies short, British spelling, no marketing tone", "feedback",
  "Reply style", "short replies, British spelling", """
Maya wants short replies with British spelling.

- Lead with what changed and what she needs to do
- No "Great question" or similar
- Use the shop codes (KMP, HOV, LEW, WTH, CHI) in tables
""")

R("feedback_migrations.md", "migrations", "Database migrations: review rules for the bakery apps", "feedback",
  "Migrations", "how schema changes are rolled out", """
Schema migrations get a second pair of eyes before merge.

- Never run a migration while the bake sheet build is in progress (20:00–21:00)
- Data backfills go in a separate PR from the schema change
- Write the rollback step in the PR description

**Why:** the March allergen-column migration locked the products table during the sheet build.
""")

R("feedback_bakehouse_changes.md", "bakehouse-changes", "Changes that touch the night shift need Dario's OK", "feedback",
  "Night-shift changes", "ask Dario first", """
Anything that changes what the night shift sees (bake sheet layout, tablet screens, timings) needs
Dario's OK before it ships.

**Why:** a reordered bake sheet in February had the rye going in after the croissants.
**How to apply:** post a screenshot in #bakehouse and wait for a thumbs-up from Dario.
""")

R("project_christmas_2026.md", "christmas-2026", "Christmas 2026 pre-orders: stollen, panettone and mince pies", "project",
  "Christmas 2026", "pre-order plan for December", """
Christmas pre-orders open on 1 December for collection 22–24 December.

- Stollen, panettone and mince pies only; no celebration cakes in that week
- Pre-orders are taken on the website, paid in full, collected in the shop
- Cafés get the festive range from 8 December on their normal standing orders
- Dario wants the pre-order totals in doughplan by 18 December
""")

R("project_chichester_opening.md", "chichester-opening", "How the Chichester shop opening went (April 2026)", "project",
  "Chichester opening", "fifth shop, opened April 2026", """
Chichester opened on 11 April 2026 as the fifth shop, in the old shoe-repair unit on South Street.

- Smallest counter of the five; two staff on a normal weekday
- Supplied by the shop van after Worthing
- Shelf order is set by the Worthing manager until a local manager is hired
""")

R("project_wholesale_growth.md", "wholesale-growth", "Plan to grow wholesale to 60 cafés by spring 2027", "project",
  "Wholesale growth", "target 60 cafés, a fourth round", """
Target: 60 active cafés by April 2027, up from about 45 now.

- A fourth van round (North: Burgess Hill, Haywards Heath) is being costed
- Fern wants the café onboarding form in rounds to collect delivery instructions up front
- Pricing review in January; no price changes before then
""")

R("project_allergen_audit.md", "allergen-audit", "Trading Standards allergen audit prep (due Jan 2027)", "project",
  "Allergen audit", "what needs checking before the audit", """
Trading Standards audit booked for January 2027.

- Check every product in doughplan has all 14 allergens filled in, none left blank
- Sample labels from each shop for the visit
- Dario to sign the recipe printouts
""")

R("project_van_replacement.md", "van-replacement", "Replacing the two oldest delivery vans with electric ones", "project",
  "Van replacement", "two electric vans in 2027", """
The two oldest Transit vans (2016, 2017) get replaced with electric vans in spring 2027.

- Range matters only for the Lewes round; the East and West rounds are under 60 km
- Charging at the bakehouse yard overnight; an electrician is quoting for two 7 kW points
- vanapp needs no change for this
""")

R("project_loyalty.md", "loyalty", "Shop loyalty card idea, parked until after Christmas", "project",
  "Loyalty scheme", "parked idea", """
A stamp-card style loyalty scheme in the shops has been discussed since the summer.

- Square Loyalty is the obvious option because the tills are already Square
- Parked until after Christmas; Maya doesn't want a new thing at the counters in December
""")

R("reference_glossary.md", "glossary", "glossary: bakery words used in the apps and notes", "reference",
  "Glossary", "bakery and business terms", """
- **Bulk**: first rise of the whole dough before dividing
- **Retard**: slowing fermentation in the chiller, usually overnight
- **Shelf order**: what a shop wants on its shelves the next morning
- **Standing order**: a café's repeating weekly order in rounds
- **Drop**: one café delivery on a round
- **Bake sheet**: the night shift's list of what to bake, per oven
""")

R("reference_people.md", "people", "Who does what at Hearth & Crumb", "reference",
  "People", "owners, managers, who to ask", """
- Maya Lindqvist — operations, software owner
- Joel Barker — developer, part-time
- Dario Conti — bakehouse manager
- Fern Achebe — wholesale, rounds, drivers
- Priti Shah — finance (part-time), Xero
- Shop managers: Lou (KMP), Sam (HOV), Adaeze (LEW), Tomasz (WTH), Kirsty (supervisor, CHI)
""")

R("reference_repos.md", "repos", "Where the code for each app lives", "reference",
  "Repositories", "repo names and owners", """
All repos are private on GitHub under `hearthcrumb`.

- `hearthcrumb/doughplan` — Maya, Joel
- `hearthcrumb/rounds` — Joel
- `hearthcrumb/larder` — Joel
- `hearthcrumb/vanapp` — Maya (with a contractor for releases)
- `hearthcrumb/shiftboard` — Maya
- `hearthcrumb/squaresync` — Maya
- `hearthcrumb/website` — Maya
""")

R("project_tablet_screens.md", "tablet-screens", "Wall tablet in the bakehouse and display screens in the shops", "project",
  "Tablets and screens", "bakehouse tablet, shop screens", """
The bakehouse has one wall-mounted tablet (Samsung Tab A9+) showing the bake sheet by oven.

- Shop display screens show today's bakes and sold-out items, fed from doughplan
- Screens reload every five minutes; a stuck screen is fixed by power-cycling it
""")

R("feedback_customer_data.md", "customer-data", "Don't copy café or customer personal data into notes or tickets", "feedback",
  "Customer data", "keep personal data out of notes", """
Don't paste café contacts, phone numbers or customer emails into notes, issues or memory files.

**Why:** GitHub issues are visible to the contractor who does vanapp releases.
**How to apply:** refer to cafés by their rounds account number (e.g. `C-0142`).
""")

R("project_sourdough_starter.md", "sourdough-starter", "Backup of the sourdough starter and feeding times", "project",
  "Sourdough starter", "starter feeding and backup", """
The main starter ("Gus") is fed twice a day, at 08:00 and 20:00, by whoever is on.

- A dried backup is kept in the office freezer and refreshed every quarter
- doughplan doesn't track the starter; it's on the whiteboard
""")

R("reference_xero.md", "xero", "Xero accounts and tracking categories used by the apps", "reference",
  "Xero", "accounts and tracking categories", """
- Tracking category `Shop` with one option per shop code
- Tracking category `Channel`: Retail, Wholesale, Pop-up
- 4000 Shop sales, 4100 Wholesale sales, 6120 Bank charges
- Priti closes each month by the 8th working day
""")
