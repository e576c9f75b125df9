# Root Claude Code auto-memory files: filename -> (name, description, type, title_for_index, hook, body)
R = {}
def add(fn, name, desc, typ, title, hook, body):
    R[fn] = (name, desc, typ, title, hook, body)

add("user_profile.md", "user-profile", "Priya Okafor, digital lead at Harrowdale Food Network; how she works", "user",
"User Profile", "who Priya is, what she owns, how she likes to work", """
Priya Okafor, digital lead at Harrowdale Food Network (HFN). Started as a Saturday volunteer at
Marrow Street in 2023, now the only full-time developer; Sam Patel (ops, part-time) and Idris Khan
(volunteer dev, evenings) help out.

- Owns stockroom, voucherd, intake, rota, vanrun, the donor portal and the pantry app
- Comfortable in Go and TypeScript, reads PHP but doesn't enjoy it
<<A4a>>
- Works from the Kelsbridge office Mon/Wed/Fri, remote otherwise
- Hates surprise dependency bumps in unrelated PRs

**Why it matters:** she reviews everything herself in the evening; long explanations get skimmed.
""")

add("feedback_commit_style.md", "commit-style", "How commits should be written in hfn repos", "feedback",
"Commit Style", "commit message conventions", """
Commit messages:
<<F7a>>
- Body explains *why*, wraps at 72
- No emoji, no `Co-Authored-By` trailer
- Reference the Linear ticket at the end of the body (`Refs HFN-412`)

**Why:** Priya reads `git log --oneline` a lot when something breaks on a distribution day.

**How to apply:** draft the message, show it, commit only when she says so.
""")

add("feedback_destructive_ops.md", "destructive-ops", "Guard rails for anything that deletes, overwrites or touches prod", "feedback",
"Destructive Ops", "what needs explicit approval before running", """
Default to the non-destructive path. Anything that deletes data, rewrites history or changes prod
infrastructure needs Priya's explicit go-ahead in the current session.

<<N3a>>
<<NS4a>>
- No `DROP`, `TRUNCATE` or `DELETE` without a `WHERE` on any prod database, ever
- `--dry-run` first for every bulk script (the agency importer, the purge job, stock re-imports)
- Don't touch the B2 lifecycle rules

**Why:** in March a well-meant cleanup script wiped the Marrow Street shift history (restored from
the previous night's dump, but the coordinators had to re-enter that day's swaps by hand).

**How to apply:** say what you are about to run and wait. "Sounds good" in passing is not approval
for a prod change.
""")

add("feedback_deploys.md", "deploys", "When and how to deploy; distribution-day rules", "feedback",
"Deploys", "deploy timing rules and how to ship", """
# Deploys

Distribution days are Tuesday and Thursday; hubs run sessions 10:00–15:00 and everything
(scanners, tablets, the stock screen) has to keep working.

<<O9a>>
<<NS1a>>
- Deploys go out from the `deploy` workflow, never from a laptop
- Announce in #digital before and after, with the version tag
- If a deploy fails mid-way, roll back first, debug later

**Why:** a half-applied stockroom migration on a Thursday in February froze the stock screen at
two hubs for forty minutes with a queue out the door.

**How to apply:** if Priya asks for a deploy on a Tue/Thu, remind her of the rule once, then do
what she decides.
""")

add("feedback_testing.md", "testing", "Testing expectations per repo", "feedback",
"Testing", "how tests should be written and run", """
- Every bug fix comes with a failing test first
<<N8a>>
- voucherd: `npm test` (vitest) must pass locally before pushing; snapshot updates need a reason in the PR
- intake: `pytest -q`, factories in `tests/factories.py`, no fixtures loaded from JSON dumps
- Don't mark flaky tests as skipped without a ticket

**Why:** the February FEFO bug passed a mocked test and failed on real data.

**How to apply:** when adding a test, run the whole file, not just the new case.
""")

add("feedback_reply_style.md", "reply-style", "How to phrase answers for Priya", "feedback",
"Reply Style", "tone and length of replies", """
<<A4b>>

No headings for short answers. British spelling in anything user-facing (organisation, colour).
If something is uncertain, say so in one line instead of hedging every sentence.

**Why:** she reads replies on her phone between sessions at the hub.
""")

add("feedback_pr_review.md", "pr-review", "PR and merge rules across hfn repos", "feedback",
"PR Review", "PR workflow and merge rules", """
## PRs

<<A1a>>
- One concern per PR; refactors separate from behaviour changes
- PR description: what, why, how tested, screenshots for UI
- Idris reviews PHP; Priya reviews everything else

## Merging

<<R7a>>
- Delete the branch after merge
- Don't merge your own PR unless Priya said so in the thread

**Why:** small PRs are the only way reviews get done in an evening.
""")

add("feedback_on_call.md", "on-call", "On-call arrangements and paging rules", "feedback",
"On-call", "who is on call and what pages", """
# On-call

<<D9b>>
- Handover on Monday 09:00 in #digital, with open incidents listed
<<NS6a>>
- voucherd or stockroom outages page at any hour on distribution days
- Incidents get a short write-up in Notion (template "Incident") within two days

**Why:** three people, two of them volunteers/part-time; pages have to mean something.

**How to apply:** when adding an alert, say whether it pages and why.
""")

add("feedback_timezones.md", "timezones", "Time zone handling in all services", "feedback",
"Timezones", "how to store and show times", """
<<A9a>>

Rota shows shift times in local time and the SMS templates format with `Europe/London` explicitly.
The clocks-change weekends (last Sunday of March and October) have bitten us before.

**Why:** in October 2025 a rota release rendered UTC in the reminder SMS and half of Marrow Street turned
up an hour early.

**How to apply:** any new column is `timestamptz`/`DATETIME` in UTC; convert at the edge.
""")

add("feedback_client_data.md", "client-data", "Rules for handling client personal data", "feedback",
"Client Data", "how to handle client personal data", """
Clients are people in crisis; their data is sensitive (referral reasons include domestic abuse).

<<NS10a>>
- Use voucher codes or household ids when talking about a case
- Prod data never goes into local dev; use `make seed` for fake households
- Screenshots for PRs come from staging only

**Why:** HFN's data protection policy, and the referral agencies trust us with it.

**How to apply:** if a bug report contains a name, refer to it by voucher code in anything you write.
""")

add("feedback_plan_first.md", "plan-first", "Plan before multi-file changes", "feedback",
"Plan First", "when to write a plan before coding", """
For anything touching more than three files, or any schema change, write a short plan first
(bullets: files, migration, rollout) and wait for a thumbs-up.

**Why:** evenings are short; a wrong direction costs a whole session.

**How to apply:** plans go in the PR description draft, not in a new markdown file in the repo.
""")

add("feedback_run_commands.md", "run-commands", "Run local commands yourself instead of pasting them", "feedback",
"Run Commands Yourself", "run local commands directly", """
If a command can run locally (tests, linters, `make seed`, `docker compose up`), run it instead of
pasting it for Priya to copy.

Exceptions: anything needing the 1Password CLI session, prod access through Tailscale, or `sudo`.

**Why:** she asked twice; copy-pasting from chat on a tablet is painful.
""")

add("feedback_dependency_updates.md", "dependency-updates", "How to handle Renovate and dependency bumps", "feedback",
"Dependency Updates", "handling dependency bump PRs", """
- Renovate PRs are grouped weekly (Monday); merge patch updates after CI passes
- Minor/major bumps: read the changelog, note anything relevant in the PR
- Never bump dependencies inside a feature PR

**Why:** a sneaky date-fns major in a feature PR broke voucher expiry formatting in 2025.
""")

add("feedback_docs.md", "docs", "Where documentation should live", "feedback",
"Docs", "where docs go", """
Docs live next to the code in `docs/` of each repo; the Notion space is only for processes
(volunteer handbook, incident write-ups). Don't create new Notion pages for technical docs.

**Why:** the Notion pages from 2024 are all stale and nobody knew which was right.
""")

add("feedback_naming.md", "naming", "Naming conventions for hubs, codes and branches", "feedback",
"Naming", "hub codes and branch names", """
- Hub codes: `KB` (Kelsbridge), `MS` (Marrow Street), `AF` (Ashfold); always upper case in data
- Branches: `hfn-<ticket>-<slug>`, e.g. `hfn-512-fefo-tins`
- Env names: `dev`, `staging`, `prod` (never "production" in config keys)
""")

# ---------------- references
add("reference_stockroom.md", "stockroom", "stockroom: warehouse stock service, stack, data rules, ops", "reference",
"stockroom", "warehouse stock service reference", """
# stockroom

Warehouse stock for all three hubs: lots, pallets, racking locations, FEFO picking, transfers
between hubs. Go service, repo `hfn/stockroom`, admin UI at `https://stock.hfn.org.uk/admin`.

## Database
<<D5b>>
<<V1a>>
- Read replica for reporting: `pg-stock-ro.hfn.internal:5432`
<<NS1b>>

## Stock model
<<A5a>>
<<F6a>>
<<N1a>>
- Transfers between hubs create a `transfer` row and two `stock_movements`
<<NS7a>>

## Alerts
<<V9b>>
- Low-stock report for the parcel staples (pasta, tinned tomatoes, UHT milk) runs on Mondays

## Integrations
<<R1a>>
- intake posts new lots to `POST /internal/lots` (shared token in 1Password "stockroom-internal")
- Go 1.23, chi router, sqlc for queries

**How to apply:** stock questions from hubs usually mean a transfer stuck in `in_transit`; check
`stock_movements` for the transfer id before anything else.
""")

add("reference_intake.md", "intake", "intake: donation intake app (Django), scales, labels", "reference",
"intake", "donation intake app reference", """
# intake

Donation intake at the Kelsbridge loading bay and the hub desks: donor lookup, weighing, crate
labels, handing lots over to stockroom. Django 5.0, repo `hfn/intake`.

- Python 3.12, Postgres database `intake` on `pg-intake.hfn.internal`
<<R6a>>
<<O8b>>
<<F4a>>
<<N6a>>
<<O3b>>
- Scales: two Dini Argeo bay scales over serial-to-USB; driver in `intake/scales/dini.py`
- Donor codes: `D-` + 5 digits; supermarket donors are `S-` codes

## Gotchas
- The scale driver buffers a reading; press "tare" on the screen, not on the scale, or the first
  crate after a tare gets the previous weight.
- Donor lookup is by postcode first; a donor with no postcode can only be found by code.
""")

add("reference_voucherd.md", "voucherd", "voucherd overview: referral vouchers, stack, config, data rules", "reference",
"voucherd", "referral voucher service reference", """
# voucherd

Referral vouchers: agencies (GPs, Citizens Advice, schools, housing officers) issue a voucher for a
household, hubs redeem it for a food parcel. TypeScript/Fastify, repo `hfn/voucherd`.

## Stack
<<V5a>>
<<R2a>>
<<O1a>>
<<R5a>>
<<A2b>>

## Voucher rules
<<V2a>>
<<NS8a>>
- Parcel size comes from household size (1, 2, 3-4, 5+)
<<N2a>>

## Agencies
- Agency users are managed by the voucher coordinator (Gwen) in the admin
<<A7a>>

## Logging
- JSON logs to stdout, shipped to Grafana Loki
<<N9a>>

**How to apply:** before changing any voucher rule, check with Gwen; agencies are told about rule
changes two weeks ahead.
""")

add("reference_rota.md", "rota", "rota: volunteer shift scheduling (Laravel) reference", "reference",
"rota", "volunteer shift scheduling reference", """
# rota

Volunteer shifts for the warehouse, the hubs and the van runs. Laravel, repo `hfn/rota`, used by
~380 active volunteers.

<<D3b>>
- MySQL 8.0, database `rota`
<<S1a>>
<<O1b>>

## Shifts
- Shift templates per hub; coordinators publish the month on the 20th
<<F2a>>
<<NS5a>>
- Under-18s only on Saturday hub shifts, with a named adult

## Reminders
<<V3a>>
<<N5a>>
<<R10a>>

**How to apply:** coordinators (Gwen for the hubs, Tom for the warehouse) own the templates; don't
edit them from tinker.
""")

add("reference_vanrun.md", "vanrun", "vanrun: delivery route planning for home deliveries and agency drops", "reference",
"vanrun", "delivery route planner reference", """
# vanrun

Plans the delivery vans: home deliveries for housebound clients, drops to care homes and
partner pantries. Python service, repo `hfn/vanrun`, runs on `ops-03`.

<<D1b>>
<<R9a>>
<<F3a>>
<<N4a>>
<<V10a>>
<<S5a>>

- Stops come from voucherd (delivery vouchers) and from the partner schedule sheet
- Chilled stops go to a refrigerated van; the solver gets a `chilled` capacity dimension

**How to apply:** if a route looks mad, check the geocoding first (`vanrun geocode --check`); most bad
routes are a postcode that resolved to the wrong end of town.
""")

add("reference_donor_portal.md", "donor-portal", "Donor portal: public donation site, payments, Gift Aid, receipts", "reference",
"Donor Portal", "public donation site reference", """
# Donor portal (donate.hfn.org.uk)

Public site for money donations, corporate food drives and receipt uploads from community
collections. Repo `hfn/donate`.

<<D4b>>
<<O5b>>
<<R4a>>
<<S8a>>
<<N7a>>
<<O10b>>
<<V6a>>

- Community collections upload supermarket receipts so finance can reconcile them against the
  intake weights
- Corporate drives get a landing page from a Sanity document
""")

add("reference_pantry_app.md", "pantry-app", "Pantry app: tablet app used at hubs and in vans", "reference",
"Pantry App", "hub tablet app reference", """
# Pantry app

<<F10a>>
<<D6b>>
<<N10a>>
<<S10a>>
<<R8a>>

## Screens
- Redeem: scan the voucher QR, confirm household size, print the parcel slip
- Stock: what is on the shelves at this hub
- Route: today's drops for the van (drivers)

**How to apply:** the tablets are enrolled in Sam's MDM (Miradore); ask him before
changing permissions in `app.json`.
""")

add("reference_backups.md", "backups", "Backups of the databases and file stores", "reference",
"Backups", "what is backed up and for how long", """
# Backups

<<F1a>>
<<V7a>>
<<O4a>>
- rota: nightly `mysqldump` of the `rota` database, kept 30 days
- Donor portal: Sanity dataset export weekly

Restores are tested once a quarter by Sam (last: 2026-10-14, stockroom into a scratch VM, 22 min).
""")

add("reference_ci.md", "ci", "CI per repository", "reference",
"CI", "which CI runs which repo", """
# CI

<<S6a>>
<<R3a>>
- voucherd: GitHub Actions (lint, vitest, build image)
- donor portal: builds on the hosting provider, checks in GitHub Actions
- intake: GitHub Actions (`pytest`, `ruff`)

Secrets for CI live in 1Password and are synced with `op` into the CI secret store by Sam.
""")

add("reference_reporting.md", "reporting", "Reporting: dashboards, monthly returns, trustees pack", "reference",
"Reporting", "dashboards and regular reports", """
# Reporting

<<S2a>>
- Monthly return to the network (parcels, people fed, kg in) is due on the 5th
- Trustees pack: quarterly, built from the same queries plus finance's spreadsheet
- Queries live in `hfn/reports` as plain SQL files, one per metric
""")

add("reference_hubs.md", "hubs", "The three HFN hubs and the warehouse: addresses, days, rules", "reference",
"Hubs", "sites, session days and house rules", """
# Hubs

<<D2b>>
- Marrow Street hub: St Aidan's church hall, Marrow Street; sessions Tue and Thu
- Ashfold hub: Ashfold Community Centre; sessions Tue, Thu and Saturday morning
- Kelsbridge also runs a Thursday session from the warehouse front office

## House rules
<<S3a>>
<<A3a>>
- Parcels are packed to the household-size list (see the parcel sheet in the volunteer handbook)

## Warehouse routine
<<A6a>>
- Deliveries from GroceryLink arrive Mon/Wed/Fri around 08:00
""")

add("reference_contacts.md", "contacts", "Who to ask about what at HFN", "reference",
"Contacts", "people and what they own", """
# Contacts

- Priya Okafor: digital lead, owns all the systems
- Sam Patel: ops (part-time), tablets, backups, the network at the hubs
- Idris Khan: volunteer dev, rota and anything PHP
<<A8a>>
- Gwen Morgan: volunteer and voucher coordinator
- Ruth Adeyemi: finance, Gift Aid, donor receipts
""")

add("reference_runbooks.md", "runbooks", "Runbooks: quick fixes for recurring problems", "reference",
"Runbooks", "quick fixes for recurring problems", """
# Runbooks

## rota
<<NS3a>>
- Stuck SMS: check the failed jobs table, `php artisan queue:retry all` once the provider is back

## vanrun
<<NS9b>>
- Geocoding failures: `vanrun geocode --check --date tomorrow`, fix the postcode in voucherd

## stockroom
- Transfer stuck `in_transit`: confirm with the receiving hub, then `stockroom transfer receive <id>`
""")

add("reference_glossary.md", "glossary", "Glossary: food bank terms the agent keeps tripping over", "reference",
"Glossary", "food bank vocabulary", """
- **Referral**: an agency decides a household needs food and issues a voucher
- **Parcel**: the standard bag set for a household size; "top-up" = fresh extras at the hub
- **Lot**: a batch of one product with one best-before date, as booked in by intake
- **GroceryLink**: the supermarket surplus scheme; collections come with a manifest
- **Session**: a hub opening (distribution), not a login session
- **Warm space**: the winter drop-in at Ashfold (tea, soup, phone charging)
""")

add("reference_repos.md", "repos", "Repository map for the hfn GitHub org", "reference",
"Repos", "which repo holds what", """
- `hfn/stockroom` (Go), `hfn/voucherd` (TypeScript), `hfn/intake` (Django), `hfn/rota` (Laravel)
- `hfn/vanrun` (Python), `hfn/donate` (donor portal), `hfn/pantry-app` (React Native)
- `hfn/reports` (SQL), `hfn/infra` (Terraform, Ansible), `hfn/handbook` (volunteer handbook, mkdocs)
""")

add("reference_infra.md", "infra", "Infra basics: DNS, monitoring, access", "reference",
"Infra", "infrastructure basics and monitoring", """
# Infra

- DNS for `hfn.org.uk` in Cloudflare; internal names `*.hfn.internal` over Tailscale
- Terraform in `hfn/infra`, workspaces `hfn-staging` and `hfn-prod`
- Secrets in 1Password (vault "Digital"); service tokens via `op run`

## Monitoring
<<F9a>>
<<NS6b>>
- Logs in Grafana Cloud (Loki), metrics via Alloy on each VM
- Disk alerts at 85% go to #alerts only
""")

add("reference_grants.md", "grants", "Grant-funded work and reporting obligations", "reference",
"Grants", "grant obligations that touch the systems", """
- The Lottery grant (2025–2027) funds Priya's post; quarterly report needs parcels and volunteer hours
- The council's Household Support Fund money pays for the delivery vans' fuel; they want drops per ward
- Both reports come out of `hfn/reports`
""")

add("reference_parcel_contents.md", "parcel-contents", "What goes into a standard parcel", "reference",
"Parcel Contents", "parcel lists by household size", """
Standard parcel (3 days of food) for a single person: cereal, UHT milk, pasta, pasta sauce, 2 tins of
soup, tinned veg, tinned fish or meat, rice pudding, tea, biscuits, sugar.

Household size scales the list; the sheet is in the handbook (`docs/parcels.md`). Dietary
variations: halal, vegetarian, no-cook (for clients without a kitchen).
""")

# ---------------- projects
add("project_voucher_v2.md", "voucher-v2", "Voucher v2: e-vouchers from agencies instead of paper", "project",
"Voucher v2", "moving agencies onto e-vouchers", """
# Voucher v2

<<F5a>>
The voucher gets a QR code that the pantry app scans at the hub; the household gets a text with a
short code as a fallback.

Open items:
- Agency reporting page (how many of their referrals were redeemed)
- Bulk issue for schools at the start of the holidays
- Welsh-language SMS templates (two agencies asked)

**Why:** paper vouchers got lost, photocopied and were impossible to report on.
""")

add("project_sms_reminders.md", "sms-reminders", "Shift reminder SMS project for rota", "project",
"SMS Reminders", "reducing no-shows with reminders", """
# Shift reminders

No-shows on distribution days were running at 12% in spring.

<<V3b>>
The reminder has a "can't make it" link that opens the swap page.

Results so far: no-shows down to 7% at Marrow Street, 9% at Ashfold. Next step is a second nudge
for first-time volunteers.
""")

add("project_vanrun_rewrite.md", "vanrun-rewrite", "vanrun rewrite: constraints and open questions", "project",
"vanrun Rewrite", "the vanrun rewrite: constraints and status", """
# vanrun rewrite

The old vanrun was a spreadsheet macro Tom maintained; the rewrite is a proper service.

## Constraints agreed with Tom
<<V4a>>
- Chilled drops first on the route, ambient after
- Driver breaks: 30 min after 4 hours on the road

## Status
- Geocoding via postcodes.io with a local cache
- Care-home and partner-pantry windows imported from the partner sheet
""")

add("project_stock_expiry_alerts.md", "stock-expiry-alerts", "Expiry alerts in stockroom so short-dated stock goes out first", "project",
"Stock Expiry Alerts", "short-dated stock alerts", """
# Expiry alerts

Goal: stop finding short-dated stock at the back of racking.

<<V9a>>
- Posted to #warehouse with the racking location
- Hubs get a "use first" flag on the stock screen for those lots

Follow-up: Tom wants a weekly summary by category (HFN-466).
""")

add("project_label_printing.md", "label-printing", "Crate label printing from intake", "project",
"Label Printing", "crate labels from intake", """
# Label printing

<<V8a>>
- Marrow Street and Ashfold print from the hub laptop over USB
- ZPL templates in `intake/labels/templates/`
<<F4b>>

Known issue: the Ashfold printer eats labels when the roll is nearly empty; Sam ordered a new one.
""")

add("project_gift_aid.md", "gift-aid", "Gift Aid on donor portal donations", "project",
"Gift Aid", "how Gift Aid is handled", """
# Gift Aid

Declarations are captured at checkout (tick box + address) and stored with the donation.

<<N7b>>
Ruth wants this automated eventually; the HMRC Charities Online API needs a separate
registration, which is on the 2027 list.
""")

add("project_rota_migration.md", "rota-migration", "Moving rota off the old VM", "project",
"rota Migration", "rota hosting move", """
# rota migration

<<S1b>>
MySQL stayed where it was and the app talks to it over Tailscale.

Lessons: the cron for the nightly export had to become a Fly scheduled machine; the storage
symlink for PDF exports broke and took a day to notice.
""")

add("project_ashfold_onboarding.md", "ashfold-onboarding", "Bringing the Ashfold hub onto the shared systems", "project",
"Ashfold Onboarding", "Ashfold hub joining the shared systems", """
# Ashfold onboarding

Ashfold joined HFN in late 2025 from an independent church-run food bank.

<<S4b>>
- Volunteers moved into rota in April
- Stock on Ashfold's shelves was counted and booked into stockroom in one go (HFN-301)
- Tablet for the pantry app delivered by Sam
""")

add("project_volunteer_onboarding.md", "volunteer-onboarding", "How new volunteers get into the system", "project",
"Volunteer Onboarding", "volunteer signup and induction", """
# Volunteer onboarding

<<S9a>>
<<D10b>>
DBS checks are only needed for delivery drivers and anyone working with under-18s; Gwen tracks
them in rota's volunteer profile.
""")

add("project_data_retention.md", "data-retention", "Retention rules for client and volunteer data", "project",
"Data Retention", "retention rules for personal data", """
# Data retention

Agreed with the trustees in April (DPIA v2):

<<F8a>>
Volunteer records are kept while active and for one year after their last shift. Referral
reasons are deleted after 6 months, even if the client is still active.
""")

add("project_reporting.md", "reporting-project", "Reporting improvements and baseline numbers", "project",
"Reporting Project", "reporting baselines and open work", """
# Reporting

<<D8a>>
Baseline for the Lottery report: parcels, people (adults/children), kg in, volunteer hours.

- Volunteer hours come from rota shift check-ins, not from the templates
- Children count comes from the household composition on the voucher
""")

add("project_christmas_surge.md", "christmas-surge", "Christmas surge planning", "project",
"Christmas Surge", "surge planning for the holidays", """
# Christmas surge

<<A10a>>
- Extra Saturday sessions at Marrow Street
- Corporate food drives start in mid-November; intake gets a second desk at the bay
- Toy and selection-box donations are booked in intake as a separate category so they don't hit
  the parcel stock numbers
""")

add("project_allergen_tags.md", "allergen-tags", "Allergen tagging of products", "project",
"Allergen Tags", "allergen information on lots", """
# Allergen tags

Idea from the Ashfold team: tag products with the 14 major allergens at intake so hubs can build
allergen-safe parcels. Blocked on a product catalogue; intake only knows categories today.

Next: try the Open Food Facts barcode lookup on a sample of 200 donations.
""")

add("project_school_holiday_scheme.md", "school-holiday-scheme", "School holiday lunch bags", "project",
"School Holiday Scheme", "holiday lunch bag scheme", """
During school holidays HFN hands out lunch bags for children on free school meals, via the schools.
Schools get a batch of vouchers at the start of each holiday (see voucher v2 bulk issue).
The bags are packed on Monday and Wednesday evenings by the youth volunteers.
""")

add("project_warm_spaces.md", "warm-spaces", "Warm space at Ashfold", "project",
"Warm Spaces", "winter warm space", """
Ashfold runs a warm space on weekday afternoons from November to March. Nothing in the systems
yet; Gwen counts visitors on paper. Might become a rota shift type next winter.
""")

add("project_accessibility_audit.md", "accessibility-audit", "Accessibility audit of the donor portal and agency portal", "project",
"Accessibility Audit", "audit findings and fixes", """
Volunteer auditor (from the Lottery's tech support scheme) found: low contrast on the voucher
status badges, missing form labels on the agency login, focus order broken on the donate form.
All three fixed in October; re-test booked for January.
""")

add("project_hub_wifi.md", "hub-wifi", "Wifi at the hubs", "project",
"Hub Wifi", "connectivity at the hubs", """
Marrow Street's church hall wifi drops whenever the hall is full. Sam installed a 4G router
(Teltonika RUT241) as a backup in September. Ashfold uses the community centre network, with its own
VLAN for the tablets.
""")

add("project_agency_survey.md", "agency-survey", "Survey of referral agencies", "project",
"Agency Survey", "what agencies told us", """
Survey in September, 31 of the agencies answered. Top asks: see whether a voucher was redeemed,
issue vouchers from a phone, and fewer reminder emails. Gwen is turning it into tickets.
""")

add("project_dietary_parcels.md", "dietary-parcels", "Dietary parcel variants", "project",
"Dietary Parcels", "dietary parcel variants", """
Dietary variants (halal, vegetarian, no-cook) are picked by the hub volunteer at redemption.
Warehouse wants a week's notice of demand; we are adding a dietary field to the voucher form so
the numbers exist before the session.
""")

add("feedback_secrets.md", "secrets", "Handling secrets and env files", "feedback",
"Secrets", "how to handle secrets and env files", """
- Never commit `.env` files or paste tokens into chat; use `op run --env-file=.env.op -- <cmd>`
- New secrets go into the 1Password "Digital" vault first, then into the service config
- If a secret leaks, rotate first and tell Priya second

**Why:** an agency API key ended up in a public gist in 2025 (rotated within the hour).
""")

add("project_waiting_times.md", "waiting-times", "Measuring waiting times at sessions", "project",
"Waiting Times", "measuring how long clients wait", """
# Waiting times

Trustees asked how long people wait at a session. Plan: the tablet hands out a ticket number at
arrival and records the time; redemption closes it. Pilot at Marrow Street in January.

Concern from Gwen: it must not feel like a queue at the job centre. Keep the ticket friendly
(a colour and a number), no names.
""")

add("project_crate_tracking.md", "crate-tracking", "Reusable crate tracking", "project",
"Crate Tracking", "tracking the blue crates", """
We lose about 30 of the blue reusable crates a month to partner pantries that don't send them back.
Idea: a crate count on each vanrun stop (out/in), no barcodes on the crates themselves.
Parked until after Christmas.
""")

add("reference_volunteer_roles.md", "volunteer-roles", "Volunteer roles and what each can do in the systems", "reference",
"Volunteer Roles", "roles and system permissions", """
# Volunteer roles

- Hub volunteer: redeem screen only on the pantry app
- Hub lead: redeem + stock screen + cancel a redemption
- Warehouse volunteer: intake desk, picking lists
- Driver: route screen, delivery confirmations
- Coordinator: rota admin, voucherd admin (read-only for agencies)

Roles are set in rota and pushed to the other systems nightly.
""")
