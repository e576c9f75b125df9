"""Root Claude Code auto-memory files: name, description, type, body.
FLAT = files whose description carries an unquoted ': ' on purpose."""

FLAT = {"reference_pawbook.md", "reference_sites.md", "reference_infra.md", "reference_payments.md"}

ROOT = {}

def r(fname, name, desc, typ, title, body):
    ROOT[fname] = dict(name=name, description=desc, type=typ, title=title, body=body.strip("\n") + "\n")

r("reference_pawbook.md", "pawbook-overview", "pawbook overview: stack, hosting, repo conventions, integrations", "reference", "pawbook overview", """
pawbook is the bookings app: daycare days, grooming appointments (handed to trimtable), van transport,
packages, the owner app API and the staff admin. Repo `muddypaws/pawbook`.

## Stack
@@D6b@@
- Celery workers for emails, reminders and the nightly jobs
- Front end for staff: Django admin + HTMX; owner web is the separate `pawbook-web` repo

## Infrastructure
@@A3a@@
@@V1b@@
- Read replica for reporting: `db-pawbook-ro.muddypaws.internal`
@@S1a@@
- Static files and dog photos: S3 + CloudFront

## Integrations
@@O7a@@
- Online payments: Stripe Checkout, plus the package-billing tables
- Grooming appointments are pushed to trimtable over its REST API

## Repo conventions
@@R2a@@
@@R7a@@
- Branches: `feat/...`, `fix/...`; one PR per ticket
- Tests: pytest + factory_boy, run with `make test`

## Reporting
@@NS10a@@
- Report definitions live in `reports/` as SQL files, one per report
""")

r("reference_jabtrack.md", "jabtrack-overview", "Vaccination records service - what it checks and how it is built", "reference", "jabtrack overview", """
jabtrack holds every dog's vaccination records: owners upload the vet certificate, staff approve it,
pawbook asks jabtrack whether a dog is clear for a given day.

## Rules it enforces
@@A6a@@
@@V3a@@
@@O10a@@
- Leptospirosis and parvovirus are checked separately from the DHP booster
@@F10a@@
@@N2a@@
- Approved certificates are locked; corrections need a new upload

## Build
@@V5a@@
@@R1a@@
@@R10a@@
@@R4a@@
@@A4a@@
@@S2a@@

## Delivery
@@O5a@@
@@F4a@@
- Staging: `jabtrack-staging`, reset from a scrubbed prod copy every Monday
""")

r("reference_vanroute.md", "vanroute-overview", "Van pick-up routing service and the driver app", "reference", "vanroute overview", """
vanroute plans the van runs, sends owners their texts and runs the driver app. Go backend
(`muddypaws/vanroute`), Flutter driver app (`muddypaws/driver-app`).

## Runs
@@F3a@@
- Runs are built the evening before from pawbook's transport bookings
@@V4a@@
@@D2b@@
@@F6a@@

## Driver app
@@A5a@@
@@N6a@@
@@NS7a@@
- Drivers photograph the crate tag at each collection

## Service
- Go 1.23, chi router, sqlc
@@O1a@@
@@R3a@@
@@R5a@@
- Maps and ETAs: Google Routes API

## Repo
@@N1b@@
- Golden tests for the route planner live in `planner/testdata/`
""")

r("reference_trimtable.md", "trimtable-overview", "Grooming salon schedule app used on the salon tablets", "reference", "trimtable overview", """
trimtable is the grooming side: the salon day book on the tablets, groomer notes, photos, and
grooming invoices. Appointments come in from pawbook.

## Salon rules in trimtable
- Small and medium full grooms: 1.5-hour slot
@@V7a@@
- Bath-and-brush: 1-hour slot for any size
@@N7a@@
- Before/after photos are kept on the dog's profile for staff
@@NS1a@@

## Build
@@O6a@@
@@S8a@@
@@R6a@@
- Hosted on Vercel, team `muddypaws`

## Repo
@@O8b@@
- Playwright smoke test runs on every PR
""")

r("reference_sites.md", "sites", "Sites: addresses, hours, vans and what each one offers", "reference", "Sites", """
Four sites. Site codes are used in pawbook, vanroute and the rota.

- Bristol (BRS): Clifton, the first site; daycare + grooming salon, one van
- Bath (BTH): daycare + grooming salon + senior-dog lounge; one van
@@O9a@@
@@V6a@@
- Cardiff (CDF): daycare + grooming salon, opened 2025
- Swindon (SWN): opened 2026-08-17
@@N10a@@

## Bookings
@@D1b@@
- Each site has its own phone number; calls go to reception
""")

r("reference_daycare_rules.md", "daycare-rules", "House rules for daycare dogs that the booking flow and staff both follow", "reference", "Daycare rules", """
Rules as agreed with the site managers; pawbook's booking flow enforces the ones it can.

## Booking
@@A1a@@
@@V2a@@
- Full day: drop-off from opening, collection by closing
@@A2a@@
@@F9a@@

## Who can come
@@F2a@@
@@N3a@@
@@NS6a@@
- Dogs with a bite history are referred to the behaviour lead before booking

## On the day
@@V8a@@
@@O4a@@
@@D4b@@
@@NS4b@@
- Water bowls checked every hour, logged on the room sheet
""")

r("reference_infra.md", "infra", "Infra: AWS account layout, Terraform, logs, backups, access", "reference", "Infrastructure", """
Everything except trimtable (Vercel) and vanroute lives in one AWS account, eu-west-2.

## Terraform
@@A8a@@
- Modules per service under `infra/services/`, applied from GitHub Actions with an OIDC role

## Observability
@@F5a@@
- Uptime checks: Better Stack, pinging the health endpoints every minute

## Data
@@F8a@@
- Restores are rehearsed quarterly on staging

## Access
@@D9b@@
- AWS console access through IAM Identity Center, Hannah and Sam only
- Secrets in AWS Secrets Manager, never in `.env` files committed to git
""")

r("reference_payments.md", "payments", "Payments: cards, packages, refunds, prices that live in config", "reference", "Payments", """
How money moves. Prices are in pawbook's `pricing` table; the numbers here are the ones we quote.

## Taking money
@@S5a@@
@@R9a@@
@@N5a@@
- Online card payments: Stripe Checkout from the owner app and web

## Prices
- Full day daycare: £32
@@F7a@@
@@A10a@@

## Refunds and cancellations
@@N8a@@
@@NS9a@@
@@S10a@@
- Refunds always go back to the original payment method
""")

r("user_hannah.md", "hannah", "Hannah Rees - ops and tech lead, main person the agent works with", "user", "Hannah (ops & tech lead)", """
Hannah Rees runs operations and tech for Muddy Paws; she was a site manager at Clifton before that,
so she knows the floor well and is happy to be asked about how staff actually work.

- Writes Python and some Dart; less comfortable with the Go code in vanroute (Sam owns it)
@@R8a@@
@@A7a@@
- Prefers a short plan before any change that touches bookings or payments
""")

r("feedback_git_workflow.md", "git-workflow", "How branches and merges are handled across the repos", "feedback", "Git workflow", """
@@R7b@@
**Why:** Hannah reads `git log` when chasing booking bugs and wants the small commits.
**How to apply:** Keep commits self-contained in pawbook PRs; don't squash them locally before pushing.

@@NS5a@@
**Why:** the deploy reads `main` directly; a rewritten `main` broke a release in May.
**How to apply:** Fix mistakes on `main` with a revert commit.
""")

r("feedback_deploys.md", "deploys", "When and how deploys are allowed", "feedback", "Deploy rules", """
@@N9a@@
**Why:** weekend cover is thin and Saturday is the busiest grooming day.
**How to apply:** If something is ready on a Friday, leave the PR approved and merge it Monday.

@@NS3a@@
**Why:** a planner regression once sent the Bath van to Chippenham twice.
**How to apply:** Run `make golden` locally if you touched `planner/`; CI runs it too.
""")

r("feedback_migrations.md", "migrations", "Database migration rules for pawbook", "feedback", "Migrations", """
@@N4a@@
**Why:** a locking migration on the bookings table took the owner app down for twelve minutes in February.
**How to apply:** Mention any migration in the PR description and ping Sam before merging.

Migrations must be backwards compatible with the previous release (add columns nullable, backfill later).
""")

r("feedback_escalation.md", "escalation", "Who to escalate operational problems to", "feedback", "Escalation", """
@@NS2a@@
**Why:** it's almost always a van or an owner problem, not a code one; the site manager can ring the owner.
**How to apply:** Only page the dev rota if vanroute itself is down.

App outages (owner app, pawbook admin) go to Sam first, then Hannah.
""")

r("project_jabtrack_ocr.md", "jabtrack-ocr", "Certificate OCR project - reading vet certificates automatically", "project", "jabtrack OCR", """
Goal: cut the time reception spends typing vaccine dates off vet certificates.

@@D5b@@
@@R10b@@
- OCR is AWS Textract; the parser knows the layouts of the twelve vet practices we see most
- Confidence below 0.8 on any date sends the certificate to manual review

Status (November): live at all sites; Swindon has the lowest manual-review rate.
""")

r("project_trimtable_postgres.md", "trimtable-postgres", "trimtable database move - done, notes kept for follow-ups", "project", "trimtable database move", """
@@S8b@@
- Export via a one-off script, import with row counts checked per salon
- Row-level security on every table; the tablets use the anon key plus a salon claim

Follow-ups: drop the old export script, add a nightly backup check.
""")

r("project_vanroute_rollout.md", "vanroute-rollout", "Rolling out vanroute to all sites", "project", "vanroute rollout", """
@@S3b@@
- Bristol first (April), then Bath and Cardiff (May), Swindon from day one
- Drivers trained on the app by the site managers, one shift each

Open: owners at the edges of the Bath area get long windows; revisit the clustering.
""")

r("project_owner_app_v3.md", "owner-app-v3", "Owner app 3.0 - redesign and booking link changes", "project", "Owner app 3.0", """
Owner app 3.0 shipped on 2026-07-08 (iOS and Android).

- New booking flow: pick days on a calendar, add transport, pay in one step
@@S7b@@
- Dog profile now shows vaccination status from jabtrack

**Why:** the old web booking flow was half of all support emails.
""")

# ---- root files without labelled claims
r("user_sam.md", "sam", "Sam Adeyemi - developer, owns vanroute and the infra", "user", "Sam (developer)", """
Sam Adeyemi is the one full-time developer. Owns vanroute and the AWS setup, reviews every pawbook PR.

- Strong in Go and Postgres; likes reading query plans
- Works Tuesday to Saturday, so Monday questions wait a day
""")

r("user_lily.md", "lily", "Lily Chen - bookings and customer lead", "user", "Lily (bookings)", """
Lily Chen runs bookings and the owner inbox. She's the one who notices when the app confuses owners.

- Not technical; explain changes in terms of what owners see
- Keeps the FAQ page on the website up to date
""")

r("feedback_testing.md", "testing", "Test style for pawbook and jabtrack", "feedback", "Testing", """
Use factory_boy factories for pawbook tests, never fixtures loaded from JSON.
**Why:** the JSON fixtures drifted from the schema twice.
**How to apply:** Add a factory next to the model when a new model appears.

In jabtrack, test certificate parsing against the anonymised certificates in `test/certs/`.
""")

r("feedback_owner_data.md", "owner-data", "Handling owner personal data in code and logs", "feedback", "Owner data", """
Never log owner names, phone numbers or addresses; log the owner id.
**Why:** logs are shipped off to a third party and kept for weeks.
**How to apply:** Use the `redact()` helper in log calls that take a model instance.

Exports for site managers are CSV from the admin, never screenshots sent round by email.
""")

r("feedback_timezones.md", "timezones", "Dates and times in pawbook", "feedback", "Timezones", """
Store timestamps in UTC, show them in Europe/London.
**Why:** the clocks-change weekend double-booked the 07:00 pick-ups in 2025.
**How to apply:** Use `timezone.localtime()` in templates; never `datetime.now()`.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback", "Commit messages", """
Imperative subject line under 60 characters, ticket number at the end in brackets.
**Why:** the release notes are generated from the log.
**How to apply:** `Add waitlist position to booking email [MP-412]`.
""")

r("project_swindon_opening.md", "swindon-opening", "Swindon site opening - what was set up in the systems", "project", "Swindon opening", """
Swindon opened 2026-08-17.

- pawbook: new site code SWN, prices copied from Bath
- vanroute: new depot and zones drawn from the first 80 signed-up owners
- Reception kit: one tablet for check-in, one label printer

Still to do: a second phone line.
""")

r("project_q4_priorities.md", "q4-priorities", "What matters for October-December", "project", "Q4 priorities", """
1. Waitlist for full days (Bristol and Bath are full most Tuesdays to Thursdays)
2. Christmas boarding enquiries form (not a booking, just capture)
3. Clean up the dog profile: merge the three "notes" fields into one

**Why:** Hannah wants fewer phone calls in December.
""")

r("project_waitlist.md", "waitlist", "Waitlist feature for fully booked daycare days", "project", "Waitlist", """
When a day is full, owners can join a waitlist from the app. If a place frees up, the first owner on
the list gets an offer that lasts 2 hours, then it moves on.

- Table `waitlist_entries`; position shown in the app
- Offers sent as push notification plus email
""")

r("reference_glossary.md", "glossary", "Words the team uses that mean something specific", "reference", "Glossary", """
- **Run**: one van trip (morning or evening) for one site
- **Assessment day / trial day**: a new dog's first visit
- **Room sheet**: the paper log on each playroom door
- **Clear**: jabtrack says the dog's vaccinations are fine for that date
- **Book**: trimtable's day view for a salon
""")

r("reference_vet_partners.md", "vet-partners", "Vet practices we work with and how certificates arrive", "reference", "Vet partners", """
- Most certificates are phone photos of the vaccination card
- Three practices email PDFs straight to vaccs@ when the owner asks
- Emergency vet for each site is on the site's reception wall and in pawbook's site settings
""")

r("reference_api_conventions.md", "api-conventions", "Conventions for pawbook's owner API", "reference", "Owner API conventions", """
- JSON, snake_case keys, ISO 8601 dates
- Errors: `{"error": {"code": ..., "message": ...}}` with a stable code
- Pagination with `cursor`, never page numbers
- Every endpoint needs an owner-scoped permission test
""")

r("project_photo_consent.md", "photo-consent", "Owner consent for using dog photos on social media", "project", "Photo consent", """
Owners tick a box in the owner app if we may post their dog on Instagram.

- Consent flag lives on the dog profile in pawbook
- Staff phones: photos for social go into the shared album only when the flag is on
""")

r("feedback_sql_style.md", "sql-style", "SQL in reports and migrations", "feedback", "SQL style", """
Write report SQL with CTEs and explicit column lists; no `SELECT *`.
**Why:** the managers' reports broke when a column was added to `bookings`.
**How to apply:** Review report SQL in the PR like code.
""")

r("project_loyalty.md", "loyalty", "Loyalty stamps idea - parked", "project", "Loyalty stamps", """
Idea from the Bath manager: every 10th daycare day free. Parked in September.

**Why parked:** packages already give a discount; stacking them got complicated.
""")
