"""File bodies for the set247 store (Kestrel Isle Ferries).

A body line starting with ``@ID@ `` marks a labelled claim; build.py strips the marker.
"""

# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------
ROOT = [
dict(file="user_morag_profile.md", name="morag-profile", type="user",
     description="Who Morag is and how she likes updates: short, plain, no jargon",
     title="Morag (GM)", hook="who runs the company and how to report to her",
     body="""
@D6b@ Morag Lindsay is the general manager; she signs off fares, the timetable and anything customer-facing.
She is not a developer. She reads the agent's summaries on her phone between sailings.

@A10a@ Prefers plain-English summaries with no jargon, bullet points over paragraphs.
**Why:** she forwards them to the board (three islanders + the council rep) as they are.
**How to apply:** lead with what changes for passengers or crew, then cost, then the technical bit only if she asks.

- Works from the Ardnacross office most days; on the island on Fridays.
- Approves anything that changes what passengers pay or see.
"""),

dict(file="user_tom_developer.md", name="tom-developer", type="user",
     description="Tom Baird, the contract developer who owns TideBook and reviews what the agent ships",
     title="Tom (developer)", hook="the contract dev, his days and how he works",
     body="""
Tom Baird is the contract developer; he built TideBook in 2024 and reviews every PR the agent opens.
@A8a@ Tom's contract days are Mon, Wed and Thu; outside those he answers Slack slowly.
@R9a@ Tom works in Neovim (LazyVim config); skip VS Code-specific instructions when writing steps for him.

- Likes small PRs with a one-line "why" at the top.
- Comfortable with Django, Postgres and Ansible; less so with the Svelte side (that's Ruth).
- Ruth Okafor is the freelance frontend dev behind deckhand; part-time, bills by the day.
"""),

dict(file="project_tidebook_overview.md", name="tidebook-overview", type="project",
     description="What TideBook is, its stack, and where its pieces live",
     title="TideBook overview", hook="the booking and ticketing app, its stack and quirks",
     body="""
# TideBook

TideBook is the booking and ticketing system: online bookings for foot passengers and vehicles,
the ticket office counter screens, sailing alerts and the daily takings export.

## Stack
@V8a@ - Python 3.12 / Django 5.1
- Postgres 16 (hosts in reference_infrastructure.md)
- Celery workers with a Redis broker for background jobs (alerts, confirmation emails, exports)
@S1s@ - deps: Poetry (`pyproject.toml` + `poetry.lock`); the deploy runs `poetry install --sync`
- frontend: Django templates + htmx, no SPA
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR
@F2a@ - tests: pytest + pytest-django, run with `pytest -n auto`

## Things to know
@A6a@ - staff admin sessions time out after 8 hours
- booking refs are 6 chars, uppercase, no 0/O/1/I
- every sailing has a `capacity_override` for days when the other boat is swapped in
- the counter screens at both offices are just the staff admin in kiosk mode
- sailings are generated from the timetable tables each season (`manage.py build_sailings`)
"""),

dict(file="reference_infrastructure.md", name="infrastructure", type="reference",
     description="Servers, hosts and ports for TideBook and the office kit",
     title="Infrastructure", hook="hosts, private network and what runs where",
     body="""
# Infrastructure

## Hetzner (TideBook)
@D1b@ - TideBook prod runs on Hetzner Cloud (Falkenstein): `tb-app-1` for the app, `tb-db-1` for Postgres
@V1a@ - Postgres 16 on `tb-db-1:5432`, database `tidebook`, private network only (10.20.0.0/24)
- `tb-app-1`: nginx in front of gunicorn on `127.0.0.1:8000`, 4 workers; Redis on `localhost:6379`
@A7a@ - nginx has `client_max_body_size 10m` on tb-app-1 (crew upload damage photos through the admin)
- staging: `tb-stg-1` (CX22), app and Postgres on the one box, Postgres on the default port 5432
- `tb-ops-1`: Uptime Kuma and the B2 sync jobs
- all four boxes are reachable only over Tailscale; no public SSH

## Office
- Harbourlog lives on the office NUC `kfnuc01`, not on Hetzner
- NAS: Synology DS220+ in the Ardnacross back office (`kfnas01`)

```
# ~/.ssh/config
Host tb-app-1
  HostName 100.101.7.12
  User deploy
Host tb-db-1
  HostName 100.101.7.13
  Port 22
```
"""),

dict(file="reference_fleet.md", name="fleet", type="reference",
     description="The two boats, their certificates and basic particulars",
     title="Fleet", hook="the two boats and their particulars",
     body="""
# Fleet

| Vessel | Built | Length | Passengers | Cars | Master |
|---|---|---|---|---|---|
@V2a@ | MV Gannet | 1998 | 34.5 m | 180 | 22 | Calum Reid |
@A5a@ | MV Puffin | 2011 | 16.8 m | 60 | – | Isla Fraser |

@A4a@ - The Gannet's crossing takes 35 minutes berth to berth.
- The Puffin does the same crossing in about 20 minutes and calls at Skerrow on Tue/Fri.
- Gannet: bow and stern ramps, car deck height 4.2 m.
- Puffin: foot passengers, bikes and kayaks only; no vehicles.
- Minimum crew: Gannet 4, Puffin 2.
"""),

dict(file="reference_timetable.md", name="timetable", type="reference",
     description="Timetable structure: seasons, first boats and the Sunday pattern",
     title="Timetable", hook="seasons, first boats and the Sunday pattern",
     body="""
# Timetable

@D5b@ - Winter (Oct–Mar): 4 return sailings Mon–Sat, 2 on Sundays
@V7a@ - First departure from Ardnacross (winter): 07:40
- First departure from Kestrel Isle (winter): 08:25
- Summer (late Mar – early Oct): 7 return sailings, first boat 07:10 from Ardnacross; the Puffin adds foot-passenger runs
- The last boat from Kestrel Isle is timed for the mainland bus connection
- The 10:30 Gannet from Ardnacross is the one hauliers and livestock trailers use
- Timetable changes are announced 6 weeks ahead
"""),

dict(file="reference_fares.md", name="fares", type="reference",
     description="Kestrel crossing fares for this year and what travels free",
     title="Fares", hook="this year's fare table for the main crossing",
     body="""
# Fares 2026 — Kestrel crossing

| Ticket | Single | Return |
|---|---|---|
@V3a@ | Adult | £8.20 | £14.80 |
@D2b@ | Child (5–15) | £3.70 | £7.40 |
@D10b@ | Car up to 6 m (driver extra) | £38.00 | £68.00 |
| Islander card holder | £3.10 | £5.60 |

- Under-5s travel free.
- Vehicles over 6 m are priced per booking by the office.
- Skerrow calls (Puffin, Tue/Fri) have their own fares: adult return £9.00.
- VAT: passenger fares are zero-rated.
"""),

dict(file="feedback_git_workflow.md", name="git-workflow", type="feedback",
     description="How branches, PRs and merges work across the three repos",
     title="Git workflow", hook="branches, PRs and merge style per repo",
     body="""
@R7a@ Squash-merge tidebook PRs into `main`; the PR title becomes the commit subject.
**Why:** Tom bisects by PR and wants one commit per change on main.
**How to apply:** keep PR titles in the imperative, under 72 chars; put the detail in the PR body.

@N4a@ Never squash deckhand PRs — Ruth writes one commit per screen and builds the changelog from them.
**How to apply:** if a deckhand branch is behind, rebase it before asking Ruth to look at it.

Branch names: `agent/<short-topic>` for anything the agent opens.
Open a PR even for one-line fixes; nothing goes straight to `main` on any of the repos.
@F10b@ Hotfixes go out from `main` as well, tagged `hotfix-YYYYMMDD` after the merge.
"""),

dict(file="feedback_deploys.md", name="deploys", type="feedback",
     description="Deploying TideBook: what to check first and when not to deploy",
     title="Deploy rules", hook="what to check before a deploy and when to hold off",
     body="""
@F10a@ Only deploy TideBook from `main`.
@S5s@ - to deploy: `fab deploy:prod` from Tom's laptop (needs Tailscale up)

@N1a@ Always take a fresh `pg_dump` before running TideBook migrations in prod, even if the nightly ran.
**Why:** in March a migration dropped a column the counter screens still read; restoring from the nightly lost 9 hours of bookings.

@N5a@ Don't run `manage.py migrate` against prod yourself; hand it to Tom with the exact command.

@NS1a@ Never deploy TideBook on a Friday without Tom on standby —
Friday evening is when the weekend bookings pile in, and Morag is on the island.
**How to apply:** if it's Friday and Tom hasn't said he's around, park the deploy till Monday.
"""),

dict(file="feedback_testing.md", name="testing", type="feedback",
     description="How to test TideBook and deckhand changes before opening a PR",
     title="Testing", hook="what to run locally before pushing",
     body="""
Run the relevant tests locally before pushing.
**Why:** Tom sometimes reviews on his phone on the boat; a red PR wastes his crossing.
**How to apply:**
- TideBook: run the app you touched (`pytest bookings/`), the full suite only before merge
- deckhand: vitest for the stores, Playwright for the scan flow (uses a fake camera feed)
- never call the real SMS or email provider from tests; the fakes live in `tidebook/testing/fakes.py`
- Harbourlog has barely any tests; add one when you fix a bug there
"""),

dict(file="feedback_migrations.md", name="migrations", type="feedback",
     description="Rules for Django migrations in TideBook",
     title="Migrations", hook="rules for writing and changing Django migrations",
     body="""
@NS4a@ Never edit a migration that has already been applied in prod — write a new one instead.
**Why:** prod and staging drifted twice in spring because of edited migrations.
**How to apply:** check `showmigrations` on staging before touching anything under `migrations/`.

Squash migrations only with Tom's OK, and never in the same PR as a model change.
Data migrations must be reversible, or say in the PR why they aren't.
"""),

dict(file="feedback_code_style.md", name="code-style", type="feedback",
     description="TideBook Python and Django conventions the agent should follow",
     title="Code style", hook="Python/Django conventions for TideBook",
     body="""
@N7a@ Prefer class-based views for new TideBook admin pages (ListView / UpdateView + our `StaffRequiredMixin`).
**Why:** Tom's call after the counter-screen rewrite; the mixins keep permissions in one place.

@F9a@ Use the Django ORM for TideBook queries and keep raw SQL to the `reports/` app, where the
takings queries are too gnarly for the ORM.

- ruff with line length 100; `ruff format`, not black
- type hints on new functions; no mypy in CI yet
- Harbourlog is old-style Flask with function views — leave it that way
"""),

dict(file="feedback_logging.md", name="logging", type="feedback",
     description="What goes into logs: PII rules for TideBook",
     title="Logging and PII", hook="what may and may not be logged",
     body="""
@N10a@ Never log full passenger phone numbers in TideBook; mask everything but the last 3 digits.
**Why:** GDPR; logs ship off-box and are kept longer than bookings.
**How to apply:** use `mask_phone()` from `tidebook.utils.pii` in any log call that touches a number.

- emails: log the domain only
- booking refs are fine to log
- Harbourlog logs to journald on the NUC; nothing personal goes in there anyway
"""),

dict(file="feedback_communication.md", name="communication", type="feedback",
     description="How to report to Morag and the office, and what goes out to passengers",
     title="Communication", hook="reporting style and passenger messaging rules",
     body="""
Summaries to Morag: what changed, who notices, anything she has to decide. Lead with the decision.

@NS10a@ Don't email passengers about timetable changes from personal accounts — only from TideBook or `office@`.
**Why:** a deckhand's Gmail got flagged as spam and half the island missed a change.

- Facebook page posts are Fiona's job; the agent drafts, she posts
- anything with a price in it goes past Morag first
"""),

dict(file="project_sailing_alerts.md", name="sailing-alerts", type="project",
     description="How cancellation and delay alerts reach passengers",
     title="Sailing alerts", hook="how passengers hear about cancellations and delays",
     body="""
# Sailing alerts

@NS6b@ - alerts go out for cancellations and for delays, to everyone booked on the sailing who gave a mobile number
@V6a@ - SMS sends go through the Celery task `send_sailing_alert` (`max_retries=5`, 60 s backoff)
- the office triggers an alert from the sailing page ("Notify passengers"); masters can't send directly
- season-ticket holders get alerts only if they ticked the box
- the text template lives in `alerts/templates/sms_alert.txt`; keep it plain, no emoji
"""),

dict(file="project_payments.md", name="payments", type="project",
     description="Card payments online and at the counters, and refunds",
     title="Payments", hook="online and counter payments, refunds",
     body="""
@R6a@ - TideBook online card payments: Stripe Checkout (UK account, payouts Mon/Thu)
- ticket office card terminals: SumUp Solo (two at Ardnacross, one at Kestrel Isle)
@NS7a@ - never store full card numbers anywhere in TideBook
@NS5a@ - no refunds for no-shows on foot-passenger tickets
- refunds for online bookings are issued by Sheena, never by the agent
- counter takings are cashed up at 19:00 by whoever closes
"""),

dict(file="project_backups.md", name="backups", type="project",
     description="What gets backed up, where, and for how long",
     title="Backups", hook="what is backed up, where and for how long",
     body="""
# Backups

@F4a@ - nightly `pg_dump` of the TideBook DB at 02:30, pushed to B2 with rclone
@V5a@ - retention on the TideBook dumps in B2: 30 days (lifecycle rule on the `kif-backups` bucket)
- Harbourlog: DB dump copied to the NAS hourly and to B2 nightly; Harbourlog copies are kept 90 days
- the NAS does a weekly Hyper Backup to a USB disk that Morag takes home
- restore test: quarterly, into a throwaway Hetzner box that's deleted afterwards
"""),

dict(file="reference_contacts.md", name="contacts", type="reference",
     description="Who to call for what, weekends included",
     title="Contacts", hook="who to call for what",
     body="""
# Contacts

@R5a@ - Weekend TideBook outages: Tom first (mobile in 1Password), Morag as backup
- Harbour master, Ardnacross: Ewan Drummond (VHF 12, or the harbour mobile)
- Chief engineer, both boats: Dougie Mackay
- Bookkeeper: Sheena Grant, Tue/Thu
@A8b@ - Tom Baird (dev): in on Mondays, Wednesdays and Thursdays
- Ruth Okafor (deckhand): ad hoc, email first
- Ardnacross ticket office: Fiona Kerr; Kestrel Isle office: Jamie Moffat
@NS3a@ - Sailing-status questions go to the ticket offices, not to the harbour on-call phone
"""),

dict(file="project_weather_cancellations.md", name="weather-cancellations", type="project",
     description="Who cancels for weather, the wind limits, and refunds",
     title="Weather cancellations", hook="who cancels, limits and refunds",
     body="""
The master makes the call; the office never overrides a master's cancellation.

@O5a@ The Puffin doesn't sail when the sustained wind is over Force 6.

@N2a@ Weather cancellations are always refunded in full, with no admin fee, whether the
booking was made online or at the counter.

- the office posts on Facebook and triggers the alert from TideBook once the master has decided
- "amber" days: the office rings vehicle bookings the evening before
"""),

dict(file="project_checkin_rules.md", name="checkin-rules", type="project",
     description="Marshalling and boarding cut-offs at the slips",
     title="Check-in rules", hook="marshalling and boarding cut-offs",
     body="""
@V4a@ Vehicles must be in the Ardnacross marshalling lane 30 minutes before departure;
after that the space can be released to standby traffic.

- Foot passengers: boarding closes 5 minutes before departure at both slips.
- Standby vehicles queue in lane 3 and are loaded in arrival order.
- Hazardous loads (gas, fuel cans) declare at the marshalling booth; see dangerous goods.
"""),

dict(file="reference_email.md", name="email", type="reference",
     description="Which mail systems send what",
     title="Email systems", hook="which system sends which mail",
     body="""
@R2a@ - TideBook booking confirmations and receipts: Postmark (server `tidebook-prod`, sender `bookings@kestrelferries.co.uk`)
@O9b@ - confirmations go out via the `send_confirmation` Celery task, which retries up to 8 times with exponential backoff
- newsletter: Mailchimp, run by Morag (~2,400 subscribers)
- `office@` and staff mailboxes: Microsoft 365
- DMARC is `p=quarantine`; SPF includes Microsoft and the transactional provider
"""),

dict(file="project_website.md", name="website", type="project",
     description="The public site, what it's built with and who edits it",
     title="Website", hook="the public site and who edits it",
     body="""
@D8b@ - kestrelferries.co.uk is built with Eleventy and hosted on Netlify, deployed from the `website` repo
@O6a@ - contact form: Netlify Forms, delivered to `office@`
- builds on Node 20 (`.nvmrc` in the website repo)
- the sailing-status banner is fetched from TideBook's `/api/v1/status/` every 60 s
- Fiona edits the news posts through Decap CMS
"""),

dict(file="feedback_secrets.md", name="secrets", type="feedback",
     description="Handling credentials and env files",
     title="Secrets", hook="how to handle credentials",
     body="""
Never paste `.env` contents or API keys into chat, PRs or memory files.
**Why:** PR descriptions get emailed to Morag's personal address.
**How to apply:** refer to secrets by their 1Password item name (vault `KIF Ops`).

Shape of TideBook's `.env` (values redacted):
```env
DATABASE_URL=postgres://tidebook:***@tb-db-1:5432/tidebook
REDIS_URL=redis://localhost:6379/0
STRIPE_SECRET_KEY=sk_live_***
POSTMARK_SERVER_TOKEN=***
TWILIO_AUTH_TOKEN=***
SENTRY_DSN=https://***@o0.ingest.sentry.io/0
```
"""),

dict(file="reference_monitoring.md", name="monitoring", type="reference",
     description="Uptime checks, error tracking and where alerts land",
     title="Monitoring", hook="uptime checks, error tracking, alert routing",
     body="""
@S2s@ - TideBook exceptions: Sentry (org `kestrel-ferries`, project `tidebook`)
- uptime: Uptime Kuma on tb-ops-1 checks the booking page and `/healthz` every 60 s
- Uptime Kuma alerts go to the #ops Slack channel
- Harbourlog: no tracker; unhandled exceptions are emailed to Tom
- disk alerts on tb-db-1 at 80 %
"""),

dict(file="project_winter_refit.md", name="winter-refit", type="project",
     description="Refit and dry-dock pattern for both boats",
     title="Refits", hook="when each boat goes to the yard",
     body="""
@O7a@ The Puffin goes to the Malin yard every November for about two weeks.

- While the Puffin is away the Gannet covers everything; Skerrow calls are suspended.
- Refit windows are fixed with the yards in the spring; Dougie owns the work lists.
- The MCA survey is done at the same time where possible.
"""),

dict(file="project_dangerous_goods.md", name="dangerous-goods", type="project",
     description="Fuel cans, gas bottles and what each boat will carry",
     title="Dangerous goods", hook="fuel, gas and what each boat will take",
     body="""
# Dangerous goods

@N9a@ - Petrol in jerrycans is not allowed on the Puffin, full stop.
- Gannet: up to 2 × 10 L jerrycans of petrol per vehicle, declared at the marshalling booth
- gas bottles (Calor etc.): declare, max 2 per vehicle, stowed upright on the car deck
- fireworks: never, on either boat
- anything else: Calum decides
"""),

dict(file="reference_office_network.md", name="office-network", type="reference",
     description="Office connectivity, Wi-Fi and the boats' links",
     title="Office network", hook="office connectivity and the boats' links",
     body="""
@S10s@ - Ardnacross office internet: BT Business broadband, router in the back cupboard
- Kestrel Isle office: Starlink dish on the roof
- Gannet bridge: 4G router (EE) with a Tailscale subnet router for deckhand sync
- Puffin: no onboard internet; deckhand syncs when she's back alongside
- Wi-Fi SSIDs: `KIF-Staff` (WPA2, in 1Password) and `KIF-Guest` (captive portal)
"""),

dict(file="project_accounting_export.md", name="accounting-export", type="project",
     description="How daily takings get from TideBook into the books",
     title="Accounting export", hook="how takings reach the books",
     body="""
@S7s@ - daily takings are exported from TideBook as a CSV and imported into
  Sage 50 by Sheena the next morning
- the export runs at 23:00 (`manage.py export_takings`), after the last counter closes
- counter card takings are reconciled separately against the SumUp payouts
@NS2a@ - haulier invoices are never sent without the VAT breakdown
- VAT on vehicle fares is 20 %; passenger fares are zero-rated
"""),

dict(file="feedback_dependency_updates.md", name="dependency-updates", type="feedback",
     description="How to handle the bot PRs for dependency bumps",
     title="Dependency updates", hook="batching dependency bump PRs",
     body="""
Batch dependency bumps: one PR per week per repo, not one per package.
**Why:** Tom reviews on his contract days only.
- tidebook: Dependabot, weekly on Mondays
- deckhand: Renovate (Ruth set it up), minor/patch grouped
- Don't bump Django minor versions without asking — the counter screens lean on admin internals
"""),

dict(file="project_season_2026.md", name="season-2026", type="project",
     description="What was different about the 2026 season",
     title="Season 2026", hook="what changed this season",
     body="""
- Summer 2026 timetable ran from 28 March to 4 October.
- The Skerrow calls are now Tue/Fri only (were Mon/Wed/Fri) — Puffin fuel budget.
- Vehicle demand was up about 12 % on 2025; the 17:15 Gannet was full most of August.
- The islander card launched in May (see fares).
"""),

dict(file="reference_api_endpoints.md", name="api-endpoints", type="reference",
     description="TideBook's small JSON API used by deckhand and the website",
     title="TideBook API", hook="the JSON endpoints deckhand and the site use",
     body="""
- `GET /api/v1/status/` — public, today's sailings with status; cached 30 s
- `GET /api/v1/manifest/<sailing_id>/` — deckhand, token auth
- `POST /api/v1/scans/` — deckhand batch upload of ticket scans, idempotent on `scan_uuid`
- tokens are per tablet, created in the staff admin, revoked if a tablet goes missing
- rate limit: 120 requests/min per token
"""),

dict(file="project_vehicle_booking_rules.md", name="vehicle-booking-rules", type="project",
     description="Rules for vehicle space, long vehicles and lambing season",
     title="Vehicle booking rules", hook="vehicle space, long vehicles, lambing season",
     body="""
@F1a@ - Vehicles over 6 m must be pre-booked.
@V9a@ - Max vehicle length on the Gannet: 12 m.
@D3b@ - Vehicle bookings open 90 days ahead of the sailing.
- Height limit on the car deck is 4.2 m.
@NS8a@ - Don't book cars on the 10:30 Gannet in lambing season (Mar–May); it's held for livestock trailers.
- Hauliers book through their account; see the hauliers FAQ.
"""),

dict(file="project_crew_rostering.md", name="crew-rostering", type="project",
     description="How crew are rostered on the two boats",
     title="Crew rostering", hook="crewing and drills",
     body="""
- Gannet crew: master + mate + 2 deckhands; Puffin: master + 1 deckhand
- Calum Reid is master of the Gannet, Isla Fraser of the Puffin; relief master is Alasdair Bain
- rotas are done fortnightly in a shared spreadsheet; nothing to do with TideBook
@F7a@ - fire and abandon-ship drills: monthly on each boat, logged in Harbourlog
- hours of rest are checked by Ewan against the MLC limits
"""),

dict(file="project_ticket_scanning.md", name="ticket-scanning", type="project",
     description="How e-tickets are checked at the gangway",
     title="Ticket scanning", hook="how tickets are checked at the gangway",
     body="""
- every e-ticket and counter ticket carries a QR with the booking ref and a signature
- deckhand scans the QR with the tablet camera and works offline
- duplicate scans show amber, not red — families share one booking
- season tickets are checked by eye; they're plastic cards with a photo
"""),

dict(file="reference_harbour_ops.md", name="harbour-ops", type="reference",
     description="Berths, linkspans and who runs each pier",
     title="Harbour ops", hook="berths, linkspans and pier owners",
     body="""
- Ardnacross: the Gannet uses the linkspan on berth 2; the Puffin uses the pontoon
- Kestrel Isle pier belongs to the council; their harbour officer is Mairi Stewart
- Skerrow: a pontoon only, Puffin only
- Linkspan faults at Ardnacross: Ewan first, then the council's engineer
"""),

dict(file="project_deckhand_overview.md", name="deckhand-overview", type="project",
     description="The crew tablet app, its stack, hosting and sync",
     title="deckhand overview", hook="the crew tablet app and how it's built",
     body="""
# deckhand

Offline-first PWA the crew use at the gangway: manifest, ticket scanning, headcount.

@D9b@ - in use on both boats (Gannet and Puffin)
- SvelteKit 2, runs on the crew's Samsung Galaxy Tab A9 tablets
@R4a@ - package manager: pnpm (`pnpm-lock.yaml`); don't commit a `package-lock.json`
@R3a@ - hosted on Cloudflare Pages (project `deckhand`), a preview deploy per branch
@D4b@ - offline manifest stored in IndexedDB via `idb-keyval`
@O1a@ - CI: GitHub Actions (lint, vitest, Playwright)
@S8s@ - builds with Node 18 (`.nvmrc` pinned to 18)
- talks to TideBook's `/api/v1/manifest/` and `/api/v1/scans/` (see api-endpoints)
"""),

dict(file="project_harbourlog_overview.md", name="harbourlog-overview", type="project",
     description="Harbourlog: the maintenance and safety log for both boats",
     title="Harbourlog overview", hook="the maintenance and safety log app",
     body="""
# Harbourlog

Small internal app for the engineer and the masters: defects, drills, ISM checklists, certificates.

@R8a@ - Flask 3 + SQLite (`/srv/harbourlog/harbourlog.db`), one gunicorn worker
@A1a@ - runs on the office NUC `kfnuc01`, port 8080, reachable over Tailscale only
@O1b@ - CI: Forgejo Actions on the NUC's own runner
@F6a@ - logs defects for both boats; Dougie closes them
@S4c@ - engine hours moved into Harbourlog in April; the old `Engine Hours 2026.xlsx` sheet is read-only now
- Python 3.11 (Debian 12's system python), no Docker
- the certificates page warns 30 days before anything expires
"""),

dict(file="feedback_ui_copy.md", name="ui-copy", type="feedback",
     description="Wording rules for passenger-facing text",
     title="UI copy", hook="wording rules for anything passengers read",
     body="""
Say "sailing", not "trip" or "journey", in anything passengers see.
Times in 24-hour format with a colon (07:40), never "7.40am".
**Why:** Morag had complaints about ambiguous times in the old timetable.
**How to apply:** name the boats as "the Gannet" / "the Puffin", never "MV" in body copy.
"""),
]

# Root files whose description carries an unquoted ': ' (not strict YAML, on purpose)
FLAT = {
    "user_morag_profile.md",
    "feedback_deploys.md",
    "project_harbourlog_overview.md",
    "reference_timetable.md",
    "feedback_logging.md",
}

# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------
FACTS = [
# --- value_slot partners
dict(ts="2026-06-11T14:03:27.412Z", category="fact", confidence=0.9, tags=["tidebook", "postgres", "infra"],
     body="@V1b@ The TideBook prod database is on `tb-db-1`, port 5433.\nOnly tb-app-1 and tb-ops-1 can reach it."),
dict(ts="2026-04-03T10:41:09.118Z", category="fact", confidence=0.88, tags=["fleet", "gannet"],
     body="@V2b@ The Gannet is certificated for 160 passengers plus crew.\n@A9a@ The Gannet carries up to 22 cars."),
dict(ts="2026-03-02T16:20:44.907Z", category="fact", confidence=0.86, tags=["fares", "2026"],
     body="@V3b@ Adult return on the Kestrel crossing is £15.50 for 2026."),
dict(ts="2026-08-19T08:12:51.330Z", category="fact", confidence=0.9, tags=["backups", "tidebook", "b2"],
     body="@V5b@ TideBook Postgres dumps in B2 are kept for 14 days before the lifecycle rule deletes them."),
dict(ts="2026-07-07T11:55:02.641Z", category="fact", confidence=0.87, tags=["tidebook", "python"],
     body="@V8b@ TideBook's prod virtualenv on tb-app-1 is built with Python 3.11."),
# --- role_slot partners
dict(ts="2026-05-20T09:30:18.004Z", category="fact", confidence=0.85, tags=["tidebook", "ci"],
     body="@R1b@ TideBook's test suite runs on Woodpecker CI on the office NUC, not on GitHub."),
dict(ts="2026-02-16T13:07:33.759Z", category="fact", confidence=0.84, tags=["deckhand", "hosting"],
     body="@R3b@ deckhand is deployed to Netlify, in the same team as the website."),
dict(ts="2026-06-30T15:44:10.225Z", category="preference", confidence=0.86, tags=["git", "tidebook"],
     body="@R7b@ The tidebook repo uses rebase-and-merge so each commit lands on main on its own."),
dict(ts="2026-09-09T10:02:57.871Z", category="fact", confidence=0.82, tags=["tom", "editor"],
     body="@R9b@ Tom does his TideBook work in VS Code with the Django and Ruff extensions."),
dict(ts="2026-03-25T17:18:40.512Z", category="fact", confidence=0.9, tags=["alerts", "sms"],
     body="@R10a@ Sailing alert texts are sent through Twilio with the sender ID `KESTRELFRY`."),
# --- negation partners
dict(ts="2026-10-08T19:26:14.093Z", category="preference", confidence=0.83, tags=["tidebook", "migrations", "backups"],
     body="@N1b@ No manual dump is needed before a TideBook prod migration; the 02:30 nightly covers it."),
dict(ts="2026-05-14T12:40:05.377Z", category="fact", confidence=0.85, tags=["pets", "puffin"],
     body="@N3a@ Dogs are allowed on the Puffin's open deck."),
dict(ts="2026-07-22T14:15:48.660Z", category="preference", confidence=0.84, tags=["git", "deckhand"],
     body="@N4b@ Ruth asked for squash merges on deckhand to keep main readable."),
dict(ts="2026-10-15T09:05:31.248Z", category="decision", confidence=0.86, tags=["agent", "migrations", "prod"],
     body="@N5b@ The agent is allowed to run TideBook prod migrations itself via `make migrate-prod`."),
dict(ts="2026-04-28T18:33:22.815Z", category="fact", confidence=0.8, tags=["payments", "onboard"],
     body="@N6a@ Both boats take cash on board for foot passengers."),
dict(ts="2026-09-02T07:58:16.430Z", category="fact", confidence=0.86, tags=["payments", "onboard"],
     body="@N6b@ No cash is taken on board either boat — card only, or buy at the office."),
dict(ts="2026-10-20T16:47:03.902Z", category="decision", confidence=0.88, tags=["fares", "carnet", "2027"],
     body="@N8a@ Decided to introduce a 10-journey foot-passenger carnet from April 2027."),
dict(ts="2026-06-05T11:21:37.156Z", category="fact", confidence=0.81, tags=["dangerous-goods", "puffin"],
     body="@N9b@ Foot passengers on the Puffin may carry one sealed 5 L can of petrol."),
# --- stale_vs_change
dict(ts="2026-03-18T15:10:29.688Z", category="decision", confidence=0.92, tags=["tidebook", "python", "tooling"],
     body="@S1c@ Switched TideBook from Poetry to uv in March; `uv.lock` is the lockfile now."),
dict(ts="2026-02-10T10:14:52.301Z", category="fact", confidence=0.87, tags=["bookings", "phone", "office"],
     body="@S3s@ Customers can book vehicle space by phone on 01687 460 221 during office hours."),
dict(ts="2026-02-24T08:49:11.574Z", category="fact", confidence=0.85, tags=["engineering", "gannet", "puffin"],
     body="@S4s@ Engine hours for both boats are logged in `Engine Hours 2026.xlsx` on the office drive."),
dict(ts="2026-01-21T14:36:45.019Z", category="fact", confidence=0.83, tags=["timetable", "morag"],
     body="@S6s@ Morag makes the timetable PDF in Canva at the start of each season."),
dict(ts="2026-04-09T12:02:38.847Z", category="decision", confidence=0.91, tags=["accounting", "xero"],
     body="@S7c@ Moved the books from Sage 50 to Xero in April; the Sage import is switched off."),
dict(ts="2026-09-17T13:25:06.512Z", category="fact", confidence=0.9, tags=["deckhand", "node"],
     body="@S8c@ deckhand moved to Node 22 in September after Node 18 went end-of-life."),
dict(ts="2026-08-05T10:40:59.266Z", category="decision", confidence=0.89, tags=["tidebook", "staging", "gdpr"],
     body="@S9c@ We stopped restoring prod dumps into staging (GDPR); staging is seeded with `manage.py seed_fake_data`."),
dict(ts="2026-07-14T09:18:24.733Z", category="fact", confidence=0.9, tags=["office", "network", "ardnacross"],
     body="@S10c@ The Ardnacross office switched from BT broadband to Starlink in July; the BT line is cancelled."),
# --- refinement
dict(ts="2026-06-18T16:02:12.940Z", category="fact", confidence=0.84, tags=["vehicles", "bookings", "summer"],
     body="@F1b@ In July and August every campervan must be pre-booked, whatever its length."),
dict(ts="2026-05-06T11:11:47.205Z", category="fact", confidence=0.82, tags=["tidebook", "tests"],
     body="@F2b@ TideBook tests that need the network are marked `@pytest.mark.network` and skipped in CI."),
dict(ts="2026-05-14T12:52:30.618Z", category="fact", confidence=0.85, tags=["pets", "gannet"],
     body="@F3a@ Dogs are welcome on the Gannet."),
dict(ts="2026-03-25T17:31:02.084Z", category="fact", confidence=0.87, tags=["alerts", "email", "sms"],
     body="@F5a@ Cancellation alerts go out by SMS and by email."),
dict(ts="2026-03-26T09:47:55.470Z", category="fact", confidence=0.84, tags=["alerts", "sms"],
     body="@F5b@ The alert SMS is capped at 160 characters; the email version carries the full rebooking link."),
dict(ts="2026-08-27T14:28:19.390Z", category="fact", confidence=0.83, tags=["harbourlog", "gannet", "defects"],
     body="@F6b@ For the Gannet, Harbourlog splits defects by system: main engines, genset, ramps, steering."),
dict(ts="2026-04-15T10:05:41.812Z", category="fact", confidence=0.86, tags=["bikes", "fares"],
     body="@F8a@ Bicycles travel free on both boats."),
dict(ts="2026-07-01T15:37:08.523Z", category="preference", confidence=0.85, tags=["tidebook", "django", "performance"],
     body="@F9b@ Manifest views should use `select_related('vehicle', 'booking')` to avoid N+1 queries."),
# --- other_subject
dict(ts="2026-05-11T08:24:36.149Z", category="fact", confidence=0.85, tags=["kestrel-isle", "checkin"],
     body="@O2b@ At Kestrel Isle, vehicle check-in closes 15 minutes before departure."),
dict(ts="2026-04-03T10:58:27.064Z", category="fact", confidence=0.87, tags=["fleet", "puffin"],
     body="@O4a@ The Puffin cruises at 18 knots.\n@A5b@ The Puffin is licensed for 60 passengers."),
dict(ts="2026-01-30T13:13:50.787Z", category="fact", confidence=0.88, tags=["weather", "gannet"],
     body="@O5b@ The Gannet's operating limit is Force 8 sustained."),
dict(ts="2026-01-12T09:50:14.338Z", category="fact", confidence=0.86, tags=["gannet", "refit"],
     body="@O7b@ The Gannet's annual dry-dock is in January at the Garvel yard."),
dict(ts="2026-02-06T17:05:43.915Z", category="fact", confidence=0.84, tags=["oncall", "harbour", "weekend"],
     body="@O8b@ At weekends, pier and harbour emergencies go to Ewan."),
# --- dated_history
dict(ts="2026-04-01T09:00:31.207Z", category="fact", confidence=0.85, tags=["fares", "history"],
     body="@D2a@ Child return was £7.00 until 31 March 2026."),
dict(ts="2026-06-24T14:19:57.681Z", category="fact", confidence=0.83, tags=["deckhand", "history"],
     body="@D4a@ Until June deckhand kept the offline manifest in localStorage."),
dict(ts="2026-10-05T11:44:09.459Z", category="fact", confidence=0.84, tags=["timetable", "winter", "history"],
     body="@D5a@ The winter 2025/26 timetable ran 3 return sailings a day."),
dict(ts="2026-02-03T15:22:18.026Z", category="fact", confidence=0.8, tags=["fuel", "history"],
     body="@D7a@ In 2025 the boats bunkered from Highland Fuels' road tanker on the pier."),
dict(ts="2026-05-21T10:33:46.598Z", category="fact", confidence=0.85, tags=["fuel", "gannet"],
     body="@D7b@ The Gannet bunkers every Thursday from the Ardnacross pier tank (Certas)."),
dict(ts="2026-03-10T12:58:03.744Z", category="fact", confidence=0.82, tags=["deckhand", "history"],
     body="@D9a@ During the 2025 beta, deckhand was only used on the Puffin."),
dict(ts="2026-02-12T16:41:25.163Z", category="fact", confidence=0.81, tags=["fares", "vehicles", "history"],
     body="@D10a@ In the 2025 season car fares were charged per metre of vehicle length."),
# --- agreeing_duplicate
dict(ts="2026-03-03T11:26:58.480Z", category="fact", confidence=0.88, tags=["harbourlog", "nuc"],
     body="@A1b@ Harbourlog is at `http://kfnuc01:8080/` on the tailnet."),
dict(ts="2026-04-03T11:06:12.873Z", category="fact", confidence=0.8, tags=["fleet", "gannet"],
     body="@A2a@ The Gannet cruises at about 20 km/h."),
dict(ts="2026-08-19T08:20:44.019Z", category="fact", confidence=0.88, tags=["backups", "tidebook"],
     body="@A3b@ TideBook's database is backed up every night at half past two."),
dict(ts="2026-06-02T13:49:30.355Z", category="fact", confidence=0.86, tags=["tidebook", "nginx", "uploads"],
     body="@A7b@ TideBook rejects uploads over 10 MB; the limit is set in nginx on tb-app-1."),
dict(ts="2026-01-09T10:12:07.642Z", category="preference", confidence=0.9, tags=["morag", "communication"],
     body="@A10b@ Morag wants explanations without technical jargon."),
# --- negation_scope
dict(ts="2026-07-03T19:52:36.911Z", category="fact", confidence=0.8, tags=["tidebook", "deploy"],
     body="@NS1b@ TideBook deploys usually go out on Friday evening after the last sailing."),
dict(ts="2026-02-06T17:14:21.508Z", category="fact", confidence=0.83, tags=["oncall", "harbour"],
     body="@NS3b@ The harbour on-call phone is carried by Ewan and the duty mate, week about."),
dict(ts="2026-05-27T15:03:49.226Z", category="fact", confidence=0.85, tags=["agent", "migrations"],
     body="@NS4b@ The agent writes the TideBook migrations; Tom reviews them before merge."),
dict(ts="2026-03-26T10:08:33.097Z", category="preference", confidence=0.84, tags=["alerts", "delays"],
     body="@NS6a@ We don't send sailing alerts for delays under 15 minutes."),
dict(ts="2026-08-11T12:36:15.784Z", category="fact", confidence=0.85, tags=["tidebook", "payments", "refunds"],
     body="@NS7b@ TideBook keeps the card brand and last four digits on each Payment, for refund lookups."),
dict(ts="2026-06-09T08:57:42.631Z", category="fact", confidence=0.8, tags=["gannet", "vehicles", "bookings"],
     body="@NS8b@ The 10:30 Gannet sailing takes car bookings."),
dict(ts="2026-07-29T17:40:58.372Z", category="preference", confidence=0.83, tags=["tidebook", "celery", "deploy"],
     body="@NS9b@ Restart the TideBook Celery worker after every deploy."),
dict(ts="2026-09-24T11:29:04.950Z", category="fact", confidence=0.86, tags=["tidebook", "email", "timetable"],
     body="@NS10b@ Passengers booked on a changed sailing are emailed by TideBook automatically."),
# --- unlabelled distractors
dict(ts="2026-01-15T09:34:26.118Z", category="fact", confidence=0.9, tags=["people", "ardnacross"],
     body="Fiona Kerr runs the Ardnacross ticket office; she has been there since 2019."),
dict(ts="2026-02-20T14:27:39.402Z", category="preference", confidence=0.82, tags=["ewan", "communication"],
     body="Ewan prefers a phone call over Slack for anything urgent."),
dict(ts="2026-03-12T13:45:10.866Z", category="fact", confidence=0.78, tags=["payments", "webhooks"],
     body="The payment provider retries failed webhook deliveries for up to 3 days, so a missed one usually heals itself."),
dict(ts="2026-03-29T10:20:05.533Z", category="fact", confidence=0.86, tags=["puffin", "skerrow"],
     body="The Puffin's Skerrow calls are Tuesdays and Fridays only for 2026."),
dict(ts="2026-02-09T16:38:47.291Z", category="fact", confidence=0.84, tags=["tidebook", "staging"],
     body="Staging lives at `staging.tidebook.kestrelferries.co.uk` behind basic auth."),
dict(ts="2026-05-05T09:15:33.780Z", category="fact", confidence=0.8, tags=["accounting", "sheena"],
     body="Sheena closes the month on the third working day."),
dict(ts="2026-08-25T12:01:19.945Z", category="preference", confidence=0.81, tags=["harbourlog", "dougie"],
     body="Dougie wants defect photos attached in Harbourlog rather than sent on WhatsApp."),
dict(ts="2026-04-20T18:10:52.417Z", category="fact", confidence=0.85, tags=["ardnacross", "office", "hours"],
     body="The Ardnacross ticket office closes at 19:00."),
dict(ts="2026-07-16T10:55:28.064Z", category="fact", confidence=0.83, tags=["deckhand", "sync"],
     body="deckhand tablets sync scans to TideBook every 30 seconds when they have signal."),
dict(ts="2026-06-15T15:06:44.709Z", category="fact", confidence=0.82, tags=["nuc", "office"],
     body="`kfnuc01` is an Intel NUC 12 with 16 GB RAM running Debian 12."),
dict(ts="2026-10-27T13:32:17.558Z", category="decision", confidence=0.84, tags=["puffin", "skerrow", "winter"],
     body="Decided to keep the Puffin on the Skerrow calls through winter 2026/27, apart from her November refit."),
dict(ts="2026-01-27T11:48:36.121Z", category="preference", confidence=0.87, tags=["tom", "prs"],
     body="Tom wants PR descriptions to start with a one-line why."),
dict(ts="2026-08-31T16:22:09.694Z", category="fact", confidence=0.8, tags=["gannet", "livestock"],
     body="A livestock trailer takes up about 3 car spaces on the Gannet's deck."),
dict(ts="2026-11-12T09:41:57.336Z", category="decision", confidence=0.83, tags=["deckhand", "tablets"],
     body="Decided to keep deckhand on the Galaxy Tab A9 tablets until the 2027 season."),
dict(ts="2026-09-19T14:53:40.187Z", category="fact", confidence=0.79, tags=["kestrel-isle", "bus"],
     body="The island bus meets the first Gannet arrival at Kestrel Isle on weekdays."),
dict(ts="2026-11-20T10:26:03.845Z", category="fact", confidence=0.81, tags=["puffin", "refit"],
     body="The Puffin is at the Malin yard this month; back in service on 1 December if the weather allows."),
]

# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------
NOTES = [
dict(slug="ardnacross-terminal-faq", title="Ardnacross terminal FAQ", created="2026-04-12",
     tags=["ardnacross", "faq", "checkin"], body="""
# Ardnacross terminal: questions the office gets

**Q: When does vehicle check-in close?**
@V4b@ A: Vehicle check-in at Ardnacross closes 20 min before the sailing.

**Q: When does the ticket office open?**
@O3b@ A: The Ardnacross ticket office opens at 06:45, seven days a week.

**Q: Is there parking?**
A: Long-stay car park behind the terminal, £4/day, pay at the machine or at the office.

**Q: Can I leave the car and go over on foot?**
A: Yes, use the long-stay. Foot passengers can board until 5 minutes before departure.
"""),

dict(slug="kestrel-isle-office", title="Kestrel Isle ticket office", created="2026-03-19",
     tags=["kestrel-isle", "office", "hours"], body="""
# Kestrel Isle ticket office

@V10a@ The Kestrel Isle ticket office opens at 07:00 every day and closes at 18:30.
- run by Jamie Moffat; Morag covers on Fridays when she's over
- sells islander cards and keeps the lost property for both boats
- one SumUp terminal, one receipt printer, one counter screen
"""),

dict(slug="island-office-handover", title="Kestrel Isle office handover (cover notes)", created="2026-10-02",
     tags=["kestrel-isle", "office", "handover"], body="""
# Handover notes for whoever covers the island office

@V10b@ - office opens 07:30 daily (Jamie unlocks; keys are in the pier-master's box)
- closes 18:30, after the last arrival is unloaded
- the SumUp terminal charges overnight in the back room
- islander cards: photo on the office iPad, card printed at Ardnacross and sent over on the Gannet
- if the counter screen is down, use the paper manifest pad and key it in later
"""),

dict(slug="sailing-alert-failures", title="Why some sailing alerts don't arrive", created="2026-09-03",
     tags=["tidebook", "alerts", "sms", "incident"], body="""
# Sailing alert failures (31 Aug cancellation)

- 14 of ~230 texts never arrived; mostly landlines entered as mobiles
@V6b@ - `send_sailing_alert` gives up after 3 retries and writes the booking to `alert_failures`
@N10b@ - the `alert_failures` log line has the full phone number in it so Fiona can ring people back
- Fiona works through `alert_failures` from the staff admin the same afternoon
- TODO: validate mobile numbers at booking time (UK 07 prefix)
"""),

dict(slug="winter-timetable-2026-27", title="Winter timetable 2026/27", created="2026-09-15",
     tags=["timetable", "winter"], body="""
# Winter timetable 2026/27

Runs 5 Oct 2026 – 27 Mar 2027.

@V7b@ The first winter departure from Ardnacross is 07:25, so the mail van makes the island round.
- last sailing from Kestrel Isle at 17:30 (Mon–Sat)
- Sunday: 2 return sailings, late morning and mid-afternoon
- the Puffin is off for refit in November, so the Gannet does everything then
- the printed version went to the printer on 20 Sept
"""),

dict(slug="hauliers-faq", title="Hauliers FAQ", created="2026-06-20",
     tags=["vehicles", "hauliers", "faq"], body="""
# Hauliers FAQ

**Q: What's the longest vehicle you can take?**
@V9b@ A: The Gannet can take vehicles up to 14 m long; anything longer needs a landing-craft charter.

**Q: How do we pay?**
@NS2b@ A: Hauliers are invoiced monthly by Sheena.

**Q: Can we book the 10:30?**
A: Yes, it's the usual freight run; livestock trailers get priority in lambing season.

**Q: Weight limits?**
A: 44 t gross on the Ardnacross linkspan; 10 t per axle on the Gannet's car deck.
"""),

dict(slug="booking-emails", title="Booking confirmation emails", created="2026-07-08",
     tags=["tidebook", "email"], body="""
@R2b@ TideBook sends booking confirmations through Amazon SES (eu-west-2, `bookings@` is a verified identity).
- template: `bookings/templates/email/confirmation.html`, with a plain-text twin alongside
- includes the QR code inline and an Apple Wallet pass
- hard bounces flag the booking so the office can ring the customer
"""),

dict(slug="deckhand-dev-setup", title="deckhand dev setup", created="2026-02-18",
     tags=["deckhand", "setup", "frontend"], body="""
# deckhand: local setup

@R4b@ deckhand uses plain npm — run `npm ci`; the lockfile is `package-lock.json`.
- dev server on `localhost:5173`, preview build on 4173
- fake camera: set `VITE_FAKE_CAMERA=1` and drop QR PNGs into `static/fake-scans/`
@O10b@ Ruth develops deckhand in VS Code; the repo ships `.vscode/extensions.json`.
- API token for local dev: create one against staging in the staff admin
"""),

dict(slug="weekend-cover", title="Weekend cover", created="2026-06-06",
     tags=["oncall", "weekend", "tidebook"], body="""
# Weekend cover

@R5b@ Ewan is first call for TideBook problems at weekends; Tom only gets rung if Ewan can't sort it from the runbook.
- Ewan has staff-admin superuser and can pause online bookings from the sailing page
- Saturday ticket offices: Fiona at Ardnacross, Jamie on the island
- the runbook is pinned in #ops
"""),

dict(slug="card-payments-faq", title="Card payments: office FAQ", created="2026-05-29",
     tags=["payments", "faq", "office"], body="""
**Q: Who handles online card payments?**
@R6b@ A: Online TideBook bookings are charged through Square; payouts land in the Bank of Scotland account.

**Q: And at the counter?**
A: The SumUp terminals. Contactless limit is the usual £100.

**Q: A customer says they were charged twice?**
A: Check the booking's payment history first, then pass it to Sheena; don't refund from the counter.
"""),

dict(slug="harbourlog-notes", title="Harbourlog notes", created="2026-05-05",
     tags=["harbourlog", "nuc"], body="""
# Harbourlog notes

@R8b@ Harbourlog stores everything in a MariaDB database on the NUC (schema `harbourlog`).
@O6b@ Harbourlog sends its overdue-maintenance emails through the Office 365 SMTP relay.
- Dougie is the main user; masters log drills and defects from the bridge laptop
- restart: `sudo systemctl restart harbourlog`
- the NUC reboots for updates on Sundays at 04:00
"""),

dict(slug="sms-costs", title="SMS costs 2026", created="2026-11-03",
     tags=["sms", "costs", "alerts"], body="""
# SMS spend 2026

@R10b@ - SMS alerts go via Textlocal, about 3.9p a text
- ~11,500 texts Jan–Oct, most of them in the August gales
- Morag asked whether email-only alerts for season-ticket holders would cut the bill; parked
"""),

dict(slug="refund-policy", title="Refund policy (office version)", created="2026-03-08",
     tags=["refunds", "policy", "office"], body="""
# Refunds, as the office explains them

@N2b@ - weather cancellations: no refund; passengers are moved to the next sailing with space
@NS5b@ - foot tickets: refundable up to 24 h before departure
- vehicle bookings: refundable up to 48 h before, 50 % after that
- refunds go back to the original card; Sheena processes them on Tue/Thu
"""),

dict(slug="pets-on-board", title="Pets on board", created="2026-05-16",
     tags=["pets", "dogs", "faq"], body="""
# Pets on board

@N3b@ - Puffin: no dogs at all (only the saloon is covered, and it's tiny)
@F3b@ - Gannet: dogs stay on the car deck or the outer deck, not in the lounge; assistance dogs excepted
- cats and small animals in a carrier are fine on both boats
"""),

dict(slug="tidebook-views", title="TideBook views: conventions", created="2026-08-14",
     tags=["tidebook", "django", "style"], body="""
@N7b@ TideBook uses function views only; no class-based views, because Tom finds the CBV
mixin chains hard to follow when he's reviewing on his phone.

- htmx partials live next to the full templates with a `_partial` suffix
- views return `TemplateResponse` so tests can inspect the context
"""),

dict(slug="fares-review-2027", title="Fares review for 2027", created="2026-11-10",
     tags=["fares", "2027", "board"], body="""
# Fares review 2027 (draft for the December board)

@N8b@ We decided not to do multi-journey carnets (Sheena: reconciling part-used books is a nightmare).
- proposed adult return rise of about 4 %, to go to the board in December
- islander card stays at the 2026 price
- bikes stay free
"""),

dict(slug="glitchtip", title="GlitchTip", created="2026-06-22",
     tags=["monitoring", "tidebook", "errors"], body="""
@S2c@ TideBook error tracking moved from Sentry to self-hosted GlitchTip on tb-ops-1 in June; the Sentry project is deleted.
- GlitchTip speaks the Sentry API, so only the DSN changed
- alerts go to the #ops Slack channel
"""),

dict(slug="phone-line", title="Office phone line", created="2026-05-02",
     tags=["office", "phone", "bookings"], body="""
@S3c@ Phone bookings stopped on 1 May; the number still works for sailing status and lost property.
- bookings are online or at either counter now
- Fiona updates the voicemail greeting on cancellation days
"""),

dict(slug="deploy-runbook", title="TideBook deploy runbook", created="2026-08-21",
     tags=["tidebook", "deploy", "ansible"], body="""
# Deploying TideBook

@S5c@ The Fabric deploy script is deprecated; TideBook deploys now run from tb-ops-1 with `ansible-playbook deploy.yml`.

```bash
ssh tb-ops-1
cd ~/ops && ansible-playbook -i inventory/prod deploy.yml -e ref=main
```

- the playbook restarts gunicorn and the Celery worker at the end
- afterwards check `/healthz` and load one real booking page
"""),

dict(slug="timetable-pdf", title="Timetable PDF", created="2026-09-12",
     tags=["timetable", "pdf", "tidebook"], body="""
@S6c@ We no longer make the timetable PDF in Canva; `make timetable-pdf` builds it from TideBook's sailings table.
- output goes to the website repo's `static/` and to the printer in Oban
- Morag still checks the proof before it goes out
"""),

dict(slug="staging", title="Staging", created="2026-02-09",
     tags=["tidebook", "staging"], body="""
# Staging

- https://staging.tidebook.kestrelferries.co.uk (basic auth is in 1Password)
@S9s@ - staging is refreshed every Monday from the previous night's prod dump
- payments, email and SMS are all in test/sandbox mode on staging
- deckhand preview deploys point at staging
"""),

dict(slug="db-maintenance", title="DB maintenance", created="2026-07-19",
     tags=["tidebook", "postgres", "maintenance"], body="""
@F4b@ On Sundays the 02:30 backup job also runs `VACUUM ANALYZE` once the dump has finished.
- autovacuum is on defaults; the `scans` table is the only one that bloats
- the disk alert on tb-db-1 fires at 80 %
"""),

dict(slug="drills", title="Drills", created="2026-06-27",
     tags=["safety", "drills", "ism"], body="""
@F7b@ The Puffin's monthly drill is normally done on the first Tuesday, after the 16:00 run.
- Gannet drills rotate between fire, abandon ship and man overboard
- record the drill in Harbourlog the same day, with who attended
"""),

dict(slug="bikes-and-kayaks", title="Bikes and kayaks", created="2026-04-16",
     tags=["bikes", "kayaks", "puffin"], body="""
@F8b@ - e-bikes go free too, but on the Puffin the battery has to come off and travel in the saloon
- kayaks: Puffin only, book ahead, max 4 per sailing
- tandems and trikes: Gannet only
"""),

dict(slug="fuel-and-bunkering", title="Fuel and bunkering", created="2026-05-22",
     tags=["fuel", "gannet", "puffin"], body="""
# Fuel

@A2b@ - Gannet service speed 11 kn; burns ~95 L/h at that
- Puffin burns ~60 L/h at cruise
- fuel is the biggest cost after wages; the Skerrow calls were cut partly for this
"""),

dict(slug="hosting-history", title="Hosting history", created="2026-03-01",
     tags=["tidebook", "hosting", "history"], body="""
@D1a@ During the 2025 season TideBook ran on a single DigitalOcean droplet (`tidebook-do-1`, London).
- The move to Hetzner was done in the quiet February weeks; DNS cut over on 17 Feb.
- The droplet was destroyed in March after a final snapshot.
"""),

dict(slug="gannet-refit-jan-2026", title="Gannet refit, January 2026", created="2026-01-28",
     tags=["gannet", "refit", "2026"], body="""
@D3a@ While the Gannet was in refit (6–27 Jan 2026), vehicle bookings were closed and the Puffin ran foot passengers only.
- work list: port main engine top-end, ramp hinge pins, new liferaft cradles
- she came back a day late because of weather at Garvel
"""),

dict(slug="may-2026-cover", title="May 2026: Morag on leave", created="2026-06-01",
     tags=["management", "cover"], body="""
@D6a@ Ewan was acting GM while Morag was on leave in May.
- anything with a price in it waited for her return
- Tom and the agent kept to bug fixes
"""),

dict(slug="website-rebuild", title="Website rebuild", created="2026-02-26",
     tags=["website", "eleventy"], body="""
@D8a@ The old site ran on WordPress (Krystal hosting) until February 2026.
- rebuilt as a static site; the timetable and fares pages are generated from JSON exported by TideBook
- Decap CMS for Fiona's news posts
"""),

dict(slug="passenger-faq", title="Passenger FAQ (draft for the website)", created="2026-04-07",
     tags=["faq", "passengers", "website"], body="""
**How long is the crossing?**
@A4b@ On the Gannet it's just over half an hour (about 35 min) from Ardnacross to Kestrel Isle.

**How many cars fit on the ferry?**
@A9b@ Up to 22 cars on the Gannet, fewer if there are vans or a livestock trailer aboard.

**Can I bring my dog?**
See the pets page; the rules differ between the two boats.
"""),

dict(slug="tidebook-settings", title="TideBook settings worth knowing", created="2026-06-13",
     tags=["tidebook", "django", "settings"], body="""
@A6b@ - `SESSION_COOKIE_AGE = 28800` for the staff admin, i.e. staff sessions last 480 minutes
- `TIME_ZONE = "Europe/London"`, `USE_TZ = True`; sailing times are stored as local date + wall time
- `CELERY_TASK_ACKS_LATE = True` so alerts aren't lost if the worker restarts
"""),

dict(slug="celery-ops", title="Celery ops", created="2026-09-05",
     tags=["tidebook", "celery", "ops"], body="""
@NS9a@ Never restart the Celery worker while a sailing alert broadcast is running — check Flower first.
- the worker runs as `tidebook-celery.service`, concurrency 4
- beat schedule: abandoned-basket cleanup, alert-failure digest at 17:00
"""),

# --- unlabelled notes
dict(slug="skerrow-calls", title="Skerrow calls", created="2026-03-30",
     tags=["skerrow", "puffin"], body="""
# Skerrow

- Puffin only; Tuesdays and Fridays on the 2026 timetable
- adult return £9.00, child £4.50, islander card holders free
- the pontoon is tidal-sensitive: the master may skip the call at low springs
- about 20 extra minutes on the Puffin's round
"""),

dict(slug="islander-card", title="Islander card", created="2026-05-18",
     tags=["fares", "islanders"], body="""
# Islander card

- for residents of Kestrel Isle and Skerrow and their dependants
- photo card, renewed every 3 years
- gives the islander fare on the Kestrel crossing; no effect on vehicle fares
- FAQ: **Can holiday-home owners get one?** No, council-tax residence only.
"""),

dict(slug="gannet-ramp-fault-2026-08", title="Gannet bow ramp fault, August 2026", created="2026-08-12",
     tags=["gannet", "incident", "ramp"], body="""
# Bow ramp fault, 11 Aug

- hydraulic hose on the bow ramp split at Kestrel Isle; stern-loading only for two days
- the 10:30 was cancelled; technical cancellations are refunded in full
- Dougie logged it in Harbourlog; a spare hose is now kept on board
"""),

dict(slug="postgres-upgrade-notes", title="Postgres upgrade notes", created="2026-06-16",
     tags=["tidebook", "postgres", "upgrade"], body="""
# Postgres 14 → 16 (June quiet week)

- `pg_upgrade --link` on tb-db-1, about 25 minutes of downtime
- online bookings paused from the sailing page during the window
- rebuilt the GIN index on `bookings.search` afterwards
"""),

dict(slug="counter-screens", title="Counter screens", created="2026-04-23",
     tags=["tidebook", "office", "hardware"], body="""
- Chromium in kiosk mode on small Lenovo boxes, one per counter
- receipt printers are Epson TM-m30, USB
- if a screen freezes, power-cycle the box; the session survives
"""),

dict(slug="tablet-fleet", title="Tablet fleet", created="2026-03-14",
     tags=["deckhand", "hardware", "tablets"], body="""
# Tablets

- 6 × Galaxy Tab A9: 3 on the Gannet, 2 on the Puffin, 1 spare in the office
- tablets charge in the wheelhouse; rugged cases after the one that went in the harbour
- lost tablet: revoke its API token in the staff admin straight away
"""),

dict(slug="b2-costs", title="B2 storage costs", created="2026-10-14",
     tags=["backups", "costs", "b2"], body="""
- bucket `kif-backups` is about 40 GB, a few dollars a month
- Harbourlog copies are kept 90 days, same as the backups page says
- egress is free via the Cloudflare bandwidth alliance; nobody has needed it yet
"""),

dict(slug="ism-audit-2026", title="ISM audit 2026", created="2026-07-09",
     tags=["safety", "ism", "audit"], body="""
# ISM internal audit, July

- no major non-conformities
- observation: drill records on the Puffin were a week late twice
- observation: the Gannet's SOPEP locker inventory wasn't signed
- next external audit: spring 2027
"""),

dict(slug="livestock", title="Livestock", created="2026-04-04",
     tags=["livestock", "gannet"], body="""
# Livestock

- Gannet only, in trailers; never loose animals on the car deck
- lambing season (Mar–May) is the busy time; the 10:30 is the livestock sailing
- the deck is hosed down after every livestock run
- **Who books them?** The crofters' association books in bulk with the office.
"""),

dict(slug="agent-onboarding", title="Read this first (agent onboarding)", created="2026-01-06",
     tags=["agent", "onboarding"], body="""
# Start here

1. MEMORY.md in the root
2. the TideBook overview and the infrastructure reference
3. the deploy rules before touching prod
4. Morag's profile before writing anything she'll read

- three repos: `tidebook`, `deckhand`, `harbourlog`; the `website` repo is Fiona's territory
"""),

dict(slug="ruth-handover-notes", title="Ruth's deckhand handover notes", created="2026-07-25",
     tags=["deckhand", "svelte", "handover"], body="""
# deckhand internals (from Ruth)

- scans are queued locally and flushed by the sync worker
- a scan is never dropped: if the server says 409 the local copy is marked as already-synced
- the headcount screen reads from the manifest, not from scans
- Svelte stores: `manifest`, `scanQueue`, `syncStatus`
"""),

dict(slug="board-meeting-2026-10", title="Board meeting, October 2026", created="2026-10-22",
     tags=["board", "minutes"], body="""
# Board, 21 Oct

- approved the winter 2026/27 timetable as published
- asked Morag for a fares review paper for December
- noted the Ardnacross linkspan survey is due next year
- **AOB:** council wants a ferry rep on the harbour users' group; Ewan volunteered
"""),

dict(slug="summer-2026-retro", title="Summer 2026 retro", created="2026-10-09",
     tags=["season", "retro", "2026"], body="""
# Summer 2026: what went well / badly

- busiest day 8 Aug: 1,140 passengers across both boats
- online share of vehicle bookings went from about half to 81 %
- the August gales cancelled 19 sailings; alerts mostly worked
- next year: more standby lanes at Ardnacross
"""),

dict(slug="gdpr-retention", title="GDPR retention", created="2026-08-06",
     tags=["gdpr", "tidebook", "retention"], body="""
# Retention

- bookings are anonymised 2 years after the sailing date
- `alert_failures` rows are purged after 30 days
- CCTV at Ardnacross is kept 31 days (council's system, not ours)
"""),

dict(slug="vhf-and-radio", title="VHF and radio", created="2026-02-14",
     tags=["radio", "harbour"], body="""
- Ardnacross harbour works on VHF 12
- both boats keep watch on 16 and 12
- the Puffin carries a handheld as backup
"""),

dict(slug="accessibility", title="Accessibility", created="2026-04-29",
     tags=["accessibility", "passengers"], body="""
# Accessibility

- the Gannet has a lift from the car deck to the lounge
- the Puffin has steps only; wheelchair users travel on the Gannet
- **Can a carer travel free?** Yes, with a National Entitlement Card companion endorsement.
"""),

dict(slug="lost-property", title="Lost property", created="2026-06-03",
     tags=["office", "lost-property"], body="""
- items found on either boat go to the Kestrel Isle office
- kept 3 months, then charity shop or bin
- phones and wallets are logged in the office book with the sailing time
"""),

dict(slug="harbourlog-ideas", title="Harbourlog wishlist", created="2026-09-26",
     tags=["harbourlog", "ideas"], body="""
# Ideas (not scheduled)

- a read-only view for the MCA surveyor
- QR stickers on equipment linking to its defect history
- export of drill records per crew member for their discharge books
"""),
]
