# File bodies with @@ID@@ claim markers (a marker line is replaced by the claim text).
ROOT = {}  # filename -> (name, description, type, title, hook, body)
def r(fn, name, desc, typ, title, hook, body): ROOT[fn] = (name, desc, typ, title, hook, body)

r("reference_windlog.md","windlog-telemetry","windlog: turbine telemetry ingest, storage and member generation figures","reference","windlog","turbine telemetry ingest and storage","""
windlog ingests SCADA telemetry from all three sites and stores it for the ops dashboards and the member portal.

## Stack
- Python 3.12, FastAPI for the small read API, a separate ingest worker
@@F7a@@
@@S2a@@
@@V1a@@
- Read API: `windlog-api.cwmtawel.internal:8080`
@@A4a@@
@@S7a@@

## Retention
@@V3a@@
- 10-minute aggregates are kept forever (they're tiny)
- Hydro flow readings from Nant Ddu are sampled every 60 s, not every 10 s

## Errors and alerts
@@R3a@@
- Ingest gaps longer than 15 minutes raise an alert in Grafana
""")
r("reference_sharebook.md","share-register","sharebook: member share register, payments, interest and withdrawals","reference","sharebook","member share register","""
sharebook is the co-op's register of members and share capital. It is the legal register, so treat it carefully.

## Stack
@@V5a@@
@@S4a@@
- Runs in the DOKS cluster, namespace `shares`
@@R4a@@

## Shares
- Share price fixed at £25, no premium
@@V2a@@
- Maximum holding: £100,000 per member (society rules)
@@R5a@@
@@NS1a@@
@@N8a@@
@@V7a@@

## Interest
@@F1a@@
- Members can choose to reinvest interest as extra shares (`reinvest_interest` flag)
""")
r("reference_gridexport.md","grid-export","gridexport: export metering reconciliation and offtaker invoicing","reference","gridexport","export metering and invoicing","""
gridexport reconciles what we exported to the grid against what the offtaker pays us for.

- Go 1.22 service, one binary, runs as a CronJob in the DOKS cluster
@@A1a@@
@@F2a@@
@@V4a@@
@@N4a@@
@@S3a@@
@@F10a@@
- Database: `pg-ops.cwmtawel.internal:5433`, schema `export`
- Settlement queries from the supplier go to Lowri, not to the dev team
""")
r("reference_fixit.md","maintenance-work-orders","fixit: maintenance work orders for the turbines and the hydro, contractor scheduling","reference","fixit","maintenance work orders","""
fixit tracks maintenance work orders for every turbine and the hydro plant, and which contractor is booked.

## Stack
@@S5a@@
- Postgres on `pg-ops.cwmtawel.internal:5433`, database `fixit`
@@R8a@@

## Workflow
@@A2a@@
- Work orders are P1 (turbine down), P2 (degraded) or P3 (routine)
@@F3a@@
- P3 work orders are batched into the next planned site visit
@@N6a@@
""")
r("reference_memberportal.md","member-portal","member portal: generation dashboard, holdings, documents","reference","Member portal","member-facing website","""
The member portal (members.cwmtawel.coop) is where members see their holdings, documents and generation.

@@F9a@@
@@R1a@@
@@R6a@@
@@S6a@@
@@A7a@@
- Bilingual: Welsh and English, Welsh first
- Holdings page reads from the sharebook API, never from the sharebook database directly
""")
r("reference_infra.md","infra","infra: cluster, CI, secrets, backups, monitoring, paging","reference","Infrastructure","hosting, CI, secrets, backups, paging","""
- Cluster: DigitalOcean Kubernetes (DOKS), region LON1 — windlog, sharebook, gridexport
- Argo CD watches the `deploy` repo for windlog and gridexport
@@R2a@@
@@R9a@@
@@V8a@@
@@S1a@@
- Logs: Loki, 30 days
@@R10a@@
- DNS: Cloudflare, zone `cwmtawel.coop`
""")
r("reference_sites.md","generation-sites","Sites: Bryn Garw wind, Pen y Foel wind, Nant Ddu hydro","reference","Sites","the three generation sites","""
# Generation sites

@@V6a@@
- Pen y Foel: single Enercon E-44, 900 kW, 3 km west of Bryn Garw
@@F5a@@
- Each site has a Teltonika router on a 4G link plus a fixed-line backup
- Site access: gate codes in the secrets store, never in memory files
""")
r("reference_contractors.md","contractors","Contractors: who maintains what, response times","reference","Contractors","maintenance contractors and response times","""
| Contractor | Scope | Terms |
|---|---|---|
@@V9a@@
@@A8a@@
@@S9a@@
| Morgan Electrical | HV switchgear at Bryn Garw substation | on call via the DNO |

Contract PDFs are in the shared drive under Contracts/O&M.
""")
r("reference_glossary.md","glossary","Glossary: MPAN, PTW, DNO, PPA and other terms the team uses","reference","Glossary","terms used around the co-op","""
- MPAN: meter point administration number, one per export meter
- PTW: permit to work, issued by the site's authorised person
- DNO: distribution network operator (the local grid company)
- PPA: power purchase agreement with the offtaker
- Curtailment: the DNO asking us to reduce export during a constraint
- Trip: a turbine shutting itself down on a fault
""")
r("user_carys.md","carys-profile","Carys Pritchard, operations and digital lead","user","Carys","ops and digital lead","""
@@A3a@@
@@F8a@@
She reads memory and PR notes on her phone between site visits, so keep them short.
""")
r("user_owain.md","owain-profile","Owain Jenkins, backend developer (windlog, gridexport)","user","Owain","backend developer","""
Owain Jenkins writes most of the Python and Go.
@@S8a@@
Prefers to be asked before anyone touches gridexport's invoice code.
""")
r("user_lowri.md","lowri-profile","Lowri Evans, finance officer and company secretary","user","Lowri","finance officer","""
Lowri Evans is the finance officer and company secretary; she owns the share register legally.
She approves invoices to the offtaker and anything that changes member balances.
""")
r("user_hamza.md","hamza-profile","Hamza Siddiqui, part-time developer (portal, fixit)","user","Hamza","part-time developer","""
Hamza Siddiqui works three days a week, mostly on the member portal and fixit.
He is happy with long explanations and likes links to the docs.
""")
r("feedback_merge_style.md","merge-style","How PRs get merged","feedback","Merge style","how PRs get merged","""
@@R7a@@

**Why:** Carys reads main's history to write the monthly board update.

**How to apply:** use the squash button; edit the commit message to the PR title.
""")
r("feedback_migrations.md","migrations","Database migrations: where they run","feedback","Migrations","where migrations run","""
@@N1a@@

**Why:** a half-applied migration in March locked the holdings table during an interest run.
""")
r("feedback_member_data.md","member-data","Member personal data: handling rules: read before debugging sharebook","feedback","Member data","personal data handling","""
@@N3a@@
Never paste member names or addresses into chat or tickets; use member numbers.
""")
r("feedback_deploys.md","deploys","Deploy rules","feedback","Deploys","deploy rules","""
@@N5a@@
@@S10a@@
Announce deploys in #ops with the version number.
""")
r("feedback_testing.md","testing","Testing expectations","feedback","Testing","test expectations","""
@@N7a@@
Run the full suite before asking for review; CI is slow on the free tier.
""")
r("feedback_alerts.md","alert-noise","Alerting: keep pages rare","feedback","Alerts","when to page","""
@@N9a@@

**Why:** the Bryn Garw turbines trip and auto-restart several times a week in high wind; paging on each one burned Gethin out.
""")
r("feedback_commit_messages.md","commit-messages","Commit message style","feedback","Commit messages","commit message style","""
English, imperative, under 70 characters in the subject.
@@N10a@@
Reference the ticket in the body, not the subject.
""")
r("feedback_pr_reviews.md","pr-reviews","PR review rules","feedback","PR reviews","review rules","""
@@F4a@@
@@NS8a@@
Reviewers should pull the branch for anything touching money, not just read the diff.
""")
r("feedback_naming.md","naming","Naming conventions: branches, tickets, env vars","feedback","Naming","branch and variable naming","""
@@A6a@@
Environment variables are SCREAMING_SNAKE and prefixed with the service name.
""")
r("feedback_docs.md","docs-location","Where docs and runbooks live","feedback","Docs","where docs live","""
@@A9a@@
Architecture decisions go in `docs/adr/` in each repo.
""")
r("feedback_reply_style.md","reply-style","Reply style: short, no emoji, British spelling","feedback","Reply style","how to reply","""
Keep replies short and use British spelling. No emoji.
When unsure about anything involving member money, ask rather than guess.
""")
r("project_agm_2026.md","agm-2026","AGM 2026 logistics and what the systems need for it","project","AGM 2026","annual general meeting","""
@@A10a@@
sharebook has to produce the voting register (one member, one vote) a week before.
The portal shows the AGM papers from 6 June.
""")
r("project_share_offer_2026.md","share-offer-2026","Share offer for the Pen y Foel battery: target £400k, closes 31 December","project","Share offer 2026","community share offer","""
The 2026 share offer funds a 500 kWh battery at Pen y Foel.
Target £400,000; the offer opened on 1 September and closes on 31 December.
Applications go through the portal and land in sharebook as pending holdings.
""")
r("project_bryn_garw_repowering.md","bryn-garw-repowering","Repowering study for Bryn Garw, due 2027","project","Bryn Garw repowering","repowering study","""
A consultant is modelling repowering Bryn Garw with larger machines from 2029.
windlog's 10-minute aggregates for 2019-2026 were exported for the study in October.
Nothing in the systems changes until the board decides.
""")
r("project_ppa_renewal.md","ppa-renewal","PPA renewal: what gridexport needed for the new offtaker","project","PPA renewal","PPA renewal work","""
The renewal needed gridexport to support a second tariff table keyed by contract start date.
Old invoices keep their original tariff; nothing is recalculated.
""")
r("project_fish_pass_monitoring.md","fish-pass","Fish pass monitoring at Nant Ddu for Natural Resources Wales","project","Fish pass monitoring","NRW fish pass reporting","""
Natural Resources Wales wants monthly flow-over-the-weir figures for the fish pass.
windlog already has the hydro flow readings; a monthly CSV export is enough.
""")
r("project_portal_welsh.md","portal-welsh","Welsh-language work on the member portal","project","Portal Welsh language","Welsh-first portal","""
All member-facing text is reviewed by Eleri (volunteer translator) before release.
Date formats follow the Welsh locale on Welsh pages.
""")
r("project_battery_monitoring.md","battery-monitoring","Battery monitoring: planned windlog extension for Pen y Foel storage","project","Battery monitoring","planned battery telemetry","""
When the battery is installed, its BMS data will go into windlog as a fourth site.
State of charge will be sampled every 10 s like the turbines.
""")
r("reference_board.md","board","Board of directors and who to ask for what","reference","Board","board and responsibilities","""
- Chair: Dafydd Lloyd
- Treasurer: Siân Roberts (works with Lowri on the accounts)
- Site safety: Gethin Morgan, also the authorised person for permits to work
""")

# ---------------- remnic facts: (date, category, [tags], body)
FACTS = [
("2026-01-14","fact",["windlog","database"],"@@V1b@@"),
("2026-01-20","fact",["portal","i18n"],"Welsh translations for the portal live in `messages/cy.json`; English is the fallback."),
("2026-01-28","decision",["sharebook","django"],"@@V5b@@"),
("2026-02-03","fact",["windlog","retention"],"@@V3b@@"),
("2026-02-11","fact",["sharebook","withdrawals"],"@@V7b@@"),
("2026-02-17","fact",["contractors","hafren"],"@@V9b@@"),
("2026-02-25","fact",["windlog","mqtt"],"@@V10b@@"),
("2026-03-02","decision",["ci"],"@@R2b@@"),
("2026-03-09","fact",["windlog","errors"],"@@R3b@@"),
("2026-03-12","decision",["sharebook","payments"],"@@R5b@@"),
("2026-03-19","fact",["portal","hosting"],"@@R6b@@"),
("2026-03-24","fact",["fixit","jobs"],"@@R8b@@"),
("2026-04-02","fact",["on-call","paging"],"@@R10b@@"),
("2026-04-07","fact",["windlog","scada"],"@@N2a@@"),
("2026-04-15","preference",["sharebook","debugging"],"@@N3b@@"),
("2026-04-22","decision",["deploys","windlog"],"@@N5b@@"),
("2026-04-29","fact",["fixit","contractors"],"@@N6b@@"),
("2026-05-06","fact",["alerts","turbines"],"@@N9b@@"),
("2026-07-02","fact",["monitoring"],"@@S1b@@"),
("2026-10-03","decision",["gridexport","ppa"],"@@S3b@@"),
("2026-05-27","fact",["fixit","hosting"],"@@S5b@@"),
("2026-07-21","decision",["portal","auth"],"@@S6b@@"),
("2026-09-08","fact",["on-call","windlog"],"@@S8b@@"),
("2026-10-14","decision",["sharebook","deploys"],"@@S10b@@"),
("2026-07-15","fact",["sharebook","interest"],"@@F1b@@"),
("2026-05-12","fact",["fixit","sms"],"@@F3b@@"),
("2026-06-03","fact",["backups","sharebook"],"@@F6b@@"),
("2026-02-06","fact",["windlog","mqtt"],"@@F7b@@"),
("2026-03-30","preference",["portal","reviews"],"@@F8b@@"),
("2026-06-18","decision",["portal","nextjs"],"@@F9b@@"),
("2026-08-05","fact",["gridexport","invoicing"],"@@F10b@@"),
("2026-05-19","fact",["fixit","database"],"@@O1b@@"),
("2026-01-09","fact",["sites","pen-y-foel"],"@@O2b@@"),
("2026-06-10","fact",["portal","errors"],"@@O6b@@"),
("2026-06-24","fact",["fixit","email"],"@@O7b@@"),
("2026-02-20","fact",["contractors","hafren"],"@@O8b@@"),
("2026-08-12","fact",["contractors","firmware"],"@@O9b@@"),
("2026-01-23","fact",["windlog","history"],"@@D2b@@"),
("2026-03-26","fact",["sharebook","email"],"@@D4b@@"),
("2026-02-18","fact",["contractors","hafren"],"@@D6b@@"),
("2026-01-16","fact",["git","sharebook"],"@@D7b@@"),
("2026-09-22","fact",["share-offer","history"],"@@D9b@@"),
("2026-01-30","fact",["gridexport","meters"],"@@A1b@@"),
("2026-02-09","preference",["approvals","money"],"@@A3b@@"),
("2026-03-05","preference",["git","naming"],"@@A6b@@"),
("2026-04-13","fact",["portal","dashboard"],"@@A7b@@"),
("2026-04-20","preference",["docs"],"@@A9b@@"),
("2026-05-04","fact",["agm"],"@@A10b@@"),
("2026-05-14","fact",["alerts","bryn-garw"],"@@NS2b@@"),
("2026-06-01","fact",["fixit","auth"],"@@NS4b@@"),
("2026-06-29","fact",["windlog","testing"],"@@NS6b@@"),
("2026-07-08","preference",["git","dependencies"],"@@NS7b@@"),
("2026-08-19","fact",["sharebook","legal"],"@@NS9b@@"),
("2026-09-15","fact",["alerts","hafren"],"@@NS10b@@"),
# fillers
("2026-01-12","fact",["windlog","hydro"],"Nant Ddu flow readings come from the ultrasonic gauge at the intake, in litres per second."),
("2026-02-13","preference",["communication"],"Carys prefers a single summary message at the end of a task rather than updates every few minutes."),
("2026-03-17","fact",["sharebook","members"],"The register had 1,412 members at the end of March; about a third live within ten miles of the sites."),
("2026-04-27","fact",["gridexport","meters"],"The Nant Ddu export meter was replaced in April; the MPAN stayed the same, only the meter serial changed."),
("2026-05-22","decision",["portal","analytics"],"No third-party analytics on the member portal; Plausible is allowed because it sets no cookies."),
("2026-06-15","fact",["sites","pen-y-foel"],"Pen y Foel's router moved to a fixed-line connection in June; the 4G link is now the backup."),
("2026-07-27","fact",["fixit","contractors"],"Hafren close their own P1 work orders by replying to the PDF email with the job sheet attached."),
("2026-08-26","fact",["windlog","aggregates"],"The 10-minute aggregates are what the repowering consultant asked for, not the raw samples."),
("2026-09-29","preference",["sharebook","rounding"],"Interest is rounded down to the penny per member, and the remainder stays in the co-op."),
("2026-10-20","fact",["share-offer"],"By 20 October the 2026 share offer had raised £212,000 from 389 applications."),
("2026-11-04","fact",["windlog","battery"],"The battery supplier's BMS speaks Modbus TCP, so windlog will need a Modbus reader for it."),
("2026-11-18","decision",["gridexport","tariffs"],"gridexport keeps the old tariff table read-only for invoices raised before October; no one edits it."),
("2026-10-27","fact",["sites","bryn-garw"],"T2 at Bryn Garw was down for nine days in October waiting for a pitch bearing."),
("2026-11-10","preference",["memory"],"When a fact in memory turns out wrong, update the memory file rather than adding a second one that disagrees."),
("2026-09-01","fact",["share-offer","portal"],"Share offer applications through the portal need a member number or a new-member form first."),
]

# ---------------- auto notes: slug -> (title, created, [tags], body)
AUTO = {
"share-offer-faq": ("Share offer FAQ notes","2026-09-03",["share-offer","members"],"""
Notes for answering member questions about the 2026 offer.

@@V2b@@
Applications over £20,000 need a source-of-funds check by Lowri.
Interest is not guaranteed; the board sets the rate each year.
"""),
"gridexport-runbook": ("gridexport runbook","2026-03-11",["gridexport","runbook"],"""
## Schedule
@@V4b@@
If the drop is late, rerun with `gridexport reconcile --date YYYY-MM-DD`.

## Fetching
@@O4b@@
The SFTP host key is pinned in the chart values.

## Scripts
@@O10b@@
"""),
"bryn-garw-site-visit": ("Bryn Garw site visit notes","2026-04-16",["sites","bryn-garw"],"""
Went up with Gethin to look at the router cabinets.

@@V6b@@
always gets the worst icing in February.
Router cabinet at the substation needs a new padlock.
"""),
"backup-restore-drill": ("Backup restore drill","2026-05-08",["backups","drill"],"""
Restored pg-shares into a scratch namespace from restic; took 22 minutes.
@@V8b@@
Next drill: November.
"""),
"windlog-dev-setup": ("windlog dev setup","2026-02-10",["windlog","setup"],"""
@@O5b@@

Run the ingest against the staging broker:

```
@@V10a@@
```

Staging TimescaleDB is a docker container; see `docker-compose.yml`.
"""),
"portal-local-setup": ("Portal local setup","2026-04-09",["portal","setup"],"""
@@R1b@@
Copy `.env.example` to `.env.local` and point `SHAREBOOK_API_URL` at staging.
Run `dev` and open localhost:3000; Welsh pages are under `/cy`.
"""),
"interest-statements-2026": ("Interest statements 2026","2026-07-10",["sharebook","interest"],"""
@@R4b@@
Statements are PDFs generated by sharebook; the email only links to the portal copy.
Lowri checks a sample of 20 before the batch is released.
"""),
"release-process": ("Release process","2026-05-20",["git","releases"],"""
## Merging
@@R7b@@

## Commits
@@N10b@@

## Tags
@@NS8b@@
Tags are `vYYYY.MM.N`.
"""),
"onboarding-dev": ("Onboarding a new developer","2026-06-05",["onboarding"],"""
@@R9b@@
service credential lives; ask Carys for the invite.
Give them read-only access to production Grafana dashboards in the first week.
"""),
"sharebook-hotfix-notes": ("sharebook hotfix notes","2026-03-15",["sharebook","hotfix"],"""
@@N1b@@
it's quicker than waiting for the pipeline.
Tell Lowri before touching anything in the holdings tables.
"""),
"scada-gateway-notes": ("SCADA gateway notes","2026-04-01",["windlog","scada"],"""
Each site's Teltonika router forwards the Enercon SCADA data to our broker.
@@N2b@@
The DNO constraint signal arrives by email and SMS as well.
"""),
"gridexport-gaps": ("Missing half-hours in export data","2026-06-12",["gridexport","data-quality"],"""
@@N4b@@
Gaps are flagged in the monthly report so Lowri can see them.
"""),
"windlog-testing": ("windlog testing","2026-04-25",["windlog","testing"],"""
@@N7b@@
`pytest -m slow` runs the backfill tests, which take about four minutes.
"""),
"agm-2026-qa": ("AGM 2026 questions from members","2026-06-30",["agm","members"],"""
Questions from the floor that touch the systems:

@@N8b@@
Someone asked for the portal in large print; Hamza is looking at a font-size toggle.
"""),
"windlog-buffer-migration": ("windlog buffer migration","2026-08-21",["windlog","migration"],"""
@@S2b@@
because Redis kept evicting under memory pressure during storms.
The consumer group is `windlog-writer`; lag is on the Grafana ingest board.
"""),
"pg-upgrade-log": ("Postgres upgrade log","2026-04-19",["postgres","sharebook"],"""
@@S4b@@
pg-ops (fixit, gridexport) is not part of this upgrade.
"""),
"portal-generation-data": ("Where the portal gets generation numbers","2026-09-10",["portal","windlog"],"""
## Actual generation
@@S7b@@

## Expected generation
@@NS5b@@
not from meter readings, and it's labelled as such on the page.
"""),
"contractor-changes": ("Contractor changes 2026","2026-08-04",["contractors"],"""
@@S9b@@
Morgan Electrical stay on for the switchgear.
"""),
"meter-data-feed": ("Meter data feed","2026-02-27",["gridexport","meters"],"""
@@F2b@@
`EXP_<MPAN>_<YYYYMMDD>.csv`, with 48 rows, one per half-hour.
Times in the file are UTC even in summer.
"""),
"sharebook-review-rules": ("sharebook review rules","2026-05-02",["sharebook","reviews"],"""
@@F4b@@
Migrations touching holdings need a dry run against the anonymised fixtures first.
"""),
"nant-ddu-hydro": ("Nant Ddu hydro notes","2026-07-30",["sites","hydro"],"""
## Plant
@@F5b@@

## Maintenance
@@A8b@@
The intake screen is cleared by a volunteer after every storm.
"""),
"hafren-portal": ("Hafren SCADA portal","2026-03-03",["contractors","scada"],"""
@@O3b@@
Logins are per person; Gethin and Owain have one.
"""),
"fixit-history": ("fixit history","2026-02-26",["fixit","history"],"""
fixit was written by a volunteer in 2021 and taken over by Hamza in 2025.
@@D1b@@
"""),
"bryn-garw-history": ("Bryn Garw history","2026-01-22",["sites","history"],"""
@@D3b@@
The access track was resurfaced in 2020 with a grant from the county council.
"""),
"portal-changelog-notes": ("Portal changelog notes","2026-02-02",["portal","history"],"""
@@D5b@@
Tailwind came in with the same upgrade.
"""),
"on-call-setup": ("On-call setup","2026-04-08",["on-call"],"""
@@D8b@@
Gethin covers the sites, the developers cover the software.
"""),
"timescale-compression-notes": ("TimescaleDB compression","2026-05-25",["windlog","timescaledb"],"""
@@D10b@@
Compression kicks in on chunks older than 7 days and saves about 90% of the space.
"""),
"fixit-workflow": ("fixit workflow","2026-03-20",["fixit","workflow"],"""
@@A2b@@
P2 work orders get a reminder to the contractor after 48 hours.
"""),
"windlog-queries": ("windlog query tips","2026-06-22",["windlog","sql"],"""
@@A4b@@
Use `time_bucket('1 day', bucket)` on top of it for daily totals.
"""),
"pen-y-foel-notes": ("Pen y Foel notes","2026-02-14",["sites","pen-y-foel"],"""
@@A5a@@
Its SCADA box is older and reports power in whole kW only.
"""),
"share-certificates": ("Share certificates","2026-03-28",["sharebook","documents"],"""
@@NS1b@@
Certificates are regenerated when a holding changes, and the old PDF is kept.
"""),
"reporting-replica": ("Reporting replica","2026-08-14",["sharebook","reporting"],"""
@@NS3b@@
The replica is in the cluster only; nothing leaves DigitalOcean.
"""),
"alert-routing": ("Alert routing","2026-09-17",["alerts","on-call"],"""
@@NS10a@@
Comms-loss to a single site waits 30 minutes before anyone is woken up.
"""),
# fillers
"curtailment-events": ("Curtailment events","2026-03-07",["windlog","dno"],"""
The DNO curtailed Bryn Garw 11 times in February, mostly at night.
Curtailment periods are tagged in windlog so they don't count as availability losses.
"""),
"availability-report": ("Monthly availability report","2026-04-04",["windlog","reporting"],"""
Availability = hours available / hours in month, per turbine, excluding curtailment.
The report goes to the board and to Hafren; the O&M contract pays a bonus above 97%.
"""),
"member-portal-feedback": ("Member feedback on the portal","2026-05-16",["portal","members"],"""
Members want to download their generation share as a CSV; ticket CT-288.
Several older members asked for the statement PDFs to be larger print.
"""),
"vat-on-export": ("VAT on export invoices","2026-06-07",["gridexport","finance"],"""
Export invoices are standard-rated; Lowri handles the VAT return, not gridexport.
"""),
"storm-darragh-lessons": ("Storm lessons","2026-01-27",["sites","incidents"],"""
During the January storm both wind sites lost their 4G links for six hours.
Telemetry was buffered on the routers and backfilled once the links came back.
"""),
"nrw-licence": ("NRW abstraction licence","2026-02-22",["hydro","compliance"],"""
The abstraction licence caps Nant Ddu at 180 l/s and requires a hands-off flow at the weir.
windlog's flow data is the evidence if NRW ever asks.
"""),
"grafana-boards": ("Grafana boards worth knowing","2026-07-24",["monitoring"],"""
Ingest board, Availability board and the Sites overview are the three people actually use.
The hydro board shows flow and head on the same axis, which confuses everyone.
"""),
"sharebook-api": ("sharebook API","2026-05-29",["sharebook","api"],"""
The API is read-only for the portal and uses a per-service token.
Holding changes only happen through the admin, with Lowri's approval.
"""),
"dependency-updates": ("Dependency updates","2026-08-29",["dependencies"],"""
Renovate opens lockfile bumps on Mondays; someone merges them by Wednesday.
Major version bumps of Django or Next need a ticket first.
"""),
"ppa-tariff-notes": ("PPA tariff notes","2026-10-08",["gridexport","ppa"],"""
The new contract pays a floor price plus a share of the day-ahead price above it.
gridexport stores day-ahead prices daily from the exchange's CSV.
"""),
"turbine-naming": ("Turbine naming","2026-01-18",["sites","naming"],"""
Turbines are named `<site>-T<n>`, e.g. `bryn-garw-T2`, everywhere: windlog, fixit and the Grafana boards.
The hydro is `nant-ddu-H1` so it sorts with the others.
"""),
"permit-to-work": ("Permit to work","2026-03-14",["safety","fixit"],"""
Permits are issued by Gethin as authorised person and recorded in fixit.
A permit is valid for one job on one day.
"""),
}
