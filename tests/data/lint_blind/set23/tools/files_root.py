# Root Claude Code memories: (filename, name, description, type, title, hook, body)
ROOT = [
("user_profile.md","user-profile","Priya Okafor: co-owner and only developer at Marrow Lane Books, Rails/Go, terse","user","User Profile","who Priya is, stack, tooling, how she works",
"""Priya Okafor co-owns Marrow Lane Books with her sister Ada and is the only developer. Ada does buying and the rare-books side; Sam Whitfield runs the warehouse.

- Writes Ruby/Rails (shelf) and Go (stockd); reads Python well enough for ledgerline and isbnfeed
@@R10a
- Works Tue–Sat, mornings are warehouse-adjacent chaos, deep work after 14:00
- Based in Bristol (Europe/London)

@@F10a

**How to apply:** assume Rails/Go fluency; don't explain basics of Postgres or systemd. Explain Python packaging quirks when they come up.
"""),
("feedback_answer_style.md","answer-style","How Priya wants replies formatted: short, diff first","feedback","Answer Style","reply length and shape",
"""@@F10b

**Why:** she reads replies on her phone between packing runs; long recaps get skipped.

**How to apply:** lead with the change, then at most two lines on why. If there is a risk, say it in one line at the top, not buried.
"""),
("feedback_plan_first.md","plan-first","Plan before multi-file changes; wait for go-ahead","feedback","Plan First","when to stop and write a plan",
"""@@A9a

**Why:** in March a "quick" refactor of CartSweeper touched eleven files and broke the abandoned-cart emails for two days.

**How to apply:** list files + intent + rollback in a short plan, then stop. Small fixes (one or two files) just do.
"""),
("feedback_deploys.md","deploys","Deploy-day rules for shelf","feedback","Deploys","which days and how shelf gets shipped",
"""@@N1a

**Why:** the Black Friday 2025 deploy on a Friday broke the Stripe webhook handler and we lost most of Saturday's orders before anyone noticed.

**How to apply:** if a shelf change is ready on Friday, open the PR and leave it for Monday. Hotfixes for an outage are the exception; tell Priya first.

Related: [[feedback-git]], [[reference-shelf]].
"""),
("feedback_git.md","git","Git habits across all Marrow Lane repos","feedback","Git Habits","commits, pushes, branches",
"""Rules for every repo (shelf, stockd, picklist, postage, isbnfeed, ledgerline):

@@N9a
@@A1a
- Branch names: `pr/<short-slug>`; delete after merge
- Keep commits small enough to revert on their own

**Why:** Priya bisects a lot and reads `git log --oneline` more than the tracker.

**How to apply:** match the recent log style (`git log -10 --oneline`) before writing a message.
"""),
("feedback_migrations.md","migrations","Who runs database migrations on production","feedback","Migrations","who may run schema migrations in prod",
"""@@N2b

**Why:** stockd's `reservations` table is hot during picking hours; a lock from an `ALTER TABLE` blocked checkout for nine minutes in May.

**How to apply:** put the migration in the PR, note whether it needs `lock_timeout`, and say in the PR description that it is waiting for Priya. Staging is fine to migrate yourself.
"""),
("feedback_prod_access.md","prod-access","Agent rules for production data: read replica yes, writes no","feedback","Prod Access","what an agent session may do against production",
"""@@NS6b

**Why:** there is no audit trail on ad-hoc writes, and the one time a "quick fix" `UPDATE` ran it reset 300 reservations.

**How to apply:** read-only queries are fine (see reference_infra for the replica host). For any data fix, produce the SQL and hand it over.
"""),
("feedback_console.md","console","Rails console etiquette staging vs production","feedback","Console Use","when to open a rails console",
"""@@NS8a

- Keep the snippet in the PR or ticket so it can be re-run on prod by Priya
- `--sandbox` when you're only looking

**Why:** staging data is a nightly copy, so fixes rehearsed there behave like prod.
"""),
("feedback_escalation.md","escalation","Who to escalate to: payment disputes and money questions","feedback","Escalation","who gets which kind of problem",
"""@@NS10a

Sam has no access to Stripe and shouldn't be on the hook for chargebacks. Anything with a card dispute, a refund over £100, or a Stripe Radar block goes to Priya by Signal.
"""),
("feedback_emails_to_customers.md","customer-emails","Automatic vs personal customer emails","feedback","Customer Emails","which customer emails are automated and which are not",
"""@@NS2b

**Why:** backorders on small-press titles can take weeks; a template email made people cancel. A personal note keeps most of those orders.

**How to apply:** don't add backorder notifications to shelf's mailers, even if a ticket asks for "notify the customer". Flag it instead.
"""),
("feedback_xero_tests.md","xero-tests","How ledgerline tests treat the Xero API","feedback","Xero in Tests","mocking policy for the accounting integration",
"""@@N7b

**Why:** in August Xero changed the rounding on line-item tax and the stubbed tests kept passing while real invoices were off by a penny.

**How to apply:** `XERO_TENANT=demo` in CI; refresh the demo company token from 1Password if the job fails with 401.
"""),
("reference_shelf.md","shelf","shelf: the storefront Rails app, deploy, sessions, assets, workers","reference","shelf (storefront)","overview of the Rails storefront",
"""# shelf

The customer-facing shop at marrowlane.co.uk. Rails monolith, repo `marrow-lane/shelf`.

## Stack
@@V10a
- Postgres `pg-shop.mlb.internal`, db `shelf_production`
@@V9a
@@O6a
@@D1b
@@S8a

## Carts and checkout
@@V6a
- Stripe Checkout (hosted), webhooks at `/webhooks/stripe`
@@D9b
- Guest checkout allowed; accounts optional

## Ops
@@R5a
@@R7a
@@A8b
- Logs: `kamal app logs -f` or Loki on `infra-1`

## Gotchas
- `CartSweeper` runs in UTC but cart timestamps are London time; there is a test for the DST boundary, keep it
- `money-rails` is pinned; don't bump without reading the changelog
"""),
("reference_stockd.md","stockd","stockd: inventory service in Go; database, events, API, ops","reference","stockd (inventory)","overview of the inventory service",
"""# stockd

Go service that owns stock levels, reservations and warehouse locations.

## Storage
@@V1a
- Migrations with `goose`, files in `db/migrations`

## Interfaces
@@F2a
@@R2b
@@D10b
@@V7b

## Operations
- Runs on `stock-1` and `stock-2` (systemd unit `stockd.service`)
@@NS1b
- Health: `curl -s localhost:9090/healthz`
@@O9a

## Notes
- Locations are `<aisle>-<bay>-<shelf>`, e.g. `C-04-2`
"""),
("reference_search.md","search","Shop search: Typesense engine, index rebuilds, facet cache","reference","Search","shop search engine and indexing",
"""# Search

Shop search and browse facets on shelf come from Typesense.

@@V2a
- Collection `books_v3`, alias `books` (swap the alias on schema changes)
@@F9b
@@O6b
- API key for shelf is search-only; the admin key is in 1Password ("Typesense admin")

Synonyms are maintained by Ada in `config/search_synonyms.yml` in shelf and pushed by `rake search:synonyms`.
"""),
("reference_picklist.md","picklist","picklist: warehouse picking PWA, sessions, scanning, build","reference","picklist (warehouse app)","overview of the picking app",
"""# picklist

The warehouse's picking system: a web app plus a native Android client for the scanners. Used to pick, pack and (since the autumn) handle returns.

## Devices
@@S5a
- Packing bench has a laptop + label printers

## Behaviour
@@V3a
@@D3b
@@N5b
@@NS9a
@@F5a

## Build
@@O10a
@@R6a
- Vite + Svelte; `src/lib/stockd.ts` is the only place that talks to stockd
"""),
("reference_isbnfeed.md","isbnfeed","isbnfeed: title metadata import from Gardners: schedule, transport, rules","reference","isbnfeed (metadata import)","how title data gets into the catalogue",
"""# isbnfeed

Python job that imports title metadata (ONIX 3.0) and trade prices from Gardners and exports listings to marketplaces.

## Import
@@V4a
@@S9a
@@F8a
@@N3a
@@NS3a

## Export
@@A7b
- Google Merchant feed regenerated after every import

## Ops
- Logs under `/var/log/isbnfeed/`; a run that imports < 100 titles is suspicious, check the delta file size
"""),
("reference_postage.md","postage","postage: labels, carriers, printing, insurance","reference","postage (shipping labels)","how parcels get labels and carriers",
"""# postage

Small Flask service that buys postage, renders labels and tracks parcels.

## Carriers
@@R9a
@@F3a
- Large letters (most single paperbacks) go Royal Mail 2nd Class Large Letter
@@N4a

## Labels
@@V5a
@@NS5b
- Reprints: `postage reprint <order>` from the packing laptop

## Tracking
- Royal Mail tracking webhooks land on `/hooks/rm`
"""),
("reference_ledgerline.md","ledgerline","ledgerline: accounting sync to Xero, jobs, tests, db","reference","ledgerline (accounting)","accounting integration overview",
"""# ledgerline

Python service that turns shop orders and Stripe payouts into Xero invoices and bank reconciliations.

## Stack
@@O5a
@@O1a
@@O2a

## Jobs
@@R8b
@@D4b
@@V8a

## Testing
@@N7a
- Fixtures for a week of orders in `tests/fixtures/orders_2026w14.json`
"""),
("reference_infra.md","infra","Infrastructure: hosts: DNS, backups, secrets, replicas","reference","Infrastructure","hosts and shared infra",
"""# Infrastructure

Most things run on Hetzner Cloud (fsn1).

## Hosts
@@O8a
- `stock-1`, `stock-2`: stockd
- `jobs-1`: cron/batch (isbnfeed, ledgerline)
@@D8b
- `infra-1`: Loki, Grafana, step-ca
- Read replica for stats: `pg-stock-ro.mlb.internal`

## Shared
@@S6a
@@F6a
@@A6a
@@O7a
- TLS: Caddy automatic certificates on `lb-1`
"""),
("reference_people.md","people","Who is who at Marrow Lane: owners, warehouse, bookkeeper","reference","People","names and responsibilities",
"""- Priya Okafor — co-owner, developer, on-call
- Ada Okafor — co-owner, buying, rare books, newsletter copy
@@A4b
- Helen Marsh — external bookkeeper (Tuesdays)
- Jonah — part-time packer, Saturdays and December
@@NS10b
"""),
("reference_shipping_policy.md","shipping-policy","Customer-facing shipping rules: thresholds, destinations","reference","Shipping Policy","what the shop promises about delivery",
"""# Shipping policy (as published on the site)

@@A10a
@@N8b
- Dispatch: same day for orders placed before 13:00 Mon–Fri
- Rare books always go tracked and signed-for
"""),
("reference_pricing.md","pricing","Pricing and discounts: VAT rates, discount codes, refunds","reference","Pricing and Refunds","VAT, discounts, refunds",
"""# Pricing

@@A5b
@@NS7a
- Codes are created in shelf admin, one use per customer by default
@@NS4a
- Gift cards: £10 / £25 / £50, no expiry
"""),
("project_rare_books.md","rare-books","Rare and secondhand catalogue: listings, photos, grades","project","Rare Books Catalogue","how rare listings are built and sold",
"""Ada runs the rare-books side; Priya built the listing tools into shelf admin in Q1.

@@F7a
@@D6b

@@NS7b

Rare listings show "one copy" and a grading note under the price.
"""),
("project_shopify_exit.md","shopify-exit","Leaving Shopify for the in-house storefront","project","Shopify Exit","history of the move to shelf",
"""@@D2a

@@D10a

The product URLs were kept (`/products/<isbn>-<slug>`) so Google rankings survived; 301s for the old `/collections/*` pages live in `config/routes/legacy.rb`.
"""),
("project_warehouse_move.md","warehouse-move","Warehouse relocation in May","project","Warehouse Move","the 2026 warehouse relocation",
"""@@D5a
The new unit has twice the shelving and a proper packing bench; location codes were
renumbered (aisle letters A–H) and stockd got a one-off relabelling migration.

**How to apply:** old location codes in tickets from before May (e.g. `4-12-3`) don't map one-to-one; ask Sam.
"""),
("project_gift_wrap.md","gift-wrap","Gift wrapping option at checkout","project","Gift Wrapping","checkout add-on decision",
"""@@N6b

Sam timed it in November 2025: wrapping adds about four minutes per order, and December already runs at double volume with Jonah.

**How to apply:** if a ticket or customer email asks for gift wrapping, point them to the gift-note field instead.
"""),
("project_returns.md","returns","Returns process: how a returned parcel is recorded","project","Returns","how returns are handled",
"""@@S10a
Sam checks the copy, writes the condition and the refund amount, and Priya refunds
from Stripe.

- Restock only if condition is as sold; otherwise the copy moves to the secondhand shelf
"""),
("project_newsletter.md","newsletter","Monthly newsletter: platform, list, cadence","project","Newsletter","how the newsletter is sent",
"""Ada writes a monthly newsletter (new arrivals, a rare-book of the month, events).

@@S1a
- Sent first Thursday of the month, 10:00
- Sign-up form is embedded in the shelf footer

The newsletter spike is real: expect 3–4x traffic for an hour after send.
"""),
("project_image_storage.md","image-storage","Where cover and product images live","project","Image Storage","cover/photo storage setup",
"""Cover images come from the Gardners feed; rare-book photos are uploaded by Ada from shelf admin.

@@S3a
- Thumbnails generated on upload (`image_processing` + libvips), 3 sizes
"""),
("project_backups.md","backups","Backup setup: destination, schedule","project","Backups","where backups go",
"""@@S7a
- Postgres: nightly `pg_dump` of every database + WAL archiving
- Typesense: snapshot, kept short
- Restore drill: quarterly, last one June

**How to apply:** after adding a new database, add it to `backup/targets.yml`.
"""),
("project_legacy_stock.md","legacy-stock","Secondhand stock before stockd","project","Legacy Stock DB","the old used-book database",
"""@@S2a
the source of truth for used copies.
It was set up in 2019 by a contractor; the schema is one wide `copies` table plus a
`grades` lookup.

- Host `legacy-1`, MySQL 5.7
"""),
("project_checkout_reservations.md","checkout-reservations","Checkout reservation behaviour in stockd and shelf","project","Checkout Reservations","how stock is held during checkout",
"""Why reservations exist: two customers buying the last copy of a title at the same time.

@@V7a

The release job runs every minute (`reservation-reaper`), so the effective hold can be up to a minute longer.
"""),
("project_picklist_pwa.md","picklist-pwa","Replacing the native picker app with a PWA","project","picklist PWA","the move to the web picker",
"""The PWA rewrite started in April because the Kotlin app needed a Play Store release for every change.

@@S5b

- Chrome kiosk mode, start URL `https://picklist.marrowlane.co.uk/`
- Camera scanning uses the BarcodeDetector API with a zxing fallback
"""),
("project_dns.md","dns","DNS provider and records for marrowlane.co.uk","project","DNS","where DNS is managed",
"""@@S6b
Reason: API for Caddy DNS challenge, and 123-reg's panel kept timing out.

- MX still points at Google Workspace
- `picklist` and `ci` are proxied off (grey cloud)
"""),
("project_asset_pipeline.md","asset-pipeline","shelf JavaScript/CSS build","project","Asset Pipeline","how shelf builds JS and CSS",
"""@@S8b

- `yarn build` runs esbuild, `yarn build:css` runs tailwind
@@O10b
- Sprockets still serves images and the compiled output
"""),
("project_payouts.md","payouts","Stripe payout reconciliation in ledgerline","project","Stripe Payouts","how payouts are reconciled",
"""Stripe pays out every 2 business days. ledgerline matches each payout to orders and refunds
and creates a bank transaction in Xero with the fee as a separate line.

- Unmatched lines go to a "Suspense" account for Helen to review on Tuesdays
- Disputes show up as negative payout lines; see feedback_escalation
"""),
("project_black_friday_2026.md","black-friday-2026","Peak season prep for November-December","project","Peak Prep 2026","checklist for the peak season",
"""Prep list for the 2026 peak:

- Load test shelf at 5x normal traffic (done 2026-11-10, p95 410 ms)
- Extra packer (Jonah) from 1 Dec
- Freeze non-urgent changes to stockd from 1 Dec to 2 Jan
- Pre-print 500 return labels

**How to apply:** treat anything not on this list as post-peak unless Priya says otherwise.
"""),
("project_google_merchant.md","google-merchant","Google Shopping listings via Merchant Center","project","Google Merchant","shopping ads feed",
"""Merchant Center account 4410-xxx (see 1Password). The product feed is a TSV regenerated by isbnfeed.

- Only new books; rare listings are excluded (Google flags "used" items without GTIN)
- Disapprovals usually mean a missing price; check the feed row before touching shelf
"""),
("reference_glossary.md","glossary","Shop vocabulary: waves, copies, grades, oop","reference","Glossary","terms used across the systems",
"""- **wave**: a batch of orders picked together (picklist)
- **copy**: one physical secondhand or rare book
- **oop**: out of print (isbnfeed status)
- **delta**: the daily Gardners change file
- **FraudHold**: an order paused for manual review in shelf
- **Suspense**: the Xero account for unmatched payout lines
"""),
("reference_monitoring.md","monitoring","Monitoring: dashboards, alerts, uptime","reference","Monitoring","where to look when something breaks",
"""- Grafana on `infra-1`: dashboards "shelf", "stockd", "jobs"
- Uptime checks: Better Stack, every 1 min, shop homepage + checkout + picklist login
- Alerts go to Signal group "MLB ops" and to whoever is on call
- Loki retention 30 days
"""),
("feedback_test_style.md","test-style","Testing expectations for Rails and Go code","feedback","Test Style","how tests should be written",
"""- shelf: request specs over controller specs; factories, not fixtures
- stockd: table-driven tests, `testcontainers-go` for Postgres
- Don't delete a failing test to make CI green; mark it pending with a reason and tell Priya

**Why:** a deleted DST test let the CartSweeper bug back in during October.
"""),
("feedback_dependency_bumps.md","dependency-bumps","Dependency upgrades: batching and timing","feedback","Dependency Bumps","how to handle dependency updates",
"""Batch Renovate PRs weekly (Tuesdays) rather than merging them as they come.

**Why:** each merge triggers a deploy and Priya reads every changelog.

**How to apply:** group patch bumps into one PR; majors get their own PR with a note on breaking changes.
"""),
]
