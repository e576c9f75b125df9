from lib import auto
A = {}

A['sunwatch-rate-limits'] = auto("sunwatch-rate-limits", "sunwatch vs vendor API rate limits", "2026-04-02", ["sunwatch", "solaredge", "givenergy", "fronius"], """
# Vendor API limits

sunwatch polls each site's inverter API every 5 minutes, so the per-site budgets matter:

- SolarEdge: 300 requests/day per site key; an account key is shared across all its sites,
  so large accounts get batched through the `sites/{ids}/overview` bulk call
- GivEnergy: generous, but returns 429 if more than 2 requests per second per key
- Fronius Solar.web: the paid query API only; budget is per month, watched in Grafana

When a vendor returns 429, the poller backs off that vendor only, not the whole run.
""")

A['crewplan-notes'] = auto("crewplan-notes", "crewplan working notes", "2026-05-20", ["crewplan", "django"], """
# crewplan notes (Lowri + agent)

crewplan is on Django 5.0 — `requirements/base.txt` pins `Django==5.0.9`.
HTMX partials live under `templates/partials/`; each view that returns a partial checks
`request.htmx` and falls back to the full page.

Exceptions from crewplan go to Sentry (project `crewplan`, environment tag per depot).

Crew rota emails are sent through Microsoft 365 SMTP (`smtp.office365.com:587`) from the ops@ mailbox.

Things that bite:
- The depot filter is stored in the session; tests must set it or every list view is empty
- `Job.install_date` is a date, not a datetime; the crew start time comes from the depot
""")

A['quoteforge-jobs'] = auto("quoteforge-jobs", "quoteforge background jobs", "2026-07-09", ["quoteforge", "jobs"], """
# Background jobs in quoteforge

quoteforge runs its background jobs with GoodJob on Postgres — there is no Redis in the quotes namespace.

- Queues: `default`, `pdf` (max 2 threads, PDFs are memory hungry), `pvgis`
- Dashboard mounted at `/admin/good_job`
- Cron-style jobs: `PriceBookReminderJob` (quarterly), `StaleQuoteSweepJob` (nightly)

If a PDF job dies with OOM, bump the `pdf` queue memory limit rather than adding threads.
""")

A['myarray-deploy'] = auto("myarray-deploy", "myarray deploys", "2026-08-06", ["myarray", "deploy"], """
# myarray deploys

myarray is hosted on Netlify (site `bfs-myarray`).

Staging deploys of myarray happen on each merge to `main`; production is promoted by hand.

- Env vars are set in the site settings; the internal API base URL differs per context
- myarray sends a welcome email when a customer's account is created.
- Rollback = "publish deploy" on the previous production deploy
""")

A['surveykit-offline'] = auto("surveykit-offline", "surveykit and bad signal", "2026-05-27", ["surveykit", "offline"], """
# surveykit with no signal

Lots of our rural surveys (mid Wales, north Devon) have no mobile signal at the property.

surveykit does not keep photos offline: if there's no signal the surveyor has to retake them later.
The text fields are kept in local storage, but the photo picker uploads straight away
and fails without a connection.

Workaround the surveyors use: take photos with the normal camera app and attach them back
at the van where there's 4G.
""")

A['ops-office-notes'] = auto("ops-office-notes", "ops office notes", "2026-09-30", ["crewplan", "ops"], """
# Ops office: how Gemma and Rhys use crewplan

- Morning: check the weather column, move jobs if needed
- No roof installs get booked if forecast gusts are over 25 mph (insurer's condition for ladders and scaffold work).
- crewplan does not send customer SMS reminders; Gemma phones each customer the day before.
- Afternoon: confirm scaffolding for the next 3 days, order stock for the next week

They want a "print tomorrow's run sheets" button (BFS-577).
""")

A['sunwatch-deploys'] = auto("sunwatch-deploys", "sunwatch deploy pipeline", "2026-03-26", ["sunwatch", "deploy", "argocd"], """
# sunwatch deploy pipeline

sunwatch is deployed continuously from main.

1. Woodpecker builds `registry.bfs.internal/sunwatch:<sha>`
2. The image tag is bumped in `bfs-deploy` by the pipeline
3. Argo CD picks it up

sunwatch schema migrations are run by the deploy job (`migrate` init container) before the new pods start.

Rollback: revert the tag bump in `bfs-deploy`.
""")

A['quoteforge-test-setup'] = auto("quoteforge-test-setup", "quoteforge test setup", "2026-02-12", ["quoteforge", "tests"], """
# quoteforge tests

- `bin/rspec` runs everything; system specs need Chrome
- Factories in `spec/factories`, one per model
- The quoteforge specs call the real PVGIS API (it's free and fast), so the suite needs network access.
- Parallel: `bin/rspec --parallel 4` locally, CI runs 2 workers
""")

A['givenergy-v2'] = auto("givenergy-v2", "GivEnergy API v2 switch", "2026-08-20", ["sunwatch", "givenergy"], """
# GivEnergy API v2

We switched sunwatch from the GivEnergy v1 API to v2 in August; v1 keys no longer work.

- v2 uses OAuth client credentials per installer account instead of customer keys
- Battery state-of-charge is now a separate endpoint
- Sites with no consent under our installer account drop out; support has the list
""")

A['surveykit-release'] = auto("surveykit-release", "surveykit release notes", "2026-10-01", ["surveykit", "release"], """
# surveykit release process

Up to v2.3 (spring 2026) surveykit was iOS-only.

We no longer use Firebase App Distribution; Android testers get builds from the Play Console internal testing track.
iOS testers use TestFlight as before.

Release checklist:
- bump version in `app.config.ts`
- run through the survey flow on one iPad and one Android tablet
- release notes in plain English for surveyors
""")

A['backups-b2'] = auto("backups-b2", "off-site backups", "2026-04-22", ["backups", "infra"], """
# Backups

Off-site backups moved from the office Synology to Backblaze B2 in April; the NAS has been decommissioned.

- `pgbackrest` repo per database, encrypted, 35-day retention
- Bucket lifecycle keeps monthly fulls for a year

Backups are restored into staging once a month to prove they work.
""")

A['pvgis-call'] = auto("pvgis-call", "how quoteforge calls PVGIS", "2026-03-12", ["quoteforge", "pvgis"], """
# PVGIS call

quoteforge calls PVGIS 5.2 `PVcalc` with the roof plane's azimuth and pitch and a 14% system loss.

- One call per roof plane; results summed
- Azimuth is converted to PVGIS convention (0 = south, -90 = east)
- Responses cached by (lat, lon, azimuth, pitch, kWp) for 30 days
""")

A['gridlink-runbook'] = auto("gridlink-runbook", "gridlink runbook", "2026-07-15", ["gridlink", "runbook"], """
# gridlink runbook

## Submissions failing
A failed NGED portal submission is retried up to 6 times before gridlink gives up and posts to `#gridlink`.
Check the portal status page first; NGED has outages most Monday mornings.

## Forms
The G99 Part 1 PDF is filled from the ENA form template (v3.4) with pdftk; design data comes from quoteforge.

## Status polling
gridlink polls NGED for application status at 07:00 every weekday.
""")

A['surveykit-measurements'] = auto("surveykit-measurements", "surveykit measurements", "2026-06-05", ["surveykit", "roof"], """
# Roof measurements in surveykit

Roof pitch is read from the tablet's inclinometer and azimuth from the compass, corrected for magnetic declination (about -1.5° in Bristol).
Lengths are entered by hand from the laser measure.

surveykit won't let a survey be submitted until there's a consumer-unit photo with the cover removed.
""")

A['cluster-nodes'] = auto("cluster-nodes", "cluster nodes", "2026-02-20", ["infra", "k3s", "hetzner"], """
# Cluster nodes

The k3s cluster is three CX41 nodes in Falkenstein (fsn1), plus one CPX31 for Woodpecker agents.

- Control plane embedded (k3s server on all three)
- Hetzner CSI for volumes; Longhorn was tried and dropped
""")

A['sunwatch-history'] = auto("sunwatch-history", "sunwatch history", "2026-06-25", ["sunwatch", "history"], """
# How sunwatch grew

Until March 2026 sunwatch polled only SolarEdge inverters.
GivEnergy came next (most battery installs), then Fronius in May for the older systems
we took over from other installers.
""")

A['gridlink-history'] = auto("gridlink-history", "gridlink rewrite", "2026-07-01", ["gridlink", "history"], """
# gridlink rewrite (Q2)

Before the Q2 rewrite, gridlink was a bundle of cron'd shell scripts and a Word mail-merge.
Lowri rewrote it in April-June; the state machine and the NGED reference tracking are new.
""")

A['sunwatch-commissioning'] = auto("sunwatch-commissioning", "sunwatch and newly commissioned sites", "2026-04-15", ["sunwatch", "commissioning"], """
# New sites in sunwatch

sunwatch ignores the first week of readings after commissioning (firmware updates, breaker trips).
After that the site is compared with its PVGIS expectation like every other.
""")

A['handover-pdf-pipeline'] = auto("handover-pdf-pipeline", "handover PDF pipeline", "2026-09-10", ["handover", "pdf"], """
# Handover PDF pipeline

The handover PDF is generated by Gotenberg (headless Chromium) running as its own deployment in the `docs` namespace.
Templates are HTML + CSS in `handover/templates/`; the manuals are merged in as-is.

Large packs (battery + EV) run to 40 pages; generation takes ~20 s.
""")

A['sunwatch-storage-sizing'] = auto("sunwatch-storage-sizing", "sunwatch storage sizing", "2026-09-03", ["sunwatch", "storage"], """
# Storage sizing

We keep raw readings for 180 days before they are dropped, so a full summer is available for warranty claims.
Disk use grows about 6 GB a month at current fleet size; the volume is 200 GB.
""")

A['ledgerline-xero-retries'] = auto("ledgerline-xero-retries", "ledgerline Xero errors", "2026-10-22", ["ledgerline", "xero"], """
# Xero push errors

ledgerline retries a failed Xero push up to 2 times, then emails finance.
Most failures are contact-matching problems (two contacts with the same email).
""")

A['sunwatch-token-cache'] = auto("sunwatch-token-cache", "sunwatch token cache", "2026-10-10", ["sunwatch", "redis"], """
# Token cache

sunwatch caches vendor API tokens in Redis at `redis-sun.bfs.internal:6379` (db 0, keys `tok:<vendor>:<account>`).
Tokens are refreshed 5 minutes before expiry.
""")
