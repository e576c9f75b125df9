# Root Claude Code auto-memory files: filename -> (title, description, type, hook, body)
# Lines starting with §IDS§ carry labelled claims (marker stripped by build.py).
ROOT = {}

def R(fn, title, desc, typ, hook, body):
    ROOT[fn] = (title, desc, typ, hook, body)

R("user_profile.md", "Aisha — head of support & fulfilment ops",
  "Aisha Rahman runs support and fulfilment; not a developer, wants concise operational answers", "user",
  "who Aisha is, how she likes answers", """
Aisha Rahman is head of customer support and fulfilment at Pennine Glucose Supplies (PGS). She owns the
ICB contracts on the operations side, the Preston warehouse and (since August) the Glasgow hub.

- Not a developer; reads diffs only when they touch patient-facing wording
§A7§- Wants short answers, bullet points, no preamble
§O10§- Prefers Google Sheets for anything she shares with the ICB contract managers
- Works Mon–Thu, usually on the Preston floor in the morning
- Approves anything that changes what a patient sees (emails, SMS, portal copy)

**How to apply:** lead with the decision or the number; put background after, if at all.
""")

R("user_callum.md", "Callum — developer",
  "Callum Reid, the in-house developer most sessions are with; Python/Django and Rails", "user",
  "Callum's stack and habits", """
Callum Reid is the main developer at PGS and the person the agent pairs with most days.

- Owns packline and repeatr; shares swapdesk with Marta
§R7§- Editor: VS Code with the Django and Ruff extensions
- Likes small PRs, one concern each
- Runs everything through `make` targets; don't tell him raw docker commands if a target exists
- On call every other week (alternates with Marta)
""")

R("reference_caredesk.md", "caredesk overview",
  "caredesk: the in-house support glue service between the helpdesk, packline and repeatr", "reference",
  "what caredesk does, where it runs, its data", """
# caredesk

In-house FastAPI service that ties the helpdesk to orders: it pulls order and dispatch status from
packline, subscription status from repeatr, and posts them into the ticket sidebar. Also owns the
support macros' merge fields and the SLA timers.

## Runtime
- Python 3.11, FastAPI, SQLAlchemy
§V1,D2§- Database: Postgres 15, `pg-care.pgs.internal:5432`
§A3§- Deploy: Kamal (`kamal deploy` from `main`) onto the Hetzner VM `care-01`
§F8§- Backups: nightly
§R5§- Error tracking: Sentry, project `caredesk-hooks`
§O1§- Outbound webhooks to packline: retried up to 8 times over an hour
- Health check: `GET /healthz` (used by the uptime monitor)

## Helpdesk side
§S1§- Helpdesk: Zammad at `help.pgs.internal`; agents work tickets there
- Ticket sidebar shows: last order, dispatch status, tracking link, subscription state
- Tags drive routing: `faulty-sensor`, `order-query`, `nhs-rx`, `private-sub`

## SLAs
§V7,D8§- First-response SLA, email tickets: 8 business hours
§O7§- Chat first response: within 2 minutes during opening hours
- SLA clock pauses while a ticket is "waiting on patient"
""")

R("reference_repeatr.md", "repeatr overview",
  "repeatr = subscriptions and repeat prescriptions (Rails); reminders, schedules, invoices", "reference",
  "repeatr stack, reminders, order limits", """
# repeatr

Rails 7.1 app that schedules repeat sensor orders for NHS patients (from prescriptions) and private
subscribers (card on file), and sends the reminders that prompt them.

## Stack
- Ruby 3.3, Rails 7.1, Sidekiq for jobs
§R3§- Hosting: Render (web service + Sidekiq background worker), region Frankfurt
§N7§- Migrations run automatically in Render's pre-deploy command
- Postgres: Render managed instance `repeatr-db`

## Reminders
§F1§- Reminders go out by SMS and email
§V2§- Reminder lead time: 7 days before the estimated run-out date
§R4,D6§- Transactional email (reminders, dispatch notices): Postmark
§R10§- SMS reminders: Twilio Messaging (sender ID `PGSensors`)

## Orders and billing
§V8§- NHS orders: max 6 sensors per order (84 days of Tessa 3)
§NS1§- Private subscriber invoices go out on the 1st of each month
- Private subscribers can pause for up to two cycles from the portal
- Run-out date estimate = last dispatch date + wear days × sensors shipped
""")

R("reference_packline.md", "packline overview",
  "packline: warehouse pick/pack/dispatch app used at Preston and Glasgow (Django)", "reference",
  "packline stack, CI, jobs, merge rules", """
# packline

Django app the warehouse benches use: pick lists, pack verification, labels, carrier manifests.
Both Preston and Glasgow run the same instance; the site is picked by the bench login.

## Stack
§F9,A1§- Python 3.12, Django 5.0
§R6§- Background jobs: Celery workers on RabbitMQ (`amqp://mq.pgs.internal:5672`)
§O9§- Errors: Sentry project `packline`
§O4§- Frontend (label preview): pnpm, Vite
- Deployed to the k3s cluster (namespace `packline`)

## Dev process
§R2§- CI: GitHub Actions (`.github/workflows/test.yml`), runs on every PR
§N1§- PRs: always squash-merge
- Pick-rule changes need a note in `docs/pick-rules.md` and Joe's sign-off
- Fixtures for the benches live in `fixtures/benches.json`
""")

R("reference_swapdesk.md", "swapdesk overview",
  "swapdesk handles faulty-sensor replacements and the Kelvara manufacturer claims", "reference",
  "swapdesk runtime, packages, Kelvara API", """
# swapdesk

TypeScript service (Fastify) that tracks a faulty-sensor report from the ticket to the replacement
shipment and the claim we file with Kelvara Medical (the sensor manufacturer).

§V5,D9§- Runtime: Node 20 LTS (`.nvmrc` pins `20.11.1`)
§R1§- Package manager: pnpm 9 (`pnpm-lock.yaml` is committed)
§O2§- Database: Postgres 16 on `pg-swap.pgs.internal:5432`
§S5§- Files claims with `POST /v1/claims` on the Kelvara partner API
- Claim states: `draft` → `filed` → `accepted` | `rejected` → `credited`
- Each claim needs the sensor serial, lot number and the failure code from the Tessa app
- Deployed to the k3s cluster (namespace `swapdesk`)
""")

R("reference_lotkeeper.md", "lotkeeper overview",
  "lotkeeper tracks stock by lot and expiry at both sites (Go service)", "reference",
  "lotkeeper data, thresholds, reports", """
# lotkeeper

Go service holding sensor stock per site, per lot, with expiry dates. packline asks it which lot to
pick (first-expiry-first-out) and tells it about every pick.

§R9§- Database: MySQL 8.0, schema `lotkeeper`
§A8§- Redis cache: `redis-stock.pgs.internal:6379`
§V6§- Short-dated threshold: 90 days; lots expiring sooner are blocked from picking
§A9§- Snapshots of the ledger are kept for 35 days
§S4§- Emails the daily expiry report to fulfilment@pgsensors.co.uk at 07:00
- Storage range for Tessa sensors is 2–27 °C; the Preston store room logs temperature hourly
- CLI: `lotkeeper stock:show`, `lotkeeper stock:adjust`, `lotkeeper lots:expiring`
""")

R("reference_callpath.md", "callpath overview",
  "callpath = the phone line (Twilio Studio IVR, queues, callbacks, the softphone)", "reference",
  "phone line config, queue limits, IVR", """
# callpath

Our phone support: Twilio Studio flow for the IVR, a small worker (`callpath-worker`) that handles
queue events and callbacks, and Twilio Functions for the glue.

§S3§- Support line: 0345 600 4417
§F7§- Phone support hours: weekdays 08:00–18:00
§D5§- IVR menu: 3 options (orders, faulty sensor, everything else)
§V10§- Callers wait in the support queue at most 120 seconds, then get the callback offer
§V4§- Twilio status callbacks: retried up to 5 times with exponential backoff
- Recordings are kept 90 days, then deleted by a scheduled Function
- The worker runs on the k3s cluster (namespace `callpath`)
""")

R("reference_carriers.md", "carriers and services",
  "which carrier/service each kind of shipment uses and their limits", "reference",
  "carrier services and limits", """
# Carriers

| Service | Used for | Limit |
|---|---|---|
| Royal Mail Tracked 24 | replacements, private next-day | max 2 kg |
§V9§| Royal Mail Tracked 48 | NHS standard orders | max 2 kg |
| DPD Next Day | care-home bulk orders | max 30 kg |

§F6§- NHS orders ship free (Royal Mail Tracked 48)
§D1§- Replacement sensors: Royal Mail Tracked 24
§N4§- Sensors are never shipped to PO boxes
- Manifests are closed in packline before the van arrives; an unclosed manifest means no scan history
- Sensors travel in the padded 220 × 160 mm mailer; two packs fit in one
""")

R("reference_sites.md", "sites",
  "Preston (HQ + warehouse) and Glasgow hub, what each does and collection times", "reference",
  "the two sites", """
# Sites

## Preston (PRE)
HQ, support floor and main warehouse, Unit 4 Riverside Park.
§V3§- Preston DPD cut-off: 15:30 (van collects 16:15)
§NS9§- Nothing leaves Preston without a second scan at the packing bench
- Warehouse lead: Joe Brennan

## Glasgow hub (GLA)
Opened 2026 for Scottish patients; two benches, one store room.
§F10,D3§- Glasgow hub (GLA): handles orders for Scottish postcodes
§O5§- Glasgow Royal Mail collection: 17:15
§N9§- Glasgow hub: no dispatch on Saturdays
§S10§- Scottish orders: DPD Next Day from Glasgow
- Hub lead: Niamh Doyle
""")

R("reference_infra.md", "infrastructure",
  "infra: k3s at Hetzner, Argo CD, secrets, inbound prescription files", "reference",
  "where things run and how they deploy", """
# Infrastructure

§O6§- k3s cluster at Hetzner (3 nodes, fsn1) runs packline, swapdesk, lotkeeper and the callpath worker
§F4§- Deploys: packline and swapdesk are deployed by Argo CD from the `pgs-deploy` repo
§S6§- Secrets: Doppler (`doppler run -- …` in every service's Procfile)
§S8§- NHS prescription files land on the SFTP drop `sftp.pgs.internal:22` in `/inbound/rx`
§D4§- Fulfilment backlog: Linear team FUL
- Grafana + Loki on the cluster; dashboards per service
- On-call rota in PagerDuty: Callum and Marta alternate weekly
""")

R("reference_glossary.md", "glossary",
  "glossary: product and internal terms (Tessa, ICB, RMA, run-out)", "reference",
  "terms used in tickets and code", """
# Glossary

§F3§- Tessa 3: 14-day wear CGM sensor, Bluetooth to the Tessa app
- Tessa 2: the previous sensor; still supplied to patients whose prescriptions name it
- Kelvara: Kelvara Medical, the sensor manufacturer
- ICB: integrated care board; our NHS contracts are with three of them
- Run-out date: the day a patient's last shipped sensor is expected to expire
- RMA / claim: a faulty-sensor report filed with Kelvara through swapdesk
- Short-dated: a lot close enough to expiry that we don't pick it
""")

R("feedback_merging.md", "merging PRs",
  "how PRs get merged in the pgs repos and why", "feedback",
  "merge strategy and protected branches", """
§R8§repeatr PRs are rebase-merged so each migration keeps its own commit on main.

§NS3§Don't force-push to main in any pgs repo.

**Why:** Callum bisected a reminder bug in June and needed the individual migration commits.

**How to apply:** pick "Rebase and merge" on repeatr PRs; ask before touching branch protection.
""")

R("feedback_ops.md", "operational care",
  "things not to do to live systems during the working day", "feedback",
  "restarts, outages, escalation of outages", """
§N2§Don't restart the callpath worker between 08:00 and 18:00 on weekdays — live calls drop.

packline outages go to the on-call engineer straight away, even mid-pick.

§NS8§Don't disable an agent's helpdesk account just because they're locked out of 2FA; reset their 2FA instead.

**Why:** a restart in May dropped eleven calls in the queue and two patients complained to the ICB.

**How to apply:** schedule restarts for after 18:00 or ask Aisha for a window.
""")

R("feedback_replacements.md", "replacement rules",
  "order of operations for faulty-sensor replacements", "feedback",
  "claim before replacement", """
§N5§Never send a replacement sensor before the Kelvara claim is filed in swapdesk.

§A10§Faulty-sensor replacements are always free of charge to the patient.

**Why:** Kelvara rejected a batch of claims in April because the replacement had shipped first and the
failed sensor was never asked back.

**How to apply:** when drafting ticket replies about replacements, check the claim state first.
""")

R("feedback_phone_scripts.md", "phone scripts",
  "what agents may and may not say or do on calls", "feedback",
  "phone do's and don'ts", """
When writing or editing call scripts for the support team:

§N6§- Agents must not promise callers a delivery date.
§NS7§- Never call a patient back from a personal mobile.
§NS10§- We never ask patients for their full date of birth by SMS.
- Say "sensor" not "device"; patients found "device" cold in the spring survey.

**Why:** a promised date that slipped over a bank holiday became a formal complaint.
""")

R("feedback_prod_access.md", "production access",
  "what the agent may run against production", "feedback",
  "prod commands the agent must not run", """
§N8§Never run `lotkeeper stock:adjust` against production yourself; write the command for Joe to run.

§NS6§Don't run lotkeeper migrations on production without a fresh snapshot.

Read-only commands (`stock:show`, `lots:expiring`) are fine on production.

**Why:** stock adjustments change what the ICB is invoiced for; Joe signs them off.
""")

R("feedback_testing.md", "testing",
  "test conventions across the pgs repos", "feedback",
  "fixtures, sandboxes, test speed", """
§N10§Don't hit the Kelvara sandbox from swapdesk tests — it's flaky; use the recorded fixtures.

- Unit tests must run offline; CI has no outbound network except the package registries
- Factories over fixtures for new Django tests
- Keep the repeatr suite under five minutes; slow specs get tagged `:slow`
""")

R("feedback_escalation.md", "escalation",
  "who gets which problem", "feedback",
  "escalation paths", """
§F5§Kelvara claim disputes go to Marta.

§NS2§Adverse-event reports (skin reactions, suspected wrong readings) go to Ruth, the clinical liaison,
not to the on-call engineer.

Stock discrepancies go to Joe (Preston) or Niamh (Glasgow).

**Why:** Ruth has to log adverse events with the manufacturer and the MHRA Yellow Card scheme.
""")

R("feedback_commits.md", "commit hygiene",
  "no patient data in git; commit message style", "feedback",
  "patient data and commit messages", """
§A4§No patient names or NHS numbers in commit messages, branch names or PR titles.

- Imperative subject line, under 70 characters
- Reference the Linear issue (`FUL-123`) in the body, not the subject

**Why:** the repos are shared with the agency that built swapdesk.
""")

R("project_glasgow_hub.md", "Glasgow hub",
  "Glasgow hub project — dates, scope, open items", "project",
  "Glasgow hub opening", """
Second site for Scottish patients, a rented unit in Hillington.

§A5§- First dispatch day at Glasgow: 2026-08-17
- Two benches; packline bench logins `gla-bench-1`, `gla-bench-2`
- Open item: Niamh wants a second label printer before the winter peak
- Open item: lotkeeper transfer orders Preston → Glasgow are still created by hand
""")

R("project_tessa2_phaseout.md", "Tessa 2 phase-out",
  "Kelvara ends Tessa 2 supply; moving patients to Tessa 3", "project",
  "Tessa 2 end of supply", """
Kelvara stops shipping Tessa 2 to distributors at the end of March 2027.

- Patients on Tessa 2 need a new prescription naming Tessa 3; Ruth writes to their prescribers
- repeatr flags Tessa 2 subscriptions with `legacy_sensor=true`
- We keep a Tessa 2 buffer of about ten weeks at Preston until the switch
- Tessa 2 and Tessa 3 readers are not interchangeable; patients need the Tessa app update
""")

R("project_care_home_orders.md", "care-home bulk orders",
  "how bulk orders for care homes differ", "project",
  "care-home order handling", """
Three care homes in Lancashire order for several residents at once.

- One order per home, one line per resident, each line tied to that resident's prescription
- They go DPD Next Day in one box (see carriers)
- Invoices go to the home, not the resident
- The agent built the CSV import in packline in September (`manage.py import_carehome`)
""")

R("project_metabase_reports.md", "Metabase reports",
  "reporting dashboards for ops and the ICBs", "project",
  "which dashboards exist", """
Metabase runs at `metabase.pgs.internal`, reading replicas of the service databases.

- "Tickets by tag, weekly" — Aisha's Monday review
- "Dispatch on time %" — per site, per carrier
- "Claims by failure code" — Marta uses it in the Kelvara quarterly call
- Dashboards must not show patient names; use the order reference
""")

R("project_portal_redesign.md", "patient portal redesign",
  "portal redesign for winter 2026", "project",
  "portal redesign scope", """
Redesign of the patient portal (served by repeatr) going live in stages from October.

- New "my next order" card showing run-out date and the next dispatch
- Pause / skip controls for private subscribers
- Accessibility audit booked with an external tester in November
- Copy changes go through Aisha before they ship
""")

R("project_q4_peak.md", "winter peak plan",
  "plan for the December peak and bank holidays", "project",
  "December staffing and stock", """
- Extra temp packer at Preston from 1 December
- Orders due around Christmas are pulled forward by repeatr's holiday rule
- Stock target at both sites: eight weeks of Tessa 3 by 1 December
- Support floor: two agents on the urgent-failure queue on the days either side of bank holidays
""")

R("reference_kelvara.md", "Kelvara contacts",
  "Kelvara Medical: who to contact for what", "reference",
  "manufacturer contacts", """
- Account manager: Daniel Price (distribution)
- Claims desk: claims team inbox, answers within two working days
- Quarterly business review with Marta and Aisha
- Lot recall notices arrive by email and through the partner portal; Joe quarantines the lot in lotkeeper
""")

R("reference_contacts.md", "internal contacts",
  "who's who at PGS", "reference",
  "people and roles", """
- Aisha Rahman: head of support & fulfilment ops
- Callum Reid: developer (packline, repeatr)
- Marta Kowalczyk: developer (swapdesk, callpath, integrations)
- Joe Brennan: Preston warehouse lead
- Niamh Doyle: Glasgow hub lead
- Ruth Ellison: clinical liaison (registered nurse)
- Priya Shah: finance, invoices and ICB billing
""")

R("reference_icb_contracts.md", "ICB contracts",
  "the NHS contracts we supply under", "reference",
  "contract basics", """
- Lancashire and South Cumbria ICB
- Greater Manchester ICB
- NHS Greater Glasgow and Clyde (via a framework agreement, from August)
- Monthly KPI pack goes to each contract manager on the 5th working day
- KPIs include first-response times, dispatch on time, complaint counts
""")

R("feedback_tone.md", "tone of patient-facing text",
  "how patient-facing copy should sound", "feedback",
  "wording for patients", """
Patient-facing text is plain English, second person, no jargon ("sensor", not "CGM device").

- Never imply the patient did something wrong when a sensor fails
- Put the action first: what they need to do, then why
- No exclamation marks in SMS
""")

R("feedback_plan_first.md", "plan before larger changes",
  "write a short plan before changes touching more than one service", "feedback",
  "plan first", """
For changes touching more than one service, write a short plan in the Linear issue first and wait
for Callum's thumbs-up.

**Why:** the caredesk ↔ packline webhook change in March broke the ticket sidebar for a day.
""")

R("feedback_pr_size.md", "PR size",
  "keep PRs small and single-purpose", "feedback",
  "PR scope", """
Keep PRs under about 300 changed lines; split refactors from behaviour changes.

**Why:** Marta reviews on her phone on the train.
""")

R("feedback_dates.md", "dates in memories and tickets",
  "always write absolute dates", "feedback",
  "date format", """
Write absolute dates (2026-08-17), never "next Tuesday", in memories, tickets and commit bodies.
UK format (17 Aug) is fine in patient-facing text.
""")

R("project_ruth_forms.md", "adverse-event form",
  "structured form for adverse-event reports", "project",
  "adverse-event form project", """
Ruth wants adverse-event reports captured in a structured form instead of free-text tickets.

- Fields: sensor serial, lot, wear day, symptom, photo consent
- Draft lives in swapdesk as a new claim type `adverse_event`
- Not yet live; waiting on Ruth's wording review
""")

R("project_sms_consent.md", "SMS consent clean-up",
  "clean-up of SMS consent flags in repeatr", "project",
  "SMS consent clean-up", """
In October we found patients migrated from the old spreadsheet without a consent flag.

- 412 records set to `sms_consent=unknown`; they get email until they confirm
- Ruth's team is phoning the ones without an email address
""")
