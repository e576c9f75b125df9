# Root (Claude Code auto-memory) files. Lines starting with @@ID@@ are claim lines (marker stripped on build).
# Each entry: filename, type, name, description, title (for MEMORY.md), hook, flat (unquoted ': ' in description), body
ROOT = []

def R(fn, typ, name, desc, title, hook, body, flat=False):
    ROOT.append(dict(fn=fn, type=typ, name=name, desc=desc, title=title, hook=hook, body=body, flat=flat))

R("user_maya.md", "user", "maya-profile", "Maya Okonjo, runs the digital side of the workshop; how she likes to work",
  "Maya (user)", "who I mostly work with, tools and habits", """
Maya Okonjo looks after everything digital at Ashcombe Saddlery: the shop, benchbook, fitwise, shipit and the
box they all run on. She is not a saddler but has helped on the counter for years, so she knows the
repair flow better than the code does.

- Writes mostly Python; reads Go well enough to review hidebin PRs.
@@R8a@@ - Lives in Neovim (LazyVim config in her dotfiles repo); don't suggest VS Code extensions as fixes.
- Works Tue-Fri; on Mondays she is at home and rarely answers.
- Prefers a short plan before any change that touches more than one service.
""")

R("user_rhian.md", "user", "rhian-owner", "Rhian Pryce, master saddler and owner; sets workshop rules",
  "Rhian (owner)", "owner and final say on workshop process", """
Rhian Pryce owns the business and is the master saddler (SMS Qualified Saddle Fitter as well). She does not
use the admin screens much but reads the weekly job report.

- Signs off every saddle that leaves the bench after a panel or tree repair.
@@N6a@@ Repair jobs are never marked ready for collection until Rhian has done the QC check and ticked it off in benchbook.
- Wants customers phoned, not emailed, when something goes wrong with their tack.
- Hates jargon in customer messages ("your job has been transitioned" was the example).
""")

R("user_tom.md", "user", "tom-fitter", "Tom Beddoes, saddle fitter on the road four days a week",
  "Tom (fitter)", "field fitter, uses fitwise on his phone", """
Tom is the fitter. He is on the road Tue-Fri and uses fitwise on an old Pixel, often with no signal in the
valleys, which is why the offline form exists.

@@A5a@@ - Tom's fitting area: Shropshire, Herefordshire and mid-Wales (Powys as far west as Rhayader).
- Takes wither tracings with a flexicurve and photographs them on the clipboard grid.
- Uploads everything in one go at the end of the day from the van.
""")

R("user_gareth.md", "user", "gareth-workshop", "Gareth Lowe, workshop manager; owns the bench queue",
  "Gareth (workshop)", "runs the bench and the machines", """
Gareth runs the bench: job priorities, who stitches what, machine maintenance. He is the person to ask about
anything physical (printers, the Adler, the skiving machine, the flocking table).

- Reorders leather and thread himself; hidebin just tells him when.
- Does the Friday stock count with whoever is in.
""")

R("feedback_git_workflow.md", "feedback", "git-workflow", "Branches, PRs and merging for all the workshop repos",
  "Git workflow", "how branches and PRs are handled", """
How Maya wants changes to land, any repo (benchbook, fitwise, ordersync, hidebin, shipit).

@@N4a@@ - Never push straight to `main`, not even a typo fix; everything goes through a PR.
@@R7a@@ - PRs are merged with "Rebase and merge" so each commit stays visible in `git log`.
@@NS6a@@ - Do not commit `.env` files or anything from `secrets/`; the pre-commit hook catches most but not all.
- Branch names: `fix/…`, `feat/…`, `chore/…`.

**Why:** she reads history to work out when a behaviour changed, and the bench asks "when did that start?"
a lot.

**How to apply:** open the PR yourself with `gh pr create`, ask her to review; don't merge your own.
""")

R("feedback_testing.md", "feedback", "testing-rules", "Tests must run against a real database; how to run them",
  "Testing rules", "database and test conventions", """
@@N10a@@ benchbook tests always run against a real Postgres (the `docker compose -f compose.test.yml` one), never SQLite.

**Why:** a February migration passed on SQLite and broke prod because of a partial index.

**How to apply:**
@@F8a@@ - Any behaviour change in benchbook comes with a test.
- Run `make test` before saying something is done; paste the summary line.
""")

R("feedback_reply_style.md", "feedback", "reply-style", "Keep replies short and in British English",
  "Reply style", "tone and spelling for answers", """
@@A6a@@ Maya wants answers short and in British English (colour, organise, tyre) with no emoji.

- Lead with the answer, then the detail.
- For customer-facing text, write as the workshop ("we"), never as "the system".
""")

R("feedback_prod_access.md", "feedback", "prod-access", "How production data may be touched",
  "Production access", "rules for prod database and box", """
@@N9a@@ Nobody connects to the production Postgres from a laptop; you go through the bastion (`ssh bastion.ashcombe.internal`) and use psql there.

- Read-only role `bb_readonly` for poking around; the owner role only for planned changes.
- Always ask Maya before running anything that writes to prod.
""")

R("feedback_customer_comms.md", "feedback", "customer-comms", "Wording and channels for customer messages",
  "Customer comms", "channels and wording for customer messages", """
Rules from Rhian for anything the systems send to customers.

@@NS10a@@ - Don't email customers about a delay on their repair; Gareth or Rhian phones them.
@@N7a@@ - Invoices are never emailed as PDF attachments; the email carries the Xero online invoice link only.
- Sign off as "Ashcombe Saddlery", not with a person's name.
- Horse names in messages: use the name the customer gave, never the registered show name.
""")

R("feedback_deploys.md", "feedback", "deploy-rules", "What the agent may and may not do when deploying",
  "Deploy rules", "deploy and migration rules", """
@@N1a@@ Do not let benchbook migrations run automatically on deploy; migrations are applied by hand after a backup.

**Why:** a long migration in April locked the jobs table during Saturday counter hours.

**How to apply:** deploy the code, take a `pg_dump`, then run `manage.py migrate` yourself and check
the bench tablets still load.
""")

R("reference_benchbook.md", "reference", "benchbook", "benchbook: repair job tracker for the bench (Django)",
  "benchbook", "the repair job system, overview", """
benchbook tracks every repair from counter intake to collection: job tickets, photos, quotes, bench queue,
ready and collected.

## Stack
@@S8a@@ - Python 3.10, Django project `benchbook` in `git.ashcombe.co.uk/digital/benchbook`
@@A2a@@ - Django 5.1 (LTS upgrade planned for 2027)
@@V1a@@ - Database: `postgres://benchbook@db1.ashcombe.internal:5432/benchbook`
@@R9a@@ - Background jobs (quote emails, ticket printing, reminders) run on Celery with Redis as the broker
- Static files served by Caddy in front of gunicorn (3 workers)

## Build and deploy
@@R2a@@ - CI: GitHub Actions (`.github/workflows/ci.yml`), lint + tests on every PR
- Deploy: `make deploy` from the bastion, image tag = short SHA

## Workflow states
intake -> quoted -> approved -> on bench -> ready -> collected

- Photos: up to 6 per job, stored in the `bb-photos` bucket
@@O7b@@ - Damage photos attached to a job are capped at 8 MB each; the tablet camera app compresses to well under that.
- Ticket numbers: `R-` + year + 4 digits (R-2026-0412)

```
# quick local run
DATABASE_URL=postgres://benchbook@localhost:5432/benchbook_dev
./manage.py runserver 0.0.0.0:8000
```
""", flat=True)

R("reference_fitwise.md", "reference", "fitwise", "fitwise: saddle fitting bookings, horse profiles, tracings",
  "fitwise", "fitting app overview", """
fitwise is the fitting side: bookings, horse profiles (back shape, wither tracings, photos), fitting reports.
FastAPI backend, small Vue frontend, an offline-capable form for Tom's phone.

## Runtime
@@R3a@@ - Hosted on the Hetzner CX32 in Falkenstein, alongside benchbook, behind the same Caddy
@@D1b@@ - Data lives in Postgres (database `fitwise` on db1)
@@O2a@@ - Cache and rate limiting: Redis at `redis.ashcombe.internal:6379`, db 1
@@R4a@@ - Errors go to Sentry, project `fitwise-api`
@@D9b@@ - Deploys run from GitHub Actions when a `v*` tag is pushed

## Fittings
@@V2a@@ - A standard saddle fitting slot is 90 minutes on site, travel not included
- Tracings and photos go to the `fw-media` bucket, one folder per horse
@@V9a@@ - Upload limit for tracing photos: 10 MB per image (set in `MAX_UPLOAD_MB`)
- Horse profile keeps every previous fitting, newest first
""")

R("reference_ordersync.md", "reference", "ordersync", "ordersync: moves Shopify orders into benchbook and hidebin",
  "ordersync", "Shopify order bridge overview", """
ordersync is a small Node service that reads Shopify orders and fans them out: stock decrements to hidebin,
postal repair orders to benchbook.

- Node 20, TypeScript, no framework (just `undici` + a tiny router)
@@R1a@@ - Package manager: pnpm (lockfile `pnpm-lock.yaml`, `corepack enable` first)
@@S1a@@ - Runs on Heroku (one basic dyno, app `ashcombe-ordersync`)
@@V6a@@ - Polls the Shopify Admin API for new and updated orders every 10 minutes
@@NS9b@@ - Failed Shopify webhook deliveries are retried up to 5 times with backoff before going to the dead-letter table.
- Logs: stdout only, picked up by the log drain
@@F2a@@ - Repair orders placed on the shop become benchbook jobs automatically.
""")

R("reference_hidebin.md", "reference", "hidebin", "hidebin: stock for hides, thread, hardware and shop tack (Go)",
  "hidebin", "stock system overview", """
hidebin is the stock system. Everything from whole hides to Chicago screws, plus the finished tack sold in
the shop.

## Service
@@A1a@@ - Go service listening on port 8083 behind Caddy (`/stock/`)
@@D2b@@ - Builds with Go 1.23 (`go.mod` says `go 1.23.4`)
@@F1a@@ - Stock is kept in Postgres.
- Bench tablets talk to it through the same API as ordersync

## Rules
@@V7a@@ - Reorder point for 0.8 mm waxed linen thread: 6 spools
- Reorder point for 25 mm stainless roller buckles: 40
- Hides are stocked by the square foot, not per hide
@@D7b@@ - Stock adjustments from the bench tablets are accepted at any time; there is no lock on counting days.
@@NS5b@@ - Goods-in is done by scanning the supplier barcode into hidebin, then the quantity.
""", flat=True)

R("reference_shipit.md", "reference", "shipit", "shipit: courier labels, manifests and tracking emails",
  "shipit", "courier label service overview", """
shipit books couriers and prints labels for both finished repairs going home and shop orders.

- Python, FastAPI, single container
@@V5a@@ - Python 3.11 (pinned in `.python-version` and the Dockerfile)
@@S2a@@ - Errors are reported to Rollbar (project `shipit`)
@@V4a@@ - DPD label requests are retried 3 times before the job is flagged for a human.
@@A9a@@ - Courier labels print on the Dymo LabelWriter 5XL at the packing bench via CUPS
- Tracking emails are sent by the shop, not by shipit
""")

R("reference_infra.md", "reference", "infra", "infra: the box, backups, DNS, monitoring, secrets",
  "Infra", "hosting, backups, monitoring", """
benchbook, hidebin and shipit run on one Hetzner CX32 (prod); db1 and the bastion share a CX22. Docker compose, Caddy in front.

## Backups
@@S9a@@ - Nightly backups are copied to the Synology DS220+ in the workshop office.
@@V8a@@ - benchbook's nightly `pg_dump` is kept for 30 days.
- Restore test: first Monday of the quarter

## Monitoring
@@A7a@@ - Uptime Kuma checks each public endpoint every 60 seconds.
@@D5b@@ - Sentry alerts post to the #bench-alerts channel in Slack.
@@F5a@@ - Container logs are shipped to Grafana Cloud.

## Other
@@A8a@@ - DNS for ashcombesaddlery.co.uk is on Cloudflare (proxied for the shop subdomain only).
@@A10a@@ - Secrets live in 1Password, vault "Workshop Ops".
""", flat=False)

R("reference_workshop.md", "reference", "workshop-rules", "Workshop: turnaround times, deposits, collection hours",
  "Workshop rules", "repair turnaround, deposits, opening", """
The business rules the systems encode. Source: Rhian and Gareth.

## Turnaround
@@V3a@@ - Saddle repairs (restitching, panels, billets): standard turnaround 10 working days
@@O4a@@ - Rug repairs: 3 weeks, longer in winter when everyone's rugs rip at once
- Urgent jobs: +£20, next working day where possible

## Money
@@A4a@@ - Bespoke saddles take a 30% deposit when the order is confirmed.
@@N3a@@ - Deposits for bespoke bridles are non-refundable once the leather has been cut.
@@NS7b@@ - A re-flock check costs £45 at the workshop.

## Counter
@@F10a@@ - Customers can collect finished repairs Tuesday to Saturday.
@@D4b@@ - Workshop address (collections and courier pickups): Unit 11, Teme Trading Estate, Ludlow SY8 1XE.
""")

R("reference_shop.md", "reference", "online-shop", "Online shop: Shopify setup, shipping rates, what is sold",
  "Online shop", "Shopify setup and rates", """
The shop at shop.ashcombesaddlery.co.uk.

@@D6b@@ - The shop runs on Shopify (theme: customised Dawn 15).
@@A3a@@ - Plan: Shopify Basic; we are nowhere near needing Advanced.
@@NS8b@@ - Bridles, girths, stirrup leathers and care products can be ordered online.
@@O7a@@ - Product photos can be up to 20 MB, Shopify resizes them.

| Rate | Value |
|---|---|
@@V10a@@ | Free UK delivery threshold | £75 |
| Standard UK delivery | £5.95 |
| Saddle delivery (Parcelforce) | £35 |
""")

R("reference_couriers.md", "reference", "couriers", "Couriers: who carries what, collection times and limits",
  "Couriers", "carriers and limits", """
## Carriers
@@S4a@@ - Small parcels (bits, leathers, care products) are booked through Royal Mail Click & Drop.
@@R6a@@ - Trade orders to stockists go with DPD Next Day on the trade account.
@@NS4b@@ - Saddles go by Parcelforce Express 48.
@@D3b@@ - Small tack parcels go Royal Mail Tracked 48.

## Limits
@@O1a@@ - Parcelforce Express 48: max 30 kg per parcel
- Max length for DPD: 175 cm

## Collections
- DPD and Parcelforce both collect around 3pm on weekdays
@@N8a@@ - There are no courier collections on Saturdays; anything packed on Saturday waits for the next weekday pickup.
""")

R("reference_team.md", "reference", "team", "Who does what at the workshop: bench, fitting, online",
  "Team", "people and escalation", """
- Rhian Pryce: owner, master saddler
- Gareth Lowe: workshop manager
- Tom Beddoes: fitter
- Maya Okonjo: online shop and systems
- Ffion: Saturday counter

@@NS2a@@ Escalate Adler and Pfaff machine faults to Gareth, not to the online team.
@@A5b@@ Tom covers Shropshire, Herefordshire and mid-Wales; anything further is quoted with extra travel.
""")

R("reference_glossary.md", "reference", "glossary", "Glossary: saddlery terms that show up in job tickets",
  "Glossary", "trade words used in tickets", """
- Billets: the girth straps under the flap
- Panels: the stuffed cushions under the tree
- Re-flock: adding or replacing wool in the panels
- Tree: the frame; "spring tree" has steel bands
- Wither tracing: a flexicurve outline of the horse's withers, used by fitters
- Keepers and runners: the loops that hold strap ends
""", flat=True)

R("project_fitting_reports.md", "project", "fitting-reports", "Fitting reports sent to customers after a fitting",
  "Fitting reports", "what goes into fitting reports", """
@@F3a@@ After each fitting, fitwise emails the customer a fitting report as a PDF.

- Generated with WeasyPrint from a Jinja template
- Tom reviews it on his phone before it goes; he can edit the recommendations text
""")

R("project_online_repair_form.md", "project", "online-repair-form", "The online repair request form on the shop",
  "Online repair form", "customers request repairs online", """
Launched in May after the beta. Lives on the shop as a page with an app block; submissions go to benchbook as
`intake` jobs with the customer's photos.

@@D10b@@ - The online repair form accepts saddles, bridles, girths and rugs.
- Customers choose drop-off or post; post sends them the packing instructions PDF.
""")

R("project_sms_reminders.md", "project", "sms-reminders", "SMS reminders for uncollected repairs",
  "SMS reminders", "reminders for uncollected repairs", """
Uncollected repairs pile up on the rack, so benchbook nags.

@@R10a@@ - SMS goes through Twilio (UK sender ID "ASHCOMBE").
@@O10a@@ - Customers get up to 3 SMS reminders for an uncollected repair, a week apart.
@@F9a@@ - When a repair is ready, the customer is told by email.
""")

R("project_trade_accounts.md", "project", "trade-accounts", "Trade accounts for stockists and other saddlers",
  "Trade accounts", "trade customers and their orders", """
About 30 stockists buy our bridles and leathers at trade price.

@@S6a@@ - Trade orders come in through the WooCommerce trade site (trade.ashcombesaddlery.co.uk).
- Trade prices are 40% off retail for stockists, 25% for other saddlers.
- Invoices on 30-day terms.
""")

R("project_accounts.md", "project", "accounts-export", "What the accountant gets and when",
  "Accounts", "accountant handover", """
@@S10a@@ - Every Monday morning the accountant is emailed a CSV of the previous week's sales.
- Xero is the ledger; Shopify payouts are matched by hand.
- Year end is 31 March.
""")

R("project_leather_suppliers.md", "project", "leather-suppliers", "Where hides and flock come from",
  "Leather suppliers", "suppliers of hides and flock", """
@@F6a@@ - Bridle leather comes from Harcourt Tannery in Walsall.
@@F7a@@ - Re-flocking uses pure wool flock only.
- Saddle trees are bought in from two makers, never made here.
""")

R("project_stocktake.md", "project", "stocktake", "The annual stocktake and Friday counts",
  "Stocktake", "counting stock", """
- Friday counts cover thread, buckles and the fast-moving shop lines.
- The full annual stocktake is done in October.
- Counting starts after closing, one bin at a time, two people per bin.
""")

R("project_shipit_v2.md", "project", "shipit-v2", "Planned rework of shipit label booking",
  "shipit v2", "planned courier rework", """
Plan for the winter: move label booking behind a small queue so a slow courier API doesn't block the
packing bench.

- Keep one adapter per carrier.
- Manifests printed once at 2.30pm.
- No change to how labels print.
""")

R("project_bench_tickets.md", "project", "bench-tickets", "Bench ticket printing for repair jobs",
  "Bench tickets", "ticket printer for jobs", """
@@S7a@@ - Repair tickets print on the Zebra GK420d at the counter, 4x2 inch labels.
- The ticket has the job number as a QR code and the horse's name in big letters.
""")

R("reference_machines.md", "reference", "machines", "Workshop machines: sewing, skiving, printers",
  "Machines", "bench equipment list", """
- Adler 205-370 cylinder-arm (heavy stitching)
- Pfaff 335 (lighter work, rugs)
- Fortuna splitting machine
- Flocking table with the old carding drum
- Scales: Dymo 10 kg shipping scale at the packing bench
""", flat=True)

R("project_calendly.md", "project", "fitting-bookings", "How customers book a fitting",
  "Fitting bookings", "customer booking flow", """
@@S5b@@ Calendly was shut down at the end of March; fitting bookings now come in only through fitwise's booking page.

- The Calendly links on old Facebook posts redirect to the fitwise page.
""")

R("project_b2_backups.md", "project", "b2-backups", "Backups move to Backblaze B2",
  "B2 backups", "backup move", """
@@S9b@@ In July we moved the backups off the office Synology; restic now pushes them to Backblaze B2 (bucket `ashcombe-backups`).

- Synology kept for the office shared drive only.
""")

R("reference_runbooks.md", "reference", "runbooks", "Runbooks: printer jams, courier API down, box full",
  "Runbooks", "what to do when things break", """
## Courier API down
Print a handwritten manifest and keep the parcels; do not book on the courier website as well, it double-books.

## Disk full on the box
`docker system prune` is fine; never delete from `/srv/backups` by hand.

## Tablets show "offline"
Usually the Wi-Fi extender in the back room. Power-cycle it.
""", flat=True)

R("user_ffion.md", "user", "ffion-counter", "Ffion, Saturday counter staff",
  "Ffion (counter)", "Saturday counter", """
Ffion does Saturdays. Takes in repairs, hands out collections, answers the phone.

- Uses the counter tablet only.
- Can't approve quotes; that's Gareth.
""")

R("project_hidebin_barcodes.md", "project", "hidebin-barcodes", "Barcode labels for our own stock",
  "hidebin barcodes", "own barcode labels", """
@@NS5a@@ Not everything in stock has a barcode: hand-cut straps and buckles bought loose from the market don't, and get keyed in by SKU.

- Own labels are Code 128, printed on the Dymo.
""")
