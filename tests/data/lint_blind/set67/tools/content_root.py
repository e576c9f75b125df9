# Root (Claude Code auto-memory) files. Lines starting with {{ID}} carry a labelled claim;
# the marker is stripped by build.py. FLAT = descriptions with an unquoted ': ' on purpose.
FLAT = {"reference_gatewise.md", "reference_voltlog.md", "reference_sites.md", "reference_glossary.md"}

ROOT = []
def r(fn, name, desc, typ, title, body):
    ROOT.append(dict(fn=fn, name=name, desc=desc, type=typ, title=title, body=body))

r("reference_gatewise.md", "gatewise-overview",
  "gatewise: barrier and lane control service — stack, endpoints, PLC link, lane rules", "reference",
  "gatewise overview", """# gatewise (barrier & lane control)

Python service that owns every barrier lane at every KPC car park: it decides open/close from ANPR
matches, paper tickets, permits and paid sessions, and drives the attendant panel.

## Stack
{{O4a}}- Python 3.11 on the lane controllers (Debian 12's default, so we don't build our own)
- FastAPI for the admin API, one asyncio worker per lane
{{V1b}}- Database: `postgres://gatewise@pg-gate.kpc.internal:5432/gatewise`
{{O1a}}- Redis for live lane state: `redis-gate.kpc.internal:6379`
{{A2a}}- Admin API on port 8081 (internal only, behind the VPN)

## Lanes and PLCs
{{S2a}}- Talks to the barrier PLCs over Modbus TCP, one connection per lane
- PLC heartbeat every 10 s
{{V7a}}- A lane is marked offline after 5 missed heartbeats and the attendant panel goes amber
{{A10a}}- Barrier arms: FAAC B680H at all sites
{{D2b}}- Lane controllers are Raspberry Pi CM4 boards in DIN-rail cases, one per lane
{{O9a}}- Pulls tariff changes from paystation every 5 minutes
{{X10b}}- Plates with three or more unpaid PCNs are refused entry at the barrier (pcnflow flag `entry_block`)

## Releases
- `gatewise-release` pipeline; the canary lane is MKY-1 at Market Yard
- The attendant panel is a separate repo (`gatewise-panel`, Vue 3)
""")

r("reference_platescan.md", "platescan-overview",
  "ANPR ingestion and entry/exit matching — what runs where", "reference",
  "platescan overview", """# platescan (ANPR)

Ingests plate reads from the ANPR cameras at every site, matches entry to exit, and hands matches to
gatewise (lane decisions) and pcnflow (camera enforcement).

{{F6a}}- Written in Go; one binary, deployed per environment
- Two cameras per lane (front and rear plate), IR, on-board OCR
{{V2a}}- Reads below 0.85 confidence go to the manual review queue
- Every read goes onto the Kafka topic `plate-reads` (12 partitions)
{{O6a}}- Each site box has a 2 TB SSD as the local image buffer for when the site link drops
- Sessions are matched entry→exit by plate + site; an unmatched exit raises a review item
- Permit holders are recognised by plate; permitdesk is the source of truth for who holds what
- Misread handling: see auto/anpr-misread-patterns.md
""")

r("reference_voltlog.md", "voltlog-overview",
  "voltlog: charger telemetry and the OCPP central system", "reference",
  "voltlog overview", """# voltlog (EV charging)

{{A4a}}- Elixir / Phoenix app; it is the OCPP central system for every KPC public charger
{{S5a}}- OCPP 1.6J for all chargers (JSON over WebSocket)
{{D1b}}- All chargers report directly to voltlog; there is no vendor cloud in between
{{V3a}}- Chargers send MeterValues every 60 seconds during a session
{{X7b}}- Every MeterValues sample is stored in TimescaleDB (hypertable `meter_samples`)
{{D7b}}- TimescaleDB 2.17 on `tsdb.kpc.internal`
{{O1b}}- Redis for charger connection state: `redis-volt.kpc.internal:6380`
{{R5a}}- Session events are published to RabbitMQ (exchange `ocpp.events`) for billing and dashboards
{{F2a}}- Drivers start a session with an RFID card or from the app
{{F9a}}- Public charging tariff: 55p/kWh
- Hardware: Alfen Eve AC posts; Kempower DC rapids at Northgate

## Remote commands
- RemoteStart/RemoteStop come from the app via the `/api/v2/sessions` endpoint
- Firmware updates are pushed site by site, never all chargers at once
""")

r("reference_permitdesk.md", "permitdesk-overview",
  "Permits system (resident, business, visitor, season tickets) — stack and rules", "reference",
  "permitdesk overview", """# permitdesk

Resident, business and visitor permits for the borough's controlled parking zones (CPZs), plus the
car-park season tickets.

## Stack
{{V5a}}- Django 5.1
{{O4b}}- Python 3.12 (Docker image `python:3.12-slim`)
- Postgres database `permitdesk` on the shared cluster
{{V8a}}- Proof-of-address uploads are limited to 10 MB per file
{{R4a}}- Renewal reminders and approval emails are sent via GOV.UK Notify
{{S8a}}- Address lookup uses the Ideal Postcodes API

## Rules
{{A7a}}- 14 resident CPZs, A to N
{{F3a}}- Resident permits: £90 per year
{{N9a}}- Resident permits renew automatically each year if a card is on file
{{N4a}}- Visitor permits can be bought without an account (guest checkout)
{{D6b}}- Applications that pass the address check are auto-approved; the rest land in the manual queue
- Business permits always go to manual approval
""")

r("reference_pcnflow.md", "pcnflow-overview",
  "Enforcement system — PCN lifecycle, integrations, hardware", "reference",
  "pcnflow overview", """# pcnflow (enforcement)

Rails app for penalty charge notices: issue (handheld or camera), keeper lookup, notices,
payments, challenges and appeals. Joe Okonjo (contractor) knows it best.

{{R10a}}- Database: MySQL 8 (`pcn-db.kpc.internal`)
{{R3a}}- Errors go to Sentry (project `pcnflow-prod`)
{{A3a}}- 50% discount if the PCN is paid within 14 days
{{V6a}}- Notice to Owner is sent 28 days after the PCN if it is still unpaid
{{S6a}}- Postal notices are printed and posted by Printwell Mailing (nightly SFTP drop)
{{D5b}}- Officers' handhelds: Samsung Galaxy XCover 7 running the pcnflow field app
{{F4a}}- Challenges and appeals are handled in pcnflow's appeals module
- DVLA keeper lookups go through KADOE (see auto/dvla-kadoe.md)
- Contravention codes follow the London/national list; see auto/pcn-contravention-codes.md
""")

r("reference_paystation.md", "paystation-overview",
  "Parking payments — machines, app checkout, pay-by-phone, refunds", "reference",
  "paystation overview", """# paystation

Payments for parking: pay machines at each site, the web/app checkout, pay-by-phone, refunds.

{{R8a}}- API hosted on Azure App Service (UK South), in the council tenancy
{{R9a}}- Card acquirer for the app and the pay machines: Stripe
{{S3a}}- Pay-by-phone partner: RingGo (one location code per car park)
{{F1a}}- Tariffs are configured per car park in `tariffs.yaml` and hot-reloaded
- paystation-web is the Next.js checkout (see feedback_paystation_web.md)
- Refunds are done from the admin UI; policy in auto/refund-policy.md
""")

r("reference_infra.md", "infra-overview",
  "Cluster, CI, secrets, monitoring, backups", "reference",
  "Infrastructure", """# Infrastructure

{{A1a}}- Cluster: k3s on three servers in the Civic Centre data centre (rack B4)
{{R2a}}- CI: GitLab CI on the council's self-hosted GitLab (`git.kpc.internal`)
{{S1a}}- Secrets: HashiCorp Vault at `vault.kpc.internal`
{{S7a}}- Dashboards and alerting: Datadog
{{A9a}}- Paging: PagerDuty, schedule `kpc-primary`
{{F5a}}- Backups: nightly pg_dump of every Postgres database to object storage
{{D9b}}- platescan runs as a Deployment on the k3s cluster with 3 replicas
- DNS: internal zone `kpc.internal`, public `kpc.org.uk`
- Site boxes reach the cluster over WireGuard
""")

r("reference_sites.md", "sites",
  "Car parks: codes, capacity, hours, quirks", "reference",
  "Sites", """# Sites

| Car park | Code | Spaces | EV points |
|---|---|---|---|
{{V9a}}| Castle Street MSCP | CST | 620 | 24 |
| Riverside | RVS | 310 | 16 |
| Station Road | STN | 450 | 8 |
| Market Yard | MKY | 180 | 0 |
| Northgate Park & Ride | NPR | 900 | 60 |

## All sites
{{V4a}}- Free grace period after entry: 15 minutes, then the tariff starts
- Payment by card at the machine, in the app, or pay-by-phone

## Castle Street (CST)
{{O3a}}- £2.50 an hour, capped at £14 a day
{{O7a}}- Open 24/7; night entry is by ANPR or ticket only
{{X5b}}- 2.1 m height barrier at the entrance ramp
{{D8b}}- Level 6 (the roof deck) is open and takes the overflow

## Riverside (RVS)
{{S9a}}- Pay machines take coins and cards
- 16 × 22 kW AC chargers on the ground floor

## Station Road (STN)
{{O10a}}- 4 entry lanes
{{A6a}}- Open 05:00–01:00; the barriers lock overnight

## Market Yard (MKY)
{{D4b}}- Barrier-controlled with ANPR cameras on entry and exit
- Lane MKY-1 is the gatewise canary lane

## Northgate Park & Ride (NPR)
{{F7a}}- 60 EV charge points
{{D3b}}- £3 per day per car, bus into town included
- Opened 2026-08-17
""")

r("user_marcus.md", "marcus-profile",
  "Marcus Lindqvist, head of digital services — how he works", "user",
  "Marcus (user)", """Marcus Lindqvist is head of digital services at Kestrel Park & Charge (KPC), the council-owned
company that runs Harrowfield's car parks, public chargers, permits and parking enforcement.

{{R6a}}- Edits in Neovim inside tmux; wants diffs and commands he can paste into a terminal
{{F10a}}- Wants short summaries, not essays
- Background in network engineering — no need to explain VLANs, PoE or WireGuard
- Reads email on his phone between site visits; keep anything he must act on at the top
""")

r("user_team.md", "team",
  "Who is who in the digital team and around it", "user",
  "Team", """# Team

- Marcus Lindqvist — head of digital services (the user)
{{A8a}}- Hannah Cole — product owner for permitdesk and paystation
{{O5a}}- Hannah is also the on-call lead for gatewise
- Dev Patel — backend, mostly voltlog and platescan
- Joe Okonjo — contractor, pcnflow (Rails)
- Priti Shah — enforcement manager, not technical; owns the officers' rota
- Gareth Moss — Head of Highways at the council; signs off tariff changes
""")

r("feedback_git.md", "git-workflow",
  "Merge strategy per repo and why", "feedback",
  "Git workflow", """{{R7a}}Rebase-and-merge only on gatewise: Hannah wants a linear history with every commit intact so she can bisect lane faults.
**Why:** a lane fault in the field is often traced back to one small commit; squashed PRs hide it.
**How to apply:** on gatewise choose "Rebase and merge"; keep commits small and buildable.

{{N1a}}Never squash-merge voltlog branches — Dev reads the commit log to trace which change touched which OCPP message.
**Why:** charger firmware quirks are documented in commit messages, one per message type.
**How to apply:** voltlog PRs use a merge commit.
""")

r("feedback_deploys.md", "deploy-windows",
  "When not to deploy, and what to do first", "feedback",
  "Deploy windows", """{{N6a}}Don't deploy gatewise on a Friday. A broken barrier release over a weekend means attendants on overtime lifting arms by hand.

{{X3a}}Never deploy paystation during the Saturday peak (10:00–16:00) — that's when the machines take most of the week's money.

{{X6a}}Don't run migrations on permitdesk prod without taking a database snapshot first.

**Why:** all three have bitten us at least once in 2025.
**How to apply:** check the day and time before proposing a deploy; say so if it's in a bad window.
""")

r("feedback_testing.md", "testing",
  "What tests Marcus expects with a change", "feedback",
  "Testing expectations", """{{F8a}}Every change to gatewise's lane state machine needs tests.
**Why:** the lane FSM is where a bug turns into a queue of cars on the street.
**How to apply:** don't propose a lane logic change without the test that covers it.

For pcnflow, run the full RSpec suite locally before pushing; Joe's CI is slow and he gets the failure emails.
""")

r("feedback_paystation_web.md", "paystation-web-tooling",
  "Tooling for the paystation web checkout", "feedback",
  "paystation-web tooling", """{{R1a}}Use pnpm for paystation-web; the lockfile is `pnpm-lock.yaml` and CI runs `pnpm install --frozen-lockfile`.
**Why:** mixed lockfiles broke the checkout build twice.
**How to apply:** never commit a `package-lock.json` there.

Keep the checkout pages free of third-party trackers; the council's cookie policy allows none.
""")

r("feedback_prod_access.md", "prod-writes",
  "Ask before writing to production data", "feedback",
  "Production writes", """{{A5a}}Ask Marcus before running anything that writes to a production database — including one-off fixes.
**Why:** auditors ask who changed what; he wants to be able to answer.
**How to apply:** propose the SQL, wait for his OK, then run it via the bastion with `\\timing on`.
""")

r("project_blue_badge.md", "blue-badge",
  "Blue Badge handling in car parks", "project",
  "Blue Badge", """{{N5a}}Blue Badge holders park free in every KPC car park: the badge number is linked to a plate and platescan whitelists it.

Badge-to-plate links are renewed when the badge is renewed (every 3 years); permitdesk sends the reminder.
**Why:** the council's accessibility policy, adopted 2025.
""")

r("project_enforcement_patrols.md", "enforcement-patrols",
  "Patrol coverage and hours for civil enforcement officers", "project",
  "Enforcement patrols", """{{D10b}}Enforcement patrols run 08:00–20:00, seven days a week.
{{X9a}}Officers patrol Castle Street, Riverside, Station Road and Market Yard at least twice a day.
On-street CPZ patrols are planned by Priti from the weekly hotspot report.

**Why this matters for us:** the field app has to sync before 08:00 and after 20:00, so pcnflow
maintenance goes in the overnight window.
""")

r("project_northgate_opening.md", "northgate-opening",
  "What Northgate P&R needed for opening, and what is still open", "project",
  "Northgate opening", """Northgate Park & Ride opened in August with barriers, ANPR and the largest charger site we run.

{{O8b}}Northgate chargers connect to `wss://ocpp.kpc.org.uk:8443/northgate` — separate listener because the Kempower firmware wants its own TLS settings.
- Still open: bus-ticket validation at the exit lanes (paper tickets only for now)
- Still open: occupancy feed for the bus-stop signs
""")

r("project_q4_priorities.md", "q4-priorities",
  "What the team is working on in Q4 2026", "project",
  "Q4 priorities", """1. pcnflow: appeals module performance (the list view takes 8 s at month end)
2. platescan: reduce manual review volume at Station Road
3. permitdesk: zone review consultation support (see project_permit_zone_review.md)
4. voltlog: charger uptime report for the council (monthly)

**Why:** agreed with Gareth Moss at the September liaison meeting.
""")

r("project_permit_zone_review.md", "permit-zone-review",
  "CPZ review consultation — what permitdesk needs", "project",
  "Permit zone review", """The council is consulting on merging zones K and L and extending zone B's hours.
Consultation closes 2026-12-15; nothing changes in permitdesk until the decision (expected February).
- Need a report of permits per street in K and L
- Need a banner on the renewal page for zone B residents
""")

r("project_charger_uptime.md", "charger-uptime",
  "Charger uptime target and how it's measured", "project",
  "Charger uptime", """Target: 97% uptime per charger per month, reported to the council monthly.
Uptime = minutes the connector reports Available/Charging/Preparing over minutes in the month.
Planned maintenance windows booked 48 h ahead are excluded.
""")

r("project_anpr_accuracy.md", "anpr-accuracy",
  "Work on ANPR misreads and manual review volume", "project",
  "ANPR accuracy", """Manual review averages about 300 items a day across sites, half of them from Station Road.
Station Road's cameras face low sun in the afternoon; a hood trial starts in December.
**Why:** every review item is a person's time, and a late review can mean a wrong PCN.
""")

r("reference_glossary.md", "glossary",
  "Glossary: parking and enforcement terms used in these notes", "reference",
  "Glossary", """- **PCN** — penalty charge notice
- **NtO** — Notice to Owner, the formal letter to the registered keeper
- **CPZ** — controlled parking zone
- **MSCP** — multi-storey car park
- **CEO** — civil enforcement officer (not the chief executive)
- **KADOE** — DVLA's keeper-at-date-of-event service
- **OCPP** — Open Charge Point Protocol
- **LLPG** — the council's local land and property gazetteer
""")

r("reference_contacts.md", "contacts",
  "Who to ring about hardware and council matters", "reference",
  "Contacts", """- Barrier hardware faults: the FAAC maintainer, ticket via their portal (contract KPC-2024-07)
- Charger hardware: vendor NOC, numbers on the charger posts
- Council IT (network, accounts): servicedesk@harrowfield.gov.uk
- Council parking policy: Gareth Moss's office
""")

r("reference_runbooks.md", "runbooks",
  "Where the runbooks live", "reference",
  "Runbooks", """- Barrier fault / lane offline: auto/barrier-faults.md
- Power cut at a site: auto/power-cut-procedure.md
- platescan: auto/platescan-runbook.md
- On-call: auto/oncall.md
- PCN postal notices: auto/pcn-postal-notices.md
""")

r("feedback_commit_messages.md", "commit-messages",
  "Commit message style", "feedback",
  "Commit messages", """Prefix commit subjects with the area: `lane:`, `ocpp:`, `pcn:`, `permit:`, `pay:`.
**Why:** release notes are generated from the prefixes.
**How to apply:** imperative mood, under 72 characters.
""")

r("feedback_logging.md", "logging-plates",
  "How to log vehicle registrations", "feedback",
  "Logging plates", """Log plates hashed with the environment salt, never in clear text.
**Why:** plates are personal data under the council's DPIA.
**How to apply:** use `kpc_common.plates.hash_plate()`; the Go and Elixir ports of it live in each repo.
""")

r("feedback_python_style.md", "python-style",
  "Python style in gatewise and permitdesk", "feedback",
  "Python style", """Use ruff for lint and format, type hints on every public function, no `print` in library code.
**Why:** both Python repos share the same pre-commit config.
""")

r("feedback_docs.md", "docs-style",
  "How to write docs and notes for the team", "feedback",
  "Docs style", """Write docs for the attendants and officers in plain English, no jargon, with a photo where a button is involved.
**Why:** Priti's team read them on a handheld in the rain.
""")

r("user_dev.md", "dev-profile",
  "Dev Patel — what he works on and how", "user",
  "Dev (colleague)", """Dev Patel owns voltlog and platescan day to day. Happy with Elixir and Go; less so with Rails.
Likes design notes before code for anything touching the OCPP message flow.
""")

r("user_priti.md", "priti-profile",
  "Priti Shah — enforcement manager", "user",
  "Priti (stakeholder)", """Priti Shah manages the civil enforcement officers. She wants the weekly PCN numbers as a CSV she can
open in Excel, not a dashboard link. Not technical; explain changes in terms of what officers see.
""")

r("reference_vendors.md", "vendors",
  "Hardware and service suppliers", "reference",
  "Vendors", """- Barriers: FAAC (maintenance contract KPC-2024-07)
- AC chargers: Alfen; DC rapids: Kempower
- ANPR cameras: supplied and maintained by the council's CCTV contractor
- Pay machines: Flowbird (Riverside's are the oldest, 2016)
""")

r("project_season_tickets.md", "season-tickets",
  "Season tickets stay in permitdesk", "project",
  "Season tickets", """Season tickets stay in permitdesk rather than moving to paystation (decided 2026-06-03).
They are per car park, monthly or annual; the plate is whitelisted in gatewise while valid.
**Why:** permitdesk already has the plate-to-holder model and the proof checks.
""")
