# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# Descriptions in FLAT carry an unquoted ": " on purpose.
FLAT = {"reference_classbook.md", "reference_kilnq.md", "reference_studios.md", "reference_glossary.md"}

ROOT = {}
def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("user_rosa.md", "rosa-profile", "Rosa Delgado, head of digital at Emberclay, how she works and what she expects", "user",
  "Rosa (user)", "who Rosa is, tools and working habits", """
Rosa Delgado runs digital at Emberclay Studios (three studios in Greater Manchester). She's a potter first and
a developer second; she taught herself Laravel when the old booking plugin fell over in 2024.

- Owns classbook and the Shopify shop day to day; Kwame Boateng owns memberdesk and kilnq, Hannah Lindqvist owns glazeorder and supplier relations
@@R9a@@
- Works Tuesday to Saturday; Mondays she's throwing in the studio and won't answer
- Likes a plan before big changes, but hates long preambles in chat
- Will ask "what does the front desk see?" for any change, so answer that up front

Jamie Okoro is the senior kiln tech (not a developer) and is usually the one reporting kiln problems.
""")

R("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged into main across the Emberclay repos", "feedback",
  "Merge strategy", "how PRs land on main", """
@@R5a@@

**Why:** Rosa reads `git log` when something breaks on a Saturday and wants the individual steps, not a blob.

**How to apply:**
- Keep commits tidy before asking for review (fixups folded in with `git rebase -i`)
- Don't merge your own PR unless Rosa says so in the thread
- Keep PRs under ~400 changed lines where possible; split the migration out if it's big
""")

R("feedback_migrations.md", "db-migrations", "Rules for database migrations in classbook and glazeorder", "feedback",
  "Migrations", "migration rules for the two web apps", """
# Migrations

@@N1a@@

@@N9a@@
Hannah runs them from her laptop with the prod env loaded from Bitwarden, then ticks the PR.

@@NS7a@@

- Every migration needs a `down()`; if it genuinely can't be reversed, say so in the PR
- Backfills go in a separate job, not inside the migration
- memberdesk uses Django migrations and Kwame reviews all of them

**Why:** a long migration locked the bookings table during a Wednesday evening class in March and
the front desk couldn't check anyone in.
""")

R("feedback_deploys.md", "deploy-timing", "When it is and isn't OK to ship classbook and the others", "feedback",
  "Deploy timing", "when to ship", """
@@N5a@@

- kilnq: don't restart it while a firing is in progress — check the queue page first
- memberdesk: avoid the 1st of the month (collections day)
- glazeorder: any time, nobody notices

**Why:** a broken checkout on a Saturday in February cost a day of taster bookings.
""")

R("feedback_customer_data.md", "customer-data", "What student and member data we keep, show and publish", "feedback",
  "Customer data", "student/member data rules", """
# Student and member data

@@N7a@@

@@NS3a@@

@@NS8a@@
Consent is a checkbox on the booking form; classbook exports the list of consenting students per class.

- Dietary and access needs are stored as free text and only shown to the teacher of that class
- Members' addresses live in memberdesk only; classbook never needs them
- Subject access requests go to Rosa, and she answers within the month

**Why:** GDPR, and because two members asked in 2025 why a teacher had their details.
""")

R("feedback_comms_style.md", "customer-copy", "House style for anything customers or members read", "feedback",
  "Customer copy style", "tone and spelling for customer text", """
@@A7a@@

- Warm, short sentences; no exclamation marks in transactional emails
- Say "class" not "session" in customer copy, except for tasters
- Prices always include VAT and are written £35, never £35.00

**Why:** Rosa rewrote every template in January and doesn't want to do it again.
""")

R("feedback_pr_descriptions.md", "pr-descriptions", "What Rosa wants in a pull request description", "feedback",
  "PR descriptions", "PR description format", """
@@A3a@@

- Screenshots for anything the front desk or students see
- Link the Trello card
- If it touches money, say how it was tested against the sandbox
""")

R("feedback_dependencies.md", "dependency-updates", "How dependency bumps are handled in all four repos", "feedback",
  "Dependency updates", "dependency bump routine", """
@@A10a@@

- Major version bumps get their own PR and a line in the changelog
- Security advisories are merged the same day, whatever the day
- Don't add a new package for something ten lines of code would do

**Why:** one-at-a-time merges in 2025 meant a deploy a day and a lot of noise for the team.
""")

R("feedback_logging.md", "logging", "Logging conventions for the Emberclay services", "feedback",
  "Logging", "what to log and what not to", """
- Log booking ids and member ids, never names or emails
- kilnq logs every controller reading at debug level only; info is for state changes
- Request logs keep 14 days on app1; older ones are rotated away by logrotate
- No card details ever reach our logs — if you see a PAN-like string, stop and tell Rosa
""")

R("feedback_testing.md", "testing", "Test expectations before a PR is reviewed", "feedback",
  "Testing", "what tests a PR needs", """
- classbook: a feature test for any new booking path; PHPUnit must pass locally before pushing
- glazeorder: Jest unit tests for anything that changes a PO total
- kilnq: run the controller simulator (`make sim`) for anything touching the poller
- memberdesk: Kwame wants pytest coverage on every payment-state change

Don't mock the database in classbook tests; the sqlite shortcut hid a bug in February.
""")

R("feedback_code_review.md", "code-review", "How to respond to review comments from Rosa and Kwame", "feedback",
  "Code review", "handling review comments", """
- Reply to every comment, even with just "done"
- Push review fixes as new commits; they get tidied before merge
- Kwame's "nit:" comments are optional, Rosa's are not
- Don't resolve someone else's thread
""")

R("feedback_escalation.md", "escalation", "Who to tell when something breaks outside working hours", "feedback",
  "Escalation", "who to tell about what", """
- Payment or booking outages: Rosa, whatever the time
- Membership billing questions: Kwame
- Supplier delivery problems: Hannah (she has the supplier account managers' numbers)
- Building issues (heating, water, alarms): the landlord's facilities line, then Rosa
""")

R("reference_classbook.md", "classbook", "classbook: the class and workshop booking app — stack, payments, rules, APIs", "reference",
  "classbook", "booking app reference", """
# classbook

Public booking pages for tasters, courses and workshops, plus the teacher/admin panel.
Repo `emberclay/classbook`.

## Stack
@@D3a@@
@@S1a@@
- Redis for sessions and the checkout lock
@@R7a@@
@@F10a@@
@@A9a@@

## Payments and email
@@R8a@@
- Refunds are issued from the admin panel, never from the payment dashboard
@@R1a@@
@@O7a@@

## Rules
@@V2a@@
@@F1a@@
- Date-night tasters are for pairs; a single booking takes two seats
@@V6a@@
@@O5a@@
@@F6a@@

## APIs
@@S6a@@
- The teacher app uses the internal API with Sanctum tokens
""")

R("reference_kilnq.md", "kilnq", "kilnq: kiln firing queue and controller telemetry — stack, kilns, alerts", "reference",
  "kilnq", "kiln queue/telemetry reference", """
# kilnq

Members and techs queue loads for firing; kilnq reads the Bartlett Genesis controllers over the kiln
network and keeps a log of every firing.

## Stack
@@V4a@@
@@S2a@@
@@D10a@@
@@V1a@@
@@V8a@@
@@R2a@@

## Kilns on kilnq
@@A4a@@
- K2: Kilncare 10 cu ft, glaze firings
- K4, K5 at Levenshulme; K6 at Salford (added in September)
- K3 (raku) is not on kilnq; it's fired by hand with a pyrometer

## Alerts
@@F4a@@
@@NS2a@@
@@N4a@@
@@NS6a@@
- Door-open during a firing is logged, not alerted
""")

R("reference_glazeorder.md", "glazeorder", "glazeorder app for clay, glaze and consumables stock and supplier orders", "reference",
  "glazeorder", "stock and supplier ordering reference", """
# glazeorder

Stock counts for clay, glaze, tools and kiln furniture per studio, and supplier purchase orders.
Hannah is the main user. Repo `emberclay/glazeorder`.

## Stack
@@S7a@@
@@R4a@@
@@R3a@@
@@A5a@@
@@O1a@@
@@O6a@@

## Stock and orders
@@V5a@@
- Glaze reorder point is per bucket size, set on each glaze's page
@@F7a@@
- Stock counts are done on the last Friday of the month, per studio
@@O8b@@
""")

R("reference_memberdesk.md", "memberdesk", "memberdesk (Django) for studio memberships, billing, shelves and firing allowance", "reference",
  "memberdesk", "membership system reference", """
# memberdesk

Studio memberships: sign-up, billing, shelf allocation, key fobs and firing allowance.
Django 5.1, Celery. Owner: Kwame.

## Hosting and integrations
@@R6a@@
@@S3a@@
@@D8a@@
@@A2a@@

## Billing
@@R10a@@
@@D1a@@
@@V3a@@
- Off-peak membership (weekdays before 17:00): £60/month
@@N10a@@
@@NS4a@@
- Pausing a membership is allowed once a year, for up to two months

## Studio benefits
@@F3a@@
@@F8a@@
- Members can bring one guest per month for free
""")

R("reference_infra.md", "infrastructure", "Servers, hosting, network and shared services behind the Emberclay apps", "reference",
  "Infrastructure", "servers, network, shared services", """
# Infrastructure

- classbook and glazeorder run on the Hetzner box `app1.emberclay.internal` (CX42, Falkenstein), behind Caddy
- DNS and the public certificates are at Cloudflare
- Secrets: Bitwarden (Teams organisation), one collection per app
@@F5a@@
@@O9a@@

## Studio network
@@A8a@@
- Office and front-desk machines are on VLAN 10; guest Wi-Fi is VLAN 50 and internet-only
@@D6a@@
- Each studio has a UniFi gateway; the Ancoats one also carries the VPN to app1
""")

R("reference_oncall.md", "on-call", "How on-call works for the apps and the kilns", "reference",
  "On-call", "rota and alert routing", """
# On-call

@@D2a@@
@@F9a@@
@@NS9b@@
@@S8a@@
- The on-call phone is the shared Android in the Ancoats office; it forwards to the person on the rota
- Response target: 15 minutes during opening hours, best effort overnight
""")

R("reference_studios.md", "studios", "studios: the three sites, codes, kilns, wheels and opening times", "reference",
  "Studios", "the three sites at a glance", """
# Studios

| Studio | Code | Kilns | Wheels | Open |
|---|---|---|---|---|
| Ancoats | ANC | 3 (K1, K2, K3) | 10 | Tue–Sun |
@@V9a@@
| Salford | SAL | 1 (K6) | 8 | Wed–Sun |

- Ancoats is the head office and where the tech team sits
@@D5a@@
@@A6a@@
- All three are closed on Mondays for cleaning and kiln loading
""")

R("reference_kiln_schedules.md", "kiln-schedules", "Standard firing schedules and kiln rules used by the techs", "reference",
  "Kiln schedules", "standard firings and kiln rules", """
# Firing schedules

@@F2a@@
- Glaze firings go to cone 6 with a 15-minute hold
@@O4a@@
@@A1a@@
@@O10a@@
@@N2a@@
- Nothing goes in a glaze firing without a tech checking the feet are clean

Schedules are stored in kilnq as programs, e.g.:

```
program BISQUE-04  ramp 80/h to 600, 150/h to 1000, hold 0
program GLAZE-6    ramp 150/h to 1100, 80/h to 1222, hold 15
```
""")

R("reference_suppliers.md", "suppliers", "Who we buy clay, glaze and kiln furniture from", "reference",
  "Suppliers", "supplier list and ordering rules", """
# Suppliers

@@S4a@@
- Porcelain and paper clay: Potclays
- Commercial glazes: Scarva (trade account under Hannah)
- Kiln shelves, props and elements: Kilncare
@@D7a@@
@@N6a@@
- Invoices go to accounts@ and into Xero; Hannah codes them weekly
""")

R("reference_backups.md", "backups", "Database backup routine and how to restore", "reference",
  "Backups", "what gets backed up and how to restore", """
# Backups

- Nightly dumps of the classbook, glazeorder and memberdesk databases at 02:30 (cron on app1)
@@V7a@@
- Restore drill every quarter; the last one is written up in auto/backup-restore-drill.md
- kilnq's firing logs are backed up weekly, not nightly

```
# restore one database (example)
age -d -i ~/.config/age/backup.key memberdesk-2026-11-20.sql.age | psql memberdesk_restore
```
""")

R("reference_monitoring.md", "monitoring", "What watches the apps and where errors land", "reference",
  "Monitoring", "uptime checks and error tracking", """
# Monitoring

- Uptime Kuma on app1 checks the public booking pages and the member portal every minute
@@S5a@@
- glazeorder errors are just emailed to Hannah (low volume)
- Disk and memory on app1: Hetzner's own graphs, nothing fancier
""")

R("reference_class_types.md", "class-types", "The kinds of classes and workshops Emberclay runs", "reference",
  "Class types", "what classes we run", """
# Class types

- Taster: one-off wheel taster, all studios
- Six-week wheel course: beginners and improvers, evenings
- Handbuilding: four-week course, Ancoats and Salford
@@S10a@@
@@D9b@@
- Private group bookings (hen parties, team days) are quoted by email, not booked online
""")

R("reference_dev_setup.md", "dev-setup", "Getting the apps running on a laptop", "reference",
  "Dev setup", "local setup for the repos", """
# Local setup

@@O3a@@
- memberdesk: `uv sync` then `./manage.py runserver`; needs a local Postgres
- glazeorder: see auto/glazeorder-dev-setup.md
- Seed data: `make seed` in each repo; never copy production data to a laptop

```
cp .env.example .env
php artisan key:generate
php artisan migrate --seed
```
""")

R("reference_glossary.md", "glossary", "glossary: studio and pottery terms the team uses in tickets", "reference",
  "Glossary", "studio/pottery terms", """
- Bisque: first firing, leaves pots porous for glazing
- Cone: pyrometric cone, the usual way we name firing temperatures
- Greenware: unfired clay
- Reclaim: scrap clay rehydrated and wedged for reuse
- Shelf slot: a space on a kiln shelf, the unit firing credits are counted in
- Load: one kiln's worth of work queued in kilnq
- Front desk: whoever is on reception at a studio, usually a part-time assistant
""")

R("project_gift_vouchers.md", "gift-vouchers", "Gift voucher feature in classbook and the rules around it", "project",
  "Gift vouchers", "voucher rules and the classbook feature", """
# Gift vouchers

Launched for Christmas 2025, reworked in October 2026.

@@V10a@@
@@NS1a@@
- Vouchers are for a money amount, not a specific class, and can be split across bookings
- Printed cards have a code like `EMB-7F3K-2Q9D`; classbook checks the code, not the card
- December is 40% of voucher sales, so don't change the voucher flow after mid-November
""")

R("project_waitlist.md", "waitlist", "Class waitlist in classbook", "project",
  "Waitlist", "how the class waitlist works", """
# Waitlist

When a class is full students can join the waitlist; if a seat frees up the next person gets an offer.

@@S9a@@
@@NS10b@@
- Teachers see the full waitlist in the admin panel
- A student can be on at most three waitlists at once
""")

R("project_firing_credits.md", "firing-credits", "Firing credits for members and course students", "project",
  "Firing credits", "how firing credits work", """
# Firing credits

@@D4a@@
- Course students get their firings included; credits are for members and drop-in firings
- Credits don't expire while a membership is active
@@N8a@@

Bought in memberdesk; kilnq deducts them when a load is marked fired.
""")

R("project_summer_school.md", "summer-school-2026", "The 2026 summer school, what we ran and what we learned", "project",
  "Summer school 2026", "summer school recap", """
# Summer school 2026 (recap)

Four weeks of daytime classes at Ancoats and Levenshulme for kids and teens.

@@D9a@@
- Teen wheel mornings sold out in the first week of bookings
- We hired two extra assistants for the month
- Next year: open bookings in April, not May
""")

R("project_glaze_safety.md", "glaze-safety", "Glaze materials safety decisions for the studios", "project",
  "Glaze safety", "glaze material safety rules", """
# Glaze safety

@@NS5a@@
- Barium carbonate is kept locked in the Ancoats glaze room; only techs mix with it
- Safety data sheets for every material are uploaded to glazeorder
- Members may use studio glazes only; no outside glazes in the shared kilns
- Dust masks (FFP3) are mandatory when weighing dry materials
""")

R("project_shelf_space.md", "shelf-space", "Member shelf allocation and the quarterly clear-outs", "project",
  "Shelf space", "shelves and clear-outs", """
# Shelf space

Shelves are allocated in memberdesk and labelled with the member's fob number.

@@N3a@@
- Clear-outs happen at the end of each quarter; unclaimed work goes to the reclaim or the seconds table
- Course students get a temporary shelf for the length of the course only
""")

R("project_salford_opening.md", "salford-opening", "Opening the Salford studio, checklist and leftovers", "project",
  "Salford opening", "what opening SAL involved", """
# Salford opening

- K6 wired and commissioned by Kilncare the week before opening
- classbook got a third location; studio code `SAL`
- memberdesk: Salford members can use Ancoats at weekends (cross-site access flag)
- Still to do: a second kiln once the electrics upgrade is approved by the landlord
""")

R("project_membership_tiers.md", "membership-tiers", "Membership tiers review and the changes agreed", "project",
  "Membership tiers", "the tier review", """
# Membership tiers

The review looked at off-peak, full and a new "studio share" tier for people renting wheel time only.

- Studio share (wheel time only, 8 hours a month) was agreed but not built yet
- Student discount: 15% off any tier with a valid student card
- Family memberships were rejected; too complicated for memberdesk's billing model
""")

R("project_kiln_telemetry.md", "kiln-telemetry", "Making kiln temperatures visible to members and techs", "project",
  "Kiln telemetry", "live kiln graphs project", """
# Kiln telemetry

Goal: members can see when their load is cooling and roughly when it can be unloaded.

- The live graph is on the kilnq queue page; members see only kilns with their work in
- Unload estimate uses the last three firings of the same program on that kiln
- Phase 2 (maybe): push a notification to the member when a kiln drops below 100°C
""")

R("project_accessibility.md", "accessibility", "Accessibility work on the booking and member pages", "project",
  "Accessibility", "a11y fixes on public pages", """
# Accessibility

- Step-free access info is shown on every class page (Levenshulme has a stair to the wheel room)
- The booking form was audited with axe and NVDA in May; all criticals fixed
- Colour contrast on the glaze colour chips still fails for two glazes; label text added instead
""")
