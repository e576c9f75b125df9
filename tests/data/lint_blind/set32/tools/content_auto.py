# free notes: slug -> (title, created, tags, body)
A = {}
def a(slug, title, created, tags, body):
    A[slug] = (title, created, tags, body.strip('\n') + '\n')

a('binsense-chirpstack-notes', 'binsense and ChirpStack', '2026-02-20', ['binsense','lorawan'], '''
# binsense and ChirpStack

@@V1b@@

Tenant is `acw`, one application per sensor model. Gateways are grouped by depot.

ChirpStack shows DevEUIs in lower case; binsense normalises them on ingest.
''')
a('tipper-offline-mode', 'tipper offline mode', '2026-06-29', ['tipper','offline'], '''
# tipper offline mode

Large parts of Calderdale and the Colne Valley have no signal, so tipper has to work offline.

@@V4b@@

- Round pack is stored in SQLite on the phone, downloaded before leaving the depot
- Conflicts on sync: the server wins for schedule changes, the phone wins for lift confirmations
''')
a('contracts-hub-upgrade-notes', 'contracts-hub upgrade notes', '2026-09-14', ['contracts-hub','upgrade'], '''
# contracts-hub upgrade notes

@@V7b@@

Things that broke on the way: `sprockets` assets (moved to propshaft), and two PDF specs that
depended on the old wkhtmltopdf fonts.
''')
a('missedbin-webhooks', 'missedbin council webhooks', '2026-07-27', ['missedbin','webhooks'], '''
# Council webhooks

Each council gets a status webhook when a report is resolved (Leeds and Kirklees only; Bradford polls our API).

@@V9b@@

Payloads are signed with a per-council secret; Leeds verifies, Kirklees doesn't yet.
''')
a('routewise-solver-notes', 'routewise solver notes', '2026-03-17', ['routewise','solver'], '''
# Solver notes

@@R1b@@

Hard constraints: vehicle payload, shift length, tipping before the load limit, access restrictions.
Soft: balanced rounds between crews, minimise right turns across the A64/A650.
''')
a('contracts-hub-goodjob', 'contracts-hub jobs', '2026-10-19', ['contracts-hub','jobs'], '''
# Background jobs in contracts-hub

@@S5b@@
The GoodJob dashboard is mounted at `/admin/jobs` behind the staff login.

Cron-style jobs (rate expiry reminders, schedule exports) are declared in `config/initializers/good_job.rb`.
''')
a('contracts-hub-deploy', 'contracts-hub deploy', '2026-05-12', ['contracts-hub','deploy'], '''
# Deploying contracts-hub

@@R4b@@

Deploy = merge to main, the pipeline builds the image and bumps the chart. Rollback with `helm rollback contracts-hub`.
''')
a('planner-ui', 'Planner UI', '2026-08-04', ['routewise','ui'], '''
# Planner UI notes

@@R8b@@

Supervisors drag lifts between rounds; each drag calls `POST /plans/<id>/moves` and the solver re-checks feasibility.
''')
a('sla-extracts', 'SLA extracts', '2026-06-08', ['contracts-hub','sla','data'], '''
# Council SLA extracts

@@R10b@@

The extract pulls lifts from routewise, reports from missedbin and bins-not-presented from tipper, then
writes a parquet snapshot per council per day.
''')
a('weighbridge-ops', 'Weighbridge operations', '2026-04-23', ['weighlink','operations'], '''
# How the weighbridges are operated

@@N2b@@

The clerk selects the customer and waste type (EWC code) on the kiosk; weighlink fills in the vehicle from ANPR.
Rejected loads get a ticket with zero net and a rejection reason.
''')
a('contracts-hub-dev', 'contracts-hub dev notes', '2026-04-06', ['contracts-hub','git'], '''
# contracts-hub dev notes

- `bin/setup` seeds three fake councils
@@N4b@@
- Rate tables are edited through the admin UI, never migrations
''')
a('council-invoicing', 'Council invoicing', '2026-10-12', ['invoicer','councils'], '''
# Council invoicing

@@N6b@@
Leeds uses Proactis, Bradford and Kirklees use the YORtender portal.

@@NS8b@@
''')
a('address-data', 'Address data', '2026-08-31', ['routewise','addresses'], '''
# Address data

@@S2b@@

AddressBase gives us UPRN, coordinates and classification; commercial premises are matched on the classification code.
''')
a('terraform-notes', 'Terraform notes', '2026-07-14', ['infra','terraform'], '''
# Terraform notes

@@S8b@@

Runs are triggered from PRs in `acw/infra`; applies need Priya or Sam to confirm in the TFC UI.
''')
a('missedbin-intake', 'missedbin intake', '2026-02-26', ['missedbin','intake'], '''
# How missed-bin reports come in

@@S9a@@
Residents use the council websites, which forward to us.

@@F5b@@
''')
a('weighlink-api', 'weighlink to contracts-hub', '2026-06-22', ['weighlink','api'], '''
# weighlink -> contracts-hub

@@F1b@@

Payload: ticket number, site, UPRN or customer ref, EWC code, gross, tare, net, timestamps.
''')
a('backups', 'Backups', '2026-05-26', ['infra','backups'], '''
# Backups

@@F3b@@

Restore test every quarter into a scratch instance; last one took 38 minutes for invoicer.
''')
a('secrets', 'Secrets handling', '2026-03-09', ['infra','secrets'], '''
# Secrets

@@F10b@@

Rotation: database passwords every 90 days via the Vault database engine.
''')
a('telematics', 'Telematics', '2026-04-13', ['fleet','telematics'], '''
# In-cab telematics

@@O3b@@

Masternaut data arrives via their REST export every 15 minutes; routewise uses it for actual-vs-planned reports.
''')
a('missedbin-scraper', 'missedbin scraper', '2026-09-21', ['missedbin','scraper'], '''
# missedbin scraper

Some council portals have no API, so the scraper closes resolved reports in their officer view for us.

@@O5b@@
''')
a('cluster-notes', 'Cluster notes', '2026-10-05', ['infra','kubernetes'], '''
# Cluster notes

@@O7b@@

Node auto-upgrade is on for staging, off for prod (we upgrade in the Tuesday window).
''')
a('depot-oncall', 'Depot on-call', '2026-03-23', ['depots','on-call'], '''
# Depot on-call

@@O9b@@
Systems problems they hit get passed to platform on-call through the service desk.
''')
a('routewise-history', 'routewise history', '2026-05-05', ['routewise','history'], '''
# routewise history

@@D1a@@
The move to the cluster was done by Sam in two evenings.

In 2025 rounds were still planned by hand in spreadsheets at Bradford.
''')
a('incident-2026-02-outage', 'February 2026 outage', '2026-02-16', ['incident','missedbin'], '''
# February outage

@@D4a@@

Root cause: the europe-west2 control plane upgrade stalled and the node pool went with it.
Follow-ups: runbook for DR failover, quarterly DR test.
''')
a('garden-waste', 'Garden waste subscriptions', '2026-04-01', ['invoicer','garden'], '''
# Garden waste

@@D6a@@

Subscriptions run April to November; about 38,000 households in Leeds.
''')
a('christmas-catchup-2025', 'Christmas catch-up 2025', '2026-01-07', ['depots','history'], '''
# Christmas catch-up 2025

@@D7a@@

The Christmas tree collections were planned as a separate round type in January.
''')
a('tipper-history', 'tipper history', '2026-03-02', ['tipper','history'], '''
# tipper history

@@D9a@@

The trial used the crew leaders' own iPhones; the fleet phones came with the wider rollout.
''')
a('deploy-pipeline', 'Deploy pipeline', '2026-02-09', ['infra','deploy'], '''
# Deploy pipeline

Stages: build, test, image push, staging deploy, migrate, smoke test, prod promote.

@@A1b@@
''')
a('uprn', 'UPRN', '2026-01-20', ['data','uprn'], '''
# UPRN

@@A3b@@
Councils sometimes send a USRN (street reference) by mistake; those are 8 digits.
''')
a('tipper-release-checklist', 'tipper release checklist', '2026-08-10', ['tipper','release'], '''
# tipper release checklist

1. Bump version in `app.json`
2. Update the changelog for crews (short, no jargon)
3. Wakefield supervisors test on a spare phone

@@A8b@@
''')
a('staging-refresh', 'Staging refresh', '2026-06-12', ['infra','staging'], '''
# Staging refresh

@@A10b@@

The job is `staging-refresh` in the infra repo; it takes about 50 minutes.
''')
a('weighlink-deploys', 'weighlink deploys', '2026-10-16', ['weighlink','deploy'], '''
# weighlink deploys

@@NS1b@@

After each site, run the simulated weigh (`weighlink selftest`) before moving on.
''')
a('git-tips', 'Git tips', '2026-03-27', ['git'], '''
# Git tips

@@NS7b@@

Branch names: `<initials>/<ticket>-<slug>`, e.g. `pr/ACW-2310-tare-recalc`.
''')
a('weighlink-recalc', 'weighlink recalc', '2026-09-03', ['weighlink','tickets'], '''
# Recalculating tickets

@@NS10b@@

The recalc writes an audit row with the old and new values and who ran it.
''')

# ---------------- unpaired auto notes ----------------
a('bin-types', 'Bin types', '2026-01-12', ['reference','bins'], '''
# Bin types

- 240 L wheelie bins for households (black residual, green recycling, brown garden)
- 1,100 L eurobins for flats and commercial customers
- Bring-site banks: 2.5 m3 and 3.2 m3 bell banks
''')
a('round-naming', 'Round naming', '2026-01-26', ['routewise','naming'], '''
# Round naming

Rounds are named `<depot>-<stream>-<day>-<n>`, e.g. `KNO-REC-TUE-07`.
Streams: RES, REC, GDN, TRD (trade), BLK (bulky).
''')
a('contamination-tags', 'Contamination tags', '2026-09-09', ['tipper','contamination'], '''
# Contamination tags

Tag reasons: food, textiles, nappies, black bags, other. "Other" needs a free-text note.
Tags feed the Leeds contamination campaign report.
''')
a('bulky-waste', 'Bulky waste', '2026-05-18', ['routewise','bulky'], '''
# Bulky waste collections

Booked by residents through the council sites; we receive the bookings as a daily file.
Items per booking are capped at 3 by the councils.
''')
a('incident-2026-08-gateway', 'Gateway outage August 2026', '2026-08-25', ['incident','binsense'], '''
# Gateway outage, August 2026

Four Bradford gateways went offline after a firmware push from the Kerlink management console.
Sensors buffered nothing, so 26 hours of readings were lost. We now push gateway firmware to one gateway first.
''')
a('weighbridge-calibration', 'Weighbridge calibration', '2026-06-01', ['weighlink','calibration'], '''
# Calibration

Both weighbridges are verified by Trading Standards yearly; the certificate PDF goes in the shared drive.
After a calibration visit, check that weighlink still reads the stable flag before reopening.
''')
a('interview-notes-tipper-ux', 'Crew feedback on tipper', '2026-04-17', ['tipper','ux'], '''
# Crew feedback sessions

- Buttons too small with gloves on; bumped to 56 dp
- Crews want the next street shown, not just the next property
- Night mode requested for the dark winter starts
''')
a('council-api-contacts', 'Council API contacts', '2026-02-02', ['councils','integration'], '''
# Council integration contacts

Leeds: the digital team's integration mailbox. Kirklees: a named developer (Rob). Bradford: through their supplier only.
''')
a('postgis-tips', 'PostGIS tips', '2026-03-14', ['routewise','postgis'], '''
# PostGIS tips

Use `ST_DWithin` on geography for "within 50 m of the property" checks, not `ST_Distance < 50`.
The road network table has a GiST index on `geom`; rebuild after the quarterly refresh.
''')
a('grafana-dashboards', 'Grafana dashboards', '2026-05-29', ['infra','monitoring'], '''
# Dashboards worth knowing

- "Rounds today": planned vs completed lifts per depot
- "binsense uplinks": uplinks per gateway per hour
- "Weighbridge throughput": tickets per hour per site
''')
a('trade-waste-pricing', 'Trade waste pricing', '2026-07-06', ['invoicer','pricing'], '''
# Trade waste pricing

Price = per-lift charge by bin size + landfill tax pass-through on residual tonnage.
Annual price review in April; customers get 30 days' notice.
''')
a('meeting-2026-10-platform-plan', 'Platform planning October', '2026-10-22', ['planning'], '''
# Platform planning, October

- Q1 2027: Bradford round review support, SLA history exports
- Retire the last cron on the old file server
- Look at replacing the bulky-waste daily file with the councils' APIs
''')
a('local-dev-setup', 'Local dev setup', '2026-01-16', ['dev','setup'], '''
# Local dev

Everyone uses the devcontainer in each repo; Docker Desktop needs at least 8 GB RAM for routewise.
VPN (WireGuard) is needed for anything `*.acw.internal`.
''')
a('ticket-disputes', 'Ticket disputes', '2026-08-17', ['weighlink','disputes'], '''
# Ticket disputes

Trade customers dispute tonnage a few times a month. Pull the ticket, the ANPR photo and the indicator log;
Gary at Knostrop decides, not us.
''')
a('school-holidays', 'School holidays', '2026-07-20', ['routewise','calendar'], '''
# School holidays

Term dates differ between Leeds, Bradford and Kirklees by a few days; each council's calendar is imported separately.
''')
a('glass-noise', 'Glass collection noise', '2026-06-05', ['complaints'], '''
# Glass noise complaints

Most noise complaints are bring-site glass emptying near flats. The crews now empty those sites last on the round.
''')
a('resident-letters', 'Resident letters', '2026-09-28', ['councils','letters'], '''
# Resident letters

Letters about collection day changes are sent by the councils, not by us; we send them the list of affected UPRNs.
''')
a('onboarding-checklist', 'Onboarding checklist', '2026-04-30', ['people','onboarding'], '''
# New engineer onboarding

1. GitHub org invite and 2FA
2. VPN profile from Sam
3. Half a day on a collection round (mandatory)
4. Read the depot and glossary memories
''')
a('weekly-ops-review', 'Weekly ops review', '2026-11-16', ['meetings'], '''
# Weekly ops review

Mondays 10:30 with depot managers. Platform brings: missed-bin numbers, sensor coverage, app crash-free rate.
''')
