# Root (Claude Code auto-memory) files: (filename, title, description, type, body)
# Lines starting with @@ID@@ carry a labelled claim; the marker is stripped by build.py.
ROOT = [
("reference_drawreg.md", "drawreg overview", "drawreg overview: stack, database, hosting, mail, deploys", "reference", """
# drawreg — drawing register and transmittals

In-house Django app that issues drawing numbers, keeps the revision history of every sheet and sends
transmittals to clients, consultants and councils. Repo `hpa/drawreg`. Owner: Mariam.

## Stack
@@A1b@@- Django 5.1 project, one app per area (register, transmittals, accounts)
@@V6a@@- Python 3.12 (pinned in `.python-version`), dependencies managed with uv
@@V1a@@- Database: Postgres 16 at `pg-main.hpa.internal:5432`, db `drawreg`, user `drawreg_app`
@@A6a@@- Time zone: Europe/London; transmittal timestamps are shown in UK time
- Static files served by Caddy; PDFs rendered with WeasyPrint

## Running it
@@R1a@@- Hosting: Hetzner Cloud CX32 in Falkenstein (`drawreg-prod`), Docker Compose
@@D8b@@- Deploys are automatic on merge to `main`: the image is built and the server pulls it within a few minutes
@@O3a@@- CI: GitHub Actions (`.github/workflows/ci.yml`) runs ruff and pytest, then builds the image
@@R3a@@- Errors go to Honeybadger (project "drawreg"); Mariam gets the daily summary
@@F6a@@- Nightly `pg_dump` of the drawreg database

## Transmittals
@@D3b@@- Transmittals are sent as a download link that expires after 30 days
@@O2a@@- Transmittal emails are retried 3 times, 10 minutes apart, before the transmittal is marked failed
@@S1a@@- Outgoing mail (transmittals, password resets) goes through SendGrid
@@F8a@@- Every transmittal PDF is stamped with its revision and status
- Recipients are picked from the job's distribution list; ad-hoc addresses need a reason in the notes field
"""),
("reference_sitelog.md", "sitelog overview", "sitelog overview: the iPad site-visit app, its backend and photo handling", "reference", """
# sitelog

React Native iPad app the surveyors use on site, plus a small FastAPI backend (`hpa/sitelog`).
Owner: Mariam; Dev is the main user and tester.

## App
@@A9a@@- Minimum iPadOS 17
@@D1b@@- Sign-in: Microsoft Entra ID (everyone's M365 account)
@@S7a@@- Test builds reach the surveyors' iPads through TestFlight
@@R5a@@- Package manager: pnpm 9 (`packageManager` field in package.json)
- Offline-first: a whole survey can be done with no signal and synced later

## Photos
@@F2a@@- Photos are uploaded to S3-compatible object storage
@@V2a@@- Max photo upload: 25 MB per file (HEIC is converted to JPEG first)
@@N3a@@- Photos are not kept on the iPad after a successful upload
@@N7a@@- GPS EXIF data is stripped from photos on upload (clients' home addresses are personal data)
@@NS4a@@- No uploads over mobile data unless the surveyor taps "Upload now"
@@D9b@@- No per-room photo limit
- Each photo is tagged with room, element and condition rating before it can be used in a report

## Backend
@@V8a@@- DB: `postgresql://sitelog@pg-sites.hpa.internal:5432/sitelog`
- FastAPI app behind the same Caddy as the other internal tools
"""),
("reference_planwatch.md", "planwatch overview", "planwatch overview: which councils, how it polls, where alerts go", "reference", """
# planwatch

Watches council planning portals for our live applications and tells us when something changes
(validation, consultation, decision). Python, repo `hpa/planwatch`.

## Coverage
@@D2b@@- Watches six councils: Bristol, South Gloucestershire, North Somerset, B&NES, Somerset and Wiltshire
@@NS8a@@- Tracks householder, full, listed building and discharge-of-condition applications
@@S3a@@- Bristol: scrapes the Idox Public Access search (`planningonline.bristol.gov.uk`)
- Each application is linked to our job number, so alerts can name the job

## How it runs
@@S9a@@- Runs as a launchd job on the office Mac mini (`studio-mini.hpa.internal`)
@@V3a@@- Polls each council every 6 hours (`POLL_INTERVAL=6h`)
@@V10b@@- A failed portal fetch is retried 3 times, then the council goes red on the status page
@@R8a@@- Background jobs: Huey with the Redis backend
@@O1a@@- Redis: `cache.hpa.internal:6380`, db 0
@@R4a@@- CI: Buildkite, pipeline `planwatch`
@@O7b@@- Errors: Sentry (project `planwatch`)

## Alerts
@@F5a@@- Decisions are posted to Microsoft Teams
@@R2a@@- Email digests are sent through Postmark (server "planwatch")
- Status page at `/status` shows the last successful fetch per council
"""),
("reference_office_it.md", "Office IT", "Office IT: network, NAS, backups, printers, phones", "reference", """
# Office IT (Stokes Croft studio)

Mariam looks after all of this; Jonas is the backup for printers and the NAS.

## Network
@@O9a@@- Staff Wi-Fi HPA-Staff is VLAN 10
@@N9a@@- The plotter is not reachable from the guest Wi-Fi (HPA-Guest)
- Router is a UniFi Dream Machine; firmware updates are done on the first Monday of the month

## NAS and backups
- The vault is the Synology in the comms cupboard; every job has a folder named after its job number
@@O8b@@- Local snapshots on the vault: hourly, kept 14 days
@@R10a@@- Offsite: Hyper Backup to Backblaze B2 every night at 01:00
@@V5a@@- Offsite versions are kept for 90 days

## Printers
| device | model | IP | where |
|---|---|---|---|
@@V9a@@| A1 plotter | HP DesignJet T830 | 192.168.10.40 | studio, by the kitchen |
| A3 MFP | Brother MFC-J6955DW | 192.168.10.41 | front office |

## Phones
@@D7b@@- Phones: RingCentral; the main number rings the studio hunt group
"""),
("reference_cad_bim.md", "CAD and BIM", "CAD and BIM tools, versions, model exchange", "reference", """
# CAD and BIM

@@V4a@@- BIM authoring: Revit 2025 (practice standard since January)
@@S5a@@- Measured survey drawings: AutoCAD LT 2025 (Dev and the survey team)
- IFC exports use the "HPA IFC4 Reference View" export setup; don't edit it per job
- Families live in the standards folder on the vault; job-specific families stay in the job folder
@@R9a@@- Client and consultant model exchange happens in Autodesk Docs (one project per job; the structural
  engineer uploads their IFCs there and we link them weekly)
- Sheet sizes: see feedback_print_sizes.md
"""),
("reference_planning.md", "Planning process", "How planning applications are prepared, submitted and tracked", "reference", """
# Planning applications

@@F3a@@- Householder and full applications are submitted through the Planning Portal
- Validation checklist per council is in the job template under `04-Planning/checklists`
@@A7a@@- Save the decision notice PDF in the job's `04-Planning` folder
- CIL forms go with the application for any new dwelling

## Determination periods (statutory)
| type | period | route |
|---|---|---|
@@O4a@@| Householder | 8 weeks | Planning Portal |
| Listed building consent | 8 weeks | Planning Portal |
| Prior approval (larger home extension) | 42 days | Planning Portal |

If the council asks for an extension of time, log it in planwatch's notes for the application.
"""),
("reference_surveying.md", "Building surveying", "Building surveying: survey types, visits, notice periods", "reference", """
# Building surveying

Dev runs the surveying side: condition surveys, dilapidations, party wall and measured surveys.

@@F4a@@- Condition surveys follow the RICS Home Survey Standard
@@O6a@@- Residential site visits need at least 48 hours' notice to the occupier
@@D6b@@- Every site visit is logged in sitelog before the surveyor leaves site, including
  weather, access notes and who we met.
- Party wall notices are served by post and by email where the neighbour agrees
- Damp readings are recorded with the Protimeter; note the scale used
"""),
("reference_team.md", "Team", "Who does what at the practice", "reference", """
# Team

- Ruth Halloran — principal architect, signs off all planning and building-regs sets
- Dev Pike — director, building surveyor (MRICS)
- Mariam Osei — practice manager, runs IT and the in-house tools with the agent
- Jonas Weir — architectural technologist, Revit lead
- Alice Brennan — part-time bookkeeper (Tuesdays and Thursdays)

The studio is at Stokes Croft, Bristol. Office hours 8:30–17:30; site visits can start from 8:00.
"""),
("user_mariam.md", "Mariam", "Mariam Osei: practice manager and the person the agent works with most", "user", """
Mariam is the practice manager and the main person I work with on drawreg, sitelog and planwatch.
She is not a trained developer but reads Python comfortably and reviews every PR.

@@R7a@@Mariam writes code in Zed and reviews PRs in the browser.

She prefers explanations in plain words first and code second, and she likes a short list of risks
at the end of a PR description.
"""),
("user_ruth.md", "Ruth", "Ruth Halloran: principal architect, how she likes to work", "user", """
Ruth is the principal architect. She signs off every planning set and most reports.

@@NS10a@@Ruth doesn't want drawing review requests by email — put them in #drawings on Teams.
@@A8b@@Ruth wants reports written in the first person plural ("we inspected the roof").

She reads on paper: anything longer than two pages, print it for her.
"""),
("user_jonas.md", "Jonas", "Jonas Weir: Revit lead, architectural technologist", "user", """
Jonas joined in May 2026 as architectural technologist and is now the Revit lead.

@@D10b@@Jonas produces the planning drawing sets; Ruth checks and signs them off.
@@O5a@@Jonas uses VS Code for his Dynamo and pyRevit scripts.

He is happy to test drawreg changes on his own jobs first.
"""),
("user_dev.md", "Dev", "Dev Pike: building surveyor, sitelog's main user", "user", """
Dev is a director and the practice's building surveyor (MRICS). He is out on site three days a week.

@@S4a@@Dev logs his site time in Harvest at the end of each day.

He reports sitelog bugs as voice notes; turn them into GitHub issues with the survey ID.
"""),
("feedback_merge_strategy.md", "Merge strategy", "How PRs get merged on drawreg", "feedback", """
@@N10a@@Never squash drawreg PRs — keep every commit, Mariam bisects a lot.

**Why:** twice in March a squashed PR hid which change broke the transmittal PDFs.
**How to apply:** use "Create a merge commit" on GitHub for drawreg; write commits that stand alone.
"""),
("feedback_pr_size.md", "PR size", "Keep pull requests small", "feedback", """
@@F10a@@Keep PRs small.

**Why:** Mariam reviews in the evenings and gives up on big diffs.
**How to apply:** split refactors from behaviour changes; say in the description what is deliberately left out.
"""),
("feedback_migrations.md", "Migrations", "Migrations on drawreg are run by hand", "feedback", """
@@N6a@@Don't let drawreg run migrations automatically on deploy; Mariam runs `manage.py migrate` by hand after reading the plan.

**Why:** a data migration in April locked the register table for four minutes during a deadline.
**How to apply:** mention any migration in the PR title with `[migration]`.
"""),
("feedback_dwg_sharing.md", "DWG sharing", "Who may receive DWG files", "feedback", """
@@N2a@@Don't send clients DWG files of planning drawings — PDF only, they get edited and resubmitted.
@@NS7a@@Never email DWGs to the council; it's PDF through the Planning Portal only.

**Why:** a client altered a DWG in 2025 and submitted it under our name.
**How to apply:** drawreg's transmittal form should default to PDF for client and council recipients.
"""),
("feedback_transmittals.md", "Transmittals", "Rules for issuing drawings", "feedback", """
@@N8a@@A transmittal never goes out without a signed-off issue sheet.
@@NS1a@@Planning drawings are never issued without a revision letter.

**Why:** we need to prove what was issued to whom and when (PI insurance).
**How to apply:** drawreg should block the send button until both are in place.
"""),
("feedback_report_style.md", "Report style", "How survey reports are written", "feedback", """
@@F7a@@Reports are in British English.
@@A8a@@Reports say "we", never "I" or "the surveyor".

**Why:** the report is the practice's opinion, not one person's.
**How to apply:** check generated report text from sitelog templates for both.
"""),
("feedback_planwatch_alerts.md", "planwatch alerts", "Who planwatch alerts and escalations go to", "feedback", """
@@N4a@@planwatch must never email clients; decisions go to the project architect, who calls the client.
@@NS2a@@Escalate failed portal scrapes to Mariam, not to Ruth.

**Why:** a refusal once reached a client before Ruth had read the officer's report.
"""),
("feedback_release_days.md", "Release days", "When sitelog builds may go out", "feedback", """
@@N5a@@Never push sitelog builds to the iPads on a Friday — if a Saturday survey breaks, nobody can fix it.

**Why:** Dev does Saturday dilapidations about twice a month.
**How to apply:** plan sitelog releases for Tuesday to Thursday.
"""),
("feedback_git_hygiene.md", "Git hygiene", "What goes in git and what doesn't", "feedback", """
@@N1a@@Never commit `.rvt` files to any repo — models belong on the vault, not in git.

Also keep `.env` files out of git (there is a `.env.example` in each repo), and don't commit the
`media/` folder from a local drawreg run.
"""),
("feedback_revit_central.md", "Revit central files", "Worksharing etiquette in Revit", "feedback", """
@@NS3a@@Don't open a Revit central model directly; always work in a local copy.

**Why:** two people editing the central itself corrupted the Redland Road model in February.
**How to apply:** if a script needs to read a model, point it at a detached copy.
"""),
("feedback_survey_photos.md", "Survey photos", "Photo coverage expected on condition surveys", "feedback", """
@@V7a@@Every condition survey needs at least 4 photos per elevation plus one of each roof slope.

**Why:** the PI insurer's audit in June asked for evidence of each elevation.
**How to apply:** sitelog's pre-submit check should count photos tagged with each elevation.
"""),
("feedback_site_safety.md", "Site safety", "Lone working and access rules on site", "feedback", """
@@A3a@@Loft and roof inspections are never done alone — always two people.

Surveyors share their live location with the office for the length of any visit to an empty property.
"""),
("feedback_print_sizes.md", "Print sizes", "Which sheet sizes go where", "feedback", """
@@A5a@@Planning sets are printed A1; client review sets A3.

Title blocks are the same on both; don't make a separate A3 title block.
"""),
("feedback_measured_surveys.md", "Measured surveys", "When a measured survey is needed", "feedback", """
@@NS9a@@Not every job needs a measured survey — only work to existing buildings.

New-build jobs start from the topographical survey instead.
"""),
("feedback_commit_messages.md", "Commit messages", "Commit message style", "feedback", """
Commit messages: imperative mood, under 72 characters, job-agnostic (no client names in commit messages).

**Why:** the repos may be shared with a contractor one day.
"""),
("feedback_testing.md", "Testing", "How tests are written in the in-house tools", "feedback", """
Use pytest with factory_boy for drawreg and planwatch; no fixtures that hit the real council portals.

Recorded portal responses live in `tests/cassettes/` (vcrpy). Re-record them only when a council changes its site.
"""),
("project_nas_move.md", "NAS move", "The vault NAS replacement in August", "project", """
@@S2b@@The DS920+ is read-only since the cut-over on 22 August; live jobs are on the new DS1522+ (`\\\\vault2\\projects`).

The old unit stays in the cupboard until the end of the year as a last-resort copy.
"""),
("project_xero_projects.md", "Timesheets in Xero", "Time recording moved into Xero Projects", "project", """
@@S4b@@We no longer use Harvest — since 1 March all time is logged in Xero Projects.

Alice reconciles time against invoices every Thursday.
"""),
("project_tailscale.md", "Remote access", "How staff reach the office network from home", "project", """
@@S6b@@Remote access was migrated from the router's WireGuard to Tailscale in May; the WireGuard peers are deleted.

Mariam approves new devices in the Tailscale admin console.
"""),
("project_iso19650_numbering.md", "ISO 19650 numbering", "Drawing numbering change to ISO 19650 names", "project", """
@@S8b@@The old `HPA-<job>-<nnn>` drawing numbers are deprecated; drawreg issues ISO 19650 names (`<job>-HPA-XX-XX-DR-A-<nnnn>`) for all new sheets.

Existing jobs keep their old numbers until the next stage; a lookup table maps old to new.
"""),
("project_sitelog_offline.md", "sitelog offline sync", "Work on offline sync conflicts in sitelog", "project", """
Offline sync conflicts happen when two surveyors edit the same room. The current rule is last-write-wins
per field, with a conflict banner in the app. A proper merge view is planned for early 2027.
"""),
("project_level3_reports.md", "Level 3 reports", "Generating Level 3 survey reports from sitelog", "project", """
The Level 3 generator is in progress: sections D–F are done, section J (risks) still needs the
legal-matters wording from Dev. Target: first real report in December.
"""),
("reference_glossary.md", "Glossary", "Glossary: practice jargon the agent keeps meeting", "reference", """
- **Issue sheet**: the signed list of drawings and revisions that goes with a transmittal
- **Dilaps**: dilapidations, a schedule of a tenant's repair obligations at lease end
- **Suitability code**: ISO 19650 status of a sheet (S2 information, S3 review, A1 construction …)
- **Centrals**: Revit central models used for worksharing
"""),
]
