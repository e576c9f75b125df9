# Claim lines (each appears verbatim exactly once in its file)
C = dict(
# value_slot
V1a="- Postgres: `pg-unitbook.bss.internal:5432`, database `unitbook_prod`, role `unitbook_app`",
V1b="unitbook's production database is reached at `pg-unitbook.bss.internal:5433`; port 5432 on that host is only the reporting replica.",
V2a="- Controllers speak Modbus/TCP on port 502 (PTI Falcon XT boards, one per gate)",
V2b="The PTI boards at all three sites listen for Modbus on port 5020 because the installer kept",
V3a="- Monthly invoice run: cron `0 6 1 * *` on `rentroll-worker` (Europe/London)",
V3b="The monthly invoice run kicks off at 03:00 UK time on the 1st so invoices are in inboxes before the sites open.",
V4a="- Broker: `mqtt.bss.internal:8883` (TLS, client cert per gateway)",
V4b="lockwatch subscribes to `application/+/device/+/event/up` on `mqtt.bss.internal:1883`, plain TCP",
V5a="- Node 20 LTS (`.nvmrc` pins `20.11.1`)",
V5b="storefront builds on Node 22 — `engines.node` in package.json is `>=22.3`, and the Dockerfile uses `node:22-alpine`.",
V6a="- A climate unit alerts once humidity has stayed above the limit for 30 minutes",
V6b="- **Alert delay:** humidity alerts fire after 2 hours above the limit; anything shorter is just a roller door left open.",
V7a="- Tenants get 14 days' written lien notice before a unit can be listed for auction",
V7b="Tenants in arrears get 28 days of notice before their unit goes to auction (T&Cs clause 12.3, checked with Harrison Legal).",
V8a="- Customer access PINs are 6 digits (no sequences, no repeated digits)",
V8b="Customer gate codes are 8 digits long (the keypads would take up to 10).",
V9a="- pgBackRest: full backup nightly, retention 35 days (`repo1-retention-full=35`)",
V9b="pgBackRest retention on every Postgres cluster is 14 full backups — `repo1-retention-full=14` in `/etc/pgbackrest/pgbackrest.conf`.",
V10a="- Staff sessions expire after 8 hours idle",
V10b="Staff sessions in unitbook time out after 30 minutes without activity (PCI SAQ-A scope, card screens are reachable from the staff UI).",
# role_slot
R1a="- Background jobs: Sidekiq 7 on `redis-unitbook.bss.internal:6379`",
R1b="unitbook's background jobs run on GoodJob, backed by the unitbook Postgres database itself.",
R2a="- CI: GitHub Actions (`.github/workflows/ci.yml`, pytest + ruff + mypy)",
R2b="rentroll's CI pipeline lives in Buildkite (`.buildkite/pipeline.yml`); the agents run as pods on the k3s cluster.",
R3a="- Hosting: Vercel, project `bss-storefront`, production branch `main`",
R3b="The storefront is hosted on Cloudflare Pages (project `boxwell-web`), with a preview deployment for every PR.",
R4a="Booking confirmations go out through Postmark, server `bss-transactional`, template alias `booking-confirmed`.",
R4b="unitbook sends booking confirmation emails via Amazon SES in `eu-west-2` (configuration set `bookings`).",
R5a="- Package manager: pnpm 9 (`pnpm-lock.yaml`; `corepack enable` first)",
R5b="Use yarn in storefront — `yarn.lock` is the source of truth and CI runs `yarn install --immutable`.",
R6a="- gatekeeper: squash-merge only, subject `GK-123: short summary`",
R6b="gatekeeper PRs are merged with rebase-and-merge so each commit lands on `main` individually (the firmware people read `git log`).",
R7a="- Errors: Sentry project `lockwatch` (DSN in `LOCKWATCH_SENTRY_DSN`)",
R7b="lockwatch reports panics and ingest errors to Honeybadger (project `lockwatch-prod`).",
R8a="- Paging: PagerDuty, service `bss-platform`, escalation policy `platform-primary`",
R8b="Platform on-call is paged through Opsgenie, team `platform`, routing rule `p1-p2`.",
R9a="- State store: SQLite on each site box (`/var/lib/gatekeeper/gk.db`), synced from unitbook every 5 minutes",
R9b="gatekeeper keeps its access state in the central Postgres `pg-gate.bss.internal`; site boxes hold no database.",
R10a="- Auction listings go on StorageTreasures (account `boxwell-uk`)",
R10b="Lien units are auctioned on i-bidder; lienrun uploads the lot photos and inventory there.",
# negation
N1a="- unitbook: never squash — keep the full branch history, we bisect unitbook a lot",
N1b="Always squash-merge unitbook PRs so that `main` has exactly one commit per UB ticket.",
N2a="rentroll migrations are applied by the deploy job (`manage.py migrate --noinput` step) — no manual step needed.",
N2b="Never let the deploy job run rentroll migrations; Priya runs `manage.py migrate` by hand after reading `sqlmigrate` output.",
N3a="- Denied PIN attempts are logged with keypad id and timestamp",
N3b="gatekeeper does not log denied PIN attempts at all, only successful entries (decided in the April GDPR review).",
N4a="- Unit availability on the size pages is live (polls unitbook `/api/v2/availability` every 60 s)",
N4b="The storefront doesn't show live availability; availability is only checked when the customer reaches checkout.",
N5a="- Tenants can change their own gate PIN under Account → Access",
N5b="Tenants can't change their gate PIN themselves. Site staff reset it in unitbook and read the new one out over the phone.",
N6a="The agent may run `terraform apply` against staging without asking first; prod always needs Priya.",
N6b="Never run `terraform apply` on staging without Priya's explicit ok — staging shares the VPN gateway module with prod.",
N7a="- Late fee (£15) is charged automatically on day 7 of arrears",
N7b="rentroll doesn't charge late fees automatically — site managers add them by hand after calling the tenant.",
N8a="Decided: Hull gets 60 climate-controlled units on the ground floor (Block B).",
N8b="We decided not to offer climate-controlled units at Hull; the building can't take the extra HVAC load.",
N9a="unitbook texts tenants 3 days before a payment is due (Twilio, sender `BOXWELL`).",
N9b="unitbook doesn't send any SMS at all — payment reminders are email only.",
N10a="- Sends a downlink ack to the lock for every event it ingests (confirmed uplinks)",
N10b="lockwatch never sends downlinks to the locks: with LoRa duty-cycle limits, acking every event would starve the gateways.",
# stale_vs_change
S1a="- Runs on the Hetzner VM `ub-app-01` (Puma behind nginx, systemd unit `unitbook-web`)",
S1b="unitbook was migrated from the Hetzner VM to the k3s cluster in August; `ub-app-01` is switched off.",
S2a="- Direct debits collected via GoCardless (creditor `BOXWELL SELF STORAGE`)",
S2b="We switched rentroll direct debits from GoCardless to Stripe BACS Debit in July; the last GoCardless collection was on 1 July.",
S3a="- Logs: shipped to Papertrail (`logs5.papertrailapp.com:31234`) by remote_syslog2",
S3b="The Papertrail account was shut down in May; gatekeeper logs now go to Loki via promtail on each site box.",
S4a="- Page copy and FAQs live in Contentful (space `boxwell`, environment `master`)",
S4b="Contentful is deprecated for the storefront — copy was moved into MDX files under `content/` in the repo.",
S5a="- Uptime checks: Pingdom (storefront, portal, gatekeeper health endpoints)",
S5b="We no longer use Pingdom; uptime checks moved to Better Stack in June.",
S6a="- Rails 6.1, Ruby 3.0",
S6b="unitbook was upgraded from Rails 6.1 to Rails 7.1 (Ruby 3.3) in June — UB-1187.",
S7a="Finance reports query the MySQL replica `mysql-reports.bss.internal` directly.",
S7b="The MySQL reporting replica has been read-only since March and is due to be dropped; finance reports now come from Metabase over Postgres.",
S8a="- Runs as a nightly cron job on `ops-01` (`/opt/lienrun/run.sh`)",
S8b="lienrun no longer runs from cron on ops-01 — it's an Argo Workflows CronWorkflow in the `ops` namespace now.",
S9a="- Sensors report over Sigfox (Atim ACW-THx, one per corridor)",
S9b="We switched the climate sensors from Sigfox to LoRaWAN in April, onto the same ChirpStack as the locks.",
S10a="- API auth: static API keys in the `X-GK-Key` header (one key per client)",
S10b="Static API keys for gatekeeper are deprecated; every client now authenticates with mTLS certs from the internal CA.",
# refinement
F1a="- Invoices are PDFs rendered with WeasyPrint",
F1b="rentroll invoice PDFs: WeasyPrint 61 with templates in `billing/templates/invoice/`, A4, VAT number in the footer.",
F2a="- Nightly offsite backups to Backblaze B2",
F2b="Offsite backups go to the B2 bucket `bss-backups-eu` (eu-central), encrypted client-side with age before upload.",
F3a="- Access hours: 06:00–22:00, every day",
F3b="The 06:00–22:00 window is enforced by gatekeeper, not by the keypads: the keypad accepts any PIN and gatekeeper refuses to open outside the window.",
F4a="- Prod deploys only through the `deploy` workflow, never from a laptop",
F4b="For rentroll the `deploy` workflow also needs a second approver in the `billing` environment before the prod job starts.",
F5a="- Written in Rust",
F5b="lockwatch: Rust 1.82, tokio runtime, `rumqttc` as the MQTT client, `sqlx` for the database.",
F6a="- Pages are statically generated at build time",
F6b="The unit size guide pages are statically generated at build time; prices are filled in client-side from the unitbook pricing API.",
F7a="- Prefers short answers; no preamble and no recap of what was just done",
F7b="Keep replies short: when showing a change, show only the changed hunk, not the whole file.",
F8a="- Climate-controlled units are held between 5 and 25 °C",
F8b="The 5–25 °C band is measured at the sensor, which hangs at 1.5 m in the middle of each climate corridor.",
F9a="- Emails the lien notice to the tenant before listing",
F9b="lienrun emails the lien notice and also posts a recorded-delivery letter through Stannp, since email alone doesn't count as written notice.",
F10a="- Staging: `https://staging.unitbook.bss.internal`",
F10b="unitbook staging is reset every night at 02:00 from an anonymised copy of prod (`bin/anonymise_snapshot`).",
# other_subject
O1a="- Redis: `redis-billing.bss.internal:6379` (Celery broker + cache)",
O1b="gatekeeper's PIN-attempt rate limiter uses `redis-gate.bss.internal:6380`.",
O2a="- CI: Woodpecker (`.woodpecker.yml`), cross-compiles the ARM build for the gateway boxes",
O2b="unitbook CI runs on CircleCI (`.circleci/config.yml`), parallelism 4 for rspec.",
O3a="- `pg-billing` runs Postgres 15.6",
O3b="`pg-unitbook` runs Postgres 16.2 since the spring rebuild.",
O4a="- Prod: 3 Puma workers, 5 threads each",
O4b="unitbook staging runs a single Puma worker with 2 threads — don't load-test it.",
O5a="- Leeds Kirkstall: office staffed 08:00–18:00 Mon–Sat",
O5b="Sheffield's site office is staffed 09:00–17:00 on weekdays only; weekends are keypad-only.",
O6a="rentroll release day is Tuesday; nothing goes out on the 1st-3rd of the month.",
O6b="gatekeeper releases go out on Thursdays, one site at a time (York first).",
O7a="- Backup internet: Starlink dish on the Block A roof",
O7b="York's backup internet is a 4G router (Teltonika RUTX11, Three SIM) in the comms cabinet.",
O8a="- Leeds has 412 units across blocks A–C",
O8b="Sheffield Attercliffe has 380 units, 46 of them drive-up.",
O9a="The storefront contact form posts to HubSpot (form `website-enquiry`).",
O9b="The staff intranet \"report a problem\" form posts to the `#site-issues` Slack webhook.",
O10a="- Nightly arrears check at 00:45",
O10b="The climate digest email goes to site managers at 07:00 every morning.",
# dated_history
H1a="During the 2025 pilot, rentroll ran on Python 3.9 on a single VM.",
H1b="- Python 3.12, Django 5.0",
H2a="Until February the storefront was a WordPress site on a shared host.",
H2b="- Next.js 14, app router, TypeScript",
H3a="In January the Leeds gates were still on the old Gatehouse cloud service.",
H3b="- Drives the gates at Leeds, Sheffield and York (Hull joins at opening)",
H4a="Before the Q2 repricing, a 50 sq ft unit was £89/month at Leeds.",
H4b="- 50 sq ft: £99/month (Leeds list price)",
H5a="Between January and April on-call was just Priya, with no rotation.",
H5b="- On-call: weekly rotation of four engineers, handover Monday 10:00",
H6a="During the Hull build-out (June–August), Hull pre-bookings were taken in a Google Sheet.",
H6b="- Hull bookings go through unitbook like every other site",
H7a="lockwatch v0.3 (spring 2026) polled the ChirpStack HTTP API every 30 seconds.",
H7b="- Consumes uplinks from MQTT (ChirpStack integration)",
H8a="Up to June, tenants had to take our contents insurance with every unit.",
H8b="Contents insurance is optional; tenants can show their own policy instead.",
H9a="In 2025 invoices were emailed straight from Xero.",
H9b="- Invoices are emailed by rentroll itself (template `invoice_issued`)",
H10a="During the January–March trial, the Sheffield climate sensors reported every 15 minutes.",
H10b="- Sensors send a reading every 5 minutes",
# agreeing_duplicate
D1a="Don't replay captured lock events against the production MQTT broker.",
D1b="Never replay recorded lockwatch uplinks into the prod broker — use the `mqtt-dev` container.",
D2a="- Card payments: Stripe Checkout",
D2b="unitbook takes card payments through Stripe (Checkout sessions, webhooks on `/stripe/events`).",
D3a="- Accounting system: Xero (daily journal export)",
D3b="Finance books everything in Xero; rentroll pushes one journal per site per day.",
D4a="- Keep PRs small: under 400 changed lines",
D4b="Priya wants PRs below roughly 400 lines of diff; split anything bigger.",
D5a="- Access events kept for 2 years",
D5b="gatekeeper retains access events for 24 months, then the nightly prune job deletes them.",
D6a="- Hull opens on 1 September 2026",
D6b="Hull site opening date is 2026-09-01.",
D7a="- Timezone for all schedules: Europe/London",
D7b="All cron schedules are in UK local time (Europe/London), so they follow BST.",
D8a="- Commit messages follow Conventional Commits",
D8b="Use conventional commit prefixes (`feat:`, `fix:`, `chore:`) in every repo.",
D9a="- Metabase: `https://metabase.bss.internal`",
D9b="Dashboards live at `https://metabase.bss.internal` (Google SSO).",
D10a="- Unit sizes are shown in square feet",
D10b="storefront displays unit sizes in sq ft; customers think in feet, not m².",
# negation_scope
NS1a="- Never restart gatekeeper on a site box during access hours",
NS1b="After changing `/etc/gatekeeper/config.toml`, restart gatekeeper with `sudo systemctl restart gatekeeper`.",
NS2a="Never send arrears emails on Sundays or bank holidays — the complaints aren't worth it.",
NS2b="- Sends arrears reminder emails on days 3, 10 and 21 of arrears",
NS3a="rentroll never uses the ORM for the month-end reports; those are raw SQL in `reports/sql/`.",
NS3b="- Uses the Django ORM for everything else",
NS4a="- Don't force-push to `main`, ever",
NS4b="Force-push your own feature branches after a rebase (`git push --force-with-lease`).",
NS5a="- unitbook: never run migrations without a fresh pgBackRest backup of `pg-unitbook`",
NS5b="- Deploy job runs `bin/rails db:migrate` before swapping the Puma workers",
NS6a="Do not open the York pedestrian gate remotely — it has no camera coverage.",
NS6b="Site staff can open gates remotely from the unitbook staff UI (Site → Gates → Open).",
NS7a="- No merging on Friday afternoons (after 14:00)",
NS7b="The agent merges Renovate patch and minor PRs itself once CI is green.",
NS8a="lockwatch never keeps raw LoRa payloads longer than 7 days.",
NS8b="lockwatch stores every decoded lock event in TimescaleDB (`lock_events` hypertable).",
NS9a="Don't page on-call for single lock battery warnings; those go to the site manager's morning digest.",
NS9b="- Pages on-call when a site LoRa gateway has been offline for 10 minutes",
NS10a="Never hard-delete tenant records from unitbook; anonymise them after 6 years instead.",
NS10b="- A nightly job deletes expired reservation holds (older than 48 h)",
)

# ---------------------------------------------------------------- root (Claude Code auto-memory)
root("u_profile", "user", "profile", "Priya Okafor, platform lead at Boxwell Self Storage; owns unitbook, rentroll, gatekeeper, lockwatch",
     "User Profile", "who Priya is and how she likes to work", f'''
Priya Okafor is the platform lead at Boxwell Self Storage Ltd (BSS): four sites (Leeds Kirkstall,
Sheffield Attercliffe, York Clifton, Hull from autumn), about 1,600 units, a team of four engineers.

- Background: ex-Rails consultant, now mostly Python/Go; reads Rust but doesn't write it
{C["F7a"]}
- Works UK hours, usually offline after 18:00; Fridays are for reviews and the ops backlog
- Cares about: not waking site managers at night, auditability of anything touching money or gate access

**How to apply:** lead with the answer, then the command or diff. Ask before anything that touches tenant
data or the gates.
''')

root("f_reply", "feedback", "reply_style", "Short replies, changed hunks only, no emoji",
     "Reply Style", "how to format answers and diffs", f'''
{C["F7b"]}

No emoji anywhere (chat, commits, PR descriptions).

**Why:** Priya reads on a laptop between site calls and skims; long replies got "tl;dr?" back twice in January.

**How to apply:** answer first, one short paragraph of reasoning at most, then the hunk. Offer the full file only if asked.
''')

root("f_git", "feedback", "git_workflow", "Git rules per repo: merge strategy, commit style, PR size, force-push",
     "Git Workflow", "merge strategy per repo, commit and PR conventions", f'''
Merge strategy differs per repo — check before clicking the button:

{C["R6a"]}
{C["N1a"]}
- rentroll / lockwatch: whatever the author picks, reviewer decides

Conventions:
{C["D8a"]}
{C["D4a"]}
{C["NS4a"]}
- Branch names: `<ticket>-<slug>`, e.g. `RR-412-vat-rounding`

**Why:** Priya got burned in March by a squash that hid a bad migration in a 40-commit branch;
for gatekeeper the ticket-per-commit rule comes from the access-control audit.

**How to apply:** before merging, check the repo in the list above; if unsure, ask.
''')

root("f_deploys", "feedback", "deploys", "Deploy rules: workflow only, no Friday-afternoon merges, who approves what",
     "Deploys", "how and when production deploys happen", f'''
{C["F4a"]}
{C["NS7a"]}
- Watch the Grafana "deploys" dashboard for 15 minutes after a prod deploy
- Roll back first, debug second (`deploy` workflow → "rollback" input)

**Why:** a Friday 16:30 unitbook deploy in February broke the move-in flow for the whole weekend;
Sheffield staff had to take bookings on paper.

**How to apply:** if a fix is ready after 14:00 on a Friday, open the PR and leave it for Monday unless Priya says otherwise.
''')

root("f_terraform", "feedback", "terraform", "What the agent may apply with Terraform on its own",
     "Terraform", "limits on terraform apply", f'''
Infra lives in `bss-infra` (Terraform 1.9, Hetzner + Cloudflare providers, state in B2).

{C["N6a"]}

- Always paste the `terraform plan` summary line into the chat before an apply
- Never `terraform state rm` anything; ask

**Why:** staging churns constantly and waiting for approval for every DNS record slowed things down.
''')

root("f_migrations", "feedback", "migrations", "Database migration rules for rentroll and unitbook",
     "Migrations", "who runs schema migrations and when", f'''
{C["N2a"]}

Other rules:
{C["NS5a"]}
- Add columns nullable first, backfill, then add the constraint in a later release
- No data migrations inside schema migrations

**Why:** Priya wants migrations boring. The unitbook rule comes from the UB-1033 incident (a column drop without a backup).

**How to apply:** for unitbook, check `pgbackrest info` shows a backup newer than 1 h before the deploy.
''')

root("f_replays", "feedback", "lockwatch_replays", "How to test lockwatch with captured traffic safely",
     "lockwatch Replays", "where captured lock traffic may be replayed", f'''
{C["D1a"]}

**Why:** in February a replay of Leeds captures into prod re-triggered "door open" events and the
night monitoring company phoned Priya at 02:00.

**How to apply:** `make replay CAPTURE=...` points at `mqtt-dev` by default; never override `MQTT_URL` for it.
''')

root("f_renovate", "feedback", "renovate", "Renovate PR handling — the agent may merge the boring ones",
     "Renovate", "which dependency PRs the agent may merge", f'''
{C["NS7b"]}

- Major bumps: open an issue with the changelog highlights and leave the PR for a human
- Group all `@types/*` bumps; Renovate config is in `bss-infra/renovate/default.json`

**Why:** Priya doesn't want to click through 30 PRs a week.
''')

root("f_plan_first", "feedback", "plan_first", "Write a plan before multi-repo changes",
     "Plan First", "when to write a plan before coding", '''
For anything touching more than one repo (e.g. unitbook + gatekeeper PIN sync), write the plan in the
ticket first and wait for a thumbs-up.

**Why:** the PIN-sync rewrite in May went through three repos and two of the changes had to be reverted.

**How to apply:** bullet list: repos, order of deploys, rollback per step.
''')

root("f_tests", "feedback", "run_tests", "Run the tests yourself; don't paste commands for Priya to run",
     "Run Tests Yourself", "run local commands instead of asking", '''
Run test suites and linters yourself with the shell tool instead of asking Priya to run them.
Exceptions: anything needing the VPN to a site box, anything with `sudo` on shared hosts.

**Why:** "you have a terminal, use it" — March.
''')

root("f_no_tenant_data", "feedback", "tenant_data", "Never paste tenant personal data into chat, tickets or commits",
     "Tenant Data", "handling of tenant personal data", '''
Don't paste tenant names, addresses, phone numbers or gate PINs into chat, Linear tickets, commit
messages or PR descriptions. Use the tenant id (`T-000123`) instead.

**Why:** ICO guidance plus our own DPIA; a PIN ended up in a Slack thread in February.

**How to apply:** when debugging from prod data, redact before quoting; use `bin/redact` in unitbook.
''')

root("r_unitbook", "reference", "unitbook", "unitbook: the Rails booking and tenant app — hosts, jobs, payments, environments",
     "unitbook", "overview of the booking and tenant management app", f'''
# unitbook

Rails monolith for reservations, move-ins, tenant accounts, the customer portal and the staff UI.
Repo `bss/unitbook`. Owner: Priya; second pair of eyes: Tomasz.

## Stack
{C["S6a"]}
{C["V1a"]}
{C["R1a"]}
{C["D2a"]}
- Frontend: Hotwire, Tailwind; no SPA

## Runtime
{C["S1a"]}
{C["O4a"]}
{C["NS5b"]}
- Health: `/up` (used by the uptime checks)

## Environments
{C["F10a"]}
- Prod: `https://app.boxwell.co.uk` (portal) and `https://staff.boxwell.co.uk` (staff UI)

## Auth
{C["V10a"]}
- Staff log in with Google Workspace SSO; tenants with email + password, optional TOTP

## Housekeeping jobs
{C["NS10b"]}
- Weekly: recompute occupancy snapshot for the pricing API
- Monthly: export move-ins/move-outs CSV for finance (Monday after the 1st)
''')

root("r_gatekeeper", "reference", "gatekeeper", "gatekeeper: Go service that drives the site gates and keypads",
     "gatekeeper", "overview of the gate access service", f'''
# gatekeeper

Go 1.23 service, one instance per site box (Intel NUC in the comms cabinet), plus a small central API
for unitbook. Repo `bss/gatekeeper`.

## Hardware
{C["V2a"]}
- Keypads: Paxton-compatible Wiegand, wired to the PTI boards
{C["H3b"]}

## Access rules
{C["F3a"]}
{C["V8a"]}
{C["N3a"]}
{C["D5a"]}
- Overlocked units (arrears) get their PIN disabled within one sync cycle

## Data and integrations
{C["R9a"]}
{C["S10a"]}
{C["S3a"]}
- Metrics: Prometheus on `:9102/metrics`

## Operating it
{C["NS1a"]}
- Site boxes are reachable only over WireGuard (`wg-sites`), hostnames `gk-lks`, `gk-sat`, `gk-ycl`
- Emergency: each gate has a manual key override held by the site manager
''')

root("r_rentroll", "reference", "rentroll", "rentroll: Django billing service — invoices, direct debit, arrears, exports",
     "rentroll", "overview of the billing service", f'''
# rentroll

Django app that bills tenants: monthly invoices, direct debits, arrears, late fees, Xero exports.
Repo `bss/rentroll`.

## Stack
{C["H1b"]}
- DB: `pg-billing.bss.internal`, database `rentroll`
{C["O1a"]}
{C["R2a"]}
{C["NS3b"]}

## Money
{C["S2a"]}
{C["D3a"]}
{C["N7a"]}
- VAT: 20% on storage, insurance is VAT-exempt (IPT instead)

## Invoices
{C["V3a"]}
{C["F1a"]}
{C["H9b"]}
- Credit notes are separate documents, numbered `CN-YYYY-NNNNN`
''')

root("r_lockwatch", "reference", "lockwatch", "lockwatch — Rust ingest of smart-lock events over LoRaWAN",
     "lockwatch", "overview of the smart-lock event pipeline", f'''
# lockwatch

Ingests events from the Nuki-style LoRaWAN padlocks on the premium units (~600 locks at three sites)
and raises alarms for forced opens and low batteries.

{C["F5a"]}
{C["H7b"]}
{C["V4a"]}
{C["N10a"]}
{C["R7a"]}
{C["O2a"]}

## Alerting
{C["NS9b"]}
- Forced-open events go to the night monitoring company's webhook as well as Slack `#lock-alarms`
- Battery below 20%: listed in the site manager's morning digest

Deployed on the k3s cluster, namespace `lockwatch`, 2 replicas (leader election via a Postgres advisory lock).
''')

root("r_storefront", "reference", "storefront", "storefront: Next.js public website and size guide",
     "storefront", "overview of the public website", f'''
# storefront

Public website `www.boxwell.co.uk`: size guide, prices, quote form, links into the unitbook portal for booking.
Repo `bss/storefront`.

{C["H2b"]}
{C["V5a"]}
{C["R5a"]}
{C["R3a"]}
{C["S4a"]}
{C["F6a"]}
{C["N4a"]}
{C["D10a"]}

Analytics: Plausible (self-hosted at `stats.boxwell.co.uk`). No cookie banner needed because of that.
''')

root("r_infra", "reference", "infra", "Infra overview — k3s, backups, monitoring, on-call, dashboards",
     "Infra", "cluster, backups, monitoring and on-call overview", f'''
# Infrastructure

- k3s cluster `bss-prod`: 3 Hetzner CPX41 nodes in Falkenstein, Traefik ingress, cert-manager
- Postgres clusters: `pg-unitbook`, `pg-billing`, `pg-gate` (Patroni, 2 nodes each)

## Backups
{C["V9a"]}
{C["F2a"]}
- Restore drill: first Monday of the quarter, into `pg-drill`

## Monitoring
- Prometheus + Grafana at `https://grafana.bss.internal`
{C["S5a"]}
{C["D9a"]}

## On-call
{C["H5b"]}
{C["R8a"]}
- Runbooks: `bss-infra/runbooks/`

## Conventions
{C["D7a"]}
- Internal DNS zone `bss.internal` served by the two `ns-int` boxes
''')

root("r_climate", "reference", "climate_sensors", "Climate-controlled units — temperature/humidity limits, sensors, alerts",
     "Climate Sensors", "limits, sensors and alert rules for climate units", f'''
# Climate-controlled units

Leeds (Block C) and York (ground floor) have climate-controlled corridors for wine, documents, instruments.

## Limits
{C["F8a"]}
- Humidity limit: 60% RH
{C["V6a"]}

## Sensors
{C["S9a"]}
{C["H10b"]}
- Readings land in the `climate` schema on `pg-unitbook` via a small ingest worker in unitbook

**Why it matters:** the wine customers at Leeds have contracts that quote these limits; excursions are logged for them.
''')

root("p_lienrun", "project", "lienrun", "lienrun: arrears-to-auction process for units in long-term arrears",
     "lienrun", "the arrears and lien auction process", f'''
# lienrun

Python tool that walks tenants in arrears through reminders, overlocking, lien notice and auction.
Repo `bss/lienrun`. Business owner: Dawn (credit control).

## Schedule
{C["S8a"]}
{C["O10a"]}

## Steps
{C["NS2b"]}
- Day 14: gate PIN disabled and unit overlocked (gatekeeper API)
{C["F9a"]}
{C["V7a"]}
{C["R10a"]}

**Why:** credit control was doing all of this from a spreadsheet until January; lienrun makes every step
auditable. **How to apply:** any change to notice wording goes past Dawn and Harrison Legal first.
''')

root("p_hull", "project", "hull_opening", "Hull site opening — dates, units, connectivity, booking set-up",
     "Hull Opening", "the new Hull site project", f'''
# Hull opening

New site at Sutton Fields, Hull (code `HUL`), converted warehouse, ~520 units.

{C["D6a"]}
- Site box `gk-hul` installed 2026-08-12, keypads commissioned 2026-08-20
{C["O7a"]}
- Primary internet: 500/500 FTTP (Connexin)

{C["N8a"]}

## Bookings
{C["H6b"]}
- Site code in unitbook: `HUL`; price list copied from Sheffield minus 5% for the first year

**Why:** Hull is the first site built with gatekeeper and lockwatch from day one.
''')

root("p_sms", "project", "payment_reminders", "Payment reminder channel for tenants: timing and sender",
     "Payment Reminders", "how tenants are reminded before a payment", f'''
{C["N9a"]}

- Reminder copy lives in `app/views/reminders/`; Dawn signs off changes
- Tenants on direct debit get the reminder too (it says "we'll collect on ...")

**Why:** card-paying tenants kept missing payments after the Q1 price change.
**How to apply:** any new reminder type goes through the same `ReminderJob`, no ad-hoc sends.
''')

root("r_email", "reference", "transactional_email", "Transactional email setup: booking confirmations, DNS, bounces",
     "Transactional Email", "providers and DNS for outgoing email", f'''
{C["R4a"]}

- Sending domain `mail.boxwell.co.uk`, SPF/DKIM/DMARC set in Cloudflare (DMARC `p=quarantine`)
- Bounces and complaints are mirrored into `#email-bounces`
- Marketing email is a separate thing (Mailchimp, run by marketing; we don't touch it)
''')

root("p_reporting", "project", "finance_reporting", "Finance reporting: where the monthly numbers come from",
     "Finance Reporting", "data sources behind the finance reports", f'''
Monthly pack for the board: occupancy, revenue per sq ft, arrears ageing, move-ins/outs per site.

{C["S7a"]}

- Arrears ageing buckets: 0-30, 31-60, 61-90, 90+
- Occupancy is by area, not by unit count (the board asked for that in February)

**How to apply:** if a number looks off, compare against Xero before blaming the query.
''')

root("r_databases", "reference", "databases", "Postgres clusters and versions",
     "Databases", "which Postgres clusters exist and what runs on them", f'''
- `pg-unitbook` — unitbook, climate readings
{C["O3a"]}
- `pg-gate` — gatekeeper central API (Postgres 16)
- All clusters: Patroni, streaming replica in the same DC, `pg_stat_statements` enabled

Connection details belong in each service's memory, not here.
''')

root("r_screens", "reference", "unitbook_screens", "Where things are in the unitbook portal and staff UI",
     "unitbook Screens", "navigation map of the portal and staff UI", f'''
## Customer portal
- Account → Invoices: list of invoices with PDF links
{C["N5a"]}
- Account → Move out: gives notice (minimum 7 days)

## Staff UI
- Tenants → search by tenant id, unit or email
{C["NS6b"]}
- Reports → occupancy (same numbers as the board pack)
''')

root("r_sites", "reference", "sites", "Site facts: unit counts, office hours, addresses",
     "Sites", "site codes, unit counts and office hours", f'''
# Sites

## Leeds Kirkstall (LKS)
{C["O8a"]}
{C["O5a"]}
- Climate corridor in Block C

## Sheffield Attercliffe (SAT)
- Drive-up units along the north fence; vans up to 3.5 t

## York Clifton (YCL)
- Smallest site; pedestrian gate on Water Lane side

## Hull Sutton Fields (HUL)
- See the Hull opening memory
''')

root("p_pricing", "project", "pricing", "Unit pricing: list prices per size after the Q2 repricing",
     "Pricing", "list prices and discount rules", f'''
Current list prices (VAT inclusive), Leeds; other sites are set relative to Leeds in the pricing sheet.

{C["H4b"]}
- 100 sq ft: £159/month
- 200 sq ft: £269/month
- First month 50% off for online bookings (coupon logic in unitbook `Pricing::Promo`)
''')

root("r_insurance", "reference", "insurance", "Contents insurance for tenants: rules and provider",
     "Insurance", "tenant contents insurance rules", f'''
{C["H8b"]}

- Our scheme: via Stora Cover, cover levels £1k–£20k, billed monthly by rentroll
- Own-policy proof is uploaded in the portal and checked by site staff within 2 days
''')

root("p_release_cal", "project", "release_calendar", "Release days per service",
     "Release Calendar", "which day each service ships", f'''
{C["O6a"]}

unitbook and storefront ship whenever they're ready (Mon–Thu). lockwatch ships after the weekly
lock-vendor call on Wednesdays if there's anything.
''')

# -------- unpaired root files
root("r_glossary", "reference", "glossary", "Glossary: storage-industry terms used by staff (overlock, lien, drive-up, CC)",
     "Glossary", "industry terms staff use", '''
- **Overlock**: a second lock we put on a unit in arrears so the tenant can't get in
- **Lien**: our right to sell unit contents to recover arrears, under the T&Cs
- **Drive-up**: ground-floor unit with its own roller door facing the yard
- **CC**: climate-controlled
- **Move-in / move-out**: start and end of a rental; "MI" / "MO" in reports
- **Walk-in**: customer who turns up without booking online
- **Occupancy (area)**: occupied sq ft / rentable sq ft
''')

root("r_vpn", "reference", "vpn", "VPN access: WireGuard to the site boxes and the cluster",
     "VPN", "how to reach site boxes and internal hosts", '''
- WireGuard config from `bss-infra/wireguard/peers/`; ask Priya to add a peer
- `wg-sites` reaches the site boxes; `wg-core` reaches `*.bss.internal`
- The agent's sandbox has no VPN: ask Priya to run anything that needs a site box

**Why:** site boxes have no public IPs and the gates are safety-relevant.
''')

root("p_q4", "project", "q4_roadmap", "Q4 roadmap: self-service move-out, Hull stabilisation, invoice redesign",
     "Q4 Roadmap", "what the team is working on this quarter", '''
1. Self-service move-out in the portal (UB-1302) — in review
2. Hull stabilisation: keypad timeouts, signage QR codes
3. Invoice redesign with finance (RR-455)
4. Replace the York keypads (quotes in, waiting on budget)

Deprioritised: native app, dynamic pricing.
''')

root("r_contacts", "reference", "contacts", "People and vendors to ask about what",
     "Contacts", "who to ask about which system or site", '''
- Dawn Pickering — credit control, lienrun wording, arrears questions
- Tomasz Nowak — unitbook, portal
- Sian Evans — gatekeeper, site boxes, keypads
- Kofi Mensah — lockwatch, climate sensors
- Gate installer: Northgate Access Ltd (contract ref NGA-2231)
- Lock vendor call: Wednesdays 11:00
''')

root("p_kiosk", "project", "kiosk", "Reception kiosk idea for walk-ins: parked",
     "Kiosk", "parked idea for a walk-in kiosk", '''
A tablet kiosk at reception for walk-in customers to book without staff. Parked in September:
the Leeds office is staffed most of the day and walk-ins are only ~8% of move-ins.

**How to apply:** don't propose it again unless walk-ins grow or staffing changes.
''')

root("f_tickets", "feedback", "ticket_refs", "Reference the Linear ticket in branches, commits and PR titles",
     "Ticket References", "ticket prefixes per repo", '''
Ticket prefixes: `UB-` unitbook, `GK-` gatekeeper, `RR-` rentroll, `LW-` lockwatch, `SF-` storefront, `OPS-` infra.

**Why:** the audit for the access-control changes relies on being able to go from a commit to the ticket.
''')

root("r_linear", "reference", "linear", "Linear workspace: teams, labels, triage",
     "Linear", "how tickets are organised", '''
- Workspace `boxwell`; teams: Platform, Sites, Finance
- Label `site-impact` means a site manager is waiting; triage those the same day
- Bugs reported by site staff arrive via the intranet form and get the `from-site` label
''')

# ---------------------------------------------------------------- remnic facts
fact("x_v1b", "2026-04-14", "fact", C["V1b"] + "\nChecked with `SHOW port;` from the unitbook Rails console.", ["unitbook", "postgres"])
fact("x_v5b", "2026-05-20", "fact", C["V5b"], ["storefront", "node"])
fact("x_v8b", "2026-03-09", "fact", C["V8b"] + "\nShorter codes were being guessed at York (see GK-88).", ["gatekeeper", "pins"])
fact("x_v9b", "2026-09-03", "fact", C["V9b"] + "\nWAL archiving goes to the same repo.", ["backups", "postgres", "infra"])
fact("x_r1b", "2026-06-11", "decision", C["R1b"] + "\nOne less Redis to run; job volume is small (a few thousand a day).", ["unitbook", "jobs"])
fact("x_r3b", "2026-07-22", "fact", C["R3b"], ["storefront", "hosting"])
fact("x_r4b", "2026-02-18", "fact", C["R4b"] + "\nSending identity is the `mail.boxwell.co.uk` domain; production access was granted in February.", ["unitbook", "email"])
fact("x_r8b", "2026-10-02", "fact", C["R8b"] + "\nThe Slack integration posts to `#oncall`.", ["oncall", "infra"])
fact("x_r9b", "2026-05-06", "decision", C["R9b"] + "\nIf the WireGuard link drops, the site box serves from its in-memory snapshot for up to 12 hours.", ["gatekeeper", "architecture"])
fact("x_n6b", "2026-06-30", "preference", C["N6b"], ["terraform", "infra", "approval"])
fact("x_n3b", "2026-04-28", "decision", C["N3b"], ["gatekeeper", "gdpr", "logging"])
fact("x_n5b", "2026-08-26", "fact", C["N5b"] + "\nThis is deliberate: PIN changes must be tied to an ID check.", ["gatekeeper", "portal", "pins"])
fact("x_n8b", "2026-03-25", "decision", C["N8b"] + "\nRevisit only if the landlord upgrades the supply.", ["hull", "climate"])
fact("x_s1b", "2026-08-19", "decision", C["S1b"], ["unitbook", "k3s", "migration"])
fact("x_s3b", "2026-05-27", "fact", C["S3b"] + "\nQuery them in Grafana Explore with `{job=\"gatekeeper\"}`.", ["gatekeeper", "logging"])
fact("x_s5b", "2026-06-15", "fact", C["S5b"] + "\nStatus page: `status.boxwell.co.uk`.", ["monitoring", "infra"])
fact("x_s6b", "2026-06-24", "fact", C["S6b"], ["unitbook", "rails", "upgrade"])
fact("x_s9b", "2026-04-09", "decision", C["S9b"] + "\nSigfox coverage inside the York building was patchy.", ["climate", "lorawan"])
fact("x_s10b", "2026-10-20", "decision", C["S10b"] + "\nunitbook and lienrun were moved over in GK-140 and GK-141.", ["gatekeeper", "security"])
fact("x_f2b", "2026-02-03", "fact", C["F2b"], ["backups", "infra"])
fact("x_f4b", "2026-09-10", "decision", C["F4b"] + "\nApprovers: Dawn or Priya.", ["rentroll", "deploy"])
fact("x_f9b", "2026-07-08", "fact", C["F9b"], ["lienrun", "legal"])
fact("x_o3b", "2026-03-17", "fact", C["O3b"], ["postgres", "unitbook"])
fact("x_o5b", "2026-01-27", "fact", C["O5b"], ["sites", "sheffield"])
fact("x_o6b", "2026-05-13", "fact", C["O6b"], ["gatekeeper", "release"])
fact("x_o8b", "2026-10-13", "fact", C["O8b"], ["sites", "sheffield"])
fact("x_h3a", "2026-02-24", "fact", C["H3a"] + "\nCut-over to gatekeeper happened over the weekend of 7 February.", ["gatekeeper", "leeds", "history"])
fact("x_h5a", "2026-05-04", "fact", C["H5a"], ["oncall", "history"])
fact("x_h8a", "2026-07-01", "fact", C["H8a"] + "\nThe FCA-compliance review ended that.", ["insurance", "history"])
fact("x_h6a", "2026-08-28", "fact", C["H6a"] + "\nThe sheet rows were imported with `bin/import_prebookings` on 25 August.", ["hull", "unitbook", "history"])
fact("x_d2b", "2026-06-05", "fact", C["D2b"], ["unitbook", "payments"])
fact("x_d6b", "2026-07-15", "fact", C["D6b"], ["hull"])
fact("x_d4b", "2026-01-14", "preference", C["D4b"], ["review", "git"])
fact("x_d9b", "2026-03-02", "fact", C["D9b"], ["reporting", "metabase"])
fact("x_ns2a", "2026-09-22", "preference", C["NS2a"], ["lienrun", "arrears", "email"])
fact("x_ns4b", "2026-01-29", "preference", C["NS4b"], ["git"])
fact("x_ns8a", "2026-10-27", "fact", C["NS8a"] + "\nThe `raw_uplinks` table is pruned nightly.", ["lockwatch", "retention", "gdpr"])
fact("x_ns9a", "2026-02-10", "preference", C["NS9a"], ["lockwatch", "oncall"])
fact("x_ns10a", "2026-11-10", "decision", C["NS10a"], ["unitbook", "gdpr"])
fact("x_o10b", "2026-08-05", "fact", C["O10b"], ["climate", "email"])
# unpaired facts
fact("x_u1", "2026-01-09", "fact", "The staff UI and the customer portal are the same Rails app with two hostnames.", ["unitbook"])
fact("x_u2", "2026-01-22", "preference", "Priya prefers `rg` over `grep -r` in examples and scripts.", ["tooling"])
fact("x_u3", "2026-02-27", "fact", "Site managers read Slack on their phones; anything urgent for them needs an @-mention.", ["sites", "slack"])
fact("x_u4", "2026-03-30", "fact", "The York keypads are the oldest hardware in the estate (2017) and drop off the bus in cold weather.", ["gatekeeper", "york"])
fact("x_u5", "2026-04-21", "preference", "Write runbooks as numbered steps with the exact command on its own line.", ["docs"])
fact("x_u6", "2026-05-29", "fact", "Dawn runs the arrears review every Monday morning using the lienrun dashboard.", ["lienrun", "finance"])
fact("x_u7", "2026-06-19", "fact", "Unit numbering: block letter + floor + number, e.g. `B1-042`; drive-up units are `D-xx`.", ["unitbook", "sites"])
fact("x_u8", "2026-07-29", "decision", "Self-service move-out will require the unit to be empty-photo verified by staff before the final invoice.", ["unitbook", "portal"])
fact("x_u9", "2026-08-12", "fact", "The Hull site box is the first one on Debian 12; the others are still on Debian 11.", ["hull", "gatekeeper"])
fact("x_u10", "2026-09-16", "fact", "Sian keeps spare PTI boards in the Leeds comms room.", ["gatekeeper", "hardware"])
fact("x_u11", "2026-09-29", "preference", "When estimating, give a range and name the riskiest step.", ["planning"])
fact("x_u12", "2026-10-08", "fact", "The lock vendor's firmware 2.4 fixes the double-report on close; rollout is per site.", ["lockwatch", "firmware"])
fact("x_u13", "2026-11-05", "fact", "Board pack is due on the 8th working day of each month.", ["reporting", "finance"])
fact("x_u14", "2026-11-19", "decision", "Invoice redesign (RR-455) ships in January, not December: finance wants one clean month first.", ["rentroll", "roadmap"])

# ---------------------------------------------------------------- auto notes (paired)
auto("a_gate_quirks", "gate-controller-quirks", "Gate controller quirks", "2026-03-12", ["gatekeeper", "hardware", "modbus"], f'''
# Gate controller quirks

Things that bit us while debugging the Sheffield exit gate (GK-91).

{C["V2b"]}
502 free for the CCTV NVR. If you point `modpoll` at 502 you get the NVR and a very confusing reply.

- Register 40010 is the gate state (0 closed, 1 opening, 2 open, 3 closing, 9 fault)
- The boards need ~3 s after a write before the state register updates; gatekeeper waits 5 s

''')

auto("a_invoice_run", "invoice-run-notes", "Invoice run notes", "2026-10-05", ["rentroll", "invoices"], f'''
# Invoice run

{C["V3b"]}
It takes ~25 minutes for all four sites; Hull is the quickest.


Watch-outs:
- pro-rata first invoices are generated at move-in, not in the monthly run
- if the run dies half-way, re-running is safe: invoices are keyed on (tenant, period)
''')

auto("a_lw_ingest", "lockwatch-ingest-notes", "lockwatch ingest notes", "2026-09-18", ["lockwatch", "mqtt", "debugging"], f'''
Notes from chasing the missing York events (LW-77).

{C["V4b"]}
inside the `iot` VLAN; only the ChirpStack box and the lockwatch pods can reach it.


The York events were missing because the gateway's clock was 4 minutes off; fixed with chrony on the gateway.
''')

auto("a_climate_tuning", "climate-alert-tuning", "Climate alert tuning", "2026-07-14", ["climate", "alerts"], f'''
# Climate alert tuning (Kofi + Priya, July)

Too many false alarms from the Leeds corridor in June.

## Settled rules
{C["V6b"]}
- Temperature alerts are unchanged

''')

auto("a_lien_legal", "lien-process-legal", "Lien process — legal notes", "2026-06-02", ["lienrun", "legal"], f'''
Summary of the call with Harrison Legal about the lien process.

{C["V7b"]}
The notice has to list the amount owed and the earliest sale date.

''')

auto("a_ub_auth", "unitbook-auth", "unitbook auth notes", "2026-10-06", ["unitbook", "auth", "pci"], f'''
# unitbook auth

{C["V10b"]}

- Staff SSO via Google Workspace, group `staff@` required
- Tenants: Devise with `:lockable` (5 attempts, unlock by email)
- Password reset links expire after 2 hours
''')

auto("a_rr_ci", "rentroll-ci", "rentroll CI", "2026-08-11", ["rentroll", "ci"], f'''
{C["R2b"]}

Steps: lint (ruff), types (mypy), tests (pytest -n 4 against a throwaway Postgres), build image.
Flaky test to know about: `test_direct_debit_retry_window` around midnight UTC.
''')

auto("a_sf_dev", "storefront-dev-setup", "storefront dev setup", "2026-09-08", ["storefront", "dev"], f'''
# storefront local setup

{C["R5b"]}
Then `yarn dev` and open http://localhost:3000.


- Images: `next/image` with the default loader
''')

auto("a_gk_release", "gatekeeper-release", "gatekeeper release process", "2026-06-22", ["gatekeeper", "release", "git"], f'''
# gatekeeper releases

{C["R6b"]}

1. Tag `vX.Y.Z` on main; the release workflow builds the amd64 binary
2. Roll to one site box, watch the gates for one open/close cycle, then the next site

{C["O1b"]}
Five wrong PINs in a minute locks the keypad for 10 minutes.
''')

auto("a_lw_ops", "lockwatch-ops-notes", "lockwatch ops notes", "2026-11-03", ["lockwatch", "ops"], f'''
{C["R7b"]}
Its alert emails go to the lockwatch owners.
''')

auto("a_lw_storage", "lockwatch-storage", "lockwatch storage", "2026-10-29", ["lockwatch", "timescale"], f'''
{C["NS8b"]}
Chunks are 7 days; compression after 30 days. Queries for the site dashboards go through the `lock_events_daily` continuous aggregate.
''')

auto("a_ub_pr", "unitbook-pr-checklist", "unitbook PR checklist", "2026-09-25", ["unitbook", "git", "review"], f'''
# unitbook PR checklist (Tomasz)

- [ ] rspec green locally for the touched specs
- [ ] migrations reversible
- [ ] screenshots for any portal change

{C["N1b"]}
''')

auto("a_rr_deploy", "rentroll-deploy-runbook", "rentroll deploy runbook", "2026-10-15", ["rentroll", "deploy", "runbook"], f'''
# rentroll deploy

1. Merge to main; image builds
2. Run the `deploy` workflow for rentroll
3. Check `/healthz` and the Celery queue depth in Grafana

{C["N2b"]}
''')

auto("a_sf_avail", "storefront-availability", "storefront availability", "2026-04-16", ["storefront", "unitbook"], f'''
{C["N4b"]}
If a size is sold out at checkout the customer is offered the next size up or the waiting list.
''')

auto("a_sf_content", "storefront-content", "storefront content", "2026-03-19", ["storefront", "content"], f'''
{C["S4b"]}
Marketing edits via PRs in the GitHub web editor; previews show the change.
''')

auto("a_late_fees", "late-fees", "Late fees", "2026-08-20", ["rentroll", "arrears"], f'''
# Late fees

{C["N7b"]}
The fee is a fixed £15 line item (`LATE_FEE`) on the next invoice.

Dawn's reasoning: most "late" tenants are bank-holiday timing issues.
''')

auto("a_reminders", "reminder-channels", "Reminder channels", "2026-11-12", ["unitbook", "reminders"], f'''
{C["N9b"]}
Twilio was looked at and dropped on cost.
''')

auto("a_dd_migration", "direct-debit-migration", "Direct debit migration", "2026-07-06", ["rentroll", "payments", "migration"], f'''
# Direct debit migration

{C["S2b"]}
Mandates were moved with the bulk-change process; ~40 tenants had to re-sign.
''')

auto("a_reporting_mig", "reporting-migration", "Reporting migration", "2026-04-02", ["reporting", "mysql", "metabase"], f'''
{C["S7b"]}

{C["D3b"]}
The reconciliation question in Metabase compares the two every morning.
''')

auto("a_lienrun_argo", "lienrun-argo", "lienrun on Argo", "2026-09-30", ["lienrun", "argo", "k3s"], f'''
{C["S8b"]}
Logs and retries are in the Argo UI; `ops-01` is being decommissioned.
''')

auto("a_gate_hours", "gate-access-hours", "Gate access hours", "2026-02-16", ["gatekeeper", "access"], f'''
{C["F3b"]}
Staff PINs bypass the window.
''')

auto("a_york", "york-site-notes", "York site notes", "2026-05-18", ["york", "sites"], f'''
# York site notes

{C["NS6a"]}
{C["O7b"]}
- Car park floods after heavy rain; drive-up units 1–6 are out of use when it does
''')

auto("a_ub_staging", "unitbook-staging", "unitbook staging", "2026-09-14", ["unitbook", "staging"], f'''
{C["F10b"]}
''')

auto("a_ub_ci", "unitbook-ci", "unitbook CI", "2026-02-12", ["unitbook", "ci"], f'''
{C["O2b"]}
Slowest spec file: `spec/system/move_in_spec.rb` (~3 min).
''')

auto("a_sf_contact", "storefront-contact-form", "storefront contact form", "2026-05-22", ["storefront", "forms"], f'''
{C["O9a"]}
Enquiries are assigned to the nearest site by postcode.
''')

auto("a_intranet_form", "intranet-problem-form", "Intranet problem form", "2026-06-09", ["intranet", "sites"], f'''
{C["O9b"]}
Linear picks them up from there with the `from-site` label.
''')

auto("a_rr_history", "rentroll-history", "rentroll history", "2026-03-04", ["rentroll", "history"], f'''
# rentroll history

{C["H1a"]}
It changed with the January 2026 relaunch.
''')

auto("a_sf_history", "storefront-history", "storefront history", "2026-03-26", ["storefront", "history"], f'''
{C["H2a"]}
The old URLs are redirected in `next.config.js`.
''')

auto("a_price_history", "pricing-history", "Pricing history", "2026-07-20", ["pricing", "history"], f'''
{C["H4a"]}
The repricing added £10 across the small sizes.
''')

auto("a_replay_howto", "lockwatch-replay-howto", "lockwatch replay how-to", "2026-04-23", ["lockwatch", "testing"], f'''
# Replaying captures

1. `docker compose up mqtt-dev`
2. `make replay CAPTURE=captures/leeds-2026-02-11.jsonl`

{C["D1b"]}
''')

auto("a_gate_retention", "gate-data-retention", "Gate data retention", "2026-05-11", ["gatekeeper", "gdpr", "retention"], f'''
{C["D5b"]}
Listed in the ROPA under "site access".
''')

auto("a_cron", "cron-conventions", "Cron conventions", "2026-01-19", ["infra", "cron"], f'''
{C["D7b"]}
Avoid 01:00–02:00 for anything that must run exactly once (the autumn clock change repeats that hour).
''')

auto("a_sizes", "unit-size-display", "Unit size display", "2026-02-20", ["storefront", "content"], f'''
{C["D10b"]}
Dimensions are shown as W × D × H in feet.
''')

auto("a_month_end", "month-end-reports", "Month-end reports", "2026-11-17", ["rentroll", "reporting", "sql"], f'''
{C["NS3a"]}
They're run by the `month_end` management command and land in the finance share.
''')

# ---------------------------------------------------------------- auto notes (unpaired)
U = [
("incident-2026-02-friday-deploy", "Incident — Friday deploy broke move-ins", "2026-02-09", ["incident", "unitbook"], '''
# Incident 2026-02-06: move-in flow broken over the weekend

- 16:30 Friday deploy of UB-1012 (move-in wizard refactor)
- Step 3 (ID upload) raised on every submit because of a missing Active Storage variant
- Sheffield and York took bookings on paper Saturday and Sunday; 11 move-ins re-keyed on Monday

Actions: system spec for the full wizard (done), Friday afternoon rule (see the deploys memory).
'''),
("incident-ub-1033-column-drop", "Postmortem UB-1033", "2026-04-07", ["incident", "unitbook", "postgres"], '''
# UB-1033: dropped `units.legacy_ref` still read by lienrun

The column was dropped in a migration while lienrun still selected it. lienrun failed for two nights;
nothing was sent to tenants. Restored the column from the morning backup.

Lessons: grep all repos before dropping a column; announce drops in `#platform` a release ahead.
'''),
("hull-keypad-timeouts", "Hull keypad timeouts", "2026-09-09", ["hull", "gatekeeper", "debugging"], '''
Hull keypads timed out for ~2 s on the first PIN of the morning.

Cause: the site box's NIC power saving (`e1000e` EEE). Fixed with `ethtool --set-eee eno1 eee off`
in a systemd oneshot. Same fix not needed at the other sites (different NUC model).
'''),
("wireguard-peer-howto", "Adding a WireGuard peer", "2026-01-16", ["vpn", "howto"], '''
1. `wg genkey | tee priv | wg pubkey > pub`
2. Add the pub key to `bss-infra/wireguard/peers/<name>.conf` (PR)
3. Priya merges; the `wg-sync` job pushes the peer list within 5 minutes
'''),
("k3s-node-upgrade", "k3s node upgrade notes", "2026-05-26", ["k3s", "infra"], '''
Upgrading the cluster: drain one node at a time (`kubectl drain --ignore-daemonsets --delete-emptydir-data`),
upgrade with the system-upgrade-controller plan in `bss-infra/k3s/plans/`, uncordon, wait for all pods Ready.
Patroni pods have PDBs; the drain waits for the replica to catch up.
'''),
("grafana-dashboards", "Grafana dashboards", "2026-03-23", ["grafana", "monitoring"], '''
Useful dashboards:
- "deploys" — deploy markers + error rates per service
- "sites" — gate opens per hour per site, keypad errors
- "locks" — uplinks per gateway, battery distribution
- "billing" — invoice run progress, direct debit outcomes
'''),
("vat-rounding-rr-412", "VAT rounding bug RR-412", "2026-02-26", ["rentroll", "vat", "bug"], '''
Invoices for pro-rata periods were off by 1p against Xero.
rentroll rounded per line, Xero per invoice. Fixed by rounding per invoice with `ROUND_HALF_UP`
on the VAT total; regression test `test_prorata_vat_matches_xero`.
'''),
("portal-accessibility-audit", "Portal accessibility audit", "2026-06-17", ["unitbook", "portal", "a11y"], '''
Audit by an external tester (WCAG 2.2 AA). Main findings:
- Date pickers in the move-in wizard not keyboard accessible
- Colour contrast on the "pay now" button
- Error messages not announced to screen readers

Tickets UB-1210..UB-1219. Most fixed by September.
'''),
("hull-signage-qr", "Hull signage QR codes", "2026-10-01", ["hull", "signage"], '''
Each corridor at Hull has a QR code that opens the portal's "report a problem" page with the corridor prefilled.
Codes encode `https://app.boxwell.co.uk/r/<corridor>`; the short-link table is in unitbook.
'''),
("rspec-flaky-tests", "Flaky rspec tests", "2026-07-27", ["unitbook", "testing"], '''
Known flaky specs in unitbook:
- `spec/system/portal/invoices_spec.rb` — depends on `Date.today` near month end; use `travel_to`
- `spec/models/reservation_spec.rb:88` — ordering assumption, needs `order(:id)`

Quarantined with `:flaky` tag; CI retries those once.
'''),
("move-in-flow", "Move-in flow", "2026-04-30", ["unitbook", "move-in"], '''
# Move-in flow (portal)

1. Pick site and size → quote
2. Personal details + ID upload
3. Insurance choice
4. Payment (first month + deposit)
5. Contract e-signature
6. Gate PIN shown on the confirmation page and in the email
'''),
("promo-codes", "Promo codes", "2026-05-15", ["unitbook", "pricing"], '''
Promo codes are rows in `promotions` with a validity window and a site list.
Stacking is not allowed; the online-booking discount counts as a promotion.
Marketing creates codes in the staff UI (Pricing → Promotions).
'''),
("occupancy-calc", "Occupancy calculation", "2026-02-05", ["reporting", "occupancy"], '''
Occupancy (area) = sum of occupied unit area / sum of rentable unit area, per site, at 23:59 each day.
Units under maintenance are excluded from both. The daily snapshot is in `occupancy_snapshots`.
'''),
("waiting-list", "Waiting list feature", "2026-08-07", ["unitbook", "feature"], '''
When a size is sold out customers can join a waiting list. On move-out of a matching unit,
the first three on the list get an email with a priority booking link. Shipped in UB-1244.
'''),
("tenant-import-script", "Tenant import script", "2026-01-12", ["unitbook", "migration", "scripts"], '''
`bin/import_tenants` took the CSV export from the old system (SiteLink) for Leeds and Sheffield.
York was imported by hand (only 300 tenants). Keep the script; Hull might reuse parts for pre-bookings.
'''),
("lock-battery-replacement", "Lock battery replacement", "2026-06-26", ["lockwatch", "sites"], '''
Site staff replace lock batteries (2× CR123A) when the digest lists them below 20%.
The lock must be opened by the tenant or with the master key; log the swap in the staff UI so the
battery curve resets.
'''),
("gate-fault-codes", "Gate fault codes", "2026-04-13", ["gatekeeper", "hardware"], '''
PTI fault codes seen so far:
- F03 — safety loop open (car on the loop, or the loop cable is cut)
- F07 — motor overcurrent (ice in winter at York)
- F11 — lost comms with keypad
'''),
("cloudflare-dns", "Cloudflare DNS notes", "2026-03-06", ["dns", "cloudflare"], '''
Public zone `boxwell.co.uk` is in Cloudflare, managed by Terraform (`bss-infra/dns/`).
Don't edit records in the dashboard: the next apply reverts them.
'''),
("site-manager-training", "Site manager training", "2026-08-31", ["sites", "training"], '''
Hull staff training checklist:
- staff UI basics: search, move-in, move-out
- resetting a PIN, overlocking
- what the morning digest means
- who to call when a gate faults (Sian, then Northgate)
'''),
("deposit-handling", "Deposit handling", "2026-05-08", ["rentroll", "deposits"], '''
Deposits equal one month's rent, held as a liability in Xero, refunded within 10 working days of move-out
once the unit is checked empty and undamaged.
'''),
("unit-photos", "Unit photos", "2026-07-03", ["unitbook", "storage"], '''
Empty-unit photos taken by staff at move-out are attached to the move-out record (Active Storage).
They're needed for deposit disputes; keep them for the life of the tenant record.
'''),
("meeting-2026-03-platform-sync", "Platform sync 2026-03-18", "2026-03-18", ["meeting"], '''
- Hull timeline confirmed with the landlord
- Climate sensor options reviewed (Kofi to write up)
- Agreed to move finance reports off the old replica this quarter
- Next: lienrun audit trail demo for Dawn
'''),
("meeting-2026-09-retro", "Q3 retro", "2026-09-29", ["meeting", "retro"], '''
Went well: Hull opened on time, no gate incidents in the first month.
Didn't: too many manual steps in the PIN reset flow; flaky system specs.
Try: pair on the PIN reset redesign; fix or delete quarantined specs by end of October.
'''),
("pin-reset-flow", "PIN reset flow", "2026-10-22", ["gatekeeper", "unitbook", "pins"], '''
Current PIN reset steps for staff:
1. Verify ID (two of: DOB, postcode, last invoice amount)
2. Staff UI → Tenant → Access → "Issue new PIN"
3. New PIN syncs to the site box on the next cycle; tell the tenant to wait a few minutes
'''),
("arrears-dashboard", "Arrears dashboard", "2026-06-12", ["lienrun", "reporting"], '''
The lienrun dashboard lists tenants by arrears stage with the next action and its due date.
Dawn filters by site; exports go to CSV for the Monday review.
'''),
("python-tooling", "Python tooling conventions", "2026-01-23", ["python", "tooling"], '''
- `uv` for environments and lockfiles in the Python repos (rentroll, lienrun)
- `ruff format` + `ruff check`; no black/isort
- Type hints on new code; mypy strict only in lienrun
'''),
("go-conventions", "Go conventions for gatekeeper", "2026-02-02", ["gatekeeper", "go"], '''
- `slog` for logging, JSON handler in prod
- Errors wrapped with `%w`, no pkg/errors
- Table-driven tests; hardware access behind the `controller` interface with a fake for tests
'''),
("hull-lock-rollout", "Hull lock rollout", "2026-09-21", ["hull", "lockwatch"], '''
Hull premium units got locks in two batches (120 in September, 80 in October).
Gateway on the roof of Block A; coverage checked with a field tester on every floor.
'''),
("security-review-2026", "Security review 2026", "2026-10-09", ["security"], '''
External pentest of the portal and the gatekeeper central API (October).
Findings: verbose error pages on two staff endpoints (fixed), missing rate limit on password reset (fixed),
informational: TLS 1.2 still enabled on the status page.
'''),
("data-retention-policy", "Data retention policy", "2026-11-24", ["gdpr", "policy"], '''
Summary of the retention policy approved in November:
- tenant records: 6 years after the last transaction, then anonymised
- CCTV: 30 days (site NVRs, not our systems)
- support emails: 2 years
'''),
]
for slug, title, created, tags, body in U:
    auto("u_" + slug, slug, title, created, tags, body)

# ---------------------------------------------------------------- split-out notes (one pair per file pair)
fact("x_r10b", "2026-06-03", "decision", C["R10b"] + "\nBuyers must clear the unit within 48 hours; anything left is disposed of by us.", ["lienrun", "auction"])
fact("x_n10b", "2026-11-04", "fact", C["N10b"] + "\nLock state is inferred from the next uplink instead.", ["lockwatch", "lorawan"])
fact("x_f5b", "2026-05-12", "fact", C["F5b"], ["lockwatch", "rust"])
fact("x_h7a", "2026-06-18", "fact", C["H7a"] + "\nThat's why old issues talk about \"poll lag\".", ["lockwatch", "history"])
fact("x_f8b", "2026-07-16", "fact", C["F8b"], ["climate", "sensors"])
fact("x_o4b", "2026-09-15", "fact", C["O4b"], ["unitbook", "staging"])
fact("x_h9a", "2026-03-05", "fact", C["H9a"] + "\nThe Xero invoice emails couldn't include the gate access reminder.", ["rentroll", "invoices", "history"])
fact("x_d8b", "2026-01-21", "preference", C["D8b"], ["git", "commits"])
auto("a_invoice_pdf", "invoice-pdf-rendering", "Invoice PDF rendering", "2026-05-07", ["rentroll", "invoices", "pdf"], f'''
{C["F1b"]}
Fonts are vendored (Inter) because the worker image has no system fonts.
''')
auto("a_sf_render", "storefront-rendering", "storefront rendering", "2026-09-09", ["storefront", "nextjs"], f'''
{C["F6b"]}
So the price table is blank offline unless you set `NEXT_PUBLIC_PRICING_URL` to the staging API.
''')
auto("a_climate_trial", "climate-sensor-trial", "Climate sensor trial", "2026-04-01", ["climate", "sensors", "history"], f'''
# Climate sensor trial

{C["H10a"]}
The trial sensors were borrowed from the vendor; the trial ended on 31 March.
''')
auto("a_gk_config", "gatekeeper-config-changes", "gatekeeper config changes", "2026-07-30", ["gatekeeper", "ops"], f'''
Config lives in `/etc/gatekeeper/config.toml` on each site box (templated from `bss-infra/sites/`).

{C["NS1b"]}
Then check `journalctl -u gatekeeper -n 50` for the "controller online" line per gate.
''')

# ---------------------------------------------------------------- pairs
P = [
# value_slot
("V1","r_unitbook","x_v1b","contradiction","value_slot","unitbook prod Postgres endpoint: port 5432 vs 5433 on pg-unitbook"),
("V2","r_gatekeeper","a_gate_quirks","contradiction","value_slot","gate controller Modbus/TCP port: 502 vs 5020 (hard-wrapped claim)"),
("V3","r_rentroll","a_invoice_run","contradiction","value_slot","monthly invoice run start time: 06:00 (cron) vs 03:00"),
("V4","r_lockwatch","a_lw_ingest","contradiction","value_slot","lockwatch MQTT broker port: 8883 TLS vs 1883 plain (hard-wrapped claim)"),
("V5","r_storefront","x_v5b","contradiction","value_slot","storefront Node version: 20 vs 22"),
("V6","r_climate","a_climate_tuning","contradiction","value_slot","humidity alert delay for climate units: 30 minutes vs 2 hours"),
("V7","p_lienrun","a_lien_legal","contradiction","value_slot","lien notice period before auction: 14 vs 28 days"),
("V8","r_gatekeeper","x_v8b","contradiction","value_slot","customer gate PIN length: 6 vs 8 digits"),
("V9","r_infra","x_v9b","contradiction","value_slot","pgBackRest full-backup retention: 35 vs 14"),
("V10","r_unitbook","a_ub_auth","contradiction","value_slot","unitbook staff session idle timeout: 8 hours vs 30 minutes"),
# role_slot
("R1","r_unitbook","x_r1b","contradiction","role_slot","unitbook background job system: Sidekiq (Redis) vs GoodJob (Postgres)"),
("R2","r_rentroll","a_rr_ci","contradiction","role_slot","rentroll CI: GitHub Actions vs Buildkite"),
("R3","r_storefront","x_r3b","contradiction","role_slot","storefront hosting: Vercel vs Cloudflare Pages"),
("R4","r_email","x_r4b","contradiction","role_slot","booking confirmation email provider: Postmark vs Amazon SES"),
("R5","r_storefront","a_sf_dev","contradiction","role_slot","storefront package manager: pnpm vs yarn"),
("R6","f_git","a_gk_release","contradiction","role_slot","gatekeeper merge strategy: squash-merge vs rebase-and-merge"),
("R7","r_lockwatch","a_lw_ops","contradiction","role_slot","lockwatch error tracker: Sentry vs Honeybadger"),
("R8","r_infra","x_r8b","contradiction","role_slot","platform on-call paging tool: PagerDuty vs Opsgenie"),
("R9","r_gatekeeper","x_r9b","contradiction","role_slot","gatekeeper state store: SQLite per site box vs central Postgres"),
("R10","p_lienrun","x_r10b","contradiction","role_slot","lien auction platform: StorageTreasures vs i-bidder (tools no lexicon knows)"),
# negation
("N1","f_git","a_ub_pr","contradiction","negation","unitbook: never squash vs always squash-merge"),
("N2","f_migrations","a_rr_deploy","contradiction","negation","rentroll migrations applied by the deploy job vs never by the deploy job"),
("N3","r_gatekeeper","x_n3b","contradiction","negation","gatekeeper logs denied PIN attempts vs does not log them"),
("N4","r_storefront","a_sf_avail","contradiction","negation","storefront shows live availability vs doesn't"),
("N5","r_screens","x_n5b","contradiction","negation","tenants can vs can't change their own gate PIN"),
("N6","f_terraform","x_n6b","contradiction","negation","agent may terraform apply on staging without asking vs never without Priya's ok"),
("N7","r_rentroll","a_late_fees","contradiction","negation","late fee charged automatically vs not automatically"),
("N8","p_hull","x_n8b","contradiction","negation","Hull climate-controlled units: decided to vs decided not to"),
("N9","p_sms","a_reminders","contradiction","negation","unitbook sends SMS payment reminders vs sends no SMS"),
("N10","r_lockwatch","x_n10b","contradiction","negation","lockwatch sends downlink acks for every event vs never sends downlinks"),
# stale_vs_change
("S1","r_unitbook","x_s1b","contradiction","stale_vs_change","unitbook runs on Hetzner VM ub-app-01 vs migrated to k3s, VM switched off"),
("S2","r_rentroll","a_dd_migration","contradiction","stale_vs_change","direct debits via GoCardless vs switched to Stripe BACS"),
("S3","r_gatekeeper","x_s3b","contradiction","stale_vs_change","gatekeeper logs to Papertrail vs Papertrail shut down, now Loki"),
("S4","r_storefront","a_sf_content","contradiction","stale_vs_change","storefront copy in Contentful vs Contentful deprecated, moved to MDX"),
("S5","r_infra","x_s5b","contradiction","stale_vs_change","uptime checks on Pingdom vs no longer use Pingdom (Better Stack)"),
("S6","r_unitbook","x_s6b","contradiction","stale_vs_change","unitbook Rails 6.1 vs upgraded from 6.1 to 7.1"),
("S7","p_reporting","a_reporting_mig","contradiction","stale_vs_change","finance reports query the MySQL replica vs replica read-only, reports from Metabase"),
("S8","p_lienrun","a_lienrun_argo","contradiction","stale_vs_change","lienrun cron on ops-01 vs no longer cron, Argo CronWorkflow"),
("S9","r_climate","x_s9b","contradiction","stale_vs_change","climate sensors on Sigfox vs switched from Sigfox to LoRaWAN"),
("S10","r_gatekeeper","x_s10b","contradiction","stale_vs_change","gatekeeper API static keys vs static keys deprecated, mTLS"),
# refinement
("F1","r_rentroll","a_invoice_pdf","non_contradiction","refinement","invoice PDFs with WeasyPrint; detail: version, templates, layout"),
("F2","r_infra","x_f2b","non_contradiction","refinement","offsite backups to B2; detail: bucket, region, encryption"),
("F3","r_gatekeeper","a_gate_hours","non_contradiction","refinement","access hours 06:00-22:00; detail: enforced by gatekeeper not the keypad"),
("F4","f_deploys","x_f4b","non_contradiction","refinement","deploys only via workflow; detail: rentroll needs a second approver"),
("F5","r_lockwatch","x_f5b","non_contradiction","refinement","lockwatch in Rust; detail: toolchain and crates"),
("F6","r_storefront","a_sf_render","non_contradiction","refinement","static generation; detail: prices filled client-side"),
("F7","u_profile","f_reply","non_contradiction","refinement","short answers; detail: show only changed hunks"),
("F8","r_climate","x_f8b","non_contradiction","refinement","5-25 C band; detail: where it is measured"),
("F9","p_lienrun","x_f9b","non_contradiction","refinement","lien notice emailed; detail: also recorded-delivery letter"),
("F10","r_unitbook","a_ub_staging","non_contradiction","refinement","unitbook staging URL; detail: nightly anonymised reset"),
# other_subject
("O1","r_rentroll","a_gk_release","non_contradiction","other_subject","Redis endpoints of rentroll vs gatekeeper rate limiter"),
("O2","r_lockwatch","a_ub_ci","non_contradiction","other_subject","CI of lockwatch (Woodpecker) vs unitbook (CircleCI)"),
("O3","r_databases","x_o3b","non_contradiction","other_subject","Postgres version of pg-billing vs pg-unitbook"),
("O4","r_unitbook","x_o4b","non_contradiction","other_subject","unitbook Puma workers: prod vs staging environment"),
("O5","r_sites","x_o5b","non_contradiction","other_subject","office hours: Leeds vs Sheffield"),
("O6","p_release_cal","x_o6b","non_contradiction","other_subject","release day: rentroll vs gatekeeper"),
("O7","p_hull","a_york","non_contradiction","other_subject","backup internet: Hull vs York"),
("O8","r_sites","x_o8b","non_contradiction","other_subject","unit count: Leeds vs Sheffield"),
("O9","a_sf_contact","a_intranet_form","non_contradiction","other_subject","form target: storefront contact form (HubSpot) vs intranet form (Slack)"),
("O10","p_lienrun","x_o10b","non_contradiction","other_subject","daily time: lienrun arrears check vs climate digest email"),
# dated_history
("H1","a_rr_history","r_rentroll","non_contradiction","dated_history","rentroll Python 3.9 during the 2025 pilot vs 3.12 now"),
("H2","a_sf_history","r_storefront","non_contradiction","dated_history","storefront WordPress until February vs Next.js now"),
("H3","x_h3a","r_gatekeeper","non_contradiction","dated_history","Leeds gates on Gatehouse in January vs driven by gatekeeper now"),
("H4","a_price_history","p_pricing","non_contradiction","dated_history","50 sq ft price before Q2 repricing vs now"),
("H5","x_h5a","r_infra","non_contradiction","dated_history","on-call single person Jan-Apr vs weekly rotation now"),
("H6","x_h6a","p_hull","non_contradiction","dated_history","Hull pre-bookings in a Google Sheet during build-out vs unitbook now"),
("H7","x_h7a","r_lockwatch","non_contradiction","dated_history","lockwatch v0.3 polled HTTP in spring vs MQTT now"),
("H8","x_h8a","r_insurance","non_contradiction","dated_history","insurance mandatory up to June vs optional now"),
("H9","x_h9a","r_rentroll","non_contradiction","dated_history","invoices emailed from Xero in 2025 vs by rentroll now"),
("H10","a_climate_trial","r_climate","non_contradiction","dated_history","15-minute readings during the Jan-Mar trial vs 5 minutes now"),
# agreeing_duplicate
("D1","f_replays","a_replay_howto","non_contradiction","agreeing_duplicate","no replays into the prod broker"),
("D2","r_unitbook","x_d2b","non_contradiction","agreeing_duplicate","unitbook card payments via Stripe"),
("D3","r_rentroll","a_reporting_mig","non_contradiction","agreeing_duplicate","Xero is the accounting system, daily journals"),
("D4","f_git","x_d4b","non_contradiction","agreeing_duplicate","PRs under ~400 lines"),
("D5","r_gatekeeper","a_gate_retention","non_contradiction","agreeing_duplicate","access events kept 2 years = 24 months"),
("D6","p_hull","x_d6b","non_contradiction","agreeing_duplicate","Hull opens 1 September 2026 = 2026-09-01"),
("D7","r_infra","a_cron","non_contradiction","agreeing_duplicate","schedules in Europe/London"),
("D8","f_git","x_d8b","non_contradiction","agreeing_duplicate","Conventional Commits"),
("D9","r_infra","x_d9b","non_contradiction","agreeing_duplicate","Metabase URL"),
("D10","r_storefront","a_sizes","non_contradiction","agreeing_duplicate","sizes in square feet"),
# negation_scope
("NS1","r_gatekeeper","a_gk_config","non_contradiction","negation_scope","never restart during access hours vs restart after config change"),
("NS2","x_ns2a","p_lienrun","non_contradiction","negation_scope","no arrears emails on Sundays/bank holidays vs sends arrears reminders on days 3/10/21"),
("NS3","a_month_end","r_rentroll","non_contradiction","negation_scope","no ORM for month-end reports vs ORM for everything else"),
("NS4","f_git","x_ns4b","non_contradiction","negation_scope","no force-push to main vs force-push own feature branches"),
("NS5","f_migrations","r_unitbook","non_contradiction","negation_scope","never migrate without a fresh backup vs deploy job runs migrations"),
("NS6","a_york","r_screens","non_contradiction","negation_scope","don't open the York pedestrian gate remotely vs staff can open gates remotely"),
("NS7","f_deploys","f_renovate","non_contradiction","negation_scope","no merging on Friday afternoons vs agent merges Renovate PRs when green"),
("NS8","x_ns8a","a_lw_storage","non_contradiction","negation_scope","raw payloads not kept beyond 7 days vs decoded events stored"),
("NS9","x_ns9a","r_lockwatch","non_contradiction","negation_scope","don't page for single battery warnings vs page when a gateway is offline"),
("NS10","x_ns10a","r_unitbook","non_contradiction","negation_scope","never hard-delete tenant records vs nightly deletion of expired holds"),
]
for pid, ka, kb, label, cls, note in P:
    pair(ka, C[pid + "a"], kb, C[pid + "b"], label, cls, pid + ": " + note)
