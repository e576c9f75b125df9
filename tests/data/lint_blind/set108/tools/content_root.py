# Root (Claude Code auto-memory) files: name -> (title, name slug, description, type, body)
# Description strings are written raw into the frontmatter; FLAT ones carry an unquoted ': '.
FLAT = {'reference_glossary.md', 'reference_infra.md', 'reference_equipment.md', 'reference_survey_standards.md'}

ROOT = {
'reference_jobbook.md': ('jobbook', 'jobbook', '"jobbook: jobs, quotes, invoices (Django) — stack, database, deploy"', 'reference', """
jobbook is the job register: enquiries, quotes, job records, staging and invoicing for all three offices.
Repo `greyfield/jobbook`, owner Kwame.

## Stack
@@S1a@@
@@V1a@@
- Front end: server-rendered templates + HTMX; the quoting map is Leaflet over OS MasterMap tiles
@@D3b@@

## Behaviour
@@N6a@@
@@F10a@@
- Job numbers are `GF-<office>-<yy>-<nnnn>`, e.g. `GF-BRS-26-0412`
- Fee calculation lives in `jobs/fees.py`; day rates come from the rates table

Local env example from the README (kept here because people keep asking):

```
DATABASE_URL=postgis://jobbook:jobbook@localhost:5432/jobbook
DJANGO_SETTINGS_MODULE=jobbook.settings.dev
```
"""),
'reference_fieldsync.md': ('fieldsync', 'fieldsync', 'How field controller data reaches the office — fieldsync service facts', 'reference', """
fieldsync collects raw survey data from the field controllers and files it against the job.
Python 3.11 service, repo `greyfield/fieldsync`, owner Lotte.

## Where it runs
@@F7a@@
@@N4a@@
@@A6a@@

## Ingest
@@S5a@@
@@V4a@@
@@N10a@@
@@NS6a@@
- Each upload gets a manifest (`manifest.json`) with controller serial, crew and job number
- Unknown job numbers go to `/srv/fieldsync/unmatched/` and show up on the office dashboard
"""),
'reference_dronedeck.md': ('dronedeck', 'dronedeck', 'dronedeck — drone mission planning and photogrammetry pipeline facts', 'reference', """
dronedeck plans drone missions, tracks sorties and runs the photogrammetry pipeline for topo,
roof and stockpile jobs. Repo `greyfield/dronedeck`, owner Lotte.

## Build
@@V5a@@
@@R1a@@

```
uv sync --frozen
uv run pytest -q
```

## Pipeline
@@R7a@@
@@R4a@@
@@N8a@@
- Outputs per job: orthomosaic (GeoTIFF), DSM, contours as DXF for cadout

## Missions
@@V6a@@
@@V2a@@
@@N2a@@
- Mission templates: topo grid, corridor, facade, stockpile
"""),
'reference_pointhub.md': ('pointhub', 'pointhub', 'pointhub — laser scan storage, processing and the client viewer', 'reference', """
pointhub holds registered laser scan projects, converts them for the web viewer and produces exports.
Repo `greyfield/pointhub`, owner Kwame (Lotte second).

## Data
@@S7a@@
@@V3a@@
@@R9a@@
@@A9a@@

## Services
@@O1a@@
@@V8a@@
@@NS4b@@
@@S3a@@
- Metadata DB is a schema in the shared Postgres, not its own server
"""),
'reference_cadout.md': ('cadout', 'cadout', 'cadout — CAD deliverable generator (templates, formats, repo rules)', 'reference', """
cadout turns processed survey data into drawings: topo DWGs, MBS plans and sections, title blocks.
Repo `greyfield/cadout`, owner Kwame; templates owned by Dai.

## Build
@@O3a@@
@@R2a@@
@@N1a@@

## Output
@@F2a@@
@@A1a@@
@@NS9a@@
- Title block pulls client, job number and revision from jobbook
- Drawing scale for topo: 1:200 by default, 1:500 for sites over 5 ha
"""),
'reference_portal.md': ('Client portal', 'client-portal', 'Client portal — how clients get deliverables, and the stack behind it', 'reference', """
The client portal is where clients download deliverables and view scans. Repo `greyfield/portal`, owner Lotte.

## Stack
@@A7a@@
@@R3a@@
@@R6a@@
@@O2a@@

## Deliverables
@@D6b@@
@@F6a@@
@@V7a@@
@@N5a@@

## Accounts
@@N9a@@
- Client accounts are created from jobbook when a job is confirmed
"""),
'reference_infra.md': ('Infrastructure', 'infrastructure', 'Infrastructure: hosting, backups, remote access, shared services', 'reference', """
Shared infrastructure for the dev team. Rhiannon owns the budget, Kwame does most of the ops.

## Hosting
@@A3a@@
- Argo CD watches `greyfield/deploy` for the k3s apps
- DNS at Cloudflare

## Shared services
| Service | Provider | Used by |
|---|---|---|
| Secrets | 1Password (vault "Dev") | everyone |
@@R5a@@
| Uptime | Better Stack | portal, fieldsync |

## Backups
@@F3a@@
@@V10a@@

## Access
@@S9b@@
"""),
'reference_offices.md': ('Offices', 'offices', 'The three offices, who is where, and local kit', 'reference', """
Greyfield Survey Partners has three offices.

## Bristol (BRS)
- Head office, Temple Gate; the server rack and gpu-02 are here
@@S2a@@

## Exeter (EXE)
- Four surveyors, one drone pilot; lead surveyor Tom Kellaway

## Cardiff (CDF)
- Opened in August 2026; lead surveyor Megan Rees
@@D4a@@
"""),
'reference_survey_standards.md': ('Survey standards', 'survey-standards', 'Survey standards: tolerances and control the team works to', 'reference', """
The in-house survey standard (based on the RICS measured surveys guidance), as far as the software cares.

## Control
@@F9a@@
@@R10a@@
@@A2a@@

## Tolerances
| Check | Tolerance | Action if exceeded |
|---|---|---|
| Traverse misclosure | 1:20,000 | re-observe |
@@V9a@@
| GCP check point residual | 30 mm | re-process with more GCPs |
"""),
'feedback_git_workflow.md': ('Git workflow', 'git-workflow', 'How branches and merges should be handled in jobbook', 'feedback', """
@@R8a@@

**Why:** Kwame bisects jobbook a lot and wants the individual commits.

**How to apply:** keep commits small and meaningful before asking for review; never force-push someone else's branch.
"""),
'feedback_cadout_templates.md': ('cadout template edits', 'cadout-template-edits', 'Dai on small template tweaks in cadout', 'feedback', """
Dai said this after a colour fix waited two days for review:

@@N7a@@

**Why:** template tweaks are visual, he checks them in the plotted PDF anyway.

**How to apply:** only for files under `templates/`; anything in `cadout/` code still needs review.
"""),
'feedback_ticket_refs.md': ('Ticket references', 'ticket-references', 'Reference the ticket in branches and commits', 'feedback', """
@@S4a@@

**Why:** Rhiannon reports time against tickets at month end and pulls them from git.

**How to apply:** ask for the ticket if the user hasn't given one; don't invent keys.
"""),
'feedback_code_review.md': ('Code review', 'code-review', 'Review rules for pull requests', 'feedback', """
@@F4a@@

**Why:** small team, but everyone wants a second pair of eyes on anything that reaches clients.

**How to apply:** open the PR as draft until tests pass, then request review from whoever owns the repo.
"""),
'user_rhiannon.md': ('Rhiannon Pryce', 'rhiannon', 'Head of digital and survey data — main user', 'user', """
Rhiannon Pryce is head of digital and survey data at Greyfield; chartered land surveyor by background,
writes Python, reviews most PRs.

@@A4a@@
- Likes short summaries with the decision first
- Works Tuesday to Friday; Mondays are site days
"""),
'feedback_deploys.md': ('Deploy timing', 'deploy-timing', 'When deploys are allowed', 'feedback', """
@@A5a@@

**Why:** a Friday evening portal deploy in March broke downloads over a weekend when clients were waiting.

**How to apply:** if asked to deploy late on Friday, say so and offer Monday.
"""),
'feedback_flight_safety.md': ('Flight safety', 'flight-safety', 'Drone flight safety rules the agent must respect when touching dronedeck', 'feedback', """
Dai (chief pilot) set these out after the operations manual review.

@@NS1a@@
@@A8a@@
@@NS5a@@

**Why:** the operational authorisation depends on it and insurers ask for the records.

**How to apply:** dronedeck should refuse to export a mission that lacks these; don't add bypass flags.
"""),
'feedback_python_style.md': ('Python style', 'python-style', 'Python formatting and lint preferences', 'feedback', """
@@A10a@@
- Format with `ruff format`, not black
- Type hints on public functions

**Why:** one tool, one config, fewer CI surprises.
"""),
'feedback_escalation.md': ('Escalation', 'escalation', 'Who to call when something breaks in the field', 'feedback', """
@@NS2a@@
the dev on-call — there is nothing the devs can do about a receiver that won't fix.

**How to apply:** if an alert is about receivers or corrections, ping Dai on Teams and stop there.
"""),
'feedback_processing.md': ('Processing location', 'processing-location', 'Where heavy processing may run', 'feedback', """
@@NS3a@@

**Why:** two workstations overheated during the pilot and a CAD user lost a morning's work.

**How to apply:** scripts should check the hostname and bail out if it isn't gpu-02.
"""),
'feedback_migrations.md': ('Migrations', 'migrations', 'Rules for Django migrations in jobbook', 'feedback', """
@@NS7a@@

**Why:** production and staging diverged once because a merged migration was edited.

**How to apply:** squash migrations only with Kwame's say-so, in a dedicated PR.
"""),
# ---- unpaired
'user_dai.md': ('Dai Morgan', 'dai', 'Chief drone pilot and senior surveyor', 'user', """
Dai Morgan runs the field team in Bristol and is the chief remote pilot.
- Owns the cadout drawing templates and the operations manual
- Prefers a phone call to a long message when something is urgent
- Not a programmer, but reads diffs of templates carefully
"""),
'user_kwame.md': ('Kwame Asante', 'kwame', 'Developer, owns jobbook and pointhub', 'user', """
Kwame Asante is the senior developer.
- Owns jobbook, pointhub and cadout code; does most of the ops work
- Likes tests that use real survey files from the fixtures bucket, not synthetic points
"""),
'feedback_reply_style.md': ('Reply style', 'reply-style', 'How answers should be written', 'feedback', """
Answer with the result first, then the reasoning. No emoji. Use survey terms correctly (GCP, check point,
misclosure) — the readers are surveyors.

**Why:** Rhiannon forwards answers to the field team as-is.
"""),
'feedback_commit_messages.md': ('Commit messages', 'commit-messages', 'Commit message style', 'feedback', """
- Imperative subject under 72 characters
- Body explains why, not what
- No "Co-Authored-By" trailer

**Why:** matches the existing history in all repos.
"""),
'feedback_testing.md': ('Testing', 'testing', 'What to run before saying something works', 'feedback', """
Run the repo's test suite and, for cadout, open the generated PDF of the snapshot drawing before
claiming a template change works.

**Why:** a passing suite once hid a title block that printed off the sheet.
"""),
'project_cardiff_office.md': ('Cardiff office setup', 'cardiff-office', 'Setting up systems for the new Cardiff office', 'project', """
Cardiff opened in August 2026 in a shared building on Bute Street.
- jobbook got the `CDF` office code and its own number sequence
- One BLK360 scanner and one M3E transferred from Bristol
- Welsh-language title blocks were asked for by one client; parked until there's a second
"""),
'project_portal_v2.md': ('Portal v2', 'portal-v2', 'Planned second version of the client portal', 'project', """
Portal v2 ideas, agreed at the October planning day:
- Per-drawing revision history visible to clients
- Comments on drawings, routed to the project surveyor
- Bulk download of a whole job as one zip
Not started; waiting for the fee-calculation work to finish.
"""),
'project_fee_calc.md': ('Fee calculation rework', 'fee-calculation', 'Reworking how jobbook calculates survey fees', 'project', """
Rework of fee calculation in jobbook, started October 2026.
- Fees are built from site area, feature density and travel time
- Mileage is charged from the nearest office, not from Bristol
- Minimum fee per job is kept in the rates table, not hard-coded
Owner: Kwame; reviewer: Rhiannon.
"""),
'project_scan_to_bim.md': ('Scan to BIM', 'scan-to-bim', 'Exploring Revit models from point clouds', 'project', """
Two clients asked for Revit models from measured building surveys.
- Trial on one Exeter job in November, modelled by a contractor
- pointhub would only need to export the registered cloud; no code changes expected
- Decision on pricing due in December
"""),
'project_gpu_budget.md': ('GPU budget', 'gpu-budget', 'Whether to buy a second processing GPU box', 'project', """
Rhiannon is weighing a second GPU box against renting cloud GPUs for peaks.
- gpu-02 queue backs up in May–July when drone work peaks
- A second box would sit in Bristol next to gpu-02
- Decision pushed to the January budget meeting
"""),
'reference_glossary.md': ('Glossary', 'glossary', 'Glossary: survey and in-house terms the agent keeps meeting', 'reference', """
- GCP: ground control point, surveyed target visible in drone imagery
- Check point: surveyed point not used in processing, used to test accuracy
- MBS: measured building survey (floor plans, sections, elevations)
- AGL: above ground level
- ODN: Ordnance Datum Newlyn, the height datum on our drawings
- Topo: topographic survey
"""),
'reference_equipment.md': ('Equipment', 'equipment', 'Equipment: field kit the software has to deal with', 'reference', """
## Bristol
- Total stations: Trimble S7 with TSC7 controllers
- GNSS: Leica GS18 T receivers with CS20 handsets
- Scanners: two RTC360, one BLK2GO
- Drones: two DJI M3E with RTK module, one Mavic 3 Thermal

## Exeter
- One Trimble S7, one GS18 T
- One RTC360
- One M3E

## Cardiff
- BLK360 and one M3E (both moved from Bristol)
"""),
'reference_clients.md': ('Key clients', 'key-clients', 'Clients with special delivery requirements', 'reference', """
- Harbourside Estates: wants drawings named with their own sheet numbers as well as ours
- Severn Vale Homes: topo only, always with utility trace from a subcontractor
- Devon County Council framework: deliverables must also be uploaded to their SharePoint
- North Somerset schools programme: MBS only, term-time access restrictions
"""),
'reference_dns.md': ('DNS and domains', 'dns', 'Domains and DNS records the team manages', 'reference', """
- `greyfield-survey.co.uk` at Cloudflare; marketing site is on Squarespace
- `greyfield.internal` is the internal zone served by the office firewall
- Certificates for public services come from Cloudflare (edge) and Let's Encrypt (origin)
"""),
'project_fieldsnap_app.md': ('fieldsnap app', 'fieldsnap', 'The small Android app crews use for site photos and notes', 'project', """
fieldsnap is a small Android app for site photos, sketches and notes, tagged with the job number.
- Written in Kotlin, owner Lotte
- Photos are tagged with GNSS position from the phone, not the survey receiver
- Offline first; uploads when the phone is back on Wi-Fi
"""),
'feedback_units.md': ('Units', 'units', 'Units and formats in generated output', 'feedback', """
- Metres to three decimals for coordinates, two for levels on drawings
- Dates as 28/11/2026 in anything clients see
- Areas in hectares for sites, square metres for buildings

**Why:** matches the RICS-based house standard and what clients expect.
"""),
}
