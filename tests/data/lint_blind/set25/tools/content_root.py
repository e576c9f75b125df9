# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
# Descriptions in FLAT are written with an unquoted ': ' on purpose (not strict YAML).
FLAT = {'reference_tagtrack.md', 'reference_portal.md', 'reference_vanapp.md', 'reference_infra.md'}

ROOT = [
('reference_tagtrack.md', 'tagtrack', 'tagtrack: RFID linen tracking, endpoints, data layout and deploy', 'reference',
 'tagtrack', 'RFID tracking service: runtime, data, reads pipeline, plant-side gotchas', """# tagtrack

RFID tracking for every bag and tagged item that goes through the plants. Go 1.23, repo `bls/tagtrack`.
Owner: Priya. Reader firmware questions go to Ken.

## Runtime
@@D1b@@
@@S8a@@
- Health: `GET /healthz` on 8080, Prometheus metrics on 9090

## Data
@@V1a@@
@@D10b@@
@@O1a@@
- Migrations: `goose`, files in `db/migrations/`

## Reads pipeline
- Tunnel readers at soiled-in and clean-out speak LLRP to `tagrx`, the ingest half of tagtrack
@@V4a@@
@@R2a@@
@@NS5b@@
@@A8a@@

## Plant side
@@R10a@@
- Handheld readers (Zebra RFD40) are only used for cage audits

## Gotchas
- Antenna 4 on Leeds clean-out picks up ghost reads from the cage park; filtered by RSSI (`MIN_RSSI=-62`)
- EPCs without a known company prefix are logged once per hour and otherwise ignored
"""),

('reference_washfloor.md', 'washfloor', 'washfloor - machine telemetry from tunnels, dryers and ironers, and how to poke it', 'reference',
 'washfloor', 'Machine telemetry service: sources, storage, alerting, ops', """# washfloor

@@A3a@@
- Repo `bls/washfloor`; the binary runs on `gw-lds-01` (Leeds) and `gw-shf-01` (Sheffield) next to the OPC UA gateway

## Sources
@@V2a@@
- Leeds tunnel 2, the dryers and all Sheffield machines are listed in `config/machines.toml`; don't hardcode endpoints
@@O9b@@

## Storage and retention
@@R4a@@
@@V6a@@

## Alerting
@@F4a@@
- Rules live in `alerts.toml`, one block per machine class (tunnel, dryer, ironer)

## Ops
@@NS1b@@
@@N1a@@
@@S6a@@

See also [[plants]] for which machines are where.
"""),

('reference_portal.md', 'customer-portal', 'Customer portal: stack, hosting, login, email and API limits', 'reference',
 'Customer portal', 'Where hotels order linen: stack, auth, ordering, API', """# Customer portal (portal.brightwash.co.uk)

Where hotels and care homes order linen, track deliveries and download documents.

## Stack
@@F5a@@
@@V5a@@
@@O10a@@
@@O2a@@
@@R1a@@
@@A7a@@

## Auth and email
@@S3a@@
@@R5a@@

## Ordering
@@D2b@@
@@N5a@@
@@NS8b@@
- Par levels per linen type are set by account managers in the admin area (`/admin/accounts/:id/par`)

## API
@@O8a@@
- API keys are per account and are created by customer service, not self-service
"""),

('reference_invoicer.md', 'invoicer', 'invoicer (billing) - stack, databases, the monthly run, pricing rules', 'reference',
 'invoicer', 'Billing app: stack, invoice run, pricing, imports', """# invoicer

Rails app that turns plant weights and piece counts into monthly invoices. Finance contact: Dana Okafor.

## Stack
@@O4a@@
@@D9b@@
@@O5a@@
@@V10a@@
@@R7a@@
@@NS7b@@

## Invoice run
@@NS10b@@
@@N10a@@
- Credit notes are raised by hand in the admin, never by the run

## Pricing
@@F2a@@
@@A4a@@
- Contract prices are per account; there is no global price list

## Imports
@@V7a@@
- Piece counts come from tagtrack, see [[tagtrack]]
"""),

('reference_vanapp.md', 'vanapp', "vanapp: the drivers' Android app, build, navigation, offline sync", 'reference',
 'vanapp', "Drivers' Android app: build, proof of delivery, offline behaviour", """# vanapp

Kotlin Android app on the drivers' company phones (Galaxy XCover 6 Pro). Repo `bls/vanapp`, owner Luis Ferreira.

## Build
@@D7b@@
@@R3a@@

## On the road
@@S7a@@
@@N9a@@
@@NS2b@@

## Offline
@@F7a@@
@@V3a@@
- Sync retries with exponential backoff, capped at 10 minutes between attempts
"""),

('project_vanrun.md', 'vanrun', 'vanrun route planner - daily cycle, solver limits, dev setup', 'project',
 'vanrun', 'Next-day route planning: daily cycle, solver, dev notes', """# vanrun (van route planning)

Django + OR-tools; plans the next-day delivery runs for all three depots. Repo `bls/vanrun`.

## Daily cycle
- Orders cut off at 14:00 for next-day delivery
@@A5a@@
@@N6a@@
@@D8b@@

## Solver
@@V8a@@
@@D3b@@
- Delivery time windows come from each hotel's slot in the portal

## Dev
@@R6a@@
@@R9a@@
@@S1a@@

**Why this matters:** the routes decide how many vans go out each day, which is the biggest cost after labour.

**How to apply:** when a planning bug comes in, reproduce with the depot's own data before touching solver parameters.
"""),

('reference_infra.md', 'infra', 'Infra overview: cluster, secrets, logs, backups, buckets', 'reference',
 'Infra', 'Cluster, secrets, logging, backups, storage conventions', """# Infra

- k3s cluster `bls-prod`: 3 nodes in the Leeds server room (`k3s-01..03.bls.internal`), plus `bls-staging` on one node
- Ingress: Traefik with Let's Encrypt certs
- Secrets: Vault at `vault.bls.internal:8200`, Kubernetes auth per namespace
- Internal DNS zone `bls.internal` is served by the two domain controllers
@@S2a@@
@@F9a@@
@@A10a@@
- Plant networks are reached over WireGuard, see [[reference-vpn]]
"""),

('reference_chemdose.md', 'chemdose', 'chemdose - chemical dosing monitor for the wash lines', 'reference',
 'chemdose', 'Dosing monitor: pumps, alarms, dashboards, data sources', """# chemdose

Python service that watches the detergent, alkali and peracetic acid dosing pumps on every wash line.

@@F8a@@
@@V9a@@
@@NS6b@@
@@A2a@@
@@O6a@@
@@S9a@@
- The chemical supplier's engineer contact is in the plant contacts sheet
"""),

('reference_plants.md', 'plants', 'The three plants (Leeds, Sheffield, Hull) - equipment, shifts, people', 'reference',
 'Plants', 'Equipment, shifts and contacts per plant', """# Plants

## Leeds (LDS), head office and biggest plant
@@O3a@@
- 2 tunnel washers (Jensen), 4 ironers
@@O7a@@

## Sheffield (SHF)
@@D4b@@
@@A9a@@
- Hospitality and care-home work only, no workwear

## Hull (HUL)
@@S5a@@
@@D6b@@
- Smallest plant; runs the coast route to Bridlington and Scarborough
"""),

('user_priya.md', 'user-priya', 'Priya Raman, platform lead - who she is and how she likes to work', 'user',
 'Priya (user)', 'Platform lead; working hours and answer style', """Priya Raman is the platform lead at Brightwash Linen Services. The team is Priya, Luis (driver app) and a part-time portal contractor.

- Owns tagtrack, washfloor and invoicer operations
@@A6a@@
@@F6a@@
- Reads diffs herself; don't narrate a diff line by line
- Ex-embedded engineer, knows the PLC side better than most web people
"""),

('feedback_washfloor_deploys.md', 'washfloor-friday-deploys', 'Friday deploy rule for washfloor', 'feedback',
 'washfloor Friday deploys', 'When washfloor may be deployed', """@@N1b@@

**Why:** a bad washfloor release on a Friday in August left Sheffield without batch records all weekend and nobody noticed until Monday.

**How to apply:** if a washfloor change is ready on a Friday, open the PR, leave the deploy for Monday morning and tell Priya.
"""),

('feedback_prod_safety.md', 'prod-safety', "Destructive commands against prod need Priya's explicit go-ahead", 'feedback',
 'Prod safety', 'Destructive operations in prod need explicit approval', """@@A1a@@

That covers namespaces, PVCs, jobs and anything with `--force`.

**Why:** in March a cleanup script removed a PVC that still held the Leeds reader configs; it took a day to rebuild them.

**How to apply:** propose the command, say what it removes, and wait. A "yeah go on" in passing about something else does not count.
"""),

('feedback_git.md', 'git-workflow', 'Git conventions on the platform repos - commits, merging, pushing', 'feedback',
 'Git workflow', 'Commit style, merge strategy, push rules', """@@F10a@@
@@R8a@@
@@NS4a@@
- Branch names: `<initials>/<ticket>-<slug>`, e.g. `pr/BLS-412-ghost-reads`

**Why:** Priya reads `git log` when chasing plant incidents and wants it readable.

**How to apply:** check `git log --oneline -20` in the repo before writing a commit message and match it.
"""),

('feedback_pr_descriptions.md', 'pr-descriptions', 'What goes in a PR description', 'feedback',
 'PR descriptions', 'What a PR description should contain', """PR descriptions: what changed, why, how it was tested, and the BLS ticket.

@@N8a@@

**Why:** the portal contractor's PRs were hard to review without seeing the result.

**How to apply:** attach the image straight into the PR body; don't link to a drive folder.
"""),

('feedback_tests.md', 'tests-before-push', 'Which test suites to run before pushing', 'feedback',
 'Tests before pushing', 'Which suites to run locally per repo', """@@N4a@@
@@F3a@@
- invoicer: `bin/rspec` is fine locally, it uses the test DB in Docker

**Why:** CI minutes are cheap but a broken main blocks Luis and the contractor.

**How to apply:** mention in the PR which suites were run locally.
"""),

('feedback_vanrun_setup.md', 'vanrun-setup', 'How to set up the vanrun dev environment', 'feedback',
 'vanrun setup', 'Dev environment for the route planner', """@@R6b@@

**Why:** a pip-installed env pulled a newer OR-tools and the Leeds plan changed shape.

**How to apply:** after `git pull`, sync the env again before running the solver.
"""),

('project_month_end.md', 'month-end', 'Month-end finance hand-off from invoicer to Dana', 'project',
 'Month-end hand-off', 'How the monthly finance exports reach finance', """Month end is run by Dana Okafor (finance). invoicer produces the invoices; finance does the ledger side.

@@S4a@@

**Why:** Dana reconciles against the bank in Excel and doesn't want to log into invoicer.

**How to apply:** if an export is missing on the 2nd, check the export job's log first, then ask Dana before re-running.
"""),

('project_customer_data.md', 'customer-data', 'Where customer master data lives and who edits it', 'project',
 'Customer master data', 'Source of truth for accounts and contacts', """@@S10a@@

Customer service (Sue) edits accounts; account managers set par levels in the portal admin.

**Why:** prices were being changed in two places and invoices went out wrong in February.

**How to apply:** never edit billing contacts directly in the invoicer DB.
"""),

('feedback_deploy_approvals.md', 'deploy-approvals', 'What a prod deploy needs before it goes out', 'feedback',
 'Deploy approvals', 'Approval needed for prod deploys', """@@D5b@@

**Why:** Priya wants the team to ship small changes often; the review is the gate.

**How to apply:** post the link to the approved PR in #deploys when you ship.
"""),

# ------------------------------------------------------------- unpaired root files
('reference_glossary.md', 'glossary', 'Laundry terms that come up in tickets and code', 'reference',
 'Glossary', 'Plant and laundry vocabulary', """# Glossary

- **Soiled-in**: goods-in of dirty linen; bags are weighed and read by RFID here
- **Clean-out**: dispatch side, cages of finished linen ready for the vans
- **CBW / tunnel**: continuous batch washer; a batch is one compartment load
- **Par level**: the stock a hotel should hold per linen type; orders top up to par
- **Cage**: roll cage of finished linen, one or more per drop
- **Flat linen**: sheets, duvet covers, pillowcases (goes through the ironers)
- **Rewash**: item that failed inspection and goes round again
- **Drop**: one delivery stop
"""),

('reference_people.md', 'people', 'Who is who at Brightwash', 'reference',
 'People', 'Names and roles across plants and office', """# People

- Priya Raman: platform lead (see [[user-priya]])
- Luis Ferreira: Android developer, vanapp
- Dana Okafor: finance manager
- Tom Whitcroft: operations manager, Leeds
- Ken Marsh: maintenance engineer, Leeds
- Rhys Doyle: maintenance engineer, Sheffield
- Sue Whitley: customer service lead
- Marco (left in 2025): wrote the staff intranet
"""),

('project_par_levels.md', 'par-level-ordering', 'Automatic top-up orders from par levels (in progress)', 'project',
 'Par-level ordering', 'Auto top-up orders, status and open questions', """Goal: the portal proposes the next order from par levels and the tagtrack stock estimate, the hotel only confirms.

Status (November): estimator works for flat linen; towels are off because of the pool-towel losses at two spa hotels.

Open questions:
- how to treat linen that is still in the rewash loop
- whether care homes want this at all (Sue thinks not)

**Why:** customer service spends most mornings on phone orders that are really just par top-ups.

**How to apply:** keep the estimator read-only until the pilot group signs off.
"""),

('project_sheffield_rfid.md', 'sheffield-rfid-rollout', 'RFID rollout at Sheffield, planned for the winter', 'project',
 'Sheffield RFID rollout', 'Plan and blockers for Sheffield going live on tagtrack', """Sheffield is the last plant without tagtrack at goods-in. Plan: readers fitted in the January shutdown week.

- Tunnel frame needs a steel bracket the maintenance team is making
- Cable run to the comms cabinet is 40 m, needs a PoE extender
- Ticket: BLS-588

**Why:** without Sheffield, group-wide loss figures are guesswork.

**How to apply:** anything reader-related for Sheffield goes on BLS-588, not a new ticket.
"""),

('feedback_reply_style.md', 'reply-style', 'How to format answers for Priya', 'feedback',
 'Reply style', 'Formatting of answers', """- British English spelling
- No emoji, no headings for short answers
- Put commands in code blocks, one command per block if they are meant to be copied

**Why:** Priya pastes answers into tickets.

**How to apply:** applies to every answer, including commit messages and PR text.
"""),

('project_energy_per_kg.md', 'energy-per-kg', 'Gas and water per kg of linen, the energy reporting project', 'project',
 'Energy per kg', 'Reporting gas and water use per kg processed', """Ops want gas (kWh) and water (litres) per kg processed, per plant and per week.

- Gas and water meters are read by a small cron on each gateway box
- Weights come from the soiled-in scales
- The report is a Grafana panel plus a monthly PDF for the board

**Why:** the energy contract renewal in 2027 depends on showing a downward trend.

**How to apply:** don't mix plants in one figure; Sheffield has no workwear and is not comparable.
"""),

('reference_customers.md', 'customers', 'Key customer accounts and their quirks', 'reference',
 'Key customers', 'Big accounts and their special arrangements', """# Key customers

- Harbour Hotels group: biggest account by volume, 14 sites, central purchasing
- Moorland Care: care homes, infection-control bags (red, soluble strip) must never be opened at soiled-in
- The Calder (Leeds): boutique hotel, very strict on pillowcase presentation
- Three NHS trusts for staff accommodation linen; they order through their procurement portals
"""),

('project_ironer3_incident.md', 'ironer3-incident', 'Ironer 3 folder jams at Leeds, ongoing', 'project',
 'Ironer 3 incident', 'Recurring folder jams on one Leeds ironer', """Leeds ironer 3's folder has been jamming two or three times a shift since late October.

- Ken suspects the photo-eye on lane 2; replacement part ordered
- washfloor shows the jams as `FOLDER_FAULT` events; they are counted in the weekly OEE report
- Workaround: the operator clears the jam and restarts the lane, about 4 minutes lost each time

**How to apply:** when someone asks about Leeds output dropping, check the folder fault count first.
"""),

('feedback_sql_style.md', 'sql-style', 'How to write SQL in this codebase', 'feedback',
 'SQL style', 'Conventions for queries and migrations', """- Lowercase keywords, one clause per line
- Always name constraints explicitly in migrations
- CTEs over nested subqueries when a query has more than one step

**Why:** Priya reviews SQL on her phone and nested subqueries are unreadable there.

**How to apply:** in new code and in anything you touch; don't reformat untouched queries.
"""),

('reference_repos.md', 'repos', 'Git repositories and what is in them', 'reference',
 'Repositories', 'Which repo holds which system', """# Repositories (org `bls`)

- `bls/tagtrack`: RFID tracking (Go)
- `bls/washfloor`: machine telemetry (Rust)
- `bls/chemdose`: dosing monitor (Python)
- `bls/portal`: customer portal
- `bls/invoicer`: billing
- `bls/vanrun`: route planning
- `bls/vanapp`: driver app
- `bls/ui-kit`: shared React components for the portal and admin screens
- `bls/platform`: Terraform, shared CI templates and cluster manifests
- `bls/intranet`: staff intranet
"""),

('project_q4_roadmap.md', 'q4-roadmap', 'Q4 2026 platform roadmap as agreed in September', 'project',
 'Q4 roadmap', 'Platform priorities for the last quarter', """Agreed at the September ops review:

1. Sheffield RFID groundwork (see [[sheffield-rfid-rollout]])
2. Par-level ordering pilot with Harbour Hotels
3. Energy-per-kg reporting for the board
4. Pay down the vanapp crash backlog before the December peak

Explicitly not this quarter: the customer mobile app, replacing the intranet.

**How to apply:** push back (politely) on new work that isn't on the list and point at this.
"""),

('feedback_plant_changes.md', 'plant-changes', 'Anything that changes machine behaviour needs the plant engineer', 'feedback',
 'Plant changes', 'Changes affecting machines need engineer sign-off', """Any change that writes to a PLC, changes a dosing recipe or alters a machine setpoint needs the plant's maintenance engineer to agree first.

**Why:** wash programmes are validated for the care-home contracts; an unreviewed change can void the disinfection record.

**How to apply:** read-only telemetry changes are fine without asking; anything that writes, ask.
"""),

('reference_vpn.md', 'reference-vpn', 'Getting onto the plant networks', 'reference',
 'Plant VPN', 'WireGuard access to plant networks', """- WireGuard hub on `vpn.bls.internal`, one peer per engineer
- Plant VLANs: Leeds 10.20.0.0/16, Sheffield 10.30.0.0/16, Hull 10.40.0.0/16
- Peer configs are generated by `bin/wg-peer` in `bls/platform`; ask Priya to approve new peers
- The plant VLANs cannot reach the internet directly
"""),

('project_scale_integration.md', 'scale-integration', 'Soiled-in scales feeding weights to the platform', 'project',
 'Scale integration', 'How bag weights get from the scales into the systems', """The soiled-in platform scales (Avery Weigh-Tronix) print a ticket and write a line per weighing to a CSV share.

- A nightly job collects the CSVs and hands them to invoicer's weight import
- Hull's scale is older and writes a slightly different column order; the importer has a `hull` profile
- Longer term: read the scales over serial directly from the gateway boxes

**How to apply:** weight disputes with customers start from the scale tickets, not from invoicer.
"""),

('feedback_ticket_refs.md', 'ticket-refs', 'Every change references a BLS ticket', 'feedback',
 'Ticket references', 'Link changes to tickets', """Every branch, commit and PR references a `BLS-` ticket; infra work uses `OPS-`.

**Why:** the ops review goes through tickets, not repos.

**How to apply:** if there's no ticket, ask Priya whether to create one before starting.
"""),

('feedback_customer_wording.md', 'customer-wording', 'Wording for anything customers will read', 'feedback',
 'Customer-facing wording', 'Tone and terms for text customers see', """Text that customers see (portal copy, emails, PDF footers) uses plain words: "delivery", not "drop"; "linen room", not "cage park".

**Why:** housekeepers complained the portal read like a warehouse system.

**How to apply:** keep the internal terms from [[glossary]] in code and admin screens only.
"""),

('project_customer_app_idea.md', 'customer-app-idea', 'Customer mobile app idea, parked', 'project',
 'Customer app (parked)', 'Why the customer mobile app is parked', """A native app for housekeepers came up again at the ops review. Parked: the portal works on phones and nobody has asked for offline ordering.

**Why:** the team is three people and the Q4 list is full.

**How to apply:** if it comes up, point to [[q4-roadmap]] and note the request on the ideas list.
"""),

('project_rewash_rate.md', 'rewash-rate', 'Rewash rate investigation at Leeds', 'project',
 'Rewash rate', 'Why Leeds rewash went up and what changed', """Leeds rewash rate went up over the summer; most rejects were grey pillowcases from two spa hotels.

- Inspection lights on ironer 1 and 2 were replaced in August
- Spa pillowcases now go on a separate programme with a longer pre-wash
- Weekly figure is in the KPI board (see the KPI definitions note)

**How to apply:** rewash questions go to Tom first; he has the inspection sheets.
"""),
]
