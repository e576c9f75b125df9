"""Root (Claude Code auto-memory) files: (filename, name, description, type, title, hook, body)."""

ROOT = []


def R(fname, name, desc, typ, title, hook, body):
    ROOT.append(dict(fname=fname, name=name, desc=desc, type=typ, title=title, hook=hook, body=body))


# descriptions with an unquoted ': ' on purpose (not strict YAML, as real files are)
FLAT = {
    "reference_windcheck.md",
    "feedback_sms.md",
    "reference_propane.md",
    "project_weight_manifest.md",
    "reference_oncall.md",
}

R("project_flightdesk.md", "flightdesk-overview",
  "What flightdesk is, its stack, and where its moving parts live", "project",
  "flightdesk overview", "booking + manifest app, stack and domain model",
  """# flightdesk

Booking + manifest system for the balloon flights. Passengers book shared or private flights, the booking
office (Priya) handles changes, pilots get manifests. Repo `kvb/flightdesk`, Ines owns it, I help.

## Stack
@django42@ - Django 4.2 LTS, DRF for the small API that crewtrack reads.
@py312@ - Runtime: Python 3.12 (`python:3.12-slim` base image).
@fd_uv@ - Python deps are managed with `uv`; `uv.lock` is committed, no pip-tools or poetry.
@fd_pg16@ - Database: PostgreSQL 16.
@fd_dbport@ - DB: `db1.kvb.internal:5433`, database `flightdesk`, role `fd_app`.
@gunicorn@ - App server: gunicorn on port 8000, 3 workers.
@redis_broker@ - Background jobs: Celery, with Redis as the broker (`redis://127.0.0.1:6379/0`).
- Email: Postmark (transactional stream `outbound`), templates in `templates/email/`.
@sentry@ - Errors go to Sentry (project `kvb-flightdesk`), alerts land in #ops-alerts.
@webhook5@ - Stripe webhooks: the handler task retries processing up to 5 times (`max_retries=5`, exponential backoff).

## Domain
- A `Flight` is one balloon + one slot (date, field, sunrise/evening); a `Booking` holds 1..n `Passenger`s.
- Each passenger row has weight (kg), age and a contact phone; the weights feed the manifest.
- Unpaid bookings auto-expire after 48 h (Celery beat task `expire_unpaid`).
- The crewtrack-facing API (`/api/v2/landings/`) only exposes flight id, balloon and landing pin, nothing
  about the passengers.

## Gotchas
- `Flight.slot` is stored in UTC; the manifest PDF prints local time. BST bit us twice.
- Don't rename the `Passenger.weight_kg` column, the manifest template and two reports use it raw.
""")

R("reference_windcheck.md", "windcheck-reference",
  "windcheck reference: the go/no-go service, its thresholds, schedule and build", "reference",
  "windcheck reference", "what the go/no-go service does and when",
  """# windcheck

Small Go service that turns forecasts + TAFs into a go/no-go per flight slot and tells people about it.

## Build & run
@go122@ - Go 1.22, single static binary, no CGO.
@woodpecker@ - CI: Woodpecker on the NAS (`ci.kvb.lan`), pipeline in `.woodpecker.yml`.
@wc_nas@ - Runs as a cron container on the office NAS (Synology DS920+).
- Metrics on `:9102/metrics`, scraped by the NAS Prometheus.
- Field coordinates come from flightdesk's `/api/v2/fields/`, cached for 24 h.

## Decisions
@wind8@ - Passenger flights are no-go when the forecast mean surface wind is above 8 kt.
- Visibility under 5 km or cloud base under 1,000 ft is also a no-go.
- Upper wind at 2,000 ft over 25 kt gets flagged amber for the pilot to judge.
@gonogo18@ - Publishes the evening go/no-go at 18:00 the day before.
- Morning re-check runs at 04:15 for sunrise slots and 15:30 for evening slots.
@wc_nocancel@ - windcheck never cancels a flight on its own; it recommends, and the duty pilot makes the call in flightdesk.

## Notes
- TAF parsing lives in `internal/taf`; golden files in `testdata/taf/`.
- The slot list is pulled fresh on every run, so a flight added at 17:55 still gets a decision.
""")

R("reference_crewtrack.md", "crewtrack-reference",
  "crewtrack ground-crew app and its API, how it is built and hosted", "reference",
  "crewtrack reference", "ground-crew retrieve app and its API",
  """# crewtrack

Ground-crew app: chase vehicles, the balloon's live position from the pilot's phone, landing pins,
landowner notes. Mobile app (React Native, TypeScript) plus a small API.

## App
@ios_android@ - Runs on iOS and Android (crew phones are a mix).
@pnpm@ - Package manager: pnpm 9, `pnpm-lock.yaml` is the lockfile.
@bugsnag@ - Crash reporting: Bugsnag (React Native SDK); it's a separate project from the web apps.
@sync30@ - Crew position syncs every 30 s while a retrieve is active.
- Push notifications go through Firebase Cloud Messaging.
- Landowner notes are cached on the device for 7 days.

## API
@fastify@ - API: Fastify on Node 20 (TypeScript).
@ct_fly@ - API hosted on Fly.io (`crewtrack-api`, region `lhr`).
- Listens on port 3000; its Postgres is a small managed instance, separate from flightdesk's.
- Auth: crew log in with a 6-digit code texted to their phone.
""")

R("reference_envelog.md", "envelog-reference",
  "envelog, the maintenance and airworthiness log for envelopes, burners, baskets and cylinders", "reference",
  "envelog reference", "maintenance log app and the inspection rules it tracks",
  """# envelog

Maintenance + airworthiness log for the envelopes, burners, baskets and cylinders. Flask 3, Python 3.11,
server-rendered, on the NAS in docker compose. Tomasz and Sully are the main users.

@envelog_db@ - Postgres on `db2.kvb.internal:5432`, database `envelog`.
@insp100@ - Envelope inspection interval: every 100 flying hours or 12 months, whichever comes first (envelog flags it at 90 h).
@cameron_insp@ - Envelope inspections are done by the Cameron Balloons service centre in Bristol.
- Burners: service every 50 hours; the log wants the burner serial, not the balloon reg.
- Cylinders: pressure test every 10 years, envelog warns 60 days ahead.
- Baskets: checked at each envelope inspection, plus a visual before every flight (not logged).
@sheet_ro@ - The old 'KV Maintenance' Google Sheet is read-only since March; envelog is the only place maintenance gets recorded.
- Migrations: `flask db upgrade` runs on container start.
""")

R("reference_launch_fields.md", "launch-fields",
  "Our launch fields, when each is used and where passengers meet", "reference",
  "Launch fields", "which field is used when, and meeting points",
  """# Launch fields

| Field | Role | Launches | Passenger meeting point |
|---|---|---|---|
@ashcombe_row@ | Ashcombe Field | main | sunrise + evening | lay-by on the B4066 |
@minchin_row@ | Minchin Meadow | secondary | evening only | village hall car park |
| Selsley Common | weekends | sunrise only | cattle grid on Bisley Rd |

- Frampton Green is gone (the farm was sold), don't offer it in flightdesk.
- Landowners at Ashcombe are the Pritchards; they get two free flights a year.
- Minchin: no launches before 17:00 on weekdays because of the stud farm next door.
- Every field needs the windsock up before the crew unloads the basket.
""")

R("reference_fleet.md", "fleet",
  "The three balloons, registrations, envelope types and passenger capacity", "reference",
  "Fleet", "the balloons, their regs and what they carry",
  """# Fleet

| Reg | Name | Envelope | Passengers |
|---|---|---|---|
@bigkes_row@ | G-KVBA | Big Kes | Cameron Z-350 | 12 |
| G-KVBB | Amber | Lindstrand LBL 260A | 8 |
| G-KVBC | Wren | Cameron Z-105 | 1 (training, or a flight for one) |

@maxload@ - Big Kes max basket load is 1,450 kg, so the manifest has to come in under that with fuel and pilot.
- Amber's basket is the T-partition one; Big Kes has the double-T.
- Wren lives on the small trailer in the hangar.
""")

R("feedback_git_workflow.md", "git-workflow",
  "How PRs get merged and what never to do on main", "feedback",
  "Git workflow", "merge style and main-branch rules for the repos",
  """@squash@ Squash-merge every flightdesk PR so `main` reads as one commit per change; the PR title becomes
the commit message, so write it properly.

**Why:** Maren reads `git log` on main to see what shipped, and a pile of "wip" commits made that useless.

**How to apply:** keep PR titles short and in the imperative ("Add manifest PDF footer").

@nopush@ Never push straight to `main` on flightdesk, not even one-liners — always open a PR.

- Branch names: `ines/<topic>` or `claude/<topic>`.
- crewtrack PRs get a regular merge commit (release branches are cut from them).
""")

R("feedback_deploys.md", "deploys",
  "When not to ship things, learned the hard way", "feedback",
  "Deploy timing", "when not to ship, learned from a bad weekend",
  """@friday_wc@ Don't deploy windcheck on a Friday afternoon unless someone will be awake for the Saturday 04:15 run.

**Why:** a bad Friday-evening deploy in May meant no morning re-check, and Hattie launched on the
previous evening's call.

**How to apply:** windcheck deploys before 12:00 on a Friday are fine; after that, wait until Sunday evening.
crewtrack releases go to TestFlight / the Play internal track first; no store release on a Saturday.
""")

R("feedback_testing.md", "testing",
  "How Ines wants tests written in the three codebases", "feedback",
  "Testing conventions", "test style per repo",
  """@factory_pref@ Prefer `factory_boy` factories for flightdesk test data over hand-built fixtures.

**Why:** the `Booking` → `Passenger` → `Flight` graph is deep and hand-built fixtures kept drifting.

- windcheck: table-driven tests, golden TAF files in `testdata/`.
- crewtrack: jest + MSW for the API mocks.
- flightdesk tests run against a real Postgres in CI, not SQLite.
""")

R("user_maren.md", "maren",
  "Maren, ops manager and director, how she likes to work with me", "user",
  "Maren (ops manager)", "who Maren is and how to work with her",
  """Maren Okafor runs operations and is a director. Not a developer; explain things in plain words, lead with
what it means for flights and passengers.

@maren_slack@ - Maren doesn't want Slack pings before 07:00 unless it's a no-go call.
- She reads the weekly ops summary on Monday mornings; keep it to one screen.
- She signs off anything that changes what passengers are told.
""")

R("user_ines.md", "ines",
  "Ines, the part-time developer who owns the code", "user",
  "Ines (developer)", "the developer, her hours and tooling",
  """Ines Barros is the only developer, part-time (three days a week). Owns flightdesk, windcheck, crewtrack
and envelog. Likes small PRs and being asked before big refactors.

@vscode@ - Works in VS Code (Python + Django extensions); share editor settings as `.vscode/settings.json` snippets.
- Prefers explanations with the diff, not before it.
- Off on Mondays and Wednesdays; don't schedule anything for her then.
""")

R("reference_infra.md", "infra",
  "Shared infrastructure that is not specific to one app", "reference",
  "Shared infrastructure", "shared boxes, DNS and secrets",
  """# Shared infra

- Office NAS: Synology DS920+ at the Yard. Hosts envelog, Woodpecker, Prometheus and Uptime Kuma.
- DNS: Cloudflare (`kestrelvale.co.uk`).
- Backups land on a Hetzner Storage Box (BX11).
- Internal names: `db1.kvb.internal` (flightdesk), `db2.kvb.internal` (envelog), over Tailscale.
@vault_infra@ - Secrets: the 1Password vault **KV Ops** (Maren and Ines have access).
- The Yard's broadband is a Starlink + BT fallback; don't assume the NAS is reachable at 04:00.
""")

R("reference_oncall.md", "oncall",
  "Ops phone rota: who carries the phone and who to escalate to", "reference",
  "Ops phone rota", "who carries the ops phone and escalation",
  """# Ops phone

| Day | Ops phone | Notes |
|---|---|---|
| Mon-Fri | Priya (09:00-17:00), then the duty pilot | |
@sat_sully@ | Saturday | Sully | also retrieve lead for Big Kes |
| Sunday | Dev | |

@wx_dutypilot@ Weather questions from the booking office go to the duty pilot, not to Tomasz.
- windcheck alerts in #ops-alerts are watched by Ines during office hours only.
""")

R("feedback_passenger_comms.md", "passenger-comms",
  "What we tell passengers and what we must not send them", "feedback",
  "Passenger comms", "what passengers are told, and what never goes out",
  """@arr45@ Tell passengers to arrive 45 minutes before launch time, not an hour before — people stand around
getting cold and then complain.

@cert_noemail@ Don't email the flight certificates automatically; the pilot signs paper ones in the field and hands them out.

@weights_email@ Never put passenger weights in the confirmation email (GDPR, and people hate seeing it).

**Why:** Maren had two complaints in 2025 about weights in emails, one from a hen party.

**How to apply:** check any template change in `templates/email/` against this list before the PR.
""")

R("project_weight_manifest.md", "weight-manifest",
  "Weight manifest: passenger weights, limits and who signs the manifest", "project",
  "Weight manifest", "how passenger weights and the manifest work",
  """# Weight & manifest

@wt_120@ - Per-passenger weight limit is 120 kg; flightdesk refuses the booking above that and Priya rings them.
- Weights are taken at booking and re-checked on the scales at check-in if they look off.
- The manifest sums passengers + pilot + fuel against the balloon's max basket load.
@paper_manifest@ - The pilot gets a printed manifest at the launch field and signs it; that paper copy is the legal record.
- Manifest PDF layout is in `manifests/templates/manifest.html`.
""")

R("project_vouchers.md", "vouchers",
  "Gift vouchers, how long they last and how they are sold", "project",
  "Gift vouchers", "validity and sale channel for gift vouchers",
  """# Gift vouchers

@vch24@ - Vouchers are valid for 24 months from the purchase date.
@shopify@ - Gift vouchers are sold on the Shopify store (shop.kestrelvale.co.uk) and synced into flightdesk nightly.
- A voucher covers one seat on a shared flight; upgrades to private are paid at booking.
- Voucher codes are 10 characters with a `KV-` prefix.
- Christmas is about 40% of voucher sales; Priya wants the stock of printed cards checked in November.
""")

R("reference_met_sources.md", "met-sources",
  "Where weather data comes from for windcheck and for the pilots", "reference",
  "Met sources", "forecast and TAF sources",
  """# Met sources

@datapoint@ - windcheck pulls the site forecasts from Met Office DataPoint (3-hourly, key in `DATAPOINT_KEY`).
- TAFs: Bristol (EGGD) and Gloucestershire (EGBJ), from the NATS AIS feed.
- Pilots also look at the F215 chart and the spot winds before signing off a go.
""")

R("project_season_2026.md", "season-2026",
  "The 2026 flying season, prices and targets", "project",
  "Season 2026", "season dates, products and targets",
  """# Season 2026

- Season runs 1 April to 31 October; winter flights are private bookings only.
@price219@ - Standard shared flight: £219 per person.
- Target is 400 passenger flights; we were at 312 by the end of October.
- Big Kes does most of the shared flights; Amber is for smaller groups and privates.
""")

R("feedback_sms.md", "sms",
  "SMS rules: provider, retries, and what passengers get by text", "feedback",
  "SMS", "how passenger texts are sent and retried",
  """@twilio@ All passenger texts go out through Twilio (sender ID `KVBalloons`).

@evening_sms@ Passengers get the go/no-go by text the evening before, once the duty pilot has confirmed windcheck's call.

@smsretry3@ windcheck retries a failed cancellation SMS 3 times, then flags the booking red for Priya to phone.

**Why:** people turn up at a field at 05:00 if the text didn't land, and that's the worst review we get.

**How to apply:** keep texts to one segment (160 characters); test templates with a real phone, not the console.
""")

R("feedback_flight_ops.md", "flight-ops-rules",
  "Flight-ops rules from Tomasz that code and comms must respect", "feedback",
  "Flight ops rules", "pilot and passenger rules from the chief pilot",
  """@pax_nopack@ Passengers must not help pack the envelope away after landing — only crew handle the fabric,
it's an insurance condition (Aviva policy wording, clause 7).

@age8@ - Minimum passenger age is 8.
@severn_brief@ - Never take passengers out over the Severn estuary without the over-water brief at launch.
- Pilots don't drink within 8 hours of flying (Tomasz keeps 12 for himself).
- Two crew minimum at every launch.

**Why:** these come from Tomasz as chief pilot; he wants them reflected in flightdesk checks and texts.
""")

R("reference_propane.md", "propane",
  "Propane: supply, consumption and cylinder rules", "reference",
  "Propane", "fuel supply and cylinder handling",
  """# Propane

@flogas@ - Supplier: Flogas, bulk tank at the Yard (2 t), deliveries every 3 weeks or so in season.
@gas60@ - A normal hour's flight in Big Kes burns around 60 kg of propane.
- Amber burns about 40 kg an hour, Wren about 20.
@cyl_nofield@ - Cylinders are never refilled at a launch field; only at the Yard from the bulk tank.
- We run 12 Cameron CB2990 cylinders; Big Kes takes 4 per flight.
""")

R("project_retrieve_tracking.md", "retrieve-tracking",
  "Retrieve tracking goals and what crewtrack shows to whom", "project",
  "Retrieve tracking", "retrieve goals and location sharing",
  """# Retrieve tracking

@loc_share@ - We share the chase crew's live location with the booking contact via a link in the landing SMS.
@retrieve30@ - Goal: chase crew at the basket within 30 min of touchdown.
- The pilot's phone sends the balloon's position every 15 s in flight.
- The pilot's iPad shows both chase vans on the map.
""")

R("feedback_secrets.md", "secrets",
  "Where secrets and keys are kept", "feedback",
  "Secrets", "where keys live and where they must not",
  """@vault_secrets@ Secrets live in the 1Password vault 'KV Ops', never in the repo or a committed `.env`.

@age_key@ The `age` key for the backups is on Maren's YubiKey, with a paper copy in the office safe.

**Why:** an old Stripe test key sat in the windcheck repo for a year.

**How to apply:** if you need a secret in CI, ask Ines to add it; don't paste it into chat.
""")

R("reference_payments.md", "payments",
  "How money comes in and goes out", "reference",
  "Payments", "payment channels and invoicing rules",
  """# Payments

- Online payments: Stripe Checkout from flightdesk.
@sumup@ - Card payments at the field (upgrades, photo packs) go through the SumUp reader in the chase van.
@po_invoice@ - Corporate invoices are never issued without a PO number.
- Refunds go back through Stripe to the card that paid.
- Gwen does the month-end reconciliation.
""")

R("feedback_logging.md", "logging",
  "Log levels and what must never be logged", "feedback",
  "Logging", "log levels per service and PII rules",
  """@wc_info@ windcheck logs at INFO in production.

- flightdesk: WARNING for `django.*`, INFO for our own apps.
- crewtrack API: pino JSON at `info`.
- No passenger names or phone numbers in logs, ever.

**Why:** the NAS disk filled up once with DEBUG output from windcheck.
""")

R("reference_backups.md", "backups",
  "What gets backed up, how often and for how long", "reference",
  "Backups", "backup schedule and retention per app",
  """# Backups

@bk14@ - flightdesk: nightly `pg_dump` at 02:15, kept 14 days on the Storage Box.
- envelog: nightly dump too, kept 90 days (CAA record-keeping).
- windcheck: stateless, nothing to back up.
- crewtrack: the provider's daily snapshots.
@age_enc@ - All dumps are encrypted with `age` before they leave the box.
- Restore drill every quarter, last one 2026-10-14.
""")

R("project_crewtrack_offline.md", "crewtrack-offline",
  "crewtrack offline behaviour and platform history", "project",
  "crewtrack offline work", "offline and background behaviour of the crew app",
  """# crewtrack offline / background

@android_beta@ In the 2025 beta crewtrack only ran on Android; iOS came with the 2026 season build.

@ios_bg@ On iOS crewtrack doesn't track in the background unless the crew member has granted "Always" location access.

- Offline map tiles for our launch areas are bundled with the app.
- Sully tests every release in the dead spot behind Minchin before it goes to the crew.
""")

R("feedback_db_migrations.md", "db-migrations",
  "How flightdesk schema migrations are handled", "feedback",
  "DB migrations", "how schema changes are reviewed and applied",
  """@nomigrate@ Never let the deploy run `migrate` automatically for flightdesk — Ines applies migrations by hand
after reading the SQL (`sqlmigrate`).

@mig_review@ Every flightdesk migration goes through PR review like any other change.

**Why:** a migration once locked `bookings_passenger` for four minutes during the voucher rush.

**How to apply:** mention in the PR description whether the migration is safe to run while live.
""")

R("reference_domains.md", "domains",
  "Domains and subdomains and what they point at", "reference",
  "Domains", "domains, subdomains and where they point",
  """# Domains

- `kestrelvale.co.uk` at Cloudflare; the marketing site is on Webflow.
- `book.kestrelvale.co.uk` serves flightdesk.
- `crew-api.kestrelvale.co.uk` serves the crewtrack API.
- `ci.kvb.lan` and `nas.kvb.lan` only resolve inside the office / Tailscale.
""")

R("project_winter_maintenance.md", "winter-maintenance",
  "Winter 2026/27 maintenance plan for the fleet", "project",
  "Winter maintenance 2026/27", "what the fleet gets over the winter",
  """# Winter 2026/27

- Big Kes goes to Bristol in December for its envelope inspection.
- Amber's basket gets re-trimmed (suede top rail) in January.
- Wren's burner is due its service at the end of the season anyway.
- Trailer tyres on the Transit trailer to be replaced before March.
""")

R("feedback_writing_style.md", "writing-style",
  "How Maren wants summaries and passenger-facing text written", "feedback",
  "Writing style", "tone for summaries and passenger text",
  """Keep summaries for Maren short: what changed, what it means for flights, what she needs to decide.

**Why:** she reads them on her phone at the field.

**How to apply:** no jargon like "idempotent" or "migration" in anything for Maren or passengers; say "safe to
run twice" or "database change". British spelling in passenger text.
""")

R("reference_people.md", "people",
  "Who is who at the company", "reference",
  "People", "who does what",
  """# People

- Maren Okafor: ops manager, director.
- Tomasz Brennan: chief pilot.
- Hattie Lowe and Dev Chaudhry: pilots (Dev also instructs).
- Sean "Sully" Sullivan: ground crew lead.
- Priya Nand: booking office.
- Ines Barros: developer (part-time).
- Gwen Tarrant: bookkeeper, Thursdays.
""")

R("feedback_code_review.md", "code-review",
  "What Ines looks for when reviewing my PRs", "feedback",
  "Code review", "what reviews look for",
  """Keep PRs small and single-purpose; Ines reviews on her phone between other things.

**Why:** a 1,200-line PR in March sat for two weeks.

**How to apply:** split refactors from behaviour changes, and put screenshots in the PR for anything a
passenger or Priya sees.
""")

R("project_caa_audit.md", "caa-audit",
  "Preparing for the CAA audit in early 2027", "project",
  "CAA audit", "what the audit will ask for",
  """# CAA audit (Feb 2027)

- They will ask for manifests, pilot logbooks and maintenance records for the last three years.
- Tomasz is pulling the pilot currency report out of his own spreadsheet.
- envelog needs an export to PDF per envelope before then (ticket #88).
""")

R("project_website_redesign.md", "website-redesign",
  "The marketing website rebuild planned for 2027", "project",
  "Website redesign", "the marketing site rebuild",
  """# Website redesign

- Marketing site moves to a new Webflow template for spring 2027.
- Booking stays in flightdesk; the site just links to `book.kestrelvale.co.uk`.
- Photos: Hattie has a drive of 2026 shots with signed consent forms.
""")

R("project_refunds.md", "refunds",
  "Refund rules and who approves them", "project",
  "Refunds", "who approves refunds and how they are paid",
  """# Refunds

@refund_priya@ - Refunds under £300 are approved by Priya in the booking office; above that Maren signs off.
@refund_nocash@ - Refunds are never paid in cash — always back to the original card.
- Weather cancellations are not refunded by default; we rebook.
- Gwen wants every refund tagged with the booking reference in Stripe metadata.
""")

R("reference_ground_crew.md", "ground-crew",
  "Ground crew rules for launches and retrieves", "reference",
  "Ground crew", "crew rules at launch and on the retrieve",
  """# Ground crew

@landowner_first@ - Always get the landowner's OK before driving the chase vehicle onto a field.
@hivis@ - Hi-vis on at the launch field, everyone, every time.
@crew_nodrink@ - Crew don't drink at the post-flight toast, not even the ones who aren't driving.
@whatsapp@ - Retrieve coordination happens in the "KV Crew" WhatsApp group.
- Crew are at the field 90 minutes before launch to rig.
- Chase vans: the white Transit (Big Kes) and the Vivaro (Amber).
- Never drive across standing crops, even with permission.
""")

R("reference_monitoring.md", "monitoring",
  "What watches the apps and who gets told", "reference",
  "Monitoring", "uptime checks and alert routing",
  """# Monitoring

@slack_0420@ - windcheck posts to Maren on Slack (~04:20) when the morning re-check comes out no-go.
- Uptime Kuma on the NAS pings flightdesk, the crewtrack API and envelog every minute.
- Uptime alerts go to #ops-alerts, not to DMs.
- The NAS itself sends its disk warnings to Ines by email.
""")
