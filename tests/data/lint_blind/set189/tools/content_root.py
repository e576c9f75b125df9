# Root Claude Code auto-memory files: filename -> (title, description, type, body).
# Lines starting with "@ID@" carry claim ID; build.py strips the prefix.
# FLAT: descriptions written with an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_atelier.md", "reference_infra.md", "reference_studio.md"}

ROOT = {}

ROOT["user_isolde.md"] = ("Isolde Marlowe", "Owner and head milliner; decides prices, class content and what goes to clients", "user", """
Isolde Marlowe founded Marlowe & Finch Millinery in Bath in 2014 and still blocks most couture pieces herself.

- Not technical, but reads every client-facing email template before it goes live
- Thinks in terms of the season: spring is bridal and race-day, autumn is felt and classes
- Wants short summaries at the end of a session, no code unless she asks
- Prefers a phone call to Slack for anything urgent during race weeks

**How to apply:** explain changes by what the client or student will see, not by file names.
""")

ROOT["user_kwame.md"] = ("Kwame Asante", "Part-time developer who owns all four apps and the servers", "user", """
Kwame Asante works three days a week for the studio (Tue, Wed, Fri) and owns atelier, blockroom,
fittingbook, raceday and the Hetzner boxes.

## Setup
@R7a@- Editor: Neovim (LazyVim), everything inside tmux
- Laptop: ThinkPad on Fedora; uses `uv` for Python and `mise` for Go/Node versions
- Likes small PRs with a clear "why" in the description

## Working with him
- He reads diffs carefully; don't bundle refactors with fixes
- Prefers questions in the PR thread over Slack DMs
""")

ROOT["user_bea.md"] = ("Bea Lindqvist", "Studio manager; runs the diary, the class calendar and client emails", "user", """
Bea Lindqvist manages the studio day to day: fittings diary, feltschool calendar, supplier orders and the shared inbox.

- Uses the atelier admin and fittingbook back office daily; never the terminal
- Writes most client emails; wants drafts she can edit, in a calm tone
- Reviews the blockroom label templates because she prints the labels
""")

ROOT["feedback_git_workflow.md"] = ("Git workflow", "How branches, reviews and merges work across the studio repos", "feedback", """
Rules Kwame set for how I work in the repos.

@N1a@- Always squash-merge PRs into `main` in atelier.
@N10a@- Don't force-push any branch without asking Kwame first.
@NS10a@- Don't commit to `main` directly, even for typo fixes.
@F9a@- PRs need a review before merging.
- Branch names: `feat/…`, `fix/…`, `chore/…`; one topic per branch
- Commit messages in English, imperative, no emoji

**Why:** atelier's history is what Kwame reads when a deposit goes wrong; he wants it tidy.
**How to apply:** open a PR for everything, even a one-line change, and wait for review.
""")

ROOT["feedback_production_access.md"] = ("Production access", "What the agent may and may not do on the production boxes", "feedback", """
Production boundaries for agent sessions (set by Kwame after the March scare where a test fixture nearly ran on live data).

@NS6a@- Don't touch the atelier production database except with read-only queries.
@N4b@- Never run migrations on production from an agent session; Kwame runs them by hand after the deploy.
- SSH is fine for reading logs (`journalctl`, `docker logs`), not for editing files in place
- Ask before restarting any container, even a worker

**Why:** there is no DBA and no staging copy of client data.
""")

ROOT["feedback_customer_copy.md"] = ("Customer copy", "Tone, spelling and sending rules for anything a client reads", "feedback", """
Client-facing text (emails, SMS templates, the class pages, raceday order confirmations).

@A2a@- Customer-facing copy is British English: colour, centre, jewellery.
- Warm but brief; sign off as "The Marlowe & Finch studio", never with a person's name unless Bea adds it
- No exclamation marks in deposit or payment emails
@A10a@- Never send anything to a client from an agent session; draft it and leave it for Bea.

**Why:** Isolde had a client forward a clumsy automated email to a magazine editor in 2025.
""")

ROOT["feedback_testing.md"] = ("Testing before push", "Local test habits expected before pushing", "feedback", """
@A3a@- Run `pytest -x` before every push to atelier.
- For blockroom: `go test ./...` and `go vet ./...`
- For fittingbook and raceday: the Playwright smoke tests only when touching checkout or booking pages
- Don't mark a test `skip` to get a PR green; say so in the PR instead
""")

ROOT["feedback_deploys.md"] = ("Deploy timing", "When deploys are and aren't welcome", "feedback", """
Deploy timing rules, mostly from Isolde's point of view (the studio phone rings when something breaks).

@NS4a@- Never deploy atelier on a Friday afternoon.
@A5a@- No raceday deploys during Royal Ascot week.
- Announce deploys in #dev with a one-line summary
- Roll back first, investigate second, if a checkout or booking page errors
""")

ROOT["feedback_secrets.md"] = ("Secrets", "Where credentials live and how to refer to them", "feedback", """
@A4a@- API keys and passwords live in the 1Password vault 'Studio Ops'.
- Never paste a key into a PR, a memory file or a commit; refer to the 1Password item name
- `.env` files stay out of git; `.env.example` lists variable names only
""")

ROOT["feedback_oncall.md"] = ("Who to tell", "Routing outages, faults and bug reports", "feedback", """
Who gets told about what. There is no formal on-call rota; Kwame is the only developer.

@NS2a@- Page Kwame for raceday outages, not Bea.
@NS8a@- Label-printer faults go to #workshop, not #dev.
- Payment disputes go to Isolde, never to the developer channel
- Anything affecting a booked fitting that day: phone the studio landline first
""")

ROOT["feedback_reply_style.md"] = ("Reply style", "How to report back at the end of a session", "feedback", """
- End every session with a three-line summary: what changed, what's pending, what needs a human
- Name the app first (atelier, blockroom, fittingbook, raceday, feltschool) so Bea can forward it
- No tables in summaries for Isolde; bullet points are fine
""")

ROOT["reference_atelier.md"] = ("atelier", "atelier overview: commissions, deposits, client records, quotes (Django)", "reference", """
# atelier

The commissions app: enquiries → consultation → quote → deposit → fittings → collection. Django,
admin used daily by Bea. Repo `marlowe-finch/atelier`.

## Stack
@S6a@- Python 3.11 (Dockerfile `python:3.11-slim`)
@V1a@- Postgres 16 on `db-atelier.marlowefinch.internal:5432`, database `atelier`
@R8a@- Background jobs: Celery workers on Redis (`redis-atelier.marlowefinch.internal`)
@R2a@- Transactional email: Postmark (server `atelier-prod`)
@S4a@- Errors: Sentry (project `atelier`, EU region)
- Static files served by WhiteNoise; media (photos, quote PDFs) on the box's volume

## Commissions
@V2a@- Bespoke commissions: 40% deposit at booking, balance at final fitting
- Quotes are PDFs generated from the `quote_v3` template; valid for 30 days
@V10a@- Inspiration photo uploads: 25 MB per file
@N7a@- Stores client head measurements per commission (circumference, front-to-nape, ear-to-ear)
- Commission statuses: enquiry, quoted, deposit_paid, in_work, fitting, ready, collected
- A commission has exactly one lead milliner; Isolde by default

## Admin
- Bea's dashboard shows this week's fittings and overdue balances
- Export for the accountant: `manage.py export_sales --month 2026-10`
""")

ROOT["reference_blockroom.md"] = ("blockroom", "Hat-block library catalogue, lending and labels (Go)", "reference", """
# blockroom

The hat-block library: about 640 blocks (crowns, brims, fascinator bases), where each one is, who has it.
Go service with a small HTMX front end. Repo `marlowe-finch/blockroom`.

@F3a@- Tracks every hat block in the studio
@V6a@- Go 1.22, module `github.com/marlowe-finch/blockroom`
@R9a@- Storage: SQLite file `/var/lib/blockroom/blocks.db`
@D8b@- Listens on port 3000 (`PORT=3000`)
@R4a@- CI: GitHub Actions (`.github/workflows/ci.yml`)
@S2b@- The old 'Blocks master' Google Sheet is read-only since go-live; edit blocks in blockroom.
- Labels: 62 mm Brother labels with a QR code linking to the block page
- Checking a block out to a bench or a hire customer needs a name and a return date
- Block photos are resized to 1600 px on upload
""")

ROOT["reference_fittingbook.md"] = ("fittingbook", "Fitting appointments for Bath and the London room (Next.js)", "reference", """
# fittingbook

Fitting appointments for commission clients, both rooms. Repo `marlowe-finch/fittingbook`.

@F4a@- Next.js app
@D1b@- Clients book and reschedule fittings online (magic link, no password)
@V3a@- First fitting: 45-minute slot
@O5a@- Alteration fitting: 30-minute slot
- Final fitting: booked by Bea only, length set per commission
@N8a@- Sends a confirmation email for every booking (template `booking_confirmed`)
@R10a@- SMS provider: Twilio
@R3a@- Errors: Sentry project `fittingbook`
@O1a@- Redis: `cache.marlowefinch.internal:6379` (db 0), sessions and slot locks

## Messages
| Message | When | Channel |
|---|---|---|
| Booking received | immediately | email |
@V9a@| Reminder text | 48 hours before the fitting | SMS |
| Aftercare note | the day after collection | email |
""")

ROOT["reference_raceday.md"] = ("raceday", "Race-day orders: Shopify storefront plus the order app", "reference", """
# raceday

Race-day hats and headpieces: Shopify for the storefront, `raceday` (Node, Remix) for the order
book, kanban and dispatch. Repo `marlowe-finch/raceday`.

## Stack
@V8a@- Node 22 LTS (`.nvmrc`)
@R1a@- Package manager: pnpm 9 (`pnpm install --frozen-lockfile`)
@D4b@- One web instance and one worker
@O4a@- Shopify webhooks are retried up to 5 times with backoff
- Orders are mirrored from Shopify; Shopify stays the source of truth for payment

## Season rules
@V4a@- Royal Ascot: order book closes 21 days before opening day
- Cheltenham and Aintree: order book closes 14 days before the meeting
@F8a@- Every order needs a head measurement
- Colour matching: client posts a fabric swatch or sends a photo in daylight

## Dispatch
@N3a@- Never send race-day hats by Royal Mail; DPD only, in the large boxes.
@NS9a@- Hats are never dispatched without a hat box
- Tracking numbers are written back to the Shopify order
""")

ROOT["reference_feltschool.md"] = ("feltschool", "Workshop classes: calendar, bookings, class sizes (Rails)", "reference", """
# feltschool

Workshop classes and courses. Rails 7 app, repo `marlowe-finch/feltschool`.

@R5a@- Hosted on Render (web service + cron job)
@R6a@- Card payments: Stripe Checkout
@F6a@- Classes run at the Bath studio
@F2a@- Joining instructions are emailed before each class
@N5a@- Under-16s can join with a parent or guardian booked alongside.
@NS1a@- Class refunds are never given without 7 days' notice

## Classes
| Class | Length | Size |
|---|---|---|
@V5a@| Felt cloche weekend | 2 days | max 6 |
@O2a@| Fascinator taster evening | 3 hours | up to 12 |
| Sinamay pillbox day | 1 day | max 8 |

- Materials are included in the price; blocks are lent from blockroom for the day
""")

ROOT["reference_infra.md"] = ("Infrastructure", "infra overview: Hetzner boxes, backups, logs, cron", "reference", """
# Infrastructure

atelier, blockroom and fittingbook run on Hetzner Cloud (Falkenstein).

## Boxes
@O9b@- blockroom: Hetzner CX22, shared with the label-print worker
- fittingbook: CX22, Docker Compose
- db box: CPX31 with Postgres 16 (shared by several apps)

## Backups
@S9a@- Backups: restic to Backblaze B2 bucket `mf-backups`
@V7a@- restic snapshots are kept for 30 days (`--keep-daily 30`)

## Observability
@F10a@- Logs go to Grafana Loki
- Uptime checks: Better Stack, 1-minute interval, alerts to Kwame's phone
@A7a@- All cron schedules are in Europe/London time
""")

ROOT["reference_studio.md"] = ("Studio", "studio facts: addresses, opening hours, rooms, kit", "reference", """
# The studio

- Bath studio: 12 Walcot Street, Bath BA1 5BG; shop floor downstairs, workroom upstairs
- London fitting room: first floor, Marylebone (by appointment)
- Opening hours (Bath): Tuesday to Saturday, 10:00–17:30
@A9a@- Closed Mondays
@D9b@- Broadband: Zen Internet FTTP, router in the stock room
- Two steam stations, one in the workroom, one on the shop floor for alterations
- Label printer: Brother QL-820NWB next to the block shelves
""")

ROOT["reference_price_list.md"] = ("Price list", "Current price bands for commissions, race-day pieces and classes", "reference", """
Price bands Isolde publishes (update when she changes the website).

@D7b@- Couture commissions: from £650
- Bridal headpieces: from £380
- Race-day hats (made to order): from £280
- Fascinators: from £95
- Felt cloche weekend: £340 including materials
- Fascinator taster evening: £75
""")

ROOT["reference_glossary.md"] = ("Glossary", "Millinery and studio terms that appear in tickets and code", "reference", """
- Block: a wooden (or polystyrene) form a hat is shaped over; crown blocks and brim blocks are separate
@A6b@- Head size: circumference in cm, measured just above the ears
- Sinamay: woven abaca fibre, stiffened, used for fascinators and race-day hats
- Toile: a mock-up in buckram or calico used at the first fitting
- Spinner: a mushroom-shaped block stand
- "Blocked": shaped and drying on the block; "Trimmed": feathers, flowers, veiling added
""")

ROOT["reference_repos.md"] = ("Repositories", "Where the code lives and what each repo is", "reference", """
@A1a@- All repos live under the `marlowe-finch` GitHub org.
- `atelier` (Django), `blockroom` (Go), `fittingbook` (Next.js), `raceday` (Remix), `feltschool` (Rails)
- `infra`: Ansible playbooks, Compose files and the restic scripts
- `website`: the public site (Astro), deployed by Netlify
""")

ROOT["reference_craft_notes.md"] = ("Craft notes", "Workroom technique notes Isolde asked to keep for the class handouts", "reference", """
Technique notes collected for class handouts and the raceday FAQ.

- Felt: steam until it relaxes, pull down over the crown block, tie off with cord
@N9a@- Steam sinamay over the block before pinning.
- Straw: work damp, never wet; it cracks if it dries too fast
- Use pins with glass heads only; plastic heads melt under the iron
- Stiffener: two thin coats, dry overnight
""")

ROOT["project_python_upgrade.md"] = ("atelier Python upgrade", "The September 2026 runtime upgrade of atelier", "project", """
# atelier runtime upgrade (2026-09)

@S6b@atelier was upgraded from Python 3.11 to 3.12 in September 2026; the 3.11 image is gone.

- Celery and WeasyPrint needed bumps; the quote PDFs render slightly wider, Isolde signed them off
- The upgrade branch was merged on 2026-09-15 and deployed the next Tuesday
- Follow-up: drop the `backports.zoneinfo` shim (done)
""")

ROOT["project_kamal_migration.md"] = ("blockroom on Kamal", "Moving blockroom deploys from a shell script to Kamal", "project", """
# blockroom deploys with Kamal (2026-10)

@S10b@`deploy.sh` is deprecated — blockroom deploys with Kamal now (`kamal deploy`).

- kamal-proxy terminates TLS; the Caddy container is gone
- Secrets come from 1Password through `kamal secrets`
- Rollback: `kamal rollback <version>`; the last five images are kept
""")

ROOT["project_feltschool_waitlist.md"] = ("feltschool waitlist", "Replacing the old class waiting list", "project", """
# Waitlist in feltschool

@S1b@The Google Form waiting list is shut down; feltschool has had its own waitlist since April.

- When a seat frees up, the first three people on the list get an email; first to pay gets it
- Bea can reorder the list by hand in the admin
- The old responses were exported to Drive, `Classes/waitlist-archive.csv`
""")

ROOT["project_london_room.md"] = ("London fitting room", "The Marylebone fitting room and its schedule", "project", """
# London fitting room

Isolde (or Bea with a senior maker) travels up for London fittings.

@S8b@London fittings moved from Thursdays to Wednesdays from October 2026.

- The room is shared with a shoemaker; our kit lives in two locked trunks
- Travel: 07:13 from Bath Spa, back on the 19:30 from Paddington
- Bring the portable steamer and the spare block bag
""")

ROOT["project_block_hire.md"] = ("Block hire", "Hiring hat blocks out to other milliners", "project", """
# Block hire

@NS3b@We hire blocks to outside milliners and former students.

@D10b@- Block hire is £18 per block per week, minimum two weeks.
@O3a@- Block hire takes a £60 deposit per block, returned when the block comes back unmarked.
- Hired blocks are checked out in blockroom against the hirer's name
- Postage both ways is paid by the hirer; we send blocks DPD in foam
""")

ROOT["project_newsletter.md"] = ("Newsletter", "The monthly studio newsletter", "project", """
@O8a@The marketing newsletter goes out through Mailchimp, monthly.

- Audience: about 4,200 subscribers; class announcements get the best open rate
- Bea writes it, Isolde approves the photos
- Never import client lists from atelier into the newsletter without consent
""")

ROOT["project_ascot_2026.md"] = ("Royal Ascot 2026", "Outcome of the 2026 Royal Ascot season", "project", """
# Royal Ascot 2026

- 61 race-day pieces made, 9 of them couture
- Two late-delivery scares, both in the same DPD depot; neither hat arrived late in the end
- Isolde wants a waitlist for the last week next year instead of turning people away
""")

ROOT["project_label_printer.md"] = ("Label printer", "Printing block labels from blockroom", "project", """
- blockroom sends labels to the Brother printer through a small worker on the blockroom box
- The worker polls for jobs every 10 seconds
- Labels carry the shelf code, size and a QR code; Bea owns the template
""")
