# Root Claude Code auto-memory files: filename -> (type, description, title, hook, body)
# @@ID@@ lines are replaced by the claim text (plus its wrap continuation, if any).
ROOT = {}

ROOT["reference_tidebook.md"] = ("reference",
"tidebook: room bookings, rates, channel sync and invoices for all three hotels",
"tidebook overview", "booking system stack, integrations, access, allocation", """
# tidebook

Room bookings, rates and invoices for Harbour Light, Gull Rock and The Saltings. Repo `carrowbay/tidebook`.
Kasia wrote most of it in 2024; the agent has been working in it since January.

## Stack
@@F1a@@
@@R1b@@
@@V1b@@
- Redis on infra1 for cache and sessions
@@R6b@@
@@O8b@@
@@O9b@@
@@A9b@@

## Integrations
@@S1a@@
@@V7b@@
- Online prepaid room rates are charged through Stripe (account `acct_carrowbay_hotels`)
- Invoice PDFs rendered with WeasyPrint, numbered per hotel (HLF-, GRK-, SAL-)
@@NS1b@@
- Room status comes in from housekeep over the internal API

## Access
@@N5a@@
- Reception logins are per person; no shared accounts, even on night shift
- Rate changes: Margaret and the three general managers only

## Allocation
@@N6b@@
- Individual bookings are auto-assigned the night before arrival at 02:00
- Accessible rooms are never auto-assigned to guests who did not ask for one
""")

ROOT["reference_galley.md"] = ("reference",
"galley: restaurant table bookings, kitchen orders and menus (Rails)",
"galley overview", "restaurant app stack, restaurants table, bookings, kitchen", """
# galley

Restaurant table bookings, kitchen tickets and menus for the three restaurants. Repo `carrowbay/galley`.

## Stack
@@V5b@@
@@F7a@@
- Sidekiq for background jobs, Redis on infra1
@@R5a@@
@@A6b@@
@@O6b@@

## Restaurants

| Hotel | Restaurant | Covers | Dinner |
|---|---|---|---|
@@V9a@@
| Gull Rock | Dining room | 48 | 18:30-21:00 |
| The Saltings | Sail Loft | 36 | 18:00-21:00 (Wed-Sun) |

## Bookings
@@S3a@@
- Residents can also book from the QR code in their room
- A table is held for 15 minutes past the booking time, then released

## Kitchen
@@D2b@@
- Allergen matrix generated from the recipe cards (the 14 UK allergens)
- Tickets print on the pass as well, the chefs insisted
""")

ROOT["reference_housekeep.md"] = ("reference",
"housekeep - room status, cleaning workload, service standards, maintenance",
"housekeep overview", "housekeeping tablet app and API", """
# housekeep

Tablet app for the housekeeping teams plus a small Node API. Repo `carrowbay/housekeep`.

## Stack
- API: Node 20 + Fastify
- App: React Native (Expo) on Lenovo Tab M10 tablets, one per floor
@@D10b@@
@@R2b@@

## Room status
@@A10b@@
- A room only goes green after a supervisor has inspected it
- Status changes are pushed to tidebook so reception sees them straight away

## Workload
@@V3a@@
- Stayover clean: 15 minutes
- Deep clean: 90 minutes, every 8 weeks per room

## Service standards
@@N2b@@
@@NS4b@@
- The Saltings: stayovers every other day unless the guest asks for more

## Maintenance
@@F6a@@
- Supervisors close maintenance tickets, not the room attendants

## Login
@@S6a@@
- Supervisors additionally have a web login to the API dashboard
""")

ROOT["reference_seaspa.md"] = ("reference",
"seaspa - spa treatment bookings for Gull Rock and Harbour Light, built by Tidewater Digital",
"seaspa overview", "spa booking app (agency-built) stack, rules, API, comms", """
# seaspa

Spa treatment bookings for the Gull Rock spa and the two treatment rooms at Harbour Light.
Built by Tidewater Digital (agency) in late 2025; we took over day-to-day changes in the spring.

## Stack
@@A1a@@
@@R3b@@
- Database: MySQL 8 on the same box
- Source lives in the agency's Bitbucket and is mirrored to our GitHub nightly

## Booking rules
@@F4a@@
@@V4a@@
- Couples treatments need both rooms at Gull Rock free at the same time
@@D1b@@

## API
@@S9b@@
- Auth: one bearer token per client (widget, front desk screen)

## Guest comms
@@N3b@@
- Booking confirmation email for every booking

## Content
@@S8a@@
""")

ROOT["reference_infra.md"] = ("reference",
"infra: servers, web front, backups, monitoring, on-call and secrets",
"Infrastructure", "Hetzner servers, backups, monitoring, on-call, secrets", """
# Infrastructure

## Servers (Hetzner, Falkenstein)
- app1: galley and tidebook web + workers
- infra1: Redis, RabbitMQ, Grafana stack
- db1: Postgres 16 primary, streaming replica on db1-replica
- Firewall: 22 only from the office IP, 80/443 open

## Web
@@V8a@@
- Cloudflare in front of every public site (proxied DNS)
- Origin certificates from Cloudflare, renewed yearly in February

## Backups
@@V6a@@
@@F3a@@
- Restore test on the first Monday of each month (Kasia)

## Monitoring
- Grafana + Prometheus on infra1
@@A4a@@
@@NS10b@@
- Synthetic uptime checks every minute for the public booking pages

## On-call
@@A5b@@
@@NS2b@@
- When nobody has the on-call phone it lives in the office drawer at Harbour Light

## Secrets
@@A8b@@
""")

ROOT["reference_hotels.md"] = ("reference",
"Hotels: rooms, times, restaurants and house rules for HLF / GRK / SAL",
"The three hotels", "per-hotel facts: rooms, check-in, breakfast, minimum stays", """
# The three hotels

## Harbour Light, Falmouth (HLF)
@@A2b@@
@@O1b@@
@@F2a@@
- Indoor pool and two treatment rooms (booked through seaspa)
- Parking: 14 spaces, £12 a night

## Gull Rock Hotel, St Ives (GRK)
- 32 rooms (22 in the main house, 10 in the coach house)
@@V2b@@
@@D6b@@
@@O5b@@
@@A7a@@
- Dogs welcome in the coach house rooms (£15 a night)
- No parking on site; guests get a discount at the Trenwith car park

## The Saltings, Padstow (SAL)
- 18 rooms in two wings (old wing and garden wing)
- Check-in from 16:00, check-out by 11:00
@@D4b@@
@@F9a@@

## All hotels
@@S10a@@
- Breakfast is included in every rate except room-only
- Front desks are staffed 7:00-23:00, night porter after that
""")

ROOT["reference_guestcomms.md"] = ("reference",
"Guest comms: which provider sends what (email, SMS, newsletters)",
"Guest communications", "providers and templates for guest messages", """
# Guest communications

@@R4b@@
@@O7b@@
- SMS: Twilio, one UK long number per hotel
- Templates live in tidebook under `comms/templates/`, one set per hotel
- Reply-to is the hotel's reception mailbox, never a no-reply address
- Opt-in flags sync from tidebook to the newsletter audience nightly
""")

ROOT["reference_contacts.md"] = ("reference",
"Who is who - family, staff, agency and suppliers",
"Contacts", "people and suppliers to ask about what", """
# Contacts

- Margaret Penrose - owner, signs off rates and anything that costs money
- Tom Penrose - head of digital, runs the servers and the on-call phone most weeks
- Kasia Nowak - developer (tidebook, galley), part-time since September
- Ellen Penrose - spa manager, owns seaspa priorities
- Tidewater Digital (Rhys) - the agency behind seaspa, on a small retainer
- General managers: Dan (HLF), Priya (GRK), Joe (SAL)
- Accountant: Treleaven & Co, gets the monthly invoice exports
""")

ROOT["reference_glossary.md"] = ("reference",
"Glossary of hotel and housekeeping terms the team uses",
"Glossary", "HLF/GRK/SAL, stayover, departure, DND, covers", """
# Glossary

- HLF / GRK / SAL - Harbour Light, Gull Rock, The Saltings
- Departure - a room whose guest leaves today; needs a full clean
- Stayover - an occupied room whose guest stays another night
- DND - Do Not Disturb sign on the door
- Turndown - evening service (bed turned down, curtains, chocolate)
- Covers - restaurant seats / diners
- P1 / P2 / P3 - maintenance priorities in housekeep
- Rooming list - spreadsheet of names per room that a group organiser sends
""")

ROOT["user_tom.md"] = ("user",
"Tom Penrose, head of digital, family member, the main person the agent works with",
"Tom (head of digital)", "who Tom is and how he works", """
Tom Penrose is Margaret's son and head of digital for the group. He runs the servers, does most of
the deploys and carries the on-call phone on weekdays.

- Background: ops and networking, learned Python and Ruby on the job
@@R7b@@
- Prefers short answers with the command to run first
- Reads the agent's summaries on his phone between the hotels, so keep them brief
""")

ROOT["user_kasia.md"] = ("user",
"Kasia Nowak, developer on tidebook and galley",
"Kasia (developer)", "Kasia's role and preferences", """
Kasia Nowak is the developer; she built tidebook and most of galley. Part-time (three days) since September.

- Strong in Django and Rails, less keen on the React Native app
- Uses VS Code and likes PR descriptions with a checklist
- Does the monthly restore test and most code reviews
""")

ROOT["user_margaret.md"] = ("user",
"Margaret Penrose, owner of the group; not technical",
"Margaret (owner)", "owner, wants plain-English weekly summaries", """
Margaret Penrose owns the three hotels (her parents bought Harbour Light in 1979).

- Not technical; wants a plain-English summary every Monday
- Signs off anything that costs money or changes what guests see
- Hates surprises on busy weekends
""")

ROOT["feedback_merging.md"] = ("feedback",
"Merge strategy per repo - they differ and the agent must follow each",
"Merge strategy", "how PRs are merged in each repo", """
Each repo has its own merge convention; follow it, don't "fix" it.

@@R8b@@
@@NS3b@@
- seaspa: merge commits, which is the agency's convention

**Why:** Tom got annoyed when the agent merged differently in different PRs of the same repo.
**How to apply:** check the repo list above before pressing merge.
""")

ROOT["feedback_deploys.md"] = ("feedback",
"When and how to deploy - hotel weekends are sacred",
"Deploy timing", "deploy windows and release habits", """
Deploys are cheap but the weekend changeover is not.

@@A3b@@
- Tag tidebook releases as `vYYYY.MM.DD` (add `.2` for a second one that day)
- Say in the team chat before and after a deploy

**Why:** a broken allocator on a Friday evening once left Gull Rock without room assignments.
""")

ROOT["feedback_migrations.md"] = ("feedback",
"Database migrations - production needs a human, elsewhere go ahead",
"Migrations", "rules for running migrations", """
@@NS7a@@
Write migrations so they can run while the app is up (add column nullable, backfill, then constrain).

**Why:** a locking migration on the bookings table froze reception at Gull Rock for four minutes in February.
**How to apply:** ask Tom with the exact command and the expected lock time.
""")

ROOT["feedback_git_main.md"] = ("feedback",
"Never commit straight to main",
"Commits to main", "every change through a PR", """
@@N8b@@

**Why:** Kasia reviews on her part-time days and relies on the PR list to see what changed.
**How to apply:** branch, push, open a PR, even for one-line fixes.
""")

ROOT["feedback_reply_style.md"] = ("feedback",
"Reply style - short, command first, no emoji",
"Reply style", "how Tom wants answers", """
Start with the command or the answer, then one or two lines of why. No emoji, no headings for short answers.
For Margaret's Monday summary use plain English and no jargon (say "booking system", not "tidebook").
""")

ROOT["feedback_testing.md"] = ("feedback",
"Run the test suites before opening a PR",
"Testing before PRs", "what to run per repo", """
Run the repo's tests before opening a PR and paste the summary line into the description.

- tidebook: `pytest -q`
- galley: `bin/rails test`
- housekeep: `npm test` (API) - the app has no useful tests yet
""")

ROOT["feedback_pr_reviews.md"] = ("feedback",
"Who approves which PRs",
"PR approvals", "review and approval rules", """
@@F5b@@
Keep PRs small enough to review on a phone.

**Why:** a rate-rounding change once undercharged every Gull Rock booking for a weekend.
""")

ROOT["project_channel_manager_switch.md"] = ("project",
"Channel manager switch, August 2026",
"Channel manager switch", "why and when the OTA channel manager changed", """
@@S1b@@
Reason: price and a proper API for restrictions (min stay, closed to arrival).

- Mapping of room types redone for all three hotels
- Booking.com and Expedia connections re-authorised by the general managers
""")

ROOT["project_housekeep_hetzner_move.md"] = ("project",
"housekeep hosting move, April 2026",
"housekeep hosting move", "move off the old PaaS", """
@@S2b@@
- Cost went from about £60 to nothing extra a month
- Tablets were re-pointed with a config push, no reinstall needed
""")

ROOT["project_restaurant_widget.md"] = ("project",
"Restaurant booking widget replacement, June 2026",
"Restaurant booking widget", "own booking form replaces the third-party widget", """
@@S3b@@
The form posts straight into galley, so deposits and allergies come through without retyping.

- Old widget embed codes removed from all three hotel sites
- Reception got a one-page crib sheet
""")

ROOT["project_db0_shutdown.md"] = ("project",
"db0 decommissioning (the 2023 database box)",
"db0 shutdown", "retiring the old database server", """
The old database box from 2023 (db0) was retired this autumn.

@@S4b@@
- Final dump kept in the offsite bucket under `db0-final/`
- DNS record `db0.carrowbay.internal` removed
""")

ROOT["project_nfc_badges.md"] = ("project",
"NFC staff badges for tablets and clocking in",
"NFC badges", "staff badges rollout", """
Staff badges (NTAG215 stickers on the lanyard cards) rolled out in October.

- Each badge is linked to a staff record in housekeep
- Lost badges are disabled from the supervisor dashboard
""")

ROOT["project_google_chat_move.md"] = ("project",
"Team chat move, March 2026",
"Team chat move", "chat tool change for the team", """
@@S7b@@
- Spaces: #ops, #deploys, one per hotel
- GitHub and Grafana notifications were re-wired to Google Chat webhooks
""")

ROOT["project_spa_api_v2.md"] = ("project",
"seaspa API v2 (summer 2026)",
"seaspa API v2", "new spa API with resources per room and therapist", """
Tidewater shipped v2 of the spa API in July: slots are returned per room and per therapist,
and cancellations go through `DELETE /bookings/{id}` instead of a POST.

- Pagination with cursors instead of page numbers
- Rate limit: 120 requests a minute per token
""")

ROOT["project_front_desk_terminals.md"] = ("project",
"Card terminal change at the front desks, October 2026",
"Front desk terminals", "payment terminal provider change", """
@@S10b@@
- Lower fees and next-day settlement
- tidebook marks the folio paid from the terminal webhook now, no more keying the amount twice
""")

ROOT["project_easter_2026.md"] = ("project",
"Easter 2026 - rules and lessons",
"Easter 2026", "Easter weekend restrictions and what went wrong", """
@@D6a@@
Lessons:
- Set the restriction in the channel manager too, not only in tidebook
- Put the breakfast rota up a week earlier
""")

ROOT["project_saltings_winter_closure.md"] = ("project",
"The Saltings winter closure 2026",
"Saltings winter closure", "what ran during the January closure", """
@@D4a@@
- Rooms were closed for the garden wing refurbishment
- housekeep was switched off for SAL for the closure and back on 12 February
""")

ROOT["project_kitchen_display.md"] = ("project",
"Kitchen display screens",
"Kitchen display screens", "history of the kitchen ticket screens", """
@@D2a@@
They overheated next to the grill, and two died in March. Replaced in April with wall-mounted Android tablets.
""")

ROOT["project_offsite_backups.md"] = ("project",
"Offsite backups set-up",
"Offsite backups", "where backups go outside Hetzner", """
@@F3b@@
- Uploaded with `rclone copy` from db1 after the dump finishes
- Bucket has object lock for 7 days so a compromised server can't delete them
""")

ROOT["project_spa_vouchers.md"] = ("project",
"Spa gift vouchers - rules and the voucher shop",
"Spa gift vouchers", "voucher shop rules", """
Ellen set the voucher rules in May when the online voucher shop opened.

- Vouchers are valid for 12 months from purchase
@@N10b@@
- Treatment vouchers can be swapped for a treatment of the same price
""")

ROOT["project_orangery_refit.md"] = ("project",
"Orangery winter refit at Harbour Light",
"Orangery refit", "restaurant refit at Harbour Light", """
@@V9b@@
- New lighting and a bar counter for the terrace service
- The refit ran from 5 to 30 January
""")
