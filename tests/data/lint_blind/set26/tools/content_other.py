# remnic facts: (date, category, body) ; auto notes: slug -> (created, tags, title, body)
FACTS = [
("2026-01-14","fact","Boxwell Self Storage runs 14 sites in the East Midlands; the platform team is Priya, Tom and me, with a mobile developer being hired."),
("2026-01-20","preference","@@A1b@@"),
("2026-01-22","fact","@@D3a@@\nThey were moved to a longer format in the same sprint as the other pen-test fixes."),
("2026-01-28","preference","@@F8a@@\nShe reads annotated code faster on her phone."),
("2026-02-02","preference","Priya wants dates in UI strings as DD/MM/YYYY and times in 24 h."),
("2026-02-05","fact","@@S6a@@"),
("2026-02-10","fact","@@V2b@@"),
("2026-02-24","fact","Jess Morley is the marketing manager; website copy and the CRM pipeline are hers."),
("2026-03-03","decision","@@N5b@@\nRevisit if the controllers ever support hashed PIN lists."),
("2026-03-12","preference","@@A4b@@"),
("2026-03-17","fact","Ola Nowak joined the platform team as a mobile developer; she owns Boxwell Go day to day."),
("2026-03-20","fact","@@V8b@@\nThe grace period is in `rentroll/settings.py` as `LATE_FEE_GRACE_DAYS`."),
("2026-03-25","fact","@@V6b@@"),
("2026-04-02","fact","@@D8a@@"),
("2026-04-09","fact","Contents insurance for tenants is sold as an add-on at move-in; the insurer is Bluefin Storage Cover."),
("2026-04-15","fact","@@R2b@@"),
("2026-04-22","decision","Unit sizes stay in square feet everywhere; square metres are only shown on the website as a secondary figure."),
("2026-05-06","fact","@@R5b@@"),
("2026-05-14","preference","@@R9b@@"),
("2026-05-21","decision","@@N4b@@"),
("2026-05-27","fact","The three Northampton sites (NTH-1..3) were bought in May; they still run on their own system until the import."),
("2026-06-03","fact","@@V3b@@"),
("2026-06-11","fact","@@N6a@@"),
("2026-06-19","fact","@@V9b@@"),
("2026-06-24","preference","Priya prefers Grafana panels over ad-hoc SQL screenshots when reporting numbers."),
("2026-06-30","fact","@@R8b@@"),
("2026-07-08","fact","@@R4b@@"),
("2026-07-15","fact","@@F6b@@"),
("2026-07-22","fact","@@V5b@@"),
("2026-07-29","preference","@@N7b@@"),
("2026-08-03","fact","The VAT return is filed quarterly by the finance team from the Xero side; rentroll is not involved."),
("2026-08-05","fact","@@F2b@@"),
("2026-08-12","fact","@@S1b@@"),
("2026-08-19","fact","@@N1b@@"),
("2026-08-26","fact","@@F9b@@"),
("2026-09-02","fact","@@F10b@@"),
("2026-09-09","fact","@@O4b@@"),
("2026-09-14","decision","Boxwell Go 3.0 keeps the bottom tab bar; the redesign only touches the home and payments screens."),
("2026-09-16","fact","@@O5b@@"),
("2026-09-23","fact","@@O9b@@"),
("2026-09-30","fact","@@D10a@@"),
("2026-10-05","fact","@@A3b@@"),
("2026-10-08","fact","@@A6b@@"),
("2026-10-12","fact","@@A8a@@"),
("2026-10-15","fact","@@A9b@@"),
("2026-10-19","fact","@@A10b@@"),
("2026-10-20","fact","The Yoti ID check at the kiosk is behind a flag and live only at LEI-2 for now (PLAT-351)."),
("2026-10-22","fact","@@NS1b@@"),
("2026-10-26","fact","@@NS2b@@"),
("2026-10-29","decision","@@NS3a@@\nFinance asked for this after a chargeback dispute in October."),
("2026-11-02","preference","@@NS4a@@"),
("2026-11-04","decision","@@NS5a@@"),
("2026-11-06","fact","@@NS7a@@"),
("2026-11-09","preference","@@NS8a@@"),
("2026-11-12","fact","@@NS9b@@"),
("2026-11-16","preference","@@NS10b@@"),
("2026-11-18","fact","@@D4a@@"),
("2026-11-20","fact","Boxwell's Christmas change freeze runs from 18 December to 4 January; only fixes go out."),
("2026-11-25","fact","Tom is on leave 14-22 December; Secure-Acc covers gate call-outs directly that week."),
("2026-10-02","preference","Priya wants new runbooks to start with a one-line \"when to use this\"."),
("2026-09-05","fact","The platform team's budget for SaaS tools is reviewed every January with finance."),
("2026-02-13","fact","Boxwell's financial year ends 31 March; finance freezes price experiments in the last two weeks of March."),
("2026-05-11","preference","Priya likes PR descriptions with a short 'How to test' section at the end."),
("2026-08-28","fact","The LEI-2 site manager, Dev, is the unofficial tester for new unitbook staff screens."),
("2026-11-24","preference","Priya wants the weekly platform summary in Slack on Fridays, five bullets max."),
]
AUTO = {}
def A(slug, created, tags, title, body): AUTO[slug] = (created, tags, title, body)

A("unitbook-db-failover","2026-05-12",["unitbook","postgres","runbook"],"unitbook Postgres failover drill","""
# unitbook Postgres failover drill (PLAT-231)

@@V1b@@

1. Check replication lag on the replica: `SELECT now() - pg_last_xact_replay_timestamp();`
2. Put unitbook into maintenance mode (`ub.maintenance` flag), wait for Celery queues to drain
3. Promote the replica with `patronictl failover --candidate pg-unitbook-2`
4. Confirm the VIP moved, then take maintenance mode off

The first drill took 6 minutes end to end; most of it was waiting for queues.
""")
A("yieldr-guardrails","2026-06-16",["yieldr","pricing"],"yieldr guard rails","""
Guard rails the AMs asked for after the pilot:

@@V4b@@
Floors per site come from the `price_floors` table and are edited by finance only.
Proposals are rounded to the nearest £1 per month.
""")
A("kiosk-field-notes","2026-09-08",["kiosk","sites"],"kiosk: notes from site visits","""
# Kiosk field notes (LEI-1, DBY-1 visits)

@@V7b@@
Staff at DBY-1 asked for a bigger "Call reception" button; ticket PLAT-322.

@@O8a@@
The P400 sometimes needs a reboot after a power cut; Tom has the procedure.

- Receipt printer paper: 80 mm thermal, site managers order it
""")
A("unitbook-sessions","2026-04-21",["unitbook","redis"],"unitbook sessions and logouts","""
Investigated the "random logouts" report from the LEI-2 site manager (PLAT-188).

@@V10b@@
Cause: the session TTL was 2 h while the staff kept the booking screen open all day; bumped
`SESSION_COOKIE_AGE` to 10 h for staff accounts. Tenants in Boxwell Go use JWTs, unaffected.
""")
A("unitbook-celery","2026-03-09",["unitbook","celery"],"unitbook background tasks","""
@@R1b@@
Tasks worth knowing:
- `send_movein_pack` (PDF + email after move-in)
- `expire_reservations` every 15 minutes
- `sync_gatekeeper_access` after any overlock change

Worker runs with `--concurrency 4`; beat schedule in `unitbook/celery_schedule.py`.
""")
A("rentroll-email-bounces","2026-07-01",["rentroll","email"],"invoice email bounces","""
@@R3b@@
Hard bounces mark the tenant's email as invalid and raise a task for the site manager to call them.
About 1.5% of invoices bounce each month, mostly typos made at move-in.
""")
A("kiosk-build","2026-05-19",["kiosk","build"],"building the kiosk app","""
@@R6b@@
Then `yarn make` writes the installer to `out/`.

@@F5b@@
Ask Tom before pushing to it on a weekday morning; the LEI-1 staff use it for training.
""")
A("yieldr-runbook","2026-06-09",["yieldr","runbook"],"yieldr runbook","""
# yieldr runbook

@@R7b@@
Re-run a failed week from the UI with the same `week_start` partition.

## Backfills
@@NS2a@@
Check the run page before starting one.

## Failure modes
- Missing occupancy for a site: the run skips that site and posts to `#pricing`
- Model drift alert when MAPE > 12% on the holdout sites
""")
A("unitbook-flags-howto","2026-08-18",["unitbook","flags"],"toggling a unitbook flag","""
@@R10b@@
Flags are evaluated per request with a 30 s local cache, so a toggle takes up to half a minute.
Staff-only flags use the `staff` segment; tenant-facing ones are rolled out by site.
""")
A("hetzner-notes","2026-02-16",["infra","hetzner"],"Hetzner notes","""
@@N3b@@
Playbooks live in `platform/infra/ansible/`, inventory per environment.
The edge nodes are CX32 VMs; the three k3s nodes are AX52 dedicated servers.
""")
A("docs-workflow","2026-03-04",["docs","git"],"docs workflow","""
How docs are handled in the platform monorepo:

@@N7a@@
Architecture decision records go in `docs/adr/NNNN-title.md`, numbered by hand.
Diagrams as Mermaid inside Markdown, not images.
""")
A("storman-queries","2026-02-12",["storman","legacy","sql"],"querying StorMan","""
Notes from the first week of the StorMan migration.

@@S3a@@
balances; rentroll reads from it nightly through the `storman_ro` login.
Tables that matter: `tblTenant`, `tblLedger`, `tblUnit`. Dates are stored as local time without zone.
""")
A("yieldr-occupancy-input","2026-10-13",["yieldr","unitbook"],"yieldr occupancy input","""
@@S8b@@
The endpoint returns occupancy per site and size band as of midnight; yieldr caches it for the run.
""")
A("gatekeeper-events","2026-07-27",["gatekeeper","events"],"gatekeeper events and PINs","""
@@F1b@@
Denials with a known tenant id but an overlocked unit are tagged `reason=overlock`.

@@D3b@@
They are never shown in the staff UI, only texted to the tenant.
""")
A("rentroll-direct-debit","2026-04-27",["rentroll","gocardless"],"direct debit failures","""
@@F3b@@
The arrears case shows up in the site manager's task list in unitbook the next morning.
""")
A("unitbook-backups","2026-05-26",["unitbook","backups"],"unitbook backups","""
@@F4b@@
Restore test once a month onto `pg-restore-test`; last one (November) took 41 minutes.
""")
A("sitecam-motion","2026-08-11",["sitecam","nvr"],"sitecam motion sources","""
@@F7b@@
Motion sensitivity is set on the NVR, not in sitecam; Tom tunes it per site.
""")
A("python-style","2026-02-03",["python","style"],"Python style in the monorepo","""
- Ruff for lint and format, config in the root `pyproject.toml`
@@F8b@@
- Prefer `pathlib` over `os.path`, f-strings over `%`
""")
A("unitbook-audit","2026-06-22",["unitbook","audit"],"unitbook audit log","""
@@O3b@@
Entries are append-only; `django-simple-history` was removed in favour of the custom table.
""")
A("derby-site-notes","2026-05-05",["sites","derby"],"DBY-1 site notes","""
# DBY-1 (Derby Pride Park)

@@O6b@@
- Two gates: main vehicle gate and the pedestrian door by reception
- Loading bay 3 has no camera coverage; ticket with Tom
""")
A("rentroll-staging","2026-07-14",["rentroll","staging"],"rentroll staging","""
@@O7a@@
Card payments on staging use the acquirer's test environment; GoCardless sandbox for debits.
""")
A("rentroll-webhooks","2026-09-21",["rentroll","webhooks"],"rentroll outbound webhooks","""
@@O8b@@
After the last failure the event is parked in `webhook_dead_letters` and shows on the Grafana board.
""")
A("website-rebuild","2026-07-02",["website"],"website rebuild retro","""
# Website rebuild, retro notes

@@D5a@@
The rebuild cut median page load on mobile from 4.1 s to 1.3 s.
Jess wants the location pages to get their own photo galleries next.
""")
A("sitecam-ops","2026-06-02",["sitecam","ops"],"sitecam for the ops team","""
@@D6a@@
@@A8b@@
Login is with Google Workspace SSO; the ops group sees all sites, site managers only their own.
""")
A("go-gate-unlock","2026-08-24",["boxwell-go","gatekeeper"],"gate unlock flow in Boxwell Go","""
@@D9a@@
The request carries the tenant's JWT; gatekeeper checks overlock and access hours before releasing.
If the door does not open within 5 s the app shows the PIN fallback.
""")
A("gatekeeper-dev","2026-02-20",["gatekeeper","go"],"gatekeeper local development","""
@@A2b@@
`make run-local` starts it against the docker-compose Postgres with a fake keypad simulator.
""")
A("tenant-data","2026-03-30",["privacy","pii"],"tenant data handling","""
@@A5b@@
For reproductions, use the anonymised fixtures from `platform/testing/fixtures/tenants.json`.
""")
A("unitbook-api","2026-04-07",["unitbook","api"],"unitbook API","""
@@A7b@@
Versioning is in the path (`/api/v2/...`); v1 endpoints are only used by the kiosk build from 2025.
""")
A("rentroll-refunds","2026-10-27",["rentroll","refunds"],"rentroll refunds","""
@@NS3b@@
Partial refunds are allowed; each one creates a credit note with its own number.
""")
A("edge-nodes","2026-09-29",["infra","access"],"edge node access","""
@@NS6b@@
Read-only things (`journalctl`, `caddy validate`) work through my Tailscale SSH user.
""")
# unpaired notes
A("northampton-onboarding","2026-06-08",["sites","northampton"],"Northampton sites onboarding","""
# Northampton onboarding (NTH-1..3)

The three Northampton sites came with their own management system and a different keypad vendor.
Plan agreed with Priya:
- Q4: map their unit list into unitbook as inactive units
- Q1 2027: switch tenants over, site by site, starting with NTH-2 (smallest)
- Keep their system read-only for a year afterwards for queries
""")
A("plat-277-double-booking","2026-07-20",["unitbook","bug"],"PLAT-277 double booking investigation","""
# PLAT-277: two reservations for one unit

Two reservations for unit B-114 at LEI-2 within the same second. Root cause: the kiosk and the
website both called `reserve_unit` and the `select_for_update` was on the wrong queryset.
Fixed by locking the unit row first; added a test that fires two reservations concurrently.
""")
A("grafana-boards","2026-05-28",["observability","grafana"],"useful Grafana boards","""
- `Platform / Overview`: request rates and error ratios per app
- `rentroll / Payments`: payment success ratio per method, webhook dead letters
- `gatekeeper / Sites`: denials per site per hour, controller heartbeat
- `Kiosk / Fleet`: last seen per kiosk, app version
""")
A("q3-retro","2026-10-01",["retro","team"],"Q3 retro notes","""
Went well: keypad refresh finished on time, website rebuild, Adyen move without tenant complaints.
Went badly: two late-night incidents caused by unannounced config changes; alerting noise in July.
Actions: config changes go through PRs like code; weekly alert review on Mondays (Tom).
""")
A("yoti-spike","2026-09-18",["kiosk","id-check"],"Yoti ID check spike","""
Spike for PLAT-351: ID check at the kiosk before the agreement step.
Yoti's embedded flow works in the Electron webview if the camera permission is granted up front.
Cost is per check; finance is fine with it for new tenants only.
""")
A("unit-size-bands","2026-04-13",["pricing","units"],"unit size bands","""
Size bands used in pricing and on the website:
- XS: lockers and 15 sq ft
- S: 25-35 sq ft
- M: 50-75 sq ft
- L: 100-150 sq ft
- XL: 200 sq ft and up, incl. drive-up units
""")
A("slack-channels","2026-01-26",["team","slack"],"Slack channels","""
- `#platform`: team chat
- `#platform-deploys`: deploy announcements
- `#ops-sites`: Tom and the site managers
- `#pricing`: yieldr output and AM questions
- `#incidents`: one thread per incident
""")
A("load-test-reservations","2026-08-31",["unitbook","performance"],"reservation API load test","""
Load test with k6 against staging before the spring promotion:
200 virtual users, ramp over 5 minutes; p95 stayed under 350 ms, errors 0.02%.
The slow query was the availability search; added a partial index on available units.
""")
A("timezone-notes","2026-03-16",["dates","time"],"time zones","""
All sites are in the UK, but store timestamps as UTC anyway.
Display in Europe/London. Watch the DST change weekends when reading cron schedules in logs.
""")
A("figma-handoff","2026-10-09",["boxwell-go","design"],"Boxwell Go 3.0 design handoff","""
Jess shared the 3.0 designs in Figma, file "Go 3.0 / Home + Payments".
Components follow the existing token names in `apps/go/theme/tokens.ts`; new colours need adding there first.
Open question: dark mode is out of scope for 3.0.
""")
A("incident-2026-07-11","2026-07-12",["incident","gatekeeper"],"incident 11 July: PIN sync delay","""
# Incident 2026-07-11: PIN sync delay at LEI-2

New tenants at LEI-2 could not get in for ~40 minutes after move-in. A controller had rebooted
into a stale config and rejected the full PIN list push. Tom reset it on site.
Follow-up: alert when a PIN push is rejected twice in a row (PLAT-309).
""")
A("accounting-export","2026-08-07",["rentroll","finance"],"journal export for finance","""
The daily journal export is a CSV per site, picked up by finance's Xero import at 07:00.
Columns: date, account code, net, VAT, gross, reference. Credit notes have negative amounts.
""")
A("overlock-flow","2026-05-04",["unitbook","arrears"],"overlock flow","""
When a site manager marks a unit as overlocked in unitbook, the tenant's access is suspended
in gatekeeper within a minute and a letter task is created. Removing the overlock restores access.
""")
A("renovate-setup","2026-04-30",["dependencies","renovate"],"Renovate setup","""
Renovate runs weekly on Monday 05:00, groups minor/patch updates per app.
Major updates get their own PR and the `needs-review` label. Lockfile maintenance monthly.
""")
A("promo-codes","2026-03-23",["rentroll","promotions"],"promo codes","""
Promo codes are created by marketing in the rentroll admin.
Common ones: first month 50% off, "switch from a competitor" month free.
A promo applies to the tenant's first invoice(s) only and never to insurance.
""")
A("site-manager-feedback","2026-10-30",["sites","ux"],"site manager feedback round","""
Collected at the October managers' meeting:
- want move-out inspections on a tablet instead of paper
- unit map in unitbook is hard to read on small screens
- more notice of price changes for walk-ins
""")
A("go-push-notifications","2026-06-26",["boxwell-go","notifications"],"push notifications in Boxwell Go","""
Push via Expo notifications; tokens stored per device in unitbook (`push_devices`).
Types: payment due, payment failed, access shared with you. Marketing pushes are opt-in only.
""")
A("cloudflare-dns","2026-02-26",["infra","dns"],"public DNS","""
Public zone `boxwellstorage.co.uk` is on Cloudflare, proxied for the website only.
API subdomains are DNS-only so Caddy can do its own TLS. Changes are made in the dashboard with a note in `#platform`.
""")

A("ops-handbook-links","2026-04-16",["ops","docs"],"ops handbook pointers","""
The site ops handbook is a Google Doc owned by the head of operations, not by platform.
Sections we link from the apps: move-in checklist, overlock procedure, lost PIN procedure, fire drill.
When unitbook screens change, tell ops so they can update the screenshots.
""")
A("plat-318-invoice-rounding","2026-09-10",["rentroll","bug"],"PLAT-318 invoice rounding","""
# PLAT-318: penny differences on pro-rata invoices

Pro-rata first invoices were rounded per line and then summed, giving 1p differences against the
quote. Switched to `Decimal` with ROUND_HALF_UP on the total only; added property tests.
""")
A("interview-notes-contractor","2026-03-27",["team","hiring"],"contractor interview notes","""
Interviewed a React Native contractor for the Boxwell Go backlog.
Strong on animations and accessibility, weaker on native modules. Priya decided to wait and
hire Ola instead; keep the contact in case the 3.0 redesign needs extra hands.
""")
