"""Root Claude Code auto-memory files. (file, name, description, type, title, hook, flat, body)"""

ROOT = [
('reference_tradedesk.md', 'tradedesk', 'tradedesk: the trade ordering portal — stack, endpoints, order rules', 'reference',
 'tradedesk', 'stack, endpoints and order rules of the trade portal', True, """
# tradedesk

Trade ordering portal for garden centres, landscapers and the council parks teams. Repo
`github.com/fernhollow/tradedesk`.

## Stack
@@D10b@@
@@V1a@@
@@O1a@@
@@R1a@@
@@S1a@@
@@R10a@@
- Celery workers render invoice PDFs and send the EDI order files

## Environments
- Production: `https://trade.fernhollow.co.uk`
@@A5a@@
@@S7a@@

## Customers and orders
@@D3b@@
@@S6a@@
@@V2a@@
@@D7b@@
@@A8a@@
@@N10a@@
@@NS9b@@
- Orders show on the picking screen as soon as they are confirmed

## Limits

| API | Limit | Auth |
|---|---|---|
@@V9a@@
| Picking screen | no limit (office network only) | SSO |
"""),

('reference_availability.md', 'availability', 'Weekly availability list generator: sources, output, schedule', 'reference',
 'availability', 'how the weekly stock availability list is produced', False, """
# availability

Small Python job that turns saleable stock into the weekly availability list the reps send out.

@@S10a@@
@@S2a@@
@@F3a@@
@@D5b@@
@@NS10b@@
@@N3a@@
- Lines with fewer than 20 saleable plants are left off unless they are new
- Photos come from the shared Google Drive folder `Availability photos`
"""),

('reference_potline.md', 'potline', 'potline — potting line scheduler and controller bridge', 'reference',
 'potline', 'potting line scheduler service and how it talks to the machine', False, """
# potline

Go service that plans potting batches and feeds them to the Mayer potting line controller.

## Service
@@R3a@@
@@R6a@@
@@R9a@@
@@S3a@@
- Errors: Sentry, project `potline`
@@A6a@@

## Line
@@F7a@@
- 2 L pots: around 1,200/hour
@@D2b@@
@@D4b@@
@@F9a@@
- Tray labels print on the Zebra ZT230 at the end of the line
"""),

('reference_climatelink.md', 'climatelink', 'climatelink — glasshouse climate telemetry from Priva', 'reference',
 'climatelink', 'glasshouse climate telemetry collector', False, """
# climatelink

Collects temperature, humidity, CO2 and screen positions from the Priva climate computers and feeds
Grafana and the frost alerts.

@@O6a@@
@@V4a@@
@@R5a@@
@@F4a@@
@@N4a@@
@@S5a@@
@@NS7b@@
- Humidity alerts go to the glasshouse team's WhatsApp group, not to on-call

## Repo rules
@@NS4a@@
- Releases are tagged `vYYYY.MM.N` and deployed with the Ansible playbook in `deploy/`
"""),

('reference_roundplanner.md', 'roundplanner', 'roundplanner — delivery round planning (TypeScript)', 'reference',
 'roundplanner', 'delivery round planning service and web UI', False, """
# roundplanner

Plans the daily delivery rounds from confirmed trade orders, drop windows and vehicle capacity.

## Tech
@@V5b@@
@@R2a@@
@@A10a@@
@@S4a@@
@@R8a@@
- Web UI is React + Vite, served from the same container

## Customer messages
@@F6a@@
@@R4a@@
- Drop windows are set per customer in tradedesk and synced every hour
"""),

('reference_trolleytrack.md', 'trolleytrack', 'Danish trolley tracking and deposits', 'reference',
 'trolleytrack', 'how Danish trolleys and their deposits are tracked', False, """
# trolleytrack

Tracks where our Danish trolleys are and charges/refunds the deposits through tradedesk.

@@D6b@@
@@V3a@@
@@F2a@@
@@N8a@@
@@A7a@@
- CC containers from the Dutch auctions are not ours and carry no deposit here
- Lost trolleys are written off after 90 days without a scan
"""),

('reference_plantpass.md', 'plantpass', 'plantpass — UK plant passport label printing', 'reference',
 'plantpass', 'plant passport label printing service', False, """
# plantpass

Prints the UK plant passport labels that go on every trolley shelf leaving the nursery.

@@F8a@@
@@V7a@@
@@S8a@@
@@R7a@@
- Label templates live in `templates/*.zpl.j2`
"""),

('reference_infra.md', 'infra', 'infra: hosts, databases, backups, on-call', 'reference',
 'infra', 'shared infrastructure, databases, backups and on-call', True, """
# Infrastructure

- AWS account `fernhollow-prod`, region eu-west-2, Terraform in `github.com/fernhollow/infra`
@@F1a@@
- roundplanner Postgres: `pg-rounds.fernhollow.internal:5432`
@@F10a@@
@@V8a@@
- Dashboards in Grafana Cloud; tradedesk and roundplanner logs ship to Loki
- Secrets for the humans: 1Password vault `Fernhollow Dev`
@@F5a@@
- climatelink runs on `clim-01`, a small VM in the Hollins Lane comms room
"""),

('reference_sites.md', 'sites', 'Nursery sites, glasshouses and what grows where', 'reference',
 'sites', 'the two sites and their glasshouses', False, """
# Sites

## Hollins Lane (main site, despatch yard, office)
@@A2a@@
@@D9b@@
@@O5b@@
- Glasshouse C: poinsettias September to December, then spring bedding
- Outdoor standing ground: 3 ha of hardy nursery stock

## Stretton (propagation)
- Two propagation houses with mist benches and a cuttings room
- About 12 miles from Hollins Lane; a van shuttles young plants over on Tuesdays and Fridays
"""),

('reference_fleet.md', 'fleet', 'fleet: vehicles, rounds, driver rules', 'reference',
 'fleet', 'vehicles, round timings and driver rules', True, """
# Fleet and rounds

## Vehicles
@@V6a@@
- Sprinter vans (x2) for the short drops and the Stretton shuttle

## Rounds
@@A3a@@
@@D1b@@
@@NS8a@@
- Six regular rounds: North, Peak, Cheshire, Welsh Marches, Birmingham, Potteries

## Driver rules
@@N5a@@
@@NS5a@@
- Drivers count trolleys back on at each drop and note shortfalls in the app
"""),

('reference_driver_app.md', 'driver-app', 'Android driver app for rounds and proof of delivery', 'reference',
 'driver app', 'Android app the drivers use on the round', False, """
# Driver app

Kotlin app on the company Android phones; it pulls the day's round from roundplanner.

@@S9a@@
@@O9a@@
@@D8b@@
- Offline first: drops are queued and synced when the phone gets signal
"""),

('reference_contacts.md', 'contacts', 'Who to ask for what', 'reference',
 'contacts', 'who to contact for which problem', False, """
# Contacts

- Marta Kowalczyk — head of digital, owns priorities
- Lucy Brennan — glasshouse manager, owns the crop schedule
- Dave Pollard — transport manager, rounds and drivers
- Helen Shaw — accounts
@@NS2a@@
- Priva support contract: via the Priva dealer, ticket portal login in 1Password
"""),

('reference_glossary.md', 'glossary', 'glossary: nursery words the code uses', 'reference',
 'glossary', 'nursery terms used in code and tickets', True, """
# Glossary

- **Danish trolley** / **CC**: the standard 6-shelf plant trolley; "CC" is the brand everyone uses as the name
- **Drop**: one delivery stop on a round
- **Batch**: one potting run of a single variety and pot size; batch numbers look like `B26-0412`
- **Ready week**: the ISO week a batch is expected to be saleable
- **Passport**: the UK plant passport label required for plant movements between professional operators
- **COD**: cash on delivery account
"""),

('feedback_roundplanner_tooling.md', 'roundplanner-tooling', 'How to install and run roundplanner locally', 'feedback',
 'roundplanner tooling', 'local setup commands for roundplanner', False, """
@@R2b@@

**Why:** a mismatched lockfile broke the web build twice in May.

**How to apply:** run the install before touching `api/`; never commit a lockfile from another tool.
"""),

('feedback_tradedesk_merging.md', 'tradedesk-merging', 'Merge rule for tradedesk', 'feedback',
 'tradedesk merging', 'how tradedesk PRs must be merged', False, """
@@N1a@@

**Why:** the annual audit wants to trace price changes commit by commit.

**How to apply:** use "Create a merge commit" on GitHub for tradedesk.
"""),

('feedback_deploy_windows.md', 'deploy-windows', 'When not to deploy', 'feedback',
 'deploy windows', 'days and times to avoid deploying', False, """
@@N2a@@

Also avoid deploying tradedesk between 11:00 and 14:00 on weekdays, when most trade orders come in.

**Why:** Dave lost a whole Monday morning of rounds to a bad optimiser release in February.
"""),

('feedback_testing.md', 'testing', 'Testing rules for tradedesk', 'feedback',
 'testing', 'how tests in tradedesk should be written', False, """
@@N6a@@

**Why:** mocked tests passed while a migration broke the invoice query in production.

**How to apply:** `docker compose up db` before `pytest`; factories are fine for the data itself.
"""),

('feedback_migrations.md', 'migrations', 'How tradedesk migrations are applied', 'feedback',
 'migrations', 'who applies tradedesk migrations and when', False, """
@@N7a@@

**Why:** a table rewrite on `order_lines` locked checkout for eight minutes in March.
"""),

('feedback_database_safety.md', 'database-safety', 'Production database safety rules for the agent', 'feedback',
 'database safety', 'what the agent may and may not do with databases', False, """
@@NS3a@@

Read-only queries on the prod replica are fine for debugging.

**Why:** production data is customers' orders and invoices.
"""),

('feedback_availability_commits.md', 'availability-commits', 'Commit rules for the availability repo', 'feedback',
 'availability commits', 'how changes reach main in the availability repo', False, """
@@N9a@@

**Why:** the reps' Monday PDF broke once after a "quick fix" straight on main.
"""),

('feedback_uk_english.md', 'uk-english', 'Spelling in customer-facing text', 'feedback',
 'UK English', 'spelling convention for customer copy', False, """
@@A4a@@

Code identifiers can stay as they are (`color` in CSS is fine).
"""),

('feedback_pr_descriptions.md', 'pr-descriptions', 'How Marta likes PR descriptions', 'feedback',
 'PR descriptions', 'shape of pull request descriptions', False, """
@@A9a@@

**Why:** Marta reviews on her phone between glasshouse walks.
"""),

('feedback_pricing_files.md', 'pricing-files', 'Which pricing files to edit', 'feedback',
 'pricing files', 'which pricing file is the source of truth', False, """
@@NS6a@@

**Why:** hand edits to the CSV were overwritten by the next Monday run.
"""),

('feedback_commit_messages.md', 'commit-messages', 'Commit message style', 'feedback',
 'commit messages', 'commit message conventions', False, """
Start commit messages with the Linear ticket key (`FH-123: ...`), imperative mood, no trailing full stop.

**Why:** Linear links commits to tickets by the key.
"""),

('project_magic_link_login.md', 'magic-link-login', 'Trade portal login change', 'project',
 'magic link login', 'how trade customers sign in to the portal', False, """
@@S6b@@

Customers who have no email address on file are set up by the office on request; about a dozen
landscapers needed that.
"""),

('project_spring_peak_2026.md', 'spring-peak-2026', 'What we did for the 2026 spring peak', 'project',
 'spring peak 2026', 'how the 2026 spring peak was run', False, """
# Spring peak 2026

@@D1a@@
two waves, 06:00 and 11:00, with agency drivers on the second wave.

- Extra pickers from the agency, Monday to Thursday
- The optimiser was run twice a day instead of once
"""),

('project_trolley_audit.md', 'trolley-audit', 'Trolley count and audit history', 'project',
 'trolley audit', 'history of the Danish trolley counts', False, """
@@D6a@@

We bought 350 more in February after the audit showed how many sat at garden centres over winter.
"""),

('project_django_upgrade.md', 'django-upgrade', 'tradedesk framework upgrade', 'project',
 'Django upgrade', 'the tradedesk framework upgrade', False, """
@@D10a@@

The upgrade took two sprints; the main work was the admin customisations and the old `pytz` calls.
"""),

('project_biomass_boiler.md', 'biomass-boiler', 'Biomass boiler project and climatelink', 'project',
 'biomass boiler', 'boiler change and what it meant for telemetry', False, """
The biomass boiler was commissioned in July 2026. climatelink got a new `boiler` source with flow and
return temperatures; the old gas boiler meter is no longer read.
"""),

('project_stretton_consolidation.md', 'stretton-consolidation', 'Consolidating Stretton systems into Hollins Lane', 'project',
 'Stretton consolidation', 'moving Stretton systems onto the main site', False, """
Goal for 2026: nothing at Stretton that needs its own server. The office PC there is now a thin client,
and the cuttings-room scales post straight to potline over the VPN.
"""),

('project_chelsea_2026.md', 'chelsea-2026', 'RHS Chelsea 2026 exhibit orders', 'project',
 'Chelsea 2026', 'special handling of the Chelsea exhibit orders', False, """
Chelsea 2026 exhibit orders were entered as a single "show" account so they stayed off the normal
availability and were delivered by our own Sprinter on build-up days.
"""),

('user_marta.md', 'marta', 'Marta Kowalczyk, head of digital', 'user',
 'Marta', 'head of digital and main reviewer', False, """
Marta Kowalczyk is head of digital: sets priorities, reviews most PRs, and decides on new services.
Prefers a short plan before any change that touches invoices.
"""),

('user_sam.md', 'sam', 'Sam Adeyemi, developer', 'user',
 'Sam', 'developer on potline and climatelink', False, """
Sam Adeyemi mostly works on potline and climatelink. Likes table-driven tests in the Go code and
hates flaky hardware tests.
"""),

('user_gwen.md', 'gwen', 'Gwen Harris, developer', 'user',
 'Gwen', 'developer on tradedesk and roundplanner', False, """
Gwen Harris works on tradedesk and roundplanner, part-time on Fridays. Prefers `ruff format` for the
Python repos.
"""),

('user_lucy.md', 'lucy', 'Lucy Brennan, glasshouse manager', 'user',
 'Lucy', 'glasshouse manager and crop schedule owner', False, """
Lucy Brennan runs the glasshouses at both sites. Not technical, but she is the one who notices when a
graph is wrong; explain alerts to her in plain words.
"""),
]
