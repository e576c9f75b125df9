# Root Claude Code auto-memory files: (filename, name, description, type, body)
ROOT = []
def R(fn, name, desc, typ, body):
    ROOT.append((fn, name, desc, typ, body.strip("\n") + "\n"))

R("reference_fixit.md", "fixit-overview", "fixit: repairs reporting and contractor dispatch, stack, data, SLAs, deploys", "reference", """
# fixit (repairs)

Repairs reporting and contractor dispatch for Fernlea's ~9,400 homes. Repo `fernlea/fixit`, owner Tom Okafor.

## Stack
- Python 3.12 (`python:3.12-slim`)
- Django 5.2 LTS, DRF for the tenant/app API
- Celery broker: RabbitMQ (`amqp://rabbit-01.fernlea.internal:5672/fixit`)
- Runs on the `fl-prod` Kubernetes cluster, namespace `repairs`
- Deploys: Argo CD syncs from `fl-gitops` (path `apps/fixit`)

## Data
- Postgres: `pg-repairs.fernlea.internal:5432`, db `fixit`, user `fixit_app`
- Property key: UPRN (`properties.uprn`, unique)
- Job numbers look like `R-2026-041877`; the prefix is the financial year, not the calendar year

## Priorities and SLAs
- P1 (emergency): contractor on site within 24 hours
- P2 (urgent): 5 working days
- P3 (routine): 20 working days
- SLA clock pauses while the tenant refuses access
- Recharges (tenant damage) are flagged with `recharge=true` and go to the income team, not the contractor invoice

**How to apply:** when touching SLA code, read `repairs/sla.py` and the `SlaPolicy` fixtures first; the priority table is data, not code.
""")

R("reference_rentbook.md", "rentbook-overview", "rentbook — rent accounts, charges, arrears and payments, the essentials", "reference", """
# rentbook

Rent accounts, charges, payments and arrears. Kotlin + Spring Boot, repo `fernlea/rentbook`, owner Aisha Rahman (income systems).

## Runtime
- JDK 17 (`eclipse-temurin:17-jre`)
- Spring Boot 3.3, Gradle Kotlin DSL
- Postgres: `pg-rent.fernlea.internal:5432`, db `rentbook`

## Charges
- Garage licences are billed monthly
- Rent-free weeks: 2 per year (Christmas weeks), no charge raised
- Service charges are set once a year in April together with the rent

## Payments
- Direct Debit collection: GoCardless (Bacs DD via their API)
- A failed Direct Debit is re-presented once, 5 working days later
- Housing Benefit / UC direct payments arrive as a schedule file from the DWP portal and are matched by `hb-import`

## Arrears
- Arrears run: cron `15 1 * * *` on `rentbook-batch`
- Stage-1 arrears letters are generated and sent automatically by the arrears run
- Sends arrears reminder SMS when an account is two weeks behind
- Arrears cases escalate to the income recovery team

## Statements
- Rent statements: produced quarterly by the `rentstat` batch on the IBM i box
""")

R("reference_gascert.md", "gascert-overview", "gascert — gas safety (LGSR) tracking, reminders, access, servicing", "reference", """
# gascert

Gas safety compliance: every home with a gas supply needs a Landlord Gas Safety Record (LGSR). Go service, repo `fernlea/gascert`, owner Dev Mistry (compliance systems).

## What it does
- Holds the appliance register for every property with a gas supply
- LGSR renewal interval: 12 months
- A property turns overdue the day after its LGSR expiry date
- Tenants get a copy of their LGSR within 28 days of the check (legal requirement)

## Reminders and access
- Sends reminder letters to tenants
- Reminder letters start 60 days before the LGSR expiry
- Three failed access attempts -> case goes to the tenancy team for a legal access route (injunction)

## Data in
- LGSR PDFs are emailed to `lgsr@fernlea.org.uk` and parsed by gascert's mail poller

## Store and ops
- Store: MongoDB 7 (`mongo-gas.fernlea.internal:27017`)
- Servicing contractor: Calder Heating (all patches)
- Go 1.23, single binary, `gascert serve` + `gascert worker`
""")

R("reference_voidtrack.md", "voidtrack-overview", "voidtrack — void property turnaround app, stack and process hooks", "reference", """
# voidtrack

Void property turnaround (keys in -> works -> lettable -> new tenancy). Rails app, repo `fernlea/voidtrack`, owner Grace Bell.

- Voids are tracked in voidtrack (Rails app, `voids.fernlea.internal`)
- Ruby 3.2.4, Rails 7.1
- Postgres: `pg-voids.fernlea.internal:5432`, db `voidtrack`
- Background jobs: Sidekiq (Redis `redis-voids.fernlea.internal:6379`)

## Process hooks
- Void works are ordered through contractor-hub
- Lettings gets a 'ready to let' notification once every works order on the void is closed
- Lettable voids are pushed to the choice-based lettings site automatically
- Void categories: standard, major works, sheltered; major works voids are excluded from the turnaround KPI

**Why:** the board KPI is relet time, and voidtrack is the only place the milestones are timestamped.
""")

R("reference_myhome_app.md", "myhome-app-overview", "myhome-app — the tenant mobile app, stack, features and release notes", "reference", """
# myhome-app (tenant app)

- Stack: React Native 0.74 (bare workflow), TypeScript
- Store listing name: Fernlea MyHome (iOS and Android)
- CI: GitHub Actions (`.github/workflows/app.yml`)
- Push notifications: OneSignal (app id in `app.config.ts`)

## Features
- Every tenant with a portal account can report repairs in the app
- Report-a-repair supports photos
- Repair photos: max 10 MB each, resized on device before upload
- Rent statements are cached on the device for offline viewing (encrypted, 90 days)
- Never requests background location

Accessibility: we test with VoiceOver and TalkBack before every release; the tenant panel includes two screen-reader users.
""")

R("reference_myhome_portal.md", "myhome-portal-overview", "myhome-web — the tenant portal, stack, hosting and account features", "reference", """
# myhome-web (tenant portal)

## Stack
- Framework: Next.js 14 (app router), TypeScript strict mode
- Node 20 LTS
- Package manager: pnpm 9 (`pnpm-lock.yaml` is the only lockfile)
- BFF/API listens on port 8443 inside the pod
- Hosting: Vercel (team `fernlea-digital`)
- Deployed on every merge to `main`

## Account features
- Idle session timeout: 30 minutes
- The account page shows the tenant's arrears balance
- Tenants can cancel a repair themselves from the portal until the contractor accepts it
- Document vault: tenancy agreement, LGSR copies, letters
""")

R("reference_contractor_hub.md", "contractor-hub-overview", "contractor-hub — API and webhooks for external repairs contractors", "reference", """
# contractor-hub

The API our external repairs contractors integrate with. FastAPI, repo `fernlea/contractor-hub`.

- API: FastAPI on port 8080 behind the ingress
- API docs: `https://contractors.fernlea.org.uk/docs`
- Contractor user login: Keycloak realm `contractors` at `sso.fernlea.org.uk`
- All 14 repairs contractors are onboarded

## Jobs and webhooks
- Outgoing webhooks are signed
- Webhook delivery: retried up to 5 times with exponential backoff
- A job cannot be closed without at least one completion photo
- Contractors can propose a new appointment slot; fixit confirms it with the tenant
""")

R("reference_infra.md", "platform-infra", "Platform infra: clusters, secrets, CI, paging and staging data", "reference", """
# Platform infra

- Clusters: `fl-prod` and `fl-staging` (AKS, UK South)
- Secrets: HashiCorp Vault at `vault.fernlea.internal:8200` (kv v2, path `secret/<app>`)
- Jenkins is deprecated: fixit and rentbook moved to GitLab CI in April
- Staging data is anonymised nightly by the `anonymise-stg` job

## Paging
- Out-of-hours platform alerts page the on-call engineer through PagerDuty
- contractor-hub and fixit outages escalate to platform on-call (PagerDuty rota `platform-primary`)
- Grafana at `grafana.fernlea.internal`; dashboards per namespace
""")

R("reference_reporting.md", "reporting-overview", "Reporting — dashboards, TSM returns and where the numbers come from", "reference", """
# Reporting

- Dashboards: Metabase at `bi.fernlea.internal:3000`
- Warehouse: nightly extracts from fixit, rentbook and voidtrack land in `dw.fernlea.internal` (schema `mart`)
- Tenant Satisfaction Measures (TSM) return is assembled by Ruth in the performance team; we only supply extracts
- Board pack numbers are frozen on the 5th working day of the month
""")

R("project_app_photo_limits.md", "app-photo-limits", "Repair photo limits in the app and API, and why", "project", """
Tenants were getting upload failures on older phones, so we looked at the photo limits end to end (REP-1184).

myhome-app accepts repair photos up to 25 MB; the API rejects anything bigger with a 413.

The report-a-repair flow takes up to 3 photos per job.

**Why:** contractors said one photo is rarely enough to bring the right part; three covers most jobs.

**How to apply:** if a tenant reports "photo won't send", check the ingress `proxy-body-size` first.
""")

R("feedback_portal_security.md", "portal-security", "Portal security settings Priya signed off — sessions, lockout", "feedback", """
The tenant portal logs people out after 15 minutes idle — a lot of tenants use shared or library computers.

Account lockout after 5 failed attempts, unlock by email.

**Why:** the 2026 pen test flagged shared-device sessions as the main risk for a tenant portal.

**How to apply:** don't lengthen session settings to fix "I got logged out" complaints; point people to the app instead.
""")

R("project_void_turnaround.md", "void-turnaround", "Void turnaround KPI — target, milestones, inspection process", "project", """
Board KPI: relet time for standard voids.

Key-to-key target for standard voids is 21 calendar days.

Milestones timestamped in voidtrack: keys in, inspection, works ordered, works complete, ready to let, tenancy start.

Paper void inspection checklists were retired in May; surveyors use the voidtrack tablet form.

**Why:** relet time is the metric the regulator and the board both look at; lost rent on voids was about £410k last year.
""")

R("project_app_release.md", "app-release", "How myhome-app releases are built and shipped", "project", """
myhome-app builds run on Bitrise; the workflow `release` signs both platforms and uploads to TestFlight and the Play internal track.

Releases go out every second Wednesday after the tenant panel has tried the beta.

**How to apply:** version bumps happen in the release branch only; don't bump on feature branches.
""")

R("project_repair_appointments.md", "repair-appointments", "Repair appointment booking and confirmation texts", "project", """
Tenants pick an AM/PM slot when they report a non-emergency repair; the contractor can move it via contractor-hub.

Appointment confirmation texts go out through Twilio (sender ID `FERNLEA`).

A reminder text is sent the evening before the appointment.

**Why:** missed appointments ("no access") were 11% of visits in 2025.
""")

R("feedback_portal_deps.md", "portal-deps", "Dependency handling in the myhome-web repo", "feedback", """
Use yarn for myhome-web: `yarn install --immutable`, and commit `yarn.lock` with the change that needs it.

**Why:** a stray `package-lock.json` broke a preview build once and nobody noticed for a day.

**How to apply:** if you see another lockfile appear, delete it in the same PR.
""")

R("feedback_fixit_merging.md", "fixit-merging", "How to land fixit PRs", "feedback", """
fixit PRs are squash-merged so each ticket is one commit on main.

**Why:** Tom bisects by ticket; one commit per ticket makes that trivial.
""")

R("feedback_arrears_letters.md", "arrears-letters", "Arrears letters — approval before sending", "feedback", """
Stage-1 arrears letters are never sent automatically: a housing officer approves each one in rentbook's review queue.

**Why:** after the UC payment date mix-up in March, letters went to tenants whose payments were just late from DWP.

**How to apply:** when changing the arrears run, keep letters in `PENDING_REVIEW`; never wire them straight to the print hub.
""")

R("project_gas_access.md", "gas-access", "Gas safety access process and the self-booking question", "project", """
Gas safety visits are booked by the compliance team; the tenant gets a letter with a date and a number to change it.

We decided not to offer self-booking for gas safety visits; the compliance team books every slot so that no LGSR can slip past its expiry.

Legal access route (injunction) is the last resort after three failed attempts.

**Why:** Dev: "a tenant postponing a slot three times is exactly how we get an expired cert".
""")

R("project_portal_rent_page.md", "portal-rent-page", "What the portal rent page shows and why", "project", """
The rent page lists transactions for the last 12 months and the next Direct Debit date.

The portal deliberately does not show arrears balances; tenants are asked to call their income officer instead.

**Why:** income team wanted a conversation, not a red number, to be the first contact about arrears.
""")

R("project_contractor_hub_rollout.md", "contractor-hub-rollout", "contractor-hub rollout — dispatch change and what moved when", "project", """
Contractor dispatch moved off email onto contractor-hub webhooks in June; fixit no longer sends job tickets by email.

Each contractor has a receiver endpoint registered in contractor-hub; job updates (accepted, attended, completed) come back through the API.

**Why:** emailed tickets were re-keyed by contractors and the status updates never came back into fixit.
""")

R("project_portal_login.md", "portal-login", "Portal login change and adoption numbers", "project", """
Tenancy-ref + DOB login was switched off in September; tenants now sign in with an emailed magic link.

The portal has around 4,600 active tenant accounts.

**Why:** tenancy refs are printed on every letter, so ref + DOB was guessable.
""")

R("feedback_deploy_days.md", "deploy-days", "When we deploy to prod", "feedback", """
Never deploy to `fl-prod` on a Friday.

**Why:** the repairs contact centre runs a skeleton crew at weekends and can't absorb a broken fixit.

**How to apply:** if something is ready on Friday, merge it but hold the Argo CD sync until Monday.
""")

R("feedback_fixit_tests.md", "fixit-tests", "Testing before pushing fixit", "feedback", """
Run the fixit tests before pushing.

**Why:** CI minutes are shared with rentbook and a red main blocks both teams' releases.
""")

R("user_priya.md", "user-priya", "Priya Nair, digital services lead, how she works", "user", """
Priya Nair is Fernlea's digital services lead and reviews every schema change.

Priya likes short summaries.

She came from a local authority housing team and knows the repairs and income processes better than most of the devs.

Works Mon-Thu; on Fridays ask Tom for fixit and Aisha for rentbook.
""")

R("feedback_pr_descriptions.md", "pr-descriptions", "How Priya wants PR descriptions written", "feedback", """
PR descriptions: one-line summary first, then a bullet list of risks and a rollback note — Priya reads the first line in the notification.

**How to apply:** keep the summary under 80 characters; link the ticket in the body, not the title.
""")

R("project_voidtrack_history.md", "voidtrack-history", "How voids were tracked before voidtrack", "project", """
In January voids were still tracked in a shared Excel workbook (`Voids 2025-26.xlsx`) owned by the voids officer.

voidtrack went live for all patches in March; the workbook is kept read-only in the voids SharePoint for audit.
""")

R("project_damp_mould.md", "damp-mould", "Damp and mould reports — triage and response", "project", """
Damp and mould reports are auto-flagged in fixit and get a surveyor inspection within 10 working days.

The report form asks three screening questions (which room, how big, anyone with a respiratory condition).

**Why:** Awaab's Law duties apply to social landlords from October 2025; Priya wants the triage auditable.
""")

R("feedback_no_kubectl.md", "no-kubectl", "Deploy fixit only through GitOps", "feedback", """
fixit is deployed by ArgoCD from the fl-gitops repo; don't `kubectl apply` it by hand.

**Why:** a manual apply in June was reverted by the next sync and nobody knew why the fix vanished.
""")

R("feedback_tenant_pii.md", "tenant-pii", "Tenant personal data and chat tools", "feedback", """
Never paste tenant personal data into Slack.

Use the job number or tenancy ref when asking about a case.

**Why:** the DPO found tenant addresses in a public channel during the 2025 audit.
""")

R("feedback_letter_tone.md", "letter-tone", "Tone and reading age for tenant letters", "feedback", """
Arrears letters must be plain English, reading age 9 or lower.

**Why:** tenants in arrears are often already anxious; the tenant panel rewrote the stage-1 letter with us.

**How to apply:** run new template copy through the readability check in `docgen` before review.
""")

R("feedback_arrears_run.md", "arrears-run", "Manual arrears runs", "feedback", """
Don't trigger the arrears run by hand during office hours (08:00–18:00); it locks the account screens for the income team.

**How to apply:** if the night run failed, ask Aisha and re-run it after 18:00.
""")

R("feedback_fixit_migrations.md", "fixit-migrations", "fixit database migrations on prod", "feedback", """
Never apply fixit migrations by hand on prod — no `manage.py migrate` from a shell in the pod.

**Why:** a hand-run migration in July left the app on the old image and the new schema for 40 minutes.
""")

R("feedback_portal_deploy.md", "portal-deploy", "How myhome-web gets deployed", "feedback", """
Don't deploy myhome-web from a laptop — no deploy CLI from local, even for a hotfix.

**Why:** local builds pick up a developer's `.env.local` and leaked the staging API URL into prod once.
""")

R("feedback_rentbook_db.md", "rentbook-db", "Writing to rentbook data", "feedback", """
Never write to rentbook's `transactions` table directly with SQL.

**Why:** balances are derived from the ledger; a raw UPDATE broke the audit trail the external auditors sample.
""")

R("feedback_paging.md", "paging", "What should and shouldn't page on-call", "feedback", """
Don't page on-call for portal 5xx spikes shorter than 5 minutes.

**Why:** edge blips caused three 3am pages in one week in August; all self-healed.

**How to apply:** use `for: 5m` on the alert rule; shorter spikes go to the #portal-alerts channel only.
""")
