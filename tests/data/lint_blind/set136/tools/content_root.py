# Root (Claude Code auto-memory) files. Lines starting with @@ID@@ are claim lines (marker stripped).
# (filename, title, name, type, description, flat_description?, body)
ROOT = []

def R(fn, title, name, typ, desc, body, flat=False):
    ROOT.append((fn, title, name, typ, desc, flat, body.strip("\n") + "\n"))

R("reference_tradedesk.md", "tradedesk overview", "tradedesk-overview", "reference",
  "Tradedesk overview: stack, database, stockist rules, API, nightly jobs", flat=True, body="""
# tradedesk (wholesale portal)

Stockist-facing portal: trade catalogue, orders, credit accounts, invoices. Repo `paperlark/tradedesk`.
Owner: Idris. Ruth (accounts) is the main internal user.

## Stack
- Django 5.0 on Python 3.12, HTMX for the basket and order screens
@@V1b@@- Postgres: `pg-trade.paperlark.internal:5432`, database `tradedesk`
@@F1b@@- Postgres 16 behind pgbouncer in transaction pooling mode
- Redis `redis-trade.paperlark.internal:6379` for sessions and the basket cache
@@R2b@@- CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR
@@R3b@@- Invoice and statement emails: Amazon SES (eu-west-2), sender `accounts@paperlark.co.uk`
@@O8b@@- Stockist logo uploads: 5 MB max, PNG or SVG

## Stockist rules
@@V2a@@- Minimum first order for a new stockist: £150 ex VAT
@@O5a@@- Minimum repeat order: £100 ex VAT
@@A5a@@- Payment terms: 30 days from invoice date
@@N9a@@- Credit limits are set by Ruth when an account is approved and are never raised automatically
@@D4b@@- Every stockist user has their own login; 2FA by emailed code
- Accounts dormant for 18 months are archived (orders kept, login disabled)

## API
@@V10a@@- Stockist API rate limit: 120 requests per minute per key
@@D10b@@- API keys expire after 365 days; stockists get a reminder email 30 days before
- Keys are created by Ruth in the admin, one per stockist, never shared between shops

## Jobs
@@R10a@@- Invoices are pushed to Xero every night at 01:00 (Celery beat)
- Abandoned trade baskets are cleared after 30 days
- Weekly "what's new" digest of new designs is built on Monday 06:00
""")

R("reference_shopfront.md", "shopfront overview", "shopfront-overview", "reference",
  "Online shop (Next.js): runtime, hosting, payments, delivery prices, rules", body="""
# shopfront (online shop)

Consumer shop at the public domain, single cards, bundles and personalised cards. Repo `paperlark/shopfront`.
Owner: Cass.

## Stack
@@F4b@@- Next.js 14 app router; product pages use ISR (revalidate 600 s)
@@V4a@@- Runtime: Node 20 (`.nvmrc` is `20.18.0`)
@@R1a@@- Package manager: pnpm 9 (`pnpm-lock.yaml` is committed)
@@D1b@@- Hosting: Vercel project `paperlark-shop`, production branch `main`
@@D9b@@- Domain: `paperlark.co.uk` (apex redirects to `www`)
@@R9a@@- Card payments: Stripe (Payment Element)
@@R4a@@- Error tracking: Sentry project `shopfront` (EU region)
- Product data comes from cardvault's export API every 15 minutes

## Delivery (what the customer pays)

| Service | Typical delivery | Price |
|---|---|---|
@@V9a@@| Royal Mail 2nd Class | 2–3 working days | £1.10 |
| Royal Mail 1st Class | 1–2 working days | £1.60 |
| Royal Mail Tracked 48 | 2 working days | £3.95 |

Free 2nd Class delivery on orders of 6 cards or more.

## Rules
@@N7a@@- The shop does not ship outside the UK
@@NS3a@@- Postage is not refunded on returns unless the card arrived damaged
@@NS10a@@- Card numbers are never stored by shopfront; the payment provider tokenises them
- Personalised cards are proofed on screen before payment; no human proof step
""")

R("reference_cardvault.md", "cardvault overview", "cardvault-overview", "reference",
  "Design asset system: stack, storage limits, thumbnails, backups, CI", body="""
# cardvault (design assets)

Master artwork, design metadata (SKU, range, designer, licence), proofs and print exports.
Repo `paperlark/cardvault`. Owner: Idris; Nell and the designers are the daily users.

## Stack
@@O9a@@- Python 3.12, Django 4.2 LTS
@@O1a@@- Postgres: `pg-assets.paperlark.internal:5432`, database `cardvault`
@@O4a@@- CI: Woodpecker on the k3s cluster (`.woodpecker.yml`)
- Image processing with libvips (pyvips), workers on Celery

## Artwork
@@F8a@@- Layered source artwork (PSD, AI) is stored in cardvault
@@V6a@@- Max artwork upload: 200 MB per file (nginx `client_max_body_size 200m`)
@@A4a@@- Thumbnails are served from `img.paperlark.co.uk` through Cloudflare
- SKU format `PL-<range>-<nnnn>`, e.g. `PL-XMS-0412`; ranges are three letters
- Each design records its designer and licence term (most are 5 years)

## Ops
@@V7a@@- Nightly `pg_dump` to B2, kept for 14 days
- Export API used by shopfront and tradedesk: `/export/v1/products`
""")

R("reference_runplanner.md", "runplanner overview", "runplanner-overview", "reference",
  "Print-run planning app: stack, hosting, printer rules, notifications", body="""
# runplanner (print runs)

Plans reprints and new runs: quantities per design, printer, paper, delivery to the warehouse.
Repo `paperlark/runplanner`. Owner: Cass. Main user: Nell (production).

## Stack
- Rails 7.1, Ruby 3.3, Hotwire
@@O1b@@- Postgres: `pg-runs.paperlark.internal:5434`, database `runplanner`
@@R5a@@- Hosting: Fly.io app `paperlark-runs` in lhr, two machines
- Reads stock levels from despatch every hour to suggest reprints

## Printers
@@V8a@@- Hollins Press minimum run: 500 cards per design
@@A1a@@- Runs are booked with Hollins at least 3 weeks before the on-sale date
- Marlow & Fenn get foil and letterpress jobs; quotes are entered by hand
- A run is "closed" when the pallet is booked in at the warehouse

## Notifications
@@S10b@@- Status changes are posted to #print-runs in Slack
- Nell gets an email digest of runs due in the next 14 days
""")

R("reference_despatch.md", "despatch overview", "despatch-overview", "reference",
  "Warehouse and fulfilment service: jobs, printers, cut-offs, shipping rules", body="""
# despatch (warehouse + fulfilment)

Picks, packs and labels online and wholesale orders. Repo `paperlark/despatch`. Owner: Idris.
Warehouse lead: Tomasz.

## Stack
@@O9b@@- Python 3.11 (pinned: the Zebra ZPL library breaks on 3.12)
@@R6a@@- Background jobs: Celery with RabbitMQ (`rabbit.paperlark.internal:5672`)
@@A6a@@- Label printers: Zebra ZD421, USB to the packing PCs
@@O2a@@- Despatch SMS (Twilio) are retried up to 3 times, then dropped

## Site
@@D7b@@- Warehouse: Unit 9, Foundry Lane, Bristol BS5
- Royal Mail collection 16:30 weekdays; DPD collection 17:00

## Shipping rules
@@V5a@@- Same-day cut-off for online orders: 14:00
@@O6a@@- Wholesale orders ship within 3 working days of being placed
@@F3b@@- Online orders: Tracked 48 if the customer paid for tracking, otherwise 1st or 2nd Class as chosen
@@NS9a@@- Orders are not split into several parcels unless a card is on backorder
@@N3a@@- No label runs at weekends; Saturday orders are picked on Monday
""")

R("reference_infra.md", "Infra", "infra", "reference",
  "Infra map: cluster, deploys, secrets, monitoring, staging, on-call", flat=True, body="""
# Infra

- Hetzner k3s cluster, 3 nodes (`k3s-1..3`), Traefik ingress
@@F9a@@- tradedesk and cardvault are deployed by Argo CD from the `deploy` repo
- Secrets in 1Password (vault `Platform`), synced by the 1Password operator
- Metrics and logs: Grafana + Loki on the cluster
@@F7a@@- Alerts from Grafana and Sentry go to #pl-alerts
@@A9a@@- Staging: `staging.paperlark.co.uk`, reset nightly from anonymised prod at 04:00
@@F5a@@- tradedesk's database is backed up every night
@@NS2b@@- On-call (Idris and Cass, alternating weeks) covers shopfront outages and despatch label failures
- DNS at Cloudflare; Terraform in `paperlark/infra` manages DNS records and the Hetzner servers
""")

R("reference_suppliers.md", "Print and paper suppliers", "suppliers", "reference",
  "Who prints what, board spec, file requirements", body="""
# Suppliers

## Printers
@@D3b@@- Hollins Press prints our standard litho runs (Leicester)
- Marlow & Fenn (Bath): foil, letterpress, and anything with a die-cut
- Digital short runs: Printwell Digital, next-day turnaround

## Board and envelopes
@@F2b@@- Standard cards: 350gsm FSC-certified uncoated board from Fenner Paper
- Envelopes: 100gsm recycled kraft or white, C6 for standard, 155 mm square for square cards
@@NS6a@@- No foil on recycled board — it flakes in the folder
- Cello bags are compostable (PLA), bought in 10,000s

## Files
@@A7a@@- Print-ready files: PDF/X-4, 3 mm bleed, CMYK (Fogra39)
""")

R("reference_pricing.md", "Pricing", "pricing", "reference",
  "Trade pricing: card prices, list cadence, VAT notes", flat=True, body="""
# Pricing

@@D5b@@- Standard card trade price: £1.25 per card ex VAT
- RRP for a standard card: £3.50; large format £4.95
@@A10a@@- The trade price list is republished every quarter (Jan, Apr, Jul, Oct)
@@N10a@@- Jersey and Guernsey stockists are not charged UK VAT
- Stockist discounts above 10% need Maren's sign-off
""")

R("reference_glossary.md", "Glossary", "glossary", "reference",
  "Glossary: the words production and wholesale use", flat=True, body="""
# Glossary

- **Stockist**: a shop with a trade account on tradedesk
- **Range**: a seasonal or themed set of designs (XMS, MDY, BDY, ...)
- **Run**: one print job at a printer, possibly many designs on one sheet
- **Cello**: the clear bag a card ships in
- **Bleed**: artwork extending past the trim line
- **Backorder**: an ordered card that is out of stock and ships when the reprint lands
""")

R("reference_repos.md", "Repos and owners", "repos", "reference",
  "Repository list with owners and where each one runs", body="""
# Repos

| Repo | What | Owner |
|---|---|---|
| `paperlark/tradedesk` | wholesale portal | Idris |
| `paperlark/shopfront` | online shop | Cass |
| `paperlark/cardvault` | design assets | Idris |
| `paperlark/runplanner` | print runs | Cass |
| `paperlark/despatch` | warehouse | Idris |
| `paperlark/deploy` | Argo CD manifests | Idris |
| `paperlark/infra` | Terraform | Idris |

All repos are private on GitHub; Maren is admin on the org.
""")

R("reference_contacts.md", "People and contacts", "contacts", "reference",
  "Who to ask about what (internal team and printers)", body="""
# Contacts

- Maren Holt: head of digital, signs off anything customer-facing
- Idris Bello: backend, infra, on-call
- Cass Whitford: front-end, shopfront and runplanner, on-call
- Nell Park: production manager (print runs, proofs, printers)
- Tomasz Wren: warehouse lead
- Ruth Adeyemi: accounts and wholesale
- Hollins Press: account manager Dev, prefers phone for urgent runs
""")

R("user_maren.md", "Maren (user profile)", "maren-profile", "user",
  "Maren Holt, head of digital; how she likes to work", body="""
Maren Holt is head of digital at Paperlark Cards (Bristol). Background in PHP and then Django; reads Ruby
but doesn't write it. Cares most about the shop and wholesale portal not breaking during seasonal peaks
(Christmas, Valentine's, Mother's Day).

@@R8a@@Maren edits in Neovim (LazyVim); don't suggest VS Code-only settings or extensions.

She works Monday to Thursday; Friday questions can wait for Idris.
""")

R("feedback_tradedesk_prs.md", "tradedesk PR merges", "tradedesk-pr-merges", "feedback",
  "How tradedesk PRs get merged", body="""
@@R7a@@Always squash-merge tradedesk PRs; the PR title becomes the commit subject.

**Why:** Maren reads `git log --oneline` on main to write the release notes for Ruth.

**How to apply:** write PR titles as release-note lines ("Stockists can download past invoices as CSV").
""")

R("feedback_runplanner_history.md", "runplanner commit history", "runplanner-history", "feedback",
  "Keep runplanner commits intact on merge", body="""
@@N1a@@Never squash runplanner PRs — the data migrations need their individual commits for bisecting.

**Why:** a squashed migration PR in the spring made it impossible to find which step broke the paper stock
totals.

**How to apply:** use "Create a merge commit" on GitHub for runplanner.
""")

R("feedback_proofs.md", "Sending proofs", "sending-proofs", "feedback",
  "How proofs get to designers", body="""
@@N2a@@Proofs are never emailed as attachments; send the designer a cardvault proof link instead.

**Why:** attachments led to designers approving an old version in March.
""")

R("feedback_migrations.md", "tradedesk migrations timing", "tradedesk-migrations", "feedback",
  "When it's OK to run tradedesk migrations", body="""
@@N5a@@Don't run tradedesk migrations between 08:00 and 18:00 — stockists are placing orders.

**Why:** a table rewrite locked `orders_orderline` for four minutes on a Tuesday morning.

**How to apply:** schedule with Idris for the evening, or ask him to run it.
""")

R("feedback_reprints.md", "Reprint sign-off", "reprint-signoff", "feedback",
  "Designer sign-off before reprints", body="""
@@N6a@@Never reorder a reprint without the designer's sign-off in cardvault.

**Why:** two designers changed colours between runs and the reprint went out with the old file.
""")

R("feedback_replies.md", "Reply style", "reply-style", "feedback",
  "How Maren wants answers formatted", body="""
@@A2a@@Keep replies short; show diffs, not whole files.

No summaries of what you just did unless asked. British spelling in anything customer-facing.
""")

R("feedback_lint.md", "Lint before commit", "lint-before-commit", "feedback",
  "Run the linters before committing", body="""
@@A8a@@Run `make lint` before every commit, in every repo.

**Why:** CI failures on lint waste a full pipeline run; Maren gets the failure emails.
""")

R("feedback_tests.md", "Tests with new code", "tests-with-code", "feedback",
  "Tests ship in the same PR as the code", body="""
@@F10a@@Write tests alongside any new code; don't leave them for a follow-up PR.

**Why:** follow-up test PRs never happened in the first half of the year.
""")

R("feedback_terraform.md", "Terraform boundaries", "terraform-boundaries", "feedback",
  "What Claude may and may not run in the infra repo", body="""
@@NS8a@@Never run `terraform apply` yourself; plan only and paste the output for Idris.

**Why:** the DNS records for the shop are in the same state file.
""")

R("feedback_friday_deploys.md", "Friday deploys", "friday-deploys", "feedback",
  "No late-Friday tradedesk releases", body="""
@@NS4a@@Don't deploy tradedesk after 15:00 on a Friday.

**Why:** nobody watches the wholesale portal at weekends and stockists order on Saturday mornings.
""")

R("feedback_escalation.md", "Where complaints go", "complaint-escalation", "feedback",
  "Routing customer and stockist complaints", body="""
@@NS2a@@Print-quality complaints go to Nell in production, not to on-call.

Damaged-in-post complaints go to customer service (Tomasz's team) for a resend.
""")

R("feedback_stockist_comms.md", "Stockist comms", "stockist-comms", "feedback",
  "What to email stockists about and what not", body="""
@@NS7a@@Don't email stockists about stock levels — post them on the tradedesk noticeboard.

**Why:** Ruth had complaints about "yet another email" during the autumn restock.
""")

R("feedback_commit_messages.md", "Commit messages", "commit-messages", "feedback",
  "Commit message style", body="""
Commit subjects in the imperative, under 72 characters, no emoji, no Co-Authored-By trailer.
Reference the GitHub issue number in the body when there is one.
""")

R("feedback_force_push.md", "No force push", "no-force-push", "feedback",
  "Never force-push shared branches", body="""
Never force-push `main` or a branch someone else has commits on; force-pushing your own feature branch is fine.
""")

R("project_artwork_bucket_migration.md", "Artwork bucket migration", "artwork-bucket-migration", "project",
  "cardvault storage moved to a new B2 bucket", body="""
# Artwork bucket migration (Feb 2026)

@@S3a@@`paperlark-cardvault-v1` has been read-only since the February migration; new uploads go to `paperlark-artwork`.

- Copied 1.8 TB with rclone over a weekend
- Old bucket kept for a year in case a path was missed, then delete (Feb 2027)
- Lifecycle rule on the new bucket keeps old versions for 30 days
""")

R("project_linear.md", "Design pipeline tracking", "design-pipeline-tracking", "project",
  "Where design work is tracked", body="""
@@S4a@@We no longer use the Trello board for the design pipeline — everything moved to Linear (team DES) in April.

Statuses: Brief → Sketch → Artwork → Proof → Approved → In cardvault.
""")

R("project_api_v2.md", "Stockist API v2", "stockist-api-v2", "project",
  "Stockist API versioning and the v1 retirement", body="""
# Stockist API v2

@@S6a@@`/api/v1/orders` is deprecated; all stockist integrations are meant to use `/api/v2/orders`.

- v2 adds pagination cursors and per-line VAT
- Hartley & Co and two other EPOS vendors were contacted in September
""")

R("project_click_and_drop.md", "Royal Mail labels", "royal-mail-labels", "project",
  "How despatch creates Royal Mail labels", body="""
@@S7a@@In July despatch moved from the Royal Mail DMO integration to Click & Drop; DMO is switched off.

Click & Drop API key is in 1Password (`royalmail-clickdrop`). Tracked 48 and 1st/2nd Class all go through it.
""")

R("project_distributors.md", "Overseas distributors", "overseas-distributors", "project",
  "Terms for the overseas distributor channel", body="""
# Overseas distributors (started 2026-05)

Three distributors so far: Netherlands, Ireland, Australia. Handled by Ruth, outside the online shop.

@@O5b@@- Overseas distributors: minimum order £1,500 ex VAT, pallets only
@@O6b@@- Distributor orders ship within 10 working days
- Prices are in GBP, ex works; the distributor books its own freight
""")

R("project_faire_sync.md", "Faire sync", "faire-sync", "project",
  "Syncing the trade catalogue to Faire", body="""
# Faire sync

Lists a subset of the trade catalogue on Faire for US and EU shops; orders come into tradedesk.

@@O10b@@The Faire sync makes at most 10 requests per second to Faire's API.

- Runs every 30 minutes, products first, then inventory
- Faire orders are tagged `source=faire` in tradedesk
""")

R("project_warehouse_move.md", "Warehouse move", "warehouse-move", "project",
  "The October 2026 warehouse move", body="""
# Warehouse move (Oct 2026)

@@D7a@@During the October move, despatch ran out of the Unit 4 overflow site for two weeks.

- Printers and the two packing PCs moved on the 14th
- Lost one day of collections; customers got an email from Cass's template
""")

R("project_mothers_day_range.md", "Mother's Day 2027", "mothers-day-2027", "project",
  "Mother's Day 2027 range plan", body="""
# Mother's Day 2027

@@D8b@@The Mother's Day 2027 range is 55 designs, artwork due in cardvault by 15 December.

- 12 of them are personalisable
- Runs booked with Hollins in the first week of January
""")

R("project_rebrand.md", "Rebrand", "rebrand", "project",
  "The 2026 rebrand and the domain change", body="""
# Rebrand (2026)

@@D9a@@Until the March 2026 rebrand the shop lived at paperlarkcards.co.uk.

- Old domain 301s to the new one; keep it registered until 2028
- New logo files are in cardvault under the `BRAND` range
""")

R("project_christmas_2026.md", "Christmas 2026", "christmas-2026", "project",
  "Christmas 2026 range and peak prep", body="""
# Christmas 2026

@@NS6b@@The Christmas 2026 range uses gold foil on the standard 350gsm FSC board.

- 96 designs, 18 of them charity packs
- Peak week expected 7–14 December; Tomasz has two temps booked
""")

R("project_q4_priorities.md", "Q4 priorities", "q4-priorities", "project",
  "What the team is working on in Q4 2026", body="""
# Q4 2026

1. Keep the shop and tradedesk stable through Christmas peak
2. Stockist self-service returns in tradedesk
3. Move runplanner's stock check to a webhook instead of hourly polling
4. Personalisation editor: better font preview on mobile
""")
