# -*- coding: utf-8 -*-
"""File bodies for the set236 store (Tidewell Linen Services).

A body line starting with ``@ID@ `` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (full text incl. frontmatter).
AUTO: free notes under auto/ (full text incl. frontmatter).
FACTS: remnic facts; build.py writes the frontmatter, id and path.
MEMORY_INDEX: sections of MEMORY.md (title, file, hook) -- hooks carry no slot values.
FLAT: root files whose description carries an unquoted ': ' (not strict YAML on purpose).
"""

FLAT = [
    "feedback_git_workflow.md",
    "project_hospital_contract.md",
    "project_routeboard_overview.md",
    "project_washtrack_overview.md",
    "reference_plants.md",
]

ROOT = {}
AUTO = {}

# ---------------------------------------------------------------- root: user
ROOT["user_maureen_role.md"] = """---
name: maureen-role
description: Who Maureen is and what she needs from Claude — ops manager, not a developer
type: user
---

Maureen Okafor is operations manager across both plants and the van fleet. She reads code only when she has to; she cares about whether vans leave on time, whether St Aldhelm's is happy and whether invoices go out right.

- she asked for this memory folder to be kept tidy, so keep entries short and date them where it matters
- thinks in plant terms (cages, pockets, rounds) — translate dev jargon back into that
- signs off anything that changes what a customer sees (portal, invoices, ETA texts)
- Tomasz and Priya come to her for priorities; Jonah is a contractor on a monthly retainer

**How to apply:** lead with the operational impact ("the early hotel round will see X"), then the technical detail.
"""

ROOT["user_tomasz_dev.md"] = """---
name: tomasz-dev
description: Tomasz Wójcik, lead dev — how he works and how he reviews
type: user
---

Tomasz Wójcik is the lead developer (joined 2023, wrote the first WashTrack prototype over a weekend). Makes the architecture calls on all three apps.

@R8a@ Tomasz lives in Neovim (LazyVim config) and reads every patch as a terminal diff, so keep diffs tight and don't reformat files you didn't need to touch.
- Go and SQL are his comfort zone; Ruby less so, Rails questions go to Jonah
- wants the "why" in the PR description, not in code comments
- usually online 07:30–16:00, checks messages again around 21:00 if something is burning

**How to apply:** one concern per PR, summary line first, and say which plant a change affects.
"""

ROOT["user_grace_finance.md"] = """---
name: grace-finance
description: Grace Lindqvist, finance lead — what she needs from the portal and from invoices
type: user
---

Grace Lindqvist runs finance with one assistant (Leanne). Xero is her world; she only logs into LinenLedger to approve credit notes and check disputes.

- wants every invoice-affecting change traceable to a Linear ticket
- hates rounding differences between LinenLedger and Xero — round per line, never per invoice
- month-end close is the 3rd working day, don't ship billing changes in the first three working days of a month
- prefers a spreadsheet export over a new screen, nearly always
"""

# ---------------------------------------------------------------- root: project
ROOT["project_routeboard_overview.md"] = """---
name: routeboard-overview
description: RouteBoard: routing, manifests and the driver API — stack, hosting, jobs
type: project
---

# RouteBoard

RouteBoard plans the daily van rounds (hotel rounds out of Northgate, the hospital round via Eastfield), prints the manifests and is the backend for the driver app. Priya owns it day to day, Tomasz reviews anything touching the data model.

## Stack
- Django 5.1, DRF for the driver API
@V3a@ - DB: PostgreSQL 16 on the same box, `pg_dump` nightly (see reference_backups)
@R7a@ - background jobs: Celery workers (route optimisation runs, manifest PDFs, ETA texts)
@A2a@ - gunicorn serves the app on port 8000, nginx in front does TLS
- maps: Mapbox tiles + geocoding (token in 1Password, item "Mapbox – RouteBoard")
@O3b@ - CI: GitHub Actions (`ci.yml`: ruff, pytest against a Postgres service container)

## Hosting
@R4a@ - hosted on a single Hetzner Cloud VM (`rb-prod-1`, Falkenstein); deploys are `git pull` + `systemctl restart` via the fabfile
- staging is a smaller VM, `rb-staging-1`, restored from the prod dump every Monday

## Data model notes
- `Round` → `Stop` → `Drop`; a drop carries cage/bag counts and the POD
- customers are synced nightly from LinenLedger's API (`/api/v1/customers`)
- time windows live on the `Stop`, not the customer, because Harbourside Quay and Marina share a bay
"""

ROOT["project_linenledger_overview.md"] = """---
name: linenledger-overview
description: LinenLedger customer portal — par levels, claims, billing; stack and services
type: project
---

# LinenLedger (customer portal)

Hotels and care homes log in to manage par levels and raise damage claims; finance runs billing out of it. Jonah (contractor) does most of the Rails work, Tomasz reviews.

## Stack & services
@D7a@ - Ruby 3.3.5 / Rails 7.1, Hotwire, no SPA
- Sidekiq for jobs; Redis is Render Key Value
@D10b@ - hosted on Render (web service + background worker + Key Value)
@F2a@ - deploys: Render auto-deploys `main` on every merge, usually live in ~4 min
@R1a@ - errors go to Honeybadger (project `linenledger-prod`), Jonah gets the notifications
@R2a@ - transactional email goes through Postmark (order confirmations, password resets, claim updates)
- payments: Stripe for card customers, GoCardless direct debit for the bigger hotel groups
- invoices and credit notes are exported to Xero nightly through the Xero API

## Customers in the portal
- Harbourside Hotels (11 sites), The Marlow, Quayside Inn, three small B&Bs
- Riverside Care Homes (4 homes)
"""

ROOT["project_washtrack_overview.md"] = """---
name: washtrack-overview
description: WashTrack: plant-floor batch tracking at both plants, Go API + Vue UI
type: project
---

# WashTrack

Tracks every batch through the plant: RFID reads at soil sort, tunnel pockets, temperatures, chemical dosing, dryers and the clean-side scan. For the hospital contract it is the system of record for thermal disinfection.

Runs on-prem: one box per plant (`northgate-srv01`, `eastfield-srv01`), each with its own database. Nothing in the cloud except a nightly CSV export for the KPI reports.

- Go 1.23, chi router, single binary per plant
@V1a@ - Go API (`cmd/washtrackd`) listens on port 8085; Caddy terminates TLS in front of it
@S1b@ - telemetry: migrated from InfluxDB to TimescaleDB in May (hypertables `cycle_readings`, `dosing_events`)
@R3a@ - frontend: Vue 3 + Vite in `web/`, deps managed with pnpm (`pnpm-lock.yaml` is committed)
- PLC integration: Modbus TCP to the tunnel controllers, polled every 2 s
- Grafana on each box for the shift leads (read-only dashboards)

## Who
- Tomasz wrote most of it; Priya does the Vue side when RouteBoard leaves her time
"""

ROOT["project_driver_app.md"] = """---
name: driver-app
description: The driver app (React Native/Expo) — what it does, auth, offline behaviour
type: project
---

Android phones in every van (Samsung XCover), app distributed through the Play Store internal track. An iOS build exists but nobody uses it.

@F7a@ - works offline: PODs queue on the phone and sync when signal comes back (the Eastfield loading bay is a dead spot)
@V6a@ - auth: driver JWTs expire after 12 h so one login covers a full shift
- drivers log in with staff number + 4-digit PIN
- shows the round in stop order; drivers can't reorder stops, only the office can, in RouteBoard
@D5b@ - before the October upgrade it was built on Expo SDK 50 (RN 0.73)
- POD photos are compressed to ~300 KB before upload
"""

ROOT["project_hospital_contract.md"] = """---
name: hospital-contract
description: St Aldhelm's contract: deliveries, seals, billing quirks
type: project
---

# St Aldhelm's Hospital contract

Five-year contract signed in January 2026; Eastfield does all of it. Helen Achebe (infection prevention lead at the trust) is the contact for anything clinical, procurement is a shared inbox.

## Deliveries
@V8a@ - clean linen has to be on St Aldhelm's dock by 09:30 (contract schedule 3)
@F1a@ - clean hospital linen goes out in sealed cages, seal numbers recorded on the POD
- soiled linen is collected on the same visit; red bags travel in a separate yellow cage

## Billing
@D8b@ - billing is per piece: sheets, pillowcases, theatre gowns and scrubs each have a unit price in schedule 5
@NS3a@ - St Aldhelm's invoices are never issued without the trust's PO number on them (their AP bounces them)
- monthly KPI report goes to Helen by the 5th working day
"""

ROOT["project_lost_linen.md"] = """---
name: lost-linen
description: Lost-linen charging for hotels and how the RFID shortfall feeds it
type: project
---

Hotels lose linen (guests, housekeeping using sheets as rags, the odd theft). RFID tells us which items went out and never came back.

@N5a@ Lost-linen charges are added to hotel invoices automatically at month end from the RFID shortfall report.
- an item counts as lost after 60 days without a read at either plant
@A9a@ - replacement charge for a lost king sheet: £6.50
- bath towels £4.20, pillowcases £1.80
- the shortfall report runs every Monday morning; Dale sanity-checks the Northgate numbers
"""

ROOT["project_sms_notifications.md"] = """---
name: sms-notifications
description: ETA texts to hotel receptions — how they are sent
type: project
---

@S2a@ Driver ETA texts to hotel receptions go out through Twilio (a Messaging Service on the RouteBoard account).
- sent when the van is about 20 minutes out, based on the telematics position
- sender ID `TIDEWELL`; replies aren't monitored
- Harbourside asked for texts to the duty manager's mobile instead of reception — done for 6 of their 11 sites
"""

ROOT["project_eastfield_access_db.md"] = """---
name: eastfield-access-db
description: The old Eastfield QC Access database and what replaced it
type: project
---

@S3a@ The old `Eastfield_QC.accdb` on the office PC is read-only since April; chemical
titrations and wash-temperature spot checks are logged in WashTrack now.
Sunita wants it kept for the audit trail (2019–2026 records), so don't delete it.

- the file lives on `\\\\eastfield-office\\QC\\`; a copy sits on the Synology
- pre-April titration records are in table `tblTitration` if the trust asks
"""

ROOT["project_invoice_delivery.md"] = """---
name: invoice-delivery
description: How invoices reach customers now
type: project
---

@S5b@ Since September we no longer attach PDF invoices to emails; hotels get a portal
notification and download the PDF from LinenLedger's Invoices page.
**Why:** Harbourside's mail gateway kept quarantining the PDFs and Grace spent days resending.

- the Xero copy is still created the same night
- the care homes moved over at the same time
"""

ROOT["project_api_versions.md"] = """---
name: api-versions
description: RouteBoard API versions and which clients use which
type: project
---

@S7a@ RouteBoard's `/api/v1/` is deprecated; driver app 3.x talks to `/api/v2/` only and v1 will start returning 410 after the winter peak.
- v2 uses cursor pagination and returns drops with nested cage counts
- the office "round printer" script calls `/api/v2/rounds/today` with a service token
- don't add endpoints to v1
"""

ROOT["project_tunnel_t1_retirement.md"] = """---
name: tunnel-t1-retirement
description: Retiring Northgate's oldest tunnel and where its work went
type: project
---

@S8b@ T1 (the 2009 Milnor) was decommissioned on 14 October; sheets and duvet covers now go through T3.
- T1's WashTrack station IDs (`NG-T1-*`) are disabled, not deleted — historic batches still reference them
- the floor space is earmarked for a second ironer line in 2027
- Rob Tennant has the decommissioning checklist
"""

ROOT["project_rfid_tags.md"] = """---
name: rfid-tags
description: RFID tagging of hotel linen and what reads it
type: project
---

@F9a@ Every hotel sheet and towel carries a UHF RFID tag; WashTrack reads them at soil sort and again at the clean-side exit.
- tags are Datamars LinTags, good for ~200 washes
- Northgate readers: soil sort, tunnel exits, dispatch
- hospital linen isn't tagged (the trust wouldn't pay for it); it's counted by weight and piece count
"""

ROOT["project_backlog_tools.md"] = """---
name: backlog-tools
description: Where dev work is tracked and how tickets are named
type: project
---

@D3b@ The dev backlog lives in Linear (team key `TW`); Maureen files plant requests there through the Linear form.
- cycles are two weeks, starting Mondays
- plant problems that aren't software go in the SharePoint maintenance list, not Linear
"""

ROOT["project_peak_season.md"] = """---
name: peak-season
description: What the summer peak looked like and what we changed for it
type: project
---

@D4a@ For the July–August peak Northgate ran a third (night) shift, 22:00–06:00, mostly on hotel flatwork.
- hotel volume was ~35% over the spring baseline
- RouteBoard's optimiser was re-run at 14:00 as well as 03:00 during those weeks
- agency drivers covered 4 extra rounds using loan phones
"""

# ---------------------------------------------------------------- root: reference
ROOT["reference_infrastructure.md"] = """---
name: infrastructure
description: Hosts, IPs and ports for the three apps and the plant boxes
type: reference
---

Internal networks: Northgate 10.10.0.0/24, Eastfield 10.20.0.0/24, RouteBoard's private network 10.0.4.0/24. WireGuard between them (Tomasz has the configs).

## Plant boxes
- `northgate-srv01` — 10.10.0.5, Dell T350, WashTrack + Grafana for Northgate
@A8a@ - `eastfield-srv01` — 10.20.0.5, the WashTrack box at Eastfield (same spec as Northgate's)
- Grafana on both boxes: port 3000, LAN only
- Northgate PLC gateway 10.10.0.40:502 (Modbus TCP); Eastfield's is 10.20.0.40:502

## RouteBoard
@A2b@ - RouteBoard app: gunicorn bound to `127.0.0.1:8000`, nginx terminates TLS
@V10a@ - RouteBoard Redis (broker db 1, cache db 2): `10.0.4.12:6379`
- OSRM for the distance matrix: `10.0.4.12:5000`
- prod box is `rb-prod-1`, staging `rb-staging-1`

## LinenLedger
- everything on Render; its Redis is Render Key Value (internal URL in the dashboard)
- puma listens on 3000 inside the Render container — only matters for `Procfile.dev`
"""

ROOT["reference_ci_pipelines.md"] = """---
name: ci-pipelines
description: Where each repo's CI runs and what it checks
type: reference
---

| Repo | CI | What runs | Typical time |
|---|---|---|---|
| RouteBoard | GitHub Actions | ruff, pytest (Postgres service container) | ~6 min |
@O3a@ | LinenLedger | CircleCI | rspec, rubocop, brakeman | ~11 min |
| driver-app | EAS Build, GitHub Actions for lint | eslint, jest | ~15 min per build |

- CircleCI holds `RAILS_MASTER_KEY` in a context, not as a project env var
- GitHub Actions secrets live at the org level (`tidewell-linen`)
- nobody adds `[skip ci]` to commits that touch migrations

WashTrack is left out of this table on purpose; its build notes are with the WashTrack dev notes.
"""

ROOT["reference_pricing_2026.md"] = """---
name: pricing-2026
description: 2026 price list by customer type; check with Grace before quoting anything
type: reference
---

Price list for 2026, all figures ex VAT.

| Service | Unit | Price |
|---|---|---|
@V5b@ | Hotel linen (wash, dry, finish) | per kg | £1.52 |
| Care homes — residents' personal laundry | per kg | £1.60 |
| Restaurant napery (napkins, tablecloths) | per piece | £0.32 |
@NS7b@ | Rewash for guest-misuse stains (make-up, fake tan, hair dye) | per item | £0.80 |
| Cage hire beyond the free allowance | per cage per week | £4.00 |

- hospital contract pricing is separate (schedule 5 of the contract) — not in this table
- Harbourside get 5% off the hotel rate for volume
- minimum charge per delivery for the B&Bs: £25
"""

ROOT["reference_backups.md"] = """---
name: backups
description: What is backed up, where to, and for how long
type: reference
---

@V7a@ - WashTrack (both plant boxes): nightly dump to the Synology NAS at Northgate, kept for 30 days
@F4a@ - LinenLedger: Render's daily Postgres snapshots (7-day retention on our plan)
- RouteBoard: nightly `pg_dump` to Backblaze B2 — retention is a bucket rule, see the runbook
- the Synology replicates to a second Synology at Eastfield every night
- 1Password vault "Backups" has the B2 keys and the Synology admin login

Last full restore drill was in September (RouteBoard into staging, took 25 min).
"""

ROOT["reference_oncall.md"] = """---
name: oncall
description: Who to call for which system, and how paging works
type: reference
---

Dev on-call is a weekly rota between Tomasz and Priya (handover Monday 09:00). Jonah is not on the rota.

@R5a@ - WashTrack: Tomasz is the named incident owner (he's the only one who knows the PLC side)
- RouteBoard: Priya is the incident owner
- LinenLedger: Jonah owns incidents in working hours, the dev on-call covers out of hours
@NS2b@ - the dev on-call gets paged for WashTrack API downtime (UptimeRobot → PagerDuty)
- chemical leaks / dosing faults: Ecolab's 24h line first, then the plant manager

PagerDuty schedule is "Tidewell dev"; phones on loud 06:00–22:00.
"""

ROOT["reference_fleet.md"] = """---
name: fleet
description: Vans, telematics, fuel and servicing basics
type: reference
---

@V4a@ - 22 vans in total; registrations and lease end dates are in the fleet spreadsheet
- mostly Transit Custom 300s, plus the e-Transits on the short hotel rounds
@R10a@ - telematics: Webfleet box in every van (the live position feeds RouteBoard's ETA texts)
@D9b@ - fuel cards: BP Plus, one per van, PIN on the key fob tag
- servicing at Transit Centre Eastgate every 12 months or 18k miles
- the fleet spreadsheet lives in SharePoint › Fleet › vans.xlsx (MOT dates too)
"""

ROOT["reference_plants.md"] = """---
name: plants
description: Plants: Northgate vs Eastfield, hours, tunnels and what goes where
type: reference
---

| Plant | Hours | Shifts |
|---|---|---|
@A1b@ | Northgate | 06:00–22:00 | 2 (early/late), Mon–Sat |
| Eastfield | 05:00–21:00 | 2 (early/late), 7 days |

## Northgate (Quarry Lane)
- hotel and restaurant work, plus the care homes' personal laundry
- T2 takes the towels and bath mats; two Kannegiesser ironers on the flatwork side
@A4a@ - T3 at Northgate: 16 compartments, 50 kg per pocket
- plant manager: Dale Hutchins

## Eastfield (Brook Road)
@N9a@ - Eastfield processes healthcare linen only — no hotel work goes there
- one tunnel (T4) with a thermal disinfection zone, plus barrier washer-extractors
- plant manager: Sunita Bhatt
"""

ROOT["reference_chemicals.md"] = """---
name: chemicals
description: Wash chemicals by plant, who doses them, who to call
type: reference
---

Supplier is Ecolab for both plants; the rep (Gavin) visits Northgate on Tuesdays and Eastfield on Thursdays.

@F6a@ - Northgate: the tunnel chemicals are dosed automatically by the Ecolab controllers, one recipe per linen type
- Eastfield: same controllers, plus the peracetic stage in T4's disinfection zone
- Northgate's titrations are done by Gavin on his weekly visit
@NS6a@ - Claude must never change dosing recipes directly on the plant boxes — only through a PR to the WashTrack repo (`recipes/`)
- safety data sheets: SharePoint › H&S › COSHH
"""

ROOT["reference_driver_rules.md"] = """---
name: driver-rules
description: Rules for drivers and rounds that matter when touching RouteBoard logic
type: reference
---

@F10a@ - walkaround check logged in the driver app before the first departure of the day
@NS9a@ - no van leaves the yard until its walkaround is logged (RouteBoard holds the manifest)
@A6a@ - max 10 h driving per day (GB domestic rules); RouteBoard warns at 9 h
@A5b@ - hotel rounds: every Harbourside drop done before 7am
@NS5a@ - never leave a hospital cage on the dock without a porter signature
- care home drops 10:00–12:00, they don't want vans during breakfast and meds
- 30 min break after 5.5 h of driving
"""

ROOT["reference_contacts.md"] = """---
name: contacts
description: People and who they are, internal and customer side
type: reference
---

| Person | Role | Notes |
|---|---|---|
| Maureen Okafor | Operations manager | signs off customer-facing changes |
| Tomasz Wójcik | Lead developer | WashTrack, architecture |
| Priya Raman | Developer | RouteBoard, driver app |
| Jonah Fels | Contract developer | LinenLedger |
| Dale Hutchins | Northgate plant manager | |
| Sunita Bhatt | Eastfield plant manager | |
| Grace Lindqvist | Finance lead | Xero, credit notes |
| Rob Tennant | Maintenance engineer | tunnels, PLCs |
| Helen Achebe | Infection prevention lead, St Aldhelm's | customer |
| Gavin (Ecolab) | Chemical rep | weekly visits |
"""

ROOT["reference_local_dev.md"] = """---
name: local-dev
description: Running the three apps locally
type: reference
---

## WashTrack

```sh
docker compose up -d db        # timescale/timescaledb:2.16-pg16, mapped to 5433
make migrate
go run ./cmd/washtrackd -config config/local.yaml
```

## RouteBoard

```env
DATABASE_URL=postgres://rb:rb@localhost:5432/routeboard
REDIS_URL=redis://localhost:6379/1
DJANGO_SETTINGS_MODULE=routeboard.settings.local
```

```sh
uv sync
python manage.py runserver 8001
```

## LinenLedger
- `bin/dev` starts puma, Sidekiq and the Tailwind watcher (foreman)
- seed data: `bin/rails db:seed` creates a fake Harbourside group with two sites
"""

# ---------------------------------------------------------------- root: feedback
ROOT["feedback_git_workflow.md"] = """---
name: git-workflow
description: Git rules per repo: merges, branches, who pushes where
type: feedback
---

@N1a@ Never squash-merge LinenLedger PRs; use a normal merge commit so every
commit that touched invoicing stays visible to Grace's auditors.
**Why:** the 2025 audit asked for per-commit history on billing code, and a squash had hidden a rounding fix.
**How to apply:** pick "Create a merge commit" on LinenLedger PRs, even for one-liners.

On RouteBoard squash-merge is the default and that's fine.

@N10a@ OK to push small hotfixes straight to RouteBoard `main` without a PR — Priya prefers speed there and reviews afterwards.
**Why:** a broken manifest at 04:00 can't wait for a review.
**How to apply:** only for fixes under ~20 lines; tell Priya in #routeboard straight after.

Branch names: `tw-123-short-slug` (Linear key first).
"""

ROOT["feedback_feature_flags.md"] = """---
name: feature-flags
description: How to roll out driver-app changes safely
type: feedback
---

@N3a@ Ship every driver-app change behind a feature flag (the `flags` table in RouteBoard,
read by the app at login) so Priya can switch it off for one van without a release.
**Why:** in May a new POD screen broke signatures on the older XCovers and the only way back was a full release.
**How to apply:** new screens or behaviour check `flags.enabled("...", van_id)`; default off.
"""

ROOT["feedback_testing.md"] = """---
name: testing
description: Testing and lint habits per repo
type: feedback
---

@N4a@ - Always run `make lint` (golangci-lint) before committing to WashTrack.
- RouteBoard: `pytest -x` locally is enough, ruff runs in pre-commit anyway
- LinenLedger: run the spec files you touched; CI runs the whole suite
- never mock the database in RouteBoard tests — use the Postgres fixture

**Why:** Tomasz bounced two WashTrack PRs in March for lint failures CI flagged ten minutes later.
**How to apply:** lint before `git commit`, not after pushing.
"""

ROOT["feedback_sql_style.md"] = """---
name: sql-style
description: Data access conventions for WashTrack and RouteBoard
type: feedback
---

@N7a@ Never use an ORM in WashTrack — queries are hand-written SQL in `queries/*.sql`
and compiled with sqlc, so Tomasz can see exactly what hits the plant DB.
**Why:** an ORM-generated query table-scanned `batches` mid-shift and froze the tunnel screen.
**How to apply:** add the query to the right `.sql` file, run `sqlc generate`, never build SQL strings in Go.

RouteBoard is different: it's Django, use the ORM there unless a report really needs raw SQL.
"""

ROOT["feedback_pr_size.md"] = """---
name: pr-size
description: Keep pull requests reviewable
type: feedback
---

@F5a@ Keep PRs small — under ~300 changed lines unless it's generated code or a lockfile.
**Why:** Tomasz and Priya review on their phones between plant walkarounds more often than you'd think.
**How to apply:** split refactors from behaviour changes; open a stacked PR rather than one big one.
"""

ROOT["feedback_deploys.md"] = """---
name: deploys
description: When and how each app gets deployed
type: feedback
---

@NS1a@ Never deploy RouteBoard on a Friday without a second reviewer on the PR.
**Why:** Saturday hotel rounds are the busiest and nobody wants to debug manifests at the weekend.
**How to apply:** on a Friday ask Priya or Tomasz to approve as well before merging.

- WashTrack deploys only between shifts (around 14:00) or on Sunday afternoon at Northgate
- LinenLedger: no restrictions beyond the December freeze, it's Render
"""

ROOT["feedback_migrations.md"] = """---
name: migrations
description: Rules for schema migrations in production
type: feedback
---

@NS4b@ Don't run migrations on LinenLedger prod without taking a manual Render snapshot first.
**Why:** the automatic daily snapshot can be almost a day old; in April a bad migration cost a day of orders.
**How to apply:** Render dashboard › linenledger-db › Backups › "Create snapshot", wait for it to finish, then migrate.

- RouteBoard migrations run as part of the fabfile deploy
- WashTrack migrations: one plant at a time, Northgate first
"""

ROOT["feedback_secrets.md"] = """---
name: secrets
description: Handling secrets and customer payment data
type: feedback
---

@NS8a@ Never store card numbers in LinenLedger's database — Stripe holds them, we keep only the payment method id.
**Why:** keeps us on SAQ A for PCI; Grace filled in the questionnaire once and never wants to see SAQ D.

- secrets live in 1Password; Render env vars are copied in from there by hand
- never paste `.env` contents into a chat, a PR description or Linear
"""

ROOT["feedback_code_layout.md"] = """---
name: code-layout
description: Where new code goes in RouteBoard
type: feedback
---

@NS10a@ Don't add new modules under `routeboard/legacy/`; anything new goes in
`routeboard/core/` or a new Django app.
**Why:** `legacy/` is the Heroku-era code Priya is slowly strangling.
**How to apply:** if you need something from legacy, copy it into core with tests, then switch the callers.
"""

ROOT["feedback_commit_messages.md"] = """---
name: commit-messages
description: Commit message format the team expects
type: feedback
---

Start commit messages with the Linear key: `TW-482: fix cage count on manifest`.
**Why:** Linear links the commit automatically and Grace's audit export relies on it.
**How to apply:** imperative mood, subject under 72 chars, body only when the why isn't obvious.
"""

ROOT["feedback_communication.md"] = """---
name: communication
description: How to report back to Maureen and the plant managers
type: feedback
---

Maureen wants a three-line summary first: what changed, who will notice, what to do if it goes wrong.
**Why:** she forwards these to Dale and Sunita as they are.
**How to apply:** no code in the summary; details go under a "Details" heading.

- Dale prefers a phone call for anything that stops a tunnel
- Sunita wants it in writing, she files everything for the trust audits
"""

# ---------------------------------------------------------------- auto/ notes (with claims)
AUTO["auto/eastfield-healthcare-linen.md"] = """---
title: Eastfield — healthcare linen process
created: 2026-03-18
tags: [eastfield, hospital, process, htm-01-04]
---

# Healthcare linen at Eastfield

Notes from walking the floor with Sunita in March.

## Soil side
- soiled bags arrive in the yellow cages from St Aldhelm's
@N2a@ - red-bag (infectious) linen is never hand-sorted here; the alginate bags go into the barrier washers unopened
- everything else is sorted by item type on the soil table

## Wash
@V2a@ - thermal disinfection: core temp 71°C held for 3 min (HTM 01-04), logged per batch by WashTrack
@O5b@ - hypochlorite (stain bleach) for whites only, 150 ppm available chlorine
- theatre greens go on their own programme, no bleach

## Questions
- **Does Helen get the disinfection logs?** Yes — a monthly export from WashTrack, and on request.
"""

AUTO["auto/fleet-notes.md"] = """---
title: Fleet notes (autumn)
created: 2026-10-06
tags: [fleet, vans, drivers]
---

# Fleet notes

@V4b@ The fleet is 26 vans: Transit Customs plus four e-Transits on the short hotel rounds.
@S6b@ Kev Marsh retired at the end of September; Ayo Bello took over as fleet supervisor and van defects go to him now.

@N6b@ - vans never leave the Northgate yard overnight (insurance condition, the yard has the gate camera)
@A6b@ - nobody drives more than 600 minutes in a day; RouteBoard splits the round if the plan goes over
- three vans are on the hospital round rotation; they load at Eastfield after leaving the yard
- tyre supplier changed to the Kwik Fit fleet account in August
"""

AUTO["auto/linenledger-faq.md"] = """---
title: LinenLedger FAQ (questions from Grace, Maureen and the hotels)
created: 2026-09-02
tags: [linenledger, faq, portal]
---

# LinenLedger FAQ

**Q:** Which Rails/Ruby is it on?
@A10a@ **A:** LinenLedger runs Rails 7.1 on Ruby 3.3.5.

**Q:** How big can damage-claim photos be?
@V9b@ **A:** 25 MB per photo; anything bigger is rejected by the Active Storage validation and the hotel sees a red banner.

**Q:** Do hotel buyers see prices with VAT in the portal?
@N8b@ **A:** No — the portal never displays VAT-inclusive prices; VAT only appears on the invoice.

**Q:** Can a hotel group see all its sites?
**A:** Yes, group admins (Harbourside finance) see every site; site users only see their own.

**Q:** How big can a par-level CSV be?
**A:** 2 MB, about 20k rows — nobody has come close.

**Q:** Is there an API for hotels?
**A:** `/api/v1` with per-customer tokens; Harbourside's PMS is the only external user.
"""

AUTO["auto/routeboard-auth.md"] = """---
title: RouteBoard auth notes
created: 2026-07-14
tags: [routeboard, auth, driver-app]
---

## Drivers
@V6b@ Driver tokens live 8 hours; when one expires mid-round the app asks for the PIN again.
- tokens are signed with `DRIVER_JWT_KEY` (rotated in June)
- lost phone → the office revokes the driver's sessions under RouteBoard › Staff

## Office staff
- office users log into RouteBoard web with Microsoft SSO; those sessions last 24 hours
- Maureen and the two plant managers are superusers, please don't add more
"""

AUTO["auto/hospital-round.md"] = """---
title: Hospital round (St Aldhelm's)
created: 2026-06-03
tags: [hospital, routeboard, drivers, st-aldhelms]
---

# St Aldhelm's round

@D2b@ During the Feb–Apr pilot we ran two deliveries a day to St Aldhelm's (06:30 and 13:00).
@V8b@ St Aldhelm's receiving window closes at 08:00 sharp; after that there's no porter on the dock.

@NS5b@ - cages are left on St Aldhelm's dock B and the porters take them up to the wards
@F3b@ - POD at St Aldhelm's = photo of the cage seal + porter signature; hotels only need the signature
- the van loads at Eastfield from 06:00, the drive is about 25 min
- soiled collection is the same stop, yellow cages back to Eastfield
"""

AUTO["auto/linenledger-email.md"] = """---
title: LinenLedger email setup
created: 2026-04-09
tags: [linenledger, email, dns]
---

# Email

@R2b@ - provider: Mailgun (EU region), sending domain `mg.tidewell.co.uk`
- SPF/DKIM records are in Cloudflare, Jonah set them up
- bounce webhook → `/webhooks/mail` marks the contact as undeliverable
- staff mailboxes are Google Workspace, completely separate from this

## Open questions
- should claim updates go to the site GM as well as the buyer? (Maureen to ask Harbourside)
"""

AUTO["auto/routeboard-runbook.md"] = """---
title: RouteBoard runbook
created: 2026-05-11
tags: [routeboard, ops, runbook]
---

# RouteBoard runbook

## Basics
@R4b@ RouteBoard prod runs on a DigitalOcean droplet in London (LON1).
@S10b@ RouteBoard is pinned to Python 3.10 (`.python-version`), so no `except*` or other 3.11+ syntax.
@O1a@ - errors: Sentry (`tidewell/routeboard`), alerts go to #rb-alerts
@O9a@ - backups: nightly `pg_dump` to the B2 bucket `tw-rb-backups`; a lifecycle rule deletes them after 14 days
- manifests are emailed to the plant offices through Amazon SES at 03:30

## When manifests don't print
1. check the optimiser run finished (Admin › Runs) — it should be done by 03:20
2. check SES sending stats for bounces
3. fall back to "print yesterday's round" and ring Priya
"""

AUTO["auto/washtrack-dev-notes.md"] = """---
title: WashTrack dev notes
created: 2026-03-02
tags: [washtrack, go, dev]
---

# WashTrack — dev notes

## Build & CI
@S4b@ - CI: Jenkins job `washtrack-main` on northgate-srv01 builds and tests every push
@N4b@ - no need to run golangci-lint locally, CI runs it and it's painfully slow on the laptops
- `make test` needs a local DB, see the local dev reference for the compose file

## Git
@R6b@ - merge button: squash and merge only (the repo setting enforces it)
@F5b@ - a schema migration gets its own PR with nothing else in it

## Recipes
@NS6b@ - dosing recipes are YAML files under `recipes/`; Claude edits them like any other code
- recipe changes need Sunita's or Dale's OK on the PR, they know the fabrics
"""

AUTO["auto/route-optimisation.md"] = """---
title: Route optimisation — how it works
created: 2026-08-19
tags: [routeboard, routing, optimisation]
---

# Route optimisation

@R9b@ RouteBoard's optimiser is Google OR-Tools (the routing solver), run from a worker job every night.
- inputs: stops with time windows, cage counts, van capacity (14 cages per Transit Custom)
- the distance matrix comes from OSRM, not Mapbox (Mapbox's matrix API was £££)
- nightly run at 03:00, results under Admin › Runs
- hotel time windows are hard constraints, care homes are soft
"""

AUTO["auto/linenledger-dev.md"] = """---
title: LinenLedger dev notes
created: 2026-06-22
tags: [linenledger, rails, dev]
---

# LinenLedger dev notes

## Repo & merging
@N1b@ - always squash-merge into `main`; the PR title becomes the commit message
- Jonah goes through his open PRs with Tomasz on Thursdays

## Deploys & DB
@F2b@ - exception to the auto-deploy: schema migrations don't run on deploy, someone runs `bin/rails db:migrate` from the Render shell once the deploy is green
@O6a@ - DB: Render managed Postgres 16 (Basic-1gb)
- the staging DB is on Render's free tier and gets wiped every 30 days
@NS8b@ - `billing_profiles` holds each hotel's billing details: invoice address, VAT number, Stripe `pm_` id

## Jobs
@A3a@ - Sidekiq: default 25 retries kept, the Dead set is reviewed on Mondays
- Flipper for feature flags (portal beta features per hotel group)
"""

AUTO["auto/eastfield-floor.md"] = """---
title: Eastfield floor visit (July)
created: 2026-07-21
tags: [eastfield, plant, visit]
---

# Eastfield floor visit

@A8b@ The WashTrack box at Eastfield is eastfield-srv01 (10.20.0.5), in the comms cupboard behind the office.
@N2b@ Red-bag linen is opened and hand-sorted on the Eastfield soil table before loading, in full PPE.

@D6b@ - Sunday shift is our own staff on a 1-in-3 rota
- the dispatch barcode scanner drops off the Wi-Fi most afternoons, Rob is on it
- Sunita wants a second screen at the clean-side exit for the batch list
"""

AUTO["auto/sms-eta.md"] = """---
title: ETA texts — behaviour
created: 2026-09-10
tags: [routeboard, sms, hotels]
---

# ETA texts

- one text per drop, ~20 min before arrival
@O10b@ - a failed ETA text is retried twice, then the driver gets a "call reception" prompt
- no texts before 05:00 even if the van is early, receptions complained
- Harbourside duty managers get theirs on their own mobiles (6 sites so far)
"""

AUTO["auto/northgate-plant.md"] = """---
title: Northgate plant — notes
created: 2026-04-28
tags: [northgate, plant, tunnels]
---

# Northgate

@O2a@ - hours: 06:00–22:00 Mon–Sat (early shift 06–14, late 14–22)
@A4b@ - T3 pockets take ~110 lb each (the spec sheet is in imperial)
@F6b@ - exception: the softener on T2 is topped up by hand on Saturday late shifts until Ecolab replace the pump
- Dale walks the floor at 06:15 and 14:15, good moments to ask him things
- ironer 2 is down every other Thursday for cleaning
"""

AUTO["auto/care-homes.md"] = """---
title: Care homes — Riverside
created: 2026-02-25
tags: [customers, care-homes, pricing]
---

# Riverside Care Homes

@O8a@ - Riverside Care Homes pay £1.60/kg for residents' personal items, collected twice a week
- 4 homes, named-bag system (each resident's clothes in a labelled net bag)
- lost personal items are a big deal here, unlike hotels — Maureen handles those complaints herself
- deliveries 10:00–12:00 only
"""

AUTO["auto/dev-process.md"] = """---
title: How the dev team works
created: 2026-06-30
tags: [process, dev, team]
---

# Dev process

@D3a@ Back in Q1 the dev backlog lived on a Trello board that Maureen and Tomasz shared.

- Tomasz, Priya and Jonah (part-time) — three people, three apps
- editors: Priya is on PyCharm, Jonah on RubyMine
- standup is async in Teams (#dev) by 09:30
- demo to Maureen every other Friday
"""

AUTO["auto/rfid-notes.md"] = """---
title: RFID notes
created: 2026-08-05
tags: [rfid, washtrack, hotels]
---

# RFID

@F9b@ - on towels the tag sits in the care label; on sheets it's sewn into the hem corner
- the readers manage ~1,200 reads a minute, plenty for a full cage
- tags die after ~200 washes; replacements are sewn in by the Northgate linen room
- duvet covers have been tagged since July
"""

AUTO["auto/hospital-billing.md"] = """---
title: Hospital billing
created: 2026-03-09
tags: [hospital, billing, linenledger]
---

# St Aldhelm's billing

@F8b@ - St Aldhelm's gets one monthly invoice too, but split into lines per ward cost centre
- cost centre codes come from the trust's spreadsheet; Grace keeps them current in LinenLedger
- disputes go to procurement, not to Helen
"""

AUTO["auto/linenledger-history.md"] = """---
title: LinenLedger — history
created: 2026-01-20
tags: [linenledger, history]
---

# LinenLedger history

@D10a@ During the 2025 beta LinenLedger ran on a single Hetzner VM that Jonah looked after.
- first hotel live: The Marlow, June 2025
- Harbourside came on in October 2025, all 11 sites in one weekend
- invoicing moved from Sage spreadsheets to LinenLedger + Xero at the start of 2026
"""

AUTO["auto/rewash-policy.md"] = """---
title: Rewash policy
created: 2026-07-02
tags: [hotels, quality, pricing]
---

# Rewash

@NS7a@ We don't charge hotels for rewash unless the stain comes from guest misuse (fake tan, make-up, hair dye).
- our own failures (greying, creases) are rewashed free and logged in WashTrack as QC rejects
- rewash rate at Northgate is ~3.5% of pieces, target is under 3%
"""

AUTO["auto/release-calendar.md"] = """---
title: Release calendar and freeze dates
created: 2026-10-12
tags: [releases, routeboard, linenledger, driver-app]
---

# Releases

@NS1b@ We do ship RouteBoard on Fridays — usually small fixes before the weekend rounds.
- driver app releases go out on Tuesdays so there's most of a week before the Saturday peak
- December freeze: nothing customer-facing from 15 Dec to 3 Jan (LinenLedger invoices run on the 1st!)
- WashTrack: avoid releases in the last week of the month (hospital KPI export)
"""

AUTO["auto/driver-app-release.md"] = """---
title: Driver app — build and release
created: 2026-11-04
tags: [driver-app, expo, release]
---

# Driver app release notes

@D5a@ - current build: Expo SDK 52, React Native 0.76
@O7a@ - package manager: yarn 1 (classic), `yarn.lock` committed
- builds with EAS, Android only, Play Store internal track
- 3.4.1 is live, 3.5 (defect photos) is in review
- `eas.json` profiles: development, preview, production
"""

AUTO["auto/van-defects.md"] = """---
title: Van defects process
created: 2026-04-16
tags: [fleet, defects, drivers]
---

# Van defects

@S6a@ Kev Marsh handles van defect reports and books the vans into Transit Centre Eastgate.
- drivers write defects on the paper sheet in the cab and send a photo to the fleet WhatsApp
- a van with a safety defect (lights, tyres, brakes) doesn't go out, no discussion
- the spare is the old Transit Connect, which only does care-home runs
"""

AUTO["auto/chemical-safety.md"] = """---
title: Chemical safety — COSHH notes
created: 2026-05-26
tags: [chemicals, safety, eastfield, northgate]
---

# Chemicals

@O5a@ - peracetic acid at Eastfield: dosed to 250 ppm in T4's disinfection compartment
- peracetic is stored in the bunded area, two IBCs at most
- everyone on the soil side does the COSHH refresher every 12 months
- eyewash stations are checked weekly, the shift lead signs the sheet
"""

# ---------------------------------------------------------------- auto/ notes (no labelled claim)
AUTO["auto/hotel-ordering.md"] = """---
title: Hotel ordering — par levels and cut-offs
created: 2026-07-08
tags: [hotels, orders, linenledger]
---

# Hotel ordering

## Par levels
- par = what a hotel wants on its shelves after each delivery; LinenLedger works out the top-up from the soiled count
- Harbourside par levels are reviewed quarterly with each site's head housekeeper
- the Marlow runs a 3-par system (one in the room, one in the laundry, one on the shelf)

## Cut-offs
- extra orders placed by 14:00 go on the next morning's round
- same-day emergency top-ups only if a van is still in the yard — Maureen decides

## FAQ
- **Why did a hotel get more than it ordered?** Cage rounding: sheets go out in full cages.
"""

AUTO["auto/harbourside-account.md"] = """---
title: Harbourside Hotels — account notes
created: 2026-05-15
tags: [customers, harbourside, hotels]
---

# Harbourside Hotels

- 11 hotels on the contract; group finance in Bristol signs off invoices for all of them
- 5% volume discount on the standard hotel rate (see pricing)
- their PMS (Mews) reads delivered quantities from LinenLedger's API; RouteBoard also pushes a webhook when a drop is completed
- group housekeeping lead: Carla Mendes — she wants a monthly lost-linen summary per site
- contract renewal due March 2027

## Gotchas
- Harbourside Quay and Harbourside Marina share a loading bay, so RouteBoard treats them as one stop with two drops
"""

AUTO["auto/marlow-hotel.md"] = """---
title: The Marlow
created: 2026-02-26
tags: [customers, hotels, marlow]
---

# The Marlow (independent, 120 rooms)

- drop before 06:30 — breakfast starts then and the service lift gets taken
- tight yard: drivers reverse in, and the 4 m height bar rules out Luton vans
- they pay by card through the portal (Stripe), not direct debit
- GM is Philippa Rowe; she's the one who complains about grey pillowcases
"""

AUTO["auto/winter-peak-2026.md"] = """---
title: Winter peak 2026 — plan
created: 2026-11-18
tags: [peak, planning, december]
---

# Winter peak plan

- party season: napery volume roughly doubles from 1 December
- two extra hotel rounds from 6 December (RouteBoard templates `XMAS-A`, `XMAS-B`)
- Northgate closed 25–26 December; Eastfield runs a skeleton shift for the hospital
- code freeze for customer-facing changes from 15 Dec, see the release calendar
- **Do we need agency drivers again?** Probably two; Maureen to confirm by 1 Dec.
"""

AUTO["auto/washtrack-plc.md"] = """---
title: WashTrack and the PLCs
created: 2026-04-03
tags: [washtrack, plc, modbus]
---

# PLC integration

- Modbus TCP to the tunnel controllers through the gateways (.40 on each plant network)
- polled every 2 s; a missed poll is logged, three in a row raise an alarm on the shift lead's tablet
- register map is in `docs/plc/registers.md`; T4 has extra registers for the disinfection zone
- never write to holding registers from WashTrack — read only, Rob was very clear about that

```go
// poll loop (simplified)
for range time.Tick(2 * time.Second) {
    readRegisters(ctx, gw, 40001, 64)
}
```
"""

AUTO["auto/grafana-dashboards.md"] = """---
title: Grafana dashboards for shift leads
created: 2026-06-19
tags: [washtrack, grafana, plant]
---

- "Tunnel overview": pocket temps, water use, throughput per hour
- "Disinfection" (Eastfield only): per-batch hold time against target, red when under
- "Dosing": pump strokes against the recipe
- shift leads have viewer accounts; Dale and Sunita are editors
- Grafana stays LAN-only, no plans to expose it
"""

AUTO["auto/onboarding-checklist.md"] = """---
title: New developer onboarding
created: 2026-05-04
tags: [onboarding, dev]
---

# Onboarding checklist

1. 1Password invite (vaults: Dev, Backups read-only)
2. GitHub org `tidewell-linen`, Linear, Teams #dev
3. WireGuard config from Tomasz for the plant networks
4. plant induction at Northgate (half a day; hi-vis and safety boots provided)
5. shadow a driver on a hotel round — seriously, do it
"""

AUTO["auto/incident-2026-04-manifests.md"] = """---
title: Incident — manifests missing, 22 April
created: 2026-04-23
tags: [incident, routeboard, postmortem]
---

# Manifests missing on 22 April

**What happened:** the nightly optimiser run failed on a stop with no geocode, so no manifests were emailed and drivers left with the previous day's printouts.

**Impact:** 9 hotel rounds left late (the first at 05:10), two Harbourside sites complained.

**Fix:** geocode failures now skip the stop and flag it under Admin › Runs instead of failing the run.

**Follow-ups:**
- alert if no manifest has gone out by 03:45
- Priya to add a "print yesterday's round" fallback button
"""

AUTO["auto/incident-2026-08-disinfection-gap.md"] = """---
title: Incident — disinfection log gap at Eastfield
created: 2026-08-14
tags: [incident, washtrack, eastfield, hospital]
---

# 13 August: 40 minutes of missing temperature readings

- the Eastfield PLC gateway rebooted after a power blip and WashTrack kept polling a dead socket
- batches from that window were rewashed; Helen was told the same day
- fix: reconnect with backoff, alarm after three missed polls (before: no alarm at all)
- Sunita asked for a paper log as backup — decided against it, the Grafana panel covers it
"""

AUTO["auto/linen-types.md"] = """---
title: Linen types and weights
created: 2026-03-13
tags: [linen, catalogue]
---

| Item | Dry weight | Notes |
|---|---|---|
| King sheet | 0.9 kg | polycotton 50/50 |
| Double sheet | 0.75 kg | |
| Bath towel | 0.6 kg | 500 gsm |
| Bath mat | 0.45 kg | |
| Pillowcase | 0.15 kg | housewife style |

- hospital sheets are 100% cotton and heavier (about 1 kg), different wash programme
"""

AUTO["auto/cage-management.md"] = """---
title: Cages
created: 2026-09-16
tags: [cages, logistics]
---

- we own about 600 roll cages; each customer has a free allowance, extra cages are charged per week
- colour tags: blue = hotel clean, green = care homes, white = hospital clean, yellow = hospital soiled
- cage audit every quarter; the last one found 41 cages "living" at Harbourside sites
- a Transit Custom takes 14 cages max
"""

AUTO["auto/staff-rota.md"] = """---
title: Plant staffing
created: 2026-08-25
tags: [staffing, plants]
---

- Northgate: ~38 staff over the two shifts, plus the linen room
- Eastfield: ~22; Sunita runs the rota in Excel
- shift leads: Northgate early = Marek, late = Jo; Eastfield early = Bev, late = Samir
- agency staff are now only used for holiday cover
"""

AUTO["auto/energy-usage.md"] = """---
title: Energy and water
created: 2026-05-29
tags: [sustainability, plant, utilities]
---

- Northgate: about 6 L of water per kg since the recycling tank went in (was ~9)
- gas is the big one — dryers and ironers; Dale tracks kWh per kg weekly
- Eastfield can't recycle water from the disinfection stage (infection control)
- the four e-Transits are charged in the yard
"""

AUTO["auto/quality-audits.md"] = """---
title: Hospital quality audits
created: 2026-10-15
tags: [hospital, audits, quality]
---

- Helen audits Eastfield quarterly; last audit 8 October, no major findings
- she samples disinfection records from WashTrack and swabs a few clean items
- minor finding: the clean-side door was propped open once, Sunita had a closer fitted
- **What do we send her monthly?** The KPI report and the disinfection log export, both by the 5th working day.
"""

AUTO["auto/xero-sync.md"] = """---
title: Xero sync
created: 2026-02-17
tags: [linenledger, xero, finance]
---

- LinenLedger pushes invoices and credit notes to Xero nightly at 02:00 (Sidekiq cron)
- contacts are matched on the Xero contact ID stored on the customer record
- rounding: per line, 2 dp — Grace insisted
- when the sync fails the job emails Jonah and Grace
"""

AUTO["auto/customer-onboarding.md"] = """---
title: Onboarding a new hotel customer
created: 2026-06-12
tags: [customers, linenledger, routeboard]
---

1. Grace creates the customer in Xero, then in LinenLedger (same legal name!)
2. set par levels with the hotel's housekeeper
3. RouteBoard picks the customer up in the nightly sync; Priya adds the stop and its time window
4. cages are delivered a day early with the first load
"""

AUTO["auto/routeboard-reports.md"] = """---
title: RouteBoard reports
created: 2026-07-29
tags: [routeboard, reports, sql]
---

- "Rounds per van per week" and "late drops" are raw SQL views — the ORM version was too slow
- reports are CSV downloads from Admin › Reports, no BI tool
- a drop is late when its POD timestamp is after the customer's window end

```sql
SELECT r.van_id, count(*) AS rounds
FROM rounds r
WHERE r.day >= current_date - 7
GROUP BY r.van_id;
```
"""

AUTO["auto/hospital-kickoff.md"] = """---
title: St Aldhelm's kick-off meeting
created: 2026-01-15
tags: [hospital, meeting, st-aldhelms]
---

- service starts 2 February with a pilot on four wards, full rollout in May
- Helen wants thermal disinfection evidence per batch, not per day
- trust procurement wants one invoice a month
- pilot KPIs: on-time delivery, rewash rate, stock-outs
"""

AUTO["auto/glossary.md"] = """---
title: Glossary
created: 2026-02-02
tags: [glossary, onboarding]
---

- **pocket**: one compartment of a tunnel washer
- **cage**: roll cage, the unit we deliver in
- **par**: agreed stock level at the customer
- **red bag**: infectious linen in an alginate (dissolving) bag
- **POD**: proof of delivery
- **round**: one van's sequence of drops for a day
- **flatwork**: sheets, duvet covers, tablecloths — anything that goes through an ironer
"""

AUTO["auto/driver-training.md"] = """---
title: Driver training on the app
created: 2026-05-21
tags: [drivers, driver-app, training]
---

- new drivers get 30 min with Priya or a shift lead on the app before their first round
- covers: login with staff number + PIN, walkaround, POD, what to do offline
- agency drivers get a loan phone with a temporary login
- **What if the app won't log in?** Call the office, they can issue a one-off PIN from RouteBoard › Staff.
"""

AUTO["auto/workwear-pilot.md"] = """---
title: Workwear pilot (chef whites)
created: 2026-10-01
tags: [workwear, restaurants, northgate]
---

- three restaurants send chef whites and aprons; washed at Northgate on Wednesdays
- priced per piece and not in LinenLedger yet — Grace raises those invoices by hand in Xero
- if it grows we'd need a garment tunnel, not before 2027
"""

AUTO["auto/uptime-monitoring.md"] = """---
title: Uptime monitoring
created: 2026-07-03
tags: [monitoring, ops]
---

- UptimeRobot checks every 5 min: RouteBoard (`/healthz`), LinenLedger (`/up`), both WashTrack boxes through the WireGuard probe
- alerts go to the PagerDuty schedule "Tidewell dev"
- LinenLedger's `/up` is Rails' built-in health check
"""

AUTO["auto/tunnel-maintenance.md"] = """---
title: Tunnel maintenance schedule
created: 2026-09-22
tags: [maintenance, tunnels, northgate, eastfield]
---

# Tunnel maintenance

- weekly: lint screens and press membranes checked by Rob's team (Sunday at Northgate, Wednesday night at Eastfield)
- monthly: temperature probe calibration on T4 — Helen wants the certificates
- yearly: the Kannegiesser service visit, usually February
- **Who books contractor visits?** Rob, through the SharePoint maintenance list.
"""

AUTO["auto/pricing-review-2027.md"] = """---
title: Pricing review for 2027 (draft)
created: 2026-11-20
tags: [pricing, planning, 2027]
---

# 2027 pricing — draft, nothing agreed

- Grace is modelling +4% on hotel work for 2027 because of gas prices
- care homes: hold the rate, Maureen doesn't want to lose Riverside
- napery might go per kg instead of per piece
- decision expected at the December board meeting
"""

# ---------------------------------------------------------------- remnic facts
# (key, date, category, confidence, tags, body)
FACTS = [
    # value_slot
    ("V1b", "2026-06-11", "fact", 0.88, ["washtrack", "infra", "ports"],
     "@V1b@ The WashTrack API on the plant servers is served on :8090, with Caddy proxying 443 to it."),
    ("V2b", "2026-03-24", "fact", 0.9, ["eastfield", "hospital", "disinfection"],
     "@V2b@ Hospital linen at Eastfield must hold 71°C for 10 minutes in the tunnel's disinfection zone."),
    ("V3b", "2026-07-08", "fact", 0.86, ["routeboard", "postgres"],
     "@V3b@ RouteBoard's Postgres is on 15.6; the upgrade to 16 is still on the backlog."),
    ("V5a", "2026-01-14", "decision", 0.93, ["pricing", "hotels"],
     "@V5a@ Standard hotel linen rate for 2026 agreed at £1.38/kg ex VAT."),
    ("V7b", "2026-08-27", "fact", 0.84, ["washtrack", "backups"],
     "@V7b@ WashTrack database backups are kept for 14 days on the Synology."),
    ("V9a", "2026-04-22", "fact", 0.87, ["linenledger", "uploads"],
     "@V9a@ LinenLedger caps damage-claim photo uploads at 10 MB per image."),
    ("V10b", "2026-09-15", "fact", 0.85, ["routeboard", "redis", "infra"],
     "@V10b@ RouteBoard's Redis lives on 10.0.4.15:6379."),
    # role_slot
    ("R1b", "2026-06-02", "fact", 0.86, ["linenledger", "errors"],
     "@R1b@ LinenLedger exceptions are reported to Sentry under the tidewell org."),
    ("R3b", "2026-07-23", "fact", 0.83, ["washtrack", "frontend"],
     "@R3b@ WashTrack's Vue frontend is built with plain npm; `package-lock.json` is the lockfile."),
    ("R5b", "2026-10-19", "fact", 0.88, ["washtrack", "oncall"],
     "@R5b@ Priya is the incident owner for WashTrack; Tomasz is second line."),
    ("R6a", "2026-04-07", "preference", 0.82, ["washtrack", "git"],
     "@R6a@ WashTrack PRs get rebase-merged so each migration commit stays separate in the history."),
    ("R7b", "2026-08-04", "fact", 0.87, ["routeboard", "jobs"],
     "@R7b@ RouteBoard runs its background jobs on Dramatiq with Redis as the broker."),
    ("R8b", "2026-02-10", "preference", 0.8, ["tomasz", "tooling"],
     "@R8b@ Tomasz's editor is VS Code; his settings.json is pinned in the #dev channel."),
    ("R9a", "2026-03-05", "decision", 0.91, ["routeboard", "routing"],
     "@R9a@ Decided to use VROOM (self-hosted, next to OSRM) as RouteBoard's route optimiser."),
    ("R10b", "2026-09-29", "fact", 0.86, ["fleet", "telematics"],
     "@R10b@ All Tidewell vans report GPS through Samsara gateways."),
    # negation
    ("N3b", "2026-06-16", "decision", 0.92, ["driver-app", "releases"],
     "@N3b@ Decided not to use feature flags in the driver app; releases are staged through the Play Store internal track instead."),
    ("N5b", "2026-07-30", "decision", 0.9, ["lost-linen", "billing"],
     "@N5b@ We never auto-charge hotels for lost linen; Grace reviews every charge before it goes on an invoice."),
    ("N6a", "2026-04-02", "fact", 0.81, ["fleet", "drivers"],
     "@N6a@ Drivers are allowed to take their vans home overnight, which saves the early starters a trip to the yard."),
    ("N7b", "2026-05-13", "preference", 0.84, ["washtrack", "go"],
     "@N7b@ Tomasz prefers GORM for WashTrack's data access layer."),
    ("N8a", "2026-03-31", "fact", 0.85, ["linenledger", "vat"],
     "@N8a@ The LinenLedger portal shows hotel buyers their prices including VAT."),
    ("N9b", "2026-08-22", "fact", 0.87, ["eastfield", "hotels"],
     "@N9b@ Eastfield takes hotel overflow on Saturdays, mostly Harbourside towels."),
    ("N10b", "2026-02-18", "fact", 0.9, ["routeboard", "git"],
     "@N10b@ Nobody pushes directly to RouteBoard's main branch; branch protection requires a PR with one approval."),
    # stale_vs_change
    ("S1a", "2026-02-05", "fact", 0.88, ["washtrack", "telemetry"],
     "@S1a@ WashTrack writes tunnel cycle telemetry to InfluxDB 2 on each plant server."),
    ("S2b", "2026-08-12", "decision", 0.93, ["routeboard", "sms"],
     "@S2b@ Switched RouteBoard's SMS from Twilio to Bird (MessageBird) in August for cheaper UK rates."),
    ("S3b", "2026-02-12", "fact", 0.86, ["eastfield", "chemicals", "qc"],
     "@S3b@ Eastfield supervisors record the daily chemical titration results in the Access database (Eastfield_QC.accdb)."),
    ("S4a", "2026-07-17", "fact", 0.89, ["washtrack", "ci"],
     "@S4a@ The Jenkins server on northgate-srv01 was shut down in July and WashTrack builds\nmoved to Woodpecker CI on the same box."),
    ("S5a", "2026-03-03", "fact", 0.87, ["linenledger", "invoices"],
     "@S5a@ LinenLedger emails each hotel a PDF invoice on the 1st of the month."),
    ("S7b", "2026-03-12", "fact", 0.85, ["driver-app", "api"],
     "@S7b@ The driver app calls RouteBoard's `/api/v1/` endpoints for manifests and POD uploads."),
    ("S8a", "2026-02-20", "fact", 0.88, ["northgate", "tunnels"],
     "@S8a@ Tunnel T1 at Northgate handles all the hotel sheets and duvet covers."),
    ("S9a", "2026-02-09", "fact", 0.86, ["orders", "hotels"],
     "@S9a@ Hotels email extra orders to orders@tidewell.co.uk and the office keys them into LinenLedger."),
    ("S9b", "2026-06-24", "fact", 0.91, ["orders", "hotels", "linenledger"],
     "@S9b@ The orders@ mailbox was shut down in June; hotels now place extra orders in the LinenLedger portal."),
    ("S10a", "2026-03-26", "fact", 0.9, ["routeboard", "python"],
     "@S10a@ Upgraded RouteBoard from Python 3.10 to 3.12 in March, together with Django 5.1."),
    # refinement
    ("F1b", "2026-09-08", "fact", 0.84, ["hospital", "cages"],
     "@F1b@ Theatre packs for St Aldhelm's get a second tamper tag on the cage on top of the normal seal."),
    ("F3a", "2026-04-14", "fact", 0.9, ["drivers", "pod"],
     "@F3a@ Drivers capture proof of delivery in the driver app for every drop."),
    ("F4b", "2026-10-05", "fact", 0.85, ["linenledger", "backups"],
     "@F4b@ On top of Render's snapshots, a weekly `pg_dump` of LinenLedger is copied to Backblaze B2 every Sunday night."),
    ("F7b", "2026-10-27", "fact", 0.83, ["driver-app", "offline"],
     "@F7b@ The driver app's offline queue holds up to 200 PODs before it warns the driver."),
    ("F8a", "2026-02-03", "fact", 0.89, ["linenledger", "invoices"],
     "@F8a@ LinenLedger issues invoices on the 1st for the previous month's deliveries."),
    ("F10b", "2026-06-09", "fact", 0.82, ["fleet", "walkaround"],
     "@F10b@ e-Transit walkarounds also include the charge-cable check and the state-of-charge reading."),
    # other_subject
    ("O2b", "2026-04-20", "fact", 0.88, ["eastfield", "hours"],
     "@O2b@ Eastfield runs 05:00–21:00, seven days a week."),
    ("O10a", "2026-09-21", "fact", 0.84, ["routeboard", "webhooks", "harbourside"],
     "@O10a@ Drop-completed webhooks from RouteBoard to the Harbourside PMS are retried up to 5 times with backoff."),
    # dated_history
    ("D1a", "2026-04-06", "fact", 0.9, ["routeboard", "hosting", "history"],
     "@D1a@ Until March 2026 RouteBoard ran on two Heroku Standard-2X dynos."),
    ("D2a", "2026-11-10", "fact", 0.88, ["hospital", "deliveries"],
     "@D2a@ St Aldhelm's gets one clean-linen delivery a day, Monday to Saturday."),
    ("D6a", "2026-07-06", "fact", 0.85, ["eastfield", "staffing"],
     "@D6a@ Until June, Eastfield's Sunday shift was covered by agency staff from Staffline."),
    ("D7b", "2026-09-03", "fact", 0.87, ["linenledger", "ruby"],
     "@D7b@ Until the August upgrade LinenLedger ran Ruby 3.2 on Render."),
    ("D8a", "2026-06-18", "fact", 0.84, ["hospital", "billing", "history"],
     "@D8a@ In the spring pilot, hospital linen was billed per kg (£1.95/kg) before the per-piece schedule kicked in."),
    ("D9a", "2026-06-01", "fact", 0.83, ["fleet", "fuel"],
     "@D9a@ Between February and May the vans were fuelled on Shell fleet cards."),
    # agreeing_duplicate
    ("A1a", "2026-01-19", "fact", 0.9, ["northgate", "hours"],
     "@A1a@ Northgate plant runs 06:00 to 22:00, Monday to Saturday."),
    ("A3b", "2026-05-19", "fact", 0.86, ["linenledger", "sidekiq"],
     "@A3b@ LinenLedger's Sidekiq jobs retry 25 times before they land in the Dead set."),
    ("A5a", "2026-03-17", "fact", 0.89, ["hotels", "harbourside", "deliveries"],
     "@A5a@ Harbourside drops must be finished by 07:00, before breakfast service starts."),
    ("A7a", "2026-01-27", "fact", 0.88, ["billing", "hotels"],
     "@A7a@ Payment terms for hotel customers are 30 days from the invoice date."),
    ("A7b", "2026-05-05", "fact", 0.85, ["billing", "invoices"],
     "@A7b@ Hotel invoices are due net 30."),
    ("A9b", "2026-08-18", "fact", 0.84, ["lost-linen", "pricing"],
     "@A9b@ Lost king-size sheets are charged to hotels at six pounds fifty each."),
    # negation_scope
    ("NS2a", "2026-06-26", "fact", 0.87, ["washtrack", "alerts"],
     "@NS2a@ WashTrack sensor alarms (temperature, dosing) go to the plant shift lead, not to the dev on-call."),
    ("NS4a", "2026-09-24", "preference", 0.83, ["linenledger", "migrations"],
     "@NS4a@ Claude is allowed to run LinenLedger prod migrations from the Render shell."),
    ("NS9b", "2026-03-10", "fact", 0.86, ["fleet", "rounds"],
     "@NS9b@ The first vans leave the Northgate yard at 04:30 for the hotel rounds."),
    ("NS10b", "2026-11-02", "preference", 0.84, ["routeboard", "code"],
     "@NS10b@ Deleting dead code from RouteBoard's `legacy/` package is fine — Priya approved it in the October review."),
    # ---- distractor facts (no labelled claim)
    ("x01", "2026-01-08", "fact", 0.8, ["linenledger", "staging"],
     "LinenLedger's staging database runs on Render's free Postgres tier."),
    ("x02", "2026-01-22", "preference", 0.82, ["maureen", "communication"],
     "Maureen prefers a Teams message over email for anything urgent."),
    ("x03", "2026-02-26", "fact", 0.86, ["hotels", "marlow", "deliveries"],
     "The Marlow wants its drop before 06:30 because breakfast starts then."),
    ("x04", "2026-03-20", "fact", 0.83, ["washtrack", "grafana"],
     "Grafana on the plant boxes is only reachable from the plant LAN."),
    ("x05", "2026-04-10", "fact", 0.81, ["routeboard", "auth"],
     "RouteBoard office users sign in with Microsoft SSO."),
    ("x06", "2026-05-01", "decision", 0.88, ["hospital", "rfid"],
     "Decided to keep hospital linen untagged (no RFID) for the rest of the contract year."),
    ("x07", "2026-05-28", "fact", 0.8, ["northgate", "water"],
     "Northgate uses about 6 litres of water per kg of hotel linen since the recycling tank went in."),
    ("x08", "2026-06-06", "fact", 0.84, ["harbourside", "api", "linenledger"],
     "Harbourside's PMS reads delivered quantities from LinenLedger's `/api/v1/deliveries` endpoint."),
    ("x09", "2026-07-11", "fact", 0.8, ["jonah", "contract"],
     "Jonah's retainer covers 6 days a month on LinenLedger."),
    ("x10", "2026-07-27", "fact", 0.82, ["care-homes", "collections"],
     "Riverside Care Homes' collections are on Tuesdays and Fridays."),
    ("x11", "2026-08-08", "preference", 0.8, ["routeboard", "reviews"],
     "Priya wants RouteBoard PR descriptions to include a screenshot of the manifest when its layout changes."),
    ("x12", "2026-08-31", "fact", 0.83, ["driver-app", "photos"],
     "Driver app POD photos are compressed to around 300 KB before upload."),
    ("x13", "2026-09-12", "fact", 0.81, ["eastfield", "equipment"],
     "Eastfield's barrier washer-extractors take 60 kg per load."),
    ("x15", "2026-10-23", "fact", 0.82, ["harbourside", "sms"],
     "Harbourside duty managers get ETA texts on their own mobiles at 6 of the 11 sites."),
    ("x16", "2026-11-16", "fact", 0.84, ["peak", "rounds"],
     "The winter peak plan adds two extra hotel rounds from 6 December."),
]

# ---------------------------------------------------------------- MEMORY.md index
MEMORY_INDEX = [
    ("User", [
        ("Maureen — ops manager", "user_maureen_role.md", "who Maureen is and how she wants updates framed"),
        ("Tomasz — lead dev", "user_tomasz_dev.md", "how Tomasz works and reviews patches"),
        ("Grace — finance", "user_grace_finance.md", "what finance needs from the portal and invoices"),
    ]),
    ("Feedback", [
        ("Git workflow", "feedback_git_workflow.md", "merge and push rules, which differ per repo"),
        ("Feature flags", "feedback_feature_flags.md", "how driver-app changes get rolled out"),
        ("Testing", "feedback_testing.md", "local test and lint habits per repo"),
        ("SQL style", "feedback_sql_style.md", "data access conventions, WashTrack vs RouteBoard"),
        ("PR size", "feedback_pr_size.md", "keep pull requests reviewable"),
        ("Deploys", "feedback_deploys.md", "when each app may be deployed"),
        ("Migrations", "feedback_migrations.md", "precautions before running prod migrations"),
        ("Secrets", "feedback_secrets.md", "secrets and customer payment data"),
        ("Code layout", "feedback_code_layout.md", "where new RouteBoard code goes"),
        ("Commit messages", "feedback_commit_messages.md", "commit subject format"),
        ("Communication", "feedback_communication.md", "how to report back to Maureen and the plant managers"),
    ]),
    ("Project", [
        ("RouteBoard overview", "project_routeboard_overview.md", "what RouteBoard does, its stack and where it runs"),
        ("LinenLedger overview", "project_linenledger_overview.md", "the customer portal, its stack and services"),
        ("WashTrack overview", "project_washtrack_overview.md", "plant-floor batch tracking, stack and storage"),
        ("Driver app", "project_driver_app.md", "the drivers' phone app: auth, offline, build history"),
        ("St Aldhelm's contract", "project_hospital_contract.md", "hospital deliveries, seals and billing quirks"),
        ("Lost linen", "project_lost_linen.md", "how lost hotel linen gets charged"),
        ("ETA texts", "project_sms_notifications.md", "how hotel receptions get ETA texts"),
        ("Eastfield Access DB", "project_eastfield_access_db.md", "the old QC database at Eastfield"),
        ("Invoice delivery", "project_invoice_delivery.md", "how invoices reach customers"),
        ("RouteBoard API versions", "project_api_versions.md", "which clients use which API version"),
        ("Tunnel T1 retirement", "project_tunnel_t1_retirement.md", "Northgate's oldest tunnel and where its work went"),
        ("RFID tags", "project_rfid_tags.md", "RFID tagging of hotel linen"),
        ("Backlog tools", "project_backlog_tools.md", "where dev work is tracked"),
        ("Summer peak", "project_peak_season.md", "what the summer peak changed"),
    ]),
    ("Reference", [
        ("Infrastructure", "reference_infrastructure.md", "hosts, networks and ports"),
        ("CI pipelines", "reference_ci_pipelines.md", "where each repo's CI runs"),
        ("Pricing 2026", "reference_pricing_2026.md", "price list by customer type"),
        ("Backups", "reference_backups.md", "what is backed up and for how long"),
        ("On-call", "reference_oncall.md", "who owns which system's incidents"),
        ("Fleet", "reference_fleet.md", "vans, telematics, fuel, servicing"),
        ("Plants", "reference_plants.md", "the two plants, their hours and tunnels"),
        ("Chemicals", "reference_chemicals.md", "wash chemicals and dosing"),
        ("Driver rules", "reference_driver_rules.md", "rules for drivers and rounds"),
        ("Contacts", "reference_contacts.md", "people, internal and customer side"),
        ("Local dev", "reference_local_dev.md", "running the apps locally"),
    ]),
]
