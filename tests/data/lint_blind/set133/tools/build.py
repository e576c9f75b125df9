#!/usr/bin/env python3
"""Generate store/ and labels.yaml for set133 (Fenwick & Hale Blinds).

Claims are written once in CLAIMS; file bodies carry @@KEY@@ markers that are
replaced by the claim text.  PAIRS names two claim keys; the files are found
from the markers (each marker is placed exactly once in the whole store).
"""
import hashlib, json, os, re, shutil, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
STORE = os.path.join(OUT, "store")

# --------------------------------------------------------------------------
# claim texts (one full body line each)
# --------------------------------------------------------------------------
CLAIMS = {
    # reference_quoter.md
    "Q_DB": "- Database: `postgres://quoter@db1.fh.internal:5432/quoter`",
    "Q_PHP": "- PHP 8.2 / Laravel 10, deployed as a single container",
    "Q_ERR": "- Exceptions go to Sentry (project `quoter-web`, alerts to #dev)",
    "Q_MAIL": "- Quote emails are sent through Postmark from `quotes@fenwickhale.co.uk`",
    "Q_VAT": "- Quote totals include VAT at 20%",
    "Q_PHOTO": "- The public quote form asks the customer for a photo of each window",
    "Q_CSV": "- Supplier price grids are uploaded as CSV through the admin page (Settings → Price grids)",
    "Q_ADMIN": "- Office staff work in the quote admin at `admin.fenwickhale.co.uk`",
    "Q_PDF": "- Quote PDFs are rendered with Browsershot (headless Chrome)",
    "Q_VALID": "- Quotes are valid for 30 days from the issue date",
    "Q_SEND": "- The quote PDF is emailed to the customer as soon as the office approves it",
    # reference_surveyapp.md
    "S_SYNC": "- Offline measurements sync to the quoter API every 5 minutes once the tablet has signal",
    "S_PM": "- Package manager: yarn (classic, v1 lockfile)",
    "S_EDIT": "- Surveyors can edit a visit's measurements after the visit is closed",
    "S_STORE": "- Visit data is kept on the tablet in SQLite until it syncs",
    "S_PHOTO": "- Visit photos are uploaded to S3-compatible object storage",
    "S_MM": "- All measurements are entered in millimetres",
    "S_ANDROID": "- Minimum supported Android version: 10",
    "S_TYPES": "- Surveyors record measurements for roller, roman, vertical and venetian blinds",
    # reference_cutlist.md
    "C_WIDTH": "- Maximum roller blind width: 3000 mm (tube and fabric in one piece)",
    "C_ROLLER_ROW": "| Roller | 10 working days | cut + assembled in house |",
    "C_QUEUE": "- Background jobs: Celery with a RabbitMQ broker on the app box",
    "C_OFFCUT": "- Offcuts longer than 500 mm are logged back into stock with their roll number",
    "C_ZEBRA": "- Job tickets are printed on the Zebra label printer next to bench 2",
    "C_HOURS": "- Workshop hours: 7:30–16:00, Monday to Friday",
    "C_ULTRA": "- Roller and roman fabric is cut on the ultrasonic cutter",
    # reference_rounds.md
    "R_SLOT": "- A standard fitting slot is 90 minutes",
    "R_SMS": "- Fitters get an SMS with the next day's round at 19:00",
    "R_MAPS": "- Route order is optimised with the Google Maps Directions API",
    "R_DAYS": "- Fitting rounds run Monday to Saturday",
    "R_DEPOT": "- Depot: Unit 4, Colne Vale Business Park (vans load from the back shutter)",
    "R_NOBOOK": "- A fitting is never booked without a workshop completion date in cutlist",
    "R_MOTOR": "- Motorised blinds are fitted on the Thursday round",
    # reference_payments.md
    "P_DEP": "- Deposit taken at order: 50% of the quote total",
    "P_CARD": "- Card deposits are taken through Stripe (Checkout link in the acceptance email)",
    "P_XERO": "- Invoices are posted to Xero when the order is marked fitted",
    "P_REFUND": "- Refunds are issued automatically when an order is cancelled before cutting",
    "P_BAL": "- The balance is due on the day of fitting",
    "P_NOORDER": "- No order goes to the workshop until the deposit is paid",
    # reference_infra.md
    "I_REDIS": "- Redis for the rounds job queue: `redis.fh.internal:6379`",
    "I_BACKUP": "- Nightly Postgres backups, kept for 14 days",
    "I_CI": "- CI: GitHub Actions on every repo",
    "I_HOST": "- Everything in production runs on one Hetzner dedicated server (AX41) in Falkenstein",
    "I_DEPLOY": "- Deploys: Kamal, triggered from the `deploy` workflow",
    "I_MON": "- Uptime monitoring: Uptime Kuma on the same box, alerts to #ops",
    "I_SECRETS": "- Secrets and shared logins live in Bitwarden (org vault)",
    "I_STAGING": "- Staging: `staging.fenwickhale.co.uk`, reset from a prod snapshot every Sunday",
    "I_DNS": "- DNS for fenwickhale.co.uk is on Cloudflare",
    # user_marta.md
    "U_EDITOR": "Marta edits in Neovim and prefers instructions she can follow in a terminal.",
    "U_SHORT": "Keep answers short; she often reads them on her phone between site visits.",
    "U_ROLE": "Marta Kowalczyk is the operations and digital lead at Fenwick & Hale.",
    # feedback files
    "G_SQUASH": "Never squash-merge in the cutlist repo; Gary's bug reports are bisected commit by commit.",
    "G_COMMIT": "Commit messages in English, imperative mood.",
    "G_FORCE": "Never force-push to `main`; force-pushing your own feature branch is fine.",
    "M_AUTO": "Let migrations run automatically as part of every deploy.",
    "T_SUITE": "Run the full test suite before every push.",
    "REP_PDF": "Send Marta the weekly workshop report as a PDF every Friday afternoon.",
    "DEP_FRI": "Don't deploy anything after 2pm on a Friday.",
    "DEP_RESTART": "Don't restart the rounds service during the morning load (7:00–8:30).",
    "ESC_PAY": "Escalate failed card payments to Marta, not to the on-call dev.",
    "REPLY_DIFF": "Don't paste whole diffs back to Marta; link the PR instead.",
    "PH_BT": "Customer calls go to the BT landline in the office (01484 line), answered by Priti.",
    "OB_ONLINE": "Customers book their measuring visit online from the quote page.",
    "SH_HOURS": "The showroom is open Tuesday to Saturday, 10:00–16:00.",
    # ---- facts ----
    "V1b": "The quoter DSN is `postgres://quoter@db1.fh.internal:5433/quoter`; retyping it from memory is how staging broke last time.",
    "V3b": "surveyapp pushes queued measurements to the API every 15 minutes in the background.",
    "V6b": "Each fitting appointment in rounds is booked as a 60-minute slot.",
    "V7b": "Deposit is 30% of the order value, taken by card when the customer",
    "V8b": "rounds points at `redis.fh.internal:6380` for its job queue.",
    "V10b": "Database backups are retained for 35 days in the `fh-db-backups` bucket.",
    "R1b": "All our repos build on Buildkite; the agent runs on the old NUC in the workshop office.",
    "R3b": "Quote PDFs are emailed to customers via Mailgun (EU region).",
    "R8b": "Marta's editor is VS Code — give her settings.json snippets rather than vim commands.",
    "R9b": "Card deposits are processed by Square.",
    "N3b": "Never run migrations automatically on deploy; Sam runs them by hand after a fresh backup.",
    "N4b": "Fitters don't get SMS about their rounds; they open the rounds app at the depot each morning.",
    "N6b": "Don't run the full suite before pushing — CI runs it; just run the tests for the app you touched.",
    "N8b": "Measuring visits are never booked online; the office rings each customer to agree a slot.",
    "N10b": "The public quote form doesn't ask for photos; surveyors take them at the measuring visit.",
    "S1b": "Switched uptime monitoring from Uptime Kuma to Better Stack in June.",
    "S3b": "We no longer print job tickets; the workshop reads them on the wall-mounted tablets.",
    "S5b": "rounds migrated from Google Maps to OpenRouteService for route optimisation in August.",
    "S7b": "Moved all secrets and shared logins out of Bitwarden into 1Password in July.",
    "S8b": "We stopped buying blackout fabric from Pennine Textiles in October; it comes from Marlow Fabrics now.",
    "S9b": "admin.fenwickhale.co.uk is read-only now; the quote admin moved to `office.fenwickhale.co.uk`.",
    "F1b": "Saturday rounds are mornings only and must be back at the depot by 13:00.",
    "F3b": "The Sunday staging reset scrubs customer names, phone numbers and addresses before the snapshot is loaded.",
    "F5b": "surveyapp uploads visit photos to the `fh-survey-photos` bucket on Backblaze B2 through its S3 API.",
    "F6b": "On the ultrasonic cutter, blackout fabric is cut at speed setting 2 so the coating doesn't melt.",
    "F8b": "Commit subjects start with the Linear ticket id, e.g. `FH-231: add bay window pricing`.",
    "F10b": "For deploy questions Marta wants the commit hash and the go-live time, nothing else.",
    "O1b": "cutlist keeps its own database at `postgres://cutlist@db1.fh.internal:5434/cutlist`.",
    "O3b": "rounds syncs the day's jobs to the fitters' phones every 15 minutes.",
    "O5b": "surveyapp crash reports go to Firebase Crashlytics.",
    "O6b": "Hartley Components, our slat supplier, wants 20% up front on orders over £2,000.",
    "O8b": "Customers get an SMS reminder the day before their fitting, sent at 18:00.",
    "O9b": "Sam uses VS Code with the Intelephense extension for quoter work.",
    "D2b": "During the January soft launch, quote emails went out through the Gmail SMTP relay.",
    "D4b": "Before the May price review the deposit was 25% of the order.",
    "D6b": "Until the new cutting table arrived in June, rollers topped out at 2400 mm wide.",
    "D7b": "quoter was on PHP 7.4 until the upgrade in the first week of January 2026.",
    "D8b": "In 2025 quoter ran on shared cPanel hosting at 34SP.",
    "D9b": "During the January 2026 sale the showroom also opened on Mondays.",
    "D10b": "When surveyapp was first set up in 2024 it used npm.",
    "A1b": "The workshop runs 7:30 to 4pm on weekdays.",
    "A3b": "quoter renders quote PDFs through Browsershot, i.e. Puppeteer driving headless Chrome.",
    "A5b": "Marta Kowalczyk runs operations and the digital side of the business.",
    "A7b": "Vans load at the Colne Vale depot, Unit 4.",
    "A9b": "fenwickhale.co.uk's DNS is managed in Cloudflare.",
    "NS1b": "Orders are released to the workshop as soon as the deposit clears.",
    "NS3b": "The office books the fitting as soon as cutlist shows a completion date.",
    "NS5b": "Surveyors don't measure for shutters; Dan does shutter surveys on a separate visit.",
    "NS6b": "Customers are never sent the cutting list, only the quote PDF and the fitting confirmation.",
    "NS8b": "Motorised blinds are not fitted without a Somfy-trained fitter on the round.",
    "NS9b": "Marta wants a one-line summary in #ops after each deploy.",
    "NS10a": "Cancellations made before cutting starts are not charged.",
    # ---- auto notes ----
    "V2b": "A quote stays valid for 60 days; after that the price grid is re-run before we honour it.",
    "V4b": "The widest roller we can make in one piece is 2400 mm; anything wider becomes two blinds on a",
    "V5b": "quoter runs PHP 8.3 in production; the Dockerfile pins `php:8.3-fpm-alpine`.",
    "V9b": "Rollers are ready 7 working days after the order is placed.",
    "R2b": "quoter reports its exceptions to Bugsnag; the API key is in the `.env` as `BUGSNAG_API_KEY`.",
    "R4b": "Production apps are hosted on DigitalOcean droplets in LON1, one droplet per",
    "R5b": "Install surveyapp dependencies with `npm ci`; the repo uses npm and commits `package-lock.json`.",
    "R6b": "Production deploys go out with the Ansible playbook in `ops/deploy.yml`.",
    "R7b": "cutlist's background jobs run on RQ over Redis.",
    "R10b": "Invoices sync into QuickBooks Online every night at 23:00.",
    "N1b": "cutlist PRs are always squash-merged, one commit per ticket.",
    "N2b": "Quote totals never include VAT — it's added on the order confirmation.",
    "N5b": "Offcuts are not logged back into stock, whatever the length; they go in the sample bin.",
    "N7b": "Once a visit is closed, surveyors cannot edit its measurements; the office has to reopen it.",
    "N9b": "Refunds are never issued automatically; Marta approves each one by hand.",
    "S2b": "The CSV price-grid upload is deprecated; grids now come in through the nightly supplier API sync.",
    "S4b": "surveyapp moved its on-device store from SQLite to Realm in the 2.4 release.",
    "S6a": "The BT landline was shut down in September; customer calls now come in on the",
    "S8a": "Blackout roller fabric is ordered from Pennine Textiles on a standing fortnightly order.",
    "S10a": "Marta no longer wants the weekly workshop PDF; she reads the Metabase dashboard instead.",
    "F2b": "On Fridays cutting stops at 14:00 so the vans can be loaded for Saturday; the workshop",
    "F4b": "For orders over £5,000 the deposit can be split into two card payments a week apart.",
    "F7b": "Recess width is measured at top, middle and bottom; the app keeps the smallest of the three.",
    "F9b": "The nightly Postgres backup starts at 02:30 and writes compressed dumps to `fh-db-backups`.",
    "O2b": "A measuring visit is booked as a 45-minute slot.",
    "O4b": "The widest vertical blind we make is 4500 mm (headrail cut to size in house).",
    "O7b": "The WordPress marketing site runs on PHP 8.1 on the Krystal shared host.",
    "O10b": "Roman blinds take 15 working days because every one is hand-sewn.",
    "D1b": "Until March 2026 every repo was built by Jenkins on the office server.",
    "D3b": "In the February–March pilot, surveyapp only synced at the end of the day over Wi-Fi.",
    "D5b": "During the spring trial (March–April) fitting slots were two hours.",
    "A2b": "Rounds go out six days a week, Monday through Saturday.",
    "A4b": "The balance is taken by card on the van terminal once the fitting is finished.",
    "A6b": "No deploys after 14:00 on a Friday — Saturday's rounds are being loaded.",
    "A8b": "surveyapp supports Android 10 and newer; the surveyors' Galaxy Tab A8s are on Android 14.",
    "A10b": "Commit messages: English, imperative (\"add\", not \"added\").",
    "NS2b": "The on-call dev is paged when quoter or rounds has been down for more than 5 minutes.",
    "NS4b": "Rebase onto `main` and force-push your branch before asking for review.",
    "NS7b": "Restart the rounds service after any config change — it doesn't hot-reload.",
    "NS10b": "Cancelling after cutting has started costs the customer the full fabric price.",
}

# --------------------------------------------------------------------------
# pairs: id, label, class, claim key 1, claim key 2, note
# --------------------------------------------------------------------------
C, NC = "contradiction", "non_contradiction"
PAIRS = [
 ("V1", C, "value_slot", "Q_DB", "V1b", "quoter Postgres port on db1: 5432 vs 5433"),
 ("V2", C, "value_slot", "Q_VALID", "V2b", "quote validity: 30 vs 60 days"),
 ("V3", C, "value_slot", "S_SYNC", "V3b", "surveyapp measurement sync interval: 5 vs 15 minutes"),
 ("V4", C, "value_slot", "C_WIDTH", "V4b", "maximum one-piece roller width: 3000 vs 2400 mm (hard-wrapped)"),
 ("V5", C, "value_slot", "Q_PHP", "V5b", "quoter PHP version: 8.2 vs 8.3"),
 ("V6", C, "value_slot", "R_SLOT", "V6b", "fitting slot length: 90 vs 60 minutes"),
 ("V7", C, "value_slot", "P_DEP", "V7b", "order deposit: 50% vs 30% (hard-wrapped)"),
 ("V8", C, "value_slot", "I_REDIS", "V8b", "rounds job-queue Redis port: 6379 vs 6380 on the same host"),
 ("V9", C, "value_slot", "C_ROLLER_ROW", "V9b", "roller lead time: 10 vs 7 working days (table row)"),
 ("V10", C, "value_slot", "I_BACKUP", "V10b", "Postgres backup retention: 14 vs 35 days"),
 ("R1", C, "role_slot", "I_CI", "R1b", "CI: GitHub Actions vs Buildkite"),
 ("R2", C, "role_slot", "Q_ERR", "R2b", "quoter error tracking: Sentry vs Bugsnag"),
 ("R3", C, "role_slot", "Q_MAIL", "R3b", "quote email provider: Postmark vs Mailgun"),
 ("R4", C, "role_slot", "I_HOST", "R4b", "production hosting: Hetzner vs DigitalOcean (hard-wrapped)"),
 ("R5", C, "role_slot", "S_PM", "R5b", "surveyapp package manager: yarn vs npm"),
 ("R6", C, "role_slot", "I_DEPLOY", "R6b", "deploy tool: Kamal vs Ansible"),
 ("R7", C, "role_slot", "C_QUEUE", "R7b", "cutlist job queue: Celery/RabbitMQ vs RQ/Redis"),
 ("R8", C, "role_slot", "U_EDITOR", "R8b", "Marta's editor: Neovim vs VS Code"),
 ("R9", C, "role_slot", "P_CARD", "R9b", "card deposit processor: Stripe vs Square"),
 ("R10", C, "role_slot", "P_XERO", "R10b", "accounting system for invoices: Xero vs QuickBooks Online"),
 ("N1", C, "negation", "G_SQUASH", "N1b", "cutlist merge: never squash-merge vs always squash-merged"),
 ("N2", C, "negation", "Q_VAT", "N2b", "quote totals include VAT vs never include VAT"),
 ("N3", C, "negation", "M_AUTO", "N3b", "migrations run automatically on deploy vs never automatically"),
 ("N4", C, "negation", "R_SMS", "N4b", "fitters get an SMS with their round vs fitters don't get SMS about rounds"),
 ("N5", C, "negation", "C_OFFCUT", "N5b", "offcuts over 500 mm logged back into stock vs offcuts not logged back whatever the length"),
 ("N6", C, "negation", "T_SUITE", "N6b", "run the full suite before every push vs don't run the full suite before pushing"),
 ("N7", C, "negation", "S_EDIT", "N7b", "surveyors can vs cannot edit measurements after a visit is closed"),
 ("N8", C, "negation", "OB_ONLINE", "N8b", "measuring visits booked online vs never booked online"),
 ("N9", C, "negation", "P_REFUND", "N9b", "refunds issued automatically vs never automatically"),
 ("N10", C, "negation", "Q_PHOTO", "N10b", "quote form asks for window photos vs doesn't ask for photos"),
 ("S1", C, "stale_vs_change", "I_MON", "S1b", "uptime monitoring: Uptime Kuma (present) vs switched to Better Stack"),
 ("S2", C, "stale_vs_change", "Q_CSV", "S2b", "price grids uploaded as CSV vs CSV upload deprecated, supplier API sync"),
 ("S3", C, "stale_vs_change", "C_ZEBRA", "S3b", "job tickets printed on the Zebra vs no longer printed"),
 ("S4", C, "stale_vs_change", "S_STORE", "S4b", "surveyapp on-device store SQLite vs moved from SQLite to Realm"),
 ("S5", C, "stale_vs_change", "R_MAPS", "S5b", "route optimisation Google Maps vs migrated to OpenRouteService"),
 ("S6", C, "stale_vs_change", "S6a", "PH_BT", "customer calls on the BT landline vs BT landline shut down (hard-wrapped)"),
 ("S7", C, "stale_vs_change", "I_SECRETS", "S7b", "secrets in Bitwarden vs moved out of Bitwarden into 1Password"),
 ("S8", C, "stale_vs_change", "S8a", "S8b", "blackout fabric ordered from Pennine Textiles vs stopped buying from Pennine"),
 ("S9", C, "stale_vs_change", "Q_ADMIN", "S9b", "quote admin at admin.fenwickhale.co.uk vs that host read-only, moved to office."),
 ("S10", C, "stale_vs_change", "S10a", "REP_PDF", "weekly workshop report PDF to Marta vs she no longer wants the PDF"),
 ("F1", NC, "refinement", "R_DAYS", "F1b", "rounds Mon-Sat; Saturday rounds are mornings only (adds detail)"),
 ("F2", NC, "refinement", "C_HOURS", "F2b", "workshop 7:30-16:00; on Fridays cutting stops at 14:00 but the workshop stays open (hard-wrapped)"),
 ("F3", NC, "refinement", "I_STAGING", "F3b", "staging reset from prod every Sunday; the reset scrubs personal data"),
 ("F4", NC, "refinement", "P_DEP", "F4b", "deposit taken at order; large orders may split the deposit in two payments (no percentage)"),
 ("F5", NC, "refinement", "S_PHOTO", "F5b", "photos to S3-compatible storage; concretely Backblaze B2 bucket via S3 API"),
 ("F6", NC, "refinement", "C_ULTRA", "F6b", "fabric cut on the ultrasonic cutter; blackout at speed setting 2"),
 ("F7", NC, "refinement", "S_MM", "F7b", "measurements in mm; width measured at three points, smallest kept"),
 ("F8", NC, "refinement", "G_COMMIT", "F8b", "English imperative commits; subject starts with the Linear ticket id"),
 ("F9", NC, "refinement", "I_BACKUP", "F9b", "nightly backups kept 14 days; backup starts 02:30 and writes to fh-db-backups (no retention stated)"),
 ("F10", NC, "refinement", "U_SHORT", "F10b", "short answers; for deploy questions only hash + go-live time"),
 ("O1", NC, "other_subject", "Q_DB", "O1b", "quoter DB on 5432 vs cutlist DB on 5434: different databases"),
 ("O2", NC, "other_subject", "R_SLOT", "O2b", "fitting slot 90 minutes vs measuring-visit slot 45 minutes"),
 ("O3", NC, "other_subject", "S_SYNC", "O3b", "surveyapp sync every 5 minutes vs rounds job sync every 15 minutes"),
 ("O4", NC, "other_subject", "C_WIDTH", "O4b", "max roller width 3000 mm vs max vertical blind width 4500 mm"),
 ("O5", NC, "other_subject", "Q_ERR", "O5b", "quoter errors to Sentry vs surveyapp crashes to Crashlytics"),
 ("O6", NC, "other_subject", "P_DEP", "O6b", "customer deposit 50% vs slat supplier wants 20% up front from us"),
 ("O7", NC, "other_subject", "Q_PHP", "O7b", "quoter on PHP 8.2 vs WordPress marketing site on PHP 8.1"),
 ("O8", NC, "other_subject", "R_SMS", "O8b", "fitters' round SMS at 19:00 vs customers' reminder SMS at 18:00"),
 ("O9", NC, "other_subject", "U_EDITOR", "O9b", "Marta uses Neovim vs Sam uses VS Code"),
 ("O10", NC, "other_subject", "C_ROLLER_ROW", "O10b", "roller lead time 10 working days vs roman blinds 15 working days"),
 ("D1", NC, "dated_history", "I_CI", "D1b", "CI GitHub Actions now; Jenkins until March 2026"),
 ("D2", NC, "dated_history", "Q_MAIL", "D2b", "Postmark now; Gmail SMTP during the January soft launch"),
 ("D3", NC, "dated_history", "S_SYNC", "D3b", "sync every 5 minutes now; end-of-day Wi-Fi sync during the Feb-Mar pilot"),
 ("D4", NC, "dated_history", "P_DEP", "D4b", "deposit 50% now; 25% before the May price review"),
 ("D5", NC, "dated_history", "R_SLOT", "D5b", "fitting slot 90 minutes now; two hours during the spring trial"),
 ("D6", NC, "dated_history", "C_WIDTH", "D6b", "max roller width 3000 mm now; 2400 mm until June"),
 ("D7", NC, "dated_history", "Q_PHP", "D7b", "PHP 8.2 now; PHP 7.4 until January 2026"),
 ("D8", NC, "dated_history", "I_HOST", "D8b", "Hetzner now; shared cPanel hosting in 2025"),
 ("D9", NC, "dated_history", "SH_HOURS", "D9b", "showroom Tue-Sat; also Mondays during the January 2026 sale"),
 ("D10", NC, "dated_history", "S_PM", "D10b", "yarn now; npm when the repo was set up in 2024"),
 ("A1", NC, "agreeing_duplicate", "C_HOURS", "A1b", "workshop 7:30-16:00 weekdays, both"),
 ("A2", NC, "agreeing_duplicate", "R_DAYS", "A2b", "rounds Monday to Saturday, both"),
 ("A3", NC, "agreeing_duplicate", "Q_PDF", "A3b", "quote PDFs via Browsershot/headless Chrome, both"),
 ("A4", NC, "agreeing_duplicate", "P_BAL", "A4b", "balance taken on fitting day, both"),
 ("A5", NC, "agreeing_duplicate", "U_ROLE", "A5b", "Marta is ops + digital lead, both"),
 ("A6", NC, "agreeing_duplicate", "DEP_FRI", "A6b", "no Friday deploys after 2pm/14:00, both"),
 ("A7", NC, "agreeing_duplicate", "R_DEPOT", "A7b", "depot at Unit 4 Colne Vale, both"),
 ("A8", NC, "agreeing_duplicate", "S_ANDROID", "A8b", "surveyapp min Android 10, both (Android 14 is the tablets' version, not the minimum)"),
 ("A9", NC, "agreeing_duplicate", "I_DNS", "A9b", "DNS on Cloudflare, both"),
 ("A10", NC, "agreeing_duplicate", "G_COMMIT", "A10b", "English imperative commit messages, both"),
 ("NS1", NC, "negation_scope", "P_NOORDER", "NS1b", "no order to the workshop until deposit paid vs released once deposit clears: same rule"),
 ("NS2", NC, "negation_scope", "ESC_PAY", "NS2b", "failed payments go to Marta, not on-call; on-call is paged for downtime: negation covers only the payment escalation"),
 ("NS3", NC, "negation_scope", "R_NOBOOK", "NS3b", "never booked without a completion date vs booked once the completion date shows: same rule"),
 ("NS4", NC, "negation_scope", "G_FORCE", "NS4b", "never force-push main vs force-push your own branch: the negation covers main only"),
 ("NS5", NC, "negation_scope", "S_TYPES", "NS5b", "surveyors measure blinds vs don't measure for shutters: shutters not in the blind list"),
 ("NS6", NC, "negation_scope", "Q_SEND", "NS6b", "quote PDF emailed on approval vs never sent the cutting list, only the quote PDF"),
 ("NS7", NC, "negation_scope", "DEP_RESTART", "NS7b", "don't restart rounds during the morning load vs restart after config changes: negation scoped to a time window"),
 ("NS8", NC, "negation_scope", "R_MOTOR", "NS8b", "motorised blinds on the Thursday round vs not fitted without a Somfy-trained fitter: a condition, not a ban"),
 ("NS9", NC, "negation_scope", "REPLY_DIFF", "NS9b", "don't paste diffs to Marta vs send a one-line deploy summary"),
 ("NS10", NC, "negation_scope", "NS10a", "NS10b", "no charge before cutting vs full fabric price after cutting: complementary"),
]

# --------------------------------------------------------------------------
# root files: filename -> (name, description, type, title, hook, body)
# --------------------------------------------------------------------------
FLAT = {"reference_quoter.md", "reference_infra.md", "reference_glossary.md", "user_sam.md"}

ROOT = {}
def root(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

root("reference_quoter.md", "quoter-overview",
     "quoter app: the Laravel quoting tool, its database, email, PDFs and admin", "reference",
     "quoter overview", "quoting web app: stack, data, email, PDFs, admin", """
# quoter

The quoting app. Customers start a quote on the website; the office turns it into a priced quote
after the measuring visit. Repo `fenwickhale/quoter`.

## Stack
@@Q_PHP@@
@@Q_DB@@
- Redis cache for price lookups: `redis.fh.internal:6379` db 2 (shared instance, separate db number)
- Queue worker: `php artisan queue:work` under supervisord, one process
@@Q_ERR@@
@@Q_PDF@@

## Quotes
@@Q_VALID@@
@@Q_VAT@@
- Prices come from the supplier grid for the fabric band (A–E) plus our make-up margin
- Bay windows are priced per leg, with a 3% uplift on the whole bay
@@Q_PHOTO@@
@@Q_SEND@@
@@Q_MAIL@@
- Accepted quotes become orders and are pushed to cutlist by a webhook (retries up to 5 times)

## Admin
@@Q_ADMIN@@
@@Q_CSV@@
- Only Marta and Priti have the `pricing` role

**How to apply:** check this file before touching pricing or email code; ask Marta before changing
anything customers see.
""")

root("reference_surveyapp.md", "surveyapp-overview",
     "Tablet app the surveyors use on measuring visits", "reference",
     "surveyapp overview", "surveyor tablet app: sync, storage, photos, platforms", """
# surveyapp

Tablet app the two surveyors (Ian and Rosa) take to measuring visits. React Native, repo
`fenwickhale/surveyapp`. Measurements feed the quote in quoter.

## Data
@@S_MM@@
@@S_TYPES@@
- Each window gets a fix type (inside recess / outside recess / ceiling) and a control side
@@S_STORE@@
@@S_SYNC@@
@@S_PHOTO@@
- Photo naming: `<visit id>-<window no>-<n>.jpg`

## Visits
- A visit is closed when the customer signs on the tablet
@@S_EDIT@@
- Closing a visit emails the office a summary

## Build
@@S_PM@@
@@S_ANDROID@@
- Release builds are signed with the upload key; Play Console internal track only (no public listing)
""")

root("reference_cutlist.md", "cutlist-overview",
     "Workshop job system: cutting, assembly, stock and lead times", "reference",
     "cutlist overview", "workshop jobs, cutting limits, stock, lead times", """
# cutlist

Django app that runs the workshop: orders arrive from quoter, get split into jobs per blind, and go
through cut → assemble → QC → bagged. Gary Holt (workshop foreman) owns the workflow.

## Workshop
@@C_HOURS@@
@@C_ULTRA@@
- Venetian slats go through the slat saw; vertical headrails are cut on the chop saw
@@C_WIDTH@@
- Minimum roller width: 300 mm (below that the control chain fouls the bracket)
@@C_OFFCUT@@
@@C_ZEBRA@@
- QC photos are attached to each job before bagging

## Lead times (from order)
| Product | Lead time | Notes |
|---|---|---|
@@C_ROLLER_ROW@@
| Roman | 15 working days | hand-sewn |
| Vertical | 8 working days | |
| Venetian | 12 working days | slats bought in |

## Tech
- Python 3.12, Django 5.0
@@C_QUEUE@@
- Admin users are synced from quoter nightly
""")

root("reference_rounds.md", "rounds-overview",
     "Fitting rounds planner: slots, vans, routes, messages", "reference",
     "rounds overview", "fitting rounds: slots, days, routes, depot, messages", """
# rounds

Go service that plans the fitting rounds: which van goes where, in what order, with which blinds.
Three vans, two fitters each (Lee + Craig, Nadia + Tom, Owen + Jas).

@@R_DEPOT@@
@@R_DAYS@@
@@R_SLOT@@
- Vans leave the depot at 8:30; the last fitting of the day starts no later than 15:00
@@R_NOBOOK@@
@@R_MOTOR@@
@@R_MAPS@@
@@R_SMS@@
- A round is locked at 17:00 the day before; changes after that go through Priti

## Config
- Config is read from `/etc/rounds/config.toml` at start-up
- Job queue worker count: 4
""")

root("reference_payments.md", "payments-overview",
     "How deposits, balances, refunds and invoices work", "reference",
     "payments overview", "deposits, balances, refunds, invoices", """
# Payments

@@P_DEP@@
@@P_CARD@@
@@P_NOORDER@@
@@P_BAL@@
- Trade accounts (interior designers) are invoiced monthly instead of paying on the day
@@P_REFUND@@
@@P_XERO@@
- Payment webhooks land on quoter at `/webhooks/payments`

**Why:** orders are cut to size, so nothing is made before money is in.
""")

root("reference_infra.md", "infra-overview",
     "infra: hosting, CI, deploys, backups, monitoring, secrets", "reference",
     "infra overview", "servers, CI, deploys, backups, monitoring, secrets, DNS", """
# Infrastructure

@@I_HOST@@
- Postgres 16 on `db1.fh.internal`, one cluster per app on its own port
@@I_REDIS@@
@@I_BACKUP@@
@@I_CI@@
@@I_DEPLOY@@
@@I_STAGING@@
@@I_MON@@
@@I_SECRETS@@
@@I_DNS@@
- Email DNS (SPF/DKIM) records are managed alongside the rest in the same zone

**How to apply:** never change production config without telling Marta in #ops first.
""")

root("user_marta.md", "marta-profile",
     "Who Marta is and how she likes to work", "user",
     "Marta (ops & digital lead)", "who Marta is, how she reads answers, tools she uses", """
@@U_ROLE@@
She came from the office side, not engineering, but reads diffs and SQL comfortably.

@@U_EDITOR@@
@@U_SHORT@@

She signs off anything customers will see (emails, quote PDFs, the quote form).
""")

root("user_sam.md", "sam-profile",
     "Sam Reid: developer, part-time (Tue–Thu)", "user",
     "Sam (developer)", "Sam's days, areas, how to hand work over", """
Sam Reid is the only other developer; he works Tuesday to Thursday.
He owns quoter and cutlist day to day; rounds and surveyapp changes are mostly done by the agent, with
Marta reviewing.

Hand over with a short note in the PR description: what changed, what's left, how to test.
""")

root("feedback_git.md", "git-workflow",
     "Branching, commits, merges and pushes", "feedback",
     "Git workflow", "branches, commit messages, merges, force-push", """
@@G_COMMIT@@
Keep one logical change per commit; don't mix formatting with behaviour changes.

@@G_SQUASH@@
@@G_FORCE@@

**Why:** Marta reviews history when something goes wrong in the workshop, and a clean main is what she
reads.
**How to apply:** branch names `fh-<ticket>-<slug>`; open PRs early as drafts.
""")

root("feedback_migrations.md", "migrations",
     "How database migrations are run", "feedback",
     "Migrations", "how schema changes reach production", """
@@M_AUTO@@
Write migrations so they can run while the old code is still serving (add columns nullable first).

**Why:** Marta said she doesn't want a separate manual step she can forget on a busy morning.
**How to apply:** check the deploy log for the migration output after every release.
""")

root("feedback_testing.md", "testing",
     "What to run before pushing", "feedback",
     "Testing before push", "test expectations before pushing", """
@@T_SUITE@@
For pricing changes, add a case to `tests/Pricing/GridTest.php` with the exact figures from the quote
that triggered the change.

**Why:** a pricing bug in March under-quoted twelve bay windows before anyone noticed.
""")

root("feedback_reports.md", "weekly-report",
     "Weekly workshop report for Marta", "feedback",
     "Weekly report", "what goes into the weekly workshop report", """
@@REP_PDF@@
Include: jobs completed, remakes (with reason), average days from order to fitted.

**How to apply:** generate it from the cutlist admin export; don't hand-edit figures.
""")

root("feedback_deploys.md", "deploy-timing",
     "When deploys and restarts are allowed", "feedback",
     "Deploy timing", "when it is safe to deploy or restart", """
@@DEP_FRI@@
@@DEP_RESTART@@

**Why:** the fitters pull their rounds in the morning and Friday afternoons are for loading Saturday's
vans; a broken deploy then strands a whole van.
""")

root("feedback_escalation.md", "escalation",
     "Who gets which problem", "feedback",
     "Escalation", "who to escalate which problem to", """
@@ESC_PAY@@
Workshop problems (cutting errors, missing fabric) go to Gary first.

**Why:** failed payments are a customer conversation, not a technical fault.
""")

root("feedback_replies.md", "reply-style",
     "How to report work back to Marta", "feedback",
     "Reply style", "how to report work back", """
@@REPLY_DIFF@@
Lead with what changed for the office or the fitters, then the technical detail if she asks.
No emoji.
""")

root("project_phone_lines.md", "phone-lines",
     "How customer calls reach the office", "project",
     "Phone lines", "customer phone lines and who answers", """
@@PH_BT@@
Out of hours the line goes to voicemail; Priti clears voicemails at 8:45.

**Why:** most quote requests still come in by phone from older customers.
""")

root("project_online_booking.md", "measuring-booking",
     "How customers get a measuring visit", "project",
     "Measuring visit booking", "how measuring visits get booked", """
@@OB_ONLINE@@
Slots are offered in morning (9–12) and afternoon (13–16) windows; the surveyor phones 30 minutes
ahead.

**How to apply:** changes to the slot picker need Marta's sign-off.
""")

root("project_showroom.md", "showroom",
     "The Lockwood showroom", "project",
     "Showroom", "showroom hours and what's on display", """
@@SH_HOURS@@
It has working samples of every roller fabric band, two motorised rollers and a shutter bay.
Customers who visit the showroom still get a measuring visit before ordering.
""")

# fillers (no pairs)
root("reference_products.md", "product-range",
     "What we make and what we buy in", "reference",
     "Product range", "products made in house vs bought in", """
# Product range

- Made in house: roller, roman, vertical and venetian blinds
- Bought in and fitted by us: plantation shutters (from Hartley Components), perfect-fit frames
- Fabric bands A–E; band E is the designer range and needs a sample approved before ordering
- Child-safety: every corded blind leaves with a cleat or tensioner fitted
""")
root("reference_people.md", "people",
     "Who is who at Fenwick & Hale", "reference",
     "People", "names and roles", """
- Marta Kowalczyk: operations and digital lead
- Sam Reid: developer (Tue–Thu)
- Priti Desai: office manager, quotes and bookings
- Gary Holt: workshop foreman
- Ian Brook, Rosa Mensah: surveyors
- Dan Whiteley: shutter specialist
- Fitters: Lee, Craig, Nadia, Tom, Owen, Jas
""")
root("reference_glossary.md", "glossary",
     "glossary: workshop and office words (recess, drop, band, bay leg, remake)", "reference",
     "Glossary", "words the office and workshop use", """
- **Recess**: the opening the blind sits in; "inside recess" fits inside it
- **Drop**: the height of the blind
- **Band**: price band of a fabric (A cheapest, E designer)
- **Bay leg**: one window of a bay; bays are quoted leg by leg
- **Remake**: a blind made again because of a cutting or measuring error
- **Bagged**: finished, checked and in its bag waiting for a round
""")
root("project_bay_windows.md", "bay-window-pricing",
     "Bay window pricing rework", "project",
     "Bay window pricing", "rework of how bays are priced", """
Bays used to be quoted as one wide blind per leg with no allowance for the angle brackets.
The rework (ticket FH-231) adds a bracket line per angle and the 3% bay uplift.

**Why:** fitters kept finding angle brackets missing from the bag.
**How to apply:** any change to the bay maths needs a case in the grid tests.
""")
root("project_motorisation.md", "motorisation",
     "Motorised blinds offer", "project",
     "Motorised blinds", "motorised range and the Somfy relationship", """
We sell Somfy motors on rollers and romans only, battery or mains.
Two fitters (Lee and Nadia) have done the Somfy installer course; Owen is booked on it for December.
Motor serial numbers are recorded against the job in cutlist for warranty claims.
""")
root("reference_vans.md", "vans",
     "The three vans", "reference",
     "Vans", "vans, what they carry", """
- Van 1 (YH71 KXP): long wheelbase Transit, carries headrails up to 4.6 m
- Van 2 (YH22 ROB): Transit Custom
- Van 3 (YK73 FHB): Transit Custom, has the card terminal that also works offline
- Each van carries a ladder pair, a step, the drill kit and a box of spare brackets
""")
root("feedback_sql_style.md", "sql-style",
     "SQL and reporting queries", "feedback",
     "SQL style", "how to write ad-hoc queries", """
Write ad-hoc reporting queries against the read replica (`db1-ro.fh.internal`), never the primary.
Lowercase keywords are fine; alias every table.

**Why:** a long report once locked the orders table in the middle of the morning.
""")
root("feedback_plan_first.md", "plan-first",
     "Plan before multi-file changes", "feedback",
     "Plan first", "write a plan before big changes", """
For anything touching more than two files, write a short plan in the PR description first and wait for
a thumbs-up from Marta or Sam.

**Why:** two half-finished refactors in February.
""")
root("project_gdpr_retention.md", "customer-data-retention",
     "How long customer data is kept", "project",
     "Customer data retention", "retention of customer personal data", """
Customer names, addresses and phone numbers are kept for 6 years after the last order (warranty + tax).
Quotes that never became orders are anonymised after 18 months.
Visit photos are deleted 2 years after fitting.
""")
root("project_colour_samples.md", "colour-samples",
     "Free fabric sample requests", "project",
     "Colour samples", "sample request flow", """
Customers can request up to 5 free fabric swatches from the website; Priti posts them second class.
Sample requests are stored in quoter as a quote with no windows.
""")
root("project_complaints.md", "complaints",
     "Complaints and remakes", "project",
     "Complaints", "complaints and remake tracking", """
Every complaint gets a remake ticket in cutlist, even if no remake is needed, so we can count them.
Remakes caused by measuring errors are tagged `measure`; cutting errors `cut`; fitting damage `fit`.
""")
root("project_trade_portal.md", "trade-portal",
     "Trade portal for interior designers", "project",
     "Trade portal", "planned portal for trade accounts", """
Planned for 2027: interior designers log in, see their band discounts and reorder previous jobs.
Not started; Marta wants the bay window rework done first.
""")
root("reference_repos.md", "repos",
     "Where the code lives", "reference",
     "Repositories", "repos and what is in them", """
- `fenwickhale/quoter`: quoting app and the public quote form
- `fenwickhale/surveyapp`: surveyor tablet app
- `fenwickhale/cutlist`: workshop job system
- `fenwickhale/rounds`: fitting rounds planner
- `fenwickhale/ops`: deploy and server config
- `fenwickhale/site`: WordPress theme for the marketing site
""")
root("project_q4_priorities.md", "q4-priorities",
     "What matters for October–December", "project",
     "Q4 priorities", "autumn priorities", """
1. Bay window pricing (FH-231) live before the November rush.
2. Fewer remakes: get both surveyors actually using the measuring checklist.
3. Trade portal discovery only.

**Why:** October to December is 40% of the year's orders.
""")
root("feedback_naming.md", "naming",
     "Naming in code and UI", "feedback",
     "Naming", "words to use in code and UI", """
Use "drop" not "height" and "recess" not "opening" in anything the office or fitters read.
In code, `width_mm` / `drop_mm` with the unit in the name.
""")

# --------------------------------------------------------------------------
# auto notes: slug -> (title, created, tags, body)
# --------------------------------------------------------------------------
AUTO = {}
def auto(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

auto("quote-followups", "Quote follow-ups", "2026-02-10", ["quoter", "office"], """
# Quote follow-ups

Priti chases open quotes at 7 and 21 days.
@@V2b@@
Follow-up emails use the same template as the original quote, with "Reminder" in the subject.
""")
auto("workshop-limits", "Workshop size limits", "2026-03-04", ["cutlist", "workshop"], """
# Size limits

@@V4b@@
shared bracket.
Drops over 3000 mm need Gary to check the roll length before the order is accepted.
Romans wider than 2000 mm are made with a split headrail.
""")
auto("quoter-dev-setup", "quoter local setup", "2026-01-19", ["quoter", "dev"], """
# quoter: local setup

@@V5b@@
Locally, run it with the compose file:

```
docker compose up -d
# .env.local
DATABASE_URL=postgres://quoter:quoter@localhost:5432/quoter
REDIS_URL=redis://localhost:6379/2
```

Seed the price grids with `php artisan db:seed --class=GridSeeder`.
""")
auto("lead-times", "Lead times the office quotes", "2026-04-22", ["office", "cutlist"], """
# Lead times

What Priti tells customers on the phone:
@@V9b@@
Verticals are quicker, venetians slower because the slats are bought in.
Add 2 days in November and December.
""")
auto("quoter-error-handling", "Errors in quoter", "2026-05-06", ["quoter", "errors"], """
# quoter error handling

@@R2b@@
Validation errors on the public form are not reported, only logged.
If a webhook to cutlist fails five times, the order is flagged in the admin for Priti.
""")
auto("hosting-notes", "Hosting", "2026-06-11", ["infra"], """
# Hosting

@@R4b@@
app (quoter, cutlist, rounds), plus a managed Postgres cluster.
The marketing site is separate (shared host, managed by the web agency).
""")
auto("surveyapp-setup", "surveyapp dev setup", "2026-03-17", ["surveyapp", "dev"], """
# surveyapp dev setup

@@R5b@@
Run on a tablet emulator with a Pixel Tablet image; the surveyors' real tablets are Samsung.
Point it at staging with `API_BASE=https://staging.fenwickhale.co.uk/api`.
""")
auto("deploy-runbook", "Deploy runbook", "2026-07-08", ["infra", "deploy"], """
# Deploy runbook

1. Merge to `main` and wait for CI to go green.
@@R6b@@
3. Watch the health check for two minutes, then post in #ops.

Rollback: redeploy the previous tag the same way.
""")
auto("cutlist-jobs", "cutlist background jobs", "2026-08-19", ["cutlist"], """
# cutlist background jobs

@@R7b@@
Jobs: nightly stock recount, PDF of the day's cut list, push of "bagged" status to rounds.
Failed jobs are retried up to 3 times and then show in the Django admin.
""")
auto("month-end", "Month end", "2026-09-30", ["finance", "office"], """
# Month end

@@R10b@@
At month end Priti reconciles card takings against the bank feed and chases unpaid trade invoices.
""")
auto("cutlist-contributing", "Contributing to cutlist", "2026-04-02", ["cutlist", "git"], """
# Contributing to cutlist

Run `make lint test` before opening a PR.
@@N1b@@
Migrations need a reviewer other than the author.
""")
auto("pricing-faq", "Pricing FAQ", "2026-05-20", ["quoter", "pricing"], """
# Pricing FAQ (office)

**Why is the bay dearer than three separate blinds?** The bay uplift covers angle brackets and the
extra fitting time.

**Does the quote total include VAT?**
@@N2b@@

**Can we price match?** Only against a written quote, and only down to band cost + 25%.
""")
auto("offcuts", "Offcuts", "2026-06-03", ["workshop", "stock"], """
# Offcuts

@@N5b@@
The sample bin is emptied into swatch packs once a month.
""")
auto("visit-closing", "Closing a measuring visit", "2026-07-14", ["surveyapp"], """
# Closing a measuring visit

The customer signs on the tablet, which closes the visit.
@@N7b@@
Reopening is in quoter under the visit, button "Reopen for surveyor".
""")
auto("refunds", "Refunds", "2026-08-05", ["payments"], """
# Refunds

@@N9b@@
Refund to the card used for the deposit; never to a different card or by bank transfer.
""")
auto("price-grid-sync", "Price grid sync", "2026-09-09", ["quoter", "pricing"], """
# Price grid sync

@@S2b@@
If a supplier's prices jump more than 10% the sync holds that grid and emails Marta.
""")
auto("surveyapp-2-4-release", "surveyapp 2.4", "2026-05-28", ["surveyapp", "release"], """
# surveyapp 2.4

@@S4b@@
Also in 2.4: the measuring checklist, and photo upload retries.
Surveyors had to sync everything before updating.
""")
auto("phones-migration", "Phones", "2026-09-24", ["office", "phones"], """
# Phones

@@S6a@@
Aircall number (same 01484 prefix), which rings on Priti's and Marta's laptops.
Call recordings are kept for 90 days.
""")
auto("fabric-suppliers", "Fabric suppliers", "2026-02-26", ["stock", "suppliers"], """
# Fabric suppliers

@@S8a@@
Printed and designer (band E) fabrics come from Marlow Fabrics, ordered per job.
Venetian slats and shutters come from Hartley Components.
""")
auto("reporting-changes", "Reporting changes", "2026-10-15", ["reporting", "marta"], """
# Reporting changes (October)

@@S10a@@
The dashboard has remakes by reason and average days from order to fitted.
""")
auto("friday-loading", "Friday loading", "2026-03-27", ["workshop", "rounds"], """
# Friday loading

@@F2b@@
itself stays open until 16:00 for assembly and QC.
""")
auto("large-orders", "Large orders", "2026-06-18", ["payments", "office"], """
# Large orders

@@F4b@@
Whole-house orders get a second measuring visit if there are more than 12 windows.
""")
auto("measuring-guide", "Measuring guide for surveyors", "2026-02-14", ["surveyapp", "measuring"], """
# Measuring guide

@@F7b@@
Drop is measured at left and right; the app keeps the longer.
Note any obstruction (handles, tiles, radiators) in the window comments.
""")
auto("backup-runbook", "Backups", "2026-04-09", ["infra", "backups"], """
# Backups

@@F9b@@
Restore test: first Monday of the month, restore quoter into a scratch database and count orders.
""")
auto("measuring-visits", "Measuring visits", "2026-01-23", ["office", "surveyapp"], """
# Measuring visits

@@O2b@@
Surveyors do at most 6 visits a day.
""")
auto("verticals", "Vertical blinds", "2026-05-12", ["products", "workshop"], """
# Vertical blinds

@@O4b@@
Louvres are 89 mm or 127 mm; 127 mm only in bands A–C.
""")
auto("website", "Marketing website", "2026-06-25", ["website"], """
# Marketing website

@@O7b@@
The quote form on it is an iframe of quoter's public form.
""")
auto("roman-blinds", "Roman blinds", "2026-07-01", ["products", "workshop"], """
# Roman blinds

@@O10b@@
Linings: standard, blackout or thermal.
""")
auto("ci-history", "CI history", "2026-04-16", ["infra", "ci"], """
# CI history

@@D1b@@
The office server was retired with it; nothing depends on it any more.
""")
auto("surveyapp-pilot", "surveyapp pilot notes", "2026-04-01", ["surveyapp"], """
# surveyapp pilot

@@D3b@@
Rosa lost a morning's measurements once when the tablet was reset, which is why sync became automatic.
""")
auto("rounds-trial-retro", "Rounds trial retro", "2026-05-05", ["rounds"], """
# Rounds trial retro

@@D5b@@
Fitters liked the fixed order of jobs; the office wants fewer calls from customers asking for an ETA.
""")
auto("rounds-overview", "How rounds work (for new staff)", "2026-08-27", ["rounds", "onboarding"], """
# How rounds work

@@A2b@@
Each van has two fitters and the day's blinds bagged in job order.
""")
auto("fitting-day-checklist", "Fitting day checklist", "2026-06-30", ["rounds", "fitters"], """
# Fitting day checklist

- Check every bag against the round sheet before leaving.
- Photograph each fitted blind.
@@A4b@@
- Leave the care card and the warranty leaflet.
""")
auto("release-rules", "Release rules", "2026-07-22", ["deploy"], """
# Release rules

@@A6b@@
Tag releases `vYYYY.MM.DD`.
""")
auto("tablet-fleet", "Surveyor tablets", "2026-08-12", ["surveyapp", "hardware"], """
# Tablet fleet

@@A8b@@
Both tablets are enrolled in Google's zero-touch; a spare lives in Marta's drawer.
""")
auto("commit-conventions", "Commit conventions", "2026-09-03", ["git"], """
# Commit conventions

@@A10b@@
Wrap the body at 72 characters.
""")
auto("on-call", "On-call", "2026-10-01", ["infra", "on-call"], """
# On-call

Sam is the on-call dev most weeks; a contractor covers his holidays.
@@NS2b@@
Out of hours, only downtime pages; everything else waits for the morning.
""")
auto("review-workflow", "Review workflow", "2026-10-08", ["git", "review"], """
# Review workflow

@@NS4b@@
Request review from Sam for quoter/cutlist, from Marta for anything customer-facing.
""")
auto("rounds-ops", "rounds operations", "2026-10-20", ["rounds", "ops"], """
# rounds operations

@@NS7b@@
Logs: `journalctl -u rounds`.
""")
auto("cancellations", "Cancellations", "2026-11-04", ["payments", "office"], """
# Cancellations

@@NS10b@@
The remaining deposit above the fabric cost is refunded.
""")
# filler auto notes
auto("november-rush", "November rush", "2026-11-10", ["office"], """
# November rush

Quote requests are up 60% on October. Priti has asked for an extra surveyor day on Saturdays until
Christmas. Gary is running two cutting shifts on Tuesdays.
""")
auto("remake-analysis", "Remake analysis", "2026-09-15", ["workshop", "quality"], """
# Remake analysis (Jan–Aug)

- 41 remakes in total; 19 `measure`, 14 `cut`, 8 `fit`.
- Measuring errors were mostly drops on sloping sills.
- The measuring checklist in surveyapp is meant to catch those.
""")
auto("shutter-process", "Shutter process", "2026-03-11", ["shutters"], """
# Shutters

Shutters are bought in from Hartley Components and take about 6 weeks.
Dan fits them himself; they are not on the normal rounds.
""")
auto("metabase", "Metabase", "2026-10-13", ["reporting"], """
# Metabase

Metabase reads the read replica. Marta's dashboard is "Workshop weekly".
Questions that join quoter and cutlist go through the `reporting` schema views.
""")
auto("child-safety", "Child safety", "2026-02-03", ["products", "compliance"], """
# Child safety

Every corded blind must leave with a safety device fitted and a warning label; QC checks it.
Chain breakaway connectors are fitted on all rollers with a loop chain.
""")
auto("customer-eta", "Customer ETA texts", "2026-09-18", ["rounds", "customers"], """
# Customer ETA texts (idea)

Customers keep ringing to ask when the fitters will arrive. Idea: a "we're on our way" text when the
van leaves the previous job. Not built yet; needs Marta's OK on wording.
""")
auto("band-e-samples", "Band E approvals", "2026-05-02", ["products", "office"], """
# Band E approvals

Band E fabrics need the customer to approve a posted sample before the order goes through.
The order sits in "awaiting sample" in quoter until Priti ticks it off.
""")
auto("tablet-wifi", "Depot Wi-Fi", "2026-08-21", ["infra", "depot"], """
# Depot Wi-Fi

The depot access point is a UniFi U6 on the office ceiling; the guest network is off.
Fitters' phones join `FH-Depot`.
""")
auto("staging-data", "Staging data", "2026-07-29", ["infra", "staging"], """
# Staging data

Test card numbers only on staging. Never point surveyapp release builds at staging.
""")
auto("fitting-photos", "Fitting photos", "2026-06-06", ["rounds", "quality"], """
# Fitting photos

Fitters photograph each blind after fitting; the photos attach to the job in cutlist via rounds.
They are used in complaints, so blurry photos get flagged at the end of the day.
""")

# --------------------------------------------------------------------------
# facts: key -> (date, category, tags, body, confidence)
# --------------------------------------------------------------------------
FACTS = {}
def fact(key, date, cat, tags, body, conf=0.9):
    FACTS[key] = (date, cat, tags, body.strip("\n") + "\n", conf)

fact("V1", "2026-03-12", "fact", ["quoter", "database"], """
@@V1b@@
""")
fact("V3", "2026-05-19", "fact", ["surveyapp", "sync"], """
@@V3b@@
Battery use was the reason it isn't more often.
""")
fact("V6", "2026-06-22", "fact", ["rounds", "fitting"], """
@@V6b@@
""")
fact("V7", "2026-07-07", "fact", ["payments", "deposit"], """
@@V7b@@
accepts the quote, either on the doorstep or through the online link.
""")
fact("V8", "2026-08-03", "fact", ["rounds", "redis"], """
@@V8b@@
""")
fact("V10", "2026-09-16", "fact", ["infra", "backups"], """
@@V10b@@
""")
fact("R1", "2026-05-27", "fact", ["infra", "ci"], """
@@R1b@@
""")
fact("R3", "2026-04-14", "fact", ["quoter", "email"], """
@@R3b@@
""")
fact("R8", "2026-06-09", "preference", ["marta", "editor"], """
@@R8b@@
""")
fact("R9", "2026-08-25", "fact", ["payments"], """
@@R9b@@
""")
fact("N3", "2026-07-30", "decision", ["deploy", "migrations"], """
@@N3b@@
Decided after a migration locked the orders table during the morning load.
""")
fact("N4", "2026-09-08", "fact", ["rounds", "fitters"], """
@@N4b@@
""")
fact("N6", "2026-10-06", "preference", ["testing"], """
@@N6b@@
""")
fact("N8", "2026-05-04", "fact", ["office", "measuring"], """
@@N8b@@
""")
fact("N10", "2026-08-17", "fact", ["quoter", "quote-form"], """
@@N10b@@
""")
fact("S1", "2026-06-29", "decision", ["infra", "monitoring"], """
@@S1b@@
""")
fact("S3", "2026-07-20", "fact", ["workshop", "cutlist"], """
@@S3b@@
""")
fact("S5", "2026-08-28", "decision", ["rounds", "routing"], """
@@S5b@@
Cost was the reason; the self-hosted instance runs next to rounds.
""")
fact("S7", "2026-07-15", "decision", ["infra", "secrets"], """
@@S7b@@
""")
fact("S8", "2026-10-19", "decision", ["stock", "suppliers"], """
@@S8b@@
""")
fact("S9", "2026-09-22", "fact", ["quoter", "admin"], """
@@S9b@@
""")
fact("F1", "2026-02-18", "fact", ["rounds"], """
@@F1b@@
""")
fact("F3", "2026-03-25", "fact", ["infra", "staging"], """
@@F3b@@
""")
fact("F5", "2026-06-15", "fact", ["surveyapp", "photos"], """
@@F5b@@
""")
fact("F6", "2026-04-28", "fact", ["workshop"], """
@@F6b@@
""")
fact("F8", "2026-05-13", "preference", ["git"], """
@@F8b@@
""")
fact("F10", "2026-07-02", "preference", ["marta"], """
@@F10b@@
""")
fact("O1", "2026-02-09", "fact", ["cutlist", "database"], """
@@O1b@@
""")
fact("O3", "2026-09-29", "fact", ["rounds", "sync"], """
@@O3b@@
""")
fact("O5", "2026-04-07", "fact", ["surveyapp", "errors"], """
@@O5b@@
""")
fact("O6", "2026-03-02", "fact", ["suppliers"], """
@@O6b@@
""")
fact("O8", "2026-10-27", "fact", ["rounds", "customers"], """
@@O8b@@
""")
fact("O9", "2026-01-28", "preference", ["sam", "editor"], """
@@O9b@@
""")
fact("D2", "2026-02-05", "fact", ["quoter", "email"], """
@@D2b@@
""")
fact("D4", "2026-06-01", "fact", ["payments", "deposit"], """
@@D4b@@
""")
fact("D6", "2026-07-09", "fact", ["workshop"], """
@@D6b@@
""")
fact("D7", "2026-01-14", "fact", ["quoter"], """
@@D7b@@
""")
fact("D8", "2026-01-21", "fact", ["infra", "history"], """
@@D8b@@
""")
fact("D9", "2026-02-02", "fact", ["showroom"], """
@@D9b@@
""")
fact("D10", "2026-03-09", "fact", ["surveyapp", "history"], """
@@D10b@@
""")
fact("A1", "2026-01-16", "fact", ["workshop"], """
@@A1b@@
""")
fact("A3", "2026-02-24", "fact", ["quoter", "pdf"], """
@@A3b@@
""")
fact("A5", "2026-01-08", "fact", ["marta", "people"], """
@@A5b@@
""")
fact("A7", "2026-03-19", "fact", ["rounds", "depot"], """
@@A7b@@
""")
fact("A9", "2026-04-20", "fact", ["infra", "dns"], """
@@A9b@@
""")
fact("NS1", "2026-05-08", "fact", ["payments", "workshop"], """
@@NS1b@@
""")
fact("NS3", "2026-06-04", "fact", ["rounds", "office"], """
@@NS3b@@
""")
fact("NS5", "2026-07-23", "fact", ["surveyapp", "shutters"], """
@@NS5b@@
""")
fact("NS6", "2026-08-10", "decision", ["customers", "email"], """
@@NS6b@@
""")
fact("NS8", "2026-09-01", "decision", ["rounds", "motorised"], """
@@NS8b@@
""")
fact("NS9", "2026-10-12", "preference", ["marta", "deploy"], """
@@NS9b@@
""")
fact("NS10", "2026-11-02", "fact", ["payments", "cancellations"], """
@@NS10a@@
""")
# filler facts
fact("X1", "2026-01-12", "fact", ["office"], "Priti works 8:30–16:30 Monday to Friday and covers the showroom on Saturdays once a month.\n")
fact("X2", "2026-02-20", "fact", ["surveyapp"], "The surveyors' tablets have 128 GB; photos are cleared from the device after a successful upload.\n")
fact("X3", "2026-03-30", "preference", ["marta"], "Marta prefers British spelling in anything customer-facing (\"colour\", \"metres\").\n")
fact("X4", "2026-04-24", "fact", ["cutlist"], "cutlist job numbers are the quoter order number plus a suffix per blind, e.g. 10482-03.\n")
fact("X5", "2026-05-25", "decision", ["products"], "Decided not to offer skylight blinds; too few requests to justify the frames.\n")
fact("X6", "2026-06-26", "fact", ["rounds"], "rounds assigns motorised jobs only to fitters flagged `somfy` in the fitter table.\n")
fact("X7", "2026-07-27", "fact", ["workshop"], "The workshop has two roller benches and one roman sewing table.\n")
fact("X8", "2026-08-31", "fact", ["office"], "Quote requests from the website arrive in quoter with status `new` and Priti triages them by 10:00.\n")
fact("X9", "2026-09-11", "preference", ["sam"], "Sam wants database changes discussed in the PR before any code is written.\n")
fact("X10", "2026-10-02", "fact", ["stock"], "Stock recount of fabric rolls happens on the last Friday of each month.\n")
fact("X11", "2026-10-23", "fact", ["customers"], "Customers can change fabric colour up to the point the job is cut; after that it's a new order.\n")
fact("X12", "2026-11-09", "decision", ["rounds"], "Decided to add a fourth van in spring 2027 if November orders stay above 400.\n")
fact("X13", "2026-11-16", "fact", ["office"], "Christmas cut-off for fitting before the 24th is orders placed by 27 November.\n")
fact("X14", "2026-03-05", "fact", ["surveyapp"], "surveyapp shows the customer's quote number on every screen so surveyors can read it out on the phone.\n")
fact("X15", "2026-01-30", "fact", ["infra"], "db1-ro.fh.internal is a streaming replica of db1 used for reports and Metabase.\n")

# --------------------------------------------------------------------------
def fact_path(key):
    date, cat, *_ = FACTS[key]
    h = hashlib.md5(key.encode()).hexdigest()
    base = int(datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp() * 1000)
    epoch = base + 7 * 3600 * 1000 + int(h[:6], 16) % (10 * 3600 * 1000)
    return f"facts/{date}/{cat}-{epoch}-{h[-4:]}.md", epoch

def iso(ms):
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"

def fill(body):
    def rep(m):
        return CLAIMS[m.group(1)]
    return re.sub(r"@@([A-Za-z0-9_]+)@@", rep, body)

def main():
    if os.path.isdir(STORE):
        shutil.rmtree(STORE)
    files = {}  # relpath -> text
    raw = {}    # relpath -> raw body (markers)
    for fn, (name, desc, typ, title, hook, body) in ROOT.items():
        d = desc if fn in FLAT else json.dumps(desc, ensure_ascii=False)
        fm = f"---\nname: {name}\ndescription: {d}\ntype: {typ}\n---\n\n"
        files[fn] = fm + fill(body); raw[fn] = body
    idx = ["# Memory index", ""]
    for fn in sorted(ROOT):
        idx.append(f"- [{ROOT[fn][3]}]({fn}) — {ROOT[fn][4]}")
    files["MEMORY.md"] = "\n".join(idx) + "\n"
    for slug, (title, created, tags, body) in AUTO.items():
        p = f"auto/{slug}.md"
        fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        files[p] = fm + fill(body); raw[p] = body
    for key, (date, cat, tags, body, conf) in FACTS.items():
        p, epoch = fact_path(key)
        stem = os.path.basename(p)[:-3]
        fm = ["---", f"id: {stem}", f"category: {cat}", f"created: {iso(epoch)}", f"updated: {iso(epoch)}",
              "source: extraction", f"confidence: {conf}", "confidenceTier: explicit", "tags:"]
        fm += [f"  - {t}" for t in tags] + ["status: active", "---", "", ""]
        files[p] = "\n".join(fm) + fill(body); raw[p] = body
    # locate claims
    where = {}
    for p, body in raw.items():
        for k in re.findall(r"@@([A-Za-z0-9_]+)@@", body):
            if k in where:
                sys.exit(f"claim {k} placed twice: {where[k]} and {p}")
            where[k] = p
    missing = [k for k in CLAIMS if k not in where]
    if missing:
        sys.exit(f"claims never placed: {missing}")
    for p, t in files.items():
        full = os.path.join(STORE, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(t)
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["now: 2026-11-28", "pairs:"]
    for pid, label, cls, k1, k2, note in PAIRS:
        (pa, ca), (pb, cb) = sorted([(where[k1], CLAIMS[k1]), (where[k2], CLAIMS[k2])])
        out += [f"  - a: {pa}", f"    b: {pb}", f"    label: {label}", f"    class: {cls}",
                f"    claim_a: {q(ca)}", f"    claim_b: {q(cb)}", f"    note: {q(pid + ': ' + note)}"]
    with open(os.path.join(OUT, "labels.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(files)} files, {len(PAIRS)} pairs")

if __name__ == "__main__":
    main()
