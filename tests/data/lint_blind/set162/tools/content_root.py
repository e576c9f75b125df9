# Root (Claude Code auto-memory) files: name, description, type, title, hook, body.
# Claim lines carry a {ID} marker at line start; build.py strips it.
ROOT = {}

def R(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body.strip("\n") + "\n")

R("reference_shapeq.md", "shapeq-overview",
  "shapeq, the custom board order app: stack, order flow and money handling", "reference",
  "shapeq overview", "custom order app, stack and order flow", """
# shapeq (custom orders)

Django app that takes a custom board from enquiry to collection. Repo `kelpline/shapeq`, Ravi maintains it,
Jago and Tamsin are the only staff users.

## Stack
{A1a}- Django 5.1 on Python 3.12
{V1a}- Postgres 16 at `db-shapeq.kelpline.internal:5432`, database `shapeq`
{R6a}- Background jobs (quote PDFs, reminder emails): Celery, with Redis as the broker
- Static files served by Caddy, uploads in `/srv/shapeq/media`
- Dependencies locked with uv (`uv.lock` is committed)

## Orders
{F2a}- Order refs: `SQ-` + 5 digits
- Statuses: enquiry → quoted → confirmed → shaping → glassing → finishing → ready → collected
- Dimensions stored as text in the shop's usual notation (`5'10" x 19 1/4 x 2 7/16`) plus parsed inches
- Custom quotes are valid for 30 days
{N7a}- The shape sheet goes to the customer as a PDF to sign in the customer portal
{V2a}- Deposit: 30% of the quoted price, taken when the shape sheet is signed
{D2b}- Deposits are paid through a Stripe payment link that shapeq emails to the customer
- Balance is taken at collection, at the counter

## Gotchas
- The admin's "duplicate order" button copies the shape sheet but not the deposit
- Jago edits dimensions by hand after scanning; never overwrite them from the Shape3d export
""")

R("reference_dingdesk.md", "dingdesk-overview",
  "dingdesk repair tickets — stack, intake rules, notifications", "reference",
  "dingdesk overview", "repair ticket app, intake and notifications", """
# dingdesk (repairs)

Flask app for ding repairs: intake at the counter, quote, repair, collection. Tamsin runs the desk,
Kit does most of the repairs.

## Stack
{S8a}- Python 3.11, Flask 3.0, SQLAlchemy 2
{D7b}- Runs in Docker on the Hetzner box, next to shapeq
{R3a}- Errors go to Sentry (project `dingdesk`, org `kelpline`)
- Intake form is a tablet page at the counter, login with the shared `desk` account

## Tickets
{A2a}- Ticket refs look like `DG-2026-0143`: year plus a running number
{V10a}- Photo uploads are capped at 10 MB each, max 6 photos per ticket
{F6a}- Standard ding turnaround: 5 working days from drop-off
- Every ticket records the board's construction (PU/polyester or EPS/epoxy), because it decides the resin

## Notifications
{F3a}- SMS through Twilio (drop-off receipt and the quote link)
{V4b}- Failed SMS sends are retried 5 times, 10 minutes apart
{N2a}- A "ready for collection" email goes out automatically when a ticket moves to `ready`
""")

R("reference_stockroom.md", "stockroom-overview",
  "stockroom, the blanks/resin/cloth inventory service", "reference",
  "stockroom overview", "inventory service for blanks, resin and cloth", """
# stockroom (inventory)

Small FastAPI service that keeps counts of blanks, resin and glass cloth and raises reorders.

{O2a}- FastAPI service, API on port 8010 (internal only)
{R10a}- Storage: SQLite file `/srv/stockroom/stock.db`, copied to B2 with the nightly backup
{NS5b}- Blanks are tracked by length and density, e.g. `6'2" Blue` or `9'1" Green`
{F10a}- Resin is counted in litres, cloth in metres, blanks by unit
{D6b}- stockroom is the source of truth for blank and resin counts; the whiteboard in the blank store is not

## Reorders
{V7a}- Reorder point for 6'0"–6'4" PU shortboard blanks: 12 on the rack
- Reorder point for 9'1" longboard blanks: 4
- Reorder point for 4 oz cloth: 50 m
{S1a}- Supplier orders are emailed out through Gmail SMTP (the shop@ account)
- Reorders need Jago's approval in the UI before the email is sent
""")

R("reference_quiverhire.md", "quiverhire-overview",
  "quiverhire, the rentals app — stack, booking rules, prices, deposits", "reference",
  "quiverhire overview", "board and wetsuit rentals app", """
# quiverhire (rentals)

Laravel app for board and wetsuit hire. Morwenna runs the rental counter in season.

## Stack
{V5a}- PHP 8.3, Laravel 11, MySQL 8
{R2a}- CI: GitHub Actions (`.github/workflows/ci.yml`), runs Pest and Pint
- Staff screens use Filament

## Bookings
{D1b}- Hire is paid in full online when the booking is made; walk-ins pay at the counter
{N3a}- Wetsuits can be reserved online up to 7 days ahead
{A3a}- Open for hire 7 days a week from Easter to the end of October
{D4b}- Rental counter hours: 09:00–17:00
{F4a}- Boards are due back by 17:00 on the last hire day

## Money
{NS9b}- Board hire: £25 a day, £90 a week
{O5b}- Board hire deposit: £50 per board
{R8a}- Hire deposits are pre-authorised on the customer's card through Stripe
- Surf-school block bookings are invoiced monthly instead
""")

R("reference_tidestore.md", "tidestore-overview",
  "tidestore, the online shop — stack, hosting, payments, shipping", "reference",
  "tidestore overview", "online shop stack, payments and shipping", """
# tidestore (online shop)

Sells stock boards, fins, leashes, wax, board bags and gift vouchers. Custom orders are not sold here;
the shop links to the shapeq enquiry form instead.

## Stack
{D5b}- Headless Medusa.js 2 store with a Next.js storefront
{R1a}- Package manager: pnpm 9 (`pnpm install --frozen-lockfile`)
{R5a}- Storefront hosted on Vercel; the Medusa backend runs on the Hetzner box
{F7a}- Errors go to Sentry
{R4a}- Transactional email (order confirmations, dispatch notices): Postmark

## Checkout
{S4a}- Payments: Stripe (cards, Apple Pay) and PayPal Express
{A10a}- All prices include VAT
- Gift vouchers are Medusa gift cards, valid 24 months

## Fulfilment
{N6a}- Boards ship to UK mainland and Ireland; fins and wax ship anywhere in Europe
{O1a}- Order webhooks to shapeq are retried up to 5 times with exponential backoff
- Stock boards are reserved for 30 minutes while in a cart
""")

R("reference_infra.md", "infra",
  "Infra: one Hetzner box, backups, monitoring, secrets", "reference",
  "Infrastructure", "hosting, backups, monitoring, secrets", """
# Infrastructure

- Hetzner CX32 in Falkenstein runs shapeq, dingdesk, stockroom and the Medusa backend (Docker Compose, Caddy in front)
{F1a}- Postgres 16 for shapeq and for the Medusa backend, in separate containers
- Redis 7, shared, one logical DB per app
{F8a}- Backups: nightly, to Backblaze B2 (bucket `kelpline-backups`)
{V8a}- B2 keeps backups for 30 days
{R7a}- Uptime monitoring: Uptime Kuma on the box, alerts to the #ops Slack channel
- Secrets: 1Password vault `Kelpline Ops`; nothing in `.env` files committed
- DNS at Cloudflare, proxied except for the repairs subdomain
- SSH only with keys; Ravi and Jago have accounts, nobody else
""")

R("reference_workshop.md", "workshop",
  "How the workshop runs — lead times, cure times, resins", "reference",
  "Workshop", "lead times, cure times, resins, rooms", """
# Workshop

Shaping bay, glassing room and sanding room behind the shop. The glassing room is kept at 20–22°C.

## Custom boards
{V3a}- Custom shortboard lead time: 6 weeks from the signed shape sheet
- Jago shapes Monday to Wednesday; Kit glasses from Tuesday
- Cut-lap on request, free-lap by default

## Resin and cure
{S2a}- Laminating resin (polyester): Resin Research 2000
{A7a}- EPS blanks are glassed with epoxy only
{V6a}- Hot coat: 12 hours at 20°C before sanding
- Gloss coat boards get 48 hours before polishing
{O9b}- Polyester ding repairs can be surfed after 12 hours

## Shutdown
- Workshop closes 23 December to 2 January; shapeq lead times skip those days
""")

R("reference_people.md", "people",
  "Who is who at Kelpline Surfcraft", "reference",
  "People", "team and who does what", """
# People

- Jago Penrose: owner, head shaper, signs off anything that costs money
- Tamsin Hocking: shop and repairs manager, runs the counter and dingdesk
- Kit Nankervis: glasser and repairs
- Morwenna Tregear: rentals counter (seasonal) and the Instagram account
- Ravi Mehta: part-time developer, Tuesdays and Thursdays
""")

R("reference_suppliers.md", "suppliers",
  "Suppliers: who we buy cloth, fins, leashes and wax from", "reference",
  "Suppliers", "who supplies what (not blanks)", """
# Suppliers

Blanks are covered in their own note. Everything else:
- Glass cloth (4 oz and 6 oz): Composites One Europe, monthly order
- Fins and fin boxes: FCS UK and Futures via their trade portals
- Leashes and board bags: Creatures of Leisure distributor in Newquay
- Wax: Sticky Bumps and a local maker, cash on delivery
- Account numbers live in 1Password, not here
""")

R("reference_glossary.md", "glossary",
  "Glossary: workshop words the agent keeps meeting in tickets", "reference",
  "Glossary", "workshop terms used in tickets and orders", """
# Glossary

- **Blank**: the foam core before shaping; PU (polyurethane) or EPS (expanded polystyrene)
- **Stringer**: the wooden strip down the blank
- **Lam / laminate**: the glass cloth plus resin layer
- **Hot coat**: the filler coat over the lam, sanded smooth
- **Gloss coat**: optional final coat, polished
- **Ding**: any damage to the glass; a **pressure ding** is a dent without a crack
- **Cut-lap / free-lap**: how the lam is finished at the rail
""")

R("reference_shipping.md", "shipping",
  "Couriers and packing rules for tidestore parcels", "reference",
  "Shipping", "couriers and packing for online orders", """
# Shipping

- Boards: Parcelforce 48 Large, board bag plus cardboard box, insured at sale value
- Small items: Royal Mail Tracked 48
- Packing is done by Tamsin after 15:00; anything paid after 14:00 goes next working day
- Board boxes come from the blank deliveries; keep the good ones
""")

R("user_jago.md", "jago",
  "Jago Penrose, owner and head shaper", "user",
  "Jago", "owner, shaper, not technical", """
Jago owns the shop and shapes most of the custom boards.
{F5a}Jago isn't technical: explain changes to him in plain English.
Reads email on his phone between shaping sessions; short messages get answered, long ones don't.
""")

R("user_tamsin.md", "tamsin",
  "Tamsin Hocking, shop and repairs manager", "user",
  "Tamsin", "shop and repairs manager", """
Tamsin runs the shop floor, the repairs desk and packing for online orders.
{A9a}Tamsin signs off every refund over £100, for all three desks (shop, repairs, rentals).
Prefers WhatsApp for anything urgent during opening hours.
""")

R("user_ravi.md", "ravi",
  "Ravi Mehta, part-time developer", "user",
  "Ravi", "part-time developer, maintains all the apps", """
Ravi is the only developer, two days a week, and maintains shapeq, dingdesk, stockroom, quiverhire and tidestore.
{R9a}Works in VS Code with the Python and Intelephense extensions.
Likes small PRs and a written summary at the end of each session.
""")

R("feedback_merge_strategy.md", "merge-strategy",
  "How PRs get merged in the Kelpline repos", "feedback",
  "Merge strategy", "how PRs are merged", """
{N1a}Always squash-merge PRs, in every Kelpline repo, so main reads one commit per change.

**Why:** Ravi reads `git log` on main to write the monthly summary for Jago.
**How to apply:** write the PR title as the commit subject you want to keep.
""")

R("feedback_deploys.md", "deploys",
  "When deploys are allowed for each app", "feedback",
  "Deploy windows", "when each app may be deployed", """
{N4a}Never deploy tidestore on a Friday — weekends are when online orders peak and nobody is around to roll back.
{NS6a}Don't deploy shapeq during shop hours (09:00–17:30); evenings only.
dingdesk and stockroom can go out any time, they restart in seconds.

**Why:** a Friday deploy in February broke the cart until Monday.
""")

R("feedback_migrations.md", "migrations",
  "Rules for database migrations", "feedback",
  "Migrations", "rules for schema changes", """
{N8a}Never let tidestore run its migrations automatically on deploy; Ravi applies them by hand after checking the diff.
{NS10a}Never run `manage.py migrate` on shapeq without taking a fresh dump first.

**Why:** a Medusa upgrade once dropped a column the packing dashboard still read.
""")

R("feedback_logging.md", "logging",
  "What may and may not go into logs", "feedback",
  "Logging", "what not to log", """
{N9a}Don't log customer email addresses anywhere — run them through `mask_email()` first.
{NS8a}Never log full card numbers, not even at debug level.
Phone numbers: last three digits only.

**Why:** Sentry and the log files are readable by more people than the databases.
""")

R("feedback_testing.md", "testing",
  "How tests should treat payment providers", "feedback",
  "Testing payments", "tests and payment providers", """
{N10a}Tests never call Stripe, not even test mode — use the `stripe-mock` container.

**Why:** test-mode rate limits made CI flaky in March.
**How to apply:** `docker compose -f compose.test.yml up stripe-mock` before running the suite.
""")

R("feedback_commits.md", "commit-style",
  "Commit message style", "feedback",
  "Commit style", "how commit messages should look", """
{A6a}Commit subjects in the imperative, 72 characters max.
Body optional; reference the dingdesk or shapeq ticket if there is one.
No emoji.
""")

R("feedback_quotes.md", "quotes",
  "How customer quotes must be written", "feedback",
  "Quotes", "rules for customer quotes", """
{NS1a}Never issue a repair quote without photos of the ding attached to the ticket.
{F9a}Quotes to customers are in GBP, VAT included.
Round repair quotes to the nearest £5.

**Why:** two disputes in January were about damage nobody had photographed.
""")

R("feedback_pr_size.md", "pr-size",
  "Keep pull requests small", "feedback",
  "PR size", "keep PRs small", """
Keep PRs under roughly 400 changed lines; split migrations into their own PR.

**Why:** Ravi reviews on a Tuesday morning in one sitting.
""")

R("feedback_plain_english.md", "plain-english",
  "How to report changes to Jago", "feedback",
  "Reporting to Jago", "how to write updates for the owner", """
{F5b}For Jago, lead with what changes for the shop and what it costs in pounds; skip the stack details.
Put anything he must decide in the first line.
""")

R("project_resin_switch.md", "resin-switch",
  "Polyester laminating resin supplier change", "project",
  "Resin switch", "laminating resin change this spring", """
{S2b}In April we switched polyester laminating from Resin Research 2000 to Silmar 249A; the last RR drums were used up in May.

Reason: price went up 30% and the UK distributor kept missing deliveries.
Kit says the Silmar needs slightly less catalyst in summer.
""")

R("project_hetzner_move.md", "hetzner-move",
  "Moving the remaining apps onto the Hetzner box", "project",
  "Hetzner move", "consolidating hosting", """
{S3b}quiverhire migrated off the DigitalOcean droplet to Hetzner on 2026-03-14; the droplet is shut down.

Follow-ups:
- Envoyer subscription cancelled
- DNS for hire.kelpline.co.uk now points at the Hetzner IP
""")

R("project_dingdesk_rollout.md", "dingdesk-rollout",
  "Rolling out dingdesk for repairs", "project",
  "dingdesk rollout", "replacing the paper/Trello repair process", """
dingdesk went live on 2026-02-09.
{S5b}The Trello "Dings" board has been read-only since then; all new repairs go into dingdesk.

Old paper tickets were scanned and attached to a single archive ticket per month.
""")

R("project_quiverhire_launch.md", "quiverhire-launch",
  "Launch of quiverhire for the 2026 season", "project",
  "quiverhire launch", "rentals system launch", """
{S10b}quiverhire replaced Bookwhen for rental bookings on 2026-04-01 and the Bookwhen account was closed.

Existing 2026 bookings were copied across by hand by Morwenna.
""")

R("project_photo_storage.md", "photo-storage",
  "Where repair photos live", "project",
  "Repair photo storage", "moving repair photos to object storage", """
{S9b}dingdesk repair photos were moved off the Synology NAS to Hetzner Object Storage (bucket `dingdesk-photos`) in August.

Reason: the NAS was full and not backed up off-site.
""")

R("project_blank_supplier.md", "blank-supplier",
  "Change of PU blank supplier", "project",
  "Blank supplier", "who we buy PU blanks from", """
{S6b}We no longer order PU blanks from Homeblown; since May everything comes from Surfblanks Europe (US Blanks).

EPS blanks still come from the same place as before.
""")

R("project_python_upgrade.md", "python-upgrade",
  "Python version upgrades across the apps", "project",
  "Python upgrades", "Python version bumps this year", """
{S8b}Upgraded dingdesk from Python 3.11 to 3.12 on 2026-09-15 (Dockerfile base image `python:3.12-slim`).

Nothing else changed; SQLAlchemy warnings were already clean.
""")

R("project_card_terminal.md", "card-terminal",
  "Card terminal at the shop counter", "project",
  "Card terminal", "counter card payments", """
{S7b}The Square terminal at the counter was retired in July; counter sales now go through a Stripe Terminal reader (WisePOS E).

Square payouts for June were reconciled in Xero by hand.
""")

R("project_winter_hours.md", "winter-hours",
  "Shop opening hours for winter 2026/27", "project",
  "Winter hours", "winter opening plan", """
From November the shop opens Wednesday to Sunday only; the repairs desk keeps taking drop-offs on those days.
Rentals are closed for the winter.
""")

R("project_website_redesign.md", "website-redesign",
  "Storefront redesign planned for early 2027", "project",
  "Website redesign", "planned storefront refresh", """
Jago wants the storefront to show finished custom boards as a gallery.
Ravi will reuse the Next.js storefront, no platform change.
Photos will come from Morwenna's Instagram shoots.
""")

R("project_label_printer.md", "label-printer",
  "Barcode labels for the blank store", "project",
  "Label printer", "barcode labels for blanks", """
Every blank gets a barcode label when it arrives, printed from stockroom on the Dymo LabelWriter in the blank store.
Scanning a label in stockroom moves the blank to `in shaping`.
""")
