# Root (Claude Code auto-memory) files. Lines starting with @@ID@@ are labelled claim lines.
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r("reference_harvestlog.md", "harvestlog-overview",
  "harvestlog: the harvest register, batches, FSS classification and E. coli results",
  "reference", "harvestlog overview", "what the harvest register runs on and how it is operated", """
# harvestlog

The harvest register. Every bag that leaves a bed gets a batch here; the registration document
printed from it travels with the product to depuration and to the buyer.

## Stack
@@A1a@@ - Django 5.1 on Python 3.12
@@V1a@@ - Postgres: `db-harvest.carricksound.internal:5432`, database `harvestlog`
- Hosted on the Hetzner VM `hx-core-1` (Docker Compose, Caddy in front)
@@R2a@@ - Errors: Sentry project `harvestlog`
@@O5a@@ - CI: GitHub Actions, runs pytest + ruff on every PR
- Admin at `/admin/`, staff log in with their Google Workspace account

## Data
@@S2a@@ - E. coli results are imported weekly from the FSS results portal CSV export
@@O10a@@ - Harvest records are retained for 5 years (FSS and buyer audits)
@@N4a@@ - Harvest records are never deleted, only voided (audit trail for FSS)
- Batch codes look like `IB-2026-0412-03` (site, date, sequence)
- A batch can be split at depuration but never merged with another batch

## Operating rules
@@N3a@@ - Migrations are never run automatically on deploy; run `manage.py migrate` by hand after checking the plan
- Deploys are `docker compose pull && docker compose up -d` on `hx-core-1`

Local dev uses the example env file, which points at a throwaway container:

```
DATABASE_URL=postgres://harvestlog:dev@localhost:5432/harvestlog
SENTRY_DSN=
```
""")

r("reference_depurate.md", "depurate-overview",
  "depurate: tank sensor feed, cycle records and release rules for the depuration plant",
  "reference", "depurate overview", "the depuration plant software and the rules it enforces", """
# depurate

Software side of the depuration shed at the pier: four tanks, UV sterilisation, cycle records.
Product can only be released to packing with a completed cycle record.

## Service
- `depurate-ingest` (Python 3.12) runs on the office NUC and feeds the dashboard
@@S5a@@ - Reads tank sensors (temperature, salinity, UV on/off) over Modbus RTU from the PLC
@@V6a@@ - Publishes readings to the MQTT broker at `mqtt.carricksound.internal:1883`
@@O1a@@ - Reading history: TimescaleDB on `tsdb.carricksound.internal:5432`, database `depurate`
@@S10a@@ - Deploy: `make deploy` from the office NUC
- Dashboard at `tanks.carricksound.co.uk` (Tailscale only)

## Cycle rules
@@V2a@@ - Pacific oysters: minimum cycle 42 hours, water at or above 8 °C
- Salinity must stay within the range on the plant approval; the dashboard shows it per tank
@@NS9a@@ - Never release a batch to packing without a completed cycle record in depurate
@@NS2a@@ - Escalate salinity alarms to Aoife (hatchery), not to the on-call developer

## Plant
@@A7a@@ - Each tank has two UV units in series
@@V3a@@ - UV lamps are replaced every 9,000 running hours (hour meter on each ballast)
@@N9a@@ - UV lamps are not switched off during tank cleaning
@@N1a@@ - Never top up the depuration tanks from the pier intake around low water (silt and runoff)
- Tank 1 and 2 take oysters in trays; tanks 3 and 4 take mussels in bulk bins
""")

r("reference_orderdesk.md", "orderdesk-overview",
  "orderdesk: wholesale orders, pricing, dispatch and invoicing for trade customers",
  "reference", "orderdesk overview", "how wholesale orders are taken, priced and dispatched", """
# orderdesk

Rails app for wholesale customers (restaurants, fishmongers, two French importers).

## Stack
- Rails 7.1, Ruby 3.3
@@S1a@@ - Hosted on Heroku (app `orderdesk-prod`, EU region)
@@R5a@@ - Background jobs: Sidekiq on Redis
@@R1a@@ - Transactional email (order confirmations, invoices): Postmark
@@F7a@@ - Errors: Sentry
@@S7a@@ - Invoices are pushed to Xero every night

## Ordering rules
@@A8a@@ - Prices are per kg for mussels and per dozen for oysters
@@V5a@@ - Minimum wholesale mussel order: 10 kg
@@N6a@@ - Orders for Sunday dispatch are not accepted (no courier collection)
@@F2a@@ - Courier: DPD
- Oysters are sold in grades 2, 3 and 4; grade 1 goes to the French importers only

| Cutoff | Time | Effect |
|---|---|---|
@@V9a@@ | Next-day dispatch | 14:00 | later orders roll to the following day |
| Amend or cancel | 16:00 | after that the pack list is printed |

## Releases
@@NS7a@@ - Never deploy during the Thursday pack-out (06:00–11:00)
""")

r("reference_tiderota.md", "tiderota-overview",
  "tiderota: builds the low-water shift rota for the shore crews from tide predictions",
  "reference", "tiderota overview", "the tide-table rota app and where its data comes from", """
# tiderota

Go service that turns tide predictions into shore shifts for Inver Bay (trestle work is only
possible around low water) and boat shifts for the Narrows.

## Stack
@@V4a@@ - Go 1.22, module `github.com/carricksound/tiderota`
@@R6a@@ - Hosted on Fly.io (app `tiderota`, region `lhr`)
@@R8a@@ - Tide predictions: UKHO Admiralty Tidal API (Discovery tier), station Loch Carrick
@@S3a@@ - SMS reminders go out through Twilio
@@O4a@@ - SMS sends are retried up to 3 times before the shift lead is emailed

## Rota
@@D9b@@ - Rota generated automatically from the predictions every Monday for the next four weeks
@@A5a@@ - Shifts are built around low water ± 2 hours
@@N8a@@ - Shifts never start before 05:00, whatever the tide
@@V10a@@ - A low-water shift at Inver Bay is staffed by 2 crew minimum
@@F4a@@ - Sends a reminder before each shift
@@S9a@@ - The published rota is the Google Sheet "Tide Rota 2026"
- Rota history is kept for 12 months
""")

r("reference_seedtrack.md", "seedtrack-overview",
  "seedtrack: hatchery seed batches, algae cultures, nursery grading",
  "reference", "seedtrack overview", "hatchery and nursery tracking app", """
# seedtrack

Tracks the Tullig hatchery: broodstock conditioning, larval runs, algae cultures, seed batches
through the nursery upwellers until they go out to the bags at Inver Bay.

## Stack
@@F5a@@ - Frontend: SvelteKit
@@R4a@@ - Package manager: pnpm (lockfile `pnpm-lock.yaml`)
@@R9a@@ - Database: Postgres 16 on `db-seed.carricksound.internal:5432`
@@R3a@@ - CI: GitHub Actions (`.github/workflows/ci.yml`), runs lint + vitest

## Hatchery
@@D7b@@ - All seed comes from our own hatchery at Tullig
@@S4a@@ - Log daily algae culture counts in the `algae` table
@@N7a@@ - Does not send alerts when an algae culture crashes; Aoife checks the counts each morning
@@NS8a@@ - Seed doesn't go to the nursery upwellers until it is retained on a 2 mm screen
@@V7a@@ - Oyster seed is graded every 14 days through the nursery
- Algae species in culture: Tisochrysis, Chaetoceros, Tetraselmis
""")

r("reference_infra.md", "infra-overview",
  "infra: hosts, backups, access and monitoring for the farm's systems",
  "reference", "Infrastructure", "hosts, access, backups, monitoring", """
# Infrastructure

- `hx-core-1`: Hetzner CX32 in Falkenstein, Docker Compose, Caddy for TLS
- Office NUC in the pier office (on the UPS); tank VLAN is separate from office Wi-Fi
@@A2a@@ - Tailscale for all admin access; no public SSH
- Secrets in 1Password, vault "Carrick Ops"
@@F6a@@ - Backups: restic, nightly, all Postgres dumps plus `/srv`
@@S6a@@ - Backup target: Backblaze B2 bucket `carrick-backups`
@@D8b@@ - Backups are retained for 30 days
@@A10a@@ - Grafana at `grafana.carricksound.co.uk`, Loki for logs
- Uptime checks from Better Stack on the public sites
""")

r("reference_sites.md", "sites",
  "sites: production areas, classification, sampling and harvest days",
  "reference", "Sites and classification", "production areas, FSS classification, harvest days", """
# Sites

| Site | Species / method | Classification | Production area |
|---|---|---|---|
@@F8a@@ | Inver Bay | Pacific oysters, trestles | Class B | AB 236 045 |
@@A3b@@ | Carrick Narrows | mussels, longlines | Class A | AB 236 046 |
| Tullig | hatchery and nursery | n/a | n/a |

## Inver Bay
@@V8a@@ - FSS sampling officer takes E. coli samples at Inver Bay every 4 weeks
@@N2a@@ - Class B product from Inver Bay is always depurated before sale
@@D5b@@ - Inver Bay is harvested on Mondays and Thursdays
- Trestle bags are turned every two weeks in summer, monthly in winter

## Carrick Narrows
@@NS4b@@ - Narrows mussels are harvested on Tuesdays and Fridays
- Longlines are 200 m droppers-on-a-backbone; the workboat is the *Morven*
""")

r("feedback_agent_rules.md", "agent-rules",
  "Rules for the agent: pushes, importers, restarts, tide tables",
  "feedback", "Agent rules", "what the agent may and may not do on its own", """
Rules Morag set for the agent after the first month.

@@N5a@@ - Do not push directly to `main` in any repo; open a PR even for one-line fixes
@@NS3a@@ - Never run the tiderota importer against production without a `--dry-run` first
@@F9a@@ - The agent may restart depurate containers when the feed stalls
@@NS10a@@ - Don't edit tide tables by hand; they only change through the importer
- Ask before touching anything on the tank VLAN

**Why:** a wrong rota or a stalled tank feed costs a tide, and tides don't wait.
**How to apply:** when unsure, write the command in the PR description and ask.
""")

r("feedback_git_workflow.md", "git-workflow",
  "Merge and branch conventions per repo",
  "feedback", "Git workflow", "merge strategies and branch names per repo", """
Branch names: `feat/…`, `fix/…`, `chore/…`. Conventional commit subjects.

@@R7a@@ - In harvestlog, merge PRs with rebase-and-merge so the individual commits survive
@@N10a@@ - seedtrack: never squash; Aoife reads the commit history for the hatchery audit
- tiderota: whatever the PR author prefers, it's a one-person repo

**Why:** audits (FSS for harvestlog, the hatchery health scheme for seedtrack) ask who changed what.
""")

r("project_pricing.md", "wholesale-pricing",
  "Wholesale price list process: who changes prices and when",
  "project", "Wholesale pricing", "process for price changes", """
Price list lives in orderdesk (`PriceList` model, one active list per season).

@@S8a@@ Morag signs off every wholesale price change before it goes into orderdesk,
usually on the Friday before the new list takes effect.

New prices take effect on a Monday, so customers get at least a weekend's notice.
French importers have their own list in euros.
""")

r("user_morag.md", "morag",
  "Morag Sinclair: operations director, main user of the agent",
  "user", "Morag Sinclair", "ops director, how she likes to work", """
@@A6a@@ - Morag Sinclair, operations director; owns the harvest classification paperwork
@@O9a@@ - Uses VS Code with the Python and Django extensions
@@F10a@@ - Wants summaries short, in bullet points
- Not a developer by training, reads diffs carefully anyway
- Phone signal at the shore is bad; prefers async messages to calls
""")

r("user_callum.md", "callum",
  "Callum Reid: the one developer, on call for the systems",
  "user", "Callum Reid", "developer, tooling", """
- Callum Reid, developer (part-time, three days a week)
@@R10a@@ - Edits in Neovim (LazyVim), tmux split with the dev server
- Writes Go for tiderota, Ruby for orderdesk, Python elsewhere
- On call for the systems on weekdays; weekends are best-effort
""")

# --- unlabelled root files ---
r("feedback_tone.md", "tone",
  "Language and tone for customer-facing text",
  "feedback", "Customer-facing tone", "spelling and tone in emails and invoices", """
@@A9a@@ - Use British English in customer-facing text
- No exclamation marks in order emails; buyers find them pushy
- Prices in emails always show the unit (per kg, per dozen)
""")

r("feedback_testing.md", "testing",
  "Run tests before proposing a PR: which suites, how",
  "feedback", "Testing", "run the suite before a PR", """
Run the repo's own test command before opening a PR: `pytest -q` (harvestlog, depurate),
`bin/rails test` (orderdesk), `go test ./...` (tiderota) and the `test` script in seedtrack's `package.json`.

**Why:** Callum once merged a broken rota generator on a spring-tide week.
**How to apply:** paste the last lines of the test output into the PR description.
""")

r("feedback_commit_messages.md", "commit-messages",
  "Commit message style",
  "feedback", "Commit messages", "short English subjects, no emoji", """
Short imperative subject, English, no emoji, no Co-Authored-By trailer.
Body only when the why is not obvious.
""")

r("project_seedtrack_v2.md", "seedtrack-v2",
  "seedtrack v2 schema work: culture counts and batch lineage",
  "project", "seedtrack v2", "schema rework finished in summer", """
seedtrack v2 replaced the ad-hoc tables with a proper batch lineage (broodstock → larval run → seed batch).

- Shipped 2026-06-15
- Batch lineage lets the health scheme trace any bag at Inver Bay back to its broodstock pair
- The old CSV export is still there for Aoife's spreadsheets
""")

r("project_orderdesk_portal.md", "orderdesk-customer-portal",
  "Customer self-service portal for repeat orders",
  "project", "orderdesk customer portal", "self-service repeat orders, in progress", """
Customer portal so restaurants can repeat last week's order without phoning.

- Status (2026-10): beta with four restaurants in Fort William and Oban
- Login by magic link, no passwords
- Shows the customer's own price list only
""")

r("project_classification_review.md", "classification-review",
  "Annual FSS classification review: what we send and when",
  "project", "Classification review", "annual review paperwork", """
FSS review the classifications every spring. We send harvest volumes per production area and the
E. coli history exported from harvestlog. Morag does the paperwork; the agent prepares the export.
""")

r("reference_glossary.md", "glossary",
  "Glossary: terms used on the farm (spat, upweller, trestle, depuration)",
  "reference", "Glossary", "farm vocabulary", """
- **Spat / seed**: juvenile oysters or mussels
- **Upweller**: nursery system pushing water up through seed in silos
- **Trestle**: steel table on the foreshore holding oyster bags
- **Depuration**: holding shellfish in UV-treated seawater to purge bacteria
- **Registration document**: paper that travels with every batch from harvest to buyer
- **Dropper**: a vertical rope of mussels hung from a longline
""")

r("reference_contacts.md", "contacts",
  "Who to call: FSS, DPD depot, PLC installer",
  "reference", "Contacts", "external contacts", """
- FSS sampling officer: via the Highland council shellfish team inbox
- DPD depot: Fort William, account number in 1Password
- PLC installer (tank controls): Lochaber Controls
- Hatchery health scheme inspector: visits twice a year
""")

r("project_tank_refit.md", "tank-refit",
  "Depuration shed refit in August 2026",
  "project", "Tank refit", "the August 2026 depuration refit", """
The depuration shed was refitted in August 2026: new pumps, new UV units on tanks 3 and 4,
network cabling to a separate tank VLAN.

- Plant approval re-inspected on 2026-09-02, passed
- The old PLC stays for pump control
""")

r("feedback_deploy_days.md", "deploy-days",
  "When deploys are allowed",
  "feedback", "Deploy days", "no Friday or weekend deploys", """
No deploys on Fridays or at weekends, for any app. The tide doesn't care, but Callum is off.

**Why:** a broken release on Saturday means nobody fixes it until Monday.
""")

r("project_narrows_expansion.md", "narrows-expansion",
  "Planned extra longlines at the Narrows for 2027",
  "project", "Narrows expansion", "four new longlines pending the lease variation", """
Four new longlines planned at the Narrows for 2027, pending a Crown Estate lease variation.
harvestlog will need the new line numbers before the first harvest from them.
""")
