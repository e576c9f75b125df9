"""Root (Claude Code auto-memory) files: path -> (title, description, type, body).
Descriptions marked FLAT carry an unquoted ': ' on purpose."""

FLAT = {"reference_yardbook.md", "reference_infra.md", "reference_glossary.md", "reference_yards.md"}

ROOT = {}

ROOT["reference_yardbook.md"] = ("yardbook overview", "yardbook: stock intake and lot records, the system everything else reads from", "reference", """
# yardbook

Stock intake and lot records for all three yards. Every other system (lotfront, valuer, haulroute,
tradeledger, tagpad) reads lots from its API. Repo `hollowell/yardbook`.

## Stack
@@D10a@@
@@F4a@@
@@V1a@@
- Redis: `redis-yard.hollowell.internal:6379` for sessions and the label-print queue
- Runs on two VMs (`yard-app-01`, `yard-app-02`) behind Caddy
@@R2a@@
@@A1a@@
@@F9a@@

## Intake rules
@@D6a@@
- Every lot gets a QR tag from tagpad before it leaves the intake bay
@@V2a@@
- Timber lots: record species, length in mm, and section (e.g. 225 x 75)
- Roof tiles and slates are counted in hundreds; chimney pots, fireplaces and doors are single-item lots
- Lot numbers are `STR-`, `BRS-` or `SWN-` + a running number; never reused
@@N10a@@

## Storage and media
@@S1a@@
@@O8b@@
- Thumbnails are generated on upload at 400 px and 1200 px

## API
- `/api/v2/lots`, `/api/v2/photos`, `/api/v2/holds`; token auth, one token per client system
- Rate limit: 600 requests per minute per token
""")

ROOT["reference_lotfront.md"] = ("lotfront overview", "lotfront, the public catalogue and web shop", "reference", """
# lotfront

Public catalogue and checkout at `shop.hollowell-reclaim.co.uk`. Repo `hollowell/lotfront`.

## Stack
@@D5a@@
@@V5a@@
@@R1a@@
@@R3a@@
- Tailwind 4, no component library
@@S10a@@
- Images served through the Cloudflare image resizer

## Behaviour
@@N6a@@
- Sold lots stay on the site for 30 days with a "Sold" badge, for SEO, then 301 to their category
@@NS9a@@
- Prices shown include VAT for retail, exclude VAT for logged-in trade customers
- Checkout is Stripe Checkout; collection or delivery is chosen on the basket page
@@O2a@@

## Release
@@F6a@@
- Preview deployments for every PR; Aisha reviews copy changes on the preview, not locally
""")

ROOT["reference_tradeledger.md"] = ("tradeledger overview", "tradeledger, trade accounts, credit and invoicing", "reference", """
# tradeledger

Trade accounts (builders, restorers, landscapers), architects' specification accounts, credit limits,
invoicing and statements.
Small Django app; Ros Hale (accounts) is the main user. Repo `hollowell/tradeledger`.

## Accounts
- About 340 active trade accounts across the three yards; each belongs to a home yard
@@V4a@@
@@F1a@@
@@N5a@@
@@V9a@@
- New accounts need two trade references and a credit check through Creditsafe

## Invoicing
@@D9a@@
@@NS1a@@
@@A8a@@
@@R4a@@
- Monthly statements go out on the 1st for any account with an open balance
- Credit notes use the `CN-` prefix and must reference the original invoice
""")

ROOT["reference_haulroute.md"] = ("haulroute overview", "haulroute, delivery scheduling, vans and drivers", "reference", """
# haulroute

Delivery scheduling, run sheets, vans and drivers. Repo `hollowell/haulroute`.

## Stack
@@A7a@@
@@D1a@@
@@R6a@@
@@R10a@@
@@D8a@@
- Admin UI at `haulroute.hollowell.internal`, drivers use the mobile web view

## Rules
@@F2a@@
@@V3a@@
- Beyond the free radius: £2.50 per road mile each way, quoted automatically
@@V8b@@
- The 3.5t vans take up to 1,000 kg each and are the default for anything under a pallet and a half
@@N3a@@
- Two-person runs for anything over 80 kg as a single item (fireplaces, cast-iron baths, stone troughs)

## Staff
@@S5a@@
- Six drivers across Stroud and Bristol; Swindon borrows from Stroud on Tuesdays and Fridays
""")

ROOT["reference_valuer.md"] = ("valuer overview", "valuer, the valuation and pricing service", "reference", """
# valuer

Valuation and pricing service for reclaimed stock. Rebuilt over the summer of 2026. Repo `hollowell/valuer`.

## Stack
@@A3a@@
@@O1a@@
- Runs on the Nomad cluster as job `valuer`
@@O7a@@
@@V7a@@

## What it does
@@D7a@@
- Uses sold prices from the last 18 months, weighted towards the last 3
- Brick valuations are per thousand; timber per cubic metre; everything else per item
@@F7a@@
- Insurance valuations for customers are a separate paid service (£45 per report), same PDF template
""")

ROOT["reference_tagpad.md"] = ("tagpad overview", "tagpad, the Android intake app used in the yards", "reference", """
# tagpad

Android intake app on the yard tablets: photograph a lot, print and stick the QR tag, fill the intake form.
Repo `hollowell/tagpad`. Aisha owns it.

## Stack
@@A5a@@
@@O6a@@
@@R5a@@
- Distributed through a private Play Console track (`yard-internal`)

## Photos and uploads
@@D3a@@
@@V6a@@
@@NS3a@@
@@S9a@@
- The QR tags are printed on the Zebra ZD421 at each intake bay

## Connectivity
@@N9a@@
- Yard Wi-Fi is Ubiquiti; the far end of the Stroud timber shed has a weak signal
""")

ROOT["reference_infra.md"] = ("Infrastructure", "infra: hosts, backups, alerts, on-call", "reference", """
# Infrastructure

- Nomad cluster (3 nodes at OVH, Gravelines); haulroute and valuer run there
- yardbook and tradeledger run on their own VMs (see each system's file)
@@A2a@@
- DNS and CDN on Cloudflare; internal names under `hollowell.internal` via Tailscale MagicDNS

## Backups
@@V10a@@
- tradeledger's database dump is kept for 90 days because Ros needs month-end reruns
- Restore test on the first Monday of every month

## Monitoring and alerts
- Grafana + Prometheus on `mon.hollowell.internal`, Loki for logs
@@S8a@@
@@N8b@@
- tradeledger and haulroute outages page on-call at any hour
@@A10a@@

## On-call
@@F8a@@
- On-call phone numbers are in Grafana OnCall, not in this file
""")

ROOT["reference_yards.md"] = ("The yards", "yards: sites, hours, payments, holds, collection", "reference", """
# Yards

- Stroud (STR): main yard, intake, timber shed, office; Gethin Pryce is yard manager
- Bristol (BRS): depot at Avonmouth, mostly bricks, setts and slate
@@A9a@@

## Hours
@@D4a@@
- Bristol and Swindon: Tuesday to Saturday, 09:00-17:00

## Counter rules
@@S7a@@
@@O9a@@
@@F10a@@
- Forklift loading onto customers' trailers is free; we don't load roof racks

## Delivery
@@D2a@@
@@O4a@@
""")

ROOT["reference_glossary.md"] = ("Glossary", "glossary: salvage trade words the team uses", "reference", """
# Glossary

@@F3a@@
- "Handmade": a brick with a folded or creased face, not wire-cut; priced above machine-made
- "Setts": granite or sandstone paving blocks, sold by the square metre
- "Character grade": timber with nail holes, old paint or worm holes; cheaper than "clean"
@@A4a@@
- "Lot": one yardbook record; can be a single item or a pallet of like things
- "Loose bay": the pile of odd bricks and tiles sold by the piece
- "Clearance": lots over 12 months old, marked down and sold as seen
""")

ROOT["reference_contacts.md"] = ("Who to ask", "Who to ask for what in the office and yards", "reference", """
# Contacts

- Gethin Pryce: yard manager at Stroud, valuations, intake questions
- Ros Hale: accounts, tradeledger, statements
@@NS8a@@
- Marta Kowalczyk: head of digital, infra, access requests
- Jonah Reeve: yardbook, tradeledger, haulroute
- Aisha Bello: tagpad, lotfront
- Bristol depot lead: Kwame Asante; Swindon lead: Lou Fenwick
""")

ROOT["user_marta.md"] = ("Marta", "Marta Kowalczyk, head of digital; how she likes to work", "user", """
Marta Kowalczyk runs digital at Hollowell Reclamation (three yards, five in-house systems). Came from a
logistics software company; very comfortable with infra, less interested in frontend detail.

@@R8a@@
- Wants short answers and the command to run, not a tutorial
- Reviews infra PRs herself; app PRs go to Jonah or Aisha
- Usually in the Stroud office Monday to Wednesday, remote the rest of the week
""")

ROOT["user_jonah.md"] = ("Jonah", "Jonah Reeve, backend developer", "user", """
Jonah Reeve is the backend developer (yardbook, tradeledger, haulroute). Careful, slow to merge.

@@A6a@@
- Writes Django the boring way: function views, no DRF viewsets
- Dislikes mocks in tests; prefers a real Postgres in Docker
""")

ROOT["user_aisha.md"] = ("Aisha", "Aisha Bello, mobile and frontend developer", "user", """
Aisha Bello builds tagpad and lotfront. Joined in March 2026.

- Prefers Compose previews over running on a tablet for layout work
- Tests tagpad in the yard on Thursdays with Gethin's intake team
- Likes commit messages in the imperative, with the lot or issue number in brackets
""")

ROOT["feedback_merging.md"] = ("Merging", "How PRs get merged, per repo", "feedback", """
Merge strategy differs per repo; ask before assuming.

@@N1a@@
@@R7a@@
- lotfront: either is fine, Aisha doesn't mind

**Why:** both came up after a bad week in April when a squashed PR hid which change broke label printing.
**How to apply:** check this before clicking merge on anything that isn't yours.
""")

ROOT["feedback_migrations.md"] = ("Migrations", "Django migration handling in yardbook and tradeledger", "feedback", """
@@N4a@@

**Why:** a data migration in March locked the lots table for four minutes during Saturday trading.
**How to apply:** write migrations so they can run before the code that needs them; say in the PR
description if a migration rewrites a big table. tradeledger migrations are small and Ros doesn't mind a
short outage after 17:00.
""")

ROOT["feedback_testing.md"] = ("Testing", "Testing expectations for the Django apps", "feedback", """
- Tests run against a real Postgres container, never SQLite
- Factories over fixtures; the old JSON fixtures in yardbook are being deleted as they're touched
- A PR that changes pricing or VAT maths needs a test with a real invoice from Ros's examples folder

**Why:** SQLite hid a PostGIS query bug for two months in 2025.
""")

ROOT["feedback_commit_messages.md"] = ("Commit messages", "Commit message style the team wants", "feedback", """
Imperative subject line under 72 characters, lot or issue number in brackets at the end.
No "WIP" commits on main. Co-authored-by trailers are fine.

**Why:** Jonah builds the monthly changelog for the yard leads straight from `git log`.
""")

ROOT["feedback_paging.md"] = ("Paging", "What should and should not page on-call", "feedback", """
@@N8a@@
@@NS2a@@
- A failed nightly backup is a ticket for the morning, not a page

**Why:** in May the on-call phone went off nine times one night for a bot hammering the shop.
**How to apply:** when adding an alert rule, set the route explicitly; don't inherit the default.
""")

ROOT["feedback_pricing_copy.md"] = ("Pricing copy", "How prices and lot descriptions are written", "feedback", """
@@NS5a@@
- Lead lot titles with the material: "Oak beam, 4.2 m", not "Beam (oak)"
- Say "reclaimed", never "vintage" or "antique" unless Gethin has dated it
- Prices on lotfront end in 0 or 5; no £x.99

**Why:** the trade customers read "vintage" as a markup.
""")

ROOT["feedback_photos.md"] = ("Lot photos", "Photo rules for lots", "feedback", """
@@F5a@@
- First photo is the whole lot, with the scale stick in frame
- No customers or staff faces in lot photos

**Why:** half the enquiries in 2025 were "how big is it?".
""")

ROOT["feedback_code_review.md"] = ("Code review", "What reviewers on the team look for", "feedback", """
@@A6b@@
- Aisha reviews anything that changes what customers see on lotfront
- Marta reviews infra and anything touching secrets or backups
- Don't request review from someone on on-call that week unless it's urgent
""")

ROOT["feedback_secrets.md"] = ("Secrets", "Handling secrets and credentials", "feedback", """
@@A2b@@
- Rotate a token the same day if it ever lands in a chat message
- Per-system API tokens for yardbook, never a shared one

**Why:** a Creditsafe key was committed to tradeledger in 2025 and billed £300 before anyone noticed.
""")

ROOT["project_swindon_yard.md"] = ("Swindon yard", "Swindon yard opening", "project", """
@@A9b@@
- Lot prefix `SWN-`, its own intake bay and tagpad tablet
- Counter and card terminal set up the same as Stroud
- Deliveries from Swindon are planned in haulroute like the other yards

**Why:** the Swindon unit came up cheap and the M4 corridor trade was going to a competitor.
""")

ROOT["project_valuer_rebuild.md"] = ("valuer rebuild", "The 2026 valuer rebuild and what changed", "project", """
The old valuer was a Flask script run by cron; the rebuild (June to September 2026) made it a proper
service with its own database and a review queue.

@@N7a@@
@@S3b@@
- Valuations older than 90 days are flagged for a re-check in the review queue
""")

ROOT["project_photo_storage_move.md"] = ("Photo storage move", "Moving lot photo storage", "project", """
@@S1b@@
- Egress costs were the reason: lotfront pulled about 2 TB a month from S3
- yardbook writes new photos to R2 only; the old bucket will be deleted after the end-of-year audit
""")

ROOT["project_kamal_deploys.md"] = ("yardbook deploys", "How yardbook deploys changed", "project", """
@@S2b@@
- Kamal config lives in `config/deploy.yml`; secrets come from 1Password at deploy time
- Zero-downtime: Kamal proxy swaps the container once the health check passes
""")

ROOT["project_card_terminals.md"] = ("Card terminals", "Card terminals at the yard counters", "project", """
@@S7b@@
- Terminal payments reconcile into tradeledger overnight, same as online orders
- Reason for the change: SumUp payouts took three days and couldn't attach lot numbers
""")

ROOT["project_search_replacement.md"] = ("Catalogue search", "lotfront search engine change", "project", """
@@S10b@@
- Meilisearch runs on the Nomad cluster; index `lots`, rebuilt nightly and updated on every lot change
- Synonyms list (e.g. "RSJ" / "steel beam", "butler sink" / "belfast sink") is kept in the repo
""")

ROOT["project_lots_api_v2.md"] = ("Lots API v2", "yardbook lots API version change", "project", """
@@S4b@@
- v2 returns dimensions in millimetres and a `status` field instead of the old `is_sold` flag
- tagpad and haulroute moved in August; valuer was built on v2 from the start
""")

ROOT["project_stocktake_2026.md"] = ("Stocktake 2026", "January 2026 stocktake", "project", """
@@D6b@@
- Every lot was re-scanned with tagpad; 212 lots had no QR tag and were re-tagged
- Found 38 lots marked sold that were still in the yard; Ros credited the customers involved
""")

ROOT["project_accounts_sync.md"] = ("Accounts sync", "Sync between tradeledger and the accounts package", "project", """
@@R9a@@
- Payments from card terminals and Stripe are matched by invoice number before the push
- Ros checks the sync report each morning; mismatches land in her queue in tradeledger
""")

ROOT["project_trade_portal.md"] = ("Trade portal", "Self-service portal for trade customers", "project", """
Planned for early 2027: trade customers log in to lotfront to see statements, download invoices and
request a credit limit review. No work started yet; Jonah has a design doc in the tradeledger repo.

- Statements would come from tradeledger's API, not be rebuilt in lotfront
- Credit limit review requests would land in Ros's queue
""")

ROOT["project_rota_move.md"] = ("Driver rota", "Where the driver rota lives", "project", """
@@S5b@@
- Drivers see their shifts and runs in the same mobile view
- Holiday requests still go to Gethin by email
""")

ROOT["project_courier_switch.md"] = ("Courier switch", "Courier for small parcelled items", "project", """
@@S6b@@
- Labels are printed from yardbook's dispatch screen on the Stroud office printer
- Anything over 30 kg or longer than 1.2 m goes on our own vans instead
""")

ROOT["project_chat_alerts_tidy.md"] = ("Alert tidy-up", "Cleaning up noisy alert rules", "project", """
Ongoing since September: every alert rule gets an owner and an explicit route.

- 41 rules reviewed so far, 12 deleted
- Disk-space alerts now warn at 80% and page at 95%
""")
