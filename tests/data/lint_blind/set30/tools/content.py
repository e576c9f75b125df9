# File contents for set30. Placeholders {{PID}} are replaced by the pair claim belonging to this file.
# ROOT: filename -> (name, description, type, title, hook, body)
ROOT = {}
def root(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

root("user_profile.md", "user-profile", "Priya Nair, platform lead at Hopalong Car Club; Kotlin/TS, prefers short answers", "user",
 "User profile", "who Priya is and how she works", """
Priya Nair is the platform lead at Hopalong Car Club (HCC), a members' electric car-sharing club in Bristol.
She owns bookd, telematics-gw and the infra repo; Tom Reeve does the member app, Aisha Khan runs fleet ops.

- Strong in Kotlin and TypeScript, reads Python fine, does not write Swift
- Works 08:00-16:30, often checks in again after 20:00 when the evening peak is over
- Prefers terse answers with the command or diff first, explanation after
""")
root("user_team.md", "team", "Who does what at HCC (platform, app, fleet ops, support)", "user",
 "Team", "people and responsibilities", """
- Priya Nair: platform lead (bookd, telematics-gw, infra)
- Tom Reeve: member app and ops-console frontend
- Aisha Khan: fleet ops lead; owns the relationship with Marsh Auto
- Dan Okafor: fleet ops, damage and cleaning
- Jess Whitlow: support team lead (3 part-time agents)
- Olu Adeyemi: finance, two days a week

Board meets on the first Wednesday of the month; anything that changes member prices goes through them.
""")
root("reference_bookd.md", "bookd", "bookd: the booking API, Kotlin/Spring service behind the member app", "reference",
 "bookd overview", "booking service layout, storage, events, rules", """
# bookd

Kotlin service that owns cars' availability, bookings, pricing and the booking lifecycle.
Repo `hcc/bookd`, module layout `api/`, `domain/`, `infra/`.

## Runtime
{{S1}}
- Gradle 8, `./gradlew :api:bootRun` for local
- Local DB via `docker compose up pg`

## Storage
{{V1}}
{{F1}}
{{A2}}

## Integration
{{R1}}
- Talks to telematics-gw over gRPC (`telematics-gw.telematics.svc:9090`) for lock/unlock
{{N5}}

## Booking rules
{{D1}}
{{V3}}
{{V10}}
- Booking times snap to 15-minute steps
- A booking can be extended from the app while nobody else has the car next

## Build
{{O4}}
- `./gradlew check` runs ktlint + detekt + tests; the integration tests need Docker
""")
root("reference_member_app.md", "member-app", "hopalong-app, the React Native member app (iOS + Android)", "reference",
 "Member app (hopalong-app)", "app stack, build, features", """
# hopalong-app

Expo-managed React Native app, repo `hcc/hopalong-app`. Tom owns it.

## Stack
{{V5}}
- TypeScript strict, Expo SDK, React Navigation 7
{{R10}}
{{S8}}

## Platforms
{{O5}}
- iOS deployment target comes from `app.config.ts` (`ios.deploymentTarget`)

## Build & release
{{R2}}
- Store submissions: `eas submit`, TestFlight group "HCC staff"

## Features
- Search cars near me, filter by size and range
{{G5}}
{{N10}}
- Damage report flow before driving off (camera, then submit)
{{N4}}
""")
root("reference_telematics.md", "telematics-gw", "telematics-gw: the bridge between bookd and the in-car CloudBoxx units", "reference",
 "telematics-gw", "in-car boxes, MQTT, commands, monitoring", """
# telematics-gw

Go service. Every car has an Invers CloudBoxx; telematics-gw turns bookd's lock/unlock requests into
box commands and turns box state (doors, ignition, SoC, GPS) into events.

## Connectivity
{{V2}}
{{V9}}
{{D5}}

## Commands
{{O8}}
{{N2}}
- Commands are idempotent on `command_id`

## Deployment
{{A3}}
- Namespace `telematics`
{{R8}}
- Dashboards: Grafana folder "Telematics"
""")
root("reference_billing.md", "billing", "billing service — prices, fees, payments, invoices", "reference",
 "Billing", "tariffs, fees, payment provider, invoicing", """
# billing

Python (Django + Celery) service, repo `hcc/billing`. Olu is the finance contact.

## Tariffs
{{D4}}
- Daily cap, city cars: £49
{{D9}}
{{A9}}

## Fees
{{V4}}
{{O6}}
{{A6}}
{{G6}}

## Payments
{{S3}}
- 3-D Secure on card add, not per booking

## Jobs
{{V8}}
- Monthly invoice PDF generation on the 1st, 06:00

## Email
{{R3}}
""")
root("reference_baymap.md", "baymap", "baymap, the parking bay registry (Django + PostGIS)", "reference",
 "baymap", "bay registry, permits, storage, CI", """
# baymap

Django + GeoDjango app that knows every bay: location polygon, zone, council permit, charger id.

## Storage
{{O1}}
{{N6}}

## Data in
{{S7}}
- Bay photos are uploaded by fleet ops from the ops-console

## API
{{F9}}
- Read-only for the app; writes only from ops-console

## Ops
{{R4}}
{{O4}}
""")
root("reference_chargewatch.md", "chargewatch", "chargewatch monitors the bay chargers and car state of charge", "reference",
 "chargewatch", "chargers, polling, blocking rules", """
# chargewatch

Python service (FastAPI + APScheduler), repo `hcc/chargewatch`.

## Chargers
{{A7}}
{{S5}}
{{F3}}

## Rules
{{V6}}
- Car goes back into search at 40% SoC

## Deployment
{{D6}}
- Alerts go to the `chargewatch` Grafana contact point
""")
root("reference_fixit.md", "fixit", "fixit, the maintenance work-order service; contractor Marsh Auto", "reference",
 "fixit and Marsh Auto", "work orders, contractor, queue", """
# fixit

Rails app, repo `hcc/fixit`. Tracks every maintenance job on a car and hands it to the contractor,
Marsh Auto Services (contact: Gary Marsh).

## Contractor
{{F8}}
{{R7}}
{{A4}}
- Invoices from Marsh Auto arrive monthly, matched to work orders by Olu

## Booking impact
{{G8}}
- Lower priorities only add a note to the car card

## Tech
{{O3}}
- Rails 7.1, Ruby 3.3
""")
root("reference_infra.md", "infra", "infra: cluster, deploys, secrets, backups, observability", "reference",
 "Infra", "cluster, deploys, secrets, backups, observability", """
# Infra

- k3s cluster on three Hetzner AX41 nodes (`k8s-1..3.hcc.internal`), repo `hcc/infra`
{{F5}}
{{R9}}

## Data
{{F4}}
- Postgres 16 for bookd, billing and fixit

## Observability
{{O9}}
{{O2}}
- Alertmanager routes to the on-call tool (see reference_oncall.md)
""")
root("reference_ops_console.md", "ops-console", "ops-console, the internal staff web app for support and fleet ops", "reference",
 "ops-console", "staff console stack, login, features", """
# ops-console

Internal web app used by support and fleet ops. Repo `hcc/ops-console`.

{{D10}}
{{R5}}
{{S10}}

## Features
- Member search, booking timeline, notes
{{G2}}
- Bay editor (writes to baymap)
- Damage report queue
""")
root("reference_oncall.md", "oncall", "On-call rota, paging and what pages", "reference",
 "On-call", "rota, paging tool, what pages", """
# On-call

One primary per week, handover Monday 10:00. Secondary is whoever was primary the week before.

{{S6}}
- bookd 5xx rate above 2% for 5 min pages
- telematics-gw `box_offline` for more than 10 cars at once pages
{{N7}}
- Runbooks are linked from each alert's `runbook_url`
""")
root("reference_damage_reports.md", "damage-reports", "How damage reports work end to end", "reference",
 "Damage reports", "reporting flow, photos, triage", """
# Damage reports

Members report damage in the app before driving off or at the end of a trip.

{{F7}}
{{S9}}
{{V7}}
{{D7}}
- At-fault damage is passed to billing with the booking id
""")
root("feedback_turnaround_buffer.md", "turnaround-buffer", "Why bookd keeps a gap between bookings", "feedback",
 "Turnaround buffer", "gap between consecutive bookings", """
{{V3}}

**Why:** in March a member returned ten minutes late and the next member's booking started with no car; support had to refund both.

**How to apply:** when touching availability queries in bookd, keep the buffer logic in `AvailabilityService` and don't special-case vans.
""")
root("feedback_max_booking.md", "max-booking", "Upper limit on booking length", "feedback",
 "Max booking length", "how long one booking can be", """
{{V10}}

**Why:** the board wants cars back in circulation; long hires are what rental companies are for.

**How to apply:** validation lives in `BookingRequestValidator`; error code `BOOKING_TOO_LONG` is shown in the app as is.
""")
root("project_low_battery_blocking.md", "low-battery-blocking", "Hiding low-battery cars from search", "project",
 "Low battery blocking", "when low-SoC cars disappear from search", """
Project started 2026-04 after three members got stranded with cars at 9%.

{{V6}}
Cars come back once they are charged again; fleet ops get a list each morning of cars that were blocked overnight.

**Why:** range anxiety complaints were the top support topic in March.
""")
root("project_baymap_hosting.md", "baymap-hosting", "Where baymap runs and why", "project",
 "baymap hosting", "where baymap is deployed", """
{{R4}}

**Why:** baymap needed to be reachable by the council's test system and we didn't want to open the cluster ingress for that.

**How to apply:** deploy with `fly deploy` from the repo root; secrets via `fly secrets set`.
""")
root("feedback_ops_console_tooling.md", "ops-console-tooling", "Tooling rules for the ops-console repo", "feedback",
 "ops-console tooling", "package manager and scripts in ops-console", """
{{R5}}

**Why:** the workspace packages share one store; mixed lockfiles broke CI twice.

**How to apply:** `corepack enable` first; run scripts with `pnpm -r`.
""")
root("feedback_bookd_merging.md", "bookd-merging", "How bookd pull requests are merged", "feedback",
 "bookd merging", "merge strategy in the bookd repo", """
{{R6}}

**Why:** Priya bisects a lot on bookd and wants the small commits kept.

**How to apply:** keep commits tidy before asking for review; fixup commits get autosquashed locally before merge.
""")
root("feedback_secrets.md", "secrets", "Where service secrets live", "feedback",
 "Secrets", "secret storage for services", """
{{R9}}

**Why:** the whole company already used 1Password; one less system to run.

**How to apply:** never put secrets in `values.yaml`; add a `OnePasswordItem` next to the deployment.
""")
root("feedback_ops_console_prs.md", "ops-console-prs", "Merge rules for ops-console PRs", "feedback",
 "ops-console PRs", "how ops-console PRs are merged", """
{{N1}}

**Why:** support reads the changelog to see what changed in the console; one line per commit is what they asked for.

**How to apply:** write commit messages as if support will read them (they will).
""")
root("feedback_unlock_retries.md", "unlock-retries", "Unlock failure handling in telematics-gw", "feedback",
 "Unlock retries", "what happens when an unlock fails", """
{{N2}}

**Why:** double unlocks confused the CloudBoxx firmware (box reported locked while doors were open).

**How to apply:** surface `UNLOCK_FAILED` to bookd immediately; log the box response code.
""")
root("project_cancellation_policy.md", "cancellation-policy", "Cancellation fee policy and what the board decided", "project",
 "Cancellation policy", "board decision on cancellations", """
{{N3}}

**Why:** members cancel because plans change; the board thinks goodwill is worth more than the fees.

**How to apply:** bookd must not create a fee line on cancel; the app copy says "Cancel any time".
""")
root("feedback_charger_alerts.md", "charger-alerts", "How charger faults are handled", "feedback",
 "Charger alerts", "charger fault alert routing", """
{{N7}}

**Why:** charger faults are never urgent at night; a car just stays blocked until morning.

**How to apply:** route the `charger_fault` alert to the ops ticket receiver in Alertmanager.
""")
root("project_licence_checks.md", "licence-checks", "DVLA licence checks and when we run them", "project",
 "Licence checks", "when DVLA checks happen", """
{{N9}}

**Why:** the DVLA check costs 40p per call; per-booking checks would be ~£1,900 a month.

**How to apply:** the six-monthly job is `bookd-licence-recheck`; failures suspend the member.
""")
root("feedback_refunds.md", "refunds", "How support does refunds", "feedback",
 "Refunds", "where refunds are done", """
{{S2}}

**Why:** the refund button posts to the payment provider and writes a ledger line at the same time.

**How to apply:** when a support question is about a refund, point to that screen rather than running SQL.
""")
root("project_invers_api.md", "invers-api", "Invers API versions and telematics-gw", "project",
 "Invers API", "telematics vendor API versions", """
{{S4}}

Commands and events both go through v2 now; the box firmware did not need changing.

**Why this matters:** old snippets in the wiki still show `/v1/` URLs; don't copy them.
""")
root("feedback_member_rules.md", "member-rules", "Member eligibility rules", "feedback",
 "Member rules", "who can join", """
- UK or EU photocard licence, held for at least 2 years
{{F2}}
- No more than 6 penalty points

**Why:** these come from the insurer (Zego fleet policy).
""")
root("feedback_pricing_tests.md", "pricing-tests", "Testing rules for pricing code", "feedback",
 "Pricing tests", "pricing code needs tests", """
{{F6}}

**Why:** a pricing bug in February overcharged 212 bookings by one hour.

**How to apply:** no pricing PR without tests; Priya will ask.
""")
root("feedback_prod_access.md", "prod-access", "Rules for touching production", "feedback",
 "Prod access", "asking before prod actions", """
{{F10}}

**Why:** there is no separate DBA; a bad query at peak blocks bookings.

**How to apply:** read-only queries on the reporting replica don't count as prod here.
""")
root("project_zones.md", "zones", "zones: the bay zones, their codes and sizes", "project",
 "Zones", "zones, codes and sizes", """
# Zones

{{A10}}

## Bays per zone
{{O7}}
- Bedminster (`BED`): 8 bays
- Southville (`SVL`): 7 bays
- Easton (`EAS`): 6 bays

New zones need a council permit first, which takes 6-10 weeks.
""")
root("project_data_retention.md", "data-retention", "How long each kind of data is kept", "project",
 "Data retention", "retention by data type", """
# Data retention

Agreed with Olu and the DPO consultant in May.

{{O10}}
- Support tickets: 2 years after closing
- Member accounts: deleted 12 months after the membership ends
""")
root("project_fleet.md", "fleet", "Fleet composition and models", "project",
 "Fleet", "fleet size and models", """
# Fleet

{{D3}}
- City cars: Renault Zoe, Peugeot e-208, MG4
- Vans: Vauxhall Vivaro-e
- All leased from Zenith, 36-month terms
""")
root("project_history.md", "history", "How HCC got here (pilot, launch, early tools)", "project",
 "History", "pilot and early days", """
# History

{{D1}}
HCC launched properly in October 2025 with 40 cars in Clifton and Redland.
{{D8}}
{{D10}}
""")
root("project_damage_triage.md", "damage-triage", "Who triages damage reports", "project",
 "Damage triage", "damage triage ownership", """
{{D7}}
That added two to three days before a member heard anything, and Marsh Auto billed us for the review time.

**How to apply:** damage tickets are assigned to fleet ops in ops-console, not to the contractor.
""")
root("feedback_pr_descriptions.md", "pr-descriptions", "How PR descriptions should look", "feedback",
 "PR descriptions", "PR description format", """
{{A1}}

**Why:** Linear auto-links the PR and moves the issue to "In review".

**How to apply:** then a short "What / Why / How tested" block.
""")
root("feedback_copy_style.md", "copy-style", "Language rules for member-facing copy", "feedback",
 "Copy style", "spelling and tone for members", """
{{A5}}

**Why:** we got complaints about "license" in the app.

**How to apply:** check new i18n strings in `en-GB.json`; there is no `en-US`.
""")
root("feedback_no_member_data_in_chat.md", "no-member-data", "Keeping member PII out of chat and PRs", "feedback",
 "No member data in chat", "PII handling in chat", """
{{A8}}

**Why:** GDPR; the Slack workspace is shared with the Marsh Auto guest channel.
""")
root("feedback_deploy_windows.md", "deploy-windows", "When bookd must not be deployed", "feedback",
 "Deploy windows", "deploy timing for bookd", """
{{G1}}

**Why:** a rolling restart drops the long-poll connections of members standing next to a car.

**How to apply:** check the clock before pressing Sync in Argo CD.
""")
root("feedback_remote_unlock.md", "remote-unlock", "Rules for remote unlocks", "feedback",
 "Remote unlock", "remote unlock needs a booking", """
{{G2}}

**Why:** every unlock must be traceable to a member for the insurer.

**How to apply:** for support unlocks, ops-console attaches the booking id automatically.
""")
root("feedback_refund_limits.md", "refund-limits", "Refund approval limits", "feedback",
 "Refund limits", "approval rule for large refunds", """
{{G3}}

**Why:** finance asked for four-eyes on anything large after the April mistake.
""")
root("feedback_baymap_prod.md", "baymap-prod", "Care with baymap commands in prod", "feedback",
 "baymap in prod", "safe use of baymap management commands", """
{{G4}}

**Why:** a reindex with a broken polygon once hid half of Clifton from search.
""")
root("feedback_git_hygiene.md", "git-hygiene", "Git rules across hcc repos", "feedback",
 "Git hygiene", "git rules for shared branches", """
{{G7}}
- Branch names: `<initials>/<linear-id>-<slug>`
- Sign commits with the SSH key registered in GitHub

**Why:** CI deploys from `main`; a rewritten `main` once redeployed an old bookd.
""")
root("feedback_tyre_alerts.md", "tyre-alerts", "What to do with tyre-pressure warnings", "feedback",
 "Tyre alerts", "tyre-pressure warning handling", """
{{G8}}

**Why:** the sensors in the Zoes throw false warnings in cold weather.
""")
root("feedback_sms_quiet_hours.md", "sms-quiet-hours", "Quiet hours for member SMS", "feedback",
 "SMS quiet hours", "when marketing SMS may go out", """
{{G9}}

**Why:** PECR and common sense; two complaints in the first month.
""")
root("feedback_agent_prs.md", "agent-prs", "What the agent may do with PRs", "feedback",
 "Agent PRs", "PR permissions for the agent", """
{{G10}}

**Why:** every merge to `main` deploys to staging and someone human should own it.
""")
# ---- root fillers (no pairs)
FILLER_ROOT = [
 ("feedback_reply_style.md", "reply-style", "Answer style — short, command first, no emoji", "feedback", "Reply style", "how to answer Priya",
  "Keep answers short. Put the command or the diff first, explanation after.\nNo emoji in chat, commits or code comments.\n\n**Why:** Priya reads replies on her phone between meetings.\n"),
 ("feedback_commit_messages.md", "commit-messages", "Commit message style in hcc repos", "feedback", "Commit messages", "commit message conventions",
  "- Imperative subject under 72 chars, prefix with the area (`pricing:`, `api:`)\n- Body says why, not what\n- No `Co-Authored-By` trailer\n"),
 ("feedback_kotlin_style.md", "kotlin-style", "Kotlin conventions in bookd", "feedback", "Kotlin style", "Kotlin conventions",
  "- Prefer `sealed interface` for results over exceptions in the domain layer\n- No `!!` outside tests\n- Use `kotlinx.datetime` in domain code, `java.time` only at the edges\n\n**Why:** Priya's review comments, repeated often enough to write down.\n"),
 ("feedback_ask_before_migrations.md", "ask-before-migrations", "Schema migrations need a heads-up", "feedback", "Migrations", "schema migration etiquette",
  "Write Flyway migrations as separate PRs and mention them in #platform before merging.\n\n**Why:** support's saved Metabase questions break when columns are renamed.\n\n**How to apply:** add a `-- metabase:` comment listing affected questions.\n"),
 ("feedback_no_mocks_db.md", "no-mocks-db", "Tests hit a real database", "feedback", "Real DB in tests", "integration tests use Testcontainers",
  "Integration tests use Testcontainers Postgres, not mocks.\n\n**Why:** a mocked repository hid a broken overlap query for two weeks.\n"),
 ("feedback_incident_notes.md", "incident-notes", "How to write incident notes", "feedback", "Incident notes", "incident write-up format",
  "Incident notes go in `hcc/infra/incidents/YYYY-MM-DD-slug.md`: timeline in UTC, impact in member terms (bookings affected, members stranded), follow-ups as Linear issues.\n"),
 ("feedback_screenshots.md", "screenshots", "Screenshots in app PRs", "feedback", "Screenshots", "screenshots for UI changes",
  "App PRs that change UI need before/after screenshots for both platforms.\n\n**Why:** Tom reviews on his phone and wants to see both.\n"),
 ("feedback_dependency_updates.md", "dependency-updates", "Handling Renovate PRs", "feedback", "Dependency updates", "Renovate PR handling",
  "Renovate runs weekly on Monday night. Patch updates can be merged by whoever is on support rotation once CI is green; minor and major bumps need the repo owner.\n"),
 ("project_q4_goals.md", "q4-goals", "Platform goals for Q4 2026", "project", "Q4 goals", "quarter goals",
  "- Cut unlock failures below 0.5% of attempts\n- Ship one-way trips between Clifton and Temple Meads (pilot)\n- Replace the last cron jobs on the old VM\n- Member NPS above 45\n"),
 ("project_one_way_trips.md", "one-way-trips", "One-way trips pilot", "project", "One-way trips", "pilot for one-way bookings",
  "Pilot from December: members may end a trip in a different zone, only between `CLF` and the station bays at Temple Meads.\nPricing: normal tariff plus a £4 relocation charge.\n\n**Open question:** who moves the cars back at night (fleet ops or Marsh Auto drivers).\n"),
 ("project_van_launch.md", "van-launch", "Adding vans to the fleet", "project", "Vans", "van launch notes",
  "Vans were added in July for members who need to move furniture. They live in the Bedminster and Easton zones only.\nVans need a 2-hour minimum booking.\n"),
 ("project_insurance.md", "insurance", "Insurance set-up", "project", "Insurance", "insurer and claims",
  "Fleet insurance with Zego, renewed each October. Claims go through Aisha; the agent never contacts the insurer.\nTelematics trip data is shared with the insurer only for claims.\n"),
 ("project_member_survey.md", "member-survey", "Summer member survey results", "project", "Member survey", "what members asked for",
  "Top requests from the August survey (612 answers):\n1. More cars in Redland\n2. One-way trips\n3. Cheaper overnight bookings\n4. Child seats on request\n"),
 ("project_unlock_failures.md", "unlock-failures", "Investigation into unlock failures", "project", "Unlock failures", "ongoing unlock failure work",
  "Unlock failures peaked at 1.8% in September. Most happen in the NCP multi-storey at Trenchard Street (no signal on level -2).\nWorking theory: the box falls back to 2G there and commands time out.\n"),
 ("project_accessibility.md", "accessibility", "App accessibility work", "project", "Accessibility", "a11y audit follow-ups",
  "Audit by Shaw Trust in June found 14 issues; 11 fixed. Remaining: map pins not announced by VoiceOver, colour contrast on the price chip, focus order in sign-up.\n"),
 ("project_council_relationship.md", "council", "Working with Bristol City Council", "project", "Council", "council contacts and process",
  "Bay permits are issued by the council's parking services team. Contact is Helen Marsh (no relation to Marsh Auto).\nNew bays: application, consultation, traffic order, then signage; 6-10 weeks in practice.\n"),
 ("reference_repos.md", "repos", "Map of hcc GitHub repositories", "reference", "Repos", "which repo holds what",
  "- `hcc/bookd`: booking API\n- `hcc/telematics-gw`: car connectivity\n- `hcc/billing`: billing\n- `hcc/baymap`: bay registry\n- `hcc/chargewatch`: chargers\n- `hcc/fixit`: maintenance\n- `hcc/hopalong-app`: member app\n- `hcc/ops-console`: staff console\n- `hcc/infra`: cluster and deploy config\n"),
 ("reference_glossary.md", "glossary", "glossary: HCC terms (bay, zone, home bay, turnaround, excess)", "reference", "Glossary", "HCC vocabulary",
  "- **Bay**: one marked parking space with a council permit\n- **Home bay**: the bay a car must be returned to\n- **Zone**: a group of bays, 3-letter code\n- **Box**: the in-car telematics unit\n- **Excess**: what a member pays towards at-fault damage\n"),
 ("reference_linear.md", "linear", "Linear teams and labels", "reference", "Linear", "issue tracker layout",
  "Teams: `HCC` (platform), `APP` (member app), `OPS` (fleet ops requests).\nLabels that matter: `member-impact`, `money`, `council`.\n"),
 ("reference_slack_channels.md", "slack-channels", "Slack channels worth knowing", "reference", "Slack channels", "where to post what",
  "- #platform: engineering chat\n- #fleet-ops: cars, cleaning, damage\n- #support-escalations: support asks for engineering help\n- #marsh-auto: shared guest channel with the contractor\n"),
 ("reference_local_dev.md", "local-dev", "Running the stack locally", "reference", "Local dev", "local development setup",
  "`make dev` in `hcc/infra/local` starts Postgres, Redis and a fake telematics box (`fakebox`) in Docker.\nSeed data: `make seed` creates 20 cars in two zones and 5 test members.\n"),
 ("reference_staging.md", "staging", "Staging environment", "reference", "Staging", "staging URLs and data",
  "Staging API: `https://api.staging.hopalong.example`. Uses fakebox instead of real boxes, except test car `HCC-T01` which has a real CloudBoxx.\nStaging data is reset every Sunday night from an anonymised prod snapshot.\n"),
]
for f in FILLER_ROOT:
    root(f[0], f[1], f[2], f[3], f[4], f[5], f[6])

# ---- auto notes: path -> (title, created, tags, body)
AUTO = {
 "auto/telematics-gw-debugging.md": ("telematics-gw debugging notes", "2026-09-22", ["telematics", "debugging"], """
# Debugging telematics-gw

{{V2}}
client certificate from `/etc/telematics/tls/`. If that cert expires nothing logs an error, the
subscription just stays silent; check `mqtt_messages_total` first.

Box ids are the 8-digit Invers serials, not our car ids.

Useful: `kubectl -n telematics logs deploy/telematics-gw | grep box_id=`
"""),
 "auto/app-upgrade-notes.md": ("App dependency upgrade notes", "2026-05-14", ["app", "upgrades"], """
# Upgrade notes

{{V5}}
Expo SDK bump goes together with the RN bump; do both in one PR.
`react-native-reanimated` needed a clean `pod install` last time.
"""),
 "auto/billing-runbook.md": ("billing runbook", "2026-06-03", ["billing", "runbook"], """
# billing runbook

## Nightly capture
{{V8}}
that time is captured the next night. If the job fails, re-run with `manage.py capture --date YYYY-MM-DD`.

## Workers
{{O3}}
Scale with `kubectl -n billing scale deploy/billing-worker --replicas=N`.
"""),
 "auto/app-release-checklist.md": ("App release checklist", "2026-07-08", ["app", "release"], """
# Release checklist

{{R2}}
2. Bump `version` and `buildNumber` in `app.config.ts`.
3. Smoke test on the staging test car `HCC-T01` (unlock, lock, end trip).
4. Submit, then post the release notes in #platform.
"""),
 "auto/contractor-handover.md": ("Marsh Auto handover notes", "2026-03-19", ["fixit", "contractor"], """
# Marsh Auto handover

Notes from the kick-off with Gary Marsh.

{{R7}}
- They want the car's plate, mileage and the box's last fault codes on every job.
- Urgent jobs: also call the workshop.
"""),
 "auto/ops-console-notes.md": ("ops-console notes", "2026-04-27", ["ops-console"], """
# ops-console notes

- Feature flags in `src/flags.ts`, read at build time
{{N1}}
- Preview deploys for each PR at `pr-<n>.console.staging.hopalong.example`
"""),
 "auto/bookd-end-of-trip.md": ("End of trip in bookd", "2026-05-30", ["bookd", "trips"], """
# End of trip

{{N5}}
job in the app ("Lock and end trip"). bookd only checks the box state: doors closed, ignition off,
car inside the home bay polygon.

If the member walks away without ending, support ends it from ops-console after 30 min.
"""),
 "auto/bookd-logging.md": ("bookd logging", "2026-02-16", ["bookd", "logging"], """
# bookd logging

JSON logs via logback, shipped to Loki by promtail.
{{N8}}
Request ids come from the `X-Request-Id` header set by the ingress.
"""),
 "auto/adyen-migration.md": ("Payments provider migration", "2026-09-04", ["billing", "payments"], """
# Payments migration

{{S3}}
for refunds of charges made before the switch. New card adds go through Adyen Drop-in in the app.
Webhook endpoint: `/webhooks/adyen`, HMAC key in the secret store.
"""),
 "auto/oncall-handbook.md": ("On-call handbook", "2026-04-20", ["oncall"], """
# On-call handbook

{{S6}}
Install the PagerDuty app and check that your phone is not muting it.
First 15 minutes of any incident: post in #platform, check Grafana "Overview", then look at the alert's runbook.
"""),
 "auto/push-notifications.md": ("Push notifications", "2026-10-12", ["app", "push"], """
# Push notifications

{{S8}}
Tokens are registered on login with `POST /v1/devices`. Quiet hours are respected by `notify`.
"""),
 "auto/chargewatch-polling.md": ("chargewatch polling", "2026-03-05", ["chargewatch"], """
# chargewatch polling

Easee cloud API, site per zone.
{{F3}}
all of them in the same second (rate limit is 100 requests per minute per site).
"""),
 "auto/deploy-notes.md": ("Deploy notes", "2026-07-21", ["deploy", "infra"], """
# Deploy notes

{{F5}}
{{D2}}
{{G1}}
Rollback: revert the image tag commit in `hcc-deploy` and sync.
"""),
 "auto/telematics-history.md": ("telematics-gw history", "2026-06-11", ["telematics", "history"], """
# How telematics-gw evolved

The first version was a cron job in bookd. It became its own service in January.
{{D5}}
old dashboards still have a "poll lag" panel. Ignore it; it has been flat at zero since the
event stream took over.
"""),
 "auto/contractor-visits.md": ("Contractor visits", "2026-08-11", ["fixit", "contractor"], """
# Contractor visits

{{F8}}
fleet ops drive the cars over the night before.
MOTs are done at the same workshop.
"""),
 "auto/bookd-timezones.md": ("bookd and time zones", "2026-03-28", ["bookd", "time"], """
# Time zones

{{A2}}
The BST switch in March broke the "tonight" filter once: it compared local dates in SQL. Fixed in HCC-644.
"""),
 "auto/baymap-ops.md": ("baymap ops", "2026-08-19", ["baymap", "ops"], """
# baymap ops

{{G4}}
It takes about 40 seconds for all zones.
`manage.py check_polygons` lists bays whose polygon is not inside the zone.
"""),
}
FILLER_AUTO = {
 "auto/loki-queries.md": ("Handy Loki queries", "2026-02-09", ["logging"], "# Loki queries\n\n- `{app=\"bookd\"} |= \"ERROR\"`\n- `{app=\"telematics-gw\"} | json | level=\"warn\"`\n- Rate of 5xx: `sum(rate({app=\"bookd\"} | json | status>=500 [5m]))`\n"),
 "auto/fakebox.md": ("fakebox for local dev", "2026-01-21", ["telematics", "dev"], "# fakebox\n\nA tiny Go program pretending to be a CloudBoxx. `fakebox --cars 20` publishes states and answers commands.\nUse `--fail-rate 0.1` to test unlock error paths.\n"),
 "auto/member-support-faq.md": ("Support FAQ notes", "2026-06-18", ["support"], "# Support FAQ\n\n- \"Car won't unlock\": check the box is online in ops-console, then ask the member to move to open air\n- \"Charging cable stuck\": end the charge session in the console\n- \"Bay taken by another car\": park in the nearest legal space and report it\n"),
 "auto/kotlin-upgrade-ideas.md": ("Kotlin 2 upgrade ideas", "2026-10-02", ["bookd", "kotlin"], "# Kotlin 2\n\nWorth trying K2 compiler in a branch; detekt plugin needs an update first.\nNo date set.\n"),
 "auto/council-meeting-notes.md": ("Council meeting notes", "2026-05-07", ["council"], "# Council meeting\n\nDiscussed 6 new bays in Bedminster. Council wants usage data per bay each quarter.\nAction: Priya to add a per-bay usage export to baymap.\n"),
 "auto/grafana-dashboards.md": ("Grafana dashboards", "2026-04-02", ["observability"], "# Dashboards\n\n- Overview: bookings per hour, unlock success, 5xx\n- Telematics: boxes online, command latency\n- Charging: sessions, energy per bay\n"),
 "auto/expo-eas-tips.md": ("EAS tips", "2026-06-25", ["app"], "# EAS\n\n`eas build --profile preview` for internal builds. Credentials are managed by EAS, don't download them.\n"),
 "auto/pricing-ideas.md": ("Pricing ideas", "2026-08-28", ["pricing"], "# Pricing ideas\n\nOvernight bundle (20:00-08:00) at a flat price; weekend bundle. Needs a board decision. Nothing implemented.\n"),
 "auto/postgres-tips.md": ("Postgres tips", "2026-03-12", ["postgres"], "# Postgres tips\n\nUse `EXPLAIN (ANALYZE, BUFFERS)` on the reporting replica, never on the primary at peak.\n`tstzrange` with an exclusion constraint is how overlapping bookings are prevented.\n"),
 "auto/ev-range-notes.md": ("EV range notes", "2026-01-30", ["fleet", "ev"], "# Range\n\nZoe winter range is about 70% of summer. Members overestimate range; the app shows a conservative estimate.\n"),
 "auto/incident-2026-09-14.md": ("Incident 2026-09-14", "2026-09-15", ["incident"], "# Incident: unlock failures\n\n40 minutes of failed unlocks after an expired client certificate on the gateway. 23 members affected, all refunded.\nFollow-up: certificate expiry alert (HCC-901).\n"),
}

# ---- remnic: key -> (date, category, body). Body may be a placeholder.
REMNIC = {
 "r:v1": ("2026-08-12", "fact", "{{V1}}"),
 "r:v4": ("2026-05-20", "decision", "{{V4}}"),
 "r:v7": ("2026-06-09", "fact", "{{V7}}"),
 "r:v9": ("2026-04-14", "fact", "{{V9}}"),
 "r:r1": ("2026-03-03", "decision", "{{R1}}\nConsumers use durable pull consumers named after the service."),
 "r:r3": ("2026-07-15", "fact", "{{R3}}"),
 "r:r6": ("2026-02-24", "preference", "{{R6}}"),
 "r:r8": ("2026-05-02", "fact", "{{R8}}"),
 "r:r10": ("2026-06-30", "fact", "{{R10}}"),
 "r:n3": ("2026-10-08", "decision", "{{N3}}\nThe fee is the first hour of the booking at the member's tariff."),
 "r:n4": ("2026-03-26", "fact", "{{N4}}"),
 "r:n6": ("2026-07-29", "fact", "{{N6}}"),
 "r:n8": ("2026-09-10", "fact", "{{N8}}"),
 "r:n9": ("2026-11-04", "decision", "{{N9}}\nThe insurer asked for it after a disqualified driver was found using a shared account."),
 "r:n10": ("2026-08-05", "fact", "{{N10}}"),
 "r:s1": ("2026-06-17", "fact", "{{S1}}"),
 "r:s2": ("2026-09-23", "fact", "{{S2}}"),
 "r:s4": ("2026-02-11", "fact", "{{S4}}"),
 "r:s5": ("2026-08-26", "fact", "{{S5}}"),
 "r:s7": ("2026-07-31", "fact", "{{S7}}"),
 "r:s9": ("2026-10-21", "fact", "{{S9}}"),
 "r:s10": ("2026-08-18", "fact", "{{S10}}"),
 "r:f1": ("2026-04-09", "fact", "{{F1}}"),
 "r:f2": ("2026-01-27", "fact", "{{F2}}"),
 "r:f4": ("2026-05-12", "fact", "{{F4}}"),
 "r:f6": ("2026-03-02", "preference", "{{F6}}"),
 "r:f7": ("2026-06-22", "fact", "{{F7}}"),
 "r:f9": ("2026-09-02", "fact", "{{F9}}"),
 "r:f10": ("2026-02-05", "preference", "{{F10}}"),
 "r:o1": ("2026-05-28", "fact", "{{O1}}"),
 "r:o2": ("2026-04-16", "fact", "{{O2}}"),
 "r:o5": ("2026-07-10", "fact", "{{O5}}"),
 "r:o6": ("2026-06-12", "decision", "{{O6}}"),
 "r:o7": ("2026-10-15", "fact", "{{O7}}"),
 "r:o9": ("2026-03-18", "fact", "{{O9}}"),
 "r:o10": ("2026-05-29", "decision", "{{O10}}"),
 "r:d2": ("2026-04-03", "fact", "{{D2}}"),
 "r:d3": ("2026-01-15", "fact", "{{D3}}"),
 "r:d4": ("2026-05-06", "fact", "{{D4}}"),
 "r:d6": ("2026-03-30", "fact", "{{D6}}"),
 "r:d8": ("2026-02-19", "fact", "{{D8}}"),
 "r:d9": ("2026-06-04", "fact", "{{D9}}"),
 "r:a1": ("2026-01-13", "preference", "{{A1}}"),
 "r:a3": ("2026-05-19", "fact", "{{A3}}"),
 "r:a4": ("2026-03-24", "fact", "{{A4}}"),
 "r:a5": ("2026-02-02", "preference", "{{A5}}"),
 "r:a6": ("2026-04-22", "fact", "{{A6}}"),
 "r:a8": ("2026-01-19", "preference", "{{A8}}"),
 "r:a9": ("2026-07-07", "fact", "{{A9}}"),
 "r:o8": ("2026-09-24", "fact", "{{O8}}"),
 "r:a7": ("2026-03-09", "fact", "{{A7}}"),
 "r:a10": ("2026-02-26", "fact", "{{A10}}"),
 "r:g3": ("2026-05-25", "fact", "{{G3}}"),
 "r:g5": ("2026-08-14", "fact", "{{G5}}"),
 "r:g6": ("2026-09-29", "decision", "{{G6}}"),
 "r:g7": ("2026-03-10", "preference", "{{G7}}"),
 "r:g9": ("2026-06-26", "fact", "{{G9}}"),
 "r:g10": ("2026-01-22", "preference", "{{G10}}"),
}
FILLER_REMNIC = [
 ("2026-01-08", "fact", "HCC's office is at Hamilton House, Stokes Croft; the fleet ops desk is at the St Philips depot."),
 ("2026-01-29", "preference", "Priya prefers Mermaid diagrams in design docs over screenshots of whiteboards."),
 ("2026-02-13", "fact", "Every car has a fuel-card style charge card from Electroverse in the glovebox for public chargers."),
 ("2026-03-06", "decision", "Decided to keep the member app Android-first for new features; iOS follows in the same release when possible."),
 ("2026-04-07", "fact", "Test car `HCC-T01` is a Zoe parked in bay CLF-03 and is never bookable by members."),
 ("2026-04-28", "preference", "Tom likes small PRs on the app, ideally under 300 changed lines."),
 ("2026-05-15", "fact", "The Temple Meads station bays are leased from Network Rail, not permitted by the council."),
 ("2026-06-01", "decision", "Decided to offer child seats on request from September, stored at the St Philips depot."),
 ("2026-07-03", "fact", "Member count passed 3,000 at the end of June."),
 ("2026-07-24", "fact", "The board chair is Ruth Calloway; board papers go out a week before the meeting."),
 ("2026-08-21", "preference", "Aisha wants fleet ops alerts batched into one morning digest unless a member is stuck."),
 ("2026-09-17", "fact", "Cars are cleaned inside every 10 bookings or 14 days, whichever comes first."),
 ("2026-10-06", "decision", "Decided to run the one-way trips pilot with 10 cars only."),
 ("2026-11-19", "preference", "Olu wants finance exports as CSV with ISO dates, never Excel files."),
]
