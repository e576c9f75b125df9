# Root Claude Code auto-memory files for set12 (Fenland Link Buses).
# Lines starting with "§KEY|" are labelled claims; the marker is stripped at build time.
# Each entry: filename -> (name, description, type, index title, index hook, body)

ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    assert fn not in ROOT, fn
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

# ---------------------------------------------------------------- reference overviews
R("reference_rostr.md", "rostr-overview",
  "rostr overview: where it runs, what it talks to, jobs and backups",
  "reference", "rostr overview", "driver rostering service, stack and moving parts", """
# rostr — driver rostering & duty allocation

Owner: Priya. Repo `flb/rostr` (GitHub). Used by the depot allocators at PBO, WIS, KLN and ELY
every day; the drivers only see its output through the duty cards and the sign-on kiosks.

## Stack
§O5a|- Python 3.12, FastAPI, SQLAlchemy 2 + Alembic
§A9a|- Dependencies are managed with uv; `uv.lock` is committed and CI fails if it is out of date
- Frontend: the old Jinja admin pages plus the allocator board (HTMX), no SPA

## Where things live
§V1a|- Postgres: `pg-rostr.flb.internal:5432`, database `rostr`, role `rostr_app`
§R1a|- Background jobs: Celery workers (`rostr-worker`), broker is the rostr Redis
§S1a|- Hosted on Heroku: app `flb-rostr`, 2 × Standard-2X web dynos + 1 worker dyno
§F1a|- Backups: nightly `pg_dump` of the rostr database
- Logs: shipped to Loki, label `app=rostr`

## Jobs worth knowing
§G8b|- rostr auto-assigns uncovered duties overnight (`autofill` task, 01:30) using the spare-driver list
- `duty_cards` renders the next day's duty cards as PDF at 17:00 for the sign-on kiosks
- `payroll_push` — see project_payroll_export.md

## Rules baked into the allocator
§A5a|- Minimum rest between the end of one duty and the start of the next: 11 hours (FLB policy, stricter than the domestic rules)
- Spreadover is capped per the union agreement; the numbers live in `rostr/rules/agreement_2026.py`, not in the DB

**How to apply:** before touching allocation code, run `uv run pytest tests/rules -q`; the rule tests are
the only thing standing between a refactor and an illegal roster.
""")

R("reference_avl_pipeline.md", "avl-pipeline",
  "AVL pipeline from the on-bus units to snapped positions",
  "reference", "AVL pipeline", "how bus positions get from the vehicles into our systems", """
# AVL pipeline (avl-ingest)

The Vecta T4 units on every bus (146 vehicles across the four depots) send GPS fixes plus door and
ignition events. avl-ingest is a Go service in `flb/avl-ingest`.

## Path of a fix
§V2a|- Broker: `mqtt.flb.internal:8883` (Mosquitto, TLS, one client cert per vehicle, CN = fleet number)
§F8a|- Units report their position regularly while in service; door/ignition events are sent as they happen
- avl-ingest validates the fix, snaps it to the route shape (`snapper` package) and tags the running trip
§S3a|- avl-ingest publishes the snapped positions to Kafka, topic `avl.positions.v2`, keyed by vehicle
- eta-engine and the control-room map are the consumers

## Storage
§N7a|- Raw GPS fixes are archived to `s3://flb-avl-raw/` (partitioned by day) before snapping
- Snapped positions go into the `positions` hypertable in TimescaleDB for the control-room replay

## Units
§O10a|- Vecta T4 firmware on the fleet: 4.2.1 (rolled out depot by depot, ELY last)
- Unit config is pushed from the Vecta portal, not from us. Ask Gareth before asking Vecta to change anything.
""")

R("reference_eta_engine.md", "eta-engine",
  "eta-engine: arrival predictions and the GTFS-RT feed",
  "reference", "eta-engine", "arrival prediction service and the realtime feed it publishes", """
# eta-engine

Predicts arrival times at every downstream stop for each running trip and publishes them as GTFS-RT
TripUpdates. Repo `flb/eta-engine`. Consumers: hopper, the stop displays, Google Maps, BODS.

## Model
§F2a|- Predictions come from a gradient-boosted model over segment running times, with a schedule-based fallback
§D1b|- Coverage: all 38 registered routes
§V3a|- Predictions are recomputed every 30 s for each active trip
- Features: time of day, day type, segment, live headway, school-term flag, weather (Met Office DataHub)

## Runtime
§O5b|- Python 3.11 (pinned; LightGBM wheels for 3.12 broke the arm64 build in spring)
§O3a|- Cache: `redis-eta.flb.internal:6380` (last prediction per trip, TTL 10 min)
§G10b|- The deployment scales down to 1 replica overnight (KEDA cron scaler, 00:30–05:00)

## Feed
§A2a|- TripUpdates feed: `https://rt.fenlandlink.co.uk/gtfs-rt/trip-updates` (protobuf, public, no key)
§N4a|- Cancelled trips are included in the TripUpdates feed with schedule_relationship `CANCELED` so journey planners drop them
- VehiclePositions is a separate feed under the same host (`/gtfs-rt/vehicle-positions`)
""")

R("reference_gtfs_export.md", "gtfs-export",
  "gtfs-export: building and publishing the static timetable feed",
  "reference", "gtfs-export", "static timetable export, validation and publishing to BODS", """
# gtfs-export

Turns the schedules in the scheduling DB (Omnibus export tables) into a GTFS static zip and a
TransXChange bundle. Repo `flb/gtfs-export`, Python + a bit of SQL.

## Build
§V4a|- Nightly export cron: `15 1 * * *` on `gtfs-worker-01`
§S8a|- The gtfs-export build and tests run on Jenkins (`jenkins.flb.internal`, job `gtfs-export/main`)
§F6a|- Every build is validated before it is published anywhere
§N10a|- Dependabot auto-merges patch-level dependency updates for gtfs-export once CI is green

## Publishing
§R6a|- The public GTFS zip is hosted on Cloudflare R2 behind `https://gtfs.fenlandlink.co.uk/latest.zip`
§A7a|- BODS timetables dataset ID: 8142 (operator NOC `FENL`)
§S4a|- Timetables are uploaded to BODS by hand through the BODS web form every Monday morning
§D10b|- Every stop in the export carries its NaPTAN ATCO code (`stop_code` = ATCO, `stop_id` = ours)

**Why:** BODS is a legal requirement for us as an English operator; a stale or invalid dataset gets
flagged to the DfT and the council notices before we do.
""")

R("reference_tapline.md", "tapline",
  "tapline: ticketing back office, ticket machines, contactless settlement",
  "reference", "tapline", "ticketing back office and ticket machine estate", """
# tapline — ticketing back office

Receives every transaction from the ticket machines (ETMs) on the buses, prices contactless taps,
applies capping and produces the daily settlement for finance. Kotlin/Spring Boot, repo `flb/tapline`.

## System of record
§D4b|- tapline is the system of record for all ETM transactions (cash, passes, contactless)
§D6b|- Single adult fares are capped at £3 on every route (national fare cap)
§S2a|- Contactless taps are authorised and settled through Paycove (merchant `FLB-BUS-01`)
§O4a|- Declined taps go to debt recovery; tapline re-attempts the charge up to 3 times over 7 days

## Infrastructure
§O1a|- Database: `pg-tapline.flb.internal:5432`, db `tapline`
§R4a|- Email receipts for contactless customers go out through Postmark (server `tapline-receipts`)
§F4a|- A settlement file is produced every day for finance
§G1b|- tapline workers are restarted one pod at a time (rolling restart via `kubectl rollout restart`)
§G9b|- tapline logs every tap event (ETM id, stop, masked PAN, fare, cap state) to the `taps` index

## ETMs
§O10b|- ETM firmware: 7.0.3 on all machines since the autumn push
§V6a|- In offline mode an ETM buffers up to 2,000 transactions before it refuses further card sales

## Repo conventions
§N2a|- tapline PRs are always squash-merged, one commit per ticket (`TAP-123: ...`)
""")

R("reference_workshop.md", "workshop-app",
  "workshop: vehicle defects, maintenance, inspections",
  "reference", "workshop app", "fleet maintenance and defect tracking app", """
# workshop

Rails app for defect reports, maintenance jobs, safety inspections and parts. Used by the
fitters on tablets in the four depots. Repo `flb/workshop`.

§V5a|- Ruby 3.2.4, Rails 7.1, Hotwire
§S5a|- Database: MySQL 8 on `mysql-ws-01.flb.internal`
§R2a|- CI: GitLab CI (`.gitlab-ci.yml`), runners on `ci-runner-02`
§O9a|- Notification emails (job assigned, parts arrived) go through Mailgun
- Background jobs: Sidekiq

## Defects
- Drivers report defects on the walk-round check in the driver app; they land as `Defect` rows
§N6a|- A defect flagged `safety-critical` blocks the vehicle from allocation in rostr until it is signed off
§D9b|- Defect triage is done by the depot engineering leads (one per depot)
§F5a|- Annual test (MOT) reminders go to the workshop controllers

## Git
§G6b|- Force-pushing your own feature branches is fine in workshop (we rebase a lot)
""")

R("reference_hopper_app.md", "hopper-app",
  "hopper: customer app for journeys, tickets and live times",
  "reference", "hopper app", "customer mobile app, build and release setup", """
# hopper — customer app

iOS + Android app: journey planner, live departures, mTickets, top-ups. Repo `flb/hopper`, backend is
hopper-api (see auto/hopper-api-notes.md). Sam does most of the app work.

## Stack
§D3b|- React Native 0.74 with Expo (managed workflow)
§A4a|- Expo SDK 51
§R7a|- Package manager: Yarn 4 (berry), `yarn install --immutable` in CI
§V7a|- Minimum iOS: 15.1
§R3a|- Crash reporting: Sentry (project `hopper-mobile`)
§S6a|- Analytics: Firebase Analytics (screen views, ticket funnel)

## Environments
§O6a|- Production builds talk to `https://api.fenlandlink.co.uk`

## Features
§G2b|- The stop screen shows live ETAs from the GTFS-RT feed, refreshed while the screen is open
§N3a|- hopper sends a push notification when a followed route has a disruption
- mTickets are rendered offline (QR + animated watermark), valid without signal

## Releases
§F3a|- Releases are built and submitted with EAS
""")

R("reference_farestats.md", "farestats",
  "farestats: patronage and revenue analytics",
  "reference", "farestats", "patronage/revenue analytics stack and reporting", """
# farestats

dbt project that turns tapline transactions and AVL trip data into patronage and revenue models.
Hannah owns the models; the agent mostly helps with SQL and CI.

## Stack
§R5a|- Warehouse: BigQuery, project `flb-farestats`, dataset `marts`
§O2a|- CI: GitHub Actions (`.github/workflows/dbt.yml`, runs `dbt build --select state:modified+`)
§V8a|- The nightly `dbt build` has a 45 min timeout in the Airflow DAG `farestats_nightly`
§G3b|- `dbt build` runs nightly for the whole project
§F10a|- Models refresh after the day's ticket data has landed
§S10a|- Patronage dashboards live in Metabase (`metabase.flb.internal`)

## Counting rules
§N5a|- Concessionary (ENCTS) journeys are counted in the patronage totals
- Transfers within 60 min on a day ticket count as separate boardings, not separate journeys

## Reporting
§G5b|- The monthly patronage report is emailed to Cambridgeshire County Council on the 5th working day
- Norfolk get the same report via their portal upload
""")

R("reference_infra.md", "infra-overview",
  "infra: clusters, ingress, alerting, schedules",
  "reference", "infra overview", "clusters, ingress, alerting and scheduling conventions", """
# Infra overview

§F7a|- Most services run on the k3s cluster at the Peterborough depot
§A8a|- Ingress: Traefik, TLS from Let's Encrypt via cert-manager
- GitOps: ArgoCD watches `flb/deploy` (one folder per namespace)
- Monitoring: Prometheus + Grafana (`grafana.flb.internal`), logs in Loki
§S7a|- Alerting: Alertmanager routes pages to PagerDuty (service `flb-platform`)
§A6a|- All cron schedules are in Europe/London; nobody uses UTC crons here
- DNS: internal zone `flb.internal` on the two Pi-holes at PBO, public zone on Cloudflare

**Why:** the depots have had two broadband outages this year; anything the control room needs must
survive the office link being down, which is why the cluster is on-site.
""")

R("reference_stopsign.md", "stopsign",
  "stopsign: real-time displays at bus stops",
  "reference", "stopsign", "real-time stop displays, hardware, feed and messages", """
# stopsign — real-time stop displays

About 120 LED displays at stops and the three bus stations. stopsign is the small service that
feeds them. Repo `flb/stopsign`.

## Hardware
§R10a|- Each display is driven by a Voxtel DX2 controller in the pole cabinet
§D7b|- Displays connect over 4G (Vodafone IoT SIMs, private APN `flb.iot`)

## Data
§S9a|- Displays poll the SIRI-SM endpoint `http://siri.flb.internal:8080/sm` every 20 s
§V10a|- A display falls back to timetable times after 5 minutes without real-time data
§O3b|- Cache: `redis-signs.flb.internal:6379`

## Messages
§G7b|- The displays show free-text disruption messages entered by the control room
- Messages are scheduled in the control-room UI; they expire automatically at the end time
""")

R("reference_oncall.md", "oncall",
  "on-call: rota, escalation, who to call",
  "reference", "on-call", "platform on-call rota and escalation paths", """
# Platform on-call

§D5b|The rota has five engineers; handover is Monday 10:00 in the #platform channel.

Escalation:
- Live service (buses not running, control room blind): ops control first, then on-call
§G4a|- Ticket machine hardware faults go to the depot engineer, not to the platform on-call
- Payment/settlement issues: on-call + Joanna in finance during office hours

**How to apply:** when drafting an incident message, always say which depot(s) and which routes
are affected; the control room thinks in routes, not services.
""")

R("reference_contacts.md", "contacts",
  "people: who does what at Fenland Link",
  "reference", "contacts", "people and responsibilities", """
# People

- Priya Nandakumar — platform lead, the user in most sessions
§A10a|- Gareth Lowe — runs the ops control room at Peterborough
- Hannah Obi — data analyst, owns farestats
- Sam Whitcombe — mobile developer (hopper)
- Joanna Petrakis — finance, settlement and payroll
- Tom Ashby — platform engineer, infra and AVL
- Depot engineering leads: Mark (PBO), Lucy (WIS), Dev (KLN), Ade (ELY)
""")

R("reference_glossary.md", "glossary",
  "glossary: bus-industry terms the user uses without explaining",
  "reference", "glossary", "bus industry and FLB-specific terms", """
# Glossary

- **ETM** — electronic ticket machine, the box next to the driver
- **ENCTS** — English National Concessionary Travel Scheme (older and disabled passes)
- **BODS** — Bus Open Data Service, DfT's portal for timetables, fares and locations
- **NaPTAN / ATCO code** — national stop identifiers
- **NOC** — national operator code
- **Spreadover** — time from sign-on to sign-off of a split duty
- **Running board** — the sequence of trips a bus works in a day
- **Dead run** — a trip with no passengers (to/from depot)
- **PVR** — peak vehicle requirement
- **Duty card** — the sheet a driver gets with their duty for the day
""")

R("reference_routes.md", "routes",
  "routes: the network as the agent needs to know it",
  "reference", "routes", "network shape, trunk routes and depots", """
# Network

Four depots: Peterborough (PBO), Wisbech (WIS), King's Lynn (KLN), Ely (ELY).

Trunk routes:
- **X1** Peterborough – Wisbech – King's Lynn (the busiest, double-deckers)
- **46** Wisbech – March – Chatteris
- **9** Ely – Littleport – Downham Market
- **505** King's Lynn – Spalding (jointly with another operator, our trips only in our data)

Town services in Peterborough and King's Lynn are numbered 1–8 and 31–37. School services are
`S`-prefixed and not in the public GTFS.
""")

R("reference_runbooks.md", "runbooks-index",
  "runbooks: where the written procedures are",
  "reference", "runbooks index", "where incident and maintenance runbooks live", """
Runbooks live in `flb/runbooks` (MkDocs, served at `runbooks.flb.internal`).

Most used:
- `avl/unit-offline.md` — a bus shows as offline on the map
- `tapline/settlement-mismatch.md`
- `stopsign/display-dark.md`
- `k3s/node-notready.md`

If a runbook is wrong, fix it in the same PR as the code change, not later.
""")

# ---------------------------------------------------------------- user
R("user_priya.md", "user-priya",
  "Priya: platform lead, background and how she likes to work",
  "user", "Priya (user)", "platform lead; background and working style", """
Priya Nandakumar is the platform lead at Fenland Link Buses (FLB) and the person in almost every
session. Ex-Arriva systems team, strong on Postgres and Python, happy in Go, less so in Kotlin.

- Reads diffs carefully; prefers several small PRs over one big one
- Likes a one-paragraph summary at the end of a session, not a wall of bullets
- Works Tue–Fri in Peterborough, Mondays from home
- Hates surprise dependency upgrades bundled into feature work
""")

R("user_hannah.md", "user-hannah",
  "Hannah: data analyst, how to work with her on farestats",
  "user", "Hannah (user)", "data analyst; SQL-first, dbt owner", """
Hannah Obi, data analyst. Sometimes drives sessions on farestats herself.

- Very fluent in SQL, newer to git — explain rebases, don't just run them
- Wants model changes to come with a before/after row count
- Reports go to two councils; she is the one who gets the angry email if numbers move
""")

R("user_gareth.md", "user-gareth",
  "Gareth: ops control manager, occasional requester",
  "user", "Gareth (ops control)", "ops control manager; what he asks for", """
Gareth Lowe manages the control room. He doesn't use the agent directly but asks Priya for things
that end up as tasks: map tweaks, extra fields on the duty board, disruption message templates.

He talks in running boards and fleet numbers; translate into trip IDs before touching data.
""")

# ---------------------------------------------------------------- feedback
R("feedback_rostr_migrations.md", "rostr-migrations",
  "how schema migrations go out for rostr",
  "feedback", "rostr migrations", "how rostr schema changes reach production", """
§N1a|rostr deploys run `alembic upgrade head` automatically in the pre-deploy job, before the new web processes start.

**Why:** twice in February a migration was forgotten after deploy and the allocator board 500'd at
06:00 when the depots opened.

**How to apply:** keep migrations backwards compatible with the previous release (add column →
deploy → backfill → later drop); never write a migration that takes a long lock on `assignment`.
""")

R("feedback_rostr_merging.md", "rostr-merging",
  "merge style for the rostr repo",
  "feedback", "rostr merging", "how PRs are merged in rostr", """
§R8a|rostr PRs are squash-merged; the PR title becomes the commit message, so write it like one.

**Why:** Priya reads `git log --oneline` on rostr to write the monthly change note for the depots.
""")

R("feedback_python_style.md", "python-style",
  "Python formatting and tooling conventions",
  "feedback", "Python style", "formatting, linting and dependency tooling for Python repos", """
- Line length 100 everywhere
§R9a|- rostr code is formatted with black (`black .` in pre-commit), settings in `pyproject.toml`
§A9b|- rostr's dependencies: `uv sync` to install, `uv add` to add; never hand-edit the lock
- Type hints on all new functions; mypy runs in CI but only strict on `rostr/rules/`

**Why:** Priya got tired of style nits in review.
""")

R("feedback_hopper_package_manager.md", "hopper-package-manager",
  "which JS package manager to use in hopper",
  "feedback", "hopper package manager", "JS dependency tooling in the app repo", """
§R7b|Use pnpm in hopper (`pnpm install`, `pnpm expo start`); the lockfile is `pnpm-lock.yaml`.

**Why:** Sam was burnt by a phantom dependency that only worked because of hoisting.

**How to apply:** if a README or script still says `npm run`, fix it in passing.
""")

R("feedback_hopper_releases.md", "hopper-releases",
  "how app releases are submitted",
  "feedback", "hopper releases", "release and store submission procedure", """
§F3b|hopper iOS builds go from TestFlight to App Store review only after a 48-hour TestFlight soak with no new crash; `eas build` and `eas submit -p ios` do the build and upload.

Android goes to the internal track first, then 20% staged rollout, then 100% after two days.

**Why:** the 3.1 release crashed on launch for anyone with a saved ticket from 2.x; a soak would
have caught it.
""")

R("feedback_hopper_eta_display.md", "hopper-eta-display",
  "when the app may show a live ETA",
  "feedback", "hopper ETA display", "rules for showing live times in the app", """
§G2a|hopper never shows an ETA for a trip that has no live vehicle fix; those trips show the timetabled time with a clock icon instead.

**Why:** passengers screenshot "2 min" and complain when a bus that was never tracked doesn't come.
""")

R("feedback_tapline_audit.md", "tapline-audit",
  "tapline git history rules (audit)",
  "feedback", "tapline audit history", "keeping tapline history auditable", """
§N2b|Never squash tapline PRs — the PCI auditor walks the individual commits, so merge with a merge commit and keep them all.

**Why:** in the 2026 assessment the auditor asked to see the review trail per change.
""")

R("feedback_tapline_ops.md", "tapline-ops",
  "operational do/don'ts for tapline",
  "feedback", "tapline operations", "operational cautions for the ticketing back office", """
§G1a|Never restart tapline workers during the settlement run (05:00–06:00); a half-finished batch has to be unpicked by hand.

Check the `settlement_run` row in the admin first if you are unsure whether it has finished.
""")

R("feedback_tapline_logging.md", "tapline-logging",
  "what tapline may log",
  "feedback", "tapline logging", "card data and logging boundaries", """
§G9a|tapline never logs full card numbers (PANs), not even at debug level; only the first 6 and last 4 digits.

**Why:** PCI scope. One debug log line with a full PAN would pull the whole logging stack into scope.
""")

R("feedback_etm_config.md", "etm-config",
  "who may change live ticket machine config",
  "feedback", "ETM config changes", "approval needed before touching live ticket machine config", """
§A1a|Don't change the live ETM configuration (fare tables, product list) without Gareth's sign-off.

**Why:** a wrong fare table reaches every bus at the next sign-on; the drivers can't override it.
""")

R("feedback_pull_requests.md", "pull-requests",
  "how Priya wants PRs opened and described",
  "feedback", "pull requests", "PR opening and description conventions", """
§N9a|Open PRs as drafts first; Priya flips them to ready once she has skimmed the diff.
§A3a|Keep PR descriptions short and always include a "Test plan" section.

- Link the ticket in the first line
- One concern per PR; refactors go separately
""")

R("feedback_passenger_text.md", "passenger-text",
  "wording rules for anything passengers read",
  "feedback", "passenger-facing text", "language rules for passenger-facing text", """
§F9a|Passenger-facing text uses UK English.

Plain words: "bus", not "vehicle"; "stop", not "stop point". No exclamation marks in disruption text.
""")

R("feedback_rostr_deploys.md", "rostr-deploys",
  "when not to deploy rostr",
  "feedback", "rostr deploy windows", "deploy timing constraints for rostr", """
§O8a|No rostr deploys on Thursday afternoons: that's when the weekly payroll export runs.

**How to apply:** if a rostr fix is urgent on a Thursday, ask Priya; otherwise queue it for Friday.
""")

R("feedback_cron_timezones.md", "cron-timezones",
  "timezone convention for schedules",
  "feedback", "cron timezones", "which timezone schedules are written in", """
§A6b|Write cron expressions in UK local time (Europe/London), including on the k3s CronJobs (`timeZone:` field).

**Why:** the depots think in local time, and a UTC cron moved the vehicle availability export by an hour in March.
""")

R("feedback_dbt_full_refresh.md", "dbt-full-refresh",
  "careful with full refreshes in farestats",
  "feedback", "dbt full refresh", "expensive dbt operations to avoid", """
§G3a|Don't run `dbt build --full-refresh` on `fct_journeys`; it rebuilds three years of taps and costs real money.

If a schema change needs it, ask Hannah to schedule it on a Sunday.
""")

R("feedback_git_workshop.md", "git-workshop",
  "git rules in the workshop repo",
  "feedback", "workshop git rules", "branch protection habits in the maintenance app repo", """
§G6a|Don't force-push to `main` in workshop, ever, even to fix a bad merge; revert instead.
""")

R("feedback_eta_scaling.md", "eta-scaling",
  "replica floor for eta-engine",
  "feedback", "eta-engine scaling", "minimum capacity during service hours", """
§G10a|Never run eta-engine with fewer than 2 replicas between 06:00 and 20:00.

**Why:** a single pod restarting during the morning peak left the stop displays without live times
and the control room noticed before we did.
""")

R("feedback_commit_messages.md", "commit-messages",
  "commit message style",
  "feedback", "commit messages", "commit message conventions", """
- Imperative mood, ≤ 72 chars subject, ticket key at the start (`ROS-412: ...`)
- No emoji, no Co-Authored-By trailer
- Body only when the why isn't obvious
""")

R("feedback_no_prod_data_locally.md", "no-prod-data-locally",
  "don't pull production data onto laptops",
  "feedback", "no prod data locally", "production data handling rule", """
Never copy production database dumps to a laptop, even anonymised ones, without asking.

**Why:** driver personal data (addresses, licence numbers) lives in rostr; the DPO was very clear.

**How to apply:** use the seeded fixtures (`make seed`) or the staging copy, which is masked nightly.
""")

R("feedback_testing.md", "testing",
  "testing expectations before pushing",
  "feedback", "testing", "what to run before pushing", """
Run the repo's fast test target before pushing (`make test-fast` in most repos). If it takes more
than a couple of minutes, say so rather than skipping it.

Don't mock the database in integration tests; the testcontainers setup exists for a reason.
""")

R("feedback_secrets.md", "secrets-handling",
  "secrets in repos and chats",
  "feedback", "secrets handling", "handling credentials and keys", """
Never paste secrets into chat or commit them, including "temporary" ones. If a value looks like a
key, ask where it should go instead of guessing.

**Why:** a Paycove sandbox key was committed once; rotating it took a week of emails.
""")

R("feedback_session_summary.md", "session-summary",
  "how to end a session",
  "feedback", "session summaries", "end-of-session summary style", """
End sessions with one short paragraph: what changed, what's left, anything risky. No tables.
""")

# ---------------------------------------------------------------- projects
R("project_eta_accuracy.md", "eta-accuracy",
  "ongoing work on ETA accuracy at busy stops",
  "project", "ETA accuracy work", "improving prediction accuracy at busy stops", """
# ETA accuracy (Q3–Q4)

Goal: 80% of predictions within ±1 min at the 10-minute horizon on the X1.

§V3b|eta-engine re-predicts each running trip every 15 seconds; going lower made no measurable difference in the backtest.

Open items:
- dwell-time feature at Queensgate bus station
- school-term flag comes from a hand-maintained CSV; move it into rostr's calendar table
""")

R("project_farestats_runtime.md", "farestats-runtime",
  "nightly farestats run is getting slow",
  "project", "farestats runtime", "nightly analytics run duration and fixes", """
The nightly farestats run crept from 25 to 70 minutes between June and October as the tap volume grew.

§V8b|The `farestats_nightly` DAG kills `dbt build` after 120 minutes, so we have headroom, but Hannah wants the run under an hour.

Ideas: incremental `fct_taps`, drop the unused `stg_cash_legacy` models, cluster by `service_date`.
""")

R("project_duty_swaps.md", "duty-swaps",
  "duty swap feature in rostr",
  "project", "duty swaps", "self-service duty swaps between drivers", """
# Duty swaps

Drivers can request a swap with another driver on the kiosk; the allocator approves.

§V9a|- A driver may make at most 3 swaps per roster period
- Both duties must pass the rest rules after the swap, checked by the allocator engine
- Swaps are frozen 24 h before the duty

Status: live at PBO and WIS, KLN in December.
""")

R("project_avl_storage_costs.md", "avl-storage-costs",
  "cutting AVL storage costs",
  "project", "AVL storage costs", "what AVL data we keep and why", """
# AVL storage

§N7b|avl-ingest does not archive raw GPS fixes; only the snapped positions are kept, in TimescaleDB, for 400 days.

**Why:** the raw fixes were 80% of the storage bill and nobody had read them in a year.

Next: compress chunks older than 30 days.
""")

R("project_hopper_topups.md", "hopper-topups",
  "wallet top-ups in the app",
  "project", "hopper top-ups", "wallet top-up payment options", """
# hopper wallet top-ups

§N8a|We decided to offer Apple Pay for wallet top-ups in hopper from the 3.5 release.

Card top-ups stay as they are. Google Pay to follow if Apple Pay uptake is worth it.
""")

R("project_acquirer_switch.md", "acquirer-switch",
  "contactless acquirer change",
  "project", "acquirer switch", "moving contactless settlement to a new acquirer", """
# Acquirer switch

§S2b|We switched tapline's contactless acquiring from Paycove to Worldline on 2026-08-18; the Paycove terminal IDs are dead.

Leftovers:
- refunds for pre-switch taps still go through the Paycove portal until February
- the settlement reconciliation report needs a column for the Worldline batch ID
""")

R("project_oncall_tooling.md", "oncall-tooling",
  "paging tool change",
  "project", "on-call tooling", "paging and alert routing change", """
§S7b|We moved paging from PagerDuty to Grafana OnCall in July; Alertmanager now posts to the Grafana OnCall integration.

Schedules were recreated by hand; check the overrides each month until someone automates it.
""")

R("project_payroll_export.md", "payroll-export",
  "payroll export from rostr to Sage",
  "project", "payroll export", "weekly payroll export to the finance system", """
# Payroll export

§D2b|rostr pushes the weekly payroll export to Sage 200 through its API (`payroll_push` task, Thursdays 15:00).

Joanna checks the import log on Friday morning. Overtime codes are mapped in `payroll/codes.py`.
""")

R("project_summer_timetable.md", "summer-timetable-2026",
  "summer 2026 timetable change",
  "project", "summer timetable 2026", "the July timetable change and its fallout", """
# Summer timetable (from 2026-07-19)

- X1 gets two extra evening trips, route 9 loses its Sunday service
- Registrations went to the Traffic Commissioner 70 days ahead
- The scheduling team exported late, so the BODS dataset went up two days before the change

Lesson: chase the scheduling export a week earlier next time.
""")

R("project_council_tender.md", "council-tender",
  "tender bid for council-supported routes",
  "project", "council tender", "bid for supported services, data needs", """
Cambridgeshire is retendering the supported evening services for April 2027. Priya needs
per-trip loadings for routes 46 and 9 from farestats for the bid; Hannah is building the extract.

Deadline for the bid: 2027-01-15.
""")

R("project_ebus_charging.md", "ebus-charging",
  "electric buses and depot charging",
  "project", "e-bus charging", "electric bus rollout and charging schedule data", """
# E-bus rollout

12 electric single-deckers arrive at PBO in March 2027 (ZEBRA 2 funding).

- Charging is overnight on depot chargers; the charger vendor has an OCPP backend
- rostr will need to know state of charge before allocating long running boards
- No code yet; spike planned for January
""")

R("project_accessibility_audit.md", "accessibility-audit",
  "hopper accessibility audit",
  "project", "accessibility audit", "app accessibility findings and fixes", """
Accessibility audit of hopper by the council's consultant (October):

- VoiceOver reads the QR ticket as "image"; needs a label
- Contrast too low on the "delayed" badge
- Dynamic type breaks the departure list above XL

Sam has tickets HOP-311..HOP-318 for these.
""")

R("project_depot_wifi.md", "depot-wifi",
  "depot Wi-Fi upgrade",
  "project", "depot Wi-Fi", "depot Wi-Fi upgrade and the end-of-day uploads", """
Depot Wi-Fi is being replaced at WIS and KLN (new APs in the garage bays). It matters because the
ETMs and the Vecta units do their end-of-day uploads over depot Wi-Fi when the buses park.

Tom is tracking it; nothing for the agent to do except not to schedule big pushes to units
during the cutover nights.
""")

R("feedback_gtfs_validation.md", "gtfs-validation",
  "how a GTFS build is validated before it goes out",
  "feedback", "GTFS validation", "validation gate for the timetable export", """
§F6b|Run the MobilityData `gtfs-validator` (5.x) on every GTFS build and fail the publish on any ERROR-level notice; WARNINGs go in the PR description.

**Why:** in March a build with duplicate `trip_id`s reached Google and every X1 trip vanished from Maps for a morning.

**How to apply:** the validator report is an artifact of the build; link it when asking Priya to approve a timetable PR.
""")
