# remnic facts: list of (date, category, tags, body). Paths are derived in build.py.
FACTS = [
("2026-01-14", "fact", ["payroll", "history"], """
{D3a}In the 2025 peak season temps were paid fortnightly to cut BACS fees; it caused so many complaints that we went back.
"""),
("2026-01-21", "preference", ["hannah", "answers"], """
{F10b}Hannah likes short answers, but wants SQL written out in full when it touches payroll tables.
"""),
("2026-01-28", "decision", ["git", "review"], """
{NS3a}Don't squash your commits locally before review: reviewers want to see the steps you took.
"""),
("2026-02-03", "fact", ["punchcard", "package-manager"], """
{R1b}punchcard uses Yarn 4; run `yarn install --immutable` in CI and locally.
"""),
("2026-02-05", "fact", ["shiftdesk", "bookings"], """
{V5b}shiftdesk won't accept a booking shorter than 3 hours; clients asking for less get a manual quote from the branch.
"""),
("2026-02-11", "fact", ["payweek", "database"], """
{V1b}payweek connects to Postgres at `pg-pay.kestrel.internal:5433`; don't copy the port from another app's DSN.
"""),
("2026-02-12", "fact", ["payweek", "timesheets", "cut-off"], """
{V3b}Timesheets have to be approved by Monday 12:00 to make that week's pay run; anything later rolls into the next week.
"""),
("2026-02-18", "preference", ["joanna", "editor"], """
{R10b}Joanna edits in VS Code and likes suggested commands as VS Code tasks she can click.
"""),
("2026-02-19", "fact", ["billing", "retries", "punchcard"], """
{V7b}billing retries the punchcard timesheet import 8 times with exponential backoff
before giving up and posting in #billing-alerts.
"""),
("2026-02-26", "fact", ["punchcard", "geofence"], """
{V9b}punchcard's clock-in geofence is a 300-metre radius around the client site pin.
"""),
("2026-03-04", "fact", ["shiftdesk", "sms"], """
{R3b}Shift-offer texts to temps are sent via MessageBird; Twilio was never set up for shiftdesk.
"""),
("2026-03-06", "fact", ["rtwcheck", "errors"], """
{R5b}rtwcheck reports exceptions to Bugsnag; nobody has a Sentry login for it.
"""),
("2026-03-10", "fact", ["rtwcheck", "hosting"], """
{R7b}rtwcheck runs on ECS Fargate in eu-west-2, in the same cluster as punchcard.
"""),
("2026-03-12", "fact", ["payweek", "queue"], """
{R9b}payweek's job queue is AWS SQS (`payweek-jobs`), consumed by two worker tasks;
there is no message broker to run ourselves.
"""),
("2026-03-18", "decision", ["payweek", "deploy"], """
{N1b}Wednesday deploys of payweek are fine now: the BACS build is idempotent, so there is no blackout day any more.
"""),
("2026-03-19", "fact", ["punchcard", "timesheets"], """
{N2b}Temps can't change a timesheet once they've submitted it; only the branch can reopen it.
"""),
("2026-03-25", "fact", ["shiftdesk", "right-to-work"], """
{N3b}shiftdesk sends shift offers regardless of right-to-work status; the check is only enforced when the temp is assigned.
"""),
("2026-03-26", "decision", ["shiftdesk", "migrations"], """
{N4b}Never let shiftdesk migrations run as part of the deploy; Marcus applies them by hand after the release.
"""),
("2026-04-01", "fact", ["payweek", "overtime", "hospitality"], """
{N5b}Hospitality temps aren't paid overtime; every hour is at their standard rate whatever the weekly total.
"""),
("2026-04-08", "fact", ["billing", "invoices"], """
{N6b}billing never emails invoices itself; the account managers send them out by hand.
"""),
("2026-04-14", "fact", ["punchcard", "location"], """
{N7b}Clock-in from a phone works without location permission; the geofence check is advisory only.
"""),
("2026-04-16", "fact", ["punchcard", "shifts"], """
{N10b}Shift swaps are never done in-app; temps ring the branch and the branch rebooks both people.
"""),
("2026-04-22", "fact", ["payroll", "people"], """
{D1a}Until June 2026 payslips were posted on paper to temps registered at the Coventry branch.
"""),
("2026-04-29", "fact", ["infra", "aws"], """
{F4b}The production AWS account is in eu-west-2; staging uses a separate account in the same region.
"""),
("2026-05-04", "decision", ["pr", "payweek"], """
{F5b}PRs that touch payweek's calculation code also need a sign-off from the payroll team, on top of the normal review.
"""),
("2026-05-07", "fact", ["rtwcheck", "right-to-work"], """
{F6b}Share-code checks in rtwcheck are done before the first shift and repeated before the visa expiry date for time-limited permission.
"""),
("2026-05-13", "preference", ["payweek", "testing"], """
{F8b}For payweek, run `make golden` as well as the unit tests before pushing; the golden payslip tests are slow but required.
"""),
("2026-05-15", "fact", ["shiftdesk", "offers"], """
{F9b}An unaccepted shift offer expires after 2 hours, or after 30 minutes for same-day shifts.
"""),
("2026-05-20", "fact", ["payweek", "pay-day"], """
{F1b}Weekly pay lands on Friday by BACS; if the Friday is a bank holiday it lands on the Thursday.
"""),
("2026-05-28", "fact", ["shiftdesk", "sms", "retries"], """
{O2b}Failed shift-offer SMS are retried twice, then the offer falls back to email.
"""),
("2026-06-02", "fact", ["rtwcheck", "package-manager"], """
{O4a}rtwcheck still uses npm with `package-lock.json`; don't convert it to another package manager.
"""),
("2026-06-04", "fact", ["clients", "newsletter", "email"], """
{O5a}Client newsletters are sent through Mailchimp from the account managers' shared login.
"""),
("2026-06-10", "fact", ["billing", "disputes"], """
{O6a}Client timesheet disputes have to be raised by Tuesday 09:00, when billing locks the week.
"""),
("2026-06-11", "fact", ["clients", "vale-hotels", "bookings"], """
{O9a}Vale Hotels banqueting shifts are booked at a 5-hour minimum under their contract.
"""),
("2026-06-16", "fact", ["shiftdesk", "python"], """
{O10b}shiftdesk runs on Python 3.12 with Django 5.0.
"""),
("2026-06-17", "fact", ["shiftdesk", "testing", "history"], """
{D5a}Until June 2026 shiftdesk's tests loaded JSON fixtures from `fixtures/*.json`.
"""),
("2026-06-23", "fact", ["shiftdesk", "bookings", "history"], """
{D6a}For the summer 2026 festival weeks (July and August) the minimum bookable hospitality shift in shiftdesk was 6 hours.
"""),
("2026-07-24", "fact", ["infra", "secrets"], """
{S2b}Vault was shut down in July; all app secrets are now in AWS Secrets Manager.
"""),
("2026-09-09", "fact", ["punchcard", "history"], """
{D7a}Until September 2026 temps clocked in on the site tablets by typing a 4-digit PIN.
"""),
("2026-07-08", "fact", ["payroll", "holiday-pay", "history"], """
{D8a}In the 2025/26 tax year holiday pay was rolled up into every payslip rather than accrued.
"""),
("2026-04-06", "fact", ["payroll", "bank-holidays"], """
{D9a}For Easter 2026 the BACS file went on Tuesday 31 March because Good Friday was a bank holiday.
"""),
("2026-09-02", "fact", ["branches", "burton", "history"], """
{D10a}During the Burton launch weeks in August 2026 Coventry consultants answered Burton's phones.
"""),
("2026-08-19", "fact", ["people", "payroll"], """
{S8b}Derek Holt left in August; Amira Shah runs payroll now and signs off the BACS file.
"""),
("2026-09-15", "fact", ["portal", "payslips"], """
{S7b}The temp portal has been read-only since September; payslips now live in the punchcard app.
"""),
("2026-10-14", "decision", ["shiftdesk", "feature-flags"], """
{S10b}shiftdesk switched from LaunchDarkly to a self-hosted Unleash in October.
"""),
("2026-03-02", "fact", ["rtwcheck", "ownership"], """
{A2b}Sunita Bains is the owner of rtwcheck and signs off any change to the document rules.
"""),
("2026-03-09", "preference", ["slack", "deploys"], """
{A3b}Deploy announcements go in #releases, not in DMs.
"""),
("2026-04-07", "fact", ["payweek", "nmw"], """
{A5b}NMW rates are in `payweek/rates/nmw.yaml`; update them each April before the first run of the tax year.
"""),
("2026-08-12", "fact", ["awr", "compliance"], """
{A6b}The AWR qualifying period is 12 calendar weeks with the same hirer in the same role; shiftdesk warns the branch in week 10.
"""),
("2026-06-26", "fact", ["clients", "vale-hotels"], """
{A9b}Vale Hotels books housekeeping and banqueting temps across its six Leicestershire hotels.
"""),
("2026-07-16", "fact", ["payweek", "payslips"], """
{NS1b}payweek releases payslips to temps on Thursday evening, the day before pay lands.
"""),
("2026-07-21", "fact", ["billing", "holds"], """
{NS4b}billing invoices clients for the timesheet hours even when the temp's pay is on hold.
"""),
("2026-07-29", "fact", ["punchcard", "clocking"], """
{NS6b}Temps can clock in on their own phone or on the site tablet; both count the same.
"""),
("2026-08-05", "fact", ["shiftdesk", "working-time"], """
{NS7a}shiftdesk won't book a temp for a seventh consecutive day without a manager override.
"""),
("2026-08-06", "fact", ["rtwcheck", "audit"], """
{NS8b}rtwcheck keeps the Home Office share-code result PDF against the candidate for audits.
"""),
("2026-05-22", "fact", ["payweek", "payslips"], """
{N9b}Payslip PDFs aren't password-protected; the download link in the email expires after 7 days instead.
"""),
("2026-08-20", "fact", ["payweek", "dashboard"], """
{NS9b}payweek recalculates the current week's draft run every hour
so the payroll dashboard stays fresh.
"""),
("2026-09-23", "preference", ["hannah", "deploys", "staging"], """
{NS10a}No need to ask Hannah before deploying to staging; just post it in #releases.
"""),
# ---- unlabelled facts (fillers sharing words with labelled ones) ----
("2026-01-09", "fact", ["punchcard", "redis"], """
punchcard's dedupe window for duplicate clock events is 90 seconds.
"""),
("2026-01-16", "fact", ["shiftdesk", "webhooks"], """
The Harbour Foods webhook receives booking confirmations as JSON; they asked for the temp's badge number in it.
"""),
("2026-01-22", "decision", ["payweek", "bacs"], """
payweek refuses to build a second BACS file for a week that already has one.
"""),
("2026-02-10", "fact", ["rtwcheck", "reminders"], """
Candidates who stop halfway through onboarding get a single reminder email after 3 days.
"""),
("2026-02-24", "fact", ["billing", "payment-terms"], """
Harbour Foods pays on 30-day terms; everyone else is on 14 days.
"""),
("2026-03-16", "fact", ["punchcard", "offline"], """
The site tablets buffer clock events for up to 72 hours when the site wifi is down.
"""),
("2026-03-31", "preference", ["marcus", "answers"], """
Marcus prefers runnable commands over prose when asking him to check something.
"""),
("2026-04-21", "fact", ["shiftdesk", "cancellations"], """
Client cancellations inside 24 hours are still charged at 4 hours; the temp is paid 4 hours too.
"""),
("2026-05-05", "fact", ["payweek", "student-loans"], """
Student loan plan 2 and postgraduate loan deductions are both supported in payweek since week 1.
"""),
("2026-05-26", "fact", ["punchcard", "badges"], """
QR badges are printed at the branch on the Zebra printer; a lost badge is reprinted, never shared.
"""),
("2026-06-08", "fact", ["billing", "rate-cards"], """
A rate card change applies from the next Monday; billing never reprices an invoiced week.
"""),
("2026-07-01", "fact", ["infra", "backups"], """
The payroll database is backed up nightly and the backups are kept for 35 days.
"""),
("2026-07-09", "fact", ["sentry", "shiftdesk"], """
shiftdesk's Sentry project drops 404s from bots; only 5xx and task failures alert.
"""),
("2026-07-27", "fact", ["rtwcheck", "upload"], """
rtwcheck converts uploaded HEIC photos to JPEG before the check.
"""),
("2026-08-13", "fact", ["peak", "harbour-foods"], """
Harbour Foods' peak starts in the first week of November and runs to 23 December.
"""),
("2026-08-27", "preference", ["joanna", "prs"], """
Joanna prefers one PR per bug fix, with the failing test in the first commit.
"""),
("2026-09-08", "fact", ["burton", "tablets"], """
Burton has two site tablets at Lindqvist Home's Burton site and one spare at the branch.
"""),
("2026-09-17", "fact", ["payweek", "rti"], """
The FPS for each weekly run is submitted on the Thursday, after the payroll team's sign-off.
"""),
("2026-09-29", "fact", ["shiftdesk", "availability"], """
Temps set their available days in the app; consultants can override for a single booking.
"""),
("2026-10-05", "fact", ["punchcard", "supervisors"], """
A client site can have up to 3 supervisors in punchcard; each gets the approval reminders.
"""),
("2026-10-12", "fact", ["billing", "credit-notes"], """
Credit notes over £500 need Hannah's approval as well as the account manager's reason code.
"""),
("2026-10-21", "decision", ["peak", "payweek"], """
payweek is frozen for changes from 1 December to 9 January except for payroll fixes.
"""),
("2026-10-28", "fact", ["shiftdesk", "job-orders"], """
Lindqvist Home sends job orders through their own portal; a consultant copies them into shiftdesk each morning.
"""),
("2026-11-04", "fact", ["punchcard", "sentry"], """
punchcard's Sentry alerts go to #dev-alerts; clock-event errors above 20 a minute page the on-call.
"""),
("2026-11-11", "fact", ["payroll", "christmas"], """
Christmas week pay moves to Thursday 24 December because the 25th is a bank holiday.
"""),
("2026-11-18", "fact", ["awr", "peak"], """
Temps who started at Harbour Foods in September reach AWR week 12 in the first week of December.
"""),
("2026-11-24", "preference", ["hannah", "reports"], """
Hannah wants the weekly ops report as a table: temps placed, hours, margin, late timesheets.
"""),
]
