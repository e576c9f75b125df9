# Root Claude Code auto-memory files. <<KEY>> is replaced by claims.C[KEY].
ROOT = {}
def r(fn, name, desc, typ, body, title=None, hook=None):
    ROOT[fn] = dict(name=name, desc=desc, type=typ, body=body, title=title, hook=hook)

r("reference_shelfd.md", "reference-shelfd", "shelfd listings service: stack, database, photos, ISBN rules, deploy", "reference", """
# shelfd (listings service)

Repo `foxed/platform`, dir `services/shelfd`. Owns seller listings: condition, price, photos,
stock and the seller-facing listings API. Everything that shows a book on the site reads from here
(directly or through the gateway).

## Stack
<<F2b>>
<<O1a>>
<<S1a>>
<<R10a>>
<<R2a>>
- Deploy: Argo CD app `shelfd`, 3 replicas, namespace `catalogue`

## Limits
<<V4a>>
<<D3b>>
- Title max 300 chars, description max 5,000 chars (DB `CHECK` constraints, not just the form)

## Listing rules
<<A7a>>
<<N9b>>
- Condition must be one of the six codes in [[reference-glossary]]; free-text conditions are rejected
<<G7a>>
- Price is stored in pence (`price_pence int`), never as a float

## Ops
<<F6a>>
- Slow-query log threshold 250 ms, dashboard "shelfd / db" in Grafana
- Migrations: `goose`, files in `services/shelfd/migrations`, run as an Argo pre-sync hook

**Why this file exists:** shelfd questions come up in almost every session; check here before
grepping the repo.
""")

r("reference_scout.md", "reference-scout", "scout search service: cluster, indexing rules, reindex job, autocomplete", "reference", """
# scout (search)

`services/scout` in `foxed/platform`. Python 3.12 query API (FastAPI) + an indexer that consumes
listing change events from shelfd.

## Cluster
<<D2b>>
<<V1a>>
<<O5a>>

## Query API
<<V6a>>
- Max page size 100; deep pagination past 10,000 hits is refused (use `search_after`)
<<F3a>>
<<S3a>>
- Ranking: BM25 on title/author boosted 3x, then condition and price tie-breakers

## Indexing rules
<<N6a>>
<<G4a>>
- ISBN is indexed as a keyword field, both with and without hyphens

## Nightly reindex
<<R9a>>
<<O8a>>
<<A2a>>
- New index is built as `scout-listings-v<date>`, then the `scout-listings` alias is swapped

See also [[feedback-scout-reindex]] for when not to run it by hand.
""")

r("reference_till.md", "reference-till", "till checkout + payments service: runtime, hosting, fraud, fees, email", "reference", """
# till (checkout and payments)

`services/till`. Basket, checkout, Stripe PaymentIntents, order creation.

## Runtime
<<V5a>>
<<S5a>>
<<O10a>>
<<R8a>>

## Payments
- Cards through Stripe PaymentIntents with manual capture; capture happens when the seller marks the order dispatched
<<F9a>>
<<N2a>>
<<D7b>>

## Email
<<D8b>>
- Templates in `till/templates/email/`, plain-text versions are mandatory

**How to apply:** anything touching capture or refunds needs Tom's review (payments owner), even small diffs.
""")

r("reference_payday.md", "reference-payday", "payday seller payouts: schedule, hold period, rails, reporting, alerting", "reference", """
# payday (seller payouts)

Kotlin 2.0 / Ktor service in `services/payday`. Turns delivered orders into seller balances and
pays them out.

<<O7a>>

## Infra
<<O1b>>
<<R1a>>
<<D10b>>

## Money rules
<<A8a>>
<<V3a>>
<<F1b>>
- Minimum payout £5; smaller balances roll over to the next batch

## Schedule
<<V2a>>
<<N1a>>
<<G2a>>

## Seller comms and reporting
<<G3b>>
<<S6a>>

## Alerting
<<G10b>>
- Batch duration above 20 min raises a warning in #payments (no page)
""")

r("reference_postroom.md", "reference-postroom", "postroom shipping labels: carriers, retries, storage, printing, ownership", "reference", """
# postroom (shipping labels)

`services/postroom`. Buys postage and renders labels for sellers, tracks parcels, pushes tracking
events back to till.

<<O7b>>

## Stack
<<V10a>>
<<R5a>>
<<D4b>>
<<O2b>>

## Carriers
- Domestic: Royal Mail Click & Drop API (Tracked 48 by default, Tracked 24 if the buyer paid for it)
<<V7a>>
<<S4a>>
<<N5a>>

## Labels
<<F5a>>
<<A5a>>
<<G5a>>
- Tracking numbers are written back to till via `POST /internal/orders/{id}/tracking`
""")

r("reference_counter.md", "reference-counter", "counter support tool: stack, email, SLA targets, refunds, data retention", "reference", """
# counter (customer support tooling)

Our own helpdesk, `apps/counter`. Agents work buyer and seller tickets, see order context
from till/postroom in a sidebar.

## Stack
<<A6b>>
<<O9a>>
- Postgres `pg-counter.foxed.internal`, db `counter`
<<O5b>>
<<O2a>>
<<R3a>>

## Working rules
<<V8a>>
- Seller tickets: first response within 2 working days
<<F4a>>
<<N4a>>
<<G6a>>

## Data
<<O6a>>
- Macros are stored in the `macros` table and edited by support leads in-app
<<S2b>>
""")

r("reference_sellerhub.md", "reference-sellerhub", "sellerhub (seller web app): stack, hosting, login, uploads, order page", "reference", """
# sellerhub

Seller-facing web app, `apps/sellerhub`. Listing management, orders, payouts view, label printing
(calls postroom).

## Stack
<<O4b>>
<<R4a>>
<<F8a>>

## Listings
<<D9b>>
<<O3b>>
<<G9a>>

## Orders
<<N10a>>
- Dispatch button calls till `mark_dispatched`, which triggers card capture
""")

r("reference_storefront.md", "reference-storefront", "storefront (buyer site): stack, tooling, sessions, data sources, scaling", "reference", """
# storefront (buyer site)

`apps/storefront`, what buyers see at foxed.co.uk.

<<O4a>>
<<R6a>>
<<V9a>>
<<S10a>>
<<D5b>>
- Images through `img.foxed.co.uk` with `next/image` loader `custom-img`
- Core Web Vitals budget: LCP < 2.5 s on the search results page (mobile, p75)
""")

r("reference_infra.md", "reference-infra", "Infra overview: cluster, deploys, logging, flags, on-call, freeze", "reference", """
# Infra overview

Production cluster `prod-lon1` (k8s 1.30, three node pools), staging `stg-lon1`. Terraform in
`foxed/infra`, secrets in Vault (`vault.foxed.internal`).

## Deploys
<<A4b>>
- Prod: manual sync in Argo CD after the staging smoke test passes
<<A10b>>

## Observability
<<S8a>>
- Metrics: Prometheus + Grafana (`grafana.foxed.internal`)
- Uptime checks: Better Stack, status page `status.foxed.co.uk`

## Platform bits
<<S9a>>
<<F10a>>

<<S7b>>
""")

r("project_payout_holds.md", "project-payout-holds", "Why payouts wait after delivery and how disputes pause them", "project", """
Payout hold rules, agreed with finance after the chargeback spike in the spring.

<<V3b>>

**Why:** buyers open most "not as described" disputes in the first few days after the parcel
arrives; paying out before that meant clawing money back from sellers.

**How to apply:** an open dispute freezes the order's funds until it is resolved, whatever the
hold says. Don't special-case big sellers without Gwen (finance) agreeing.
""")

r("project_support_sla.md", "project-support-sla", "Support response targets for buyer tickets and how they are measured", "project", """
Support targets set by Hana (support lead) for the Q3 relaunch of the help centre.

<<V8b>>

**Why:** buyers waiting on a missing parcel were opening a chargeback the next day.

**How to apply:** SLA timers pause while a ticket is in `waiting_on_customer`; reports come from
the counter SLA job.
""")

r("project_sellerhub_v3.md", "project-sellerhub-v3", "sellerhub v3 rewrite: deploy target, bulk upload, what changed for sellers", "project", """
# sellerhub v3

Shipped 2026-06. Rewrite of the listing screens and the upload flow.

v3 added bulk CSV upload with a column-mapping screen, and new listing screens.

## Deploy
<<R4b>>

**Why:** previews per PR let Hana's team check seller-facing copy before merge.
""")

r("project_shipping_prices.md", "project-shipping-prices", "How postage is priced for buyers (flat-rate table) and why", "project", """
Shipping pricing, decided in the March pricing review.

<<N7b>>
Weight bands: up to 750 g, up to 2 kg, up to 5 kg; prices are reviewed every April.

**Why:** buyers complained about £12 postage on a £3 paperback; a fixed table makes the basket predictable.

**How to apply:** don't add seller-editable postage fields in sellerhub or the API.
""")

r("project_pre_isbn_books.md", "project-pre-isbn-books", "Listing books that have no ISBN (older titles)", "project", """
Older stock is a big part of the catalogue for some sellers (antiquarian, pre-1970 paperbacks).

<<N9a>>
Search falls back to title + author matching for these.

**Why:** two of our top-20 sellers are mostly pre-ISBN stock.
""")

r("project_till_k8s_move.md", "project-till-k8s-move", "Moving till off its old PaaS onto the cluster", "project", """
# till hosting move

<<S5b>>
DNS for `checkout.foxed.co.uk` points at the cluster ingress; rollback plan was kept for two weeks
and then dropped.

**Why:** dyno costs and no private networking to `pg-till`.
""")

r("project_feature_flags.md", "project-feature-flags", "Feature flag service change and how to add a flag now", "project", """
<<S9b>>

**Why:** seat pricing went up 3x at renewal and we only use boolean flags and gradual rollouts.

**How to apply:** new flags are created in the UI with an owner tag; SDK keys are in Vault under
`kv/flags/*`.
""")

r("project_payday.md", "project-payday", "payday background: why it exists and who relies on it", "project", """
payday was split out of till in late 2025 so that payouts could be rerun without touching checkout.

<<F1a>>
Finance (Gwen) reconciles each batch against the Modulr statement the next morning.

**How to apply:** payout logic changes need a dry-run against last week's batch first
(`./gradlew :payday:dryRun -Pbatch=<id>`).
""")

r("project_fraud_review.md", "project-fraud-review", "Manual fraud review for risky checkouts", "project", """
Manual review flow, live since 2026-05.

<<F9b>>
Reviewers look at account age, address mismatch and the number of failed payment attempts.

**Why:** rare first editions attract card testing; Radar alone let through three £1k+ orders in April.
""")

r("project_postroom_migration.md", "project-postroom-migration", "postroom move onto the cluster (summer 2026)", "project", """
# postroom migration

<<D4a>>
The move was done on 2026-07-12 with a 20-minute label-buying pause on a Sunday morning.

**How to apply:** `post-01` is gone; old runbooks that ssh there are out of date.
""")

r("project_counter.md", "project-counter", "counter background: why we built our own helpdesk", "project", """
<<A6a>>
It pulls order, payment and parcel context into the ticket so agents stop switching between five tabs.

**Why:** per-agent pricing of off-the-shelf helpdesks and the need for order context.

**How to apply:** new sidebar panels go behind a flag and are demoed to Hana first.
""")

r("feedback_storefront_tooling.md", "feedback-storefront-tooling", "Which install/build commands to use in the storefront app", "feedback", """
<<R6b>>

**Why:** a stray `package-lock.json` broke the Docker build twice.

**How to apply:** if you see a second lockfile in `apps/storefront`, delete it and say so in the PR.
""")

r("feedback_merge_style.md", "feedback-merge-style", "How PRs get merged in the platform monorepo", "feedback", """
<<R7a>>

**Why:** Priya reads `git log --oneline` as the changelog.

**How to apply:** write the PR title as a proper commit subject (imperative, under 72 chars).
""")

r("feedback_storefront_deploys.md", "feedback-storefront-deploys", "Checks to run before a storefront prod deploy", "feedback", """
<<N3a>>

**Why:** a "copy-only" change in March broke the basket button on Safari.

**How to apply:** paste the Playwright summary into the deploy thread in #releases.
""")

r("feedback_postroom_cover.md", "feedback-postroom-cover", "Compensation cover on shipping labels", "feedback", """
<<N5b>>

**Why:** Kasia ran the numbers for 2025: cover cost about 4x what we claimed.

**How to apply:** don't add an "insure this parcel" option without asking Kasia first.
""")

r("feedback_terraform.md", "feedback-terraform", "Terraform: who applies, what Claude may run", "feedback", """
<<N8a>>
`terraform plan` is fine anywhere; attach the plan output to the PR.

**Why:** a state lock left behind by an interrupted apply blocked the team for half a day.
""")

r("feedback_pr_size.md", "feedback-pr-size", "PR size preference", "feedback", """
<<F7a>>

**Why:** Priya reviews on her phone between meetings.

**How to apply:** split refactors from behaviour changes.
""")

r("feedback_pci_logging.md", "feedback-pci-logging", "Card data must never reach logs", "feedback", """
<<A1a>>

**Why:** PCI scope. One leaked PAN in logs puts the whole logging stack in scope.

**How to apply:** use `mask_pan()` from `till/security.py`; add a test when touching payment logging.
""")

r("feedback_copy_style.md", "feedback-copy-style", "Spelling and tone for user-facing text", "feedback", """
<<A3a>>
Tone: plain and friendly, no exclamation marks in error messages.

**Why:** almost all buyers and sellers are in the UK and notice US spelling.
""")

r("feedback_legacy_orders.md", "feedback-legacy-orders", "Hands off the legacy orders table", "feedback", """
<<A9a>>

**How to apply:** if a fix seems to need it, write a new table or view instead and ask Gwen.
""")

r("feedback_deploy_freeze.md", "feedback-deploy-freeze", "Friday deploy freeze", "feedback", """
<<A10a>>

**Why:** weekend support is one person; a broken checkout on Saturday is the worst case.

**How to apply:** if something must go out, ask Priya in #releases and note the exception.
""")

r("feedback_scout_reindex.md", "feedback-scout-reindex", "When it is OK to trigger a manual scout reindex", "feedback", """
<<G1a>>

**Why:** the reindex saturates the data nodes and search p95 goes from 80 ms to over a second.

**How to apply:** if a mapping fix is urgent, ask Priya and do it after 18:00.
""")

r("feedback_staging_mail.md", "feedback-staging-mail", "Email safety in staging", "feedback", """
<<G3a>>

**Why:** in February staging sent 300 real sellers a "your payout is on its way" email for £0.00.
""")

r("feedback_git_workflow.md", "feedback-git-workflow", "Git workflow: branches, pushes, who merges", "feedback", """
<<G8a>>
Branch names: `<initials>/<ticket>-<slug>`, e.g. `pr/FOX-812-payout-csv`.

**Why:** branch protection is on but admins can bypass it, and Claude runs with Priya's token.
""")

r("feedback_alerting.md", "feedback-alerting", "Paging rules for alerts", "feedback", """
<<G10a>>
Anything that pages must have a runbook link in the alert annotation.

**Why:** noisy pages in January got people muting PagerDuty.
""")

# ---------------- unpaired root files ----------------
r("user_profile.md", "user-profile", "Priya Raman, platform lead at Foxed Books; how she likes to work", "user", """
Priya Raman is the platform lead at Foxed Books Ltd (Bristol), an online marketplace for
second-hand books: independent sellers list stock, buyers pay through us, we pay sellers out.

- Team of 7 engineers, plus Hana (support lead), Gwen (finance), Kasia (fulfilment), Tom (payments)
- Priya reads diffs closely; prefers small, reviewable changes and plain explanations
- Works mostly in Go and Python, reads Kotlin and Ruby fine, avoids frontend CSS work
- Timezone Europe/London; usually offline after 18:30
""")

r("feedback_reply_style.md", "feedback-reply-style", "Answer first, then detail; no long preambles", "feedback", """
Lead with the answer or the diff, then the reasoning. Skip recaps of what was asked.

**Why:** Priya reads replies on her phone between meetings.

**How to apply:** one short paragraph, then bullets if needed; code blocks only for commands she will run.
""")

r("feedback_run_tests_first.md", "feedback-run-tests-first", "Run the package's tests before claiming a fix works", "feedback", """
Run the tests of the package you touched before saying a fix works, and say which command you ran.

**Why:** twice a "fixed" bug came back in review because only the happy path was tried by hand.

**How to apply:** `make test PKG=<dir>` from the repo root; paste the last lines of output.
""")

r("feedback_no_db_mocks.md", "feedback-no-db-mocks", "Integration tests hit a real database container", "feedback", """
Integration tests use a real Postgres from testcontainers, not mocked repositories.

**Why:** a mocked test passed while the real migration had a typo in a column name (FOX-455).

**How to apply:** unit tests can mock; anything named `*_integration_test` must not.
""")

r("feedback_commit_messages.md", "feedback-commit-messages", "Commit message format", "feedback", """
Commit subjects: imperative, lowercase service prefix, ticket at the end, e.g.
`shelfd: reject empty condition notes (FOX-903)`.

No emoji, no Co-Authored-By trailers.
""")

r("feedback_sql_reviews.md", "feedback-sql-reviews", "Show EXPLAIN output for new queries on big tables", "feedback", """
For any new query on `listings`, `orders` or `payout_lines`, include `EXPLAIN (ANALYZE, BUFFERS)` from a
staging copy in the PR description.

**Why:** `listings` has ~9M rows; a missing index on `seller_id, status` took the seller dashboard down in May.
""")

r("feedback_incident_notes.md", "feedback-incident-notes", "How to write incident notes", "feedback", """
Incident notes go in `docs/incidents/YYYY-MM-DD-<slug>.md`: timeline in UTC, impact in numbers
(orders, sellers, £), then causes and follow-ups with owners.

**Why:** Gwen needs the money impact for the monthly report; blame-free wording is mandatory.
""")

r("project_q4_roadmap.md", "project-q4-roadmap", "Q4 2026 platform roadmap: what is in and out", "project", """
# Q4 2026 roadmap (agreed 2026-09-30)

In:
- Seller tiers (volume discounts on commission) - Tom
- Condition photos required for "Fine" and "As New" grades - Kasia + Priya
- Help centre search powered by scout - Hana's request
- GDPR export self-service in the account page

Out / later:
- Mobile app (revisit in 2027)
- Auctions

**Why:** Q4 is peak season; anything risky for checkout waits until January.
""")

r("project_condition_grading.md", "project-condition-grading", "Book condition grades and the photo requirement", "project", """
Condition grades follow the usual book-trade scale, see [[reference-glossary]].

From Q4, listings graded "Fine" or "As New" need at least two photos (cover and spine).

**Why:** most "not as described" disputes were on top-graded books.

**How to apply:** validation lives in the listing form and in the API; keep both in sync.
""")

r("project_vat_books.md", "project-vat-books", "VAT on books vs VAT on our fees", "project", """
Printed books are zero-rated for VAT in the UK, but our commission and the buyer protection fee are
standard-rated services.

**How to apply:** invoices to sellers show VAT on commission only; never add VAT to the book price line.
Ask Gwen before changing anything in `invoice_lines`.
""")

r("project_gdpr_export.md", "project-gdpr-export", "Self-service data export for buyers and sellers", "project", """
# GDPR export

Subject access requests currently take Hana's team ~2 hours each by hand.

Plan: a job that collects account, orders, messages and tickets into a zip, emailed as a
time-limited download link. Sellers also get their listings and payout history.

Status (2026-11): API done, UI in review, legal wording pending.
""")

r("project_seller_kyc.md", "project-seller-kyc", "Seller identity checks: when they trigger and why", "project", """
Sellers go through identity verification before their first payout, not at signup.

**Why:** most signups never list anything; checking at signup cost money for nothing.

**How to apply:** the check is triggered by payday when a seller's first payout is due; until
then the payout line waits in `kyc_pending`.
""", hook="When seller identity checks trigger and why")

r("project_black_friday_2026.md", "project-black-friday-2026", "Peak week plan for late November 2026", "project", """
# Peak week 2026

- Extra node-pool capacity added Thursday evening, removed again on Tuesday
- Code freeze for checkout-related services from 2026-11-25 to 2026-12-01
- Support rota: two agents on Saturday and Sunday instead of one
- Gwen wants hourly GMV numbers in #peak

**How to apply:** nothing that touches till, payday or postroom merges during the freeze window.
""")

r("project_image_moderation.md", "project-image-moderation", "Moderating listing photos (faces, contact details, stock images)", "project", """
Listing photos get a moderation pass: no faces, no phone numbers or emails written on slips,
no publisher stock images for used copies.

Flagged photos land in a counter queue; sellers get a templated message.

Status: model-based flagging is a Q1 2027 idea; for now it's keyword + manual spot checks.
""")

r("project_isbn_scanner.md", "project-isbn-scanner", "Barcode scanning in the seller listing flow", "project", """
Sellers asked for barcode scanning when listing from a phone.

Approach: browser `BarcodeDetector` where available, fallback to a small WASM decoder; the scanned
EAN-13 goes straight into the ISBN field.

**Why:** typos in manually entered ISBNs were the top reason for wrong autofill.
""")

r("project_duplicate_listings.md", "project-duplicate-listings", "Sellers listing the same copy twice", "project", """
Some sellers re-list a copy instead of editing it, so the same book shows twice from one seller.

Idea: warn in sellerhub when a new listing has the same ISBN, condition and price as an active one.

Status: parked until after peak.
""")

r("reference_glossary.md", "reference-glossary", "Glossary: condition codes, order states, internal names", "reference", """
# Glossary

## Condition codes
- `AS_NEW`, `FINE`, `VERY_GOOD`, `GOOD`, `FAIR`, `POOR`
- "Ex-library" is a flag, not a grade

## Order states
`placed` -> `paid` -> `dispatched` -> `delivered` -> `completed`; side states `disputed`, `refunded`, `cancelled`.

## Internal names
- shelfd: listings; scout: search; till: checkout; payday: payouts; postroom: labels; counter: support
- "the gateway": the GraphQL gateway in front of the services
- GMV: gross merchandise value, book price only
""", hook="Condition codes, order states, service nicknames")

r("reference_people.md", "reference-people", "Who owns what and who to ask", "reference", """
- Priya Raman: platform lead, infra, final say on architecture
- Tom Achebe: payments (till, payday)
- Kasia Nowak: fulfilment (postroom, carrier accounts)
- Hana Sato: support lead (counter, help centre)
- Gwen Morris: finance (reconciliation, VAT, payouts sign-off)
- Ade: frontend (storefront, sellerhub)
""")

r("reference_vault.md", "reference-vault", "Vault paths: where secrets live", "reference", """
- `kv/<service>/*` per service; read policies named `<service>-read`
- DB credentials come from the database secrets engine, 24 h leases
- Claude has no Vault token; ask Priya when a secret needs rotating
""")

r("reference_dashboards.md", "reference-dashboards", "Dashboards: Grafana and Metabase links worth knowing", "reference", """
- Grafana `grafana.foxed.internal`: "platform / overview", "checkout funnel", "search latency"
- Metabase `metabase.foxed.internal`: GMV by day, seller cohorts, dispute rate
- Status page: `status.foxed.co.uk`
""")

r("feedback_ask_before_deps.md", "feedback-ask-before-deps", "Ask before adding a new third-party dependency", "feedback", """
Ask Priya before adding a new third-party dependency to any service; say what it replaces and how big it is.

**Why:** a transitive dependency pulled in a GPL licence last year and had to be ripped out.

**How to apply:** standard-library or existing-dependency solutions first; mention licence and weekly downloads in the PR.
""")

r("project_help_centre_search.md", "project-help-centre-search", "Help centre search built on the existing search service", "project", """
Hana asked for a search box on the help centre that understands "where's my book" style questions.

Plan: a separate `help-articles` index fed from a publish webhook, queried through scout's API with a
`scope=help` parameter. Synonyms for delivery words ("parcel", "package", "post") are kept separately.

Status (2026-11): index and webhook done, UI after peak.
""")

r("reference_repo_layout.md", "reference-repo-layout", "Where things live in the platform monorepo", "reference", """
- `services/shelfd`, `services/scout`, `services/till`, `services/payday`, `services/postroom`
- `apps/storefront`, `apps/sellerhub`, `apps/counter`
- `gateway/`: GraphQL supergraph and router config
- `deploy/`: Helm charts and Argo CD applications
- `docs/incidents/`, `docs/adr/`: incident notes and architecture decision records
""")
