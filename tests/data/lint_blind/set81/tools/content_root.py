# Root (Claude Code auto-memory) files. A line starting with {ID} is claim ID; the marker is stripped.
# Each entry: filename -> (name, description, type, title_for_index, hook, body)
ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("reference_crewplan.md", "crewplan-overview",
  "crewplan = crew rostering + pairings + FTL checks (Django); where things live and how it is wired",
  "reference", "crewplan overview", "stack, data stores, API, modules of the rostering system",
"""# crewplan

Django 5 app that builds pairings and rosters for line crew and checks them against our FTL scheme.
Repo `kestrel/crewplan`. Owner: Tomasz Wróbel; rule changes go through Hannah.

## Stack
- Django 5.1 + Celery, served by gunicorn behind the k3s ingress
{V1a}- Postgres: `pg-crew.kestrel.internal:5432`, database `crewplan`
{O1b}- Redis (Celery broker + cache): `redis-crew.kestrel.internal:6379`
{R2a}- CI: GitHub Actions (`.github/workflows/ci.yml`), roughly 9 minutes a run
{F1a}- Roster optimiser: OR-Tools CP-SAT, runs as a k8s CronJob
- Static files on the shared MinIO bucket `crewplan-static`

## API
{A1a}- Public API: `https://crew-api.kestrel-air.co.uk/v2` (crewapp and opsnotify are the only clients)
- Internal admin at `/admin/`, Microsoft accounts only for schedulers
- Tokens for crewapp are JWTs signed with the key in the `crewplan-jwt` secret

## Modules
- Pairings: builds two- and four-sector days from the published schedule
- Rosters: assigns pairings, standby, days off, training
{D5b}- Hotels module books crew hotels through the HotelHub API (night-stops at GCI and JER)
- Training: recurrent sim and line checks, expiry warnings at 60 and 30 days

## Conventions
{A5a}- Crew codes: four letters (e.g. `HPRY`), unique for life, never reused
- Duty times stored in UTC, shown in base local time in crewapp
{NS1a}- Never publishes a roster without a passing FTL check; a failed check blocks the publish button
""")

R("reference_crewapp.md", "crewapp-overview",
  "crewapp: the crew mobile app (roster, duty sign-on, documents) and how it is built",
  "reference", "crewapp overview", "stack, releases, what it stores, push",
"""# crewapp

Crew-facing mobile app: roster view, report/sign-on, swap requests, document uploads, read-and-sign.
Repo `kestrel/crewapp`. Owner: Ade Olawale.

## Build
{R1a}- Expo (React Native) app in TypeScript, managed with pnpm workspaces
{D4b}- Ships for iOS and Android from the same codebase
- EAS Build for store builds; version bump via `app.config.ts`
{O6b}- Crash reports: Bugsnag (project `crewapp`), source maps uploaded on each EAS build

## Behaviour
{V3b}- Rosters are published to crewapp 28 days before the period starts
{N3b}- Caches the roster offline for 7 days so crews can check it in airplane mode
{F10a}- Push notifications go through the Expo push service
- Duty sign-on opens 90 minutes before report and closes at report time
- Swap requests are forwarded to crewplan; crewapp itself decides nothing

## Environments
- Prod points at crew-api, staging builds at crew-staging (see reference_infra.md)
""")

R("reference_turnboard.md", "turnboard-overview",
  "The ground ops turnaround board (turnboard, Go + htmx) used on the ramp and in ops control",
  "reference", "turnboard overview", "what the board does, data, conventions",
"""# turnboard

Go service + htmx front end. Shows every turnaround of the day: on-blocks, off-blocks, stand, fuel,
catering, pax counts, delay codes. Repo `kestrel/turnboard`. Owner: Ade; product owner Gus Fenwick.

## Data
{V8a}- Database: `postgres://turnboard@pg-ops.kestrel.internal:5432/turnboard`
- Schedule comes in from crewplan every 5 minutes; pax counts from paxbridge
{F8a}- Allocates stands automatically from the day's schedule
{A3a}- All times on the board are UTC

## Ground rules
{V5a}- Default minimum turnaround for the ATR 72: 25 minutes
{A10b}- Delay codes: IATA AHM 730 two-digit codes, primary plus optional secondary
- A turnaround closes when the dispatcher ticks "doors closed"
{NS4a}- turnboard is never deployed during the morning bank (05:00–09:00 local)

## Repo habits
{R8a}- PRs land as merge commits; the deploy tagger reads the merge commit titles
- Go 1.23, `golangci-lint` must be clean
""")

R("reference_loadsheet.md", "loadsheet-overview",
  "Weight & balance / loadsheet generator (Kotlin) - rules, data sources, repo habits",
  "reference", "loadsheet overview", "W&B service: stack, masses, outputs",
"""# loadsheet

Kotlin service that computes weight & balance and produces the loadsheet for each departure.
It is safety-relevant: every change to the maths goes through the W&B change audit.

## Stack
{V4a}- Kotlin 2.0 on Java 21 (Temurin), Gradle build
{D7b}- CI: GitHub Actions, plus the nightly golden-file comparison job
{R4a}- Errors: Sentry (project `loadsheet`)

## Rules and data
{V10a}- Standard masses: adult 84 kg, child 35 kg, infant carried on lap (0 kg)
- Checked bags use the weighed figure from the handling agent when there is one
{S5b}- `fleet.xlsx` is deprecated: basic weights are read from the `aircraft` table in crewplan's database
- Index units per tail are in the `balance_arms` table; don't hard-code them

## Outputs
{F4a}- Produces a PDF loadsheet for every departure
- Last-minute changes (LMC) up to 5 pax are allowed on the PDF; beyond that, a new loadsheet

## Repo habits
{N1b}- Never squash loadsheet PRs: the W&B change audit needs every individual commit
""")

R("reference_paxbridge.md", "paxbridge-overview",
  "paxbridge ingests passenger manifests from tour-operator clients and feeds turnboard/loadsheet",
  "reference", "paxbridge overview", "ingest routes, queue, validation",
"""# paxbridge

TypeScript (Node 22) ingest service for passenger manifests from our tour-operator clients
(Sunward Holidays, Atlas Island Tours, Channel Breaks). Owner: Tomasz.

## Ingest
{V6a}- Polls the Sunward SFTP drop every 10 minutes
- Atlas and Channel Breaks push to the webhook endpoint instead
{A6a}- Webhook endpoint requires an HMAC-SHA256 signature in `X-Kestrel-Signature`
{R6a}- Queue: RabbitMQ (`mq.kestrel.internal`), exchange `manifests`

## Validation
{F5a}- Validates every manifest before it reaches turnboard or loadsheet
{N6a}- Does not accept manifests without an APIS block; they bounce back to the client
- Names are normalised to upper case ASCII for the APIS export

## Ops
{NS10b}- Ingest failures page the on-call developer
- Dead letters are kept 14 days in the `manifests.dlq` queue
""")

R("reference_opsnotify.md", "opsnotify-overview",
  "opsnotify sends SMS, email, push and webhooks to crew and to other services",
  "reference", "opsnotify overview", "channels, providers, retry behaviour",
"""# opsnotify

Small Python (FastAPI) service that every other system calls to reach crew. Owner: Tomasz.

## Channels
{R9a}- SMS: Twilio (messaging service `kestrel-callouts`)
{V7a}- SMS: retried up to 3 times, 60 s apart, then marked failed
{R5a}- Email: Postmark (server `opsnotify-prod`)
- Push: forwards to the Expo push API for crewapp
{NS5a}- Does not send standby callouts by email; callouts are SMS and phone only

## Notes
- Every message is logged in `notify_log` with the crew code and the channel used
- Templates live in `templates/` and are en-GB
""")

R("reference_infra.md", "infra",
  "Infra: cluster, deploys, backups, paging, status page for the ops systems",
  "reference", "Infrastructure", "cluster, deploys, backups, paging",
"""# Infrastructure (ops systems)

{F3a}- turnboard, crewplan, paxbridge and opsnotify run on the k3s cluster at Hetzner (Falkenstein)
- loadsheet runs on two dedicated VMs (it must keep working if the cluster is down)
{F6a}- Deploys: Argo CD watches the `kestrel-deploy` repo
- Secrets: sealed-secrets in the deploy repo; the master key is in the office safe
{F9a}- pg-crew is backed up nightly
- pg-ops has streaming replication to a standby in Helsinki
{A8a}- crew-staging is reset from anonymised prod every Monday at 06:00
{R10a}- Paging: PagerDuty (service `kestrel-ops-systems`)
{R3a}- Public status page (status.kestrel-air.co.uk): Netlify
- Metrics: Prometheus + Grafana at grafana.kestrel.internal
""")

R("reference_bases.md", "bases",
  "Bases: crew numbers, aircraft and handling per base",
  "reference", "Bases", "crew numbers, aircraft, handling per base",
"""# Bases

{O9b}- Guernsey (GCI): 9 captains, 9 first officers, 3 aircraft overnighting
{S9a}- Newquay (NQY): 8 captains, 8 first officers, 1 ATR overnighting
- Exeter (EXT) is the main base and the engineering base
{O10a}- EXT handling agent: Menzies (ramp and passenger)
- GCI fuel: airport fuel farm, account number in the ops folder
{S3a}- Handling agent contacts: Confluence page "Ground Handling Directory"
- Crew room phone numbers are in crewapp under Base info
""")

R("reference_ftl_rules.md", "ftl-rules",
  "FTL scheme as crewplan implements it (not the legal text; the ops manual part 7 wins)",
  "reference", "FTL rules", "how crewplan implements the flight time limitation scheme",
"""# FTL rules in crewplan

Summary of what crewplan enforces. The legal reference is OM-A chapter 7.

## Limits
{D8a}- Max FDP is taken from the EASA table by report time and number of sectors
{V2a}- Minimum rest at home base: 12 hours, or the length of the preceding duty if that is longer
- Minimum rest away from base: 10 hours plus travel time
- 100 block hours in 28 days, 900 in a calendar year

## Standby
- Home standby max 16 hours; airport standby counts in full
{NS8a}- Standby crew are not called out for positioning flights

## Discretion
{N8a}- Commander's discretion extensions are never entered by schedulers; only the commander files them via crewapp
- Every use of discretion produces a report to the safety office within 24 hours

## Where the rules live
{S8b}- `ftl_rules.yaml` is no longer used; limits come from the `ftlcalc` package (versioned separately)
""")

R("reference_fleet.md", "fleet",
  "Fleet list with tails, seats and default ground times",
  "reference", "Fleet", "tails, seats, ground times",
"""# Fleet

| Type | Tails | Seats | Default min turnaround |
|---|---|---|---|
| ATR 72-600 | G-KSTA, G-KSTB, G-KSTC, G-KSTD, G-KSTE | 70 | see turnboard |
{O4a}| Dornier 328JET | G-KSJA, G-KSJB | 31 | 20 min |

Engineering is contracted to a Part-145 at EXT; we only record tech log references in turnboard.
""")

R("user_mairead.md", "user-profile-mairead",
  "Mairead Quinlan, head of ops systems; background and how she likes to work",
  "user", "Mairead (user)", "role, background, working style",
"""Mairead Quinlan runs ops systems for Kestrel Charter Airways (crewplan, crewapp, turnboard,
loadsheet, paxbridge, opsnotify). Former crew scheduler, moved into IT in 2021. Reads Python and
Kotlin comfortably, less so Go.

{R7a}Uses VS Code with the Python and Kotlin extensions for anything she edits herself.

Likes short answers, dislikes "let me know if you need anything else". Prefers diffs over prose.
""")

R("user_tomasz.md", "user-tomasz",
  "Tomasz Wróbel, developer; owns crewplan, paxbridge and opsnotify",
  "user", "Tomasz", "developer, backend owner",
"""Tomasz Wróbel is the backend developer; owns crewplan, paxbridge and opsnotify.
Works Mon–Thu, so anything needing his review should land early in the week.
Prefers issues with a reproduction over screenshots.
""")

R("feedback_deploys.md", "crewplan-deploy-days",
  "When not to deploy crewplan",
  "feedback", "Deploy days", "when not to deploy crewplan",
"""{N2a}Never deploy crewplan on a Friday — weekend support is thin and rosters are live on crewapp.

**Why:** a Friday release in February broke swap requests until Monday.

**How to apply:** if a crewplan change is ready on Friday, open the PR and leave the merge for Monday.
""")

R("feedback_crewapp_offline.md", "crewapp-offline",
  "Rule about offline roster data in crewapp",
  "feedback", "crewapp offline", "offline roster data",
"""{N3a}crewapp must not cache the roster offline: a stale roster on a phone once sent a crew to a cancelled duty.

**Why:** Hannah's incident report from January (crew reported for a flight that had been cancelled).

**How to apply:** when touching roster screens, fetch fresh every time and show an error if offline.
""")

R("feedback_git_workflow.md", "git-workflow",
  "How code gets into crewplan main",
  "feedback", "Git workflow", "PRs, pushes, branches",
"""{N7a}Never push directly to main in crewplan; everything goes through a PR, even one-line fixes.

Branch names: `<crew-code>/<short-topic>`, e.g. `mqui/swap-limits`.

**Why:** the FTL audit trail relies on PR links in the changelog.
""")

R("feedback_pr_descriptions.md", "pr-descriptions",
  "Style for PR descriptions",
  "feedback", "PR descriptions", "how long PR descriptions should be",
"""{F7a}Keep PR descriptions short.

**Why:** Mairead reviews on her phone between ops meetings.
""")

R("feedback_crewapp_copy.md", "crewapp-copy",
  "Language and wording in crewapp",
  "feedback", "crewapp copy", "language and wording",
"""{A2a}crewapp copy is British English ("rostered", "cancelled", "programme").

Use 24-hour times everywhere; never "am/pm".
""")

R("feedback_testing.md", "ftl-testing",
  "Tests to run before crewplan rule PRs",
  "feedback", "FTL testing", "tests before rule changes",
"""{A4a}Run `make test-ftl` before opening any crewplan PR that touches rule code.

**Why:** the unit tests don't cover multi-day rest interactions; the regression suite does.
""")

R("feedback_db_migrations.md", "db-migrations-timing",
  "When not to run database migrations",
  "feedback", "Migration timing", "when not to run migrations",
"""{NS7a}Don't run migrations on pg-crew during the roster publish window (Thursday 09:00–12:00).

**Why:** the publish job holds long transactions on the duty tables.
""")

R("feedback_turnboard_privacy.md", "turnboard-privacy",
  "What passenger data turnboard may show",
  "feedback", "turnboard privacy", "passenger data on the board",
"""{NS9a}turnboard never shows passenger names, only counts.

**Why:** the board is on screens in the crew room and on the ramp.
""")

R("feedback_reply_style.md", "reply-style",
  "How to reply to Mairead",
  "feedback", "Reply style", "short, no filler",
"""Short answers, lead with the result. No closing offers of more help.
Use crew codes rather than full names when talking about crew.
""")

R("feedback_commit_messages.md", "commit-messages",
  "Commit message style across Kestrel repos",
  "feedback", "Commit messages", "style of commit messages",
"""Commit subjects: imperative, under 72 characters, prefixed with the area (`ftl:`, `pairings:`, `board:`).
No emoji, no co-author trailer.
""")

R("project_roster_rules_governance.md", "roster-rules-governance",
  "Who approves changes to roster rules",
  "project", "Roster rules governance", "approval of roster rule changes",
"""{A9a}Any change to roster rules needs sign-off from Hannah Pryce (crew scheduling lead).

This includes rest buffers and the preference weights, not only FTL limits.
""")

R("project_summer_2026_programme.md", "summer-2026-programme",
  "Summer 2026 charter programme: clients and routes",
  "project", "Summer 2026 programme", "clients and routes this summer",
"""Summer 2026 (29 March – 24 October) flying, mostly for Sunward Holidays and Atlas Island Tours.

- EXT–GCI and EXT–JER series for Sunward and Atlas
- Weekend charters to Bergerac and La Rochelle for Sunward
- Channel Breaks: Saturday rotations EXT–GCI
""")

R("project_crewapp_v3.md", "crewapp-v3",
  "Plans for crewapp v3",
  "project", "crewapp v3", "next major version",
"""crewapp v3 is planned for early 2027: new roster calendar, in-app fatigue reports, dark mode.

Fatigue reports will go to the safety office mailbox, not into crewplan.
""")

R("project_ftlcalc_package.md", "ftlcalc-package",
  "The FTL calculation library (ftlcalc)",
  "project", "ftlcalc package", "the FTL calculation library",
"""ftlcalc is a pure-Python library with the FDP tables and rest calculations.
Published to our internal package index; crewplan pins an exact version.
Property-based tests with Hypothesis cover the table lookups.
""")

R("reference_glossary.md", "glossary",
  "Glossary: ops terms used in the code and the memories",
  "reference", "Glossary", "ops abbreviations",
"""- FDP: flight duty period
- STD / STA: scheduled time of departure / arrival
- LMC: last-minute change on the loadsheet
- APIS: advance passenger information (passport data)
- Bank: a cluster of departures, e.g. the morning bank at EXT
- Positioning: crew travelling as passengers to start a duty elsewhere
""")

R("reference_people.md", "people",
  "Who is who in ops systems, scheduling and ground ops",
  "reference", "People", "who is who",
"""- Mairead Quinlan (MQUI): head of ops systems
- Tomasz Wróbel (TWRO): backend developer
- Ade Olawale (AOLA): mobile and front end
- Hannah Pryce (HPRY): crew scheduling lead
- Gus Fenwick (GFEN): ground ops manager at EXT
- Duty ops controllers: rota in crewplan under "OCC"
""")

R("project_swap_requests.md", "swap-requests",
  "How crew swap requests flow",
  "project", "Swap requests", "swap request flow",
"""Crew request swaps in crewapp; crewplan checks both rosters against FTL before a scheduler sees it.
Schedulers approve or refuse in crewplan; the result goes back as a push notification.
Swaps inside 48 hours of report need a phone call to scheduling as well.
""")

R("project_ramp_tablets.md", "ramp-tablets",
  "Ramp tablets for the dispatchers",
  "project", "Ramp tablets", "dispatcher tablets",
"""Dispatchers at EXT use six rugged Android tablets in kiosk mode with turnboard open.
They are enrolled in Intune; replacements come from the IT cupboard.
""")

R("project_ground_ops_kpis.md", "ground-ops-kpis",
  "Ground ops KPIs and where they are measured",
  "project", "Ground ops KPIs", "punctuality and turnaround targets",
"""Targets agreed with Gus for 2026:
- On-time departures: 85% within 15 minutes of STD
- Turnaround adherence: measured in turnboard as off-blocks minus on-blocks against the minimum
- Delay code accuracy: spot-checked weekly by the duty ops manager
""")

R("feedback_tail_naming.md", "tail-naming",
  "How to refer to aircraft",
  "feedback", "Tail naming", "refer to aircraft by registration",
"""Refer to aircraft by registration (G-KSTB), never by fleet number or nickname.

**Why:** ops control and engineering both key everything on the registration.
""")
