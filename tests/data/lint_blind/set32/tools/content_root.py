# Root Claude Code auto-memory files: fname -> (title, description, type, flat_description, body)
R = {}
def r(fname, title, desc, typ, body, flat=False):
    R[fname] = (title, desc, typ, flat, body.strip('\n') + '\n')

r('reference_routewise.md', 'routewise', 'routewise: collection round planner, what runs where and how plans are built', 'reference', '''
# routewise

Plans the daily bin rounds for all three depots (KNO, BBL, WKF). Repo `acw/routewise`, owner: Tomasz.

## Runtime
@@D1b@@
@@V3a@@
@@V10a@@
@@O2a@@
- Plans are written to `rw_plans` and pushed to tipper as a round pack per vehicle

## Planning model
@@R1a@@
@@A7a@@
@@NS9b@@
@@F8a@@
- Vehicle capacities come from the fleet sheet in contracts-hub (payload in kg, bin lift count)
- Assisted collections are pinned to the crew that knows the property, never reshuffled

## Data
@@S2a@@
- Road network: OS MasterMap Highways, refreshed quarterly into PostGIS (`rw_roads`)
- Bin counts per property come from contracts-hub nightly

## UI
@@R8a@@
- Planner UI is a Vue 3 app at `https://routewise.acw.internal`
''', flat=True)

r('reference_binsense.md', 'binsense', 'binsense bin fill-level sensor ingestion, LoRaWAN path and alerts', 'reference', '''
# binsense

Rust service that ingests fill-level readings from the ultrasonic sensors on commercial
and bring-site bins (about 2,400 sensors). Repo `acw/binsense`.

## LoRaWAN path
@@V1a@@
@@V5a@@
@@N5a@@
@@R2a@@
- Gateways: 31 Kerlink iStation units on depot roofs and council buildings

## Data
@@A6a@@
@@D8b@@
- Fill level is stored as percent of bin depth in TimescaleDB (`fill_readings` hypertable)
@@S6b@@

## Alerts
@@F2a@@
- Bring-site bins over 90% go to the routewise ad-hoc list for the next day

## Ops
@@NS5b@@
- Dashboards: Grafana folder `binsense`
''')

r('reference_weighlink.md', 'weighlink', 'weighlink: weighbridge integration at the transfer stations', 'reference', '''
# weighlink

.NET 8 service that reads the weighbridge indicators at Knostrop and Bowling Back Lane and
produces weighbridge tickets. Repo `acw/weighlink`.

## Sites
@@O10a@@
@@V2a@@
- Bowling Back Lane indicator: Avery L215 on `COM1`, same framing

## How it runs
@@S4a@@
@@O2b@@

## Tickets
@@A2a@@
@@N2a@@
@@F1a@@
@@D2b@@
@@V8a@@
- Ticket numbers: `<site>-<yyyymmdd>-<seq>`, e.g. `KNO-20261103-0142`
''', flat=True)

r('reference_tipper_app.md', 'tipper driver app', 'tipper, the crew/driver app: stack, release, offline behaviour', 'reference', '''
# tipper (driver app)

React Native app the crews use in the cab: round list, lift confirmation, defect checks,
contamination tags. Repo `acw/tipper`.

## Stack
@@R6b@@
@@D9b@@
@@S1a@@

## Build & release
@@R3a@@
@@S10a@@
@@A8a@@

## Behaviour
@@F4a@@
@@O3a@@
@@V4a@@
@@NS6b@@
@@N3a@@
@@O4a@@
- Bin-not-presented tags need the crew to stop at the property for the GPS to match the UPRN
''')

r('reference_contracts_hub.md', 'contracts-hub', 'contracts-hub, council contracts, rates and SLA reporting', 'reference', '''
# contracts-hub

Rails app holding the council contracts, rates, service schedules and SLA reporting.
Repo `acw/contracts-hub`. Contract manager: Dev Okafor.

## Stack
@@V7a@@
@@O1b@@
@@S5a@@
@@R4a@@

## What it owns
@@A5a@@
- Service schedules per UPRN (which bins, which week, which day)
- Fleet sheet (vehicle payloads, lift counts) used by routewise

## SLA reporting
@@F7a@@
@@R10a@@
@@N10a@@
''')

r('reference_invoicer.md', 'invoicer', 'invoicer, billing for commercial trade waste, councils and garden waste', 'reference', '''
# invoicer

Django app that bills commercial trade-waste customers and councils. Repo `acw/invoicer`.

## Stack
@@O5a@@
@@D5b@@
@@V6a@@
@@F3a@@

## Commercial
@@A9a@@
@@S7a@@
@@R5a@@
@@D6b@@

## Councils
@@NS4b@@
@@N6a@@
- Lines per council come from contracts-hub (lifts, bulky collections, bring-site emptying)
''')

r('reference_missedbin.md', 'missedbin', 'missedbin: missed collection reports from councils and residents', 'reference', '''
# missedbin

Node/TypeScript service for missed-collection reports. Repo `acw/missedbin`.

## Runtime
@@D4b@@
@@O1a@@
@@R9a@@

## Flow
@@F5a@@
@@N8a@@
@@NS2b@@
@@O8a@@
@@V9a@@
- Reports flagged "bin not presented" by the crew photo evidence are closed without a return
''', flat=True)

r('reference_infra.md', 'infra and on-call', 'infrastructure, clusters, logging, secrets and on-call', 'reference', '''
# Infra

GKE in europe-west2, two clusters; Terraform in `acw/infra`.

## Clusters
@@O7a@@
- `acw-prod`: see cluster notes for node pools
- Ingress: ingress-nginx, certs from cert-manager + Let's Encrypt

## Platform services
@@S3a@@
@@F10a@@
@@S8a@@
- Metrics: Prometheus + Grafana at `https://grafana.acw.internal`

## On-call
@@O9a@@
@@D10b@@
- Runbooks live in `acw/infra/runbooks/`, one per service
''', flat=True)

r('user_priya.md', 'User: Priya Raman', 'who the user is and how she likes to work', 'user', '''
@@F9a@@
She came from a logistics software background and has been at ACW since 2024.

@@A4a@@
If something needs a decision from her, put the question first.

- Prefers concrete commands over descriptions of what to run
- Reads diffs herself; don't paste whole files back
''')

r('feedback_git_workflow.md', 'Git workflow', 'commit message and push rules for all ACW repos', 'feedback', '''
@@F6a@@

@@NS7a@@

**Why:** main is what the deploy pipelines build from; a rewritten main broke the weighlink release in February.

**How to apply:** write the message before staging; if a push is rejected, rebase, never overwrite.
''')

r('feedback_solver_changes.md', 'Solver changes', 'how to validate routewise solver changes before merge', 'feedback', '''
@@N1a@@

**Why:** a constraint weight change in March looked fine on unit tests and added 40 minutes to every Bradford round.

**How to apply:** attach the replay summary (total km, overtime minutes, unplanned lifts) to the PR description.
''')

r('feedback_contracts_hub_merges.md', 'contracts-hub merges', 'merge rule for contracts-hub pull requests', 'feedback', '''
@@N4a@@

**Why:** Dev reconciles rate changes against council variation orders commit by commit.

**How to apply:** keep commits small and meaningful on contracts-hub branches; use "Create a merge commit".
''')

r('feedback_tipper_tooling.md', 'tipper tooling', 'which JS tooling to use in the tipper repo', 'feedback', '''
@@R6a@@

**Why:** mixing tools produced two lockfiles in May and CI installed different versions than local builds.

**How to apply:** never commit a second lockfile; delete any `package-lock.json` that appears.
''')

r('feedback_invoicer_style.md', 'invoicer code style', 'code conventions Priya asked for in invoicer', 'feedback', '''
@@N9a@@

@@NS8a@@

**Why:** rates change with every council variation order; a hard-coded rate billed Bradford at the 2025 price for a month.

**How to apply:** tests use the `rates` factory, which pulls from a contracts-hub fixture.
''')

r('feedback_prod_migrations.md', 'Prod migrations', 'rule for running schema migrations in production', 'feedback', '''
@@A1a@@

**Why:** a laptop migration in January ran against the wrong context and locked the invoicer tables for 20 minutes.

**How to apply:** if a migration is urgent, trigger the pipeline job manually; ask Priya to approve.
''')

r('feedback_deploy_days.md', 'Deploy days', 'when deploys to the production cluster are allowed', 'feedback', '''
@@N7a@@

**Why:** Priya doesn't want changes piling up over the weekend into big Monday releases.

**How to apply:** check the staging soak (at least 2 hours) before promoting.
''')

r('feedback_weighlink_deploys.md', 'weighlink deploy window', 'when weighlink may be deployed', 'feedback', '''
@@NS1a@@

**Why:** a restart mid-weighing loses the in-progress ticket and the driver has to re-weigh, with a queue of RCVs behind him.

**How to apply:** schedule weighlink deploys for the evening; tell the site clerks in the `#weighbridges` channel.
''')

r('feedback_weighlink_merges.md', 'weighlink merges', 'how weighlink pull requests get merged', 'feedback', '''
@@R7a@@

**Why:** the weighlink history is used when the Environment Agency asks how a ticket calculation changed.

**How to apply:** tidy the branch with an interactive rebase before asking for review.
''')

r('feedback_resident_comms.md', 'Resident messages', 'rules for messages sent to residents', 'feedback', '''
@@NS2a@@

**Why:** complaints to Leeds about a 06:30 text in March; it's also in the Kirklees contract.

**How to apply:** anything generated outside the window is queued until 08:00.
''')

r('feedback_weighlink_recalc.md', 'weighlink recalc', 'limits on recalculating weighbridge tickets', 'feedback', '''
@@NS10a@@

**Why:** a recalculation after month-end changed invoiced tonnages and finance had to issue credit notes.

**How to apply:** check the finance close calendar in the shared drive first.
''')

r('feedback_staging_data.md', 'Staging data', 'what data staging has and how to treat it', 'feedback', '''
@@A10a@@

**Why:** residents' phone numbers leaked into a demo in 2025.

**How to apply:** never copy prod rows by hand into staging; wait for the refresh or use factories.
''')

r('project_nightly_replan.md', 'Nightly re-plan', 'timing of the routewise nightly re-plan and reruns', 'project', '''
@@V3b@@
The crews download round packs from 05:00 onwards.

@@NS3a@@

**How to apply:** when someone asks for a rerun, check the time first.
''')

r('project_ticket_retention.md', 'Ticket retention', 'how long weighbridge tickets are kept', 'project', '''
@@V8b@@

Agreed with Dev and the compliance officer in October (ticket ACW-2291).
''')

r('project_tipper_release_process.md', 'tipper release process', 'how a tipper release gets built and rolled out', 'project', '''
@@R3b@@

Releases are cut from `release/x.y` branches. Version code = build number.
Rollout is depot by depot, Wakefield first (smallest fleet).
''')

r('project_missed_bin_returns.md', 'Missed-bin returns', 'how return collections for missed bins are booked', 'project', '''
@@N8b@@

Return visits have to happen within 2 working days under all three contracts.
''')

r('project_weighlink_edge.md', 'weighlink edge boxes', 'where the weighlink agent runs at the sites', 'project', '''
@@S4b@@

Edge boxes are Dell OptiPlex micro units running k3s, managed from `acw/infra/edge`.
The serial lines from the indicators go through Moxa NPort converters.
''')

r('project_sensor_rollout.md', 'Sensor rollout', 'how new fill sensors get provisioned', 'project', '''
@@S6a@@

Provisioning steps: register in ChirpStack, fit to the bin, confirm first uplink in Grafana.
Rollout target: all Kirklees bring sites by end of 2026.
''')

r('project_intune_rollout.md', 'Intune rollout', 'how tipper gets onto the crew phones', 'project', '''
@@S10b@@

Phones are enrolled as fully managed devices; the app config (depot, environment) is pushed
through Intune app configuration policies.
''')

r('project_sla_reporting.md', 'SLA reporting', 'definition of SLA compliance used for councils', 'project', '''
@@F7b@@
Bins not presented are recorded by the crew in tipper with a photo.

Target in all three contracts: fewer than 50 per 100,000.
''')

r('reference_depots.md', 'Depots', 'the three depots, their codes and working patterns', 'reference', '''
| code | depot | address |
|---|---|---|
| KNO | Leeds (Knostrop) | Knostrop Lane, Leeds LS9 |
| BBL | Bradford (Bowling Back Lane) | Bowling Back Lane, Bradford BD4 |
| WKF | Wakefield | Calder Vale Road, Wakefield WF1 |

@@O6a@@

@@D7b@@
''')

r('reference_councils.md', 'Council contracts', 'which councils we collect for', 'reference', '''
@@D3b@@

- Leeds: residual, recycling, garden
- Bradford: residual and recycling
- Kirklees: recycling and bring sites
''')

r('reference_glossary.md', 'Glossary', 'Glossary: waste industry terms used in code and tickets', 'reference', '''
@@A3a@@

- **RCV**: refuse collection vehicle
- **VOR**: vehicle off road
- **Lift**: one bin emptied
- **Bring site**: public recycling banks (glass, cans) emptied on schedule
- **Tare**: empty vehicle weight
- **TWN**: waste transfer note
''', flat=True)

# ---------------- unpaired root files ----------------
r('user_sam.md', 'User: Sam Whitaker', 'second platform engineer, infra focus', 'user', '''
Sam Whitaker is the other platform engineer; he does most of the Kubernetes and Terraform work.

- Works Tuesday to Friday
- Prefers Slack threads over calls
''')
r('feedback_no_emoji.md', 'No emoji', 'keep emoji out of code, commits and docs', 'feedback', '''
No emoji in code, commit messages, PR descriptions or docs.

**Why:** Priya finds them distracting and the depot supervisors' screens render them as boxes.

**How to apply:** also strip them from generated changelogs.
''')
r('feedback_ask_before_bulk_changes.md', 'Bulk changes', 'ask before changing many properties or rounds at once', 'feedback', '''
Ask before any change that touches more than 100 properties' schedules in one go.

**Why:** schedule changes trigger resident letters under the Leeds contract.

**How to apply:** show the count and a sample of affected UPRNs, then wait for a yes.
''')
r('feedback_tests_first.md', 'Reproduce first', 'write a failing test before fixing a bug', 'feedback', '''
For bugs, write the failing test first, then fix.

**Why:** several "fixed" ticket-calculation bugs came back because nothing pinned them.

**How to apply:** name the test after the ticket, e.g. `test_acw_2188_negative_net`.
''')
r('feedback_plain_language_changelogs.md', 'Crew changelogs', 'how to write release notes the crews read', 'feedback', '''
Release notes for crews: plain language, at most five bullets, say what changes on their screen.

**Why:** crews read them on the phone in the cab before the round.

**How to apply:** no ticket numbers, no internal system names.
''')
r('feedback_dont_touch_sage.md', 'Sage is finance-owned', 'finance systems are off limits', 'feedback', '''
Don't change anything in Sage or its import folders; finance owns it end to end.

**Why:** month-end reconciliation broke once when an import template changed.

**How to apply:** raise a ticket with finance and describe the change instead.
''')
r('feedback_sql_style.md', 'SQL style', 'how SQL should be written in ACW repos', 'feedback', '''
Lower-case SQL keywords, one clause per line, CTEs over nested subqueries.

**Why:** matches the existing reports and reads better in review.
''')
r('project_kirklees_bring_sites.md', 'Kirklees bring sites', 'bring-site sensors and scheduling for the Kirklees contract', 'project', '''
Goal: empty bring-site banks on demand rather than on a fixed weekly schedule.

- Pilot: 40 glass banks in Huddersfield
- Success measure: fewer overflow complaints, fewer half-empty lifts
- Decision point with Kirklees in February 2027
''')
r('project_electric_rcvs.md', 'Electric RCVs', 'planning impact of the electric collection vehicles', 'project', '''
The 8 electric RCVs need charge-aware planning: range drops sharply with payload and in cold weather.

**How to apply:** when touching vehicle constraints, check with Tomasz that the eCollect range table is still used.
''')
r('project_contamination_campaign.md', 'Contamination campaign', 'recycling contamination campaign with Leeds', 'project', '''
Leeds is running a contamination campaign from September: crews tag contaminated recycling bins and
the council sends the household a letter after the second tag in 8 weeks.

Reporting: weekly tag counts per round to the Leeds waste team.
''')
r('project_anpr_kiosks.md', 'ANPR at weighbridges', 'number plate recognition at the weighbridge entrances', 'project', '''
ANPR cameras at both weighbridge entrances pre-fill the vehicle on the kiosk.

Open issue: trade customers in hired vans don't match any account; the clerk picks them by hand.
''')
r('project_route_optimisation_2027.md', 'Round review 2027', 'planned review of Bradford rounds', 'project', '''
Bradford rounds haven't been rebalanced since the contract started; a full review is planned for spring 2027.

Expected outcome: one fewer vehicle per day, handed back to the spare pool.
''')
r('reference_repos.md', 'Repositories', 'where the code for each system lives', 'reference', '''
- `acw/routewise` - round planning
- `acw/binsense` - sensor ingestion
- `acw/weighlink` - weighbridges
- `acw/tipper` - crew app
- `acw/contracts-hub` - contracts and SLA
- `acw/invoicer` - billing
- `acw/missedbin` - missed collections
- `acw/infra` - Terraform, charts, runbooks
''')
r('reference_ewc_codes.md', 'EWC codes', 'EWC codes we see most at the weighbridges', 'reference', '''
| EWC | description |
|---|---|
| 20 03 01 | mixed municipal waste |
| 20 01 01 | paper and cardboard |
| 15 01 07 | glass packaging |
| 20 02 01 | biodegradable (garden) waste |
| 20 03 07 | bulky waste |
''')
r('reference_people.md', 'People', 'who is who outside the platform team', 'reference', '''
- Dev Okafor: contract manager (councils, SLA)
- Tomasz Nowak: routewise
- Hannah Brook: finance lead
- Gary Sutcliffe: Knostrop site manager
- Aisha Khan: Bradford depot manager
''')
