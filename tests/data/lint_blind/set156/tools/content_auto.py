# free notes: slug -> (title, created, tags, body). Lines starting @@ID@@ are claim lines.
AUTO = [
("fitting-day-planning", "Planning Tom's fitting days", "2026-03-06", ["fitting", "planning"], """
Notes from sorting out Tom's route planning with Maya.

@@V2b@@ Plan fitting days on 2 hours per horse on site; that is the slot fitwise books, travel comes on top.

## Appointment lengths at the workshop
| Appointment | Length |
|---|---|
@@O8b@@ | Girth or bridle fitting (at the workshop) | 30 minutes |
| Collection and handover of a new saddle | 20 minutes |

## Travel
@@D8b@@ Fitting travel is a flat £35 within 30 miles of the workshop, quoted separately beyond that.
- Max four horses a day, fewer if the yards are far apart.
"""),
("shipit-dpd-outage", "DPD API outage, September", "2026-09-17", ["shipit", "dpd", "incident"], """
DPD's label API returned 503s for most of the afternoon of 16 September.

- Packing bench held 11 parcels until the next morning.
@@V4b@@ shipit now retries DPD label requests 5 times, with 30 s between attempts, before flagging the parcel for a human.
- The retry counter is per parcel, not per batch.

```yaml
# shipit/config/carriers.yaml (excerpt)
parcelforce:
  label_retries: 2
```
"""),
("backup-notes", "Backup retention notes", "2026-07-31", ["backups", "postgres"], """
@@V8b@@ benchbook's nightly pg_dump is only kept for 14 days; older dumps get pruned by restic's forget policy.

- fitwise and hidebin dumps follow the same job but are small.
- Restores are tested from the newest dump, never an old one.
"""),
("tracing-photos", "Tracing photo uploads", "2026-05-08", ["fitwise", "photos"], """
Tom's new phone shoots 50 MP, so tracing photos were bouncing.

@@V9b@@ fitwise accepts tracing photos up to 25 MB each now; anything bigger gets a "please retake" message.
- The grid on the clipboard must be in frame, or the scale is useless.
"""),
("fitwise-render", "Where fitwise runs", "2026-08-20", ["fitwise", "hosting"], """
@@R3b@@ fitwise runs on Render (Frankfurt region) as a web service, separate from the Hetzner box.

- Render's free Redis is not used.
- Health check path: `/healthz`.
"""),
("stockist-shipping", "Shipping to stockists", "2026-04-03", ["trade", "couriers"], """
@@R6b@@ Stockist (trade) orders are sent APC Overnight, booked through the APC portal by whoever packs them.

- Trade parcels get a printed packing list, retail parcels don't.
- Stockists on the Isle of Man and Channel Islands: ring them first.
"""),
("merge-habits", "Merge habits", "2026-06-04", ["git"], """
@@R7b@@ We squash-merge PRs so main gets one commit per change, with the PR title as the message.

- Delete the branch after merging.
"""),
("email-sending", "How benchbook emails go out", "2026-05-15", ["email", "benchbook"], """
@@R5b@@ benchbook sends quote and ready-for-collection emails through Mailgun (EU region, domain mg.ashcombesaddlery.co.uk).

@@NS10b@@ Repair-ready notices go to the customer by email.
- Bounces are logged on the job, Gareth checks them weekly.
"""),
("hidebin-offcuts", "Offcuts in hidebin", "2026-08-12", ["hidebin", "leather"], """
@@N5b@@ hidebin tracks leather offcuts as their own items, by colour and rough size, so keepers and
small straps can be cut from them first.

- Offcuts under a hand's width go in the scrap bag, not in hidebin.
"""),
("fitwise-shopify-link", "fitwise and Shopify customers", "2026-07-06", ["fitwise", "shopify"], """
@@N2b@@ fitwise pushes each horse's name, height and tree width to the customer's Shopify metafields so the shop can suggest girth sizes.

- Matching is on email address.
"""),
("stock-sheet", "The old stock sheet", "2026-05-02", ["stock", "hidebin"], """
@@S3b@@ The "Stock 2026" Google Sheet has been read-only since hidebin went live in April; counts go into hidebin now.

- Keep the sheet for the 2025 year-end figures.
"""),
("who-to-call", "Who to call when something breaks", "2026-04-18", ["escalation"], """
@@NS2b@@ The online team (Maya) is first contact when shipit or ordersync stop working.

- Courier account problems: the account manager's number is in 1Password.
- Power cut: Gareth has the key to the meter cupboard.
"""),
("fitting-report-template", "Fitting report template", "2026-06-11", ["fitwise", "reports"], """
@@F3b@@ The fitting report PDF includes the wither tracing overlaid on the tree profile and before and after photos of the panels.

- Tom's recommendations are free text, no pick lists.
"""),
("hidebin-deploy", "Deploying hidebin", "2026-07-16", ["hidebin", "deploy"], """
@@F4b@@ `make deploy` in hidebin builds the image, pushes it to ghcr.io/ashcombe/hidebin and runs `docker compose up -d hidebin` on the box.

@@NS3b@@ hidebin migrations are run by hand with `make migrate` on the box.
- Rollback: redeploy the previous tag.
"""),
("leather-buying", "Buying leather", "2026-02-26", ["leather", "suppliers"], """
@@F6b@@ We buy Harcourt's oak-bark bridle butts at 4.0 to 4.5 mm for the bespoke bridles.

- Havana and black are stocked; London colour to order.
- Harness leather comes from a different tannery.
"""),
("benchbook-tests", "benchbook test layout", "2026-03-13", ["benchbook", "tests"], """
@@F8b@@ benchbook tests live in each app's `tests/` folder and use pytest-django fixtures from the root `conftest.py`.

- Factories are in `tests/factories.py` per app.
"""),
("theme-repo", "The Shopify theme repo", "2026-02-19", ["shop", "theme"], """
The theme is a fork of Dawn with our product page sections.

@@O3a@@ - The Shopify theme repo uses npm (`package-lock.json`), because the Shopify CLI docs assume it.
@@O5a@@ - The theme isn't built in CI; it deploys through the Shopify GitHub integration from the `live` branch.
- Never edit the theme in the Shopify admin code editor, it drifts from git.
"""),
("marketing-email", "Newsletter", "2026-03-27", ["marketing"], """
@@O6a@@ The monthly newsletter goes out through Mailchimp, list "Ashcombe customers".

- Only customers who ticked the box at checkout.
"""),
("shop-exports", "Shopify exports", "2026-10-02", ["shop", "backups"], """
@@O9a@@ Nightly Shopify order exports are kept for 90 days.

- The export is a CSV per day, used to rebuild ordersync state if needed.
"""),
("fitwise-history", "fitwise history", "2026-02-14", ["fitwise", "history"], """
@@D1a@@ During the January 2026 pilot, fitwise ran on SQLite on Tom's laptop.

- The pilot had 23 horses in it; all were imported into the live system.
"""),
("workshop-move", "The workshop move", "2026-06-01", ["workshop", "history"], """
@@D4a@@ Before the move in May 2026 the workshop was at 4 Corve Street, Ludlow.

- The move took the bench out for four days; jobs were pushed back a week.
- Couriers were told two weeks in advance.
"""),
("stocktake-october", "October stocktake", "2026-10-16", ["stock", "hidebin"], """
@@D7a@@ During the October stocktake (12 and 13 October) hidebin was put in read-only mode for two days.

- Counts were on paper and keyed in on the 14th.
"""),
("repair-form-beta", "Online repair form beta", "2026-04-29", ["shop", "repairs"], """
@@D10a@@ The March to April beta of the online repair form only took bridle repairs.

- 17 requests in the beta, 12 became jobs.
"""),
("django-upgrade", "Django upgrade notes", "2026-07-09", ["benchbook", "django"], """
@@A2b@@ benchbook is on Django 5.1.

- The `STORAGES` setting replaced `DEFAULT_FILE_STORAGE` in the upgrade.
"""),
("bespoke-saddle-orders", "Bespoke saddle orders", "2026-05-22", ["saddles", "orders"], """
@@A4b@@ Deposit on a bespoke saddle: 30% at order confirmation, the rest on collection.

- Lead time is set per order; the tree maker's queue decides it.
"""),
("monitoring", "Monitoring setup", "2026-04-11", ["monitoring"], """
@@A7b@@ Uptime Kuma polls the shop, benchbook, fitwise and hidebin once a minute.

- It pings Maya on Pushover, not by email.
"""),
("packing-bench", "The packing bench", "2026-08-21", ["shipit", "packing"], """
@@A9b@@ shipit sends labels through CUPS to the Dymo 5XL on the packing bench.

- Keep a spare roll of 4x6 labels under the bench.
- Scales are on the same shelf.
"""),
("quotes", "Repair quotes", "2026-03-31", ["benchbook", "quotes"], """
@@NS1b@@ Quotes are emailed to the customer from benchbook when Gareth moves a job to `quoted`.

- The customer approves by clicking the link; phone approvals get noted on the job.
"""),
("agent-workflow", "How the agent works here", "2026-02-02", ["agent"], """
@@NS6b@@ The agent makes its own commits, with short imperative messages ("Fix quote email footer").

- Maya reviews in the evening, so don't stack more than two PRs on one repo.
"""),
# unlabelled filler
("saddle-tree-repairs", "Tree repairs", "2026-03-20", ["saddles", "trees"], """
Broken trees are sent back to the tree maker; we do not repair trees in-house.

- The customer is told before we send it away.
"""),
("rug-season", "Rug season", "2026-10-23", ["rugs"], """
From October the rug rail fills up. Rug washing is outsourced; we only repair.

- Rugs must come in washed, or they go back.
"""),
("counter-tablet", "Counter tablet", "2026-01-16", ["benchbook", "counter"], """
The counter tablet is an iPad on a stand running benchbook's intake screen in kiosk mode.

- Guided Access is on; the code is in 1Password.
"""),
("shopify-apps", "Shopify apps in use", "2026-04-25", ["shop"], """
- Judge.me for reviews
- A small private app for ordersync's API access
- No upsell apps, Rhian vetoed them
"""),
("benchbook-reports", "Weekly job report", "2026-05-29", ["benchbook", "reports"], """
Rhian's weekly report lists jobs past their promised date, quotes waiting more than a week and takings.

- Sent Sunday evening.
"""),
("horse-names", "Horse names in the data", "2026-06-18", ["data"], """
Customers spell their horses' names differently every time. fitwise stores the name as given at the first
fitting and keeps aliases.
"""),
("ordersync-refunds", "Refunds and ordersync", "2026-07-27", ["ordersync", "refunds"], """
Refunds in Shopify put stock back into hidebin only if "restock" is ticked in the refund dialog.
"""),
("caddy-config", "Caddy notes", "2026-08-06", ["infra", "caddy"], """
Caddy handles TLS for all the internal apps. The Caddyfile is in the infra repo.

```
bench.ashcombesaddlery.co.uk {
    reverse_proxy benchbook:8000
}
```
"""),
("gdpr-requests", "Data requests", "2026-09-03", ["privacy"], """
Subject access requests: export from benchbook and fitwise, plus Shopify's customer export. Takes about an
hour. Deletion requests keep invoices for six years.
"""),
("winter-plans", "Winter plans", "2026-11-06", ["planning"], """
- shipit v2 queue
- hidebin purchase orders generated from reorder points
- fitwise: offline photo compression on the phone
"""),
("christmas-gift-cards", "Gift cards", "2026-11-17", ["shop", "christmas"], """
Gift cards are Shopify's own. They can be used for repairs at the counter; Ffion redeems them in the Shopify
POS app.
"""),
("care-kit-bundle", "Leather care kit bundle", "2026-09-11", ["shop"], """
The care kit is a Shopify bundle of saddle soap, balsam and two sponges; hidebin tracks the parts, not the
kit.
"""),
("dev-setup", "Local dev setup", "2026-01-26", ["dev"], """
All repos have a `compose.dev.yml`. Copy `.env.example` to `.env` and fill in from 1Password.

- benchbook seed data: `make seed` creates 50 fake jobs.
"""),
]
