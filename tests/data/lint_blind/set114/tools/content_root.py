"""Root (Claude Code auto-memory) files: name, description, type, MEMORY.md title, hook, body.
`@@ID@@` marks a claim line (see claims.py). FLAT = descriptions that carry an unquoted ': '."""

FLAT = {"reference_keyhold.md", "reference_infra.md", "reference_glossary.md", "project_q4_priorities.md"}

ROOT = {}

def r(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

r("reference_keyhold.md", "keyhold", "keyhold overview: tenancy management system, stack and hosts", "reference",
  "keyhold overview", "tenancy system: stack, hosting, documents, integrations", """
# keyhold

Tenancy management for all branches: properties, tenancies, tenants, guarantors, documents, renewals of
landlord agreements. Django monolith, repo `kvl/keyhold`. Owner: Dan Pryce.

## Stack
@@F2x@@
@@V1x@@
- Redis for cache and Celery (see infra note for hosts)
- Celery beat runs the nightly jobs: purge, right-to-rent reminders, gas-safety expiry emails
@@R3x@@
@@R2x@@
@@F9x@@

## Tenancies
@@D3x@@
- A tenancy has one lead tenant and up to 5 joint tenants; guarantors hang off the individual tenant
- Right-to-rent checks are recorded per adult occupier, with the share code and the check date
@@R7x@@
- Gas safety (CP12), EPC and EICR must be attached before a tenancy can move to "signed"

## Documents
@@V10x@@
- Applicant files from unsuccessful applications are deleted after 6 months
- Uploaded documents go to object storage, never to the container filesystem

## Email
@@R4x@@
- Templates live in `keyhold/emails/templates/`; copy changes go through Harriet

## Gotchas
- The `Tenancy.status` enum has a legacy value `holdover`; don't remove it, old records still use it
- Timezone is Europe/London everywhere; never store naive datetimes
""")

r("reference_viewbook.md", "viewbook", "Viewing booking app for applicants and negotiators", "reference",
  "viewbook overview", "viewings: booking rules, reminders, stack", """
# viewbook

Public viewing booking (applicants) plus the negotiator diary. Next.js app, repo `kvl/viewbook`. Owner: Megan Lloyd until
September, now Dan.

## Stack
@@V6x@@
@@R1x@@
- Hosting: Vercel, team `kestrel-vane`
- Database: Neon Postgres, one branch per preview deployment
- Property data is pulled from keyhold every 10 minutes

## Booking rules
@@A8x@@
@@V2x@@
- Block viewings (open house on new builds): 60-minute window, up to 12 applicants
- Negotiators get 15 minutes' travel time between addresses in different postcodes
@@NS6x@@
@@N2x@@
@@NS10x@@

## Reminders
@@O2x@@
@@S2x@@
- Negotiators get their next-day diary by email at 18:00
""")

r("reference_bondsafe.md", "bondsafe", "Deposit handling: holding deposits, protection, returns", "reference",
  "bondsafe overview", "deposits: amounts, protection, returns, stack", """
# bondsafe

Deposit handling from holding deposit to return. Small PHP app, repo `kvl/bondsafe`. Owner: Megan Lloyd (since
September).

## Stack
@@O3x@@
- Database: MySQL 8.0 on the shared `mysql-apps.kvl.internal:3306` instance, schema `bondsafe`
- Runs as a cron-driven app; the scheme sync job runs hourly

## Amounts
@@V3x@@
@@F1x@@
- Holding deposit is refunded within 15 days if the landlord pulls out

## Protection
@@R8x@@
@@V4x@@
- Prescribed information is generated as a PDF and emailed from keyhold

## Returns
@@NS7x@@
@@N10x@@
@@O7x@@
- Partial returns are allowed: the undisputed part goes out, the disputed part waits for the scheme
""")

r("reference_fixit.md", "fixit", "Maintenance requests: priorities, contractors, stack", "reference",
  "fixit overview", "maintenance requests: categories, contractor dispatch, stack", """
# fixit

Maintenance requests from tenants, triage, contractor dispatch and invoices. Laravel app, repo `kvl/fixit`.
Owner: Dan Pryce (Megan until September).

## Stack
@@D6x@@
@@O1x@@
@@R6x@@
@@R5x@@
@@S6x@@

## Priorities (attendance targets)
@@V5x@@
- Urgent: within 24 hours
@@F8x@@

## Contractors
- Each job is offered to the preferred contractor for the trade and area first, then the next one after 30 minutes
@@N4x@@
- Contractors upload before/after photos and the invoice through the job link
@@N6x@@

## Limits
| Item | Limit |
|---|---|
@@V9x@@
| Description | 2,000 characters |
| Video | not accepted; ask for photos |
""")

r("reference_rentroll.md", "rentroll", "Rent collection and arrears reminders", "reference",
  "rentroll overview", "rent collection, receipts, reminders, arrears", """
# rentroll

Rent collection, receipts, reminders and the arrears queue. Repo `kvl/rentroll`. Owner: Dan Pryce.

## Collection
@@S1x@@
- Tenants who don't want a direct debit can pay by standing order to the client account
- Client money account is with Barclays; reconciliation runs every morning at 07:00

## Receipts and export
@@NS1x@@
@@S9x@@

## Reminders and arrears
@@F3x@@
@@V7x@@
- Arrears of 14 days or more open a case in the arrears queue for the branch
- Landlords are told about arrears once a case is open, never before
""")

r("reference_ownerview.md", "ownerview", "Landlord portal: statements, approvals, stack", "reference",
  "ownerview overview", "landlord portal: what landlords see and do, stack", """
# ownerview

Landlord portal. Vue 3 SPA, built by an outside agency and taken over in January 2026. Repo `kvl/ownerview`.

## Stack
@@O8x@@
@@O9x@@
@@O4x@@
@@S3x@@
@@O5x@@

## Accounts
@@D5x@@
@@V8x@@
- Two-factor login is mandatory for landlords with more than one property

## What landlords can do
@@F7x@@
@@N5x@@
@@A2x@@
@@NS5x@@
- Landlords can message their property manager; replies land in the branch inbox
""")

r("reference_infra.md", "infra", "infra: hosts, secrets, backups, monitoring", "reference",
  "Infrastructure", "shared infrastructure: secrets, backups, monitoring, DNS", """
# Infrastructure

Shared bits. Each app's own note lists where that app runs.

@@A1x@@
@@A9x@@
- DNS: Cloudflare, zone `kestrelvane.co.uk`; internal names under `kvl.internal`
- Logs: Grafana Loki, 30-day retention
@@S7x@@
@@D4x@@
- Restore drill: first Monday of each quarter, restore keyhold into a scratch database and run the smoke tests
- Shared MySQL (`mysql-apps.kvl.internal`) serves fixit and bondsafe
""")

r("reference_branches.md", "branches", "Branches, phones and move-in/out procedures", "reference",
  "Branches", "the four branches and the move-in / move-out routine", """
# Branches

| Branch | Code | Address | Notes |
|---|---|---|---|
| Bristol | BRS | 14 Whiteladies Road | head office, opened 2012 |
| Bath | BTH | 7 Walcot Street | opened 2016 |
| Cardiff | CDF | 102 City Road | opened 2019, Rent Smart Wales licence |
@@A4x@@

@@D8x@@
- Office hours: 09:00-17:30 Monday to Friday, 10:00-14:00 Saturday
@@D10x@@
@@NS2y@@

## Move-in
- Check-in inventory is done on or before move-in day with the tenant present where possible
@@N7x@@
- Smoke and CO alarms are tested on move-in day and the result goes on the inventory

## Move-out
@@F6x@@
- Keys come back to the branch, never to the landlord directly
""")

r("reference_contractors.md", "contractors", "Preferred contractors by trade and area", "reference",
  "Contractors", "who we send for plumbing, electrics, locks, gas", """
# Preferred contractors

- Plumbing and heating, Bristol and Bath: Severn Plumbing & Heating
- Plumbing and heating, Cardiff and Newport: Taff Valley Heating
- Electrics, all branches: Brightline Electrical (also does the EICRs)
- Locks and boarding: Avon Lock & Glass
- Gas safety certificates (CP12) are renewed every 12 months; Severn does them for all branches
- EICRs are renewed every 5 years, or sooner if the report says so
- Contractors invoice through fixit within 30 days of completing a job; later invoices need branch approval
""")

r("reference_glossary.md", "glossary", "Glossary: lettings terms used in tickets and code", "reference",
  "Glossary", "lettings jargon that shows up in tickets and model names", """
# Glossary

- AST: assured shorthold tenancy (the old default before 1 May 2026)
- APT: assured periodic tenancy
- HMO: house in multiple occupation (licensable with 5+ people in 2+ households)
- CP12: landlord gas safety record
- EICR: electrical installation condition report
- EPC: energy performance certificate
- RTR: right to rent check
- Prescribed information: the scheme paperwork a tenant must receive about their deposit
- Deposit schemes: DPS, TDS and mydeposits are the three government-approved ones in England and Wales
""")

r("user_harriet.md", "harriet", "Harriet Osei, head of digital", "user",
  "Harriet", "head of digital: what she approves and how she likes to work", """
@@A7x@@
@@F10x@@
She reads PRs on her phone between branch visits, so screenshots help for anything visual.
Prefers a message in #digital over a DM for anything others might need to know.
""")

r("user_dan.md", "dan", "Dan Pryce, developer (keyhold, fixit, rentroll)", "user",
  "Dan", "developer; owns keyhold, fixit and rentroll", """
Dan Pryce, senior developer, Bristol office. Owns keyhold, fixit and rentroll; picked up viewbook in September.
@@R10x@@
Likes small PRs and hates drive-by refactors in the same PR as a fix.
""")

r("user_megan.md", "megan", "Megan Lloyd, developer (bondsafe, viewbook until September)", "user",
  "Megan", "developer; bondsafe owner", """
Megan Lloyd, developer, works from the Cardiff branch two days a week.
Moved from viewbook/fixit to bondsafe in September; still the person to ask about the viewbook diary code.
Prefers pairing over long written specs; writes tests first for anything touching money.
""")

r("user_sunil.md", "sunil", "Sunil Kapoor, head of property management", "user",
  "Sunil", "property management lead; maintenance triage and contractors", """
Sunil Kapoor runs property management across the branches and owns the contractor list.
@@S5x@@
@@NS9x@@
Not technical; explain changes in terms of what branch staff will see.
""")

r("feedback_git.md", "git_workflow", "How we merge and commit", "feedback",
  "Git workflow", "merge style and branch rules", """
@@N1x@@
**Why:** bisecting a noisy history cost us a day in February.
**How to apply:** use the GitHub squash button; edit the squash message to one line plus the ticket id.

@@N9x@@
**Why:** branch protection is on and the agent once tried to push a README fix directly.
**How to apply:** open a PR even for typos; Harriet approves docs PRs quickly.

Branch names: `dan/MNT-123-short-slug` style, ticket id included.
""")

r("feedback_testing.md", "testing", "What to run before pushing", "feedback",
  "Testing", "tests before pushing, fixtures", """
@@F5x@@
**Why:** CI minutes aren't free and a red main blocks everyone.
**How to apply:** run the project's default test command locally; mention in the PR if you skipped anything.

Prefer factories over hand-written fixtures in keyhold and fixit.
""")

r("feedback_migrations.md", "migrations", "How keyhold schema migrations are applied", "feedback",
  "Migrations", "who runs keyhold migrations and when", """
@@N3x@@
**Why:** a missed manual migration took the tenancy list down in January.
**How to apply:** don't add manual steps to the release checklist for migrations; make sure they are reversible.

Never edit a migration that has already been deployed; add a new one.
fixit migrations are Laravel's; they run with `php artisan migrate --force` as part of the fixit deploy.
""")

r("feedback_data_handling.md", "data_handling", "Tenant personal data rules for the agent", "feedback",
  "Data handling", "tenant data: where it may and may not go", """
@@NS8x@@
**Why:** tickets and prompts end up in third-party tools.

@@N8x@@
**How to apply:** reproduce bugs on staging first, then check the fix there.

Export files with tenant data go in the encrypted `exports/` share, never in Slack.
""")

r("feedback_comms_style.md", "comms_style", "Tone and spelling for tenant and landlord copy", "feedback",
  "Comms style", "tone and spelling for tenant/landlord text", """
@@A3x@@
Plain words, short sentences; no "please be advised".
Landlord emails say "your property at <address>", never the internal property id.
""")

r("feedback_deploys.md", "deploys", "Deploy timing and safety rules", "feedback",
  "Deploys", "when not to deploy and what to check first", """
@@A5x@@
**Why:** branches are short-staffed on Friday afternoons and nobody wants a weekend incident.

@@NS3x@@
**How to apply:** check the last backup time in Grafana before pressing deploy.

Announce deploys in #digital with the PR link.
""")

r("feedback_code_review.md", "code_review", "Code review expectations", "feedback",
  "Code review", "how reviews work here", """
One approval is enough for code; two for anything touching money (rentroll, bondsafe).
Reviewers leave "nit:" comments for non-blocking things; address or reply, don't ignore.
The agent should not approve its own PRs or request reviews from people on leave.
""")

r("project_stripe_migration.md", "stripe_migration", "Move of rent collection to Stripe Bacs", "project",
  "Rent collection move", "rent direct debits moved provider in June", """
@@S1y@@
@@D2y@@
Mandates were re-collected by email in April and May; about 40 tenants switched to standing orders instead.
Refunds for double collections in June were handled by the Bristol branch manually.
""")

r("project_textlocal_exit.md", "textlocal_exit", "Viewing reminder SMS provider change", "project",
  "SMS provider change", "why viewbook's SMS provider changed in August", """
@@S2y@@
The sender ID stayed the same so applicants didn't notice.
Delivery receipts now come back by webhook to `/api/sms/status`.
""")

r("project_linear_triage.md", "linear_triage", "Maintenance triage moved to Linear", "project",
  "Maintenance triage move", "where maintenance triage happens now", """
@@S5y@@
fixit creates the Linear issue automatically; the branch label is set from the property.
Emergency requests skip triage and go straight to dispatch.
""")

r("project_backup_move.md", "backup_move", "Backup storage move", "project",
  "Backup move", "where database backups are stored", """
@@S7y@@
Retention on the Storage Box is 35 daily and 12 monthly dumps.
The restore drill in October was the first one from the new location and took 22 minutes.
""")

r("project_photo_storage.md", "photo_storage", "Listing photo storage change", "project",
  "Photo storage", "where listing photos live now", """
@@S8y@@
Old Cloudinary URLs redirect through Cloudflare until the end of the year.
Repair-request photos from fixit were never on Cloudinary; they have always been in fixit's own bucket.
""")

r("project_xero_move.md", "xero_move", "Finance move to Xero", "project",
  "Accounting move", "accounting system change in April", """
@@S9y@@
Landlord payouts are still approved in rentroll; Xero only receives the journals.
The chart of accounts mapping is in `rentroll/export/xero_accounts.yaml`.
""")

r("project_renters_rights.md", "renters_rights", "Renters' Rights Act changes in our systems", "project",
  "Renters' Rights Act", "what changed in May 2026 and what's left", """
@@A10x@@
Rent increases now only by section 13 notice, once a year; keyhold blocks a second increase inside 12 months.
Pets: requests must be answered within 28 days; the template is in keyhold.
Still to do: the landlord database registration fields, once the portal opens.
""")

r("project_tenant_referencing.md", "tenant_referencing", "Tenant referencing integration", "project",
  "Tenant referencing", "how referencing results reach keyhold", """
@@R9x@@
Guarantors are referenced separately; the guarantor result must be back before the agreement goes out.
Failed references are never overridden by the agent's code paths; a branch manager decides.
""")

r("project_newport_branch.md", "newport_branch", "Newport branch set-up", "project",
  "Newport branch", "what was needed to open the fourth branch", """
Newport is under Rent Smart Wales like Cardiff, so the RSW licence number is printed on every letter.
Branch code `NWP` was added to keyhold, viewbook and fixit; ownerview picked it up from keyhold.
The Newport contractors are shared with Cardiff for now.
""")

r("project_q4_priorities.md", "q4_priorities", "Q4 priorities: what the team is working on until December", "project",
  "Q4 priorities", "current focus until the end of 2026", """
1. ownerview Node upgrade (blocked on the charting library)
2. keyhold: landlord database registration fields
3. fixit: contractor self-billing
4. bondsafe: partial-return UI polish
Nothing else gets started without Harriet agreeing to drop something from this list.
""")

r("project_right_to_rent.md", "right_to_rent", "Right-to-rent reminder job", "project",
  "Right-to-rent reminders", "time-limited right to rent follow-ups", """
Tenants with time-limited right to rent get a follow-up check before their permission expires.
keyhold's Celery job emails the branch 28 days before the expiry date, then again at 7 days.
The follow-up result is recorded on the occupier, not the tenancy.
""")
