# Free notes: auto/<slug>.md -> (title, created, tags, body). {ID} at line start marks a claim line.
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("roster-rules-cheatsheet", "Roster rules cheat sheet", "2026-01-19", ["crewplan", "ftl", "scheduling"],
"""# Roster rules cheat sheet

Notes from sitting with Hannah's team for a day.

## Where the numbers come from
{S8a}FTL limits are configured in `crewplan/rules/ftl_rules.yaml`; edit there and redeploy.

## Things schedulers check by eye
- Early-to-late transitions: crewplan warns, but schedulers avoid more than one per block
- Training days count as duty but not as FDP
- Days off: at least 8 in any 28 days; crewplan shows the running count per crew code
""")

A("loadsheet-dev-setup", "loadsheet: local dev setup", "2026-02-03", ["loadsheet", "kotlin", "setup"],
"""# loadsheet local setup

{V4b}loadsheet builds on JDK 17; the Gradle toolchain is pinned to 17 in `build.gradle.kts`.

```
sdk install java 17.0.12-tem
./gradlew build
./gradlew goldenTest   # compares against the signed-off sample loadsheets
```

Golden files are in `src/test/resources/golden/`. If a golden file changes, the PR needs the
W&B change form attached.
""")

A("turnboard-local-dev", "turnboard local dev", "2026-02-10", ["turnboard", "go", "setup"],
"""# Running turnboard locally

```
export DATABASE_URL=postgres://turnboard@localhost:5432/turnboard
go run ./cmd/turnboard
```

{V8b}Prod turnboard talks to `pg-ground.kestrel.internal:5432` (database `turnboard`); staging uses
the same host with database `turnboard_stg`.

{O1a}turnboard's Redis is `redis-ground.kestrel.internal:6380`.

Seed data: `make seed` loads yesterday's schedule with pax counts zeroed.
""")

A("crewapp-documents", "crewapp: document uploads", "2026-03-02", ["crewapp", "documents"],
"""# Documents in crewapp

Crew upload their licence, medical and passport so scheduling can see expiries.

| Document | Formats | Max size | Kept for |
|---|---|---|---|
{V9a}| Licence / medical scan | PDF, JPEG | 10 MB | 5 years after leaving |
| Passport photo page | JPEG | 5 MB | until expiry |

{NS6a}crewapp never stores medical certificates on the device; they open from the server each time.

Expiry reminders go out 60 and 30 days before, same as training.
""")

A("opsnotify-runbook", "opsnotify runbook", "2026-03-11", ["opsnotify", "runbook", "oncall"],
"""# opsnotify runbook

## SMS failures
{V7b}If the SMS gateway returns a 5xx, opsnotify retries the SMS up to 5 times
before it gives up and raises an alert for the on-call developer.

## Stuck queue
- `kubectl -n notify logs deploy/opsnotify-worker` first
- Restarting the worker is safe; messages are idempotent by `message_id`
""")

A("crewapp-release-checklist", "crewapp release checklist", "2026-03-16", ["crewapp", "release"],
"""# crewapp release checklist

{R1b}1. `yarn install --immutable` — crewapp is on Yarn 4 (berry), so use the lockfile as is.
2. Bump `version` and `buildNumber` in `app.config.ts`.
3. `eas build --profile production --platform all`
{S4a}4. Android builds go out to crew testers through App Center (group `line-crew-beta`).
5. After two days without crashes, submit to the stores.
""")

A("loadsheet-oncall", "loadsheet on-call notes", "2026-04-07", ["loadsheet", "oncall"],
"""# loadsheet on-call

{R4b}loadsheet exceptions go to Rollbar; check the `loadsheet-prod` project first.

If a loadsheet can't be produced, dispatch uses the manual loadsheet pad in the ops room.
Call the duty ops controller before restarting anything during a bank.
""")

A("paxbridge-architecture", "paxbridge architecture", "2026-04-14", ["paxbridge", "architecture"],
"""# paxbridge architecture

{R6b}Parsed manifests are published to NATS JetStream (stream `MANIFESTS`) and turnboard
and loadsheet each consume from their own durable consumer.

{O7a}Manifest files up to 50 MB are accepted; larger ones the client has to split.

Parsers: one per client format (Sunward CSV, Atlas JSON, Channel Breaks XML).
""")

A("callout-process", "Standby callout process", "2026-04-20", ["opsnotify", "scheduling", "standby"],
"""# Standby callouts

{NS8b}Standby crew are called out through opsnotify, triggered by the scheduler in crewplan.

{R9b}Callout SMS are sent through MessageBird; the sender ID shows as KESTRELOPS.

{F2b}If a callout SMS is not acknowledged within 10 minutes, opsnotify also rings the crew
member's mobile with a recorded message.

{N9b}Standby callouts go out at any hour; opsnotify has no quiet period for callouts.
""")

A("oncall-rota", "On-call rota for ops systems", "2026-05-04", ["oncall", "alerts"],
"""# On-call

One developer on call per week, Monday 09:00 handover.

{R10b}Alerts reach the on-call phone via Opsgenie; the schedule is called `ops-systems-primary`.

{N4a}turnboard outages go to the duty ops manager first, not to the on-call developer.

{NS10a}Don't page for paxbridge retries that eventually succeed; those are noise.
""")

A("turnboard-frontend", "turnboard front end notes", "2026-05-12", ["turnboard", "frontend"],
"""# turnboard front end

{N10a}turnboard does not use websockets; the board polls `/api/board` every 15 seconds.

{S7a}Login is Google Workspace SSO (`@kestrel-air.co.uk` accounts only).

{A3b}The board shows UTC only; local time appears as a tooltip on hover.

{NS9b}turnboard shows passenger counts per flight (adults / children / infants) from paxbridge.

Colours: amber when a turnaround is within 5 minutes of its minimum, red when it's over.
""")

A("loadsheet-format-notes", "Loadsheet format notes", "2026-01-27", ["loadsheet", "format"],
"""# Loadsheet format

Layout follows the AHM 516 style the crews are used to.

{N5b}Block fuel and trip fuel are rounded to the nearest 10 kg on the printed loadsheet.

{S5a}Basic empty weights come from `fleet.xlsx` on the ops share (one tab per tail).

LMC box at the bottom; the captain initials it.
""")

A("debugging-crewplan", "Debugging crewplan in prod", "2026-02-17", ["crewplan", "debugging", "logs"],
"""# Debugging crewplan

{S1a}crewplan logs are in Papertrail; search by `program:crewplan-web` or `program:crewplan-worker`.

Celery tasks: flower at `flower.kestrel.internal` (VPN only).

{A8b}crew-staging gets wiped and reseeded each Monday morning, so don't leave test rosters there.
""")

A("crewplan-local-setup", "crewplan local setup", "2026-01-14", ["crewplan", "setup", "python"],
"""# crewplan local setup

{S2a}crewplan runs on Python 3.10 — use pyenv to install 3.10.14.

```
pyenv install 3.10.14
make dev-db && make migrate && make run
```

{A4b}Always run the FTL regression suite (`make test-ftl`) when changing anything under `rules/`.

{NS3a}Don't squash Django migrations together; each release keeps its own migration files.
""")

A("crew-notices", "Crew notices (read-and-sign)", "2026-02-24", ["crew", "notices"],
"""# Read-and-sign notices

{S10a}Read-and-sign notices are published on notices.kestrel-air.co.uk; crews must acknowledge within 72 hours.

Safety notices are written by the safety office; ops systems only publishes them.
""")

A("release-process", "Release process", "2026-03-23", ["deploy", "argocd", "release"],
"""# Release process

Merge to main → image built → tag bumped in `kestrel-deploy`.

{F6b}Argo CD auto-syncs turnboard and paxbridge; crewplan is on manual sync because of the
Thursday roster publish.

{NS7b}crewplan migrations run from the release pipeline with `make migrate`.

loadsheet is released by hand to its two VMs, one at a time.
""")

A("turnboard-stands", "Stand allocation in turnboard", "2026-06-08", ["turnboard", "stands", "ext"],
"""# Stand allocation

{F8b}Auto-allocation only covers stands 1–6 at EXT; remote stands 7–9 are still assigned by hand.

At GCI the airport allocates stands and the dispatcher types them in.
""")

A("crewapp-push", "crewapp push notifications", "2026-06-15", ["crewapp", "push", "opsnotify"],
"""# Push in crewapp

{F10b}Roster-change pushes are sent by opsnotify through Expo's push API; iOS needs the APNs key uploaded to Expo.

Crew can mute non-urgent pushes; callouts are never muted.
""")

A("ground-ops-rota", "Ground ops shift rota", "2026-05-20", ["ground-ops", "rota", "turnboard"],
"""# Ground ops shift rota

{O2a}The ground ops shift rota is published 7 days ahead in turnboard.

Dispatchers swap shifts between themselves and tell Gus.
""")

A("winter-ops-2025-26", "Winter ops 2025/26 retrospective", "2026-04-02", ["winter", "retro", "ground-ops"],
"""# Winter 2025/26 retro

{D1a}In the 2025/26 winter season (until 28 March) the ATR minimum turnaround at EXT was 35 minutes
because of de-icing on the stand.

{D6a}Last winter (Nov 2025 – Mar 2026) Guernsey had 2 aircraft overnighting.

What went well: no de-icing delays over 20 minutes after January.
""")

A("crewplan-history", "crewplan history", "2026-07-06", ["crewplan", "history", "infra"],
"""# crewplan history

Started in 2019 as a spreadsheet replacement written by a contractor.

{D2a}Until June 2026 crewplan ran on a single Hetzner VM (cx41) with Postgres on the
same box; the move onto the cluster took two weekends.

Rewrite of pairings in 2024 by Tomasz.
""")

A("roster-optimiser", "Roster optimiser", "2026-02-09", ["crewplan", "optimiser"],
"""# Roster optimiser

{D3b}The roster optimiser runs once a week, on Monday night at 22:00.

Preferences: crew can give three wishes per period; seniority breaks ties.
""")

A("crewapp-history", "crewapp history", "2026-04-28", ["crewapp", "history"],
"""# crewapp history

{D4a}During the 2025 beta, crewapp was Android-only (company-issued Samsung tablets).

{D9a}The v2 rollout in March 2026 forced a re-login every 24 hours for the first month.
""")

A("ftl-audit-2026", "FTL audit 2026 notes", "2026-07-21", ["ftl", "audit", "crewplan"],
"""# FTL audit (July 2026)

{D8b}Until the July 2026 audit, crewplan checked max FDP against a flat 13 hours regardless of sectors.

Findings closed on 2026-08-14. Auditor asked for the discretion reports to be filed within 24 hours.
""")

A("charter-programme", "Charter programme notes", "2026-11-09", ["programme", "jersey", "winter"],
"""# Charter programme

{D10b}Jersey is 2 rotations a week in the winter programme (Tuesday and Saturday).

Guernsey keeps a daily rotation all year.
""")

A("delay-reporting", "Delay reporting", "2026-03-05", ["ground-ops", "delays", "turnboard"],
"""# Delay reporting

{S6a}Post delay codes in Slack #ground-ops as soon as the aircraft is off blocks.

{A10a}turnboard uses the standard IATA numeric delay codes (AHM 730), up to two per flight.

{A7b}turnboard's ops day starts at 03:00 local, so late arrivals stay on the previous day's board.
""")

A("paxbridge-client-onboarding", "Onboarding a new paxbridge client", "2026-06-29", ["paxbridge", "clients"],
"""# New client onboarding

{A6b}Clients sign every webhook POST with HMAC SHA-256; the header is `X-Kestrel-Signature`.

{NS2a}For manifest errors, contact the client's ops desk, not our sales team.

Test feeds go to paxbridge staging for a week before go-live.
""")

# --- filler notes (no labelled claims) ---
A("ramp-safety-briefing", "Ramp safety briefing notes", "2026-01-08", ["ground-ops", "safety"],
"""# Ramp safety

- Hi-vis on the ramp at all times, including crew walking out
- Propeller danger zone on the ATR: nobody passes in front of the props with engine 2 running
- FOD walk at 05:00 before the morning bank
""")

A("ftlcalc-release", "ftlcalc release steps", "2026-05-26", ["ftlcalc", "release"],
"""# Releasing ftlcalc

1. Bump the version in `pyproject.toml`.
2. `make test` and `make test-tables`.
3. Tag and push; the internal index picks it up.
4. Open a PR in crewplan bumping the pin; Hannah signs off if behaviour changes.
""")

A("sunward-feed-quirks", "Sunward manifest feed quirks", "2026-05-18", ["paxbridge", "sunward"],
"""# Sunward feed quirks

- Infants are listed on the adult's line with an `INF` suffix
- The CSV is Windows-1252, not UTF-8
- Sunward sends a full replacement file, not deltas; the newest file wins
""")

A("atlas-feed-notes", "Atlas Island Tours feed", "2026-06-01", ["paxbridge", "atlas"],
"""# Atlas feed

Atlas posts JSON to the webhook at T-72h, T-24h and T-3h.
Their ops desk is staffed 06:00–22:00; outside that, errors wait.
""")

A("gci-night-stops", "GCI night-stop notes", "2026-07-13", ["gci", "hotels", "crew"],
"""# GCI night-stops

Crew hotel in St Peter Port; transport by taxi account.
If the last rotation goes tech, scheduling extends the hotel booking from crewplan.
""")

A("duty-signon-notes", "Duty sign-on notes", "2026-08-03", ["crewapp", "signon"],
"""# Sign-on

Crew sign on in crewapp when they arrive at the crew room; geofence is 500 m around the terminal.
Late sign-on (after report time) alerts the duty ops controller.
""")

A("pg-ops-failover", "pg-ops failover drill", "2026-08-19", ["postgres", "infra", "drill"],
"""# pg-ops failover drill

Drill on 2026-08-18: promoted the Helsinki standby; the whole switch took about 40 s.
Remember to re-point the replication slot afterwards.
""")

A("crewplan-performance", "crewplan performance notes", "2026-09-02", ["crewplan", "performance"],
"""# Performance

- Roster page for a full base took 8 s; added select_related on pairings, now under 1 s
- FTL check on publish is the slow part; it runs per crew in parallel Celery tasks
""")

A("deicing-procedure", "De-icing and the board", "2026-10-26", ["winter", "turnboard", "deicing"],
"""# De-icing

turnboard has a de-icing flag per departure; it adds the de-icing time to the turnaround display.
The flag is set by the dispatcher after talking to the captain.
""")

A("hotelhub-integration", "HotelHub integration", "2026-09-14", ["crewplan", "hotels"],
"""# HotelHub

Bookings are created when a night-stop pairing is published; cancellations follow roster changes.
The HotelHub sandbox resets weekly; use it for staging.
""")

A("fuel-figures", "Fuel figures on the board", "2026-08-25", ["turnboard", "fuel"],
"""# Fuel figures

turnboard shows the uplift the fueller reports in litres and converts to kg at 0.8 kg/l.
The captain's requested fuel comes from the flight plan, not from turnboard.
""")

A("training-expiry", "Training expiry warnings", "2026-09-21", ["crewplan", "training"],
"""# Training expiries

crewplan blocks rostering on a duty after a check expires; the scheduler sees a red badge.
Sim slots are booked by the training department, not in crewplan.
""")

A("incident-2026-10-roster-publish", "Incident: roster publish stuck (Oct 2026)", "2026-10-16", ["incident", "crewplan"],
"""# Roster publish stuck, 2026-10-15

The Thursday publish hung for 50 minutes on a lock held by a long report query.
Fix: report queries moved to the read replica. Nobody missed a duty.
""")

A("jer-operations", "Jersey operations", "2026-05-07", ["jersey", "ground-ops"],
"""# Jersey

Handling at JER is by the airport's own ground handling; turnarounds there are entered by the crew
in crewapp because we have no dispatcher on station.
""")

A("apis-export", "APIS export", "2026-06-22", ["paxbridge", "apis"],
"""# APIS export

paxbridge builds the APIS file from the manifest and sends it before departure through the
government gateway. Failures show as a red banner on turnboard for that flight.
""")

A("board-screens", "Board screens in the crew room", "2026-07-27", ["turnboard", "hardware"],
"""# Screens

Two 55" screens in the EXT crew room run turnboard in read-only kiosk mode on Raspberry Pis.
They reboot at 02:00 to pick up updates.
""")

A("crew-swap-faq", "Crew swap FAQ", "2026-08-10", ["crewapp", "swaps", "faq"],
"""# Swap FAQ

- Can I swap a standby? Yes, with another crew member of the same rank.
- Can I swap training? No, training is assigned by the training department.
- Why was my swap refused? Usually rest: crewplan explains which limit failed.
""")

A("loadsheet-lmc", "Last-minute changes on the loadsheet", "2026-07-16", ["loadsheet", "lmc"],
"""# LMC

Up to 5 passengers or 500 kg of bags can be changed on the printed loadsheet as an LMC.
Anything beyond that, dispatch asks loadsheet for a new edition and the captain re-signs.
""")

A("crewplan-api-tokens", "crewplan API tokens", "2026-10-19", ["crewplan", "api", "auth"],
"""# API tokens

Access tokens for crewapp expire after 15 minutes; refresh tokens last 30 days.
opsnotify uses a service token that is rotated every 90 days.
""")
