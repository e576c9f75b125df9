from gen_lib import root

root('user_priya.md', 'Priya Nair, IT & systems lead at Larkspur Dental Lab; owns caseflow, millq and the lab network', 'user',
 'User: Priya', 'who I work with, her background and how she likes to work', '''
Priya Nair runs IT and in-house software at Larkspur Dental Lab (Leeds head lab `LDS`, Sheffield satellite `SHF`, opened Feb 2026).
She was a CAD/CAM technician for six years before moving into software, so she knows the milling and printing side better than I do.

- Writes Ruby and Go comfortably, reads Python, avoids TypeScript where she can
- Two other devs: Tom Whitaker (billbook, runabout) and Aisha Karim (chairside, shadecam, part-time)
- Lab manager is Gareth Moss; he signs off anything that changes how technicians work
§A1a§ Priya likes terse answers: put the command or the diff first, explanation after, and skip the pleasantries.

**How to apply:** assume CAD/CAM vocabulary (bur, blank, nesting, sintering) is understood; don't explain it.
''')

root('feedback_reply_style.md', 'Keep replies short; command first; no emoji', 'feedback',
 'Reply Style', 'how to format answers for Priya', '''
§A1b§ Keep replies short and lead with the thing to run or paste; reasoning goes underneath, if at all.

No emoji, no headings for answers under ~15 lines. Tables only when comparing more than two options.

**Why:** Priya reads answers on the lab floor between cases, often on her phone.

**How to apply:** one code block first, then at most three bullets of why.
''')

root('reference_caseflow.md', 'caseflow: case tracking app (Rails) — hosts, DB, jobs, deploy, gotchas', 'reference',
 'caseflow Reference', 'overview of the case tracking system', '''
# caseflow

Rails 7.1 monolith that tracks every case from arrival (impression/scan) to dispatch. Repo `larkspur/caseflow`.
Used by every technician at both sites on the bench terminals.

## Runtime
§S1a§ - Hosting: Heroku, app `larkspur-caseflow` (2x Standard-2X web dynos, 1 worker dyno)
§V1a§ - Postgres: `pg-case.larkspur.lan:5432`, db `caseflow_prod`, role `caseflow_app`
§R1a§ - Background jobs: Sidekiq 7 on `redis-case.larkspur.lan:6379` (queues `default`, `mailers`, `labels`)
- Ruby 3.3, Rails 7.1, Hotwire; no SPA
§F1a§ - Case attachments (photos, PDFs, prescriptions) are stored through ActiveStorage.

## Domain notes
§A2a§ - Case IDs carry the site prefix: `LDS-` or `SHF-` followed by a six-digit sequence (`LDS-048113`)
- A case has one or more *items* (crown, bridge unit, denture, splint, aligner stage)
- Status machine: `received -> design -> production -> qc -> dispatched`; `remake` is a separate case linked by `parent_case_id`
§O4b§ - Staff sessions on the bench terminals expire after 8 hours (one shift), set in `config/initializers/session_store.rb`

## Testing
§A9a§ - Test suite: RSpec + FactoryBot, `bin/rspec` (about 4,100 examples, ~6 min on CI)
- System specs use Cuprite; they are flaky on the Sheffield VPN, run them locally

## Gotchas
- `Case#due_on` is a *date* in Europe/London; never compare it to `Time.current` directly
- The label printer job (`PrintLabelJob`) talks to Zebra printers by IP; keep it on the `labels` queue
''', flat=True)

root('project_caseflow_hosting.md', 'Moving caseflow off Heroku onto the Proxmox cluster', 'project',
 'caseflow hosting move', 'why and how caseflow left the PaaS', '''
§S1b§ caseflow migrated from Heroku to our own Proxmox cluster (VMs `case-web01/02`, `case-job01`) over the Easter weekend; the Heroku app was scaled to zero and deleted on 2026-04-20.

**Why:** Heroku bill was ~£640/month and the EU latency to the bench terminals was noticeable when scanning barcodes.

**How to apply:** nothing about caseflow should be debugged with `heroku logs` any more; logs are in Loki (`{app="caseflow"}`).
Deploys go through Kamal from the repo (`bin/kamal deploy`), see `config/deploy.yml`.
''')

root('feedback_caseflow_merging.md', 'caseflow PRs: rebase-and-merge, not squash; why bisect matters here', 'feedback',
 'caseflow merge strategy', 'how PRs are merged in the caseflow repo', '''
§R6b§ caseflow PRs are merged with "Rebase and merge" so each commit lands on `main` as written.

**Why:** in March a squash hid which commit broke the due-date calculation; `git bisect` could only point at a 40-file blob.

**How to apply:** keep commits in caseflow PRs small and self-contained; tidy them with `git rebase -i` before asking for review.
''')

root('feedback_db_access.md', 'Read-only SQL on production is fine; writes are not', 'feedback',
 'Production DB access', 'what the agent may do against production databases', '''
§F8a§ I may run read-only SQL against production databases when debugging.

Writes, migrations or `UPDATE ... WHERE` fixes go through a PR with a data migration or a rake task that Priya runs.

**Why:** a manual status fix in February skipped the `dispatched` callbacks and 14 cases never got courier labels.
''')

root('reference_scanhub.md', 'scanhub: intraoral scan intake service — formats, limits, storage, CI', 'reference',
 'scanhub Reference', 'overview of the scan intake service', '''
# scanhub

FastAPI service that receives intraoral scans (3Shape, Medit, iTero exports) from dentists and attaches them to cases in caseflow.
Repo `larkspur/scanhub`, deployed as a container on `scan01`.

## Intake
§A5a§ - Accepted formats: STL, PLY and OBJ (zipped or loose); DCM is rejected with a message telling the practice to export open formats
§V2a§ - Max upload size: 250 MB per case (nginx `client_max_body_size 250m` plus the same check in the app)
- Uploads arrive via the chairside upload widget or the 3Shape Communicate connector (polls every 5 min)
§F10a§ scanhub converts incoming scans to STL before they are attached to the case.

## Storage
§R8a§ - Scan files live in MinIO on `minio01.larkspur.lan:9000`, bucket `scans`, one prefix per case ID
§V6a§ - Raw scans are kept for 3 years after the case is dispatched, then deleted by the `scan-expiry` job
- Thumbnails (PNG, 512px) are rendered on upload for the caseflow sidebar

## Build
§R2a§ - CI: GitHub Actions, `.github/workflows/ci.yml` (ruff, mypy, pytest)
§O10b§ - Python 3.11 (`python:3.11-slim` base image)
- `make dev` spins up MinIO + a fake caseflow API in docker compose
''', flat=True)

root('project_scanhub_storage.md', 'Scan storage decision: B2 with lifecycle rules', 'project',
 'scanhub storage', 'where scan files are stored and why', '''
§R8b§ scanhub stores all scan files in Backblaze B2 (bucket `larkspur-scans`, eu-central) using the S3-compatible API.

The lifecycle rule on the bucket handles expiry; there is no local copy beyond the upload temp dir.

**Why:** offsite by default, and scans grow ~40 GB/month.
**How to apply:** credentials are in 1Password item "B2 scanhub app key"; `S3_ENDPOINT` must point at `s3.eu-central-003.backblazeb2.com`.
''', )

root('project_millq.md', 'millq: milling queue dispatcher (Go) — mills, timeouts, config, repo rules', 'project',
 'millq', 'the milling queue dispatcher, its mills and settings', '''
# millq

Go service that takes nested jobs from CAM and dispatches them to the mills in the Leeds mill room.
Runs on the mill-room controller box.

## Setup
§F2a§ - millq runs on `mill-ctl01`.
§A3a§ - Config file: `/etc/millq/millq.toml` (mill list, shares, heartbeat settings)
§V9a§ - Redis for the job queue: `redis-mill.larkspur.lan:6379`, db 2
§V3a§ - Mill job heartbeat timeout: 45 s; after that the job is marked `stalled` and the tech gets a buzzer on the mill-room panel
§R7a§ - Errors and panics are reported to Sentry (project `millq`, DSN in `millq.toml`)
§S5a§ - Nesting and toolpaths come from hyperDENT 9; millq picks up the `.hyp` job files from `\\\\mill-ctl01\\jobs`

## Mills
- 3x Roland DWX-52DCi (zirconia, PMMA, wax), 2x imes-icore CORiTEC 350i (glass ceramic, titanium)
§NS10b§ - millq talks to the mills through the vendors' local REST APIs (Roland VPanel bridge, imes-icore iCAM-Link)
§D1b§ - millq drives all five mills in the Leeds mill room.

## Repo rules
§N1a§ - millq PRs are always squash-merged; the PR title becomes the commit message
- `go test ./...` must pass; `golangci-lint` with the repo config
''', flat=True)

root('feedback_millq_stalls.md', 'How stalled mill jobs are detected and what to tell techs', 'feedback',
 'millq stalls', 'stall detection and what to do when a job stalls', '''
§V3b§ millq marks a mill job as stalled after 120 seconds without a heartbeat from the mill; anything shorter fired constantly during zirconia blank changes.

**Why:** the Roland bridge stops sending heartbeats while the ATC swaps tools, which can take a minute and a half.

**How to apply:** when a tech reports a stall, check the mill panel first; a stall is not a failure, the job usually resumes.
''')

root('feedback_millq_restarts.md', 'Restarting millq: never mid-cut', 'feedback',
 'millq restarts', 'when it is safe to restart the dispatcher', '''
§NS1a§ Never restart millq while any mill is cutting; check `millq status` for `state=cutting` first.

A restart drops the streaming connection and the Roland mills abort the job; the blank is usually scrap (£35-£120 each).

**How to apply:** if a restart is needed during the day, ask the mill-room lead to pause the queue (`millq pause`) and wait for the current jobs to finish.
''')

root('reference_millq_ops.md', 'millq operations cheat sheet: service, logs, restarts', 'reference',
 'millq ops', 'day-to-day commands for the dispatcher', '''
# millq ops cheat sheet

§F2b§ millq runs as the systemd unit `millq.service` on `mill-ctl01` under the `millq` user, with its working dir at `/var/lib/millq`.

- Logs: `journalctl -u millq -f`, shipped to Loki as `{app="millq"}`
- Queue view: `millq ls --all`
§NS1b§ - After editing the config, restart it with `sudo systemctl restart millq` and watch the journal for `mills online: 5`
- Panel buzzer test: `millq panel --test`
''')

root('feedback_millq_retries.md', 'Failed mill jobs are not retried automatically', 'feedback',
 'millq retries', 'no automatic retry of failed mill jobs', '''
§N4b§ millq never retries a failed mill job on its own; a tech has to requeue it from the panel after checking the bur.

**Why:** a broken bur makes the retry ruin the next blank too. Happened twice in January with zirconia.

**How to apply:** don't add retry logic to the dispatcher even if it looks like an easy win.
''')

root('project_millq_cam_switch.md', 'CAM switch for millq nesting', 'project',
 'millq CAM switch', 'change of the CAM package feeding the dispatcher', '''
§S5b§ We no longer use hyperDENT: since September nesting and toolpaths come from Exocad's CAM module (exocam) and millq reads its `.ecj` job files instead.

The old `.hyp` parser is still in the repo behind `legacy_hyp = false`; delete it after the Q1 audit.

**Why:** hyperDENT licence renewal was £9.8k and Exocad CAM came with the design seats we already pay for.
''')

root('reference_printq.md', 'printq: 3D printer farm queue — printers, resins, inbox, on-call', 'reference',
 'printq Reference', 'overview of the printer farm queue', '''
# printq

Small Python service in front of the Formlabs printers. Takes print jobs (models, splints, try-ins) from caseflow and PreForm Server.

## Printers
§V7a§ - Sheffield print room: 6 Form 3B printers + Form Wash/Cure stations
- Leeds keeps one Form 3B for urgent models
§F9a§ - printq handles model resin and splint resin jobs; surgical guides are printed by hand in PreForm.

## Intake
§S8a§ - Jobs are dropped into the `\\\\nas01\\printq-inbox` share as `.form` files named by case ID
§NS4b§ - printq accepts print jobs from caseflow's `production` status hook and from PreForm Server
§N5a§ - Print jobs queued after 17:00 run unattended overnight; the morning tech empties the build plates

## Build
§O2b§ - CI: GitHub Actions (pytest + a smoke test against a PreForm Server mock)
''')

root('reference_billbook.md', 'billbook: billing and statements (Django) — runs, email, deploy, VAT', 'reference',
 'billbook Reference', 'overview of the billing system', '''
# billbook

Django 5 app that prices cases, produces monthly statements for practices and exports to Xero. Owner: Tom.

## Statements
§V4a§ - Monthly statement run: 1st of the month at 06:00 Europe/London (`statements` management command, cron on `bill-worker01`)
§R3a§ - Outbound email (statements, reminders): Postmark, server token in `POSTMARK_TOKEN`
§A4a§ - Statements are rendered as PDF (WeasyPrint) and attached to the email, one per practice
§N10a§ - billbook adds VAT at 20% to the courier fee line on every invoice
- Dental appliances made by a registered dental technician are VAT-exempt; only the courier fee and sundries are rated

## Environments
§O5a§ - Staging: `bill-stg01.larkspur.lan` (same Django settings module, `DJANGO_ENV=staging`)
§O1b§ - Production DB: `pg-bill.larkspur.lan:5432`, db `billbook`
§S2a§ - Error tracking: Rollbar (project `billbook-prod`)

## Deploy
§S6a§ - Deploys: `fab deploy:prod` from Tom's machine (Fabric 3, `fabfile.py` in the repo root)
§R10a§ - Code style: black (line length 100) + isort, enforced in pre-commit
''')

root('project_billbook_observability.md', 'billbook error tracking moved to Sentry', 'project',
 'billbook observability', 'where billbook errors are reported now', '''
§S2b§ billbook switched from Rollbar to self-hosted Sentry in May; the Rollbar project was archived and the SDK removed.

**Why:** Rollbar's free tier capped at 5k events and the statement run alone blew through it on the 1st.
**How to apply:** look for billbook errors in Sentry project `billbook` (sentry.larkspur.lan).
''')

root('feedback_billbook_testing.md', 'Run the full billbook suite before pushing', 'feedback',
 'billbook testing', 'test expectations before pushing billbook changes', '''
§N3a§ Always run the full billbook test suite (`pytest -n 2`) locally before pushing, not just the tests for the app you touched.

**Why:** the pricing rules are shared across apps; a "small" change to remake discounts broke statement totals in June.
**How to apply:** it takes ~4 minutes; run it, then push.
''')

root('feedback_billbook_deploy_days.md', 'billbook deploy windows', 'feedback',
 'billbook deploy windows', 'when billbook may be deployed', '''
§NS2a§ Don't deploy billbook on the 1st or 2nd of the month; the statement run and the follow-up resends happen then.

Any other weekday is fine, ideally before 15:00 so Tom is around if Xero export breaks.
''')

root('reference_chairside.md', 'chairside: dentist portal (Next.js) — stack, auth, hosting, ordering', 'reference',
 'chairside Reference', 'overview of the dentist-facing portal', '''
# chairside

Portal where practices place orders, upload scans (hands off to scanhub), track cases and book pickups. Owner: Aisha.

## Stack
§F4a§ - chairside is a Next.js app (TypeScript), repo `larkspur/chairside`
§V5a§ - Node 20 LTS (`.nvmrc` says `20.11.1`)
§R4a§ - Login: Auth0 tenant `larkspur-eu` (universal login, one org per practice)
§O1a§ - Database: Postgres on `pg-portal.larkspur.lan:5432`, db `chairside`
- Hosting: Vercel, project `chairside`, region `lhr1`

## Ordering
§D10b§ - chairside accepts orders for crowns, bridges, dentures, splints and aligners
§N6a§ - The order form shows the dentist the list price of each item before they submit
§O9a§ - Photo attachments on an order are limited to 20 MB each
§V8b§ - Practices can book a same-day pickup in chairside until 15:30

## Sessions
- Dentist sessions last 12 hours; practices asked for longer, Gareth said no
''', flat=True)

root('project_chairside_pricing.md', 'Prices are not shown in the portal', 'project',
 'chairside pricing visibility', 'decision about showing prices to dentists', '''
§N6b§ chairside never shows prices to dentists; they see the amounts only on their monthly statement.

**Why:** negotiated per-practice discounts made the list price misleading, and two practices complained in March.
**How to apply:** don't add price columns or totals to any chairside page, including the order summary.
''')

root('reference_runabout.md', 'runabout: courier pickup/delivery app — rounds, routing, notifications', 'reference',
 'runabout Reference', 'overview of the courier system', '''
# runabout

Node/Express backend + Android driver app for the lab's own couriers (3 vans Leeds, 1 van Sheffield). Owner: Tom.

## Rounds
§V8a§ - Same-day pickup cutoff for practices: 14:00 (bookings after that go on the next morning round)
§F6a§ - runabout plans routes twice a day.
- Drivers scan the case barcode at pickup and at delivery

## Tech
§O3a§ - Node 18 (`engines.node` in `package.json`), Express 4
§R9a§ - Routing: self-hosted OSRM on `osrm01.larkspur.lan:5000` (GB extract refreshed monthly)
§O7a§ - Outgoing webhooks to practices' PMS systems are retried up to 5 times with exponential backoff
§S9a§ - Delivery ETAs go to practices by SMS through Twilio (sender ID `LARKSPUR`)
§N8a§ - Drivers must capture the receptionist's signature on the handset at every delivery
''', flat=True)

root('reference_shadecam.md', 'shadecam: shade photo app (React Native) — build, distribution, capture rules', 'reference',
 'shadecam Reference', 'overview of the shade photo app', '''
# shadecam

React Native app on the lab's iPads used to take shade photos of patients who visit for a shade appointment, and of try-ins.

## Build
§R5a§ - Package manager: pnpm (`pnpm install`, lockfile `pnpm-lock.yaml`)
§O3b§ - Node 20 for Metro and the EAS CLI
§S10a§ - Beta builds go to the technicians through TestFlight (group "Lab iPads")

## Capture rules
§F7a§ - Every shade photo must include a colour reference card.
§D3b§ - shadecam uploads every photo to caseflow as an attachment on the case
- Cross-polarised filter on for the second photo of each set
''')

root('reference_infra.md', 'Lab infrastructure: Proxmox, backups, VPN, network', 'reference',
 'Infrastructure Reference', 'servers, backups, remote access', '''
# Infrastructure

## Compute
- Proxmox VE 8 cluster: `pve01`, `pve02`, `pve03` in the Leeds comms cupboard (rack B)
- Sheffield has one small node `pve-shf01` for the print room and local DNS

## Backups
§V10a§ - Nightly vzdump backups of every VM to `pbs01`, kept for 14 days
§A8a§ - Proxmox Backup Server `pbs01` sits in the Leeds comms cupboard, rack B, bottom shelf.
§F3a§ - Restores are tested quarterly.
§NS8b§ - `pbs01` reboots for updates on the second Sunday of the month at 06:00

## Remote access
§S7a§ - Remote access: OpenVPN on `vpn.larkspurlab.co.uk:1194` (profiles issued by Priya)
- Guest Wi-Fi is on VLAN 40 and can't see anything else

## Monitoring
§D9b§ - Dashboards: Grafana 11 on `grafana.larkspur.lan`, millq board "Mill room"
- Alertmanager pages via ntfy to the on-call phone
''')

root('project_vpn_migration.md', 'OpenVPN retired; Tailscale for remote access', 'project',
 'VPN migration', 'how remote access changed', '''
§S7b§ OpenVPN was retired in April; remote access is Tailscale only now (tailnet `larkspur.org.github`, ACLs in `infra/tailscale/acl.hujson`).

The old `vpn.larkspurlab.co.uk` DNS record now points nowhere; any doc still mentioning `.ovpn` profiles is out of date.

**How to apply:** add new staff through the Tailscale admin console with the `tag:staff` tag; Sheffield devices get `tag:shf`.
''')

root('feedback_git_workflow.md', 'Agent git workflow: branches and PRs, never push main', 'feedback',
 'Git workflow', 'how the agent should push code', '''
§NS6a§ I must not push directly to `main` in any Larkspur repo.

**Why:** branch protection isn't on for all repos yet (printq, runabout), so nothing stops a direct push technically.
''')

root('feedback_draft_prs.md', 'PRs opened as drafts', 'feedback',
 'Draft PRs', 'whether to open PRs as drafts', '''
§N9a§ Open every PR as a draft; Priya flips it to ready herself after a first look.

**Why:** she wants to look at the diff before the other devs get a review request ping.
''')

root('feedback_commit_messages.md', 'Commit messages: English, imperative, ticket key', 'feedback',
 'Commit messages', 'how to write commit messages', '''
§A10a§ Commit messages are in English, imperative mood ("Add", "Fix"), subject under 72 characters.

Put the ticket key at the end of the subject in brackets when there is one: `Fix due date rollover [#412]`.
''')

root('reference_tickets.md', 'Ticket tracker: Jira LDL project, components per system', 'reference',
 'Ticket tracker', 'where bugs and requests are filed', '''
§S3a§ Bugs and change requests are filed in Jira, project `LDL` (larkspurlab.atlassian.net), one component per system.

- Components: caseflow, scanhub, millq, printq, billbook, chairside, runabout, shadecam, infra
- Priority `P1` means a bench is blocked; page Priya
''')

root('project_tracker_move.md', 'Jira to Linear move', 'project',
 'Tracker move', 'the ticket tracker change in August', '''
§S3b§ Jira is read-only since 1 August; all new bugs and requests go into Linear (team keys CF, SH, MQ, PQ, BB, CS, RA, SC, INF).

Old `LDL-` tickets were imported into Linear with their keys kept in the description; links from commits still resolve in Jira.
**How to apply:** never create or update Jira tickets; search Linear first.
''')

root('project_dependency_updates.md', 'Renovate adopted for all repos', 'project',
 'Dependency updates', 'how dependency bumps are handled', '''
§N7a§ We decided to adopt Renovate for dependency updates across all Larkspur repos, with weekly grouped PRs on Monday mornings.

Config lives in the `larkspur/renovate-config` preset; automerge only for devDependencies patch bumps.
''')

root('project_sheffield_site.md', 'Sheffield satellite lab: what runs there', 'project',
 'Sheffield site', 'the Sheffield satellite lab and its systems', '''
# Sheffield (SHF)

Opened February 2026 in the Kelham Island unit. Mostly printing (splints, models, try-ins) and finishing.

§D4b§ Most splints are now printed in Sheffield; Leeds only prints urgent models.
§O6b§ - Sheffield print room on-call (printers, wash/cure, local network): Nadia Shah, weekdays 07:00-16:00
- Local DNS + print-room VM on `pve-shf01`
''')

root('project_leeds_mill_room.md', 'Leeds mill room: staffing, on-call, shade guide', 'project',
 'Leeds mill room', 'who runs the Leeds mill room and how', '''
# Leeds mill room

§O6a§ - Leeds mill room on-call (mills, millq, compressor): Tom Whitaker, weekdays 07:00-18:00
- Mill-room lead: Callum Reid (decides what gets paused)
§O8a§ - The Leeds lab matches shades with the VITA Classical guide.
§D8b§ - Leeds lab opening hours: 07:00-19:00, Monday to Friday
- Compressor service every 6 months (Bambi, contract with AirTech)
''')

root('project_chairside_node.md', 'chairside upgrade to Node 22', 'project',
 'chairside Node upgrade', 'runtime upgrade of the dentist portal', '''
§V5b§ chairside builds and runs on Node 22 now; `.nvmrc` pins `22.9.0` and the Vercel project setting matches.

**Why:** Node 20 left active LTS and Vercel defaults new projects to 22.
''')

root('feedback_staging_data.md', 'Staging databases hold anonymised copies only', 'feedback',
 'Staging data', 'what data staging databases contain', '''
§A7a§ Staging databases are refreshed from production every night with patient names, DOBs and NHS numbers scrubbed.

**Why:** GDPR; the lab is a data processor for the practices.
**How to apply:** never copy a prod dump to a laptop; use staging for anything that needs realistic data.
''')

root('project_agent_permissions.md', 'What the agent may deploy', 'project',
 'Agent permissions', 'what the agent is allowed to deploy', '''
§D7b§ I may deploy billbook and caseflow to production once Priya has approved the PR and said "ship it" in the chat.

Other systems (millq, printq) are deployed by humans only because they touch machines.
''')

root('project_statement_history.md', 'How statements were produced before billbook', 'project',
 'Statements history', 'the old statement process', '''
§D2a§ In 2025 monthly statements were produced in Sage 50 and emailed as PDFs by the office manager, one practice at a time.

That took about two days each month, which is why billbook's statement run was the first thing Tom built.
''')

root('reference_glossary.md', 'Lab glossary: terms techs use that mean something specific here', 'reference',
 'Glossary', 'terms used in the lab', '''
# Glossary

- **Remake**: a new case for the same patient/item after a fit or shade problem; linked to the parent case
- **Try-in**: printed or wax version sent to the dentist before the final
- **Blank / puck**: the disc of zirconia/PMMA the mill cuts from
- **Nesting**: placing several restorations in one blank
- **Sintering**: firing zirconia after milling; 8-10 hours in the Leeds furnaces
- **Chairside** (lowercase c): the portal; **Chairside** capitalised in old docs meant the in-surgery milling product, ignore
''', flat=False)

root('reference_hosts.md', 'Host list: lan names, what runs where', 'reference',
 'Host list', 'which host runs which service', '''
# Hosts (larkspur.lan)

| host | what |
|---|---|
| `scan01` | scanhub container |
| `mill-ctl01` | millq, mill-room panel |
| `bill-worker01` | billbook workers + cron |
| `nas01` | Synology, shares for design files |
| `grafana` | Grafana + Loki + Alertmanager |

Sheffield: `pve-shf01`, `dns-shf`.
''')

root('feedback_vacuum.md', 'Postgres maintenance on caseflow', 'feedback',
 'caseflow vacuum', 'how to do Postgres maintenance on caseflow', '''
§NS5a§ Never run `VACUUM FULL` on the caseflow database during lab hours; it locks `cases` and every bench terminal freezes.

Schedule it for a Saturday night if bloat really needs it, and tell Gareth the day before.
''')

root('reference_caseflow_maintenance.md', 'caseflow DB maintenance jobs', 'reference',
 'caseflow maintenance jobs', 'scheduled maintenance on caseflow', '''
# caseflow scheduled maintenance

§NS5b§ - `VACUUM ANALYZE` runs weekly on the caseflow database (Sunday 02:00, `pg_cron` job `weekly-analyze`)
- `pg_repack` on `case_events` monthly, first Sunday
- Old `audit_log` partitions (> 24 months) are detached and archived to the NAS
''')

root('feedback_patient_data.md', 'Patient names never go in emails', 'feedback',
 'Patient data in emails', 'how to refer to patients in outbound messages', '''
§NS3a§ Never put patient names in emails or SMS; refer to the case by its ID and the practice's own patient reference.

**Why:** mis-addressed emails happen; a case ID on its own means nothing to the wrong recipient.
''')

root('project_credit_notes.md', 'Credit notes for remakes in billbook', 'project',
 'Credit notes', 'how remakes are credited', '''
§NS9b§ billbook issues credit notes for remakes automatically when the remake case is closed as `lab_fault`.

Practice-fault remakes are charged at 50%, no credit note.
''')

root('feedback_credit_note_reasons.md', 'Credit notes must carry a reason', 'feedback',
 'Credit note reasons', 'rules for creating credit notes', '''
§NS9a§ Never issue a credit note in billbook without a remake reason code (`FIT`, `SHADE`, `DAMAGE`, `LAB_OTHER`).

Xero export rejects reason-less credit notes anyway, but only at month end, which is too late.
''')
