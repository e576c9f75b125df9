"""Root (Claude Code auto-memory) files. Body lines '@@ID@@' are replaced by the claim text."""
# (filename, name, description, type, title, hook, body)
ROOT = [
('reference_stationdb.md', 'stationdb', 'stationdb: the station registry (Django), where every install, mast, sensor and observer link lives', 'reference',
 'stationdb', 'station registry app: stack, config, deploy', """
stationdb is the registry for every station in the network: site, mast, logger, sensors, observer, status.
Repo `git.northmoorwx.org/nwn/stationdb`. Most other services read from its API.

## Stack
@@O4b@@
@@D8b@@
@@V4b@@
@@R5b@@
@@R9b@@
- Admin at `stationdb.northmoorwx.org/admin/`, staff accounts only

## Config
@@V7b@@
  Ansible vault, never in `.env` files
- `STATIONDB_API_TOKEN` is what feed-export and calib use to read station metadata
- Media (site photos) on the app VM under `/srv/stationdb/media`

## Ops
@@A3a@@
@@O8b@@
@@R1b@@
- Migrations run as part of the deploy; never by hand on prod
- Station status values: `planned`, `burn_in`, `active`, `inactive`, `closed`
"""),

('reference_feedpipe.md', 'feedpipe', 'feedpipe: how readings get from loggers to the database and out to the public feed', 'reference',
 'feedpipe (ingest + export)', 'readings path from logger to public feed, forwarding', """
feedpipe is the mono-repo for the readings path: `feed-ingest` (Go), `feed-export` (Python), `wow-uploader` (Python).

| service | runtime | role |
|---|---|---|
@@V9b@@
| feed-export | Python 3.12 | builds the public CSV/JSON files |
| wow-uploader | Python 3.12 | pushes observations to WOW |

## Ingest
@@D1b@@
@@V1b@@
@@D6b@@
@@S5b@@
@@O1b@@
@@A1b@@
@@D3b@@
@@R3b@@

## Storage
- TimescaleDB on db2, database `readings`, hypertable `readings_raw`
@@V2b@@
- Hourly and daily aggregates are continuous aggregates (`readings_1h`, `readings_1d`)

## Export
@@V5b@@
@@R6b@@
@@N3b@@
@@F10a@@
@@N6b@@
- Rainfall is published as 10-minute totals and as the 09:00-09:00 daily total
@@S2b@@
"""),

('reference_calibration.md', 'calibration', 'how sensors get calibrated, where the records live and what the intervals are', 'reference',
 'Calibration', 'calibration intervals, references, records', """
Calibration is run by Ifan Griffiths from the Skipton workshop, with volunteer help on workshop days.

## Records
@@D2b@@
@@S4b@@
@@S9b@@
@@NS4b@@

## Intervals
@@V3b@@
@@O3b@@
- Wind: anemometer bearings inspected at every site visit, cups replaced when worn
@@F2a@@

## References
@@D10b@@
- Temperature reference: a pair of PRTs in a stirred bath, checked yearly by the university lab
- Handheld field reference: a Rotronic HP32 probe that travels with whoever does the visit
"""),

('reference_observers.md', 'observers', 'volunteer observers and the observer portal (sign-up, manual obs, accounts)', 'reference',
 'Observers and the portal', 'volunteer observers, portal accounts and manual obs', """
About 140 volunteer observers look after stations and send manual observations.

## Accounts
@@A8a@@
@@F5a@@
@@O5a@@
@@O7b@@
- Area coordinators can see every observer in their area; observers see only their own station

## Manual observations
@@D5b@@
@@A4a@@
@@NS8b@@
@@N9b@@
- Snow depth and state of ground are optional fields
@@V8b@@
"""),

('reference_faultdesk.md', 'faultdesk', 'faultdesk: fault tickets for stations, how they are opened, routed and closed', 'reference',
 'faultdesk', 'fault ticket system: intake, routing, priorities', """
faultdesk is the small Django app that tracks station faults (flat batteries, blocked gauges, fallen screens,
dead loggers). It reads stations and observers from stationdb.

## Intake
@@D4b@@
@@V6b@@
@@S6b@@
@@R2b@@

## Triage
@@D9b@@
@@F6a@@
@@NS3b@@
@@O10b@@
- Site visits are booked from the ticket; the visit report is attached to it

## Closing
@@N1b@@
- A closed ticket can be reopened by the coordinator within 14 days
"""),

('reference_infra.md', 'infra', 'infra: servers, secrets, backups and monitoring for all NWN services', 'reference',
 'Infrastructure', 'servers, secrets, backups, monitoring', """
The servers are at Hetzner (Falkenstein): a three-node k3s cluster plus db1 (Postgres), db2 (TimescaleDB)
and an ops VM.

- Domains and DNS at Cloudflare, registrar Gandi
@@O2b@@
@@R7b@@
@@R4b@@
@@F7a@@
- Dashboards: Grafana on the ops VM (`grafana.northmoorwx.org`)
@@R10b@@
@@NS10b@@
- TLS for public sites via cert-manager and Let's Encrypt
"""),

('reference_stations.md', 'stations', 'stations: siting rules and the upland station list', 'reference',
 'Stations and siting', 'siting rules, upland station list', """
The network has stations across the Yorkshire Dales, Nidderdale and the Bowland fells. Siting follows the
Met Office CIMO-style guidance, bent where a volunteer's garden forces it.

## Siting rules
@@A6a@@
- Screen at 1.25–2 m above short grass
@@F9a@@
- Rain gauge rim 30 cm above ground, away from overhanging trees
@@NS5b@@

## Upland stations (over 350 m)
| id | site | altitude | firmware |
|---|---|---|---|
| NWN-012 | Tan Hill | 528 m | 2.6.1 |
| NWN-019 | Buttertubs | 472 m | 2.6.1 |
@@O9a@@
| NWN-057 | Whernside foot | 402 m | 2.6.0 |
"""),

('reference_public_api.md', 'public-api', 'public feed and JSON API: formats, limits, licence', 'reference',
 'Public API and feed', 'public JSON API and CSV feed: formats, limits, licence', """
The public data lives at `feed.northmoorwx.org` (CSV) and `api.northmoorwx.org/v1` (JSON).

## Format
@@A5b@@
@@NS2b@@
@@NS7b@@
- JSON readings carry `ts` as ISO 8601 UTC

## Limits
@@V10b@@
@@O6b@@
- Keys are issued from the portal's developer page; one key per project

## Licence
@@A7a@@
"""),

('user_profile.md', 'user-profile', 'Gwen Hartley, data coordinator for the network; terse, wants diffs not essays', 'user',
 'User profile', 'who Gwen is and how she works', """
Gwen Hartley coordinates data and systems for the Northmoor Weather Network (volunteer, part-time paid).

- Background: hydrology, then ten years of Python in a water consultancy
@@R8a@@
- Wants short answers and a diff; explains context only when asked
@@A10a@@
- Reviews every PR herself for stationdb and feedpipe
"""),

('feedback_merge_style.md', 'merge-style', 'how PRs get merged and reviewed across the repos', 'feedback',
 'Merge style', 'merge and review rules', """
@@N2a@@
@@A9a@@

**Why:** Rhys lost an afternoon in June bisecting a timestamp bug through a squashed change.

**How to apply:** use "Create a merge commit" in the Forgejo UI for feedpipe; don't offer to squash.
"""),

('feedback_observer_privacy.md', 'observer-privacy', 'privacy rule for observer details on public pages', 'feedback',
 'Observer privacy', 'what observer details may appear publicly', """
@@N4a@@
Observer first names may appear on the station page only if they ticked the consent box.

**Why:** one observer got doorstepped in 2025 after their address was guessed from the station page.
"""),

('feedback_broker_restarts.md', 'broker-restarts', 'when it is safe to restart the MQTT broker', 'feedback',
 'Broker restarts', 'broker restart window', """
@@N7a@@

**Why:** the logger ring buffer holds 30 one-minute readings; a long daytime restart loses data.

**How to apply:** schedule Mosquitto config changes for the night, and say so in the PR.
"""),

('feedback_escalation.md', 'escalation', 'where to escalate faults on stations that matter to partners', 'feedback',
 'Escalation', 'escalation path for partner stations', """
@@NS3a@@
Gwen keeps a phone on overnight during flood warnings.

**Why:** the partnership agreement promises a human response, not a queue.
"""),

('feedback_firmware_rollouts.md', 'firmware-rollouts', 'rules for over-the-air logger firmware rollouts', 'feedback',
 'Firmware rollouts', 'OTA rollout rules', """
@@NS6a@@
Roll out to the five test stations first and wait 48 hours before the rest.

**Why:** nobody is around at the weekend to drive out to a bricked logger.
"""),

('feedback_db_safety.md', 'db-safety', 'database safety rules for the readings database', 'feedback',
 'DB safety', 'readings database safety', """
@@NS9a@@
Take the snapshot with `ops/snapshot-db2.sh`; it takes about ten minutes.

**Why:** a backfill in May rewrote a month of qc flags and we had no way back.
"""),

('feedback_access.md', 'access', 'what access volunteers get to systems', 'feedback',
 'Volunteer access', 'volunteer system access', """
@@NS10a@@
Volunteer developers work on the dev VM and through PRs.

**Why:** the ingest hosts hold the broker CA key.
"""),

# ---- unlabelled root files
('feedback_commit_style.md', 'commit-style', 'commit message style for NWN repos', 'feedback',
 'Commit style', 'commit message conventions', """
Write commits as `area: short imperative summary`, e.g. `ingest: drop readings older than 7 days`.
No emoji, no co-author trailers.

**Why:** Gwen reads `git log --oneline` when writing the monthly report.
"""),
('feedback_reply_style.md', 'reply-style', 'how Gwen wants answers', 'feedback',
 'Reply style', 'answer format preferences', """
Lead with the answer; put commands in code blocks; skip the recap at the end.
British spelling in anything observers will read.
"""),
('feedback_testing.md', 'testing', 'test expectations before a PR', 'feedback',
 'Testing', 'what to run before opening a PR', """
Run the unit tests and the fixture-based ingest test before opening a PR.
Never mock the database in feedpipe tests; use the Timescale container.

**Why:** a mocked insert hid a hypertable chunking bug for three weeks.
"""),
('project_flood_partnership.md', 'flood-partnership', 'the Environment Agency flood-warning partnership: which stations, what we promised', 'project',
 'Flood partnership', 'what the flood-warning partnership needs from us', """
Since April 2026 eighteen stations in upper Wharfedale and Swaledale feed the Environment Agency's
flood-warning trial.

- The EA pulls 10-minute rainfall from the JSON API with its own key
- Partnership stations have a red badge in stationdb and faultdesk
- The agreement runs to March 2027; renewal talks start in January
"""),
('project_schools_stations.md', 'schools-stations', 'schools station project with the Leeds education trust', 'project',
 'Schools stations', 'schools project: stations and data use', """
Twelve primary schools around Leeds host small stations; pupils read the data in lessons.

- School stations are urban and marked non-standard for temperature
- The project's API key has the normal limits
- The teacher pack is maintained by Priya from the trust, not by us
"""),
('project_firmware_3.md', 'firmware-3', 'logger firmware 3.0 plans', 'project',
 'Firmware 3.0', 'next logger firmware major version', """
Firmware 3.0 is planned for spring 2027: LoRaWAN fallback for sites with no mobile signal, and a bigger
ring buffer.

- Test stations: NWN-003, NWN-012, NWN-031, NWN-040, NWN-066
- Blocked on the new board revision (rev D) from the supplier
"""),
('project_roadmap_2027.md', 'roadmap-2027', 'what the team wants to do in 2027', 'project',
 'Roadmap 2027', 'ideas and priorities for next year', """
- Soil temperature at 10 stations (funding bid in)
- Replace the last lead-acid batteries with LiFePO4
- Observer app offline mode
- Publish a yearly climate summary per valley
"""),
('project_map_redesign.md', 'map-redesign', 'public station map redesign', 'project',
 'Map redesign', 'station map redesign status', """
The station map redesign (clustered markers, valley filter) is in review.

- Design by Lotte, a volunteer
- Marker colour shows data freshness: green under 20 minutes, amber under 3 hours, grey beyond
"""),
('reference_glossary.md', 'glossary', 'glossary: station and met terms used in the memories', 'reference',
 'Glossary', 'met and network jargon', """
- **burn-in**: first two weeks of a new station, data stored but not public
- **MSLP**: mean sea-level pressure
- **obs day**: 09:00 to 09:00 UTC
- **screen**: the louvred Stevenson-type box that shields the T/RH probe
- **area coordinator**: volunteer who looks after the stations in one valley
"""),
('reference_contacts.md', 'contacts', 'who does what in the team', 'reference',
 'Team', 'who owns what', """
- Gwen Hartley: data coordinator, owns stationdb and feedpipe reviews
- Rhys Pell: volunteer developer, ingest and CI
- Sami Okonkwo: volunteer developer, portal and faultdesk
- Amira Shah: fault triage
- Ifan Griffiths: calibration workshop
"""),
]

# root files whose description carries an unquoted ': ' on purpose
FLAT_DESC = {'reference_stationdb.md', 'reference_feedpipe.md', 'reference_faultdesk.md', 'reference_glossary.md',
             'reference_infra.md', 'reference_stations.md'}
