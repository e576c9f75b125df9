from files import FILES, auto, rem

PAIRS = []
_n = [0]


def A(slug, title, created, tags, pre=(), post=()):
    p = "auto/%s.md" % slug
    if p not in FILES:
        auto(slug, title, created, tags, [(None, list(pre))])
        FILES[p]["post"] = list(post)
    return p


def R(key, date, cat, tags, pre=(), post=(), hhmm="10:15"):
    k = "rem:" + key
    if k not in FILES:
        rem(key, date, cat, tags, [(None, list(pre))], hhmm=hhmm)
        FILES[k]["post"] = list(post)
    return k


def P(label, cls, fa, ca, fb, cb, note, sa=None, sb=None):
    PAIRS.append(dict(label=label, cls=cls, fa=fa, ca=ca, fb=fb, cb=cb, note=note, sa=sa, sb=sb))


C, N = "contradiction", "non_contradiction"

# ======================= value_slot
P(C, "value_slot", "reference_donorhub.md",
  "- Postgres: `pg-donor-01.smbps.internal:5432`, database `donorhub`, role `donorhub_app`",
  A("donorhub-hardware-refresh", "donorhub DB hardware refresh", "2026-09-22", ["donorhub", "postgres", "infra"],
    pre=["Notes from the September hardware refresh (DH-388)."],
    post=["Old box goes back to the DBA team for the reporting warehouse."]),
  "The donorhub app database now lives on `pg-donor-02.smbps.internal:5432` (db `donorhub`); the app's `DATABASE_URL` was switched on 19 Sept.",
  "V1: donorhub database host pg-donor-01 vs pg-donor-02", sa="## Data")

P(C, "value_slot", "reference_coldtrack.md",
  "- Plasma freezer excursion alarm: fires after 15 minutes above -25 °C",
  R("ct-freezer-delay", "2026-06-11", "fact", ["coldtrack", "alarms"], post=["Door-open spikes shorter than that are suppressed by design."]),
  "coldtrack raises the plasma freezer excursion alarm once a freezer has been above -25 °C for 5 minutes.",
  "V2: plasma freezer alarm delay 15 vs 5 minutes", sa="## Alarms")

P(C, "value_slot", "reference_sessionbook.md",
  "- Appointment reminder SMS: sent 48 hours before the slot",
  R("sb-reminder-lead", "2026-05-06", "fact", ["sessionbook", "sms"], pre=["Confirmed with Nia (donor comms):"]),
  "sessionbook texts donors their appointment reminder 24 hours before the appointment time.",
  "V3: reminder SMS lead time 48 h vs 24 h", sa="## Messaging")

P(C, "value_slot", "reference_pulse_app.md",
  "- iOS deployment target: 15.0",
  A("pulse-release-checklist", "Pulse release checklist", "2026-04-02", ["pulse", "release", "checklist"],
    pre=["Run through this before every store submission.", "", "1. Bump `version` and `buildNumber` in `app.config.ts`"],
    post=["3. Archive, upload, wait for TestFlight processing", "4. Post the build number in #pulse-release"]),
  "2. Pulse's minimum iOS version is 16.0 (`IPHONEOS_DEPLOYMENT_TARGET`); check it did not get reset by `expo prebuild`",
  "V4: Pulse minimum iOS version 15.0 vs 16.0", sa="## Platforms")

P(C, "value_slot", "reference_issuedesk.md",
  "- Runtime: Java 17 (Temurin), Spring Boot 3.2",
  R("iss-java", "2026-08-14", "fact", ["issuedesk", "java"]),
  "issuedesk runs on Java 21 in production (Temurin 21.0.4 base image).",
  "V5: issuedesk Java version 17 vs 21", sa="## Stack")

P(C, "value_slot", "reference_labsync.md",
  "- Results inbound: MLLP listener on port 6661 (channel `LIS_RESULTS_IN`)",
  A("labsync-mllp-notes", "labsync MLLP notes", "2026-03-19", ["labsync", "hl7", "network"],
    pre=["Debugging the March outage when no results arrived for 3 hours (LS-51)."],
    post=["The firewall rule on the lab side had been reset by a Windows update. Sam re-added it."]),
  ("The lab LIS pushes ORU^R01 results to labsync over MLLP on port 2575, the HL7 default;",
   "nothing else listens on that port on `labsync-01`."),
  "V6: labsync inbound MLLP port 6661 vs 2575 (hard-wrapped)", sa="## Interface")

P(C, "value_slot", "reference_fleetlink.md",
  "- Unit position poll: every 60 s from the Teltonika trackers",
  R("fl-gps-poll", "2026-07-08", "decision", ["fleetlink", "tracking"], post=["Keeps us inside the 1 GB/month tracker data plan."]),
  "fleetlink polls MCU GPS positions every 5 minutes.",
  "V7: fleetlink GPS poll interval 60 s vs 5 min", sa="## Tracking")

P(C, "value_slot", "project_backups.md",
  "- donorhub database backups are kept for 90 days (the inspector asked for three months of restore points)",
  "reference_infra.md",
  "- donorhub nightly `pg_dump`: retained 35 days in `backup-nas:/pg/donorhub`",
  "V8: donorhub backup retention 90 vs 35 days", sa="## Decisions", sb="## Backups")

P(C, "value_slot", "project_mcu_programme.md",
  "Each mobile session is capped at 60 donor appointments; more than that and the chairs back up past the 4-hour session.",
  "reference_sessionbook.md",
  "- Mobile session capacity: 80 appointments (`MOBILE_SESSION_CAP=80`)",
  "V9: mobile session capacity 60 vs 80", sa="## Sessions", sb="## Sessions")

P(C, "value_slot", "reference_issuedesk.md",
  "- Same-day routine orders: cut-off 14:00; later orders go on the next day's van run",
  R("iss-cutoff", "2026-10-02", "fact", ["issuedesk", "orders", "hospitals"]),
  "Routine hospital orders placed in issuedesk after 11:30 roll over to the next morning's delivery run.",
  "V10: routine same-day order cut-off 14:00 vs 11:30", sa="## Orders")

# ======================= role_slot
P(C, "role_slot", "reference_donorhub.md",
  "- Background jobs: Celery workers (`celery -A donorhub worker -Q default,letters`)",
  A("donorhub-worker-notes", "donorhub worker notes", "2026-07-30", ["donorhub", "workers"],
    pre=["Looking at why deferral letters went out twice on 28 July (DH-351)."],
    post=["Root cause: the letter task was not idempotent; fixed with a `letter_sent_at` guard."]),
  "donorhub's background jobs (letters, eligibility recalcs) run as Dramatiq actors; the worker deployment is `donorhub-dramatiq`.",
  "RS1: donorhub background job runner Celery vs Dramatiq", sa="## Stack")

P(C, "role_slot", "reference_sessionbook.md",
  "- SMS provider: Twilio (messaging service `smbps-reminders`)",
  R("sb-sms-provider", "2026-09-03", "fact", ["sessionbook", "sms", "vendor"]),
  "sessionbook sends donor text messages through MessageBird (account `smbps-prod`).",
  "RS2: sessionbook SMS provider Twilio vs MessageBird", sa="## Messaging")

P(C, "role_slot", "reference_pulse_app.md",
  "- CI: Bitrise, workflow `release-store`",
  A("pulse-build-notes", "Pulse build notes", "2026-06-17", ["pulse", "ci", "signing"],
    pre=["Build and signing notes for Pulse, written after the expired-certificate scare in June."]),
  "Pulse builds run on Codemagic; the iOS distribution certificate lives in Codemagic's team code-signing settings.",
  "RS3: Pulse CI Bitrise vs Codemagic", sa="## Build")

P(C, "role_slot", "project_coldtrack_alarms.md",
  "- coldtrack now writes every probe reading to TimescaleDB (hypertable `readings`, 1-day chunks)",
  "reference_coldtrack.md",
  "- Readings stored in InfluxDB 2 (`influx.smbps.internal:8086`, bucket `coldtrack`)",
  "RS4: coldtrack readings store TimescaleDB vs InfluxDB", sa="## Outcome", sb="## Pipeline")

P(C, "role_slot", "reference_issuedesk.md",
  "- Order confirmation emails: Amazon SES (eu-west-2), from `orders@smbps.nhs.uk`",
  R("iss-email", "2026-05-21", "fact", ["issuedesk", "email"]),
  "issuedesk sends hospital order confirmations through Postmark.",
  "RS5: issuedesk confirmation email service SES vs Postmark", sa="## Notifications")

P(C, "role_slot", "auto/sessionbook-onboarding.md",
  "Install dependencies with `yarn install` — sessionbook is a Yarn 4 workspace (`packageManager` is set in `package.json`).",
  "feedback_node_tooling.md",
  "Use pnpm for sessionbook (`pnpm install`, `pnpm test`); the lockfile is `pnpm-lock.yaml`.",
  "RS6: sessionbook package manager Yarn vs pnpm")
A("sessionbook-onboarding", "sessionbook onboarding", "2026-02-10", ["sessionbook", "onboarding"],
  pre=["Getting a dev environment for sessionbook.", "", "Needs Node and Docker (for the local Postgres)."],
  post=["Then `cp .env.example .env` and start the API with the dev script."])

P(C, "role_slot", "feedback_git_workflow.md",
  "donorhub MRs are rebase-merged (fast-forward only), so `main` stays linear.",
  R("dh-merge", "2026-10-15", "preference", ["donorhub", "git"]),
  "Aoife wants donorhub MRs merged with a merge commit so the MR number stays visible in `git log`.",
  "RS7: donorhub merge strategy fast-forward rebase vs merge commit")

P(C, "role_slot", "reference_fleetlink.md",
  "- Hosting: Azure App Service (`app-fleetlink-prod`, UK South)",
  A("fleetlink-deploy", "fleetlink deploy notes", "2026-08-04", ["fleetlink", "deploy"],
    pre=["How a fleetlink release goes out."],
    post=["Rollback: revert the image tag in `platform/deploy` and let Argo sync."]),
  "fleetlink is deployed on the `kube-prod` cluster in namespace `fleet`; Argo CD syncs it from `platform/deploy`.",
  "RS8: fleetlink hosting Azure App Service vs kube-prod", sa="## Ops")

P(C, "role_slot", "reference_labsync.md",
  "- Interface engine: Mirth Connect 4.4 on `labsync-01`",
  R("ls-engine", "2026-04-24", "fact", ["labsync", "hl7"]),
  "labsync's HL7 channels run on Rhapsody; channel configs are exported to `platform/labsync/rhapsody/`.",
  "RS9: labsync interface engine Mirth Connect vs Rhapsody", sa="## Interface")

P(C, "role_slot", "reference_oncall.md",
  "- Paging: PagerDuty, service `smbps-platform`",
  R("oncall-paging", "2026-07-21", "decision", ["oncall", "alerting"]),
  "Platform out-of-hours alerts are routed through Grafana OnCall (team `platform`, escalation chain `platform-ooh`).",
  "RS10: on-call paging tool PagerDuty vs Grafana OnCall", sa="## Paging")

# ======================= negation
P(C, "negation", "auto/donorhub-deploy.md",
  "The deploy job runs `manage.py migrate` automatically before the new pods take traffic.",
  "feedback_donorhub_migrations.md",
  "Never run donorhub migrations from the deploy pipeline: Tomasz applies them by hand in the Tuesday evening window.",
  "N1: donorhub migrations run by deploy job vs never from pipeline")
A("donorhub-deploy", "donorhub deploy", "2026-03-03", ["donorhub", "deploy"],
  pre=["How donorhub gets to production.", "", "Tag `vYYYY.MM.N` on `main`; Argo picks up the new image tag from `platform/deploy`."],
  post=["Smoke test: log in to the admin as `smoke-test` and open any donor."])

P(C, "negation", "feedback_issuedesk_merging.md",
  "Always squash-merge issuedesk MRs; one commit per ticket keeps the change record readable.",
  R("iss-no-squash", "2026-09-29", "decision", ["issuedesk", "git", "audit"]),
  "Never squash issuedesk merge requests — the auditors trace each change commit by commit.",
  "N2: issuedesk squash always vs never")

P(C, "negation", "project_pulse_roadmap.md",
  "- Nearest-session suggestions: Pulse requests background location so it can nudge donors when a session is nearby",
  "reference_pulse_app.md",
  "- Pulse does not request background location; the session finder only uses location while the app is open",
  "N3: Pulse background location requested vs not", sa="## Features", sb="## Services")

P(C, "negation", "feedback_coldtrack_ops.md",
  "coldtrack does not send SMS for freezer alarms; technicians see them on the cold-room alarm panels and the dashboard.",
  "reference_coldtrack.md",
  "- Freezer alarms are also sent as SMS to the duty technician's phone",
  "N4: coldtrack SMS for freezer alarms: does not vs does", sb="## Alarms")

P(C, "negation", "project_sessionbook_v2.md",
  "- Walk-in donors are accepted at mobile sessions when a chair is free",
  R("sb-walkins", "2026-08-26", "fact", ["sessionbook", "mcu", "policy"]),
  "Mobile sessions do not accept walk-in donors; everyone must have an appointment in sessionbook.",
  "N5: walk-ins at mobile sessions accepted vs not", sa="## Booking rules")

P(C, "negation", "auto/donorhub-support-tracing.md",
  "donorhub logs the donor's NHS number on every record lookup so support can trace complaints.",
  "feedback_pii.md",
  "Donor NHS numbers are never written to donorhub's application logs; log the internal `donor_id` instead.",
  "N6: donorhub logs NHS number vs never")
A("donorhub-support-tracing", "Tracing donor complaints in donorhub", "2026-05-14", ["donorhub", "support", "logging"],
  pre=["Support asked how to find out who looked at a donor's record."],
  post=["Search Loki with `{app=\"donorhub\"} |= \"lookup\"` and the time range of the complaint."])

P(C, "negation", "project_plasma_programme.md",
  "- We decided to offer evening plasma appointments at Worcester from October.",
  R("plasma-worcester-evenings", "2026-09-09", "decision", ["plasma", "worcester"]),
  "Decided not to offer evening plasma appointments at Worcester; the apheresis staff rota cannot cover it.",
  "N7: evening plasma appointments at Worcester decided vs decided not", sa="## Sites")

P(C, "negation", "reference_fleetlink.md",
  "- Feature flags: Unleash (`unleash.smbps.internal`, project `fleetlink`)",
  A("fleetlink-config", "fleetlink configuration", "2026-05-28", ["fleetlink", "config"],
    pre=["Where fleetlink config comes from."]),
  "fleetlink does not use a feature-flag service; toggles are plain environment variables set per deployment.",
  "N8: fleetlink feature flags via Unleash vs no flag service", sa="## Stack")

P(C, "negation", "auto/labsync-ack-behaviour.md",
  ("labsync always ACKs an ORU message as soon as it is parsed, before it is written to",
   "donorhub, so the LIS queue never backs up."),
  "reference_labsync.md",
  "- labsync never ACKs a result message until donorhub has committed it (AA only after the 201)",
  "N9: labsync ACK before donorhub write: always vs never (hard-wrapped)", sb="## Delivery to donorhub")
A("labsync-ack-behaviour", "labsync ACK behaviour", "2026-06-03", ["labsync", "hl7"],
  pre=["Sam asked why the LIS shows messages as delivered while donorhub has no result yet."])

P(C, "negation", "auto/issuedesk-release-log.md",
  "issuedesk deploys go out on Friday mornings, straight after the weekly stock reconciliation.",
  "feedback_deploys.md",
  "Don't deploy issuedesk on Fridays — hospital ordering peaks before the weekend.",
  "N10: issuedesk deploys on Fridays vs don't")
A("issuedesk-release-log", "issuedesk release log", "2026-10-09", ["issuedesk", "release"],
  pre=["- v2026.09.2: label reprint fix (ISS-201)", "- v2026.10.1: emergency order banner (ISS-215)", ""])

# ======================= stale_vs_change
P(C, "stale_vs_change", "reference_donorhub.md",
  "- Donor search: Elasticsearch 7 (`es-donor.smbps.internal:9200`, index `donors-v3`)",
  R("dh-search-migrated", "2026-06-30", "fact", ["donorhub", "search"]),
  "donorhub donor search migrated from Elasticsearch to Postgres full-text search; the ES cluster was shut down on 26 June.",
  "S1: donorhub search Elasticsearch vs migrated to Postgres FTS", sa="## Data")

P(C, "stale_vs_change", "auto/booking-site.md",
  "The booking site is built by the `booking-site` repo and served from Netlify (site `smbps-book`).",
  "project_sessionbook_v2.md",
  "- The booking site moved off Netlify to Cloudflare Pages in April, together with the v2 launch.",
  "S2: booking site on Netlify vs moved to Cloudflare Pages", sb="## Booking rules")
A("booking-site", "Booking site", "2026-02-19", ["booking-site", "frontend"],
  pre=["Public booking site (`give.smbps.nhs.uk`), Astro + a few React islands."],
  post=["It only talks to sessionbook; no donor data is stored there."])

P(C, "stale_vs_change", "reference_coldtrack.md",
  "- Probe gateways: Monnit gateways in each cold room post readings to `coldtrack-ingest`",
  A("coldtrack-lorawan", "coldtrack LoRaWAN rollout", "2026-08-27", ["coldtrack", "sensors"],
    pre=["Rollout notes, August."],
    post=["Each sensor is registered in ChirpStack with the unit id as the device name."]),
  "The Monnit gateways were replaced by Milesight LoRaWAN sensors in every cold room; Monnit is no longer used anywhere.",
  "S3: coldtrack Monnit gateways vs replaced/no longer used", sa="## Pipeline")

P(C, "stale_vs_change", "project_hospital_ordering.md",
  "- Hospital transfusion labs place routine orders in Bloodbank Web (`orders-legacy.smbps.internal`).",
  R("bbweb-readonly", "2026-09-02", "fact", ["issuedesk", "bloodbank-web", "hospitals"]),
  "Bloodbank Web is read-only since 1 September; every trust now orders through issuedesk.",
  "S4: routine orders placed in Bloodbank Web vs Bloodbank Web read-only", sa="## Status")

P(C, "stale_vs_change", "reference_pulse_app.md",
  "- Push notifications: OneSignal (app id in `PULSE_ONESIGNAL_APP_ID`)",
  R("pulse-fcm", "2026-07-15", "fact", ["pulse", "push"]),
  "Pulse switched from OneSignal to Firebase Cloud Messaging for push in release 3.4.",
  "S5: Pulse push OneSignal vs switched to FCM", sa="## Services")

P(C, "stale_vs_change", "auto/ci-migration.md",
  "The backend repos moved from Jenkins to GitLab CI in May; `jenkins.smbps.internal` has been shut down.",
  "reference_infra.md",
  "- Backend CI (donorhub, issuedesk, labsync): Jenkins at `jenkins.smbps.internal`, one pipeline per repo",
  "S6: backend CI Jenkins vs moved to GitLab CI / Jenkins shut down", sb="## Build and deploy")
A("ci-migration", "CI migration", "2026-05-29", ["ci", "gitlab"],
  pre=["Wrap-up of the CI migration (OPS-41)."],
  post=["Pipelines use the shared `ci-templates` project; runners are on `kube-stg`."])

P(C, "stale_vs_change", "reference_fleetlink.md",
  "- Venue geocoding: Google Maps Geocoding API (key `GMAPS_KEY`)",
  A("fleetlink-geocoding", "fleetlink geocoding", "2026-07-23", ["fleetlink", "geocoding"],
    pre=["Licensing review for map data (FL-98)."]),
  "fleetlink no longer uses Google Maps; venue geocoding switched to the OS Places API in July (PSGA licence, no per-call cost).",
  "S7: fleetlink geocoding Google Maps vs no longer used", sa="## Planning")

P(C, "stale_vs_change", "reference_labsync.md",
  "- Results are written to donorhub via `POST /api/v1/results`",
  R("dh-v1-results-deprecated", "2026-10-20", "fact", ["donorhub", "labsync", "api"]),
  "donorhub's `/api/v1/results` endpoint is deprecated and returns 410 since donorhub 2026.10; labsync must post to `/api/v2/results`.",
  "S8: labsync writes via v1 results endpoint vs v1 deprecated/410", sa="## Delivery to donorhub")

P(C, "stale_vs_change", "project_secrets_move.md",
  "Secrets moved from Vault to Infisical in September; Vault is read-only until it is decommissioned in December.",
  "reference_infra.md",
  "- Secrets: HashiCorp Vault at `vault.smbps.internal:8200`, k8s auth per namespace",
  "S9: secrets in Vault vs moved to Infisical / Vault read-only", sb="## Secrets")

P(C, "stale_vs_change", "reference_oncall.md",
  "- External uptime checks: Pingdom, one check per public endpoint",
  R("uptime-kuma", "2026-03-26", "fact", ["monitoring", "uptime"]),
  "Uptime checks switched from Pingdom to a self-hosted Uptime Kuma (`status.smbps.internal`) in March.",
  "S10: uptime checks Pingdom vs switched to Uptime Kuma", sa="## Monitoring")

# ======================= refinement
P(N, "refinement", "reference_donorhub.md",
  "- Python 3.12, Django 5.0",
  A("donorhub-local-setup", "donorhub local setup", "2026-01-20", ["donorhub", "dev"],
    pre=["First-day notes for donorhub."],
    post=["`make dev` brings up Postgres and Redis in Docker, then runs the server on :8000."]),
  "donorhub pins the interpreter to 3.12.4 in `.python-version`; uv picks it up automatically.",
  "F1: donorhub Python 3.12 -> pinned 3.12.4", sa="## Stack")

P(N, "refinement", "reference_coldtrack.md",
  "- Platelet incubators: 20-24 °C with continuous agitation",
  R("ct-platelet-wor", "2026-04-09", "fact", ["coldtrack", "platelets", "worcester"]),
  "The platelet incubators in the Worcester issue room are set to 22 °C and agitate at 60 cycles per minute.",
  "F2: platelet incubators 20-24 °C -> Worcester set to 22 °C", sa="## Storage rules")

P(N, "refinement", "reference_sessionbook.md",
  "- Donors can book up to 12 weeks ahead",
  "project_sessionbook_v2.md",
  "- The 12-week booking window counts from today; the furthest bookable day is the Sunday that ends week 12.",
  "F3: 12-week booking window -> how the end day is computed", sa="## Sessions", sb="## Booking rules")

P(N, "refinement", "reference_issuedesk.md",
  "- Hospitals with their own LIMS can order through the issuedesk REST API",
  A("issuedesk-hospital-api", "issuedesk hospital API", "2026-06-24", ["issuedesk", "api", "hospitals"],
    pre=["Notes for onboarding Cheltenham General's LIMS (ISS-177)."],
    post=["Sandbox: `issuedesk.stg.smbps.internal`, test trust `RTE-TEST`."]),
  "The hospital API is `/api/hospital/v2`, OAuth2 client-credentials, one client per trust.",
  "F4: REST API for hospital LIMS -> path and auth details", sa="## Hospital API")

P(N, "refinement", "reference_pulse_app.md",
  "- Ships on iOS and Android",
  R("pulse-android-track", "2026-05-12", "fact", ["pulse", "android"]),
  "Pulse Android releases go to the Play internal track first and are promoted to production after two days.",
  "F5: Pulse ships on Android -> Play track rollout", sa="## Platforms")

P(N, "refinement", "feedback_testing.md",
  "Run the test suite before pushing, every repo, every time.",
  R("iss-tests", "2026-03-11", "preference", ["issuedesk", "testing"]),
  "For issuedesk, run `./gradlew test integrationTest` before pushing; integrationTest needs Docker for the Testcontainers Postgres.",
  "F6: run tests before pushing -> issuedesk specifics")

P(N, "refinement", "reference_oncall.md",
  "- Platform on-call is a weekly rotation across the six platform engineers",
  "auto/oncall-handover.md",
  "Handover happens every Monday at 10:00 in stand-up: outgoing engineer reads out open alerts and silences.",
  "F7: weekly rotation -> Monday 10:00 handover", sa="## Rota")
A("oncall-handover", "On-call handover", "2026-02-02", ["oncall"],
  pre=["Agreed in the January retro."],
  post=["Silences older than a week get deleted at handover."])

P(N, "refinement", "reference_fleetlink.md",
  "- MCUs upload the session's donation records once they are back at base",
  R("fl-depot-wifi", "2026-04-16", "fact", ["fleetlink", "mcu", "sync"]),
  "MCU laptops sync to fleetlink over the depot Wi-Fi (`SMBPS-DEPOT`) after the unit is parked; the 4G upload path is switched off.",
  "F8: upload back at base -> depot Wi-Fi specifics", sa="## Ops")

P(N, "refinement", "reference_labsync.md",
  "- Handles result messages coming from the lab LIS",
  A("labsync-message-types", "labsync message types", "2026-02-25", ["labsync", "hl7"],
    pre=["What labsync accepts, for Sam's interface spec."]),
  "labsync only accepts ORU^R01 in HL7 v2.5.1; any other message type gets an AR NAK.",
  "F9: handles result messages -> only ORU^R01 v2.5.1", sa="## Interface")

P(N, "refinement", "project_deferral_rules.md",
  "Deferral rules are stored in donorhub as data tables, not code.",
  R("dh-travel-deferral", "2026-08-19", "fact", ["donorhub", "deferrals"]),
  "donorhub's travel deferral table `deferral_travel` is refreshed monthly from the JPAC geographical disease risk index.",
  "F10: deferral rules as tables -> travel table refresh")

# ======================= other_subject
P(N, "other_subject", "reference_issuedesk.md",
  "- Postgres: `pg-issue.smbps.internal:5433`, db `issuedesk`",
  "reference_sessionbook.md",
  "- Database: Postgres at `pg-booking.smbps.internal:5432`, db `sessionbook`",
  "O1: Postgres endpoints of issuedesk vs sessionbook", sa="## Data", sb="## Stack")

P(N, "other_subject", "reference_coldtrack.md",
  "- Alarm state cache: Redis `redis-ct.smbps.internal:6380`",
  A("sessionbook-caching", "sessionbook caching", "2026-04-21", ["sessionbook", "redis", "performance"],
    pre=["Why slot lookups got fast again (SB-260)."]),
  "sessionbook caches slot availability in Redis at `redis-book.smbps.internal:6379` with a 30-second TTL.",
  "O2: Redis endpoints of coldtrack vs sessionbook", sa="## Alarms")

P(N, "other_subject", "project_pulse_roadmap.md",
  "- Analytics events in Pulse are kept for 13 months, then deleted",
  "reference_donorhub.md",
  "- Record access audit log: kept 8 years",
  "O3: retention of Pulse analytics vs donorhub access audit", sa="## Features", sb="## Data")

P(N, "other_subject", "auto/fleetlink-config.md",
  "fleetlink itself is Python 3.11 with FastAPI; the planner is a separate OR-Tools job image.",
  "reference_donorhub.md",
  "- Python 3.12, Django 5.0",
  "O4: Python version fleetlink vs donorhub (donorhub line reused from F1)", sb="## Stack")

P(N, "other_subject", "auto/booking-site.md",
  "Booking-site deploys can go out any weekday before 15:00.",
  "feedback_deploys.md",
  "donorhub releases go out on Tuesday evenings only, after the sessions close.",
  "O5: deploy windows for booking site vs donorhub")

P(N, "other_subject", "reference_centres.md",
  "Gloucester runs 14 donor sessions a week in the centre itself.",
  R("hereford-sessions", "2026-06-05", "fact", ["hereford", "sessions"]),
  "Hereford centre runs 6 donor sessions a week.",
  "O6: weekly session counts, Gloucester vs Hereford")

P(N, "other_subject", "reference_issuedesk.md",
  "- Hospital API request timeout: 30 s",
  "reference_labsync.md",
  "- MLLP ACK timeout towards the LIS: 10 s",
  "O7: timeouts for different interfaces", sa="## Hospital API", sb="## Interface")

P(N, "other_subject", "reference_sessionbook.md",
  "- Node 20 LTS",
  "auto/pulse-build-notes.md",
  "The Pulse build machines use Node 22 for the Expo CLI.",
  "O8: Node version sessionbook vs Pulse build tooling", sa="## Stack")

P(N, "other_subject", "reference_repos.md",
  "The platform team owns everything under `platform/`.",
  R("apps-team-owns-pulse", "2026-01-27", "fact", ["ownership", "pulse"]),
  "The clinical apps team (Priya, Dev, Rhys) owns Pulse and the booking site.",
  "O9: ownership of platform/ vs Pulse")

P(N, "other_subject", "project_backups.md",
  "- issuedesk audit trail: kept 30 years (component traceability)",
  R("sb-history-retention", "2026-10-23", "decision", ["sessionbook", "retention"]),
  "sessionbook keeps booking history for 3 years, then anonymises it.",
  "O10: retention of issuedesk audit trail vs sessionbook booking history", sa="## Decisions")

# ======================= dated_history
P(N, "dated_history", "project_plasma_programme.md",
  "- During the 2025 pilot, plasma sessions ran only at Gloucester.",
  R("plasma-sites", "2026-05-19", "fact", ["plasma", "sites"]),
  "Plasma donation sessions run at Gloucester and Worcester.",
  "D1: 2025 pilot Gloucester only vs now Gloucester + Worcester", sa="## Sites")

P(N, "dated_history", "auto/sessionbook-history.md",
  "Until March 2026 the sessionbook API ran on Heroku (two standard-2x dynos).",
  "reference_sessionbook.md",
  "- API runs on `kube-prod`, namespace `booking`, 3 replicas",
  "D2: sessionbook API on Heroku until March 2026 vs kube-prod now", sb="## Ops")
A("sessionbook-history", "sessionbook history", "2026-04-08", ["sessionbook", "history"],
  pre=["Background for new starters."],
  post=["The Heroku app was deleted in April after the DNS cutover."])

P(N, "dated_history", "project_coldtrack_alarms.md",
  "- Before the February firmware update, probes reported every 5 minutes.",
  R("ct-probe-interval", "2026-07-02", "fact", ["coldtrack", "sensors"]),
  "coldtrack probes report a reading every 60 seconds.",
  "D3: probe interval 5 min before Feb firmware vs 60 s now", sa="## Outcome")

P(N, "dated_history", "project_pulse_roadmap.md",
  "- Pulse 2.x (2025) was built on Expo SDK 49.",
  "auto/pulse-build-notes.md",
  "Pulse currently builds against Expo SDK 51.",
  "D4: Pulse 2.x on SDK 49 (2025) vs SDK 51 now", sa="## Features")

P(N, "dated_history", "project_isbt_labels.md",
  "Until the June revalidation, issue labels were printed on Zebra GK420d desktop printers.",
  R("iss-printers", "2026-07-09", "fact", ["issuedesk", "labels", "printers"]),
  "issuedesk prints ISBT 128 issue labels on Zebra ZT411 printers at each issue desk.",
  "D5: GK420d until June vs ZT411 now")

P(N, "dated_history", "auto/oncall-handover.md",
  "In Q1 2026 there were two engineers on call each week (primary + shadow).",
  R("oncall-single", "2026-06-08", "fact", ["oncall"]),
  "One platform engineer is on call at a time.",
  "D6: two on call in Q1 2026 vs one now")

P(N, "dated_history", "project_mcu_programme.md",
  "- Up to April 2026 the fleet was 9 mobile collection units.",
  R("mcu-fleet", "2026-06-18", "fact", ["mcu", "fleet"]),
  "The MCU fleet is 11 units, MCU-01 to MCU-11.",
  "D7: 9 units until April 2026 vs 11 now", sa="## Fleet")

P(N, "dated_history", "project_db_upgrades.md",
  "- Last winter (2025-26) the donorhub cluster was still on Postgres 14.",
  "auto/donorhub-hardware-refresh.md",
  "The new box runs Postgres 16.4.",
  "D8: donorhub Postgres 14 last winter vs 16 now", sa="## Status")

P(N, "dated_history", "project_onco_stock.md",
  "Until October, O-negative red cell orders were capped at 10 units per trust per day.",
  R("oneg-cap", "2026-10-28", "decision", ["issuedesk", "stock", "o-neg"]),
  "issuedesk caps O-negative red cell orders at 6 units per trust per day; EMERGENCY orders bypass the cap.",
  "D9: O-neg cap 10 until October vs 6 now")

P(N, "dated_history", "project_surveys.md",
  "The 2025 donor satisfaction survey was run in SurveyMonkey.",
  R("surveys-qualtrics", "2026-03-04", "fact", ["surveys"]),
  "Donor satisfaction surveys run in Qualtrics (NHS framework licence).",
  "D10: 2025 survey in SurveyMonkey vs Qualtrics now")

# ======================= agreeing_duplicate
P(N, "agreeing_duplicate", "feedback_commit_style.md",
  "Commit subjects start with the Jira key, imperative mood: `ISS-88: fix cut-off rounding`.",
  R("commit-key", "2026-02-13", "preference", ["git", "commits"]),
  "Aoife wants the ticket key at the start of every commit subject line, followed by an imperative summary.",
  "A1: commit subject starts with ticket key")

P(N, "agreeing_duplicate", "feedback_pii.md",
  "Mask donor names and NHS numbers in screenshots before they go into tickets.",
  A("ticket-screenshots", "Screenshots in tickets", "2026-04-29", ["pii", "support"],
    pre=["From the IG training in April."],
    post=["Snipping Tool's pen is fine; blur filters can be reversed."]),
  "Any screenshot attached to a Jira ticket must have donor identifiers (name, NHS number) blacked out.",
  "A2: mask donor identifiers in ticket screenshots")

P(N, "agreeing_duplicate", "project_observability.md",
  "- The coldtrack overview dashboard is `grafana.smbps.internal/d/coldtrack-overview`.",
  "reference_coldtrack.md",
  "- Main dashboard: https://grafana.smbps.internal/d/coldtrack-overview",
  "A3: coldtrack dashboard URL, same in both", sa="## Dashboards", sb="## Dashboards")

P(N, "agreeing_duplicate", "auto/sessionbook-dates.md",
  "All date maths in sessionbook goes through Luxon with zone `Europe/London`.",
  R("sb-luxon", "2026-03-17", "preference", ["sessionbook", "dates"]),
  "Use Luxon (Europe/London) for date calculations in sessionbook rather than raw `Date` arithmetic.",
  "A4: sessionbook date maths via Luxon")
A("sessionbook-dates", "sessionbook dates and DST", "2026-03-30", ["sessionbook", "dates", "dst"],
  pre=["The clocks-change bug of 29 March (SB-233): a Sunday session showed slots an hour off."],
  post=["Tests for both DST transitions live in `test/slots.dst.test.ts`."])

P(N, "agreeing_duplicate", "project_mcu_programme.md",
  "- fleetlink's `plan-day` job builds each unit's route at 05:30 every morning.",
  "reference_fleetlink.md",
  "- Daily route plan: `plan-day` cron at `30 5 * * *`",
  "A5: plan-day job at 05:30", sa="## Sessions", sb="## Planning")

P(N, "agreeing_duplicate", "reference_issuedesk.md",
  "- Rate limit: 120 requests per minute per client",
  R("iss-rate-limit", "2026-07-01", "fact", ["issuedesk", "api"]),
  "Each trust's API client may call issuedesk at most 120 times a minute; beyond that it gets 429s.",
  "A6: hospital API rate limit 120/min", sa="## Hospital API")

P(N, "agreeing_duplicate", "reference_pulse_app.md",
  "- Bundle id / application id: `uk.nhs.smbps.pulse`",
  R("pulse-bundle", "2026-01-14", "fact", ["pulse", "stores"]),
  "Pulse's bundle identifier on both stores is `uk.nhs.smbps.pulse`.",
  "A7: Pulse bundle id", sa="## Platforms")

P(N, "agreeing_duplicate", "feedback_donor_copy.md",
  "Use British English in anything donors read (\"haemoglobin\", \"centre\", \"cancelled\").",
  R("uk-spelling", "2026-02-06", "preference", ["copy", "donors"]),
  "Donor-facing texts should use UK spelling.",
  "A8: British spelling in donor copy")

P(N, "agreeing_duplicate", "reference_labsync.md",
  "- Raw HL7 is archived to `s3://smbps-hl7-archive` (Azure Blob via the S3 gateway) for 7 years",
  R("hl7-archive", "2026-05-27", "fact", ["labsync", "archive"]),
  "labsync keeps a copy of every raw HL7 message in the `smbps-hl7-archive` bucket for seven years.",
  "A9: HL7 archive 7 years", sa="## Ops")

P(N, "agreeing_duplicate", "auto/staging-data.md",
  "Staging donor data is anonymised every night by the `donor-scrub` job before anyone can log in.",
  "reference_infra.md",
  "- `kube-stg` gets a nightly anonymised copy of donorhub (`donor-scrub` CronJob)",
  "A10: nightly anonymised staging data", sb="## Backups")
A("staging-data", "Staging data", "2026-03-24", ["staging", "pii"],
  pre=["Question from a contractor: can we use real donors for testing?"],
  post=["No exceptions, even for performance tests."])

# ======================= negation_scope
P(N, "negation_scope", "feedback_coldtrack_ops.md",
  "Never restart `coldtrack-ingest` while a freezer alarm is active.",
  A("coldtrack-probes-config", "coldtrack probes.yaml", "2026-05-05", ["coldtrack", "config"],
    pre=["Adding a new freezer to coldtrack."],
    post=["Check the new unit shows up on the overview dashboard within a minute."]),
  "After editing `probes.yaml`, restart `coldtrack-ingest` so it reloads the probe list.",
  "NS1: never restart during an active alarm vs restart after config edit")

P(N, "negation_scope", "feedback_donor_copy.md",
  "Don't send appeal or marketing texts to donors who have opted out of marketing.",
  "reference_sessionbook.md",
  "- Sends a booking confirmation SMS for every new appointment",
  "NS2: no marketing texts to opted-out donors vs confirmation SMS for every booking", sb="## Messaging")

P(N, "negation_scope", "project_onco_stock.md",
  "issuedesk never auto-cancels EMERGENCY orders, even when no van is free.",
  "reference_issuedesk.md",
  "- Unpicked ROUTINE orders are auto-cancelled after 48 hours",
  "NS3: never auto-cancel EMERGENCY vs auto-cancel ROUTINE", sb="## Orders")

P(N, "negation_scope", "feedback_issuedesk_merging.md",
  "Never force-push to `main` in issuedesk.",
  R("force-push-branches", "2026-04-01", "preference", ["git"]),
  "Force-pushing your own feature branch after a rebase is fine.",
  "NS4: never force-push main vs force-push own branches")

P(N, "negation_scope", "project_pulse_roadmap.md",
  "- Pulse must not store health questionnaire answers on the device.",
  "auto/pulse-offline.md",
  "Pulse caches the session list and the donor's upcoming appointments on the device for offline use.",
  "NS5: not storing questionnaire answers vs caching session list", sa="## Features")
A("pulse-offline", "Pulse offline mode", "2026-08-12", ["pulse", "offline"],
  pre=["Offline mode shipped in 3.5 for donors in rural areas with poor signal."],
  post=["Cache is cleared on logout."])

P(N, "negation_scope", "auto/labsync-ack-behaviour.md",
  "NAKed messages are not retried automatically; they go to the dead-letter queue for Sam to look at.",
  R("ls-retries", "2026-07-27", "fact", ["labsync", "donorhub", "retries"]),
  "labsync retries a donorhub write up to 5 times on HTTP 5xx, with exponential backoff.",
  "NS6: NAKed HL7 not retried vs donorhub 5xx retried 5 times")

P(N, "negation_scope", "feedback_prod_access.md",
  "Never delete donor records in production; deferrals and withdrawals are closed, not removed.",
  "auto/staging-data.md",
  "Test donors on staging can be deleted with `manage.py purge_test_donors`.",
  "NS7: never delete donors in production vs delete test donors on staging")

P(N, "negation_scope", "auto/fleetlink-rerouting.md",
  "fleetlink does not reroute a unit once its session has started.",
  "reference_fleetlink.md",
  "- Reroutes units automatically when a venue cancels on the day",
  "NS8: no reroute after session start vs reroute on venue cancellation", sb="## Planning")
A("fleetlink-rerouting", "fleetlink rerouting", "2026-09-16", ["fleetlink", "planning"],
  pre=["Gareth asked why MCU-07 stayed in Ross-on-Wye when the Ledbury session needed help."],
  post=["Ops can still move a unit by hand from the planner screen."])

P(N, "negation_scope", "project_pulse_roadmap.md",
  "- Pulse ships to the stores every two weeks.",
  R("pulse-appeal-freeze", "2026-11-10", "decision", ["pulse", "release", "winter-appeal"]),
  "No Pulse store releases during the winter appeal launch week (30 Nov - 6 Dec).",
  "NS9: no releases in appeal launch week vs fortnightly releases", sa="## Features")

P(N, "negation_scope", "feedback_prod_access.md",
  "I don't get write access to the production donorhub database.",
  "auto/agent-db-access.md",
  "The agent may run read-only queries against the donorhub reporting replica.",
  "NS10: no write access to prod DB vs read-only queries on replica")
A("agent-db-access", "Agent database access", "2026-02-17", ["access", "donorhub"],
  pre=["What Aoife set up for me in February."],
  post=["Credentials come from the `agent-ro` role; the password rotates monthly."])
