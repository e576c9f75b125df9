# Root Claude Code auto-memory files: (filename, name, description, type, title_for_index, hook, body)
# Claim lines start with [[ID]] (or [[ID1|ID2]]); the marker is stripped by build.py.
ROOT = [
("reference_rites.md", "rites-booking-system", "rites: funeral and cremation booking system used by the office and funeral directors", "reference",
 "rites booking system", "stack, booking rules and FD portal of the bookings app", """
# rites (funeral & cremation bookings)

Django app the bereavement office and funeral directors (FDs) use to book burials and cremations.
Repo `hvbc/rites`. Owner: Gareth Pugh.

## Stack
[[O4x]]- Django 5.1 on Python 3.12
[[V1x]]- Database: `postgres://rites@pg-bereave-01.hvbc.internal:5432/rites`
[[F1x]]- Postgres for bookings, the statutory register and the audit trail
[[O6x]]- Background jobs: Celery on a Redis broker (`redis-bereave.hvbc.internal:6379/2`)
[[R1y]]- Error tracking: Sentry (council org, project `rites`)
[[R3x|D9y]]- Outbound email: GOV.UK Notify (service "HVBC Bereavement")
[[D3y]]- Hosting: Azure App Service (`app-rites-prod`, UK South)
[[R6y]]- PRs are squash-merged; the PR title becomes the commit message
- Admin lives at `/office/`, the FD portal at `/fd/`

## Booking rules
[[V2x]]- Crematorium chapel slot: 45 minutes (service plus committal)
- First crematorium slot 09:30, last 15:45, Monday to Friday
- A booking gets its register number when the office confirms it, not when the FD submits it
[[V7x|O1x]]- FD webhooks: a failed delivery is retried up to 5 times, backing off exponentially
[[N2y|NS9y]]- FDs can cancel their own bookings from the portal up to 48 hours before the service

## FD portal
[[S9x]]- FDs sign in to the portal with one shared account per firm
- Each firm sees only its own bookings; the office sees all of them
- 23 firms are registered; the three Co-op branches count as one firm
"""),
("reference_gravebook.md", "gravebook", "Burial register and grave plot map (GIS) for the three cemeteries", "reference",
 "gravebook", "plots, burial register and the map", """
# gravebook

Burial register + plot map. Every grave has a plot ref `<site>-<section>-<number>`, e.g. `NFC-K-112`.

## Stack
[[V4x|O4y]]- Django 4.2 LTS, Python 3.11
[[O2x|A1x]]- Database: PostGIS on `pg-gis-01.hvbc.internal:5432`
[[R2x]]- CI: GitHub Actions (`.github/workflows/ci.yml`), tests + flake8 on every PR
[[NS3y]]- Feature PRs are squash-merged
[[R8x]]- Map: Leaflet with the council basemap
[[S2x]]- Map tiles: served from the ArcGIS server `gis01`
- Coordinates are stored in EPSG:27700 (British National Grid)

## Register
[[D5y]]- Burial numbers: plain sequential integers, no prefix
[[F2y]]- Burial bookings stay in rites; gravebook stores the plot and links back by plot ref
- Each plot records depth remaining (single/double/treble) and the ERB holder
- Public headstone photos are optional; families can opt out on the ERB form
"""),
("reference_cremlog.md", "cremlog", "Cremator telemetry collector and cycle log for the crematorium", "reference",
 "cremlog", "cremator telemetry, alerts and runtime", """
# cremlog

Collects cremator telemetry (chamber temperatures, O2, opacity) and logs each cycle.

## Plant
[[A3x]]- Two FT (Facultatieve Technologies) cremators, `CR1` and `CR2`
[[S4x]]- PLC connection: Modbus TCP through the gateway at `10.40.8.20`
[[V3x|D1y]]- Poll interval: every 10 s per cremator (`POLL_SECONDS=10`)
- Abatement plant (mercury filter) readings come from the same PLCs

## Software
[[S7x]]- Runtime: Python 3.9 (system Python on `crem-ctl-01`)
[[R7x]]- Queue: RabbitMQ (`amqp://mq-bereave.hvbc.internal:5672`, exchange `cremlog.telemetry`)
- Storage: TimescaleDB on `pg-bereave-01.hvbc.internal`, database `cremlog`
[[N1x]]- Does not write to the statutory cremation register; that lives in rites
[[F9x]]- Keeps cremator telemetry for the annual emissions return

## Alerts
[[F3x]]- Grafana alert rules post to `#bereave-alerts`
[[NS8y]]- Raises an alert when readings stop arriving from a cremator
- Secondary chamber below 850 °C for more than 2 minutes is a red alert
"""),
("reference_memorials.md", "memorials-portal", "Memorial masons' permit portal (applications, approvals, inspections)", "reference",
 "memorials portal", "masons' permits, stack and rules", """
# memorials

Portal where registered memorial masons apply for headstone / kerb / tablet permits.

## Stack
[[A5x]]- Rails 7.1, Ruby 3.3
[[R4x]]- Frontend packages: pnpm (`pnpm install --frozen-lockfile`)
[[O7x]]- CI: GitLab CI on the council runners
[[R10x]]- Hosting: council on-prem VMware cluster (VM `memorials-web-01`)
[[N3x]]- PRs: always squash-merge, one commit per ticket

## Permits
[[S6x]]- Masons apply for permits by emailing `memorials@hollinsvale.gov.uk`
[[V6x|D8y]]- Photo uploads (proof of memorial, inscription drafts): 10 MB max per file
[[F5x]]- An approved memorial permit is valid for 6 months
- Masons must be on the BRAMM or NAMM register to apply
- Inspections: the cemetery team checks the foundation within 10 working days of fixing
"""),
("reference_webcast.md", "chapel-webcasts", "Webcasting of crematorium chapel services", "reference",
 "chapel webcasts", "provider, recording and links", """
# Chapel webcasts

[[D2y]]- Provider: Obitus (contract to March 2028)
- Booked as an add-on to the crematorium booking in rites; FDs tick "webcast" on the form
[[N4x]]- Every webcast is recorded by default; families can ask for deletion
[[A2x]]- Recordings are kept for 28 days, then Obitus deletes them
[[NS5x]]- Streams are not public: families get a password-protected link
- A DVD/USB copy can be ordered for a fee (see reference_fees.md)
- Camera is fixed at the back of the East Chapel; the West Chapel has no camera yet
"""),
("reference_infra.md", "bereavement-infra", "infra: hosts, backups and logging for the bereavement apps", "reference",
 "Infra", "hosts, backups, logging", """
# Infrastructure (bereavement apps)

## Hosts
- `pg-bereave-01`: Postgres for rites and cremlog
- `pg-gis-01`: PostGIS for gravebook
- `crem-ctl-01`: cremlog collector, in the crematorium plant room
- `bkp-01`: backup VM in the Civic Centre server room

## Backups
[[S10x]]- Backups: nightly to the Azure storage account `hvbcbereavebkp`
[[V10x|D7y]]- gravebook: 14 nightly dumps kept on `bkp-01`
[[A7x]]- gravebook `pg_dump` starts at 01:30 every night
- rites: nightly dump plus WAL archiving on `pg-bereave-01`

## Logging
[[S1x]]- Logs: Papertrail (all bereavement apps, 7-day search)
- Metrics: Prometheus + Grafana (`grafana.hvbc.internal`)
- Secrets: Azure Key Vault `kv-bereave-prod`
"""),
("reference_sites.md", "sites", "sites: the cemeteries, the crematorium and office hours", "reference",
 "Sites", "cemeteries, crematorium, office", """
# Sites

| code | site | notes |
|---|---|---|
| NFC | Northfield Cemetery | main cemetery, lodge + chapel |
| SAR | St Aldhelm's Road Cemetery | closed for new graves, reopens only for family plots |
| KGN | Kettleby Green natural burial ground | opened 2019 |
| HVC | Hollins Vale Crematorium | East and West Chapels, two cremators |

## Burials
[[A4x]]- No burials on Sundays at any site
[[N6x]]- Northfield: Saturday burials by arrangement (50% surcharge)
[[O3x]]- Northfield cemetery chapel: 30-minute services
[[F6x]]- Kettleby Green: biodegradable coffins and shrouds only
- Graves at Kettleby Green are unmarked apart from a tree or a flat wooden plaque
[[R5x]]- Grounds work orders (grave digging, reinstatement): raised in Confirm

## Crematorium
[[A6x]]- Strewing of ashes in the Garden of Remembrance: Tuesday mornings
- Book of Remembrance is on display in the Hall of Memory every day

## Office
[[A10x]]- Bereavement office: Monday to Friday, 9:00–16:30
[[S8x]]- Cemetery enquiries line rings in the Northfield lodge office
"""),
("reference_fees.md", "fees-and-charges", "Bereavement fees and how they are paid", "reference",
 "Fees and charges", "fee schedule and payment routes", """
# Fees and charges

| item | fee |
|---|---|
[[D4y]]| Adult cremation (2026/27) | £1,095 |
| Direct cremation (no service) | £640 |
| Webcast recording copy | £45 |

[[V8x|O5x]]- Exclusive Right of Burial (ERB): 50-year term, renewable
[[N10x]]- Interment fee includes excavation and backfilling of the grave
- Non-resident fees are double, except for former residents in care homes outside the borough
[[R9x|O8x]]- Online card payments for burial and cremation fees: GOV.UK Pay
- FD firms on account are invoiced monthly
"""),
("reference_retention.md", "retention-schedule", "Retention periods the bereavement apps must honour", "reference",
 "Retention schedule", "how long each record type is kept", """
# Retention schedule

Agreed with the council's information governance team (Feb 2026).

| record | kept for | owner |
|---|---|---|
| Statutory burial and cremation registers | permanently | Bereavement office |
| Booking audit log (rites) | 7 years | Bereavement office |
[[V9x|O9x]]| CCTV (crematorium forecourt) | 31 days | Facilities |
| Webcast recordings | 28 days | Obitus |
| FD portal access logs | 1 year | Digital |

Deletions are logged in the BRV Jira project with the IG reference.
"""),
("reference_glossary.md", "glossary", "glossary: terms the office uses that the agent kept getting wrong", "reference",
 "Glossary", "office terminology", """
# Glossary

- ERB: Exclusive Right of Burial, the deed that gives someone the right to say who is buried in a grave
- FD: funeral director; the "arranger" is the person at the FD firm who made the booking
[[A9x]]- Cremation 10: the medical referee's authorisation; no cremation proceeds without it
- Applicant: the person who applied for the cremation (usually next of kin)
- Strewing: scattering ashes in the Garden of Remembrance
- Reopen: digging an existing grave for a second or third interment
[[A8x]]- BRV: the Jira project for all bereavement digital work
"""),
("user_mariam.md", "mariam-adeyemi", "Mariam Adeyemi, head of digital for bereavement services", "user",
 "Mariam Adeyemi", "head of digital; how she likes to work", """
Mariam Adeyemi leads digital for bereavement services (rites, gravebook, cremlog, memorials).
Reports to Colin Ashworth. Non-developer background (was a registrar), reads every PR summary.

[[F8x]]- Prefers short PR descriptions.
- Wants family-facing wording checked by the office before it ships.
- Works Tuesday to Friday.
"""),
("user_gareth.md", "gareth-pugh", "Gareth Pugh, lead developer", "user",
 "Gareth Pugh", "lead dev, owns rites", """
Gareth Pugh is the lead developer. Owns rites and the infra; reviews every PR to rites.
Likes type hints everywhere and pytest fixtures over factories.
Lena Kowalczyk owns gravebook and memorials; she is part-time (Mon–Wed).
"""),
("user_colin.md", "colin-ashworth", "Colin Ashworth, bereavement services manager", "user",
 "Colin Ashworth", "service manager, signs off fees and policy", """
Colin Ashworth manages bereavement services. Signs off fee changes, opening hours and anything a family sees.
Not technical; explain changes in terms of what the office or FDs will notice.
"""),
("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged in each repo", "feedback",
 "Merge strategy", "per-repo merge rules", """
[[R6x]]Gareth wants rites PRs merged with a proper merge commit so the
ticket branch history survives; don't flatten them.

[[NS3x]]On gravebook, don't squash the `release/*` back-merges into main.

**Why:** the register audit in March needed per-commit history and could not get it.
**How to apply:** check the repo before choosing the merge button.
"""),
("feedback_friday_deploys.md", "friday-deploys", "Deploy day rules for rites", "feedback",
 "Friday deploys", "when not to ship rites", """
[[N7x]]Never deploy rites to production on a Friday.

**Why:** a Friday release in February broke FD bookings over a weekend with nobody in the office.
**How to apply:** if a fix is ready on Friday, tag it and leave the deploy for Monday morning.
"""),
("feedback_pr_descriptions.md", "pr-descriptions", "Shape of PR descriptions", "feedback",
 "PR descriptions", "what a good PR write-up looks like here", """
[[F8y]]PR descriptions: a two-line summary, then a "How to test" checklist; Mariam won't read essays.

**Why:** Mariam reviews every PR for wording and skips long ones.
**How to apply:** link the BRV ticket at the top; screenshots for anything FDs see.
"""),
("feedback_prod_migrations.md", "prod-migrations", "Who runs database migrations in production", "feedback",
 "Production migrations", "don't migrate prod yourself", """
[[NS7x]]Don't run `manage.py migrate` against rites production yourself; ask Gareth.

**Why:** a manual migrate in January locked the bookings table during the morning rush.
**How to apply:** staging is fine to migrate freely.
"""),
("feedback_cremlog_restarts.md", "cremlog-operations", "Handling cremlog and cremator issues", "feedback",
 "cremlog operations", "alarms, restarts and deploy times", """
[[NS2x]]Escalate cremator alarms to the duty technician, not to the IT on-call.

[[F4y]]Only deploy cremlog between 10:00 and 15:00 on a weekday, when no cremation cycle is due to start.

**Why:** a restart mid-cycle in April lost 20 minutes of readings the emissions return needed.
"""),
("feedback_family_emails.md", "family-emails", "What rites may send to families", "feedback",
 "Family emails", "limits on contacting families", """
[[NS10x]]Don't email families from rites except for the booking confirmation.

**Why:** Colin had complaints about "marketing-like" follow-ups after a funeral.
**How to apply:** anything else to a family goes through the office, by phone or letter.
"""),
("feedback_no_deletes.md", "no-hard-deletes", "Never hard-delete register data", "feedback",
 "No hard deletes", "register rows are never removed", """
Never hard-delete rows from the statutory register tables in rites or gravebook; corrections are new rows with a reason.

**Why:** the registers are statutory records and must show every correction.
"""),
("feedback_plain_english.md", "plain-english", "Wording for family-facing screens", "feedback",
 "Plain English", "words to use and avoid with families", """
Say "ashes" on family-facing screens, "cremated remains" only in office and legal text.
Avoid "customer"; say "family" or "applicant".
Dates in full ("Tuesday 3 March"), times as "2.30pm".
"""),
("feedback_tests_first.md", "tests-first", "Write the failing test before fixing a bug", "feedback",
 "Tests first", "bug fixes start with a failing test", """
For any bug in rites or gravebook, write the failing test first and show it failing in the PR.
Gareth rejects bug-fix PRs without one.
"""),
("project_epitaph_migration.md", "epitaph-migration", "Moving the legacy Epitaph burial register into gravebook", "project",
 "Epitaph migration", "legacy register move", """
Epitaph was the 2004-era burial register (Access front end on SQL Server).

[[S3y]]Epitaph is read-only since 2026-04-20; all new burials are entered in gravebook.
[[D5x]]During the Epitaph migration (February to April) burial numbers carried an `EP-` prefix.
- 61,300 burial records migrated; 212 left for manual review (illegible scans)
- Lena owns the review queue; target end of December
"""),
("project_opcua_switch.md", "opcua-switch", "Cremator PLC connection change", "project",
 "OPC UA switch", "cremator connection change", """
[[S4y]]Switched both cremators from the Modbus gateway to OPC UA in September.
- FT supplied the OPC UA server config; certificates are in Key Vault
- Tag names changed: old `T_SEC` is now `SecondaryChamber.Temperature`
"""),
("project_logging_loki.md", "logging-loki", "Central logging for the bereavement apps", "project",
 "Logging move", "where app logs go", """
[[S1y]]Migrated every bereavement app from Papertrail to Grafana Loki on 2026-06-10.
- Retention in Loki is 30 days
- Dashboards: "Bereavement / Apps" folder in Grafana
"""),
("project_fd_portal_logins.md", "fd-portal-logins", "FD portal accounts and sign-in", "project",
 "FD portal logins", "named logins for arrangers", """
[[S9y]]Shared FD firm accounts were deprecated in October; every arranger has a named login now.
[[F10y]]Sign-in is Azure AD B2C with an emailed one-time code; arrangers never set a password.
- Firm admins can add and remove their own arrangers
"""),
("project_public_map.md", "public-grave-map", "Public grave search and map on the council website", "project",
 "Public grave map", "what the public search shows", """
Public grave search went live on hollinsvale.gov.uk in May.
[[N5x]]The public grave search shows each plot's exact location on the map.
- Search by surname and year of death; records before 1900 are not online yet
- Uses gravebook's read-only API
"""),
("project_webcast_rollout.md", "webcast-rollout", "History of webcasting at the crematorium", "project",
 "Webcast rollout", "how webcasting started", """
[[D2x]]During the 2025 pilot, chapel webcasts were run by Wesley Media.
- Take-up in 2026 is around 1 in 4 services
- West Chapel camera is on the 2027 capital bid
"""),
("project_fees_2026.md", "fees-2026", "The 2026/27 fee change", "project",
 "Fees 2026/27", "fee review and rollout", """
[[D4x]]For 2025/26 the adult cremation fee was £1,020.
- New fees took effect 1 April 2026; rites price table updated on 30 March
- Colin wants the 2027/28 proposals by end of October
"""),
("project_kettleby_extension.md", "kettleby-extension", "Extension of the natural burial ground", "project",
 "Kettleby Green extension", "new meadow and access track", """
[[D6x]]In January 2026 Kettleby Green took no burials while the access track was rebuilt.
- The new meadow (section M) adds about 400 plots; gravebook has section M since July
"""),
("project_backup_move.md", "backup-move", "Moving bereavement backups", "project",
 "Backup move", "backup target change", """
[[S10y]]Backups moved off `hvbcbereavebkp` to the council's Veeam repository in September.
- Restore test done 2026-09-24 (rites and gravebook)
"""),
("project_cremator_relining.md", "cremator-relining", "Relining of the cremators", "project",
 "Cremator relining", "relining works and cremator downtime", """
[[D10x]]Between August and October, Cremator 2 was out of service while it was relined.
- Cremator 1 relining is planned for summer 2027
"""),
("project_open_data.md", "open-data-export", "Burial register extract for the open data portal", "project",
 "Open data export", "monthly register extract", """
[[F7x]]gravebook publishes a burial register extract to the open data portal every month.
- CSV, one row per burial: year of death, site, section, age band
"""),
("project_sms_reminders.md", "sms-reminders", "Day-before SMS reminders", "project",
 "SMS reminders", "who gets reminder texts", """
[[N9y]]rites does not text families; only funeral directors get the SMS reminder.
[[O1y]]SMS reminders to funeral directors are retried up to 3 times if Notify reports a temporary failure.
- Sent at 16:00 the working day before the service
"""),
("project_masons_portal.md", "masons-portal", "Rollout of the memorial masons' portal", "project",
 "Masons' portal", "portal rollout and permit rules", """
[[S6y]]The `memorials@` mailbox was retired in July; permit applications are accepted only through the portal.
[[NS6x]]No memorial goes in without an approved permit.
- 41 masons registered by November
"""),
]
