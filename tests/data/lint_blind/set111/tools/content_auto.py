# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("timesheet-rounding", "How punchcard rounds clock times", "2026-03-11", ["punchcard", "timesheets"], """
Asked by the Coventry branch after a temp queried 7 minutes missing from a shift.

{V2b}punchcard rounds every clock event to the nearest 5 minutes before the timesheet is built.
The raw timestamps are kept on the clock event, so a disputed shift can always be re-checked.
Rounding is symmetric; we never round only in the agency's favour (that came up in an employment tribunal
at another agency and Sunita is firm on it).
""")

A("punchcard-local-setup", "punchcard local setup", "2026-04-02", ["punchcard", "dev-setup"], """
## Toolchain
{V4b}punchcard builds on Node 22; with Node 20 the `fetch`-based API tests fail.
`corepack enable` first, then install from the repo root.

## Running
- `docker compose up redis` for the local Redis on 6379
- API on :3000, PWA on :5173, kiosk build with `--mode kiosk`
- Seed temps and shifts with `scripts/seed.ts` (10 temps, 3 sites)
""")

A("onboarding-faq", "rtwcheck: questions candidates ask", "2026-05-19", ["rtwcheck", "support"], """
**Can I upload a photo of my passport?** Yes, a photo or a scan.
{V6b}Candidates can upload passport and BRP scans up to 25 MB each; bigger files are rejected by the bucket policy.

**How long does it take?** Most candidates finish in 15 minutes; the share code check itself is instant.

**Why do you need my bank details now?** So the first week's pay isn't delayed.
""")

A("shiftdesk-celery", "shiftdesk Celery workers", "2026-04-20", ["shiftdesk", "celery", "redis"], """
{V10b}Celery broker for shiftdesk is `redis://redis-sd.kestrel.internal:6380/0`; results are not stored.
- Beat schedule: offer expiry every minute, punchcard push every 10 minutes, AWR week count nightly
- Worker concurrency 4; the offer-expiry task must stay under 30 seconds
""")

A("holiday-pay-notes", "Holiday pay notes", "2026-07-14", ["payweek", "holiday-pay"], """
Summary of the holiday pay discussion with Sunita and the payroll team.

{V8b}Temps accrue holiday at 10.17% of hours worked; the balance shows on every payslip.
Holiday is taken in hours; temps request it through the branch, not the app.
Leavers are paid any untaken balance in their final week.
""")

A("shiftdesk-deploys", "Deploying shiftdesk", "2026-05-06", ["shiftdesk", "ci", "deploy"], """
{R2b}shiftdesk builds and tests on CircleCI; the config lives in `.circleci/config.yml`.
- A green build on `main` publishes the image to ECR
- Deploy is `make deploy ENV=production`, which updates the Fargate service
- Rollback: redeploy the previous image tag from the ECR list
""")

A("payslip-delivery", "How payslips reach temps", "2026-06-03", ["payweek", "payslips", "email"], """
{R4b}Payslips go out by email via Amazon SES from `payslips@kestrelstaffing.co.uk`.
- Sent Thursday evening after the payroll team signs off the run
{N9a}- Payslip PDFs are password-protected with the temp's date of birth
- Bounces land in a list the branches work through on Friday morning
- Temps without an email address get a printed payslip at the branch
""")

A("git-conventions", "Git conventions", "2026-02-09", ["git", "process"], """
## Branches
- `feature/<ticket>` and `fix/<ticket>`; no long-lived branches besides `main`

## Merging
{R6b}We rebase-merge into `main` so each commit survives in history; reviewers read commit by commit.
- Commit messages in the imperative, ticket number at the end
""")

A("billing-internals", "billing internals", "2026-08-25", ["billing", "database"], """
{R8b}billing keeps invoices in MySQL 8 on RDS; the finance reporting tool reads from a replica.
- Rate cards are versioned; an invoice always points to the rate card version it was priced with
- Jobs: nightly timesheet import, Tuesday invoice run, monthly statement run
""")

A("kiosk-tablets", "Site tablets", "2026-10-07", ["punchcard", "tablets", "kiosk"], """
{S3b}We switched the site tablets from Fully Kiosk Browser to Hexnode's kiosk mode in October; Fully is uninstalled.
- 46 tablets across client sites, all Samsung Galaxy Tab A9
- Hexnode pushes the punchcard kiosk URL and locks the home button
- A dead tablet gets swapped by the branch; spares are kept at Leicester and Coventry
""")

A("logging", "Where the logs are", "2026-06-18", ["infra", "logging"], """
{S5b}Papertrail was cancelled in May; all app logs ship to Grafana Cloud Loki now.
- Retention 30 days; payweek logs 90 days
- Dashboards: `shiftdesk-overview`, `punchcard-clock-events`, `payweek-run`
""")

A("temp-portal", "The temp portal", "2026-02-16", ["portal", "payslips", "temps"], """
{S7a}Temps download their payslips from the temp portal at portal.kestrelstaffing.co.uk/payslips.
They log in with their temp number and date of birth plus a one-time code by SMS.
The portal is a small Flask app that reads from payweek's payslip bucket.
""")

A("shiftdesk-db", "shiftdesk database", "2026-04-28", ["shiftdesk", "postgres"], """
{F3b}shiftdesk is on Postgres 15.6 (RDS, Multi-AZ, db.m6g.large).
- Nightly snapshot kept 14 days; point-in-time recovery enabled
- The read replica is for the reporting dashboards only
""")

A("breaks-and-wtr", "Breaks and the Working Time Regulations", "2026-03-24", ["punchcard", "breaks", "wtr"], """
{F2b}punchcard deducts a 30-minute unpaid break on any shift over 6 hours; a client can set its own break length per site.
Paid breaks (some hotels pay them) are set on the job order and never deducted.
Temps under 18 get the young-worker break rules; punchcard flags those shifts to the branch.
""")

A("invoicing-cycle", "Client invoicing cycle", "2026-05-12", ["billing", "invoices"], """
{F7b}billing issues client invoices every Tuesday for the previous Monday-to-Sunday week of approved timesheets.
- Late-approved timesheets go on the next Tuesday's invoice, marked as late
- Harbour Foods gets one invoice per site, everyone else one per client
""")

A("punchcard-pilot", "punchcard pilot write-up", "2026-02-20", ["punchcard", "pilot", "history"], """
{D2a}During the January 2026 pilot punchcard only ran at the two Harbour Foods sites in Leicester.
- 212 temps clocked in during the pilot; 9 needed help with the PWA
- Paper timesheets ran in parallel for the first two weeks
""")

A("terraform", "Terraform layout", "2026-03-03", ["infra", "terraform"], """
{A1b}Terraform state is kept in the `kestrel-tfstate` S3 bucket (locks in DynamoDB).
- `envs/prod` and `envs/staging`, shared modules in `modules/`
- Plans run in CI on every PR; apply is by hand after review
""")

A("domains-and-dns", "Domains and DNS", "2026-05-27", ["infra", "dns"], """
{A7b}All kestrelstaffing.co.uk DNS is managed in Cloudflare.
- The old kestrel-temps.co.uk domain redirects to the main site
- MX records point at Google Workspace
""")

A("testing-shiftdesk", "Testing shiftdesk", "2026-06-09", ["shiftdesk", "testing"], """
{A8b}shiftdesk tests build their data with factory_boy; the old JSON fixtures were deleted in June.
- `pytest -n auto` runs the suite in about 4 minutes
- Tests that hit the SMS gateway or the webhook sender use responses mocks
""")

A("branch-contacts", "Branch contacts for the dev team", "2026-09-01", ["branches", "contacts"], """
{A4b}Head office is the Leicester branch on Friar Lane; that's where the dev team and payroll sit.
- Coventry branch manager: Gail Morrow
- Burton branch manager: Tariq Hussain
""")

A("timesheet-approval", "Timesheet approval flow", "2026-04-15", ["punchcard", "timesheets"], """
{A10b}Client supervisors approve timesheets in punchcard; the branch only steps in for disputes.
Approval reminders go to supervisors on Monday at 07:00 and 09:00.
A timesheet nobody approves by the cut-off is chased by the branch by phone.
""")

A("payweek-dev-setup", "payweek local setup", "2026-05-21", ["payweek", "dev-setup"], """
{NS5b}Run payweek locally against the anonymised snapshot (`make seed-anon`); it has realistic pay data.
- `poetry install`, then `make test` (unit) and `make golden` (golden payslips)
- The local database runs in Docker on port 5434 so it never clashes with other projects
""")

A("staging-env", "Staging environment", "2026-07-22", ["staging", "env"], """
{N8b}For staging we commit `.env.staging` with the test API keys so a new dev can boot everything in one go.
- Staging data is reset from the anonymised snapshot every Sunday night
- Staging URLs: `*.staging.kestrelstaffing.co.uk`
""")

A("invoice-numbering", "Invoice numbering", "2026-04-09", ["billing", "invoices", "history"], """
{D4a}Until April 2026 invoice numbers were `SG-` plus five digits.
Credit notes use their own sequence; they never reuse an invoice number.
""")

A("northampton-closure", "Northampton branch closure", "2026-07-02", ["branches", "northampton"], """
{S9b}The Northampton branch closed on 2026-06-30; its clients are served from Coventry now.
- shiftdesk branch code NPT is archived, not deleted, so history stays searchable
- The two Brackmills site tablets were moved to Burton
""")

A("awr-faq", "AWR questions from branches", "2026-08-11", ["awr", "compliance"], """
- A temp moving to a different role at the same client starts a new qualifying count
- Sick leave pauses the count, it doesn't reset it
- The parity rate is on the job order; payweek just pays what the job order says
""")

A("peak-capacity-checklist", "Peak capacity checklist", "2026-10-20", ["peak", "infra"], """
- Raise the Fargate task count for the punchcard API from 2 to 4 on 1 November
- Check the SMS credit balance before the first Harbour Foods peak week
- Print spare QR badges for every site with more than 50 temps
""")

A("payroll-glossary-extra", "Payroll words the branches use", "2026-01-29", ["payroll", "glossary"], """
- "Holiday balance": hours of accrued holiday a temp can still take
- "Sub": an advance on wages; we don't do subs
- "Week in hand": we don't do that either; temps are paid the Friday after the week worked
""")

A("shift-offer-sms", "Shift offer texts", "2026-08-04", ["shiftdesk", "sms"], """
Shift offers are a single SMS with the site, the date, the start time and an accept link.
- The link opens the offer in the punchcard PWA if the temp is logged in
- Offers for night shifts mention the night premium if the job order has one
""")

A("vale-hotels-notes", "Vale Hotels account notes", "2026-06-25", ["clients", "vale-hotels"], """
- Banqueting temps need black trousers and shoes; the hotel provides the shirt
- The hotels send job orders by email; consultants key them into shiftdesk
- Housekeeping shifts usually start at 08:00 and run to 14:00
""")

A("harbour-foods-notes", "Harbour Foods account notes", "2026-03-17", ["clients", "harbour-foods"], """
- Night picking starts at 22:00; the site gate closes at 21:50
- Temps need safety boots from the first shift; the branch can lend a pair
- Harbour Foods wants weekly headcount forecasts by Thursday noon
""")

A("pagerduty", "PagerDuty setup", "2026-02-24", ["infra", "on-call"], """
- One schedule, `dev-oncall`, weekly rotation between Marcus and Joanna
- Escalation to Hannah after 30 minutes unacknowledged
- Low-urgency alerts go to Slack only
""")

A("bank-details-checks", "Bank details checks", "2026-06-30", ["rtwcheck", "payweek", "bank"], """
- Account and sort code pass a modulus check in rtwcheck before they reach payweek
- Changes to bank details after the first pay need a call-back from the branch
- Building society roll numbers go in the reference field
""")

A("ni-number-handling", "National Insurance numbers", "2026-05-02", ["payweek", "ni"], """
- A temp without an NI number can still be paid; the FPS goes with the date of birth and address
- Temporary NI numbers (TN prefix) are never accepted
""")
