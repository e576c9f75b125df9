# Root (Claude Code auto-memory) files. A line starting with {ID} is a claim line; the tag is stripped on build.
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("reference_shiftdesk.md", "shiftdesk", "Overview of shiftdesk, the booking system for client job orders and temp assignments", "reference",
  "shiftdesk overview", "what shiftdesk does, where it runs, its moving parts", """
shiftdesk is the core booking system: clients (or branch consultants on their behalf) raise job orders,
consultants fill them with temps, and temps get shift offers on their phone. Django app, one repo
(`kestrel/shiftdesk`), owned by Marcus Adeyemi.

## Runtime
{S6a}- Runs on Heroku (app `kestrel-shiftdesk`, 2 standard-2x web dynos, 1 worker)
{F3a}- Postgres 15
{V10a}- Redis for the Celery broker and cache: `redis-sd.kestrel.internal:6379`
{R2a}- CI: GitHub Actions (`.github/workflows/ci.yml`), required checks `test` and `lint`
{S10a}- Feature flags via LaunchDarkly (project `shiftdesk`, environments `staging` and `production`)

## Bookings
{V5a}- Minimum bookable shift: 4 hours
- Bookings can be made up to 8 weeks ahead; further out goes on the client's standing order
{NS7b}- shiftdesk books a temp who works consecutive days at the same site as one rolling booking, not one booking per day.
- A job order carries the pay rate and the charge rate; the margin is never shown to the temp
- Cancelled shifts inside 24 hours are still charged to the client at 4 hours (contract terms)

## Shift offers
{R3a}- Shift offers go out to temps by SMS through Twilio, with a link to accept
{F9a}- Unaccepted shift offers expire automatically
{N3a}- shiftdesk does not send shift offers to temps whose right-to-work check has expired
- Temps can set the days they are available in the app; offers respect that

## Integrations
{O2a}- Outbound webhooks to client systems retry up to 5 times, then alert #dev-alerts
- Accepted bookings are pushed to punchcard as expected shifts every 10 minutes
""")

R("reference_punchcard.md", "punchcard", "punchcard: timesheet capture on phones and site tablets", "reference",
  "punchcard overview", "clock-in app, site tablets, timesheet approval", """
punchcard is how temps clock in and out and how timesheets get built and approved. TypeScript monorepo
(`kestrel/punchcard`): a PWA for temps, a kiosk build for site tablets, and a Fastify API.

## Stack
{V4a}- Node 20 LTS, TypeScript, Fastify, React for the PWA
{R1a}- Package manager: pnpm (`pnpm-lock.yaml` is the source of truth)
- Redis for rate limiting and clock-event dedupe: `redis-pc.kestrel.internal:6379`
{O7a}- Errors: Sentry project `punchcard-web` (PWA and API share it)
{S3a}- Site tablets run the kiosk build inside Fully Kiosk Browser, locked to the punchcard URL
{D2b}- In use at every branch and at all client sites with five or more temps

## Clocking
{D7b}- Temps clock in by scanning their QR badge at the site tablet, or with the PWA on their own phone
{N7a}- Location permission is required to clock in from a phone
{NS6a}- Temps can't clock in earlier than 15 minutes before the booked start
{V2a}- Clock-in and clock-out times are rounded to the nearest 15 minutes

| Setting | Value |
|---|---|
{V9a}| Geofence radius | 150 m |
| Offline clock-event buffer | 72 hours |
| Tablet auto-lock | 2 minutes |

## Timesheets
{F2a}- Unpaid breaks are deducted automatically from the clocked time
{N2a}- Temps can edit a submitted timesheet from the app (the change is flagged to the supervisor)
{A10a}- Timesheets are approved by the client's site supervisor in punchcard
{N10a}- Temps can swap shifts with each other in the app; both sides have to accept
- Approved timesheets are locked and flow to payweek and billing
""")

R("reference_payweek.md", "payweek", "payweek: the weekly payroll engine (gross-to-net, BACS, RTI)", "reference",
  "payweek overview", "weekly payroll engine and its calendar", """
payweek turns approved timesheets into gross-to-net pay, payslips, the BACS file and the RTI FPS
submission. Python, repo `kestrel/payweek`.

## Stack
{O10a}- Python 3.11 (`.python-version` pins 3.11.9)
{V1a}- Database: `postgresql://payweek@pg-pay.kestrel.internal:5432/payweek`
{R9a}- Background jobs: Dramatiq with RabbitMQ (`amqp://mq.kestrel.internal:5672`)
{O8b}- CI: GitHub Actions; the `payroll-golden` job must pass before merge
{A5a}- National Minimum Wage table lives in `payweek/rates/nmw.yaml`

## Weekly calendar
{F1a}- Pay run is weekly; temps are paid on Friday
{V3a}- Timesheet cut-off for the weekly run: Monday 10:00
{D9b}- The BACS file goes to the bank on Wednesday for Friday pay
- The FPS goes to HMRC on or before pay day, never after

## Pay rules
{V8a}- Holiday pay accrues at 12.07% of hours worked
{N5a}- Hospitality temps get overtime at 1.5x for hours over 40 in a week
- Night premium and Sunday premium come from the client's job order, not from payweek config
- Student loan and postgraduate loan plans are read from the starter checklist

## Payslips
{R4a}- Payslip emails are sent through Postmark (server `payweek-payslips`)
{NS1a}- A payslip is never released without the holiday balance line
- Payslips are PDFs, one per temp per week, kept for 6 years
""")

R("reference_onboarding.md", "rtwcheck", "rtwcheck: candidate onboarding and right-to-work checks", "reference",
  "rtwcheck (onboarding) overview", "candidate onboarding, right-to-work, references", """
rtwcheck is the candidate onboarding app: application form, ID documents, right-to-work, references,
bank details and the starter checklist. Next.js repo `kestrel/rtwcheck`.

{A2a}- Owner: Sunita Bains (compliance)
{O3a}- Next.js 14 on Node 20
{R7a}- Hosted on Vercel (production project `rtwcheck-prod`)
{R5a}- Errors go to Sentry (project `rtwcheck`)
{V6a}- Max upload size for ID documents: 10 MB per file
{NS8a}- rtwcheck never keeps passport or BRP scans once the check is done
{F6a}- A right-to-work check must be completed before a temp's first shift
{S4a}- Candidate references are requested by email with a Word form attached
- Bank details are validated against the modulus check before they reach payweek
- Candidates who stop halfway get one reminder after 3 days, then nothing
""")

R("reference_billing.md", "billing", "billing: client invoicing from approved timesheets", "reference",
  "billing overview", "client invoices, charge rates, accounting export", """
billing turns approved timesheets into client invoices at the job order's charge rate. Python/Flask,
repo `kestrel/billing`, small and mostly batch jobs.

{R8a}- Postgres 16 for invoices, rate cards and credit notes
{O1a}- Database: `postgresql://billing@pg-pay.kestrel.internal:5432/billing` (shares the payroll server)
{V7a}- The nightly timesheet import from punchcard retries up to 3 times, then pages #billing-alerts
{F7a}- Client invoices are issued weekly
{D4b}- Invoice numbers are `KS-` followed by six digits
{S1a}- Invoices are exported to Sage 50 every night for the finance team
{N6a}- Invoices are emailed to clients automatically as soon as they are issued
{NS4a}- Clients are never invoiced for hours that are not on an approved timesheet
- Credit notes need an account manager's reason code
- Payment terms are 14 days for most clients and 30 for Harbour Foods
""")

R("reference_infra.md", "infra", "Infra map: AWS account, Terraform, DNS, secrets, logs, on-call", "reference",
  "Infrastructure", "where things run and who gets paged", """
## Accounts and regions
{F4a}- Production AWS account lives in eu-west-2 (London)
{A1a}- Terraform state in S3 bucket `kestrel-tfstate` with DynamoDB locking
{A7a}- DNS for kestrelstaffing.co.uk is on Cloudflare
{S2a}- Secrets live in HashiCorp Vault (`vault.kestrel.internal`), one path per app
{S5a}- Logs: Papertrail, one system per app, 7 days searchable

## On-call
{NS2b}- The on-call developer covers outages of shiftdesk, punchcard and payweek (PagerDuty rota, weekly handover on Monday)
- Paging hours are 05:00-23:00; overnight only payweek failures during pay week page anyone

## Handy commands
```
# connect to the payroll database from the bastion
psql postgresql://payweek@pg-pay.kestrel.internal:5432/payweek
redis-cli -h redis-sd.kestrel.internal -p 6380 ping
terraform -chdir=envs/prod plan
```
""")

R("reference_branches.md", "branches", "Branches: codes, addresses, hours, who answers the phones", "reference",
  "Branches", "branch codes and contacts", """
Kestrel Staffing works out of branches in the East Midlands and Warwickshire.

{A4a}- Leicester (LEI) is head office, 3 Friar Lane; payroll and the dev team sit here
- Coventry (COV): 21 Hertford Street, hospitality-heavy (hotels and stadium catering)
{S9a}- Northampton (NPT): 14 Gold Street, open Monday to Saturday, warehouse temps for Brackmills
{D10b}- Burton (BUR) phones are answered by the Burton team, 07:00-19:00
- Every branch has its own shiftdesk branch code and its own punchcard supervisor group
- Out-of-hours temp calls go to the duty phone, which rotates weekly between consultants
""")

R("reference_clients.md", "clients", "Key clients and what they book from us", "reference",
  "Key clients", "the big accounts and their quirks", """
## Warehouse
- Harbour Foods (Magna Park, Lutterworth): night picking and loading, 60-120 temps a night
- Lindqvist Home (Hinckley DC): peak-season packing, forklift (counterbalance) drivers
- Harbour Foods pays a night premium of £1.20/hour, set on the job order

## Hospitality
{A9a}- Vale Hotels: six hotels in Leicestershire, temps for housekeeping and banqueting
- Coventry stadium caterer: matchday kiosks and hospitality boxes, 40-80 temps per match
- Vale Hotels supervisors approve timesheets at the end of each shift, not weekly

## Notes
- Client newsletters are quarterly; the account managers write them, not the dev team
- Never share one client's charge rates with another client
""")

R("reference_glossary.md", "glossary", "Glossary: staffing and payroll terms used in memories", "reference",
  "Glossary", "AWR, RTI, FPS, BACS and friends", """
- AWR: Agency Workers Regulations; equal pay and conditions after the qualifying period
- RTI: Real Time Information, how payroll reports to HMRC each pay run
- FPS: Full Payment Submission, the RTI file sent on or before pay day
- BACS: the three-day bank payment cycle used for weekly pay
- Job order: a client's request for temps (role, site, dates, pay and charge rate)
- Charge rate: what the client pays per hour; pay rate: what the temp earns
- Share code: Home Office code a candidate gives us for an online right-to-work check
- Golden payslips: fixed test cases in payweek whose output must not change
""")

R("user_hannah.md", "hannah", "Hannah Reyes, head of operations and digital; how she likes to work", "user",
  "Hannah (head of ops and digital)", "who Hannah is and how to work with her", """
Hannah Reyes is head of operations and digital at Kestrel Staffing. She set up the dev team in 2025 and
still does branch visits most weeks.

{F10a}- Keep answers short; she reads them on her phone between branch visits
- She is not a developer but reads SQL and YAML fine
- Prefers a recommendation with one alternative rather than a list of options
""")

R("user_joanna.md", "joanna", "Joanna Pryce, developer (punchcard, rtwcheck)", "user",
  "Joanna (developer)", "Joanna's setup and preferences", """
Joanna Pryce joined in February 2026 and mostly works on punchcard and rtwcheck.

{R10a}- Editor: Neovim with a LazyVim setup; she wants diffs as plain unified patches
- Works four days a week, not Fridays
- Likes small PRs and a test per bug fix
""")

R("user_derek.md", "derek", "Derek Holt, payroll manager", "user",
  "Derek (payroll)", "who owns payroll sign-off", """
{S8a}Derek Holt runs the weekly payroll and approves every BACS file before it goes to the bank.
He is the person to ask about tax codes, student loans and attachment of earnings orders.
- Not technical; explain changes in terms of what a payslip will show
""")

R("user_marcus.md", "marcus", "Marcus Adeyemi, senior developer (shiftdesk, payweek, infra)", "user",
  "Marcus (senior dev)", "Marcus's areas and habits", """
Marcus Adeyemi is the senior developer; shiftdesk and the infra are his, and he reviews most payweek PRs.
- Uses PyCharm and likes runnable commands in answers
- Dislikes long PR descriptions; a bullet list of what changed is enough
""")

R("feedback_pr_workflow.md", "pr-workflow", "How PRs are reviewed and merged", "feedback",
  "PR workflow", "review and merge rules", """
{R6a}Squash-merge every PR into `main`; the PR title becomes the commit message.
{F5a}Every PR needs at least one approving review before merge.

**Why:** Hannah wants `main` readable by non-developers when something goes wrong on a Friday.

**How to apply:** write PR titles as if they were changelog lines; don't self-approve.
""")

R("feedback_testing.md", "testing", "Testing expectations before pushing", "feedback",
  "Testing", "what to run before pushing", """
{F8a}Run the tests before pushing, not just the linter.
{A8a}Use factory_boy factories, not fixtures, in shiftdesk tests.

**Why:** two broken `main` builds in February came from lint-only pushes.
""")

R("feedback_payroll_changes.md", "payroll-changes", "Rules for touching payweek and payroll data", "feedback",
  "Payroll changes", "when and how to change payroll code", """
{N1a}Never deploy payweek on a Wednesday: that's the day the BACS file is built and sent.
{NS2a}Payroll calculation errors go to the payroll team, not to the on-call developer.
{NS9a}Never re-run a closed pay week; corrections go into the next week's run as adjustments.

**Why:** a mid-run deploy in January produced two BACS files for the same week.

**How to apply:** check the calendar before suggesting a payweek release; ask before touching `rates/`.
""")

R("feedback_comms.md", "comms", "Where to post what in Slack", "feedback",
  "Slack etiquette", "channels for deploys, alerts, questions", """
{A3a}Post every deploy in #releases with the version and a one-line summary.
Questions about a client go to the branch channel (#br-lei, #br-cov, #br-bur), not #dev.
Alerts stay in #dev-alerts; don't cross-post them.
""")

R("feedback_migrations.md", "migrations", "Database migrations in shiftdesk", "feedback",
  "Migrations", "how schema changes get applied", """
{N4a}Run shiftdesk's Django migrations automatically as part of every deploy.
Keep migrations backwards compatible for one release so a rollback never needs a down-migration.
""")

R("feedback_secrets.md", "secrets", "Handling secrets and personal data", "feedback",
  "Secrets and personal data", "keys, env files, payroll data", """
{N8a}Never commit `.env` files with API keys to a repo, not even for staging.
{NS5a}Never copy production payroll data onto a laptop.
National Insurance numbers and bank details stay in the production database and its backups.

**Why:** temps' bank details are the most sensitive thing we hold.
""")

R("feedback_deploys.md", "deploys", "Who approves production deploys", "feedback",
  "Deploy approvals", "production deploy sign-off", """
{NS10b}Ask Hannah before any production deploy and wait for a thumbs-up in #releases.
Outside office hours, the on-call developer may deploy a fix for an outage and tell her afterwards.
""")

R("project_xero_migration.md", "xero-migration", "Move of billing's accounting export to Xero", "project",
  "Xero migration", "accounting system change for billing", """
{S1b}billing moved from Sage 50 to Xero on 2026-04-01; Sage is kept read-only for the auditors.
- Customer records were matched by company number; 14 duplicates were merged by hand
- Invoice PDFs now come from billing's own template, not Xero's
""")

R("project_shiftdesk_ecs_move.md", "shiftdesk-ecs-move", "Moving shiftdesk off its old PaaS", "project",
  "shiftdesk hosting move", "platform move, done in spring", """
{S6b}shiftdesk migrated off Heroku to ECS Fargate in March 2026; the Heroku app is deleted.
- Cut-over was on a Sunday night, 40 minutes of read-only mode
- Celery workers run as a separate Fargate service with two tasks
""")

R("project_rtw_references.md", "reference-requests", "Reworking how candidate references are collected", "project",
  "Reference requests rework", "how rtwcheck asks referees", """
{S4b}Reference requests no longer go out as Word attachments; since May rtwcheck sends referees a web form link.
- Referees get two reminders, 3 and 7 days after the first email
- Consultants see the reference status on the candidate card
""")

R("project_awr_tracking.md", "awr-tracking", "Tracking Agency Workers Regulations parity", "project",
  "AWR tracking", "making AWR week counts visible", """
{A6a}Temps reach AWR parity after 12 weeks in the same role with the same client.
- shiftdesk counts qualifying weeks per temp per hirer; breaks of up to 6 weeks pause the count
- The parity pay rate has to be on the job order before week 13 starts
""")

R("project_burton_launch.md", "burton-launch", "Opening the Burton branch", "project",
  "Burton launch", "new branch setup", """
- Burton serves the distribution parks along the A38 (mostly warehouse, some hotel work)
- New shiftdesk branch code BUR, new punchcard supervisor group, two tablets at Lindqvist Home's Burton site
- Burton temps go through the same rtwcheck onboarding as everyone else
""")

R("project_peak_season_2026.md", "peak-2026", "Preparing systems for the November-December peak", "project",
  "Peak season 2026", "peak-season capacity and freezes", """
- Code freeze for payweek from 1 December to 9 January, fixes only
- punchcard API scaled to four Fargate tasks for November and December
- Harbour Foods expects up to 180 temps a night in the two weeks before Christmas
""")

R("project_incident_double_pay.md", "incident-double-pay", "Incident: 31 temps paid twice in week 3", "project",
  "INCIDENT: double pay week 3", "what went wrong and the follow-ups", """
In week 3 (January 2026) 31 temps were paid twice because a second BACS file was generated after a
deploy restarted the run. Recovered via the bank's recall process within two days.
- Follow-up: payweek refuses to build a second BACS file for a week that already has one
- Follow-up: BACS file totals are checked against the run summary before upload
""")

R("reference_payroll_calendar.md", "payroll-calendar", "Payroll calendar: bank holidays, year end", "reference",
  "Payroll calendar", "bank holidays and year-end dates", """
- Tax year end: 5 April; the week 53 question comes up in years with 53 Fridays
- P60s go out by 31 May
- Christmas 2026: Friday 25 December is a bank holiday, so pay for that week moves to Thursday 24th
""")

R("reference_repos.md", "repos", "Repositories and who owns them", "reference",
  "Repositories", "repo list and owners", """
- `kestrel/shiftdesk`: Marcus
- `kestrel/punchcard`: Joanna
- `kestrel/payweek`: Marcus (payroll sign-off from the payroll team)
- `kestrel/rtwcheck`: Joanna, with Sunita for compliance rules
- `kestrel/billing`: Marcus
- `kestrel/infra`: Terraform and GitHub org settings
""")
