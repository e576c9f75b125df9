# File bodies. @@KEY@@ on a line of its own is replaced by CLAIMS[KEY].
# ROOT: filename -> (title, hook, name, description, type, body)
ROOT = {}
def root(fn, title, hook, name, desc, typ, body):
    ROOT[fn] = (title, hook, name, desc, typ, body)

root("reference_forge_ops.md", "forge-ops overview", "what the internal Django app does, its stack and where it runs",
 "forge-ops-overview", "forge-ops overview: stack, tooling, hosting and the apps inside it", "reference", """
# forge-ops

Internal Django app that runs the business side of Coldharbour Forge: course bookings,
commissions, steel stock, the installs calendar and the coal log. Repo: `coldharbour/forge-ops`.

## Stack
@@V5a@@
@@R1a@@
- Postgres and Redis details live in [[infra]]
- Tailwind for the staff pages, HTMX for the booking widgets
@@F5a@@
@@R3a@@
- Certificate and voucher PDFs rendered with WeasyPrint

## Where it runs
@@S2a@@
@@A6a@@
- Public booking pages are served under `book.coldharbourforge.co.uk`

## Apps
- `courses`: course dates, bookings, gift vouchers
- `commissions`: enquiries, quotes, drawings, deposits
- `stock`: steel sections, suppliers and reorder points
- `installs`: install jobs and the calendar sync
- `coal`: deliveries and the bunker level
""")

root("reference_infra.md", "Infrastructure", "database, cache, CI, deploys, monitoring, backups",
 "infra", "infra: database, broker, CI, deploys, monitoring and backups for forge-ops", "reference", """
# Infrastructure

## Data
@@V1a@@
@@V4a@@
- Both are only reachable over the WireGuard tunnel; Callum has the peer config
@@V9a@@
- Restores are tested once a quarter onto a scratch database

## Build and deploy
@@R2a@@
@@NS3a@@
- A deploy takes about three minutes and the booking pages stay up during it

## Monitoring
@@R4a@@
@@S1a@@
- Disk and memory alerts go to Callum by email
""")

root("reference_courses.md", "Forge-day courses", "course types, timings, booking and refund rules",
 "forge-day-courses", "Forge-day courses we run, what they cost and the booking rules Nia applies", "reference", """
# Forge-day courses

## Intro to Blacksmithing
@@D1a@@
@@V2a@@
@@F1a@@
- Intro days run on Wednesdays and Saturdays
- Students make a hook, a poker and a leaf to take home
@@NS9a@@

## Two-day Gate Making
- £340 per person, max 3 students, runs over a Saturday and Sunday
- Needs an intro day first (or proof of previous forge work)

## Booking rules
@@N2a@@
@@N6a@@
@@S4a@@
@@F7a@@
@@V7a@@
@@NS4a@@
""")

root("reference_commissions.md", "Commissions", "how a commission goes from enquiry to delivery, money and lead times",
 "commissions", "How commissions run from enquiry to quote to delivery, deposits and lead times", "reference", """
# Commissions

## Enquiry to quote
- Enquiries come in from the website form, the phone or the shared inbox
- Quotes are valid for 30 days
- Drawings are numbered `CF-YYYY-NNN` and kept in the Drawings drive

## Money
@@V3a@@
@@N5a@@
@@R5a@@
- Balance is due before the piece leaves the forge

## Lead times
@@F2a@@
- Railings are quoted per metre run; lead time depends on the length
""")

root("reference_stock.md", "Steel stock", "where bar stock comes from, reorder points, offcuts",
 "steel-stock", "Steel stock grades, supplier account, reorder points and the offcut rule", "reference", """
# Steel stock

@@S3a@@
@@F4a@@
- Bars arrive in 6 m lengths; the saw cuts them to 3 m for the rack

## Reorder points
@@V10a@@
- 16 mm round bar: reorder at 12 lengths
- 25 x 6 flat bar: reorder at 15 lengths
- 40 x 40 box section: reorder at 6 lengths

## Offcuts
@@N10a@@
- The offcut rack is sorted by section, not by length
""")

root("reference_installs.md", "Gate and railing installs", "finishing, fixing, crew and transport for installs",
 "installs", "Gate and railing installs from finishing to hanging, crew and transport", "reference", """
# Gate and railing installs

## Before the day
@@R7a@@
- Powder coating: Marches Powder Coat, Leominster
@@N3a@@
@@V8a@@

## On the day
@@F6a@@
@@S9a@@
@@S7a@@
@@N9a@@
@@NS5a@@
- Customers get a care sheet and a photo of the finished hanging
""")

root("reference_coal.md", "Coal", "smithing coal supply, bags, bunker and hearths",
 "coal", "coal: supplier, bag sizes, bunker reorder level and the hearths", "reference", """
# Coal

@@R6a@@
@@V6a@@
@@F3a@@
@@NS2a@@
@@S5a@@
- Breeze from the hearths is sieved and goes back on the next firing
""")

root("reference_website.md", "Public website", "the public site build, hosting and enquiry form",
 "public-website", "The public coldharbourforge.co.uk site, its build, hosting and enquiry form", "reference", """
# Public website (coldharbourforge.co.uk)

@@A8a@@
@@O10a@@
@@R9a@@
@@S8a@@
- Course dates are pulled from the forge-ops public JSON at build time
- Gallery photos live in `src/gallery/`, one folder per commission
""")

root("reference_people.md", "People", "who does what at the forge",
 "people", "Who is who at the forge and what each person looks after", "reference", """
# People

- Rhiannon Pryce: owner and master smith; signs off quotes and drawings
@@A10a@@
- Ellis Crane: second-year apprentice, helps on courses and installs
@@NS8a@@
- Callum Reid: freelance developer, looks after forge-ops and the website
""")

root("reference_drawings.md", "Commission drawings", "drawing tool, numbering and exports",
 "drawings", "drawings: Fusion 360 files, numbering and customer PDFs", "reference", """
# Commission drawings

- Drawn in Fusion 360 by Rhiannon, one project per commission
- Numbered `CF-YYYY-NNN`; the number goes on every sheet and on the quote
- Customer copies are exported as PDF at A3, with a 1:20 elevation
- Scroll templates are drawn full size and printed on the plotter
""")

root("reference_consumables.md", "Consumables", "where grinding discs, wire and PPE come from",
 "consumables", "Consumables we buy regularly and from where", "reference", """
# Consumables

- Grinding and flap discs: bought by the box of 50 from Weldequip
- MIG wire: 0.8 mm, 15 kg reels
- Welding gas: argon/CO2 mix, BOC cylinder rental
- Leather aprons and gloves for courses: reordered every spring
- Safety glasses: one box of 20 kept in the course cupboard
""")

root("reference_glossary.md", "Forge glossary", "words the smiths use that Claude should not translate",
 "glossary", "Forge terms used in notes, drawings and course material", "reference", """
# Glossary

- Leaf: the gate panel that swings; a pair of gates has two leaves
- Collar: a wrapped band holding two bars together
- Upset: thickening a bar by hammering its end
- Drift: tapered tool to open out a punched hole
- Breeze: small coke pieces left in the hearth
""")

root("reference_safety.md", "Workshop and course safety", "first aid, extinguishers, course safety basics",
 "safety", "Safety arrangements in the forge and on courses", "reference", """
# Safety

- First aiders: Rhiannon and Nia (certificates renewed in 2026)
- Extinguishers are checked every March; the CO2 one lives by the welding bay
- Accident book is in the office, top drawer
- Every course starts with the safety briefing and a signed sheet
""")

root("feedback_merging.md", "Merging PRs", "how PRs land on main",
 "merging", "How to merge forge-ops pull requests", "feedback", """
@@R8a@@

**Why:** Rhiannon reads `git log` on the release notes page and got lost in work-in-progress commits.

**How to apply:** tidy the PR title before confirming; it becomes the commit subject on `main`.
""")

root("feedback_deploys.md", "Deploy timing", "when not to deploy forge-ops",
 "deploy-timing", "When forge-ops deploys are and aren't allowed", "feedback", """
@@N7a@@

**Why:** a broken booking page on a Saturday morning cost two course places in March.

**How to apply:** if a change is ready on Friday, leave it for Monday unless Callum says otherwise.
""")

root("feedback_migrations.md", "Production migrations", "how schema migrations reach production",
 "migrations", "Rule for running Django migrations against production", "feedback", """
@@N8a@@

**Why:** a half-applied migration in February left the bookings table locked for twenty minutes.

**How to apply:** write the migration, let the pipeline apply it, and check the deploy log.
""")

root("feedback_code_style.md", "Code style", "formatting and linting rules for forge-ops",
 "code-style", "Formatting and lint rules Callum wants for forge-ops", "feedback", """
Code style for forge-ops:

@@S10a@@
- Lint with `ruff check`, rules in `pyproject.toml`
- Type hints on new code; no mypy in the pipeline yet
- Templates: two-space indent, no inline styles
""")

root("feedback_commit_messages.md", "Commit messages", "commit subject format",
 "commit-messages", "How commit messages should look", "feedback", """
Commit subjects in the imperative, under 72 characters, prefixed with the app: `courses:`, `stock:`, `installs:`.

**Why:** Callum greps the log by app when something breaks.
""")

root("feedback_tests_before_pr.md", "Tests before PR", "run the test suite locally first",
 "tests-before-pr", "Run tests locally before opening a PR", "feedback", """
Run `pytest` locally before opening a PR, especially after touching `courses/`.

**Why:** the pipeline is slow on the migration tests and a red run wastes half an hour.
""")

root("feedback_customer_data.md", "Customer data in issues", "keep customer details out of GitHub",
 "customer-data", "Keep customer personal data out of issues and commits", "feedback", """
Don't paste customer names, addresses or phone numbers into GitHub issues or commit messages; use the commission number (`CF-2026-041`) or the booking reference.

**Why:** the repo is shared with a freelancer and the issues are emailed around.
""")

root("feedback_plain_english.md", "Plain-English summaries", "how to report changes to Rhiannon and Nia",
 "plain-english", "Summaries for the forge team should be in plain English", "feedback", """
When summarising a change for Rhiannon or Nia, say what changes for them on screen, not what changed in the code.

**Why:** neither of them reads diffs.
""")

root("feedback_photos.md", "Install photos", "asking before posting customer photos",
 "install-photos", "Photos of customer installs need permission before posting", "feedback", """
Ask the customer before any photo of their gate or railings goes on Instagram or the gallery, and never show the house number.

**Why:** a customer complained in 2025 when their address was recognisable.
""")

root("user_callum.md", "Callum", "the freelance developer's setup and habits",
 "callum", "Callum Reid, freelance developer, his working pattern and tools", "user", """
# Callum Reid

- Freelance, usually Tuesdays and Thursdays
@@R10a@@
- Prefers small PRs with a screenshot for anything Nia will see
- Reviews Claude's PRs the same day if tagged before 3pm
""")

root("user_rhiannon.md", "Rhiannon", "the owner: what she decides and how she likes updates",
 "rhiannon", "Rhiannon Pryce, owner and master smith", "user", """
# Rhiannon Pryce

- Owner and master smith; not a developer
@@F8a@@
- Reads PR descriptions, not diffs
- Wants a weekly one-paragraph update on forge-ops work
""")

root("user_nia.md", "Nia", "office manager, main user of forge-ops",
 "nia", "Nia Evans, office manager and main forge-ops user", "user", """
# Nia Evans

- Office manager, Tuesday to Saturday
- Owns the course calendar and the voucher list
- Not technical: explain changes with screenshots, not terms
""")

root("project_stock_app.md", "Stock module plan", "plan to move steel stock counts into forge-ops",
 "stock-module", "Plan to bring steel stock into forge-ops (January 2026)", "project", """
Plan written in January 2026 for the `stock` app.

## Current process
@@S6a@@
- Reorder points are in Rhiannon's head and on a card by the saw

## Goal
- Counts per section and length in forge-ops, with a reorder list Nia can print
- A tablet by the rack for counting
""")

root("project_gift_voucher_redesign.md", "Gift voucher redesign", "new voucher PDF design",
 "voucher-redesign", "Redesign of the course gift voucher PDF", "project", """
Nia wants the voucher PDF to look like the certificate: forge logo, the recipient's name, and a short line about the course.

- Design agreed in August; Callum to swap the template before the Christmas rush
- Keep the voucher code large enough to read over the phone
""")

root("project_commission_portal.md", "Commission portal idea", "customer-facing progress page",
 "commission-portal", "Idea for a page where customers follow their commission", "project", """
Idea: a private page per commission showing the drawing, progress photos and the expected install week.

- Parked until 2027; not worth it before the stock module settles
- Would reuse the drawing PDFs already attached in forge-ops
""")

root("project_course_waitlist.md", "Course waitlist", "waitlist for sold-out intro days",
 "course-waitlist", "Waitlist for sold-out intro days", "project", """
Sold-out intro days get a waitlist button. When a place frees up, people are emailed in sign-up order and have 24 hours to book.

- Built in June, used mostly for December dates
""")

root("project_install_calendar.md", "Install calendar sync", "installs synced to a Google calendar",
 "install-calendar", "Install jobs synced from forge-ops into a Google calendar", "project", """
Install jobs in forge-ops are pushed to a Google calendar so the crew can see them on their phones.

- Built in April by Callum
- Each event carries the commission number and the site postcode, never the customer's name
""")

root("project_show_season_2026.md", "Show season 2026", "county show demonstrations",
 "show-season", "Demonstrations at shows during 2026", "project", """
Shows booked for 2026: Three Counties (June) and the Royal Welsh (July).

- The portable show forge and a 1 cwt anvil go in the trailer
- Course flyers and gift voucher cards on the stand
""")

root("project_power_hammer.md", "Power hammer", "service and replacement plan",
 "power-hammer", "Service and replacement plans for the power hammer", "project", """
The 1 cwt Massey power hammer needs new dies and a ram guide overhaul.

- Quote from the hammer engineer due in December
- Until then the hammer is only used by Rhiannon and Dafydd
""")

root("project_enquiry_triage.md", "Enquiry triage", "sorting incoming commission enquiries",
 "enquiry-triage", "Sorting commission enquiries inside forge-ops", "project", """
Enquiries get a type (gate, railings, small piece, restoration) so Rhiannon can see at a glance what to price.

- Spam filtering by a honeypot field, added in October
- Nia tags phone enquiries by hand
""")

# AUTO: slug -> (title, created, tags, body)
AUTO = {}
def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

auto("course-faq", "Course FAQ answers", "2026-02-11", ["courses", "faq"], """
# Course FAQ answers (for replying to emails)

**How many people on a day?**
@@V2b@@

**What should I wear?**
Natural-fibre clothes and leather boots; we lend aprons, gloves and glasses.

**Is lunch included?** Yes; tell us about allergies when you book.
""")
auto("celery-notes", "Celery notes", "2026-03-02", ["forge-ops", "celery"], """
# Celery notes

@@V4b@@
Beat runs in its own process; don't start two of them or reminders go out twice.

```
celery -A forgeops worker -c 2 -l info
```

Task results aren't stored; failures show up in the error tracker.
""")
auto("gift-vouchers", "Gift vouchers", "2026-02-20", ["courses", "vouchers"], """
# Gift vouchers

@@V7b@@
expiry date is printed on the PDF that goes to the buyer.

Each voucher has a code like `CFV-8H2K`; Nia checks it off in forge-ops when it's redeemed.
Vouchers cover the course fee only, not travel or accommodation.
""")
auto("backups", "Backups", "2026-04-07", ["infra", "backups"], """
# What gets backed up

| what | when | where | kept |
|---|---|---|---|
@@V9b@@
| Drawings drive | weekly, Sunday | B2 `forge-drawings` | 90 days |
| website repo | on push | GitHub | n/a |

Restore test:

```
pg_restore --clean -d forgeops_scratch latest.dump
```
""")
auto("dev-setup", "forge-ops dev setup", "2026-01-19", ["forge-ops", "setup"], """
# forge-ops dev setup

Clone `coldharbour/forge-ops` and copy `.env.example` to `.env`.
@@R1b@@
@@O10b@@
Run `make dev` to start the server and the watcher together.

Example `.env`:

```
DATABASE_URL=postgres://forge@db.forge.internal:5432/forgeops
DEBUG=1
```
""")
auto("booking-emails", "Booking emails", "2026-03-15", ["forge-ops", "email", "courses"], """
# Booking emails

@@R3b@@
Templates live in `courses/templates/email/`; plain-text versions are required.
The confirmation includes the what-to-wear list and the map link.
""")
auto("release-checklist", "Release checklist", "2026-05-06", ["forge-ops", "release"], """
# Release checklist

- Bump the version in `pyproject.toml` (`YYYY.MM.N`)
@@R8b@@
- Tag the release and paste the changelog into the GitHub release
@@N7b@@
- Tell Nia in plain English what changed on her screens
""")
auto("pairing-notes", "Pairing with Callum", "2026-06-10", ["people", "pairing"], """
# Pairing with Callum

@@R10b@@
`.vscode/settings.json` from the repo.
He likes the agent to explain migrations before running them.
""")
auto("finish-options", "Finish options", "2026-07-21", ["installs", "finishes"], """
# Finish options we offer

@@N3b@@
Interior work gets wax or lacquer.
Colours come from the RAL card; satin black 9005 is the default.
""")
auto("coal-order-howto", "Ordering coal", "2026-03-24", ["coal", "howto"], """
# Ordering coal

Check the bunker on Monday mornings and write the count in the coal log in forge-ops.
@@N4b@@
Ask for a delivery note and check the bag count against it before signing.
""")
auto("phone-bookings", "Phone bookings", "2026-04-14", ["courses", "bookings"], """
# Phone bookings

@@N6b@@
Take the student's name, mobile and any medical notes, and enter the booking in forge-ops straight away.
""")
auto("migration-to-fly", "Move to Fly.io", "2026-08-20", ["forge-ops", "infra", "migration"], """
# Move to Fly.io

@@S2b@@
Secrets moved from the `.env` on the box into `fly secrets`.
`make deploy` now wraps `fly deploy`; nothing changes for whoever runs it.
""")
auto("stock-app-launch", "Stock module launch", "2026-05-29", ["stock", "forge-ops"], """
# Stock module launch

@@S6b@@
Nia counts with the tablet by the rack on Friday afternoons.
The reorder list prints from the Stock page.
""")
auto("tooling-change", "Tooling change", "2026-03-18", ["forge-ops", "tooling"], """
# Tooling change (March)

@@S10b@@
pre-commit runs the formatter and the linter on every commit.
""")
auto("course-day-running", "Running an intro day", "2026-04-29", ["courses", "runbook"], """
# Running an intro day

Ellis lights the hearths at 8:45.
@@F1b@@
Lunch is at 12:30 in the office kitchen.
The last half hour is for finishing and wire-brushing the pieces.
""")
auto("material-specs", "Material specs", "2026-06-02", ["stock", "engineering"], """
# Material specs

@@F4b@@
Hinge pins are 20 mm round; collars come from 25 x 6 flat.
""")
auto("install-day-kit", "Install day", "2026-05-12", ["installs", "runbook"], """
# Install day

@@A10b@@
@@F6b@@
Kit: post mix, levels, the long spirit level, resin, drill, cold-galv spray, dust sheets.
""")
auto("upgrade-notes", "Upgrade notes", "2026-02-26", ["forge-ops", "upgrades"], """
# Upgrade notes

@@F10b@@
WeasyPrint 62 needs the newer Pango; it's in the Dockerfile.
""")
auto("django-cache", "Django cache", "2026-03-09", ["forge-ops", "cache"], """
# Django cache

@@O1b@@
Keys are prefixed `fo:`; sessions stay in the database.
""")
auto("sms-reminders", "SMS reminders", "2026-07-08", ["courses", "sms"], """
# SMS reminders

Text reminders go out the evening before a course via Twilio.
@@O4b@@
""")
auto("restoration-jobs", "Restoration jobs", "2026-06-23", ["commissions", "restoration"], """
# Restoration and repair jobs

@@O5b@@
We don't take on cast-iron repairs; those go to a specialist welder.
""")
auto("small-commissions", "Small commissions", "2026-09-03", ["commissions", "lead-times"], """
# Small commissions

| item | usual turnaround | sign-off |
|---|---|---|
@@O8b@@
| Door furniture sets | 3–4 weeks | drawing |
""")
auto("newsletter", "Newsletter", "2026-02-03", ["marketing", "email"], """
# Newsletter

@@O9b@@
The list is opt-in from the booking form; new course dates go first.
""")
auto("ci-history", "CI history", "2026-03-04", ["forge-ops", "ci"], """
# CI history

@@D2b@@
The build-minute cap on that plan was the main reason to move.
""")
auto("install-history", "Past installs", "2026-01-27", ["installs", "history"], """
# Past installs worth remembering

@@D4b@@
The 2025 Leominster churchyard railings needed a faculty from the diocese before we could start.
""")
auto("open-weekend-2025", "Open weekend 2025", "2026-01-14", ["courses", "events"], """
# Open weekend 2025

@@D6b@@
Most intro bookings for spring came from people who came to that weekend.
""")
auto("invoicing-history", "Invoicing history", "2026-01-22", ["commissions", "history"], """
# Invoicing history

@@D9b@@
The old books are in the office cupboard for the accountant.
""")
auto("nia-admin-tips", "Admin tips for Nia", "2026-04-02", ["forge-ops", "admin"], """
# Admin tips for Nia

@@A6b@@
Use the "this week" filter on Bookings on Monday mornings.
""")
auto("website-notes", "Website notes", "2026-02-16", ["website"], """
# Website notes

@@A8b@@
Images are generated at 800 and 1600 wide, WebP with JPEG fallback.
""")
auto("workshop-safety", "Workshop safety notes", "2026-05-20", ["safety", "forge"], """
# Workshop safety notes

@@NS2b@@
@@NS5b@@
Ear defenders on whenever the power hammer is running.
""")
# filler auto notes
auto("scroll-jig-library", "Scroll jig library", "2026-03-28", ["forge", "tooling"], """
# Scroll jig library

Jigs hang on the back wall, labelled by scroll diameter.
The 150 mm jig is the one used for the standard railing pattern.
""")
auto("power-hammer-log", "Power hammer log", "2026-06-17", ["forge", "maintenance"], """
# Power hammer log

Greased weekly; the oil reservoir is topped up on Mondays.
A knock in the ram guide was first noticed in June.
""")
auto("show-demo-kit", "Show demo kit", "2026-05-27", ["shows", "kit"], """
# Show demo kit

Trailer list: show forge, anvil, stand, tongs roll, fire blanket, banner, voucher cards.
""")
auto("instagram-workflow", "Instagram workflow", "2026-02-24", ["marketing"], """
# Instagram workflow

Nia posts on Tuesdays and Fridays, mostly work in progress from the benches.
""")
auto("quote-template", "Quote template", "2026-04-21", ["commissions"], """
# Quote template

The quote PDF shows the drawing number, the finish, the install allowance and the validity date.
""")
auto("site-survey-checklist", "Site survey checklist", "2026-06-30", ["installs", "survey"], """
# Site survey checklist

- Measure openings at top, middle and bottom
- Note the fall across the opening
- Photograph existing posts and walls
""")
auto("course-feedback-2026", "Course feedback 2026", "2026-10-13", ["courses", "feedback"], """
# Course feedback 2026

Students mostly ask for a follow-up day; the leaf is the favourite piece.
A few asked for more time at the anvil after lunch.
""")
auto("anvil-inventory", "Anvil inventory", "2026-01-30", ["forge", "inventory"], """
# Anvils

- Two 2 cwt Peter Wrights on the main benches
- Four 1 cwt anvils for students
- The Hay-Budden stays at the show stand
""")
auto("plasma-cutter-notes", "Plasma cutter", "2026-08-11", ["forge", "tools"], """
# Plasma cutter

Consumables (tips and electrodes) are in the blue drawer; change tips after a full sheet.
""")
auto("fusion360-export", "Fusion 360 export", "2026-07-14", ["drawings"], """
# Exporting drawings from Fusion 360

Export the sheet as PDF and attach it to the commission in forge-ops; the filename is the drawing number.
""")
auto("ppe-stock", "PPE stock", "2026-09-22", ["safety", "courses"], """
# PPE stock

Course aprons: 8 in rotation, washed after each weekend.
Gloves are given to students to keep.
""")
auto("winter-opening-hours", "Winter opening hours", "2026-10-28", ["office"], """
# Winter opening hours

From November the office answers the phone 10:00 to 15:00.
Collections by appointment only in January.
""")
auto("parking-and-access", "Parking and access", "2026-03-31", ["courses", "site"], """
# Parking and access

Students park in the yard by the bunker; the lane is too narrow for more than four cars.
""")
auto("ledbury-job", "Ledbury job", "2026-06-05", ["commissions", "installs"], """
# Ledbury driveway gates (CF-2026-031)

A pair of 3.6 m driveway gates with an engineer's calc for the posts.
Hung in August after the posts were set.
""")

# FACTS: (date, category, tags, body)
FACTS = [
 ("2026-05-18", "fact", ["infra", "postgres"], "@@V1b@@"),
 ("2026-04-09", "decision", ["commissions", "deposits"], "@@V3b@@"),
 ("2026-10-06", "fact", ["forge-ops", "python"], "@@V5b@@"),
 ("2026-09-15", "fact", ["coal"], "@@V6b@@"),
 ("2026-07-29", "preference", ["installs", "gates"], "@@V8b@@"),
 ("2026-10-20", "decision", ["stock"], "@@V10b@@"),
 ("2026-06-26", "fact", ["forge-ops", "ci"], "@@R2b@@"),
 ("2026-08-04", "fact", ["forge-ops", "errors"], "@@R4b@@"),
 ("2026-07-02", "fact", ["commissions", "invoicing"], "@@R5b@@"),
 ("2026-10-01", "fact", ["coal", "suppliers"], "@@R6b@@"),
 ("2026-09-09", "fact", ["installs", "galvanising"], "@@R7b@@"),
 ("2026-08-27", "fact", ["website", "hosting"], "@@R9b@@"),
 ("2026-09-24", "preference", ["forge-ops", "git"], "@@N1b@@"),
 ("2026-06-15", "decision", ["courses", "age"], "@@N2b@@"),
 ("2026-02-09", "decision", ["coal", "orders"], "@@N4a@@"),
 ("2026-08-13", "decision", ["commissions", "deposits"], "@@N5b@@"),
 ("2026-07-16", "fact", ["forge-ops", "migrations"], "@@N8b@@"),
 ("2026-09-30", "preference", ["installs", "escalation"], "@@N9b@@"),
 ("2026-08-20", "decision", ["stock", "offcuts"], "@@N10b@@"),
 ("2026-06-29", "fact", ["infra", "monitoring"], "@@S1b@@"),
 ("2026-09-28", "decision", ["stock", "suppliers"], "@@S3b@@"),
 ("2026-04-22", "fact", ["courses", "payments"], "@@S4b@@"),
 ("2026-10-27", "fact", ["coal", "hearths"], "@@S5b@@"),
 ("2026-08-03", "fact", ["installs", "scheduling"], "@@S7b@@"),
 ("2026-09-17", "fact", ["website", "api"], "@@S8b@@"),
 ("2026-07-30", "fact", ["installs", "transport"], "@@S9b@@\non a flatbed, booked a week ahead."),
 ("2026-05-05", "fact", ["commissions", "lead-times"], "@@F2b@@"),
 ("2026-11-03", "fact", ["coal"], "@@F3b@@"),
 ("2026-03-12", "fact", ["forge-ops", "celery", "courses"], "@@F5b@@"),
 ("2026-05-25", "decision", ["courses", "refunds"], "@@F7b@@\nrefunded, once per booking."),
 ("2026-07-07", "preference", ["commissions", "drawings"], "@@F8b@@"),
 ("2026-04-16", "fact", ["coal", "deliveries"], "@@F9b@@"),
 ("2026-06-08", "fact", ["shows", "fuel"], "@@O2b@@"),
 ("2026-03-05", "fact", ["courses"], "@@O3b@@"),
 ("2026-05-01", "fact", ["forge-ops", "calendar"], "@@O4a@@"),
 ("2026-02-18", "fact", ["website", "cms"], "@@O6b@@"),
 ("2026-08-25", "fact", ["installs", "railings"], "@@O7b@@"),
 ("2026-01-12", "fact", ["courses", "pricing"], "@@D1b@@"),
 ("2026-02-02", "fact", ["coal", "history"], "@@D3b@@"),
 ("2026-03-20", "fact", ["forge-ops", "history"], "@@D5b@@"),
 ("2026-01-28", "fact", ["website", "history"], "@@D7b@@"),
 ("2026-01-16", "fact", ["forge-ops", "git", "history"], "@@D8b@@"),
 ("2026-09-02", "fact", ["stock", "history"], "@@D10b@@"),
 ("2026-02-25", "fact", ["courses", "pricing"], "@@A1b@@"),
 ("2026-03-26", "fact", ["website", "node"], "@@A2b@@"),
 ("2026-06-18", "preference", ["commissions", "quotes"], "@@A3b@@"),
 ("2026-05-14", "preference", ["installs", "crew"], "@@A4b@@"),
 ("2026-04-27", "fact", ["coal"], "@@A5b@@"),
 ("2026-07-23", "fact", ["stock", "steel"], "@@A7b@@"),
 ("2026-05-08", "fact", ["courses"], "@@A9b@@"),
 ("2026-06-11", "preference", ["commissions", "invoicing"], "@@NS1b@@"),
 ("2026-07-13", "preference", ["forge-ops", "deploys"], "@@NS3b@@"),
 ("2026-04-30", "decision", ["courses", "safety"], "@@NS4b@@"),
 ("2026-05-21", "decision", ["coal", "courses"], "@@NS6b@@"),
 ("2026-08-31", "preference", ["stock", "offcuts"], "@@NS7b@@"),
 ("2026-03-17", "fact", ["people", "commissions"], "@@NS8b@@"),
 ("2026-06-22", "decision", ["courses", "certificates"], "@@NS9b@@"),
 ("2026-07-27", "fact", ["finishes"], "@@NS10b@@"),
 # filler facts
 ("2026-01-08", "preference", ["rhiannon", "courses"], "Rhiannon wants certificates offered in Welsh as well as English."),
 ("2026-01-21", "decision", ["courses"], "No evening courses between November and February; the yard is too dark."),
 ("2026-02-13", "fact", ["people"], "Ellis's apprenticeship review with the college is every March."),
 ("2026-03-10", "fact", ["forge"], "The big anvils are 2 cwt Peter Wrights; students use the 1 cwt ones."),
 ("2026-04-03", "preference", ["forge-ops", "ui"], "Nia prefers the bookings list sorted by course date, newest last."),
 ("2026-04-24", "fact", ["office"], "Collections of small pieces are Tuesday to Saturday, 10:00 to 16:00."),
 ("2026-05-28", "decision", ["commissions"], "We don't take stainless steel commissions; we haven't the kit to finish it properly."),
 ("2026-06-04", "fact", ["forge-ops", "pdf"], "Certificate PDFs are generated with the student's name as typed on the booking."),
 ("2026-07-09", "fact", ["marketing"], "Most commission enquiries in 2026 mention Instagram as where they found us."),
 ("2026-08-07", "preference", ["forge-ops", "prs"], "Callum wants a screenshot in every PR that changes a page Nia uses."),
 ("2026-09-11", "fact", ["shows"], "The Royal Welsh demo sold eleven gift vouchers on the stand."),
 ("2026-10-09", "decision", ["forge-ops", "stock"], "Stock counts are done on Friday afternoons, not on course days."),
 ("2026-10-22", "fact", ["forge"], "The power hammer dies are 1 cwt Massey pattern; spares take about six weeks."),
 ("2026-11-10", "preference", ["office", "email"], "Rhiannon wants enquiry replies signed from the forge, not from a named person."),
 ("2026-11-19", "fact", ["courses"], "December intro days sold out by the end of October."),
]
