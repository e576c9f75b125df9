# Root (Claude Code auto-memory) files. Header: "=== <path> | <index title>".
# A line starting with [[ID]] is a labelled claim; the marker is stripped on build.
ROOT = r'''
=== user_megan.md | Megan Pryce (user)
---
name: megan-profile
description: Who Megan is, what she runs at Birchwood and how she likes to work with me
type: user
---

Megan Pryce is operations & digital manager at Birchwood Tree Care Ltd (Hereford HQ, plus Worcester and
Ludlow depots). She is not a developer but reads Python and SQL fine and approves every production change.

- Owns quoteline, crewboard and the office side of canopy; Anya owns the survey content.
- Callum Reid is the contract developer (three days a week); Dai Morgan runs the fleet and the yard.
- Works from the Hereford office, usually on a laptop between site visits; often replies from her phone.
- Cares most about the office not being slowed down in spring, when enquiries triple.

=== user_callum.md | Callum Reid (developer)
---
name: callum-profile
description: Callum, the contract developer — tooling habits and how to hand work to him
type: user
---

Callum Reid builds and maintains the in-house apps on a contract, Monday to Wednesday.

[[R8a]] Callum edits in Neovim (LazyVim config); don't suggest VS Code extensions or settings.json tweaks.
- Prefers small PRs with the migration in its own commit.
- Likes a checklist at the end of a handover note rather than prose.
- Runs everything through `just` recipes; check the `justfile` before inventing a command.

=== feedback_reply_style.md | Reply style
---
name: reply-style
description: How to format answers for Megan (length, order, no preamble)
type: feedback
---

[[A6a]] Megan wants short answers: the command or the change first, explanation after, no preamble.

**Why:** she reads most replies on her phone between site visits and said long intros "bury the bit I need".

**How to apply:** one-line summary, then the command/diff, then at most a few bullets of reasoning. Skip
recaps of what she just asked.

=== feedback_git_workflow.md | Git workflow per repo
---
name: git-workflow
description: Branching and merge rules that differ between the Birchwood repos
type: feedback
---

The repos don't all follow the same rules; check which one you're in.

- quoteline: feature branches off `main`, one PR per change, Megan approves.
- crewboard: short-lived branches; Callum merges his own PRs once CI passes.
[[N1a]] - canopy: never squash — Anya wants each survey-schema commit kept in the history.
- tpo-tracker: commits straight to `main` are fine, it's a one-file script.

**Why:** canopy's schema history is used to explain report differences to councils after the fact.

**How to apply:** pick the merge button per repo; when unsure, ask before merging.

=== feedback_migrations.md | Database migrations in quoteline
---
name: quoteline-migrations
description: How schema migrations for quoteline must be handled on deploy
type: feedback
---

[[N3a]] Don't let quoteline run migrations on deploy — Callum runs `manage.py migrate` by hand after reading the plan.

**Why:** a migration in February locked the `quotes` table for four minutes in the middle of the morning
rush and the office couldn't open any quote.

**How to apply:** when writing a PR with a migration, say so in the description and leave a note for
Callum with `sqlmigrate` output. Never add a migrate step to the deploy scripts.

=== feedback_canopy_reindex.md | canopy reindex timing
---
name: canopy-reindex-timing
description: When it is and isn't safe to run the canopy reindex command
type: feedback
---

[[NS3a]] Don't run `canopy reindex` while surveyors are out — it locks the survey tables for several minutes.

**Why:** Anya lost a half-finished survey sync in March when I ran it at 11:00 to fix a search bug.

**How to apply:** if search looks stale during the day, rebuild only the affected job with
`canopy reindex --job <id>`, which does not take the table lock.

=== feedback_testing.md | Testing preferences
---
name: testing-preferences
description: How tests should be written and run across the apps
type: feedback
---

- Use factories (factory_boy in quoteline and canopy), never fixtures copied from production.
- Never point tests at a real database other than the throwaway one `just test` creates.
- For crewboard, Playwright only for the job-card flow; everything else as unit tests.

**Why:** a test once ran against staging data and sent a reminder text to a real customer.

**How to apply:** before adding a test, check which runner the repo uses and copy the nearest existing test.

=== feedback_commit_messages.md | Commit messages
---
name: commit-messages
description: Commit message style used across the repos
type: feedback
---

Write commit messages in plain English, imperative, under 70 characters, with the app area as prefix
(`quotes:`, `survey:`, `fleet:`), and no AI co-author trailer.

**Why:** Megan reads `git log` as the change log for the office.

**How to apply:** draft the message, show it, commit only when asked.

=== feedback_no_customer_data.md | Customer data in prompts
---
name: customer-data-handling
description: Rules for customer names, addresses and phone numbers in debugging
type: feedback
---

Never paste customer names, addresses or phone numbers into issues, commits or chat summaries; use the job
number (e.g. `J-26-0412`) instead.

**Why:** GDPR, and the issues are visible to the telematics and hosting support contacts we invite.

**How to apply:** redact before quoting a log line; ask Megan if a real record is needed to reproduce a bug.

=== reference_quoteline.md | quoteline overview
---
name: quoteline-overview
description: quoteline: enquiries, site visits, quotes, deposits and job booking (Django)
type: reference
---

# quoteline

Enquiry-to-booking system used by the office (Sian, Gareth) and by customers through the portal.

## Stack
[[D2b]] - Django 5.1 on Python 3.12
[[O1a]] - Redis: `redis-q.birchwood.internal:6379` (broker + cache)
[[R7a]] - Background jobs (PDF rendering, reminder emails): Celery with Redis as broker
[[S1a]] - Hosting: DigitalOcean droplet `qline-1` (London), Docker Compose
[[A4a]] - Staging: `staging.quote.birchwoodtrees.co.uk` (basic auth)
[[A5a]] - Production deploys are run by GitHub Actions (`deploy.yml`)
- Postgres 16 on the same host, database `quoteline`

## Quotes
[[N10a]] - No remote quotes: every quote follows a site visit by an estimator
[[V3a]] - Quotes are valid for 30 days from the issue date
[[F2a]] - Quote emails go out from `quotes@birchwoodtrees.co.uk`
[[R4a]] - Transactional email (quote PDFs, reminders): Postmark
[[S10a]] - Customers sign accepted quotes in DocuSign (template `Quote acceptance v3`)
- Quote numbers look like `Q-26-1187`; job numbers reuse the digits (`J-26-1187`)
- VAT is shown on every line; prices are entered ex-VAT

## Payments
[[F9a]] - Deposits are taken through Stripe
[[V10a]] - Deposit: 25% on jobs over £2,000, taken when the quote is accepted
[[NS7a]] - quoteline never stores full card numbers; Stripe holds them
- Balance invoices are raised from crewboard when the job is signed off, not from quoteline

## Access
[[O10a]] - Staff sessions in the quoteline admin last 8 hours
- Staff log in with Google Workspace SSO; customers use emailed magic links
- Reminder emails for unanswered quotes go at day 7 and day 21

=== reference_canopy.md | canopy overview
---
name: canopy-overview
description: canopy, the tree survey system — field tablets, API, reports and maps
type: reference
---

# canopy

Survey system for Anya's consultancy work: condition surveys, BS 5837 development-site surveys, TPO
application support. Field app on tablets, API, PDF report generator.

## Stack
[[A1a]] - Backend: FastAPI + SQLAlchemy 2
[[V1a]] - Postgres 16 at `db-canopy.birchwood.internal:5432`, database `canopy_prod`
[[R5a]] - Hosted on Fly.io (app `canopy-api`, region `lhr`)
[[S8a]] - CI: CircleCI (`.circleci/config.yml`), tests + mypy
- Field app: Flutter, offline-first, survey data kept in SQLite on the tablet until synced
[[F10a]] - Field tablets: Samsung Galaxy Tab Active

## Field sync
[[V4a]] - Field tablets push survey data to the API every 10 minutes when they have signal
- A sync conflict keeps the tablet's version and flags the tree for review
[[S2a]] - Survey photos are stored in Dropbox under `/Surveys/<year>/<job>/`
[[V8a]] - Report attachments (photos, PDFs from the council) are capped at 25 MB per upload

## Reports
[[F1a]] - Development-site surveys follow BS 5837:2012
[[D5b]] - PDF reports are rendered with WeasyPrint
[[N5a]] - Finished survey reports are never emailed to the client directly; they are released through the customer portal
[[NS8a]] - Survey reports are never published on the website or social media, even as case studies
[[O7a]] - Staff notifications (report ready for review) are sent via Amazon SES (eu-west-2)
[[R9a]] - Basemap: Mapbox satellite + streets (token in `MAPBOX_TOKEN`)

Anya signs every report off; nobody else can release one.

=== reference_chipwatch.md | chipwatch overview
---
name: chipwatch-overview
description: chipwatch, the fleet tracker for chippers, stump grinders and the MEWP
type: reference
---

# chipwatch

Tracks the chipper fleet (and stump grinders, the MEWP, the tipper trucks): engine hours, position,
service due dates, faults. Dai Morgan is the user; Callum maintains it.

## Service
[[A8a]] - Written in Go (1.23), single binary `chipwatch`
[[R6a]] - Readings are stored in TimescaleDB (hypertable `readings`)
[[S3a]] - Telematics provider: Trackpoint (REST API, polled by `chipwatch-ingest`)
[[V6a]] - Telematics units report each machine's position every 5 minutes while the ignition is on

Example ingest config kept in the repo (not what prod runs):

```yaml
ingest:
  provider: sandbox
  report_interval: 60s
  machines: [TEST-CH1, TEST-SG1]
```

## Maintenance
[[V2a]] - Chippers: full service every 250 engine hours (knives, anvil, belts, hydraulic filter)
- Knife changes are logged separately and don't reset the service counter
[[N6a]] - Fuel usage is not tracked in chipwatch (the telematics units can't read it)

## Alerts
[[F3a]] - Alerts go to the `#fleet` Slack channel
[[NS4a]] - Service-due reminders don't page anyone; they go to the fleet inbox
- A machine that hasn't reported for 48 hours shows grey on the map

=== reference_crewboard.md | crewboard overview
---
name: crewboard-overview
description: crewboard, crew scheduling and dispatch, plus the crew app on the phones
type: reference
---

# crewboard

[[D4b]] - crewboard is where every job is scheduled and tracked, from confirmed quote to invoice

## Stack
[[V5a]] - Node 20 LTS, Next.js 14 (app router)
[[R2a]] - Package manager: pnpm (lockfile `pnpm-lock.yaml`)
[[R3a]] - CI: GitHub Actions (`.github/workflows/ci.yml`)
[[F5a]] - Deployed with Docker Compose on `crew-1`
- Postgres 16, database `crewboard`, on `crew-1`

## Crew app
[[D8b]] - The crew app is a React Native app (Android only), published on Play Store as `Birchwood Crew`
[[N4b]] - Schedule changes reach crews as push notifications in the crew app
[[NS6a]] - The crew app doesn't work offline for job photos — they only upload once there's signal
[[O9b]] - Crew app photos are resized to max 2 MB before upload
- Crew leaders see tomorrow's jobs from 16:00 the day before

## Data
[[N9a]] - Customer phone numbers are not stored in crewboard (GDPR: the office rings ahead)
- Each job card carries the address, what3words, access notes and the risk level from the quote

=== reference_tpo_tracker.md | tpo-tracker overview
---
name: tpo-tracker-overview
description: tpo-tracker, the script that checks protected trees and council applications
type: reference
---

# tpo-tracker

Checks every confirmed job address against protected-tree data and follows council applications
(Section 211 notices and TPO consents) until a decision.

[[O3a]] - Python 3.11 script, run from cron
[[O8a]] - Runs on the NUC in the Hereford office (`hfd-nuc`), cron at 06:00
[[N8a]] - Checks TPOs only; conservation areas are not covered, the estimator checks those by hand
[[S6a]] - Application status comes from scraping the Herefordshire planning search (`scrape_hfd.py`)
- Results are written back to quoteline as a note on the job
- Worcestershire and Shropshire applications are tracked by hand in a spreadsheet

=== reference_infra.md | Infrastructure
---
name: infra-overview
description: Infrastructure: hosting, logs, backups, secrets, chat and shared conventions
type: reference
---

# Infrastructure

Small estate: a couple of cloud boxes, the office NUC, and SaaS around them.

[[R1a]] - Error tracking: Sentry (org `birchwood-tree`), all four apps report there
[[F6a]] - Logs: all app containers ship to Grafana Loki
- Uptime checks: Better Stack, one monitor per public URL
[[S7a]] - Backups: nightly `pg_dump` of every database to Backblaze B2 (bucket `bw-db-backups`)
[[F4a]] - Daily backups are kept for 30 days
[[S9a]] - Secrets and shared logins: LastPass shared folder `Ops`
[[D10b]] - Chat: Slack (Pro plan), workspace `birchwood-tree`
[[A10a]] - Timestamps are stored in UTC and shown in Europe/London
- DNS for birchwoodtrees.co.uk is on Cloudflare; the website itself is Squarespace

=== reference_fleet.md | Fleet
---
name: fleet-reference
description: Fleet: chippers, stump grinders, MEWP and who to call when something breaks
type: reference
---

# Fleet

Machine IDs are `<depot>-<type><n>`: CH chipper, SG stump grinder, TK tipper.

[[O4a]] - HFD: Jensen A540 tractor-towed chipper (HFD-CH1) and Timberwolf TW 230 (HFD-CH2)
[[V7a]] - HFD-CH1 Jensen A540: takes material up to 200 mm diameter
[[D6b]] - WOR: Timberwolf TW 280 (WOR-CH1)
- Stump grinders: Predator 38 (HFD-SG1), Rayco RG37 (WOR-SG1)
[[O6a]] - Stump grinders: service every 100 engine hours
- MEWP: 21 m tracked platform, kept at HFD, booked through crewboard
[[A2a]] - All chippers and grinders run on HVO, not red diesel
[[NS2a]] - Chipper breakdowns on site: ring Dai, not the on-call crew

=== reference_depots.md | Depots
---
name: depots-reference
description: Depots: Hereford, Worcester, Ludlow, crews, phones and how jobs are dispatched
type: reference
---

# Depots

| Depot | Code | Crews | Yard |
|---|---|---|---|
| Hereford (HQ) | HFD | 4 | Holmer Road |
| Worcester | WOR | 2 | Blackpole |
| Ludlow | LUD | 1 | Bromfield Road |

[[O5a]] - HFD crews leave the yard at 07:15
[[D3b]] - LUD jobs are dispatched from the Ludlow yard (Bromfield Road)
[[D1b]] - One on-call crew covers out-of-hours emergencies across all three depots
[[S4a]] - Timesheets: crew leaders fill in the paper day book, Sian types them up on Fridays
[[S5a]] - Office phones: BT Business landline (01432 number) with a divert to the on-call mobile

=== reference_safety.md | Safety rules
---
name: safety-rules
description: Site safety rules that affect scheduling and quoting in the apps
type: reference
---

# Safety rules the apps must respect

| Zone | Distance | Who may be inside |
|---|---|---|
[[V9a]] | Felling drop zone | 2 × tree height | feller and banksman only |
| Chipper infeed | 2 m either side | operator only |
| Stump grinder | 20 m | operator only |

[[N7a]] - Never book a climber on their own: every climbing job needs a second aerial-rescue-trained person on site
[[F7a]] - A site-specific risk assessment is completed before work starts
[[A9a]] - Any felling or dismantling next to a public road needs Chapter 8 traffic management
[[NS5a]] - We don't work within 10 m of overhead power lines; the DNO does that clearance
- Chainsaw work is never scheduled for anyone without their CS30/CS31 recorded in crewboard

=== reference_finance.md | Finance and insurance
---
name: finance-reference
description: Where money goes — accounts package, fees, insurance
type: reference
---

[[R10a]] - Accounts package: Xero — ledger-sync pushes approved invoices there every night
[[D7b]] - Emergency call-out fee: £120 + VAT, first hour included
- Day rate for a three-person crew with chipper: £780 + VAT
[[A7a]] - Public liability cover: £10m (policy with Arborcover)
- Employers' liability: £10m, same insurer
- Invoices are payable in 14 days; the balance is chased by Sian at day 21

=== reference_glossary.md | Glossary
---
name: glossary
description: Glossary: arb terms that show up in job notes, survey fields and code
type: reference
---

- **Arisings**: everything cut off a tree (brash, timber, leaves).
- **Crown reduction**: reducing height/spread while keeping the tree's shape; quoted in metres or %.
- **Crown lift**: removing lower branches to a given clearance above ground.
- **RPA**: root protection area (BS 5837).
- **TPO**: Tree Preservation Order; **CA**: conservation area; **S211**: six-week notice for CA works.
- **Dismantle**: section felling, usually with rigging, when there's no room to fell.
- **Banksman**: the person keeping the public out of the drop zone.
- **HVO**: hydrotreated vegetable oil, diesel replacement.

=== reference_people.md | People and roles
---
name: people-roles
description: Who does what at Birchwood and who to ask about which system
type: reference
---

- Megan Pryce: operations & digital manager, approves production changes.
- Callum Reid: contract developer (Mon–Wed).
- Anya Kowalczyk: senior arboricultural consultant, owns survey content and report sign-off.
- Rhys Bevan: surveyor, started May 2026.
- Dai Morgan: fleet and yard manager (HFD).
- Sian Lloyd: office manager, quotes admin, invoices.
- Gareth Hughes: estimator and HFD crew leader.

=== project_survey_reports.md | Survey report contents
---
name: survey-report-contents
description: What goes into a canopy survey report and in what order
type: project
---

[[D9b]] - All survey reports are produced by canopy from the tablet data
[[A3a]] - Each report has a tree schedule table and a tree constraints plan
- Condition surveys add a recommended-works table with priorities (urgent, 6 months, 12 months)
- Anya's signature block and qualifications go on the last page

**Why:** councils reject reports without the schedule and TCP, and rework costs a surveyor day.

=== project_customer_portal.md | Customer portal
---
name: customer-portal
description: The customer-facing portal — quotes, acceptance, reports, invoices
type: project
---

The portal is the customer side of quoteline (same Django project, `portal` app).

[[O10b]] - Customers are logged out of the portal after 30 minutes idle
- Shows open quotes, accepted jobs, survey reports released by Anya, and invoices
- Mobile first: most customers open it from the quote email on a phone

=== project_storm_season.md | Storm season 2026
---
name: storm-season-2026
description: What we learnt from the winter storms and what changed in the apps
type: project
---

[[D1a]] During the January–February 2026 storms we ran two on-call crews every night.
- The emergency enquiry form got a "tree on property / on road / other" picker
- crewboard now shows call-outs in red at the top of the board

**Why:** the office took 140 storm calls in five weeks and triage by phone didn't scale.

=== project_ludlow_depot.md | Ludlow depot opening
---
name: ludlow-depot
description: Ludlow depot opening in August 2026 and what had to change in the apps
type: project
---

The Ludlow yard opened on 10 August 2026 with one crew and a tracked chipper.

- crewboard got a LUD depot filter and its own board colour
- quoteline postcodes SY8 and SY7 route enquiries to Ludlow
- chipwatch added the LUD machines the week before opening

**How to apply:** when adding per-depot settings, remember three depots, not two.

=== project_ledger_sync.md | ledger-sync
---
name: ledger-sync
description: The small job that moves approved invoices into the accounts package
type: project
---

ledger-sync is a Python job in the crewboard repo (`jobs/ledger_sync.py`).

- Picks up invoices marked approved by Sian and not yet synced
- Writes the external invoice ID back onto the crewboard invoice
- Failures are posted to `#office` with the invoice number

**Why:** double entry by hand was the biggest Friday job for the office.

=== project_quote_reminders.md | Quote reminder tweaks
---
name: quote-reminders
description: Ongoing work on quote follow-up reminders and their wording
type: project
---

Reminder wording was rewritten in October to sound less like a debt letter.

- The second reminder offers a call back from the estimator
- Reminders stop as soon as the customer opens the portal and clicks Decline
- Megan wants reminder stats by depot before the spring rush

=== project_tender_pack.md | Council tender pack
---
name: council-tender-pack
description: Documents and exports needed for council framework tenders
type: project
---

For council framework tenders we need a pack assembled from several systems.

- Insurance certificates (from Sian's shared drive)
- CS30–CS39 and aerial rescue certificates exported from crewboard
- Three sample canopy reports with client names redacted
- The fleet list from chipwatch with LOLER dates for the MEWP

=== project_chipwatch_roadmap.md | chipwatch roadmap
---
name: chipwatch-roadmap
description: Things Dai has asked for in chipwatch, roughly in order
type: project
---

- Knife-change reminders by hours since last change, separate from the service
- A weekly hours report per depot for the Monday meeting
- Show tipper MOT dates alongside the chippers
- Maybe: geofence alert if a chipper leaves the county at night
'''
