"""Free notes: auto/<slug>.md with title/created/tags. `@@ID@@` marks a claim line."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("viewing-diary-rules", "Viewing diary rules (negotiator cheat sheet)", "2026-02-03", ["viewbook", "viewings", "branches"], """
# Viewing diary rules

Written up after Sunil's session with the Bath negotiators.

@@V2y@@
Second viewings can be booked back to back at the same address.
Don't book viewings before 09:30; keys have to be collected from the branch first.
""")

a("deposit-checklist", "Deposit checklist for new tenancies", "2026-01-22", ["bondsafe", "deposits"], """
# Deposit checklist

1. Take the holding deposit once the application is accepted.
2. Convert it to the first month's rent or the deposit when the agreement is signed.
3. @@V4y@@
4. Send the prescribed information and get the tenant to confirm they've received it.

The landlord never holds the deposit themselves, even if they ask.
""")

a("viewbook-dev-setup", "viewbook local setup", "2026-03-09", ["viewbook", "dev-setup"], """
# viewbook local setup

@@V6y@@

```
nvm use
corepack enable
cp .env.example .env.local   # Neon dev branch URL from 1Password
```

The dev server proxies `/api/keyhold` to the staging keyhold so you don't need it running locally.
""")

a("ownerview-support-faq", "ownerview support FAQ (branch staff)", "2026-06-15", ["ownerview", "support", "landlords"], """
# ownerview support FAQ

**Landlord can't log in**
Check the 2FA device first; half the tickets are a new phone.

**Landlord keeps getting logged out**
@@V8y@@

**Landlord can't see a property**
It only appears once the management agreement is signed in keyhold.
""")

a("fixit-tenant-form", "fixit tenant repair form notes", "2026-04-28", ["fixit", "tenant-portal"], """
# Tenant repair form

The form asks for category, location in the property, description and photos.
@@V9y@@
Tenants can add a preferred access time; it goes on the job for the branch to confirm.
Gas smells are not reported on the form: the form shows the National Gas emergency number instead.
""")

a("keyhold-ci-notes", "keyhold CI notes", "2026-02-17", ["keyhold", "ci"], """
# keyhold CI

@@R2y@@
`.buildkite/pipeline.yml` and the slow tests run on a separate queue.

Flaky test list is in `tests/FLAKY.md`; don't add to it without a ticket.
Coverage drops of more than 2% fail the build.
""")

a("tenancy-emails", "Tenancy email templates", "2026-03-30", ["keyhold", "email"], """
# Tenancy emails

@@R4y@@
Templates are MJML, compiled at build time.
Every email has the branch phone number in the footer, never head office.
""")

a("fixit-architecture", "fixit architecture sketch", "2026-06-02", ["fixit", "architecture"], """
# fixit architecture

## Runtime
@@O3y@@
One container for web, one for workers, one for the scheduler.

## Jobs
@@R6y@@
Failed jobs are retried 3 times, then land in the failed-jobs table for someone to look at.

## Storage
Photos and invoices go in fixit's own S3 bucket, `kvl-fixit-media`.
""")

a("deposit-disputes", "Deposit disputes: how they work", "2026-05-19", ["bondsafe", "deposits", "disputes"], """
# Deposit disputes

@@R8y@@
The branch prepares the evidence pack: check-in and check-out reports, photos, invoices for any work.
Cleaning deductions need receipts; "professional clean" without an invoice never survives adjudication.
Disputes are rare: 11 in 2026 so far, across all branches.
""")

a("keyhold-release-process", "keyhold release process", "2026-04-08", ["keyhold", "release", "git"], """
# keyhold release process

## Merging
@@N1y@@
Rebase on main before asking for review so the history reads top to bottom.

## When
@@A5y@@
Releases are tagged `vYYYY.MM.DD`; the changelog is generated from PR titles.
""")

a("gdpr-notes", "GDPR notes for the systems", "2026-02-26", ["gdpr", "privacy", "fixit", "keyhold"], """
# GDPR notes

Lawful basis for tenant data is contract; for applicants it's legitimate interest until they sign.
@@N4y@@
Subject access requests go to Harriet, who has 30 days to answer them.
Right to rent copies are kept for the statutory period after the tenancy ends, then deleted.
""")

a("out-of-hours", "Out-of-hours emergencies", "2026-03-04", ["fixit", "out-of-hours", "emergencies"], """
# Out-of-hours emergencies

@@NS2x@@
@@N6y@@
The out-of-hours line is answered by the call handling service, who raise the fixit request themselves.
Lockouts are not an emergency unless there is a child or vulnerable person outside.
""")

a("move-in-checklist", "Move-in day checklist", "2026-01-29", ["branches", "move-in", "keys"], """
# Move-in day

- Check the inventory is signed by the tenant or marked "tenant not present".
- @@N7y@@
- Hand over the welcome pack and the meter reading form.
- Photograph the meters with today's newspaper, or at least the date on screen.
""")

a("inventory-reports", "Inventory reports: where they go", "2026-02-09", ["inventories", "keyhold", "branches"], """
# Inventory reports

@@S4x@@
The inventory clerk emails the PDF to the branch the same day.
File names: `<property-ref>_<checkin|checkout>_<yyyy-mm-dd>.pdf`.
""")

a("listing-photos", "Listing photos", "2026-01-18", ["listings", "photos", "viewbook"], """
# Listing photos

@@S8x@@
Negotiators take photos on the branch iPads; a minimum of 8 per property, floor plan separate.
No people, no personal belongings in shot where it can be avoided.
""")

a("office-nas", "Office NAS access", "2026-01-12", ["infra", "vpn", "nas"], """
# Office NAS

@@S10x@@
The NAS has the scanned pre-2020 tenancy files that were never imported into keyhold.
Ask Harriet for access; the share is read-only for developers.
""")

a("keyhold-dev-setup", "keyhold local setup", "2026-02-02", ["keyhold", "dev-setup"], """
# keyhold local setup

@@F2y@@
Local services come from Docker Compose:

```
docker compose up -d db redis
export DATABASE_URL=postgres://keyhold:keyhold@localhost:5432/keyhold_dev
python manage.py migrate
python manage.py loaddata demo_branches
```

Seed data gives you one property per branch and two tenancies each.
""")

a("viewbook-deploys", "viewbook deploys", "2026-05-06", ["viewbook", "deploys"], """
# viewbook deploys

@@F4x@@
Preview URLs are posted on the PR by the Vercel bot.
Environment variables are set in the Vercel dashboard; the values come from 1Password.
""")

a("checkout-process", "Check-out process", "2026-03-23", ["branches", "move-out", "inventories"], """
# Check-out

@@F6y@@
usually on the first weekday after the keys come back to the branch.
The tenant is invited but doesn't have to attend.
The deduction proposal goes to both parties within 5 working days of the inspection.
""")

a("fixit-priorities", "fixit priority definitions", "2026-04-14", ["fixit", "priorities"], """
# Priority definitions

Emergency: risk to health or safety, or serious damage to the property. The dispatch rules are in the fixit note.
@@A6x@@
@@F8y@@
Cosmetic jobs (scuffed paint, loose trims) are batched for the next void period.
""")

a("ownerview-webhooks", "ownerview webhooks", "2026-07-21", ["ownerview", "webhooks", "rentroll"], """
# ownerview webhooks

rentroll notifies ownerview when a landlord statement is ready.
@@O6x@@
Payloads are signed with HMAC-SHA256; the secret is in 1Password.
""")

a("keyhold-observability", "keyhold observability", "2026-05-12", ["keyhold", "monitoring"], """
# keyhold observability

@@O4y@@
Slow query log is on for anything over 500 ms.
Celery queue length has a Grafana alert at 1,000 pending tasks.
""")

a("rentroll-dev-setup", "rentroll local setup", "2026-06-20", ["rentroll", "dev-setup"], """
# rentroll local setup

@@O8y@@
Run `npm run dev:worker`; test payment events come from the fixtures in `test/events/`.
Money is always integer pence; never use floats, not even in tests.
""")

a("rentroll-history", "rentroll history", "2026-07-02", ["rentroll", "history"], """
# rentroll history

@@D2x@@
The first version was a set of spreadsheets with macros; rentroll replaced them in 2024.
Arrears cases were tracked by email until the queue was added in 2025.
""")

a("backup-runbook", "Backup and restore runbook", "2026-08-04", ["infra", "backups", "runbook"], """
# Backup and restore

@@D4y@@
To restore: fetch the dump, `pg_restore --no-owner -d keyhold_scratch`, run the smoke tests, then tell #digital.
fixit and bondsafe share the MySQL dump, which runs straight after keyhold's.
""")

a("newport-launch", "Newport launch notes", "2026-09-21", ["branches", "newport", "viewbook"], """
# Newport launch

@@D8y@@
The first month had 62 viewings and 9 new tenancies.
Newport landlords were invited to ownerview in the second week.
""")

a("fixit-history", "fixit history", "2026-05-05", ["fixit", "history"], """
# fixit history

@@D6y@@
The Laravel upgrade took three weeks, mostly the queue and the mail templates.
Before 2024 maintenance was handled by email and a shared spreadsheet.
""")

a("landlord-approvals", "Landlord approvals for repairs", "2026-06-09", ["ownerview", "fixit", "landlords"], """
# Landlord approvals

@@D9x@@
If the landlord doesn't answer within 48 hours, the branch phones them.
Emergency work never waits for landlord approval.
""")

a("applicant-registration", "Applicant registration", "2026-02-24", ["viewbook", "applicants"], """
# Applicant registration

@@A8y@@
The mobile code expires after 10 minutes; applicants can request a new one 3 times an hour.
We don't ask for income or employment at registration, only at application.
""")

a("notices-guide", "Notices guide for branch staff", "2026-05-18", ["tenancies", "notices", "renters-rights"], """
# Notices guide

@@A10y@@
Rent increases: section 13 notice only, two months' notice, once every 12 months.
Tenants give two months' notice to leave a periodic tenancy.
""")

# ---- notes without labelled claims
a("negotiator-onboarding", "Negotiator onboarding (systems)", "2026-03-02", ["onboarding", "viewbook", "keyhold"], """
# Negotiator onboarding

New negotiators get viewbook and keyhold logins on day one; fixit only if they cover property management.
The viewbook diary is the source of truth for viewings; don't keep a paper diary alongside it.
Applicants must have registered before a viewing is booked for them, even by phone.
""")

a("hmo-licensing", "HMO licensing notes", "2026-04-03", ["hmo", "compliance", "keyhold"], """
# HMO licensing

Bristol has additional licensing in parts of the city; keyhold flags properties by postcode.
HMO licences in Bristol run for 5 years; Cardiff ones also for 5 years.
The licence number and expiry date are attached to the property, not the tenancy.
""")

a("gas-safety-reminders", "Gas safety reminders", "2026-02-12", ["compliance", "keyhold", "contractors"], """
# Gas safety reminders

keyhold emails the branch 60 days before a CP12 expires and again at 30 days.
A tenancy can't be renewed or started on a property with an expired CP12.
The tenant gets a copy of the new certificate within 28 days of the check.
""")

a("rent-increase-process", "Rent increase process", "2026-06-24", ["rentroll", "keyhold", "renters-rights"], """
# Rent increases

Landlord asks through their property manager; the branch checks local comparables first.
keyhold generates the section 13 notice; rentroll picks up the new amount from the effective date.
Direct debit mandates don't need to be re-signed for an increase, but tenants get 10 working days' notice of the new amount.
""")

a("arrears-process", "Arrears process", "2026-04-21", ["rentroll", "arrears"], """
# Arrears

Day 3 late: reminder email. Day 7: phone call from the branch. Day 14: arrears case opened.
Guarantors are contacted at day 21 if nothing has been agreed.
Payment plans are recorded in rentroll so reminders stop while the plan is being kept.
""")

a("smoke-tests", "Smoke tests after deploys", "2026-05-27", ["deploys", "testing"], """
# Smoke tests

After each keyhold deploy: log in, open a tenancy, generate a draft agreement, check the Celery queue.
After a fixit deploy: raise a test request on the demo property and check it reaches dispatch.
The smoke tests take about 5 minutes; they are a checklist, not automated yet.
""")

a("viewbook-sms-templates", "viewbook SMS templates", "2026-09-08", ["viewbook", "sms"], """
# SMS templates

Reminder: "Your viewing at {address} is tomorrow at {time}. Details: {link}".
Keep SMS under 160 characters; the address is shortened to street and postcode.
No marketing in reminder SMS, ever.
""")

a("contractor-portal-ideas", "Contractor portal ideas", "2026-08-19", ["fixit", "contractors", "ideas"], """
# Contractor portal ideas

Self-billing invoices so contractors don't have to upload their own.
Let contractors mark themselves unavailable for a week.
Show the access notes on the job link, not only in the email.
""")

a("landlord-onboarding", "Landlord onboarding", "2026-03-16", ["ownerview", "landlords", "keyhold"], """
# Landlord onboarding

Management agreement signed in keyhold first, then the ownerview invitation goes out automatically.
Landlords with more than one property must set up two-factor login before seeing statements.
Overseas landlords need the NRL tax status recorded before the first payout.
""")

a("epc-rules", "EPC rules for new lets", "2026-07-13", ["compliance", "epc"], """
# EPC

New lets need an EPC of E or better unless an exemption is registered.
keyhold stores the rating and the expiry date; certificates last 10 years.
""")

a("weekly-digital-sync", "Weekly digital sync notes", "2026-10-06", ["meetings", "digital"], """
# Weekly sync, 6 October

- Newport is settled; Cardiff diary no longer covers it.
- Megan: bondsafe partial returns shipping next week.
- Dan: keyhold landlord database fields waiting on the government portal.
- Harriet: Q4 list unchanged.
""")

a("keyhold-api-consumers", "Who calls keyhold's API", "2026-10-14", ["keyhold", "api"], """
# keyhold API consumers

- viewbook pulls property data.
- fixit reads tenancy and access details.
- bondsafe reads tenancy start/end dates and rent.
Tokens are per consumer and rotated every 90 days.
""")

a("branch-kpis", "Branch KPIs", "2026-09-29", ["branches", "reporting"], """
# Branch KPIs

Viewings per let, days on market, repair attendance against target, arrears over 14 days.
Reported monthly to the directors; the dashboard is in Grafana Cloud.
""")
