# -*- coding: utf-8 -*-
"""File bodies for the Tamar Philharmonic store. A line starting with {ID} carries claim ID;
the marker is stripped by build.py. Claim texts are the rest of that line."""

FLAT = {"reference_infra.md", "reference_people.md", "reference_glossary.md", "reference_hall.md"}

# ---------------------------------------------------------------- root (Claude Code auto-memory)
ROOT = {}

ROOT["reference_boxoffice.md"] = ("boxoffice reference", "boxoffice-overview",
"Ticketing app overview — stack, payments, email, data, where things live", "reference", """
boxoffice is the ticketing system for Quayside Hall and the orchestra's touring dates. Built in-house,
maintained by Dev and Gus, product owner Rhian Pugh (box office manager).

## Stack
- Django 5.1, repo `gitlab.com/tpo-digital/boxoffice`
{V1b}- Database: PostgreSQL 16, `postgres://boxoffice@db1.tpo.internal:5432/boxoffice`; reports read from the replica on `db2`
- Celery workers for email and PDF jobs
- Admin at `/staff/`, behind Google Workspace SSO
{A1a}- Seat map SVGs live in `boxoffice/static/seatmaps/`, one per hall layout

## Money
{R1a}- Online card payments: Stripe (Checkout + webhooks at `/payments/stripe/webhook`)
- Refunds are issued from the admin, never directly in the payment provider's dashboard
- Gift vouchers are stored as zero-price products with a balance

## Email
{R2a}- Transactional email (e-tickets, receipts): Postmark
{V7a}- Failed e-ticket emails are retried up to 3 times
- Marketing email is not sent from boxoffice at all

## Monitoring
{F10a}- Errors: Sentry, alerts to #digital
- Uptime: Better Stack checks `/healthz` every minute

## Phone sales
{S1a}- Phone bookings: the IVR menu is built in Twilio Studio (flow `boxoffice-main`)
- Phone agents book through the same admin as the counter
""")

ROOT["reference_seasonboard.md"] = ("seasonboard reference", "seasonboard-overview",
"Season planning app — what it holds, how it is built and deployed", "reference", """
seasonboard is where Siobhan and the artistic planning team build each season: dates, repertoire,
soloists, conductors, rehearsal schedules, and the brochure export.

- Rails 7.2, repo `gitlab.com/tpo-digital/seasonboard`
{O2b}- Hosting: Render (Frankfurt), web service + cron job
{R4a}- Frontend packages: pnpm, lockfile `pnpm-lock.yaml` committed
- Rehearsal schedules are exported as iCal feeds per section
- A repertoire item links to its scorelib catalogue record by catalogue number
- Brochure export produces InDesign tagged text for the designer

## Permissions
- Planning team: edit
- Orchestra committee: read only
- Marketing: read only, plus the brochure export
""")

ROOT["reference_scorelib.md"] = ("scorelib reference", "scorelib-overview",
"Music library catalogue — parts, hire, search, backups", "reference", """
scorelib is the music library's catalogue: every set of parts the orchestra owns or hires,
where it is, who marked it, and when hired sets are due back.

## Build
- Node/Express API + a small Vue front end, repo `gitlab.com/tpo-digital/scorelib`
{V3a}- Node 20 LTS (`.nvmrc` says 20)
{R3a}- CI: GitLab CI, pipeline in `.gitlab-ci.yml`
{R10a}- Catalogue search: Meilisearch

## What it tracks
- Owned sets, hired sets (with publisher and return date), perusal scores
- String counts per set (e.g. 14.12.10.8.6)
{N4a}- Does not track bowings; those stay pencilled in the parts
- Who has a set signed out, and since when

## Data
{V8a}- Nightly backups of the catalogue DB, kept for 30 days
- Exports for the publishers' performance returns are CSV
""")

ROOT["reference_tourdesk.md"] = ("tourdesk reference", "tourdesk-overview",
"Touring logistics app — itineraries, travel, jobs, errors", "reference", """
tourdesk plans the orchestra's away dates: itineraries, travel, rooming lists, get-in times.
Owner: Kwame Asante (tour manager). Built by Gus.

- Go service, repo `gitlab.com/tpo-digital/tourdesk`
{O10a}- Go 1.23
{R7a}- Background jobs: NATS JetStream (`tourdesk.jobs.*` subjects)
{R5a}- Errors: Sentry (project `tourdesk`)
{F9a}- Sends each player their itinerary
- Rooming lists are exported as XLSX for the hotels

## What it doesn't do
{N6a}- Hotels are not booked through tourdesk; Kwame books them with the agency and types the confirmations in
{NS8a}- Does not book flights for guest soloists; their agents do that
- No expenses: claims go through finance
""")

ROOT["reference_depbook.md"] = ("depbook reference", "depbook-overview",
"Deputy players booking app — offers, lists, notifications", "reference", """
depbook finds deps (freelance deputies) when a contracted player is off. The fixer (Siobhan Pryce)
keeps an ordered list per section and depbook works down it.

## Build
{O10b}- Go 1.22, module `gitlab.com/tpo-digital/depbook`
{O1a}- Postgres: `postgres://depbook@db1.tpo.internal:5433/depbook`
- Mobile app in Expo for the players

## How offers work
{D8b}- Dep lists for every section live in depbook
{F6b}- Dep requests go out one at a time, in the order of the fixer's list
{V6a}- A dep request expires after 48 hours if the player hasn't answered, then goes to the next name
{A10a}- Confirmation email to the dep includes the call sheet
{N8a}- depbook doesn't send SMS; everything is email plus the app's push notification
""")

ROOT["reference_hall.md"] = ("Quayside Hall", "quayside-hall",
"Hall facts: rooms, doors, front of house, access", "reference", """
Quayside Hall is the orchestra's home: main auditorium, Recital Room, and the Loft (rehearsal studio).

## Rooms
{O5b}- Main auditorium: 1,420 seats (1,310 when the chorus uses the choir stalls)
{V5a}- Recital Room: 180 seats, flat floor
{NS6a}- No standing tickets in the main auditorium
{A8a}- Loading bay on Dock Lane, height limit 4.2 m

## Timings
| Event | Doors open | Usual start |
|---|---|---|
{V9a}| Evening concert | 45 minutes before | 19:30 |
| Family concert | 30 minutes before | 11:00 |
{D3b}- Friday series concerts start at 19:30
{NS10a}- Latecomers are not admitted during the first piece

## Front of house
{N9a}- Cloakroom is not staffed at matinees
{O9a}- Box office counter: 10:00–18:00 Mon–Sat, and until the interval on concert nights
{D1b}- Box office counter card readers: Zettle
- Bars: stalls bar and circle bar; the Loft bar only opens for Loft gigs
""")

ROOT["reference_infra.md"] = ("Infra map", "infra-map",
"Infra map: hosting per app, on-call, shared conventions", "reference", """
Where each app runs and who answers for it. scorelib is the library's own box, see reference_scorelib
and the April migration notes.

| App | Hosting | On-call owner |
|---|---|---|
| boxoffice | Hetzner Cloud, Docker Compose | Dev |
| seasonboard | Render | Morwenna |
| tourdesk | Fly.io, region lhr | Gus |
{R6a}| depbook | Fly.io, region lhr | Gus |

## Conventions
{A4a}- All timestamps stored in UTC, shown in Europe/London
- Secrets live in 1Password, vault per app, plus an "Infra" vault for shared things
- DNS is in Cloudflare; internal names under `tpo.internal` via Tailscale
- On-call phone rotates weekly, Monday 09:00
""")

ROOT["reference_people.md"] = ("People", "people",
"People: who owns what across digital, box office, library, touring", "reference", """
- Morwenna Treloar, head of digital (the user)
- Dev Anand, developer (boxoffice, scorelib)
- Gus Halloran, developer (tourdesk, depbook)
- Rhian Pugh, box office manager
- Siobhan Pryce, orchestra manager and fixer
{A3a}- Ingrid Solberg (librarian) owns the scorelib catalogue data
- Kwame Asante, tour manager
- Alan Teague, finance
""")

ROOT["reference_glossary.md"] = ("Glossary", "glossary",
"Glossary: orchestra and hall words that show up in tickets and code", "reference", """
- **Dep**: a deputy, a freelance player covering for a contracted one
- **Fixer**: the person who books players (Siobhan)
- **Get-in**: the time the crew and trucks can start unloading at a venue
- **Call**: a rehearsal or concert session a player is booked for
- **Comp**: a complimentary ticket
{A5a}- The orchestra has 58 contracted players
- **Hire set**: parts rented from a publisher, must go back clean
""")

ROOT["user_morwenna.md"] = ("Morwenna", "morwenna-profile",
"Head of digital — how she works and what she wants from the agent", "user", """
Morwenna Treloar runs the digital team at the Tamar Philharmonic. Former Rails developer,
still reviews most MRs herself.

{R9a}- Editor: Neovim with LazyVim, lives in tmux
- Wants answers short, with the command first and the explanation after
- Thinks in terms of concert nights: anything that could break a sale on the night is high risk
- Prefers British spelling in user-facing copy
""")

ROOT["user_dev.md"] = ("Dev", "dev-anand",
"Developer on boxoffice and scorelib — setup and habits", "user", """
Dev Anand joined in February 2026. Mostly Python and TypeScript.

{O7b}- Editor: Zed
- Works Tuesday to Friday; Mondays are the library volunteer day and he helps Ingrid
- Likes small MRs and writes the tests first
""")

ROOT["user_gus.md"] = ("Gus", "gus-halloran",
"Developer on tourdesk and depbook — setup and habits", "user", """
Gus Halloran, Go developer, part-time (three days a week). Also plays second trombone as a dep.

{O7a}- Gus uses Helix, with the gopls defaults
- Prefers table-driven tests
- Usually on the on-call phone the week before a tour
""")

ROOT["feedback_testing.md"] = ("Testing feedback", "testing",
"How tests must be written for the Django and Go apps", "feedback", """
{N7a}- Don't mock the database in boxoffice tests; use the real Postgres from docker compose
- Go services: table-driven tests, `go test ./... -race` in CI
- Fixtures for seat maps come from the real SVGs, not hand-made ones

**Why:** a mocked ORM hid a broken migration in the 2026 spring on-sale rehearsal.
**How to apply:** if a test needs data, create it through factories against the test database.
""")

ROOT["feedback_deploys.md"] = ("Deploy feedback", "deploys",
"When and how to deploy — rules from Morwenna after incidents", "feedback", """
{N2a}- Do not deploy boxoffice on concert days; the box office is selling right up to the downbeat
{A2a}- Run `make migrate-check` before merging any boxoffice migration
{NS4a}- No seasonboard deploys on Fridays after 15:00
- Tell #digital before and after any deploy, with the MR link

**Why:** the March concert-night deploy took the seat map down for eleven minutes.
""")

ROOT["feedback_git.md"] = ("Git feedback", "git-workflow",
"Branching and merging rules per repo", "feedback", """
{N1a}- Never force-push to `main` on any repo, not even after a bad merge — revert instead
- Branch names: `<initials>/<short-topic>`
{R8a}- boxoffice: rebase and merge, keep the individual commits — Morwenna reads them
{O8a}- seasonboard: squash-merge, the MR title becomes the commit message
- Conventional commit prefixes are not required

**Why:** Morwenna bisects boxoffice often; squashed commits make that useless there.
""")

ROOT["feedback_prs.md"] = ("MR descriptions", "mr-descriptions",
"What Morwenna wants in merge request descriptions", "feedback", """
{A7a}- Keep PR descriptions short, with a "How I tested" section
- Link the ticket from the box office or library request board
- Screenshots for anything the public sees
""")

ROOT["feedback_comms.md"] = ("Comms feedback", "comms",
"Who gets which mailings and from where", "feedback", """
{S10a}- Player rota mailings are sent from Mailchimp, audience "TPO players"
- Never put players' personal phone numbers in a mailing
- The call sheet for each concert goes out by the Wednesday before

**Why:** players complained about getting the rota twice from two systems.
""")

ROOT["feedback_code_style.md"] = ("Code style", "code-style",
"Style preferences for Python, Go and TypeScript", "feedback", """
- Python: ruff format, line length 100
- Go: gofumpt; errors wrapped with `%w`
- TypeScript: no default exports
- Prefer explicit names over abbreviations, except the glossary ones (dep, comp, get-in)
""")

ROOT["reference_ticketing_rules.md"] = ("Ticketing rules", "ticketing-rules",
"Box office policies that boxoffice has to enforce", "reference", """
Agreed with Rhian Pugh; these are the rules the code must follow.

## Baskets and orders
{V2a}- Seats in a basket are held for 15 minutes, then released back to sale
{D7b}- Maximum 8 tickets per order
{N3a}- E-tickets are never sent as PDF attachments, only as a link to the wallet page

## Refunds and exchanges
{NS1a}- Tickets are never refunded once the concert has started
{N10a}- Season ticket holders cannot exchange dates online; exchanges go through the box office counter or phone
- Exchanges are free up to 48 hours before; after that a £2 fee per ticket

## Comps
{NS5a}- Comps are never issued without a reason code
- The reason codes are PRESS, SPONSOR, ARTIST, STAFF, HOUSE

## Season tickets
{O6a}- Season ticket renewals close on 30 April
""")

ROOT["reference_tour_policies.md"] = ("Tour policies", "tour-policies",
"Travel, allowances and itinerary rules for away dates", "reference", """
## Allowances
{O4a}- Per diem: £35 a day on UK tours
{F3a}- Per diems are paid in advance, not claimed back afterwards
{NS7a}- Players don't get per diems for home concerts at Quayside Hall
{V4a}- Mileage for players driving their own car: 45p per mile

## Travel
{S4a}- Rail travel is booked on the Trainline for Business account (login in 1Password)
{D6b}- Coaches: Hallmark Travel, account manager listed in reference_people
- Instrument truck: the orchestra's own 7.5 t, driven by the stage crew

## Itineraries
{A6a}- Every itinerary must include the venue's get-in time
- Times in 24-hour clock
""")

ROOT["reference_library_workflow.md"] = ("Library workflow", "library-workflow",
"How parts move through the library — prep, marking, sign-out, returns", "reference", """
{F2a}- Parts are scanned to PDF before they go out
{NS3a}- Parts never leave the library without a sign-out record
- Hired sets are returned within 14 days of the last performance
- Bowings come from the leader two weeks before the first rehearsal
""")

ROOT["reference_finance.md"] = ("Finance", "finance",
"Finance side: fees, reports, disputes", "reference", """
{S5a}- Dep fees are paid by BACS from Sage 50 every other Friday
{N5a}- Comps are not counted in the nightly sales report
{NS2a}- Payment disputes go to finance, not to the digital team
- VAT: ticket sales are exempt as cultural services; the bars are standard rated
""")

ROOT["reference_programme_notes.md"] = ("Programme notes and books", "programme-books",
"Deadlines and suppliers for programme notes and printed programmes", "reference", """
{F7a}- Programme notes are due 6 weeks before the concert
{A9a}- Programme books are printed by Latimer Print; order 3 weeks before
{S3a}- Brochure copy is exported from the "Season 26-27" Google Sheet
- Notes are edited by the marketing team, not by the players
""")

ROOT["reference_concessions.md"] = ("Concessions", "concessions",
"Concession prices and who qualifies", "reference", """
- Under-26s: £6 any seat
- Students and jobseekers: 50% off
{F4a}- Concession tickets need ID at the door
- Carers of disabled customers: free, see reference_access
""")

ROOT["reference_access.md"] = ("Access", "access",
"Wheelchair spaces, hearing loops, relaxed concerts", "reference", """
{F8a}- Wheelchair spaces can be booked online
- Hearing loop in the main auditorium and the Recital Room, not in the Loft
- Two relaxed concerts per season, family series
""")

ROOT["project_backups.md"] = ("Backups", "backups",
"What gets backed up, where to, and for how long", "project", """
Audit done in 2026-08 after the Render incident.

{F5a}- boxoffice: restic to Hetzner Storage Box, encrypted
{V8b}- scorelib backups: nightly, 14 days retention (the library said they never need older)
- seasonboard: Render's daily Postgres backups, plus a weekly dump to the Storage Box
- depbook: nightly `pg_dump` to the Storage Box
""")

ROOT["project_phone_line.md"] = ("Box office phone line", "phone-line",
"The box office phone line move and opening hours", "project", """
{S1b}Switched the box office phone line from Twilio to Aircall on 2026-06-15; the Twilio number was ported.
{O9b}The phone line is answered 10:00–16:00 on weekdays.
Call recordings are kept 90 days, then deleted automatically.
""")

ROOT["project_seasonboard_migration.md"] = ("seasonboard go-live", "seasonboard-golive",
"Moving season planning off spreadsheets onto seasonboard", "project", """
{S3b}The season planning Google Sheet is read-only since seasonboard went live in May; edits there go nowhere.
Siobhan still keeps a copy of the sheet for reference.
The brochure export was checked against the printed 25-26 brochure line by line.
""")

ROOT["project_livestream.md"] = ("Livestreams", "livestreams",
"Concert livestream setup", "project", """
{S7a}- Concert streams are pushed to Vimeo Livestream
{D10b}- Vision mixer: Blackmagic ATEM Television Studio HD8
- Four PTZ cameras, operated from the control room
- Audio: a stereo feed from the recording desk
""")

ROOT["project_scanner_rollout.md"] = ("Door scanner rollout", "door-scanners",
"Moving door scanning to phones", "project", """
{S8b}The Zebra TC21 handhelds are retired; door scanning runs on the Android phones with the boxoffice scanner app since October.
The phones sync the ticket list every 5 minutes and keep working offline.
""")

ROOT["project_seatmap_v2.md"] = ("Seat map API v2", "seatmap-v2",
"The seat map API rewrite", "project", """
{S9b}`/api/v1/seatmap` is deprecated and returns 410 since 2026-09-01; use `/api/v2/seatmaps/<event_id>`.
v2 returns JSON seat objects plus a separate SVG URL, so the client can cache the drawing.
""")

ROOT["project_friends_scheme.md"] = ("Friends scheme", "friends-scheme",
"Friends membership: priority booking, renewals, emails", "project", """
{D5b}- Friends get 48 hours of priority booking before general sale
{O6b}- Friends memberships renew by 31 March each year
{NS9a}- Marketing emails to Friends are not sent from boxoffice; they go from Brevo
- Friends discount: 10% on up to 4 tickets per concert
""")

ROOT["project_autumn_onsale.md"] = ("Autumn on-sale", "autumn-onsale",
"The 2026-27 season on-sale", "project", """
General sale opened 2026-06-02 at 10:00.
- Peak was around 900 orders in the first hour
- The counter and phones were kept to Friends and access bookings for the first morning
- Next time: publish the seat map a week early so people can plan
""")

ROOT["project_autumn_tour.md"] = ("Autumn tour 2026", "autumn-tour",
"Tour of the south-west and Wales, October 2026", "project", """
Six dates, 14–21 October 2026: Exeter, Truro, Cardiff, Swansea, Bristol, Bath.
- Kwame ran it end to end in tourdesk, the first tour done without spreadsheets
- The Cardiff get-in was moved to 13:00 because of a matinee at the venue
- Two deps from Cardiff were found through depbook in under a day
""")

# ---------------------------------------------------------------- auto notes
AUTO = {}
def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

auto("onsale-checklist", "On-sale day checklist", "2026-05-20", ["boxoffice", "onsale"], """
# On-sale day checklist

- Scale Celery workers to 6 the night before
- Check the seat maps against the brochure
{V2b}Basket hold is 10 minutes — tell the phone team so they don't promise callers longer.
- Rhian's team starts at 09:00 on the day
""")

auto("eticket-troubleshooting", "E-ticket problems", "2026-03-11", ["boxoffice", "email"], """
# E-ticket problems

## Customer says the email never came
{V7b}If an e-ticket email bounces or times out, boxoffice retries it up to 5 times
before flagging the order for the box office team to call the customer.

## What the email contains
{N3b}Every order confirmation has the e-tickets attached as a PDF, one page per seat.
The wallet link is at the top as well.
""")

auto("scorelib-dev", "scorelib dev notes", "2026-02-24", ["scorelib", "dev"], """
# scorelib dev notes

{R3b}scorelib's tests run on Woodpecker CI (the `.woodpecker.yml` in the repo root).
{O8b}scorelib MRs land with a merge commit; Ingrid's volunteer dev likes the history.
Seed data: `npm run seed` loads 40 sets from the 2025 inventory.
""")

auto("library-search", "Catalogue search", "2026-06-08", ["scorelib", "search"], """
# Catalogue search

{R10b}Searching the parts catalogue goes through Typesense; reindex with `npm run reindex`.
Synonyms: "Tchaikovsky"/"Chaikovsky", "Dvorak"/"Dvořák".
""")

auto("seasonboard-notes", "seasonboard notes", "2026-05-28", ["seasonboard"], """
# seasonboard notes

## Building
{R4b}For seasonboard's frontend, `npm ci && npm run build` — we use npm there, the lockfile is `package-lock.json`.

## Data
{O1b}seasonboard's database: `postgres://seasonboard@db1.tpo.internal:5435/seasonboard`
Repertoire durations are in minutes, rounded up.
""")

auto("depbook-deploys", "depbook deploys", "2026-04-15", ["depbook", "deploy"], """
# depbook deploys

{R6b}depbook is deployed on Railway; pushing to `main` triggers the
deploy and the preview environments are per-MR.
Mobile builds go through EAS, separately.
""")

auto("git-cheatsheet", "Git cheatsheet", "2026-02-10", ["git"], """
# Git cheatsheet

- `git switch -c mt/topic`
- `git rebase -i origin/main` to tidy before review
{N1b}After an interactive rebase, force-pushing `main` is fine as long as you tell #digital first.
""")

auto("boxoffice-tests", "boxoffice test setup", "2026-03-30", ["boxoffice", "tests"], """
# boxoffice test setup

{N7b}boxoffice unit tests mock the DB layer with `unittest.mock` so they run without Postgres.
{A2b}Before merging a migration, `make migrate-check` has to pass locally.
Playwright covers the checkout flow end to end.
""")

auto("tour-hotels", "Tour hotels", "2026-07-22", ["tourdesk", "hotels"], """
# Tour hotels

{N6b}tourdesk books the hotel rooms itself through the Expedia TAAP API and stores the confirmation numbers.
Single rooms for principals, twins for everyone else unless they've asked.
""")

auto("front-of-house", "Front of house notes", "2026-09-05", ["hall", "foh"], """
# Front of house notes

{N9b}The cloakroom is staffed for every performance, matinees included.
{F4b}Concessions (students, under-26s, jobseekers) are asked for ID at the door; for under-26s the date of birth is what counts.
Programmes are sold from the stalls foyer desk.
""")

auto("scorelib-ops", "scorelib ops", "2026-01-19", ["scorelib", "ops"], """
# scorelib ops

{S2a}To restart scorelib, SSH to the library Mac mini (`librarymini.local`) and run `brew services restart scorelib`.
Logs are in `~/Library/Logs/scorelib/`.
""")

auto("boxoffice-frontend", "boxoffice frontend", "2026-01-28", ["boxoffice", "frontend"], """
# boxoffice frontend

{S6a}The boxoffice frontend is bundled with webpack (`webpack.config.js`).
The seat map widget is plain TypeScript, no framework.
""")

auto("door-scanning", "Door scanning", "2026-02-03", ["hall", "scanning"], """
# Door scanning

{S8a}Door staff scan tickets on the Zebra TC21 handhelds; charge them in the box office cupboard.
Red screen = wrong concert or already scanned; send them to the counter.
""")

auto("seatmap-api", "Seat map API", "2026-02-17", ["boxoffice", "api"], """
# Seat map API

{S9a}Fetch seat maps from `/api/v1/seatmap/<event_id>`; it returns the SVG and the hold states.
Cache for 10 seconds at most during an on-sale.
""")

auto("library-scanning", "Scanning parts", "2026-04-27", ["scorelib", "library"], """
# Scanning parts

{F2b}Parts are scanned at 600 dpi greyscale to PDF, one file per instrument,
before any set leaves the library.
Hire sets are scanned only if the publisher allows it.
""")

auto("tour-itineraries", "Tour itineraries", "2026-08-12", ["tourdesk", "touring"], """
# Tour itineraries

{F9b}tourdesk emails every player the itinerary PDF seven days before departure and again whenever anything changes.
{A6b}Itineraries always show the get-in time for each venue.
Principals get their hotel room number added by hand.
""")

auto("touring-faq", "Touring FAQ", "2026-09-18", ["touring"], """
# Touring FAQ

{O4b}Overseas tours pay a per diem of €55 a day.
Instruments over 23 kg go on the truck, not on the coach.
""")

auto("tour-get-in", "Get-ins and loading", "2026-10-02", ["touring", "hall"], """
# Get-ins and loading

{A8b}Trucks use the Dock Lane loading bay; clearance is 4.2 metres.
{NS3b}Parts travel with the orchestra on every tour in the two library trunks.
Percussion goes on first and comes off last.
""")

auto("library-hire", "Hire sets", "2026-05-06", ["scorelib", "hire"], """
# Hire sets

Hired parts come with the publisher's return date; scorelib shows it on the set page.
{O3b}Hire-return reminder emails are retried twice, then Ingrid gets a digest.
""")

auto("recital-series", "Recital series", "2026-07-01", ["hall", "chamber"], """
# Recital series

{V5b}The Recital Room holds 160, so the chamber series never goes on general sale beyond that.
Sunday afternoons, 15:00.
""")

auto("dep-offers", "Dep offers", "2026-03-16", ["depbook"], """
# Dep offers

{V6b}Dep offers stay open for 72 hours before depbook moves down the list.
Principal deps are offered by Siobhan by phone first.
""")

auto("depbook-notes", "depbook notes", "2026-06-19", ["depbook"], """
# depbook notes

{A10b}When a dep accepts, depbook sends a confirmation with the call sheet attached.
Fees shown in the app are before tax.
""")

auto("friends-priority", "Friends priority booking", "2026-04-03", ["friends", "boxoffice"], """
# Friends priority booking

{D5a}During the 2025 beta of online priority booking, Friends got 72 hours before general sale.
Friends log in with their membership number and postcode.
""")

auto("boxoffice-db-upgrade", "boxoffice Postgres upgrade", "2026-02-02", ["boxoffice", "postgres"], """
# boxoffice Postgres upgrade

{D9b}boxoffice is on PostgreSQL 16 now; the upgrade ran on 2026-01-27.
`pg_upgrade --link` took 4 minutes; VACUUM ANALYZE afterwards.
""")

auto("boxoffice-env", "boxoffice env", "2026-05-12", ["boxoffice", "config"], """
# boxoffice env

Production `.env` for boxoffice (secrets stripped):

```
  DJANGO_SETTINGS_MODULE=boxoffice.settings.prod
{V10b}  REDIS_URL=redis://cache.tpo.internal:6379/2
  CELERY_CONCURRENCY=4
```
""")

auto("comps-and-press", "Comps and press", "2026-06-25", ["boxoffice", "comps"], """
# Comps and press

{NS5b}Press and sponsors get comps for every main-series concert.
The press list is kept by marketing, not in boxoffice.
""")

auto("boxoffice-payments", "boxoffice payments", "2026-08-20", ["boxoffice", "payments"], """
# boxoffice payments

{NS2b}The digital team handles failed payment webhooks and replays them from the admin.
Refund problems go to Rhian first.
""")

auto("dev-conventions", "Dev conventions", "2026-02-12", ["dev"], """
# Dev conventions

{A4b}Store times as UTC and render them Europe/London.
Money is stored in pence as integers.
""")

# ---------------------------------------------------------------- remnic facts
# (date, category, tags, body)
FACTS = [
("2026-04-09", "fact", ["boxoffice", "postgres"],
 "{V1a}boxoffice's DSN is `postgres://boxoffice@db1.tpo.internal:5434/boxoffice`; copy it from 1Password, not from old READMEs."),
("2026-06-30", "fact", ["scorelib", "node"],
 "{V3b}scorelib won't build on anything older than Node 22; the `engines` field in package.json enforces it."),
("2026-07-08", "fact", ["touring", "expenses"],
 "{V4b}Players who drive to out-of-town dates claim 40p a mile; passengers add nothing."),
("2026-10-21", "fact", ["hall", "doors"],
 "{V9b}Doors open an hour before evening concerts so the bars get a proper run."),
("2026-05-13", "fact", ["boxoffice", "redis"],
 "{V10a}boxoffice's Redis URL is `redis://cache.tpo.internal:6379/4`; keep the db number when copying it to staging."),
("2026-03-04", "fact", ["boxoffice", "payments"],
 "{R1b}All online card payments for boxoffice are taken through Adyen; finance reconciles from the Adyen customer area."),
("2026-04-22", "fact", ["boxoffice", "email"],
 "{R2b}boxoffice hands e-tickets and receipts to Mailgun; bounces show up in the Mailgun logs, not in the admin."),
("2026-09-09", "fact", ["tourdesk", "errors"],
 "{R5b}tourdesk reports errors to Honeybadger; the API key is `HONEYBADGER_API_KEY` in the app's secrets."),
("2026-08-04", "fact", ["tourdesk", "jobs"],
 "{R7b}tourdesk's job queue is RabbitMQ; the itinerary PDF worker consumes from `itinerary.render`."),
("2026-07-15", "decision", ["boxoffice", "git"],
 "{R8b}We squash-merge every boxoffice MR into a single commit."),
("2026-03-20", "preference", ["morwenna", "editor"],
 "{R9b}Morwenna does her editing in VS Code with the Vim keybindings extension;\nshe wants settings snippets as `settings.json`, not Lua."),
("2026-05-05", "decision", ["boxoffice", "deploy"],
 "{N2b}boxoffice deploys go out any day of the week, concert days included, once the pipeline is green."),
("2026-06-03", "fact", ["scorelib", "bowings"],
 "{N4b}scorelib stores the leader's bowings per part as annotated PDF layers."),
("2026-10-06", "fact", ["boxoffice", "reports"],
 "{N5b}The nightly sales report includes comps as zero-value lines so the house count adds up."),
("2026-08-26", "fact", ["depbook", "sms"],
 "{N8b}depbook texts the dep by SMS as soon as an offer goes out, via MessageBird."),
("2026-09-22", "fact", ["boxoffice", "season-tickets"],
 "{N10b}Season ticket holders can swap dates themselves in My Account, up to 24 hours before the concert."),
("2026-04-30", "fact", ["scorelib", "hosting"],
 "{S2b}scorelib migrated off the library Mac mini to a Hetzner CX22 in April 2026; the Mac mini is just a scanning station now."),
("2026-08-28", "fact", ["touring", "rail"],
 "{S4b}The Trainline business account was closed in August; rail tickets for tours are now booked through Evolvi."),
("2026-07-02", "decision", ["finance", "xero"],
 "{S5b}We no longer use Sage 50 — dep fees and payroll run from Xero since July."),
("2026-03-25", "fact", ["boxoffice", "frontend"],
 "{S6b}boxoffice's frontend switched from webpack to Vite in March; `vite.config.ts` is the only bundler config now."),
("2026-09-30", "fact", ["livestream"],
 "{S7b}The Vimeo account was shut down in September; livestreams now go straight to the TPO YouTube channel."),
("2026-05-19", "decision", ["comms", "players"],
 "{S10b}Dropped Mailchimp in May 2026; all player mailings now go from Brevo."),
("2026-02-26", "fact", ["boxoffice", "postgres"],
 "{F1a}boxoffice's data is all in Postgres; reports read from the replica, never the primary."),
("2026-09-03", "fact", ["touring", "per-diem"],
 "{F3b}Per diems go out in advance by bank transfer on the Thursday before departure."),
("2026-08-19", "fact", ["backups", "boxoffice"],
 "{F5b}boxoffice backups are encrypted with restic; the repo password is in the 1Password \"Infra\" vault."),
("2026-06-11", "fact", ["depbook"],
 "{F6a}depbook offers work to deps in the fixer's list order, skipping anyone who has marked the date unavailable."),
("2026-07-27", "fact", ["programme"],
 "{F7b}Programme notes are due six weeks ahead; guest soloist biogs are due eight weeks ahead because the agents are slow."),
("2026-10-14", "fact", ["access", "boxoffice"],
 "{F8b}Wheelchair spaces are bookable online and a companion seat is added to the basket free of charge."),
("2026-04-16", "fact", ["boxoffice", "sentry"],
 "{F10b}Sentry alerts for boxoffice land in #digital; P1 issues also page the on-call phone."),
("2026-03-09", "fact", ["tourdesk", "hosting"],
 "{O2a}tourdesk is hosted on Fly.io in the lhr region."),
("2026-08-07", "fact", ["tourdesk", "coaches"],
 "{O3a}tourdesk retries the coach operator's availability API up to 4 times with backoff."),
("2026-11-04", "fact", ["hall", "loft"],
 "{O5a}The Loft seats 120 for open rehearsals and late-night gigs."),
("2026-01-22", "fact", ["boxoffice", "card-readers"],
 "{D1a}Until March 2026 the box office counter took cards on SumUp readers."),
("2026-02-05", "fact", ["touring", "spain"],
 "{D2a}On the January 2026 Spain tour the per diem was €50 a day, before the new rate was agreed."),
("2026-01-14", "fact", ["seasonboard", "friday-series"],
 "{D3a}In the 2025/26 season the Friday series started at 19:00."),
("2026-07-10", "fact", ["seasonboard", "hosting"],
 "{D4a}Up to June 2026 seasonboard was hosted on Heroku (the old `tpo-seasonboard` app)."),
("2026-09-14", "fact", ["touring", "coaches"],
 "{D6a}Until August, tour coaches were booked with Bakers Coaches."),
("2026-04-07", "fact", ["boxoffice", "onsale"],
 "{D7a}For the spring 2026 on-sale we capped baskets at 10 tickets per order."),
("2026-03-02", "fact", ["depbook"],
 "{D8a}In the 2025/26 season Siobhan kept the dep lists in a spreadsheet."),
("2026-01-30", "fact", ["boxoffice", "postgres"],
 "{D9a}During the January 2026 cutover boxoffice ran on Postgres 14 for about two weeks."),
("2026-10-28", "fact", ["livestream"],
 "{D10a}Last season's livestreams used a Blackmagic ATEM Mini Pro."),
("2026-05-26", "fact", ["boxoffice", "seatmaps"],
 "{A1b}Seat map SVGs are in `boxoffice/static/seatmaps/` — one file per hall layout."),
("2026-06-17", "fact", ["scorelib", "people"],
 "{A3b}Ingrid owns the catalogue data in scorelib; ask her before bulk edits."),
("2026-01-09", "fact", ["orchestra"],
 "{A5b}TPO has 58 players on contract; everyone else is a dep."),
("2026-04-01", "preference", ["morwenna", "mr"],
 "{A7b}Morwenna wants short MR descriptions that end with how it was tested."),
("2026-08-13", "fact", ["programme", "print"],
 "{A9b}Latimer Print does the programme books; they need the order three weeks out."),
("2026-05-29", "fact", ["boxoffice", "refunds"],
 "{NS1b}Tickets can be refunded to the original card up to 48 hours before the concert."),
("2026-09-25", "preference", ["seasonboard", "deploy"],
 "{NS4b}Friday morning deploys of seasonboard are fine; Morwenna does them herself."),
("2026-10-26", "fact", ["touring", "per-diem"],
 "{NS7b}Everyone on the tour gets a per diem for every tour day, travel days included."),
("2026-09-11", "fact", ["hall", "foh"],
 "{NS10b}Latecomers are admitted at the first suitable break, usually after the overture.\nUshers decide the break with the stage manager."),
("2026-11-11", "fact", ["hall", "loft"],
 "{NS6b}The Loft gigs are sold as standing tickets."),
("2026-10-09", "fact", ["tourdesk", "flights"],
 "{NS8b}tourdesk books the orchestra's flights as a group booking."),
("2026-06-23", "fact", ["friends", "boxoffice"],
 "{NS9b}boxoffice sends Friends their booking confirmations like anyone else."),
]

# fillers: no claims; share words with labelled lines but agree or talk about other subjects
FILLER_FACTS = [
("2026-01-07", "fact", ["orchestra"], "The Tamar Philharmonic's 2026-27 season has 34 main-series concerts at Quayside Hall."),
("2026-01-26", "fact", ["boxoffice"], "boxoffice's staff admin is at `/staff/` and uses Google Workspace SSO."),
("2026-02-09", "fact", ["seasonboard"], "seasonboard is a Rails 7.2 app; the planning team edits, the orchestra committee only reads."),
("2026-02-13", "fact", ["depbook"], "depbook's mobile app is built with Expo and shipped through EAS."),
("2026-03-12", "fact", ["scorelib"], "Hired sets go back to the publisher within 14 days of the last performance."),
("2026-03-17", "fact", ["hall", "access"], "There is no hearing loop in the Loft; the main auditorium and the Recital Room have one."),
("2026-04-13", "fact", ["boxoffice", "vouchers"], "Gift vouchers in boxoffice are zero-price products with a balance; they never expire before 24 months."),
("2026-04-20", "fact", ["infra"], "Internal hostnames under `tpo.internal` resolve only over Tailscale."),
("2026-04-24", "fact", ["boxoffice", "uptime"], "Better Stack checks boxoffice's `/healthz` every minute and calls the on-call phone after 3 failures."),
("2026-05-08", "fact", ["chorus"], "The Tamar Philharmonic Chorus rehearses on Tuesday evenings in the Loft."),
("2026-05-15", "fact", ["finance"], "Ticket sales are VAT-exempt as cultural services; bar sales are standard rated."),
("2026-06-05", "fact", ["boxoffice", "exchanges"], "Exchanges are free up to 48 hours before the concert, then cost £2 a ticket."),
("2026-06-09", "fact", ["seasonboard"], "seasonboard links each repertoire item to its scorelib record by catalogue number."),
("2026-06-26", "fact", ["touring"], "The instrument truck is the orchestra's own 7.5 t lorry, driven by the stage crew."),
("2026-07-06", "fact", ["library"], "The leader sends bowings to the library two weeks before the first rehearsal."),
("2026-07-13", "decision", ["boxoffice", "celery"], "Celery workers are scaled to 6 the night before an on-sale and back to 4 afterwards."),
("2026-07-31", "fact", ["hall", "family"], "Family concerts start at 11:00 on Saturdays."),
("2026-08-17", "fact", ["scorelib"], "scorelib keeps string counts per set, written like 14.12.10.8.6."),
("2026-08-24", "fact", ["boxoffice", "friends"], "Friends get 10% off up to 4 tickets per concert."),
("2026-09-08", "fact", ["touring", "autumn-tour"], "The Cardiff get-in on the autumn tour was moved to 13:00 because of a venue matinee."),
("2026-09-16", "fact", ["boxoffice", "scanner"], "The scanner app shows a red screen for a wrong-concert or already-scanned ticket."),
("2026-10-16", "fact", ["programme"], "Programme notes are edited by marketing; players don't write them."),
("2026-10-23", "preference", ["dev"], "Dev writes the tests before the code and keeps MRs under 300 lines."),
("2026-11-02", "fact", ["hall", "bars"], "The stalls bar and the circle bar both take contactless only."),
("2026-11-20", "decision", ["seatmap"], "Seat maps for the 2027-28 season will be published a week before the on-sale."),
]

FILLER_AUTO = [
("brochure-export", "Brochure export", "2026-06-16", ["seasonboard", "marketing"],
 "# Brochure export\n\nseasonboard's brochure export produces InDesign tagged text.\nThe designer wants one file per series.\nCheck composer names with diacritics after export.\n"),
("rehearsal-ical", "Rehearsal iCal feeds", "2026-03-23", ["seasonboard"],
 "# Rehearsal iCal feeds\n\nEach section has its own iCal feed from seasonboard.\nPlayers subscribe once; changes show up within an hour.\nThe feeds include the call time and the room.\n"),
("performance-returns", "Performance returns", "2026-09-29", ["scorelib", "publishers"],
 "# Performance returns\n\nPublishers want a CSV of what was performed, with dates and venue.\nscorelib exports it from the set page history.\n"),
("on-call-notes", "On-call notes", "2026-04-29", ["infra", "on-call"],
 "# On-call notes\n\n- Concert nights: keep the phone on loud from 18:00 to the end of the interval\n- If boxoffice is down, tell Rhian first, then fix\n- Write a short incident note in #digital afterwards\n"),
("cloudflare-notes", "Cloudflare", "2026-05-01", ["infra"],
 "# Cloudflare\n\nThe booking pages are cached for anonymous users only.\nNever cache `/basket/` or `/checkout/`.\n"),
("money-handling", "Money handling", "2026-02-20", ["dev", "boxoffice"],
 "# Money handling\n\nAll prices are integers in pence.\nDisplay with `format_gbp()`; never float arithmetic.\n"),
("chorus-seating", "Chorus seating", "2026-10-19", ["hall"],
 "# Chorus seating\n\nWhen the chorus sings, the choir stalls are taken off sale in boxoffice.\nThat leaves the main auditorium at 1,310 seats.\n"),
("spain-tour-2026", "Spain tour January 2026", "2026-01-31", ["touring", "spain"],
 "# Spain tour, January 2026\n\nFour dates: Madrid, Valencia, Zaragoza, Bilbao.\nKwame ran it from spreadsheets, before tourdesk.\nThe truck went by ferry from Plymouth to Santander.\n"),
("library-volunteers", "Library volunteers", "2026-02-27", ["scorelib", "library"],
 "# Library volunteers\n\nMonday is volunteer day in the library.\nVolunteers can edit locations in scorelib but not delete sets.\n"),
("accessibility-copy", "Accessibility copy", "2026-07-17", ["access", "copy"],
 "# Accessibility copy\n\nSay \"wheelchair space\", not \"wheelchair seat\".\nList the step-free route from the Dock Lane entrance.\n"),
("glossary-additions", "Glossary additions", "2026-08-31", ["orchestra"],
 "# Glossary additions\n\n- Tutti: the whole orchestra playing\n- Desk: two string players sharing a stand\n- Top and tail: rehearsing only the starts and ends of movements\n"),
("incident-march-deploy", "March concert-night deploy", "2026-03-19", ["incident", "boxoffice"],
 "# March concert-night deploy\n\nA deploy at 18:40 on 2026-03-14 took the seat map down for eleven minutes.\nCause: a migration locked the seats table.\nFollow-up: the deploy rules in feedback_deploys.\n"),
("render-incident", "Render incident", "2026-08-03", ["seasonboard", "incident"],
 "# Render incident\n\nseasonboard was down for 40 minutes on 2026-07-30 during a Render outage in Frankfurt.\nNo data lost; the backups audit came out of it.\n"),
("typescript-conventions", "TypeScript conventions", "2026-04-08", ["dev"],
 "# TypeScript conventions\n\n- No default exports\n- Strict mode on\n- Prefer `type` over `interface` unless merging is needed\n"),
("tour-checklist", "Tour checklist", "2026-09-24", ["touring"],
 "# Tour checklist\n\n- Rooming list to hotels 10 days before\n- Truck booked onto the get-in slot\n- Library trunks packed and signed out\n- Emergency contacts printed for the tour manager\n"),
("friends-renewals", "Friends renewals copy", "2026-02-23", ["friends"],
 "# Friends renewals copy\n\nRemind members what priority booking gives them.\nMention the 10% discount.\nDon't mention prices of the next season before they're approved.\n"),
("chamber-players", "Chamber series players", "2026-07-29", ["orchestra", "chamber"],
 "# Chamber series players\n\nChamber series players are drawn from the contracted players first.\nDeps are used only when a principal is away.\n"),
]
