# Root (Claude Code auto-memory) files. Claim lines are written as [[ID|text]] on a line of their own;
# build.py strips the marker and keeps the text. Continuation lines of hard-wrapped claims follow as-is.
# (filename, name, description, type, title, hook, body)
ROOT = [
("user_maren.md", "maren-profile", "Who Maren is, what she does at the co-op and how she likes to work", "user",
 "Maren (user)", "volunteer coordinator who ended up running digital",
"""# Maren Holt

- Volunteer coordinator since the co-op started; de facto head of digital since 2025
- Not a developer, but reads Python and SQL and runs the deploy script herself when Joss is away
[[A10b|- Wants short answers with the command first, explanation after only if she asks]]
- Uses Zed for quick edits to markdown and config
- Works from the harbour office Tuesday to Friday; Mondays are wood and water days
"""),
("user_joss.md", "joss-profile", "Joss Penhale, the part-time developer — setup and habits", "user",
 "Joss (developer)", "part-time developer, owns infra",
"""# Joss Penhale

- Part-time developer (2.5 days a week), owns infra and on-call with Ife
[[R7b|- Edits in Neovim (LazyVim config), lives in tmux on the office mini PC]]
- Prefers small PRs and reads migrations line by line
- Usually not reachable on Fridays after 15:00
"""),
("feedback_commit_style.md", "commit-style", "How commit messages should look in the co-op repos", "feedback",
 "Commit style", "message language and mood",
"""[[F6b|Commit messages in English, imperative mood.]]

**Why:** Maren reads `git log` to write the monthly volunteers' update and wants it to read like a list of changes.

**How to apply:** no ticket numbers needed, no emoji, no co-author trailers unless asked.
"""),
("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged into main", "feedback",
 "Merge strategy", "how PRs land on main",
"""[[R6b|Always rebase-merge PRs into `main` so the individual commits survive; Joss bisects a lot.]]

**Why:** the waitlist regression in March took a day to find because a 14-commit PR had been collapsed.

**How to apply:** use the "Rebase and merge" button; if the branch has fixup commits, tidy them locally first.
"""),
("feedback_testing.md", "testing-approach", "How tests should be written for steambook and the other Django apps", "feedback",
 "Testing approach", "database in tests, fixtures",
"""[[N10b|Don't mock the database in steambook tests; use the real Postgres test DB that pytest-django creates.]]

**Why:** a mocked queryset hid the double-booking bug in February; the real constraint would have caught it.

**How to apply:**
- Factories (factory_boy) over fixtures
- Keep the slow tests marked `@pytest.mark.slow` so the quick run stays quick
- memberdesk tests follow the same rule
"""),
("feedback_deploys.md", "deploy-rules", "When and how steambook gets deployed", "feedback",
 "Deploy rules", "deploy timing and migrations",
"""[[N1b|Never deploy steambook on a Friday afternoon; if it isn't out by Thursday it waits until Monday.]]

**Why:** the March waitlist bug went out on a Friday at 16:00 and nobody was around at the weekend.

[[N2b|Migrations are never run automatically on deploy; Joss runs them by hand after reading the plan.]]

**How to apply:** tag the release, post in #ops, deploy, watch the error tracker for ten minutes.
"""),
("feedback_reply_style.md", "reply-style", "How Maren wants answers written", "feedback",
 "Reply style", "length and order of answers",
"""[[A10a|Put the command first and keep the answer short; Maren will ask if she wants the why.]]

**Why:** she reads answers on her phone between sessions.

**How to apply:** no headings for short answers, no summaries at the end.
"""),
("feedback_secrets.md", "secrets-handling", "Where secrets live and how keys are rotated", "feedback",
 "Secrets", "where secrets live, key rotation",
"""[[A9a|Secrets live in the 1Password vault `Kelda Ops`; never commit a `.env`.]]

[[NS8b|Rotate the Stripe API keys every 90 days and note it in the ops log.]]

**Why:** an old volunteer laptop turned up with a `.env` on it in 2025.

**How to apply:** if a secret is needed in a new place, add it to 1Password first and reference it from there.
"""),
("feedback_copy_tone.md", "copy-tone", "Tone and spelling for anything members read", "feedback",
 "Copy tone", "spelling and tone for member-facing text",
"""[[A3a|Use British English in anything members see (colour, cancelled, programme).]]

Warm but plain; no exclamation marks in emails about money.

**Why:** members complained the 2025 reminder emails read like an American gym chain.
"""),
("feedback_sql.md", "sql-habits", "Rules for running SQL against production databases", "feedback",
 "SQL on production", "read-only first, transactions",
"""Start every production psql session read-only (`SET default_transaction_read_only = on;`) and turn it off only for the statement that needs it.

**Why:** Maren once updated every booking's session id in the admin shell.

**How to apply:** wrap writes in a transaction, `SELECT` the affected rows first, paste both into #ops.
"""),
("feedback_dependency_updates.md", "dependency-updates", "How dependency bumps are handled", "feedback",
 "Dependency updates", "batching bumps",
"""Batch dependency bumps into one PR per app per month; don't merge Dependabot PRs one by one.

**Why:** six Dependabot PRs in one week broke the memberdesk admin twice.

**How to apply:** close the individual PRs with a link to the monthly one.
"""),
("reference_steambook.md", "steambook-overview", "What steambook is, where it runs and how bookings, waitlist and notifications fit together", "reference",
 "steambook overview", "session booking app: stack, sessions, waitlist",
"""# steambook

Session booking for all three saunas. Django, repo `kelda-coop/steambook`. Joss maintains it; Maren does
most of the admin work in the Django admin.

## Stack
[[R3b|- Hosted on Fly.io (app `kelda-steambook`, region `lhr`), two machines]]
- Postgres for bookings, sessions and vouchers (host details in reference_infra.md)
[[R1b|- Frontend assets (Alpine + Tailwind) are built with pnpm: `pnpm install && pnpm build`]]
[[R9b|- Background jobs (reminders, waitlist offers, no-show marking): Celery workers on Redis]]
- Payments at booking: Stripe Checkout, cards and Apple Pay

## Sessions
[[V2b|- Standard Hearth session: 75 minutes, changeover included]]
- Skiff sessions: 45 minutes
[[O1b|- Lantern sessions: 60 minutes (pontoon access makes changeovers slow)]]
- Max 2 bookings per person per day across all saunas
- No-shows are marked automatically 20 minutes after the start

## Waitlist
[[F7b|- When a place frees up on a full session, the next person on the waitlist is offered it]]
- The waitlist is per session, not per day

## Notifications
[[S5b|- Booking confirmations and day-before reminders go out by SMS through Twilio]]
- Admin alerts (overbooking, failed payment webhooks) go to #ops
"""),
("reference_memberdesk.md", "memberdesk-overview", "Membership tiers, payments and email in memberdesk", "reference",
 "memberdesk overview", "membership app: tiers, payments, email",
"""# memberdesk

Membership records, tiers and monthly payments. Django, repo `kelda-coop/memberdesk`. Ife (treasurer)
is the main user.

## Hosting
[[O5b|- Hosted on Render (web service `memberdesk`, Frankfurt)]]
- Database: separate Postgres cluster, see reference_infra.md

## Tiers
[[D7b|- Founder: £25/month, closed to new joiners]]
- Regular: £19/month
[[V3b|- Concession: £12/month (students, over-65s, anyone on benefits; no proof asked)]]
[[F1b|- Founder members get priority booking]]
[[N4b|- Members can bring one guest per visit at member price]]
- Membership number format: `KH-` + four digits

## Payments
[[S1b|- Monthly fees are collected by direct debit via Stripe BACS]]
- Ife reconciles payments against the bank on the 5th

## Email
[[R4b|- Transactional email (welcome pack, direct-debit failure notices, renewal reminders): Postmark]]
"""),
("reference_woodpile.md", "woodpile-overview", "Wood stock, reorder point and delivery logging in woodpile", "reference",
 "woodpile overview", "wood stock app and delivery log",
"""# woodpile

Wood stock and deliveries. Small Flask app on `kelda-infra`, plus the stock sheet it imports from.

[[O4b|- Python 3.10, Flask 2.3; nobody has touched the app code since 2024]]
- Data in SQLite (see reference_infra.md)

## Stock
[[V5b|- Reorder point: 4 m³ of seasoned ash on site; woodpile emails Maren when stock drops below it]]
[[D3b|- Main stove fuel: kiln-dried ash logs, 25 cm]]
[[F3b|- Only seasoned hardwood goes in the stoves]]
- Kindling is a separate line item, bought by the bag from the harbour chandlery
- The Hearth burns roughly 1 m³ a week in winter, half that in summer

## Deliveries
[[S4b|- Delivery notes are photographed and uploaded to the Dropbox folder `Wood/Deliveries`]]
- Each delivery is logged with volume, a moisture reading and who received it
"""),
("reference_dipcheck.md", "dipcheck-overview", "Water-quality logging for the plunge tubs and the sea dip", "reference",
 "dipcheck overview", "water testing app: runtime, tubs, lab samples",
"""# dipcheck

Water-quality logging for the plunge tubs and the sea dip. Python, repo `kelda-coop/dipcheck`.

## Runtime
[[V6b|- Python 3.11 (pinned in `.python-version`)]]
[[D10b|- Runs from cron on `kelda-infra` every 30 minutes, reading the two tub probes over MQTT]]
- Readings go to a `readings` table in its own SQLite file

## Plunge tubs
[[O6b|- Free chlorine and pH in the plunge tubs are checked by hand twice a day (opening and 14:00) by the duty volunteer]]
[[V4b|- The plunge tubs are drained, scrubbed and refilled every 7 days]]
[[F5b|- Alerts when a plunge-tub reading is out of range]]
- Probe calibration: first Monday of the month

## Lab samples
[[S7b|- Monthly Legionella samples from the shower heads are couriered to Westcoast Analytical in Truro]]
[[O10b|- Water test results are kept for 5 years]]

## Output
[[N5b|- Posts every reading to `#water-tests` in Slack]]
- Weekly PDF summary for the board, generated Sunday night
"""),
("reference_shiftkeeper.md", "shiftkeeper-overview", "The volunteer rota app — stack, reminders, numbers", "reference",
 "shiftkeeper overview", "volunteer rota app",
"""# shiftkeeper

Volunteer rota: shifts, swaps, reminders. Built by Joss in spring 2026.

[[R8b|- Data lives in Supabase Postgres (project `kelda-rota`)]]
[[A6b|- Frontend: SvelteKit]]
[[F4b|- Sends shift reminders to volunteers]]
[[D5b|- 41 active volunteers as of November 2026]]
- Shift types: desk, stove, deck/ladder, wood, cleaning
- A volunteer can hold at most 3 shifts a week
"""),
("reference_doorbot.md", "doorbot-overview", "How changing-room door codes are generated and delivered", "reference",
 "doorbot overview", "door code service",
"""# doorbot

Issues changing-room door codes to booked bathers. Node service on `kelda-infra`, reads bookings from the
steambook API.

[[S8b|- Codes are pushed to the Nuki keypads on both changing-room doors through the Nuki bridge]]
[[O7b|- Changing-room codes are 6 digits]]
[[N6b|- A code is never reused between sessions; every session slot gets a fresh one]]
[[V7b|- Codes are valid from 15 minutes before the session until 30 minutes after it ends]]
[[O2b|- If the lock doesn't acknowledge, doorbot retries pushing the code up to 5 times, then alerts #ops]]
- Staff have a permanent master code, kept in 1Password
"""),
("reference_infra.md", "infra-map", "Infra map: hosts, databases, CI, monitoring and access", "reference",
 "Infra map", "hosts, databases, CI, monitoring",
"""# Infrastructure

Small setup: one Hetzner box plus a few managed services. Joss owns it; Maren has admin everywhere.

## Hosts
- `kelda-infra`: Hetzner CX32 in Falkenstein, Debian 12, Caddy in front
- woodpile and doorbot run on `kelda-infra` as systemd services

## Databases
[[V1b|- steambook DB: `pg-main.kelda.internal:5432` (Postgres 16)]]
- memberdesk DB: `pg-members.kelda.internal:5432` (Postgres 16, separate cluster)
- woodpile: SQLite on `kelda-infra` (`/srv/woodpile/woodpile.db`)

```
ssh joss@kelda-infra
psql -h pg-main.kelda.internal -p 5432 -U steambook steambook
```

## CI and deploys
[[R2b|- CI: GitHub Actions for all repos in the `kelda-coop` org]]
- Deploys are manual (`make deploy`) once CI is green

## Monitoring
[[S2b|- Uptime checks: UptimeRobot on all public URLs, alerts to #ops]]
- Logs: journald on `kelda-infra`, kept 14 days

## Access
- SSH keys only, no passwords; keys listed in `ops/authorized_keys`
"""),
("reference_site.md", "site-layout", "Site layout: the three saunas, pontoons, plunge tubs and the wood store", "reference",
 "Site layout", "saunas, pontoons, tubs, wood store",
"""# Site

Everything is on the north quay of Porthaske harbour, except the Lantern, which floats.

| Sauna | Where | Capacity | Heat |
|---|---|---|---|
[[A2b|| Hearth | quay, main building | 16 seats | wood-fired |]]
| Skiff | quay, next to the slipway | 6 seats | wood-fired |
[[V8b|| Lantern | floating, pontoon B | 8 seats | wood-fired |]]

## Temperatures
[[F8b|- Hearth: 80–90 °C]]
- Skiff: usually 70–80 °C
- Lantern: depends on the wind; hard to keep above 80 °C in a westerly

## Other
- Two plunge tubs on the deck, plus the sea dip off the slipway
- Wood store: the lean-to behind the Hearth
- Pontoon B is shared with the harbour's visitor berths
"""),
("reference_glossary.md", "glossary", "Glossary: words the co-op uses that mean something specific", "reference",
 "Glossary", "co-op vocabulary",
"""# Glossary

- **Round**: one stint in the heat, usually 10–15 minutes, followed by a dip
- **Dip**: cold water, either a plunge tub or the sea off the slipway
- **Drop-in**: a single paid session by a non-member
- **Duty manager**: the paid staff member on shift (there is always one when sessions run)
- **Desk**: the front desk by the changing rooms, staffed by a volunteer
- **Flag colour**: green/amber/red sea-dip status posted at the slipway and on the website
"""),
("reference_contacts.md", "contacts", "Suppliers and outside contacts", "reference",
 "Contacts", "suppliers, harbour, trades",
"""# Contacts

[[R10b|- Firewood: Treloar Logs (kiln-dried ash, deliveries on Tuesdays)]]
- Harbour master: Ruth Penrose, harbour office, VHF 14
- Electrician: Bodmin Electrical, annual PAT testing in January
- Flue sweep: twice a year, booked by Maren in April and October
- Insurance: policy documents in the shared drive under `Admin/Insurance`
"""),
("reference_policies.md", "house-rules", "House rules for bathers (dips, children, dogs, phones, rebooking)", "reference",
 "House rules", "bather rules",
"""# House rules

## Dipping
[[D6b|- Sea dips run year-round from the slipway]]
[[N3b|- Sea dips are never allowed after dark]]
- Always dip with someone watching from the ladder

## Who can come
[[F2b|- Children are welcome at family sessions]]
[[N9b|- Dogs are not allowed on pontoon B]]

## Bookings
[[A8b|- Free rebooking until 24 hours before the session starts]]
- Late arrivals can join up to 15 minutes in

## On site
[[NS6b|- Phones are not allowed inside the saunas]]
- No glass on the deck
- Swimwear on in all shared sessions
"""),
("reference_runbook_oncall.md", "oncall-runbook", "What to do when something breaks out of hours", "reference",
 "On-call runbook", "out-of-hours incidents",
"""# On-call

- On-call rota: Joss and Ife alternate weeks, handover Monday 09:00
[[NS3b|- A failed chlorine reading goes to the duty manager's phone, not to on-call.]]
- Booking site down during opening hours: call Joss, then post the walk-in notice on the website
- Door codes not arriving: the duty manager reads the current code off the doorbot admin page
"""),
("project_lantern_launch.md", "lantern-launch", "The floating sauna launch in June 2026 and what is left", "project",
 "Lantern launch", "floating sauna launch",
"""# Lantern launch

- Lantern opened on 2026-06-13 after the harbour licence came through in May
- The harbour charges a berth fee for pontoon B, invoiced quarterly
- Still open: a second handrail on the gangway, and a better stove door seal

**Why it matters:** Lantern sessions sell out first; any downtime shows up in complaints within a day.
"""),
("project_gocardless_migration.md", "gocardless-migration", "Moving membership payments off Stripe", "project",
 "Direct debit migration", "membership payment provider change",
"""# Direct debit migration

[[S1a|Memberships moved off Stripe BACS to GoCardless in April 2026; Stripe is only used for card payments at booking now.]]

Ife ran both in parallel for the March collection, then cancelled the Stripe mandates.

**How to apply:** any question about a member's mandate goes to the GoCardless dashboard, not Stripe.
"""),
("project_winter_timetable.md", "winter-timetable", "The winter session timetable that runs November to February", "project",
 "Winter timetable", "winter opening hours",
"""# Winter timetable (November to February)

[[D9b|- First session of the day: 06:30]]
- Last session: 19:30
- Skiff closed on Mondays
- Lantern weekends only

**Why:** early swims before work are the winter best-sellers; weekday evenings on the pontoon are too exposed.
"""),
("project_price_review.md", "price-review", "Membership and drop-in price review history and plans", "project",
 "Price review", "pricing decisions",
"""# Price review

- First price review took effect in January 2026 (founder rate up from £20)
- Next review: proposals to the AGM in March 2027; nothing changes before then
- Board wants concession prices frozen for at least another year

**How to apply:** don't change prices in steambook or memberdesk without a board minute reference.
"""),
("project_email_switch.md", "newsletter-switch", "Moving the members' newsletter to a new tool", "project",
 "Newsletter switch", "newsletter tool change",
"""# Newsletter switch

[[S6b|The Mailchimp newsletter was retired in June; the members' newsletter goes out from Buttondown now.]]

Subscribers were imported with their consent dates. Templates were rebuilt in plain markdown.

**How to apply:** drafts go to Maren by the 25th, send on the 1st.
"""),
("project_water_testing_regime.md", "water-testing-regime", "Why water testing is done the way it is", "project",
 "Water testing regime", "council agreement on water testing",
"""# Water testing regime

Agreed with the council's environmental health officer after the 2025 inspection.

- Plunge tubs: hand tests every session day plus the probes
- Sea dip: weekly lab samples in the bathing season, flag colour posted the same day
- Showers: monthly Legionella sampling, results filed with the inspection folder

**Why:** the licence depends on being able to show the log for any day on request.
"""),
("project_accessibility.md", "accessibility", "Accessibility work on the site and the booking pages", "project",
 "Accessibility", "access improvements",
"""# Accessibility

- Ramp to the Hearth deck fitted in April 2026; the Skiff still has two steps
- Booking pages audited in July; fixed focus order and colour contrast
- Quiet sessions (no music, lower light) on Wednesday mornings

**How to apply:** new pages get a keyboard-only check before release.
"""),
("project_volunteer_induction.md", "volunteer-induction", "Volunteer induction and rules for new volunteers", "project",
 "Volunteer induction", "induction and volunteer rules",
"""# Volunteer induction

[[F9b|- Every new volunteer does an induction before their first shift]]
- Induction sessions run on the first Saturday of the month
[[N7b|- Volunteers must not handle cash; drop-ins pay by card at the kiosk]]
- New volunteers shadow two shifts before going on the rota alone
"""),
("project_booking_v2.md", "booking-v2", "Plans for the next round of booking features", "project",
 "Booking v2", "planned booking features",
"""# Booking v2

- Family tickets (2 adults + up to 3 children) as a single booking
- "Bring a friend" link that members can share
- Target: spring 2027, design in Figma by January

**Why:** family sessions are booked person by person today and the desk sorts it out by hand.
"""),
("project_backups.md", "backups", "What gets backed up, where and for how long", "project",
 "Backups", "backup jobs and retention",
"""# Backups

[[V9b|- Nightly `pg_dump` of steambook is kept for 14 days on the Hetzner Storage Box]]
- memberdesk dump runs nightly to the same Storage Box
- woodpile's SQLite file is copied with the rest of `/srv` each night
- Restore drill twice a year (one done in August 2026)
"""),
("project_gift_vouchers.md", "gift-vouchers", "How gift vouchers are sold and used", "project",
 "Gift vouchers", "voucher rules",
"""# Gift vouchers

- Sold through steambook as a product; codes start `KHV-`
[[V10b|- Vouchers are valid for 12 months from purchase]]
[[F10b|- Vouchers can be redeemed against any public session]]
- Christmas is about 60% of yearly voucher sales
"""),
("project_safety_review.md", "safety-review", "The 2026 safety review actions", "project",
 "Safety review", "safety actions",
"""# Safety review 2026

- Slipway: new grab rail and non-slip paint (done May)
- Stove guards on all three stoves (done)
- Defibrillator moved to the desk; volunteers shown where it is at induction
- Open: carbon monoxide alarm in the Skiff needs a hard-wired replacement
"""),
("project_kiosk.md", "kiosk", "The card kiosk at the desk", "project",
 "Card kiosk", "desk payment kiosk",
"""# Card kiosk

- SumUp reader on the desk for drop-ins, towel hire and kindling sales
- Takings are exported weekly for Ife
- A second reader is kept charged in the office drawer
"""),
]
