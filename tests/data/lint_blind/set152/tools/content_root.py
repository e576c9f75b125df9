# Root (Claude Code auto-memory) files. Lines starting with @@ID ID@@ carry labelled claims.
# Each entry: filename -> (name, description, type, title, hook, body, flat_description)

ROOT = {}

def R(fn, name, desc, typ, title, hook, body, flat=False):
    ROOT[fn] = dict(name=name, desc=desc, type=typ, title=title, hook=hook, body=body, flat=flat)

R("user_marta.md", "marta", "Marta Kowalczyk, ops and tech lead; how she works and wants answers", "user",
  "Marta (ops & tech lead)", "who Marta is, how she reviews, how to answer her", """
Marta Kowalczyk runs operations and the small tech side at Halden Row Chocolate (bean-to-bar, Bristol).
She owns beanledger, tradedesk and shopsync; Hana Sato (QA) owns allergenbook content, Imogen Reid
(production) owns how temperlog is used on the floor.

@@R9a@@Marta edits in Neovim inside tmux, so she wants diffs small enough to read in a terminal pane.
@@A10a@@She prefers short bulleted answers with no preamble.

- Background: ten years in logistics software before joining Ruth (founder) in 2023
- Reads every migration before it runs; hates surprise schema changes
- Happy with Python and Ruby, avoids touching the Shopify theme code
""")

R("user_joel.md", "joel", "Joel Ansah, developer turned production planner", "user",
  "Joel", "Joel's background and what he still touches", """
Joel Ansah wrote most of beanledger and the first version of temperlog.

- Knows the roasting side well; wrote the Artisan import script for the Diedrich roaster logs
- Still the best person to ask about lot merges and old arrival data
- Prefers review comments on GitHub rather than Slack threads
- Works Monday to Thursday; Fridays he's on the factory floor with the packing team
""")

R("user_hana.md", "hana", "Hana Sato, QA lead, owns allergen content", "user",
  "Hana (QA lead)", "QA lead; owns the allergen matrix and label approvals", """
Hana Sato joined as QA lead on 2 March 2026.

- Owns the allergen matrix content in allergenbook and signs label proofs
- Runs the ATP swab programme with the line operators
- Not a developer; wants changes to allergenbook explained in plain terms with screenshots
- Keeps the retailer audit folder (Waitrose local range, two farm-shop groups) up to date
""")

R("feedback_deploys.md", "deploys", "When and how production deploys happen; Friday rule; temperlog timing", "feedback",
  "Deploys", "how production deploys are done and when not to", """
@@F4a@@Production deploys of the Fly apps are done with `fly deploy` from a clean checkout of main, never from a feature branch.

@@N3a O8a D9a@@Don't deploy tradedesk on a Friday.

**Why:** cafés top up their orders on Friday for the following week and nobody is around at the weekend to
roll back if checkout breaks.

@@NS2a@@Never deploy temperlog while a batch is in one of the tempering machines.

**Why:** a restart drops the MQTT subscription, the batch curve gets a hole and Imogen has to re-test the
batch by hand.

**How to apply:** check the temperlog home page (it shows running programs) before touching it; for the
other apps, post in #deploys before and after.
""")

R("feedback_migrations.md", "migrations", "How beanledger schema migrations get applied", "feedback",
  "Migrations", "how beanledger migrations are applied on deploy", """
@@N4a@@Run beanledger migrations through Fly's `release_command`, so they're applied before the new machines start.

- Always show Marta the `sqlmigrate` output in the PR description
- Data migrations go in their own PR, never mixed with schema changes
- tradedesk migrations are plain `bin/rails db:migrate` in its release step too; nothing special there

**Why:** twice in 2025 someone forgot the manual step and the new code ran against the old schema.
""")

R("feedback_testing.md", "testing", "What to run before pushing and how tests should look", "feedback",
  "Testing", "what to run before pushing; test style", """
@@N9a@@Run the full test suite locally before every push, not just the tests for the files you touched.

- Tests use factories (factory_boy in beanledger, FactoryBot in tradedesk), not fixtures
- No mocking of Postgres: tests hit a real database
- temperlog's MQTT tests need the broker; they're marked `@pytest.mark.mqtt` and skipped by default

**Why:** a lot-merge change in February passed its own tests and broke the roast import.
""")

R("feedback_pr_merges.md", "pr-merges", "How PRs are merged into main", "feedback",
  "PR merges", "merge strategy for all repos", """
@@R7a D5a@@Always squash-merge PRs into main; one commit per PR keeps `git log` readable for Marta.

- Squash message = PR title + a short body listing what changed
- Delete the branch after merging
- Applies to every repo: beanledger, tradedesk, shopsync, temperlog, allergenbook
""")

R("feedback_allergen_changes.md", "allergen-changes", "Rules for anything touching allergen data or labels", "feedback",
  "Allergen changes", "two-signature rule, wording on packs, never guess allergen data", """
Allergen data is the one place where a bug can put someone in hospital. Treat every change as high risk.

@@N1b D4a@@Never approve an allergen label on one signature: allergenbook needs sign-off from two QA people.

@@NS5a@@Never print "nut-free" on a pack; we say "made without nuts" because hazelnuts are handled on site.

- Never change an ingredient's allergen flags from code or a data migration; Hana edits them in the UI
- If a supplier spec sheet is ambiguous, stop and ask Hana rather than picking the safer-looking value

**Why:** Trading Standards visit in 2025 flagged a "may contain" statement that didn't match the matrix.
""")

R("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
  "Commit messages", "subject style and body for commits", """
@@A5a@@Commit subjects: imperative mood, prefixed with the app name in lowercase (`tradedesk: add credit notes`).

- Keep the subject under about 70 characters
- Body only when the why isn't obvious
- No emoji, no `Co-Authored-By` trailer
""")

R("feedback_agent_git.md", "agent-git", "What the agent may do in git on its own", "feedback",
  "Agent and git", "branches, pushes and PRs for the agent", """
- Work on a branch named `agent/<short-topic>`
- Open PRs as drafts; Marta flips them to ready
@@N8a@@Docs-only changes (README, `docs/`) may be pushed straight to main without a PR.
- Never force-push a branch someone else has commented on
""")

R("feedback_agent_permissions.md", "agent-permissions", "Things the agent must not do without a human", "feedback",
  "Agent permissions", "production access limits for the agent", """
@@NS6a@@The agent must not run `fly deploy` against production apps; a human deploys.

- No `fly ssh console` into production without asking first
- Read-only SQL against production is fine through the `readonly` role; no writes, ever
- Never send test emails to real customer addresses; use the `@haldenrow.test` mailbox

**Why:** the agent once restarted shopsync mid-sync and the Bath shop oversold a seasonal bar.
""")

R("feedback_code_style.md", "code-style", "Code style per language", "feedback",
  "Code style", "formatters and linters per repo", """
- Python (beanledger, temperlog, allergenbook): ruff format + ruff check, line length 100
- Ruby (tradedesk): standardrb, no rubocop config of our own
- TypeScript (shopsync): Biome, no Prettier
- Keep functions short; Marta would rather read three small functions than one clever one
""")

R("feedback_data_fixes.md", "data-fixes", "How one-off production data fixes are done", "feedback",
  "Data fixes", "one-off data fixes go through scripts and review", """
One-off data fixes (wrong lot on a roast, duplicate wholesale account) are written as a script in
`scripts/fixes/<date>-<slug>.py` (or `.rb`), reviewed like code, and run once by Marta.

- Every fix script prints what it will change and asks for `yes`
- Keep the script in the repo afterwards so there is a record
""")

R("reference_beanledger.md", "beanledger", "beanledger: bean contracts, arrivals, lots, cut tests, roast profiles", "reference",
  "beanledger", "the sourcing and lot-tracking app", """
# beanledger

Django 5 app that tracks beans from contract to roast. Repo `haldenrow/beanledger`, Fly app `beanledger`.

## Stack
@@V5a O2a D2a@@- Postgres 16 on Fly (`beanledger-db`)
- Python 3.12, dependencies managed with uv
- Celery workers on the Fly Redis (`beanledger-redis`) for the Artisan import and nightly reports
- Errors to Sentry (project `beanledger`)

## Sourcing
@@S4a@@- Bean contracts are imported nightly from the shared Google Sheet "Origins 2026"
- Origins this year: Tanzania (Mbeya Cocoa Growers), Dominican Republic (Finca Los Ríos), Peru
  (Cooperativa Alto Huallaga), Colombia (Tumaco Cacao Collective)
@@A3a@@- Lot codes look like `HR-<origin>-<yymm>-<nn>`, e.g. `HR-TZ-2603-02`
- Prices are stored per tonne in USD, converted at the rate on the contract date

## Arrivals
@@D10a@@- Arrivals are logged on the warehouse tablet at the goods-in door
@@V3a O4a@@- Arrivals above 8% moisture are quarantined until a second reading
@@F1a@@- Every arrival gets a cut test before the lot is accepted
- Rejected lots go back through Bristol Cocoa Imports, who handle the paperwork

## Roasting
- Roast profiles are stored per lot; the Diedrich IR-12 logs come in through Artisan exports
- A roast can only start from an accepted lot
""")

R("reference_temperlog.md", "temperlog", "temperlog: tempering batch records from the Selmi machines, runtime, curves, release", "reference",
  "temperlog", "where tempering batch records live and how batches are released", """
# temperlog

Records every tempering batch: the machine's temperature curve, the temper meter reading and when it was
released. FastAPI, Python 3.12, repo `haldenrow/temperlog`.

## Runtime
- Runs on the factory NUC (`nuc.factory.haldenrow.lan`), not in the cloud
@@V1a D3a@@- MQTT broker: `mqtt.factory.haldenrow.lan:1883` (Mosquitto on the NUC)
- Topics: `selmi/<machine>/temp` and `selmi/<machine>/state`, one message a second while a program runs
@@R6a@@- Batch readings are stored in TimescaleDB on the NUC (database `temperlog`, hypertable `readings`)
@@S2a@@- Dashboards: Grafana on the NUC, `http://nuc.factory.haldenrow.lan:3000`
@@R4a@@- Errors go to Sentry (project `temperlog`)

Quick check that a machine is talking:

```
mosquitto_sub -h mqtt.factory.haldenrow.lan -p 1883 -t 'selmi/#' -v
```

## Machines
| Machine | Used for | Capacity | MQTT id |
|---|---|---|---|
@@V9a O7a@@| Selmi Futura | dark + milk | 24 kg tank | `selmi-1` |
| Selmi Plus EX | white + ruby | 12 kg tank | `selmi-2` |

## Curves
@@A1a@@- Melt phase: 45–50 °C for every dark batch before the cool-down starts
- Dark (70%) cools to 27 °C before it is brought back up
@@V2a D8a@@- Dark (70%) working temperature: 31.5 °C
@@O1a@@- Milk (40%) working temperature: 30 °C

## Release
@@F6a@@- Every batch gets a temper meter reading before it goes to the moulding line
@@N2a@@- A batch is released automatically once its temper meter reading passes
@@A8a@@- Batch IDs: `T-<yyyymmdd>-<machine>-<n>`, e.g. `T-20261103-selmi1-2`
""")

R("reference_shopsync.md", "shopsync", "shopsync: keeps Shopify stock and beanledger finished goods in step", "reference",
  "shopsync", "the Shopify <-> beanledger stock bridge", """
# shopsync

Node 20 / TypeScript service between Shopify and beanledger's finished-goods stock. Repo `haldenrow/shopsync`.

@@S1a@@- Hosted on Heroku (app `haldenrow-shopsync`, one basic dyno)
@@R1a O5a@@- Package manager: pnpm (`pnpm install --frozen-lockfile` in CI)
@@V6a D7a@@- Polls Shopify inventory levels every 10 minutes
- Listens for Shopify webhooks: `orders/paid`, `orders/cancelled`, `refunds/create`
@@F5a@@- Shopify orders decrement finished-goods stock in beanledger
@@F9a@@- Stock is tracked per location
@@NS3a@@- Syncs stock levels between Shopify and beanledger in both directions
@@N5a@@- Seasonal bars can be backordered: shopsync keeps them purchasable at zero stock
@@S10a@@- Newsletter sign-ups from checkout are pushed to Mailchimp (audience "Halden Row friends")
- Errors to Sentry (project `shopsync`)
""")

R("reference_tradedesk.md", "tradedesk", "tradedesk: wholesale portal for cafés, delis and farm shops", "reference",
  "tradedesk", "the wholesale ordering and invoicing app", """
# tradedesk

Rails 7.2 app for wholesale customers (about 140 active accounts). Repo `haldenrow/tradedesk`, Fly app
`tradedesk`.

## Stack
@@V10a@@- `DATABASE_URL`: `postgres://tradedesk@tradedesk-db.flycast:5432/tradedesk`
@@R8a@@- Background jobs: Sidekiq on Redis (`tradedesk-redis`)
@@R3a@@- Email: invoices and order confirmations go out via Postmark
- Errors to Sentry (project `tradedesk`)

## Catalogue and pricing
@@NS1a@@- The catalogue is public: anyone can browse bars, pack sizes and case quantities
@@N6a@@- Prices on the order page are shown including VAT, with the ex-VAT figure underneath
@@V4a O6a D1a@@- Minimum wholesale order: £150 ex VAT
- Case sizes: 12 for the 70 g bars, 6 for the 250 g slabs

## Orders and dispatch
@@F8a@@- Wholesale orders ship on Tuesdays and Thursdays
@@A9a@@- Wholesale parcels go DPD Next Day; the odd pallet goes with Palletways

## Invoicing
@@F2a@@- Payment terms: 30 days
@@S3a@@- Customers pay invoices through Stripe payment links in the invoice email
@@V8a@@- tradedesk sends up to 3 payment reminders before an account is put on stop
@@A6a@@- Invoices are pushed to Xero as drafts; Alina (bookkeeper) approves them in Xero
@@F10a@@- Failed Xero pushes are retried automatically
""")

R("reference_allergenbook.md", "allergenbook", "allergenbook: ingredient specs, may-contain matrix, label approvals, cleandowns", "reference",
  "allergenbook", "the allergen records app", """
# allergenbook

FastAPI + HTMX app for allergen records. Repo `haldenrow/allergenbook`.

@@R5a O9a@@- Hosted on Fly.io, app `allergenbook`, region lhr
- Postgres 16 (`allergenbook-db`)

## Matrix and specs
@@F3a@@- The allergen matrix covers the 14 UK regulated allergens for every ingredient and every product
- Product rows are computed from the recipe in beanledger; nobody edits product rows by hand
@@A7a@@- Ruby chocolate products declare milk
@@S5a@@- Supplier spec sheets are uploaded to the S3 bucket `hr-allergen-specs`
@@NS7a@@- allergenbook emails QA when a supplier spec sheet is more than 12 months old

## Labels
@@N1a@@- A label can be approved by a single QA signatory
@@R10a@@- Label templates are designed in BarTender and printed on the Zebra ZT411 in the packing room

## Cleandowns
@@V7a O10a@@- Cleandown records are kept for 3 years
- Each cleandown record has the line, the ATP swab result and who signed it
""")

R("reference_infra.md", "infra", "Infra: Fly org, DNS, secrets, backups, factory network", "reference",
  "Infra", "hosting, secrets, backups and the factory network", """
# Infra

- Fly.io org `halden-row`, primary region lhr; staging apps are suffixed `-staging`
- DNS at Cloudflare: `haldenrow.co.uk` public, `haldenrow.lan` on the factory network
@@A2a@@- Secrets live in the 1Password vault "Halden Row Eng"; nothing secret goes into a repo
@@F7a@@- Postgres backups run nightly for every production database
- Backups are copied to Backblaze B2 (bucket `hr-db-backups`)
- Uptime checks: Better Stack, public endpoints only
- Factory network: UniFi, VLAN 20 for the machines and the NUC, VLAN 10 for the office
""", flat=True)

R("reference_sites.md", "sites", "Sites: workshop lines, Bristol and Bath shops, hours and tills", "reference",
  "Sites", "workshop lines and the two shops", """
# Sites

## Workshop (Unit 4, Feeder Road, Bristol)
- Normal production days are Monday to Thursday; Friday is deep cleaning and packing
- Bean room kept at 20 °C max; dry store 16–18 °C
- Line 1: general line (dark, milk, inclusions, praline)
- Line 2: the nut-free line
@@N7a@@- Line 3 is for milk-free (vegan) bars only; no milk chocolate ever runs on it

## Bristol shop (Corn Street)
@@D6a@@- Bristol shop hours: 10:00–18:00 Monday to Saturday, 11:00–16:00 Sunday
- Shop manager: Callum Price

## Bath shop (Walcot Street)
- Opened 2026-02-14
@@A4a@@- The Bath shop is closed on Mondays
@@N10a@@- Bath shop takes cash and card

## Both shops
@@S8a@@- Tills: Square Register on both shop counters
""", flat=True)

R("reference_ci.md", "ci", "Which CI runs each repo", "reference",
  "CI", "CI per repo", """
# CI per repo

@@R2a@@- tradedesk: GitHub Actions (`.github/workflows/ci.yml`) with a Postgres service container
@@S6a@@- beanledger: CircleCI (`.circleci/config.yml`), tests + ruff
- shopsync: GitHub Actions, unit tests and a typecheck
- allergenbook: GitHub Actions
- temperlog: GitHub Actions, with a self-hosted runner on the NUC for the MQTT tests
""")

R("reference_oncall.md", "oncall", "On-call: rota, releases and alert routing", "reference",
  "On-call", "who gets paged and who releases", """
# On-call and releases

@@S7a@@- Joel runs the releases for tradedesk and beanledger
@@NS10a@@- The developer on call gets production alerts for tradedesk, shopsync and beanledger
- On-call rota is weekly, handover Monday 09:00
- Paging through Better Stack; phone call if an alert is unacknowledged for 5 minutes
""", flat=True)

R("reference_glossary.md", "glossary", "Chocolate terms the agent keeps meeting", "reference",
  "Glossary", "chocolate-making terms used in the code and notes", """
- **Couverture**: chocolate with extra cocoa butter, what we temper and mould
- **Temper**: controlled melt/cool/rewarm so the cocoa butter sets in form V crystals (snap, shine)
- **Seed**: tempered callets added to bring a batch into temper
- **Bloom**: grey streaks; fat bloom from bad temper, sugar bloom from damp
- **Cut test**: cutting beans lengthwise to grade fermentation (slaty, purple, brown)
- **Lot**: one arrival of beans from one origin, one contract
- **Cleandown**: full clean of a line between allergen-different runs, with ATP swabs
- **On stop**: a wholesale account that can't order until it pays
""")

R("reference_suppliers.md", "suppliers", "Bean origins, importers, packaging and label suppliers", "reference",
  "Suppliers", "who we buy from", """
# Suppliers

- Beans: Mbeya Cocoa Growers (TZ), Finca Los Ríos (DO), Cooperativa Alto Huallaga (PE), Tumaco Cacao Collective (CO)
- Import and customs: Bristol Cocoa Imports
- Sugar: organic cane sugar from a Bristol wholesaler, 25 kg sacks
- Cocoa butter: deodorised, from the Peru co-op's partner press
- Wrappers: compostable inner film + printed card sleeve, Avon Print Packaging
- Label stock: direct thermal rolls for the Zebra printer
""")

R("project_ruby_bar_launch.md", "ruby-bar-launch", "Ruby bar launch (May 2026), what it took", "project",
  "Ruby bar launch", "the ruby bar launch and what it changed", """
Ruby bar (ruby couverture with freeze-dried raspberry) launched 2026-05-11 on the web shop and in both shops.

- Needed a new allergen profile (milk) and a new label template
- Web shop sold out twice in launch week; the second batch was on the Plus EX
- Wholesale got it from June, in cases of 12
""")

R("project_christmas_2026.md", "christmas-2026", "Christmas 2026: wholesale deadlines, gift boxes, extra batches", "project",
  "Christmas 2026", "Christmas planning for wholesale and shops", """
Christmas is about 40% of the year's shop revenue.

- Last wholesale order date for Christmas delivery: 11 December
- Gift boxes (9 and 16 pieces) go on the web shop 1 November
- December only: extra tempering batches on Friday mornings, and the deep clean moves to Saturday
- Temporary packer starts 23 November
""")

R("project_allergen_audit.md", "allergen-audit", "Retailer allergen audit, autumn 2026", "project",
  "Allergen audit 2026", "the autumn retailer allergen audit", """
The farm-shop group's auditor visits in December 2026.

- Hana wants every product's matrix row reviewed and re-signed by end of November
- Spec sheets older than 12 months must be refreshed before the visit
- Audit folder: allergenbook export + swab log + label proofs
""")

R("project_tradedesk_credit_notes.md", "tradedesk-credit-notes", "Credit notes in tradedesk (in progress)", "project",
  "tradedesk credit notes", "work in progress on credit notes", """
Credit notes are done by hand in Xero today; the goal is to raise them from tradedesk against an order line.

- Reasons: damaged in transit, short-dated, wrong item
- A credit note must reference the original invoice number
- Branch `agent/credit-notes`, draft PR open since October
""")

R("project_bean_traceability.md", "bean-traceability", "Bar-to-lot traceability work", "project",
  "Bean traceability", "linking each bar batch back to its bean lot", """
Goal: from a bar's best-before code, find the tempering batch, the roast and the bean lot.

- temperlog batch IDs are now printed on the case label
- beanledger exposes `/api/lots/<code>/roasts`
- Missing piece: linking roasts to tempering batches (couverture made in-house vs bought-in callets)
""")

R("project_cocoa_price_tracker.md", "cocoa-price-tracker", "Cocoa price tracking for contract decisions", "project",
  "Cocoa price tracker", "tracking cocoa prices for Ruth", """
Ruth wants a weekly chart of ICE London cocoa against our contract prices.

- Data from a manual CSV Ruth updates on Mondays
- Chart lives in beanledger's reports page
- Not automated on purpose; nobody wants another data feed to maintain
""")

R("project_label_printer.md", "label-printer", "Second label printer for the packing room", "project",
  "Label printer", "adding a second label printer", """
A second Zebra is on order for the packing room because Christmas case labels queue behind bar labels.

- Same model as the first, so templates don't need changing
- Needs a fixed IP on VLAN 10 and a print queue name in allergenbook's settings
""")

R("project_web_shop_refresh.md", "web-shop-refresh", "Web shop theme refresh (Shopify)", "project",
  "Web shop refresh", "Shopify theme refresh for 2027", """
Shopify theme refresh planned for January 2027 after the Christmas rush.

- Agency: a two-person studio in Stroud
- Keep product URLs stable; wholesale customers link to them
- Allergen info must be rendered from allergenbook's public JSON, not typed into Shopify
""")
ROOT["reference_tradedesk.md"]["flat"] = True
