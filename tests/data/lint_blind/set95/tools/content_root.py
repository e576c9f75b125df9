# Root (Claude Code auto-memory) files. Lines starting with [[ID]] are claim lines (tag stripped on build).
# (filename, name, description, type, title, hook, body)
ROOT = []
def R(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body))

R("reference_divelog.md", "divelog", "divelog reference: stack, database, backups, dive record rules", "reference",
  "divelog", "dive records app used on the spreads and in the office", """
# divelog

Dive records for every job: diver, depth, bottom time, gas, decompression, supervisor sign-off. Runs on the
dive-control laptops at each spread and in the office for HSE returns and log-book printouts.

## Stack
[[A1a]]- Django 5.1 on Python 3.12, server-rendered with HTMX, no SPA
[[V1a]]- Postgres: `pg-divelog.kelpline.internal:5432`, database `divelog`, role `divelog_app`
- Redis for the laptop sync queue: `redis-divelog.kelpline.internal:6379`
[[R2a]]- CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest, ruff and the migration check
[[S1a]]- Errors are reported to Rollbar (project `kelpline-divelog`)
- Runs on ECS Fargate in eu-west-2, one service behind the internal ALB

## Data
[[D1b]]- All dive data lives in the central Postgres; laptops only hold an outbound sync queue
[[F10a]]- Dive times are stored in UTC
[[F6a]]- A dive record locks 24 hours after the diver surfaces
[[NS4a]]- A submitted dive record is never deleted; a correction creates a new revision
- Bottom time is whole minutes, depth is metres of sea water to one decimal place

## Ops
[[V10a]]- Nightly `pg_dump` at 02:30 UTC to `s3://kelpline-backups/divelog/`
[[N1a]]- Migrations are never run automatically on deploy; Kwame runs `manage.py migrate` by hand once no spread is mid-dive
[[V9a]]- Office read API under `/api/v1/`, rate limit 120 requests/min per token
[[O7a]]- Sessions on the dive-control laptops last 12 hours, a full shift, so a supervisor is never logged out mid-dive
- Log-book printouts are A5 PDFs, one page per dive
""")

R("reference_rovdeck.md", "rovdeck", "ROV and drop-camera video ingest, from laptop agent to cloud storage", "reference",
  "rovdeck", "ROV video ingest from the spreads to the cloud", """
# rovdeck

Moves inspection video from the spread laptops to the cloud, transcodes it and links clips to the job in inspectr.

## Components
[[D6b]]- Written in Go 1.23; one binary serves as both the laptop agent and the cloud worker
[[NS9a]]- Ingests ROV and drop-camera footage and stills
[[R5a]]- Queue: NATS JetStream, stream `ROV_INGEST`, one consumer per worker
[[R9a]]- Object storage: Backblaze B2, bucket `kelpline-raw` for originals, `kelpline-proxy` for transcodes
[[O1b]]- Redis (upload state and locks): `redis-rov.kelpline.internal:6380`

## Upload
[[F1a]]- The laptop agent uploads over the spread's 4G router
[[V2a]]- Multipart uploads in 64 MB parts (`ROVDECK_PART_SIZE=64MiB`)
[[O2a]]- A failed part upload is retried up to 8 times with exponential backoff
- Interrupted uploads resume from the last completed part
[[N7a]]- Transcoding happens in the cloud worker, not on the spread laptop; laptops send the raw MP4/MOV untouched

## Retention
[[V7a]]- Raw inspection video is kept for 7 years, then deleted by a bucket lifecycle rule
[[O8b]]- Thumbnails and preview strips are deleted after 90 days; they are regenerated on demand
- CI: GitHub Actions, `go test ./...` plus the golden-file tests for the clip index
""")

R("reference_inspectr.md", "inspectr", "inspection reporting service and client portal, with readings rules", "reference",
  "inspectr", "inspection reports and the client portal", """
# inspectr

Turns dive and ROV findings into client inspection reports: CP readings, UT thickness, anomalies, photos, video
links. Also serves the client portal.

## Stack
[[V4a]]- FastAPI on Python 3.12
[[R1a]]- Dependencies managed with Poetry (`poetry install`, `poetry.lock` committed)
[[R10a]]- PDF rendering: WeasyPrint, templates in `inspectr/templates/report/`
[[O1a]]- Redis: `redis-inspectr.kelpline.internal:6379` (report render queue)
[[F9a]]- Runs on ECS Fargate in eu-west-2
[[O5a]]- Portal account emails (invites, password resets) go out through Postmark
- Public API for clients under `/v2/`, rate limit 600 requests/min per client key

## Readings and reports
[[A3a]]- UT thickness readings in mm, one decimal place
[[N9a]]- A UT thickness reading is not accepted without a calibration block reference
[[D9b]]- Anomalies are coded priority 1 to 4 (1 = immediate action)
[[N3a]]- Reports are not emailed to clients automatically; the client downloads them from the portal
- CP readings are recorded against Ag/AgCl, in mV

## Portal
[[A2b]]- Client portal: `portal.kelpline.co.uk` (React, served from CloudFront)
[[D10b]]- Each client contact has their own portal login with TOTP
[[S5a]]- The portal front end calls inspectr's `/v1/reports` and `/v1/jobs` endpoints
[[V8b]]- Portal uploads are capped at 500 MB per file (nginx `client_max_body_size 500m`)
""")

R("reference_certvault.md", "certvault", "diver certificates, medicals and competency tracking", "reference",
  "certvault", "diver qualifications, medicals and competency", """
# certvault

Who is qualified for what, and until when. Rails 7.2, used by the office and the dive superintendent for
allocating divers to jobs.

[[R7a]]- Database: MySQL 8 on RDS (`certvault-prod`)
[[F2a]]- Tracks diving qualifications and offshore cards for every diver and supervisor
[[O4a]]- Dive medicals (HSE approved medical examiner) are valid for 12 months
[[V3a]]- First dive-medical reminder goes out 60 days before expiry, then weekly
[[R4a]]- Reminder emails go out through Postmark (server `certvault-prod`)
[[N4a]]- No personal phone numbers are stored; callouts use the company mobile list in jobplanner
[[NS8a]]- An expired CSCS card does not block job allocation (it only shows a warning)
[[A10a]]- Nightly expiry check at 06:00 Europe/London
[[O10a]]- Database backup at 03:15 UTC, kept 35 days
- Competency sign-offs need two signatures: the supervisor and the superintendent
""")

R("reference_gasbook.md", "gasbook", "gasbook: cylinders, compressors, kit tags (Android app + API)", "reference",
  "gasbook", "gas, cylinders, compressors and kit tags", """
# gasbook

Cylinder tests, compressor air quality, fills and kit-tag inspections (umbilicals, helmets, bailouts).

## App
[[A7a]]- Kotlin Android app on Zebra TC26 handhelds; there is no iOS build
[[N5a]]- Works fully offline; checks sync when the handheld next gets signal
[[R3a]]- Crash reporting: Sentry (Android SDK, project `gasbook-android`)
[[S9a]]- Prints a paper tag on the Zebra printer for every cylinder that passes its check
[[NS5a]]- Won't log a fill for a cylinder whose periodic test date has lapsed
[[N10a]]- A failed kit-tag inspection pages the duty dive supervisor

## API and compressors
[[O3b]]- Backend API: Node 20 with Fastify
[[V5a]]- Aberdeen HP compressor: air quality sample due every 3 months (BS EN 12021)
[[D8b]]- Air samples are analysed by Calder Analytical in Perth
- Cylinder periodic inspection and test dates come from the stamped cylinder and are entered once
""")

R("reference_jobplanner.md", "jobplanner", "job scheduling with tides, weather windows and crews", "reference",
  "jobplanner", "job scheduling against tides and weather", """
# jobplanner

Plans diving jobs against tide windows, weather and crew availability; every base schedules in it.

- TypeScript, NestJS 10 API with a Vue front end
[[O3a]]- Node 22 LTS
[[R6a]]- Hosted on Fly.io (app `kelpline-jobplanner`, region lhr)
[[S6a]]- Local dev: `yarn install && yarn start:dev`
- Tide predictions from the UKHO Admiralty API (Discovery tier)
[[D2b]]- Wind and swell forecasts come from Open-Meteo
[[V6a]]- A tide-sensitive job is only scheduled if there is at least 45 minutes of slack water
[[F4a]]- Diving is not scheduled when the forecast wind is above 25 knots
- Crew lists pull qualifications from certvault nightly
""")

R("reference_infra.md", "infra", "infra overview: AWS, Terraform, secrets, logs, on-call", "reference",
  "Infra", "AWS, Terraform, secrets, logging, on-call", """
# Infra

- AWS account `kelpline-prod`, region eu-west-2 for everything except CloudFront
[[A5a]]- Terraform state: S3 bucket `kelpline-tfstate` with DynamoDB lock table `tf-locks`
[[A8a]]- Secrets: 1Password vault `Kelpline Prod`, injected with `op run`
[[A9a]]- Dashboards and logs: Grafana Cloud (Loki for logs)
- Sentry EU (`de.sentry.io`) for inspectr, rovdeck and certvault
[[F3a]]- Every Postgres instance we run is on major version 16
[[D7b]]- Code lives in the GitHub organisation `kelpline-subsea`
[[F7a]]- Backups are encrypted at rest
[[NS2a]]- Compressor and chamber faults go to the Aberdeen workshop, not to on-call
[[S7a]]- On-call: Kwame and Joanna alternate weekends
""")

R("reference_bases.md", "bases", "bases: Aberdeen, Plymouth, Milford Haven, Great Yarmouth", "reference",
  "Bases", "the four bases and what runs where", """
# Bases

[[A4a]]- Aberdeen (ABZ), Altens: HQ, workshop, main store
[[O9a]]- Aberdeen has its own two-compartment recompression chamber
[[D5b]]- Plymouth (PLY): the catamaran *Tern* is the main platform for Plymouth Sound work
[[S8a]]- Milford Haven (MHV): depth readings come from the Raspberry Pi logger on the dive control panel
[[D4b]]- Great Yarmouth (GYM): southern North Sea wind-farm jobs
- Every base has a dive-control laptop per spread and one shared office PC
""")

R("reference_team.md", "team", "who is who in the digital team and the dive side", "reference",
  "Team", "people, roles and their tools", """
# Team

- Morag Lindsay: head of digital, owns the roadmap
[[O6a]]- Kwame Asante: backend (divelog, rovdeck); works in PyCharm
- Joanna Pryce: ops and data, former dive supervisor, owns gasbook and the HSE returns
- Declan Rooney: dive superintendent, not a developer; signs off competency and medicals policy
- Contractors come in for the Android work on gasbook
""")

R("reference_glossary.md", "glossary", "glossary: diving and inspection terms used in the code", "reference",
  "Glossary", "terms: spread, bailout, CP, UT, slack water", """
# Glossary

- Spread: one diving team's kit and crew on a job (panel, umbilicals, chamber or not)
- Bailout: the diver's emergency gas cylinder
- CP: cathodic protection; readings in mV against a reference electrode
- UT: ultrasonic thickness gauge readings of steel
- Slack water: the window around the turn of the tide when current is low enough to dive
- Pneumo: the pneumofathometer hose used to read the diver's depth at the panel
""")

R("user_profile.md", "user-profile", "Morag Lindsay, head of digital; how she works", "user",
  "User profile", "who Morag is and how she likes to work", """
Morag Lindsay, head of digital at Kelpline Subsea. Came from offshore survey software; knows the diving side well
enough to argue with supervisors.

[[R8a]]- Edits in Neovim (LazyVim), terminal-first
[[F8a]]- Prefers short answers
[[A6a]]- Wants a written plan before any change that touches more than two files
- Reviews every PR to divelog herself
""")

R("feedback_reply_style.md", "reply-style", "how to write replies to Morag", "feedback",
  "Reply style", "short replies, tables, no recap", """
[[F8b]]Keep replies short: a table when comparing options, no preamble, no recap.
[[NS10a]]Don't end a reply with a summary of what you just did.

**Why:** Morag reads on her phone between site calls.

**How to apply:** Lead with the answer; offer detail only if asked.
""")

R("feedback_prs.md", "pr-descriptions", "how PR descriptions should look", "feedback",
  "PR descriptions", "shape of PR descriptions", """
[[NS10b]]PR descriptions start with a one-line summary, then testing notes, then anything risky.

**Why:** Morag skims the first line in the GitHub notification email.

**How to apply:** Keep the summary under 80 characters; link the ticket at the end.
""")

R("feedback_plans.md", "plans-first", "plan before multi-file changes", "feedback",
  "Plans first", "write a plan and wait for a go-ahead", """
[[A6b]]Before a change that spans three or more files, write the plan out and wait for Morag's go-ahead.

**Why:** two large refactors of divelog were thrown away in January because they went the wrong way.

**How to apply:** Plan as a short numbered list with the files named.
""")

R("feedback_merge_strategy.md", "rovdeck-merges", "how rovdeck PRs get merged", "feedback",
  "rovdeck merges", "keep commit history in rovdeck", """
[[N2a]]Never squash rovdeck PRs: the per-commit history is what we bisect the camera protocol bugs with.

**Why:** Kwame lost a week in April finding a frame-drop regression hidden inside one squashed commit.

**How to apply:** Use "Rebase and merge" on rovdeck; keep commits small and buildable.
""")

R("feedback_git.md", "git-habits", "git habits on shared branches", "feedback",
  "Git habits", "shared branches and force-pushes", """
[[NS3a]]Don't rebase a branch that someone else has pushed to.

**Why:** Joanna and a contractor both push to the gasbook release branches.

**How to apply:** If a shared branch is behind main, merge main into it instead.
""")

R("feedback_testing.md", "testing", "testing rules for divelog and rovdeck", "feedback",
  "Testing", "real databases, MinIO for S3", """
[[N6a]]Don't mock the database in divelog tests; they run against a real Postgres in docker compose.
[[NS7a]]rovdeck integration tests never mock S3; they run against MinIO.

**Why:** a mocked test passed in February while the real migration failed on the laptops.

**How to apply:** `docker compose up -d postgres minio` before running the suites.
""")

R("feedback_deploys.md", "deploy-timing", "when jobplanner may be deployed", "feedback",
  "Deploy timing", "keep deploys away from planning hours", """
[[N8a]]Never deploy jobplanner during office hours (08:00 to 18:00); the supervisors are planning in it all day.

**Why:** a deploy at 10:00 in March dropped three half-entered job plans.

**How to apply:** Schedule jobplanner deploys for the evening and say so in the PR.
""")

R("feedback_secrets.md", "secrets", "never commit env files", "feedback",
  "Secrets", "where credentials come from", """
[[A8b]]Never commit `.env` files; every credential comes from 1Password via `op run --env-file`.

**Why:** a Postmark token ended up in a public gist in 2025.

**How to apply:** Add new secrets to the `Kelpline Prod` vault and reference them with `op://` paths.
""")

R("feedback_units.md", "units", "units in reports and code", "feedback",
  "Units", "metric units everywhere", """
Depths in metres of sea water, never feet, in every system including the US client's reports.

**Why:** the HSE returns and the dive tables are metric.

**How to apply:** Convert on input, never store imperial values.
""")

R("feedback_commit_style.md", "commit-style", "commit message style", "feedback",
  "Commit style", "short, scoped commit messages", """
Commit subjects are short and scoped: `divelog: ...`, `gasbook: ...`, `infra: ...`.

**Why:** the release notes are generated from the subject lines.

**How to apply:** No emoji, no co-author trailer.
""")

R("project_sentry_migration.md", "divelog-sentry", "divelog error reporting moved to Sentry", "project",
  "divelog to Sentry", "error reporting move for divelog", """
[[S1b]]Moved divelog error reporting from Rollbar to Sentry in June 2026; the Rollbar project is closed.

The DSN is in 1Password. Alert rules mirror the old ones: new issue, and more than 50 events in 10 minutes.
""")

R("project_ftp_shutdown.md", "ftp-shutdown", "client FTP server retired", "project",
  "FTP shutdown", "the old client video server is gone", """
[[S2b]]The old client FTP server (`ftp.kelpline.co.uk`) was shut down on 2026-04-30; clients get video links from the portal.

Two clients complained; both now have portal logins. The DNS record points at the portal.
""")

R("project_access_retirement.md", "access-retirement", "the Access competency database is retired", "project",
  "Access DB retirement", "competency records moved off the Access file", """
[[S3b]]The Access competency database on the S: drive is read-only since March; certvault is the record now.

Joanna exported it to CSV and imported it; anything older than 2019 was left in the archive copy.
""")

R("project_trello_exit.md", "trello-exit", "job boards moved off Trello", "project",
  "Trello exit", "job boards are in jobplanner", """
[[S4b]]We no longer use Trello for job boards; every job lives in jobplanner.

The Trello workspace was exported to JSON and kept in the S: drive archive.
""")

R("project_inspectr_api_v2.md", "inspectr-api-v2", "inspectr API v2 rollout", "project",
  "inspectr API v2", "the v2 API and what is left on v1", """
[[S5b]]inspectr's `/v1` API is deprecated since October; the portal and the Ørsted integration both call `/v2`.

`/v1` answers with a `Deprecation` header and will be removed in 2027.
""")

R("project_qr_tags.md", "qr-tags", "gasbook moved to QR tags", "project",
  "QR kit tags", "paper tags replaced by QR stickers", """
[[S9b]]gasbook no longer prints paper tags: since September it is QR stickers only, scanned with the handheld.

The Zebra label printers went back to the lease company in October.
""")

R("project_photo_drive.md", "photo-drive", "inspection photos shared drive retired", "project",
  "Inspection photos drive", "where inspection photos go now", """
[[S10b]]The "Inspection Photos" shared drive is archived and read-only since September; photos are uploaded straight into inspectr.

The archive stays for seven years for the older reports that link to it.
""")

R("project_rovdeck_v2.md", "rovdeck-v2", "the rovdeck v2 rewrite", "project",
  "rovdeck v2", "why and when rovdeck was rewritten", """
[[D6a]]Until the v2 rewrite in May 2026, rovdeck was a Python script run from cron on each laptop.

The rewrite added resumable uploads and the clip index.
""")

R("project_portal_launch.md", "portal-launch", "client portal launch and beta", "project",
  "Portal launch", "beta and go-live of the client portal", """
[[D10a]]During the portal beta (February to April 2026) each client company shared a single login.

Go-live was 2026-05-04 with five clients; the rest were moved over by the end of June.
""")

R("project_milford_panel.md", "milford-panel", "new dive control panel at Milford Haven", "project",
  "Milford Haven panel", "depth readings from the new panel", """
[[S8b]]Retired the Raspberry Pi depth logger at Milford Haven in September; the new Divex panel sends pneumo depths over serial.

divelog reads the serial feed through the laptop agent, same format as the other bases.
""")

R("project_hse_returns.md", "hse-returns", "quarterly HSE returns from divelog", "project",
  "HSE returns", "how the quarterly returns are produced", """
The quarterly HSE returns are built from divelog exports by Joanna.

The export covers every dive by every diver, grouped by base and by diving mode.
Due dates: end of the month after each quarter.
""")

R("project_windfarm_season.md", "windfarm-season", "2026 wind-farm inspection season", "project",
  "Wind-farm season", "scope of the 2026 monopile campaign", """
The 2026 campaign covers monopile scour and CP surveys for two southern North Sea wind farms.

Work runs from Great Yarmouth with one air spread and the ROV team.
Reports go through inspectr like every other job.
""")

R("reference_clients.md", "clients", "main clients and what they expect", "reference",
  "Clients", "who the main clients are", """
# Clients

- Ørsted: wind-farm monopiles; uses the `/v2` API integration
- Associated British Ports: quay walls and dock gates at several ports
- Crown Estate survey contract: seabed assets, reports within agreed deadlines
- A US offshore client: metric units in reports, per contract
""")

R("reference_dive_spreads.md", "dive-spreads", "spreads and their kit", "reference",
  "Dive spreads", "spreads, panels and laptops", """
# Dive spreads

- Air spreads: five, one per base plus a second one at Aberdeen
- Each spread has a dive-control laptop running the divelog agent and the rovdeck agent
- Great Yarmouth uses a hired panel until its own is delivered
""")
