# Free notes: auto/<slug>.md -> (slug, title, created, tags, body)
AUTO = []

def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

A("haulier-onboarding", "Onboarding a new haulier", "2026-02-11", ["gatepass", "hauliers"], """
# Onboarding a new haulier

1. Commercial team creates the haulier in the gatepass admin and picks a tier.
2. Gate team issues the first user login; the haulier adds their own users after that.
[[V2a]]Each haulier booking in gatepass covers a 60-minute window; arriving outside it means a manual override at the gatehouse.
3. Send them the driver leaflet (PDF in the shared drive) about the gate lanes.

Hauliers that only serve CBK still get a WVJ login, because the admin doesn't scope logins per site.
""")

A("trainplan-dev-setup", "trainplan local setup", "2026-03-04", ["trainplan", "setup"], """
# trainplan local setup

[[V5a]]trainplan needs Python 3.12 locally; the `pyproject.toml` has `requires-python = ">=3.12"`.

```bash
uv python install 3.12
uv sync
python manage.py migrate
python manage.py runserver 8010
```

- Copy `.env.example` to `.env`; the defaults point at the docker compose Postgres.
- Load the siding fixtures with `python manage.py loaddata sidings_wvj sidings_cbk sidings_asv`.
""")

A("haulier-api-notes", "Haulier API — notes from support tickets", "2026-04-22", ["gatepass", "api"], """
# Haulier API notes

[[V7a]]The haulier API allows 60 requests a minute per token, which the
big hauliers' TMS integrations hit every weekday around 07:00.

- Most 429s come from hauliers polling booking status instead of using the webhook.
- Webhooks are retried 5 times over an hour, then disabled until the haulier re-enables them.
- Tokens are per haulier, not per user; a leaked token means revoking it for the whole company.
""")

A("ci-notes", "CI notes", "2026-02-02", ["ci", "infra"], """
# CI notes

[[R2a]]Builds and tests for every repo run on GitHub Actions; the self-hosted
runner lives on the ops box in the WVJ comms room.

- Pipelines: lint, test, build image, push; the deploy step only bumps the tag in the `deploy` repo.
- The Android build for craneops takes 12 minutes, the rest under 5.
- Cache the package-manager store and the uv cache, nothing else.
""")

A("gatepass-dev-setup", "gatepass dev setup", "2026-05-06", ["gatepass", "setup"], """
# gatepass dev setup

[[R4a]]gatepass uses Yarn: `yarn install`, then `yarn start:dev`; don't mix in npm.

- Node 20; `nvm use` picks it up from `.nvmrc`.
- Local Postgres and Redis come from `docker compose up -d`.
- The ANPR simulator (`tools/anpr-sim`) replays plate reads from a CSV.
""")

A("cab-tablet-setup", "Setting up a new cab tablet", "2026-06-18", ["craneops", "hardware"], """
# New cab tablet

[[R9a]]The cab tablets are managed through Microsoft Intune; new ones are enrolled with a QR code from the Intune portal.

- Mount: RAM mount on the left pillar, charging via the 12 V socket.
- After enrolment the tablet pulls craneops and locks into it; the unlock PIN is in 1Password.
- Label the tablet with the machine number (RS-01 .. RS-09, GC-1, GC-2).
""")

A("craneops-field-notes", "craneops — notes from the yard", "2026-07-09", ["craneops", "yard"], """
# craneops field notes

Notes from a morning in a reach stacker cab with the WVJ day shift.

[[N3a]]craneops does not work offline — if the yard Wi-Fi drops, the driver radios the control room for the next job.
- Drivers want bigger buttons for "job done"; gloves make the small ones hard to hit.
- The job list sort (nearest first) is liked; the map view is not used.
- Screen glare is bad in the afternoon on the west side of the yard.
""")

A("load-plan-weights", "Load plans and box weights", "2026-08-12", ["trainplan", "weights"], """
# Load plans and box weights

[[N7a]]trainplan never uses the line's declared VGM for load plans; every box goes over the weighbridge first.

Wagon limits that matter: FEA-B platform max 36 t per 40 ft slot, and the axle load limit on the CBK branch.
Overweight boxes are flagged red in the load plan and need the planner to move them.
""")

A("staging-environments", "Staging environments", "2026-05-27", ["infra", "staging"], """
# Staging environments

Each service on the cluster has a staging namespace with its own database.

[[N10a]]staging.gatepass.corrin-intermodal.co.uk is public so hauliers can test their integrations against it.
- Staging data is refreshed from an anonymised production dump every Sunday night.
- Staging is allowed to break; don't page anyone for it.
""")

A("reporting-notes", "Yard reports", "2026-09-03", ["yardmaster", "reports"], """
# Yard reports

[[S2a]]pg-yard-ro was shut down in August; yard reports now run off the nightly warehouse copy.

The old connection string, for reference when reading old scripts:

```
postgresql://report@pg-yard-ro.corrin.internal:5432/yardmaster
```

- Dwell-time report: boxes on the ground by age band, per terminal.
- Gareth's weekly report is a Metabase dashboard, not a query anyone runs by hand.
""")

A("operator-integration", "Rail operator integration", "2026-10-01", ["trainplan", "operator"], """
# Rail operator integration

[[S4a]]The wagon-list CSV export is deprecated; since September trainplan sends consists to the operator's API.
- Consist = ordered list of wagons with the boxes on each platform and their weights.
- The operator acknowledges each consist within a minute; no ack means ring the planning desk.
- Test environment credentials are separate from production and live in 1Password.
""")

A("registry-migration", "Registry migration", "2026-07-20", ["infra", "registry"], """
# Registry migration

[[S9a]]All images were migrated from Docker Hub to Harbor (`registry.corrin.internal`); the
Docker Hub org is read-only until we delete it at the end of the year.

- Harbor runs on the ops box with its own Postgres; images are replicated to object storage nightly.
- Pull secrets in every namespace were replaced by a single `registry-creds` secret from the `deploy` repo.
""")

A("oncall-handbook", "On-call handbook", "2026-03-16", ["oncall", "infra"], """
# On-call handbook

[[F6a]]Handover is Monday at 09:00 in the ops stand-up; the outgoing engineer walks through open incidents.
- Acknowledge a page within 15 minutes, day or night.
- If the gate lanes are down, ring Gareth before you start debugging.
- Log every page in #it-incidents, even the false ones.
""")

A("observability-notes", "Observability notes", "2026-04-08", ["infra", "monitoring"], """
# Observability

- Grafana dashboards per service; the gate lane dashboard is on the control room TV.
[[O7a]]- Loki keeps 30 days of logs; older logs are gone, there's no archive.
- Prometheus retention is 15 days; long-term metrics are not kept at all.
- Alert rules live in the `deploy` repo next to each service's manifests.
""")

A("craneops-release-history", "craneops release history", "2026-06-02", ["craneops", "releases"], """
# craneops release history

[[D9a]]During the beta (February to May 2026) craneops APKs were sideloaded from a shared
drive by whoever was on shift in the control room.

- 1.0 (June): first release to all reach stackers at WVJ.
- 1.1: job exceptions for OCR mismatches.
- 1.2: CBK support.
""")

A("anpr-privacy", "ANPR and privacy", "2026-03-30", ["gatepass", "privacy"], """
# ANPR and privacy

[[A2a]]ANPR plate reads are deleted after 90 days (DPIA section 4).
- Signage at each gate says ANPR is in use and who to contact.
- Subject access requests for plate reads go to Marta, who exports them from the gatepass admin.
""")

A("craneops-ui-notes", "craneops UI notes", "2026-08-25", ["craneops", "android"], """
# craneops UI

[[A4a]]craneops' UI is Compose all the way through; there are no XML layouts left.
- Dark theme only; the cabs are dark at night and the bright theme dazzled drivers.
- Minimum touch target 64 dp because of gloves.
""")

A("ashby-vale-opening", "Ashby Vale opening", "2026-09-21", ["asv", "terminals"], """
# Ashby Vale opening

[[A7a]]ASV opened to traffic on 14 September 2026, two weeks later than first planned.
- First train: a single daily service from the port, 24 wagons.
- Gate staff were borrowed from WVJ for the first fortnight.
- Open snag list is in the ASV channel.
""")

A("yardmaster-time-handling", "Time handling in yardmaster", "2026-05-12", ["yardmaster", "time"], """
# Time handling in yardmaster

[[A9a]]yardmaster stores every timestamp in UTC and converts to Europe/London only in the UI.
- EDI times from the lines are local time without an offset; edilink attaches the offset before handing them over.
- Dwell time is computed in whole hours from gate-in to gate-out.
""")

A("billing-runbook", "Billing runbook", "2026-06-29", ["tariffbook", "billing", "runbook"], """
# Billing runbook

[[NS1a]]tariffbook issues the storage invoices itself on Monday at 06:00; nobody in finance
presses a button, they only review the exceptions list afterwards.

- Exceptions: missing customer, missing tariff, box without a gate-out.
- Credit notes are raised by Nia, never by IT.
""")

A("gatepass-runbook", "gatepass runbook", "2026-04-14", ["gatepass", "runbook"], """
# gatepass runbook

[[NS2a]]ANPR misreads go to the gate supervisor, not to on-call.
- Lane stuck on "awaiting booking check": check the booking lookup latency panel first.
- Barrier faults: lane supplier, number in the Contacts memory.
- Gatehouse screen frozen: restart the kiosk browser, not the server.
""")

A("alerting-notes", "Alerting", "2026-05-19", ["infra", "alerting"], """
# Alerting

[[NS9a]]Staging alerts never page anyone; they go to #ops-staging in Slack.
- Every alert needs a runbook link in its annotations.
- Alerts that fire more than twice a week without action get deleted or fixed.
""")

# ---- filler auto notes ----
A("rail-blockade-2026", "Summer 2026 engineering blockade", "2026-06-10", ["rail", "planning"], """
# Summer blockade

Network Rail's blockade on the main line ran in two phases over the summer.
- Trains were diverted via the slower route; arrival times slipped by up to 3 hours.
- Road haulage from the port was topped up during the blockade.
""")

A("yard-blocks", "Yard block layout at WVJ", "2026-01-20", ["yardmaster", "yard"], """
# WVJ yard blocks

- Blocks A–F: general laden boxes.
- Block E: empties, next to the overhead line.
- Block H: IMDG.
- Block R: reefers.
- Block X: out-of-gauge.
""")

A("edi-partner-onboarding", "Onboarding a shipping line to edilink", "2026-03-12", ["edilink", "partners"], """
# New shipping line in edilink

1. Get the line's EDI spec and their test SFTP or API details.
2. Add the line to `config/partners.yaml` with its qualifiers.
3. Exchange test COPARNs, then go live on a Monday.

Lines differ in how they code container types; map them in `codes/isotypes.yaml`.
""")

A("storage-tariff-2026", "2026 storage tariff", "2026-01-08", ["tariffbook", "tariff"], """
# 2026 storage tariff

- Handling (lift on / lift off): £38 per lift.
- Weekend gate opening on request: £250 per hour.
- Out-of-gauge surcharge: 50% on storage and handling.
""")

A("incident-template", "Incident write-up template", "2026-02-25", ["incidents"], """
# Incident template

- Timeline in UTC, with local time in brackets for the yard.
- Impact in trucks, trains and boxes, not just minutes.
- One owner per follow-up action.
""")

A("gate-lane-hardware", "Gate lane hardware", "2026-04-03", ["gatepass", "hardware"], """
# Gate lane hardware

- Each lane: two ANPR cameras (front and rear), barrier, intercom, a driver kiosk.
- The kiosk is a hardened Windows PC running Chrome in kiosk mode.
- Spare kiosk is in the WVJ comms room.
""")

A("meeting-2026-10-ops-review", "Ops review, October", "2026-10-19", ["meetings"], """
# Ops review, October

- Dwell time at WVJ up 8% since ASV opened; planners think it settles by December.
- Gareth asked for a gatehouse screen at ASV like the one at WVJ.
- Marta to look at the cost of a second weighbridge at CBK.
""")

A("backup-restore-drill", "Restore drill notes", "2026-08-05", ["infra", "backups"], """
# Restore drill

- Restored trainplan's database from last night's base backup into a scratch namespace; took 25 minutes.
- The WAL replay was the slow part.
- Next drill: tariffbook, in November.
""")

A("craneops-permissions", "craneops roles", "2026-07-28", ["craneops", "roles"], """
# craneops roles

- Driver: sees own jobs, confirms moves, flags problems.
- Supervisor: reassigns jobs between machines.
- Control room: everything, plus the map of all machines.
""")

A("haulier-faq", "Haulier FAQ answers", "2026-09-09", ["gatepass", "hauliers"], """
# Haulier FAQ

- Can I bring a different truck? Yes, update the truck registration on the booking before arrival.
- Can I book for two boxes on one truck? Yes, a twin-20 booking.
- What if I'm late? The gatehouse decides; persistent late arrivals lose their tier.
""")

A("dwell-time-kpi", "Dwell time KPI", "2026-11-04", ["yardmaster", "kpi"], """
# Dwell time KPI

Dwell = hours from gate-in (or discharge off a train) to gate-out (or load onto a train).
Target: median import dwell under 72 hours at WVJ.
The KPI excludes boxes on a customs hold.
""")

A("ops-box", "The ops box", "2026-02-16", ["infra"], """
# The ops box

A single server in the WVJ comms room: CI runner, the reefer collector, a spare 4 TB disk.
It is backed up nightly to object storage.
""")
