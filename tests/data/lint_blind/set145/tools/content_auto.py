# Free notes: auto/<slug>.md -> (title, created, tags, body). @@ID@@ lines are claims.
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

A("match-day-runbook", "Match day runbook", "2026-03-07", ["matchday", "matches"], """
# Match day runbook

## Before the draw
@@V2a@@
Marek checks the reserve list and fills any empty pegs from it.
@@O4b@@

## During the match
- Bailiffs walk both banks once an hour
- Toilet breaks are fine; leave the rods out of the water

## Weigh-in
@@S6a@@
The top three are weighed again by Marek before prizes go out.
""")

A("baitstock-notes", "baitstock notes", "2026-02-18", ["baitstock"], """
# baitstock notes

Things learned while taking baitstock over from the contractor.

@@V4a@@
The cron container logs to stdout; `docker compose logs cron` shows the last runs.
@@N4b@@

## Odd bits
- Pellets are stored in kg in the database but shown in bags in the UI
- Groundbait SKUs starting `GB-` are seasonal and hidden in winter
""")

A("matchday-dev-setup", "matchday dev setup", "2026-01-22", ["matchday", "dev"], """
# matchday dev setup

@@V5a@@
Copy `.env.example` to `.env`; the SQLite file is created on first run.

Running the scales-bridge locally needs a fake scale: `SCALES_FAKE=1`.
""")

A("bait-fridge-routine", "Bait fridge routine", "2026-04-02", ["baitstock", "shop", "bait"], """
# Bait fridge routine

Morning: Dave riddles the maggots, tops up the sawdust and counts pints into baitstock.
@@V7b@@
casters have their own threshold, which Dave sets by hand each week.

@@S9a@@
Worms come from a local wormery; Dave phones the order through and logs it in baitstock afterwards.
""")

A("willow-pool-notes", "Willow Pool notes", "2026-05-09", ["lakes", "willow-pool"], """
# Willow Pool

@@V9b@@
@@O10b@@
Best pegs for the veterans are the ones on the sheltered side when the wind is westerly.
""")

A("ci-notes", "CI notes", "2026-06-12", ["pegbook", "ci"], """
# CI notes

@@R2b@@
`.woodpecker.yml` and the runner is the `woodpecker-agent` container on bank-01.

Flaky test: `test_peg_availability_midnight` fails around midnight UTC; it's been marked xfail.
""")

A("email-deliverability", "Email deliverability", "2026-04-21", ["pegbook", "email"], """
# Email deliverability

@@R4b@@
SPF and DKIM for reedmere.co.uk were checked in April; DMARC is at p=quarantine.

## Staging
@@D9b@@
""")

A("pegbook-git-workflow", "pegbook git workflow", "2026-03-19", ["pegbook", "git"], """
# pegbook git workflow

Branch names: `sian/short-description`, or `fix/...` for quick fixes.

@@N1a@@
@@F8b@@
Tag releases as `vYYYY.MM.N`.
""")

A("gatehouse-field-test", "gatehouse field test", "2026-08-27", ["gatehouse", "bailiffs"], """
# gatehouse field test on the island bank

Marek and Sian walked Main Lake's island bank with two phones in the afternoon.

@@N6b@@
Signal is one bar at best past peg 30; the car park end is fine.

Battery lasted the whole shift with the screen timeout at 30 seconds.
""")

A("pegbook-testing", "pegbook testing notes", "2026-02-04", ["pegbook", "tests"], """
# pegbook tests

@@N10b@@
in about twenty seconds on a laptop.

Integration tests for the booking flow live in `tests/flows/` and take longer.
""")

A("pit-bookings", "Pit bookings", "2026-02-11", ["pegbook", "the-pit"], """
# Pit bookings

@@S2a@@
each one into pegbook so the swim shows as taken.

## On the bank
@@O1b@@
@@A2b@@
""")

A("payments-notes", "Payments notes", "2026-05-27", ["pegbook", "payments"], """
# Payments

@@R6b@@
Payouts land in the business account two working days later.

Card fees are absorbed, not passed on to anglers.
""")

A("match-reminders", "Match reminders", "2026-06-30", ["matchday", "sms"], """
# Match reminders

@@R8b@@
@@NS9b@@
The text has the peg draw time, the lake and a link to the entry.
""")

A("visitor-faq", "Visitor FAQ draft", "2026-05-15", ["website", "faq"], """
# Visitor FAQ (draft for the website)

**Do kids fish free?**
@@N8b@@

**When is the shop open?**
@@A9b@@
Hot drinks are available whenever the shop is open.

**Can I camp?** Only on the Pit with a night ticket.
""")

A("ticketing-history", "Ticketing history", "2026-07-08", ["tickets", "history"], """
# How day tickets used to work

@@D1a@@
and the bailiff wrote a paper ticket on the bank.

pegbook's online sale went live in March; the honesty box was taken away in April.
""")

A("pegbook-dev-setup", "pegbook dev setup", "2026-06-03", ["pegbook", "dev"], """
# pegbook dev setup

@@O3b@@
@@D3a@@

Example `.env` for local work:

```
DATABASE_URL=postgres://pegbook_app@db.reedmere.internal:5432/pegbook
REDIS_URL=redis://redis.reedmere.internal:6379/0
```

Point those at localhost when running the compose dev profile.
""")

A("matchday-deploy", "matchday deploy", "2026-09-02", ["matchday", "deploy"], """
# Deploying matchday

@@F5b@@
@@NS4a@@

Check the results page afterwards; the scales-bridge reconnects on its own within a minute.
""")

A("pegbook-search", "pegbook search", "2026-07-16", ["pegbook", "search"], """
# Angler search

@@F1b@@
The index is on `lower(surname)`; postcodes are searched exactly.
""")

A("peg-map-notes", "Peg map notes", "2026-04-28", ["pegbook", "pegs"], """
# Peg map

The peg map in pegbook is an SVG per lake with one `<g id="peg-N">` per peg.

@@NS8b@@
Disabled-access pegs have a wheelchair icon on the map.
""")

A("server-access", "Server access", "2026-01-14", ["infra", "ssh"], """
# Server access

@@S4a@@
Sian's key and the CI key are the only ones in `authorized_keys`.
""")

# ---------- filler notes (no labelled claims)
A("otter-fence", "Otter fence", "2026-03-25", ["lakes", "maintenance"], """
# Otter fence

The perimeter fence round Main Lake and Willow Pool was finished in March.
- Bailiffs check the gate latches on every patrol
- Any gap under the fence gets reported to Gareth the same day
""")
A("stocking-2026", "Stocking 2026", "2026-10-05", ["lakes", "stocking"], """
# Stocking, 2026

- Willow Pool: 200 F1s and 150 skimmers went in during October
- Main Lake: 30 tench in April
- Fish health certificates are kept in the office, not in any system
""")
A("weed-cutting", "Weed cutting", "2026-07-21", ["lakes", "maintenance"], """
Weed cutting on Main Lake happens in July; pegs next to the cutting boat are closed in pegbook for the day.
The closure is done with a "maintenance" booking so it shows on the peg map.
""")
A("season-ticket-renewals", "Season ticket renewals", "2026-11-03", ["pegbook", "tickets"], """
# Season ticket renewals

Renewal emails go out on 1 December with a link to pay.
Season tickets run January to December; there's no pro-rata after July.
""")
A("section-scoring", "Section scoring", "2026-02-26", ["matchday", "matches"], """
# Section scoring

Sections are five pegs each on Main Lake. Section points: first gets 1, last gets 5.
Ties are split (two anglers tying for second both get 2.5).
""")
A("gatehouse-photos", "gatehouse photo uploads", "2026-08-04", ["gatehouse"], """
Photos taken in gatehouse are resized to 1600px before upload.
They go to the incident record in pegbook; nothing is kept on the phone after upload.
""")
A("christmas-opening", "Christmas opening", "2026-11-20", ["shop"], """
# Christmas 2026

- Shop shut 25–26 December
- Lakes open on Boxing Day for the fun match, tickets on the bank only
""")
A("ticket-qr-format", "Ticket QR format", "2026-03-30", ["pegbook", "gatehouse", "tickets"], """
# Ticket QR codes

The QR on a ticket encodes `RM1:<ticket id>:<hmac>`; gatehouse checks the HMAC before looking the ticket up.
The HMAC key rotates yearly.
""")
A("admin-exports", "Admin exports", "2026-05-06", ["pegbook", "admin"], """
Jo exports monthly ticket sales as CSV from the pegbook admin for the accountant.
The export has one row per ticket, with VAT split out.
""")
A("water-temps", "Water temperature log", "2026-06-18", ["lakes"], """
Marek logs water temperature at the Main Lake outflow every morning in a notebook.
Above 24 °C he puts an oxygen warning on the gate board.
""")
A("calendar-import", "Calendar import", "2026-11-10", ["matchday"], """
# Importing the match calendar

The `import:calendar` script takes Jo's CSV and creates the matches as drafts.
Drafts aren't visible on the website until Jo publishes them.
""")
A("cancellations", "Booking cancellations", "2026-04-09", ["pegbook", "tickets"], """
# Cancellations

Anglers can cancel a peg booking in pegbook up to 48 hours before; after that the peg is theirs.
Cancelled bookings free the peg straight away.
""")
A("barrier", "Car park barrier", "2026-01-29", ["gate", "infra"], """
# Car park barrier

The barrier opens from an ANPR camera list that pegbook exports every night.
Season ticket holders' plates are added automatically; day visitors press the intercom.
""")
A("licence-checks", "Rod licence checks", "2026-03-12", ["tickets", "bailiffs"], """
Bailiffs ask to see the EA rod licence when they check a ticket; the licence number on the ticket is enough.
The EA does its own spot checks a couple of times a year.
""")
A("fish-health", "Fish health", "2026-06-25", ["lakes"], """
# Fish health

Any dead fish over 2lb gets photographed and reported to Gareth.
If more than three turn up in a day, the lake is closed and the EA called.
""")
A("close-season", "Close season", "2026-02-14", ["lakes", "matches"], """
Main Lake and Willow Pool have a maintenance fortnight at the start of March; the Pit isn't affected.
No matches are booked in it, and pegbook blocks day tickets on those two lakes for the dates.
""")
A("caddy-config", "Caddy config", "2026-05-20", ["infra"], """
# Caddy

The Caddyfile lives in `/srv/caddy/Caddyfile`; reload with `docker compose exec caddy caddy reload`.
Each app gets its own site block; logs are JSON.
""")
A("disk-space", "bank-01 disk space", "2026-09-15", ["infra"], """
bank-01's disk hit 85% in September; Docker build cache was the culprit.
`docker builder prune -f` now runs weekly from cron.
""")
A("results-page", "Results page build", "2026-08-19", ["website", "matchday"], """
# Results page

The results page is a client-side island, so new results don't need a site rebuild.
Older seasons are baked in at build time from a JSON export.
""")
A("flutter-upgrade", "Flutter upgrade", "2026-10-22", ["gatehouse", "dev"], """
gatehouse moved to Flutter 3.27 in October; the barcode scanner plugin needed a major bump too.
Test on an XCover before releasing; the camera focus behaves differently from the emulator.
""")
A("july-flood", "July flood", "2026-07-30", ["incident", "lakes"], """
# Flood, July 2026

The shop office flooded after the storm on 24 July; the carpets and the old printer were lost.
Willow Pool rose over the bottom platforms for two days.
""")
A("rate-limits", "pegbook rate limits", "2026-08-11", ["pegbook", "api"], """
The public API is rate-limited per token to 120 requests a minute.
The booking form has its own limit of 10 submissions per IP per hour.
""")
A("newsletter", "Newsletter", "2026-09-09", ["website", "marketing"], """
Jo sends a newsletter before each month's matches with the calendar and last month's top weights.
Sign-ups come from a checkbox on the booking form.
""")
A("first-aid", "First aid", "2026-04-16", ["safety"], """
First-aid kits are in the shop, the clubhouse and the Pit's hut.
Marek and Dave hold current first-aid certificates.
""")
A("junior-match", "Junior match", "2026-06-08", ["matches", "juniors"], """
The junior match is once a month in summer on Willow Pool; the shop provides the bait and the prizes.
Parents stay on the bank with their kids throughout.
""")
A("pegbook-timezones", "pegbook time zones", "2026-10-29", ["pegbook"], """
pegbook stores timestamps in UTC and displays Europe/London.
The clocks-change weekend once showed Sunday's tickets as starting at 05:00; fixed in October.
""")
