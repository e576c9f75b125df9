# File bodies with @@ID@@ claim markers (one marker = one whole line).
# ROOT: filename -> (title for MEMORY.md, hook, type, description, body)
FLAT = ['reference_rigbook.md', 'reference_infra.md', 'reference_depots.md', 'reference_glossary.md']

ROOT = {
'reference_rigbook.md': ("rigbook", "scheduling for site surveys and drilling jobs", 'reference',
 "rigbook: scheduling for site surveys and drilling jobs, quotes and deposits", """# rigbook

Job scheduling for site surveys and drilling jobs. Used by the office (bookings, quotes) and by the
drillers (their day sheet). Django, maintained by Sam.

## Stack
@@A10a@@
@@V1a@@
- Celery workers with Redis on `redis-rig.hartwell.internal:6379`
@@S1a@@
@@R1a@@

## Bookings and money
@@NS3a@@
- Surveys are booked in 2-hour slots, at most two per surveyor per day
@@V10a@@
@@R10a@@
@@F4a@@
@@NS8a@@
@@N9a@@

## History
@@S5a@@
- Job numbers look like `HB-2026-0412` (year + running number)
"""),
'reference_pumpdesk.md': ("pumpdesk", "pump installs, service contracts, invoicing", 'reference',
 "pumpdesk — pump installs, service contracts, reminders and invoicing (Laravel app)", """# pumpdesk

Pump installs, service contracts, service reminders and invoicing. Sam owns it.

## Stack
@@V9a@@
- Database: MySQL 8 on `mysql-pump.hartwell.internal:3306`
@@A1a@@
- Queue: Laravel Horizon on Redis
@@R3a@@
@@S2a@@

## Installs
@@V3a@@
@@S10a@@
- The handover sheet is generated as a PDF and emailed to the customer

## Service contracts
@@F3a@@
@@NS7b@@
@@N4a@@
- Contract prices are reviewed every April
"""),
'reference_aquatest.md': ("aquatest", "water samples, lab results, certificates", 'reference',
 "aquatest — water sample tracking, lab results import and test certificates", """# aquatest

Tracks water samples from the borehole to the lab and back; results land on the rigbook job.

## Stack
@@F6a@@
@@O1a@@
@@R7a@@
@@R4a@@

## Samples
@@NS10a@@
@@A6a@@
@@V8a@@
- Sample bottles come pre-labelled from the lab, in boxes of 20

## Results
@@V2a@@
@@N8a@@
@@N2a@@
@@NS1a@@
"""),
'reference_callout.md': ("callout", "out-of-hours fault reports and engineer paging", 'reference',
 "callout — out-of-hours fault reports, paging the on-call engineer", """# callout

Out-of-hours fault reports (no water, low pressure, tripped pumps) and paging. TypeScript on Node.

## Stack
@@O4a@@
- Database: Postgres (`pg-call`), details in the db cheatsheet
@@R6a@@
@@S3a@@

## Faults
@@F8a@@
@@NS5a@@
@@NS2b@@
@@F1a@@

## Paging
@@V4a@@
@@S9a@@
- The standby engineer gets a £40 payment per night on call
"""),
'reference_fieldapp.md': ("fieldapp", "the drillers' and surveyors' tablet app", 'reference',
 "fieldapp — tablet app for site surveys and borehole logs (Rhodri)", """# fieldapp

Tablet app the surveyors and drillers use on site. Rhodri builds it.

@@F2a@@
@@V5a@@
@@S4a@@
@@R9a@@
@@N6a@@

## Borehole logs
@@A9a@@
- Survey forms include photos of the proposed drilling spot and of the access route
"""),
'reference_infra.md': ("Infrastructure", "CI, DNS, logs, secrets, backups, environments", 'reference',
 "infra: CI, DNS, logging, secrets, backups and staging", """# Infrastructure

@@R2a@@
@@A7a@@
@@F9a@@
@@S6a@@

## Backups
@@V7a@@
- Backup alerts post to #ops in Slack

## Environments
@@N10a@@
- Staging URLs are `*.staging.hartwell.co.uk`, behind basic auth
"""),
'reference_depots.md': ("Depots and rigs", "yards, rigs and who works from where", 'reference',
 "depots: yards, rigs and what each depot covers", """# Depots and rigs

@@F7a@@
- Ludlow: second yard, opened 2024, pump and service work for South Shropshire
@@N7a@@
@@S8a@@

## Rigs
- Rig 1 (Dando Watertec 24) is rated to 300 m
@@V6a@@
- Both rigs are serviced at Leominster
"""),
'reference_glossary.md': ("Glossary", "drilling and pump words used in these notes", 'reference',
 "glossary: drilling, pump and water-test terms", """# Glossary

- Rest water level (RWL): depth to water when the borehole is not being pumped
- Yield: litres per hour the borehole delivers on the test pump
- Water strike: depth where water first comes in while drilling
- Pressure vessel: the tank that keeps house pressure steady between pump starts
- Bacti: bacteriological test (coliforms, E. coli)
- Private supply: any supply not from the mains; the council regulates them
"""),
'reference_suppliers.md': ("Suppliers", "pumps, casing, lab, pressure vessels", 'reference',
 "Who we buy pumps, casing and lab work from", """# Suppliers

- Pumps: Grundfos SP for domestic boreholes, Lowara for high-yield farm supplies
- Casing and screen: a merchant in Worcester, ordered weekly
- Lab: Severn Lab for bacti and chemistry
- Pressure vessels: Varem, 100 L for most houses
"""),
'reference_vehicles.md': ("Vehicles", "vans, rig support truck, trackers", 'reference',
 "Vans and the rig support truck, and how they are tracked", """# Vehicles

- Leominster: two Transit vans and the rig support truck (Iveco Daily 7.2 t)
- Ludlow: one Transit van carrying the pump-pulling tripod
- Vans are tracked with Quartix; the office sees them on the rigbook map
"""),
'user_gwen.md': ("Gwen Pryce", "operations manager, owns the digital side", 'user',
 "Gwen Pryce — operations manager, owns everything digital", """Gwen Pryce is the operations manager at Hartwell Borehole & Pump and owns everything digital.

@@F10a@@
@@S7a@@
@@A8a@@
- Not a developer, but reads SQL and happily edits YAML
"""),
'user_rhodri.md': ("Rhodri Bevan", "fieldapp developer, one day a week on the rig", 'user',
 "Rhodri Bevan — builds fieldapp, still goes out on the rig", """Rhodri Bevan builds fieldapp and still goes out on the rig one day a week.

@@R8a@@
- Likes explanations with screenshots of the tablet flow
"""),
'user_sam.md': ("Sam Adeyemi", "backend developer (pumpdesk, callout)", 'user',
 "Sam Adeyemi — backend developer", """Sam Adeyemi is the backend developer.

@@O8a@@
- Looks after pumpdesk, callout and the server side of aquatest
- Works Tuesday to Friday
"""),
'feedback_git_workflow.md': ("Git workflow", "merging, commit messages, protecting main", 'feedback',
 "How we merge, what commit messages look like, what never to do to main", """@@R5a@@

@@N5a@@

@@NS9a@@

**Why:** Gwen reads the history when something breaks on site and wants to find the change fast.

**How to apply:** check `git log --oneline` on the repo before writing a commit message and match it.
"""),
'feedback_deploys.md': ("Deploys", "when and how to deploy rigbook", 'feedback',
 "Deploy timing and safety for rigbook", """@@N1a@@

@@N3a@@

- Post in #ops before and after every prod deploy.

**Why:** a broken day sheet means a rig crew standing in a field.
"""),
'feedback_code_review.md': ("Code review", "PR size and approvals", 'feedback',
 "What reviewers expect from a PR", """@@F5a@@

@@A4a@@

Reviewers try to comment within one working day.
"""),
'feedback_reply_style.md': ("Reply style", "how to write to Gwen", 'feedback',
 "How replies and summaries should look", """@@A8b@@

Lead with what changed, then what she needs to decide. No emoji.
"""),
'feedback_agent_boundaries.md': ("Agent boundaries", "what the agent may do on its own", 'feedback',
 "Things the agent must not do without asking", """@@NS2a@@

@@NS7a@@

- Don't touch the Forge server settings for pump-prod; ask Sam.
- Prod databases: read-only queries only.
"""),
'feedback_testing.md': ("Testing", "which tests to run per repo", 'feedback',
 "Tests to run before pushing, per repo", """- pumpdesk: run `composer test` before pushing
- rigbook: `pytest -q` must pass locally; the slow survey-slot tests can be skipped with `-m 'not slow'`
- fieldapp: widget tests only, no golden files
"""),
'project_fieldapp_v2.md': ("fieldapp 2.x", "photo capture and the next log screen", 'project',
 "fieldapp 2.x: photo capture and the pump-test screen", """# fieldapp 2.x

- v2.4 added a photo field for each water strike
- Next: a pump-test screen with a timer, hoped for in December
- Tablet fleet: 9 rugged Blackview tablets, one per driller and surveyor
"""),
'project_quote_builder.md': ("Quote builder", "rework of quoting in rigbook", 'project',
 "Quote builder rework in rigbook", """# Quote builder

- Goal: casing, screen and gravel pack lines priced from the supplier list
- Quotes show a depth range rather than a single depth
- Status (2026-10): behind a feature flag, office only
"""),
'project_abstraction_licences.md': ("Abstraction licences", "flagging jobs that need a licence", 'project',
 "Flagging drilling jobs that need an abstraction licence", """# Abstraction licences

- Abstraction above 20 m³/day needs a licence (Environment Agency in England, Natural Resources Wales in Wales)
- rigbook flags jobs whose planned yield is over that
- The flag is advisory; the customer applies, not us
"""),
'project_water_test_portal.md': ("Water test portal", "idea for a customer results page", 'project',
 "Customer-facing page for water test history (parked)", """# Water test portal

- Idea: a page where a customer sees their water test history
- Would read from aquatest's API, read-only
- Parked until spring 2027
"""),
'project_rigbook_reporting.md': ("Monthly reports", "month-end drilling and survey report", 'project',
 "Month-end drilling and survey report for Gwen", """# Monthly reporting

- Month-end report: metres drilled, surveys done, jobs per depot
- Built as a Django admin view, exported to CSV
- Metres drilled counts completed boreholes only
"""),
}

# AUTO: slug -> (title, created, tags, body)
AUTO = {
'lab-results-import': ("Lab results import", '2026-04-09', ['aquatest', 'lab'], """# Lab results import

@@V2b@@
The importer matches on the sample barcode; unknown barcodes go to the "unmatched" list in the admin.
Severn Lab sends CSV, one file per batch.
"""),
'fieldapp-build-notes': ("fieldapp build notes", '2026-05-19', ['fieldapp', 'release'], """# fieldapp build notes

@@V5b@@
@@NS6a@@
Release builds are signed with the upload key; bump `versionCode` by hand before each build.

```
flutter build apk --release --flavor prod
```
"""),
'backup-restore-drill': ("Backup restore drill", '2026-09-15', ['backups', 'infra'], """# Backup restore drill (September)

We restored rigbook into a scratch database on 2026-09-14; it took 11 minutes.
@@V7b@@
rule deletes them, so a restore from last month is not possible.
pumpdesk's MySQL dump restored cleanly too.
"""),
'pumpdesk-dev-setup': ("pumpdesk dev setup", '2026-03-23', ['pumpdesk', 'setup'], """# pumpdesk dev setup

`composer install`, copy `.env.example`, then `php artisan migrate --seed`.
@@V9b@@
Mail in dev goes to the log driver, so nothing leaves your machine.
"""),
'pricing-2026': ("Price list 2026", '2026-01-12', ['pricing', 'office'], """# Price list 2026 (office copy)

| Item | Price | Notes |
|---|---|---|
@@V10b@@
| Drilling deposit | 30% of quote | on acceptance |
| Water test, domestic basic | £145 | bacti + 12 chemistry parameters |
| Pump service visit | £120 | included for contract customers |
| Out-of-hours call-out | £180 | standard rate |
"""),
'ci-notes': ("CI notes", '2026-06-02', ['ci', 'infra'], """# CI notes

@@R2b@@
Each pipeline runs the tests and builds the image; deploys are still triggered by hand.
The NUC sits under Gwen's desk: if CI is down, check it hasn't been unplugged.
"""),
'aquatest-dev-setup': ("aquatest local setup", '2026-04-30', ['aquatest', 'setup'], """# aquatest local setup

@@R4b@@
Then `alembic upgrade head` against a local Postgres and `fastapi dev app/main.py`.
"""),
'callout-architecture': ("callout architecture", '2026-05-06', ['callout', 'architecture'], """# callout architecture

callout is a TypeScript (Node 22) API plus a small worker.
@@R6b@@
no Redis anywhere in the stack.
Incoming fault reports create a `fault` row; the worker decides whether to page.
"""),
'fieldapp-maps': ("fieldapp maps", '2026-07-14', ['fieldapp', 'maps'], """# fieldapp maps

@@R9b@@
Survey pins are stored as OSGB36 grid references and converted for display.
"""),
'rigbook-migrations': ("rigbook migrations", '2026-08-20', ['rigbook', 'deploy'], """# rigbook migrations

@@N3b@@
Run `python manage.py migrate` from `src/` after the deploy finishes.
We squash old migrations once a year, in January.
"""),
'dev-conventions': ("Dev conventions", '2026-03-31', ['git', 'review'], """# Dev conventions

## Commits
@@N5b@@
Imperative mood in the subject line.

## Reviews
@@A4b@@
Draft PRs are fine for early feedback.
"""),
'ludlow-depot': ("Ludlow depot", '2026-06-12', ['depots', 'ludlow'], """# Ludlow depot

Open 7:30 to 16:30 on weekdays.
@@N7b@@
Pressure vessels and control panels are kept here.
"""),
'customer-comms': ("Customer comms", '2026-07-02', ['rigbook', 'comms'], """# Customer comms

@@N9b@@
Survey confirmations go out by email straight after booking.
Water test results: see aquatest.
"""),
'accounts-xero-switch': ("Accounts: Xero switch", '2026-04-27', ['pumpdesk', 'accounts'], """# Accounts: Xero switch

@@S2b@@
Invoices are now created in Xero from a pumpdesk CSV the office uploads each Friday.
"""),
'legacy-jobs-import': ("legacy-jobs import", '2026-05-25', ['rigbook', 'history'], """# legacy-jobs import

@@S5b@@
Imported jobs have numbers prefixed `L-` and no survey attached.
"""),
'oncall-pagerduty': ("On-call in PagerDuty", '2026-10-19', ['callout', 'on-call'], """# On-call in PagerDuty

@@S9b@@
Swaps are done in PagerDuty by the engineers; the agent should not edit schedules.
"""),
'fieldapp-stack': ("fieldapp stack", '2026-02-16', ['fieldapp'], """# fieldapp stack

@@F2b@@
Forms are built from a JSON schema served by rigbook.
"""),
'quoting-guide': ("Quoting guide", '2026-03-05', ['rigbook', 'quotes'], """# Quoting guide

@@F4b@@
Depth on the quote is a range (e.g. 60 to 90 m) based on the survey and nearby BGS records.
"""),
'no-water-form': ("No-water form", '2026-05-15', ['callout', 'faults'], """# No-water form

@@F8b@@
The form page also shows the out-of-hours phone number.
"""),
'db-cheatsheet': ("DB cheatsheet", '2026-06-29', ['databases'], """# DB cheatsheet

rigbook and aquatest: see their reference memories.

- pumpdesk: MySQL 8, `mysql-pump.hartwell.internal:3306`, user `pumpdesk_app`
@@O1b@@

```
psql -h pg-rig.hartwell.internal -p 5432 -U rigbook rigbook
```
"""),
'fieldapp-sync': ("fieldapp sync", '2026-08-10', ['fieldapp', 'sync'], """# fieldapp sync

@@O2b@@
Photos upload after the log itself, one at a time.
"""),
'warranty-faq': ("Warranty FAQ", '2026-04-14', ['pumpdesk', 'warranty', 'office'], """# Warranty FAQ (for the office)

@@O3b@@
Control panels: 12 months, parts only.
Borehole workmanship (drilling and casing) is guaranteed for 10 years.
"""),
'rig-notes': ("Rig notes", '2026-02-23', ['rigs'], """# Rig notes

@@O5a@@
Rig 1's compressor needs a service every 250 engine hours.
"""),
'callout-history': ("callout history", '2026-06-15', ['callout', 'history'], """# callout history

@@D2b@@
The rewrite also added the no-water web form.
"""),
'pumpdesk-upgrade-log': ("pumpdesk upgrade log", '2026-03-16', ['pumpdesk', 'upgrade'], """# pumpdesk upgrade log

@@D4b@@
Carbon 3 broke two date helpers; fixed in the same PR.
"""),
'drought-2026': ("Drought 2026", '2026-09-08', ['callout', 'drought'], """# Drought 2026

@@D8b@@
Enquiries for new boreholes roughly doubled through September.
"""),
'aquatest-history': ("aquatest history", '2026-02-09', ['aquatest', 'history'], """# aquatest history

@@D9b@@
It was rewritten over the winter.
"""),
'staging-env': ("Staging", '2026-09-01', ['infra', 'staging'], """# Staging

@@D10b@@
The basic-auth login is pinned in #dev.
"""),
'depot-contacts': ("Depot contacts", '2026-08-31', ['depots'], """# Depot contacts

@@A5b@@
Ludlow: Corve Street unit, pump and service work.
"""),
'sampling-procedure': ("Sampling procedure", '2026-03-12', ['aquatest', 'sampling'], """# Sampling procedure

@@A6b@@
Flame the tap, run it for 2 minutes, then fill the bottle without touching the neck.
Samples ride back in the cool box.
"""),
'borehole-log-format': ("Borehole log format", '2026-01-26', ['fieldapp', 'logs'], """# Borehole log format

@@A9b@@
Depths are in metres below ground level.
"""),
'service-schedule': ("Service schedule", '2026-07-20', ['pumpdesk', 'service'], """# Service schedule

@@NS4a@@
Engineers get their week's visits on Monday morning.
"""),
'branching-notes': ("Branching notes", '2026-04-06', ['git'], """# Branching notes

Feature branches are named `type/short-desc`.
@@NS9b@@
"""),
# fillers
'pump-sizing': ("Pump sizing", '2026-02-03', ['pumps'], """# Pump sizing

Domestic boreholes usually get a Grundfos SP 3A-10.
Farms with troughs need a bigger pump; size from the test-pump yield.
"""),
'survey-checklist': ("Survey checklist", '2026-01-19', ['surveys'], """# Survey checklist

- Access at least 3 m wide for the rig
- Overhead lines marked on the plan
- Distance to any septic soakaway measured
"""),
'rigbook-api-tokens': ("rigbook API tokens", '2026-05-04', ['rigbook', 'api'], """# rigbook API tokens

fieldapp calls rigbook's API with a per-tablet token.
Tokens are rotated every January.
"""),
'aquatest-parser': ("aquatest parser", '2026-09-14', ['aquatest', 'lab'], """# aquatest parser

The parser only understands Severn Lab CSV v2; v1 files are rejected with a clear error.
"""),
'dev-meeting-2026-05-12': ("Dev meeting 12 May", '2026-05-12', ['meeting'], """# Dev meeting 12 May

- Agreed to look at the quote builder next
- Rhodri to demo the water strike photo field
- Sam to write up the callout rewrite
"""),
'office-hours': ("Office hours", '2026-01-07', ['office'], """# Office hours

The office phone is answered 8:00 to 17:00 on weekdays; outside that it diverts to the callout line.
"""),
'pump-test-procedure': ("Pump test procedure", '2026-04-20', ['drilling', 'testing'], """# Pump test procedure

The test pump runs for 4 hours on a domestic borehole and 24 hours on a farm supply.
Drawdown is recorded every 15 minutes.
"""),
'gdpr-notes': ("GDPR notes", '2026-03-18', ['gdpr'], """# GDPR notes

Quotes that are never accepted are deleted after 2 years.
Customer records for drilled boreholes are kept for the life of the borehole.
"""),
'slack-channels': ("Slack channels", '2026-02-27', ['office'], """# Slack channels

- #ops: deploys and alerts
- #dev: code talk
- #drilling: the crews
"""),
'survey-report-template': ("Survey report template", '2026-06-22', ['surveys'], """# Survey report template

Sections: site plan, likely depth range, expected yield, access notes, price band.
"""),
'borehole-decommissioning': ("Decommissioning boreholes", '2026-10-27', ['drilling'], """# Decommissioning boreholes

Old boreholes are backfilled with bentonite pellets and capped; the BGS is told afterwards.
"""),
'casing-sizes': ("Casing sizes", '2026-08-24', ['drilling'], """# Casing sizes

New farm boreholes get 150 mm casing; domestic ones 125 mm.
"""),
}

# FACTS: key -> (date, category, tags, body)
FACTS = {
'V1b': ('2026-03-11', 'fact', ['rigbook', 'database'], "@@V1b@@"),
'V3b': ('2026-04-02', 'fact', ['pumpdesk', 'warranty'], "@@V3b@@"),
'V4b': ('2026-06-18', 'fact', ['callout', 'paging'], "@@V4b@@\nThe gap between re-sends is set in the callout config."),
'V6b': ('2026-05-07', 'fact', ['rigs'], "@@V6b@@"),
'V8b': ('2026-02-19', 'fact', ['aquatest', 'sampling'], "@@V8b@@\nThe courier timetable is built around that."),
'R1b': ('2026-02-24', 'fact', ['rigbook', 'errors'], "@@R1b@@"),
'R3b': ('2026-05-21', 'fact', ['pumpdesk', 'email'], "@@R3b@@"),
'R5b': ('2026-07-09', 'preference', ['git', 'gwen'], "@@R5b@@"),
'R7b': ('2026-09-03', 'fact', ['aquatest', 'hosting'], "@@R7b@@"),
'R8b': ('2026-04-15', 'preference', ['fieldapp', 'rhodri'], "@@R8b@@"),
'R10b': ('2026-08-12', 'decision', ['rigbook', 'payments'], "@@R10b@@"),
'N1b': ('2026-10-06', 'decision', ['rigbook', 'deploys'], "@@N1b@@"),
'N2b': ('2026-06-30', 'fact', ['aquatest', 'results'], "@@N2b@@"),
'N4b': ('2026-03-26', 'fact', ['callout', 'pricing'], "@@N4b@@"),
'N6b': ('2026-07-22', 'fact', ['fieldapp'], "@@N6b@@"),
'N8b': ('2026-10-14', 'fact', ['aquatest', 'results'], "@@N8b@@"),
'N10b': ('2026-09-17', 'decision', ['staging', 'gdpr'], "@@N10b@@"),
'S1b': ('2026-08-28', 'fact', ['rigbook', 'hosting'], "@@S1b@@"),
'S3b': ('2026-06-10', 'fact', ['callout', 'telephony'], "@@S3b@@"),
'S4b': ('2026-10-01', 'fact', ['fieldapp', 'release'], "@@S4b@@"),
'S6b': ('2026-03-19', 'fact', ['secrets'], "@@S6b@@"),
'S7b': ('2026-09-24', 'fact', ['pumpdesk', 'review'], "@@S7b@@"),
'S8b': ('2026-08-04', 'fact', ['depots'], "@@S8b@@"),
'S10b': ('2026-09-30', 'fact', ['pumpdesk', 'installs'], "@@S10b@@"),
'F1b': ('2026-05-13', 'fact', ['callout', 'response'], "@@F1b@@"),
'F3b': ('2026-06-04', 'fact', ['pumpdesk', 'service'], "@@F3b@@"),
'F5b': ('2026-02-10', 'preference', ['review', 'gwen'], "@@F5b@@"),
'F6b': ('2026-07-01', 'fact', ['aquatest'], "@@F6b@@"),
'F7b': ('2026-01-20', 'fact', ['depots', 'leominster'], "@@F7b@@"),
'F9b': ('2026-04-28', 'fact', ['logging'], "@@F9b@@"),
'F10b': ('2026-03-04', 'preference', ['gwen', 'comms'], "@@F10b@@"),
'O6b': ('2026-08-19', 'fact', ['sampling'], "@@O6b@@"),
'O7b': ('2026-05-28', 'fact', ['fieldapp', 'errors'], "@@O7b@@"),
'O9b': ('2026-04-08', 'decision', ['pricing', 'drilling'], "@@O9b@@"),
'O10b': ('2026-07-15', 'decision', ['backups', 'photos'], "@@O10b@@"),
'D1b': ('2026-02-05', 'fact', ['aquatest', 'lab'], "@@D1b@@"),
'D3b': ('2026-03-02', 'fact', ['ci'], "@@D3b@@"),
'D5b': ('2026-03-30', 'fact', ['ludlow', 'pumps'], "@@D5b@@"),
'D6b': ('2026-06-23', 'fact', ['fieldapp', 'maps'], "@@D6b@@"),
'D7b': ('2026-01-28', 'decision', ['quotes'], "@@D7b@@"),
'A1b': ('2026-05-05', 'fact', ['pumpdesk', 'hosting'], "@@A1b@@"),
'A2b': ('2026-02-26', 'fact', ['aquatest', 'database'], "@@A2b@@"),
'A3b': ('2026-04-21', 'fact', ['callout', 'hosting'], "@@A3b@@"),
'A7b': ('2026-01-14', 'fact', ['dns'], "@@A7b@@"),
'A10b': ('2026-01-09', 'fact', ['rigbook'], "@@A10b@@"),
'NS1b': ('2026-09-09', 'fact', ['aquatest', 'certificates'], "@@NS1b@@"),
'NS3b': ('2026-06-16', 'decision', ['rigbook', 'surveys'], "@@NS3b@@"),
'NS4b': ('2026-10-21', 'fact', ['pumpdesk', 'reminders'], "@@NS4b@@"),
'NS5b': ('2026-07-28', 'fact', ['callout', 'paging'], "@@NS5b@@"),
'NS8b': ('2026-11-05', 'decision', ['quotes'], "@@NS8b@@"),
'NS10b': ('2026-10-28', 'fact', ['sampling'], "@@NS10b@@"),
# fillers
'x01': ('2026-01-16', 'fact', ['ludlow'], "The Ludlow depot is open 7:30 to 16:30 on weekdays."),
'x02': ('2026-01-23', 'fact', ['rigbook', 'timesheets'], "Drillers log their hours on rigbook's timesheet page every Friday."),
'x03': ('2026-02-02', 'preference', ['pumpdesk', 'sam'], "Sam prefers feature flags over long-lived branches for pumpdesk work."),
'x04': ('2026-02-17', 'fact', ['pumps'], "Grundfos SP pumps are the default for domestic boreholes."),
'x05': ('2026-03-09', 'fact', ['rigs'], "Rig 2 has its LOLER inspection every February."),
'x06': ('2026-03-16', 'decision', ['gdpr', 'quotes'], "Quotes that are never accepted get deleted after 2 years."),
'x07': ('2026-04-03', 'fact', ['pumpdesk'], "pumpdesk's Horizon dashboard is at `/horizon` and only Sam can log in."),
'x08': ('2026-04-13', 'fact', ['rigbook', 'surveys'], "Survey slots in rigbook are 2 hours long; a surveyor does at most two a day."),
'x09': ('2026-04-24', 'fact', ['drilling', 'testing'], "The test pump runs 4 hours on a domestic borehole and 24 hours on a farm supply."),
'x10': ('2026-05-11', 'preference', ['fieldapp', 'rhodri'], "Rhodri likes one PR per screen change in fieldapp."),
'x11': ('2026-05-19', 'fact', ['sampling', 'courier'], "Severn Lab's courier collects from Leominster at 2pm on weekdays."),
'x12': ('2026-06-01', 'fact', ['rigbook', 'redis'], "rigbook's Redis is `redis-rig.hartwell.internal:6379`, used by Celery only."),
'x13': ('2026-06-08', 'decision', ['aquatest', 'certificates'], "Water test certificates show the lab's sample reference and our job number."),
'x14': ('2026-06-26', 'fact', ['callout', 'on-call'], "The on-call engineer gets a £40 standby payment per night."),
'x15': ('2026-07-06', 'fact', ['slack'], "Deploy notices go to #ops; #drilling is for the crews."),
'x16': ('2026-07-17', 'fact', ['ludlow', 'vehicles'], "The pump-pulling tripod lives on the Ludlow van."),
'x17': ('2026-08-07', 'fact', ['rigbook', 'drought'], "rigbook got a waiting-list status for drilling enquiries during the drought."),
'x18': ('2026-08-24', 'decision', ['drilling', 'casing'], "New farm boreholes get 150 mm casing; domestic ones get 125 mm."),
'x19': ('2026-09-11', 'fact', ['aquatest', 'lab'], "aquatest's parser only accepts Severn Lab CSV v2."),
'x20': ('2026-09-21', 'preference', ['gwen', 'reports'], "Gwen wants the monthly report by the third working day."),
'x21': ('2026-10-09', 'fact', ['fieldapp'], "fieldapp v2.4 added a photo field for each water strike."),
'x22': ('2026-10-16', 'fact', ['pumps'], "Pressure vessels on domestic installs are 100 L Varem tanks."),
'x23': ('2026-10-23', 'decision', ['rigbook', 'quotes'], "The quote builder stays behind a feature flag until the casing prices are loaded."),
'x24': ('2026-11-02', 'fact', ['on-call', 'vehicles'], "The on-call van carries a spare pressure switch and a small test pump."),
'x25': ('2026-11-12', 'fact', ['drilling', 'bgs'], "Borehole logs are sent to the BGS within 30 days of completion."),
'x26': ('2026-11-19', 'decision', ['pricing'], "Prices go up 4% from 1 January 2027."),
'x27': ('2026-02-13', 'fact', ['surveys'], "Site survey reports are emailed to the customer within 5 working days."),
'x28': ('2026-05-26', 'decision', ['surveys', 'drilling'], "No borehole is sited within 50 m of a septic soakaway; the surveyor marks the soakaway on the plan."),
'x29': ('2026-07-30', 'fact', ['pumpdesk', 'database'], "pumpdesk's MySQL slow query log is on, with a 2 second threshold."),
'x30': ('2026-11-24', 'fact', ['agent'], "The agent has read-only access to the prod databases."),
}
