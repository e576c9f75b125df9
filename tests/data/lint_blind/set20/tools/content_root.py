from common import root

root('user_priya.md', 'user-priya', 'Priya Raman, head of IT at Corvid Aero Technics; how she works and what she expects', 'user', '''
# Priya Raman

Head of IT / platform lead at Corvid Aero Technics Ltd (CAT), a UK CAA Part-145 maintenance
organisation for ATR 72 and Dash 8 turboprops. Base hangar at Exeter (EXT), line stations at
Newquay (NQY) and Bristol (BRS). Team of three devs: Priya, Mateusz Wrona, Callum Reid.

## Working style
- Wants short answers, command first, explanation after
- Prefers small PRs
- Editor: Helix (`hx`), config lives in her dotfiles repo
- Reads diffs in the terminal (`git diff --stat` first, then the files)
- Ex-avionics B2 engineer, so she knows the regulatory side better than the code side of some systems

## People she refers to
- Tom Adeyemi: quality manager, owns the MOE and the CAA relationship
- Gwen Hollis: stores lead (partsbin power user)
- Hannah Price: finance / payroll
- Dev on-call: see [[reference-infra]]

**How to apply:** assume aviation vocabulary (CRS, AD, SB, MEL, AOG, B1/B2) without explaining it.
''')

root('feedback_answer_style.md', 'feedback-answer-style', 'How Priya wants replies structured', 'feedback', '''
Lead with the thing to run or the diff. One or two sentences of explanation afterwards, no
preamble, no recap at the end.

**Why:** Priya said "just give me the command, I'll ask if I want the essay" (2026-02-03) after a
long reply about the pgbouncer settings.

**How to apply:** for any how-do-I question, put the command / code block first. If there are
risks, one bullet each, after the command.
''')

root('feedback_pr_size.md', 'feedback-pr-size', 'Keep pull requests reviewable', 'feedback', '''
PRs should stay under ~300 changed lines; Django/Rails migrations go in their own PR ahead of the code that uses them.

**Why:** Priya reviews everything herself in the evening and anything bigger than that gets
parked for days. The migration split came out of the March hangarlog incident where a revert
also reverted a migration that had already run.

**How to apply:** if a change grows past ~300 lines, stop and propose a split before writing
more. Generated files (lockfiles, snapshots) don't count.
''')

root('reference_hangarlog.md', 'reference-hangarlog', 'hangarlog, the work-order and task-card system: stack, endpoints, jobs, deploy', 'reference', '''
# hangarlog

Work orders, task cards, defect raising/clearing and work-pack assembly for base and line
maintenance. Repo `corvid/hangarlog`. Main user-facing system: planners, mechanics, certifying
staff, quality.

## Stack
- Python 3.12, Django 5.1
- Postgres: `pg-hangar.corvid.lan:5432`, db `hangarlog`, role `hl_app`
- Background jobs: Celery, broker Redis (`redis-hangar.corvid.lan:6379/0`)
- Celery worker concurrency: 4 (`-c 4`), one worker Deployment
- Task card PDFs rendered with WeasyPrint (`hangarlog/pdf/render.py`)
- Timestamps are stored in UTC and shown in Europe/London in the UI

## Environments
- Prod: `https://hangarlog.corvid.lan` (namespace `hangar`)
- CI: Woodpecker (`.woodpecker/ci.yml`), agent on `ci01.corvid.lan`

## Deploy
- Migrations run automatically when the web container starts (`entrypoint.sh` calls `migrate --noinput`)
- Workers are restarted one at a time so queued PDF jobs can drain
- Image tags are the short git SHA; Argo CD picks them up from `corvid/deploy`

## Integrations
- Shift handover summaries are posted to Slack `#hangar-ops` at 06:00 and 18:00
- adwatch: see [[reference-adwatch]]
- crs-sign: releases are requested from the work-order page, see [[reference-crs-sign]]
- partsbin: part requests on a task card create a pick in stores

## Gotchas
- `WorkOrder.aircraft` is the registration at the time of the WO, not a FK to the current
  register (aircraft get re-registered)
- Task card numbering restarts per work pack (`WP-2026-0113/017`)
''')

root('feedback_hangarlog_deploys.md', 'feedback-hangarlog-deploys', 'Rules for rolling out hangarlog', 'feedback', '''
hangarlog does not migrate on container start; migrations are a separate `hangarlog-migrate` Job that Argo CD runs as a PreSync hook before the rollout.

**Why:** two web pods racing `migrate` on the same table locked `workorders_taskcard` for 40
seconds during a shift in February. Priya was very clear about this one.

**How to apply:** never add `migrate` back to `entrypoint.sh`. If a migration is slow (> 10 s on
a prod-sized copy), flag it in the PR and plan the rollout for the night shift.
''')

root('reference_partsbin.md', 'reference-partsbin', 'partsbin (stores / inventory): data, queues, locations, who owns what', 'reference', '''
# partsbin

Stores and inventory: goods-in, bin locations, picks against task cards, serialised part
history, quarantine. Rails 7.1, repo `corvid/partsbin`. Gwen Hollis (stores lead) is the
product owner.

## Data
- Database: MySQL 8.0 on `mysql-stores.corvid.lan`, schema `partsbin_prod`
- Tracks serialised rotables and consumables per bin location
- Unserviceable parts are booked into quarantine bin `Q-01`
- Serial-number history before 2024 is looked up in the old Access DB `STORES.mdb` on the `fs01` stores share

## Jobs and events
- Sidekiq: concurrency 10, queues `critical,default,labels`
- Stock movement events are published to RabbitMQ exchange `stock.events` (topic)
- Labels print to the Zebra ZT411 in goods-in via `labels` queue

## Operations
- Don't start a stock recount while goods-in is open (07:00-15:00)
- On-call dev owns partsbin outages (app down, Sidekiq stuck, label queue jammed)
- Shelf-life items (sealants, O-rings) show a cure-date warning 30 days ahead

## Links
- Requests from hangarlog arrive as `PickRequest` rows; see [[reference-hangarlog]]
''')

root('reference_toolcrib.md', 'reference-toolcrib', 'toolcrib: tool issue/return and calibration tracking', 'reference', '''
# toolcrib

Tool issue and return at the crib window, plus calibration tracking for every controlled
tool. Go service, repo `corvid/toolcrib`, small Vue front end.

## What it tracks
- Tracks torque wrenches, crimp tools, pressure gauges and pitot-static testers
- Calibration records (certs, due dates, history) live in toolcrib
- Calibration due reminder goes to the tool owner 30 days before the due date
- Issuing a tool whose calibration has expired is blocked at the crib scanner
- Every issue/return is tied to a task card number from hangarlog

## Runtime
- Postgres: `pg-tools.corvid.lan:5432`, db `toolcrib`
- Metrics: `:9102/metrics` (Prometheus)
- CI: GitHub Actions (`.github/workflows/build.yml`)
- Deploys run from the GitHub Actions `deploy` job (`make deploy` with the kubeconfig secret)

## Notes
- Barcode scanners at the crib are Zebra DS2208 in HID mode, so scans arrive as keystrokes
- End-of-shift report lists tools not returned; quality chases those, not us
''')

root('feedback_toolcrib_deploy.md', 'feedback-toolcrib-deploy', 'How toolcrib gets deployed (and how it must not)', 'feedback', '''
Never deploy toolcrib from a laptop, not even with `make deploy` and a copied kubeconfig.

**Why:** in April Callum deployed from his laptop with a dirty tree and the crib scanner page
went out with a debug banner. Quality asked for every deploy to be traceable to a commit.

**How to apply:** if a toolcrib fix is urgent, push it and re-run the pipeline; do not offer the
local command as a shortcut.
''')

root('reference_crs_sign.md', 'reference-crs-sign', 'crs-sign, the certificate-of-release-to-service signing service', 'reference', '''
# crs-sign

Produces and signs the CRS (certificate of release to service) PDF for a completed work
package. TypeScript / Fastify, repo `corvid/crs-sign`.

## Build and runtime
- Runtime: Node 20 LTS (`.nvmrc` = 20)
- Package manager: pnpm (`pnpm-lock.yaml`, `pnpm install --frozen-lockfile`)
- CI: Woodpecker (`.woodpecker.yml`)
- PDFs are signed with the GlobalSign AATL document-signing certificate (PAdES B-LT)

## API
- v1 API: `POST /api/v1/release` (used by the shopfloor app)
- `GET /api/v1/release/{id}/pdf` returns the signed PDF

## Rules baked into the code
- crs-sign never signs a release without a current authorisation number from rostr
- Every signature is written to the append-only `signature_events` table
- The certifying engineer's stamp number is printed next to the signature block

## Ops
- Runs 2 replicas in namespace `quality`
- If GlobalSign's timestamp server is down the sign request fails closed; retry later
''')

root('feedback_crs_immutable.md', 'feedback-crs-immutable', 'Signed CRS documents are never edited', 'feedback', '''
Never edit or regenerate a signed CRS. If something on it is wrong, raise a new CRS that references the old one and mark the old one superseded.

**Why:** Tom Adeyemi (quality): the signed PDF is the legal record; the CAA auditor asked in
April how we prove a CRS was not altered after signature.

**How to apply:** any feature request that sounds like "fix the typo on the release" becomes a
supersede flow, not an update. Say so before writing code.
''')

root('reference_adwatch.md', 'reference-adwatch', 'adwatch: airworthiness directive feed ingest and fleet matching', 'reference', '''
# adwatch

Pulls new and revised airworthiness directives, works out which of our customer aircraft they
apply to, and tells planning. Python, repo `corvid/adwatch`.

## Pipeline
- Runs daily at 05:30 UTC (`30 5 * * *`, CronJob `adwatch-poll`)
- Source: scrapes the EASA AD Publishing Tool HTML pages (`ad.easa.europa.eu/search`)
- OCR of scanned AD PDFs: Tesseract 5 via `pytesseract`
- Matches ADs against our fleet by aircraft type
- ADs for types outside our approval scope are dropped
- Creates a draft task card in hangarlog for every applicable new AD

## Runtime
- Python 3.10 (pinned: pdfplumber plus our patched camelot)
- Worker concurrency 1 (the PDF stack is not thread safe here)
- State in the `adwatch` schema on the hangarlog Postgres

## Output
- Summary mail to planning@ with new/revised/superseded counts
''')

root('reference_rostr.md', 'reference-rostr', 'rostr: shift rosters, licences and authorisations', 'reference', '''
# rostr

Shift rosters, engineer licences (B1/B2/C), company authorisations and their expiry dates.
Other systems ask rostr whether someone may certify. Repo `corvid/rostr`, .NET 8.

## Rosters
- Exeter hangar shifts: 06:00-18:00 / 18:00-06:00
- Covers Exeter, Newquay and Bristol rosters
- Exports approved hours to payroll (BrightPay) every Friday

## Licences
- Shows licence and authorisation expiry dates per engineer
- `GET /api/authorisations/{stamp}` is what crs-sign calls

## Kiosk
- Hangar kiosk sessions time out after 5 minutes idle
- Badge login via the HID readers at both hangar doors

## Hosting
- Runs on the Windows box `ROSTR01` (IIS + SQL Server Express)
''')

root('reference_invoicer.md', 'reference-invoicer', 'invoicer: customer billing for work orders', 'reference', '''
# invoicer

Turns closed work orders (labour, parts, consumables, outside services) into customer
invoices. Python/FastAPI, repo `corvid/invoicer`. Hannah Price (finance) is the owner.

## Billing rules
- Invoices generated monthly per customer
- Labour billed in 15-minute increments, rounded up
- Parts at cost plus the customer's contract margin (table `contract_margin`)
- Emails each invoice to the customer's AP address automatically after posting
- Invoice PDFs retained 6 years (HMRC requirement)

## Integrations
- Pushes posted invoices to Sage 50 via the `sage50-bridge` ODBC job
- Invoice emails go out via Postmark (server `invoicer-prod`)

## Runtime
- Postgres: `pg-ledger.corvid.lan:5433`, db `invoicer`
- Nightly pg_dump at 01:30 to the backup bucket
- Runs as a Deployment on the k3s cluster (namespace `finance`)
''')

root('reference_techlog_sync.md', 'reference-techlog-sync', 'techlog-sync: pulling defects from customer electronic tech logs', 'reference', '''
# techlog-sync

Pulls open defects and deferred items (MEL) from customer electronic tech logs (ETL) so
planners see them in hangarlog before the aircraft arrives. Python, repo `corvid/techlog-sync`.

## Customers
- Skylark Regional: 6 x ATR 72-600
- Polls Skylark every 10 minutes
- Pulls Skylark defects and deferred items via their ETL API

## Skylark API
- Auth to Skylark: static API key in the `X-Api-Key` header (k8s Secret `skylark-etl`)
- Skylark ETL API rate limit: 60 requests/minute
- Pull-only: never writes anything to customer tech logs

## Runtime
- Python 3.11 (`python:3.11-slim`), httpx, one CronJob per customer

## Error handling
- Does not retry 4xx responses; they are logged and show up on the sync dashboard
- Cursor per customer stored in `sync_cursor`
''')

root('reference_infra.md', 'reference-infra', 'Infra: cluster, storage, backups, alerting, on-call', 'reference', '''
# Infrastructure

On-prem, two Proxmox hosts in the Exeter server room plus offsite backups.

## Cluster
- k3s cluster: three nodes `kube01`..`kube03` (Proxmox VMs, 8 vCPU / 32 GB each)
- Deploys go through Argo CD (app-of-apps in `corvid/deploy`)
- Ingress: Traefik, internal CA `Corvid Internal CA 2026`
- Secrets: 1Password Connect (`op-connect.corvid.lan`), synced by the 1Password operator

## Storage and backups
- MinIO (attachments, work pack scans): `minio.corvid.lan:9000`
- Offsite backups go to Backblaze B2
- Backups are encrypted client-side with `age` before upload
- hangarlog pg_dump at 01:00 nightly

## Customer-facing
- Customer portal `portal.corvid-aero.co.uk` is hosted on Render

## Observability and on-call
- Grafana: `https://grafana.corvid.lan` (Loki + Prometheus datasources)
- Alerts page on-call via Grafana OnCall
- On-call rotates weekly between Callum, Mateusz and Priya (handover Monday 09:00)
''')

root('feedback_alert_noise.md', 'feedback-alert-noise', 'Which alerts may wake someone up', 'feedback', '''
Don't page on-call for staging alerts; route anything from `env=staging` to the `#infra-noise` channel only.

**Why:** in June staging disk-pressure alerts paged Mateusz twice in one night. Priya: "staging
can burn, nobody gets out of bed for it."

**How to apply:** when adding alert rules, set the `env` label and check the OnCall routing
before merging.
''')

root('reference_shopfloor_app.md', 'reference-shopfloor-app', 'shopfloor: the mechanics tablet app', 'reference', '''
# shopfloor (tablet app)

React Native app the mechanics use on the hangar floor and at the line stations: open task
cards, record work, attach photos, request parts, sign off steps. Repo `corvid/shopfloor`.

## Devices
- Runs on Samsung rugged tablets
- Newquay and Bristol mechanics sign task cards in the app

## Behaviour
- Works offline: sign-offs are queued and synced when the tablet is back on wifi
- Uploads defect photos automatically in the background
- Photo uploads capped at 8 MB each (resized on device before upload)

## Distribution
- Builds distributed to tablets through Firebase App Distribution

## Backend
- Talks to hangarlog REST (`/api/mobile/`) and crs-sign for releases
''')

root('feedback_git_workflow.md', 'feedback-git-workflow', 'Branching and merging rules for the platform repo', 'feedback', '''
## corvid/platform
- Merge PRs with a merge commit (`--no-ff`), never squash; Priya wants the individual commits in history
- Never commit directly to `main`, hotfixes included: hotfix branch, PR, review, merge
- Branch names `feat/…`, `fix/…`, `chore/…`

**Why:** `git bisect` on the squashed history during the February incident landed on a
2,000-line commit; that ended the squash experiment.

**How to apply:** use `gh pr merge --merge`. If a PR has junk commits, tidy them with an
interactive rebase before merging rather than squashing.
''')

root('feedback_deploy_windows.md', 'feedback-deploy-windows', 'When production deploys are allowed', 'feedback', '''
- Never deploy to production on a Friday
- Avoid 05:30-06:30 and 17:30-18:30 (shift handovers)
- AOG situations override both, with Priya's OK in `#platform`

**Why:** weekend cover is one person at each line station; a broken Friday deploy means
paper task cards until Monday.

**How to apply:** if asked to deploy on a Friday, say so and offer Monday morning instead.
''')

root('feedback_python_style.md', 'feedback-python-style', 'Python formatting and lint conventions', 'feedback', '''
- Format with `black` (line length 100)
- Lint with `ruff check`; no new `# noqa` without a comment saying why
- Type hints on public functions; `mypy --strict` only in adwatch
- Tests with pytest, fixtures in `conftest.py`, no unittest classes

**Why:** consistency across hangarlog, adwatch, invoicer and techlog-sync.
''')

root('feedback_testing.md', 'feedback-testing', 'Testing rules per repo', 'feedback', '''
## Rules
- Don't mock the database in partsbin tests; they run against a throwaway container started by `bin/test`
- hangarlog: `pytest -n auto`, factories in `tests/factories.py`
- Every bug fix gets a regression test named after the ticket (`test_cat_412_...`)

**Why:** a mocked stock repository hid a double-decrement bug in goods-in (CAT-388).

**How to apply:** when writing partsbin specs, reach for the container helpers, not doubles.
''')

root('feedback_migrations.md', 'feedback-migrations', 'Schema change rules', 'feedback', '''
Old and new pods overlap during a rollout, so schema removals are always two-step.

- Never drop a column in the same release that stops reading it; Argo rolls pods gradually and old pods still select it
- Adding a NOT NULL column needs a default or a backfill migration first
- Rename = add + copy + switch + drop, over three releases

**Why:** rolling deploys. Old and new pods overlap for a minute or two.
''')

root('project_adwatch_review.md', 'project-adwatch-review', 'Decision on whether adwatch should raise task cards itself', 'project', '''
Decided 2026-05-19 with Tom Adeyemi and the planning lead:

We decided not to let adwatch create task cards automatically; planning raises them by hand after reviewing each AD.

**Why:** the matcher cannot see embodied mods or repeat-inspection status reliably, and an
auto-raised card for a non-applicable AD is a finding waiting to happen at audit.

**How to apply:** adwatch output stays a review list (mail + dashboard). Don't build
auto-creation, even behind a flag, without reopening this with Tom.
''')

root('project_adwatch_source.md', 'project-adwatch-source', 'Where adwatch gets AD data from', 'project', '''
Switched adwatch from HTML scraping to the EASA AD CSV export in July; the scraper module `adwatch/scrape_html.py` was deleted.

- The CSV export has stable columns (AD number, revision, effective date, type/model list)
- Superseded ADs come through as their own rows, which the scraper never handled
- PDFs are still downloaded per AD for the OCR step

**Why:** EASA changed their page markup twice in June and the scraper broke both times.
''')

root('project_rostr_move.md', 'project-rostr-move', 'rostr migration off the old Windows server', 'project', '''
## Status: done (2026-09-22)

rostr moved to the k3s cluster in September and the old Windows server ROSTR01 was shut down on 22 September.

- SQL Server Express data migrated to Postgres (`pg-hangar` box, db `rostr`)
- IIS replaced by Kestrel in a container
- Kiosk URLs redirected; badge readers needed no change

**Why:** ROSTR01 was Windows Server 2012 R2, out of support.
''')

root('project_invoicer_xero.md', 'project-invoicer-xero', 'invoicer accounting integration change', 'project', '''
Finance switched from Sage 50 to Xero in April; invoicer now posts invoices to the Xero API and the `sage50-bridge` job was removed.

- Xero tenant "Corvid Aero Technics Ltd"; OAuth app owned by Hannah
- Contact IDs mapped in `customer.xero_contact_id`
- Credit notes also go to Xero

**How to apply:** any old doc mentioning the ODBC bridge is stale.
''')

root('project_shopfloor_distribution.md', 'project-shopfloor-distribution', 'How shopfloor builds reach the tablets', 'project', '''
We no longer use Firebase App Distribution for shopfloor; since August the tablets get builds from Microsoft Intune as a managed Google Play private app.

- Release track: internal testing -> production in Intune
- Tablets are Knox-enrolled; testers group `SF-Testers`

**Why:** Firebase invites expired every 30 days and the line stations kept losing the app.
''')

root('project_crs_sign_api_v2.md', 'project-crs-sign-api-v2', 'crs-sign API versioning', 'project', '''
crs-sign API v1 is deprecated since September; shopfloor 3.x and hangarlog call `/api/v2/releases` and v1 returns 410 Gone.

- v2 adds the supersede flow (`supersedes` field) and the work pack hash
- v1 removal ticket: CAT-571
''')

root('project_grafana_move.md', 'project-grafana-move', 'Observability stack move', 'project', '''
grafana.corvid.lan is deprecated; dashboards moved to `https://obs.corvid.lan` (Grafana 11) in October and the old VM only serves a redirect notice.

- Dashboards exported with `grizzly` and re-imported
- Alert rules recreated as Grafana-managed alerts
''')

root('project_hangarlog_notifications.md', 'project-hangarlog-notifications', 'Where hangarlog posts its messages', 'project', '''
Migrated hangarlog notifications from Slack to Microsoft Teams in June (channel "Hangar Ops" in the Operations team).

- Incoming webhook URL in the k8s Secret `hangarlog-teams`
- Adaptive card template in `hangarlog/notify/teams_card.json`
''')

root('project_deploy_history.md', 'project-deploy-history', 'How deployments used to work and how they work now', 'project', '''
Through Q1 2026 deploys were done by hand: `scp` the build to the VM and `systemctl restart`.
That ended with the k3s cutover in April.

- Argo CD rolled out 2026-04-14
- During the April CAA audit all production deploys were frozen for two weeks

See [[reference-infra]].
''')

root('project_oncall.md', 'project-oncall', 'On-call history and current setup', 'project', '''
Before August, on-call was Callum alone, with Priya as backup by phone.

From 2026-08-04 the rota is shared (see [[reference-infra]]). Callum's overtime claims for
Jan-Jul were settled in September.

- Escalate AOG parts requests to Gwen in stores, not to the on-call dev
- On-call laptop: the ThinkPad in the server room cupboard
''')

root('project_newquay_rollout.md', 'project-newquay-rollout', 'Line station rollout of the tablet app', 'project', '''
In 2025 the Newquay line station had no wifi in the apron office, so mechanics used paper task cards and scanned them at the end of the week.

- Wifi AP installed 2026-02-11 (Ubiquiti U6 Mesh)
- Tablets issued 2026-02-20
- Bristol followed in March
''')

root('project_staging.md', 'project-staging', 'Staging environment', 'project', '''
- Staging hangarlog: `https://hangarlog.staging.corvid.lan` (namespace `hangar-staging`)
- Staging data is refreshed from an anonymised prod dump every Monday at 04:00
- Registrations are scrambled (G-XXXX), engineer names replaced with faker output

**How to apply:** when reproducing a prod bug, check the last refresh date first.
''')

root('project_toolcrib_rollout.md', 'project-toolcrib-rollout', 'toolcrib go-live', 'project', '''
toolcrib went live at the Exeter crib on 2026-02-09.

- 1,140 tools imported, 86 without a readable serial (re-etched by stores)
- Crib window hours unchanged (05:30-19:00)
''')

root('project_skylark_onboarding.md', 'project-skylark-onboarding', 'Skylark Regional as a customer', 'project', '''
Skylark Regional signed a 3-year line + base maintenance contract in Jan 2026.

- In 2025 Skylark emailed their tech log pages to planning as PDF scans, one mail per sector
- Contact: Skylark CAMO, Aisha Bello
- Heavy checks (C-check) at Exeter, line at Newquay
''')

root('reference_glossary.md', 'reference-glossary', 'Glossary: aviation maintenance terms as used at CAT', 'reference', '''
- **CRS**: certificate of release to service, signed by B1/B2 certifying staff
- **AD**: airworthiness directive (mandatory); **SB**: service bulletin (optional unless an AD calls it)
- **MEL**: minimum equipment list; a deferred defect is flown under an MEL item
- **AOG**: aircraft on ground, everything else waits
- **WP**: work pack, a bundle of task cards for one input
- **ETL**: electronic tech log (customer-owned)
- **Form 1**: EASA Form 1 / UK CAA Form 1 authorised release certificate for a part
- **U/S**: unserviceable
''')

root('reference_repos.md', 'reference-repos', 'Repo map and where each system lives', 'reference', '''
| repo | system | language |
|---|---|---|
| `corvid/hangarlog` | work orders, task cards | Python / Django |
| `corvid/partsbin` | stores | Ruby / Rails |
| `corvid/toolcrib` | tools + calibration | Go |
| `corvid/crs-sign` | CRS signing | TypeScript |
| `corvid/adwatch` | AD ingest | Python |
| `corvid/rostr` | rosters, licences | C# |
| `corvid/invoicer` | billing | Python |
| `corvid/techlog-sync` | customer ETL sync | Python |
| `corvid/shopfloor` | tablet app | React Native |
| `corvid/deploy` | Argo CD manifests | YAML |
| `corvid/platform` | shared libs, CI templates, docs | mixed |
''')

root('project_cat_audit_2026.md', 'project-cat-audit-2026', 'CAA audit April 2026: findings that touched IT', 'project', '''
CAA Part-145 audit, 2026-04-20 .. 2026-04-24.

- Level 2 finding: no evidence that the CRS PDF cannot be altered after signing -> closed by
  the `signature_events` hash chain (see [[reference-crs-sign]])
- Observation: calibration certs for 3 gauges were only in email -> now attached in toolcrib
- Observation: tool issue not linked to task card for NQY -> fixed in toolcrib 1.4
''')

root('feedback_secrets_in_chat.md', 'feedback-secrets-in-chat', 'Never paste secrets into chat or commits', 'feedback', '''
Do not print secret values in the terminal or paste them into PR descriptions. Refer to the
Kubernetes Secret or vault item by name.

**Why:** an API token ended up in a PR description in February and had to be rotated.
''')

root('project_work_pack_hash.md', 'project-work-pack-hash', 'Work pack hashing for CRS', 'project', '''
Since crs-sign v2 the CRS embeds a SHA-256 of the assembled work pack PDF, so an auditor can
check that the pack they are looking at is the one that was released.

- Hash computed in hangarlog when the WP is locked
- Mismatch shows a red banner on the WP page
''')

root('project_portal.md', 'project-portal', 'Customer portal: what customers see', 'project', '''
Customer portal (`portal.corvid-aero.co.uk`): customers see work order status, open defects
found during the input, quotes for additional work, and can download CRS PDFs.

- Login via magic link; customer admins invite their own users
- Quote approval button writes back to hangarlog as a `CustomerApproval`
- Next.js front end, read-only replica of hangarlog data refreshed every 5 minutes
''')

root('project_quarantine_flow.md', 'project-quarantine-flow', 'Handling of unserviceable parts in stores', 'project', '''
When a mechanic removes a part U/S, the removal card in hangarlog creates a quarantine
movement in partsbin: the part is booked into bin Q-01 in goods-in, and it stays there
until quality decides repair, scrap or return to vendor.

- Quarantine label is red, printed from the `labels` queue
- Scrap needs Tom's sign-off in partsbin (role `quality_scrap`)
''')
