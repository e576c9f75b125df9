# Root (Claude Code auto-memory) files. Claim lines are prefixed with §ID§ (stripped by build.py).
# Descriptions marked FLAT carry an unquoted ": " on purpose.
ROOT = {}

def root(fn, name, desc, typ, body, title, hook):
    ROOT[fn] = dict(name=name, description=desc, type=typ, body=body, title=title, hook=hook)

root("reference_dispatchd.md", "dispatchd", "dispatchd overview: stack, allocation rules, offers, zones", "reference", """
# dispatchd

The dispatch engine. Takes jobs from hail-api, phonedesk and acctdesk, offers them to drivers in
cabdroid, tracks where every car is. Owned by Gareth (see [[user_gareth]]).

## Stack
- Go 1.23, one binary, repo `git.northgatecars.coop/platform/dispatchd`
§A1a§- PostgreSQL 16 with PostGIS for jobs, zones and shift history
§V1b§- Redis (driver positions, offer locks): `redis-dispatch.ngt.internal:6379`
§R5a§- Runs on two Hetzner dedicated boxes (AX52, Falkenstein), active/standby with keepalived
§R6a§- Completed-trip events are published to RabbitMQ, exchange `trips.completed`
§R10a§- ETAs and pickup distances come from our self-hosted OSRM (`osrm.ngt.internal:5000`)
- Health check: `GET /healthz` on port 8080

## Allocation
§F1a§- Jobs are allocated by rank queue: the first car on the rank for the pickup zone gets the first offer
§V2a§- Job offer timeout: 20 seconds, then the offer moves to the next driver
§N3b§- A driver whose status is "on break" is never offered a job
§NS2a§- dispatchd never offers a job whose pickup is outside the Leicester licensing area
- Pre-booked jobs are released to the rank queue 20 minutes before the pickup time
- If the whole rank declines, the job lands on the control room's "unallocated" board

## Zones
§F4a§- Zones are polygons, and each zone has its own rank queue
- The zone supplement is added by tariff-svc, not by dispatchd

## Ops
§S10a§- Error alerts go to the #dispatch-alerts Slack channel
- Logs are shipped to Loki with the label `app=dispatchd`
""", "dispatchd", "dispatch engine: stack, allocation, zones, alerts")

root("reference_hailapp.md", "hailapp", "Customer booking stack — hail-api (Node) and hail-web (Next.js), what runs where", "reference", """
# Customer booking: hail-api + hail-web

## hail-api
§A6a§- hail-api runs on Node 20 LTS (Fastify), repo `platform/hail-api`
§O7a§- hail-api uses npm: `package-lock.json` is committed, don't add a pnpm lockfile to it
§O1b§- hail-api's Redis (rate limiter, idempotency keys): `redis-hail.ngt.internal:6380`
§R3a§- hail-api errors are reported to Sentry (project `hail-api`)
- Rate limit: 60 booking requests per hour per device
§S7a§- Partner integrations (the hospital discharge desk, the universities' safe-ride scheme) book via `/api/v1/bookings`

## Messages
§S1a§- Booking confirmations and "driver arriving" texts are sent with Twilio Programmable SMS
§O2a§- A booking-confirmation SMS that fails is retried up to 5 times, one minute apart
§R4a§- Passenger receipts are emailed through Postmark (server "receipts")
§N2a§- Passengers never see the driver's real phone number; calls go through the phonedesk masking proxy

## hail-web
§R1a§- hail-web is managed with pnpm; CI runs `pnpm install --frozen-lockfile`
§O10b§- hail-web is hosted on Cloudflare Pages, production branch `main`
- Public booking page: `book.northgatecars.coop`
""", "hail-api and hail-web", "customer booking API and website")

root("reference_cabdroid.md", "cabdroid", "The driver app (Android) — build, release, what drivers see", "reference", """
# cabdroid (driver app)

Kotlin + Jetpack Compose. Marta owns it ([[user_marta]]).

## Build & release
§D5b§- minSdk 29 (Android 10), targetSdk 35
§R2a§- Built and signed on Bitrise (workflow `release`), then uploaded to Play
§F5a§- Releases go to the Google Play internal track first, then to a staged rollout
§O6a§- Crashes and ANRs go to Firebase Crashlytics

## On shift
§V7a§- While a driver is on shift, the app sends its location to dispatchd every 5 seconds
§S3a§- Map tiles come from Mapbox (style `ngt-night`)
§S5a§- Drivers log in with their badge number and a 4-digit PIN
- The app keeps the screen on while a job is in progress

## Offers
§N7b§- The offer card shows the pickup, the destination and the fare estimate
§NS5a§- The offer card never shows the passenger's phone number
- Accept / decline are two big buttons at the bottom; no swipe gestures
""", "cabdroid", "driver Android app")

root("reference_tariff.md", "tariff", "tariff-svc — how fares are worked out", "reference", """
# tariff-svc

Works out fares from the council tariffs, zones and supplements. Owned by Gareth and Farida jointly.

§V3b§- Python 3.12, FastAPI, deployed as `tariff-svc`
- Two replicas; it is stateless apart from its Redis cache
§F3a§- Daytime fares use the council's Tariff 1
§NS9b§- Tariff 2 (night) applies from 22:00 to 06:00, and all day on Sundays
- Tariff 3 is for Christmas Day, Boxing Day and New Year's Day
§N6b§- Final fares are rounded up to the nearest 10p
§F8a§- Airport jobs (East Midlands, Birmingham) are flat fares, not metered
- Waiting time is charged per minute after the first 5 minutes free
§S8a§- Fare tables live in `tariffs.yaml` in the repo and are edited by hand; every change needs a PR
""", "tariff-svc", "fare calculation service and tariffs")

root("reference_members.md", "members", "members — the co-op's member register, subs and payouts", "reference", """
# members

Member register, subs, payouts, driver documents. Django.

## Stack
- Django 5.1, Python 3.12
§V4a§- Database: `postgres://members@pg-members.ngt.internal:5432/members`
§D6b§- PostgreSQL 16 (instance `pg-members`)
§S2a§- Hosted on Heroku (app `ngt-members`, Standard-2X dynos)

## Money
§V5a§- Weekly subs for a full member are £95, taken by Direct Debit (GoCardless) every Monday
§F2a§- Payouts (account-job earnings minus subs) are made to members weekly
§A4a§- Payouts are sent via Modulr
§N8a§- Payout statements are not emailed; drivers download them from the member portal

## Documents
§V8a§- Driver documents (licence, badge, insurance, MOT): upload limit 10 MB per file
§F7a§- Badge, licence and insurance expiry dates are tracked for every driver
§O9b§- Badge-expiry reminders and other driver notices are sent with Amazon SES
""", "members", "member register, subs, payouts, documents")

root("reference_acctdesk.md", "acctdesk", "acctdesk — corporate accounts and invoicing", "reference", """
# acctdesk

Corporate account customers (the hospital trust, the county council, the two universities, ~140 firms).

§O3a§- Django 4.2 on Python 3.10 (stuck there until the Django 5 upgrade)
§O4b§- Database: `pg-accounts.ngt.internal:5433`, database `acctdesk`
§F10a§- Account customers are invoiced monthly
§V6a§- Corporate account invoices are due 30 days from the invoice date
§S6a§- Invoices are exported to Sage 50 every night through the CSV bridge
§N9a§- Bookings on the county council account must carry a PO number; acctdesk rejects them otherwise
§NS3a§- Cash is not accepted on account jobs; the fare goes on the monthly invoice
- Each account can have several cost centres; bookers pick one when booking
""", "acctdesk", "corporate accounts and invoices")

root("reference_phonedesk.md", "phonedesk", "phonedesk — the phone booking line and IVR", "reference", """
# phonedesk

The booking line (0116 numbers), IVR, callbacks and the number-masking proxy.

§R9a§- Telephony is Twilio Voice; the IVR flows are built in Twilio Studio
§V10a§- If a callback to a caller fails, phonedesk retries it up to 3 times
- The masking proxy has a pool of 40 numbers
- Calls are recorded and kept for 90 days
§N10a§- Phonedesk outages are not paged to on-call; the control-room supervisor switches to the backup lines
""", "phonedesk", "phone booking line, IVR, masking proxy")

root("reference_infra.md", "infra", "Infra: hosting, backups, CI, secrets, on-call", "reference", """
# Infra

- k3s cluster on Hetzner Cloud (3 nodes) for hail-api, tariff-svc and acctdesk
- CI for the backend repos (dispatchd, hail-api, tariff-svc, members, acctdesk) is GitHub Actions
§S9a§- Deploys go out with `deploy.sh <service> <tag>` from the build box (`build01`)
§F6a§- Secrets live in 1Password (team account)
- Monitoring: Prometheus + Grafana, logs in Loki
§F9a§- The on-call rota is weekly, one developer at a time

## Backups

| Database | Method | Retention |
|---|---|---|
§V9a§| pg-dispatch | nightly pg_dump + WAL archiving | 35 days |
| pg-members | nightly pg_dump | 35 days |
| pg-accounts | nightly pg_dump | 7 years (HMRC) |
""", "Infra", "hosting, backups, CI, secrets, on-call")

root("reference_coop.md", "coop", "The co-op: members, board, licensing, fleet", "reference", """
# Northgate Drivers' Co-operative

Trading as Northgate Cars. Owned by its driver-members, about 230 of them. Each member holds
one £500 share and has one vote.

§A9a§- Tariff changes need the board's approval before they go live
- The board is seven elected drivers; it meets every Tuesday evening
§A7a§- Licensing authority: Leicester City Council (private hire and hackney)
§A3a§- The control room is staffed 24/7, with at least one dispatcher on every shift
§NS8b§- A member's £500 share is refunded when they leave the co-op, within three months

## Fleet

| Vehicle type | Count |
|---|---|
| Saloon / estate | 171 |
| MPV (7 seats) | 41 |
§A8a§| Wheelchair-accessible (WAV) | 18 |
""", "The co-op", "who owns us, board, licensing, fleet")

root("reference_glossary.md", "glossary", "Words the control room uses", "reference", """
# Glossary

- **Rank**: the queue of cars waiting in a zone (not the physical taxi rank)
- **Plot**: old word for zone; the control room still says it
- **Subs**: the weekly payment every member makes to the co-op (people also say "radio rent")
- **Account job**: a job billed to a corporate account rather than paid in the car
- **WAV**: wheelchair-accessible vehicle
- **Soft clear**: a driver finishing a job early to get back on the rank
""", "Glossary", "control-room words")

root("reference_oncall.md", "oncall", "How on-call works and who gets called for what", "reference", """
# On-call

- Pager: Grafana OnCall, phone + push
- dispatchd down or job offers stalling: page, whatever the hour
- hail-api down: page, whatever the hour; the control room takes bookings by phone meanwhile
- Runbooks are in the `ops-runbooks` repo, one per service
- Overtime for a night call-out is paid at time and a half
""", "On-call", "who gets paged for what")

root("user_farida.md", "farida", "Farida Rahman, head of technology", "user", """
Farida Rahman is head of technology at the co-op (employed, not a driver-member). Background in
telecoms, then ten years at a bus-ticketing company. Reviews most PRs herself.

§A2a§Farida wants short answers: the change, the reason, the risk. No emoji.
She likes a rough cost in hours before anything bigger than a day.
""", "Farida", "head of technology, how she likes answers")

root("user_gareth.md", "gareth", "Gareth Pugh, backend developer", "user", """
Gareth Pugh, backend developer since 2023. Writes most of the Go.

§A10a§Gareth owns dispatchd, so check with him before touching the allocation code.
§R8a§Gareth's editor is Helix; he doesn't want VS Code settings files committed to any repo.
He drove for the co-op for two years before joining the tech team, so he knows the rank rules.
""", "Gareth", "backend developer, owns dispatchd")

root("user_marta.md", "marta", "Marta Kowalczyk, mobile developer", "user", """
Marta Kowalczyk, mobile developer (cabdroid), part-time: Monday to Thursday.

- Prefers screenshots over long descriptions of UI bugs
- Tests on the two oldest handsets in the drawer before every release
- Translates the Polish strings in the driver app herself
""", "Marta", "mobile developer, cabdroid")

root("feedback_merge_style.md", "merge-style", "How PRs get merged, per repo", "feedback", """
§R7a§dispatchd PRs are rebase-merged, so each commit stays on main and stays bisectable.
§N1a§Never squash release branches in cabdroid: the Play version codes are tied to individual commits.

**Why:** Gareth lost a day bisecting an allocation bug through one squashed 40-file commit.

**How to apply:** check the repo before choosing the merge button; ask if unsure.
""", "Merge style", "merge button choice per repo")

root("feedback_deploy_timing.md", "deploy-timing", "When not to deploy", "feedback", """
§N5a§Don't deploy dispatchd on Friday or Saturday evenings; those are the control room's busiest hours.

**Why:** the October 2025 outage started with a Friday 21:00 deploy and cost a night of bookings.

**How to apply:** if a dispatchd change is ready late in the week, hold it to Monday or ask Farida.
""", "Deploy timing", "when dispatchd deploys are off limits")

root("feedback_force_push.md", "force-push", "Force-push rule", "feedback", """
§NS4a§Never force-push to main, in any repo.

**Why:** Argo and the release tags point at main commits; rewriting them breaks both.

**How to apply:** if main needs fixing, revert with a new commit.
""", "Force-push", "rule about rewriting history")

root("feedback_tariff_deploys.md", "tariff-deploys", "Tariff deploys need the board", "feedback", """
§NS1a§Never deploy tariff-svc without the board's written sign-off on the new tariff.

**Why:** fares are set by the members; a wrong fare in the cars is the fastest way to lose their trust.

**How to apply:** ask for the minute reference and put it in the PR description.
""", "Tariff deploys", "board sign-off before tariff changes")

root("feedback_payout_escalation.md", "payout-escalation", "Who to tell when a payout fails", "feedback", """
§NS10a§Escalate Modulr payout failures to the treasurer (Dev Patel), not to on-call.

**Why:** a developer can't resend money; Dev can, and he talks to the drivers affected.

**How to apply:** email Dev with the batch id and the list of members, then note it in the payout log.
""", "Payout escalation", "payout failures go to the treasurer")

root("feedback_tests.md", "tests", "How to run tests before a PR", "feedback", """
§A5a§Run dispatchd's integration tests with `make test-integration`; they need `docker compose up` first.
Unit tests alone are not enough for anything touching allocation or zones.

**Why:** the unit tests mock Redis and PostGIS, and both allocation bugs this year were in queries.
""", "Tests", "which test suites to run")

root("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback", """
Commit messages: imperative subject under 72 characters, body explaining why. No ticket numbers in
the subject; put them in the body as `Refs: NGT-123`.

**Why:** Farida reads `git log --oneline` in release notes.
""", "Commit messages", "commit message style")

root("feedback_migrations.md", "migrations", "Database migrations", "feedback", """
Database migrations go in their own PR, separate from the code that uses them.
For dispatchd, run them against a copy of production on the staging box first.

**Why:** a `zones` migration locked the table for four minutes in April.
""", "Migrations", "how to ship schema changes")

root("feedback_driver_language.md", "driver-language", "Wording for driver-facing text", "feedback", """
Driver-facing text in cabdroid: short, plain English, no jargon like "allocation" or "dispatch
event". Drivers read it at the wheel.
Say "job", not "booking", to drivers; passengers get "booking".
""", "Driver-facing wording", "how to word app text for drivers")

root("project_otp_login.md", "otp-login", "Driver login change in cabdroid", "project", """
§S5b§Badge number + PIN login was switched off on 15 September; drivers now sign in to cabdroid with a one-time code sent by SMS.

The old PIN table was dropped from members in October. Support calls were heavy for a week, mostly
from drivers with a different number on file.
""", "OTP login", "how drivers sign in to the app now")

root("project_v2_api.md", "v2-api", "Partner booking API versions", "project", """
§S7b§`/api/v1/bookings` is deprecated and has returned 410 Gone since 1 October; partners book through `/api/v2/bookings`.

v2 adds idempotency keys and per-partner API keys. The hospital discharge desk was the last to move.
""", "Partner API v2", "partner booking API cutover")

root("project_argo_cd.md", "argo-cd", "How services get deployed now", "project", """
§S9b§`deploy.sh` was retired in May; Argo CD now syncs every k3s service from the `gitops` repo.

dispatchd is not on k3s, so it is deployed by its own Ansible playbook from GitHub Actions.
Image tags are bumped in `gitops` by a bot PR after each main build.
""", "Argo CD", "how k3s services are deployed now")

root("project_card_payments.md", "card-payments", "In-app card payments", "project", """
In-app card payments for hail-web and the passenger app go through Stripe (Payment Intents).
The driver sees "PAID IN APP" on the job; nothing to take at the end.
Refund requests come in by email and the control-room supervisor decides them.
""", "Card payments", "paying in the app")

root("project_tariff_review_2026.md", "tariff-review-2026", "The 2026 tariff review with the council", "project", """
The council consulted on new hackney tariffs in September; the co-op's board asked for a higher
night uplift and a flat airport fare review.
Outcome expected in January 2027. No tariff changes until then.
""", "Tariff review 2026", "council tariff consultation")

root("project_christmas_2026.md", "christmas-2026", "Plans for the Christmas period", "project", """
For Christmas 2026 the control room wants double staffing on 24 and 31 December.
Prebookings for Christmas Day open on 1 December.
Farida wants no deploys of anything from 20 December to 2 January.
""", "Christmas 2026", "holiday period plans")

root("project_school_runs.md", "school-runs", "County council school contracts", "project", """
The county council's home-to-school contracts are booked as recurring account jobs in acctdesk.
Each run has a named driver and a named escort; swaps need 24 hours' notice to the council.
The contracts are renewed every August.
""", "School runs", "recurring school contract jobs")

root("project_zone_redraw.md", "zone-redraw", "Redrawing the zones after the ring-road changes", "project", """
The zone boundaries around the new ring-road junction were redrawn in July after drivers complained
that the Beaumont Leys plot was too big.
Board approved the new map on 8 July; dispatchd picked it up the same night.
""", "Zone redraw", "zone boundary changes in summer")

root("project_driver_ratings.md", "driver-ratings", "Passenger ratings of drivers", "project", """
Passenger ratings are collected in hail-web after each trip but are not shown to anyone yet.
The board has to decide whether ratings can ever affect allocation; until then they are stored only.
""", "Driver ratings", "what happens to passenger ratings")

root("reference_control_room.md", "control-room", "Control room layout and shifts", "reference", """
# Control room

- Three dispatcher desks and a supervisor desk at the Abbey Lane office
- Shifts: 06:00–14:00, 14:00–22:00, 22:00–06:00
- The supervisor decides on refunds, lost property and complaints
- The wallboard shows unallocated jobs and drivers on break
""", "Control room", "desks, shifts, who decides what")
