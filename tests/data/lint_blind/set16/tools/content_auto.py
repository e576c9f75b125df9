# free notes: slug -> (title, created, tags, body)
A = {}
def auto(slug, title, created, tags, body):
    A[slug] = dict(title=title, created=created, tags=tags, body=body)

auto("pickplan-shed-handover", "pickplan: shed handover notes", "2026-02-12", ["pickplan", "shed"], """
# Handover from the pick-list side to the shed

{{V2b}}
night the build is done well before Gwen arrives.

If it fails, `pickplan build --date <tomorrow>` can be rerun by hand; the PDFs overwrite the
previous ones in the shared folder. Tell Gwen on the shed phone if you rerun after 05:00.

Things Gwen checks on the printed lists:
- shortfalls in bold on the summary page
- bench totals match the crate count on the wall board
""")

auto("stockroom-build-notes", "stockroom build notes", "2026-06-05", ["stockroom", "go", "build"], """
# stockroom build notes

{{V4b}}

- `make build` produces `bin/stockroom`; CGO is off, so the binary runs on the app host as-is
- The handheld Android app is a separate repo (`stockroom-android`), built in Android Studio
- Lint: `golangci-lint run` with the config in `.golangci.yml`; `errcheck` is the one that bites
""")

auto("paysweep-dunning", "paysweep dunning", "2026-04-16", ["paysweep", "payments"], """
# How dunning works in paysweep

{{V6b}}
last retry fails does it pause the subscription and ask boxd to email the customer.

The retry schedule lives in `paysweep/dunning.py` (`RETRY_SCHEDULE`). Soft declines and
"insufficient funds" are retried; hard declines (stolen card, closed account) pause at once.
""")

auto("backup-restore-drill", "Backup restore drill (Q3)", "2026-09-24", ["infra", "backups", "postgres"], """
# Restore drill, Q3

{{F1b}}
{{V8b}}

Drill steps (took 38 minutes end to end):
1. Fetch the latest dump from the Storage Box with `rsync -e 'ssh -p 23'`
2. `createdb boxd_restore` on the scratch VM
3. `pg_restore -j 4 -d boxd_restore boxd.dump`
4. Row counts of `orders`, `subscriptions`, `customers` compared with production: all matched

Next drill: December, try growerlink from WAL instead of a dump.
""")

auto("db1-disk-alert", "db1 disk usage alert", "2026-10-21", ["infra", "db1", "alerts"], """
# db1 disk alert (2026-10-21)

The 70% disk alert fired on db1 overnight.

{{V10b}}
there is no rush; growth is about 2% a month, mostly stockroom's scan history.

Plan: partition `scan_events` by month and drop partitions older than 2 years (#402).
""")

auto("boxd-jobs", "boxd background jobs", "2026-03-12", ["boxd", "jobs"], """
# boxd background jobs

{{R1b}}

Job classes worth knowing:
- `WeeklyLockJob`: locks orders after the change deadline
- `ExportDeliveriesJob`: pushes the delivery list to rounds
- `CrateCreditJob`: applies crate-return credits

The jobs dashboard is mounted at `/admin/jobs` (admin role only).
""")

auto("rounds-ci", "rounds CI", "2026-05-08", ["rounds", "ci"], """
# rounds CI

{{R3b}}

Steps: install, `npm run lint`, `npm test`, build the PWA, build the Docker image and push it
to the registry. The Playwright run against the PWA is nightly only; it takes 12 minutes.
""")

auto("growerlink-contributing", "growerlink: contributing", "2026-07-02", ["growerlink", "git"], """
# Contributing to growerlink

- Branch from `main`, name it `gl/<short-topic>`
- Tests: `uv run pytest -q`; factories in `tests/factories.py`
{{R6b}}
- Migrations must be reversible; add `reverse_code` to every `RunPython`
""")

auto("pickplan-pdf-fonts", "pickplan PDF font bug", "2026-08-27", ["pickplan", "pdf"], """
# Pick-list PDF font bug

Gwen reported that the "½" and "¼" glyphs come out as boxes on the printed lists.

{{R8b}}
old Qt WebKit, not from our CSS. Workaround: write "1/2" in the template until we fix fonts.
""")

auto("secrets-handling", "Secrets handling", "2026-04-09", ["infra", "secrets", "security"], """
# Secrets

{{R10b}}

- Each app reads secrets from env files rendered by Ansible on deploy
- Rotating a secret: update it in the store, rerun the Ansible role for that app, restart
- Never put secrets in memory files, PR descriptions or chat
""")

auto("boxd-git-workflow", "boxd git workflow", "2026-05-15", ["boxd", "git"], """
# boxd git workflow (Ravi's notes)

- Branch naming: `rm/<ticket>-<slug>`
- Rebase on `main` before asking for review
{{G10b}}
{{N1b}}
- Tag releases as `v2026.MM.DD`
""")

auto("driver-app-field-notes", "Driver app field notes", "2026-09-03", ["rounds", "pwa", "drivers"], """
# Driver app: notes from riding along

Rode along on the Nailsworth round on 2 September.

{{N4b}}
drivers still carry the paper manifest in the door pocket.

Other notes:
- Photo POD upload works well once back in signal
- The "next stop" button is too close to "call customer"; drivers hit it by accident
""")

auto("stock-decrement", "How stock decrements", "2026-08-20", ["stockroom", "pickplan", "stock"], """
# Stock decrements

{{N7b}}

That's why a scan-out without a closed pack shows up in the "in flight" column on Gwen's
dashboard. Damaged stock is written off with a separate `writeoff` scan on bench 7.
""")

auto("linear-move", "Moving shed issues", "2026-04-30", ["shed", "process"], """
# Where shed issues go

{{S3b}}

Gwen files them from her phone; labels are `printer`, `scales`, `labels`, `cold-room`.
Anything that needs code goes on as a linked GitHub issue in the right repo.
""")

auto("r2-migration", "Media bucket move", "2026-06-18", ["shopfront", "media", "cloudflare"], """
# Media move

{{S7b}}

- Copied with `rclone copy s3:bramble-photos r2:bramble-media --transfers 16` (about 41k objects)
- shopfront's image loader now points at `media.bramblecote.co.uk`
- The S3 bucket will be deleted after the AGM once nothing references it
""")

auto("editing-box-contents", "Editing box contents", "2026-01-19", ["boxes", "admin"], """
# Editing this week's box contents

{{S8a}}

Gwen does it on Monday after growerlink confirmations are in. Each box size has its own list;
copy last week's and edit. Save twice: the first save only validates.
""")

auto("pickplan-runbook", "pickplan runbook", "2026-02-20", ["pickplan", "runbook"], """
# pickplan runbook

{{S10a}}

- Rerun for one date: `pickplan build --date 2026-02-21`
- Output folder: `\\\\shed-nas\\picklists\\<date>\\`
- If boxd is down, the build waits; don't kill it unless Tamsin says so
""")

auto("github-environments", "GitHub environments", "2026-02-26", ["boxd", "deploy", "github"], """
# GitHub environments

{{F5b}}

`staging` has no protection rules. Environment secrets hold the deploy SSH key; they are not
readable from forks.
""")

auto("pickplan-allocation", "pickplan allocation step", "2026-03-17", ["pickplan", "python"], """
# Allocation step

{{F6b}}

Input frames: orders (one row per box), availability (one row per item), swaps.
Output: `allocations` plus `shortfalls`, written as Parquet next to the PDFs for debugging.
""")

auto("cold-room-layout", "Cold room layout", "2026-01-29", ["stockroom", "shed"], """
# Cold rooms

{{F8b}}

Cold room 1 is roots and brassicas at 4 °C; cold room 2 is salad and fruit at 2 °C.
Mushrooms go in the top bays of CR2 only.
""")

auto("rounds-sms", "rounds SMS sending", "2026-05-11", ["rounds", "sms", "twilio"], """
# SMS in rounds

{{O3a}}

Opt-outs (STOP replies) are synced back to boxd nightly; rounds checks the opt-out flag before sending.
""")

auto("blog", "The recipe blog", "2026-03-06", ["marketing", "blog"], """
# Recipe blog

{{O4b}}

Hollie and Tamsin write posts; about two a month.
""")

auto("infra-repo", "infra repo conventions", "2026-06-11", ["infra", "git"], """
# infra repo

- `terraform/` per environment, `ansible/` with one role per app
{{O7b}}
- Every PR needs the `terraform plan` output in the description
""")

auto("deploy-pipeline", "Deploy pipeline", "2026-01-26", ["deploy", "boxd", "ci"], """
# Deploy pipeline

{{O8a}}

The deploy job builds the image, pushes it to the GitHub registry, then runs the Ansible
`boxd` role against the target hosts.
""")

auto("shed-printer", "Shed printer history", "2026-03-20", ["shed", "printer", "history"], """
# Shed printer

{{D2a}}
on every third run and had no duplex.

Replaced in early March. Printer IP is reserved in the router; driver is the generic PCL6 one.
""")

auto("mailer-node-upgrade", "mailer Node upgrade", "2026-08-25", ["mailer", "node"], """
# mailer Node upgrade

{{D8a}}

The only breaking change was `punycode` deprecation warnings flooding the logs; silenced by
upgrading `tr46`. The Docker base image and `.nvmrc` were bumped together.
""")

auto("scanner-notes", "Scanner notes", "2026-07-23", ["stockroom", "hardware", "history"], """
# Handhelds

{{D9a}}

They went back in April when the new ones arrived. The stockroom app is the same APK on both;
only the scan-intent action differs, set in the app's settings screen.
""")

auto("paysweep-webhooks", "paysweep webhooks", "2026-05-28", ["paysweep", "stripe"], """
# paysweep webhooks

{{A4b}}

Events we handle: `charge.succeeded`, `charge.failed`, `charge.refunded`, `customer.updated`.
Everything else returns 200 and is ignored.
""")

auto("boxd-dev-loop", "boxd dev loop", "2026-02-03", ["boxd", "dev"], """
# boxd dev loop

- `bin/dev` runs Rails plus the CSS watcher
{{A7b}}
- System specs need Chrome; run them with `HEADLESS=1`
""")

auto("geocoding", "Geocoding", "2026-04-24", ["rounds", "geocoding"], """
# Geocoding

{{A10b}}

Bulk lookups use the `/postcodes` POST endpoint, 100 per call. Results are cached on the
`addresses` table; a changed postcode clears the cached point.
""")

auto("stockroom-ops", "stockroom ops", "2026-06-26", ["stockroom", "ops"], """
# stockroom ops

{{G3b}}

Health: `curl -s localhost:8085/healthz`. Logs: `journalctl -u stockroom -f`.
""")

auto("refund-howto", "Refund how-to", "2026-07-13", ["refunds", "support"], """
# Refunds

{{G4b}}

Partial refunds are fine for single missing items; use the item price from the order line.
""")

auto("rounds-reordering", "rounds stop ordering", "2026-08-14", ["rounds", "drivers"], """
# Stop order during the day

{{G8a}}

Drivers can still move a stop themselves with long-press; that's logged for the planner.
""")

# ---------------- unpaired auto notes ----------------
auto("session-2026-01-08-onboarding", "Session: onboarding", "2026-01-08", ["session", "onboarding"], """
# First session with Tamsin

Walked through the repos and who owns what. Tamsin's priorities for Q1:
1. Get pick lists out reliably every night
2. Stop double-handling grower availability
3. Tidy the customer account pages

She wants memory notes kept short and factual.
""")
auto("christmas-checklist", "Christmas checklist", "2026-10-14", ["christmas", "planning"], """
# Christmas checklist

- Confirm agency drivers and hired vans by mid-November
- Earlier cut-off for Christmas week announced in the November email
- Extra crate order with Gwen
- Freeze deploys from 18 December to 2 January except fixes
""")
auto("meeting-2026-04-team", "Team meeting April", "2026-04-15", ["meeting"], """
# Team meeting, April

- Stroud depot lease signed; fit-out in May
- Hollie wants canned replies for the five most common emails
- Pieter: grower statements should be PDFs, not spreadsheets
- Ravi moves to part-time from July
""")
auto("meeting-2026-09-team", "Team meeting September", "2026-09-16", ["meeting"], """
# Team meeting, September

- Telematics pilot running on two vans
- Allergen audit closed
- Churn steady at 3.1% a month
- Next: winter box range and the AGM papers
""")
auto("account-pages-redesign", "Account pages redesign", "2026-02-18", ["shopfront", "design"], """
# Account pages

New layout for `/account`: next delivery at the top, then skip/pause, then swaps.
Hollie tested it with five customers over the phone; all found skip within ten seconds.
""")
auto("postcode-coverage", "Delivery coverage", "2026-03-02", ["rounds", "coverage"], """
# Coverage

We deliver to GL5, GL6, GL10, GL11, GL12, BA1 and BA2 plus parts of BS. The coverage check on
sign-up uses the outward code list in boxd's `DeliveryArea`.
""")
auto("swap-feature-notes", "Swap feature notes", "2026-04-03", ["boxd", "swaps"], """
# Swaps

The swap picker only offers items from the same price band with stock confirmed in growerlink.
Most common swap: kale out, carrots in.
""")
auto("crate-credit-bug", "Crate credit bug", "2026-05-22", ["boxd", "bug"], """
# Crate credit applied twice

Customers who returned two crates in one drop got two credits for the same box week. Fixed by
making `CrateCreditJob` idempotent per subscription and week (#311).
""")
auto("grafana-dashboards", "Grafana dashboards", "2026-06-30", ["monitoring", "grafana"], """
# Dashboards worth knowing

- "Shed morning": pick-list build duration, printer queue, first crate scanned
- "Charge run": succeeded/failed counts per run
- "Rounds": solve time per depot, stops per round
""")
auto("customer-service-macros", "Customer service macros", "2026-05-05", ["support"], """
# Canned replies for Hollie

1. Where is my box? (link to the ETA page)
2. How do I skip a week?
3. Missing item (photo request, then refund)
4. Change of address
5. Cancelling
""")
auto("growerlink-import", "Grower spreadsheet import", "2026-02-06", ["growerlink", "import"], """
# Importing grower spreadsheets

Two growers still send spreadsheets. Gwen uploads them at `/import/availability`; the importer
matches item names with a synonyms table (`ItemAlias`). Unknown names are listed for review.
""")
auto("rounds-depot-assignment", "Depot assignment", "2026-07-06", ["rounds", "stroud"], """
# Which depot serves which customer

Assignment is by outward postcode in `depots.yml` in the rounds repo. GL5 is split by
the canal; those addresses are assigned by hand.
""")
auto("ssl-renewal-note", "Certificate renewal", "2026-08-07", ["infra", "tls"], """
# Certificates

Caddy renews public certificates by itself. The internal step-ca issues 90-day certs;
renewal runs from a systemd timer on each host. Check with `step certificate inspect`.
""")
auto("session-2026-11-20-winter-box", "Session: winter box", "2026-11-20", ["session", "boxes"], """
# Winter box work

Added a `winter` flag to `BoxSize` in boxd and a matching item list. pickplan needs no change;
it reads item counts from boxd. Gwen reviewed the first test pick list and was happy.
""")
