# Claim texts keyed by pair slot; each claim is one full body line of its file.
# File refs: root files by name, auto/<slug>.md, or "facts:<key>" resolved by build.py.
C = {}
def c(key, fref, text):
    C[key] = (fref, text)

# ---------------- value_slot
c("V1a", "reference_brewlog.md", "- DB: `postgres://brewlog_app@pg-brew.trb.internal:5432/brewlog` (Postgres 15)")
c("V1b", "auto/brewlog-local-setup.md", "The production DSN is `postgres://brewlog_app@db2.trb.internal:5432/brewlog`, so tunnel to db2, not to pg-brew (that box only carries the reporting replica).")
c("V2a", "reference_cellarwatch.md", "- Probe polling: every 30 s per tank (`poll_interval = \"30s\"` in `cellarwatch.toml`)")
c("V2b", "facts:poll", "cellarwatch polls every fermenter probe once every 2 minutes; polling faster made the Modbus gateway drop frames.")
c("V3a", "reference_kegtrack.md", "- Fleet: 1,840 kegs (50 L and 30 L) registered in kegtrack")
c("V3b", "project_keg_audit.md", "The fleet in kegtrack is 2,300 kegs in total (both sizes); that is the number finance should use for the deposit-liability estimate.")
c("V4a", "reference_shopfront.md", "- Runtime: Node 18 (`.nvmrc` pins `18.20.4`)")
c("V4b", "facts:node", "shopfront runs on Node 22; `engines.node` in package.json is `>=22`, so older local Node versions refuse to install it.")
c("V5a", "reference_excise.md", "- Monthly run: 3rd of each month at 06:00 (Europe/London)")
c("V5b", "facts:dutyrun", "excise-calc's monthly duty run fires on the 1st of the month at 07:30 UK time.")
c("V6a", "reference_shopfront.md", "- Product image uploads are capped at 5 MB each")
c("V6b", "auto/shopfront-image-pipeline.md", "shopfront accepts product images up to 10 MB; anything bigger gets a 413 from `/api/upload`.")
c("V7a", "reference_infra.md", "- Backups: pgBackRest on every Postgres cluster, full backups retained 14 days")
c("V7b", "auto/backup-restore-drill.md", "pgBackRest retention is 30 days of full backups on all clusters, so the restore target")
c("V8a", "reference_cellarwatch.md", "- Deviation alert hold-off: 15 min (a tank has to stay off setpoint for 15 minutes before it alerts)")
c("V8b", "facts:holdoff", "cellarwatch alerts once a tank has been off its setpoint for 5 minutes; shorter wobbles are ignored.")
c("V9a", "reference_distro.md", "- Next-day dispatch cut-off: 14:00 (later orders ship the day after)")
c("V9b", "facts:cutoff", "Cut-off for next-day delivery in distro-orders is 12:00 noon; anything later rolls to the following dispatch day.")
c("V10a", "reference_kegtrack.md", "- API: `kegtrack-api.trb.internal:8081` (Go, chi router)")
c("V10b", "auto/kegtrack-api-notes.md", "kegtrack-api is reachable at `kegtrack-api.trb.internal:9090` from inside the cluster; the app talks to it through `keg.tanneryrow.co.uk`.")

# ---------------- role_slot
c("R1a", "reference_brewlog.md", "- Background jobs: Celery 5.3 workers (`brewlog-worker`), Redis as broker")
c("R1b", "auto/brewlog-jobs.md", "brewlog's async work (label PDFs, ABV recalculation, stock sync) runs on Dramatiq workers, started with `dramatiq brewlog.tasks`.")
c("R2a", "reference_shopfront.md", "- CI: GitHub Actions (`.github/workflows/ci.yml`: lint, typecheck, Playwright)")
c("R2b", "facts:shopci", "shopfront's CI runs on the self-hosted Woodpecker at `ci.trb.internal`; the pipelines live in `.woodpecker/`.")
c("R3a", "reference_shopfront.md", "- Hosting: Vercel (team `tannery-row`, project `shopfront`)")
c("R3b", "project_shop_hosting.md", "shopfront is hosted on Fly.io: app `trb-shopfront`, two machines in `lhr`.")
c("R4a", "reference_shopfront.md", "- Transactional email: Amazon SES (eu-west-2), sending domain verified")
c("R4b", "auto/shop-email-templates.md", "Order and shipping emails from shopfront go out through Mailgun (EU region); the templates")
c("R5a", "reference_taptab.md", "- Package manager: pnpm 9 (`pnpm install --frozen-lockfile`)")
c("R5b", "facts:yarn", "taptab uses Yarn 4 (Berry, PnP off): run `yarn install --immutable`, never npm.")
c("R6a", "reference_kegtrack.md", "- Merging: rebase-and-merge only; we keep linear history with the individual commits")
c("R6b", "facts:kegsquash", "kegtrack PRs are squash-merged so the PR title becomes the single commit on main.")
c("R7a", "reference_kegtrack.md", "- Crash/error reporting: Sentry (project `kegtrack-android`)")
c("R7b", "auto/kegtrack-crash-triage.md", "Crashes from the kegtrack Android app land in Bugsnag; filter by release stage `production` and the app version.")
c("R8a", "reference_cellarwatch.md", "- Storage: TimescaleDB hypertable `readings` on `tsdb.trb.internal`")
c("R8b", "project_cellarwatch_storage.md", "cellarwatch writes all probe readings to VictoriaMetrics (`vm.trb.internal:8428`), one series per tank and probe.")
c("R9a", "reference_excise.md", "- Scheduling: systemd timer `excise-monthly.timer` on `ops-01`")
c("R9b", "auto/excise-calc-runbook.md", "excise-calc is scheduled as a Kubernetes CronJob (`excise-monthly` in namespace `trb-excise`).")
c("R10a", "reference_distro.md", "- Invoicing: invoices are pushed to Xero by the nightly `InvoiceSyncJob`")
c("R10b", "facts:qbo", "Wholesale invoices from distro-orders are raised in QuickBooks Online through its API every night.")

# ---------------- negation
c("N1a", "feedback_deploys.md", "Always run `python manage.py migrate --plan` against prod before a brewlog deploy and paste the output into the PR.")
c("N1b", "auto/brewlog-deploy-checklist.md", "- Don't run `manage.py migrate --plan` by hand before deploying; the playbook's pre-task prints it anyway.")
c("N2a", "reference_shopfront.md", "- Release train: shopfront goes to production every Friday at 10:00")
c("N2b", "feedback_deploys.md", "Never release shopfront to production on a Friday; if it isn't out by Thursday 16:00 it waits until Monday.")
c("N3a", "reference_taptab.md", "- Customer emails are cached locally on each till so e-receipts still go out when the link is down")
c("N3b", "facts:noemail", "taptab does not store customer email addresses; e-receipts are sent straight from the payment terminal.")
c("N4a", "feedback_git.md", "- brewlog: always squash-merge, one commit per PR on `main`.")
c("N4b", "auto/brewlog-contributing.md", "Never squash brewlog PRs. Hannah's team bisects recipe-calculation regressions and needs the individual commits.")
c("N5a", "reference_oncall.md", "- cellarwatch critical alerts (tank over temperature, probe offline) page the primary on-call")
c("N5b", "facts:nopage", "cellarwatch alerts do not page the on-call engineer; they post to #cellar and")
c("N6a", "reference_infra.md", "- Terraform: the agent may run `terraform apply` on the `staging` workspace without asking")
c("N6b", "feedback_terraform.md", "Never run `terraform apply` yourself, staging included: run `terraform plan`, paste it, and let Ines apply.")
c("N7a", "reference_excise.md", "- Rounding: duty is rounded to the penny per line item, then summed")
c("N7b", "facts:rounding", "excise-calc does not round per line item; it keeps full precision and rounds the return total once.")
c("N8a", "reference_shopfront.md", "- Checkout changes ship behind Unleash feature flags (`unleash.trb.internal`)")
c("N8b", "facts:noflags", "Decided not to use feature flags in shopfront; a three-person team can test on staging and roll back instead.")
c("N9a", "reference_kegtrack.md", "- Offline: scans are queued on the phone when there is no signal and synced later")
c("N9b", "facts:offline", "kegtrack scanning does not work offline; drivers need mobile data at the drop or the scan is lost.")
c("N10a", "feedback_git.md", "Prefix every commit message with the ticket, e.g. `TRB-412: fix keg deposit rounding`.")
c("N10b", "facts:noticket", "Don't put ticket numbers in commit messages; Ines links tickets in the PR description only.")

# ---------------- stale_vs_change
c("S1a", "reference_distro.md", "- Email: order confirmations and invoices are sent through SendGrid")
c("S1b", "facts:postmark", "distro-orders moved its email from SendGrid to Postmark in June; the SendGrid account is closed.")
c("S2a", "reference_infra.md", "- Dashboards: Grafana at `https://grafana.trb.internal` (LDAP login)")
c("S2b", "project_observability_move.md", "The self-hosted Grafana at grafana.trb.internal was shut down on 2026-09-12; all dashboards now live in Grafana Cloud (`tanneryrow.grafana.net`).")
c("S3a", "reference_brewlog.md", "- Python 3.10, Django 4.2 LTS")
c("S3b", "auto/brewlog-py312-upgrade.md", "brewlog was upgraded from Python 3.10 to Python 3.12 on 2026-08-19; the 3.10 images are gone from the registry.")
c("S4a", "reference_taptab.md", "- Card payments: Square Terminal API (one terminal per till)")
c("S4b", "project_sumup_switch.md", "The taprooms switched from Square to SumUp terminals in April; taptab's Square code path is dead and due for deletion.")
c("S5a", "reference_kegtrack.md", "- Test builds: Firebase App Distribution, group `drivers-beta`")
c("S5b", "facts:playtrack", "We no longer use Firebase App Distribution for kegtrack; test builds go to the Play Console internal testing track.")
c("S6a", "reference_infra.md", "- Old webshop orders (pre-2025) are in the `trb-legacy` MySQL on `legacy-db.trb.internal`; query it directly for anything older")
c("S6b", "facts:legacy", "The `trb-legacy` MySQL was shut down in March; pre-2025 webshop orders are archived as Parquet under `s3://trb-archive/orders/`.")
c("S7a", "feedback_secrets.md", "Pull secrets with Doppler (`doppler run -p trb-prod -- <cmd>`) and never paste them into chat.")
c("S7b", "project_secrets_migration.md", "All secrets moved from Doppler to 1Password (Connect server on `ops-01`) in May; the Doppler workspace has been deleted.")
c("S8a", "reference_brewlog.md", "- Repo: `git.trb.internal/brew/brewlog` (self-hosted Gitea)")
c("S8b", "facts:github", "brewlog's repo moved from the self-hosted Gitea to GitHub (`tannery-row/brewlog`) in February; the Gitea copy is read-only.")
c("S9a", "reference_excise.md", "- Duty rates: the source of truth is `Duty Rates 2026.xlsx` on SharePoint (Finance > Excise)")
c("S9b", "auto/duty-rates-table.md", "Duty rates are no longer maintained in the SharePoint spreadsheet. excise-calc reads them")
c("S10a", "reference_oncall.md", "- Paging: PagerDuty, schedule `TRB Primary`")
c("S10b", "project_oncall_changes.md", "We dropped PagerDuty at the end of July; paging and the rota now run through incident.io.")

# ---------------- refinement
c("F1a", "reference_brewlog.md", "- Deploy: Ansible from `ops-01`")
c("F1b", "auto/brewlog-deploy-checklist.md", "- Run `ansible-playbook deploy.yml -l brew-prod --tags brewlog` from `ops-01`.")
c("F2a", "reference_cellarwatch.md", "- Raw readings kept 90 days")
c("F2b", "auto/cellarwatch-retention.md", "After 90 days the raw readings are rolled up into 5-minute averages, which are kept indefinitely for batch-to-batch comparisons.")
c("F3a", "reference_taptab.md", "- Tills sit on their own VLAN, separate from guest Wi-Fi")
c("F3b", "facts:vlan", "Taproom tills are on VLAN 40 (`10.40.0.0/24`), which can only reach taptab-api on 443.")
c("F4a", "reference_shopfront.md", "- Payments: Stripe")
c("F4b", "auto/shop-checkout-notes.md", "Checkout uses Stripe Checkout (hosted page) with Apple Pay and Klarna turned on; we never touch card data ourselves.")
c("F5a", "feedback_excise_changes.md", "Test any duty-rate change against last year's returns before merging it.")
c("F5b", "auto/excise-calc-runbook.md", "Before merging a rate change, run `make replay YEAR=2025`: it recomputes every 2025 return and diffs the totals against what was filed.")
c("F6a", "reference_kegtrack.md", "- Keg labels: QR codes printed on Zebra printers")
c("F6b", "auto/keg-label-printing.md", "Keg QR labels come off the Zebra ZD421 in the KEL warehouse: 50x25 mm polyester, ZPL sent by kegtrack-api.")
c("F7a", "user_ines.md", "- Likes short answers.")
c("F7b", "feedback_answer_style.md", "Keep chat replies to three to five lines unless Ines asks for a deep dive, and skip headings in chat answers.")
c("F8a", "reference_distro.md", "- Credit check on every order against the pub's credit limit")
c("F8b", "facts:credit", "An order that pushes a pub's open balance above its `credit_limit` goes to `on_hold` until Sam approves it in distro-orders.")
c("F9a", "feedback_logging.md", "Log timestamps in UTC.")
c("F9b", "auto/logging-conventions.md", "Timestamps in logs are UTC ISO-8601 with milliseconds (`2026-05-03T09:12:44.120Z`); only screens people look at show Europe/London.")
c("F10a", "reference_brewlog.md", "- Backups: nightly pgBackRest with a second, off-site repo")
c("F10b", "facts:repo2", "brewlog's off-site pgBackRest repo (repo2) is a Hetzner Storage Box in Falkenstein, reached over SSH on port 23.")

# ---------------- other_subject
c("O1a", "reference_brewlog.md", "- Redis: `redis-brew.trb.internal:6379`")
c("O1b", "reference_shopfront.md", "- Sessions/cart: Redis at `redis-shop.trb.internal:6380`")
c("O2a", "reference_cellarwatch.md", "- CI: Buildkite, agent on `build-02`")
c("O2b", "reference_kegtrack.md", "- CI: GitHub Actions for kegtrack-api and the Android app")
c("O3a", "reference_taptab.md", "- Postgres 16 (`pg-taptab.trb.internal`)")
c("O3b", "reference_distro.md", "- Postgres 13 on `pg-distro.trb.internal` (upgrade ticket TRB-377 still open)")
c("O4a", "facts:tilllogs", "taptab keeps till transaction logs for 6 years because HMRC can ask for them.")
c("O4b", "reference_kegtrack.md", "- Scan history retained for 2 years, then aggregated per keg")
c("O5a", "auto/shop-release-process.md", "Staging (`staging.shop.tanneryrow.co.uk`) deploys automatically on every merge to `main`.")
c("O5b", "reference_shopfront.md", "- Production deploys only from `v*` tags")
c("O6a", "reference_taprooms.md", "- Kelham Island (KEL): open from 12:00 every day")
c("O6b", "facts:hebhours", "Hebden Bridge taproom opens at 16:00 on weekdays and 12:00 at weekends.")
c("O7a", "reference_kegtrack.md", "- Rate limit: 60 requests/min per device on kegtrack-api")
c("O7b", "facts:shoprate", "shopfront's public API is rate-limited to 600 requests per minute per IP at the edge.")
c("O8a", "reference_shopfront.md", "- Sender address: `orders@tanneryrow.co.uk`")
c("O8b", "reference_distro.md", "- Sender address: `trade@tanneryrow.co.uk`")
c("O9a", "reference_excise.md", "- HMRC submission retries up to 3 times, then emails Lou")
c("O9b", "auto/taptab-loyalty-webhook.md", "The loyalty webhook from taptab retries up to 8 times with exponential backoff before the event is parked in `webhook_dead`.")
c("O10a", "reference_infra.md", "- k3s workers: 3x Hetzner CPX31 (4 vCPU, 8 GB)")
c("O10b", "facts:ops01", "`ops-01` is a small Hetzner CX22 (2 vCPU, 4 GB RAM); don't run builds on it.")

# ---------------- dated_history
c("D1a", "project_shop_replatform.md", "Until March 2026 the shop ran on WooCommerce on a shared cPanel host.")
c("D1b", "reference_shopfront.md", "shopfront is our Next.js 14 storefront (App Router) for bottles, cans, merch and gift cards.")
c("D2a", "project_xmas_2025_retro.md", "During the 2025 Christmas rush kegtrack-api ran 4 replicas to absorb the scan spikes.")
c("D2b", "reference_kegtrack.md", "- Replicas: 2 (`deploy/kegtrack-api`)")
c("D3a", "facts:slowbackup", "In January the nightly brewlog backup took about 3 hours, because WAL archiving")
c("D3b", "auto/backup-restore-drill.md", "The nightly brewlog backup finishes in roughly 25 minutes.")
c("D4a", "project_cellar_refit.md", "Before the May refit the KEL brewhouse had 6 fermenters (FV1-FV6).")
c("D4b", "reference_cellarwatch.md", "- Tanks monitored: 10 fermenters at KEL (FV1-FV10) plus 2 brite tanks")
c("D5a", "project_taptab_rollout.md", "For the Q1 pilot taptab ran only at Sharrow Vale.")
c("D5b", "reference_taptab.md", "- Live at all three taprooms (KEL, SHV, HEB)")
c("D6a", "facts:weekly", "Until July the on-call rotation was weekly, handing over on Mondays.")
c("D6b", "reference_oncall.md", "- Rotation: two weeks per person, handover Monday 10:00")
c("D7a", "project_duty_automation.md", "In 2025 Lou filed the alcohol duty return by hand in the HMRC portal, copying totals from the spreadsheet.")
c("D7b", "reference_excise.md", "- Submission: excise-calc files the return through the HMRC API")
c("D8a", "facts:distrooutage", "During the February outage distro-orders was read-only for two days while the database was restored.")
c("D8b", "reference_distro.md", "- Pubs can place orders 24/7; the order form is always open")
c("D9a", "auto/cellarwatch-rust-upgrade.md", "Until the August upgrade cellarwatch was built with Rust 1.74.")
c("D9b", "reference_cellarwatch.md", "- Rust 1.82 (`rust-toolchain.toml`)")
c("D10a", "facts:trello", "In 2025 we ran the roadmap in Trello.")
c("D10b", "reference_project_tracking.md", "- Roadmap and tickets: Linear, team `TRB`")

# ---------------- agreeing_duplicate
c("A1a", "reference_taptab.md", "- taptab-api listens on port 3000 behind nginx")
c("A1b", "auto/taptab-deploy.md", "nginx on the taptab box proxies 443 to the Node process on `localhost:3000`.")
c("A2a", "feedback_secrets.md", "Never commit `.env` files, not even with dummy values.")
c("A2b", "auto/pre-commit-hooks.md", "`.env*` is in every repo's `.gitignore`, and the `no-dotenv` pre-commit hook blocks any env file from being committed.")
c("A3a", "project_brewhouse_schedule.md", "Brew days are Monday to Thursday; Friday is the cleaning (CIP) day.")
c("A3b", "facts:nofribrew", "Nothing gets brewed at KEL on Fridays: that is the cleaning day.")
c("A4a", "reference_excise.md", "- Money: integer pence everywhere")
c("A4b", "facts:pence", "All amounts in excise-calc are stored as integer pence; floats are never used for money.")
c("A5a", "reference_kegtrack.md", "- Keg IDs: `TR-` followed by five digits")
c("A5b", "facts:kegid", "A keg ID looks like `TR-01234`; the QR code encodes just that string.")
c("A6a", "reference_shopfront.md", "- CMS: Sanity (project `trb-shop`)")
c("A6b", "auto/shop-content-editing.md", "Product copy, tasting notes and blog posts for the shop are edited in Sanity Studio at `studio.tanneryrow.co.uk`.")
c("A7a", "feedback_rust.md", "Run `cargo clippy -- -D warnings` before pushing cellarwatch changes.")
c("A7b", "facts:clippy", "cellarwatch CI fails on any clippy warning, so run clippy with `-D warnings` locally first.")
c("A8a", "reference_distro.md", "- Rails 7.1 on Ruby 3.3")
c("A8b", "auto/distro-dev-setup.md", "distro-orders is a Ruby on Rails 7.1 app (Ruby 3.3.x): use the `.ruby-version` and `bin/setup`.")
c("A9a", "user_ines.md", "- Ines Okafor, head of digital at Tannery Row; ex-backend developer, reads Go and Python comfortably.")
c("A9b", "facts:inesbg", "Ines has a backend background and is fine with Go and Python snippets without explanation.")
c("A10a", "reference_infra.md", "- Namespaces: `trb-<service>` (e.g. `trb-kegtrack`, `trb-distro`)")
c("A10b", "feedback_kubectl.md", "Every namespace on the k3s cluster is named `trb-` plus the service name; don't create namespaces without that prefix.")

# ---------------- negation_scope
c("G1a", "feedback_cellar.md", "Never restart cellarwatch while any tank is crash-cooling; a restart drops the glycol valve commands for about a minute.")
c("G1b", "reference_cellarwatch.md", "- Restart after config changes: `sudo systemctl restart cellarwatch` on `cellar-01`")
c("G2a", "feedback_deploys.md", "Don't deploy taptab while any taproom is open.")
c("G2b", "auto/taptab-deploy.md", "Deploys are done with the `deploy-taptab` GitHub workflow (manual dispatch, pick the tag).")
c("G3a", "auto/excise-calc-runbook.md", "The monthly run also renders the return PDF that goes to the accountant.")
c("G3b", "facts:draftpdf", "Never send the accountant a return PDF built while any batch is still in draft.")
c("G4a", "feedback_kegtrack.md", "Never delete a keg record in kegtrack; mark it `retired` instead so the deposit history stays intact.")
c("G4b", "auto/kegtrack-api-notes.md", "Duplicate scan events get deleted with `kegctl scans dedupe --since 7d`.")
c("G5a", "auto/shop-email-templates.md", "shopfront sends an order confirmation email for every paid order.")
c("G5b", "facts:consent", "shopfront never sends marketing emails to customers who did not tick the consent box at checkout.")
c("G6a", "reference_distro.md", "- Sam changes wholesale prices himself in the admin (`/admin/price_lists`)")
c("G6b", "facts:midmonth", "Never change wholesale prices mid-month without telling the sales reps first.")
c("G7a", "feedback_git.md", "Never push to `main` in any repo, not even for a one-line fix.")
c("G7b", "auto/pr-workflow.md", "Push the feature branch and open a pull request for review.")
c("G8a", "feedback_kubectl.md", "Don't run `kubectl delete` against the production cluster; ask Ines.")
c("G8b", "auto/k8s-cheatsheet.md", "Roll a deployment with `kubectl rollout restart deploy/<svc> -n trb-<svc>`.")
c("G9a", "reference_taptab.md", "- Stores card brand and last four digits per tab, for receipts and disputes")
c("G9b", "facts:nopan", "taptab never stores full card numbers; the terminal keeps the PAN.")
c("G10a", "feedback_cellar.md", "Don't backfill cellarwatch readings older than 7 days; the gateway buffer is unreliable that far back.")
c("G10b", "auto/cellarwatch-backfill.md", "Missing readings are backfilled from the gateway buffer with `cw backfill --tank FV3 --since 36h`.")

CLASSES = [
    ("V", "contradiction", "value_slot"),
    ("R", "contradiction", "role_slot"),
    ("N", "contradiction", "negation"),
    ("S", "contradiction", "stale_vs_change"),
    ("F", "non_contradiction", "refinement"),
    ("O", "non_contradiction", "other_subject"),
    ("D", "non_contradiction", "dated_history"),
    ("A", "non_contradiction", "agreeing_duplicate"),
    ("G", "non_contradiction", "negation_scope"),
]

NOTES = {
 "V1": "brewlog production DSN host: pg-brew vs db2",
 "V2": "cellarwatch probe polling interval: 30 s vs 2 min",
 "V3": "kegtrack fleet size: 1,840 vs 2,300 kegs",
 "V4": "shopfront Node version: 18 vs 22",
 "V5": "excise-calc monthly run: 3rd 06:00 vs 1st 07:30",
 "V6": "shopfront product image upload limit: 5 MB vs 10 MB",
 "V7": "pgBackRest full-backup retention: 14 vs 30 days",
 "V8": "cellarwatch deviation alert hold-off: 15 vs 5 minutes",
 "V9": "distro next-day cut-off: 14:00 vs 12:00",
 "V10": "kegtrack-api port on the same host: 8081 vs 9090",
 "R1": "brewlog job queue: Celery vs Dramatiq",
 "R2": "shopfront CI: GitHub Actions vs Woodpecker",
 "R3": "shopfront hosting: Vercel vs Fly.io",
 "R4": "shopfront transactional email: Amazon SES vs Mailgun",
 "R5": "taptab package manager: pnpm vs Yarn",
 "R6": "kegtrack PR merge strategy: rebase-and-merge vs squash",
 "R7": "kegtrack app crash reporting: Sentry vs Bugsnag",
 "R8": "cellarwatch readings store: TimescaleDB vs VictoriaMetrics",
 "R9": "excise-calc scheduler: systemd timer on ops-01 vs Kubernetes CronJob",
 "R10": "distro invoicing system: Xero vs QuickBooks Online",
 "N1": "brewlog deploy: always run migrate --plan vs don't run it",
 "N2": "shopfront production release on Fridays: every Friday vs never on Friday",
 "N3": "taptab storing customer emails: cached on tills vs does not store",
 "N4": "brewlog merging: always squash vs never squash",
 "N5": "cellarwatch alerts paging on-call: page vs do not page",
 "N6": "agent running terraform apply on staging: may vs never",
 "N7": "excise-calc rounding per line item: rounds vs does not round",
 "N8": "shopfront feature flags: checkout behind Unleash flags vs decided not to use flags",
 "N9": "kegtrack offline scanning: queued offline vs does not work offline",
 "N10": "ticket prefix in commit messages: always vs don't",
 "S1": "distro email: SendGrid (present) vs moved to Postmark",
 "S2": "Grafana at grafana.trb.internal (present) vs shut down, moved to Grafana Cloud",
 "S3": "brewlog Python 3.10 (present) vs upgraded to 3.12",
 "S4": "taptab card payments via Square (present) vs switched to SumUp",
 "S5": "kegtrack test builds via Firebase App Distribution (present) vs no longer used",
 "S6": "trb-legacy MySQL to query (present) vs shut down and archived",
 "S7": "secrets via Doppler (present) vs moved to 1Password",
 "S8": "brewlog repo on Gitea (present) vs moved to GitHub, Gitea read-only",
 "S9": "duty rates in SharePoint spreadsheet (present) vs no longer maintained there",
 "S10": "paging via PagerDuty (present) vs dropped for incident.io",
 "F1": "brewlog deploy via Ansible from ops-01, detailed command",
 "F2": "cellarwatch raw readings 90 days, then rolled up",
 "F3": "taptab tills on own VLAN, VLAN 40 details",
 "F4": "shopfront payments Stripe, Stripe Checkout details",
 "F5": "test duty-rate changes against last year, make replay details",
 "F6": "keg QR labels on Zebra printers, model and label details",
 "F7": "Ines likes short answers, concrete reply length",
 "F8": "distro credit check, on_hold/approval detail",
 "F9": "UTC log timestamps, format detail",
 "F10": "brewlog off-site backup repo, Hetzner Storage Box detail",
 "O1": "Redis endpoint: brewlog vs shopfront",
 "O2": "CI: cellarwatch (Buildkite) vs kegtrack (GitHub Actions)",
 "O3": "Postgres major version: taptab 16 vs distro 13",
 "O4": "retention: taptab till logs 6 years vs kegtrack scan history 2 years",
 "O5": "shopfront deploy trigger: staging on merge vs production on tags",
 "O6": "taproom opening time: KEL vs Hebden Bridge",
 "O7": "rate limit: kegtrack-api per device vs shopfront public API per IP",
 "O8": "sender address: shopfront vs distro",
 "O9": "retry count: HMRC submission vs taptab loyalty webhook",
 "O10": "machine size: k3s workers vs ops-01",
 "D1": "until March 2026 WooCommerce vs present Next.js shopfront",
 "D2": "2025 Christmas rush 4 replicas vs 2 replicas now",
 "D3": "January backup took 3 hours vs ~25 minutes now",
 "D4": "before May refit 6 fermenters vs 10 now",
 "D5": "Q1 pilot only Sharrow Vale vs all three taprooms",
 "D6": "until July weekly rotation vs two weeks now",
 "D7": "2025 manual duty filing vs excise-calc HMRC API now",
 "D8": "February outage read-only vs orders 24/7",
 "D9": "until August Rust 1.74 vs Rust 1.82",
 "D10": "2025 roadmap in Trello vs Linear now",
 "A1": "taptab-api on port 3000 behind nginx, said twice",
 "A2": "never commit .env files, said twice",
 "A3": "no brewing on Fridays (cleaning day), said twice",
 "A4": "excise-calc money as integer pence, said twice",
 "A5": "keg ID format TR-#####, said twice",
 "A6": "shop content in Sanity, said twice",
 "A7": "run clippy -D warnings before pushing cellarwatch, said twice",
 "A8": "distro is Rails 7.1 / Ruby 3.3, said twice",
 "A9": "Ines backend background (Go/Python), said twice",
 "A10": "namespace naming trb-<service>, said twice",
 "G1": "never restart cellarwatch while crash-cooling vs restart after config changes",
 "G2": "don't deploy taptab while a taproom is open vs deploys via workflow",
 "G3": "never send accountant a PDF built with draft batches vs monthly run renders the PDF",
 "G4": "never delete keg records vs delete duplicate scan events",
 "G5": "never send marketing emails without consent vs confirmation email for every order",
 "G6": "never change wholesale prices mid-month without telling reps vs Sam changes prices in the admin",
 "G7": "never push to main vs push feature branches",
 "G8": "no kubectl delete on prod vs kubectl rollout restart",
 "G9": "never store full card numbers vs stores brand and last four",
 "G10": "no backfill older than 7 days vs backfill from gateway buffer",
}
