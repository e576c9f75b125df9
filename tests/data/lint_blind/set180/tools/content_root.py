# Root (Claude Code auto-memory) files. Lines starting with @ID@ are claim lines.
# Each entry: (filename, type, name, description, title, hook, flat_description, body)
ROOT = []

def R(fn, typ, name, desc, title, hook, body, flat=False):
    ROOT.append((fn, typ, name, desc, title, hook, flat, body))

R("reference_stockbook.md", "reference", "stockbook-overview",
  "stockbook: the stock catalogue app, stack, hosts and house conventions",
  "stockbook overview", "stock catalogue app: stack, hosts, conventions, local setup", flat=True, body="""
# stockbook

The stock catalogue for every stamp and coin Finch & Marlow owns: cost, asking price, strongroom
location, photos and provenance notes. Django admin for staff; a JSON API that lotwise and valuer read.

## Stack
@D4b@ - Django 5.1 on Python 3.12
@V1a@ - Postgres 16: `pg-stock.finchmarlow.internal:5432`, database `stockbook`
- Celery workers for thumbnails and the feed imports; broker on `redis-stock.finchmarlow.internal:6379/0`
@R7a@ - Search: Meilisearch, index `stock_items`, reindexed on save
@S1a@ - Photos: S3 bucket `fm-stock-images` (eu-west-2), served through CloudFront
- Admin at `https://stock.finchmarlow.co.uk/admin/` (staff accounts only)

## Conventions
@V6a@ - Max photo upload: 20 MB per image; the admin rejects anything bigger
@F7a@ - SKUs: `FM-S-` for stamps, `FM-C-` for coins, followed by a running number
@A2a@ - Money is stored as integer pence (`price_p`, `cost_p`), never as floats
@O8a@ - Nightly price sync from the dealer feeds runs at 03:30
@O10a@ - PRs are rebase-merged so main stays linear
- Strongroom locations look like `SR-B3-14` (bay, shelf, box); stamps in stock books, coins in trays
- Provenance notes are free text but must name the source (auction, collection, trade)

## Local setup
```
cp .env.example .env
# DATABASE_URL=postgres://stockbook@pg-stock.finchmarlow.internal:5432/stockbook
uv sync && uv run manage.py runserver
```
""")

R("reference_gradeledger.md", "reference", "gradeledger-overview",
  "gradeledger holds every grading record, slab and certificate; stack and rules",
  "gradeledger overview", "grading records service: stack, storage, grading rules", body="""
# gradeledger

FastAPI service for grading records: our in-house grades for raw coins and stamps, third-party slab and
certificate numbers (NGC, PCGS for coins; BPA, RPSL for stamps), photos and the grader's notes.
Ruth Marlow owns the grading side; Owen does most of the code.

## Stack
@V7a@ - Python 3.12, FastAPI, SQLAlchemy 2 with Alembic migrations
@O1b@ - Postgres: `pg-grade.finchmarlow.internal:5432`, database `gradeledger`
@S2a@ - Deploys: `./deploy.sh` on the bastion pulls the new image and restarts the service
@S4a@ - Cert scans live on the office NAS under `\\\\vault\\certs\\`
- API docs at `/docs`, behind the staff login

## Grading rules
@F1a@ - Coin grades use the Sheldon scale, 1–70
- Stamp condition uses our words: superb, very fine, fine, average, with centring noted separately
@D2b@ - Stamp expertising certificates (BPA, RPSL) are recorded in gradeledger with a scan of the cert
@N3a@ - Grades stay editable after a certificate is printed; Ruth fixes typos in place from the admin
- Every record keeps the grader's initials and the date graded
""")

R("reference_lotwise.md", "reference", "lotwise-overview",
  "lotwise: weekly online auctions; stack, hosting, auction rules",
  "lotwise overview", "online auction site: stack, hosting, bidding and close rules", flat=True, body="""
# lotwise

Our online auction site: a timed auction of stamps and coins every week, plus a monthly "better items"
sale. Next.js front end, a Node API, Postgres and Redis.

## Stack
@S8a@ - Runtime: Node 18 LTS, Next.js 14
@R1a@ - Package manager: pnpm (workspace with `web/` and `api/`)
@R5a@ - Hosting: Hetzner Cloud, a CX42 for web+api and a CX22 for workers
@V9a@ - Redis (bid locks, sessions): `redis-lots.finchmarlow.internal:6379`
- Transactional email: Postmark, server `lotwise-prod`
- Errors: Sentry project `lotwise-web`
@O4a@ - Formatting: Prettier with the default config, run by lint-staged

## Auction rules
@F4a@ - Weekly auctions close on Sunday evenings
@V2a@ - Buyer's premium: 18% of the hammer price, VAT added on the premium only
@V5a@ - Soft close: a bid in a lot's final 2 minutes extends it by 3 minutes
@N6a@ - Reserve prices are never shown to bidders; the lot page only says whether the reserve is met
@F9a@ - Bidders must verify their email address before they can bid
@A8a@ - All auction times are shown in UK time (Europe/London)
@O2a@ - Outbid emails are retried 3 times, then dropped
@O7a@ - Bid history is kept for 7 years
@O6a@ - Lot photos are resized to 1600 px on the long edge

Bid increments:

| Current bid | Increment |
|---|---|
| under £20 | £1 |
@D3b@ | £20 to £99 | £2 |
| £100 to £499 | £5 |
| £500 and up | £10 |
""")

R("reference_approvals.md", "reference", "approvals-overview",
  "approvals service: approval books posted to collectors; stack and rules",
  "approvals overview", "approval books service: stack, loan rules, postage, reminders", body="""
# approvals

Approvals = books of stamps (and a few coin trays) posted to trusted collectors, who keep what they want
and send the rest back with payment. This is the oldest part of the business.

## Stack
@D10b@ - Rails 7.1 / Ruby 3.3, standalone app with its own repo
@O1a@ - Postgres: `pg-appr.finchmarlow.internal:5434`, database `approvals`
@R6a@ - Background jobs run on Sidekiq (shared Redis, db 3)
@R4a@ - Exceptions are reported to Sentry (project `approvals`)
@R3a@ - Overdue reminder emails are sent through Postmark

## Rules

| Setting | Value |
|---|---|
@V3a@ | Loan period | 21 days from posting |
@V8a@ | Max items per book | 40 |
@D1b@ | Outbound postage | £4.20 per book, flat |
| Books out per customer | 1 at a time |

@A4a@ - Only customers with two completed purchases can receive approvals
@N4a@ - UK addresses only: approval books are never posted abroad
@N9a@ - Customers pay their own return postage
@D5b@ - Books go out on Tuesdays and Fridays
@F2a@ - Returned books are checked in by scanning the barcode on the cover
- A customer with a book overdue can't be sent another one until it's back
""")

R("reference_valuer.md", "reference", "valuer-overview",
  "valuer builds insurance valuation schedules and reports; how it works",
  "valuer overview", "insurance valuations app: pricing, reports, fees", body="""
# valuer

Insurance valuations for private collectors. Gerald (or Ruth, for coins) views the collection, then
valuer builds the schedule from stockbook-style item lines and renders the report.

@O5a@ - Runs on the office mini PC (Flask, Python 3.12), not in the cloud
@R9a@ - PDF reports are rendered with WeasyPrint from Jinja templates
@S6a@ - Prices come from the Stanley Gibbons catalogue CSV import, refreshed quarterly
@F3a@ - Figures are retail replacement value
@V4a@ - A valuation is valid for 3 years; after that the report recommends a revaluation
@O3a@ - Fee: 1.5% of the total valuation, minimum £60
@A5a@ - Reports are addressed to the policyholder, not the insurer
@N2a@ - Finished PDFs are emailed to the client as an attachment
@D6b@ - Each report is signed off by one valuer, normally Gerald
- Schedules group items by country, then by reign or issue
""")

R("reference_infra.md", "reference", "infra-overview",
  "infra: shared services, backups, monitoring, accounts",
  "Infrastructure", "shared infrastructure: DNS, secrets, backups, monitoring, SSO", flat=True, body="""
# Shared infrastructure

Small estate: a few Hetzner VMs, the office mini PC, and hosted services. Marta owns all of it.

@A6a@ - DNS for finchmarlow.co.uk is on Cloudflare
@F6a@ - Secrets live in Bitwarden
@V10a@ - Backups: restic to Backblaze B2 nightly, keeping 30 daily and 12 monthly snapshots
@S3a@ - Uptime checks: Uptime Kuma on the ops box, alerts to the #ops Slack channel
@S10a@ - Staff sign in to the admin panels with Google Workspace SSO
@D7b@ - Dependency update PRs come from Renovate, grouped weekly
@F8a@ - Python projects manage dependencies with uv
- The bastion is `bastion.finchmarlow.internal`; SSH keys only, no passwords
- Each app has its own Postgres database; none of them share one
""")

R("reference_shop.md", "reference", "shop-and-despatch",
  "The Harrogate shop and the despatch bench: hours, payments, postage",
  "Shop and despatch", "shop counter, opening, despatch and stocktake facts", body="""
# Shop and despatch

The shop is at 14 Montpellier Parade, Harrogate; despatch is the back room.

@O9a@ - Shop hours: Tuesday to Saturday, 10:00–17:00
@D9b@ - Closed Sundays and Mondays
@S9a@ - Counter card payments: Square Terminal, settles to the Starling account
@S5a@ - Postage labels are bought through Royal Mail Click & Drop
@A10a@ - Stocktake: every January, shop closed for two days
- Collection of won lots in person is by appointment
- Dylan runs despatch; parcels are collected at 15:30
""")

R("reference_glossary.md", "reference", "trade-glossary",
  "Glossary: stamp and coin trade words the team uses",
  "Trade glossary", "stamp and coin trade terms used in code and notes", flat=True, body="""
# Glossary

- **Approvals**: a book of stamps sent to a collector to pick from
- **Slab**: a sealed plastic holder from a grading service (NGC, PCGS) with a cert number
- **Raw**: an ungraded coin, not in a slab
- **MNH / MM / FU**: mint never hinged / mounted mint / fine used
- **Hammer**: the winning bid before buyer's premium
- **SG number**: Stanley Gibbons catalogue number; coins use Spink numbers
- **Cover**: an envelope that went through the post, valued as a whole
""")

R("reference_contacts.md", "reference", "team-and-contacts",
  "Who is who at Finch & Marlow and who to ask about what",
  "Team and contacts", "who owns what in the business and the code", body="""
# Team

- Gerald Finch: owner, stamps, valuations
- Ruth Marlow: coins and grading
- Marta Kowalczyk: head of digital, the main user of this agent
- Owen Price: developer (lotwise, gradeledger)
- Saanvi Rao: developer, part-time (approvals, valuer)
- Dylan Hart: shop and despatch
""")

R("reference_repos.md", "reference", "repositories",
  "Where each repository lives and what it contains",
  "Repositories", "repo names, owners and default branches", body="""
# Repositories

All on GitHub under `finch-marlow`:
- `stockbook`: catalogue (Django)
- `gradeledger`: grading records (FastAPI)
- `lotwise`: auctions (Next.js + Node)
- `approvals`: approvals service (Rails)
- `valuer`: insurance valuations (Flask)
- `ops`: compose files, restic config, runbooks

Default branch is `main` everywhere.
""")

R("reference_auction_close_runbook.md", "reference", "auction-close-runbook",
  "What to watch during a Sunday auction close",
  "Auction close runbook", "steps for watching a live close and what to do if it stalls", body="""
# Auction close runbook

1. From 18:30 keep the lotwise dashboard and the worker logs open.
2. If bids stop arriving for more than a minute during the close, check the worker first.
3. Don't restart the web machine mid-close unless the site is actually down.
4. After the last lot ends, check that invoices were queued, then post in #auctions.
""")

R("feedback_merge_strategy.md", "feedback", "merge-strategy",
  "How each repo's PRs are merged; the rules differ per repo",
  "Merge strategy per repo", "which merge button to use in which repo", body="""
Merge strategies differ by repo; ask if unsure.

@N1a@ - lotwise: never squash; Owen's commit messages are the changelog, so use a merge commit.
- stockbook: rebase and merge, keep the history linear
@NS3b@ - gradeledger: squash and merge is fine, the PR title becomes the commit

**Why:** Marta got burned when a squash lost the message Owen uses for release notes.

**How to apply:** check the repo before pressing merge or suggesting a `gh pr merge` flag.
""")

R("feedback_migrations.md", "feedback", "migrations-by-hand",
  "Database migrations are run by a person, not by the deploy",
  "Migrations by hand", "who runs schema migrations and when", body="""
@N7b@ Never run stockbook migrations as part of the deploy; Marta runs `manage.py migrate` by hand after reading the plan.

**Why:** a migration in 2025 locked the stock table for twenty minutes during a Saturday rush.

**How to apply:** when preparing a stockbook release with migrations, say so in the PR and leave the
`migrate` step out of any script.
""")

R("feedback_testing.md", "feedback", "real-database-tests",
  "Tests use a real database, not mocks",
  "Real database in tests", "test against real Postgres, not mocks", body="""
@A9a@ Don't mock the database in tests; run them against a real Postgres in Docker.

**Why:** Marta wants tests that catch migration and query mistakes.

**How to apply:** use the `docker compose -f compose.test.yml up -d db` service in every repo that has one.
""")

R("feedback_commit_messages.md", "feedback", "commit-messages",
  "How Marta wants commit messages written",
  "Commit messages", "commit message style", body="""
@A7a@ Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:`), lower case, no trailing full stop.

Keep the subject under about 70 characters and put the why in the body when it's not obvious.
No co-author trailers.
""")

R("feedback_prices.md", "feedback", "price-display",
  "How prices are shown to customers",
  "Price display", "how to format prices on pages and invoices", body="""
@A1a@ Show prices of £100 and over as whole pounds (£1,250, not £1,250.00); below £100 keep the pence.

**Why:** Gerald thinks pence on big numbers look fussy in the catalogue.

**How to apply:** use the shared `formatPrice` helper in lotwise and the `price` template filter in stockbook.
""")

R("feedback_stock_deletion.md", "feedback", "no-stock-deletion",
  "Stock items are kept for provenance",
  "Keep stock items", "why stock records are archived rather than removed", body="""
@N5b@ Never hard-delete a stock item in stockbook; sold items are archived so the provenance trail survives.

**Why:** buyers and insurers ask years later where a stamp came from, and Gerald has to answer.

**How to apply:** any cleanup code should set `archived_at`, never issue a `DELETE`.
""")

R("feedback_disputes.md", "feedback", "card-disputes",
  "Who deals with card disputes from auction buyers",
  "Card disputes", "routing of payment disputes", body="""
@NS2a@ Card disputes on lotwise invoices: escalate to Marta, not to the on-call dev.

**Why:** disputes need the bid history and a judgement call on the customer, not a code fix.
""")

R("feedback_valuation_phone.md", "feedback", "no-figures-by-phone",
  "Valuation numbers are not given out on calls",
  "No figures by phone", "rule for valuation figures on calls", body="""
@NS9a@ Never give valuation figures over the phone, even to the policyholder.

**Why:** we can't be sure who is on the line, and the figures say what is in the house.

**How to apply:** if asked to script phone answers or a call note template, leave figures out.
""")

R("feedback_reply_style.md", "feedback", "reply-style",
  "Marta likes short answers with the command first",
  "Reply style", "how to format answers for Marta", body="""
Lead with the command or the answer, then one or two lines of why. British spelling.
No tables unless comparing more than three things.
""")

R("feedback_pr_size.md", "feedback", "small-prs",
  "Keep pull requests small and single-purpose",
  "Small PRs", "size and scope of pull requests", body="""
One concern per PR. If a refactor is needed to land a feature, open the refactor first.

**Why:** Owen and Saanvi review in short gaps between shop tasks.
""")

R("feedback_no_force_push.md", "feedback", "no-force-push",
  "Never force-push shared branches",
  "No force-push", "rule about rewriting shared history", body="""
Don't force-push any branch someone else has pulled, and never `main`.
Rebasing your own unpushed work is fine.
""")

R("feedback_photo_naming.md", "feedback", "photo-file-names",
  "Photo files are named after the SKU",
  "Photo file names", "naming of item photo files", body="""
Photo files are named `<SKU>-<n>.jpg` (front is 1, back is 2, details from 3).
Don't rename photos by hand once they're attached to an item.
""")

R("user_marta.md", "user", "marta-profile",
  "Marta Kowalczyk, head of digital; how she works",
  "Marta", "who Marta is and how she likes to work", body="""
Marta Kowalczyk runs everything digital at Finch & Marlow and is the main person this agent works with.
She came from a payments company, so she is strict about money handling and audit trails.

@R10a@ Marta works in Neovim (LazyVim) and reviews diffs in the terminal.

She collects GB Victorian line-engraved stamps herself, so don't over-explain stamp terms.
""")

R("user_gerald.md", "user", "gerald-profile",
  "Gerald Finch, owner; what he cares about",
  "Gerald", "owner's priorities and preferences", body="""
Gerald Finch founded the business in 1994. He is not technical and reads the admin screens, not code.
He cares about provenance, about customers being treated the same way every time, and about the
look of the catalogue. Ask Marta before bringing a technical question to him.
""")

R("user_ruth.md", "user", "ruth-profile",
  "Ruth Marlow, coins and grading lead",
  "Ruth", "coin and grading lead, how to work with her", body="""
Ruth Marlow runs coins and grading. She uses gradeledger all day and reports bugs by screenshot in
Slack. She prefers changes to the grading screens to be shown to her before they ship.
""")

R("project_approvals_rewrite.md", "project", "approvals-rewrite",
  "The spring 2026 rewrite of approvals as its own app",
  "Approvals rewrite", "moving approvals out of stockbook into its own app", body="""
# Approvals rewrite (2026)

@D10a@ Before the spring 2026 rewrite, approvals was a Django app inside stockbook.
Saanvi rebuilt it as a separate app so the despatch screens could change without touching stock.

@S7b@ Since the approvals app went live, the 'Approvals Out' sheet is read-only; nobody updates it any more.

Open items: the old Django tables in stockbook are still there and need dropping once Gerald signs off.
""")

R("project_auction_launch.md", "project", "auction-launch",
  "How lotwise was launched early in 2026",
  "Auction launch", "launch history of the online auctions", body="""
# lotwise launch

First live auction closed on 8 February 2026 with 212 lots.
@D3a@ For the February soft launch every lot used a flat £1 bid increment.
The increment table went in for the March auctions after bidders complained about £1 steps on £400 lots.
""")

R("project_r2_migration.md", "project", "photo-storage-move",
  "Moving stock photos to a new object store",
  "Photo storage move", "where stock photos live and the old bucket", body="""
@S1b@ Stock photos moved from S3 to Cloudflare R2 in July; the `fm-stock-images` bucket is read-only and gets deleted in December.

The R2 bucket is `fm-stock-photos`, public through `img.finchmarlow.co.uk`. Egress costs were the reason.
""")

R("project_microsoft365.md", "project", "office-suite-move",
  "Leaving Google Workspace for Microsoft 365",
  "Office suite move", "email, docs and sign-in move in 2026", body="""
@S10b@ We left Google Workspace for Microsoft 365 in June; admin-panel SSO now goes through Entra ID.

Mailboxes moved over a weekend; shared drives were copied to SharePoint. Gerald still prints everything.
""")

R("project_kamal.md", "project", "kamal-deploys",
  "Deploy tooling change for gradeledger",
  "Kamal deploys", "how gradeledger is deployed now", body="""
@S2b@ gradeledger's `deploy.sh` is retired; deploys have gone through Kamal since October.

Config is in `config/deploy.yml`; `kamal deploy` from a laptop with the Bitwarden CLI unlocked.
""")

R("project_customer_portal.md", "project", "customer-portal",
  "A single customer login across auctions, approvals and valuations",
  "Customer portal", "plans for one customer account across services", body="""
# Customer portal

Goal: one login for a customer to see auction invoices, approval books out and their valuation reports.
Phase 1 (valuation downloads) shipped in September. Phase 2 (approvals) is planned for early 2027.
""")

R("project_vat_margin.md", "project", "vat-margin-scheme",
  "How VAT margin scheme sales are flagged",
  "VAT margin scheme", "flagging margin scheme items for the accountant", body="""
Most second-hand stamps are sold under the margin scheme; investment gold coins are exempt.
Each stock item carries a `vat_treatment` field and the quarterly export groups sales by it.
Ask Gerald's accountant before changing the mapping.
""")

R("project_catalogue_numbers.md", "project", "catalogue-numbers",
  "Storing SG and Spink numbers on stock items",
  "Catalogue numbers", "catalogue reference numbers on stock", body="""
Stock items store a catalogue reference: SG numbers for stamps, Spink numbers for coins.
The field is free text because SG numbering changes between editions.
""")

R("project_stocktake_scanner.md", "project", "stocktake-scanner",
  "Barcode scanning for the January stocktake",
  "Stocktake scanner", "handheld scanner support for stocktake", body="""
For the 2027 stocktake Owen is adding a scan page to stockbook so the handheld Zebra scanners can
check items against their strongroom location. Items scanned in the wrong box get a warning.
""")

R("project_search_tuning.md", "project", "search-tuning",
  "Making catalogue search understand SG numbers and misspellings",
  "Search tuning", "catalogue search relevance work", body="""
Searches for "SG 1" should find the Penny Black first, not every item with a 1 in its name.
Synonyms list: "penny black" = "1d black"; "sov" = "sovereign". Tuning notes live in the repo wiki.
""")

R("project_insurer_partnership.md", "project", "insurer-partnership",
  "Talks with a specialist collectables insurer",
  "Insurer partnership", "referral talks with a collectables insurer", body="""
A specialist collectables insurer may refer clients to us for valuations. Nothing is signed.
If it goes ahead, they want a summary page at the front of the report.
""")
