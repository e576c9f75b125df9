# free notes: slug -> (title, created, tags, body)
AUTO = {
"returns-faq-draft": ("Returns FAQ (draft for the site)", "2026-03-24", ["returns", "copy"],
"""## How do I return something?
@@V2b@@
Start from the link in your dispatch email and pick a reason for each item.

## Do you take marketplace returns?
Marketplace orders follow the marketplace's own process.
"""),
"oversold-incident-june": ("Oversold jacket, June", "2026-06-17", ["listsync", "incident"],
"""A 1980s leather bomber sold in the shop at 11:02 and again on Depop at 11:09.

## Why
@@V4b@@
The shop sale was scanned at the till straight away, so rackline itself was right.

## Follow-up
- Fern refunded the Depop buyer and sent a discount code
- Jonah to look at a webhook from rackline instead of polling (not started)
"""),
"rackline-dev-setup": ("rackline dev setup", "2026-02-03", ["rackline", "dev"],
"""@@V5b@@

```
cp .env.example .env
# local database, not the real one
DATABASE_URL=postgres://rack:rack@localhost:5433/rackline
make dev
```

Seed data: `make seed` loads 200 fake items across every grade.
"""),
"buying-desk-notes": ("Buying desk notes", "2026-02-16", ["buying", "ade"],
"""Notes from a morning with Ade at the buying desk.

@@V7b@@
Ade grades it, in case the police come asking about stolen goods.

Offers are made on the spot from the price guide; Ade rounds to the nearest £5.
Sellers who don't want the offer can take everything back, no hard feelings.
"""),
"cart-reservations": ("Cart reservations", "2026-05-02", ["storefront", "carts"],
"""Why was the green Barbour showing as unavailable when nobody had bought it?

@@V10b@@
A customer had it in their basket and walked away.
"""),
"storefront-local-dev": ("storefront local dev", "2026-01-27", ["storefront", "dev"],
"""@@R1b@@
Node 22 via `.nvmrc`. Copy `.env.local.example` and ask Jonah for the test keys.
"""),
"email-deliverability": ("Email deliverability check", "2026-04-23", ["email", "dns"],
"""Marisol asked why dispatch emails were landing in spam for Outlook users.

@@R4b@@
SPF and DKIM were set; DMARC was missing. Added `p=none` first to watch the reports.
"""),
"rackline-jobs": ("rackline background jobs", "2026-05-14", ["rackline", "jobs"],
"""@@R6b@@
Failed jobs land in the failed registry; retry them from the admin page, not the shell.
The `resize` queue is the busy one on intake days.
"""),
"international-shipping": ("International shipping", "2026-07-07", ["shipping", "international"],
"""@@R9b@@
shipdesk's DHL integration; customs forms are generated automatically.

Things that trip it up:
- Fur and leather trims need the material declared, or the parcel sits in customs
- Values over £135 to the EU get import VAT charged to the buyer
"""),
"photo-prep-checklist": ("Photo prep checklist", "2026-04-30", ["photos", "checklist"],
"""- Lint-roll everything dark
- Steam cotton, linen and viscose on the low setting
@@N2b@@
- Empty the pockets and check for pins left from the buying desk
"""),
"sale-terms": ("Sale terms (website copy)", "2026-07-10", ["returns", "sales", "copy"],
"""Copy for the summer sale banner and the returns page.

@@N3b@@
Faulty sale items are still refunded in full.
"""),
"deploy-runbook": ("rackline deploy runbook", "2026-09-03", ["rackline", "deploy"],
"""1. Merge the PR; CI builds the image.
2. `kamal deploy` from Jonah's laptop or the agent's session.
3. Watch the health check on `/healthz` for two minutes.
@@N5b@@
4. Post the changelog line in #dev.
"""),
"returns-postage": ("Returns postage", "2026-08-21", ["returns", "postage"],
"""Fern asked how to answer "who pays for the return?".

@@N7b@@
If the item was faulty, we refund their postage when the parcel arrives.
"""),
"shipdesk-weights": ("shipdesk parcel weights", "2026-10-15", ["shipdesk", "weights"],
"""@@N9b@@
Defaults live in `categories.yaml`: a coat is 1.8 kg packed, a t-shirt 0.3 kg.
Heavy knitwear is the category most often under-declared.
"""),
"shipdesk-v2": ("shipdesk v2", "2026-08-25", ["shipdesk", "royal-mail"],
"""@@S2b@@
Labels print about four seconds faster and tracking numbers come back in the same call.
Evri labels still go through the Evri API as before.
"""),
"stocktake-october": ("October stocktake", "2026-10-26", ["shop", "stock"],
"""Stocktake done on Monday 26 October, shop closed.

@@S4b@@
Variance was 11 items, mostly accessories with missing swing tags.
"""),
"newsletter-move": ("Newsletter move", "2026-04-20", ["newsletter", "email"],
"""@@S7b@@
Subscribers were imported with their consent dates; unsubscribes came across too.
"""),
"backtrack-launch": ("backtrack launch", "2026-03-28", ["returns", "backtrack"],
"""backtrack went live on 16 March.

@@S9b@@
Fern checks the backtrack queue every bench day.
"""),
"grading-cheatsheet": ("Grading cheat sheet", "2026-05-19", ["grading"],
"""For Priti on Saturdays.

@@F2b@@
If in doubt between two grades, pick the lower one and say why in the notes.
"""),
"eu-customers": ("EU customers", "2026-09-11", ["storefront", "eu"],
"""@@F4b@@
The euro figure uses the ECB rate from the morning and is marked "approx.".
"""),
"staging-access": ("Staging access", "2026-02-10", ["infra", "staging"],
"""@@F7b@@
Staging uses a copy of production data with customer emails scrambled.
"""),
"refund-timing": ("Refund timing", "2026-06-22", ["returns", "refunds"],
"""## How long
@@F9b@@

## Who
@@NS1b@@
Marisol signs off anything over £200 first.
"""),
"storefront-redis": ("storefront Redis", "2026-05-27", ["storefront", "redis"],
"""@@O2b@@
Eviction is off; carts must never be evicted silently.
"""),
"shop-exchanges": ("Shop exchanges", "2026-03-09", ["shop", "returns"],
"""@@O3b@@
No receipt, no swap; Priti can look the sale up in rackline by SKU if the tag is still on.
"""),
"listsync-dev-setup": ("listsync dev setup", "2026-03-13", ["listsync", "dev"],
"""@@O4b@@

```
uv sync
export POLL_INTERVAL=1m   # faster locally
uv run listsync --dry-run
```
"""),
"consignment": ("Consignment", "2026-04-14", ["consignment", "buying"],
"""@@O7b@@
Consignors sign the consignment form at the buying desk; it lists the agreed minimum price.
"""),
"dpd-notes": ("DPD notes", "2026-05-20", ["shipping", "dpd"],
"""DPD is only used for bulky or heavy orders (trade bundles, coats in multiples).
@@O9b@@
Collections are booked the day before, before 16:00.
"""),
"buying-appointments": ("Buying appointments", "2026-06-09", ["buying"],
"""Appointments are booked through the storefront's "Sell to us" page.
@@O10b@@
Ade keeps Tuesday and Thursday mornings for them.
"""),
"photo-history": ("How the photos used to be done", "2026-04-03", ["photos", "history"],
"""@@D2b@@
The new setup came with the copy stand from a closing camera shop.
"""),
"packing-bench": ("Packing bench", "2026-04-08", ["shipping", "bench"],
"""@@D5b@@
The bench moved upstairs next to the stockroom in April.
Tape, mailers and tissue are reordered when the last box is opened.
"""),
"storefront-history": ("storefront history", "2026-06-26", ["storefront", "history"],
"""@@D6b@@
The custom domain and redirects came across without downtime.
"""),
"payouts-history": ("Payouts history", "2026-06-01", ["payouts", "history"],
"""@@D7b@@
It was quick but the till never balanced on buying days, which is why payouts went by bank transfer.
"""),
"measuring-guide": ("Measuring guide", "2026-02-20", ["grading", "measurements"],
"""@@A2b@@
sleeve from the shoulder seam. Round to the nearest half centimetre.
Trousers also get waist, rise and inside leg.
"""),
"listing-copy-guide": ("Listing copy guide", "2026-03-18", ["listings", "copy"],
"""@@A4b@@
Open with the decade and the maker, then fabric, then fit.
Put the measurements in a list at the end.
"""),
"shop-opening-checklist": ("Shop opening checklist", "2026-02-07", ["shop", "checklist"],
"""- Lights, music, heating
@@A6b@@
- Check the SumUp reader is charged
- Put out the new-in rail
"""),
"sku-labels": ("SKU labels", "2026-03-02", ["rackline", "sku"],
"""@@A7b@@
The number resets every month.
"""),
"contributing": ("Contributing (all repos)", "2026-02-23", ["git", "process"],
"""## Branches
@@NS5b@@

## Reviews
@@A8b@@
Jonah reviews on Tuesdays and Thursdays; anything urgent goes in #dev.
"""),
"repairs-grading": ("Repairs and grading", "2026-07-16", ["grading", "repairs"],
"""@@NS6b@@
Anything with an untidy repair or an open hole is C at best.
"""),
"marketplace-returns": ("Marketplace returns", "2026-08-03", ["returns", "marketplaces"],
"""@@NS8b@@
Fern still re-grades the items when they come back.
"""),
"trade-bundles": ("Trade bundles", "2026-10-05", ["trade", "invoicing"],
"""Bundles are 10 kg or 25 kg bales, mostly grade D and end-of-season stock.
@@NS10b@@
"""),
# ---- unlabelled
"decade-dating-guide": ("Dating a piece by decade", "2026-01-19", ["grading", "dating"],
"""- Care labels with symbols: after the early 1970s in the UK
- Metal zips with brand stamps: look at the pull and the stop
- 'Made in Great Britain' labels were common through the 1980s
"""),
"brand-watchlist": ("Brand watchlist", "2026-02-27", ["buying", "brands"],
"""Brands Ade always checks for at the desk: Barbour, Burberry, Levi's, St Michael, Jaeger.
Fakes: Burberry nova check scarves are mostly fake; feel the weight and check the label stitching.
"""),
"sizing-conversions": ("Sizing conversions", "2026-03-16", ["listings", "sizing"],
"""Old UK dress sizes run small: a vintage 14 fits like a modern 10 or 12.
Listings give the modern size in brackets after the label size.
"""),
"moth-protocol": ("Moth protocol", "2026-05-06", ["stock", "care"],
"""Wool and fur from house clearances go into the freezer for 72 hours before the stockroom.
Check the freezer log on Mondays.
"""),
"pricing-meeting-2026-09": ("Pricing meeting, September", "2026-09-17", ["pricing", "meeting"],
"""Attendees: Marisol, Ade, Jonah.
- Denim is selling slower online than in the shop
- Price suggestions in rackline should show the last three comparable sales
- No change to the grade bands this quarter
"""),
"instagram-schedule": ("Instagram schedule", "2026-06-12", ["social"],
"""Posts go out Tuesday, Thursday and Saturday at 18:00.
Saturday is the shop-floor story; the others are new-in pieces.
"""),
"vestiaire-research": ("Vestiaire research", "2026-10-22", ["listsync", "research"],
"""Vestiaire Collective needs authentication for designer items, which adds about a week.
Commission is higher than Depop; only worth it for designer pieces.
"""),
"shop-floor-rails": ("Shop floor rails", "2026-04-24", ["shop"],
"""Left wall: 1960s and 1970s. Back wall: 1980s and 1990s. Centre: denim and outerwear.
The £10 rail by the door is restocked on Wednesdays.
"""),
"agent-session-log-october": ("Agent session log, October", "2026-10-30", ["agent", "log"],
"""- Added the decade filter to the rackline admin list view
- Fixed the swing-tag QR code pointing at staging
- Wrote tests for the Friday payout batch (Jonah to review)
"""),
"christmas-planning": ("Christmas planning", "2026-11-12", ["planning", "christmas"],
"""Gift cards go on sale in the shop from 1 December.
Wrapping at the till is free; online orders get a tissue wrap and a card.
"""),
}
