# Root Claude Code auto-memory files: name -> (title, description, type, body, hook)
ROOT = {}
def R(fname, title, desc, typ, hook, body):
    ROOT[fname] = dict(title=title, desc=desc, type=typ, hook=hook, body=body.strip("\n") + "\n")

R("reference_lessonbook.md", "lessonbook", "lessonbook: pupil booking system (Django), portal, SMS/email, DB", "reference",
  "booking system overview, stack, portal, notifications", """
# lessonbook

The booking system for all four branches: pupil portal, office admin, instructor diaries (read by adiapp).
Repo `harbridge/lessonbook`.

## Stack
{{A2a}}- Django 5.1, Python 3.12
{{F6a}}- Main store: PostgreSQL
{{V1a}}- Database: `postgres://lessonbook@db-lb.harbridge.internal:5432/lessonbook`
{{R1a}}- Dependencies managed with Poetry (`poetry install --with dev`)
- Celery for background jobs (reminders, slot-offer fan-out, nightly reports)
- Admin at `/office/`, pupil portal at `book.harbridge-driving.co.uk`

## Lessons
{{V2b}}{{O1b}}- Standard lesson length: 60 minutes
- Lessons start on the hour or half hour; instructors can block out breaks in their diary
{{F1a}}- Pupils book lessons online in the pupil portal
{{NS8b}}- Pupil portal shows each instructor's first name, photo and car
- Assessment lessons are flagged in the diary with a green tag

## Notifications
{{R4a}}- Transactional email: Postmark (booking confirmations, receipts, password resets)
{{R5a}}- SMS reminders via Twilio, sender ID `HARBRIDGE`
{{O10b}}- Lesson reminder SMS: 24 hours before the lesson
- Office gets a daily digest of next-day cancellations at 17:00
""")

R("reference_slotfinder.md", "slotfinder", "slotfinder — watches DVSA for earlier practical test slots and offers them to pupils", "reference",
  "test-slot watcher: polling, queue, offers, rules", """
# slotfinder

Python worker that watches the DVSA trainer booking service for cancelled practical test slots and offers
earlier dates to pupils on the waiting list. Repo `harbridge/slotfinder`.

- Python 3.12, httpx + a small state machine per account
{{R6a}}- Runs on Fly.io (app `slotfinder-prod`, region `lhr`)
{{V8a}}{{O2a}}- Queue: Redis at `redis-slots.harbridge.internal:6379`, db 2
{{V3a}}- Polls the DVSA booking service every 3 minutes per account
- Waiting list comes from lessonbook (pupils whose instructor has marked them test-ready)

## Offer rules
{{N2a}}- Pupils without a theory test pass are never offered slots
{{N8a}}- slotfinder never books a test on its own; a member of the office confirms every booking in the admin
{{D3b}}- Slot offers reach pupils by SMS and email
{{O9a}}- Reading pupils get offers from the Reading and Newbury test centres
- Basingstoke pupils get offers from Basingstoke and Farnborough
- An offer is held for 30 minutes, then goes to the next pupil on the list

## Ops
{{NS2a}}- Outages: post in #slots and ping Marta, not the on-call pager
- Logs in Grafana under the `slotfinder` folder
""")

R("reference_adiapp.md", "adiapp", "adiapp — instructor mobile app (Flutter) for diary, pupil progress, chat", "reference",
  "instructor app overview, stack, release, sync", """
# adiapp

Instructor app. Diary, pupil cards, progress recording, chat with pupils. Repo `harbridge/adiapp`.

## Stack
{{V4a}}- Flutter 3.24, Dart 3.5
{{F5a}}- Runs on iOS and Android
{{R3a}}- Crash reporting: Sentry (project `adiapp-mobile`)
- Backend calls go to the lessonbook REST API (`/api/v2/`), token per instructor
{{A4a}}- Diary sync with lessonbook every 5 minutes
{{S3a}}- Tester builds are distributed through App Center

## Progress
{{D6b}}- Pupil progress (DVSA syllabus topics, scored 1–5) is recorded in adiapp
{{F7a}}- Pupils get a progress report after every lesson
- Instructors can attach a dashcam clip reference to a lesson note, never the clip itself
""")

R("reference_fleetdesk.md", "fleetdesk", "fleetdesk - dual-control car fleet: servicing, checks, telematics (Go)", "reference",
  "fleet service overview: stack, checks, telematics, repo rules", """
# fleetdesk

Small Go service that tracks the dual-control cars: servicing, MOT, insurance, dual-control checks, mileage.
Repo `harbridge/fleetdesk`.

{{A6a}}- Go 1.23, single binary
{{R10a}}- Store: SQLite on the fleetdesk VM (`/var/lib/fleetdesk/fleet.db`)
{{D5b}}- Runs on a Hetzner VM (`fleet-1`, CX22)
{{S4a}}- Telematics: Trakm8 boxes in every car, pulled hourly
{{V5a}}- Dual-control pedal check: every 4 weeks per car
- A car with an overdue check is shown red and can't be put in an instructor's diary
{{R7a}}- PRs are rebase-merged (linear history; the release script tags from commit subjects)
""")

R("reference_paybridge.md", "paybridge", "paybridge: payments, lesson blocks, prices, refunds, accounting", "reference",
  "payments service overview: prices, providers, refund rules", """
# paybridge

Payments for lessons and blocks, refunds, daily posting to accounts. Repo `harbridge/paybridge`.

## Providers
{{R9a}}- Card payments: Stripe (Checkout for the portal and the payer logins)
{{O4a}}- Failed direct-debit collections (GoCardless) are retried twice
{{D8b}}- Posts takings to Xero daily at 23:00

## Prices (from 2026-08-01)
{{D4b}}- Single lesson: £42
{{V7a}}- 10-hour block: £420
- Motorway lesson (2 hours): £88
- Test-day hire of the car (pre-test lesson + test): £95

## Rules
{{NS1a}}- Lesson blocks are never sold without an assessment lesson first
{{N4a}}- Block hours are never refunded once the first lesson of the block has been taken
- Receipts come from lessonbook, not from the card provider
""")

R("reference_infra.md", "Infrastructure", "infra: Hetzner, Fly, backups, CI, staging, monitoring", "reference",
  "where things run, backups, CI, environments", """
# Infrastructure

{{D1b}}- lessonbook: Hetzner Cloud (2× CX32 behind a load balancer), deployed as containers
- paybridge: same Hetzner project, one CX22
- Postgres 16 on a dedicated CX42 (`db-lb`), WAL archived
{{A3a}}{{F2a}}- Postgres backups: nightly at 02:00 to Backblaze B2
{{R2a}}- CI: GitHub Actions for every repo
{{S10a}}- Staging: `staging.harbridge.dev` (one shared environment)
- Monitoring: Grafana Cloud (free tier), uptime checks every minute
- DNS at Cloudflare; `harbridge-driving.co.uk` is the public domain
""")

R("reference_branches.md", "Branches", "branches: codes, cars, test centres, fleet", "reference",
  "the four branches, car counts, fleet makeup", """
# Branches

| Branch | Code | Office | Cars | Main test centre |
|---|---|---|---|---|
| Reading | RDG | Caversham Rd (HQ) | 14 | Reading |
{{V9a}}| Newbury | NBY | Bartholomew St | 9 | Newbury |
| Basingstoke | BSK | Winton Sq | 8 | Basingstoke |
| Oxford | OXF | Botley Rd | 6 | Oxford (Cowley) |

{{A5a}}- Oxford (OXF) opened on 2026-09-07
{{D7b}}- Fleet: VW Polo 1.0 TSI (manual) and Toyota Yaris Hybrid (automatic), all with fitted dual controls
- Each branch has one spare car for breakdowns and test days
""")

R("reference_pupil_policies.md", "Pupil policies", "Pupil-facing rules on cancellations, first lesson, licences", "reference",
  "cancellation, eyesight check, licence checks", """
# Pupil policies

What the office tells pupils; lessonbook enforces most of it.

{{V6a}}- Pupils can cancel free of charge up to 48 hours before the lesson
- Late cancellations are charged in full unless the office waives it (illness with a note, bereavement)
{{A1a}}- Every first lesson starts with the eyesight check (reading a number plate at 20 metres)
- Provisional licence is checked with the DVLA share code before the first lesson
- Pupils under 17 can't book anything but a gift voucher
""")

R("reference_instructors.md", "Instructors", "Instructor rules — badges, caps, cars, pay", "reference",
  "instructor requirements, pupil cap, car use, pay basis", """
# Instructors

About 40 ADIs across the branches, mostly self-employed franchisees on a weekly fee plus a few employed.

{{F10a}}- Every instructor must hold a valid ADI badge
{{V10a}}- Cap: 30 active pupils per instructor
{{F4a}}- Instructors are paid per lesson delivered
{{N7a}}- Dual-control cars are never used for personal trips
{{NS7a}}- A dual-control car is never left at an instructor's home without the steering lock on
{{NS3a}}- Instructors never take cash from pupils in the car
- Standards checks: the DVSA does these; we keep the grade on the instructor's profile
""")

R("reference_oncall.md", "On-call", "On-call — who, when, what pages", "reference",
  "rota, handover, what the pager covers", """
# On-call

{{F8a}}- On-call is covered by the dev team
{{A8a}}- Handover: Monday 09:00
{{NS2b}}- The pager is for lessonbook and paybridge outages
- Runbooks live in `harbridge/runbooks`; link the runbook in every alert
""")

R("reference_support.md", "Pupil support", "Where pupil queries and complaints go", "reference",
  "support channels for pupils and parents", """
# Pupil support

- Phone lines per branch, forwarded to Reading after 17:30
{{S7a}}- Pupil complaints are logged in Zendesk
- Parents paying for lessons get their own login to the portal (payer role)
""")

R("reference_vouchers.md", "Gift vouchers", "Gift vouchers — sale, validity, redemption", "reference",
  "voucher rules", """
# Gift vouchers

- Sold in the portal as £50/£100/£200 or as an hour count
{{A10a}}- Gift vouchers are valid for 12 months from purchase
- Redeemed by the office against the pupil's account; not transferable once redeemed
""")

R("reference_glossary.md", "Glossary", "glossary: ADI, PDI, dual controls, test-ready and other terms", "reference",
  "terms used across the team", """
# Glossary

- ADI: approved driving instructor (green badge); PDI: trainee on a pink licence
- Dual controls: the instructor's brake (and on some cars clutch) pedal on the passenger side
- Test-ready: the instructor's flag in lessonbook that puts a pupil on slotfinder's waiting list
- Block: prepaid hours, used in any lesson length
- Mock test: a full practice test with a different instructor, marked on the DVSA sheet
""")

R("project_intensive_courses.md", "Intensive courses", "Intensive (one or two week) courses, who and where", "project",
  "intensive course rules and availability", """
Intensive courses: 20 or 30 hours over one or two weeks, ending with a practical test if one can be found.

{{D2b}}Intensive courses are available at all four branches.
{{N3a}}Intensive courses are not sold to anyone under 18.

**Why:** insurer asked for it after the April claim; also the drop-out rate for 17-year-olds was high.
**How to apply:** the portal hides the intensive product for pupils whose date of birth is under 18.
""")

R("project_docs_migration.md", "Pupil docs migration", "Move of pupil documents off Google Drive", "project",
  "where pupil documents live now", """
{{S1b}}Licence scans were migrated from Google Drive to the S3 bucket `hb-pupil-docs` in May; the Drive folder is read-only now.

**Why:** Drive sharing got out of hand (instructors had personal copies).
**How to apply:** new uploads go through the portal's document page; never link Drive files in tickets.
""")

R("project_samsara_rollout.md", "Samsara rollout", "Telematics change in the fleet", "project",
  "telematics provider change", """
{{S4b}}Trakm8 boxes were replaced with Samsara gateways in August; the Trakm8 API no longer returns data for our fleet.

fleetdesk pulls trips from the Samsara API with a read-only token. Harsh-braking events are shown on the
car page but are not shared with instructors' pupils.
""")

R("project_dvsa_accounts.md", "DVSA accounts", "DVSA trainer booking accounts used by slotfinder", "project",
  "which DVSA account does what", """
# DVSA trainer booking accounts

{{S5b}}- `harbridge-trainer-01` is deprecated; use `harbridge-trainer-02` everywhere
{{NS10b}}- Production slotfinder logs in as `harbridge-trainer-02`
{{D9b}}- Oxford books tests from its own trainer account, `harbridge-oxf-01`
- Passwords rotate every 90 days (DVSA forces it)
""")

R("project_payroll.md", "Instructor payroll", "How employed instructors get paid", "project",
  "payroll tool change", """
{{S6b}}Instructor pay moved from Sage 50 to Xero Payroll in July; Sage 50 is no longer used.

Franchisee fees are invoiced separately from paybridge; only employed instructors are on payroll.
""")

R("project_staging.md", "Staging environments", "What replaced the shared staging server", "project",
  "staging setup", """
{{S10b}}`staging.harbridge.dev` was shut down in September; every PR gets its own preview app instead.

Preview apps get a copy of the anonymised seed data, not production data.
""")

R("project_price_review.md", "Price review 2026", "The August 2026 price rise", "project",
  "price change and why", """
The August price rise was the first since 2024.

{{D4a}}Before the August price rise a single lesson was £38.
Fuel and lease costs were the main reasons; the instructors' franchise fee did not change.
""")

R("project_oxford_launch.md", "Oxford launch", "Opening the Oxford branch", "project",
  "Oxford branch launch notes", """
# Oxford launch

{{D9a}}For the first two weeks after opening, Oxford tests were booked from the Reading account.
{{O9b}}Oxford pupils only get offers for the Oxford (Cowley) test centre.
{{F9a}}Oxford pupils can book motorway lessons.
Local marketing: university noticeboards and the park-and-ride leaflets.
""")

R("project_booking_widget.md", "Booking widget", "Embeddable booking widget for partner sites", "project",
  "widget build and embed", """
The booking widget is a small Preact bundle embedded on partner sites (two colleges, one car dealer).

{{D10b}}{{O5a}}The booking widget builds with Node 22.
It talks to lessonbook's public availability endpoint only; no pupil data passes through it.
""")

R("project_mock_tests.md", "Mock tests", "How mock tests are run and recorded", "project",
  "mock test process", """
{{N10a}}Mock test results are not recorded in the pupil's progress record; they go in the mock-test sheet.
{{NS6a}}No practical test is booked until the pupil has passed a mock test.

**Why:** pass rate at Basingstoke dropped below 45% in spring.
**How to apply:** the mock is marked by a different instructor from the pupil's own.
""")

R("feedback_git_workflow.md", "Git workflow", "Git rules per repo", "feedback",
  "merge and branch rules", """
Branch names: `<initials>/<short-topic>`; open PRs early as drafts.

{{N1a}}Never squash-merge adiapp PRs; the changelog generator reads every commit.

**Why:** Marta got burned by a lost release note in March.
**How to apply:** check the repo before choosing the merge button.
""")

R("feedback_deploys.md", "Deploy rules", "When and how to deploy", "feedback",
  "deploy timing and safety rules", """
{{N5a}}Don't run lessonbook migrations during office hours (08:00–18:00).
{{N9a}}No lessonbook deploys on Fridays.
{{NS4a}}Never run fleetdesk migrations without taking a snapshot first.

**Why:** a locked table in June stopped the office booking for twenty minutes.
**How to apply:** ask in #dev before anything that touches the schema.
""")

R("feedback_pupil_data.md", "Pupil data", "What instructors and the portal may show about people", "feedback",
  "privacy rules for pupil and instructor data", """
{{N6a}}Pupils' home addresses are not shown to instructors in adiapp; only the pickup point.
{{NS5a}}Instructors never text pupils from their personal numbers.
{{NS8a}}The pupil portal never shows an instructor's surname or mobile number.

**Why:** two complaints in February (one instructor turned up at a pupil's house uninvited).
**How to apply:** check any new screen against this list before it ships.
""")

R("feedback_secrets.md", "Secrets", "Where shared credentials live", "feedback",
  "credential storage rule", """
{{S9a}}Shared credentials (DVSA, Hetzner, the SMS gateway) are in the LastPass `Harbridge Ops` folder.

Never paste a secret into a memory file, a ticket or Slack.
""")

R("feedback_pr_style.md", "PR style", "How Marta wants PRs written", "feedback",
  "PR description style", """
{{A9a}}Keep PR descriptions short, and always include a test plan.

No emoji in titles. Link the ticket at the bottom.
""")

R("feedback_sms.md", "SMS rules", "Rules for texting pupils", "feedback",
  "text timing rules", """
{{NS9a}}No texts to pupils after 21:00 or before 08:00.
{{O10a}}Test-day reminder text goes out 72 hours before the test.

**Why:** complaints from parents about late-night texts.
""")

R("feedback_testing.md", "Testing", "Testing rules for the agent", "feedback",
  "how to test safely", """
Run the unit tests before asking for review; don't mark a PR ready with red CI.

{{NS10a}}Never point slotfinder tests at the live DVSA account; use the sandbox.
""")

R("feedback_reply_style.md", "Reply style", "How to answer Marta", "feedback",
  "answer format", """
Short answers, British spelling, no headings for anything under ten lines.
When unsure about a branch's practice, ask rather than guess.
""")

R("user_marta.md", "Marta", "Marta Kowalczyk — head of operations and digital", "user",
  "who Marta is and how she works", """
Marta Kowalczyk runs operations and the small dev team (Sam Adeyemi, Josh Pereira). Former ADI herself.

{{R8a}}- Editor: VS Code with the Flutter and Django extensions
- Reviews every PR that touches payments
- Prefers decisions written down in memory files rather than Slack threads
""")

R("user_sam.md", "Sam", "Sam Adeyemi — backend developer", "user",
  "Sam's role", """
Sam Adeyemi: backend developer, owns lessonbook and paybridge. Uses Neovim and lives in the terminal.
Works Tuesday to Saturday (Saturday is the busiest lesson day).
""")

R("user_josh.md", "Josh", "Josh Pereira — mobile and fleet developer", "user",
  "Josh's role", """
Josh Pereira: mobile developer, owns adiapp and fleetdesk. Part-time ADI at Newbury on Mondays.
""")

R("project_theory_app_idea.md", "Theory app idea", "Parked idea: theory practice inside the portal", "project",
  "parked feature idea", """
Parked: a theory-test practice section in the portal. Licensing the DVSA question bank costs too much for now.
Revisit after the Oxford branch is profitable.
""")

R("reference_dvsa_api.md", "DVSA booking service", "Notes on the DVSA trainer booking service", "reference",
  "quirks of the DVSA booking service", """
- No official API: slotfinder drives the trainer booking pages with httpx and parses the HTML
- Sessions expire after 20 minutes of inactivity
- The service is down most Sunday mornings for maintenance
- Too many requests from one account gets it locked for 24 hours
""")
