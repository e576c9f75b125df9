# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

A("deposit-chasing", "Chasing deposits", "2026-03-17", ["payments", "office"], """
# Chasing deposits

@V2b@We ask for half the quote (50%) up front on reupholstery work before the job goes into the queue.

Dev chases unpaid deposits after three working days by phone, not by text.
If the deposit still hasn't come after two weeks, Dev releases the fabric hold and tells Joanna.
""")

A("vanrun-sms-notes", "vanrun SMS notes", "2026-05-06", ["vanrun", "sms"], """
# vanrun texts

@V4b@The delivery reminder text is sent 48 hours ahead so customers have time to clear a path to the room.

Replies to the sender ID go nowhere, so the text tells people to ring the office.
Texts are only sent between 08:00 and 20:00.
""")

A("stitchbook-dev-setup", "stitchbook local setup", "2026-02-10", ["stitchbook", "dev"], """
# stitchbook local dev

@V5b@stitchbook is pinned to Python 3.11 (`.python-version` says 3.11.9) because the
PDF job-sheet library still ships no wheel for anything newer.

```
uv sync
export DATABASE_URL=postgres://stitch@localhost:5432/stitchbook_dev
python manage.py migrate && python manage.py runserver
```

## Reviews
@N1b@Never squash stitchbook PRs; Joanna's bug reports are traced through the individual commits.

Seed data: `python manage.py loaddata demo_jobs` gives ten fake job cards.
""")

A("delivery-loading", "Loading the vans", "2026-06-02", ["vans", "deliveries"], """
# Loading the vans

@V7b@The Transit fits two three-seater sofas, no more, once they're blanket-wrapped and strapped.

Chairs go in last so they come out first at the first stop.
Always photograph the piece in the van before leaving the yard.

## Weekends
@N5b@vanrun does not offer Saturday delivery slots; the vans get their loading checks on Saturday mornings.
""")

A("photo-upload-limits", "Upload limits", "2026-04-22", ["uploads", "stitchbook", "quotekit"], """
# Upload limits by app

| app | max file size | types |
|---|---|---|
@V9a@| stitchbook job photos | 20 MB | jpg, heic |
| quotekit customer photos | 10 MB | jpg, png, heic |
| vanrun delivery notes | 5 MB | pdf, jpg |

HEIC from iPhones is converted to JPEG on upload in both apps.
""")

A("quotekit-onboarding", "quotekit onboarding", "2026-01-19", ["quotekit", "dev"], """
# Getting started on quotekit

@R2b@Install quotekit dependencies with `yarn install`; yarn is the package manager for that repo.

Copy `.env.example` to `.env.local` and ask Sam for the Stripe test keys.
The pricing tests are the ones that matter; run them before anything else.
""")

A("quotekit-hosting", "quotekit hosting", "2026-09-03", ["quotekit", "hosting"], """
# Where quotekit runs

@R4b@quotekit runs on Fly.io in the `lhr` region on two machines, with the WeasyPrint
service as a third, smaller machine.

```
fly deploy --app quotekit
fly logs --app quotekit
```

Preview builds for PRs are still created on every push.
""")

A("bolt-worker-notes", "bolt worker notes", "2026-05-20", ["bolt", "ops"], """
# bolt worker

@R7b@bolt's background jobs run on Huey (Redis-backed); there is no Celery anywhere in the codebase.

## Restarts
@NS2a@Don't restart bolt while the Corran import is running (01:00-01:20), it leaves
half a price list behind.

Worker count is 2; more just gets us rate-limited by Hallam.
""")

A("month-end", "Month end", "2026-06-30", ["finance", "office"], """
# Month end

@R9b@Invoices and deposits land in QuickBooks Online, which the accountant reconciles each month.

Dev exports the job list from stitchbook on the last working day.
Unpaid balances older than 30 days go on a list for Joanna.
""")

A("cancellations", "Cancellations", "2026-07-14", ["payments", "customers"], """
# When a customer cancels

@N7b@Deposits are non-refundable; the cancellation terms on the quote say so in bold.

If we have already cut the fabric, the customer can have the cut fabric.
Cancelled job cards are archived, not deleted.
""")

A("gdpr-review", "GDPR review notes", "2026-09-24", ["privacy", "stitchbook", "vanrun"], """
# GDPR review (September)

@N10b@stitchbook does not store customer phone numbers; vanrun keeps them and deletes them 30 days after delivery.
@A7b@We keep customer records for 6 years after the final invoice (HMRC), then purge them.

Email addresses stay in stitchbook for receipts.
The privacy notice on the website was updated on 1 October.
""")

A("hosting-move", "stitchbook hosting move", "2026-08-21", ["stitchbook", "infra"], """
# stitchbook hosting move

@S1b@In August stitchbook moved off Hetzner onto a DigitalOcean droplet in LON1.

Reason: the Falkenstein latency from the showroom tablet was noticeable on job search.
DNS TTL was dropped to 300 the day before.
""")

A("deposit-how-to", "Taking a deposit", "2026-02-03", ["payments", "office"], """
# Taking a deposit (office how-to)

@S3a@Deposits are taken by SumUp invoice; Dev sends the link from the SumUp app.

Put the job number in the invoice note.
Mark the quote as accepted in quotekit once the money shows.
""")

A("pricing-spreadsheet", "Pricing spreadsheet", "2026-01-14", ["pricing"], """
# Pricing spreadsheet

@S5a@Quotes Master.xlsx on the office drive is the source of truth for labour and fabric prices.

Joanna updates it when a supplier price list arrives.
Column H is the trade discount; don't show it to retail customers.
""")

A("deploy-notes", "Deploy notes", "2026-03-05", ["stitchbook", "deploy"], """
# Deploying stitchbook

@S6a@To deploy stitchbook, ssh in and run `./deploy.sh` from /srv/stitchbook.

Check the job list page loads afterwards.
Deploy before 15:00 so Sam can watch the logs.
""")

A("collection-booking", "Collection booking", "2026-02-24", ["collections", "customers"], """
# Booking a collection

@S8a@Customers book collection slots through our Calendly page (calendly.com/pikerowe/collection).

The office confirms by phone the day before.
Large pieces need two people, so check the rota first.
""")

A("job-card-stages", "Job card stages", "2026-04-01", ["stitchbook", "workshop"], """
# Job card stages

@F4b@The stage order is: collected, stripped, frame repair, springing, covering, QC, ready, delivered.
@A10b@Job numbers are J- followed by four digits, one per piece (a pair of chairs is two job cards).

Stages can't be skipped, but frame repair can be marked "not needed".
""")

A("restore-drill", "Restore drill", "2026-07-08", ["backups", "infra"], """
# Quarterly restore drill

@F5b@restic encrypts every snapshot with the repository key kept in the 1Password vault `Workshop Infra`.

Drill: restore last night's stitchbook dump into a scratch database and count job cards.
July drill took 14 minutes end to end.
""")

A("delivery-charges", "Delivery charges", "2026-05-12", ["pricing", "deliveries"], """
# Delivery charges

@F7b@The delivery line is £0 inside the NR postcode area and £1.20 a mile beyond it, counted from the workshop.

Stairs beyond the first floor are quoted separately.
""")

A("commit-style", "Commit style", "2026-03-26", ["git"], """
# Commit style examples

@F9b@Scope commit messages with the app name, e.g. `fix(vanrun): handle empty postcode`.

Reference the job card in the body when a fix came from a customer complaint.
""")

A("meterage-rules", "Meterage rules", "2026-06-16", ["quotekit", "fabric"], """
# How quotekit works out metres

Measured metres come from the job type table, then allowances are added.
@F10b@For patterned fabric, quotekit adds one full repeat for every cushion and back
panel so the motif can be centred.

Railroaded fabric on long sofas is flagged for Joanna to check.
""")

A("showroom-kiosk", "Showroom kiosk", "2026-08-04", ["showroom", "kiosk"], """
# Showroom kiosk

@O4b@The showroom kiosk app is built with Node 22; it shares nothing with quotekit but the design tokens.
@O7b@The kiosk's session times out after 30 minutes idle and goes back to the swatch browser.

It runs in kiosk mode on the Lenovo tablet by the door.
""")

A("newsletter", "Newsletter", "2026-10-02", ["marketing", "email"], """
# Seasonal newsletter

@O6a@The seasonal newsletter goes out through Buttondown, from news@pikerowe.co.uk.

Four a year; Joanna writes them, the agent only formats the before/after photos.
""")

A("showroom-hours", "Showroom hours history", "2026-09-08", ["showroom"], """
# Showroom opening hours

@D5a@Through the summer (June to August) the showroom opened on Sundays 10-2.

The Sunday trial brought in browsers more than buyers.
""")

A("van-costs", "Van costs", "2026-07-20", ["vans", "finance"], """
# Van costs

| van | ownership | insurance renewal |
|---|---|---|
@D8b@| Transit | owned outright | January |
| Berlingo | owned outright | May |

Fuel cards are in the office safe.
""")

A("gunicorn-tuning", "gunicorn tuning", "2026-09-17", ["stitchbook", "performance"], """
# gunicorn tuning

@D10a@Until the September tuning, stitchbook ran 2 gunicorn workers and timed out under the Monday rush.

The Monday rush is the office reopening all the weekend enquiries at once.
""")

A("fire-safety", "Fire safety", "2026-03-02", ["workshop", "compliance"], """
# Fire safety for fillings and covers

@A2a@All seat foam must be CMHR meeting BS 5852 crib 5; no exceptions for antiques going back into homes.

Covers need an interliner unless the fabric passes the match test on its own.
The fire label is sewn on before QC.
""")

A("quote-pdf", "Quote PDFs", "2026-05-28", ["quotekit", "pdf"], """
# Quote PDFs

@A3b@Quote PDFs come out of WeasyPrint (the `pdfgen` container), fed with the same HTML as the web view.
@NS5a@Quote emails don't attach the PDF; they carry a link to the quote page.

The PDF footer carries the company number and VAT number.
""")

A("stitchbook-staging", "stitchbook staging", "2026-06-09", ["stitchbook", "staging"], """
# stitchbook staging

@A6b@Staging lives at staging.stitchbook.pikerowe.co.uk and uses a copy of production scrubbed of customer names.

Refreshed on the first Monday of each month.
""")

A("instagram", "Instagram posts", "2026-08-12", ["marketing", "photos"], """
# Instagram

@NS3b@Before/after photos go on Instagram when the customer has ticked the consent box on the quote.

House numbers and faces are blurred before posting.
""")

A("oncall-rota", "On-call rota", "2026-04-14", ["oncall", "ops"], """
# On-call rota

@NS6b@vanrun outages page the on-call dev through PagerDuty.

stitchbook outages during workshop hours go to Sam first.
Handover is Monday 09:00.
""")

A("frame-repair", "Frame repair notes", "2026-05-04", ["workshop", "frames"], """
# Frame repair

@NS10a@Antique frames are never re-glued with PVA; hide glue only, so the joint can be undone next time.

Modern frames get PVA and a dowel where the joint has split.
Woodworm: treat and wait a week before re-covering.
""")

# --- notes with no labelled claim (distractors share slot words) ---
A("vanrun-dev-setup", "vanrun local setup", "2026-02-18", ["vanrun", "dev"], """
# vanrun local dev

Go 1.23. `make run` starts the service against a local Postgres.

```
export VANRUN_DB=postgres://vanrun@localhost:5432/vanrun_dev
make run
```

Seed stops for a fake van day: `make seed`.
""")

A("bolt-suppliers-api", "Supplier APIs", "2026-04-27", ["bolt", "suppliers"], """
# Supplier feeds

Hallam gives us a JSON stock endpoint with an API key per trade account.
Corran only publishes a CSV stock file.
Linwood has no feed at all; their fabrics are added to bolt by hand.
""")

A("quote-followups", "Quote follow-ups", "2026-03-30", ["quotekit", "office"], """
# Following up quotes

Dev rings customers a week after the quote goes out if nothing has happened.
Quotes with a trade discount are followed up by Joanna.
The follow-up is logged on the quote in quotekit.
""")

A("springing-notes", "Springing", "2026-06-25", ["workshop"], """
# Springing

Coil springs are hand-tied eight ways on traditional pieces.
Serpentine springs on modern sofas are replaced, not re-tied.
Springs come from Sheppards with the monthly sundries order.
""")

A("customer-faq", "Customer FAQ drafts", "2026-07-29", ["customers", "website"], """
# FAQ drafts for the website

Q: Can I supply my own fabric? A: Yes, we quote customer's own material (COM) with a handling charge.
Q: Do you collect? A: Yes, across Norfolk; further afield by arrangement.
Q: How long does it take? A: See the lead time on your quote.
""")

A("stripe-testing", "Stripe testing", "2026-04-08", ["payments", "testing"], """
# Testing Stripe locally

Use the Stripe CLI (`stripe listen`) to forward test events to a local ledger-bridge.
Test cards only; the live keys never go on a laptop.
""")

A("covering-tips", "Covering tips", "2026-10-15", ["workshop", "fabric"], """
# Covering

Velvets are cut with the pile running down the back and seat.
Stripes are matched across the seat and back cushions.
Leftover fabric of more than half a metre goes back to the customer.
""")

A("agent-session-log-oct", "Agent session log (October)", "2026-10-30", ["agent", "log"], """
# October sessions

- Fixed the stage filter on the job list.
- Added the delivery-window field to the vanrun booking API.
- Tidied bolt's logging so supplier names show in errors.
""")

A("agent-session-log-jun", "Agent session log (June)", "2026-06-29", ["agent", "log"], """
# June sessions

- Fixed HEIC conversion in the quote form photo upload.
- Wrote pricing tests for drop-in seats.
- Looked into the slow job search; it was the missing trigram index.
""")

A("trade-fair-2026", "Trade fair 2026", "2026-10-21", ["suppliers", "events"], """
# Fabric trade fair (Harrogate)

Joanna and Dev went on 18 October.
Two new wool suppliers to look at; nothing ordered yet.
""")

A("sms-wording", "SMS wording", "2026-05-19", ["vanrun", "sms", "customers"], """
# SMS wording

Keep texts under 160 characters so they go as one message.
Sign off with "Pike & Rowe".
No links in texts except the booking page.
""")

A("ws-01-server", "Workshop server", "2026-03-11", ["infra"], """
# ws-01

Small Intel NUC in the back office, Ubuntu 24.04, on the UPS.
Runs vanrun and bolt under systemd.
Remote access is over Tailscale only.
""")

A("cushion-interiors", "Cushion interiors", "2026-08-26", ["workshop", "fillings"], """
# Cushion interiors

Feather-wrapped foam for seat cushions, full feather for backs unless the customer asks otherwise.
Feather interiors are ordered with the fabric so they arrive together.
""")

A("stitchbook-search", "stitchbook search", "2026-07-03", ["stitchbook", "search"], """
# Customer search in stitchbook

Results are ranked by the date of the customer's most recent job.
Typing a job number jumps straight to the job card.
Postcode search ignores the space, so NR31AB and NR3 1AB both work.
""")

A("van-day-planning", "Planning the van day", "2026-08-31", ["vans", "office"], """
# Planning the van day

Dev plans the van day the afternoon before and prints it.
Heavy pieces go on days when two people are free to lift.
Collections and deliveries on the same street are put back to back.
""")

A("quotekit-env", "quotekit environment", "2026-05-25", ["quotekit", "config"], """
# quotekit environment variables

- `DATABASE_URL`: Postgres connection, `quotekit` schema
- `REDIS_URL`: sessions and rate limits
- `STRIPE_SECRET_KEY`: restricted key

Values are in 1Password; never commit them.
""")

A("fabric-care-cards", "Fabric care cards", "2026-10-05", ["customers", "fabric"], """
# Care cards

Every delivery includes a care card for the cover fabric, printed from the supplier's spec sheet.
Velvet and wool cards also carry the "don't use a steam cleaner" warning.
""")
