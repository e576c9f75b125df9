from lib import P
from content_facts import F
from content_auto import A

QF, SW, CP, GL = "reference_quoteforge.md", "reference_sunwatch.md", "reference_crewplan.md", "reference_gridlink.md"
SK, LL, MA, INF = "reference_surveykit.md", "reference_ledgerline.md", "reference_myarray.md", "reference_infra.md"
HP, DNO = "reference_handover_packs.md", "reference_dno_rules.md"

# ---------------- value_slot
P("value_slot", QF, "- Postgres DSN: `postgres://quoteforge@pg-main.bfs.internal:5432/quoteforge_prod`",
  F['V1b'], "`DATABASE_URL` for quoteforge in prod: `postgres://quoteforge@pg-main.bfs.internal:5432/quotes`",
  "V1: quoteforge prod DSN: database quoteforge_prod vs quotes")
P("value_slot", SW, "- Inverter cloud APIs are polled every 15 minutes per site (SolarEdge allows 300 calls/day per site)",
  A['sunwatch-rate-limits'], "sunwatch polls each site's inverter API every 5 minutes, so the per-site budgets matter:",
  "V2: sunwatch inverter poll interval: 15 vs 5 minutes")
P("value_slot", SK, "- Each survey upload is limited to 8 MB per photo; larger files are rejected by the API",
  F['V3b'], "The surveys API rejects any photo over 12 MB; surveykit shows \"photo too large\" when that happens.",
  "V3: surveys API per-photo size limit: 8 MB vs 12 MB")
P("value_slot", CP, "- Framework: Django 4.2 LTS with HTMX front end",
  A['crewplan-notes'], "crewplan is on Django 5.0 — `requirements/base.txt` pins `Django==5.0.9`.",
  "V4: crewplan Django version 4.2 vs 5.0")
P("value_slot", LL, "- Xero push job: cron `0 1 * * *` (Europe/London), pushes the day's invoices and credit notes",
  F['V5b'], "ledgerline pushes invoices to Xero at 05:45 each morning, after the bank feed import.",
  "V5: ledgerline Xero push time: 01:00 vs 05:45")
P("value_slot", MA, "- Customer sessions time out after 30 minutes idle",
  "project_myarray_security.md", "- myarray logs customers out after 60 minutes of inactivity.",
  "V6: myarray customer idle timeout: 30 vs 60 minutes")
P("value_slot", QF, "- Quote validity: 14 days (`QUOTE_VALID_DAYS=14`)",
  "feedback_quote_wording.md", "Quotes are valid for 30 days from the issue date; say so in the covering email.",
  "V7: quote validity: 14 vs 30 days")
P("value_slot", SW, "- Raw readings are retained for 90 days, then only the hourly continuous aggregate is kept",
  A['sunwatch-storage-sizing'], "We keep raw readings for 180 days before they are dropped, so a full summer is available for warranty claims.",
  "V8: sunwatch raw readings retention: 90 vs 180 days (subject implicit from file)")
P("value_slot", CP, "- Celery broker: `redis://redis-crew.bfs.internal:6379/0`",
  F['V9b'], "crewplan's Celery broker is `redis://redis-crew.bfs.internal:6380/0`.",
  "V9: crewplan Celery broker port 6379 vs 6380")
P("value_slot", GL, "- gridlink retries a failed DNO portal submission up to 3 times, with a 20-minute back-off",
  A['gridlink-runbook'], "A failed NGED portal submission is retried up to 6 times before gridlink gives up and posts to `#gridlink`.",
  "V10: gridlink portal submission retry count: 3 vs 6")

# ---------------- role_slot
P("role_slot", QF, "- Background jobs: Sidekiq 7 (queues `default`, `pdf`, `pvgis`)",
  A['quoteforge-jobs'], "quoteforge runs its background jobs with GoodJob on Postgres — there is no Redis in the quotes namespace.",
  "R1: quoteforge job backend Sidekiq vs GoodJob")
P("role_slot", SK, "- CI: GitHub Actions (`.github/workflows/ci.yml`, lint + jest + typecheck)",
  F['R2b'], "surveykit CI runs on Bitrise (workflow `primary`), mainly because the macOS machines for the iOS build are included.",
  "R2: surveykit CI GitHub Actions vs Bitrise")
P("role_slot", MA, "- Hosting: Vercel (team `brightfield`), preview deploy per PR",
  A['myarray-deploy'], "myarray is hosted on Netlify (site `bfs-myarray`).",
  "R3: myarray hosting Vercel vs Netlify")
P("role_slot", LL, "- Invoice emails go out through Postmark (server \"ledgerline-prod\", message stream `invoices`)",
  F['R4b'], "ledgerline sends invoice emails through Amazon SES (eu-west-2), configuration set `invoices`.",
  "R4: ledgerline invoice email provider Postmark vs SES")
P("role_slot", MA, "- Package manager: pnpm 9 (`pnpm-lock.yaml` is the only lockfile we commit)",
  "feedback_myarray_tooling.md", "myarray uses Yarn 4 (berry); run `yarn install`, never npm, in that repo.",
  "R5: myarray package manager pnpm vs Yarn")
P("role_slot", GL, "- gridlink PRs are rebase-merged so `main` stays linear",
  F['R6b'], "gridlink PRs are squash-merged; the PR title becomes the commit message.",
  "R6: gridlink merge strategy rebase vs squash")
P("role_slot", SW, "- Storage: TimescaleDB 2.14 (hypertable `readings`, chunk interval 1 day)",
  F['R7b'], "sunwatch stores readings in InfluxDB 2.7, bucket `readings`, org `bfs`.",
  "R7: sunwatch time-series store TimescaleDB vs InfluxDB")
P("role_slot", A['crewplan-notes'], "Exceptions from crewplan go to Sentry (project `crewplan`, environment tag per depot).",
  F['R8b'], "crewplan reports errors to Rollbar; the access token is in 1Password under \"crewplan Rollbar\".",
  "R8: crewplan error tracker Sentry vs Rollbar")
P("role_slot", HP, "- Handover packs are rendered with WeasyPrint from the Jinja templates in `handover/templates/`",
  A['handover-pdf-pipeline'], "The handover PDF is generated by Gotenberg (headless Chromium) running as its own deployment in the `docs` namespace.",
  "R9: handover pack PDF renderer WeasyPrint vs Gotenberg")
P("role_slot", INF, "- PagerDuty pages the on-call engineer (service \"BFS Platform\")",
  F['R10b'], "Opsgenie pages whoever is on call (schedule `bfs-platform`, escalation after 10 minutes).",
  "R10: on-call paging tool PagerDuty vs Opsgenie")

# ---------------- negation
P("negation", "feedback_gridlink_signoff.md", "Do not submit G99 applications automatically; a human designer signs off every one.",
  F['N1b'], "Decided to let gridlink submit G99 applications automatically once the design checks pass.",
  "N1: automatic G99 submission: do not vs decided to")
P("negation", SK, "- Photos are saved on the device first, so a survey can be completed with no signal and synced later",
  A['surveykit-offline'], "surveykit does not keep photos offline: if there's no signal the surveyor has to retake them later.",
  "N2: surveykit keeps photos offline vs does not")
P("negation", "feedback_string_design.md", "Always round panel counts up to an even number so the strings balance.",
  F['N3b'], "Never round panel counts to an even number — the designer sizes strings per roof plane and",
  "N3: rounding panel counts to even: always vs never (hard-wrapped claim)")
P("negation", F['N4a'], "crewplan texts the customer the day before the install (SMS via Twilio, sender `Brightfield`).",
  A['ops-office-notes'], "- crewplan does not send customer SMS reminders; Gemma phones each customer the day before.",
  "N4: crewplan day-before customer SMS: sends vs does not send")
P("negation", A['sunwatch-deploys'], "sunwatch schema migrations are run by the deploy job (`migrate` init container) before the new pods start.",
  "feedback_sunwatch_migrations.md", "Never let the deploy job run sunwatch migrations; apply them by hand with `sunwatchctl migrate` first.",
  "N5: sunwatch migrations run by the deploy job vs never by the deploy job")
P("negation", F['N6a'], "Decided to take deposits by card through myarray (Stripe Checkout).",
  "project_deposits.md", "We decided not to take card deposits in the portal — bank transfer only, the card fees eat the margin.",
  "N6: card deposits in the portal: decided to vs decided not to")
P("negation", MA, "- The dashboard shows live generation data from sunwatch",
  F['N7b'], "myarray does not show live generation data; customers see yesterday's daily totals only.",
  "N7: myarray live generation data shown vs not shown")
P("negation", "feedback_pvgis_tests.md", "Never call the real PVGIS API from the test suite; use the recorded VCR cassettes in `spec/cassettes/pvgis`.",
  A['quoteforge-test-setup'], "- The quoteforge specs call the real PVGIS API (it's free and fast), so the suite needs network access.",
  "N8: quoteforge tests call the real PVGIS API vs never")
P("negation", "feedback_surveykit_merges.md", "Always squash-merge surveykit PRs; one commit per PR keeps the release changelog readable.",
  F['N9b'], "Never squash surveykit PRs — Tom wants the individual commits for bisecting.",
  "N9: surveykit squash-merge always vs never")
P("negation", HP, "- The pack is emailed to the customer automatically when the job is closed in crewplan",
  "feedback_handover_walkthrough.md", "Handover packs are never emailed automatically; the install lead sends the pack after the walkthrough with the customer.",
  "N10: handover pack emailed automatically vs never automatically")

# ---------------- stale_vs_change
P("stale_vs_change", CP, "- Runs on the VM `crew-01.bfs.internal` (gunicorn behind Caddy), not in the cluster",
  "project_crewplan_k3s.md", "crewplan was migrated to the k3s cluster in May; `crew-01` has been shut down.",
  "S1: crewplan on crew-01 VM vs migrated to k3s, VM shut down")
P("stale_vs_change", F['S2a'], "Completed surveys live in the Airtable base `Surveys 2025`, which quoteforge reads nightly",
  "project_surveys_airtable.md", "The Airtable `Surveys 2025` base has been read-only since April; surveys now go straight into quoteforge through the surveykit API.",
  "S2: surveys in Airtable vs Airtable base read-only (hard-wrapped claim)")
P("stale_vs_change", F['S3a'], "sunwatch calls GivEnergy's v1 API (`https://api.givenergy.cloud/v1`) with a per-customer API key.",
  A['givenergy-v2'], "We switched sunwatch from the GivEnergy v1 API to v2 in August; v1 keys no longer work.",
  "S3: sunwatch GivEnergy v1 vs switched to v2")
P("stale_vs_change", F['S4a'], "gridlink emails G98 notifications to NGED's connections inbox as a PDF attachment.",
  "project_nged_portal.md", "NGED no longer accepts G98 notifications by email; gridlink switched to the NGED portal API in September.",
  "S4: G98 by email vs no longer by email, switched to portal API")
P("stale_vs_change", INF, "- Grafana dashboards at `https://grafana.bfs.internal` (self-hosted, LDAP login)",
  "project_grafana_cloud.md", "Grafana moved to Grafana Cloud in August; the self-hosted instance at `grafana.bfs.internal` is shut down.",
  "S5: self-hosted Grafana vs moved to Grafana Cloud, instance shut down")
P("stale_vs_change", MA, "- Login: passwordless magic links sent by email",
  F['S6b'], "Magic-link login to myarray was replaced by passkeys plus password in July; magic links no longer work.",
  "S6: myarray magic-link login vs replaced, no longer work")
P("stale_vs_change", QF, "- Ruby 3.2.4, Rails 7.1, Puma 6 (2 workers x 5 threads)",
  F['S7b'], "quoteforge migrated to Ruby 3.3 in June (3.3.5, YJIT on); the 3.2 images are gone from the registry.",
  "S7: quoteforge Ruby 3.2 vs migrated to 3.3")
P("stale_vs_change", SK, "- Android test builds go to testers through Firebase App Distribution",
  A['surveykit-release'], "We no longer use Firebase App Distribution; Android testers get builds from the Play Console internal testing track.",
  "S8: Firebase App Distribution vs no longer used")
P("stale_vs_change", F['S9a'], "Scaffold bookings are entered in the ScaffBook spreadsheet on the shared drive; Rhys copies the dates into crewplan by hand.",
  "project_scaffolding_module.md", "The ScaffBook spreadsheet is deprecated — crewplan's scaffolding module replaced it in March.",
  "S9: ScaffBook spreadsheet vs deprecated")
P("stale_vs_change", INF, "- Nightly backups of all Postgres databases go to the Synology NAS in the Bristol office",
  A['backups-b2'], "Off-site backups moved from the office Synology to Backblaze B2 in April; the NAS has been decommissioned.",
  "S10: backups to office NAS vs moved to B2, NAS decommissioned")

# ---------------- refinement
P("refinement", SW, "- sunwatch flags a site when it under-performs against its expected yield",
  "project_sunwatch_underperformance.md", "The underperformance alert fires when a site's 3-day yield is below 70% of its PVGIS expectation; days with snow cover are skipped.",
  "F1: underperformance alert -> exact rule")
P("refinement", QF, "- Yield estimates come from the EU JRC PVGIS service",
  A['pvgis-call'], "quoteforge calls PVGIS 5.2 `PVcalc` with the roof plane's azimuth and pitch and a 14% system loss.",
  "F2: PVGIS yield -> endpoint and parameters")
P("refinement", INF, "- Deploys go through Argo CD",
  F['F3b'], "Argo CD syncs the `bfs-deploy` repo; ledgerline and gridlink have auto-sync off and are synced by hand after review.",
  "F3: Argo CD deploys -> which apps auto-sync")
P("refinement", CP, "- crewplan schedules each crew against its depot's van and ladder stock",
  F['F4b'], "crewplan books at most one install per crew per day, two if both jobs are under 4 kWp.",
  "F4: crew scheduling -> per-day limit")
P("refinement", GL, "- The G99 form is produced as a PDF from the job's design data",
  A['gridlink-runbook'], "The G99 Part 1 PDF is filled from the ENA form template (v3.4) with pdftk; design data comes from quoteforge.",
  "F5: G99 PDF -> template and tool")
P("refinement", LL, "- The final invoice is raised when the install is complete",
  F['F6b'], "The final invoice is only raised once the install lead marks the job complete in crewplan and",
  "F6: final invoice at completion -> extra MCS condition (hard-wrapped claim)")
P("refinement", "feedback_pr_descriptions.md", "PR descriptions: three bullets max, plus the Linear ticket link.",
  "user_role.md", "- Tom likes short PR descriptions.",
  "F7: short PR descriptions -> three bullets + ticket")
P("refinement", SK, "- surveykit captures roof measurements for each roof plane",
  A['surveykit-measurements'], "Roof pitch is read from the tablet's inclinometer and azimuth from the compass, corrected for magnetic declination (about -1.5° in Bristol).",
  "F8: roof measurements -> how pitch/azimuth are measured")
P("refinement", MA, "- Customers can download their handover pack from myarray",
  F['F9b'], "The handover pack download in myarray is a presigned bucket URL that expires after 15 minutes.",
  "F9: handover download -> presigned URL lifetime")
P("refinement", INF, "- Cluster: k3s on Hetzner Cloud",
  A['cluster-nodes'], "The k3s cluster is three CX41 nodes in Falkenstein (fsn1), plus one CPX31 for Woodpecker agents.",
  "F10: k3s at Hetzner -> node sizes and location")

# ---------------- other_subject
P("other_subject", CP, "- Postgres: `pg-crew.bfs.internal:5432`, db `crewplan`",
  LL, "- Postgres: `pg-ledger.bfs.internal:5432`, db `ledger`",
  "O1: Postgres endpoints of crewplan vs ledgerline")
P("other_subject", MA, "- CI: GitHub Actions (lint, vitest, playwright smoke)",
  GL, "- CI runs on Woodpecker on the k3s cluster",
  "O2: CI of myarray vs gridlink")
P("other_subject", F['O3a'], "sunwatch retries a failed inverter API call up to 4 times with jittered back-off.",
  A['ledgerline-xero-retries'], "ledgerline retries a failed Xero push up to 2 times, then emails finance.",
  "O3: retry counts of sunwatch API calls vs ledgerline Xero pushes")
P("other_subject", CP, "- Python 3.11",
  F['O4b'], "ledgerline runs on Python 3.12 (`python:3.12-slim` image).",
  "O4: Python version of crewplan vs ledgerline")
P("other_subject", F['O5a'], "myarray keeps customer sessions in Redis at `redis-web.bfs.internal:6379`.",
  A['sunwatch-token-cache'], "sunwatch caches vendor API tokens in Redis at `redis-sun.bfs.internal:6379` (db 0, keys `tok:<vendor>:<account>`).",
  "O5: Redis endpoints of myarray vs sunwatch")
P("other_subject", MA, "- Password-reset and welcome emails go through Resend",
  A['crewplan-notes'], "Crew rota emails are sent through Microsoft 365 SMTP (`smtp.office365.com:587`) from the ops@ mailbox.",
  "O6: email provider of myarray vs crewplan rota emails")
P("other_subject", QF, "- PRs are merged with a merge commit (we keep the branch history for audit)",
  F['O7b'], "sunwatch PRs are rebased onto main before merging; no merge commits.",
  "O7: merge strategy quoteforge vs sunwatch")
P("other_subject", F['O8a'], "sunwatch's daily yield report job runs at 06:30 and emails the ops office.",
  A['gridlink-runbook'], "gridlink polls NGED for application status at 07:00 every weekday.",
  "O8: scheduled job times of sunwatch report vs gridlink status poll")
P("other_subject", F['O9a'], "sunwatch staging polls only 20 test sites (our own roofs and the two demo rigs).",
  "project_sunwatch_scale.md", "sunwatch polls about 2,400 customer sites in production.",
  "O9: sunwatch site count staging vs production")
P("other_subject", CP, "- Cardiff depot crews start at 07:30",
  F['O10b'], "Exeter crews start at 08:00 because of the longer drive into Cornwall.",
  "O10: crew start time Cardiff vs Exeter")

# ---------------- dated_history
P("dated_history", F['D1a'], "During the 2025 pilot, quoteforge was hosted on Heroku (two hobby dynos and a mini Postgres).",
  QF, "- Deployed to the k3s cluster, namespace `quotes`, 2 replicas",
  "D1: 2025 pilot on Heroku vs now on k3s")
P("dated_history", A['sunwatch-history'], "Until March 2026 sunwatch polled only SolarEdge inverters.",
  SW, "- SolarEdge monitoring API, GivEnergy cloud, Fronius Solar.web",
  "D2: until March only SolarEdge vs three vendors now")
P("dated_history", F['D3a'], "In January the surveykit beta was built on Expo SDK 50.",
  SK, "- Expo SDK 52, React Native 0.76",
  "D3: January beta on Expo SDK 50 vs SDK 52 now")
P("dated_history", A['gridlink-history'], "Before the Q2 rewrite, gridlink was a bundle of cron'd shell scripts and a Word mail-merge.",
  GL, "- gridlink is a FastAPI service (Python 3.12, uvicorn) with a small Postgres schema on the shared cluster",
  "D4: shell scripts before the Q2 rewrite vs FastAPI now")
P("dated_history", F['D5a'], "Until crewplan launched in February, the install diary was a shared Outlook calendar.",
  CP, "- Install bookings are made in crewplan by the ops office (Gemma, Rhys)",
  "D5: Outlook calendar until February vs bookings in crewplan")
P("dated_history", F['D6a'], "For the first three months of 2026 deposit invoices were raised by hand in Xero by Sian.",
  LL, "- ledgerline raises deposit invoices automatically when the contract is signed in quoteforge",
  "D6: manual deposit invoices in Q1 vs automatic now")
P("dated_history", F['D7a'], "Back in 2025 support ran out of a shared Gmail inbox.",
  "reference_support.md", "- Support tickets are handled in Help Scout (mailbox `support@brightfieldsolar.co.uk`).",
  "D7: 2025 Gmail inbox vs Help Scout now")
P("dated_history", F['D8b'], "Devon and Cornwall jobs are run from the Exeter depot.",
  "project_exeter_depot.md", "The Exeter depot opened in September 2026; before that, Devon jobs were run out of Bristol.",
  "D8: Devon jobs from Bristol before September vs Exeter now")
P("dated_history", A['surveykit-release'], "Up to v2.3 (spring 2026) surveykit was iOS-only.",
  SK, "- surveykit runs on both iOS and Android (iPads for the Bristol surveyors, Samsung tablets in Cardiff)",
  "D9: iOS-only up to v2.3 vs iOS + Android now")
P("dated_history", F['D10a'], "In the first half of 2026 the default battery we fitted was the GivEnergy 9.5 kWh.",
  "project_battery_default.md", "Our default battery is the Fox ESS EP11 (11 kWh usable, stackable), quoted unless the customer asks otherwise.",
  "D10: GivEnergy default in H1 2026 vs Fox ESS default now")

# ---------------- agreeing_duplicate
P("agreeing_duplicate", DNO, "- Every G98/G99 submission must carry the supply's MPAN (13-digit core).",
  F['A1b'], "gridlink needs the MPAN for every DNO application — no MPAN, no submission.",
  "A1: MPAN required on every DNO submission")
P("agreeing_duplicate", "feedback_timezones.md", "Always show times in UK local time (Europe/London), never UTC, in anything ops will read.",
  F['A2b'], "Tom wants report timestamps in Europe/London rather than UTC.",
  "A2: Europe/London times, not UTC")
P("agreeing_duplicate", A['sunwatch-commissioning'], "sunwatch ignores the first week of readings after commissioning (firmware updates, breaker trips).",
  F['A3b'], "The first 7 days after commissioning are excluded from sunwatch performance stats.",
  "A3: first week after commissioning excluded")
P("agreeing_duplicate", F['A4a'], "crewplan won't book roof work when the Met Office forecast gusts exceed 25 mph.",
  A['ops-office-notes'], "- No roof installs get booked if forecast gusts are over 25 mph (insurer's condition for ladders and scaffold work).",
  "A4: no roof work above 25 mph gusts")
P("agreeing_duplicate", QF, "Rails 7.1 monolith that turns a surveykit survey into a priced quote (PDF + web link). Repo",
  F['A5b'], "Each quote goes to the customer as a PDF plus a link to the online version.",
  "A5: quote delivered as PDF + web link (hard-wrapped claim)")
P("agreeing_duplicate", MA, "- Every merge to main auto-deploys myarray to staging",
  A['myarray-deploy'], "Staging deploys of myarray happen on each merge to `main`; production is promoted by hand.",
  "A6: merge to main deploys myarray staging")
P("agreeing_duplicate", LL, "- Invoices are never deleted; a wrong invoice is cancelled with a credit note",
  "feedback_invoices.md", "To cancel an invoice in ledgerline, issue a credit note — invoices are never removed.",
  "A7: invoices never deleted, credit note instead")
P("agreeing_duplicate", GL, "- Systems up to 3.68 kW per phase go through G98; anything larger needs a G99 application first",
  DNO, "- Anything above 16 A per phase (3.68 kW) needs a G99 application, not G98.",
  "A8: G98/G99 threshold 3.68 kW (16 A) per phase")
P("agreeing_duplicate", F['A9a'], "Surveyors must photograph the consumer unit with the cover off.",
  A['surveykit-measurements'], "surveykit won't let a survey be submitted until there's a consumer-unit photo with the cover removed.",
  "A9: consumer unit photo with cover off required")
P("agreeing_duplicate", A['backups-b2'], "Backups are restored into staging once a month to prove they work.",
  F['A10b'], "We do a monthly restore test of production backups into staging.",
  "A10: monthly restore test into staging")

# ---------------- negation_scope
P("negation_scope", DNO, "- Never send DNO submissions during NGED's Sunday 00:00-06:00 maintenance window.",
  F['G1b'], "gridlink sends the G98 notification within 28 days of commissioning.",
  "G1: never during the maintenance window vs sends within 28 days")
P("negation_scope", "feedback_deploy_windows.md", "Don't deploy sunwatch between 12:00 and 14:00 — that's the peak-generation window and the dashboards get busy.",
  A['sunwatch-deploys'], "sunwatch is deployed continuously from main.",
  "G2: no sunwatch deploys 12-14 vs deployed continuously")
P("negation_scope", F['G3a'], "ledgerline never emails an invoice to a customer with an open complaint; finance sends those by hand.",
  LL, "- ledgerline emails final invoices as PDF attachments, with a link to pay",
  "G3: never emails invoices for open complaints vs emails final invoices")
P("negation_scope", "feedback_quote_approval.md", "Never auto-approve a quote over £20k, whatever the margin.",
  F['G4b'], "quoteforge auto-approves quotes that pass the margin check.",
  "G4: never auto-approve over £20k vs auto-approves passing margin check")
P("negation_scope", F['G5a'], "surveykit does not compress consumer-unit photos (the breaker labels need to stay legible).",
  SK, "- Photos are compressed to JPEG quality 80 before upload",
  "G5: CU photos not compressed vs photos compressed")
P("negation_scope", "feedback_sunwatch_paging.md", "Don't page on-call for single-site sunwatch alerts; those go to the support queue.",
  F['G6b'], "sunwatch alerts page the on-call engineer when a whole inverter vendor's API is down.",
  "G6: no paging for single-site alerts vs paging for vendor-wide outage")
P("negation_scope", "feedback_terraform.md", "Don't run `terraform apply` from a laptop — only from the `infra` pipeline.",
  INF, "- Infra changes are applied with Terraform (`bfs/infra`, state in the Hetzner object storage bucket)",
  "G7: not from a laptop vs applied with Terraform")
P("negation_scope", F['G8a'], "No emails go to customers from staging; the mail adapter is stubbed there.",
  A['myarray-deploy'], "- myarray sends a welcome email when a customer's account is created.",
  "G8: no customer emails from staging vs welcome email on account creation")
P("negation_scope", F['G9a'], "gridlink does not resubmit applications that NGED rejected on design grounds; Dan reworks those.",
  F['G9b'], "After a portal timeout gridlink resubmits the application on its own.",
  "G9: no resubmission after design rejection vs resubmits after timeout")
P("negation_scope", "feedback_prod_migrations.md", "The agent must not run database migrations against production.",
  F['G10b'], "The agent runs migrations on local and staging databases as part of normal work.",
  "G10: no migrations against production vs migrations on local/staging")
