"""File bodies for the set227 store (Fernhill Dental Practice).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (incl. MEMORY.md).
AUTO: free notes under auto/.
FACTS: remnic facts, generated into facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md.
"""

ROOT = {}
AUTO = {}
FACTS = []

# Root files whose frontmatter description deliberately carries an unquoted ': '
FLAT_DESCRIPTIONS = {
    "project_sterilog_overview.md",
    "reference_price_list.md",
    "reference_dns_and_email.md",
    "project_saturday_clinics.md",
    "feedback_time_zones.md",
}


def mem(name, description, type_, body):
    return f"---\nname: {name}\ndescription: {description}\ntype: {type_}\n---\n\n{body.strip()}\n"


def note(title, created, tags, body):
    return f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body.strip()}\n"


def fact(date, time, category, hex4, confidence, tags, body):
    FACTS.append(dict(date=date, time=time, category=category, hex4=hex4,
                      confidence=confidence, tags=tags, body=body.strip()))


# ---------------------------------------------------------------- ROOT: user
ROOT["user_marek_profile.md"] = mem(
    "marek-profile",
    "Marek Nowak, the freelance dev behind the practice's apps — background, hours, habits",
    "user", """
Marek Nowak is a freelance Python developer (lives in Leominster) who built and looks after ChairBook, SteriLog and the UDA Board on a monthly retainer from the practice.

- Practice work mostly happens on weekday evenings, plus ad-hoc when something breaks
@R5a@ - Editor: Neovim (his own LazyVim config), everything inside tmux
- Likes small diffs, plain SQL in migrations when the ORM gets clever, and boring tech
- He's not clinical — explain UDAs, BPE scores, Helix tests etc. when they come up
- Reachable on WhatsApp; email for anything that needs a paper trail
""")

ROOT["user_jo_practice_manager.md"] = mem(
    "jo-practice-manager",
    "Jo Pritchard, practice manager — what she owns and how she likes to be dealt with",
    "user", """
Jo Pritchard has run the practice side of Fernhill since 2019. Not technical, but she knows the booking rules and the NHS contract inside out.

@A6a@ - Jo is the practice's data protection lead (the ICO registration is in her name)
- Owns the price list, the staff rota, the NHS contract paperwork and the CQC folder
- Keeps the price list in Excel — ask her for the xlsx rather than working from the PDF she circulates
@NS10a@ - Jo replies to every Google review herself, usually within a couple of days
- Prefers a phone call for anything urgent; WhatsApp for quick questions
- Works Monday to Thursday; Becky Lamb covers admin on Fridays
""")

# ---------------------------------------------------------------- ROOT: feedback
ROOT["feedback_comms_with_jo.md"] = mem(
    "comms-with-jo",
    "How to explain technical changes to the practice manager",
    "feedback", """
Explain changes to Jo in terms of what reception will see, not what the code does.
**Why:** she forwards the summary to the whole team; a line about "Celery" means nothing to them.
**How to apply:** one short paragraph per change, with a screenshot if the desk view changes.

@A6b@ - Anything GDPR-ish (subject access requests, breaches, retention questions) goes to Jo; she is Fernhill's DP lead.

Don't promise Jo a date without checking with Marek first.
**Why:** the "any dentist" option for online booking was promised for April and shipped in May; she'd already told the team.
""")

ROOT["feedback_git_workflow.md"] = mem(
    "git-workflow",
    "Branching, PRs and merging rules for the practice's repos",
    "feedback", """
@F3a@ All changes reach `main` through a pull request, even one-line typo fixes.
**Why:** the PR description is where Marek leaves notes for future him.
**How to apply:** branch from `main`, push, open a PR; never `git push origin main`.

@N1a@ Always squash-merge PRs into `main`, one commit per PR with the PR title as the subject.
**Why:** Marek reads `git log --oneline` on the server when something breaks after a deploy and wants one line per change.
**How to apply:** use the "Squash and merge" button, then delete the branch.

@F8a@ Agent-written PRs need Marek's review before they're merged.
**Why:** the agent once "fixed" the DNA counter by changing what counts as a DNA.

Branch names: `feat/…`, `fix/…`, `chore/…`. ChairBook release tags are `vYYYY.MM.DD`.
""")

ROOT["feedback_deploys.md"] = mem(
    "deploy-rules",
    "When and how ChairBook and SteriLog get deployed",
    "feedback", """
@F4a@ Deploy ChairBook with `make deploy` (rsync to cb-prod-1, then `systemctl restart chairbook`).
**How to apply:** run it from a clean checkout of the release tag, never from a feature branch.

@N3a@ Never deploy ChairBook between 08:00 and 18:00 on a weekday.
**Why:** a broken deploy during clinic means reception can't see new online bookings and patients turn up unannounced (happened in February).

@NS1a@ Never deploy ChairBook on a Friday without telling Jo first.
**Why:** she's the one fielding calls on Saturday clinic days if bookings go missing.

SteriLog is deployed separately: `git pull` on decon-pi and `sudo systemctl restart sterilog`, only when decon is idle (before 07:30 or after 18:30).
""")

ROOT["feedback_testing.md"] = mem(
    "testing",
    "How tests are written and run across the practice's repos",
    "feedback", """
Use pytest with factory_boy factories (`tests/factories.py`); never load fixtures built from real patient data.
**Why:** a fixture dump with real names was nearly committed in January.
**How to apply:** if you need realistic-looking data, use `Faker("en_GB")`.

Mock the Dentally API with `responses`, not by patching the client class.
**Why:** the client's retry logic is exactly the bit that breaks, so it has to run in tests.

For SteriLog, use the `FakePrinter` fixture — tests must never send jobs to the real label printer.
**How to apply:** it's autouse in `conftest.py`; don't switch it off.

ChairBook's test suite should stay under ~2 minutes locally; mark the slow Dentally contract tests with `@pytest.mark.slow`.
""")

ROOT["feedback_patient_data.md"] = mem(
    "patient-data-handling",
    "Rules for handling patient data in code, logs and comms",
    "feedback", """
Patient data is special-category data under UK GDPR. Treat it that way everywhere.

@N5a@ - Never write a patient's name or phone number into ChairBook's application logs — log the booking ID instead.
- Don't paste real patient records into chats, issues or PR descriptions; the booking ID is enough
@F6b@ - For children, records are kept until their 25th birthday if that is later than the 11-year point.
@NS7a@ - Don't send marketing emails to patients who haven't opted in (`marketing_ok` on the patient).
**Why:** ICO guidance, plus a near-miss in 2025 when a test email nearly went to the live list.
**How to apply:** any new email type must say in the PR whether it's a service message or marketing.
""")

ROOT["feedback_code_style.md"] = mem(
    "code-style",
    "Lint and style conventions for ChairBook and SteriLog",
    "feedback", """
- ChairBook: ruff with line length 100; SteriLog: ruff with the default 88 (never got round to changing it)
- Type hints on all new functions; don't retrofit old modules in unrelated PRs
- htmx partials live in `templates/partials/` and start with an underscore
- Prefer `select_related` over N+1 loops in the desk view — the diary page is the slowest page we have
**Why:** Marek wants diffs that are easy to read on his phone.
**How to apply:** run `ruff format` before committing; CI fails on formatting diffs.
""")

ROOT["feedback_migrations.md"] = mem(
    "migrations",
    "Rules for Django migrations on ChairBook",
    "feedback", """
@NS5a@ Never run `manage.py migrate` on prod without a fresh `pg_dump` first.
**Why:** in April a migration dropped a column the Dentally sync still read; restoring from the night before lost a morning of bookings.
**How to apply:** follow the release checklist; the dump goes to `/var/backups/chairbook/pre-migrate/`.

Keep data migrations in their own files, separate from schema changes.

Never edit a migration that has already been applied on prod — write a new one.
""")

ROOT["feedback_sms_wording.md"] = mem(
    "sms-wording",
    "What reminder texts may and may not say",
    "feedback", """
@N4a@ SMS reminders must not mention the treatment type — just date, time, clinician and the practice phone number.
**Why:** family phones get shared; in March a text mentioning a root canal was read by a patient's teenage son and we had a complaint.
**How to apply:** the template `notify/templates/sms_reminder.txt` only gets `when`, `clinician` and `phone`.

@NS2a@ Never send a reminder to a child's own mobile — for under-16s it goes to the parent/guardian number on file.

Keep reminders under 160 characters so they go as a single segment.
""")

ROOT["feedback_admin_access.md"] = mem(
    "admin-access",
    "Who gets into the Django admin on ChairBook, and why reception doesn't",
    "feedback", """
@N9b@ Reception must never be given access to the Django admin; if they need
to change something, build them a proper screen in the desk view instead.
**Why:** the admin can delete a patient and their bookings in two clicks, and it has no audit trail we could show the CQC.
**How to apply:** new reception needs → a desk-view form with its own permission, logged as an `AuditEvent`.
""")

ROOT["feedback_oncall.md"] = mem(
    "outage-handling",
    "What to do when one of the practice apps is down during clinic",
    "feedback", """
If ChairBook is down during clinic, reception works from the paper day list that prints from Dentally at 07:45.
**Why:** Dentally is the source of truth for the diary; ChairBook only adds online bookings on top.
**How to apply:** note the time it went down for Jo's incident log, then fix it calmly.

UDA Board being down is never urgent — it can wait for Marek's next evening session.

SteriLog down: decon carries on, and the cycles are pulled from the autoclave's USB logger once the Pi is back.
""")

ROOT["feedback_ci.md"] = mem(
    "ci-rules",
    "What has to be green before anything merges",
    "feedback", """
Don't merge with a red pipeline, and don't mark flaky tests as skipped without a linked issue.
**Why:** the Dentally contract tests flaked for a month and hid a real bug in the retry code.
**How to apply:** rerun once; if it fails again, treat it as real.

ruff and pytest both have to pass; coverage is reported but not enforced.
""")

ROOT["feedback_time_zones.md"] = mem(
    "time-zones",
    "Datetimes: store UTC, show Europe/London, beware BST",
    "feedback", """
Store datetimes in UTC and convert to Europe/London only for display and for reminder scheduling.
**Why:** the clocks-change weekend in March 2026 sent a batch of reminders an hour early.
**How to apply:** use `zoneinfo`, never `pytz`; tests for reminder scheduling must include a BST boundary date.
""")

# ---------------------------------------------------------------- ROOT: project
ROOT["project_chairbook_overview.md"] = mem(
    "chairbook-overview",
    "What ChairBook is, its stack, its integrations and where it runs",
    "project", """
ChairBook is the practice's own online booking and reminders app. Patients book on the public site, and each booking is pushed into Dentally (the PMS) through its API.

## Stack
@D8b@ - Django 5.1 on Python 3.12, htmx for the few interactive bits (no SPA)
@V4a@ - DB: PostgreSQL 16 on the same box (`postgresql-16` from apt)
@V8a@ - Redis on `127.0.0.1:6379` (db 1) is the Celery broker and the cache
@V1a@ - gunicorn listens on `127.0.0.1:8000`; Caddy terminates TLS and proxies to it
@A2a@ - gunicorn runs 3 sync workers
- Celery worker and beat run as two systemd units, `chairbook-worker` and `chairbook-beat`

## Integrations
@S1a@ - SMS: Twilio, wrapped in `notify/sms.py`
- PMS: Dentally API (see the dentally-sync memory for timeouts and retries)
@R1a@ - errors go to Sentry (project `chairbook`, on the practice's team plan)

## Dev
@R2a@ - CI: GitHub Actions — ruff + pytest on every PR
- staging lives on the same box as `staging.book.fernhilldental.co.uk`, gunicorn on `127.0.0.1:8001`, with its own DB `chairbook_staging`
- local dev: `docker compose up db redis`, then `./manage.py runserver`
""")

ROOT["project_sterilog_overview.md"] = mem(
    "sterilog-overview",
    "SteriLog overview: decon tracking app on the Pi, barcodes and pouch labels",
    "project", """
SteriLog tracks every decontamination cycle and every tray or pouch from decon to the surgery. Marek built it in 2025 after the CQC asked how we trace an instrument back to a cycle.

## Stack
- Flask 3 + SQLite (`/srv/sterilog/sterilog.db`) on `decon-pi` (Raspberry Pi 5, 8 GB)
- serves on port 5050, LAN only, no internet exposure
- pulls the cycle records from the autoclave's USB data logger after each cycle
@R9b@ - Label printer: Zebra ZD421 (ZPL over the network, `zebra-decon.lan`)

## Rules baked into the app
@F7a@ - Every tray leaving decon is scanned in SteriLog (barcode → cycle → surgery)
@NS3a@ - Don't print pouch labels for a load until its cycle is recorded as passed
@D10b@ - Sharps bin changes are logged in SteriLog (Bins tab), with the consignment note number
- the SQLite file is copied to the NAS every night at 23:30 (see backups)
""")

ROOT["project_udaboard_overview.md"] = mem(
    "uda-board-overview",
    "The NHS activity dashboard for Jo and Dr Nair — data source, stack, quirks",
    "project", r"""
The UDA Board is a small Streamlit dashboard that Jo and Dr Nair use to track NHS activity (UDAs) against the contract target, per dentist and per month.

@S6a@ - Data source: the nightly R4 export that lands in `\\surgery-nas\exports\r4\` at 02:00
- Streamlit app on port 8501; Jo, Dr Nair and Dr Hargreaves have logins
@O4b@ - deps: Poetry (`pyproject.toml` + `poetry.lock`)
@O10b@ - cache DB: a `postgres:15-alpine` container (`uda-db`), rebuilt from the export every night
- no error tracker — failures only show up in the app log
- charts in Altair; per-dentist targets live in `targets.yaml`, which Jo edits and Marek deploys
""")

ROOT["project_online_deposits.md"] = mem(
    "online-deposits",
    "Deposits for new private patients — what was decided and how reception handles them",
    "project", """
@N6b@ Jo decided not to take deposits online; reception takes them by card over the phone.
**Why:** card fees plus the refund admin weren't worth it for ~15 new private patients a month.
**How to apply:** when a new private patient books online, ChairBook just shows a note that reception will ring them.

- The deposit is £25 and comes off the first bill.
- Denplan patients don't pay a deposit.
""")

ROOT["project_dentally_sync.md"] = mem(
    "dentally-sync",
    "How ChairBook and Dentally keep the diary in step, and who deals with failures",
    "project", """
ChairBook pushes every online booking into Dentally and pulls the diary back so the free slots it shows are real.

- the diary pull runs every 5 minutes from Celery beat (`sync_dentally_diary`)
@A4a@ - API client timeout is 30 s per request
- failed pushes are retried up to 5 times with backoff, then flagged red on the desk view
@NS8a@ - Booking-sync failures go to Marek, not to Dentally support.
- Dentally's rate limit is 300 requests per 5 minutes per practice; we use a fraction of it
- the API token lives in the `DENTALLY_TOKEN` env var and is rotated every January
""")

ROOT["project_saturday_clinics.md"] = mem(
    "saturday-clinics",
    "Saturday clinics: why we run them, when, and who staffs them",
    "project", """
@SAT1@ Saturday clinics run on the first Saturday of each month.

- Jo set them up in January for working patients who can't get time off
- booked by phone only; they aren't offered in online booking
- one dentist (rotating), one nurse, Becky on reception
""")

ROOT["project_hollowmere_satellite.md"] = mem(
    "hollowmere-satellite",
    "The one-surgery satellite clinic in the Hollowmere village hall annexe",
    "project", """
Hollowmere is our satellite clinic in the next village — one surgery in the village hall annexe, open one morning a week.

- check-ups and hygiene only; there's no X-ray unit, so anything needing radiographs is booked at Fernhill
- staffed by Dr Hargreaves and a nurse; Sian does the hygiene list there
- instruments go over in sealed transport boxes and come back to Fernhill decon the same afternoon
- the annexe is shared with the parish council, so nothing clinical is left there overnight
- parking: the village hall car park, 6 spaces
""")

ROOT["project_cqc_inspection_2026.md"] = mem(
    "cqc-inspection-2026",
    "Outcome and follow-ups from this year's CQC inspection",
    "project", """
CQC inspected on 17 June 2026. Overall rating: Good (Safe: Good, Well-led: Good).

Follow-ups agreed with the inspector:
- legionella risk assessment to be redone by an external assessor (done in September)
- the sharps log to be electronic and searchable → done in SteriLog
- the weekly emergency-kit checklist to show who checked and when

**How to apply:** if a change touches decon or sharps logging, mention CQC traceability in the PR description.
""")

ROOT["project_autoclave_replacement.md"] = mem(
    "autoclave-replacement",
    "The August autoclave swap and what changed in decon because of it",
    "project", """
@S3b@ The Statim 2000 was retired in August; handpieces now go through the Lisa with everything else.

- a new W&H Lisa 522 went in on 2026-08-11, replacing the old Melag Vacuklav
- the engineer validated it on install; annual service and revalidation are due every August
- SteriLog's importer was changed to read the Lisa's USB logger format
""")

ROOT["project_recall_rules.md"] = mem(
    "recall-rules",
    "How check-up recalls are set and chased",
    "project", """
- Recall intervals are set by the dentist per patient, 3 to 24 months (NICE CG19)
@S8a@ - Recall letters are printed and posted by reception every Monday
- the recall SMS goes out 14 days before the due date, with a second nudge 7 days after it if nothing's booked
- hygiene recalls are tracked separately from exam recalls in Dentally
""")

ROOT["project_nhs_contract.md"] = mem(
    "nhs-contract",
    "The practice's NHS contract, UDA delivery and who holds NHS lists",
    "project", """
- Contract year runs 1 April – 31 March; delivering under 96% of the target means clawback
- Dr Nair and Dr Hargreaves hold the NHS lists; Dr Costa is private only
- the UDA Board is how Jo tracks delivery month by month
- the NHS list closes to new adults when Jo says so, usually when we're ahead of target for the quarter
""")

ROOT["project_amalgam_phase_down.md"] = mem(
    "amalgam-phase-down",
    "The decision to stop placing amalgam and what it means for fillings",
    "project", """
@S10b@ Fernhill no longer places amalgam — since July 2026 posterior fillings are composite or glass ionomer.
**Why:** the UK phase-down direction, patient demand, and Dr Costa never used it anyway.
**How to apply:** ChairBook's treatment estimate text shouldn't offer "amalgam" as an option any more.

- the amalgam separators stay — old fillings still get drilled out, and the canister is swapped yearly
""")

ROOT["project_patient_portal_idea.md"] = mem(
    "patient-portal-idea",
    "Parked idea for a patient portal (medical history forms, documents)",
    "project", """
Parked until 2027. Jo would like patients to fill in the medical history form online before each check-up instead of on the clipboard.

- would need proper patient accounts with 2FA — a big step up from booking with email + date of birth
- Dentally has its own patient forms product; probably cheaper to switch that on than to build it
- if we ever build it, treatment plans and estimates would be downloadable PDFs
""")

# ---------------------------------------------------------------- ROOT: reference
ROOT["reference_infrastructure.md"] = mem(
    "infrastructure",
    "Hosts, network and third-party systems the practice runs on",
    "reference", """
## Hosts
@S2b@ - ChairBook was migrated from DigitalOcean to Hetzner Cloud in March 2026
  (cb-prod-1, CX22, Falkenstein); the droplet was destroyed a week later.
- `surgery-nas`: Synology DS923+ in the comms cupboard behind reception; runs the file shares and a few Docker containers
- `decon-pi`: Raspberry Pi 5 in the decon room, runs SteriLog
- ChairBook staging shares the prod box (see chairbook-overview)

## Network
- BT Business fibre at Fernhill, DrayTek router; guest Wi-Fi is isolated on VLAN 30
- Hollowmere has a 4G router (EE) — good enough for Dentally in the browser, nothing else

## Third parties
@D2b@ - PMS: Dentally (cloud), practice ID 4471
- phones: hosted VoIP from Gradwell, see phone-system notes
""")

ROOT["reference_practice_rules.md"] = mem(
    "practice-rules",
    "Booking, cancellation and attendance rules that reception and ChairBook both follow",
    "reference", """
## Opening hours (Fernhill, main surgery)

| Days | Open | Close |
|---|---|---|
@V10b@ | Mon–Fri | 08:30 | 17:30 |
| Sat | see saturday-clinics | |
| Sun | closed | |

## Booking and attendance
@F1a@ - Cancellations need 24 hours' notice.
@V7b@ - DNA policy: 3 missed NHS appointments in a rolling 12 months → the patient is deregistered (Jo sends a warning letter after the 2nd)
@NS6b@ - Reception sets the DNA flag in Dentally when a patient doesn't turn up
- Private patients who DNA twice are asked to pay a deposit for future bookings

## Emergencies
@F10a@ - Two emergency slots are held every weekday morning (10:00 and 11:40)
@N10a@ - Emergency slots are released for online booking at 08:00 each day
- After 17:30 the answerphone sends NHS patients to 111

## Hygiene and children
@N7a@ - Hygienists see patients on direct access — no dentist referral needed for a scale & polish
- Under-16s come with a parent or guardian to their first visit
""")

ROOT["reference_decon_procedures.md"] = mem(
    "decon-procedures",
    "Decontamination rules (HTM 01-05 based) as agreed with Chloe, the decon lead",
    "reference", """
Based on HTM 01-05 best practice; Chloe Baines is the decon lead and has the final say.

## Daily and per-cycle tests
@HELIX1@ - Helix (steam penetration) test daily, before the first load
- automatic control test on every cycle (the autoclave records it; SteriLog imports it)
- washer-disinfector: daily protein residue test on one instrument

## Cleaning
@A7a@ - Ultrasonic bath: fresh solution every session (AM/PM), or sooner if it's visibly dirty
- impressions: rinse, then 10 min in MD 520 before they go to the lab

## Storage
@V2a@ - Pouched (wrapped) instruments: use within 60 days of the cycle date or reprocess
- unwrapped instruments in surgery drawers: until the end of the session, then back to decon

## Sharps and spills
@F2a@ - Sharps bins are replaced every 3 months
@O3a@ - Blood spills: 10,000 ppm available chlorine (Haz-Tabs), then disposable towels into clinical waste

## Waterlines
@F5b@ - Waterlines: 2 min flush at the start of the day, then 20–30 s between patients
- bottles are treated with Alpron (1%) daily and Bilpron over the weekend
""")

ROOT["reference_staff_rota.md"] = mem(
    "staff-rota",
    "Who works when, and who covers what",
    "reference", """
Dentists: Dr Priya Nair (principal), Dr Tom Hargreaves, Dr Eleni Costa. Hygienists: Kate Lindqvist, Sian Morgan. Reception: Becky Lamb, Dan Okafor. Nurses: Chloe Baines (decon lead), Amira Haddad, Lewis Shaw (trainee).

- Dr Nair: Mon–Thu; Dr Hargreaves: Mon, Wed, Thu (Thursday mornings at Hollowmere); Dr Costa: Tue–Fri
@D6b@ - Kate (hygienist): Mon, Wed, Fri
@R6a@ - Weekend emergency mobile: always Dr Priya Nair
- Weekday lunch cover on reception: Dan 12:30–13:00, Becky 13:00–13:30
""")

ROOT["reference_contacts.md"] = mem(
    "contacts",
    "Labs, engineers and suppliers the practice deals with",
    "reference", """
@R10a@ - Crown & bridge lab: Castle Dental Lab, Ludlow (collections Tue and Fri)
- Ortho retainers and aligner refinements: OrthoFab, by post
- Autoclave and compressor servicing: W&H service line (the contract number is on the Lisa's side panel)
- Clinical waste: Initial Medical, collection every other Wednesday
- Dentally support: in-app chat; their phone line is only for a full outage
""")

ROOT["reference_backups.md"] = mem(
    "backups",
    "What gets backed up where, and how long it's kept",
    "reference", """
@V6a@ - ChairBook Postgres: nightly `pg_dump` → restic → Backblaze B2, keeping 30 daily and 12 monthly snapshots
- SteriLog: SQLite `.backup` copied to the NAS every night at 23:30
- UDA Board: nothing to back up except `targets.yaml`, which is in git
@F9a@ - NAS → external USB drive every Friday (Hyper Backup)
- restore drill: once a quarter Marek restores the latest ChairBook dump into a scratch DB (see restore drill notes)
""")

ROOT["reference_price_list.md"] = mem(
    "price-list",
    "Price list: private fees after the April review, plus the NHS bands",
    "reference", """
Private fees as set at the April 2026 review (Jo's spreadsheet is the master copy). NHS charges are national.

| Item | Fee |
|---|---|
@V5a@ | Examination (adult, private) | £48 |
| Examination (child, private) | £30 |
@D9b@ | Hygienist visit (30 min) | £68 |
| Hygienist visit (45 min, periodontal) | £95 |
| White filling (composite), from | £120 |
@A9a@ | NHS Band 1 (examination, x-rays, advice) | £27.40 |
| NHS Band 2 (fillings, extractions, root canal) | £75.30 |
| NHS Band 3 (crowns, dentures, bridges) | £326.70 |
| NHS urgent treatment | £27.40 |
""")

ROOT["reference_monitoring.md"] = mem(
    "monitoring",
    "What watches the practice's systems and who gets told",
    "reference", """
@R8a@ - ChairBook uptime: UptimeRobot checks the booking site and `/healthz`, alerts go to Marek by SMS
- SteriLog is LAN-only, so nothing external watches it; the Pi emails Marek if the service restarts more than 3 times in an hour
- NAS: Synology's own email alerts (disk health, UPS on battery) to Jo and Marek
- UDA Board: nothing — if it's down, Jo notices in the morning
- Hollowmere's 4G router: nothing, Dr Hargreaves rings if it's dead
""")

ROOT["reference_dns_and_email.md"] = mem(
    "dns-and-email",
    "DNS and email: where the records live and which provider sends what",
    "reference", """
@R7b@ - DNS records for fernhilldental.co.uk are edited in the Krystal control panel (Krystal is registrar and DNS host)
@A10a@ - booking site: https://book.fernhilldental.co.uk
@R4a@ - ChairBook's transactional mail (booking confirmations, cancellations) goes out through Postmark
- staff mailboxes are Google Workspace (jo@, reception@, and one per clinician)
- SPF covers Google plus the transactional provider; DMARC is at p=quarantine
""")

ROOT["reference_radiography.md"] = mem(
    "radiography",
    "X-ray equipment, IRMER paperwork and the QA schedule",
    "reference", """
- intraoral X-ray units in Surgeries 1 and 2; the OPG is in Surgery 3
- Radiation Protection Adviser: Dr S. Okoye (external), annual visit each February
- local rules are pinned inside each surgery door; Dr Nair is the legal person under IRMER
- sensor QA: weekly test image on each intraoral sensor, logged in the X-ray QA folder
""")

ROOT["MEMORY.md"] = """# Memory Index

## User
- [Marek](user_marek_profile.md) — who maintains the practice apps and how he likes to work
- [Jo Pritchard](user_jo_practice_manager.md) — the practice manager, what she owns

## Feedback
- [Talking to Jo](feedback_comms_with_jo.md) — how to explain changes to the practice side
- [Git workflow](feedback_git_workflow.md) — branches, PRs, merging
- [Deploy rules](feedback_deploys.md) — when and how the apps get deployed
- [Testing](feedback_testing.md) — fixtures, mocks, the fake printer
- [Patient data](feedback_patient_data.md) — logs, retention, marketing consent
- [Code style](feedback_code_style.md) — lint and layout conventions
- [Migrations](feedback_migrations.md) — how schema changes reach prod safely
- [SMS wording](feedback_sms_wording.md) — what reminder texts may say, and to whom
- [Admin access](feedback_admin_access.md) — who may use the Django admin
- [Outages](feedback_oncall.md) — what to do when an app is down in clinic
- [CI rules](feedback_ci.md) — what must be green before merging
- [Time zones](feedback_time_zones.md) — storing and showing datetimes

## Project
- [ChairBook](project_chairbook_overview.md) — the booking app: stack and integrations
- [SteriLog](project_sterilog_overview.md) — decon tracking app and its rules
- [UDA Board](project_udaboard_overview.md) — NHS activity dashboard
- [Online deposits](project_online_deposits.md) — the deposits decision
- [Dentally sync](project_dentally_sync.md) — keeping the diary in step with the PMS
- [Saturday clinics](project_saturday_clinics.md) — when and how they run
- [Hollowmere](project_hollowmere_satellite.md) — the satellite clinic
- [CQC 2026](project_cqc_inspection_2026.md) — inspection outcome and follow-ups
- [Autoclave swap](project_autoclave_replacement.md) — what changed in decon
- [Recalls](project_recall_rules.md) — how recalls are set and chased
- [NHS contract](project_nhs_contract.md) — contract year, lists, clawback
- [Amalgam phase-down](project_amalgam_phase_down.md) — filling materials decision
- [Patient portal](project_patient_portal_idea.md) — parked idea

## Reference
- [Infrastructure](reference_infrastructure.md) — hosts, network, third parties
- [Practice rules](reference_practice_rules.md) — hours, cancellations, DNAs, emergencies
- [Decon procedures](reference_decon_procedures.md) — tests, cleaning, storage, waterlines
- [Staff rota](reference_staff_rota.md) — who works when
- [Contacts](reference_contacts.md) — labs, engineers, suppliers
- [Backups](reference_backups.md) — what is backed up and where
- [Price list](reference_price_list.md) — private fees and NHS bands
- [Monitoring](reference_monitoring.md) — who gets alerted about what
- [DNS and email](reference_dns_and_email.md) — domains and mail providers
- [Radiography](reference_radiography.md) — X-ray kit and QA
"""

# ================================================================ AUTO notes
AUTO["decon-faq.md"] = note("Decon FAQ (for new nurses)", "2026-03-12", ["decon", "nurses", "faq"], """
# Decon FAQ

Questions the new nurses keep asking Chloe, with her answers.

@V2b@ - Q: how long do pouched instruments last on the shelf? A: 12 months from the cycle date, then they go back through.
- Q: how long do impressions sit in the disinfectant? A: 10 minutes in MD 520, then rinse.
- Q: who can sign off a failed Helix test? A: Chloe, or any of the dentists if she's not in.
- Q: can handpieces go in the washer-disinfector? A: only the ones marked WD-safe; the rest are cleaned by hand, then autoclaved.
""")

AUTO["chairbook-reminders.md"] = note("ChairBook reminders — how they work", "2026-07-08", ["chairbook", "sms", "celery"], """
# Reminders

@V3b@ - the SMS reminder goes out 24h before the appointment (beat job `send_due_reminders` checks every 10 min)
@NS2b@ - Every booked appointment gets an SMS reminder unless the patient has opted out of texts.
- email reminder 7 days before, only for appointments booked more than 2 weeks ahead
- failed sends retry up to 3 times, 5 min apart; after that the desk view shows a grey phone icon
- recalls are a different job (`send_recall_nudges`), see the recall rules
""")

AUTO["online-booking-faq.md"] = note("Online booking — FAQ for reception", "2026-05-19", ["chairbook", "reception", "faq"], """
## Online booking FAQ

@V9b@ - **How far ahead can patients book online?** 12 weeks; anything further out, they ring reception.
@N8b@ - **Can new NHS patients book online?** No — they have to phone, so Jo can check list capacity first.
- **Can patients cancel online?** Yes, from the link in the confirmation email, up to 24 hours before.
- **Do online bookings show up in Dentally straight away?** Within a few minutes (the diary sync).
""")

AUTO["chairbook-dev-setup.md"] = note("ChairBook dev setup", "2026-02-03", ["chairbook", "dev"], """
# Getting ChairBook running locally

@R3a@ - deps are managed with `uv` (`uv sync`; the `uv.lock` file is committed)
- Python 3.12 — `uv python install 3.12` if you don't have it
- Postgres and Redis come from docker compose; nothing else needs installing

```sh
uv sync
docker compose up -d db redis
cp .env.example .env
uv run ./manage.py migrate
uv run ./manage.py runserver
```

```ini
# .env (local only)
DATABASE_URL=postgres://chairbook:chairbook@localhost:5432/chairbook
REDIS_URL=redis://localhost:6379/1
DENTALLY_BASE_URL=https://api.sandbox.dentally.co
```

- demo data: `uv run ./manage.py seed_demo` creates a fake diary for the three dentists
""")

AUTO["chairbook-ci.md"] = note("ChairBook CI pipeline", "2026-04-22", ["chairbook", "ci"], """
@R2b@ ChairBook's CI is Woodpecker, running on the NAS; the pipeline is defined in `.woodpecker.yml`.

Steps:
@R3b@ - the pipeline does `poetry install --no-root`, then `ruff check .` and `pytest -q`
- migrations check: `manage.py makemigrations --check --dry-run`
- it runs on every push to a PR branch and on `main`

```yaml
steps:
  test:
    image: python:3.12-slim
    commands:
      - pip install poetry
      - poetry install --no-root
      - poetry run pytest -q
```
""")

AUTO["sterilog-dev.md"] = note("SteriLog dev notes", "2026-06-09", ["sterilog", "dev"], """
# SteriLog dev notes

- deps: plain pip + `requirements.txt`, pinned by hand (it's 9 packages)
@O1b@ - SteriLog's tests run on the Woodpecker runner on the NAS, on every push.
- develop on a laptop with `flask --app sterilog run --port 5050`; the autoclave importer has a fake logger dir in `tests/data/`
- the Pi runs Raspberry Pi OS Bookworm with the OS Python 3.11
""")

AUTO["uda-board-move.md"] = note("UDA Board moved in-house", "2026-04-14", ["uda-board", "hosting", "gdpr"], """
@S4b@ UDA Board moved off Streamlit Community Cloud onto the NAS (Docker) in April, because patient-level data shouldn't leave the practice.

- Jo asked for it after the DPIA review: the "unfinished courses" tab has per-patient rows
- now reachable only on the practice LAN or over the WireGuard VPN, at `uda.fernhill.lan:8501`
- Marek deleted the cloud app and its secrets the same day
""")

AUTO["server-notes.md"] = note("ChairBook server notes", "2026-01-09", ["chairbook", "server"], """
@S2a@ ChairBook runs on a DigitalOcean droplet in LON1.

- ssh as `deploy`, key-only; root login disabled
- ufw: 22, 80, 443 only
- unattended-upgrades is on for security updates; Marek reboots once a month on a Sunday evening
- Caddy handles the certificates, nothing to renew by hand
""")

AUTO["release-checklist.md"] = note("ChairBook release checklist", "2026-05-05", ["chairbook", "deploy", "checklist"], """
# Release checklist

1. CI green on the release tag
2. Changelog entry for Jo (plain English, what reception will notice)

@F4b@ - `make deploy` takes a `pg_dump` of the prod DB before it restarts anything
@NS5b@ - migrations on prod are applied by `make deploy`, right after that dump
- after the deploy, book a test appointment on the live site for the TEST patient, then cancel it
- check the Dentally sync ran within the next 5 minutes (desk view, top right)
""")

AUTO["reception-phone-script.md"] = note("Reception phone script (notes)", "2026-02-17", ["reception", "phones", "gdpr"], """
# Phone script notes

@N2a@ - always confirm the caller's date of birth and first line of address before giving out any appointment details
@NS4a@ - never discuss a patient's treatment with family members unless the patient has consented (note it in Dentally)
@F1b@ The 24-hour cancellation rule is waived for illness if the patient rings before 9am on the day.
- answer with "Fernhill Dental, [name] speaking"
- if someone's in pain, offer the next emergency slot first, then the cancellation list
""")

AUTO["new-receptionist-notes.md"] = note("Notes for Dan (new receptionist)", "2026-09-15", ["reception", "onboarding"], """
Things Becky told Dan in his first week, written up by Jo.

@N2b@ - you don't need to check DOB when a patient rings about their own appointment time — just confirm the name
- the desk view in ChairBook shows today's online bookings and any sync problems
- the lunch cover rota is on the staff room board
- if the day list didn't print at 07:45, it's in Dentally under Reports → Day list
""")

AUTO["sms-delivery-debugging.md"] = note("Debugging SMS delivery failures", "2026-08-04", ["chairbook", "sms", "debugging"], """
# SMS delivery failures

@N5b@ ChairBook logs the patient's mobile number on every SMS send, so that
failed deliveries can be traced back to the right patient afterwards.

- grep the worker log for `sms.send` (`journalctl -u chairbook-worker`)
- most failures are landlines typed into the mobile field
- numbers are normalised to E.164 (+44…) before sending
""")

AUTO["chairbook-admin-notes.md"] = note("ChairBook admin — notes", "2026-03-26", ["chairbook", "admin", "django"], """
@N9a@ Reception staff use the Django admin for day-to-day edits (moving bookings, fixing phone numbers).

- models registered in the admin: Patient, Booking, Slot, Clinician, ReminderLog
@A3b@ - max upload size for referral PDFs: 10,240 KiB (the setting is `FILE_UPLOAD_MAX_MEMORY_SIZE`)
@A5a@ - admin sessions expire after 15 minutes idle
- `is_superuser` is only Marek
""")

AUTO["decon-daily-routine.md"] = note("Decon daily routine (written up with Chloe)", "2026-02-25", ["decon", "routine"], """
# Decon: daily routine

Morning:
@A1b@ - first job every morning: Helix test on the autoclave before any instruments go in
- fill the washer-disinfector and run the protein residue test
- check the waterline bottles have Alpron in them

Per cycle:
@S5a@ - after each cycle, the nurse fills in the paper autoclave logbook (date, cycle no., temp, pressure, initials)
- load the next tray into the washer while the autoclave runs

End of day:
- drain the ultrasonic and wipe it down
- leave the autoclave door open overnight
""")

AUTO["lisa-first-weeks.md"] = note("First weeks with the Lisa", "2026-09-01", ["decon", "autoclave"], """
- the Lisa's USB logger writes one file per cycle; SteriLog picks them up every 2 minutes
@D4b@ - a full B-cycle on the Lisa takes ~32 min including drying
- it's much quieter than the old one; the nurses can hear the phone in decon again
- the door seal gets wiped with water only, no alcohol wipes
""")

AUTO["pms-notes.md"] = note("PMS notes", "2026-06-30", ["dentally", "pms", "history"], """
@D2a@ In January 2026 we were still on R4 (Carestream) for the PMS.

- the move to Dentally was planned for months; the data migration was done by Dentally's onboarding team over a weekend
- the old R4 server under the reception desk was wiped and recycled in March
- treatment codes didn't map 1:1 — Jo fixed the templates by hand in March
""")

AUTO["out-of-hours.md"] = note("Out-of-hours cover", "2026-03-19", ["emergency", "rota"], """
@R6b@ Dr Costa carries the out-of-hours emergency phone every weekend — she lives closest to the surgery.

- weekday evenings: the answerphone message points patients to NHS 111
- Hollowmere has no separate out-of-hours arrangement
- the emergency phone is the old iPhone SE; its charger lives in the reception drawer
""")

AUTO["uptime-alerts.md"] = note("Uptime alerts", "2026-07-21", ["chairbook", "monitoring"], """
@R8b@ Better Stack pings ChairBook's `/healthz` and rings Marek's phone when it fails.

- `/healthz` checks the DB, Redis, and that the last Dentally sync is under 15 minutes old
- the one false alarm in July was a Caddy reload during certificate renewal
""")

AUTO["payments.md"] = note("Payments at reception", "2026-04-29", ["payments", "reception"], """
- Denplan monthly plans are collected by Denplan directly; reception never takes card payments for them
- refunds go back to the original card; Jo authorises anything over £100
- end of day: the Z report is printed and stapled to the day sheet
""")

AUTO["recalls-2026.md"] = note("Recalls in 2026", "2026-10-06", ["recalls", "reception"], """
@S8b@ We stopped posting recall letters in September — recalls go out by SMS and email only now.

- saves roughly £90 a month in stamps, plus Becky's Monday mornings
- patients with neither a mobile nor an email get a phone call instead
- the `send_recall_nudges` job handles both channels
""")

AUTO["it-inventory.md"] = note("IT inventory", "2026-02-12", ["it", "hardware"], """
@S9a@ - Reception PCs (2×): Dell OptiPlex 3080, Windows 10 Pro
- surgery PCs (3×): Lenovo M70q, Windows 11 Pro, one per surgery with the X-ray sensor software
- decon: `decon-pi` (Raspberry Pi 5) plus the label printer and a USB barcode scanner
- NAS: Synology DS923+, 4 × 8 TB in SHR-1

@F9b@ Two USB backup drives are rotated weekly; Jo takes the off-week drive home.
""")

AUTO["nhs-treatment-notes.md"] = note("NHS treatment notes for the agent", "2026-04-16", ["nhs", "clinical", "bands"], """
Background so the agent stops asking.

@S10a@ - posterior fillings on NHS adults: amalgam by default unless the patient asks otherwise
@A9b@ - a Band 1 course costs the patient £27.40
@NS9b@ - bitewings every 2 years for low-risk adults (FGDP selection criteria)
- Band 2 covers fillings, extractions and root canals; Band 3 adds lab work
- children, pregnant women and new mums, and people on some benefits are exempt from charges
""")

AUTO["chairbook-beta-retro.md"] = note("Online booking beta — retro", "2026-05-12", ["chairbook", "online-booking", "retro"], """
@D7a@ During the beta (Feb–Apr 2026) online booking was only switched on for Dr Nair's diary.

- 212 bookings during the beta, 9 no-shows
- the biggest complaint was the date picker on iPhones
- Jo wanted patients to be able to pick "any dentist" — added in May
""")

AUTO["cqc-2026-prep.md"] = note("CQC prep 2026", "2026-07-01", ["cqc", "compliance", "decon"], """
# What we changed for the CQC visit

@D10a@ Before the CQC visit in June we kept the sharps bin log on paper, in
the red folder in decon that nobody could ever find.

- the medicines fridge temperature log moved into a shared spreadsheet
- staff training records were scanned into the HR folder
- the legionella assessment turned out to be from 2023
""")

AUTO["saturday-clinic-checklist.md"] = note("Saturday clinic checklist", "2026-06-04", ["saturday", "checklist"], """
@A8b@ Saturday clinic: 1st Sat of the month, 09:00–12:30, one dentist + one nurse + reception.

- Becky prints the day list on Friday afternoon
- the alarm code is in the safe envelope; ring the alarm company before 09:00
- decon: run a full cycle before leaving and log it as usual
""")

AUTO["hollowmere-logistics.md"] = note("Hollowmere logistics", "2026-03-30", ["hollowmere", "logistics"], """
@O2b@ Hollowmere opens Thursdays 09:00–13:00, in the village hall annexe.

- transport boxes: two, red lids, collected from Fernhill decon at 08:15
- Dentally runs in the browser over the 4G router; card payments go on the portable terminal
- the annexe key lives with the parish clerk; return it by 13:30
""")

AUTO["hygiene-notes.md"] = note("Hygiene notes", "2026-10-09", ["hygiene", "rota"], """
@O6a@ Sian works Mondays, Tuesdays and Thursdays (Thursday is the Hollowmere list).

- Kate sees the perio maintenance patients (45-minute slots)
- both hygienists work from Surgery 4
""")

AUTO["domains.md"] = note("Domains", "2026-05-25", ["dns", "domains"], """
@O5b@ The old domain fernhill-dental.com is parked at 123-reg; its DNS only has a redirect to the main site.

- the old domain renews in November; Jo wants to let it lapse in 2027
- nobody uses email on the old domain any more
""")

AUTO["newsletter.md"] = note("Patient newsletter", "2026-08-27", ["marketing", "email"], """
@NS7b@ We send a patient newsletter by email every quarter (Mailchimp, Jo writes it).

- topics so far: Saturday clinics, Christmas opening, a new face on reception
- the audience is exported from Dentally using the marketing consent flag
""")

AUTO["sterilog-faq.md"] = note("SteriLog FAQ", "2026-06-22", ["sterilog", "faq", "decon"], """
**Does everything get a barcode?**
@F7b@ Single-use items (matrix bands, saliva ejectors, 3-in-1 tips) don't get a SteriLog
barcode; only reusable trays and pouches are tracked.

**What if the scanner stops working?** Use the spare handheld scanner in the decon drawer.

**Where do I see which cycle a tray went through?** Trays → search; the cycle number is on the right.
""")

AUTO["restore-drill-notes.md"] = note("Restore drill notes", "2026-09-29", ["backups", "chairbook", "restic"], """
# Restore drill — Q3

@V6b@ - retention on the chairbook restic repo is `--keep-daily 14 --keep-monthly 12`
- restoring last night's dump into `chairbook_scratch` took 4 min
- B2 egress cost pennies
- next drill: January
""")

# ---------------- unlabelled auto notes (distractors)
AUTO["appointment-types.md"] = note("Appointment types and lengths", "2026-02-09", ["diary", "reception"], """
# Appointment types

- new patient exam: 30 min (includes BPE and full charting)
- hygiene: 30 min standard, 45 min for perio maintenance
- emergency: 20 min
- filling: 30–60 min depending on the number of surfaces
- child check-up: 10 min
""")

AUTO["waste-collection.md"] = note("Waste collection", "2026-03-05", ["waste", "compliance"], """
- clinical waste and full sharps bins go out with the fortnightly Initial Medical collection
- amalgam waste (separator canisters, capsules) is collected once a year
- consignment notes are kept for 3 years in the compliance folder
- gypsum (old models) goes in its own bin, not general waste
""")

AUTO["medical-emergency-kit.md"] = note("Medical emergency kit", "2026-06-18", ["emergency", "cqc"], """
# Medical emergency kit

- oxygen cylinder and AED are checked weekly (signed sheet on the kit)
- emergency drug expiry dates are checked monthly
- glucagon lives in the medicines fridge, not in the kit bag
- whole team does BLS training once a year, usually in November
""")

AUTO["onboarding-new-nurse.md"] = note("Onboarding a new nurse", "2026-09-07", ["nurses", "onboarding"], """
- first two weeks shadowing Chloe in decon before any solo cycles
- Hep B immunity confirmed before any clinical work
- logins: Dentally and a personal SteriLog PIN; nurses don't need a ChairBook account
- GDC registration check if qualified; trainees must be enrolled on a recognised course
""")

AUTO["x-ray-qa.md"] = note("X-ray QA", "2026-02-16", ["radiography", "qa"], """
- the OPG gets a monthly QA image with the test phantom
- the RPA visit in February 2026 flagged nothing new
- any retake is recorded with a reason in the patient notes
""")

AUTO["gdpr-sar-process.md"] = note("Subject access requests", "2026-04-09", ["gdpr", "process"], """
# SAR process

- respond within one month of receiving the request; no fee
- Jo logs each request in the SAR register
- X-ray images are exported from the imaging software, not from Dentally
- check identity before sending anything — a copy of photo ID is enough
""")

AUTO["udaboard-targets-howto.md"] = note("Updating UDA targets", "2026-04-10", ["uda-board", "howto"], """
- targets are per dentist per month in `targets.yaml`
- for 2026/27 Jo sent: Dr Nair 720 UDAs a month, Dr Hargreaves 680
- Dr Costa has no row (private only)
- after editing, Marek redeploys the board; it re-reads the file at start-up
""")

AUTO["staff-meeting-2026-09.md"] = note("Staff meeting — September 2026", "2026-09-24", ["meeting", "staff"], """
# Staff meeting, 24 Sept

- Sian is now doing the Hollowmere hygiene list
- Lewis started as a trainee nurse this month; Chloe is his mentor
- Christmas closure dates to be confirmed by Jo
- reminder: no personal phones in decon
""")

AUTO["chairbook-ideas-backlog.md"] = note("ChairBook ideas backlog", "2026-08-14", ["chairbook", "backlog"], """
- waiting list: auto-offer a freed-up slot to the first patient on the list by text
- let patients add a short note for the dentist when they book
- show the patient's next recall date on the confirmation page
- a printable "your next visit" card for the over-80s
""")

AUTO["wifi-and-network.md"] = note("Wi-Fi and network", "2026-01-30", ["network", "it"], """
- staff Wi-Fi SSID is FERNHILL-STAFF (WPA2, password in the safe)
- the X-ray PCs are wired only
- DrayTek admin is on 192.168.10.1, port 8443, LAN only
- guest Wi-Fi has a 10 Mbps cap per device
""")

AUTO["legionella-checks.md"] = note("Legionella checks", "2026-10-01", ["legionella", "water"], """
- monthly temperature checks on the sentinel taps
- hot outlets must reach 50 °C within 1 minute; cold must be under 20 °C within 2 minutes
- little-used outlets (the staff shower) are flushed weekly for 2 minutes
- external assessment redone in September 2026, next due in 2028
""")

AUTO["stock-ordering.md"] = note("Stock ordering", "2026-05-08", ["stock", "decon"], """
- the Henry Schein order goes in on Mondays before 14:00 for Tuesday delivery
- reorder Haz-Tabs when we're down to one tub
- sterilisation pouches come in three sizes; roughly 10 boxes a month in total
- gloves: Amira keeps the count and orders from the same supplier
""")

AUTO["complaints-process.md"] = note("Complaints process", "2026-03-23", ["complaints", "process"], """
# Complaints

- acknowledge within 3 working days, full response within 20 working days
- Jo handles them; the clinician involved writes the clinical part
- NHS complainants can go to the Ombudsman if they're not happy with our response
""")

AUTO["sterilog-label-layout.md"] = note("SteriLog pouch label layout", "2026-07-16", ["sterilog", "labels"], """
- each pouch label has: cycle number, date, use-by date, operator initials and a Code 128 barcode
- the use-by date is worked out from the cycle date and the shelf-life setting
- surgery number is printed in large type so nurses can sort pouches at a glance
""")

AUTO["chairbook-bst-bug.md"] = note("The BST reminder bug", "2026-03-31", ["chairbook", "bug", "timezones"], """
On 29 March 2026 (clocks went forward) a batch of reminders went out an hour early.

- cause: the scheduler compared naive datetimes
- fix: all scheduling now happens in Europe/London via `zoneinfo`
- Becky rang the handful of patients who'd been confused
""")

AUTO["dentally-api-notes.md"] = note("Dentally API notes", "2026-02-19", ["dentally", "api"], """
- the sandbox is at api.sandbox.dentally.co; tokens are separate from live ones
- list endpoints page at 100 items
- Dentally retries webhook deliveries up to 10 times over 24 hours
- times come back in UTC with an offset; never trust the practice time zone field
""")

AUTO["patient-forms.md"] = note("Patient forms", "2026-06-12", ["forms", "reception"], """
- the medical history form is updated at every check-up, on the iPad at reception
- forms older than 12 months are flagged red in Dentally
- consent forms for treatment are signed on the day, in surgery
""")

AUTO["phone-system.md"] = note("Phone system", "2026-01-21", ["phones", "it"], """
- hosted VoIP from Gradwell; two handsets at reception and one in each surgery
- the call queue holds 6 callers, then goes to voicemail
- the out-of-hours message switches on automatically at 17:30
""")

AUTO["christmas-2026.md"] = note("Christmas 2026", "2026-11-18", ["holidays", "rota"], """
- closed from 25 December to 1 January inclusive; reopening Monday 4 January 2027
- weekday emergency cover during the closure alternates between Dr Hargreaves and Dr Nair
- last hygiene appointments on 23 December
""")

# ================================================================ FACTS (remnic)
# value_slot
fact("2026-06-11", "20:14:05", "fact", "3b9e", 0.9, ["chairbook", "gunicorn", "infra"],
     "@V1b@ ChairBook's gunicorn binds 127.0.0.1:8010 on cb-prod-1, with Caddy in front of it.")
fact("2026-03-18", "09:41:22", "fact", "c0a7", 0.88, ["chairbook", "sms", "reminders"],
     "@V3a@ Appointment reminder texts go out 48 hours before the appointment.")
fact("2026-04-07", "21:03:40", "fact", "5d12", 0.85, ["chairbook", "postgres", "database"],
     "@V4b@ ChairBook's production database is Postgres 15 (15.8 from the Debian repo).")
fact("2026-05-04", "11:20:09", "fact", "e41f", 0.92, ["pricing", "private"],
     "@V5b@ A private adult examination (check-up) at Fernhill costs £52.")
fact("2026-02-24", "13:05:51", "fact", "7a30", 0.9, ["dna", "nhs", "policy"],
     "@V7a@ Patients who miss two NHS appointments within 12 months are taken off the NHS list.")
fact("2026-07-29", "19:47:33", "fact", "09cd", 0.87, ["chairbook", "redis", "celery"],
     "@V8b@ ChairBook's Celery broker is Redis on localhost port 6380, not the default 6379.")
fact("2026-06-16", "10:12:44", "fact", "b275", 0.9, ["chairbook", "online-booking"],
     "@V9a@ Patients can book online up to 8 weeks ahead.")
fact("2026-01-27", "08:55:02", "fact", "4e6b", 0.86, ["opening-hours", "fernhill"],
     "@V10a@ Fernhill's weekday opening time is 08:00, with the first patients booked from 08:10.")

# role_slot
fact("2026-08-12", "20:31:17", "fact", "f80d", 0.89, ["chairbook", "errors", "monitoring"],
     "@R1b@ ChairBook exceptions are reported to our self-hosted GlitchTip at glitchtip.fernhilldental.co.uk.")
fact("2026-09-03", "18:22:56", "fact", "1c54", 0.88, ["chairbook", "email"],
     "@R4b@ Booking confirmation emails from ChairBook go out via Mailgun (EU region).")
fact("2026-02-05", "21:40:11", "preference", "a6e2", 0.8, ["marek", "tooling"],
     "@R5b@ Marek does his editing in VS Code with the Python and Django extensions.")
fact("2026-03-09", "14:17:38", "fact", "2f91", 0.9, ["dns", "domains"],
     "@R7a@ DNS for fernhilldental.co.uk is managed in Cloudflare; Jo and Marek both have logins.")
fact("2026-07-07", "12:03:29", "fact", "d3a8", 0.87, ["sterilog", "labels", "decon"],
     "@R9a@ SteriLog prints pouch labels on the Brother QL-820NWB in the decon room.")
fact("2026-10-20", "15:48:07", "fact", "60be", 0.9, ["labs", "crowns"],
     "@R10b@ All crown and bridge work is sent to Vale Ceramics in Hereford.")

# negation
fact("2026-06-25", "20:09:50", "preference", "8c17", 0.86, ["git", "chairbook"],
     "@N1b@ Never squash PRs in the chairbook repo — Marek wants every commit kept as the audit trail.")
fact("2026-04-28", "13:15:24", "preference", "e9f3", 0.82, ["chairbook", "deploy"],
     "@N3b@ Lunchtime deploys of ChairBook (12:45–13:45 on weekdays) are fine; the online diary is quiet then.")
fact("2026-05-27", "16:36:02", "preference", "35ad", 0.84, ["sms", "reminders", "wording"],
     "@N4b@ Reminder texts should say what the appointment is for (check-up, hygiene, filling) so patients don't mix them up.")
fact("2026-03-24", "17:52:45", "decision", "b8c0", 0.88, ["deposits", "chairbook", "private"],
     "@N6a@ Decided to take deposits for new private patients online through ChairBook, using Stripe Checkout.")
fact("2026-08-18", "10:27:13", "fact", "47d9", 0.85, ["hygiene", "referrals"],
     "@N7b@ At Fernhill every hygiene appointment needs a referral from one of the dentists.")
fact("2026-09-22", "19:05:31", "decision", "c2e4", 0.87, ["online-booking", "nhs"],
     "@N8a@ ChairBook should accept online bookings from new NHS patients whenever the list is open.")
fact("2026-10-12", "09:33:58", "fact", "9f06", 0.9, ["emergency", "online-booking"],
     "@N10b@ Emergency slots are never bookable online — patients in pain always phone.")

# stale_vs_change
fact("2026-06-18", "18:44:20", "decision", "0d7b", 0.93, ["chairbook", "sms", "providers"],
     "@S1b@ Switched ChairBook's SMS provider from Twilio to Textlocal in June 2026 (cheaper, and it supports the FERNHILL sender ID).")
fact("2026-03-04", "11:09:36", "fact", "6a5c", 0.83, ["decon", "handpieces"],
     "@S3a@ Handpieces are sterilised in the Statim cassette autoclave between patients.")
fact("2026-01-22", "20:58:14", "fact", "e07a", 0.85, ["uda-board", "hosting"],
     "@S4a@ The UDA Board is hosted on Streamlit Community Cloud.")
fact("2026-05-20", "15:21:47", "fact", "93b1", 0.91, ["decon", "sterilog", "records"],
     "@S5b@ The paper autoclave logbook was retired in May 2026; cycles are now only recorded in SteriLog.")
fact("2026-03-02", "10:46:05", "fact", "1e8f", 0.92, ["pms", "r4", "dentally"],
     "@S6b@ R4 was shut down on 27 February 2026 after the move to Dentally; its export share is now read-only.")
fact("2026-02-10", "16:02:27", "fact", "fb43", 0.84, ["payments", "reception"],
     "@S7a@ Card payments at reception go through the Worldpay terminal.")
fact("2026-04-30", "12:38:19", "fact", "5c2a", 0.9, ["payments", "reception"],
     "@S7b@ Reception's card terminals were switched from Worldpay to Dojo in April.")
fact("2026-10-27", "17:19:42", "fact", "a1d5", 0.9, ["it", "windows"],
     "@S9b@ All reception PCs were upgraded to Windows 11 in October 2026; nothing in the practice runs Windows 10 any more.")

# dated_history
fact("2026-07-02", "09:07:33", "fact", "2b7f", 0.82, ["decon", "helix", "cqc"],
     "@D1a@ In the run-up to the June 2026 CQC inspection we ran the Helix test twice a day.")
fact("2026-05-06", "14:29:10", "fact", "d6e1", 0.86, ["saturday", "history"],
     "@D3a@ From January to April 2026 the Saturday clinic ran every week.")
fact("2026-08-20", "13:50:58", "fact", "7e3c", 0.84, ["decon", "autoclave", "history"],
     "@D4a@ Until August 2026 the old Melag Vacuklav took about 50 minutes per B-cycle.")
fact("2026-04-02", "10:18:26", "fact", "48aa", 0.9, ["nhs", "uda", "contract"],
     "@D5a@ The 2025/26 NHS contract target was 17,500 UDAs, and we delivered 96% of it.")
fact("2026-04-08", "16:55:03", "fact", "c91d", 0.92, ["nhs", "uda", "contract"],
     "@D5b@ The 2026/27 NHS contract target is 16,800 UDAs.")
fact("2026-10-02", "11:42:37", "fact", "0f68", 0.85, ["hygiene", "hollowmere", "rota"],
     "@D6a@ Kate Lindqvist did the Thursday hygiene list at Hollowmere until September 2026, when Sian took it over.")
fact("2026-06-05", "19:26:48", "fact", "ba52", 0.87, ["online-booking", "chairbook"],
     "@D7b@ Online booking now covers all three dentists' diaries.")
fact("2026-05-28", "20:37:15", "fact", "3f04", 0.88, ["chairbook", "django", "upgrade"],
     "@D8a@ ChairBook ran Django 4.2 LTS until the upgrade in May 2026.")
fact("2026-04-03", "09:58:52", "fact", "e2b6", 0.86, ["pricing", "hygiene", "history"],
     "@D9a@ Before the April 2026 price review a 30-minute hygiene visit was £60.")

# agreeing_duplicate
fact("2026-06-11", "20:19:31", "fact", "6d3e", 0.88, ["chairbook", "gunicorn"],
     "@A2b@ ChairBook runs three gunicorn workers on cb-prod-1 (it's a 2-vCPU box).")
fact("2026-03-27", "18:11:06", "fact", "8b45", 0.86, ["chairbook", "uploads"],
     "@A3a@ ChairBook caps referral letter uploads at 10 MiB.")
fact("2026-07-14", "21:12:50", "fact", "a09f", 0.87, ["chairbook", "dentally", "api"],
     "@A4b@ Requests from ChairBook to the Dentally API time out after 30000 ms.")
fact("2026-03-27", "18:24:39", "fact", "f3c7", 0.85, ["chairbook", "admin", "sessions"],
     "@A5b@ ChairBook admin sessions time out after 900 seconds of inactivity.")
fact("2026-02-18", "12:44:17", "fact", "57e0", 0.9, ["decon", "ultrasonic"],
     "@A7b@ The ultrasonic cleaner's solution is changed after every morning and afternoon session.")
fact("2026-01-19", "15:06:30", "fact", "c4b8", 0.93, ["chairbook", "online-booking"],
     "@A10b@ Patients book online at book.fernhilldental.co.uk.")

# refinement
fact("2026-09-10", "10:31:24", "fact", "16fa", 0.88, ["decon", "sharps"],
     "@F2b@ Sharps bins get swapped every three months, or as soon as they're three-quarters full, whichever comes first.")
fact("2026-05-13", "19:49:02", "preference", "9a21", 0.83, ["git", "hotfix"],
     "@F3b@ Hotfixes go through a PR too, but Marek may self-approve them out of hours.")
fact("2026-02-26", "08:47:55", "fact", "d0c3", 0.89, ["decon", "waterlines"],
     "@F5a@ Dental unit waterlines are flushed for 2 minutes at the start of each day.")
fact("2026-08-25", "14:13:41", "fact", "2a8d", 0.9, ["records", "retention", "gdpr"],
     "@F6a@ Dental records are kept for at least 11 years after the patient's last visit.")
fact("2026-07-23", "20:52:18", "preference", "7f5b", 0.84, ["git", "agent", "review"],
     "@F8b@ Marek wants agent PRs kept small: roughly under 300 changed lines, one concern per PR.")
fact("2026-05-21", "11:35:07", "fact", "e86c", 0.86, ["emergency", "nhs"],
     "@F10b@ One of the two morning emergency slots is kept for NHS patients in pain.")

# other_subject
fact("2026-09-16", "16:08:33", "fact", "41c2", 0.87, ["decon", "chlorine", "cleaning"],
     "@O3b@ Decon work surfaces are wiped down with 1,000 ppm chlorine solution at the end of each session.")
fact("2026-06-29", "22:01:45", "fact", "b3e9", 0.86, ["sterilog", "backups"],
     "@O7b@ SteriLog's nightly backups are kept for 90 days on the NAS.")
fact("2026-04-15", "13:27:12", "fact", "0c7d", 0.89, ["labs", "dentures"],
     "@O8b@ Dentures and acrylic work go to Brightwater Denture Lab.")
fact("2026-02-03", "10:04:58", "fact", "95f0", 0.88, ["diary", "nhs"],
     "@O9a@ NHS check-ups are booked as 15-minute appointments.")
fact("2026-02-03", "10:06:21", "fact", "a2c6", 0.87, ["diary", "private"],
     "@O9b@ Private check-ups get 20 minutes in the diary.")

# negation_scope
fact("2026-08-07", "19:18:29", "fact", "5e93", 0.84, ["chairbook", "deploy", "release"],
     "@NS1b@ ChairBook releases usually go out on Friday evenings, around 19:00.")
fact("2026-07-07", "12:09:51", "fact", "c7f2", 0.86, ["sterilog", "labels"],
     "@NS3b@ SteriLog prints a pouch label for every item in each load.")
fact("2026-09-30", "15:40:16", "fact", "38b4", 0.87, ["children", "consent", "treatment"],
     "@NS4b@ For under-16s the dentist goes through the treatment plan with the parent or guardian.")
fact("2026-03-16", "09:22:43", "preference", "dd08", 0.85, ["dna", "dentally", "reception"],
     "@NS6a@ Don't set the DNA flag in Dentally for patients who cancelled with notice.")
fact("2026-10-23", "14:55:34", "fact", "6b1a", 0.86, ["dentally", "support", "outage"],
     "@NS8b@ Jo contacts Dentally support directly when the PMS itself is down.")
fact("2026-06-23", "11:16:09", "fact", "f5d4", 0.91, ["radiography", "irmer"],
     "@NS9a@ Radiographs are never taken without a written clinical justification in the notes.")
fact("2026-11-10", "17:03:27", "preference", "8e6f", 0.88, ["reviews", "gdpr", "jo"],
     "@NS10b@ Never put any patient details in a reply to an online review — not even confirming they're a patient.")

# ---------------- unlabelled facts (distractors / background)
fact("2026-01-14", "12:22:18", "preference", "4c0e", 0.8, ["rota", "hargreaves"],
     "Dr Hargreaves prefers his Wednesday afternoon list to finish by 17:00 (school run).")
fact("2026-02-20", "10:50:40", "fact", "b61a", 0.9, ["gdpr", "ico"],
     "The practice's ICO data protection fee renews every March.")
fact("2026-03-11", "13:38:57", "fact", "07d3", 0.86, ["surgeries", "hygiene"],
     "Surgery 4 is the hygiene room; both hygienists work from it.")
fact("2026-05-14", "20:45:22", "fact", "9c58", 0.85, ["chairbook", "tls", "caddy"],
     "Caddy on cb-prod-1 renews the TLS certificates automatically through Let's Encrypt.")
fact("2026-06-02", "09:30:14", "preference", "e5a9", 0.83, ["uda-board", "reporting", "jo"],
     "Jo wants the monthly UDA summary by the 5th of the following month.")
fact("2026-07-15", "15:12:36", "fact", "2d6f", 0.87, ["decon", "layout"],
     "The decon room has separate dirty and clean zones, with the washer-disinfector on the dirty side.")
fact("2026-08-05", "21:24:08", "decision", "71b8", 0.88, ["sterilog", "security"],
     "Decided to keep SteriLog LAN-only rather than exposing it through Caddy.")
fact("2026-09-08", "11:57:49", "fact", "c3a0", 0.85, ["staff", "nurses"],
     "Lewis Shaw is a trainee dental nurse, enrolled on the NEBDN diploma.")
fact("2026-10-14", "10:09:03", "fact", "58e4", 0.84, ["emergency", "drugs"],
     "Amira checks the emergency drug expiry dates every month and signs the sheet.")
fact("2026-11-03", "19:36:55", "preference", "a7d1", 0.8, ["git", "marek"],
     "Marek prefers commit messages in the imperative mood ('Add', not 'Added').")
fact("2026-11-19", "16:27:41", "fact", "3e5c", 0.86, ["hollowmere", "lease"],
     "The Hollowmere annexe arrangement with the parish council renews every April.")
