# free notes: slug -> (created, tags, title, body)
AUTO = {}
def a(slug, created, tags, title, body):
    AUTO[slug] = (created, tags, title, body)

a('hirebook-db-notes','2026-02-24',['hirebook','postgres'],'hirebook database notes',
"""Notes from sorting out the connection errors after the VM move.

@@V1b@@
on that box is the old reporting replica and is firewalled from the app.
`DATABASE_URL` in the app secret is the source of truth if in doubt.

- Pool size 15 per web process, 10 per job process
- `statement_timeout` is 15 s for the app role; migrations run as the owner role without it
""")
a('fleetcare-inspection-rules','2026-05-06',['fleetcare','inspections'],'fleetcare inspection rules',
"""Rules Gail gave us for the inspection module (to be configured in `InspectionType`):

@@V3b@@
- Certificate PDF must be attached before the inspection can be marked passed
- A failed inspection puts the item straight into quarantine
- Inspections can be recorded up to 30 days early without moving the cycle
""")
a('depotscan-upgrade','2026-10-20',['depotscan','expo'],'depotscan SDK upgrade',
"""@@V5b@@

Things that bit us:
- `expo-camera` barcode settings moved into `barcodeScannerSettings`
- had to clear the EAS build cache once, old native modules were reused
- OTA updates from before the upgrade can't be applied to the new binary; channel bumped
""")
a('dunning-flow','2026-09-30',['invoicer','dunning'],'Dunning flow',
"""@@V7b@@
day 7, 14, 21 and 28 after the due date. Templates are in `resources/dunning/` and Dev
edits the wording, not us.

Payment matching runs before the reminders, so a customer who paid yesterday doesn't get
chased.
""")
a('fleetcare-perf','2026-03-27',['fleetcare','performance'],'fleetcare performance notes',
"""After the timeouts during the Monday report:

@@V9b@@
- The slow bit was the defect list N+1 on `asset.category`; fixed with `select_related`
- Timeout on the ingress raised to 60 s only for `/reports/`
""")
a('tillbridge-deploy','2026-07-16',['tillbridge','deploy'],'tillbridge deploy notes',
"""@@V10b@@

- Deploy = merge to main, image build, `kubectl rollout restart deploy/tillbridge -n payments`
- Because it is a single replica there is a ~10 s gap; do it when the counters are quiet
- After a deploy, check one terminal per depot shows "ready"
""")
a('depotscan-release-checklist','2026-06-12',['depotscan','release'],'depotscan release checklist',
"""@@R2b@@

1. Bump `version` in `app.config.ts`
2. Changelog entry in `CHANGELOG.md` (Hannah reads it)
3. Tag `vX.Y.Z` and push
4. Tell Kev which depots to watch the next morning
""")
a('shopfront-hosting','2026-09-08',['shopfront','hosting'],'shopfront hosting',
"""@@R4a@@

Env vars are set in the project settings; `NEXT_PUBLIC_API` points at the hirebook public API.
Image optimisation is on, which is most of the bill.
""")
a('fleetcare-reminders','2026-08-28',['fleetcare','jobs'],'fleetcare reminder jobs',
"""@@R6b@@

- Actors live in `fleetcare/tasks/`; the periodic ones are wired up with APScheduler in the worker
- Failed actors retry with backoff; after the last attempt they land in the dead-letter queue
""")
a('hirebook-contributing','2026-04-29',['hirebook','git'],'Contributing to hirebook',
"""How Priya wants hirebook PRs handled:

@@R7b@@
- Keep commits small and self-contained; fixups get autosquashed before review
- One approving review; counter-impact PRs need Hannah to look at the staging build too
""")
a('secrets-howto','2026-07-03',['infra','secrets'],'Secrets how-to',
"""@@R9b@@
through the Vault Agent injector (annotations on the Deployment). Policies are per namespace.

To add one: write it under `kv/<namespace>/<app>`, add the annotation, redeploy.
""")
a('fleetcare-release-process','2026-10-01',['fleetcare','release'],'fleetcare release process',
"""@@N1b@@

Release notes are generated from `git log --oneline` between tags and pasted into the
workshop noticeboard page. Releases go out Wednesdays after the morning inspections.
""")
a('invoicer-vat-notes','2026-04-21',['invoicer','vat'],'VAT notes for invoicer',
"""@@N3b@@
insurance-type charge, exempt. Hire, delivery and consumables are standard-rated.

Zero-rated lines don't exist for us; if one shows up it is a data bug.
""")
a('tracklink-raw-frames','2026-09-17',['tracklink','storage'],'tracklink raw frames',
"""@@N5b@@

If a decode bug is suspected, turn on `TRACE_FRAMES=1` for one IMEI and reproduce live.
""")
a('shopfront-search','2026-08-06',['shopfront','search'],'shopfront search',
"""@@N6b@@
Postgres full-text with a synonyms table is plenty. Revisit if we add accessories as SKUs.

The search endpoint is `/api/search?q=`; results are cached for 5 minutes at the edge.
""")
a('warehouse-privacy','2026-06-30',['reporting','privacy'],'Warehouse privacy',
"""@@N8b@@

Depot catchment maps use the first half of the postcode (outward code) attached to the hire
site, not to the customer.
""")
a('tillbridge-captures','2026-10-09',['tillbridge','payments'],'tillbridge failed captures',
"""@@N10b@@

The hire shows a red "payment failed" banner on the counter screen until it is resolved.
""")
a('superset-migration','2026-08-31',['reporting','dashboards'],'Dashboards migration',
"""@@S2b@@

- Dashboards rebuilt: utilisation by category, revenue per depot, overdue returns
- Login via Google Workspace, role `depot_viewer` for the managers
""")
a('hirebook-k3s-migration','2026-03-31',['hirebook','infra'],'hirebook k3s migration',
"""@@S4b@@
the Heroku app is deleted and its add-ons cancelled.

- Web: 3 replicas, rolling update, readiness probe on `/up`
- Jobs: 2 replicas
- Logs now go to Loki with the rest of the cluster
""")
a('pagerduty-switch','2026-09-03',['oncall','paging'],'Paging switch',
"""@@S6b@@

Escalation policy: primary on-call, then the secondary (Tom) if not acknowledged in 15 minutes. The phone app needs the
"override Do Not Disturb" permission or night pages get missed.
""")
a('tracklink-codec8e','2026-07-22',['tracklink','trackers'],'Codec 8 Extended migration',
"""@@S8b@@

The extended codec was needed for the CAN-bus fuel level IDs above 255.
""")
a('google-chat-move','2026-10-16',['company','chat'],'Move to Google Chat',
"""@@S10b@@

Spaces: Platform, Depot Managers, Ops Alerts. Webhook URLs are in the secrets store under
`platform/alertmanager`.
""")
a('depot-tablet-inventory','2026-05-28',['depots','tablets'],'Depot tablet inventory',
"""@@F2b@@

Spares: one boxed tablet at Leeds, asset tag `IT-TAB-11`.
""")
a('depotscan-signature','2026-04-16',['depotscan','contracts'],'depotscan signatures',
"""@@F4b@@
attached to the hire in hirebook (`hire_documents`, kind `signature`).

The customer's printed name is typed by staff, not the customer.
""")
a('xero-sync','2026-07-10',['invoicer','xero'],'Xero sync',
"""@@F6b@@

- OAuth refresh token rotates on every use; it is stored in the `xero_tokens` table, not in env
- Tracking category "Depot" is set from the hire's depot
""")
a('stripe-deposits','2026-08-13',['shopfront','stripe'],'Stripe deposits on shopfront',
"""@@F9b@@

The booking request carries the PaymentIntent id; the depot captures or cancels it from
hirebook when confirming.
""")
a('dbt-setup','2026-02-19',['reporting','dbt'],'dbt setup',
"""@@O3b@@

- Local: `uv venv`, `uv pip install -r requirements.txt`, `dbt deps`
- Profiles in `~/.dbt/profiles.yml`, target `dev` points at a personal schema
""")
a('depotscan-photos','2026-06-24',['depotscan','photos'],'depotscan damage photos',
"""@@O4b@@

Photos are compressed to ~400 KB on the tablet before upload.
""")
a('newsletter','2026-03-16',['shopfront','marketing'],'Newsletter',
"""@@O5a@@

Signup form on shopfront posts to the list directly; double opt-in is on.
""")
a('hirebook-environments','2026-05-04',['hirebook','environments'],'hirebook environments',
"""@@O7a@@
@@NS6a@@

Local dev uses the same Mailpit on `localhost:8025`.
""")
a('york-depot','2026-04-10',['depots','york'],'York depot notes',
"""@@O8b@@

- Event hire desk: generators and lighting towers, lots of weekend collections
- Parking for customers is round the back, the front is the fire route
""")
a('depot-it-support','2026-06-08',['depots','support'],'Depot IT support',
"""@@O9b@@

Printers: re-seat the label roll and power-cycle before calling anyone.
""")
a('shopfront-history','2026-01-22',['shopfront','history'],'shopfront history',
"""@@D2a@@

The old product URLs (`/product/...`) redirect with 301s from a map in `redirects.json`.
""")
a('tracklink-go-upgrade','2026-08-20',['tracklink','go'],'tracklink Go upgrade',
"""@@D4a@@

The upgrade was for the range-over-func iterators in the decoder; no behaviour change.
""")
a('depotscan-login','2026-02-05',['depotscan','auth'],'depotscan sign-in history',
"""@@D7a@@

That made it impossible to see who checked what out, which is why badges were printed.
""")
a('deposits-history','2026-07-07',['deposits','history'],'Deposits history',
"""@@D8a@@

Customers complained about seeing two transactions, and card fees were paid twice.
""")
a('hirebook-ci-speedup','2026-04-24',['hirebook','ci'],'hirebook CI speedup',
"""@@D9a@@

Most of it was system specs and one factory creating 200 assets per example.
""")
a('fleetcare-db','2026-02-11',['fleetcare','postgres'],'fleetcare DB',
"""@@A2a@@

The Django settings read it from `DATABASE_URL`; local dev uses docker compose on 5432.
""")
a('spares','2026-03-19',['depots','spares'],'Spares',
"""@@A4b@@

Anything urgent can go by taxi; Hannah approves the cost.
""")
a('cron-conventions','2026-05-14',['infra','cron'],'Cron conventions',
"""@@A6b@@

CronJobs set `timeZone: Europe/London` explicitly instead of relying on the node clock.
""")
a('billing-namespace','2026-06-02',['invoicer','k3s'],'Billing namespace',
"""@@A8b@@

Network policy: egress only to the hirebook database, services in the same namespace and 443 outbound.
""")
a('hirebook-restarts','2026-03-05',['hirebook','ops'],'Restarting hirebook',
"""@@NS1b@@

Check the counter queue page loads before moving to the next one.
""")
a('tracklink-logging','2026-10-22',['tracklink','logging'],'tracklink logging',
"""@@NS3b@@

Log level `warn` for rejects, `error` only for decode panics.
""")
a('damage-waiver','2026-07-31',['pricing','damage-waiver'],'Damage waiver rules',
"""@@NS8a@@

Cross-hired kit gets the other company's waiver terms, not ours.
""")
a('agent-workflow','2026-02-26',['agent','git'],'Agent workflow',
"""@@NS10b@@

Branch names: `<linear-key>-short-slug`, e.g. `hir-601-late-fee-rounding`.
""")
a('tablet-faults','2026-06-09',['depots','tablets'],'Tablet faults',
"""@@NS5b@@

Cracked screens and dead batteries: swap in the spare, then log the fault against the device.
""")
# ---- unpaired
a('counter-queue-incident','2026-03-09',['incident','hirebook'],'Counter queue incident 9 March',
"""Counter screens at all depots showed customers twice for about 40 minutes.
Cause: a missing `DISTINCT` after a join added for cross-hire lines (`HIR-540`).
Fixed by reverting; re-landed with a test the next day.
""")
a('terminal-firmware','2026-05-20',['tillbridge','terminals'],'Terminal firmware updates',
"""Dojo pushes firmware overnight; a terminal mid-update shows "busy" and tillbridge reports it as
unpaired. Wait ten minutes before re-pairing.
""")
a('asset-categories','2026-02-02',['hirebook','assets'],'Asset categories',
"""Top-level categories: access, breaking & drilling, compaction, cutting, garden, heating &
drying, lifting, plant, power, surveying. Hannah owns the list; don't add categories in migrations.
""")
a('hmrc-mtd','2026-09-24',['accounts'],'Making Tax Digital',
"""Dev files VAT from Xero; nothing in our systems talks to HMRC directly. Keep it that way.
""")
a('late-fee-rounding','2026-06-15',['hirebook','pricing'],'Late fee rounding',
"""Late-return fees round to the nearest half day in the customer's favour. `HIR-601` fixed a case
where 11:59 was treated as a full day.
""")
a('wifi-depots','2026-01-19',['depots','network'],'Depot networks',
"""Each depot has a separate SSID for tablets (`fth-devices`) and one for customers. The yard at
Wakefield has a weak spot by the wash bay.
""")
a('meeting-2026-09-14','2026-09-14',['meeting'],'Platform sync 14 Sep',
"""- Tom back from leave; delivery app design review next week
- Gail asked for defect photos to show in hirebook's check-in screen
- Dev wants a monthly aged-debt export as CSV
""")
a('cert-rotation','2026-11-03',['infra','certs'],'Cert rotation notes',
"""Intermediate cert rotated on 3 Nov. Tablets needed the new chain pushed by the MDM before
they could reach the internal API again.
""")
a('customer-merge','2026-08-18',['hirebook','customers'],'Customer merge tool',
"""Duplicates mostly come from shopfront sign-ups by existing counter customers. Merge keeps the
older customer ID; the newer one becomes an alias so old links still work.
""")
a('utilisation-definition','2026-10-29',['reporting','metrics'],'Utilisation definition',
"""Utilisation = days on hire / days available, where days in quarantine count as unavailable.
The directors' number is physical utilisation, not financial.
""")
a('hire-photo-ideas','2026-11-12',['ideas'],'Ideas backlog',
"""- Show the last check-in photos on the next check-out, so staff know about old scratches
- Let customers upload their own site photos for delivery
- QR on the contract PDF linking to the off-hire form
""")
a('ladder-policy','2026-05-25',['hire-policy'],'Ladder and tower policy',
"""Access towers over 4 m are only hired to customers with a PASMA card number on file.
""")
a('kotlin-notes','2026-04-07',['invoicer','kotlin'],'Kotlin notes for invoicer',
"""Gradle wrapper is committed; use `./gradlew test`. Money is `Long` pence everywhere, never
`Double`. Ktor routes are in `Routes.kt`, one file per area.
""")
a('printer-setup','2026-01-26',['depots','printers'],'Label printer setup',
"""New printer: set darkness 22, speed 4, calibrate with the feed button held for two flashes.
Then print the test label from the ops repo and scan it with a tablet.
""")
a('contract-terms','2026-03-23',['contracts','legal'],'Contract terms changes',
"""The 2026 terms added a clause about kit taken off the named site. Old signed contracts keep the
old terms; the PDF footer shows the terms version (`T2026.1`).
""")
