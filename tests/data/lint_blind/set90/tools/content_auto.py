# free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a('agent-portal-faq', 'Agent portal FAQ (draft for the agencies)', '2026-02-09', ['pilotdesk', 'agents', 'faq'], """
## Booking a pilot
@@V2b@@
Give the IMO number, not the ship's name; names change, IMO numbers do not.

## Changing an ETA
ETA changes are free until a pilot is allocated. After that, ring the duty pilot.

## Towage only
Tugs without a pilot (e.g. a dead ship tow) are ordered on the Towage tab.
""")

a('boardlog-dev-setup', 'boardlog dev setup', '2026-06-03', ['boardlog', 'setup', 'flutter'], """
# Setting up boardlog locally

@@V4b@@
Then:

```
fvm flutter pub get
fvm flutter run -d emulator-5554   # Flutter 3.24 emulator images work too
```

The API base URL for dev is `http://localhost:8000/boardlog/`; run pilotdesk first.
""")

a('finance-month-end', 'Month-end with finance', '2026-10-30', ['duesbridge', 'finance'], """
# Month-end close, what finance asked for

@@V6b@@
close has to wait for the 20:00 run.
- Ruth checks the unposted list in duesbridge before locking the period.
- Credit notes are raised in Sage by finance, never by duesbridge.
- Statements go out on the first working day.
""")

a('tug-allocation-rules', 'Tug allocation rules as coded', '2026-05-20', ['tugboard', 'rules', 'tugs'], """
# Tug allocation rules (as coded in tugboard `rules/berthing.go`)

@@NS8b@@

## Counts by berth
@@V8b@@
Kingsquay container berthing, LOA 200-250 m: 2 tugs.
North Wharf bulk carriers over 180 m: 2 tugs.
Oil Jetty: whatever the terminal's berthing plan says (usually 3 for VLCCs).
""")

a('vts-polling-notes', 'VTS polling in tugboard', '2026-03-04', ['tugboard', 'vts', 'performance'], """
# VTS polling

@@D3a@@
We cut it down after the berthing screen trial.

@@V10b@@
batches its position queries into one call per cycle.
""")

a('pilotdesk-incident-2026-08', 'Incident: pilotdesk 500s on 14 Aug', '2026-08-15', ['pilotdesk', 'incident'], """
# pilotdesk 500s, 14 August 2026

@@R1b@@
Cause: a vessel register entry with a null LOA; the allocation board crashed on sort.
Fix: PD-521, default LOA handling plus a data fix for 3 vessels.
Time to recover: 40 minutes, no acts missed.
""")

a('tidecalc-dev-setup', 'tidecalc dev setup', '2026-05-28', ['tidecalc', 'setup'], """
# tidecalc locally

@@R4b@@
Set `TIDECALC_ENV=dev` so the rules load from `rules/` in the working tree.
@@O9b@@
Test data: `fixtures/gauge_2025.csv` (one year of 6-minute readings).
""")

a('tugboard-architecture', 'tugboard architecture sketch', '2026-03-18', ['tugboard', 'architecture'], """
# tugboard architecture

@@R6b@@
and duesbridge consumes the completed-job messages from it.

Allocation runs as a loop per job; each tug is scored, and the best available crewed tug wins.
Dockets are signed on the tug master's tablet and stored as PDF in object storage.
""")

a('callout-sms-outage', 'Call-out SMS delays, 3 September', '2026-09-04', ['sms', 'incident', 'pilots'], """
# Call-out SMS delays (3 Sept)

@@R9b@@
Messages queued for about 20 minutes on the provider's side; one pilot nearly missed an outbound.
Action: pilotdesk now alerts if a call-out has no delivery receipt after 5 minutes.
""")

a('boardlog-release-process', 'boardlog release process', '2026-07-06', ['boardlog', 'release', 'git'], """
# boardlog release process

@@N1b@@
Versioning: `major.minor.build`, build number from Codemagic.
Release notes are written by Lena in the PR that bumps the version.
""")

a('pilotdesk-deploy-runbook', 'pilotdesk deploy runbook', '2026-04-22', ['pilotdesk', 'deploy', 'runbook'], """
# pilotdesk deploy

1. Merge to main; wait for the image tag in the registry.
2. Bump the tag in the `deploy` repo; Argo CD shows the diff.
3. Sync.

## Migrations
@@N3b@@

```
kubectl -n pilotdesk exec deploy/pilotdesk -- python manage.py migrate --plan
kubectl -n pilotdesk exec deploy/pilotdesk -- python manage.py migrate
```
""")

a('pilotdesk-test-notes', 'pilotdesk test notes', '2026-02-26', ['pilotdesk', 'testing'], """
# pilotdesk tests

@@N5b@@
Integration tests live in `tests/integration/` and need Docker.
The booking-rule tests take their cases from `tests/cases/booking_rules.yaml`.
""")

a('night-pilotage', 'Night pilotage for big ships', '2026-10-08', ['pilotage', 'night', 'channel'], """
# Night pilotage, big ships

@@N7b@@
with two pilots on board and a tug escort through the Narrows.
The duty pilot decides case by case; tidecalc flags the window as night in its response.
""")

a('boardlog-privacy-review', 'boardlog privacy review', '2026-09-17', ['boardlog', 'privacy', 'gdpr'], """
# boardlog privacy review (for the DPO)

## What is collected
@@N9b@@
for a year in the pilotdesk database.
- Pilot name and licence number with each act.
- Ladder photos; faces are not expected in frame but can happen.

## Access
Pilots see their own acts; the duty pilot and the harbour master see all.
""")

a('tug-positions', 'Where tug positions come from', '2026-02-16', ['tugboard', 'tugs', 'positions'], """
# Tug positions

@@S3a@@
and shown on the berthing screen.
Vessel positions (not tugs) come from aisfeed.
""")

a('tug-callout', 'How tug crews get jobs', '2026-03-11', ['tugboard', 'sms', 'tugs'], """
# Tug call-out

@@F2a@@
The SMS carries the job number, berth, vessel and time.
@@O2a@@
Crews acknowledge on the tablet, which closes the SMS loop.
""")

a('tidecalc-ukc-change-process', 'Changing a UKC rule', '2026-06-29', ['tidecalc', 'ukc', 'process'], """
# Changing a UKC rule

1. Write the change in `rules/*.yaml` with the direction reference in a comment.
2. Open the PR with the before/after windows for the last month's movements.
@@F3b@@
3. After merge, the harbour master signs the rule version in the pilotage directions register.
""")

a('backup-restore-drill', 'Backup restore drill, May', '2026-05-15', ['backups', 'pilotdesk', 'drill'], """
# Restore drill

@@F4b@@
Restore to a scratch VM took 18 minutes; the booking counts matched.
Next drill: November.
""")

a('surge-correction', 'Surge correction in tidecalc', '2026-09-24', ['tidecalc', 'weather', 'surge'], """
# Surge correction

@@F8b@@
The correction is capped at +/- 0.4 m; anything bigger goes to the duty pilot as a warning.
""")

a('tugboard-runbook', 'tugboard runbook', '2026-06-11', ['tugboard', 'runbook', 'redis'], """
# tugboard runbook

## Redis
@@O1b@@
@@F10b@@

```
redis-cli -h redis-tug.cspt.internal -p 6379 ping
```

## Stuck jobs
If a job shows "allocating" for more than a minute, clear its lock key `lock:job:<id>`.
""")

a('boardlog-login', 'boardlog login and PINs', '2026-04-09', ['boardlog', 'auth'], """
# boardlog login

First login is with the pilot's SSO account; after that a 6-digit PIN.
@@O6b@@
A lost phone is handled by revoking the device in the pilotdesk admin.
""")

a('pilotdesk-frontend', 'pilotdesk frontend build', '2026-03-25', ['pilotdesk', 'frontend'], """
# pilotdesk frontend

@@O7b@@
Only the allocation board uses the bundle; everything else is server-rendered.
`npm run build` writes to `static/dist/`, which is collected at image build.
""")

a('dredging-2026', 'Inner Bar dredging 2026', '2026-07-02', ['channel', 'dredging', 'draught'], """
# Inner Bar dredging

@@D4a@@
The new figure came with the post-dredge survey; tidecalc's rules were updated the same week.
Maintenance dredging is planned every two years.
""")

a('boardlog-android-support', 'boardlog Android support', '2026-10-19', ['boardlog', 'android'], """
# Android versions

@@D8a@@
Two pilots had to get new phones; the port paid.
""")

a('fog-trial-2026', 'Fog trial, March 2026', '2026-04-03', ['pilotage', 'fog', 'vts'], """
# Fog trial

@@D9a@@
with VTS giving shore-based guidance from the radar.
The harbour master did not adopt it; the directions were not changed.
""")

a('sailing-checklist', 'Outbound sailing checklist', '2026-05-07', ['pilotage', 'checklist', 'outbound'], """
# Outbound sailing

@@A5b@@
- Master/pilot exchange done before singling up.
- Tugs made fast as per the berthing rules.
- VTS informed when the last line is let go.
""")

a('tidecalc-api-notes', 'tidecalc API notes', '2026-06-16', ['tidecalc', 'api'], """
# tidecalc API

@@A7b@@
Windows come back sorted by start time; each has a `ukc_min` field in metres.
""")

a('berthing-checklist', 'Berthing checklist', '2026-05-08', ['pilotage', 'checklist', 'tugs'], """
# Berthing

- Tugs made fast before the Narrows for ships over 200 m.
@@NS4b@@
- Log all-fast time in boardlog.
""")

a('staging-refresh', 'Staging refresh job', '2026-08-20', ['staging', 'data', 'privacy'], """
# Staging refresh

The job dumps pilotdesk, strips names, phone numbers and licence numbers, and restores.
@@NS7a@@
Developers use the seed fixtures locally.
""")

a('docs-workflow', 'Docs workflow', '2026-07-15', ['docs', 'workflow', 'git'], """
# Docs

Runbooks live in each repo's `docs/`; the pilotage summary lives in the wiki.
@@NS10b@@
Anything that touches code or a rule file needs the normal review.
""")

# ---- filler notes (no labelled claim)
a('kingsquay-berth-3', 'Kingsquay 3 quirks', '2026-02-02', ['berths', 'kingsquay'], """
# Kingsquay 3

The fender line at Kingsquay 3 is set back 2 m; berthing polygons in pilotdesk account for it.
The crane rails limit the gangway position for ships with aft accommodation.
""")
a('pilot-launch-maintenance', 'Pilot launch maintenance', '2026-03-16', ['launch', 'maintenance'], """
# Pilot launch maintenance

Sound Pilot is lifted every October for antifouling. Sound Pilot II covers.
Launch crews are not tracked in tugboard.
""")
a('grafana-dashboards', 'Grafana dashboards', '2026-04-13', ['monitoring', 'grafana'], """
# Dashboards

- pilotdesk: bookings per hour, allocation lag, Celery queue length
- tugboard: jobs open, allocation time, tug availability
- aisfeed: messages per second, decode errors
Logs go to Loki; keep queries on labels, not full-text, or they time out.
""")
a('vessel-register', 'Vessel register in pilotdesk', '2026-01-29', ['pilotdesk', 'vessels'], """
# Vessel register

pilotdesk keeps its own vessel register keyed on IMO number.
LOA, beam, draught and gross tonnage are entered by agents and checked by the duty pilot.
A nightly job flags vessels whose name changed in the VTS data.
""")
a('tide-window-glossary', 'Tide window terms', '2026-02-27', ['tidecalc', 'glossary'], """
# Tide window terms

- Window: a period in which the UKC rule holds for the whole transit.
- Static draught: draught at rest, as declared by the master.
- Squat: extra sinkage from speed, worst in the Narrows.
""")
a('towage-only-orders', 'Towage-only orders', '2026-05-21', ['tugboard', 'towage'], """
# Towage-only orders

Dead-ship tows and barge moves have no pilot booking; tugboard takes them from the agent portal.
They are invoiced as towage only; duesbridge picks them up from the dockets.
""")
a('pec-renewal', 'PEC renewal steps', '2026-09-08', ['pec', 'harbour-master'], """
# PEC renewal

A master renewing a PEC needs two acts with a pilot in the last 12 months.
The harbour master signs the renewal; the office updates pilotdesk the same day.
""")
a('agents-api-tokens', 'Agent API tokens', '2026-08-05', ['pilotdesk', 'api', 'agents'], """
# Agent API tokens

Tokens are issued per agency in the pilotdesk admin and expire after a year.
Three agencies use the API; the rest use the portal screens.
""")
a('radar-outage-2026-10', 'Radar outage, October', '2026-10-22', ['vts', 'incident'], """
# VTS radar outage, 21 October

The Carrick Head radar was down for 3 hours. aisfeed kept running and the berthing screen stayed up.
Nothing in our systems needed a change.
""")
a('ladder-photo-tips', 'Ladder photo tips for pilots', '2026-06-05', ['boardlog', 'ladders', 'pilots'], """
# Ladder photos

Take the photo from the launch before climbing, whole ladder in frame, side ropes visible.
If it is too dark, the app lets you skip the photo with a reason.
""")
a('harbour-master-reporting', 'Monthly report for the harbour master', '2026-07-30', ['reporting', 'pilotdesk'], """
# Monthly report

Acts by type, late bookings, cancellations, PEC acts, ladder defects.
Generated from pilotdesk on the 2nd of each month; Morag checks it before it goes out.
""")
a('sms-templates', 'SMS templates', '2026-04-30', ['sms', 'templates'], """
# SMS templates

Pilot call-out: `ACT {id} {vessel} {type} {time} {berth}. Reply YES/NO`.
Tug job: `JOB {id} {vessel} {berth} {time}`.
Keep them under 160 characters.
""")
a('aisfeed-queries', 'Useful aisfeed queries', '2026-08-26', ['aisfeed', 'sql'], """
# Useful queries

Last position per MMSI:

```
SELECT DISTINCT ON (mmsi) mmsi, ts, lat, lon FROM positions ORDER BY mmsi, ts DESC;
```

Hourly counts are in `positions_hourly`.
""")
a('on-call-handover', 'On-call handover notes', '2026-11-16', ['on-call'], """
# On-call handover

Handover is Monday 09:00. Write open incidents and anything odd in the tide forecast.
Pages outside working hours are logged with the time to acknowledge.
""")
a('claude-workflow', 'How the agent works here', '2026-01-12', ['workflow', 'agent'], """
# Agent workflow

Run the tests before proposing a commit; show the diff and wait for a yes on anything in `rules/`.
Read the overview memory for a system before answering about it.
""")
a('north-wharf', 'North Wharf notes', '2026-09-28', ['berths', 'north-wharf'], """
# North Wharf

Bulk and project cargo. Shallower than Kingsquay; tidecalc has its own rule set for it.
Project cargo ships often need a shift to the lay-by berth, booked as a shift act.
""")
a('invoice-disputes', 'Invoice disputes', '2026-10-14', ['duesbridge', 'finance'], """
# Invoice disputes

Agents dispute mostly waiting time and weekend surcharges.
Finance answers from the act record in pilotdesk; duesbridge only shows the lines.
""")
a('weather-sources', 'Weather sources', '2026-02-23', ['weather'], """
# Weather

The control room has its own anemometer on Carrick Head; its readings are on the berthing screen.
Pilots also use the Met Office inshore waters forecast.
""")
