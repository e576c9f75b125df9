# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("mis-sync-troubleshooting", "MIS sync troubleshooting", "2026-02-11", ["trustsync", "arbor", "runbook"], """
# When a pupil is missing from Google

1. Check the pupil has an enrolment in Arbor with a start date on or before today.
2. {{V2b}}
3. {{N1b}}
4. If the pupil is in Arbor but still missing after the run, look for a name clash in the Admin console.

## Common causes
- Apostrophes in surnames used to break the email generator; fixed in February.
- Pupils on part-time timetables sometimes have no teaching groups yet.
""")

a("chromebook-policy-notes", "Chromebook policy notes", "2026-03-04", ["chromebooks", "google-admin"], """
Notes from going through the Admin console with Owen.

{{V4b}}

- Printing is off for pupils everywhere; staff print through the print server.
- Camera is allowed, screen capture blocked during exam mode.
""")

a("backup-runbook", "Backup runbook", "2026-04-22", ["infra", "backups"], """
# Backups

The backup policy is in the infra repo under `azure/backup-policy.yaml`:

```yaml
policy:
  name: vm-daily
  schedule: "21:00"
{{V10b}}
  weekly_retention_weeks: 8
```

Test a restore to a scratch VM once a term and write the date in the infra log.
""")

a("trustsync-dev-setup", "trustsync dev setup", "2026-05-06", ["trustsync", "dev"], """
# Setting up trustsync locally

{{R1b}}

Use the sandbox Arbor tenant, never the live one. The sandbox credentials are in the team vault under "Arbor sandbox".

Run `pytest` before pointing it at anything real.
""")

a("examdash-hosting", "Where examdash runs", "2026-06-15", ["examdash", "infra"], """
{{R4b}}

Logs: `docker logs examdash-web` on the host. TLS certificates are renewed by certbot on the nginx box.
""")

a("millrace-notes", "Millrace notes", "2026-03-19", ["millrace", "schools"], """
# Millrace Primary

- Small site, one server cupboard by the hall.
- {{R6b}}
- {{O4b}}
- The head prefers phone calls to email for anything urgent.
""")

a("editor-setup", "Editor setup", "2026-07-08", ["dev", "nadia"], """
{{R9b}}

Her formatter is ruff on save; line length 100 in all trust repos.
""")

a("pr-workflow", "PR workflow", "2026-04-02", ["git", "workflow"], """
# PRs

- One PR per change, linked to the Halo ticket if there is one.
- {{F4b}}
- Draft PRs are fine for early feedback.
""")

a("leavers-2026", "Leavers 2026", "2026-07-20", ["leavers", "accounts"], """
# Summer leavers

Year 11 and Year 13 leave on their last exam date in Arbor, not 31 August.

{{O2b}}

Shared mailboxes owned by leavers get reassigned to the head of department first.
""")

a("year6-transition", "Year 6 transition", "2026-07-14", ["chromebooks", "primary"], """
{{N3b}}

Their Google accounts are suspended on the leaving date like any other pupil leaver, and the secondary schools create fresh ones.
""")

a("cpoms-admin-tips", "CPOMS admin tips", "2026-05-28", ["safeguarding", "cpoms"], """
# CPOMS admin

- Categories are per school; keep the trust-wide ones at the top.
- {{N5b}}
- Body maps are uploaded as images and don't go through safeguard-bridge.
""")

a("deviceledger-notes", "deviceledger notes", "2026-09-09", ["deviceledger", "chromebooks"], """
{{N6b}}

{{NS7b}}

The overdue list is sorted by days overdue; anything over 30 days goes to the head of year.
""")

a("results-remarks", "Remarks and appeals", "2026-08-27", ["exams", "examdash"], """
# Remarks

Remark requests go through A2C and the board's own portal.

{{N9b}}

Grade changes after a remark are reported to the head of department the same day.
""")

a("hotfix-notes", "Hotfix notes", "2026-10-01", ["examdash", "deploy"], """
# examdash hotfixes

Branch from the release tag, fix, tag a patch version.

{{N10b}}

Write what you did in the release log afterwards.
""")

a("entra-notes", "Entra notes", "2026-02-25", ["entra", "identity"], """
# Entra

{{F8b}}

{{N8b}}

Shared devices in the staff rooms use a kiosk profile with no personal sign-in.
""")

a("exam-data-pipeline", "Exam data pipeline", "2026-06-30", ["exams", "examdash", "a2c"], """
# Results files

{{F2b}}

The import is idempotent: running it twice for the same board just logs "no changes".
""")

a("safeguard-bridge-notes", "safeguard-bridge notes", "2026-04-16", ["safeguarding", "safeguard-bridge"], """
{{F5b}}

{{O5b}}
""")

a("testing-notes", "Testing notes", "2026-03-12", ["testing", "examdash"], """
{{F9b}}

trustsync has no slow marker; its whole suite runs in under a minute.
""")

a("mock-grades", "Mock grades", "2026-01-20", ["exams", "mocks"], """
# Mock grade entry

January mocks for Year 11 and Year 13.

{{F6b}}

Heads of department can unlock a group again for a week if a teacher was off sick.
""")

a("repairs", "Chromebook repairs", "2026-05-13", ["deviceledger", "repairs"], """
{{F7b}}

Accidental damage on loan devices is charged to parents only after the second incident.
""")

a("windows-laptops", "Staff Windows laptops", "2026-06-03", ["intune", "laptops"], """
# Staff laptops

{{O3b}}

BitLocker keys are escrowed to Entra; the recovery key lookup is in the Intune device blade.
""")

a("y11-leavers-devices", "Year 11 leavers' devices", "2026-07-24", ["chromebooks", "leavers"], """
{{O9b}}

Parents sign a transfer-of-ownership form at the prom; no form, no device.
""")

a("retention-schedule", "Retention schedule notes", "2026-09-30", ["gdpr", "retention"], """
# Retention

From the DPO's schedule, the bits that touch our systems:

- {{O8b}}
- Chromebook activity logs stay in the Admin console for its default period.
- CCTV is not ours, the site teams handle it.
""")

a("examdash-history", "examdash history", "2026-04-09", ["examdash", "history"], """
# How examdash got here

Started in 2023 as a spreadsheet macro at Fernbrook High.

{{D2b}}

The move took a weekend; the database came across with `pg_dump`.
""")

a("results-2025-lookback", "Results 2025 look back", "2026-01-15", ["exams", "history"], """
# What went wrong in 2025

{{D8b}}

Lesson: test the import with last year's files in July.
""")

a("hollins-vale-history", "Hollins Vale history", "2026-02-02", ["hollins-vale", "safeguarding"], """
{{D5b}}

The old forms were scanned into CPOMS during the first year in the trust.
""")

a("filter-trial", "Filter trial 2025", "2026-01-28", ["chromebooks", "filtering", "history"], """
{{D9b}}

It was dropped because the reporting didn't split by school.
""")

a("results-day-2026", "Results day 2026", "2026-08-21", ["exams", "examdash", "results-day"], """
# Results day 2026 notes

{{D10b}}

Peak was 09:10 when heads of department all opened the subject breakdown at once.
""")

a("certificates", "Exam certificates", "2026-11-05", ["exams", "certificates"], """
{{NS1b}}

Uncollected certificates are kept in the exams office for twelve months, then go back to the board.
""")

a("filter-alerts", "Filter alerts", "2026-05-20", ["filtering", "safeguarding"], """
# Who gets which alerts

{{NS3b}}

The DSL group agreed the wording of alert categories in the spring.
""")

a("y7-issue", "Year 7 issue week", "2026-09-04", ["chromebooks", "year7"], """
{{NS5b}}

Chargers stay in school for the first half term.
""")

a("attendance", "Attendance follow-up", "2026-10-14", ["attendance", "arbor"], """
{{NS8b}}

Arbor's attendance alerts fire after two unexplained absences in a week.
""")

a("governors-report-export", "Governors report export", "2026-11-12", ["examdash", "governors"], """
{{NS9b}}

The export is a CSV that Nadia pastes into the board pack template.
""")

a("arbor-maintenance", "Arbor maintenance", "2026-10-22", ["arbor", "comms"], """
{{NS10b}}

Arbor usually schedules maintenance on Saturday mornings.
""")

a("google-classroom-notes", "Google Classroom notes", "2026-03-26", ["classroom", "google"], """
- Archived classes stay visible to teachers but not to pupils.
- Co-teachers are added from the Arbor teaching group's staff list.
- Class codes are turned off; pupils only join through the sync.
""")

a("wifi-notes", "Wi-Fi notes", "2026-05-05", ["network", "wifi"], """
- Access points are Meraki everywhere; the licence renews in January.
- Guest Wi-Fi is on a separate VLAN with a captive portal.
- The Fernbrook sports hall has one AP and is known to drop out.
""")

a("printing", "Printing", "2026-02-18", ["printing"], """
- PaperCut on the apps VM handles staff printing for all five schools.
- Release is by card at the copier.
""")

a("phishing-drill", "Phishing drill", "2026-06-10", ["security", "training"], """
The spring phishing simulation caught 11% of staff; the autumn target is under 8%.

Reported emails go to the trust IT inbox.
""")

a("arbor-reports", "Useful Arbor reports", "2026-04-28", ["arbor", "reports"], """
- Custom report "Sync audit" lists pupils with no teaching groups.
- "Staff without roles" catches new starters before trustsync creates their accounts.
""")

a("term-dates", "Term dates 2026-27", "2026-07-02", ["calendar"], """
- Autumn term starts 3 September 2026 (INSET 1-2 September).
- October half term: 26-30 October.
- Christmas break from 18 December.
""")

a("inset-day-checklist", "INSET day checklist", "2026-08-28", ["checklist"], """
- Check new starters can sign in to Google and Arbor.
- Reset the display board PINs in each staff room.
- Make sure the classroom projector Chromeboxes got their updates.
""")

a("arbor-rate-limits", "Arbor rate limits", "2026-05-14", ["arbor", "trustsync", "api"], """
# Rate limits

{{V7b}}
Locally it's fine to lower that with `ARBOR_RPM`; the sandbox tenant is slower anyway.

The 429s we saw in September were the finance team's own integration sharing the key.
""")

a("google-admin-ous", "Google Admin OUs", "2026-03-06", ["google-admin", "chromebooks", "ous"], """
# OU layout

{{F3b}}

Staff Chromebooks sit under `/Staff/<school>`, and the shared trolleys under `/Shared/<school>`.
Moving a device between OUs takes up to an hour to apply policies.
""")

a("results-import-history", "Results import history", "2026-01-23", ["exams", "a2c", "history"], """
{{D3b}}

A2C was set up on the exams office PC in October 2025 and tested with the November resit results.
""")

a("old-server-checklist", "Old server checklist", "2026-06-12", ["infra", "checklist"], """
- Export the event logs before switching any server off.
- Keep the last full backup for a year after decommissioning.
- Update the asset register and the network diagram.
""")

a("parent-comms-templates", "Parent comms templates", "2026-09-18", ["comms", "parents"], """
- Device loan letters are in the shared drive under Templates/Devices.
- Letters go out from the school office, not from the trust IT inbox.
""")
