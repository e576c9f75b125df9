# Root Claude Code auto-memory files: (file, name, description, type, title, hook, body)
ROOT = []
def r(file, name, desc, typ, title, hook, body):
    ROOT.append((file, name, desc, typ, title, hook, body.strip("\n") + "\n"))

r("user_nadia.md", "nadia-profile", "Who I work for, the trust's IT & Data Lead and her small team", "user",
  "User profile", "who Nadia is, her team, how she works", """
{{A10a}}

- Ex-teacher (computing), moved into data in 2021; comfortable in Python and SQL, less so in front-end work.
- {{R9a}}
- Prefers short answers with the command first and the explanation after.
- Term dates drive everything: she plans changes for half terms and avoids anything risky in exam season.

**How to apply:** when something touches pupil data, say so up front; she will want to know which schools are affected.
""")

r("feedback_merges.md", "merge-strategy", "How PRs get merged in the trust repos", "feedback",
  "Merge strategy", "how pull requests are merged", """
{{R7a}}

**Why:** Nadia reads `git log` when something breaks overnight and wants to see each step, not one blob per PR.

**How to apply:** when opening a PR, tidy the commits first (fixups squashed locally is fine); never force-push to main.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit message style for trust repos", "feedback",
  "Commit messages", "style of commit messages", """
{{F4a}}

- No `Co-Authored-By` trailer.
- Mention the ticket number in the body when there is one.

**Why:** Nadia skims history on her phone during duty; long subjects get cut off.
""")

r("feedback_arbor_writes.md", "arbor-writes", "Anything that writes to the live MIS needs a yes from Nadia first", "feedback",
  "Arbor writes", "asking before touching the live MIS", """
{{A3a}}

Reads are fine (reports, API GETs, the nightly extract). Writes include bulk imports, API PATCH/POST and anything in the Arbor UI done on someone's behalf.

{{NS10a}}
The business managers only get copied in once Arbor has given an ETA.

**Why:** a bad bulk import in 2025 overwrote 300 pupils' contact priorities at Brookside.
""")

r("feedback_trustsync_safety.md", "trustsync-safety", "Guard rails for running trustsync by hand", "feedback",
  "trustsync safety", "rules for running the sync manually", """
{{N1a}}

{{NS4a}}
The diff lists every account, OU move and group membership change; if it's longer than a screen, stop and ask.

{{NS2a}}

**Why:** pupils lose access to Google Classroom mid-lesson if a sync moves them, and teachers ring the trust office.
""")

r("feedback_migrations.md", "django-migrations", "How schema migrations reach production", "feedback",
  "Migrations", "how Django migrations get applied", """
{{N10a}}

- Migrations must be reversible or come with a written rollback note in the PR.
- Squash old migrations only at the start of a summer holiday.

**Why:** a half-applied migration during mock season locked teachers out of grade entry for an afternoon.
""")

r("feedback_testing.md", "testing-before-push", "Tests before pushing", "feedback",
  "Testing", "when to run tests", """
{{F9a}}

If a test is flaky, mark it and open an issue rather than retrying until it passes.
""")

r("feedback_classroom_primaries.md", "classroom-primaries", "Primaries manage their own Google Classroom", "feedback",
  "Classroom for primaries", "who creates Classroom classes at the primaries", """
{{N7a}}

**Why:** the primary heads said auto-created classes cluttered the teachers' home screens with groups they never use (interventions, clubs).

**How to apply:** if a sync change touches Classroom, check which schools it affects before suggesting it.
""")

r("feedback_safeguarding_contact.md", "safeguarding-contact", "Parent contact around safeguarding goes through the DSL", "feedback",
  "Safeguarding contact", "who may contact parents about concerns", """
{{NS8a}}

I should never draft a parent email about a concern, even if asked by a teacher; point them to the DSL.
""")

r("feedback_reply_style.md", "reply-style", "Short answers, commands first", "feedback",
  "Reply style", "tone and length of answers", """
Keep answers short. Lead with the command or the change, then one or two lines of why.

- British spelling (organise, licence, programme).
- No emoji.
- Use the school codes (FHS, AGA, MRP, HVP, BSP) rather than full names in tables.
""")

r("feedback_no_pupil_data_in_chat.md", "no-pupil-data", "Never paste pupil data into the conversation", "feedback",
  "No pupil data in chat", "keeping personal data out of the chat", """
Don't paste real pupil rows (names, UPNs, dates of birth) into the conversation or into commit messages.

Use the seeded fixtures in each repo, or show counts and column names only.

**Why:** the trust's DPO reviewed AI tool use in March and this was the condition for carrying on.
""")

r("feedback_device_wipes.md", "device-wipes", "When a Chromebook may be wiped", "feedback",
  "Device wipes", "when a device may be powerwashed", """
{{NS7a}}

Check the asset tag in deviceledger first; a wiped loan device means a pupil loses offline work they haven't synced.
""")

r("feedback_exam_data.md", "exam-data-handling", "Rules for exam results data", "feedback",
  "Exam data handling", "how results may be changed and shared", """
{{N9a}}

{{NS9a}}

{{NS1a}}

**Why:** JCQ inspection keeps asking for an audit trail; the board file is the source of truth.
""")

r("reference_trustsync.md", "trustsync", "trustsync: the MIS-to-Google/Entra account sync", "reference",
  "trustsync", "the account sync service", """
# trustsync

Python service (repo `fernbrook-trust/trustsync`) that reads the MIS and keeps the directories in line.

## What it does
{{F1a}}
{{N7b}}
- Puts pupils into OUs by school and year, staff by school and role
{{F8a}}
{{NS6a}}
{{O2a}}
{{V3a}}

## Runtime
{{V2a}}
- A short delta run every hour between 07:00 and 18:00 on school days
{{V1a}}
{{R1a}}
{{R3a}}
{{A2a}}

## Arbor
{{V7a}}
- Uses the Arbor GraphQL endpoint for staff, the REST one for pupils and groups
- Timetable changes appear in the API about ten minutes after they are saved

## Google
{{O5a}}
- Classroom calls are batched, 50 per batch
""")

r("reference_trustsync_deploy.md", "trustsync-deploy", "Deploying trustsync to tsync-01", "reference",
  "trustsync deploy", "how a new trustsync version goes live", """
{{S6a}}

Check with `systemctl list-timers trustsync*` that the next run is scheduled, then tail the journal for the first delta run.

Roll back by reinstalling the previous wheel from `/opt/trustsync/releases/`.
""")

r("reference_examdash.md", "examdash", "examdash: exam entries, mocks and results analysis (Django)", "reference",
  "examdash", "the exam data app", """
# examdash

Staff-facing Django app for exam entries, mock grades and results analysis at FHS and AGA.

## Stack
{{V8a}}
{{D10a}}
{{O1a}}
{{V5a}}
{{R4a}}
{{R2a}}

## Data
{{F2a}}
{{A6a}}
{{F6a}}
- Grade boundaries for mocks are entered per subject by the head of department

## Results day
{{D8a}}
{{S9a}}
{{N4a}}
""")

r("reference_safeguarding.md", "safeguarding-systems", "Safeguarding systems (CPOMS, safeguard-bridge, the DSL dashboard)", "reference",
  "Safeguarding systems", "where concerns are logged and how they flow", """
# Safeguarding

## Logging
{{R6a}}
- Any member of staff can log a concern; categories are set per school by the DSL
{{N5a}}
{{A1a}}
{{F10a}}
{{V6a}}

## safeguard-bridge
Small Python job on the apps VM that pulls incidents from the CPOMS API.
{{F5a}}
{{A8a}}
{{S3a}}
{{N2a}}
""")

r("reference_chromebooks.md", "chromebooks", "Chromebook fleet, enrolment, policies and lifecycle", "reference",
  "Chromebooks", "how the Chromebook fleet is managed", """
# Chromebooks

## Enrolment and policies
- Forced re-enrolment is on for every device
{{F3a}}
{{V4a}}
{{R8a}}
{{S4a}}
- Guest mode and developer mode are blocked

## Lifecycle
{{A4a}}
{{N3a}}
- Broken screens go to deviceledger as repairs; batteries under 70% health get swapped in the summer
""")

r("reference_infra.md", "infra", "Trust infrastructure (Azure, Entra, backups, secrets, helpdesk)", "reference",
  "Infrastructure", "servers, identity, backups and support", """
# Infrastructure

## Identity
{{A7a}}
{{N8a}}
- Conditional access blocks sign-in from outside the UK except for the exams officer's travel exemption list

## Servers
- `tsync-01`: trustsync (Ubuntu 24.04, Azure UK South)
- apps VM: deviceledger, safeguard-bridge, the print server
- `pg-data`: Postgres for trustsync and examdash
{{S5a}}

## Backups
{{V10a}}

## Secrets
{{R10a}}

## Support
{{S8a}}
""")

r("reference_schools.md", "schools", "The five schools with codes, phases, sizes and site notes", "reference",
  "Schools", "the five schools and their codes", """
# Schools

| School | Code | Ages | Pupils | Chromebooks |
|---|---|---|---|---|
| Fernbrook High | FHS | 11-18 | 1,380 | 760 |
{{V9a}}
| Millrace Primary | MRP | 4-11 | 230 | 90 |
{{O4a}}
| Brookside Primary | BSP | 3-11 | 210 | 75 |

## Site notes
- The trust office and the main server room are at Fernbrook High.
- Millrace and Brookside share a site technician (Tuesdays and Thursdays at Brookside).
{{S1a}}

## Brookside
{{S10a}}
- Staff laptops use `FLT-Staff` like everywhere else
""")

r("reference_deviceledger.md", "deviceledger", "deviceledger, the Chromebook inventory, loans and repairs app", "reference",
  "deviceledger", "the device inventory app", """
# deviceledger

{{A9a}}
- Every Chromebook has an asset tag `FLT-` plus five digits
{{N6a}}
{{F7a}}
{{R5a}}
- Site techs use the mobile view to scan asset tags at the trolley
""")

r("reference_glossary.md", "glossary", "Glossary: school acronyms the agent keeps meeting", "reference",
  "Glossary", "acronyms used across the trust", """
- **DSL**: designated safeguarding lead (each school has one)
- **UPN**: unique pupil number, never shown outside the MIS
- **A2C**: JCQ's Access to Candidates tool for exchanging files with the exam boards
- **EDI**: the file format the boards use for entries and results
- **AUE**: auto-update expiry of a Chromebook model
- **P8 / A8**: Progress 8 and Attainment 8, the KS4 headline measures
- **OU**: organisational unit in the Google Admin console
""")

r("reference_contacts.md", "contacts", "Who to ask, people and suppliers", "reference",
  "Contacts", "people and suppliers", """
- Exams officer: Hannah Iqbal (also data manager for FHS and AGA)
- Network and devices: Owen Pryce
- Trust DPO: outsourced, contact through the trust office
- Arbor account manager: via the Arbor support portal
- Chromebook reseller: XMA, account number on the 2026 order folder
""")

r("reference_google_admin.md", "google-admin", "Who has which admin role in the Google Admin console", "reference",
  "Google Admin roles", "admin roles in the Google tenant", """
- Super admins: Nadia and the break-glass account (password in the safe at FHS)
- Owen has the device-management role; site technicians get a custom "Chromebook helper" role
- Hannah has user-management rights for pupils only, to fix names before exams
""")

r("project_exam_season_2026.md", "exam-season-2026", "Summer 2026 exam season plan", "project",
  "Exam season 2026", "freeze and timeline for the summer series", """
- Change freeze on examdash and trustsync from the first GCSE paper to the end of the contingency day.
- Hannah owns the entries check; the final entries deadline at the boards is 21 February.
- After results day: remarks window, then archive the season's folder on the exams share.
""")

r("project_governors_reporting.md", "governors-reporting", "Termly data pack for the trust board", "project",
  "Governors reporting", "what goes in the termly board pack", """
The board gets a termly pack: attendance, exclusions, safeguarding counts (no detail) and outcomes.

{{S7a}}

Attendance comes straight from Arbor's trust dashboard; exclusions are typed in by the heads.
""")

r("project_chromebook_refresh_2026.md", "chromebook-refresh", "Replacing the AUE-2026 Chromebook models", "project",
  "Chromebook refresh 2026", "replacing expiring models", """
- 340 devices across FHS and AGA hit AUE in June 2026.
- Replacement order placed with XMA in March; delivery split over the Easter holiday.
- Old units go to the recycler with a certificate of data destruction.
""")

r("project_y7_chromebook_rollout.md", "y7-rollout", "Year 7 Chromebook rollout each September", "project",
  "Year 7 rollout", "how Year 7 get their devices", """
{{NS5a}}

Forms are collected at the induction evening in July. Devices are pre-enrolled and labelled with the pupil's tutor group over the summer.
""")

r("project_charger_payments.md", "charger-payments", "Parents paying for lost chargers and cases", "project",
  "Charger payments", "how lost chargers are paid for", """
{{S2a}}

A replacement charger is £25; cases are £15. The site tech hands over the charger once the payment shows up.
""")

r("project_arbor_api_quirks.md", "arbor-api-quirks", "Arbor API gotchas we keep hitting", "project",
  "Arbor API quirks", "known oddities of the MIS API", """
- Leaving dates in the future are returned as null by the pupils endpoint; ask for `includeFutureLeavers=true`.
- Staff with two contracts appear twice; dedupe on the staff ID, not the email.
- The API returns 429 without a Retry-After header, so back off on our side.
""")

r("project_dsl_dashboard.md", "dsl-dashboard", "What the DSLs want from their dashboard", "project",
  "DSL dashboard wishes", "requests from the DSL group", """
- Counts per category per week, per school, never pupil names on the overview page.
- A drill-down for each DSL limited to their own school.
- The heads want a termly trend line; the DSLs want it weekly.
""")

r("project_safeguard_bridge_v2.md", "safeguard-bridge-v2", "Planned rewrite of the safeguarding export job", "project",
  "safeguard-bridge v2", "plans for the next version of the export job", """
- Move the schedule into the apps VM's systemd timers instead of cron.
- Add a health check the DSL dashboard can show as a tile.
- Nothing changes for the DSLs until after the spring term.
""")

r("feedback_half_term_changes.md", "half-term-changes", "Risky changes wait for a half term", "feedback",
  "Half-term changes", "when risky changes are scheduled", """
Big changes (OU restructures, MIS cut-overs, new filter policies) go in during a half term, never mid-week in term time.

**Why:** site technicians are only in school two days a week at the primaries, so a mid-week breakage waits days for hands on site.
""")
