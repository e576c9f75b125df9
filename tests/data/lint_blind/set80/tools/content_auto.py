# Free notes: auto/<slug>.md -> (title, created, tags, body). {ID} marks a claim line.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

A("diary-templates", "Diary templates in eyebook", "2026-02-11", ["eyebook", "diary"], """
# Diary templates

Each branch has a weekly template; eyebook stamps it into the optometrists' diaries on Sunday night.

## Slot lengths
{V2b}A standard sight test is a 40-minute slot in eyebook, whatever the branch.
{O5b}Collection appointments are booked as 10-minute slots.
Contact lens fits are booked as a double slot.

## Changing a template
Edit it in the admin under Branch > Template; changes apply from the next Sunday run.
""")

A("recallr-dev-setup", "recallr local setup", "2026-03-03", ["recallr", "dev"], """
# Running recallr locally

{V5b}recallr needs Node 22 locally; `.nvmrc` pins `22.11.0` and the build fails on anything older.

Copy `.env.example` to `.env`; the SMS and email providers are stubbed when `RECALLR_DRY_RUN=1`.
Seed data: `scripts/seed.ts` creates a hundred fake patients spread over the four branches.
""")

A("lab-scanning", "Scanning prescriptions into lenslab", "2026-04-02", ["lenslab", "scanning"], """
# Scanning prescriptions

External prescriptions (from other opticians) are scanned at the counter and attached to the job.

{V7b}Prescription scans can be up to 25 MB each in lenslab; the
scanners default to 300 dpi colour PDF, which stays well under that.

Scan in colour; the lab needs to see the signature stamp.
""")

A("lenslab-ci", "lenslab CI", "2026-05-19", ["lenslab", "ci"], """
# lenslab CI

{R2b}lenslab's CI is GitHub Actions; the workflow file is `.github/workflows/test.yml`.
The test job spins up Postgres as a service container.
A red build blocks merging; there is no override.
""")

A("recall-email-template", "Recall email template", "2026-09-24", ["recallr", "email"], """
# Recall email

{D8b}Recall emails are HTML, with the branch logo and a "book now" button.
{R4b}Recall emails are sent through Mailgun's EU region from recalls@mail.lensmore.co.uk.

The subject line is "You're due a sight test at Lensmore <branch>".
Copy changes go past Dan before they ship.
""")

A("git-conventions", "Git conventions", "2026-01-22", ["git", "process"], """
# Git conventions

Branch names: `<initials>/<ticket>-short-description`.
{R8b}Every PR gets squash-merged; the PR title becomes the commit message.
Tags for releases: `<app>-YYYY.MM.DD`.
""")

A("sms-providers", "SMS providers", "2026-06-17", ["sms", "eyebook", "recallr"], """
# Who sends which SMS

{R9b}eyebook's booking confirmations go out via Esendex.
recallr sends its recall SMS through Firetext.
Both use the sender id `Lensmore`; replies go to the Shrewsbury inbox.
""")

A("framestock-reservations", "Frame reservations", "2026-05-06", ["framestock", "sales"], """
# How a frame gets held for a customer

{N2b}Putting a frame in a basket does not reserve it in framestock; only a paid deposit holds a frame.
A reserved frame shows up in the drawer list with the customer's eyebook id.
Reservations lapse after 14 days unless the job has gone to the lab.
""")

A("eyebook-deploy", "Deploying eyebook", "2026-03-26", ["eyebook", "deploy"], """
# Deploying eyebook

{A6b}Staging lives at staging.eyebook.lensmore.co.uk and deploys from `main` automatically.
Production deploys are a manual promote from the pipeline.

## Migrations
{N4b}Never run eyebook migrations manually; the release command on deploy runs them.
If a release command fails the deploy stops and the old release keeps serving.
""")

A("online-booking-rules", "Online booking rules", "2026-04-15", ["eyebook", "booking"], """
# Online booking

{D4b}Online booking is open at all four branches.
{N7b}eyebook does not allow same-day online bookings; same-day appointments are phone-only.
Patients must give a mobile number or an email address to book online.
""")

A("varifocal-orders", "Varifocal orders", "2026-06-08", ["lenslab", "varifocal"], """
# Varifocal orders

{A5b}Varifocal orders need a 50% deposit before anything is ordered.
{N8b}Varifocals are not glazed in-house — every varifocal job is sent out to the lens supplier's lab.
Fitting heights are measured at the branch and entered on the job.
""")

A("frames-master-sheet", "Frames Master sheet", "2026-02-05", ["framestock", "buying"], """
# Frames Master

{S4a}Stock counts are exported nightly to the `Frames Master` Google Sheet, which the buyers use for reordering.
The sheet has one tab per branch and a summary tab.
""")

A("booking-widget", "Website booking widget", "2026-01-28", ["eyebook", "website"], """
# Booking widget

The widget is a small Stimulus bundle embedded on every branch page of the website.
{S7a}The website booking widget calls eyebook's v1 booking API (`/api/v1/slots`).
It caches slots for 60 seconds in the browser.
""")

A("supplier-orders", "Supplier orders", "2026-02-19", ["framestock", "suppliers"], """
# Ordering frames from suppliers

{S9a}framestock emails frame orders to suppliers as CSV attachments every
weekday at 15:00, one file per supplier.

The buyer checks the draft orders in the admin before 14:30.
""")

A("lenslab-upgrade", "lenslab upgrade", "2026-06-25", ["lenslab", "upgrade"], """
# lenslab upgrade

{F2b}lenslab is on Django 5.1 and Python 3.12 since the June upgrade.
The old `django-rq` dashboards were removed in the same release.
Upgrade notes and the test matrix are in the PR.
""")

A("backup-restore-drill", "Backup and restore drill", "2026-07-21", ["infra", "backups"], """
# Backups

{F4b}The nightly backup starts at 01:30 and lands in the `lensmore-backups` B2 bucket.
The drill restores lenslab into a scratch namespace and runs the smoke tests against it.
Last drill: 2026-10-14, took 22 minutes end to end.
""")

A("contact-lens-aftercare", "Contact lens aftercare", "2026-08-27", ["recallr", "contact-lenses"], """
# Contact lens aftercare recalls

{F5b}Contact lens aftercare recalls go out 12 months after the last aftercare check, separate from the sight-test recall.
A patient can be due both at once; recallr then sends one message that mentions both.
""")

A("argo-notes", "Argo CD notes", "2026-05-28", ["infra", "argocd"], """
# Argo CD

{F6b}Argo CD auto-syncs framestock and recallr; lenslab waits for a manual sync because of the lab's opening hours.
Sync windows for lenslab: weekdays after 18:00.
The Argo CD UI is only reachable over the VPN.
""")

A("xero-export", "tillpoint to Xero", "2026-07-01", ["tillpoint", "finance"], """
# Xero export

{F9b}tillpoint posts one summary invoice per branch per day to Xero, at 22:00.
Card and cash are separate payment lines on the invoice.
Finance reconciles against the card settlements the next morning.
""")

A("lenslab-celery-notes", "lenslab background jobs", "2026-03-18", ["lenslab", "redis"], """
# lenslab background jobs

{O1b}lenslab keeps its Celery results in `redis.lensmore.internal:6379/2` (db 2; db 0 belongs to eyebook).
Long jobs: the nightly turnaround report and the OMA file clean-up.
""")

A("eyebook-webhooks", "eyebook webhooks", "2026-04-28", ["eyebook", "webhooks"], """
# Webhooks

eyebook posts booking events to recallr and to the website.
{O2b}eyebook retries a failed webhook delivery up to 3 times before parking it in the dead-letter table.
Parked deliveries can be replayed from the admin.
""")

A("shrewsbury-lab-tour", "Shrewsbury notes", "2026-01-14", ["shrewsbury", "onboarding"], """
# Shrewsbury (head office)

{O3b}Shrewsbury has four test rooms, with the lab upstairs.
The server cupboard is behind the staff room; the lab PC is next to the edger.
Parking: the two bays at the back are for deliveries only.
""")

A("edger-bridge", "Edger bridge", "2026-02-26", ["lenslab", "edger"], """
# Edger bridge

The bridge is a small service on the lab PC that passes jobs from lenslab to the edgers.
{O4b}The edger bridge on the lab PC is a Go 1.21 binary; it can't move to a newer Go until the lab PC is off Windows 7.
{A2b}The bridge speaks the VCA/OMA protocol to the edgers.
Gareth can restart the bridge from its tray icon; the logs are in the bridge's install folder.
""")

A("eyebook-local-dev", "eyebook local development", "2026-03-10", ["eyebook", "dev"], """
# eyebook locally

{O10b}eyebook's dev server runs on port 3001 locally, because 3000 is taken by the Grafana tunnel.
`bin/setup` installs gems, creates the database and loads the seed diary.
Use `bin/dev` to run the server, Sidekiq and the CSS watcher together.
""")

A("telford-refit", "Telford refit", "2026-03-02", ["telford", "eyebook"], """
# Telford refit

{D7a}During the Telford refit (January–February 2026) Telford bookings
were routed to the Shrewsbury diary and patients were offered a taxi voucher.

The refit added a second test room and a new counter.
""")

A("stocktake", "Stocktakes", "2026-05-12", ["framestock", "stocktake"], """
# Stocktakes

{D9b}Frame stocktakes happen monthly, on the first Sunday.
Counts are done with the handheld scanners and uploaded to framestock the same day.
Differences over five frames per branch go to the area manager.
""")

A("frame-labels", "Frame labels", "2026-04-07", ["framestock", "labels"], """
# Frame labels

{A7b}Frame barcodes are Code 128; the old EAN-13 labels have all been replaced.
Labels are printed on the Brother printers at each branch from the framestock admin.
""")

A("non-tolerance", "Non-tolerance guarantee", "2026-06-02", ["policy", "lenslab"], """
# Non-tolerance

{A10b}The non-tolerance guarantee covers a free remake within 60 days of collection.
Remakes are raised in lenslab as a new job linked to the original.
""")

A("lab-order-checklist", "Lab order checklist", "2026-03-30", ["lenslab", "checklist"], """
# Before a job goes to the lab

{NS1a}Lens orders are never sent to the lab without a PD measurement.
Fitting heights are needed for varifocals and bifocals.
The frame must be traced or its shape picked from the library.
""")

A("lab-escalation", "Lab escalation", "2026-07-09", ["lenslab", "on-call"], """
# Who to call

{NS2a}Edger failures go to Gareth in the lab, not to on-call.
Problems with the lenslab web app itself go to whoever is on call.
""")

A("framestock-admin-tips", "framestock admin tips", "2026-08-19", ["framestock", "admin"], """
# framestock admin

{NS3b}Any branch manager can mark a frame discontinued in framestock.
Bulk price changes are buyer-only.
The search box accepts a barcode, a supplier code or a model name.
""")

A("recall-batch", "Recall batch", "2026-10-08", ["recallr", "batch"], """
# What the batch does

{NS4b}recallr sends a recall SMS to each patient who is due that week.
Patients who booked in the last 30 days are skipped.
The batch writes a summary line per branch to #recalls.
""")

A("after-the-test", "After the sight test", "2026-09-09", ["eyebook", "patients"], """
# After the test

{NS9b}Patients get their prescription by email after the sight test.
If they want a paper copy the counter prints one.
The optometrist's notes are not shared with the patient unless they ask.
""")

A("stock-transfers", "Stock transfers", "2026-10-21", ["framestock", "branches"], """
# Moving frames between branches

{NS10b}Branches can transfer frames to each other
whenever a model runs low, using the afternoon van.

Transfers show as "in transit" until the receiving branch scans them in.
""")

# filler notes
A("optometrist-rota", "Optometrist rota", "2026-02-02", ["rota", "branches"], """
# Optometrist rota

The rota is kept in a shared calendar, not in eyebook.
Locums are added to eyebook as temporary users with an end date.
Ludlow has an optometrist three days a week.
""")

A("patient-merge", "Merging duplicate patients", "2026-05-26", ["eyebook", "data"], """
# Duplicate patients

Duplicates are merged from the admin; the older record wins.
Lab jobs and recall history move across with the merge.
Never merge two records with different dates of birth without checking with the branch.
""")

A("website-notes", "Website", "2026-06-30", ["website"], """
# Website

The marketing site is a static site built with Eleventy and hosted on Netlify.
Branch pages pull opening hours from a JSON file in the repo.
The booking widget is embedded from eyebook.
""")

A("wifi-and-devices", "Branch devices", "2026-01-09", ["devices", "branches"], """
# Devices in the branches

Each branch has counter iPads, one or two Windows PCs and a label printer.
iPads are managed in Jamf; PCs are not managed yet.
Guest wifi is separate from the staff network everywhere.
""")

A("handheld-scanners", "Handheld scanners", "2026-05-13", ["framestock", "devices"], """
# Handheld scanners

The stocktake scanners are Zebra TC21 handhelds running the framestock scanner app.
They charge in the back office cradle; two per branch.
""")

A("lens-pricing", "Lens pricing", "2026-07-30", ["pricing", "lenslab"], """
# Lens pricing

Lens prices come from the price list in lenslab, updated by Gareth each January.
Coatings are priced as add-ons; the anti-reflection coating is the most common.
Prices shown to customers include VAT.
""")

A("incident-2026-09-booking", "Incident: booking pages down", "2026-09-13", ["incident", "eyebook"], """
# Booking pages down, 12 September

The booking pages returned 502 for about 40 minutes on a Saturday morning.
Cause: an expired certificate on the widget's API hostname.
Follow-up: certificate expiry alerts in Grafana for every public hostname.
""")

A("nhs-vouchers", "NHS vouchers", "2026-08-12", ["tillpoint", "nhs"], """
# NHS vouchers

Voucher values are set nationally each April; tillpoint holds them in a lookup table.
The voucher is applied before any discount.
Claims are submitted weekly from the Shrewsbury office.
""")

A("accessibility", "Accessibility", "2026-10-27", ["website", "eyebook"], """
# Accessibility

Booking pages must work with a screen reader and at 200% zoom.
Use real buttons, not clickable divs; Mei checks each release with VoiceOver.
""")

A("reporting", "Reporting", "2026-11-04", ["reporting", "finance"], """
# Reporting

Weekly sales and lab reports go to the directors every Monday.
Reports are built with Metabase against the replica.
Nobody edits the report SQL without telling Dan.
""")

A("contact-lens-subscriptions", "Contact lens subscriptions", "2026-11-10", ["tillpoint", "contact-lenses"], """
# Contact lens subscriptions

Subscriptions are monthly direct debits collected through GoCardless.
A missed payment pauses deliveries after 14 days.
Renewals move into tillpoint in Q4.
""")

A("ticket-triage", "Ticket triage", "2026-04-21", ["process"], """
# Ticket triage

Branch staff raise tickets through the form on the intranet.
Dan triages every morning; urgent ones go to #ops.
""")
