# Claim texts (one per marker id) and the pair table.
# A claim text may contain "\n" (hard-wrapped sentence); the labelled claim is its first line.
C = {}
P = []  # (pair_id, class, marker_a, marker_b, note)

def pair(pid, cls, ma, ta, mb, tb, note):
    if ta is not None:
        C[ma] = ta
    if tb is not None:
        C[mb] = tb
    P.append((pid, cls, ma, mb, note))

# ---------------- contradiction: value_slot ----------------
pair("V1", "value_slot",
     "V1a", "- Database: `postgresql://trustsync@pg-data.fernbrook.internal:5432/trustsync`",
     "V1b", "trustsync talks to Postgres on `pg-data.fernbrook.internal:5433`; the default port on that box is examdash's instance.",
     "trustsync Postgres port on pg-data: 5432 vs 5433")
pair("V2", "value_slot",
     "V2a", "- Nightly full sync starts at 02:30 (cron `30 2 * * *` on tsync-01)",
     "V2b", "The nightly full sync kicks off at 01:00, so anything typed into Arbor after midnight only reaches Google the following night.",
     "trustsync nightly full sync start time: 02:30 vs 01:00")
pair("V3", "value_slot",
     "V3a", "- Leavers' staff accounts are suspended 30 days after their Arbor leaving date",
     "V3b", "Staff Google accounts get suspended 7 days after the leaving date recorded in Arbor, not on the day itself.",
     "staff leaver account suspension delay: 30 vs 7 days")
pair("V4", "value_slot",
     "V4a", "- Idle screen lock for the pupil OUs: 10 minutes",
     "V4b", "Pupil Chromebooks lock the screen after 5 minutes idle; staff Chromebooks are left at the Google default.",
     "pupil Chromebook idle lock: 10 vs 5 minutes")
pair("V5", "value_slot",
     "V5a", "- Cache: Redis at `redis-exam.fernbrook.internal:6379`, db 2",
     "V5b", "examdash's cache Redis listens on port 6380 on redis-exam.fernbrook.internal (still db 2).",
     "examdash cache Redis port: 6379 vs 6380")
pair("V6", "value_slot",
     "V6a", "- Records are retained until the pupil's 25th birthday, then reviewed by the DSL",
     "V6b", "Safeguarding files are kept until the child turns 21, after which the DSL reviews them for deletion.",
     "safeguarding record retention: to age 25 vs age 21")
pair("V7", "value_slot",
     "V7a", "- Arbor API limit: 120 requests per minute on the trust key",
     "V7b", "trustsync throttles itself to 300 requests a minute against the Arbor API because\nthat is the ceiling Arbor gave us for the trust key.",
     "Arbor API rate limit on the trust key: 120 vs 300 per minute (b hard-wrapped)")
pair("V8", "value_slot",
     "V8a", "- Django 5.1 on Python 3.12",
     "V8b", "examdash is pinned to Python 3.11 because the PDF export library has no 3.12 wheels yet.",
     "examdash Python version: 3.12 vs 3.11")
pair("V9", "value_slot",
     "V9a", "| Ashgrove Academy | AGA | 11-16 | 1,140 | 620 |",
     "V9b", "Ashgrove has 480 Chromebooks in circulation, mostly the Year 7-9 1:1 scheme.",
     "Ashgrove Chromebook count: 620 (table row) vs 480")
pair("V10", "value_slot",
     "V10a", "- Azure Backup keeps daily restore points of tsync-01 and the apps VM for 35 days",
     "V10b", "  retention_days: 14        # daily restore points, tsync-01 + apps VM",
     "VM backup daily restore point retention: 35 vs 14 days (b is a code-block line)")

# ---------------- contradiction: role_slot ----------------
pair("R1", "role_slot",
     "R1a", "- Dependencies are managed with uv (`uv sync --frozen` in CI and on tsync-01)",
     "R1b", "Install trustsync's dependencies with Poetry (`poetry install`), then `poetry run trustsync --dry-run` to check the Arbor connection.",
     "trustsync package manager: uv vs Poetry")
pair("R2", "role_slot",
     "R2a", "- CI: GitHub Actions, workflow `.github/workflows/ci.yml`",
     "R2b", "examdash builds and runs its tests on Azure Pipelines; the pipeline is called examdash-ci.",
     "examdash CI: GitHub Actions vs Azure Pipelines")
pair("R3", "role_slot",
     "R3a", "- Errors are reported to Sentry (project `trustsync`)",
     "R3b", "trustsync exceptions are reported to Rollbar, so check there before digging through the journal on tsync-01.",
     "trustsync error tracking: Sentry vs Rollbar")
pair("R4", "role_slot",
     "R4a", "- Hosted on Azure App Service (`app-examdash-prod`, UK South)",
     "R4b", "examdash runs as a Docker container on the Proxmox host in the Fernbrook server room, behind the trust's nginx.",
     "examdash hosting: Azure App Service vs on-prem Proxmox")
pair("R5", "role_slot",
     "R5a", "- Loan reminder emails are sent through Postmark (server `deviceledger-prod`)",
     "R5b", "deviceledger's reminder emails go out via SendGrid using the trust's shared API key.",
     "deviceledger email provider: Postmark vs SendGrid")
pair("R6", "role_slot",
     "R6a", "- Safeguarding concerns are logged in CPOMS at all five schools",
     "R6b", "At Millrace the safeguarding log is MyConcern; their DSL sends the trust a termly summary out of it.",
     "safeguarding log system at Millrace: CPOMS (all five schools) vs MyConcern")
pair("R7", "role_slot",
     "R7a", "Always rebase-merge pull requests in the trust repos so main stays linear and every commit keeps its own message.",
     "R7b", "Nadia wants squash merges on every trust repo: one commit per PR on main.",
     "merge strategy for trust repos: rebase-merge vs squash")
pair("R8", "role_slot",
     "R8a", "- Web filtering: Smoothwall cloud filter, one policy per school",
     "R8b", "Pupil Chromebooks are filtered by Lightspeed Filter, pushed as a force-installed extension from the Admin console.",
     "Chromebook web filter: Smoothwall vs Lightspeed")
pair("R9", "role_slot",
     "R9a", "Nadia works in VS Code (Python + Django extensions), so suggestions should assume a VS Code workspace and `launch.json`.",
     "R9b", "Nadia edits in PyCharm Professional on the trust licence, so give her run configurations\nrather than VS Code snippets.",
     "Nadia's editor: VS Code vs PyCharm (b hard-wrapped)")
pair("R10", "role_slot",
     "R10a", "- Secrets: Bitwarden Secrets Manager, project `fernbrook-prod`",
     "R10b", "All service credentials (Arbor API key, Google service account JSON, CPOMS API token) live in Azure Key Vault `kv-fernbrook-prod`.",
     "secrets store for service credentials: Bitwarden Secrets Manager vs Azure Key Vault")

# ---------------- contradiction: negation ----------------
pair("N1", "negation",
     "N1a", "Never run `trustsync --apply` during the school day (08:00-16:00); dry runs only until the buses have gone.",
     "N1b", "It's fine to run `trustsync --apply` in the middle of lessons for a single class; the changes land in seconds.",
     "running trustsync --apply during the school day: never vs fine")
pair("N2", "negation",
     "N2a", "- Safeguarding exports are never emailed; they go to the DSL SharePoint library only",
     "N2b", "The weekly safeguarding export is emailed to each school's DSL as an encrypted attachment.",
     "safeguarding exports emailed: never vs weekly by email")
pair("N3", "negation",
     "N3a", "- Year 6 Chromebooks are powerwashed at the end of the summer term before reassignment",
     "N3b", "Year 6 Chromebooks are not wiped when the children leave; they go to the next Year 5 as they are.",
     "Year 6 Chromebooks wiped at year end: powerwashed vs not wiped")
pair("N4", "negation",
     "N4a", "- Students never see results in examdash; it is a staff-only tool",
     "N4b", "Sixth formers can look up their own mock results in examdash through the student login.",
     "students see results in examdash: never vs sixth formers can")
pair("N5", "negation",
     "N5a", "- Concerns are never deleted in CPOMS, only marked as logged in error",
     "N5b", "Duplicate concerns can be deleted by the DSL from the CPOMS incident screen.",
     "deleting CPOMS concerns: never vs DSL can delete duplicates")
pair("N6", "negation",
     "N6a", "- Does not store pupil names; loans are keyed on a salted hash of the UPN",
     "N6b", "deviceledger loan records show the pupil's full name and tutor group so the site techs can chase returns.",
     "deviceledger stores pupil names: no vs yes")
pair("N7", "negation",
     "N7a", "Don't auto-create Google Classroom classes for the primary schools; the primaries asked to set up their own.",
     "N7b", "- Creates a Google Classroom class for every teaching group in all five schools",
     "auto-creating Classroom classes for primaries: don't vs every group in all five schools")
pair("N8", "negation",
     "N8a", "- MFA is required on every staff Entra account, no exemptions",
     "N8b", "Supply staff accounts don't have MFA; they get a five-day password instead.",
     "MFA for staff accounts: no exemptions vs supply staff without MFA")
pair("N9", "negation",
     "N9a", "Results are never edited by hand in examdash; corrections come in through a re-import of the board's EDI file.",
     "N9b", "When a board issues a remark, Hannah edits the grade directly in the examdash admin and notes the remark reference.",
     "hand-editing results in examdash: never vs Hannah edits remarks directly")
pair("N10", "negation",
     "N10a", "Never run Django migrations against prod from a laptop; only the release pipeline applies them.",
     "N10b", "For hotfixes I apply migrations from my laptop with `manage.py migrate` against prod over the VPN.",
     "prod migrations from a laptop: never vs done for hotfixes")

# ---------------- contradiction: stale_vs_change ----------------
pair("S1", "stale_vs_change",
     "S1a", "- Hollins Vale still runs SIMS; trustsync reads it through the nightly SIMS bulk export",
     "S1b", "Hollins Vale moved off SIMS onto Arbor over October half term; the SIMS server there is read-only now.",
     "Hollins Vale MIS: present SIMS vs migrated to Arbor")
pair("S2", "stale_vs_change",
     "S2a", "Parents pay for lost Chromebook chargers through ParentPay, item code `CB-CHG`.",
     "S2b", "Charger replacement payments moved from ParentPay to Arbor's payments module in February; the ParentPay items are switched off.",
     "charger payments: ParentPay vs moved to Arbor payments")
pair("S3", "stale_vs_change",
     "S3a", "- safeguard-bridge feeds the DSL dashboard in Power BI (workspace `DSL Overview`)",
     "S3b", "The DSL dashboard moved from Power BI to Looker Studio in June and the Power BI workspace was deleted.",
     "DSL dashboard: Power BI vs moved to Looker Studio")
pair("S4", "stale_vs_change",
     "S4a", "- Pupils sign in to Chromebooks with their typed Google password, primaries included",
     "S4b", "Since April the primaries' pupils sign in with QR badges; typed passwords are no longer used below Year 5.",
     "Chromebook pupil sign-in: typed password everywhere vs primaries switched to QR badges")
pair("S5", "stale_vs_change",
     "S5a", "- Arbor nightly extracts land on `sql-legacy.fernbrook.internal` (database `mis_stage`)",
     "S5b", "sql-legacy was shut down on 2026-07-31; the MIS staging tables were moved to pg-data.",
     "MIS staging server: sql-legacy vs shut down")
pair("S6", "stale_vs_change",
     "S6a", "To deploy trustsync, build the wheel and `scp` it to tsync-01, then restart the `trustsync.timer`.",
     "S6b", "trustsync deployment switched from copying wheels by hand to a GitHub Actions deploy job in May.",
     "trustsync deployment: scp wheel by hand vs switched to Actions deploy job")
pair("S7", "stale_vs_change",
     "S7a", "KS4 headline measures (P8, A8, EBacc) for the governors come from SISRA Analytics.",
     "S7b", "The trust dropped SISRA after the summer 2026 series; KS4 headlines are now calculated in examdash.",
     "KS4 headline source: SISRA vs dropped for examdash")
pair("S8", "stale_vs_change",
     "S8a", "- Staff raise IT tickets in the Freshdesk portal (support.fernbrooktrust.org.uk)",
     "S8b", "Freshdesk is deprecated since September: staff raise tickets in Halo now.",
     "IT ticketing: Freshdesk vs deprecated for Halo")
pair("S9", "stale_vs_change",
     "S9a", "- Sends the results-day emails to Year 11 and Year 13 through Microsoft Graph as exams@fernbrooktrust.org.uk",
     "S9b", "examdash no longer sends results-day emails; students get their results in the Arbor app instead.",
     "examdash results-day emails: sends via Graph vs no longer sends")
pair("S10", "stale_vs_change",
     "S10a", "- Pupil Chromebooks join the PSK network `BSP-Pupil`",
     "S10b", "Brookside's pupil devices were moved off the BSP-Pupil PSK network onto 802.1X (`FLT-Devices`) over the summer.",
     "Brookside pupil Wi-Fi: BSP-Pupil PSK vs moved to 802.1X")

# ---------------- non_contradiction: refinement ----------------
pair("F1", "refinement",
     "F1a", "- Syncs staff and pupil accounts from the MIS into Google Workspace and Entra",
     "F1b", "trustsync only creates pupil Google accounts from Year 3 upwards; Reception to Year 2 don't have one.",
     "pupil accounts synced: general vs only Year 3 upwards")
pair("F2", "refinement",
     "F2a", "- Imports results from the exam boards' EDI files",
     "F2b", "examdash picks up the A2C results files (EDI, one per board: AQA, Pearson, OCR, WJEC) from the exams share at 06:00 on results day.",
     "results import: EDI files vs which boards, where and when")
pair("F3", "refinement",
     "F3a", "- Every device is enrolled into its school's OU",
     "F3b", "Chromebook OUs go one level deeper at the two secondaries (`/Pupils/AGA/Y7` and so on) so year groups can get different policies.",
     "Chromebook OUs: per school vs per year group under the secondaries")
pair("F4", "refinement",
     "F4a", "Commit messages: short imperative subject lines, no emoji.",
     "F4b", "Commit subjects start with the repo area in brackets, e.g. `[trustsync] fix leaver dates`, and stay under 72 characters.",
     "commit message style: short imperative vs bracketed area prefix and length")
pair("F5", "refinement",
     "F5a", "- safeguard-bridge exports CPOMS incidents every night at 23:00",
     "F5b", "The 23:00 safeguard-bridge job only exports incidents that have a category; uncategorised ones wait until the DSL triages them.",
     "safeguard-bridge nightly export: all incidents vs only categorised ones")
pair("F6", "refinement",
     "F6a", "- Mock grades are entered per teaching group by the class teacher",
     "F6b", "Mock grades entered by class teachers are locked once the head of department signs the group off in examdash.",
     "mock grade entry: by class teacher vs plus HoD sign-off lock")
pair("F7", "refinement",
     "F7a", "- Tracks Chromebook repairs as tickets against the device's asset tag",
     "F7b", "Repairs in deviceledger switch to `at-repairer` once the courier collects the device; the warranty partner is Stone.",
     "deviceledger repairs: tracked vs status flow and warranty partner")
pair("F8", "refinement",
     "F8a", "- New staff get their Entra account from their Arbor staff record, never by hand",
     "F8b", "trustsync creates a new starter's Entra account the evening before their Arbor start date and emails the temporary password to their line manager.",
     "new staff Entra account: from Arbor vs when and how the password is delivered")
pair("F9", "refinement",
     "F9a", "Run the test suite before pushing, every repo, every time.",
     "F9b", "For examdash 'the test suite' means `pytest -m \"not slow\"` locally; the slow EDI fixture tests only run in CI.",
     "tests before push: all vs for examdash the not-slow subset locally")
pair("F10", "refinement",
     "F10a", "- Every school has its own DSL and at least one deputy DSL",
     "F10b", "At Ashgrove the DSL has two deputies, one for KS3 and one for KS4.",
     "deputy DSLs: at least one vs Ashgrove has two")

# ---------------- non_contradiction: other_subject ----------------
pair("O1", "other_subject",
     "O1a", "- Database: `postgresql://examdash@pg-data.fernbrook.internal:5432/examdash`",
     "O1b", "deviceledger keeps its data in Postgres at `pg-apps.fernbrook.internal:5432`, database `deviceledger`.",
     "Postgres endpoint: examdash on pg-data vs deviceledger on pg-apps")
pair("O2", "other_subject",
     "O2a", "- Pupil leavers' Google accounts are suspended on the leaving date and deleted after 90 days",
     "O2b", "Staff accounts are deleted 180 days after the leaving date, so HR can still pull mail for an employment tribunal.",
     "account deletion delay: pupils 90 days vs staff 180 days")
pair("O3", "other_subject",
     "O3a", "@V4a",
     "O3b", "Staff Windows laptops lock after 15 minutes idle; that policy comes from Intune, not the Google Admin console.",
     "idle lock: pupil Chromebooks 10 min vs staff Windows laptops 15 min")
pair("O4", "other_subject",
     "O4a", "| Hollins Vale Primary | HVP | 3-11 | 390 | 120 |",
     "O4b", "Millrace has 90 Chromebooks spread over three charging trolleys; KS1 mostly uses iPads.",
     "Chromebook count: Hollins Vale 120 (table row) vs Millrace 90")
pair("O5", "other_subject",
     "O5a", "- Retries a failed Google Directory API call up to 5 times with exponential backoff",
     "O5b", "safeguard-bridge retries the CPOMS export 3 times and then emails the DSL that the night's file is missing.",
     "retry count: trustsync Google API calls 5 vs safeguard-bridge export 3")
pair("O6", "other_subject",
     "O6a", "@R3a",
     "O6b", "examdash errors go to Application Insights (resource `appi-examdash`); there is no Sentry project for it.",
     "error tracking: trustsync Sentry vs examdash Application Insights")
pair("O7", "other_subject",
     "O7a", "@R2a",
     "O7b", "deviceledger has no CI yet; Owen runs `make test` before he tags a release.",
     "CI: examdash GitHub Actions vs deviceledger none")
pair("O8", "other_subject",
     "O8a", "@V6a",
     "O8b", "Exam results in examdash are kept for six years after the pupil leaves, then purged by the annual retention job.",
     "retention: safeguarding records to age 25 vs exam results six years after leaving")
pair("O9", "other_subject",
     "O9a", "@N3a",
     "O9b", "Year 11 leavers keep their Chromebooks; the devices are deprovisioned from the Admin console on 31 August.",
     "leavers' Chromebooks: Year 6 powerwashed and reassigned vs Year 11 keep theirs")
pair("O10", "other_subject",
     "O10a", "@R5a",
     "O10b", "trustsync's failure alerts are sent through the Microsoft 365 SMTP relay from it-alerts@fernbrooktrust.org.uk.",
     "email sending: deviceledger reminders via Postmark vs trustsync alerts via M365 SMTP relay")

# ---------------- non_contradiction: dated_history ----------------
pair("D1", "dated_history",
     "D1a", "@V2a",
     "D1b", "During the 2025 autumn term the nightly sync ran at 04:00 while Arbor's API was struggling with the start-of-year load.",
     "nightly sync time: present 02:30 vs autumn 2025 04:00")
pair("D2", "dated_history",
     "D2a", "@R4a",
     "D2b", "Until March 2026 examdash lived on the old Hyper-V box in the Ashgrove comms cupboard.",
     "examdash hosting: present Azure App Service vs Hyper-V until March 2026")
pair("D3", "dated_history",
     "D3a", "@F2a",
     "D3b", "For the summer 2025 series Hannah downloaded results from each board's secure site by hand; the EDI import came later.",
     "results import: present EDI vs summer 2025 by hand")
pair("D4", "dated_history",
     "D4a", "@V4b",
     "D4b", "During the January pilot at Millrace the pupil Chromebooks locked after 2 minutes idle, which drove the Year 4 teachers mad.",
     "pupil idle lock: present 5 min vs January pilot 2 min")
pair("D5", "dated_history",
     "D5a", "@R6a",
     "D5b", "Before Hollins Vale joined the trust in 2024 its concerns were logged on paper forms in a locked cabinet.",
     "safeguarding log: present CPOMS vs Hollins Vale paper forms before 2024")
pair("D6", "dated_history",
     "D6a", "@R1a",
     "D6b", "trustsync used pip-tools with a hand-maintained `requirements.in` until the rewrite in February 2026.",
     "trustsync package manager: present uv vs pip-tools until Feb 2026")
pair("D7", "dated_history",
     "D7a", "@V3b",
     "D7b", "Until the policy change in summer 2026, leavers' staff accounts were suspended at 17:00 on their last working day.",
     "staff leaver suspension: present 7 days vs last day until summer 2026")
pair("D8", "dated_history",
     "D8a", "- Results become visible to staff at 08:00 on results day",
     "D8b", "On results day in August 2025 the old portal fell over and staff didn't see results until 10:00.",
     "staff results visibility: present 08:00 vs 10:00 on results day 2025")
pair("D9", "dated_history",
     "D9a", "@R8a",
     "D9b", "From September to December 2025 we trialled GoGuardian on the Ashgrove Year 8 Chromebooks.",
     "Chromebook filter: present Smoothwall vs GoGuardian trial autumn 2025")
pair("D10", "dated_history",
     "D10a", "- Gunicorn with 4 workers",
     "D10b", "For results day in August 2026 we scaled examdash to 12 Gunicorn workers and dropped back the week after.",
     "examdash Gunicorn workers: present 4 vs 12 for results day 2026")

# ---------------- non_contradiction: agreeing_duplicate ----------------
pair("A1", "agreeing_duplicate",
     "A1a", "- Only DSLs and deputy DSLs can see a pupil's full safeguarding chronology",
     "A1b", "Full chronologies in CPOMS are visible to the DSL and deputies only; heads of year see just the concerns they logged.",
     "chronology access: DSLs and deputies only, stated twice")
pair("A2", "agreeing_duplicate",
     "A2a", "- Google service account: `trustsync@fernbrook-admin.iam.gserviceaccount.com` (domain-wide delegation)",
     "A2b", "trustsync impersonates admins through the service account trustsync@fernbrook-admin.iam.gserviceaccount.com with domain-wide delegation.",
     "trustsync Google service account, same address")
pair("A3", "agreeing_duplicate",
     "A3a", "Ask before running anything that writes to Arbor production.",
     "A3b", "Nadia wants a heads-up before any write to the live Arbor tenant, even a one-off fix.",
     "Arbor prod writes need asking first, twice")
pair("A4", "agreeing_duplicate",
     "A4a", "- Devices past their AUE date are retired at the end of that school year",
     "A4b", "Chromebooks past their auto-update expiry are pulled at the end of that academic year, not mid-year.",
     "AUE retirement timing, same rule")
pair("A5", "agreeing_duplicate",
     "A5a", "@D8a",
     "A5b", "Staff can see results in examdash from 8am on results day, two hours before the students.",
     "staff results visibility 08:00, same")
pair("A6", "agreeing_duplicate",
     "A6a", "- EDI files are stored on the exams share `\\\\fbk-fs01\\exams$`",
     "A6b", "The board EDI files live on \\\\fbk-fs01\\exams$, which only the exams officer and Nadia can open.",
     "EDI file location, same share")
pair("A7", "agreeing_duplicate",
     "A7a", "- Staff sign in as @fernbrooktrust.org.uk, pupils as @pupils.fernbrooktrust.org.uk",
     "A7b", "Pupil accounts use the @pupils.fernbrooktrust.org.uk subdomain and staff are on @fernbrooktrust.org.uk.",
     "account domains, same")
pair("A8", "agreeing_duplicate",
     "A8a", "- The export file is encrypted with age to the DSL team's public key",
     "A8b", "safeguard-bridge age-encrypts its nightly file; only the DSL team's key can open it.",
     "safeguard-bridge export encryption, same")
pair("A9", "agreeing_duplicate",
     "A9a", "- Flask app on Python 3.12, runs on the apps VM",
     "A9b", "deviceledger is a small Flask app (Python 3.12) living on the apps VM next to the print server.",
     "deviceledger stack, same")
pair("A10", "agreeing_duplicate",
     "A10a", "Nadia Brennan is the trust's IT & Data Lead; Owen Pryce (devices, network) and Hannah Iqbal (data, exams) report to her.",
     "A10b", "Nadia leads IT and data across the trust, with Owen and Hannah in her team.",
     "team structure, same")

# ---------------- non_contradiction: negation_scope ----------------
pair("NS1", "negation_scope",
     "NS1a", "Exam certificates are never posted without a signed collection consent form on file.",
     "NS1b", "Certificates for leavers who can't come in are posted by recorded delivery in November.",
     "'never posted without consent form' does not forbid posting")
pair("NS2", "negation_scope",
     "NS2a", "trustsync never deletes a Google account without a suspension period first.",
     "NS2b", "@O2a",
     "'never deletes without suspension first' vs suspended then deleted after 90 days")
pair("NS3", "negation_scope",
     "NS3a", "Filtering alerts about self-harm searches go to the school's DSL, not to the trust IT inbox.",
     "NS3b", "The trust IT inbox gets the filter's system notices (licence expiry, directory sync failures).",
     "direction negation covers safeguarding alerts, not system notices")
pair("NS4", "negation_scope",
     "NS4a", "Never run `trustsync --apply` without reading the dry-run diff first.",
     "NS4b", "Hannah runs `trustsync --apply --school MRP` after Millrace's timetable changes go in.",
     "'never apply without reading the diff' does not forbid applying")
pair("NS5", "negation_scope",
     "NS5a", "Chromebooks are never issued to Year 7 without a signed acceptable use agreement.",
     "NS5b", "Year 7 Chromebooks are issued in the first week of September, form by form.",
     "'never issued without AUP' vs issued in September")
pair("NS6", "negation_scope",
     "NS6a", "- Leaves staff accounts flagged `manual` in Arbor alone",
     "NS6b", "trustsync updates staff job titles and departments from Arbor every night.",
     "exclusion covers only manual-flagged accounts")
pair("NS7", "negation_scope",
     "NS7a", "Never powerwash a Chromebook that deviceledger still shows as on loan.",
     "NS7b", "Loan Chromebooks that come back are powerwashed before they go back in the loans cupboard.",
     "'never powerwash while on loan' vs powerwash after return")
pair("NS8", "negation_scope",
     "NS8a", "Don't contact parents about a safeguarding concern without the DSL agreeing first.",
     "NS8b", "Heads of year contact parents about attendance concerns directly, usually the same day.",
     "negation covers safeguarding concerns, not attendance")
pair("NS9", "negation_scope",
     "NS9a", "examdash never exports candidate-level data to anyone but the exam boards.",
     "NS9b", "Each term examdash exports headline KS4 figures (no names) for the governors' report.",
     "negation covers candidate-level data, not aggregate figures")
pair("NS10", "negation_scope",
     "NS10a", "Escalate MIS outages to Arbor support, not to the school business managers.",
     "NS10b", "School business managers are told about planned Arbor maintenance windows a week ahead.",
     "direction negation covers outage escalation, not maintenance notices")
