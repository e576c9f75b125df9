"""Root Claude Code auto-memory files: name -> (type, description, title, hook, body). @@ID@@ = claim line."""

ROOT = {}

def r(fname, typ, desc, title, hook, body):
    ROOT[fname] = (typ, desc, title, hook, body.strip("\n") + "\n")

r("reference_lockbook.md", "reference", "lockbook: escape-room booking system (Laravel), widget, payments, reminders",
  "lockbook", "booking system overview: stack, hosting, checkout, reminders", """
# lockbook

Escape-room bookings for both venues. Repo `meeplelock/lockbook`. Marek owns it day to day; Hannah deploys.

## Stack
@@A7b@@
@@V1b@@
- Queue: Laravel Horizon on the shared Redis
@@R3b@@
- Storage for ticket PDFs: Backblaze B2 bucket `lockbook-tickets`

## Booking flow
@@F1b@@
@@O2b@@
@@V6a@@
@@N6b@@
- Group size is chosen per room; the widget greys out sizes the room can't take
- Promo codes live in the `promotions` table, one code per campaign

## Payments
- Stripe is the only processor wired into lockbook
@@V10b@@
- Refunds are issued from the Stripe dashboard, then marked refunded in lockbook by the nightly reconcile job

## Messaging
@@R4b@@
@@R10b@@
- Post-game photo emails go out the same evening with the team photo attached

## Admin
@@S4b@@
- Room calendars can be blocked per room for maintenance (`room_blocks`)
""")

r("reference_tableplan.md", "reference", "tableplan: café table reservations and game-library loans",
  "tableplan", "café tables, table fee, library loans, catalogue", """
# tableplan

Small Flask app for café table reservations and the game library desk. Each café has its own instance.

@@R9b@@
- UI: the counter iPad opens the tableplan web page in kiosk mode
@@A10b@@
- Reservations are for up to 8 people; bigger groups are pointed at the mezzanine private-hire form
@@V5a@@
- Kids under 5 play free
@@N5b@@
- Overdue loans show in red on the counter screen after the due date
@@S2b@@
- Staff can add house-rule notes to a game (e.g. "we play Catan with the 5-6 extension")
""")

r("reference_resetboard.md", "reference", "resetboard: room reset checklists and GM tablet app",
  "resetboard", "room reset checklists, sign-off, tablets", """
# resetboard

Checklist app the games masters (GMs) use between groups. Every room has its own checklist, versioned
in the repo under `checklists/<room>.yaml`.

@@F10b@@
- Backend: small Go API (`resetboard-api`) with the checklists and reset history
@@V3a@@
@@N2b@@
- Photos of the room-ready state are attached to each reset record
- Broken props get logged from the checklist for the venue's duty manager to chase
- Checklists are edited by the venue managers, not by the GMs
""")

r("reference_shelfscan.md", "reference", "shelfscan: game library inventory with barcodes",
  "shelfscan", "game library inventory, labels, imports, jobs", """
# shelfscan

Inventory of the board-game library (about 1,400 boxes across both cafés).

@@S7b@@
- Postgres database, its own instance (not the lockbook one)
@@R8b@@
@@NS7b@@
@@F7b@@
@@A4b@@
- Each game has a home venue; moving boxes between cafés is done with a transfer scan
- Condition notes are free text; "sleeved" is a tag, not a note
""")

r("reference_rotakit.md", "reference", "rotakit: staff rota, swaps and notifications",
  "rotakit", "staff rota app: stack, publishing, swaps, rest rules", """
# rotakit

Staff rota for both venues (about 30 people, mostly part-time).

## Stack
@@V4a@@
@@R1b@@
@@F3b@@
- Auth: magic links by email, sessions in Redis

## Rules
@@A3b@@
@@F9b@@
@@N7b@@
- Maximum shift length: 9 hours, with a 30-minute break after 6
@@S3b@@
- Holiday requests go in rotakit at least 4 weeks ahead
""")

r("reference_infra.md", "reference", "infra: hosting, CI, backups, DNS, secrets, on-call",
  "Infra", "shared infrastructure and operations overview", """
# Infrastructure

## Shared services
- Postgres: lockbook on db-1, shelfscan on db-2, both Postgres 16 on Hetzner dedicated boxes
@@V7a@@
@@V8a@@
@@S1b@@
@@A1b@@

## Tooling
@@R2b@@
@@R5b@@
- Uptime checks: Better Stack, one monitor per public URL
- Logs: Better Stack as well, 7-day search window on the free tier

## People
@@NS8b@@
- Venue hardware (maglocks, room screens, printers) belongs to the duty manager at each venue
""")

r("reference_venues.md", "reference", "venues: addresses, hours: café covers",
  "Venues", "both venues at a glance", """
# Venues

| Venue | Code | Café covers | Hours |
|---|---|---|---|
@@F6b@@
@@V9b@@

- Old Market: 14 Old Market Street, ground and first floor
- Canal Wharf: Unit 3, Canal Wharf, ground floor plus mezzanine
- Both venues share one phone number that forwards to whichever is open
- Last escape-room slot starts 90 minutes before closing
""")

r("reference_rooms.md", "reference", "escape rooms: player counts, difficulty, accessibility",
  "Rooms", "escape room catalogue across both venues", """
# Escape rooms

@@V2a@@
- Minimum age 12 without an adult, 8 with one

## Old Market
@@S5b@@
- The Study: 2–5 players, medium
- Blackout: 3–6 players, played in the dark with torches

## Canal Wharf
@@A2b@@
@@N8b@@
- Lighthouse: 2–4 players, medium, good for couples
- Cabin Fever: 4–8 players, medium-hard, the one corporate groups book
""")

r("reference_payments.md", "reference", "payments: online bookings, café tills, vouchers, VAT",
  "Payments", "how money comes in: bookings, tills, vouchers", """
# Payments

@@F4b@@
@@S8b@@
@@A8b@@
- Café food and drink: mixed VAT, handled by the till categories
@@N10b@@
@@NS10b@@
@@NS2b@@
- Payouts land in the Starling business account every weekday
""")

r("reference_glossary.md", "reference", "glossary: venue codes, GM, reset, cover",
  "Glossary", "words the team uses", """
# Glossary

- OMK / CWF: Old Market / Canal Wharf
- GM: games master, the person who briefs the group and watches the cameras
- Reset: putting a room back to its start state between groups
- Cover: one seat in the café
- Hold: a slot reserved while a customer is in checkout
- Duty manager: the senior person on shift at a venue
""")

r("reference_contacts.md", "reference", "who to call for locks, the lift, the landlord",
  "Contacts", "suppliers and people to ring when something breaks", """
# Contacts

- Maglocks and room electronics: Brightwire Escape Tech (Callum), on a support contract
- Goods lift at Canal Wharf: Kone service line, contract number in 1Password
- Old Market landlord: Fernside Property, facilities email for anything structural
- Board-game wholesaler: Esdevium Games, account in Hannah's name
- Coffee machines: the café supplier services both, quarterly
""")

r("reference_onboarding.md", "reference", "checklist for a new developer or contractor",
  "Onboarding", "what a new developer needs on day one", """
# Developer onboarding

1. GitHub org invite (`meeplelock`), then a 1Password invite to the dev vault
2. Clone lockbook and run `make setup`; it seeds two fake rooms and a week of bookings
3. Read reference_lockbook.md and reference_infra.md before touching production
4. Get a staff login for both venues so you can see what the GMs see
5. Shadow one evening shift at a venue in the first month
""")

r("feedback_git_workflow.md", "feedback", "how PRs are merged and what is protected",
  "Git workflow", "merge and branch rules", """
@@R6b@@

**Why:** Hannah reads `git log` when something breaks on a Friday night and wants one line per change.

**How to apply:** write the PR title as the final commit subject.

@@NS9b@@
Branches: `feature/<short-name>`, deleted after merge.
""")

r("feedback_deploys.md", "feedback", "when not to deploy, and how to announce it",
  "Deploys", "deploy timing and announcements", """
@@N3b@@

**Why:** a broken checkout on a Saturday afternoon cost us a full day of bookings in February.

**How to apply:** post in #dev before any production deploy; if it's after 18:00, check no venue is mid-rush.
Database migrations that lock big tables wait for a closed day.
""")

r("feedback_refunds.md", "feedback", "refund rules the agent should follow when drafting replies",
  "Refunds", "refund rules for customer replies", """
@@S6b@@
@@N9b@@
Goodwill vouchers instead of refunds are fine for complaints about the room itself.

**Why:** refunds come out of a thin margin and Hannah wants to see the big ones.

**How to apply:** when drafting a reply, say what will happen and when; never promise a refund we haven't agreed.
""")

r("feedback_testing.md", "feedback", "test before pushing lockbook changes",
  "Testing", "test expectations for lockbook", """
@@F5b@@

**Why:** checkout regressions are invisible until a customer can't pay.

**How to apply:** if the suite is slow, run it anyway and say how long it took; don't skip the browser tests.
""")

r("feedback_comms.md", "feedback", "tone for customer-facing text",
  "Customer comms", "tone for emails and replies", """
@@F8b@@
Sign off with the venue name, not "The Team".
Use "games master" in customer text, never "GM".

**Why:** most of our reviews mention how friendly the staff are; the emails should sound like them.
""")

r("feedback_commits.md", "feedback", "commit message style",
  "Commits", "commit message format", """
@@A5b@@
Reference the issue number at the end of the body, not in the subject.

**Why:** Marek generates the changelog from commit subjects.
""")

r("feedback_reply_style.md", "feedback", "how Hannah wants answers in chat",
  "Reply style", "short answers, commands I can paste", """
Short answers. Lead with the command or the change, explain after.
No tables for things that fit in a sentence.

**Why:** Hannah often reads on her phone between shifts.
""")

r("feedback_customer_data.md", "feedback", "handling customer personal data",
  "Customer data", "don't copy booking data around", """
Don't paste customer names, emails or phone numbers into issues, commits or chat.
Use booking references (`LB-` plus six characters) when discussing a booking.

**Why:** we had one GDPR subject-access request already and it was painful to trace where data had gone.
""")

r("feedback_library_care.md", "feedback", "shelfscan import and library data hygiene",
  "Library data", "catalogue import and data hygiene", """
@@NS7a@@
When merging duplicate game records keep the one with the older library ID.

**Why:** a manual import at 14:00 on a Saturday froze the counter screens for ten minutes.
""")

r("user_hannah.md", "user", "Hannah Kerr: owner, runs ops and deploys",
  "Hannah", "owner; ops, deploys, approvals", """
# Hannah Kerr

- Co-founder and owner; runs operations for both venues
- Writes small fixes herself, mostly in lockbook and tableplan
@@R7b@@
- Prefers to be asked before anything touches production data
- Reachable on WhatsApp; email is for suppliers
""")

r("user_marek.md", "user", "Marek Sowa: the developer",
  "Marek", "part-time developer", """
# Marek Sowa

@@A9b@@
Owns lockbook, shelfscan and rotakit; reviews Hannah's PRs.
Likes small PRs and written specs before anything bigger than a day.
""")

r("project_gm_tablets.md", "project", "GM tablets per room and what runs on them",
  "GM tablets", "tablets in each room's control booth", """
Each room's control booth has an Android tablet for resetboard and a room screen for timers and clues.

@@S10b@@
The room screen shows the countdown; it is driven by a Raspberry Pi per room.

**Why:** GMs complained about juggling two devices; a single-device setup is on the wish list.
""")

r("project_signal_box.md", "project", "Signal Box: new room being built at Old Market",
  "Signal Box", "new railway-themed room build", """
Signal Box is the railway-themed room being built at Old Market.

- Puzzle design by Hannah and Dele; props from Brightwire Escape Tech
- Lever frame puzzle uses six maglocks and an Arduino Mega
- Playtests with staff in November, then two friends-and-family weeks

**How to apply:** lockbook gets the room as `signal-box`; keep it unbookable until Hannah flips the flag.
""")

r("project_loyalty_cards.md", "project", "café loyalty card rollout",
  "Loyalty cards", "café stamp card rollout", """
Paper stamp cards in the cafés, ten stamps for a free table fee.
Digital version in tableplan is parked until the spring.

**Why:** the paper version costs nothing and customers like the stamps.
""")

r("project_winter_pricing.md", "project", "winter pricing experiment for weekday rooms",
  "Winter pricing", "weekday discount experiment", """
Weekday daytime escape-room slots are 15% off from November to February.
The discount is a lockbook promotion (`WINTERDAY`), applied automatically, not a code.

**Why:** weekday daytimes ran at about 30% occupancy last winter.
""")

r("project_christmas_parties.md", "project", "Christmas party packages for companies",
  "Christmas parties", "corporate Christmas packages", """
Corporate Christmas packages: one room per team plus a reserved block of café tables afterwards.
Bookings come in by email and Hannah builds them by hand in lockbook and tableplan.

**How to apply:** if asked to automate this, start with a quote form, not a full booking flow.
""")

r("project_tableplan_waitlist.md", "project", "waitlist for full café evenings",
  "Café waitlist", "waitlist feature for tableplan", """
Friday and Saturday evenings are full at both cafés by Wednesday.
A waitlist in tableplan would email people when a table frees up; Hannah wants it before Christmas.

**Why:** staff currently keep the waitlist on paper by the counter.
""")

r("project_accessibility_audit.md", "project", "accessibility audit of the booking site",
  "Accessibility audit", "booking site accessibility fixes", """
The booking widget failed keyboard navigation in the spring audit.
Fixes: focus order in the slot picker, labels on the group-size buttons, contrast on the price text.
Status: all fixed except the date picker, which is a third-party component.
""")

r("project_room_sensors.md", "project", "door and prop sensors feeding the room screens",
  "Room sensors", "sensors in rooms for GMs", """
Door and drawer sensors in the rooms report to the room Pi over MQTT.
GMs see a live prop status strip under the camera view.

**Why:** GMs miss solved puzzles when watching four cameras at once.
""")
