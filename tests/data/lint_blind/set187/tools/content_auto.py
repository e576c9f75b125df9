# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("taster-class-faq", "Taster class FAQ (for replies)", "2026-01-20", ["tasters", "faq"], """
Answers Idris copies into replies to enquiries about taster sessions.

## How long is it?
@@V3b@@

## How do I book?
@@S3a@@
Private groups should email us first.

## Do I actually blow glass?
@@NS7b@@
You choose your colours, the gaffer guides every step, and your piece is ready to collect a week later.

## Can I bring my child?
See the age rule on the booking page.
""")

a("tasterbook-dev-notes", "tasterbook dev notes", "2026-02-12", ["tasterbook", "dev"], """
## Setup
@@R1b@@
Then `cp .env.example .env.local` and ask Tess for the dev keys.

## Gotchas
- Slot capacity is per slot, not per day; the admin override writes to `slot.capacity_override`
- Voucher codes are case-insensitive; store them upper-case
- Prisma migrations: `npx prisma migrate dev` locally only
""")

a("commish-ops", "commish ops notes", "2026-03-05", ["commish", "ops"], """
## Errors
@@R4b@@
Noise from bots hitting `/wp-login.php` is filtered out before it is reported.

## Logs
- gunicorn and Django logs go to journald on forge1: `journalctl -u commish -f`
- Slow pages: the Making list with photos; thumbnails are cached in `media/thumbs`
""")

a("tasterbook-deploy", "tasterbook deploy notes", "2026-04-02", ["tasterbook", "deploy"], """
@@R6b@@
database is the managed Postgres that sits next to it.

- Environment variables are set in the dashboard; keep `.env.example` in sync when adding one
- Staging is a second service on the same plan with its own database
- Rolling back: redeploy the previous commit
""")

a("kilnlog-pi-setup", "kilnlog Pi setup", "2026-03-22", ["kilnlog", "pi"], """
Notes from rebuilding the kilnlog box.

@@V6a@@

```
# /etc/kilnlog/env (values redacted)
KILNLOG_SAMPLE_SECONDS=10
KILNLOG_GATEWAY=192.168.20.15
```

@@O9a@@
The USB thermocouple board for the glory holes shows up as `/dev/ttyACM0`; add the `kilnlog` user to
`dialout` or it cannot open it.
""")

a("furnace-day", "A furnace day", "2026-02-03", ["furnace", "routine"], """
How a normal day goes in the hot shop, written down for the new weekend staff.

@@V8b@@
working temperature by 8am.

- 8:30 unload the annealers, log what came out
- 9:00 first gather
- Lunch 12:30–13:15, glory holes turned down
- 17:00 last gather, clean the pipes
- 18:00 charge the furnace

@@S5a@@
""")

a("month-end", "Month-end checklist", "2026-02-27", ["admin", "finance"], """
@@R10b@@

- Consignment payouts to guest makers on the 10th
- Check commission deposits in commish against the bank
- Export the rodstock "on order" list and compare with open supplier invoices
""")

a("annealer-programs", "Annealer programs", "2026-04-15", ["annealers", "kilnlog"], """
## Programs
- Program 1: small work, standard cool-down
- Program 2: thick bases and paperweights, slow cool-down
- Program 3: cased commission pieces, the longest curve

@@N1b@@

## Loading
@@A2b@@
Heaviest pieces go at the back, nothing touching the elements.
""")

a("commission-handover", "Commission handover", "2026-05-08", ["commissions", "handover"], """
@@F2b@@
detail shot — and the photos are attached to the job in commish.

- Print the care card (hand wash only, no dishwasher)
- Check the balance has been paid before the piece goes out of the door
- Mark the commission Collected in commish
""")

a("gallery-pricing", "Gallery pricing notes", "2026-03-12", ["gallery", "pricing"], """
- Production pieces (tumblers, baubles) priced from the sheet in the office; Maren prices one-offs
@@N6b@@
- Guest makers set their own prices
- Price labels are printed on the Brother printer, small format
""")

a("rod-stock-routine", "Rod stock routine", "2026-01-15", ["rodstock", "stock"], """
@@S4a@@

@@NS6b@@
Reichenbach is ordered less often; check with Idris.

## History
@@D7a@@
""")

a("newsletter", "Newsletter", "2026-01-28", ["marketing", "newsletter"], """
@@S6a@@

- Content: one new piece, upcoming taster dates, one studio story
- Maren writes it, Idris adds the dates
- About 1,900 subscribers
""")

a("gallery-till", "Gallery till", "2026-02-06", ["gallery", "till"], """
@@F8b@@

@@S7a@@
Cash goes in the float tin; the float is £100 at the start of each day.
""")

a("commission-workflow", "Commission workflow (old notes)", "2026-01-05", ["commissions", "workflow"], """
@@S8a@@
Maren moves the card along as the work progresses.

## Deposits
@@D3a@@
""")

a("docs-move", "Moving the procedures", "2026-10-09", ["docs"], """
@@S10b@@
`wiki.haldenglass.co.uk`.

- Furnace start-up, annealer loading, first aid and fire procedures moved first
- Old pages keep a banner pointing to the new location
""")

a("backups", "Backups", "2026-03-18", ["infra", "backups"], """
@@F6b@@

- Restore test every quarter onto a throwaway Hetzner box
- tasterbook's database is backed up by its host, not by us
""")

a("family-sessions", "Family paperweight sessions", "2026-06-20", ["classes", "family"], """
@@O3a@@
Children stay behind the yellow line the whole time. Paperweights go in Annealer B and are ready a week later.
""")

a("intensive-weekends", "Weekend intensives", "2026-07-02", ["classes", "intensive"], """
Two-day courses for people who have done a taster and want more.

@@O8a@@
Priced separately; booked by email for now, not on tasterbook.
""")

a("glory-holes", "Glory holes", "2026-05-27", ["hot shop", "glory holes"], """
@@O10a@@
Both are turned down over lunch and switched off at the end of the day.
kilnlog reads them through the USB board and does not alert on them.
""")

a("gallery-shipping", "Posting gallery pieces", "2026-07-14", ["gallery", "shipping"], """
@@NS1a@@
Use the boxes from the loft, not supermarket boxes. Tracked 48 for anything under £150, Special Delivery above.
""")

a("taster-safety", "Taster safety briefing", "2026-01-18", ["tasters", "safety"], """
Points the gaffer covers at the start of every taster.

@@NS3a@@
@@NS7a@@
- Everything in the hot shop is hot until proven otherwise
- Water bottles stay on the bench by the door
""")

# ---- filler notes (no labelled claims)
a("cullet-recycling", "Cullet", "2026-02-10", ["hot shop", "cullet"], """
Clear cullet goes back into the furnace in small amounts; coloured cullet goes in the blue bins for the
recycler, collected every other month. Never put cullet from the fusing kiln in the furnace: different COE.
""")

a("photography-setup", "Photography setup", "2026-03-03", ["photos"], """
Grey backdrop and two softboxes in the office corner. Camera is the old Sony on the tripod; photos go
to the shared drive in `Photos/YYYY-MM`. Gallery pieces get one photo; commissions get more.
""")

a("instagram-posting", "Instagram", "2026-02-19", ["marketing"], """
Maren posts; Idris schedules. Taster dates go in stories on Mondays. Tag guest makers when their
pieces are in the gallery.
""")

a("insurance-renewal", "Insurance", "2026-04-28", ["admin"], """
Business insurance renews every May with the same broker. Commission pieces are covered while in the
studio; stock in the gallery is covered up to £40,000.
""")

a("fire-safety-check", "Fire safety", "2026-04-09", ["safety"], """
Extinguishers checked every April. Fire blanket by the glory holes, another by the fusing kiln.
Fire drill twice a year, recorded in the safety log.
""")

a("pipe-maintenance", "Pipes and punties", "2026-05-14", ["hot shop", "tools"], """
Blowpipes are cleaned at the end of every day and the mouthpieces wiped. Bent pipes go on the rack
marked "to straighten", not back in the warmer. Taster students get the shorter pipes.
""")

a("kilnlog-dashboard", "kilnlog dashboard", "2026-06-08", ["kilnlog"], """
The dashboard shows the last 24 hours by default. The furnace line is red, annealers blue and green.
Idris checks it before a class to be sure the furnace is up. Kiosk mode: `?kiosk=1`.
""")

a("kilnlog-thermocouples", "Thermocouples", "2026-08-25", ["kilnlog", "furnace"], """
Type R thermocouple in the furnace crown, type K in the annealers. After the rebuild the crown
thermocouple reads about 5 °C lower than before; Maren is happy with that. Spares in the office drawer.
""")

a("tasterbook-admin", "tasterbook admin tips", "2026-03-01", ["tasterbook", "admin"], """
Moving a booking: open it, "Change slot", pick the new slot; the student gets an email automatically.
Capacity override only for the open-studio weekend and private groups. Voucher look-up by code or email.
""")

a("voucher-printing", "Printing voucher cards", "2026-04-20", ["vouchers"], """
Export the batch of codes from tasterbook admin as CSV, mail-merge onto the A6 card template, print on
the thick card in the office printer. Keep the CSV in the shared drive.
""")

a("db1-maintenance", "db1 maintenance", "2026-05-05", ["infra", "db1"], """
Monthly apt run on the first Tuesday, reboot if the kernel changed. Check the Redis memory graph;
commish's queue should be near zero outside office hours.
""")

a("rodstock-barcodes", "Scanning rods", "2026-06-11", ["rodstock"], """
Scan the bundle label, enter how many rods you took, done. If a label is missing, search by colour
code instead and tell Idris so a new label gets printed.
""")

a("frit-and-powder", "Frit and powder", "2026-05-21", ["rodstock", "frit"], """
Frit is reordered when a colour is down to its last jar. Reichenbach frit comes in the same
Creative Glass UK order as the Kugler rods. Powders are kept in the sealed tubs on the top shelf.
""")

a("studio-cleaning", "Cleaning rota", "2026-03-26", ["routine"], """
Sweep the hot shop floor at the end of each day (glass dust: wet sweep only). Gallery dusted Thursday
mornings before opening. Annealer shelves get kiln wash every three months.
""")

a("wholesale-orders", "Wholesale", "2026-07-20", ["sales"], """
Two shops take Jonah's tumblers wholesale: one in Cheltenham, one in Hay-on-Wye. Invoices are raised by
Idris; orders are packed the same way as gallery pieces.
""")

a("gallery-consignment", "Guest makers", "2026-06-02", ["gallery"], """
Guest makers sign the consignment form; pieces are logged on the gallery stock sheet with the maker's
initials. Unsold pieces go back after six months unless the maker asks to leave them longer.
""")

a("commish-pdf-quotes", "PDF quotes", "2026-02-24", ["commish"], """
Quotes are rendered with WeasyPrint from the Quote template; the logo is the SVG in `static/`. A quote
shows the total, the deposit amount and the expected making time.
""")

a("tasterbook-reminders", "Reminder emails", "2026-03-09", ["tasterbook", "email"], """
Reminder includes what to wear, where to park and the studio phone number. Copy is in
`emails/reminder.mdx`; Idris edits it, Tess reviews the change.
""")

a("staging-environments", "Staging", "2026-04-07", ["infra"], """
tasterbook has a staging copy with test payments. commish and rodstock have no staging; test on a local
copy of the database with names scrubbed.
""")

a("wireguard-access", "WireGuard", "2026-01-12", ["infra", "access"], """
Laptops connect to db1 and forge1 over WireGuard only. New peers: ask Tess; configs in 1Password.
The Pi in the furnace room has its own peer.
""")

a("summer-heat", "Hot weather", "2026-07-22", ["hot shop", "safety"], """
On days over 28 °C outside the hot shop finishes at 15:00 and the evening taster is moved to another date. Big fans
on, back door open, water and electrolytes on the bench.
""")

a("colour-trials", "Colour trials", "2026-09-16", ["colour"], """
Trial pieces for the new autumn range: aventurine green over opal white, and amber cased in clear.
Compatibility looks fine after two weeks; no crazing.
""")

a("jonah-apprenticeship", "Jonah's apprenticeship", "2026-09-01", ["people"], """
Jonah is in his second year. He charges the furnace, does the stocktake and makes the production
tumblers. He starts teaching half of a taster session from October, with Maren on the other bench.
""")

a("commish-statuses", "commish statuses explained", "2026-04-04", ["commish"], """
Enquiry: first contact. Sketch: Maren is drawing it. Quoted: the email with the price has gone out.
Deposit paid: money in, making can be scheduled. Making, Ready and Collected are what they say.
""")

a("kilnlog-alarm-log", "kilnlog alarm log", "2026-11-12", ["kilnlog", "alerts"], """
Alarms from the last month, for the Monday review with Maren:
- 2 Nov: Annealer B 18 °C off curve for twelve minutes during program 2 — door seal, replaced
- 7 Nov: furnace crown thermocouple dropout (reading 0) for 40 seconds — loose connector
Nothing else; glory holes are not monitored for alarms.
""")
