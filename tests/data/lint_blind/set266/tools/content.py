"""File bodies for the set266 store (Sula Sound Ferries).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root (root()), remnic facts (fact()),
free notes under auto/ (note()).
"""
import datetime as _dt
import hashlib as _hl

FILES = {}    # store-relative path -> full text (with markers)
FLAT = set()  # root files whose frontmatter is intentionally not strict YAML
INDEX = []    # (section, filename, title, hook) for MEMORY.md


def root(fname, name, desc, typ, title, hook, body, flat=False):
    assert fname not in FILES, fname
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n"
    FILES[fname] = fm + "\n" + body.strip("\n") + "\n"
    if flat:
        FLAT.add(fname)
    section = {"user": "User", "project": "Project", "feedback": "Feedback",
               "reference": "Reference"}[typ]
    INDEX.append((section, fname, title, hook))


def fact(date, hms, cat, conf, tags, body):
    y, m, d = (int(x) for x in date.split("-"))
    hh, mm, ss = (int(x) for x in hms.split(":"))
    h = _hl.md5(body.encode()).hexdigest()
    ms = int(h[4:7], 16) % 1000
    t = _dt.datetime(y, m, d, hh, mm, ss, ms * 1000, tzinfo=_dt.timezone.utc)
    epoch = int(t.timestamp() * 1000)
    hex4 = h[:4]
    fid = f"{cat}-{epoch}-{hex4}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms:03d}Z"
    path = f"facts/{date}/{fid}.md"
    assert path not in FILES, path
    tag_lines = "".join(f"  - {t_}\n" for t_ in tags)
    fm = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n")
    FILES[path] = fm + "\n" + body.strip("\n") + "\n"


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n"
    FILES[path] = fm + "\n" + body.strip("\n") + "\n"


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_role.md", "user-role",
     "Who Dougie is and how he likes to work with the agent", "user",
     "Dougie (IT lead)", "who the main user is and how to answer him", """
Dougie Ferguson is the IT & systems lead at Sula Sound Ferries, the only full-time developer. He has a contractor (Priya, tidebook) and a freelance sysadmin (Tom) to lean on.
He wrote tidebook in 2024 and still owns most of it; deckhand was built by an agency and he inherited it in January.
@R5a@ Dougie works in Neovim (LazyVim config) inside tmux, on a ThinkPad running Fedora.
Based in the Ardcarra office but often out on the boats sorting tablets, so expect slow replies between sailings.
Prefers short answers with the command to run, not essays.

**How to apply:** give diffs and shell commands; explain only the non-obvious parts. Don't summarise what he just said back to him.
""")

root("user_fiona.md", "ops-manager",
     "Fiona MacRae, operations manager - what she cares about when she asks for things", "user",
     "Fiona (operations manager)", "the manager who adds operating-rule memories", """
Fiona MacRae is the operations manager. She signs off timetable changes, fares and anything customer-facing.
Not technical, but very precise about sailing times and wording. She reads every disruption text on her phone before it goes out.
She added a lot of the operating-rule memories herself (weather, check-in, DG sailings) so treat those as authoritative unless something newer says otherwise.

**How to apply:** when she asks for a report, give a table she can paste into an email. Avoid jargon like "deploy", say "update the booking site".
""")

root("project_tidebook_overview.md", "tidebook-overview",
     "tidebook at a glance: stack, hosting, integrations", "project",
     "tidebook overview", "what the booking system is made of and where it runs", """
# tidebook

The booking & ticketing system (book.sulasound.co.uk). Django monolith, server-rendered templates. Sells foot, vehicle and bike tickets and issues the QR codes that gangway scans.

## Stack
- Python/Django, Celery for background jobs (ticket emails, Stripe payout sync, manifest export)
@V1a@ - App server: gunicorn on `127.0.0.1:8000`, Caddy in front terminates TLS
- Payments: Stripe (Payment Element), webhooks at `/stripe/webhook/`
@S1a@ - Transactional email (e-tickets, receipts, sailing changes): Mailgun, EU region
@R1a@ - CI: GitHub Actions, `test.yml` on every push and `deploy.yml` on version tags
- Error tracking: Sentry (project `tidebook`), performance sampling at 10%
- Static files: WhiteNoise, no CDN

## Domain notes
- A "sailing" is one departure, a "crossing" is a route. Don't mix them up in code (Dougie's rule).
- Capacity is tracked per sailing: lane-metres for vehicles, heads for passengers.
- Residents of Inchvara and Torr get the island resident fare (needs a resident card number).
- QR codes are signed with an HMAC key shared with gangway-api; rotate both together.
""", flat=True)

root("project_deckhand_overview.md", "deckhand-overview",
     "deckhand: crew rostering and planned maintenance app (Laravel)", "project",
     "deckhand overview", "the crew and maintenance app inherited from the agency", """
# deckhand

Crew rostering, hours-of-rest, certificates and planned maintenance (PMS) for the three vessels. Built by an Inverness agency in 2025, handed over to Dougie in January 2026.

- Laravel 11, Blade + Livewire, Tailwind
@S3a@ - Runs PHP 8.1 (set in the Forge site settings)
@R10a@ - DB: MySQL 8.0 on the same droplet (`deckhand` schema, utf8mb4)
- Hosting: a DigitalOcean droplet managed by Laravel Forge, London region
- Queue: Redis + Horizon (roster notifications, cert-expiry reminders)
@R2a@ - Outbound mail (roster changes, cert expiry reminders): Postmark, on its own message stream
@R3a@ - Exceptions: Flare (flareapp.io), project "deckhand-prod"
- Users: ~40 crew plus office staff; logins by email magic link, no passwords
- Ewan (chief engineer) owns the maintenance side, Fiona owns rosters

## Quirks
- The roster week starts on Saturday because that's the timetable change-over day.
- PMS tasks are keyed by vessel + system code, e.g. `SOL-ME-01` = Solan main engine 1.
- The agency left a lot of logic in Livewire components. Don't be surprised.
""", flat=True)

root("project_gangway_overview.md", "gangway-overview",
     "gangway boarding app - tablets at the ramp plus a small Go API", "project",
     "gangway overview", "the boarding/manifest app used by the deck crew", """
# gangway

Boarding/manifest app used by the deck crew at the gangway and the car-deck ramp. Flutter app on tablets + a small Go service, `gangway-api`.

@D3b@ - Runs on Samsung Galaxy Tab Active5 tablets (rugged, glove mode), 6 in service
- Flutter 3.24; local store is SQLite (drift)
@O8a@ - `gangway-api` (Go 1.22) listens on `:8090` on tb-prod-1; Caddy routes `/gw/` to it
@S6a@ - Tablets pull each sailing's manifest from `GET /api/v1/manifest?sailing=<id>`
@V8a@ - Tablets push scans to gangway-api every 60 seconds whenever they have signal
@F6a@ - Works offline: tablets keep validating QR codes when the pier signal drops
- Scans are idempotent on (booking_ref, sailing_id), so a double push is harmless
- Release builds go through Codemagic and are side-loaded with Samsung Knox
""")

root("project_tideline_overview.md", "tideline-overview",
     "tideline, the public timetable and live status site", "project",
     "tideline overview", "the public timetable/status site and its SMS worker", """
# tideline

Public timetable + live status site (sulasound.co.uk/timetable and status.sulasound.co.uk).

@D9b@ - tideline is an Astro static site (Astro 4, Tailwind), no server of its own
@R7a@ - Hosted on Cloudflare Pages; builds from `main` on every push
@F10a@ - The site rebuilds automatically whenever the timetable changes.
- Package manager is pnpm, Node 20
- `tideline-notify` is a tiny Node worker that sends the disruption SMS (see project_sms_alerts.md)
- Disruption banner copy is written by the duty officer, max 160 chars so it also fits an SMS
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, networks and DNS for all four systems", "reference",
     "Infrastructure", "which box runs what, networks and DNS", """
# Infrastructure

## Hetzner (tidebook + gangway-api)
- `tb-prod-1`: CX32, Falkenstein, Debian 12 - tidebook, gangway-api, Caddy
@V2a@ - `tb-db-1`: PostgreSQL 16.4, tidebook's only database (private network 10.0.0.0/24)
@V10a@ - Redis (Celery broker for tidebook): `10.0.0.5:6379`, db 0
- Private network only; nothing but Caddy on :443 is exposed to the internet.

## DigitalOcean (deckhand)
- One droplet via Laravel Forge, London; Redis for Horizon lives on the droplet itself (`127.0.0.1:6379`)
- Spaces bucket `deckhand-backups`

## Shared
@D7a@ - DNS: Cloudflare, zone `sulasound.co.uk`
- Backups: restic to Backblaze B2 (see reference_backups.md)
- Tom Okafor has root on everything; Dougie has sudo on tb-prod-1 and admin on Forge.
""")

root("reference_backups.md", "backups",
     "How tidebook data is backed up and restored", "reference",
     "Backups", "backup jobs, retention and restore drills", """
# Backups

@V4a@ - `restic-nightly.timer` on tb-db-1 fires at 02:30 and pushes the tidebook `pg_dump` to B2
@F2a@ - restic keeps 14 daily snapshots
- Restore drill every quarter; the last one (2026-10-07) took 22 minutes end to end
- deckhand is backed up separately by Forge, not by restic
- gangway tablets hold no authoritative data, so no backup needed

```bash
# list snapshots (needs the B2 env from /root/restic.env)
restic snapshots --tag tidebook | tail -5
```
""")

root("reference_checkin_rules.md", "checkin-rules",
     "Check-in cutoffs and boarding rules per route and ticket type", "reference",
     "Check-in rules", "cutoffs and boarding rules per route", """
Check-in and boarding rules (Fiona's wording; keep it exact in customer copy).

## Ardcarra - Inchvara (Solan / Corrie Bay)
@V3a@ - Vehicles: be in the Ardcarra marshalling lanes at least 20 minutes before departure.
- Vehicles at Inchvara: 15 minutes before departure (smaller marshalling area, shorter queue).
@F4a@ - Foot passengers: check in at least 10 minutes before departure.
- Unaccompanied under-14s must be booked by phone.

## Ardcarra - Torr (Tern)
@N3a@ - Torr launch: foot passengers must pre-book online, no cash taken on board.
- Boarding closes 5 minutes before departure; the skipper won't wait.
""")

root("project_fleet.md", "fleet",
     "Fleet facts: vessels, capacities, routes, bunkering", "project",
     "Fleet", "the three vessels, what they carry and where they fuel", """
# Fleet

| Vessel | Type | Cars | Passengers | Usual route |
|---|---|---|---|---|
@V5a@ | MV Solan | ro-ro | 24 cars | 180 pax | Ardcarra–Inchvara |
| MV Corrie Bay | ro-ro | 12 cars | 96 pax | relief + winter Inchvara extras |
@A1a@ | MV Tern | passenger launch | no cars | 48 pax | Ardcarra–Torr |

- Solan: built 2009, twin main engines, lift from car deck to lounge.
@N9a@ - MV Tern takes up to 6 bikes on the foredeck rack.
@D8b@ - Solan bunkers at the Inchvara fuel berth on Wednesdays.
- Corrie Bay bunkers from a road tanker at Ardcarra (she draws too much for the Inchvara fuel berth at low water).
- Masters: Ruaridh Campbell (Solan), Alasdair Bell (Corrie Bay); Tern skippers rotate.
""", flat=True)

root("project_fares_2026.md", "fares-2026",
     "The 2026 fare table as approved by the board", "project",
     "Fares 2026", "current fare table per route and ticket type", """
# Fares 2026 (from 1 April 2026, approved by the board in February)

## Ardcarra - Inchvara
@V7a@ - Adult single, Ardcarra ⇄ Inchvara: £7.40
- Child (5-15) single: £3.70; under 5s free
@D1a@ - Car + driver single: £38.50
- Island resident adult single: £3.10
- Bicycle: free

## Ardcarra - Torr
- Adult single £5.20, child £2.60
- No vehicle fares (Tern is passenger-only)
""")

root("project_accessibility.md", "accessibility",
     "Accessibility provisions on board and in the booking flow", "project",
     "Accessibility", "what we offer disabled passengers and the booking-flow rules", """
# Accessibility

- Solan has a lift from the car deck to the lounge; Corrie Bay doesn't (stairs only), so steer wheelchair users to Solan sailings.
- Blue Badge holders get a priority lane at Ardcarra.
@V9a@ - Blue Badge / concession proof uploads in tidebook are limited to 10 MB per file.
- Accepted formats: JPG, PNG, PDF. HEIC from iPhones is converted server-side (pillow-heif).
- Screen-reader audit of the booking flow done in Sept 2026 (WCAG 2.2 AA target): 11 issues found, 9 fixed.
""")

root("project_sms_alerts.md", "sms-alerts",
     "How disruption texts reach subscribers", "project",
     "SMS disruption alerts", "how disruption texts are sent and to whom", """
@R9a@ Disruption SMS are sent through Twilio (UK long code, alphanumeric sender `SULAFERRY`).
Subscribers opt in per route on tideline; roughly 2,300 numbers on Inchvara and 400 on Torr.

@O7b@ - A failed SMS send is retried twice, then flagged in the ops channel.
- Texts are capped at 160 characters (one segment); Fiona insists.
- Messages only go out after the duty officer presses "Publish" on the disruption in tidebook.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branching, merging and PR rules per repo", "feedback",
     "Git workflow", "how branches and merges are handled in each repo", """
@N1a@ - tidebook: always squash-merge PRs into `main` (one commit per PR, title = PR title).
@N6a@ - Never push directly to tidebook's `main`; everything goes through a PR, even typo fixes.
@F5b@ - PRs touching tidebook's `payments/` app need two approvals (Dougie and Priya).
- Branch names: `feat/…`, `fix/…`, `chore/…`.
- deckhand is different: PRs there are merged with a merge commit and Forge deploys on merge.

**Why:** Dougie wants `main` to read like a changelog.
**How to apply:** when the agent opens a PR, keep the title changelog-ready.
""")

root("feedback_db_migrations.md", "db-migrations",
     "How schema migrations are applied to production", "feedback",
     "DB migrations", "who applies migrations and how careful to be", """
@N2a@ Never run `manage.py migrate` from the tidebook deploy script; Dougie applies migrations by hand
after reading the `sqlmigrate` output, usually the evening before a release.

**Why:** a 2025 migration locked the bookings table for 4 minutes at 08:00 on a Saturday in August.
**How to apply:** when a PR adds a migration, say so in the PR description and flag anything that rewrites a big table.

- Keep migrations backwards compatible for one release (old code must run against the new schema).
""")

root("project_refunds.md", "refunds",
     "Refund policy and who handles refunds", "project",
     "Refunds", "refund policy and the approval process", """
# Refunds

@F1a@ - Sailing cancelled by us (weather or technical): full refund or free rebooking, customer's choice.
- Customer cancels more than 24 h before: refund minus a £2 admin fee.
- Customer cancels within 24 h / no-show: no refund, can rebook once.

@N5a@ We decided not to automate refunds - Morag approves every refund in the Stripe dashboard.
""")

root("project_dangerous_goods.md", "dangerous-goods",
     "Rules for dangerous-goods (DG) sailings", "project",
     "Dangerous goods sailings", "how DG sailings are scheduled and who may travel", """
# Dangerous goods sailings

Fuel tankers, gas cylinder lorries and the like. Rules come from the MCA exemption and Callum.

@F8a@ - DG sailing: Tuesdays, 06:40 from Ardcarra (Solan only).
@N7a@ - Dangerous-goods sailings run without passengers; only the DG vehicle drivers travel.
- DG bookings are taken by phone at least 48 h ahead; tidebook has a `dg_only` flag on the sailing.
- Max 2 tankers per sailing.
""")

root("feedback_code_style.md", "code-style",
     "Code style preferences for each codebase", "feedback",
     "Code style", "formatting and front-end preferences", """
@N10a@ - Prefer HTMX for interactive bits in tidebook templates (seat map, timetable filter) over hand-written JS.
- Python: black + ruff, line length 100.
- deckhand: Laravel Pint defaults; don't reformat files you didn't touch (the agency's code is messy and diffs balloon).
- gangway: `dart format`, keep widgets under ~200 lines.

**Why:** Dougie maintains this mostly alone; boring code wins.
""")

root("reference_monitoring.md", "monitoring",
     "What watches the systems and where alerts go", "reference",
     "Monitoring", "uptime checks, error alerts and disk alerts", """
@S2a@ - Uptime checks for book.sulasound.co.uk and tideline are on UptimeRobot (free plan, 5-minute interval).
- Sentry alerts for tidebook go to Dougie by email.
- Disk-usage alert on tb-db-1 at 80% (Hetzner Cloud metrics).
- deckhand has no uptime check yet (on the list).
""")

root("reference_contacts.md", "contacts",
     "Who to contact for what, and where the team talks", "reference",
     "Contacts", "people, roles and the team chat", """
| Who | Role | Ext. |
|---|---|---|
| Fiona MacRae | Operations manager | 201 |
| Morag Sinclair | Finance & office | 204 |
| Isla Grant | Booking office lead | 210 |
| Callum Reid | Harbour master, Ardcarra | VHF 14 / 230 |
| Ewan Baird | Chief engineer | 240 |

@S5a@ Ops chat is the Slack workspace `sulasound`, channel `#ops`; post outages there first.
Tom Okafor is external; email him and copy Dougie.
""")

root("project_timetable_winter.md", "winter-timetable",
     "Winter timetable 2026/27 and how timetable changes are made", "project",
     "Winter timetable 2026/27", "current winter sailing pattern and the timetable source", """
# Winter timetable 2026/27 (26 Oct 2026 – 28 Mar 2027)

@D4a@ - Winter 2026/27: Solan does 5 round trips Mon–Sat, 3 on Sundays.
- First departure from Ardcarra 07:10, last return from Inchvara 18:05.
- Tern: 3 return trips to Torr Mon–Fri, none at weekends (Dec–Feb).
- Corrie Bay covers Solan's refit in February.

@S7a@ Timetable changes are made in the "Timetable master" Google Sheet, which tidebook and tideline read from.
""")

root("reference_weather_policy.md", "weather-policy",
     "Weather limits: when each vessel stops sailing", "reference",
     "Weather policy", "wind and tide limits per vessel", """
@F3a@ - MV Solan: sailings are cancelled at sustained Force 8 or above (Ardcarra anemometer).
- MV Corrie Bay: cancelled at Force 7 or above; she's lighter and rolls.
- MV Tern: no sailing above Force 5 or in swell over 1.5 m.
@NS7a@ - Solan doesn't use the Inchvara slip at low water springs; she berths at the pier face instead.
- The master has the final say; the office never overrides a master's cancellation.
- Publish the disruption notice at least 90 minutes before the affected sailing where possible.
""", flat=True)

root("feedback_pr_reviews.md", "pr-reviews",
     "Review requirements before merging", "feedback",
     "PR reviews", "review rules and what agent-authored PRs must include", """
@F5a@ - Every tidebook PR needs one approving review before merge.
- deckhand PRs: Dougie self-merges, no review required (nobody else knows Laravel).
- When the agent opens a PR, write "Agent-authored" in the description and list the commands it ran.

**Why:** Priya once merged a half-finished fare change while Dougie was at sea.
**How to apply:** on tidebook, request Dougie or Priya as reviewer and never self-approve.
""")

root("reference_crew_rules.md", "crew-rules",
     "Crewing and hours-of-rest rules that deckhand enforces", "reference",
     "Crew rules", "rest hours, manning and certificates", """
@F7a@ - Minimum rest: 10 hours in any 24-hour period.
- Max 14 hours of work in any 24 hours.
@NS9a@ - Never sail Tern with more than 12 passengers aboard without a second crew member.
- Solan minimum crew: 5 (master, mate, engineer, 2 deckhands); Corrie Bay: 4.
- Medical and STCW certificates are tracked in deckhand (see the deckhand certificates note).
""")

root("project_data_retention.md", "data-retention",
     "How long each kind of data is kept", "project",
     "Data retention", "retention periods per data type", """
@F9a@ - Booking and payment records: kept 6 years (HMRC).
- Sentry events: 90 days (plan default).
- gangway scan logs (booking ref + timestamp only): 12 months, then deleted.
- CCTV at Ardcarra belongs to the harbour trust, not us: 31 days.
""")

root("project_torr_slipway.md", "torr-slipway",
     "Torr slipway and the Ardcarra pontoon used by the launch", "project",
     "Torr slipway", "where the launch berths and the Torr connectivity", """
# Torr slipway / Ardcarra pontoon

- MV Tern departs from the Ardcarra pontoon, berth 3.
- Torr slipway is tidal; at very low water the Tern lands at the north jetty instead (skipper's call).
- A Starlink dish on the Torr waiting shelter gives gangway a connection; it's flaky in heavy rain.
- The council owns the Torr slip; repairs planned for spring 2027.
""")

root("project_season_2026.md", "season-2026",
     "Notes on the 2026 summer season", "project",
     "Season 2026", "how the summer went and what changed from last year", """
# Season 2026 notes

- Summer timetable 2026 ran 28 Mar – 25 Oct: Solan 7 round trips a day, Tern 5.
@D6b@ - In 2025, online booking closed at 18:00 the evening before the sailing.
- Record day: 1,912 passengers on 2 Aug 2026 (Inchvara Highland Games).
- Two seasonal booking-office staff, May to September.
""")

root("feedback_deploys.md", "deploys",
     "When and how to deploy each system", "feedback",
     "Deploys", "deploy timing rules and steps", """
@NS1a@ - No Friday deploys of tidebook unless a second person is around to roll back.
- Deploy = push a `vYYYY.MM.DD` tag; watch the deploy job, then click through a test booking on prod with the £0.01 internal fare.
- deckhand deploys via Forge's "Deploy now" button or on merge to `main`.
- tideline deploys itself.
- Never deploy during the 07:00–09:00 morning rush; the booking office is busiest then.

**Why:** the one time a deploy broke checkout it took an hour to notice.
""")

root("project_payments.md", "payments",
     "Payment handling, card data and cash rules", "project",
     "Payments", "how money comes in and what we never store", """
- Online: Stripe (Payment Element); payouts weekly on Mondays.
@NS4a@ - Never take cash for vehicle tickets on board Solan; vehicles must be prepaid.
@NS10a@ - We never store full card numbers in tidebook; Stripe Elements handles card entry.
- Stripe fee: 1.5% + 20p (UK cards).
- Morag reconciles Stripe payouts against the tidebook sales report every Monday.
""")

root("feedback_customer_comms.md", "customer-comms",
     "Rules for anything sent to passengers", "feedback",
     "Customer comms", "tone and consent rules for passenger messages", """
@NS6a@ - Never send marketing email to passengers who haven't opted in.
- Disruption wording: say "cancelled" or "delayed", never "suspended"; customers don't know what it means.
- Sign off as "Sula Sound Ferries booking office", not a person's name.

**Why:** we had an ICO complaint in 2024 about a newsletter.
**How to apply:** check the consent flag before adding any new email type.
""")

root("feedback_agent_behaviour.md", "agent-behaviour",
     "Guard rails for the agent when touching production data", "feedback",
     "Agent behaviour", "what the agent must ask about or never do", """
@NS8a@ - Never delete a booking row without writing a `BookingAudit` entry first.
- Ask before running anything against prod (including a read-only shell on tb-prod-1).
- Don't touch deckhand's Livewire components unless asked; Dougie wants to rewrite them.
- When unsure about an operating rule, ask Fiona rather than guessing.
""")

root("feedback_security.md", "security",
     "Secrets, sessions and 2FA rules", "feedback",
     "Security", "where secrets live and how staff log in", """
- Secrets live in `/etc/tidebook/env` on tb-prod-1 (root:tidebook 0640), never in the repo.
@O9b@ - Prod: staff sessions in the tidebook admin expire after 30 minutes of inactivity.
- 2FA (TOTP) is required for all tidebook staff accounts.
- deckhand logins are email magic links (15-minute expiry).

**Why:** the booking office PCs are shared.
""")

root("feedback_incident_response.md", "incident-response",
     "Who handles outages and how incidents are written up", "feedback",
     "Incident response", "escalation paths and incident notes", """
@R6a@ - Weekend on-call for tidebook outages is Tom Okafor (retainer, Sat–Sun 07:00–20:00).
@NS3a@ - Escalate linkspan/pier faults to Callum (harbour master), not to the IT on-call.
@S9a@ - Runbooks are in the Confluence space `OPS`; link the relevant page in the incident note.
- Write a short incident note within 24 h: what broke, who noticed, what we did.

**Why:** after the August bank holiday outage nobody knew who was meant to pick it up.
""")

root("reference_local_dev.md", "local-dev",
     "Getting each codebase running on a laptop", "reference",
     "Local dev", "local setup commands for each repo", """
@R4a@ - tidebook deps are managed with `uv` (`uv sync`; lockfile is `uv.lock`).
- Local Postgres + Redis for tidebook: `docker compose up db redis`.
- deckhand: Laravel Sail; `sail artisan migrate:fresh --seed` gives you demo crew.
- gangway: Flutter 3.24 and an Android emulator; point it at `http://10.0.2.2:8090` for a local gangway-api.
- tideline: `pnpm dev`.
""")

root("reference_vendor_accounts.md", "vendor-accounts",
     "Which vendor accounts exist and who owns each", "reference",
     "Vendor accounts", "who owns which vendor account", """
Which vendor accounts exist and who owns them. No credentials here; they're in the 1Password "IT" vault.

- Hetzner: Tom's account, invoiced to Sula Sound.
- DigitalOcean + Forge: Dougie.
- Stripe: Morag is owner, Dougie developer.
- Cloudflare: Tom.
- Backblaze B2: Tom.
- Apple/Google developer accounts: none, gangway is side-loaded.
""")

root("feedback_testing.md", "testing",
     "How tests are written and run in each repo", "feedback",
     "Testing", "test tools and what not to fix", """
- tidebook: pytest + pytest-django, factory_boy for fixtures; run `pytest -x -q` before pushing.
- Never hit real Stripe in tests; use the `stripe-mock` container.
- deckhand: phpunit; the agency's tests are flaky (about 8 of 212 fail at random). Don't try to fix them unless asked.
- gangway: widget tests only, no integration tests yet.

**Why:** a test once refunded a real customer against live keys.
""")

root("feedback_writing_style.md", "writing-style",
     "House style for customer-facing text", "feedback",
     "Writing style", "spelling, names and time formats in copy", """
- Customer-facing copy: British English, "sailing" not "trip", 24-hour times like "07:10".
- No exclamation marks in disruption notices.
- Island names: "Inchvara" and "Torr" (not "Eilean Torr"; the Gaelic is only used on signage).
""")

root("project_open_issues.md", "open-issues",
     "Known bugs and annoyances not yet fixed", "project",
     "Open issues", "known bugs across the four systems", """
- tidebook: the MCA manifest upload sometimes times out on sailings with more than 150 passengers.
- gangway: camera autofocus struggles with laminated season tickets.
- deckhand: some cert-expiry reminders are sent twice (Horizon schedule overlap).
- tideline: the disruption banner can lag by up to a minute behind tidebook.
""")

root("project_mca_reporting.md", "mca-reporting",
     "What we report to the MCA and when", "project",
     "MCA reporting", "regulatory returns and manifests", """
- Passenger numbers per sailing go into the manifest export; the master's declared count must not exceed the certificate.
- Quarterly passenger return filed by Fiona.
- Any injury on board is reported the same day via the MCA online form; Ewan keeps the copies.
""")

root("reference_glossary.md", "glossary",
     "Glossary: ferry and booking terms used in code and by staff", "reference",
     "Glossary", "ferry and booking terms", """
- **Sailing** - one departure of one vessel at one time.
- **Crossing** - a route (Ardcarra–Inchvara, Ardcarra–Torr).
- **Linkspan** - the hinged ramp between pier and car deck.
- **Lane-metres** - how vehicle deck space is measured.
- **DG** - dangerous goods.
- **PMS** - planned maintenance system (in deckhand).
""", flat=True)

# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

# -- labelled facts --
fact("2026-06-05", "10:12:41", "fact", 0.88, ["tidebook", "caddy", "tb-prod-1"], """
@V1b@ On tb-prod-1 the tidebook gunicorn bind is `127.0.0.1:8010`; Caddy's `reverse_proxy` points there.
""")
fact("2026-04-02", "08:03:10", "fact", 0.93, ["checkin", "ardcarra", "vehicles"], """
@V3b@ Vehicle check-in at Ardcarra closes 30 minutes before the scheduled sailing; later arrivals go on standby.
""")
fact("2026-03-10", "14:22:05", "fact", 0.9, ["fleet", "solan", "capacity"], """
@V5b@ MV Solan's vehicle deck is licensed for a maximum of 22 cars.
""")
fact("2026-05-19", "16:40:52", "fact", 0.86, ["tidebook", "celery", "email"], """
@V6b@ tidebook's ticket-email Celery task gives up after 3 retries and marks the email as failed.
""")
fact("2026-04-01", "09:00:30", "fact", 0.95, ["fares", "inchvara"], """
@V7b@ The 2026 adult single fare for Ardcarra–Inchvara is £7.90.
""")
fact("2026-09-25", "11:18:07", "fact", 0.84, ["tidebook", "uploads", "accessibility"], """
@V9b@ tidebook rejects concession-proof uploads over 5 MB.
""")
fact("2026-07-22", "13:05:44", "fact", 0.87, ["tidebook", "ci"], """
@R1b@ tidebook's tests and deploys run on Woodpecker CI on the office NUC.
""")
fact("2026-06-16", "15:31:19", "fact", 0.85, ["deckhand", "errors"], """
@R3b@ deckhand reports exceptions to Bugsnag; Ewan gets the weekly digest.
""")
fact("2026-02-20", "17:48:02", "preference", 0.9, ["dougie", "editor"], """
@R5b@ Dougie prefers VS Code (Python + Dart extensions) for day-to-day editing.
""")
fact("2026-10-03", "09:27:15", "fact", 0.89, ["tidebook", "on-call"], """
@R6b@ Weekend on-call for the tidebook booking site is Dougie Ferguson.
""")
fact("2026-08-27", "12:14:38", "fact", 0.91, ["booking-office", "payments"], """
@R8b@ The Ardcarra ticket desk takes card payments on a Zettle reader.
""")
fact("2026-03-30", "10:55:09", "fact", 0.88, ["tideline", "sms"], """
@R9b@ tideline-notify sends the disruption texts through Textlocal.
""")
fact("2026-07-09", "18:20:33", "decision", 0.86, ["tidebook", "deploy", "migrations"], """
@N2b@ tidebook's deploy job runs `manage.py migrate --noinput` automatically before gunicorn restarts.
""")
fact("2026-05-03", "08:41:57", "fact", 0.9, ["torr", "tern", "booking"], """
@N3b@ No booking is needed for the Torr launch: passengers walk on and pay the skipper.
""")
fact("2026-06-14", "14:02:11", "fact", 0.87, ["solan", "pets"], """
@N4a@ Dogs are welcome in MV Solan's passenger lounge as long as they're on a lead.
""")
fact("2026-10-20", "11:36:48", "decision", 0.92, ["refunds", "tidebook", "weather"], """
@N5b@ Refunds for weather-cancelled sailings are issued automatically by tidebook, with no manual approval.
""")
fact("2026-08-05", "16:09:26", "preference", 0.83, ["tidebook", "git"], """
@N6b@ Small copy fixes can be committed straight to tidebook's `main` without a PR.
""")
fact("2026-09-08", "07:58:40", "fact", 0.88, ["dangerous-goods", "passengers"], """
@N7b@ Foot passengers can travel on the Tuesday dangerous-goods sailing, up to 12 of them.
""")
fact("2026-10-12", "15:44:03", "decision", 0.9, ["tidebook", "feature-flags"], """
@N8b@ New tidebook booking features ship behind django-waffle feature flags.
""")
fact("2026-07-17", "10:21:50", "fact", 0.89, ["tern", "bikes", "torr"], """
@N9b@ MV Tern doesn't carry bicycles; Torr cyclists leave their bikes at Ardcarra.
""")
fact("2026-06-11", "09:13:22", "decision", 0.95, ["tidebook", "email"], """
@S1b@ Switched tidebook's transactional email from Mailgun to Postmark on 2026-06-10 after the Hotmail deliverability problems.
""")
fact("2026-05-21", "13:50:14", "fact", 0.9, ["monitoring", "uptime"], """
@S2b@ Uptime monitoring moved from UptimeRobot to a self-hosted Uptime Kuma on a small Hetzner box (`mon-1`) in May 2026.
""")
fact("2026-04-16", "12:07:36", "fact", 0.92, ["tickets", "inchvara", "almex"], """
@S4b@ The Almex paper-ticket machines were retired in April 2026; every ticket is now a tidebook QR code.
""")
fact("2026-02-11", "10:30:00", "decision", 0.94, ["chat", "ops"], """
@S5b@ Ops chat moved from Slack to Microsoft Teams in February 2026 (it came with the M365 licences).
""")
fact("2026-07-06", "14:48:29", "fact", 0.87, ["gangway", "api"], """
@S6b@ `/api/v1/manifest` is deprecated since gangway 2.4; the tablets fetch `/api/v2/sailings/<id>/manifest` instead.
""")
fact("2026-06-03", "08:15:47", "fact", 0.91, ["crew", "timesheets", "deckhand"], """
@S8b@ Paper timesheets are no longer used; since June 2026 crew clock in and out in deckhand.
""")
fact("2026-07-31", "17:02:18", "decision", 0.93, ["runbooks", "docs"], """
@S9b@ Confluence was shut down at the end of July 2026; runbooks now live in the `ops-docs` git repo.
""")
fact("2026-09-03", "11:11:11", "fact", 0.94, ["tidebook", "python"], """
@S10b@ Bumped tidebook to Python 3.12 on 2026-09-03 (Dockerfile, CI matrix, pyproject).
""")
fact("2026-04-28", "19:26:55", "fact", 0.86, ["backups", "restic"], """
@F2b@ restic retention for the tidebook repo is `--keep-daily 14 --keep-weekly 8 --keep-monthly 12`, pruned on Sundays.
""")
fact("2026-01-27", "08:34:02", "fact", 0.88, ["weather", "solan", "inchvara"], """
@F3b@ Solan's master may also cancel at Force 7 when it's south-westerly, because the Inchvara slip is beam-on to a SW wind.
""")
fact("2026-06-24", "15:57:31", "fact", 0.89, ["gangway", "offline"], """
@F6b@ Offline, gangway can still scan and validate tickets but can't sell new ones.
""")
fact("2026-02-24", "09:49:17", "fact", 0.9, ["dangerous-goods", "schedule"], """
@F8b@ If the Tuesday DG sailing is weather-cancelled it moves to Thursday 06:40, with Callum's approval.
""")
fact("2026-09-30", "16:33:08", "fact", 0.85, ["tideline", "disruptions"], """
@F10b@ The disruption banner on tideline is fetched client-side from tidebook's status endpoint, so it updates without a rebuild.
""")
fact("2026-03-10", "14:25:40", "fact", 0.9, ["fleet", "corrie-bay", "capacity"], """
@O5b@ MV Corrie Bay's car deck takes 12 cars.
""")
fact("2026-04-03", "10:02:59", "fact", 0.91, ["fares", "vehicles", "history"], """
@D1b@ Until the April 2026 fare review a car + driver single to Inchvara was £34.00.
""")
fact("2026-01-15", "13:40:21", "fact", 0.84, ["gangway", "history", "tablets"], """
@D3a@ During the 2025 beta, gangway ran on second-hand iPads borrowed from the school.
""")
fact("2026-02-26", "11:28:44", "fact", 0.87, ["deckhand", "rosters", "history"], """
@D5b@ Before deckhand went live in February 2026, rosters were built in Ewan's Excel workbook.
""")
fact("2026-03-05", "09:05:16", "fact", 0.92, ["tidebook", "booking", "cutoff"], """
@D6a@ Online booking in tidebook closes 2 hours before each departure.
""")
fact("2026-05-15", "12:45:33", "fact", 0.9, ["dns", "cloudflare", "history"], """
@D7b@ DNS for sulasound.co.uk was at 123-reg until May 2026, when Tom moved it to Cloudflare.
""")
fact("2026-09-16", "08:52:07", "fact", 0.88, ["fuel", "solan", "history"], """
@D8a@ Until the Inchvara fuel berth opened in September 2026, Solan was bunkered by road tanker at Ardcarra.
""")
fact("2026-02-04", "15:19:48", "fact", 0.83, ["tideline", "history", "wordpress"], """
@D9a@ In early 2026 the timetable was still a WordPress page on the old website.
""")
fact("2026-01-22", "10:44:26", "fact", 0.89, ["tidebook", "django", "history"], """
@D10a@ Through the 2025 season tidebook was on Django 4.2 LTS.
""")
fact("2026-03-11", "09:37:12", "fact", 0.9, ["fleet", "tern", "capacity"], """
@A1b@ Tern's passenger certificate allows forty-eight passengers.
""")
fact("2026-08-28", "17:10:58", "fact", 0.88, ["booking-office", "hours", "ardcarra"], """
@A4b@ The Ardcarra ticket office is open from quarter to seven in the morning until half six, Monday to Saturday.
""")
fact("2026-04-12", "14:14:14", "fact", 0.86, ["tidebook", "security", "sessions"], """
@A5b@ tidebook's production staff session idle timeout is 1800 seconds.
""")
fact("2026-03-19", "16:27:03", "fact", 0.87, ["deckhand", "ci"], """
@A7b@ deckhand's `bitbucket-pipelines.yml` runs phpunit and pint on every push.
""")
fact("2026-07-16", "07:30:45", "fact", 0.92, ["crew", "rest-hours"], """
@A8b@ Nobody may be rostered with less than ten hours' rest in a 24-hour period.
""")
fact("2026-10-02", "13:58:21", "fact", 0.9, ["retention", "hmrc"], """
@A9b@ Booking and financial records are retained for 72 months for HMRC.
""")
fact("2026-03-13", "11:03:39", "fact", 0.89, ["tidebook", "vehicles", "booking"], """
@A10b@ Vehicles longer than 7 metres can't be booked through tidebook; they need a phone booking.
""")
fact("2026-05-08", "18:05:27", "fact", 0.82, ["tidebook", "deploy"], """
@NS1b@ Friday is usually tidebook release day, since bookings are quietest then.
""")
fact("2026-10-21", "10:19:52", "decision", 0.91, ["refunds"], """
@NS2b@ Refunds are never issued without the original booking reference.
""")
fact("2026-06-19", "12:42:16", "fact", 0.87, ["solan", "cash", "payments"], """
@NS4b@ Foot passengers can still pay cash on board Solan; the purser carries a float.
""")
fact("2026-01-29", "14:36:09", "fact", 0.88, ["solan", "inchvara", "slip"], """
@NS7b@ Solan loads and discharges vehicles over the Inchvara slip.
""")
fact("2026-08-11", "09:22:31", "fact", 0.85, ["tidebook", "admin", "bookings"], """
@NS8b@ Office staff can delete duplicate bookings from the tidebook admin.
""")

# -- unlabelled facts (distractors and background) --
fact("2026-01-08", "09:10:00", "fact", 0.95, ["routes", "company"], """
Sula Sound Ferries runs three routes: Ardcarra–Inchvara, Ardcarra–Torr and, in summer only, Inchvara–Torr.
""")
fact("2026-01-12", "16:22:37", "preference", 0.9, ["fiona", "disruptions", "wording"], """
Fiona wants disruption notices to name the vessel and the sailing time, e.g. "Solan 14:20 ex Ardcarra cancelled".
""")
fact("2026-02-02", "11:51:08", "fact", 0.86, ["residents", "tidebook"], """
Island resident cards are issued by the council; tidebook only stores the card number and expiry date.
""")
fact("2026-02-13", "13:33:50", "fact", 0.84, ["inchvara", "people"], """
Kirsty Munro supervises the Inchvara terminal and does the Inchvara cash-up.
""")
fact("2026-03-27", "15:06:22", "fact", 0.83, ["gangway", "manifest"], """
The gangway app retries a failed manifest fetch 4 times before it shows the offline banner.
""")
fact("2026-04-22", "10:40:18", "fact", 0.9, ["fares", "torr"], """
The Torr adult single is £5.20 in 2026.
""")
fact("2026-05-26", "08:26:59", "fact", 0.88, ["checkin", "inchvara", "vehicles"], """
Inchvara vehicle check-in closes 15 minutes before departure.
""")
fact("2026-06-09", "17:12:45", "decision", 0.87, ["deckhand", "laravel"], """
Decided to keep deckhand on Laravel 11 until the Livewire rewrite is done.
""")
fact("2026-06-26", "10:58:04", "fact", 0.86, ["gangway", "qr"], """
gangway's QR payload carries the booking ref, the sailing id and an HMAC-SHA256 signature (base64url).
""")
fact("2026-07-03", "19:45:12", "fact", 0.85, ["gangway", "tablets", "solan"], """
The gangway tablets are charged overnight in the purser's office on Solan.
""")
fact("2026-07-28", "12:31:27", "fact", 0.84, ["deckhand", "horizon"], """
deckhand's Horizon queue runs 3 workers on the droplet.
""")
fact("2026-08-14", "14:49:36", "preference", 0.88, ["morag", "reports"], """
Morag prefers the weekly sales report as CSV, not PDF.
""")
fact("2026-09-11", "09:16:43", "fact", 0.9, ["fleet", "corrie-bay", "capacity"], """
Corrie Bay is certified for 96 passengers.
""")
fact("2026-10-08", "15:25:11", "fact", 0.87, ["mca", "reporting"], """
The MCA passenger return is filed quarterly by Fiona.
""")
fact("2026-10-27", "11:47:58", "decision", 0.89, ["tickets", "season"], """
Decided not to offer online season tickets for 2027; islanders will keep buying them at the office.
""")
fact("2026-11-05", "10:08:26", "fact", 0.91, ["solan", "refit"], """
Solan's 2027 refit is booked at Ardrossan for 2–23 February.
""")
fact("2026-11-18", "16:54:40", "fact", 0.88, ["stripe", "payouts"], """
Stripe payouts land in the Bank of Scotland account every Monday.
""")
fact("2026-11-24", "13:20:05", "preference", 0.9, ["git", "commits", "agent"], """
Dougie wants the agent to write commit messages in the imperative, max 72 characters in the subject line.
""")

# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

note("tidebook-db-faq", "tidebook database FAQ", "2026-03-03", ["tidebook", "postgres", "faq"], """
# tidebook DB - questions that keep coming up

**Which Postgres version?**
@V2b@ tidebook's database is PostgreSQL 15.8, so keep SQL compatible with that and no newer syntax.

**Can I run ad-hoc queries on prod?**
Read-only, through the `tidebook_ro` role, and only with Dougie's OK.

**Where do the big tables live?**
- `booking_booking` (~410k rows), `booking_ticket` (~900k), `gangway_scan` (~1.6M, partitioned by month)

**Connection limits?**
max_connections is 100; gunicorn and celery use about 30 between them.
""")

note("ops-runbook", "Ops runbook (Dougie's scratch copy)", "2026-04-20", ["ops", "runbook", "backups"], """
# Ops runbook - scratch copy

## Backups
@V4b@ The tidebook backup job runs at 03:15 each night, after the Stripe payout sync has finished.
@NS5a@ Don't run `restic prune` while the nightly backup is running; they fight over the repo lock.
- Check `journalctl -u restic-nightly` if B2 shows no new snapshot.

## Who handles what
@NS3b@ The IT on-call handles tidebook and gangway outages, day or night, and
escalates to Hetzner support if the box itself is unreachable.
- Linkspan and pier electrics are the harbour's problem, not ours.

## Restarting things
```bash
sudo systemctl restart tidebook-gunicorn tidebook-celery
sudo systemctl status gangway-api
```
""")

note("celery-tasks", "tidebook Celery tasks", "2026-05-14", ["tidebook", "celery", "redis"], """
# Celery tasks in tidebook

@V10b@ Prod broker URL is `redis://10.0.0.7:6379/0` (set in `/etc/tidebook/env`).
No result backend; we never read task results.

| Task | Schedule | Notes |
|---|---|---|
| `sync_stripe_payouts` | daily 02:00 | pulls payouts + fees |
| `export_manifest` | 30 min before each sailing | CSV for the MCA upload |
| `expire_baskets` | every 10 min | drops unpaid baskets older than 20 min |

@V6a@ - `send_ticket_email` retries up to 5 times with exponential backoff (max 10 min apart).
- `push_disruption_sms` hands off to tideline-notify over HTTP; no retries on the tidebook side.
- Workers: 2 celery processes, concurrency 4.
""")

note("gangway-field-notes", "gangway - notes from the pier", "2026-06-22", ["gangway", "tablets", "field"], """
Notes from a day on Solan with the deck crew.

- Glove mode works but the scan button is too small; make it bigger.
@V8b@ Sync interval on the tablets is 5 min (battery saving), set in `sync_config.dart`.
- Battery lasts a full day now; spares are kept in the purser's office.
- Signal dies halfway across; scans queue fine and go up when we're back in range.
- Crew want a count of "still to board" per lane.
""")

note("deckhand-mail", "deckhand outgoing mail", "2026-04-02", ["deckhand", "email"], """
@R2b@ deckhand's mail driver is `ses`: Amazon SES in eu-west-2, verified domain `crew.sulasound.co.uk`.
- Bounces come back via SNS to `/webhooks/ses`; the agency wired this up.
- Roster notifications are queued (Horizon); cert reminders run from the scheduler at 07:00.
- Reply-to is the office mailbox.
""")

note("tidebook-setup", "Getting tidebook running locally", "2026-02-09", ["tidebook", "setup", "python"], """
# tidebook local setup

@R4b@ We use Poetry for tidebook: `poetry install`, then `poetry run ./manage.py runserver`.
@S10a@ tidebook targets Python 3.11; don't use 3.12-only syntax (no `type` aliases, no PEP 701 f-strings).

1. Copy `.env.example` to `.env`
2. `docker compose up -d db redis`
3. `./manage.py migrate && ./manage.py loaddata demo_sailings`
4. Log in as `admin@example.test` / `admin` (local only)
""")

note("tideline-deploy", "tideline deploys", "2026-05-28", ["tideline", "deploy", "astro"], """
@R7b@ tideline is deployed to Netlify (site `sula-tideline`); every PR gets a preview URL.
- Build command `pnpm build`, output `dist/`.
- A deploy takes about 90 s.
- The status subdomain is just a route on the same site.
""")

note("booking-office-handbook", "Booking office handbook (Ardcarra)", "2026-03-25", ["booking-office", "ardcarra", "payments"], """
# Ardcarra booking office

@O3a@ - Opening hours: 06:45–18:30, Monday to Saturday.
@R8a@ - Card payments at the desk go through the SumUp Solo reader (spare in the drawer).
- Cash float £150; cash-up at close, envelope to Morag.
@A3b@ - Customers can book online up to 120 minutes before sailing; after that, sell at the desk.
- Vehicle over 7 m? Take the booking on the phone and note the length; the lane plan depends on it.
- Island resident cards: check the photo, the card number goes in the resident field.
""")

note("deckhand-reporting", "deckhand reporting / Metabase", "2026-07-08", ["deckhand", "metabase", "reporting"], """
@R10b@ deckhand's Postgres database is queried directly by the Metabase dashboards (read-only user `metabase`).
- Dashboards: hours of rest per crew member, overdue PMS tasks, cert expiries in the next 60 days.
- Metabase runs in Docker on the deckhand droplet, port 3000, behind Forge's nginx.
- Fiona checks the hours-of-rest dashboard every Monday.
""")

note("code-review-notes", "Code review notes", "2026-08-19", ["git", "review", "tidebook"], """
Things that came up in reviews this summer.

@N1b@ - Never squash on tidebook: Priya wants the individual commits kept so `git bisect` is useful.
- Keep PRs under ~400 lines where possible.
- Type hints on all new Python functions; mypy isn't enforced yet.
- deckhand PRs: screenshots for any Blade change.
""")

note("customer-faq", "Customer FAQ (draft for tideline)", "2026-05-06", ["faq", "customers", "tideline"], """
# FAQ draft

@N4b@ **Can I bring my dog into the lounge?** No. On Solan dogs stay on the outer deck or in your vehicle.
Assistance dogs are welcome everywhere.

@F1b@ **Where does my refund go?** Weather-cancellation refunds go back to the card you paid with; cash bookings get a travel credit instead.

@F4b@ **I have a pram or a bike, when should I arrive?** 15 minutes before departure on Solan, because prams and bikes board first.

@A10a@ **Can I book my campervan online?** Only if it's 7 m long or less; anything longer, phone the office.

**Do I need to print my ticket?** No, the QR code on your phone is fine.
""")

note("tidebook-architecture", "tidebook architecture notes", "2026-06-30", ["tidebook", "architecture", "django"], """
@D10b@ tidebook is on Django 5.1, server-rendered templates, one Postgres database.
Apps: `booking`, `sailings`, `payments`, `gangway` (API for the tablets), `disruptions`, `reports`.

@N8a@ We don't use feature flags in tidebook; unfinished work stays on a branch until it's ready.
@NS10b@ The `Payment` model keeps the card brand and last four digits for receipts.
- Money is stored as integer pence everywhere.
- Times are stored in UTC and displayed in Europe/London.
""")

note("frontend-decisions", "Front-end decisions", "2026-09-09", ["frontend", "tidebook", "javascript"], """
@N10b@ Never use HTMX in tidebook; we standardised on Alpine.js plus plain `fetch`.
- No build step for tidebook JS; files are served by WhiteNoise as-is.
- tideline uses Astro components with zero client JS except the status banner.
- gangway is Flutter, so none of this applies.
""")

note("deckhand-upgrade-log", "deckhand upgrade log", "2026-08-12", ["deckhand", "php", "upgrade"], """
@S3b@ Upgraded deckhand from PHP 8.1 to PHP 8.3 on the Forge server (12 Aug); composer deps were updated first.
- Laravel stayed on 11.x.
- Two deprecation warnings in the agency's PDF export; fixed.
- Horizon restarted cleanly.
""")

note("inchvara-terminal", "Inchvara terminal", "2026-02-17", ["inchvara", "terminal", "tickets"], """
Kirsty Munro runs the Inchvara terminal.

@O3b@ - Office hours: 08:00–16:00, closed Sundays in winter.
@S4a@ - Inchvara still sells paper tickets from the Almex machine when tidebook is down or for cash fares.
- Vehicle marshalling: two lanes, room for about 20 cars.
- Toilets are locked after the last sailing.
""")

note("tideline-admin", "tideline admin", "2026-09-21", ["tideline", "timetable", "admin"], """
@S7b@ The "Timetable master" Google Sheet has been read-only since September; sailings are edited in
the new tideline admin and tidebook reads them from its API.

- Only Fiona and Dougie have edit rights.
- Every edit is logged with who/when; undo is manual.
""")

note("crew-handbook", "Crew handbook (IT bits)", "2026-03-02", ["crew", "deckhand", "rosters"], """
@D5a@ Crew rosters are published from deckhand every Thursday for the following week.
@S8a@ Timesheets: fill in the paper form and hand it to Morag by Monday noon.
- Swap requests go through deckhand; the master approves.
- The crew Wi-Fi on Solan is for crew only, not passengers.
""")

note("deckhand-roster-checks", "deckhand roster checks", "2026-07-15", ["deckhand", "rosters", "rest-hours"], """
@F7b@ deckhand's roster check flags anyone under 10 h rest in any 24 h, and also anyone under 77 h rest in any 7 days.
- Warnings show amber, hard breaches red; red blocks publishing.
- Runs on save and nightly.
""")

note("gdpr-notes", "GDPR / data retention notes", "2026-10-02", ["gdpr", "retention", "manifests"], """
@F9b@ Passenger names on manifests are anonymised after 90 days; the booking's financial record
stays for the full six years.

- Subject access requests: Isla handles them, Dougie does the export.
- Marketing consent is a separate checkbox, unticked by default.
""")

note("deckhand-ci", "deckhand CI", "2026-03-18", ["deckhand", "ci"], """
@O1b@ deckhand CI runs on Bitbucket Pipelines (the agency's workspace, transferred to us in February).
- Steps: composer install, phpunit, `pint --test`.
- Takes ~6 min; the agency's flaky tests sometimes need a re-run.
""")

note("deckhand-deploy", "deckhand deploys", "2026-03-19", ["deckhand", "forge", "deploy"], """
@O2b@ deckhand's Forge deploy script runs `php artisan migrate --force` on every deploy.
- Then `php artisan horizon:terminate` so the workers pick up new code.
- Zero-downtime deploys are NOT enabled (Forge basic plan).
@O4b@ - deckhand's nightly database backup is done by Forge at 04:00, to DO Spaces.
""")

note("team", "Who's who", "2026-01-14", ["team", "people"], """
- Fiona MacRae - operations manager
- Dougie Ferguson - IT & systems lead
@O6a@ - Priya Nair - contract dev on tidebook (Tue–Thu), works in PyCharm Professional
- Tom Okafor - freelance sysadmin (Hetzner, Cloudflare, backups)
- Morag Sinclair - finance & office manager
- Isla Grant - booking office lead
- Callum Reid - harbour master, Ardcarra
- Ewan Baird - chief engineer
- Kirsty Munro - Inchvara terminal supervisor
- Ruaridh Campbell - master, MV Solan
""")

note("staging-env", "tidebook staging", "2026-04-11", ["tidebook", "staging"], """
staging.book.sulasound.co.uk runs on the same Hetzner box as prod, with a separate DB and Stripe test keys.

@O9a@ In staging, tidebook admin sessions last 8 hours so testers aren't logged out all the time.
- Emails in staging go to a Mailpit inbox, never to real passengers.
- Data is refreshed monthly from an anonymised prod dump.
""")

note("deckhand-certs", "deckhand certificates module", "2026-05-20", ["deckhand", "certificates", "uploads"], """
@O10b@ deckhand accepts certificate scans (STCW, ENG1 medicals) up to 20 MB each.
- Expiry reminders at 60, 30 and 7 days.
- Expired certs block rostering that person onto a sailing.
""")

note("torr-launch", "Torr launch", "2026-04-08", ["torr", "tern", "launch"], """
@D2a@ Until March 2026 the Torr launch left from the old Ardcarra steps by the lifeboat station.
@NS9b@ In winter MV Tern is usually single-crewed.
- Crossing is 25 min; the skipper calls Torr on VHF ch 12.
- Mail and small parcels go over on the first run.
""")

note("timetable-history", "Timetable history", "2026-10-14", ["timetable", "history", "solan"], """
@D4b@ Winter 2025/26 had only 4 Solan round trips a day because of the crew shortage; it
went back up once two new mates started in March.

- Summer 2025 was 6 round trips a day, summer 2026 was 7.
""")

note("server-inventory", "Server inventory", "2026-06-05", ["infra", "servers"], """
| Service | Host | Port | Notes |
|---|---|---|---|
| Caddy | tb-prod-1 | 443 | TLS for book. and staging.book. |
@A2b@ | gangway-api | tb-prod-1 | 8090 | Caddy routes `/gw/` |
| Metabase | deckhand droplet | 3000 | deckhand dashboards |
| restic | tb-db-1 | - | nightly to B2 |
""")

note("harbour-notes", "Harbour notes (Callum)", "2026-05-12", ["harbour", "ardcarra", "dangerous-goods"], """
Things Callum told us.

@A6b@ - DG run is Tue 6:40am ex Ardcarra, Solan only.
- The Ardcarra linkspan has a 40 t gross vehicle limit.
@D2b@ - Berth 1 Solan, berth 2 Corrie Bay, berth 3 (the pontoon) Tern.
- Harbour dues are invoiced monthly.
""")

note("tidebook-emails", "tidebook emails", "2026-07-01", ["tidebook", "email", "templates"], """
@NS6b@ Every passenger gets their e-ticket and any sailing-change notices by email.
- Templates in `templates/email/`; MJML compiled at build time.
- Sender is `bookings@sulasound.co.uk`.
""")

# -- unlabelled notes --
note("ops-meeting-2026-03-12", "Ops meeting 12 March", "2026-03-12", ["meeting", "ops"], """
Present: Fiona, Dougie, Isla, Callum, Ewan.

- Easter timetable: extra Saturday sailing at 16:30 approved.
- Isla: customers are confused by the vehicle-length field; Dougie to add a picture.
- Ewan: Corrie Bay generator 2 needs parts, about 3 weeks.
- Callum: Ardcarra linkspan hydraulic service on 24 March, Solan on berth 1 only that day.

Actions: Dougie - vehicle length illustration; Fiona - Easter notice.
""")

note("ops-meeting-2026-09-17", "Ops meeting 17 September", "2026-09-17", ["meeting", "ops"], """
Present: Fiona, Dougie, Morag, Ewan, Kirsty.

- Summer passenger numbers up 9% on 2025.
- Winter timetable signed off.
- Morag: 4 Stripe disputes this season, all won.
- Two gangway tablets with cracked screens, replaced under warranty.
- Kirsty asked for a second marshalling lane sign at Inchvara.
""")

note("stripe-webhooks", "Stripe webhooks", "2026-02-18", ["stripe", "tidebook", "webhooks"], """
# Stripe webhooks

- Endpoint `/stripe/webhook/`, events: `payment_intent.succeeded`, `charge.refunded`, `payout.paid`.
- Stripe retries failed webhook deliveries for up to 3 days, with backoff.
- The handler must be idempotent; we key on the event id.
- Signing secret is in the env file (`STRIPE_WEBHOOK_SECRET`), not in the repo.
""")

note("manifest-export", "Manifest export", "2026-04-29", ["manifest", "mca", "tidebook"], """
How the passenger manifest gets to the MCA.

- The CSV is generated 30 min before each sailing and uploaded.
- Columns: booking ref, surname, age band, special needs flag.
- The declared passenger count must not exceed the certificate: 180 Solan, 96 Corrie Bay, 48 Tern.
- If the upload fails, the master keeps the printed copy from the office.
""")

note("linkspan-faults", "Linkspan faults - what IT does and doesn't do", "2026-03-26", ["harbour", "linkspan"], """
**Is a linkspan fault an IT problem?** No. The linkspan PLC belongs to the harbour trust.

**What do we do?** Put up a disruption notice if the master asks, nothing else.

**Who fixes it?** The harbour's contractor from Oban; usually same day.
""")

note("tablet-mdm", "gangway tablets MDM", "2026-05-04", ["gangway", "tablets", "knox"], """
- 6 tablets in service plus 2 spares, all enrolled in Samsung Knox Manage.
- Kiosk mode: only gangway and the camera app.
- OS updates are held back until Dougie has tested them on a spare.
- Lost tablet: lock it from the Knox console, then rotate the device token in gangway-api.
""")

note("qr-code-format", "QR code format", "2026-06-26", ["gangway", "qr", "tidebook"], """
The QR on each ticket:

```text
SSF1.<booking_ref>.<sailing_id>.<hmac_b64url>
```

- The HMAC key is shared by tidebook and gangway-api.
- Old `SSF0` codes (2025) are still accepted until 31 Dec 2026.
""")

note("resident-cards", "Island resident fares", "2026-02-02", ["residents", "fares"], """
- Resident fare needs a valid council resident card; tidebook checks the expiry date only.
- Residents of Inchvara and Torr qualify, not second-home owners.
- Isla's team re-checks a sample of 20 resident bookings each month.
""")

note("sms-templates", "Disruption SMS templates", "2026-05-30", ["sms", "disruptions", "templates"], """
Templates the duty officer picks from:

```text
SSF: {vessel} {time} ex {port} CANCELLED due to weather. Refund/rebook: book.sulasound.co.uk
SSF: {vessel} {time} ex {port} delayed approx {mins} min. Updates: sulasound.co.uk/status
```

Keep them under 160 characters after the placeholders are filled.
""")

note("refit-2027", "Refit 2027", "2026-11-06", ["refit", "solan", "corrie-bay"], """
- Solan refit at Ardrossan, 2–23 February 2027.
- Corrie Bay covers the Inchvara route during the refit; expect vehicle space to be tight.
- Ewan to update the PMS tasks in deckhand before she goes.
""")

note("incident-2026-08-03", "Incident - tidebook down, 3 Aug", "2026-08-04", ["incident", "tidebook", "postgres"], """
# tidebook outage, Monday 3 August

- 07:05 Dougie noticed Sentry errors piling up; checkout returning 500s.
- Cause: disk full on tb-db-1 (WAL growth after a stuck replication slot left over from a test).
- Fix: dropped the slot, WAL cleaned up, back at 07:45. About 40 minutes down.
- Follow-up: disk alert threshold, and remove test replication slots after use.
""")

note("caddy-config", "Caddy config (tb-prod-1)", "2026-06-05", ["caddy", "config", "tb-prod-1"], """
Current Caddyfile, trimmed:

```caddy
book.sulasound.co.uk {
    encode zstd gzip
    handle_path /gw/* {
        reverse_proxy 127.0.0.1:8090
    }
    reverse_proxy {$TIDEBOOK_UPSTREAM}
}
```

Reload with `sudo systemctl reload caddy`; check with `caddy validate` first.
""")

note("tidebook-env-example", "tidebook .env.example", "2026-02-09", ["tidebook", "config", "env"], """
What a local `.env` needs (placeholders only):

```ini
DJANGO_SETTINGS_MODULE=tidebook.settings.local
DATABASE_URL=postgres://tidebook:tidebook@localhost:5432/tidebook
STRIPE_SECRET_KEY=sk_test_changeme
SENTRY_DSN=
DEBUG=1
```
""")

note("fuel-berth", "Inchvara fuel berth", "2026-09-15", ["fuel", "inchvara", "solan"], """
- The Inchvara fuel berth opened in September 2026 (council project).
- Marine gas oil from the island depot, delivered by pipeline to the berth.
- Ewan logs each bunkering in deckhand under `SOL-FUEL`.
""")

note("accessibility-audit", "Accessibility audit, September", "2026-09-29", ["accessibility", "tidebook", "audit"], """
Audit of the tidebook booking flow by the RNIB volunteer group.

- 11 issues found, 9 fixed; 2 open (seat map focus order, date picker labels).
- Colour contrast on the fare table fixed.
- Next audit planned for spring 2027.
""")

note("agent-session-notes-oct", "Agent session notes, October", "2026-10-23", ["agent", "session"], """
Loose notes from October sessions.

- The fare-table component in tidebook is duplicated in two templates; merge them some day.
- `reports` app has a slow query for the monthly sales report (~9 s); add an index on `booking.created_at`.
- Dougie asked the agent to stop suggesting containerising deckhand itself; Forge stays.
""")

note("tideline-build", "tideline build notes", "2026-06-18", ["tideline", "astro", "build"], """
- Timetable data comes in as JSON at build time; one page per route.
- Images are optimised with `astro:assets`.
- Lighthouse score 98 on mobile.
""")

note("deckhand-horizon", "deckhand Horizon config", "2026-07-28", ["deckhand", "horizon", "queues"], """
- Queues: `default`, `notifications`, `pms`.
- The roster-notification job retries 3 times, then lands in failed jobs.
- Horizon dashboard only for Dougie (gate in `HorizonServiceProvider`).
""")

note("booking-office-cash-up", "Booking office cash-up", "2026-04-14", ["booking-office", "cash"], """
End-of-day at Ardcarra:

1. Print the tidebook "till report" for the day.
2. Count the cash, leave the £150 float in the safe.
3. Card totals from the reader's app should match the report; note any difference.
4. Envelope to Morag with the report stapled to it.
""")
