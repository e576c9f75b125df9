# Root (Claude Code auto-memory) files. Lines starting with "@ID " are claim lines for pair ID.
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

R("reference_booker.md", "booker-overview",
  "booker: request intake, matching and assignment for every interpreting job", "reference",
  "booker overview", "what booker does, where it runs, its integrations", """
# booker

Lantern's booking system. Clients (health boards, HMCTS, councils, universities) send requests in;
coordinators match them with freelance BSL and spoken-language interpreters. Django monolith, repo
`lantern/booker`.

## Stack
@O8 - Python 3.12
@A1 - Django 5.1
@V1 - Database: `postgresql://booker@pg-main.lantern.internal:5432/booker`
@R8 - Celery broker: RabbitMQ
- Celery beat runs in its own deployment (`booker-beat`), one replica only
@R1 - Errors: Sentry (project `booker-prod`)
@R3 - Transactional email (confirmations, reminders): Postmark

## Behaviour
@F1 - Sends reminder emails before each assignment
@NS6 - Emails the client when the assigned interpreter changes
@V4 - Assignments over 2 hours are flagged for a co-worker (two interpreters)
@N3 - Court bookings are auto-assigned to the top-ranked available interpreter
- Medical bookings are ranked by distance first, then by the interpreter's specialism tags
- Each request gets a reference like `REQ-26-004817`; coordinators quote it on the phone

## Integrations
@S5 - NHS trust integrations POST to `/api/v1/requests`
@O2 - Webhook deliveries to NHS integrations are retried up to 5 times
- Webhook payloads are signed with HMAC-SHA256; the secret is per client
- HMCTS requests still arrive as emails and are keyed in by hand

## Deploy
@NS8 - Migrations run as part of the deploy job
- Two web replicas, three Celery workers; HPA on the workers only
""")

R("reference_relay.md", "relay-overview",
  "Remote video interpreting (VRI) and the BSL video relay service", "reference",
  "relay overview", "VRI and VRS platform, stack and limits", """
# relay

Video platform for remote interpreting (VRI, booked through booker) and the BSL video relay
service (VRS, Deaf caller <-> hearing party via an interpreter). TypeScript, repo `lantern/relay`.

## Stack
@F8 - Node 20 LTS
@R5 - Package manager: pnpm (workspace with `web/` and `server/`)
@R6 - Video SFU: LiveKit (self-hosted on the cluster)
- Frontend: React + Vite, served from the same ingress as the API
- TURN: coturn on two small VMs, one per availability zone

## Sessions
@V3 - Max session length: 60 minutes, after which the room closes and the client has to rebook
@D7 - Rooms allow up to 6 participants (client, interpreters, one observer)
@NS5 - Guests join from the browser without installing anything
@O9 - Remote interpreters must join a VRI call within 5 minutes of the request
@N4 - Video relay (VRS) calls are not recorded
- Interpreters can hand over mid-call; the incoming interpreter joins muted

## Notes
- Safari on older iPads drops to 480p; that's expected, not a bug
- The waiting room shows a BSL clip, not text, for Deaf callers
""")

R("reference_tally.md", "tally-overview",
  "Interpreter timesheets, mileage, client invoicing and payments", "reference",
  "tally overview", "timesheets, pay rules, invoicing, payments", """
# tally

Timesheets, mileage claims, client invoices and interpreter pay. Rails app, repo `lantern/tally`.

## Stack
@O5 - Ruby 3.3 / Rails 7.2, dependencies via Bundler
@O1 - Database: `postgresql://tally@pg-main.lantern.internal:5433/tally`
@S1 - Hosting: Heroku (`lantern-tally` app, EU region)
@R10 - Accounting: invoices and payments sync to Xero
@O7 - Remittance emails to interpreters: Mailgun

## Timesheets
@D2 - Every office submits timesheets through tally
@F10 - Timesheets are due within 7 days of the assignment
@NS7 - Coordinators approve timesheets in tally every Friday
- A timesheet can carry several assignments if they were back-to-back at the same site

## Pay rules
@F2 - Interpreters are paid monthly
@A2 - Travel time is paid at half the hourly rate
@V7 - Mileage: 45p per mile
- Parking and public transport are reimbursed at cost with a receipt
@S9 - Interpreter payments: BACS files uploaded to Lloyds online banking

## Client billing
@V2 - Minimum billable time, in-person BSL: 2 hours
@O3 - Minimum billable time, face-to-face spoken languages: 1 hour
@D8 - Weekend uplift: 50% on the hourly rate
@V8 - Client late-cancellation window: 48 hours (inside it, the full fee is charged)
@A10 - Client invoice numbers: `LIN-YYYY-NNNNN`
- Credit notes use `LCN-YYYY-NNNNN` and always reference the original invoice
""")

R("reference_diary.md", "diary-overview",
  "Freelancers' availability calendar (Flutter app + Go API)", "reference",
  "diary overview", "availability app for interpreters, stack and notifications", """
# diary

Freelance interpreters mark availability and accept offers here. Flutter app (iOS/Android) plus a
small Go API. Repos `lantern/diary-app`, `lantern/diary-api`.

## Stack
@V5 - Flutter 3.24 (pinned with fvm)
@A7 - API: Go 1.23 (`diary-api`)
- API database: its own schema on pg-main, migrations with goose
@R4 - Push notifications: Firebase Cloud Messaging
@O4 - Crash reporting: Firebase Crashlytics

## Behaviour
@NS3 - Sends a push notification for every new booking offer
@F4 - UI available in English and Welsh
@N8 - New screens ship dark behind Unleash feature flags
- Availability is stored in 30-minute blocks; the app merges adjacent blocks for display

## Release
@S4 - iOS builds go to interpreters through TestFlight
- Android builds go out through the Play Console internal track first, then production
""")

R("reference_credo.md", "credo-overview",
  "Interpreter vetting, registrations, DBS and compliance records", "reference",
  "credo overview", "compliance service: registrations, DBS, personal data", """
# credo

Compliance service: NRCPD / NRPSI registrations, DBS certificates, insurance, right-to-work.
FastAPI service, repo `lantern/credo`. booker asks credo "can this person take this job?" before
confirming.

## Stack
@O1 - Database: `postgresql://credo@pg-main.lantern.internal:5432/credo`
- Object storage for uploaded documents: Scaleway bucket `credo-docs` (fr-par)

## Registrations
@S7 - Registration data comes from the NRCPD CSV export, imported nightly
@N6 - Interpreters with an expired NRCPD registration cannot accept bookings
- Trainee interpreters (TSLI) are only offered jobs tagged `trainee-ok`

## DBS
@F3 - Checks each interpreter's DBS status before a booking is confirmed
@V6 - DBS update service check: every 30 days per interpreter
@A5 - Bookings are blocked when an interpreter's DBS certificate is more than 3 years old
@NS4 - Expired DBS records are not deleted; they're archived for 6 years

## Personal data
@NS10 - Stores interpreters' home addresses to calculate mileage
- Next-of-kin details are encrypted at the column level (pgcrypto)
""")

R("reference_scribeline.md", "scribeline-overview",
  "Live captions (ASR and human STTR) for meetings, lectures and hearings", "reference",
  "scribeline overview", "captioning service, engines, hosting and retention", """
# scribeline

Live captions: automatic (ASR) or typed by human speech-to-text reporters (STTR). Elixir/Phoenix,
repo `lantern/scribeline`.

## Stack
@O6 - Hosting: Fly.io (lhr region)
@D5 - ASR engine: Speechmatics (real-time API, en-GB)
@V9 - Redis (caption fan-out): `redis-scribe.lantern.internal:6380`
@O4 - Error tracking: GlitchTip (self-hosted)
@S10 - Logs: shipped to Papertrail

## Service rules
@N10 - Court hearings: ASR captions by default, human STTR on request
@A8 - Caption latency target: under 4 seconds end to end
@V10 - Caption transcripts are deleted 30 days after the event
- Custom vocabularies (names, places) are uploaded per event, at least a day before

## Support
@NS2 - Outages page the on-call engineer
- STTR reporters log in with their own accounts; shared logins were removed
""")

R("reference_infra.md", "infra",
  "infra: cluster, CI, GitOps, secrets, monitoring, on-call", "reference",
  "Infrastructure", "cluster, CI/CD, secrets, monitoring, backups, paging", """
# Infrastructure

- Cluster: Scaleway Kapsule, `fr-par`, three node pools (web, workers, video)
@R2 - CI: GitLab CI with our own runners on the cluster
@R7 - Container images: GitLab container registry (`registry.gitlab.com/lantern/...`)
@A3 - GitOps: Flux reconciles the cluster from `lantern-gitops`
@A4 - Secrets: Bitwarden Secrets Manager
@S8 - Staging: `staging.lantern.dev`, deployed from `main`
- Metrics: Grafana Cloud (Prometheus remote write from each node pool)
@S6 - Uptime checks: Uptime Kuma at `status.lantern.internal`
@D4 - Paging: PagerDuty (service `lantern-prod`)
@F7 - On-call rota: one engineer per week
@F5 - Backups: pg-main dumped nightly
@A9 - Timestamps: stored in UTC, displayed in Europe/London
- DNS: Cloudflare; internal names under `lantern.internal` via CoreDNS
""")

R("reference_offices.md", "offices",
  "offices: Cardiff, Bristol, Exeter, Swansea and how the desks work", "reference",
  "Offices and bookings desk", "the four offices and how requests reach the desk", """
# Offices

| Code | Office | Opened |
|---|---|---|
| CDF | Cardiff (head office) | 2014 |
| BRS | Bristol | 2019 |
| EXE | Exeter | 2022 |
| SWA | Swansea | 2026-08-03 |

## Bookings desk
@O10 - Cardiff desk: staffed 08:00–20:00 on weekdays
@NS9 - The bookings desk takes requests by phone and through the web form
@S3 - Clients email new requests to bookings@lantern-interpreting.co.uk
@F6 - Deaf clients can book an interpreter over a BSL video call
@D3 - Minimum notice for a new BSL booking: 3 working days
@D9 - Swansea bookings are handled by the Swansea coordinators
- Out-of-hours emergency requests (police, A&E) go to the duty coordinator's phone
""")

R("reference_clients.md", "clients",
  "The main contract holders and their special rules", "reference",
  "Clients", "main contracts and per-client rules", """
# Clients

- Cardiff and Vale UHB, Swansea Bay UHB, North Bristol NHS Trust (framework contracts)
- HMCTS Wales and South West (courts and tribunals)
- Four councils (social care, education)
- Cardiff University and UWE (Disabled Students' Allowance work)

## Rules
@NS1 - NHS invoices are never issued without a purchase order number
@F9 - Spoken-language court bookings need an NRPSI-registered interpreter
- University bookings are billed to the student's DSA assessor reference, not the university
- Councils want one invoice per department, not one per booking
""")

R("reference_glossary.md", "glossary",
  "glossary: interpreting terms the team uses in tickets", "reference",
  "Glossary", "BSL, VRI, VRS, STTR, co-working and other terms", """
# Glossary

- **BSL**: British Sign Language
- **RSLI**: Registered Sign Language Interpreter (NRCPD)
- **TSLI**: Trainee Sign Language Interpreter
- **NRPSI**: National Register of Public Service Interpreters (spoken languages)
- **DPSI**: Diploma in Public Service Interpreting
- **VRI**: video remote interpreting (client and interpreter in different places)
- **VRS**: video relay service (Deaf caller phoning a hearing party through an interpreter)
- **STTR**: speech-to-text reporter (human captioner)
- **Co-working**: two interpreters on one assignment, swapping every 20 minutes or so
- **Deaf-relay**: a Deaf intermediary interpreter working alongside a hearing interpreter
""")

R("user_gwen.md", "gwen-pritchard",
  "Gwen Pritchard, head of engineering: how she works and what she wants", "user",
  "Gwen Pritchard", "head of engineering, working style", """
Gwen Pritchard is head of engineering at Lantern (team: Tomasz Wójcik, Amara Nwosu).
@R9 Works in Neovim; prefers diffs in unified format in the terminal.
@A6 Wants short MR descriptions: what changed and why, no headings.
She reviews everything touching credo herself because of the data-protection angle.
Prefers British spelling in user-facing copy.
""")

R("user_rhys.md", "rhys-bevan",
  "Rhys Bevan, operations lead: non-technical, owns the bookings desks", "user",
  "Rhys Bevan", "ops lead, the desks' point of view", """
Rhys Bevan runs operations: the four bookings desks and the coordinators.
Not technical; explain changes in terms of what coordinators will see on screen.
He signs off anything that changes how offers reach interpreters.
Best reached on Teams in the morning; afternoons he's often at client sites.
""")

R("user_amara.md", "amara-nwosu",
  "Amara Nwosu, developer: owns diary and the marketing site", "user",
  "Amara Nwosu", "developer, diary and website", """
Amara Nwosu is a developer; owns diary (app and API) and the marketing site.
Hearing, learning BSL (Level 3); happy to test Deaf-facing flows with the Deaf advisory group.
Likes small PRs and screenshots for any UI change.
""")

R("user_tomasz.md", "tomasz-wojcik",
  "Tomasz Wójcik, developer: booker, tally and the data side", "user",
  "Tomasz Wójcik", "developer, booker and tally", """
Tomasz Wójcik works mostly on booker and tally; also speaks Polish and sometimes covers
Polish telephone jobs when the desk is stuck.
Prefers pairing over long written specs.
""")

R("feedback_git_workflow.md", "git-workflow",
  "How branches and merge requests are handled in booker and the other repos", "feedback",
  "Git workflow", "branch names, commits, merging", """
Branch names: `<initials>/<ticket>-<slug>`, e.g. `tw/BK-412-court-flags`.
@N1 Never squash booker merge requests; the release notes for coordinators are generated from individual commits.
**Why:** Rhys reads the release notes and wants one line per visible change.
**How to apply:** write each commit message as a sentence a coordinator would understand.
Commit messages in English, imperative mood.
""")

R("feedback_deploys.md", "deploys",
  "When and how to deploy: release rules across the repos", "feedback",
  "Deploy rules", "timing and sign-off for deploys", """
@N5 Don't deploy on Fridays.
@D10 Any engineer can deploy once CI is green; no sign-off needed.
**Why:** Monday mornings are the desks' busiest time and nobody wants to fix a weekend regression.
**How to apply:** if a fix is urgent on a Friday, ask in #eng first and stay online afterwards.
Tag releases `vYYYY.MM.DD[.n]`.
""")

R("feedback_privacy.md", "privacy-rules",
  "Data-protection rules for anything touching clients, patients or interpreters", "feedback",
  "Privacy rules", "what personal data may go where", """
@N2 Interpreters' personal mobile numbers are never shown to clients, in any channel.
@N9 Never put a patient's medical details in booker's booking notes.
@NS10 Never share interpreters' home addresses outside credo.
**Why:** health-board contracts and our DPIA; two interpreters were contacted at home in 2025.
**How to apply:** when adding a field or an export, check it against this list and ask Gwen.
""")

R("feedback_secrets.md", "secrets-handling",
  "Where secrets live and how to use them locally", "feedback",
  "Secrets handling", "secret storage and local dev", """
@A4 Secrets live in Bitwarden Secrets Manager; never put them in `.env` files in the repo.
Local dev: `bws run -- make dev` injects them into the process environment.
**Why:** a Mailgun token leaked in a screenshot once.
""")

R("feedback_timezones.md", "timezones",
  "Timestamps and timezones: one rule for all services", "feedback",
  "Timezones", "UTC storage rule", """
@A9 Store every timestamp in UTC and only convert to Europe/London for display.
**Why:** assignments across the clock change came out an hour wrong in March.
**How to apply:** use `timestamptz` columns; no naive datetimes in Python or Ruby code.
""")

R("feedback_migrations.md", "migrations",
  "Database migration rules for booker", "feedback",
  "Migrations", "how schema changes reach production", """
@NS8 Never run booker migrations by hand on production.
Keep migrations backwards-compatible for one release (expand, then contract).
**Why:** the old and new pods run side by side during a rollout.
""")

R("feedback_testing.md", "testing",
  "Test preferences across the repos", "feedback",
  "Testing", "fixtures, factories, what to mock", """
Use factories (factory_boy in booker/credo, FactoryBot in tally), not JSON fixtures.
Don't mock credo in booker's tests; run it in docker compose.
Snapshot tests for diary screens only in English; Welsh strings are checked by the translator.
""")

R("feedback_copy_style.md", "copy-style",
  "Wording for interpreter- and client-facing text", "feedback",
  "Copy style", "how to word messages", """
Write "Deaf" with a capital D when referring to the community.
Say "interpreter", never "translator", for BSL work.
Offers say the date first, then the place, then the fee.
""")

R("project_swansea.md", "swansea-office",
  "Swansea office opening (August 2026): what was set up and how", "project",
  "Swansea office", "opening and early arrangements", """
Swansea (SWA) opened on 2026-08-03 with two coordinators and 14 local interpreters.
@D9 For the first month after opening in August, Swansea bookings were handled by the Cardiff coordinators.
@D2 Before Swansea went live on tally in August 2026, its interpreters filled in paper timesheets.
Swansea Bay UHB is the anchor client; most work is outpatient appointments.
""")

R("project_price_review.md", "price-review-2026",
  "October 2026 price review: what changed in client rates", "project",
  "Price review 2026", "client rate changes from October", """
The price review took effect on 2026-10-01 for new bookings.
@D8 Until the October price review, weekend bookings carried a 25% uplift.
Hourly rates went up by 4% across BSL and spoken languages.
Framework clients (NHS) keep their contract rates until renewal.
""")

R("project_auth_migration.md", "interpreter-sign-in",
  "Interpreter sign-in: identity provider and rollout", "project",
  "Interpreter sign-in", "identity provider for interpreters", """
@S2 Interpreter sign-in was switched from Auth0 to Keycloak (`id.lantern-interpreting.co.uk`) in April 2026.
Staff still sign in with Microsoft Entra; only freelancers use Keycloak.
Passkeys are optional; about a third of interpreters have enrolled.
""")

R("project_payments_modulr.md", "interpreter-payments",
  "How interpreter pay runs are sent out", "project",
  "Interpreter payments", "payment rails for the monthly pay run", """
@S9 Interpreter payments moved from Lloyds BACS uploads to the Modulr API in September 2026.
The pay run still needs two approvers: Rhys and the finance manager.
Failed payments come back as webhooks and show up in tally's pay-run screen.
""")

R("project_captions_court.md", "court-captions",
  "Captioning for courts and tribunals: the HMCTS rules", "project",
  "Court captioning", "rules agreed with HMCTS for hearings", """
@N10 Court hearings never get automatic captions; only human STTR reporters caption them.
Transcripts from hearings are sent to the court clerk, never to the parties.
Remote hearings use the court's own video platform, not relay.
""")

R("project_relay_escalation.md", "relay-escalation",
  "Who handles what when relay misbehaves", "project",
  "relay escalation", "routing for relay incidents", """
@N7 Relay outages go to the on-call engineer, not to the bookings desk.
Single-call audio or video problems: the interpreter reports them in the in-call feedback form.
Ofcom-reportable VRS incidents need a note to Gwen within 24 hours.
""")

R("project_roadmap.md", "roadmap-2026",
  "Roadmap for the rest of 2026: what's planned, in rough order", "project",
  "Roadmap", "planned work for Q4", """
- Self-service rebooking for universities
- Interpreter ratings visible to coordinators (not to clients)
- Welsh-language offers in diary
- Move credo's document uploads to virus scanning before storage
""")

R("project_deaf_advisory.md", "deaf-advisory-group",
  "The Deaf advisory group: who they are and when to involve them", "project",
  "Deaf advisory group", "user testing with Deaf clients", """
Five Deaf clients meet monthly (second Tuesday) and test anything Deaf-facing first.
Sessions are run in BSL with two interpreters; Lantern pays them as consultants.
Feedback goes into `docs/advisory/` in the relevant repo.
""")

R("project_dsa_billing.md", "dsa-billing",
  "Disabled Students' Allowance billing: how university work is invoiced", "project",
  "DSA billing", "student support billing", """
DSA-funded support is invoiced to the funding body, quoting the student's DSA reference.
Note-takers and interpreters are billed on separate lines.
The assessor needs a termly summary; tally exports it as CSV.
""")
