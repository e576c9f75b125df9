# Claim texts (verbatim full body lines) and pair definitions for set32.
C = {}
P = []  # (class, keyA, keyB, note)
def pair(cls, ka, ta, kb, tb, note):
    C[ka] = ta; C[kb] = tb; P.append((cls, ka, kb, note))

# ---------------- value_slot ----------------
pair('value_slot',
 'V1a', "- ChirpStack gRPC API: `chirpstack.acw.internal:8080` (API key in Vault `kv/binsense/prod`)",
 'V1b', "binsense talks to the ChirpStack gRPC API on `chirpstack.acw.internal:8090`; 8080 on that host only serves the web console.",
 "V1: binsense ChirpStack gRPC API port 8080 vs 8090")
pair('value_slot',
 'V2a', "- Knostrop indicator: serial `COM3`, 9600 baud, 8N1, continuous output mode",
 'V2b', "The Knostrop weighbridge indicator must be read at 19200 baud; at the lower rates the stable-weight flag drops out and tickets stall.",
 "V2: Knostrop weighbridge indicator serial baud rate 9600 vs 19200")
pair('value_slot',
 'V3a', "- Nightly re-plan: CronJob `rw-batch`, schedule `0 1 * * *` (Europe/London)",
 'V3b', "The nightly routewise re-plan starts at 03:00 UK time, after the missedbin returns export has landed.",
 "V3: routewise nightly re-plan start time 01:00 vs 03:00")
pair('value_slot',
 'V4a', "- Offline queue: up to 500 lift events, then the app blocks further lifts until it syncs",
 'V4b', "tipper's offline lift queue holds 2000 events before it refuses new lifts (raised after the Hebden Bridge dead zone complaints).",
 "V4: tipper offline lift-event queue capacity 500 vs 2000 (count)")
pair('value_slot',
 'V5a', "- Fill sensors uplink every 4 hours (device profile `ultrasonic-v2`)",
 'V5b', "The ultrasonic fill sensors send an uplink every 6 hours; the device profile is deliberately conservative so the batteries last 5 years.",
 "V5: bin fill sensor uplink interval 4 h vs 6 h")
pair('value_slot',
 'V6a', "- DB: `postgres://invoicer_app@pg-billing.acw.internal:5432/invoicer`",
 'V6b', "invoicer's DSN is `postgres://invoicer_app@pg-billing.acw.internal:5432/billing` (the database kept its pre-rename name).",
 "V6: invoicer Postgres DSN database name invoicer vs billing")
pair('value_slot',
 'V7a', "- Ruby 3.2.4 / Rails 7.1, Puma with 3 workers",
 'V7b', "contracts-hub runs Ruby 3.3.1 in production (`.ruby-version`); if your local rbenv is on anything else bundler refuses to install.",
 "V7: contracts-hub Ruby version 3.2.4 vs 3.3.1")
pair('value_slot',
 'V8a', "- Weighbridge tickets (PDF + JSON) are retained for 6 years in `s3://acw-weighlink-tickets`",
 'V8b', "Weighbridge tickets are kept for 3 years, which is what the permit requires; the lifecycle rule on the ticket bucket deletes them after that.",
 "V8: weighbridge ticket retention 6 vs 3 years")
pair('value_slot',
 'V9a', "- Council webhook delivery retries up to 5 times with exponential backoff, then lands in `mb_dead_letters`",
 'V9b', "missedbin gives up on a council webhook after 3 retries and parks it in the dead-letter table for someone to replay by hand.",
 "V9: missedbin council webhook retry count 5 vs 3")
pair('value_slot',
 'V10a', "- Redis cache: `redis-rw.acw.internal:6379`, `maxmemory 2gb`, `allkeys-lru`",
 'V10b', "routewise's Redis distance-matrix cache is capped at `maxmemory 4gb`; below that the Bradford matrix evicts itself mid-solve.",
 "V10: routewise Redis maxmemory 2gb vs 4gb")

# ---------------- role_slot ----------------
pair('role_slot',
 'R1a', "- Solver: Timefold (Java 21, `rw-solver` module), vehicle routing with time windows",
 'R1b', "routewise builds its rounds with Google OR-Tools (the CVRP solver via the Python bindings), not a hand-rolled heuristic.",
 "R1: routewise routing solver Timefold vs OR-Tools")
pair('role_slot',
 'R2a', "- Decoded uplinks are published on NATS JetStream, stream `UPLINKS`, subject `bins.uplink.>`",
 'R2b', "binsense puts every decoded uplink onto Redpanda (topic `bin-uplinks`, 12 partitions) and the fill-level consumer reads from there.",
 "R2: binsense uplink message bus NATS JetStream vs Redpanda")
pair('role_slot',
 'R3a', "- CI/CD: Bitrise (workflow `release-android`)",
 'R3b', "tipper's builds all run on Codemagic; the `codemagic.yaml` at the repo root is the whole pipeline.",
 "R3: tipper CI/CD service Bitrise vs Codemagic")
pair('role_slot',
 'R4a', "- Hosting: Fly.io app `acw-contracts` in `lhr`, 2 machines",
 'R4b', "contracts-hub is deployed on the `acw-prod` Kubernetes cluster (namespace `contracts`, Helm chart in `infra/charts/contracts-hub`).",
 "R4: contracts-hub hosting Fly.io vs acw-prod Kubernetes")
pair('role_slot',
 'R5a', "- Commercial invoice emails go out through Postmark (server `invoicer-prod`, message stream `invoices`)",
 'R5b', "invoicer sends commercial customers' invoice emails through Amazon SES in eu-west-2, from `accounts@acw-waste.co.uk`.",
 "R5: invoicer outbound email provider Postmark vs Amazon SES")
pair('role_slot',
 'R6a', "Use yarn (v4, berry) for everything in the tipper repo: `yarn install`, `yarn ios`, `yarn android`.",
 'R6b', "- Package manager: pnpm 9 (workspace with `apps/tipper` and `packages/lift-schema`)",
 "R6: tipper package manager yarn vs pnpm")
pair('role_slot',
 'R7a', "weighlink PRs are merged with rebase-and-merge so each commit lands on main as written.",
 'R7b', "The weighlink repo is set to squash merging only; GitHub has the other merge buttons switched off.",
 "R7: weighlink merge strategy rebase-and-merge vs squash")
pair('role_slot',
 'R8a', "- Map tiles for the planner UI come from Cartwheel, our in-house tile server on `tiles.acw.internal`",
 'R8b', "The routewise planner map is served by Martin (vector tiles straight from the PostGIS road network).",
 "R8: routewise planner map tile server Cartwheel vs Martin (in-house/unknown tool)")
pair('role_slot',
 'R9a', "- Council portal scraper: Playwright (Chromium, headless) in `mb-scraper`",
 'R9b', "The missedbin scraper drives the council portals with Selenium and a pinned geckodriver; it logs in as our contractor account.",
 "R9: missedbin council-portal scraper browser automation Playwright vs Selenium")
pair('role_slot',
 'R10a', "- Scheduler for the council SLA extracts: Dagster (`sla_extracts` job, daily 05:00)",
 'R10b', "The council SLA extracts for contracts-hub are orchestrated by Airflow, DAG `council_sla_extracts`.",
 "R10: contracts-hub SLA extract scheduler Dagster vs Airflow")

# ---------------- negation ----------------
pair('negation',
 'N1a', "Always replay last week's lifts with `rw replay --week` before merging a solver change.",
 'N1b', "Don't run `rw replay` before merging solver changes; the nightly CI replay covers it and a local replay ties up rw-batch for an hour.",
 "N1: replay last week's lifts before merging solver changes: always vs don't")
pair('negation',
 'N2a', "- Uses stored tares for the council RCV fleet (tare refreshed at each MOT)",
 'N2b', "weighlink does not use stored tares for any vehicle; every truck is weighed in and weighed out.",
 "N2: weighlink uses stored tares vs does not use stored tares")
pair('negation',
 'N3a', "- A photo is mandatory for every contamination report (the tag won't submit without one)",
 'N3b', "tipper does not require a photo for contamination reports; the crews said it slowed rounds too much, so the photo button is optional.",
 "N3: tipper contamination report photo required vs not required")
pair('negation',
 'N4a', "Never squash commits when merging contracts-hub PRs; the audit trail for rate changes depends on the individual commits.",
 'N4b', "contracts-hub PRs are always squash-merged, one commit per PR, title = PR title.",
 "N4: contracts-hub merging: never squash vs always squash-merge")
pair('negation',
 'N5a', "- Decided to decode sensor payloads in ChirpStack codec scripts (JS), so binsense receives JSON objects",
 'N5b', "We decided not to use ChirpStack codecs for payload decoding; binsense decodes the raw bytes itself in `decoder.rs`.",
 "N5: decode payloads in ChirpStack codecs: decided to vs decided not to")
pair('negation',
 'N6a', "- Council invoices are always emailed as PDF to the council's accounts payable address",
 'N6b', "invoicer never emails council invoices: they are uploaded to each council's procurement portal, which is the only channel their AP accepts.",
 "N6: council invoices emailed as PDF: always vs never")
pair('negation',
 'N7a', "Deploys to `acw-prod` are fine on Fridays as long as the change went through staging.",
 'N7b', "Never deploy to acw-prod on a Friday: nobody from platform is around over the weekend to roll back.",
 "N7: deploying to acw-prod on Fridays: fine vs never")
pair('negation',
 'N8a', "- Automatically books a return collection for every verified missed bin (slot taken from the next routewise plan)",
 'N8b', "missedbin never books return collections automatically; the depot supervisor picks the slot after checking the crew's notes.",
 "N8: missedbin auto-booking of return collections: automatically books vs never")
pair('negation',
 'N9a', "Add type hints to all new Python code in invoicer; mypy runs in CI with `--strict` on `billing/`.",
 'N9b', "Don't add type hints to invoicer code, Priya finds them noise in a Django codebase and mypy is not in CI.",
 "N9: invoicer Python type hints: add vs don't add")
pair('negation',
 'N10a', "- Emails the monthly SLA report to each council automatically on the 3rd working day",
 'N10b', "The SLA report is not sent automatically: contracts-hub drafts it and the contract manager sends it after review.",
 "N10: contracts-hub monthly SLA report sent automatically vs not")

# ---------------- stale_vs_change ----------------
pair('stale_vs_change',
 'S1a', "- Crash reporting: Sentry, project `acw/tipper`",
 'S1b', "tipper crash reporting migrated from Sentry to Firebase Crashlytics in 4.2; the Sentry project is read-only now.",
 "S1: tipper crash reporting Sentry (present) vs migrated to Crashlytics")
pair('stale_vs_change',
 'S2a', "- Addresses come from the LLPG export the councils drop on `sftp.acw.internal:/llpg/`",
 'S2b', "The LLPG SFTP drop was shut down in August; routewise now loads addresses from the OS AddressBase Premium API.",
 "S2: routewise address source LLPG SFTP (present) vs shut down / switched to AddressBase")
pair('stale_vs_change',
 'S3a', "- Logs: Graylog at `https://graylog.acw.internal`, stream per namespace",
 'S3b', "We switched from Graylog to Grafana Loki in May; Graylog has been shut down, search logs in Grafana Explore.",
 "S3: log platform Graylog (present) vs switched to Loki")
pair('stale_vs_change',
 'S4a', "- Runs on the Windows PC in each weighbridge office as a service (`WeighlinkAgent`)",
 'S4b', "weighlink no longer runs on the weighbridge office PCs; the agent moved to a container on the site edge box in September.",
 "S4: weighlink runs on weighbridge office PCs (present) vs no longer")
pair('stale_vs_change',
 'S5a', "- Background jobs: Sidekiq, Redis at `redis-ops.acw.internal:6380`",
 'S5b', "contracts-hub migrated from Sidekiq to GoodJob (jobs now live in Postgres), so it no longer needs Redis.",
 "S5: contracts-hub background jobs Sidekiq (present) vs migrated to GoodJob")
pair('stale_vs_change',
 'S6a', "The binsense device registry is the `Sensor Register` Google Sheet; add a row there before provisioning a sensor.",
 'S6b', "- Device registry: the old Google Sheet is deprecated; the `/admin/devices` page in binsense is the registry now",
 "S6: binsense device registry Google Sheet (present) vs deprecated")
pair('stale_vs_change',
 'S7a', "- Commercial customers pay by card through Stripe Checkout (`/pay/<invoice>` links)",
 'S7b', "Commercial customer payments switched from Stripe to GoCardless direct debit; Stripe is only kept to refund old card payments.",
 "S7: invoicer commercial payments Stripe (present) vs switched to GoCardless")
pair('stale_vs_change',
 'S8a', "- Terraform state: S3 bucket `acw-tfstate` with the `tf-locks` DynamoDB table",
 'S8b', "Terraform state moved to Terraform Cloud (org `acw`); the `acw-tfstate` bucket is read-only and kept only as a backup.",
 "S8: Terraform state backend S3 (present) vs moved to Terraform Cloud")
pair('stale_vs_change',
 'S9a', "Council officers report missed bins by email to `missed@acw-waste.co.uk`, which missedbin polls every 10 minutes.",
 'S9b', "The missed@ mailbox is no longer read by anything: councils raise missed bins through the missedbin portal or its API.",
 "S9: missed-bin intake via missed@ mailbox (present) vs no longer")
pair('stale_vs_change',
 'S10a', "- Distribution: Google Play internal testing track, drivers added by their work Google account",
 'S10b', "tipper is no longer distributed through Google Play; the phones get it as a managed app from Intune.",
 "S10: tipper distribution via Play internal track (present) vs no longer")

# ---------------- refinement ----------------
pair('refinement',
 'F1a', "- Posts every finalised ticket to contracts-hub",
 'F1b', "weighlink posts tickets to contracts-hub with `POST /api/v2/tickets`, signed with an HMAC-SHA256 header `X-ACW-Signature`; unsigned posts get a 401.",
 "F1: weighlink posts tickets to contracts-hub; b adds endpoint and signing")
pair('refinement',
 'F2a', "- Raises a low-battery alert for sensors running out of battery",
 'F2b', "binsense's low-battery alert triggers below 3.3 V and fires at most once per device per week, to the depot's fleet inbox.",
 "F2: binsense low-battery alert; b adds threshold and rate limit")
pair('refinement',
 'F3a', "- The invoicer database is backed up every night",
 'F3b', "invoicer backups are pgBackRest: a full on Sunday night, differentials the other nights, into `s3://acw-backups/invoicer`.",
 "F3: invoicer nightly backup; b details the backup schedule/tool")
pair('refinement',
 'F4a', "- Drivers complete a vehicle defect check before the first lift",
 'F4b', "The walk-round check in tipper has 23 items and the round won't start until it is submitted; a fail on brakes or lights locks the vehicle out.",
 "F4: tipper defect check before first lift; b details items/blocking")
pair('refinement',
 'F5a', "- Deduplicates incoming missed-bin reports",
 'F5b', "Two missed-bin reports for the same UPRN and the same scheduled collection day count as duplicates; the later one is linked, not dropped.",
 "F5: missedbin dedupe; b defines the dedupe key")
pair('refinement',
 'F6a', "Commit messages follow Conventional Commits.",
 'F6b', "Use the system as the conventional-commit scope, e.g. `fix(weighlink): ...` or `feat(tipper): ...`; depot codes go in the body, not the scope.",
 "F6: conventional commits; b specifies the scope convention")
pair('refinement',
 'F7a', "- Computes SLA compliance per council every month",
 'F7b', "SLA compliance in contracts-hub is missed collections per 100,000 scheduled lifts, per council per calendar month, excluding bins not presented.",
 "F7: contracts-hub monthly SLA compliance; b defines the metric")
pair('refinement',
 'F8a', "- Avoids school streets",
 'F8b', "routewise applies school-street closures from each council's GeoJSON only during term time, 08:15-09:15 and 14:45-15:45.",
 "F8: routewise avoids school streets; b narrows to term-time windows")
pair('refinement',
 'F9a', "Priya Raman is the platform lead at Aire & Calder Waste.",
 'F9b', "Priya owns the platform team's backlog and is the one who approves production database migrations.",
 "F9: Priya is platform lead; b details her responsibilities")
pair('refinement',
 'F10a', "- Secrets live in HashiCorp Vault",
 'F10b', "Vault paths follow `kv/<system>/<env>`, and pods read them through the Vault agent injector, never from plain Kubernetes secrets.",
 "F10: secrets in Vault; b adds path scheme and injection")

# ---------------- other_subject ----------------
pair('other_subject',
 'O1a', "- Postgres: `pg-ops.acw.internal:5432`, database `missedbin`",
 'O1b', "- Postgres: `pg-ops.acw.internal:5434`, database `contracts` (separate cluster on the same box)",
 "O1: Postgres endpoint of missedbin vs contracts-hub (different subjects)")
pair('other_subject',
 'O2a', "- CI: GitHub Actions (`.github/workflows/solver.yml`), runners on `gha-runner-01`",
 'O2b', "- CI: Azure Pipelines (the .NET build agents live there), pipeline `weighlink-main`",
 "O2: CI of routewise vs weighlink")
pair('other_subject',
 'O3a', "- GPS: a fix every 15 seconds while a round is in progress",
 'O3b', "The Masternaut telematics boxes in the cabs report position every 60 seconds, ignition on or off.",
 "O3: position interval of tipper app vs in-cab telematics units")
pair('other_subject',
 'O4a', "- Lift photos are kept for 90 days",
 'O4b', "Photos attached to missed-bin reports are kept for 2 years because councils ask for them in disputes.",
 "O4: photo retention tipper lift photos vs missedbin report photos")
pair('other_subject',
 'O5a', "- Python 3.12, gunicorn behind the shared ingress",
 'O5b', "The missedbin scraper workers are pinned to Python 3.11 until the council portal client library supports 3.12.",
 "O5: Python version invoicer vs missedbin scraper")
pair('other_subject',
 'O6a', "Leeds (Knostrop) household rounds start at 06:00; crews are on site from 05:45 for the walk-round.",
 'O6b', "Bradford household rounds start at 06:30 because of the Bowling Back Lane gate times.",
 "O6: round start time Leeds vs Bradford depot")
pair('other_subject',
 'O7a', "- `acw-staging`: 3 worker nodes (e2-standard-4), scaled to 1 overnight",
 'O7b', "acw-prod runs 8 worker nodes across two zones; node pool changes go through Terraform only.",
 "O7: worker node count staging vs prod cluster")
pair('other_subject',
 'O8a', "- Resident SMS go through Twilio (messaging service `missedbin-uk`)",
 'O8b', "Driver notifications in tipper are push messages via Firebase Cloud Messaging; there is no SMS path for crews.",
 "O8: notification channel for residents (missedbin) vs drivers (tipper)")
pair('other_subject',
 'O9a', "- Platform on-call rotates weekly, handover Monday 09:00",
 'O9b', "Depot supervisor on-call rotates every fortnight and covers bin-lorry breakdowns and crew no-shows, not systems.",
 "O9: on-call rotation platform vs depot supervisors")
pair('other_subject',
 'O10a', "- Knostrop weighbridge: 18 m deck, max 60 t",
 'O10b', "The Bowling Back Lane weighbridge is the older 15 m deck, rated to 50 t; artics have to weigh axle by axle.",
 "O10: weighbridge capacity Knostrop vs Bowling Back Lane")

# ---------------- dated_history ----------------
pair('dated_history',
 'D1a', "Until April 2026 routewise ran on a single VM, `rw-01`, with the solver started from crontab.",
 'D1b', "- Runs as a Kubernetes CronJob in `acw-prod` (namespace `routewise`)",
 "D1: routewise on VM until April vs k8s CronJob now")
pair('dated_history',
 'D2a', "Before June 2026 weighbridge tickets were keyed into Sage by the site clerks from the printed ticket.",
 'D2b', "- Pushes finalised tickets to invoicer automatically for commercial trade-waste customers",
 "D2: tickets keyed into Sage before June vs pushed automatically now")
pair('dated_history',
 'D3a', "Until the Kirklees contract started in May 2026 we only had two council contracts, Leeds and Bradford.",
 'D3b', "ACW holds three council collection contracts: Leeds, Bradford and Kirklees.",
 "D3: two contracts until May vs three now")
pair('dated_history',
 'D4a', "During the February 2026 outage missedbin was served from the DR site in Manchester for two days.",
 'D4b', "- Served from `acw-prod` (London, europe-west2)",
 "D4: missedbin served from DR during Feb outage vs prod now")
pair('dated_history',
 'D5a', "Through March 2026 invoicer was on Django 4.2 LTS; the 5.0 upgrade landed with the VAT rework.",
 'D5b', "- Framework: Django 5.0 with DRF for the `/api` endpoints",
 "D5: invoicer Django 4.2 through March vs 5.0 now")
pair('dated_history',
 'D6a', "Back in January 2026 garden-waste subscriptions were sold through a Shopify store run by the comms team.",
 'D6b', "- Garden-waste subscriptions are sold through the `/garden` checkout in invoicer",
 "D6: garden-waste sold via Shopify in Jan vs invoicer now")
pair('dated_history',
 'D7a', "Over the 2025 Christmas catch-up, rounds ran on both Saturdays and the depot kept the weighbridge open until 20:00.",
 'D7b', "Collection rounds run Monday to Friday; bank-holiday weeks slip by a day.",
 "D7: Saturday rounds during 2025 Christmas catch-up vs Mon-Fri now")
pair('dated_history',
 'D8a', "Until the August firmware update the sensors reported temperature in tenths of a degree as an integer.",
 'D8b', "- Temperature is reported in degrees Celsius as a float",
 "D8: sensor temperature unit until August vs now")
pair('dated_history',
 'D9a', "tipper shipped iOS-only for the January 2026 trial on the Wakefield garden rounds.",
 'D9b', "- Runs on the drivers' Samsung Galaxy XCover 6 Pro phones (Android 14)",
 "D9: tipper iOS-only in January trial vs Android phones now")
pair('dated_history',
 'D10a', "Until July 2026 the on-call pager was a shared Nokia that got handed over at the Monday stand-up.",
 'D10b', "- Pages go through PagerDuty (service `platform-prod`)",
 "D10: on-call pager shared phone until July vs PagerDuty now")

# ---------------- agreeing_duplicate ----------------
pair('agreeing_duplicate',
 'A1a', "Never run database migrations against production from a laptop; prod migrations only go through the `migrate` pipeline job.",
 'A1b', "Prod schema migrations are run by the deploy pipeline's migrate step, not from anyone's machine.",
 "A1: prod migrations only via pipeline (same rule, different words)")
pair('agreeing_duplicate',
 'A2a', "- Net weight is computed by weighlink (gross minus tare), never by the indicator",
 'A2b', "The indicators don't calculate net; weighlink subtracts tare from gross itself before the ticket is written.",
 "A2: net weight computed in weighlink, not the indicator")
pair('agreeing_duplicate',
 'A3a', "Every property record across our systems is keyed on the UPRN.",
 'A3b', "The UPRN (unique property reference number, up to 12 digits) is the join key for properties in routewise, missedbin and contracts-hub alike.",
 "A3: UPRN is the property key everywhere")
pair('agreeing_duplicate',
 'A4a', "Priya wants short answers and no recap paragraph at the end.",
 'A4b', "Priya doesn't like summaries tacked onto the end of replies; keep it brief and stop when the answer is done.",
 "A4: user prefers brief replies without end summaries")
pair('agreeing_duplicate',
 'A5a', "- Source of truth for council contract rates",
 'A5b', "Contract rates live in contracts-hub; every other system, invoicer included, reads them from there.",
 "A5: contracts-hub is source of truth for contract rates")
pair('agreeing_duplicate',
 'A6a', "- DevEUIs are stored as 16 uppercase hex characters, no separators",
 'A6b', "Store DevEUIs in uppercase hex without colons or dashes, e.g. `A84041000181C2F3`.",
 "A6: DevEUI format uppercase hex without separators")
pair('agreeing_duplicate',
 'A7a', "- Each tipping visit at a transfer station is budgeted at 25 minutes",
 'A7b', "routewise allows 25 min per tip at the transfer station, queue included.",
 "A7: routewise tipping visit budget 25 minutes (same value)")
pair('agreeing_duplicate',
 'A8a', "- Release PRs need two approvals",
 'A8b', "Two reviewers have to approve a tipper release PR before it can be merged.",
 "A8: tipper release PRs need two approvals")
pair('agreeing_duplicate',
 'A9a', "- Commercial collection charges carry standard-rate VAT (20%)",
 'A9b', "Trade-waste collection is standard-rated for VAT, so invoicer adds 20% to every commercial collection line.",
 "A9: commercial collection VAT 20%")
pair('agreeing_duplicate',
 'A10a', "The staging database is refreshed from prod nightly with names, phone numbers and emails scrubbed.",
 'A10b', "Staging gets an anonymised copy of production every night (personal data masked by `scrub.sql`).",
 "A10: nightly anonymised staging refresh")

# ---------------- negation_scope ----------------
pair('negation_scope',
 'NS1a', "Never deploy weighlink while the weighbridges are open (06:00-18:00 weekdays, 07:00-12:00 Saturdays).",
 'NS1b', "weighlink deploys roll out one site at a time, Knostrop last.",
 "NS1: never deploy during opening hours vs deploys roll one site at a time")
pair('negation_scope',
 'NS2a', "Never send resident SMS before 08:00 or after 20:00.",
 'NS2b', "- Sends the resident an SMS when the return collection is booked",
 "NS2: no SMS outside 08-20 vs sends SMS when booked")
pair('negation_scope',
 'NS3a', "Don't rerun the routewise plan for a depot after 05:00; crews have already downloaded their rounds by then.",
 'NS3b', "If a vehicle goes VOR in the evening, rerun the plan for that depot with `rw plan --depot <code> --exclude-vehicle <reg>`.",
 "NS3: don't rerun after 05:00 vs rerun in the evening when a vehicle goes VOR")
pair('negation_scope',
 'NS4a', "Council invoices are never issued without a PO number from the council's procurement system.",
 'NS4b', "- Council invoices are issued on the 1st working day of the month",
 "NS4: never issued without PO vs issued on 1st working day")
pair('negation_scope',
 'NS5a', "Do not restart the binsense consumers during the 05:00-07:00 uplink peak.",
 'NS5b', "- Restart the consumers one at a time (`kubectl rollout restart deploy/binsense-consumer`) so uplinks keep flowing",
 "NS5: don't restart during peak vs restart one at a time")
pair('negation_scope',
 'NS6a', "tipper does not upload photos over mobile data; they wait for depot Wi-Fi.",
 'NS6b', "- Lift events sync over mobile data as they happen",
 "NS6: no photo upload over mobile data vs lift events sync over mobile data")
pair('negation_scope',
 'NS7a', "Don't force-push to `main` in any repo.",
 'NS7b', "Force-pushing your own feature branch after a rebase is fine; use `--force-with-lease`.",
 "NS7: no force-push to main vs force-push to own feature branch is fine")
pair('negation_scope',
 'NS8a', "Never hard-code council contract rates in invoicer code or fixtures.",
 'NS8b', "invoicer caches the contract rates it pulls from contracts-hub for 24 hours.",
 "NS8: never hard-code rates vs caches rates for 24 h")
pair('negation_scope',
 'NS9a', "routewise doesn't schedule commercial lifts before 07:00 in residential zones (council noise condition).",
 'NS9b', "- Commercial trade-waste lifts are scheduled from 05:30 (the trade crews start before the household rounds)",
 "NS9: no commercial lifts before 07:00 in residential zones vs commercial lifts from 05:30")
pair('negation_scope',
 'NS10a', "Don't run `weighlink recalc` on a month that finance has already closed.",
 'NS10b', "Run `weighlink recalc --ticket <id>` after fixing a wrong gross or tare reading so the ticket's net and charge are rebuilt.",
 "NS10: don't recalc closed months vs recalc after correcting tare")
