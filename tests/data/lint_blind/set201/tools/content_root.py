# Root (Claude Code auto-memory) files. Lines starting with @ID@ are claim lines (marker stripped on build).
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r("reference_jobsheet.md", "jobsheet-overview",
  "jobsheet: visit scheduling and engineer dispatch app, stack and booking rules", "reference",
  "jobsheet overview", "dispatch app stack, booking rules, sign-in", """
# jobsheet

Visit scheduling and engineer dispatch for all four depots. Repo `steamwand/jobsheet`, owner Dev.

## Stack
@S8a@ - Framework: Django 4.2 LTS, with DRF serving the vanapp API
@V1a@ - Database: Postgres 16 at `pg-jobs.steamwand.internal:5432` (db `jobsheet`, user `jobsheet_app`)
- Cache and locks: Redis at `redis-jobs.steamwand.internal:6379`, db 0
@R5a@ - Dispatch board frontend: React + Vite, packages managed with pnpm (`pnpm-lock.yaml` is committed)
@R1a@ - Errors: Sentry, project `jobsheet-web`, alerts into #jobs-alerts
@S7a@ - Staff sign-in: Google Workspace SSO, only @steamwand.co.uk accounts

## Booking rules
@F9a@ - Customer visits are booked in 2-hour windows
- A visit needs a contract number or a card pre-auth before it can be dispatched
@NS10b@ - Visits can be booked straight from the callout screen, without going back to the calendar
- Engineers get the next day's run pushed to vanapp at 18:00
- The dispatch board refreshes every 30 seconds

## Gotchas
- Postcode lookups go through the depot-area table; a postcode outside every area lands in the Manchester queue
- `manage.py rebuild_runs` is safe to re-run, it only rewrites tomorrow's runs
""")

r("reference_contractly.md", "contractly-overview",
  "contractly: service contracts, PPM schedules, renewals, invoicing", "reference",
  "contractly overview", "contracts app stack, tiers and what they include", """
# contractly

Service contracts, PPM (planned preventive maintenance) schedules, renewals and invoicing.
Rails app, repo `steamwand/contractly`. Marta and Dev share it.

## Stack
@V10a@ - Ruby 3.3, Rails 7.2
- Database: Postgres 16 at `pg-contracts.steamwand.internal:5432` (db `contractly`)
@R2a@ - Background jobs: Sidekiq on Redis (`redis-contracts.steamwand.internal:6379`)
@S4a@ - Invoices are exported to Sage 50 every night as a CSV batch
- Customer portal at portal.steamwand.co.uk is part of the same app

## Contract tiers
@V2a@ - Standard contract PPM interval: every 6 months
- Premium contract PPM interval: every 4 months
@N7a@ - Descaling is included in the Standard contract PPM visit
- Both tiers include labour on callouts; parts are charged on Standard
@A10a@ - Contracts auto-renew for another 12 months unless the customer cancels with 30 days' notice
- Contract numbers look like `SC-` followed by five digits
""")

r("reference_partshelf.md", "partshelf-overview",
  "partshelf service: parts stock at depots and on vans, reorder rules", "reference",
  "partshelf overview", "parts stock app stack and reorder rules", """
# partshelf

Parts stock at the depots and in the vans, plus supplier reorders. FastAPI, repo `steamwand/partshelf`.

@O9a@ - Python 3.12, FastAPI, SQLAlchemy 2
@O1a@ - Database: Postgres at `pg-parts.steamwand.internal:5432` (db `partshelf`)
@R4a@ - CI: GitHub Actions (`.github/workflows/ci.yml`), tests and mypy on every push
- Van stock is decremented when vanapp closes a job with parts logged

## Reorders
@S2a@ - Reorders are emailed to suppliers as a CSV every Monday at 07:00
@V4a@ - Group head gasket reorder point: 40 per depot
- Shower screen reorder point: 30 per depot
@N6a@ - Van stock may go negative in partshelf; the nightly reconcile sorts it out
- Stock counts at each depot happen on the last Friday of the month
""")

r("reference_loanerboard.md", "loanerboard-overview",
  "loanerboard: the loan machine app and the loan rules", "reference",
  "loanerboard overview", "loan machine app, hosting, loan rules", """
# loanerboard

Small Flask app for the loan machines we lend while a customer's machine is in the workshop.
Repo `steamwand/loanerboard`, mostly Hannah's.

@R6a@ - Hosted on Fly.io, app `loanerboard`, region `lhr`
- Flask 3, Postgres, HTMX for the depot screens
@V6a@ - Maximum loan period: 21 days, after which the weekly hire rate kicks in
- Hire after the free period: £35 a week plus VAT
@F4a@ - Every loan machine carries a QR asset tag
@N3a@ - Loan machines are never sent out without a fresh PAT test sticker
- A loan turns amber on the depot screen three days before it is due back
""")

r("reference_callout.md", "callout-overview",
  "callout line: out-of-hours and emergency callouts, paging, response targets", "reference",
  "callout overview", "callouts, paging, response targets and fees", """
# callout

How emergency and out-of-hours callouts reach an engineer. The `callout` repo is a small Node
service that takes the IVR webhook and pages the on-call engineer.

## Paging
@R9a@ - SMS and voice: Twilio, number +44 161 496 0732
@V7a@ - Engineer pages: 5 attempts, 2 minutes apart, then the supervisor's phone rings
@S5a@ - The out-of-hours line is answered by Ansafone, who log the call and trigger the page
@F5a@ - On-call runs in weekly shifts, one engineer per depot

## Response targets
@V3a@ - Premium callouts: engineer on site within 4 working hours
- Standard callouts: engineer on site by the end of the next working day
@N5a@ - Lone working after 22:00 is allowed for callouts inside the M60

## Charges
@A2a@ - Callout fee without a contract: £120 plus VAT
@N10a@ - Out-of-hours callouts are always billed at the out-of-hours rate, Premium contracts included
- Labour on callouts is covered on both contract tiers
""")

r("reference_vanapp.md", "vanapp-overview",
  "vanapp: the engineers' Android tablet app", "reference",
  "vanapp overview", "engineer tablet app, builds, data handling", """
# vanapp

Android app the engineers use on site. Repo `steamwand/vanapp`, owner Marta.

@A3a@ - Kotlin, Jetpack Compose, Room for the offline cache
@V5a@ - Min Android: 10 (minSdk 29)
- Tablets: Samsung Galaxy Tab Active5, one per engineer
@D4b@ - Syncs over 4G; every tablet has an EE data SIM
@S6a@ - Distributed as a sideloaded APK from the `vanapp-releases` share on the depot NUC
@O4a@ - Crashes are reported to Firebase Crashlytics

## On the job
@D3b@ - Engineers complete the job sheet in vanapp: work done, parts used, photos and the customer's sign-off
@N4a@ - Customer signatures are cached on the tablet until the job syncs
@F1a@ - Job photos are uploaded to S3
@N9a@ - Engineers can see the site contact's phone number on the job card
""")

r("reference_infra.md", "infra-overview",
  "Infra: hosting, email, backups, secrets", "reference",
  "Infra overview", "where things run and how they are backed up", """
# Infra

@S1a@ - Hosting: Hetzner Cloud, with jobsheet, contractly and partshelf on one k3s cluster
- DNS: Cloudflare
@R3a@ - Transactional email: Postmark, server `steamwand-notify`
@F2a@ - Postgres backups run nightly
@V8a@ - Postgres backups kept for 35 days
@S9a@ - Secrets: Bitwarden organisation vault "Steamwand Eng"
- Monitoring: Grafana Cloud, uptime checks every minute on the public endpoints
- Everything is in the `steamwand/infra` repo (Terraform + Helm values)
""")

r("reference_depots.md", "depots",
  "Depots: sites, counters, areas", "reference",
  "Depots", "the four depots and what they cover", """
# Depots

@A5a@ - Manchester (MAN): head office and workshop, Trafford Park; trade counter 08:00–17:30 weekdays
@O3a@ - Leeds (LDS): Stourton; trade counter 07:30–16:00 weekdays
- Liverpool (LPL): Speke; no trade counter, engineers only
@A4a@ - Preston (PRE): opened 2026-09-07, covers Lancashire and Cumbria
@D5b@ - Each depot holds its own parts stock in partshelf
- Workshop repairs for every depot are done in Manchester
""")

r("reference_glossary.md", "glossary",
  "Glossary: trade words the team uses", "reference",
  "Glossary", "trade terms used in tickets and notes", """
# Glossary

- PPM: planned preventive maintenance visit under a contract
- Loaner: a loan machine
- Group head: where the portafilter locks in; the gasket and shower screen wear out
- Steam tip: the nozzle at the end of the steam wand
- B2C: bean-to-cup machine (Eversys, Franke, Schaerer)
- Trad: traditional espresso machine (La Marzocco, Rancilio, Sanremo)
- Run: an engineer's list of visits for a day
""")

r("reference_suppliers.md", "suppliers",
  "Parts suppliers and accounts by machine brand", "reference",
  "Suppliers", "who we buy spares from", """
# Suppliers

@R10a@ - La Marzocco spares: Espresso Service Supplies (Stockport), account SW-4471
- Rancilio and Gaggia spares: Coffee Parts Direct
- Eversys spares: direct from Eversys UK, 2-day lead time
- Water filters: BWT UK direct
- Descaler and cleaning tablets: Cafetto via the cash-and-carry account
""")

r("user_hannah.md", "hannah",
  "Hannah Quigley, head of systems; how she likes to work", "user",
  "Hannah", "head of systems, preferences", """
Hannah Quigley is head of systems at Steamwand Technical (coffee machine repair and servicing, four depots).
She was a field engineer for eight years before moving to the office, so she knows the machines better than the code.

@O10a@ - Works in PyCharm, including for the Rails app
- Wants a one-paragraph summary before any diff
- Reviews every PR herself on Tuesdays and Thursdays
""")

r("user_dev.md", "dev",
  "Dev Raman, backend developer", "user",
  "Dev", "backend developer, tools", """
Dev Raman is the backend developer (jobsheet, contractly). Joined 2025-11.

@R8a@ - Editor: VS Code with the Ruby LSP and Python extensions
- Prefers small PRs and likes tests written first
- Part-time on Fridays
""")

r("feedback_merge_strategy.md", "merge-strategy",
  "How PRs get merged into main", "feedback",
  "Merge strategy", "how PRs land on main", """
@R7a@ Always squash-merge PRs into main; the PR title becomes the commit subject.

**Why:** Hannah reads `git log --oneline` to write the monthly change note for the depots.

**How to apply:** Make the PR title a good commit subject before asking for review.
""")

r("feedback_deploys.md", "deploys",
  "When and how to deploy, and what the agent may run", "feedback",
  "Deploys", "deploy timing and what needs a human", """
@N1a@ Never deploy jobsheet on a Friday — the weekend runs are built on Friday afternoon.
@NS6a@ The agent must not run `terraform apply` itself; it proposes the change and Hannah applies it.

**Why:** a bad Friday deploy in January left the Leeds engineers without runs on the Saturday.

**How to apply:** if a jobsheet change is ready on a Friday, leave the PR approved and deploy on Monday.
""")

r("feedback_commit_style.md", "commit-style",
  "Commit message style", "feedback",
  "Commit style", "how to write commit messages", """
@F10a@ Commit messages in English, imperative mood.

**Why:** Marta's first language is Polish and Dev's is Tamil; English keeps the log readable for everyone.

**How to apply:** "Add loan overdue reminder", not "added" or "adds".
""")

r("feedback_migrations.md", "migrations",
  "Database migration rules", "feedback",
  "Migrations", "rules for schema migrations", """
@NS3a@ Never run contractly migrations without taking a fresh `pg_dump` first.
@NS9a@ Don't edit a migration once it has been merged; add a new one instead.

**Why:** a March migration on contractly dropped a column the renewal job still read.

**How to apply:** put the `pg_dump` command in the PR description so whoever deploys can copy it.
""")

r("feedback_customer_comms.md", "customer-comms",
  "Rules for anything that reaches customers", "feedback",
  "Customer comms", "what customer-facing messages must carry", """
@NS7a@ Parts invoices are never sent without the job number on them.
- Don't email customers from personal accounts; use the shared mailbox or the apps.
- Customer-facing text is British English, no exclamation marks.

**Why:** customers' accounts teams match invoices to the engineer's job sheet by job number.
""")

r("feedback_testing.md", "testing",
  "Testing and typing expectations", "feedback",
  "Testing", "tests and type hints", """
@F6a@ partshelf code gets type hints everywhere.
- New endpoints need a test that hits them through the HTTP client, not just the service function.
- Don't mock the database in jobsheet tests; the test settings use a throwaway Postgres.
""")

r("feedback_reply_style.md", "reply-style",
  "How to reply in chat", "feedback",
  "Reply style", "tone and length of replies", """
Keep replies short: what changed, what to check, what's left. No emoji.
When unsure which depot a rule applies to, ask rather than assume Manchester.
""")

r("feedback_push_main.md", "push-to-main",
  "Branches and pushing", "feedback",
  "Pushing to main", "branch and PR rule", """
@N8a@ Never push straight to main in any repo, infra included — always open a PR.

**Why:** Hannah wants one review point for everything, and the PR is where she leaves it.

**How to apply:** branch as `agent/<short-topic>`, push, open the PR, link the ticket.
""")

r("feedback_secrets.md", "secrets-handling",
  "Handling secrets in chat and code", "feedback",
  "Secrets", "never paste secrets", """
Never paste a secret into chat or a commit; refer to it by the vault item name.
If a secret shows up in a log, say so straight away so it can be rotated.
""")

r("project_preston_depot.md", "preston-depot",
  "Opening the Preston depot (2026)", "project",
  "Preston depot", "fourth depot set-up", """
Preston is the fourth depot, in a unit on the Red Scar estate. Two engineers moved from Manchester, one new hire.

@D6a@ Until the Preston depot opened in September, Lancashire callouts were covered from Manchester.
- Preston got its own depot code PRE in jobsheet, partshelf and loanerboard.
- First stock count was done the week before opening.
""")

r("project_parts_reorder.md", "parts-reorder-cleanup",
  "Cleaning up the parts catalogue and reorder lists", "project",
  "Parts reorder clean-up", "catalogue clean-up and what not to stock", """
Spring clean-up of the partshelf catalogue: 1,900 SKUs down to about 1,100.

@NS5a@ - Don't reorder Gaggia domestic spares — we don't service domestic machines.
- Dead SKUs are archived, not deleted, so old job sheets still resolve.
- Supplier part numbers are stored alongside ours.
""")

r("project_loan_fleet_refresh.md", "loan-fleet-refresh",
  "Replacing and growing the loan fleet", "project",
  "Loan fleet refresh", "buying and retiring loan machines", """
@D9a@ The 2025 loan fleet was 18 machines, mostly ex-demo Rancilios.
- 2026 purchases are two-group machines only; one-group loaners didn't cope with busy cafés.
- Retired loaners are sold to staff or stripped for spares.
""")

r("project_callout_rota.md", "callout-rota",
  "On-call rota tooling and pay", "project",
  "Callout rota", "on-call rota tool and standby pay", """
@D10a@ Until May, the on-call rota lived in a shared Google Calendar.
@A8a@ - Standby pay is £40 per night for the on-call engineer.
- Swaps must be agreed by both engineers and the supervisor.
""")

r("project_telemetry_pilot.md", "telemetry-pilot",
  "Machine telemetry pilot with Premium customers", "project",
  "Telemetry pilot", "remote machine monitoring pilot", """
Pilot: read boiler pressure, shot counts and error codes from B2C machines so PPM can be based on usage.

@S10a@ - Telemetry pilot: 12 Eversys machines reporting through Sigfox modems
- Data goes to a small ingest service and a Grafana dashboard per customer
- Pilot customers: Northern Bean (6 sites) and the Salford Quays office campus
""")

r("project_descaling_campaign.md", "descaling-campaign",
  "Autumn descaling campaign", "project",
  "Descaling campaign", "targeted descaling offer", """
@F7a@ The descaling campaign targets hard-water postcodes.
- Offer goes to Standard customers first, by letter and email.
- Engineers log scale found at each visit so we can see if the campaign pays back.
""")

r("project_sla_rework.md", "sla-rework",
  "Reworking SLA reporting for contract customers", "project",
  "SLA rework", "SLA reports for contract customers", """
Monthly SLA report per contract customer, generated by contractly from jobsheet visit data.

- Clock starts when the callout is logged, stops when the engineer marks arrival in vanapp.
- Travel outside the depot area doesn't stop the clock.
- Reports go out on the 3rd working day of the month.
""")

r("project_ppm_scheduler.md", "ppm-scheduler",
  "Automatic PPM visit scheduling", "project",
  "PPM scheduler", "planning PPM visits automatically", """
The PPM scheduler in contractly proposes next month's planned visits; dispatchers confirm them in jobsheet.

- Proposals are grouped by postcode area so an engineer gets a tight run.
- A customer can move a PPM visit twice; after that it drops to the back of the queue.
""")

r("user_marta.md", "marta",
  "Marta Kowalczyk, mobile and Rails developer", "user",
  "Marta", "mobile developer, working style", """
Marta Kowalczyk builds vanapp and helps on contractly. Works from Leeds.

- Likes screenshots in PRs that touch the tablet UI
- Tests vanapp on a real Tab Active5 before any release
""")
