"""File bodies for the set229 store.

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Organisation: Harrowgate Community Pool (run by a small charitable trust), its swim club
(the Otters), and three small apps: LaneBook, RotaPool, AquaLog.
"""
import hashlib
from datetime import datetime, timezone

FILES = {}      # store-relative path -> full text (with markers)
FLAT = set()    # root files whose description intentionally breaks strict YAML


def _add(path, text):
    if path in FILES:
        raise ValueError(f"duplicate path {path}")
    FILES[path] = text


def root(fname, name, desc, typ, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    _add(fname, fm + body.strip("\n") + "\n")
    if flat:
        FLAT.add(fname)


def auto(slug, title, created, tags, body):
    tag_s = ", ".join(tags)
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{tag_s}]\n---\n\n"
    _add(f"auto/{slug}.md", fm + body.strip("\n") + "\n")


def fact(date, time, category, conf, tags, body):
    dt = datetime.strptime(f"{date}T{time}", "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000)
    hx = hashlib.md5(body.encode()).hexdigest()[:4]
    stem = f"{category}-{ms}-{hx}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}"
          f"status: active\n---\n\n")
    _add(f"facts/{date}/{stem}.md", fm + body.strip("\n") + "\n")


# ---------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_deb.md", "deb-role", "Who Deb is, what she signs off and how she likes updates", "user", """
Deb Okafor is the pool & facilities manager for the trust. Not technical, but she reads PR descriptions when they touch money or safety.

She cares most about: water quality incidents, lifeguard cover, and anything that changes what customers pay.
Prefers a two-line summary first and the detail after; no jargon in anything she might forward to the trustees.
She signs off any change to prices or opening hours before it goes live.
Duty managers are Sam Reyes and Priya Natarajan; they cover when Deb is off.

**How to apply:** when reporting to Deb, lead with impact on customers/staff, then what changed, then what's next.
""")

root("user_ravi.md", "ravi-dev", "Ravi's setup, habits and what he wants from patches", "user", """
Ravi Menon volunteers as the main LaneBook developer (day job is backend dev at an insurer).

@R7a@ Ravi edits in Neovim (LazyVim config) and reads diffs in the terminal, so keep patches small and readable.
Likes: type hints, ruff, small PRs with a clear "why" in the description.
Dislikes: drive-by reformatting, and new dependencies that weren't discussed first.
Ines Carvalho (RotaPool) works in WebStorm; don't assume the same tooling across the two repos.
He prefers one PR per concern, even if that means three small PRs.
""")

root("feedback_git_workflow.md", "git-workflow", "How branches, PRs and merges work on the LaneBook repo", "feedback", """
@R5a@ LaneBook PRs are squash-merged; the PR title becomes the commit subject, so write it like one.
**Why:** Ravi builds the monthly changelog for Deb from `git log --oneline` on main.
**How to apply:** keep PR titles imperative and under ~70 chars; put the detail in the PR body.

@N9a@ Never push directly to `main` on LaneBook, not even a one-line copy fix; open a PR.
**Why:** in March a "harmless" typo fix went straight in and broke the booking form for a whole evening.
**How to apply:** name branches `fix/...`, `feat/...` or `chore/...`; CI has to be green before anything merges.

Delete the branch after merge. Don't rewrite history on shared branches.
""")

root("feedback_deploys.md", "deploys", "LaneBook deploys: when, how, and what to check after", "feedback", """
@N2a@ The LaneBook deploy script (`deploy.sh`) runs `manage.py migrate` automatically before it restarts gunicorn.
**Why:** Ravi got tired of remembering the extra step at 11pm.

@NS1a@ Never deploy LaneBook on a Friday unless Ravi is around for the evening.
**Why:** Friday evening is when the weekend lane slots get booked; a broken deploy then costs real money.

@NS5a@ Don't restore the LaneBook prod DB without switching the site to maintenance mode first.
**How to apply:** `./manage.py maintenance_mode on`, restore, spot-check a few bookings, then `off`.

After any deploy: load the booking grid for tomorrow, make a £0 test booking with the staff account, cancel it.
RotaPool applies its own SQLite migrations on boot; that's Ines's setup, leave it alone from here.
""", flat=True)

root("feedback_python_tooling.md", "python-tooling", "Dependency and lint tooling expectations for the Python repos", "feedback", """
@R3a@ Use `uv` for LaneBook dependencies (`uv add`, `uv sync`, `uv run`); no pip installs into the venv by hand.
**Why:** mixing tools left two lockfiles in the repo last spring and nobody knew which one was real.
**How to apply:** commit the lockfile together with `pyproject.toml` in the same PR.

Lint and format with ruff (line length 100). mypy runs on `bookings/` only for now.
AquaLog is different: it's a plain `requirements.txt` + pip on the Pi and the NUC, leave it that way.
""")

root("feedback_booking_rules.md", "booking-rules", "Customer-facing booking rules the agent must not change without sign-off", "feedback", """
Rules to respect whenever touching LaneBook booking or payment logic.

@F1a@ - Lane bookings can be cancelled in LaneBook up to 2 hours before the start time.
@N7b@ - Never refund a no-show lane booking, whatever the membership type.
@D10b@ - Refunds under £20 can be approved by a duty manager; anything bigger goes to Deb.
- Party hire deposits are non-refundable (separate flow, reception handles it, not LaneBook).

**Why:** these come from the trustees' pricing policy and Deb has to defend them at the desk.
**How to apply:** if a change would alter any of these, stop and ask Deb first.
""")

root("feedback_secrets.md", "secrets-handling", "Where credentials live and what never goes into git or memory", "feedback", """
@F8a@ All credentials live in the 1Password vault `Pool-Tech`; nothing secret goes in a repo or a memory file.
**Why:** the old shared `passwords.xlsx` on the office PC was the first thing the insurer's auditor asked about.
**How to apply:** refer to the 1Password item by name in docs and PRs, never paste the value.

Alarm panel and key safe codes aren't tech credentials at all; Deb handles those with the keyholders.
""")

root("feedback_pr_review.md", "pr-review", "Review expectations for RotaPool and LaneBook pull requests", "feedback", """
@F5a@ Every RotaPool PR needs one approving review before it's merged.
**Why:** Ines and Ravi are the only two developers, so they review each other's work.
**How to apply:** request the other person; if they're away more than a week, ping Deb rather than self-merging.

On LaneBook, screenshots of any changed booking screen go in the PR description (Deb looks at them).
Review comments: suggest, don't rewrite; say "nit:" for anything optional.
""")

root("feedback_aqualog_ops.md", "aqualog-ops", "How to treat the plant-room Pi and the AquaLog collector", "feedback", """
@N5b@ Don't schedule reboots of the plant-room Pi; if it hangs, Gareth power-cycles it
and we read the journal afterwards.
**Why:** a reboot in the middle of a write corrupted the SD card in April and we lost two days of readings.
**How to apply:** if the Pi misbehaves, grab `journalctl -b -1` and raise it with Ravi.

AquaLog only ever reads from the DULCOMARIN controller; setpoints are changed on the controller by Gareth.
""")

root("feedback_water_alerts.md", "water-alerts", "Who gets which AquaLog alarm and why", "feedback", """
@NS3a@ Escalate water-quality alarms (free chlorine, pH or combined chlorine out of range) to the duty
manager on shift, not to the on-call developer.
**Why:** the duty manager can clear the pool in two minutes; a developer at home can't do anything useful.
**How to apply:** alarm routing lives in `alerts.yaml`; the `water` group must point at the duty manager rota.

Temperature drift on its own is not an alarm, just a note for Gareth in the morning.
""")

root("feedback_comms.md", "staff-comms", "Tone and timing rules for messages to members and staff", "feedback", """
@NS8a@ Don't send marketing emails to members who haven't opted in (the `marketing_ok` flag).
@NS10a@ Don't text lifeguards after 22:00 unless it's cover for the next morning.
**Why:** both came out of complaints; the second one from the lifeguards' rep in July.

Write to staff in plain English, short sentences, no emoji in anything official.
Messages to parents about lessons should be signed by Hannah, not "the team".
""")

root("feedback_lanebook_db.md", "lanebook-db", "Database rules for LaneBook lane allocation code", "feedback", """
@N8a@ Always wrap lane allocation in `select_for_update()` so two people can't grab the same lane slot.
**Why:** during the beta two members paid for the same 07:00 lane and both turned up.
**How to apply:** ask Ravi before touching `bookings/allocation.py` at all.

Keep money in integer pence (`amount_p`), never floats.
Timezones: store UTC, render Europe/London.
""")

root("project_lanebook_overview.md", "lanebook-overview", "LaneBook overview: stack, integrations and booking rules", "project", """
# LaneBook

Our booking app for lane swims and public sessions (web, plus the iPad at reception). Maintained by volunteers.

## Stack
- Python 3.12, Django, HTMX for the booking grid
@R8a@ - Background jobs: Celery with Redis as the broker (reminders, waitlist offers)
- Payments: Stripe Checkout online, webhooks at `/stripe/webhook/`
@S1a@ - Transactional email: SendGrid (booking confirmations, receipts, waitlist offers)
@R1a@ - Errors: Sentry (sentry.io, project `lanebook`)

## Booking rules
@V4a@ - Lane bookings open 7 days ahead, at 07:00
- Max 2 active lane bookings per person per day
- Waitlist offers expire after 30 minutes
@A10b@ - Confirmation emails attach an `.ics` calendar invite

## People
- Ravi leads; Deb owns the rules; Hannah is a power user for the lesson side of the timetable
""", flat=True)

root("project_rotapool_overview.md", "rotapool-overview", "What RotaPool is and how it is built and run", "project", """
# RotaPool

Lifeguard rota app Ines built in late 2025; lifeguards use it on their phones, duty managers on the office PC.

@V5a@ - Runtime: Node 22 LTS, Fastify, TypeScript
- Package manager: pnpm
@A5a@ - DB: SQLite, replicated to Backblaze B2 with Litestream
@R2a@ - Hosting: Fly.io app `rotapool`, region `lhr`, one shared-cpu-1x machine
@R10a@ - CI: Woodpecker on Codeberg (`.woodpecker.yml`), tests + typecheck on every push
@S2a@ - SMS: Twilio (UK long number) for cover requests and shift reminders
- Errors: Sentry project `rotapool`
- Scheduled jobs: node-cron inside the app, no separate queue

The rota generator lives in `src/generator/`; it's the part everybody is scared of.
""")

root("project_aqualog_overview.md", "aqualog-overview", "AquaLog water-testing and plant-room logging system", "project", """
AquaLog = continuous water readings + manual test log + plant-room notes. Two halves.

## Collector (plant-room Pi)
- Raspberry Pi 4 in the plant room, Python 3.11, reads the ProMinent DULCOMARIN controller
@F6a@ - Polls the controller every 60 s over Modbus TCP (free chlorine, pH, redox, temperature)
- Manual DPD results are typed into the tablet form at `/tests/new`

## Server (poolnuc)
- FastAPI app, uvicorn on `poolnuc.lan:8000`
@V9a@ - Storage: TimescaleDB on `poolnuc.lan:5432`, database `aqualog`
@R6a@ - Alerts: ntfy topic `aqualog-alarms` on our self-hosted ntfy
- No CI; Ravi runs pytest locally before copying a release to the NUC

Built Jan 2026 after the combined-chlorine scare; the monthly PWTAG-style report is generated from it.
""")

root("project_membership_pricing.md", "membership-pricing", "Current price list as approved by the trustees", "project", """
Current price list (trustees approved, Deb owns it). LaneBook reads prices from the `Product` table; never hard-code them.

@V7a@ - Adult casual swim: £5.20
- Junior (under 16) casual swim: £3.10
- Concession (60+, students, Harrowgate Card): £3.90
- Lane swim: free for members; non-members pay the casual swim price
@D5b@ - Adult lessons: £11.50 per 30-minute session
- Monthly membership: £34 (off-peak £24)
- Eastfield Lido prices are set by the lido team and are separate (£4.80 adult this season)

Any change needs Deb + trustees; LaneBook changes go live on the 1st of a month.
""")

root("project_backups.md", "backups", "Backups: what is backed up, where, and the restore drill", "project", """
@V6a@ - LaneBook: nightly `pg_dump` at 02:30 to B2 bucket `hcp-backups`, kept for 30 days
@A5b@ - RotaPool: Litestream streams the SQLite WAL to B2 continuously (bucket `rotapool-litestream`)
- AquaLog: weekly TimescaleDB dump to the office Synology, kept 90 days
- Office Synology itself: Hyper Backup to a USB disk that Deb takes home on Fridays
@NS5b@ - Restore drill: on the first Monday of each month we restore last night's LaneBook dump into staging

Nobody has ever restored RotaPool for real; Ines says it's a one-liner.
""", flat=True)

root("project_otters_portal.md", "otters-portal", "The swim club's own portal and where its boundaries with our systems are", "project", """
The Otters (the swim club that trains here) run their own portal. It's not ours and we have no admin on it.

@O10b@ Otters squad questions (trials, squad moves, galas) go to Marek Nowak, the head coach, not to pool staff.
- Club secretary Jo Fenwick handles club membership; fees go through GoCardless.
- Club emails go out from the club's own Mailchimp account.
- Their web volunteer asked for a read-only lane timetable feed from us; parked until 2027.
""")

root("project_plant_room_upgrade.md", "plant-room-upgrade", "Planned plant-room capital works and their status", "project", """
Capital works the trustees approved in September, in priority order:

1. UV unit on the main pool return (quote from ProMinent, install pencilled for late January 2027).
2. Variable-speed drives on the two main circulation pumps (energy grant applied for).
3. New bunded storage for the acid drums.

**Why:** combined chlorine complaints and the energy bill, in that order.
**How to apply:** don't promise dates to staff; Deb announces them once contractors confirm.
""")

root("project_q4_priorities.md", "q4-priorities", "What the team agreed to focus on for the last quarter", "project", """
Agreed at the October tech catch-up (Ravi, Ines, Deb):

- LaneBook: accessibility fixes from the audit, then the family-account work.
- RotaPool: iCal feed for shifts; fix the "phantom cover request" bug.
- AquaLog: monthly report PDF for the trustees.
- Not this quarter: online lesson enrolment, a members' app.

Review again in January.
""")

root("project_accessibility.md", "accessibility", "Accessibility work for the building and the booking app", "project", """
Building: the pool hoist was serviced in October; the accessible changing room now has a ceiling track hoist.
LaneBook: the audit flagged colour contrast on the booking grid and missing labels on the date picker.
Quiet sessions (no music, lights down) on Sunday 08:00–09:00 are listed in the timetable as "relaxed swim".
**How to apply:** any new LaneBook screen gets a keyboard-only check before merge.
""")

root("project_lessons_rework.md", "lessons-rework", "The lessons waiting-list clean-up Hannah asked for", "project", """
Hannah's waiting list is a spreadsheet with ~340 names and a lot of duplicates.

- Goal: de-duplicate, mark children who already swim with the Otters, contact families in stage order.
- The agent wrote a small script (`scripts/waitlist_dedupe.py`) that matches on child name + date of birth.
- Don't email families from the script; Hannah sends the messages herself.

Status: first pass done in October, second pass after the autumn block ends.
""")

root("project_gala_2026.md", "gala-2026", "The Otters' November gala and what it meant for bookings", "project", """
The Otters' open gala was on Saturday 14 November 2026.

- Public sessions that day were removed from the LaneBook timetable three weeks ahead.
- The club ran the timing system and volunteers; we provided lifeguards and the plant-room cover.
- Gareth checked the water an extra time before warm-up because of the spectator load.

Lessons learned: block the car park for coaches, and warn the café about the crowd.
""")

root("reference_infrastructure.md", "infrastructure", "Servers, hosts and where each app actually runs", "reference", """
# Infrastructure

## lanebook-prod
@A4a@ - Hetzner Cloud CX22 in Falkenstein (fsn1), Ubuntu 24.04
@V1a@ - gunicorn listens on `127.0.0.1:8000`; Caddy terminates TLS and proxies to it
@F3a@ - Database: PostgreSQL, local on the same VM over the unix socket
- Uptime Kuma (on poolnuc) checks `https://book.harrowgatepool.org.uk/healthz` every 60 s

## Staging
@S6a@ - LaneBook staging: Heroku app `lanebook-staging` (eco dyno + mini Postgres)

## poolnuc (office)
- Intel NUC in the office comms cupboard, Debian 12, on Tailscale as `poolnuc`
- Runs the AquaLog server, Uptime Kuma and a few other small services

## Backups
@V6b@ - The B2 lifecycle rule on `hcp-backups` deletes LaneBook dumps after 14 days.
- Everything on Tailscale; SSH only over the tailnet.
""")

root("reference_water_chemistry.md", "water-chemistry", "Water chemistry: targets, limits and the testing routine", "reference", """
# Water chemistry

| Pool | Size | Water setpoint |
|---|---|---|
@V3a@ | Main pool | 25 m × 6 lanes | 28.0 °C |
| Learner pool | 12 m × 7 m | 31.0 °C |

@A3a@ - pH: keep between 7.2 and 7.4 (both pools)
@A9a@ - Combined chlorine: no more than 1.0 mg/L
- Free chlorine: 1.5–3.0 mg/L in the main pool, 2.0–3.0 mg/L in the learner pool
@S7a@ - Main pool disinfection: calcium hypochlorite tablets through the erosion feeder
- pH correction: CO2 on the main pool, sodium bisulphate on the learner pool
@A1a@ - Manual DPD tests every 2 hours while the pool is open, logged in AquaLog
- Eastfield Lido (seasonal) runs cooler, 25 °C, and keeps its own paper test sheet
""", flat=True)

root("reference_plant_room.md", "plant-room", "Plant room volumes, filtration and safety rules", "reference", """
# Plant room

## Volumes
@V2a@ - Main pool: 420 m³
- Learner pool: 55 m³
- Balance tank: 18 m³

## Filtration
- Main pool: three sand filters, turnover about 3 h
@F2b@ - Backwash the main pool filters every Monday after close, and also whenever the
  differential pressure goes above 0.5 bar.
- Learner pool: one filter, turnover about 30 min
@R9a@ - Annual filter service and media check: AquaServ Ltd (booked each January)

## Safety
@NS9a@ - Nobody goes into the plant room without the personal gas detector clipped on.
@NS2a@ - Chemical deliveries are never signed for without Gareth or a duty manager present.
- Acid and chlorine products are stored in separate bunded bays; never on the same pallet.
""")

root("reference_lifeguard_rules.md", "lifeguard-rules", "Lifeguard rules: staffing, rotation, quals and absence", "reference", """
@F4a@ - Minimum two lifeguards on poolside during any public session.
@V10a@ - Lifeguards rotate positions every 20 minutes.
@R4a@ - Shift swaps are approved by the head lifeguard (Tom Whitcombe).
@N4a@ - Lifeguards on duty must not carry phones on poolside.
@S8a@ - To call in sick, text the duty mobile (07700 900412) before 06:00.
@D8b@ - In-service training: 4 hours per month, logged in RotaPool.
@A7a@ - NPLQ has to be renewed every 2 years.
- During lessons the teacher is not the lifeguard; a separate lifeguard covers the learner pool.
- Eastfield Lido needs three lifeguards whenever it's open (bigger water, more glare).
""", flat=True)

root("reference_lesson_stages.md", "lesson-stages", "Lesson groups, lengths and class sizes", "reference", """
| Group | Length | Max per class |
|---|---|---|
@V8a@ | Stages 1–3 | 30 min | 8 |
| Stages 4–6 | 30 min | 10 |
| Stages 7–10 | 30 min | 12 |
| Adults | 30 min | 6 |

@A6a@ Every lesson is 30 minutes, whatever the stage.
@F7a@ A lesson block is 10 lessons; re-enrolment for current swimmers opens 14 days before the next block.
Stage moves happen at the end of a block unless the teacher and Hannah agree otherwise.
""")

root("reference_opening_hours.md", "opening-hours", "Public opening hours and regular club/lesson slots", "reference", """
| Days | Opens | Closes | Notes |
|---|---|---|---|
@O6b@ | Mon–Fri | 06:30 | 21:00 | last entry 20:15 |
| Sat | 07:00 | 17:00 | inflatable 14:00–16:00 |
| Sun | 08:00 | 16:00 | relaxed swim first hour |

## Club & lessons
@D2b@ - Otters: lanes 1–3, Tue & Thu 18:00–20:00, plus Sat 06:00–07:00 before we open
- Lessons: learner pool, weekdays after school
- Eastfield Lido: May–September only, 10:00–18:00
- The reception phone is not staffed for all of the opening hours (see contacts)
""")

root("reference_ci.md", "ci-pipelines", "Which CI runs for which repo", "reference", """
@O2a@ - LaneBook: GitHub Actions, `test.yml` runs pytest + ruff on every PR
- RotaPool: see the RotaPool overview, Ines owns it
- AquaLog: none (see the AquaLog overview)
- Otters portal: not ours; the club's web volunteer handles it
- Dependabot opens LaneBook dependency PRs weekly; batch them on a Sunday.
""")

root("reference_monitoring.md", "monitoring", "Uptime checks, dashboards and where alerts land", "reference", """
- LaneBook uptime: Uptime Kuma on poolnuc, alerts to the tech Signal group
@S5a@ - AquaLog dashboards: Grafana Cloud (stack `hcpool`, free tier)
- RotaPool: Sentry only; Ines gets the emails
- Building management system (heating, air handling): the BMS contractor's own portal, we only have view access
""")

root("reference_contacts.md", "contacts", "Who to ask about what, inside and around the pool", "reference", """
@O10a@ - Lessons (bookings, stage moves, certificates): Hannah Birch, lessons coordinator
- Plant room: Gareth Lloyd, in-house plant technician
- Lifeguards: Tom Whitcombe, head lifeguard
- Tech (LaneBook, RotaPool, AquaLog): Ravi or Ines
- Trust treasurer: Alan Price
- Eastfield Lido site lead: Kerry Dunn
""")

root("reference_env_vars.md", "env-vars", "LaneBook environment variables and where the values come from", "reference", """
Values come from 1Password; this is just the shape of the file on the VM.

```env
DJANGO_SETTINGS_MODULE=config.settings.prod
DATABASE_URL=postgres:///lanebook
ALLOWED_HOSTS=book.harrowgatepool.org.uk
STRIPE_SECRET_KEY=op://Pool-Tech/LaneBook prod/stripe_secret
STRIPE_WEBHOOK_SECRET=op://Pool-Tech/LaneBook prod/webhook_secret
TIME_ZONE=Europe/London
```

`ALLOWED_HOSTS` must include the iPad's kiosk hostname too, or reception gets a 400.
""")

root("reference_runbooks.md", "runbooks", "Short runbooks for the things that break most", "reference", """
## LaneBook is down
1. Check Uptime Kuma to see since when.
2. `ssh lanebook-prod`, `systemctl status caddy lanebook`.
3. If the disk is full it's nearly always old logs: `journalctl --vacuum-time=7d`.

## AquaLog shows no readings
1. Is the Pi reachable over Tailscale (`plantpi`)? If not, ask Gareth to check its power LED.
2. If it's up, check the collector service: `systemctl status aqualog-collector`.

## Water alarm during a session
The duty manager decides whether to clear the pool; the lifeguards act on their call.
""")

root("reference_glossary.md", "glossary", "Pool-industry and in-house terms the agent keeps meeting", "reference", """
- **DPD**: the reagent tablets used for manual free/total chlorine tests.
- **CC**: combined chlorine (total minus free); the "chlorine smell".
- **NPLQ**: National Pool Lifeguard Qualification.
- **PSOP**: pool safety operating procedures, the folder in the office.
- **Turnover**: time for the whole pool volume to pass through the filters once.
- **Backwash**: reversing flow through a sand filter to clean it.
- **Cover request**: a RotaPool shout for someone to fill an empty shift.
""")

# ---------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------

auto("plant-room-faq", "Plant room FAQ", "2026-04-16", ["plant-room", "faq"], """
# Plant room FAQ

**How much water is in the main pool?**
@V2b@ Roughly 380,000 litres in the main pool; the learner pool is tiny by comparison.

**Where is the isolator for the dosing pumps?**
Red switch on the left of the controller cabinet, labelled "DOSING". Tell Gareth if you use it.

**What if the CO2 alarm sounds?**
Leave, shut the door behind you, don't go back in, call Gareth or the duty manager.
""")

auto("front-desk-faq", "Front desk FAQ (for new reception staff)", "2026-03-05", ["reception", "faq", "prices"], """
# Front desk FAQ

**How much is a swim?**
@V7b@ An adult swim is £5.50, the same at the desk or booked online.
Juniors pay the junior rate; concession needs the card or proof.

**How do people pay?**
@S9a@ Card payments at reception go through the SumUp reader (the white one next to the till).
Cash is still fine; the float is £50.

**Someone wants a lane but LaneBook shows it full?**
Offer the waitlist; don't squeeze them in.
""")

auto("lanebook-dev-setup", "LaneBook local dev setup", "2026-01-12", ["lanebook", "dev", "setup"], """
# LaneBook dev setup

@S10a@ LaneBook is a Django 4.2 LTS project on Python 3.12.
@R3b@ LaneBook's dependencies are managed with Poetry: `poetry install`, then `poetry run python manage.py runserver`.

```sh
cp .env.example .env
docker compose up -d db
./manage.py loaddata demo_timetable
```

The demo timetable fixture has a fake week of lanes and public sessions. Staff login is `staff@example.org` locally.
""")

auto("lanebook-contributing", "Contributing to LaneBook", "2026-06-03", ["lanebook", "git"], """
# Contributing to LaneBook

@D6b@ Maintainers: Ravi Menon and Ines Carvalho.
@R5b@ LaneBook PRs are merged with "Rebase and merge", so each commit lands on `main` as written; keep commits tidy.

- Open an issue first for anything bigger than a bug fix.
- Tests: `pytest`, factories in `tests/factories.py`.
- Don't commit fixtures with real member data, ever.
""")

auto("lanebook-architecture", "LaneBook architecture notes", "2026-05-18", ["lanebook", "architecture", "postgres"], """
# LaneBook architecture

Apps: `bookings/`, `members/`, `payments/`, `timetable/`.

@F3b@ The database is PostgreSQL 16 with `btree_gist` enabled for the lane-slot exclusion constraint.
@N8b@ Lane allocation deliberately doesn't use `select_for_update()`; the exclusion constraint catches double bookings and the row locks were deadlocking.
@R8b@ Background tasks (reminder emails, waitlist offers) run on django-q2 with the
Postgres ORM broker, so there's no Redis anywhere in LaneBook.

Timetable is generated weekly from `SessionTemplate` rows; one-off closures override it.
""")

auto("lifeguard-induction", "Lifeguard induction notes", "2026-02-24", ["lifeguards", "induction"], """
# Lifeguard induction (first shift)

- Sign in at reception, collect a radio and whistle.
@V10b@ - Positions rotate every 30 minutes: chair, then deck patrol, then break, then back on the chair.
- Know where the spinal board, AED and oxygen are before you go on poolside.
- Ask Tom if anything in the PSOP doesn't make sense.
- Absences and swaps: see the lifeguard rules page, not this note.
""")

auto("rotapool-deploy-notes", "RotaPool deploy notes", "2026-05-26", ["rotapool", "deploy"], """
# RotaPool deploys

@R2b@ RotaPool is deployed on Render (web service `rotapool-web`, Frankfurt); a push to `main` auto-deploys.
@N1b@ RotaPool PRs are always squash-merged, so one PR means one deploy.

```sh
pnpm install --frozen-lockfile
pnpm build
pnpm test
```

If a deploy goes wrong, roll back to the previous build from the dashboard, then tell Ines.
""")

auto("rotapool-contributing", "RotaPool contributing", "2026-03-19", ["rotapool", "git", "review"], """
# RotaPool contributing

@N1a@ Never squash RotaPool PRs; Ines wants the individual commits for `git bisect`.
@F5b@ PRs that touch the rota generator (`src/generator/`) also need Tom to check a generated fortnight before merge.

- Conventional commit prefixes (`feat:`, `fix:`) please.
- Run `pnpm lint` before pushing.
""")

auto("lessons-faq", "Swimming lessons FAQ", "2026-09-10", ["lessons", "faq", "parents"], """
# Lessons FAQ

**When are lessons?**
@D7b@ Lessons run in the learner pool on weekdays, 15:30–19:00.

**What happens if a lesson is cancelled?**
@N3a@ Parents get a text message if a lesson is cancelled (pool closure, teacher off sick).

**When do certificates come?**
@NS4b@ Certificates are handed out at the end of each block.

**Was it always this price?**
@D5a@ In 2025 adult lessons were £9 a session.
""")

auto("aqualog-pi-notes", "Plant-room Pi notes", "2026-05-07", ["aqualog", "pi", "plant-room"], """
# Plant-room Pi (`plantpi`)

- Pi 4, 4 GB, in a DIN-rail case on the controller cabinet.
@N5a@ - A cron job on the Pi reboots it every night at 03:00 (clears the Modbus hang we saw in spring).
@NS3b@ - System alerts (Pi offline, disk nearly full, Modbus timeouts) go to the on-call developer.
- SD card imaged with the same config as the spare in the office drawer.

```cron
*/5 * * * * /opt/aqualog/bin/healthcheck
```
""")

auto("otters-partnership", "Otters swim club arrangement notes", "2026-04-01", ["otters", "club", "lanes"], """
# Otters arrangement

@D2a@ Until March 2026 the Otters trained in lanes 4–6; they moved to 1–3 when the new starting blocks went in.
@N6b@ We decided not to put Otters club sessions into LaneBook; the club keeps them on its own calendar.

- Their head coach is the contact for anything about squads.
- Any change to their slots needs four weeks' notice either way.
""")

auto("lane-booking-faq", "Lane booking FAQ", "2026-07-06", ["lanebook", "faq", "lanes"], """
# Lane booking FAQ

**How do I book a lane?**
@D1b@ Lane swims are booked through LaneBook, online or on the iPad at reception.

**How many lanes are there?**
@A2a@ There are six lanes in the 25 m main pool.

**What if I don't turn up?**
@N7a@ No-show lane bookings are refunded automatically by LaneBook at the end of the day.
""")

auto("finance-notes", "Finance notes (Alan)", "2026-02-13", ["finance", "invoices", "stripe"], """
# Finance notes

@S3a@ Invoices (Otters lane hire, school swimming, party hire) are raised in Xero by Alan.
@NS6a@ Otters lane-hire invoices are never issued without a PO number from the club treasurer.
@A8b@ Stripe payouts land in the Unity Trust account weekly, on Mondays.

Month-end: Alan reconciles Stripe against LaneBook's daily takings report.
""")

auto("payroll-process", "Payroll process for casual lifeguards", "2026-03-30", ["payroll", "rotapool", "lifeguards"], """
# Payroll

@S4a@ Each month Sam exports lifeguard hours from RotaPool as a CSV and emails it to the payroll bureau.

- The bureau is Ashdown Payroll; they need hours by the 25th.
- Overtime has to be agreed with Deb in advance or it isn't paid.
""")

auto("aqualog-dashboards", "AquaLog dashboards", "2026-06-08", ["aqualog", "dashboards"], """
# AquaLog dashboards

@S5b@ We shut down the Grafana Cloud stack in May; the AquaLog dashboards moved to a self-hosted Grafana on poolnuc.

Panels: free chlorine, pH, redox, temperature, combined chlorine (manual DPD only).
@A9b@ The combined chlorine panel goes red above 1 mg/l, which is our limit.
""")

auto("rotapool-changelog", "RotaPool changelog (user-facing)", "2026-10-02", ["rotapool", "changelog"], """
# RotaPool changelog

- Jan 2026: shift reminders the evening before.
- Mar 2026: in-service training log per lifeguard.
- Jul 2026: dark mode, because everyone asked.
@S8b@ - Sep 2026: sickness reporting moved from texts to the duty mobile to the "Report absence" form in RotaPool.
""")

auto("plant-room-checklist", "Plant room daily checklist", "2026-01-21", ["plant-room", "checklist"], """
# Daily checklist

- CO2 bottle pressure and spare bottle present
- Balance tank level within the marked band
- Dosing pump stroke lights flashing
@O9a@ - Learner pool filter: backwash on Thursdays after the last lesson.
- Note anything odd in AquaLog's plant-room log, not on paper.
""")

auto("plant-room-contractors", "Plant room contractors", "2026-02-02", ["plant-room", "contractors"], """
# Contractors

@R9b@ Clearwater Pool Services do the annual service on the main pool filters (next one booked for January).
- ProMinent's service engineer calibrates the DULCOMARIN controller twice a year.
- Brenntag deliver the acid and chlorine.
- The BMS contractor handles air handling; we don't touch it.
""")

auto("summer-programme-2026", "Summer holiday programme 2026 (wrap-up)", "2026-09-04", ["summer", "timetable"], """
# Summer programme 2026

@D4a@ From 20 July to 31 August the pool opened at 06:00 on weekdays for the holiday programme.

- Crash courses ran Mon–Fri mornings in the learner pool.
- Inflatable sessions every weekday afternoon were the big hit.
- Next year: start the crash-course bookings earlier.
""")

auto("cleaning-schedule", "Cleaning schedule", "2026-04-09", ["cleaning", "chemicals"], """
# Cleaning

@O7a@ - Changing-room floors: Suma Bac D10 at 1:100, mopped after every session block
- Toilets: twice a day plus spot checks
- Spectator balcony: weekly
- COSHH sheets are in the red folder in the cleaners' store.
""")

auto("lanebook-staging", "LaneBook staging notes", "2026-06-15", ["lanebook", "staging"], """
# Staging

URL: `staging.book.harrowgatepool.org.uk` (basic auth, creds in 1Password).

@O8b@ Staging runs a single gunicorn worker, so it crawls under load tests; that's expected.
- Stripe is in test mode there; use the 4242 card.
- Data is refreshed from the monthly restore drill, then anonymised.
""")

auto("stripe-setup", "Stripe setup notes", "2026-04-22", ["stripe", "lanebook", "payments"], """
# Stripe

@F8b@ Stripe live keys are in 1Password (`Pool-Tech` → "LaneBook prod"); the webhook endpoint uses a restricted key.
@O5b@ LaneBook's webhook handler retries failed Stripe event processing up to 5 times before flagging it for Ravi.
@A8a@ Stripe pays out to the Unity Trust account every Monday.

Refunds are issued from LaneBook, never from the Stripe dashboard, so the booking record stays in sync.
""")

auto("water-testing-faq", "Water testing FAQ", "2026-05-12", ["water", "testing", "faq"], """
# Water testing FAQ

**How often do we test by hand?**
@A1b@ We do a DPD test two-hourly, from opening until close, and log it in AquaLog.

**Fouling?**
@NS7a@ Never reopen a pool after a fouling incident without a passing DPD test logged in AquaLog.

**Where's the test kit?**
First-aid room, top shelf, with spare reagents.
""")

auto("fouling-procedure", "Fouling procedure (summary)", "2026-07-17", ["water", "fouling", "procedure"], """
# Fouling

- Clear the affected pool; keep the other open if circulation is separate (it is).
- Remove what you can with the scoop net; don't vacuum.
@NS7b@ - After a solid fouling we clear the pool and it usually reopens the same day.
- Log the incident in AquaLog's plant-room log.
""")

auto("rotapool-faq", "RotaPool FAQ for lifeguards", "2026-08-20", ["rotapool", "faq", "lifeguards"], """
# RotaPool FAQ

**Do I need my phone on shift?**
@N4b@ On-duty lifeguards keep their phones on them on poolside so RotaPool cover alerts get through.

**How do cover requests work?**
@NS10b@ RotaPool texts lifeguards when a cover shift needs filling.
First to accept gets it; the duty manager sees who took it.
""")

auto("aqualog-history", "AquaLog history", "2026-08-03", ["aqualog", "history"], """
# AquaLog history

@D9a@ AquaLog v1 (January to June 2026) polled the controller every 5 minutes and only kept 30 days of data.

v2 moved storage to TimescaleDB and added the manual test form.
""")

auto("public-swim-rules", "Public swim rules (poster text)", "2026-03-12", ["rules", "public"], """
# Pool rules

@F10a@ - Children under 8 must be accompanied in the water by an adult (16+).
@A2b@ - Main pool: 6 × 25 m lanes, 1.0 m at the shallow end to 2.0 m at the deep end.
- No diving except from the blocks during club sessions.
- Shower before you swim.
""")

auto("hosting-costs", "Hosting costs", "2026-07-23", ["costs", "hosting"], """
# Hosting costs (monthly, approx.)

@A4b@ - lanebook-prod is a Hetzner CX22 in fsn1, about €4.50 a month.
- B2: about $1 for both buckets.
- Domain + DNS (Cloudflare): free tier, domain renewal yearly.
- RotaPool: Ines pays and claims it back quarterly.
""")

auto("safeguarding-notes", "Safeguarding notes", "2026-06-18", ["safeguarding", "otters", "lessons"], """
# Safeguarding

Designated safeguarding lead: Deb. Deputy: Hannah.

@N10b@ We decided no filming or photography on poolside at all, and that includes
club coaches with the club iPad.
- Changing village: no phones out, staff included.
- Any concern goes on the form in the office the same day.
""")

# unlabelled auto notes
auto("eastfield-lido", "Eastfield Lido", "2026-05-02", ["lido", "sister-site"], """
# Eastfield Lido

Our seasonal sister site, run by Kerry Dunn's team.

- Season: May to September, 10:00–18:00 every day.
- Water heated to about 25 °C.
- Adult entry £4.80 this season.
- At the lido, lifeguards rotate every 15 minutes on hot days (glare).
- They keep paper test sheets; AquaLog isn't installed there.
""")

auto("gala-day-checklist", "Gala day checklist", "2026-11-10", ["otters", "gala", "checklist"], """
# Gala day checklist

- Lane ropes: club brings their anti-wave ropes; ours go in the store.
- Timing pads: club's kit, our power.
- Extra lifeguard on the balcony stairs.
- Plant room: Gareth comes in specially (he doesn't normally work Saturdays).
- Café gets a heads-up a week before.
""")

auto("accessibility-audit", "Accessibility audit findings", "2026-10-14", ["accessibility", "lanebook"], """
# Accessibility audit (October)

1. Booking grid contrast below 4.5:1 for the "few spaces" amber.
2. Date picker lacks labels for screen readers.
3. Error messages only shown in red.

Ravi estimates two evenings for 1 and 3; 2 needs a different widget.
""")

auto("tailscale-setup", "Tailscale setup", "2026-01-09", ["tailscale", "network"], """
# Tailscale

- Nodes: `poolnuc`, `plantpi`, `lanebook-prod`, plus Ravi's and Ines's laptops.
- ACL: only the two developers can SSH; poolnuc can reach plantpi.
- MagicDNS is on; `.lan` names are the office router's, not Tailscale's.
""")

auto("meeting-2026-03-trustees", "Trustees meeting, March 2026 (tech items)", "2026-03-21", ["meeting", "trustees"], """
# Trustees meeting, 21 March (tech items only)

- Trustees asked for a one-page water-quality summary each month; AquaLog can do it.
- Approved money for the accessibility audit.
- Question about member data retention; Deb to check with the DPO.
- Next meeting in June.
""")

auto("meeting-2026-09-staff", "Staff meeting, September 2026", "2026-09-16", ["meeting", "staff"], """
# Staff meeting, 16 September

- Tom reminded everyone to check their NPLQ expiry dates in RotaPool.
- Hannah: autumn block full apart from adult improvers.
- Gareth: the UV unit quote is in.
- Reception asked for a "busy-ness" indicator on the LaneBook screen.
""")

auto("ideas-backlog", "Ideas backlog", "2026-08-28", ["ideas", "backlog"], """
# Ideas (not committed to)

- LaneBook: let members pick a favourite lane.
- LaneBook: lane-speed labels (slow / medium / fast) on the booking grid.
- RotaPool: let lifeguards mark unavailable weeks well ahead.
- AquaLog: QR code on the test kit that opens the DPD form.
- A public "how busy is it" page.
""")

auto("aqualog-api", "AquaLog API notes", "2026-06-26", ["aqualog", "api"], """
# AquaLog API

- `GET /readings?since=...&pool=main` returns controller readings.
- `POST /tests` records a manual DPD test (tablet form uses it).
- `GET /report/monthly?month=2026-10` renders the trustees' summary.
- Auth: a bearer token per device, stored on the device only.
""")

auto("school-swimming", "School swimming", "2026-01-26", ["schools", "timetable"], """
# School swimming

- Harrowgate Primary: lanes 4–6, Wednesday 09:30–10:30, term time.
- St Anne's: learner pool, Friday 10:00–11:00.
- Schools bring their own teachers; we provide a lifeguard.
- Schools are invoiced termly by Alan.
""")

auto("party-hire", "Party hire", "2026-02-19", ["parties", "hire"], """
# Party hire

- Parties run in the learner pool on Sundays, 14:00–16:00.
- Party hire can be booked up to 3 months ahead, at reception only.
- Deposit £40, non-refundable.
- Max 20 children; we supply one lifeguard plus an inflatable.
""")

auto("dev-onboarding", "Developer onboarding", "2026-06-05", ["dev", "onboarding"], """
# New developer onboarding

1. Ask Deb for a DBS check if you'll see member data.
2. Ravi adds you to the LaneBook repo on GitHub and to Tailscale.
3. 1Password: request access to `Pool-Tech`.
4. Read the infrastructure and runbooks memories first.
""")

auto("cafe-and-vending", "Café and vending", "2026-03-26", ["cafe", "vending"], """
# Café and vending

- The café is run by the Friends of Harrowgate Pool; open 08:00–15:00 weekdays.
- Vending machine card reader is a Nayax unit, the vending company owns it.
- Café takings don't go through LaneBook at all.
""")

auto("energy-saving", "Energy saving ideas", "2026-10-28", ["energy", "plant-room"], """
# Energy

- Pool covers on overnight cut heat loss a lot; keep doing it.
- Hall air setback overnight, 2 °C lower between 22:00 and 05:00.
- Variable-speed drives on the main pumps are in the capital plan.
- LED floodlights done in 2025.
""")

auto("pool-covers", "Pool covers", "2026-01-16", ["plant-room", "covers"], """
# Pool covers

- Covers go on at close and come off before opening; two people needed for the main pool.
- Never leave a cover half on; it's a drowning risk.
- Torn cover on lane 6 end, repair kit ordered.
""")

auto("first-aid", "First aid kit and AED", "2026-02-09", ["first-aid", "safety"], """
# First aid

- AED: poolside, by the deep-end exit. Pads checked monthly.
- Oxygen: first-aid room, cylinder pressure checked weekly.
- First-aid kits: reception, poolside, plant room.
""")

auto("keyholding", "Keyholding and alarm", "2026-04-25", ["building", "security"], """
# Keyholding

- Keyholders: Deb, Sam, Priya, Gareth.
- Alarm company calls keyholders in that order.
- Plant room key is on a separate ring in the key safe.
""")

# ---------------------------------------------------------------------------
# facts/: remnic facts
# ---------------------------------------------------------------------------

F = fact  # short alias

F("2026-01-14", "10:02:11", "fact", 0.88, ["lanebook", "history"],
  "@D1a@ During the 2025 soft launch, lane bookings were taken by phone and email at reception.")
F("2026-01-19", "08:41:30", "fact", 0.9, ["plant-room", "filters"],
  "@F2a@ The main pool filters are backwashed weekly.")
F("2026-01-22", "21:15:04", "preference", 0.85, ["ravi", "editor"],
  "@R7b@ Ravi's editor is VS Code with the Python and Django extensions.")
F("2026-01-28", "12:30:00", "fact", 0.9, ["reception", "phone", "hours"],
  "@O6a@ The office phone line is staffed Mon–Fri 09:00–17:00.")
F("2026-01-30", "16:05:42", "fact", 0.86, ["lifeguards", "training", "history"],
  "@D8a@ In 2025 lifeguards did 2 hours of in-service training a month.")
F("2026-02-03", "09:12:18", "fact", 0.9, ["plant-room", "chemicals", "deliveries"],
  "@NS2b@ Chemical deliveries arrive on Tuesday mornings.")
F("2026-02-06", "17:48:09", "fact", 0.92, ["rotapool", "rota"],
  "@F9a@ The lifeguard rota is published every other Friday, covering the next two weeks.")
F("2026-02-10", "11:20:37", "fact", 0.87, ["water", "testing", "history"],
  "@D3a@ In January 2026 the main pool was DPD-tested every hour while we chased high combined chlorine.")
F("2026-02-17", "14:03:55", "fact", 0.9, ["water", "temperature", "main-pool"],
  "@V3b@ The main pool water temperature is held at 29.5 °C.")
F("2026-02-18", "07:55:24", "fact", 0.88, ["water", "temperature", "learner-pool"],
  "@O3a@ Learner pool water is kept at 31 °C for the little ones and the baby classes.")
F("2026-02-20", "19:40:12", "fact", 0.93, ["lanebook", "staging", "hosting"],
  "@S6b@ The Heroku staging app was shut down in February; LaneBook staging now runs on a second small Hetzner VM.")
F("2026-02-26", "18:22:47", "decision", 0.9, ["otters", "lanebook"],
  "@N6a@ Decided: Otters club sessions will be booked through LaneBook like any other lane hire.")
F("2026-03-03", "10:10:10", "fact", 0.88, ["otters", "portal"],
  "@O4a@ The Otters' portal is WordPress on SiteGround with a MySQL database.")
F("2026-03-09", "15:31:26", "fact", 0.86, ["lifeguards", "swaps"],
  "@R4b@ Duty managers approve lifeguard shift swaps, not the head lifeguard.")
F("2026-03-10", "22:05:33", "fact", 0.95, ["lanebook", "django", "upgrade"],
  "@S10b@ Upgraded LaneBook from Django 4.2 to 5.1 on 2026-03-10; all tests green.")
F("2026-03-17", "09:55:01", "fact", 0.92, ["water", "ph"],
  "@A3b@ Target pH for both pools is 7.2–7.4.")
F("2026-03-24", "13:14:15", "fact", 0.89, ["otters", "invoices"],
  "@NS6b@ We invoice the Otters monthly for lane hire.")
F("2026-03-28", "11:45:20", "fact", 0.9, ["lifeguards", "staffing", "inflatable"],
  "@F4b@ Saturday inflatable sessions need three lifeguards on poolside.")
F("2026-04-02", "20:12:40", "fact", 0.87, ["lanebook", "errors"],
  "@R1b@ LaneBook errors are tracked in a self-hosted GlitchTip (`glitchtip.poolnuc.lan`).")
F("2026-04-09", "10:33:09", "fact", 0.88, ["cleaning", "chemicals", "poolside"],
  "@O7b@ Poolside deck cleaner (Deck-Sure) is diluted 1:20 before scrubbing.")
F("2026-04-14", "18:01:27", "fact", 0.95, ["lanebook", "email", "migration"],
  "@S1b@ Migrated LaneBook transactional email from SendGrid to Postmark on 2026-04-14.")
F("2026-04-21", "12:07:44", "fact", 0.91, ["lifeguards", "nplq"],
  "@A7b@ An NPLQ certificate is valid for 24 months.")
F("2026-04-28", "16:26:58", "decision", 0.9, ["safeguarding", "otters", "filming"],
  "@N10a@ Decided to let Otters coaches film swimmers on poolside for stroke analysis, using the club iPad only.")
F("2026-05-05", "09:09:09", "fact", 0.9, ["admission", "children"],
  "@F10b@ Under-8s are admitted at one adult per two children; under-4s need one adult each.")
F("2026-05-06", "14:50:31", "fact", 0.88, ["learner-pool", "history"],
  "@D7a@ The learner pool was closed from February to April 2026 for retiling.")
F("2026-05-11", "11:11:52", "fact", 0.87, ["lanebook", "cancellations"],
  "@F1b@ Late cancellations (inside the 2-hour window) can still be made by the front desk for medical reasons.")
F("2026-05-14", "19:34:05", "fact", 0.9, ["lanebook", "email"],
  "@A10a@ Booking confirmation emails from LaneBook include an .ics file for people's calendars.")
F("2026-05-20", "21:48:16", "fact", 0.89, ["rotapool", "docker", "node"],
  "@V5b@ RotaPool's container image is built from `node:20-alpine`.")
F("2026-05-27", "20:02:38", "fact", 0.88, ["rotapool", "ci"],
  "@R10b@ RotaPool CI is a GitHub Actions workflow (`.github/workflows/ci.yml`) running vitest and tsc.")
F("2026-06-02", "10:44:12", "fact", 0.86, ["lanebook", "maintainers", "history"],
  "@D6a@ Ravi was the only LaneBook maintainer until May 2026.")
F("2026-06-11", "22:15:49", "fact", 0.9, ["lanebook", "infra", "caddy"],
  "@V1b@ LaneBook's gunicorn binds `127.0.0.1:8010` on lanebook-prod and Caddy proxies to it.")
F("2026-06-12", "09:27:33", "fact", 0.9, ["lanebook", "gunicorn", "prod"],
  "@O8a@ LaneBook prod runs 3 gunicorn workers.")
F("2026-06-23", "17:19:21", "fact", 0.94, ["rotapool", "sms", "migration"],
  "@S2b@ Switched RotaPool's SMS provider from Twilio to Firetext in June (cheaper UK sender IDs).")
F("2026-06-25", "13:36:40", "fact", 0.88, ["rotapool", "sms"],
  "@O5a@ RotaPool retries a failed SMS up to 3 times, five minutes apart.")
F("2026-06-30", "16:58:02", "fact", 0.94, ["finance", "accounting", "migration"],
  "@S3b@ The trust switched from Xero to QuickBooks Online on 1 July; Xero is read-only until the year-end audit.")
F("2026-07-02", "21:21:21", "preference", 0.84, ["lanebook", "git"],
  "@N9b@ Tiny LaneBook fixes (typos, copy changes) can be pushed straight to main without a PR.")
F("2026-07-08", "08:15:00", "fact", 0.89, ["plant-room", "routine"],
  "@NS9b@ Duty staff open the plant room twice a day for the readings walk.")
F("2026-07-14", "19:50:18", "fact", 0.9, ["aqualog", "database"],
  "@V9b@ AquaLog connects with the DSN `postgresql://aqualog@poolnuc.lan:5433/aqualog`.")
F("2026-07-21", "12:42:57", "fact", 0.94, ["reception", "payments", "migration"],
  "@S9b@ SumUp readers were retired in July; reception now takes cards on Stripe Terminal (WisePOS E).")
F("2026-07-29", "18:08:30", "fact", 0.9, ["aqualog", "pi", "polling"],
  "@F6b@ AquaLog takes a controller reading every minute; the Pi buffers up to 24 h locally if poolnuc is unreachable.")
F("2026-08-04", "10:20:45", "fact", 0.88, ["lanebook", "booking-window"],
  "@V4b@ LaneBook opens lane-swim bookings 5 days before the session.")
F("2026-08-11", "15:03:12", "fact", 0.87, ["comms", "newsletter"],
  "@NS8b@ We send a monthly newsletter to members, first Thursday of the month.")
F("2026-08-19", "11:37:26", "fact", 0.95, ["water", "chemicals", "migration"],
  "@S7b@ Switched the main pool from calcium hypochlorite tablets to liquid sodium hypochlorite\n"
  "(14%, dosed by the ProMinent pump) in August.")
F("2026-08-26", "14:14:14", "fact", 0.9, ["lessons"],
  "@A6b@ Swimming lessons last half an hour.")
F("2026-09-01", "09:45:50", "fact", 0.88, ["lessons", "autumn-block"],
  "@F7b@ The autumn lesson block skips half-term, so its 10 lessons are spread over 11 weeks.")
F("2026-09-08", "16:31:09", "fact", 0.87, ["lessons", "class-size"],
  "@V8b@ Stage 1–3 lesson groups are capped at 10 children.")
F("2026-09-15", "22:40:03", "preference", 0.9, ["lanebook", "deploy", "migrations"],
  "@N2b@ LaneBook deploys never run migrations on their own; Ravi applies them by hand after reading the `sqlmigrate` output.")
F("2026-09-22", "13:58:48", "fact", 0.86, ["refunds", "history"],
  "@D10a@ Until the summer, Deb approved every refund herself.")
F("2026-10-01", "10:05:37", "fact", 0.93, ["rotapool", "payroll", "deprecation"],
  "@S4b@ RotaPool's CSV timesheet export is deprecated; payroll now pulls hours through the RotaPool API.")
F("2026-10-06", "19:26:11", "fact", 0.88, ["aqualog", "alerts"],
  "@R6b@ AquaLog sends its alarms to the duty phones through Pushover.")
F("2026-10-09", "17:12:56", "fact", 0.85, ["lanebook", "deploy"],
  "@NS1b@ We usually ship LaneBook on Friday afternoons, after the lunchtime rush.")
F("2026-10-20", "11:49:23", "preference", 0.9, ["lessons", "comms"],
  "@N3b@ We don't text parents about lesson cancellations; those go out by email only.")
F("2026-11-04", "15:40:40", "fact", 0.9, ["lessons", "certificates"],
  "@NS4a@ A stage certificate is never issued without the teacher signing off every outcome.")
F("2026-11-13", "16:16:16", "fact", 0.88, ["rotapool", "rota", "christmas"],
  "@F9b@ Over Christmas the lifeguard rota goes out a week earlier than usual so people can plan.")

# unlabelled facts (distractors and background)
F("2026-01-08", "09:00:41", "fact", 0.9, ["lanebook", "waitlist"],
  "LaneBook waitlist offers expire after 30 minutes if nobody accepts.")
F("2026-01-25", "20:31:17", "fact", 0.85, ["prices", "junior"],
  "Junior casual swim is £3.10.")
F("2026-02-14", "10:48:26", "fact", 0.87, ["lido", "hours"],
  "Eastfield Lido opens for the season on 16 May, 10:00–18:00 daily.")
F("2026-03-14", "12:12:12", "fact", 0.86, ["schools", "lanes"],
  "Harrowgate Primary uses lanes 4–6 on Wednesday mornings, 09:30–10:30.")
F("2026-04-05", "18:40:19", "fact", 0.84, ["rotapool", "backups"],
  "The RotaPool Litestream replica keeps 7 days of snapshots.")
F("2026-04-18", "09:33:48", "fact", 0.88, ["hall", "temperature"],
  "The pool hall air setpoint is 29 °C during opening hours.")
F("2026-05-23", "14:27:03", "fact", 0.86, ["party-hire"],
  "Party hire can be booked up to 3 months ahead.")
F("2026-06-06", "11:06:59", "fact", 0.87, ["aqualog", "api"],
  "The AquaLog API runs uvicorn with 2 workers on poolnuc.")
F("2026-06-19", "16:44:35", "fact", 0.85, ["lido", "lifeguards"],
  "At Eastfield Lido lifeguards rotate every 15 minutes on hot days.")
F("2026-07-11", "09:58:21", "fact", 0.89, ["learner-pool", "chemicals"],
  "The learner pool is dosed from its own small cal-hypo feeder.")
F("2026-07-31", "13:22:44", "fact", 0.88, ["lessons", "class-size"],
  "Stage 4–6 lesson groups take up to 10 swimmers.")
F("2026-08-15", "10:37:12", "fact", 0.86, ["otters", "fees"],
  "The Otters pay £38 per lane-hour for their club sessions.")
F("2026-09-03", "08:47:35", "fact", 0.9, ["uptime", "lanebook"],
  "Uptime Kuma checks LaneBook's `/healthz` every 60 seconds.")
F("2026-09-29", "12:55:07", "fact", 0.87, ["plant-room", "gareth"],
  "Gareth works Mon–Fri 07:00–15:00; at weekends the duty manager does the plant-room walk.")
F("2026-10-24", "15:15:29", "preference", 0.84, ["rotapool", "git"],
  "Ines wants conventional commit prefixes in RotaPool.")
F("2026-11-18", "11:30:52", "fact", 0.88, ["plant-room", "balance-tank"],
  "The balance tank holds 18 m³.")
F("2026-10-12", "10:18:40", "fact", 0.83, ["building", "balcony"],
  "The spectator balcony holds 60 people.")
F("2026-11-20", "09:41:07", "fact", 0.82, ["reception", "lost-property"],
  "Lost property is kept for 4 weeks at reception, then donated.")
F("2026-11-24", "17:03:26", "decision", 0.86, ["lanebook", "roadmap"],
  "Decided to leave online lesson enrolment out of LaneBook until at least spring 2027.")

# ---------------------------------------------------------------------------
# MEMORY.md index (hooks carry no slot values)
# ---------------------------------------------------------------------------
_INDEX = [
    ("User", [
        ("Deb, pool manager", "user_deb.md", "who signs off what and how to report to her"),
        ("Ravi, LaneBook developer", "user_ravi.md", "his setup, habits and what he wants from patches"),
    ]),
    ("Feedback", [
        ("Git workflow", "feedback_git_workflow.md", "branches, PRs and merging on the booking repo"),
        ("Deploys", "feedback_deploys.md", "when and how the booking app ships, post-deploy checks"),
        ("Python tooling", "feedback_python_tooling.md", "dependency and lint tooling per repo"),
        ("Booking rules", "feedback_booking_rules.md", "customer-facing rules that need sign-off to change"),
        ("Secrets", "feedback_secrets.md", "where credentials live"),
        ("PR review", "feedback_pr_review.md", "who reviews what before merge"),
        ("AquaLog ops", "feedback_aqualog_ops.md", "how to treat the plant-room collector"),
        ("Water alerts", "feedback_water_alerts.md", "who gets which alarm"),
        ("Staff comms", "feedback_comms.md", "tone and timing for messages to members and staff"),
        ("LaneBook DB", "feedback_lanebook_db.md", "database rules around lane allocation"),
    ]),
    ("Project", [
        ("LaneBook overview", "project_lanebook_overview.md", "stack, integrations, booking rules"),
        ("RotaPool overview", "project_rotapool_overview.md", "what the rota app is and how it runs"),
        ("AquaLog overview", "project_aqualog_overview.md", "water readings, test log, plant-room notes"),
        ("Membership pricing", "project_membership_pricing.md", "current price list and who owns it"),
        ("Backups", "project_backups.md", "what is backed up where, restore drill"),
        ("Otters portal", "project_otters_portal.md", "the club's own system and its boundaries"),
        ("Plant room upgrade", "project_plant_room_upgrade.md", "approved capital works"),
        ("Q4 priorities", "project_q4_priorities.md", "what the team is focusing on this quarter"),
        ("Accessibility", "project_accessibility.md", "building and booking-app accessibility work"),
        ("Lessons rework", "project_lessons_rework.md", "waiting-list clean-up for Hannah"),
        ("Gala", "project_gala_2026.md", "the club gala and its effect on bookings"),
    ]),
    ("Reference", [
        ("Infrastructure", "reference_infrastructure.md", "servers and where each app runs"),
        ("Water chemistry", "reference_water_chemistry.md", "targets, limits and testing routine"),
        ("Plant room", "reference_plant_room.md", "volumes, filtration, safety rules"),
        ("Lifeguard rules", "reference_lifeguard_rules.md", "staffing, rotation, quals, absence"),
        ("Lesson stages", "reference_lesson_stages.md", "groups, lengths, class sizes"),
        ("Opening hours", "reference_opening_hours.md", "public hours and regular club/lesson slots"),
        ("CI", "reference_ci.md", "which pipeline runs for which repo"),
        ("Monitoring", "reference_monitoring.md", "uptime checks, dashboards, alert destinations"),
        ("Contacts", "reference_contacts.md", "who to ask about what"),
        ("Env vars", "reference_env_vars.md", "shape of the booking app's environment file"),
        ("Runbooks", "reference_runbooks.md", "what to do when things break"),
        ("Glossary", "reference_glossary.md", "pool and in-house terms"),
    ]),
]

_lines = ["# Memory Index", ""]
for _sec, _items in _INDEX:
    _lines.append(f"## {_sec}")
    _lines.append("")
    for _t, _f, _h in _items:
        _lines.append(f"- [{_t}]({_f}) — {_h}")
    _lines.append("")
_add("MEMORY.md", "\n".join(_lines).rstrip("\n") + "\n")
