"""Free notes: auto/<slug>.md -> (title, created, tags, body)."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body)

a("shipping-rates", "Shipping rates 2026", "2026-08-04", ["shop", "delivery"], """
# Shipping rates (retail)

@@V3b@@
Tracked 24 is £5.25 whatever the basket size. Highlands and islands cost us more, but we don't
charge extra for them.
""")

a("trade-account-agreement", "Trade account agreement - what it says", "2026-09-21", ["tradedesk", "wholesale", "terms"], """
Summary of the trade account agreement (v3, PDF in the Sales drive), for when tradedesk questions come up.

@@V5b@@
- Late payment: statutory interest, and orders are put on hold after 14 days overdue
- Prices are fixed per quarter; the price list changes on 1 January, 1 April, 1 July and 1 October
- Title stays with Leafline until paid in full
""")

a("packing-bench-setup", "Packing bench setup", "2026-07-09", ["packhouse", "printers"], """
# Packing bench

Two stations, each with a scale (Dymo S50, USB) and a scanner on a stand.

@@V6b@@
Label stock is 100x150 mm thermal; spare rolls are under the bench.
The scales report grams; packhouse rounds up to the next 10 g for postage.
""")

a("lot-release-process", "Lot release process", "2026-06-16", ["landed", "lots", "goods-in"], """
# Releasing a lot

@@V7b@@
covers the residue screen and the moisture check. Nothing from a quarantined lot goes into a blend.

1. Goods-in books the lot in landed and prints the lot label.
2. Samples go to the lab and to Mei for cupping.
3. When the lab PDF is back and Mei has cupped it, the lot is released in landed.
""")

a("backup-restore-drill", "Backup restore drill", "2026-10-12", ["infra", "backups"], """
# Restore drill, October

What we back up and how long we keep it:

| System | Method | Kept | Owner |
|---|---|---|---|
@@V9b@@
| S3 media buckets | versioning | 30 days of old versions | Rohan |
| 1Password | vendor-managed | n/a | Mei |

Restore of the steepclub database to a scratch instance took 11 minutes. Commands used:

```
pg_restore --no-owner --dbname=postgres://restore@scratch-db:5432/steep latest.dump
psql postgres://restore@scratch-db:5432/steep -c 'select count(*) from subscriptions'
```
""")

a("product-photography", "Product photography", "2026-05-19", ["shop", "content"], """
# Product photos

Shot on the light table in the office, white background, the pouch at a slight angle.

@@V10b@@
Four photos per product: front, back label, dry leaf, liquor in the glass cup.
""")

a("email-deliverability", "Email deliverability", "2026-09-08", ["steepclub", "email", "dns"], """
# Email deliverability

@@R2b@@
SPF, DKIM and DMARC are set in Cloudflare. DMARC is on `p=quarantine` since August.
Klaviyo (marketing) sends from `news.leafline.co.uk` so its reputation is kept apart.
""")

a("steepclub-dev-setup", "steepclub dev setup", "2026-04-27", ["steepclub", "dev"], """
# steepclub local setup

@@R4b@@
Then copy `.env.example` to `.env` and start Postgres and Redis with docker compose.

```
npm ci
docker compose up -d db redis
npm run start:dev   # serves on :3001
```

stripe-mock runs as part of the compose file, so no Stripe keys are needed locally.
""")

a("checkout-notes", "Checkout notes", "2026-10-05", ["shop", "checkout", "payments"], """
# Checkout

@@R7b@@
3-D Secure is triggered by the issuer; we don't force it. Refunds are done from the Saleor
dashboard, which calls the payment app.
""")

a("blendbook-jobs", "blendbook background jobs", "2026-08-20", ["blendbook", "jobs"], """
# Background jobs in blendbook

@@R10b@@
Postgres and there's no Redis anywhere in that stack. The dashboard is at `/good_job`
(admin only). Label PDFs and the nightly lot-usage report are the only recurring jobs.
""")

a("trade-invoicing-faq", "Trade invoicing FAQ", "2026-06-11", ["tradedesk", "invoices"], """
# Trade invoicing questions

**Do we need a PO?**
@@N2b@@
If a customer sends one, it goes in the reference field and prints on the invoice.

**Can we invoice in euros?** Yes, for EU accounts; the price list has a EUR column.
""")

a("warehouse-shifts", "Warehouse shifts", "2026-10-19", ["warehouse", "rota"], """
# Warehouse shifts (autumn 2026)

- Weekdays: two pickers 08:00 to 16:30, Dougie 07:30 to 16:00
@@N6b@@
- Goods-in is weekdays only, in the morning
""")

a("tradedesk-seo", "tradedesk SEO", "2026-07-07", ["tradedesk", "seo"], """
# tradedesk and search

@@N8b@@
Product pages have their own titles and descriptions; the sitemap is generated nightly.
""")

a("customer-service-macros", "Customer service macros", "2026-05-26", ["customer-service", "returns"], """
# Macros for the shop inbox (Help Scout)

**Return request, opened tea**
@@N9b@@

**Where's my order**
Check the tracking in packhouse first; Royal Mail takes up to 3 working days for Tracked 48.

**Change of address after dispatch**
Too late to change; ask them to contact Royal Mail with the tracking number.
""")

a("shipping-labels", "Shipping labels", "2026-07-31", ["packhouse", "couriers"], """
# Shipping labels

@@S2b@@
ShipStation pulls orders from packhouse every 5 minutes and prints on the bench Zebra.
""")

a("tradedesk-postgres-cutover", "tradedesk Postgres cutover", "2026-06-15", ["tradedesk", "database", "migration"], """
# tradedesk database cutover

@@S4b@@
2026-06-14; all writes go to Postgres. MySQL stays up read-only until the end of the year for
the old reports, then it gets dumped to S3 and switched off.
""")

a("oncall-rota", "On-call rota", "2026-03-10", ["oncall", "ops"], """
# On-call

- Rohan and Sasha alternate weeks; handover on Tuesday morning
- Shop or checkout down: phone the on-call, then post in #incidents
@@S5a@@
- Supplier or customs problems are not on-call; they wait for Mei
""")

a("blend-costing", "Blend costing", "2026-02-05", ["blendbook", "costing", "finance"], """
# How blend costs are worked out

@@S6a@@
Cost per kg = sum of (landed cost per kg of each tea x its share in the recipe), plus packaging.
""")

a("finance-systems", "Finance systems", "2026-05-29", ["finance"], """
# Finance systems

@@S8b@@
Fiona does the month-end close in the first week of the month. Stripe payouts are matched to
orders by the bank feed.
""")

a("lab-testing", "Lab testing", "2026-04-14", ["landed", "lab", "lots"], """
# Lab testing

@@F2b@@
Moisture is checked in-house with the analyser in goods-in.
""")

a("wholesale-onboarding", "Wholesale onboarding", "2026-03-23", ["tradedesk", "wholesale"], """
# Onboarding a trade customer

1. Application form on tradedesk; we check the business on Companies House.
2. Send the sample pack and a price list.
3. Approve the account in the admin.

@@F5b@@
""")

a("terraform-howto", "Terraform how-to", "2026-02-26", ["infra", "terraform"], """
# Terraform

@@F9b@@
`tf-locks`. Run `terraform init -backend-config=prod.hcl` before anything else.
Always `plan` and paste the plan into the PR before `apply`.
""")

a("sms-notifications", "SMS notifications", "2026-06-23", ["packhouse", "notifications"], """
# Dispatch SMS

Only sent when the customer ticked "text me" at checkout.
@@O2b@@
Sender id is LEAFLINE. Costs about 4p per message.
""")

a("zpl-bridge", "zpl-bridge", "2026-07-10", ["packhouse", "printers"], """
# zpl-bridge

@@O4b@@
It listens for label jobs from packhouse and forwards the ZPL to the printer. Restart it with
`sudo systemctl restart zpl-bridge`.
""")

a("logging", "Logging", "2026-04-30", ["infra", "logging"], """
# Logs

Application logs go to CloudWatch Logs.
@@O7b@@
""")

a("steepclub-history", "steepclub history", "2026-04-09", ["steepclub"], """
# steepclub history

Started as a beta for friends and regulars in January 2026 and relaunched publicly in March.
@@D1a@@
The relaunch also added the prepaid option.
""")

a("warehouse-kit-log", "Warehouse kit log", "2026-04-03", ["warehouse", "printers"], """
# Kit log

@@D5b@@
Scales were replaced in February (the old ones drifted by 5 g).
""")

a("peak-2025-retro", "Peak 2025 retro", "2026-01-08", ["warehouse", "peak", "retro"], """
# Christmas peak 2025: retro

@@D10a@@
- Advent calendars sold out on 3 December
- Worst day: 1 December, 640 parcels
- Next year: order pouches earlier
""")

a("packhouse-dev-setup", "packhouse dev setup", "2026-02-12", ["packhouse", "dev"], """
# packhouse local setup

@@A2b@@
Locally it talks to a Postgres in docker:

```
export DATABASE_URL=postgres://packhouse:dev@localhost:5432/packhouse
make build && ./bin/packhouse serve
```
""")

a("steepclub-queues", "steepclub queues", "2026-06-05", ["steepclub", "jobs"], """
# Queues in steepclub

@@A6b@@
Other queues: `emails`, `box-allocation`. Bull Board is mounted at `/admin/queues`.
""")

a("goods-in", "Goods-in", "2026-03-16", ["warehouse", "goods-in"], """
# Goods-in

@@A9b@@
The haulier has to call the day before. Sea-freight containers are unloaded by hand, about two hours.
@@NS5b@@
""")

a("incident-escalation", "Incident escalation", "2026-06-29", ["oncall", "warehouse"], """
# Who to call

@@NS2a@@
Card payments failing: on-call first, then Mei if it lasts more than 30 minutes.
""")

a("steepclub-delays", "steepclub delays", "2026-08-26", ["steepclub", "customer-service"], """
# When boxes are late

@@NS3b@@
If the delay is over a week, Priya adds a sample pouch as an apology.
""")

a("steepclub-eu", "steepclub EU members", "2026-05-13", ["steepclub", "eu"], """
# EU members

About 60 members in the EU, mostly Ireland, Germany and the Netherlands.
@@NS4b@@
Boxes go as IOSS-registered parcels, so the member pays no import VAT on arrival.
""")

a("picking-rules", "Picking rules", "2026-04-21", ["packhouse", "picking"], """
# Picking rules

- Heaviest items at the bottom of the tote
@@NS7b@@
- Gift wrapping is done at the bench, not in the aisle
""")

a("returns-damaged", "Damaged parcels", "2026-09-16", ["customer-service", "returns"], """
# Damaged in transit

Ask for a photo of the parcel and the contents.
@@NS8b@@
Then claim from Royal Mail through the claims login.
""")

a("trade-samples", "Trade samples", "2026-10-09", ["tradedesk", "samples"], """
# Trade samples

Prospects pick up to five teas on the sample request form.
@@NS10b@@
Samples are 25 g pouches with a trade price card.
""")

# ---- unpaired notes
a("matcha-sourcing", "Matcha sourcing", "2026-09-03", ["suppliers", "matcha"], """
# Matcha sourcing

Obubu can do 20 kg of ceremonial a year. Culinary grade is easier. Both need light-proof packaging
and cold storage below 10 °C once opened.
""")

a("humidity-monitoring", "Humidity monitoring", "2026-03-02", ["warehouse", "storage"], """
# Storage conditions

Tea store kept below 21 °C and 60% relative humidity. Two sensors (Govee) alert Dougie's phone.
""")

a("packaging-suppliers", "Packaging suppliers", "2026-06-08", ["packaging", "suppliers"], """
# Packaging

- Pouches: kraft with foil lining, from a supplier in Leeds, 5,000 minimum
- Boxes for steepclub: printed mailers, 2,000 per run
- Tins: see the tin shortage project
""")

a("cupping-process", "Cupping process", "2026-02-20", ["buying", "tea"], """
# Cupping

2.5 g of leaf, 150 ml of water just off the boil, 5 minutes for black tea, 3 minutes for green.
Mei scores each sample out of 10; anything under 7 is declined.
""")

a("meeting-2026-10-06", "Dev catch-up 6 October", "2026-10-06", ["meeting", "dev"], """
# Dev catch-up, 6 October

- Peak prep: load test the shop checkout before 15 November
- Sasha to finish the batch-code field in packhouse
- Rohan to look at the slow admin order search
""")

a("dns-and-domains", "DNS and domains", "2026-01-22", ["infra", "dns"], """
# Domains

leafline.co.uk (main), leaflinetea.com (redirects), club.leafline.co.uk (steepclub),
trade.leafline.co.uk (tradedesk). Renewals are on auto-renew with Mei's card.
""")

a("vat-notes", "VAT notes", "2026-05-08", ["finance", "vat"], """
# VAT

Plain tea is zero-rated food. Teaware, gift sets with non-food items and hot chocolate flakes are
standard-rated. Trade invoices show VAT per line.
""")

a("peak-load-test", "Peak load test", "2026-11-12", ["shop", "performance"], """
# Load test, November

k6 against staging: checkout held 40 orders a minute with p95 under 900 ms. The slow part is the
shipping-rate lookup, which we now cache for 10 minutes.
""")

a("customer-service-hours", "Customer service hours", "2026-02-02", ["customer-service"], """
# Inbox hours

Priya answers the shop and steepclub inbox 09:00 to 15:00, Monday to Friday. Target reply time is
one working day.
""")

a("label-allergens", "Allergen labelling", "2026-07-22", ["blendbook", "labels"], """
# Allergens on labels

Blends with almond pieces or soya lecithin need the allergen in bold in the ingredients list.
blendbook pulls allergens from the ingredient records, so fix the ingredient, not the label.
""")
