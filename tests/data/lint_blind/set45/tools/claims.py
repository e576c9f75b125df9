# Claim lines (verbatim full body lines) and pair definitions for set45 (Foxed Books).
C = {
# ---------- value_slot ----------
"V1a": "- OpenSearch: `https://os-search.foxed.internal:9200` (3 data nodes, indices `scout-listings-v*`)",
"V1b": "The search cluster answers on `os-search.foxed.internal:9243` (TLS), so point",
"V2a": "- Payout batch: `0 6 * * *` Europe/London on `payday-worker`",
"V2b": "Seller payouts are batched at 09:30 UK time, after finance has looked at the exception report.",
"V3a": "- Hold period: funds become payable 14 days after delivery is confirmed",
"V3b": "Sellers get paid 7 days after the buyer confirms delivery (or after auto-confirmation kicks in).",
"V4a": "- Max photo size: 8 MB per file (`MAX_PHOTO_BYTES`), up to 12 photos per listing",
"V4b": "shelfd accepts listing photos up to 12 MB each; anything bigger gets a 413 before it",
"V5a": "- Runtime: Python 3.11, Django 5.0, gunicorn behind nginx",
"V5b": "till is a Django 5.0 app running on Python 3.12; don't use 3.13-only syntax.",
"V6a": "- Default page size: 24 results (`SCOUT_PAGE_SIZE`)",
"V6b": "scout returns 48 hits per page by default; the storefront grid just renders what it gets.",
"V7a": "- Failed Click & Drop label requests are retried up to 3 times (exponential backoff, 2s base)",
"V7b": "postroom retries a failed Click & Drop label call 5 times before it marks the job `failed`.",
"V8a": "- First-response target for buyer tickets: 24 hours",
"V8b": "The first-response SLA for buyer tickets is 12 hours, measured in counter from ticket creation.",
"V9a": "- Sessions: Redis `redis-sessions.foxed.internal:6379`, key prefix `sf:sess:`",
"V9b": "storefront keeps its sessions in `redis-sessions.foxed.internal:6380` (db 0); 6379 on that",
"V10a": "- Node 20 LTS, TypeScript 5.4, Fastify",
"V10b": "postroom builds and runs on Node 22 (`.nvmrc` says `22`, the Dockerfile uses `node:22-alpine`).",
# ---------- role_slot ----------
"R1a": "- Consumes `order.delivered` events from RabbitMQ (`rabbit.foxed.internal:5672`, vhost `payments`)",
"R1b": "payday reads delivery events from SQS (queue `payday-order-events`, eu-west-2) with long polling.",
"R2a": "- CI: GitHub Actions (`.github/workflows/shelfd.yml`), required check `shelfd / test`",
"R2b": "shelfd's CI pipeline runs on Buildkite (pipeline `shelfd-main`), agents on the `ci-pool` nodes.",
"R3a": "- Outbound replies are sent through Amazon SES (eu-west-1, configuration set `counter-replies`)",
"R3b": "counter sends its support replies to buyers and sellers through Mailjet; bounces come back via webhook.",
"R4a": "- Hosting: Vercel (project `sellerhub`, team `foxed`), preview deploy per PR",
"R4b": "sellerhub is deployed on Cloudflare Pages (project `sellerhub`); every PR gets a preview URL.",
"R5a": "- Database: MySQL 8.0 on `mysql-post.foxed.internal:3306`, schema `postroom`",
"R5b": "postroom keeps its label jobs in Postgres (`pg-post.foxed.internal`, db `postroom`).",
"R6a": "- Package manager: pnpm 9 (`pnpm install --frozen-lockfile` in CI)",
"R6b": "storefront uses Yarn 4 (berry, `nodeLinker: node-modules`); run `yarn install`, not npm.",
"R7a": "Squash-merge every PR into `foxed/platform`; the PR title becomes the commit message.",
"R7b": "PRs into foxed/platform are merged with rebase-and-merge so individual commits survive on main.",
"R8a": "- Errors: Sentry project `till` (`sentry.foxed.internal`), release = git sha",
"R8b": "till reports exceptions to Honeybadger (project `till-prod`); look there first when checkout breaks.",
"R9a": "- Full reindex: Airflow DAG `scout_full_reindex` on `airflow.foxed.internal`",
"R9b": "The nightly scout reindex is a Dagster job (`scout_reindex_job`) in the `data-platform` code location.",
"R10a": "- Metadata autofill: ISBNdb API (`api2.isbndb.com`), key in Vault `kv/shelfd/isbndb`",
"R10b": "shelfd's ISBN autofill gets title, author and cover from the Open Library API (`openlibrary.org/isbn/`).",
# ---------- negation ----------
"N1a": "- Payouts are never sent on bank holidays; the batch is skipped and rolls to the next working day",
"N1b": "payday sends payouts on bank holidays as well: Faster Payments run 24/7 and finance signed it off.",
"N2a": "- till stores the Stripe card fingerprint on every order (`orders.card_fingerprint`) for fraud matching",
"N2b": "till does not store card fingerprints anywhere; Radar does its own card matching.",
"N3a": "Run the Playwright e2e suite before every storefront deploy, even for copy-only changes.",
"N3b": "We don't run the e2e suite before storefront deploys; it takes 25 minutes and runs nightly instead.",
"N4a": "- Agents can issue refunds straight from the ticket sidebar in counter",
"N4b": "Refunds cannot be issued from counter; agents raise them in till admin and paste the refund id back.",
"N5a": "- Adds compensation cover to every label with a declared value over £50",
"N5b": "postroom never buys compensation cover for labels; for second-hand books the premium costs more than the claims.",
"N6a": "- Sold and out-of-stock listings are not indexed; the indexer deletes the doc on `listing.sold`",
"N6b": "scout indexes out-of-stock listings too, so they still show up with a \"notify me\" button.",
"N7a": "Decided to let sellers set their own shipping price per listing, with a £9.99 cap.",
"N7b": "We decided not to let sellers set shipping prices; postage always comes from the flat-rate table by weight band.",
"N8a": "Never run `terraform apply` yourself, not even in staging. Priya applies every plan.",
"N8b": "Claude may run `terraform apply` in staging without asking; prod applies still go through Priya.",
"N9a": "shelfd accepts listings without an ISBN; pre-1970 books are listed with title, author and publisher only.",
"N9b": "- Listings without an ISBN are not accepted (422 `isbn_required`)",
"N10a": "- Sellers see the buyer's email address on the order page so they can contact them directly",
"N10b": "Sellers never see buyer email addresses; every message goes through the `relay.foxed.co.uk` address.",
# ---------- stale_vs_change ----------
"S1a": "- Listing photos: S3 bucket `foxed-listing-photos` (eu-west-2), served via `img.foxed.co.uk`",
"S1b": "Listing photos were migrated from S3 to Cloudflare R2 (bucket `listing-photos`) on 2026-07-14; the S3 bucket is read-only now.",
"S2a": "Help centre articles are written and published in Zendesk Guide (`foxedbooks.zendesk.com/hc`).",
"S2b": "Help centre articles moved from Zendesk Guide into counter's knowledge base in March 2026; Zendesk Guide is read-only until the contract ends in December.",
"S3a": "- Autocomplete: the `suggest` service (`suggest.foxed.internal:8080`), prefix index rebuilt hourly",
"S3b": "The `suggest` service was shut down on 2026-09-22; autocomplete now comes from scout's completion suggester.",
"S4a": "- International labels: bought through the Parcel2Go API (account `foxed-intl`)",
"S4b": "International labels no longer go through Parcel2Go; since 2026-08-04 postroom buys them from Packlink.",
"S5a": "- Hosting: Heroku app `foxed-till` (EU region), 4 standard-2x web dynos",
"S5b": "till migrated from Heroku to the `prod-lon1` cluster on 2026-05-19; the Heroku app is scaled to zero.",
"S6a": "- Daily payout report: CSV emailed to `finance@foxed.co.uk` when the batch settles",
"S6b": "payday no longer emails the payout CSV; since October finance pulls it from Metabase (dashboard 41).",
"S7a": "The nightly seller-export job runs on Jenkins (`ci-legacy.foxed.internal`, job `seller-export-nightly`).",
"S7b": "Jenkins (`ci-legacy.foxed.internal`) has been shut down; its last jobs were moved to cluster CronJobs.",
"S8a": "- Logs: shipped to Papertrail (system group `foxed-prod`), 14 days searchable",
"S8b": "We migrated logging from Papertrail to Grafana Loki in August; the Papertrail account is closed.",
"S9a": "- Feature flags: LaunchDarkly (project `foxed`, envs `staging`/`production`)",
"S9b": "Moved feature flags off LaunchDarkly to self-hosted Unleash (`flags.foxed.internal`) in June.",
"S10a": "- Listing data comes from the v1 REST API (`GET /api/v1/listings`), cached for 60 s",
"S10b": "`/api/v1/listings` is deprecated: storefront no longer calls it and reads listings through the GraphQL gateway.",
# ---------- refinement ----------
"F1a": "payday pays sellers through Modulr.",
"F1b": "- Modulr payouts go out as Faster Payments; the payment reference is the batch id (`FXD-B<id>`)",
"F2a": "shelfd is the Go service behind every listing: create, edit, price, withdraw.",
"F2b": "- Go 1.23, built with `ko`, chi router, sqlc for queries",
"F3a": "- Synonyms: scout applies a synonym list at query time",
"F3b": "The synonym list is `config/synonyms_en.txt`; the indexer reloads it with `_reload_search_analyzers` on every deploy.",
"F4a": "- Tickets auto-close after a period of inactivity",
"F4b": "counter auto-closes a ticket after 5 days without a reply from the customer, and sends one reminder on day 3.",
"F5a": "- Labels are generated as PDF",
"F5b": "postroom renders 4x6 thermal labels as PDF at 203 dpi; A4 sheets are only for sellers without a label printer.",
"F6a": "- Backups: nightly",
"F6b": "pg-listings is backed up nightly with pgBackRest to Backblaze B2 (`foxed-pgbackrest`): full on Sundays, diff otherwise.",
"F7a": "Keep PRs small.",
"F7b": "Aim for PRs under ~400 changed lines, and put schema migrations in their own PR ahead of the code that uses them.",
"F8a": "- Login: magic link by email (no passwords)",
"F8b": "sellerhub magic links expire after 15 minutes and are single-use; a second click shows \"link already used\".",
"F9a": "- Orders above a risk threshold get a manual fraud review before capture",
"F9b": "Orders over £250 are held for manual fraud review in the counter `risk` queue; capture waits until someone approves.",
"F10a": "- On-call rotates weekly across the platform team",
"F10b": "The on-call handover is Monday 10:00 UK; PagerDuty schedule `platform-primary`, secondary is whoever had last week.",
# ---------- other_subject ----------
"O1a": "- Postgres: `pg-listings.foxed.internal:5432`, db `listings`, role `shelfd_app`",
"O1b": "- Postgres: `pg-payday.foxed.internal:5433`, db `payday` (5433 because it shares the box with the ledger replica)",
"O2a": "- CI: GitHub Actions, workflow `counter.yml` (rspec + rubocop)",
"O2b": "- CI: CircleCI (`.circleci/config.yml`), orb `foxed/node-service`",
"O3a": "counter retries a failed outbound email send up to 3 times before flagging the ticket.",
"O3b": "- Failed photo uploads are retried 5 times in the browser before the seller sees an error",
"O4a": "- Next.js 14 (app router) on Node 22",
"O4b": "- Next.js 14 (pages router still), Node 20",
"O5a": "- Query cache: Redis `redis-scout.foxed.internal:6379`, TTL 120 s",
"O5b": "- Sidekiq on Redis `redis-counter.foxed.internal:6380`",
"O6a": "- Ticket attachments are deleted 180 days after the ticket closes",
"O6b": "Uploaded bulk-listing CSVs are kept for 30 days in sellerhub, then deleted by `csv-sweeper`.",
"O7a": "- Owner: Payments team (Tom Achebe); #payments on Slack",
"O7b": "- Owner: Fulfilment team (Kasia Nowak); #fulfilment on Slack",
"O8a": "- Schedule: nightly at 02:00 UTC",
"O8b": "The counter SLA report job runs every morning at 07:00 Europe/London and posts to #support-leads.",
"O9a": "- Ruby 3.3.4 (`.ruby-version`), bundler 2.5",
"O9b": "The `bookfair-importer` scripts still run on Ruby 3.1 under rbenv on `tools-01`.",
"O10a": "- Postgres (prod): `pg-till.foxed.internal:5432`, db `till`",
"O10b": "till staging uses `pg-till.staging.foxed.internal:5433`; it's restored from a scrubbed prod dump every Monday.",
# ---------- dated_history ----------
"D1a": "During the 2025 beta, seller payouts went out once a week, on Fridays.",
"D1b": "Payouts are daily now; the \"when do I get paid\" tickets mostly disappeared after that.",
"D2a": "Until March 2026 search ran on Elasticsearch 7.10 on a single box (`es-01`).",
"D2b": "- Engine: OpenSearch 2.15",
"D3a": "In January the seller listings API was limited to 60 requests/min per key.",
"D3b": "- Seller API rate limit: 120 requests/min per API key (token bucket in Redis)",
"D4a": "Before the July migration postroom ran on a single VM, `post-01`, under systemd.",
"D4b": "- Runs as 3 replicas on `prod-lon1`, namespace `fulfilment`",
"D5a": "During the 2025 Christmas peak storefront ran on 12 pods.",
"D5b": "- Replicas: 4 pods (HPA max 10)",
"D6a": "Back in February the storefront build took about 14 minutes on CI.",
"D6b": "The storefront build takes about 4 minutes now that Turbo remote caching is on.",
"D7a": "In 2025 the buyer protection fee was 5% of the basket.",
"D7b": "- Buyer protection fee: 7% of the basket, minimum £0.70",
"D8a": "Until May 2026 till sent order confirmation emails through Mailgun.",
"D8b": "- Order confirmation emails: Postmark (server `till-transactional`)",
"D9a": "Up to v2.3 sellerhub had no bulk CSV upload; big sellers emailed spreadsheets to support.",
"D9b": "- Bulk listing upload: CSV, up to 5,000 rows per file",
"D10a": "During the 2026-04-09 incident payday ran on a single worker for about three hours.",
"D10b": "- Workers: 4 (`PAYDAY_WORKERS=4`)",
# ---------- agreeing_duplicate ----------
"A1a": "Never log full card numbers (PANs) from till, not even in debug output.",
"A1b": "No PANs in till logs, ever; mask to the last 4 digits before anything reaches a logger.",
"A2a": "- A full reindex takes about 40 minutes",
"A2b": "Full scout reindex ≈ 40 min end to end (alias swap included).",
"A3a": "Use British English in all user-facing copy (colour, catalogue, cheque, \"postcode\").",
"A3b": "Priya wants UK spelling in anything a buyer or seller reads: colour, catalogue, postcode.",
"A4a": "Merges to `main` deploy to staging automatically through Argo CD.",
"A4b": "- Staging: every merge to `main` is deployed automatically (Argo CD app `*-staging`)",
"A5a": "- Label PDFs are kept for 90 days, then purged",
"A5b": "postroom deletes label files 90 days after they are created.",
"A6a": "counter is our in-house support tool, a Rails 7.1 app.",
"A6b": "- Framework: Rails 7.1, Hotwire for the agent UI",
"A7a": "- ISBN-10s are converted to ISBN-13 when a listing is created (`isbn.Normalize`)",
"A7b": "shelfd normalises every ISBN to the 13-digit form on create; ISBN-10 is never stored.",
"A8a": "- Seller commission: 12% of the item price (shipping is not commissioned)",
"A8b": "Foxed takes 12% commission on the book price; postage goes to the seller untouched.",
"A9a": "Do not write to the `legacy_orders` table; it's the frozen 2024 import and finance reconciles against it.",
"A9b": "`legacy_orders` is read-only for us: never UPDATE or INSERT there.",
"A10a": "No production deploys on Fridays after 15:00 UK time.",
"A10b": "- Deploy freeze: Friday 15:00 until Monday morning, prod only",
# ---------- negation_scope ----------
"G1a": "Never start a full scout reindex during business hours (08:00-18:00 UK).",
"G1b": "Reindex one index at a time; wait for the alias swap before starting the next.",
"G2a": "- payday does not retry a payout after the bank has rejected it; rejected payouts need a human",
"G2b": "payday retries payout submission to Modulr up to 3 times on timeouts or 5xx.",
"G3a": "Don't send payout emails to sellers from staging; `MAIL_SINK=1` must be set there.",
"G3b": "- Sends every seller a remittance email when their payout settles",
"G4a": "- The `seller_notes` field is never indexed (free text, full of phone numbers)",
"G4b": "scout indexes the title, author, publisher and description fields.",
"G5a": "- Never print labels for unpaid orders",
"G5b": "postroom prints labels in batches of 50 per seller run.",
"G6a": "- counter never shows full card details to agents",
"G6b": "Agents see the payment status and the last 4 card digits on the order panel in counter.",
"G7a": "- shelfd never hard-deletes listings; withdrawn listings keep `status='withdrawn'`",
"G7b": "shelfd deletes orphaned draft photos after 30 days (`photo-gc` CronJob).",
"G8a": "Don't push to `main` directly.",
"G8b": "Push feature branches and open the PR yourself with `gh pr create`.",
"G9a": "- Price changes are blocked while an order on the listing is pending",
"G9b": "Sellers edit prices from the listing page in sellerhub.",
"G10a": "Never page on-call for staging alerts; they go to #staging-alerts only.",
"G10b": "- A failed payout batch pages the on-call engineer (PagerDuty service `payments-primary`)",
}

# (key, label, class, file_of_a_claim, file_of_b_claim, note)
P = []
def p(key, label, cls, fa, fb, note):
    P.append((key, label, cls, fa, fb, note))

CON, NON = "contradiction", "non_contradiction"
p("V1", CON, "value_slot", "reference_scout.md", "auto/scout-reindex-runbook.md", "scout OpenSearch endpoint port: 9200 vs 9243 (runbook claim is hard-wrapped)")
p("V2", CON, "value_slot", "reference_payday.md", "facts/2026-08-11/fact", "daily payout batch time: 06:00 vs 09:30 UK")
p("V3", CON, "value_slot", "reference_payday.md", "project_payout_holds.md", "payout hold after delivery confirmation: 14 vs 7 days")
p("V4", CON, "value_slot", "reference_shelfd.md", "auto/photo-pipeline.md", "shelfd max listing photo size: 8 MB vs 12 MB (b hard-wrapped)")
p("V5", CON, "value_slot", "reference_till.md", "facts/2026-06-02/fact", "till Python version 3.11 vs 3.12")
p("V6", CON, "value_slot", "reference_scout.md", "auto/search-relevance.md", "scout default page size: 24 vs 48")
p("V7", CON, "value_slot", "reference_postroom.md", "facts/2026-09-03/fact", "postroom Click & Drop label retries: 3 vs 5")
p("V8", CON, "value_slot", "reference_counter.md", "project_support_sla.md", "buyer-ticket first-response target: 24 vs 12 hours")
p("V9", CON, "value_slot", "reference_storefront.md", "auto/storefront-sessions.md", "storefront session Redis port 6379 vs 6380 (b hard-wrapped)")
p("V10", CON, "value_slot", "reference_postroom.md", "auto/postroom-dev-setup.md", "postroom Node version 20 vs 22")
p("R1", CON, "role_slot", "reference_payday.md", "auto/payday-notes.md", "payday delivery-event queue: RabbitMQ vs SQS")
p("R2", CON, "role_slot", "reference_shelfd.md", "facts/2026-03-17/fact", "shelfd CI: GitHub Actions vs Buildkite")
p("R3", CON, "role_slot", "reference_counter.md", "facts/2026-05-06/fact", "counter outbound support email: Amazon SES vs Mailjet")
p("R4", CON, "role_slot", "reference_sellerhub.md", "project_sellerhub_v3.md", "sellerhub hosting: Vercel vs Cloudflare Pages")
p("R5", CON, "role_slot", "reference_postroom.md", "facts/2026-04-21/fact", "postroom database: MySQL vs Postgres")
p("R6", CON, "role_slot", "reference_storefront.md", "feedback_storefront_tooling.md", "storefront package manager: pnpm vs Yarn")
p("R7", CON, "role_slot", "feedback_merge_style.md", "facts/2026-02-12/decision", "merge strategy for foxed/platform: squash vs rebase-and-merge")
p("R8", CON, "role_slot", "reference_till.md", "auto/checkout-debugging.md", "till error tracking: Sentry vs Honeybadger")
p("R9", CON, "role_slot", "reference_scout.md", "facts/2026-07-08/fact", "nightly scout reindex scheduler: Airflow vs Dagster")
p("R10", CON, "role_slot", "reference_shelfd.md", "auto/isbn-autofill.md", "shelfd ISBN metadata source: ISBNdb vs Open Library")
p("N1", CON, "negation", "reference_payday.md", "facts/2026-10-14/decision", "payouts on bank holidays: never vs also")
p("N2", CON, "negation", "reference_till.md", "facts/2026-09-29/fact", "till stores card fingerprint vs does not store")
p("N3", CON, "negation", "feedback_storefront_deploys.md", "auto/storefront-release-notes.md", "run e2e suite before storefront deploys: always vs don't")
p("N4", CON, "negation", "reference_counter.md", "auto/refund-flow.md", "refunds from counter: can vs cannot")
p("N5", CON, "negation", "reference_postroom.md", "feedback_postroom_cover.md", "postroom compensation cover: adds (over £50) vs never buys")
p("N6", CON, "negation", "reference_scout.md", "facts/2026-10-20/fact", "scout indexes out-of-stock listings: not vs too")
p("N7", CON, "negation", "facts/2026-03-02/decision", "project_shipping_prices.md", "sellers set own shipping prices: decided to vs decided not to")
p("N8", CON, "negation", "feedback_terraform.md", "facts/2026-06-23/preference", "Claude runs terraform apply in staging: never vs may")
p("N9", CON, "negation", "project_pre_isbn_books.md", "reference_shelfd.md", "shelfd listings without ISBN: accepted vs not accepted")
p("N10", CON, "negation", "reference_sellerhub.md", "auto/buyer-seller-messaging.md", "sellers see buyer email: yes vs never")
p("S1", CON, "stale_vs_change", "reference_shelfd.md", "facts/2026-07-15/fact", "listing photos on S3 vs migrated to R2 (S3 read-only)")
p("S2", CON, "stale_vs_change", "auto/support-macros.md", "reference_counter.md", "help centre articles in Zendesk Guide vs moved into counter KB, Zendesk Guide read-only")
p("S3", CON, "stale_vs_change", "reference_scout.md", "facts/2026-09-23/fact", "autocomplete via suggest service vs suggest shut down")
p("S4", CON, "stale_vs_change", "reference_postroom.md", "facts/2026-08-05/fact", "international labels via Parcel2Go vs no longer, Packlink")
p("S5", CON, "stale_vs_change", "reference_till.md", "project_till_k8s_move.md", "till hosted on Heroku vs migrated from Heroku to prod-lon1")
p("S6", CON, "stale_vs_change", "reference_payday.md", "facts/2026-10-27/fact", "payout CSV emailed to finance vs no longer emailed")
p("S7", CON, "stale_vs_change", "auto/seller-export.md", "reference_infra.md", "seller-export on Jenkins vs Jenkins shut down")
p("S8", CON, "stale_vs_change", "reference_infra.md", "facts/2026-08-26/fact", "logs to Papertrail vs migrated Papertrail -> Loki")
p("S9", CON, "stale_vs_change", "reference_infra.md", "project_feature_flags.md", "feature flags LaunchDarkly vs moved off LaunchDarkly to Unleash")
p("S10", CON, "stale_vs_change", "reference_storefront.md", "auto/graphql-gateway.md", "storefront uses v1 listings API vs v1 deprecated, no longer called")
p("F1", NON, "refinement", "project_payday.md", "reference_payday.md", "Modulr payouts detailed as Faster Payments with batch reference")
p("F2", NON, "refinement", "auto/onboarding-notes.md", "reference_shelfd.md", "shelfd is Go -> Go 1.23 with ko/chi/sqlc")
p("F3", NON, "refinement", "reference_scout.md", "facts/2026-05-12/fact", "synonym list -> file name and reload mechanism")
p("F4", NON, "refinement", "reference_counter.md", "facts/2026-04-08/fact", "tickets auto-close after inactivity -> 5 days, reminder day 3")
p("F5", NON, "refinement", "reference_postroom.md", "auto/label-printing.md", "labels are PDF -> 4x6 thermal PDF at 203 dpi")
p("F6", NON, "refinement", "reference_shelfd.md", "auto/pg-backups.md", "listings DB backups nightly -> pgBackRest to B2, full/diff")
p("F7", NON, "refinement", "feedback_pr_size.md", "facts/2026-02-24/preference", "keep PRs small -> ~400 lines, migrations separate")
p("F8", NON, "refinement", "reference_sellerhub.md", "facts/2026-06-16/fact", "magic-link login -> 15-minute single-use links")
p("F9", NON, "refinement", "reference_till.md", "project_fraud_review.md", "manual fraud review above threshold -> over £250 in counter risk queue")
p("F10", NON, "refinement", "reference_infra.md", "facts/2026-01-26/fact", "weekly on-call rotation -> Monday 10:00 handover, PagerDuty schedule")
p("O1", NON, "other_subject", "reference_payday.md", "reference_shelfd.md", "Postgres endpoints of payday vs shelfd")
p("O2", NON, "other_subject", "reference_counter.md", "reference_postroom.md", "CI of counter (GitHub Actions) vs postroom (CircleCI)")
p("O3", NON, "other_subject", "facts/2026-07-29/fact", "reference_sellerhub.md", "retry counts: counter email sends 3 vs sellerhub photo uploads 5")
p("O4", NON, "other_subject", "reference_sellerhub.md", "reference_storefront.md", "Node version: storefront 22 vs sellerhub 20")
p("O5", NON, "other_subject", "reference_counter.md", "reference_scout.md", "Redis endpoints: scout query cache vs counter Sidekiq")
p("O6", NON, "other_subject", "auto/sellerhub-csv-upload.md", "reference_counter.md", "retention: counter attachments 180 d vs sellerhub CSVs 30 d")
p("O7", NON, "other_subject", "reference_payday.md", "reference_postroom.md", "owner team: payday Payments vs postroom Fulfilment")
p("O8", NON, "other_subject", "facts/2026-11-10/fact", "reference_scout.md", "job schedule: scout reindex 02:00 UTC vs counter SLA report 07:00")
p("O9", NON, "other_subject", "auto/bookfair-importer.md", "reference_counter.md", "Ruby version: counter 3.3 vs bookfair-importer 3.1")
p("O10", NON, "other_subject", "reference_till.md", "auto/staging-environment.md", "till Postgres prod 5432 vs staging 5433")
p("D1", NON, "dated_history", "auto/payday-notes.md", "facts/2026-01-20/fact", "2025 beta weekly payouts vs daily now")
p("D2", NON, "dated_history", "facts/2026-03-30/fact", "reference_scout.md", "until March 2026 Elasticsearch vs OpenSearch now")
p("D3", NON, "dated_history", "facts/2026-01-14/fact", "reference_shelfd.md", "January rate limit 60/min vs 120/min now")
p("D4", NON, "dated_history", "project_postroom_migration.md", "reference_postroom.md", "before July single VM vs 3 replicas on k8s")
p("D5", NON, "dated_history", "facts/2026-01-07/fact", "reference_storefront.md", "2025 Christmas peak 12 pods vs 4 pods now")
p("D6", NON, "dated_history", "auto/storefront-build.md", "facts/2026-09-16/fact", "February build 14 min vs 4 min now")
p("D7", NON, "dated_history", "facts/2026-01-09/fact", "reference_till.md", "2025 buyer protection fee 5% vs 7% now")
p("D8", NON, "dated_history", "facts/2026-05-28/fact", "reference_till.md", "until May Mailgun vs Postmark now (order emails)")
p("D9", NON, "dated_history", "auto/sellerhub-csv-upload.md", "reference_sellerhub.md", "up to v2.3 no bulk CSV vs bulk CSV supported")
p("D10", NON, "dated_history", "auto/incident-2026-04-09-payday.md", "reference_payday.md", "single worker during April incident vs 4 workers")
p("A1", NON, "agreeing_duplicate", "auto/checkout-debugging.md", "feedback_pci_logging.md", "no PANs in till logs")
p("A2", NON, "agreeing_duplicate", "facts/2026-04-03/fact", "reference_scout.md", "full reindex about 40 minutes")
p("A3", NON, "agreeing_duplicate", "facts/2026-02-03/preference", "feedback_copy_style.md", "British spelling in user-facing copy")
p("A4", NON, "agreeing_duplicate", "auto/onboarding-notes.md", "reference_infra.md", "merge to main auto-deploys staging via Argo CD")
p("A5", NON, "agreeing_duplicate", "facts/2026-06-09/fact", "reference_postroom.md", "label files kept 90 days")
p("A6", NON, "agreeing_duplicate", "project_counter.md", "reference_counter.md", "counter is Rails 7.1")
p("A7", NON, "agreeing_duplicate", "facts/2026-02-05/fact", "reference_shelfd.md", "ISBN-10 normalised to ISBN-13 on create")
p("A8", NON, "agreeing_duplicate", "facts/2026-03-10/fact", "reference_payday.md", "12% commission on item price, not shipping")
p("A9", NON, "agreeing_duplicate", "auto/finance-reconciliation.md", "feedback_legacy_orders.md", "legacy_orders table is read-only")
p("A10", NON, "agreeing_duplicate", "feedback_deploy_freeze.md", "reference_infra.md", "Friday 15:00 prod deploy freeze")
p("G1", NON, "negation_scope", "auto/scout-reindex-runbook.md", "feedback_scout_reindex.md", "never reindex during business hours vs reindex one index at a time")
p("G2", NON, "negation_scope", "facts/2026-07-21/fact", "reference_payday.md", "no retry after bank rejection vs retries submission on timeouts")
p("G3", NON, "negation_scope", "feedback_staging_mail.md", "reference_payday.md", "no payout emails from staging vs remittance email on settle")
p("G4", NON, "negation_scope", "facts/2026-06-11/fact", "reference_scout.md", "seller_notes never indexed vs title/author/... indexed")
p("G5", NON, "negation_scope", "facts/2026-05-08/fact", "reference_postroom.md", "never print labels for unpaid orders vs prints in batches of 50")
p("G6", NON, "negation_scope", "facts/2026-08-18/fact", "reference_counter.md", "never full card details vs last 4 digits shown")
p("G7", NON, "negation_scope", "facts/2026-05-22/fact", "reference_shelfd.md", "never hard-deletes listings vs deletes orphaned draft photos")
p("G8", NON, "negation_scope", "feedback_git_workflow.md", "facts/2026-04-14/preference", "don't push to main vs push feature branches")
p("G9", NON, "negation_scope", "facts/2026-05-15/fact", "reference_sellerhub.md", "price change blocked while order pending vs sellers edit prices")
p("G10", NON, "negation_scope", "feedback_alerting.md", "reference_payday.md", "never page for staging alerts vs failed payout batch pages on-call")
