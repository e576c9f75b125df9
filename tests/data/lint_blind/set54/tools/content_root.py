# Root Claude Code auto-memory files: filename -> (name, description, type, index title, index hook, body)
ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip('\n') + '\n')

r('reference_siteledger.md', 'siteledger', 'siteledger: Django app holding site records, contexts and sample registers', 'reference',
  'siteledger overview', 'stack, numbering, jobs and deploy notes for the site records app', '''
# siteledger

The unit's excavation records system: projects, sites, trenches, contexts, samples, levels and the
matrix. Field staff mostly touch it through fieldsync; office staff use the web admin.

## Stack
@@S8a@@
@@V6a@@
@@R2a@@
@@V1a@@
@@S6a@@
- Web: gunicorn, 3 workers, behind Caddy at `ledger.acau.org.uk`
@@O4a@@
@@R1a@@

## Records
- Site codes are `ACA<yy>-<XXX>`, e.g. `ACA26-KQY` for Kingsbury Quarry
@@F4a@@
- Sample numbers are per site too and start at 1
- The matrix view is generated nightly and cached; hit "rebuild" after a big import
- OASIS export produces the XML the county HER asks for at the end of a project

## Ops
@@A10a@@
- Deploys are tagged releases; the tag name is the date (`2026.06.03`)
- Admin users are created by hand; field staff log in through fieldsync only
''')

r('reference_findsdb.md', 'findsdb', 'findsdb — the finds archive catalogue (accessions, small finds, boxes, labels)', 'reference',
  'findsdb overview', 'finds catalogue stack, photos, labels and search', '''
# findsdb

Catalogue of everything in the finds archive: accessions, small finds, bulk finds by context, boxes and
shelf locations. Meena's team does most of the data entry; the Resource Centre gets exports from it.

## Stack
@@F7a@@
@@O1a@@
@@R6a@@
@@V8a@@
- Auth: Microsoft 365 single sign-on for staff

## Records
- Accession numbers look like `ASHCM:2026.41`; one accession per project
- Small finds are numbered per site, four digits, matching the bag label
@@NS4a@@
- Box records carry shelf, bay and room

## Labels
@@V5a@@
- Labels print from the box page; reprints are logged against the box
''')

r('reference_fieldsync.md', 'fieldsync', 'Android field recording app used on site tablets', 'reference',
  'fieldsync overview', 'the tablet app: what it records, hardware, sync, distribution', '''
# fieldsync

Kotlin Android app used by site teams to record directly into siteledger.

## What it does
@@NS8a@@
@@F2a@@
- Context sheets follow the unit's recording manual (v4), with the same drop-down lists as siteledger

## Devices
@@F9a@@
@@A4a@@
- About 14 tablets in circulation; spares live in the finds room cupboard

## Sync
@@V4a@@
- Conflicts are resolved on the server; the tablet shows a yellow banner when it lost one

## Distribution
@@S4a@@
- Release notes go in the #fieldsync channel
''')

r('reference_gis.md', 'gis-survey', 'GIS and survey setup — CRS, GeoServer, rover, QGIS', 'reference',
  'GIS and survey reference', 'coordinate system, GeoServer, survey kit', '''
# GIS and survey

Dan Pryce looks after survey; Kit helps with GeoServer.

@@F1a@@
@@V7a@@
@@A8a@@
- Site plans are digitised in QGIS from the rover points plus scanned permatrace
@@R7a@@
- Total station: Leica TS07, kept at the Holloway depot for buildings work
- Raw survey files are uploaded to the `survey-raw` bucket, one folder per site code
''')

r('reference_quoteflow.md', 'quoteflow', 'quoteflow — developer quotes, invoicing and payments', 'reference',
  'quoteflow overview', 'quotes for developers, rates, invoicing, email, hosting', '''
# quoteflow

Laravel app for quotes to developers and their consultants, and the invoices that follow.

## Stack
- PHP 8.3, Laravel 11
@@R9a@@
@@R4a@@
@@S2a@@
@@R10a@@
@@O3a@@

## Quoting rules
@@F10a@@
@@NS10a@@
@@F3a@@
- VAT at the standard rate is shown as a separate line

| Setting | Value |
|---|---|
@@V9a@@
| Minimum charge | one field day |
| Currency | GBP |

## Invoicing
@@V3a@@
- Invoices are numbered `INV-<year>-<seq>`
''')

r('reference_infra.md', 'infra', 'infra: server, backups, CI, monitoring, secrets', 'reference',
  'Infrastructure', 'where things run and how they are watched', '''
# Infrastructure

@@A2a@@
- Everything on it runs in Docker Compose, provisioned with Ansible (`infra` repo)
@@R3a@@
@@V2a@@
@@S1a@@
@@S3a@@
@@S10a@@
- Dashboards: Grafana on `grafana.acau.internal` (Prometheus + Loki)
@@R8a@@
- TLS: Caddy with automatic certificates for every public hostname
''')

r('reference_archive_store.md', 'archive-store', 'The physical finds archive (rooms, conditions, boxes, deposition)', 'reference',
  'Finds archive store', 'rooms, environment, boxes and deposition rules', '''
# Finds archive store

The store is at the Holloway depot, ground floor, rooms G4-G7.

## Environment
| Measure | Target |
|---|---|
@@F5a@@
@@O7a@@

## Boxes and space
@@A3a@@
- Every box gets a findsdb label before it goes on a shelf
@@S9a@@

## Deposition
@@F8a@@
- The Resource Centre charges a per-box deposition fee, reviewed each April
''')

r('reference_sites.md', 'current-sites', 'Sites on the go in 2026 and their codes', 'reference',
  'Current sites', 'site codes, types of work, durations', '''
# Sites 2026

@@O10a@@
- Marlow Farm (`ACA26-MLF`): trial-trench evaluation, 12 trenches, February
- Ashby Road (`ACA26-ASR`): open-area excavation ahead of housing, from June, about 20 weeks
- Church Lane, Tilby (`ACA26-TCL`): watching brief on drainage, ad hoc visits
- St Wenna's churchyard (`ACA26-SWC`): small excavation with burials, September-October
''')

r('reference_team.md', 'team', 'Who does what in the unit', 'reference',
  'Team', 'people and responsibilities', '''
# Team

- Gareth Lloyd: field projects manager, signs off WSIs and quotes
@@A6a@@
- Meena Shah: finds officer, runs the finds room and the label printers
- Dan Pryce: geomatics, survey and GIS
- Sam Okonjo: lead developer (siteledger, findsdb, quoteflow)
- Kit Marsden: developer (fieldsync, GeoServer)
- Alison Hart: finance, invoices and supplier payments
''')

r('reference_oncall.md', 'oncall', 'On-call arrangements for the digital team', 'reference',
  'On-call', 'what out-of-hours cover exists and for what', '''
# On-call

@@A9a@@
- Cover is Monday-Sunday 18:00-08:00, one developer a week
- The on-call phone is the old Nokia in the drawer; it forwards to whoever is on that week
- If a site is working a weekend, the supervisor gets the on-call number in their pack
''')

r('reference_glossary.md', 'glossary', 'glossary: archaeology terms the agent keeps tripping over', 'reference',
  'Glossary', 'WSI, SMS, PX and other abbreviations', '''
# Glossary

- WSI: written scheme of investigation, agreed with the county planning archaeologist before fieldwork
- SMS: strip, map and sample
- PX: post-excavation (analysis and report)
- HER: Historic Environment Record, run by the county
- Context: a single recorded deposit, cut or structure, with its own number
- Small find: an individually recorded object, with its own number and bag
- Bulk finds: pottery, bone, CBM collected by context
- Permatrace: drafting film used for hand-drawn plans and sections
''')

r('feedback_git_workflow.md', 'git-workflow', 'How the team wants branches, merges and commits handled', 'feedback',
  'Git workflow', 'branching, merging and commit message rules', '''
Rules for the siteledger, findsdb and quoteflow repos.

@@R5a@@
@@N4a@@
@@NS3a@@
@@A5a@@
- Branch names: `<initials>/<short-topic>`, e.g. `so/matrix-cache`

**Why:** Sam reviews nearly everything and wants a readable history on `main`.

**How to apply:** follow these when preparing a branch or PR for any of the three web apps.
''')

r('feedback_migrations.md', 'migrations', 'Database migrations in production', 'feedback',
  'Production migrations', 'where and how migrations are allowed to run', '''
@@N2a@@

**Why:** in May a half-applied migration from a laptop on hotel Wi-Fi left the samples table locked
for an afternoon.

**How to apply:** never suggest running `manage.py migrate` against production directly. Migrations for
findsdb follow the same rule.
''')

r('feedback_restarts.md', 'restarts', 'When services may be restarted', 'feedback',
  'Restarting services', 'restarting findsdb and friends', '''
@@N9a@@

**Why:** Meena lost a morning's worth of box labels in April when a container was bounced.

**How to apply:** if findsdb needs a restart, schedule it for after 17:30 or ask Meena first.
''')

r('feedback_code_review.md', 'code-review', 'What Sam wants from PRs', 'feedback',
  'Code review preferences', 'PR size and review etiquette', '''
@@F6a@@

He also wants the PR description to say how it was tested, and he does not want drive-by formatting
changes mixed in with real ones.

**How to apply:** split work before opening a PR rather than after review.
''')

r('feedback_human_remains.md', 'human-remains', 'Handling records of human remains', 'feedback',
  'Human remains records', 'photography and data rules for burials', '''
@@N8a@@

**Why:** Ministry of Justice licence conditions and the diocese both expect images of remains to be
handled carefully; cloud-synced tablets were a concern at St Wenna's.

**How to apply:** do not build features that push burial photos through fieldsync.
''')

r('feedback_deploys.md', 'deploy-timing', 'When to deploy', 'feedback',
  'Deploy timing', 'days and times deploys are allowed', '''
@@NS6a@@

Deploys during the week should happen before 15:00 so there is time to watch Grafana.

**Why:** nobody wants to debug fieldsync sync on a Saturday with a site working.
''')

r('feedback_answer_style.md', 'answer-style', 'How Ruth likes answers', 'feedback',
  'Answer style', 'short answers, plain English', '''
Ruth wants short answers in plain English, with the command to run at the end rather than the start.

**Why:** she reads them between site visits on her phone.
''')

r('user_sam.md', 'sam', 'Sam Okonjo, lead developer', 'user',
  'Sam (lead dev)', 'background and working habits', '''
Sam Okonjo is the lead developer; he came from a commercial unit's IT team in 2023.

@@A7a@@
He knows Django and Postgres deeply and is less comfortable with Android.
''')

r('user_kit.md', 'kit', 'Kit Marsden, developer', 'user',
  'Kit (dev)', 'background and working habits', '''
Kit Marsden joined in 2025 from a GIS consultancy; owns fieldsync and helps Dan with GeoServer.

Kit uses Android Studio for fieldsync and VS Code for everything else.
Kit is on site one day a week to see how the tablets are actually used.
''')

r('user_ruth.md', 'ruth', 'Ruth Penhallow, archive manager and main contact for the agent', 'user',
  'Ruth (archive manager)', 'role and what she cares about', '''
Ruth Penhallow manages the finds archive and is the person who set up this agent.

She is not a developer but reads SQL; she cares most about the deposition backlog and box data quality.
''')

r('project_access_import.md', 'access-import', 'Import of the legacy Access finds database into findsdb', 'project',
  'Access import', 'legacy finds data moved into findsdb', '''
@@S5b@@

- 11,340 accession rows and 52,000 small-find rows came across
- About 600 rows had no box and are in the `orphans` report for Meena
- The import script is in `findsdb/scripts/import_access.py` and is not meant to be run again
''')

r('project_siteledger_upgrade.md', 'siteledger-upgrade', 'Framework upgrade of siteledger in autumn 2026', 'project',
  'siteledger framework upgrade', 'the autumn upgrade and what changed', '''
@@S8b@@

- Admin templates needed rework for the new admin sidebar
- Two third-party apps were dropped (an old import-export fork and a tagging app)
- The upgrade branch was merged after a week running alongside on staging
''')

r('project_quoteflow_launch.md', 'quoteflow-launch', 'Go-live of quoteflow in early 2026', 'project',
  'quoteflow launch', 'how quoting and invoicing worked before and after go-live', '''
@@D10a@@

quoteflow went live on 2 February 2026 with quotes first; invoicing followed two weeks later.
Alison keeps a spreadsheet of pre-launch invoices that were never migrated.
''')

r('project_deposition_backlog.md', 'deposition-backlog', 'Backlog of archives waiting to go to the Resource Centre', 'project',
  'Deposition backlog', 'how many archives are waiting and why', '''
There are 38 project archives waiting for deposition, the oldest from 2019.

- The main blocker is box lists that were never entered in findsdb
- Ruth's target is to clear ten archives by the end of March 2027
- Meena is prioritising the ones where the Resource Centre has already invoiced the fee
''')

r('project_client_portal.md', 'client-portal', 'A portal so developers can see progress on their sites', 'project',
  'Client portal', 'progress reporting for developers and consultants', '''
Gareth wants developers and their consultants to see site progress without phoning him.

- First version: a weekly PDF summary per site, generated from siteledger
- Second version: map layers, depending on what the planning archaeologist is happy to share
- Not started on invoices in the portal; Alison is against it
''')

r('project_stwenna_burials.md', 'st-wennas', 'St Wenna\'s churchyard excavation, autumn 2026', 'project',
  "St Wenna's burials", 'burial recording, licence, reburial', '''
The St Wenna's churchyard extension dig ran September to October 2026 and found 46 burials.

- Licence from the Ministry of Justice covers excavation and reburial within two years
- Osteology is with the university specialist; the report is due in spring
- Skeleton numbers were issued from siteledger as a separate series (`SK1`, `SK2` …)
''')

r('project_label_reprint.md', 'label-reprint', 'Reprinting faded box labels in the store', 'project',
  'Box label reprint', 'the reprint campaign for faded labels', '''
Labels printed before 2022 on the old printer have faded badly; Meena is reprinting them bay by bay.

- Bays G4-1 to G4-9 done by October
- Reprints are logged in findsdb so the box history shows them
''')
