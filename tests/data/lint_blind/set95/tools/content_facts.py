# remnic facts: (date, category, tags, body)
FACTS = []
def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body))

F("2026-05-18", "fact", ["divelog", "postgres"], """
[[V1b]]divelog connects to Postgres at `pg-divelog.kelpline.internal:5433`; the DSN is in 1Password under "divelog prod".
""")
F("2026-07-09", "fact", ["rovdeck", "upload"], """
[[V2b]]rovdeck's upload part size is 16 MB; larger parts kept timing out over the Milford Haven 4G.
""")
F("2026-06-03", "fact", ["certvault", "medicals"], """
[[V3b]]certvault emails the first dive-medical expiry reminder 30 days before the medical runs out.
""")
F("2026-08-27", "fact", ["divelog", "backups"], """
[[V10b]]The divelog backup job runs at 01:00 UTC every night, before the Aberdeen night shift starts logging.
""")
F("2026-09-09", "decision", ["inspectr", "python", "tooling"], """
[[R1b]]inspectr dependencies are managed with uv (`uv sync`, lockfile `uv.lock`).
""")
F("2026-04-23", "fact", ["gasbook", "android", "errors"], """
[[R3b]]gasbook crashes are reported to Bugsnag; Kwame gets the daily digest.
""")
F("2026-07-28", "fact", ["rovdeck", "queue"], """
[[R5b]]rovdeck's transcode jobs are queued in RabbitMQ (`amqp://mq.kelpline.internal:5672`, vhost `rov`).
""")
F("2026-10-13", "fact", ["jobplanner", "hosting"], """
[[R6b]]jobplanner is hosted on Render (a web service plus a cron job); deploys trigger from `main`
and take about four minutes.
""")
F("2026-08-05", "fact", ["divelog", "deploy", "migrations"], """
[[N1b]]divelog's deploy pipeline runs `manage.py migrate` automatically as the release step, so a bad migration blocks the deploy.
""")
F("2026-09-30", "decision", ["rovdeck", "git"], """
[[N2b]]rovdeck PRs are always squash-merged so `main` has one commit per ticket.
""")
F("2026-10-20", "fact", ["inspectr", "reports", "email"], """
[[N3b]]inspectr emails the signed-off PDF to the client contact automatically.
""")
F("2026-07-17", "fact", ["certvault", "callouts"], """
[[N4b]]certvault keeps each diver's personal mobile number so the callout SMS reaches them off-shift.
""")
F("2026-08-19", "fact", ["rovdeck", "video"], """
[[N7b]]rovdeck transcodes to H.265 on the spread laptop before upload to save 4G data.
""")
F("2026-11-03", "preference", ["jobplanner", "deploy"], """
[[N8b]]Deploying jobplanner during office hours is fine; its deploys are zero-downtime.
""")
F("2026-10-01", "fact", ["gasbook", "kit-tags"], """
[[N10b]]Dive supervisors are not paged when a kit tag fails inspection; gasbook just marks the item red.
""")
F("2026-01-27", "fact", ["competency", "access"], """
[[S3a]]Competency matrix changes go into the Access database on the S: drive (`Competency.accdb`).
""")
F("2026-07-21", "decision", ["jobplanner", "tooling"], """
[[S6b]]Switched jobplanner from Yarn to pnpm in July 2026; `pnpm-lock.yaml` is the only lockfile now.
""")
F("2026-10-15", "fact", ["oncall", "team"], """
[[S7b]]Kwame no longer does on-call (from October); Joanna and the new contractor split the weekends.
""")
F("2026-03-12", "fact", ["photos", "inspection"], """
[[S10a]]After each job divers drop their inspection photos into the "Inspection Photos" shared drive, one folder per job number.
""")
F("2026-07-06", "fact", ["rovdeck", "milford-haven", "connectivity"], """
[[F1b]]On the Milford Haven boat rovdeck falls back to Starlink when 4G drops below 2 Mbit/s.
""")
F("2026-03-25", "fact", ["certvault", "qualifications"], """
[[F2b]]Qualifications in certvault: HSE SCUBA, HSE Surface Supplied, Surface Supplied Top-Up, plus OPITO offshore survival.
""")
F("2026-05-29", "fact", ["divelog", "postgres"], """
[[F3b]]divelog's Postgres is 16.4 on RDS, with minor upgrades applied automatically.
""")
F("2026-04-30", "preference", ["inspectr", "photos"], """
[[F5a]]Anomaly photos in inspectr need a scale reference in the frame.
""")
F("2026-06-16", "fact", ["divelog", "records"], """
[[F6b]]A supervisor can unlock a locked dive record within 7 days by giving a reason; the unlock is audited and shows on the log sheet.
""")
F("2026-06-22", "fact", ["inspectr", "scaling"], """
[[F9b]]inspectr runs 2 Fargate tasks behind the ALB normally, scaled to 4 from May to September when the survey season peaks.
""")
F("2026-04-08", "fact", ["jobplanner", "weather", "history"], """
[[D2a]]Until March 2026 jobplanner pulled wind forecasts from the Met Office DataPoint feed, which has since been retired.
""")
F("2026-02-05", "fact", ["inspectr", "hosting"], """
[[D3b]]inspectr's containers run on ECS Fargate in eu-west-2, deployed by Terraform.
""")
F("2026-09-02", "fact", ["bases", "yarmouth", "history"], """
[[D4a]]Before the Great Yarmouth base opened in August 2026, southern North Sea jobs were run out of Aberdeen
with a travelling team.
""")
F("2026-03-04", "fact", ["plymouth", "vessels"], """
[[D5a]]During the January to February 2026 refit the *Tern* was out of the water and Plymouth jobs ran from a hired RIB.
""")
F("2026-02-16", "fact", ["gasbook", "air-quality", "history"], """
[[D8a]]In the 2025 season the compressor air samples went to Northsea Gas Labs in Montrose.
""")
F("2026-02-09", "fact", ["inspectr", "anomalies", "history"], """
[[D9a]]Up to report template rev 3 (January 2026) anomalies were coded A/B/C; rev 4 introduced the numbered priorities.
""")
F("2026-05-05", "fact", ["certvault", "offshore"], """
[[O4b]]An OPITO BOSIET or FOET certificate is valid for 4 years; certvault counts from the course end date.
""")
F("2026-09-17", "fact", ["marketing", "email"], """
[[O5b]]The quarterly client newsletter is sent with Mailchimp.
""")
F("2026-08-11", "fact", ["team", "editor"], """
[[O6b]]Joanna uses VS Code with Remote-SSH into the build box.
""")
F("2026-05-26", "fact", ["portal", "sessions"], """
[[O7b]]Client portal sessions time out after 30 minutes idle.
""")
F("2026-06-29", "fact", ["inspectr", "retention"], """
[[O8a]]inspectr keeps issued report PDFs for 10 years.
""")
F("2026-01-19", "fact", ["divelog", "stack"], """
[[A1b]]divelog is a Django 5.1 app (Python 3.12); the front end is server-rendered with HTMX.
""")
F("2026-01-12", "fact", ["company", "bases"], """
[[A4b]]Our head office and main base are in Aberdeen, on the Altens industrial estate.
""")
F("2026-03-17", "fact", ["gasbook", "android"], """
[[A7b]]gasbook only exists for Android (Kotlin); nobody has asked for iOS since the Zebra TC26s were bought.
""")
F("2026-06-05", "fact", ["infra", "logging"], """
[[A9b]]Logs from every service ship to Grafana Cloud Loki, and the dashboards are in the same Grafana stack.
""")
F("2026-02-23", "fact", ["certvault", "jobs"], """
[[A10b]]The certvault expiry sweep runs every day at 06:00 UK time.
""")
F("2026-04-15", "decision", ["inspectr", "reports", "signoff"], """
[[NS1a]]An inspection report is never issued without the dive supervisor's sign-off.
""")
F("2026-08-31", "fact", ["inspectr", "crown-estate"], """
[[NS1b]]Reports for the Crown Estate survey contract are issued within 10 working days of the last dive.
""")
F("2026-07-13", "fact", ["divelog", "drafts"], """
[[NS4b]]divelog deletes unsubmitted draft dives after 7 days to keep the laptop queues small.
""")
F("2026-06-12", "fact", ["portal", "clients"], """
[[NS6b]]Clients see issued reports and the job's video clips in the portal.
""")
F("2026-09-24", "fact", ["rovdeck", "divelog", "helmet-cam"], """
[[NS9b]]Helmet-cam footage from divers doesn't go through rovdeck; it is attached to the dive in divelog.
""")

# ---- filler facts (no labelled claims) ----
F("2026-01-06", "fact", ["company"], """
Kelpline Subsea runs inshore and nearshore air diving and ROV inspection from four bases.
""")
F("2026-01-30", "preference", ["reports"], """
Morag wants report changes trialled on one client before they go to everyone.
""")
F("2026-02-12", "fact", ["divelog", "decompression"], """
divelog uses the DCIEM air tables for decompression and shows the table and schedule on the log sheet.
""")
F("2026-02-26", "fact", ["jobplanner", "crews"], """
A surface-supplied team in jobplanner needs at least a supervisor, a diver, a standby diver and a tender.
""")
F("2026-03-10", "fact", ["inspectr", "cp"], """
CP readings more positive than -800 mV against Ag/AgCl are flagged as under-protected in inspectr reports.
""")
F("2026-03-31", "fact", ["rovdeck", "laptops"], """
The rovdeck laptop agent starts with Windows and shows its queue in the tray icon.
""")
F("2026-04-20", "fact", ["certvault", "medicals"], """
Trainee divers' medicals are tracked in certvault the same way as qualified divers'.
""")
F("2026-05-08", "fact", ["gasbook", "umbilicals"], """
Umbilicals get a visual check before every job and a pressure test every 6 months, logged in gasbook.
""")
F("2026-05-22", "preference", ["code-review"], """
Kwame prefers review comments as suggestions he can apply, not prose.
""")
F("2026-06-09", "fact", ["portal", "video"], """
Portal video links are CloudFront signed URLs valid for 24 hours.
""")
F("2026-07-02", "fact", ["inspectr", "api"], """
Ørsted pulls reports through the inspectr API every night at 02:00 UTC.
""")
F("2026-07-24", "decision", ["jobplanner", "weather"], """
jobplanner shows the forecast source and issue time on every day card so supervisors can judge staleness.
""")
F("2026-08-14", "fact", ["yarmouth", "gasbook"], """
Great Yarmouth got four Zebra handhelds for gasbook when the base opened.
""")
F("2026-09-07", "fact", ["divelog", "laptops"], """
The dive-control laptops are Panasonic Toughbooks, one per spread, imaged from the same build.
""")
F("2026-10-06", "fact", ["rovdeck", "clips"], """
rovdeck cuts clips around each anomaly timestamp, 20 seconds before and 40 after.
""")
F("2026-10-27", "preference", ["docs"], """
Runbooks live in each repo's `docs/runbook.md`, not in Confluence.
""")
F("2026-11-10", "fact", ["certvault", "contractors"], """
Contract divers get a certvault record too; their medical is checked at mobilisation.
""")
F("2026-11-19", "fact", ["inspectr", "templates"], """
Report template rev 5 adds the scour depth table for monopile jobs.
""")
F("2026-11-24", "decision", ["infra", "costs"], """
RDS instances for staging are stopped outside working hours to save money.
""")
F("2026-10-29", "fact", ["gasbook", "bailouts"], """
Bailout cylinders are checked for pressure before every dive and logged against the diver in gasbook.
""")
