"""Free notes auto/<slug>.md: slug -> (title, created, tags, body). @@ID@@ = claim line."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("gm-briefing-script", "GM briefing script", "2026-02-14", ["rooms", "gm", "front-of-house"], """
# Briefing script (all rooms)

1. Check everyone has been to the loo and phones are in the lockers.
2. Safety: the exit button is green and always works; the door is never locked from outside.
3. Hints: wave at the camera or use the walkie, three free hints.

@@V2b@@
The host stays in the booth for the whole game and only goes in if someone presses the exit button.
""")

a("rotakit-dev-setup", "rotakit local dev setup", "2026-03-03", ["rotakit", "dev-setup"], """
# rotakit: local setup

@@V4b@@
Copy `.env.example` to `.env.local`; the magic-link emails go to Mailpit on port 8025 locally.
Seed data: `db:seed` creates both venues and twelve fake staff.

## Gotchas
- The rota grid uses the venue's timezone from the DB, not the laptop's
- Storybook runs on 6006 and is not used much
""")

a("queue-notes", "Queue and Redis notes", "2026-06-20", ["infra", "redis", "queues"], """
# Queues

Horizon (lockbook) and the rotakit sessions share one Redis; each app uses its own DB index.
@@V7b@@
local tunnels need `--tls` as well.

Don't run `FLUSHALL` on it, ever; use the per-app prefix when clearing keys.
""")

a("cafe-floor-plan", "Café floor plans", "2026-05-02", ["cafe", "venues"], """
# Café floor plans

@@V9a@@
Tables are numbered from the door; mezzanine tables start at 30.
The big table (T12 at Old Market) seats ten and is the one for game nights.
""")

a("lockbook-deploy-notes", "lockbook deploy notes", "2026-04-06", ["lockbook", "deploy"], """
# lockbook deploys

Deploys are `make deploy` from a clean `main`; migrations run as a release command.

Production env (non-secret part):

```env
APP_ENV=production
QUEUE_CONNECTION=redis
@@V10a@@
BOOKING_TIMEZONE=Europe/London
```

After a deploy, make a test booking on the hidden `test-room` and refund it.
""")

a("hosting-costs", "Hosting costs, monthly", "2026-07-31", ["infra", "costs", "hosting"], """
# Hosting costs (monthly, July)

@@R3a@@
- rotakit: free tier, no cost yet
- shelfscan + db-2: about €40 with the dedicated box
- Backups: under €2 of B2 storage
- Domain and email: around £12

Total is about €75 a month; Hannah wants it under €100.
""")

a("error-triage", "Error triage routine", "2026-06-30", ["infra", "errors", "routine"], """
# Error triage

@@R5a@@
Monday mornings Marek goes through new issues, oldest first.
Anything in checkout gets looked at the same day; everything else waits for the Monday pass.
Ignore the `ClientDisconnected` noise from the widget, it's people closing the tab.
""")

a("sms-reminders", "SMS reminders", "2026-05-06", ["lockbook", "sms", "reminders"], """
# SMS reminders

@@R10a@@
MessageBird dashboard, not in the repo.
Sender ID is `MeepleLock`; replies don't go anywhere, so the text says to call the venue.
UK numbers only; international numbers get the email reminder instead.
""")

a("release-checklist", "Release checklist", "2026-10-09", ["lockbook", "deploy", "checklist"], """
# Release checklist

- [ ] PR approved and CI green
- [ ] Changelog line added
- [ ] Migrations checked for table locks
- [ ] Test booking on `test-room`, then refund it

@@N3a@@
Post the release note in #dev with the tag name.
""")

a("front-of-house-faq", "Front-of-house FAQ", "2026-08-15", ["front-of-house", "faq"], """
# Front-of-house FAQ

## Can people just turn up?
@@N4a@@
For the café, walk-ins get any free table; reserved tables have a card on them.

## Lost property
Bag it, label it with the date, and log it in the lost-property book behind the counter.
""")

a("no-show-policy", "No-show handling", "2026-09-11", ["refunds", "front-of-house"], """
# No-shows

Wait 15 minutes past the slot start, then call the lead booker.
@@N9a@@
If we can't reach them, mark the booking `no_show` in lockbook so the stats are right.
""")

a("rota-notifications", "Rota notifications", "2026-04-27", ["rotakit", "notifications"], """
# Rota notifications

@@S3a@@
rotakit posts the published rota and any swaps to the venue's WhatsApp group via the Business API.
Managers still get an email copy of each published rota.
""")

a("shelfscan-upgrade", "shelfscan upgrade log", "2026-10-19", ["shelfscan", "upgrade"], """
# shelfscan upgrade

@@S7a@@
Two deprecation warnings left, both in the admin list filters.
Python stays on 3.11 for now.
""")

a("email-templates", "Email templates", "2026-03-08", ["email", "templates", "lockbook"], """
# Email templates

- Confirmation: sent straight after payment, has the ticket PDF
- Reminder: the evening before
- Photo email: same evening as the game

@@S9a@@
Templates are Blade views under `resources/views/mail`; keep the plain-text versions in sync.
""")

a("payments-setup", "Payments setup notes", "2026-02-20", ["payments", "stripe", "lockbook"], """
# Payments setup

@@F4a@@
Statement descriptor is `MEEPLELOCK*ROOM` so people recognise it on their bank statement.
Test mode keys are in the dev vault; never put live keys in `.env.local`.
""")

a("rota-rules", "Rota rules explained", "2026-06-06", ["rotakit", "rota", "rules"], """
# Rota rules

@@F9a@@
Under-18 staff can't be rostered after 22:00.
Two people minimum on every opening and closing shift.
""")

a("shelfscan-ops", "shelfscan ops", "2026-05-14", ["shelfscan", "ops", "database"], """
# shelfscan ops

@@O1a@@
Restarting the worker: `systemctl restart shelfscan-worker` on the shelfscan app box.
The scanner app talks to the API over the venue Wi-Fi; if scans hang, check the Wi-Fi first.
""")

a("cafe-loyalty-faq", "Café loyalty FAQ", "2026-08-29", ["cafe", "loyalty"], """
# Loyalty cards FAQ

Ten stamps gets a free table fee.
@@O10a@@
One stamp per visit, not per person.
""")

a("launch-retro", "Launch retrospective", "2026-02-27", ["retro", "lockbook", "payments"], """
# Launch retro (January)

## What went wrong
@@D2a@@
It fell over twice on the first Saturday when the Instagram post went out.
@@D5a@@

## What went well
Room calendars were right from day one; no double bookings.
""")

a("room-notes-heist", "Room notes: The Heist", "2026-03-27", ["rooms", "heist", "canal-wharf"], """
# The Heist

@@A2a@@
The laser corridor needs recalibrating every Monday.
Most groups get stuck on the safe dial; hint two is the one that unsticks them.
""")

a("opening-hours", "Opening hours", "2026-01-18", ["venues", "hours"], """
# Opening hours

@@A6a@@
Bank holidays follow the Sunday hours at both venues.
Christmas Day and Boxing Day closed everywhere.
""")

a("tableplan-faq", "tableplan FAQ", "2026-04-12", ["tableplan", "faq"], """
# tableplan FAQ

@@A10a@@
Reservations hold the table for 15 minutes past the booked time.
Game-night tables are released to walk-ins if unclaimed by 19:15.
""")

a("chargebacks", "Chargebacks", "2026-07-17", ["payments", "disputes"], """
# Chargebacks

@@NS2a@@
Evidence: the booking record, the camera still of the group, the confirmation email.
Respond within 7 days of the Stripe notification.
""")

a("library-lending", "Game library lending", "2026-06-25", ["library", "tableplan", "members"], """
# Library lending

@@NS5a@@
Members scan their card at the counter; the loan shows in tableplan with the due date.
Expansions go out with the base game only.
""")

a("cafe-closing", "Café closing routine", "2026-05-28", ["cafe", "closing", "routine"], """
# Closing the café

1. Last orders 30 minutes before close.
2. Games back on the shelves, sleeved games in the top row.
3. Dishwasher on, coffee machine clean cycle.

@@NS6b@@
Card takings reconcile themselves; only the cash needs writing in the closing book.
""")

a("git-cheatsheet", "Git cheatsheet", "2026-09-22", ["git", "dev"], """
# Git cheatsheet

- `git fetch && git rebase origin/main` before opening a PR
@@NS9a@@
- `git switch -c feature/<name>` for new work
- Tag releases as `vYYYY.MM.DD`
""")

# ---- notes that belong to no pair
a("puzzle-ideas", "Puzzle ideas", "2026-02-05", ["rooms", "ideas"], """
# Puzzle ideas

- Morse lamp that only works when the blinds are shut
- Weighing-scale puzzle with the board-game meeples as weights
- A map that only makes sense upside down
""")

a("staff-training-week", "Staff training week", "2026-03-14", ["staff", "training"], """
# Training week (March)

New GMs shadow three games before running one alone.
Everyone does the fire marshal module once a year.
Café staff learn five 'gateway' games to teach: Ticket to Ride, Carcassonne, Codenames, Azul, Splendor.
""")

a("halloween-2026", "Halloween 2026", "2026-09-26", ["events", "halloween"], """
# Halloween

Blackout gets a horror overlay for the last week of October.
Costumes for staff from the usual fancy-dress shop; receipts to Hannah.
""")

a("lost-property", "Lost property", "2026-04-19", ["front-of-house"], """
# Lost property

Kept for 30 days, then phones and cards go to the police and the rest to charity.
Log it in the book behind the counter, with the room and slot if it came from a room.
""")

a("room-camera-setup", "Room cameras", "2026-05-09", ["rooms", "cameras"], """
# Room cameras

Each room has two to four Reolink cameras on a separate VLAN.
The booth monitor shows all of them in a grid; recordings are kept for 72 hours.
""")

a("printer-troubleshooting", "Printer troubleshooting", "2026-02-12", ["printer", "front-of-house"], """
# Ticket printer

If tickets stop printing: check paper, then power-cycle the printer, then check CloudPRNT in lockbook settings.
Spare rolls are in the drawer under the till.
""")

a("standup-2026-09", "Stand-up notes, September", "2026-09-29", ["meetings"], """
# Stand-ups, September

- Signal Box lever frame prototype works
- rotakit: holiday allowance view done
- shelfscan: transfer scans between venues shipped
- tableplan waitlist: not started
""")

a("supplier-orders", "Supplier orders", "2026-05-16", ["library", "suppliers"], """
# Game orders

Orders go to the wholesaler on the first Monday of the month.
Replacement pieces: contact the publisher first, most send them free.
""")

a("game-of-the-month", "Game of the month", "2026-07-06", ["cafe", "marketing"], """
# Game of the month

July: Cascadia. August: Heat. September: Sky Team.
The featured game gets a table card and a staff demo on Friday evenings.
""")

a("allergen-info", "Allergen info", "2026-01-26", ["cafe", "food"], """
# Allergens

The allergen folder is on the counter at both cafés; staff must offer it, not wait to be asked.
Toasties are made on a separate grill for gluten-free orders.
""")

a("fire-drill-log", "Fire drill log", "2026-06-13", ["safety"], """
# Fire drills

Old Market: drill done in June, everyone out in under 3 minutes.
Canal Wharf: drill done in June, mezzanine slowest.
""")

a("wifi-setup", "Venue Wi-Fi", "2026-03-21", ["infra", "network", "venues"], """
# Wi-Fi

Two SSIDs per venue: `MeepleLock-Staff` and `MeepleLock-Guest`.
The scanners, tablets and tills are on the staff network; cameras have their own VLAN.
""")

a("gdpr-sar-log", "Subject access requests", "2026-08-10", ["privacy", "gdpr"], """
# Subject access requests

One SAR so far (August). It took two days to gather booking records, emails and camera stills.
Keep a copy of the reply in the shared drive under `GDPR/`.
""")

a("booking-stats-q3", "Booking stats, Q3", "2026-10-04", ["bookings", "stats"], """
# Q3 bookings

Cabin Fever was the most booked room; Lighthouse the least.
Weekend evenings ran at about 90% occupancy, weekday daytimes about 35%.
""")

a("kids-parties", "Kids' parties", "2026-04-24", ["events", "kids", "cafe"], """
# Kids' parties

Party packages: a room for the older kids plus a café table with games for the rest.
Parents book by email; Hannah sets them up by hand.
""")

a("review-replies", "Replying to reviews", "2026-07-10", ["comms", "reviews"], """
# Review replies

Reply to every Google review within a week, good or bad.
Bad reviews: thank them, say what we changed, offer to talk by email.
""")

a("signal-box-playtest", "Signal Box playtest plan", "2026-11-16", ["signal-box", "playtest"], """
# Signal Box playtests

Staff playtests on Mondays in late November; friends-and-family weeks after that.
Track time per puzzle on the GM tablet so we can tune the difficulty.
""")

a("board-game-nights", "Board-game nights", "2026-08-22", ["cafe", "events"], """
# Game nights

Tuesday at Old Market, Thursday at Canal Wharf.
Hosted by a staff member who teaches whatever people bring to the big table.
""")

a("room-maintenance-log", "Room maintenance log", "2026-10-24", ["rooms", "maintenance"], """
# Maintenance, October

- Blackout: two torches replaced, the UV panel re-glued
- Lighthouse: the rope winch squeaks, oiled on the 12th
- Cabin Fever: new padlock on the woodstove puzzle
""")

a("mezzanine-events", "Mezzanine events", "2026-09-08", ["canal-wharf", "mezzanine", "events"], """
# Mezzanine events

Book clubs and D&D groups rent it most; corporate teams come in December.
The projector remote lives in the drawer behind the bar, not on the shelf.
""")

a("staff-discounts", "Staff perks", "2026-02-08", ["staff", "perks"], """
# Staff perks

Staff play any room free on a quiet weekday, once a month, with up to three friends.
Free drinks on shift; food at half price.
""")
