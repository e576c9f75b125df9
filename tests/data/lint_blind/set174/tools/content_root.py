# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
# Claim lines are marked with @@ID@@ at the start; build.py strips the marker.
ROOT = []

def r(fname, name, desc, typ, title, hook, body):
    ROOT.append((fname, name, desc, typ, title, hook, body))

r("reference_teesheet.md", "teesheet", "teesheet — the tee-time booking app (stack, config, booking rules, messaging)",
  "reference", "teesheet overview", "stack, config and booking behaviour of the tee-time app", """
# teesheet

Django 5 app that runs the tee sheet. Repo `carrowheath/teesheet`. Owner: Sam.

## What it is
@@D1b@@- Tee-time booking system for members, visitors and societies
- Public booking pages at `book.carrowheath.golf`, member login through the portal
- Staff view for the office and the starter (print sheet, no-shows, block bookings)

## Stack
- Django 5.1, gunicorn, HTMX for the booking grid
@@R1a@@- Dependencies: Poetry (`poetry.lock` is committed)
@@V1a@@- Database: `postgres://teesheet@db1.carrowheath.internal:5432/teesheet`
- Redis db 1 for the slot-hold cache (holds expire after 5 minutes)
- Static files served by whitenoise

## Booking behaviour
@@V2a@@- Heath course tee-time interval: 10 minutes
- First tee time 07:00 April–September, 07:30 the rest of the year
@@N3a@@- Visitors cannot book weekend mornings (before 11:00)
- Two-ball bookings are allowed after 15:00 only
- Members can hold a slot for 5 minutes while adding playing partners
@@O6b@@- Member sessions time out after 30 minutes idle

## Messaging
@@R3a@@- Booking confirmation emails go through Postmark
@@A2a@@- Confirmation emails are sent from `bookings@carrowheath.golf`
@@R9a@@- Reminder SMS provider: Twilio
- Reminder SMS text is in `templates/sms/reminder.txt`; keep it under 160 characters
""")

r("reference_compdesk.md", "compdesk", "compdesk — competition entries, draws, results and fees",
  "reference", "compdesk overview", "competitions app: entries, draws, results", """
# compdesk

Competitions app used by Alan Greer (competitions secretary) and the pro shop.

## Stack
@@V6a@@- Python 3.11, Django 4.2 LTS
@@D10b@@- Database: Postgres on the shared db1 server
- Celery is not used here; draws are generated synchronously (they take under a second)

## Entries and draws
@@D2b@@- Entry closes at 18:00 the evening before the competition
@@F6a@@- Medal draws are published 48 hours before the first tee time
- Draws for pairs events keep partners together; the draw only orders the groups
@@N6a@@- Entry fees are not taken online; members pay at the pro shop counter when they sign in

## Fees
| Competition | Entry fee | Format |
|---|---|---|
@@O8a@@| Saturday medal | £3 | 18 holes stroke play |
| Midweek stableford | £2 | 18 holes stableford |
| Club Championship | £10 | qualifying + matchplay |

## Results
@@S5a@@- Publishes results to the WordPress site (`/results/`) through the WP REST API
- Results are provisional until the committee signs them off (usually Monday)
""")

r("reference_hcplink.md", "hcplink", "hcplink — pushes scores to the England Golf CDH (WHS handicaps)",
  "reference", "hcplink overview", "handicap score submission service", """
# hcplink

Small FastAPI service that takes completed scorecards and submits them to England Golf's
Central Database of Handicaps (CDH) so WHS indexes update.

## Integration
@@A7a@@- Talks to the CDH API v2 using OAuth client credentials
@@V4a@@- Pushes submitted scores to the CDH every 15 minutes (cron `*/15 * * * *`)
@@F4a@@- Failed CDH submissions are retried
@@R6a@@- Submission queue: Redis + RQ (`rq worker cdh`)

## Rules
@@NS3a@@- Scores are not submitted until both player and marker have signed the card in the app
@@N8a@@- General play scores are never entered on the clubhouse kiosk; members use the My England Golf app
- Competition scores come across from compdesk once the competition is closed

## Members
@@S3a@@- Member list: synced nightly from the ClubV1 CSV export on SFTP
- CDH IDs are stored on the member record; never guess one from the name
""")

r("reference_barcard.md", "barcard", "barcard — member bar-card accounts, top-ups, tills",
  "reference", "barcard overview", "bar-card balances, top-ups and till integration", """
# barcard

Member bar-card accounts (prepaid balance with the members' 10% discount). Flask app, Tomasz Nowak
(bar manager) is the business owner.

## Tills
@@S1a@@- Tills: Lightspeed Restaurant, two terminals in the bar and one in the halfway hut
- Card swipes at the till call `POST /api/charge`; the till shows the remaining balance

## Top-ups
@@V5a@@- Minimum bar-card top-up: £20
@@F9a@@- Members can top up online
@@O10b@@- Top-up jobs run on Redis + RQ
@@O5a@@- Redis db 2 holds the top-up locks
- Top-ups over £500 need the office to confirm

## Rules
@@N4a@@- Bar-card balances never expire
@@NS4a@@- Junior members' bar-cards can't be used for alcohol
@@F2a@@- Range ball tokens can be charged to the bar-card
- Members' discount is 10% on the bar, not on catering functions
""")

r("reference_greenlog.md", "greenlog", "greenlog — greenkeeping schedule and course closures",
  "reference", "greenlog overview", "greenkeeping works schedule and course closures", """
# greenlog

Greenkeeping schedule app for Gareth Lowe (head greenkeeper) and his team: mowing, spraying,
tining, course closures. Small Flask app with SQLite.

## Where it runs
@@D6b@@- Runs as a container on the main app server
@@S4b@@- Migrated off the shed Raspberry Pi to the main app server in February 2026
@@S10b@@- Replaced the 'Course Works 2026' Google Sheet in March; that sheet is no longer maintained
@@O7b@@- Backups: the SQLite file is copied to B2 weekly and the last 8 copies are kept

## Closures
@@N5a@@- Never closes the course by itself: the head greenkeeper confirms every closure
- Confirmed closures are pushed to teesheet, which blocks the affected tee times
@@NS10a@@- Members can't edit the works schedule; greenstaff only

## Agronomy
@@F8a@@- Hollow-tining is scheduled twice a year
@@D7b@@- Summer green height: 3.5 mm
- Winter green height: 5 mm
- Tees and approaches are cut on Mondays and Thursdays
""")

r("reference_infra.md", "infra", "Infra: hosting, CI, DNS, TLS, secrets",
  "reference", "Infrastructure", "where the apps run and how they are wired", """
# Infrastructure

@@R5a@@- Hosting: the web apps (teesheet, compdesk, barcard, hcplink) run on one Hetzner CX32 in Falkenstein
- Databases live on db1 (Postgres 16); db2 is the streaming replica
@@R2a@@- CI: GitHub Actions on every repo
@@R10a@@- DNS: Cloudflare (proxy off for the mail records)
@@A10a@@- Caddy terminates TLS for every app
- Secrets in 1Password, vault "Carrow Heath Systems"
- SSH only with keys; the office PC has no server access
""")

r("reference_monitoring.md", "monitoring", "monitoring — error tracking, alerts, paging",
  "reference", "Monitoring and alerts", "error tracking, Grafana alerts, paging", """
# Monitoring

@@R4a@@- Error tracking: Sentry (sentry.io org `carrow-heath`) for teesheet, compdesk and barcard
@@F3a@@- Grafana alerts go to Slack
@@NS8b@@- hcplink job failures page on-call through Grafana OnCall
- Uptime checks every minute on the public booking page and the member portal
- Logs: Loki, 30 days
""")

r("reference_course.md", "course", "Course facts: layouts, yardages, buggy rules",
  "reference", "Course facts", "the two courses, yardages and buggy rules", """
# The courses

Carrow Heath has two courses: the Heath (championship) and the Spinney (short 9-hole loop).

| Course | Holes | White yds | Par |
|---|---|---|---|
@@V9a@@| Heath | 18 | 6,412 | 71 |
| Spinney | 9 | 2,140 | 33 |

## Buggies
@@O9a@@- Buggies: not allowed on the Heath in January and February
- Buggies must stay 20 yards from greens and off the tees
- Medical-exemption buggies can use the paths even when buggies are otherwise banned
""")

r("reference_payments.md", "payments", "payments — green fees, webhooks, refunds",
  "reference", "Payments", "how green fees and card payments flow", """
# Payments

@@S8a@@- Visitor green fees are taken through Stripe Checkout
- Payment status is written to the booking by the payments worker, not the web request
@@V10a@@- Failed payment webhooks are retried by the worker up to 5 times
- Webhook signing secret lives in 1Password ("payments webhook secret")
- Society deposits are invoiced by the office, not paid online
""")

r("reference_api_endpoints.md", "api-endpoints", "teesheet API endpoints used by the member app and kiosk",
  "reference", "teesheet API", "endpoints the member app and kiosk call", """
# teesheet API

@@S9b@@- API v1 is deprecated since 2026-06; the member app and the kiosk use `/api/v2/`
- `GET /api/v2/bookings?member=me` — the member's upcoming bookings
- `POST /api/v2/bookings` — create, with `players[]`
- `DELETE /api/v2/bookings/{id}` — cancel (allowed up to 24 h before the tee time)
@@NS7a@@- Never returns a member's handicap index to unauthenticated callers
- Token auth: the app gets a 30-day refresh token
""")

r("reference_env_vars.md", "env-vars", "Environment variables for the club apps (names only, no values)",
  "reference", "Env vars", "which env vars each app reads", """
# Environment variables

Names only; the values are in 1Password.

## teesheet
- `DATABASE_URL`, `REDIS_URL`, `SMS_API_KEY`, `EMAIL_API_TOKEN`
- `MEMBER_ADVANCE_DAYS` controls the member booking window (see project_booking_rules.md)

## hcplink
- `CDH_CLIENT_ID`, `CDH_CLIENT_SECRET`, `CDH_BASE_URL`

Example `.env` for local work (not production values):

```
DATABASE_URL=postgres://teesheet@localhost:5432/teesheet
HCPLINK_SYNC_CRON="0 * * * *"
MEMBER_ADVANCE_DAYS=3
```
""")

r("reference_people.md", "people", "People: who does what at the club",
  "reference", "People", "who owns what at the club", """
# People

- Fiona Brannigan — secretary-manager; approves anything that goes to all members
- Sam Okonedo — contract developer, owns all the club apps
- Rhiannon Price — office manager; green fees, society bookings, refunds
- Gareth Lowe — head greenkeeper; closures, works schedule
- Tomasz Nowak — bar and catering manager
- Alan Greer — competitions secretary (volunteer)
- Bev Hallam — junior organiser (volunteer)
""")

r("reference_glossary.md", "glossary", "Glossary: golf club terms that show up in code and tickets",
  "reference", "Glossary", "golf terms used in code and tickets", """
# Glossary

- **HI** — handicap index (WHS); **CH** — course handicap for a given set of tees
- **CDH** — England Golf's Central Database of Handicaps
- **General play** — a non-competition round submitted for handicap
- **Medal** — stroke-play competition; **Stableford** — points competition
- **Sweep** — optional side pot on a competition
- **Society** — a visiting group booking (usually 12–40 players)
- **Starter** — volunteer who sends groups off the 1st tee
- **Hollow-tining** — removing cores from greens to relieve compaction
""")

r("user_sam.md", "user-profile", "Sam's role, tools and how he likes to work",
  "user", "Sam (user)", "who Sam is and how he works", """
Sam Okonedo is the club's contract developer (three days a week). Background in Django and Postgres.

@@R7a@@- Editor: Neovim with LazyVim
- Prefers concrete diffs over long explanations
- Plays off 14; knows the course and the rules well, so golf terms need no explanation
""")

r("user_office.md", "office-team", "The office team and what they need from the apps",
  "user", "Office team", "the office staff as users of the apps", """
The office (Rhiannon plus a part-timer) are the main staff users of teesheet and barcard.
They are not technical: error messages in staff screens must say what to do next, not just what failed.
They work 09:00–17:00 weekdays and 08:00–13:00 Saturdays.
""")

r("feedback_deploys.md", "deploys", "When and how to deploy the club apps",
  "feedback", "Deploy rules", "deploy timing and method", """
@@N7a@@Never deploy teesheet on a Friday — the weekend sheet is the busiest time.
@@NS6a@@Never deploy teesheet during the Saturday 07:00–11:00 rush either.
@@F5a@@Deploy with `make deploy` from the repo root.

**Why:** a broken booking page on a Saturday morning means the starter turns people away and the office
phone melts.

**How to apply:** check the day and time before suggesting a teesheet deploy; for compdesk and barcard the rules are looser.
""")

r("feedback_testing.md", "testing", "Testing preferences for the club repos",
  "feedback", "Testing", "how tests should be written", """
@@F10a@@Use pytest for every repo.
@@N2a@@Don't mock the CDH API in hcplink tests — use the England Golf sandbox.

**Why:** a mocked CDH once hid a payload change and 40 scores were rejected over a weekend.

**How to apply:** factory_boy for fixtures; no fixtures loaded from JSON dumps.
""")

r("feedback_migrations.md", "migrations", "Rules for Django migrations on teesheet",
  "feedback", "Migrations", "how teesheet migrations are applied", """
@@N1a@@Never run teesheet migrations automatically on deploy; Sam applies them by hand after a dump.

**Why:** a migration in 2025 locked the bookings table for four minutes on a Saturday.

**How to apply:** leave `migrate` out of any deploy script you write for teesheet; mention pending
migrations in the PR description instead.
""")

r("feedback_git_workflow.md", "git-workflow", "Branching and merging conventions",
  "feedback", "Git workflow", "branches, merging, commit messages", """
@@R8a@@Always rebase-merge PRs so main stays linear.
Branch names: `feat/…`, `fix/…`, `chore/…`.
Commit messages in the imperative, with the ticket number at the end.

**Why:** Sam bisects a lot and wants every commit on main to build.
""")

r("feedback_code_style.md", "code-style", "Python code style for the club repos",
  "feedback", "Code style", "linting, formatting, typing", """
@@A9a@@Use ruff for linting and formatting; no black, no isort.
Type hints on new functions; mypy is advisory only.
Keep views thin — business rules go in `services/`.
""")

r("feedback_pr_reviews.md", "pr-reviews", "How Sam wants PRs prepared for review",
  "feedback", "PR reviews", "PR size and description", """
@@A4a@@Keep PRs under 400 changed lines; Sam won't review bigger ones in one go.
Describe the user-visible change first, then the technical bits.
Screenshots for anything the office or the starter will see.
""")

r("feedback_oncall.md", "oncall", "What does and does not page Sam",
  "feedback", "On-call", "paging rules", """
@@N10a@@Don't page Sam for bar till outages; Tomasz rings the till company's support line directly.
Booking page down on a weekend morning: page immediately.

**Why:** Sam can't fix the till hardware and the till company's support is open 24/7.
""")

r("feedback_comms.md", "comms", "Rules for messages that go to members",
  "feedback", "Member comms", "emails and messages to members", """
@@NS9a@@Never send a members-wide email without Fiona's OK.
Plain language; no golf-software jargon in member-facing copy.
Closures go on the app banner and the noticeboard as well.
""")

r("feedback_docs.md", "docs", "Where documentation goes",
  "feedback", "Docs", "where docs live", """
Docs live in each repo's `docs/` folder as Markdown; no Confluence.
Runbooks for the office go in the shared drive as PDFs, because they print them.
""")

r("project_booking_rules.md", "booking-rules", "Booking windows and priority rules agreed by the committee",
  "project", "Booking rules", "committee-agreed booking windows", """
The committee signed off the booking rules in January 2026.

@@V3a@@Members can book tee times up to 14 days ahead; visitors up to 7.
Members may hold at most two future weekend bookings at a time.
No-shows twice in a month lose online booking for 14 days.
""")

r("project_backups.md", "backups", "Backup schedule and retention",
  "project", "Backups", "what is backed up and for how long", """
@@V8a@@Nightly Postgres dumps are kept for 30 days in Backblaze B2.
@@A5a@@The backup job runs at 02:30 every night.
Restore test: first Monday of each quarter, onto a scratch VM.
""")

r("project_junior_section.md", "junior-section", "How the junior section uses accounts, booking and bar-cards",
  "project", "Junior section", "how juniors use the systems", """
Bev Hallam runs the junior section (about 45 juniors, ages 8–17).

@@N9a@@Juniors can't book tee times themselves; a parent or the junior organiser books for them.
@@NS4b@@Every junior member gets a bar-card for soft drinks and range balls.
Junior coaching is Saturday 09:00–11:00 on the Spinney.
""")

r("project_club_championship.md", "club-championship", "Club Championship format and how compdesk handles it",
  "project", "Club Championship", "championship format and draw", """
@@D5b@@Club Championship qualifying is 18 holes of stroke play; the top 16 go through
to matchplay over the following three weekends.
compdesk generates the matchplay bracket from the qualifying results; ties broken on the back nine.
""")

r("project_greens_renovation.md", "greens-renovation", "2026 greens renovation project",
  "project", "Greens renovation", "the 2026 greens renovation works", """
Renovation of the Heath greens ran 10 August – 20 September 2026 (overseeding, topdressing, new drainage on the 4th and 11th).

@@A1b@@Hollow-tining stays at twice a year, spring and autumn, on top of the renovation.
Temporary greens were cut on the 4th and 11th during the works.
""")

r("project_bar_epos_move.md", "bar-epos-move", "Move of the bar tills to a new EPOS provider",
  "project", "Bar EPOS move", "the 2026 move of the bar tills", """
@@S1b@@The bar moved off Lightspeed to Epos Now in June 2026; the Lightspeed account was closed in July.
barcard talks to the new tills through their REST API; the old Lightspeed webhook code was deleted.
Tomasz trained the weekend bar staff in the first week.
""")

r("project_whs_sync.md", "whs-sync", "Making handicap updates visible to members faster",
  "project", "WHS sync speed-up", "handicap update latency work", """
Members complained that handicap indexes were slow to update after a medal.
Fix was on the compdesk side: closing a competition now queues the scores straight away instead of
waiting for Alan to press "export".
Follow-up: show "submitted to England Golf" on the card in the member app.
""")

r("project_winter_rules.md", "winter-rules", "Winter rules and how they show in the apps",
  "project", "Winter rules", "preferred lies and mats in winter", """
Winter rules (preferred lies, fairway mats) run from 1 November to 31 March.
compdesk prints "Preferred lies in operation" on cards while they are on.
Scores in winter rules still count for handicap.
""")

r("project_member_app.md", "member-app", "Member app (PWA) project",
  "project", "Member app", "the members' PWA", """
The member app is a PWA on top of teesheet, launched for the 2026 season.
Features: bookings, bar-card balance, competition entry, handicap card.
Push notifications are planned for 2027; nothing is sent by push yet.
""")

r("project_visitor_pricing.md", "visitor-pricing", "Visitor green-fee pricing for 2026",
  "project", "Visitor pricing", "green-fee bands", """
Green fees on the Heath: £55 midweek, £65 weekends; Spinney £20 any day.
Twilight rate (after 16:00) is half price.
Prices are set in teesheet's admin, not in code.
""")

r("project_gdpr.md", "gdpr", "Data protection tasks",
  "project", "GDPR", "data protection work", """
Lapsed members' personal data is anonymised 6 years after they leave (accounting rules).
Subject access requests go to Fiona; Sam exports the data within 10 working days.
The CCTV system is not part of any of the apps.
""")

r("project_open_week.md", "open-week", "Open week 2026 (visitor competitions)",
  "project", "Open week", "open week competitions", """
Open week ran 13–19 July 2026: visitors entered through compdesk's public entry form.
Next year's open week dates are not set yet.
""")

r("project_buggy_fleet.md", "buggy-fleet", "Buggy hire bookings",
  "project", "Buggy fleet", "hiring buggies with a tee time", """
Eight buggies; hire can be added to a tee-time booking in teesheet.
Battery charging logs are kept by the greenstaff, not in any app.
""")
