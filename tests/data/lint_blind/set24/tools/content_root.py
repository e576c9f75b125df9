# Root (Claude Code auto-memory) files: filename -> (name, description, type, body)
# «KEY» is replaced by the claim text from claims.C.
# Descriptions listed in FLAT carry an unquoted ": " on purpose (not strict YAML).

FLAT = {"reference_scadalink.md", "reference_oncall.md", "feedback_merge_strategy.md", "project_bill_run_window.md", "reference_glossary.md", "project_smart_meter_rollout.md"}

R = {}

R["user_profile.md"] = ("user_profile", "Who Hannah is, what she owns at Fenmoor Water, how she likes to work", "user", """
Hannah Rees is the platform lead at Fenmoor Water (regional water and wastewater utility, ~390k
customers across the Fens). She owns the in-house systems the platform team runs: scadalink,
meterhub, aquabill, worksorder, crewapp, the customer portal, labtrack and leakwatch.

- Background: ex-SRE, ten years of Python and Go; reads Ruby and TypeScript fine, avoids Kotlin if she can.
«F9a»
- Works from Fenmoor House (Ashby Fen) Tue-Thu, remote Mon/Fri.
- Cares a lot about anything that touches the control room or customer bills; much less about internal tooling polish.
- Will say "ship it" in chat; that means open the PR, not merge it.

**How to apply:** lead with the answer, show the command or diff, and flag anything that could reach
customers (bills, SMS, email) or the control room before doing it.
""")

R["user_working_hours.md"] = ("working_hours", "Hannah's availability and when not to expect replies", "user", """
Hannah is usually online 08:30-17:30 UK time. Thursday afternoons are blocked for the ops review with
Gareth and the control room; don't expect quick answers then.

She is on the platform on-call rota like everyone else, so some weeks she is slower in the mornings.
""")

R["user_domain_knowledge.md"] = ("domain_knowledge", "How much water-industry jargon Hannah knows", "user", """
Hannah knows the water side well enough: DMAs, WTWs, outstations, PRVs, night flow. No need to explain
those. She is less sure of the lab regulatory side (DWI sampling rules, PCV limits), so spell those out
and point at the regulation when it matters.
""")

R["reference_scadalink.md"] = ("scadalink", "scadalink: SCADA telemetry poller, historian, dashboards", "reference", """
# scadalink

Pulls telemetry from the pumping stations, reservoirs and treatment works outstations into the
historian, and pushes alarms to the control room screens.

## Runtime
«F1b»
«D3b»
«D8b»
- Repo: `gitlab.fmw.internal/platform/scadalink`
- Health: `GET /healthz` on port 8081, metrics on 9102

## Config
«A2a»
- Alarm thresholds: `config/alarms/*.yaml`, one file per site type (booster, reservoir, WTW)
- Tag naming: `<site>.<asset>.<signal>`, e.g. `HMW.P2.FLOW`

## Data
«V1a»
- Hypertable `readings` (1-day chunks, compression after 7 days)
- Continuous aggregates: `readings_5m`, `readings_1h`

## Observability
«S3a»
- Alerts for the pollers themselves go to `#scada-platform`

**Why it matters:** the control room watches this all day; a stalled poller means blind pumping
stations. Treat any change here as control-room-visible.
""")

R["reference_meterhub.md"] = ("meterhub", "Smart-meter ingest service, head-end integrations, reading validation", "reference", """
# meterhub

Kotlin / Spring Boot 3 service that collects smart-meter reads from the vendor head-ends and hands
validated reads to aquabill.

## Sources
«D1b»
«N3a»
«S4a»
«O7a»

## Processing
«F10a»
- Estimated reads are never generated here; that is aquabill's job
- Unit handling: head-ends send litres, meterhub stores cubic metres with 3 decimals

## Output
«R2a»
«V2a»
- Schema in `src/main/avro/MeterReading.avsc`; bump the schema version on any field change

## Ops
- Deployed to fen-k8s namespace `meterhub`, 2 replicas
- Runbook: `docs/runbooks/meterhub.md` in the repo
""")

R["reference_aquabill.md"] = ("aquabill", "Billing system overview — stack, bill run, bill delivery, environments", "reference", """
# aquabill

Rails monolith that owns customer accounts, tariffs, bills and payments.

## Stack
«D2b»
- Sidekiq for background jobs, Redis `redis-bill.fmw.internal`
«O5a»
«O2a»

## Bill run
«V3a»
«G2a»
- Tariffs in `config/tariffs.yml`, loaded into the `tariffs` table by `bin/rake tariffs:load`

## Bill delivery
«F2a»
«R4a»
«S5a»
- Paper bills: print file dropped for the mailing house on `sftp.printco.example:22` at 06:00

## Change management
«O9a»
- Finance signs off anything that changes bill wording (ask Sian, she routes it)
""")

R["reference_worksorder.md"] = ("worksorder", "Work-order system for field crews — stack, job lifecycle, customer contact", "reference", """
# worksorder

Django app that plans and tracks field jobs (leaks, meter exchanges, supply interruptions, sewer
blockages) and feeds them to crewapp.

## Stack
«R1a»
«V7a»
- Redis broker `redis-wo.fmw.internal:6379/2`
- Admin: `https://worksorder.fmw.internal/admin/` (SSO group `wo-admins`)

## Jobs
«A6a»
- Job numbers look like `WO-2026-004812`
- Priority P1 (supply interruption / burst) must be on site within 4 hours; P2 next working day

## Customer contact
«N10a»
- Customer-facing wording lives in `templates/notifications/`; Sian's team reviews changes

## Integrations
- Job sheets: see [job sheets](project_job_sheets.md)
- GIS lookups via the internal GIS API (asset ids, valve locations)
""")

R["reference_crewapp.md"] = ("crewapp", "Field crew mobile app — stack, builds, device data, backend calls", "reference", """
# crewapp

The app field crews use on their phones to receive jobs, record work and take photos.

## Stack
«D6b»
«V6a»
- Android minSdk 28
«A10a»

## Build and release
«R3a»
- Versioning: `MAJOR.MINOR.PATCH` in `package.json`, build number from the CI run
«S10a»

## Data on the device
«N4a»
«G8b»
- Photos: JPEG, max 2048 px long edge, uploaded with the job close

## Backend
«S6a»
«F7a»

Ama Mensah is the main developer; she prefers a heads-up before any release-affecting change.
""")

R["reference_portal.md"] = ("portal", "Customer portal — stack, hosting, sessions, billing features", "reference", """
# Customer portal (my.fenmoorwater.co.uk)

Customer self-service: view bills, submit meter reads, pay, set up direct debit, report leaks.

## Stack
«A4a»
«O8a»
«R5a»
- API calls go to aquabill's `/api/customer/*` and worksorder's public leak-report endpoint

## Sessions
«V8a»
- CSRF tokens rotated per session

## Billing features
«N8a»
«F6a»
- Card payments via the payment page; confirmation email sent by aquabill, not the portal

## Accessibility
- Must meet WCAG 2.2 AA (Ofwat expectation); run `npm run a11y` before UI PRs
""")

R["reference_labtrack.md"] = ("labtrack", "Lab information system for water-quality samples", "reference", """
# labtrack

Water-quality LIMS: sample scheduling, chain of custody, results entry, QA sign-off, regulator
returns.

## Stack
«O3a»
«R6a»
«S1a»
- DB: Postgres `pg-lab.fmw.internal:5432/labtrack`

## Results
«G6a»
- Every result carries the instrument id and method code
- PCV breaches raise a notification to the water quality duty scientist

## Retention and reporting
«V5a»
«F8a»

Dr Ruth Ellery (lab manager) is the business owner; audit questions go to her.
""")

R["reference_leakwatch.md"] = ("leakwatch", "Acoustic leak detection service — stack, pipeline, outputs", "reference", """
# leakwatch

Python service that analyses overnight recordings from the acoustic loggers on the distribution
network.

## What it does
«F4a»
«D4b»
«N7a»

## Stack
«V4a»
«R8a»
«O1a»
«S7a»
- Model artefacts in MinIO bucket `leakwatch-models`

## Loggers
«A8a»
- Loggers upload overnight via the cellular gateway
- About 2,300 loggers deployed, mostly in the Ashby Fen and Kettlebrook zones
""")

R["reference_oncall.md"] = ("oncall", "Platform on-call: paging, escalation, who handles which alarm", "reference", """
# Platform on-call

## Rota
«F5a»
«R9a»
«O6a»

## Who handles what
«G4b»
«N9a»
- Burst main / supply interruption: control room owns it, platform only if a system is down
- Bill run failures: platform, then tell Sian's team before 08:00

## Numbers
«A5a»
- Duty manager rota: held by the control room

Runbooks: `https://wiki.fmw.internal/platform/runbooks`
""")

R["reference_infra.md"] = ("infra", "Shared infrastructure — cluster, VPN, DNS, backups, environments", "reference", """
# Shared infra

## Cluster
- fen-k8s: 6 nodes (k8s 1.30), ingress-nginx, cert-manager, Argo CD at `argocd.fmw.internal`
- Namespaces per system; platform tooling lives in `platform-tools`

## Network
- VPN: WireGuard, config from `https://vpn.fmw.internal/self-service`
- Internal DNS zone `fmw.internal` is served by the two AD domain controllers

## Backups
«S9a»
- aquabill DB: managed by the DBA team's Barman setup, 30 restore points

## Environments
«A9a»
- Staging hostnames add `-stg` (e.g. `worksorder-stg.fmw.internal`)
""")

R["reference_teams.md"] = ("teams", "Who leads which team and who to ask about what", "reference", """
# Teams

- Platform: Hannah Rees (lead), Ama Mensah (mobile), Owen Tapper (backend), Priti Shah (SRE)
«D7b»
«O10a»
- Water quality / lab: Dr Ruth Ellery
- Finance systems contact: Marcus Bell

Control room supervisors rotate; ask the control room for whoever is on shift.
""")

R["reference_glossary.md"] = ("glossary", "Glossary: water-industry terms that come up in tickets", "reference", """
- **DMA**: district metered area, a hydraulically isolated chunk of network with metered inflow
- **WTW**: water treatment works (Hollow Mere, Kettlebrook)
- **Outstation / RTU**: telemetry unit at a site, polled by scadalink
- **PRV**: pressure reducing valve
- **Night flow**: minimum night flow into a DMA, the main leakage indicator
- **PCV**: prescribed concentration or value (regulatory limit for a parameter)
- **DWI**: Drinking Water Inspectorate
- **Ofwat**: the economic regulator; cares about leakage, interruptions and customer service
""")

R["reference_wiki_links.md"] = ("wiki_links", "Where the human-written docs live", "reference", """
- Platform wiki: `https://wiki.fmw.internal/platform`
- Architecture decision records: `docs/adr/` in each repo, numbered `NNNN-title.md`
- Control room procedures: SharePoint, "Control Room > Procedures" (read-only for us)
- Vendor manuals (Itron, Sensus, loggers): `\\\\fmw-files\\vendors\\`
""")

R["project_bill_run_window.md"] = ("bill_run_window", "Bill run timing: when it starts and how long it takes", "project", """
Sian's team asked whether bills can be ready before the contact centre opens at 08:00.

«V3b»
«D5b»

**Why:** customers ring about bills they got by email overnight; if the run overlaps opening time
the agents see half-updated accounts.

**How to apply:** anything that makes the run slower needs a timing check on staging with a full
copy of accounts before merge.
""")

R["project_pump_alarm_latency.md"] = ("pump_alarm_latency", "Control room complaint about slow pump-trip alarms and what we found", "project", """
Control room raised (ticket FMW-1187) that pump trips at Kettlebrook booster seemed to show up late.

«V9a»
shows in the control room within about 20 s. The lag they saw was the alarm screen's own refresh,
not the poller.

**How to apply:** when the control room reports "late alarms", check the screen client's refresh
setting before touching scadalink.
""")

R["project_job_sheets.md"] = ("job_sheets", "Printable job sheets for crews without phones", "project", """
Some contractor crews still work from paper. They get a printed job sheet per job.

«R10a»
Templates are in `jobsheets/templates/*.typ`; the QR code links to the job in worksorder.

**Why:** contractors' phones are not enrolled in MDM, so they can't run crewapp.
""")

R["project_portal_login.md"] = ("portal_login", "How customer login on the portal works", "project", """
«S2a»
Customers sign in with email + password or a magic link; MFA is optional for customers and
mandatory for staff impersonation.

The account-number linking step (first login) is custom code in `app/(auth)/link-account/`.
""")

R["project_portal_dependencies.md"] = ("portal_dependencies", "Policy on Dependabot PRs for the portal", "project", """
«N5b»

**Why:** a "patch" bump of a date library in February changed how BST dates rendered on bills in the
portal, and nobody noticed for two days.

**How to apply:** label Dependabot PRs `deps`, batch them on Wednesdays, read the changelog.
""")

R["project_smart_meter_rollout.md"] = ("smart_meter_rollout", "AMP8 smart meter rollout: phases and what it means for us", "project", """
The smart meter rollout is part of the AMP8 business plan. Phase 2 covers Kettlebrook and the
northern villages through 2027.

- Installs are done by a contractor; they report completed installs through a CSV feed into worksorder
- Each new meter needs a head-end registration before reads flow
- Ofwat reporting wants install counts per quarter; Marcus pulls those from the finance warehouse

**How to apply:** expect spikes of new meters on Mondays (contractor uploads the week's installs).
""")

R["project_lead_pipe_register.md"] = ("lead_pipe_register", "Lead communication pipe register project", "project", """
Building a register of properties with suspected lead supply pipes, from lab results (lead above
5 ug/l) plus the age of the property.

- Source data: labtrack results export + the address gazetteer
- Output: a GIS layer owned by the water quality team, refreshed monthly
- Status (Nov): prototype notebook works, needs a proper job and a review from Ruth

Not customer-facing yet; don't mention it in portal copy.
""")

R["project_pressure_management.md"] = ("pressure_management", "Pressure management pilot in two DMAs", "project", """
Network ops is piloting flow-modulated PRVs in DMAs AF-07 and AF-12. Our part: make the PRV outlet
pressure tags visible in the historian and on a dashboard. The PRV controllers are vendor-managed;
we only read from them.

Next step: Gareth wants a weekly report of night flow before/after per DMA.
""")

R["project_ofwat_returns.md"] = ("ofwat_returns", "Annual Ofwat data return — what platform contributes", "project", """
The annual performance report data comes mostly from finance and network ops. Platform supplies:

- supply interruption minutes (worksorder job timestamps)
- leakage estimate inputs (night flows from the historian)
- customer contact counts (portal + contact centre)

The deadline is in June every year; the extraction scripts are in `platform/ofwat-returns`.
""")

R["project_data_warehouse.md"] = ("data_warehouse", "Data warehouse work with Tomasz", "project", """
Tomasz is building the reporting warehouse (dbt on Postgres, `dwh.fmw.internal`). Platform systems
expose read replicas or nightly extracts; no direct joins against prod databases.

- dbt project: `gitlab.fmw.internal/data/dwh`
- Sources so far: aquabill extract, worksorder extract, historian 1h aggregates
""")

R["project_contact_centre_integration.md"] = ("contact_centre_integration", "Screen-pop integration between the telephony system and aquabill", "project", """
When a customer rings, the telephony system looks up the caller's number and pops the account in
aquabill. It calls `GET /api/internal/accounts?phone=` with a service token.

Open issue: numbers stored without the leading 0 don't match. Fix planned in the normalisation
migration, not started.
""")

R["project_ai_assistant_pilot.md"] = ("ai_assistant_pilot", "Internal pilot of the coding assistant across the platform team", "project", """
Platform is piloting an AI coding assistant through the end of the year. Rules agreed with IT security:

- no customer data pasted into prompts (account numbers, addresses, vulnerability flags)
- production credentials never in the repo or in chat
- review every generated migration by hand

Hannah reviews the pilot in December.
""")

R["feedback_crewapp_release.md"] = ("crewapp_release", "Things to get right when preparing a crewapp release", "feedback", """
«V6b»

- Bump the version in `package.json` and let CI set the build number; never set it by hand
- Release notes go in `CHANGELOG.md` and are pasted into both store listings by Ama
- Don't ship a release on the day a big planned works programme starts

**Why:** a 3.1 release on the first day of the Kettlebrook mains renewal left twelve crews on a
broken photo upload all morning.
""")

R["feedback_labtrack_deps.md"] = ("labtrack_deps", "How to manage labtrack's Python dependencies", "feedback", """
«R6b»

**Why:** Hannah wants one tool and one lockfile per repo; mixing `pip install` into the venv broke the
auditor's reproducible-build check last time.

**How to apply:** never `pip install` into the labtrack venv directly.
""")

R["feedback_merge_strategy.md"] = ("merge_strategy", "Merge strategy per repo: what Hannah wants", "feedback", """
Merge strategy differs per repo; check before clicking the button.

«R7a»

«N2a»

Other repos: whatever the repo's default merge setting is.

**Why:** scadalink regressions are hunted with `git bisect` on the poller; labtrack commits are
part of the audit trail the DWI can ask for.
""")

R["feedback_deploy_days.md"] = ("deploy_days", "Which days deploys are allowed for which system", "feedback", """
«N1a»

**Why:** a poller regression in February went unnoticed over a weekend and the control room lost
three booster stations' telemetry for six hours.

**How to apply:** if a scadalink fix is urgent on a Friday, ask Hannah first.
""")

R["feedback_crewapp_data.md"] = ("crewapp_data", "Data protection rules for what crewapp keeps and collects", "feedback", """
Two rules from the DPIA for crewapp that Hannah wants enforced in review:

«N4b»

«G8a»

**Why:** crews take phones home; the DPO signed off the app on these two conditions.
""")

R["feedback_tariff_fixtures.md"] = ("tariff_fixtures", "What to do after changing aquabill tariffs", "feedback", """
«N6a»

**Why:** the specs compare against the generated fixtures; a stale fixture makes tariff specs pass
against last year's prices.
""")

R["feedback_alarm_routing.md"] = ("alarm_routing", "Who gets which alarm — corrections Hannah made", "feedback", """
«N9b»
The control room handles them and escalates to the water quality duty scientist themselves.

«G4a»

**Why:** both came from incidents where the wrong person was woken up at 3am.
""")

R["feedback_tickets.md"] = ("tickets", "Where platform work is tracked and how tickets are referenced", "feedback", """
«S8a»

Put the ticket key in the branch name (`fmw-1234-short-title`). Hannah doesn't want work without a ticket
except for one-line fixes.
""")

R["feedback_migrations.md"] = ("migrations", "Rule for database migrations", "feedback", """
«F3a»

**Why:** a reversed migration on the historian in March could not be undone cleanly and lost a day of
5-minute aggregates.
""")

R["feedback_answer_style.md"] = ("answer_style", "How Hannah wants replies formatted", "feedback", """
«F9b»
If something is risky, say so in the first line.
""")

R["feedback_pr_descriptions.md"] = ("pr_descriptions", "PR description format", "feedback", """
«A1a»
After that: what changed, why, how it was tested, and anything the control room or customer ops
need to know. No emoji.
""")

R["feedback_aquabill_tests.md"] = ("aquabill_tests", "How to run aquabill tests locally", "feedback", """
«A3a»

**Why:** the full suite takes a long time on a laptop and hammers the local Postgres.
""")

R["feedback_timezones.md"] = ("timezones", "Time zone handling across systems", "feedback", """
«A7a»

**Why:** BST changeover broke the bill run's date maths once and the historian's 1h aggregates twice.
""")

R["feedback_scadalink_restarts.md"] = ("scadalink_restarts", "When restarting scadalink pollers is allowed", "feedback", """
«G1a»

**Why:** the control room is watching reservoir levels closely while demand ramps up; a gap in
telemetry then gets escalated to the duty manager.
""")

R["feedback_git_hygiene.md"] = ("git_hygiene", "Git habits Hannah asked for", "feedback", """
«G3a»

- Write commit subjects in the imperative, under 72 characters
- Don't commit generated files (coverage, build output); check `.gitignore` first
""")

R["feedback_staging_email.md"] = ("staging_email", "Email safety on staging", "feedback", """
«G5a»

**Why:** staging is refreshed from prod data; the anonymiser covers names and addresses, and a
misconfigured mailer is the obvious way to leak.
""")

R["feedback_portal_deploys.md"] = ("portal_deploys", "Gate for portal deploys", "feedback", """
«G7a»
The suite covers login, bill view, meter read submission and payment.
""")

R["feedback_meterhub_backfills.md"] = ("meterhub_backfills", "When meterhub backfills are allowed", "feedback", """
«G9a»

**Why:** a backfill during the run in May pushed late reads into bills that had already been
calculated.
""")

R["feedback_historian_schema.md"] = ("historian_schema", "Historian schema changes", "feedback", """
«G10a»
Ticket has to say which dashboards and reports use the column.
""")

R["feedback_no_prod_shell.md"] = ("no_prod_shell", "Don't open shells on production boxes without asking", "feedback", """
Ask before running anything on a production host, even read-only commands.

**Why:** the control room network is audited; an unexpected SSH session triggers a security ticket.

**How to apply:** propose the command, wait for Hannah or the on-call to run it or approve it.
""")

R["feedback_commit_messages.md"] = ("commit_messages", "Commit message style", "feedback", """
Short imperative subject, blank line, body explaining why. Reference the ticket in the body, not the
subject. No Co-Authored-By trailers.
""")

R["feedback_customer_wording.md"] = ("customer_wording", "Any customer-facing text goes through customer ops", "feedback", """
Customer-facing wording (SMS, email, portal copy, bill text) is never changed without Sian's team
reviewing it.

**Why:** wording is regulated (Ofwat guaranteed standards, vulnerable customers). A friendly rewrite of
the debt reminder once had to be reverted the same day.
""")

R["feedback_explain_water_terms.md"] = ("explain_water_terms", "When to explain lab regulation terms", "feedback", """
Don't explain network terms (DMA, PRV, night flow). Do explain lab and regulatory terms briefly and link
the regulation.
""")

R["feedback_dashboards.md"] = ("dashboards", "Dashboard conventions", "feedback", """
- One dashboard per system, plus the control-room overview that network ops owns
- Units on every panel axis; m3/h for flows, bar for pressure, mg/l for chlorine
- Never edit the control-room overview without Gareth's OK
""")

R["feedback_sql_reviews.md"] = ("sql_reviews", "Raw SQL review expectations", "feedback", """
Raw SQL in application code needs an `EXPLAIN ANALYZE` from staging pasted into the PR.

**Why:** a missing index on a bill-run query cost an hour of run time in the spring.
""")

R["reference_repos.md"] = ("repos", "Where each system's repository lives", "reference", """
All platform repos are on the internal GitLab under `platform/`, except crewapp and labtrack, which
live in the GitHub org `fenmoor-water` for historical reasons.

- Mirrors: none; GitLab is the source of truth for its repos
- Access requests: Hannah approves, IT provisions
""")

R["project_interruptions_reporting.md"] = ("interruptions_reporting", "Supply interruption minutes reporting", "project", """
Ofwat measures supply interruptions over three hours. worksorder job timestamps are the source; the
"supply off" and "supply restored" times are entered by crews in crewapp.

Problem: crews sometimes close the job long after restoring supply. Proposal (not agreed): make
"supply restored" a separate required step before job close.
""")

R["feedback_ask_about_customer_impact.md"] = ("ask_about_customer_impact", "Flag customer impact before proposing changes", "feedback", """
When proposing a change, say up front whether customers could notice it (bills, emails, texts, portal
pages, appointment times).

**Why:** Hannah has to warn customer ops a week ahead for anything visible.
""")

R["feedback_screenshots.md"] = ("screenshots", "Screenshots in PRs", "feedback", """
UI PRs (portal, crewapp) need before/after screenshots in the description. Use staging data only; never
a screenshot with a real customer's name or address.
""")
