# Root auto-memory files: fname -> (name, description, type, index title, index hook, body)
# Lines "@@ID@@" are replaced by the claim of pair ID that lives in this file.
ROOT = {}
def r(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("user_profile.md", "mariam-profile", "Mariam Haddad, tech lead of the co-op, how she likes to work", "user",
  "Mariam (tech lead)", "who she is, how she reviews, tooling habits", """
# Mariam Haddad

Tech lead and one of the founding rider-members of Wheelhouse Couriers Co-operative. Still rides two
dispatch shifts a week at Temple Quay, so she reviews code in short bursts.

- Background: Rails and Postgres, some Go; learning React Native through pedalapp.
@@R8@@
@@F8@@
- Wants the reasoning before the code when a change touches payouts or member data.
- Hates surprise dependency bumps mixed into feature PRs.
- Prefers British spelling in user-facing copy (the co-op's clients are mostly local shops).
""")

r("user_team.md", "dev-team", "Who is on the Wheelhouse tech team and who owns what", "user",
  "Team and ownership", "owners per system", """
# Team

- Mariam Haddad: tech lead; owns dispatchr and sharebook.
- Owen Pryce: dispatchr and routewise; the one who bisects.
- Jess Kowalczyk: pedalapp and podbox; part-time (Tue/Wed/Thu).
- Dele Adebayo: operations coordinator, not a dev, but the main user of the dispatch board.
- Treasurer: Ruth Ekwueme (signs off payouts, owns the bank relationship).

Ask Dele before changing anything a dispatcher sees mid-shift.
""")

r("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged on dispatchr and why", "feedback",
  "Merging dispatchr PRs", "why the history is kept as-is", """
@@N1@@

**Why:** in April a pricing regression was found in ten minutes with `git bisect` because every small
commit was still there. Owen asked for this explicitly.

**How to apply:** keep commits tidy (reword/fixup locally is fine), then merge with a merge commit.
Other repos: no strong rule, follow the repo owner.
""")

r("feedback_deploys.md", "deploy-timing", "When not to deploy (dispatch-critical windows)", "feedback",
  "Deploy timing", "windows to avoid", """
Deploy windows matter more than code style here: a broken board mid-shift means riders standing around.

@@N3@@
@@NS4@@

**Why:** Friday evening is when the restaurants' bulk orders land and nobody wants to debug over the
weekend; the lunch peak is when routes are re-planned most.

**How to apply:** if a fix is urgent, ping Dele on the ops channel first and deploy anyway.
""")

r("feedback_secrets.md", "secrets-handling", "Where secrets live and where they must not", "feedback",
  "Secrets handling", "1Password rules", """
@@A1@@
@@N8@@

**Why:** a courier client's API key leaked through a forked repo in 2025 and had to be rotated with
every client at once.

**How to apply:** read secrets from the environment; for local work use `op run --env-file` against the
dev vault. Never paste a secret into a memory file or an issue.
""")

r("feedback_review_tone.md", "review-tone", "How to write review comments for this team", "feedback",
  "Review comments", "tone and labels", """
Reviews are short and kind; half the team are riders who code part-time.

@@A3@@
- Ask a question instead of asserting when unsure.
- Blocking comments say *why* they block.
- No emoji reactions as approvals; use the real approve button.
""")

r("feedback_dependencies.md", "dependency-updates", "Dependency bumps go in separate PRs; lockfile rules per repo", "feedback",
  "Dependency updates", "lockfiles and bump PRs", """
Dependency bumps always go in their own PR, never mixed into a feature.

@@R3@@

dispatchr: `bundle update --conservative <gem>`, one gem per PR unless Renovate groups them.
routewise: `uv lock --upgrade-package <name>`.
""")

r("feedback_pr_size.md", "pr-size", "Size limits for PRs and how to split", "feedback",
  "PR size", "split big changes", """
@@F8@@

**Why:** Mariam reviews between shifts on her phone; a 1,500-line PR sits for a week.

**How to apply:** generated files (schema.rb, lockfiles) don't count towards the limit. Mention the stack
order in each PR description.
""")

r("feedback_migrations.md", "migrations", "Rules for database migrations on dispatchr", "feedback",
  "Migrations", "how migrations reach production", """
@@NS8@@
- Every migration must be reversible or say in the PR why it can't be.
- Adding a column with a default on `jobs` locks the table; add nullable, backfill, then set the default.
- Strong Migrations gem is on; don't silence it without a comment.
""")

r("feedback_testing.md", "testing-habits", "What to run before pushing", "feedback",
  "Testing before push", "which suites to run", """
Run the fast suite before every push and say in the PR which suites you ran.

- dispatchr: `bin/rspec --tag ~slow` locally; the slow tag covers the pricing matrix.
- pedalapp: the Jest unit tests; Detox e2e only when touching navigation.
- fleetlog: `go test ./...` with `-race` on CI only.

**Why:** Owen burned a Thursday on a flaky e2e run that nobody needed.
""")

r("feedback_copy_style.md", "copy-style", "Wording for rider- and customer-facing text", "feedback",
  "Copy style", "plain British English", """
User-facing text: plain British English, no exclamation marks, no "Oops".
Riders read notifications at traffic lights, so the first five words have to carry the message.
Customer emails sign off as "Wheelhouse Couriers", never with a rider's name.
""")

r("project_rota.md", "rota-rules", "Rider rota rules the app and sharebook must respect", "project",
  "Rota rules", "shift limits, announcements", """
# Rota

The rota is drawn up by Dele each Thursday for the following week, in dispatchr's rota screen.

@@V10@@
- Minimum gap between two shifts: 11 hours
- Riders pick shifts on Thursday evening; unfilled shifts go to the standby list on Friday
@@S6@@
- Dispatchers are rostered separately (see Dele's spreadsheet), not in dispatchr

Heatwave and snow rules are decided at the time by the ops meeting.
""")

r("project_battery_health.md", "battery-health", "Battery degradation project for the e-cargo fleet", "project",
  "Battery health", "capacity tests and replacements", """
Started in February after two packs died mid-shift in the cold.

@@V7@@
Packs that come out under 70% of rated capacity get moved to the short-hop bikes, under 55% they are
recycled through the supplier.

Open question: whether to log charge cycles from the BMS directly instead of counting swaps in fleetlog.
""")

r("project_bedminster_hub.md", "bedminster-hub", "Opening the Bedminster micro-hub (container hub in a car park)", "project",
  "Bedminster micro-hub", "third hub, south of the river", """
The third hub: a shipping container in a supermarket car park on East Street, leased from the council.

- Power: one 16 A supply, so only two bikes can charge at once.
- Zones served: S1 and the southern half of C1 at the busiest times.
- dispatchr needed a new `hub` value and routewise a new depot coordinate; both done in July.
- Still to do: a lock-box for out-of-hours returns.
""")

r("project_council_contract.md", "council-contract", "City council internal-post contract, scope and reporting", "project",
  "Council contract", "internal post between council buildings", """
Won in February: internal post between eleven council buildings, twice a day, on cargo bikes.

- Reporting: monthly CSV of drops and emissions saved, sent to the procurement officer.
- Each run has a fixed route in routewise (`council-am`, `council-pm`), not re-optimised.
- The contract ends in January 2028 with an option for two more years.
""")

r("project_pedalapp_v3.md", "pedalapp-v3", "pedalapp v3 with offline mode and the new POD flow", "project",
  "pedalapp v3", "offline-first rewrite of the rider app", """
v3 shipped in June after a three-month beta with eight riders.

- Offline queue for status changes and POD captures; syncs when signal returns.
- New POD flow: one capture screen instead of three steps.
- Navigation hand-off to the rider's own maps app instead of an embedded map.
- Known issue: iOS background location permission prompt shows twice on first launch.
""")

r("project_api_v2.md", "customer-api-v2", "Customer API v2 rollout to integrating clients", "project",
  "Customer API v2", "client migration plan", """
v2 adds idempotency keys on job creation, proper webhooks and per-key scopes.

- Clients migrated one by one; the florists and the lab courier client went first.
- Docs live at `docs.wheelhouse.coop/api`, generated from the OpenAPI file in dispatchr.
- Every v2 key is tied to a single client account; no shared keys.
""")

r("project_payouts.md", "payout-rules", "How member pay is calculated and approved", "project",
  "Payouts", "pay calculation and approval", """
# Payouts

Member pay = hours x hourly rate + the equal share of the quarterly surplus (when there is one).

@@A8@@
@@NS10@@
- The hourly rate is set at the AGM and stored in sharebook settings, not in code.
- Corrections go into the next run as an adjustment line, never by editing a closed run.
""")

r("project_oncall.md", "on-call", "On-call arrangement for the three devs", "project",
  "On-call", "who gets paged and for what", """
# On-call

@@F10@@
@@N10@@
- Pages come from Grafana alerting to the on-call phone (a shared Android handset).
- Compensation: a flat £60 per on-call week plus hours if actually called out.
""")

r("project_pricing_2026.md", "pricing-2026", "2026 price list changes and where they are encoded", "project",
  "Pricing 2026", "zone prices and surcharges", """
New price list from 1 March 2026.

- Prices per zone live in dispatchr's `zone_prices` table; the rate card PDF is generated from it.
- Surcharges for heavy jobs are per 10 kg above 40 kg.
- Council and NHS-trust framework prices are fixed by contract and bypass the table.
""")

r("project_winter_ops.md", "winter-ops", "What changes operationally in winter", "project",
  "Winter operations", "cold-weather rules", """
Winter rules are switched on by the ops meeting, not by date.

- Batteries are stored indoors at every hub when it's below 3 °C.
- routewise gets a `winter` profile that avoids the cobbled streets in the old city.
- Dispatch caps same-day bookings at 80% of normal capacity on ice-warning days.
""")

r("reference_dispatchr.md", "dispatchr", "dispatchr overview (booking, dispatch board, customer API)", "reference",
  "dispatchr", "Rails app at the centre of everything", """
# dispatchr

Rails 7.1 / Ruby 3.3 monolith: customer bookings, the dispatch board, pricing, rota screen and the
customer API. Repo `wheelhouse/dispatchr`.

## Data
@@V1@@
@@F1@@
- Main tables: `jobs`, `drops`, `clients`, `zone_prices`, `shifts`

## Operations rules
@@V2@@
- Heavy-job surcharge applies above 40 kg
@@D10@@
- Jobs unassigned 20 minutes before pickup turn red on the board

## Integrations
@@R2@@
@@R4@@
@@R7@@
@@S8@@
- Background jobs: Sidekiq (see reference_infra for the Redis)
""")

r("reference_pedalapp.md", "pedalapp", "pedalapp: the rider app (React Native)", "reference",
  "pedalapp", "rider app for Android and iOS", """
# pedalapp

@@F5@@
@@R3@@
@@V5@@
- Minimum iOS version: 16
@@S2@@
@@A4@@
@@A9@@

## Privacy and data
@@N7@@
@@NS9@@
@@NS3@@
- Earnings screen shows the current month's hours, synced from sharebook nightly
""")

r("reference_podbox.md", "podbox", "podbox: proof-of-delivery capture and storage service", "reference",
  "podbox", "POD photos and signatures", """
# podbox

TypeScript service (Fastify) that receives POD photos and signatures from pedalapp and serves them to
the customer portal.

@@O6@@
@@R5@@
@@O2@@
@@S10@@
@@V3@@
- Signatures kept for as long as the job record (they're tiny)
@@F2@@
@@N4@@
""")

r("reference_sharebook.md", "sharebook", "sharebook: member shares, hours and payouts: the co-op's ledger", "reference",
  "sharebook", "member ledger and payout exports", """
# sharebook

@@S3@@
@@O4@@

## Members
@@V6@@
- Membership after a 3-month probation and a vote at the next general meeting

## Money
@@F3@@
@@R9@@
@@NS6@@
- Surplus share is calculated quarterly and paid with the following monthly run
""")

r("reference_fleetlog.md", "fleetlog", "fleetlog: cargo bike and battery maintenance tracker (Go)", "reference",
  "fleetlog", "bikes, batteries, services", """
# fleetlog

Go 1.23 service with a small HTMX front end; SQLite file backed up nightly. 23 cargo bikes, 31 packs.

## Bikes
@@S4@@
@@A6@@
@@NS5@@
- Service interval: every 1,000 km or 8 weeks, whichever comes first

## Batteries
@@F9@@
@@V7@@
@@N9@@
- Spare packs per hub: TQ 4, SC 3, BM 2
""")

r("reference_routewise.md", "routewise", "routewise: route optimiser for cargo-bike and courier runs", "reference",
  "routewise", "route planning service (Python)", """
# routewise

Python 3.12 (FastAPI + OR-Tools). Builds multi-drop routes for the board and re-plans them during the day.

@@R6@@
@@O1@@
@@S7@@
@@R10@@
@@V4@@

## Profiles
@@F4@@
@@N5@@
- Solo-bike profile: shortest path, steps allowed

## Dev
@@A5@@
""")

r("reference_infra.md", "infra", "Infra: hosting, CI, logs, secrets, backups", "reference",
  "Infrastructure", "where things run", """
# Infrastructure

Three Hetzner dedicated boxes in Falkenstein (k3s) plus two small VMs.

@@D1@@
@@S9@@
@@V8@@
@@R1@@
@@D6@@
@@S1@@
- Metrics and alerting: Grafana + Prometheus on the cluster
@@A1@@
@@F6@@
""")

r("reference_zones.md", "zones-and-hubs", "Delivery zones, hubs and same-day cut-offs", "reference",
  "Zones and hubs", "hubs, zone codes, cut-off table", """
# Zones and hubs

## Hubs
@@A2@@
- Stokes Croft (SC): second hub, opens 07:30
@@F7@@

## Same-day cut-offs (original zones)

| Zone | Same-day cut-off | Surcharge |
|---|---|---|
@@V9@@
@@O8@@
| Redcliffe (E1) | 14:30 | none |
| Easton (E2) | 13:00 | £3 |

Bedminster's S1 zone isn't in this table yet.
""")

r("reference_glossary.md", "glossary", "Glossary: words the riders and dispatchers use", "reference",
  "Glossary", "courier jargon", """
- **drop**: one delivery address within a job.
- **POD**: proof of delivery, captured in pedalapp and stored by podbox.
- **board**: the live dispatch screen.
- **standby**: riders on call for unfilled shifts.
- **long tail**: jobs booked after the same-day cut-off that ops squeezes in anyway.
- **hop**: a short cargo-bike job within one zone.
""")

r("reference_clients.md", "key-clients", "Key client accounts and their quirks", "reference",
  "Key clients", "accounts that need special handling", """
- Two florists (Petal & Stem, Bloomhouse): early morning pickups, fragile, prefer to book by phone.
- City council: internal post, fixed routes, invoices need a PO number.
- Lab courier client: sealed boxes, chain-of-custody scans at both ends.
- Twelve independent restaurants: evening bulk orders on Fridays.
""")

r("reference_repos.md", "repos", "Where each service's code lives", "reference",
  "Repositories", "repo names and owners", """
- `wheelhouse/dispatchr`: Rails
- `wheelhouse/pedalapp`: React Native
- `wheelhouse/podbox`: TypeScript
- `wheelhouse/sharebook`: Django
- `wheelhouse/fleetlog`: Go
- `wheelhouse/routewise`: Python
- `wheelhouse/infra`: Helm charts and Ansible
""")

r("project_bike_fleet.md", "bike-fleet", "Cargo bike fleet composition and the 2026 refresh", "project",
  "Bike fleet", "models and the refresh plan", """
- Fleet: Urban Arrow Cargo XL (most), three Bullitts, two trikes for the council run.
- Refresh: six new long-johns ordered for spring 2027 out of the surplus reserve.
- Each bike has a QR sticker that opens its fleetlog page.
""")

r("feedback_memory_notes.md", "memory-notes", "How to write memory notes for this project", "feedback",
  "Memory notes", "keep them dated", """
Put a date on anything that describes a change. Say which system a line is about even in an overview
file when it's not obvious. Don't store secrets, client phone numbers or rider addresses.
""")
