"""File bodies for set241 (Brassbolt Locksmiths, Bristol).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT: Claude Code auto-memory files at the store root (+ MEMORY.md built from TITLE/HOOK).
FACTS: remnic facts, facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md.
AUTO: free notes, auto/<slug>.md.
"""

# Root files whose frontmatter description intentionally carries an unquoted ": " (not strict YAML).
FLAT = {
    "reference_infra-hosts.md",
    "feedback_git-workflow.md",
    "reference_pricing.md",
    "project_sms-notifications.md",
    "feedback_customer-messages.md",
}

# (filename, name, description, type, title, hook, body)
ROOT = []


def R(fname, name, desc, typ, title, hook, body):
    ROOT.append((fname, name, desc, typ, title, hook, body.strip("\n") + "\n"))


# (date, time, category, confidence, tags, body)
FACTS = []


def F(date, time, cat, conf, tags, body):
    FACTS.append((date, time, cat, conf, tags, body.strip("\n") + "\n"))


# (slug, title, created, tags, body)
AUTO = []


def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))


# ---------------------------------------------------------------------------------------------
# ROOT: Claude Code auto-memory
# ---------------------------------------------------------------------------------------------

R("user_dana-whitlock.md", "dana-profile",
  "Who Dana is, what she signs off and how she likes to get updates", "user",
  "Dana (owner and manager)", "what she signs off and how she likes updates", """
Dana Whitlock owns the business and is the "manager" in most of these notes. Not technical, very sharp on numbers.

- Signs off anything that touches prices, guarantee terms or customer data.
- Wants a short Friday summary in Slack rather than ad-hoc pings during the week.
- Reads PR descriptions, so write the first paragraph for her, not for Tom.
- Usually at St Philips; in Bath on Tuesdays.
- Has admin on dispatch, Stripe and KeyLedger.
""")

R("user_tom-ashby.md", "tom-profile",
  "Tom the contract developer — working days, tools and review habits", "user",
  "Tom (contract developer)", "working days, editor and review habits", """
Tom Ashby is the contract developer who built dispatch and VanKit. Bills three days a week (Mon, Wed, Thu).

@R10_tom@ - Tom works in Neovim; don't suggest VS Code-specific settings or commit a `.vscode/` folder.
- Strong on Django and Go, fine with Expo. bookings-web (Astro) came from an agency and he's less keen on it.
- Prefers small PRs with one concern each.
- Reviews a lot from his phone, so keep PR descriptions short and put the risky bit first.
""")

R("user_priya-nair.md", "priya-profile",
  "Priya, ops lead — rota, stock, suppliers and the van fleet", "user",
  "Priya (ops lead)", "rota, stock, suppliers and fleet", """
Priya Nair is ops lead: field rota, stock, supplier orders and the vans.

- Heaviest dispatch user after Gemma; owns the Metabase dashboards.
- Writes her Metabase SQL in VS Code with SQLTools (she doesn't touch the app code).
- Wants low-stock alerts by email, not Slack.
- Runs the Monday 08:30 ops huddle at St Philips.
""")

R("project_dispatch-overview.md", "dispatch-overview",
  "What dispatch is, its stack and the outside services it talks to", "project",
  "dispatch overview", "stack and integrations of the job dispatch app", """
# dispatch

The job dispatch system. The office books jobs (phone + bookings-web), dispatch assigns them to vans and
VanKit pulls each tech's run sheet. Repo `brassbolt/dispatch`; `main` is always deployable.

## Stack
- Django 5.1 + DRF, gunicorn behind nginx on hz-dispatch-01.
@S10_disp@ - Upgraded to Python 3.12 in February; 3.11 images are no longer built.
@A1_disp@ - Database: PostgreSQL 16 on `dispatch-db`.
@R8_disp@ - Celery broker is Redis (`redis://10.20.0.6:6379/0`); no result backend.
@F3_disp@ - Gunicorn runs 4 workers.
- Celery beat and 2 worker processes run on the same box as the web app.

## Integrations
@R1_disp@ - Errors go to Sentry (project `dispatch-api`, environment `prod`).
@R4_disp@ - Transactional email (job confirmations, invoices) goes through Postmark.
- Stripe for online deposits; webhook at `/hooks/stripe/`.
- Google Distance Matrix for the ETA estimate on the run sheet.

## Layout
- Apps: `jobs`, `rota`, `notifications`, `billing`, `fleet`.
- Settings split into `config/settings/{base,dev,prod}.py`.
""")

R("project_vankit-overview.md", "vankit-overview",
  "VanKit, the techs' tablet app — stack and how it behaves in the van", "project",
  "VanKit overview", "the techs' tablet app", """
VanKit is the React Native app the techs use on the van tablets: run sheet, notes, photos, signatures, taking payment.

@V5_vankit@ - Expo SDK 52, React Native 0.76, TypeScript strict mode.
- Package manager is yarn 1 (classic); don't switch it in the middle of an upgrade.
@N10_vankit@ - Job completion works fully offline: notes, photos and the signature are queued locally and sync when signal comes back.
@D1_vankit@ - All 9 vans run VanKit, on Samsung Galaxy Tab Active5 tablets.
- Crash reports go to Sentry (project `vankit`).
- Local store is SQLite via `expo-sqlite`; schema version in `src/db/migrations.ts`.
""")

R("project_bookings-web.md", "bookings-web",
  "The public booking site — hosting, deposit and how it talks to dispatch", "project",
  "bookings-web", "public booking flow and deposits", """
bookings-web is the public booking flow at brassbolt.co.uk/book. The agency (Pixel & Pine) built the brochure
site in 2025; the booking flow is ours.

@R7_bw@ - Hosted on Cloudflare Pages (project `bookings-web`), with a preview deploy for every branch.
- Astro 4 with a bit of Preact for the slot picker.
@F5_bw@ - Online bookings take a £30 deposit via Stripe Checkout.
- Slots come from dispatch's public `/api/v2/slots` endpoint (rate-limited per IP).
- The contact form posts to dispatch, which emails the office.

**Why it matters:** roughly 40% of non-emergency bookings come through it now.
""")

R("reference_infra-hosts.md", "infra-hosts",
  "Hosts and ports: where each service runs", "reference",
  "Infra hosts", "which box runs what", """
Prod is Hetzner Cloud (`fsn1`), private network 10.20.0.0/24. SSH only over Tailscale.

@V1_infra@ - `dispatch-db` (10.20.0.5): Postgres 16 on port 5433.
- `hz-dispatch-01` (10.20.0.4): dispatch web (gunicorn + nginx) and the Celery workers.
- `hz-dispatch-02` (10.20.0.7): second app box.
@V6_infra@ - nginx on hz-dispatch-01 has `client_max_body_size 20m` so VanKit photo batches fit.
- `metabase-01` (10.20.0.9): Metabase on port 3000, plus a streaming replica of dispatch-db on 5432.
@S7_infra@ - `hz-staging-01` runs the staging stack for dispatch (`staging.dispatch.brassbolt.co.uk`).
- DNS for `brassbolt.co.uk` is on Cloudflare.

| Port | Service | Host |
|---|---|---|
| 443 | dispatch (nginx) | hz-dispatch-01 |
| 5555 | Flower | hz-dispatch-01, Tailscale only |
| 3000 | Metabase | metabase-01 |
""")

R("feedback_git-workflow.md", "git-workflow",
  "Git rules: merge style, force-push, branch names", "feedback",
  "Git workflow", "merge style and what never to push", """
@R6_git@ - PRs are squash-merged into `main`; the PR title becomes the commit message.
@N4_git@ - Never force-push to `main`. A bad merge gets fixed with a revert PR.
**Why:** the Feb 2026 force-push wiped two of Tom's commits that only existed on `main`.
**How to apply:** if `main` looks wrong, open a revert PR and tell Tom; don't rewrite history.

- Branch names: `tb/<topic>` for Tom, `agent/<topic>` for anything the agent opens.
- Rebasing your own feature branch onto `main` before review is fine (and force-pushing that branch is fine too).
- Commit messages in the imperative; no ticket prefix needed.
""")

R("feedback_deploys.md", "deploys",
  "How and when to deploy dispatch safely", "feedback",
  "Deploys", "how to ship dispatch safely", """
@F1_deploys@ - Deploy dispatch with `./bin/deploy prod` from a clean, up-to-date `main`.
@NS1_deploys@ - Never run `./bin/deploy prod` with uncommitted changes in the tree; the
  script rsyncs the working copy as-is.
**Why:** a half-edited settings file went to prod in April.
**How to apply:** `git status` must be clean before any deploy; say so in the deploy message.

- After a deploy, watch the error tracker and Flower for ten minutes before walking away.
- bookings-web deploys itself when `main` changes; there's no manual step.
- VanKit isn't "deployed", it's released (see the vankit-release note).
""")

R("feedback_testing.md", "testing",
  "How tests are written in dispatch and VanKit", "feedback",
  "Testing", "what to mock and what not to", """
@N8_testing@ - Do not mock the database in dispatch tests; they run against a real Postgres 16 container (`compose.test.yml`).
**Why:** a mocked queryset hid a broken `select_for_update` in the rota code for a month.
**How to apply:** if a test needs data, create it with factory_boy factories inside the test.

- VanKit tests mock the network with msw; that's the boundary, that's fine.
- factory_boy for test data, not JSON fixtures.
- Run `pytest -n auto` locally; CI runs serially until the flaky rota test is fixed.
""")

R("reference_pricing.md", "price-list",
  "Price list: call-outs, lock changes, safe openings (inc VAT)", "reference",
  "Price list", "customer prices that Dana owns", """
Customer prices, inc. VAT. Dana owns this table; never change a price in code or copy without her.

| Job | Price | Notes |
|---|---|---|
@V2_table@ | Lockout, daytime (08:00–20:00) | £85 | first 30 min labour included |
@F2_table@ | Lockout, night (20:00–08:00) | £140 | also all day Sunday and bank holidays |
@D9_table@ | Lock change (euro cylinder) | from £65 + parts | TS007 3★ cylinders only |
| Safe opening | quoted | £120 attendance, Marek quotes the rest |
| Master key / commercial | quoted | via Priya |

- Mileage: nothing inside BS1–BS16; £1/mile beyond the ring road.
- Card, bank transfer or cash; no cheques.
""")

R("project_sms-notifications.md", "sms-notifications",
  "SMS: when customers get texts and how they are sent", "project",
  "SMS notifications", "customer texts and how they are sent", """
Texts are sent from the `notifications` app in dispatch.

@S1_sms@ - SMS goes out via Twilio (alphanumeric sender `BRASSBOLT`).
@D7_sms@ - Customers get an ETA text when the tech taps *On my way* in VanKit.
@V4_sms@ - The `send_eta_sms` Celery task retries up to 3 times with exponential backoff.
- Booking confirmations are email only; we stopped texting those in the spring (cost per message).
- Replies aren't read; the text says "replies to this number are not monitored".
""")

R("feedback_code-style.md", "code-style",
  "Formatting and lint rules per language", "feedback",
  "Code style", "formatters and linters per language", """
@F7_style@ - Python: format and lint with ruff, line length 100.
- TypeScript (VanKit, bookings-web): prettier defaults, 2-space indent, no semicolon debates.
- Go (KeyLedger): gofmt and golangci-lint with the repo config, nothing extra.
- No `# type: ignore` without a comment saying why.
**Why:** Tom reviews on his phone; consistent formatting keeps diffs small.
**How to apply:** run the formatter before committing; don't reformat unrelated files in the same PR.
""")

R("reference_oncall.md", "oncall",
  "Who to call when systems break, and what is not an on-call matter", "reference",
  "On-call", "who handles outages and what isn't on-call", """
@R5_oncall@ - Weekend system on-call (dispatch, VanKit, bookings-web outages): Tom Ashby, on Signal.
- Weekday system problems: Tom in his working hours, otherwise Dana triages and decides if it waits.
@NS4_oncall@ - Payment problems (Stripe disputes, failed payouts) go to Dana in #payments, not to on-call.
- Field emergencies out of hours go to whoever is on the field rota in dispatch.
- Phone numbers are in the "On-call" vault in 1Password.
""")

R("project_van-fleet.md", "van-fleet",
  "The vans, who drives them and what each one carries", "project",
  "Van fleet", "vans, techs and kit", """
@D4_fleet@ - We run 9 vans (6 Vauxhall Vivaro, 3 Ford Transit Custom), leased from Zenith.
@D10_fleet@ - 9 field technicians, one van each; Marek's van also carries the safe kit.
@F6_fleet@ - Van minimum stock: 10 euro cylinders, at least 4 of them 35/35 or 40/40.
- Every van has a Silca Futura key machine and a 1500 W inverter.
- Two vans (Chris and Sian) are based at the Bath lockup; the rest overnight at St Philips.
- Service and MOT dates live in dispatch under Fleet.
""")

R("feedback_customer-id-checks.md", "id-checks",
  "ID checks before opening a door for someone", "feedback",
  "ID checks", "verifying who we let in", """
@N1_idcheck@ - Always check photo ID and proof of address before opening a residential door.
**Why:** in 2025 we twice let an ex-partner into a property; one became a police matter.
**How to apply:** ask Dana before changing anything in the VanKit lockout flow or the phone script.

- Commercial lockouts: a keyholder named on the account is enough (they're pre-verified).
- We don't do vehicle lockouts at all; refer the caller to an auto locksmith.
""")

R("reference_stock-levels.md", "stock-levels",
  "Stock minimums for vans and the depot, and where stock is counted", "reference",
  "Stock levels", "van and depot minimums", """
@F6_stock@ - Each van carries at least 10 euro cylinders in mixed sizes.
- Keep 2 spare uPVC gearboxes (35mm backset) per van.
@S9_stock@ - Van stock is counted in dispatch (`/stock`) since July; the old "Van Stock 2026" Google Sheet is read-only.
- Priya reorders when the depot count of any cylinder size drops below 6.
""")

R("project_access-control-installs.md", "access-control",
  "Paxton access-control installs — what we fit and how", "project",
  "Access control installs", "Paxton work", """
- We only install Paxton (Net2 and Paxton10); no other access-control brand.
@A10_ac@ - Paxton Net2 hardware has a 2-year manufacturer warranty; we register each install with Paxton for the customer.
- The commissioning sheet (PDF) is attached to the job in dispatch.
- Marek and Sian are the two techs trained on Net2.
- A typical small-office install is 1.5 days for two techs.
""")

R("feedback_pr-reviews.md", "pr-reviews",
  "Review rules for pull requests", "feedback",
  "PR reviews", "who reviews what", """
@F9_pr@ - Every PR to dispatch needs one approving review before merge.
- The agent's PRs are reviewed by Tom; Tom's PRs get a review from the agent, plus Dana if prices or copy change.
- Keep PRs under ~400 changed lines where you can.
**Why:** Tom reviews on his phone between other work.
**How to apply:** split refactors from behaviour changes.
""")

R("reference_suppliers.md", "suppliers",
  "Who we buy locks, blanks, safe parts and access control from", "reference",
  "Suppliers", "where parts and blanks come from", """
@R9_sup@ - Registered-keyway blanks (our restricted profile) come only from Lockwood & Sons in Walsall, who hold the registration.
- Euro cylinders and uPVC gearboxes: Avocet and Brisant, via the Lawrence Hill trade counter.
- Safe locks and parts: direct from Phoenix.
- Paxton kit: through the distributor in Yate, next day if ordered by 14:00.
- Trade accounts are on 30-day terms except Lockwood (pro-forma).
""")

R("project_payments.md", "payments",
  "How customers pay and where the money and invoices go", "project",
  "Payments", "how customers pay and where invoices go", """
@S6_pay@ - Card payments on site are taken with SumUp readers, one per van.
@S3_pay@ - We moved accounting from QuickBooks to Xero in April 2026; QBO is read-only now, kept for history.
@NS5_pay@ - Invoices are issued from dispatch as soon as the tech marks the job complete.
- Online deposits (bookings-web) come through Stripe Checkout and are matched to jobs on `booking_ref`.
- Commercial accounts pay on 30-day terms.
""")

R("feedback_secrets.md", "secrets",
  "Handling secrets, env files and API keys", "feedback",
  "Secrets", "env files and keys", """
@NS6_secrets@ - Never paste the `.env` or any API key into chat, tickets or PR text; share secrets only through 1Password.
**Why:** a Stripe restricted key ended up in a GitHub issue in 2025 and had to be rotated.
**How to apply:** refer to secrets by name (`STRIPE_SECRET_KEY`), never by value.

- Prod secrets live in `/etc/dispatch/env`, root-owned, mode 600. Shape of it:

```env
DJANGO_SETTINGS_MODULE=config.settings.prod
DATABASE_URL=postgres://dispatch:***@10.20.0.5:5433/dispatch
CELERY_BROKER_URL=redis://10.20.0.6:6379/0
STRIPE_SECRET_KEY=sk_live_***
```
""")

R("project_backups.md", "backups",
  "What is backed up, where it goes and how long it is kept", "project",
  "Backups", "what is dumped and kept", """
@F10_backups@ - dispatch-db gets a nightly `pg_dump` at 02:30, pushed to Backblaze B2 (bucket `bb-dispatch-backups`).
- Dumps are kept 30 days, then a B2 lifecycle rule deletes them.
- Restore test: first Monday of each month, onto a throwaway box.
- Job photos live in a separate B2 bucket with no expiry.
""")

R("reference_depots.md", "depots",
  "Depot addresses, opening hours and where vans park", "reference",
  "Depots", "addresses and opening hours", """
- Bristol (St Philips, Feeder Road): workshop and office, open 07:00–17:30 weekdays and 08:00–12:00 Saturdays.
@V7_depots@ - Bath lockup (Twerton): staffed 07:30–16:00 weekdays, closed at weekends.
- The key-cutting counter at St Philips closes at 16:30, an hour before the office.
- Vans overnight at St Philips except the two Bath vans.
""")

R("feedback_migrations.md", "migrations",
  "Rules for Django migrations in dispatch", "feedback",
  "Migrations", "how schema changes reach prod", """
@N2_migr@ - Never run `migrate` automatically in the deploy step; Tom runs it by hand after reading the `sqlmigrate` output.
**Why:** in March 2026 a migration locked the invoice table and took dispatch down for 12 minutes.
**How to apply:** write migrations so the old code still runs against the new schema.
- NOT NULL columns need a default or a two-step rollout.
- Squashing old migrations is Tom's job, never part of a feature PR.
""")

R("project_reporting.md", "reporting",
  "Metabase dashboards and the KPIs Dana watches", "project",
  "Reporting", "Metabase and KPIs", """
- Metabase reads the dispatch replica on metabase-01; dashboards: Daily Jobs, First-Time Fix, Van Utilisation.
@O7_report@ - Metabase keeps its own application DB in Postgres 14 on metabase-01, separate from the replica.
- First-time-fix target is 85%.
- The weekly KPI email goes to Dana on Mondays at 07:00.
- Response time is measured from `accepted_at` to `arrived_at`.
""")

R("feedback_comms-style.md", "writing-for-dana",
  "How to write updates and PR text for Dana and the office", "feedback",
  "Writing for Dana", "tone and format of updates", """
- Plain English; lead with what changes for the office, then the detail.
- UK dates (28/11/2026) and £ in anything customer-facing.
- Don't @-mention techs in Slack while they're on jobs.
**Why:** Dana forwards some updates to the techs' WhatsApp group as they are.
**How to apply:** if a message would confuse a tech reading it in a van, rewrite it.
""")

R("project_safe-opening.md", "safe-opening",
  "Safe openings — who does them and how they are quoted", "project",
  "Safe openings", "who does them and how they're quoted", """
- Marek does all safe openings; Sian is second-trained on Phoenix and Burton.
@NS7_safe@ - Don't quote a safe opening over the phone without photos of the safe and its make/model plate.
- Attendance fee is £120; the rest is quoted per job.
- The safe kit (scope, drill rig, manipulation dial) lives in Marek's van.
""")

R("reference_api-endpoints.md", "api-endpoints",
  "dispatch API endpoints that VanKit and bookings-web call", "reference",
  "API endpoints", "what VanKit and bookings-web call", """
@S4_api@ - VanKit fetches the day's jobs from `GET /api/v1/jobs/today`.
- `POST /api/v2/jobs/{id}/complete` takes the signature as base64 and photos as multipart.
- `/api/v2/slots` is public (bookings-web); everything else needs a device token.
- Device tokens are DRF tokens issued from the admin, one per tablet.
- `/hooks/stripe/` is the only public inbound webhook.
""")

R("feedback_logging.md", "logging",
  "What dispatch may and may not write to its logs", "feedback",
  "Logging", "what must stay out of logs", """
@N6_logging@ - Don't log customer phone numbers or addresses, even at DEBUG; log the job id and look the rest up.
**Why:** logs go to a third-party log store and we can't promise deletion there.
**How to apply:** use `job_id` / `customer_id` in the log context; scrub free text before logging it.
- structlog, JSON in prod, pretty console output in dev.
- Prod log level is INFO.
""")

R("project_insurance-jobs.md", "insurance-jobs",
  "Insurance panel work and how it differs from retail jobs", "project",
  "Insurance jobs", "panel work rules", """
- Insurance work (burglary repairs, boarding up) comes from two panels: HomeSure and Claimsline.
- Don't quote the customer on panel jobs; the panel's schedule of rates applies.
- Before/after photos are mandatory on panel jobs.
- Panel invoices go out monthly, batched on the 1st.
""")

R("reference_ci.md", "ci",
  "CI setup for each repo", "reference",
  "CI", "pipelines per repo", """
@R2_ci@ - VanKit: builds run on EAS Build, started by a GitHub Actions workflow on `v*` tags.
- dispatch: GitHub Actions `ci.yml` runs ruff, mypy and pytest.
- KeyLedger: GitHub Actions, `go test ./...` plus golangci-lint.
- bookings-web: only `astro check` in a GitHub Action; there are no tests.
""")

R("feedback_dependencies.md", "dependencies",
  "Package managers and upgrade rules per repo", "feedback",
  "Dependencies", "package managers and upgrades", """
@R3_deps@ - bookings-web is a pnpm project; `pnpm-lock.yaml` is the source of truth, don't commit any other lockfile.
@NS8_deps@ - Don't bump Django to a new minor release without reading the release notes and running the full suite.
- Renovate opens grouped minor/patch PRs every Monday.
- VanKit: add native packages with `npx expo install` so versions match the SDK.
**Why:** the 5.0 → 5.1 bump broke a raw SQL report nobody had looked at in months.
**How to apply:** list anything deprecated in the PR description so Tom can plan the follow-up.
""")

R("project_warranty.md", "warranty",
  "Guarantee terms we give customers on our work", "project",
  "Warranty", "guarantee terms", """
@V9_warranty@ - Workmanship is guaranteed for 12 months from the job date.
- Cylinders also carry the maker's guarantee (Ultion: lifetime, plus their snap guarantee).
- Warranty call-backs are free if the fault is ours; Priya decides.
- Guarantee wording on invoices comes from `billing/templates/guarantee.txt`; change it only with Dana.
""")

R("reference_monitoring.md", "monitoring",
  "Uptime checks, alerts and the public status page", "reference",
  "Monitoring", "uptime checks and alerts", """
- Better Stack uptime checks every 60 s on dispatch `/healthz` and the bookings-web home page.
@NS4_mon@ - Dispatch outages page the on-call person via Better Stack (phone call after 5 min down).
- Disk alerts at 80% on every box.
- Celery `default` queue alert if it stays above 200 for 5 minutes.
- Public status page: status.brassbolt.co.uk.
""")

R("feedback_customer-messages.md", "customer-messages",
  "Customer comms: what we promise on the phone and in texts", "feedback",
  "Customer messages", "what we promise callers", """
@NS9_msgs@ - Never promise an exact arrival time to a caller, only a window.
**Why:** traffic on the M32 makes exact times a lie, and the complaints are about the lie, not the wait.
**How to apply:** in any customer-facing copy the agent writes, use "between X and Y".
- Always give the price before the tech sets off, except on insurance panel jobs.
- Texts are signed "Brassbolt Locksmiths", never with a tech's own number.
""")

R("project_roadmap-2026.md", "roadmap",
  "What is planned for the rest of 2026 and early 2027", "project",
  "Roadmap", "what's planned next", """
- Q4 2026: KeyLedger customer portal, a read-only view of their own master key chart.
- Q4 2026: VanKit on Expo SDK 53, once react-native-maps supports it.
- Early 2027: replace the Bath lockup with a shared unit in Keynsham (nothing signed yet).
- Parked: an iOS build of VanKit (every tablet is Android).
""")

R("reference_local-dev.md", "local-dev",
  "Running each app on a laptop", "reference",
  "Local dev", "running each app locally", """
@O1_localdev@ - dispatch: `make dev` brings up Postgres in Docker, then the app on `http://localhost:8000`.
- bookings-web: run the `dev` script and open `/book`.
- KeyLedger: `go run ./cmd/keyledger` with `KEYLEDGER_DB=./dev.db`.
@A8_localdev@ - `pyproject.toml` in dispatch sets ruff `line-length = 100`.
- VanKit: `yarn start`, then open it in Expo Go on a test tablet.
""")

R("reference_keyledger.md", "keyledger",
  "KeyLedger, the master key system register — hosting, storage and access", "reference",
  "KeyLedger", "the master key register", """
KeyLedger holds our master key systems: bitting charts, keyholder lists and who signed for which key.

@S2_kl@ - Runs on Fly.io (app `keyledger`, region `lhr`), a single machine with a volume.
@A3_kl@ - Built with Go 1.23; one static binary, no CGO.
- Storage is SQLite (`/data/keyledger.db`), replicated to B2 with Litestream.
@V10_kl@ - Litestream keeps 72h of snapshots and WAL in B2 (`retention: 72h`).
- Every view of a bitting chart is audit-logged with user and reason.
- Admin UI at keys.brassbolt.co.uk; accounts for Dana, Marek and Priya only.
""")

# ---------------------------------------------------------------------------------------------
# FACTS: remnic
# ---------------------------------------------------------------------------------------------

# labelled
F("2026-03-11", "09:42:17", "fact", 0.86, ["dispatch", "postgres", "infra"], """
@V1_fact@ Dispatch's Postgres runs on the default port 5432 on dispatch-db (10.20.0.5).
""")
F("2026-06-03", "14:05:51", "decision", 0.9, ["quotes", "customers"], """
@V3_fact@ Customer quotes are valid for 14 days from the date they're sent.
""")
F("2026-05-20", "11:18:09", "fact", 0.84, ["dispatch", "sms", "celery"], """
@V4_fact@ `send_eta_sms` gives up after 6 retries; the backoff is capped at 10 minutes.
""")
F("2026-04-08", "16:31:44", "fact", 0.88, ["vankit", "expo"], """
@V5_fact@ VanKit is built on Expo SDK 51.
""")
F("2026-02-17", "08:12:30", "fact", 0.8, ["depots", "bath", "hours"], """
@V7_fact@ The Bath depot opens at 8am on weekdays.
""")
F("2026-07-09", "10:47:02", "fact", 0.87, ["dispatch", "auto-assign"], """
@V8_fact@ Dispatch never auto-assigns more than 6 jobs a day to one technician.
""")
F("2026-08-26", "15:22:38", "fact", 0.83, ["warranty", "customers"], """
@V9_fact@ We give a 2-year workmanship guarantee on every lock we fit.
""")
F("2026-02-24", "13:09:55", "fact", 0.85, ["dispatch", "errors"], """
@R1_fact@ Dispatch API exceptions are reported to Rollbar.
""")
F("2026-03-30", "09:58:13", "fact", 0.82, ["bookings-web", "tooling"], """
@R3_fact@ bookings-web uses plain npm, with `package-lock.json` committed.
""")
F("2026-05-12", "17:40:26", "fact", 0.86, ["dispatch", "email"], """
@R4_fact@ Invoice and confirmation emails from dispatch go out through Amazon SES (eu-west-2).
""")
F("2026-06-16", "12:03:49", "preference", 0.81, ["git", "reviews"], """
@R6_fact@ PRs in the dispatch repo are merged with rebase-and-merge so every commit survives on main.
""")
F("2026-09-02", "10:26:11", "fact", 0.89, ["suppliers", "keys"], """
@R9_fact@ We order our registered-keyway blanks from Hallam Keys in Sheffield.
""")
F("2026-04-21", "19:14:35", "preference", 0.78, ["tom", "tooling"], """
@R10_fact@ Tom's editor is VS Code with the Python and Ruff extensions.
""")
F("2026-10-06", "08:51:20", "fact", 0.8, ["lockouts", "field"], """
@N1_fact@ On residential lockouts the tech doesn't need to see ID; we take the customer's word and note their name.
""")
F("2026-07-28", "14:37:58", "fact", 0.84, ["keys", "field"], """
@N3_fact@ Techs cut duplicate restricted-profile keys on site using the van key machine.
""")
F("2026-03-04", "16:02:41", "preference", 0.79, ["git"], """
@N4_fact@ Force-pushing to main is allowed for Tom when he's cleaning up a bad merge.
""")
F("2026-02-10", "11:29:07", "decision", 0.88, ["keys", "services"], """
@N5_fact@ Decided not to offer a key-holding service; we don't keep customers' spare keys.
""")
F("2026-09-15", "09:07:33", "preference", 0.93, ["deploys", "dana"], """
@N7_fact@ Dana wants no dispatch deploys on Saturdays.
""")
F("2026-05-05", "15:45:12", "fact", 0.8, ["dispatch", "testing"], """
@N8_fact@ For dispatch unit tests we mock the ORM layer instead of spinning up Postgres.
""")
F("2026-06-24", "10:11:59", "decision", 0.95, ["keyledger", "master-key"], """
@N9_fact@ Master key charts are never printed; they exist only in KeyLedger.
""")
F("2026-08-11", "13:56:24", "fact", 0.82, ["vankit", "offline"], """
@N10_fact@ VanKit can't complete a job without a connection because the signature upload is synchronous.
""")
F("2026-08-19", "17:33:46", "decision", 0.94, ["dispatch", "sms"], """
@S1_fact@ Switched dispatch SMS from Twilio to Vonage in August 2026; the Twilio account is closed.
""")
F("2026-01-22", "10:20:08", "fact", 0.85, ["billing", "accounting"], """
@S3_fact@ Invoices sync nightly from dispatch to QuickBooks Online.
""")
F("2026-03-19", "12:48:31", "fact", 0.83, ["fleet", "tracking"], """
@S5_fact@ Van locations on the dispatch map come from the Quartix trackers.
""")
F("2026-10-14", "09:35:15", "fact", 0.92, ["payments", "vankit"], """
@S6_fact@ We no longer use SumUp; techs take card payments with Stripe Terminal (BBPOS WisePad 3).
""")
F("2026-10-29", "16:49:57", "fact", 0.93, ["infra", "staging"], """
@S7_fact@ hz-staging-01 was shut down in October; staging now runs as a compose project on hz-dispatch-02.
""")
F("2026-05-27", "08:44:02", "fact", 0.91, ["office", "phones"], """
@S8_fact@ 3CX is retired: the office phones moved to Aircall in May 2026.
""")
F("2026-04-15", "15:10:40", "fact", 0.84, ["stock", "priya"], """
@S9_fact@ Van stock is tracked in the shared Google Sheet "Van Stock 2026"; Priya updates it on Fridays.
""")
F("2026-01-28", "11:52:19", "fact", 0.87, ["pricing", "lockouts"], """
@F2_fact@ Night-rate lockouts (£140) include the first 30 minutes; each extra half hour is £40.
""")
F("2026-06-09", "14:26:03", "fact", 0.85, ["dispatch", "gunicorn"], """
@F3_fact@ Gunicorn on hz-dispatch-01 uses sync workers with `--timeout 60` because invoice PDF rendering is slow.
""")
F("2026-02-03", "09:15:47", "preference", 0.9, ["lockouts", "entry"], """
@F4_first@ Non-destructive entry always comes first: pick, bypass or letterbox tool before any drilling.
""")
F("2026-07-01", "17:05:29", "fact", 0.83, ["lockouts", "entry"], """
@F4_exc@ If the customer won't pay for extra time, the tech may drill after 15 minutes of non-destructive attempts, noted on the job sheet.
""")
F("2026-04-02", "13:38:54", "fact", 0.86, ["bookings-web", "deposits"], """
@F5_fact@ The £30 booking deposit is refunded in full if we cancel or can't attend within the booked slot.
""")
F("2026-09-22", "10:59:36", "fact", 0.82, ["dispatch", "lint"], """
@F7_fact@ Ruff's isort rules are switched on in dispatch; run `ruff check --fix` before committing.
""")
F("2026-03-25", "08:23:14", "fact", 0.88, ["lockouts", "sla"], """
@F8_fact@ Emergency lockout ETA target is 60 minutes inside the Bristol ring road.
""")
F("2026-10-20", "18:12:50", "fact", 0.87, ["backups", "dispatch"], """
@F10_fact@ The nightly dispatch dump is encrypted with age before it goes to B2; the key is in 1Password.
""")
F("2026-01-14", "07:48:22", "fact", 0.9, ["depots", "bristol", "hours"], """
@O2_fact@ Bristol depot (St Philips) opens 07:00 on weekdays.
""")
F("2026-08-04", "12:17:05", "fact", 0.84, ["dispatch", "stripe"], """
@O3_fact@ The Stripe webhook task in dispatch retries failed events up to 6 times.
""")
F("2026-11-03", "15:30:48", "fact", 0.86, ["bookings-web", "ci"], """
@O4_fact@ bookings-web has no test job in CI; there are no tests yet.
""")
F("2026-06-30", "11:44:39", "fact", 0.85, ["pricing", "upvc"], """
@O9_fact@ uPVC mechanism repair call-out is £95 before parts.
""")
F("2026-09-08", "09:02:16", "fact", 0.83, ["backups", "postgres"], """
@O10_fact@ dispatch-db WAL archives in B2 are kept for 7 days.
""")
F("2026-02-05", "16:55:01", "fact", 0.88, ["vankit", "history"], """
@D1_fact@ During the January 2026 pilot only Marek's van ran VanKit.
""")
F("2026-07-14", "10:08:27", "fact", 0.86, ["pricing", "history"], """
@D3_fact@ In Q1 2026 the daytime lockout call-out was £75.
""")
F("2026-06-02", "13:21:45", "fact", 0.87, ["depots", "bath", "history"], """
@D6_fact@ Between March and May 2026 the Bath lockup was shut for a refurb and Bath jobs ran out of Bristol.
""")
F("2026-07-07", "14:49:12", "fact", 0.85, ["keyledger", "go"], """
@D8_fact@ KeyLedger was on Go 1.21 until the June dependency sweep.
""")
F("2026-03-09", "09:33:58", "fact", 0.84, ["field", "history"], """
@D10_fact@ In February we had 6 field techs.
""")
F("2026-01-19", "15:06:40", "fact", 0.9, ["dispatch", "postgres"], """
@A1_fact@ Dispatch's database is Postgres, major version 16.
""")
F("2026-05-18", "12:40:33", "fact", 0.91, ["fleet"], """
@A6_fact@ Fleet size: nine vans.
""")
F("2026-02-12", "10:52:09", "fact", 0.87, ["dispatch", "local-dev"], """
@A7_fact@ `manage.py runserver` on port 8000 is the local dispatch URL everyone uses.
""")
F("2026-04-28", "17:18:26", "fact", 0.86, ["reviews", "dispatch"], """
@A9_fact@ Dispatch PRs can be merged once one reviewer approves.
""")
F("2026-10-01", "11:27:44", "fact", 0.88, ["access-control", "warranty"], """
@A10_fact@ Paxton access-control kit we install carries a 24-month hardware warranty.
""")
F("2026-08-18", "08:36:51", "fact", 0.82, ["lockouts", "entry"], """
@NS2_fact@ Drilling a high-security cylinder is sometimes the only way in on a lockout.
""")
F("2026-05-07", "14:14:18", "decision", 0.92, ["billing", "vat"], """
@NS5_fact@ Invoices are never issued without VAT shown as a separate line.
""")
F("2026-09-29", "16:41:07", "fact", 0.8, ["secrets", "onboarding"], """
@NS6_fact@ Tom shares the dispatch `.env` with new developers on their first day.
""")
F("2026-11-10", "09:54:32", "fact", 0.85, ["safes", "quotes"], """
@NS7_fact@ Safe openings are quoted over the phone by Marek, usually the same afternoon.
""")
F("2026-10-27", "13:03:55", "fact", 0.87, ["office", "customers"], """
@NS9_fact@ Gemma gives callers an arrival window (e.g. 10:00–12:00) when she books the job.
""")

# unlabelled distractor facts
F("2026-03-16", "10:38:21", "fact", 0.86, ["metabase", "postgres"], """
Metabase's replica of dispatch-db listens on 10.20.0.9:5432.
""")
F("2026-04-13", "15:57:10", "fact", 0.84, ["celery", "infra"], """
Flower (the Celery dashboard) is on port 5555 on hz-dispatch-01, reachable over Tailscale only.
""")
F("2026-05-25", "11:09:48", "fact", 0.88, ["access-control", "training"], """
Sian is the second tech trained on Paxton Net2, after Marek.
""")
F("2026-06-12", "16:24:35", "fact", 0.9, ["depots", "keys"], """
The St Philips key-cutting counter closes at 16:30.
""")
F("2026-07-21", "09:46:12", "preference", 0.8, ["safes", "suppliers"], """
Marek prefers Phoenix safe parts ordered direct rather than through the trade counter.
""")
F("2026-01-30", "14:32:57", "preference", 0.83, ["stock", "priya"], """
Priya wants low-stock alerts by email, not in Slack.
""")
F("2026-08-07", "10:15:03", "fact", 0.81, ["vankit", "photos"], """
VanKit retries a failed photo upload 5 times before flagging the job for the office.
""")
F("2026-02-26", "12:58:41", "decision", 0.9, ["gdpr", "data"], """
Customer records are kept for 6 years after the last job (HMRC), then anonymised.
""")
F("2026-03-02", "08:05:29", "preference", 0.85, ["field", "uniform"], """
Techs must wear the Brassbolt ID badge on every job.
Dana checks this at random on site visits.
""")
F("2026-09-10", "07:59:14", "fact", 0.89, ["ops", "meetings"], """
The Monday ops huddle is at 08:30 at St Philips.
""")
F("2026-10-09", "17:11:46", "fact", 0.84, ["office", "gemma"], """
Gemma runs the dispatch desk 07:30–16:00, Monday to Friday.
""")
F("2026-04-23", "13:47:38", "fact", 0.86, ["bookings-web", "slots"], """
The bookings-web slot picker offers 2-hour windows.
""")
F("2026-07-30", "10:33:20", "decision", 0.88, ["pricing", "weekend"], """
Dana decided Saturday-morning call-outs stay at the daytime rate.
""")
F("2026-11-17", "09:20:05", "fact", 0.83, ["dependencies", "renovate"], """
Renovate runs on Monday mornings across all four repos.
""")
F("2026-06-18", "15:02:49", "fact", 0.87, ["keyledger", "audit"], """
KeyLedger audit log entries are kept for 3 years.
""")
F("2026-08-31", "11:50:37", "fact", 0.85, ["field", "bath"], """
Chris Rowe is the field lead for the Bath vans.
""")
F("2026-11-24", "14:06:13", "fact", 0.86, ["payments", "stripe"], """
Stripe payouts land in the Starling business account on a 2-day rolling schedule.
""")
F("2026-01-08", "16:43:26", "fact", 0.79, ["safes"], """
Safe openings take about 2.5 hours on average, travel excluded.
""")

# ---------------------------------------------------------------------------------------------
# AUTO: free notes
# ---------------------------------------------------------------------------------------------

A("pricing-faq", "Pricing FAQ for the phone script", "2026-09-21", ["pricing", "office", "faq"], """
# Pricing FAQ (phone script)

Questions Gemma gets asked most, with the answer we give.

**How much is a lockout?**
@V2_faq@ - Daytime lockout call-out: **£95**, includes the first half hour of labour.
- After that it's charged per half hour; the tech tells the customer before carrying on.

**Do you charge for mileage?**
- Only beyond the ring road, at £1 a mile.

**Is it more on a Sunday?**
- Yes, Sundays and bank holidays are at the night rate.

**Can I pay by card?**
- Yes, the tech takes card on the doorstep.
""")

A("night-callouts", "Night call-outs", "2026-04-16", ["pricing", "field", "night"], """
# Night call-outs

- Night jobs are lockouts and securing a property after a break-in; lock changes wait until morning unless the door can't be secured.
@A2_night@ - After 8pm (and until 8am) a lockout is £140, first half hour included.
- The tech rings the customer back before setting off, so we know it's not a prank.
- Bath vans don't take night jobs outside BA1/BA2.
- Night jobs are saved with `is_night=True` so Metabase can split them out.
""")

A("quotes-and-invoices", "Quotes and invoices", "2026-07-02", ["quotes", "billing"], """
# Quotes and invoices

## Quotes
@V3_auto@ Quotes are valid 30 days from issue (Dana confirmed this in June; it's printed
in the PDF footer).
- Quote numbers look like `Q-2026-0412`.
- A quote becomes a job when the customer accepts the link; commercial accounts pay no deposit.

## Invoices
- Invoice numbers are `INV-` + year + sequence.
- Stripe payment links on invoices expire after 14 days; the office resends them if needed.
- Commercial accounts: 30-day terms.
""")

A("vankit-sync-notes", "VanKit sync notes", "2026-10-18", ["vankit", "dispatch", "api"], """
# VanKit sync notes

How VanKit talks to dispatch, for when Tom isn't around.

## Photos
- VanKit resizes photos to 1600 px on the long edge (around 400 KB) before upload.
- Max 12 photos per job.
@V6_auto@ - dispatch's nginx caps request bodies at 10 MB, so bigger photo batches get a 413.
- The bookings-web contact form limits attachments to 5 MB on its own.

## Endpoints
@S4_auto@ `/api/v1/jobs/today` is deprecated and has returned 410 since dispatch 2.4;
VanKit reads `/api/v2/runsheet` instead.
- Completion goes to `POST /api/v2/jobs/{id}/complete`.
""")

A("auto-assign", "How auto-assign works", "2026-08-24", ["dispatch", "auto-assign"], """
# Auto-assign

Celery beat runs `auto_assign` every 2 minutes.

@V8_auto@ Auto-assign stops at 8 jobs per tech per day; anything over that sits in Unassigned for Gemma.
- Bath vans are only auto-assigned BA postcodes.
- Marek is capped at 3 safe jobs a day, and safe jobs are never auto-assigned to anyone else.
- Emergency lockouts skip auto-assign; Gemma picks the nearest van by hand.
""")

A("backup-runbook", "Backup and restore runbook", "2026-10-26", ["backups", "runbook"], """
# Backup runbook

## dispatch
@A5_auto@ - The dispatch dump cron fires at half past two every night.
- Restore onto a scratch database first, never straight over prod.

## KeyLedger
@V10_auto@ - KeyLedger's Litestream retention is 7 days.
- Restore with `litestream restore` onto a scratch path, never over the live file.

```sh
litestream restore -o /tmp/keyledger-restore.db s3://bb-keyledger/keyledger.db
pg_restore -d dispatch_scratch /backups/dispatch-latest.dump
```
""")

A("vankit-release", "VanKit release process", "2026-06-11", ["vankit", "release"], """
# VanKit release process

@R2_auto@ VanKit release builds run on Bitrise (workflow `release-android`) and go to the Play Console internal track.
- Version is `1.<sprint>.<patch>`; bump it in `app.config.ts`.
- Tablets pick up the new build overnight via managed Google Play.
- OTA updates (expo-updates) are only for copy fixes, never for anything touching payments.
""")

A("oncall-notes", "On-call notes", "2026-05-09", ["oncall", "ops"], """
# On-call notes

@R5_auto@ Weekend IT on-call is Dana; Tom covers weekdays only.
- If dispatch is down, Gemma switches to the paper job sheets in the blue folder.
- The field rota is separate (locksmith call-outs, not IT).
- Escalation numbers are in 1Password, vault "On-call".
""")

A("bookings-web-notes", "bookings-web notes", "2026-03-13", ["bookings-web"], """
# bookings-web notes

@R7_auto@ - bookings-web deploys to Netlify from `main`, with a preview per PR.
@O1_auto@ - Dev server: `localhost:4321` (Astro default).
- The slot picker is a Preact island; everything else is static.
- `PUBLIC_DISPATCH_API` points at dispatch; staging builds use the staging API.
""")

A("celery-ops", "Celery ops", "2026-07-23", ["dispatch", "celery"], """
# Celery ops

@R8_auto@ Dispatch's Celery broker is RabbitMQ (on hz-dispatch-02, vhost `/dispatch`).
@F1_auto@ Before `./bin/deploy prod`, check the `default` queue is drained; the deploy restarts workers mid-task otherwise.
- Flower is on :5555, Tailscale only.
- The beat schedule lives in `config/celery.py`.
- Queues: `default`, `sms`, `pdf`.
""")

A("deploy-runbook", "Deploy runbook (dispatch)", "2026-04-29", ["dispatch", "deploy", "runbook"], """
# Deploy runbook (dispatch)

@NS1_auto@ Deploys to prod are run with `./bin/deploy prod` from Tom's laptop.
@N2_auto@ The deploy script runs `manage.py migrate` automatically before restarting gunicorn.
@N7_auto@ Saturday morning is our usual deploy window for dispatch (quietest time in the office).

Steps:
1. Pull `main` and check CI is green.
2. Run the deploy.
3. Watch the error tracker for ten minutes.

```sh
./bin/deploy prod
ssh hz-dispatch-01 'sudo systemctl status gunicorn celery'
```
""")

A("key-cutting", "Key cutting", "2026-05-15", ["keys", "field"], """
# Key cutting

- Standard keys (Yale-type, euro, padlocks) can be cut in the van on the Silca Futura.
@N3_auto@ - Restricted (registered keyway) keys: we do not cut duplicates in the van, workshop only.
@NS3_keys@ - We never hand keys to anyone but the named customer without their written consent.
- Key cutting at the St Philips counter stops at 16:30.
- Never cut from a photo of a key; ask for the key itself or the code card.
""")

A("letting-agents", "Letting agents", "2026-06-19", ["customers", "letting-agents"], """
# Letting agents

- Main agents: Harbourside Lettings, Clifton Keys and Avon Property Co.
@NS3_agents@ - On letting-agent jobs the new keys go to the agent, with the landlord's signed authority on file.
@N5_auto@ - We hold spare keys for about 40 landlord customers in the key cabinet at St Philips (tagged by number, never by address).
- Agents get one invoice a month, not one per job.
- Tenants can't authorise a lock change on their own; the agent or landlord must.
""")

A("dispatch-dev-notes", "dispatch dev notes", "2026-09-17", ["dispatch", "dev"], """
# dispatch dev notes

Bits I keep having to look up.

@S10_auto@ - dispatch runs on Python 3.11 (the Dockerfile pins `python:3.11-slim`).
@N6_auto@ - dispatch logs the full customer address at INFO on every assignment so we can trace routing bugs.
- `make test` = pytest with `-n auto`.
- The ETA estimate caches Distance Matrix results for 15 minutes.
- `just` isn't installed on the servers; use the Makefile.
""")

A("keyledger-notes", "KeyLedger notes", "2026-08-06", ["keyledger", "master-key"], """
# KeyLedger notes

@A3_auto@ - keyledger is a single Go binary (go1.23), no CGO, pure-Go SQLite driver.
- Bitting charts are versioned; old versions stay readable but can't be edited.
@N9_auto@ - A printed copy of every master key chart is kept in the Bristol office safe.
- New master key systems are set up by Marek and checked by Dana.
""")

A("keyledger-migration", "KeyLedger move", "2026-09-25", ["keyledger", "infra"], """
# KeyLedger move

@S2_auto@ KeyLedger was migrated off Fly.io onto hz-dispatch-02 in September (Fly volume snapshots kept failing).
- DNS for keys.brassbolt.co.uk was switched at the same time; TTL was 300.
- The Litestream config came over unchanged.
- Nobody outside the office noticed; about 20 minutes of read-only mode.
""")

A("fleet-tracking", "Where the vans are", "2026-07-11", ["fleet", "tracking", "vankit"], """
# Where the vans are

@S5_auto@ Quartix trackers were taken out of all vans in June; location now comes from VanKit's GPS pings.
- Pings every 60 s while a job is open, every 5 min otherwise.
- Gemma sees the dots on the dispatch map; techs can't see each other.
- Location history is kept 90 days.
""")

A("depot-info", "Depots and phones", "2026-06-26", ["depots", "office", "phones"], """
# Depots and phones

## St Philips
@A4_auto@ St Philips (Bristol) opens at 7am Mon–Fri.
- Saturday mornings 8 till 12.
- Parking for all but the two Bath vans.

## Phones
@S8_auto@ Inbound calls land on the 3CX system, ring group 600 (office handsets).
- Out of hours the line diverts to the field rota mobile.
""")

A("newsletter", "Landlord newsletter", "2026-03-06", ["marketing", "email"], """
# Landlord newsletter

@O5_auto@ The quarterly landlord newsletter goes out from Mailchimp.
- List is letting agents plus landlords who opted in on a job; about 600 contacts.
- Dana writes it, Gemma sends it.
- Never send it to retail customers who haven't opted in.
""")

A("dispatch-db-notes", "dispatch-db notes", "2026-11-05", ["dispatch", "postgres"], """
# dispatch-db notes

@O7_auto@ dispatch-db is Postgres 16; the database is about 14 GB now.
- Biggest table is the `job_photo` metadata (not the images, those are in B2).
- `max_connections` is 100; gunicorn + celery use about 30.
- Autovacuum is tuned on `job_event` (scale factor 0.02).
""")

A("out-of-hours", "Out of hours", "2026-10-03", ["field", "rota", "oncall"], """
# Out of hours

@O8_auto@ - Weekend call-out rota (field): Femi and Chris alternate Saturdays, Jake does Sundays.
@F8_auto@ - Emergency lockouts: 60 min target inside the ring road, but the clock starts when
  the tech accepts the job, not when the customer rings.
- The night line diverts to the rota mobile at 17:30.
- Rota swaps go through Priya, not straight between techs.
""")

A("timeline-2026", "2026 timeline", "2026-11-21", ["history", "ops"], """
# 2026 timeline (what changed when)

## 2026
@D4_auto@ - Back in January we had 7 vans; the two extra Transit Customs arrived
  in April.
@D2_auto@ - Until March 2026 non-emergency bookings were phone or email only; online booking went live on 9 March.
@D9_auto@ - For the first half of 2026 the minimum charge for a lock change was £55.
@D5_auto@ - During August 2026 Priya covered weekend IT on-call while Tom was on leave.

## Before 2026
@D7_auto@ - During the 2025 beta, ETA texts were sent by hand from Gemma's phone.
""")

A("entry-techniques", "Entry techniques", "2026-05-21", ["lockouts", "entry", "field"], """
# Entry techniques

- Order we try: letterbox tool, then bypass (latch slip etc.), then picking, then drilling.
@NS2_auto@ - Don't drill a high-security cylinder without the customer's written OK
  on the job sheet (VanKit has a tick box for it).
@NS10_never@ - Never leave a uPVC door on a single point of locking overnight without telling the customer in writing.
- Snap-secure cylinders (TS007 3★) are slow to pick; set expectations on time.
""")

A("upvc-repairs", "uPVC repairs", "2026-02-23", ["upvc", "field"], """
# uPVC repairs

- Most failures are the gearbox; 35 mm backset is by far the most common.
- Gearbox lead time from Brisant is 2 working days.
@NS10_some@ - Sometimes we leave a uPVC door on a temporary single-point lock overnight until the gearbox arrives.
- Always check the keep alignment before blaming the mechanism.
""")

A("dispatch-maintenance", "dispatch maintenance", "2026-08-20", ["dispatch", "reviews", "dependencies"], """
# dispatch maintenance

@F9_auto@ - PRs that add a migration need a second approval (Tom's) on top of the usual one.
@NS8_auto@ - We take every Django minor release within a month or so of it coming out.
- Python deps are pinned with a uv lockfile.
""")

# unlabelled notes
A("onboarding-new-tech", "Onboarding a new tech", "2026-04-20", ["onboarding", "field"], """
# Onboarding a new tech

## Week one
- Day 1: tablet, VanKit device token (issued from the dispatch admin), 1Password invite to the Field vault.
- Shadow Marek or Chris for three days before any solo job.
- Badge, uniform and PPE from Priya.
- Van walk-round with Priya: inverter, key machine, stock drawers.

## FAQ
**Do new techs do night call-outs?**
Not in their first month, and never alone on a Bath night job.

**Can they cut keys in the van?**
Yes, standard keys, once Priya has signed them off on the Silca.

**Who approves timesheets?**
Priya, every Friday.
""")

A("metabase-dashboards", "Metabase dashboards", "2026-05-06", ["reporting", "metabase"], """
# Metabase dashboards

What each dashboard shows, for when Dana asks.

| Dashboard | Shows | Refresh |
|---|---|---|
| Daily Jobs | booked / completed / cancelled per van | hourly |
| First-Time Fix | % closed without a return visit | nightly |
| Van Utilisation | hours on jobs vs hours on shift | nightly |

- Data comes from the streaming replica on metabase-01 (port 5432), never the primary.
- Why does utilisation dip on Mondays? The ops huddle runs until about 09:15.
- Saved questions live in the "Ops" collection; don't edit Dana's copies.
""")

A("vankit-crash-triage", "VanKit crash triage", "2026-06-22", ["vankit", "sentry"], """
# VanKit crash triage

- Crashes go to the `vankit` Sentry project; new-issue alerts email Tom.
- The usual suspect this year: camera permission after an Android 14 security update.
- Check the app version first. Tablets pick up new builds overnight, so a tech can be a build behind for a day.
- Crash-free sessions target: 99.5%.
- Don't assign VanKit issues to Gemma; she can't do anything with them.
""")

A("van-checks", "Daily van checks", "2026-02-09", ["fleet", "field"], """
# Daily van checks

Every tech, before the first job:
- Tyres, lights, fluids (walk-round in VanKit, 2 minutes).
- Key machine powers up off the inverter.
- Drill batteries charged (two per van).
- Stock drawer count only if something looks short; full counts are monthly.

Defects go in the Fleet section of dispatch; Priya books the repair.
""")

A("supplier-orders", "Supplier orders", "2026-03-23", ["stock", "suppliers"], """
# Supplier orders

- Trade counter orders placed by 15:00 arrive the next working day.
- Phoenix safe parts: 3–5 working days; Marek orders them himself.
- Paxton: next day if ordered by 14:00.
- Cylinder orders of 50+ get 12% off; ask Priya before splitting an order.
- Returns: unused cylinders in the original packaging only, within 30 days.
""")

A("customer-complaints", "Complaints", "2026-07-17", ["customers", "office"], """
# Complaints

## How they come in
- Phone (most), Google reviews, the odd email.

## What we do
- Dana calls back within one working day, always by phone, not email.
- If it's workmanship, Priya books a free revisit.
- Log it in dispatch against the job (`Complaint` tag) so it shows in Metabase.

## Common ones
- "The tech was late": almost always a window misunderstanding.
- "The price went up on the day": extra half hours not explained up front.
""")

A("safe-jobs-faq", "Safe jobs FAQ", "2026-08-13", ["safes", "faq"], """
# Safe jobs FAQ

**Who does them?** Marek. Sian can do Phoenix and Burton when he's off.
**How long?** Two to three hours on site for most; big fire safes can take a full day.
**Do we open safes for people who aren't the owner?** No. Proof of ownership, or a letter from the executor.
**Do we sell safes?** Only Phoenix, and only fitted.
**What's the attendance fee?** See the price list; the rest is quoted per job.
""")

A("master-key-systems-faq", "Master key systems FAQ", "2026-09-03", ["keyledger", "master-key", "faq"], """
# Master key systems FAQ

**What is one?** A set of cylinders where each key opens its own door and a master opens all of them.
**Where's the chart?** In KeyLedger, versioned; every change makes a new version.
**Who can see bitting?** Dana, Marek and Priya. Every view is audit-logged.
**How many systems do we look after?** 31 at the last count (schools, two GP surgeries, offices).
**Can customers add doors later?** Yes; Marek works out the new bitting and Dana signs off the chart version.
""")

A("bookings-slot-picker", "bookings-web slot picker", "2026-05-28", ["bookings-web", "slots"], """
# bookings-web slot picker

- Shows 2-hour windows, three days ahead, weekdays only.
- Emergency jobs can't be booked online; the page shows the phone number instead.
- Slots come from `/api/v2/slots?postcode=...`; BA postcodes only get Bath-van slots.
- The picker is a Preact island; the rest of the page is static HTML.
- Slot responses are cached for 60 s at the edge.
""")

A("vankit-tablets", "VanKit tablets", "2026-06-05", ["vankit", "hardware"], """
# VanKit tablets

- Samsung Galaxy Tab Active5, one per van plus two spares in the office.
- Enrolled in Knox Manage; apps come from managed Google Play.
- Screen-lock PIN is required, 6 digits.
- Cases are the Samsung rugged ones; the stylus lives in the case.
- A broken tablet is swapped from the spares the same day; the tech logs in with their own PIN.
""")

A("gdpr-retention", "Data retention", "2026-03-31", ["gdpr", "data"], """
# Data retention

- Customer and job records: 6 years after the last job (HMRC), then anonymised.
- Call recordings: 90 days.
- Job photos: no automatic expiry yet. Open question for Dana.
- KeyLedger audit log: 3 years.
- Subject access requests go to Dana; we have one calendar month to answer.
""")

A("meeting-2026-09-ops", "Ops meeting 14 Sept 2026", "2026-09-14", ["meeting", "ops"], """
# Ops meeting, 14 Sept 2026

Present: Dana, Priya, Gemma, Marek, Tom (on a call).

- Bath: Chris asked for a second key machine at the lockup. Priya to price it.
- Agreed: Tom adds a "customer not home" outcome to VanKit.
- Gemma: the Unassigned column gets busy on Mondays; nobody wants the cap changed.
- Marek: two more safe jobs booked for October.
- Next meeting: 12 October.
""")

A("access-control-faq", "Access control FAQ", "2026-10-12", ["access-control", "faq"], """
# Access control FAQ

**Which systems?** Paxton Net2 for bigger sites, Paxton10 for small offices.
**Who fits it?** Marek and Sian.
**Do we do maintenance contracts?** Yes, an annual visit, priced per door.
**Cloud or on-site server?** Net2 needs a PC on site; Paxton10 has its own server box.
""")

A("insurance-panels", "Insurance panels", "2026-02-19", ["insurance"], """
# Insurance panels

- HomeSure: jobs arrive by email; we accept in their portal within 2 hours.
- Claimsline: jobs by phone, then confirmed by email.
- Both pay on 45-day terms, from the monthly batched invoice.
- Boarding up is panel work only; we don't board for retail customers.
""")

A("van-leasing", "Van leases", "2026-04-27", ["fleet"], """
# Van leases

- All vans are on 4-year contract hire through Zenith.
- Mileage allowance: 20,000 miles a year per van.
- The racking is ours (Bott) and moves to the replacement van.
- End-of-lease returns: Priya books the inspection and we fix dents first.
""")

A("training", "Training", "2026-07-24", ["training", "field"], """
# Training

- Every tech does the MLA lock-fitting course in their first year.
- Safe training (Marek runs it in-house) is for Sian only at the moment.
- Paxton courses are free; book through the distributor.
- Customer-care refresher once a year, run by Dana.
""")

A("tailscale-access", "Tailscale and SSH", "2026-01-26", ["infra", "ssh"], """
# Tailscale and SSH

- Every box only accepts SSH over Tailscale; public port 22 is closed.
- Tom and Dana's admin laptop are the only devices with `tag:server` access.
- Metabase (port 3000) is Tailscale-only too.
- If Tailscale is down: Hetzner web console, password in 1Password.
""")

A("email-templates", "Email templates", "2026-08-28", ["dispatch", "email"], """
# Email templates

- Templates live in `notifications/templates/email/`, one folder per message.
- Every customer email has a plain-text part.
- The invoice email attaches the PDF; the confirmation email links to the booking.
- Don't change subject lines without Dana; customers search their inbox for them.
""")

A("cloudflare-dns", "DNS notes", "2026-02-27", ["dns", "cloudflare"], """
# DNS notes

- Zone `brassbolt.co.uk` is on Cloudflare; Dana owns the account, Tom has admin.
- `dispatch.brassbolt.co.uk` points at hz-dispatch-01, proxied.
- `keys.brassbolt.co.uk` is not proxied (client certs).
- MX records point at Google Workspace; don't touch them.
- TTL 300 on anything we might move.
""")

A("stripe-notes", "Stripe notes", "2026-10-22", ["stripe", "payments"], """
# Stripe notes

- One Stripe account; deposits come in through Checkout sessions created by dispatch.
- Refunds are done from the dispatch admin, not the Stripe dashboard, so the job stays in sync.
- Disputes: Dana handles them; evidence is the signed job sheet and the photos.
- Test-mode keys are in 1Password under "Stripe test".
""")
