# Root (Claude Code auto-memory) files: path -> (title, name, description, type, hook, body, flat)
R = {}
def root(path, title, name, desc, typ, hook, body, flat=False):
    R[path] = dict(title=title, name=name, desc=desc, type=typ, hook=hook, body=body, flat=flat)

root("reference_boxd.md", "boxd overview", "boxd-overview",
 "boxd: the Rails app that owns subscriptions, orders and customers", "reference",
 "what boxd owns, its stack, data stores and release steps", """
# boxd

The subscription/order system. Rails 7.1 monolith, repo `bramblecote/boxd`. Everything a
customer does (sign up, skip a week, swap an item, pause) ends up as rows here, and
pickplan/rounds/paysweep all read from its API.

## Stack
- Ruby 3.3, Rails 7.1, Hotwire for the account pages
{{V1a}}
{{R1a}}
{{R4a}}
- Served by Puma behind Caddy on `app1`

## Domain
{{D4b}}
{{F10a}}
- A "box week" runs Monday to Sunday; `BoxWeek.current` is the one being packed
- Skips and pauses are stored on `subscription_pauses`, never by deleting the subscription
{{G9b}}

## Release
{{N3a}}
- `bin/release` also warms the product cache
- Rollback: redeploy the previous image tag, then check `/up`

## Data care
{{F1a}}
- Customer exports for GDPR requests: `bin/rails gdpr:export[email]`
- The `orders` table is big (about 3.1M rows); add indexes `CONCURRENTLY`
""")

root("reference_pickplan.md", "pickplan overview", "pickplan-overview",
 "pickplan builds the nightly pick lists for the packing shed", "reference",
 "how the nightly pick-list build works and what it must deliver", """
# pickplan

Turns next morning's confirmed orders (from boxd) plus the growerlink availability into
per-bench pick lists for the packing shed at Hollins Barn.

{{F6a}}
{{V2a}}
{{A2a}}
{{R8a}}
- Output: one PDF per packing bench plus `summary.csv` for Gwen
- Allocation is greedy by box size (large first), then shortfalls become substitutions
- Substitution rules come from `config/swaps.yml`; Gwen owns that file

## Gotchas
- If boxd's API is slow the build just waits; it has no timeout of its own (ticket #212)
- Never edit a generated PDF by hand; rerun with `pickplan build --date YYYY-MM-DD`
- Bench numbers in the PDFs are the physical bench labels, not array indexes
""")

root("reference_rounds.md", "rounds overview", "rounds-overview",
 "rounds: delivery round planning plus the driver PWA", "reference",
 "round planning, the driver app and customer notifications", """
# rounds

TypeScript (Node 20, Fastify) service plus a PWA for drivers. Plans the van rounds each
night from boxd's delivery list and serves the stop list on the drivers' phones.

## Planning
{{S6a}}
{{A10a}}
{{D3b}}
- Time windows: customers pick AM or PM; rounds treats these as hard windows

## Drivers
{{O9b}}
{{N4a}}
- Proof of delivery is a photo, uploaded when the phone next has signal

## Customers
{{F4a}}
- "Leave with neighbour" notes are shown in red on the stop card

## Build
{{R3a}}
- `npm run dev` starts the API and the PWA together on :5173 / :3100
""")

root("reference_stockroom.md", "stockroom overview", "stockroom-overview",
 "stockroom: cold-room inventory and the handheld scanners", "reference",
 "cold-room stock service, handhelds, CI and error reporting", """
# stockroom

Go service for the cold rooms at Hollins Barn. Receives deliveries from growers, tracks
what is where, and tells pickplan what is physically on the shelves.

## Build and run
{{V4a}}
- Runs on `app3` under systemd, HTTP on :8085
{{O1b}}
{{O2a}}
{{O7a}}
{{R7a}}

## Stock model
{{F8a}}
{{N7a}}
- Goods-in is scanned against the grower's delivery note; mismatches go to Gwen's queue
- Best-before dates are entered at goods-in and drive the FIFO hints on the handheld

## Hardware
{{D9b}}
- Spare batteries are in the charging cabinet by cold room 2
""")

root("reference_shopfront.md", "shopfront overview", "shopfront-overview",
 "shopfront: the customer website, Next.js", "reference",
 "customer site stack, hosting, caching and product display rules", """
# shopfront

Customer-facing site at `www.bramblecote.co.uk`. Next.js 14 (app router), talks to boxd's
JSON API for everything; it has no database of its own.

## Build and hosting
{{R2a}}
{{R5a}}
{{F2a}}
{{O2b}}
{{G6b}}

## Products
{{S7a}}
{{N10a}}
{{A5b}}
- Prices come from boxd and are never hard-coded in components

## Basket
{{V5a}}
- The basket icon count is client-side only; the server basket is the truth
""")

root("reference_paysweep.md", "paysweep overview", "paysweep-overview",
 "paysweep: the weekly card charge run against Stripe", "reference",
 "weekly charging, retries, webhooks and where it runs", """
# paysweep

Small Python service that charges every active subscription for the coming week and
keeps boxd's payment status in sync with Stripe.

{{D1b}}
{{O6b}}
{{V6a}}
{{A4a}}
{{G7b}}
- Amounts are integer pence end to end; never floats
- Idempotency key per charge: `sub-<id>-week-<iso-week>`

## When it goes wrong
- The charge run writes `/var/lib/paysweep/last_run.json`; check `failed` there first
- Customer-facing payment failure emails are sent by boxd, not paysweep
""")

root("reference_mailer.md", "mailer overview", "mailer-overview",
 "mailer sends the weekly box email and substitution notices", "reference",
 "weekly email content, sending path, templates and runtime", """
# mailer

Node service that sends the marketing-ish emails: the weekly "what's in your box" email and
substitution notices. Transactional account mail is not here.

{{D8b}}
- Sends through Amazon SES (eu-west-2), configuration set `mailer-weekly`
{{V7a}}
{{O6a}}
{{N9a}}
{{G2b}}
{{F9a}}
- Unsubscribe links are one-click (RFC 8058 headers) and update boxd directly
""")

root("reference_infra.md", "Infrastructure", "infra-overview",
 "Infra map: hosts, volumes, backups, access, secrets", "reference",
 "hosts, storage, backups, access and secrets", """
# Infrastructure

Servers are on Hetzner (Falkenstein). Terraform in the `infra` repo, Ansible for host config.

## Hosts
- `app1`: boxd, paysweep
- `app2`: growerlink, mailer
- `app3`: stockroom, rounds API
- `db1`: Postgres 16 for growerlink and stockroom (`pg-grow` and `pg-stock` resolve here)
- `db2`: Postgres 16 for boxd only (`pg-boxd` resolves here)
- `mon1`: Prometheus, Grafana, Loki
{{V10a}}

## Backups
{{V8a}}
- WAL archiving for db1 goes to the same Storage Box (`u391022.your-storagebox.de`)
- Restore drill every quarter; last one logged in `auto/backup-restore-drill.md`

## Access
{{S5a}}
- Personal SSH keys only; no shared `deploy` key on laptops

## Secrets
{{R10a}}
- Never paste secrets into memory files or PR descriptions
""", flat=True)

root("reference_growerlink.md", "growerlink overview", "growerlink-overview",
 "growerlink: the portal where partner growers post weekly availability", "reference",
 "grower portal stack, weekly cycle, payouts and deploys", """
# growerlink

Django app used by our ~35 partner growers to say what they can supply next week, and by
Gwen/Tamsin to confirm quantities.

## Stack
{{O5b}}
{{S2a}}
{{O1a}}
{{O4a}}
{{G1b}}
{{R9a}}
{{D5b}}

## Weekly cycle
{{A6a}}
{{V9a}}
{{N5a}}
- Confirmed quantities are pushed to boxd so shopfront can show what's in the boxes
{{O3b}}

## Money
{{F3a}}
- Prices per kg are agreed per season and stored on `GrowerPrice`
""")

root("reference_monitoring.md", "Monitoring", "monitoring",
 "Monitoring: uptime checks, logs, metrics and where alerts land", "reference",
 "uptime checks, logs, dashboards and alert routing", """
# Monitoring

{{S1a}}
{{A8a}}
- Metrics: Prometheus on `mon1`, node_exporter + postgres_exporter everywhere
- Dashboards: Grafana at `grafana.bramble.internal` (folder "Bramblecote")
{{S9a}}
- Alert rules live in the `infra` repo under `monitoring/rules/`
""", flat=True)

root("reference_shed.md", "Packing shed", "packing-shed",
 "How the Hollins Barn packing shed runs day to day", "reference",
 "shed routine, printing, shifts and where issues go", """
# Packing shed (Hollins Barn)

Gwen runs the shed. The agent mostly touches it through pickplan output and the printer.

{{O9a}}
{{D7b}}
{{D2b}}
- Benches 1-6 pack; bench 7 is for damaged/returned stock
{{S3a}}
- Crates are colour-coded by round, the colour list is on the wall by the door
""")

root("reference_people.md", "People", "people",
 "Who is who at Bramblecote and what they own", "reference",
 "team members, ownership and on-call", """
# People

- **Tamsin Oduya**: ops and tech lead, the main user of this agent
- **Ravi Menon**: developer (boxd, paysweep, infra), part-time from July
- **Gwen Pryce**: packing shed manager, owns `swaps.yml` and the shed printer
- **Pieter de Wit**: finance, grower payouts and VAT
- **Hollie**: customer service, two days a week
{{G5b}}
- Growers talk to Gwen; customers talk to Hollie; nobody else answers the phones
""")

root("project_rounds_capacity.md", "Round capacity limits", "rounds-capacity",
 "Why rounds are limited the way they are (vans, range, time windows)", "project",
 "how big a van round may get and why", """
Notes from the May capacity review with Tamsin and the drivers.

{{V3a}}
- Chilled bags go in the front bay; the rear doors are opened at every stop so order matters
- Hilly Stroud valleys eat range; a round there is planned shorter by distance, not by stops

**Why:** two vans came back on under 5% charge in April and one didn't make it.
**How to apply:** when changing planner settings in rounds, keep this cap unless Tamsin says otherwise.
""")

root("project_saturday_rounds.md", "Saturday rounds in Bath", "saturday-rounds-bath",
 "Plan for weekend deliveries to Bath customers", "project",
 "weekend delivery plan for the Bath area", """
{{N8a}}

Bath customers asked for it in the spring survey (38% said weekdays are hard).
- One van, collection from Hollins Barn at 08:00
- Orders for it would close with the normal cut-off

**Why:** growth in Bath is flat, and weekday-only delivery is the number one complaint.
**How to apply:** when touching delivery-day options in boxd, keep room for a sixth day.
""")

root("project_growerlink_django5.md", "growerlink Django upgrade", "growerlink-django-upgrade",
 "Framework upgrade of growerlink in August", "project",
 "what changed in the growerlink framework upgrade", """
{{S2b}}

- `django-otp` and `django-import-export` needed new major versions
- `USE_L10N` removal broke two templates with date filters; fixed in #341
- Admin CSS changed slightly; Gwen noticed the darker header and is fine with it

**How to apply:** new growerlink code can use the newer ORM features (e.g. `GeneratedField`).
""")

root("project_grower_payouts.md", "Grower payouts", "grower-payouts",
 "How partner growers get paid", "project",
 "payout cycle, statements and who approves", """
# Grower payouts

Pieter owns this; the agent helps with the statement export from growerlink.

{{F3b}}
{{S4a}}
- Statement PDFs are generated from growerlink (`manage.py payout_statements --month 2026-03`)
- Pieter approves the batch; Tamsin is the second approver over £5k

**Why:** growers are small farms; paying late is the fastest way to lose one.
""")

root("project_vroom.md", "Route optimiser change", "route-optimiser-change",
 "Route optimiser change in rounds over the summer", "project",
 "why and how the route optimiser was replaced", """
{{S6b}}

- VROOM runs in Docker on `app3` with an OSRM backend built from the Geofabrik England extract
- OSRM data is refreshed monthly (`make osrm-refresh` in the rounds repo)
- Solve times went from ~40 s to under 3 s per depot

**Why:** the per-stop pricing was climbing past £300/month as volume grew.
""")

root("project_avo_admin.md", "Box contents admin", "box-contents-admin",
 "Where the weekly box contents are maintained now", "project",
 "where weekly box contents are edited and who can do it", """
{{S8b}}

- Gwen and Tamsin have the `box_editor` role; Hollie is read-only
- Changes are audited in `box_content_versions` (who, when, before/after)
- The old admin's MySQL dump is kept in the Storage Box for reference

**How to apply:** never point people at the old admin for box edits.
""")

root("project_k3s.md", "k3s migration", "k3s-migration",
 "Moving batch jobs onto the small k3s cluster", "project",
 "which batch jobs moved to the cluster and how to inspect them", """
# k3s migration

Three-node k3s cluster (`k1`-`k3`) for batch and cron-like jobs; web apps stay on the app hosts.

{{S10b}}
- Logs: `kubectl -n shed logs job/<name>`; job history keeps the last 7 runs
- The mailer weekly job is next in line (ticket #388), not moved yet

**Why:** one box running every cron job was a single point of failure.
""")

root("project_box_sizes.md", "Box sizes", "box-sizes",
 "Box sizes, contents counts and current prices", "project",
 "the box range and how sizes differ", """
# Box range

{{O10a}}
{{D10b}}
- Large box: family size, the most popular one in Bristol
- Fruit add-on: any size, 5 pieces

**How to apply:** item counts drive pickplan's allocation; change them in boxd's `BoxSize` records, not in code.
""")

root("project_stroud_depot.md", "Stroud depot", "stroud-depot",
 "Second depot in Stroud and what moved there", "project",
 "history and setup of the Stroud depot", """
{{D3a}}

- The Dudbridge unit has one chiller and two van bays with chargers
- Crates go over from Hollins Barn on the 06:15 shuttle
- The depot has its own label printer; rounds decides which depot prints which labels

**Why:** Stroud valley rounds were losing an hour to the A46 every morning.
""")

root("project_winter_fortnightly.md", "Winter delivery pattern", "winter-delivery-pattern",
 "What we did last winter with delivery frequency", "project",
 "last winter's delivery frequency decision and its effects", """
{{D4a}}

- Churn went up 4 points over the winter; most leavers cited the gap
- The decision is not repeated for 2026-27; Tamsin wants a leaner winter box instead

**How to apply:** don't build winter-only code paths in boxd without asking.
""")

root("project_christmas_2025.md", "Christmas 2025", "christmas-2025",
 "What happened in the 2025 Christmas peak", "project",
 "lessons from the 2025 Christmas peak", """
{{D7a}}

- Order volume was 2.4x a normal week; the pick-list build took over an hour
- Two hired vans, drivers from the agency; rounds had to be hand-edited for them
- Lesson: the order cut-off for Christmas week has to move earlier in the week

**How to apply:** start Christmas planning in October; see the checklist in `auto/christmas-checklist.md`.
""")

root("feedback_shopfront_tooling.md", "shopfront tooling", "shopfront-tooling",
 "Which JS tooling to use in the shopfront repo", "feedback",
 "which package tooling and scripts to use in the customer site repo", """
{{R5b}}

**Why:** a stray lockfile from another tool broke the deploy twice in March.
**How to apply:** if you see another lockfile in a PR, delete it and say so in the PR.
""")

root("feedback_growerlink_prs.md", "growerlink PR merging", "growerlink-pr-merging",
 "How growerlink PRs are merged", "feedback",
 "merge policy for the grower portal repo", """
{{R6a}}

**Why:** Ravi bisects growerlink often and wants small commits on `main`.
**How to apply:** keep commits in growerlink PRs tidy (fixup + autosquash before review).
""")

root("feedback_boxd_merging.md", "boxd PR merging", "boxd-pr-merging",
 "How boxd PRs get merged", "feedback",
 "merge policy for the boxd repo", """
{{N1a}}

**Why:** Tamsin reads `git log --oneline` as the changelog.
**How to apply:** write PR titles as changelog lines ("Add pause reasons to account page").
""")

root("feedback_deploy_days.md", "boxd deploy days", "boxd-deploy-days",
 "Which days boxd may be deployed", "feedback",
 "release-day rule for boxd", """
{{N2a}}

**Why:** the charge run and the weekend's orders both depend on boxd, and nobody wants to be
fixing it on Saturday.
**How to apply:** if a boxd change is ready on a Friday, it waits until Monday.
""")

root("feedback_boxd_migrations.md", "boxd migrations", "boxd-migrations",
 "How schema migrations reach production for boxd", "feedback",
 "how boxd schema changes are applied in production", """
{{N3b}}

**Why:** a migration locked `orders` for four minutes in February while the shed was packing.
**How to apply:** put the migration SQL (`bin/rails db:migrate:status` + the generated SQL) in
the PR description so the reviewer can read it.
""")

root("feedback_git_main.md", "Committing to main", "committing-to-main",
 "When it's ok to skip a PR", "feedback",
 "when a change may skip the PR process", """
{{N6a}}

**Why:** Tamsin found PRs for typo fixes were sitting unreviewed for days.
**How to apply:** code changes always go through a PR; this is only for Markdown under `docs/`.
""")

root("feedback_box_email.md", "Weekly box email content", "weekly-box-email-content",
 "What goes in the weekly box email", "feedback",
 "content rules for the weekly box email", """
{{N9b}}

- Keep it to the box list, delivery day and the swap deadline
- Images: one hero photo max, hosted on our media bucket

**Why:** Hollie says customers complain when the email is long; they just want the list.
""")

root("feedback_deploys.md", "Production deploys", "production-deploys",
 "Rules for production deploys", "feedback",
 "who may ship to production and how", """
{{F5a}}
{{O8b}}

**Why:** a rushed deploy in January broke sign-up for a whole evening.
**How to apply:** the agent prepares the deploy and the PR; a human presses the button.
""")

root("feedback_tests_first.md", "Tests with fixes", "tests-with-fixes",
 "Testing expectations for bug fixes", "feedback",
 "testing expectations for fixes", """
{{F7a}}

**Why:** the same paysweep rounding bug came back twice.
**How to apply:** no test, no merge; say in the PR which test covers the fix.
""")

root("feedback_commits.md", "Commit messages", "commit-messages",
 "Commit message style: short, imperative, no trailers", "feedback",
 "commit message style", """
- Imperative subject under 72 chars ("Fix skip-week banner on mobile")
- Body only when the why isn't obvious
{{A3a}}
- Reference the GitHub issue as `#123` at the end of the subject when there is one
""", flat=True)

root("feedback_allergens.md", "Allergen display", "allergen-display",
 "Allergens on the site are mandatory", "feedback",
 "allergen display rule for the customer site", """
{{A5a}}

**Why:** a customer with a celery allergy got a celeriac-heavy box in March and we had no
allergen line on the item.
**How to apply:** any new product or item component must render the allergen list, even if empty ("none").
""")

root("feedback_boxd_ci.md", "boxd local CI", "boxd-local-ci",
 "Local checks before pushing boxd", "feedback",
 "local checks before pushing the boxd repo", """
{{A7a}}

**Why:** remote CI minutes are limited and a red `main` blocks Ravi.
""")

root("feedback_reply_style.md", "Reply style", "reply-style",
 "How to write replies to Tamsin", "feedback",
 "tone and shape of replies", """
{{A9b}}
- No emoji, no headings for short answers
- When unsure, say so plainly and give the check that would settle it
""")

root("feedback_uk_spelling.md", "UK spelling", "uk-spelling",
 "Spelling convention for customer copy", "feedback",
 "spelling convention for copy", """
{{A1b}}

Code identifiers can stay American (`color` in CSS is fine); this is about words customers read.
""")

root("user_tamsin.md", "User profile: Tamsin", "user-tamsin",
 "Tamsin Oduya, ops and tech lead at Bramblecote", "user",
 "who the user is and how she works", """
Tamsin Oduya runs operations and tech at Bramblecote Veg Box Co-op. Former logistics analyst,
writes SQL and some Ruby, reviews every PR.

{{A9a}}
{{A1a}}
- Works Monday to Thursday long days; Friday is farm visits
- Likes plans as short numbered lists before any multi-file change
""")

root("feedback_growerlink_deploys.md", "growerlink deploy timing", "growerlink-deploy-timing",
 "When not to ship growerlink", "feedback",
 "timing rule for grower portal deploys", """
{{G1a}}

**Why:** a deploy during the rush logged out 12 growers mid-form and they lost their entries.
**How to apply:** hold growerlink merges on Tuesday mornings; merge after lunch.
""")

root("feedback_substitutions.md", "Substitution emails", "substitution-emails",
 "Timing rule for substitution notices", "feedback",
 "when substitution notices may be sent", """
{{G2a}}

**Why:** late-evening swap emails generated angry replies and Hollie had to handle them.
""")

root("feedback_stockroom_restart.md", "stockroom restarts", "stockroom-restarts",
 "Care needed when restarting stockroom", "feedback",
 "when stockroom may be restarted", """
{{G3a}}

**Why:** the handhelds don't retry; an open goods-in session is lost and has to be re-scanned.
**How to apply:** check `GET /admin/sessions` on stockroom first; if it's not empty, ask Gwen.
""")

root("feedback_refunds.md", "Refund rule", "refund-rule",
 "Evidence needed before a refund", "feedback",
 "evidence required before refunds", """
{{G4a}}

**Why:** Pieter found a handful of repeat claimants in the spring.
**How to apply:** when drafting refund tooling, make the photo a required field.
""")

root("feedback_escalation.md", "Escalation paths", "escalation-paths",
 "Who to escalate non-software problems to", "feedback",
 "who gets which kind of problem", """
{{G5a}}
- Van problems go to the depot lead on the day, not to Tamsin
- Grower disputes go to Pieter

**Why:** the on-call dev was woken up about paper jams twice.
""")

root("feedback_cdn.md", "CDN caching", "cdn-caching",
 "What may and may not be cached at the edge", "feedback",
 "edge caching limits for the customer site", """
{{G6a}}

**Why:** a cached basket showed one customer another customer's items for about a minute in May.
**How to apply:** any route under `/basket` or `/checkout` must send `Cache-Control: private, no-store`.
""")

root("feedback_paging.md", "Paging policy", "paging-policy",
 "What is worth waking someone for", "feedback",
 "what counts as a page versus a ticket", """
{{G7a}}
- A failed charge *run* is different: see the paysweep overview

**Why:** Ravi was paged eleven times in one night for expired cards.
""")

root("feedback_card_data.md", "Card data", "card-data",
 "Card data handling", "feedback",
 "handling of payment card data", """
{{G9a}}

**Why:** PCI scope. We stay SAQ A and that only works if card data never touches our servers.
""")

root("feedback_force_push.md", "Force pushing", "force-pushing",
 "Force-push rules", "feedback",
 "when force-pushing is and isn't allowed", """
{{G10a}}

**Why:** Ravi lost a morning's work in April to a force-push on `release/2026-04`.
""")

# ---------------- unpaired root files ----------------
root("reference_glossary.md", "Glossary", "glossary",
 "Glossary: internal words (box week, swap, shortfall, drop, bench)", "reference",
 "internal vocabulary", """
# Glossary

- **box week**: Monday-Sunday week a box belongs to; packed early in the week
- **swap**: customer-initiated change of one item for another
- **substitution**: our change of an item when a grower falls short
- **shortfall**: confirmed quantity below what orders need
- **drop**: one delivery stop; one drop can have several boxes
- **bench**: packing station in the shed, numbered 1-7
- **goods-in**: receiving grower deliveries into the cold rooms
- **Hollins Barn**: the main shed and depot near Nailsworth
""", flat=True)

root("reference_dev_setup.md", "Dev setup", "dev-setup",
 "Local development setup for the main repos", "reference",
 "getting the repos running locally", """
# Local dev

- Docker Desktop for Postgres locally; each repo has a `compose.dev.yml`
- boxd: `bin/setup` then `bin/dev` (Rails on :3000)
- growerlink: `uv sync`, `uv run manage.py runserver 8001`
- stockroom: `make run` (needs the `testdata/` fixtures)
- Seed data is synthetic; never restore a production dump onto a laptop
- `.envrc` files are per repo; copy from `.envrc.example`
""")

root("reference_repos.md", "Repositories", "repositories",
 "Where the code lives", "reference",
 "list of repositories and owners", """
# Repos (GitHub org `bramblecote`)

| repo | owner | notes |
|---|---|---|
| boxd | Ravi | monolith |
| growerlink | Tamsin | grower portal |
| pickplan | Tamsin | nightly pick lists |
| rounds | Ravi | planner + PWA |
| stockroom | Ravi | cold rooms |
| shopfront | Tamsin | customer site |
| paysweep | Ravi | charging |
| mailer | Tamsin | weekly email |
| infra | Ravi | Terraform/Ansible |
""")

root("reference_growers.md", "Partner growers", "partner-growers",
 "The main partner growers and what they supply", "reference",
 "key growers and what they grow", """
# Partner growers (main ones)

- **Stancombe Farm**: roots, brassicas; biggest supplier
- **Wick Lane Market Garden**: salad, herbs; delivers Tue/Thu
- **Oakridge Orchard**: apples, pears, juice (Sept-March)
- **Brimscombe Mushrooms**: oyster and chestnut mushrooms
- **Kings Stanley Co-op**: tomatoes, courgettes, beans in summer

Contact details are in growerlink, not here.
""")

root("reference_box_swap_rules.md", "Swap rules", "swap-rules",
 "Rules for what a customer may swap", "reference",
 "which items can be swapped for what", """
# Swap rules

- A customer may swap up to 3 items per box week
- Swaps must stay within the same price band (A/B/C in boxd)
- Potatoes and onions can't be swapped out of the standard box (they carry the base weight)
- Swap deadline is the same as the order change deadline
""")

root("reference_domains.md", "Domains and DNS", "domains-dns",
 "Domains, DNS provider and the internal zone", "reference",
 "public and internal domains", """
# Domains

- `bramblecote.co.uk`: public, DNS at Cloudflare
- `bramble.internal`: internal zone served by the CoreDNS on `mon1`
- Certificates: Caddy's automatic HTTPS on the app hosts; internal names use the step-ca on `mon1`
- Registrar: 123-reg, renewal in February, Pieter has the login
""")

root("project_q3_roadmap.md", "Q3 roadmap", "q3-roadmap",
 "What was planned for July-September", "project",
 "third-quarter priorities", """
# Q3 2026 roadmap (agreed 2026-06-30)

1. Customer self-service pause reasons (boxd) - done
2. Grower statements as PDF (growerlink) - done
3. Driver photo POD compression (rounds) - slipped to Q4
4. Reduce pick-list build time below 15 minutes - partly
5. Allergen audit across all items - done, see `project_allergen_audit.md`
""")

root("project_allergen_audit.md", "Allergen audit", "allergen-audit",
 "The summer allergen audit of every item", "project",
 "the item-by-item allergen audit", """
Every item in boxd's catalogue (412 items) was checked against supplier spec sheets in July.

- 37 items had missing allergen data; all fixed
- Celery, mustard and sulphites were the most common gaps
- Hollie now checks new items before they go live

**How to apply:** when adding items via the API, `allergens` must be an explicit list.
""")

root("project_customer_survey.md", "Spring customer survey", "customer-survey",
 "Results of the spring customer survey", "project",
 "what customers said in the spring survey", """
- 1,140 responses (about 31%)
- Top asks: more fruit, less kale, flexible delivery days
- 62% read the weekly email; 18% use the swap feature
- NPS 46, down from 51 last year

**How to apply:** Tamsin references these numbers in board reports; don't round them.
""")

root("project_van_telematics.md", "Van telematics", "van-telematics",
 "Telematics boxes in the vans", "project",
 "van telemetry pilot", """
Pilot started in September with two vans: Teltonika FMC130 units reporting position and
state of charge.

- Data goes to a Traccar instance on `mon1` for now
- Not yet connected to rounds; the idea is live ETAs from real positions
- Drivers were told about it in writing (GDPR); Tamsin has the signed notes
""")

root("project_carbon_report.md", "Carbon report", "carbon-report",
 "Annual carbon report inputs", "project",
 "what feeds the annual carbon report", """
- Van kWh from the depot chargers (monthly export)
- Shed electricity from the Octopus account
- Packaging: paper bags and returned crates counted by Gwen
- Grower transport is estimated from distance x deliveries

The report goes to members at the AGM in November.
""")

root("project_label_printing.md", "Crate labels", "crate-labels",
 "How crate labels are printed", "project",
 "crate label printing setup", """
Crate labels are ZPL sent straight to the Zebra ZD421 label printers (raw TCP 9100).

- Template: `labels/crate.zpl` in the rounds repo
- One label per box; the round colour is printed as a band
- Test print: `nc printer-shed.bramble.internal 9100 < labels/test.zpl`
""")

root("project_incident_2026_03_double_charge.md", "Incident: double charges", "incident-double-charge",
 "Incident: some customers charged twice (March)", "project",
 "March incident where some customers were charged twice", """
On 2026-03-13 about 140 customers were charged twice for the same week.

- Cause: the idempotency key used the calendar week, and a retry crossed midnight Sunday
- Fix: key switched to ISO week plus subscription id (#298)
- All double charges refunded the same day; Hollie emailed everyone affected

**How to apply:** idempotency keys must be derived from the business period, never from "now".
""")

root("project_incident_2026_10_late_picklists.md", "Incident: late pick lists", "incident-late-picklists",
 "Incident: pick lists late on 2026-10-20", "project",
 "October incident where pick lists were late", """
Pick lists were 50 minutes late on 2026-10-20; the shed started late and two rounds left after 09:00.

- Cause: boxd API slow under a stuck report query; pickplan waited on it
- Mitigation: killed the query; added a statement timeout to the reporting role
- Follow-up: give pickplan its own timeout (#212, still open)
""")

root("project_compost_bags.md", "Bag returns", "bag-returns",
 "Paper bag and crate return scheme", "project",
 "returns scheme for bags and crates", """
- Customers leave paper bags and crates out on the next delivery day
- Drivers scan returned crates; bags are counted at the shed
- Customers who return crates get a 50p credit per box week (boxd `CrateCredit`)
""")

root("feedback_plan_first.md", "Plan before multi-file changes", "plan-first",
 "Plan before large changes", "feedback",
 "plan before large changes", """
For anything touching more than two files, write a short numbered plan and wait for a yes.

**Why:** Tamsin reviews intent faster than diffs.
**How to apply:** keep the plan under ten lines; list files and the order of changes.
""")

root("feedback_no_prod_data.md", "No production data locally", "no-prod-data",
 "Production data stays on the servers", "feedback",
 "production data handling", """
Don't copy customer data from production to a laptop or into a test fixture, even anonymised by hand.

**Why:** GDPR, and we promised members in the privacy notice.
**How to apply:** use `bin/rails seed:synthetic` in boxd to get realistic volumes.
""")

root("feedback_pr_descriptions.md", "PR descriptions", "pr-descriptions",
 "What a PR description needs", "feedback",
 "what PR descriptions should contain", """
- What and why, in two or three sentences
- How it was tested (commands, not "tested locally")
- Screenshots for anything a customer or grower sees
- Risk and rollback in one line each
""")

root("feedback_sql_reviews.md", "SQL in reviews", "sql-in-reviews",
 "Show SQL for heavy queries", "feedback",
 "SQL review expectations", """
When a change adds or alters a query on `orders` or `deliveries`, paste the `EXPLAIN (ANALYZE, BUFFERS)`
output from staging in the PR.

**Why:** both tables are large and a missing index shows up as a slow shed morning.
""")

root("user_ravi.md", "Ravi", "user-ravi",
 "Ravi Menon, developer", "user",
 "the other developer and his preferences", """
Ravi Menon is the other developer. Strong on Ruby and Postgres, less on front end.
- Part-time (Mon-Wed) since July
- Prefers small PRs and reviews them within a day
- Owns the infra repo; ask him before changing Terraform
""")

root("user_gwen.md", "Gwen", "user-gwen",
 "Gwen Pryce, packing shed manager", "user",
 "the shed manager and what she needs from the software", """
Gwen Pryce runs the packing shed. Not technical, very precise about quantities.
- Reads pick lists on paper; wants them sorted by bench, then by cold-room aisle
- Wants shortfalls flagged in bold on the summary, not buried in a CSV
""")
