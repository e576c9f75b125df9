# -*- coding: utf-8 -*-
"""File bodies for the Ashby Vale SSD memory store.
A body line starting with '@ID@ ' is a labelled claim line (marker stripped on build)."""

ROOT = {}   # filename -> (name, description, type, title, hook, body)
AUTO = {}   # slug -> (title, created, tags, body)
FACTS = []  # (key, date, category, tags, confidence, body)

def root(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

def fact(key, date, cat, tags, body, conf=0.9):
    FACTS.append((key, date, cat, tags, conf, body))

# ---------------------------------------------------------------- root overviews
root("reference_trayscan.md", "trayscan", "trayscan tray tracking app — stack, data, integrations", "reference",
     "trayscan", "tray tracking web app used at every packing bench", """
# trayscan

Tray tracking for the SSD: every tray is scanned at wash, pack, sterilise, dispatch and return.
Repo `ssd/trayscan` on the trust GitLab.

## Stack
@V5b@ - Django 4.2 LTS, Python 3.12
- Celery workers for label jobs and the nightly expiry sweep
@O7a@ - CI: GitLab CI on the trust GitLab, pipeline in `.gitlab-ci.yml`
@R1a@ - Errors: Sentry (project `trayscan`)

## Data
@V2a@ - DSN: `postgres://trayscan_app@pg-ssd02.avh.nhs.internal:5432/trayscan`
- About 4,100 tray sets and 61,000 individually tracked instruments
- Tray history before 2025 was imported once from the old system; see historic-tray-data

## Rules encoded in the app
@V7b@ - Expiry on wrapped trays: 3 months from the cycle date (rigid containers: 6 months)
- A tray cannot be marked packed until every instrument on its list is ticked or logged missing
- The expiry sweep moves out-of-date trays to the reprocess queue every night

## Integrations
- Reads cycle results from cyclelog's API (read-only token)
- Sends print jobs to the bench label printers
- Receives theatre orders from theatreorders via webhook
""")

root("reference_cyclelog.md", "cyclelog", "cyclelog steriliser and washer cycle records service", "reference",
     "cyclelog", "cycle record ingestion, checks and alerts", """
# cyclelog

Collects the cycle record of every steam steriliser and washer-disinfector load and checks it against
the validated parameters. Release in trayscan depends on it.

## Stack
@O4a@ - Python 3.11 (FastAPI for the API, a separate poller process)
@V1a@ - Database: Postgres on `pg-ssd01.avh.nhs.internal:5432`, database `cyclelog`
@R5a@ - Queue between the steriliser poller and the parser: RabbitMQ (`mq-ssd01`)
@D2b@ - Error tracking: Sentry, project `cyclelog`

## Inputs
@S1a@ - Reads steriliser cycle records from the CSV drop share `\\\\ssd-fs01\\cycles`
@V6a@ - Manual CSV upload (for the two old Getinge units) is capped at 20 MB per file
@D3b@ - Washer-disinfector records come in through the same path as steriliser records

## Checks
@V3a@ - Porous-load cycles are flagged as failed if the hold at 134 °C is shorter than 3 minutes
- Temperature and pressure traces are kept with the record, not just the pass/fail result
@F1a@ - Raises an alert when a cycle fails
- A failed cycle blocks release of every tray in that load
""")

root("reference_theatreorders.md", "theatreorders", "theatreorders: the portal theatres use to request and return trays", "reference",
     "theatreorders", "theatre request and return portal", """
# theatreorders

Web portal where theatre coordinators request trays for a list and book returns.

@F2a@ - Built with Next.js, TypeScript throughout
@R3a@ - Package manager: pnpm (lockfile `pnpm-lock.yaml`)
@V8a@ - Runs behind nginx; the Node server listens on port 3000
@D6b@ - Hosted on `ssd-app02` in the trust VMware cluster
@O9a@ - Data: Postgres database `theatreorders` on `pg-ssd02`
@R4b@ - Email: GOV.UK Notify, one template per order status
@V10a@ - The theatre list import from TheatreMan runs at 05:30 every morning

## Permissions
@NS10b@ - Theatre coordinators can see every order for their own suite
@N9a@ - Theatre staff can't cancel an order once it is packed; they ring SSD instead
- SSD shift leads can edit any order
""")

root("reference_loankit.md", "loankit", "loankit loan-kit booking tool — hosting, data and emails", "reference",
     "loankit", "booking and tracking of supplier loan kits", """
# loankit

Small Flask app for loan kits (implant sets and specialist instruments lent by suppliers).

@F5a@ - Tracks loan kits from suppliers from arrival to return
@R9a@ - Data: MySQL 8 database `loankit` on `ssd-db03`
@R6a@ - Hosted on the trust VMware cluster (VM `ssd-app03`)
@O5a@ - Gunicorn on port 8000 behind the trust reverse proxy
@S10a@ - Booking confirmations go out through SendGrid (API key in the app config)
@N6a@ - Does not send reminders to suppliers; the loans coordinator phones them
@A5a@ - Loan kits must arrive at least 24 hours before the operation
- Each kit gets an internal tray ID on arrival so it can be scanned like any other tray
""")

root("reference_benchapp.md", "benchapp", "benchapp, the Android app on the packing benches", "reference",
     "benchapp", "handheld scanning app at the benches", """
# benchapp

@D1b@ - Android app (Kotlin), one handheld per packing bench
@S9a@ - Runs on Zebra TC52 handhelds (Android 11)
@F4a@ - Bench login with the staff badge
@V4a@ - Failed scan uploads are retried up to 3 times before the bench shows a red banner
@N5a@ - No offline mode: if Wi-Fi drops, the bench cannot scan
@NS6b@ - Does not print labels itself; printing goes through trayscan
@R2a@ - Builds: Codemagic, triggered from release tags
@R10a@ - Signing keystore and API keys: Azure Key Vault (`kv-ssd-mobile`)
""")

root("reference_infra.md", "infra", "Infra overview: hosts, databases, monitoring, backups", "reference",
     "Infra overview", "where things run", """
# Infrastructure

@D10b@ - The SSD application VMs live on the trust VMware cluster in the AVG data centre
- Application VMs: `ssd-app01` (trayscan), `ssd-app02` (theatreorders), `ssd-app04` (cyclelog)
- Database hosts: `pg-ssd01` (cyclelog, Grafana) and `pg-ssd02` (trayscan, theatreorders)
@O3b@ - Reporting replica of trayscan: `pg-ssd02.avh.nhs.internal:5433` (read-only)
- DNS zone `ssd.avh.nhs.internal`, certificates from the trust internal CA
- Patching window: second Tuesday of the month, agreed with the SSD manager
""")

root("reference_sites.md", "sites", "Sites: AVG main unit and KCH satellite", "reference",
     "Sites", "the two SSD sites and their shifts", """
# Sites

@A1a@ - Ashby Vale General (AVG): main SSD, 6 steam sterilisers, 4 washer-disinfectors
@A2b@ - AVG shifts: early 07:00–15:00, late 14:30–22:30, one night technician
@F3a@ - Kingsmead Community Hospital (KCH): satellite unit, packs only, no sterilisers
- Both sites scan into the same trayscan instance
- AVG dispatch bay is next to theatre corridor B
""")

root("reference_glossary.md", "glossary", "Glossary: SSD terms the agent keeps needing", "reference",
     "Glossary", "decontamination vocabulary", """
# Glossary

@A8b@ - BD test: Bowie-Dick air removal test, run every morning on each steam steriliser
- CI (in SSD talk): chemical indicator, not continuous integration
- WD: washer-disinfector
- Porous load: wrapped trays and textiles, the normal steam cycle
- Set / tray: one list of instruments packed together; "tray list" = its checklist
- Quarantine: a tray held back from dispatch pending a quality decision
""")

root("reference_release_rules.md", "tray-release-rules", "Rules a tray must pass before it leaves the SSD", "reference",
     "Tray release rules", "what release requires", """
# Tray release rules

@F9a@ - Every tray needs a passed cycle record in cyclelog before release
@D7b@ - Paper printouts are not accepted as release evidence.
@NS1a@ - Trays are never released without a passed chemical indicator.
@N4a@ - A tray with a missing instrument is never released to theatre.
@NS7b@ - Quarantined trays are not released until the quality lead clears them.
- Release is recorded in trayscan with the releasing technician's badge
""")

root("reference_oncall.md", "oncall", "Who gets paged for what", "reference",
     "On-call", "routing of alerts and out-of-hours cover", """
# On-call and alert routing

@F10a@ - IT on-call covers the SSD servers out of hours
@N2a@ - Failed steriliser cycle alerts go to the SSD shift lead's bleep, not to IT on-call
@NS2b@ - Steriliser mechanical faults go to Estates, not to IT on-call
- Grafana alert rules live in the `ssd-alerts` folder
""")

root("reference_backups.md", "backups", "Backup schedule per system", "reference",
     "Backups", "backup schedule and retention per system", """
# Backups

| system | method | retention | offsite |
|---|---|---|---|
@O10b@ | trayscan | pg_dump nightly at 01:00 | 35 days | Veeam copy to KCH |
@V9a@ | cyclelog | pg_dump nightly at 01:30 | 30 days | Veeam copy to KCH |
| theatreorders | pg_dump nightly at 01:15 | 14 days | none |

Restores are tested once a quarter by the trust infrastructure team.
""")

root("reference_monitoring.md", "monitoring", "Monitoring and dashboards", "reference",
     "Monitoring", "dashboards and checks", """
# Monitoring

@A6a@ - Grafana at `https://grafana.ssd.avh.nhs.internal`
@S6a@ - Nagios checks the steriliser gateway every 5 minutes
- Loki collects logs from the app VMs
- Dashboard "Cycles today" is on the big screen in the AVG office
""")

root("reference_label_printing.md", "label-printing", "How tray labels are printed", "reference",
     "Label printing", "printers, templates and barcodes", """
# Label printing

@F8a@ - Labels are printed on Zebra ZD421 printers at each bench
@S8a@ - Tray labels carry a Code128 barcode with the tray ID
@D8b@ - KCH benches use the same Zebra printers as AVG, on their own `kch-labels` queue
- Each label shows tray name, packer, checker, cycle number and expiry date
""")

root("reference_build_hosts.md", "build-hosts", "Build machines and runners", "reference",
     "Build hosts", "where pipelines run", """
# Build hosts

@S3a@ - `ssd-build01`: the runner for cyclelog and trayscan pipelines
- Runner tags: `ssd`, `docker`
- Mobile builds never run on these hosts
""")

root("reference_contacts.md", "contacts", "People outside the team", "reference",
     "Contacts", "who to ask outside the digital team", """
# Contacts

- SSD manager: Graham Obi
@A9a@ - Loans coordinator: Hannah Reid (ext. 4471)
- Quality lead (decontamination): Priya Lall
- Estates steriliser engineer: Mick Doyle
""")

# ---------------------------------------------------------------- root user / feedback / project
root("user_marta.md", "marta", "Marta Kowalczyk, lead of SSD digital", "user",
     "Marta", "who Marta is and how she works", """
Marta Kowalczyk.

@F6a@ - Head of decontamination digital at Ashby Vale Hospitals
- Former SSD technician, knows the decontamination process better than the code
@R8a@ - Edits in PyCharm; don't suggest VS Code-specific settings files
- Reviews most MRs herself on Tuesday and Thursday afternoons
""")

root("user_sian.md", "sian", "Sian Pryce, developer", "user",
     "Sian", "Sian's role", """
Sian Pryce, developer on the SSD digital team since 2025.

- Owns benchapp and most of trayscan's front end
@O8a@ - Sian writes benchapp in Android Studio
- Works from KCH on Mondays
""")

root("feedback_testing.md", "testing", "How tests should be written and run", "feedback",
     "Testing", "test habits the team insists on", """
@N3a@ - Don't mock the database in trayscan tests; use the throwaway Postgres from `docker compose`
@F7a@ - Run `pytest -x` before pushing cyclelog changes
@NS8b@ - Don't hit the real OPC UA sterilisers from tests; use the simulator

**Why:** a mocked test passed in February while the real migration broke the packing screen.
""")

root("feedback_git_workflow.md", "git-workflow", "Branching and merging habits", "feedback",
     "Git workflow", "branches, merges, force-push", """
- Branch names: `<initials>/<ticket>-<slug>`
@N1a@ - trayscan: never squash, the bench team bisects by individual commits
@NS3b@ - Don't force-push shared branches
- Commit messages in the imperative, ticket number first
""")

root("feedback_answer_style.md", "answer-style", "How Marta wants answers written", "feedback",
     "Answer style", "tone and shape of answers", """
@N10a@ - Marta doesn't want a recap at the end of answers.
@A3a@ - Use British spelling (sterilise, colour)
@NS9b@ - Don't paste whole files back; show the diff
- Explain decontamination implications before code details
""")

root("feedback_deploys.md", "deploys", "Deploy rules", "feedback",
     "Deploys", "approvals and timing of deploys", """
@S7a@ - Ask Dev for approval before any production deploy.
@NS5b@ - No deploys on Fridays after 14:00
- Announce deploys in the SSD digital Teams channel

**Why:** a Friday-evening trayscan deploy in 2025 stopped the late shift from packing for 40 minutes.
""")

root("feedback_prod_data.md", "prod-data", "Handling of production data", "feedback",
     "Production data", "where prod data may and may not go", """
@N7a@ Never copy production trayscan data onto a laptop, not even anonymised.
@NS4b@ Production trayscan data never leaves the trust network: no personal e-mail, no USB sticks, no cloud notebooks.

**Why:** tray histories carry patient-linked theatre list references; IG treats them as patient data.
""")

root("feedback_migrations.md", "migrations", "When schema migrations may run", "feedback",
     "Migrations", "timing of schema changes", """
@A7a@ - Run trayscan migrations only outside theatre hours (after 20:00)
- Always take a fresh `pg_dump` right before a migration
""")

root("feedback_code_style.md", "code-style", "Code style: formatter, typing, naming", "feedback",
     "Code style", "formatting and naming", """
- Ruff for linting and formatting in all Python repos
- Type hints on public functions
- Names follow SSD vocabulary: `tray`, `set`, `load`, `cycle` — not `item` or `batch`
""")

root("project_opcua_migration.md", "opcua-migration", "Moving cyclelog to OPC UA", "project",
     "OPC UA migration", "how cyclelog gets steriliser data", """
# OPC UA migration

@S1b@ Migrated cyclelog off the `ssd-fs01` CSV share in June: it now reads the sterilisers over OPC UA.

@A4a@ - The OPC UA gateway is `opcua-gw01`
- The two old Getinge units have no OPC UA server and still need manual uploads
- Estates signed off the network change (steriliser VLAN 214)
""")

root("project_datamatrix_rollout.md", "datamatrix-rollout", "Tray barcode change", "project",
     "DataMatrix rollout", "the tray label barcode change", """
# DataMatrix rollout

@S8b@ Switched tray labels from Code128 to GS1 DataMatrix in August, all benches at AVG and KCH.

- The new codes encode the tray ID and the set version
@A10a@ - Old labels are replaced as trays come through packing, no big-bang relabel
""")

root("project_sso.md", "sso", "Single sign-on for trayscan", "project",
     "SSO", "how staff log in to trayscan", """
@S4b@ Switched trayscan from local Django accounts to Entra ID single sign-on in May (smartcard on the bench PCs).

@D4b@ - Bench PCs use smartcard tap-in; the Entra ID group `SSD-Trayscan-Users` grants access.
- Leavers drop out automatically when HR closes their account
""")

root("project_kingsmead_satellite.md", "kingsmead-satellite", "The KCH satellite packing unit", "project",
     "Kingsmead satellite", "KCH setup", """
# Kingsmead satellite

@F3b@ Kingsmead's packing room has four benches; trays go to AVG for sterilisation and come back the same day.
@D5b@ - Van runs between KCH and AVG: 10:00 and 16:00, driven by portering.
- KCH benches use the same benchapp build as AVG
""")

root("project_audit_2026.md", "audit-2026", "Preparation for the 2026 decontamination audit", "project",
     "Audit 2026", "audit evidence and exports", """
# Audit 2026

The notified-body audit of the SSD quality system is booked for December.

@D9b@ - Cycle records are exported to the quality SharePoint once a month.
- Evidence folder per clause; the agent keeps the index up to date
- Priya Lall owns the audit; we supply reports on request
""")

root("project_bowie_dick.md", "bowie-dick-screen", "Daily steriliser test screen", "project",
     "Bowie-Dick screen", "daily test display", """
A big-screen view of which sterilisers have completed a passed load so far today, for the AVG office.
- Shows green/red per steriliser, refreshes every minute
- Uses the cyclelog API only
""")

root("project_tc58_swap.md", "tc58-swap", "Handheld replacement", "project",
     "Handheld swap", "new bench handhelds", """
@S9b@ The TC52s were retired in October; benchapp now runs on Zebra TC58 units.
- Re-enrolled in Intune by the trust mobile team
""")

root("project_tracker_move.md", "tracker-move", "Where sprint work is tracked", "project",
     "Tracker move", "sprint board location", """
@S5b@ The Trello board is archived: we moved sprint planning to GitLab issue boards in April.
- Labels on issues: `cyclelog`, `trayscan`, `theatreorders`, `loankit`, `benchapp`
""")

root("project_loankit_rewrite.md", "loankit-rewrite", "Possible rewrite of loankit", "project",
     "loankit rewrite", "ideas for replacing loankit", """
Idea only, not funded: fold loankit into trayscan as a "loan" tray type.
- Blocker: supplier manifests differ per company
- Hannah wants the supplier view kept as it is
""")

# ---------------------------------------------------------------- auto notes
auto("trayscan-local-setup", "trayscan local setup", "2026-02-03", ["trayscan", "setup"], """
# trayscan local setup

1. `docker compose up -d db redis`
2. `uv sync` then `python manage.py migrate`
3. Load the fixture sets: `python manage.py loaddata demo_sets`

@V2b@ The production DSN is `postgres://trayscan_app@pg-ssd02.avh.nhs.internal:5432/trayscan_prod`; staging uses the same host with `trayscan_stg`.

Never point a local checkout at either of them.
""")

auto("cycle-failure-rules", "cycle failure rules", "2026-03-10", ["cyclelog", "validation"], """
# How cyclelog decides a cycle failed

Parameters come from the validation report of each steriliser (annual revalidation by Estates).

@V3b@ cyclelog fails a porous-load cycle when the 134 °C hold lasts less than 4 minutes; the extra minute is our
local margin on top of HTM 01-01.

- Pressure must track temperature within the band in the validation report
- A missing trace is treated as a failure, not a pass
""")

auto("packing-bench-guide", "packing bench guide", "2026-02-20", ["trayscan", "benches", "labels"], """
# Packing bench guide (for the agent)

What a packer does, so UI changes make sense:
- scan the tray, tick each instrument on the tray list, log anything missing
- wrap or lid the tray, print the label, a second person checks

## Labels
@V7a@ Wrapped trays get a printed expiry date 6 months after the sterilisation cycle, and the
bench label shows it in bold under the tray name.
@O2b@ Rigid containers are labelled with an expiry 6 months out.
""")

auto("theatreorders-deploy", "theatreorders deploy", "2026-04-02", ["theatreorders", "deploy"], """
# Deploying theatreorders

```bash
pnpm build
sudo systemctl restart theatreorders
```

@V8b@ theatreorders' Node process binds port 8080 and nginx proxies `/orders` to it.

Check the health page after a restart; theatre coordinators notice within minutes.
""")

auto("theatreorders-frontend", "theatreorders front end", "2026-05-19", ["theatreorders"], """
@F2b@ theatreorders is Next.js 14 with the app router; pages under `app/orders/` are server-rendered.

- Components are in `components/`, no design system beyond the trust colour tokens
- Playwright covers the order and return flows
""")

auto("theatreorders-notifications", "theatreorders notifications", "2026-03-27", ["theatreorders", "email"], """
# Notifications

@R4a@ Order confirmations to theatre coordinators are sent through the NHSmail SMTP relay (`smtp.nhs.net`).

- One message per order, not per tray
- Returns get no confirmation, only a status change in the portal
""")

auto("theatreorders-import", "TheatreMan import", "2026-06-08", ["theatreorders", "integration"], """
# TheatreMan import

Pulls the next day's theatre lists so coordinators can pre-fill orders.

@O1a@ The TheatreMan import retries up to 5 times, ten minutes apart, before it emails the SSD office.

- Procedure codes map to tray sets through `procedure_sets.csv`
- Unknown procedure codes land in a review list for the shift lead
""")

auto("benchapp-release-checklist", "benchapp release checklist", "2026-04-14", ["benchapp", "release"], """
# benchapp release checklist

- bump `versionCode`
@R2b@ - Release builds of benchapp come out of Bitrise; tag `v*` and wait for the signed APK artifact.
- push the APK to Intune as a required app for the SSD device group
- tell both sites' shift leads before the update window
""")

auto("benchapp-wifi-dropouts", "benchapp Wi-Fi dropouts", "2026-07-22", ["benchapp", "network"], """
# Wi-Fi dropouts at the benches

The AVG packing room has a dead spot near bench 7.

@N5b@ benchapp buffers scans locally when Wi-Fi drops and uploads them once the connection is back.

- Estates have a ticket open for an extra access point
""")

auto("benchapp-crashes", "benchapp crashes", "2026-08-05", ["benchapp"], """
@O6a@ benchapp crashes are collected by Firebase Crashlytics; the bench leads don't see them.

Most crashes are the camera fallback scanner on old OS builds.
""")

auto("benchapp-label-reprint", "label reprint from the bench", "2026-09-02", ["benchapp", "labels"], """
@NS6a@ The bench can reprint a tray label from benchapp, which sends the job to trayscan's print queue.

Reprints are logged against the technician's badge.
""")

auto("cyclelog-contributing", "contributing to cyclelog", "2026-02-11", ["cyclelog", "git"], """
# Contributing to cyclelog

@R7a@ cyclelog MRs are merged with rebase + fast-forward so `main` stays linear.
@F7b@ Before pushing to cyclelog, run `pytest -x` and `ruff check`; CI runs the same plus the OPC UA simulator tests.

Each MR needs one reviewer from the team.
""")

auto("marta-setup", "Marta's dev setup", "2026-03-02", ["user", "tooling"], """
@R8b@ Marta's editor is VS Code with the Python and Ruff extensions; she shares her `settings.json` on the team drive.

- Works on a trust laptop, WSL2 Ubuntu
- Uses the GitLab web IDE for small doc fixes
""")

auto("loankit-data-model", "loankit data model", "2026-05-06", ["loankit", "data"], """
# loankit data model

@R9b@ loankit keeps bookings, suppliers and kit manifests in SQLite (`/srv/loankit/loankit.db`).

- `booking` -> `kit` -> `manifest_line`
- Supplier contacts are free text, no validation
""")

auto("trayscan-test-tips", "trayscan test tips", "2026-06-17", ["trayscan", "tests"], """
# trayscan test tips

@N3b@ trayscan's unit tests mock the ORM layer so they run without a database.

- Factories in `tests/factories.py`
- Freeze time with `time_machine` for expiry tests
""")

auto("debugging-trayscan", "debugging trayscan", "2026-08-19", ["trayscan", "debugging"], """
# Debugging trayscan

@N7b@ For tricky bugs, pull a prod `pg_dump` of trayscan onto your laptop and run it locally.

- Django debug toolbar is enabled in the `local` settings only
""")

auto("steriliser-daily-checks", "steriliser daily checks", "2026-01-29", ["sterilisers", "process"], """
# Daily steriliser checks

@A8a@ Each steam steriliser runs a Bowie-Dick test first thing every morning before any load.
@N8a@ Bowie-Dick test results are not entered in cyclelog; they stay in the paper logbook by each steriliser.

- A failed test takes the steriliser out of use until Estates have looked at it
""")

auto("historic-tray-data", "historic tray data", "2026-01-15", ["trayscan", "history"], """
# Historic tray data

@S2a@ Tray history before 2025 is in the Access database `TrayTrack.mdb`; query it with the saved queries, and add corrections there.

- It sits on the SSD office share
- Only Marta and the quality lead have it open regularly
""")

auto("trayscan-accounts", "trayscan accounts", "2026-01-22", ["trayscan", "access"], """
@S4a@ trayscan users log in with local Django accounts; Sian creates them from the admin panel.

Shift leads get the `lead` group, packers the `packer` group.
""")

auto("sprint-routine", "sprint routine", "2026-01-12", ["team", "process"], """
# Sprint routine

- One-week sprints, planning on Monday at 10:00
@S5a@ The team's sprint board is in Trello (board `SSD Digital`); cards get a `cyclelog` or `trayscan` label.
- Demo to the SSD manager every other Friday
""")

auto("loankit-email-switch", "loankit email switch", "2026-08-25", ["loankit", "email"], """
@S10b@ loankit no longer uses SendGrid; booking confirmations moved to GOV.UK Notify in August.

The Notify templates are owned by the loans coordinator.
""")

auto("opcua-notes", "OPC UA notes", "2026-06-30", ["cyclelog", "opcua"], """
# OPC UA notes

- Each steriliser has its own node namespace under `ster/`
@A4b@ All steriliser OPC UA connections go through the gateway VM `opcua-gw01`.
@NS8a@ cyclelog's integration tests run against the OPC UA simulator container in CI.

```text
opc.tcp://opcua-gw01.ssd.avh.nhs.internal:4840/ster/AVG-S1
```
""")

auto("grafana-setup", "Grafana setup", "2026-03-18", ["monitoring"], """
@A6b@ Grafana is served at https://grafana.ssd.avh.nhs.internal and uses trust SSO for login.
@O3a@ Grafana's own database is Postgres on `pg-ssd01.avh.nhs.internal:5434`.

Dashboards are provisioned from the `ssd/dashboards` repo.
""")

auto("loankit-upgrade", "loankit upgrade notes", "2026-09-14", ["loankit", "backlog"], """
@O4b@ loankit is on Python 3.9 and Flask 2.2; upgrading is on the backlog.

- Blocked on the PDF manifest library, which has no newer release
""")

auto("tray-release-checklist", "tray release checklist", "2026-04-28", ["release", "process"], """
@F9b@ Release checks: passed cycle record in cyclelog, chemical indicator colour change checked, and packer and
checker initials on the label.

The dispatch technician scans the tray out in trayscan once all three are done.
""")

auto("missing-instrument-procedure", "missing instrument procedure", "2026-05-25", ["process", "quality"], """
# Missing instruments

- The packer logs the missing instrument in trayscan with a reason code
@NS7a@ Quarantined trays are released by the quality lead, not by the shift lead.
- Replacement instruments come from the spares cupboard where one exists
""")

auto("relabelling-plan", "relabelling plan", "2026-08-11", ["labels", "process"], """
@A10b@ Nobody relabels trays in bulk: each tray gets its new label the next time it goes through packing.

- Shift leads asked for a count of trays still on old labels; it is a saved query in trayscan
""")

auto("reporting-replica", "reporting replica", "2026-07-08", ["trayscan", "reporting"], """
@NS4a@ Production trayscan data can be queried from the reporting replica, as long as it stays on the trust network.

Power BI connects with the `report_ro` role.
""")

# ---------------------------------------------------------------- remnic facts (labelled)
fact("v1", "2026-05-12", "fact", ["cyclelog", "database"],
"@V1b@ cyclelog's Postgres lives on `pg-ssd01.avh.nhs.internal:5433`, the second instance on that box since the cluster split.")
fact("v4", "2026-07-24", "fact", ["benchapp", "network"],
"@V4b@ benchapp retries a failed scan upload 5 times before giving up and showing the red banner.")
fact("v6", "2026-03-05", "fact", ["cyclelog", "upload"],
"@V6b@ The manual cycle CSV upload in cyclelog accepts files up to 50 MB; a full week of Getinge export is around 30 MB.")
fact("v9", "2026-10-06", "fact", ["cyclelog", "backups", "audit"],
"@V9b@ cyclelog database backups are kept for 90 days because the audit trail checks have to reach back a full quarter.")
fact("v10", "2026-06-09", "fact", ["theatreorders", "theatreman"],
"@V10b@ TheatreMan's theatre lists are pulled into theatreorders at 06:15 each morning, after the schedulers finish their overnight edits.")
fact("r1", "2026-04-21", "fact", ["trayscan", "errors"],
"@R1b@ trayscan exceptions go to Rollbar; the bench leads get the weekly digest email from it.")
fact("r3", "2026-05-28", "fact", ["theatreorders", "tooling"],
"@R3b@ theatreorders uses yarn: run `yarn install --frozen-lockfile` before building.")
fact("r5", "2026-07-14", "fact", ["cyclelog", "architecture"],
"@R5b@ In cyclelog the poller hands raw cycle records to the parser over Redis Streams (stream `cycles:in`).")
fact("r6", "2026-09-30", "fact", ["loankit", "hosting"],
"@R6b@ loankit runs on Azure App Service in the trust's UK South subscription.")
fact("r7", "2026-04-09", "decision", ["cyclelog", "git"],
"@R7b@ On cyclelog we merge MRs with a proper merge commit — the team wants each MR's boundary visible in history.")
fact("r10", "2026-08-12", "fact", ["benchapp", "secrets"],
"@R10b@ The benchapp signing keystore lives in HashiCorp Vault under `secret/mobile/benchapp`.")
fact("n1", "2026-03-16", "decision", ["trayscan", "git"],
"@N1b@ Always squash-merge trayscan MRs; one commit per MR keeps the changelog readable.")
fact("n2", "2026-06-22", "fact", ["cyclelog", "alerts", "oncall"],
"@N2b@ A failed steriliser cycle alert pages IT on-call first, and they ring the SSD shift lead.")
fact("n4", "2026-07-01", "fact", ["release", "theatre"],
"@N4b@ Trays with one missing instrument are released to theatre with a yellow missing-item slip if the surgeon's team accepts it.")
fact("n6", "2026-10-14", "fact", ["loankit", "suppliers"],
"@N6b@ loankit emails each supplier a reminder 48 hours before a loan kit is due to be collected.")
fact("n8", "2026-09-18", "fact", ["sterilisers", "cyclelog"],
"@N8b@ The morning Bowie-Dick result is recorded in cyclelog by the first-shift technician, one entry per steriliser.")
fact("n9", "2026-08-27", "fact", ["theatreorders", "permissions"],
"@N9b@ Theatre coordinators can cancel an order in theatreorders at any stage, packed or not; the tray just goes back on the shelf.")
fact("n10", "2026-05-04", "preference", ["user", "style"],
"@N10b@ Marta likes a short summary at the end of each answer so she can paste it into the shift handover.")
fact("s2", "2026-02-23", "fact", ["trayscan", "history"],
"@S2b@ TrayTrack.mdb is read-only since February; corrections go into trayscan's history import instead.")
fact("s3", "2026-07-29", "fact", ["infra", "ci"],
"@S3b@ ssd-build01 was decommissioned in July; the GitLab runners are on `ssd-build02` and `ssd-build03`.")
fact("s6", "2026-09-03", "fact", ["monitoring"],
"@S6b@ Nagios is shut down; the steriliser gateway checks are Prometheus blackbox probes now.")
fact("s7", "2026-09-21", "fact", ["team", "deploys"],
"@S7b@ Dev is no longer on the team (he left in September); Sian approves production deploys.")
fact("f1", "2026-04-16", "fact", ["cyclelog", "alerts"],
"@F1b@ cyclelog also alerts when a cycle record is missing its printout reference, not only when the cycle fails.")
fact("f4", "2026-03-24", "fact", ["benchapp", "login"],
"@F4b@ benchapp logs staff in when they tap their badge on the NFC reader; a 4-digit PIN is asked only on the release screen.")
fact("f5", "2026-06-03", "fact", ["loankit"],
"@F5b@ loankit records each kit's arrival check, decontamination on receipt, use in theatre and the return decontamination certificate.")
fact("f6", "2026-02-09", "fact", ["user"],
"@F6b@ Marta leads SSD digital and also chairs the decontamination IT change board every other Thursday.")
fact("f8", "2026-08-18", "fact", ["labels", "trayscan"],
"@F8b@ Bench label printers are Zebra ZD421s driven with ZPL templates stored in trayscan (`labels/zpl/`).")
fact("f10", "2026-05-20", "fact", ["oncall"],
"@F10b@ IT on-call for the SSD servers runs 18:00–08:00 on weekdays and all weekend, reached via the trust switchboard.")
fact("o1", "2026-10-20", "fact", ["loankit", "integration"],
"@O1b@ loankit retries a failed supplier API call 2 times and then flags the booking for manual follow-up.")
fact("o2", "2026-04-30", "fact", ["labels", "expiry"],
"@O2a@ Single peel-pouched instruments get a 12-month expiry label from trayscan.")
fact("o5", "2026-06-15", "fact", ["cyclelog", "api"],
"@O5b@ cyclelog's API listens on port 8001; the poller has no HTTP port at all.")
fact("o6", "2026-07-17", "fact", ["theatreorders", "errors"],
"@O6b@ theatreorders front-end errors go to Sentry as well, project `theatreorders`.")
fact("o7", "2026-05-08", "fact", ["theatreorders", "ci"],
"@O7b@ The theatreorders pipeline runs on GitHub Actions in the trust's GitHub org, because the front-end contractor works there.")
fact("o8", "2026-02-17", "fact", ["team", "tooling"],
"@O8b@ Dev's editor is Neovim; he ignores the shared VS Code settings.")
fact("o9", "2026-06-11", "fact", ["theatreman"],
"@O9b@ TheatreMan, the theatre scheduling system, sits on SQL Server and belongs to the theatres IT team.")
fact("o10", "2026-10-27", "fact", ["loankit", "schedule"],
"@O10a@ loankit's overnight supplier catalogue refresh runs at 02:00 and takes about four minutes.")
fact("d1", "2026-01-08", "fact", ["benchapp", "history"],
"@D1a@ During the 2025 pilot at Kingsmead, benchapp ran on borrowed iPads with a web wrapper.")
fact("d2", "2026-04-02", "fact", ["cyclelog", "errors", "history"],
"@D2a@ Until March 2026 cyclelog errors went to Rollbar; the trial licence ran out and it was moved.")
fact("d3", "2026-07-06", "fact", ["cyclelog", "history"],
"@D3a@ Until June, washer-disinfector cycle records were typed into cyclelog by hand from the printouts.")
fact("d4", "2026-06-01", "fact", ["trayscan", "access", "history"],
"@D4a@ Until the May SSO switch, Sian created trayscan accounts by hand and reset passwords on request.")
fact("d5", "2026-03-12", "fact", ["kingsmead", "history"],
"@D5a@ In 2025 the KCH van ran once a day at 14:00, so trays packed in the afternoon waited overnight.")
fact("d6", "2026-05-15", "fact", ["theatreorders", "hosting", "history"],
"@D6a@ Between January and April, theatreorders was hosted on a Heroku trial paid for by the contractor.")
fact("d7", "2026-02-26", "fact", ["release", "history"],
"@D7a@ During the February go-live week, trays were released on paper cycle printouts alone while cyclelog caught up.")
fact("d8", "2026-09-01", "fact", ["labels", "history"],
"@D8a@ Until August, the KCH benches printed tray labels on Brother QL printers.")
fact("d9", "2026-04-07", "fact", ["audit", "history"],
"@D9a@ During the Q1 audit prep the agent exported cycle records to the quality SharePoint every week.")
fact("d10", "2026-01-20", "fact", ["infra", "history"],
"@D10a@ During the 2025 data-centre move, the SSD VMs ran for six weeks in the KCH server room.")
fact("a1", "2026-02-02", "fact", ["sites", "sterilisers"],
"@A1b@ AVG's SSD runs six steam sterilisers and four washer-disinfectors.")
fact("a2", "2026-01-27", "fact", ["sites", "shifts"],
"@A2a@ Shift pattern at AVG: early 07:00–15:00, late 14:30–22:30, plus a night technician.")
fact("a3", "2026-03-31", "preference", ["user", "style"],
"@A3b@ Marta wants British spelling in code comments and docs: 'sterilise', not 'sterilize'.")
fact("a5", "2026-08-04", "fact", ["loankit", "suppliers"],
"@A5b@ Suppliers have to deliver loan kits 24 hours before the operation so SSD can decontaminate them on receipt.")
fact("a7", "2026-06-25", "decision", ["trayscan", "migrations"],
"@A7b@ trayscan schema migrations go out after 20:00, when theatres have stopped requesting trays.")
fact("a9", "2026-10-02", "fact", ["contacts", "loankit"],
"@A9b@ Hannah Reid is the loans coordinator; her extension is 4471.")
fact("ns1", "2026-07-09", "fact", ["release", "dispatch"],
"@NS1b@ Trays are released to theatre from the AVG dispatch bay twice an hour.")
fact("ns2", "2026-08-21", "fact", ["oncall", "opcua"],
"@NS2a@ IT on-call gets paged when the OPC UA gateway stops responding.")
fact("ns3", "2026-04-23", "fact", ["git", "trayscan"],
"@NS3a@ Force-pushing your own feature branch after a rebase is fine on trayscan.")
fact("ns5", "2026-10-09", "fact", ["cyclelog", "deploys"],
"@NS5a@ cyclelog hotfixes are deployed on Friday mornings when one is needed.")
fact("ns9", "2026-06-29", "preference", ["user", "style"],
"@NS9a@ When Marta asks for a new file, give her the whole file.")
fact("ns10", "2026-09-24", "fact", ["theatreorders", "permissions"],
"@NS10a@ Theatre staff can't see other suites' orders in theatreorders, only their own suite's.")

auto("trayscan-upgrade-notes", "trayscan upgrade notes", "2026-10-12", ["trayscan", "upgrade"], """
# trayscan upgrade notes

@V5a@ trayscan runs Django 5.1 with Python 3.12; the admin theme overrides live in `trayscan/templates/admin/`.

- `django-import-export` had to be pinned to the 4.x line
- Watch for the `STORAGES` setting when copying snippets from old answers
""")

# ---------------------------------------------------------------- unlabelled filler
auto("set-names", "tray set naming", "2026-01-19", ["trayscan", "vocabulary"], """
# Tray set naming

Set names follow `<specialty>-<procedure>-<size>`, for example `ORTH-TKR-MAJ` or `GEN-LAP-MIN`.
- Specialty codes come from the theatres list, not invented by SSD
- Variants get a letter suffix, never a new name
""")

auto("incident-2026-03-washer-door", "incident: washer door sensor", "2026-03-21", ["incident", "washers"], """
# Incident 2026-03-19: washer door sensor

WD3 at AVG reported cycles as complete while the door sensor was faulty. cyclelog accepted the records
because the temperature trace was fine.

- Estates replaced the sensor the next morning
- We added a check that the door-locked signal is present for the whole cycle
- 14 loads were reprocessed as a precaution
""")

auto("kch-bench-layout", "KCH bench layout", "2026-04-09", ["kingsmead", "benches"], """
Bench numbering at KCH starts at 21 so tray histories never confuse the two sites.
- Bench 24 is the loan kit bench
- The KCH label printer queue is named `kch-labels`
""")

auto("quality-reports", "quality reports", "2026-05-13", ["reporting", "quality"], """
# Quality reports the SSD asks for

- Monthly: trays reprocessed and why
- Monthly: missing-instrument rate per set
- Quarterly: loan kit turnaround per supplier

Priya Lall reads them before the decontamination committee.
""")

auto("meeting-notes-2026-10", "team meeting notes October", "2026-10-15", ["team", "meeting"], """
# Team meeting, 15 October

- Audit prep is on track; evidence index reviewed
- Theatre coordinators asked for a "tray arriving late" flag
- Hannah asked for supplier contact validation in loankit
- Next meeting after the patching window
""")

auto("cyclelog-api", "cyclelog API", "2026-04-22", ["cyclelog", "api"], """
# cyclelog API

The read-only token for trayscan is in the trayscan settings, not in the repo.

```http
GET /api/v1/loads/{load_id}
GET /api/v1/sterilisers/{code}/cycles?date=2026-04-22
```

- Responses carry the pass/fail result and a link to the trace
- Loads are identified as `<steriliser>-<date>-<cycle number>`
""")

auto("ig-notes", "information governance notes", "2026-02-16", ["ig", "data"], """
# Information governance

- The DPIA for trayscan was signed off in 2025
- Theatre list references count as patient-identifiable in combination with dates
- Any new report that joins trays to theatre lists goes past the IG lead first
""")

auto("estates-liaison", "working with Estates", "2026-06-19", ["estates", "sterilisers"], """
Estates own the sterilisers and washers as machines; SSD owns the process.
- Revalidation dates are kept by Estates, we only mirror them in cyclelog
- Mick Doyle wants a week's notice before any change to the steriliser VLAN
""")

auto("agent-handover", "agent handover template", "2026-03-06", ["agent", "process"], """
# Handover at the end of a session

- What changed (repos, branches)
- What is deployed and where
- Open questions for Marta
""")

auto("theatreorders-returns", "returns flow", "2026-07-02", ["theatreorders"], """
# Returns

A return is booked when a used tray leaves theatre for the SSD.
- Returns are counted against the order that sent the tray
- Contaminated-sharps incidents are flagged on the return, not on the order
""")

auto("expiry-sweep", "nightly expiry sweep", "2026-08-31", ["trayscan", "expiry"], """
The expiry sweep is a Celery beat task in trayscan.
- Trays past their expiry go to the reprocess queue with reason `EXP`
- A summary goes to the shift lead's dashboard tile
""")

auto("power-bi", "Power BI reports", "2026-09-28", ["reporting"], """
- The SSD dashboard in Power BI refreshes three times a day
- Figures for "trays per day" exclude loan kits
- The trust BI team owns the gateway, not us
""")

fact("x1", "2026-01-14", "fact", ["volumes"],
"AVG processes roughly 600 trays a day on weekdays and about 250 at weekends.")
fact("x2", "2026-02-05", "preference", ["reports", "manager"],
"Graham Obi prefers reports as PDF attachments rather than links to dashboards.")
fact("x3", "2026-03-19", "fact", ["loankit", "suppliers"],
"Orthopaedic implant kits are the most frequent loan kits, roughly two thirds of all bookings.")
fact("x4", "2026-04-27", "decision", ["infra", "change-freeze"],
"The trust change freeze runs from 18 December to 5 January; no SSD deploys inside it.")
fact("x5", "2026-05-22", "fact", ["washers"],
"Washer-disinfector WD4 at AVG is reserved for theatre trolleys and boots, not instrument trays.")
fact("x6", "2026-07-21", "fact", ["team"],
"The SSD digital team sits in the AVG decontamination office, room D-114.")
fact("x7", "2026-08-07", "preference", ["user", "style"],
"Marta prefers SQL examples written for Postgres, even when the question is about loankit.")
fact("x8", "2026-10-23", "fact", ["theatreorders", "usage"],
"About 40 theatre coordinators use theatreorders regularly across 18 theatres.")
fact("x9", "2026-11-04", "decision", ["trayscan", "roadmap"],
"The late-tray flag requested by theatres will be built in trayscan, not in theatreorders.")
fact("x10", "2026-11-12", "fact", ["audit"],
"The notified-body auditors want sample cycle records from at least three different sterilisers.")
fact("x11", "2026-06-05", "fact", ["process", "instruments"],
"Single-use instruments are never reprocessed; trayscan blocks them from being added to a tray list.")
fact("x12", "2026-09-10", "fact", ["training"],
"New packers do two weeks shadowing before they get their own bench login.")

auto("cyclelog-traces", "cycle trace storage", "2026-07-30", ["cyclelog", "storage"], """
# Cycle traces

Each load's temperature and pressure trace is stored as a compressed JSON blob next to the record.
- Traces are plotted in the record view with the validated band shaded
- The two Getinge units only give a scanned printout, attached as a PDF
""")

auto("theatre-hours", "theatre hours", "2026-05-02", ["theatre", "schedule"], """
Elective theatre lists at AVG run 08:00–18:00 on weekdays; the emergency theatre runs around the clock.
- The busiest order window is 06:30–07:45 before the first lists
- Saturday lists are orthopaedics only
""")

fact("x13", "2026-03-03", "fact", ["instruments", "trayscan"],
"Instrument-level tracking in trayscan uses laser-etched DataMatrix dots on the instruments themselves, separate from tray labels.")
fact("x14", "2026-08-14", "decision", ["theatreorders", "roadmap"],
"Decided not to build a mobile app for theatreorders; the portal works well enough on theatre tablets.")
fact("x15", "2026-11-18", "fact", ["audit", "quality"],
"Priya Lall signs off every change to the tray release rules before it is deployed.")
