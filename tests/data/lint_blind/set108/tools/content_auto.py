# auto/<slug>.md free notes: slug -> (title, created, tags, body)
AUTO = {
'drone-flight-planning': ('Drone flight planning notes', '2026-03-12', ['drone', 'dronedeck', 'planning'], """
# Drone flight planning notes

Notes from planning the spring topo jobs with Dai.

## Aircraft
@@D5b@@

## Image quality
@@V2b@@
Overlap 80/70 for topo, more over trees.

## Control
@@A2b@@
Targets are the 60 cm chequerboards; never paint marks on client hardstanding.

## Before flying
@@A8b@@
"""),
'field-data-flow': ('How field data gets to the office', '2026-02-03', ['fieldsync', 'field', 'controllers'], """
# How field data gets to the office

Written for the new Exeter surveyors.

@@V4b@@
see the office picked up their points within half an hour.

If a controller has been offline all day, plug it in at the office and it catches up.
The dashboard shows the last upload per controller serial.
"""),
'pointhub-ops-notes': ('pointhub ops notes', '2026-04-22', ['pointhub', 'ops'], """
# pointhub ops notes

## Deploy
@@S8a@@

```
fab deploy:prod --tag=v2026.04.2
```

## Runtime
@@O3b@@
@@V8b@@

## Viewer
Potree tiles are regenerated when a project is re-registered; old tiles are kept until the new set is complete.
"""),
'backup-runbook': ('Backup runbook', '2026-05-06', ['backup', 'nas', 'restic', 'runbook'], """
# Backup runbook

## Schedule
@@V10b@@
processing jobs start hammering the disks.

## Rules
@@NS10a@@
If a restore is needed, restore into `/mnt/restore/` and copy back; never restore over live data.

```
restic -r sftp:u-greyfield@u-greyfield.your-storagebox.de:/restic snapshots --latest 3
```
"""),
'cadout-release-notes': ('cadout release notes', '2026-06-18', ['cadout', 'release', 'ci'], """
# cadout release notes (how releases happen)

@@R2b@@
Tags `vYYYY.MM.N` build the Windows installer the CAD workstations pull on login.

Last releases: 2026.06.1 (new MBS section title block), 2026.05.2 (GF_TOPO layer colours).
"""),
'dronedeck-processing': ('dronedeck processing — what happens after upload', '2026-07-09', ['dronedeck', 'processing'], """
# dronedeck processing — what happens after upload

1. Pilot uploads the SD card contents from the site vehicle or the office.
2. QA step checks image count against the mission plan and flags gaps.
3. Processing produces the orthomosaic, DSM and contours.
4. The surveyor signs off the orthomosaic against the check points.

@@N8b@@
Contours go to cadout as DXF; the DSM stays in dronedeck.
"""),
'gpu-02-notes': ('gpu-02 notes', '2026-06-02', ['gpu-02', 'dronedeck', 'hardware'], """
# gpu-02 notes

Box in the Bristol rack: 2× RTX 4090, 256 GB RAM, 8 TB NVMe scratch.

## Queue
@@R4b@@

## Big jobs
@@F5b@@
Scratch is wiped after each job finishes.
"""),
'portal-notifications': ('Portal notifications', '2026-05-27', ['portal', 'email'], """
# Portal notifications

@@R6b@@
bounces are forwarded to dev@greyfield-survey.co.uk.

Templates live in `portal/emails/` and are plain text plus a simple HTML version.
"""),
'flight-logs': ('Where flight logs live', '2026-08-14', ['drone', 'flight-logs', 'compliance'], """
# Where flight logs live

Question from the insurer's audit, answered with Dai:

@@N2b@@
Battery cycle counts are in the same place.
"""),
'quoting-process': ('Quoting process', '2026-02-17', ['jobbook', 'quotes', 'fees'], """
# Quoting process

@@D10b@@

## Rates
@@S6a@@

## Tax
@@N3a@@

Quotes are addressed to the client contact on the job, not to the company in general.
"""),
'pointcloud-delivery': ('Point cloud delivery', '2026-06-25', ['pointhub', 'portal', 'deliverables'], """
# Point cloud delivery

## What clients get
@@NS4a@@
@@N5b@@

## Large projects
Anything over 50 GB is delivered on a USB drive as well, by agreement.
"""),
'jobbook-upgrade-2026': ('jobbook framework upgrade', '2026-08-28', ['jobbook', 'upgrade', 'django'], """
# jobbook framework upgrade

@@S1b@@
Kwame found two template tags that needed rewriting; the rest was settings.
"""),
'chat-migration': ('Chat migration', '2026-06-30', ['teams', 'alerts', 'm365'], """
# Chat migration

@@S3b@@
Alert webhooks were re-pointed by Kwame the same week.
"""),
'trimble-connect-move': ('Trimble Connect move', '2026-07-21', ['fieldsync', 'trimble'], """
# Trimble Connect move

@@S5b@@
controller jobs from Trimble Connect, project per job number.

The crews didn't have to change anything except signing in on the controllers once.
"""),
'remote-access': ('Remote access', '2026-01-20', ['vpn', 'access'], """
# Remote access

@@S9a@@
Surveyors working from home need it for jobbook admin and the NAS.
"""),
'm365-rollout': ('Microsoft 365 rollout', '2026-08-04', ['m365', 'sharepoint', 'files'], """
# Microsoft 365 rollout

@@S10b@@
Folder structure follows the job number: `<office>/<year>/<job number>/`.
"""),
'jobbook-dev-setup': ('jobbook dev setup', '2026-03-30', ['jobbook', 'dev', 'setup'], """
# jobbook dev setup

## Database
@@F1b@@

## Dependencies
jobbook pins dependencies with pip-tools (`requirements.txt` compiled from `requirements.in`).

## CI and merging
@@O5b@@
@@R8b@@
"""),
'mbs-workflow': ('Measured building survey workflow', '2026-04-08', ['mbs', 'scanning', 'deliverables'], """
# Measured building survey workflow

## Capture
@@F8a@@
@@NS8a@@

## Deliverables
@@NS9b@@
Room names follow the client's schedule if they send one, otherwise ours.
"""),
'control-survey-notes': ('Control survey notes', '2026-03-04', ['control', 'gnss', 'coordinates'], """
# Control survey notes

@@F9b@@
Stations are marked with nails in hard surfaces and pegs on soft ground, each with a witness diagram.
"""),
'xero-invoicing': ('Invoicing into Xero', '2026-05-13', ['jobbook', 'xero', 'invoicing'], """
# Invoicing into Xero

@@F10b@@
Credit notes are still done by hand in Xero by the office manager.
"""),
'records-retention': ('Records retention', '2026-09-02', ['retention', 'records', 'gdpr'], """
# Records retention

@@O4b@@
Personal data of private clients is reviewed at the same point.
"""),
'marketing': ('Marketing bits', '2026-09-15', ['marketing'], """
# Marketing bits

@@O6b@@
Case studies go on the Squarespace site; Rhiannon signs them off.
"""),
'stockpile-surveys': ('Stockpile surveys', '2026-07-28', ['drone', 'stockpile', 'volumes'], """
# Stockpile surveys

@@O7b@@
Volumes are computed against a base surface from the edge points; the report goes out as PDF.
"""),
'exeter-office': ('Exeter office notes', '2026-06-11', ['exeter', 'office', 'kit'], """
# Exeter office notes

## Kit
@@O8a@@
@@D9a@@

## People
Tom Kellaway leads; the drone pilot covers Cornwall jobs too.
"""),
'roof-inspections': ('Roof inspection flights', '2026-05-19', ['drone', 'roofs'], """
# Roof inspection flights

@@O9a@@
Orbit plus two parallel passes; the report is photos with a marked-up roof plan.
"""),
'dronedeck-pilot': ('dronedeck pilot retrospective', '2026-04-30', ['dronedeck', 'pilot', 'retro'], """
# dronedeck pilot retrospective

@@D1a@@
GPU instances; it worked, but the upload of imagery over the office line was the bottleneck.

What went well: mission templates, sign-off step. What didn't: queue visibility.
"""),
'portal-launch': ('Client portal launch', '2026-04-14', ['portal', 'launch'], """
# Client portal launch

@@D6a@@
The portal went live on 14 April; the first clients moved over were the framework ones.
"""),
'temple-quay-job': ('Temple Quay topo', '2026-05-22', ['job', 'drone', 'topo'], """
# Temple Quay topo (GF-BRS-26-0187)

@@D7a@@
Extra GCPs were needed on the quay edge; the client was happy with the ortho.
"""),
'on-call': ('On-call', '2026-09-24', ['on-call', 'ops'], """
# On-call

@@D8b@@
@@NS2b@@
@@A5b@@
Phone numbers are in the Teams "Ops" channel header.
"""),
'scan-archive': ('Scan archive', '2026-10-09', ['pointhub', 'archive', 'storage'], """
# Scan archive

@@R9b@@
Restores take a few hours; ask Kwame, and tell the client to expect next-day access.
"""),
# ---- unpaired
'scan-registration-tips': ('Scan registration tips', '2026-05-30', ['scanning', 'registration'], """
# Scan registration tips

- Keep at least 30% overlap between setups indoors
- Check the cloud-to-cloud error report before exporting; anything over 5 mm needs a look
- Stair cores: extra setup on each landing
"""),
'gnss-receiver-care': ('GNSS receiver care', '2026-02-25', ['gnss', 'field'], """
# GNSS receiver care

- Charge batteries overnight; don't leave them in the van in winter
- Firmware updates only with Dai's go-ahead, never the week of a big job
"""),
'mbs-room-naming': ('MBS room naming', '2026-05-05', ['mbs', 'cadout'], """
# MBS room naming

Rooms are numbered floor-first: G.01, 1.01, 1.02. Voids get a V prefix.
cadout reads the room schedule CSV if there is one in the job folder.
"""),
'setting-out-jobs': ('Setting-out jobs', '2026-07-02', ['setting-out', 'field'], """
# Setting-out jobs

Setting-out data is exported from the client's model to the controller as a job file.
We always check two known points before setting out anything.
"""),
'client-onboarding': ('Client onboarding checklist', '2026-03-19', ['portal', 'clients'], """
# Client onboarding checklist

1. Confirm the job in jobbook
2. Check the client contact email is right
3. Send the portal invitation
4. Agree file naming if the client has a standard
"""),
'cardiff-setup-log': ('Cardiff setup log', '2026-08-20', ['cardiff', 'office'], """
# Cardiff setup log

- Broadband live 12 August, firewall config copied from Exeter
- Printers: one A1 plotter, one A3 colour
- Two CAD workstations, same image as Bristol
"""),
'lone-working': ('Lone working', '2026-01-28', ['health-safety', 'field'], """
# Lone working

Surveyors on their own check in by text at arrival and departure.
The office calls after 30 minutes without a check-out text.
"""),
'drone-batteries': ('Drone batteries', '2026-06-06', ['drone', 'batteries'], """
# Drone batteries

Batteries are stored at 50-60% charge and retired after 200 cycles.
Numbering is per aircraft: M3E-1-A, M3E-1-B and so on.
"""),
'cad-block-library': ('CAD block library', '2026-04-01', ['cadout', 'cad'], """
# CAD block library

Survey symbols (trees, manholes, gullies, lamp posts) are blocks in `blocks/GF_SYMBOLS.dwg`.
Tree blocks scale with the recorded canopy spread.
"""),
'potree-viewer-tweaks': ('Potree viewer tweaks', '2026-08-26', ['pointhub', 'viewer'], """
# Potree viewer tweaks

- Default point budget lowered for laptops
- Measurement tools enabled for clients, clipping boxes for staff only
- The job number is shown in the viewer title
"""),
'pricing-2027-ideas': ('Pricing ideas for 2027', '2026-10-21', ['pricing', 'ideas'], """
# Pricing ideas for 2027

- Fixed-price bundles for small house MBS jobs
- Drone add-on priced per hectare
- Nothing decided; Rhiannon to model it in jobbook's fee calculator first
"""),
'retro-q3': ('Q3 retro', '2026-10-03', ['retro'], """
# Q3 retro

Went well: Cardiff set up without drama, fewer portal support emails.
Didn't: gpu-02 queue in July, two late deliverables.
Actions: better queue visibility in dronedeck; a checklist for new offices.
"""),
'utility-survey-notes': ('Utility survey notes', '2026-09-09', ['utilities', 'subcontractor'], """
# Utility survey notes

Utility tracing is subcontracted; their data comes as DWG and is merged into our topo by cadout.
PAS 128 quality levels are kept on the layer names.
"""),
'laptop-setup': ('Laptop setup', '2026-02-10', ['it', 'setup'], """
# Laptop setup

New dev laptops: 1Password, git, Docker Desktop, VS Code.
Surveyors' laptops get Infinity, the CAD package and the portal bookmark.
"""),
'training-plan': ('Training plan', '2026-03-26', ['training'], """
# Training plan

- Every pilot does a refresher flight each quarter
- New surveyors shadow a topo and an MBS job in the first month
"""),
'vehicle-kit-lists': ('Vehicle kit lists', '2026-04-16', ['field', 'vehicles'], """
# Vehicle kit lists

Each survey van carries a tripod set, two prisms, a GNSS pole, targets and a first-aid kit.
The drone van also carries the GCP targets and spare batteries.
"""),
'interview-notes-dev': ('Developer hiring notes', '2026-10-28', ['hiring'], """
# Developer hiring notes

Looking for a third developer, ideally with GIS experience.
Take-home: parse a small controller export and plot it.
"""),
'hospital-job': ('Hospital MBS job', '2026-04-24', ['job', 'mbs', 'exeter'], """
# Hospital MBS job (GF-EXE-26-0061)

Night shifts only in the wards; scanning done in three weekends.
Deliverables were plans and sections, issued in two packages.
"""),
'os-mastermap-tiles': ('OS MasterMap tiles', '2026-01-15', ['jobbook', 'mapping'], """
# OS MasterMap tiles

jobbook's quoting map uses OS MasterMap tiles under our PSGA-style licence.
Tiles are cached for a week on the app server.
"""),
}
