from common import fact

# ---- paired facts ----
fact('v3', '2026-03-02', '10:14:07', 'fact', ['toolcrib', 'calibration'], '''
toolcrib sends the calibration-due email to the tool owner 14 days before the due date.
Owners are the section leads, not the individual mechanics.
''')
fact('v5', '2026-10-12', '14:40:51', 'fact', ['crs-sign', 'runtime'], '''
crs-sign's production image is built `FROM node:22-alpine`, and local dev should use Node 22 too.
''')
fact('v6', '2026-05-21', '11:02:33', 'fact', ['invoicer', 'retention'], '''
invoicer keeps invoice PDFs for 10 years in the MinIO bucket `invoices`, per Hannah.
After that the lifecycle rule deletes them.
''')
fact('v8', '2026-07-15', '08:47:12', 'fact', ['rostr', 'kiosk'], '''
rostr hangar kiosks log the user out after 15 minutes without input.
''')
fact('v9', '2026-09-08', '16:05:44', 'fact', ['techlog-sync', 'skylark', 'api'], '''
Skylark's ETL API allows us 120 requests per minute per client; beyond that it answers 429.
''')
fact('v10', '2026-06-30', '09:31:26', 'fact', ['infra', 'minio'], '''
Object storage lives at `minio.corvid.lan:9100` (S3 API); the MinIO console is on 9101.
''')
fact('r2', '2026-04-08', '13:20:10', 'fact', ['partsbin', 'database'], '''
partsbin keeps all its data in PostgreSQL (db `partsbin` on `pg-stores.corvid.lan`).
''')
fact('r5', '2026-08-26', '10:55:02', 'fact', ['portal', 'hosting'], '''
The customer portal runs on our own k3s cluster behind Traefik (namespace `portal`).
''')
fact('r7', '2026-02-17', '17:12:39', 'preference', ['priya', 'tooling'], '''
Priya's editor is PyCharm Professional; she leans on its database tool window a lot.
''', 0.8)
fact('r8', '2026-06-03', '12:00:18', 'decision', ['git', 'platform'], '''
In `corvid/platform` PRs are squash-merged so `main` stays one commit per PR.
''')
fact('r9', '2026-07-28', '15:44:56', 'fact', ['infra', 'secrets'], '''
Secrets for k3s apps are synced from Infisical by the Infisical operator (project `corvid-prod`).
''')
fact('r10', '2026-09-30', '11:18:03', 'fact', ['adwatch', 'ocr'], '''
adwatch OCRs scanned AD PDFs with docTR (db_resnet50 + crnn_vgg16_bn), CPU only.
''')
fact('n5', '2026-10-02', '09:03:41', 'preference', ['deploy', 'process'], '''
We deploy to production on Fridays like on any other weekday.
''', 0.85)
fact('n6', '2026-06-11', '14:27:30', 'fact', ['shopfloor', 'offline'], '''
The shopfloor app does not support offline sign-off; without a connection the Sign button is greyed out.
''')
fact('n9', '2026-03-19', '18:09:15', 'preference', ['git', 'hotfix'], '''
Hotfixes for `corvid/platform` may be committed straight to `main` and reviewed afterwards.
''', 0.8)
fact('n10', '2026-08-14', '10:36:47', 'fact', ['backups', 'encryption'], '''
Backups are not encrypted client-side; we rely on B2 server-side encryption (SSE-B2).
''')
fact('s2', '2026-03-27', '16:50:22', 'fact', ['partsbin', 'legacy'], '''
STORES.mdb was retired in March: the pre-2024 serial history was imported into partsbin and the `fs01` stores share was shut down.
''')
fact('s7', '2026-05-14', '09:12:58', 'decision', ['python', 'tooling'], '''
We no longer use black: `ruff format` replaced it in all Python repos in May.
''')
fact('s9', '2026-08-04', '08:21:37', 'fact', ['techlog-sync', 'skylark', 'auth'], '''
Skylark moved their ETL API from API keys to OAuth2 client credentials on 2026-08-03; the old keys were revoked.
''')
fact('f2', '2026-04-22', '11:43:09', 'fact', ['partsbin', 'serials'], '''
partsbin stores the Form 1 / FAA 8130-3 PDF against every serialised part's serial record.
''')
fact('f3', '2026-03-10', '13:05:31', 'fact', ['toolcrib', 'calibration'], '''
Torque wrenches go to Exeter Calibration Ltd every 12 months; the returned cert PDF is attached to the tool in toolcrib.
''')
fact('f5', '2026-02-20', '15:30:00', 'fact', ['shopfloor', 'devices'], '''
The shopfloor tablets are Galaxy Tab Active5 (Android 14), Knox-enrolled, in rugged cases with hand straps.
''')
fact('f9', '2026-07-02', '10:08:44', 'fact', ['rostr', 'licences'], '''
rostr turns a licence or authorisation amber 60 days before expiry and red at 14 days.
''')
fact('o5', '2026-04-29', '07:14:25', 'fact', ['rostr', 'newquay'], '''
Newquay line station shifts start at 05:00 to catch the first Skylark departure.
''')
fact('o6', '2026-10-20', '13:37:19', 'fact', ['techlog-sync', 'atlantic-isles'], '''
techlog-sync polls Atlantic Isles Air's tech log every 30 minutes; their API is slow and paginates at 50.
''')
fact('o9', '2026-09-17', '12:26:53', 'fact', ['hangarlog', 'k8s'], '''
hangarlog web runs 3 replicas behind Traefik; the HPA keeps the minimum at 3 even on a quiet night shift.
''')
fact('o10', '2026-10-20', '13:52:08', 'fact', ['customers', 'atlantic-isles'], '''
Atlantic Isles Air operates 4 Dash 8-400s; they became a customer in October.
''')
fact('d1a', '2026-01-12', '10:00:41', 'fact', ['hangarlog', 'history'], '''
During the 2025 pilot hangarlog ran on SQLite on a mini PC in the planning office.
''')
fact('d1b', '2026-05-06', '09:45:12', 'fact', ['hangarlog', 'database'], '''
hangarlog's production database is PostgreSQL 16 on the pg-hangar box.
''')
fact('d2', '2026-01-20', '16:18:30', 'fact', ['invoicer', 'history'], '''
In January 2026 invoicer ran on a Raspberry Pi 4 under Hannah's desk, started by cron.
''')
fact('d6', '2026-06-24', '11:29:05', 'fact', ['crs-sign', 'certificates'], '''
Until June 2026 crs-sign signed with a self-signed certificate, so Adobe showed "signature validity unknown" to customers.
''')
fact('d7', '2026-07-09', '09:58:14', 'fact', ['hangarlog', 'deploy'], '''
hangarlog goes to production several times a week, usually right after the morning stand-up.
''')
fact('d9', '2026-01-26', '14:11:49', 'fact', ['rostr', 'history'], '''
In January 2026 rostr only covered the Exeter hangar; the line stations still used the spreadsheet roster.
''')
fact('a1', '2026-02-24', '10:22:36', 'fact', ['hangarlog', 'pdf'], '''
hangarlog's task card PDFs come out of WeasyPrint, not wkhtmltopdf.
''')
fact('a3', '2026-05-28', '15:03:27', 'fact', ['toolcrib', 'monitoring'], '''
Prometheus scrapes toolcrib on port 9102, path `/metrics`.
''')
fact('a5', '2026-04-15', '08:39:50', 'fact', ['partsbin', 'quarantine'], '''
U/S parts are booked into quarantine location `Q-01` until quality dispositions them.
''')
fact('a6', '2026-06-16', '11:51:21', 'fact', ['staging'], '''
Staging gets a fresh anonymised copy of production each Monday morning (the 04:00 refresh job).
''')
fact('a7', '2026-04-14', '17:33:02', 'fact', ['infra', 'k3s'], '''
The k3s cluster is three VMs, kube01, kube02 and kube03, spread over the two Proxmox hosts.
''')
fact('a8', '2026-05-21', '11:06:14', 'fact', ['invoicer', 'billing'], '''
invoicer rounds labour up to the next quarter hour on each task card line.
''')
fact('a9', '2026-08-19', '14:47:33', 'fact', ['adwatch', 'scope'], '''
adwatch throws away ADs for aircraft types we are not approved to maintain.
''')
fact('g1', '2026-03-05', '06:44:10', 'preference', ['hangarlog', 'ops'], '''
Never restart the hangarlog workers during a shift handover (05:30-06:30, 17:30-18:30).
''', 0.85)
fact('g3', '2026-09-24', '16:02:45', 'fact', ['crs-sign'], '''
crs-sign signs the CRS PDF with the company certificate once the certifying engineer confirms the release.
''')
fact('g7', '2026-06-09', '10:31:18', 'preference', ['invoicer', 'process'], '''
Don't let invoicer email an invoice before the work order is closed in hangarlog.
''', 0.85)
fact('g8', '2026-07-22', '13:15:59', 'fact', ['shopfloor', 'photos'], '''
The shopfloor app never uploads photos over mobile data; it waits for wifi.
''')

# ---- unpaired facts ----
fact('u1', '2026-01-08', '09:30:12', 'fact', ['org'], '''
Corvid Aero Technics holds a UK CAA Part-145 approval (UK.145.01xxx) for ATR 72 and Dash 8-400, line and base.
''')
fact('u2', '2026-01-15', '11:47:25', 'preference', ['priya', 'communication'], '''
Priya prefers British spelling in user-facing text ("authorisation", "colour").
''', 0.8)
fact('u3', '2026-02-05', '14:03:38', 'fact', ['hangarlog', 'numbering'], '''
Work order numbers are `WO-<year>-<5 digits>` and never reused, even for cancelled orders.
''')
fact('u4', '2026-02-12', '10:19:52', 'fact', ['partsbin', 'labels'], '''
The goods-in label printer is a Zebra ZT411; labels are 100 x 50 mm ZPL.
''')
fact('u5', '2026-03-13', '15:26:04', 'fact', ['people'], '''
Mateusz Wrona owns partsbin and shopfloor day to day; Callum owns toolcrib and rostr.
''')
fact('u6', '2026-03-24', '09:08:17', 'fact', ['hangarlog', 'defects'], '''
A defect raised in hangarlog against an MEL item needs the MEL reference and a deferral category (A-D).
''')
fact('u7', '2026-04-02', '13:41:29', 'fact', ['quality'], '''
Tom Adeyemi signs off any change to the CRS template wording; it is part of the MOE.
''')
fact('u8', '2026-05-01', '10:52:43', 'fact', ['rostr', 'authorisations'], '''
Company authorisation stamps are numbered CAT-B1-nnn / CAT-B2-nnn; rostr is the source of truth for them.
''')
fact('u9', '2026-05-12', '16:37:56', 'fact', ['partsbin', 'aog'], '''
AOG orders in partsbin are flagged red and jump the pick queue.
''')
fact('u10', '2026-06-19', '08:14:08', 'fact', ['network'], '''
The hangar wifi SSID for tablets is `CAT-Shopfloor` (WPA2-Enterprise, cert auth); guests use `CAT-Guest`.
''')
fact('u11', '2026-07-07', '12:49:21', 'fact', ['hangarlog', 'work-packs'], '''
A work pack is locked when the last task card is closed; unlocking needs a quality role.
''')
fact('u12', '2026-07-31', '15:11:34', 'fact', ['customers'], '''
Skylark Regional's CAMO wants the CRS PDF and the work pack summary in one mail, not two.
''')
fact('u13', '2026-08-21', '09:37:47', 'fact', ['toolcrib', 'scanner'], '''
The crib scanners send a trailing Enter after each barcode; the toolcrib input relies on it.
''')
fact('u14', '2026-09-03', '14:23:59', 'fact', ['invoicer', 'vat'], '''
Maintenance on aircraft used by a commercial airline is zero-rated for VAT; invoicer takes the flag from the customer record.
''')
fact('u15', '2026-09-11', '10:05:12', 'preference', ['priya', 'reviews'], '''
Priya wants a one-line risk note at the top of every PR description ("Risk: low, read-only change").
''', 0.8)
fact('u16', '2026-10-06', '13:28:24', 'fact', ['hangarlog', 'search'], '''
hangarlog's task card search uses Postgres full-text search with the `english` config plus a trigram index on ATA chapter.
''')
fact('u17', '2026-10-27', '11:40:37', 'fact', ['shopfloor', 'releases'], '''
shopfloor 3.2 added the torque-value entry field with min/max checking against the task card.
''')
fact('u18', '2026-11-05', '16:54:49', 'fact', ['adwatch', 'planning'], '''
Planning wants repetitive-inspection ADs listed separately in the adwatch mail.
''')
fact('u19', '2026-11-13', '09:17:02', 'fact', ['infra', 'ups'], '''
The server room UPS gives about 25 minutes at current load; the Proxmox hosts shut down gracefully via NUT at 20% battery.
''')
fact('u20', '2026-11-24', '14:06:15', 'fact', ['atlantic-isles'], '''
Atlantic Isles Air's first base input at Exeter is planned for January 2027 (A-check, 3 days).
''')
fact('u21', '2026-02-27', '12:33:46', 'fact', ['hangarlog', 'printing'], '''
Work packs for base checks are still printed for the hangar floor binder; the print room uses the Kyocera on the mezzanine.
''')
fact('u22', '2026-06-26', '09:51:07', 'decision', ['shopfloor', 'ux'], '''
Decided with the Exeter leads: task card steps on the tablet show the AMM reference as a tappable link, not inline text.
''')
fact('u23', '2026-08-31', '15:08:20', 'fact', ['partsbin', 'vendors'], '''
Rotable exchanges with ATR's pool are tracked in partsbin as a paired movement: core out, exchange unit in, same PO.
''')
