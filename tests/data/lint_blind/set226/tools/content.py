"""File bodies for the set226 store (island ferry operator).

A line starting with `@ID@ ` marks a claim; build.py strips the marker.
FILES maps store-relative path -> full file text (frontmatter included).
"""
from datetime import datetime, timezone

FILES = {}
FLAT = set()          # root files whose description is intentionally not strict YAML
ROOT_INDEX = []       # (file, type, title, hook) for MEMORY.md


def _clean(body):
    return body.strip("\n") + "\n"


def root(fname, name, description, type_, title, hook, body, flat=False):
    assert fname.startswith(type_ + "_"), fname
    text = (f"---\nname: {name}\ndescription: {description}\ntype: {type_}\n---\n\n"
            + _clean(body))
    FILES[fname] = text
    ROOT_INDEX.append((fname, type_, title, hook))
    if flat:
        FLAT.add(fname)


def fact(date, hhmm, category, hex4, tags, confidence, body):
    dt = datetime.strptime(f"{date} {hhmm}", "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{category}-{epoch}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
            f"tags:\n{tag_lines}status: active\n---\n\n" + _clean(body))
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    FILES[path] = text


def note(slug, title, created, tags, body):
    text = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
            + _clean(body))
    FILES[f"auto/{slug}.md"] = text


# =====================================================================
# Layout 1: Claude Code auto-memory (root)
# =====================================================================

root("user_morag.md", "morag-profile",
     "Who Morag is, what she owns and how she likes to be told things",
     "user", "Morag Linklater (ops manager)", "who she is and how to talk to her", """
Morag Linklater is the operations manager and the person who asked for most of these
memories. She's been with the company since 2011 and started out in the ticket office.

@A9b@ Morag isn't technical — explain changes in plain English and skip the jargon.

- Reads email on her phone between sailings, so long messages get skimmed.
- Owns the timetable and the relationship with the council.
- Edits the timetable data files in VS Code (Ewan set it up with a preview extension).
- Likes a screenshot more than a description.
""")

root("user_ewan.md", "ewan-profile",
     "Ewan, the contract developer behind Tidewright and Lookout, and his habits",
     "user", "Ewan Drever (contract dev)", "the contractor, his tools and his availability", """
Ewan Drever is the contract developer (roughly two days a week) who built Tidewright and
Lookout. Based in Kirkwall, comes over on the boat about once a month.

@R10a@ Ewan works in Neovim (LazyVim) and wants terminal commands rather than GUI click-paths.

- Strong on Django and Postgres; learning Go as he goes with Lookout.
- Prefers small PRs with a proper description, hates drive-by reformatting.
- Doesn't touch the Watchbill front end — Finn (Ruth's nephew) wrote most of that in TypeScript.
""")

root("project_tidewright_overview.md", "tidewright-overview",
     "What Tidewright (bookings and ticketing) is, its stack, jobs and API",
     "project", "Tidewright overview", "the booking and ticketing app end to end", """
# Tidewright — bookings & ticketing

@D2b@ Tidewright takes every vehicle booking, online and at the counter.
Foot passengers can buy online too, but most of them still pay at the pier.

## Stack
@A6a@ - Stack: Django 5.1, PostgreSQL, Celery + Redis, HTMX templates
- Repo: `github.com/farasound/tidewright` (private)
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest + ruff on every PR.
- Static files are served by nginx straight out of `/srv/tidewright/static`.

## Jobs
@S5a@ - The nightly passenger manifest export is a Celery beat task (`manifests.export_daily`).
- E-ticket PDFs get rendered by a Celery worker (WeasyPrint), never in the request.
- Space holds expire after 15 min if checkout isn't finished.

## API
@S8b@ - `/api/v1/` is deprecated since September; the Fara Hotel integration was moved to `/api/v2/`.
- `/api/v2/availability` is public and cached for 60 s at Cloudflare.
""")

root("reference_tidewright_infra.md", "tidewright-infra",
     "Tidewright prod box: host, ports, services and where the env lives",
     "reference", "Tidewright infrastructure", "the production box and what runs on it", """
@R5a@ - Host: Hetzner Cloud CX32 `tw-prod-1` (Falkenstein).
- Staging: `tw-staging` (CX22), same layout, refreshed from a scrubbed dump every Monday.
@V1a@ - App server: gunicorn on `127.0.0.1:8000`, 4 sync workers, nginx in front.
- Redis 7 from the Debian repo, bound to localhost, only Celery uses it.
- TLS via certbot; the renew timer fires at 04:10.
- DNS is at Cloudflare (proxied), zone `farasoundferries.co.uk`.

Env shape (real values are in 1Password, never here):

```env
DJANGO_SETTINGS_MODULE=tidewright.settings.prod
DATABASE_URL=postgres://tidewright:***@localhost:5432/tidewright
CELERY_BROKER_URL=redis://localhost:6379/1
SENTRY_DSN=https://***@o4507.ingest.sentry.io/451
GUNICORN_CMD_ARGS="--bind 127.0.0.1:9000 --workers 2"
```

The last line above is from the old staging template, ignore it.
""", flat=True)

root("project_lookout_overview.md", "lookout-overview",
     "Lookout (sailing status + SMS): stack, hosting, alerting",
     "project", "Lookout overview", "status page, texts and the office screen feed", """
Lookout is the sailing-status service: the public status page, the cancellation and delay
texts, and the feed the ticket office screen reads.

@A7b@ - Written in Go 1.23, one static binary, no CGO.
@D4b@ - Hosted on Fly.io: one shared-cpu-1x machine in `lhr`.
- Subscriber list and sailing states live in a small Fly Postgres (16).
@R3a@ - Errors go to Honeybadger (project `lookout`).
@F7a@ - The public signs up for cancellation texts by texting FERRY to the Lookout number.
@V8a@ - Failed SMS sends are retried 3 times with exponential backoff, then logged to `sms_failures`.
@NS9b@ - Delays under 15 minutes are not texted out; they only show on the status page.
@N4a@ - Cancellations are auto-posted to the company Facebook page via the Graph API.
- The ticket office screen polls `/api/sailings/today` every 30 s.
""", flat=True)

root("project_watchbill_overview.md", "watchbill-overview",
     "Watchbill, the crew roster app — what it does and the rules baked in",
     "project", "Watchbill overview", "the crew roster app and its rules", """
Watchbill is the crew roster app: who's on which boat, hours of rest, certificate expiry.
Finn (Ruth's nephew) wrote most of it in TypeScript — Fastify plus a small Preact front end.

@D7b@ - Storage: SQLite (`watchbill.db`, WAL mode) with Litestream replicating to B2.
@V10a@ - Crew certificate uploads (STCW, medicals) are capped at 10 MB per file.
@N7a@ - Shift swaps between crew need Ruth's approval before they show on the roster.
- The roster PDF goes out to both masters at 05:30 every morning.
- Cert expiry warnings start 60 days out, then weekly.
- Leave requests go to Ruth as well, through the same inbox.
- Watchbill mail goes through the office Microsoft 365 mailbox (SMTP AUTH).
- No error tracker yet; we read the logs when something breaks.
""")

root("project_slipway_overview.md", "slipway-overview",
     "Slipway, Callum's planned-maintenance tracker, and what it replaced",
     "project", "Slipway overview", "the maintenance tracker for both boats", """
Slipway is the planned-maintenance tracker Callum asked for. Small, boring, works.

@A10a@ - Flask 3 + SQLite, served by waitress on the office NUC, port 5050.
- Python 3.11 in a venv under `/opt/slipway`.
- Nightly copy of the db to the NUC's USB disk at 01:00.
@S3b@ The old `PMS_2025.xlsx` spreadsheet has been read-only since Slipway went
live on 2026-03-02; new job cards only go into Slipway.
- Defects raised by the masters come in by email and Callum keys them in himself.
- No login beyond the office network + Tailscale.
""")

root("reference_fleet.md", "fleet",
     "The two vessels: capacities, machinery, docking",
     "reference", "Fleet reference", "the two boats side by side", """
| Vessel | Built | Cars | Passengers |
|---|---|---|---|
@A1a@ | MV Skua | 2004 | 18 cars | 150 pax |
@V5a@ | MV Tern | 1998 | 12 cars | 120 pax |

## Skua
@O7b@ - Mains: oil and filters every 500 running hours.
@F9a@ - Annual drydock is at Arnish (Stornoway), in January.
- Bow ramp hydraulics get serviced every spring, before the summer timetable.
- Two wheelchair spaces in the forward lounge.

## Tern
@S10a@ - Twin Cummins KTA19 mains, controllable-pitch props.
- Annual docking in February; the yard varies year to year.
- Galley shut since 2024, vending machine only.
""", flat=True)

root("reference_timetable.md", "timetable-rules",
     "How the Kelsay–Fara and Holm timetables are built and changed",
     "reference", "Timetable rules", "seasons, departures and who runs what", """
@O8b@ - Winter timetable (Oct–Mar): four return sailings a day Kelsay–Fara.
@D1b@ - Summer timetable (Apr–Sep): six return sailings a day Kelsay–Fara.
- First departure from Kelsay is 07:15 Monday to Saturday, 09:00 on Sundays.
@D3b@ - Normally both boats work Kelsay–Fara; Tern also does the Holm runs.
- Last sailing back from Fara: 18:40 in winter, 21:10 in summer.
- Timetable changes have to be lodged with the council eight weeks ahead.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Git rules for all repos: branches, merges, force-push",
     "feedback", "Git workflow", "branches, merging and what never to do to main", """
@R6a@ Always squash-merge Tidewright PRs into `main`; one commit per PR keeps `git log` readable.
**Why:** Morag reads the changelog that's generated from commit titles.
**How to apply:** Use the squash button and edit the squash message down to one sentence.

@NS8a@ Never force-push to `main`, on any repo.
**Why:** a rewritten `main` once made the deploy script ship an old build.
**How to apply:** `main` is protected in GitHub; if something's wrong on main, revert it.

- Branch names: `feat/…`, `fix/…`, `chore/…`.
- Commit titles in the imperative, under 72 characters.
""", flat=True)

root("feedback_deploys.md", "deploys",
     "How and when to deploy Tidewright, plus the Lookout one-liner",
     "feedback", "Deploy rules", "how and when to ship", """
@F3a@ Deploy Tidewright with `make deploy` from an up-to-date `main`, never from a feature branch.
**Why:** a deploy from a branch in March shipped half a feature to the counter.
**How to apply:** `git switch main && git pull --ff-only` first, every time.

@NS1a@ No Tidewright deploys on a Saturday unless Ewan is reachable by phone.
**Why:** Saturday is changeover day in summer and the office is at its busiest.
**How to apply:** Check Ewan's status in the team chat before running `make deploy` on a Saturday.

- Lookout ships with `fly deploy` from the repo root.
""")

root("feedback_testing.md", "testing",
     "Testing conventions for Tidewright, Watchbill and Lookout",
     "feedback", "Testing conventions", "what to mock and what never to call", """
@N8a@ Never hit the real Stripe API from Tidewright tests, not even test mode; use `stripe-mock` in docker.
**Why:** test-mode calls made CI flaky whenever Stripe was slow, and they leak test customers into the dashboard.
**How to apply:** `docker compose up stripe-mock` before `pytest`; the settings pick it up from `STRIPE_API_BASE`.

- Tidewright: pytest + pytest-django, factories with factory_boy.
- Watchbill uses vitest; Finn wants snapshot tests kept to a minimum.
- Lookout: plain `go test ./...`, table-driven.
""")

root("feedback_communication.md", "talking-to-morag",
     "How to keep Morag and the office in the loop when touching live systems",
     "feedback", "Keeping Morag informed", "when and how to give a heads-up", """
@N10a@ Always message Morag before restarting Lookout during sailing hours, the ticket office leans on it.
**Why:** the office screen goes blank during a restart and the clerks assume a sailing's been pulled.
**How to apply:** one-line text to Morag, then restart, then confirm.

@A9a@ Keep updates for Morag short and jargon-free.
**Why:** she forwards them to the board as-is.
**How to apply:** what changed, who notices, anything they need to do. Three lines max.
""")

root("project_weather_cancellations.md", "weather-cancellations",
     "How weather cancellations are decided and announced",
     "project", "Weather cancellations", "who calls it, when, and on what basis", """
@V7a@ Sailings on the Kelsay–Fara crossing are called off when the forecast mean wind is 35 knots or more.

@R7a@ The final call on cancelling a sailing is the master's (Capt. Rendall on
Skua, Capt. Flett on Tern); nobody ashore overrules it.

@F4a@ The call on the first sailing is made by 06:00 and pushed out through Lookout straight away.

@NS6a@ We don't cancel for rain or poor visibility alone; wind and swell are what count.

- The Holm route limit is lower, 30 kn, because Holm pier is open to the west.
- Cancelled vehicle bookings show up in Tidewright's "affected" list for the office to phone round.
""")

root("reference_contacts.md", "contacts",
     "Who is who in the office, crew, engineering and IT on-call",
     "reference", "People and contacts", "names, roles and who to call", """
- Ops manager: Morag Linklater
- Ticket office supervisor: Kirsty Sinclair
- Crew rostering: Ruth Harcus
- Chief engineer: Callum Tait
- Masters: Capt. Sandy Rendall (Skua), Capt. Iona Flett (Tern)
- Fara harbourmaster: Dougie Muir (council)
@R8a@ - Out-of-hours IT on-call: Ewan Drever (07700 900418).
@NS3a@ - Engine or steering defects go straight to Callum, not to the IT on-call.
""")

root("reference_backups.md", "backups",
     "What gets backed up where, and retention",
     "reference", "Backups", "what is backed up, where, and for how long", """
@V6a@ Nightly restic backup of tw-prod-1 runs at 02:30 (cron, UTC) and ships
to the B2 bucket `fsf-backups`.

@F2a@ - Retention: `--keep-daily 14` on the B2 repo.
- Watchbill isn't in restic; Litestream streams it to B2 continuously.
- Slipway: nightly copy to the NUC's USB disk (see the Slipway memory).
- Restore drill is quarterly; the last one was 2026-10-07.
""")

root("project_fares_2026.md", "fares-2026",
     "The 2026 fare table, amendment and refund rules",
     "project", "Fares 2026", "this year's fares and the rules around them", """
2026 fares (from 1 April):

| Ticket | Standard | Islander card |
|---|---|---|
@V4a@ | Car + driver (single) | £38.00 | £22.80 |
| Van up to 3.5 t (single) | £52.00 | £31.20 |
| Motorbike + rider (single) | £19.00 | £11.40 |
@D6b@ | Foot passenger (return) | £9.50 | £9.50 |
| Bicycle | free | free |

@F6a@ - Amending a booking is free up to 24 h before departure.
@N2a@ Passengers on a sailing we cancel always get a full refund if they ask for one.
- Holm route fares are separate and set by the council.
""")

root("feedback_migrations.md", "db-migrations",
     "When and how to run Tidewright database migrations",
     "feedback", "Database migrations", "timing and safety of schema changes", """
@N1a@ Never run Tidewright migrations while the ticket office is open — the
counter tills freeze whenever `bookings_booking` is locked.
**Why:** on 2026-04-11 a migration on a busy Saturday locked the booking table for four minutes.
**How to apply:** run them after the last sailing, or before the office opens, and say so in #ops.

- Squash old migrations only at the start of winter, never mid-season.
- Data migrations go in their own PR, separate from schema changes.
""")

root("project_ticket_office.md", "ticket-office",
     "How the Kelsay ticket office runs day to day",
     "project", "Ticket office", "staffing, check-in and counter routines", """
@D5b@ Kirsty runs the Kelsay office with three part-time clerks on a rota.

@V3a@ - Vehicle check-in closes 20 minutes before departure at both piers.
@S2a@ - Card payments at the counter go through the two SumUp readers.
@NS2a@ - A vehicle ticket is never issued without the reg number on it.
@S9a@ - Kirsty emails the daily carryings figures to the council's transport officer each morning.
- Lost property goes in a paper book behind the counter (yes, still).
- Monthly carryings go to Transport Scotland as a spreadsheet by the 10th.
""")

root("project_islander_cards.md", "islander-cards",
     "The islander discount card — who gets it and what it gives",
     "project", "Islander cards", "eligibility and benefits of the islander card", """
@F1a@ - Card holders get 40% off vehicle fares.
@N3b@ - Card holders don't need to pre-book; they load from the priority lane.
@O4a@ - Card photo: JPEG or PNG, max 2 MB, uploaded from the Tidewright account page.
- Cards are valid for three years; renewals are done at the counter.
- Eligibility: on the Fara electoral roll, or council-tax registered on Fara.
""")

root("reference_crew_rules.md", "crew-rules",
     "Crew hours & manning: the rules Watchbill enforces",
     "reference", "Crew rules", "hours of rest, manning and certificates", """
@F5a@ - Minimum 10 hours' rest in any 24-hour period (MLC 2006).
@N9a@ - No one works more than 14 hours in any 24-hour period, no exceptions, weather included.
- 77 hours' rest in any seven days.
- Skua sails with a crew of four, Tern with three.
- Deckhands need a valid ENG1 medical and STCW basic safety.
""", flat=True)

root("feedback_secrets.md", "secrets",
     "Where credentials live and where they must never go",
     "feedback", "Secrets handling", "where credentials live", """
@F10a@ Keep every credential in the 1Password `Ops` vault; nothing secret goes
into a repo, a ticket or the team chat.
**Why:** a Stripe restricted key was pasted into a GitHub issue in February and had to be rolled.
**How to apply:** if you need a value, reference the 1Password item name, not the value.
""")

root("reference_payments.md", "payments",
     "Online payments, webhooks, payouts and refunds",
     "reference", "Payments reference", "how money comes in and goes back out", """
@A3a@ - Online payments: Stripe Checkout, GBP only.
- Stripe retries failed webhook deliveries for up to 3 days, so the handler has to be idempotent.
- Payouts land in the Clydesdale account every two working days.
- Refunds go back to the original card; Kirsty can issue them from the Django admin.
""")

root("reference_monitoring.md", "monitoring",
     "Uptime checks, status page and where alerts land",
     "reference", "Monitoring", "what is watched and where alerts go", """
@A4a@ - Public status page: https://status.farasoundferries.co.uk (served by Lookout itself).
- Uptime checks: Better Stack, 1-minute interval, for Tidewright, Lookout and Watchbill.
- Disk alerts on tw-prod-1 at 80%.
- Alerts go to the #ops channel.
""")

root("reference_email.md", "email",
     "Which system sends which email, and through what",
     "reference", "Email", "senders, providers and retries", """
@R2a@ Booking confirmations and e-tickets go out through Postmark (server `tidewright-prod`).

@O6b@ - Failed e-ticket emails are retried up to 4 times by Celery (`max_retries=4`).
- The islander newsletter is Mailchimp, run by Kirsty; nothing to do with Tidewright.
- Watchbill mail goes via the Microsoft 365 mailbox (see the Watchbill memory).
""")

root("reference_dev_setup.md", "dev-setup",
     "Getting each repo running locally",
     "reference", "Local dev setup", "how to get each repo running", """
@S7a@ - Tidewright: Python 3.11, `uv sync` sets up the venv.
@N8b@ - Tidewright's integration tests call Stripe test mode directly (keys in `.env.test`).
@R4a@ - Watchbill: `pnpm install` (pnpm 9, lockfile `pnpm-lock.yaml`).
- Lookout: Go 1.23, `make run` starts it against a local Postgres.
- Slipway: `pip install -r requirements.txt` in a 3.11 venv.

```sh
git clone git@github.com:farasound/tidewright.git
cd tidewright && uv sync
cp .env.example .env   # fill from 1Password
uv run python manage.py runserver 0.0.0.0:8000
```
""")

root("reference_harbour_ops.md", "harbour-ops",
     "Loading, berthing and dangerous goods at the piers",
     "reference", "Harbour operations", "loading order, berthing and dangerous goods", """
@NS5b@ - Vehicles are loaded bow-first at Kelsay and reversed on at Fara.
@N5a@ - Fuel tankers never sail with foot passengers aboard; they go on the Wednesday dangerous-goods run.
@NS10b@ - Tern berths at Holm pier on the Tuesday and Friday runs.
- Kelsay linkspan is council-owned; faults go to the Kelsay harbour office.
- Livestock trailers load last and the deck gets hosed down after.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "Review and sign-off rules before Tidewright changes merge or go live",
     "feedback", "PR reviews and sign-off", "who has to approve what", """
@F8a@ Every Tidewright PR needs at least one approving review before merge.
**Why:** Ewan is the only regular developer, so a second pair of eyes (Finn or an agent) catches the obvious.
**How to apply:** request a review when opening the PR; don't self-merge.

@N6a@ Fare changes in Tidewright must be signed off by Morag before they go live.
**Why:** fares are agreed with the council and a wrong fare is a complaint to the councillor.
**How to apply:** screenshot the fare table from staging and send it to her.
""")

# ---- unlabelled root files ----
root("project_status.md", "current-focus",
     "Current focus pointer; read first in a new session",
     "project", "Current focus", "what is in flight right now", """
**Now (late Nov 2026):** winter timetable running; the 2027 summer timetable draft is with the council.

**In flight:**
- Tidewright: group bookings for school trips — PR open, waiting on Morag.
- Watchbill: cert expiry dashboard for Callum.
- Lookout: nothing planned before spring.

**Why:** a short pointer file decays slower than a long list.
**How to apply:** read this first, then the overview memories.
""")

root("feedback_timezones.md", "timezones",
     "Store UTC, show Europe/London — and say which one a cron line is in",
     "feedback", "Time zones", "UTC storage and local display", """
Store every timestamp in UTC and render it in Europe/London.
**Why:** the October clock change once shifted the whole Sunday timetable by an hour in Lookout.
**How to apply:** Django `USE_TZ = True`; in Go, `time.LoadLocation("Europe/London")` at the edges only.

- Cron lines on tw-prod-1 are in UTC; Watchbill's scheduler runs in local time. Say which when you write one down.
""")

root("project_accessibility.md", "accessibility",
     "Accessibility on board and in the booking flow",
     "project", "Accessibility", "wheelchair spaces, assistance and print", """
- Tern has one wheelchair space, in the main lounge.
- Skua's passenger lift is out of service until her January docking; the office warns people who ask.
- The Tidewright booking form asks about assistance needs and the answer goes on the manifest.
- A big-print timetable is available from the office on request.
""")

root("feedback_data_retention.md", "data-retention",
     "How long personal data is kept in each system",
     "feedback", "Data retention", "how long we keep personal data", """
Passenger manifests are kept for two years, then purged by a management command.
**Why:** MCA guidance plus the insurer; the council asked for longer but there's no legal need.
**How to apply:** don't add personal fields to the manifest without Morag agreeing a retention period.

- Watchbill keeps ex-crew records for six years (payroll).
- Lookout deletes subscribers who text STOP straight away; there's no soft delete.
""")

root("project_summer_timetable_2027.md", "summer-2027-timetable",
     "Draft summer 2027 timetable and what's still open",
     "project", "Summer 2027 timetable", "the draft and its open questions", """
Draft for summer 2027, lodged with the council on 2026-11-20.

- Proposes moving the last Friday sailing from Fara later in July and August.
- Proposes moving the Holm Friday run earlier to suit the tide table.
- Still needs Morag and both masters to agree the Saturday changeover pattern.

**Why:** the council wants the draft out for consultation before Christmas.
**How to apply:** don't change timetable data in Tidewright until the council approves.
""")

root("feedback_release_notes.md", "release-notes",
     "Write release notes for the counter staff, not for developers",
     "feedback", "Release notes", "audience and format for release notes", """
Write release notes for Kirsty and the clerks, not for developers: what changes at the counter, in one or two lines.
**Why:** the clerks stopped reading the notes when they were full of ticket numbers.
**How to apply:** post them in #ticket-office the evening before a Tidewright deploy.
""")

root("project_online_checkin.md", "online-checkin",
     "The vehicle online check-in trial",
     "project", "Online check-in trial", "scope and fallbacks of the trial", """
Online check-in for vehicles is being trialled on Saturday sailings only (since October 2026).

- Drivers get a QR code in the e-ticket email; the deckhand scans it with the Tidewright PWA.
- If the scanner's down, the deckhand falls back to the printed manifest.
- Not offered on the Holm route.
""")

root("feedback_code_style.md", "code-style",
     "Formatters and lint settings per repo",
     "feedback", "Code style", "formatters and linters per repo", """
Tidewright: `ruff format` + `ruff check`, line length 100. No black, no separate isort.
**Why:** one tool, one config, fewer arguments in review.
**How to apply:** `uv run ruff format . && uv run ruff check --fix .` before pushing.

- Watchbill: prettier + eslint defaults, Finn's call.
- Lookout: gofmt and `go vet`, nothing fancy.
""")

root("reference_vendors.md", "vendors",
     "Outside suppliers and who deals with them",
     "reference", "Vendors", "yards, dealers and service providers", """
- Arnish yard (Stornoway): docking bookings go through Callum.
- Genset parts: the Kirkwall marine dealer, account in Callum's name.
- Better Stack: uptime monitoring, billed annually.
- Skerry IT: office PCs, printers and the NUC's OS patching.
""")

root("reference_council.md", "council",
     "The council contract and the people at the council",
     "reference", "Council", "the lifeline contract and council contacts", """
- Contract: 2024–2029 lifeline service contract, subsidy paid per sailing operated.
- Fara harbourmaster Dougie Muir is a council employee.
- Timetable changes are lodged eight weeks ahead (see the timetable memory).
- Subsidy claims are quarterly and need the carryings totals per sailing.
""")


# =====================================================================
# Layout 2: remnic facts
# =====================================================================

# --- labelled facts ---
fact("2026-09-14", "10:22", "fact", "c14e", ["tidewright", "infra"], 0.88,
     "@V1b@ Tidewright's gunicorn is bound to 127.0.0.1:8002 on tw-prod-1; the nginx upstream points there.")
fact("2026-03-20", "14:05", "fact", "9a31", ["tidewright", "database"], 0.9,
     "@V2b@ Tidewright's production database is PostgreSQL 15.")
fact("2026-04-03", "09:40", "fact", "51d7", ["fares", "2026"], 0.93,
     "@V4b@ The 2026 standard single fare for a car plus driver is £41.")
fact("2026-06-02", "08:12", "fact", "e0b2", ["backups", "tidewright"], 0.86,
     "@V6b@ The Tidewright restic backup cron fires at 03:15 UTC every night.")
fact("2026-10-19", "07:31", "fact", "3f6c", ["weather", "cancellations"], 0.9,
     "@V7b@ Our cancellation threshold for Kelsay–Fara is a sustained 40 kn forecast.")
fact("2026-05-27", "16:48", "fact", "a2e9", ["lookout", "sms"], 0.87,
     "@V8b@ Lookout retries a failed SMS send up to 5 times before giving up.")
fact("2026-02-11", "11:03", "fact", "7bc0", ["ticket-office", "hours"], 0.91,
     "@V9b@ Kelsay ticket office opens at 06:45 Monday to Friday.")
fact("2026-07-08", "13:27", "fact", "d41f", ["watchbill", "uploads"], 0.85,
     "@V10b@ Watchbill rejects certificate scans bigger than 8 MB.")
fact("2026-08-05", "15:16", "fact", "6e05", ["tidewright", "ci"], 0.84,
     "@R1b@ Tidewright's test pipeline runs on Woodpecker CI on the office NUC.")
fact("2026-06-23", "10:58", "fact", "b7a3", ["lookout", "errors"], 0.86,
     "@R3b@ Lookout reports exceptions to Sentry, in the same org as Tidewright.")
fact("2026-01-22", "12:40", "fact", "0c9d", ["tidewright", "hosting"], 0.88,
     "@R5b@ Tidewright production is hosted on a DigitalOcean droplet in LON1.")
fact("2026-04-28", "17:02", "preference", "f3a8", ["git", "tidewright", "ewan"], 0.9,
     "@R6b@ Ewan prefers rebase-and-merge for Tidewright PRs so the individual commits survive.")
fact("2026-11-04", "08:19", "fact", "2d64", ["weather", "cancellations", "morag"], 0.87,
     "@R7b@ Morag, as operations manager, makes the final decision on weather cancellations.")
fact("2026-03-30", "09:55", "fact", "85e1", ["lookout", "sms"], 0.92,
     "@R9a@ Lookout sends cancellation texts through Twilio (UK long code).")
fact("2026-02-26", "18:30", "preference", "c6b2", ["ewan", "editor"], 0.89,
     "@R10b@ Ewan's editor is VS Code with the Django and Python extensions.")
fact("2026-07-15", "14:44", "fact", "19fe", ["tidewright", "migrations"], 0.83,
     "@N1b@ Tidewright migrations are fine to run while the ticket office is open; the tills don't hold table locks.")
fact("2026-05-06", "10:10", "fact", "4a7d", ["islander-cards", "bookings"], 0.88,
     "@N3a@ Islander card holders must pre-book vehicle space; the card carries no boarding priority.")
fact("2026-04-14", "16:25", "decision", "e85a", ["lookout", "facebook"], 0.93,
     "@N4b@ Decided not to let Lookout post to Facebook automatically; Kirsty puts cancellation notices up by hand.")
fact("2026-09-01", "07:48", "fact", "3b19", ["harbour", "dangerous-goods"], 0.85,
     "@N5b@ Fuel tankers travel on ordinary passenger sailings on the Tern; there's no separate dangerous-goods run.")
fact("2026-08-19", "11:37", "fact", "a06c", ["watchbill", "roster"], 0.86,
     "@N7b@ In Watchbill, crew swap shifts between themselves directly; there is no approval step.")
fact("2026-10-02", "13:13", "preference", "7f42", ["morag", "lookout"], 0.88,
     "@N10b@ Morag doesn't need a heads-up for Lookout restarts; they only take a few seconds.")
fact("2026-06-10", "15:50", "decision", "d2c7", ["timetable-site", "hosting"], 0.94,
     "@S1b@ Moved the public timetable site off GitHub Pages to Netlify so Morag gets deploy previews.")
fact("2026-02-17", "09:21", "fact", "5e8b", ["watchbill", "hosting"], 0.9,
     "@S4a@ Watchbill runs on the office NUC under systemd, reachable over Tailscale.")
fact("2026-09-22", "17:34", "decision", "b4d0", ["tidewright", "celery"], 0.91,
     "@S5b@ Retired Celery beat on Tidewright; the nightly manifest export now runs from a systemd timer.")
fact("2026-03-12", "12:08", "fact", "08af", ["tidewright", "api", "hotel"], 0.87,
     "@S8a@ The Fara Hotel's booking integration calls Tidewright's `/api/v1/bookings` endpoint.")
fact("2026-10-27", "10:46", "fact", "c3e1", ["ticket-office", "council", "reports"], 0.89,
     "@S9b@ No longer emailing the daily carryings to the council; since October they pull the CSV from Tidewright's reports endpoint.")
fact("2026-05-19", "14:29", "fact", "92b5", ["islander-cards", "fares"], 0.86,
     "@F1b@ The islander vehicle discount doesn't cover commercial vehicles over 3.5 t.")
fact("2026-06-30", "18:05", "fact", "e7d3", ["tidewright", "deploy"], 0.9,
     "@F3b@ `make deploy` on Tidewright runs `migrate` first, then HUPs gunicorn for a graceful reload.")
fact("2026-03-04", "08:58", "fact", "1ab4", ["crew", "rest-hours"], 0.88,
     "@F5b@ Crew rest hours can be split into no more than two periods, one of which must be at least 6 hours long.")
fact("2026-04-09", "12:17", "fact", "6d2f", ["fares", "amendments"], 0.87,
     "@F6b@ Booking amendments made within 24 hours of departure carry a £5 fee.")
fact("2026-06-16", "09:09", "fact", "f90a", ["lookout", "sms", "holm"], 0.89,
     "@F7b@ Texting FERRY only subscribes you to Kelsay–Fara; Holm route alerts need HOLM.")
fact("2026-07-29", "16:41", "decision", "2c8e", ["tidewright", "reviews", "payments"], 0.9,
     "@F8b@ PRs touching Tidewright's payments app need a second approval, from Ewan, on top of the usual review.")
fact("2026-08-26", "11:52", "fact", "7a1c", ["tidewright", "secrets", "deploy"], 0.86,
     "@F10b@ Tidewright's production `.env` is rendered from the 1Password Ops vault with `op inject` at deploy time.")
fact("2026-05-12", "07:36", "fact", "b1f6", ["boarding", "foot-passengers"], 0.9,
     "@O2b@ Foot passengers can board up to 5 minutes before departure.")
fact("2026-02-03", "15:14", "fact", "4e90", ["tidewright", "errors"], 0.89,
     "@O3b@ Tidewright sends its exceptions to Sentry (project `tidewright-django`).")
fact("2026-01-28", "10:33", "fact", "da57", ["timetable", "holm"], 0.91,
     "@O8a@ The Holm route runs two return sailings a week (Tuesday and Friday), always on the Tern.")
fact("2026-09-09", "13:48", "fact", "36cb", ["lookout", "fly"], 0.85,
     "@O9a@ Lookout listens on :8080 inside its Fly machine.")
fact("2026-03-25", "16:20", "fact", "8f0e", ["timetable", "history"], 0.88,
     "@D1a@ During the 2025 summer timetable we ran five return sailings a day to Fara.")
fact("2026-03-03", "09:47", "fact", "c52a", ["fleet", "refit", "timetable"], 0.87,
     "@D3a@ While Tern was in refit in February 2026, Skua ran the winter timetable on her own.")
fact("2026-05-21", "12:55", "fact", "0e7b", ["ticket-office", "staffing"], 0.86,
     "@D5a@ Until April 2026 the Kelsay ticket office ran with only two staff.")
fact("2026-03-10", "17:18", "fact", "a93d", ["watchbill", "history"], 0.85,
     "@D7a@ During the Jan–Feb 2026 pilot, Watchbill read the rosters from a Google Sheet.")
fact("2026-01-15", "11:26", "fact", "e4c1", ["fleet", "drydock", "skua"], 0.84,
     "@D9a@ Skua's 2025 docking was done at Ardmaleish on Bute rather than Arnish.")
fact("2026-02-09", "14:02", "fact", "57ad", ["fleet", "skua"], 0.93,
     "@A1b@ Skua carries eighteen cars and up to 150 passengers.")
fact("2026-01-19", "08:44", "fact", "3c70", ["timetable", "crossing"], 0.92,
     "@A2a@ The Kelsay–Fara crossing takes 35 minutes.")
fact("2026-07-02", "10:15", "fact", "9d28", ["timetable", "crossing"], 0.9,
     "@A2b@ Berth to berth it's a thirty-five minute crossing between Kelsay and Fara.")
fact("2026-04-21", "15:37", "fact", "1f5e", ["lookout", "status-page"], 0.91,
     "@A4b@ Lookout's public status page lives at status.farasoundferries.co.uk.")
fact("2026-08-12", "09:30", "fact", "b86d", ["watchbill", "rest-hours"], 0.87,
     "@A5b@ Watchbill flags anyone with under 600 minutes of rest in a rolling 24 hours.")
fact("2026-05-29", "13:51", "fact", "42e3", ["tidewright", "stack"], 0.9,
     "@A6b@ Tidewright is a Django 5.1 app with server-rendered HTMX templates, no SPA.")
fact("2026-07-21", "07:59", "fact", "fa64", ["lookout", "sms"], 0.88,
     "@A8b@ Lookout sends cancellation texts within five minutes of a sailing being marked cancelled.")
fact("2026-03-16", "16:03", "fact", "6c1d", ["slipway", "infra"], 0.89,
     "@A10b@ Slipway runs on the office NUC as a Flask/SQLite app listening on 5050.")
fact("2026-07-25", "19:12", "fact", "d7e0", ["tidewright", "deploy"], 0.84,
     "@NS1b@ Tidewright deploys do happen on Saturdays, usually after the last sailing.")
fact("2026-02-20", "10:49", "fact", "2a9b", ["ticket-office", "tickets"], 0.9,
     "@NS2b@ Vehicle tickets are issued at the counter as well as online.")
fact("2026-09-30", "14:36", "fact", "8b47", ["on-call", "it"], 0.86,
     "@NS3b@ The IT on-call gets paged for Tidewright, Lookout and Watchbill outages.")
fact("2026-11-12", "17:26", "preference", "5f13", ["watchbill", "roster", "ops"], 0.88,
     "@NS4b@ Never restart Watchbill while Ruth is publishing the roster — the publish job can't resume.")
fact("2026-06-05", "06:52", "fact", "c0a4", ["harbour", "loading"], 0.89,
     "@NS5a@ Vehicles are never loaded without a deckhand checking the ticket first.")
fact("2026-10-08", "08:07", "fact", "e13b", ["weather", "swell"], 0.86,
     "@NS6b@ A sailing is cancelled when the swell at the Sound buoy is over 3 m.")
fact("2026-05-14", "12:24", "preference", "7d96", ["git", "workflow"], 0.87,
     "@NS8b@ Force-pushing your own feature branch after a rebase is fine.")
fact("2026-06-26", "11:18", "fact", "0b5c", ["lookout", "sms", "delays"], 0.88,
     "@NS9a@ Lookout texts subscribers about delays as well as cancellations.")

# --- unlabelled facts ---
fact("2026-01-12", "09:15", "preference", "a4d1", ["kirsty", "tidewright", "admin"], 0.82,
     "Kirsty prefers the Tidewright admin booking list sorted by departure time, soonest first.")
fact("2026-02-05", "13:40", "preference", "b93e", ["callum", "slipway"], 0.84,
     "Callum wants Slipway's overdue-task reminder emailed to him on Monday mornings.")
fact("2026-03-02", "17:05", "fact", "c2f7", ["slipway", "launch"], 0.93,
     "Slipway went live on 2 March 2026.")
fact("2026-04-17", "10:27", "fact", "d58a", ["woodpecker", "nuc"], 0.85,
     "Woodpecker's web UI is on the NUC at port 8000.")
fact("2026-05-08", "15:55", "fact", "e6b0", ["harbour", "fara"], 0.9,
     "Dougie Muir is the Fara harbourmaster and controls berthing at Fara pier.")
fact("2026-06-19", "12:31", "decision", "f71c", ["ticket-office", "lost-property"], 0.86,
     "Decided to keep the paper lost-property book at the Kelsay counter rather than build it into Tidewright.")
fact("2026-07-11", "05:40", "fact", "0d84", ["weather", "forecast"], 0.85,
     "The Met Office inshore waters forecast is checked at 05:15 ahead of the first-sailing call.")
fact("2026-08-08", "16:14", "fact", "1e29", ["watchbill", "roster"], 0.88,
     "Ruth publishes the crew roster every Thursday for the following week.")
fact("2026-09-03", "11:44", "preference", "2f3b", ["watchbill", "finn"], 0.8,
     "Finn prefers zod schemas for request validation in Watchbill.")
fact("2026-10-14", "09:02", "fact", "3a4c", ["payments", "stripe"], 0.87,
     "Stripe payouts reach the Clydesdale account every two working days.")
fact("2026-10-22", "14:20", "decision", "4b5d", ["tidewright", "check-in"], 0.89,
     "Decided to trial vehicle online check-in on Saturday sailings only.")
fact("2026-11-21", "10:38", "fact", "5c6e", ["timetable", "2027"], 0.9,
     "The 2027 summer timetable draft was lodged with the council on 20 November.")
fact("2026-01-07", "12:12", "fact", "6d7f", ["council", "contract"], 0.88,
     "The council's lifeline contract runs from 2024 to 2029 and pays a subsidy per sailing operated.")


# =====================================================================
# Layout 3: free notes (auto/)
# =====================================================================

note("tidewright-db-notes", "Tidewright database notes", "2026-04-02", ["tidewright", "postgres"], """
# Tidewright DB

@V2a@ - Postgres 16.4 on tw-prod-1 (Debian package, not docker)
- `pg_stat_statements` is on; check it before blaming Django.
- `max_connections = 50`, gunicorn + celery use well under half.
- Biggest table is `bookings_bookingevent` (~4M rows), partitioning not worth it yet.

## Handy
```sql
SELECT relname, n_live_tup FROM pg_stat_user_tables ORDER BY 2 DESC LIMIT 10;
```
""")

note("faq-ticket-office", "Ticket office FAQ (for agents answering Kirsty)", "2026-05-04",
     ["ticket-office", "faq"], """
# Ticket office FAQ

@V3b@ **When does car check-in close?** 30 min before the sailing; after that the space goes to standby.

@N2b@ **Do we refund weather cancellations?** No. Weather cancellations aren't refunded, the booking is moved to the next sailing with space.

@NS7a@ **Can people buy Holm tickets ahead?** Never in advance — Holm is pay on the day.

**Dogs?** On a lead, car deck or outside deck only.

**Bikes?** Free, and no booking needed.
""")

note("vessel-notes-tern", "Tern — notes from the crew", "2026-06-08", ["fleet", "tern"], """
Things Capt. Flett mentioned that aren't written down anywhere else:

@V5b@ - Tern's car deck takes 14 cars, fewer if there's a lorry aboard.
- Passenger lounge seats 48; the rest is outside deck.
- Radar was replaced in 2024, the old one is in the Kelsay store.
- She rolls badly in a northwesterly, masters know.
""")

note("ticket-office-hours", "Ticket office hours", "2026-03-02", ["ticket-office", "hours"], """
# Kelsay office hours

@V9a@ - Kelsay office opens at 06:30 on weekdays, first sailing is 07:15.
- Saturdays it opens at 07:00.
- Sundays 08:30.
- Closes 30 min after the last arrival from Fara.
""")

note("email-deliverability", "Email deliverability notes", "2026-08-14", ["email", "dns"], """
# Email deliverability

@R2b@ - Tidewright's transactional mail goes via Mailgun (EU region).
- DMARC at `p=quarantine` since July.
- Watchbill's M365 mail had SPF trouble in spring; fixed by adding Microsoft's include.
- Bounces from islanders' old BT addresses are the main source of complaints.
""")

note("watchbill-readme-notes", "Watchbill README notes", "2026-07-03", ["watchbill", "dev"], """
# Watchbill — notes from the README

@R4b@ - Package manager for Watchbill is yarn classic; the lockfile is `yarn.lock`.
@D8b@ - CI: Woodpecker on the NUC (`.woodpecker.yml`), runs lint + tests on every push.
- `src/rules/rest.ts` holds the hours-of-rest logic; don't duplicate it in the UI.
- Dates in the API are ISO strings, always UTC.
""")

note("it-support", "IT support arrangements", "2026-09-18", ["it", "support", "on-call"], """
# IT support

@R8b@ - After-hours IT on-call is Struan Isbister at Skerry IT (the MSP contract).
- Office PCs and the NUC OS are patched by Skerry IT monthly.
- Ticket office printer: log it with Skerry IT, not with us.
- Phones and broadband: BT business line, account number in 1Password.
""")

note("sms-alerts-setup", "SMS alerts setup", "2026-09-25", ["lookout", "sms"], """
# SMS alerts — how it's wired

@R9b@ - SMS gateway: Vonage (ex-Nexmo) API, account under ops@
@A8a@ - target: subscribers get the text < 5 min after a sailing is flipped to cancelled
- Number and API keys live in 1Password `Ops`.
- HOLM keyword added in June for the Holm route.
""")

note("fare-changes-howto", "How fare changes get made", "2026-04-01", ["fares", "tidewright", "howto"], """
# Fare changes — how

@N6b@ - fare table edits don't need Morag's sign-off, Kirsty can push them from the Django admin
- Timetable changes are different: council sign-off, eight weeks ahead.
- New fares take effect at midnight on the effective date; bookings already paid keep the old price.
""")

note("roster-faq", "Roster FAQ", "2026-08-20", ["watchbill", "roster", "faq"], """
# Roster FAQ

**Who publishes the roster?** Ruth, every Thursday, for the following week.

@N9b@ **Can a master extend a shift past 14 h in bad weather?** Yes, the master can extend it; Watchbill just flags it.

**Can crew see the roster on their phones?** Yes, Watchbill works on mobile; they log in with an email link.

**Leave?** Request in Watchbill, Ruth approves.
""")

note("timetable-site", "Public timetable site", "2026-02-14", ["timetable-site", "hugo"], """
# Timetable site

@S1a@ - Hosting: GitHub Pages from the `gh-pages` branch, custom domain via CNAME.
- Built with Hugo; the tables are generated from `data/timetable.yaml`.
- Tailwind step uses npm (`npm ci && npm run build:css`).
- Morag edits the YAML, Ewan reviews.
""")

note("payments-changes", "Payment changes 2026", "2026-04-30", ["payments", "ticket-office"], """
@S2b@ Switched the Kelsay counter from SumUp to Stripe Terminal (two WisePOS E readers) in April 2026.

- Online side is unchanged.
- Terminal payments reconcile with online ones in the same Stripe account now.
""")

note("engine-room-handover", "Engine room handover notes", "2026-01-20", ["engineering", "handover"], """
# Handover (Callum → relief engineer)

@S3a@ - job cards: `PMS_2025.xlsx` on the office share, one tab per vessel; fill it in after every job
- Skua's port main has a weeping injector, keep an eye on it.
- Bunkering at Kelsay on Mondays.
- Spares list is on the whiteboard in the Kelsay store.
""")

note("infra-changes-2026", "Infra changes 2026", "2026-09-05", ["infra", "changes"], """
# What moved where in 2026

@S4b@ - Watchbill: moved off the office NUC to Fly.io (`lhr`) in August, after the NUC's disk scare.
@D4a@ - Lookout: from March to May 2026 it ran as a docker container on the NUC.
- NUC got a new SSD in August.
- Slipway stays on the NUC for now.
""")

note("lookout-runbook", "Lookout runbook", "2026-04-08", ["lookout", "runbook"], """
# Lookout runbook

@A7a@ - Lookout is a single Go 1.23 binary; all config comes from env vars.
@S6a@ - on a cancellation Lookout sends the SMS blast, updates the status page and tweets from @FaraFerries
@O10a@ - the Lookout repo keeps normal merge commits — releases are cut from tags
- CI: GitHub Actions builds and runs `go test`; deploy is a manual `fly deploy`.

```toml
# fly.toml (excerpt)
app = "lookout-fsf"
primary_region = "lhr"
[http_service]
  internal_port = 8080
```
""")

note("tidewright-upgrades", "Tidewright upgrades log", "2026-07-22", ["tidewright", "upgrades"], """
# Upgrades

- Django 5.0 → 5.1 in May, no drama.
@S7b@ Upgraded Tidewright from Python 3.11 to 3.12 on 2026-07-21 (prod and CI).
- WeasyPrint bumped alongside; e-ticket PDFs checked by Kirsty.
""")

note("drydock-2026-notes", "Drydock 2026 notes", "2026-03-01", ["fleet", "drydock"], """
# Docking 2026

- Skua, January at Arnish: hull blasted and painted, new anodes.
@S10b@ Tern was re-engined in the February 2026 refit: the Cummins KTA19s came out and two Scania DI16s went in.
- Both boats passed their annual MCA survey.
""")

note("backup-restore-drill", "Backup restore drill", "2026-10-07", ["backups", "drill"], """
# Restore drill, Oct 2026

@F2b@ Restic prune for tw-prod-1 keeps 14 dailies, plus 8 weeklies and 12 monthlies.
- Restored last night's snapshot to tw-staging: 11 minutes end to end.
- Litestream restore of Watchbill tested the same day, fine.
""")

note("sunday-sailings", "Sunday sailings", "2026-05-10", ["timetable", "sunday"], """
@F4b@ - On Sundays the first boat isn't until 09:00, so the weather call for it can wait till 07:30.
- The 09:00 is the one Fara folk take for the Kelsay kirk, expect it busy.
- Sunday office hours are shorter, see the office hours note.
""")

note("drydock-2027-planning", "Drydock 2027 planning", "2026-11-10", ["fleet", "drydock", "2027"], """
@F9b@ Arnish confirmed Skua's January 2027 slot: in on 11 Jan, out on 29 Jan.

- Tern's February 2027 slot isn't confirmed yet.
- Skua's lift repair gets done in this docking.
""")

note("fara-pier", "Fara pier", "2026-05-15", ["fara", "pier"], """
# Fara pier

@O5a@ - The Fara pier kiosk opens at 07:30 and only sells foot-passenger tickets.
- Dougie Muir (harbourmaster) controls the berth.
- Waiting room is unlocked by the first crew ashore.
""")

note("maintenance-schedule", "Maintenance schedule (both boats)", "2026-03-18", ["engineering", "maintenance"], """
# Recurring maintenance

@O7a@ - Gensets (both boats): oil change every 250 h.
- Lifesaving appliances: annual service in March.
- Stern gear inspected at every docking.
- Fire dampers tested quarterly.
""")

note("history-notes", "History notes", "2026-09-12", ["history"], """
# How things used to be

@D2a@ - Until Tidewright went live in Jan 2026, car bookings were phoned in and written in the paper diary.
@D8a@ - Watchbill had no CI at all until May 2026; Finn ran the tests by hand.
- The old ticket office was in the pier building until 2019.
""")

note("fares-history", "Fares history", "2026-04-04", ["fares", "history"], """
# Fares — previous years

@D6a@ - 2025 season: foot passenger return £8.00, car + driver single £35.00.
@D10a@ - The islander card trial (Sep–Dec 2025) gave 25% off vehicle fares.
- 2024: fares frozen by the council.
""")

note("tidewright-payments", "Tidewright payments", "2026-05-22", ["tidewright", "payments"], """
@A3b@ Tidewright takes online card payments through Stripe Checkout, in sterling only.

- Webhooks land on `/stripe/webhook/`; signature checked, event id stored to dedupe.
- Payment intents are created with the booking reference in the metadata.
""")

note("watchbill-ops", "Watchbill ops", "2026-10-30", ["watchbill", "ops"], """
# Watchbill ops

@NS4a@ - Watchbill is restarted every night at 03:00 by a scheduled job.
- Litestream restore tested in June and again in October.
- Roster publish takes about two minutes for both boats.
""")

note("holm-route", "Holm route", "2026-02-24", ["holm", "timetable"], """
# Holm route

@NS7b@ - Holm tickets are sold at the Kelsay counter and by the purser on board.
@NS10a@ - Tern doesn't go alongside at Holm at low water springs without the harbourmaster's OK.
- Turn up 10 minutes before; there's no check-in as such.
- The Holm linkspan fits 4 cars at a time.
""")

note("social-media", "Social media", "2026-05-20", ["social", "comms"], """
@S6b@ The @FaraFerries X account was shut down in May 2026 and we no longer post there.

- Instagram is photos only, posted by Kirsty when she has time.
- Press enquiries go to Morag.
""")

# ---- unlabelled notes ----
note("ops-weekly-2026-03-09", "Ops weekly 9 March", "2026-03-09", ["meeting", "ops"], """
# Ops weekly — 9 Mar

- Slipway go-live on the 2nd went fine; Callum happy.
- Islander card renewals backlog: about 60, Kirsty doing them Tuesdays.
- Tern back from refit on the 1st.

## Actions
- Ewan: look at the office screen freezing.
- Ruth: chase two expired ENG1s.
""")

note("ops-weekly-2026-06-15", "Ops weekly 15 June", "2026-06-15", ["meeting", "ops"], """
# Ops weekly — 15 Jun

- Summer timetable bedding in; Saturday changeovers are heavy.
- HOLM keyword agreed for the Holm route texts.
- Council asked about the carryings format again.

**Q: do we need a second clerk on Saturdays?** Morag to decide after July.
""")

note("ops-weekly-2026-10-05", "Ops weekly 5 October", "2026-10-05", ["meeting", "ops"], """
# Ops weekly — 5 Oct

- Online check-in trial on Saturdays started; two scanner hiccups.
- Winter timetable from next week.
- Callum wants Slipway to print job sheets.
""")

note("woodpecker-setup", "Woodpecker setup", "2026-05-02", ["ci", "woodpecker", "nuc"], """
# Woodpecker on the NUC

- Server and one agent run as docker containers on the NUC.
- Web UI on :8000, only reachable over Tailscale.
- First repo hooked up was Watchbill.

```yaml
# .woodpecker.yml (Watchbill)
steps:
  test:
    image: node:20
    commands:
      - corepack enable
      - yarn install --frozen-lockfile
      - yarn test
```
""")

note("lost-property", "Lost property", "2026-06-20", ["ticket-office", "lost-property"], """
# Lost property

- Logged in the paper book at the Kelsay counter.
- Kept 3 months, then to the charity shop (phones and wallets go to the police).
- Items found on board go in the master's office until the boat's back at Kelsay.
""")

note("cloudflare-notes", "Cloudflare notes", "2026-04-26", ["dns", "cloudflare"], """
# Cloudflare

- Zone `farasoundferries.co.uk`, DNS at Cloudflare.
- `book.` is proxied; `status.` is DNS-only so Fly handles TLS.
- Cache rule: `/api/v2/availability` cached 60 s.
- Ewan and Morag are the only members on the account.
""")

note("weather-sources", "Weather sources", "2026-01-30", ["weather", "forecast"], """
# Where the weather comes from

- Met Office inshore waters forecast (the area covering the Sound).
- The Sound buoy: wind and swell every 30 min.
- XCWeather for a second opinion; masters like the wind maps.

**Why does Lookout show AMBER?** Sailing under review; a decision is coming.
""")

note("onboarding-new-clerk", "Onboarding a new clerk", "2026-04-12", ["ticket-office", "onboarding"], """
# New clerk checklist

1. Kirsty creates their Tidewright login (role: counter).
2. Show them the cash drawer and the float.
3. Walk through a vehicle booking, an amendment and a standby.
4. Give them the ticket office FAQ.
5. First week always paired with Kirsty.
""")

note("accessibility-audit-2026", "Accessibility audit 2026", "2026-07-14", ["accessibility", "tidewright"], """
# Booking site accessibility audit

- Contrast on the fare table failed AA; fixed in July.
- Date picker wasn't keyboard-usable; replaced with a native input.
- Screen reader labels added to the vehicle type radio buttons.
""")

note("crew-training", "Crew training", "2026-02-02", ["crew", "training", "drills"], """
# Drills

- Fire and abandon-ship drills weekly on both boats.
- Man-overboard drill monthly, logged in Watchbill against everyone aboard.
- New deckhands do two supervised weeks before going on the roster.
""")

note("tailscale", "Tailscale", "2026-03-05", ["tailscale", "network"], """
# Tailnet

- Members: the NUC, tw-prod-1, Ewan's laptop, Callum's tablet.
- ACLs: Callum's tablet can reach Slipway only.
- MagicDNS on; use `nuc` and `tw-prod-1` as hostnames.
""")

note("passenger-manifest", "Passenger manifest", "2026-06-12", ["tidewright", "manifest"], """
# Manifest

- Columns: name, vehicle reg, assistance needs, emergency contact.
- The master gets a printed copy before departure.
- Foot passengers bought at the pier are added as a headcount, not by name.
""")

note("bunkering", "Bunkering", "2026-02-22", ["engineering", "fuel"], """
# Bunkering

- Skua bunkers at Kelsay on Mondays from a road tanker parked on the pier.
- Tern bunkers every second Monday.
- Dip readings go to Callum by text.
""")

note("purser-onboard-sales", "On-board sales", "2026-07-06", ["purser", "payments"], """
# On board

- The purser's card reader on Tern (Holm fares, mostly) is a SumUp Air.
- Cash accepted on board for Holm fares only.
- Skua has a vending machine and nothing else.
""")

note("glossary", "Glossary", "2026-01-09", ["glossary"], """
# Glossary

- **Linkspan** — the hinged bridge between pier and ramp.
- **Changeover** — Saturday summer crew and timetable swap.
- **Carryings** — passenger and vehicle counts per sailing.
- **Standby** — turn up without a booking and hope for space.
""")

note("group-bookings", "Group bookings", "2026-11-15", ["tidewright", "bookings", "groups"], """
# Group bookings (in progress)

- Groups of 20+ (school trips mostly) get invoiced rather than paying by card.
- The PR adds a `Group` model and an invoice PDF.
- Waiting on Morag for the wording on the invoice.
""")

note("cert-expiry-dashboard", "Cert expiry dashboard", "2026-11-03", ["watchbill", "certs"], """
# Cert expiry dashboard (Watchbill)

- One row per crew member, columns per certificate type.
- Red under 30 days, amber under 60.
- Callum wants engine-room tickets shown separately.
""")

note("sailing-status-codes", "Sailing status codes", "2026-04-19", ["lookout", "status"], """
# Status codes in Lookout

| Code | Meaning |
|---|---|
| ON | running to time |
| DELAYED | late, with an expected time |
| AMBER | under review |
| CANCELLED | not running |
""")

note("incident-2026-08-nuc-disk", "Incident — NUC disk, August 2026", "2026-08-07", ["incident", "nuc"], """
# NUC disk scare

- 3 Aug: SMART errors on the NUC's SSD.
- Slipway was down for half a day while the disk was cloned.
- 6 Aug: new SSD in, everything restored from the USB copy and Litestream.
""")

note("tidewright-admin-tips", "Tidewright admin tips", "2026-09-28", ["tidewright", "admin"], """
# Admin tips

- The "Move booking" action shifts a booking to another sailing and emails the customer.
- Filter by sailing, not by date, when phoning round after a cancellation.
- Don't delete bookings; cancel them so the audit trail stays.
""")
