# -*- coding: utf-8 -*-
"""File bodies for the Harrow & Vale Body Repair memory store.
A line starting with {{ID}} is a claim line; build.py strips the marker and records the line."""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# (filename, name, description, type, title, hook, body)
ROOT = []

def root(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body.strip("\n") + "\n"))

root("reference_claimdesk.md", "claimdesk", "Claimdesk reference: stack, database, insurer links, photos, retention", "reference",
     "claimdesk reference", "insurance claims and estimates app, stack and rules", """
# claimdesk

Insurance claims and estimating app used by the estimators at all three sites. Repo `harrowvale/claimdesk`.

## Stack
{{S8r}}- Django 4.2 LTS
{{A8r}}- Python 3.12 (`requires-python = ">=3.12"` in pyproject)
{{V1r}}- Database: `postgres://claimdesk@pg-claims.hvbr.internal:5432/claimdesk`
- Staging database: `pg-claims-staging.hvbr.internal:5432`, refreshed from a masked dump every Monday
{{R8r}}- Background jobs: Celery workers on RabbitMQ (`amqp://mq.hvbr.internal:5672/claims`)
{{R3r}}- Error tracking: Sentry (project `claimdesk`, alerts to #digital)
- Deployed with the GitHub Actions `deploy.yml` workflow after tests pass

## Insurers and estimates
{{S2r}}- Insurer estimates are imported from Audatex via the nightly SFTP drop
- Each insurer has a connector in `claims/connectors/` (Calder Mutual, Northgate, Fenwick Direct)
{{F2r}}- Estimates lock once the insurer authorises them
{{N3r}}- Estimates are never sent to an insurer without the damage photos attached
{{NS1r}}- Invoices are never issued without the customer's excess shown as a separate line
- Labour rates are per insurer and per site; they live in the `LabourRate` table, not in settings

## Photos
{{V4r}}- Photo upload limit: 15 MB per image
- Photos are stored in the `hv-claim-photos` bucket, one folder per claim number
{{V10r}}- Damage photos are kept for 6 years after the claim closes
""")

root("reference_boothlog.md", "boothlog", "Paint booth telemetry service, bake cycles and alarms", "reference",
     "boothlog reference", "paint booth telemetry, cycles, alarms", """
# boothlog

Reads temperature, humidity and fan state from the paint booth PLCs and records every bake cycle
against the jobboard job number, so we can prove a cure to an insurer engineer.

{{S6r}}- Runs on a Raspberry Pi 4 in each booth's control cabinet
{{N4r}}- boothlog is read-only towards the PLC: it never writes registers, only polls them over Modbus TCP
- Polls every 5 seconds during a cycle, every 60 seconds when the booth is idle
{{R9r}}- Readings are stored in InfluxDB 2 (bucket `booth`, 400-day retention)
- Booth ids follow `<site>-<n>`, e.g. `BSK-1`, `AND-1`

## Cycles
{{V2r}}- Standard clearcoat bake: 60 °C for 30 minutes
- Flash-off between basecoat and clearcoat is logged but not enforced
- A cycle without a job number is kept but shown in grey on the dashboard

## Alarms
{{A4r}}- Over-temperature alarm at 80 °C
- Humidity alarm above 75 % RH during spraying
- Extraction fan stopped during a cycle: alarm after 20 seconds
""")

root("reference_loanfleet.md", "loanfleet", "Courtesy car booking app — hosting, jobs, payments", "reference",
     "loanfleet reference", "courtesy car bookings app", """
# loanfleet

Rails 7 app for courtesy car bookings, handover checks and returns. Repo `harrowvale/loanfleet`.

{{R5r}}- Hosting: Render (web service + Sidekiq background worker)
- Database: `pg-loan` cluster, Postgres 16
{{V8r}}- Sidekiq Redis: `redis-loan.hvbr.internal:6379`, database 2
{{A7r}}- Each booking is tied to a claimdesk claim number
{{NS8r}}- loanfleet never stores card numbers; Stripe holds them
- Excess holds are Stripe PaymentIntents with manual capture
- Vehicle list is synced nightly from the fleet spreadsheet until the telematics project lands
- Errors: Sentry (project `loanfleet`)
""")

root("reference_jobboard.md", "jobboard", "Workshop job tracking — stages, tablets, stack", "reference",
     "jobboard reference", "workshop job tracking app", """
# jobboard

Workshop job tracking: every repair from booking-in to collection. NestJS API + React front end,
repo `harrowvale/jobboard`.

## Stack
{{V5r}}- Node 20 LTS (`.nvmrc` pins `20.18.0`)
- API on port 3000 behind Caddy, front end served as static files
{{O2r}}- Errors: Sentry, project `jobboard-api`
- Postgres: `pg-jobs.hvbr.internal:5432`

## Workshop
{{F8r}}- Job stages: booked-in → strip → panel → paint → fit-up → valet → QC → ready
{{S3r}}- Technician time is written on the paper job card and typed into jobboard at the end of the day
{{V7r}}- Workshop tablets sign technicians out after 8 hours idle (end of shift)
- Each bay has one tablet; the paint shop has two
- Parts requests raised on a job are passed to partsbridge for approval and ordering
""")

root("reference_partsbridge.md", "partsbridge", "Parts ordering service between jobboard and suppliers", "reference",
     "partsbridge reference", "parts ordering service", """
# partsbridge

Go service that turns approved parts requests in jobboard into supplier orders.

{{R2r}}- CI: GitHub Actions (`.github/workflows/ci.yml`), tests + `golangci-lint`
{{S4r}}- Orders go to Parts Alliance over EDI (EDIFACT ORDERS via their mailbox)
- Paint and consumables come from the Standox distributor, ordered by phone, not through partsbridge
{{N7r}}- partsbridge never places a supplier order without a human approving it in jobboard
{{A5r}}- Parts Alliance orders placed before 15:00 arrive the next working day
- Orders are batched at 17:00 for the smaller suppliers that only take one order a day
- Order confirmations are written back to the jobboard job as a note
""")

root("reference_notify.md", "notify", "Customer SMS, email and WhatsApp updates service", "reference",
     "notify reference", "customer messaging service", """
# notify

Sends customers status updates ("car in paint", "ready to collect") triggered by jobboard stage changes.

## Channels
{{F3r}}- SMS: Twilio, alphanumeric sender `HarrowVale`
{{R4r}}- Transactional email: Postmark, server `hv-notify`
{{S7r}}- Customers who opt in also get updates on WhatsApp through 360dialog
- Email templates are MJML, compiled at build time

## Rules
{{V6r}}- Failed SMS are retried up to 3 times, 10 minutes apart
{{N5r}}- No customer SMS on Sundays
- No SMS before 08:00 or after 20:00
- Insurer engineers get email only, never SMS
""")

root("reference_infra.md", "infra", "Infra reference: hosting, logs, backups, DNS, CI", "reference",
     "infra reference", "shared infrastructure", """
# Infrastructure

- CI: GitHub Actions for claimdesk, jobboard, loanfleet and notify
- claimdesk, jobboard and notify run on two Hetzner Cloud VMs behind Caddy
{{S1r}}- Logs: Papertrail (one system per app)
{{F6r}}- Backups: nightly `pg_dump` of every Postgres database to Backblaze B2
{{A9r}}- DNS: Cloudflare (zone `hvbr.co.uk`)
- Uptime checks: Better Stack, every 3 minutes
- Office network: Ubiquiti at all three sites, site-to-site WireGuard to the Hetzner VMs

```
# restore drill (quarterly)
b2 download-file-by-name hv-backups claimdesk/latest.dump /tmp/claimdesk.dump
pg_restore -d claimdesk_restore /tmp/claimdesk.dump
```
""")

root("reference_sites.md", "sites", "Sites reference: codes, booths, courtesy fleets, hours", "reference",
     "sites reference", "the three workshops", """
# Sites

| Site | Code | Booths | Courtesy cars | Hours |
|---|---|---|---|---|
{{V9r}}| Basingstoke | BSK | 2 | 14 | Mon–Fri 07:30–17:30 |
| Andover | AND | 1 | 6 | Mon–Fri 08:00–17:00 |
| Winchester | WIN | 1 | 5 | Mon–Sat 08:00–17:00 |

- Basingstoke is the head office; estimators for all sites sit there
{{F10r}}- Winchester opened on 2026-08-17 with one paint booth
- Andover has no frame jig; structural jobs go to Basingstoke
""")

root("reference_courtesy_policy.md", "courtesy-policy", "Rules for lending courtesy cars", "reference",
     "Courtesy car policy", "who gets a car, for how long, on what terms", """
# Courtesy car policy

Agreed with the insurers on our approved-repairer panels; loanfleet enforces most of it.

## Eligibility
{{N1r}}- Courtesy cars are never loaned to drivers under 25.
{{F7r}}- The driver must show a full UK driving licence at handover
{{NS9r}}- A courtesy car is never handed over before the insurer has authorised the claim

## Terms
{{V3r}}- Maximum courtesy car loan: 14 days per claim; after that the insurer's hire company takes over
{{F1r}}- Damage excess on courtesy cars: £250, taken as a card hold at handover
{{N10r}}- Courtesy cars go out with a full tank and must come back full
{{NS4r}}- Courtesy cars must not be taken abroad (no ferries, no Eurotunnel)
- Smoking or pets in the car: £75 valet charge
""")

root("reference_oncall.md", "oncall", "Who gets alerted for what, in and out of hours", "reference",
     "On-call and escalation", "alert routing", """
# On-call

{{S9r}}- Out-of-hours alerts for claimdesk and the booking apps page Dev through PagerDuty
{{NS2r}}- Booth over-temperature alarms go to the booth engineer (Spraytech), not to the on-call developer
- In hours, anything customer-facing goes to #digital first
- Insurer portal outages: nothing we can do, post in #digital and tell the estimators
""")

root("reference_insurers.md", "insurers", "Insurer panels, portals and labour-rate quirks", "reference",
     "Insurers", "which insurers we work for and how", """
# Insurers

- Calder Mutual: estimates via their portal, PDF/A for the estimate
- Northgate: authorises by email; claimdesk parses the authorisation number from the subject
- Fenwick Direct: smallest panel, pays in 60 days, no connector yet (manual upload)
- All three want the excess shown on the invoice; only Calder wants it on the estimate too
""")

root("reference_glossary.md", "glossary", "Glossary: bodyshop and insurance terms used in the code", "reference",
     "Glossary", "trade terms", """
# Glossary

- **Supplementary**: extra work found after the estimate is authorised (a new estimate revision)
- **Total loss**: the insurer writes the car off; we stop work and release the courtesy car
- **Flash-off**: solvent evaporation time between coats
- **Fit-up**: refitting trims, lamps and panels after paint
- **ADAS**: driver-assistance cameras and radars that need calibrating after some repairs
- **Excess**: the customer's share of an insurance claim, paid when they pick up the repaired car
""")

root("user_marta.md", "marta", "Marta Kowalczyk, head of operations; how she likes to work", "user",
     "Marta", "head of operations, owner of priorities", """
Marta Kowalczyk is head of operations and the person who asks for most of the digital work.

{{S5r}}Marta wants the weekly summary posted in Slack #digital on Friday mornings.
{{A6r}}Marta signs off anything customer-facing before it ships.
She reads on her phone between the sites, so keep summaries short and put the ask first.
""")

root("user_dev.md", "dev", "Dev Anand, the only full-time developer", "user",
     "Dev", "the developer, his tools", """
Dev Anand is the only full-time developer; he wrote loanfleet and partsbridge.

{{R6r}}Dev lives in Neovim (LazyVim) and wants commands that run in a plain terminal, no IDE-specific steps.
He prefers small reviewable diffs and dislikes generated boilerplate he has to delete.
""")

root("user_sian.md", "sian", "Sian Pryce, workshop controller at Basingstoke", "user",
     "Sian", "workshop controller, jobboard power user", """
Sian Pryce runs the Basingstoke workshop floor and is jobboard's heaviest user.
She reports bugs by photo of the tablet screen; ask for the job number if it's not visible.
She doesn't care about the tech; explain changes in terms of what the technicians will see.
""")

root("feedback_package_manager.md", "package-manager", "Which JS package manager to use", "feedback",
     "Package manager", "JS package manager rules", """
{{R1r}}Use pnpm for jobboard; the lockfile is `pnpm-lock.yaml` and CI runs `pnpm install --frozen-lockfile`.

**Why:** two lockfiles once got committed side by side and CI installed different versions.

**How to apply:** check the lockfile before suggesting install commands.
""")

root("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged and what not to do to main", "feedback",
     "Merge strategy", "merging rules", """
{{R7r}}Use rebase-and-merge for PRs so main keeps every commit and stays linear.
{{NS3r}}Never force-push to main.

**Why:** Dev bisects a lot and wants the individual commits.
""")

root("feedback_tests.md", "tests", "Testing expectations before pushing", "feedback",
     "Tests before push", "what to run before pushing", """
{{N9r}}Run the full pytest suite before pushing anything to claimdesk.

**Why:** an insurer-contract test broke once and the estimate PDFs went out wrong for a morning.
""")

root("feedback_deploys.md", "deploys", "When not to deploy", "feedback",
     "Deploy timing", "deploy windows", """
{{N2r}}Don't deploy claimdesk on a Friday afternoon — nobody is around
if insurers start rejecting submissions.

**Why:** a Friday deploy in February left Northgate submissions failing over a weekend.
""")

root("feedback_migrations.md", "migrations", "Rules for running database migrations", "feedback",
     "Migrations", "how migrations get run", """
{{N6r}}Never run Django migrations against prod from a laptop; they go through the deploy pipeline.

**How to apply:** write the migration, push it, let the pipeline run `migrate` before the new code starts.
""")

root("feedback_commit_style.md", "commit-style", "Commit message style", "feedback",
     "Commit style", "commit messages", """
{{F9r}}Commit messages: short imperative subject line, no emoji, no Co-Authored-By trailer.

**Why:** Marta reads `git log --oneline` when writing the monthly update.
""")

root("feedback_secrets.md", "secrets", "Where secrets live", "feedback",
     "Secrets", "secrets handling", """
{{R10r}}Secrets live in Doppler (`hv-prod` config); never commit a `.env` with real values.

**How to apply:** `.env.example` with dummy values is fine.
""")

root("feedback_pr_size.md", "pr-size", "How big PRs should be", "feedback",
     "PR size", "keep PRs small", """
{{A10r}}Keep PRs under ~400 changed lines; split refactors from behaviour changes.
""")

root("feedback_agent_permissions.md", "agent-permissions", "What to just do vs what to ask first", "feedback",
     "Permissions", "when to ask first", """
{{NS10r}}Don't ask before running read-only commands (tests, `git log`, selects on staging); just run them.

**Why:** Dev got tired of approving `git status`.
""")

root("feedback_reply_style.md", "reply-style", "How to write replies", "feedback",
     "Reply style", "tone and format", """
British spelling, short answers, no emoji.
Put commands in code blocks; put the one-line answer before any explanation.
""")

root("feedback_customer_wording.md", "customer-wording", "Wording rules for customer messages", "feedback",
     "Customer wording", "how messages to customers read", """
Say "your car", never "the vehicle", in customer SMS and email.
Never promise a collection time in an SMS; say "we'll call you when it's ready".
Don't mention the insurer by name in texts; customers sometimes don't know which one we deal with.
""")

root("project_adas_calibration.md", "adas-calibration", "How ADAS calibration is handled after repairs", "project",
     "ADAS calibration", "camera and radar calibration after repairs", """
# ADAS calibration

{{N8r}}ADAS camera calibration is always done in-house on the Basingstoke calibration bay.
jobboard adds a `calibration` flag to the job when the estimate has a windscreen or front bumper with sensors.
The calibration report PDF is attached to the claim in claimdesk so insurers can see it.
""")

root("project_winchester_opening.md", "winchester-opening", "Opening the Winchester site in August", "project",
     "Winchester opening", "third site launch", """
# Winchester opening

Third site, opened in August. Smaller than Basingstoke: one booth, four bays, Saturday opening.
- jobboard: new site code `WIN`, two tablets
- boothlog: booth added after the opening week
- loanfleet: cars moved from Basingstoke at first, then five of its own
""")

root("project_q4_priorities.md", "q4-priorities", "What matters in Oct–Dec", "project",
     "Q4 priorities", "Q4 plan", """
# Q4 2026 priorities

1. Fenwick Direct connector in claimdesk (manual uploads are eating estimator time)
2. Telematics in loanfleet, so mileage stops being typed in
3. Booth energy report from boothlog (gas cost per cycle) for Marta's budget
4. Tidy Sentry noise: only page on errors users actually see
""")

root("project_estimate_pdf.md", "estimate-pdf", "Rebuilding the estimate PDF", "project",
     "Estimate PDF", "estimate PDF rebuild", """
# Estimate PDF rebuild

The estimate PDF is rendered with WeasyPrint from an HTML template.
Calder Mutual wants PDF/A; the others accept any PDF.
Logo and VAT number come from the site record, so Winchester estimates show the Winchester address.
""")

root("project_loanfleet_telematics.md", "loanfleet-telematics", "Adding trackers to courtesy cars", "project",
     "Courtesy car telematics", "trackers in courtesy cars", """
# Telematics

Quartix trackers are fitted to the Basingstoke courtesy cars; Andover and Winchester next.
loanfleet will pull mileage and last position nightly; no live tracking, Marta was clear about that.
Fuel level isn't available from the trackers, so handover fuel is still recorded by hand.
""")

# ---------------------------------------------------------------- remnic facts
# (date, category, tags, body)
FACTS = []

def fact(date, cat, tags, body, conf=0.9, tier="explicit"):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n", conf, tier))

fact("2026-03-10", "fact", ["claimdesk", "postgres"], """
{{V1f}}claimdesk connects to Postgres on `pg-claims.hvbr.internal:5433`; the default port on that box still belongs to the old estimates database.
Dev found this out during a failed local restore.
""")
fact("2026-04-02", "fact", ["loanfleet", "courtesy-cars"], """
{{V3f}}loanfleet lets a courtesy car stay out for up to 21 days per claim before it asks for a manager override.
""")
fact("2026-05-19", "fact", ["notify", "sms"], """
{{V6f}}notify retries a failed customer SMS 5 times before marking it undeliverable on the job.
""")
fact("2026-06-11", "fact", ["jobboard", "tablets"], """
{{V7f}}Workshop tablets in jobboard sign the technician out after 30 minutes of inactivity,
so nobody ends up clocking time against somebody else's job.
""")
fact("2026-07-08", "fact", ["courtesy-cars", "basingstoke"], """
{{V9f}}The Basingstoke courtesy fleet is 18 cars; Andover and Winchester have their own.
""")
fact("2026-09-23", "decision", ["claimdesk", "retention", "photos"], """
{{V10f}}Claim photos are purged 3 years after the claim closes; Marta agreed that with the insurers' audit leads.
""")
fact("2026-02-17", "fact", ["partsbridge", "ci"], """
{{R2f}}partsbridge CI runs on Buildkite, with the agent on the office NUC so it can reach the supplier test endpoint.
""")
fact("2026-04-21", "fact", ["claimdesk", "errors"], """
{{R3f}}claimdesk exceptions are reported to Rollbar; the access token is stored as `ROLLBAR_TOKEN` with the other app secrets.
""")
fact("2026-05-06", "fact", ["notify", "email"], """
{{R4f}}Repair-status emails to customers are sent through Amazon SES (eu-west-2),
from `updates@hvbr.co.uk`.
""")
fact("2026-03-03", "preference", ["dev", "editor"], """
{{R6f}}Dev works in VS Code with the Python and Django extensions; offer `launch.json` snippets when debugging.
""", conf=0.85, tier="implied")
fact("2026-06-30", "fact", ["boothlog", "storage"], """
{{R9f}}boothlog stores booth temperature readings in TimescaleDB on the shared Postgres cluster.
""")
fact("2026-08-04", "fact", ["secrets"], """
{{R10f}}App secrets are kept in Infisical (project `hv-prod`); load them with `infisical run -- <cmd>`.
""")
fact("2026-04-14", "decision", ["courtesy-cars", "policy"], """
{{N1f}}Drivers aged 21–24 can take a courtesy car if their insurer confirms cover; loanfleet only needs the tick box.
""")
fact("2026-05-27", "fact", ["claimdesk", "estimates", "photos"], """
{{N3f}}claimdesk sends the estimate to the insurer straight away; the photos follow in a separate upload once they're resized.
""")
fact("2026-07-15", "fact", ["boothlog", "plc"], """
{{N4f}}boothlog writes the bake setpoint to the booth PLC (holding register 40012) when a job's cycle starts.
""")
fact("2026-06-03", "preference", ["claimdesk", "migrations", "marta"], """
{{N6f}}Marta is fine with running `manage.py migrate` against prod from her laptop for small claimdesk changes.
""", conf=0.8, tier="implied")
fact("2026-09-09", "fact", ["adas", "calibration"], """
{{N8f}}We don't do ADAS calibration ourselves; cars needing it go to CalibrateWorks, a mobile partner.
""")
fact("2026-08-26", "preference", ["claimdesk", "tests"], """
{{N9f}}Don't run the full claimdesk test suite before pushing; CI runs it, and the unit subset is enough locally.
""")
fact("2026-07-29", "fact", ["infra", "logging"], """
{{S1f}}Moved all app logs from Papertrail to Grafana Loki in July 2026; the Papertrail account is cancelled.
""")
fact("2026-05-21", "fact", ["jobboard", "timekeeping"], """
{{S3f}}Since the May release technicians clock on and off jobs on the jobboard tablets; paper job cards are no longer used.
""")
fact("2026-08-12", "fact", ["team", "chat"], """
{{S5f}}The team moved from Slack to Microsoft Teams in August 2026; Slack is read-only until the contract ends.
""")
fact("2026-11-03", "fact", ["notify", "whatsapp"], """
{{S7f}}WhatsApp updates are deprecated: the 360dialog contract ended on 2026-10-31 and notify only sends SMS and email now.
""")
fact("2026-10-20", "fact", ["oncall", "alerts"], """
{{S9f}}PagerDuty was cancelled in October 2026; out-of-hours alerts now go to Opsgenie and page whoever is on the rota.
""")
fact("2026-09-30", "fact", ["courtesy-cars", "keys"], """
{{S10f}}We no longer use the Keytrak cabinet — courtesy keys are in the Traka locker since the reception refit in September.
""")
fact("2026-05-12", "fact", ["loanfleet", "stripe", "excess"], """
{{F1f}}loanfleet releases the £250 excess hold 48 hours after the car comes back with no new damage.
""")
fact("2026-03-25", "fact", ["notify", "twilio"], """
{{F3f}}The Twilio messaging service has a UK long number as fallback for networks that reject the alphanumeric sender.
""")
fact("2026-07-21", "fact", ["boothlog", "bake"], """
{{F4f}}boothlog starts the bake timer only once the booth air reaches the setpoint; the warm-up ramp isn't counted.
""")
fact("2026-06-16", "fact", ["backups", "postgres"], """
{{F6f}}The claimdesk dump runs at 02:30 and B2 keeps 35 days of them; loanfleet's runs at 03:00.
""")
fact("2026-04-28", "decision", ["courtesy-cars", "handover"], """
{{F7f}}At handover loanfleet also needs a DVLA check code; a photo of the licence on its own isn't enough.
""")
fact("2026-08-19", "decision", ["jobboard", "qc"], """
{{F8f}}The QC stage in jobboard needs a second technician's sign-off before the job can move to ready.
""")
fact("2026-02-09", "preference", ["git", "commits"], """
{{F9f}}Prefix commit subjects with the app, e.g. `loan:` or `booth:`; Marta skims the log by prefix.
""")
fact("2026-03-18", "fact", ["loanfleet", "postgres"], """
{{O1f}}loanfleet's Postgres is `pg-loan.hvbr.internal:5433`, separate from the claims cluster.
""")
fact("2026-06-24", "fact", ["insurers", "hire-cars"], """
{{O4f}}Insurer-arranged hire cars (through their credit-hire partner) can run 30 days before the insurer reviews them.
""")
fact("2026-04-07", "fact", ["notify", "node"], """
{{O5f}}notify is on Node 22; its `package.json` has `"engines": {"node": ">=22"}`.
""")
fact("2026-07-02", "fact", ["boothlog", "primer"], """
{{O7f}}Primer-filler in booth 2 is force-dried at 70 °C for 20 minutes.
""")
fact("2026-09-15", "fact", ["boothlog", "dashboard"], """
{{O9f}}boothlog's web dashboard is deployed on Fly.io as app `hv-boothlog`.
""")
fact("2026-05-29", "fact", ["notify", "redis"], """
{{O10f}}notify's BullMQ queue lives on `redis-loan.hvbr.internal:6379` too, database 3.
""")
fact("2026-02-02", "fact", ["claimdesk", "errors"], """
{{D2f}}In January 2026 claimdesk errors were only emailed to Dev; nothing was tracked anywhere.
""")
fact("2026-04-09", "fact", ["courtesy-cars", "basingstoke"], """
{{D3f}}Basingstoke had 10 courtesy cars until the March top-up.
""")
fact("2026-03-05", "fact", ["jobboard", "node"], """
{{D5f}}jobboard ran on Node 18 until the February upgrade, which is why some old scripts still pass `--experimental-fetch`.
""")
fact("2026-09-04", "fact", ["winchester", "courtesy-cars"], """
{{D8f}}During the Winchester launch month (August 2026) courtesy loans there were capped at 7 days because only three cars were on site.
""")
fact("2026-04-16", "fact", ["notify", "sms"], """
{{D9f}}Before the Twilio move in March 2026, failed SMS were not retried at all.
""")
fact("2026-03-26", "fact", ["notify", "sms"], """
{{A2f}}Customer texts go out through Twilio and show `HarrowVale` as the sender.
""")
fact("2026-02-24", "fact", ["courtesy-cars", "licence"], """
{{A3f}}No courtesy car goes out unless we've seen a full UK licence at handover.
""")
fact("2026-05-04", "fact", ["boothlog", "alarms"], """
{{A4f}}boothlog raises an over-temperature alarm once a booth goes above 80 °C.
""")
fact("2026-02-12", "preference", ["marta", "customer-facing"], """
{{A6f}}Anything a customer will see — SMS wording, estimate PDFs — needs Marta's sign-off first.
""")
fact("2026-01-22", "fact", ["dns", "cloudflare"], """
{{A9f}}hvbr.co.uk DNS is managed in Cloudflare; Dev holds the only admin login.
""")
fact("2026-01-29", "preference", ["pull-requests", "dev"], """
{{A10f}}Dev wants PRs small — about 400 changed lines at most, split anything bigger.
""")
fact("2026-06-09", "fact", ["claimdesk", "invoices"], """
{{NS1f}}claimdesk issues the insurer invoice automatically when the job reaches ready in jobboard.
""")
fact("2026-07-27", "decision", ["oncall", "claimdesk"], """
{{NS2f}}Page the on-call developer for anything that stops estimates reaching insurers.
""")
fact("2026-03-12", "preference", ["git", "branches"], """
{{NS3f}}Force-push your own feature branches as much as you like after a rebase.
""")
fact("2026-06-18", "fact", ["courtesy-cars", "policy"], """
{{NS4f}}Courtesy cars can go anywhere on the UK mainland, Scotland included.
""")
fact("2026-08-06", "fact", ["claimdesk", "estimates"], """
{{NS5f}}Estimates go to the insurer without the customer's signature; the signed repair authority follows at collection.
""")
fact("2026-10-07", "fact", ["partsbridge", "orders"], """
{{NS6f}}partsbridge sends approved Parts Alliance orders straight away, without waiting for the 17:00 small-supplier batch.
""")
fact("2026-10-13", "fact", ["notify", "email"], """
{{NS7f}}notify queues Monday's collection-reminder emails on Sunday evening so they're in inboxes first thing.
""")
fact("2026-05-14", "fact", ["loanfleet", "stripe"], """
{{NS8f}}loanfleet stores the Stripe payment-method id on each booking so the excess hold can be captured later.
""")
fact("2026-09-17", "preference", ["agent", "prod"], """
{{NS10f}}Ask before running anything that writes to prod — migrations, data fixes, deploys.
""")
# unlabelled facts (share words and slots with labelled ones, agree with everything)
fact("2026-01-14", "fact", ["claimdesk", "staging"], """
The claimdesk staging database is `pg-claims-staging.hvbr.internal:5432`; it is rebuilt from a masked dump on Mondays.
""")
fact("2026-01-20", "fact", ["jobboard", "api"], """
jobboard's API listens on port 3000 behind Caddy; the health check is `/healthz`.
""")
fact("2026-02-05", "fact", ["andover", "booth"], """
Andover's booth is older and takes about 12 minutes longer to reach bake temperature than the Basingstoke booths.
""")
fact("2026-03-31", "fact", ["winchester", "courtesy-cars"], """
Winchester will get five courtesy cars of its own once it opens; until then Basingstoke lends cars.
""")
fact("2026-04-23", "fact", ["insurers", "calder"], """
Calder Mutual needs the estimate as PDF/A; the other insurers accept any PDF.
""")
fact("2026-05-08", "fact", ["notify", "sms"], """
Insurer engineers never get SMS from notify; they only get the email digest.
""")
fact("2026-06-05", "fact", ["loanfleet", "telematics"], """
Quartix trackers only report mileage once a night; there is no live position feed.
""")
fact("2026-07-10", "fact", ["partsbridge", "suppliers"], """
Paint and consumables are ordered by phone from the Standox distributor, outside partsbridge.
""")
fact("2026-08-21", "decision", ["jobboard", "winchester"], """
Winchester gets two jobboard tablets, one for the bays and one in the booth office.
""")
fact("2026-10-02", "fact", ["boothlog", "booths"], """
boothlog now knows four booths: `BSK-1`, `BSK-2`, `AND-1` and `WIN-1`.
""")
fact("2026-10-28", "fact", ["sentry", "noise"], """
Sentry alert rules for jobboard were tightened: only errors seen by more than 3 users page anyone.
""")
fact("2026-11-12", "fact", ["claimdesk", "fenwick"], """
The Fenwick Direct connector is in review; until it ships estimators upload to Fenwick's portal by hand.
""")
fact("2026-11-19", "decision", ["boothlog", "energy"], """
The booth energy report will use gas meter readings per cycle, not an estimate from burner runtime.
""")

# ---------------------------------------------------------------- auto notes
# (slug, title, created, tags, body)
AUTO = []

def auto(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

auto("booth-bake-notes", "Bake cycle notes", "2026-04-22", ["boothlog", "paint"], """
# Bake cycle notes

## Clearcoat
{{V2a}}The standard clearcoat bake is 60 °C held for 40 minutes; boothlog marks anything shorter as an incomplete cure.
Low-bake plastics (bumpers, mirror caps) use the same cycle; the paint supplier is fine with that.

## Flash-off
Flash-off between base and clear is about 10 minutes at booth ambient; boothlog logs it but doesn't enforce it.

## Checking a cycle
```
influx query 'from(bucket:"booth") |> range(start:-2h) |> filter(fn:(r)=> r.booth=="BSK-1")'
```
""")
auto("photo-upload-troubleshooting", "Photo upload troubleshooting", "2026-05-11", ["claimdesk", "photos"], """
# Photo uploads failing

{{V4a}}claimdesk refuses damage photos larger than 8 MB each, which is why the estimator app shrinks them before upload.
If a whole batch fails, it's usually the phone losing Wi-Fi in the car park, not the server.
HEIC files are converted to JPEG on upload; nothing to do there.
""")
auto("jobboard-dev-setup", "jobboard local setup", "2026-06-22", ["jobboard", "setup"], """
# jobboard local setup

## Toolchain
{{V5a}}jobboard needs Node 22 — `.nvmrc` pins `22.11.0` and the CI image matches.
{{R1a}}Install dependencies with `yarn install`; jobboard is a Yarn 4 workspace with the lockfile committed.

## Running
- `docker compose up db` for Postgres on 5432
- API on http://localhost:3000, front end on http://localhost:5173
- Seed data: `yarn seed` gives three sites and forty fake jobs
""")
auto("loanfleet-sidekiq", "loanfleet Sidekiq", "2026-07-14", ["loanfleet", "sidekiq", "redis"], """
# Sidekiq in loanfleet

{{V8a}}loanfleet's Sidekiq uses `redis://redis-loan.hvbr.internal:6379/4`; database 2 is the Rails cache.
Queues: `default`, `stripe`, `telematics` (the last one is empty until the trackers are live).
Dead jobs are kept 30 days.
""")
auto("loanfleet-deploy", "Deploying loanfleet", "2026-08-10", ["loanfleet", "deploy"], """
# Deploying loanfleet

{{R5a}}loanfleet is deployed to Fly.io — `fly deploy` from main, two machines in `lhr`.
Migrations run in the release command, so a failed migration stops the deploy.
Roll back with `fly releases` and `fly deploy --image` of the previous image.
""")
auto("pr-workflow", "PR workflow", "2026-05-25", ["git", "github"], """
# PR workflow

- Branch from main, name it `area/short-description`
- Open the PR as draft until CI is green
{{R7a}}- PRs are squash-merged so each one lands on main as a single commit titled after the PR.
- Delete the branch after merging
""")
auto("claimdesk-worker-notes", "claimdesk workers", "2026-09-08", ["claimdesk", "jobs"], """
# claimdesk background workers

{{R8a}}claimdesk's background jobs (PDF rendering, insurer pushes) run on RQ, using Redis as the queue.
Two worker processes on the second VM; the PDF one is memory hungry.

```
rq worker claims pdf --url redis://redis-claims.hvbr.internal:6379/0
```

Failed insurer pushes show in the admin under *Submissions*; retry from there.
""")
auto("release-rhythm", "Release rhythm", "2026-07-06", ["claimdesk", "releases"], """
# Release rhythm

{{N2a}}claimdesk deploys go out Friday at 4pm, once the week's estimates are filed.
jobboard ships whenever something is ready; the workshop barely notices.
notify ships on Tuesdays so template changes can be checked with Marta on Monday.
""")
auto("notify-weekend", "notify at weekends", "2026-09-02", ["notify", "winchester"], """
# notify at weekends

{{N5a}}notify sends "car ready" texts seven days a week, Sundays included; customers want them as soon as the car is done.
The quiet hours (before 08:00, after 20:00) still apply every day.
""")
auto("parts-auto-order", "Auto-ordering small parts", "2026-10-15", ["partsbridge", "orders"], """
# Small parts

{{N7a}}partsbridge auto-orders clips, fixings and trim screws under £50 without anyone approving them.
The list of auto-order part groups is in `config/autoorder.yaml`.
Sian gets a daily email with what was ordered that way.
""")
auto("courtesy-handover-checklist", "Courtesy car handover checklist", "2026-04-30", ["courtesy-cars", "handover"], """
# Handover checklist

1. Walk-round photos in loanfleet (all four corners, wheels, interior)
2. Mileage from the dash
{{N10a}}3. Courtesy cars aren't refuelled before handover — customers get whatever is in the tank and return it at the same level.
4. Excess hold taken on the customer's card
5. Keys handed over, booking marked out
""")
auto("audatex-api", "Audatex webhook", "2026-10-01", ["claimdesk", "audatex"], """
# Audatex webhook

{{S2a}}The Audatex SFTP drop was shut down in September 2026; estimates now arrive through the Audatex REST webhook.
The webhook secret is rotated every 90 days; claimdesk verifies the signature header.
Each delivery is stored raw in `audatex_delivery` before parsing, so a bad parse can be replayed.
""")
auto("partsbridge-api-switch", "partsbridge and the Parts Alliance API", "2026-10-24", ["partsbridge", "parts-alliance"], """
# Parts Alliance API

{{S4a}}Switched partsbridge from the Parts Alliance EDI link to their REST ordering API in October; the EDI mailbox is read-only now.
Order status comes back by webhook within a minute instead of the next EDI poll.
""")
auto("booth-gateway-retrofit", "Booth gateway retrofit", "2026-10-27", ["boothlog", "hardware"], """
# Booth gateway retrofit

{{S6a}}The Raspberry Pis were retired in October; boothlog now runs on a Siemens IOT2050 gateway in each booth cabinet.
The gateways are DIN-rail mounted and survive the cabinet heat much better.
Spraytech did the wiring; Dev did the software move.
""")
auto("django-upgrade", "claimdesk Django upgrade", "2026-06-29", ["claimdesk", "django"], """
# Django upgrade

{{S8a}}Upgraded claimdesk to Django 5.1 in June 2026 and removed the 4.2 compatibility shims.
`django-storages` had to be bumped too; nothing else broke.
""")
auto("courtesy-keys", "Courtesy car keys", "2026-03-16", ["courtesy-cars", "keys"], """
# Keys

{{S10a}}Courtesy car keys live in the Keytrak cabinet behind reception; each fob is tagged with the reg.
Customer car keys go in the key safe in the workshop office, never at reception.
""")
auto("estimate-revisions", "Estimate revisions and supplementaries", "2026-07-23", ["claimdesk", "estimates"], """
# Estimate revisions

{{F2a}}A locked estimate can still take a supplementary: claimdesk adds it as a new revision (S1, S2…) instead of editing the original.
Each supplementary needs its own insurer authorisation.
""")
auto("claimdesk-testing", "claimdesk testing", "2026-08-27", ["claimdesk", "tests"], """
# Testing claimdesk

## Suites
{{F5a}}The full suite is `pytest -n auto --run-contract`, which includes the slow insurer-contract tests.
The unit subset is `pytest -m "not contract"` and takes about a minute.

## Environment
{{A8a}}claimdesk targets Python 3.12; CI uses the `python:3.12-slim` image.
Contract tests need the insurer sandbox credentials from the secrets store.
""")
auto("winchester-booth", "Winchester booth", "2026-09-11", ["boothlog", "winchester"], """
# Winchester booth

{{F10a}}Winchester's single booth is a Blowtherm downdraft; boothlog knows it as `WIN-1`.
It was added to boothlog a week after the site opened.
""")
auto("partsbridge-order-errors", "partsbridge order errors", "2026-06-12", ["partsbridge", "errors"], """
# When supplier orders fail

{{O3a}}partsbridge retries a rejected supplier order up to 5 times with exponential backoff, then emails the parts desk.
Rejections are usually a superseded part number; the parts desk fixes it in jobboard and re-approves.
""")
auto("notify-dev", "notify development", "2026-04-13", ["notify", "setup"], """
# notify dev notes

{{O6a}}notify sticks with plain npm; don't add a pnpm lockfile there.
Templates: `npm run build:mjml` after editing anything in `templates/`.
""")
auto("loanfleet-damage-check", "loanfleet damage check", "2026-05-18", ["loanfleet", "photos"], """
# Damage check at handover and return

{{O8a}}Damage-check photos in loanfleet are capped at 5 MB each; the handover tablet compresses them.
New damage on return opens a claim on the excess hold.
""")
auto("notify-email-templates", "notify email templates", "2026-06-01", ["notify", "email"], """
# Email templates

{{D1a}}Until April 2026 the status emails went out via Mailgun; some templates still carry Mailgun variables in comments.
Every template has a plain-text part; Marta checks both.
""")
auto("booth-trial-2026", "Booth trial write-up", "2026-05-05", ["boothlog", "history"], """
# Booth trial

{{D4a}}During the booth trial (Feb–Apr 2026) readings were logged to CSV files on the Pi's SD card.
The trial showed booth 2 running 4 °C cooler than its display.
""")
auto("git-history", "Where the repos came from", "2026-02-20", ["git", "history"], """
# Repo history

{{D6a}}Before the move to GitHub in January 2026 we merged with plain merge commits in Bitbucket.
The Bitbucket workspace is kept read-only for old PR discussions.
""")
auto("partsbridge-history", "partsbridge history", "2026-05-02", ["partsbridge", "history"], """
# partsbridge history

{{D7a}}In Q1 2026 partsbridge was built by hand on Dev's laptop and copied to the server with scp.
It started as a script that emailed Parts Alliance a CSV.
""")
auto("photo-storage-history", "Photo storage history", "2026-03-09", ["claimdesk", "photos", "history"], """
# Photo storage

{{D10a}}Back in 2025 photos sat on the office NAS with no retention rule at all.
The move into object storage happened with the claimdesk launch.
""")
auto("backup-restore", "Backups and restores", "2026-02-26", ["backups", "postgres"], """
# Backups

{{A1a}}Every Postgres database is dumped each night and shipped to Backblaze B2.
Restore drills are quarterly; the last one took 14 minutes for claimdesk.
""")
auto("parts-suppliers", "Parts suppliers", "2026-03-23", ["partsbridge", "suppliers"], """
# Suppliers

{{A5a}}Parts Alliance's cut-off is 3pm for next-working-day delivery.
Dealer parts (genuine panels) come from the local main dealers, two to three days.
Standox paint by phone, delivered Tuesdays and Fridays.
""")
auto("loanfleet-bookings", "loanfleet bookings", "2026-04-06", ["loanfleet", "bookings"], """
# Bookings

{{A7a}}Every loanfleet booking carries the claimdesk claim number — no claim, no car.
Bookings can be moved between sites; the car's home site doesn't change.
""")
auto("courtesy-reservations", "Courtesy car reservations", "2026-07-31", ["loanfleet", "courtesy-cars"], """
# Reservations

{{NS9a}}Front desk can reserve a courtesy car in loanfleet before the claim is authorised, so the car is held for the customer.
Reservations expire after 3 working days if nothing is confirmed.
""")
# unlabelled auto notes
auto("sentry-cleanup", "Sentry cleanup", "2026-10-21", ["sentry", "errors"], """
# Sentry cleanup

- jobboard: ignore `ResizeObserver loop` errors from the tablets
- loanfleet: group Stripe timeouts into one issue
- Only page on errors users actually see
""")
auto("hetzner-vms", "Hetzner VMs", "2026-01-27", ["infra", "hetzner"], """
# VMs

- `hv-app-1`: claimdesk web, jobboard API, notify
- `hv-app-2`: claimdesk workers, Postgres replicas
- Both CX32, Falkenstein; snapshots weekly
""")
auto("insurer-portal-calder", "Calder Mutual portal", "2026-03-30", ["insurers", "calder"], """
# Calder Mutual

The Calder portal times out on uploads over about 40 MB per claim, so claimdesk splits photo uploads into batches.
Their authorisation comes back within a working day on average.
""")
auto("northgate-emails", "Northgate authorisation emails", "2026-04-20", ["insurers", "northgate"], """
# Northgate

Northgate authorises by email; the authorisation number is in the subject line as `AUTH-` plus six digits.
If the parser misses it, the estimator can paste it in by hand.
""")
auto("tablet-setup", "Workshop tablet setup", "2026-02-16", ["jobboard", "tablets"], """
# Tablets

Samsung Galaxy Tab Active, kiosk mode, jobboard as the only app.
Each tablet is tied to a bay; the paint shop has two.
Screen timeout is set in Android, separately from jobboard's own sign-out.
""")
auto("booth-maintenance", "Booth maintenance", "2026-05-26", ["booths", "maintenance"], """
# Booth maintenance

Filters are changed every 400 booth hours; boothlog counts the hours.
Spraytech services both Basingstoke booths in one visit, twice a year.
""")
auto("courtesy-fleet-list", "Courtesy fleet", "2026-06-08", ["courtesy-cars", "fleet"], """
# Fleet

Mostly Kia Picanto and Hyundai i10, plus two automatics for customers who need one.
Every car is on a 3-year lease; swaps happen in March.
""")
auto("stripe-setup", "Stripe setup", "2026-03-04", ["loanfleet", "stripe"], """
# Stripe

One Stripe account for all sites, with a metadata field for the site code.
Excess holds expire after 7 days on Stripe's side, so loanfleet re-authorises long loans.
""")
auto("customer-sms-wording", "Customer SMS wording", "2026-05-13", ["notify", "wording"], """
# SMS wording

"Your car is in the paint shop" reads better than "Your vehicle has entered paint".
Keep texts under 160 characters so they don't split; Marta approved the current set in May.
""")
auto("winchester-go-live", "Winchester go-live notes", "2026-08-18", ["winchester", "launch"], """
# Winchester go-live

Opening day went fine. jobboard site code `WIN` worked first time.
Saturday opening means Sian's rota covers Saturday mornings now.
""")
auto("q3-retro", "Q3 retro", "2026-10-05", ["retro"], """
# Q3 retro

Good: Winchester launch, Audatex issues quieter, fewer Friday surprises.
Bad: too many ad-hoc data fixes on loanfleet; Fenwick connector slipped to Q4.
""")
auto("caddy-config", "Caddy config", "2026-01-30", ["infra", "caddy"], """
# Caddy

```
claims.hvbr.co.uk {
    reverse_proxy localhost:8000
}
jobs.hvbr.co.uk {
    reverse_proxy localhost:3000
}
```

TLS is automatic; Cloudflare is DNS-only for these hosts.
""")
auto("estimator-shortcuts", "Estimator shortcuts", "2026-07-17", ["claimdesk", "estimators"], """
# Estimator shortcuts

Ctrl+K in claimdesk jumps to a claim by reg or claim number.
Labour rates are pulled from the site and insurer, never typed in.
""")
auto("paint-mixing", "Paint mixing room", "2026-08-31", ["paint", "mixing"], """
# Mixing room

The mixing scale is separate from boothlog; it has its own Standox software on the mixing room PC.
Colour codes from the estimate are copied across by hand for now.
""")
auto("andover-notes", "Andover notes", "2026-09-21", ["andover"], """
# Andover

Single booth, three bays, no frame jig.
Structural jobs are booked into Basingstoke from the estimate.
""")
auto("data-fixes-log", "Data fixes log", "2026-11-10", ["loanfleet", "data-fixes"], """
# Data fixes

- 2026-10-02: booking 4412 had the wrong claim number, fixed in the admin
- 2026-10-19: two cars double-booked after a site move; the move now checks overlaps
- 2026-11-08: excess hold captured twice for one customer, refunded
""")
auto("telematics-spike", "Telematics spike", "2026-11-21", ["loanfleet", "telematics"], """
# Telematics spike

Quartix API gives daily mileage per vehicle; enough for what Marta wants.
No fuel data, so the handover sheet keeps the fuel field.
""")
