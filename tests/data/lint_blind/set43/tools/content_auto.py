# free notes: (slug, title, created, tags, body)
AUTO = []
def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip('\n') + '\n'))

A('vanrun-battery-drain', 'vanrun: driver phone battery drain investigation', '2026-07-03', ['vanrun', 'android', 'battery'], """
# Battery drain on the driver phones

Drivers on the long Holmfirth/Marsden runs were getting to 15% by 2pm in June.

«V2b»
why the XCover batteries now last the whole shift even on the hill runs.

Other findings:
- The camera preview was kept alive between stops; now released after each proof photo
- Screen brightness locked at 80% by the kiosk profile, Nadia asked to leave it
- Charging cables in vans 3 and 5 were faulty (replaced)
""")

A('mylark-api-dockerfile', 'mylark-api container and env', '2026-10-16', ['mylark', 'docker', 'config'], """
# mylark-api container

«V5b»
Multi-stage build: `deps` → `build` → `runtime`; the runtime stage runs as user `node`.

Env in the k3s deployment (`apps/mylark-api/values.yaml`):
«O6b»
- `NHS_LOGIN_ISSUER` set per environment
- `VANRUN_URL` points at the vanrun-api public hostname
- `LOG_LEVEL=info`

Image is ~140 MB; don't add `devDependencies` to the runtime stage.
""")

A('rota-planning-notes', 'Rota planning: how the area managers use rotaboard', '2026-09-08', ['rotaboard', 'rota', 'locums'], """
# Rota planning notes

Sat with Helen (area manager, Calder Valley) to see how she plans.

«D3a»
Moving to rotaboard in February took two weekends of data cleanup.

«V7b»
Helen starts with the RP cover, then fills technicians and dispensers around it.
- Bank holiday weeks are planned separately, usually in one sitting
- She'd like a "copy last month" button; ticket `ROTA-88`
""")

A('scriptline-item-limit', 'scriptline: item limit on repeat requests', '2026-05-21', ['scriptline', 'limits', 'validation'], """
# Item limit on repeat requests

Came up when a care home tried to order for a resident with a very long repeat list.

«V9b»
The mylark form shows the error from the API as is; branch staff split large requests in two.
""")

A('mylark-push-debug', 'Debugging missing push notifications in mylark', '2026-08-27', ['mylark', 'push', 'ios'], """
# Missing push notifications

Several iOS users said they never got the "ready to collect" push.

«R2b»
including iOS via the APNs key uploaded to the Firebase project.

Cause: the APNs key had been rotated in the Apple developer account but not re-uploaded.
- Fixed 2026-08-27, key expiry now on the platform calendar
- Android was never affected
""")

A('shelfwise-ci', 'shelfwise CI setup', '2026-06-09', ['shelfwise', 'ci'], """
# shelfwise CI

«R4b»
Steps: ruff, mypy, pytest with a Postgres service container, then the image build on `main`.

- Pipeline takes ~7 min; the slow part is the dm+d fixture load
- Secrets for the image registry are Woodpecker org secrets
""")

A('rotaboard-dev-setup', 'rotaboard local dev setup', '2026-04-14', ['rotaboard', 'rails', 'dev'], """
# rotaboard dev setup

«R6b»
locally `bin/setup` creates the dev database from `db/seeds.rb`.

- Ruby 3.3 via mise
- `bin/dev` runs Rails + Sidekiq + tailwind watcher
- Seeds include all 11 branches with fake staff
""")

A('mylark-release-checklist', 'mylark release checklist', '2026-07-06', ['mylark', 'release', 'app-store'], """
# mylark release checklist

1. Bump version in `app.json`-equivalent (`apps/mobile/version.ts`) and native projects
2. Changelog entry in plain English for Gareth
«R10b»
4. Phased release on iOS (7 days), staged rollout 10% → 50% → 100% on Android

«A9b»
Store screenshots only need redoing when the home screen changes.
""")

A('rotaboard-incident-0412', 'rotaboard incident 2026-04-12: broken publish', '2026-04-13', ['rotaboard', 'incident', 'git'], """
# rotaboard incident, 12 April

A hotfix pushed directly to `main` broke the publish button for the whole Saturday; nobody could publish May.

«N6b»
Branch protection on `main` is now on for rotaboard, with one required review.

Timeline and fix are in `ROTA-61`.
""")

A('eps-failures', 'EPS download failures: what happens to them', '2026-10-02', ['eps-bridge', 'eps', 'errors'], """
# EPS download failures

«N8b»
The queue screen shows the prescription ID and the spine error code.

Common codes:
- `0003` — already downloaded by another pharmacy (patient changed nomination)
- `0005` — prescription cancelled by the prescriber
- timeouts, mostly Monday 08:00–09:00
""")

A('owings-handling', 'How owings are handled', '2026-06-22', ['owings', 'scriptline', 'branches'], """
# Owings

An owing is created when a prescription can only be part-supplied.

- scriptline tracks the owed quantity per item and links it to the next Northway delivery
«N10b»
- The `owings-digest` job lists them for each branch in the morning
""")

A('stock-count-api', 'shelfwise stock-count API', '2026-09-17', ['shelfwise', 'stock', 'scanners'], """
# Stock-count API

«S2b»
The scanner app authenticates with a per-device token issued from shelfwise admin.

- Counts are posted per location with the scanner's serial
- Duplicate posts within 10 minutes are de-duplicated server side
""")

A('argo-cd', 'Argo CD setup on the k3s cluster', '2026-09-29', ['argo-cd', 'k3s', 'deploys'], """
# Argo CD

App-of-apps in the `platform-gitops` repo, one folder per app under `apps/`.

«S6b»
«NS1b»
- Sync is manual for patient-facing apps, automatic for internal tools
- Argo CD UI at `argocd.larkfield.internal`, SSO through Entra ID
""")

A('todmorden-cdreg', 'Todmorden cdreg go-live', '2026-07-24', ['cdreg', 'todmorden', 'cd'], """
# Todmorden on cdreg

Todmorden held out longest because of the pharmacist's worries about the tablet in the dispensary.

«S8b»
- Opening balances were checked by two people and signed off by Gareth
- The old paper registers are kept in the safe for the legal retention period
""")

A('github-migration', 'Gitea to GitHub migration', '2026-03-20', ['git', 'github', 'gitea'], """
# Gitea → GitHub

«S10b»
- All repos moved with history; issues were not migrated (exported to CSV on nas-01)
- Repo names stayed the same as on Gitea
- Deploy keys regenerated for Argo CD
""")

A('par-levels', 'shelfwise par levels', '2026-10-09', ['shelfwise', 'ordering', 'par-levels'], """
# Par levels

«F3b»
Branch pharmacists can override per line; overrides expire after 90 days unless renewed.

- Winter lines are flagged in the product admin (`is_winter_line`)
- New lines start with the par level of the nearest similar pack until there's 8 weeks of history
""")

A('backups', 'Backups: how they work and how to restore', '2026-05-05', ['backups', 'postgres', 'restore'], """
# Backups

«F5b»
Retention on the NAS: 4 full backups.

Restore drill: last done 2026-10-18 for shelfwise, took 40 minutes.
- Runbook: `docs/runbooks/restore.md` in `platform-gitops`
""")

A('mylark-eta', 'mylark delivery ETA', '2026-08-14', ['mylark', 'vanrun', 'eta'], """
# Delivery ETA in mylark

«F7b»
The live estimate comes from vanrun-api (`GET /runs/{id}/eta?stop=`), refreshed every minute while the screen is open.
""")

A('cdreg-corrections', 'cdreg: correcting entries', '2026-05-12', ['cdreg', 'corrections'], """
# Correcting a cdreg entry

«F9b»
The correcting entry must have a reason; the dropdown covers the usual cases (wrong patient, wrong quantity, wrong prescriber).
Both rows show in the register view, the corrected one struck through.
""")

A('mylark-ci', 'mylark CI', '2026-06-30', ['mylark', 'ci'], """
# mylark CI

«O2b»
- iOS builds use the Xcode 16 stack
- Android signing key lives in Bitrise as a protected file
""")

A('cdreg-hsm', 'cdreg and the HSM client', '2026-09-11', ['cdreg', 'hsm', 'python'], """
# cdreg and the HSM

«O4b»
The vendor promised a 3.12 wheel "in Q1"; check again in January.
- HSM on `hsm-01`, client certificate rotated yearly in November
""")

A('staging-notes', 'Staging environment notes', '2026-04-07', ['staging', 'environments'], """
# Staging

«D8b»
«O8a»
- Synthetic patients are regenerated every Sunday night
- Test smartcards don't work against staging eps-bridge; it uses a stub
""")

A('huddersfield-refit', 'Huddersfield branch refit', '2026-10-12', ['branches', 'huddersfield'], """
# Huddersfield refit

Dispensary moved to the back of the shop and a consultation room added.

«O9b»
- New dispensary PCs and a second label printer
- Fridge moved, its sensor re-registered in fridgewatch
""")

A('shelfwise-django-upgrade', 'shelfwise Django upgrade', '2026-08-20', ['shelfwise', 'django', 'upgrade'], """
# shelfwise Django upgrade

«D6a»
Main pain points of the upgrade:
- `django-filter` needed a major bump
- Two custom form widgets relied on removed template tags
""")

A('fridge-logger-history', 'Fridge logger history', '2026-06-05', ['fridgewatch', 'history'], """
# Fridge loggers before fridgewatch

«D10a»
Readings were typed into a spreadsheet; an excursion on a Thursday would be noticed on Monday.
That's the main reason fridgewatch was built.
""")

A('logging-conventions', 'Logging conventions', '2026-03-16', ['logging', 'privacy'], """
# Logging conventions

- Structured JSON logs, one event per line
- Request id in every line (`request_id`)
«A3b»
""")

A('vanrun-api-notes', 'vanrun-api code notes', '2026-05-26', ['vanrun', 'go'], """
# vanrun-api code notes

«A4b»
- Handlers in `internal/http`, solver wrapper in `internal/plan`
- sqlc for queries; don't hand-write SQL in handlers
""")

A('mylark-copy-guide', 'mylark copy guide', '2026-02-19', ['mylark', 'copy'], """
# mylark copy guide

«A7b»
- Buttons: verbs first ("Order repeat", "Choose a slot")
- No exclamation marks in error messages
""")

A('shelfwise-dev-setup', 'shelfwise dev setup', '2026-04-21', ['shelfwise', 'dev', 'testing'], """
# shelfwise dev setup

- `uv sync` then `make db` for the docker-compose Postgres
«A10b»
- The dm+d fixture is big; `make fixtures-small` loads a 500-product subset
""")

A('renovate', 'Renovate config', '2026-08-31', ['renovate', 'dependencies'], """
# Renovate

Shared preset in `platform-gitops/renovate.json`, extended in each repo.

«NS3b»
- Schedule: weekdays before 07:00
- Lockfile maintenance monthly
""")

A('cdreg-archiving', 'cdreg archiving', '2026-01-30', ['cdreg', 'archive'], """
# cdreg archiving

«NS5b»
Archived registers stay readable in the register view with an "archived" badge.
""")

# ---- unpaired auto notes
A('label-template-v7', 'Label template v7 rollout', '2026-10-22', ['labels', 'hub'], """
# Label template v7

Rolled out to all four hub printers on 2026-10-21.
- The warning line now fits at 9 pt
- Branch Brother printers are unaffected
""")
A('k3s-node-upgrade', 'k3s node upgrade notes', '2026-07-14', ['k3s', 'upgrade'], """
# k3s node upgrade

Upgraded the three nodes one at a time with `system-upgrade-controller`.
- Drain took longest on the node running ChirpStack
- No downtime seen on the patient API
""")
A('postcode-lookup', 'Postcode lookup for delivery sign-up', '2026-03-27', ['postcodes', 'delivery'], """
# Postcode lookup

Delivery sign-up uses the Ideal Postcodes API for address lookup.
- Key in 1Password, rate limit is generous
- Out-of-area postcodes get a polite "we don't deliver here yet" message
""")
A('tls-renewal', 'Internal TLS certificates', '2026-05-15', ['tls', 'certificates'], """
# Internal TLS

Internal certs come from step-ca on `ca-01`, 90-day lifetime, renewed by cert-manager.
- HSCN certificate for eps-bridge is separate and manual (NHS issued)
""")
A('patient-survey-2026', 'Patient survey 2026', '2026-06-16', ['survey', 'patients'], """
# Patient survey

The yearly community pharmacy patient questionnaire ran in May.
- 1,240 responses across branches
- Top complaint: waiting time at the counter on Monday mornings
""")
A('epos-export', 'Till (EPOS) sales export', '2026-02-26', ['epos', 'finance'], """
# EPOS export

The tills are a vendor system; they export a daily sales CSV to `nas-01/epos/` at 22:00.
- Finance pulls it into Sage; we don't touch it
""")
A('sam-onboarding', 'Sam onboarding checklist', '2026-04-01', ['onboarding', 'people'], """
# Sam onboarding

- Accounts: code hosting, 1Password, Entra ID, Grafana
- Shadow a dispensary shift at Halifax in week one
- First ticket: hub packing app tote-scan sound
""")
A('hub-packing-app', 'Hub packing app notes', '2026-06-26', ['hub', 'packing'], """
# Hub packing app

Small React app on the hub PCs, owned by Sam.
- Shows the next dispense job, prints labels, records the ACT check
- Beeps twice on a wrong tote scan
""")
A('wifi-branches', 'Branch Wi-Fi and the fridge gateways', '2026-08-07', ['network', 'branches'], """
# Branch Wi-Fi

Each branch has a separate VLAN for devices (scanners, tablets, fridge gateways).
- The LoRa gateways have a wired backhaul where possible; Marsden is on 4G
""")
A('travel-clinic', 'Travel clinic idea', '2026-11-09', ['travel', 'ideas'], """
# Travel clinic

Gareth wants a travel vaccination clinic at Halifax and Huddersfield in 2027.
- Would reuse the mylark booking module
- Needs a PGD review first; nothing to build yet
""")
A('ods-codes', 'ODS codes and NHS identifiers', '2026-01-16', ['nhs', 'identifiers'], """
# ODS codes

Every branch has its own ODS code (F-codes); the hub has one too.
- List in `surgeries.yaml`'s sibling file `branches.yaml` in scriptline
- Needed for EPS nominations and NHSBSA claims
""")
A('weekly-changelog', 'Weekly changelog email', '2026-02-12', ['changelog', 'communication'], """
# Weekly changelog

Generated every Monday from merged PR titles across the repos, then edited by Priya.
- Goes to Gareth, Nadia and the area managers
- Keep PR titles readable by non-developers
""")
A('ops-sharepoint', 'Where ops documents live', '2026-02-23', ['ops', 'documents'], """
# Ops documents

Nadia's team keeps SOPs, driver training decks and wholesaler contacts in the ops SharePoint site.
- SOPs are versioned there, signed off by Gareth
- Don't copy SOP text into repos; link to it
""")
A('grafana-dashboards', 'Grafana dashboards', '2026-10-20', ['grafana', 'monitoring'], """
# Dashboards

- "Branch morning": open repeats, owings, van runs
- "Platform": request rates and error rates per service
- "Fridges": one panel per branch, min/max over 24 h
""")
A('weekly-ops-meeting', 'Weekly ops meeting', '2026-05-18', ['meetings', 'ops'], """
# Weekly ops meeting

Tuesdays 14:00, Nadia, Priya and the area managers.
- Priya brings the platform changes for the week
- Failed deliveries and owings are the standing items
""")
A('dpia-register', 'DPIA register', '2026-03-09', ['privacy', 'dpia'], """
# DPIAs

Each system that processes patient data has a DPIA in the compliance folder.
- mylark and vanrun DPIAs were refreshed in 2026
- New data flows need an update before go-live; Priya drafts, Gareth signs
""")
A('care-home-orders', 'Care home ordering notes', '2026-09-05', ['care-homes', 'mds'], """
# Care home orders

Care homes send their monthly orders by email to the branch; the branch keys them into scriptline.
- The homes want a portal; parked until MDS scheduling is in scriptline
""")
