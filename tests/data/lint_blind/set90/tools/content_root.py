# Root Claude Code auto-memory files: filename -> (name, description, type, title, hook, body)
# @@ID@@ lines are replaced by the claim text from claims.py.
ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r('reference_pilotdesk.md', 'pilotdesk-overview',
  'pilotdesk (pilot booking and dispatch) - stack, endpoints, booking rules, integrations',
  'reference', 'pilotdesk overview', 'stack, endpoints, booking rules, integrations', """
# pilotdesk

Pilot booking and dispatch for Carrick Sound. Agents book, the duty pilot allocates, pilots see their jobs.
Repo `git.cspt.co.uk/digital/pilotdesk`, owned by Kwame.

## Stack
@@D2b@@
@@F1a@@
@@V1a@@
- Celery broker: Redis on `redis-pilot.cspt.internal:6379` (separate from tugboard's)
@@R1a@@
- Frontend: server-rendered templates plus a small Vite bundle for the allocation board

## Endpoints
@@A1a@@
- Admin: `https://pilotdesk.cspt.co.uk/admin/` (SSO via Entra ID)
- Health: `/healthz` returns 200 once the DB and Redis are reachable
@@O6a@@

## Booking rules
@@V2a@@
- Bookings carry the vessel's IMO number; pilotdesk looks up LOA and draught from the vessel register
- Cancellations inside 2 hours of the act are charged at the full pilotage rate
- A booking can be amended by the agent until a pilot is allocated

## Integrations
@@S1a@@
- Pushes confirmed acts to tugboard through its internal API; tugboard never writes back to pilotdesk
- Closed acts flow to duesbridge for invoicing
- Reads predicted tide windows from tidecalc when the duty pilot opens a deep-draught booking

## Deploy
@@N3a@@
- Image built from `main`, tagged with the short SHA, rolled out by Argo CD
""")

r('reference_tugboard.md', 'tugboard-overview',
  'tugboard (tug allocation and job tickets) - architecture, allocation logic, integrations',
  'reference', 'tugboard overview', 'architecture, allocation logic, integrations', """
# tugboard

Go service that turns confirmed pilotage acts and direct towage requests into tug jobs.
Owner: Kwame; Lena covers when he is away.

## Architecture
- Go 1.23, chi router, sqlc for queries
- Postgres: `pg-tug.cspt.internal:5432`, database `tugboard`
@@A4a@@
@@R6a@@
@@R2a@@
@@S6a@@

## Allocation
@@D1b@@
@@F5a@@
@@N2a@@
- A job needs the berth, the vessel's LOA and the number of tugs required; the berthing rules decide the count
- Jobs show on the berthing screen in the control room and on the tug masters' tablets

## Integrations
@@D3b@@
- Receives confirmed acts from pilotdesk and direct towage orders from the agent portal
- Sends completed job dockets to duesbridge for towage invoicing
""")

r('reference_tidecalc.md', 'tidecalc-overview',
  'tidecalc (tide windows and under-keel clearance) - stack, data sources, API rules',
  'reference', 'tidecalc overview', 'stack, data sources, API rules', """
# tidecalc

Python service that works out tide windows and under-keel clearance (UKC) for deep-draught
movements. The pilots' technical rep signs off rule changes. Owner: Lena.

## Stack
- Python 3.12, FastAPI, numpy
@@R4a@@
@@R10a@@
@@O4b@@
@@D10b@@

## Data sources
@@S2a@@
@@F8a@@
- Observed levels from the Carrick Sound tide gauge via the port's SCADA export

## Rules
@@V3a@@
- Squat is added with the Barrass formula at the planned speed over ground
- A window is only offered if the UKC holds for the whole transit plus 30 minutes

## API
@@A7a@@
@@N10a@@
- `GET /windows?imo=...&draught=...` returns the next three windows
""")

r('reference_boardlog.md', 'boardlog-overview',
  'boardlog (pilots\' mobile act log) - platform, what it records, uploads, distribution',
  'reference', 'boardlog overview', 'platform, what it records, uploads, distribution', """
# boardlog

The pilots' phone app for logging each act of pilotage. Lena built it; Kwame looks after the API side.

## Platform
@@V4a@@
@@D8b@@
- Backend: a small Django app inside the pilotdesk repo (`boardlog_api/`)

## What it records
@@NS3b@@
@@N9a@@
- Ladder checklist (SOLAS ladder, side ropes, lighting, freeboard) with a photo
- Free-text remarks for the master/pilot exchange

## Uploads
@@F6a@@
@@D6b@@
@@V9a@@

## Distribution
@@S10a@@
- iOS builds go through TestFlight; pilots get an invite from Lena
""")

r('reference_duesbridge.md', 'duesbridge-overview',
  'duesbridge (pilotage and towage invoicing) - ledger, invoice flow, emails, terms',
  'reference', 'duesbridge overview', 'ledger, invoice flow, emails, terms', """
# duesbridge

Turns closed pilotage acts and tug dockets into invoices for shipping agents and posts them to the
ledger. Finance contact: Ruth Penhale. Code owner: Kwame.

## Ledger
@@D5b@@
@@S8a@@
@@V6a@@

## Invoice flow
@@N6a@@
@@NS1b@@
- Pilotage invoices are built from the act times in pilotdesk and the vessel's gross tonnage band
- Credit notes are raised by finance in Sage, never by duesbridge

## Emails and terms
@@R3a@@
@@A10a@@
- Statements go to agents on the first working day of the month
""")

r('reference_aisfeed.md', 'aisfeed-overview',
  'aisfeed (AIS ingestion) - sources, storage, hosting, operations',
  'reference', 'aisfeed overview', 'sources, storage, hosting, operations', """
# aisfeed

Rust service that decodes AIS from the port's base station and serves vessel positions to tugboard
and the berthing screen.

## Sources and storage
- Input: NMEA 0183 over TCP from the Carrick Head base station
@@S5a@@
@@V5a@@
- Decoded positions are served internally as JSON at `/positions/latest`

## Hosting and exposure
@@R5a@@
@@N4a@@

## Operations
@@NS6b@@
- Metrics on `:9100/metrics`, scraped by the control-room Prometheus
""")

r('reference_infra.md', 'infra-overview',
  'shared infrastructure - cluster, secrets, backups, environments',
  'reference', 'Infrastructure', 'cluster, secrets, backups, environments', """
# Shared infrastructure

## Cluster
- k3s, three nodes (`k3s-01`..`k3s-03`) in the control building server room
- pilotdesk and duesbridge run there; Argo CD syncs from the `deploy` repo
- Ingress: Traefik, certificates from the internal ACME CA

## Secrets
@@F10a@@
- Nobody keeps secrets in `.env` files in the repos; CI gets short-lived Vault tokens

## Backups
@@F4a@@
- Vault snapshots run every 6 hours

## Environments
@@A6a@@
@@NS7b@@
- Production deploys are manual syncs in Argo CD
""")

r('reference_channel.md', 'channel-and-pilotage-rules',
  'Carrick Sound pilotage: boarding, channel limits, tug requirements and rest rules',
  'reference', 'Channel and pilotage rules', 'boarding, channel limits, tug requirements, rest rules', """
# Channel and pilotage rules

What the agent needs to know when touching booking, tide or tug logic. Source: the harbour master's
pilotage directions, as summarised by Morag.

## Boarding
@@F9a@@
@@A8a@@
- VTS is on VHF 12; the launch never calls VTS on the working channel
@@A5a@@
@@O3a@@

## Channel limits
@@O8a@@
@@N7a@@
@@D9b@@
- Two-way traffic in the Narrows is not allowed for vessels over 200 m LOA

## Tugs
@@V8a@@
- Tankers for the Oil Jetty take the number of tugs in the terminal's berthing plan

## Pilot hours
| Rule | Value |
|---|---|
@@V7a@@
| Acts per 24 hours | 3 |
""")

r('reference_fleet.md', 'tug-fleet',
  'the tug fleet - boats, bollard pull, crewing, release rules',
  'reference', 'Tug fleet', 'boats, bollard pull, crewing, release rules', """
# Tug fleet

## Boats
@@O5a@@
- Carrick Otter: ASD, see the fact on her rating
@@D7b@@
- Pilot launches (not tugs): Sound Pilot and Sound Pilot II, both 16 m

## Crewing
| Item | Detail |
|---|---|
@@O10a@@
| Crew per tug | master, mate, engineer |

## Working rules
@@NS4a@@
- A tug with a defect logged in tugboard is hidden from allocation until the engineer clears it
""")

r('reference_vts_api.md', 'vts-api',
  'VTS API notes: auth, base URL, limits, what tugboard and pilotdesk call',
  'reference', 'VTS API', 'auth, base URL, limits, callers', """
# VTS API

The vessel traffic service exposes movements and vessel positions to port systems.

@@S9a@@
- Auth: client-credentials token from the VTS identity server, one client per system
@@V10a@@
- tugboard and the berthing screen are the only heavy callers; pilotdesk only reads planned movements
""")

r('reference_tariff.md', 'tariff',
  'pilotage and towage tariff rules used by duesbridge',
  'reference', 'Tariff', 'pilotage and towage charging rules', """
# Tariff

- Pilotage is charged per act by gross tonnage band (bands in `duesbridge/tariff/2026.yaml`)
@@A2a@@
- Waiting time for the pilot is charged after 30 minutes at the boarding ground
- Weekend and bank-holiday acts carry a 25% surcharge
""")

r('reference_sms.md', 'sms-callouts',
  'how pilot call-out texts are sent and who gets them',
  'reference', 'SMS call-outs', 'how pilot call-out texts are sent', """
# SMS call-outs

@@R9a@@
Pilots reply YES or NO; the reply webhook lands on pilotdesk at `/hooks/sms/reply`.
Numbers come from the pilot's profile in pilotdesk, never from the roster export.
""")

r('reference_on_call.md', 'on-call',
  'on-call and paging - who gets paged for what',
  'reference', 'On-call and paging', 'who gets paged for what', """
# On-call

- Digital on-call (Kwame / Lena, weekly) gets Grafana alerts for pilotdesk, tugboard, tidecalc, aisfeed
@@NS5b@@
- The duty tug master is paged when a job has no tug allocated 1 hour before start
- Pages go through Grafana OnCall to the phone app
""")

r('reference_glossary.md', 'glossary',
  'Glossary: pilotage and towage terms used in the repos and in tickets',
  'reference', 'Glossary', 'pilotage and towage terms', """
# Glossary

- Act: one pilotage job (inbound, outbound or shift)
- PEC: pilotage exemption certificate, held by masters who may pilot their own ship
- UKC: under-keel clearance, depth of water under the keel in the transit
- LOA: length overall
- ASD: azimuth stern drive tug
- All fast: all mooring lines made fast on the berth
- Docket: the tug master's signed record of a towage job
""")

r('reference_berths.md', 'berths',
  'berths and terminals of Carrick Sound',
  'reference', 'Berths', 'berths and terminals', """
# Berths

- Kingsquay 1-3: container terminal, inside the Inner Bar
- Oil Jetty: tanker berth on the seaward side of the bar
- North Wharf: bulk and project cargo
- Lay-by berth: where tugs and the pilot launches lie
""")

r('user_morag.md', 'user-morag',
  'Morag Ellison, digital lead - how she works and what she expects',
  'user', 'Morag Ellison', 'digital lead; how she works', """
Morag Ellison is the port's digital lead and a former VTS officer. She reviews most PRs.

@@R8a@@
@@A3a@@
- Wants pilotage terms used exactly as in the pilotage directions
""")

r('user_kwame.md', 'user-kwame',
  'Kwame Asante, developer - pilotdesk, tugboard, duesbridge',
  'user', 'Kwame Asante', 'developer on pilotdesk, tugboard, duesbridge', """
Kwame Asante owns pilotdesk, tugboard and duesbridge. Backend-heavy, Go and Django.
Prefers small PRs and reviews in the morning; on call every other week.
""")

r('user_lena.md', 'user-lena',
  'Lena Sorensen, developer - boardlog and tidecalc',
  'user', 'Lena Sorensen', 'developer on boardlog and tidecalc', """
Lena Sorensen owns boardlog and tidecalc. She sailed as a second mate before joining the port,
so she is the one to ask about ladders, freeboard and squat.
""")

r('feedback_merge_strategy.md', 'merge-strategy',
  'merge strategy and review rules for the repos',
  'feedback', 'Merge strategy and review', 'how PRs get merged and reviewed', """
@@R7a@@
@@NS10a@@

**Why:** Morag reads history on main when something breaks in a live act; she wants to see how a change was built.
**How to apply:** check the repo before choosing the merge button; other repos have their own habits.
""")

r('feedback_testing.md', 'testing',
  'testing rules for pilotdesk',
  'feedback', 'Testing rules', 'how to test pilotdesk', """
@@N5a@@

**Why:** a mocked ORM hid a broken PostGIS query in February, and a booking for Kingsquay 3 went to the wrong berth.
**How to apply:** any test touching bookings or berths uses the real schema.
""")

r('feedback_commits.md', 'commit-style',
  'commit message style',
  'feedback', 'Commit style', 'commit message conventions', """
@@A9a@@
Imperative subject line, under 72 characters, ticket number at the end (`PD-412`).

**Why:** the release notes are generated from commit subjects.
""")

r('feedback_deploys.md', 'deploy-rules',
  'deploy rules the agent must follow',
  'feedback', 'Deploy rules', 'when and how to deploy', """
@@N8a@@
@@NS9a@@
@@F3a@@

**Why:** a bad tugboard release on a Saturday in 2025 left the berthing screen blank for two tides.
**How to apply:** say which rule applies before proposing a deploy.
""")

r('feedback_paging.md', 'paging-etiquette',
  'what should and should not page people',
  'feedback', 'Paging etiquette', 'what pages people and what does not', """
@@NS5a@@
Alerts the agent adds to Grafana start as warnings; Morag decides if they page.

**Why:** pilots are working the ship when they get paged; noise gets phones muted.
""")

r('feedback_units.md', 'units-and-times',
  'units and time zones in code and in answers',
  'feedback', 'Units and times', 'units and time zones', """
Use metres for draught and depth, nautical miles for distance, knots for speed.
In answers give local time (Europe/London) next to UTC when talking about tide windows.

**Why:** pilots read tide tables in local time and the code works in UTC; mixing them caused a missed window in April.
""")

r('feedback_ask_first.md', 'ask-before-touching-rules',
  'ask before changing anything that encodes a pilotage rule',
  'feedback', 'Ask before changing rules', 'pilotage rules need a human decision', """
Never change a constant that encodes a pilotage direction (draught limits, tug counts, rest hours)
without asking Morag first, even if a test says it is wrong.

**Why:** the directions are legal documents; the code follows them, not the other way round.
""")

r('project_sage_migration.md', 'sage-migration',
  'move of dues invoicing from Xero to Sage 200',
  'project', 'Sage migration', 'ledger move for dues invoicing', """
Finance moved the port's ledger to Sage 200 this spring.

@@D5a@@
Historic invoices stay in Xero as read-only; duesbridge has no Xero code left after PR DB-88.
""")

r('project_boardlog_rollout.md', 'boardlog-rollout',
  'boardlog rollout to all pilots',
  'project', 'boardlog rollout', 'rollout to all pilots', """
All 14 licensed pilots had boardlog by the end of June 2026.

@@S7b@@
The office still keeps the 2025 paper forms in the archive room for the statutory six years.
""")

r('project_navtor_shutdown.md', 'navtor-shutdown',
  'end of the Navtor fleet feed',
  'project', 'Navtor feed shutdown', 'end of the old tug position feed', """
@@S3b@@
The contract was not renewed; the tugs' own AIS transponders are good enough inside the Sound.
""")

r('project_ais_timescale.md', 'ais-timescale',
  'aisfeed storage migration',
  'project', 'aisfeed storage migration', 'storage move for AIS positions', """
@@S5b@@
Reason: the berthing screen needed joins with berth polygons, which Influx cannot do.
Kwame wrote the backfill; Lena checked the downsampled tables against the old dashboards.
""")

r('project_tidecalc_rewrite.md', 'tidecalc-rewrite',
  'tidecalc rewrite and re-hosting in 2026',
  'project', 'tidecalc rewrite', 'the 2026 rewrite and re-hosting', """
The old tidecalc was a Flask app from 2021 with the UKC rules hard-coded.

@@D10a@@
The rewrite split rules into `rules/*.yaml` so the pilots' rep can review them without reading Python.
""")

r('project_pec_tracking.md', 'pec-tracking',
  'tracking pilotage exemption certificates',
  'project', 'PEC tracking', 'exemption certificates', """
@@F7a@@
The harbour master wanted this after a master sailed on an expired certificate in January.
Each PEC is tied to the master and the named vessels on the certificate.
""")

r('project_winter_trial.md', 'winter-trial',
  'the 2025 winter trial of tug allocation',
  'project', 'Winter trial 2025', 'the first tug allocation trial', """
@@D1a@@
The trial showed that most double-bookings came from phone changes not reaching the sheet,
which is why tugboard was built around the pilotdesk acts.
""")

r('project_ladder_safety.md', 'ladder-safety',
  'pilot ladder defect reporting',
  'project', 'Ladder safety', 'reporting pilot ladder defects', """
@@NS2a@@
The superintendent decides whether to notify the port state control officer.
boardlog has a one-tap "defective ladder" button that fills the report.
""")

r('project_roster_move.md', 'roster-move',
  'moving pilot rosters into pilotdesk',
  'project', 'Roster move', 'pilot rosters into pilotdesk', """
@@S4b@@
Roster changes now show up on the allocation board straight away instead of the next morning.
""")

r('project_vts_v2.md', 'vts-v2',
  'VTS API v2 migration',
  'project', 'VTS API v2', 'API version migration', """
@@S9b@@
tugboard was moved first (October); the berthing screen followed a week later.
""")

r('project_oil_jetty.md', 'oil-jetty-upgrade',
  'Oil Jetty berth upgrade',
  'project', 'Oil Jetty upgrade', 'berth upgrade and limits', """
The jetty dolphins were rebuilt in 2026 so larger tankers can come alongside.

@@O8b@@
The terminal supplies the mooring gang; its agent books the tugs through the portal.
""")

r('project_berthing_screen.md', 'berthing-screen',
  'control-room berthing screen',
  'project', 'Berthing screen', 'control-room display', """
The berthing screen in the control room shows vessels, tugs and pilot launches on a chart of the Sound.
It reads positions from aisfeed and jobs from tugboard; Lena did the map, Kwame the data.
The screen refreshes every 10 seconds.
""")

r('project_agent_portal.md', 'agent-portal',
  'the shipping agents\' portal',
  'project', 'Agent portal', 'the shipping agents\' booking portal', """
The agent portal is the pilotdesk front end for shipping agents: bookings, ETAs, invoices.
About 40 agencies use it; the big three also use the API.
Towage-only orders (no pilot) are placed through the same portal and go straight to tugboard.
""")
