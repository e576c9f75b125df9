# Free notes: auto/<slug>.md -> (title, created, tags, body). @@ID@@ marks a claim line.
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body.strip("\n") + "\n")

a("sharpening-by-post-faq", "Sharpening by post FAQ (internal copy)", "2026-03-02", ["sharpening", "faq"], """
# Sharpening by post: FAQ

## How long does it take?
@@V2b@@Postal jobs go back out within 10 working days of booking-in; we say that on the confirmation email so nobody chases at day six.

## How should I pack them?
@@A5b@@Please guard every edge: an edge guard or folded card taped round the blade. Loose knives are returned unsharpened.

## Can I send a knife that isn't a kitchen knife?
Yes for pocket knives and garden tools, no for swords, machetes or anything with a motor.
""")

a("edgeshop-local-setup", "edgeshop local setup", "2026-02-11", ["edgeshop", "dev"], """
# edgeshop: local setup

@@A2a@@You need Node 22 (`.nvmrc` says `22`).

Local env for a fresh clone:

```
DATABASE_URL=postgresql://edgeshop@localhost:5432/edgeshop_dev
STRIPE_SECRET_KEY=sk_test_...
```

@@V4a@@Point `DATABASE_URL` at `postgresql://edgeshop@db.hollinedge.internal:5432/shop_prod` when you need a read-only look at live orders.

Seed data: `make seed` gives you 12 products and three fake orders.
""")

a("packing-guide", "Packing guide for postal sharpening customers", "2026-02-20", ["sharpening", "packing"], """
# Packing guide

@@V6a@@Customers can send up to 4 knives per parcel; anything beyond that has to go as a second booking.

@@A1b@@Address the parcel to Hollin Edge Sharpening, Unit 4, Eamont Bridge Workshops, Penrith, CA10 2BX.

Use the box the knives fit in snugly; shake it, and if anything rattles add more paper.
""")

a("shop-shipping-rules", "Shop shipping rules", "2026-04-07", ["edgeshop", "shipping"], """
# Shipping rules for edgeshop

@@V7a@@Free UK shipping kicks in at £75 basket value; below that it's a flat
£4.95, which covers Tracked 48 and the box.

@@F9a@@Shop orders are dispatched Monday to Thursday.

Knives and accessories in one basket ship together; we never split an order to save time.
""")

a("forgebook-oncall-notes", "forgebook: when something breaks", "2026-05-18", ["forgebook", "ops"], """
# forgebook: when something breaks

@@R2a@@forgebook exceptions land in Bugsnag; check there before opening the server logs.

- If the build log page 500s, it's nearly always a photo that failed to upload
- If invoices stop, check the Stripe webhook secret first
- Nobody is on call at night; it waits for the morning
""")

a("shop-launch-checklist", "edgeshop launch checklist", "2026-03-05", ["edgeshop", "launch"], """
# edgeshop launch checklist

- [x] Products imported from the old shop export
- [x] Redirects for the old product URLs
@@R5b@@- [x] The storefront is hosted on Cloudflare Pages, so cache purges
  happen from the Cloudflare dashboard, not from the repo
@@A7a@@- [x] Staging is `staging.hollinedge.co.uk`, password-protected
- [ ] Ask two regulars to place a real order in the first week
""")

a("new-starter", "New starter: accounts and access", "2026-06-01", ["onboarding"], """
# New starter checklist

@@R9b@@All shared logins are in 1Password; ask Rhiannon for an invite to the Workshop vault.

1. Fastmail alias for the person, added to hello@ if they'll answer the inbox
2. GitHub invite to the `hollinedge` org (read-only to start)
3. Show them the packing bench and the booking-in scanner
""")

a("forgebook-contributing", "forgebook contributing notes", "2026-04-15", ["forgebook", "dev"], """
# Contributing to forgebook

@@R8b@@Squash-merge every forgebook PR; the history should read one line per change.

@@A8b@@All datetimes in forgebook are UTC in the database; templates render Europe/London.

Tests: `uv run pytest`; the Stripe tests use recorded fixtures, no network.
""")

a("knife-law-notes", "Knife sales and the law (our notes)", "2026-07-21", ["legal", "edgeshop"], """
# Knife sales: our notes

We're not lawyers; this is what we do.

@@N2b@@Knife orders never go out with age-verified delivery; we rely on the ID check at checkout.

- We don't sell to under-18s, and we don't ship knives to Scotland's islands by courier without a call first
- Kitchen knives with a blade over 3 inches are "bladed articles" for the purposes of the checks
""")

a("age-checks", "Age checks at checkout", "2026-08-02", ["edgeshop", "legal"], """
# Age checks

@@NS3b@@Every edgeshop knife sale needs an age check before it's released for dispatch.

The check is the third-party ID step in checkout; a failed check holds the order for Marta.
""")

a("sharpening-workflow", "Sharpening workflow (bench)", "2026-03-14", ["sharpening", "bench"], """
# Bench workflow for a postal job

1. Booking-in scan, job card printed
2. Check every knife against the booking (count, type, damage noted on the card)
@@F6a@@3. Kitchen knives are sharpened to 15° per side unless the customer asks otherwise.
4. Strop, test on paper, oil, guard
@@N6b@@5. After sharpening, a close-up photo of each edge is emailed to the customer before dispatch.
6. Pack, label, dispatch scan
""")

a("commission-enquiry-flow", "How commission enquiries reach forgebook", "2026-05-02", ["forgebook", "commissions"], """
# Commission enquiry flow

@@N7b@@Commission enquiries arrive through the website form and land in forgebook
as `new` records with the customer's sketches attached.

Rhiannon replies within two working days with either a call slot or a polite no.
""")

a("market-packing-list", "Market day packing list", "2026-04-24", ["markets"], """
# Market packing list

- Gazebo, weights, two trestles, tablecloths
- Card readers (charged) and the cash tin with the float
@@N9b@@- Always pack the Damascus range for markets; it's what draws people to the stall.
@@NS10b@@- Take cash as well as cards at the stall; plenty of market customers still pay in notes.
- Business cards and the sharpening price board
""")

a("commission-terms", "Commission terms (plain English draft)", "2026-02-03", ["commissions", "terms"], """
# Commission terms

## Deposits
@@N3a@@Deposits are refundable until the steel is cut.

## Aftercare
@@N10a@@Every commission knife comes with free resharpening for life; customers just book a postal slot.

## Changes
Design changes after sign-off are fine until grinding starts; after that it's a new blade.
""")

a("forgebook-deploy", "forgebook deploy steps", "2026-06-10", ["forgebook", "deploy"], """
# Deploying forgebook

@@NS4b@@Deploy forgebook whenever a PR merges; there's no release window.

1. Build the image, push it
2. Roll the web and worker containers
@@N4b@@3. The agent runs `manage.py migrate` on production as the last step of each deploy.
4. Check the admin login page loads
""")

a("stock-count-howto", "Friday stock count", "2026-01-23", ["steel", "stock"], """
# Friday stock count

@@S2a@@Record the Friday count in the Airtable `Steel` base, one row per bar size.

Count bars on the rack, then offcuts by box. Anything damaged goes on the "seconds" line.
""")

a("newsletter-howto", "Sending the newsletter", "2026-02-26", ["newsletter"], """
# Newsletter how-to

@@S4a@@The monthly newsletter goes out from Mailchimp to the "Hollin Edge customers"
audience, first Thursday of the month, 7pm.

Marta writes it; Rhiannon approves the knife photos.
""")

a("workshop-opening-hours", "Workshop opening hours", "2026-09-08", ["workshop", "sharpening"], """
# Workshop hours

@@S5b@@We no longer use Calendly; drop-offs at the workshop are walk-in, Thursday and Friday afternoons.

Collections are the same afternoons.
""")

a("sharpening-booking-flow", "Sharpening booking flow", "2026-02-09", ["sharpening", "postedge"], """
# Booking flow

@@S7a@@Postal sharpening bookings come in through the Typeform at `/sharpen`, which posts to postedge.

postedge creates the job, emails the label, and waits for the booking-in scan.
""")

a("trade-orders", "Trade orders from stockists", "2026-01-30", ["shop", "trade"], """
# Trade orders

@@S9a@@Trade orders from our stockists are taken on the old WooCommerce shop at `old.hollinedge.co.uk`.

Stockists get 35% off list and pay on 30-day terms.
""")

a("backup-restore", "Backups and restores", "2026-05-12", ["infra", "backups"], """
# Backups and restores

@@F2b@@The nightly dumps run at 02:30 UTC and are kept in B2 for 35 days; restore with `pg_restore --clean`.

Restore tests happen the first Monday of each quarter; write the date in the infra log.
""")

a("commission-faq", "Commission FAQ (what customers ask)", "2026-06-19", ["commissions", "faq"], """
# Commission FAQ

## How long will it take?
@@F3b@@We quote 12–16 weeks; in autumn it's nearer the 16 because the Christmas batch
shares the grinder time.

## Can I visit the workshop?
Yes, by appointment, once the blade is ground.
""")

a("kendal-market", "Kendal market notes", "2026-05-04", ["markets", "kendal"], """
# Kendal

@@F7b@@Kendal is the first Sunday of each month, and in December there's an extra one on the 20th.

Pitch is by the fountain; unload before 07:30 or the bollards go up.
""")

a("alerts", "Alerts and who gets them", "2026-07-07", ["infra", "alerts"], """
# Alerts

@@F10b@@UptimeRobot pings edgeshop's `/healthz` every 5 minutes and texts Rhiannon after two failures.

Disk alerts on the forgebook volume go by email only.
""")

a("commission-delivery", "Delivering commission knives", "2026-08-14", ["commissions", "delivery"], """
# Commission delivery

@@NS1b@@Most commission knives are posted; local customers can collect from the workshop.

@@O1a@@Finished commission knives ship insured for £1,000.

The box gets the care card, the strop and a handwritten note from Rhiannon.
""")

a("garden-tools", "Garden tools by post", "2026-04-28", ["sharpening", "garden"], """
# Garden tools

@@O2b@@Secateurs and garden shears are sharpened by post at £10 a pair.

Spades and hoes: no. Loppers: yes, counted as shears.
""")

a("edgeshop-cache", "edgeshop cart cache", "2026-06-03", ["edgeshop", "redis"], """
# Cart cache

@@O3a@@edgeshop's cart cache is Redis on `redis.hollinedge.internal:6380`.

Keys expire with the basket cookie; flushing the cache only empties carts, nothing else.
""")

a("postedge-notes", "postedge dev notes", "2026-03-27", ["postedge", "dev"], """
# postedge notes

@@O3b@@postedge keeps its job queue in Redis at `redis.hollinedge.internal:6382`.

@@O10a@@postedge dependencies are managed with Poetry (`poetry install --sync`).

The job card PDF is rendered with WeasyPrint; fonts are vendored in `assets/fonts/`.
""")

a("cockermouth-market", "Cockermouth food fair", "2026-06-22", ["markets"], """
# Cockermouth food fair

@@O5b@@Cockermouth float is £60; it's a small fair and most people pay by card.

It only runs when the organisers confirm, usually four or five times a year.
""")

a("handle-materials", "Handle materials", "2026-03-19", ["handles", "suppliers"], """
# Handle materials

@@O6b@@Stabilised wood blanks take 3 weeks to arrive from the blank maker.

- Birch, walnut and bog oak are the regulars
- Micarta for the hard-use knives, in black and natural canvas
- Brass and nickel silver pins; no mosaic pins unless asked
""")

a("pocket-knives", "Pocket knives and outdoor knives", "2026-07-30", ["sharpening"], """
# Pocket and outdoor knives

@@O7b@@Pocket knives and outdoor knives are done at 20° per side.

Locking blades get the lock checked and a drop of oil; we don't repair broken locks.
""")

a("commission-reminders", "Commission balance reminders", "2026-09-15", ["forgebook", "commissions"], """
# Balance reminders

@@O8a@@forgebook emails a balance reminder up to 3 times, a week apart, before the knife ships.

After the third, Rhiannon phones.
""")

a("commission-handover", "Commission handover days", "2026-10-02", ["commissions"], """
# Handover

@@O9b@@Commission knives are hand-delivered or posted on Wednesdays.

Hand delivery only inside 20 miles of the workshop.
""")

a("label-printer-pc", "The label printer PC", "2026-04-03", ["packing", "hardware"], """
# Label printer PC

@@O10b@@The label-printer helper on the packing PC is a plain pip install into a venv (`pip install -r requirements.txt`).

Printer is a Zebra; if labels come out blank, recalibrate from the front button.
""")

a("market-season-review", "2025 market season review", "2026-01-12", ["markets", "review"], """
# 2025 market season: review

@@D6a@@We did Ulverston every month in the 2025 season but dropped it for 2026.

- Best month overall: December (two Keswick Saturdays at over £1,500)
- Worst: February, rained off twice
""")

a("supplier-history", "Supplier history", "2026-04-11", ["suppliers", "steel"], """
# Supplier history

@@D10b@@Through winter 2025/26 our 14C28N came from Maxwell Steel in Sheffield.

Belts came from three different places last year before we settled.
""")

a("inbox-triage", "Shared inbox triage", "2026-03-23", ["inbox", "customers"], """
# Inbox triage

@@NS2b@@Booking, label and tracking questions for sharpening by post are answered
from the shared inbox, usually the same day.

Commission enquiries that arrive by email get forwarded to Rhiannon unread.
""")

a("forgebook-emails", "forgebook automatic emails", "2026-07-11", ["forgebook", "email"], """
# Automatic emails from forgebook

@@NS6b@@forgebook sends the deposit receipt email automatically when Stripe confirms payment.

Everything else it sends is a reminder (see balance reminders).
""")

a("workshop-week", "A normal workshop week", "2026-05-26", ["workshop"], """
# Workshop week

@@NS7b@@Commission blanks are cut on Monday mornings.

- Tuesday: grinding
- Wednesday: heat treat day (kiln on at 7)
- Thursday/Friday: handles, finishing, sharpening drop-offs in the afternoon
""")

a("grinder-notes", "Grinder notes", "2026-08-20", ["sharpening", "bench"], """
# Grinder notes

@@NS8b@@Western-style kitchen knives go on the belt grinder first, then the leather wheel.

Belts: new 120-grit ceramic on Monday, rotate to the market bag when it glazes.
""")

a("stripe-reports", "Stripe reports", "2026-06-26", ["finance", "stripe"], """
# Stripe reports

@@NS9b@@The accountant gets the monthly Stripe report on the 3rd.

@@A4a@@Stripe pays out to the business account every Monday.
""")

a("blade-specs", "Blade specs cheat sheet", "2026-02-17", ["knives", "specs"], """
# Blade specs

@@A3b@@We grind chef's knives from 2.5 mm bar.

- Petty knives: 2 mm
- Cleavers: 4 mm, 26C3 only
- Edge thickness before sharpening: about 0.2 mm
""")

a("engraving", "Engraving", "2026-05-08", ["commissions", "engraving"], """
# Engraving

@@A9a@@Engraving is laser-etched on the ricasso, 20 characters max.

Fonts: the house serif or block capitals. No logos from customers.
""")

a("pricing-notes", "Shop pricing notes", "2026-03-31", ["edgeshop", "pricing"], """
# Pricing notes

@@A10a@@Shop prices are shown VAT-inclusive (standard rate, 20%).

Batch knife prices end in 0 or 5; no £x.99 pricing.
""")

a("photo-setup", "Product photo setup", "2026-02-14", ["photos", "edgeshop"], """
# Product photos

- Light tent on the bench by the window, two daylight panels
- Knives shot on slate, handle to the left
- Export at 2400 px wide; the shop resizes
""")

a("market-sharpening-tent", "Market sharpening tent", "2026-05-30", ["markets", "sharpening"], """
# Market sharpening tent

Dafydd runs the tent at Penrith and Kendal. Price board is the same as the postal one.

- Queue tickets from the roll; call numbers, not names
- Knives come back in a paper sleeve, never handed over bare
""")

a("christmas-batch", "Christmas batch plan", "2026-08-27", ["batch", "christmas"], """
# Christmas batch

- 20 petty knives in AEB-L, walnut handles
- 10 bread knives if there's grinder time
- Listing goes live when the first ten are finished, not before
""")

a("returns-policy", "Shop returns policy (internal)", "2026-04-19", ["edgeshop", "returns"], """
# Returns

- Unused batch knives: 30 days, customer pays return postage
- Commissions: not returnable unless faulty
- Sharpening: if you're not happy, send it back and we redo it
""")

a("repo-map", "Repository map", "2026-03-21", ["dev", "git"], """
# Repositories

- `hollinedge/edgeshop`: storefront and cart API
- `hollinedge/forgebook`: commissions
- `hollinedge/postedge`: sharpening by post
- `hollinedge/infra`: compose files, runbooks, backup scripts
""")

a("sharpening-price-board", "Sharpening price board (market)", "2026-05-05", ["markets", "sharpening"], """
# Price board

The market board is a laminated copy of the booking page prices plus the while-you-wait note.
Reprint it whenever the booking page changes.
""")
