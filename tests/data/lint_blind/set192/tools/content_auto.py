"""Free notes under auto/: (slug, title, created, tags, body)."""
AUTO = [
('timescale-housekeeping', 'Timescale housekeeping', '2026-03-02', ['feedpipe', 'timescale', 'db2'], """
# Timescale housekeeping

Notes from tidying db2 after the February rebuild.

## Retention and compression
@@V2a@@
Compression kicks in on chunks older than 7 days; `readings_1h` is refreshed every 30 minutes.

## Disk
db2 has 400 GB; at current growth that is comfortably two years.
"""),
('workshop-calibration-day', 'Workshop calibration day, April', '2026-04-18', ['calibration', 'workshop', 'volunteers'], """
# Workshop calibration day (18 April)

Nine volunteers, 31 probes through the chamber, two rain gauges re-levelled.

@@V3a@@
Tea urn is in the blue cupboard. Lunch budget is £60.

## Left over
- Three probes failed and were replaced from stock
- NWN-027's probe had water in the connector
"""),
('offline-detection', 'Offline detection', '2026-02-11', ['faultdesk', 'alerts', 'stations'], """
# Offline detection

The detector is a small job in faultdesk that looks at the latest reading per station.

@@V6a@@
Stations in burn-in are ignored by the detector.

## Alerts to observers
@@S10b@@
Coordinators get a daily digest of everything still offline.
"""),
('feedpipe-dev-setup', 'feedpipe dev setup', '2026-05-21', ['feedpipe', 'dev', 'go'], """
# feedpipe dev setup

## Toolchain
@@V9a@@
Python bits (feed-export, wow-uploader) use the same Python 3.12 as production.

## Local services
`docker compose up timescale mosquitto` brings up a Timescale and a broker with test certs.

```
# publish a fake reading
mosquitto_pub -h localhost -p 8883 --cafile dev/ca.pem -t nwn/NWN-999/obs -f dev/reading.json
```
"""),
('faultdesk-notifications', 'faultdesk notifications', '2026-06-30', ['faultdesk', 'email'], """
# faultdesk notifications

@@R2a@@
Bounces are logged on the ticket so coordinators know an observer's address is dead.

Templates live in `faultdesk/templates/email/`; keep them plain text.
"""),
('stationdb-dev-setup', 'stationdb dev setup', '2026-02-24', ['stationdb', 'dev', 'python'], """
# stationdb dev setup

@@R5a@@
Then `./manage.py migrate` against the dev database and load `fixtures/dales.json`.

## Gotchas
- The site-photo upload needs `MEDIA_ROOT` to exist locally
- Tests expect the `postgis` extension even though we barely use it
"""),
('monitoring-notes', 'Monitoring notes', '2026-07-14', ['monitoring', 'infra'], """
# Monitoring

@@R10a@@
Grafana alerting covers the database side: replication lag, disk, hypertable chunk count.

## Who gets paged
Only flood-partnership station faults page anyone outside daytime hours.
"""),
('dev-vm', 'Dev VM', '2026-03-19', ['dev', 'tooling'], """
# Dev VM

The shared dev VM is `dev.int.northmoorwx.org`; every volunteer developer gets an account.

@@R8b@@
- Python, Go, ruff, the Even Better TOML extension
- Port-forwarding for the stationdb dev server on 8000
"""),
('contributing-feedpipe', 'Contributing to feedpipe', '2026-05-06', ['feedpipe', 'git', 'contributing'], """
# Contributing to feedpipe

Branch from main, one change per PR, describe how you tested it.

@@N2b@@
Keep PR titles in the commit style (`ingest: ...`), because the title becomes the commit message.
"""),
('station-page-redesign', 'Station page redesign', '2026-08-22', ['portal', 'public-site', 'design'], """
# Station page redesign

New layout: latest reading up top, 7-day chart, siting photos, then the contact box.

@@N4b@@
The old "report a problem" form is gone from the page.
"""),
('install-checklist', 'New station install checklist', '2026-03-27', ['stations', 'installs', 'checklist'], """
# New station install checklist

## On site
1. Screen, mast and gauge placed per the siting rules
2. Logger powered, SIM or Wi-Fi tested, first reading seen on the broker
3. Photos: screen from four sides, gauge, horizon panorama

## After the visit
@@N5b@@
@@A2b@@
@@F4b@@
"""),
('broker-ops', 'Broker ops', '2026-06-09', ['mqtt', 'broker', 'ops'], """
# Broker ops

Mosquitto runs in the cluster with a persistent volume for retained messages.

## Restarts
@@N7b@@
Use `kubectl rollout restart deploy/mosquitto`.

## Certificates
@@F8b@@
Revoked certs go on the CRL that Mosquitto reloads every hour.
"""),
('qc-pipeline', 'QC pipeline', '2026-05-30', ['qc', 'feedpipe', 'data-quality'], """
# QC pipeline

@@F3b@@
Range limits per element live in `qc/limits.yaml`; step checks compare with the previous minute.

## Nightly job
@@N8b@@
Suspect readings are left alone for a coordinator to look at.

## Backfill
@@NS9b@@
"""),
('public-api-faq', 'Public API FAQ', '2026-09-03', ['api', 'public-feed', 'faq'], """
# Public API FAQ (for the website)

**Do I need a key?**
@@N10a@@

**How fresh is the data?** Normally a few minutes behind the station.

**Can I use it commercially?** Yes, with attribution.
"""),
('website-deploys', 'Website deploys', '2026-02-03', ['website', 'deploy', 'map'], """
# Website deploys

The site is Astro, repo `nwn/website`.

@@S1b@@
Preview builds appear on every PR.

## Map
@@D7b@@
"""),
('observer-onboarding', 'Observer onboarding', '2026-01-20', ['observers', 'onboarding'], """
# Observer onboarding

Welcome pack: siting leaflet, gauge-reading card, contact sheet.

@@S3b@@
@@A4b@@
Area coordinators phone each new observer in their first week.
"""),
('importers', 'Importers', '2026-04-02', ['feedpipe', 'importers', 'davis'], """
# Importers

Some stations aren't our own loggers and come in through importers.

@@S7b@@
The Ecowitt importer takes pushes from the two school stations that use Ecowitt consoles.
"""),
('feedpipe-debugging', 'Debugging feedpipe', '2026-03-10', ['feedpipe', 'debugging', 'logs'], """
# Debugging feedpipe

## Logs
@@S8b@@
or by the MQTT client id when the station id is missing.

## Replaying a station
`feedctl replay NWN-031 --since 2h` re-reads from the broker's retained messages.
"""),
('backup-restore-drill', 'Backup restore drill', '2026-07-07', ['backups', 'infra', 'drill'], """
# Backup restore drill

@@F1a@@
July drill: stationdb restored to a scratch VM in 11 minutes, db2 took just over an hour.

Next drill: October, restore calib too.
"""),
('station-lifecycle', 'Station lifecycle', '2026-04-25', ['stations', 'stationdb', 'lifecycle'], """
# Station lifecycle

planned → burn_in → active → inactive → closed

@@O5b@@
Reactivating an inactive station needs a site visit first.
"""),
('calibration-history', 'Calibration history', '2026-06-15', ['calibration', 'history'], """
# How calibration records got to where they are

@@D2a@@
Ifan imported the sheet into calib over Easter; the sheet is archived in the shared drive.
"""),
('fault-triage-guide', 'Fault triage guide', '2026-04-08', ['faultdesk', 'triage', 'volunteers'], """
# Fault triage guide

## History
@@D9a@@

## Routine
Check the offline list first, then new portal reports.
@@NS1b@@
Phone the observer before booking a visit; half the time it's a tripped breaker.
"""),
('firmware-notes', 'Logger firmware notes', '2026-06-02', ['firmware', 'loggers'], """
# Logger firmware notes

@@D6a@@
The 2.6 line adds a battery voltage field to every reading.

## Rollouts
@@NS6b@@
"""),
# ---- unlabelled auto notes
('agm-2026-notes', 'AGM 2026 notes', '2026-10-11', ['agm', 'volunteers'], """
# AGM 2026

- 211 stations reporting, 23 new this year
- Volunteer of the year: Margaret in Dentdale
- Calibration workshop days stay in April and October
- Members voted to keep the data free under the same licence
"""),
('snow-depth-trial', 'Snow depth trial', '2026-01-29', ['snow', 'trial'], """
# Snow depth trial

Six upland observers are trying ultrasonic snow-depth sensors this winter.

- Readings every 10 minutes, stored but not published yet
- The manual snow depth at 09:00 UTC stays the reference
"""),
('lightning-detector-trial', 'Lightning detector trial', '2026-07-28', ['lightning', 'trial'], """
# Lightning detector trial

Three AS3935 boards at NWN-012, NWN-040 and NWN-057.

The detectors publish strike counts every 15 minutes on their own MQTT topic.
Counts aren't in the public feed; false triggers from electric fences are still a problem.
"""),
('grafana-dashboards', 'Grafana dashboards', '2026-08-05', ['grafana', 'monitoring'], """
# Grafana dashboards

- "Network health": stations reporting, median latency, battery voltages
- "Ingest": messages/s, writer lag, insert errors
- "Per station": the one volunteers see, filtered to their own station
"""),
('storm-review-october', 'Storm review, October', '2026-10-29', ['incident', 'storm', 'review'], """
# Storm review (19-20 October)

- Peak gust 41.3 m/s at Tan Hill, the network record
- Four screens down, two masts bent
- Ingest kept up; the WOW uploader fell behind for 40 minutes
- Faultdesk opened 22 tickets in one night
"""),
('solar-power-kits', 'Solar power kits', '2026-05-12', ['power', 'hardware'], """
# Solar power kits

Standard kit: 20 W panel, 12 Ah LiFePO4 battery, Victron 75/10 controller.

Winter sites above 400 m get a 30 W panel.
"""),
('volunteer-training-day', 'Volunteer training day', '2026-09-20', ['volunteers', 'training'], """
# Volunteer training day (20 September)

Covered: reading the gauge, clearing the funnel, what to do when the screen is damaged, using the portal.

Next one is in March, in Hawes.
"""),
('data-requests-log', 'Data requests', '2026-11-12', ['data', 'requests'], """
# Data requests

- Durham PhD student: 2 years of rainfall for Swaledale, sent via bulk export
- Parish newsletter: monthly summaries for Kettlewell
- A farmer asking for frost alerts; pointed at the API
"""),
('sensor-stock', 'Sensor stock', '2026-11-03', ['hardware', 'stock'], """
# Sensor stock (November)

| item | in stock |
|---|---|
| SHT45 T/RH probes | 14 |
| tipping buckets | 6 |
| anemometer cup sets | 9 |
| loggers rev C | 5 |
"""),
('site-visits-autumn', 'Autumn site visits', '2026-09-30', ['site-visits', 'stations'], """
# Autumn site visits

Visits this round: 38 stations, mostly the northern dales.

- NWN-044 Hawes: mast leaning, replacement ordered
- NWN-019 Buttertubs: new gauge funnel
- NWN-063 Cray: hedge cut back by the landowner
"""),
('met-office-wow-notes', 'Met Office WOW notes', '2026-02-17', ['wow', 'forwarding'], """
# Met Office WOW

Each station has a WOW site id and an authentication key stored in stationdb.

WOW only wants one observation per station per 5 minutes, so the uploader thins the minute data.
"""),
('cert-renewal-runbook', 'Cert renewal runbook', '2026-08-12', ['certs', 'runbook', 'mqtt'], """
# Cert renewal runbook

1. stationdb lists certs expiring in the next 30 days
2. Generate the new cert on the ops VM with `step ca certificate`
3. Push it with the next firmware config sync; the old cert keeps working until expiry
"""),
('incident-2026-06-broker', 'Broker outage, June', '2026-06-20', ['incident', 'mqtt', 'broker'], """
# Broker outage (19 June)

The Mosquitto volume filled with retained messages from a misconfigured test station.
47 minutes without ingest; loggers resent most of it afterwards.

Fix: retained messages are now limited per client.
"""),
('portal-1-4-release', 'Portal 1.4 release', '2026-10-19', ['portal', 'release'], """
# Portal 1.4

- Valley filter on the coordinator view
- Dark mode, because observers read the gauge card at dawn
- Station search is now instant (client-side index)
"""),
('ingest-latency', 'Ingest latency', '2026-08-27', ['feedpipe', 'latency', 'monitoring'], """
# Ingest latency

Median from logger timestamp to row in `readings_raw` is about 40 seconds; p95 is under 3 minutes.
Most of the tail is stations on weak mobile signal retrying.
"""),
('hetzner-rebuild', 'Hetzner cluster rebuild', '2026-02-21', ['infra', 'k3s', 'migration'], """
# Hetzner cluster rebuild (February)

The old single-node setup was replaced by three k3s nodes and separate database VMs.
Cut over on 20 February at 21:00; about 12 minutes of readings were replayed from the loggers.
"""),
]
