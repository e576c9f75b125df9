# -*- coding: utf-8 -*-
"""File bodies for the set257 store (Tidewrack Launderette & Dry Cleaners).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: ROOT (Claude Code auto-memory), FACTS (remnic), AUTO (free notes).
"""

# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root). description is written raw; the ones with an
#    unquoted ": " are intentionally not strict YAML (see FLAT below).
# ---------------------------------------------------------------------------
ROOT = [
dict(file="user_jory-profile.md", name="jory-profile", type="user",
     title="Jory (developer)", hook="who builds the software and when he is around",
     description="Who Jory is and how he likes to work with the agent",
     body=r"""
Jory Penhale is the contractor who builds and runs Tidewrack's software (VanRun, TicketPress, WashBoard, the website).
@a7a@ Works on Tidewrack two days a week, Tuesdays and Thursdays.
Lives in Hayle; comes into Harbour Street about once a month to sort the counter NUC out.
Editor is Neovim with a Django LSP setup, so don't suggest VS Code extensions.
Likes short PR descriptions and a "why" line in commit bodies.
Day job is at a design agency in Truro.
"""),

dict(file="user_morwenna.md", name="morwenna-owner", type="user",
     title="Morwenna (owner)", hook="how to report to the owner and what she decides",
     description="Morwenna Pascoe, owner — how to report to her and what she signs off",
     body=r"""
Morwenna Pascoe owns Tidewrack and runs the Harbour Street shop day to day.
Not technical; explain changes in terms of what the counter or the van will notice.
Prefers WhatsApp (voice notes are fine) for anything urgent; email for weekly summaries.
She signs off any new spend over £200 a month and every price change.
She does the Quayside cash-box and lint check at opening and closing on weekdays.
"""),

dict(file="project_vanrun-overview.md", name="vanrun-overview", type="project",
     title="VanRun overview", hook="the booking and delivery app, its stack and integrations",
     description="VanRun, the collection-and-delivery booking app — stack, hosting, integrations",
     body=r"""
# VanRun

VanRun takes collection bookings from the website, builds the day's stop list and runs the driver PWA.

## Stack
- Django 5.1 on Python 3.12, Postgres 16, htmx for the staff screens
@v2a@ - Web: gunicorn with 3 sync workers behind Fly's proxy
@r7a@ - Background jobs: Celery, Redis broker (Upstash)
- Celery beat handles the scheduled reminder and report jobs
@s2b@ - Switched VanRun from Poetry to uv in April; `uv sync` replaces `poetry install`.

## Hosting & ops
@d1b@ - Hosting: Fly.io, region `lhr`, two shared-cpu machines
@o1a@ - CI: GitHub Actions — ruff, pytest, then `fly deploy` on main
@r1a@ - Errors: Sentry (free tier), project `vanrun-django`
- Payments: Stripe Checkout plus saved payment methods; webhooks hit `/stripe/webhook/`

## Repos
- `tidewrack/vanrun` (private). The driver PWA lives in `vanrun/driver/` in the same repo.
"""),

dict(file="reference_ticketpress-setup.md", name="ticketpress-setup", type="reference",
     title="TicketPress setup", hook="how the counter app is installed and reached",
     description="How TicketPress is installed on the counter NUC and how to get at it",
     body=r"""
TicketPress runs on the back-office NUC (`tw-counter`) at Harbour Street. Kestle IT gave it a fixed IP.

@v1a@ - Counter UI: `http://tw-counter.local:3300` (Fastify, bound to 0.0.0.0 so the pressing-room tablet can reach it)
@r3a@ - Package manager: pnpm (lockfile is `pnpm-lock.yaml`; don't commit a `package-lock.json`)
@a9a@ - Counter login times out after 15 minutes idle.
- Zebra ZD421 tag printer: `192.168.1.50:9100` (raw ZPL over TCP)
- Receipt printer: Epson TM-T20 on USB
- Data: `C:\TicketPress\data\ticketpress.db` (SQLite)
- The service is managed by NSSM as `TicketPress`; restart it from services.msc if the screen goes blank.

Remote access is via Tailscale; the NUC shows up as `tw-counter` on the tailnet.
"""),

dict(file="project_express-service.md", name="express-service", type="project",
     title="Express dry cleaning", hook="rules for the same-day counter service",
     description="Same-day express dry cleaning — rules for the counter",
     body=r"""
Express is a Harbour Street counter service; the van never does express.
@v3a@ Express dry cleaning is same-day if the garment is in by 10:00; surcharge £5 per item.
Ready for collection from 17:00. If the machine is down, Tamsin lets the express customers know before noon.
"""),

dict(file="project_van-operations.md", name="van-operations", type="project",
     title="Van operations", hook="how the collection-and-delivery van runs day to day",
     description="How the collection-and-delivery van runs day to day",
     body=r"""
# Van operations

@c_vanmonsat@ - Collections and deliveries run Monday to Saturday.
- The run starts from Harbour Street at 08:30 after loading the finished orders.
@s5a@ - Idris plans the morning route in Google My Maps from the VanRun export.
@v8a@ - Service area: 8 miles from Harbour Street (VanRun checks the postcode distance at booking).
@v4a@ - Free collection & delivery on orders of £25 or more.
@n5a@ - Drivers take cash on the doorstep and hand it in at the Harbour Street till.
- Finished dry cleaning goes on the hanging rail; folded laundry in the blue crates.
- The B&B linen run is separate and invoiced monthly (see the B&B accounts note).
"""),

dict(file="project_washboard-overview.md", name="washboard-overview", type="project",
     title="WashBoard overview", hook="the machine-status dashboard for the self-service unit",
     description="WashBoard machine-status dashboard for the Quayside self-service unit",
     body=r"""
# WashBoard

Go 1.23 service that watches the Quayside washers and dryers and shows which ones are free.

@r4a@ - Runs on a Raspberry Pi 5 in the Quayside back room, reachable via Cloudflare Tunnel
@v6a@ - Polls each machine controller every 30 s over Modbus/TCP
@o3a@ - HTTP dashboard on :8080 (Go `net/http`, no framework)
- Storage: SQLite via `database/sql` with hand-written queries; no ORM
- The public status page (which machines are free) is embedded on the website's Quayside page
- Logs to stdout; there's no external error tracker for WashBoard

Repo: `tidewrack/washboard`.
"""),

dict(file="reference_vanrun-infra.md", name="vanrun-infra", type="reference",
     title="VanRun infra cheat sheet", hook="apps, database, email and where secrets live",
     description="VanRun infra cheat sheet: Fly apps, database, email, secrets",
     body=r"""
Fly apps: `vanrun-web` (web + worker process groups) and `vanrun-db` (Postgres).

@a5a@ - Database: PostgreSQL 16 on Fly (`vanrun-db`)
@v7a@ - `DATABASE_URL`: `postgres://vanrun@vanrun-db.flycast:5432/vanrun` (secret set via `fly secrets`)
@r2b@ - Transactional email: Mailgun (EU region), sending domain `mg.tidewrack.co.uk`
- Stripe keys: `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET` in Fly secrets, test keys in `.env.local`
- Admin: `/staff/` (Django admin), 2FA via django-otp

Secrets are never written into the repo; `fly secrets list -a vanrun-web` shows what's set.
"""),

dict(file="project_ticketpress-overview.md", name="ticketpress-overview", type="project",
     title="TicketPress overview", hook="the counter ticketing and tagging app",
     description="TicketPress, the counter ticketing and tagging app at Harbour Street",
     body=r"""
# TicketPress

Counter app for dry-cleaning and service-wash tickets at Harbour Street. One install, one shop.

@d4b@ - Stack: TypeScript, Fastify, better-sqlite3, htmx front end
@v10a@ - Runtime: Node 20 LTS on Windows 11 (the NUC), run as a service via NSSM
@f4a@ - Prints a barcode tag for every garment on the Zebra ZD421.
@ns3b@ - Issues printed receipts at the counter on the Epson TM-T20.
- Queries are hand-written SQL against better-sqlite3, no ORM
- Ticket numbers run `HS-00001` upwards and never reset
- No customer logins; staff PIN only
"""),

dict(file="reference_people.md", name="people", type="reference",
     title="People", hook="staff, drivers and outside contractors",
     description="Who's who: staff, drivers and outside contractors",
     body=r"""
| Person | Role | Notes |
|---|---|---|
| Morwenna Pascoe | Owner / manager | signs off spend and prices |
| Tamsin Hocking | Harbour Street supervisor | opens up most days |
| Bryony Tregear | Dry-cleaning operator, presser | trained on the hydrocarbon machine |
| Idris Kemp | Van driver | joined Jan 2026 |
@r5a@ | Ned Rowe | Saturday van driver | also does holiday cover |
| Jory Penhale | Developer (contractor) | see jory-profile |
| Kerensa Hosking | Seamstress (outside) | alterations |
| Lowenna Carrick | Bookkeeper, Carrick Books | VAT returns |
| Dan Kestle | Kestle IT | network, CCTV, the NUC |
"""),

dict(file="feedback_ticketpress-releases.md", name="ticketpress-releases", type="feedback",
     title="TicketPress releases", hook="how counter-app changes get merged and shipped",
     description="How TicketPress changes get merged and released to the counter",
     body=r"""
@r8a@ TicketPress PRs are merged with rebase-and-merge so the tag history stays linear.
@ns9a@ Never ship a TicketPress release without a test tag printed on the Zebra.

**Why:** In May a release changed the ZPL template and the counter printed blank tags for a whole Saturday morning.
**How to apply:** After installing on `tw-counter`, print a tag for ticket `HS-TEST` and ask Tamsin to scan it before calling it done.

Release tags are `tp-YYYY.MM.DD`.
"""),

dict(file="project_washboard-alerts.md", name="washboard-alerts", type="project",
     title="WashBoard alerts", hook="what the dashboard alerts on and who answers",
     description="What WashBoard alerts on and who answers them",
     body=r"""
@f6a@ WashBoard raises an alert when a machine goes offline.
It also alerts on a door-lock fault and on a dryer running past 90 minutes.
@r10a@ Out-of-hours WashBoard alerts go to Morwenna's phone — she's the one who lives
closest and can drive down to Quayside if a machine is stuck mid-cycle.

Alerts are rate-limited to one per machine per hour.
"""),

dict(file="feedback_git-workflow.md", name="git-workflow", type="feedback",
     title="Git workflow", hook="branching, PRs and merging rules",
     description="Branching, PRs and merging rules for the Tidewrack repos",
     body=r"""
@n1a@ Always squash-merge VanRun PRs; the PR title becomes the commit message.
@n10b@ Nothing is pushed directly to `main` in any repo, the website included — always open a PR.

**Why:** Jory reads the `main` history to work out what went out when, and the PR is where Morwenna sees what changed.
**How to apply:** Branch names `agent/<short-topic>`; one concern per PR; link the Trello card if there is one.

For TicketPress merge rules see ticketpress-releases.
"""),

dict(file="project_dry-cleaning.md", name="dry-cleaning", type="project",
     title="Dry cleaning", hook="the in-house dry-cleaning operation and what goes out",
     description="The in-house dry-cleaning operation — what we do, what goes out",
     body=r"""
# Dry cleaning at Harbour Street

@d8b@ - Dry cleaning is done in-house at Harbour Street on the hydrocarbon machine.
@c_dc48@ - Standard dry-cleaning turnaround is 48 hours.
@ns2b@ - Silk goes through the hydrocarbon machine on the delicate cycle.
@n2a@ - Leather and suede never go in our machine; they're bagged and sent to the specialist in Truro (Thursday pickup).
- Bryony runs the machine; only she and Tamsin are trained on it.
- The still is cleaned out every Friday after the last load.
"""),

dict(file="feedback_deploys.md", name="vanrun-deploys", type="feedback",
     title="VanRun deploys", hook="when the agent may ship and what must happen first",
     description="VanRun deploys: when the agent may ship and what has to happen first",
     body=r"""
@n3b@ Never let VanRun migrations run automatically on deploy; Jory runs
`manage.py migrate` by hand first, after reading the plan.
@ns1a@ Don't deploy VanRun on a Saturday morning unless Jory is reachable — that's peak collection time.
@f8b@ For migration PRs Jory also wants the `sqlmigrate` output pasted into the PR description.

**Why:** A February migration locked the bookings table for four minutes while Idris was trying to mark stops.
**How to apply:** Check `fly status -a vanrun-web` after every deploy and post the release number in the PR.
"""),

dict(file="project_subscriptions.md", name="wash-fold-subscription", type="project",
     title="Wash-dry-fold subscription", hook="the regular-customer plan discussion",
     description="The monthly wash-dry-fold plan for regular van customers",
     body=r"""
@n6a@ Decided to launch a monthly wash-dry-fold subscription for regular van customers.
The idea came from the B&B owners and two regulars asking for a standing weekly pickup.
Pricing and the Stripe side weren't settled in this note.
"""),

dict(file="project_2026-roadmap.md", name="roadmap-2026", type="project",
     title="Roadmap 2026", hook="what is planned and what has been ruled out",
     description="What's planned and what's been ruled out for the rest of 2026",
     body=r"""
# Roadmap (Q4 2026)

- VanRun: `/api/v2` clean-up, driver PWA offline mode for the poor-signal lanes
- TicketPress: a ready-for-collection board on the counter screen
- WashBoard: per-machine takings chart
@n6b@ - Laundry subscriptions: decided not to offer them — too hard to staff the peaks.
- Website: Cornish-language page for the council grant (maybe)
"""),

dict(file="feedback_python-style.md", name="python-style", type="feedback",
     title="Python style", hook="formatting, linting and ORM rules for VanRun code",
     description="Python style rules for VanRun code the agent writes",
     body=r"""
@d6b@ Format VanRun with `ruff format` (line length 100) and lint with `ruff check`.
@n7b@ Never write raw SQL in VanRun code; everything goes through the Django ORM.
Type hints on all new functions; `from __future__ import annotations` at the top.

**Why:** Jory wants one formatter and one linter, and a raw query once skipped the soft-delete filter.
**How to apply:** Run `ruff format && ruff check --fix` before every commit.
"""),

dict(file="feedback_privacy.md", name="privacy", type="feedback",
     title="Privacy rules", hook="what customer data each app may keep",
     description="Privacy rules: what customer data each app may keep",
     body=r"""
@n8a@ TicketPress does not store customer phone numbers — name and ticket number only.
@ns7a@ VanRun never stores raw card numbers — only the Stripe customer and payment-method IDs.
Don't paste customer addresses into PR descriptions or commit messages; use the booking ID.

**Why:** Carrick Books walked Morwenna through UK GDPR in January; she wants the minimum kept.
**How to apply:** Any new field holding personal data needs a line in `docs/privacy.md` and Morwenna's OK.
"""),

dict(file="project_quayside.md", name="quayside", type="project",
     title="Quayside launderette", hook="the self-service unit, machines and staffing",
     description="Quayside self-service unit: machines, prices, staffing",
     body=r"""
# Quayside launderette

@n9a@ - Quayside is unattended on Sundays; WashBoard and the CCTV are the only eyes on it.
- 10 washers (8 kg) and 8 dryers; change machine by the door
- Washers: £4.50 per 8 kg cycle
@d10b@ - Dryers: 6 minutes per £1 (coin or card)
- Lint screens are cleared at the opening and closing checks.
"""),

dict(file="project_backups.md", name="backups", type="project",
     title="Backups", hook="what gets backed up, where, and for how long",
     description="What gets backed up, where, and for how long",
     body=r"""
# Backups

## VanRun
@s1a@ - VanRun's nightly `pg_dump` is pushed to the Backblaze B2 bucket `tw-backups`.
@o6a@ - VanRun dumps are kept for 14 days.
- Restore drill: last done in October, took 11 minutes.

## WashBoard
- Nothing: the SQLite file is disposable and rebuilds from the controllers.

## TicketPress
- See the TicketPress dev notes for the USB routine.
"""),

dict(file="project_cleantrack-retirement.md", name="cleantrack-retirement", type="project",
     title="CleanTrack retirement", hook="the old Access database and what replaced it",
     description="The old Access database and what replaced it",
     body=r"""
@s3b@ CleanTrack (the old Access database on the back-office PC) has been read-only since 2026-02-16;
new customers go into TicketPress and CleanTrack is kept only for looking up pre-2026 tickets.

Don't write an importer for the remaining CleanTrack notes field; Morwenna said it isn't worth it.
"""),

dict(file="project_pricing.md", name="price-list", type="project",
     title="Price list", hook="current counter prices for laundry and dry cleaning",
     description="Current counter price list (laundry and dry cleaning)",
     body=r"""
# Price list (from 1 Sept 2026)

| Item | Price |
|---|---|
@c_shirt@ | Shirt, washed & pressed | £2.80 |
@o7a@ | Two-piece suit (dry clean) | £14.50 |
| Dress (dry clean) | £11.00 |
| Duvet, king (wash) | £22.00 |
| Service wash, per 8 kg load | £12.00 |

@s8b@ - We no longer fold service washes for free: folding is £1.50 per load since 1 July.
- Morwenna signs off every price change; the price list in TicketPress must match this one.
"""),

dict(file="reference_suppliers.md", name="suppliers", type="reference",
     title="Suppliers", hook="who we buy consumables from and how to order",
     description="Who we buy consumables from and how to order",
     body=r"""
@s6a@ - Detergent & softener: Christeyns, via their rep (order by the 20th for next-month delivery)
- Hydrocarbon solvent and spotting chemicals: Kreussler, ordered online
- Hangers, poly covers, tags: Kleen-Pak
- Zebra label stock: from the Kleen-Pak catalogue too
"""),

dict(file="project_van-vehicle.md", name="van-vehicle", type="project",
     title="The van", hook="the vehicle itself, logs and servicing",
     description="The delivery van itself — vehicle, mileage log, servicing",
     body=r"""
@s10b@ Retired the Vivaro in March 2026; the van is now a Ford E-Transit (WK26 TDW), charged overnight at Harbour Street.
@f10a@ Drivers log mileage in VanRun at the end of every run.
Servicing is done at Penwith Commercials in Long Rock.
"""),

dict(file="feedback_customer-comms.md", name="customer-comms", type="feedback",
     title="Customer comms", hook="tone and timing for texts and emails to customers",
     description="Tone and timing rules for texts and emails to customers",
     body=r"""
@f3a@ VanRun texts customers a reminder the evening before their collection.
No marketing texts, ever — the newsletter is opt-in email only.
Sign texts "— Tidewrack", no emojis.

**Why:** Morwenna had complaints about the previous owner's spammy texts and wants the opposite reputation.
**How to apply:** Any new message template goes to Morwenna for wording before it ships.
"""),

dict(file="reference_hardware.md", name="hardware", type="reference",
     title="Hardware", hook="machines and network kit at both sites",
     description="Machines and network kit at both sites",
     body=r"""
# Hardware

## Harbour Street
@o9a@ - Router: DrayTek Vigor 2865 on the BT fibre line (Kestle IT manage it)
@f9b@ - Electrolux 18 kg washer-extractor: king-size duvets and the B&B linen
- Two Electrolux 11 kg washers and three dryers for service washes
- Hydrocarbon dry-cleaning machine (see dry-cleaning)
- Back-office NUC `tw-counter` (TicketPress)

## Quayside
- Network kit: see the Quayside network note
"""),

dict(file="feedback_pr-reviews.md", name="pr-reviews", type="feedback",
     title="PR reviews", hook="who reviews what before it is merged",
     description="Who reviews what before it gets merged",
     body=r"""
@f8a@ VanRun PRs need Jory's approval before they're merged.
The agent never approves its own PR.
WashBoard is Jory's pet project; he reviews those himself when he has time.
"""),

dict(file="reference_shop-hours.md", name="shop-hours", type="reference",
     title="Shop hours", hook="opening hours for the counter shop",
     description="Opening hours for the counter shop and where the others are listed",
     body=r"""
@o2a@ - Harbour Street: Mon–Sat 08:00–18:00, closed Sundays
- Bank holidays: Harbour Street closed and the van doesn't run
- Christmas dates are in the Christmas 2026 note
- Quayside is self-service and keeps its own hours
"""),

dict(file="feedback_chemicals.md", name="chemicals", type="feedback",
     title="Chemicals", hook="dilutions and handling for spotting and cleaning products",
     description="Dilutions and handling for the spotting and cleaning chemicals",
     body=r"""
@o4a@ - Protein spotter: dilute 1:5 with cold water, never hot.
- Tannin spotter is used neat, a drop at a time.
- Steam generator descaler: 1:10, monthly, machine off.
- Gloves and the eye-wash station for anything from the Kreussler shelf.

**Why:** Hot water sets protein stains (blood, egg) for good.
**How to apply:** If the agent writes any counter help text about stains, use these ratios.
"""),

dict(file="project_booking-rules.md", name="booking-rules", type="project",
     title="Booking rules", hook="what the booking app enforces when a customer books",
     description="Rules VanRun enforces when a customer books a collection",
     body=r"""
@o8a@ - Collection slots are two-hour windows.
@a10a@ - Next-day collections must be booked by 20:00 the evening before.
@ns10a@ - VanRun won't take a booking without a contact phone number.
- The address must geocode inside the service area or the form shows the "call us" message.
- Customers can move a booking up to the cut-off; after that it's a phone call.
"""),

dict(file="reference_website.md", name="website", type="reference",
     title="Website", hook="where the public site lives and how it talks to VanRun",
     description="tidewrack.co.uk — where it lives and how it connects to VanRun",
     body=r"""
@a3a@ - Hosting: Netlify, auto-deploys from `main` of `tidewrack-site`.
- Astro 4 static site; the build runs on Node 20.
@d7b@ - Customers book collections through the form on tidewrack.co.uk/book, which posts to VanRun.
- The contact form goes to hello@ via Netlify Forms.
- The Quayside page embeds WashBoard's public status widget.
"""),

dict(file="project_reports.md", name="weekly-report", type="project",
     title="Weekly report", hook="the weekly numbers email for the owner",
     description="The weekly VanRun numbers report for Morwenna",
     body=r"""
@d9b@ The weekly VanRun report lands in Morwenna's inbox every Friday at 07:00,
covering bookings, revenue, late deliveries and the repeat-customer rate.
It's a Celery beat job; the template is `reports/templates/weekly.html`.
"""),

dict(file="feedback_machine-care.md", name="machine-care", type="feedback",
     title="Machine care", hook="routine care and fault escalation for washers and dryers",
     description="Routine care and fault escalation for the washers and dryers",
     body=r"""
@a8a@ Clean the Harbour Street dryer lint filters every 2 hours while the shop is open.
@ns4a@ Escalate dryer faults at Quayside to the Electrolux service line, not to Kestle IT.

**Why:** A blocked lint filter started a fire at a launderette in Camborne last winter, and Kestle IT once billed a call-out for a dryer they couldn't touch.
**How to apply:** Keep the lint timer on the counter tablet; the Electrolux number is on the side of every machine.
"""),

dict(file="feedback_refunds.md", name="refunds", type="feedback",
     title="Refunds", hook="how refunds are handled and by whom",
     description="How refunds are handled and by whom",
     body=r"""
@ns5a@ Refunds never go to a card other than the one originally charged.
Anything over £50 needs Morwenna's OK first.
**Why:** Refund-to-another-card is the classic scam; Stripe flagged an attempt in July.
**How to apply:** If a customer asks for a different card, offer a credit on their account instead.
"""),

dict(file="feedback_testing.md", name="testing", type="feedback",
     title="Testing", hook="how tests are written and run in each repo",
     description="How tests are written and run in each repo",
     body=r"""
- VanRun: pytest + pytest-django, factory_boy for fixtures; don't hit real Stripe, use `stripe-mock`.
- TicketPress: vitest, with an in-memory SQLite per test.
- WashBoard: `go test ./...`; the Modbus client has a fake controller in `internal/fakectl`.
- Every bug fix comes with a test that failed before the fix.

**Why:** Jory got burned by a "fix" that broke the slot calculation twice.
**How to apply:** Write the failing test first and mention it in the PR description.
"""),

dict(file="reference_env-vars.md", name="env-vars", type="reference",
     title="Environment variables", hook="variable names per app; values live in secrets",
     description="Environment variable names for each app (values live in secrets, not here)",
     body=r"""
VanRun (Fly secrets; `.env.local` for dev):

```env
DJANGO_SETTINGS_MODULE=vanrun.settings.prod
DATABASE_URL=postgres://vanrun:***@vanrun-db.flycast:5432/vanrun
CELERY_BROKER_URL=***
STRIPE_SECRET_KEY=sk_live_***
SENTRY_DSN=***
FREE_DELIVERY_MIN=25
```

TicketPress (`C:\TicketPress\.env`):

```env
PORT=3300
DB_PATH=C:\TicketPress\data\ticketpress.db
ZEBRA_HOST=192.168.1.50
SESSION_IDLE_SECONDS=900
```

WashBoard:

```env
WB_LISTEN=:8080
WB_POLL_INTERVAL=30s
```
"""),

dict(file="feedback_agent-etiquette.md", name="agent-etiquette", type="feedback",
     title="Agent etiquette", hook="general working rules for the agent",
     description="General working rules Jory set for the agent",
     body=r"""
Ask before running anything that writes to a production database by hand.
Keep PRs under ~300 changed lines where possible; split otherwise.
Don't add new dependencies without saying why in the PR.
When unsure whether something is a shop rule or a software rule, ask Morwenna, not Jory.
**Why:** Jory is part-time and reviews in batches; small PRs get merged, big ones sit.
**How to apply:** If a task looks bigger than that, propose a split first.
"""),
]

# Root files whose description intentionally carries an unquoted ": " (not strict YAML).
FLAT = sorted(r["file"] for r in ROOT if ": " in r["description"])

# ---------------------------------------------------------------------------
# 2. remnic facts: (date, time UTC, category, confidence, tags, body)
# ---------------------------------------------------------------------------
FACTS = [
# --- labelled ---
("2026-08-13", "10:22:05", "fact", 0.88, ["ticketpress", "counter", "network"],
 "@v1b@ TicketPress serves the counter screen on port 3030 of the back-office NUC; the pressing-room tablet bookmarks that address."),
("2026-06-04", "15:41:12", "fact", 0.9, ["express", "dry-cleaning", "harbour-street"],
 "@v3b@ Same-day express dry cleaning: garments must be handed in by 11am at Harbour Street to be ready by 5pm."),
("2026-03-19", "11:03:44", "decision", 0.93, ["counter", "uncollected", "policy"],
 "@v5a@ Unclaimed garments are held for 90 days; after that we write to the customer once\nand then donate the items to the hospice shop on Causewayhead."),
("2026-05-27", "09:12:30", "fact", 0.86, ["washboard", "modbus", "quayside"],
 "@v6b@ WashBoard polls the Quayside machine controllers once a minute; faster polling made the older controllers drop off the bus."),
("2026-04-09", "14:55:00", "fact", 0.9, ["van", "service-area"],
 "@v8b@ The van covers addresses within a 10-mile radius of the Harbour Street shop."),
("2026-07-02", "10:30:19", "fact", 0.87, ["vanrun", "slots", "capacity"],
 "@v9a@ VanRun caps each two-hour collection slot at 6 bookings."),
("2026-09-17", "16:20:51", "fact", 0.91, ["ticketpress", "node"],
 "@v10b@ TicketPress is pinned to Node 22 (see `.nvmrc` in the repo)."),
("2026-06-23", "13:14:02", "fact", 0.89, ["vanrun", "errors", "monitoring"],
 "@r1b@ VanRun exceptions are reported to Bugsnag; Jory gets the daily digest email."),
("2026-10-06", "10:48:33", "fact", 0.85, ["ticketpress", "dependencies"],
 "@r3b@ TicketPress uses plain npm — `npm ci` on the NUC is how updates get installed."),
("2026-08-29", "17:05:10", "fact", 0.88, ["van", "drivers", "rota"],
 "@r5b@ Idris drives the Saturday van run as well as the weekdays; Ned only covers holidays."),
("2026-07-21", "12:00:41", "fact", 0.9, ["vanrun", "celery", "queue"],
 "@r7b@ VanRun's Celery broker is RabbitMQ (CloudAMQP, Little Lemur plan)."),
("2026-03-11", "09:37:26", "fact", 0.88, ["vanrun", "sms"],
 "@r9a@ VanRun's SMS (reminders and 'driver on the way') go out through Twilio from our +44 7 number."),
("2026-10-14", "18:22:07", "fact", 0.87, ["washboard", "alerts", "on-call"],
 "@r10b@ Tamsin is the on-call contact for WashBoard machine alerts, evenings and weekends included."),
("2026-05-12", "11:19:58", "preference", 0.92, ["git", "vanrun", "merge"],
 "@n1b@ Jory asked: never squash VanRun branches — he bisects individual commits when a deploy breaks."),
("2026-02-24", "10:02:13", "decision", 0.9, ["van", "proof-of-delivery"],
 "@n4a@ Drivers must take a photo for every doorstep drop — it goes into VanRun as proof of delivery."),
("2026-09-03", "15:33:40", "decision", 0.91, ["van", "payments"],
 "@n5b@ The van is card-only — drivers never handle cash."),
("2026-04-28", "12:44:21", "fact", 0.84, ["ticketpress", "customers"],
 "@n8b@ TicketPress keeps each customer's mobile number so the counter can text them when an order is ready."),
("2026-08-21", "19:10:02", "decision", 0.93, ["vanrun", "backups"],
 "@s1b@ Moved the VanRun database backups off Backblaze B2 to a Hetzner Storage Box in August (cheaper, and Jory already pays for one)."),
("2026-08-26", "08:51:36", "fact", 0.9, ["van", "routing", "vanrun"],
 "@s5b@ We stopped using Google My Maps for route planning in August; VanRun's built-in optimiser orders the stops now."),
("2026-09-15", "14:07:25", "decision", 0.92, ["suppliers", "detergent"],
 "@s6b@ Switched detergent supplier from Christeyns to Ecolab in September — Ecolab's dosing pumps came free with the contract."),
("2026-10-20", "11:26:49", "fact", 0.9, ["vanrun", "api", "website"],
 "@s7b@ VanRun `/api/v1/bookings` is deprecated since October; the website form must use `/api/v2/bookings`."),
("2026-02-10", "16:15:00", "fact", 0.86, ["washboard", "alerts"],
 "@s9a@ WashBoard sends its alerts through Pushover."),
("2026-05-05", "09:58:17", "fact", 0.9, ["van", "saturday"],
 "@f1b@ Saturday van collections are mornings only, 09:00–13:00."),
("2026-06-30", "13:39:52", "decision", 0.89, ["dry-cleaning", "turnaround"],
 "@f2b@ Wedding dresses, curtains and beaded items are outside the 48-hour dry-cleaning promise — quote 7 to 10 days."),
("2026-05-19", "10:11:08", "preference", 0.86, ["ticketpress", "tags", "silk"],
 "@f4b@ For silk and beaded items the Zebra tag is printed on paper stock and pinned, not heat-sealed."),
("2026-02-03", "17:45:31", "fact", 0.88, ["cash", "banking"],
 "@f5a@ Cash takings are banked twice a week."),
("2026-03-05", "12:20:44", "fact", 0.9, ["cash", "banking"],
 "@f5b@ Cash goes to the Lloyds branch on Fore Street every Tuesday and Friday before 12:00."),
("2026-01-22", "11:31:15", "fact", 0.92, ["staff", "discount"],
 "@f7a@ Staff get 20% off their own laundry and dry cleaning."),
("2026-04-16", "15:02:59", "fact", 0.87, ["duvets", "harbour-street", "quayside"],
 "@f9a@ Duvets are only washed at Harbour Street — the Quayside machines are too small for them."),
("2026-07-09", "18:30:27", "fact", 0.85, ["van", "mileage", "driver-app"],
 "@f10b@ Idris records the end-of-run odometer reading in the VanRun driver app with a photo of the dash."),
("2026-06-11", "14:16:38", "fact", 0.88, ["washboard", "ci"],
 "@o1b@ WashBoard has no CI at all; Jory builds it by hand with `make release`."),
("2026-02-17", "09:05:50", "fact", 0.93, ["quayside", "hours"],
 "@c_qhours@ Quayside is open 07:00–21:00, seven days a week."),
("2026-09-08", "12:12:12", "fact", 0.9, ["pricing", "dry-cleaning"],
 "@o7b@ A three-piece suit is £18.00 to dry clean; a waistcoat on its own is £5."),
("2026-07-30", "10:42:03", "fact", 0.86, ["vanrun", "sms", "eta"],
 "@o8b@ The 'driver on the way' SMS gives customers a 30-minute arrival window."),
("2026-07-03", "16:58:21", "fact", 0.92, ["vanrun", "hosting", "history"],
 "@d1a@ Until June 2026 VanRun ran on a Hetzner CX22 VPS called `tw-app-01`."),
("2026-10-02", "08:40:09", "fact", 0.88, ["quayside", "hours", "summer"],
 "@d5a@ For summer 2026 (June to September) Quayside stayed open until 22:00."),
("2026-03-02", "13:27:47", "fact", 0.87, ["vanrun", "formatting", "history"],
 "@d6a@ Until February 2026 the VanRun codebase was formatted with black at line length 100."),
("2026-04-02", "11:55:35", "fact", 0.91, ["dry-cleaning", "history"],
 "@d8a@ Until March 2026 all dry cleaning went out to Carlyon's in Truro; Harbour Street was just the counter."),
("2026-06-18", "15:24:16", "fact", 0.9, ["vanrun", "fly", "ports"],
 "@a1b@ VanRun listens on port 8000 inside its container."),
("2026-05-21", "09:09:09", "fact", 0.93, ["website", "hosting"],
 "@a3b@ tidewrack.co.uk is hosted on Netlify (the free tier is plenty)."),
("2026-04-07", "17:48:02", "fact", 0.88, ["vanrun", "celery", "reminders"],
 "@a4a@ Celery beat fires the VanRun reminder batch at 6pm UK time."),
("2026-06-16", "10:03:55", "fact", 0.91, ["vanrun", "database"],
 "@a5b@ VanRun's database is Postgres, major version 16."),
("2026-05-07", "14:34:28", "fact", 0.89, ["van", "delivery-fee"],
 "@a6b@ Delivery costs £4.50 when an order is below the free-delivery minimum."),
("2026-01-15", "10:10:10", "preference", 0.9, ["jory", "availability"],
 "@a7b@ Jory is around on Tue and Thu; on other days expect a reply the next working day."),
("2026-03-26", "16:01:37", "fact", 0.87, ["harbour-street", "dryers", "safety"],
 "@a8b@ Harbour Street dryer lint screens get emptied every 120 minutes during opening hours."),
("2026-09-24", "19:02:48", "fact", 0.84, ["vanrun", "deploys"],
 "@ns1b@ We do ship VanRun fixes on Saturdays when something's broken."),
("2026-05-14", "12:36:19", "preference", 0.91, ["dry-cleaning", "silk"],
 "@ns2a@ Never put silk in the hydrocarbon machine without a mesh net bag."),
("2026-07-16", "11:11:53", "fact", 0.88, ["refunds", "stripe"],
 "@ns5b@ Tamsin issues VanRun refunds from the Stripe dashboard."),
("2026-11-05", "15:15:24", "fact", 0.86, ["ticketpress", "releases"],
 "@ns9b@ TicketPress releases go out every other Thursday afternoon."),
# --- unlabelled (distractors and background) ---
("2026-01-08", "14:22:31", "fact", 0.85, ["vanrun", "celery"],
 "VanRun's Celery worker runs with concurrency 2."),
("2026-01-27", "09:40:00", "fact", 0.9, ["quayside", "machines"],
 "Quayside has ten washers and eight dryers."),
("2026-02-12", "11:48:29", "fact", 0.88, ["ticketpress", "printer"],
 "The Zebra tag printer sits at 192.168.1.50 and takes raw ZPL on port 9100."),
("2026-03-03", "15:50:14", "fact", 0.9, ["harbour-street", "payments"],
 "The Harbour Street counter takes cards on a Dojo terminal."),
("2026-03-24", "10:27:36", "fact", 0.89, ["suppliers", "dry-cleaning"],
 "Hydrocarbon solvent and the spotting chemicals come from Kreussler."),
("2026-04-21", "13:13:13", "fact", 0.86, ["website", "build"],
 "The website's Netlify build uses Node 20."),
("2026-05-01", "08:20:47", "fact", 0.87, ["vanrun", "stripe", "webhooks"],
 "Stripe retries failed VanRun webhook deliveries for up to 3 days."),
("2026-05-28", "17:31:05", "fact", 0.85, ["marketing", "quayside"],
 "The May leaflet drop covered a 3-mile radius around Quayside."),
("2026-06-09", "12:05:58", "fact", 0.88, ["quayside", "lost-property"],
 "Lost property left at Quayside is kept for 30 days."),
("2026-06-25", "16:44:40", "fact", 0.9, ["ticketpress", "records", "hmrc"],
 "TicketPress keeps closed tickets for six years because of HMRC."),
("2026-07-07", "07:52:11", "fact", 0.86, ["harbour-street", "staff"],
 "Tamsin opens Harbour Street at 07:45 on weekdays."),
("2026-07-14", "20:14:33", "preference", 0.9, ["morwenna", "comms"],
 "Morwenna wants urgent things on WhatsApp, not email."),
("2026-08-04", "10:36:26", "fact", 0.87, ["marketing", "newsletter"],
 "The monthly newsletter goes out through Buttondown."),
("2026-08-11", "14:49:57", "fact", 0.89, ["email", "workspace"],
 "hello@tidewrack.co.uk and the staff mailboxes are on Google Workspace."),
("2026-08-18", "09:26:44", "fact", 0.85, ["vanrun", "driver-app"],
 "The driver PWA sends its location every 60 seconds while a run is active."),
("2026-09-01", "11:38:02", "fact", 0.9, ["service-wash", "harbour-street"],
 "Service washes dropped off before 11:00 are ready the same afternoon."),
("2026-09-10", "15:07:39", "fact", 0.88, ["b-and-b", "invoicing"],
 "The two B&B accounts (Chy an Mor and Penlee House) are invoiced monthly by Carrick Books."),
("2026-09-29", "13:57:18", "fact", 0.85, ["vanrun", "admin", "sessions"],
 "VanRun staff sessions last 8 hours before asking for the password again."),
("2026-10-09", "10:19:27", "fact", 0.87, ["alterations"],
 "Kerensa collects alterations from Harbour Street on Monday mornings."),
("2026-10-23", "16:33:50", "decision", 0.88, ["quayside", "pricing"],
 "Quayside washer prices stay as they are until April; only the dryers changed in September."),
("2026-10-29", "12:25:01", "fact", 0.9, ["washboard", "go"],
 "WashBoard is built with Go 1.23 and has no third-party web framework."),
("2026-11-12", "09:47:15", "fact", 0.91, ["christmas", "hours"],
 "Harbour Street closes at 14:00 on Christmas Eve 2026."),
("2026-11-19", "14:58:42", "fact", 0.87, ["kestle-it", "support"],
 "Kestle IT's support contract covers both sites, 09:00–17:00 on weekdays."),
]

# ---------------------------------------------------------------------------
# 3. free notes: auto/<slug>.md
# ---------------------------------------------------------------------------
AUTO = [
dict(slug="vanrun-performance-notes", title="VanRun performance notes", created="2026-10-01",
     tags=["vanrun", "performance"], body=r"""
# VanRun performance notes

Slow pages in the staff area were mostly N+1 queries on the stop list; fixed with `select_related`.

@v2b@ - VanRun web VM runs gunicorn with `--workers 5`; memory sits around 380 MB.
- Celery worker memory is flat; no leak after the September fixes.
- p95 for `/book/` is ~180 ms from London.

## Things not to bother with
- Caching the slot list: it changes too often to be worth it.
"""),

dict(slug="delivery-faq", title="Delivery FAQ", created="2026-06-12",
     tags=["van", "faq", "customers"], body=r"""
# Delivery FAQ (answers for the website and the counter)

**Do you collect from my door?** Yes, within the service area; the booking form tells you if you're out of range.

@v4b@ - Free delivery threshold: £30 basket value (`FREE_DELIVERY_MIN` in VanRun settings).
@a6a@ - Orders under the free-delivery threshold pay a flat £4.50 delivery charge.
@a10b@ **When's the cut-off?** 8pm the night before if you want us the next day.

**Do you do Sundays?** No, the van rests on Sundays.
"""),

dict(slug="counter-procedures", title="Counter procedures (Harbour Street)", created="2026-01-20",
     tags=["counter", "harbour-street", "procedures"], body=r"""
# Counter procedures (Harbour Street)

## Taking an order
@s3a@ - New dry-cleaning customers are added in CleanTrack first, then the ticket is written.
@c_dc2days@ - Standard dry cleaning is ready two days after drop-off.
- Check pockets in front of the customer; anything found goes in a ticket envelope.
@o10b@ - Shoe repairs are sent out to the cobbler on Bread Street and take 7 days.

## Receipts and payment
@ns3a@ - A receipt is never issued without the VAT line showing.
- Card on the counter terminal, cash in the till; no cheques.

## Uncollected items
@v5b@ - Items not collected after 60 days get donated (the sign by the till says so).
"""),

dict(slug="vanrun-db-runbook", title="VanRun DB runbook", created="2026-07-08",
     tags=["vanrun", "postgres", "runbook"], body=r"""
# VanRun DB runbook

@v7b@ - VanRun's Postgres endpoint is `vanrun-db.flycast:5433` — remember the non-default port when you `fly proxy`.
- Take a manual dump before any risky data fix:

```sh
fly proxy 15432:5433 -a vanrun-db &
pg_dump -h localhost -p 15432 -U vanrun -Fc vanrun > pre-fix.dump
```

- Never `DELETE` without a `WHERE` in psql; open a transaction and check the row count first.
- Long-running queries: look at `pg_stat_activity` where `state <> 'idle'`.
"""),

dict(slug="van-capacity", title="Van capacity planning", created="2026-05-22",
     tags=["van", "capacity", "vanrun"], body=r"""
# Van capacity planning

Numbers we agreed with Idris after the pilot.

| Setting | Value |
|---|---|
@v9b@ | Max bookings per slot | 8 |
| Hanging rail | ~40 garments |
| Crates | 12 |
| Stops per morning run (target) | 15 |

If the rail is full, the last stops get moved to the afternoon run.
"""),

dict(slug="vanrun-email-setup", title="VanRun email setup", created="2026-04-14",
     tags=["vanrun", "email"], body=r"""
# VanRun email setup

@r2a@ VanRun sends booking confirmations and receipts through Postmark (server `vanrun-prod`).
DKIM and return-path records are on the Cloudflare DNS for tidewrack.co.uk.

@o5b@ - The confirmation-email task retries 3 times, then drops into the dead-letter table.
- Templates live in `notifications/templates/email/`; plain-text versions are required.
- Staff mailboxes are Google Workspace, which is unrelated to this.
"""),

dict(slug="washboard-notes", title="WashBoard notes", created="2026-05-20",
     tags=["washboard", "alerts", "deploy"], body=r"""
# WashBoard notes

@r4b@ WashBoard is deployed as a small Fly.io app (`washboard-tw`) next to VanRun.
@s9b@ - Pushover was dropped in May; alerts now go out via a self-hosted ntfy topic.
@f6b@ - Offline alerts only fire after three missed polls in a row, so a single blip doesn't wake anyone.
- Controller addresses are in `config/controllers.yaml`, one per machine.
- The public widget reads `/api/status.json`; it's cached for 15 s.
"""),

dict(slug="vanrun-addresses", title="VanRun addresses and postcodes", created="2026-03-17",
     tags=["vanrun", "addresses", "geocoding"], body=r"""
# VanRun addresses & postcodes

@r6b@ - Geocoding: Mapbox Geocoding API; the token lives in `MAPBOX_TOKEN`.
- Postcodes are normalised to upper case with a single space before lookup.
- Flats: the "access notes" field is free text and shows on the driver's stop card.
- Out-of-area postcodes get the "call us" message, not an error.
"""),

dict(slug="vanrun-booking-pipeline", title="What happens when someone books", created="2026-09-22",
     tags=["vanrun", "bookings"], body=r"""
# What happens when someone books

1. The website form posts the booking to VanRun.
@r6a@ 2. The postcode is geocoded with postcodes.io at booking time (free, no API key).
3. VanRun checks the distance and the slot capacity, then creates a `Booking`.
4. Stripe Checkout if the customer chose to pay upfront; otherwise they pay when the order comes back.
5. Confirmation email and SMS.
"""),

dict(slug="ticketpress-dev-notes", title="TicketPress dev notes", created="2026-05-06",
     tags=["ticketpress", "dev"], body=r"""
# TicketPress dev notes

@r8b@ - Merge TicketPress branches with a normal merge commit; a bad release is easier to revert as one unit.
@o6b@ - TicketPress copies its SQLite file to the USB stick nightly and keeps 30 days of them.
@a9b@ - `SESSION_IDLE_SECONDS=900` — the counter session expires after 900 s of inactivity.
- ZPL templates are in `src/print/templates/`; preview them on labelary.com before printing.
- The `tickets` table never deletes rows; closed tickets get `closed_at`.

```json
{ "printer": { "host": "192.168.1.50", "port": 9100 }, "receipt": "usb:epson", "listen": 3300 }
```
"""),

dict(slug="vanrun-sms", title="VanRun SMS", created="2026-04-02",
     tags=["vanrun", "sms"], body=r"""
# VanRun SMS

@r9b@ SMS provider for VanRun is Vonage; the sender ID shows as TIDEWRACK.
@f3b@ - The evening-before reminder goes out at 18:00; bookings made after 17:00 skip it.
@o5a@ - The SMS send task retries up to 5 times with exponential backoff.
- "Driver on the way" is sent when the driver taps "Next stop".
- Replies to the sender ID can't be received; the text says to call the shop.
"""),

dict(slug="garment-care-faq", title="Garment care FAQ", created="2026-07-23",
     tags=["dry-cleaning", "faq", "counter"], body=r"""
# Garment care FAQ (counter crib sheet)

**Wool coats?** Delicate programme, then hand-finished by Bryony.
@n2b@ **Suede?** We clean suede jackets in-house on the delicate hydrocarbon programme.
**Beaded or sequinned?** Check the care label, test a hidden seam, and warn the customer.
**Down jackets?** Wet-cleaned, then tumbled with tennis balls.
"""),

dict(slug="vanrun-deploy-runbook", title="VanRun deploy runbook", created="2026-06-20",
     tags=["vanrun", "deploy", "fly"], body=r"""
# VanRun deploy runbook

Deploys happen from GitHub Actions on merge to `main`; this is for when you need to do it by hand.

```sh
fly deploy -a vanrun-web --strategy rolling
fly status -a vanrun-web
```

@n3a@ - Migrations run automatically as the Fly `release_command` before the new machines start.
@c_vr8000@ - VanRun's gunicorn binds `0.0.0.0:8000`; Fly's `internal_port` has to match.
- Rollback: `fly releases -a vanrun-web`, then `fly deploy --image <previous>`.
"""),

dict(slug="driver-handbook", title="Driver handbook", created="2026-01-12",
     tags=["van", "drivers"], body=r"""
# Driver handbook

@s10a@ - The van is the white Vauxhall Vivaro (WK19 TDW); diesel card is in the glovebox.
- Load hanging items last so they come off first.
@n4b@ - No photo needed for doorstep deliveries; just tap "Delivered" and note where you left it.
- If nobody's in and there's no safe place, bring it back and VanRun rebooks it.
- Never leave dry cleaning in a porch that faces the weather.
"""),

dict(slug="vanrun-reports", title="VanRun reports", created="2026-03-10",
     tags=["vanrun", "reports"], body=r"""
# VanRun reports

@n7a@ - Prefer raw SQL (`connection.cursor()`) for the weekly report queries — the ORM version was unreadable.
@d9a@ - In February the weekly report was emailed to Morwenna on Mondays.
- Revenue figures exclude VAT; Carrick Books asked for that.
"""),

dict(slug="staff-rota", title="Staff rota notes (autumn 2026)", created="2026-10-16",
     tags=["staff", "rota"], body=r"""
# Staff rota notes (autumn 2026)

- Tamsin: Harbour Street, Mon–Fri
@n9b@ - Bryony does the Sunday morning attendant shift at Quayside (09:00–13:00).
@ns8b@ - The key-safe code is given to relief staff before their first Quayside shift.
- Holiday requests go to Morwenna at least two weeks ahead.
"""),

dict(slug="website-notes", title="Website notes", created="2026-04-23",
     tags=["website", "astro"], body=r"""
# Website notes

@s7a@ - The booking form posts to VanRun's `/api/v1/bookings` endpoint.
@ns10b@ - Guest checkout: customers can book without making an account.
@n10a@ - Copy fixes on the website can go straight to `main` — Netlify deploys in a minute.
- Images go through Astro's `<Image>`; keep hero images under 200 KB.
"""),

dict(slug="vanrun-dev-setup", title="VanRun local dev setup", created="2026-01-29",
     tags=["vanrun", "dev"], body=r"""
# VanRun local dev setup

- Needs Python 3.12 and a local Postgres 16 (Docker is fine).
@s2a@ - Install deps with `poetry install`, then `poetry run python manage.py runserver`.
- Copy `.env.example` to `.env.local`; the Stripe test keys are in 1Password.
- `stripe listen --forward-to localhost:8000/stripe/webhook/` for webhooks.
"""),

dict(slug="quayside-payments", title="Quayside payments", created="2026-07-28",
     tags=["quayside", "payments"], body=r"""
# Quayside payments

@s4b@ We replaced the SumUp readers at Quayside with a Nayax kiosk in July; the SumUp account is closed.
The machines still take £1 coins as well.
Ask Morwenna before changing anything on the payment side.
"""),

dict(slug="quayside-machines", title="Quayside machines", created="2026-03-06",
     tags=["quayside", "machines"], body=r"""
# Quayside machines

@s4a@ - Card payments at Quayside go through the SumUp reader bolted next to the change machine.
- Washers are numbered W1–W10, dryers D1–D8, left to right from the door.
- W7 has a sticky door latch; Electrolux know about it.
"""),

dict(slug="service-wash-faq", title="Service wash FAQ", created="2026-02-19",
     tags=["service-wash", "faq"], body=r"""
# Service wash FAQ

@s8a@ **Do you fold?** Yes — every service wash comes back folded at no extra charge.
@ns6b@ **Do you bleach whites?** Yes, on service washes.
**Fabric softener?** Only if you ask; we default to none for sensitive skin.
"""),

dict(slug="staff-handbook", title="Staff handbook (short version)", created="2026-02-05",
     tags=["staff", "handbook"], body=r"""
# Staff handbook (short version)

@f7b@ - The 20% staff discount doesn't cover alterations, because those go to the outside seamstress.
- Breaks: 30 minutes for shifts over six hours.
- Uniform: navy polo, provided, two each.
"""),

dict(slug="quayside-cleaning", title="Quayside cleaning routine", created="2026-06-03",
     tags=["quayside", "cleaning"], body=r"""
# Quayside cleaning routine

@o4b@ - Floor cleaner (the green Prochem one) goes 1:40 in the mop bucket.
- Wipe the machine doors and the folding table at every check.
- Bins are emptied at the closing check.
"""),

dict(slug="quayside-network", title="Quayside network", created="2026-03-13",
     tags=["quayside", "network"], body=r"""
# Quayside network

@o9b@ - Quayside's internet is a Teltonika RUT241 4G router (no landline at that unit).
@ns4b@ - Kestle IT look after the Quayside router and the CCTV recorder.
- The machine controllers are on their own VLAN.
- Data allowance is 100 GB/month; CCTV uploads are motion-only to stay under it.
"""),

dict(slug="alterations", title="Alterations", created="2026-08-07",
     tags=["alterations"], body=r"""
# Alterations

@o10a@ - Alterations take five working days; they go to Kerensa, the seamstress, on Mondays.
- Hems from £8, zips from £12; Kerensa quotes anything else.
- Pin-fitting at the counter only when Tamsin is on.
"""),

dict(slug="van-pilot-review", title="Van pilot review", created="2026-04-08",
     tags=["van", "history", "pilot"], body=r"""
# Van pilot review (written April 2026)

@d7a@ - During the 2025 beta, bookings were taken by phone only.
@d2a@ - During the January–March pilot the van only collected on Tuesdays and Thursdays.
- Average stops per run in the pilot: 9.
- The main complaint was the long collection windows, hence the two-hour slots.
"""),

dict(slug="price-history", title="Price history", created="2026-09-02",
     tags=["pricing", "history"], body=r"""
# Price history

@d3a@ - In 2025 shirts were £2.50 laundered and pressed.
- The Sept 2026 review moved most dry-cleaning prices up ~6%.
- Duvet prices haven't changed since 2024.
"""),

dict(slug="ticketpress-history", title="TicketPress history", created="2026-05-15",
     tags=["ticketpress", "history"], body=r"""
# TicketPress history

@d4a@ Before the April rewrite TicketPress was a Flask app with Jinja templates.
The rewrite kept the SQLite file format, so nothing had to be migrated on the NUC.
The first version went live in February.
"""),

dict(slug="quayside-price-change", title="Quayside price change (September 2026)", created="2026-09-04",
     tags=["quayside", "pricing"], body=r"""
# Quayside price change (September 2026)

@d10a@ Until the September price change, Quayside dryers gave 8 minutes per £1.
Washer prices didn't change.
The notice went up on the door two weeks before.
"""),

dict(slug="vanrun-payments", title="VanRun payments", created="2026-06-26",
     tags=["vanrun", "stripe", "payments"], body=r"""
# VanRun payments

@ns7b@ - Repeat customers can keep a saved card in VanRun for one-tap rebooking.
- Stripe Checkout for first orders; PaymentIntents with the saved method after that.
- The webhook handler is idempotent on the Stripe event ID.
"""),

dict(slug="quayside-security", title="Quayside security", created="2026-08-14",
     tags=["quayside", "security"], body=r"""
# Quayside security

@ns8a@ - Never read the back-room key-safe code out over the phone.
- CCTV: four cameras, 30 days of motion recordings on the NVR.
- If the intruder alarm goes at night, the monitoring company calls Morwenna first.
"""),

dict(slug="stain-guide", title="Stain guide (counter)", created="2026-04-30",
     tags=["stains", "counter"], body=r"""
# Stain guide (counter)

@ns6a@ - Never bleach a customer's item without their written OK on the ticket.
- Red wine: blot, don't rub; tell the customer it may not fully lift.
- Biro: the solvent spotter, never water.
"""),

# --- unlabelled notes ---
dict(slug="vanrun-migrations", title="VanRun migration conventions", created="2026-07-01",
     tags=["vanrun", "django", "migrations"], body=r"""
# VanRun migration conventions

- One migration per PR where possible; name them (`--name add_slot_capacity`).
- Don't squash Django migrations in VanRun; the history is short enough.
- Data migrations get a reverse function, even if it's a no-op.
- Never edit a migration that has already been deployed.
"""),

dict(slug="incident-2026-09-stripe-webhooks", title="Incident - missed Stripe webhooks", created="2026-09-19",
     tags=["incident", "vanrun", "stripe"], body=r"""
# Incident: missed Stripe webhooks (18 Sept 2026)

- What happened: the webhook secret was rotated in Stripe but not in Fly secrets; VanRun rejected events for ~5 hours.
- Impact: 14 bookings stayed "unpaid"; Tamsin fixed them by hand from the Stripe dashboard.
- Stripe kept retrying, so nothing was lost.
- Follow-up: a line in the weekly report for unpaid bookings older than a day.
"""),

dict(slug="printer-troubleshooting", title="Printer troubleshooting", created="2026-02-26",
     tags=["ticketpress", "printer", "faq"], body=r"""
# Printer troubleshooting (Harbour Street)

**Zebra prints blank tags?** Ribbon in upside down, or the ZPL template changed; print the config label.
**Zebra offline?** Power-cycle it; it keeps its fixed IP.
**Receipt printer jammed?** Open the lid and reseat the roll.
"""),

dict(slug="christmas-2026-hours", title="Christmas 2026", created="2026-11-20",
     tags=["hours", "christmas"], body=r"""
# Christmas 2026

- Harbour Street: closes 14:00 on 24 Dec, shut 25–26 Dec, normal hours from Mon 28 Dec.
- Quayside: shut on Christmas Day only.
- Van: last collections Tue 22 Dec; back on Mon 4 Jan 2027.
"""),

dict(slug="website-seo", title="Website SEO notes", created="2026-03-31",
     tags=["website", "seo"], body=r"""
# Website SEO notes

- Title pattern: "<page> | Tidewrack Launderette & Dry Cleaners, St Brannock".
- Google Business profiles exist for both shops; the hours there must match the website.
- The sitemap is generated by `@astrojs/sitemap` on build.
"""),

dict(slug="washboard-modbus", title="WashBoard Modbus notes", created="2026-02-14",
     tags=["washboard", "modbus"], body=r"""
# WashBoard Modbus notes

- Each controller answers on TCP 502; the unit ID is the machine number.
- Read timeout is 2 s; a controller that times out is marked "unknown", not "offline".
- Register 40010 is cycle state, 40012 is minutes remaining.
"""),

dict(slug="onboarding-counter-staff", title="Onboarding counter staff", created="2026-05-25",
     tags=["staff", "onboarding"], body=r"""
# Onboarding counter staff

- New starters shadow Tamsin for three shifts before working the counter alone.
- They get a TicketPress PIN on day one; no PIN sharing.
- Walk them through the sent-out list and the stain guide.
"""),

dict(slug="van-loading", title="Loading the van", created="2026-06-07",
     tags=["van", "loading"], body=r"""
# Loading the van

- The hanging rail takes about 40 garments; more than that and things crush.
- Crates stack three high at most.
- B&B linen bags ride on the floor at the back.
"""),

dict(slug="meeting-2026-10-ops", title="Ops catch-up 27 Oct 2026", created="2026-10-27",
     tags=["meeting", "ops"], body=r"""
# Ops catch-up, 27 Oct 2026

Present: Morwenna, Tamsin, Jory (on a call).

- Carrick Books want the VAT export by the 7th of each month.
- Tamsin asked for a "ready" board on the counter screen; Jory to scope it.
- Christmas hours agreed (see the Christmas note).
- Complaint about a lost sock at Quayside; refunded £5 as account credit.
"""),

dict(slug="b-and-b-accounts", title="B&B accounts", created="2026-03-20",
     tags=["b-and-b", "accounts"], body=r"""
# B&B accounts

- Two accounts: Chy an Mor and Penlee House.
- Minimum spend £150 a month, invoiced monthly by Carrick Books.
- Their linen goes through the 18 kg machine at Harbour Street.
"""),

dict(slug="leaflet-campaign", title="Leaflet campaign (May 2026)", created="2026-05-29",
     tags=["marketing"], body=r"""
# Leaflet campaign (May 2026)

- 2,000 leaflets, 3-mile radius around Quayside, delivered door-to-door by Royal Mail.
- Code LEAF10 gave 10% off the first van order; 61 uses.
"""),

dict(slug="hydrocarbon-machine", title="Hydrocarbon machine", created="2026-04-04",
     tags=["dry-cleaning", "machine"], body=r"""
# Hydrocarbon machine

- 15 kg load, hydrocarbon solvent (Kreussler supplies it).
- The filter cartridge is swapped every 500 kg of load; Bryony logs it on the clipboard.
- The delicate programme is 25 minutes shorter than standard.
"""),

dict(slug="vanrun-data-model", title="VanRun data model (rough)", created="2026-02-20",
     tags=["vanrun", "models"], body=r"""
# VanRun data model (rough)

- `Customer` has many `Booking`s; a `Booking` has a `Slot` and up to two `Stop`s (collect, deliver).
- `Slot.capacity` is editable in the staff admin.
- A `Run` groups the day's stops for one driver.
"""),

dict(slug="fly-costs", title="Fly.io costs", created="2026-08-03",
     tags=["vanrun", "costs", "fly"], body=r"""
# Fly.io costs

- VanRun web + worker + Postgres come to about £22 a month.
- The bill goes on Jory's card and he invoices Tidewrack quarterly.
"""),

dict(slug="gdpr-notes", title="GDPR notes (Jan 2026)", created="2026-01-26",
     tags=["gdpr", "privacy"], body=r"""
# GDPR notes (call with Carrick Books, Jan 2026)

- VanRun customer records with no booking for 3 years get anonymised.
- CCTV retention at Quayside is 30 days.
- Subject access requests go to Morwenna; she has a month to answer.
"""),

dict(slug="complaints-process", title="Complaints", created="2026-07-18",
     tags=["complaints", "counter"], body=r"""
# Complaints

- Log every complaint in the shared sheet the same day.
- Damage claims: photo, ticket number, and Morwenna decides.
- Lost items: check the lost-property box and the van crates before saying no.
"""),
]
