# Root Claude Code auto-memory files: name -> (slug, description, type, body)
# Lines "@@KEY@@" are replaced by claim texts from claims.py.
R = {}
def r(fn, slug, desc, typ, body):
    R[fn] = (slug, desc, typ, body.strip("\n") + "\n")

# descriptions containing an unquoted ': ' on purpose (not strict YAML)
FLAT = {"reference_brewlog.md", "reference_kegtrack.md", "project_keg_audit.md", "reference_glossary.md"}

r("reference_brewlog.md", "brewlog-overview", "brewlog overview: stack, hosts, jobs, deploy and repo", "reference", """
# brewlog

Batch and brewhouse records for Tannery Row: recipes, brew sheets, gravity readings, packaging runs,
stock of finished beer. Django app, used daily by Hannah's brewing team on the KEL tablets.

## Stack
@@S3a@@
@@V1a@@
@@O1a@@
@@R1a@@
- Frontend: server-rendered templates + htmx, no SPA

## Where things are
@@S8a@@
- Prod host: `brew-app-01.trb.internal` (gunicorn behind nginx)
- Admin: `https://brewlog.tanneryrow.co.uk/admin/` (staff SSO)

## Ops
@@F1a@@
@@F10a@@
- Logs: journald on brew-app-01, shipped to Loki

**Why it matters:** brewlog is the source for packaging volumes, which excise-calc pulls every month. A broken
packaging run in brewlog means a wrong duty return.

**How to apply:** when a brewer says "the numbers in the duty report look off", start in brewlog's packaging runs,
not in excise-calc.
""")

r("reference_cellarwatch.md", "cellarwatch-overview", "cellarwatch, the fermenter temperature and gravity monitor at KEL", "reference", """
# cellarwatch

Rust service on `cellar-01` (a NUC in the KEL plant room) that reads the tank probes over Modbus TCP and
drives the glycol valves. Owner: Ines; brewing contact: Hannah.

## Setup
@@D9b@@
@@D4b@@
@@V2a@@
@@R8a@@
@@F2a@@
@@O2a@@

## Alerting
@@V8a@@
- Alert rules are in `rules/*.yaml` in the repo, one file per tank type

## Operating it
@@G1b@@
- Config: `/etc/cellarwatch/cellarwatch.toml` (setpoints are NOT here, they come from brewlog per batch)
- `cw status` prints every tank with setpoint, current temp and valve state
""")

r("reference_taptab.md", "taptab-overview", "taptab, the taproom till and tab system", "reference", """
# taptab

Node/TypeScript service + a PWA on the bar iPads. Opens tabs, sends orders to the bar screen, closes tabs
through the card terminal. Dev (taproom ops) is the product owner.

## Where
@@D5b@@
@@A1a@@
@@O3a@@
@@R5a@@

## Payments and data
@@S4a@@
@@G9a@@
@@N3a@@

## Network
@@F3a@@
- Bar screens are plain Chromium kiosks pointed at `/kds`
""")

r("reference_kegtrack.md", "kegtrack-overview", "kegtrack overview: keg fleet, API, Android app, CI", "reference", """
# kegtrack

Tracks every keg from filling at KEL to the pub and back. Drivers scan the keg QR at each drop with the
Android app; kegtrack-api (Go) stores scan events and computes where each keg is. Tom owns it.

## Fleet
@@V3a@@
@@A5a@@
@@F6a@@

## API
@@V10a@@
@@D2b@@
@@O7a@@
@@O4b@@

## Android app
- Kotlin, Jetpack Compose, minSdk 28
@@N9a@@
@@R7a@@
@@S5a@@

## Repo
@@O2b@@
@@R6a@@
""")

r("reference_shopfront.md", "shopfront-overview", "shopfront, the online shop: stack, hosting, release, integrations", "reference", """
# shopfront

@@D1b@@
Priya does most of the work on it; Ines reviews.

## Stack
@@V4a@@
@@A6a@@
@@O1b@@
@@F4a@@
@@R4a@@
@@O8a@@

## Build and release
@@R2a@@
@@R3a@@
@@O5b@@
@@N2a@@
@@N8a@@

## Limits
@@V6a@@
- Basket max 48 items (courier limit on box size)
""")

r("reference_excise.md", "excise-calc-overview", "excise-calc, the monthly alcohol duty calculation and filing", "reference", """
# excise-calc

Python service that pulls packaging runs from brewlog and taproom/shop sales, works out UK alcohol duty
(with small producer relief) and files the monthly return. Lou (finance) signs it off.

## How it runs
@@V5a@@
@@R9a@@
@@D7b@@
@@O9a@@

## Calculation
@@A4a@@
@@N7a@@
@@S9a@@
- Small producer relief is applied per product band, see `spr.py`
""")

r("reference_distro.md", "distro-orders-overview", "distro-orders, the wholesale ordering portal for pubs and bottle shops", "reference", """
# distro-orders

Trade customers (about 140 pubs, bars and bottle shops) order cask, keg and cases here. Sam (trade sales)
owns the customer list and pricing.

## Stack
@@A8a@@
@@O3b@@
@@S1a@@
@@O8b@@
@@R10a@@

## Ordering rules
@@D8b@@
@@V9a@@
@@F8a@@
@@G6a@@
- Minimum order: 2 kegs or 5 cases
""")

r("reference_infra.md", "infra-overview", "shared infrastructure: cluster, backups, dashboards, terraform, legacy data", "reference", """
# Infra

## Cluster
- k3s on Hetzner (Falkenstein), managed with Terraform + Flux
@@O10a@@
@@A10a@@
@@N6a@@

## Data
@@V7a@@
@@S6a@@

## Observability
@@S2a@@
- Logs: Loki, 30 days
- Uptime checks: Uptime Kuma on `ops-01`
""")

r("reference_oncall.md", "oncall", "How on-call works for the three-person platform team", "reference", """
# On-call

Platform on-call is Ines, Tom and Priya. Out-of-hours cover is best effort except for cellar alerts,
because a warm fermenter can ruin a batch worth several thousand pounds.

@@S10a@@
@@D6b@@
@@N5a@@
- Taproom till problems go to Dev first; he escalates if a whole site is down
""")

r("reference_taprooms.md", "taprooms", "The three taprooms, their codes and hours", "reference", """
# Taprooms

@@O6a@@
- Sharrow Vale (SHV): bottle shop + 12 taps, open from 12:00 Tue-Sun
- Hebden Bridge (HEB): the small one, 8 taps, shares the van run with the Calder Valley pubs

Codes (KEL/SHV/HEB) are used everywhere: brewlog locations, taptab site ids, kegtrack depots.
""")

r("reference_project_tracking.md", "project-tracking", "Where tickets, roadmap and docs live", "reference", """
# Project tracking

@@D10b@@
- Docs: Notion, space "Digital"
- Incident write-ups: `docs/incidents/` in the infra repo
- Brewing SOPs are NOT ours; they live in Hannah's SharePoint folder
""")

r("reference_glossary.md", "glossary", "Brewery glossary: FV, BBT, CIP, OG/FG, firkin and friends", "reference", """
# Glossary

- **FV**: fermentation vessel. **BBT** / brite tank: conditioning tank before packaging.
- **CIP**: clean-in-place cycle (caustic, rinse, acid, rinse).
- **OG / FG**: original and final gravity; ABV is computed from these in brewlog.
- **Crash-cooling**: dropping a tank to ~2 °C at the end of fermentation.
- **Firkin**: 40.9 L cask (9 gallons). **Pin**: 20.5 L cask.
- **Duty suspension**: beer in the bonded area hasn't had duty paid yet.
- **SPR**: small producer relief, the duty discount for small breweries.
""")

r("reference_suppliers.md", "suppliers", "Maltster, hop merchant, can and label suppliers with account numbers", "reference", """
# Suppliers

- Malt: Crisp (account TR-MALT-2209), pallets delivered to KEL on Wednesdays
- Hops: Charles Faram contracts for 2026-2028, spot buys from BarthHaas
- Cans: Ball via Saxon Packaging, 440 ml sleek, min order 1 pallet
- Labels and can sleeves: Sheffield Label Co.

Supplier invoices go to Lou, never to the shared inbox.
""")

r("reference_brewhouse.md", "brewhouse", "Brewhouse kit and what it means for data in brewlog", "reference", """
# Brewhouse (KEL)

- 15 BBL two-vessel brewhouse (mash/lauter tun + kettle/whirlpool)
- Hot liquor tank 30 hl, cold liquor tank 20 hl
- Canning: mobile line visits (Mondays, roughly every 3 weeks), kegging on site

brewlog models a brew as one mash; double brews into one tank are two brews with the same `target_vessel`.
""")

r("reference_hmrc_notes.md", "hmrc-notes", "Notes on the UK alcohol duty rules we rely on", "reference", """
# HMRC alcohol duty notes

Since August 2023 duty is by ABV band and product. Draught products under 8.5% get draught relief, and we
also get small producer relief. Returns are monthly for us.

- Beer 3.5-8.4% ABV is the band nearly all our volume sits in
- Keg/cask at or above 3.5% qualifies for draught relief if the container is 20 L or more
- Keep records for 6 years
""")

r("user_ines.md", "user-ines", "Who the user is and how she works", "user", """
# User

@@A9a@@
@@F7a@@
- Works from the KEL office Mon/Wed/Thu, remote otherwise
- Cares a lot about the brewers not being disturbed by IT work during brew days
""")

r("user_team.md", "user-team", "The rest of the team the user talks about", "user", """
# People

- **Hannah Kirk**: head brewer, owns recipes and the cellar; her team uses brewlog and cellarwatch
- **Tom Reyes**: developer, kegtrack (API + Android)
- **Priya Shah**: developer, shopfront and taptab front-end
- **Sam Whitlock**: trade sales manager, owns distro-orders customers and prices
- **Dev Malhotra**: taproom operations manager, product owner for taptab
- **Lou Barnes**: finance, signs off the duty return and supplier payments
""")

r("feedback_git.md", "feedback-git", "Git and commit conventions the user wants", "feedback", """
Git conventions for Tannery Row repos.

@@N10a@@
@@G7a@@
Branch names: `<initials>/<short-topic>`, e.g. `io/keg-deposit-fix`.

Merge strategy per repo:
@@N4a@@

**Why:** Ines reads `git log --oneline` when writing the monthly change summary for Lou and Hannah.

**How to apply:** check the commit message before committing; if unsure about a repo's merge rule, ask.
""")

r("feedback_deploys.md", "feedback-deploys", "Deployment rules per system, learned the hard way", "feedback", """
Deploy rules.

@@N1a@@
@@N2b@@
@@G2a@@

**Why:** a bad brewlog migration in January locked the brew sheets for an hour mid-mash; a Friday shop
release in March broke the basket over a weekend nobody was watching; a taptab deploy during service
froze the Sharrow tills.

**How to apply:** before proposing a deploy, say which of these rules applies and confirm timing with Ines.
""")

r("feedback_secrets.md", "feedback-secrets", "How to handle secrets and env files", "feedback", """
@@S7a@@
@@A2a@@

**Why:** an API key for the courier ended up in a public gist in 2025.

**How to apply:** if a command needs a secret, write it so the secret is injected at run time.
""")

r("feedback_kubectl.md", "feedback-kubectl", "Rules for kubectl on the k3s cluster", "feedback", """
@@G8a@@
@@A10b@@

**Why:** Flux reconciles most objects anyway, and a stray delete of a PVC would lose data.

**How to apply:** prefer changing the manifests in the flux repo; use kubectl for reading and restarts.
""")

r("feedback_terraform.md", "feedback-terraform", "Who applies Terraform changes", "feedback", """
@@N6b@@

**Why:** the staging and prod workspaces share the Hetzner project and the DNS zone; one staging apply
in June renamed a prod DNS record.

**How to apply:** always end Terraform work with the plan output and wait.
""")

r("feedback_answer_style.md", "feedback-answer-style", "How long and how formatted replies should be", "feedback", """
@@F7b@@
Code blocks are fine, tables only when comparing options.

**Why:** Ines reads replies on her phone between brew-day meetings.

**How to apply:** lead with the answer, then one or two lines of reasoning.
""")

r("feedback_cellar.md", "feedback-cellar", "Care rules around cellarwatch and the tanks", "feedback", """
Rules for touching cellarwatch.

@@G1a@@
@@G10a@@

**Why:** the cellar is the one system where a mistake costs beer, not just time.

**How to apply:** check `cw status` for tanks in crash-cool before any maintenance, and ask Hannah if unsure.
""")

r("feedback_rust.md", "feedback-rust", "Rust habits for cellarwatch work", "feedback", """
@@A7a@@
Prefer `thiserror` for error types, `anyhow` only in the binary.

**Why:** Ines wants cellarwatch kept boring and warning-free.

**How to apply:** run `cargo fmt` and clippy before every commit on cellarwatch.
""")

r("feedback_logging.md", "feedback-logging", "Logging conventions across services", "feedback", """
@@F9a@@
Structured JSON logs, one event per line, no secrets or customer emails in log lines.

**Why:** Loki queries across services are painful when each one invents its own format.

**How to apply:** use the shared logger config in each repo instead of print statements.
""")

r("feedback_excise_changes.md", "feedback-excise-changes", "How to change anything in excise-calc safely", "feedback", """
@@F5a@@
Lou must approve any change that alters a total.

**Why:** a wrong return means a penalty and an amended filing, and HMRC notices.

**How to apply:** include the before/after totals table in the PR.
""")

r("feedback_kegtrack.md", "feedback-kegtrack", "Data rules for kegtrack", "feedback", """
@@G4a@@
Keg moves between depots are recorded as scan events, never as edits to the keg row.

**Why:** deposits are charged and refunded per keg; the accountant audits the full history yearly.

**How to apply:** write migrations and admin actions so keg rows are only ever updated, never removed.
""")

r("feedback_no_emoji.md", "feedback-no-emoji", "No emoji anywhere", "feedback", """
No emoji in commits, PR descriptions, code comments or chat replies.

**Why:** Ines finds them noisy and they break the monthly change summary export.

**How to apply:** plain text only; use words like "done" or "blocked" instead.
""")

r("feedback_plan_first.md", "feedback-plan-first", "Plan before multi-file changes", "feedback", """
For anything touching more than three files, write a short plan (files, order, risks) and wait for a go.

**Why:** two large refactors in spring had to be reverted because they touched brew-day code paths.

**How to apply:** a bullet list is enough; no need for a formal design doc.
""")

r("feedback_british_english.md", "feedback-british-english", "Spelling and copy conventions for customer-facing text", "feedback", """
Customer-facing copy is British English ("colour", "favourite", "organise"), prices as `£4.50`,
dates as `3 May 2026`.

**Why:** the shop and labels are read mostly by UK customers and the trading standards folks.

**How to apply:** spell-check UI strings with the `en-GB` dictionary in the repo.
""")

r("feedback_pr_size.md", "feedback-pr-size", "Keep pull requests small", "feedback", """
Keep PRs under roughly 400 changed lines; split refactors from behaviour changes.

**Why:** review happens in gaps between meetings, big PRs sit for days.

**How to apply:** if a change grows, stop and propose a split.
""")

r("feedback_dates.md", "feedback-dates", "Write absolute dates in memories and notes", "feedback", """
Convert relative dates ("next Thursday", "after the refit") into absolute dates when saving notes.

**Why:** notes are read months later and "last week" means nothing then.

**How to apply:** use ISO dates, e.g. 2026-05-14.
""")

r("feedback_recipe_data.md", "feedback-recipe-data", "Never hand-edit recipes in the database", "feedback", """
Recipes and brew sheets are changed through brewlog's admin or the brewer UI, never with SQL on the prod DB.

**Why:** brewlog keeps a revision trail for each recipe and SQL edits bypass it.

**How to apply:** if a data fix is needed, write a management command and get Hannah to confirm the result.
""")

r("feedback_migrations_reversible.md", "feedback-migrations-reversible", "Django migrations must be reversible", "feedback", """
Every Django migration in brewlog needs a working reverse (`RunPython` with a reverse function too).

**Why:** rolling back a bad release should not need a restore.

**How to apply:** test `migrate <app> <previous>` locally before opening the PR.
""")

r("project_keg_audit.md", "keg-audit-2026", "Keg audit 2026: counting the fleet for the deposit liability", "project", """
# Keg audit (Oct 2026)

Finance wanted a reliable keg count for the year-end deposit liability.

@@V3b@@
Around 6% of kegs have had no scan for 9 months; those are flagged `suspect_lost` and Sam's reps chase the pubs.

**Why:** the deposit liability in the accounts was based on a 2024 spreadsheet.

**How to apply:** when Lou asks about keg numbers, point her to the audit report query in `reports/keg_audit.sql`.
""")

r("project_shop_hosting.md", "shop-hosting", "Where shopfront runs and how it is reached", "project", """
# shopfront hosting

@@R3b@@
TLS and caching are in front of it at Cloudflare; the apex domain redirects to `www`.

**Why:** Priya wanted hosting close to the customers and simple rollbacks.

**How to apply:** for 5xx reports, check the app's status page first, then Cloudflare.
""")

r("project_cellarwatch_storage.md", "cellarwatch-storage", "Where cellarwatch readings are stored and queried", "project", """
# cellarwatch readings storage

@@R8b@@
Queries for the brewers' fermentation curves go through the `cw-api` endpoint `/curves/<batch>`.

**Why:** the brewers want curves per batch, not per tank; batches move tanks.

**How to apply:** when adding a probe type, add a label, not a new metric name.
""")

r("project_observability_move.md", "observability-move", "Moving dashboards off the self-hosted box", "project", """
# Observability move (Sep 2026)

@@S2b@@
Alert rules moved with them; contact points unchanged.

**Why:** the old VM was on an unsupported Ubuntu release and nobody wanted to babysit LDAP.

**How to apply:** bookmark the cloud URLs; old links will not resolve.
""")

r("project_sumup_switch.md", "sumup-switch", "Taproom card terminals change", "project", """
# Card terminals

@@S4b@@
SumUp settles next day into the same bank account; Lou reconciles per site.

**Why:** lower fees and the Square hardware at HEB kept losing Wi-Fi.

**How to apply:** card-payment bugs in taptab should be looked at in the SumUp integration module.
""")

r("project_secrets_migration.md", "secrets-migration", "Secrets manager change in spring 2026", "project", """
# Secrets migration

@@S7b@@
Each service reads its secrets from a vault named after the service (`trb-brewlog`, `trb-kegtrack`, ...).

**Why:** the Doppler bill doubled with the new pricing and 1Password was already used for staff logins.

**How to apply:** use `op run --env-file=.env.tpl -- <cmd>` for local work.
""")

r("project_oncall_changes.md", "oncall-changes", "Paging tool change in summer 2026", "project", """
# On-call tooling change

@@S10b@@
Slack `/inc` opens an incident; phone alerts come from the incident.io app.

**Why:** PagerDuty's price for three people was hard to justify.

**How to apply:** escalation policies are in incident.io under "Platform".
""")

r("project_shop_replatform.md", "shop-replatform", "The move from the old WooCommerce shop to shopfront", "project", """
# Shop replatform

@@D1a@@
shopfront went live on 2026-03-17; orders from 2025 onwards were migrated, customer passwords
were not (everyone got a reset link).

**Why:** the old shop fell over every time a limited release went on sale.

**How to apply:** if a customer can't find an order from before 2025, it was not migrated; say so and offer a copy of the invoice.
""")

r("project_xmas_2025_retro.md", "xmas-2025-retro", "Retro of the 2025 Christmas peak", "project", """
# Christmas 2025 retro

@@D2a@@
Gift-card sales were 4x a normal month and the courier collected twice a day.

What went wrong: drivers' phones ran out of battery on long rounds; the bottle shop ran out of gift boxes.

**How to apply:** plan the peak from mid-November; check battery packs for drivers.
""")

r("project_cellar_refit.md", "cellar-refit", "KEL cellar refit in May 2026", "project", """
# Cellar refit (May 2026)

@@D4a@@
The refit added four 30 hl fermenters and a second glycol chiller; cellarwatch got new probe mappings.

**Why:** demand for the core pale outgrew the tank space.

**How to apply:** old batches in brewlog still reference the pre-refit vessel names; don't "fix" them.
""")

r("project_taptab_rollout.md", "taptab-rollout", "How taptab was rolled out to the taprooms", "project", """
# taptab rollout

@@D5a@@
Kelham Island followed in May and Hebden Bridge in June.

**Why:** Sharrow has the most regular staff, so it was the safest place to learn.

**How to apply:** for training material, the Sharrow staff made the best short videos.
""")

r("project_duty_automation.md", "duty-automation", "Automating the alcohol duty return", "project", """
# Duty automation

@@D7a@@
That took Lou most of a day each month and twice led to an amended return.

**Why:** the goal was a return that comes straight from brewlog's packaging data.

**How to apply:** the history of this project is useful when Lou asks why a figure differs from her old sheet.
""")

r("project_brewhouse_schedule.md", "brewhouse-schedule", "The brewhouse weekly rhythm and what IT work fits around it", "project", """
# Brewhouse schedule

@@A3a@@
Mash-in is at 06:30; the brew team leaves around 15:00.

**Why:** the plant room and tablets are in use during brews.

**How to apply:** plan anything that touches brewlog or cellarwatch in the afternoon or on Fridays.
""")

r("project_untappd_sync.md", "untappd-sync", "Syncing tap lists to Untappd for Business", "project", """
# Untappd sync

Idea: when a keg is tapped in taptab, update the taproom's Untappd menu automatically.
Status: prototype by Priya, blocked on Untappd API access for the HEB venue.

**How to apply:** don't build more on it until Dev confirms the venue is verified.
""")

r("project_loyalty_scheme.md", "loyalty-scheme", "Taproom loyalty stamps and rewards", "project", """
# Loyalty scheme

Tenth pint free, tracked against the customer's phone number in the loyalty service.
Launched at SHV in August; KEL and HEB from October.

**How to apply:** Dev decides rewards; we only implement.
""")

r("project_beer_club.md", "beer-club", "Monthly beer club subscription in the shop", "project", """
# Beer club

Monthly box of 8 cans, charged on the 25th, shipped in the first week.
About 310 subscribers in November 2026. Cancellations are self-service in the account page.

**How to apply:** changes to box contents come from Hannah by the 15th.
""")

r("project_accessibility_audit.md", "accessibility-audit", "Accessibility audit of the shop", "project", """
# Accessibility audit (Jul 2026)

External audit found 23 issues, mostly colour contrast on the label artwork and missing focus states.
17 fixed; the rest need new label artwork.

**How to apply:** new components must pass axe checks in the Playwright suite.
""")

r("project_customer_data_cleanup.md", "customer-data-cleanup", "Deleting inactive shop accounts", "project", """
# Customer data cleanup

Shop accounts with no login or order for 3 years are anonymised by a quarterly job.
First run on 2026-07-01 anonymised 4,112 accounts.

**How to apply:** never restore anonymised accounts from backups; tell the customer to register again.
""")

r("project_2027_ideas.md", "ideas-2027", "Ideas parked for 2027", "project", """
# Parked for 2027

- Brewer tablet app offline mode for the plant room
- Pub self-service keg returns booking in distro-orders
- Replace the bar screens with something that survives beer spills
- Cost dashboard per system
""")

r("project_hop_contracts.md", "hop-contracts", "Tracking hop contracts", "project", """
# Hop contracts

Hannah tracks forward contracts in a shared sheet; she asked if brewlog could warn when
planned brews exceed contracted hops. Not started; needs recipe quantities per variety first.
""")

r("project_sensory_panel.md", "sensory-panel", "Sensory panel scoring", "project", """
# Sensory panel

Weekly tasting of every batch before release; scores are on paper today.
Plan: a simple form in brewlog per batch with off-flavour checkboxes. Hannah wants it before Christmas.
""")

r("project_incident_till_outage.md", "incident-till-outage", "April 2026 till outage at Sharrow Vale", "project", """
# Incident: SHV tills down (2026-04-18)

Saturday evening, the tills lost their connection for 50 minutes. Cause: the router's DHCP pool
was full after a guest device flood. Staff ran paper tabs.

Follow-up: static leases for tills, bigger pool, and a laminated paper-tab procedure behind the bar.
""")

r("project_canning_days.md", "canning-days", "Mobile canning visits", "project", """
# Canning days

The mobile canning line comes roughly every three weeks on a Monday. brewlog needs the packaging run
entered the same day so stock and duty are right.

**How to apply:** remind Hannah's team on canning days if the packaging run is still missing at 17:00.
""")
