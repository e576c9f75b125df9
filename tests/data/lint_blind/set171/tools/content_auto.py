# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("survey-photo-housekeeping", "Survey photo housekeeping", "2026-05-12", ["roofscan", "photos", "retention"],
"""# Survey photo housekeeping

Notes from sorting out the photo storage bill.

«V3b» roofscan purges survey photos 3 years after the survey date; the nightly cleanup job
removes the originals and the thumbnails together.

- Photos attached to a consent application are copied into consentlog first, so they survive the purge
- The cleanup job logs how many photos it removed; check it after changing the query
""")

A("roofscan-dev-setup", "roofscan local dev setup", "2026-02-09", ["roofscan", "dev", "python"],
"""# roofscan local dev

«V5a» The roofscan API needs Python 3.12 locally; `pyproject.toml` pins `requires-python = ">=3.12"`.

Steps:
1. `uv sync`
2. `docker compose up db` (local Postgres only, seeded with three demo surveys)
3. `make run`, then point the tablet emulator at `http://10.0.2.2:8000`

```
# .env.local
DATABASE_URL=postgresql://roofscan@localhost:5432/roofscan
```

The Android client builds from Android Studio; the debug build talks to the local API.
""")

A("reedyard-dev-setup", "reedyard dev environment", "2026-03-04", ["reedyard", "dev"],
"""# reedyard dev environment

«O4a» reedyard runs on Python 3.12 (Django 5.1); the Dockerfile uses `python:3.12-slim`.
«D1b» Local dev needs Postgres 16, same as production; `make db` starts it in Docker.

```
make db
python manage.py migrate
python manage.py loaddata yards materials
```

Fixtures include the three yards and the usual materials; there is no customer data in them.
""")

A("reedyard-jobs", "reedyard background jobs", "2026-06-22", ["reedyard", "jobs", "queue"],
"""# reedyard background jobs

«R7b» reedyard's background work (stock valuation, the low-stock digest, supplier order emails) runs on Huey,
with the SQLite storage backend on the worker.

- The valuation job runs at 05:00 so the figures are ready before Kasia starts
- Jobs are idempotent; re-running the digest just sends the same email again
""")

A("reedyard-deploy", "How reedyard gets deployed", "2026-04-15", ["reedyard", "deploy"],
"""# reedyard deploy

«N2b» The release step in reedyard's deploy script runs `python manage.py migrate` automatically on every deploy.

«NS4b» reedyard releases usually go out on Friday mornings, after the weekly stock count is in.

- Static files are collected during the build, not at release
- Rollback: redeploy the previous release tag; migrations are not reversed automatically
""")

A("reedyard-testing", "reedyard tests", "2026-07-08", ["reedyard", "tests"],
"""# reedyard tests

«N8b» reedyard's unit tests mock the database layer with in-memory stubs, so the suite runs without Postgres.

- `pytest -q` from the repo root; about 400 tests, under a minute
- Valuation tests use a frozen price list from `tests/data/prices_2026.json`
""")

A("consentlog-contributing", "consentlog: contributing notes", "2026-03-26", ["consentlog", "git"],
"""# consentlog contributing

- Branch from main, name branches `feat/...` or `fix/...`
«N1b» - PRs are always squash-merged, one commit per change on main
- Larastan level 6 must pass; don't add baseline entries without a comment
- Translations: none; the app is English only
""")

A("consentlog-deploy", "consentlog deploy notes", "2026-08-05", ["consentlog", "deploy", "hosting"],
"""# consentlog deploy

«R3b» consentlog runs on Fly.io (app `hv-consentlog`, region lhr), deployed with `fly deploy` from CI.

- Queue worker runs as a second process group in the same app
- Scheduled tasks (reminders, digests) run from the Laravel scheduler in the worker process
""")

A("consentlog-portal-sync", "consentlog and the Planning Portal", "2026-06-18", ["consentlog", "planning-portal"],
"""# consentlog ↔ Planning Portal

## Submission
«NS1b» Once an application pack is marked complete, consentlog submits it to the Planning Portal automatically.

## Auth
«A2a» Auth is OAuth2 client credentials; consentlog caches the access token and refreshes it before expiry.

## Errors
«O3a» Timeouts and 5xx responses from the Planning Portal are retried up to 5 times, with exponential backoff.
- Every response is stored against the application so the office can see what the portal said
""")

A("consentlog-reminders", "consentlog reminders", "2026-09-14", ["consentlog", "reminders"],
"""# consentlog reminders

«O9a» Conservation-area notice reminders go out 14 days before the six-week notice period ends.

- Reminders are emails to the office shared mailbox, not to customers
- Discharge-of-conditions reminders are set by hand per application
""")

A("consentlog-beta-notes", "consentlog beta notes", "2026-01-20", ["consentlog", "history"],
"""# consentlog beta notes

Looking back at the 2025 beta before the proper launch.

«D8a» During the 2025 beta, consentlog sent LBC expiry reminders only 30 days ahead, which was too late twice.
- The beta had no Planning Portal integration; everything was uploaded by hand
- Martha asked for the weekly digest after the beta
""")

A("sparkwise-build", "sparkwise build and deploy", "2026-04-28", ["sparkwise", "build"],
"""# sparkwise build

«R1b» sparkwise's JS dependencies are managed with npm; `package-lock.json` is committed and CI runs `npm ci`.

- `hugo --minify` builds the site into `public/`
- The postcode lookup widget is a small ES module, no framework
""")

A("advice-pack-template", "Advice pack template", "2026-07-14", ["sparkwise", "advice-pack", "pdf"],
"""# Advice pack template

«V7b» Keep the generated advice pack PDF under 5 MB; above that some webmail clients strip it.
«F4b» Advice packs are emailed within 24 hours of the survey being signed off in roofscan.

- The template is `layouts/pack/pack.html`, rendered to PDF with Paged.js
- Images are compressed to 150 dpi before rendering
""")

A("fire-advice-content", "Fire advice content notes", "2026-09-30", ["sparkwise", "content", "fire-safety"],
"""# Fire advice content

Martha's notes after the session with the fire service heritage officer.

## Chimneys and wood burners
«F10b» For wood burners the pack recommends sweeping the chimney twice a year and fitting a spark arrestor.
- Check chimney height above the ridge; low stacks are the main risk

## Electrics and fittings
«A10b» Aerials shouldn't be attached to the thatch, and their cables shouldn't run through it either.
- Recommend a wiring check every five years, with cables in the roof space run in conduit
""")

A("roofscan-crash-triage", "roofscan crash triage", "2026-03-11", ["roofscan", "errors"],
"""# roofscan crash triage

«R5b» roofscan's API and tablet crashes are reported to Bugsnag; check the `roofscan` project there first.

- Most crashes are on the photo screen after a camera permission change
- Attach the survey id (never the address) when raising an issue
""")

A("roofscan-release-process", "roofscan release process", "2026-05-06", ["roofscan", "android", "release"],
"""# roofscan release process

«N5b» All roofscan tablets are enrolled in the Play beta track, so surveyors get fixes the day they're built.

- Version code = date + build number, e.g. `2605061`
- Release notes are written for surveyors, not developers
""")

A("roofscan-api-v2", "roofscan API v2", "2026-09-02", ["roofscan", "api"],
"""# roofscan API v2

«S6b» The roofscan v1 API was shut down on 2026-08-31; tablets now upload to `/api/v2/surveys` in chunks.

- v2 sends the survey JSON first and registers each photo separately, so a dropped signal doesn't lose the lot
- The v2 endpoints need the tablet's device certificate
""")

A("roofscan-upload-flow", "roofscan photo upload flow", "2026-02-24", ["roofscan", "photos"],
"""# roofscan photo upload flow

«F2a» Survey photos go to object storage, in the `hv-survey-photos` bucket.

1. Tablet asks the API for an upload URL per photo
2. Tablet uploads directly, then confirms with the photo's checksum
3. API marks the photo as stored and queues the thumbnail
""")

A("roofscan-survey-form", "roofscan survey form", "2026-01-27", ["roofscan", "survey"],
"""# roofscan survey form

«A4b» The survey form has fourteen sections, starting with access and ending with the wiring and fire-safety checks.

- Section order follows how a surveyor walks round a cottage: outside first, then the roof space
- Free-text notes are limited to 2,000 characters per section
""")

A("thatchplan-worker-notes", "thatchplan worker notes", "2026-06-03", ["thatchplan", "queue"],
"""# thatchplan worker

«V8b» The thatchplan worker consumes job events from RabbitMQ on `queue-1.hvthatch.internal:5673`.

- Queues: `job.created`, `job.moved`, `job.weather`
- Dead letters go to `job.dlq`; Owen reviews it on Mondays
""")

A("thatchplan-db-notes", "thatchplan database notes", "2026-07-21", ["thatchplan", "postgres"],
"""# thatchplan database

«F1b» thatchplan's `jobs` table is partitioned by yard in Postgres, one partition per yard code.

- Adding a yard means adding a partition before the first job is created (done for TIV in August)
- Queries that don't filter on yard are slow; the board always filters
""")

A("thatchplan-invoicing", "thatchplan invoicing", "2026-05-19", ["thatchplan", "invoices", "accounts"],
"""# thatchplan invoicing

«N10b» Final invoices go out automatically when the crew marks the last day as done, before the foreman's sign-off.
«S9a» Paid invoices are pushed into Xero by the nightly sync.

- Invoice numbers are `HV-` + year + sequence
""")

A("tiverton-yard-setup", "Tiverton yard setup", "2026-10-12", ["tiverton", "yards"],
"""# Tiverton yard setup

«O7a» Tiverton runs one crew for now, led by Sam Leaman.
«D7a» For the first six weeks after opening, Tiverton's reed was trucked down from Sturminster.

- The unit has power and water; no office, the foreman uses his phone for thatchplan
""")

A("enquiries-history", "Where enquiries used to live", "2026-02-02", ["enquiries", "history"],
"""# Enquiries history

«D6a» From 2024 until January 2026, enquiries lived in Pipedrive, one pipeline per yard.

- The Pipedrive export is archived in the shared drive under `archive/pipedrive-2026-01/`
- Closed-lost reasons were never filled in, so the history is of limited use
""")

A("friday-stock-count", "Friday stock count", "2026-02-13", ["reedyard", "stock", "yards"],
"""# Friday stock count

Every Friday morning the foremen count bundles at their yard.

«S3b» Kasia updates the Reed Stock spreadsheet every Friday after the yard counts come in.

- Counts are by stack; partial bundles are rounded down
- Damp or damaged bundles are counted separately
""")

A("backup-runbook", "Backup runbook", "2026-04-07", ["infra", "backups"],
"""# Backup runbook

«F5b» The nightly database backup runs at 02:15 UTC from a systemd timer on `db-1`.

```
pg_dumpall | zstd | rclone rcat b2:hv-db-backups/$(date +%F).sql.zst
```

- Restore drill every quarter onto a scratch VM; last one took 40 minutes
""")

A("dns-notes", "DNS notes", "2026-03-19", ["infra", "dns"],
"""# DNS

«A7b» Our DNS is hosted on Cloudflare; proxying is off for the API hostnames.

- `api.hvthatch.co.uk` points at app-1
- Mail records (SPF, DKIM) cover Google Workspace and the transactional senders
""")

A("oncall-notes", "On-call notes", "2026-05-27", ["oncall", "ops"],
"""# On-call notes

«A6b» On-call swaps between Owen and Dev at the Monday 9am handover.

- If the roofscan API is down during survey season, call the surveyors before fixing anything
""")

A("materials-primer", "Materials primer for new starters", "2026-08-24", ["materials", "onboarding"],
"""# Materials primer

«NS8b» Water reed is our main coat material on Dorset jobs.

- Combed wheat reed looks like water reed once laid but is straw; used where the roof was wheat reed before
- Long straw is the Wiltshire and Devon tradition; it needs more spars per square
- Hazel spars are split and pointed by hand; liggers are the long rods on the surface
""")

A("spar-orders", "Spar orders", "2026-11-03", ["reedyard", "spars"],
"""# Spar orders

«F7b» Hazel spar bundles are 250 spars each, bought from the coppice workers.

- Winter is cutting season; orders placed after March wait for the next winter
""")

A("contributing-general", "Contributing to our repos", "2026-01-15", ["git", "conventions"],
"""# Contributing

«A9b» Commit messages follow Conventional Commits, with the app as the scope (`feat(thatchplan): ...`).

- One PR per change; keep PRs under about 400 lines
- Every PR needs a line for Kasia in the description if she will notice the change
""")

A("crew-notes", "Crew notes", "2026-06-16", ["crews", "yards"],
"""# Crew notes

- A Sturminster crew is three thatchers; Devizes crews are two thatchers and a labourer
- Crews stay together for a whole job; swaps only at job boundaries
- Foremen record days worked in thatchplan; payroll reads from there
""")

A("weather-day-report", "Weather day report", "2026-10-01", ["thatchplan", "weather"],
"""# Weather day report

Quarterly report of weather days used per yard, asked for by Kasia.

- Query counts weather days that were actually used, not the ones booked
- Q3 2026: Sturminster used most of its weather days in September
""")

A("planning-portal-outage", "Planning Portal outage, July", "2026-07-29", ["consentlog", "incident"],
"""# Planning Portal outage

The Planning Portal API was down for most of 2026-07-28.

- Submissions queued in consentlog and went through overnight once it recovered
- No applications were lost; two missed the council's weekly validation batch
""")

A("tablet-enrolment", "Tablet enrolment", "2026-08-20", ["roofscan", "tablets"],
"""# Tablet enrolment

- New tablets are enrolled with the QR code from the Android Enterprise console
- The roofscan app and the camera app are the only apps surveyors see in kiosk mode
- Tiverton's surveyor tablet was enrolled on 2026-08-19
""")

A("straw-harvest-2026", "Straw harvest 2026", "2026-09-08", ["straw", "suppliers"],
"""# Straw harvest 2026

- Wiltshire growers cut in early August; yield was down on 2025
- Long straw bought for Devizes and Tiverton; combed wheat reed mostly for Sturminster jobs
- Price per bundle up about 8%
""")

A("insurer-checklist", "Insurer checklist for thatched homes", "2026-10-20", ["sparkwise", "insurance"],
"""# Insurer checklist

What insurers ask thatched-home owners, so the advice pack can answer it.

- Date of last electrical inspection
- Whether the chimney has a spark arrestor and when it was last swept
- Smoke alarms in the roof space, linked to the rest of the house
- Fire retardant treatment: not required by most insurers we've seen
""")

A("report-pdf-notes", "Survey report PDF notes", "2026-04-21", ["roofscan", "pdf"],
"""# Survey report PDFs

- Reports use the same header as the quote letter
- Condition scores are shown as a bar per section
- Listed-building jobs get an extra page for the heritage notes
""")

A("yard-whiteboards", "Yard whiteboards", "2026-05-08", ["yards", "stock"],
"""# Yard whiteboards

- Each yard has a whiteboard with the week's jobs; foremen copy it from thatchplan on Mondays
- The board is for crews without phones; thatchplan is the record
""")

A("heritage-statement-tips", "Heritage statement tips", "2026-06-29", ["consentlog", "heritage"],
"""# Heritage statement tips

- Describe the existing thatch: material, ridge pattern, approximate age of the coat
- Say whether the proposal is like-for-like; if it isn't, explain why
- Dorset officers like a photo of each elevation
""")

A("renovate-setup", "Renovate setup", "2026-08-12", ["git", "dependencies"],
"""# Renovate

- Renovate opens dependency PRs weekly on Monday mornings across all repos
- Minor and patch updates are grouped; majors come one per PR
- Owen merges them after CI passes
""")

A("sms-wording", "SMS wording", "2026-07-02", ["thatchplan", "sms"],
"""# SMS wording

- Keep crew SMS under 160 characters so they arrive as one message
- Start with the job's short name, then the postcode, then the start time
""")

A("grafana-notes", "Dashboards", "2026-09-22", ["infra", "monitoring"],
"""# Dashboards

- Grafana on app-1 shows request rates for thatchplan and the roofscan API
- Disk usage on db-1 is the panel to watch in survey season
""")

A("quote-letter", "Quote letter", "2026-03-30", ["quotes", "office"],
"""# Quote letter

- Quotes are valid for 90 days; materials prices are reviewed after harvest
- The survey report goes out with the quote, never before
""")
