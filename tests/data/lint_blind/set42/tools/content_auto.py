# Free notes: slug -> (title, created, tags, body)
AUTO = {}

AUTO["roastplan-db-notes"] = ("roastplan database notes", "2026-04-02", ["roastplan", "postgres"], """\
Notes from moving roastplan's tables out of the shared dev database.

<<V1>>
the 5432 listener on that host is the old PG 13 cluster that still holds the 2025 roast logs.
Nobody has migrated those yet (LARK-301).

- Alembic migrations live in `roastplan/migrations/`; `make migrate` runs them
- `batch_log` is append-only, don't add UPDATE paths
""")

AUTO["tradedesk-upgrade-log"] = ("tradedesk upgrade log", "2026-09-22", ["tradedesk", "ruby", "upgrades"], """\
Running log of dependency upgrades for tradedesk.

- Jul: Flipper 1.3, Rack::Attack 6.7, no issues
- Aug: bumped Puma, had to fix `config/puma.rb` worker count
- Sep: Bundler 2.5; nothing else moved.

<<V4>>

Next up: Node for the asset build, then `aws-sdk-s3`.
""")

AUTO["cafe-staff-faq"] = ("Cafe staff FAQ (loyalty and tills)", "2026-10-05", ["cafes", "crema", "faq"], """\
Collected from the barista onboarding doc, so the agent can answer managers' questions.

<<V6>>

**Q: Customer lost their phone?** Look them up by email in the staff PWA and re-issue the QR.

**Q: Can two people share a card?** No, one card per person.
""")

AUTO["subship-label-failures"] = ("subship label purchase failures", "2026-07-30", ["subship", "labels", "incident"], """\
Write-up after the label outage on 28 July.

<<V8>>
before it gives up and flags the order for a human. On the 28th the API was down for 40 minutes
and about 90 orders ended up flagged; they were re-queued by hand the same afternoon.

Follow-ups: alert when more than 20 orders are flagged in an hour (done), status page link in the runbook.
""")

AUTO["crema-local-dev"] = ("crema local dev setup", "2026-06-11", ["crema", "dev"], """\
Getting crema running locally:

First `corepack enable`, then install the deps.

Start the database with `docker compose up -d db` and run the migrate script.

<<V10>>

Seed data: `scripts/seed.ts` creates the three cafes and 50 fake cards.
""")

AUTO["tradedesk-jobs"] = ("tradedesk background jobs", "2026-10-14", ["tradedesk", "jobs"], """\
<<R1>>
Postgres; there is no Redis in the stack. The dashboard is mounted at `/good_job` for admins.

Job classes worth knowing:
- `InvoicePdfJob`: renders and stores the PDF
- `XeroPushJob`: one invoice per job, retried with backoff
- `StandingOrderJob`: creates next week's standing orders every Thursday night
""")

AUTO["greenbook-dev-notes"] = ("greenbook dev notes", "2026-08-19", ["greenbook", "dev"], """\
Things I keep needing when working on greenbook.

<<F8>>
<<R3>>
<<G5>>

- `manage.py import_contract <pdf>` parses Sucafina contract PDFs (fragile, check the output)
- Factories live in `greenbook/tests/factories.py`
""")

AUTO["cafe-tills-hardware"] = ("Cafe tills and hardware", "2026-09-03", ["cafes", "tills", "hardware"], """\
<<R5>>
Card readers are paired per till; the spare reader lives in the Stokes Croft office drawer.

<<G9>>
The runbook for tills is `runbooks/cafe-tills.md` in the infra repo.
""")

AUTO["crema-loyalty-rules"] = ("crema loyalty rules, as agreed with cafes ops", "2026-06-24", ["crema", "loyalty"], """\
Agreed with Sam when the loyalty card launched.

<<N5>>

Double-stamp days are set per cafe from the staff PWA, at most one a week.
""")

AUTO["tradedesk-deploy-runbook"] = ("tradedesk deploy runbook", "2026-10-21", ["tradedesk", "deploy", "runbook"], """\
1. Merge the PR; CI builds the image.
2. Wait for the rollout to finish and the health check `/up` to return 200.
3. Check Sentry for new errors for 10 minutes.

<<N2>>

If a migration is long-running, schedule it for after 18:00.
""")

AUTO["roastery-morning-routine"] = ("Roastery morning routine", "2026-05-20", ["roastery", "roastplan"], """\
What happens on the floor before the first batch:

- Jonah checks green stock against the schedule

<<N7>>

- First batch is always a seasoning batch on a cold drum (goes to the staff coffee)
""")

AUTO["backup-restore-drill"] = ("Backup restore drill, Q3", "2026-09-10", ["backups", "greenbook", "subship", "drill"], """\
Restored greenbook and subship into scratch databases on 9 September.

<<N10>>
Restore took 6 minutes, row counts matched.

<<O9>>
Restore took 2 minutes.

Action: write the restore steps into `runbooks/restore.md`.
""")

AUTO["green-buying-process"] = ("How green coffee buying works", "2026-02-12", ["green", "buying"], """\
<<G10>>
Contracts are signed per harvest; arrivals come in pallets of 10-12 sacks.

<<A5>>

<<S3>>

Jonah cups samples before anything is contracted.
""")

AUTO["bag-labels"] = ("Bag labels", "2026-03-17", ["labels", "roastery", "labeld"], """\
<<S4>>
It renders ZPL for the Zebra ZD421 from roastplan's batch data: coffee name, roast date, batch id, weight.

Label template changes: edit `templates/*.zpl.j2`, print a test label, photo to Jonah.
""")

AUTO["cafe-opening-checklist"] = ("Cafe opening checklist", "2026-07-06", ["cafes", "checklist"], """\
From Sam's opening checklist, the parts that touch our systems:

- Log in to the till and check the last sync time on the tillbridge status page
<<S5>>
- Staff PWA: open the day, check the double-stamp flag
""")

AUTO["monitoring-changes"] = ("Monitoring changes 2026", "2026-07-16", ["monitoring", "infra"], """\
<<S6>>
Checks now run every minute; status page at `status.larkspur.coffee`.

Also added: blackbox probes for the subship tracking page.
""")

AUTO["wholesale-integrations"] = ("Wholesale API integrations", "2026-03-05", ["tradedesk", "api", "wholesale"], """\
Three accounts (two cafe groups and a farm shop) order automatically from their own systems.

<<S7>>

Onboarding: create the token in account settings and send it via 1Password share link, never by email.
""")

AUTO["xero-integration"] = ("Xero integration", "2026-02-26", ["xero", "greenbook", "finance"], """\
<<S9>>
Matching is on the supplier contract number. Finance (Rosa) reconciles on Mondays.

Wholesale invoices are a separate flow (tradedesk -> Xero), see the tradedesk notes.
""")

AUTO["decaf-handling"] = ("Decaf handling", "2026-04-28", ["roastery", "decaf"], """\
<<F1>>
Keeps the caffeinated coffees from picking up decaf chaff.

Decaf lots are labelled with a brown bay tag on the mezzanine.
""")

AUTO["tradedesk-emails"] = ("tradedesk emails", "2026-06-03", ["tradedesk", "email"], """\
<<O7>>

<<F2>>

Templates are in `app/views/mailers/`; previews at `/rails/mailers` in development.
""")

AUTO["price-list-process"] = ("Price list process", "2026-03-30", ["wholesale", "pricing"], """\
<<F4>>
Ellie prepares the sheet, Priya imports it with `bin/rails prices:import FILE=...` on staging first.
""")

AUTO["subship-deploys"] = ("subship deploys", "2026-05-27", ["subship", "argo", "deploy"], """\
<<F7>>

Rollback: revert the image tag commit in `infra`; Argo picks it up.
""")

AUTO["roastplan-greenbook-link"] = ("roastplan and greenbook", "2026-04-15", ["roastplan", "greenbook"], """\
<<F10>>

Auth is a service token in the `roastplan-greenbook` sealed secret.
Stock is reserved when the schedule is published, released if a batch is cancelled.
""")

AUTO["tradedesk-webhooks"] = ("tradedesk outbound webhooks", "2026-08-06", ["tradedesk", "webhooks"], """\
Some accounts get a webhook when an order is dispatched.

<<O3>>
Signature header: `X-Larkspur-Signature` (HMAC-SHA256 of the body).
""")

AUTO["tradedesk-admin-ui"] = ("tradedesk admin UI", "2026-07-09", ["tradedesk", "frontend"], """\
<<O8>>

<<A7>>

Stimulus controllers under `app/javascript/controllers/`.
""")

AUTO["tradedesk-staging"] = ("tradedesk staging", "2026-05-13", ["tradedesk", "staging"], """\
<<O10>>
<<A3>>

Xero points at the demo company there.
""")

AUTO["crema-history"] = ("crema: how the loyalty card came about", "2026-07-01", ["crema", "history"], """\
<<D2>>
It worked for 200 customers and fell over after that; Ade built crema over March-May.
""")

AUTO["subship-history"] = ("subship history", "2026-08-12", ["subship", "history"], """\
<<D4>>
Weekly single-day dispatch meant up to 9 days between roast and delivery; moving to more days
was the main reason subship was rewritten in Go.
""")

AUTO["green-warehouse"] = ("Green warehouse move", "2026-04-07", ["green", "warehouse"], """\
<<D6>>
We moved everything to the roastery mezzanine over two weekends in March; the bonded fees were
the main reason.
""")

AUTO["price-history"] = ("Wholesale price history", "2026-11-02", ["wholesale", "pricing", "history"], """\
<<D8>>
The increase followed the green price spike in the summer; Ellie announced it through the tradedesk broadcast.
""")

AUTO["cold-brew"] = ("Cold brew notes", "2026-10-12", ["cafes", "cold-brew"], """\
<<D10>>
The van run was too much work for a summer drink, so it moved back into the cafes in September.
""")

AUTO["subship-tracking-page"] = ("subship tracking page", "2026-06-30", ["subship", "tracking"], """\
<<A10>>
It polls the carrier every 30 minutes while a parcel is in transit.
""")

AUTO["subship-refunds"] = ("subship refunds", "2026-10-27", ["subship", "refunds", "support"], """\
<<G4>>
Support (Ellie's team) does this; we only get involved when the Shopify refund call fails.
""")

AUTO["roastplan-ops"] = ("roastplan ops notes", "2026-06-16", ["roastplan", "ops"], """\
<<G2>>

Health endpoint: `/healthz`. The solver logs its search stats at INFO; set `SOLVER_LOG=debug` only briefly.
""")

AUTO["roast-profiles"] = ("Roast profiles", "2026-05-05", ["roastery", "profiles"], """\
<<G7>>
Each batch records the `profile_v` it was roasted with, so old batches stay traceable.
""")

# ---------------- unpaired auto notes ----------------
AUTO["espresso-dialling"] = ("Dialling in espresso: notes from Sam", "2026-02-20", ["cafes", "espresso"], """\
Grind finer if the shot runs fast, coarser if slow; change one thing at a time.
New bags of Northstar need a bigger adjustment than day-to-day drift.
""")

AUTO["cupping-score-format"] = ("Cupping score format", "2026-03-12", ["cupping", "greenbook"], """\
Scores are stored as decimal(4,2), e.g. `86.25`. Descriptors are free text, comma separated.
The SCA form fields map 1:1 to columns in `greenbook_cupping`.
""")

AUTO["incident-2026-08-tradedesk"] = ("Incident: tradedesk slow checkouts, 3 Aug", "2026-08-04", ["incident", "tradedesk"], """\
Checkouts took 20+ seconds for about an hour on Monday 3 August.
Cause: a missing index on `order_lines.account_id` after a migration renamed the column.
Fix: added the index concurrently. Follow-up: index check in the migration review template.
""")

AUTO["weekly-sync-notes"] = ("Weekly tech sync notes", "2026-10-19", ["meetings"], """\
- Tom: gift subscriptions schema drafted
- Ade: crema double-stamp day reporting
- Priya: Christmas capacity test for roastplan next week
- Decision: no feature work in the first two weeks of December
""")

AUTO["grinder-maintenance"] = ("Grinder maintenance", "2026-04-21", ["cafes", "equipment"], """\
Burrs on the Mythos grinders are replaced every ~800 kg; the counter is on the grinder display.
Sam keeps a log; we don't track this in any system.
""")

AUTO["k3s-upgrade"] = ("k3s upgrade notes", "2026-06-08", ["infra", "k3s"], """\
Upgraded the `roastery` cluster one minor version at a time, draining one node at a time.
Traefik CRDs needed a manual apply before the second step.
""")

AUTO["shopify-sync-quirks"] = ("Shopify webhook quirks", "2026-07-22", ["shopify", "subship"], """\
Shopify can deliver `orders/paid` twice; subship dedupes on the order id.
Webhook HMAC must be checked against the raw body, not the parsed JSON.
""")

AUTO["wholesale-account-tiers"] = ("Wholesale account tiers", "2026-05-18", ["wholesale", "accounts"], """\
Tiers: Standard, Partner (training included), Group (multi-site). Tier sets the price list and the
training allowance; it's a field on the account in tradedesk.
""")

AUTO["tillbridge-reconciliation"] = ("tillbridge end-of-day reconciliation", "2026-08-25", ["tillbridge", "cafes"], """\
At close each cafe's takings in `reporting.sales_lines` are compared with the till's Z-report.
A mismatch over £5 opens a ticket for Sam. Most mismatches are refunds done on the wrong till.
""")

AUTO["gdpr-requests"] = ("Handling GDPR requests", "2026-09-15", ["gdpr", "crema", "subship"], """\
Deletion requests: crema card + stamps, subship customer record (orders kept for tax, anonymised).
Log every request in the `privacy-requests` sheet with the date completed.
""")

AUTO["roastery-power-cut"] = ("Roastery power cut, 11 Nov", "2026-11-12", ["incident", "roastery"], """\
Power went out 09:40-10:25. Two batches were dumped. roastplan re-planned the afternoon after
Jonah cancelled the lost batches in the UI. Nothing to change in software.
""")

AUTO["christmas-capacity"] = ("Christmas capacity test", "2026-11-20", ["roastplan", "capacity"], """\
Ran roastplan against last December's demand x2.5: solve time stayed under the limit and both
roasters were at ~90% utilisation. Bottleneck is packing, not roasting.
""")

AUTO["analytics-db"] = ("Analytics database", "2026-03-24", ["reporting", "postgres"], """\
The `reporting` schema lives on the analytics Postgres, refreshed by tillbridge and nightly ETL from
tradedesk and subship. Metabase reads from it with a read-only role.
""")

AUTO["origins-2026"] = ("Current origins 2026", "2026-09-29", ["green", "origins"], """\
Ethiopia (Guji, Sidama), Colombia (Huila), Brazil (Mogiana), Rwanda, Guatemala (Huehuetenango),
plus a Swiss Water decaf. Kenya is back in January if the contract lands.
""")
