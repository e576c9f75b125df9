# Root (Claude Code auto-memory) files. Lines starting with [[ID]] carry a labelled claim;
# the marker is stripped by build.py. (fname, name, description, type, title, hook, body)
ROOT = [
("reference_intake.md", "intake-overview",
 "intake: donations intake app (Django) - stack, endpoints, messaging, data rules", "reference",
 "intake overview", "what the donations intake app is made of and where it lives", """
# intake

Donations intake for Oakhaven ReFurnish: the public donation form, collection booking, the
intake bench screens at Avonmouth (photos, fire-label check, grading) and the donor
receipts. Repo `oakhaven-refurnish/intake`.

## Stack
[[O4a]]- Python 3.12, Django 5.1
- Celery workers for photo resizing and reminder sends
[[V1a]]- Database: Postgres 16 at `db-intake.oakhaven.lan:5432`, database `intake_prod`
[[O1a]]- Redis (sessions, Celery broker): `redis-intake.oakhaven.lan:6379`
[[S2b]]- Hosting: Hetzner `app-01`, deployed with Kamal since March 2026 (migrated off Heroku)
[[A5a]]- The API is documented with OpenAPI; the schema lives at `/api/schema/`
- Admin at `/staff/`, behind the office Google Workspace SSO

## Messaging
[[R3a]]- Transactional email (booking confirmations, receipts): Postmark, server `intake-prod`
[[S4b]]- SMS: Firetext since June 2026 (switched from Twilio; the Twilio account is closed)
- Reminder SMS goes out at 18:00 the evening before a collection

## Donation form rules
[[V3a]]- Donors can upload up to 6 photos per item
[[D8b]]- The form doesn't ask for dimensions; drivers measure on site
- Postcode check happens first: outside our collection area the form suggests a drop-off at Avonmouth
[[N5b]]- Donor addresses are retained after collection (needed for repeat donations and Gift Aid declarations)

## Gotchas
- `manage.py seed_categories` is idempotent, safe to re-run
- Photo upload goes through a signed URL, the Django process never sees the bytes
"""),

("reference_benchlog.md", "benchlog-overview",
 "benchlog: workshop jobs system (Laravel) - stack, deploy, queue, data", "reference",
 "benchlog overview", "the workshop jobs system, its stack and deploy", """
# benchlog

Workshop jobs at Easton: every item that needs work gets a job (repair, sanding, paint,
upholstery), with parts used, trainee hours and a sign-off before it goes to a shop.

[[D3b]]- Workshop jobs are tracked in benchlog (Laravel), one job per item
[[V4a]]- PHP 8.3, Laravel 11
[[R1a]]- Database: MySQL 8.0 (InnoDB, utf8mb4)
[[V10a]]- DB host: `db-bench.oakhaven.lan:3306`
[[S1a]]- Queue: Laravel Horizon on Redis (`redis-bench.oakhaven.lan`)
[[F7a]]- Deploy: Kamal, to `app-01` (same box as intake)
[[A2a]]- Tests: Pest
- Front end is Blade + Alpine, no SPA
- Job statuses: `queued`, `on_bench`, `waiting_parts`, `signed_off`, `scrapped`

## Data
- One job per item; the intake SKU is the foreign key
- Parts are costed at purchase price, labour is not costed (volunteer and trainee time)
- Scrapped jobs keep their photos for the impact numbers
"""),

("reference_vanroute.md", "vanroute-overview",
 "vanroute - collections planning, route solver and driver app", "reference",
 "vanroute overview", "collections planning, route solver, driver app", """
# vanroute

Plans the van collections: takes booked collections from intake, builds the day's runs per
van, and feeds the driver app on the van tablets.

## Service
[[F2a]]- vanroute is written in TypeScript (NestJS)
[[R5a]]- Package manager: pnpm 9 (`pnpm-lock.yaml` is committed)
[[R10a]]- Background jobs (run building, SMS triggers to intake): BullMQ on Redis
[[S3b]]- Routing: self-hosted OpenRouteService (`ors.oakhaven.lan`) since April 2026, replacing the Google Routes API
- Runs are built at 17:00 for the next day and locked at 07:00

## Collections
[[V2a]]- Collection slot length: 2 hours (the donor gets the window by SMS)
- Max 9 stops per van per day, 7 on Saturdays
- Stops are ordered by the solver; drivers may swap two adjacent stops, nothing more

## Fleet
[[D4b]]- Fleet: three Lutons (VN-01..VN-03) and one Transit Custom (VN-04)
[[V6a]]- The Lutons (VN-01..VN-03) have a payload of 1,000 kg
- All vans have a tail lift except VN-04

## Driver app
[[F8a]]- The driver app is built with Expo (React Native)
[[R4a]]- Crash reporting for the driver app: Sentry (project `driver-app`)
"""),

("reference_shop.md", "shop-overview",
 "online shop (Shopify) and the shopsync stock bridge", "reference",
 "Online shop overview", "the online shop and how stock gets there", """
# Online shop

[[R6a]]- Platform: Shopify (Basic plan), `oakhaven-refurnish.myshopify.com`
- Custom domain `shop.oakhaven.org.uk`
- Collections in Shopify mirror the benchlog categories (seating, tables, storage, beds, lighting, misc)
[[O9a]]- Shopify listings show up to 8 photos per product

## shopsync
shopsync is our small Python service that takes signed-off items from benchlog and creates or
updates Shopify products.
[[V5a]]- Pushes stock to Shopify every 10 minutes (`SYNC_EVERY=600`)
[[O2a]]- Failed stock pushes are retried up to 5 times with exponential backoff
[[N8b]]- shopsync publishes every shop-ready item to Shopify automatically once its photos are attached
- Sold items are unpublished, not deleted, so the impact numbers still see them

## Orders
[[V8a]]- Online orders can be returned within 14 days of delivery
[[N4a]]- Online shop orders are never delivered by our own vans; they go by courier (Pallet-Ways for big items) or click & collect
- Click & collect is from Gloucester Road or Weston only
"""),

("reference_infra.md", "infra-overview",
 "Infra: hosts, CI, backups, secrets, storage", "reference",
 "Infrastructure", "hosts, CI, backups, secrets, object storage", """
# Infrastructure

- Hetzner Cloud, Falkenstein: `app-01` (intake, benchlog), `app-02` (vanroute, shopsync, Metabase), `db-01`/`db-02`
- Private network `oakhaven.lan` over Tailscale; the office and the vans' tablets are on it
[[R2a]]- CI: GitHub Actions (org `oakhaven-refurnish`), required status check on `main`
- Uptime: Uptime Kuma on `app-02`, alerts to the #digital-alerts Slack channel

## Backups and storage
[[F1a]]- Backups: nightly pgBackRest for the Postgres databases, to Backblaze B2
[[V7a]]- Postgres backups are kept for 14 days
[[F10a]]- Object storage: Backblaze B2 (item photos, backups)
- benchlog's database gets a nightly logical dump to the same bucket

## Secrets
[[S5b]]- Moved all shared credentials from LastPass to Bitwarden (organisation `Oakhaven`) in February; LastPass is cancelled
- Kamal reads deploy secrets from `.kamal/secrets`, which pulls them from Bitwarden at deploy time
"""),

("reference_sites.md", "sites",
 "Sites: warehouse, workshop, shops - addresses, hours, kit", "reference",
 "Sites", "the four sites, their hours and kit", """
# Sites

| code | site | role | hours |
|---|---|---|---|
| AVM | Avonmouth warehouse | intake, van yard | Mon–Fri (yard from 07:30) |
| EST | Easton workshop | repairs, upholstery, training | Mon–Fri |
[[V9a]]| GLR | Gloucester Road shop | retail, click & collect | Tue–Sat 10:00–17:00 |
[[A3a]]| WSM | Weston-super-Mare shop | retail, click & collect (opened 2026-08-15) | Wed–Sun |

[[F6a]]- Donations are accepted at the Avonmouth warehouse Monday to Friday
[[R8a]]- Card payments in both shops: SumUp Solo readers
[[O8a]]- In-shop purchases can be returned within 7 days with the receipt
[[S9a]]- The collections booking line is answered through Aircall on the office laptops
- Avonmouth has the only weighbridge-style platform scale; the shops have none
- Parking at GLR is on-street only, so shop restocks go before 09:30
"""),

("reference_impact.md", "impact-reporting",
 "impact reporting for funders - tonnage, people, tools", "reference",
 "Impact reporting", "how we count tonnes diverted and report to funders", """
# Impact reporting

[[S7b]]- Funder reporting: the Metabase dashboard `Impact 2026`; the Looker Studio report is deprecated since June
[[D9b]]- Metabase is self-hosted on `app-02` (Docker), https://impact.oakhaven.lan
[[A10a]]- Tonnes diverted is the sum of estimated item weights from the category weight table
- People numbers: trainees started, trainees completed, volunteer hours
- Quarterly figures go to the National Lottery Community Fund and the council's reuse grant
- Items scrapped in the workshop still count towards tonnes handled, but not tonnes reused
"""),

("reference_donations_accepted.md", "donations-accepted",
 "What donations we accept and what we turn down", "reference",
 "Donations accepted", "the accept / decline list used by intake and drivers", """
# What we accept

- Solid wood furniture of any age, even damaged
- Sofas and armchairs with an intact fire-safety label
[[NS6b]]- Wardrobes (solid wood or flat-pack) are accepted for collection
- Dining sets, desks, chests of drawers, bedside tables
[[NS10b]]- Electrical items (lamps, radios; no fridges or freezers) are accepted at Avonmouth and PAT-tested in the workshop

# What we decline
[[N9a]]- Mattresses are not accepted as donations
- Office chairs with broken gas struts
- Anything with active woodworm (we check for fresh frass)
- Cot beds and car seats (safety standards change too often)
"""),

("project_collections.md", "collections-service",
 "how the free collection service works for donors", "project",
 "Collection service", "what donors get from a collection and what it costs them", """
Van collections are the main way donations reach us (roughly 70% of items).

[[F3a]]Collections run Monday to Saturday.
[[A1a]]Collections are free for donors; we ask for a voluntary £10 donation towards fuel.
[[NS1b]]Sofas go on the Luton runs because they need a two-person lift.

**Why:** free collection is what makes us competitive with the council bulky-waste service
(£38 for three items).

**How to apply:** when touching the booking form or the SMS copy, keep "free" prominent and the
£10 clearly optional.
"""),

("project_trainee_programme.md", "trainee-programme",
 "the paid trainee placements in the Easton workshop", "project",
 "Trainee programme", "what a workshop trainee placement looks like", """
The trainee programme is the social side of Oakhaven: paid placements for people
who have been out of work, learning furniture restoration in the Easton workshop.

[[F9a]]Trainees do a 6-month paid placement in the Easton workshop.
[[NS5a]]Trainees never use the spindle moulder unsupervised.
- Trainee hours are logged in benchlog against each job
- Each trainee has a mentor from the workshop staff

**Why:** funders report on completions and progression, so benchlog data must be complete.
"""),

("project_wsm_opening.md", "weston-shop-opening",
 "the Weston-super-Mare shop opening and what changed in the systems", "project",
 "Weston shop opening", "second shop opening, Shopify location and stock split", """
[[A3b]]The Weston-super-Mare shop opened to the public on 15 August 2026.

- Added as a second Shopify location so click & collect can pick Weston
- shopsync got a `location` field; stock goes to GLR unless the workshop tags it `wsm`
- The shop has its own Wi-Fi (no Tailscale), so the till laptop uses the Shopify admin only

**How to apply:** anything that assumes a single shop (reports, stock counts) needs a location filter now.
"""),

("project_fire_label.md", "fire-label-checks",
 "fire-safety label checks on upholstered donations", "project",
 "Fire label checks", "where and how fire-safety labels get checked", """
UK law: upholstered furniture can only be resold with its fire-safety label intact.

[[A6a]]Fire-label checks happen at intake, before anything goes to the workshop.
- intake has a mandatory photo field "fire label" for every upholstered category
- No label, no resale: the item goes to the reupholstery course or to recycling

**Why:** a trading standards visit in 2025 found two sofas without labels at Gloucester Road.
"""),

("project_pricing.md", "pricing",
 "how shop prices are set", "project",
 "Pricing", "how we price items for the shops", """
[[F5a]]Shop items are priced at roughly 30–40% of the new retail price of a comparable item.
- Prices are set by the workshop lead at sign-off, entered in benchlog, pushed by shopsync
- Price reductions after 6 weeks unsold: 20% off, then review at 10 weeks

**How to apply:** never compute prices in code; benchlog's price field is the only source.
"""),

("project_volunteer_hours.md", "volunteer-hours",
 "how volunteer hours get into benchlog", "project",
 "Volunteer hours", "who records volunteer time and why it matters", """
Volunteer hours go into the impact report, so they need to be in benchlog.

[[N7a]]Volunteers can't log hours in benchlog themselves; the volunteer coordinator enters them from the paper sign-in sheet.
[[NS9b]]Volunteers get a benchlog account on their first day (the `volunteer` role, for the job board and the parts list).

**Why:** funders asked for verified hours in 2025.
"""),

("project_dev_conventions.md", "dev-conventions",
 "conventions for the digital team's repos and tooling", "project",
 "Dev conventions", "editor, formatting, branches, commit style", """
# Conventions

[[R9a]]- Editor: VS Code with the shared `.vscode/` settings, format on save
- Python: ruff + black line length 100; PHP: Pint; TS: prettier defaults
- Branch names: `<initials>/<short-topic>`, e.g. `nd/wsm-location`
- Commit subjects in the imperative, no ticket numbers needed
- Each repo has a `make dev` that brings up its docker compose stack
"""),

("feedback_merge_strategy.md", "merge-strategy",
 "how PRs get merged, per repo", "feedback",
 "Merge strategy", "how PRs get merged in each repo", """
Niamh set merge styles per repo after a messy month in spring:

[[R7a]]- benchlog: rebase-merge, to keep history linear
[[N1b]]- vanroute: always squash-merge, the PR title becomes the commit
- infra: whatever, it's mostly one-liners

**Why:** the benchlog history is read by the workshop lead via the changelog page.

**How to apply:** pick the merge button that matches the repo; ask if a repo is missing here.
"""),

("feedback_donor_privacy.md", "donor-privacy",
 "what donor data drivers and volunteers may see", "feedback",
 "Donor privacy", "limits on who sees donor personal data", """
[[N2a]]Donor phone numbers are never shared with drivers.
Drivers get the address, the window and the item list; if they need to reach the donor
they ring the office and the office calls the donor.

**Why:** a 2025 complaint about a driver texting a donor afterwards.

**How to apply:** keep phone fields out of the vanroute driver payload and out of exports.
"""),

("feedback_migrations.md", "benchlog-migrations",
 "how benchlog database migrations are run", "feedback",
 "benchlog migrations", "migrations are a manual step", """
[[N3a]]Don't run migrations on deploy for benchlog; Kwame runs them by hand after checking the dump.

**Why:** a migration in April locked the jobs table for 20 minutes in the middle of the day.

**How to apply:** no `migrate` in the Kamal hooks or the Dockerfile entrypoint.
"""),

("feedback_staging_data.md", "staging-data",
 "what data may live in staging", "feedback",
 "Staging data", "staging must not hold production data", """
[[N6a]]We never copy production data into staging; seeds are synthetic (`make seed`).

**Why:** staging has looser access (trainee devs from the coding bootcamp) and no DPIA.

**How to apply:** if a bug only reproduces on real data, reproduce on a local copy Niamh gives you.
"""),

("feedback_shop_listings.md", "shop-listing-review",
 "listing review before items go online", "feedback",
 "Shop listing review", "a person checks each listing before it's public", """
[[N8a]]Don't auto-publish items to Shopify; a person reviews each listing first (photos, title, price).

**Why:** early auto-listings had a sofa priced at £1 and photos of the wrong wardrobe.

**How to apply:** any new sync path should create drafts.
"""),

("feedback_git_workflow.md", "git-workflow",
 "branching and review rules", "feedback",
 "Git workflow", "branches, reviews and main", """
[[N10a]]Do not commit directly to `main` in any repo; always open a PR, even for one-line fixes.
[[F4a]]Every PR needs at least one approving review before merge.
- Keep PRs open no longer than a week; rebase on `main` rather than merging `main` in

**Why:** two-person team; reviews are how Kwame and Niamh keep each other informed.
"""),

("feedback_pr_size.md", "pr-size",
 "keep pull requests small", "feedback",
 "PR size", "preferred PR size", """
[[A8a]]Prefer small PRs, under about 300 changed lines; split refactors from behaviour changes.

**Why:** reviews happen between other work, often on a phone.
"""),

("feedback_vanroute_tooling.md", "vanroute-tooling",
 "JS tooling preferences in vanroute", "feedback",
 "vanroute tooling", "JS tooling preferences in vanroute", """
[[R5b]]Always use yarn in vanroute; don't generate a `package-lock.json`.
- Node version comes from `.nvmrc`, don't bump it in a feature PR
- Keep the driver app and the API in the same repo (workspace), no separate repos

**Why:** Kwame said lockfile churn in PRs makes reviews unreadable.
"""),

("feedback_refunds.md", "shop-refunds",
 "how online refunds must be done", "feedback",
 "Shop refunds", "refund through the returns form", """
[[NS3a]]Don't refund shop orders in Shopify directly; refunds go through the returns form so the stock gets restored in benchlog.

**Why:** direct refunds left items marked sold that were back on the shelf.
"""),

("feedback_reply_style.md", "reply-style",
 "how Niamh wants answers", "feedback",
 "Reply style", "short answers, commands she can paste", """
Niamh wants short answers: what changed, what to run, what to check. No recap of the question.
Give shell commands in one block she can paste. British spelling in anything user-facing.
"""),

("feedback_commit_messages.md", "commit-messages",
 "commit message style", "feedback",
 "Commit messages", "subject style, no trailers", """
Commit subjects under 70 characters, imperative mood, lowercase repo area prefix (`intake:`,
`shopsync:`). No co-author trailers. Draft messages only when asked.
"""),

("user_niamh.md", "niamh",
 "Niamh Doyle, head of digital - background and preferences", "user",
 "Niamh Doyle", "head of digital, owns intake and shopsync", """
Niamh Doyle is head of digital at Oakhaven ReFurnish (since 2024). Background in Django;
owns intake and shopsync, reviews everything else. Works Tue–Fri, Mondays off.
Prefers plain-English explanations for anything that will be shown to the workshop or shop staff.
"""),

("user_kwame.md", "kwame",
 "Kwame Asante, developer - vanroute and benchlog", "user",
 "Kwame Asante", "developer, vanroute and benchlog", """
Kwame Asante, developer since January 2026. Owns vanroute and benchlog; strongest on TypeScript.
[[A4a]]Kwame and Niamh alternate on-call weekly.
Lotte Verhoeven (part-time, data) does the Metabase work and the funder numbers.
"""),

("reference_people.md", "people",
 "who is who - staff and roles", "reference",
 "People", "staff and who to ask about what", """
- Niamh Doyle: head of digital
- Kwame Asante: developer
- Lotte Verhoeven: data and reporting (part-time, Wed/Thu)
- Dev Patel: workshop manager, Easton
- Maggie Oyelaran: operations manager, Avonmouth and the vans
- Tom Reilly: shops manager (GLR and WSM)
- Hana Novak: volunteer coordinator
- Sam Whitcombe: finance (two days a week)
"""),

("reference_glossary.md", "glossary",
 "Glossary: internal words and codes", "reference",
 "Glossary", "internal words and codes", """
- **run**: one van's list of collections for a day
- **bench**: the intake bench at Avonmouth, where items are checked and photographed
- **sign-off**: workshop lead's approval that an item is ready for sale
- **amnesty**: a promotion where we collect a category (e.g. sofas) without the usual checks on condition
- **reuse rate**: items sold / items received, by weight
- **SKU**: the item code printed on the price label
"""),

("reference_funders.md", "funders",
 "funders and what they want reported", "reference",
 "Funders", "who funds us and what they ask for", """
- National Lottery Community Fund: trainee starts and completions, quarterly
- Bristol City Council reuse grant: tonnes diverted from landfill, quarterly
- Quartet Community Foundation: volunteer hours, yearly
- Reports are due by the 20th of the month after the quarter ends
"""),

("project_website_refresh.md", "website-refresh",
 "refresh of the main charity website", "project",
 "Website refresh", "the WordPress site redesign planned for 2027", """
The main site oakhaven.org.uk (WordPress, hosted by Krystal) is due a redesign in early 2027.
- The donation form is embedded from intake via an iframe and must keep working
- Lotte wants the live tonnage counter from Metabase on the home page
- No decision yet on whether to leave WordPress
"""),
]
