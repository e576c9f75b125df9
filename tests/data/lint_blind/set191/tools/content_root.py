# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
ROOT = {}
def r(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

r("reference_lastroom.md", "lastroom-overview", "lastroom: the last library app, its stack, data model and where the lasts physically live", "reference",
  "lastroom overview", "last library app: stack, data model, physical store", """
# lastroom

The last library. Every wooden last we hold for a client, its versions, photos and
where it physically sits. Meg and Tomasz use it daily; the fitting room only reads it.

## Stack
@@O4b@@
@@S7a@@
@@V1a@@
@@R10b@@
- Runs on `app1` as the `lastroom` compose service, port 8010 inside the network

## Data
@@F1a@@
- Lasts are always made in pairs; one record covers the pair, not a single foot
- Photos of the bare last are attached to the record (front, side, sole)
- Fitting notes are free text on the version, written by whoever did the fitting

## Physical store
@@S6a@@
- Shelf codes look like `C-14-3` (rack, bay, shelf)

## URLs
@@A1a@@
- Admin: `/admin/` (Daniel and Meg only)
""")

r("reference_fitbook.md", "fitbook-overview", "Fittings booking app for the London fitting room and the workshop", "reference",
  "fitbook overview", "fittings booking: appointment types, reminders, hosting", """
# fitbook

Books measuring appointments, trial-shoe fittings and collections. Aisha runs it day to day.

- Rails 7.1, Ruby 3.3
@@R5a@@
@@S8a@@
@@S2a@@
@@NS5b@@
@@D1b@@

## Appointment types

| Type | Length | Notes |
|---|---|---|
| First measure | 90 minutes | London or Northampton |
@@V2a@@
| Collection | 30 minutes | final fit and care talk |

## Reminders
@@F5a@@
@@V9a@@
- Clients can reply to the reminder with C to cancel; the slot is released at once
""")

r("reference_bench.md", "bench-overview", "bench: the commission tracker from first measure to collection", "reference",
  "bench overview", "commission tracker: stages, deposits, invoices, jobs", """
# bench (commission tracker)

Tracks every bespoke commission from the first measure to collection, with quotes,
deposits and invoices. Meg's main screen.

## Stack
@@V6a@@
@@R7a@@
- Redis: `redis://app1.kestle.internal:6379/2`
- Runs on `app1` behind Caddy, port 8020 inside the compose network

## Commissions
@@A2a@@
- The quote is fixed at the measuring appointment and only changes if the client changes the design
@@V3a@@
@@R8a@@
@@N9b@@
- Each commission links to the client's last record in lastroom
""")

r("reference_hidestock.md", "hidestock-overview", "Leather stock app, its units, reorder alerts and owner", "reference",
  "hidestock overview", "leather stock: units, reorder alerts, what is and isn't tracked", """
# hidestock

Leather stock for the workshop: uppers, linings and sole leather.

- Go 1.23 service with a small HTMX front end, runs on `app1`
- Database: `db1.kestle.internal:5434`, database `hidestock`
@@D4b@@
@@F4a@@
- Units: sq ft for upper leathers, bends for sole leather, skins for linings
@@V4a@@
@@D8b@@
@@N8a@@
@@A4a@@
""")

r("reference_resole.md", "resole-overview", "Repair queue app with intake, statuses, turnaround and courier bookings", "reference",
  "resole overview", "repair queue: intake, statuses, turnaround, courier", """
# resole (repair queue)

Repairs and resoles for our own shoes and, since 2024, other makers' Goodyear-welted shoes.

## Stack
@@R4a@@
- Runs on `app1`, port 8040 inside the compose network

## Intake and queue
@@S9a@@
@@D3b@@
@@F10a@@
@@A5a@@

## Turnaround and work
@@V5a@@
@@F2a@@
- Collections outside the UK are quoted case by case

## Courier
@@V10a@@
- Labels are PDFs stored on the ticket for 60 days
""")

r("reference_infra.md", "infrastructure", "Infrastructure: servers, backups, email, deploys and secrets", "reference",
  "Infrastructure", "servers, backups, email, deploys, secrets", """
# Infrastructure

- App server: Hetzner CX32 `app1`, Docker Compose, Caddy in front
- Database server: `db1` (Hetzner CX22), Postgres 16, one instance per app on its own port
@@V7a@@
@@R1a@@
@@S4a@@
- DNS at Cloudflare; the apps are on subdomains of kestleorme.co.uk
@@A8a@@

Example of the env file on `app1` (values come from 1Password):

```
DATABASE_URL=postgres://lastroom@db1.kestle.internal:5432/lastroom
BACKUP_BUCKET=ko-db-backups
```
""")

r("reference_monitoring.md", "monitoring", "Error tracking, uptime checks, logs and alerts", "reference",
  "Monitoring", "errors, uptime, logs, disk alerts", """
# Monitoring

@@R2a@@
@@S10a@@
- Logs: Loki on `app1`, Grafana at grafana.kestleorme.co.uk
- Disk alerts at 80% on `app1` and `db1`
""")

r("reference_ci.md", "ci-pipeline", "How the repos are built and tested", "reference",
  "CI", "build and test pipeline for the repos", """
# CI

@@R3a@@
- Images are pushed to GHCR under `kestle-orme`
- The test job uses a Postgres 16 service container
- A red main branch blocks deploys until it is fixed
""")

r("reference_workshop.md", "workshop-and-people", "Workshop: sites, people, hours and how the making is tracked", "reference",
  "Workshop and people", "sites, people, opening, making board, payments", """
# Workshop and people

- Meg Orme: master shoemaker and owner
- Daniel Kestle: apps, part-time (Monday, Wednesday, Thursday)
- Tomasz Wójcik: workshop manager, clicking and leather
- Aisha Bello: fitter, runs the London fitting room
- Callum Reid: repairs

| Site | Address | Open |
|---|---|---|
| Northampton workshop | Unit 3, Spencer Bridge Works, NN5 | Mon-Fri 08:00-17:30 |
@@A6a@@

@@S1a@@
@@S5a@@
@@NS10b@@
@@A10a@@
""")

r("reference_glossary.md", "shoemaking-glossary", "Glossary: shoemaking words that show up in tickets and code", "reference",
  "Glossary", "shoemaking words used in tickets and code", """
# Glossary

- **Last**: the wooden form the shoe is built on; one per foot, made per client
- **Clicking**: cutting the upper pieces from the hide
- **Closing**: stitching the upper together
- **Welt**: the strip stitched to upper and insole that the sole is stitched to
- **Trial shoe**: a cheap test shoe made on the last to check the fit
- **Bend**: the best part of a sole-leather hide, sold as a unit
- **Seconds**: hides with grain faults, graded B
""")

r("reference_tanneries.md", "tanneries", "Where each leather comes from", "reference",
  "Tanneries", "suppliers for each leather", """
# Tanneries

@@S3a@@
- Suede: Charles F. Stead, Leeds
- Sole leather: J & F J Baker, Colyton (oak bark bends)
- Lining: veg-tan kip from the Ardenne tannery, Belgium
- Museum calf: bought through the Italian agent, two or three skins at a time
""")

r("reference_price_list.md", "price-list", "Client price list and how quoting works", "reference",
  "Price list", "client prices and how quotes are given", """
# Price list (2026)

@@F6a@@
- Bespoke boots: from £4,200
- Trial-shoe re-make when the last needs a major change: no charge
- Standard leather resole: £145; Dainite rubber resole: £125
@@N10a@@
""")

r("reference_oncall.md", "oncall", "What happens when an app breaks out of hours", "reference",
  "On-call", "what to do when an app breaks out of hours", """
# On-call

- Out of hours, app problems wait until the next working day unless fitbook cannot take bookings
- Daniel is the only person with server access; Meg has the Hetzner console login in the safe
- If fitbook is down in the day, Aisha books on paper and enters the slots later
""")

r("reference_shipping.md", "shipping", "Shipping finished shoes and returned repairs", "reference",
  "Shipping", "how finished shoes and repairs are sent", """
# Shipping

@@F8a@@
- Shoes travel in their shoe bags inside the wooden box, with trees in the shoes
- Repairs returned by post use the same Parcelforce account
""")

r("user_daniel.md", "daniel-profile", "Daniel, the part-time developer, his setup and how he likes answers", "user",
  "Daniel", "who Daniel is and how he works", """
Daniel Kestle builds and runs the workshop apps, part-time (Monday, Wednesday, Thursday).

@@R9a@@
Prefers short answers with the command to run first, explanation after.
Knows Python and Ruby well, Go less so; hidestock is the one he asks about most.
""")

r("user_meg.md", "meg-profile", "Meg, the owner, and what she reads and signs off", "user",
  "Meg", "owner; what she needs to see and sign off", """
Meg Orme owns the business and is the master shoemaker. Not technical; reads PR summaries, not code.

Wants anything client-facing (email wording, SMS text) shown to her before it goes live.
""")

r("feedback_commit_style.md", "commit-style", "How commit messages should look", "feedback",
  "Commit style", "how commit messages should look", """
@@F7a@@
@@A3a@@

**Why:** Daniel writes the monthly changelog for Meg from `git log`.
""")

r("feedback_git.md", "git-workflow", "Branches, pushes and what goes through a PR", "feedback",
  "Git workflow", "branches and pushes", """
@@N7a@@
Branch names: `<app>-<ticket>-<slug>`, e.g. `bench-212-invoice-vat`.

**Why:** Daniel reviews everything the agent writes, and the PR is where he does it.
""")

r("feedback_pr_workflow.md", "pr-workflow", "How PRs are written and merged", "feedback",
  "PR workflow", "how PRs are written and merged", """
PR description: what changed, how it was tested, screenshots for anything in the UI.
@@N1a@@

**How to apply:** use the normal merge button with a merge commit.
""")

r("feedback_testing.md", "testing", "Testing expectations before pushing", "feedback",
  "Testing", "testing expectations", """
@@F3a@@
Don't mock the database in tests; use the Postgres service container.

**Why:** a mocked test passed in February while the real migration failed on `db1`.
""")

r("feedback_migrations.md", "migrations", "When and how database migrations are run", "feedback",
  "Migrations", "when migrations are run", """
@@N3a@@
Always name migrations (`makemigrations --name`, `rails g migration AddFoo`) so the history reads well.

**Why:** a lock on the commissions table in January froze bench while Meg was quoting a client.
""")

r("feedback_client_data.md", "client-data", "Rules for handling client measurements and personal data", "feedback",
  "Client data", "measurements and personal data rules", """
@@N2a@@
@@A7a@@
Never put client names in commit messages, branch names or test fixtures; use client numbers.
""")

r("feedback_deploys.md", "deploy-etiquette", "Deploy etiquette around the fitting room", "feedback",
  "Deploy etiquette", "timing deploys around the fitting room", """
Tell Aisha before a deploy that touches fitbook during fitting-room hours.
Watch the error tracker for 15 minutes after a deploy.
""")

r("feedback_comms.md", "team-comms", "Where to report things and how to word them", "feedback",
  "Team comms", "where to report and how to word it", """
@@NS2b@@
Write to Meg in plain English; no stack traces in messages to the workshop.
""")

r("feedback_secrets.md", "secrets-handling", "Secrets handling rules for the agent", "feedback",
  "Secrets", "secrets handling for the agent", """
Never paste `.env` contents into chat, PRs or issues.
Rotate a key straight away if it ever lands in a commit, then tell Daniel.
""")

r("feedback_naming.md", "naming", "Naming things in code so the workshop recognises them", "feedback",
  "Naming", "naming in code", """
Use the workshop's words in code: `last`, `clicking`, `closing`, `welt`, not invented synonyms.
Client numbers are `KO-` plus five digits; never use database ids in anything a client sees.
""")

r("feedback_code_style.md", "code-style", "Formatters and linters per language", "feedback",
  "Code style", "formatters and linters", """
Python: `ruff format` and `ruff check`; Ruby: `standardrb`; Go: `gofmt` and `go vet`.
Keep functions short; Daniel would rather read two small functions than one clever one.
""")

r("project_trunk_show_2026.md", "trunk-show-autumn", "Autumn 2026 US trunk-show tour", "project",
  "Autumn trunk show 2026", "US trunk-show tour plans", """
@@F9a@@
Aisha and Meg travel; Tomasz stays with the workshop.
Trial pairs travel in the hold in two Peli cases.
""")

r("project_hidestock_launch.md", "hidestock-launch", "Launch of the leather stock app", "project",
  "hidestock launch", "leather stock app launch", """
hidestock went live in April 2026 after a month of parallel running.
Open item: a monthly usage report per leather for Meg.
""")

r("project_fitbook_v2.md", "fitbook-v2", "Next version of the fittings booking app", "project",
  "fitbook v2", "waiting list and fees at booking", """
v2 adds a waiting list that offers cancelled fitting slots to the next client in line.
Taking the measuring-appointment fee at booking is still being discussed with Meg.
""")

r("project_last_scanning.md", "last-scanning", "3D scanning of the last library", "project",
  "Last scanning", "3D scans of the lasts", """
Goal: every active client's lasts scanned by the end of 2026.
@@R6a@@
@@V8a@@
@@A9b@@
""")

r("project_repair_backlog.md", "repair-backlog", "Repair backlog and plans to bring it down", "project",
  "Repair backlog", "backlog size and plans", """
The backlog peaked at 140 open tickets in September 2026.
Plan: Callum gets a second finisher from January.
""")

r("project_pricing_2027.md", "pricing-2027", "Price review for 2027", "project",
  "Pricing 2027", "price review process", """
Proposed 2027 prices go to Meg in December; nothing changes on the price list until she signs off.
""")

r("project_client_portal.md", "client-portal", "Client area inside fitbook", "project",
  "Client portal", "client area in fitbook", """
The client area in fitbook shows upcoming fittings and the client's measurement sheet.
Next: let clients see which stage their commission is at, read from bench.
""")

r("project_search.md", "last-search", "Search across the last library", "project",
  "Last search", "search across the last library", """
@@R10a@@
Search matches client number, surname and notes on the last version.
""")

r("project_backup_restore.md", "restore-drill", "Quarterly restore drill", "project",
  "Restore drill", "quarterly restore drill", """
Each quarter: restore last night's lastroom dump into a scratch database and run the smoke tests.
The March drill took 40 minutes end to end.
""")

r("project_accessibility.md", "booking-accessibility", "Accessibility work on the booking pages", "project",
  "Booking accessibility", "booking pages accessibility work", """
Target WCAG 2.2 AA on the public booking pages in fitbook.
The date picker is the main gap: it can't be used with a keyboard.
""")
