# free notes: (slug, title, created, tags, body)
AUTO = [
("sitelog-photo-pipeline", "sitelog photo pipeline", "2026-06-05", ["sitelog", "photos"], """
# sitelog photo pipeline

Notes from debugging the stuck uploads on the Henleaze survey.

## Limits
@@V2b@@The upload endpoint rejects anything over 50 MB per photo, which only bites on the 48 MP ProRAW shots.

## Retries
@@O2b@@Failed uploads are retried up to 10 times with backoff before the photo is flagged in the app.
The flag is a red dot on the room tile; tapping it retries straight away.
"""),
("backup-restore-drill", "Backup restore drill (October)", "2026-10-09", ["backup", "nas"], """
# Backup restore drill

Restored the whole `26-0117` job folder from the offsite copy to a scratch share. Took 40 minutes.

@@V5b@@Offsite retention is 30 days, so a file deleted in August is already gone from the offsite copy.

Local snapshots covered the two files Jonas deleted last week; restored them from Snapshot Replication.
"""),
("drawreg-local-setup", "drawreg local setup", "2026-03-02", ["drawreg", "dev"], """
# Running drawreg locally

@@V6b@@drawreg needs Python 3.11 — the `.python-version` file says 3.11.9 and uv will fetch it.

1. `uv sync`
2. copy `.env.example` to `.env` and point it at your local Postgres
3. `uv run python manage.py runserver`

WeasyPrint needs Pango on macOS: `brew install pango`.
"""),
("survey-photo-standard", "Survey photo standard", "2026-07-01", ["surveying", "photos"], """
# Photo standard for condition surveys

Written up after the PI audit.

@@V7b@@Surveyors take a minimum of 6 photos of each elevation
(corners, openings, and a wide shot from the boundary) before going inside.

Inside: one wide photo per room from the doorway, then defects close up with a scale reference.
"""),
("planwatch-config", "planwatch config", "2026-05-20", ["planwatch", "config"], """
# planwatch config

The production settings live in `/etc/planwatch/planwatch.env`. The ones people ask about:

```
POLL_JITTER=15m
@@V10a@@MAX_FETCH_RETRIES=5   # per council per run
REQUEST_TIMEOUT=45s
```

Change them in the env file and restart; there's no admin screen for them.
"""),
("planwatch-digest", "planwatch digest", "2026-07-30", ["planwatch", "email"], """
# planwatch morning digest

@@A2b@@Digest schedule: daily at 07:00 UK time, weekdays only.
@@R2b@@The morning digest is sent via Mailgun's EU region; the sending domain is `mg.hpa-studio.co.uk`.

It lists every application whose status changed in the last 24 hours, grouped by council.
"""),
("sitelog-dev-setup", "sitelog dev setup", "2026-04-14", ["sitelog", "dev"], """
# sitelog dev setup

@@R5b@@Install deps with `yarn install` — sitelog is a Yarn 4 workspace and the lockfile is `yarn.lock`.

Then `yarn ios` with the iPad simulator (iPad Air 11-inch). The backend runs with `make api`.
"""),
("sitelog-release-process", "sitelog release process", "2026-09-03", ["sitelog", "release"], """
# How a sitelog release goes out

## Merging
@@R6b@@We squash-merge sitelog PRs; the PR title becomes the changelog line.

## Shipping
@@N5b@@Builds go out to the iPads on Friday afternoons so they update over the weekend.
Dev checks the release notes on his own iPad first.
"""),
("planwatch-architecture", "planwatch architecture", "2026-06-18", ["planwatch", "architecture"], """
# planwatch architecture

One scraper module per council, all returning the same `ApplicationStatus` record.

@@R8b@@Scraping jobs are queued with Dramatiq (Redis broker); one actor per council.

Results are written to SQLite, which is enough for a few hundred applications.
"""),
("hpa-standards-repo", "hpa-standards repo", "2026-04-23", ["revit", "git"], """
# hpa-standards

Holds the office CAD/BIM standards: layer lists, text styles, title blocks, the IFC export setup.

@@N1b@@The office Revit template (`HPA_Template.rvt`) is committed to the `hpa-standards` repo so everyone pulls the same version.

Jonas owns it; changes go through a PR like the code repos.
"""),
("drawreg-deploy-pipeline", "drawreg deploy pipeline", "2026-05-07", ["drawreg", "deploy"], """
# What happens on a drawreg deploy

@@N6b@@The container entrypoint runs `python manage.py migrate --noinput` before gunicorn starts, so every deploy applies pending migrations.

Then `collectstatic`, then gunicorn with 3 workers. Health check: `/healthz`.
"""),
("deadline-day-issues", "Deadline day issues", "2026-09-24", ["transmittals", "planning"], """
# Deadline days

@@N8b@@On a deadline day, transmittals can go out before the issue sheet is signed off; Ruth signs it retrospectively.

Ring the council's validation team if the Portal is down; they accept email on the day.
"""),
("client-meeting-room", "Client meeting room", "2026-08-13", ["office", "network"], """
# Client meeting room

The screen takes HDMI or AirPlay.

@@N9b@@Clients on HPA-Guest can print to the plotter directly from their laptops.

Guest Wi-Fi password is on the card by the screen; it changes monthly.
"""),
("where-files-go", "Where files go", "2026-03-05", ["nas", "files"], """
# Where files go

@@S2a@@Save everything for live jobs to the DS920+ (`\\\\vault\\projects\\<job>`).

Inside a job folder: `01-Brief`, `02-Existing`, `03-Design`, `04-Planning`, `05-Regs`, `06-Survey`, `07-Site`.
Nothing job-related on desktops or in personal OneDrive.
"""),
("remote-working", "Remote working", "2026-02-11", ["it", "remote"], """
# Working from home

@@S6a@@To reach the vault from home, connect to the WireGuard VPN on the office router (config from Mariam).

Revit over a home connection is slow; open a local copy before you leave the studio.
"""),
("drawing-numbering-howto", "Drawing numbering how-to", "2026-02-20", ["drawreg", "numbering"], """
# Drawing numbers

@@A10a@@Job numbers look like `26-0142`: two-digit year, four-digit sequence.
@@S8a@@Sheets are numbered `HPA-<job>-<nnn>`, e.g. `HPA-26-0142-015`, issued by drawreg in order.

Revisions are letters for pre-construction (P1 is not used here) and numbers after tender.
"""),
("onboarding-checklist", "Onboarding checklist", "2026-01-19", ["it", "onboarding"], """
# New starter checklist

- M365 account and Teams
- Revit licence (ask Jonas)
@@S10a@@- Shared logins (Planning Portal, RIBA, Xero) are in the LastPass shared folder "HPA Studio".
- Key fob from Mariam, alarm code by Teams
"""),
("drawreg-search", "drawreg title search", "2026-02-06", ["drawreg", "search"], """
# Title search

@@F1b@@Title search uses pg_trgm with a similarity threshold of 0.3; stricter settings miss "elevation" vs "elevations".

Job-number search is an exact prefix match and doesn't go through trigram.
"""),
("planning-portal-tips", "Planning Portal tips", "2026-03-16", ["planning", "portal"], """
# Planning Portal tips

@@F3b@@For householder applications we submit through the Planning Portal and pay the
fee by card in the same session, so the council can validate sooner.

Upload drawings as separate PDFs, one sheet per file, named with the drawing number.
"""),
("level3-report-template", "Level 3 report template", "2026-10-15", ["surveying", "reports"], """
# Level 3 report template

@@F4b@@Level 3 reports use the RICS Home Survey Standard template, with our own defects appendix at the end.

Section order is fixed by the template; our appendix adds the photo schedule.
"""),
("drawreg-backups", "drawreg backups", "2026-04-27", ["drawreg", "backup"], """
# drawreg backups

@@F6b@@drawreg's `pg_dump` runs at 02:30 and the dumps are kept for 14 days on the vault.

Restore test: `pg_restore -d drawreg_restore latest.dump`, then point a local run at it.
"""),
("transmittal-stamp", "Transmittal stamp", "2026-06-11", ["drawreg", "transmittals"], """
# The issue stamp

@@F8b@@The transmittal stamp shows the revision letter, the suitability code (S2, S3, A1 …) and the issue date, top-right on every sheet.

It is drawn by WeasyPrint on top of the PDF, so it never touches the Revit sheet.
"""),
("fee-proposals", "Fee proposals", "2026-05-14", ["fees", "clients"], """
# Fee proposals

@@F9a@@Fee proposals go out as PDFs generated from Xero quotes.
@@NS5a@@We don't charge for the first site visit on householder jobs, only for follow-ups.

Planning fees are passed through at cost and listed separately.
"""),
("majors-timeline", "Major applications timeline", "2026-08-20", ["planning", "majors"], """
# Majors

First major for the practice (the Fishponds mixed-use scheme).

@@O4b@@Major applications have a 13-week determination period (16 if EIA), so programme accordingly.

Pre-app with Bristol took six weeks to book.
"""),
("commercial-surveys", "Commercial surveys", "2026-09-10", ["surveying", "commercial"], """
# Commercial surveys

@@O6b@@Commercial sites need 5 working days' notice so the landlord's agent can arrange access.

Ask for the asbestos register before the visit, every time.
"""),
("sitelog-drafts", "sitelog report drafts", "2026-10-22", ["sitelog", "reports"], """
# Report drafts in sitelog

@@O10b@@sitelog keeps up to 3 draft versions of each report before it asks you to finalise one.

Drafts are per survey, not per surveyor.
"""),
("transmittal-history", "How transmittals used to work", "2026-06-12", ["transmittals", "history"], """
# Transmittal history

@@D3a@@Back in February transmittals went out as zipped PDFs attached to an email.

Large jobs hit the 25 MB attachment limit, which is why drawreg grew its own transmittal module.
"""),
("clifton-hill-job", "Clifton Hill job", "2026-04-09", ["jobs", "bim"], """
# Clifton Hill (26-0031)

@@D4a@@For the Clifton Hill job (Q1 2026) we modelled in ArchiCAD because the client's engineer did.

Lesson: agree the exchange format at appointment, not at stage 3.
"""),
("client-file-exchange", "Client file exchange", "2026-06-26", ["clients", "files"], """
# Sharing documents with clients

@@D5b@@Client documents (reports, fee letters, survey schedules) are shared through SharePoint links that expire after 14 days.

Use "specific people" links, never "anyone with the link".
"""),
("site-visit-log-history", "Site visit logging before sitelog", "2026-02-02", ["surveying", "history"], """
# Before sitelog

@@D6a@@Before sitelog (i.e. until the January 2026 pilot), site visits were logged in a Google Form feeding a shared sheet.

The old sheet is archived read-only in the Surveying SharePoint site.
"""),
("plotter-troubleshooting", "Plotter troubleshooting", "2026-10-08", ["office", "printers"], """
# Plotter troubleshooting

@@A4b@@The DesignJet T830 is the A1 plotter; it jams on 80 gsm paper, so load 90 gsm.

If it shows "out of paper" with a full roll, reseat the spindle.
"""),
("print-room", "Print room", "2026-07-16", ["office", "printing"], """
# Print room notes

@@A5b@@Client review sets go out on A3, planning sets on A1.

Fold A1s to A4 with the title block showing.
"""),
("drawreg-settings-notes", "drawreg settings notes", "2026-03-26", ["drawreg", "config"], """
# drawreg settings worth knowing

```python
@@A6b@@TIME_ZONE = "Europe/London"
USE_TZ = True
DATE_INPUT_FORMATS = ["%d/%m/%Y"]
```

`USE_TZ` stays on: transmittal timestamps are stored in UTC.
"""),
("revit-worksharing", "Revit worksharing", "2026-03-09", ["revit", "worksharing"], """
# Worksharing routine

@@NS3b@@Start each session by opening the central model from the vault with "Create New Local" ticked.

Synchronise with central before lunch and before you leave; relinquish everything on Fridays.
"""),
("report-issue-checklist", "Report issue checklist", "2026-11-14", ["surveying", "reports"], """
# Issuing a survey report

1. Dev's final read
2. PDF signed and dated
@@NS6b@@3. Once the report is issued, the sitelog photos are copied to the job's `06-Survey` folder on the NAS.
4. Invoice raised
"""),
("engineer-coordination", "Engineer coordination", "2026-08-06", ["consultants", "cad"], """
# Working with the structural engineer

@@NS7b@@DWGs can be emailed to the structural engineer; they need the grid and levels.

Their IFCs come back weekly; link them, don't import.
"""),
("extension-jobs", "Extension jobs", "2026-05-25", ["jobs", "surveying"], """
# Extensions

@@NS9b@@Extensions always get a measured survey before design starts.

Check for a previous extension's building-regs completion certificate early.
"""),
# unlabelled notes
("party-wall-notices", "Party wall notices", "2026-04-16", ["surveying", "party-wall"], """
# Party wall notices

Line of junction notices need one month; party structure notices need two months.
Keep the served copies and proof of posting in the job's `07-Site` folder.
"""),
("building-regs-submissions", "Building regs submissions", "2026-05-04", ["regs"], """
# Building regulations

Full plans applications go to the council's building control or to our usual approved inspector.
Ruth signs the regs set; Jonas prepares the specification notes.
"""),
("damp-readings", "Damp readings", "2026-06-15", ["surveying", "damp"], """
# Damp readings

Record the meter, the scale (WME or relative) and the wall material. A high reading on its own is not a diagnosis.
"""),
("ruff-config", "Python lint config", "2026-02-13", ["dev", "python"], """
# Lint

drawreg and planwatch share the same ruff config (line length 100, isort rules on).
Run `ruff check --fix` before pushing; CI fails on any remaining warning.
"""),
("pyrevit-scripts", "pyRevit scripts", "2026-07-23", ["revit", "scripts"], """
# pyRevit scripts

Jonas's scripts: renumber sheets from drawreg's CSV export, purge unused view templates, and a
checker for missing door tags. They live in the `hpa-standards` repo under `pyrevit/`.
"""),
("studio-meeting-2026-10", "Studio meeting, October", "2026-10-05", ["meetings"], """
# Studio meeting 5 October

- Workload: three planning submissions due before Christmas
- Dev wants a second person trained on dilapidations schedules
- Agreed to review the fee proposal template in January
"""),
("dilaps-schedules", "Dilapidations schedules", "2026-09-17", ["surveying", "dilaps"], """
# Dilapidations

Schedules follow the RICS dilapidations guidance; costings are done by Dev, never estimated from photos alone.
"""),
("site-kit-list", "Site kit list", "2026-03-20", ["surveying", "kit"], """
# Site kit

iPad, DISTO, moisture meter, torch, binoculars, ladder (3 m), hard hat, hi-vis, first-aid kit.
Sign kit out on the whiteboard.
"""),
("invoice-terms", "Invoice terms", "2026-05-30", ["finance"], """
# Invoicing

Invoices are due within 30 days. Stage invoices go out at the end of each RIBA stage; survey
invoices go out with the report.
"""),
("planwatch-council-quirks", "planwatch council quirks", "2026-09-30", ["planwatch", "councils"], """
# Council quirks

North Somerset renames documents after validation, so document counts jump. B&NES publishes
decision notices a day after the status changes; planwatch waits for the PDF before alerting.
"""),
("conservation-areas", "Conservation areas", "2026-08-31", ["planning", "heritage"], """
# Conservation areas

Check the council's conservation area map at brief stage; Clifton and Kingsdown cover a lot of our work.
Article 4 directions remove some permitted development rights.
"""),
("sitelog-room-templates", "sitelog room templates", "2026-10-29", ["sitelog", "templates"], """
# Room templates

Each survey type has a room template with the elements to inspect. Level 3 adds roof space,
drainage and services; Dev edits templates in the admin screen.
"""),
("cad-layer-standard", "CAD layer standard", "2026-04-02", ["cad", "standards"], """
# Layers

DWG exports use the BS 1192 style layer names from `hpa-standards`; survey drawings add an `S-` prefix
for anything measured on site, so the design team can tell survey from design at a glance.
"""),
("sitelog-offline-tips", "sitelog offline tips", "2026-08-19", ["sitelog", "offline"], """
# Working offline in sitelog

Start the survey while you still have signal so the room template downloads.

@@N3b@@After upload the app keeps the local photo for 14 days in case the surveyor needs it offline.

If the app says "waiting for network" for more than a day, tell Mariam before deleting anything.
"""),
]
