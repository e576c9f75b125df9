"""Free notes: auto/<slug>.md with title/created/tags."""

AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body)

a("repair-desk-faq", "Repair desk FAQ", "2026-03-03", ["repairs", "counter"], """
Answers for whoever is on the counter when someone brings a loco in.

## Estimates
@@V2b@@
Estimates are free for standard jobs; a strip-down to diagnose costs £10, taken off the bill if they go ahead.

## How long
@@D7b@@
If the customer needs it for a show, write the date on the ticket and tell Sam.
""")

a("clubnight-setup", "clubnight settings", "2026-04-14", ["clubnight", "club"], """
Notes from setting up the spring season in clubnight.

@@V4b@@
- Booking opens 14 days before each night
- Cancellations up to 24 hours before get a credit, not a refund
""")

a("tradein-dev-setup", "tradein dev setup", "2026-05-02", ["tradein", "dev"], """
Getting tradein running on a laptop.

@@V5b@@
1. `uv sync`
2. copy `.env.example` to `.env`; the scanner can be faked with `SCANNER=dummy`
3. `uv run alembic upgrade head`, then `uv run fastapi dev`
""")

a("supplier-feeds", "Supplier feeds in stockroom", "2026-06-22", ["stockroom", "suppliers"], """
How the trade feeds land in stockroom.

## Peco
@@V7b@@
before the shop opens, so the counter sees fresh numbers. The CSV has about 2,100 lines.
@@F8b@@

## Others
Gaugemaster comes in through the same importer. Bachmann is a monthly spreadsheet someone imports by hand.
""")

a("warehouse-routine", "Packing unit routine", "2026-02-26", ["despatch", "mail-order"], """
What a normal day in the packing unit looks like.

@@V10b@@
@@S8a@@
- Morning: pick and pack yesterday's afternoon orders first
- The Royal Mail van comes at 15:00; anything not packed by then goes to the post office on the way home
""")

a("despatch-dev-setup", "despatch dev setup", "2026-07-08", ["despatch", "dev"], """
@@R1b@@
Then `npm run dev`, which talks to the Shopify development store. Label printing is stubbed unless
`PRINTER_URL` is set.
""")

a("tradein-alerts", "tradein alerts", "2026-06-02", ["tradein", "monitoring"], """
@@R4b@@
The most common one is the barcode scanner dropping off USB; unplugging it and plugging it back in fixes it.
""")

a("benchlog-jobs", "benchlog background jobs", "2026-08-20", ["benchlog", "jobs"], """
## What runs in the background
@@R8b@@
- Estimate PDFs are generated and attached to the ticket
- Uncollected-repair reminders run once a night

## Failures
@@O2b@@
""")

a("repair-notifications", "Repair notifications", "2026-09-10", ["benchlog", "sms"], """
How customers hear about their repairs.

@@R10b@@
name; we never set up Twilio for benchlog. Each text costs about 3.5p.
Estimate approvals are by phone, not text.
""")

a("buying-desk-notes", "Buying desk notes", "2026-07-19", ["tradein", "buying"], """
Things Ruth and Gareth agreed for the buying desk.

@@N2b@@
@@A5b@@
@@O10b@@
- Whole layouts: we go and look at them, never buy from photos
""")

a("preorders", "Pre-orders", "2026-01-30", ["web-shop", "preorders"], """
New releases are announced years ahead and slip a lot.

@@N8a@@
- Pre-order list per release lives in stockroom as a reserved-stock line
- Customers get an email when their pre-order arrives
""")

a("git-conventions", "Git conventions", "2026-05-15", ["git", "dev"], """
@@N10b@@
Branch names: `fix/…`, `feat/…`. Keep PRs small enough to read on a phone.
""")

a("clubnight-bookings", "How to book a club night", "2026-01-12", ["club"], """
@@S3a@@
Members just need to fill in their name and membership number. Gareth checks the list on the day.
""")

a("valuations", "Valuing second-hand stock", "2026-01-20", ["buying"], """
@@S4a@@
Boxed and unrun is worth roughly 60% of current RRP; unboxed and run, about 35%. Anything rare goes to Gareth.
""")

a("newsletter", "Newsletter", "2026-02-03", ["marketing"], """
@@S6a@@
It's sent on the first Friday of the month: new arrivals, club night dates, swap meet news.
""")

a("website-notes", "Web shop notes", "2026-01-09", ["web-shop"], """
@@S10a@@
Orders also arrive as emails in the shop inbox; Lucy prints them for the packing bench.
""")

a("disaster-recovery", "Disaster recovery", "2026-03-18", ["infra", "backups"], """
## What we have
@@A6b@@
@@F1a@@

## If the droplet dies
Create a new droplet from the latest snapshot, restore the dumps, repoint DNS. Nadia has done it once as a drill.
""")

a("workshop-rota", "Workshop rota", "2026-02-10", ["workshop"], """
@@F6a@@
Servicing and motor jobs can be done by whoever is on the bench; Ruth helps on Saturdays with simple servicing.
""")

a("junior-saturdays", "Junior Saturdays", "2026-04-25", ["club", "juniors"], """
@@O3b@@
First Saturday of the month, 14:00–16:00, in the club room. Parents sign a consent form once a year.
""")

a("clubnight-dev", "clubnight dev notes", "2026-08-07", ["clubnight", "dev"], """
@@O4b@@
Run `bin/dev` for the Rails server plus the asset watcher.
""")

a("ops-history", "Ops history", "2026-09-01", ["infra"], """
How we got here.

@@D5a@@
- 2025: everything lived on a shared hosting account, including the WooCommerce shop
""")

a("club-history", "Club history", "2026-06-08", ["club"], """
@@D8a@@
The club was started by regulars in 2023 and has about 60 members now.
""")

a("counter-faq", "Counter FAQ", "2026-08-29", ["counter", "shop"], """
Quick answers for Saturday staff.

@@A10a@@
@@NS8a@@
@@NS3a@@
- Gift vouchers can be used on repairs
""")

a("email-templates", "Email templates", "2026-05-04", ["email", "customers"], """
@@A8b@@
Templates live in each app's `templates/email/` folder; keep subject lines under 60 characters.
""")

a("rolling-road", "Rolling road", "2026-07-03", ["workshop", "secondhand"], """
@@NS1a@@
The rolling road takes OO/HO and N; O gauge has to be tested on the test track.
""")

a("repair-intake", "Repair intake", "2026-03-26", ["repairs"], """
@@NS7a@@
The deposit comes off the final bill. Mail-order repairs pay the deposit online before posting.
""")

a("dcc-notes", "DCC notes", "2026-04-09", ["dcc", "workshop"], """
@@NS10a@@
Most modern RTR has a Next18 or 21-pin socket; older models need hard-wiring, which is quoted separately.
""")

# ---- notes without labelled claims (noise with shared words)
a("redis-notes", "Redis", "2026-04-03", ["infra"], """
One Redis on the droplet at `redis.foxcote.lan:6379`. stockroom uses db 0 for cache, benchlog db 2.
Nothing on it needs to survive a restart.
""")

a("shopify-webhooks", "Shopify webhooks", "2026-06-19", ["web-shop", "despatch"], """
despatch subscribes to `orders/paid` and `orders/cancelled`. The webhook secret is in 1Password.
Our own handler answers 200 first and processes the order afterwards, so Shopify doesn't time out.
""")

a("weathering-service", "Weathering service", "2026-07-24", ["workshop"], """
Sam weathers rolling stock to order: £12 per wagon, £35 per loco. Done in batches, usually 3 weeks.
No weathering on anything the customer wants to sell on later, he says it kills the value.
""")

a("layout-builds", "Layout building commissions", "2026-05-28", ["workshop"], """
We take small layout commissions (up to 8 ft); bigger ones go to a builder Gareth knows.
Deposit of 30% up front; baseboards come from the laser-cut kit supplier.
""")

a("gauge-notes", "Gauge notes for new staff", "2026-02-14", ["training"], """
OO and HO both run on 16.5 mm track, so track is shared but the models are different sizes.
N is 9 mm. O gauge is 32 mm and we only stock a little of it.
""")

a("till-closing", "Closing the till", "2026-03-07", ["counter"], """
Count the float back to £100, bag the rest for the safe. Card totals come from the terminal's end-of-day report.
Second-hand cash payouts are recorded on the tradein receipt, not in the till.
""")

a("stockroom-reports", "stockroom reports", "2026-09-16", ["stockroom", "reports"], """
Weekly sales summary goes to Gareth on Monday mornings. Reorder suggestions list anything at or under its reorder point.
Second-hand margin report is monthly.
""")

a("wifi-and-devices", "Wi-Fi and devices", "2026-02-21", ["infra", "shop"], """
Guest Wi-Fi `Foxcote-Guest`, staff Wi-Fi `Foxcote-Staff`. The handheld scanners are on the staff network.
The till iPad is on the staff network too.
""")

a("swap-meet-checklist", "Swap meet checklist", "2026-10-01", ["club", "events"], """
Tables out by 09:00, doors 10:00–13:00. Sellers pay the £8 table fee on the day.
Keep the buying desk staffed; people bring boxes of stuff to sell after the meet.
""")

a("postage-rates", "Postage rates", "2026-04-19", ["mail-order"], """
Small parcels under 2 kg are the bulk of our orders (about 80%).
Royal Mail Click & Drop prices are uploaded into despatch each April.
""")

a("returns", "Returns", "2026-06-14", ["mail-order", "customers"], """
Mail-order returns within 14 days for unused items in the original box. Second-hand items: 90-day warranty covers faults,
not change of mind. Returns labels are not prepaid.
""")

a("scenery-range", "Scenery and paint range", "2026-03-14", ["stock", "scenery"], """
We stock Woodland Scenics scatter and trees, and Humbrol/Revell enamels. Acrylics sell better every year.
Scenery restocks go on the Peco order when it's the same week, to save on carriage.
""")

a("n-gauge-range", "N gauge range", "2026-10-22", ["stock", "n-gauge"], """
N gauge is about a fifth of shop-floor stock but a third of mail order.
Graham Farish is the main RTR line; Peco Setrack and code 55 for track.
""")
