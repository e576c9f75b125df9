from common import auto

# ---- paired auto notes ----
auto('hangarlog-db-notes', 'hangarlog database notes', '2026-05-06', ['hangarlog', 'postgres'], '''
# hangarlog database notes

hangarlog connects to `pg-hangar.corvid.lan:5433` (db `hangarlog`, user `hl_app`); check `DATABASE_URL` in the Argo app if in doubt.

Useful bits:
- `pg_stat_statements` is enabled; the slow one is always the work pack summary view
- `VACUUM ANALYZE workorders_taskcard` after the quarterly archive job
- Read replica for the portal is fed by logical replication, publication `portal_pub`
''')

auto('partsbin-sidekiq-tuning', 'partsbin Sidekiq tuning', '2026-06-02', ['partsbin', 'sidekiq', 'performance'], '''
Goods-in was slow on Monday mornings (label jobs stuck behind stock recalculations).

partsbin's Sidekiq process runs 25 threads (`-c 25`); the DB connection pool is sized to match.

- `labels` queue got its own weight so a big recalculation can't starve it
- Dashboard: `/sidekiq` behind the stores-admin role
''')

auto('adwatch-runbook', 'adwatch runbook', '2026-08-12', ['adwatch', 'runbook'], '''
# adwatch runbook

The adwatch poll runs at 03:00 UTC every night (`0 3 * * *`), so the summary is in planning's inbox before the day shift.

If the mail did not arrive:
1. `kubectl -n planning get jobs | grep adwatch`
2. check the job log for HTTP errors from EASA
3. re-run with `kubectl -n planning create job --from=cronjob/adwatch-poll adwatch-manual-$(date +%s)`

Do not re-run more than twice in an hour; EASA throttles us.
''')

auto('shopfloor-photo-bugs', 'shopfloor photo upload bugs', '2026-07-22', ['shopfloor', 'bug', 'photos'], '''
CAT-502: photos of the engine bay from the new tablets failed silently.

Max photo upload size in the shopfloor app is 12 MB; anything bigger is rejected client-side with a toast.

The failing ones were HEIC conversions that ballooned; fixed by converting to JPEG at quality 85
before the size check. Also added the file size to the upload log line.
''')

auto('hangarlog-ci', 'hangarlog CI notes', '2026-04-30', ['hangarlog', 'ci'], '''
hangarlog's pipeline runs on Buildkite; the agent is the `buildkite-agent` service on `ci02.corvid.lan`.

- Steps: lint, pytest (`-n auto`), build image, push to `registry.corvid.lan`
- Flaky test quarantine list in `tests/flaky.txt`, reviewed every sprint
- The build image caches pip wheels in `/var/cache/buildkite/pip`
''')

auto('partsbin-events', 'partsbin stock events', '2026-05-19', ['partsbin', 'events', 'messaging'], '''
# partsbin stock events

partsbin emits stock movement events on NATS, subject `stock.movements.>`; hangarlog and invoicer subscribe.

Payload: `{part_no, serial, qty, from_bin, to_bin, task_card, at}`. `at` is UTC.
Consumers must be idempotent, events can be redelivered after a partsbin restart.
''')

auto('invoicer-email-bounces', 'invoicer bounced emails', '2026-09-15', ['invoicer', 'email'], '''
Two customers reported missing invoices in September. Both AP mailboxes were full.

invoicer sends its mail through Amazon SES (eu-west-2), configuration set `invoicer-prod`.
Bounce and complaint notifications land in the `invoicer-bounces` SNS topic and are shown
on the invoice page as a red "not delivered" badge.

- Added a weekly digest of bounced invoices to Hannah
''')

auto('crs-sign-dev-setup', 'crs-sign local dev setup', '2026-04-03', ['crs-sign', 'setup', 'node'], '''
crs-sign uses Yarn 4 (Berry); run `yarn install --immutable` after pulling.

- `.env.local` from `.env.example`; the signing cert for dev is the throwaway one in `dev/certs/`
- `yarn dev` starts Fastify on :4100 with pino-pretty
- tests: `yarn test` (vitest), the PDF snapshot tests need `qpdf` installed
''')

auto('partsbin-spec-speed', 'partsbin test suite speed', '2026-02-26', ['partsbin', 'tests'], '''
The partsbin suite took 9 minutes on CI in February.

partsbin specs mock the database layer (`instance_double(StockRepository)`) to keep the suite under two minutes.
Only the request specs for goods-in hit a real database, through the seeds in `spec/fixtures`.
''')

auto('toolcrib-scanner-behaviour', 'toolcrib crib screen behaviour', '2026-06-25', ['toolcrib', 'calibration', 'ux'], '''
Notes from watching the crib window at shift start.

toolcrib doesn't block issuing an out-of-calibration tool; the crib screen shows a red banner and the issue is logged for quality.

- The banner stays until the tool is returned
- Quality gets a daily list (`/reports/out-of-cal-issues`)
- Storekeepers asked for a sound on the banner; parked
''')

auto('payroll-hours', 'how hours reach payroll', '2026-05-29', ['rostr', 'payroll', 'finance'], '''
Asked Hannah how overtime gets paid.

rostr has no link to payroll; Hannah keys approved hours into BrightPay by hand every Friday.
She exports the week's approved hours from rostr as CSV and types them in. About two hours a
week. Possible project for Q1 2027.
''')

auto('techlog-sync-writeback', 'techlog-sync writeback to Skylark', '2026-10-14', ['techlog-sync', 'skylark'], '''
# Writeback

techlog-sync pushes closed defects back into Skylark's ETL (`PATCH /defects/{id}`) once the CRS is signed.

The payload carries the rectification text, the CRS number and the stamp number. Skylark's CAMO
asked for this so their tech log shows the defect closed without a manual step.
''')

auto('hangarlog-celery', 'hangarlog Celery layout', '2026-03-31', ['hangarlog', 'celery'], '''
Celery runs two queues, `default` and `pdf`; beat runs as its own single-replica Deployment.

- `pdf` queue: work pack assembly, task card rendering (slow, memory heavy)
- `default`: notifications, adwatch imports, nightly summaries
- Use `celery -A hangarlog inspect active` from the worker pod to see what's stuck
''')

auto('invoicer-month-end', 'invoicer month-end run', '2026-06-01', ['invoicer', 'billing'], '''
# Month-end

The monthly invoice run fires at 07:00 on the first working day of the month (CronJob `invoicer-monthly`).

Hannah checks the draft batch before 10:00 and posts it. If a bank holiday falls on the 1st
the `workalendar` UK calendar moves the run.
''')

auto('crs-sign-audit-trail', 'crs-sign audit trail design', '2026-05-04', ['crs-sign', 'audit', 'quality'], '''
Follow-up to the CAA finding.

`signature_events` has a trigger that rejects UPDATE and DELETE, and each row stores the SHA-256 of the signed PDF plus the signer's stamp number.

Each row also carries the hash of the previous row, so a gap or edit breaks the chain. Tom can
run `crs-sign verify-chain` himself.
''')

auto('adwatch-matching', 'adwatch applicability matching', '2026-06-18', ['adwatch', 'matching'], '''
Applicability matching in adwatch uses type certificate, model, MSN range and mod
status from the fleet register. Anything with an "except aircraft with mod X" clause
goes to manual review, because mod status in the register is not complete for the Skylark
fleet.
''')

auto('backup-layout', 'backup layout', '2026-05-25', ['backups', 'b2'], '''
The B2 bucket is `corvid-pg-backups` in eu-central-003, with a 90-day lifecycle rule.

Layout: `<db>/<yyyy>/<mm>/<db>-<timestamp>.dump`. Restore test every quarter on staging
(last one 2026-10-06, hangarlog, 14 minutes).
''')

auto('calibration-history', 'calibration tracking before toolcrib', '2026-02-09', ['toolcrib', 'calibration', 'history'], '''
Before toolcrib went live in February 2026, calibration was tracked in `CAL-REGISTER.xlsx` on the quality share.
The sheet had 1,140 rows and colour-coded due dates; it was imported on go-live day and
archived read-only for reference.
''')

auto('crs-sign-supersede', 'CRS corrections', '2026-09-29', ['crs-sign', 'quality'], '''
A signed CRS is immutable; corrections are made by issuing a fresh CRS that supersedes the old one.

The superseded PDF keeps its signature and gets a "SUPERSEDED by CRS-..." watermark only in
the viewer, never in the file itself.
''')

auto('hangarlog-timezones', 'hangarlog and time zones', '2026-03-30', ['hangarlog', 'time'], '''
BST switch weekend check.

hangarlog keeps every timestamp in UTC in the database; the UI converts to UK local time (BST/GMT).
Task cards that straddle the change show the right duration. The PDF footer prints UTC with a
"Z" on purpose, quality asked for that.
''')

auto('partsbin-stock-counts', 'partsbin stock counts', '2026-08-06', ['partsbin', 'stock'], '''
Stock recounts are started by stores staff from the partsbin Counts screen, one aisle at a time.

Variance over 2% on a bin opens a stock discrepancy for Gwen. Serialised items are counted by
scanning, consumables by weight where there is a scale.
''')

auto('hangarlog-schema-cleanup', 'hangarlog schema cleanup', '2026-10-01', ['hangarlog', 'migrations'], '''
hangarlog drops dead columns in a cleanup migration at the start of every quarter.

Q4 list: `taskcard.legacy_ref`, `workorder.sap_no`, `defect.old_status`. All three stopped
being read in the September releases.
''')

auto('techlog-sync-retries', 'techlog-sync retry behaviour', '2026-09-09', ['techlog-sync', 'errors'], '''
techlog-sync retries failed API calls up to 5 times with exponential backoff
(2, 4, 8, 16, 32 s); after that the customer cursor is left where it was and the next
poll picks it up.
''')

# ---- unpaired auto notes ----
auto('hangarlog-slow-wp-summary', 'slow work pack summary page', '2026-04-21', ['hangarlog', 'performance'], '''
The work pack summary page took 11 s for the Skylark C-check pack (612 task cards).

Cause: N+1 on `taskcard.parts_requests`. Fixed with `prefetch_related` and a covering index on
`(work_pack_id, status)`. Now 0.8 s. CAT-421.
''')

auto('meeting-2026-01-planning', 'kick-off with planning', '2026-01-14', ['meeting', 'planning'], '''
Kick-off with the planning team for 2026.

- Biggest pain: task cards printed, signed, scanned, and re-typed into the customer's system
- Wish: see Skylark defects before the aircraft lands
- Wish: AD list without reading EASA every morning
- Tom wants every IT change that touches certification to go through him
''')

auto('toolcrib-import', 'toolcrib import script', '2026-02-07', ['toolcrib', 'import'], '''
Import from the calibration spreadsheet: `cmd/import-xlsx`. Serial column had trailing spaces
and mixed case; normalised to upper case. 86 rows with no readable serial were loaded with a
`NOSERIAL-nnn` placeholder and a task for stores to re-etch.
''')

auto('rostr-badge-readers', 'rostr badge readers', '2026-03-18', ['rostr', 'hardware'], '''
HID OMNIKEY 5427 readers at the two hangar doors. They act as keyboard wedges; rostr's kiosk
page listens for the 10-digit card number followed by Enter. Spare reader in the IT cupboard.
''')

auto('shopfloor-torque-entry', 'torque value entry design', '2026-10-21', ['shopfloor', 'design'], '''
Design for the torque entry field (shopfloor 3.2):

- min/max from the task card step, unit shown (Nm or lbf.in)
- out-of-range value needs a second person's stamp
- tool serial scanned from the wrench label and checked against toolcrib issue records
''')

auto('incident-2026-02-migrate-lock', 'incident: taskcard table lock', '2026-02-18', ['incident', 'hangarlog'], '''
# Incident 2026-02-18

07:12 mechanics report task cards not saving. 07:20 found two web pods both running migrations
against `workorders_taskcard`, one holding an ACCESS EXCLUSIVE lock. 07:52 recovered after the
second pod was killed. Follow-up in [[feedback-hangarlog-deploys]].
''')

auto('ata-chapters', 'ATA chapter cheat sheet', '2026-02-02', ['reference', 'ata'], '''
Chapters that come up most in our task cards:

- 05 time limits / maintenance checks
- 12 servicing
- 21 air conditioning, 24 electrical power, 27 flight controls
- 32 landing gear, 34 navigation
- 61 propellers, 72 engine (PW127M on the ATRs, PW150A on the Dash 8s)
''')

auto('portal-magic-links', 'portal magic link emails', '2026-08-27', ['portal', 'auth'], '''
Portal login links expire after 15 minutes and are single-use. Customer IT at Skylark strips
links from mails with their Mimecast setup, so their users paste the code instead
(6 digits, shown under the link).
''')

auto('k3s-upgrade-1-31', 'k3s upgrade to 1.31', '2026-09-09', ['infra', 'k3s', 'upgrade'], '''
Upgraded k3s 1.29 -> 1.30 -> 1.31 with the system-upgrade-controller, one node at a time,
drain first. Traefik CRDs needed the v3 migration; did that the week before. No app
downtime reported.
''')

auto('priya-review-habits', 'how Priya reviews', '2026-03-06', ['priya', 'reviews'], '''
Priya reads the tests first, then the migration, then the code. She asks for a screenshot for
anything the mechanics will see on a tablet. Comments prefixed "nit:" are optional.
''')

auto('weasyprint-fonts', 'PDF fonts', '2026-02-25', ['hangarlog', 'pdf'], '''
The task card PDFs need DejaVu Sans for the degree and plus-minus signs; the slim image lacked
it. Added `fonts-dejavu-core` to the Dockerfile. Also the CAT logo is an SVG now, crisper on
print.
''')

auto('defect-photo-retention', 'defect photo storage', '2026-07-23', ['shopfloor', 'storage'], '''
Defect photos are stored in the `defect-photos` bucket, keyed by WO and task card. Quality
wants them kept as long as the work pack itself. Thumbnails generated server-side at 320 px.
''')

auto('easa-ad-csv-columns', 'EASA AD export columns', '2026-07-08', ['adwatch', 'easa'], '''
Columns in the EASA AD CSV export: `AD Number`, `Revision`, `Issue Date`, `Effective Date`,
`Type/Model`, `Subject`, `Superseded by`. The `Type/Model` cell is a semicolon list and
sometimes has trailing "(all variants)".
''')

auto('skylark-camo-contacts', 'Skylark CAMO contacts', '2026-02-03', ['skylark', 'contacts'], '''
- Aisha Bello: CAMO manager, signs off work scope
- Dan Whitlock: tech records, the person to ask about ETL data
- Out of hours AOG: Skylark MCC, number in the planning wiki
''')

auto('rostr-roster-pdf', 'rostr roster PDF layout', '2026-09-10', ['rostr', 'pdf'], '''
The weekly roster PDF is A3 landscape, one row per engineer, licence category in the first
column. Night shifts shaded grey. The hangar noticeboard copy is printed on Monday mornings
by the planning office.
''')

auto('invoicer-margins', 'contract margins', '2026-04-09', ['invoicer', 'pricing'], '''
Parts margin comes from `contract_margin` per customer and part class. Skylark: 12% rotables,
18% consumables. Outside services (NDT, wheel & brake shop) are passed through at cost plus a
flat handling fee.
''')

auto('hangarlog-api-tokens', 'hangarlog API tokens', '2026-06-22', ['hangarlog', 'api'], '''
Service-to-service calls into hangarlog use per-service tokens (DRF `TokenAuthentication`),
one per consumer: shopfloor, crs-sign, techlog-sync, portal. Rotate via the admin; consumers
read them from their k8s Secret at startup.
''')

auto('quality-audit-prep', 'audit prep checklist', '2026-04-16', ['quality', 'audit'], '''
For the CAA visit Tom wanted from IT:
- list of systems that touch certification, with owners
- evidence of access reviews (rostr roles, crs-sign signers)
- backup restore test record
- change log for crs-sign since January
''')

auto('shopfloor-crash-android14', 'shopfloor crash on Android 14', '2026-03-03', ['shopfloor', 'bug'], '''
Camera screen crashed on Android 14 with the foreground service permission change. Bumped
`react-native-vision-camera` and added the `FOREGROUND_SERVICE_CAMERA` permission. CAT-366.
''')

auto('newquay-network', 'Newquay network', '2026-02-11', ['newquay', 'network'], '''
Site-to-site WireGuard from Newquay to Exeter over the airport's business fibre. One U6 Mesh AP
in the apron office and one in the stores container. Latency to Exeter about 9 ms.
''')

auto('partsbin-form1-ocr-idea', 'idea: reading Form 1 fields', '2026-11-10', ['partsbin', 'idea'], '''
Gwen asked whether partsbin could read part number, serial and block 12 remarks off the Form 1
PDF at goods-in. Maybe reuse the adwatch OCR stack. Not started; needs a sample set of 50
Form 1s from different vendors first.
''')

auto('year-end-2026', 'year-end checklist', '2026-11-20', ['planning', 'year-end'], '''
Before the Christmas shutdown:
- freeze deploys from 19 Dec, on-call only
- renew the internal CA intermediate (expires 2027-02)
- Skylark winter schedule: extra night-stop checks at Newquay
''')

auto('engine-run-checklist-idea', 'engine ground run checklist', '2026-10-29', ['hangarlog', 'idea'], '''
Quality would like the engine ground run checklist as a structured task card (fire cover,
chocks, headset, run-up area booked with ATC) instead of the PDF form. Rough estimate two
sprints. Parked until after the Atlantic Isles onboarding.
''')

auto('sprint-retro-2026-09', 'retro, September sprint', '2026-09-26', ['meeting', 'retro'], '''
- Good: rostr move went quietly, nobody at the kiosks noticed
- Bad: too many context switches between Skylark requests and internal work
- Try: one "customer day" a week for Skylark asks
''')

auto('ata-100-mapping', 'ATA 100 vs iSpec 2200', '2026-05-07', ['reference', 'ata'], '''
Skylark's ETL uses iSpec 2200 chapter-section-subject codes (e.g. 32-41-00); older Dash 8
task cards from the operator's AMP still say ATA 100 style. hangarlog stores both and shows
the iSpec form.
''')

auto('tablet-charging', 'tablet charging carts', '2026-04-24', ['shopfloor', 'hardware'], '''
Two 16-slot charging carts in the Exeter hangar, one at each line station. Tablets missing
from the cart at shift end show up in the MDM report; Gwen chases them.
''')
