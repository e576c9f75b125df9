# Root (Claude Code auto-memory) files: name -> (frontmatter dict as ordered list, title for MEMORY.md, hook, body)
# Claim lines start with @@ID@@ (stripped by build.py).
ROOT = {}

def R(fname, name, desc, typ, title, hook, body, flat=False):
    ROOT[fname] = dict(name=name, desc=desc, type=typ, title=title, hook=hook, body=body, flat=flat)

R("reference_batchbook.md", "batchbook-overview",
  "What batchbook is, how it is built and where it runs", "reference",
  "batchbook overview", "production batch records app, stack and rules", """
# batchbook

In-house Django app for everything between "formula approved" and "batch released to stock".
Repo `brackenlea/batchbook`. Kit wrote most of it in 2025; Claude does most of the maintenance now.

## Stack
@@F2a@@- Database: Postgres (managed, see reference_infra.md)
@@S6a@@- Django 4.2 LTS; settings split into `config/settings/{base,prod}.py`
@@D7b@@- Python 3.12 (pinned in `.python-version`)
- Background jobs: django-q2 with the ORM broker, one cluster on the app droplet
@@R3a@@- CI: GitHub Actions (`.github/workflows/ci.yml`), runs pytest and `makemigrations --check`
@@A4b@@- Prod URL: batch.brackenlea.co.uk (staff sign in with Google Workspace)
@@O6a@@- Admin sessions time out after 30 minutes idle; Hattie complains about it weekly

## Batches
@@F4a@@- Every batch gets a batch code when it is started, and the code goes on every unit
- Status flow: draft → in_production → curing → qc → released (or rejected)
- A batch can only move to `released` once the QC sheet is signed by Rosa or Hattie
@@NS10a@@- Released batch records are never deleted, only archived (they're our traceability record under the Cosmetics Regulation)
@@S8a@@- When a batch is released, batchbook posts a note to #production in Slack

## Local dev
```bash
export DATABASE_URL=postgres://batchbook:batchbook@localhost:5432/batchbook_dev
./manage.py runserver 8001
```
Fixtures in `fixtures/demo_batches.json` load ten fake batches; never load them into prod.
""")

R("reference_infra.md", "infra-map",
  "infra map: droplets, databases, Redis, backups, staging hosts", "reference",
  "Infrastructure map", "where each service runs and what it talks to", """
# Infrastructure

Everything production runs in DigitalOcean `lon1` unless noted. DNS and CDN are on Cloudflare,
secrets in the 1Password vault "Brackenlea Prod".

## Hosts
@@D2b@@- batchbook runs on the droplet `bb-prod-1` (lon1, 4 GB), behind Caddy
- packbench runs on `pb-prod-1`, same region, also behind Caddy
- brack-sync runs on DO App Platform (component `sync-web`)
@@S7a@@- brack-sync staging: `staging.sync.brackenlea.co.uk` (deploys from `develop`)

## Data
@@V1a@@- batchbook database: `postgres://batchbook@db-prod.brackenlea.internal:5432/batchbook` (DO managed Postgres 16)
- packbench has its own database on the same cluster (`packbench`), same user pattern
@@O2a@@- packbench Redis: `redis.brackenlea.internal:6379`, db 0
@@F5a@@- batchbook backups are taken nightly

## Access
- SSH only through Tailscale; the droplets have no public port 22
- Deploy keys live in the same 1Password vault, one per repo
""", flat=True)

R("reference_storefront.md", "storefront-and-brack-sync",
  "The retail shop (Shopify) and the brack-sync service that feeds it", "reference",
  "Storefront and brack-sync", "retail shop setup and the stock sync service", """
# Storefront

brackenlea.co.uk, run by Maren day to day.

@@F8a@@- The retail shop is on Shopify
@@V3a@@- Free UK shipping on orders over £40
@@S9a@@- Checkout payment methods: Shopify Payments (cards, Apple Pay) and PayPal Express
@@S1a@@- Newsletter, welcome series and abandoned-cart flows: Mailchimp (audience "Brackenlea customers")
@@S3a@@- Product photos and ingredient PDFs are served from the S3 bucket `brackenlea-media` (eu-west-2) via Cloudflare
@@N8a@@- Gift wrap is offered at checkout as a £3.50 add-on product
- Product pages show the full INCI list pulled from batchbook's formula record

## brack-sync
Small TypeScript service that keeps Shopify stock in line with released batches.
@@V6a@@- Node 20, TypeScript, Fastify
@@R4a@@- Package manager: pnpm (`pnpm-lock.yaml` is committed)
@@A7a@@- Webhook `orders/create` → `https://sync.brackenlea.co.uk/webhooks/orders`
@@O8a@@- Shopify Admin API version pinned to `2026-04`
@@A2b@@- Stock push to Shopify: cron `*/15 * * * *`
""")

R("reference_tradedesk.md", "tradedesk-overview",
  "tradedesk: the wholesale portal for stockists (Rails)", "reference",
  "tradedesk overview", "wholesale portal stack, terms and integrations", """
# tradedesk

Wholesale portal at trade.brackenlea.co.uk. About 60 active stockists (gift shops, a few spas).

## Stack
- Rails 7.1, Ruby 3.3, Hotwire
@@R6a@@- Hosting: Render (web service `tradedesk-web` + background worker `tradedesk-jobs`)
@@A9a@@- Database: PostgreSQL 15 (`db-trade` cluster)
@@R1a@@- Transactional email (invoices, password resets): Postmark, server "tradedesk"
@@S10a@@- The Xero bridge reads orders from `/api/v1/orders` every hour

## Terms
| Rule | Value |
|---|---|
@@V9a@@| Minimum first order | £150 ex VAT |
| Reorder minimum | none |
| Delivery | free over £300 ex VAT |

@@F6a@@- Trade price is 50% of RRP
@@A1a@@- Invoices are on net 30 terms
@@D3b@@- Stockists can pay by card (Stripe Checkout) or bank transfer
@@NS1a@@- Never issues an invoice to an EU stockist without a VAT number on file
""", flat=True)

R("reference_packbench.md", "packbench-overview",
  "packbench, the fulfilment service: picking, labels, couriers", "reference",
  "packbench overview", "fulfilment service: order pull, labels, couriers", """
# packbench

FastAPI + SQLAlchemy (Python 3.12), Alembic migrations. Owen and the Saturday packer use it on the
bench tablet; Kit and Claude maintain it.

## Orders
@@V5a@@- Pulls new paid orders from Shopify every 10 minutes (`ORDER_POLL_INTERVAL=600`)
- Builds a pick list grouped by shelf bay (bays A–F in Unit 7)
@@R9a@@- Background jobs (label purchase, manifest close): Celery workers on the packbench Redis

## Labels and couriers
@@S2a@@- Royal Mail labels are bought through the Click & Drop API (account "Brackenlea Botanics")
@@N3a@@- Prints CN22 customs declarations for non-UK parcels together with the label
@@O3a@@- A failed DPD label request is retried 3 times, 20 s apart, then the order goes to the manual queue
@@N9a@@- A DPD label can be voided from the order screen until the parcel is scanned, even after the manifest is closed
@@D10b@@- Label printer: Zebra ZD421 on the network at `192.168.20.41:9100` (raw ZPL)
@@O10a@@- Label PDFs are purged after 90 days

## Ops
@@R2a@@- Error tracking: Sentry project `packbench`
@@D6b@@- Deploys automatically when a PR is merged to `main` (GitHub Actions → `pb-prod-1`)
""")

R("reference_production.md", "production-floor",
  "Making-room rules: batch sizes, cure times, preservatives, labels", "reference",
  "Production floor", "batch sizes, curing, QC and release rules", """
# Production

Making room and curing room are at Calder Mill, Unit 7 (back half). Rosa formulates, Hattie runs
production, Owen borrows hands on pour days.

## Batches
@@V2a@@- Cold-process soap cures for 4 weeks on the racks before QC
@@V4a@@- Face oils: batches of 120 bottles
@@O7a@@- Lip balm: 300 tins per batch (one pour of the big melter)
@@D4b@@- Lip balm base: beeswax, shea butter, sunflower oil
@@A10a@@- Production planning: Mondays 09:00, Rosa + Hattie + Owen

## Formulation and safety
@@V10a@@- Geogard ECT at 1% w/w in every water-based product (lotions, toner, the hand cream)
@@F9a@@- Allergens from fragrance and essential oils are declared on the label when over the threshold
@@D9b@@- A new formula needs a signed CPSR before its first batch is sold

## Rooms and kit
@@A6a@@- Curing room humidity: 45–55% RH, dehumidifier on auto
@@S5a@@- Batch labels (batch code + best-before) print on the Dymo LabelWriter in the making room
@@R10a@@- Raw-material stock (oils, butters, bottles, tins) is tracked in Katana
""")

R("reference_fulfilment.md", "fulfilment-rules",
  "Dispatch cut-offs, couriers, returns and what goes in the box", "reference",
  "Fulfilment rules", "cut-offs, couriers, returns, packing", """
# Fulfilment

@@D1b@@- Orders are packed at the bench in Unit 7, Calder Mill
@@F1a@@- Orders in by 1pm on a weekday ship the same day
@@F3a@@- Royal Mail for small parcels
@@R5a@@- UK parcels over 2 kg go DPD Next Day
@@O5a@@- Royal Mail collect from the mill every weekday at 4pm
@@A3a@@- Label stock: 100 × 150 mm direct-thermal
@@NS5a@@- No sample sachets in wholesale orders (stockists asked us to stop)

## Returns
@@V7a@@Unopened products can come back within 30 days of delivery; the customer pays the
return postage unless the item arrived damaged or we sent the wrong thing.
@@F10a@@- Returns are inspected before the refund goes out
@@NS3a@@- Opened returns are never restocked
- Damaged-in-transit claims are filed with the courier by Owen, photos first
""")

R("user_kit.md", "kit-profile",
  "Kit Mwangi, the only developer; how they like to work", "user",
  "Kit (developer)", "who Kit is and how they work", """
Kit Mwangi is Brackenlea's only developer (part-time, 3 days a week: Mon, Tue, Thu).
Comfortable with Django and Python, less so with Rails; tradedesk was built by a contractor in 2025.

- Prefers small PRs with a short "why" paragraph
@@NS2b@@- Kit is first contact for batchbook outages, day or night
- Doesn't want a chat ping for every deploy; a daily summary is fine
- Reviews Claude's PRs in the evening, usually the same day
""")

R("user_rosa.md", "rosa-profile",
  "Rosa Achterberg, founder and formulator", "user",
  "Rosa (founder)", "founder, formulator, signs off QC", """
Rosa Achterberg founded Brackenlea in 2024. She formulates everything, signs QC sheets and talks to the
safety assessor. Not technical, but reads batchbook screens closely and spots odd numbers fast.

- Wants product decisions explained in plain words, no jargon
- Approves every new product page before it goes live
""")

R("feedback_git_workflow.md", "git-workflow",
  "Branching and PR rules across the repos", "feedback",
  "Git workflow", "branches, PRs and who merges", """
@@N7b@@Nothing goes to main without a PR on any of our repos, even a one-line fix.
@@NS6a@@Claude must not push to `main` on batchbook.

**Why:** Kit got burned in March when a hotfix skipped review and broke the QC sheet PDF.
**How to apply:** branch names `claude/<topic>`, open the PR, tag Kit, wait.
""")

R("feedback_prod_migrations.md", "prod-migrations",
  "Who runs database migrations in production", "feedback",
  "Production migrations", "leave prod migrations to Kit", """
@@N2a@@Don't run migrations against production batchbook yourself — Kit runs them after the nightly backup.

**Why:** a migration in June locked the batches table for four minutes during a pour.
**How to apply:** write the migration, note it in the PR, stop there.
""")

R("feedback_tradedesk_git.md", "tradedesk-history",
  "Keep tradedesk commit history intact", "feedback",
  "tradedesk history", "why tradedesk commits stay separate", """
@@N1a@@Never squash-merge on tradedesk — the stockist-pricing audit reads individual commits.

**Why:** the accountant traces price changes per commit when a stockist queries an invoice.
**How to apply:** use "Create a merge commit" on tradedesk PRs; tidy commits before review instead.
""")

R("feedback_batchbook_merges.md", "batchbook-merges",
  "How batchbook PRs get merged", "feedback",
  "batchbook merges", "merge button choice for batchbook", """
@@R8a@@Squash and merge for batchbook PRs — one commit per change keeps `git log` readable for the auditors.

**Why:** Kit's rule since the first external audit (Feb 2026).
**How to apply:** write the squash message as the change summary, reference the ticket.
""")

R("feedback_packbench_prs.md", "packbench-prs",
  "packbench PR conventions", "feedback",
  "packbench PRs", "packbench PR conventions", """
@@NS4a@@packbench PRs get squash-merged.

Keep the PR title in imperative mood; it becomes the commit subject. Screenshots of the bench
tablet UI for anything Owen will see.
""")

R("feedback_shopify_stock.md", "shopify-stock",
  "Who owns stock numbers in Shopify", "feedback",
  "Shopify stock ownership", "don't touch Shopify stock directly", """
@@N4a@@Stock levels in Shopify are never edited by hand — brack-sync owns them.

**Why:** a manual edit gets overwritten on the next sync and nobody knows why numbers jumped.
**How to apply:** if numbers look wrong, fix the batch quantity in batchbook and let the sync run.
""")

R("feedback_deletes.md", "ask-before-deleting",
  "Ask before deleting data", "feedback",
  "Ask before deleting", "confirm before any destructive action", """
@@F7a@@Ask before deleting data anywhere.

**Why:** most of our data is a legal record (batches, invoices) or a customer's order.
**How to apply:** describe what would go and why, then wait for a yes.
""")

R("feedback_uk_english.md", "uk-english",
  "Spelling in customer-facing text", "feedback",
  "UK English", "spelling for customer-facing copy", """
@@A5a@@Use UK English in anything customers or stockists read: colour, moisturiser, organise.

Code identifiers stay as they are (`color` in CSS is fine).
""")

R("feedback_logging.md", "no-pii-in-logs",
  "Keep personal data out of logs", "feedback",
  "No personal data in logs", "masking rules for logs", """
@@A8a@@Never write customer email addresses into logs; mask them (`r***@gmail.com`).

Same for phone numbers and street addresses. Order numbers are fine.
""")

R("feedback_escalation.md", "escalation",
  "Who to tell when something goes wrong", "feedback",
  "Escalation", "who gets told about what", """
@@NS2a@@Batch QC failures go to Rosa, not to Kit — they're a product decision, not a bug.

Courier problems go to Owen. Anything about a customer's skin reaction goes to Rosa the same day.
""")

R("feedback_tests.md", "tests-first",
  "Test expectations for changes", "feedback",
  "Tests", "what tests a change needs", """
Add or update a test with every behaviour change in batchbook and packbench.

**Why:** Kit reviews tests first; a PR without them waits.
**How to apply:** pytest for both; factories live in `tests/factories.py`.
""")

R("feedback_commit_messages.md", "commit-messages",
  "Commit message style", "feedback",
  "Commit messages", "subject line style", """
Subject line under 60 characters, no trailing full stop, imperative mood.
Mention the batch code or order number in the body when a fix came from a real case.
""")

R("project_klaviyo_migration.md", "email-marketing-move",
  "Email marketing platform change, spring 2026", "project",
  "Email marketing move", "newsletter and flows platform change", """
@@S1b@@We moved the newsletter and all flows from Mailchimp to Klaviyo in May 2026, and the
Mailchimp account was closed once the June send had gone out.

- Welcome series rebuilt in Klaviyo with the new product photos
- Sign-up form on the shop footer is Klaviyo's embed now
""")

R("project_media_r2.md", "media-storage",
  "Where product images and PDFs are stored", "project",
  "Media storage", "image and PDF storage change", """
@@S3b@@The `brackenlea-media` S3 bucket is read-only now; new product images and PDFs go to Cloudflare R2 (`bl-media`).

Old URLs keep working through the Cloudflare rule until everything is copied across (target: December).
""")

R("project_faire_exit.md", "faire-exit",
  "Leaving Faire as a wholesale channel", "project",
  "Faire exit", "wholesale channel decision, summer 2026", """
@@S4b@@We closed the Faire shop on 2026-07-31; all trade orders come through tradedesk now.

**Why:** Faire's commission on repeat orders ate most of the trade margin.
- Existing Faire stockists got a tradedesk invite with their first-order discount honoured
""")

R("project_django5_upgrade.md", "batchbook-django-upgrade",
  "batchbook framework upgrade, autumn 2026", "project",
  "batchbook Django upgrade", "framework upgrade notes", """
@@S6b@@batchbook was upgraded from Django 4.2 to Django 5.1 in September (PR #412); 4.2 is no longer in use.

- `STORAGES` setting replaced `DEFAULT_FILE_STORAGE`
- The QC sheet PDF template needed one change (`length_is` filter removed)
""")

R("project_team_chat.md", "team-chat",
  "Team chat tool change", "project",
  "Team chat", "where the team talks", """
@@S8b@@We left Slack in April 2026; team chat and bot notifications moved to Google Chat spaces.

**Why:** Google Workspace was already paid for and nobody used Slack's extras.
""")

R("project_customer_care.md", "customer-care",
  "How customer emails are handled", "project",
  "Customer care", "who answers customers and with what", """
@@R7a@@- Customer emails (hello@) are handled in Gorgias, linked to the Shopify orders
@@NS9b@@- The shop inbox (hello@) is answered by Maren every weekday morning
- Replies within one working day is the promise on the contact page
""")

R("project_business_overview.md", "business-overview",
  "What Brackenlea sells and through which channels", "project",
  "Business overview", "products, channels, people", """
# Brackenlea Botanics

Small-batch skincare and soap, made at Calder Mill, Todmorden.

- Products: cold-process soaps, lip balms, face oils, body butters, a hand cream, a toner
@@D5b@@- Retail sales: Shopify only (brackenlea.co.uk)
- Wholesale: about 60 stockists through tradedesk
- People: Rosa (founder), Hattie (production), Owen (fulfilment), Maren (shop and customers), Kit (dev)
""")

R("project_pricing.md", "retail-pricing",
  "Current retail prices after the autumn review", "project",
  "Retail pricing", "current RRPs", """
Current RRPs (inc VAT):

@@D8b@@- 100 g soap bar: £7.50 RRP
- Lip balm tin: £5.00
- Face oil 30 ml: £24.00
- Body butter 200 ml: £18.00
""")

R("project_christmas_boxes.md", "christmas-boxes",
  "Christmas gift box range 2026", "project",
  "Christmas boxes 2026", "gift box range and dates", """
Three boxes this year: "Hearth" (soap trio), "Deep Winter" (balm + oil), "The Lot".
- Pre-orders opened 2026-10-20; boxes pack from 2026-11-24
- Last order date for UK Christmas delivery: 2026-12-18
""")

R("project_gpsr_labels.md", "gpsr-labels",
  "GPSR label changes for EU stockists", "project",
  "GPSR labels", "EU responsible person on labels", """
EU stockists need the EU responsible person on the outer box (GPSR).
- Responsible person: a Dublin agent, address in the 1Password note "EU RP"
- batchbook prints the RP line on box labels for batches flagged `eu_stock`
""")

R("project_stockist_onboarding.md", "stockist-onboarding",
  "How new stockists get set up", "project",
  "Stockist onboarding", "steps to set up a stockist", """
1. Maren checks the shop (photos, location) and approves in tradedesk
2. tradedesk sends the invite email
3. First order gets the welcome discount automatically
""")

R("reference_suppliers.md", "suppliers",
  "Main raw material and packaging suppliers", "reference",
  "Suppliers", "who we buy from", """
- Oils and butters: a Yorkshire wholesaler, weekly van on Wednesdays
- Amber glass and droppers: a Midlands packaging firm, 3-week lead time
- Tins: ordered in 2,000s, 5-week lead time
- Essential oils: two suppliers, each with IFRA certificates on file
""")

R("reference_glossary.md", "glossary",
  "glossary: CPSR, PIF, INCI, CP/HP and other shorthand", "reference",
  "Glossary", "shorthand used in the team", """
- CPSR: Cosmetic Product Safety Report, signed by the safety assessor (Dr Ines Carvalho)
- PIF: Product Information File, one per product, kept in Drive
- INCI: the ingredient naming used on labels
- CP / HP: cold-process / hot-process soap
- RP: EU responsible person
""", flat=True)

R("project_subscription_box.md", "subscription-box",
  "Idea: quarterly subscription box", "project",
  "Subscription box idea", "parked idea", """
Parked until spring 2027. Rosa wants one new product per box; Shopify subscriptions app not chosen yet.
""")
