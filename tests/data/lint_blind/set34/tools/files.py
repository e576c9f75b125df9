# File skeletons for set34 (Severn Marches Blood & Plasma Service).
# Each file: kind root|auto|rem, meta, sections [(heading or None, [lines])].
# Pair claims are appended into named sections by build.py.

FILES = {}


def root(fname, typ, desc, title, sections):
    FILES[fname] = dict(kind="root", typ=typ, desc=desc, title=title, sections=sections)


def auto(slug, title, created, tags, sections):
    FILES["auto/%s.md" % slug] = dict(kind="auto", title=title, created=created, tags=tags, sections=sections)


def rem(key, date, cat, tags, sections, hhmm="10:15"):
    FILES["rem:" + key] = dict(kind="rem", date=date, cat=cat, tags=tags, sections=sections, hhmm=hhmm)


# ---------------------------------------------------------------- root overview files
root("reference_donorhub.md", "reference",
     "donorhub: the donor record system (Django), where it runs and what it talks to",
     "donorhub overview", [
    (None, ["donorhub is the master donor record: demographics, donation history, deferrals, consent.",
            "Repo `gitlab.smbps.internal/platform/donorhub`, owned by the platform team. Support ticket prefix `DH-`."]),
    ("## Stack", ["- Django app served by gunicorn, 4 workers per pod"]),
    ("## Data", ["- Read replica for reporting (Power BI gateway, ad-hoc read-only queries)"]),
    ("## Integrations", ["- sessionbook pulls eligibility from `/api/v1/eligibility/<donor_id>`",
                         "- labsync posts lab results (blood group, mandatory markers)"]),
    ("## Gotchas", ["- `DonorQuerySet.active()` excludes donors with a permanent deferral; use `.all_with_deferred()` for audits"]),
])

root("reference_sessionbook.md", "reference",
     "sessionbook: appointment booking API + booking site for donor sessions",
     "sessionbook overview", [
    (None, ["sessionbook owns venues, session calendars and donor appointments. The public booking site and the Pulse app both call it."]),
    ("## Stack", ["- Node + Fastify API, TypeScript strict mode"]),
    ("## Sessions", ["- Session types: `WB` (whole blood), `PL` (plasma), `PLT` (platelets, centre only)"]),
    ("## Messaging", ["- Templates live in `src/messages/*.hbs`, reviewed by donor comms before merge"]),
    ("## Ops", ["- Health check: `GET /healthz` (no auth)"]),
])

root("reference_pulse_app.md", "reference",
     "Pulse donor app: builds, stores, push and release flow",
     "Pulse donor app", [
    (None, ["Pulse is the donor-facing mobile app (React Native / Expo). Donors book, see their donation history and get \"your blood was issued\" messages."]),
    ("## Build", ["- Expo managed workflow with a custom dev client"]),
    ("## Platforms", []),
    ("## Services", ["- Talks to sessionbook (bookings) and donorhub (history) via the `api-gw` gateway"]),
    ("## Release", ["- Release notes drafted in `docs/releases/` and signed off by donor comms"]),
])

root("reference_coldtrack.md", "reference",
     "coldtrack: temperature monitoring for fridges, freezers and platelet incubators",
     "coldtrack overview", [
    (None, ["coldtrack watches every storage unit that holds blood components at the three centres and on the mobile units. Written in Go, repo `platform/coldtrack`."]),
    ("## Storage rules", ["- Red cells: 2-6 °C in the cold rooms and the issue fridges"]),
    ("## Pipeline", []),
    ("## Alarms", ["- Alarm states: `ok`, `warn`, `excursion`, `probe_lost`"]),
    ("## Dashboards", []),
])

root("reference_issuedesk.md", "reference",
     "issuedesk: hospital orders and issue of blood components",
     "issuedesk overview", [
    (None, ["issuedesk takes orders from hospital transfusion labs, allocates stock, prints issue labels and books the van run."]),
    ("## Stack", []),
    ("## Orders", ["- Order priorities: `ROUTINE`, `URGENT`, `EMERGENCY` (blue-light)"]),
    ("## Hospital API", []),
    ("## Notifications", []),
    ("## Data", []),
])

root("reference_fleetlink.md", "reference",
     "fleetlink: mobile collection unit planning and tracking",
     "fleetlink overview", [
    (None, ["fleetlink plans where the mobile collection units (MCUs) go each day and tracks them on the road."]),
    ("## Stack", []),
    ("## Tracking", []),
    ("## Planning", ["- Venue constraints (parking length, power hook-up) in `venues.yaml`"]),
    ("## Ops", []),
])

root("reference_labsync.md", "reference",
     "labsync: HL7 interface between the testing lab LIS and donorhub",
     "labsync overview", [
    (None, ["labsync moves test results from the lab's LIS into donorhub and sends sample manifests the other way."]),
    ("## Interface", []),
    ("## Delivery to donorhub", []),
    ("## Ops", ["- Dead-letter queue browsable at `labsync.smbps.internal/dlq`"]),
])

root("reference_infra.md", "reference",
     "Infra map: clusters, CI, secrets, backups",
     "Infrastructure map", [
    (None, ["Two on-prem k8s clusters (`kube-prod`, `kube-stg`) in the Gloucester data room, plus a small Azure subscription."]),
    ("## Build and deploy", ["- Argo CD watches `platform/deploy` for manifests"]),
    ("## Secrets", []),
    ("## Backups", []),
    ("## Observability", ["- Grafana at `grafana.smbps.internal`, Loki for logs"]),
])

root("reference_oncall.md", "reference",
     "Platform on-call: rota, paging, uptime checks",
     "On-call", [
    (None, ["The platform on-call covers donorhub, sessionbook, issuedesk, labsync, coldtrack and fleetlink out of hours."]),
    ("## Rota", []),
    ("## Paging", []),
    ("## Monitoring", []),
])

root("user_profile.md", "user",
     "Who I work with: platform lead at the blood service, background and preferences",
     "User profile", [
    (None, ["Aoife Brennan, platform lead at Severn Marches Blood & Plasma Service (SMBPS). Ten years in NHS IT, was a biomedical scientist before that, so she knows the lab side better than I do.",
            "",
            "- Reads diffs carefully; prefers small MRs",
            "- Wants answers short, no marketing tone",
            "- Ticket prefixes: `DH-` donorhub, `SB-` sessionbook, `ISS-` issuedesk, `CT-` coldtrack, `FL-` fleetlink, `LS-` labsync"]),
])

root("user_ops_manager.md", "user",
     "Second stakeholder: the collections operations manager",
     "Collections ops manager", [
    (None, ["Gareth Pryce runs collections (sessions + mobile units). Not technical; asks for things in terms of donors and sessions, not systems.",
            "",
            "**How to apply:** explain changes to him in session terms (\"Tuesday's Ledbury session will show 10 more slots\"), never in table names."]),
])

# ---------------------------------------------------------------- feedback files
root("feedback_commit_style.md", "feedback",
     "How to write commit messages in SMBPS repos", "Commit style", [
    (None, []),
])
root("feedback_git_workflow.md", "feedback",
     "Merge and branch habits for the donorhub repo", "Git workflow (donorhub)", [
    (None, []),
])
root("feedback_issuedesk_merging.md", "feedback",
     "issuedesk MR rules: how MRs get merged", "issuedesk merging", [
    (None, []),
])
root("feedback_donorhub_migrations.md", "feedback",
     "Who applies donorhub schema migrations and when", "donorhub migrations", [
    (None, []),
])
root("feedback_deploys.md", "feedback",
     "Deploy timing rules for the hospital-facing systems", "Deploy timing", [
    (None, []),
])
root("feedback_pii.md", "feedback",
     "Donor data handling: logs, screenshots, tickets", "Donor PII handling", [
    (None, []),
])
root("feedback_testing.md", "feedback",
     "Testing expectations before pushing", "Testing before push", [
    (None, []),
])
root("feedback_donor_copy.md", "feedback",
     "Tone and spelling for anything donors read", "Donor-facing copy", [
    (None, []),
])
root("feedback_node_tooling.md", "feedback",
     "Node tooling in sessionbook: package manager, scripts", "sessionbook Node tooling", [
    (None, []),
])
root("feedback_prod_access.md", "feedback",
     "What I may and may not touch in production", "Production access", [
    (None, []),
])
root("feedback_coldtrack_ops.md", "feedback",
     "Operating coldtrack safely", "coldtrack ops rules", [
    (None, []),
])
root("feedback_reply_style.md", "feedback",
     "Reply style: terse, British spelling, no emoji", "Reply style", [
    (None, ["Keep replies short. Lead with the answer, then the evidence. British spelling. No emoji, no exclamation marks.",
            "",
            "**Why:** Aoife said the long summaries \"read like a press release\".",
            "",
            "**How to apply:** one paragraph or a short list; put commands in code spans so she can copy them."]),
])
root("feedback_plan_first.md", "feedback",
     "Plan before multi-file changes", "Plan first", [
    (None, ["For changes touching more than three files, write a short plan in the MR description first and wait for a thumbs-up.",
            "",
            "**Why:** a large unreviewed refactor of sessionbook's slot code in February had to be reverted.",
            "",
            "**How to apply:** list files + intent, ask, then implement."]),
])
root("feedback_tickets.md", "feedback",
     "Ticket hygiene: link tickets, close the loop", "Tickets", [
    (None, ["Every MR links its Jira ticket; when the MR merges, comment on the ticket with the deploy date.",
            "",
            "**Why:** the quality team audits change records against tickets before MHRA inspections."]),
])

# ---------------------------------------------------------------- project files
root("project_plasma_programme.md", "project",
     "Plasma-for-medicines programme: sites, sessions, targets", "Plasma programme", [
    (None, ["SMBPS joined the national plasma-for-medicines programme in 2025. Plasma donors give via apheresis (Trima / Aurora machines)."]),
    ("## Sites", []),
    ("## Targets", ["- Target for 2026/27: 9,000 plasma donations across the region"]),
])
root("project_coldtrack_alarms.md", "project",
     "Rework of coldtrack alarm rules after the Q2 freezer incident", "coldtrack alarm rework", [
    (None, ["After the May incident (FFP freezer F3 at Worcester drifted for 40 minutes unnoticed) we reworked the alarm chain. Ticket CT-212."]),
    ("## Outcome", []),
])
root("project_mcu_programme.md", "project",
     "Mobile collection units: fleet, session sizing, planning changes", "MCU programme", [
    (None, ["The mobile collection units take whole-blood sessions to village halls, workplaces and schools across Gloucestershire, Worcestershire and Herefordshire."]),
    ("## Fleet", []),
    ("## Sessions", []),
])
root("project_hospital_ordering.md", "project",
     "Moving hospital ordering onto issuedesk", "Hospital ordering move", [
    (None, ["Trusts used to order through several channels (portal, phone, fax). Ticket ISS-140 tracks moving every trust onto issuedesk."]),
    ("## Status", []),
])
root("project_backups.md", "project",
     "Backup retention review for the MHRA inspection", "Backup retention review", [
    (None, ["The October MHRA inspection prep included a review of how long we keep backups and audit data."]),
    ("## Decisions", []),
])
root("project_db_upgrades.md", "project",
     "Postgres upgrade round across the platform", "Postgres upgrades", [
    (None, ["Tracking Postgres major upgrades per service. DBA contact: Tomasz (DBA team)."]),
    ("## Status", []),
])
root("project_lab_results.md", "project",
     "Lab results latency: getting results into donorhub faster", "Lab results latency", [
    (None, ["Goal: results visible in donorhub within 15 minutes of release by the lab. Baseline in March was 2-3 hours because of batching."]),
    ("## Notes", []),
])
root("project_pulse_roadmap.md", "project",
     "Pulse app roadmap for 2026", "Pulse roadmap", [
    (None, ["Roadmap agreed with donor comms in January."]),
    ("## Features", []),
])
root("project_sessionbook_v2.md", "project",
     "sessionbook v2: booking rules rewrite", "sessionbook v2", [
    (None, ["v2 replaced the slot engine; shipped in stages between April and July."]),
    ("## Booking rules", []),
])
root("project_secrets_move.md", "project",
     "Secrets platform move", "Secrets move", [
    (None, []),
])
root("project_onco_stock.md", "project",
     "O-negative stock controls on hospital orders", "O-neg stock controls", [
    (None, ["O D negative red cells are the universal emergency group, always short. Orders are capped per trust per day."]),
])
root("project_surveys.md", "project",
     "Donor satisfaction surveys", "Donor surveys", [
    (None, []),
])
root("project_observability.md", "project",
     "Dashboards and alert routing clean-up", "Observability clean-up", [
    (None, ["Q3 clean-up of dashboards nobody used and alerts nobody acted on. Ticket OPS-77."]),
    ("## Dashboards", []),
])
root("project_isbt_labels.md", "project",
     "ISBT 128 label printing in issuedesk", "ISBT 128 labels", [
    (None, ["Issue labels follow ISBT 128; the label layout was revalidated in June."]),
])
root("project_winter_appeal.md", "project",
     "Winter appeal 2026: extra sessions and comms", "Winter appeal", [
    (None, ["The winter appeal runs from late November to mid-January. Extra Saturday sessions at Gloucester and Worcester."]),
])
root("project_deferral_rules.md", "project",
     "Donor deferral rules implementation", "Deferral rules", [
    (None, ["Deferral logic follows the JPAC donor selection guidelines. Changes need sign-off from the medical director."]),
])

# ---------------------------------------------------------------- unpaired root files
root("reference_glossary.md", "reference",
     "Glossary: blood service terms I kept having to look up", "Glossary", [
    (None, ["- **FFP**: fresh frozen plasma",
            "- **MCU**: mobile collection unit (the lorry + trailer session kit)",
            "- **JPAC**: Joint UK Blood Transfusion and Tissue Transplantation Services Professional Advisory Committee; writes the donor selection guidelines",
            "- **ISBT 128**: the labelling standard for blood components",
            "- **DIN**: donation identification number, 13 characters, printed on every pack",
            "- **HH**: haemoglobin check (finger-prick copper sulphate or HemoCue) before donation",
            "- **Issue**: sending a component to a hospital; **return**: hospital sends it back unused"]),
])
root("reference_centres.md", "reference",
     "The three donor centres and what each one does", "Donor centres", [
    (None, ["- **Gloucester** (GLO): main centre, processing lab, data room, platelet apheresis",
            "- **Worcester** (WOR): donor centre + issue hub for the northern trusts",
            "- **Hereford** (HER): small centre, whole blood only, shares a building with the community hospital",
            "",
            "Each centre has a site code used in DINs and in every system's config."]),
])
root("reference_repos.md", "reference",
     "Where the code lives: GitLab groups and repos", "Repos", [
    (None, ["GitLab at `gitlab.smbps.internal`. Groups:",
            "",
            "- `platform/` — donorhub, sessionbook, issuedesk, labsync, coldtrack, fleetlink, deploy",
            "- `apps/` — pulse, booking-site",
            "- `data/` — reporting dbt project, Power BI exports",
            "",
            "Protected branches: `main` everywhere; tags `vYYYY.MM.N` for releases."]),
])
root("reference_contacts.md", "reference",
     "People to ask: who knows what", "Contacts", [
    (None, ["- Tomasz Wójcik — DBA, owns Postgres clusters",
            "- Nia Evans — donor comms, signs off donor-facing text",
            "- Dr Helen Marsh — medical director, signs off deferral logic",
            "- Sam Okafor — lab IT, LIS side of labsync",
            "- Gareth Pryce — collections ops (see user_ops_manager.md)"]),
])
root("project_dbt_reporting.md", "project",
     "Reporting: dbt models for collections and issues KPIs", "dbt reporting", [
    (None, ["The `data/reporting` dbt project builds the KPI marts for the board pack: donations per session, DNA (did not attend) rate, issues per trust, wastage.",
            "",
            "- Runs nightly from Argo Workflows",
            "- Marts feed Power BI; the board pack is exported on the 3rd working day of the month",
            "",
            "**Why:** the old Excel macros broke every time someone renamed a column."]),
])
root("project_accessibility.md", "project",
     "Accessibility fixes on the booking site and Pulse", "Accessibility", [
    (None, ["An external audit in April found 23 WCAG 2.2 AA issues on the booking site, 9 in Pulse. Most fixed by July; the date picker rework is the last open one (SB-301)."]),
])
root("feedback_explain_lab_terms.md", "feedback",
     "Don't over-explain lab terms to Aoife", "Lab terms", [
    (None, ["Aoife was a biomedical scientist; don't explain what a crossmatch or an antibody screen is.",
            "",
            "**Why:** she found it patronising.",
            "",
            "**How to apply:** use lab terms directly; explain system internals instead."]),
])
