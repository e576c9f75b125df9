# Root Claude Code auto-memory files. Lines starting with {{ID}} are claim lines (marker stripped on build).
# Value: (frontmatter dict, body, title for MEMORY.md, hook for MEMORY.md)
# description starting with "!" = intentional flat (unquoted) description with ": ".

ROOT = {}

ROOT["reference_signalhub.md"] = (
    {"name": "signalhub", "description": "!signalhub overview: alarm signal ingest from IP communicators and receivers", "type": "reference"},
    """# signalhub

Alarm-signal ingest service. Takes SIA DC-09 over IP from the dual-path communicators and Contact ID
relayed by the receiver bridge, normalises everything into one event model and hands it to dispatchdesk.

## Stack
{{F1y}}- Go 1.23, single static binary, built with `-trimpath` and `CGO_ENABLED=0`
{{V4y}}- Database: PostgreSQL 16, db `signalhub` on `pg-signal.bw.internal`
{{R8x}}- Events to dispatchdesk over NATS JetStream, stream `ALARMS`, one durable consumer per ARC
{{R1x}}- Error tracking: Sentry, project `signalhub` (self-hosted at sentry.bw.internal)
- Metrics on `:9102/metrics`, scraped by the Exeter Prometheus
{{D1y}}- Runs as three replicas on k3s, spread across the Exeter and Truro clusters

## Inputs
{{V1y}}- DC-09 listener: TCP port 5001, AES-128 encrypted accounts only
- Contact ID arrives from the receiver bridge as already-decoded events, one per zone
{{V3y}}- Primary-path poll (ATS heartbeat) expected every 180 seconds per communicator
- Three missed polls in a row raise a path-fail event; a single late poll only shows as amber on the console

## Behaviour
{{A1x}}- Acks a DC-09 message to the communicator only after the event row is committed to Postgres
{{NS10y}}- Drops duplicate DC-09 messages (same account + sequence number inside 60 s) before they reach dispatchdesk
{{F10y}}- Event timestamps are stored in UTC (`timestamptz`); dispatchdesk renders them in Europe/London
{{V6y}}- Raw signal events are kept for 24 months, partitioned by month
- Restores and cancels are linked to their originating event by account + zone

**How to apply:** anything touching the ack path or dedup needs a receiver failover test on staging, see [[feedback-deploy-windows]].
""",
    "signalhub", "ingest service for alarm signals: stack, inputs, behaviour")

ROOT["reference_dispatchdesk.md"] = (
    {"name": "dispatchdesk", "description": "Operator console for alarm handling at the ARC — stack, queue priorities, case log", "type": "reference"},
    """# dispatchdesk

The console the ARC operators live in: live alarm queue, case handling, keyholder and guard actions.

{{D9y}}- Python 3.12, Django 5.1, Channels for the live queue
{{V2x}}- Database: `postgresql://dispatch@pg-dispatch.bw.internal:5432/dispatchdesk`
{{O5x}}- Celery broker: `redis://redis-dispatch.bw.internal:6379/0`
{{S4x}}- Errors are reported to Rollbar (project `dispatchdesk-prod`)
{{R5x}}- PRs are rebased onto main and fast-forwarded; no merge commits in this repo
{{F5y}}- Queue priorities: fire and PA (personal attack) signals are priority 1, intruder 2, technical faults 3
{{O10x}}- Operator sessions last 12 hours (one shift) before a re-login is forced
- Each alarm is a case; the operator closes it with a result code (genuine, false, test, cancelled by keyholder)
{{A8x}}- Every call an operator makes or takes about an alarm is logged as an action on the case
- Keyholder status (answered, no answer, attending) comes back from keyholder over its webhook

**Why:** the case log is what the auditors and the police ask for, so it is the source of truth for "what did we do".
""",
    "dispatchdesk", "operator console: stack, queue, case log")

ROOT["reference_keyholder.md"] = (
    {"name": "keyholder", "description": "Keyholder contact lists and the call-out cascade (Rails app)", "type": "reference"},
    """# keyholder

Holds the keyholder lists per monitored site and runs the call-out cascade when an operator asks for one.

{{S7x}}- Rails 7.1 on Ruby 3.2
{{O1x}}- Database: `postgresql://keyholder@pg-core.bw.internal:5432/keyholder`
{{D5y}}- Runs on the Exeter k3s cluster, namespace `keyholder`
{{S1x}}- Call-out SMS go through Twilio (messaging service `BW Keyholders`)
{{F2y}}- Cascade order comes from each keyholder's `priority` field; ties go to whoever answered most recently
{{V5y}}- Call cascade: 3 keyholders per site, 45 seconds ringing each, then hand over for a response guard
- Voice calls are placed from the operator softphone; keyholder only records the outcome
- Sites can have up to 10 keyholders on file; only the cascade length is limited
- Background jobs on Sidekiq (cascade timers, SMS sends, nightly list export for the portal)
""",
    "keyholder", "keyholder lists and call-out cascade")

ROOT["reference_ledgerline.md"] = (
    {"name": "ledgerline", "description": "Contracts, monitoring fees and invoicing; Xero sync", "type": "reference"},
    """# ledgerline

Contracts and billing for monitored sites. Installers (partners) own most contracts; some customers are direct.

## Stack
{{O8x}}- TypeScript / NestJS on Node 22
{{R2x}}- Package manager: pnpm (workspace with `api/` and `worker/`)
- Database on its own cluster, see [[reference-infra]]

## Billing rules
{{A2x}}- All fees are in GBP with VAT at 20%
{{D8y}}- Standard monitoring fee: £16.00 per site per month; Grade 3 sites with video verification are priced per contract
{{NS5x}}- Response-guard call-outs are billed at £45 per attendance on the next invoice
{{NS1y}}- Invoices are issued automatically on the 1st working day of each month

## Outputs
{{R4x}}- Invoice emails are sent through Postmark (server `ledgerline-prod`)
{{F3y}}- Pushes invoices to Xero nightly at 02:00 as drafts; finance approves them in Xero
{{S8x}}- Month-end fee export goes to Sage 50 as a CSV for the accountants
- Installer partners get a monthly statement listing each of their sites and the fee
""",
    "ledgerline", "contracts, fees, invoices")

ROOT["reference_guardtrack.md"] = (
    {"name": "guardtrack", "description": "Response guard app and backend: call-outs, patrols, GPS", "type": "reference"},
    """# guardtrack

Android app for the mobile response guards plus its backend. Guards get call-outs from dispatchdesk,
scan patrol checkpoints and send their position.

{{A7x}}- Android only (Kotlin); there is no iOS build
{{R9y}}- Backend: FastAPI with PostgreSQL 16 (`guardtrack` db on `pg-core.bw.internal`)
{{D3y}}- Backend is deployed to the Exeter k3s cluster, namespace `guardtrack`
{{V7y}}- GPS position sent every 2 minutes while a guard is on a call-out
{{NS7x}}- Tracks guard location only while a call-out is open
{{O7x}}- GPS traces are kept for 90 days, then deleted by a nightly job
{{S6x}}- Android release builds run on the Jenkins box in the Exeter rack
{{N6x}}- The app does not work offline: patrol scans need a data connection to be accepted
- Supervisors watch guards on guardtrack-admin, a small React dashboard
""",
    "guardtrack", "response guard app and backend")

ROOT["reference_portal.md"] = (
    {"name": "customer-portal", "description": "Customer and installer portal: hosting, sign-in, what customers can see and do", "type": "reference"},
    """# Customer portal

The new customer/installer portal (Next.js). Replaced most of portal-legacy during 2026.

{{R7x}}- Hosted on Cloudflare Pages; API calls go to `api.beaconwatch.co.uk`
{{O4x}}- Built with npm (`npm ci && npm run build`)
{{F7y}}- Sign-in: Auth0 tenant `beaconwatch-eu`, universal login, MFA mandatory for installer accounts
{{V8y}}- Floor-plan uploads: max 20 MB per file, PDF or PNG
{{NS9y}}- Shows the full event history for each site, newest first, with CSV download
{{N8x}}- Customers cannot change their keyholder list here; changes go through a support ticket
{{O10y}}- Customer sessions expire after 30 minutes idle
- Installers see all the sites on their contracts; end customers see only their own
""",
    "Customer portal", "customer/installer portal")

ROOT["reference_infra.md"] = (
    {"name": "infra", "description": "!infrastructure: clusters, CI, deploys, backups, secrets", "type": "reference"},
    """# Infrastructure

- Two k3s clusters: `exe` (Exeter) and `tru` (Truro), three Proxmox nodes each
{{R3x}}- CI: GitLab CI on `gitlab.bw.internal` for signalhub, dispatchdesk, keyholder and ledgerline
{{F8x}}- Deploys: Argo CD
{{A6x}}- Staging lives at `*.staging.beaconwatch.co.uk`, on the same clusters in separate namespaces
{{S2x}}- Nightly backups go to Backblaze B2, bucket `bw-backups`
{{S9x}}- App secrets live in HashiCorp Vault under `kv/arc/`
- Grafana + Loki + Prometheus run at Exeter; Truro ships its logs to the Exeter Loki
- Site-to-site link Exeter–Truro: two diverse fibre circuits plus a 4G failover router
- Postgres runs on dedicated VMs, one cluster per app family
""",
    "Infrastructure", "clusters, CI, deploys, backups, secrets")

ROOT["reference_sites.md"] = (
    {"name": "arc-sites", "description": "!sites: the two alarm receiving centres and how they are staffed", "type": "reference"},
    """# ARC sites

| Site | Role | Operator positions | In service |
|---|---|---|---|
{{V9y}}| Exeter (EXE) | primary ARC | 12 | since 2009 |
{{D2y}}| Truro (TRU) | standby ARC | 6 | since 2017 |

{{A3x}}- Operators work 12-hour shifts: 07:00–19:00 and 19:00–07:00
{{S10x}}- Operator outbound calls go through the Mitel MiVoice system on each ARC floor
{{S5x}}- Truro keeps a Sur-Gard System 5 receiver for the PSTN Contact ID lines as the fallback path
- Exeter has two Sur-Gard System 5 receivers feeding the receiver bridge
- Both floors are on UPS plus generator; Truro's generator is tested monthly
- Glen Harker (ARC operations manager) owns the floor plans and position counts
""",
    "ARC sites", "the two ARCs, positions, shifts")

ROOT["reference_oncall.md"] = (
    {"name": "platform-oncall", "description": "Platform on-call: who gets paged, for what, and how", "type": "reference"},
    """# Platform on-call

{{R10x}}- Paging: PagerDuty, service `ARC Platform`
{{D10y}}- Rota is fortnightly, handover Mondays at 09:00
{{NS3x}}- Don't page on-call for a single missed poll; the operator console already shows those
- On-call covers signalhub, dispatchdesk and keyholder; guardtrack and the portal are best-effort
- Runbooks live in the `runbooks/` folder of the infra repo
""",
    "Platform on-call", "paging, rota, what is in scope")

ROOT["reference_glossary.md"] = (
    {"name": "glossary", "description": "!glossary: alarm-monitoring terms used across the notes", "type": "reference"},
    """# Glossary

- ARC: alarm receiving centre (ours: Exeter, with Truro as standby)
- ATS: alarm transmission system, the path from the panel to the ARC; dual-path = IP plus cellular
- DC-09: SIA DC-09, the IP alarm protocol; Contact ID is the older PSTN format
- PA: personal attack (panic) alarm
- URN: unique reference number the police give a site so that alarms get a police response
- Sequential confirmation: two different detectors triggering within the confirmation window counts as a confirmed intruder alarm
- Path-fail: the ARC stopped hearing polls from one path of a communicator
- Grade 2/3/4: security grades of an installation, 4 being the highest risk
- Keyholder: a named person who can attend the site and reset the system
""",
    "Glossary", "terms used in these notes")

ROOT["feedback_merge_strategy.md"] = (
    {"name": "merge-strategy", "description": "How PRs get merged in each repo", "type": "feedback"},
    """{{N1x}}Never squash-merge in signalhub: each commit there maps to one receiver-protocol change and we bisect on them.
{{O9x}}For guardtrack, squash-merging is fine; the app history is noisy anyway.

**Why:** Owen lost a day in March bisecting a squashed protocol change.

**How to apply:** check the repo before picking the merge button; ask if a repo is not listed here.
""",
    "Merge strategy", "how PRs get merged, per repo")

ROOT["feedback_deploy_windows.md"] = (
    {"name": "deploy-windows", "description": "When (not) to deploy operator-facing services", "type": "feedback"},
    """{{N2x}}Never deploy dispatchdesk on a Friday; weekend night shifts run with the fewest operators.
{{NS4x}}Never ship signalhub without running the receiver failover test on staging first.

**Why:** a bad console release at 02:00 on a Saturday means operators falling back to paper.

**How to apply:** if a change is urgent on a Friday, ask Marta; do not schedule it yourself.
""",
    "Deploy windows", "when to deploy operator-facing services")

ROOT["feedback_reply_style.md"] = (
    {"name": "reply-style", "description": "Language and tone for replies, docs and commits", "type": "feedback"},
    """{{A4x}}Write in British English (colour, organisation, licence) in chat, docs and commit messages.
Keep replies short; lead with the answer, then the reasoning.

**Why:** Marta reads everything on her phone between floor walks.
""",
    "Reply style", "language and tone")

ROOT["feedback_pr_size.md"] = (
    {"name": "pr-size", "description": "Keep pull requests small", "type": "feedback"},
    """{{A9x}}Keep PRs under about 400 changed lines; split anything bigger into stacked PRs.

**Why:** reviews happen in gaps between incidents; big PRs sit for days.

**How to apply:** generated files (lockfiles, migrations' SQL dumps) don't count towards the limit.
""",
    "PR size", "keep pull requests small")

ROOT["feedback_prod_access.md"] = (
    {"name": "prod-access", "description": "What Claude may and may not do against production", "type": "feedback"},
    """{{A5x}}Production databases are only reachable read-only through the bastion; never try to write from there.
Never restart signalhub pods during a shift change (07:00 and 19:00).

**Why:** the ARC is 24/7 and audited; every prod write has to be traceable to a deploy.
""",
    "Prod access", "limits on production access")

ROOT["feedback_migrations.md"] = (
    {"name": "migrations", "description": "Rules for database migrations", "type": "feedback"},
    """{{NS8x}}Don't edit a migration once it has shipped to production; add a new one instead.
{{N10x}}Never run migrations against the Truro standby directly; its databases are streaming replicas of Exeter.

**Why:** Truro has to be byte-identical to Exeter for failover to be safe.
""",
    "Migrations", "rules for database migrations")

ROOT["feedback_test_data.md"] = (
    {"name": "test-signals", "description": "How to generate and handle test alarm signals", "type": "feedback"},
    """{{A10x}}Synthetic test signals must use account numbers 9900–9999; that block is routed to the training console.
{{N3x}}Test alarms are never forwarded to keyholders, whatever the account.

**Why:** a fake fire alarm reaching a real keyholder at night is a complaint and possibly a call-out charge.
""",
    "Test signals", "generating and handling test alarms")

ROOT["feedback_logging_pii.md"] = (
    {"name": "logging-pii", "description": "Personal data in logs", "type": "feedback"},
    """{{N5x}}Don't write keyholder phone numbers into logs or audit trails; log the keyholder id instead.
Addresses of monitored sites count as sensitive too: log the site id.

**Why:** the logs go to Loki, which half the company can read.
""",
    "Logging PII", "personal data in logs")

ROOT["feedback_dependencies.md"] = (
    {"name": "dependencies", "description": "Dependency and image update policy", "type": "feedback"},
    """{{N9x}}We don't pin Docker base images by digest; Renovate bumps the tags weekly and that's enough.
Group Renovate PRs per repo; never auto-merge anything in signalhub.

**Why:** Marta prefers a weekly batch she can read to a drip of single-package PRs.
""",
    "Dependencies", "dependency and image updates")

ROOT["feedback_testing.md"] = (
    {"name": "testing", "description": "Testing before pushing", "type": "feedback"},
    """{{F9x}}Run the tests before pushing, every time.

**Why:** CI minutes are shared with the ledgerline nightly jobs and a red main blocks the release calendar.
""",
    "Testing", "run tests before pushing")

ROOT["feedback_commit_style.md"] = (
    {"name": "commit-style", "description": "Commit message conventions", "type": "feedback"},
    """Commit subjects: `<repo-area>: <imperative summary>`, under 72 characters, ticket number at the end (`ARC-1234`).
No emoji, no Co-Authored-By trailer.
Only commit when asked; never push to main directly.
""",
    "Commit style", "commit message conventions")

ROOT["user_marta.md"] = (
    {"name": "marta", "description": "Marta Kowalczyk, head of systems", "type": "user"},
    """Marta Kowalczyk is head of systems at Beacon Watch Monitoring; she owns signalhub, dispatchdesk and the infra.
Former ARC operator (six years on nights), so she thinks in terms of what the operator sees.
Prefers a short written plan before any change that touches the alarm path.
""",
    "Marta", "head of systems, former operator")

ROOT["user_owen.md"] = (
    {"name": "owen", "description": "Owen Pryce, backend developer", "type": "user"},
    """Owen Pryce is the backend developer: signalhub, keyholder, ledgerline.
{{R6x}}Owen works in Neovim (LazyVim config) and lives in tmux.
Likes code examples over prose; dislikes long PR descriptions.
""",
    "Owen", "backend developer")

ROOT["user_aisha.md"] = (
    {"name": "aisha", "description": "Aisha Rahman, mobile and frontend developer", "type": "user"},
    """Aisha Rahman builds guardtrack (Android) and the customer portal.
{{O6x}}Aisha edits in Android Studio for guardtrack and Zed for everything else.
Works Tuesday to Friday; Mondays off.
""",
    "Aisha", "mobile and frontend developer")

ROOT["user_glen.md"] = (
    {"name": "glen", "description": "Glen Harker, ARC operations manager", "type": "user"},
    """Glen Harker runs the ARC floors (Exeter and Truro): rotas, operator training, BS EN 50518 audits.
He is not technical but is the person to ask what operators actually do with a screen.
Wants any console change demoed to a shift lead before release.
""",
    "Glen", "ARC operations manager")

ROOT["project_dc09_migration.md"] = (
    {"name": "dc09-migration", "description": "Moving Contact ID sites onto DC-09 IP communicators", "type": "project"},
    """Moving the remaining PSTN Contact ID sites onto dual-path DC-09 communicators before the PSTN switch-off.

- 1,140 of 1,900 monitored sites were on DC-09 at the end of October 2026
- Installers swap communicators on their service visits; we do not send our own engineers
- Each migrated account gets a new DC-09 account id; the old Contact ID account is kept for 90 days then closed

**Why:** BT's PSTN switch-off; Contact ID over analogue lines will stop working.

**How to apply:** new features in signalhub should assume DC-09 first, Contact ID second.
""",
    "DC-09 migration", "moving sites off PSTN")

ROOT["project_truro_standby.md"] = (
    {"name": "truro-standby", "description": "Truro standby ARC and the failover drills", "type": "project"},
    """{{D7x}}On 14 September 2026 the Truro failover drill moved all live alarm handling to Truro for six hours;
nothing was lost and the longest alarm wait was 41 seconds.

- Next drill planned for March 2027
- Failover runbook: `runbooks/arc-failover.md` in the infra repo
""",
    "Truro standby", "standby ARC and drills")

ROOT["project_video_verification.md"] = (
    {"name": "video-verification", "description": "Video verification for Grade 3 sites", "type": "project"},
    """Video verification: on an intruder alarm at a site with cameras, the operator sees clips before deciding.

{{V10y}}- Pre-alarm clip length: 10 s, post-alarm 30 s
- Supported NVRs: Hikvision and Dahua via their ISAPI / HTTP APIs; others on request
- Rolled out to 85 Grade 3 sites so far, priced per contract in ledgerline

**How to apply:** do not add a vendor without Glen testing it on the training console.
""",
    "Video verification", "clips for intruder alarms")

ROOT["project_signal_backlog_incident.md"] = (
    {"name": "signal-backlog-incident", "description": "April 2026 signal backlog incident and follow-ups", "type": "project"},
    """{{D4x}}On 11 April 2026 a stuck consumer on the signalhub to dispatchdesk queue left 3,200 signals waiting and dispatchdesk ran 14 minutes behind.

Follow-ups (all done):
- Alert on consumer lag over 30 seconds
- Operators fall back to the receiver printout if the console lags more than 2 minutes
""",
    "Signal backlog incident", "April 2026 backlog and follow-ups")

ROOT["project_fee_review.md"] = (
    {"name": "fee-review", "description": "2026 monitoring fee review", "type": "project"},
    """The 2026 fee review was agreed by the directors in June and went live with the July invoices.

- Installer partners were given 30 days' notice by letter
- Grade 3 video sites are not on the standard fee; they stay priced per contract
- Next review: July 2027
""",
    "Fee review", "2026 monitoring fee review")

ROOT["project_portal_rewrite.md"] = (
    {"name": "portal-rewrite", "description": "Replacing portal-legacy with the new customer portal", "type": "project"},
    """{{S3y}}portal-legacy (the old PHP customer portal) has been read-only since May 2026; every customer edit goes through the new portal.

- Remaining in portal-legacy: the old PDF reports archive (2014–2024)
- Plan: switch portal-legacy off entirely in Q1 2027 once the archive is migrated
""",
    "Portal rewrite", "retiring portal-legacy")

ROOT["project_bs_en_50518.md"] = (
    {"name": "bs-en-50518", "description": "BS EN 50518 audit prep and response targets", "type": "project"},
    """Audit prep for the BS EN 50518 surveillance visit in December.

Response targets we report on:
{{O3x}}- Fire signals: acknowledged within 30 seconds
- PA signals: acknowledged within 30 seconds
- Monthly report: percentage within target, by signal type and by ARC

**How to apply:** when changing dispatchdesk queue logic, check the report query still works.
""",
    "BS EN 50518", "audit prep and response targets")

ROOT["project_q4_priorities.md"] = (
    {"name": "q4-priorities", "description": "Q4 2026 priorities agreed with Marta", "type": "project"},
    """Q4 2026, in order:
1. BS EN 50518 audit evidence (report queries, case log export)
2. DC-09 migration tooling for installers
3. Truro failover runbook rewrite after the September drill
4. guardtrack battery work

Not this quarter: the portal-legacy archive migration.
""",
    "Q4 priorities", "what matters this quarter")

ROOT["project_case_log_export.md"] = (
    {"name": "case-log-export", "description": "Case log export for the auditors", "type": "project"},
    """Auditors want a CSV of case logs per month: case id, signal type, times (received, acknowledged, closed), actions, result code.

- Owen is writing it as a management command in dispatchdesk
- Phone numbers are left out of the export; keyholders appear by id
- Due before the December surveillance visit
""",
    "Case log export", "case log CSV for the auditors")
