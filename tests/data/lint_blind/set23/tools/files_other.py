# remnic facts: (date, 'HH:MM:SS', category, [tags], body)
REMNIC = [
("2026-01-09","10:14:22","fact",["shelf","puma","sale"],"@@D1a\nWe dropped back after the sale because memory on apps-1 was at 90%.\n"),
("2026-01-16","16:02:51","fact",["ledgerline","xero"],"@@D4a\nHelen reconciled on Tuesdays from the Monday batch.\n"),
("2026-01-23","09:40:05","preference",["priya","style"],"Priya likes British spelling in customer-facing copy (colour, catalogue) but doesn't care in code comments.\n"),
("2026-02-03","11:27:40","fact",["picklist","scanning"],"@@D3a\n"),
("2026-02-11","14:55:13","fact",["stockd","postgres"],"@@V1b\n"),
("2026-02-19","08:31:09","decision",["rare-books","beta"],"@@D6a\nto get the catalogue up quickly.\nPhotos would be added in a second pass once the catalogue was searchable.\n"),
("2026-02-26","15:12:44","fact",["shelf","ruby"],"@@V10b\n"),
("2026-03-04","10:03:18","fact",["orders","fraud"],"@@D9a\nIt caught two stolen-card orders and about forty false positives.\n"),
("2026-03-12","13:45:37","preference",["git"],"@@A1b\n"),
("2026-03-18","17:20:02","fact",["oncall"],"Priya's on-call phone is the old Pixel 6 in the office drawer when she is on holiday.\n"),
("2026-03-20","18:05:29","decision",["stock-legacy","stockd"],"@@S2b\n"),
("2026-03-27","09:12:56","fact",["stockd","events"],"@@R2a\n"),
("2026-04-02","12:34:10","fact",["shelf","storefront"],"@@D2b\n"),
("2026-04-09","16:48:21","fact",["dns","cloudflare"],"Caddy on lb-1 renews certificates by itself; nothing to do unless the ACME account email bounces.\n"),
("2026-04-15","10:22:47","decision",["checkout","gift-wrap"],"@@N6a\nAda wants it for the Christmas catalogue; it shows as a checkbox under the gift note.\n"),
("2026-04-22","11:09:33","fact",["shelf","ci"],"@@R1b\n"),
("2026-04-30","15:56:02","preference",["commits"],"@@N9b\n"),
("2026-05-06","08:44:19","fact",["warehouse"],"@@D5b\nLoading bay is round the back; couriers collect at 16:30.\n"),
("2026-05-13","14:18:58","fact",["picklist","sessions"],"@@V3b\n"),
("2026-05-20","10:37:26","fact",["shelf","errors"],"@@R5b\n"),
("2026-05-27","13:01:40","preference",["deploys","shelf"],"@@N1b\n"),
("2026-06-03","09:58:12","decision",["newsletter"],"@@S1b\nThe archive is at buttondown.com/marrowlane.\n"),
("2026-06-10","17:33:05","fact",["stockd","migrations"],"@@N2a\n"),
("2026-06-17","11:46:51","fact",["isbnfeed","gardners"],"@@V4b\npublish their delta file.\n"),
("2026-06-24","15:27:14","fact",["shipping"],"@@N8a\nCustoms paperwork for single books was costing more than the margin.\n"),
("2026-07-01","10:05:38","fact",["search","typesense"],"@@V2b\n"),
("2026-07-08","12:52:09","fact",["isbnfeed","gardners","sftp"],"@@S9b\n"),
("2026-07-15","16:14:45","fact",["postage","labels"],"@@R9b\n"),
("2026-07-22","09:21:30","fact",["email"],"@@R3b\n"),
("2026-07-29","14:40:16","preference",["priya","editor"],"@@R10b\n"),
("2026-08-05","11:15:57","fact",["shelf","sessions","redis"],"@@V9b\n"),
("2026-08-12","17:02:23","fact",["ledgerline","xero"],"@@V8b\n"),
("2026-08-19","10:48:04","fact",["picklist","offline"],"@@N5a\n"),
("2026-08-26","13:36:41","fact",["search","hosting"],"@@D8a\n"),
("2026-09-02","09:07:19","fact",["stockd","grpc"],"@@F2b\n"),
("2026-09-09","15:49:52","decision",["backups"],"@@S7b\nHetzner Storage Box (`u4120.your-storagebox.de`).\n"),
("2026-09-16","12:11:08","fact",["backups","restic"],"@@F6b\n"),
("2026-09-23","16:25:33","fact",["postage","db"],"@@O1b\n"),
("2026-09-30","10:59:47","fact",["ledgerline","vat"],"@@S4b\n"),
("2026-10-07","14:03:26","fact",["returns","picklist"],"@@S10b\n"),
("2026-10-14","11:38:15","fact",["typesense","backups"],"@@O7b\n"),
("2026-10-21","09:26:02","preference",["customers","emails"],"Ada signs personal customer emails; use \"Ada & the Marrow Lane team\" in drafts.\n"),
("2026-10-28","15:44:59","fact",["staging"],"@@N10b\n"),
("2026-11-04","10:19:31","fact",["shelf","sessions"],"@@O3a\nGoogle Workspace SSO.\n"),
("2026-11-11","13:57:44","fact",["isbnfeed","python"],"@@O5b\n"),
("2026-11-18","16:31:12","preference",["planning"],"@@A9b\n"),
("2026-11-20","09:03:48","fact",["orders"],"@@A3b\n"),
("2026-11-24","11:52:27","fact",["vat"],"@@A5a\n"),
("2026-11-25","14:16:09","fact",["picklist"],"@@NS9b\n"),
("2026-11-26","10:40:55","fact",["refunds"],"@@NS4b\nSam adds the ticket number when the returned parcel is checked in.\n"),
# filler, no pair
("2026-01-12","09:15:00","fact",["bookshop"],"Marrow Lane Books sells about 60% new books (Gardners trade supply) and 40% secondhand and rare by revenue.\n"),
("2026-02-06","12:40:31","fact",["events"],"The shop runs two author events a month in the back room of the Stokes Croft café; tickets are sold as a £0 product in shelf.\n"),
("2026-03-07","15:21:18","preference",["naming"],"Priya wants service names lowercase in prose (shelf, stockd, picklist), never \"Shelf\".\n"),
("2026-04-18","10:10:10","fact",["stripe"],"Stripe account is in GBP; the Stripe Tax add-on is off because books are zero-rated and stationery VAT is computed in shelf.\n"),
("2026-05-16","11:11:47","fact",["gardners"],"Gardners account number is 0417-MLB; trade discount is 35% on most adult fiction.\n"),
("2026-06-14","13:29:02","fact",["shelf","seo"],"Sitemaps are regenerated nightly by `rake sitemap:refresh` and pinged to Google.\n"),
("2026-07-11","16:05:55","fact",["warehouse","hours"],"Warehouse hours: Mon–Fri 07:00–15:30, Saturdays 09:00–13:00 in December only.\n"),
("2026-08-08","08:52:36","preference",["tickets"],"Tickets live in Linear, team key MLB; Priya triages on Tuesday mornings.\n"),
("2026-09-12","10:34:21","fact",["abebooks"],"AbeBooks charges 8% + £0.75 per order; prices there carry a 10% uplift to cover it.\n"),
("2026-10-03","14:47:08","decision",["loyalty"],"Decided to drop the idea of a points-based loyalty scheme for 2026; revisit after peak.\n"),
("2026-11-07","09:38:50","fact",["shelf","performance"],"The slowest page on shelf is `/search` with more than 5 facets selected (p95 ~900 ms); Typesense is fine, the N+1 is in the cover-image helper.\n"),
("2026-11-21","12:22:14","fact",["peak"],"Royal Mail last posting dates for Christmas 2026: 2nd Class 18 Dec, 1st Class 20 Dec.\n"),
]

# auto notes: (slug, title, created, [tags], body)
AUTO = [
("stockd-reservations-debug","stockd reservation leak investigation","2026-03-02",["stockd","checkout"],
"""Symptom: titles showing as unavailable hours after an abandoned checkout.

Found that the reaper skipped reservations created during the DST change hour. Fixed in stockd#212.

@@NS1a
fail while it's down.
Used a rolling restart after 15:00 to ship the fix.
"""),
("shelf-deploy-runbook","shelf deploy runbook","2026-02-14",["shelf","deploy","kamal"],
"""@@F1a
Steps:

1. Merge to main, wait for CI
2. `kamal deploy`
3. Watch the Grafana "shelf" dashboard for 10 minutes
4. If error rate jumps: `kamal rollback <previous version>`

Kamal secrets come from 1Password via `kamal secrets`.
"""),
("kamal-config-notes","Kamal config notes","2026-05-09",["shelf","kamal","infra"],
"""Notes from moving shelf to two app boxes.

@@F1b
- Health check path `/up`, 30 s timeout
- Builder runs remotely on `jobs-1` so deploys work from the laptop on hotel Wi-Fi
"""),
("shelf-ci-setup","shelf CI setup","2026-01-20",["shelf","ci"],
"""How shelf is tested before merge:

@@R1a
- Parallel RSpec (4 groups), system specs in headless Chrome
- Brakeman + bundle-audit as a separate job
"""),
("transactional-email","Transactional email setup","2026-02-09",["email","shelf"],
"""@@R3a
DKIM/SPF records are on the marrowlane.co.uk zone; bounce webhooks hit `/webhooks/mail`.

Templates are in `app/views/order_mailer/`, plain text + HTML.
"""),
("picklist-deploy","picklist deployment","2026-04-26",["picklist","deploy"],
"""@@R4a
`fly deploy` from the repo root; the Dockerfile builds the Vite bundle and serves it with Caddy.

Secrets: `fly secrets set STOCKD_URL=...`.
"""),
("picklist-hosting-notes","Where picklist runs","2026-06-29",["picklist","infra"],
"""Ops notes for the warehouse app.

@@R4b
- Port 4173 internally, Caddy terminates TLS
- Logs: `docker compose logs -f picklist`
"""),
("picklist-frontend-deps","picklist frontend dependencies","2026-05-02",["picklist","js"],
"""@@R6b
Renovate is configured for it; lockfile maintenance on Mondays.
"""),
("shelf-merge-policy","Merging PRs in shelf","2026-03-22",["shelf","git"],
"""@@R7b
Reason: Priya bisects shelf regularly and wants the small commits kept.

Use "Rebase and merge" in the GitHub UI; the PR must be up to date with main.
"""),
("ledgerline-celery","ledgerline scheduling","2026-02-17",["ledgerline","jobs"],
"""@@R8a
- Broker: Redis db 3 on `redis-jobs.mlb.internal`
- Beat schedule in `ledgerline/schedule.py`
"""),
("isbnfeed-description-rules","isbnfeed description handling","2026-04-04",["isbnfeed","catalogue"],
"""Ada complained that her rewritten blurbs for local-author titles kept disappearing.

@@N3b
The lock flag is visible in shelf admin as a padlock next to the description.
"""),
("postage-insurance","Parcel insurance","2026-05-18",["postage","shipping"],
"""Looked at insurance after two lost parcels in April.

@@N4b
Tracked & signed-for is enough of a deterrent for rare books.
"""),
("staging-refresh","Staging refresh job","2026-03-10",["staging","postgres"],
"""Nightly at 02:00: `pg_dump` from prod, restore into `stg-1`, then run `bin/rails staging:scrub`.

@@N10a
Stripe keys on staging are test-mode, so nothing can actually charge.
"""),
("image-migration","Cover image migration","2026-08-14",["images","b2"],
"""@@S3b
- 41,000 files, copied with rclone over a weekend
- Old paths 301 to the CDN
"""),
("ledgerline-vat-csv","VAT summary CSV","2026-01-28",["ledgerline","vat"],
"""@@S4a
The CSV is grouped by VAT rate and month; Helen imports it into her own spreadsheet.
"""),
("postage-label-template","postage label template","2026-07-19",["postage","labels","zebra"],
"""Redid the label template after the Zebra firmware update.

@@V5b
Barcode is Code 128 at the top, order number in 14 pt under it.
"""),
("cart-expiry","Cart expiry","2026-06-08",["shelf","carts"],
"""@@V6b
Expired carts release nothing in stockd (reservations are only made at checkout).
"""),
("postage-misc","postage repo notes","2026-09-05",["postage","git"],
"""@@O9b
- Python 3.12, Flask 3
- Tests: `pytest -q`, no network access needed
"""),
("isbnfeed-ci","isbnfeed CI","2026-08-30",["isbnfeed","ci"],
"""@@O2b
The pipeline also builds the container and pushes to the Hetzner registry.
"""),
("customer-accounts","Customer accounts","2026-07-03",["shelf","accounts"],
"""- Sign-in with email + password or magic link
@@O3b
- Deleting an account anonymises past orders (name → "Deleted customer")
"""),
("postage-tracking-webhooks","Tracking webhooks in postage","2026-09-27",["postage","webhooks"],
"""@@O4a
Parked webhooks are replayed by hand with `postage webhooks replay`.
"""),
("stripe-webhooks","Stripe webhooks in shelf","2026-04-12",["shelf","stripe"],
"""Notes after the Black Friday incident.

@@O4b
- Handler is idempotent on `event.id`
"""),
("staging-env","Staging environment","2026-05-24",["staging"],
"""@@O8b
Basic auth on the whole site; credentials in 1Password ("staging shelf").
"""),
("oncall-history","On-call history","2026-04-01",["oncall"],
"""How on-call has worked this year:

@@D7a
- Q2 onwards: shared with Sam, see the rota note
"""),
("oncall-rota","On-call rota","2026-07-06",["oncall"],
"""@@D7b
Sam covers warehouse systems (picklist, postage, printers); anything in shelf or stockd he escalates to Priya.
"""),
("stock-source-of-truth","Stock source of truth","2026-02-22",["stockd","shelf"],
"""@@A2a
If the two disagree, fix shelf's cache (`rake stock:resync`), never stockd.
"""),
("stock-sync-rules","Stock sync rules","2026-10-10",["stockd","shelf"],
"""Agreed with Priya after the oversell on 3 October:

@@A2b
- The resync job runs every hour as a safety net
"""),
("order-numbers","Order number format","2026-01-14",["orders"],
"""@@A3a
Generated by a Postgres sequence per year in shelf (`order_number_seq_2026`).
"""),
("warehouse-team","Warehouse team","2026-05-05",["warehouse","people"],
"""@@A4a
Jonah helps on Saturdays and through December.
"""),
("secrets-handling","Secrets handling","2026-03-15",["security"],
"""@@A6b
Use `op run --env-file=.env.tpl -- bin/dev` to inject them locally.
"""),
("rare-books-abebooks","Rare books on AbeBooks","2026-06-20",["rare-books","abebooks"],
"""@@A7a
When a copy sells on AbeBooks, Ada marks it sold in shelf admin.
"""),
("shelf-local-dev","shelf local dev","2026-01-11",["shelf","dev"],
"""@@A8a
Needs Postgres 16 and Redis locally; `brew services start` both.
"""),
("delivery-threshold","Delivery charges","2026-08-22",["shipping"],
"""@@A10b
Below that it's £3.50 for Royal Mail Tracked 48.
"""),
("order-emails","Order emails","2026-02-01",["shelf","email"],
"""@@NS2a
A dispatch email follows when postage prints the label.
"""),
("isbnfeed-prices","isbnfeed price updates","2026-10-16",["isbnfeed","prices"],
"""@@NS3b
RRP changes show up on the product page the same morning.
"""),
("postage-unpaid","postage safety checks","2026-06-01",["postage"],
"""@@NS5a
It checks `orders.paid_at` in shelf's API before buying postage.
"""),
("prod-stats-queries","Production stats queries","2026-07-25",["postgres","stats"],
"""@@NS6a
Typical asks: sales by category last month, slow-moving stock over 180 days.
"""),
("console-production","Rails console on production","2026-09-18",["shelf","prod"],
"""@@NS8b
- Use `kamal app exec -i 'bin/rails console'`
"""),
("stockd-pricing-schema","stockd pricing schema","2026-04-20",["stockd","schema"],
"""Schema notes for the `prices` table:

@@F4b
- `currency char(3) default 'GBP'`
"""),
("money-conventions","Money conventions","2026-01-30",["money"],
"""@@F4a
Format with `Money` in shelf; never do arithmetic on formatted strings.
"""),
("packing-slips","Packing slips","2026-06-12",["picklist","printing"],
"""@@F5b
Slips include a small note field for gift messages.
"""),
("heavy-parcels","Heavy parcels","2026-03-29",["postage","dpd"],
"""@@F3b
DPD collection is booked through postage each morning.
"""),
("condition-grades","Condition grades","2026-02-25",["rare-books"],
"""Ada's grading rules for the shelf admin form:

@@F7b
"""),
("isbnfeed-dedupe","isbnfeed dedupe","2026-05-29",["isbnfeed"],
"""@@F8b
Duplicates across feeds keep the row with the most recent `updated_at`.
"""),
("search-reindex","Search reindex","2026-03-05",["search"],
"""@@F9a
If a title is missing from search in the morning, check the reindex log before anything else.
"""),
("sidekiq-notes","Sidekiq notes","2026-10-24",["shelf","sidekiq"],
"""- Queues: `default`, `mailers`, `search`, `low`
- Concurrency 10 per process, one process per app box
- Dead set checked weekly
"""),
("print-relay","print-relay","2026-06-15",["printing","warehouse"],
"""Tiny Go service on `apps-2` that turns HTTP POSTs into raw print jobs for the bench printers.

- Endpoint `POST /print/<printer>`; printers are `zebra-1`, `brother-1`
- Restart with `docker compose restart print-relay`
"""),
("events-tickets","Event tickets","2026-02-07",["events","shelf"],
"""Author-event tickets are £0 products with a stock count equal to seats. The confirmation email includes the venue address from the product description.
"""),
("gardners-delta-troubleshooting","Gardners delta troubleshooting","2026-09-21",["isbnfeed","gardners"],
"""When the delta is empty, Gardners had a publishing problem; re-run the import manually later with `isbnfeed import --delta latest`.

A delta over 50 MB usually means a full refresh was published; the import still works but takes around 40 minutes.
"""),
("xero-token-refresh","Xero token refresh","2026-08-09",["ledgerline","xero"],
"""Xero refresh tokens expire after 60 days of non-use. If ledgerline logs `invalid_grant`, reconnect from the ledgerline admin page and Helen approves in Xero.
"""),
("peak-2025-retro","Peak 2025 retro","2026-01-06",["peak","retro"],
"""Looking back at December 2025:

- Label printer jammed twice a day; bought a second Zebra
- Shopify's checkout was fine, the warehouse was the bottleneck
- Lesson: print slips and labels in batches, not per order
"""),
("cover-image-sizes","Cover image sizes","2026-09-01",["images"],
"""Thumbnails: 120 px, 300 px, 600 px wide, WebP with JPEG fallback. Rare-book photos keep the original for zoom.
"""),
("linear-workflow","Linear workflow","2026-03-25",["tickets"],
"""States: Triage → Backlog → This week → In review → Done. Agent-opened tickets get the label `agent`.
"""),
("abandoned-cart-email","Abandoned cart email","2026-07-14",["shelf","email"],
"""One reminder only, with the cart contents and a link back. No discount code in the reminder (Ada's rule: it trains people to abandon carts).
"""),
("stockd-locations","stockd location codes","2026-05-11",["stockd","warehouse"],
"""After the move: aisles A–H, bays 01–20, shelves 1–5. Location QR labels printed by print-relay on `zebra-1`.
"""),
("grafana-dashboards","Grafana dashboards","2026-08-02",["monitoring"],
"""Dashboard JSON lives in `infra/grafana/` and is provisioned on boot; edit in the UI, export, commit.
"""),
]

AUTO += [
("bookfair-stall","Bristol book fair stall","2026-09-26",["events","rare-books"],
"""Stall at the Bristol Antiquarian Book Fair, 10–11 October.

- Take the card reader (Stripe Terminal, charged overnight)
- Sales are entered in shelf admin as "in person" orders afterwards
- Bring the grading sheet and loupe
"""),
("typesense-synonyms","Search synonyms","2026-04-28",["search"],
"""Synonym sets Ada maintains: "sf" ↔ "science fiction", "ya" ↔ "young adult", author pen names (e.g. "Robert Galbraith" ↔ "J.K. Rowling").

Push after editing; the search results change within a minute.
"""),
("gift-cards","Gift cards","2026-11-12",["shelf","gift-cards"],
"""Gift cards are sold as a product and redeemed at checkout as a payment method, not a discount, so the discount-code rules don't apply to them.

Balance lookups: shelf admin → Gift cards → search by code.
"""),
("loki-queries","Useful Loki queries","2026-08-17",["monitoring","logs"],
"""- Checkout errors: `{app="shelf"} |= "CheckoutError"`
- Slow stockd calls: `{app="stockd"} | json | duration > 500ms`
- isbnfeed run summary: `{job="isbnfeed"} |= "imported"`
"""),
("renovate-config","Renovate config","2026-03-31",["dependencies"],
"""Shared preset lives in `marrow-lane/renovate-config`; every repo extends it.

Automerge is off everywhere; grouping rules put all patch bumps into one PR per repo.
"""),
]
REMNIC += [
("2026-02-14","11:48:03","fact",["marketing"],"Valentine's \"blind date with a book\" bundles sold 214 units; the bundles are made up in advance, not at order time.\n"),
("2026-05-30","09:27:44","preference",["docs"],"Priya wants READMEs to start with how to run the thing locally, then how it is deployed; architecture notes go last.\n"),
("2026-08-28","15:33:21","fact",["suppliers"],"Besides Gardners, small-press titles come direct from about 30 publishers on sale-or-return; their invoices are entered in Xero by Helen by hand.\n"),
("2026-10-30","13:06:58","decision",["marketplaces"],"Decided against listing new books on Amazon Marketplace: fees plus the price matching would wipe out the margin.\n"),
]
