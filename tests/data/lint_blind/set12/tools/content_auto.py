# free notes auto/<slug>.md for set12. slug -> (title, created, tags, body); claims marked "§KEY|".
AUTO = {}

def A(slug, title, created, tags, body):
    assert slug not in AUTO, slug
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

# ---- claim-bearing notes
A("rostr-local-setup", "rostr local setup", "2026-02-12", ["rostr", "setup"], """
# Running rostr locally

1. `uv sync`
2. copy `.env.example` to `.env`
3. `docker compose up -d db` starts a throwaway Postgres; `make seed` loads the fixtures
4. `uv run uvicorn rostr.app:app --reload`

The allocator board needs a roster period to exist; the seed creates one for PBO.
""")

A("rostr-db-access", "psql on the rostr database", "2026-07-21", ["rostr", "database", "access"], """
# Getting a psql on rostr (production, read-only)

§V1b|`psql postgresql://rostr_ro@pg-rostr.flb.internal:5433/rostr` from the bastion; the rostr database does not listen on the default port.

Use the `rostr_ro` role for anything exploratory; `rostr_app` is for the service only. Never run
ad-hoc writes here, go through a migration or an admin action.
""")

A("gtfs-build-timing", "When the GTFS build runs", "2026-05-06", ["gtfs-export", "schedule"], """
Notes from chasing the late datasets in April.

§V4b|The nightly GTFS build kicks off at 03:00 UK time on gtfs-worker-01, after the Omnibus export has
landed at about 02:30. If Omnibus is late the build uses yesterday's export and logs a warning,
which nobody reads — added a Grafana alert on `gtfs_export_source_age_hours > 30`.
""")

A("etm-offline-mode", "ETM offline mode", "2026-03-23", ["etm", "tapline"], """
# What an ETM does when it can't reach tapline

§V6b|ETMs keep selling when the mobile link drops and buffer up to 5,000 transactions; past that they
refuse card sales and only take cash and passes. The buffer drains at the next sign-off or on depot
Wi-Fi. Deny-list is the copy from the last successful sync, so a card that was blocked this morning
can still travel offline.
""")

A("stopsign-fallback", "stop display fallback behaviour", "2026-07-01", ["stopsign"], """
Asked by Gareth why some displays "go back to the timetable".

§V10b|If a display gets no real-time data for 2 minutes it switches to timetable times (shown without the "min" suffix).

It switches back as soon as a fresh prediction arrives. Most cases are cabinets with a weak signal
on the A47.
""")

A("rostr-jobs", "rostr background jobs", "2026-06-18", ["rostr", "jobs"], """
# rostr background jobs

§R1b|rostr's background work (duty cards, payroll push, overnight autofill) runs on RQ workers; `rq info` shows the queues.

Queues: `default`, `pdf`, `payroll`. The PDF queue has its own worker because WeasyPrint eats memory.
""")

A("hopper-crash-triage", "hopper crash triage", "2026-08-27", ["hopper", "crashes"], """
# Crash triage routine (Sam)

§R3b|hopper reports crashes to Bugsnag; the Monday triage goes through anything new with more than 10 users.

- source maps are uploaded by the EAS build hook
- ignore the `ExpoModulesCore` watchdog noise on old Samsungs, known upstream
""")

A("farestats-modelling", "farestats modelling notes", "2026-07-14", ["farestats", "dbt"], """
# farestats modelling notes

§R5b|farestats models are materialised in ClickHouse on `ch-01.flb.internal` (database `marts`).

- staging models are views, marts are tables, `fct_taps` is incremental on `tap_ts`
- boardings vs journeys: a journey is a chain of boardings within 60 min on the same ticket
- revenue is allocated to the first boarding's route
""")

A("rostr-lint", "rostr lint and format", "2026-04-28", ["rostr", "python", "tooling"], """
§R9b|rostr is formatted with `ruff format` from the pre-commit hook, and `ruff check` does the linting.

`make lint` runs both plus mypy on `rostr/rules/`.
""")

A("gtfs-rt-cancellations", "cancellations in the realtime feed", "2026-10-06", ["eta-engine", "gtfs-rt"], """
# Cancellations and GTFS-RT

§N4b|Cancelled trips are never published in the TripUpdates feed; eta-engine drops them before serialising.

hopper and the stop displays learn about cancellations from the disruptions API instead. Google
complained once that cancelled X1 trips still showed in Maps; that's the trade-off.
""")

A("workshop-defect-flow", "workshop defect flow", "2026-09-15", ["workshop", "defects"], """
# Defect flow after the reorg

walk-round check → `Defect` (status `reported`) → triage → job card → fitter → sign-off.

§N6b|A `safety-critical` defect does not block the vehicle from allocation automatically; the depot engineering lead decides and sets `off_road` by hand.
""")

A("bods-api-upload", "BODS API upload", "2026-06-24", ["bods", "gtfs-export"], """
# BODS publishing

§S4b|Manual upload through the BODS web form is no longer used: since June the publish job pushes the dataset through the BODS API.

The API key is in the `gtfs-export` secret. The publish job refuses to push if the dataset is
older than the one already live.
""")

A("hopper-analytics", "hopper analytics", "2026-09-01", ["hopper", "analytics"], """
§S6b|Firebase Analytics was removed from hopper in 3.4; product analytics now go to our self-hosted PostHog (`posthog.flb.internal`).

Events kept: `ticket_purchase_*`, `stop_view`, `journey_plan`. No user IDs, only the install ID.
""")

A("siri-lite-migration", "SIRI Lite migration", "2026-10-19", ["stopsign", "siri"], """
# SIRI-SM → SIRI Lite

§S9b|The SIRI-SM endpoint on `siri.flb.internal:8080` is deprecated; the displays now pull SIRI Lite JSON from `https://rt.fenlandlink.co.uk/siri-lite/`.

The old endpoint stays up until every controller is confirmed on the new config. Three cabinets in
King's Lynn still need a site visit.
""")

A("eta-model-training", "ETA model training", "2026-05-19", ["eta-engine", "ml"], """
# Training

§F2b|The ETA model is LightGBM, retrained every Sunday night on the last 8 weeks of AVL data.

The training job writes the model to `s3://flb-models/eta/` with the git SHA in the name; the service
picks up the newest one on restart. Backtests live in `notebooks/backtest_*.ipynb`.
""")

A("k3s-cluster", "k3s cluster notes", "2026-03-02", ["k3s", "infra"], """
# k3s cluster

§F7b|The k3s cluster has 3 control-plane nodes (`k3s-cp-01..03`) in the Peterborough server room, running v1.30.
- 4 workers, 2 of them with the GPUs nobody uses any more
- Longhorn for volumes, backups to the NAS
""")

A("farestats-freshness", "farestats source freshness", "2026-08-10", ["farestats", "dbt"], """
§F10b|dbt source freshness on `tapline.transactions` warns after 6 h and errors after 12 h; the nightly run checks it first.

Hannah gets the warning in Slack; the error stops the run so stale numbers never reach the dashboards.
""")

A("hopper-api-notes", "hopper-api notes", "2026-05-29", ["hopper-api"], """
# hopper-api

Kotlin/Ktor service behind the app: accounts, wallet, ticket issue.

§O1b|- DB: `pg-hopper.flb.internal:5434`, database `hopper`
- Wallet balance is authoritative in hopper-api; tapline gets a copy on each sync
§O9b|- Password reset and account emails are sent via Postmark (server `hopper-api`)
- Rate limit on `/v1/tickets` is per install ID
""")

A("kings-lynn-rostering", "King's Lynn rostering", "2026-04-09", ["rostr", "kings-lynn"], """
§O7b|King's Lynn rosters in 2-week periods, because the college term contracts change too often for anything longer.

The allocator there (Dev) likes the board sorted by sign-on time, not by duty number.
""")

A("eta-pilot-retro", "ETA pilot retro", "2026-02-06", ["eta-engine", "retro"], """
# eta-engine pilot retrospective

§D1a|During the January pilot eta-engine only produced predictions for the X1 and route 46.

What went well: accuracy on the X1 beat the old supplier's feed by a lot.
What didn't: route 46 through March has long dwell times at the school; the model didn't know about
school terms.
""")

A("hopper-history", "hopper history", "2026-01-16", ["hopper"], """
Background for anyone new to the app:

§D3a|hopper v2 (2025) was a Cordova app built by an agency; the rewrite started in late 2025 and shipped as 3.0 in January.

Saved tickets from 2.x were migrated on first launch, which is what broke 3.1.
""")

A("oncall-notes-q1", "on-call notes Q1", "2026-04-01", ["oncall"], """
§D5a|In March the on-call rota was just Priya and Tom, alternating weeks.

Pages in Q1: 23, of which 9 were the AVL broker certificate expiry loop. Fixed by cert-manager renewals.
""")

A("fare-cap-history", "fare cap history", "2026-01-29", ["fares", "tapline"], """
§D6a|In 2024 the single-fare cap was £2 under the government scheme; some of our old tests still assert 200p.

If a test fails on a fare of 200, check whether it is a 2024 fixture before "fixing" tapline.
""")

A("rostr-history", "rostr history", "2026-01-09", ["rostr"], """
§D8a|In 2025, before rostr, rosters were kept in Excel workbooks on SharePoint, one per depot.

Importing those workbooks is why the `driver` table has the odd `legacy_ref` column.
""")

A("rostr-data-model", "rostr data model", "2026-03-16", ["rostr", "database"], """
§D8b|rostr keeps rosters in Postgres: `roster_period`, `duty`, `assignment`, `driver`.

`assignment` is the hot table (driver × duty × date). Don't add indexes to it in a hurry; the
autofill job bulk-inserts into it.
""")

A("bods-compliance-feb", "BODS compliance check (February)", "2026-02-26", ["bods", "naptan"], """
§D10a|The first BODS compliance check in February flagged 14 stops with missing NaPTAN codes.

They were all new stops on the Hampton estate; the council added them to NaPTAN in March.
""")

A("gtfs-rt-consumers", "who consumes our realtime feed", "2026-06-05", ["gtfs-rt", "eta-engine"], """
# Realtime feed consumers

§A2b|Google, BODS and hopper all read trip updates from the same URL: `rt.fenlandlink.co.uk/gtfs-rt/trip-updates` over HTTPS.

Google fetches roughly every 20 s; BODS polls through their own ingester.
""")

A("drivers-hours-rules", "drivers' hours rules in rostr", "2026-02-19", ["rostr", "rules"], """
§A5b|rostr enforces at least 11 hours off between two duties; that's our own policy and tighter than the law requires.

Other checks: maximum duty length, breaks after 5.5 hours of driving, spreadover from the agreement.
""")

A("stopsign-messages", "stop display messages", "2026-08-18", ["stopsign", "messages"], """
§G7a|stopsign never shows a free-text message longer than 120 characters; longer ones are rejected in the control-room UI.

Templates for common disruptions are in `stopsign/templates.yaml`.
""")

# ---- filler notes (no pair)
A("incident-2026-03-availability-export", "Incident: vehicle availability list an hour late", "2026-03-31", ["incident", "workshop"], """
# 2026-03-29: vehicle availability list an hour late

On the night the clocks went forward the `vehicle-availability` CronJob (next-day list of buses fit
for service, for the allocators) ran an hour late because it had no timezone and ran in UTC.
KLN allocated from the previous day's list for the first hour.

Fix: `timeZone: Europe/London` on the CronJob. See the feedback memory on cron timezones.
""")

A("meeting-2026-05-council-data", "Council data meeting (May)", "2026-05-21", ["council", "meeting"], """
Met Cambridgeshire's transport data team.

- they want monthly patronage split by concession type and by route
- they asked about stop-level boardings; we have them for contactless only
- next meeting after the summer timetable change
""")

A("vecta-unit-offline", "Debugging a Vecta unit that shows offline", "2026-04-23", ["avl", "vecta", "debugging"], """
When a bus shows offline on the control-room map:

1. check the unit's last-seen in the Vecta portal (not ours — theirs is the source of truth)
2. if the portal also shows it offline, it's the SIM or power; raise with the depot engineer
3. if the portal shows it online, look at avl-ingest's `rejected_fixes_total{reason}`; most of the
   time it's a bad clock after a battery swap

Don't restart avl-ingest for a single bus.
""")

A("tapline-settlement-mismatch", "settlement mismatch (August)", "2026-08-28", ["tapline", "settlement"], """
# Settlement mismatch, 2026-08-26

Settlement was £412.60 short against the acquirer's report. Cause: capped journeys where the cap was
reached on the last tap of the day were priced twice, once as a normal fare and once as the cap
adjustment, and the refund leg was dropped.

Fixed in TAP-288. Joanna reconciled the day by hand.
""")

A("hopper-3-1-postmortem", "hopper 3.1 postmortem", "2026-02-27", ["hopper", "postmortem"], """
# hopper 3.1 launch crash

3.1 crashed on launch for users with a saved 2.x ticket. The migration code assumed a field that the
Cordova app only wrote from 2.4 on. About 1,900 users were affected for two days.

Actions: test migrations against real 2.x fixtures; add a release soak (see feedback on hopper releases).
""")

A("eta-backtest-method", "ETA backtest method", "2026-06-29", ["eta-engine", "ml"], """
Backtest = replay a week of snapped positions through the predictor and compare each prediction
with the actual arrival, bucketed by horizon (0–5, 5–10, 10–20 min). Report the share within ±1 min
and the 90th percentile absolute error per bucket. Always compare against the schedule baseline.
""")

A("farestats-sql-snippets", "farestats SQL snippets", "2026-07-27", ["farestats", "sql"], """
Handy queries Hannah asked to keep:

- boardings per route per day: `select route_id, service_date, count(*) from fct_boardings group by 1, 2`
- first-tap share by stop: join `fct_boardings` to `dim_stop` on `stop_key`
- capped journeys: `where cap_applied`
""")

A("grafana-dashboards", "Grafana dashboards", "2026-03-19", ["grafana", "monitoring"], """
Dashboards worth knowing on grafana.flb.internal:

- **Fleet live** — positions, offline units, feed age
- **tapline** — taps/min, declines, settlement status
- **eta accuracy** — within-1-min share by route, refreshed hourly
- **k3s** — node pressure, Longhorn volumes
""")

A("depot-visit-wisbech", "Wisbech depot visit", "2026-04-16", ["depot", "wisbech"], """
Priya visited WIS with Tom.

- the sign-on kiosk printer jams in the cold; a heater is on order
- allocators want the duty board to show which drivers are on a swap
- Lucy asked for the defect list on a TV in the workshop bay
""")

A("omnibus-export-tables", "Omnibus export tables", "2026-02-09", ["scheduling", "gtfs-export"], """
The Omnibus export we read:

- `exp_trips`, `exp_stop_times`, `exp_blocks` (running boards), `exp_calendar`
- times past midnight are written as 24:xx, 25:xx — keep them, GTFS allows it
- block IDs change every timetable change, so never store them long-term
""")

A("control-room-wishlist", "control room wishlist", "2026-05-08", ["control-room"], """
Gareth's list, roughly in his order:

1. headway view for the X1 (bunching)
2. one-click "bus off service" that also tells hopper
3. replay of the last hour on the map
4. shared notes per running board
""")

A("gtfs-shapes-fix", "GTFS shapes fix", "2026-08-06", ["gtfs-export", "shapes"], """
The shapes for route 505 went through a field near Spalding because Omnibus only has stop-to-stop
straight lines there. We now generate shapes by map-matching a week of AVL traces per pattern and
fall back to straight lines only when a pattern has no traces.
""")

A("ebus-spike-notes", "e-bus spike notes", "2026-11-12", ["ebus"], """
Early notes for the January spike:

- OCPP backend exposes sessions and meter values over a REST API with webhooks
- we need state of charge at pull-out per vehicle; the chargers only know energy delivered
- the buses report SoC over CAN; maybe Vecta can forward it
""")

A("workshop-parts-import", "workshop parts import", "2026-07-09", ["workshop", "parts"], """
Parts catalogue import from the supplier's CSV runs weekly. Part numbers have leading zeros; read the
column as text or half the catalogue stops matching. The importer logs unknown suppliers instead of failing.
""")

A("naptan-updates", "NaPTAN updates", "2026-09-24", ["naptan", "stops"], """
NaPTAN is downloaded monthly from the DfT API. New or changed stops in our area are diffed and posted
to #platform; the scheduling team decides whether Omnibus needs an update.
""")

A("timescaledb-compression", "TimescaleDB compression", "2026-11-06", ["avl", "timescaledb"], """
Turned on native compression for `positions` chunks older than 30 days
(`segmentby = vehicle_id`, `orderby = ts desc`). Disk went from 610 GB to 140 GB. Replays older than
30 days are a bit slower; the control room hasn't noticed.
""")

A("kiosk-printer-issues", "sign-on kiosk printers", "2026-10-30", ["kiosk", "rostr"], """
The sign-on kiosks print duty cards on thermal printers. WIS jams in the cold (heater fitted in
November). ELY's printer had the wrong paper width setting after a firmware update; fixed in CUPS.
""")

A("priya-1on1-notes-oct", "notes from Priya's October planning", "2026-10-12", ["planning"], """
What Priya wants done before Christmas:

- replace the two failing display cabinets on the A47
- tender extract for Hannah
- e-bus spike plan written (not started)
- fewer pages: go through the noisy alerts with Tom
""")
