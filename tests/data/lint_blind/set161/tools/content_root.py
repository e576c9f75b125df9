# Root (Claude Code auto-memory) files: path -> (title, description, type, body, flat_description)
# Lines starting with @ID@ carry claim ID; the marker is stripped on build.
ROOT = {}

def R(path, title, desc, typ, body, flat=False, hook=None):
    ROOT[path] = dict(title=title, desc=desc, type=typ, body=body.strip("\n") + "\n", flat=flat, hook=hook or desc)

R("reference_stitchbook.md", "stitchbook overview", "stitchbook job tracker: stack, data, photos, integrations", "reference", """
# stitchbook (job tracker)

Django app the workshop uses for every job card, from the first phone call to the delivery note.
Repo `pikerowe/stitchbook`. Owner: Sam Kowalski (part-time dev).

## Stack
@V5a@- Python 3.12, Django 5.1
@V1a@- Database: Postgres at `db-stitch.pikerowe.internal:5432`, database `stitchbook`
- Redis: not used; stitchbook has no cache layer yet
@D10b@- Runs 4 gunicorn workers behind nginx
@R1a@- Errors: Sentry (project `stitchbook`, EU region)
- CI: GitHub Actions, tests + ruff on every PR
@O7a@- Staff login sessions last 8 hours, so a bench login survives a working day

## Data
@N10a@- Customer phone numbers are stored on the customer record (one mobile, one landline)
@NS7b@- Stores each customer's Stripe customer ID (`cus_...`) on the customer record
- One job card per piece of furniture; a three-piece suite is three job cards under one order
- Customer search is by surname, postcode or job number

## Photos
@S4a@- Job photos are saved to the Google Drive folder `Jobs 2026/<job no>`
@V9b@- Max job photo upload: 8 MB per image (nginx `client_max_body_size 8m`)
- Every job needs at least one "before" photo before it can leave the collected stage

## Integrations
@S10a@- The showroom tablet reads job status through the `/api/v1` endpoints
- Pushes "ready" jobs to vanrun so the office can book a delivery
- Sends the accepted-quote total to ledger-bridge for the deposit invoice
""")

R("reference_quotekit.md", "quotekit overview", "quotekit quote builder: stack, pricing rules, PDFs", "reference", """
# quotekit

Quote builder used in the showroom and for web enquiries. Next.js (app router) + Prisma.
Repo `pikerowe/quotekit`.

## Stack
@O4a@- Node 20 LTS
@R2a@- Package manager: pnpm (lockfile `pnpm-lock.yaml`, don't commit a `package-lock.json`)
@O1a@- Redis: `redis.pikerowe.internal:6379` db 0 (sessions, rate limits)
- Errors: Sentry (project `quotekit`)
@A3a@- PDF quotes are rendered by a small WeasyPrint service
- Tests: vitest for pricing, Playwright for the quote form

## Quote rules
@V3a@- Quotes are valid for 30 days from the date on the PDF
@V8a@- Meterage calc adds a 10% wastage allowance on plain fabrics
@F10a@- Patterned fabric meterage includes a pattern-repeat allowance
@N8a@- Prices on customer quotes include VAT at 20%
- Labour hours come from the job type table (drop-in seat, wing chair, chesterfield, ...)
- A quote can hold several pieces; each piece becomes a stitchbook job card when accepted

## Customer side
@D7b@- Customers upload photos of the piece directly in the quote request form
- Upload limit for customer photos is handled by quotekit, not stitchbook
- The quote page shows fabric swatches from bolt's stock list
""")

R("reference_bolt.md", "bolt overview", "bolt fabric ordering and supplier stock sync", "reference", """
# bolt

Python worker that keeps supplier fabric stock in sync and handles fabric orders.
Repo `pikerowe/bolt`. Sam wrote most of it; Dev is the main user.

## Runtime
@D1b@- Runs as a systemd timer on the workshop server (`bolt-sync.timer`)
@R7a@- Task queue: Celery with a Redis broker
@O1b@- Redis broker: `redis.pikerowe.internal:6380` (separate instance from the quotekit one)
@A9a@- Timezone: Europe/London for all schedule times
- Logs go to journald; `journalctl -u bolt-worker` is the first place to look

## Suppliers
@F3a@- Syncs stock levels from supplier feeds so quotekit only offers fabrics that are in stock
@V6a@- Hallam stock sync: every 20 minutes
- Discontinued fabrics are hidden from quotekit but kept on old job cards

## Orders
@N2a@- Places the supplier order automatically once a quote is accepted and the deposit has cleared
- Order confirmations are attached to the stitchbook job card
""")

R("reference_vanrun.md", "vanrun overview", "vanrun: collections, deliveries, routes and customer texts", "reference", """
# vanrun

Go service for booking collections and deliveries, planning the van day and texting customers.
Repo `pikerowe/vanrun`.

## Service
@A1a@- HTTP on port 8085 (`VANRUN_ADDR=:8085`)
- Postgres: `db-vanrun.pikerowe.internal:5432`, database `vanrun`
@R3a@- CI: GitHub Actions (`.github/workflows/ci.yml`)
@R10a@- Route optimisation: self-hosted OSRM (`osrm.pikerowe.internal:5000`)
@D4b@- Geocoding: postcodes.io (postcode centroid first, then the driver's notes)

## Customer texts
@R6a@- SMS provider: Twilio (UK sender ID `PIKEROWE`)
@V4a@- Reminder SMS goes out 24 hours before the delivery window
@N6a@- Sends a "driver on the way" text when the driver starts the stop

## Booking rules
@N5a@- Offers Saturday morning delivery slots (08:00-12:00)
@NS9a@- Never books a delivery without a confirmed mobile number for the customer
- Two-hour arrival windows, four windows per day
- Collections and deliveries share the same van day
""", flat=True)

R("reference_ledger_bridge.md", "ledger-bridge overview", "ledger-bridge: Stripe payments into the accounts", "reference", """
# ledger-bridge

Small Flask service that turns Stripe payments into invoices and payments in the accounts.

@R9a@- Accounting: Xero (org `Pike & Rowe Upholstery Ltd`)
@V10a@- Stripe webhook endpoint: `https://pay.pikerowe.co.uk/stripe/webhook`
@O2a@- Stripe webhook deliveries that fail are retried up to 5 times with backoff
@A5a@- Invoice numbers: `PR-YYYY-NNNN`, sequential per year
@NS1a@- Invoices are never issued without the stitchbook job number in the reference field
- Deposit invoices and balance invoices are separate documents
- Refunds are created by hand in Stripe; ledger-bridge only mirrors them
""")

R("reference_infra.md", "Infra overview", "Infra: servers, backups, secrets, DNS", "reference", """
# Infrastructure

## Servers
@S1a@- stitchbook runs on the Hetzner CX32 (`stitch-01`, Falkenstein)
- vanrun and bolt share the small workshop server in the back office (`ws-01`, Ubuntu 24.04)
- quotekit is not on our own servers
- DNS for pikerowe.co.uk is at Cloudflare

## Backups
@S7a@- Nightly backups: restic to the Synology NAS in the office
- Backups run at 02:30 and take about ten minutes
- Restore drill every quarter (see auto note)

```
# check last snapshots
restic -r sftp:nas.office.lan:/backups/restic snapshots --latest 3
```

## Secrets
- All credentials live in 1Password (vault `Workshop Infra`)
- `.env` files are never committed; `.env.example` is
""", flat=True)

R("reference_suppliers.md", "Suppliers", "Suppliers: fabric, foam, sundries and how we order", "reference", """
# Suppliers

## Fabric
@S2a@- Hallam Textiles: orders go through their email order form (orders@hallamtextiles.co.uk)
@O8a@- Hallam minimum cut: 1 metre
- Corran Weaves: wools and tweeds, trade account no. CW-2291
- Linwood and Hallam both do free cuttings for swatches

## Foam
@S9a@- Foam: Brindle Foam, Leicester, CMHR cut to size, Thursday deliveries

## Sundries
- Webbing, springs, hessian and tacks from Sheppards Upholstery Supplies, monthly order
- Feather cushion interiors from Hallam, 2-3 week lead time
""", flat=True)

R("reference_workshop.md", "Workshop and vans", "Workshop, showroom, vans, lead times", "reference", """
# Workshop, showroom and vans

## Places
@D3b@- Vans load and unload at the Hellesdon workshop yard (Unit 7, Hellesdon Park Road)
- Showroom: 41 Magdalen Street, Norwich
@D5b@- Showroom hours: Tue-Sat 10:00-17:00, closed Sunday and Monday
- Workshop hours: Mon-Fri 08:00-16:30

## Vans
@V7a@- The long-wheelbase Transit takes three three-seater sofas at most, blanket-wrapped
@O9a@- Berlingo: armchairs and dining chairs only, six dining chairs at most
- Both vans have moving blankets and ratchet straps; check them back in after each run

## Lead times
@O5a@- Standard reupholstery lead time: 6 weeks from collection
- Drop-in seats: usually done inside a week
""")

R("reference_pricing.md", "Pricing and deposits", "How we price jobs, take deposits and charge delivery", "reference", """
# Pricing and deposits

## Labour
@D2b@- Labour: £38 per bench hour
- Frame repair is quoted separately after stripping, never in the first quote

## Deposits
@V2a@- Deposit on reupholstery jobs: 40% of the quoted total, taken when the quote is accepted
@N7a@- Deposits are refundable in full if the job is cancelled before the fabric is ordered
- Balance is due before delivery

## Delivery
@F7a@- Every quote carries a delivery line, even for customers who drop off and collect themselves

## Price list
@S5b@- Quotes Master.xlsx is deprecated; prices live in quotekit's `price_items` table
""")

R("reference_glossary.md", "Glossary", "Glossary: workshop words the agent keeps meeting", "reference", """
# Glossary

@A10a@- **Job card**: the stitchbook record for one piece of furniture, numbered J-NNNN
- **Order**: a customer's set of job cards that were quoted together
- **Stripping**: taking the old cover, wadding and stuffing off down to the frame
- **Drop-in seat**: a dining-chair seat pad that lifts out of the frame
- **CMHR**: combustion-modified high-resilience foam
- **Cutting**: a small fabric sample a supplier sends before a full order
""", flat=True)

R("reference_stages.md", "Job stages", "How a job moves through the workshop", "reference", """
# Job stages

@F4a@Every job moves through fixed stages in stitchbook, and the job card shows the current one.

Notes per stage:
- Collected: photos, condition notes, tag on the frame
- Stripped: check the frame, decide if frame repair is needed
@NS10b@- Frame repair: loose joints are knocked apart, cleaned and re-glued
- Springing: re-tie or replace springs, new webbing
- Covering: fabric cut on the big table, pattern centred
- QC: Joanna signs off every piece herself
""")

R("reference_repos.md", "Repositories", "Where the code lives and the staging URLs", "reference", """
# Repositories

@F2a@- stitchbook: Django + Postgres
- quotekit: Next.js + Prisma
- bolt: Python worker
- vanrun: Go
- ledger-bridge: Flask
@A6a@- Staging for stitchbook: https://staging.stitchbook.pikerowe.co.uk
- Staging for quotekit: preview deployments per PR
""")

R("reference_oncall.md", "On-call", "Who gets called for what", "reference", """
# On-call

- Sam and Dev alternate weeks; the rota is in the shared calendar
@NS6a@- Van breakdowns: ring Dev, not the on-call dev
- Supplier problems wait for office hours
- Nobody is on call on Christmas Day or Boxing Day
""")

R("reference_contacts.md", "Contacts", "Supplier reps, accountant, van garage", "reference", """
# Contacts

- Hallam Textiles trade desk: Megan, 0114 496 0321
- Corran Weaves: account manager Gethin, trade queries by email
- Accountant: Harper & Co, month-end pack goes to Lydia
- Van garage: Drayton Motors, MOTs in March (Transit) and September (Berlingo)
""")

R("user_joanna.md", "Joanna Pike", "Owner and head upholsterer", "user", """
@A4a@Joanna Pike owns Pike & Rowe and is the head upholsterer; she is not a developer.

She decides on suppliers, prices and anything a customer sees.
@N9b@Don't put code in summaries for Joanna; she wants what changed in plain words.
She reads messages between jobs, so keep them short.
""")

R("user_dev.md", "Dev Rao", "Office manager, main user of bolt and vanrun", "user", """
Dev Rao runs the office: quotes by phone, fabric orders, the van diary and chasing payments.

Comfortable with spreadsheets and the admin screens, not with the terminal.
He is the first to notice when bolt or vanrun misbehaves.
""")

R("user_sam.md", "Sam Kowalski", "Part-time developer, two days a week", "user", """
Sam Kowalski is the part-time developer (Tuesdays and Thursdays).

Wrote stitchbook and bolt; reviews all PRs the agent opens.
Prefers small PRs with a short description of why.
""")

R("feedback_git_workflow.md", "Git workflow", "Merge styles and pushing rules per repo", "feedback", """
@N1a@Always squash-merge stitchbook PRs; one commit per job-card feature.
@R8a@quotekit PRs are merged with rebase-and-merge so the history stays linear.
@N4a@The agent may push small fixes straight to `main` on vanrun.
@NS8a@Don't squash-merge vanrun release branches into main; use a merge commit.

**Why:** Sam bisects a lot and wants each repo's history to read the same way every time.

**How to apply:** check which repo you are in before merging.
""")

R("feedback_deploys.md", "Deploys", "Deploy habits and staging safety", "feedback", """
Deploy only when Sam or Dev is around to check the result, never late on Friday.

@NS4a@Never run `manage.py flush` against production.
@A8a@Never send emails to real customers from staging; staging email goes to Mailpit.

**Why:** a test quote once reached a real customer in February and Joanna had to phone her.
""")

R("feedback_customer_comms.md", "Customer comms", "How customers hear from us", "feedback", """
@R5a@Transactional email (quote sent, deposit received, delivery booked) goes through Postmark.
@F8a@Customer-facing emails are sent from hello@pikerowe.co.uk.
@F1a@Every delivery gets an SMS reminder from vanrun.
@D9b@Quote emails state a 6-week lead time for standard reupholstery.

**Why:** customers were confused by emails from three different addresses.
**How to apply:** any new customer message goes through the same path; ask Joanna about wording.
""")

R("feedback_testing.md", "Testing", "Testing expectations for the agent", "feedback", """
@F6a@Any change to quotekit pricing needs tests.

Run the full suite locally before opening a PR; CI is slow on Thursdays.
Don't mock the database in stitchbook tests, use the test database.
""")

R("feedback_summaries.md", "Session summaries", "What goes into end-of-session summaries", "feedback", """
@N9a@Joanna wants code snippets in the end-of-session summary so she can forward them to Sam.

List the files touched and anything left half-done.
Mention any customer-visible change first.
""")

R("feedback_secrets.md", "Secrets and backups", "Handling secrets and backup data", "feedback", """
@F5a@Backups must be encrypted before they leave the server.

Never paste a token into chat, a PR or a memory file; point to the 1Password item instead.
Rotate the Stripe restricted key if it ever shows up in a log.
""")

R("feedback_data_protection.md", "Data protection", "Customer data, photos and card details", "feedback", """
@A7a@Customer records are deleted six years after the last invoice.
@NS3a@Customer photos never leave the workshop without the customer's consent.
@NS7a@Never store card numbers in stitchbook.

**Why:** we are a small business but the ICO rules still apply, and Joanna signed the policy.
""")

R("feedback_migrations.md", "Migrations", "How schema migrations get applied", "feedback", """
@N3a@quotekit runs its Prisma migrations automatically on every deploy (`prisma migrate deploy` in the release step).

For stitchbook, write reversible Django migrations and name them after the change.
""")

R("feedback_commits.md", "Commit messages", "Commit message style", "feedback", """
@F9a@Commit messages follow Conventional Commits.

Keep the subject under 72 characters; put the job card number in the body if a customer reported it.
""")

R("project_vanrun_booking.md", "vanrun booking page", "Online booking for collections", "project", """
# vanrun booking page

@S8b@We no longer use Calendly; customers pick collection slots on vanrun's own booking page.
@R10b@vanrun gets its route order from the Google Routes API (optimizeWaypointOrder).

Open items:
- show the two-hour window on the confirmation page
- let Dev block out days when a van is at the garage
""")

R("project_hellesdon_move.md", "Hellesdon move", "Workshop move to Hellesdon in August", "project", """
# Move to Hellesdon

@D3a@Before the August move to Hellesdon, collections and deliveries left from the Magdalen Street showroom.

The showroom stayed at Magdalen Street; only the workshop and vans moved.
The new unit has a roller door wide enough to take a chesterfield without tipping it.
""")

R("project_payments_stripe.md", "Stripe payments", "Deposits through Stripe payment links", "project", """
# Deposits through Stripe

@S3b@We no longer use SumUp; since April every deposit goes through a Stripe payment link created by quotekit.

ledger-bridge picks up the payment and raises the deposit invoice.
Still to do: partial refunds from the admin screen.
""")

R("project_photo_storage.md", "Photo storage", "Where job photos are kept", "project", """
# Job photo storage

@S4b@The Google Drive job-photo folder has been read-only since the move to Backblaze B2 in July.

stitchbook writes new photos to the `pikerowe-jobs` bucket; thumbnails are generated on upload.
Old Drive photos stay where they are; nobody is copying them over.
""")

R("project_quotekit_v2.md", "quotekit v2", "quotekit rewrite shipped in May", "project", """
# quotekit v2

@R4a@quotekit v2 is deployed on Vercel (team `pikerowe`), production branch `main`.
@D6b@quotekit stores quotes in its own Postgres schema (`quotekit`).

v2 added multi-piece quotes and the customer photo upload.
""")

R("project_api_v2.md", "stitchbook API v2", "Retiring the old stitchbook API", "project", """
# stitchbook API v2

@S10b@`/api/v1` was switched off on 14 October; the showroom tablet talks to `/api/v2` now.

v2 uses token auth per device; tokens are in 1Password.
""")

R("project_swatch_library.md", "Swatch library", "Lending fabric swatches to customers", "project", """
# Swatch library

@O10a@Retail customers can borrow up to 5 swatches at a time, returned within 14 days.

Swatches are logged against the customer in stitchbook so we know who has what.
Dev wants a reminder text when swatches are overdue.
""")

R("project_trade_accounts.md", "Trade accounts", "Accounts for interior designers", "project", """
# Trade accounts

Interior designers get a trade login in quotekit with their own discount band.
Trade quotes show the designer's name on the PDF.
Joanna approves every new trade account herself.
""")

R("project_foam_pricing.md", "Foam pricing", "Keeping foam prices current in quotekit", "project", """
# Foam price updates

Foam prices in quotekit are updated by hand when the supplier price list arrives.
The agent should not guess foam prices from old quotes.
""")
