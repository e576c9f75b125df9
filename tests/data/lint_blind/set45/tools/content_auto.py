# Free notes under auto/. <<KEY>> replaced by claims.C[KEY].
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = dict(title=title, created=created, tags=tags, body=body)

a("scout-reindex-runbook", "Scout manual reindex runbook", "2026-04-02", ["scout", "runbook", "search"], """
# Manual reindex (scout)

Use this when a mapping change needs a rebuild outside the nightly run.

1. Check nobody else is mid-reindex: `GET _cat/aliases/scout-listings?v`
2. Trigger: `scout-admin reindex --index listings --wait`

<<G1b>>

<<V1b>>
curl there rather than at the default port. Credentials: Vault `kv/scout/admin`.

Expect roughly the same duration as the nightly run.
If it takes much longer, look at the indexer's bulk rejections first (`thread_pool.write.rejected`).

Rollback = swap the alias back to the previous `scout-listings-v*` index; old indices are kept 3 days.
""")

a("photo-pipeline", "Listing photo pipeline notes", "2026-05-21", ["shelfd", "photos", "images"], """
# Listing photo pipeline

Upload -> shelfd validates -> resizer makes 4 sizes (thumb 160, card 400, page 1000, zoom 2000) -> CDN.

<<V4b>>
reaches the resizer. HEIC is converted to JPEG on upload; EXIF is stripped (GPS especially).

Cleanup of orphaned drafts is a separate job; photos attached to a live or withdrawn listing
are never touched by it.

Known issue: some Android phones upload rotated images when EXIF orientation is missing (FOX-771).
""")

a("search-relevance", "Search relevance tuning log", "2026-06-10", ["scout", "search", "relevance"], """
# Relevance tuning (June)

Complaint from Hana's team: searching "Tolkien hobbit" showed study guides first.

What we found:
- title/author boost was 1.5x; raised to 3x, study guides dropped to page 2
- "first edition" in the query now maps to the `first_edition` flag filter instead of full-text

<<V6b>>


Next: try learning-to-rank once we have click data (parked).
""")

a("storefront-sessions", "Storefront session store", "2026-03-05", ["storefront", "redis", "sessions"], """
# Sessions (storefront)

Sessions are server-side; the cookie only carries the session id (`fx_sid`, HttpOnly, SameSite=Lax).

<<V9b>>
box belongs to something else, so double-check the port when debugging.

TTL: 30 days sliding for logged-in buyers, 2 days for guests with a basket.
""")

a("postroom-dev-setup", "postroom local dev setup", "2026-07-30", ["postroom", "dev", "setup"], """
# postroom local setup

<<V10b>>
`make dev` starts the service with the Click & Drop sandbox keys from `.env.example`.

Label rendering needs the fonts in `assets/fonts`; without them the PDFs come out with boxes
instead of the £ sign.
""")

a("payday-notes", "payday working notes", "2026-08-20", ["payday", "payouts"], """
# payday notes

<<R1b>>
Events carry `order_id`, `seller_id`, `delivered_at`; duplicates are expected and ignored by the
idempotency key `order_id:delivered`.

<<D1b>>

Batch states: `open` -> `locked` -> `submitted` -> `settled` (or `partially_failed`).
""")

a("checkout-debugging", "Debugging checkout failures", "2026-07-02", ["till", "checkout", "debugging"], """
# When checkout breaks

<<R8b>>
Then check the Stripe dashboard (Payments > failed) for decline codes.

Common causes we've seen:
- 3DS challenge timing out on old Android WebViews
- basket total mismatch when a listing was edited mid-checkout (FOX-640)

<<A1b>>
""")

a("isbn-autofill", "ISBN autofill", "2026-04-16", ["shelfd", "isbn", "metadata"], """
# ISBN autofill

<<R10b>>
Results are cached for 30 days in the `isbn_cache` table; misses are cached for 1 day.

If the lookup returns nothing the seller fills the fields by hand; we never block listing on it.
""")

a("storefront-release-notes", "Storefront release process notes", "2026-09-09", ["storefront", "release"], """
# Storefront releases

<<N3b>>
Before a deploy: lint, unit tests, and a manual click through checkout on staging.

Releases are tagged `storefront-vYYYY.MM.DD.N`.
""")

a("refund-flow", "Refund flow (support)", "2026-06-24", ["counter", "till", "refunds", "support"], """
# Refunds

<<N4b>>
Partial refunds need a reason code; full refunds after dispatch need the parcel to be marked lost or returned.

Money goes back to the original card; we never refund to store credit.
""")

a("buyer-seller-messaging", "Buyer-seller messaging", "2026-05-14", ["sellerhub", "messaging", "privacy"], """
# Messaging between buyers and sellers

<<N10b>>
Messages are scanned for phone numbers and external links; matches are held for review.

Pricing edge case: if the seller tries to change the price while an order is pending, the form shows the pending order instead.
""")

a("support-macros", "Support macros and help articles", "2026-01-22", ["support", "macros", "help-centre"], """
# Support macros and help articles

<<S2a>>
Hana's team owns the wording; engineering only touches the contact form.

Most used macros:
- "Where is my parcel" (asks for order number, links tracking)
- "Item not as described" (photos request, 48 h for seller reply)
- "Payout question" (explains hold period, links the seller help page)
""")

a("seller-export", "Seller data export job", "2026-02-09", ["export", "sellers", "jobs"], """
# Seller export

<<S7a>>
It dumps active sellers and their monthly sales into a CSV for the accountants.

Output lands in `s3://foxed-exports/sellers/` and is picked up by Gwen's spreadsheet.
""")

a("graphql-gateway", "GraphQL gateway", "2026-10-06", ["gateway", "graphql", "storefront"], """
# GraphQL gateway

Apollo Router in front of shelfd, scout, till. Schema in `gateway/supergraph.graphql`.

<<S10b>>
The REST endpoint stays up for third-party seller tools until they migrate.

Persisted queries only in production; ad-hoc queries are rejected.
""")

a("onboarding-notes", "Onboarding notes for new engineers", "2026-02-27", ["onboarding", "platform"], """
# Onboarding (platform)

Monorepo `foxed/platform`: `services/*` (backend) and `apps/*` (frontends).

<<F2a>>
Other services: scout (search), till (checkout), payday (payouts), postroom (labels), counter (support).

<<A4a>>
Prod syncs are manual.

First week: shadow the on-call, read the incident notes from the last quarter.
""")

a("label-printing", "Label printing for sellers", "2026-05-07", ["postroom", "labels", "sellers"], """
# Label printing

<<F5b>>

Printing rules:
- sellers can reprint any label from the order page until it is purged
- the return address comes from the seller's sellerhub profile, never from the listing
""")

a("pg-backups", "Postgres backups", "2026-03-19", ["postgres", "backups", "shelfd"], """
# Backups

<<F6b>>
Restore drill every quarter into `stg-lon1`; last drill (2026-10) took 47 minutes for the listings DB.

WAL archiving to the same bucket gives point-in-time recovery.
""")

a("sellerhub-csv-upload", "sellerhub bulk CSV upload notes", "2026-07-01", ["sellerhub", "csv", "bulk"], """
# Bulk CSV upload

<<D9a>>

Columns: isbn, condition, price, quantity, notes, photos (URLs). Column mapping is remembered per seller.

<<O6b>>
Errors are reported per row; valid rows are imported even if others fail.
""")

a("bookfair-importer", "bookfair-importer scripts", "2026-05-26", ["tools", "ruby", "import"], """
# bookfair-importer

Scripts that turn the stock spreadsheets from book fair dealers into sellerhub CSVs.

<<O9b>>
Nobody wants to port them; they run maybe twice a month.
""")

a("staging-environment", "Staging environment notes", "2026-04-29", ["staging", "environments"], """
# Staging

Cluster `stg-lon1`, hostnames `*.staging.foxed.co.uk`, basic auth on the public ones.

<<O10b>>
Stripe is in test mode; Click & Drop uses the sandbox.

Seed sellers: `seller-a@example.test` .. `seller-e@example.test`, password in Vault.
""")

a("storefront-build", "Storefront build speed", "2026-06-18", ["storefront", "ci", "build"], """
# Storefront build time

<<D6a>>
Most of it was type-checking and image optimisation at build time.

Fixes: moved image optimisation to the CDN loader, split type-check into its own job.
""")

a("incident-2026-04-09-payday", "Incident 2026-04-09: payday batch stuck", "2026-04-10", ["incident", "payday"], """
# 2026-04-09 payday batch stuck

Impact: 1,912 sellers paid ~4 hours late, no money lost.

Cause: a deadlock between the batch locker and the balance updater on `payout_lines`.

<<D10a>>
That stopped the deadlocks; the fix (consistent lock ordering) shipped on 04-11.
""")

a("finance-reconciliation", "Finance reconciliation notes", "2026-03-24", ["finance", "reconciliation"], """
# Reconciliation

Gwen reconciles GMV, commission and payouts monthly.

<<A9b>>
New orders are compared against Stripe balance transactions; differences over £1 go on her sheet.
""")

# ---------------- unpaired auto notes ----------------
a("condition-grading-examples", "Condition grading examples", "2026-02-16", ["conditions", "sellers"], """
# Grading examples for the seller help page

- FINE: no marks, tight binding, dust jacket unclipped
- VERY_GOOD: light shelf wear, no writing
- GOOD: name on front endpaper is OK, minor foxing OK
- FAIR: reading copy, may have notes in margins
- POOR: complete text but heavily worn; sellers must describe faults
""")

a("rare-books-category", "Rare books category", "2026-03-12", ["catalogue", "rare-books"], """
# Rare books

Listings over £150 with a signed/first-edition flag go into "Rare & collectable".

Sellers must add at least four photos and describe the binding. Hana's team spot-checks weekly.
""")

a("postcode-lookup", "Postcode lookup", "2026-04-07", ["checkout", "addresses"], """
# Postcode lookup

Address autocomplete at checkout uses getAddress.io. Cost is per lookup, so the widget only fires
after a full postcode is typed. Channel Islands and BFPO addresses are typed manually.
""")

a("abandoned-basket-emails", "Abandoned basket emails", "2026-05-19", ["marketing", "email"], """
# Abandoned basket

Marketing sends one reminder 24 h after a basket is abandoned, via Klaviyo, only with consent.

Books in the basket that sold in the meantime are removed from the email.
""")

a("seo-sitemaps", "SEO sitemaps", "2026-06-03", ["seo", "storefront"], """
# Sitemaps

One sitemap per 40k listings, regenerated nightly; the index is at `/sitemaps/index.xml`.

Author pages get their own sitemap. Withdrawn listings return 410 so Google drops them faster.
""")

a("metrics-naming", "Metrics naming convention", "2026-03-03", ["observability", "conventions"], """
# Metric names

`foxed_<service>_<thing>_<unit>`, e.g. `foxed_shelfd_listing_create_seconds`.

Labels: keep cardinality low, never put `seller_id` or `order_id` in a label.
""")

a("dependency-updates", "Dependency updates", "2026-02-23", ["dependencies", "renovate"], """
# Dependency updates

Renovate opens grouped PRs on Monday mornings. Patch updates automerge after CI if the package
is in the allowlist; majors need a human.
""")

a("accessibility-audit", "Accessibility audit (storefront)", "2026-08-12", ["a11y", "storefront"], """
# Accessibility audit, August

Findings from the external audit:
- filter chips were not keyboard reachable (fixed)
- product images lacked alt text when the seller left the title blank (now falls back to title + author)
- colour contrast on the "sold" badge below 4.5:1 (fixed)
""")

a("seller-tiers", "Seller tiers (draft)", "2026-10-12", ["sellers", "commission", "draft"], """
# Seller tiers, draft

Proposal from Tom for Q4: volume tiers that lower commission for sellers with more than 500
sales a month. Not live; numbers still being argued with Gwen.
""")

a("returns-policy", "Returns policy implementation", "2026-03-27", ["returns", "policy"], """
# Returns

Buyers can open a return within 14 days of delivery for "not as described".
Change-of-mind returns are up to the seller's own policy, shown on the listing.

Return labels are paid by the seller when the item was misdescribed.
""")

a("currency", "Currency handling", "2026-01-29", ["money", "conventions"], """
# Money

All amounts in pence as integers, GBP only. Display formatting in one helper per app.

We don't sell outside the UK and Ireland; EUR for Irish buyers is on the 2027 list.
""")

a("weekly-sync-2026-10-19", "Weekly platform sync 2026-10-19", "2026-10-19", ["meeting", "sync"], """
# Weekly sync, 19 Oct

- Peak prep: load test on staging next week, Tom to own the checkout scenario
- Hana: agents want the parcel timeline higher in the sidebar
- Kasia: new carrier contract rates from 1 Dec, tables need updating
- Action: Priya to book the restore drill
""")

a("local-dev", "Local development", "2026-01-15", ["dev", "setup"], """
# Local dev

`docker compose up` in the repo root brings up the shared dependencies; each service has a
`make dev` target. Seed data: `make seed` (200 fake sellers, 5k listings).

Use `direnv` for per-service env files; never commit `.envrc`.
""")

a("incident-2026-02-17-checkout-3ds", "Incident 2026-02-17: 3DS challenges failing", "2026-02-18", ["incident", "checkout"], """
# 2026-02-17 3DS failures

Impact: about 6% of card checkouts failed for 2 hours in the evening.

Cause: a CSP change blocked the issuer challenge iframe. Fixed by adding the Stripe domains back.
Follow-up: CSP changes now need a checkout smoke test on staging.
""")

a("help-centre", "Help centre", "2026-09-02", ["support", "help-centre"], """
# Help centre

Articles are written by Hana's team; engineering only owns the search box and the
contact form routing. Contact form categories map to counter queues.
""")


a("load-test-plan", "Peak load test plan", "2026-10-26", ["peak", "load-testing"], """
# Load test

k6 scenarios: browse/search (70%), basket (20%), checkout (10%), target 3x last year's peak hour.
Run against staging with scaled-up replicas; Stripe test mode only.
""")

a("carrier-rates-2026-12", "Carrier rates from December", "2026-11-19", ["postroom", "carriers", "rates"], """
# New carrier rates

Kasia's new contract rates apply to labels bought from 2026-12-01; the rate file is
`services/postroom/rates/2026-12.json`, selected by a date check.

Test: labels bought at 23:59 on 30 Nov must still use the old rates.
""")

