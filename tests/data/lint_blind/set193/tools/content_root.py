# Root (Claude Code auto-memory) files: filename -> (title, hook, frontmatter text, body)
# Frontmatter is written literally so that a few descriptions can carry an unquoted ': '.
FLAT = ["reference_logyard.md", "reference_cutplan.md", "reference_infra.md", "reference_glossary.md"]

ROOT = {}

def add(fn, title, hook, name, desc, typ, body):
    ROOT[fn] = (title, hook, f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n", body.strip("\n") + "\n")

add("reference_logyard.md", "logyard overview", "log intake app: stack, intake rules, retention",
    "logyard-overview", "logyard: log intake, weighbridge tickets, grading and FSC records for the mill yard", "reference", """
# logyard

Log intake system for the Ashcombe mill yard. Repo `ashcombe-timber/logyard`, owner Nia Hughes.

## Stack
@@A3a@@
@@V2a@@
- Celery workers (broker: Redis on `app-02`) for the nightly purge and the monthly FSC volume report
- Admin at `/admin/` is for Nia and Gwen only; yard staff use the intake screens on the intake PC

## Intake
@@F3a@@
@@S1a@@
- Loads are weighed in and out; the net weight goes on the ticket
@@NS4a@@
- Species use the two-letter codes, see [[species-codes]]
@@N3a@@
- Each supplier has a default grade sheet; graders can override it per log

## Retention
@@V7a@@
- Grading photos are kept for 1 year, then the purge job removes them
- Supplier bank details are never shown on the intake screens
""")

add("reference_kilnwatch.md", "kilnwatch overview", "kiln drying monitor: connectivity, storage, targets, alerts",
    "kilnwatch-overview", "What kilnwatch is, how it talks to the kilns, where readings go, MC targets and alerting", "reference", """
# kilnwatch

Kiln drying monitor for the kiln shed at Ashcombe. Python 3.12 + FastAPI on the VM `kiln-01`.
Repo `ashcombe-timber/kilnwatch`, owner Sam Okoro.

## Talking to the kilns
@@V1a@@
- Kiln 5 (vacuum kiln) sits on its own gateway, see the kiln 5 commissioning note
@@F1a@@
@@N7a@@
- A probe is marked stale after 3 missed polls

## Storage
@@R6a@@
@@NS7a@@

## Final moisture targets
@@V3a@@
- Ash: 12%
- Sweet chestnut: 14%
- Larch and Douglas fir (structural): 18%

## Alerts
@@A1b@@
@@V8a@@
- Wet-bulb deviation: more than 2 °C for 30 minutes
@@R4a@@
@@S10a@@
""")

add("reference_cutplan.md", "cutplan overview", "order entry, cut lists and saw hand-off",
    "cutplan-overview", "cutplan: order entry, cut-list optimiser and hand-off to the saws", "reference", """
# cutplan

Order entry and cut-list planning for the headrig, resaw and cross-cut. Repo `ashcombe-timber/cutplan`, owner Sam.

## Stack
@@V6a@@
@@R1a@@
@@O9a@@
@@S3a@@

## Cut lists
@@NS3a@@
@@N4a@@
@@F6a@@
- Kerf allowance: 4 mm on the headrig, 2.2 mm on the resaw

## Money
@@R10a@@
- Quotes are valid for 30 days
- Prices are per cubic metre for sawn stock and per piece for sleepers
""")

add("reference_haulr.md", "haulr overview", "delivery scheduling backend, driver app and fleet",
    "haulr-overview", "Delivery scheduling backend and driver app, booking rules, fleet limits, notifications", "reference", """
# haulr

Delivery scheduling for timber going out of Ashcombe and Ledbury. Go 1.23 backend on `haulr-01`,
Flutter driver app. Owner: Nia.

## Backend
@@R9a@@
@@R3a@@
@@S5a@@
@@O4a@@

## Booking
@@F2a@@
@@V10a@@
- Collections from Ledbury don't need a booking

## Fleet
@@V5a@@
- Artic (FJ71 KLM): 26 t payload on the flatbed trailer
@@NS6b@@
@@D5b@@
@@N2a@@
""")

add("reference_bladebook.md", "bladebook overview", "saw-blade maintenance tracker for the saw shop",
    "bladebook-overview", "Saw-blade maintenance tracker used by the saw doctor", "reference", """
# bladebook

Small Flask app where the saw doctor (Pete Lally) logs every blade, regrind and re-tension.

## Where it runs
@@R5a@@
@@S6a@@

## Blades
@@A6a@@
@@D8b@@
@@V4a@@
- Cross-cut circular blades: resharpen every 40 running hours
@@F4a@@
@@NS8a@@
@@N5a@@
""")

add("reference_infra.md", "Infrastructure", "VMs, deploys, CI, secrets and backups",
    "infra-overview", "infra: VMs, deploys, CI, secrets, backups", "reference", """
# Infrastructure

Almost everything runs on one Proxmox host (`pve1`) in the mill office rack, plus a small Hetzner VM
for the public order form.

- VMs: `app-02` (logyard, cutplan), `kiln-01` (kilnwatch), `haulr-01`, `db1` and `db2` (Postgres 16, db2 is a streaming replica)
@@F5a@@
@@R2a@@
@@S2a@@
- Error tracking: Sentry for logyard, cutplan and haulr
@@S8a@@

## Backup schedule

| app | schedule | retention |
|---|---|---|
| logyard | nightly 01:00 | 30 days |
| cutplan | nightly 01:30 | 30 days |
@@V9a@@
| haulr | nightly 01:45 | 30 days |
""")

add("reference_sites.md", "Sites", "the mill and the Ledbury yard, hours, who does what",
    "sites", "The mill at Ashcombe and the Ledbury yard, hours, people, what happens where", "reference", """
# Sites

## Ashcombe mill (main site)
- Log yard, weighbridge, headrig and resaw lines, kiln shed, saw shop
@@D9a@@
@@S9a@@
- Pete Lally runs the saw shop; Owen Price runs the kiln shed

## Ledbury yard (sales and collections)
@@A8b@@
@@D10b@@
- Stock: sawn oak, larch cladding, sleepers, fencing
""")

add("reference_oncall.md", "On-call", "who gets paged for what",
    "oncall", "Who gets paged for what, and how handover works", "reference", """
@@A7a@@
PagerDuty service `ashcombe-software` holds the rota; swaps are fine if both people agree in #dev.

@@NS2a@@

@@NS9b@@

Haulr problems during delivery hours go to Nia first whoever is on call, because the drivers ring her anyway.
""")

add("reference_species_codes.md", "Species codes", "species codes used across logyard and cutplan",
    "species-codes", "The two-letter species codes used in logyard, cutplan and on stock labels", "reference", """
# Species codes
@@F9a@@
- Codes are upper case everywhere, including on the stock labels printed at Ledbury
- Anything else (cedar, cherry, walnut for specials) is XX with the species in the notes
""")

add("reference_kiln_hardware.md", "Kiln hardware", "the kilns, capacities and what they dry",
    "kiln-hardware", "Kilns in the shed, charge capacities, what each one normally dries", "reference", """
# Kiln hardware

| kiln | type | charge | normally dries |
|---|---|---|---|
@@A9b@@
| Kiln 3 | conventional, Brunner-Hildebrand | 38 m³ | hardwood |
| Kiln 4 | conventional, Nardi | 40 m³ | softwood |
| Kiln 5 | vacuum, Vacutec | 12 m³ | oak beams over 150 mm |

@@D6a@@
- Sticks are 25 mm kiln-dried pine, spaced 600 mm
""")

add("reference_delivery_rules.md", "Delivery rules", "paperwork and weights for outbound loads",
    "delivery-rules", "What has to be true before a load leaves the yard", "reference", """
# Delivery rules
@@NS1b@@
- Every outbound load is strapped with at least two straps per stack
- Loads over the rigid's limit go on the artic, never split across two trips without asking the customer
""")

add("reference_glossary.md", "Glossary", "mill and kiln terms",
    "glossary", "glossary: mill and kiln terms the team uses", "reference", """
# Glossary
- charge: one load of stacked timber in a kiln, dried as a unit
- MC: moisture content, % of oven-dry weight
- dry-bulb / wet-bulb: the two kiln air temperatures; their difference gives the humidity
- headrig: the primary bandsaw that breaks down logs; resaw: the secondary bandsaw
- regrind: sharpening a band blade on the grinder; re-tension: rolling the blade body
- OPM: oak processionary moth, the reason for the bark-on oak movement rules
- CoC: FSC chain of custody
- banksman: the person guiding a crane lift from the ground
""")

add("reference_vendors.md", "Vendors", "who services what",
    "vendors", "Suppliers and service contracts for the mill's kit", "reference", """
# Vendors
- Vollmer UK: grinder service contract, annual visit in March
- Brookhuis: moisture probes and the probe amplifiers in the kiln shed
- Midland Weighing: weighbridge calibration, annual, also in March
- HIAB service: every six months, booked by Nia through the fleet calendar
""")

add("user_gwen.md", "Gwen", "the operations and digital manager",
    "user-gwen", "Gwen Pritchard, operations and digital manager, the main person I work for", "user", """
Gwen Pritchard runs operations and the small digital team (Sam Okoro, Nia Hughes). She is not a developer
but reads diffs, and she knows the mill inside out.

- Wants plain English, no jargon without a short explanation
- Decides priorities on Monday mornings; anything urgent goes through her in #dev
""")

add("user_sam.md", "Sam", "developer, owns kilnwatch and cutplan",
    "user-sam", "Sam Okoro, developer; owns kilnwatch and cutplan", "user", """
Sam Okoro is the senior developer. Owns kilnwatch and cutplan, reviews most Python and TypeScript.

@@R8a@@
- Prefers small PRs and wants the reasoning in the PR description, not in chat
""")

add("feedback_pr_merging.md", "PR merging", "how PRs get reviewed and merged",
    "pr-merging", "How PRs are reviewed and merged in the ashcombe-timber repos", "feedback", """
@@R7a@@

@@F10a@@

**Why:** Gwen reads `git log` on main to see what changed that week; a tidy history makes that possible.

**How to apply:** open PRs from short-lived branches, rebase on main before asking for review, never merge your own PR.
""")

add("feedback_commit_style.md", "Commit style", "how commit messages are written",
    "commit-style", "Commit message conventions for the agent's commits", "feedback", """
@@A4a@@

@@N10a@@

**Why:** Sam said the trailer clutters the log and the branch name already says who did it.

**How to apply:** draft the message, show it, commit only when asked.
""")

add("feedback_testing.md", "Testing", "what to run before pushing",
    "testing", "What to run before pushing, and how tests are organised", "feedback", """
@@N6a@@

**Why:** a red main blocks Nia's haulr deploys, and the drivers notice within the hour.

**How to apply:** `make test` in logyard and kilnwatch, `go test ./...` in haulr.
""")

add("feedback_deploys.md", "Deploys", "when deploying is and isn't OK",
    "deploys", "When deploying is and isn't OK", "feedback", """
@@N1a@@

@@NS10a@@

**Why:** a kilnwatch restart mid-charge once lost the step timer on kiln 3 and the oak came out case-hardened.

**How to apply:** ask Owen in the kiln shed which kilns are loaded before any kilnwatch deploy.
""")

add("feedback_reply_style.md", "Reply style", "how Gwen wants answers written",
    "reply-style", "How Gwen wants answers written", "feedback", """
@@F7a@@

**Why:** Gwen reads on her phone in the yard.

**How to apply:** lead with the answer; details only if asked.
""")

add("feedback_secrets.md", "Secrets", "never paste secrets",
    "secrets", "Handling passwords, tokens and API keys", "feedback", """
Never paste tokens or passwords into chat, commits or memory files; refer to them by vault item name.

**Why:** chat logs are kept and shared with the team.

**How to apply:** if a command needs a secret, write it with an env var placeholder and say which item to use.
""")

add("feedback_migrations.md", "Migrations", "rules for database migrations",
    "migrations", "Rules for writing database migrations in logyard and cutplan", "feedback", """
Every logyard migration must be reversible; write the reverse even when Django can't infer it.

cutplan migrations are reviewed by Sam before merge, whoever wrote them.

**Why:** a one-way migration in March left logyard stuck on a broken release for an afternoon.
""")

add("feedback_code_style.md", "Code style", "formatters and linters per repo",
    "code-style", "Formatters and linters per language", "feedback", """
- Python (logyard, kilnwatch, bladebook): ruff for lint and format, line length 100
- Go (haulr): gofumpt and golangci-lint, both run in CI
- TypeScript (cutplan): prettier and eslint, no default exports
""")

add("feedback_alerts.md", "Alerts", "how to write new alerts",
    "alerts", "How to add new alerts", "feedback", """
Every new alert must say in its text what the person receiving it should do first.

Don't add alerts nobody will act on; if it is only interesting, put it on a dashboard instead.
""")

add("project_fsc_audit_2026.md", "FSC audit 2026", "surveillance audit prep and outcome",
    "fsc-audit-2026", "FSC chain-of-custody surveillance audit 2026, prep, findings, follow-ups", "project", """
# FSC surveillance audit 2026

@@A10b@@
@@D2a@@

Findings: one minor non-conformity (volume summary missing two suppliers); fixed in logyard's monthly report.
Next audit: February 2027.
""")

add("project_cutplan_optimizer_v2.md", "Optimiser v2", "replacing the old cut-list optimiser",
    "cutplan-optimizer-v2", "Replacing the cut-list optimiser in cutplan", "project", """
# Optimiser v2

@@S3b@@

- `tallyopt` runs as a container on `app-02` and cutplan calls it over gRPC
- Yield on the oak beam orders went up about 3% in the first month
- Open: cross-cut optimisation still uses the simple greedy pass
""")

add("project_haulr_driver_app.md", "Driver app", "history and plans for the haulr driver app",
    "haulr-driver-app", "The haulr driver app, its history, current state and plans", "project", """
# haulr driver app

@@D5a@@

Plans for the winter: offline queue for proof-of-delivery when there's no signal in the forestry yards,
and a bigger text size option (two drivers asked).
""")

add("project_ledbury_yard.md", "Ledbury yard", "Ledbury yard tills and stock project",
    "ledbury-yard", "Getting the Ledbury yard counter onto proper tills and live stock", "project", """
# Ledbury yard counter

@@D10a@@

Next: live stock levels from cutplan on the counter PC, so staff stop ringing the mill.
""")

add("project_blade_regrind_tracking.md", "Regrind tracking", "moving regrind records into bladebook",
    "blade-regrind-tracking", "Getting the saw shop's regrind records into bladebook", "project", """
# Regrind tracking

@@D8a@@

Pete wanted a tablet by the grinder rather than going to the office PC; the Lenovo tablet went up in June.
Still to do: a running-hours counter fed from the headrig PLC so Pete doesn't have to estimate.
""")

add("project_kiln_schedule_rewrite.md", "Kiln schedule rewrite", "moving drying schedules out of the spreadsheet",
    "kiln-schedule-rewrite", "Moving the drying schedules from the 2019 spreadsheet into the kilnwatch repo", "project", """
# Kiln schedule rewrite

The step tables for each species and thickness live in a 2019 spreadsheet that only Owen edits.
Goal: YAML files in the kilnwatch repo, reviewed like code.

- Oak and ash tables are done; softwood tables are planned for December
- Owen still signs off any change to a schedule
""")

add("project_weighbridge_integration.md", "Weighbridge integration", "getting weights into logyard automatically",
    "weighbridge-integration", "Getting weighbridge weights into logyard without retyping", "project", """
# Weighbridge integration

Phase 1 (done in February 2026): weights read from the indicator straight into the intake screen, no retyping.
Phase 2 (not started): pass net weights on to cutplan's stock so green volume estimates are automatic.
""")

add("project_postgres_upgrade.md", "Postgres upgrade", "db1/db2 major version upgrade",
    "postgres-upgrade", "Upgrading db1 and db2 to Postgres 16", "project", """
# Postgres 16 upgrade

db1 and db2 went from Postgres 15 to 16 on Saturday 2026-06-20 with `pg_upgrade --link`; about 20 minutes down.
The replica was rebuilt from a fresh base backup afterwards.
""")

add("project_invoicing_export.md", "Invoicing export", "credit notes and invoice numbering work",
    "invoicing-export", "Cleaning up credit notes and invoice numbering in cutplan", "project", """
# Invoicing clean-up

- Credit notes now need a reason code (damaged, short, wrong spec, price)
- Invoice numbers are `INV-26-` plus a continuous sequence; no gaps allowed, so drafts don't take a number
""")

add("project_moisture_probes.md", "Moisture probes", "probe replacement in the kiln shed",
    "moisture-probes", "Replacing the old moisture probes in the kiln shed", "project", """
# Moisture probes

Kiln 4 got eight new Brookhuis probes in October; kilns 1 and 3 follow in the new year.
The probe cables now run in their own tray, away from the fan motor supply, which stopped the noisy readings.
""")

add("reference_repos.md", "Repos", "where the code lives",
    "repos", "The repositories and who owns which", "reference", """
# Repos (GitHub org `ashcombe-timber`)
- `logyard`: Nia
- `kilnwatch`, `cutplan`: Sam
- `haulr`, `haulr-driver`: Nia
- `bladebook`: Sam (Pete is the only user)
- `infra`: Ansible, restic config, DNS zone
""")
