# Root Claude Code memories: name -> (type, description, title, hook, body). @@Xa@@/@@Xb@@ = claim of pair X (x/y side).
ROOT = {}
def r(fn, typ, desc, title, hook, body):
    ROOT[fn] = (typ, desc, title, hook, body)

r("reference_vetbook.md", "reference", "vetbook: booking system for all clinics, endpoints, stack and integrations", "vetbook reference", "booking app stack, DB, jobs, mail",
"""# vetbook

Rails app that owns appointments for the six clinics and the hospital. Repo `hvg/vetbook`.

## Stack
@@D5b@@
- Puma behind the shared ingress, 3 replicas
@@A6a@@

## Data
@@V1a@@
- Read replica: `pg-vetbook-ro.hvg.internal`, used by Metabase

## Jobs and integrations
@@R1a@@
@@S1a@@
- SMS for booking confirmations is handed to remindr over its internal API (`POST /v1/messages`)

## Observability
@@O10b@@
- Logs: Loki, label `app="vetbook"`
""")

r("reference_pawchart.md", "reference", "pawchart: clinical records (EMR) app, stack, storage, CI: read before touching pawchart infra", "pawchart reference", "EMR stack, storage, CI, backups",
"""# pawchart (clinical records)

Django app used in every consult room. Repo `hvg/pawchart`. Owner: Priya.

## Runtime
@@V4a@@
- Django 4.2 LTS, Celery for PDF rendering
@@O3a@@

## Storage
@@D9b@@
@@V8a@@
@@S4a@@

## Build and ops
@@R2a@@
@@F1b@@
@@O10a@@

**Why this file exists:** pawchart questions come up in almost every session; keep this current.
""")

r("reference_labsync.md", "reference", "labsync: lab result ingestion from analysers and reference labs", "labsync reference", "lab ingestion, sources, hosting",
"""# labsync

Python service that files lab results into pawchart. Repo `hvg/labsync`.

## Sources
@@V2a@@
@@S2a@@
@@D4b@@

## Runtime
@@R5b@@
@@O1b@@
- Results are matched to patients by pawchart patient id, falling back to microchip number

**How to apply:** when a vet says "the bloods didn't come through", check the MLLP ACK log first.
""")

r("reference_remindr.md", "reference", "remindr: vaccine and booster reminders, channels, schedule, providers", "remindr reference", "reminder service channels and schedule",
"""# remindr

Small Flask service that sends vaccine, booster, flea/worm and health-plan reminders.

@@D1b@@
@@NS4b@@
@@V3a@@
@@V10a@@
@@R4a@@
@@O1a@@
@@A10a@@
- Admin UI at `/admin`, behind the office VPN
""")

r("reference_dispensary.md", "reference", "dispensary: pharmacy stock and controlled drugs register: stack, rules, deploy", "dispensary reference", "pharmacy stock + CD register",
"""# dispensary

@@A2a@@
@@R6a@@
@@S10a@@
@@NS2b@@

## Stock
@@F8a@@
- Reorder suggestions are generated every Monday for the Covetrus order

## Controlled drugs (CD) register
@@N8b@@
@@V5b@@
- Schedule 2 entries need a witness signature from a second registered person

## Alerts
@@NS6b@@
""")

r("reference_claimsdesk.md", "reference", "claimsdesk: pet-insurance claims app, insurers, runtime", "claimsdesk reference", "insurance claims app",
"""# claimsdesk

TypeScript/Fastify app used by the claims desk to send direct claims to insurers.

## Runtime
@@O6b@@
@@R3b@@
@@D2b@@

## Submissions
@@V6a@@
@@N3a@@
@@F2a@@

## Insurer notes
- Harbour Pet: partner API, OAuth client credentials, sandbox at `sandbox.harbourpet.example`
@@S5b@@
- Ardent Animal: still paper forms, scanned and uploaded by the desk
""")

r("reference_tillpoint.md", "reference", "tillpoint: point of sale and invoicing at reception", "tillpoint reference", "POS, invoicing, exports",
"""# tillpoint

POS used at every reception desk and at the hospital.

@@R8a@@
@@O4b@@
@@D7b@@
@@NS7b@@
@@A9a@@
- Price list is edited in the back office by the practice managers, not by us
""")

r("reference_infra.md", "reference", "infra: cluster, monitoring, paging, on-call", "Infra reference", "cluster, dashboards, paging, rota",
"""# Infra

- k3s cluster `hvg-prod` (3 nodes at the Leeds data centre), `hvg-stage` (1 node)
@@F6a@@
@@S3a@@
- Logs: Loki, 30-day retention
@@S7b@@
@@D10b@@
- Status page for clinics: `status.harrowvets.co.uk`
""")

r("reference_clinics.md", "reference", "clinics: sites, codes, rooms and opening hours", "Clinics and sites", "site codes, rooms, hours",
"""# Clinics

@@D3b@@

- Headingley (HDY): head office, 4 consult rooms, 2 theatres
@@O5a@@
- York (YRK): 4 consult rooms, closes 19:00
- Ripon (RIP): 2 consult rooms, closes 18:00
- Wetherby (WTB): closes 18:30
@@O9a@@
@@F10a@@
""")

r("project_ooh_hospital.md", "project", "OOH hospital: the Kirkstall out-of-hours hospital, capacity, cover, systems decisions", "OOH hospital", "hospital cover and systems",
"""# Out-of-hours hospital

@@A8a@@
@@V7a@@
@@O8b@@

## Systems
@@N6b@@
- Uses the same tillpoint price list as the clinics, with an OOH surcharge item

**Why:** the hospital is where most incident calls come from at night, so keep its setup written down.
""")

r("project_ooh_triage.md", "project", "ooh-triage: phone triage board for the hospital", "ooh-triage project", "night phone triage board",
"""# ooh-triage

Small Next.js board the night nurses use to log and prioritise calls.

@@O6a@@
@@R9a@@
@@S8b@@
- Priorities: red (come in now), amber (within 2 h), green (advice, clinic next day)
""")

r("project_vetbook_slots.md", "project", "vetbook slots: consult lengths, OOH booking, online booking rules", "vetbook slots", "slot rules and booking ownership",
"""# vetbook slot rules

@@F3a@@

@@V9a@@
Second-opinion and euthanasia consults are booked as double slots.

@@NS10b@@
""")

r("project_claims_desk.md", "project", "claims desk: the team and how work reaches them", "Claims desk", "who works the claims desk",
"""# Claims desk

@@D8b@@
- Sits at Headingley, first floor
- Work arrives as "claim ready" tasks from pawchart once the vet signs the history
""")

r("project_labsync_results.md", "project", "labsync results: abnormal flags and publishing to owners", "labsync results handling", "flags and owner publishing",
"""# labsync results handling

@@F5a@@
@@N5a@@

Owners see results in the client app under "Test results".
""")

r("project_tillpoint_ipads.md", "project", "tillpoint iPads: the till hardware move", "tillpoint iPad rollout", "reception hardware rollout",
"""# tillpoint iPad rollout

@@S6b@@
Receipt printers are Star TSP143 over Bluetooth; cash drawers kick from the printer.

**How to apply:** any "till is frozen" ticket is now an iPad problem; check the MDM (Jamf) first.
""")

r("user_priya.md", "user", "Priya: platform lead, preferences and setup", "User: Priya", "who Priya is and how she likes to work",
"""# Priya

@@A7a@@
@@F9a@@
@@R10b@@
@@A4b@@
- Works Mon-Thu; Fridays ask Dan
""")

r("feedback_cd_register.md", "feedback", "CD register: retention and audit rules for controlled drugs", "CD register rules", "retention and audit",
"""@@V5a@@

**Why:** RCVS inspection in June asked for the retention period in writing.
**How to apply:** never write a cleanup job that touches `cd_entries` without checking this.
""")

r("feedback_claimsdesk_tooling.md", "feedback", "claimsdesk tooling: package manager and scripts", "claimsdesk tooling", "which package manager",
"""@@R3a@@

**Why:** the lockfile in the repo is `pnpm-lock.yaml`; npm rewrites it into a mess.
""")

r("feedback_dispensary_merges.md", "feedback", "dispensary merges: how PRs are merged", "dispensary merge rule", "merge method for dispensary",
"""@@R7b@@

**Why:** `scripts/release-notes.sh` lists merged PRs by walking `--merges`.
""")

r("feedback_pawchart_merges.md", "feedback", "pawchart merges: how to merge PRs", "pawchart merge rule", "merge method for pawchart",
"""@@N1a@@

**How to apply:** use the "Squash and merge" button; edit the message to start with the ticket id (`PAW-123: ...`).
""")

r("feedback_vetbook_migrations.md", "feedback", "vetbook migrations: who runs them", "vetbook migrations", "how migrations get run",
"""@@N2b@@

**Why:** the `appointments` table is hot all day; an ALTER waiting on a lock stalled every reception in March.
""")

r("feedback_remindr_sundays.md", "feedback", "remindr sending rules: days and opt-outs", "remindr sending rules", "when not to send",
"""@@N4b@@
@@F4a@@
@@NS4a@@

**Why:** complaints from clients at the Ripon clinic in the spring.
""")

r("feedback_prod_pods.md", "feedback", "prod pods: restarts need a human", "Prod pod restarts", "restart policy for prod",
"""@@N7a@@

**Why:** a restart of pawchart during a surgery once dropped an anaesthetic record mid-save.
""")

r("feedback_pawchart_flags.md", "feedback", "pawchart flags: releasing UI changes", "pawchart UI releases", "how UI changes roll out",
"""@@N9a@@

**How to apply:** default the flag to the Headingley clinic first, then roll out by site code.
""")

r("feedback_staging_data.md", "feedback", "staging data: what data staging may hold", "Staging data rule", "data in staging",
"""@@N10b@@

**Why:** GDPR advice from the DPO in April.
""")

r("feedback_client_copy.md", "feedback", "client copy: language for client-facing text", "Client-facing copy", "tone and spelling",
"""@@F7a@@
Keep it warm and short; no clinical abbreviations in anything an owner reads.
""")

r("feedback_deploy_days.md", "feedback", "deploy days: when deploys are allowed", "Deploy windows", "when to deploy",
"""@@NS1a@@
@@D6b@@

**How to apply:** check #deploys before starting anything after 16:00.
""")

r("feedback_test_fixtures.md", "feedback", "test fixtures: no real client data", "Test fixture data", "fixture hygiene",
"""@@A1a@@
Same for addresses: use the `Faker::Address` en-GB locale.
""")

r("feedback_pawchart_tests.md", "feedback", "pawchart tests: what to run before pushing", "pawchart test habit", "local test run",
"""@@A5b@@

**Why:** the full suite takes 25 min in CI and Priya hates red builds.
""")

r("feedback_claims_signoff.md", "feedback", "claims signoff: vet approval before submission", "Claims sign-off", "approval before submitting",
"""@@NS3a@@

**Why:** insurers reject claims whose clinical history is unsigned, and it costs the desk a week.
""")

r("feedback_labsync_backfills.md", "feedback", "labsync backfills: timing", "labsync backfill timing", "when backfills may run",
"""@@NS5a@@

**Why:** the clinics' analysers are busiest then and the MLLP queue backs up.
""")

r("feedback_invoices.md", "feedback", "invoices: mandatory fields on emailed invoices", "Invoice rules", "what an invoice must carry",
"""@@NS7a@@
""")

# ---------------- root fillers (no pair)
FILL = [
("reference_glossary.md", "reference", "glossary: HVG terms and abbreviations used by staff", "Glossary", "staff jargon",
"""- **HP**: health plan (monthly subscription: vaccines, flea/worm, two checks)
- **RVN**: registered veterinary nurse
- **SA/EQ**: small animal / equine (we only do SA)
- **DNA**: did not attend
- **KIR**: the Kirkstall hospital site code
"""),
("reference_repos.md", "reference", "repos: where code lives in the hvg GitHub org", "Repos", "repo map",
"""- `hvg/vetbook`, `hvg/pawchart`, `hvg/labsync`, `hvg/remindr`, `hvg/dispensary`, `hvg/claimsdesk`, `hvg/tillpoint-bridge`
- `hvg/deploy`: Argo CD app manifests
- `hvg/infra`: Terraform and Ansible
"""),
("reference_client_portal.md", "reference", "client portal: owner-facing web app (My Harrow Vets)", "Client portal", "owner portal",
"""# My Harrow Vets (client portal)

- Next.js app, served at `my.harrowvets.co.uk`
- Login by magic link; no passwords stored
- Shows pets, upcoming appointments, health-plan status, test results
"""),
("reference_microchip.md", "reference", "microchip lookup: how chip searches work", "Microchip lookup", "chip database lookups",
"""Chip lookups go through the Petlog/Anibase aggregator API from pawchart's patient page.
Results are cached for 24 hours per chip number.
"""),
("reference_metabase.md", "reference", "metabase: reporting for practice managers", "Metabase", "management reporting",
"""- `metabase.hvg.internal`, SSO via Google Workspace
- Collections per clinic; the "Group KPIs" dashboard is the one the directors look at
"""),
("reference_formulary.md", "reference", "formulary: the drug list dispensary and pawchart share", "Formulary", "shared drug list",
"""The group formulary is a CSV in `hvg/dispensary/data/formulary.csv`, edited by the clinical director.
Each row: VMD product number, name, species, legal category (POM-V, POM-VPS, NFA-VPS, AVM-GSL).
"""),
("reference_label_printers.md", "reference", "label printers: dispensing labels", "Dispensing label printers", "printers for drug labels",
"""Brother QL-820NWB at every dispensary counter; labels are 62 mm continuous.
Printing goes through CUPS on the clinic's mini PC (`print-<site>.hvg.internal`).
"""),
("reference_cremation.md", "reference", "cremation partner: booking integration with the pet crematorium", "Cremation partner", "aftercare bookings",
"""Aftercare bookings go to Pennine Pet Crematorium through a simple form POST from pawchart.
Collection is twice weekly per clinic; the nurse prints the ID tag from the patient page.
"""),
("reference_insurers.md", "reference", "insurers: which insurers we deal with and how", "Insurer list", "insurers and channels",
"""- Harbour Pet, Fetchcover, Ardent Animal, Purrfect Cover
- Direct claims only for policies where the owner signed the direct-claim form in vetbook
"""),
("reference_vpn.md", "reference", "VPN: access to internal hosts", "VPN", "getting on the network",
"""WireGuard, config from `vpn.hvg.internal` (Google SSO). Split tunnel: only `10.40.0.0/16`.
"""),
("reference_phone_formats.md", "reference", "phone formats: how numbers are stored", "Phone number format", "E.164 storage",
"""Client phone numbers are stored in E.164 (`+447...`) everywhere; display as `07xxx xxxxxx`.
`phonelib` in Rails, `phonenumbers` in Python.
"""),
("reference_health_plans.md", "reference", "health plans: the monthly plan product", "Health plans", "plan tiers",
"""- Tiers: Puppy & Kitten, Adult, Senior
- Direct debit via GoCardless on the 1st of each month
- Plan entitlements are checked by tillpoint at payment time
"""),
("project_client_app.md", "project", "client app: mobile app roadmap", "Client app roadmap", "owner mobile app plans",
"""# Client app

Expo/React Native wrapper around the portal. Store release targeted for Q1 2027.
Push notifications are the main reason for an app; reminders would move there over time.
"""),
("project_pharmacy_online.md", "project", "online pharmacy: repeat prescriptions ordering", "Online repeat prescriptions", "repeat Rx ordering",
"""# Online repeat prescriptions

Owners request repeats from the portal; the request lands in pawchart as a task for the vet.
A vet must authorise every repeat; nothing is dispatched from the portal directly.
"""),
("project_weight_clinic.md", "project", "weight clinic: nurse clinic booking type", "Weight clinics", "nurse weight clinic",
"""Nurse-led weight clinics were added as a booking type in vetbook in June (`NURSE-WT`).
Progress charts are drawn in pawchart from the weight history.
"""),
("project_gdpr_sar.md", "project", "GDPR SAR: subject access request export", "Subject access requests", "SAR export tool",
"""# SAR export

`bin/sar-export <client_id>` in pawchart bundles records, invoices and messages into a zip.
The DPO (Helen Marsh) sends it; we never email it ourselves.
"""),
("project_anaesthesia_monitor.md", "project", "anaesthesia monitor: integration spike", "Anaesthesia monitor spike", "monitor data into pawchart",
"""# Anaesthesia monitor integration (spike)

Looking at pulling HR/SpO2/EtCO2 from the theatre monitors into pawchart's anaesthetic record.
Vendor exposes HL7 ORU over TCP; prototype parked until theatre refits in 2027.
"""),
("project_rcvs_inspection.md", "project", "RCVS inspection: PSS inspection prep", "PSS inspection", "practice standards prep",
"""Practice Standards Scheme inspections: Headingley and York passed in June.
Evidence folder in Google Drive "PSS 2026"; IT items were audit logs and backups.
"""),
("project_kpi_dashboard.md", "project", "KPI dashboard: directors' numbers", "KPI dashboard", "group KPIs",
"""Metrics: consults per vet per day, DNA rate, health-plan uptake, average transaction value.
Built in Metabase on the vetbook replica and tillpoint export tables.
"""),
("project_rota_tool.md", "project", "rota tool: staff rota replacement", "Rota tool", "staff scheduling",
"""Staff rotas are still in RotaCloud; a vetbook integration for vet availability is on the wish list.
"""),
("feedback_commit_messages.md", "feedback", "commit messages: ticket prefix convention", "Commit messages", "message format",
"""Start commit subjects with the Jira key (`VB-`, `PAW-`, `LAB-`, `CLM-`), imperative mood.
"""),
("feedback_no_client_names_in_logs.md", "feedback", "logs: no client names or phones in logs", "No PII in logs", "logging hygiene",
"""Log ids, not names: `client_id=123`, never the owner's name, address or phone.
**Why:** Loki is readable by contractors.
"""),
("feedback_explain_clinical_terms.md", "feedback", "clinical terms: check with a vet", "Clinical terms", "don't guess clinical meaning",
"""When a ticket uses a clinical term you're not sure about, ask instead of guessing; Priya will forward to a vet.
"""),
("feedback_python_style.md", "feedback", "python style: ruff and type hints", "Python style", "lint and typing",
"""ruff (format + lint) on save; type hints on all new functions; no `print` in library code.
"""),
("feedback_pr_size.md", "feedback", "PR size: keep PRs small", "PR size", "small PRs",
"""Keep PRs under ~400 changed lines; split migrations into their own PR.
"""),
("feedback_ticket_updates.md", "feedback", "tickets: update Jira when done", "Ticket updates", "close the loop",
"""After merging, move the Jira ticket to "Done" and paste the PR link; practice managers watch the board.
"""),
("user_dan.md", "user", "Dan: infra engineer, second on the platform team", "User: Dan", "who Dan is",
"""- Dan Whitfield, infra engineer; owns the k3s cluster and networking
- Likes runbooks with copy-pasteable commands
"""),
("user_tomas.md", "user", "Tomás: Rails developer on vetbook", "User: Tomás", "who Tomás is",
"""- Tomás Ferreira, contractor, 3 days a week on vetbook
- Based in Porto, works UK hours
"""),
]
for f in FILL:
    r(*f)
