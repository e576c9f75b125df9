# Root (Claude Code auto-memory) files. Lines starting with §ID§ carry a labelled claim.
# (filename, name, description, type, title-for-MEMORY, hook, body)
ROOT = [
("reference_tunebook.md", "tunebook-overview", "tunebook: tuning bookings, rounds and reminders (Django)", "reference",
 "tunebook overview", "booking and reminder system: stack, slots, reminders", """
# tunebook

Booking and tuning-round system. Repo `hfpianos/tunebook`, owned by Sam.

## Stack
- Django 5.0 on Python 3.12, dependencies managed with uv
§V1a§- Database: Postgres 16 at `db-tune.hfpianos.internal:5432`
- Sessions are database-backed; there is no cache server for tunebook
- Office admin at `/office/`, staff sign in with their Google Workspace accounts
§S5a§- Customer portal at `book.hfpianos.co.uk` (Django templates, same repo)

## Bookings
§V2a§- Standard tuning slot: 90 minutes
- Travel buffer between visits: 30 minutes, added by the round planner
§F7a§- Tuning due date: 12 months after the last tuning for domestic pianos
- Every booking belongs to a piano record, and every piano to a customer
- A customer can have several pianos (venues often have three or four)

## Reminders
§R1a§- Reminder SMS via Twilio (messaging service `HF Tuning`)
§V10a§- Tuning reminder SMS goes out 14 days before the due date
§O3a§- Failed reminder SMS are retried up to 3 times, an hour apart
- Reminder emails via Postmark, template `tuning-due`
- Reminder email goes out 28 days before the due date
- Customers can opt out of reminder texts but not of the booking confirmation email

## Deploy
- `scripts/deploy.sh` from `main`; see [[feedback_migrations]] before touching the schema
"""),

("reference_restorelog.md", "restorelog-overview", "Restoration job tracker (Rails) with stages, parts, hours, estimates", "reference",
 "restorelog overview", "restoration jobs from intake to delivery", """
# restorelog

Tracks restoration jobs from intake to delivery. Repo `hfpianos/restorelog`, mostly Sam, Joel helps.

## Stack
§S9a§- Runs on Ruby 3.2 / Rails 7.1
- Database: MySQL 8.0 at `db-rl.hfpianos.internal:3306`
§V8a§- Sidekiq queue on Redis `redis-rl.hfpianos.internal:6379`, db 2
- Sidekiq concurrency: 5 threads, one process

## Jobs
- Stages: intake, strip-down, soundboard, action, stringing, finishing, delivery
§F6a§- A job cannot move to `in_workshop` until the deposit is recorded
§V3a§- Estimates are valid for 60 days from issue
- An estimate is re-issued, not edited, when the scope changes
§F9a§- Workshop hours are logged per job in 15-minute units
§A5a§- Photos of each stage go to the `hf-workshop-photos` bucket
§S4a§- Parts inventory lives in the `parts` tab of the workshop Google Sheet
§NS8a§- Nothing is ordered from Renner without a job number on the order
- Restringing jobs record the wire gauge per section, bass strings by note
- Jobs over 200 workshop hours are flagged to Rosalind every Monday
"""),

("reference_moveplan.md", "moveplan-overview", "moveplan: piano removals: quotes, surveys, crews and vans", "reference",
 "moveplan overview", "removals app: quotes, surveys, crews, vans", """
# moveplan

Removals planning. NestJS + TypeScript, repo `hfpianos/moveplan`.

## Stack
- Node 20 LTS
§R4a§- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
§R10a§- Background jobs: BullMQ on Redis
§S1a§- Routing and drive times: Google Maps Distance Matrix API
- Crew texts are sent from moveplan itself, not from tunebook

## Crews
§F2a§- Uprights: crew of 2
§V4a§- Grand pianos: crew of 3, always with the grand board and shoe
- Crew leader on every job: Craig Dunmore, or whoever he names in moveplan
- A crew does at most two removals a day

## Rules
§N5a§- moveplan does not book a removal above the ground floor without a site survey
§A3a§- Every removal is insured up to £25,000 per instrument
- Quotes are shown to the customer with VAT included
- Vans are assigned per job, see [[reference_vans]]
"""),

("reference_pitchpipe.md", "pitchpipe-overview", "Tuners' mobile app for readings, humidity and visit notes (Flutter)", "reference",
 "pitchpipe overview", "the tuners' phone app", """
# pitchpipe

Flutter app the tuners use on visits. Repo `hfpianos/pitchpipe`, Joel's.

§V5a§- Flutter 3.22, Dart 3.4
§D6b§- Runs on Android and iOS; most tuners carry a Pixel 7a as their work phone
§A6a§- Minimum Android version: 10 (API 29)
- Minimum iOS version: 16
§R2a§- Crash reporting: Sentry (project `pitchpipe-mobile`)
§S8a§- Android builds reach tuners through Firebase App Distribution
- iOS builds go to Hattie's iPhone through TestFlight
§F4a§- Records humidity and temperature with every tuning
§N6a§- Readings are stored offline and synced when the phone is back on signal
§NS3a§- Does not upload audio, only the measured cents offset per note
- Visit notes are free text; the office reads them in tunebook
"""),

("reference_billbridge.md", "billbridge-overview", "Invoicing bridge from tunebook and restorelog into FreeAgent", "reference",
 "billbridge overview", "invoicing bridge into the accounts", """
# billbridge

Small FastAPI service that turns completed work into FreeAgent invoices. Repo `hfpianos/billbridge`.

§D9b§- Invoices are pushed to FreeAgent within 10 minutes of the tuning being marked complete
§N7a§- VAT invoices are never issued before the tuning is marked complete
§NS1a§- Invoices are never issued without a VAT line, even for charity customers
§R5a§- Invoice emails go out through Postmark (stream `invoices`)
§S3a§- Card payments for restoration deposits go through Stripe Checkout
§R9a§- On-site card payments for tunings: SumUp readers in the tuners' kits
- Payment reminders go 14 and 28 days after the invoice date
- Invoice numbers follow the FreeAgent sequence (`HF-` prefix)
"""),

("reference_infra.md", "infra-overview", "infra: hosting, CI, backups, monitoring, secrets", "reference",
 "Infrastructure", "where things run and how they are watched", """
# Infrastructure

§R8a§- Hosting: tunebook and restorelog run on one DigitalOcean droplet (`hf-app-1`, LON1)
- The droplet is 4 vCPU / 8 GB; upgrade planned only if restorelog photos grow
§R3a§- CI: GitHub Actions for all four repos
§V6a§- Backups: restic to Backblaze B2 nightly at 02:30, kept for 30 days
§A1a§- Logs: Grafana Cloud (Loki), 14 days retention
§S2a§- Uptime checks: Uptime Kuma on the workshop NUC
§S6a§- Secrets: Bitwarden organisation vault `HF Dev`
- DNS: Cloudflare, zone `hfpianos.co.uk`
- Mail for people (not apps): Google Workspace
"""),

("reference_workshop.md", "workshop-sites-people", "Sites, hours, people and workshop conditions", "reference",
 "Workshop and people", "sites, opening hours, who does what", """
# Workshop

§A9a§- Workshop: Unit 4, Feeder Road, Bristol BS2; showroom at 12 Walcot Street, Bath
- Workshop hours: Monday to Friday, 08:00 to 17:00
- Showroom open Thursday to Saturday
- Workshop manager: Rosalind Hayes
- Removals lead: Craig Dunmore
- Tuners: Ewan Pryce (Bristol), Hattie Moss (Bath and Wiltshire), Dev Chauhan (Cardiff and Newport)
§N9a§- Soundboards are never glued when the workshop is above 55% RH
- Target humidity in the main workshop is 45% RH; the dehumidifier is set to that
- Glue pots are switched off at 16:30 every day
"""),

("reference_pricing.md", "pricing", "Prices for tunings, restorations and removals", "reference",
 "Pricing", "what we charge for what", """
# Pricing (2026)

§F3a§- Standard tuning: £95 inside the Bristol zone
§A8a§- Pitch raise: £45 on top of the tuning
- Concert-pitch check for venues: £60
§V7a§- Restoration deposit: 30% of the estimate, taken when the piano arrives at the workshop
§F10a§- Stairs surcharge for removals: £40 per flight
- Local upright removal (same city, ground floor to ground floor): from £220
- All prices include VAT
"""),

("reference_vans.md", "removal-vans", "Removal vans, lifts and what they can carry", "reference",
 "Vans", "the two removal vans and their limits", """
# Vans

| Van | Model | Lift | Notes |
|---|---|---|---|
| VN01 | Ford Transit 3.5t | tail lift 350 kg | uprights only |
§V9a§| VN02 | Iveco Daily 3.5t | tail lift 500 kg | grands up to 7 ft |

- Both vans are serviced at a commercial garage in Avonmouth every 12 months
- Vans are booked per job in moveplan; Craig keeps the keys
- The piano trolley and grand board live in VN02
"""),

("reference_tuning_standards.md", "tuning-standards", "House standards every tuner follows", "reference",
 "Tuning standards", "house rules for tunings and pitch", """
# Tuning standards

§A2a§- Default pitch is A440
§N3a§- Pitch raise and fine tuning are never done in the same visit on pianos over 80 years old
§NS5a§- Don't tune a piano within two weeks of a removal; it needs to settle first
- Record the serial number and maker on the first visit
- Note sticking keys and broken strings even if the customer doesn't ask
"""),

("reference_oncall.md", "oncall", "On-call rota and where each kind of problem goes", "reference",
 "On-call", "rota and routing of problems", """
# On-call

§A10a§- On-call rota: weekly, handover Monday 09:00
- On-call covers tunebook, restorelog, moveplan and billbridge
§NS2a§- Customer complaints about tunings go to Rosalind, not to on-call
§S7a§- Second line for moveplan: Sam Adeyemi
- Second line for pitchpipe: Joel Baptiste
- Van breakdowns during a removal go to Craig first
"""),

("reference_glossary.md", "glossary", "Glossary: piano and workshop words that turn up in tickets", "reference",
 "Glossary", "piano words used in tickets and code", """
# Glossary

- **Let-off**: the point where the hammer is released before it hits the string.
- **Pitch raise**: a rough tuning that brings a piano that has dropped flat back near pitch.
- **Regulation**: adjusting the action so every key behaves the same.
- **Voicing**: changing the hammer felt to make the tone softer or brighter.
- **Grand board / shoe**: the padded board a grand is strapped to on its side for a move.
- **Round**: a planned run of tunings in one area over a few weeks.
"""),

("reference_suppliers.md", "parts-suppliers", "Parts suppliers and how orders are placed", "reference",
 "Suppliers", "who we buy parts from", """
# Suppliers

- Hammers and action parts: Renner, ordered through the UK agent
- Music wire: Röslau, ordered by gauge in 1 kg coils
- Felts and cloths: bought in bulk twice a year
- Orders over £500 need Rosalind's sign-off
- Supplier invoices are entered by hand in FreeAgent, not by billbridge
"""),

("user_marta.md", "marta", "Marta — head of digital and ops, decides on releases", "user",
 "Marta", "who Marta is and how she likes to work", """
§A4a§Marta Kowalczyk is head of digital and operations; she approves all production deploys.

- Wants short written updates in Slack, not calls
- Reads PRs in the evening; expects the description to say how it was tested
- Not a Django person, but reads SQL fine
"""),

("user_sam.md", "sam", "Sam — main developer on tunebook and moveplan", "user",
 "Sam", "Sam's role and setup", """
Sam Adeyemi is the main developer on tunebook and moveplan, and does most of restorelog.

§R7a§Sam works in Neovim (LazyVim config) with the apps running in a tmux split.

- Likes small PRs and writes long commit bodies
- Works Monday to Thursday
"""),

("user_joel.md", "joel", "Joel — part-time developer, owns pitchpipe", "user",
 "Joel", "Joel's role", """
Joel Baptiste works three days a week, mostly on pitchpipe and the Flutter side.

- Also helps on restorelog views
- Tests on a Pixel 7a like the tuners use
"""),

("user_rosalind.md", "rosalind", "Rosalind — workshop manager, not technical", "user",
 "Rosalind", "what Rosalind needs from the software", """
Rosalind Hayes runs the workshop and signs off estimates.

- Not technical: explain changes in terms of screens and buttons
- Wants restorelog to show which jobs are waiting for parts
- Prints the Monday job list
"""),

("feedback_commit_style.md", "commit-style", "How commit messages should look", "feedback",
 "Commit style", "how to write commit messages", """
§F5a§Write commit subjects in English, imperative mood, under 72 characters.

**Why:** Sam reads `git log --oneline` a lot.

**How to apply:** body optional; no emoji.
"""),

("feedback_reviews.md", "reviews-and-merging", "Reviews and merge strategy per repo", "feedback",
 "Reviews and merging", "review and merge rules per repo", """
§F8a§Every PR needs one approving review before it is merged.

§R6a§Always rebase-merge PRs on restorelog so the history stays linear.

§N1a§Never squash tunebook PRs — Sam bisects through them when a reminder bug turns up.

**Why:** two reminder regressions in spring were only found by bisecting.
"""),

("feedback_migrations.md", "migrations", "Care with schema migrations", "feedback",
 "Migrations", "how schema changes are rolled out", """
§N2a§Don't let the deploy run Django migrations on tunebook; Marta runs `manage.py migrate` by hand after reading the SQL.

- Migrations that drop a column go in their own PR
- Print the SQL with `sqlmigrate` and paste it into the PR description

**Why:** a migration locked the bookings table in the middle of the spring round.
"""),

("feedback_testing.md", "testing", "Testing rules for the repos", "feedback",
 "Testing", "how tests should be written", """
§N10a§Never mock the FreeAgent API in billbridge tests; run them against the FreeAgent sandbox.

- moveplan tests use Testcontainers for the database
- tunebook tests use pytest-django with the real Postgres in CI
- Every bug fix gets a test that fails without it
"""),

("feedback_deploys.md", "deploys", "When and how to deploy", "feedback",
 "Deploys", "deploy timing rules", """
§N8a§Don't deploy anything on a Friday.

- During a round, deploy tunebook before 08:00 or after 18:00 so tuners aren't mid-visit
- Say in #ops when a deploy starts and ends

**Why:** a Friday deploy broke reminders over a weekend in 2025.
"""),

("feedback_customer_comms.md", "customer-comms", "Tone and timing of anything customers see", "feedback",
 "Customer comms", "tone and timing for customer messages", """
§A7a§Keep customer-facing text plain: explain words like let-off or voicing, or leave them out.

§NS6a§Don't send reminder texts before 9am or after 8pm.

§NS9a§Don't reply to complaints from the shared inbox; Rosalind answers those personally.

- Sign off emails as "Hartwell & Finch", not with a person's name, except Rosalind's
"""),

("feedback_secrets.md", "secrets-and-data", "Handling secrets and production data", "feedback",
 "Secrets and data", "rules for secrets and real customer data", """
§N4a§Never copy the production tunebook database to a laptop, not even briefly.

- Secrets never go in committed `.env` files
- Staging uses made-up customers from `scripts/seed_demo.py`
"""),

("feedback_data_deletion.md", "data-deletion", "Deleting versus anonymising customer data", "feedback",
 "Data deletion", "what may be deleted and what must be anonymised", """
§NS7a§Never delete customer records in tunebook; anonymise them with `manage.py anonymise_customer`.

**Why:** the piano history has to survive for the next owner.
"""),

("feedback_pr_size.md", "pr-size", "Keep pull requests small", "feedback",
 "PR size", "size of pull requests", """
Keep PRs under about 400 changed lines; split refactors from behaviour changes.

**Why:** Marta reviews in the evening and gives up on huge diffs.
"""),

("feedback_reply_style.md", "reply-style", "How to report back to the team", "feedback",
 "Reply style", "format of answers to the team", """
Answer in short bullet points, lead with what changed, then what to check.

- No tables for fewer than four rows
- Link the PR, don't paste the diff
"""),

("project_mapbox_migration.md", "routing-provider-change", "Routing provider change for removals", "project",
 "Routing change", "change of routing provider in moveplan", """
§S1b§moveplan switched from Google Maps to Mapbox Directions for routing in May 2026; the Google key has been revoked.

- Drive times came out about 5% longer, which the crews say is more honest
- Costs dropped to nearly nothing at our volume
"""),

("project_restorelog_v2.md", "restorelog-v2", "restorelog v2 release and what changed", "project",
 "restorelog v2", "the big restorelog release", """
restorelog v2 went live on 2026-08-17.

§S9b§restorelog was upgraded from Rails 7.1 to Rails 7.2 in August, along with Ruby 3.3.

- New Parts screen, stage checklists, photo gallery per stage
- Old job numbers kept; new ones start at RL-2000
"""),

("project_autumn_round_2026.md", "autumn-round-2026", "Autumn 2026 tuning round, dates and areas", "project",
 "Autumn round 2026", "how the autumn round went", """
§D8a§The autumn 2026 round started early, on 21 September, because of the Cardiff venue contracts.

- Bristol first, then Bath and Wiltshire, Cardiff last
- 312 tunings booked, 9 no-shows
"""),

("project_bath_showroom.md", "bath-showroom", "The Bath showroom and its stock", "project",
 "Bath showroom", "showroom opening and stock", """
The Bath showroom opened in April 2026 with eleven restored pianos on the floor.

- Stock is listed in restorelog as jobs with stage `for_sale`
- Viewings are booked by phone, not online
"""),

("project_humidity_alerts.md", "humidity-alerts", "Planned humidity alerts from tuner readings", "project",
 "Humidity alerts", "alerting on very damp or dry homes", """
Plan: flag to the office any home reading above 70% RH or below 30% RH, so we can advise the customer.

- Needs a report in tunebook, not a push notification
- Not started; waiting for a quieter month
"""),

("project_crew_app.md", "crew-view", "A phone view for removal crews", "project",
 "Crew view", "crew-facing page in moveplan", """
Idea: a mobile page in moveplan for the crew leader with the day's jobs, addresses and access notes.

- Crew leaders use their own phones
- Would replace the printed job sheet
"""),

("project_postgres_upgrade.md", "tunebook-db-upgrade", "The tunebook database upgrade in February", "project",
 "tunebook DB upgrade", "database major upgrade done in February", """
tunebook's database went from Postgres 14 to 16 over the weekend of 14 February 2026, with `pg_upgrade --link`.

- Downtime about 20 minutes, on a Saturday night
- moveplan was not part of this upgrade
"""),

("project_customer_import.md", "customer-import", "Importing the old customer spreadsheet", "project",
 "Customer import", "loading the old customer list", """
In January 2026 about 2,400 customers and 2,900 pianos were imported into tunebook from the old spreadsheet.

- Duplicates merged by postcode and surname
- Pianos without a maker got `unknown`
"""),

("reference_runbooks.md", "runbooks-index", "Where the runbooks are and which to use", "reference",
 "Runbooks", "index of the runbooks", """
# Runbooks

- Restore a database: see the backup restore note
- Reminder texts not sent: check the reminder job log first, then the provider dashboard
- restorelog jobs stuck: check the Sidekiq dashboard at `/sidekiq` (admin only)
- moveplan quote emails stuck: check the job queue page in the moveplan admin
"""),
]
