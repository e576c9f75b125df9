# -*- coding: utf-8 -*-
"""File bodies for the Halide House store. A line starting with @ID@ marks a claim line
(the marker is stripped; the rest of the line is the claim, verbatim)."""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# filename -> (title, description, flat_description?, hook, body)
ROOT = {}

def root(fn, title, desc, hook, body, flat=False):
    ROOT[fn] = (title, desc, flat, hook, body)

root("reference_labtrack.md", "labtrack",
     "labtrack reference: film orders, stack, payments and order emails", "film processing orders app, stack and order rules", """
# labtrack

Django app for film processing orders, used at the counter and by the online drop-off form.
Repo `halide-house/labtrack`.

## Stack
@V6b@ - Python 3.12, Django 5.1
@V1b@ - Database: Postgres 16 at `db1.halide.internal:5432`, database `labtrack`
@R8b@ - Background jobs (scan zipping, emails) run on Celery with Redis as broker at `redis.halide.internal:6379`
@O1b@ - Gunicorn listens on port 8000 inside the container; Caddy terminates TLS
- Static files are collected into `/srv/labtrack/static` and served by Caddy

```env
DATABASE_URL=postgres://labtrack@db1.halide.internal:5432/labtrack
CELERY_BROKER_URL=redis://redis.halide.internal:6379/0
```

## Orders
@D2b@ - Film orders are entered in labtrack at the counter; customers get an `HH-26-xxxx` order number
@F1b@ - C-41 turnaround is 3 working days from drop-off
@N10b@ - C-41 push processing is not offered; the order form has no push option
- 120 and 35mm go through the same C-41 line; 4x5 sheet film is developed as B&W only
@R7b@ - Counter payments are taken on the SumUp reader and matched to the order by reference
@R2b@ - Transactional email (order received / order ready): Postmark, server `labtrack-prod`
- Order-ready emails include the collection hours of the site the film was dropped at
""", flat=True)

root("reference_bookbench.md", "bookbench",
     "bookbench: darkroom bay bookings, stack and booking rules for members", "darkroom bookings app, stack and booking rules", """
# bookbench

Darkroom and enlarger-bay bookings for members. Laravel 11 / PHP 8.3, repo `halide-house/bookbench`.

## Stack
@S3b@ - Database: MySQL 8 on the VPS (`mysql:3306`, schema `bookbench`)
@R3b@ - Frontend assets are built with pnpm (`pnpm build`, Vite)
- Booking confirmation emails go out through Postmark, server `bookbench-prod`
@R9b@ - SMS provider: Twilio, alphanumeric sender `HALIDE`
@O2b@ - Failed reminder SMS are retried up to 5 times, 10 minutes apart

## Booking rules
@V2b@ - Black-and-white darkroom sessions are 3 hours long, with a 30-minute changeover for cleaning trays
@D6b@ - Members can book up to 14 days ahead
@F2b@ - Members can cancel free of charge up to 24 hours before the session
@V10b@ - Reminder SMS goes out 24 hours before the session
@A8b@ - Three no-shows in a rolling 90 days suspend booking rights for 30 days
- Bays are numbered per site (SC-1..SC-6, BM-1..BM-4)
- Admins can move a booking to another bay without notifying the member
""", flat=True)

root("reference_scanning.md", "scanning",
     "Scanning kit, output sizes and how scans reach customers", "scanners, scan sizes, download links", """
# Scanning

@D10b@ - Scanning is done on the Noritsu HS-1800; the Frontier SP-3000 is the backup
@F6b@ - Standard scans are JPEG, 3000 px on the long edge
@V3b@ - Scan download links expire after 30 days
- Scanning is a separate line on the order, priced per roll
- Dust removal (ICE) is on for colour negative and off for B&W, which it can't handle
- Half-frame rolls are scanned as pairs unless the customer asks otherwise
""")

root("reference_chemstock.md", "chemistry-stock",
     "Chemistry stock: capacities, reorder points, disposal rules, chemstock CI", "chemistry capacities, reorder points, disposal", """
# Chemistry stock

Marta Szabo owns chemistry. Dilutions are written 1+n.

## Film chemistry
@V4b@ - Ilford Rapid Fixer at 1+4 (film strength) is good for 24 rolls of 135-36 per litre
@NS3b@ - Developer is never reused after a one-shot dilution (XTOL 1+1, HC-110 dilution H); it goes straight to the waste carboy
@N3b@ - Used developer must never go down the darkroom sink; it goes into the waste carboy
- Stop bath is plain 2% acetic acid, mixed weekly

## Paper chemistry
- Multigrade developer 1+9 is mixed fresh for every session
- Paper fixer is Rapid Fixer 1+9 and is kept separate from film fixer

## Ordering
@F3b@ - Reorder ID-11 when stock drops below 6 packs
- Orders go to the supplier on Mondays; delivery is usually Thursday

## chemstock app
@R4b@ - CI: GitHub Actions workflow `test.yml` runs pytest on every push to chemstock
""")

root("reference_infra.md", "infra",
     "Infra overview: VPS, deploys, CI, monitoring, secrets, backups", "VPS, deploys, monitoring, secrets, backups", """
# Infrastructure

- All production apps run on the Hetzner CX32 `lab1.halide.internal` under Docker Compose
@S8b@ - bookbench was migrated from the DigitalOcean droplet to the Hetzner VPS in March; the droplet is deleted
@A6b@ - Deploys: `make deploy` from main, which runs `docker compose pull && docker compose up -d`
- CI for labtrack and bookbench is GitHub Actions; images are pushed to GHCR
@R1b@ - Errors from labtrack and bookbench go to Sentry (org `halide-house`)
- Uptime monitoring: Uptime Kuma on the VPS, alerts to #ops
@NS5b@ - Disk-full alerts on the VPS go to Callum, not to the on-call rota
@R10b@ - Secrets and shared logins live in Bitwarden (organisation "Halide House")

## Backups
@V5b@ - restic backs up to Backblaze B2 nightly at 02:30 (systemd timer `restic-nightly`)
@F4b@ - restic retention: 30 daily snapshots
- Restore test: once a quarter, restore labtrack into a scratch container and open an order

```ini
[Timer]
OnCalendar=*-*-* 02:30:00
Persistent=true
```
""", flat=True)

root("reference_membership.md", "membership",
     "Membership tiers, prices, billing and darkroom rules for members", "tiers, prices, billing, weekly caps", """
# Membership

@D4b@ - Standard membership: £25 a month
@F9b@ - Concession membership is £15 a month
@S4b@ - Monthly membership is collected by GoCardless direct debit on the 1st
@V7b@ - Standard members can hold at most 2 darkroom sessions a week
@N5b@ - Guests are not allowed in the darkroom during a member session
- Keyholders get a fob for out-of-hours access at Stokes Croft only
- Members get 10% off film processing at the counter
""")

root("reference_inductions.md", "inductions",
     "Member inductions: schedule, group size, sign-off rules", "induction schedule, group size, sign-off", """
# Inductions

Aoife Byrne runs inductions.

@F5b@ - Inductions run on the first and third Saturday of the month, 10:00–12:00
@V8b@ - Max 4 people per induction, one per enlarger we demo on
@N7b@ - Nobody books a darkroom session before their induction is signed off
@S9b@ - Induction sign-offs are recorded in the Airtable base "Inductions"
- The RA-4 colour induction is separate and only runs at Stokes Croft
- An induction covers safety, chemistry handling, the enlarger and clean-up
""")

root("reference_printshop.md", "printshop",
     "Print sales: storefront, editions, shipping, refunds, payouts", "storefront, editions, shipping, payouts", """
# Print shop

Dev Chaudhry runs print sales.

@R6b@ - The storefront is Shopify (Basic plan) at `shop.halidehouse.org`
@F8b@ - Edition prints are limited to 25 per image
@S5b@ - Print orders are shipped with Royal Mail Click & Drop labels
@N8b@ - Storefront outages: raise a ticket with Shopify support; do not page on-call for it
@NS4b@ - Refunds are never issued without the print coming back to the lab first
@S10b@ - Photographer payouts are sent by bank transfer from the Triodos account on the 5th

| Sale type | House | Photographer |
|---|---|---|
@V9b@ | Member edition prints | 30% | 70% |
| Open-edition postcards | 100% | 0% |
""")

root("reference_sites.md", "sites",
     "Sites: Stokes Croft and Bedminster, bays, processes, hours", "the two sites, bays and opening hours", """
# Sites

| Site | Enlarger bays | Processes | Open |
|---|---|---|---|
@A3b@ | Stokes Croft (SC) | 6 | B&W, RA-4 colour, C-41 line | Tue–Sat 10:00–22:00 |
@D5b@ | Bedminster (BM) | 4 | B&W only | Wed–Sun 10:00–21:00 |

- Film drop-off is possible at both sites; processing happens at Stokes Croft
- Bedminster shares a building with a print co-op; use the side door
""", flat=True)

root("reference_glossary.md", "glossary",
     "Glossary: darkroom and lab terms used in tickets and memories", "darkroom and lab terms", """
# Glossary

- C-41: colour negative process, run on the minilab
- E-6: colour slide process
- RA-4: colour print process on the roller processor
- Push / pull: over- or under-developing to compensate for exposure
- Bay: one enlarger station, booked as a unit
- Keyholder: member trusted to open up and cover open-access shifts
- Test strip: a strip of paper exposed in steps to find the print time
""", flat=True)

root("project_sms_reminders.md", "sms-reminders",
     "Booking reminder texts to cut darkroom no-shows", "reminder texts project", """
# SMS reminders

Goal: cut darkroom no-shows (31 in September).

@V10a@ Reminder texts are sent 48 hours ahead so members have time to cancel inside the free-cancellation window.
- The text includes the bay number and a one-tap cancel link.
- Members can opt out in their profile.
""")

root("feedback_tooling.md", "frontend-tooling",
     "Which package tooling to use in each repo", "package tooling per repo", """
@R3a@ Use npm for bookbench's frontend; there's a `package-lock.json` and CI runs `npm ci`.

**Why:** Callum hit a lockfile mismatch in April and asked that nobody regenerate it with something else.

- labtrack has no JS build at all; don't add one.
- Python dependencies in labtrack and chemstock are managed with uv (`uv sync`).
""")

root("feedback_git.md", "git-workflow",
     "How PRs get merged and branches named", "merge method and branch names", """
@R5a@ Always rebase-and-merge PRs so main keeps Callum's small commits.

**Why:** Ines bisects when the minilab integration breaks and wants the small steps.

- Branch names: `<initials>/<topic>`, e.g. `cr/scan-zip-retry`.
""")

root("feedback_secrets.md", "secrets",
     "Where shared passwords and API keys are kept", "where secrets live", """
@R10a@ Shared passwords and API keys are in 1Password, in the "Lab" vault; never paste them into Discord or an issue.

**How to apply:** if a key is missing, ask Ines to share the item; don't create a new one.
""")

root("feedback_deploys.md", "deploys",
     "When and how to deploy labtrack and bookbench", "deploy timing and etiquette", """
@N1a@ Never deploy labtrack on a Friday afternoon.

**Why:** Saturday is the busiest drop-off day and nobody is around to roll back.

- Don't run migrations by hand on production; `make deploy` runs them.
- Post in #ops before and after a deploy.
""")

root("feedback_migrations.md", "migrations",
     "Rules for Django migrations in labtrack", "migration rules", """
@N2b@ Never edit a Django migration that has already been applied in production; write a new one.

- Data migrations go in their own file, separate from schema changes.
- Name migrations after what they do, not `auto_...`.
""")

root("feedback_scans.md", "rescans",
     "Re-scan requests and what they cost", "re-scan policy", """
@N4b@ Don't re-scan a roll for free; a re-scan is a new order line at £6.

**Why:** re-scans were eating two hours of counter time a week.
""")

root("feedback_pr_review.md", "pr-review",
     "Review rules before anything is merged", "review rules", """
@N6b@ Do not merge your own PR without a second review, even for typo fixes.

- Reviewers check the migration and the template diff first.
""")

root("project_shop_shipping.md", "shop-shipping",
     "How print orders are packed and sent", "packing prints", """
# Shop shipping

@N9a@ Prints above A3 are always rolled and shipped in tubes.
- A3 and smaller go flat between two sheets of greyboard.
- Every parcel gets a handwritten thank-you card.
""")

root("project_scan_delivery.md", "scan-delivery",
     "Getting scans to customers without manual uploads", "scan delivery rework", """
# Scan delivery

@S1b@ We moved scan delivery off WeTransfer in April; customers now get a download link from labtrack.
@R8a@ Scan zipping runs as RQ jobs; the worker is the `labtrack-rq` service in compose.
- The link is in the order-ready email and on the order status page.
""")

root("project_chemstock_rewrite.md", "chemstock-rewrite",
     "Replacing the chemistry spreadsheet with the chemstock app", "chemstock app rollout", """
# chemstock rewrite

@S2b@ The "Chem stock 2025" Google Sheet is read-only since chemstock went live on 2026-05-11; don't update it.
- Marta enters mixes on the darkroom tablet.
- Bottle labels come out of the label printer when a mix is saved.
""")

root("project_e6_batches.md", "e6-batches",
     "What happens to slide film now", "E-6 handling", """
# E-6 batches

@S7b@ E-6 is no longer processed in house; since August the rolls go out to Northlight Lab in a Tuesday batch.
- Customers are told 10 working days for E-6.
""")

root("feedback_testing.md", "testing",
     "Testing expectations before pushing", "tests before pushing", """
@F7a@ Run pytest before pushing labtrack changes; a red main blocks the Thursday deploy.
""")

root("project_silver_recovery.md", "silver-recovery",
     "Fixer disposal and the silver recovery drum", "fixer disposal", """
# Silver recovery

@F10a@ Spent fixer goes into the silver recovery drum, which Argent Recovery collects every month.
@NS10a@ Rinse water from the print washers is fine down the sink; the fixer is what goes to the drum.
- Argent send a certificate each quarter; file it in the COSHH folder.
""")

root("project_ra4_line.md", "ra4-line",
     "RA-4 colour printing sessions at Stokes Croft", "colour printing sessions", """
# RA-4 line

@O4a@ RA-4 colour printing sessions are 4 hours, because the roller processor takes 40 minutes to come up to temperature.
- Only members with the colour induction can book it.
""")

root("project_postgres_upgrade.md", "postgres-upgrade",
     "The labtrack Postgres major upgrade", "Postgres major upgrade", """
# Postgres upgrade

@D7a@ labtrack was on Postgres 14 until the upgrade on 2026-04-18.
- `pg_upgrade --link` took four minutes; the counter was closed for the morning.
""")

root("feedback_chem_units.md", "chem-units",
     "How to write chemistry quantities", "units and dilutions", """
@A2b@ Always write chemistry quantities in millilitres and dilutions as 1+n, never as ratios like 1:4.
""")

root("feedback_logging.md", "logging",
     "What may appear in labtrack logs", "no personal data in logs", """
@A5b@ Never log customer names or emails in labtrack; log the order number instead.
""")

root("feedback_replies.md", "reply-style",
     "How to format replies for Ines", "reply format", """
@A7a@ Lead with the command or the diff and keep the explanation short; Ines reads replies on her phone between jobs.
""")

root("user_ines.md", "ines",
     "Ines Hale, lab manager and main user", "who Ines is", """
Ines Hale is the lab manager at Halide House; she runs the C-41 line and the counter.
@A7b@ Ines prefers short answers: command first, explanation after.
- She reviews most PRs in the evening.
""")

root("user_callum.md", "callum",
     "Callum Reyes, volunteer developer", "who Callum is", """
Callum Reyes is the volunteer developer; he works evenings and weekends.
- Prefers PR descriptions with screenshots of the admin pages.
""")

root("reference_film_stock.md", "film-stock",
     "Film we sell at the counter and how it is stored", "film sold at the counter", """
- We sell HP5 Plus, FP4 Plus, Portra 400, Gold 200 and Fomapan 100 at the counter.
- Film is kept in the fridge under the counter; stock count every Friday.
""")

root("project_label_printer.md", "label-printer",
     "Bottle labels from chemstock", "bottle labels", """
- chemstock prints bottle labels on a Brother QL-700 at Stokes Croft.
- Labels show the mix date, dilution and who mixed it.
""")

root("feedback_plan_first.md", "plan-first",
     "Write a plan before multi-file changes", "plan before big changes", """
For any change touching more than two files, write a short plan in the PR description first.

**Why:** Ines wants to see the shape of a change before reviewing it.
""")

root("project_bedminster_fitout.md", "bedminster-fitout",
     "Bedminster darkroom fit-out", "Bedminster fit-out", """
- Ventilation at Bedminster was signed off on 2026-08-15.
- The enlargers at Bedminster were donated by a retired printer in Clevedon.
""")

root("reference_people.md", "people",
     "Who does what at Halide House", "people and roles", """
- Marta Szabo: chemistry lead
- Aoife Byrne: inductions lead
- Dev Chaudhry: print sales and membership
- Callum Reyes: volunteer developer
""")

root("project_keyholder_fobs.md", "keyholder-fobs",
     "Keyholder fobs and out-of-hours access", "keyholder fobs", """
- Fobs are issued by Ines after a keyholder has done three supervised close-downs.
- Lost fobs are disabled the same day from the door controller.
""")

# ---------------------------------------------------------------- auto notes
# slug -> (title, created, tags, body)
AUTO = {}

def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

auto("chemistry-mixing-notes", "Chemistry mixing notes", "2026-03-20", ["chemistry", "darkroom"], """
## Film fixer
@V4a@ A litre of working-strength film fixer handles about 15 rolls of 35mm before it goes into the silver recovery drum.
@A9a@ Used fixer never goes down the drain: it all goes into the silver recovery drum for Argent.

## Developer
- ID-11 stock is mixed from powder in 5 L batches; let it stand overnight before use.
- Label every bottle with the mix date and who mixed it.
""")

auto("labtrack-dev-setup", "labtrack dev setup", "2026-02-12", ["labtrack", "dev"], """
@V6a@ labtrack is pinned to Python 3.11 in `.python-version`; 3.12 breaks the Pillow build on the scanning PC.
- `make dev` starts Postgres, Redis and the app in compose.

```bash
uv sync
make dev   # http://localhost:8000
```

## Migrations
@N2a@ It's fine to edit a migration in labtrack that has already been applied, as long as you
`--fake` it afterwards; Callum did that for 0042.

## Logging
@A5a@ Logs should only ever carry the HH order number, no customer names or email addresses.
""")

auto("print-sales-for-members", "Selling prints through Halide House", "2026-05-15", ["printshop", "members"], """
@V9a@ On member edition prints the house keeps 40% and the photographer gets 60%,
paid out on the 5th of the month.
- Members send files through the shared drive; Dev does a test print first.
- Postcards are open edition and carry no commission for the photographer.
""")

auto("order-emails", "Order emails", "2026-06-18", ["labtrack", "email"], """
@R2a@ Order-ready emails are sent through Mailgun using the `mg.halidehouse.org` domain.
@O2a@ labtrack retries a failed order-ready email 3 times before flagging the order for a phone call.
- Templates live in `labtrack/templates/email/`.
""")

auto("print-shop-setup", "Print shop setup", "2026-01-30", ["printshop"], """
@R6a@ The print shop runs on Big Cartel; product photos are uploaded straight from Lightroom exports.
- Product titles follow "<Title> by <Photographer>, <size>".
""")

auto("darkroom-booking-faq", "Darkroom booking FAQ (website draft)", "2026-09-02", ["bookbench", "faq"], """
**Can I bring a friend?**
@N5a@ Members may bring one guest into their darkroom session if they also book the guest slot.

**What if I can't make it?**
@F2a@ Late cancellations (under 24 hours) lose the session credit, except when the lab
cancels because of a chemistry problem.

**How many enlargers are there?**
@A3a@ There are six enlarger bays at Stokes Croft and four at Bedminster.
""")

auto("c41-push-pull", "C-41 push and pull", "2026-07-10", ["labtrack", "c41"], """
@N10a@ We push C-41 by one stop on request (+£3 per roll); it's the `push_stops` field on the order.
- Pull processing isn't worth it on the minilab, say no.
""")

auto("scanning-workflow", "Scanning workflow", "2026-02-20", ["scanning"], """
@S1a@ Finished scans go out as WeTransfer links sent from the lab Gmail account.
- Check every frame before export; crop only if the customer asked.
""")

auto("membership-billing-switch", "Membership billing switch", "2026-07-31", ["membership", "billing"], """
@S4a@ Switched membership billing from GoCardless to Stripe subscriptions in July; the GoCardless
mandates were cancelled after the final collection on 1 August.
""")

auto("moved-to-discord", "Moved to Discord", "2026-07-01", ["comms"], """
@S6a@ Slack is shut down for Halide House as of 2026-06-30; every channel, #chem-stock included, moved to the Discord server.
""")

auto("e6-workflow", "E-6 workflow", "2026-03-04", ["e6", "processing"], """
@S7a@ E-6 is run in-house on the Jobo ATL-1500 every Thursday,
in batches of up to 12 rolls.
""")

auto("induction-checklist", "Induction checklist", "2026-02-26", ["inductions"], """
- Safety walk-through, gloves and goggles, eyewash station.
- Mixing a working solution under supervision.
@F5a@ The Saturday induction always ends with the member making a solo test strip while Aoife watches.
""")

auto("editions-policy", "Editions policy", "2026-06-05", ["printshop", "editions"], """
@F8a@ Editions are capped at 25 prints per image across all sizes, plus two artist's proofs that are never sold.
""")

auto("open-studio-weekend", "Open studio weekend", "2026-10-10", ["events", "printshop"], """
@O6a@ At open-studio weekends print sales are taken on the Square reader borrowed from the café next door.
- Set up the print browser racks by the front window.
""")

auto("chemstock-notes", "chemstock notes", "2026-05-13", ["chemstock"], """
@O8a@ chemstock still runs on Python 3.10 because of the label-printer library.
- The tablet app is just the web UI pinned to the home screen.
""")

auto("history", "How we got here", "2026-01-05", ["history"], """
- The lab started as a members' darkroom in 2019; the C-41 line came in 2024.
@D2a@ In 2025 film drop-off orders went through a Google Form, before labtrack existed.
@D10a@ Scanning in 2025 was done on an Epson V850 flatbed, one roll at a time.
""")

auto("bedminster-opening", "Bedminster opening", "2026-08-24", ["bedminster", "sites"], """
@D5a@ Bedminster ran as a Saturday-only pop-up until it opened properly on 2026-08-22.
- Opening day: 41 visitors, 9 new members signed up.
""")

auto("member-handbook-draft", "Member handbook (draft)", "2026-10-21", ["members", "bookbench"], """
@A8a@ Three no-shows within 90 days and bookbench blocks new bookings for a month.
- Clean your trays and wipe the enlarger baseboard before you leave.
""")

auto("uncollected-orders", "Uncollected orders", "2026-05-08", ["labtrack", "counter"], """
@NS1b@ Uncollected negatives are binned after 6 months, once the customer has confirmed by email that they don't want them.
- Chase by email at 1 month and 3 months.
""")

auto("deploy-checklist", "Deploy checklist", "2026-09-10", ["deploys"], """
@NS9a@ Friday morning labtrack deploys are OK as long as they're done before the 12:00 counter rush.
- Check the order-status page and one test order after each deploy.
""")

auto("sms-reminders-setup", "SMS reminders setup", "2026-08-11", ["bookbench", "sms"], """
@R9a@ Booking reminder texts go out via Vonage; the account is under the office email.
""")

# filler auto notes (no labelled claims)
auto("enlarger-maintenance", "Enlarger maintenance", "2026-02-02", ["darkroom", "maintenance"], """
- Check the condenser for dust every month; clean with a blower, never a cloth.
- Spare bulbs for the Durst heads are in the blue box in the store room.
""")
auto("film-fridge-log", "Film fridge log", "2026-03-16", ["film"], """
- The fridge should sit between 2 and 8 °C; log the reading every morning.
- If it goes above 10 °C, move the Portra to the staff fridge.
""")
auto("volunteer-rota", "Counter volunteer rota", "2026-04-01", ["volunteers"], """
- Counter shifts are 4 hours; two volunteers on Saturdays.
- Swaps are arranged in the #counter channel.
""")
auto("coshh-notes", "COSHH notes", "2026-01-22", ["safety", "chemistry"], """
- Safety data sheets are in the red folder by the darkroom door.
- Nitrile gloves for anyone handling concentrate; goggles when mixing powders.
""")
auto("paper-stock", "Paper stock", "2026-05-21", ["darkroom", "paper"], """
- We stock Ilford MGRC deluxe glossy and pearl in 8x10 and 12x16.
- Members buy paper by the sleeve of 10 at the counter.
""")
auto("minilab-daily-checks", "Minilab daily checks", "2026-03-11", ["c41", "minilab"], """
- Run a control strip before the first C-41 batch of the day.
- Developer temperature must read 37.8 °C before the first roll goes in.
""")
auto("caddy-config", "Caddy config", "2026-04-03", ["infra", "caddy"], """
The Caddyfile on lab1 looks like this:

```
lab.halidehouse.org {
    reverse_proxy labtrack:8000
}
book.halidehouse.org {
    php_fastcgi bookbench:9000
}
```
""")
auto("gift-vouchers", "Gift vouchers", "2026-11-10", ["counter", "vouchers"], """
- Vouchers are sold at the counter in £10, £25 and £50.
- Redeem by typing the voucher code into the payment step in labtrack.
""")
auto("accessibility-notes", "Accessibility notes", "2026-06-12", ["sites", "access"], """
- Bay SC-1 has a height-adjustable baseboard for wheelchair users.
- The Bedminster side door has a step; there's a ramp in the corridor.
""")
auto("workshops", "Workshops", "2026-03-27", ["events"], """
- Pinhole and cyanotype workshops take up to 8 people.
- Workshops are sold through Eventbrite, not bookbench.
""")
auto("instagram-posting", "Instagram posting", "2026-05-04", ["comms"], """
- Post member work only with written permission in the member profile.
- Tag the photographer, never the customer whose film it was.
""")
auto("ra4-chemistry", "RA-4 chemistry", "2026-07-17", ["ra4", "chemistry"], """
- RA-4 chemistry is replenished from the kit by the processor's pump.
- Replace the RA-4 tanks completely every six weeks even if the strips look fine.
""")
auto("bookbench-admin-tips", "bookbench admin tips", "2026-06-26", ["bookbench", "admin"], """
- Admins can override the weekly session cap from the member page.
- Block a bay for maintenance with the "out of service" toggle, not a fake booking.
""")
auto("labtrack-reports", "labtrack reports", "2026-08-20", ["labtrack", "reports"], """
- The monthly report counts rolls by process and by site of drop-off.
- Export as CSV from Admin → Reports; finance wants it by the 3rd.
""")
auto("grant-report-2026", "Grant report notes 2026", "2026-10-15", ["funding"], """
- We processed 4,120 rolls between January and September 2026.
- 212 new members were inducted in the same period.
""")
auto("bedminster-keys", "Bedminster keys", "2026-08-28", ["bedminster"], """
- Bedminster is always staffed when open, so there are no keyholder fobs there.
- The key safe code changes every quarter.
""")
auto("postcard-printing", "Postcard printing", "2026-04-24", ["printshop"], """
- Postcards are printed by an outside printer in runs of 250.
- Reprints need Dev's sign-off.
""")
auto("ci-cache-notes", "CI cache notes", "2026-07-06", ["ci", "labtrack"], """
- labtrack's GitHub Actions job caches the uv download cache keyed on `uv.lock`.
- Clear the cache from the Actions tab if a dependency looks stale.
""")
auto("redis-notes", "Redis notes", "2026-05-25", ["infra", "redis"], """
- Redis on lab1 runs with `appendonly yes`.
- Flushing Redis loses queued jobs, so drain the workers first.
""")
auto("winter-temperatures", "Winter temperatures", "2026-11-16", ["darkroom"], """
- In winter, put the tank heater on an hour before the first session.
- Film developer should be at 20 °C; check with the glass thermometer, not the digital one.
""")
auto("discord-channels", "Discord channels", "2026-07-03", ["comms"], """
- #ops for deploys and alerts, #counter for shift swaps, #darkroom for member questions.
- Members have their own server; staff channels are not visible to them.
""")
auto("health-checks", "Health checks", "2026-09-18", ["infra"], """
- `/healthz` on labtrack reports database and Redis status as JSON.
- bookbench has `/up`, the Laravel default.
""")
auto("dns", "DNS", "2026-02-09", ["infra", "dns"], """
- halidehouse.org DNS is managed in Cloudflare, proxied off (Caddy does TLS).
- Any new subdomain needs a matching block in the Caddyfile.
""")
auto("support-inbox", "Support inbox", "2026-06-08", ["counter", "support"], """
- Replies to the support inbox within two working days.
- Anything about a lost or damaged film goes straight to Ines.
""")
auto("film-bags", "Film bags", "2026-09-22", ["counter", "labtrack"], """
- Every roll goes in its own numbered bag with the order label.
- Write special instructions on the bag in capitals.
""")

# ---------------------------------------------------------------- remnic facts
# (key, date, hhmm, category, tags, body)
FACTS = []

def fact(key, date, hhmm, cat, tags, body):
    FACTS.append((key, date, hhmm, cat, tags, body))

fact("V1", "2026-05-02", "09:14", "fact", ["labtrack", "database"],
     "@V1a@ The labtrack DSN is `postgres://labtrack@db1.halide.internal:5433/labtrack`; the test settings read the same host from `.env.test`.")
fact("V2", "2026-06-09", "18:40", "fact", ["bookbench", "sessions"],
     "@V2a@ Each black-and-white enlarger-bay booking is four hours, which is why the evening slot finishes at 22:00.")
fact("V3", "2026-09-14", "11:05", "fact", ["scanning", "email"],
     "@V3a@ Customers get 14 days to download their scans before the link dies, so say that in the order-ready email.")
fact("V5", "2026-07-21", "22:31", "fact", ["infra", "backups"],
     "@V5a@ The nightly restic run to B2 starts at 04:00 so it doesn't overlap the 03:00 Postgres dump.")
fact("V7", "2026-03-18", "14:22", "fact", ["bookbench", "membership"],
     "@V7a@ bookbench caps standard members at three bookings a week; the cap is `MAX_WEEKLY_SESSIONS` in `config/booking.php`.")
fact("V8", "2026-02-24", "10:48", "fact", ["inductions"],
     "@V8a@ Induction sessions take up to 6 new members; the sign-up form hard-stops at six.")
fact("R1", "2026-04-07", "16:02", "fact", ["labtrack", "errors"],
     "@R1a@ Exceptions from labtrack are reported to Honeybadger (project `labtrack-prod`).")
fact("R4", "2026-05-27", "20:17", "fact", ["chemstock", "ci"],
     "@R4a@ chemstock CI runs on Woodpecker (`.woodpecker.yml`), on the same VPS as production.")
fact("R5", "2026-02-03", "19:30", "decision", ["git", "workflow"],
     "@R5b@ PRs in the halide-house repos are squash-merged; one commit per PR keeps the changelog readable.")
fact("R7", "2026-03-09", "12:41", "fact", ["labtrack", "payments"],
     "@R7a@ Walk-in film drop-offs are paid on the Zettle card reader; the order number goes in the Zettle note field.")
fact("N1", "2026-08-14", "15:55", "preference", ["deploys", "labtrack"],
     "@N1b@ labtrack deploys are fine on Friday afternoons; the counter is quiet after 3pm.")
fact("N3", "2026-06-02", "13:10", "fact", ["chemistry", "disposal"],
     "@N3a@ Spent B&W developer can go down the darkroom sink with plenty of running water; Wessex Water said it's fine at our volumes.")
fact("N4", "2026-10-06", "10:20", "decision", ["scanning", "counter"],
     "@N4a@ Re-scans are free if the customer asks within a week of collecting the order.")
fact("N6", "2026-04-22", "21:03", "preference", ["git", "review"],
     "@N6a@ Typo and copy fixes can be self-merged without a review.")
fact("N7", "2026-09-03", "17:45", "decision", ["inductions", "bookbench"],
     "@N7a@ New members can book their first darkroom session before their induction, as long as a keyholder is on shift.")
fact("N8", "2026-07-08", "09:37", "fact", ["printshop", "on-call"],
     "@N8a@ If the print shop goes down, page the on-call volunteer first; they decide whether it needs escalating.")
fact("N9", "2026-10-19", "14:12", "decision", ["printshop", "shipping"],
     "@N9b@ We never roll prints: everything ships flat between boards, whatever the size.")
fact("S2", "2026-03-02", "11:50", "fact", ["chemistry", "stock"],
     "@S2a@ Chemistry stock levels are tracked in the 'Chem stock 2025' Google Sheet; Marta updates it after every mix.")
fact("S3", "2026-09-20", "23:08", "fact", ["bookbench", "database"],
     "@S3a@ bookbench was migrated from MySQL to Postgres 16 in September; the MySQL container is shut down.")
fact("S5", "2026-10-27", "16:30", "decision", ["printshop", "shipping"],
     "@S5a@ We no longer use Click & Drop for print orders; since October the shop ships with Parcelforce.")
fact("S6", "2026-02-11", "08:58", "fact", ["chemistry", "alerts"],
     "@S6b@ Chemistry low-stock alerts are posted to the #chem-stock Slack channel.")
fact("S8", "2026-01-20", "19:12", "fact", ["bookbench", "hosting"],
     "@S8a@ bookbench runs on the old DigitalOcean droplet `bb-droplet-1`; ssh in as `deploy`.")
fact("S9", "2026-06-16", "12:00", "fact", ["inductions", "bookbench"],
     "@S9a@ The Airtable inductions base is deprecated; sign-offs are the `inducted_at` field in bookbench now.")
fact("S10", "2026-09-08", "10:44", "decision", ["printshop", "payouts"],
     "@S10a@ Photographer payouts switched from Triodos transfers to Wise in September; the Triodos account is closed.")
fact("F1", "2026-03-25", "15:20", "fact", ["labtrack", "turnaround"],
     "@F1a@ C-41 orders dropped off after 15:00 count from the next working day, so the 3-day turnaround starts then.")
fact("F3", "2026-10-30", "11:11", "decision", ["chemistry", "ordering"],
     "@F3a@ The ID-11 reorder point stays at 6 packs, but in November and December order up to 10 because the supplier slows down over Christmas.")
fact("F4", "2026-05-12", "22:45", "fact", ["infra", "backups"],
     "@F4a@ On top of the 30 dailies, restic keeps 12 monthly snapshots so we can go back a year for the accounts.")
fact("F6", "2026-04-14", "13:33", "fact", ["scanning"],
     "@F6a@ Standard scans are 3000 px JPEGs; the 'large' option is 6000 px, and TIFF is only offered with large.")
fact("F7", "2026-07-29", "20:05", "fact", ["labtrack", "testing"],
     "@F7b@ labtrack's slow scanner-integration tests are marked `@pytest.mark.scanner`; skip them locally with `-m 'not scanner'`, CI still runs them.")
fact("F9", "2026-02-17", "10:15", "fact", ["membership", "pricing"],
     "@F9a@ The £15 concession rate applies to students, over-65s and anyone on Universal Credit; we don't ask for proof.")
fact("F10", "2026-08-25", "08:40", "fact", ["chemistry", "silver"],
     "@F10b@ Argent's monthly silver collection is on the second Tuesday; leave the drum by the back door before 09:00.")
fact("O1", "2026-04-02", "19:50", "fact", ["bookbench", "infra"],
     "@O1a@ bookbench's PHP-FPM container listens on port 9000; Caddy proxies to it with `php_fastcgi`.")
fact("O3", "2026-05-19", "12:30", "fact", ["processing", "turnaround"],
     "@O3a@ Black-and-white film development takes 5 working days; we batch it on Mondays and Wednesdays.")
fact("O5", "2026-06-23", "14:05", "fact", ["chemistry", "ordering"],
     "@O5a@ Reorder Ilford Rapid Fixer when we're down to three 5 L bottles.")
fact("O7", "2026-08-06", "21:20", "fact", ["chemstock", "errors"],
     "@O7a@ chemstock doesn't report to Sentry; cron's MAILTO sends its errors to Marta.")
fact("O9", "2026-07-14", "17:02", "fact", ["bookbench", "keyholders"],
     "@O9a@ Keyholders can book up to 4 darkroom sessions a week, since they also cover open-access shifts.")
fact("O10", "2026-03-30", "23:40", "fact", ["infra", "backups"],
     "@O10a@ The Postgres dump (`pg_dumpall`) runs at 03:00 every night from cron on `lab1`.")
fact("D1", "2026-04-20", "18:18", "fact", ["bookbench", "events"],
     "@D1a@ During the 2026 spring open days, darkroom sessions were cut to 2 hours to fit more visitors in.")
fact("D3", "2026-06-15", "09:25", "fact", ["labtrack", "turnaround"],
     "@D3a@ Until June 2026 the C-41 turnaround was 5 working days while the minilab waited for a replacement pump.")
fact("D4", "2026-03-05", "11:38", "fact", ["membership", "pricing"],
     "@D4a@ In January and February 2026 standard membership was £20 a month; it went up to £25 in March.")
fact("D6", "2026-01-12", "20:44", "fact", ["bookbench", "history"],
     "@D6a@ The 2025 beta of bookbench let members book 28 days ahead.")
fact("D8", "2026-08-02", "10:02", "fact", ["scanning", "history"],
     "@D8a@ Between May and July 2026 scan links were only valid for 7 days, which caused a pile of re-send requests.")
fact("D9", "2026-01-08", "14:50", "fact", ["sites", "history"],
     "@D9a@ Stokes Croft had only 4 enlarger bays until the December 2025 refit.")
fact("A1", "2026-02-06", "09:05", "fact", ["inductions"],
     "@A1a@ Induction days are the 1st and 3rd Saturdays, 10 till 12.")
fact("A2", "2026-01-27", "16:16", "preference", ["chemistry", "style"],
     "@A2a@ Dilutions are written 1+n (1+4 for film fixer), never 1:n, and volumes go in ml.")
fact("A4", "2026-09-24", "13:47", "fact", ["printshop", "editions"],
     "@A4a@ No image is sold in more than 25 edition prints.")
fact("A6", "2026-04-28", "21:58", "fact", ["deploys"],
     "@A6a@ To deploy, run `make deploy` on main; it pulls the new images and restarts compose.")
fact("A10", "2026-10-13", "15:09", "fact", ["scanning"],
     "@A10a@ Everything is scanned on the Noritsu HS-1800; the Frontier only comes out when the Noritsu is down.")
fact("NS1", "2026-05-06", "10:33", "decision", ["labtrack", "counter"],
     "@NS1a@ Customer negatives are never thrown away without a written OK from the customer.")
fact("NS2", "2026-07-02", "19:19", "fact", ["bookbench", "sms"],
     "@NS2a@ bookbench never sends a reminder SMS for sessions booked less than 24 hours ahead.")
fact("NS3", "2026-03-12", "12:12", "fact", ["chemistry", "developer"],
     "@NS3a@ ID-11 stock is reused in the deep tanks with replenishment, up to 10 rolls per litre.")
fact("NS4", "2026-10-02", "14:40", "fact", ["printshop", "refunds"],
     "@NS4a@ Print refunds are issued within 5 working days of the returned print arriving at the lab.")
fact("NS5", "2026-06-30", "08:15", "fact", ["on-call", "monitoring"],
     "@NS5a@ The on-call volunteer handles Uptime Kuma outage alerts for the booking site.")
fact("NS6", "2026-05-29", "16:48", "fact", ["processing", "bw"],
     "@NS6a@ B&W film can be pushed up to two stops; write it on the film bag and in the order notes.")
fact("NS7", "2026-08-18", "22:10", "fact", ["git", "review"],
     "@NS7a@ Callum merges his own PRs once Ines has approved them.")
fact("NS8", "2026-09-29", "11:27", "fact", ["inductions", "bookbench"],
     "@NS8a@ New members book the induction itself through bookbench right after paying.")
# filler facts
fact("X1", "2026-01-15", "08:30", "fact", ["c41", "minilab"],
     "The minilab control strip is plotted every morning; if blue is out of tolerance, stop and call Ines.")
fact("X2", "2026-07-22", "12:05", "preference", ["chemistry", "comms"],
     "Ines wants chemistry changes announced in #chem-stock, not by DM.")
fact("X3", "2026-08-27", "17:30", "fact", ["bedminster", "bays"],
     "Bedminster's bays are BM-1 to BM-4; BM-4 has the wall-mounted enlarger for big prints.")
fact("X4", "2026-11-12", "10:10", "decision", ["vouchers"],
     "Gift vouchers are valid for 12 months from purchase.")
fact("X5", "2026-05-25", "20:20", "fact", ["infra", "redis"],
     "labtrack uses Redis database 0; bookbench's cache uses database 1 on the same instance.")
fact("X6", "2026-03-27", "15:45", "fact", ["events"],
     "Cyanotype workshops run on the last Sunday of the month, weather permitting.")
fact("X7", "2026-06-20", "13:00", "decision", ["sites", "counter"],
     "The counter at Stokes Croft closes at 18:00 on Saturdays even though the darkroom runs later.")
fact("X8", "2026-09-01", "09:50", "fact", ["monitoring"],
     "Uptime Kuma checks the booking page every 60 seconds and alerts after 3 failed checks.")
fact("X9", "2026-04-11", "11:30", "fact", ["chemistry", "fixer"],
     "Fixer test: if a film clip takes more than twice the fresh clearing time, the fixer is exhausted.")
fact("X10", "2026-10-24", "18:05", "preference", ["bugs"],
     "Callum prefers bug reports as GitHub issues rather than Discord messages.")
fact("X11", "2026-02-28", "14:14", "fact", ["film"],
     "Film prices at the counter are updated on the first Monday of each month from the supplier list.")
fact("X12", "2026-08-09", "16:40", "decision", ["membership"],
     "Members can pause their membership for up to 3 months a year.")
fact("X13", "2026-07-17", "10:25", "fact", ["ra4"],
     "The RA-4 processor runs at 35 °C and needs 40 minutes to reach temperature from cold.")
fact("X14", "2026-11-20", "12:50", "fact", ["inductions"],
     "Aoife keeps a waiting list for inductions when both Saturday dates are full.")
