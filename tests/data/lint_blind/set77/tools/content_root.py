# Root (Claude Code auto-memory) files: (filename, type, description, title_for_index, hook, body)
# Claim lines start with [[ID]] or [[ID1,ID2]]; build.py strips the marker.
ROOT = []

def R(fn, typ, desc, title, hook, body):
    ROOT.append((fn, typ, desc, title, hook, body))

R("reference_yardmaster.md", "reference",
  "yardmaster, the yard inventory and stack-planning service — runtime, data stores, yard rules",
  "yardmaster", "yard inventory + stack planning service, stores and yard rules", """
# yardmaster

Yard inventory and stack planning for all three terminals (WVJ, CBK, ASV). Owned by Dev, Callum reviews.

## Runtime
- Python 3.12, deployed as two API pods and a worker pod
[[D3b]]- Web framework: FastAPI, with SQLAlchemy 2 and Alembic for migrations
[[V1b]]- Database: `postgresql://yard_app@pg-yard.corrin.internal:5432/yardmaster`
- Stack-plan cache: Redis at `redis-yard.corrin.internal:6379`
[[R3b]]- Background jobs: Celery workers, RabbitMQ broker on `mq.corrin.internal`
[[A9b]]- All timestamps are stored in UTC
[[S2b]]- Reporting queries run against the read replica `pg-yard-ro.corrin.internal`
- Pushes new crane jobs to craneops over a websocket (`/ws/jobs`)

## Yard rules
[[V3b]]- Laden boxes are stacked at most 4 high
[[F1b]]- Empties are stacked at most 6 high
- IMDG boxes live in block H, single tier, with a 3 m gap either side
[[F7b]]- Reefer slots: 48 plug points in block R
- Out-of-gauge units stay on the ground in block X, never stacked
- A box with a customs hold cannot be planned onto a train; the hold flag comes from the CDS feed

## Gotchas
- Bay numbers are per terminal: bay 12 at WVJ and bay 12 at CBK are different places.
- The re-plan job locks a block for up to a minute; don't run it by hand during a train load.
""")

R("reference_gatepass.md", "reference",
  "gatepass, truck bookings and gate automation — build, booking rules, notifications, ANPR",
  "gatepass", "truck booking system + gate automation", """
# gatepass

Vehicle booking system for hauliers plus the gate lanes (ANPR, barrier, gatehouse screen). NestJS, TypeScript.

## Build
[[R4b]]- Package manager: pnpm (`pnpm-lock.yaml` is the lockfile; CI runs `pnpm install --frozen-lockfile`)
- Node 20 LTS; `engines` in package.json is enforced

## Bookings
[[V2b]]- Gate booking slots are 30 minutes wide
[[D6b]]- Each slot at WVJ takes up to 24 trucks; CBK and ASV take 12
[[F9b,NS5b]]- Hauliers book slots through the web portal or the API
[[N1b]]- Hauliers can cancel bookings via the API (`DELETE /v1/bookings/{ref}`) until the slot starts
[[N9b]]- A booking can be made without a trailer number; the haulier adds it any time before arrival
[[V7b]]- Public haulier API is rate-limited to 120 requests per minute per token
- Haulier API base URL: `https://api.corrin-intermodal.co.uk/gate/v1`

## Notifications
[[R5b,O6b]]- Booking confirmation emails go out via Postmark (server `gatepass-prod`)
[[S3b]]- Driver SMS alerts are sent through Textlocal
- The gatehouse screen shows the next 10 arrivals per lane

## Gate
[[S7b]]- ANPR cameras (Hikvision) are read through the Hik-Connect cloud API
[[A2b]]- ANPR plate reads are kept for 90 days, then purged
- Two inbound lanes and one outbound lane at WVJ; one of each at CBK and ASV
""")

R("reference_trainplan.md", "reference",
  "trainplan, train planning and load plans — runtime, hosting, data sources",
  "trainplan", "train planning, wagon lists and load plans", """
# trainplan

Train planning for the three terminals: wagon lists, load plans, rail windows. Django app; Callum owns it.

[[V5b,F3b,O3b]]- Python 3.11, Django 5.0
[[R7b,O8b]]- Hosted on the k3s cluster at Hetzner, namespace `trainplan`
- Database: PostgreSQL 16 on `pg-rail.corrin.internal`
[[N7b]]- Load plans use the verified gross mass (VGM) declared by the shipping line, not the weighbridge
[[S4b]]- Wagon lists go to the freight operator as a CSV export from the night job
[[S10b]]- The operator's timetable arrives as an Excel file by email every Monday
[[D7b]]- WVJ handles 4 trains a day, CBK 2, ASV 1
- Wagon types: FEA-B and KFA; the FEA-B sets are 2 × 40 ft per platform
- A load plan is locked 90 minutes before the rail window opens
""")

R("reference_craneops.md", "reference",
  "craneops, the Android app in reach stackers and gantry cranes",
  "craneops", "cab app for reach stackers and cranes", """
# craneops

Android app in the cabs of the reach stackers and the two gantry cranes at WVJ. Gets its jobs from yardmaster.

[[A4b]]- Kotlin, Jetpack Compose UI
[[V8b]]- minSdk 29 (Android 10), targetSdk 34
[[D1b]]- Cab hardware: Samsung Galaxy Tab Active3 in every reach stacker and both gantry cranes
[[R9b]]- Tablets are enrolled in Samsung Knox Manage; kiosk mode locks them to craneops
[[S5b]]- Crash reporting: Firebase Crashlytics
[[F4b]]- Job list refreshes every 30 seconds
[[N3b]]- Works offline: jobs queue on the tablet and sync when the cab is back on yard Wi-Fi
[[D9b]]- Distributed as a private app through managed Google Play
[[NS4b]]- Drivers can mark a job as blocked from the cab (a reason code is required)
- Build: Gradle 8.7, AGP 8.5
""")

R("reference_edilink.md", "reference",
  "edilink, the EDI gateway to the shipping lines",
  "edilink", "EDI gateway between terminals and shipping lines", """
# edilink

EDI gateway between our terminals and the shipping lines. Go, one binary, two replicas.

[[O4b]]- Go 1.22, built with `make release`
[[F5b]]- Message types: COPARN, CODECO, COARRI, BAPLIE (UN/EDIFACT D.95B)
[[V4b,O10b]]- Polls each shipping line's SFTP inbox every 5 minutes
[[N5b]]- Sends a CODECO to the line for every gate-in and gate-out
[[A1b,O1b,NS8b]]- Failed outbound messages are retried up to 5 times (exponential backoff), then parked in `dead_letters`
[[R10b]]- Raw messages are archived to Hetzner Object Storage, bucket `edi-archive`
[[D10b]]- Connected shipping lines: 7
- Partner table (line codes, SFTP hosts, EDI qualifiers) lives in `config/partners.yaml`
- The COPARN batch runs at 06:00 and takes about 20 minutes
""")

R("reference_tariffbook.md", "reference",
  "tariffbook, storage and handling billing",
  "tariffbook", "storage, handling and demurrage billing", """
# tariffbook

Storage, handling and demurrage billing. Nia Evans (finance) is the business owner.

- Python 3.12, dependencies managed with uv
- Database: `postgresql://tariff@pg-billing.corrin.internal:5433/tariffbook`
[[S1b]]- Posts invoices to Sage 50 through the Sage bridge service
[[V6b,O9b]]- Import boxes get 3 free storage days, counted from discharge off the train
[[D5b]]- Storage charge after free time: £18 per TEU per day
[[F2b]]- Storage charges are billed weekly
[[NS1b]]- Storage invoices are never issued without a customer PO reference
[[N4b]]- Reefer plug-in charges are not billed through tariffbook; the reefer team invoices them by hand
[[A5b]]- GBP only; foreign shipping lines are invoiced in sterling
[[A10b]]- VAT: storage and handling are standard-rated at 20%
[[S8b]]- Customers pay storage invoices by BACS or cheque
[[O10a]]- Pulls gate moves from yardmaster every 15 minutes
[[NS7b]]- Empties are charged storage from day 3 after gate-in
""")

R("reference_infra.md", "reference",
  "Infrastructure: cluster, CI, registry, secrets, monitoring, on-call",
  "Infrastructure", "where everything runs and who gets paged", """
# Infrastructure

[[D4b]]- Cluster: k3s on three Hetzner AX52 nodes in FSN1
[[R6b]]- GitOps: Argo CD syncs everything from the `deploy` repo
[[R2b]]- CI: GitLab CI on our self-hosted GitLab (`gitlab.corrin.internal`), runners on the ops box
[[S9b]]- Container registry: Docker Hub, org `corrinintermodal`
[[A3b]]- Secrets: 1Password (vault `Platform`), synced into the cluster by the 1Password operator
[[R1b]]- Error tracking: Sentry, self-hosted at `sentry.corrin.internal`
- Metrics: Prometheus + Grafana (`grafana.corrin.internal`)
- Logs: Loki, queried from Grafana
[[V10b,O7b]]- Postgres base backups are kept for 14 days (pgBackRest, `repo1-retention-full=14`)
[[F10b]]- PostgreSQL 16 on every service
[[S6b]]- Uptime checks: Pingdom
[[NS9b]]- Production alerts page on-call through PagerDuty
[[F6b]]- On-call: one engineer per week, handover Monday 09:00
[[NS2b]]- On-call covers production outages of all six services, 24/7
[[N10b]]- Staging is not reachable from the internet; WireGuard VPN only
""")

R("reference_terminals.md", "reference",
  "Terminals: codes, sidings, train lengths and gate hours",
  "Terminals", "the three terminals, their sidings and gate hours", """
# Terminals

| Code | Terminal | Sidings | Max train length | Notes |
|---|---|---|---|---|
[[V9b]]| WVJ | Wolvey Junction | 6 | 775 m | main hub, two gantry cranes |
| CBK | Castle Brook | 4 | 520 m | reach stackers only |
[[O2b]]| ASV | Ashby Vale | 3 | 600 m | newest site |

[[A7b]]- Ashby Vale opened to traffic on 2026-09-14
[[D2b]]- WVJ gate hours: 05:00–22:00 Monday to Friday, 06:00–14:00 Saturday
- CBK gate hours: 06:00–20:00 weekdays, closed at weekends
- ASV gate hours: 06:00–20:00 weekdays
- Control room for all three sites is at WVJ
""")

R("user_marta.md", "user",
  "Marta, head of IT — role, tools, how she likes answers",
  "Marta", "who Marta is and how she works", """
[[D8b]]Marta Kowalczyk is head of IT at Corrin Intermodal and signs off anything that touches the gate or billing.
[[R8b]]She works in Neovim (LazyVim config) inside tmux.
[[A8b]]Prefers short answers with the command first and the explanation after.
[[NS10b]]Doesn't want a recap at the end of every answer, only when a task is actually finished.

She came from a port community system vendor, so she knows EDIFACT better than anyone else here.
""")

R("feedback_git_workflow.md", "feedback",
  "How we merge and commit",
  "Git workflow", "merge and commit conventions", """
[[N6b]]Always squash-merge MRs into main; one commit per change keeps `git log` readable for the auditors.
[[F8b]]Keep commit subjects under 72 characters.
[[A6b]]Run `make lint` before committing; CI fails on lint anyway, but that's a slow way to find out.
[[NS6b]]Never commit `.env` files.

**Why:** Marta reviews every MR to main and reads the history during the ISO 27001 audit.
**How to apply:** branch names `<service>/<short-topic>`, MR title = the squashed commit subject.
""")

R("feedback_deploys.md", "feedback",
  "When and how to deploy",
  "Deploys", "deploy timing rules", """
[[N2b]]Never deploy yardmaster on a Friday — the weekend yard shift has no developer cover.
[[NS3b]]Don't restart edilink while the 06:00 COPARN batch is running; wait for the `batch done` log line.

Deploys go through the `deploy` repo; nobody runs `kubectl apply` by hand.
Check the rail windows in trainplan before deploying anything the yard uses.
""")

R("feedback_code_style.md", "feedback",
  "Python style in our repos",
  "Code style", "Python conventions", """
- Ruff for lint and format, line length 100.
[[N8b]]- Don't add type hints to the legacy tariffbook modules; mypy isn't run on them and it only bloats the diff.
- Prefer `pathlib` over `os.path`.
- Logging via `structlog`, never `print`.
""")

# ---- filler root files (no labelled claims) ----
R("user_gareth.md", "user",
  "Gareth, operations manager at WVJ",
  "Gareth", "ops manager, the yard's voice", """
Gareth Price runs operations at Wolvey Junction and chairs the Monday ops meeting.
He is not technical; explain changes in terms of trucks, trains and boxes.
He is the one who calls when the gatehouse screen freezes.
""")

R("user_dev.md", "user",
  "Dev Sharma, senior developer",
  "Dev", "senior developer, yardmaster owner", """
Dev Sharma owns yardmaster and is on the systems-integration project for the rail operator.
He prefers reviewing small MRs and writes long MR descriptions himself.
""")

R("user_callum.md", "user",
  "Callum Reid, developer",
  "Callum", "developer, trainplan and gatepass", """
Callum Reid owns trainplan and does most of the gatepass work.
Joined in 2025 from a haulier's TMS team, so he knows the haulier side of the booking API.
""")

R("feedback_answers.md", "feedback",
  "How to answer in this project",
  "Answer style", "tone and format of answers", """
Answer in British English.
Use terminal codes (WVJ, CBK, ASV) rather than full names in tables.
When you quote a config value, say which file it came from.
""")

R("feedback_migrations.md", "feedback",
  "Database migration rules",
  "Migrations", "how schema changes are done", """
Alembic migrations for yardmaster, Django migrations for trainplan; never edit an applied migration.
Every migration needs a downgrade path unless Dev signs it off.
Large backfills run as a separate job, not inside the migration.
""")

R("feedback_testing.md", "feedback",
  "Testing expectations",
  "Testing", "what tests are expected", """
Every bug fix comes with a test that fails before the fix.
Integration tests use the `docker compose` stack in each repo, not the shared staging database.
Don't mock the EDI parser in edilink tests; use the sample files in `testdata/`.
""")

R("feedback_sql.md", "feedback",
  "SQL habits",
  "SQL", "rules for ad-hoc SQL", """
Ad-hoc queries against production go through the `readonly` role only.
Always put a `LIMIT` on exploratory queries against the moves table; it has 40 million rows.
""")

R("project_ashby_vale.md", "project",
  "Ashby Vale terminal launch work",
  "Ashby Vale launch", "systems work for the third terminal", """
Ashby Vale (ASV) is the third terminal, a former aggregates yard converted for containers.
yardmaster and gatepass were extended with ASV as a third site; trainplan needed new siding data.
Open item: ASV has no weighbridge yet; a portable one is on order for early 2027.
The ASV gatehouse uses the same lane software as CBK.
""")

R("project_rail_windows.md", "project",
  "Rail windows and how trainplan uses them",
  "Rail windows", "slots on the network for our trains", """
Each train has a rail window agreed with the operator; trainplan shows them as bars on the siding chart.
Missing a window costs a re-path request and usually a day.
Windows at CBK are fixed by the branch line signaller's hours.
""")

R("project_customs.md", "project",
  "Customs holds and the CDS feed",
  "Customs holds", "how customs status reaches the yard", """
Customs status comes from HMRC's CDS via our community system provider, polled by yardmaster.
A held box shows red in yardmaster and in craneops; drivers must not move it off the yard.
Release messages sometimes arrive hours late; Gareth's team can override with a scanned release note.
""")

R("project_reefer_monitoring.md", "project",
  "Reefer monitoring feed",
  "Reefer monitoring", "temperature feed from the reefer plugs", """
The reefer plug boards report temperature and power draw every 5 minutes to a small collector on the ops box.
Alarms for out-of-range temperatures go to the control room screen, not to on-call.
The collector keeps readings for a year because customers ask for temperature logs.
""")

R("project_weighbridge.md", "project",
  "Weighbridge upgrade at WVJ",
  "Weighbridge", "WVJ weighbridge replacement", """
The WVJ weighbridge was replaced in October 2026; calibration certificate is in the shared drive.
The new indicator exposes readings over Modbus TCP; a tiny bridge forwards them to gatepass.
CBK's weighbridge is the old one and is read by the gate clerk.
""")

R("project_yard_wifi.md", "project",
  "Yard Wi-Fi coverage",
  "Yard Wi-Fi", "access points and dead spots", """
WVJ has 14 outdoor access points; the dead spot is behind block R near the reefer stacks.
CBK coverage is patchy at the far end of siding 4.
Any new AP needs Gareth's sign-off because of the lighting columns.
""")

R("project_cost_review.md", "project",
  "2026 software cost review",
  "Cost review", "subscriptions reviewed for savings", """
Marta is reviewing every SaaS subscription before the 2027 budget.
Candidates to consolidate: status page, on-call tool, the spare 1Password seats.
Nia wants one line per tool with owner and renewal month.
""")

R("project_dpia.md", "project",
  "DPIA for gate cameras and driver data",
  "DPIA", "data protection assessment for the gate", """
The DPIA covers ANPR, the gatehouse CCTV and driver mobile numbers.
Driver data is processed under legitimate interest; the haulier is the first point of contact.
Review due every 12 months; next one is in March 2027.
""")

R("reference_glossary.md", "reference",
  "Glossary: EDI messages, yard terms, rail terms",
  "Glossary", "terms used around the terminals", """
- TEU: twenty-foot equivalent unit; a 40 ft box is 2 TEU.
- COPARN: booking/release message from a line, tells us a box may be collected or delivered.
- CODECO: gate-in/gate-out report.
- COARRI: load/discharge report for a train or vessel.
- BAPLIE: stowage plan.
- VGM: verified gross mass of a packed container.
- Rail window: the agreed path slot for a train to enter or leave a terminal.
- Reach stacker: the mobile machine that lifts boxes in the yard.
""")

R("reference_contacts.md", "reference",
  "Who to call for what",
  "Contacts", "people and suppliers to call", """
- Gate lanes and barriers: the lane supplier's 24/7 line (in 1Password, item `Lane support`).
- Rail operator planning desk: via the shared mailbox, not personal emails.
- Hetzner: support tickets from the company account only.
- Finance questions about invoices: Nia Evans.
""")

R("reference_slack_channels.md", "reference",
  "Slack channels",
  "Slack channels", "where to post what", """
- #ops-gate: gate lane issues, ANPR misreads
- #ops-rail: train planning, late trains
- #it-deploys: deploy announcements
- #it-incidents: incident channel, one thread per incident
""")

R("reference_dns.md", "reference",
  "DNS and hostnames",
  "DNS", "internal and public hostnames", """
- Internal zone `corrin.internal` is served by the two Unbound resolvers on the ops boxes.
- Public zone `corrin-intermodal.co.uk` is at Cloudflare.
- Hostnames are `<role>-<service>.corrin.internal`, e.g. `pg-rail`, `redis-yard`.
""")

R("reference_haulier_tiers.md", "reference",
  "Haulier tiers in gatepass",
  "Haulier tiers", "gold/silver/standard hauliers", """
- Gold hauliers can book up to 40 slots a day across all sites.
- Silver hauliers up to 15, standard hauliers up to 5.
- Tier changes are made by the commercial team in the gatepass admin.
""")

R("project_ocr_portal.md", "project",
  "OCR portal at the WVJ cranes",
  "Crane OCR", "container number OCR on the gantry cranes", """
The two WVJ gantry cranes have OCR cameras that read container numbers during lifts.
OCR results are posted to yardmaster and checked against the load plan from trainplan.
A mismatch raises a job exception in craneops; the driver confirms the number by hand.
""")

R("project_incident_2026_07_gate.md", "project",
  "WVJ gate lanes down for two hours in July (incident)",
  "Incident: July gate outage", "gate down for 2 hours on a Monday", """
# Incident 2026-07-13: WVJ gate lanes down

- 07:10 to 09:05, both inbound lanes stuck on "awaiting booking check".
- Cause: a gatepass deploy with a missing database index; booking lookups timed out.
- Fix: index added, deploy rolled back first. Follow-up: load test the booking lookup.
- Trucks were processed manually on paper; about 60 bookings re-entered afterwards.
""")

R("project_incident_2026_10_edi.md", "project",
  "Duplicate COARRIs sent to a line in October (incident)",
  "Incident: duplicate COARRIs", "a line got every COARRI twice", """
# Incident 2026-10-02: duplicate COARRIs

Both edilink replicas picked up the same train-completion event after a Redis failover.
A line received every COARRI twice for about 3 hours; they complained, nothing was billed twice.
Fix: an idempotency key on outbound messages.
""")
