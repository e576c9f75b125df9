from lib import root

# ---------------------------------------------------------------- overviews
root("reference_quoteforge.md", "quoteforge", "quoteforge: the Rails quoting app, where it runs and how it's wired", "reference", """
# quoteforge

Rails 7.1 monolith that turns a surveykit survey into a priced quote (PDF + web link). Repo
`bfs/quoteforge`, owned by Tom's team, product owner is Hannah (sales).

## Runtime
- Ruby 3.2.4, Rails 7.1, Puma 6 (2 workers x 5 threads)
- Postgres DSN: `postgres://quoteforge@pg-main.bfs.internal:5432/quoteforge_prod`
- Background jobs: Sidekiq 7 (queues `default`, `pdf`, `pvgis`)
- Deployed to the k3s cluster, namespace `quotes`, 2 replicas

## Yield and pricing
- Yield estimates come from the EU JRC PVGIS service
- Panel price list lives in `config/price_book.yml`; Hannah updates it each quarter
- Margin check: a quote below 18% gross margin needs sales-manager approval
- Quote validity: 14 days (`QUOTE_VALID_DAYS=14`)

## Repo conventions
- PRs are merged with a merge commit (we keep the branch history for audit)
- `bin/ci` runs rubocop, brakeman and the rspec suite; takes ~6 min
- Feature flags via Flipper, UI at `/admin/flipper`

## Gotchas
- The PDF renderer chokes on emoji in customer names; `QuotePdf#sanitize_name` strips them
- Rounding happens once, at the quote total, never per line item
""", "quoteforge overview", "runtime, yield/pricing flow, repo conventions", "Systems")

root("reference_sunwatch.md", "sunwatch", "sunwatch monitoring service overview", "reference", """
# sunwatch

Go service that pulls generation data from customers' inverter clouds and flags systems that
under-perform. Repo `bfs/sunwatch`. Runs in the k3s cluster, namespace `sunwatch`.

## Data sources
- SolarEdge monitoring API, GivEnergy cloud, Fronius Solar.web
- Inverter cloud APIs are polled every 15 minutes per site (SolarEdge allows 300 calls/day per site)
- A site is linked by its inverter serial, entered by the installer at commissioning

## Storage
- Storage: TimescaleDB 2.14 (hypertable `readings`, chunk interval 1 day)
- Raw readings are retained for 90 days, then only the hourly continuous aggregate is kept
- Daily rollups are what support looks at first when a customer calls about low generation

## Alerting
- sunwatch flags a site when it under-performs against its expected yield
- Alerts land in the `#sunwatch-alerts` Slack channel and in the support queue
- Known noisy sites (shaded, east-west splits) are in `config/mute.yaml`

## Ops
- Metrics on `:9102/metrics`, scraped by Prometheus
- `sunwatchctl backfill --site <id> --from <date>` re-pulls a window after an API outage
""", "sunwatch overview", "inverter polling, storage, alerting", "Systems")

root("reference_crewplan.md", "crewplan", "crewplan: install scheduling for the three depots", "reference", """
# crewplan

Django app used by the ops office to schedule install crews, scaffolders and electricians.
Repo `bfs/crewplan`.

## Stack
- Framework: Django 4.2 LTS with HTMX front end
- Python 3.11
- Postgres: `pg-crew.bfs.internal:5432`, db `crewplan`
- Celery broker: `redis://redis-crew.bfs.internal:6379/0`
- Runs on the VM `crew-01.bfs.internal` (gunicorn behind Caddy), not in the cluster

## Scheduling rules
- Install bookings are made in crewplan by the ops office (Gemma, Rhys)
- crewplan schedules each crew against its depot's van and ladder stock
- Cardiff depot crews start at 07:30
- A job needs a completed survey and a signed contract before it can be booked

## Integrations
- Pulls the job list from quoteforge (accepted quotes) every 10 minutes
- Pushes the "install complete" event to ledgerline and gridlink
- Met Office DataHub forecast per postcode district
""", "crewplan overview", "stack, scheduling rules, integrations", "Systems")

root("reference_gridlink.md", "gridlink", "gridlink DNO paperwork service", "reference", """
# gridlink

Handles the Distribution Network Operator (DNO) paperwork: G98 notifications after install
and G99 applications before install. Repo `bfs/gridlink`.

- gridlink is a FastAPI service (Python 3.12, uvicorn) with a small Postgres schema on the shared cluster
- Our DNOs: NGED (South West + South Wales) for nearly everything, SSEN for a handful of jobs
- Systems up to 3.68 kW per phase go through G98; anything larger needs a G99 application first
- gridlink retries a failed DNO portal submission up to 3 times, with a 20-minute back-off
- The G99 form is produced as a PDF from the job's design data
- gridlink PRs are rebase-merged so `main` stays linear
- CI runs on Woodpecker on the k3s cluster

## Status tracking
- Each application has a state machine: `draft -> submitted -> acknowledged -> approved | rejected`
- The NGED reference number is stored as `dno_ref` and shown in crewplan
""", "gridlink overview", "DNO notifications/applications, states, repo", "Systems")

root("reference_surveykit.md", "surveykit", "the surveyors' mobile app (surveykit)", "reference", """
# surveykit

React Native (Expo) app the surveyors use on site visits: roof measurements, photos, consumer
unit details, shading notes. Repo `bfs/surveykit`.

## Build
- Expo SDK 52, React Native 0.76
- surveykit runs on both iOS and Android (iPads for the Bristol surveyors, Samsung tablets in Cardiff)
- CI: GitHub Actions (`.github/workflows/ci.yml`, lint + jest + typecheck)
- Android test builds go to testers through Firebase App Distribution

## Data capture
- surveykit captures roof measurements for each roof plane
- Photos are saved on the device first, so a survey can be completed with no signal and synced later
- Photos are compressed to JPEG quality 80 before upload
- Each survey upload is limited to 8 MB per photo; larger files are rejected by the API
- Roof photos, CU photos and shading notes are required sections; the rest are optional

## Release
- Store releases every 2-3 weeks; version bump in `app.config.ts`
""", "surveykit overview", "build, data capture, release", "Systems")

root("reference_ledgerline.md", "ledgerline", "ledgerline invoicing and payments service", "reference", """
# ledgerline

Small Python (Flask) service that raises invoices and keeps them in step with Xero.
Repo `bfs/ledgerline`.

## Invoicing
- ledgerline raises deposit invoices automatically when the contract is signed in quoteforge
- The final invoice is raised when the install is complete
- ledgerline emails final invoices as PDF attachments, with a link to pay
- Invoice emails go out through Postmark (server "ledgerline-prod", message stream `invoices`)
- Invoices are never deleted; a wrong invoice is cancelled with a credit note

## Xero
- Xero push job: cron `0 1 * * *` (Europe/London), pushes the day's invoices and credit notes
- Contact matching on email first, then postcode + surname

## Misc
- Money is stored as integer pence everywhere
- Postgres: `pg-ledger.bfs.internal:5432`, db `ledger`
""", "ledgerline overview", "invoicing rules and the Xero sync", "Systems")

root("reference_myarray.md", "myarray", "myarray customer portal overview", "reference", """
# myarray

Customer portal: customers log in to see their system, documents and generation.
Repo `bfs/myarray`, Next.js 14 (App Router), TypeScript.

- Hosting: Vercel (team `brightfield`), preview deploy per PR
- Package manager: pnpm 9 (`pnpm-lock.yaml` is the only lockfile we commit)
- CI: GitHub Actions (lint, vitest, playwright smoke)
- Every merge to main auto-deploys myarray to staging
- Login: passwordless magic links sent by email
- Customer sessions time out after 30 minutes idle
- The dashboard shows live generation data from sunwatch
- Customers can download their handover pack from myarray
- Password-reset and welcome emails go through Resend

## Notes
- Data comes from quoteforge, ledgerline and sunwatch over internal APIs; myarray has no DB of its own beyond sessions
- Design system is shadcn/ui; Tailwind config shared with the marketing site
""", "myarray overview", "customer portal stack, login, what customers see", "Systems")

root("reference_infra.md", "infra", "infra: cluster, deploys, monitoring, backups", "reference", """
# Infra

## Cluster
- Cluster: k3s on Hetzner Cloud
- Deploys go through Argo CD
- Infra changes are applied with Terraform (`bfs/infra`, state in the Hetzner object storage bucket)
- Ingress: Traefik, certs from Let's Encrypt via cert-manager

## Monitoring
- Grafana dashboards at `https://grafana.bfs.internal` (self-hosted, LDAP login)
- Prometheus in-cluster, 15-day retention
- PagerDuty pages the on-call engineer (service "BFS Platform")

## Backups
- Nightly backups of all Postgres databases go to the Synology NAS in the Bristol office
- WAL archiving for pg-main only

## Access
- SSH via Tailscale only; no public SSH anywhere
""", "infra overview", "cluster, deploys, monitoring, backups", "Systems")

root("reference_handover_packs.md", "handover-packs", "what goes in a handover pack and how it is produced", "reference", """
# Handover packs

Every install ends with a handover pack: MCS certificate, electrical installation certificate
(EIC), G98/G99 confirmation, warranty documents, inverter and battery manuals, and a short
"your system" sheet.

- Handover packs are rendered with WeasyPrint from the Jinja templates in `handover/templates/`
- The pack is emailed to the customer automatically when the job is closed in crewplan
- The MCS certificate number comes from the job in crewplan (typed in by Sian after registration)
- Packs are stored in the `handover-packs` bucket, keyed by job number

**Why:** MCS audits ask for proof the customer received the pack; the email log is that proof.
""", "Handover packs", "contents and production of the end-of-job pack", "Systems")
