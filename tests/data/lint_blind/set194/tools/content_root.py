# Root Claude Code auto-memory files: (filename, title, description, type, hook, body)
# Descriptions in FLAT_DESC carry an unquoted ": " on purpose (not strict YAML).
FLAT_DESC = {"reference_gridbook.md", "reference_infra.md", "reference_tracks.md", "reference_glossary.md"}

ROOT = [
("user_dan.md", "Dan Whitcombe", "Who I work with: Dan, ops manager and main developer at Kestrel Park Karting", "user",
 "ops manager, main developer, how he likes to work", """
Dan Whitcombe is the person I work with in this repo set.

@@A9a@@
@@R7a@@
- Comfortable with Python and Rust, learning PHP because of pitcrew
- Prefers answers that start with the command or the diff, explanation after
- Usually at the track Wednesday to Sunday, so replies can be slow on race nights

Team he mentions a lot: Aisha Rahman (front desk and bookings lead), Marek Nowak (chief mechanic),
Jodie Fenn (race director).
"""),

("reference_gridbook.md", "gridbook", "Booking system overview: stack, booking rules, integrations", "reference",
 "booking system stack, rules and integrations", """
gridbook is the booking system (book.kestrelpark.co.uk). Repo `kestrel/gridbook`.

## Stack
@@V4a@@
@@R8a@@
- Redis also holds the seat-hold locks while a customer is in checkout
- Admin at `/desk/` for front desk, `/ops/` for Dan

## What it books
@@D1a@@
@@V2a@@
- Junior taster, junior league entries and race night entries are their own products
@@V7a@@
- Family GP: up to 8 drivers, private session, 30 minutes

## Integrations
- Card payments online: Stripe Checkout, webhooks at `/hooks/stripe/`
@@V10a@@
@@R3a@@
@@R6a@@
@@F2a@@
- Licence check at check-in through the `licences` app (see reference_licences.md)

## Gotchas
- Seat holds expire after 10 minutes; the countdown in checkout is cosmetic, the Redis TTL is what counts
- Time zones: everything stored in UTC, shown in Europe/London
"""),

("reference_lapline.md", "lapline", "Lap timing service: decoder feed, screens, results API", "reference",
 "lap timing service, decoder, consumers", """
lapline turns decoder passings into laps, live screens and results. Repo `kestrel/lapline`.

@@A1a@@
@@F10a@@
@@V1a@@
@@S2a@@
- Minimum lap filter: anything under 38 s at Kestrel Park or 19 s at the Foundry is thrown away as a double read
@@R4a@@
- Config in `/etc/lapline/lapline.toml`; the track profiles live next to it

## Consumers

| Consumer | Transport | Refresh |
|---|---|---|
@@V9a@@
| Results site | HTTP pull | every 60 s |
| gridbook (session history) | HTTP pull | after each session |

## Session modes
- `practice`: best lap only, no positions
- `race`: positions, gaps, penalties entered from the race control console
"""),

("reference_pitcrew.md", "pitcrew", "Kart fleet maintenance app: karts, service intervals, records", "reference",
 "fleet maintenance app, intervals, records", """
pitcrew is the workshop app for the kart fleet. Repo `kestrel/pitcrew`, used on the workshop tablet.

@@A2a@@
@@R9a@@
- Every kart has a page: chassis number, engine number, transponder ID, tyre set, open issues

## Intervals
@@V3a@@
- Rental karts: brake pads checked every 10 engine hours
- Chains and sprockets: replaced together, never one without the other

## Records
@@N8a@@
@@NS6a@@
- Photos of damage are attached to the record, not sent on WhatsApp
"""),

("reference_infra.md", "Infrastructure", "Infra overview: hosts, CI, backups, monitoring", "reference",
 "hosts, CI, backups, monitoring", """
Everything that isn't the race-control box.

## Hosts
@@S3a@@
- `db1.kpk.internal`: database VM, private network only
@@O6a@@
- The workshop PC and the race-control NUC reach db1 over WireGuard

## Build and deploy
@@R2a@@
- Deploys are `make deploy` from a laptop for pitcrew; gridbook deploys from the Actions `deploy` job

## Data
@@V8a@@
- Restore drill every quarter: last one 2026-10-14, took 22 minutes for gridbook

## Monitoring
- Metrics and logs: Grafana + Loki on the ops VM
- Error tracking: Sentry for gridbook and pitcrew
"""),

("reference_tracks.md", "Tracks", "Our two tracks: layout, hours, kart types and rules", "reference",
 "the two tracks, hours, karts, rules", """
Two sites. Opening hours:

| Track | Days | Hours |
|---|---|---|
@@D9a@@
@@D5a@@

## Kestrel Park (outdoor)
- 1.2 km, 14 corners, near Swindon; noise limit 95 dB(A) at the boundary
- Petrol karts: Sodi RX8 for rentals, the league karts are separate (see reference_workshop.md)
@@N5a@@
@@F8a@@

## The Foundry (indoor)
- Opened 2026-06-06 in an old engineering works in Reading; 420 m, two levels
@@O3a@@
- No petrol karts indoors, ever
"""),

("reference_licences.md", "Driver licences", "Driver licence grades, validity and how check-in uses them", "reference",
 "licence grades, validity, check-in", """
Licences are handled by the `licences` app inside gridbook.

## Grades
@@V5a@@
- Novice: everyone after their first briefing, adults and juniors
@@A4a@@
- Pro: invitation only, decided by the race director

## Validity and checks
@@F5a@@
@@D4a@@
- Lost cards are reprinted at the desk for £3; the QR code is the same
"""),

("reference_racenights.md", "Race nights", "Race night format, entry and timing", "reference",
 "race night format, entry, timing", """
Race nights are the adult league evenings at Kestrel Park.

@@D2a@@
@@N4a@@
@@D6a@@
@@V6a@@
- Final: top 12 on combined heat points, 15 laps
@@F4a@@
- Penalties (track limits, contact) are entered by the race director in lapline's console
"""),

("reference_glossary.md", "Glossary", "Glossary: track and booking words we use", "reference",
 "terms used at the track and in the code", """
@@A8a@@
- Taster: junior intro session, no licence, parent present
- Family GP: private session booked by one family or group
- Passing: one transponder crossing the loop, as the decoder reports it
- Race control: the room above the pit lane where lapline and the screens run
- Flag test: the 10-question quiz on flags before a Club licence
- Seat hold: the temporary reservation while someone is in checkout
"""),

("reference_contacts.md", "Contacts and escalation", "Who to ask about what, and who to escalate to", "reference",
 "people, responsibilities, escalation", """
@@D10a@@
- Chief mechanic: Marek Nowak (pitcrew, fleet, parts)
- Front desk and bookings lead: Aisha Rahman
@@S7a@@

## Escalation
@@NS2a@@
@@NS9a@@
- Customer complaints: Aisha first, Dan only for refunds above the desk limit
"""),

("reference_workshop.md", "Workshop", "Kart fleet, tyres and what the workshop logs", "reference",
 "fleet size, tyres, logging", """
@@D7a@@
- League fleet: 14 Birel chassis with Honda GX390 engines, kept separate from rentals
@@F1a@@
@@F7a@@
@@N10a@@
@@S5a@@
- Parts come from the Swindon motor factors on account; Marek places the orders
"""),

("feedback_merging.md", "Merging PRs", "How to merge PRs in each repo", "feedback",
 "merge style per repo", """
@@N1a@@
@@NS3a@@

**Why:** Dan bisects migrations often, and the decoder protocol changes were hard to untangle last time.

**How to apply:** check which repo the PR is in before picking the merge button.
"""),

("feedback_deploy_windows.md", "Deploy windows", "When not to deploy", "feedback",
 "days and times to avoid deploying", """
@@A5a@@
@@N2a@@

**Why:** a broken booking page on a Saturday costs real money; a broken timing screen on a race night means a re-run of the heat.

**How to apply:** if a fix is urgent on one of those days, ask Dan first and have the rollback command ready.
"""),

("feedback_migrations.md", "Migrations", "How gridbook migrations are run", "feedback",
 "who runs migrations and when", """
@@N6a@@

**Why:** a migration once locked the bookings table for four minutes during the Saturday rush.

**How to apply:** write the migration, print `sqlmigrate` output in the PR, and stop there.
"""),

("feedback_commit_messages.md", "Commit messages", "Commit message style Dan wants", "feedback",
 "commit message style", """
Short imperative subject, repo area prefix (`booking:`, `timing:`, `fleet:`), no emoji, no co-author trailer.

**Why:** Dan reads `git log --oneline` on his phone at the track.

**How to apply:** draft the message and show it before committing.
"""),

("feedback_tests.md", "Tests", "How to run and write tests", "feedback",
 "running tests before proposing changes", """
Run the tests before saying something works: `pytest -q` in gridbook, `cargo test` in lapline, `php artisan test` in pitcrew.

**Why:** Dan got burnt by a "should work" on the voucher checkout.

**How to apply:** paste the last lines of the test output in the reply.
"""),

("feedback_customer_comms.md", "Customer messages", "Rules for texts and emails to customers", "feedback",
 "what goes in texts and emails", """
@@NS4a@@
- Keep SMS under 160 characters, no links except the booking link
- Emails are plain and friendly, signed "The Kestrel Park team"

**Why:** long texts get split and cost double; lap time texts confused people.
"""),

("feedback_pr_size.md", "PR size", "Keep pull requests small", "feedback",
 "PR size preference", """
@@F9a@@

**Why:** he reviews on his phone between sessions.

**How to apply:** split refactors from behaviour changes.
"""),

("feedback_timing_changes.md", "Touching lapline", "Care needed around lapline on track days", "feedback",
 "rules for lapline on track days", """
@@NS10a@@
- Don't change the minimum lap filter without Jodie's OK; it changes who gets fastest lap

**Why:** a restart mid-session loses the passings that are still in the decoder buffer.
"""),

("feedback_refunds.md", "Refunds", "Refund rules to follow in code and in replies", "feedback",
 "refund rules", """
@@NS1a@@
@@NS7a@@

**Why:** card-not-present fraud in March, and no-shows rebooking for free.

**How to apply:** the refund endpoint must only ever refund to the original PaymentIntent.
"""),

("feedback_secrets.md", "Secrets", "Where credentials live and how to handle them", "feedback",
 "where credentials live", """
@@R10a@@

**Why:** a Stripe key ended up in a Slack thread in February.

**How to apply:** ask Dan to put new secrets in the vault, and read them in code from the environment only.
"""),

("feedback_logging_pii.md", "Logging personal data", "Personal data in logs", "feedback",
 "no personal data in logs", """
@@A10a@@
- Booking references and kart numbers are fine to log

**Why:** Loki is readable by the whole team, including the Saturday staff.
"""),

("feedback_answers.md", "Reply style", "How Dan likes answers", "feedback",
 "reply style", """
Command or diff first, then two or three lines of why. No headings for short answers.

**Why:** he reads on his phone in the pit lane.
"""),

("project_foundry_opening.md", "Foundry opening", "Opening of the indoor track and what changed in the systems", "project",
 "indoor track opening and system changes", """
The Foundry (indoor, Reading) opened on 2026-06-06.

@@D1b@@
- lapline got a second track profile (`foundry.toml`) with its own loop positions
@@NS5a@@
- The Foundry has its own sender name in the booking emails
"""),

("project_payments.md", "Payments", "Online payments and refunds in gridbook", "project",
 "online payments and refunds", """
- Online payments: Stripe Checkout since the 2025 launch of gridbook
- Refunds are done from the desk admin, which calls the Stripe refund API
- Payouts land in the Lloyds account every weekday
"""),

("project_transponder_upgrade.md", "Transponder upgrade", "Transponders on the rental fleet", "project",
 "transponders on the karts", """
@@S9b@@
- The transponder ID is printed on the kart's nose and stored on its pitcrew page
- Spares: 6 in race control
"""),

("project_junior_league.md", "Junior league", "Junior league rounds and rules", "project",
 "junior league rounds and results", """
Junior league started in April 2026 at Kestrel Park, for junior licence holders.

@@N7a@@
- Parents get the results by email after each round
- Rounds are entered through gridbook like race nights, as their own product
"""),

("project_fleet_tracking.md", "Fleet tracking", "Moving fleet records into pitcrew", "project",
 "fleet records moving into pitcrew", """
@@S5b@@
- Historic hours from the sheet were imported on go-live day
- Marek still exports a monthly PDF for the insurer
"""),

("project_live_screens.md", "Live screens", "Pit-wall and foyer screens", "project",
 "timing screens at the tracks", """
- Foyer screen at Kestrel Park shows the day's fastest laps, not live timing
- Foundry got two screens over the pit exit in June
- The screens run Chromium in kiosk mode
"""),

("project_gift_vouchers.md", "Gift vouchers", "Gift voucher sales and rules", "project",
 "voucher sales and rules", """
@@S8b@@
@@N9a@@
- Voucher codes are 10 characters, no O or 0
"""),

("project_results_site.md", "Results site", "Public results site: stack, hosting, publishing", "project",
 "public results site", """
results.kestrelpark.co.uk, repo `kestrel/results`.

@@R1a@@
@@R5a@@
@@D8a@@
- Pages per driver are keyed by licence number, never by name in the URL
"""),

("project_weather_policy.md", "Weather policy", "What happens when the weather stops the outdoor track", "project",
 "weather calls and cancellations", """
@@A7a@@
@@N3a@@
- Light rain is not a cancellation; we switch to wet tyres and slow the sessions
"""),

("project_newsletter.md", "Newsletter", "The monthly driver newsletter", "project",
 "monthly newsletter", """
@@S4b@@
- Aisha writes it; Dan adds the race night standings
"""),

("project_uptime_monitoring.md", "Uptime monitoring", "External uptime checks", "project",
 "uptime checks", """
@@S10b@@
- Checks every minute on the booking page, the checkout and the results home page
"""),

("project_api_v2.md", "lapline API v2", "lapline's results API versions", "project",
 "results API versions", """
@@S6b@@
- v2 returns laps in milliseconds and adds the track profile to every session
"""),

("project_online_licences.md", "Online licences", "Moving licences from paper cards into gridbook", "project",
 "licences moving online", """
@@D4b@@
- Paper cards issued before April are still honoured until they expire
"""),

("project_price_review.md", "Price review", "The August 2026 price review", "project",
 "price changes from August", """
@@D6b@@
- Arrive & drive prices went up by £2 a session at both tracks
"""),

("project_phone_bookings.md", "Phone bookings", "Phone line for bookings", "project",
 "phone booking line", """
@@S7b@@
- Calls outside opening hours go to voicemail, transcribed into the desk inbox
"""),
]
