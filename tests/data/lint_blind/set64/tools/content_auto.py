# Free notes: auto/<slug>.md -> (title, created, tags, body)
A = {}
def a(slug, title, created, tags, body): A["auto/%s.md" % slug] = (title, created, tags, body)

a("visitapp-checkin-troubleshooting", "visitapp check-in problems", "2026-05-06", ["visitapp", "support"], """# visitapp check-in problems

Collected from support tickets in April and May.

## "It won't let me check in"
@@V2b@@
- If the tag isn't read, the carer can tap "tag missing" and the coordinator gets a note
- Phones with NFC switched off in settings are the most common cause

## Wrong client address
- Address comes from rotawise; fix it there, not in the app
""")

a("planbook-local-setup", "planbook local setup", "2026-03-12", ["planbook", "dev-setup"], """# planbook local setup

@@V4b@@
Then `docker compose up db redis` and `bin/dev`.

## Gotchas
@@O5b@@
- The PDF preview needs the PDF service running; `docker compose up pdf` if previews are blank
- Seed data: `bin/rails db:seed` creates three fake clients per branch
""")

a("medsheet-attachments", "medsheet attachments", "2026-06-18", ["medsheet"], """# medsheet attachments

@@V7b@@
discharge summaries go in without resizing.

Attachments are stored in S3 (`hearthside-medsheet-files`), encrypted, and linked from the MAR row.
Carers can only add photos; office staff can upload PDFs.
""")

a("visitapp-offline-mode", "visitapp offline mode", "2026-07-16", ["visitapp", "offline"], """# visitapp offline mode

Lots of the west Norfolk round has no signal, so offline matters.

@@V9b@@
- Check-ins and task ticks are queued and sent when signal comes back
- MAR entries made offline keep the phone's timestamp, not the upload time
""")

a("milestone-ci", "milestone CI", "2026-09-09", ["milestone", "ci"], """# milestone CI

@@R2b@@
a push triggers lint, tests and the Docker build.

The Docker image is pushed to ECR only from main.

- `go vet` and `staticcheck` must both pass
- Integration tests hit a throwaway database created per run
""")

a("medsheet-oncall-notes", "medsheet on-call notes", "2026-08-06", ["medsheet", "on-call"], """# medsheet on-call notes

@@R4b@@

## Usual suspects
- Morning round spike at 08:00: the API scales to 4 tasks, give it a minute
- A carer "can't sign" a dose: check whether the dose slot was already signed on another phone
""")

a("planbook-review-checklist", "planbook review checklist", "2026-10-14", ["planbook", "review"], """# planbook review checklist

Before approving a planbook PR:
- Migrations are reversible
- New care plan fields are in the PDF template too
@@R9b@@
- The PR description says which screens changed
""")

a("mileage-calculation", "How mileage is calculated", "2026-05-20", ["milestone", "mileage"], """# How mileage is calculated

@@R10b@@
Distances are the shortest driving route, rounded to one decimal place.

- Journeys under half a mile are ignored
- If two visits are at the same postcode (sheltered housing), no mileage is added
""")

a("mar-corrections", "Correcting MAR mistakes", "2026-07-23", ["medsheet", "mar", "policy"], """# Correcting MAR mistakes

Agreed with Joanne after the July audit.

@@N2b@@
@@NS1a@@
- The coordinator reviews all corrections weekly
""")

a("familylink-privacy", "familylink privacy decisions", "2026-08-20", ["familylink", "privacy"], """# familylink privacy decisions

@@N7b@@
- Messages from families go to the branch inbox, never to an individual carer
- Family accounts are removed 30 days after the care package ends
""")

a("staging-environment", "Staging environment", "2026-09-17", ["infra", "staging"], """# Staging environment

@@A1b@@
@@N9b@@
- Only Marta, Dev and Sian have staging logins
""")

a("visitapp-release-notes", "visitapp release notes", "2026-09-25", ["visitapp", "release"], """# visitapp release notes

## 2.8.0 (September)
@@S1b@@
- New sign-in screens
- Task list grouped by room

## How releases work
@@F4b@@
- iOS goes to TestFlight first; Marta presses the button for the App Store
""")

a("coordinator-howto", "Coordinator how-to", "2026-02-09", ["rota", "coordinators"], """# Coordinator how-to

Notes for helping coordinators.

## Weekly rota
@@S2a@@
- Check the unassigned list before sending

## Changes
@@F6b@@
@@NS10b@@
""")

a("payroll-migration", "Payroll migration", "2026-07-31", ["payroll", "milestone", "finance"], """# Payroll migration

@@S3b@@
milestone now hands approved claims to payroll through the BrightPay import folder.

- Kev did two parallel runs in June
- Pay dates didn't change
""")

a("logging-howto", "Where to look for logs", "2026-02-17", ["infra", "logging"], """# Where to look for logs

@@S5a@@
- Filter by the service name, e.g. `rotawise-web`
- Timestamps are UTC, remember BST in summer
""")

a("medsheet-api-clients", "medsheet API clients", "2026-04-15", ["medsheet", "api"], """# medsheet API clients

Who calls medsheet and how.

@@S8a@@
- familylink only reads the medication schedule, with its own service token
- The CQC returns scripts read from a reporting replica, not the API
""")

a("out-of-hours", "Out-of-hours cover", "2026-01-29", ["operations", "phones"], """# Out-of-hours cover

@@S10a@@
- Duty managers rotate weekly across the branches
- Anything clinical goes to 111, not to us
""")

a("medsheet-history", "medsheet history", "2026-07-07", ["medsheet", "history"], """# medsheet history

@@D2a@@
The move to AWS happened over the last weekend of June; no data was lost.

- The app was built by an agency in 2023 and taken in-house in 2025
""")

a("planbook-history", "planbook history", "2026-09-02", ["planbook", "history"], """# planbook history

@@D3a@@
- The 2.0 release brought the structured editor and the review tasks
- Old Word plans were converted by the office team over six weeks
""")

a("oncall-rota", "Engineering on-call", "2026-06-03", ["on-call", "engineering"], """# Engineering on-call

Dev, Sian and Marta rotate weekly; handover on Monday at 10:00.

@@D4a@@
@@NS3b@@
- Care questions at night are not engineering's problem; they go to the duty manager
""")

a("rota-map", "Rota map", "2026-06-10", ["rotawise", "maps"], """# Rota map

@@D8a@@
- The map shows each carer's run as a coloured line
- Clients with key safes get a small key icon
""")

a("recruitment-notes", "Recruitment notes", "2026-10-22", ["branches", "hr"], """# Recruitment notes

@@D9a@@
- The autumn campaign ran on Indeed and local Facebook groups
- New starters shadow for three shifts before going solo
""")

a("mileage-claims-faq", "Mileage claims FAQ", "2026-04-22", ["milestone", "mileage", "faq"], """# Mileage claims FAQ

## Who approves?
@@D10a@@

## Deadlines
@@A6b@@

## What counts
@@NS6a@@
- Parking is claimable with a photo of the receipt
""")

a("pay-rules", "Pay rules that touch the apps", "2026-05-13", ["payroll", "rota"], """# Pay rules that touch the apps

@@F2b@@
capped at 30 minutes per gap; longer gaps count as a break.

- Bank holiday visits are paid at time and a half
- Sleep-in shifts are a flat rate, not hourly
""")

a("records-retention", "Records retention", "2026-08-13", ["policy", "gdpr"], """# Records retention

@@F9b@@
- Rota data is kept 6 years for payroll reasons
- Mileage claims follow HMRC's 6 years as well
""")

a("council-portal-integration", "Council portal integration", "2026-03-26", ["council", "integration"], """# Council portal integration

rotawise pushes completed visits to the council's brokerage portal.

@@O2a@@
@@NS2a@@
- The portal's sandbox is reset every Sunday night
""")

a("cqc-returns-scripts", "CQC returns scripts", "2026-05-27", ["cqc", "scripts"], """# CQC returns scripts

Quarterly returns are produced by scripts in `hearthside/cqc-returns`.

@@O6b@@
- Run `make q3` and send the CSVs to Joanne
""")

a("visit-windows", "Visit windows", "2026-04-29", ["rota", "visits"], """# Visit windows

@@A5b@@
@@O10a@@
- Lunch calls 11:30–14:00, tea calls 16:00–18:00, tuck-in calls from 19:30
- Time-critical medication visits get a 30-minute window instead of the usual hour
""")

a("planbook-deploy", "planbook deploy", "2026-06-24", ["planbook", "deploy"], """# planbook deploy

The ECS task definition takes its settings from Secrets Manager. Shape of the env block:

```yaml
env:
  RAILS_ENV: production
@@A3b@@
  REDIS_URL: redis://redis-plans.hearthside.internal:6379/0
```

Deploy with `make deploy ENV=prod` from main only.
""")

a("thetford-launch", "Thetford launch", "2026-08-05", ["branches", "thetford"], """# Thetford launch

@@A9b@@
- First week: 46 visits a day
- Becky Shaw moved from Norwich to lead the office
""")

a("onboarding-carers", "Onboarding carers", "2026-09-10", ["hr", "onboarding"], """# Onboarding carers

Steps the office follows for a new carer:
1. Create the person in rotawise with their staff number
2. Book the shadow shifts
3. Coordinator approves the carer's phone in visitapp

## Bank carers
@@NS7a@@
""")

# ---- notes that belong to no pair ----
a("sprint-notes-2026-03", "Sprint notes, March", "2026-03-30", ["sprint"], """# Sprint notes, March

- Coordinator board: drag-and-drop reassignment shipped
- medsheet: refused-dose reason codes reworked with Joanne
- milestone: duplicate journey warning still open
""")

a("incident-2026-07-rota-outage", "Incident: rota board outage", "2026-07-19", ["incident", "rotawise"], """# Incident: rota board outage (18 July)

- 07:40–08:25 the coordinator board returned 502s
- Cause: a migration adding an index on visits ran during the morning peak
- Fix: migration finished, workers restarted; carers were unaffected because visitapp had the day cached
- Follow-up: index migrations use `CONCURRENTLY`
""")

a("hoist-equipment-register", "Hoist and equipment register", "2026-04-08", ["planbook", "equipment"], """# Hoist and equipment register

- Each client's equipment sits on the Equipment tab in planbook
- LOLER inspection due dates show on the coordinator's weekly list
- Slings are recorded per client, never shared
""")

a("dev-env-tips", "Dev environment tips", "2026-02-03", ["dev-setup"], """# Dev environment tips

- familylink's dev server runs on port 3000, medsheet's on 3001
- Use the VPN profile `hearthside-dev` for anything in staging
- `direnv` loads each repo's `.envrc`
""")

a("gdpr-sar-process", "Subject access requests", "2026-05-04", ["gdpr", "policy"], """# Subject access requests

- Requests go to Joanne; one month to respond
- Export from planbook (care plans), medsheet (MAR) and rotawise (visit times)
- Redact other people's names, including carers, before sending
""")

a("bank-holiday-rota", "Bank holiday rota", "2026-11-24", ["rota"], """# Bank holiday rota

- Coordinators ask for volunteers four weeks ahead
- The rota for bank holiday weeks is published at the same time as usual
""")

a("training-matrix", "Training matrix", "2026-06-15", ["training", "hr"], """# Training matrix

- Moving and handling refresher every 12 months
- Medication competency check every 12 months, observed by a senior carer
- Training records live in rotawise under each carer's profile
""")

a("family-feedback-themes", "Family feedback themes", "2026-10-29", ["familylink", "feedback"], """# Family feedback themes

From the October survey (112 replies):
- Families like seeing when a visit is done
- Several asked for a text when a visit runs late
- A few found the login confusing on older iPads
""")

a("weekly-eng-sync", "Weekly engineering sync", "2026-11-17", ["meeting"], """# Weekly engineering sync

Tuesdays 11:00, 30 minutes, Marta chairs.

- Each app owner gives a two-line update
- Anything affecting carers' phones gets a plain-English note for Joanne
""")

a("medsheet-reporting", "medsheet reporting", "2026-08-31", ["medsheet", "reports"], """# medsheet reporting

- Monthly medication error report goes to Joanne on the 3rd
- Missed and refused doses are counted separately
- The reporting replica lags prod by up to five minutes
""")
