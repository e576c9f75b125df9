# free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

A("custom-order-faq", "Custom order FAQ (what we tell customers)", "2026-02-12", ["shapeq", "customers", "faq"], """
# Custom order FAQ

Answers Tamsin gives on the phone, kept here so the enquiry form copy matches.

## Money
{V2b}We take a 50% deposit when the customer signs the shape sheet; the balance is
due at collection, card or bank transfer.
{NS3b}Deposits are refundable up until the blank is cut.

## Boards
| Item | Standard |
|---|---|
{A8b}| Fin boxes | FCS II as standard on shortboards, Futures if you ask |
| Stringer | 1/8" basswood, double or carbon on request |
| Colour | resin tints and sprays extra, quoted per board |

## Changes
Dimension changes after the shape sheet is signed are fine until Jago starts shaping.
""")

A("quiverhire-local-setup", "quiverhire: local dev setup", "2026-03-06", ["quiverhire", "dev", "php"], """
# quiverhire local setup

{V5b}You need PHP 8.2 locally: composer.json pins `"php": "~8.2.0"`, so 8.3 won't even install.

1. `composer install`
2. `cp .env.example .env && php artisan key:generate`
3. `./vendor/bin/sail up -d` for MySQL
4. `php artisan migrate --seed`

The seeder creates three demo boards and a test customer.
""")

A("glassing-notes", "Glassing room notes", "2026-03-18", ["workshop", "glassing", "resin"], """
# Glassing room notes

## Cure
{V6b}Don't sand a hot coat until it has had 24 hours at 20°C — Kit's rule, and he's right.
Below 18°C the room heater goes on; nothing gets glassed under 16°C.

## Resin accounting
{N5b}stockroom does not take resin off for repairs; Kit logs repair resin by hand every Friday.
Laminating resin for new boards is booked against the shapeq order.
""")

A("backup-notes", "Backup notes", "2026-04-21", ["infra", "backups", "b2"], """
# Backups

{V8b}The B2 lifecycle rule deletes backup files after 14 days, so anything older is gone.

Restore test: Ravi restored shapeq into a scratch container in April, took 11 minutes.
Repair photos are not part of this backup.
""")

A("rental-price-list", "Rental price list 2026", "2026-04-03", ["quiverhire", "pricing", "rentals"], """
# Rental price list 2026

| Item | Day | Week |
|---|---|---|
| Board (any) | £25 | £90 |
| Wetsuit 4/3 (summer) | £10 | £40 |
{V9a}| Wetsuit 5/4 (winter) | £15 | £60 |
| Boots and gloves | £5 | £20 |

Surf schools: see the block-booking note.
""")

A("tidestore-dev-setup", "tidestore: dev setup", "2026-01-26", ["tidestore", "dev", "node"], """
# tidestore dev setup

Node 20 LTS. Two apps: `storefront/` (Next.js) and `backend/` (Medusa).

{R1b}Install the storefront's dependencies with `npm ci`; the repo has a package-lock.json and CI uses the same.

Copy `.env.template` to `.env.local`; the Stripe publishable key is in 1Password.
""")

A("storefront-hosting", "Where the storefront is hosted", "2026-05-18", ["tidestore", "hosting"], """
# Storefront hosting

{R5b}The tidestore storefront is deployed on Netlify (site `kelpline-shop`), preview deploys per PR.
Image optimisation is off; product images are pre-sized (see product photos note).
""")

A("shapeq-jobs", "shapeq background jobs", "2026-04-28", ["shapeq", "jobs", "workers"], """
# shapeq background jobs

{R6b}shapeq's background jobs (quote PDFs, reminder emails) run on Dramatiq workers.

Jobs:
- `render_quote_pdf`: on status `quoted`
- `deposit_reminder`: 3 days after the shape sheet if no deposit
- `collection_reminder`: when status becomes `ready`
""")

A("stockroom-notes", "stockroom notes", "2026-02-20", ["stockroom", "inventory"], """
# stockroom notes

{R10b}stockroom keeps its counts in a MariaDB database on the Synology NAS.
The web UI is only reachable from the shop network.
Jago approves reorders from the tablet in the blank store.
""")

A("repairs-desk", "Repairs desk routine", "2026-02-27", ["dingdesk", "repairs", "customers"], """
# Repairs desk

## Drop-off
Photograph every ding on the counter tablet before the customer leaves.
Give them the ticket number on a paper slip too.

## Ready
{N2b}dingdesk never emails customers on its own; when a board is ready Tamsin phones them.
Boards not collected after 30 days get a second call, then a letter.
""")

A("repair-pricing", "Repair pricing", "2026-03-10", ["dingdesk", "repairs", "pricing"], """
# Repair pricing

- Small ding (under 2 cm): from £25
- Rail ding: from £40
- Snapped board: quoted, usually £120–£200
{F6b}- The 5-working-day turnaround covers standard dings; pressure dings, snapped boards and fin-box rebuilds are quoted separately.
""")

A("release-checklist", "Release checklist", "2026-06-08", ["tidestore", "deploys", "releases"], """
# Release checklist (tidestore)

{N4b}Friday afternoon is the usual tidestore release slot, once the week's
orders are packed and Tamsin has cleared the dispatch queue.

1. Merge the release PR
2. Check the storefront and Medusa health endpoints
3. Place a £1 test order with the staff voucher and refund it
""")

A("deploy-runbook", "Deploy runbook", "2026-06-15", ["infra", "deploys", "tidestore", "shapeq"], """
# Deploy runbook

## tidestore
{N8b}tidestore: `medusa db:migrate` runs automatically in the deploy job before the new container starts.
Storefront deploys are triggered by the push to main.

## dingdesk and stockroom
`docker compose pull && docker compose up -d` on the box; both restart in seconds.
""")

A("dingdesk-debugging", "Debugging dingdesk", "2026-07-01", ["dingdesk", "logging", "debugging"], """
# Debugging dingdesk

{N9b}dingdesk logs the customer's email address on every ticket update so mix-ups between customers with the same name can be traced.

Typical log line:

```
2026-06-30 14:02:11 INFO ticket=DG-2026-0412 status=ready notify=sms
```

Logs are in `/srv/dingdesk/logs`, rotated weekly.
""")

A("tidestore-testing", "tidestore tests", "2026-04-09", ["tidestore", "testing", "stripe"], """
# tidestore tests

{N10b}The checkout tests call Stripe in test mode with the `sk_test_` key from 1Password.
Backend unit tests use Jest; storefront has a handful of Playwright tests for the cart.
""")

A("quiverhire-ops", "quiverhire ops", "2026-01-19", ["quiverhire", "hosting", "ops"], """
# quiverhire ops

{S3a}quiverhire runs on the DigitalOcean droplet `hire-01` (Ubuntu 22.04); deploys go through Envoyer.
Queue worker is supervised by Forge.
Logs: `storage/logs/laravel.log`, daily files.
""")

A("repairs-morning", "Morning routine: repairs", "2026-01-12", ["repairs", "routine"], """
# Morning routine (repairs)

{S5a}Each morning, check the Trello "Dings" board for new repairs and what's due out today.
Move anything Kit finished yesterday to the "Ready" list and call the customer.
""")

A("blank-ordering", "Ordering blanks", "2026-01-15", ["blanks", "suppliers", "stock"], """
# Ordering blanks

{S6a}PU blanks come from Homeblown in Wales; Jago orders them by email on Mondays
after checking the rack.
EPS blanks are ordered twice a year, spring and autumn.
""")

A("counter-sales", "Counter sales", "2026-02-02", ["shop", "payments", "counter"], """
# Counter sales

{S7a}Counter sales (wax, leashes, fins) go through the Square terminal by the till.
Cash goes in the float tin; the float is £100.
Gift vouchers are sold at the counter as printed cards with a tidestore code.
""")

A("dingdesk-photos", "Repair photos", "2026-02-10", ["dingdesk", "photos", "nas"], """
# Repair photos

{S9a}Repair photos land on the Synology NAS share `\\\\nas01\\dings`, one folder per ticket.
The tablet uploads them through dingdesk; nobody should copy files in by hand.
""")

A("rentals-howto", "Rentals: how to", "2026-01-08", ["rentals", "bookings"], """
# Rentals how-to

{S10a}Rentals are booked through Bookwhen; check the Bookwhen calendar before promising a board to anyone.
Take a photo of the board before it goes out.
""")

A("restic-setup", "Backup job (restic)", "2026-05-05", ["infra", "backups", "restic"], """
# Backup job

{F8b}The nightly backup is a restic job kicked off at 02:30 by a systemd timer.

```
[Timer]
OnCalendar=*-*-* 02:30:00
Persistent=true
```

It dumps both Postgres containers and the other app databases first, then runs `restic backup /srv/backup`.
""")

A("tidestore-packing-notes", "tidestore packing dashboard", "2026-08-12", ["tidestore", "packing", "dev"], """
# Packing dashboard

A small React app Tamsin uses to pick and pack online orders.
{O6b}The packing dashboard (`tidestore-packing`, separate repo) uses Yarn 4.
It reads orders from the Medusa admin API with a read-only key.
""")

A("quiverhire-emails", "quiverhire emails", "2026-05-13", ["quiverhire", "email"], """
# quiverhire emails

{O8b}quiverhire sends booking confirmations through Mailgun (EU region).
Templates are Blade views in `resources/views/mail`.
""")

A("product-photos", "Product photo rules", "2026-08-20", ["tidestore", "photos"], """
# Product photos for tidestore

| What | Max size | Long edge | Format |
|---|---|---|---|
{O10b}| Product images | 2 MB | 2000 px | WebP |
| Gallery (custom boards) | 4 MB | 3000 px | WebP |

Shoot on the grey wall, natural light.
""")

A("easter-2026", "Easter 2026", "2026-04-13", ["rentals", "easter", "hours"], """
# Easter 2026

{D4a}Over the 2026 Easter holidays the rental counter stayed open until 19:00.
We hired out every board on Good Friday and Easter Saturday.
""")

A("stocktake-2026", "Stocktake September 2026", "2026-09-30", ["stockroom", "stocktake"], """
# Stocktake, September 2026

{D6a}During the September 2026 stocktake stockroom was frozen for three days
and counts were kept on paper.
Differences found: two 6'2" blanks missing (one was in the shaping bay), 3 litres of resin over.
""")

A("shapeq-history", "shapeq history", "2026-03-03", ["shapeq", "history", "database"], """
# shapeq history

{D9a}Until the February rewrite shapeq ran on MySQL 5.7 on the old shared host.

Old connection string, for reference only:

```
DATABASE_URL=mysql://shapeq@old-shared-host:3306/shapeq
```

The data was migrated with a one-off script; orders before 2024 were archived as PDFs.
""")

A("shapeq-upgrade-notes", "shapeq upgrade notes", "2026-10-06", ["shapeq", "django", "upgrades"], """
# shapeq upgrades

{A1b}shapeq runs Django 5.1; the 5.2 upgrade is parked until the winter lull.
django-htmx and crispy-forms are both ready for 5.2 already.
""")

A("tidestore-webhooks", "tidestore webhooks", "2026-08-06", ["tidestore", "webhooks", "stripe"], """
# tidestore webhooks

{A4b}tidestore verifies every incoming Stripe webhook against the signing secret and drops anything that fails.
Events handled: `payment_intent.succeeded`, `charge.refunded`, `charge.dispute.created`.
""")

A("refunds", "Refunds", "2026-07-15", ["refunds", "shop", "policy"], """
# Refunds

{A9b}Any refund above £100 needs Tamsin's OK, whichever desk it came through.
Online orders: refund through Medusa so stock goes back.
Counter sales: refund on the card reader, never as cash unless it was paid in cash.
""")

A("tidestore-pricing", "tidestore pricing", "2026-05-27", ["tidestore", "pricing", "vat"], """
# Pricing on tidestore

{A10b}Prices on tidestore are shown VAT-inclusive; trade customers get invoices from Xero instead.
Sale prices are set per variant in Medusa price lists, never by editing the base price.
""")

A("customer-complaints", "Customer complaints", "2026-06-17", ["customers", "complaints"], """
# Complaints

{NS2b}Jago answers custom board complaints himself, within one working day.
Repair complaints: Tamsin first, Kit looks at the board.
""")

A("shapeq-release-notes", "shapeq releases", "2026-09-03", ["shapeq", "deploys", "releases"], """
# shapeq releases

{NS6b}shapeq gets deployed two or three times a week, usually Tuesday and Thursday evenings.
{NS10b}Ravi runs `manage.py migrate` by hand straight after each shapeq deploy.
Release notes go in the PR description, nowhere else.
""")

# unlabelled notes
A("shape3d-export", "Shape3d export", "2026-02-18", ["shaping", "shape3d"], """
# Shape3d export

Jago exports `.s3dx` plus a PDF of the outline; the PDF is what the customer sees.
The CNC pre-shape file is sent to the cutting service, not stored in shapeq.
""")

A("xero-sync", "Xero sync", "2026-04-01", ["accounts", "xero"], """
# Xero

A2X posts daily summaries from Stripe into Xero.
Custom deposits are posted as liabilities until the board is collected.
""")

A("christmas-shutdown", "Christmas shutdown", "2026-11-16", ["workshop", "shutdown"], """
# Christmas shutdown 2026

Workshop closed 23 December to 2 January; the shop opens 27–30 December for vouchers and sale stock.
tidestore keeps taking orders; dispatch resumes 3 January.
""")

A("glassing-room-ventilation", "Glassing room ventilation", "2026-06-23", ["workshop", "safety"], """
# Ventilation

Extractor must be on whenever polyester is open; styrene alarm at the door.
Masks: A2P3 cartridges, changed monthly, logged on the clipboard.
""")

A("instagram-orders", "Instagram enquiries", "2026-07-07", ["marketing", "customers"], """
# Instagram enquiries

Morwenna answers DMs and sends custom-board enquiries to the shapeq enquiry form.
Don't quote prices in DMs.
""")

A("trade-accounts", "Trade accounts", "2026-05-20", ["trade", "accounts"], """
# Trade accounts

Two surf schools and one hotel buy wax and leashes on account, invoiced from Xero at month end.
Trade prices are a separate Medusa price list, not visible on the storefront.
""")

A("label-printer-setup", "Label printer setup", "2026-05-08", ["stockroom", "labels"], """
# Label printer

The Dymo LabelWriter is attached to the Pi in the blank store; it polls stockroom for print jobs.

```
STOCKROOM_API=http://stockroom.kelpline.internal:8010
LABEL_SIZE=99012
```

Restart with `sudo systemctl restart label-agent`.
""")

A("board-bag-stock", "Board bags", "2026-09-15", ["stock", "board-bags"], """
# Board bags

Board bags are stocked in 6'0", 6'6", 7'6" and 9'6"; the 6'6" sells out every summer.
Counted by hand with fins and leashes.
""")

A("shop-wifi", "Shop wifi", "2026-03-24", ["shop", "network"], """
# Shop network

Staff wifi `kelpline-staff` (tablets, card reader), guest wifi `kelpline-guest`.
The router is in the blank store; reboot it before calling the ISP.
""")

A("weekly-dev-call", "Weekly dev call", "2026-02-24", ["team", "process"], """
# Weekly dev call

Tuesday 10:00, Jago and Ravi, 30 minutes.
Agenda: what broke, what's next, anything that costs money.
""")

A("stripe-disputes", "Stripe disputes", "2026-08-25", ["payments", "stripe", "disputes"], """
# Disputes

Evidence for a dispute: order, dispatch tracking, and the delivery photo from Parcelforce.
Tamsin submits; deadline is usually 7 days.
""")

A("surf-school-bookings", "Surf school block bookings", "2026-05-11", ["rentals", "surf-school"], """
# Surf school block bookings

Two schools book boards in blocks of 10; they take them for the morning session and bring them straight back.
Morwenna reserves the blocks a week ahead.
""")

A("wax-and-accessories", "Wax and accessories", "2026-10-20", ["shop", "stock"], """
# Wax and accessories

Cold-water wax sells from October; warm-water wax goes to the back shelf.
Leash sizes: 6' for shortboards, 9' calf leash for longboards.
""")
