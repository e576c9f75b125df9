# free notes: slug -> (title, created, tags, body)
AUTO = {}

AUTO["historian-query-tips"] = ("Historian query tips", "2026-02-12", ["scadalink", "historian", "sql"], """
# Historian query tips

«V1b»

- Always query the continuous aggregates (`readings_5m`, `readings_1h`) for anything longer than a
  day; the raw hypertable is huge.
- `time_bucket('15 minutes', ts)` matches what the control room charts show.
- Tag lookups: `select * from tags where tag like 'KBW.%';`

Night flow for a DMA:

```sql
select time_bucket('1 hour', ts) h, avg(value)
from readings_5m where tag = 'AF07.INLET.FLOW'
and ts >= now() - interval '7 days' and extract(hour from ts) between 2 and 4
group by h order by h;
```
""")

AUTO["leakwatch-dev-setup"] = ("leakwatch dev setup", "2026-03-03", ["leakwatch", "setup"], """
# leakwatch local setup

«V4b»

1. Copy `config/local.example.toml` to `config/local.toml`, ask Tomasz for a sample of logger recordings
2. `make test` runs the unit tests; the correlation tests need the sample recordings
3. Recordings are WAV, 4 kHz, one file per logger per night

The notebooks in `notebooks/` are not maintained; don't trust their imports.
""")

AUTO["portal-session-notes"] = ("Portal session handling", "2026-04-14", ["portal", "sessions"], """
# Portal session handling

«O1b»
«V8b»

Sessions are rolled on every authenticated request. Logging out deletes the session key rather than
waiting for expiry. The "remember me" box only pre-fills the email; it does not extend the session.
""")

AUTO["leakwatch-model-notes"] = ("leakwatch model notes", "2026-07-22", ["leakwatch", "ml"], """
# leakwatch model notes

## Detection rule
«F4b»
Single-logger hits are logged but never raised; too many false positives from traffic and pumps.

## Retraining
«V10b»
Training data = last 26 weeks of confirmed leak / no-leak outcomes from worksorder job closures.

## Known weak spots
- Plastic mains carry sound badly; detection range drops to ~100 m
- Loggers near the A47 pick up HGV noise all night
""")

AUTO["meterhub-onboarding"] = ("meterhub onboarding notes", "2026-02-26", ["meterhub", "onboarding"], """
# meterhub: notes for new devs

Owen's walkthrough, written up.

«R2b»
The aquabill consumer acks each batch only after it is committed.

- Local run: `./gradlew bootRun --args='--spring.profiles.active=local'`
- Test head-end: `headend-sim` container from `docker-compose.dev.yml`
- Kotlin style: ktlint in the build; `./gradlew ktlintFormat` before committing
""")

AUTO["bill-email-bounces"] = ("Bill email bounces", "2026-06-09", ["aquabill", "email", "incident"], """
# Bill email bounces after the June run

Sian's team saw ~400 customers saying they never got their bill email.

«R4b»
Hard bounces mark the account `email_invalid` and the next bill is printed instead.

Root cause: a batch of addresses imported from the old CRM had trailing spaces. Fixed with a data
migration (FMW-1422) and a strip in the model validation.
""")

AUTO["leakwatch-pipeline"] = ("leakwatch nightly pipeline", "2026-08-18", ["leakwatch", "pipeline"], """
# leakwatch nightly pipeline

«R8b»

Steps:
1. pull recordings uploaded by the loggers overnight
2. feature extraction per logger (spectral features, noise floor)
3. pairwise correlation within 400 m along the main
4. scoring + candidate generation

«A8b»
They're printed on the logger lid, lower case.
""")

AUTO["job-sheet-renderer"] = ("Job sheet renderer", "2026-05-07", ["worksorder", "jobsheets"], """
# Job sheet renderer

«R10b»
on port 8095. worksorder posts the rendered job HTML and gets a PDF back.

- Paper size A4, one job per sheet, QR code top right
- Slow for jobs with lots of photos; thumbnails only on the sheet
""")

AUTO["labtrack-contributing"] = ("labtrack contributing notes", "2026-03-30", ["labtrack", "git"], """
# labtrack: contributing

- Branch from `main`, name `fmw-<ticket>-<slug>`
«N2b»
- Every PR touching result calculation needs Ruth's team to sign the validation checklist
- Migrations: Alembic, one per PR
""")

AUTO["aquabill-testing"] = ("aquabill testing notes", "2026-05-15", ["aquabill", "testing"], """
# aquabill testing

«A3b»

Tariff specs live in `spec/tariffs/`.
«N6b»
If a tariff change needs a new edge case, add it to the fixture by hand and get Marcus to check the numbers.

Factories: `spec/factories/`; use `create(:account, :metered)` rather than building accounts by hand.
""")

AUTO["gis-integration"] = ("GIS integration", "2026-06-23", ["gis", "leakwatch", "worksorder"], """
# How our systems use the GIS

- worksorder: looks up asset ids and valve locations through the GIS API (read)
«N7b»
- labtrack: sample point locations are synced from the GIS nightly (read)

The GIS team does not want application writes; anything that should show on a map goes through
their publishing pipeline.
""")

AUTO["customer-comms"] = ("Customer comms map", "2026-07-07", ["customer-comms", "sms", "email"], """
# Which system talks to customers how

- Bills: aquabill (email or paper)
- Planned works letters: the mailing house, from a worksorder export
«N10b»
- Appointment confirmations are made by the contact centre over the phone when the job is booked
- Portal: in-app messages only

All wording changes go through customer ops.
""")

AUTO["portal-keycloak-switch"] = ("Portal login switch to Keycloak", "2026-06-26", ["portal", "auth", "migration"], """
# Portal login switch

«S2b»
realm `customers`) in June. Passwords were migrated with the bcrypt hashes; customers did not need to reset.

Gotchas:
- magic links now expire after 15 minutes (they were 60)
- staff impersonation moved to a separate client
""")

AUTO["sensus-sftp"] = ("Sensus reads: SFTP", "2026-07-16", ["meterhub", "sensus"], """
# Sensus reads

«S4b»

- Files: `reads_YYYYMMDD_HHMM.csv`, one per hour
- meterhub's `SensusSftpIngest` job picks them up every 10 minutes and moves processed files to `done/`
- Sensus support: ticket portal, not email
""")

AUTO["worksorder-api"] = ("worksorder API notes", "2026-09-10", ["worksorder", "api", "crewapp"], """
# worksorder API

«S6b»

v2 differences:
- cursor pagination instead of page numbers
- photos uploaded as multipart on job close, not one by one

Job lifecycle as the API exposes it:
«A6b»
Transitions are `POST /api/v2/jobs/<id>/transition` with `{"to": "on_site"}`.
""")

AUTO["crewapp-bugsnag"] = ("crewapp crash reporting", "2026-08-25", ["crewapp", "monitoring"], """
# crewapp crash reporting

«S10b»

- Source maps uploaded by the release workflow
- Breadcrumbs include the job number but never the customer's address
""")

AUTO["linear-move"] = ("Move to Linear", "2026-04-21", ["process", "tickets"], """
# Ticket tracker move

«S8b»

- Team key stays `FMW`, old ticket numbers were imported so `FMW-1187` still resolves
- Cycles are two weeks; triage on Monday
""")

AUTO["worksorder-migrations"] = ("worksorder migrations checklist", "2026-05-26", ["worksorder", "migrations"], """
# worksorder migration checklist

«F3b»
1. run `manage.py makemigrations --check` in CI (already in the pipeline)
2. review the SQL with `manage.py sqlmigrate`
3. migrate outside crew shift start (06:30-08:00)
""")

AUTO["portal-direct-debit"] = ("Portal direct debit flow", "2026-05-12", ["portal", "payments", "direct-debit"], """
# Direct debit in the portal

«F6b»

The customer picks a payment day (1st, 8th, 15th or 22nd). Mandate failures show as a banner on the
account page and create a task for customer ops.
""")

AUTO["dwi-export"] = ("DWI export", "2026-07-30", ["labtrack", "dwi", "regulatory"], """
# DWI export

«D10a»

«F8b»
The file is uploaded to the DWI portal by Ruth's team; we only generate it.

Validation against the XSD happens before the file is written; failures go to `#lab-systems`.
""")

AUTO["worksorder-dev"] = ("worksorder dev notes", "2026-06-15", ["worksorder", "dev"], """
# worksorder development

«O3b»
«D9b»

Branching:
«G3b»
Review by one other platform dev; Owen for anything touching scheduling.

Fixtures: `just loaddata demo` gives you a crew, 40 jobs and a map extent around Ashby Fen.
""")

AUTO["scadalink-logging"] = ("scadalink logging", "2026-06-02", ["scadalink", "logging"], """
# scadalink logging

- Structured JSON logs (zerolog); field `station` on every poll line
«O4b»
- Alarm events are not logs: they go to the historian's `alarm_events` table and are kept with it
""")

AUTO["aquabill-staging"] = ("aquabill staging", "2026-08-06", ["aquabill", "staging"], """
# aquabill staging

«O5b»
«G5b»

- Bill runs on staging are triggered by hand: `bin/rails billing:run[DATE]`
- Card payments use the payment provider's sandbox keys
""")

AUTO["portal-payments"] = ("Portal card payments", "2026-09-22", ["portal", "payments"], """
# Portal card payments

The payment page hands off to the provider's hosted page; the provider calls our webhook on success.
«O7b»
After that the payment is parked in `failed_webhooks` and customer ops reconcile it by hand.
""")

AUTO["crewapp-dev-setup"] = ("crewapp dev setup", "2026-03-16", ["crewapp", "setup"], """
# crewapp dev setup

«O8b»

- `npm ci`, then `npx pod-install` for iOS
- Android emulator: Pixel 6 image is what Ama uses
- Point at staging worksorder with `APP_ENV=staging`
""")

AUTO["aquabill-ruby-upgrade"] = ("aquabill Ruby upgrade", "2026-03-31", ["aquabill", "upgrade", "history"], """
# aquabill Ruby/Rails upgrade (done)

«D2a»
The upgrade was done in two steps over six weeks; the hardest part was the money gem and the old
PDF layout helpers.

Lessons: pin Bundler, upgrade gems in small batches, run a full bill run on staging after each step.
""")

AUTO["leak-alerts-history"] = ("Leak alerts: how it started", "2026-02-05", ["leakwatch", "history"], """
# Leak alerts history

«D4a»
Nobody read the CSV after the first month, which is why the network team asked for jobs instead.
""")

AUTO["crewapp-history"] = ("crewapp history", "2026-01-22", ["crewapp", "history"], """
# crewapp history

«D6a»
The agency contract ended in late 2025 and the app was rewritten in-house as version 3, which is
what crews have now.
""")

AUTO["outstation-protocols"] = ("Outstation protocols", "2026-01-29", ["scadalink", "telemetry", "history"], """
# Outstation protocols

«D8a»
were swapped out in the 2024 RTU programme.

Cellular coverage is poor around Hollow Mere; two sites there have a satellite backup link.
""")

AUTO["adding-a-pumping-station"] = ("Adding a pumping station to scadalink", "2026-04-28", ["scadalink", "howto"], """
# Adding a pumping station

«A2b»

Steps:
1. get the outstation address and tag list from network ops
2. add the entry, run `make validate-config`
3. deploy, then ask the control room to confirm the site shows green
""")

AUTO["crewapp-release-checklist"] = ("crewapp release checklist", "2026-09-29", ["crewapp", "release"], """
# crewapp release checklist

- [ ] version bumped in `package.json`
- [ ] CHANGELOG entry
- [ ] smoke test on one Android and one iPhone from the device shelf
- [ ] store screenshots still current

«A10b»
Don't change it; MDM profiles are keyed on it.
""")

AUTO["meterhub-backfill"] = ("meterhub backfills", "2026-05-20", ["meterhub", "backfill"], """
# meterhub backfills

Used when a head-end was down and reads arrive late.

«G9b»
Backfilled reads are tagged `source=backfill` so aquabill can tell them apart.
""")

AUTO["historian-cleanup"] = ("Historian quarterly cleanup", "2026-10-19", ["historian", "maintenance"], """
# Historian quarterly cleanup

«G10b»
Each column drop has a ticket listing the dashboards checked. Other tasks: recompress old chunks,
review tag list against decommissioned sites.
""")

# ---------------- unpaired free notes
AUTO["ops-review-2026-03"] = ("Ops review notes, March", "2026-03-19", ["meeting", "ops-review"], """
# Ops review, 19 March

- Control room asked for a combined view of reservoir levels and pump states
- Network ops: night flow in AF-12 up 8% month on month, investigating
- Platform: no incidents affecting the control room this month
""")

AUTO["ops-review-2026-09"] = ("Ops review notes, September", "2026-09-17", ["meeting", "ops-review"], """
# Ops review, 17 September

- Summer demand peak handled; two booster stations ran at capacity for a week
- Water quality: one PCV exceedance (iron) at a rural zone, resolved by flushing
- Actions: Hannah to look at alert fatigue on the scadalink comms-fail alarms
""")

AUTO["incident-2026-02-booster-telemetry"] = ("Incident: booster telemetry gap", "2026-02-23", ["incident", "scadalink"], """
# Incident: three boosters lost telemetry

Saturday morning, six hours without telemetry from three booster stations. Cause: a poller build
with a DNP3 library bump that mishandled unsolicited responses. Rolled back Monday.

Follow-ups: canary pollers (done in September), better comms-fail alarms.
""")

AUTO["incident-2026-05-late-reads"] = ("Incident: late reads in bills", "2026-05-29", ["incident", "meterhub", "aquabill"], """
# Incident: late reads pushed into calculated bills

A backfill for an Itron outage overlapped the bill run. About 1,100 bills used a read that arrived
after calculation started. Re-billed the affected accounts the next night; customers got a corrected
email.
""")

AUTO["gis-api-cheatsheet"] = ("GIS API cheatsheet", "2026-04-09", ["gis", "api"], """
# GIS API

- `GET /assets/<id>`: asset details
- `GET /assets?near=<lat>,<lon>&radius=200`: nearby assets
- `GET /dma/<code>`: DMA polygon and inlet meters

Auth: service token in the `X-GIS-Token` header. Rate limit is generous; don't loop over thousands of ids
without batching anyway.
""")

AUTO["dpia-crewapp-summary"] = ("DPIA summary for crewapp", "2026-03-09", ["privacy", "crewapp"], """
# crewapp DPIA: summary

The DPO review focused on what leaves with crews at the end of a shift. Outcome recorded in the
feedback memory about crewapp data. Photos of customer property are allowed, photos of people are not.
""")

AUTO["vulnerable-customers"] = ("Vulnerable customer register", "2026-06-19", ["customers", "priority-services"], """
# Priority services register

Customers on the register get bottled water deliveries during supply interruptions and a call
before planned works. The register lives in aquabill; worksorder reads a flag per property.
""")

AUTO["winter-readiness"] = ("Winter readiness checklist", "2026-11-10", ["ops", "winter"], """
# Winter readiness

- Freeze-thaw bursts: expect worksorder P1 volume x3 in cold snaps
- Check crew phone chargers for vans (yes, really)
- Contact centre overflow scripts reviewed by customer ops
""")

AUTO["postgres-upgrade-plan"] = ("Postgres upgrade plan", "2026-10-06", ["postgres", "planning"], """
# Postgres upgrades (plan)

The DBA team wants every Postgres 13 cluster gone by March 2027. Ours: the lab DB and the warehouse.
Order: warehouse first (least risk), then lab after the DWI annual return.
""")

AUTO["k8s-upgrade-notes"] = ("fen-k8s upgrade notes", "2026-07-24", ["k8s", "infra"], """
# fen-k8s upgrade to 1.30

Went fine. Two things to remember next time: drain nodes one at a time with the PDBs honoured, and
the ingress controller needs its own upgrade first.
""")

AUTO["meter-read-submission"] = ("Customer meter read submission", "2026-08-13", ["portal", "meter-reads"], """
# Customer-submitted meter reads

Customers without a smart meter can submit a read in the portal. The read goes to aquabill with
`source=customer`; reads wildly off the expected range get a confirmation prompt first.
""")

AUTO["on-call-handover-template"] = ("On-call handover template", "2026-02-02", ["oncall", "template"], """
# Handover template

- Open incidents:
- Things that paged and why:
- Anything the control room asked for:
- Planned changes this week:
""")

AUTO["sampling-schedule"] = ("Sampling schedule basics", "2026-05-04", ["labtrack", "sampling"], """
# Sampling schedule

Regulatory samples are scheduled per supply zone per year; labtrack generates the schedule in
January. Samplers pick up their day's list on a tablet in the morning.
""")

AUTO["tariff-year-2026"] = ("Tariff year 2026-27", "2026-03-02", ["aquabill", "tariffs"], """
# 2026-27 tariffs

New charges apply from 1 April. Finance sends the approved tariff sheet in late February; Marcus checks
the loaded values against it line by line.
""")

AUTO["reading-list"] = ("Reading list", "2026-01-12", ["learning"], """
# Reading list

- Ofwat's leakage performance commitment guidance
- The DWI's guidance on the Water Supply (Water Quality) Regulations
- TimescaleDB docs on continuous aggregates
""")

AUTO["phone-numbers-normalisation"] = ("Phone number normalisation", "2026-10-23", ["aquabill", "data-quality"], """
# Phone number normalisation

Plan: store phone numbers in E.164 in aquabill, migrate existing data with a one-off script, keep the
display format as the customer entered it. Blocked on the contact centre testing their screen-pop.
""")

AUTO["night-flow-explainer"] = ("Night flow, for newcomers", "2026-02-16", ["network", "leakage"], """
# Night flow

Between 02:00 and 04:00 almost nobody uses water, so DMA inflow then is mostly leakage plus a small
allowance for legitimate night use. A rising night flow is the first sign of a new leak, before anyone
reports water in the road.
""")

AUTO["retro-2026-q3"] = ("Platform retro, Q3", "2026-10-01", ["retro"], """
# Q3 retro

Went well: no bill run failures, canary pollers, the April tariff load went smoothly.
Didn't: too many comms-fail alarms, crewapp release notes late twice.
Try: one "quiet week" per quarter with no releases to the control room systems.
""")
