# Root Claude Code auto-memory files: name -> (slug, description, type, body, hook, title)
ROOT = {}
def r(fn, slug, desc, typ, title, hook, body):
    ROOT[fn] = (slug, desc, typ, title, hook, body)

r('reference_hirebook.md','reference-hirebook',
  'hirebook: the booking/counter monolith, endpoints, jobs, CI, conventions','reference',
  'hirebook overview','Rails booking + counter monolith: stack, endpoints, jobs, CI, conventions',
"""# hirebook

The system of record for hires: quotes, bookings, the counter screens at all depots, customer
accounts, rate cards. Repo `fernhill/hirebook`. Linear team key `HIR`.

## Stack
@@F1b@@
- Tailwind via `tailwindcss-rails`, no Node toolchain in the app itself
@@S4a@@
@@O10a@@

## Data
@@V1a@@
- Ad-hoc queries go to the read replica, never to the primary
@@F3b@@
@@A7a@@
@@D3b@@
- Hire numbers: `H` + year + 5 digits (`H2026-01873`); contract PDFs are attached to the hire

## Jobs
@@R1a@@
- Queues: `default`, `mailers`, `exports`, `low`
- Late-return fee job runs hourly and only touches hires past their due time by 2 h or more

## Behaviour worth knowing
@@NS6b@@
- Cancelling a hire releases the deposit hold via tillbridge; it does not delete anything
- Counter screens poll `/counter/queue` every 10 s; a slow query there shows up as "ghost" customers

## Dev
@@O2a@@
@@F10b@@
- `bin/dev` starts web + css watcher; `bin/setup` creates the dev DB from `db/structure.sql`
- Linting: `bin/rubocop` (standardrb config); CI fails on offences in changed files only
""")

r('reference_depotscan.md','reference-depotscan',
  'depotscan: tablet app for check-out/check-in scanning at the depots','reference',
  'depotscan overview','Tablet scanning app for check-out/check-in: stack, build, release, behaviour',
"""# depotscan

React Native app on the depot tablets. Staff scan the asset barcode (or the RFID tag on
newer kit) at check-out and check-in; it talks to hirebook's `/api/v2/scan` endpoints.
Repo `fernhill/depotscan`.

## Stack
@@V5a@@
- State: zustand; API client generated from hirebook's OpenAPI file (`yarn gen:api`)
- Barcode: `expo-camera` scanner, plus the Zebra DataWedge intent on the two TC21s at Leeds

## Build & release
@@R2a@@
@@S3a@@
- OTA updates via `expo-updates`, channel `production`; native changes need a store-style build
@@R8a@@

## Behaviour
@@D7b@@
@@N2a@@
- A check-in with damage opens the photo flow; at least two photos before it can be completed
- Scanning an asset that is already out shows the current hire and customer name, nothing editable

## Gotchas
- The camera permission prompt reappears after Hexnode pushes a policy update; tap allow once
- Don't bump `expo-camera` on its own, it has to move with the SDK
""")

r('reference_fleetcare.md','reference-fleetcare',
  'fleetcare: Django app for servicing, inspections and defects on the hire fleet','reference',
  'fleetcare overview','Workshop system for servicing, inspections, defects: stack, jobs, access',
"""# fleetcare

Workshop side of the business: service history, statutory inspections, defect reports,
quarantine of kit that fails. Gail's team lives in it. Repo `fernhill/fleetcare`.

## Stack
@@O3a@@
@@V9a@@
@@O1a@@
@@R6a@@
@@S7a@@

## What it tracks
@@F8a@@
- LOLER due dates for lifting equipment, with certificates attached as PDFs
- Hours meters on plant (manual entry at check-in, tracklink hours where fitted)
- Quarantine flag: an item in quarantine cannot be booked in hirebook (webhook to `/api/v2/assets/hold`)

## Jobs
@@O6a@@
- Weekly "due next 14 days" report to Gail every Monday 07:00

## Access
@@D5b@@
- Workshop leads can close defects; depot staff can only raise them

## Deploying
@@NS2b@@
- Static files served by whitenoise, no CDN
""")

r('reference_tillbridge.md','reference-tillbridge',
  'tillbridge: card terminal + payments bridge between the counters and hirebook','reference',
  'tillbridge overview','Counter card terminals and payment bridge: runtime, flows, behaviour',
"""# tillbridge

Small TypeScript service that sits between the counter card terminals (Dojo) and hirebook:
takes payments, deposit holds and refunds, and posts the result back onto the hire.
Repo `fernhill/tillbridge`.

## Runtime
@@V10a@@
- Fastify 4, Prisma for its own small Postgres schema (`tillbridge` db on the hirebook cluster)
- One replica only: the terminal pairing state is in memory, so don't scale it out

## Flows
- Payment: hirebook creates an intent -> tillbridge pushes it to the paired terminal -> webhook back
- Deposit hold: same flow with `capture=false`; release happens when the hire is closed
@@N10a@@
- Refunds over £500 need a manager card tap on the terminal

## Ops
- Terminal pairing is per counter position (`LDS-1`, `LDS-2`, `YRK-1`, ...)
- Logs are JSON to stdout, shipped with the rest of the cluster logs
""")

r('reference_invoicer.md','reference-invoicer',
  'invoicer: billing service, nightly run, dunning, PDFs, accounting export','reference',
  'invoicer overview','Billing service: nightly run, dunning, PDFs, tax handling, accounting export',
"""# invoicer

Kotlin (Ktor) service that turns closed hires into invoices, chases unpaid ones and hands
everything to the accounting system. Owned by Dev Okafor (accounts) + platform.
Repo `fernhill/invoicer`.

## Deployment
@@A8a@@
@@V4a@@
- Postgres schema `invoicing` on the hirebook cluster (separate role `invoicer_app`)

## Invoicing
@@NS4b@@
- Cash customers get a receipt at the counter instead; only account customers get invoices
- Credit notes reference the original invoice number (`INV-2026-004118` style)
@@N3a@@
@@S5a@@
@@R3a@@

## Chasing
@@V7a@@
- Reminders stop as soon as a payment is matched, even a partial one

## Accounting
@@F6a@@
- Xero contact = hirebook customer ID, so never rename customer IDs
""")

r('reference_shopfront.md','reference-shopfront',
  'shopfront: public website fernhillhire.co.uk (catalogue, online booking, deposits)','reference',
  'shopfront overview','Public website: stack, hosting, CI, content, payments',
"""# shopfront

Public site at https://www.fernhillhire.co.uk. Catalogue, depot pages, online booking
requests, online deposits. Talks to hirebook's public API. Repo `fernhill/shopfront`.

## Stack
@@D2b@@
@@R5a@@
- Tailwind + shadcn/ui components
@@R4b@@

## Build
@@O2b@@
- Local run: `pnpm dev` against the staging API (`NEXT_PUBLIC_API=https://staging...`)

## Content
@@S9a@@
@@V6a@@
- Catalogue data (SKUs, rates, availability) always comes from hirebook, never from the CMS

## Payments
@@F9a@@
- Online bookings are only requests until the depot confirms them in hirebook
""")

r('reference_tracklink.md','reference-tracklink',
  'tracklink: GPS tracker ingest for the plant fleet, geofences, hours','reference',
  'tracklink overview','GPS tracker ingest for plant: pipeline, storage, alerts',
"""# tracklink

Go service that ingests positions from the Teltonika trackers fitted to the bigger plant
(diggers, dumpers, rollers, generators), keeps a position history and raises geofence
alerts. Repo `fernhill/tracklink`. Tom wrote most of it.

## Build
@@D4b@@
@@O10b@@

## Pipeline
@@V2a@@
@@S8a@@
@@NS3a@@
@@N5a@@
@@R10a@@

## Behaviour
@@D10b@@
@@F5a@@
- Engine hours from the ignition input are pushed to fleetcare once a day

## Notes
- IMEI -> asset mapping lives in hirebook (`assets.tracker_imei`); tracklink caches it for 10 min
""")

r('reference_reporting.md','reference-reporting',
  'Reporting: warehouse, dbt project and dashboards','reference',
  'Reporting / warehouse','Warehouse, dbt models and dashboards used by depots and accounts',
"""# Reporting

Warehouse for utilisation, revenue per asset, depot performance. Repo `fernhill/analytics`
(dbt project). Consumers: Hannah (depots), Dev (accounts), the directors' Monday pack.

## Warehouse
@@O1b@@
- Loaded by logical replication from hirebook + invoicer (publications `wh_*`)
@@N8a@@

## dbt
- Models: `stg_*` -> `int_*` -> `fct_hires`, `fct_utilisation`, `dim_asset`, `dim_customer`
- Tests run as part of the build; a failing `unique` test stops the run, it doesn't just warn

## Dashboards
@@S2a@@
- "Utilisation by category" is the one the directors actually read
""")

r('reference_infra.md','reference-infra',
  'Infra: k3s cluster, registry, secrets, DNS: what runs where','reference',
  'Infrastructure','k3s cluster, registry, secrets, DNS, backups of the cluster itself',
"""# Infra

Everything in-house runs on a 3-node k3s cluster in the Leeds comms room (`k3s-01..03`),
plus a few VMs on the Proxmox box next to it. Internal DNS zone `fernhill.lan`.

## Cluster
- Ingress: Traefik (k3s default), internal certs from step-ca (`ca.fernhill.lan`)
- Storage: Longhorn, 2 replicas; the Postgres VMs are NOT on Longhorn
@@S1a@@
@@R9a@@

## Conventions
@@A6a@@
- Namespaces per system; shared things live in `platform`
- Every Deployment needs resource requests, Priya rejects PRs without them

## VMs
- `pg-*` database VMs on Proxmox, ZFS underneath, snapshots every 4 h
- `ci-01`, `ci-02` build agents
""")

r('reference_oncall.md','reference-oncall',
  'On-call: rota, paging, where alerts go, escalation','reference',
  'On-call','Rota, paging, alert channel, escalation rules',
"""# On-call

## Rota
@@O9a@@
- Covers hirebook, tillbridge, invoicer, shopfront; fleetcare and tracklink are best-effort

## Paging and alerts
@@S6a@@
@@S10a@@
- Alertmanager routes: `severity=page` pages, everything else only posts

## Escalation
@@NS5a@@
- If on-call can't fix it in 30 min, call Priya (mobile in the people note)
- Payment problems at the counter: phone the depot manager too, they may need the paper fallback
""")

r('reference_depots.md','reference-depots',
  'The five depots: codes, hours, what is special about each','reference',
  'Depots','Depot codes, opening hours, roles of each depot',
"""# Depots

@@A4a@@
@@O8a@@
- Leeds also hosts the workshop and the comms room
- Wakefield (WKF): the plant depot, most of the tracked machines are based here
@@D6b@@
- Bradford (BFD): smallest depot, no separate yard office
- York (YRK): powered access and event hire (generators, lighting towers)
""")

r('project_loler_schedule.md','project-loler-schedule',
  'LOLER inspection schedule for lifting kit and how fleetcare enforces it','project',
  'LOLER schedule','Statutory lifting-kit inspections and the hire block in fleetcare',
"""@@V3a@@

**Why:** insurer audit in April found two engine cranes out on hire with lapsed certificates.
Gail wants the system to stop it, not a spreadsheet.

**How to apply:** when touching the availability query in hirebook, keep the fleetcare hold
check in it; don't add bypass flags without Gail agreeing.
""")

r('project_deposits.md','project-deposits',
  'How deposits work at the counter and online, and the hold timing','project',
  'Deposits','How deposits are taken and how long holds last',
"""@@D8b@@

- Amount comes from the rate card (`deposit_pence`), typically £100-£500
@@V8b@@
- Released automatically when the hire is closed with no damage

**Why:** full charges + refunds cost us card fees twice and confused customers' statements.

**How to apply:** anything that closes a hire must go through `Hire#close!` so the release fires.
""")

r('project_depot_tablets.md','project-depot-tablets',
  'Depot tablets: rollout status and how they are managed','project',
  'Depot tablets','Tablet rollout state and device management',
"""@@F2a@@
@@D1b@@
@@A10a@@

**Why:** the paper check-out book was losing about one item a week.

**How to apply:** if a depot reports "the app is gone", it is almost always a kiosk policy push,
not a depotscan bug; check the device in the MDM first.
""")

r('project_esign.md','project-esign',
  'E-signature of hire contracts at check-out','project',
  'Contract signatures','Signed contracts at check-out, why and what to keep',
"""@@F4a@@

**Why:** insurer requirement since 2026; unsigned contracts void the damage cover.

**How to apply:** no check-out path (counter, depotscan, delivery driver) may skip the
signature step; an API client that tries gets a 422 from hirebook.
""")

r('project_staging.md','project-staging',
  'hirebook staging environment: purpose and data','project',
  'hirebook staging','What staging is for and what data it holds',
"""@@N9a@@

- Refresh job `staging-refresh` runs at 04:00 and takes about 20 minutes
- Staging is also where new counter staff get trained

**How to apply:** warn before doing anything destructive on staging between 04:00 and 04:30.
""")

r('project_ci_speed.md','project-ci-speed',
  'hirebook CI speed work: where it stands','project',
  'hirebook CI speed','Spec suite duration and parallelism work',
"""@@D9b@@

- Split by timing data (`knapsack_pro` queue mode)
- Slowest files are the counter system specs; they use cuprite, not selenium

**How to apply:** a PR that adds more than a minute to the suite needs a note in the description.
""")

r('project_trade_accounts.md','project-trade-accounts',
  'Trade account applications: credit checks and approval rules','project',
  'Trade accounts','Approval rules for trade (credit) accounts',
"""Trade accounts let builders hire on credit and pay monthly. Applications come from shopfront
or the counter and land in hirebook's `account_applications`.

@@NS9a@@
- Anything above that goes to Dev for a manual decision, usually within a day
- Sole traders need two trade references; limited companies need none

**Why:** two bad debts in 2025 over £8k each.
""")

r('feedback_git_workflow.md','feedback-git-workflow',
  'Git rules per repo: merging, staging files, tags','feedback',
  'Git workflow','Per-repo merge rules, staging files, who tags releases',
"""@@R7a@@
@@N1a@@
@@A5a@@
@@NS10a@@

**Why:** Priya reads history per ticket in hirebook; Gail's workshop bugs are easier to bisect
with the small commits; an `.env` with real keys got committed once in February.

**How to apply:** check the repo before merging; if unsure, ask rather than guess the strategy.
""")

r('feedback_deploys.md','feedback-deploys',
  'Deploy timing rules for hirebook','feedback',
  'Deploy rules','When hirebook may be deployed or restarted',
"""@@N4a@@
@@NS1a@@

**Why:** a Friday deploy in 2025 broke the late-return fees and nobody was in until Monday;
counter restarts log staff out mid-transaction.

**How to apply:** if a fix is urgent outside these rules, ask Priya and say why.
""")

r('feedback_testing.md','feedback-testing',
  'How to test hirebook changes before committing','feedback',
  'Testing hirebook','What to run before committing hirebook changes',
"""@@N7a@@

**Why:** Buildkite is shared and a red main blocks everyone's deploys.

**How to apply:** at minimum run the specs for the files you touched plus `bin/rubocop`;
mention in the commit message if you skipped something.
""")

r('feedback_answer_style.md','feedback-answer-style',
  'Answer format Priya wants','feedback',
  'Answer style','Length and order of answers',
"""@@F7b@@

**Why:** she reads answers on her phone between depot visits.

**How to apply:** longer explanations only when she asks "why" or "explain".
""")

r('feedback_commits.md','feedback-commits',
  'Commit message conventions across fernhill repos','feedback',
  'Commit messages','Subject format and body conventions',
"""@@A1a@@
- Body: what changed and why, wrapped at 72
- No `Co-Authored-By` trailer, no emoji

**Why:** Linear links commits to tickets by key; Dev's release notes come from subjects.
""")

r('feedback_prod_access.md','feedback-prod-access',
  'Production access: ask first','feedback',
  'Production access','Checking in before touching production',
"""@@A9a@@

Read-only queries on the replica are fine without asking. Anything that writes, restarts,
scales or deletes on production needs an explicit yes in the conversation.

**Why:** the agent once restarted tillbridge during a terminal firmware update.
""")

r('feedback_feature_flags.md','feedback-feature-flags',
  'Feature flags for risky hirebook changes','feedback',
  'Feature flags','Use flags for risky changes; clean them up',
"""@@F10a@@

Remove the flag and the dead branch within two releases after it is fully on.

**Why:** the counter can't wait for a rollback deploy during the morning rush.
""")

r('feedback_data_hygiene.md','feedback-data-hygiene',
  'Data hygiene rules in hirebook','feedback',
  'Data hygiene','What may and may not be removed from hirebook data',
"""@@NS7a@@
- Customer merges go through `CustomerMerge` so hires move with the customer

**Why:** the insurer and HMRC both ask for hire history years later.
""")

r('user_priya.md','user-priya',
  'Priya Raman: platform lead at Fernhill Tool & Plant Hire','user',
  'Priya (user)','Platform lead; how she works and what she owns',
"""# Priya Raman

@@A3a@@
@@F7a@@
- Ruby and Go background; reads Kotlin and TypeScript but doesn't enjoy them
- Based at Leeds, visits the other depots on Tuesdays and Thursdays
- Likes decisions written down in the repo's `docs/adr/`
""")
