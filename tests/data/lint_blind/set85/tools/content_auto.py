"""Free notes under auto/: slug -> (title, created, tags, body)."""

AUTO = {}

def add(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

add("bayplanner-tablet-setup", "Setting up an installer tablet for bayplanner", "2026-02-10", ["bayplanner", "tablets", "installers"], """\
# Installer tablet setup

Tablets are Samsung Galaxy Tab A9+ in rugged cases, one per bay.

## Access
@@N7b@@
@@V2a@@

```
# bayplanner/settings/production.py
SESSION_COOKIE_AGE = 60 * 60 * 12
```

## Kiosk mode
- Fully Kiosk Browser, start URL is the bay's day view
- Screen stays on while charging
""")

add("rollstock-reorder", "rollstock reorder alerts and stock quirks", "2026-03-19", ["rollstock", "stock"], """\
# Reorder alerts

@@V4a@@
The alert is one email per film, not per roll, so it doesn't spam the print room.

## Quirks
- The alert ignores rolls reserved for a booked job
- Goods-in prints the barcode label on the Zebra ZD421 next to the door
""")

add("cutqueue-caldera-notes", "cutqueue and the Caldera API", "2026-05-04", ["cutqueue", "caldera", "print"], """\
# cutqueue ↔ Caldera

@@V6b@@

Quick check from the print room PC:

```
curl -s http://caldera01.kestrel.lan:8088/api/v1/queues | jq '.[].name'
```

- Queue names match the media: `sw900-gloss`, `ij180-8518`, `banner-510`
- The Caldera licence is tied to the dongle in caldera01; don't move it
""")

add("wrap-booking-process", "How a wrap gets booked", "2026-01-22", ["process", "wraps", "deposits"], """\
# Wrap booking, start to finish

1. Quote accepted in quotedesk
2. Deposit taken, job number issued
3. Studio produces the proof, customer approves in proofroom
4. Bay slot booked in bayplanner

## Money
@@V7b@@
booked; the rest is due when the van is collected.
Fleet framework customers pay it by BACS against a pro-forma.
""")

add("ci-runner-notes", "CI runner notes", "2026-03-03", ["ci", "infra"], """\
# CI

@@R2b@@
(`ci.kestrel.lan`), and the pipeline files sit in each repo.

- Test runs take 4–6 minutes for quotedesk, under 2 for the Go and Python repos
- If the runner is stuck, reboot the NUC; nothing else lives on it
""")

add("proofroom-storage", "Where proofroom keeps files", "2026-04-23", ["proofroom", "storage"], """\
# proofroom storage

@@R5b@@
- Keys are per version: `<job no>/v<n>/proof.pdf`
- Signed URLs last one hour; the page refreshes them
""")

add("sms-reminders", "Install reminder texts", "2026-06-03", ["bayplanner", "sms", "customers"], """\
# Reminder texts

@@NS6b@@
@@R9b@@
The message includes the bay address, drop-off time and a link to move the booking.

## Retries
@@V10b@@
After that the booking shows a red phone icon and the office rings the customer.
""")

add("proof-workflow", "Proof workflow", "2026-02-26", ["proofroom", "studio", "process"], """\
# Proofs

## Approval
@@F7a@@
@@O2b@@
Second reminder goes to Lena, not the customer.

## Versions
@@N2b@@
- Studio uploads a new version for every change request, never overwrites
""")

add("caldera-hotfolder", "Caldera hotfolder behaviour", "2026-03-12", ["caldera", "print"], """\
# Hotfolder

cutqueue drops the print PDF into the media's hotfolder; Caldera picks it up within a few seconds.
@@N4a@@
If a file sits there for more than five minutes the RIP is probably paused.
""")

add("cutqueue-tests", "Running the cutqueue tests", "2026-05-27", ["cutqueue", "testing"], """\
# cutqueue tests

- Unit tests: `uv run pytest tests/unit`
- Integration tests: `uv run pytest tests/integration` (needs Postgres running locally)

@@N8b@@
Re-record them with `--record` when Caldera is upgraded.
""")

add("deploy-checklist", "Deploy checklist", "2026-03-09", ["deploys", "kamal"], """\
# Deploying

@@F2b@@
@@D7b@@

```
kamal deploy -d production
kamal app details -d production
kamal app logs -d production --lines 200
```

## When
@@A3b@@
- Before a deploy that touches bookings, check the bay day view isn't mid-morning rush
""")

add("install-photo-standard", "Install photo standard", "2026-04-14", ["installers", "bayplanner", "quality"], """\
# Photos

@@F3b@@
and four after, plus close-ups of any existing damage.
Avon Lift Services wants the photos emailed too; the office does that from the job page.
""")

add("backup-runbook", "Backup runbook", "2026-07-06", ["backups", "infra"], """\
# Backups

@@F6b@@
- Logs: `journalctl -u kestrel-backup` on db1
- A failed run emails Nadia and Sam

## Restore
1. Download the dump from B2
2. `pg_restore -d <db> --clean`
3. Run the app's smoke test
""")

add("restore-drill-2026-05", "Restore drill, May 2026", "2026-05-18", ["backups", "drill"], """\
# Restore drill (18 May)

Restored bayplanner from last night's dump into a scratch database on db1; took 11 minutes.

@@S8a@@
- The drill used the copy on the NAS because it is faster than pulling from B2
- Next drill: proofroom files
""")

add("xero-sync", "quotedesk → Xero sync", "2026-04-30", ["quotedesk", "xero", "accounts"], """\
# Xero sync

Invoices are pushed when a job is marked complete; deposits are posted as payments against the invoice.
@@O3a@@
- Tracking category `Site` is set to Bristol or Swindon from the bay
""")

add("website-notes", "Marketing site notes", "2026-06-18", ["website", "marketing"], """\
# kestrelsigns.co.uk

@@O4b@@
- Hosted on Cloudflare Pages; deploys on push to `main`
- Builds on Node 20; the Cloudflare Pages build image pins it
- Gallery images live in `src/content/gallery/`, one folder per job
""")

add("cutqueue-ops", "cutqueue day-to-day", "2026-08-20", ["cutqueue", "print", "ops"], """\
# cutqueue ops

@@A10a@@
@@O7b@@
- Restart the worker from the panel, not over SSH
- A red banner means the plotter is offline, not that cutqueue is broken
""")

add("infra-repo", "The infra repo", "2026-07-27", ["infra", "git"], """\
# infra repo

Holds Kamal configs, firewall rules, the backup scripts and the DNS export.
@@O10b@@
Changes to firewall rules need a second pair of eyes before merge.
""")

add("spring-rush-2026", "Spring rush 2026 retro", "2026-05-07", ["retro", "cutqueue", "capacity"], """\
# Spring rush retro

Fleet refreshes and new-plate vans landed at once in March and April.

@@D1a@@
- Bays were booked out four weeks ahead
- Lesson: book fleet refreshes from January
""")

add("swindon-bay-opening", "Swindon bay opening notes", "2026-08-21", ["swindon", "bayplanner"], """\
# Swindon bay go-live

@@D3a@@
- Kieran and Mo trained on the tablet on 14 August
- First job: Severn Plumbing van #9, done in a day and a half
""")

add("fleetdesk-beta", "fleetdesk beta", "2026-06-12", ["fleetdesk", "beta"], """\
# fleetdesk beta

@@D6a@@
Severn Plumbing, Avon Lift and Wessex Pest Control took part.
- Main ask: see every van's livery version
""")

add("install-paperwork", "Install paperwork", "2026-03-16", ["installers", "process"], """\
# Paperwork

@@D8a@@
in the office each morning. Sheets went missing in the vans every week.
- Vehicle condition check is still signed on the tablet with the customer present
""")

add("oncall", "On-call", "2026-06-01", ["on-call", "ops"], """\
# On-call

@@D9b@@
- Pager: Better Stack, phone call after 5 minutes
- The runbook for each app is linked from the alert
""")

add("price-review-sept", "September 2026 price review", "2026-09-16", ["pricing", "review"], """\
# Price review

@@D10a@@
Film prices went up 8% over the summer and weeding time was never priced in.
- Changes went live in quotedesk on 2026-09-21
""")

add("print-room", "Print room notes", "2026-05-21", ["print", "plotters", "ops"], """\
# Print room

@@A6b@@
@@NS9b@@

## Faults
@@NS2a@@
on-call only hears about it if cutqueue itself is down.
""")

add("proofroom-quotedesk-link", "How proofroom gets job data", "2026-02-05", ["proofroom", "quotedesk", "api"], """\
# proofroom ↔ quotedesk

@@S5a@@
- Cached for five minutes per job number
- Key is in Vercel env as `QUOTEDESK_API_KEY`
""")

add("proofroom-node-upgrade", "proofroom Node upgrade", "2026-10-09", ["proofroom", "node"], """\
# Node upgrade

@@S10b@@
the Vercel project setting was changed too.
- `engines.node` in package.json now says `>=22`
""")

add("install-tracking", "Tracking install jobs", "2026-01-12", ["installers", "process"], """\
# Install tracking

@@S3a@@
Columns: To measure, Proof out, Booked, In bay, Curing, Collected.
- Dev moves the cards; installers only comment
""")

add("offcuts", "What we do with offcuts", "2026-06-15", ["stock", "rollstock", "print"], """\
# Offcuts

@@NS4b@@
They live on the short-roll rack by the laminator and get used first for door lettering and small panels.
- Write the job number on the backing paper when cutting into one
""")

# ---------- fillers (no labelled claims) ----------
add("van-measurement-guide", "Measuring a van for a wrap", "2026-02-19", ["installers", "studio"], """\
# Measuring

- Photograph each side square-on with a tape measure in shot
- Note roof bars, ladders, conversion panels and any rust
- Add 100 mm bleed on every panel edge
""")

add("pantone-notes", "Pantone and print profiles", "2026-07-30", ["studio", "colour"], """\
# Pantone to print

- Print profile for IJ180 + 8518 is `KSW_IJ180_8518_v3`
- Reds drift on the new printer; Lena re-profiled in June
""")

add("vat-fleet-invoices", "VAT on fleet invoices", "2026-05-02", ["accounts", "fleet"], """\
# VAT

Fleet framework invoices are monthly, VAT at 20%, one line per vehicle.
Xero contact per fleet customer, not per depot.
""")

add("joel-onboarding", "Joel's onboarding list", "2026-05-06", ["onboarding"], """\
# Onboarding Joel

- Bitwarden invite, GitHub org invite, Google Workspace account
- Walk through bayplanner with Dev on the shop floor
- Shadow Sam on one quotedesk deploy
""")

add("severn-plumbing-refresh", "Severn Plumbing fleet refresh", "2026-09-24", ["fleet", "customers"], """\
# Severn Plumbing refresh

14 Transit Customs, three a week through October and November.
- New livery version v4, approved by their fleet manager on 19 September
- Vans 1–6 in Bristol, 7–14 in Swindon
""")

add("font-licences", "Font licences", "2026-03-27", ["studio", "licences"], """\
# Fonts

Customer-supplied fonts are only used for their jobs. We hold desktop licences for
Gotham and Avenir Next; anything else is outlined before it reaches the RIP.
""")

add("goods-in", "Goods-in process", "2026-02-02", ["stock", "process"], """\
# Goods-in

1. Check the delivery note against the order
2. Print one label per roll and stick it on the core
3. Scan it into rollstock before the roll goes on the rack
""")

add("perforated-window-film", "Perforated window film", "2026-06-26", ["films", "wraps"], """\
# One-way vision

- Contra Vision 50/50 on rear windows only; not on front side windows (MOT)
- Weed the perforations clear along the window edges so the rubbers seal
""")

add("bay-health-and-safety", "Bay health and safety", "2026-01-29", ["safety", "installers"], """\
# H&S in the bays

- Heat guns on the wall rack when not in use
- Knifeless tape for anything on paintwork
- Two people for roof panels on high-top vans
""")

add("quotedesk-pdf-templates", "quotedesk PDF templates", "2026-04-04", ["quotedesk", "pdf"], """\
# Quote PDFs

Blade templates in `resources/views/pdf/`; rendered with Browsershot.
The terms page is generated from the pricing table, so change pricing there, not in the template.
""")

add("bayplanner-colours", "bayplanner colour codes", "2026-07-19", ["bayplanner", "ui"], """\
# Day view colours

- Blue: booked, green: in bay, amber: curing, grey: collected
- Red outline: no deposit recorded yet
""")

add("google-reviews", "Google reviews widget", "2026-08-07", ["website", "marketing"], """\
# Reviews

The site shows the latest five Google reviews through a small Cloudflare Worker that caches
them for a day. Gareth replies to every review himself.
""")

add("monday-summary", "Monday summary email", "2026-10-26", ["reporting", "gareth"], """\
# Monday summary

Sent to Gareth at 07:00: last week's bay utilisation per bay, quotes sent vs accepted,
and jobs waiting on a proof. Built from a quotedesk scheduled command.
""")

add("wessex-matte-wrap", "Wessex Pest Control matte wraps", "2026-11-10", ["fleet", "films"], """\
# Wessex matte black

- Base film: Avery SW900 Matte Black; the print panel is IJ180
- Matte shows fingerprints; installers wear gloves on the last pass
""")
