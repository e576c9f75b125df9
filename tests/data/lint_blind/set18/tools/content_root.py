# Root (Claude Code auto-memory) files: filename -> (title for MEMORY.md, description, hook, body)
# Descriptions listed in FLAT carry an unquoted ": " on purpose.
FLAT = {"reference_lockd.md", "reference_glossary.md", "project_ebike_rollout.md", "reference_infra.md"}

ROOT = {}

ROOT["user_profile.md"] = ("User Profile", "Owen Hartley, platform lead at Spokewise Cycles; one-person platform team plus two devs", "Who Owen is, how he works, what he cares about", """
Owen Hartley is the platform lead at Spokewise Cycles (bike hire + repair shops in Yorkshire).
He came from a Rails agency background, picked up Python for hirebook in 2025, and is the
de-facto DBA and ops person.

- Works mostly in the morning before the shops open; replies slowly on Saturdays (shop floor)
- Reads diffs carefully and prefers small, reviewable steps
- Comfortable with Ruby, Python, SQL, k8s basics; less so with React Native (that's Dani)
- Writes British English, short messages, no pleasantries needed

**How to apply:** explain trade-offs briefly, show the command before running anything risky,
and don't assume he knows Expo internals.
""")

ROOT["user_team.md"] = ("Team", "Who is who at Spokewise: devs, shop managers, who owns which system", "People and ownership", """
# Team (tech + the people we build for)

- Owen Hartley: platform lead, hirebook, infra, on-call lead
- Dani Rees: web + app dev; storefront and the rider app
@@A5a@@
- Beth Okafor: operations manager, owns pricing and the hire fleet plan
- Mo Haddad: head mechanic (Leeds), de-facto product owner for wrench
- Shop managers: Leeds = Mo, York = Sian, Sheffield = Tom, Harrogate = Priya

Finance is outsourced (Ackroyd & Co, monthly). Nobody else has prod access.
""")

ROOT["feedback_commit_style.md"] = ("Commit Style", "How Owen wants commit messages written", "Commit message rules", """
Commit messages: imperative subject under ~70 chars, body only when the why isn't obvious.
@@A1a@@
Reference the ticket in the body (`Refs: SWC-123`), not in the subject.

**Why:** Owen greps `git log` a lot when debugging and hates noise in it.

**How to apply:** draft the message, show it, commit only when asked.
""")

ROOT["feedback_merging.md"] = ("Merging and Branches", "PR merge method and PR size", "How PRs get merged", """
@@R8a@@
@@F10a@@

**Why:** the wrench and hirebook histories are used for bisecting regressions; Owen wants each
commit to build on its own.

**How to apply:** before opening a PR, tidy the branch with an interactive rebase, make sure each
commit passes tests, and say in the PR description if something had to land in one lump.
""")

ROOT["feedback_db_safety.md"] = ("Prod DB Safety", "Rules for touching production databases", "Prod DB write rules", """
@@A7a@@
Read-only queries against the replicas are fine without asking (`*-ro.swc.internal`).

**Why:** in February a "harmless" UPDATE on the bookings table reset 40 hire end-times and
Beth had to phone customers all morning.

**How to apply:** write the query, show it with the expected row count, wait for an explicit yes.
Wrap writes in a transaction and `SELECT` the affected rows before `COMMIT`.
""")

ROOT["feedback_deploys.md"] = ("Deploys", "Deploy timing and what the deploy job does", "Deploy rules", """
# Deploys

@@NS1a@@
@@N1a@@
Check the #deploys channel before shipping; if someone else is mid-deploy, wait.

**Why:** two overlapping deploys in March left hirebook on mixed versions for 20 minutes.

**How to apply:** when asked to "ship it", confirm the day, post in #deploys, then run the
release job and watch the rollout until all pods are ready.
""")

ROOT["feedback_testing.md"] = ("Testing", "Test expectations for fixes and features", "Testing rules", """
@@F7a@@
Don't mock the database in integration tests; use the docker-compose Postgres.
Flaky tests get a ticket and a `skip` with the ticket number, never a silent retry loop.

**Why:** the hire-extension bug came back twice in 2025 because nobody pinned it with a test.
""")

ROOT["feedback_python_tooling.md"] = ("Python Tooling", "Linters, formatters and env tooling for the Python repos", "Python tooling rules", """
@@F3a@@
Use uv for environments and lockfiles; don't hand-edit `uv.lock`.
Type hints on new code; mypy runs in CI but only in strict mode for `hirebook/core/`.

**How to apply:** run `uv run ruff check --fix && uv run ruff format` before proposing a diff.
""")

ROOT["feedback_js_tooling.md"] = ("JS Tooling", "JS/TS conventions for storefront", "storefront JS conventions", """
# storefront JS conventions

@@N4a@@
- TypeScript strict, no `any` without a comment explaining why
- Prefer server components; client components only for interactive bits (basket, date picker)

**Why:** an unpinned transitive bump broke the date picker on a Friday in spring.
""")

ROOT["feedback_main_branch.md"] = ("Main Branch Exceptions", "When it's OK to skip a PR", "Direct-to-main exceptions", """
@@N6a@@
Everything that touches code or config still needs a PR and a green pipeline.

**Why:** Owen found PRs for README typos were just noise in the review queue.
""")

ROOT["feedback_time.md"] = ("Timestamps", "Timezone handling rule", "Timezone handling", """
@@A3a@@
Hire start/end times shown to customers are always local shop time.

**Why:** the March BST change shifted every hire end by an hour in the app.

**How to apply:** `timestamptz` columns only; in Python use `zoneinfo`, never `pytz`.
""")

ROOT["feedback_dependency_updates.md"] = ("Dependency Updates", "How to treat framework upgrades in wrench and hirebook", "Framework upgrade policy", """
@@NS9a@@
Same for FastAPI/SQLAlchemy major bumps in hirebook.

**Why:** Rails 7.0 -> 7.1 changed cookie serialisation and logged every mechanic out mid-shift.

**How to apply:** when a Renovate PR bumps a framework minor, label it `needs-soak`, deploy to
staging, and put a reminder in the PR for seven days later.
""")

ROOT["feedback_customer_comms.md"] = ("Customer Comms", "Rules for anything that emails or texts customers", "Customer messaging rules", """
@@NS3a@@
Every customer-facing template goes past Beth before it ships.
Use the customer's first name only; no "Dear Valued Customer".

**Why:** ICO complaint risk, and Beth gets the angry calls.
""")

ROOT["feedback_reply_style.md"] = ("Reply Style", "How Owen likes answers", "Answer format", """
Short answers first, detail after. Bullet lists over paragraphs.
Don't restate the question. Don't end with "let me know if you need anything else".
When unsure, say so and say what would settle it.
""")

ROOT["feedback_plan_first.md"] = ("Plan First", "Plan before multi-file changes", "When to write a plan", """
For anything touching more than two files, or any migration, write a short plan first
(bullets: files, steps, rollback) and wait for a thumbs-up.

**Why:** Owen got burned by a 14-file refactor he couldn't review in one sitting.

**How to apply:** plans go in the PR description draft, not in a separate doc.
""")

ROOT["feedback_secrets.md"] = ("Secrets Handling", "Never paste secrets into chat or commits", "Secret handling", """
Never echo secret values into the terminal output or paste them into chat.
If a command needs a token, reference the env var name and let Owen fill it in.
`.env` files are gitignored everywhere; if one shows up in `git status`, stop and say so.
""")

ROOT["feedback_screenshots.md"] = ("Screenshots", "How to handle screenshots Owen pastes", "Screenshots from shops", """
Screenshots from the shops are usually phone photos of the till or tablet screen.
Read them carefully (they're often at an angle); quote the exact error text back before guessing.
""")

ROOT["project_hirebook_v2.md"] = ("hirebook v2", "The 2026 rewrite of the online booking flow: baskets, deposits, ID checks", "hirebook v2 booking flow", """
# hirebook v2 (shipped June 2026)

Rewrite of the booking flow so customers can book several bikes in one basket and pay once.
Tracking epic: SWC-310.

## Baskets
@@V3a@@
- Basket is per browser session; logged-in customers get it restored on another device

## Bikes and limits
@@O9b@@
@@N7a@@
@@F6a@@

## Pricing
@@D5b@@
- Weekend and bank-holiday multipliers live in `pricing_rules`

## Documents
@@R10a@@
- Signed agreements are stored in B2 bucket `swc-agreements`

**Why:** the old flow made group bookings (stag dos, school trips) a phone job.
""")

ROOT["project_ebike_rollout.md"] = ("E-bike Rollout", "E-bike rollout: pilot, fleet, charging", "E-bike fleet rollout", """
# E-bike rollout

Fleet: 24 Riese & Müller Charger4 + 12 Orbea Vibe, bought March 2026 with the YCA grant.

@@D1a@@
The pilot showed most e-bike hires are day trips into the Dales, so we kept the fleet mixed
across shops when it went wider.

- Charging: overnight in the shop, each shop has a 6-way charging rail
- Insurance: covered under the fleet policy, excess £250 per claim
- Telemetry and battery state come from the smart locks (see lockd)

Open questions (Beth): whether to add cargo bikes next spring.
""")

ROOT["project_tillbridge_square.md"] = ("Tills Migration", "The 2026 change of till system and what it meant for tillbridge", "Till system change", """
# Tills migration (SWC-402)

@@S1b@@
Cut-over was shop by shop over two weeks (Sheffield first, Leeds last).

What changed for us:
- New webhook signature check in tillbridge (`X-Square-Signature`)
- Historic sales were exported to CSV and loaded into `tillbridge.sales_archive`
- Gift cards did not migrate; old ones are honoured by hand until December

**Why:** card fees were 0.4 pp lower and the new terminals work offline.
""")

ROOT["project_harrogate_opening.md"] = ("Harrogate Opening", "Fourth shop: setup, systems checklist, decisions", "Harrogate shop launch", """
# Harrogate shop

@@F8a@@
Lease signed June; fit-out by Fettle Interiors.

Systems checklist:
- [x] shop added to hirebook availability
- [x] wrench ticket prefix and workshop calendar
- [x] till registered with tillbridge
- [x] partsync stock location created

@@N3a@@
Spa-town tourists mostly arrive by train from York, so returning there would be handy for them.

Staff: Priya (manager) + 1 mechanic, second mechanic from March.
""")

ROOT["project_storefront_relaunch.md"] = ("Storefront Relaunch", "July 2026 relaunch of the web shop", "Web shop relaunch", """
# storefront relaunch (July 2026)

New Next.js build replacing the old WooCommerce site. Owner: Dani.

## What changed
@@S3b@@
@@D9a@@
- Product pages are statically generated, rebuilt on catalogue change
- Search moved from the WooCommerce plugin to Meilisearch

## Gotchas
@@NS2a@@
- The old `/shop/product/...` URLs are 301'd via `redirects.json`; don't delete entries

Launch went fine; conversion up ~18% in August vs August 2025.
""")

ROOT["project_partsync_madison_api.md"] = ("partsync Madison API", "Moving partsync to the supplier's API", "Supplier integration change", """
# partsync: Madison API (SWC-377)

@@S6b@@
The API gives live stock, so "in stock at supplier" on storefront is now real.

- Auth: OAuth client credentials, token cached for 50 min
- Rate limit on their side: 10 req/s; we batch SKUs 200 per call
- The old importer module `partsync/ftp_import.py` was deleted in July

**Why:** the CSV drop was often late and had no stock numbers after 16:00.
""")

ROOT["project_lockd_k3s_move.md"] = ("lockd to k3s", "Moving lockd off its own VM", "lockd hosting move", """
# lockd into k3s (SWC-455)

@@S9b@@

- Deployed with the same Helm chart pattern as hirebook
- The MQTT broker stayed where it was; only the service moved
- Cut-over at 02:00 on a Monday, no lost readings according to the gap query

**Why:** the VM was the last snowflake box with hand-edited systemd units.
""")

ROOT["project_wrench_sso.md"] = ("wrench SSO", "Personal logins for mechanics in wrench", "wrench per-person logins", """
# wrench: personal logins

@@S10b@@
Audit trail was the driver: insurance asked who signed off a brake job in January and we
couldn't tell.

- `omniauth-google-oauth2`, restricted to the spokewise.co.uk Workspace domain
- Tablets keep the session 12 h, so one login per shift
- Mo's checklist for new mechanics includes creating the Workspace account on day one
""")

ROOT["project_gdpr_review.md"] = ("GDPR Review", "2026 data-protection review of hirebook and the app", "Data protection review", """
# GDPR review (with Ackroyd's DPO service, September)

Findings and positions we wrote down:

@@N2a@@
- Customer ID documents are not stored by us; the ID provider keeps them 30 days
- Hire history kept 6 years (accounting), then anonymised
- Marketing consent is a separate, unticked checkbox

Subject access requests: Beth handles them, export script `hirebook/scripts/sar_export.py`.
""")

ROOT["project_cost_review.md"] = ("Cost Review", "Autumn 2026 cost review of hosting and SaaS", "Hosting and SaaS spend", """
# Cost review (October 2026)

Monthly tech spend was ~£1,150; target under £900.

- Hetzner (k3s nodes + VMs): biggest line, fine
- Twilio: spikes in summer; look at WhatsApp templates?
- Figma: drop to one editor seat
- Domains: consolidate renewals in one registrar

Beth wants a one-page summary every quarter, in £/month, not per year.
""")

ROOT["project_winter_service_plan.md"] = ("Winter Service Plan", "Workshop promotion for the quiet season", "Winter workshop promo", """
# Winter service plan (Nov 2026 - Feb 2027)

Quiet season for hires, so the workshops push servicing.

- "Winter ready" service bundle: £79, includes brake pads and chain check
- Target 40 services/week across all shops
- Mo wants the booking widget to show the bundle first in November

Reporting: weekly count of winter bundles from wrench, by shop.
""")

ROOT["project_insurance_claims.md"] = ("Theft Claims", "How bike theft and damage claims work", "Theft and damage claims", """
# Theft and damage claims

Insurer: Cycleguard Business, policy SWC-FLEET-2026.

1. Shop files a crime reference number within 24 h
2. Owen pulls the lock's last known position and state history
3. Beth submits the claim with the hire agreement PDF

2026 so far: 5 thefts (3 recovered), 11 damage claims.
""")

ROOT["project_accessibility_audit.md"] = ("Accessibility Audit", "WCAG audit of the web shop", "Web shop accessibility work", """
# Accessibility audit (storefront, September)

External audit by a local charity's digital team; 23 issues, 4 serious.

- Date picker not keyboard-usable (fixed)
- Colour contrast on sale badges (fixed)
- Missing alt text on ~300 product images (partsync now copies supplier alt text)
- Focus trap in the basket drawer (open, SWC-488)
""")

ROOT["reference_hirebook.md"] = ("hirebook", "Overview of hirebook, the online bike hire booking service", "hirebook service overview", """
# hirebook

FastAPI + SQLAlchemy 2, Alembic, Celery for background work, Stripe for payments.
Repo: `spokewise/hirebook`. Owner: Owen.

## Endpoints and data
@@V1a@@
@@R1a@@
@@O5a@@
- Read replica for reports: `pg-hire-ro.swc.internal`

## Behaviour
@@F9a@@
@@D7b@@
- Availability is computed per shop per 30-minute slot

## Ops
@@NS6b@@
- Health: `/healthz` (liveness), `/readyz` (checks DB + broker)
""")

ROOT["reference_lockd.md"] = ("lockd", "lockd: smart-lock telemetry and control service", "Smart-lock service overview", """
# lockd

Go service that talks to the smart locks (Linka-style, custom firmware) on every hire bike.
Owner: Owen, with Kwame on the firmware side.

## Connectivity
@@V2a@@
@@S9a@@
@@R9a@@

## Behaviour
@@NS5b@@
@@N5a@@
@@V7b@@
- Position pings every 60 s while on hire, every 15 min when docked

## Fleet
@@D10b@@
@@A4a@@

## Ops
@@O7a@@
""")

ROOT["reference_wrench.md"] = ("wrench", "Overview of wrench, the workshop job ticket app", "Workshop ticket app overview", """
# wrench

Rails app the mechanics use for repair jobs. Repo `spokewise/wrench`. Product owner: Mo.

## Stack
@@V5a@@
@@O1b@@
@@S8a@@
@@R2a@@

## Workflow
@@F2a@@
- Parts used are added from the stock list (fed by partsync)
@@N10a@@
@@NS10b@@
""")

ROOT["reference_tillbridge.md"] = ("tillbridge", "Overview of tillbridge, the till-to-backoffice sync", "Till sync service overview", """
# tillbridge

Syncs shop till sales into our systems (stock, wrench tickets, accounting export).
Owner: Kwame.

@@O8b@@
@@S1a@@
@@R3b@@
@@O1a@@

## Behaviour
@@F4a@@
@@A9a@@
@@O2a@@
@@NS8b@@
- Daily sales export to the accountants' Xero at 23:00
""")

ROOT["reference_partsync.md"] = ("partsync", "Overview of partsync, the supplier parts catalogue and stock sync", "Parts catalogue sync overview", """
# partsync

Pulls supplier catalogue + stock into our parts list (used by wrench and storefront).

@@O4a@@
@@R7b@@
@@S6a@@
@@V4a@@
@@D4b@@
@@N8a@@

Alerting: a failed import posts to #integrations; two failed nights in a row pages on-call.
""")

ROOT["reference_app.md"] = ("Rider App", "Overview of the Spokewise rider app (iOS + Android)", "Rider app overview", """
# Rider app

React Native / Expo, TypeScript. Owner: Dani. Used to book, unlock and return hire bikes.

## Build and release
@@D3b@@
@@A6a@@
@@V6a@@
@@S5a@@
@@R6b@@

## Features
- Booking and payment (Stripe PaymentSheet)
@@NS7b@@
- Offline mode: current hire cached so the lock code works without signal
""")

ROOT["reference_storefront.md"] = ("storefront", "Overview of storefront, the web shop and booking site", "Web shop overview", """
# storefront

Next.js web shop: parts and accessories, hire booking entry point, workshop bookings. Owner: Dani.

## Stack
@@O8a@@
@@R5a@@
@@O3a@@
@@S3a@@
@@O10a@@

## Shop behaviour
@@F5a@@
@@D6b@@
@@V9b@@
@@N9a@@
""")

ROOT["reference_notify.md"] = ("notify", "Overview of notify, the outbound email/SMS service", "Customer messaging service overview", """
# notify

Small Python service every other system calls to message customers. Templates in `notify/templates/`.

@@R4b@@
@@V8b@@

## What triggers messages
@@F1a@@
@@NS3b@@
- Hire-ending reminder 30 min before the end time
""")

ROOT["reference_infra.md"] = ("Infra", "Infra map: clusters, hosts, observability", "Infrastructure map", """
# Infrastructure

- k3s cluster: 3 nodes on Hetzner (`k3s-1..3.swc.internal`), Traefik ingress
- VMs: `worker-2` (cron jobs), `ci-runner-1`, `bastion.swc.internal`
- DNS: Cloudflare for `spokewise.co.uk`; internal zone `swc.internal` on the bastion
@@A8a@@
@@S2a@@
- Metrics: Prometheus in-cluster, 15 d retention

Access: WireGuard to the bastion, then SSH with your own key.
""")

ROOT["reference_oncall.md"] = ("On-call", "How on-call works", "On-call setup", """
# On-call

@@D8b@@
@@S7a@@
- Hours covered: 07:00-22:00 every day; overnight only for lock outages during hires

Runbooks live in `spokewise/runbooks`. The person on call owns the #incidents channel.
""")

ROOT["reference_backups.md"] = ("Backups", "What gets backed up where", "Backup setup", """
# Backups

@@V10a@@
- WAL archiving to the same bucket, so point-in-time restore is possible
- Agreements bucket `swc-agreements` has versioning on and no lifecycle deletion
- Restore drill: quarterly, last one in October (hirebook restored to staging in 22 min)
""")

ROOT["reference_shops.md"] = ("Shops", "The four shops: codes, addresses, what each does", "Shop list", """
# Shops

@@O6a@@
- Sheffield (SHF), Kelham Island: hire + workshop, 4 stands
- York (YRK), Fossgate: mostly hire, small workshop (2 stands)
@@A10a@@

@@D1b@@
Cargo bikes: none yet.
""")

ROOT["reference_glossary.md"] = ("Glossary", "Glossary: shop slang, hire states, ticket terms", "Terms used in the shops and code", """
- **Stand**: one workshop repair stand (capacity unit for bookings)
- **Docked**: bike is in a shop and its lock is on the charging rail
- **Walk-in**: hire without a booking, created by staff in hirebook
- **Clearance**: a bike pulled from the hire fleet for sale
- **Tag**: the paper ticket on a bike in the workshop
- **Rebalance**: moving bikes between shops in the van
""")

ROOT["reference_suppliers.md"] = ("Suppliers", "Parts suppliers and who to call", "Supplier list", """
# Suppliers

- Madison: main parts supplier, account SWC0042, rep: Gareth
- Raleigh/Cycleline: tyres and tubes, ordered by hand, weekly
- Upgrade Bikes: Hope and Lezyne stock, ordered by hand
- Riese & Müller: e-bike parts via the dealer portal, 5-10 day lead time

Credit terms: 30 days with all of them.
""")

ROOT["feedback_pr_review.md"] = ("PR Review Habits", "What Owen asked for when reviewing PRs this autumn", "PR review habits", """
Notes from Owen's review comments, collected so I stop repeating the same mistakes.

@@R8b@@
@@F10b@@
@@N6b@@
- Link the ticket and paste a screenshot for anything the shops will see

**Why:** Owen reviews in the evenings on his phone; big or noisy PRs get parked for days.

**How to apply:** check size and scope before opening the PR; split if needed.
""")

ROOT["feedback_naming.md"] = ("Naming", "Naming conventions across the repos", "Naming conventions", """
- Shop codes are always upper-case three letters in data and URLs (`LDS`, never `leeds`)
- Money is integer pence in every database column, suffix `_pence`
- Bike ids are the frame sticker number (`SW-0412`), not the database id

**Why:** the shops read these out over the phone to each other.
""")

ROOT["project_hire_extension.md"] = ("Hire Extension", "Planned feature: customers extend a running hire from the app", "Hire extension feature", """
# Hire extension (planned, Q1 2027)

Top ask in the 2026 customer survey.

- Customer taps "extend" on the hire screen, picks a new end time in 30-minute steps
- Allowed only if the bike has no following booking, and within the usual maximum hire length
- Payment: charge the difference on the saved card; if it fails, the extension is rejected
- Shop gets a notification so the returns list stays right

Design by Dani (Figma "Hire extension v2"), API by Owen, first task for the new junior.
""")

ROOT["reference_runbooks.md"] = ("Runbooks", "Where runbooks live and which ones exist", "Runbook index", """
# Runbooks (`spokewise/runbooks`)

- `lock-offline.md`: a lock stopped reporting during a hire
- `payments-stuck.md`: bookings stuck in "processing"
- `import-failed.md`: supplier import failed overnight
- `tablet-offline.md`: a workshop tablet can't reach the ticket board
- `restore-db.md`: restoring a database from backup to staging

Each runbook starts with what the shop staff will say on the phone.
""")
