# Root Claude Code auto-memory files. Claims are marked @@KEY@@ and substituted from claims.C
ROOT = {}
def R(fn, name, desc, typ, body, title, hook):
    ROOT[fn] = dict(name=name, desc=desc, type=typ, body=body, title=title, hook=hook)

R("user_priya.md", "user-priya", "Priya Raman, head of platform at Boxwell; how she likes to work with me", "user", """
Priya Raman is head of platform at Boxwell Self Storage and my main user. Ex-Ocado, strong on
Python and Postgres, less on mobile. Based in the Leicester office, in on Tue/Thu.

- Prefers short answers with the command or diff first, explanation after
- Wants ticket numbers (`PLAT-xxx`) in branch names
- Does not like surprise refactors bundled into bug fixes

**Why:** she reviews everything on her phone between site visits.

**How to apply:** lead with the change, keep PR descriptions under ~15 lines.
""", "Priya (user)", "who Priya is and how she wants answers")

R("user_tom.md", "user-tom", "Tom Achebe, ops engineer; owns gate hardware and site networks", "user", """
Tom Achebe: ops engineer, looks after gate controllers, site switches and the NVRs. Not a
developer, but reads Go. Usually on the road between sites, answers on Slack `#ops-sites`.

- Ask Tom before anything that would reboot hardware at a site
- He keeps the site network diagrams in `ops-docs/sites/` (draw.io)
""", "Tom (user)", "Tom's role and how to reach him")

R("reference_unitbook.md", "unitbook", "unitbook: reservations, move-ins and the unit inventory (Django)", "reference", """
# unitbook

Django app that owns reservations, move-ins/move-outs and the unit inventory for all 14 sites.
Repo `boxwell/unitbook` (in the `platform` monorepo under `apps/unitbook`).

## Runtime
@@S1a@@
@@O10b@@
@@V1a@@
@@V10a@@
@@R1a@@
@@D1b@@

## API
@@A7a@@
- Auth: session cookie for staff, JWT (15 min) for Boxwell Go
- Rate limit on `/api/reservations/`: 30 req/min per IP

## Data
- Unit sizes are stored in sq ft (`Unit.area_sqft`), converted for display only
- `legacy_tenant_id` links back to the old StorMan records; keep it
@@F4a@@

## Gotchas
- `manage.py sync_inventory` must not run while the kiosk nightly sync is running (locks `units_unit`)
- Feature flags: see [[project-unitbook-flags]]
""", "unitbook", "reservations/move-in app: runtime, API, data notes")

R("reference_gatekeeper.md", "gatekeeper", "gatekeeper: gate and door access control service (Go)", "reference", """
# gatekeeper

Go service that decides who may open which gate/door at each site and pushes PIN lists to the
keypad controllers. Repo `boxwell/gatekeeper` (separate repo, not in the monorepo).

## Build
@@A2a@@
@@R2a@@
- Releases are tagged `vYYYY.MM.N`, image `ghcr.io/boxwell/gatekeeper`

## Keypads
@@S4a@@
@@V2a@@
- PIN lists are pushed in full on every change (controllers have no delta sync)
- Controller firmware: Paxton-compatible, managed by Secure-Acc Ltd

## Events
@@F1a@@
@@O3a@@
@@O9a@@
- Events API: `GET /v1/sites/{site}/events?since=` (internal only)
""", "gatekeeper", "access control service: build, keypads, events")

R("reference_rentroll.md", "rentroll", "rentroll: billing, invoices, direct debits, late fees", "reference", """
# rentroll

Python (FastAPI + RQ) billing service. Generates monthly invoices, collects card payments and
direct debits, applies late fees. Repo: `platform/apps/rentroll`.

## Infra
@@O1a@@
@@D10b@@
- Workers: `rentroll-worker-1/2` on the k3s cluster, queue `rentroll:default`

## Payments
@@S7a@@
- Direct debit: GoCardless (Bacs), mandates created in Boxwell Go or at the kiosk
@@F3a@@

## Invoicing
@@V3a@@
@@A3a@@
@@N1a@@
@@R3a@@
@@D4b@@

## Arrears
@@V8a@@
- Late fee: £15 flat, once per invoice
@@N10a@@
""", "rentroll", "billing service: infra, payments, invoicing, arrears")

R("reference_yieldr.md", "yieldr", "yieldr: weekly dynamic pricing for vacant units", "reference", """
# yieldr

Pricing batch job (Python, pandas + scikit-learn) that proposes street rates for vacant units per
site and size band. Repo `platform/apps/yieldr`.

@@O10a@@
@@R7a@@
@@F2a@@
@@S8a@@
@@V4a@@
@@A6a@@
@@D2b@@
- Output: `price_proposals` table in the rentroll DB, one row per site/size band/week
""", "yieldr", "pricing job: runtime, schedule, inputs, guard rails")

R("reference_boxwell_go.md", "boxwell-go", "Boxwell Go: the tenant mobile app (React Native)", "reference", """
# Boxwell Go (tenant app)

React Native app for tenants: pay, see invoices, share access, open gates. Repo
`platform/apps/go`. iOS + Android, ~9k monthly active.

## Toolchain
@@F6a@@
@@V5a@@
@@R5a@@
@@S10a@@

## Features
@@D9b@@
@@N9a@@
- Access sharing: a tenant can invite up to 3 extra people per unit

## Release
@@A10a@@
- Store review usually 1 day on iOS, a few hours on Android
""", "Boxwell Go", "tenant app: toolchain, features, release")

R("reference_kiosk.md", "kiosk", "kiosk: self-service move-in kiosks at the sites (Electron)", "reference", """
# kiosk

Self-service move-in kiosk (Electron + React) in the reception of 9 sites. Talks to unitbook and
rentroll APIs; card reader is a Verifone P400 over the LAN.

@@S5a@@
@@R6a@@
@@O2a@@
@@V7a@@
@@D8b@@
@@NS7b@@
@@N2a@@
- Nightly sync of unit availability at 02:00 local
""", "kiosk", "move-in kiosk: platform, build, behaviour")

R("reference_sitecam.md", "sitecam", "sitecam: CCTV event ingest and clip storage", "reference", """
# sitecam

Small Go service at each site (`sitecam-agent`) plus a central ingest API (`sitecam-api`) that
pulls motion events from the NVRs, cuts short clips and uploads them for the ops team.

## Storage
@@R8a@@
@@V6a@@
@@D6b@@

## Capture
@@F7a@@
@@N8a@@
- Clips are 20 s: 5 s before the event, 15 s after

## Operations
@@NS4b@@
- Dashboard: `https://sitecam.bxw.internal/` (Tailscale only)
""", "sitecam", "CCTV ingest: storage, capture, operations")

R("reference_infra.md", "infra", "infra: where things run: k3s at Hetzner, DNS, on-call, backups", "reference", """
# Infra overview

@@D1a@@
- Ingress: Caddy on the edge nodes, TLS via Let's Encrypt DNS-01 (Cloudflare)
- Internal DNS zone `bxw.internal` served by CoreDNS; Tailscale for staff access
@@N3a@@
@@S9a@@
@@D7b@@
- Logs: Loki + Grafana at `https://grafana.bxw.internal`
- Secrets: SOPS-encrypted files in `platform/deploy/secrets/`, age keys per engineer
""", "Infra", "where services run, access, on-call, logging")

R("reference_website.md", "website", "website: boxwellstorage.co.uk marketing site and quote form", "reference", """
# Website (boxwellstorage.co.uk)

@@F9a@@
@@R4a@@
@@S2a@@
@@O4a@@
@@O2b@@
- Unit prices on the site come from rentroll's current street rates, cached 1 h
- Owner on the marketing side: Jess (marketing manager); ask her before changing copy
""", "Website", "marketing site stack, forms, owner")

R("reference_sites.md", "sites", "sites: site codes, addresses and gate hours per site", "reference", """
# Sites

@@A9a@@

| code | site | units | kiosk |
|---|---|---|---|
| LEI-1 | Leicester Abbey Lane | 612 | yes |
| LEI-2 | Leicester Braunstone | 388 | yes |
| NOT-ARN | Nottingham Arnold | 455 | yes |
| DBY-1 | Derby Pride Park | 530 | yes |

## Gate hours
@@O6a@@
@@V9a@@
- Gate hours are configured per site in gatekeeper (`site.access_window`)
""", "Sites", "site codes and gate hours")

R("reference_glossary.md", "glossary", "glossary: Boxwell terms the agent kept getting wrong", "reference", """
- **Street rate**: the advertised price for a vacant unit (what yieldr proposes)
- **In-place rate**: what an existing tenant pays; rises at most once a year
- **Overlock**: a second lock put on a unit in arrears by the site manager
- **Lien**: legal hold on unit contents after prolonged arrears
- **Move-in**: reservation -> agreement signed -> first payment -> PIN issued
- **Area manager (AM)**: runs 3-5 sites, owns occupancy targets
""", "Glossary", "terms: street rate, overlock, lien, AM")

R("feedback_commits.md", "feedback-commits", "commit and PR conventions Priya asked for", "feedback", """
@@A1a@@
- Subject line `PLAT-123: short imperative`, body optional
@@R9a@@

**Why:** Priya reads history with `git log --oneline` and wants one line per ticket.

**How to apply:** check the ticket number in the branch name before committing.
""", "Commit conventions", "how to write commits and merge PRs")

R("feedback_prod_safety.md", "feedback-prod-safety", "production access rules: ask first, read-only by default", "feedback", """
@@A4a@@
- Read-only queries against the prod replica are fine without asking
- Never paste prod connection strings into chat or tickets

**Why:** in March I ran a data fix against prod rentroll from a stale branch and double-applied
late fees for 41 tenants (PLAT-212).

**How to apply:** if a command writes to a prod database or queue, stop and ask.
""", "Prod safety", "ask before writing to production")

R("feedback_pii.md", "feedback-pii", "tenant personal data handling in tickets, logs and prompts", "feedback", """
@@A5a@@
- Use tenant ids (`T-000123`) in examples, never names or phone numbers
- Log lines in rentroll mask emails as `j***@domain`

**Why:** Boxwell had an ICO complaint in 2025 over a screenshot in a public Trello board.
""", "PII handling", "keep tenant data out of tickets and logs")

R("feedback_deploys.md", "feedback-deploys", "how deploys should be done for the platform monorepo", "feedback", """
@@N4a@@
- Announce deploys in `#platform-deploys` with the image tag
@@NS1a@@

**Why:** a gatekeeper rollout in April locked tenants out at DBY-1 for 20 minutes on a Saturday.

**How to apply:** check the site gate hours first, see [[sites]].
""", "Deploy rules", "deploy procedure and timing")

R("feedback_run_it_yourself.md", "feedback-run-it-yourself", "run local commands myself instead of pasting them to Priya", "feedback", """
@@NS6a@@

**Why:** Priya: "don't give me homework, just run it". Exceptions she named: sudo on the
edge nodes, anything needing her YubiKey, and `git push --force` anywhere.

**How to apply:** use the Bash tool for tests, linters, migrations on local DB, log greps.
""", "Run it yourself", "run commands rather than hand them over")

R("feedback_agent_prs.md", "feedback-agent-prs", "what the agent may do on its own with PRs", "feedback", """
@@NS10a@@
- Dependency bumps: group by app, one PR per app per week (Renovate does the rest)
""", "Agent PRs", "limits on agent-opened PRs")

R("feedback_yieldr_approvals.md", "feedback-yieldr-approvals", "price changes need an area manager's approval", "feedback", """
@@N6b@@

**Why:** the Derby AM was furious in May when unit prices moved before she had seen them.

**How to apply:** when touching yieldr output code, keep the `approved_by` check in
`apply_prices()`; do not add bypass flags.
""", "yieldr approvals", "how yieldr price changes are signed off")

R("feedback_tests.md", "feedback-tests", "testing habits Priya wants", "feedback", """
- Run `pytest -q` for the touched app before saying something works
- Use the factory fixtures in `platform/testing/factories.py`, not hand-built dicts
@@F5a@@
- Snapshot tests for Boxwell Go screens are flaky on CI; rerun once before digging in

**Why:** twice I reported fixes as done that only passed type checks.
""", "Testing habits", "run tests before claiming done")

R("feedback_reply_style.md", "feedback-reply-style", "reply style: terse, British spelling, no emoji", "feedback", """
- British spelling in docs and UI strings (colour, licence, cancelled)
- No emoji in commits, PRs or Slack drafts
- For plans: numbered list, max 7 steps
""", "Reply style", "terse, British spelling")

R("project_unitbook_flags.md", "project-unitbook-flags", "feature flags in unitbook: where they live and cleanup", "project", """
@@R10a@@
- Flags are named `ub.<area>.<thing>`, e.g. `ub.movein.id_check`
- Cleanup: any flag 100% on for 30 days gets removed (PLAT-340 tracks the backlog)
""", "unitbook flags", "feature flag setup and cleanup policy")

R("project_storman_migration.md", "project-storman-migration", "moving tenant ledgers off the legacy StorMan SQL Server", "project", """
# StorMan migration (PLAT-150)

StorMan was the off-the-shelf management system Boxwell ran until 2025. Tenants and units now
live in unitbook; ledger history is being imported into rentroll.

@@S3b@@
@@NS5b@@
- Import script: `platform/tools/storman_import/` (pyodbc, reads via the `storman_ro` login)
- Done: LEI-1, LEI-2, DBY-1. Left: NOT-ARN and the three Northampton sites.
""", "Ledger import (PLAT-150)", "ledger history import project")

R("project_adyen_switch.md", "project-adyen-switch", "card payments provider change for rentroll (PLAT-260)", "project", """
@@S7b@@
- Kiosk card reader stays Verifone P400; only the acquirer side changed
- Saved cards were re-tokenised via the network token migration, no tenant action needed

**Why:** Adyen's Bacs + card pricing came in ~0.3% cheaper on our volume.
""", "Card provider switch", "rentroll card payment provider change")

R("project_pagerduty_move.md", "project-oncall-tooling", "on-call alerting tool change in May", "project", """
@@S9b@@
- Alertmanager routes: `platform-critical` pages, `platform-warn` goes to Slack only
- Escalation: primary 5 min, then secondary, then Priya
""", "On-call tooling", "alerting tool change and routing")

R("project_pin_hashing.md", "project-pin-hashing", "how gate PINs are stored in gatekeeper (PLAT-201)", "project", """
@@N5a@@
- Argon2id, per-tenant salt, stored in `access_pins.pin_hash`

**Why:** pen test in February flagged readable PINs in the DB dump.

**How to apply:** never log PINs; the keypad push path gets them from the move-in flow only.
""", "PIN storage", "how gate PINs are stored")

R("project_kiosk_os.md", "project-kiosk-os", "kiosk operating system rollout", "project", """
@@S5b@@
- Image built with `ubuntu-image`, kiosk app as a snap, updates via the `kiosk/stable` channel
- Remote access: Tailscale SSH, tag `tag:kiosk`
""", "Kiosk OS", "kiosk OS rollout")

R("project_keypad_refresh.md", "project-keypad-refresh", "site keypad hardware refresh (PLAT-233)", "project", """
# Keypad refresh

@@S4b@@
Secure-Acc fitted the new keypads site by site over June and July; the last one was DBY-1 on
17 July. Tom keeps the per-site controller inventory in `ops-docs/sites/keypads.csv`.
""", "Keypad refresh", "gate keypad hardware change")

R("project_website_crm.md", "project-website-crm", "website enquiry leads and the CRM", "project", """
@@S2b@@
- Lead source field `lead_source=website_quote` so sales can filter
- Jess owns the pipeline stages; don't rename them from code
""", "Website CRM", "where website leads go")

R("project_app_distribution.md", "project-app-distribution", "how Boxwell Go test builds reach testers", "project", """
@@S10b@@
- Testers group `boxwell-staff` (22 people), plus 5 friendly tenants on the Android track
""", "App test distribution", "beta distribution for the tenant app")

R("project_jenkins_shutdown.md", "project-jenkins-shutdown", "retiring the old Jenkins box", "project", """
@@S6b@@
- Job configs archived to `platform/ci-archive/jenkins/` (XML, for reference only)
- DNS record `jenkins.bxw.internal` removed on 2026-10-02
""", "Old CI retirement", "what happened to the old CI box")

R("project_derby_pilot.md", "project-derby-pilot", "yieldr pilot at Derby, Feb-Apr 2026", "project", """
# yieldr Derby pilot

@@D2a@@
Results: occupancy up 3.1 pts at DBY-1 vs. flat 0.4 at the control sites; revenue per sq ft up
4.8%. Rolled out to all sites in May (PLAT-245).
""", "Derby pricing pilot", "first yieldr pilot and its results")

R("project_sitecam_privacy.md", "project-sitecam-privacy", "sitecam privacy review outcomes (DPIA, June)", "project", """
@@N8b@@
- Signage at every gate updated with the retention period and a contact email
- Subject access requests for footage go to Jess via `privacy@boxwellstorage.co.uk`
""", "sitecam privacy", "DPIA outcomes for CCTV")

R("project_deposits.md", "project-deposits", "move-in deposit policy", "project", """
@@N10b@@

**Why:** the board decided deposits put people off at the quote stage; arrears are handled
with overlocks and the lien process instead.
""", "Deposits", "move-in deposit policy")

R("project_go_offline_unlock.md", "project-go-offline-unlock", "offline gate unlock in Boxwell Go", "project", """
@@N9b@@
- The app shows the tenant's PIN instead when there is no signal, so they can type it in
- Revisit when the keypads get BLE (not planned for 2026)
""", "Offline unlock", "what the app does without signal")

R("project_kiosk_agreements.md", "project-kiosk-agreements", "rental agreements signed at the kiosk", "project", """
@@N2b@@
- Signature captured on the touchscreen, PDF rendered by rentroll's `agreements` module
""", "Kiosk agreements", "how agreements are handled at the kiosk")

R("project_lien_process.md", "project-lien-process", "arrears, overlock and lien process in the systems", "project", """
@@F10a@@
- Overlock flag set in unitbook by the site manager; gatekeeper then drops the tenant's PIN
- Day 14 arrears: letter; day 28: overlock; then the lien notice
""", "Lien process", "arrears steps across systems")

R("project_sms.md", "project-sms", "SMS sending for gate PINs and payment reminders", "project", """
@@O5a@@
@@NS8b@@
- Sender id `BOXWELL` (registered), replies are not monitored
""", "SMS", "who sends which texts")

R("project_oncall_rota.md", "project-oncall-rota", "on-call rota and what gets paged", "project", """
@@D7a@@
@@NS9a@@
""", "On-call rota", "rota size and paging rules")

R("project_q4_priorities.md", "project-q4-priorities", "Q4 2026 platform priorities as agreed with Priya", "project", """
1. Finish StorMan ledger import (NOT-ARN, Northampton)
2. Kiosk ID check with Yoti (PLAT-351)
3. rentroll: split invoicing into its own worker pool
4. Boxwell Go 3.0 redesign (Jess's designs in Figma, due Dec)

Not this quarter: multi-currency, the Irish sites, BLE keypads.
""", "Q4 priorities", "what the platform team works on this quarter")

R("reference_repos.md", "repos", "where the code lives: monorepo layout and the separate repos", "reference", """
# Repositories

`boxwell/platform` (monorepo):
- `apps/unitbook`, `apps/rentroll`, `apps/yieldr`, `apps/go`, `apps/web`
- `deploy/` Helm charts + SOPS secrets, `infra/` Ansible, `tools/` one-off scripts
- `testing/` shared factories and fixtures

Separate repos: `boxwell/gatekeeper` (Go), `boxwell/kiosk` (Electron), `boxwell/sitecam` (Go).

**How to apply:** cross-app changes in the monorepo go in one PR per app unless Priya says otherwise.
""", "Repositories", "monorepo layout and separate repos")

R("reference_vendors.md", "vendors", "outside suppliers and who to contact for what", "reference", """
| vendor | what | contact |
|---|---|---|
| Secure-Acc Ltd | gates, keypads, door controllers | service desk, contract number in 1Password |
| Hikvision reseller (SecureView) | NVRs and cameras | Tom only |
| Verifone via Paymentsense | kiosk card readers | ops@ mailbox |
| Bluefin Storage Cover | tenant contents insurance | Jess |

Never give vendors access to the k3s cluster; send them exports instead.
""", "Vendors", "suppliers and contacts")

R("feedback_go_style.md", "feedback-go-style", "Go conventions for gatekeeper and sitecam", "feedback", """
- Errors wrapped with `fmt.Errorf("...: %w", err)`, no pkg/errors
- Table-driven tests, `t.Parallel()` where possible
- No global loggers; pass a `*slog.Logger`

**Why:** Priya inherited two Go codebases written three different ways and wants them to converge.

**How to apply:** match these when touching either repo, even in small fixes.
""", "Go style", "Go conventions for the Go services")

R("project_move_out_inspections.md", "project-move-out-inspections", "tablet move-out inspections for site managers (PLAT-360)", "project", """
Site managers asked to do move-out inspections on a tablet instead of paper.
Plan: a staff-only screen in unitbook with photo upload per unit, checklist from the ops handbook,
and the result attached to the tenant record. Estimate two sprints; starts after the StorMan import.

**Why:** paper forms get lost and disputes over cleaning charges drag on.
""", "Move-out inspections", "tablet inspections project")

R("user_jess.md", "user-jess", "Jess Morley, marketing manager; website and CRM owner", "user", """
Jess Morley runs marketing. Not technical, but careful; writes all customer-facing copy.
- Sends requests via Slack with screenshots, usually Monday mornings
- Wants previews before anything goes live on the website
""", "Jess (user)", "who Jess is, how she works with the team")
