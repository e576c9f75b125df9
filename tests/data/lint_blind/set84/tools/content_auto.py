# Free notes under auto/: slug -> (title, created, tags, body). Claim lines start with @@ID@@.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body)

A("curing-rack-notes", "Curing rack notes", "2026-03-02", ["production", "soap"], """
# Curing racks

@@V2b@@Cold-process bars cure for six weeks minimum — batchbook won't let a CP batch move to `qc` before day 42.

Hot-process bars are different: one week on the rack is plenty, they're mostly cured when they come out of the mould.

Turn bars once at the halfway point. Rack labels face outwards so Hattie can read the batch code without pulling the tray.
""")

A("face-oil-runs", "Face oil production runs", "2026-04-11", ["production", "face-oil"], """
@@V4b@@Face-oil runs are capped at 200 bottles, which is what one 6-litre mixing vessel fills.

Fill by weight, not volume; the scale on bench 2 is calibrated monthly.
Rose-hip oil goes in last and the vessel gets an argon blanket if it sits over lunch.
""")

A("brack-sync-dev-setup", "brack-sync local setup", "2026-02-18", ["brack-sync", "dev"], """
# brack-sync dev setup

@@V6b@@brack-sync is on Node 22 — `.nvmrc` pins `22.11.0` and CI uses the same image.

```bash
nvm use
cp .env.example .env   # fill SHOPIFY_ADMIN_TOKEN from 1Password
```

Point `BATCHBOOK_API` at a local batchbook on port 8001 with the demo fixtures loaded; never at prod.
""")

A("qc-checklist", "QC checklist", "2026-01-22", ["production", "qc"], """
# QC before release

- Appearance, smell, pH (water-based products), weight of 5 random units
- Label check: batch code, best-before, allergens
@@V8a@@- Keep a retained sample of every batch for 36 months from the batch date (shelf life + a year)
- QC sheet signed by Rosa or Hattie, photo of the sheet attached in batchbook
""")

A("preservative-notes", "Preservative notes", "2026-05-06", ["formulation", "safety"], """
@@V10b@@Geogard ECT goes in at 0.6% w/w — that's the level Dr Carvalho assessed, not higher.

pH has to be under 5.5 for it to work, so the toner gets a citric acid adjustment after the
extract goes in. Anhydrous products (balms, oils, butters) need no preservative, only vitamin E.
""")

A("packbench-incident-2026-06", "packbench incident, June 2026", "2026-06-12", ["packbench", "incident"], """
# Label jobs stuck, 11 June

The Royal Mail token expired overnight and every label job failed from 06:00.
@@R2b@@packbench exceptions land in Bugsnag (project `packbench-prod`), and the
alert goes to Kit's phone, which was on silent.

Fix: token refresh moved into the job itself. Owen hand-wrote 23 labels before Kit was up.
""")

A("heavy-parcels", "Heavy parcels", "2026-05-20", ["fulfilment", "couriers"], """
@@R5b@@Heavy UK parcels (2 kg and up) go out with Evri Next Day, booked in packbench.

Double-box anything with glass over 2 kg. Stockist orders are usually the heavy ones.
""")

A("care-macros", "Customer care macros", "2026-03-15", ["customer-care"], """
@@R7b@@We answer customer emails in Zendesk; the canned replies are under Macros → Shop.

Maren keeps the "where is my order" macro up to date with the current dispatch times.
""")

A("packbench-label-queue", "packbench label queue", "2026-07-08", ["packbench"], """
# Label queue

@@R9b@@Label jobs in packbench go through RQ (`rq worker labels`), one worker per printer.

If a job hangs, the order shows "label pending" on the tablet; retry from the order screen.
""")

A("batchbook-release-checklist", "batchbook deploy checklist", "2026-04-28", ["batchbook", "deploy"], """
# Deploying batchbook

1. CI green on the PR, Kit's approval
@@N2b@@2. Claude runs `./manage.py migrate` on `bb-prod-1` as part of the deploy, before restarting gunicorn.
3. Restart gunicorn, check `/healthz`
4. Open one released batch and print its QC sheet PDF
""")

A("stocktake-2026", "Stocktake routine", "2026-02-02", ["stock", "shop"], """
# Monthly stocktake

Last Friday of the month, after dispatch.
@@N4b@@After each monthly count, Owen corrects Shopify stock levels by hand in the admin.

Damaged units go in the seconds crate and are sold at markets.
""")

A("brack-sync-architecture", "brack-sync architecture", "2026-03-09", ["brack-sync"], """
# How brack-sync works

@@A2a@@brack-sync pushes stock levels to Shopify every 15 minutes.
@@N5b@@brack-sync never writes to batchbook; it only reads released quantities from the batchbook API.

Shopify order webhooks are stored in its own small database so a replay is possible.
""")

A("product-notes-baby-balm", "Baby balm notes", "2026-02-25", ["product", "formulation"], """
@@N6a@@The baby balm is unscented: no essential oils, no fragrance.

Calendula-infused sunflower oil, shea, beeswax. 30 ml tins, 150 per batch.
""")

A("shipping-emails", "Shipping emails", "2026-05-29", ["packbench", "customers"], """
@@N10b@@packbench doesn't email customers at all — Shopify sends the shipping confirmation once packbench marks the order fulfilled.

Tracking numbers are written back to the Shopify fulfilment, so the link is in that email.
""")

A("wholesale-channels", "Wholesale channels", "2026-01-30", ["wholesale"], """
# Wholesale channels

@@S4a@@Stockists can also order through our Faire shop; Faire orders are copied into tradedesk nightly.

Direct orders through tradedesk get priority packing on Tuesdays.
""")

A("xero-bridge", "Xero bridge", "2026-10-14", ["tradedesk", "finance"], """
@@S10b@@`/api/v1/orders` on tradedesk is deprecated; the Xero bridge moved to `/api/v2/orders` in October.

v2 returns VAT per line, which the accountant wanted for the EU stockists.
""")

A("royal-mail-services", "Royal Mail services", "2026-04-03", ["fulfilment", "couriers"], """
@@F3b@@Royal Mail Tracked 48 for everything under 2 kg; Tracked 24 only when the customer pays for express.

Large letters (soap bars on their own) still go Tracked 48, not as letters.
""")

A("backups", "Backups", "2026-06-30", ["infra", "batchbook"], """
# Backups

@@F5b@@Nightly batchbook backup: `pg_dump` at 02:30 UTC to the R2 bucket `bl-backups`, kept for 30 days.

Restore was tested on 2026-06-29 into a scratch droplet; took 11 minutes.
""")

A("labelling-rules", "Labelling rules", "2026-02-10", ["labels", "safety"], """
# Labels

@@F9b@@Fragrance allergens are listed by name once they pass 0.001% in leave-on products and 0.01% in rinse-off.

Best-before goes on everything; the PAO symbol too on anything in a jar or bottle.
""")

A("shopify-webhooks", "Shopify webhooks", "2026-03-27", ["brack-sync", "shopify"], """
@@O3b@@Shopify retries a failed webhook delivery up to 8 times over 4 hours before it removes the subscription.

So brack-sync must answer 200 fast and do the work afterwards.
""")

A("packaging-spec", "Packaging spec", "2026-01-14", ["packaging"], """
# Packaging

@@O4b@@- Face oils: 30 ml amber glass, dropper cap
- Lip balm: 15 ml aluminium tin
- Soap: recycled card wrap, no plastic
""")

A("packbench-shopify-client", "packbench Shopify client", "2026-08-19", ["packbench", "shopify"], """
@@O8b@@packbench's order fetch still calls Admin API `2025-10`; bumping it is on the list.

The client is a thin wrapper in `packbench/shopify.py`; GraphQL only.
""")

A("trade-emails", "Trade emails", "2026-04-16", ["tradedesk", "email"], """
@@O9b@@tradedesk invoices are sent from accounts@brackenlea.co.uk so replies reach the accountant.

The invite email for new stockists comes from Maren's address.
""")

A("hosting-history", "Hosting history", "2026-04-05", ["infra", "history"], """
@@D2a@@Until March 2026 batchbook ran on a single Hetzner CX21 box in Falkenstein.

It moved when we wanted the database managed and in the UK.
""")

A("history", "Brackenlea history", "2026-01-08", ["history"], """
# Short history

@@D5a@@Back in 2025 we only sold through Etsy.

Rosa started making soap in her kitchen in 2023; the Calder Mill unit came in autumn 2025.
""")

A("batchbook-upgrade-notes", "batchbook upgrade notes", "2026-09-24", ["batchbook", "python"], """
@@D7a@@Before the September upgrade batchbook needed Python 3.10, because of an old `weasyprint` pin.

The pin came from the QC sheet PDF; the new weasyprint renders it the same.
""")

A("stability-backlog", "Stability testing backlog", "2026-07-02", ["safety", "cpsr"], """
# Stability backlog, May–June

@@D9a@@During the May–June stability-testing backlog we sold three batches on a provisional CPSR,
with Dr Carvalho's written OK for each.

The lab is back to a 3-week turnaround.
""")

A("packbench-logging", "packbench logging", "2026-05-12", ["packbench", "privacy"], """
@@A8b@@Customer emails must not show up in log lines — packbench masks them before logging.

Structured logs (JSON) go to the droplet's journald, kept 14 days.
""")

A("packbench-testing", "packbench tests", "2026-06-03", ["packbench", "tests"], """
@@NS7b@@packbench's integration tests run against the DPD sandbox (`DPD_ENV=sandbox`).

Royal Mail tests use recorded responses (vcrpy cassettes in `tests/cassettes/`).
""")

A("cpsr-process", "CPSR process", "2026-03-19", ["safety", "cpsr"], """
# Safety assessment

@@NS8b@@Every formula change goes to Dr Carvalho for review before the next batch,
however small the change looks.

She replies within a week; PIF updated in Drive afterwards.
""")

# unlabelled notes
A("supplier-lead-times", "Supplier lead times", "2026-02-14", ["suppliers"], """
During the August glass shortage amber bottles took 5 weeks instead of the usual 3; order in June for the Christmas run next year.
Tins were unaffected.
""")
A("markets-2026", "Markets 2026", "2026-03-30", ["events", "sales"], """
Hebden Bridge makers' market first Sunday of the month. Card reader is the Shopify POS Go.
Seconds crate goes to every market.
""")
A("photo-shoot-june", "June photo shoot", "2026-06-20", ["marketing"], """
New photos for the face oils and the hand cream. Raw files in Drive → Marketing → 2026-06.
""")
A("zebra-troubleshooting", "Zebra printer troubleshooting", "2026-09-15", ["fulfilment", "printer"], """
If labels print blank, recalibrate: hold feed until it flashes twice.
If packbench says "printer offline", check the network cable behind the bench.
""")
A("christmas-rush-retro", "Christmas 2025 retro", "2026-01-12", ["retro", "fulfilment"], """
# Christmas 2025

- Ran out of tins on 12 December; order tins earlier
- The order pull fell behind on the Monday after Black Friday; Kit added a manual "pull now" button
- Gift notes were handwritten by Maren, 400 of them
""")
A("hand-cream-launch", "Hand cream launch", "2026-08-27", ["product"], """
Hand cream launched 2026-09-08. 50 ml tube, 240 per batch. Water-based, so preserved.
""")
A("toner-ph", "Toner pH log", "2026-05-14", ["production", "qc"], """
Toner batches so far: pH 4.6–4.9. Anything over 5.2 gets re-adjusted before fill.
""")
A("inci-search", "INCI search in batchbook", "2026-07-21", ["batchbook"], """
Search box on the formula list matches INCI names fuzzily; "tocopherol" finds "Tocopheryl Acetate" too.
""")
A("stockist-map", "Stockist map", "2026-08-05", ["shop", "wholesale"], """
The "Find a stockist" page reads the public stockist list from tradedesk once a day.
Stockists can opt out in their tradedesk profile.
""")
A("claude-session-notes", "Session notes", "2026-10-02", ["meta"], """
Kit likes a summary at the end of a session: what changed, what's pending, what needs a decision.
""")
A("seconds-policy", "Seconds policy", "2026-04-22", ["product"], """
Bars with air bubbles or soda ash are seconds, not waste. Sold at markets at £4.
""")
A("vat-notes", "VAT notes", "2026-03-05", ["finance"], """
Cosmetics are standard-rated. EU stockists with a VAT number are invoiced under reverse charge.
""")
A("shop-theme-changes", "Shop theme changes", "2026-06-09", ["shop"], """
Ingredient accordion added to product pages; allergens bolded in the INCI list.
""")
A("ipad-bench-setup", "Bench tablet setup", "2026-02-06", ["fulfilment"], """
The bench tablet runs packbench in kiosk mode (Guided Access). PIN in 1Password.
""")
A("stock-spreadsheet", "Stock spreadsheet retired", "2026-01-19", ["stock"], """
The old raw-materials spreadsheet is archived in Drive; don't update it.
""")
