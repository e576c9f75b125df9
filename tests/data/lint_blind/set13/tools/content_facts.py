from lib import fact
F = {}

# ---- January / February
F['S2a'] = fact("2026-01-14", "10:12:40", "fact", ["surveys", "airtable", "quoteforge"], """
Completed surveys live in the Airtable base `Surveys 2025`, which quoteforge reads nightly
to build draft quotes.
""")
F['S9a'] = fact("2026-01-21", "15:03:11", "fact", ["crewplan", "scaffolding"], """
Scaffold bookings are entered in the ScaffBook spreadsheet on the shared drive; Rhys copies the dates into crewplan by hand.
""")
F['D3a'] = fact("2026-01-28", "09:41:05", "fact", ["surveykit", "expo", "history"], """
In January the surveykit beta was built on Expo SDK 50.
""", conf=0.85, tier="implied")
F['S3a'] = fact("2026-02-04", "11:20:33", "fact", ["sunwatch", "givenergy", "api"], """
sunwatch calls GivEnergy's v1 API (`https://api.givenergy.cloud/v1`) with a per-customer API key.
""")
F['R6b'] = fact("2026-02-11", "14:55:02", "preference", ["gridlink", "git"], """
gridlink PRs are squash-merged; the PR title becomes the commit message.
""")
F['D1a'] = fact("2026-02-18", "16:07:44", "fact", ["quoteforge", "hosting", "history"], """
During the 2025 pilot, quoteforge was hosted on Heroku (two hobby dynos and a mini Postgres).
""")
F['N3b'] = fact("2026-02-25", "10:30:19", "decision", ["quoteforge", "design", "panels"], """
Never round panel counts to an even number — the designer sizes strings per roof plane and
the inverter has enough MPPT range for odd strings.
""")

# ---- March / April
F['D5a'] = fact("2026-03-03", "08:52:27", "fact", ["crewplan", "history"], """
Until crewplan launched in February, the install diary was a shared Outlook calendar.
""")
F['R2b'] = fact("2026-03-10", "13:14:50", "fact", ["surveykit", "ci"], """
surveykit CI runs on Bitrise (workflow `primary`), mainly because the macOS machines for the iOS build are included.
""")
F['N4a'] = fact("2026-03-17", "12:02:08", "fact", ["crewplan", "customers", "sms"], """
crewplan texts the customer the day before the install (SMS via Twilio, sender `Brightfield`).
""")
F['V1b'] = fact("2026-03-24", "17:40:36", "fact", ["quoteforge", "postgres", "config"], """
`DATABASE_URL` for quoteforge in prod: `postgres://quoteforge@pg-main.bfs.internal:5432/quotes`
""")
F['D6a'] = fact("2026-03-31", "10:09:58", "fact", ["ledgerline", "deposits", "history"], """
For the first three months of 2026 deposit invoices were raised by hand in Xero by Sian.
""")
F['A9a'] = fact("2026-04-07", "09:25:14", "preference", ["surveys", "photos"], """
Surveyors must photograph the consumer unit with the cover off.
""")
F['V9b'] = fact("2026-04-14", "15:48:21", "fact", ["crewplan", "celery", "redis"], """
crewplan's Celery broker is `redis://redis-crew.bfs.internal:6380/0`.
""")
F['G4b'] = fact("2026-04-21", "11:36:47", "fact", ["quoteforge", "approval"], """
quoteforge auto-approves quotes that pass the margin check.
""")
F['D7a'] = fact("2026-04-28", "14:19:03", "fact", ["support", "history"], """
Back in 2025 support ran out of a shared Gmail inbox.
""", conf=0.8, tier="implied")

# ---- May / June
F['R7b'] = fact("2026-05-05", "10:44:29", "fact", ["sunwatch", "storage"], """
sunwatch stores readings in InfluxDB 2.7, bucket `readings`, org `bfs`.
""")
F['N1b'] = fact("2026-05-12", "16:21:55", "decision", ["gridlink", "g99", "automation"], """
Decided to let gridlink submit G99 applications automatically once the design checks pass.
""")
F['O3a'] = fact("2026-05-19", "09:03:40", "fact", ["sunwatch", "retries"], """
sunwatch retries a failed inverter API call up to 4 times with jittered back-off.
""")
F['A2b'] = fact("2026-05-26", "13:57:12", "preference", ["reports", "timezone"], """
Tom wants report timestamps in Europe/London rather than UTC.
""")
F['S7b'] = fact("2026-06-02", "11:11:31", "fact", ["quoteforge", "ruby", "upgrade"], """
quoteforge migrated to Ruby 3.3 in June (3.3.5, YJIT on); the 3.2 images are gone from the registry.
""")
F['N9b'] = fact("2026-06-09", "15:30:06", "preference", ["surveykit", "git"], """
Never squash surveykit PRs — Tom wants the individual commits for bisecting.
""")
F['D10a'] = fact("2026-06-16", "10:52:44", "fact", ["batteries", "history"], """
In the first half of 2026 the default battery we fitted was the GivEnergy 9.5 kWh.
""")
F['V3b'] = fact("2026-06-23", "12:38:17", "fact", ["surveykit", "photos", "api"], """
The surveys API rejects any photo over 12 MB; surveykit shows "photo too large" when that happens.
""")
F['N6a'] = fact("2026-06-30", "09:47:03", "decision", ["deposits", "myarray", "payments"], """
Decided to take deposits by card through myarray (Stripe Checkout).
""")

# ---- July / August
F['S6b'] = fact("2026-07-07", "14:06:52", "fact", ["myarray", "auth"], """
Magic-link login to myarray was replaced by passkeys plus password in July; magic links no longer work.
""")
F['R10b'] = fact("2026-07-14", "10:15:25", "fact", ["oncall", "paging"], """
Opsgenie pages whoever is on call (schedule `bfs-platform`, escalation after 10 minutes).
""")
F['F3b'] = fact("2026-07-21", "16:44:09", "fact", ["infra", "argocd"], """
Argo CD syncs the `bfs-deploy` repo; ledgerline and gridlink have auto-sync off and are synced by hand after review.
""")
F['O7b'] = fact("2026-07-28", "11:27:38", "preference", ["sunwatch", "git"], """
sunwatch PRs are rebased onto main before merging; no merge commits.
""")
F['V5b'] = fact("2026-08-04", "08:33:16", "fact", ["ledgerline", "xero", "schedule"], """
ledgerline pushes invoices to Xero at 05:45 each morning, after the bank feed import.
""")
F['R4b'] = fact("2026-08-11", "13:49:57", "fact", ["ledgerline", "email"], """
ledgerline sends invoice emails through Amazon SES (eu-west-2), configuration set `invoices`.
""")
F['F4b'] = fact("2026-08-18", "10:58:30", "fact", ["crewplan", "scheduling"], """
crewplan books at most one install per crew per day, two if both jobs are under 4 kWp.
""")
F['N7b'] = fact("2026-08-25", "15:12:48", "fact", ["myarray", "generation"], """
myarray does not show live generation data; customers see yesterday's daily totals only.
""")
F['O9a'] = fact("2026-08-27", "09:19:22", "fact", ["sunwatch", "staging"], """
sunwatch staging polls only 20 test sites (our own roofs and the two demo rigs).
""")

# ---- September / October
F['F9b'] = fact("2026-09-01", "12:24:11", "fact", ["myarray", "handover", "documents"], """
The handover pack download in myarray is a presigned bucket URL that expires after 15 minutes.
""")
F['D8b'] = fact("2026-09-08", "09:08:35", "fact", ["depots", "exeter"], """
Devon and Cornwall jobs are run from the Exeter depot.
""")
F['O10b'] = fact("2026-09-15", "14:37:59", "fact", ["crewplan", "exeter", "crews"], """
Exeter crews start at 08:00 because of the longer drive into Cornwall.
""")
F['G9a'] = fact("2026-09-22", "11:41:26", "fact", ["gridlink", "nged"], """
gridlink does not resubmit applications that NGED rejected on design grounds; Dan reworks those.
""")
F['G9b'] = fact("2026-09-24", "16:02:14", "fact", ["gridlink", "nged"], """
After a portal timeout gridlink resubmits the application on its own.
""")
F['A1b'] = fact("2026-09-29", "10:27:48", "fact", ["gridlink", "mpan"], """
gridlink needs the MPAN for every DNO application — no MPAN, no submission.
""")
F['G1b'] = fact("2026-10-06", "13:33:02", "fact", ["gridlink", "g98"], """
gridlink sends the G98 notification within 28 days of commissioning.
""")
F['S4a'] = fact("2026-02-09", "10:01:45", "fact", ["gridlink", "g98", "nged"], """
gridlink emails G98 notifications to NGED's connections inbox as a PDF attachment.
""")
F['G3a'] = fact("2026-10-13", "15:54:37", "preference", ["ledgerline", "complaints"], """
ledgerline never emails an invoice to a customer with an open complaint; finance sends those by hand.
""")
F['G5a'] = fact("2026-10-20", "09:36:20", "fact", ["surveykit", "photos"], """
surveykit does not compress consumer-unit photos (the breaker labels need to stay legible).
""")
F['G6b'] = fact("2026-10-27", "12:11:57", "fact", ["sunwatch", "oncall"], """
sunwatch alerts page the on-call engineer when a whole inverter vendor's API is down.
""")
F['F6b'] = fact("2026-10-29", "10:48:03", "fact", ["ledgerline", "invoices", "mcs"], """
The final invoice is only raised once the install lead marks the job complete in crewplan and
the MCS certificate number is present.
""")

# ---- November
F['G8a'] = fact("2026-11-03", "14:22:46", "fact", ["staging", "email"], """
No emails go to customers from staging; the mail adapter is stubbed there.
""")
F['G10b'] = fact("2026-11-05", "09:55:31", "fact", ["agent", "migrations"], """
The agent runs migrations on local and staging databases as part of normal work.
""")
F['A3b'] = fact("2026-11-10", "11:03:18", "fact", ["sunwatch", "commissioning"], """
The first 7 days after commissioning are excluded from sunwatch performance stats.
""")
F['A4a'] = fact("2026-11-12", "16:30:40", "fact", ["crewplan", "weather"], """
crewplan won't book roof work when the Met Office forecast gusts exceed 25 mph.
""")
F['A5b'] = fact("2026-11-17", "10:19:09", "fact", ["quoteforge", "quotes"], """
Each quote goes to the customer as a PDF plus a link to the online version.
""")
F['A10b'] = fact("2026-11-19", "13:45:55", "fact", ["backups"], """
We do a monthly restore test of production backups into staging.
""")
F['O5a'] = fact("2026-11-24", "15:07:26", "fact", ["myarray", "redis"], """
myarray keeps customer sessions in Redis at `redis-web.bfs.internal:6379`.
""")
F['O4b'] = fact("2026-11-25", "09:31:50", "fact", ["ledgerline", "python"], """
ledgerline runs on Python 3.12 (`python:3.12-slim` image).
""")
F['O8a'] = fact("2026-10-08", "07:12:04", "fact", ["sunwatch", "reports"], """
sunwatch's daily yield report job runs at 06:30 and emails the ops office.
""")

# ---- unpaired facts
F['u1'] = fact("2026-01-09", "12:00:21", "fact", ["company"], """
Brightfield Solar Ltd installs domestic PV and batteries; roughly 90 installs a month in summer.
""")
F['u2'] = fact("2026-02-16", "10:40:52", "preference", ["agent", "style"], """
Tom prefers British spelling in anything customer-facing ("colour", "organise").
""")
F['u3'] = fact("2026-03-19", "15:22:07", "fact", ["quoteforge", "price-book"], """
Hannah updates the price book at the start of each quarter; mid-quarter changes go through her only.
""")
F['u4'] = fact("2026-04-30", "11:59:44", "decision", ["surveykit", "tablets"], """
Decided to buy Samsung Galaxy Tab Active5 tablets for the Cardiff surveyors (rugged, glove mode).
""")
F['u5'] = fact("2026-05-21", "14:13:39", "fact", ["mcs"], """
The MCS certificate has to be registered within 10 working days of commissioning.
""")
F['u6'] = fact("2026-06-11", "09:16:28", "fact", ["sunwatch", "solaredge"], """
SolarEdge API keys are per site for older installs and per account for anything after 2024.
""")
F['u7'] = fact("2026-07-02", "16:55:13", "preference", ["agent", "communication"], """
Tom wants a one-line summary at the top of any long answer.
""")
F['u8'] = fact("2026-08-13", "10:34:57", "fact", ["crewplan", "electricians"], """
Only the Cardiff depot has an OZEV-registered electrician at the moment.
""")
F['u9'] = fact("2026-09-17", "13:26:41", "decision", ["myarray", "design"], """
Decided to keep myarray's colour palette in line with the marketing site (green #1F6F4A primary).
""")
F['u10'] = fact("2026-10-15", "11:48:25", "fact", ["ledgerline", "vat"], """
Domestic solar and battery installs are zero-rated for VAT until March 2027.
""")
F['u11'] = fact("2026-11-20", "10:05:34", "fact", ["quoteforge", "pdf"], """
Quote PDFs carry the MCS logo and our certification number on the first page.
""")
F['R8b'] = fact("2026-06-18", "10:21:37", "fact", ["crewplan", "errors"], """
crewplan reports errors to Rollbar; the access token is in 1Password under "crewplan Rollbar".
""")
F['u12'] = fact("2026-03-08", "17:14:53", "preference", ["myarray", "typescript"], """
Kwame wants TypeScript `strict` on in every new package; no `any` without a comment saying why.
""")
F['u13'] = fact("2026-07-24", "12:47:09", "fact", ["panels"], """
The standard panel on quotes this year is the Aiko Neostar 2P 450 W (all-black).
""")
F['u14'] = fact("2026-10-24", "08:58:16", "decision", ["agent", "memory"], """
Decided that the agent records system facts in the reference notes and keeps one-off debugging notes in auto/.
""")
