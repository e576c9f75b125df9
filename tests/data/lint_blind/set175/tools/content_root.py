# Root (Claude Code auto-memory) files: (filename, name, description, type, title, hook, body)
ROOT = []
def r(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body))

r('reference_benchlog.md', 'benchlog', 'benchlog: the repair-ticket system, stack and where things live', 'reference',
  'benchlog', 'repair tickets app: stack, storage, numbering, limits', """
# benchlog (repair tickets)

Django app the bench and both counters use for every repair from intake to collection.
Repo `tickwell/benchlog`, owner Sam.

## Stack
@@O9a@@
@@V1a@@
- Cache: Redis at `redis.tickwell.internal:6379`, db 0 (sessions + cache only, nothing durable)
@@R1a@@
- Front end: server-rendered templates + htmx; no SPA

## Tickets
@@S3a@@
- Statuses: intake → estimate → accepted → on bench → QC → ready → collected (or returned unrepaired)
@@V10a@@
- Estimate reminders go out automatically on day 7 and day 21
- A ticket belongs to one site (York or Harrogate) and cannot be moved between sites once accepted

## Photos and attachments
@@V8a@@
@@S5a@@
- Photos are resized to 2000 px on the long edge for the ticket view; originals kept

## Misc
- Admin at `/bench-admin/`, staff log in with Google Workspace accounts
- Management command `close_stale_estimates` runs nightly at 02:10
""")

r('reference_pricing.md', 'pricing', 'Workshop prices, deposits, warranties and payment methods', 'reference',
  'Pricing and warranties', 'what things cost, deposits, warranties, how customers pay', """
# Pricing and warranties

Prices as entered in benchlog's price list (Lena keeps it up to date; Margaret signs off changes).

## Counter jobs
@@V2a@@
- Strap fitting: 10 minutes, free if the strap was bought from us
- Bracelet sizing: 15 minutes, £8

## Bench jobs
- Full movement service (mechanical, time-only): from £240; chronographs from £380
@@V5a@@
- Clock service: quoted per movement after inspection, no fixed price
@@F2a@@
- Estimates themselves are free for watches; clocks on a house call pay the call-out in the final bill

## Payment
@@R10a@@
- Bank transfer for anything over £1,000; reference = ticket number
- No cheques since 2025
""")

r('reference_valuations.md', 'valuations', 'valuations: insurance valuation certificates (app, rules, fees)', 'reference',
  'valuations', 'insurance valuation certificates: app, rules, delivery', """
# valuations (insurance valuation certificates)

Small Flask app Margaret uses to write and sign insurance valuation certificates.

## Hosting
@@R5a@@
- Certificates rendered to PDF with WeasyPrint; templates in `templates/cert/`

## Scope and rules
@@F8a@@
@@NS1a@@
@@V3a@@
- Valuation is at full retail replacement value in GBP, VAT included
- Margaret is the only signatory; nobody else signs certificates

## Fees
@@D5b@@
- Second and further items in the same visit: same fee, no discount

## Delivery
@@N5a@@
@@NS10a@@
""")

r('reference_partsdesk.md', 'partsdesk', 'The parts ordering service and its rules', 'reference',
  'partsdesk', 'parts ordering service: stack, ordering rules, owners', """
# partsdesk (parts ordering)

Service that turns "parts needed" on a benchlog ticket into supplier orders.

@@NS2b@@
@@V4a@@
@@R3a@@
- Talks to benchlog over its internal API with a service token (`PARTSDESK_TOKEN`)

## Ordering rules
@@D7b@@
@@N6a@@
- Parts are reserved against a ticket the moment they're booked in
- Stock below the reorder level shows in red on the morning report
""")

r('reference_pickup.md', 'pickup', 'Customer collection notices, codes and reminders (pickup)', 'reference',
  'pickup', 'collection notices, codes, reminders', """
# pickup (customer collection)

Small service that tells customers their repair is ready and handles the collection itself.

## Messaging
@@F6a@@
@@R2a@@
@@R6a@@
@@N10a@@
- Queue: RQ on `redis.tickwell.internal:6379`, db 2

## Collection
@@A8a@@
@@S8a@@
- Collection is marked in benchlog by scanning the ticket label at the counter

## Uncollected
@@V6a@@
@@F3a@@
- Abandoned items are kept for another 12 months before Margaret decides what to do with them
""")

r('reference_backups.md', 'backups', 'Backups of the workshop systems and how to restore them', 'reference',
  'Backups', 'where backups go, what is kept, restore steps', """
# Backups

@@F9a@@
@@V7a@@
- Intake photos are not in the nightly dump; object storage has its own versioning
- Monthly restore test: Sam restores benchlog into a scratch database on the first Monday

Restore steps are in `ops/restore.md` in the benchlog repo.
""")

r('reference_servicebook.md', 'servicebook', 'Movement service records app (readings, parts, lubricants)', 'reference',
  'servicebook', 'movement service records: stack, data, QC readings', """
# servicebook (movement service records)

Rails app where each watch or clock movement gets its service record: calibre, parts replaced,
lubricants, before/after readings. Joe and Margaret fill it in at the bench.

## Stack
@@S6a@@
@@R9a@@
- Runs behind Caddy on the same box as benchlog

## Readings
@@S10a@@
@@A5a@@
@@V9a@@
- Beat error above 0.6 ms after service gets flagged for Margaret to look at
- Records are keyed by benchlog ticket number and movement calibre
""")

r('reference_ci.md', 'ci', 'How CI is set up across the repos', 'reference',
  'CI', 'where builds and tests run', """
# CI

@@R4a@@
- Workflows live in `.github/workflows/ci.yml`; tests + lint on every push, nothing deploys from CI
- Secrets for CI are repo secrets, not org secrets (free plan)
- Builds of the Docker images happen locally, see deploy notes
""")

r('user_sam.md', 'sam', 'Sam Kerr — part-time developer, owns the workshop software', 'user',
  'Sam', 'who Sam is and how he works', """
Sam Kerr looks after all of Tickwell's software two and a half days a week (Mon, Tue, Thu morning).
Background in Python and Django, picked up Rails for servicebook.

@@F10a@@
@@R7a@@
- Reads PR diffs on GitHub, prefers small PRs
- Not a watchmaker; ask Margaret or Joe when a bench term is unclear
""")

r('feedback_merge_strategy.md', 'merge-strategy', 'How PRs get merged', 'feedback',
  'Merge strategy', 'how pull requests are merged', """
@@R8a@@

**Why:** Sam bisects a lot when something on the bench breaks and wants small commits to land as they are.

**How to apply:** keep commits tidy before asking for review; don't use the squash button.
""")

r('project_clock_collections.md', 'clock-collections', 'House-call collections for clocks, booking and rules', 'project',
  'Clock house calls', 'how clock house-call collections work', """
# Clock house calls

Longcase and bracket clocks are collected from customers' homes by Joe in the van.

@@O5a@@
@@N1a@@
- Call-out is £45 within 15 miles of York, quoted beyond that
- Joe takes pendulum, weights and movement separately; the case only if it needs work
- Booking is a benchlog ticket with the `house-call` tag
""")

r('feedback_migrations.md', 'migrations', 'How Sam wants database migrations handled', 'feedback',
  'Migrations', 'how schema migrations are run', """
@@N2a@@

**Why:** a migration once locked the tickets table for four minutes during a Saturday rush.

**How to apply:** put the migration in its own PR and say in the description whether it locks anything.
""")

r('project_harrogate_counter.md', 'harrogate-counter', 'What the Harrogate counter does and does not do', 'project',
  'Harrogate counter', 'what happens at the Harrogate counter', """
# Harrogate counter

Opened 2025 as a drop-off and collection point; no bench work happens there.

@@D3a@@
@@N4a@@
- Battery swaps and strap fitting are done on the spot
- The counter uses benchlog on an iPad; photos at intake are taken with the iPad camera
""")

r('feedback_git.md', 'git-rules', 'Git rules for Claude in Tickwell repos', 'feedback',
  'Git rules', 'branches, pushing, PRs', """
@@N7a@@

**Why:** Sam reviews everything that touches the bench, even typo fixes.

**How to apply:** branch names `claude/<short-topic>`; draft PR first, mark ready when tests pass.
""")

r('feedback_testing.md', 'testing', 'How tests should be written in the Python repos', 'feedback',
  'Testing', 'test framework and habits', """
@@F7a@@
@@N8a@@

**Why:** two bugs in estimate expiry came back after being "fixed" in spring.

**How to apply:** test goes in the same PR as the fix; name it after the ticket if there is one.
""")

r('reference_infra.md', 'infra', 'infra: servers, DNS, secrets', 'reference',
  'Infrastructure', 'servers, DNS, secrets, monitoring', """
# Infrastructure

@@S1a@@
- DNS at Cloudflare, zone `tickwell.co.uk`; internal names under `tickwell.internal` via Tailscale MagicDNS
- Secrets in 1Password, vault "Tickwell Ops"
- Uptime checks: Better Stack (status page at `status.tickwell.co.uk`)
- Caddy in front of everything, certificates automatic
""")

r('reference_suppliers.md', 'suppliers', 'Parts suppliers and how we order from each', 'reference',
  'Suppliers', 'parts suppliers, accounts, lead times', """
# Suppliers

@@A7a@@
- Cousins usually next day if ordered before 15:00
@@NS7b@@
@@S2a@@
@@F4a@@
- Clock parts (suspension springs, bushes): Meadows & Passmore, by phone
- Genuine brand parts: only via the brands' parts accounts, Margaret handles those
""")

r('project_insurance_partners.md', 'insurance-partners', 'Insurers we send valuations to and how', 'project',
  'Insurance partners', 'which insurers get valuations and how', """
# Insurance partners

Most valuations go to the customer only, but some insurers ask us to send them directly.

@@S4a@@
- Jewellery specialist T.H. March: the customer forwards the certificate themselves
- Any insurer asking for a "desktop valuation" without seeing the watch gets a polite no
""")

r('reference_reporting.md', 'reporting', 'Monthly numbers for Margaret and where they come from', 'reference',
  'Reporting', 'monthly reports and where the data comes from', """
# Reporting

Monthly report for Margaret, generated on the 1st by a management command in benchlog.

@@S7a@@
- Turnaround is measured from "accepted" to "ready", in working days
- Parts spend comes from partsdesk's `orders` table, excluding cancelled orders
""")

r('reference_oncall.md', 'oncall', 'Who answers alerts for the workshop systems', 'reference',
  'On-call', 'who handles alerts and when', """
# On-call

- Working hours: whoever is in; Sam for anything needing code
@@S9a@@
- Nothing is customer-critical overnight; the aim is that the counters work at opening time
""")

r('reference_sites.md', 'sites', 'sites: York workshop and Harrogate counter', 'reference',
  'Sites', 'the two sites and how items move between them', """
# Sites

| site | role | opening |
|---|---|---|
| York | workshop (bench, clocks, counter) | Mon–Fri 08:30–17:00 |
@@O8a@@

@@A10a@@
- Clocks are never taken in at Harrogate; customers are sent to York or booked for a house call
""")

r('feedback_customer_comms.md', 'customer-comms', 'Tone and spelling for anything customers read', 'feedback',
  'Customer comms', 'tone and spelling for customer-facing text', """
@@A3a@@
- Sign texts as "Tickwell", emails as "The Tickwell workshop"
- No exclamation marks in texts; Margaret finds them pushy

**Why:** customers are mostly older and the brand is "quiet and careful".
""")

r('feedback_deploys.md', 'deploys', 'How and when deploys happen', 'feedback',
  'Deploys', 'how and when to deploy', """
@@A6a@@
@@NS3a@@
- Saturdays are the busiest counter day, so nothing risky on Friday afternoon

**Why:** Sam is not working at weekends and nobody else can roll back.
""")

r('feedback_code_style.md', 'code-style', 'Python code style in Tickwell repos', 'feedback',
  'Code style', 'Python style and lint rules', """
@@A9a@@
- Type hints on new code; no need to retrofit old modules
- f-strings, not `%` formatting

**How to apply:** run the linter before every commit; CI fails on lint errors.
""")

# filler root files
r('user_margaret.md', 'margaret', 'Margaret Oduya — owner and master watchmaker', 'user',
  'Margaret', 'who Margaret is and what she decides', """
Margaret Oduya owns Tickwell Horology and runs the York bench. WOSTEP trained, 30 years at the bench.
- Signs every valuation certificate
- Approves price list changes
- Not technical; explain software changes in terms of what the counter will see
""")

r('user_lena.md', 'lena', 'Lena Brandt — workshop manager', 'user',
  'Lena', 'who Lena is', """
Lena Brandt manages the workshop: the queue, supplier accounts, customer calls.
- Main user of partsdesk and of the reports
- Tests new benchlog features on staging before Sam deploys them
""")

r('feedback_reply_style.md', 'reply-style', 'How to answer Sam', 'feedback',
  'Reply style', 'how to write replies', """
Don't explain Django basics; Sam knows them.
When something touches the bench workflow, say which screen changes.
""")

r('project_roadmap_2026.md', 'roadmap-2026', 'What is planned for the workshop systems in 2026', 'project',
  'Roadmap 2026', 'planned work for the year', """
# Roadmap 2026

- Replace the old intake kiosk in York with the iPad flow from Harrogate (Q4)
- Search across servicebook records by calibre and part number
- Customer portal to see ticket status (maybe 2027)
- Move valuations templates to the shared design system
""")

r('project_search.md', 'servicebook-search', 'Plan for search across service records', 'project',
  'Service record search', 'search across service records', """
Joe wants to find "every 2824-2 we've done where the mainspring was replaced".
- First version: Postgres-style full text is not available on servicebook's database, so a simple indexed table of calibre + part number
- Results link back to the benchlog ticket
""")

r('reference_environments.md', 'environments', 'Staging and production environments', 'reference',
  'Environments', 'staging vs production', """
# Environments

- Staging for benchlog: `staging.bench.tickwell.co.uk`, seeded with anonymised tickets weekly
- Staging for servicebook: `staging.service.tickwell.co.uk`
- No staging for valuations; Margaret tests on production with a draft certificate
- Production URLs drop the `staging.` prefix
""")

r('reference_glossary.md', 'glossary', 'Workshop terms that show up in tickets', 'reference',
  'Glossary', 'bench terms used in tickets and records', """
- **Amplitude**: how far the balance swings, in degrees; low amplitude = tired movement or dirty oil
- **Beat error**: asymmetry of the tick and tock, in ms
- **Calibre**: the movement model (e.g. ETA 2824-2)
- **Longcase**: grandfather clock
- **Pallet stones**: the jewels on the pallet fork that lock and unlock the escape wheel
- **RTB**: returned to bench after QC failure
""")

r('feedback_logging.md', 'logging', 'Logging conventions', 'feedback',
  'Logging', 'what and how to log', """
Log ticket numbers, never customer names or phone numbers.
Use structured logging (`structlog`) in the Python services.

**Why:** logs are shipped off the box and GDPR applies.
""")

r('project_email_templates.md', 'email-templates', 'Rewrite of customer email templates', 'project',
  'Email templates', 'customer email template rewrite', """
# Email templates rewrite

- Ready, reminder and receipt emails are being rewritten in MJML
- Lena writes the copy, Sam wires the templates into pickup
- Target: before the Christmas rush
""")

r('feedback_pr_descriptions.md', 'pr-descriptions', 'What a PR description should contain', 'feedback',
  'PR descriptions', 'what goes in a PR description', """
Say what changes for the counter or the bench in one sentence at the top.
List any new settings or environment variables.
Screenshots for anything a customer sees.
""")

r('reference_hardware.md', 'hardware', 'Counter and bench hardware', 'reference',
  'Hardware', 'devices at the counters and on the bench', """
# Hardware

- York counter: Windows mini PC with the old intake kiosk software, label printer, card reader
- Harrogate counter: iPad, label printer, card reader
- Bench: timegrapher, pressure tester (dry and wet), demagnetiser, ultrasonic cleaner for watch parts
""")
