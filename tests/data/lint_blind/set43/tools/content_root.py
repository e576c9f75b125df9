# Root Claude Code auto-memory files: (filename, name, description, type, body). «K» = claim placeholder.
ROOT = []
def R(fn, name, desc, typ, body):
    ROOT.append((fn, name, desc, typ, body.strip('\n') + '\n'))

R('user_priya.md', 'user-priya', 'Priya Raman, platform lead at Larkfield Community Pharmacy; Python/TS, ex-NHS Digital', 'user', """
Priya Raman is the platform lead at Larkfield Community Pharmacy Ltd (11 branches across Calderdale and Kirklees, plus the Elland hub). She owns every in-house system: scriptline, vanrun, shelfwise, mylark, rotaboard, fridgewatch, cdreg and eps-bridge.

- Background: 6 years at NHS Digital on the EPS team before joining Larkfield in 2024, so she knows the spine and the HSCN side better than anyone else here
- Strong in Python and TypeScript, reads Go fine, does not enjoy Kotlin
- Works Mon–Thu, Fridays are "pharmacy floor" days at a branch (she's a registered pharmacy technician)
- Prefers the agent to just do the obvious next step and report, rather than ask three questions first

**Why:** she is the only developer besides Sam Whitely (junior, joined 2026-04), so she reviews everything.

**How to apply:** give her diffs and a one-line summary; explain pharmacy-regulation consequences, not code basics.
""")

R('user_gareth.md', 'user-gareth', 'Gareth Lowe, superintendent pharmacist; owns anything regulatory', 'user', """
Gareth Lowe — superintendent pharmacist (SI) for the whole company, registered with the GPhC.

«A6a»

- Not technical; wants screenshots and plain-English descriptions of behaviour changes
- Reads the weekly changelog email Priya sends on Mondays
- Is the named contact for GPhC inspections and the CD accountable officer liaison

**Why:** the SI is legally responsible for safe practice in every branch; a bad change to CD handling is his registration on the line.

**How to apply:** when a ticket touches CDs, delivery of CDs, the RP log or patient data, flag it for Gareth in the PR description and don't merge until Priya confirms he's seen it.
""")

R('user_nadia.md', 'user-nadia', 'Nadia Okafor, operations manager; vans, drivers, branch logistics', 'user', """
Nadia Okafor runs operations: the six delivery vans, the drivers, the Elland hub floor and branch logistics.

- Main stakeholder for vanrun and the hub packing screens
- Sends feature requests as WhatsApp voice notes to Priya; Priya turns them into tickets (`OPS-` prefix in the tracker)
- Cares about driver minutes per drop and failed deliveries far more than about UI polish

**How to apply:** when estimating vanrun work, express impact in drops per run or failed deliveries per week, that's the language she uses.
""")

R('reference_scriptline.md', 'reference-scriptline', 'scriptline — repeat prescription service, endpoints, jobs, conventions', 'reference', """
# scriptline

Repeat-prescription service. Takes repeat requests (from mylark, the branch counter screen and the GP-surgery email inbox), tracks them against EPS prescriptions pulled by eps-bridge, and hands dispense jobs to the Elland hub.

Repo: `larkfield-pharmacy/scriptline` · Python 3.12, FastAPI, SQLAlchemy 2, Alembic · owner Priya

## Runtime
«V1a»
«O6a»
- Config via env, loaded by `scriptline/settings.py` (pydantic-settings)
«A8a»
- Health: `GET /healthz`, readiness `GET /readyz` (checks DB and eps-bridge)

## Repeat requests
- States: `requested → sent_to_gp → approved → eps_received → dispensing → ready → collected | delivered`
«V9a»
- Requests older than 28 days without GP approval are flagged on the branch dashboard, never auto-cancelled
- GP surgeries we send requests to are in `surgeries.yaml` (ODS codes); add new ones by PR

## Patient messaging
«F1a»
«O3a»
- Templates live in `scriptline/templates/sms/*.txt`; keep them under 160 chars

## Jobs
«O7a»
- `owings-digest` at 07:15: emails each branch the list of outstanding owings
- `stale-requests` hourly: flags requests stuck in `sent_to_gp`

## Email
«R5a»

## Dev workflow
«R8a»
- Alembic migrations are reviewed by Priya; never edit a migration that has reached `main`
- `make test` runs pytest with the docker-compose Postgres; `make lint` = ruff + mypy
""")

R('reference_vanrun.md', 'reference-vanrun', 'vanrun — home delivery (driver app + vanrun-api), how runs, slots and proofs work', 'reference', """
# vanrun — home delivery

Driver app (Kotlin, Android only) plus `vanrun-api`. Plans the daily van runs from the delivery list scriptline produces, guides drivers stop by stop and records proof of delivery.

## Service
«D1b»
- Six vans, based at Elland; each branch's deliveries are picked up from the hub in the morning
«F2a»
«NS9a»
- Patients choose the slot in mylark or the branch books it on the counter screen

## Backend
«A4a»
«R3a»
- DB: Postgres `pg-vanrun` (PostGIS for stop geometry)
«N9a»
- Solver: OR-tools VRP, re-run when a stop is added after 08:00

## Driver app
«V2a»
«S5a»
- Offline first: the run manifest is cached on the phone at run start
- Barcode scan of each bag at the door; mismatched bag = app refuses to complete the stop

## Proof of delivery
- Photo of the bag at the door or in the patient's hand
«V8a»
«N2a»
«NS2a»

## Patient messaging
«R9a»
- Texts are sent when the run starts and again shortly before the van arrives
""")

R('reference_shelfwise.md', 'reference-shelfwise', 'shelfwise — dispensary stock and wholesaler ordering — stack, jobs, ordering rules', 'reference', """
# shelfwise

Dispensary stock control and wholesaler ordering for all branches and the hub. Django app, used on the dispensary PCs and the Zebra scanners.

## Stack
«O4a»
«D6b»
«O1a»
- Celery workers on Redis for the nightly jobs
«R4a»
«S6a»

## Stock
- Stock is held per branch per pack (dm+d AMPP id)
«S2a»
- Expiry dates captured at goods-in; short-dated report every Monday
«F3a»

## Ordering
- Main wholesaler: Northway Pharma Wholesale; secondary: Pennine Healthcare for specials
«V4a»
«N5a»
- Order lines are sent as a PIP-coded CSV over SFTP to Northway

## Development
«N4b»
- Migrations are squashed per release; check `docs/migrations.md` before touching old ones
""")

R('reference_mylark_app.md', 'reference-mylark-app', 'mylark — patient app (iOS/Android) and mylark-api — stack, features, services used', 'reference', """
# mylark — patient app

The patient app: repeat ordering, delivery slots, flu/travel appointments, proxy access for carers.

## Stack
«D4b»
«V5a»
«R7a»
«A9a»

## Accounts
«S4a»
«O8b»
«F4a»

## Repeats
- Shows the patient's repeat items as pulled from scriptline (`GET /patients/{id}/repeats`)
«V3a»
«N10a»

## Delivery
«F7a»
- Slot picker shows only slots with capacity, fetched from vanrun-api

## Services
«R2a»
«R10a»
- Analytics: none beyond store console stats (decision with Gareth, 2026-02)
""")

R('reference_rotaboard.md', 'reference-rotaboard', 'rotaboard — pharmacists\u2019 rota and RP cover — stack, publication, swaps', 'reference', """
# rotaboard

Rota for pharmacists, technicians and dispensers across the branches, plus locum bookings. The Responsible Pharmacist (RP) cover check lives here too.

## Stack
«D3b»
«R6a»
«O2a»
- Background jobs: Sidekiq (`sidekiq-rota` deployment)

## Rota
«V7a»
- Each branch needs an RP for every opening hour; rotaboard refuses to publish a week with an RP gap
- Locum requests go to the agency by email from `rota@larkfield.co.uk`
«S1a»

## Notifications
«O3b»
- Staff can also subscribe to their shifts as an iCal feed
""")

R('reference_infra.md', 'reference-infra', 'Infra — hosts, environments, logging, backups, code hosting', 'reference', """
# Infrastructure

Small server room at the Elland hub plus a couple of cloud bits. Domain `larkfield.internal` for everything internal.

## Hosts
- `k3s-01..03`: the k3s cluster (3 nodes, 10.40.3.0/24)
«S3a»
- `mdm-01` (10.40.2.14): Knox Manage for the scanners and driver phones
- `nas-01`: Synology, backups and scanned documents
- HSCN connection terminates on `hscn-gw-01`; only eps-bridge talks through it

## Environments
«A5a»
- Production: `*.larkfield.internal`, patient app via `api.mylark.co.uk`

## Observability
«S9a»
- Metrics: Prometheus + Grafana at `grafana.larkfield.internal`
- Uptime checks: Uptime Kuma on a VPS outside the building

## Backups
«F5a»
- Scanned paper records on `nas-01` are replicated to Backblaze B2 weekly

## Code
«S10a»
- Secrets in 1Password (vault "Platform"); never in repos or env files committed to git
""")

R('reference_fridgewatch.md', 'reference-fridgewatch', 'fridgewatch: dispensary fridge temperature monitoring — sensors, alarms, ops', 'reference', """
# fridgewatch

Monitors every dispensary fridge (insulins, vaccines, eye drops) in the branches and at the hub. Range 2–8 °C.

## Sensors
«D10b»
«V6a»
- Gateway uplinks go to ChirpStack on k3s, fridgewatch consumes them over MQTT

## Alarms
- Out of range for 15 minutes = alarm on the branch tablet
«S7a»
«NS10b»
- Excursions must be written up by the pharmacist in the fridge log within the day

## Ops
«NS4b»
- Config (fridge ids, calibration offsets) in `fridges.yaml` in the repo
""")

R('reference_cdreg.md', 'reference-cdreg', 'cdreg — electronic controlled drugs register — data rules, retention, dev process', 'reference', """
# cdreg

Electronic controlled drugs (CD) register for Schedule 2 drugs, one register per drug/strength/form per branch. Regulated: changes need Gareth.

## Data rules
«F9a»
«NS5a»
«F8a»
- Running balance recalculated on every entry; a negative balance blocks the save
«O5a»

## Branches
- All branches except Todmorden went electronic in the January rollout
«S8a»

## Tech
«O1b»
- Signing: each entry is signed via the HSM on `hsm-01`; the signature is stored with the row

## Dev process
«N1a»
- Every PR needs a second reviewer, usually Sam
""")

R('project_eps_bridge.md', 'project-eps-bridge', 'eps-bridge: link between the NHS EPS spine and scriptline — status and behaviour', 'project', """
# eps-bridge

Small Go service that sits on the HSCN side and pulls prescriptions from the NHS Electronic Prescription Service for our nominated branches, then pushes them into scriptline.

«V10a»
«D7b»
«N8a»
- Smartcard session: uses the hub's RA-issued smartcard in the reader on `hscn-gw-01`; needs re-auth after a reboot
- Status (2026-10): stable; next item is handling EPS R2 cancellation messages properly (`EPS-114`)

**Why:** scriptline can't reach the spine directly and we don't want HSCN routes on the k3s nodes.

**How to apply:** any change here is tested against the EPS path-to-live environment first; ask Priya for the PTL smartcard.
""")

R('project_hub_dispensing.md', 'project-hub-dispensing', 'Elland hub dispensing: how repeat scripts flow from scriptline to hub packing', 'project', """
# Hub dispensing

«D2b»
«R1a»

The hub packing app shows the job, the dispenser picks, labels and bags; the accuracy checking technician (ACT) does the final check and scans the tote.

- Totes have a barcode `T-<branch>-<nnnn>`; the branch scans them in on arrival
- CDs are never dispensed at the hub; those jobs are routed back to the branch
- Target: repeats ready at the branch within 2 working days of EPS receipt

**How to apply:** when touching the dispense-job format, update the packing app and scriptline in the same release.
""")

R('project_van_delivery_rollout.md', 'project-van-delivery-rollout', 'How home delivery was rolled out across the branches in 2026', 'project', """
# Van delivery rollout (2026)

«D1a»
Brighouse was chosen because of the care homes on the Rastrick side, Halifax because it has the biggest delivery list.

«D9a»
That's why the early crash reports were all over the place (seven different Android versions).

- April: Huddersfield, Elland, Sowerby Bridge added
- June: remaining branches added once the extra vans arrived
- Drivers were trained by Nadia; the training deck is in the ops SharePoint

**Why this note:** Nadia sometimes compares current failed-delivery numbers to the pilot; the pilot had a much smaller area, so don't read too much into that comparison.
""")

R('project_mylark_v2.md', 'project-mylark-v2', 'mylark 2.0 rebuild (shipped June 2026) — decisions and history', 'project', """
# mylark 2.0

The June 2026 rebuild of the patient app.

## History
«D4a»
We ejected because the branch check-in kiosk needed a native Bluetooth module, and because OTA updates kept surprising Gareth.

## Decisions
«N7a»
- Repeat list grouped by "due soon / later" rather than alphabetically
- Dark mode shipped at launch (most requested feature in the 1.x feedback form)

**How to apply:** if Gareth asks why something looks the way it does in 2.0, this file has the reason.
""")

R('project_nhs_login.md', 'project-nhs-login', 'NHS login integration for mylark', 'project', """
# NHS login

«S4b»

- Integration via OIDC; client config in 1Password "NHS login prod"
- Identity level P9 is required before a patient can see repeat items
- Patients who can't reach P9 can still book flu jabs

**How to apply:** test accounts for the NHS login sandbox are in the 1Password vault "Platform"; don't create new ones, the sandbox has a quota.
""")

R('project_flu_jabs.md', 'project-flu-jabs', 'Flu and travel vaccination bookings', 'project', """
# Flu jabs and vaccination bookings

«D5b»
- Each branch sets its own clinic hours in the booking admin screen
- Stock of vaccine is checked against shelfwise before a slot is offered
- The national booking service is not used for our own private flu clinics

**How to apply:** when the season opens (September), check that the slot generator picks up the new clinic hours.
""")

R('project_wholesaler_ordering.md', 'project-wholesaler-ordering', 'Wholesaler ordering — Northway timings and the late-order problem', 'project', """
# Wholesaler ordering (Northway)

Branches kept missing next-day delivery in September. Root cause was people adding lines after the order had been generated.

«V4b»
- Late lines now go onto the following day's order automatically, with a banner on the screen
- Pennine (specials) have no cut-off problem; they deliver twice a day

**How to apply:** if a branch says "our order didn't arrive", first check the `order_sent_at` timestamp in shelfwise before blaming Northway.
""")

R('project_mylark_offline.md', 'project-mylark-offline', 'mylark offline mode — what works without signal', 'project', """
# mylark offline mode

Plenty of patients in the Calder Valley have patchy signal, so the app has an offline mode.

«N3a»
- Cached repeat list shows a "last updated" timestamp
- Ordering while offline queues the request and sends it when the phone is back online
- Offline mode is off for proxy (carer) accounts

**How to apply:** offline data is cleared on logout; keep it that way.
""")

R('feedback_git_workflow.md', 'feedback-git-workflow', 'Git habits Priya wants — branches, merges, force-push', 'feedback', """
Git workflow rules Priya set in March.

- Branch names: `<ticket>-<short-slug>`, e.g. `SCR-212-owings-digest`
«NS7a»
«R8b»
- Rebase on `main` before asking for review, don't merge `main` into your branch

**Why:** she reads history with `git log --first-parent` and merge bubbles make that noisy.

**How to apply:** follow these per repo; if a repo's README says something different, ask.
""")

R('feedback_pr_style.md', 'feedback-pr-style', 'How Priya wants pull requests written and when to ask for review', 'feedback', """
«A2a»
«NS8a»

- Link the ticket in the first line
- Screenshots for any UI change, before and after

**Why:** she reviews between dispensary shifts on Fridays, on her phone.

**How to apply:** if the PR touches CDs or patient data, put **SI review** in the title so Gareth's check isn't forgotten.
""")

R('feedback_patient_data.md', 'feedback-patient-data', 'Patient data handling rules for code and tests', 'feedback', """
Patient data rules (Priya + Gareth, restated 2026-03 after the DSPT audit).

«A3a»
«F10a»
«N3b»
- Never paste real patient data into prompts, tickets or PRs, even redacted screenshots

**Why:** we are a data controller under UK GDPR and submit the DSPT every year; one leak is a reportable incident.

**How to apply:** when debugging with production data, describe the shape of the record, not its content.
""")

R('feedback_migrations.md', 'feedback-migrations', 'When and how to run schema migrations', 'feedback', """
«A1a»

- Always take a manual snapshot first (`pgbackrest backup --type=incr` on the cluster)
- Long migrations: split into expand/contract across two releases

**Why:** a locked table during opening hours means dispensers can't book stock in and queues form at the counter.

**How to apply:** if a migration is needed urgently during the day, say so to Priya and let her decide.
""")

R('feedback_deploys.md', 'feedback-deploys', 'Deploy timing and release rules across the apps', 'feedback', """
# Deploy rules

«NS1a»
«O10a»
- After deploying anything patient-facing, watch the error rate for 15 minutes before walking away

## History
«D8a»
That stopped when staging got wiped by a half-finished sync.

**Why:** branches open at 08:30–09:00 and most repeat orders land in the first hour.

**How to apply:** check the clock before kicking off a deploy; if in doubt, wait for the afternoon.
""")

R('feedback_copy_style.md', 'feedback-copy-style', 'Wording and spelling rules for patient-facing text', 'feedback', """
«A7a»

- Say "medicine", not "drug", except in "controlled drug"
- Reading age 9: short sentences, no jargon, no "EPS", "dm+d" or "owing" in patient copy

**Why:** lots of elderly patients and carers; Gareth gets the complaints.

**How to apply:** run new copy past the reading-age checker in `tools/readability.py` in the mylark repo.
""")

R('feedback_sql_access.md', 'feedback-sql-access', 'What database access the agent is allowed to use', 'feedback', """
«F6a»

- Never run writes against production; prepare the SQL and hand it to Priya
- Staging DBs are fair game for anything

**Why:** Priya gets lots of "how many patients …" questions from Nadia and Gareth and wants the agent to answer them.

**How to apply:** paste the query you ran along with the answer.
""")

R('feedback_mylark_tooling.md', 'feedback-mylark-tooling', 'Tooling conventions in the mylark monorepo', 'feedback', """
«R7b»
- TypeScript strict mode everywhere; no `any` without a comment saying why
- Run `yarn lint && yarn typecheck` before pushing

**Why:** the lockfile churn between package managers broke two release builds in 2.0 development.
""")

R('feedback_testing.md', 'feedback-testing', 'Testing conventions for the Python services', 'feedback', """
«A10a»
- Every bug fix gets a regression test named after the ticket (`test_scr_212_...`)
- Integration tests run against docker-compose Postgres, never SQLite

**Why:** SQLite hid a timezone bug in scriptline for months.
""")

R('feedback_cdreg_reviews.md', 'feedback-cdreg-reviews', 'How cdreg changes are reviewed and merged', 'feedback', """
«N1b»

- Commit messages in cdreg explain the regulatory reason, not just the code change
- Gareth gets a plain-English summary for every release

**Why:** an inspector once asked to see when a balance rule changed and why.

**How to apply:** keep commits small and self-explanatory.
""")

R('feedback_patient_comms.md', 'feedback-patient-comms', 'Rules for messages we send to patients', 'feedback', """
«NS6a»

- Every text says which branch it is from
- No medicine names in SMS; the text just says the order is ready

**Why:** GDPR and the PECR rules; also a text on a shared family phone shouldn't reveal what someone takes.
""")

R('feedback_commit_messages.md', 'feedback-commit-messages', 'Commit message style', 'feedback', """
Commit messages: imperative, under 72 chars, ticket id in front (`SCR-212: add owings digest`).

- No emoji, no "Co-Authored-By" trailer
- Body only when the why isn't obvious

**Why:** the weekly changelog email is generated from commit subjects.
""")

R('feedback_explain_pharmacy_terms.md', 'feedback-explain-pharmacy-terms', 'Explain pharmacy terms when writing for Sam', 'feedback', """
When writing tickets or comments that Sam will pick up, spell out pharmacy terms the first time (RP, ACT, owing, dm+d, PIP code).

**Why:** Sam came from an e-commerce background and lost a day on "owings" in April.

**How to apply:** a short gloss in brackets is enough; the full list is in reference_glossary.md.
""")

R('feedback_ask_before_emailing.md', 'feedback-ask-before-emailing', 'Never send email to branches or GP surgeries without asking', 'feedback', """
Don't trigger emails to branches, GP surgeries or the agency from scripts or the admin screens without asking Priya first.

**Why:** a test run in May sent 40 surgeries a duplicate batch of repeat requests, and the practice managers complained to Gareth.

**How to apply:** use the `--dry-run` flag of the email jobs and show Priya the output.
""")

R('reference_glossary.md', 'reference-glossary', 'Glossary: pharmacy and NHS terms used in tickets and code', 'reference', """
# Glossary

- **EPS** — Electronic Prescription Service; prescriptions arrive from the NHS spine
- **Nomination** — the patient's chosen pharmacy for EPS prescriptions
- **RP** — Responsible Pharmacist; one must be signed in for a pharmacy to operate
- **ACT** — accuracy checking technician
- **Owing** — the part of a prescription we couldn't supply yet; patient collects the rest later
- **dm+d** — NHS dictionary of medicines and devices; AMPP = actual medicinal product pack
- **PIP code** — wholesaler product code used on orders
- **CD2 / CD3** — controlled drug schedules 2 and 3
- **MDS** — monitored dosage system (weekly blister trays)
- **DSPT** — Data Security and Protection Toolkit, the yearly NHS self-assessment
- **HSCN** — Health and Social Care Network
""")

R('reference_branches.md', 'reference-branches', 'Branch list — codes, addresses, opening times', 'reference', """
# Branches

«O9a»
- Brighouse (BRG), Bethel St — opens 08:45
- Elland (ELL), also houses the hub and the server room
- Sowerby Bridge (SOW), Todmorden (TOD), Hebden Bridge (HEB), Mirfield (MIR), Rastrick (RAS), Holmfirth (HOL), Marsden (MAR)
- Huddersfield (HUD), Westgate — see the refit note

Branch codes are used everywhere: tote barcodes, rotaboard, shelfwise locations.
""")

R('reference_wholesalers.md', 'reference-wholesalers', 'Wholesaler accounts and contacts', 'reference', """
# Wholesalers

- Northway Pharma Wholesale: main wholesaler, account numbers per branch in shelfwise admin
- Pennine Healthcare: specials and unlicensed medicines
- Support numbers are in the ops SharePoint, not here

**How to apply:** never put wholesaler account passwords in code; the SFTP key is in 1Password.
""")

R('reference_nhs_apis.md', 'reference-nhs-apis', 'NHS APIs we use: PDS, EPS, NHS login and where the docs are', 'reference', """
# NHS APIs

- PDS FHIR (patient demographics): used by scriptline to verify NHS numbers at registration
- EPS: via eps-bridge only
- NHS login: OIDC, used by mylark
- Docs: digital.nhs.uk developer portal; onboarding evidence in the `compliance/` folder of the scriptline repo

**How to apply:** every new NHS API needs a new onboarding (SCAL); don't start coding against one without Priya.
""")

R('project_pharmacy_first.md', 'project-pharmacy-first', 'Pharmacy First consultations — recording and claims', 'project', """
# Pharmacy First

The NHS Pharmacy First service (seven clinical pathways). Consultations are recorded in the NHS-approved third-party system, not in our own code.

- We only pull the monthly consultation counts into the management report
- Export is a CSV download; Nadia does it on the 2nd working day of the month

**How to apply:** don't build anything that stores consultation notes; that's out of scope for us.
""")

R('project_label_printer.md', 'project-label-printer', 'Dispensing label printer problems at the hub', 'project', """
# Label printers

The hub has four Zebra ZD421 printers for dispensing labels. In October two of them started cutting off the last line of the warning text.

- Cause: the label template used 10 pt text for the "Keep out of the sight and reach of children" line
- Fix: template v7 with 9 pt and a tighter margin, deployed 2026-10-21
- Branches still use the older Brother printers; their template is separate

**How to apply:** any label template change needs a printed sample photographed for Gareth.
""")

R('project_accessibility_audit.md', 'project-accessibility-audit', 'mylark accessibility audit (autumn 2026)', 'project', """
# Accessibility audit

External audit of mylark against WCAG 2.2 AA in October.

- 11 issues, 3 serious: focus order on the slot picker, contrast of the "due soon" chip, missing labels on the quantity steppers
- All serious ones fixed in 2.3.1
- Remaining minor issues tracked under `MYL-3xx`

**How to apply:** new screens get a VoiceOver and TalkBack pass before review.
""")

R('project_hypertension_service.md', 'project-hypertension-service', 'Hypertension case-finding — BP monitor data import', 'project', """
# Hypertension case-finding

Branches offer blood-pressure checks; the clinic BP monitors export readings over Bluetooth to a tablet app.

- We only store the count of checks per branch per month, for the NHS claim
- Ambulatory monitor loans tracked on a paper sheet for now; a small screen in rotaboard was discussed and parked

**How to apply:** if asked to store readings, push back — that's clinical data we don't want in our systems.
""")

R('project_mds_trays.md', 'project-mds-trays', 'MDS blister tray scheduling', 'project', """
# MDS trays

About 600 patients get weekly or four-weekly blister trays (monitored dosage system). Scheduling is still a spreadsheet per branch.

- Plan: move the schedule into scriptline as a new request type
- Blocker: tray labels need a different layout and the hub printers aren't set up for it

**How to apply:** not started; don't mix it into unrelated scriptline work.
""")

R('reference_tickets.md', 'reference-tickets', 'Ticket prefixes per system and where tickets live', 'reference', """
# Tickets

Tracker is Linear (workspace "larkfield").

| Prefix | System |
|---|---|
| `SCR-` | scriptline |
| `VAN-` | vanrun |
| `STK-` | shelfwise |
| `MYL-` | mylark |
| `ROTA-` | rotaboard |
| `CDR-` | cdreg |
| `EPS-` | eps-bridge |
| `OPS-` | ops requests from Nadia |

**How to apply:** put the ticket id first in branch names and commit subjects.
""")

R('feedback_new_dependencies.md', 'feedback-new-dependencies', 'Ask before adding a new third-party dependency', 'feedback', """
Ask Priya before adding any new third-party package to a repo, even a small one.

**Why:** every supplier that touches patient data has to go on the DSPT asset register, and she'd rather not find out from a Renovate PR.

**How to apply:** say what it's for and what the alternative without it would be.
""")

R('project_discharge_medicines.md', 'project-discharge-medicines', 'Discharge Medicines Service referrals from the hospitals', 'project', """
# Discharge Medicines Service

Calderdale Royal and Huddersfield Royal send DMS referrals when a patient leaves hospital with changed medicines.

- Referrals arrive in the NHS-commissioned referral platform, not in our systems
- The branch pharmacist reconciles the new list against the repeat list by hand
- Idea (parked): show a "recently discharged" badge on the scriptline branch dashboard

**How to apply:** nothing to build yet; if it comes back, it needs Gareth and a DPIA.
""")

R('project_smartcards.md', 'project-smartcards', 'NHS smartcards for staff: renewals and the readers', 'project', """
# Smartcards

Every pharmacist and technician has an NHS smartcard; the RA agent for us is the local ICB.

- Card certificates renew every two years; the RA sends reminders to the individual, not to us
- Card readers on the dispensary PCs are Omnikey 3121; drivers from the NHS Identity Agent bundle
- eps-bridge uses the hub's own card, see project_eps_bridge.md

**How to apply:** if a branch says "EPS is down", ask first whether the RP's card works on the PMR.
""")
