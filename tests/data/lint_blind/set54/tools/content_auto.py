# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip('\n') + '\n')

a('backup-restore-drill', 'Backup restore drill, June', '2026-06-18', ['infra', 'backups'], '''
# Backup restore drill

Restored siteledger and findsdb to a scratch VM from B2 in about 40 minutes.

@@A10b@@
@@V2b@@
- findsdb's Postgres dump is taken at 01:45, straight after siteledger's
- The restore needed the restic password from the vault; note it's not on the server

Next drill: December.
''')

a('fieldsync-troubleshooting', 'fieldsync troubleshooting', '2026-05-07', ['fieldsync', 'support'], '''
# fieldsync: when records don't show up

@@V4b@@

@@O3b@@
If the banner stays red, check the tablet has a data SIM and that the date/time is right (a wrong
clock breaks the token).

A yellow banner means a conflict was resolved on the server; the supervisor should look at it.
''')

a('finds-label-printing', 'Printing finds labels', '2026-03-12', ['findsdb', 'labels', 'finds'], '''
# Printing labels

@@V5b@@
Print from the box page in findsdb; the job goes to the Zebra in the finds room.

If the barcode comes out grey, the printhead needs cleaning (swabs in the top drawer).
Bag labels for small finds are a separate job, see the finds bench.
''')

a('siteledger-dev-setup', 'siteledger dev setup', '2026-02-09', ['siteledger', 'dev'], '''
# Setting up siteledger locally

@@V6b@@
1. Clone the repo and copy `.env.example` to `.env`
2. Start Postgres and Redis with `docker compose up -d db redis`
3. Load the anonymised fixture: `make fixture`

## Migrations
Locally: `make migrate`.
@@N2b@@
''')

a('tendering-notes', 'Notes on tendering and quotes', '2026-05-20', ['quoteflow', 'quotes'], '''
# Tendering notes (Gareth)

@@V9b@@
after that the day rates get re-checked before we re-issue.

@@NS7a@@
Consultants often ask for a breakdown by phase (evaluation, excavation, PX); quoteflow can print that.
We lose most tenders on price to the big commercial units, and win on turnaround.
''')

a('fieldsync-build-notes', 'fieldsync build notes', '2026-04-02', ['fieldsync', 'android', 'build'], '''
# Building fieldsync

@@A4b@@
Release builds are signed with the upload key in the vault.

The sync settings live in `app/src/main/assets/sync.properties`:

```
SYNC_ENDPOINT=https://ledger.acau.org.uk/api/sync/
@@V10a@@
SYNC_TIMEOUT_S=45
```

Bump `versionCode` for every release or Play refuses it.
''')

a('release-process', 'Release process', '2026-03-03', ['dev', 'ci', 'releases'], '''
# How releases happen

@@R3b@@
@@R5b@@
Tags are cut from `main` on the day of the deploy and named by date.
The changelog goes into the #dev channel afterwards.
''')

a('survey-kit', 'Survey kit', '2026-02-24', ['survey', 'gis'], '''
# Survey kit

@@R7b@@
Batteries: four, charge them all the night before a big survey day.
The controller runs the unit's job template with the site grid already set up.
The total station stays at the depot unless it's a buildings job.
''')

a('quoteflow-deploy', 'quoteflow deploy notes', '2026-07-14', ['quoteflow', 'deploy'], '''
# quoteflow deploy

@@R9b@@
service behind the same Caddy.

Deploying: merge to `main`, then the deploy job pulls the image and runs `php artisan migrate --force`.
Queue workers restart automatically with the container.
''')

a('finds-processing-guide', 'Finds processing guide', '2026-04-15', ['finds', 'site', 'processing'], '''
# Finds processing on site

## Bone
@@N1a@@
- Dry it on trays in the welfare cabin, never on a radiator

## Pottery
- Wash and mark at the office, not on site
- Keep sherds from each context in their own bag

## Bags and labels
- Every bag gets site code, context number and date in permanent marker
''')

a('deposition-checklist', 'Deposition checklist', '2026-07-01', ['archive', 'deposition'], '''
# Deposition checklist

@@F8b@@
@@A6b@@
@@N3b@@
- Paper archive in acid-free folders, no paperclips or rubber bands
- Digital archive goes to the Resource Centre's upload portal, not on USB sticks
''')

a('tablet-setup', 'Setting up a new field tablet', '2026-02-16', ['fieldsync', 'devices'], '''
# New tablet setup

@@F9b@@
1. Enrol it in the unit's Google Workspace device management
2. Sign in with the site account (`site-tablet@acau.org.uk`)
@@N5b@@
4. Put the unit sticker and asset number on the back
''')

a('finance-handbook', 'Finance handbook (quoteflow side)', '2026-03-25', ['finance', 'quoteflow'], '''
# Finance handbook

## Invoices
@@N6a@@
- Part-payment invoices are allowed on jobs over 8 weeks

## Getting paid
@@S7a@@
- Remittance advice goes to `accounts@acau.org.uk`

## Paying others
@@O9a@@
- Plant hire and welfare cabins are paid on the supplier's own terms
''')

a('site-photography', 'Site photography', '2026-05-28', ['site', 'photos', 'fieldsync'], '''
# Site photography

Every context gets at least one photo with a scale and a north arrow.

@@F2b@@

@@N8b@@
and synced at the end of the day.

Working shots (people, plant) go in a separate album and are not part of the archive.
''')

a('client-portal-notes', 'Client portal: map layers', '2026-08-19', ['client-portal', 'gis'], '''
# Client portal map layers

@@N10b@@
Layers are regenerated every evening from the day's survey.
Gareth wants a site boundary layer as well, so consultants can see what's been stripped.
''')

a('quoteflow-changelog', 'quoteflow changelog', '2026-10-01', ['quoteflow', 'changelog'], '''
# quoteflow changelog

- February: quotes live; invoices two weeks later
@@S2b@@
- July: phase breakdown on quote PDFs
- September: part-payment invoices
''')

a('finds-enquiries', 'Answering finds enquiries', '2026-01-22', ['findsdb', 'enquiries'], '''
# Finds enquiries

Researchers email `finds@` asking where material from old projects is.

@@S5a@@
For anything from 2015 onwards, search findsdb by site code or accession number.
Give the box number and shelf; visits are by appointment on Tuesdays and Thursdays.
''')

a('siteledger-changelog', 'siteledger changelog 2026', '2026-11-03', ['siteledger', 'changelog'], '''
# siteledger changelog

- March: matrix cache
@@S6b@@
- October: framework upgrade (see project note)
- November: OASIS export fixed for multi-phase projects
''')

a('store-move-2026', 'Overflow store move', '2026-09-30', ['archive', 'store'], '''
# Overflow store move

@@S9b@@
The move took three days with the council van; 412 boxes.
Shelf locations were updated in findsdb box by box as they went up.
''')

a('context-numbering', 'Context numbering', '2026-02-03', ['siteledger', 'recording'], '''
# Context numbering

@@F4b@@
@@N7b@@
Cuts and fills get separate numbers; a pit is at least two contexts.
''')

a('findsdb-ops', 'findsdb operations notes', '2026-06-05', ['findsdb', 'ops'], '''
# findsdb ops

@@F7b@@
@@O5a@@
Logs go to Loki like everything else; search `{app="findsdb"}`.
''')

a('it-onboarding', 'IT onboarding for new staff', '2026-01-14', ['onboarding', 'it'], '''
# IT onboarding

@@O8a@@
New starters get a laptop from the depot, a fieldsync login if they work on site, and a password
manager invite from Sam.

@@D9a@@
''')

a('season-review-2026', 'Season review notes', '2026-11-20', ['review', 'retro'], '''
# 2026 season review (digital)

## What went badly
@@D1a@@
- Signal at Kingsbury Quarry was poor all spring

## Before this year
@@D3a@@

## Next year
- Look at a second server for staging
''')

a('fieldsync-changelog', 'fieldsync changelog', '2026-09-08', ['fieldsync', 'changelog'], '''
# fieldsync changelog

@@D2a@@
why January's contexts arrive in lumps.

- March release: faster sync, conflict banner
- June: levels entry with the rover's CSV import
- September: sample sheets reworked
''')

a('qgis-setup', 'QGIS setup', '2026-03-19', ['gis', 'qgis'], '''
# QGIS setup

@@A1b@@
Install the current LTR and the unit's profile from the shared drive.
The OS basemap needs the API key from the vault.
''')

a('box-ordering', 'Ordering archive boxes', '2026-04-08', ['archive', 'supplies'], '''
# Ordering boxes

@@A3b@@
Order in packs of 50; lead time is about two weeks.
Bag stock (the 4-inch grip seal) is ordered separately by Meena.
''')

# ---- unlabelled filler notes
a('environmental-samples', 'Environmental samples', '2026-05-11', ['samples', 'finds'], '''
# Environmental samples

- Bulk samples are 40 litres unless the context is smaller
- Sample numbers are issued per site from siteledger
- Flotation happens at the depot; flots dry on paper for two days
''')

a('pottery-spotdating', 'Pottery spot-dating', '2026-06-22', ['finds', 'pottery'], '''
# Pottery spot-dates

The pottery specialist comes in every second Wednesday.
Spot-dates are entered against the context in siteledger, not in findsdb.
''')

a('oasis-forms', 'OASIS forms', '2026-07-09', ['her', 'reporting'], '''
# OASIS

Every project needs an OASIS record before the report goes to the HER.
siteledger's export fills in most fields; the summary still has to be written by hand.
''')

a('meeting-2026-03-10', 'Digital meeting 10 March', '2026-03-10', ['meeting'], '''
# Digital meeting, 10 March

- Agreed to keep fieldsync and siteledger release dates separate
- Meena asked for a "print all labels for this context" button
- Kit to look at levels import from the rover CSV
''')

a('meeting-2026-06-02', 'Digital meeting 2 June', '2026-06-02', ['meeting'], '''
# Digital meeting, 2 June

- Ashby Road starts next week; 6 tablets needed on site
- Backup drill scheduled for the 18th
- Ruth wants a report of boxes with no shelf location
''')

a('meeting-2026-09-15', 'Digital meeting 15 September', '2026-09-15', ['meeting'], '''
# Digital meeting, 15 September

- St Wenna's running; recording going well, 30 burials so far
- Overflow move done, findsdb shelf locations updated
- Framework upgrade for siteledger planned for October
''')

a('postmortem-label-outage', 'Postmortem: label printing outage', '2026-04-21', ['postmortem', 'findsdb'], '''
# Label printing outage, 20 April

Box labels stopped printing for about three hours.
Cause: the Zebra ran out of label stock and the low-stock alert went to a mailbox nobody reads.
Fix: the alert now goes to Meena directly; 60 labels were printed once the roll was changed.
''')

a('postmortem-sync-august', 'Postmortem: fieldsync sync failures', '2026-08-27', ['postmortem', 'fieldsync'], '''
# fieldsync sync failures, 25-26 August

Tablets at Ashby Road could not sync for most of two days.
Cause: an expired certificate on an internal hostname after a Caddy config change.
Fix: reverted the config; added a certificate expiry panel in Grafana.
''')

a('site-induction', 'Site induction (digital bits)', '2026-02-27', ['site', 'onboarding'], '''
# Site induction: digital

- Every site team gets two charged tablets and a power bank per person
- Supervisors check the sync banner at lunch and at the end of the day
- Broken tablets go back to the depot, not to Kit's desk
''')

a('grafana-dashboards', 'Grafana dashboards', '2026-08-31', ['infra', 'monitoring'], '''
# Dashboards

- "Apps": request rates and error rates for siteledger, findsdb, quoteflow
- "fieldsync": sync attempts per tablet per hour
- "Host": disk, memory, backup job status, certificate expiry
''')

a('geophysics-data', 'Geophysics data', '2026-03-30', ['survey', 'gis'], '''
# Geophysics

Geophysics is done by a contractor; we get georeferenced greyscale plots and interpretations.
They go into the `survey-raw` bucket under the site code and into QGIS as rasters.
''')

a('lidar-notes', 'LiDAR notes', '2026-10-12', ['gis', 'lidar'], '''
# LiDAR

The Environment Agency 1 m DTM covers most of the county; Dan clips it per site.
Hillshades are generated in QGIS and kept with the project, not on GeoServer.
''')

a('small-finds-register', 'Small finds register', '2026-05-04', ['finds', 'findsdb'], '''
# Small finds

Small finds are recorded on site with a 3D position from the rover and a number from the tablet.
The same number goes on the bag label and into findsdb when the bag reaches the finds room.
''')

a('box-audit-2026', 'Box audit', '2026-10-27', ['archive', 'findsdb'], '''
# Box audit

Walked bays G5 and G6 against findsdb: 14 boxes on the wrong shelf, 3 missing labels.
Corrections are in findsdb; the missing labels were reprinted the same day.
''')

a('resource-centre-liaison', 'Resource Centre liaison', '2026-08-05', ['archive', 'deposition'], '''
# Resource Centre

Contact is the collections officer; meetings every quarter.
They want box lists as CSV exported from findsdb, and digital archives with a file manifest.
''')

a('developer-faq', 'Developer-client FAQ', '2026-06-10', ['quoteflow', 'clients'], '''
# FAQ for developers

- Why does the quote list an archive fee? Because deposition is a planning condition.
- Can you start before the WSI is approved? No; the planning archaeologist has to agree it first.
- How long is the report? Usually 8-12 weeks after fieldwork for an evaluation.
''')

a('ansible-notes', 'Ansible notes', '2026-05-15', ['infra', 'ansible'], '''
# Ansible

Playbooks are in the `infra` repo; run them from the admin laptop with `make apply`.
The inventory has one host; staging is a profile on the same host.
''')

a('matrix-cache', 'Matrix cache', '2026-03-08', ['siteledger', 'performance'], '''
# Matrix cache

The Harris matrix for a big site took 40 seconds to draw; it's now cached nightly.
Cache invalidation happens on any context relationship edit.
''')
