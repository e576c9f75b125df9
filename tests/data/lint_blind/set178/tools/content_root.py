# Root Claude Code auto-memory files: path -> (title for MEMORY.md, name, description, type, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose.
FLAT = {"reference_batchbook.md", "reference_infra.md", "reference_sites.md"}
ROOT = {}
def r(path, title, desc, typ, body, hook=None):
    ROOT[path] = (title, path[:-3].split("_", 1)[1].replace("_", "-"), desc, typ, body.strip("\n") + "\n", hook or desc)

r("reference_batchbook.md", "batchbook overview", "batchbook: production records app (recipes, batches, pasteuriser, allergens)", "reference", """
# batchbook

Django app that holds recipes, batch records and allergen snapshots. Kofi built it, Hanna maintains it with the agent.
Repo `git.fenmoor.co.uk/fenmoor/batchbook`.

## Stack
@@A1b@@
@@V1a@@
@@V9a@@
- Celery beat schedules the nightly batch summary email and the label reprint queue
- Static files served by Caddy from `/srv/batchbook/static`

## Records
@@F2b@@
@@V2b@@
- Batch status flow: `draft` → `made` → `signed_off` → `dispatched`
- Rosie or the shift lead signs off each batch in the admin before anything leaves the cold store

## Admin
@@O7b@@
- Admin users: Hanna, Rosie, Kofi, Sam (read-only on recipes)
- The recipe picker only shows recipes with `active=True`

## Useful commands
```
python manage.py batch_summary --date yesterday
python manage.py reprint_labels 260714-STR-02
```
""", hook="Stack, records, admin and commands of the production records app")

r("reference_tradeorders.md", "tradeorders overview", "Wholesale ordering portal for cafe accounts — stack, rules, integrations", "reference", """
# tradeorders

Next.js portal where cafe accounts order tubs for delivery. Stripe for card payers, Xero for invoiced accounts.

## Stack
@@V3a@@
@@R1a@@
@@R3a@@
- Database: Postgres via Prisma, hosted by Neon (project `trade-prod`)

## Ordering rules
@@V4a@@
@@V6a@@
@@F4b@@
@@A6b@@
- Flavours flagged `seasonal` disappear from the catalogue when their stock hits zero

## Integrations
@@V10b@@
@@R4b@@
- Stripe: card payments for pro forma accounts, webhooks at `/api/stripe/webhook`
- SMS reminders on delivery day via the Twilio messaging service

## Accounts and sessions
@@O7a@@
- Each cafe can have up to 3 users; the first one is the account admin

## Workflow
@@R8a@@
- Preview deploys are attached to every PR by the host
""", hook="Stack, ordering rules and integrations of the wholesale portal")

r("reference_frostcount.md", "frostcount overview", "Freezer stock service — scanners, storage, events", "reference", """
# frostcount

Go service that tracks what is in which freezer. Handheld scanners (Zebra TC21s running our scanner app) book tubs in and out.

## Service
@@F5b@@
@@A7a@@
@@R9a@@
@@R5a@@
@@R6a@@
- batchbook reads current stock from the API when it plans the next week's batches

## What it tracks
@@N9b@@
@@NS7b@@
- A tub is booked out when it is loaded onto the van, not when the order is placed
- Stock adjustments need a reason code (`damaged`, `sample`, `recount`, `qa-hold`)
""", hook="Service layout and what the freezer stock tracker covers")

r("reference_kiosk.md", "Summer kiosk", "Wells quay summer kiosk — what it sells, payments, season", "reference", """
# Summer kiosk (Wells quay)

A converted horsebox on the quay at Wells-next-the-Sea, staffed by two seasonal staff plus Rosie at weekends.

## Sales
@@NS8b@@
@@N4a@@
@@R10a@@
- Prices are set per season in the price list on the iPad; no discounts except staff

## Season
@@F7b@@
- Closes early if the forecast wind is over 35 mph (the awning can't take it)

## Stock
- Restocked from the unit on the afternoon van
- The scooping cabinet holds 12 pans; backup stock sits in the chest freezer
""", hook="Quay kiosk sales, payments and season")

r("reference_infra.md", "Infra overview", "Infra: servers, CI, backups, accounting, cron", "reference", """
# Infrastructure

## Servers
- One Hetzner CX22 (Falkenstein) runs batchbook, frostcount, labelkit's print server and Caddy
- DNS at Cloudflare; the domains are `fenmoorices.co.uk` and `fenmoor.lan` internally (Tailscale)

## CI
@@R2a@@
- Branch protection on `main` in every repo: one review, green checks

## Backups
@@V8a@@
@@F3b@@
- Restore drill once a quarter: restore last night's dump into a scratch database and run `manage.py check`

## Business systems
@@D2b@@
- Payroll: handled by the accountant, not us

## Scheduling
@@A10b@@
""", hook="Servers, CI, backups and scheduling")

r("reference_labelkit.md", "labelkit", "Label rendering and printing service for tub lids and sample pots", "reference", """
# labelkit

Small Python service that renders tub lid labels from batchbook data and sends them to the printer.

@@O3b@@
@@O5a@@
@@O2b@@
@@S4a@@
@@V7a@@
- Templates are Jinja + SVG in `templates/`, one per tub size
- Sample pot labels are 40 × 30 mm and only carry flavour, batch code and allergens
""", hook="Label service: runtime, printer, label sizes")

r("reference_sites.md", "Sites and kit", "Sites: the Aylsham unit, the kiosk, freezers and kit list", "reference", """
# Sites and kit

## Aylsham unit
Production room, cold store, packing bench and a small office. Production runs Monday to Thursday, with a half day on Friday.

| Kit | What | Setting | Where |
|---|---|---|---|
@@A2b@@
| BF0 | batch freezer (Carpigiani) | 12 L per cycle | production room |
@@V5a@@
@@O4b@@

## Monitoring
@@F9b@@
- Gateway uploads to the probe vendor's cloud, which calls our alarm webhook

## Kiosk
- Wells quay, May to September, chest freezer K1 plus the scooping cabinet
""", hook="The unit, kiosk and kit table")

r("reference_production.md", "Production process", "How a batch is made, from mix to cold store", "reference", """
# Production process

1. Weigh and blend the mix (recipes from batchbook, scaled to the batch size)
2. Pasteurise on the HTST unit
3. Age the mix in the ageing vat
@@F1b@@
4. Churn in the batch freezer, extrude straight into tubs
5. Blast freeze, then move to the cold store
- Every tub gets its lid label before it goes in the blast freezer
- Overrun target for gelato bases is about 30%; sorbets are lower
""", hook="Steps from mix to cold store")

r("reference_allergens.md", "Allergen labelling", "How allergens are declared on tubs and in the portal", "reference", """
# Allergen labelling

@@A4b@@
- The 14 UK allergens are tracked per ingredient in batchbook; recipes inherit them
- The portal shows the same allergen list as the label, pulled from the latest signed-off batch
- Cafes get an allergen sheet PDF with each new flavour
""", hook="How allergens appear on labels and in the portal")

r("reference_pasteuriser.md", "Pasteuriser records", "HTST pasteuriser and how its readings are recorded", "reference", """
# Pasteuriser

The HTST unit is a 2019 second-hand model, serviced each February.

@@S8a@@
- Each reading has: batch code, start time, hold temperature, hold time, operator initials
- If a hold is missed the mix goes back round; it is never churned unpasteurised
""", hook="HTST pasteuriser and its readings")

r("reference_wholesale_accounts.md", "Wholesale accounts", "Cafe accounts, ownership, invoicing terms", "reference", """
# Wholesale accounts

@@D9b@@
@@A9b@@
@@F10b@@
- Accounts paused over winter stay in the portal but can't check out
- Each account has a delivery day and a drop note (back door codes, key safes)
""", hook="Who the cafe accounts are and how they're billed")

r("reference_glossary.md", "Glossary", "Words the team uses on the floor and in tickets", "reference", """
# Glossary

- **the unit**: the production site in Aylsham
- **BF0 / BF1**: batch freezer / blast freezer
- **overrun**: air whipped into the mix, as a percentage
- **pan**: a 5 L scooping tray in the kiosk cabinet
- **pro forma**: pay-before-delivery account
- **drop note**: delivery instructions for a cafe
""", hook="Floor and ticket vocabulary")

r("reference_oncall.md", "On-call", "Who carries the on-call phone and what counts as urgent", "reference", """
# On-call

- Hanna and Kofi take the on-call phone week about, handover on Mondays at 09:00
- Urgent: anything that stops production, stops deliveries or risks stock temperature
- Not urgent: portal cosmetic bugs, label template tweaks
""", hook="On-call rota and urgency")

r("user_hanna.md", "Hanna", "Founder, runs digital; how she likes to work", "user", """
# Hanna Lindqvist

Founder of Fenmoor Ices, runs production planning and all the software with the agent. Kofi Mensah contracts two days a week.

@@R7a@@
@@A3a@@
- Prefers short answers with the command to run, not a tutorial
- Reviews PRs on her phone in the evening, so keep descriptions short
""", hook="Founder; preferences and tools")

r("user_kofi.md", "Kofi", "Contract developer, two days a week", "user", """
# Kofi Mensah

Contract developer (Tuesdays and Thursdays). Wrote batchbook and frostcount.

@@D6b@@
- Happier in Go than in TypeScript; prefers frostcount tickets
- Reads Slack once a day, so anything urgent goes to his phone
""", hook="Contract developer; tools")

r("feedback_merge_style.md", "Merge style", "How PRs get merged in batchbook", "feedback", """
@@N1a@@

**Why:** the audit trail for recipe and allergen changes is the commit history, and a squashed PR hides which change touched which recipe.

**How to apply:** use a normal merge commit when merging batchbook PRs; tidy the branch with an interactive rebase before asking for review.
""", hook="Merging rules for production records PRs")

r("feedback_migrations.md", "Migrations", "Rules for Django migrations", "feedback", """
@@N2a@@
@@NS6a@@

**Why:** a broken migration on a Friday means nobody can sign off batches over the weekend, and squashed migrations that already ran in production confuse the migration table.

**How to apply:** if a migration is ready on Thursday, it waits until Monday.
""", hook="When and how to ship migrations")

r("feedback_allergen_matrix.md", "Allergen matrix", "Allergen matrix edits and who answers allergen questions", "feedback", """
@@N3a@@

@@NS2a@@

**Why:** allergen mistakes are the one thing that can really hurt someone; Rosie is the trained person.

**How to apply:** if a task needs a matrix change, write the admin steps for Rosie instead of SQL.
""", hook="Allergen matrix changes and who answers questions")

r("feedback_testing.md", "Testing", "How tests are run and reported", "feedback", """
@@N5a@@
@@A5a@@

**Why:** a mocked ORM hid a broken constraint on batch codes in March.

**How to apply:** `docker compose up -d db` before running tests; report the actual output.
""", hook="Test database and reporting rules")

r("feedback_git_push.md", "Pushing", "Branch and push rules for the agent", "feedback", """
@@N7a@@

**Why:** Hanna wants every change reviewed, even one-liners.

**How to apply:** branch, push, open a PR, and tell Hanna the PR link.
""", hook="Branch rules for the agent")

r("feedback_deploys.md", "Deploys", "How and when to deploy", "feedback", """
@@S2a@@
@@NS3a@@

**Why:** cafes order for the next day at lunchtime and a broken checkout costs real orders.
""", hook="How and when to deploy")

r("feedback_secrets.md", "Secrets", "Where credentials live and how to ask for them", "feedback", """
@@S7a@@
- Never paste a key into a PR, an issue or a memory file
- Rotate anything that ends up in a chat log
""", hook="Where credentials live")

r("feedback_pr_size.md", "PR size", "Keep PRs reviewable", "feedback", """
@@F8b@@
schema change on its own.

**Why:** Hanna reviews on her phone.
""", hook="How big a PR may get")

r("feedback_dispatch.md", "Dispatch", "Rules for what leaves the unit", "feedback", """
@@NS1a@@
- The label must match the batch record, including the allergen panel
- Damaged lids are relabelled, not sent as they are

**Why:** traceability for recalls; the EHO checks it.
""", hook="What must be true before a tub is dispatched")

r("feedback_recipes.md", "Recipe changes", "Recipe change rules", "feedback", """
@@NS4a@@
- The agent may draft a recipe change as a batchbook fixture, never apply it

**Why:** recipe changes can change allergens.
""", hook="Who approves recipe changes")

r("feedback_destructive_ops.md", "Destructive operations", "Which commands the agent must not run where", "feedback", """
@@NS5a@@
- No `DROP`, `TRUNCATE` or `DELETE` without a `WHERE` on shared databases
- Ask before deleting any file under `/srv`
""", hook="Commands the agent must not run")

r("feedback_reply_style.md", "Reply style", "Short replies, British English, no emoji", "feedback", """
Keep replies short and lead with the answer. British English, no emoji, no exclamation marks.

**Why:** Hanna reads them between batches.
""", hook="How to write replies")

r("project_freezer_alarms.md", "Freezer alarms", "How freezer alarms reach people", "project", """
# Freezer alarms

@@N6a@@
- An alarm fires when a probe reads warmer than the freezer's limit for 20 minutes
- The alarm webhook lives in frostcount and also writes an event to the stock ledger
""", hook="Alarm routing for freezer temperatures")

r("project_recipe_versions.md", "Recipe versions", "How recipe versions are kept", "project", """
# Recipe versions

@@N8a@@
- A new version is created for any ingredient or quantity change
- Versions are numbered per recipe (`STR v7`)
""", hook="Recipe versioning")

r("project_staging.md", "Staging", "Staging environments", "project", """
# Staging

@@S3a@@
- Staging data is a sanitised copy of production refreshed on Sundays
""", hook="Where staging lives")

r("project_kiosk_2026.md", "Kiosk 2026", "Kiosk season project notes", "project", """
# Kiosk 2026

@@S9a@@
- Two seasonal staff this year, both returning from 2025
- New awning fitted in April
""", hook="Kiosk season staffing and kit")

r("project_scanner_app.md", "Scanner app", "The Android scanner app for frostcount", "project", """
# Scanner app

@@S10a@@
- Built with Kotlin, talks to the frostcount API with a per-device token
- Scanners are Zebra TC21 handhelds, two at the unit
""", hook="The handheld scanner app")

r("project_batch_codes.md", "Batch codes", "Batch code scheme", "project", """
# Batch codes

@@F6b@@
- Printed on the lid label and the tub side
- Codes are issued by batchbook when a batch is created
""", hook="Batch code scheme")

r("project_newsletter.md", "Newsletter", "Summer flavour newsletter", "project", """
# Newsletter

@@O6a@@
- Goes out fortnightly from May to September
- Sign-up form on the website and a QR code at the kiosk
""", hook="Customer newsletter")
