"""File bodies for the set267 store (Calder Vale Blood Service).

A body line that starts with '@ID@ ' marks a labelled claim; build.py strips the
marker.  Three layouts: root Claude Code auto-memory files, remnic facts under
facts/, and free notes under auto/.
"""
import calendar
import datetime

FILES = {}          # store-relative path -> full text (markers still in)
FLAT_DESC = set()   # root files whose description is deliberately not strict YAML
ROOT_INDEX = []     # (file, title, hook, type) for MEMORY.md


def root(fname, name, desc, type_, title, hook, body, flat=False):
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, type_)
    FILES[fname] = fm + body.strip("\n") + "\n"
    ROOT_INDEX.append((fname, title, hook, type_))
    if flat:
        FLAT_DESC.add(fname)


def epoch_ms(date, hms):
    dt = datetime.datetime.strptime(date + " " + hms, "%Y-%m-%d %H:%M:%S")
    return calendar.timegm(dt.timetuple()) * 1000


def fact(date, hms, category, hex4, conf, tags, body):
    ms = epoch_ms(date, hms)
    fid = "%s-%d-%s" % (category, ms, hex4)
    iso = "%sT%s.000Z" % (date, hms)
    tag_lines = "".join("  - %s\n" % t for t in tags)
    fm = ("---\nid: %s\ncategory: %s\ncreated: %s\nupdated: %s\nsource: extraction\n"
          "confidence: %.2f\nconfidenceTier: explicit\ntags:\n%sstatus: active\n---\n\n"
          % (fid, category, iso, iso, conf, tag_lines))
    path = "facts/%s/%s.md" % (date, fid)
    FILES[path] = fm + body.strip("\n") + "\n"
    return path


def auto(slug, title, created, tags, body):
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (title, created, ", ".join(tags))
    FILES["auto/%s.md" % slug] = fm + body.strip("\n") + "\n"


# ---------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_priya_raman.md", "priya-raman",
     "Priya Raman, Head of Digital — the manager who set up this memory and how she wants updates",
     "user", "Priya Raman", "Head of Digital, manager; how she likes status updates", """
Priya Raman is Head of Digital Services at Calder Vale Blood Service. She owns the four in-house apps
(DonorLink, BagTrace, CourierRun, FridgeWatch) and manages Tom, Marek and Sunita, with Jonas on infrastructure.

- Wants short updates: what changed, what's blocked, what needs her decision.
- Not a developer day to day but reads SQL and diffs fine; always link the PR/MR.
- Cares a lot about MHRA inspection readiness. Anything touching BagTrace is "validated" and goes via Aisha (QA).
- British spelling in anything donor-facing, please.
- She is the person who approves spend and any change to donor comms policy.
""")

root("user_tom_okafor.md", "tom-okafor",
     "Tom Okafor, DonorLink lead dev — review habits and what he expects from the agent",
     "user", "Tom Okafor", "DonorLink lead; review habits and pet peeves", """
Tom Okafor leads DonorLink and reviews most of the TypeScript in the org.

- Reviews in the mornings; anything opened after 15:00 usually waits until the next day.
- Likes small PRs (under ~400 changed lines) that come with a test.
- Hates `any` — use `unknown` and narrow it.
- Bisects a lot when something regresses, so he cares about commit hygiene.
- Runs the DonorLink on-call rota and the quarterly dependency clean-up.
""")

root("user_aisha_khan.md", "aisha-khan-qa",
     "Aisha Khan, QA manager: validation sign-off for BagTrace changes and what evidence she wants",
     "user", "Aisha Khan (QA)", "QA manager; validation sign-off and evidence she expects", """
Aisha Khan runs Quality Assurance at Halden. BagTrace is a validated computerised system under GMP, so she
(or her deputy Lewis) signs every BagTrace change record.

- Wants validation evidence tied to commit SHAs, not just MR numbers.
- IQ/OQ test scripts live in Q-Pulse, not in the repo — don't try to "tidy" them into git.
- Reads BagTrace release notes line by line; keep them factual, no marketing tone.
- Also owns the FridgeWatch excursion investigations (with the duty BMS).
""", flat=True)

root("feedback_git_workflow.md", "git-workflow",
     "Branching and merging rules per repo — they differ between DonorLink and BagTrace",
     "feedback", "Git workflow", "Branch naming, merging and pushing rules per repo", """
Branch names: `<initials>/<ticket>-<short-desc>`, e.g. `to/DL-231-reminder-copy`.

@c_nopush@ The agent must never push directly to `main` on any repo; always go through a PR/MR.
**Why:** main auto-deploys to staging on DonorLink and CourierRun, and BagTrace's main is the validated baseline.
**How to apply:** create a branch named as above before the first commit, then open the PR with `gh pr create` (or the MR in GitLab).

@c_dl_rebase@ DonorLink PRs are merged with **rebase and merge** — Tom wants every commit on main to build on its own.
**Why:** he bisects a lot (see user_tom_okafor.md).
**How to apply:** keep commits tidy before asking for review; `git rebase -i --autosquash` your fixups locally.

@c_bt_nosquash@ Never squash BagTrace merge requests; the validation evidence points at individual commit SHAs.
**Why:** Aisha's change records list every SHA and a squash orphans them.
**How to apply:** paste the commit list into the change record before you hit merge.

@c_commit_imp2@ Commit messages: imperative subject line ("Add stock alert", not "Added stock alert").

CourierRun is Marek's call — he squash-merges, which is fine for that repo.
""")

root("feedback_commit_messages.md", "commit-messages",
     "How commit messages should look (Tom and Aisha both read them)",
     "feedback", "Commit messages", "Commit subject and body conventions", """
@c_commit_imp@ Write commit subjects in the imperative mood and keep them under ~72 characters.
**Why:** Tom reads `git log --oneline` when bisecting, and on BagTrace the subjects end up verbatim in Aisha's change records.
**How to apply:** the body explains *why*; put the ticket ref (`BT-412`) in the body, not the subject.

No "Co-authored-by" trailer for the agent.
Don't mention donor names or IDs in commit messages, ever — use the ticket.
""")

root("feedback_deploys.md", "deploys",
     "Deploy rules: reviewers, Friday releases, BagTrace change windows",
     "feedback", "Deploys", "Who reviews, Friday releases, BagTrace migrations", """
@c_prod_2rev@ Every production deploy needs a second reviewer on the PR/MR, whoever wrote the change.
**Why:** a single-person deploy caused the 2025 booking-grid outage.
**How to apply:** don't merge your own PR to a deploy branch even if you technically have the rights.

@c_nofri@ No Friday DonorLink deploys unless the second reviewer is around on Saturday to watch Sentry.
**Why:** Saturday is the busiest booking day and nobody wants a silent weekend regression.

@c_nomigrate@ Never run `migrate` on BagTrace prod outside the change window.
**Why:** schema changes need Aisha's signed change record and the issue desk has to be warned first.
**How to apply:** the window and the steps are in the BagTrace release checklist (auto notes); if in doubt ask Priya.

CourierRun staging deploys are automatic from main via GitHub Actions; prod is a manual approval step in the same workflow (Marek's setup).
""", flat=True)

root("feedback_testing.md", "testing",
     "Testing expectations per app — real databases, what not to mock",
     "feedback", "Testing", "Test expectations per app and what not to mock", """
@c_bt_realpg@ BagTrace tests must hit a real Postgres, never SQLite — the stock allocation code relies on `SELECT ... FOR UPDATE SKIP LOCKED`.
**Why:** a green SQLite run once hid a double-allocation bug (two hospitals got the same unit in test).
**How to apply:** use the `db` fixture from `conftest.py`; it points at the CI service container or your local docker Postgres.

DonorLink: vitest for units, Playwright for the booking flow. Use msw for the email/SMS provider HTTP mocks rather than mocking our own modules.
CourierRun: Go table tests; `go test ./... -race` has to pass before review.
FridgeWatch: pytest with the fake MQTT broker in `tests/fake_broker.py`.
""")

root("feedback_pii_logging.md", "pii-logging",
     "What donor data may appear in logs, tickets and error reports",
     "feedback", "PII in logs", "What donor data may appear in logs, tickets and errors", """
@c_nolog_phone@ Donor phone numbers must never be written to application logs, not even masked in debug output.
**Why:** logs end up in Sentry/GlitchTip and Azure Monitor, which aren't in our DPIA scope for contact details.
**How to apply:** log the donor ID (`D` + 8 digits) instead; support can look the rest up in DonorLink admin.

Email addresses: same rule.
Postcodes are OK at outward-code level (e.g. `HX3`).
Never paste donor names into tickets or chat — donor IDs only.
""")

root("feedback_sql_style.md", "sql-style",
     "SQL conventions for BagTrace reports and migrations",
     "feedback", "SQL style", "Conventions for BagTrace reporting SQL and migrations", """
@c_rawsql_prefer@ Prefer raw SQL (kept in `reports/sql/*.sql`) for BagTrace reporting queries, because QA reviews the
exact statement behind each regulatory report and the ORM-generated versions were unreadable.
**Why:** at the April inspection the MHRA asked to see the query behind the monthly wastage figure.

Schema changes stay in Django's migration framework — no hand-written DDL outside them.
Uppercase SQL keywords, snake_case identifiers, one statement per file.
""")

root("feedback_donor_comms.md", "donor-comms-rules",
     "Rules for any message DonorLink sends to donors (SMS, email, push)",
     "feedback", "Donor comms rules", "Quiet hours, deferral emails, tone for donor messages", """
@c_quiet@ Don't text donors between 21:00 and 08:00, whatever the reason.
**Why:** complaints after a late-night batch in February; the service's comms policy bans it anyway.
**How to apply:** anything generated overnight gets queued for the morning.

@c_defer_signoff@ Don't send a donor a deferral email until a nurse has signed off the deferral in DonorLink.
**Why:** an automated deferral email once went out for a typo'd Hb value.

Say "deferred", never "rejected", in donor-facing copy.
British spelling, no exclamation marks, no emoji.
""")

root("feedback_dependencies.md", "dependency-updates",
     "Dependabot and Renovate handling — what the agent may merge on its own",
     "feedback", "Dependency updates", "What the agent may merge on its own", """
@c_dependabot@ The agent may merge Dependabot PRs on DonorLink once CI is green.
**Why:** Tom doesn't want to babysit lockfile bumps.
**How to apply:** still skim the changelog for anything touching `next`, `prisma` or auth.

BagTrace dependency bumps are never merged by the agent — they need a change record like any other change.
CourierRun uses Renovate with automerge for Go patch releases; leave that alone.
""")

root("feedback_pull_requests.md", "pull-requests",
     "How the agent should open PRs/MRs: drafts, descriptions, size",
     "feedback", "Pull requests", "How to open PRs and MRs", """
@c_drafts_yes@ Open PRs as drafts first and only mark them ready once CI is green.
**Why:** Priya asked for it after reviewers kept getting pinged for red builds.
**How to apply:** wait for the checks before requesting review.

Description template: what / why / how tested / screenshots. Link the ticket.
Keep PRs under ~400 changed lines where you can.
""", flat=True)

root("feedback_incident_escalation.md", "incident-escalation",
     "Who to wake up for what — fridge excursions, stock breaches, outages",
     "feedback", "Incident escalation", "Who to wake for excursions, discards and outages", """
@c_exc_bms@ Escalate temperature excursions to the duty BMS, not to IT on-call.
**Why:** only the BMS can quarantine units; IT can't touch stock.

@c_nomd_single@ Don't page the medical director for single-unit discards — log them in BagTrace with a reason and move on.

@c_norestart@ Never restart the FridgeWatch gateway during a live excursion; it drops the buffered readings QA needs for the investigation.
**How to apply:** look at the cold chain dashboard first; if an excursion is open, ring the duty BMS before touching anything.

DonorLink outage during opening hours: Tom first, then Priya.
""")

root("project_donorlink_overview.md", "donorlink-overview",
     "DonorLink: the donor booking web app — stack, hosting, integrations",
     "project", "DonorLink overview", "Donor booking app: stack, hosting, integrations, booking rules", """
DonorLink is the donor-facing booking site plus the staff admin. Repo `cvbs/donorlink` on GitHub, Tom leads.

## Stack
- Next.js 14 (app router) + TypeScript, Prisma as the ORM.
@c_dl_pg16@ - Database: PostgreSQL 16 on Azure Database for PostgreSQL Flexible Server (`dl-prod-pg`).
@c_dl_pnpm@ - Package manager: pnpm 9 (workspace: `apps/web`, `packages/db`, `packages/ui`).
@c_dl_ci_gha@ - CI: GitHub Actions (`ci.yml` runs lint, typecheck, vitest and Playwright).
@c_dl_azure@ - Hosting: Azure App Service (UK South), Linux plan P1v3, with a staging slot for previews.
@c_dl_sentry@ - Error tracking: Sentry (EU region, project `donorlink-web`).

## Integrations
@c_dl_postmark@ - Transactional email goes through Postmark (message stream `outbound`).
- Reminder texts: see project_sms_reminders.md.
- National donor register: nightly sync of eligibility flags.

## Booking rules
@c_slot_10@ - Whole-blood slots are booked at 10-minute intervals per chair.
- Plasma appointments take 45 minutes and only run at Brookfield.
@c_conf_email@ - A booking confirmation email goes out straight after every booking.
@c_rl_100@ - Public booking API is rate-limited to 100 requests/min per IP.
- Donors can book up to 12 weeks ahead.
""", flat=True)

root("project_bagtrace_overview.md", "bagtrace-overview",
     "BagTrace: blood component inventory, labelling and issue — validated system",
     "project", "BagTrace overview", "Component inventory/labelling/issue system: stack and gotchas", """
BagTrace tracks every component from the processing lab to issue: receipt, splitting, ISBT 128 labelling,
quarantine, stock and issue to hospitals. It's a validated GMP system, so every change goes through a change record.

## Stack
- Django 4.2 / Python 3.11, gunicorn behind nginx on bt-app01.
@c_bt_pg14@ - DB: PostgreSQL 14 on bt-db01.
@c_bt_rabbit@ - Celery broker: RabbitMQ on `bt-mq01` (vhost `/bagtrace`), used for label printing and the expiry jobs.
@c_bt_piptools@ - Dependencies pinned with pip-tools (`requirements.in` -> `requirements.txt`).
@c_bt_ci_gitlab@ - CI: GitLab CI on our self-hosted GitLab (`gitlab.halden.local`), shell runner on bt-build01.
@c_bt_err_glitch@ - Errors: self-hosted GlitchTip at `glitchtip.halden.local`.
- Label printers: four Zebra ZT411 in processing, one at the issue desk.

## Things to know
- The expiry job runs at 00:15 and moves expired units to `DISCARD_PENDING`.
- Stock levels per group are exposed read-only to CourierRun over an internal API.
- Unit numbers are ISBT 128 DINs; never truncate them in the UI.
""", flat=True)

root("project_courierrun_overview.md", "courierrun-overview",
     "CourierRun — hospital orders, van dispatch and delivery tracking",
     "project", "CourierRun overview", "Hospital orders and van dispatch: stack and behaviour", """
CourierRun takes orders from hospital blood banks, checks stock through BagTrace's stock API and dispatches the vans.
Marek wrote most of it.

## Stack
- Go 1.22 API + React/Vite front end (`web/`, built with npm on Node 20).
- Postgres 16 on Azure Flexible Server (`cr-prod-pg`).
@c_cr_nats@ - Events: NATS JetStream (`dispatch.*` subjects) between the order API and the dispatch worker.
@c_cr_aca@ - Hosting: Azure Container Apps (UK South); images live in `cvbsacr.azurecr.io`.
@c_cr_port@ - The order API listens on `:8080` inside the container; ingress terminates TLS.
- Errors go to the same Sentry org as DonorLink (project `courierrun-api`).

## Behaviour
@c_cr_webhook5@ - Hospital status webhooks are retried up to 5 times with exponential backoff.
@c_cr_nopartial@ - CourierRun does not support partial fulfilment: an order ships complete or waits.
@c_no_logger@ - Must not dispatch a van unless a temperature logger ID has been scanned against the transport box.
- Hospital portal API: 600 requests/min per API key.
""")

root("project_fridgewatch_overview.md", "fridgewatch-overview",
     "FridgeWatch — cold chain monitoring for fridges, freezers and platelet incubators",
     "project", "FridgeWatch overview", "Cold chain monitoring: transport, storage, alarms", """
FridgeWatch monitors every blood fridge, plasma freezer and platelet incubator at Halden, Brookfield and Ashby.
It's a Python 3.11 service on fw-gw01 reading Ellab probes.

## How it works
@c_fw_mqtt@ - Transport: probes publish over MQTT to Mosquitto on fw-mq01.
@c_fw_60s@ - Each probe publishes a reading every 60 s to `fw/<site>/<unit>/temp`.
@c_fw_influx@ - Readings are stored in InfluxDB 2 (bucket `fridge_temps`) on fw-db01.
@c_fw_grafana_local@ - Dashboards: Grafana at `grafana.halden.local` (folder *Cold chain*).

## Alarms
@c_fw_rc_page@ - Pages the duty BMS when a red cell fridge reads outside 2–6 °C.
@c_plasma_alarm@ - Plasma freezers alarm if they get warmer than −25 °C.
- Platelet incubators alarm outside 20–24 °C, and separately if the agitator stops.
- Alerts go out through PagerDuty (service `fridgewatch-temp`).
""")

root("reference_infrastructure.md", "infrastructure",
     "Hosts, ports and where each service runs (on-prem Halden plus Azure)",
     "reference", "Infrastructure", "On-prem hosts, ports and racks; what lives in Azure", """
## On-prem (Halden server room)

| Host | Role | Port | Rack |
|---|---|---|---|
@c_bt_port_infra@ | bt-app01 | BagTrace (gunicorn behind nginx) | 8010 | B2 |
| bt-db01 | PostgreSQL for BagTrace | 5432 | B2 |
| bt-build01 | GitLab runner (shell) | — | B3 |
| gl01 | GitLab (`gitlab.halden.local`) | 443 | B3 |
| fw-gw01 | FridgeWatch gateway service | 9105 (metrics) | A1 |
| fw-mq01 | Mosquitto for FridgeWatch | 8883 | A1 |
| mb01 | Metabase | 3000 | B3 |

Jonas has the rack diagrams; the UPS gives about 40 minutes on a full load.

## Azure (UK South)
- DonorLink: App Service + Postgres Flexible Server (hostnames in reference_environments.md).
- Shared: Key Vault `kv-cvbs-prod`, Log Analytics workspace `law-cvbs`.
""")

root("reference_environments.md", "environments",
     "Staging vs prod per app — hostnames, databases, who can get in",
     "reference", "Environments", "Staging and prod hostnames and databases per app", """
## DonorLink database
@c_dl_prod_host@ - prod: `dl-prod-pg.postgres.database.azure.com:5432`, database `donorlink`
- staging: its own server, refreshed weekly from an anonymised prod dump.

## CourierRun database
- prod: `cr-prod-pg.postgres.database.azure.com:5432`
- staging shares that server with a `courierrun_stg` database (on Marek's list to fix).

## BagTrace
- prod: bt-app01 / bt-db01 (on-prem).
- validation env: bt-val01, used for OQ runs; QA owns the data there.

## Access
- Prod DB read access through the Entra ID group `sg-db-prod-readers`.
- Nobody gets write access to prod DBs outside a change.
""")

root("reference_oncall.md", "oncall",
     "On-call owners per system and how paging works",
     "reference", "On-call", "Who owns on-call for each system", """
The rota itself lives in PagerDuty; this is the who-owns-what summary.

## On-call owners
@c_dl_oncall_tom@ - DonorLink: Tom Okafor (primary), Priya Raman (secondary)
@c_cr_oncall_marek@ - CourierRun: Marek Nowak
- BagTrace: in hours only; out of hours the duty BMS uses the paper downtime procedure.
- Temperature excursions: duty BMS at Halden (see feedback_incident_escalation.md).

Handover is Monday 09:30 in the digital stand-up.
""")

root("reference_sites.md", "sites",
     "Donor centres, opening hours and chair counts",
     "reference", "Sites", "Donor centres, opening hours, chairs", """
Processing, testing and issue all happen at Halden (no donors on site). Donor sessions run at the centres
below plus the two mobile buses.

| Centre | Weekdays | Saturday | Chairs |
|---|---|---|---|
| Brookfield Donor Centre | Mon–Fri 08:00–19:00 | 08:00–19:00 | 22 |
@c_ashby_row@ | Ashby Donor Centre | Tue–Fri 09:00–17:00 | 09:00–17:00 | 14 |
@c_eastmoor_row@ | Eastmoor Donor Centre | Mon–Fri 08:30–16:30 | closed | 8 |

- Brookfield is the only centre with apheresis (plasma and platelets).
- Ashby has free parking; Brookfield is pay-and-display, which donors complain about.
""")

root("reference_component_storage.md", "component-storage",
     "Storage temperature and shelf life per blood component",
     "reference", "Component storage", "Storage conditions and shelf life per component", """
| Component | Storage | Shelf life | FridgeWatch group |
|---|---|---|---|
@c_rc_row@ | Red cells (SAGM) | 2–6 °C | 35 days from collection | `RC` |
@c_plt_row@ | Platelets (pooled or apheresis) | 20–24 °C, continuous agitation | 7 days | `PLT` |
@c_plasma_row@ | Plasma (FFP) | −25 °C or colder | 36 months | `FFP` |
| Cryoprecipitate | −25 °C or colder | 36 months | `FFP` |

Platelets never go in a fridge: cold exposure activates them and the unit has to be discarded.
@c_ffp_norefreeze@ Thawed FFP must never be refrozen; if it isn't issued within 24 hours of thawing it is discarded.
- Irradiated red cells: 14 days from irradiation, and never later than the original expiry.
""")

root("reference_donor_eligibility.md", "donor-eligibility",
     "Donation intervals, haemoglobin thresholds and age/weight limits DonorLink enforces",
     "reference", "Donor eligibility", "Intervals, Hb thresholds, age and weight rules", """
DonorLink's eligibility check mirrors the national guidelines; the rules engine is `packages/db/eligibility.ts`.

@c_wb_12w@ - Whole blood: at least 12 weeks between donations.
@c_hb@ - Haemoglobin minimum: 125 g/L for women, 135 g/L for men.
- Age: 17–65 for a first donation; regular donors can carry on past 70 with a yearly check.
- Weight: at least 50 kg (7 st 12 lb).
- Platelet donors: up to 24 donations a year.
""")

root("project_sms_reminders.md", "sms-reminders",
     "How DonorLink appointment reminder texts work and who to ask",
     "project", "SMS reminders", "How appointment reminder texts work", """
@c_sms_twilio@ DonorLink sends reminder texts through Twilio (Messaging Service `donorlink-reminders`).
@c_sms_48h@ Reminder SMS goes out 48 hours before the appointment time.

- The cron job `reminders:send` runs every 15 minutes and picks up anything due.
- Bus session reminder *emails* go out 7 days before, because bus locations move around.
- Gwen owns the wording; any change to the text goes past her.
""")

root("project_isbt128_labels.md", "isbt128-labels",
     "ISBT 128 labelling in BagTrace — printing, reprints, scanning rules",
     "project", "ISBT 128 labels", "Label printing, reprints and scan rules in BagTrace", """
Labels are ISBT 128 (donation identification number, product code, blood group, expiry), printed on the
Zebra ZT411s at 300 dpi on 100 × 100 mm stock.

@c_reprint_audit@ Every label reprint in BagTrace is written to the audit trail (user, DIN, timestamp).
@c_issue_scan@ BagTrace never issues a unit without a successful barcode scan of its ISBT 128 label.

- Flag characters on the DIN are checked on scan; a mismatch blocks the unit.
- Printer templates (`*.zpl`) are in `bagtrace/labels/templates/` and count as validated config.
""")

root("project_hospital_ordering.md", "hospital-ordering",
     "How hospitals order blood and how orders flow to the vans",
     "project", "Hospital ordering", "How hospitals order and how orders reach the vans", """
@c_orders_portal@ Hospitals no longer phone in routine orders; since March 2026 every routine order comes through the
CourierRun hospital portal, and the issue desk only takes emergency calls by phone.

@c_routine_runs@ - Routine orders go out on the next scheduled van run from Halden.
@c_emerg_30@ - Emergency (blue-light) orders must leave Halden within 30 minutes of the order being accepted.
- Urgent (not emergency) orders: dispatched within 2 hours.
@c_desk_247@ - The Halden issue desk is staffed 24/7.
- Six hospitals order from us; Kellington General is the biggest (about 40% of red cell issues).
""")

root("project_mobile_sessions.md", "mobile-sessions",
     "The two donor buses — schedule, booking, kit",
     "project", "Mobile sessions", "The donor buses: schedule, booking, kit", """
@c_bus_tuesat@ - The two buses run Tuesday to Saturday.
@c_bus_walkin@ - Walk-in donors are welcome on the buses if a chair is free.
- Each bus has 4 chairs; Bus 2 has the wheelchair lift.
- Sessions are set up in DonorLink like a centre, with the bus postcode as the location.
- Donations go back to Halden in validated transport boxes with their own loggers.
""")

root("project_o_neg_stock.md", "o-neg-stock",
     "O negative emergency stock floor at Halden and what happens on a breach",
     "project", "O neg stock", "Emergency O neg floor and breach handling", """
@c_oneg_60@ The O RhD negative emergency stock floor at Halden is 60 units.
@c_md_oneg@ - Any breach of the O neg floor pages the medical director (Dr Helen Marsh) as well as the issue desk lead.
- CourierRun shows dispatchers a red banner while O neg is below the floor.
- Kellington General keeps its own 10-unit O neg emergency fridge, topped up on the morning run.
""")

root("project_mhra_inspection.md", "mhra-inspection",
     "April 2026 MHRA inspection — what happened, findings, follow-ups",
     "project", "MHRA inspection", "Spring inspection: findings and follow-ups", """
@c_mhra_freeze@ During the April 2026 MHRA inspection week we froze all BagTrace deploys.

- Two "other" findings: label template change control, and how often the audit trail is reviewed.
- Follow-up: audit trail review moved from quarterly to monthly (Aisha).
- Next routine inspection expected in 2028.
""")

root("project_dashboards.md", "dashboards",
     "Where reports and dashboards live and who uses them",
     "project", "Dashboards and reports", "Where dashboards and reports live", """
@c_kpi_metabase@ Donor KPI dashboards (attendance, DNA rate, deferral rate) live in Metabase at `metabase.halden.local`.

- Finance's budget dashboards are in Power BI; we don't touch those.
- Stock and wastage reports come out of BagTrace monthly and go to QA.
- Priya presents the donor KPIs at the monthly ops meeting.
""")

root("project_limsync.md", "limsync",
     "limsync, the old bridge between BagTrace and the LIMS — status",
     "project", "limsync", "Status of the old BagTrace–LIMS bridge", """
@c_limsync_ro@ `limsync` has been read-only since May 2026: it still answers lookups for old donations but no
longer writes anything to the LIMS or pulls new results into BagTrace.

- Don't fix limsync bugs; log them and tell Sunita.
- It's written in Python 2 (!), which is part of why it's being wound down.
""")

root("project_auth_sso.md", "auth-sso",
     "Staff sign-in across the apps — SSO, session timeouts, service accounts",
     "project", "Auth and SSO", "Staff sign-in and session timeouts", """
@c_keycloak_retired@ Keycloak was retired in April 2026; BagTrace and the DonorLink admin now sign staff in
through Entra ID (Azure AD) SSO.

@c_admin_15@ - DonorLink admin sessions time out after 15 minutes idle.
- BagTrace terminals at the issue desk run in shared-terminal mode: 5 minutes idle, then badge re-auth.
- Donors never use SSO; they sign in with email and a magic link.
""")

root("project_node22_upgrade.md", "node22-upgrade",
     "DonorLink Node runtime upgrade — done, notes for anything still pointing at the old one",
     "project", "Node upgrade", "DonorLink runtime upgrade notes", """
@c_dl_node22@ Upgraded DonorLink from Node 18 to Node 22 in October 2026; Node 18 is no longer used anywhere in that repo.

- `.nvmrc`, the App Service stack setting and the CI matrix were all bumped in one PR.
- Prisma had to go up a minor version for it.
- CourierRun's web build is still on Node 20 (Marek's call, not urgent).
""")

root("project_backup_restore.md", "backup-restore",
     "Backup schedules and restore drills for each system",
     "project", "Backups and restores", "Backup schedules and restore drills", """
@c_bt_bak_30@ - BagTrace: nightly `pg_dump` of bt-db01 at 02:00, kept for 30 days on the NAS (`/mnt/backup/bagtrace`).
- DonorLink: Azure automated backups, 35-day retention with point-in-time restore.
- CourierRun: Azure automated backups, 7-day retention — Marek wants it raised.
- Restore drill: quarterly; the last one was 2026-10-06 on bt-val01 and took 41 minutes.
""")

root("reference_tooling.md", "tooling",
     "Shared tools — tickets, docs, chat, secrets",
     "reference", "Tooling", "Tickets, docs, chat and secrets", """
@c_linear@ We no longer use Jira; all tickets moved to Linear in February 2026 (teams DL, BT, CR, FW).

- SOPs live in Q-Pulse (QA's document control), not in any wiki.
- Chat is Teams; `#digital-alerts` gets CI failures and PagerDuty summaries.
- Secrets: Azure Key Vault for the cloud apps, `pass` on the admin box for on-prem.
""")

root("reference_contacts.md", "contacts",
     "Who's who outside the dev team — lab, donor services, transport, clinical",
     "reference", "Contacts", "Who's who outside the dev team", """
- Dr Helen Marsh — medical director; clinical sign-off on donor-facing eligibility copy.
- Aisha Khan — QA manager (validation, change records). Deputy: Lewis Grant.
- Ravi Desai — issue desk lead BMS.
- Gwen Pryce — donor services manager (centres, buses, DonorLink wording).
- Colin Hart — transport manager (vans, drivers, transport boxes).
- Sunita Bains — integration developer (HL7 engine, LIMS interfaces).
- Jonas Weller — infrastructure (servers, network, Azure subscription).
""")

root("feedback_docs_style.md", "docs-style",
     "How to write READMEs, runbooks and memory notes for this team",
     "feedback", "Docs style", "How to write READMEs and runbooks here", """
Runbooks: numbered steps, one action per step, the command in a code block, expected output underneath.
**Why:** the people reading runbooks at 3am are BMSs, not developers.
**How to apply:** no "simply" or "just"; say which machine each command runs on.

READMEs start with "what is this" in one sentence, then how to run it locally.
Dates as YYYY-MM-DD everywhere.
""")

root("feedback_python_style.md", "python-style",
     "Python conventions for BagTrace and FridgeWatch",
     "feedback", "Python style", "Formatting and typing conventions for the Python apps", """
Format with ruff (`ruff format`), lint with `ruff check`; line length 100.
**Why:** Aisha's reviewers read diffs in Q-Pulse printouts and long lines wrap badly.
**How to apply:** run `ruff check --fix` before committing; don't reformat files you didn't touch.

Type hints on all new functions; `mypy --strict` only on FridgeWatch for now.
No f-strings in log calls — use `%s` args so Sentry/GlitchTip can group messages.
""")

root("project_q4_priorities.md", "q4-priorities",
     "What Priya wants done before year end",
     "project", "Q4 priorities", "Year-end priorities from Priya", """
Priya's list for Q4 2026, in order:

1. Close the two MHRA follow-ups (label template change control; audit trail review evidence).
2. Accessibility fixes from the DonorLink audit (focus order on the booking grid, contrast on the slot buttons).
3. CourierRun: staging database of its own.
4. FridgeWatch: probe battery alerts.
5. Write the DR plan down properly (restore drills are fine, the document isn't).

Nothing else gets started without asking her.
""")


# ---------------------------------------------------------------------------
# remnic facts
# ---------------------------------------------------------------------------

F = fact  # short alias

# -- labelled claims --
F("2026-06-11", "10:42:17", "fact", "a3f1", 0.88, ["bagtrace", "infra"], """
@c_bt_port_fact@ BagTrace's gunicorn binds to 127.0.0.1:8001 on bt-app01; nginx proxies 443 to it.
""")
F("2026-04-02", "14:05:51", "fact", "0c7e", 0.86, ["donorlink", "database"], """
@c_dl_pg15@ DonorLink's production database is Postgres 15 (Azure Flexible Server, Burstable B2s tier).
""")
F("2026-07-21", "09:18:03", "decision", "5b2d", 0.93, ["bagtrace", "backups", "qa"], """
@c_bt_bak_90@ We keep 90 days of BagTrace database backups — QA asked for a full quarter so a restore can cover any inspection sample.
""")
F("2026-03-09", "11:27:40", "fact", "e914", 0.84, ["donorlink", "booking"], """
@c_slot_15@ DonorLink's booking grid uses 15-minute slots for whole blood donations.
""")
F("2026-05-27", "16:50:12", "fact", "7d08", 0.90, ["courierrun", "orders", "sla"], """
@c_emerg_20@ CourierRun's dispatch target for emergency orders is 20 minutes from acceptance to the van leaving Halden.
""")
F("2026-02-14", "08:33:29", "fact", "b6c4", 0.87, ["sites", "ashby", "opening-hours"], """
@c_ashby_16@ Ashby Donor Centre closes at 16:00 on Saturdays (last appointment 15:15).
""")
F("2026-08-05", "13:12:55", "fact", "29fa", 0.89, ["donorlink", "api", "rate-limit"], """
@c_rl_60@ The DonorLink public API allows 60 requests per minute per client IP before it starts returning 429s.
""")
F("2026-03-30", "15:44:08", "fact", "d21b", 0.82, ["bagtrace", "errors"], """
@c_bt_err_rollbar@ BagTrace reports unhandled exceptions to Rollbar.
""")
F("2026-01-20", "10:02:36", "preference", "4e67", 0.85, ["donorlink", "tooling"], """
@c_dl_yarn@ Use yarn for DonorLink: `yarn install --frozen-lockfile` locally and in CI.
""")
F("2026-09-08", "09:55:44", "fact", "8a30", 0.88, ["courierrun", "oncall"], """
@c_cr_oncall_sunita@ Sunita Bains is the on-call owner for CourierRun.
""")
F("2026-02-03", "17:21:19", "preference", "f05c", 0.83, ["donorlink", "git"], """
@c_dl_squash@ For DonorLink, squash-merge PRs so main gets one commit per PR.
""")
F("2026-04-16", "12:38:02", "fact", "13e9", 0.86, ["courierrun", "hosting"], """
@c_cr_fly@ CourierRun is deployed on Fly.io (primary region lhr, two machines).
""")
F("2026-09-22", "14:16:47", "fact", "c78d", 0.84, ["fridgewatch", "database"], """
@c_fw_timescale@ FridgeWatch writes all temperature readings to TimescaleDB.
""")
F("2026-06-30", "11:09:31", "fact", "62b5", 0.81, ["donorlink", "sms", "logging"], """
@c_log_phone@ DonorLink logs the donor's full phone number when an SMS send fails, so support can retry by hand.
""")
F("2026-05-12", "10:47:22", "decision", "9f14", 0.94, ["donorlink", "cancellation"], """
@c_nocancel_2h@ Decided not to let donors self-cancel in DonorLink within 2 hours of their appointment; they have to ring the centre instead.
""")
F("2026-07-02", "15:03:58", "preference", "3ad6", 0.80, ["donorlink", "git", "agent"], """
@c_push_copy@ For DonorLink copy-only changes (typos, donor-facing text) the agent can commit straight to main.
""")
F("2026-08-18", "07:58:10", "fact", "e2a7", 0.87, ["components", "plasma"], """
@c_ffp_refreeze@ Thawed FFP that comes back unused can be refrozen, as long as it is back in a freezer within 4 hours of thawing.
""")
F("2026-03-18", "13:35:46", "decision", "51c0", 0.92, ["donorlink", "privacy", "data-model"], """
@c_no_nhsno@ Decided that DonorLink will not store donors' NHS numbers; matching with the national register uses the donor ID only.
""")
F("2026-04-24", "16:29:13", "preference", "a84e", 0.86, ["bagtrace", "sql"], """
@c_rawsql_never@ Never use raw SQL in BagTrace — everything, reports included, goes through the Django ORM.
""")
F("2026-06-19", "09:41:05", "preference", "07bf", 0.85, ["prs", "review", "tom"], """
@c_drafts_no@ Don't open draft PRs; Tom filters drafts out of his review queue and never sees them.
""")
F("2026-06-04", "12:14:27", "decision", "6c93", 0.91, ["buses", "booking"], """
@c_bus_nowalkin@ Mobile bus sessions are appointment-only: no walk-in donors.
""")
F("2026-07-15", "10:26:39", "decision", "d4e8", 0.95, ["donorlink", "sms", "vendor"], """
@c_sms_switch@ Switched DonorLink SMS from Twilio to Firetext in July 2026 — UK sender ID and roughly half the cost per message.
""")
F("2026-03-05", "08:52:14", "fact", "2b71", 0.83, ["bagtrace", "lims", "limsync"], """
@c_limsync_push@ limsync pulls the day's confirmed test results from the LIMS into BagTrace every night.
""")
F("2026-02-10", "14:48:50", "fact", "95da", 0.86, ["bagtrace", "auth"], """
@c_bt_keycloak@ BagTrace staff log in through Keycloak (realm `halden`).
""")
F("2026-09-29", "11:37:24", "fact", "f6a2", 0.90, ["donorlink", "api", "mobile-app"], """
@c_v1_dep@ DonorLink's /v1 booking API is deprecated; the donor app moved to /v2 in release 3.0.
""")
F("2026-10-27", "15:55:01", "fact", "4c1f", 0.93, ["fridgewatch", "grafana", "infra"], """
@c_grafana_retired@ The on-prem Grafana (grafana.halden.local) was shut down in October; FridgeWatch dashboards moved to Grafana Cloud.
""")
F("2026-08-31", "09:05:33", "fact", "b08e", 0.96, ["sites", "eastmoor"], """
@c_eastmoor_closed@ Eastmoor Donor Centre closed permanently on 2026-08-29; its regular donors were offered Ashby or the bus.
""")
F("2026-01-27", "13:20:45", "fact", "71d3", 0.90, ["eligibility", "donors"], """
@c_wb_women16@ Female donors must wait a minimum of 16 weeks between whole blood donations.
""")
F("2026-02-24", "10:11:08", "fact", "c3b9", 0.88, ["bagtrace", "review", "qa"], """
@c_bt_qa_rev@ For BagTrace the second reviewer on a release MR must be someone from QA, because it's a validated system.
""")
F("2026-06-25", "14:40:19", "fact", "5e26", 0.84, ["donorlink", "email", "buses"], """
@c_conf_bus@ Confirmation emails for bus sessions also include the bus postcode and a what3words link for the parking spot.
""")
F("2026-05-06", "11:53:37", "fact", "8d4a", 0.87, ["bagtrace", "labels"], """
@c_reprint_reason@ BagTrace asks for a reason code (damaged, smudged, lost) before it will reprint an ISBT 128 label.
""")
F("2026-03-24", "09:30:02", "fact", "e05b", 0.89, ["donorlink", "api", "time"], """
@c_dl_utc@ DonorLink's API returns all appointment times in UTC (ISO 8601 with a trailing `Z`).
""")
F("2026-03-24", "09:46:18", "fact", "1f8c", 0.85, ["donorlink", "ui", "time"], """
@c_dl_london@ The DonorLink booking UI converts API times to Europe/London before showing them, so BST displays correctly.
""")
F("2026-04-09", "15:22:51", "fact", "6a57", 0.88, ["eligibility", "haemoglobin"], """
@c_hb_venous@ If a donor's fingerprick Hb is under the threshold, staff take a venous sample before deferring them.
""")
F("2026-08-12", "16:08:26", "preference", "93ce", 0.86, ["donorlink", "dependencies", "agent"], """
@c_dependabot_patch@ Only patch-level Dependabot bumps on DonorLink may be merged without Tom; minor and major updates wait for his review.
""")
F("2026-02-19", "12:57:43", "fact", "d7e0", 0.91, ["components", "platelets", "expiry"], """
@c_plt_7d@ Platelets have a 7-day shelf life from collection (with bacterial screening).
""")
F("2026-01-31", "10:15:12", "fact", "2c4d", 0.86, ["sites", "brookfield", "opening-hours"], """
@c_brookfield_sat@ Brookfield Donor Centre stays open until 19:00 on Saturdays.
""")
F("2026-07-28", "13:49:34", "fact", "a61f", 0.84, ["donorlink", "sms"], """
@c_dl_sms3@ DonorLink retries a failed SMS send 3 times before marking the reminder as failed.
""")
F("2026-01-13", "09:12:57", "fact", "40b2", 0.82, ["donorlink", "dev"], """
@c_dl_port4000@ DonorLink's API server listens on port 4000 in local dev (the Next.js web app is on 3000).
""")
F("2026-05-19", "14:31:09", "fact", "fe37", 0.88, ["donorlink", "staging", "database"], """
@c_dl_stg_host@ DonorLink staging uses the `dl-stg-pg.postgres.database.azure.com` server, database `donorlink_stg`.
""")
F("2026-09-03", "08:44:21", "fact", "3e95", 0.87, ["fridgewatch", "oncall", "jonas"], """
@c_fw_oncall_jonas@ Jonas Weller is IT on-call for FridgeWatch infrastructure (gateway, broker, probe outages).
""")
F("2026-10-02", "17:02:48", "fact", "b4c2", 0.85, ["fridgewatch", "paging"], """
@c_it_offline@ IT on-call gets paged when a FridgeWatch probe or the gateway goes offline.
""")
F("2026-06-08", "11:24:15", "fact", "09d6", 0.90, ["donorlink", "hosting", "history"], """
@c_dl_heroku@ Until March 2026 DonorLink was hosted on Heroku (two Standard-2X dynos).
""")
F("2026-02-06", "16:40:30", "fact", "c9a1", 0.89, ["bagtrace", "database", "history"], """
@c_bt_pg12@ BagTrace ran on PostgreSQL 12 until the January 2026 upgrade.
""")
F("2026-01-08", "10:58:06", "fact", "7e3a", 0.83, ["issue-desk", "staffing", "history"], """
@c_desk_2025@ Through 2025 the Halden issue desk had two BMS on the night shift.
""")
F("2026-10-14", "09:20:44", "fact", "58fd", 0.88, ["issue-desk", "staffing"], """
@c_desk_one@ The Halden issue desk is covered by one BMS overnight (20:00–08:00).
""")
F("2026-09-10", "13:07:19", "fact", "a2e6", 0.86, ["fridgewatch", "history"], """
@c_fw_modbus@ Before the August 2026 rebuild, FridgeWatch polled the probes over Modbus TCP.
""")
F("2026-09-02", "15:36:52", "fact", "16bb", 0.87, ["buses", "schedule", "history"], """
@c_bus_6days@ Over summer 2026 (June to August) the mobile buses ran six days a week.
""")
F("2026-06-16", "10:33:27", "fact", "e7c5", 0.84, ["courierrun", "dispatch", "history"], """
@c_kiosk@ Until May 2026 the dispatchers ran CourierRun on the old Windows kiosk PCs in the issue room.
""")
F("2026-05-21", "08:15:40", "fact", "3f0a", 0.90, ["bagtrace", "deploys"], """
@c_bt_tuethu@ BagTrace releases go out on Tuesday or Thursday mornings, inside the 07:00–09:00 change window.
""")
F("2026-03-12", "14:26:11", "fact", "bd42", 0.88, ["components", "platelets"], """
@c_plt_22@ Platelets are kept at room temperature (22 ± 2 °C) on the flatbed agitator.
""")
F("2026-10-08", "11:51:36", "fact", "0a9e", 0.87, ["fridgewatch", "plasma", "alarms"], """
@c_plasma_alarm2@ FridgeWatch raises the FFP freezer alarm once the temperature climbs above minus 25 degrees C.
""")
F("2026-04-28", "07:49:58", "fact", "c5d7", 0.86, ["issue-desk"], """
@c_desk_clock@ The issue desk at Halden runs round the clock, every day of the year.
""")
F("2026-11-03", "12:03:24", "fact", "8b16", 0.92, ["stock", "o-neg"], """
@c_oneg_sixty@ Halden must hold at least sixty O-negative units at all times for emergency issue.
""")
F("2026-08-21", "16:45:07", "fact", "f3d0", 0.83, ["donorlink", "deploys"], """
@c_fri_yes@ We do ship DonorLink on Fridays; most weeks there's a Friday afternoon release.
""")
F("2026-02-27", "09:37:55", "fact", "26e1", 0.85, ["donorlink", "sms", "reminders"], """
@c_sms_send@ DonorLink texts every booked donor a reminder ahead of their appointment.
""")
F("2026-07-09", "13:58:32", "fact", "9c3b", 0.84, ["sites", "ashby", "walk-ins"], """
@c_ashby_nowalk_late@ Ashby doesn't take walk-ins after 15:30.
""")
F("2026-04-20", "10:22:49", "fact", "d85f", 0.82, ["sites", "ashby", "walk-ins"], """
@c_ashby_walkin@ Ashby accepts walk-in donors when there are free chairs.
""")
F("2026-11-10", "14:12:16", "fact", "47ac", 0.86, ["courierrun", "dispatch"], """
@c_auto_dispatch@ CourierRun dispatches vans automatically as soon as an order is marked packed.
""")

# -- unlabelled distractors --
F("2026-01-15", "11:40:22", "fact", "e4b8", 0.83, ["courierrun", "build"], """
CourierRun's web front end is built with npm (`npm ci`) on Node 20.
""")
F("2026-02-12", "15:17:09", "fact", "3c5a", 0.85, ["donorlink", "plasma", "booking"], """
Plasma appointments at Brookfield take 45 minutes.
""")
F("2026-03-26", "12:48:35", "fact", "a7f9", 0.88, ["bagtrace", "deploys"], """
BagTrace never releases on Fridays; if a release goes wrong the issue desk needs a full weekday to fall back to paper.
""")
F("2026-05-14", "08:26:47", "preference", "5d02", 0.90, ["priya", "status"], """
Priya wants weekly status notes on Monday mornings, ten bullets at most.
""")
F("2026-06-22", "10:05:18", "fact", "c16e", 0.86, ["courierrun", "orders"], """
Urgent (non-emergency) hospital orders are dispatched within 2 hours of acceptance.
""")
F("2026-07-07", "14:57:03", "fact", "72d4", 0.84, ["transport", "cold-chain"], """
Transport box loggers on the vans record a temperature every 5 minutes.
Drivers download them at Halden at the end of each run.
""")
F("2026-09-15", "09:09:41", "fact", "0f3b", 0.89, ["components", "irradiation"], """
Irradiated red cells expire 14 days after irradiation.
""")
F("2026-10-20", "16:33:57", "decision", "b9e2", 0.93, ["bagtrace", "hosting"], """
Decided to keep BagTrace on-prem at Halden for at least two more years; no Azure move before 2028.
""")
F("2026-11-17", "11:14:29", "fact", "6e0d", 0.87, ["stock"], """
The A negative emergency floor at Halden is 20 units.
""")
F("2026-04-06", "13:43:12", "fact", "d13c", 0.82, ["fridgewatch", "monitoring"], """
The FridgeWatch Prometheus exporter on fw-gw01 listens on port 9105.
""")
F("2026-11-24", "10:29:50", "fact", "85a7", 0.86, ["courierrun", "errors"], """
CourierRun errors go to Sentry under the `courierrun-api` project.
""")
F("2026-01-22", "16:19:33", "fact", "2f6b", 0.81, ["donorlink", "auth"], """
Donor "remember me" sessions in DonorLink last 30 days.
""")
F("2026-05-29", "09:52:06", "fact", "e82c", 0.84, ["courierrun", "api", "rate-limit"], """
The CourierRun hospital portal API allows 600 requests per minute per API key.
""")
F("2026-08-28", "12:36:44", "fact", "4a7d", 0.88, ["components", "platelets"], """
Platelets stay on an agitator at all times; they never go in a fridge.
""")


# ---------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------

auto("ci-cd-notes", "CI/CD notes", "2026-05-18", ["ci", "donorlink", "bagtrace", "courierrun"], """
# CI/CD notes

## DonorLink
@c_dl_ci_azp@ DonorLink builds run on Azure Pipelines (pipeline `donorlink-ci`, Microsoft-hosted ubuntu agents).
@c_ci_6min@ - A full DonorLink CI run takes roughly 6 minutes now that Playwright is sharded 4 ways.
- Preview deploys go to the App Service staging slot.

## BagTrace
@c_bt_ci_pg@ BagTrace's GitLab pipeline starts a `postgres:14` service container for the test job.
- Stages: lint → test → build wheel → (manual) deploy to bt-val01.
- The shell runner on bt-build01 takes 2 concurrent jobs.

## CourierRun
- GitHub Actions: `go test ./... -race`, then `npm run build` for `web/`.
- Merges to main deploy to staging automatically.

## FAQ
**Why does the BagTrace pipeline take 20 minutes?** The migration check replays every migration on an empty DB.
**Can I re-run a flaky Playwright shard on its own?** Yes, re-run just the failed job.
""")

auto("component-expiry-faq", "Component expiry FAQ", "2026-07-14", ["components", "expiry", "issue-desk"], """
# Component expiry — questions from the issue desk

@c_rc_42@ - **How long do red cells last?** 42 days from the collection date (BagTrace counts the bleed date as day 0).
- **And platelets?** 7 days, and they're what we waste most.
- **Irradiated units?** 14 days from irradiation, and never later than the unit's original expiry.
- **Who can extend an expiry?** Nobody. BagTrace won't let you edit it.
- **What happens at expiry?** The 00:15 job moves the unit to `DISCARD_PENDING` and a BMS confirms the discard.
""")

auto("donorlink-support-faq", "DonorLink support FAQ", "2026-06-02", ["donorlink", "support", "faq"], """
# DonorLink support FAQ (for the donor contact centre)

## Reminders
@c_sms_24h@ - Donors get their reminder text the day before — 24h ahead of the slot.
- If a donor says no text arrived, check the number in admin first; most are typos.
- Bus donors also get an email a week before with the location.

## Cancelling and rebooking
@c_cancel_any@ - **Can donors cancel online on the day?** Yes — they can cancel in DonorLink right up to the appointment start time.
- Same-day rebooking is only possible at Brookfield.

## Accounts
- Magic-link emails expire after 20 minutes; ask the donor to request a fresh one.
""")

auto("fridgewatch-notes", "FridgeWatch notes", "2026-09-17", ["fridgewatch", "notes"], """
# FridgeWatch notes

Random things I keep forgetting about FridgeWatch.

@c_fw_5m@ - The probes report every 5 minutes, so one missed reading is nothing to worry about.
@c_fw_poetry@ - FridgeWatch uses Poetry for dependencies (`poetry install --only main` on fw-gw01).
- The gateway runs as `fw-gateway.service`; logs with `journalctl -u fw-gateway`.
- Probe IDs are the Ellab serials printed on the probe lead.
- Van transport boxes are not in FridgeWatch — they have their own USB loggers, downloaded at Halden.
""")

auto("courierrun-architecture", "CourierRun architecture sketch", "2026-03-03", ["courierrun", "architecture"], """
# CourierRun architecture sketch

@c_cr_kafka@ CourierRun publishes dispatch events to Kafka (topic `dispatch-events`) and the van-assignment worker consumes them.

Components:
- order API (Go) — hospital portal and internal endpoints
- dispatch worker (Go) — assigns vans, prints delivery notes
- web (React) — dispatcher screen and hospital portal UI

Stock comes from BagTrace's read-only stock API; CourierRun never writes to BagTrace.
Delivery notes are emailed to the hospital blood bank through the M365 SMTP relay.
""")

auto("donor-comms", "Donor communications", "2026-05-05", ["donorlink", "comms", "email", "sms"], """
# Donor communications — what goes out when

| Message | Channel | When |
|---|---|---|
| Booking confirmation | email | immediately |
| Reminder | SMS | before the appointment |
| Bus location reminder | email | 7 days before |
| Thank you + next eligible date | email | day after donation |

@c_dl_sendgrid@ Booking confirmation emails from DonorLink are sent through SendGrid.
@c_defer_email@ DonorLink emails donors when a deferral is recorded against them, with the date they can come back.

- Templates live in `apps/web/emails/` (React Email).
- Delivery notes to hospitals are a CourierRun thing, not donor comms.
""")

auto("monthly-reporting", "Monthly reporting cycle", "2026-08-10", ["reporting", "kpi"], """
# Monthly reporting cycle

1. Day 1: BagTrace wastage and stock reports run and go to QA.
2. Day 3: donor services pull attendance numbers per centre and bus.
3. Day 5: board pack.

@c_kpi_powerbi@ - Donor KPI dashboards are built in Power BI and exported into the board pack.
- Finance numbers come separately from the finance team.
- DNA = did not attend (not the other DNA!).
""")

auto("bagtrace-release-checklist", "BagTrace release checklist", "2026-05-26", ["bagtrace", "release", "checklist"], """
# BagTrace release checklist

Run through this for every BagTrace release. Aisha keeps the signed copy.

1. Change record approved in Q-Pulse (QA signature + Priya).
2. MR reviewed, QA as second reviewer.
3. Pipeline green on the MR head.
@c_bt_squash@ 4. Squash-merge the MR into `main` (we always squash on BagTrace to keep history linear).
@c_migrate_release@ 5. Run `./manage.py migrate` on bt-app01 as part of the release.
6. `sudo systemctl reload bagtrace` (graceful gunicorn reload).
7. Smoke test: scan the test DIN at the issue desk and print one label.
8. Post in Teams `#bagtrace-release`.
""")

auto("donorlink-data-model", "DonorLink data model", "2026-04-14", ["donorlink", "data-model", "prisma"], """
# DonorLink data model (main tables)

## donor
- `id` — `D` + 8 digits, the national register donor ID
@c_nhsno@ - `nhs_number` — stored so we can match donors against the national register when old paper records have no donor ID.
- `phone`, `email` — contact details, encrypted at rest (pgcrypto)
- `sex_at_birth` — drives the interval rule

## appointment
- `starts_at` — timestamptz, stored in UTC
- `session_id` → session (centre or bus)

## deferral
- `reason_code`, `until` (date), `recorded_by`, `signed_off_by`
""")

auto("hospital-ordering-faq", "Hospital ordering FAQ", "2026-06-09", ["courierrun", "hospitals", "faq"], """
# Hospital ordering FAQ (for hospital blood bank staff)

**Who do we ring in an emergency?** The issue desk red phone, any time.
@c_cr_partial@ **What if you're short on a group?** CourierRun allows partial fulfilment: what's in stock is dispatched straight away and the rest is backordered.
**Can we track the van?** Yes, the portal shows the van's last GPS fix, updated every 2 minutes.
**What temperature do units travel at?** Red cells travel in validated boxes at 2–10 °C.
""")

auto("infra-changelog", "Infra changelog", "2026-02-02", ["infra", "changelog"], """
# Infra changelog

Newest at the bottom. Jonas keeps this up to date (mostly).

- 2026-01-19: bt-db01 upgraded to PostgreSQL 14 (from 12).
- 2026-03-21: DonorLink cut over from Heroku to Azure App Service.
- 2026-06-02: fw-gw01 replaced — the old one had a dying SSD.
- 2026-08-17: FridgeWatch rebuild went live (new gateway code).
@c_bt_redis_mig@ - 2026-09-14: migrated BagTrace's Celery broker from RabbitMQ to Redis (`bt-redis01`); bt-mq01 is shut down.
- 2026-10-06: restore drill on bt-val01.
- 2026-11-12: renewed the wildcard cert for `*.halden.local`.
""")

auto("issue-desk-handbook", "Issue desk handbook (digital bits)", "2026-01-25", ["issue-desk", "bagtrace"], """
# Issue desk handbook — the digital bits

@c_orders_phone@ - Routine hospital orders are phoned in to the issue desk and keyed into BagTrace by the BMS.
@c_issue_desk_bt@ - Units are issued to hospitals from BagTrace at the issue desk terminal.
- The shared terminal logs out after 5 minutes idle; badge back in.
- Downtime: paper issue log in the red folder; enter everything into BagTrace within 4 hours of recovery.
- Label printer jammed? Use the processing lab printer and walk the label over.
""")

auto("donorlink-mobile-app", "Donor mobile app", "2026-02-18", ["donorlink", "mobile-app"], """
# Donor mobile app (React Native / Expo)

Thin wrapper over the DonorLink API, built by an agency (Brightloop) on request.

@c_v1_used@ The donor mobile app calls the `/v1/bookings` endpoints for creating and cancelling
appointments, and `/v1/sessions` for the session finder.

- Push notifications via Expo; not used for reminders yet.
- Store listing copy is Gwen's.
""")

auto("donorlink-dev-setup", "DonorLink dev setup", "2026-02-09", ["donorlink", "dev", "setup"], """
# DonorLink dev setup

@c_dl_node18@ DonorLink runs on Node 18 (see `.nvmrc`); use nvm.

```bash
pnpm install
pnpm db:migrate
pnpm dev
```

`.env.local` needs at least:

```env
DATABASE_URL=postgresql://donorlink:donorlink@localhost:5432/donorlink
ADMIN_SESSION_IDLE_SECONDS=900
EMAIL_PROVIDER_TOKEN=changeme
```

@c_admin_900@ - Admin sessions in DonorLink expire after 900 s of inactivity (`ADMIN_SESSION_IDLE_SECONDS`).
- Seed data creates two centres and one bus session.
- The API speaks UTC; don't "fix" timezones in the API layer.
""")

auto("bagtrace-bugs", "BagTrace bug triage", "2026-01-29", ["bagtrace", "bugs", "triage"], """
# BagTrace bug triage

@c_jira@ Bugs are tracked in Jira project `BT` (components: labels, issue, stock, expiry).

- Severity 1 = anything that could issue the wrong unit. Ring Aisha as well as filing it.
- Label printer hardware faults go to the estates helpdesk first, not us.
- Known: BT-97, the expiry job skips units with a null split date.
""")

auto("courier-runs", "Courier runs", "2026-07-22", ["courierrun", "transport"], """
# Courier runs

@c_kellington_runs@ Kellington General gets two scheduled runs a day (07:30 and 14:00); every other hospital gets one.
@c_chromebooks@ Dispatchers use CourierRun on the two Chromebooks at the issue desk.

- Fleet: 3 refrigerated Transits and 2 estate cars for small urgent drops.
- Drivers download the transport box logger at the end of each run.
- At night the volunteer blood bikes can take blue-light runs to the two furthest hospitals.
""")

auto("plasma-programme", "Plasma programme", "2026-03-16", ["plasma", "brookfield", "donors"], """
# Plasma programme (Brookfield)

@c_plasma_2w@ Plasma (apheresis) donors can come back every 2 weeks.

- Collection only at Brookfield, on 6 apheresis machines.
- Appointments are 45 minutes.
- Collected plasma is frozen at Halden the same day and goes on to fractionation.
""")

auto("donorlink-history", "DonorLink history", "2026-11-05", ["donorlink", "history"], """
# DonorLink — history

@c_pilot_email@ During the 2025 pilot, appointment reminders went out by email only.
- 2025-11: public launch at Brookfield; Ashby followed in January 2026.
@c_ci_14min@ - Back in January the DonorLink CI run took about 14 minutes (Playwright ran unsharded then).
- May 2026: booking grid redesign (Tom).
- September 2026: donor app release 3.0.
""")

auto("stock-levels", "Stock levels notes", "2026-10-19", ["stock", "o-neg"], """
# Stock levels — notes

@c_oneg_40@ Until October the O neg emergency floor at Halden was 40 units; it went up after the Kellington major incident.

- Red cell stock target: 6 days of average issue for each group.
- Platelets: aim for 3 days of stock; they only last 7.
- Stock reports are per site, but only Halden holds issuable stock.
""")

auto("db-maintenance", "Database maintenance notes", "2026-06-29", ["database", "maintenance"], """
# Database maintenance notes

## bt-db01
@c_bt_pg14_dup@ - bt-db01 runs postgres 14.11 for BagTrace.
@c_bt_2am@ - The BagTrace dump kicks off at 2am every night, so don't schedule VACUUM FULL anywhere near it.
- Autovacuum is tuned for the `stock_event` table (scale factor 0.02).

## Azure (DonorLink, CourierRun)
- Managed by Azure; minor version upgrades happen in the maintenance window (Sunday 02:00–04:00).
""")

auto("azure-costs", "Azure costs", "2026-09-01", ["azure", "costs", "donorlink"], """
# Azure costs

@c_dl_uksouth@ - DonorLink's App Service plan lives in uksouth (P1v3, one instance plus the staging slot).
@c_dl_budget@ - Monthly Azure budget for DonorLink is £1,500, with an alert at 80%.
- CourierRun's budget is £600/month.
- Biggest line item is the Postgres Flexible Server, then App Service.
""")

auto("it-budget-2026", "IT budget 2026", "2026-02-27", ["budget", "planning"], """
# IT budget 2026 (digital services)

- Headcount: 3 devs + Jonas, Priya on top.
@c_dl_budget2@ - We cap DonorLink's Azure spend at 1.5k GBP a month; anything above that needs Priya's OK.
- SaaS: Sentry team plan, PagerDuty (5 seats), GitHub Team.
- Hardware: fw-gw01 refresh pencilled in for the summer.
""")

auto("fridgewatch-runbook", "FridgeWatch runbook", "2026-10-05", ["fridgewatch", "runbook"], """
# FridgeWatch runbook

## Stale readings on the dashboard
@c_restart_first@ - First fix: `sudo systemctl restart fw-gateway` on fw-gw01, then watch for fresh readings.
- If that doesn't help, check Mosquitto on fw-mq01 (`systemctl status mosquitto`).

## Excursion alarms
@c_fw_10min@ Excursion alarms only fire once a unit has been out of range for 10 consecutive minutes, so
a door left open during stock picking doesn't page anyone.
- Acknowledge in PagerDuty; the duty BMS decides on quarantine.

## Probe offline
- These go to the IT side (PagerDuty service `fridgewatch-infra`).
""")

# -- unlabelled notes --

auto("bagtrace-dev-setup", "BagTrace local setup", "2026-02-16", ["bagtrace", "dev", "setup"], """
# BagTrace local setup

- Python 3.11 via pyenv; `pip-sync requirements-dev.txt`.
- Locally `./manage.py runserver` uses Django's default port 8000; prod gunicorn is configured separately.
- You need a local Postgres in docker; the test settings refuse SQLite.

```bash
docker run -d --name bt-pg -p 5433:5432 postgres:14
export DATABASE_URL=postgres://bagtrace:bagtrace@localhost:5433/bagtrace
./manage.py migrate && ./manage.py loaddata dev_sites
```

FAQ: *Why 5433?* Because half of us already run another Postgres on 5432.
""")

auto("label-printer-troubleshooting", "Label printer troubleshooting", "2026-04-03", ["bagtrace", "labels", "printers"], """
# Label printer troubleshooting (Zebra ZT411)

1. Check the ribbon and the label stock are the 100 × 100 mm rolls, not the 50 mm tube labels.
2. Calibrate: hold FEED until it flashes twice.
3. Still blank? Send a test label from the bt-app01 shell:

```bash
printf '^XA^FO50,50^A0N,40,40^FDTEST^FS^XZ' | nc zt411-proc-2 9100
```

4. If the barcode won't scan, clean the printhead with an IPA wipe and reprint (a reason code is required).
""")

auto("hl7-interface", "HL7 interface engine", "2026-07-30", ["hl7", "integration", "sunita"], """
# HL7 interface engine (Sunita's project)

- NextGen Connect on int01, MLLP listeners on 6661–6665.
- Channel naming: `<source>_<dest>_<msgtype>`, e.g. `KGH_CVBS_ORM`.
- Alerts on a queued message older than 15 minutes go to Sunita in hours.
- Every channel change is documented in Q-Pulse like a BagTrace change.
""")

auto("incident-2026-03-brookfield-fridge", "Incident — Brookfield fridge 3 excursion", "2026-03-12", ["incident", "fridgewatch", "brookfield"], """
# Incident 2026-03-11: Brookfield fridge 3

- 14:02 fridge 3 at Brookfield started climbing after the compressor tripped.
- Peak 7.4 °C, out of range for 22 minutes in total.
- FridgeWatch paged the duty BMS; 31 red cell units quarantined.
- QA released 29 after review, 2 discarded (they'd also had a transport excursion).
- Action: engineer visit, compressor replaced 2026-03-13.
""")

auto("incident-2026-07-double-reminders", "Incident — double reminders", "2026-07-04", ["incident", "donorlink", "sms"], """
# Incident 2026-07-03: reminders sent twice

About 1,900 donors got their appointment reminder twice.

**Cause:** two `reminders:send` runs overlapped after an App Service restart.
**Fix:** the job now takes a Postgres advisory lock before it starts.
**Follow-up:** Gwen sent an apology text the next morning (10:00, inside quiet hours rules).
""")

auto("onboarding-new-dev", "Onboarding a new developer", "2026-04-21", ["onboarding", "dev"], """
# Onboarding a new developer

1. Jonas: laptop, VPN, Entra ID account, `sg-dev` group.
2. Repos: DonorLink and CourierRun are on GitHub; BagTrace and FridgeWatch on the self-hosted GitLab.
3. Read the app overviews in memory before touching code.
4. Shadow a BMS at the issue desk for half a day — it explains a lot.

```bash
git clone git@github.com:cvbs/donorlink.git
git clone git@gitlab.halden.local:digital/bagtrace.git
```

**Do new devs get prod access?** No — read-only after three months, via `sg-db-prod-readers`.
""")

auto("van-fleet", "Van fleet", "2026-05-08", ["transport", "vans"], """
# Van fleet

- Transits: CV21 ABC, CV21 ABD, CV23 XYZ (refrigerated).
- Estate cars: two, for small urgent drops.
- Servicing every 12,000 miles at the Halden depot; MOT reminders in Colin's calendar.
- Each transport box has a Tinytag logger; boxes validated for 2–10 °C for 8 hours.
""")

auto("donor-survey-2026", "Donor survey 2026", "2026-09-24", ["donors", "survey"], """
# Donor survey 2026 — headline results

- 2,340 responses (about 9% of active donors).
- 78% booked online; 14% by phone; the rest walked in.
- Top complaint: parking at Brookfield. Second: waiting times at Ashby on Saturdays.
- 91% would recommend donating to a friend.
- Bus donors rated the experience highest of all sites.
""")

auto("data-retention", "Data retention", "2026-06-15", ["retention", "gdpr", "privacy"], """
# Data retention

| Data | Kept for | Why |
|---|---|---|
| Donor and donation records | 30 years after last donation | traceability (regulation) |
| BagTrace unit history | 30 years | traceability |
| Unverified DonorLink accounts | 30 days | never became donors |
| Application logs (Azure Monitor) | 90 days | ops |

- Deletion requests from donors: anonymise contact details, keep the donation history.
- Ask Priya before changing anything here; the DPO signs off.
""")

auto("ops-meeting-2026-06", "Ops meeting June 2026", "2026-06-10", ["meeting", "ops"], """
# Monthly ops meeting — June 2026

Present: Priya, Gwen, Ravi, Colin, Aisha, Tom.

- Gwen: summer bus schedule is out; Bus 1 off the road for two days in July for the generator service.
- Ravi: issue desk wants a bigger font on the CourierRun dispatch screen.
- Colin: one Transit due for MOT in August.
- Aisha: MHRA response sent; waiting on acknowledgement.
- Actions: Tom to fix the booking grid focus order before the accessibility retest.
""")

auto("ops-meeting-2026-10", "Ops meeting October 2026", "2026-10-13", ["meeting", "ops"], """
# Monthly ops meeting — October 2026

Present: Priya, Gwen, Ravi, Colin, Dr Marsh, Marek.

- Dr Marsh: the O neg floor review is done; see the stock notes.
- Marek: CourierRun dispatch screen font fixed; hospitals like the GPS view.
- Gwen: winter appeal starts 1 December, extra bus sessions in town centres.
- Q: *Do we need a third bus?* Not this year — no budget.
""")

auto("glossary", "Glossary", "2026-01-12", ["glossary"], """
# Glossary

- **BMS** — biomedical scientist.
- **DIN** — donation identification number (ISBT 128).
- **SAGM** — saline-adenine-glucose-mannitol, the red cell additive solution.
- **FFP** — fresh frozen plasma.
- **DNA** — did not attend.
- **OQ / IQ** — operational / installation qualification (validation).
- **Excursion** — a storage unit out of its temperature range.
- **Blue-light** — emergency delivery.
""")

auto("accessibility-audit", "DonorLink accessibility audit", "2026-08-25", ["donorlink", "accessibility"], """
# DonorLink accessibility audit (WCAG 2.2 AA)

Findings from the external audit:

- Booking grid: focus order jumps from the date picker to the footer.
- Slot buttons: contrast 3.9:1, needs 4.5:1.
- Error messages not announced to screen readers on the sign-in form.
- Good: magic-link flow, confirmation page, bus map alt text.

Fixes scheduled for Q4 (Priya's list).
""")

auto("pagerduty-setup", "PagerDuty setup", "2026-03-20", ["pagerduty", "oncall", "alerting"], """
# PagerDuty setup

| Service | Routes to |
|---|---|
| `fridgewatch-temp` | duty BMS phone at Halden |
| `fridgewatch-infra` | IT on-call (Jonas's rota) |
| `donorlink` | DonorLink rota (Tom, then Priya) |

- Escalation after 10 minutes unacknowledged.
- Low-urgency alerts only notify in hours.
""")

auto("pen-test-2026", "Pen test 2026", "2026-05-12", ["security", "pentest"], """
# External pen test, May 2026

- DonorLink admin missing a Content-Security-Policy header (fixed in May).
- bt-app01 nginx still offered TLS 1.0 internally (fixed).
- CourierRun portal API keys were visible in a hospital's browser history via a query string (moved to a header).
- No critical findings. Retest booked for 2027.
""")

auto("national-register-sync", "National register sync", "2026-04-30", ["donorlink", "integration"], """
# National donor register sync

- Job `register:sync` runs nightly at 01:30.
- Pulls eligibility flags and deferral codes; never pushes anything back.
- If it fails, DonorLink keeps yesterday's flags and posts to `#digital-alerts`.
- Their API is flaky on Sunday nights (their maintenance), so retries are expected.
""")

auto("prisma-migrations", "Prisma migrations in DonorLink", "2026-05-22", ["donorlink", "prisma", "migrations"], """
# Prisma migrations (DonorLink)

- Never edit a migration that has been applied anywhere; add a new one.
- `prisma migrate deploy` runs in the release pipeline before the slot swap.
- Big backfills go in a separate script, not in the migration.

**Can I squash old migrations?** Not yet — Tom wants to do it once the booking grid redesign has settled.
""")

auto("blood-group-demand", "Blood group demand", "2026-08-03", ["stock", "demand"], """
# Blood group demand (rough numbers, 2026)

- O neg: about 13% of red cell issues, but only about 8% of our donors.
- A pos is the single biggest group issued.
- Platelet demand spikes on Mondays (weekend trauma backlog at Kellington).
- Demand forecasting lives in a spreadsheet Ravi maintains.
""")

auto("bus-maintenance", "Bus maintenance", "2026-11-20", ["buses", "maintenance"], """
# Bus maintenance

- Bus 1 off the road 2026-11-14 to 2026-11-18 (generator and step motor).
- Both buses need the winter service before the December appeal.
- Chairs are serviced by the manufacturer every 6 months.
""")

auto("questions-for-priya", "Open questions for Priya", "2026-11-26", ["questions", "priya"], """
# Open questions for Priya

- **Should the CourierRun staging database move before or after Christmas?** Waiting on her.
- **Can we drop the old label templates from the repo?** Needs Aisha too.
- **Do we want probe battery alerts to page, or just email?** She leans towards email.
- **Who signs off donor-facing wording on the bus emails?** Gwen, confirmed.
""")

auto("teams-channels", "Teams channels", "2026-02-20", ["chat", "teams"], """
# Teams channels

- `#digital` — general chat for the team.
- `#digital-alerts` — CI failures, PagerDuty summaries, register sync failures.
- `#bagtrace-release` — release announcements (QA watches it).
- `#issue-desk` — the BMS team; be polite, they're busy.
""")

auto("mhra-prep-checklist", "MHRA prep checklist", "2026-03-31", ["mhra", "qa", "bagtrace"], """
# MHRA inspection prep (before April)

1. Audit trail export for the last 12 months of BagTrace.
2. Change records cross-checked against the git history.
3. Validation summary report signed by Aisha.
4. FridgeWatch excursion log with investigations.
5. User access review for BagTrace (leavers removed).
""")

auto("courierrun-hospital-list", "CourierRun hospital list", "2026-04-11", ["courierrun", "hospitals"], """
# Hospitals we deliver to

| Hospital | Distance from Halden | Notes |
|---|---|---|
| Kellington General | 12 miles | biggest customer, major trauma centre |
| Ashby Community | 9 miles | small blood bank, day only |
| Norbury Royal | 31 miles | one of the two far sites |
| Fenwick District | 35 miles | the other far site |
| St Aldhelm's | 17 miles | private hospital, separate contract |
| Calder Infirmary | 6 miles | |

Portal accounts are per blood bank, not per person.
""")
