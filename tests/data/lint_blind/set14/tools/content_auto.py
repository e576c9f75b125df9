# free notes: slug -> (title, created, tags, body)
A = {}
def a(slug, title, created, tags, body):
    A[slug] = (title, created, tags, body.strip("\n") + "\n")

a("brewlog-local-setup", "brewlog local setup", "2026-02-09", ["brewlog", "dev-setup"], """
# brewlog local setup

1. `uv sync` in the repo root, then `cp .env.example .env`.
2. `docker compose up -d redis` for the local Redis.
3. For real data, open an SSH tunnel through `ops-01`.

@@V1b@@
Use the read-only role `brewlog_ro` for anything exploratory; the app role can write.

Fixtures: `python manage.py loaddata demo_recipes` gives three recipes and a fake packaging run.
""")

a("shopfront-image-pipeline", "shopfront image pipeline", "2026-05-19", ["shopfront", "images"], """
# Product images

Images are uploaded from the admin, resized to 400/800/1600 px WebP and stored with the product.

@@V6b@@
Alt text is required; the upload form won't save without it.
Priya's rule of thumb: photograph cans on the grey card, 3:4 crop.
""")

a("backup-restore-drill", "Backup restore drill, October", "2026-10-15", ["backups", "postgres", "drill"], """
# Restore drill (2026-10-15)

Restored brewlog's cluster to a scratch VM from repo2 to prove the off-site copy works.

@@V7b@@
could be anything in the last month. We picked 2026-10-01 04:00 and verified recipe counts
against prod.

@@D3b@@
Restore took 41 minutes including WAL replay. Next drill: distro's cluster in January.
""")

a("kegtrack-api-notes", "kegtrack-api notes", "2026-04-28", ["kegtrack", "api"], """
# kegtrack-api notes

@@V10b@@

Endpoints the app uses: `POST /scans`, `GET /kegs/{id}`, `GET /drops/today`.
Auth: per-device token issued at enrolment, rotated yearly.

Cleaning up:
@@G4b@@
Dedupe keeps the earliest event per keg/location/minute.
""")

a("brewlog-jobs", "brewlog background jobs", "2026-06-16", ["brewlog", "jobs"], """
# brewlog jobs

@@R1b@@
Jobs are idempotent; a retried label PDF just overwrites the old file.

Scheduled jobs (nightly stock sync to shopfront, weekly gravity report) are declared in `brewlog/schedule.py`.
""")

a("shop-email-templates", "Shop email templates", "2026-08-06", ["shopfront", "email"], """
# Shop emails

@@R4b@@
live in Mailgun, not in the repo; edit them there and send a test to yourself.

@@G5a@@
Shipping emails go when the courier label is created, with the tracking link.
""")

a("kegtrack-crash-triage", "kegtrack crash triage", "2026-07-30", ["kegtrack", "android", "crashes"], """
# Crash triage for the driver app

@@R7b@@
Most crashes come from the camera on old Samsung A-series phones; we ship a fallback scanner for those.

Triage weekly on Monday with Tom; anything over 1% of sessions gets a ticket.
""")

a("excise-calc-runbook", "excise-calc runbook", "2026-09-14", ["excise-calc", "runbook"], """
# excise-calc runbook

@@R9b@@
Logs: `kubectl logs job/<latest> -n trb-excise`.

@@G3a@@
Lou signs off in the admin before the filing step runs.

## Changing rates or rules
@@F5b@@
Attach the diff to the PR.
""")

a("brewlog-deploy-checklist", "brewlog deploy checklist", "2026-05-11", ["brewlog", "deploy"], """
# brewlog deploy checklist

- Afternoon only, after the brew team has left the plant room.
@@F1b@@
@@N1b@@
- Watch `journalctl -u brewlog -f` on brew-app-01 for a couple of minutes.
- Tell #brewing it's done.
""")

a("brewlog-contributing", "brewlog contributing notes", "2026-10-19", ["brewlog", "git"], """
# Contributing to brewlog

Tests: `pytest -q`; the recipe calculation tests are slow, run them with `-m calc` when touching `calc/`.

@@N4b@@
Write commit messages that say why, not what.
""")

a("brewlog-py312-upgrade", "brewlog Python upgrade", "2026-08-20", ["brewlog", "python", "upgrade"], """
# Python upgrade

@@S3b@@
The only snag was `reportlab` needing a newer wheel for the label PDFs.

Local envs: delete `.venv` and run `uv sync` again.
""")

a("duty-rates-table", "Duty rates table", "2026-09-03", ["excise-calc", "duty-rates"], """
# Duty rates

@@S9b@@
from the `duty_rates` table, edited through the admin page by Lou.

Each row has a band, a rate in pence per litre of pure alcohol and a `valid_from` date, so
historical returns keep using the old rates.
""")

a("cellarwatch-retention", "cellarwatch data retention", "2026-07-07", ["cellarwatch", "retention"], """
# Readings retention

Brewers look at raw readings while a batch is in the tank and for a few weeks after.

@@F2b@@
The rollup runs nightly at 02:00.
""")

a("shop-checkout-notes", "Checkout notes", "2026-04-21", ["shopfront", "checkout", "payments"], """
# Checkout

@@F4b@@
Webhooks from the payment provider mark the order paid; never trust the redirect alone.

Age check: the customer confirms they are 18+, and the courier checks ID on delivery.
""")

a("keg-label-printing", "Keg label printing", "2026-03-23", ["kegtrack", "labels", "printing"], """
# Keg labels

@@F6b@@
Labels go on the keg collar, not the body; the body labels peeled in the keg washer.

If the printer shows a red light, it is almost always out of ribbon.
""")

a("logging-conventions", "Logging conventions", "2026-04-07", ["logging", "conventions"], """
# Logging

@@F9b@@
Field names: `ts`, `level`, `msg`, `service`, plus whatever context; snake_case.
Request ids travel in `X-Request-Id`.
""")

a("shop-release-process", "shopfront environments", "2026-06-25", ["shopfront", "release"], """
# shopfront environments

@@O5a@@
Staging uses Stripe test mode and a copy of the catalogue refreshed weekly.

Smoke test after a production release: log in, add two products, reach the payment page.
""")

a("taptab-loyalty-webhook", "taptab loyalty webhook", "2026-09-22", ["taptab", "loyalty", "webhooks"], """
# Loyalty webhook

When a tab closes, taptab posts the line items and the customer's phone hash to the loyalty service.

@@O9b@@
`taptab-admin webhooks replay --dead` resends parked events.
""")

a("cellarwatch-rust-upgrade", "cellarwatch toolchain upgrade", "2026-08-28", ["cellarwatch", "rust"], """
# Toolchain upgrade

@@D9a@@
The upgrade was mostly fixing new clippy lints; `tokio-modbus` needed a minor bump.
""")

a("taptab-deploy", "taptab deploy notes", "2026-05-26", ["taptab", "deploy"], """
# taptab deploys

@@A1b@@
The app runs under systemd as `taptab.service`.

@@G2b@@
After deploy, open a test tab on the training till at SHV and close it with a zero-value order.
""")

a("pre-commit-hooks", "pre-commit hooks", "2026-03-16", ["git", "pre-commit", "secrets"], """
# pre-commit

Every repo has a `.pre-commit-config.yaml` with the shared hooks: trailing whitespace, end of file,
large files, gitleaks.

@@A2b@@
Install once per clone: `pre-commit install`.
""")

a("shop-content-editing", "Shop content editing", "2026-03-30", ["shopfront", "cms"], """
# Content editing

@@A6b@@
Changes are live within a minute; no deploy needed.

Dev and Hannah have editor access; only Priya can change the schemas.
""")

a("distro-dev-setup", "distro-orders dev setup", "2026-02-26", ["distro-orders", "dev-setup"], """
# distro-orders dev setup

@@A8b@@
`bin/dev` starts the app and the CSS watcher; seed data has 12 fake pubs.

Tests: `bin/rails test`, system tests with `bin/rails test:system` (needs Chrome).
""")

a("pr-workflow", "PR workflow", "2026-01-22", ["git", "workflow"], """
# PR workflow

@@G7b@@
Ines reviews everything; Tom or Priya can review each other's work for their own systems.
Link the ticket in the description and fill in the "how to test" section.
""")

a("k8s-cheatsheet", "k8s cheatsheet", "2026-04-14", ["k8s", "kubectl"], """
# kubectl cheatsheet

- Context: `kubectl config use-context trb-prod`
@@G8b@@
- Logs: `kubectl logs -f deploy/<svc> -n trb-<svc>`
- Shell: `kubectl exec -it deploy/<svc> -n trb-<svc> -- sh`
""")

a("cellarwatch-backfill", "cellarwatch backfill", "2026-07-16", ["cellarwatch", "backfill"], """
# Backfilling readings

After a network blip the curves have holes.

@@G10b@@
The gateway buffer holds about 10,000 samples per probe.
""")

# ---- unpaired
a("untappd-api-quirks", "Untappd API quirks", "2026-05-04", ["untappd", "api"], """
# Untappd API quirks

- Menu item updates are rate-limited per venue; batch changes into one call.
- Beer ids differ between the consumer and business APIs.
- Sections must exist before items can be added to them.
""")

a("abv-calculation", "ABV calculation in brewlog", "2026-02-13", ["brewlog", "abv"], """
# ABV

brewlog uses the "advanced" formula from the OG and FG readings, not the simple `(OG-FG)*131.25`.
The difference matters above about 7% ABV.
Readings entered as Plato are converted to SG first.
""")

a("keg-deposits", "Keg deposits", "2026-06-04", ["kegtrack", "deposits", "finance"], """
# Keg deposits

Each keg delivered to a pub carries a £30 deposit, refunded when it comes back.
The deposit ledger is computed from scan events; Lou reconciles it quarterly.
""")

a("hebden-wifi", "Hebden Bridge Wi-Fi", "2026-06-22", ["taprooms", "network", "hebden"], """
# HEB Wi-Fi

The HEB building has thick stone walls; the mesh node in the cellar is the one that drops.
If the bar iPads disconnect, power-cycle the cellar node first.
""")

a("sku-format", "SKU format", "2026-01-27", ["shopfront", "brewlog", "sku"], """
# SKU format

`<beer-code>-<pack>-<size>`, e.g. `TRP-CAN-440` for Tannery Pale 440 ml can, `TRP-KEG-30`.
Beer codes are three letters and come from Hannah.
""")

a("shopfront-seo", "Shop SEO notes", "2026-07-20", ["shopfront", "seo"], """
# SEO

Product pages carry Product schema with price and availability.
Tasting notes are the best-ranking content; keep them unique per beer.
""")

a("brewlog-recipe-import", "BeerXML import", "2026-03-12", ["brewlog", "recipes"], """
# BeerXML import

Hannah designs recipes in BeerSmith and exports BeerXML.
`python manage.py import_beerxml <file>` creates a draft recipe; hop additions map by name,
so unknown varieties have to be added to the hop list first.
""")

a("staff-onboarding-it", "IT onboarding for new staff", "2026-04-30", ["onboarding"], """
# New starter IT checklist

- Google Workspace account, added to the right groups
- Taproom staff: taptab PIN set by Dev
- Brewers: brewlog account with the `brewer` role, tablet PIN
- Office: 1 laptop from the spare pile, disk encryption on
""")

a("office-printer", "Office printer", "2026-02-19", ["office"], """
# Office printer

The KEL office laser is `print-kel.trb.internal`; drivers come from the HP site.
Scan-to-email sends from `scanner@tanneryrow.co.uk`.
""")

a("q2-planning", "Q2 planning notes", "2026-03-31", ["planning"], """
# Q2 planning (2026-03-31)

Priorities: taptab rollout to KEL and HEB, cellar refit support, shopfront beer club.
Deferred: Untappd sync, sensory panel form.
""")

a("postmortem-kel-power-cut", "KEL power cut postmortem", "2026-07-11", ["incident", "cellar", "power"], """
# Power cut at KEL (2026-07-09)

Grid outage for 2 h 10 min. cellar-01 is on a UPS and stayed up; the glycol chiller did not.
Tank temperatures rose by up to 2 °C; no batch was lost.

Actions: put the Modbus gateway on the UPS too, document the generator hook-up.
""")

a("cloud-costs", "Cloud costs", "2026-10-02", ["costs", "infra"], """
# Monthly cloud costs (Sep 2026)

- Hetzner (cluster + VMs + storage box): about £140
- Shop hosting and CDN: about £60
- Email and SMS: about £25
Total roughly £230/month; Ines reports this to the directors each quarter.
""")

a("delivery-routes", "Delivery routes", "2026-05-21", ["distro-orders", "delivery"], """
# Delivery routes

The van routes are planned by the warehouse lead in a spreadsheet each afternoon from the
distro-orders dispatch list. We export it as CSV with `rake dispatch:export[DATE]`.
""")

a("small-producer-relief", "Small producer relief", "2026-04-03", ["excise", "spr"], """
# Small producer relief

SPR depends on the brewery's annual production; the relief tapers as volume grows.
Hannah's production plan for 2027 would put us near the next taper step; Lou is watching it.
""")

a("taproom-menu-boards", "Taproom menu boards", "2026-08-10", ["taprooms", "screens"], """
# Menu boards

The TV menu boards at KEL and SHV show the current tap list from taptab's `/menu` page in kiosk mode.
HEB still uses a chalkboard.
""")

a("shopfront-stock-sync", "Stock sync to the shop", "2026-06-29", ["shopfront", "brewlog", "stock"], """
# Stock sync

Finished stock in brewlog is pushed to the shop nightly; products with fewer than 24 units left
show "low stock". Limited releases are allocated by hand by Hannah.
""")

a("dns-and-domains", "Domains", "2026-01-15", ["dns", "domains"], """
# Domains

- `tanneryrow.co.uk` and `tanneryrow.com` registered at Gandi, DNS on Cloudflare
- `trb.internal` is the internal zone on the office/cluster resolvers
- Renewal reminders go to Ines
""")

a("gravity-readings", "Gravity readings", "2026-09-06", ["brewlog", "cellar"], """
# Gravity readings

Brewers take a manual gravity reading daily during fermentation; the tilt-style floats in two
tanks are a trial and feed the same table with `source = 'float'`.
""")

a("label-artwork", "Label artwork workflow", "2026-10-26", ["labels", "design"], """
# Label artwork

Designs come from the freelance designer as PDF; brewlog fills in batch number, best-before and ABV
on the print-ready version. Best-before is 9 months for cans, 4 months for kegs.
""")

a("meeting-notes-2026-11", "Platform sync 2026-11-16", "2026-11-16", ["meetings"], """
# Platform sync (2026-11-16)

- Christmas peak prep: shop load test next week, extra driver battery packs ordered
- Sensory panel form: Priya starts on 2026-11-23 so it is ready before Christmas
- Hop contracts warning: parked until January
""")
