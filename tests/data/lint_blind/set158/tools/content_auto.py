# free notes: slug -> (title, created, tags, body). Claim lines start with @@ID@@.
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("hanging-times-cheatsheet", "Hanging times cheatsheet", "2026-03-14", ["hangroom", "beef", "lamb"], """
# Hanging times cheatsheet

What Gareth told me when I asked for the chart behind the cutting-room door.

@@V2b@@ Sirloin and fore rib come out of chamber 1 at 35 days at the earliest; Gareth won't cut them sooner.
Topside, silverside and brisket are ready at 14 days.
Lamb does its 7 days in chamber 2.

Beef sides get a chalk mark with the date they went in; the tag has the kill date.
""")

a("pi-sd-card-full", "Pi SD card filled up", "2026-05-30", ["hangroom", "pi", "incident"], """
# Pi SD card filled up

The hangroom graphs stopped on a Sunday night. The SD card was full.

@@V7b@@ The chamber sensors publish a reading every 60 seconds to
`hangroom/chamber1/temp` and `hangroom/chamber1/rh`, and the raw messages were being logged as well
as stored.

Fix: turned off the raw log, added logrotate for the service log.

To watch the readings live:
```
mosquitto_sub -h pi.brackleys.internal -p 1883 -t 'hangroom/#' -v
```
""")

a("website-copy-notes", "Website copy notes", "2026-02-20", ["blockorder", "copy", "delivery"], """
# Website copy notes

Draft text for the delivery page, agreed with Sian.

@@V5b@@ Delivery is free once the basket passes £50; under that it's a flat £4.95.

Collection from the shop is always free. Say "chilled and packed in recyclable wool liners" not
"insulated packaging".
""")

a("hog-roast-bookings", "Hog roast bookings", "2026-04-30", ["hog-roast", "events"], """
# Hog roast bookings

@@O6b@@ Hog roast bookings need a £50 deposit, refundable up to two weeks before.
@@A5b@@ Every hog roast booking comes with one of us carving for 4 hours.

The machine goes out on the trailer; check the gas bottles are full the day before.
""")

a("vanrun-driver-tips", "vanrun driver tips", "2026-09-08", ["vanrun", "delivery"], """
# vanrun driver tips

- Swipe right on a stop only after the box is handed over or photographed on the doorstep.
@@O10b@@ - Delivery customers get a text when the van is about 30 minutes away.
- If a customer isn't in and there's no safe place, bring it back; never leave meat in a porch in summer.
""")

a("vanrun-app-notes", "vanrun app notes", "2026-08-14", ["vanrun", "flutter"], """
# vanrun app notes

@@O8b@@ vanrun's driver app reports crashes to Firebase Crashlytics.

The stop screen rewrite uses the big-type theme; test it outside in daylight, not just on the emulator.
""")

a("haccp-diary-notes", "haccp-diary notes", "2026-03-25", ["haccp", "pi", "python"], """
# haccp-diary notes

@@O9b@@ haccp-diary is on Python 3.11, the system Python on the Pi's Debian bookworm.

The tablet runs Chrome in kiosk mode pointed at the diary. If it shows a blank page, the Pi has
probably rebooted; give it two minutes.
""")

a("email-deliverability", "Email deliverability", "2026-02-16", ["blockorder", "email"], """
# Email deliverability

Gmail was putting our confirmations in spam.

@@R2b@@ Order confirmation emails go out through Mailgun; the DKIM and SPF records
were added on 15 February and spam complaints stopped within a week.
@@A3b@@ The from address on confirmations is orders@brackleysbutchers.co.uk; replies go to the shared inbox.
""")

a("blockorder-dev-notes", "blockorder dev notes", "2026-06-12", ["blockorder", "dev"], """
# blockorder dev notes

## Tests
@@F10b@@ blockorder tests: pytest with pytest-django; `pytest -n auto` locally takes about 40 seconds.
@@R4b@@ blockorder's test suite runs on Woodpecker CI on the VPS for every push.

## Merging
@@N1b@@ PRs into blockorder get squash-merged so main has one commit per feature.

## Local run
`python manage.py runserver`, with the `.env` from 1Password.
""")

a("sms-notes", "SMS notes", "2026-03-03", ["blockorder", "sms"], """
# SMS notes

@@R7b@@ Texts to customers are sent through Textlocal; the sender name is BRACKLEYS.
@@NS10b@@ Every collection order gets a reminder text, ticked box or not: it's a service message, not marketing.

Keep texts under 160 characters so they go as one message.
""")

a("end-of-day-routine", "End of day routine", "2026-01-22", ["tills", "close"], """
# End of day routine

1. Count the cash in both tills.
2. Clean down (haccp-diary sign-off).
@@R10b@@ 3. Counter takings go into QuickBooks overnight via the tillsync script; nothing to press.
4. Lights, alarm, back door.
""")

a("christmas-van-plan", "Christmas van plan", "2026-10-20", ["christmas", "vanrun", "delivery"], """
# Christmas van plan

@@N4b@@ Christmas orders can be delivered on 22 December to anyone
inside the normal home-delivery area, for the usual delivery charge.

Both vans out that day; Tomasz and Sian drive, Amira runs the counter with the Christmas temps.
""")

a("collection-slots", "Collection slots", "2026-05-06", ["blockorder", "collection"], """
# Collection slots

@@N8b@@ Saturday collection slots run 8:00 to 12:00.
@@D4b@@ Slots are 30 minutes long.
@@N9b@@ Same-day collection is fine as long as the order is in before 10am.

Orders are on the blue shelves in the walk-in, sorted by slot.
""")

a("phone-orders", "Phone orders", "2026-05-02", ["orders", "phone", "blockorder"], """
# Phone orders

@@S1b@@ The "Counter Orders" Google Sheet was made read-only in April;
phone orders go straight into blockorder's admin now, under "New order (phone)".

Read the order back to the customer before hanging up; most mistakes are in the weights.
""")

a("abattoir-change", "Abattoir change", "2026-07-24", ["suppliers", "abattoir"], """
# Abattoir change

@@S6b@@ Hollins closed in July, so our cattle and lambs now go to Thorne's at Leek on a Tuesday.

Longer haul, so Gareth takes fewer, bigger loads. Kill numbers from Thorne's start with "TL".
""")

a("newsletter", "Newsletter", "2026-09-18", ["newsletter", "marketing"], """
# Newsletter

@@S8b@@ Mailchimp is deprecated for us; the newsletter moved to Buttondown in September.

About 900 subscribers came across. Same schedule, same sign-off.
""")

a("admin-logins", "Admin logins", "2026-05-22", ["blockorder", "admin", "security"], """
# Admin logins

@@S10b@@ The shared counter login for blockorder's admin was retired in May; everyone signs in with their own Google account.

New starters get added by Sian under Staff > People.
""")

a("christmas-2025-retro", "Christmas 2025 retro", "2026-01-10", ["christmas", "retro"], """
# Christmas 2025 retro

What went wrong and right.

@@D1a@@ During the 2025 Christmas rush orders came in through a Google Form and were typed into the till by hand.
- Two evenings of re-keying; three orders lost.
- Turkey weights were the biggest source of phone calls.
- The numbered-ticket board worked well; keep it.
""")

a("bbq-season", "BBQ season", "2026-09-02", ["shop", "summer"], """
# BBQ season

@@D6a@@ For the BBQ season (June to August) the shop opened Sundays 10 till 2.
Burgers, sausages and kebabs only. Worth it in July, not in August.
""")

a("price-review-2026", "Price review 2026", "2026-06-15", ["prices"], """
# Price review 2026

Beef prices at the mart went up 12% since January.

@@D8a@@ Until the June price review steak mince was £9.50/kg.
Gareth signed off the new list on 12 June; Amira loaded it onto the scales the Tuesday after.
""")

a("customer-search", "Customer search", "2026-04-18", ["blockorder", "database", "search"], """
# Customer search

The admin customer search was too slow and too strict about spelling.

@@F3b@@ blockorder is on Postgres 16 with `pg_trgm` switched on for the customer name search.
Trigram index on `customer.name` and `customer.postcode`.
""")

a("sausage-recipes", "Sausage recipes", "2026-02-27", ["shop", "sausages", "allergens"], """
# Sausage recipes

@@F4b@@ The gluten-free sausages are made first thing on Monday, before any rusk comes out.

Recipes with allergens are in `recipes.yaml`; keep the rusk percentage there, not in the label template.
""")

a("opening-checklist", "Opening checklist", "2026-03-21", ["haccp", "shop"], """
# Opening checklist

@@F5b@@ The chiller check happens at 7:30 when the first of us arrives
and again at 17:30 before cashing up.

Then: probe the first delivery if there is one, fill the counter, switch on the scales.
""")

a("probe-calibration", "Probe calibration", "2026-04-04", ["haccp", "probes"], """
# Probe calibration

@@A7b@@ Once a month every probe goes in iced water (should read 0°C, give or take 1) and boiling water (100°C, give or take 1).

A probe outside that goes in the drawer marked "do not use" and gets replaced.
""")

a("loyalty-stamps", "Loyalty stamps", "2026-05-15", ["loyalty"], """
# Loyalty stamps

@@A9b@@ Every 10 stamps earns £5 off the next shop.
One stamp per visit over £15. Staff don't stamp their own cards.
""")

a("wholesale-invoicing", "Wholesale invoicing", "2026-06-19", ["wholesale", "invoices"], """
# Wholesale invoicing

@@NS1b@@ Wholesale invoices go out every Monday morning.
Amira checks the weights against the delivery notes first. Credit notes for short weight the same day.
""")

a("agent-git-habits", "Agent git habits", "2026-02-19", ["agent", "git"], """
# Agent git habits

@@NS8b@@ Pushing feature branches to origin is fine without asking; Sian looks at them when she's got a minute.
@@NS4b@@ The agent runs `python manage.py migrate` on staging after every merge without asking.

Branch names: `<system>/<short-thing>`, e.g. `blockorder/slot-rounding`.
""")

a("game-notes", "Game notes", "2026-10-08", ["game", "labels"], """
# Game notes

@@NS9a@@ Venison never goes on the counter without the estate's carcass tag number on the label.
Pheasant by the brace or oven-ready; partridge only when the estate has spare.
""")

# ---- noise notes (no labelled claims)
a("slot-rounding-bug", "Slot rounding bug", "2026-03-09", ["blockorder", "bug"], """
# Slot rounding bug

Orders placed at 16:59 were getting a 17:30 slot, which doesn't exist. Rounded down
instead of up; test added.
""")

a("turkey-weight-bands", "Turkey weight bands", "2026-10-12", ["christmas", "turkeys"], """
# Turkey weight bands

Customers pick a band, not a weight. The actual weight is on the ticket and the balance is adjusted at
collection. Geese are one size, so no adjustment.
""")

a("walk-in-layout", "Walk-in layout", "2026-02-02", ["shop", "haccp"], """
# Walk-in layout

- Top shelves: cooked and ready-to-eat, covered.
- Middle: packed orders (blue shelves).
- Bottom: raw primals and trays.
Nothing on the floor.
""")

a("grafana-dashboards", "Grafana dashboards", "2026-03-04", ["hangroom", "grafana"], """
# Grafana dashboards

Two dashboards: "Chambers" (temperature, humidity, door) and "Pi health". The chamber panels show a
shaded band for the target range so Gareth can read them at a glance.
""")

a("epos-now-export", "Epos Now export", "2026-01-29", ["tills", "tillsync"], """
# Epos Now export

tillsync pulls the day's sales from the Epos Now API by department: beef, lamb, pork, poultry,
game, deli, farm shop. If the API is down, it retries at 01:00 and 03:00.
""")

a("ntfy-setup", "ntfy setup", "2026-02-25", ["hangroom", "alerts"], """
# ntfy setup

Alerts use a private ntfy topic; test the topic with:
```
curl -d "test from hangroom" ntfy.sh/brackleys-hangroom-REDACTED
```
""")

a("customer-faq", "Customer FAQ", "2026-04-25", ["blockorder", "copy"], """
# Customer FAQ (draft)

- Can I choose my joint's weight? Yes, to the nearest 100 g; we'll call if it's way off.
- Can I order for someone else? Yes, put their name in the collection name box.
- Do you do halal? No.
""")

a("label-template", "Label template", "2026-07-18", ["labels", "allergens"], """
# Label template

58 mm wide. Top: product name. Then ingredients with allergens in bold, then weight, price per kg,
total, use-by, batch code. The batch code is the date plus the kill number for beef.
""")

a("hosting-costs", "Hosting costs", "2026-09-25", ["blockorder", "costs"], """
# Hosting costs

Monthly bills, roughly: blockorder hosting £22, Backblaze £1, VPS £5, domains £3, SMS about £30 in
a normal month and £110 in December.
""")

a("pick-list", "Pick list", "2026-05-08", ["blockorder", "packing"], """
# Pick list

The pick list groups by cut, not by order, so Gareth can cut everything for the day in one go. Orders
are then packed from the cut trays onto the blue shelves.
""")

a("counter-tablet", "Counter tablet", "2026-06-06", ["haccp", "tablet"], """
# Counter tablet

The wall tablet is a Lenovo Tab M10 in a wipe-clean case. It sleeps after 5 minutes; the chiller
readings screen is the home page.
""")

a("vacpac-machine", "Vac-pac machine", "2026-08-20", ["shop", "packing"], """
# Vac-pac machine

The Henkelman chamber machine does steaks and mince for the van. Bags are dated when the roll is
opened (EHO follow-up). Seal bar serviced every six months.
""")

a("customer-accounts", "Customer accounts", "2026-07-30", ["blockorder", "customers"], """
# Customer accounts

About 2,300 customer accounts, 600 active in the last three months. Guest checkout is allowed;
guests can claim their orders later by email.
""")

a("weekly-specials", "Weekly specials", "2026-09-10", ["shop", "marketing"], """
# Weekly specials

Sian posts the week's specials on Instagram on Tuesday morning. The same list goes on the blackboard and
as a banner on the shop page; the agent updates the banner from the list she sends.
""")

a("backup-restore", "Backup restore drill", "2026-09-30", ["infra", "backups"], """
# Backup restore drill

Quarterly drill done: restored blockorder into a scratch database, checked last night's orders were
there, dropped it. Next one in December, before the rush rather than during.
""")
