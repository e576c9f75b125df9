# free notes: (slug, title, created, tags, body)
AUTO = [
('tagtrack-local-setup', 'Running tagtrack locally', '2026-02-12', ['tagtrack', 'dev'], """# Running tagtrack locally

`docker compose up db redis` then `make run`. The compose file seeds a fake reader that emits
reads for ten EPCs every few seconds.

@@V1b@@

Never point a local build at prod; use the staging DB if you need real-looking data.
"""),
('vanapp-offline-sync', 'vanapp offline sync, how it actually works', '2026-05-18', ['vanapp', 'offline'], """# vanapp offline sync

Drivers lose signal a lot on the Hull coast run and in hotel basements.

@@V3b@@
a full day on the coast run with no signal at all.

@@F7b@@
The worker is a WorkManager job with a network constraint.
"""),
('portal-build-notes', 'portal build notes', '2026-08-03', ['portal', 'build'], """# portal build notes

@@V5b@@
`pnpm build` produces a standalone output; the image is about 180 MB.

If the build fails on `sharp`, clear the pnpm store, it caches a musl binary.
"""),
('vanrun-solver-notes', 'vanrun solver notes', '2026-06-08', ['vanrun', 'solver'], """# vanrun solver notes

@@V8b@@
Time windows are soft for care homes and hard for hotels with breakfast service.

@@NS3a@@
Use a single depot's data for local work.
"""),
('invoicer-sidekiq-stuck', 'invoicer jobs stuck in the queue (BLS-377)', '2026-06-26', ['invoicer', 'sidekiq', 'incident'], """# BLS-377: invoicer jobs stuck

Symptom: PDF generation jobs enqueued but never picked up after the node reboot.

@@V10b@@
The worker pod had lost its DNS cache; restarting the deployment fixed it.

Follow-up: readiness probe now checks the Redis connection.
"""),
('tagtrack-event-consumers', 'Who consumes tagtrack read events', '2026-04-20', ['tagtrack', 'events'], """# tagtrack read event consumers

@@R2b@@
Messages are JSON with `epc`, `reader`, `antenna`, `ts`.

There is no replay; if a consumer is down it misses the events and reconciles from the DB.
"""),
('washfloor-grafana', 'washfloor dashboards in Grafana', '2026-03-30', ['washfloor', 'grafana'], """# washfloor dashboards

@@R4b@@
Grafana dashboards read straight from it. The main board is "Plant overview", with one row per tunnel.

Panels per tunnel: water per kg, batch count, chemical draw, and cycle time.
"""),
('platform-repo-conventions', 'bls/platform repo conventions', '2026-05-04', ['platform', 'git'], """# bls/platform conventions

@@R8b@@
Terraform changes need a `plan` output pasted into the PR.

@@NS4b@@
Nobody else should be working on your branch anyway.
"""),
('label-printing', 'Bag label printing', '2026-04-07', ['tagtrack', 'printing'], """# Bag label printing

@@R10b@@
Labels are 100x50 mm with the account name, route and a barcode of the bag EPC.

If a printer shows "paused", it's usually out of labels, not a software issue.
"""),
('portal-order-rules', 'portal order rules', '2026-09-05', ['portal', 'orders'], """# portal order rules

Quantities can be edited until the 14:00 cut-off the day before delivery.

@@N2b@@
"""),
('vanapp-release-checklist', 'vanapp release checklist', '2026-03-02', ['vanapp', 'release'], """# vanapp release checklist

1. Bump `versionCode` and `versionName`
@@N3a@@
3. Internal track first, two drivers for a day, then production
4. Tell Tom which day the update lands; drivers get a heads-up at the morning briefing
"""),
('portal-perf', 'portal performance notes', '2026-07-16', ['portal', 'performance'], """# portal performance

@@N5b@@
counts from `/api/stock` on the client. That keeps the CDN hit rate high.

Largest contentful paint is around 1.4 s on a hotel's typical Wi-Fi.
"""),
('loss-fee-discussion', 'Loss fee discussion', '2026-04-14', ['pricing', 'losses'], """# Loss fee

@@N7b@@
more in lost goodwill than it recovers, and the tagtrack numbers are not trusted enough yet
to argue with a hotel over individual items.

Instead: quarterly loss reports to each account manager.
"""),
('invoicer-faq', 'invoicer FAQ (from customer service)', '2026-10-09', ['invoicer', 'faq'], """# invoicer FAQ

**Where do customers get invoices?**
@@N10b@@
send a reminder through the portal notifications when a new one is available.

**Can a customer change their billing address?** Only through customer service.
"""),
('logging-migration', 'Logging migration', '2026-08-02', ['infra', 'logging'], """# Logging migration

@@S2b@@
via Promtail on every node. Retention is 30 days.

Saved LogQL queries are in the "Ops" folder in Grafana.
"""),
('hull-reader-swap', 'Hull reader swap', '2026-09-19', ['hull', 'rfid', 'hardware'], """# Hull reader swap

@@S5b@@
weekend of 12-13 September. Read rates at goods-in went from about 97.5% to 99.6%.

The old readers are in the Leeds store room, labelled for resale.
"""),
('argo-cd-rollout', 'Argo CD rollout', '2026-07-24', ['infra', 'deploy', 'argocd'], """# Argo CD rollout

@@S8b@@
a merge to `main` in the app repo bumps the image tag there through a bot PR.

Rollback: revert the bot PR. Don't `kubectl edit` anything in the app namespaces.
"""),
('sage-exit', 'Leaving Sage for customer data', '2026-10-30', ['finance', 'sage', 'customers'], """# Sage exit

@@S10b@@
Sage is kept for the general ledger only. Customer service edits accounts in the invoicer admin.
"""),
('tagtrack-partitioning', 'tagtrack reads partitioning', '2026-05-25', ['tagtrack', 'postgres'], """# tagtrack reads partitioning

@@D10a@@
six hours every weekend and slowed the morning dashboards.

@@F1b@@

@@NS9b@@
"""),
('vanrun-testing', 'vanrun testing', '2026-03-09', ['vanrun', 'testing'], """# vanrun testing

@@F3b@@
full-depot solver tests (about 12 minutes).

Fixtures for each depot live in `tests/fixtures/<depot>/`.
"""),
('portal-routing', 'portal routing layout', '2026-02-26', ['portal', 'nextjs'], """# portal routing

@@F5b@@
The admin pages are under `app/(admin)/` and share nothing with the customer layout.
"""),
('pg-backups', 'Postgres backups', '2026-07-30', ['infra', 'postgres', 'backups'], """# Postgres backups

@@F9b@@
to `s3://bls-backups/pg/tagtrack/`. Restore drills are on the first Monday of the quarter.
"""),
('intranet-notes', 'Staff intranet notes', '2026-01-22', ['intranet'], """# Staff intranet

@@O4b@@
It runs on a VM in the server room, not on the cluster. Rota exports feed the payroll CSV.
"""),
('invoicer-staging', 'invoicer staging', '2026-06-02', ['invoicer', 'staging'], """# invoicer staging

@@O5b@@
Customer emails in the dump are rewritten to `@example.invalid` during the restore.
"""),
('vanrun-api', 'vanrun public API', '2026-08-19', ['vanrun', 'api'], """# vanrun public API

Lets the two big hotel groups see ETAs for their sites.

@@O8b@@
Keys are issued by Priya; there is no self-service.
"""),
('design-system', 'ui-kit design system', '2026-05-29', ['ui-kit', 'frontend'], """# ui-kit

@@O10b@@
Storybook is published to the staging cluster on every merge.
"""),
('tagtrack-pilot', 'tagtrack pilot retrospective', '2026-04-01', ['tagtrack', 'pilot'], """# tagtrack pilot retrospective

@@D1a@@
It worked, but the SD card died twice. Main lessons: readers need a fixed mounting frame, and the
cage park needs shielding from the clean-out antennas.
"""),
('sheffield-rerack', 'Sheffield re-rack', '2026-03-28', ['sheffield', 'equipment'], """# Sheffield re-rack

@@D4a@@
PowerTrans) was commissioned in the last week of March.

The new tunnel has its own PLC; washfloor picked it up after adding it to the machine config.
"""),
('vanapp-release-history', 'vanapp release history', '2026-10-16', ['vanapp', 'history'], """# vanapp release history

- 2.0 (January): rewrite of the scan screen
- 2.4 (May): dark mode, bigger scan button
- 3.0 (October): redesigned stop list

@@D7a@@
"""),
('washfloor-onboarding', 'washfloor onboarding', '2026-02-05', ['washfloor', 'onboarding'], """# washfloor onboarding

@@A3b@@
Start with `src/poller.rs`, then `src/machines/`. Tests need the PLC simulator (`make sim`).
"""),
('vanrun-daily-cycle', 'vanrun daily cycle', '2026-03-18', ['vanrun', 'process'], """# vanrun daily cycle

Planning happens after the 14:00 order cut-off.
@@A5b@@
Drivers check the route at the morning briefing and can flag access problems.
"""),
('portal-qa', 'portal QA', '2026-04-24', ['portal', 'qa'], """# portal QA

@@A7b@@
Check the order page at phone width too; most housekeepers use phones.
"""),
('s3-conventions', 'S3 bucket conventions', '2026-02-19', ['infra', 's3'], """# S3 buckets

Bucket names: `bls-<system>-<purpose>`.
@@A10b@@
Versioning on, public access blocked at account level.
"""),
('portal-roles', 'portal roles', '2026-06-12', ['portal', 'auth'], """# portal roles

Each hotel has a manager and any number of housekeepers.

@@NS8a@@
Housekeepers can place orders up to par; anything above par needs the manager.
"""),
('tagtrack-invoicer-feed', 'tagtrack to invoicer feed', '2026-05-08', ['tagtrack', 'invoicer'], """# tagtrack to invoicer

@@NS5a@@
Invoices are monthly; a day of delay costs nothing.
"""),
# ------------------------------------------------------------- unpaired notes
('postmortem-reader-clock', 'Postmortem: reader clock reset', '2026-03-13', ['tagtrack', 'postmortem'], """# Postmortem: reader clock reset (BLS-241)

A Leeds reader rebooted after a power dip and stamped reads with 1970 dates for eleven minutes.
Those reads were dropped, so 40 bags looked missing until the next read at clean-out.

Fix: readers now sync NTP from the gateway box before starting LLRP.
"""),
('hotel-onboarding-checklist', 'New hotel onboarding checklist', '2026-04-27', ['customers', 'onboarding'], """# New hotel onboarding

1. Account created by customer service
2. Par levels agreed and entered by the account manager
3. Delivery slot agreed; vanrun gets it from the portal
4. Initial linen stock tagged at Leeds before the first delivery
5. Housekeeper logins sent by the hotel manager
"""),
('linen-types', 'Linen types and codes', '2026-01-30', ['linen'], """# Linen types

| code | item |
|---|---|
| SS | single sheet |
| DS | double sheet |
| KDC | king duvet cover |
| PC | pillowcase |
| BT | bath towel |
| HT | hand towel |
| BM | bath mat |
| BR | bathrobe |
"""),
('energy-queries', 'Energy report queries', '2026-10-05', ['energy', 'sql'], """# Energy report queries

Weekly kWh per kg: sum of gas meter deltas divided by soiled-in kg for the same plant and week.
Water the same way. Weeks are ISO weeks, Monday start.

Exclude rewash batches from the kg side, they're already counted once.
"""),
('kpi-definitions', 'Ops KPI definitions', '2026-06-18', ['kpi', 'ops'], """# KPI definitions

- **Rewash rate**: rewash items / items through clean-out, per week
- **On-time delivery**: drops inside the agreed slot / all drops
- **OEE (ironers)**: availability x performance x quality, from washfloor events
- **Loss rate**: tagged items not seen for a quarter / tagged items in circulation
"""),
('contractor-interview', 'Portal contractor interview notes', '2026-01-16', ['hiring'], """# Portal contractor

Interviewed three people for the part-time portal role. Went with the one who had done a B2B
ordering app before. Two days a week, fully remote.
"""),
('rfid-tag-durability', 'RFID tag durability', '2026-07-10', ['rfid', 'linen'], """# Tag durability

Supplier claims 200 wash cycles. Our Leeds data says towels lose about 2% of tags by cycle 150,
mostly where the tag was sewn into the hem instead of the label.
"""),
('customer-service-faq', 'Customer service FAQ', '2026-05-21', ['customer-service'], """# Customer service FAQ

- Missing items: ask for the delivery date and the cage number on the label
- Damaged items: photos to the account manager, credit decided case by case
- Urgent extra order: put it through the account manager; don't promise a time on the phone
"""),
('care-home-infection-control', 'Care-home infection control', '2026-02-09', ['care-homes', 'compliance'], """# Infection control (care homes)

Red soluble-strip bags go straight into the tunnel unopened. Staff never sort them by hand.
Tunnel programme for those batches is the thermal disinfection one.
"""),
('ops-review-2026-09', 'Ops review, September 2026', '2026-09-24', ['meeting', 'ops'], """# Ops review, September

- Rewash rate down at Leeds after the new inspection lights
- Hull read rates much better
- Agreed the Q4 list (see the roadmap memory)
- Tom asked for the ironer OEE report weekly rather than monthly
"""),
('ideas-backlog', 'Ideas backlog', '2026-08-14', ['ideas'], """# Ideas

- Weight anomaly detector on soiled-in (wet linen from spas skews per-kg)
- Customer-facing loss report in the portal
- QR codes on cages for drivers without RFID
- Let hotels rate deliveries
"""),
('sql-snippets', 'Handy SQL snippets', '2026-07-22', ['sql'], """# SQL snippets

Bags per account yesterday:

```sql
select account_id, count(distinct bag_epc)
from reads
where read_at >= current_date - 1 and read_at < current_date
group by account_id;
```
"""),
('cage-audit-process', 'Cage audit process', '2026-04-18', ['rfid', 'process'], """# Cage audits

Once a week per plant a cage is picked at random at clean-out and read item by item with a handheld.
Mismatches against the packing list go into the audit sheet with the cage number.
"""),
('bag-weights-analysis', 'Bag weights analysis', '2026-09-11', ['weights', 'analysis'], """# Bag weights

Median soiled bag weighs 11.8 kg; spa hotels are heavier because towels come back damp.
Bags over 25 kg get flagged at the scale for manual handling.
"""),
('holiday-cover-december', 'Holiday cover, December', '2026-11-20', ['people', 'planning'], """# December cover

Priya off 22 Dec to 2 Jan. Luis covers vanapp and general platform questions; anything with
prod data waits unless it stops a plant.
"""),
('ironer-fault-codes', 'Ironer fault codes', '2026-11-02', ['ironers', 'washfloor'], """# Ironer fault codes (Jensen)

- `FOLDER_FAULT`: jam in the folder section
- `FEED_STOP`: feeder stopped by operator
- `TEMP_LOW`: roll temperature below setpoint
"""),
('hull-coast-route', 'Hull coast route', '2026-06-05', ['hull', 'deliveries'], """# Hull coast route

Bridlington, Filey, Scarborough, back via Malton. Mostly seasonal hotels, volume triples in summer.
No mobile signal on parts of the A165.
"""),
]
