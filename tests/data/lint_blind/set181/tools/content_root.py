# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
ROOT = {
"reference_flightdesk.md": ("flightdesk", "flightdesk: course bookings app, what it runs on and what it talks to", "reference",
 "flightdesk overview", "stack, integrations and conventions of the bookings app", """
# flightdesk

Course bookings (EP, CP, guided days), the student records behind them and the admin the office uses.
Maintained by Jonas; Sian is the main admin user.

## Stack
@@fd_django@@
@@fd_dsn@@
@@fd_host@@
@@fd_jobs@@
- Static files served by Caddy, media (student photos for the BHPA cards) on the same box

## Integrations
@@fd_pay@@
@@fd_mail@@
- BHPA membership numbers are checked by hand; there is no API
- Course calendar for the website comes out of the `courses` app

## Behaviour
@@fd_remind@@
@@fd_medical@@
- Students can move a booked course day themselves up to 72 hours before
- Admin users are Marta, Jonas, Sian and the senior instructors

## Ops
@@fd_backup@@
- Logs go to journald on the box; `docker compose logs -f web` when something is on fire
"""),
"reference_gonogo.md": ("gonogo", "gonogo, the daily weather go/no-go service: rules, inputs, outputs", "reference",
 "gonogo overview", "what gonogo reads, what limits it applies and where calls go", """
# gonogo

Small FastAPI service that reads the wind stations and forecasts each morning and proposes a go or no-go
for the school's groups. Python 3.12. Marta owns the rules, Jonas the code.

## Rules
@@gg_student@@
- Club pilots get the readings and the forecast, never a go/no-go: they make their own call
- Rain radar: any cell forecast within 20 km before 14:00 turns a go into "standby"
@@gg_missing@@

## Inputs
@@gg_poll@@
- Forecasts from the Met Office DataHub site-specific API (hourly)
- Station-to-site mapping lives in `sites.yaml`

## Outputs
@@gg_time@@
@@gg_sms@@
@@gg_everyday@@
@@gg_telegram@@
- The web page `/today` shows the same call with the raw readings
"""),
"reference_kitcheck.md": ("kitcheck", "kitcheck, the wing, harness and reserve inspection register", "reference",
 "kitcheck overview", "the inspection register: intervals, stack, workflow", """
# kitcheck

Rails 7.2 app that tracks every piece of school kit (wings, harnesses, reserves, radios) and the
inspections due on it. Tomasz is the main user, Jonas maintains it.

## Intervals and rules
@@kc_wing@@
@@kc_harness@@
@@kc_reserve@@
@@kc_repackers@@
- Radios: battery check monthly, no formal inspection
@@kc_qr@@
@@kc_overdue@@

## Stack
@@kc_db@@
- Runs on `kit-1` (Hetzner CX22) next to nothing else
@@kc_errors@@

## Workflow
@@kc_ci@@
@@kc_merge@@
@@kc_deploy@@
"""),
"reference_logbook.md": ("logbook", "logbook: pilot logbook app (React Native) and its API", "reference",
 "logbook overview", "the pilot logbook app and API: stack, data, ops", """
# logbook

Pilot logbook for students and club members: React Native app (Expo) plus an API. Flights, sites,
instructor sign-offs and the totals the BHPA forms ask for.

## Stack
@@lb_node@@
- Database: PostgreSQL 16 on pg2, database `logbook`
@@lb_redis@@
@@lb_pm@@
@@lb_sentry@@

## Data
@@lb_igc@@
@@lb_archive@@
@@lb_signoff@@
- Totals (hours, flights, sites) are recomputed nightly and cached

## App
@@lb_offline@@
- Login is by email magic link; students get an account when they book an EP

## Ops
@@lb_backup@@
"""),
"reference_tandem.md": ("tandem-flights", "tandem flights: rules, limits and what the customer gets", "reference",
 "tandem flights", "passenger limits, pilots, what is included, vouchers", """
# Tandem flights

## Passenger limits
| Limit | Value |
|---|---|
@@td_weight@@
@@td_age@@
| Medical | self-declaration at booking; we ask about back and knee problems |

## The flight
@@td_airtime@@
@@td_photos@@
- Meet at the car park the office confirms the evening before; allow about three hours, mostly waiting for the air

## Pilots
@@td_rating@@
- Two tandem wings: an Advance Bi Beta 6 and a spare Bi Golden 4

## Selling
@@td_terms@@
@@td_voucher@@
- Booking: online or by phone with Sian
"""),
"reference_courses.md": ("courses", "courses offered (EP, CP, guided days) and the rules around them", "reference",
 "courses", "EP, CP and guided flying days: deposits, length, kit, sign-off", """
# Courses

## Elementary Pilot (EP)
@@co_ep_dep@@
@@co_ep_days@@
@@co_pack@@
@@co_helmet@@

## Club Pilot (CP)
- Follows the EP; the number of days depends on the weather and the student
@@co_theory@@

## Guided flying days
@@co_membership@@
- Max eight pilots per guide

## Money
@@co_weather@@
- Cancellations by the student: deposit forfeited under 14 days
"""),
"reference_infra.md": ("infra", "infra: servers, secrets, monitoring, backups", "reference",
 "infrastructure", "servers, secrets, monitoring and backups across the apps", """
# Infra

- Servers: `kit-1` and `gg-1` at Hetzner; pg1 and pg2 are Hetzner VMs running Postgres
- DNS: Cloudflare, zone `harrowedge.co.uk`
@@in_secrets@@
@@in_kuma@@
@@in_enc@@
- On-call is Jonas, with Marta as the fallback for anything that stops the morning call
"""),
"reference_sites.md": ("flying-sites", "flying sites: which wind directions, who flies where", "reference",
 "flying sites", "the school's sites, wind directions and who may fly each", """
# Sites

- Bradwell: west to south-west, the main training hill; landing field by the car park
- Mam Nick: south-west, for CP students once they are soaring
@@si_hollins@@
- Hollins Cross parking is the National Trust car park at Castleton; no parking on the lane
- Shining Tor: west, club pilots only, long walk in
"""),
"reference_glossary.md": ("glossary", "glossary: school jargon and abbreviations", "reference",
 "glossary", "abbreviations used across the memories", """
# Glossary

- EP: Elementary Pilot, the first BHPA rating
- CP: Club Pilot, the next one
- APPI: the instructor body Tomasz's rigger qualification comes from
- Duty instructor: whoever is running the hill that day
- Standby: gonogo's third state, meaning "be ready, we'll call again at 10:00"
- Bi: tandem wing (as in Bi Beamer)
"""),
"reference_contacts.md": ("contacts", "who to ask about what", "reference",
 "contacts", "people and who owns which system", """
# Contacts

- Marta Kowalczyk: owner and chief flying instructor; weather rules, course content
- Jonas Reid: the only developer; flightdesk, gonogo, kitcheck, logbook, infra
- Sian Pryce: office; bookings, vouchers, phone
- Tomasz Nowak: senior instructor and kit; inspections, repacks
- Ellie Brandt: tandem pilot, runs the tandem days
"""),
"reference_repos.md": ("repos", "repositories and where they live", "reference",
 "repositories", "git repositories of the school's systems", """
# Repositories

All on GitHub under the `harrowedge` organisation:
- `flightdesk`, `gonogo`, `kitcheck`, `logbook` (app and API in one repo), `website`
- Issues live in the repos; there is no separate tracker
- Branch names: `jr/<short-topic>`
"""),
"user_marta.md": ("marta", "Marta, owner and chief flying instructor", "user",
 "Marta", "the owner: how she likes to work with the agent", """
Marta Kowalczyk runs the school and is the chief flying instructor. Not a developer, reads code slowly but
reads it.

@@us_marta@@
She decides anything about weather rules and student safety; the agent proposes, she decides.
"""),
"user_jonas.md": ("jonas", "Jonas, the school's developer", "user",
 "Jonas", "the developer: habits and preferences", """
Jonas Reid is the only developer, part-time (three days a week), also a CP-rated pilot.

- Likes small PRs with a short "why" in the description
- Wants full diffs rather than summaries when the agent changes config
- Works from home on Mondays and Tuesdays, at the hill on Thursdays
"""),
"user_sian.md": ("sian", "Sian: office manager, does bookings and the phone", "user",
 "Sian", "the office manager and the main admin user", """
Sian Pryce runs the office: bookings, vouchers, the phone, the shop.

- Not technical; explain admin changes with screenshots
- Knows the booking edge cases better than anyone, ask her before changing the booking flow
"""),
"feedback_logbook_commits.md": ("logbook-commits", "how logbook PRs are merged and why", "feedback",
 "logbook commits", "merge rules for the logbook repo", """
@@fb_nosquash@@
**Why:** two regressions in the offline sync were found by `git bisect` and would have been hidden in a
squashed commit.
**How to apply:** keep commits small and buildable; rebase onto main before merging.
"""),
"feedback_migrations.md": ("flightdesk-migrations", "migrations on flightdesk are applied by hand", "feedback",
 "flightdesk migrations", "how schema migrations are applied", """
@@fb_migr@@
**Why:** a migration locked the bookings table for four minutes on a Saturday morning in May.
**How to apply:** mention every new migration in the PR description with `sqlmigrate` output.
"""),
"feedback_no_push_main.md": ("flightdesk-prs", "always a PR on flightdesk", "feedback",
 "flightdesk PRs", "no direct pushes", """
@@fb_nopush@@
**Why:** Jonas reviews everything that touches bookings; the office notices breakage before he does.
"""),
"feedback_daily_checks.md": ("preflight-checks", "pre-flight checks on school kit", "feedback",
 "pre-flight checks", "daily checks before students fly", """
@@fb_preflight@@
This is separate from the kitcheck inspections; the agent should not try to record it in kitcheck.
**Why:** Marta does not want a form for something that takes thirty seconds on the hill.
"""),
"feedback_when_in_doubt.md": ("borderline-weather", "borderline days", "feedback",
 "borderline weather", "how to handle borderline forecasts", """
@@fb_doubt@@
**How to apply:** when changing gonogo rules, ties and edge cases resolve to no-go.
"""),
"feedback_ci_green.md": ("kitcheck-ci-rule", "merging kitcheck PRs", "feedback",
 "kitcheck CI rule", "CI must pass before merging", """
@@fb_cigreen@@
Flaky specs get fixed or deleted, not retried until green.
"""),
"feedback_gonogo_review.md": ("gonogo-human-review", "a human confirms every go call", "feedback",
 "gonogo human review", "go calls need a human", """
@@fb_human@@
**Why:** the stations lie sometimes (a frozen cup anemometer read 0 km/h all morning in January).
**How to apply:** any change to the sending flow keeps the confirm step.
"""),
"feedback_medical_data.md": ("medical-data", "handling of medical declarations", "feedback",
 "medical data", "where medical declarations may appear", """
@@fb_medical@@
Use the student id in logs and error reports, never the declaration text.
"""),
"feedback_gonogo_thresholds.md": ("gonogo-thresholds", "who can change gonogo limits", "feedback",
 "gonogo thresholds", "changing the wind limits", """
@@fb_thresh@@
Open the PR, tag her, and wait. Tests that pin the thresholds are there on purpose.
"""),
"feedback_reserve_packing.md": ("reserve-packing", "reserve packing rules", "feedback",
 "reserve packing", "who packs reserves", """
@@fb_reserve@@
If someone asks the agent for a packing how-to for reserves, point them to Tomasz instead.
"""),
"feedback_commit_messages.md": ("commit-messages", "commit message style", "feedback",
 "commit messages", "how commits should read", """
Commit subjects in the imperative, under 60 characters, no ticket prefixes.
Body says why, not what.
"""),
"feedback_test_data.md": ("test-data", "never use real students in fixtures", "feedback",
 "test data", "fixture rules", """
Fixtures use made-up students (Ada Test, Bo Example); never copy a real student from production.
**Why:** the medical declarations.
"""),
"feedback_time_zones.md": ("time-zones", "times are Europe/London", "feedback",
 "time zones", "how times are stored and shown", """
Store timestamps in UTC, show them in Europe/London. The clock change weekends have bitten gonogo twice.
"""),
"project_logbook_hosting.md": ("logbook-hosting", "where the logbook API is hosted now", "project",
 "logbook hosting move", "the move of the logbook API", """
@@pj_heroku@@
The database stayed on pg2; only the API moved.
"""),
"project_kitcheck_rollout.md": ("kitcheck-rollout", "kitcheck going live and what happened to the old sheet", "project",
 "kitcheck rollout", "rollout of the inspection register", """
## Rollout
- Pilot with Tomasz's own kit in March, then all school kit
@@pj_register@@
- Historical inspections (2019 onwards) were imported, with the sheet row number kept in `legacy_ref`

## Open
- Radios are in kitcheck but nobody scans them yet
"""),
"project_tandem_bookings.md": ("tandem-bookings", "where tandem bookings are taken", "project",
 "tandem bookings", "the move of tandem bookings", """
@@pj_bookwhen@@
Vouchers bought before the move are redeemed by Sian by hand in the admin.
"""),
"project_gonogo_station.md": ("bradwell-station", "the wind station gonogo uses at Bradwell", "project",
 "Bradwell wind station", "which station gonogo reads at Bradwell", """
@@pj_holfuy@@
The Davis console uploads through a Raspberry Pi in the clubhouse; if the clubhouse power trips, the readings stop.
"""),
"project_backups.md": ("backups", "where backups go", "project",
 "backups", "backup destinations and the restore drill", """
@@pj_nas@@
Restore drill: once a quarter, restore the latest snapshot to a scratch database and run the smoke test.
"""),
"project_season_2026.md": ("season-2026", "the 2026 season at a glance", "project",
 "season 2026", "dates and goals of the season", """
- Season opened 2026-02-14, closes to students 2026-11-30; tandems run through winter on good days
- Goal: 60 EP completions (October: 52)
- New this year: kitcheck, the Telegram channel, the Davis station
"""),
"project_cp_course_revamp.md": ("cp-revamp", "reworking the CP course plan", "project",
 "CP course revamp", "the new CP syllabus tracking", """
Marta wants CP progress tracked per task (ground handling, top landing, big ears, ...) instead of per day.
- Tasks live in logbook, not flightdesk
- Still undecided: whether students can see each other's progress
"""),
"project_gdpr_review.md": ("gdpr-review", "the autumn data protection review", "project",
 "GDPR review", "what the data review found", """
- Student records older than 6 years get anonymised (a nightly job in flightdesk, not written yet)
- The photo consent checkbox moves to the booking form
"""),
"project_winter_maintenance.md": ("winter-maintenance", "jobs for the quiet months", "project",
 "winter maintenance", "dev jobs for December and January", """
- Upgrade gonogo to the new Met Office API version
- Tidy kitcheck's radio entries
- Move the website off Netlify? (only if the bill keeps growing)
"""),
}
FLAT = {"reference_flightdesk.md", "reference_infra.md", "reference_logbook.md", "user_sian.md"}
