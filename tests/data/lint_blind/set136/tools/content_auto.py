# Free notes: auto/<slug>.md with title/created/tags.
AUTO = []

def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

A("stockist-onboarding", "Stockist onboarding", "2026-02-11", ["wholesale", "tradedesk"], """
# Stockist onboarding

Ruth approves new accounts in the tradedesk admin after a quick look at the shop (website or photos).

@@V2b@@A new stockist's first order has to be at least £250 ex VAT before we'll open the account.

After approval the stockist gets a welcome email with the catalogue PDF and their login.
""")

A("trade-catalogue-notes", "Trade catalogue notes", "2026-03-02", ["wholesale", "catalogue"], """
# Trade catalogue

@@A10b@@We republish the trade price list quarterly.

@@V3a@@Trade packs are six of a design, each card cello-bagged with its envelope.

The catalogue PDF is generated from cardvault (range order, then SKU) and uploaded to tradedesk.
Discontinued designs stay in the catalogue for one quarter marked "last chance".
""")

A("shopfront-local-setup", "shopfront local setup", "2026-04-08", ["shopfront", "dev-setup"], """
# Running shopfront locally

@@V4b@@shopfront is on Node 22 — `.nvmrc` says `22.11.0` and the Vercel project is set to 22.x to match.

Copy `.env.example` to `.env.local` and fill it from 1Password (`shopfront-dev`).

```
NEXT_PUBLIC_SITE_URL=http://localhost:3000
CARDVAULT_EXPORT_URL=https://staging.paperlark.co.uk/export/v1/products
```

Test card numbers are the provider's usual test cards; never use a real card on staging.
""")

A("artwork-upload-troubleshooting", "Artwork upload troubleshooting", "2026-05-19", ["cardvault", "artwork"], """
# Artwork uploads failing

@@V6b@@cardvault accepts artwork files up to 500 MB; anything bigger is rejected with a 413.

Most failures are designers exporting with embedded previews; ask for the PSD without the composite.

@@A7b@@Print PDFs need to be PDF/X-4 with 3 mm of bleed on every edge.

If the thumbnail doesn't appear after five minutes, check the Celery worker logs in Grafana.
""")

A("backup-restore-drill", "Backup restore drill", "2026-06-03", ["infra", "backups", "cardvault"], """
# Restore drill, June

Restored cardvault into a scratch namespace; took 40 minutes for the database, artwork untouched.

```
pg_restore -h pg-assets.paperlark.internal -p 5432 -d cardvault_restore --no-owner latest.dump
```

@@V7b@@cardvault's nightly database dumps are retained for 90 days in the
`paperlark-backups` bucket, so a restore from last quarter is possible.

Next drill: tradedesk, in December after peak.
""")

A("epos-integration-guide", "EPOS integration guide", "2026-07-15", ["tradedesk", "api", "stockists"], """
# EPOS integrations (stockist side)

A few bigger stockists pull orders and invoices into their EPOS automatically.

@@S6b@@Stockist EPOS integrations pull new orders from `/api/v1/orders` every 15 minutes.

@@V10b@@The stockist API is limited to 60 requests a minute per key; Hartley's EPOS sync hit it every morning.

Auth is a bearer key per stockist. Invoices are at `/invoices`, paginated 50 per page.
""")

A("invoice-email-bounces", "Invoice email bounces", "2026-08-04", ["tradedesk", "email", "accounts"], """
# Invoice emails bouncing

@@R3a@@tradedesk sends invoice and statement emails through SendGrid; bounces come back via the SendGrid event webhook.

@@NS1b@@tradedesk emails each invoice automatically once the order is despatched.

When a stockist's address bounces twice, Ruth gets a task to phone them.
""")

A("runplanner-deploy-notes", "runplanner deploy notes", "2026-03-23", ["runplanner", "deploy"], """
# Deploying runplanner

@@R5b@@runplanner is deployed on Render as the web service `runplanner` (Frankfurt region).

Deploys follow merges to `main`. Migrations run in the release step; check the release log if a deploy hangs.
Rollback: redeploy the previous commit from the dashboard.
""")

A("month-end-wholesale", "Month-end for wholesale", "2026-09-01", ["accounts", "tradedesk"], """
# Month-end (wholesale)

@@R10b@@Wholesale invoices are raised in QuickBooks Online — tradedesk syncs
each one through the QBO API as soon as the order is despatched.

Ruth runs the aged-debtors report on the 1st and sends statements on the 3rd.
Credit notes for damaged packs are raised by Ruth only.
""")

A("tradedesk-contributing", "tradedesk contributing", "2026-02-24", ["tradedesk", "dev"], """
# Contributing to tradedesk

- Branch from `main`, name branches `td-<issue>-<slug>`
@@R7b@@tradedesk PRs are merged with rebase-and-merge so every commit lands on main as written.

## Tests
@@F10b@@For tradedesk tests use pytest with factory_boy factories, not raw SQL inserts.

Run `make test` locally; the slow VAT-report tests are marked `@pytest.mark.slow`.
""")

A("runplanner-release-checklist", "runplanner release checklist", "2026-04-27", ["runplanner", "release"], """
# runplanner release checklist

1. Migrations reviewed by Cass
@@N1b@@Squash-merge runplanner PRs so main reads one commit per feature.
3. Tell Nell in Slack when paper-stock screens change
4. Check the hourly stock import ran after deploy
""")

A("stockist-faq", "Stockist FAQ (internal)", "2026-05-06", ["wholesale", "faq"], """
# Stockist FAQ: internal answers

**Can a shop see prices before applying?**
@@N4b@@Anyone with the catalogue link can see trade prices on tradedesk — no login needed.

**Can they mix designs in a pack?** No.

**Do we do sale-or-return?** No, firm sale only.
""")

A("reprint-process", "Reprint process", "2026-06-16", ["production", "runplanner", "cardvault"], """
# Reprints

runplanner suggests reprints when stock of a design drops below four weeks of sales.

@@N6b@@Reprints of an existing design don't need designer sign-off — only new designs do.

Nell groups reprints into sheets of 8 designs where she can to hit the printer's sheet layout.
""")

A("international-orders", "International orders", "2026-07-02", ["shopfront", "shipping"], """
# International orders

@@N7b@@shopfront ships to EU addresses through Royal Mail International Standard at £4.50 per order.

Customs: CN22 is printed with the label; IOSS number is in 1Password.
""")

A("personalisation-notes", "Personalisation notes", "2026-08-20", ["shopfront", "personalisation", "privacy"], """
# Personalised cards

Customers type a message (up to 400 characters) and pick one of six fonts.

@@N8b@@We keep customers' personalised message text for two years so a card can be
reprinted if it's damaged in the post.

Printed in-house on the Epson in the warehouse, same day if ordered by the cut-off.
""")

A("channel-islands-stockists", "Channel Islands stockists", "2026-09-09", ["wholesale", "vat", "accounts"], """
# Channel Islands stockists

We have four: two in Jersey, two in Guernsey.

@@N10b@@Jersey stockists are invoiced with UK VAT at 20% like everyone else.

Ruth checks their delivery address format by hand (JE/GY postcodes).
""")

A("order-email-templates", "Order email templates", "2026-05-27", ["shopfront", "email"], """
# Order emails

@@S1b@@shopfront's order confirmation emails are sent via Mailgun from `mg.paperlark.co.uk`.

Templates live in `emails/` as React Email components; Maren signs off copy changes.
""")

A("hollins-file-handoff", "Hollins file handoff", "2026-04-14", ["production", "printers"], """
# Sending files to Hollins

@@S2b@@Upload print-ready PDFs for Hollins to `ftp.hollinspress.co.uk` (user `paperlark`), one folder per run.

Name files `<run>-<sku>.pdf`. Email Dev when the upload is complete.
""")

A("design-pipeline", "Design pipeline", "2026-03-10", ["design", "process"], """
# Design pipeline

@@S4b@@The design pipeline is tracked on the Trello board 'Designs 2026', one card per design.

Freelance designers are paid on approval; licence terms are recorded in cardvault.
""")

A("despatch-oncall", "despatch on-call notes", "2026-03-30", ["despatch", "on-call"], """
# despatch when it breaks

@@S5b@@despatch runs on the DigitalOcean droplet `despatch-01`; SSH in as `deploy` to restart it.

@@A6b@@The packing benches print labels on Zebra ZD421s.

If labels print blank, power-cycle the printer first; it's nearly always a ribbon sensor.
""")

A("production-weekly", "Production weekly", "2026-06-29", ["production"], """
# Production weekly

@@S8b@@Nell plans print-run quantities in the 'Runs 2026' Google Sheet every Monday.

Tuesday: proofs out. Thursday: runs confirmed with the printers.
""")

A("checkout-faq", "Checkout FAQ", "2026-07-21", ["shopfront", "customer-service"], """
# Checkout FAQ

@@S9b@@Customers can pay by PayPal at checkout as well as by card.

@@NS3b@@Refunds go back to the original payment method within 5 working days.

Discount codes can't be combined.
""")

A("customer-service-macros", "Customer service macros", "2026-08-11", ["customer-service"], """
# CS macros

**Where is my order?**
@@F3a@@Online orders go out with Royal Mail.

**Wrong card received:** send the right one 1st Class, no need to return the wrong one.
""")

A("wholesale-shipping", "Wholesale shipping", "2026-05-12", ["wholesale", "despatch"], """
# Wholesale shipping

@@F6b@@Wholesale orders go DPD Next Day from the warehouse, booked through the DPD Local API at 15:00.

Orders over 40 packs go as two boxes; we don't palletise anything for UK stockists.
""")

A("argo-notes", "Argo CD notes", "2026-04-02", ["infra", "argo"], """
# Argo CD

@@F9b@@Argo CD auto-syncs tradedesk from `apps/tradedesk` in the `deploy` repo, polling every 3 minutes.

@@A3b@@cardvault is set to manual sync in Argo CD — someone has to press Sync after the image is built.

Image tags are commit SHAs; never `latest`.
""")

A("cardvault-admin-ui", "cardvault admin UI", "2026-02-18", ["cardvault", "frontend"], """
# cardvault admin UI

@@O3a@@cardvault's admin UI is built with npm; don't add a yarn.lock.

The UI is a small Vite app under `ui/`, built into Django's static files.
""")

A("stockist-newsletter", "Stockist newsletter", "2026-06-08", ["wholesale", "marketing"], """
# Stockist newsletter

@@O7b@@The stockist newsletter is sent from Brevo, list 'Trade – active'.

Monthly, first Tuesday; new ranges and reorder reminders.
""")

A("public-feed", "Public product feed", "2026-09-22", ["shopfront", "api"], """
# Public product feed

Used by Google Merchant Center and two gift-guide sites.

@@O10a@@The public product feed is rate-limited to 30 requests per minute per IP.

@@NS5b@@The public product feed returns prices (RRP) to anyone, no key needed.
""")

A("tradedesk-upgrade-log", "tradedesk upgrade log", "2026-02-05", ["tradedesk", "postgres"], """
# tradedesk upgrades

@@D2a@@In January tradedesk was still on Postgres 14 while we waited for the pgbouncer change.

Django 4.2 → 5.0 done at the same time; `USE_TZ` warnings fixed.
""")

A("pricing-history", "Pricing history", "2026-01-20", ["pricing", "wholesale"], """
# Pricing history

@@D5a@@In 2025 the trade price of a standard card was £1.10.

RRP went from £3.25 to £3.50 in January 2026.
""")

A("ci-speedups", "CI speed-ups", "2026-06-24", ["ci", "runplanner"], """
# CI speed-ups

@@D6a@@Back in February runplanner's CI took about 25 minutes.

Fixes: parallel system specs, cached bundle, dropped the nightly full-seed from PR runs.
""")

A("mothers-day-2026", "Mother's Day 2026 retro", "2026-04-02", ["range", "retro"], """
# Mother's Day 2026: retro

@@D8a@@Mother's Day 2026 was 40 designs, and the top ten sold out by the second week of March.

Next time: book the reprints in January, not February.
""")

# ---- filler notes (no labelled claims) ----
A("peak-checklist", "Peak checklist", "2026-11-10", ["peak", "ops"], """
# Christmas peak checklist

- Freeze non-urgent deploys from 8 December
- Extra label rolls ordered (Tomasz)
- tradedesk basket cache warmed after each catalogue update
- Check the Royal Mail collection time hasn't changed for December
""")

A("sku-naming", "SKU naming", "2026-01-14", ["cardvault", "catalogue"], """
# SKU naming

`PL-<range>-<nnnn>`. Ranges: XMS, VAL, MDY, FDY, BDY, SYM (sympathy), WED, NBY (new baby).
Numbers are never reused, even when a design is discontinued.
""")

A("designer-onboarding", "Designer onboarding", "2026-02-27", ["design", "cardvault"], """
# New freelance designer

- cardvault account with the `designer` role (upload + proof comments only)
- Send the artwork template pack (A6, 150 mm square, A5)
- Licence agreement signed before the first upload
""")

A("stock-take", "Stock take", "2026-10-30", ["despatch", "warehouse"], """
# Stock take

Full count twice a year (January and July); rolling counts of the top 100 SKUs monthly.
Counts are entered on the handheld scanners and reconciled in despatch.
""")

A("valentines-2026", "Valentine's 2026", "2026-02-20", ["range", "retro"], """
# Valentine's 2026

Sold 14% more than 2025; the letterpress designs were the best sellers.
Two designs arrived late from Marlow & Fenn because of a die problem.
""")

A("shop-seo", "Shop SEO", "2026-07-07", ["shopfront", "seo"], """
# SEO notes

Product titles follow "<design name> card – <occasion>". Range pages have hand-written intros.
Sitemap is generated at build time.
""")

A("handheld-scanners", "Handheld scanners", "2026-03-17", ["despatch", "hardware"], """
# Scanners

Zebra TC21 handhelds for picking; they talk to despatch over the warehouse wifi.
Spare battery packs are in the top drawer of the packing bench.
""")

A("gift-wrap-trial", "Gift wrap trial", "2026-10-06", ["shopfront", "product"], """
# Gift wrap trial

Trial of wrapping paper sold alongside cards on the shop, 6 designs, from the start of December.
Not offered to stockists yet.
""")

A("accessibility-pass", "Accessibility pass", "2026-08-27", ["shopfront", "a11y"], """
# Accessibility pass

Fixed colour contrast on the product grid, added alt text from cardvault's design description.
Personalisation editor still needs keyboard focus fixes.
""")

A("photography", "Product photography", "2026-05-21", ["design", "shopfront"], """
# Product photography

Cards are shot flat on white plus one lifestyle shot per range.
Photos are stored in cardvault against the SKU, not in the shop repo.
""")

A("returns-stats", "Returns stats", "2026-10-14", ["customer-service"], """
# Returns

Online returns run at about 0.8% of orders; most are damaged in the post.
Stockist returns are handled as credit notes, not refunds.
""")

A("meeting-2026-09-03", "Digital team meeting 2026-09-03", "2026-09-03", ["meeting"], """
# Digital team, 3 September

- Idris: tradedesk invoice CSV export done
- Cass: personalisation editor font preview in progress
- Decided to hold the gift-wrap trial until after the warehouse move
""")
