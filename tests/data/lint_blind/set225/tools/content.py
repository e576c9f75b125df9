"""File bodies for the set225 store (Marlow Reach Rowing Club).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/,
free notes under auto/.
"""
import hashlib
from datetime import datetime, timezone

ROOT = {}      # filename -> full text
AUTO = {}      # slug -> full text
FACTS = []     # (date, hhmm, category, tags, body, confidence)
INDEX = []     # (filename, title, hook, section) for MEMORY.md

# root files whose description is intentionally not strict YAML (unquoted ': ')
FLAT = set()


def R(fname, name, desc, typ, body, title, hook, session=None):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n"
    if session:
        fm += f"originSessionId: {session}\n"
    fm += "---\n"
    if ": " in desc:
        FLAT.add(fname)
    ROOT[fname] = fm + body.lstrip("\n")
    INDEX.append((fname, title, hook, typ))


def A(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    AUTO[slug] = fm + body.lstrip("\n")


def F(date, hhmm, cat, tags, body, conf=0.9):
    FACTS.append((date, hhmm, cat, tags, body.strip(), conf))


# ---------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

R("project_oarbook-overview.md", "oarbook-overview",
  "OarBook, the boat and erg booking app — stack, jobs, integrations", "project", """
OarBook is the club's booking app: club boats and erg slots for members. Claire built it over the
2025 season; the agent maintains it with her now.

## Stack
@O5a@ - Stack: Django 5.1 on Python 3.12, Postgres 16, uv for deps
@R10a@ - Background jobs: Celery with Redis 7 as the broker (`redis://127.0.0.1:6379/0`)
- Templates are server-rendered Django; the booking grid is one big template (`bookings/grid.html`)
- Static files are collected to `/srv/oarbook/static` and served by Caddy
@R1a@ - CI: GitHub Actions — `ci.yml` runs pytest and ruff on every PR

## Integrations
@S9a@ - Sends an SMS reminder via Twilio two hours before each booked outing
- Pulls member status from Tally every night so lapsed members can't book (`sync_members` task)
- Slipway tells OarBook when a severity-1 job opens or closes (webhook from the workshop)
- Login is an email magic link; no passwords stored

## Domain notes
- A "booking" is one boat + one time slot; crews book the boat, not seats
- Waitlist: if a booked boat is cancelled the first person on the waitlist gets an email
- Boats with an open severity-1 repair show greyed out in the grid
- The models that matter are `Boat`, `Booking`, `Member` and `Squad`; everything else is
  lookup tables and audit logs.
""", "OarBook overview", "what the booking app is built on and what it talks to",
  session="5c0f2a41-7be2-4d1e-9a55-0e4b8f1c2d93")

R("project_regattadesk-overview.md", "regattadesk-overview",
  "RegattaDesk, entries and results for our head race and regatta", "project", """
RegattaDesk handles entries and results for the Ferry Lane Head (our own head race) and the Autumn
Regatta. Raj Patel wrote most of it; Claire reviews the bigger PRs.

@V6a@ - Runtime: Node 20 LTS, Fastify 4, TypeScript (strict)
@R3a@ - Package manager: pnpm — the lockfile is `pnpm-lock.yaml`, don't commit a `package-lock.json`
@R8a@ - Hosting: Fly.io, app `regattadesk`, region `lhr`, one shared-cpu-1x machine
@S1a@ - Data: SQLite (`/data/regatta.db` on a volume), Drizzle ORM for queries
- URL: `results.marlowreach.club`
- Crews are imported from the BROE CSV export; Oliver uploads it
- Timing: the finish tablet posts splits to `/api/timing`; start lists print from `/admin/startlist`
- Raj is the owner. Anything bigger than a typo fix, ask him first.
""", "RegattaDesk overview", "entries, results and timing app, Raj's repo")

R("project_tally-overview.md", "tally-overview",
  "Tally, the membership fees and payments service", "project", """
Tally is the fees service: monthly subs, termly junior fees, regatta entry charges, rack rental.
Tom (treasurer) is the main user; Hannah uses it for membership status.

## Service
@D8b@ - Go 1.23 service, single binary, chi router, pgx against the `tally` database on boathouse-1
@O1a@ - Listens on `:8081`; Caddy routes `fees.marlowreach.club` to it
@O7b@ - Panics and 5xx responses go to Sentry (project `tally`)
- Code layout: `cmd/tally`, `internal/fees`, `internal/gocardless`, `internal/stripe`, `internal/api`
- Balances are in pence everywhere (int64), never floats

## Payments
- Monthly subs are collected by GoCardless direct debit; card payments (kit, courses) go through Stripe
@V9a@ - Failed GoCardless webhooks are retried up to 5 times (exponential backoff, capped at 1 h)
- Stripe webhooks are verified with the signing secret in `TALLY_STRIPE_WHSEC`
- Junior fees are termly, billed at the start of each term
""", "Tally overview", "the fees service, how it is built and how money flows")

R("project_slipway-overview.md", "slipway-overview",
  "Slipway, Dermot's repair tracker in the workshop", "project", """
Slipway is a tiny Flask app Claire wrote for Dermot so repairs stop living on the whiteboard.

- Runs on the workshop Raspberry Pi (`pi-workshop`), port 5050, reachable only over Tailscale
@R5a@ - Storage: a single SQLite file, `/srv/slipway/slipway.db`
@F4a@ - Repairs are triaged by severity (1–3) when they're logged
- Each job has: boat, reported_by, description, photo(s), severity, status (open / in progress / done)
- Members report damage on the workshop tablet or through OarBook's "report damage" form, which forwards to Slipway
- Dermot doesn't want notifications on his phone; he checks the list when he comes in
""", "Slipway overview", "the workshop repair tracker")

R("reference_infrastructure.md", "infrastructure",
  "Servers: what runs where, ports and proxies", "reference", """
# Infrastructure

## boathouse-1
@D1b@ - boathouse-1 (Hetzner CX22, Falkenstein, Ubuntu 24.04) hosts OarBook, Tally, Postgres, GlitchTip and the Woodpecker server, all behind Caddy
@A2a@ - 2 vCPU / 4 GB RAM / 40 GB SSD, no swap
@V1a@ - OarBook: gunicorn on `127.0.0.1:8000`, Caddy proxies `book.marlowreach.club` to it
- Tally: docker container, Caddy proxies `fees.marlowreach.club`
- Postgres 16 listens on localhost only (no public port)
- SSH is key-only and closed to the world; get in over Tailscale (`boathouse-1.tail3c2e.ts.net`)
- Firewall: only 80/443 open publicly

## Workshop Pi
- `pi-workshop`: Raspberry Pi 4, lives in the workshop cupboard, Tailscale node
- Runs Slipway (port 5050)

## RegattaDesk
- Not on boathouse-1 — see the RegattaDesk memory for where it's hosted

```
# /etc/caddy/Caddyfile (excerpt)
fees.marlowreach.club {
    reverse_proxy 127.0.0.1:8081
}
```
""", "Infrastructure", "servers, what runs where, proxies")

R("reference_people.md", "people",
  "Who's who: committee, coaches, boatman", "reference", """
- Claire Beaumont — club manager, runs the tech side (the user)
@S7a@ - Captain: Priya Raman
- Head coach: Ines Okafor (seniors, performance squad)
- Junior coach: Marek Nowak (J14–J18)
- Masters coach: Sue Harcourt
@A8a@ - Boatman: Dermot Walsh, in the workshop Tue + Thu evenings
- Treasurer: Tom Ashby
- Membership secretary: Hannah Lindqvist
- Safety officer: Gwen Pryce
@D6b@ - Regatta secretary: Oliver Fenn — handles all regatta entries and the BROE paperwork
- RegattaDesk dev: Raj Patel (volunteer, evenings only)
""", "People", "committee, coaches, boatman and who to ask")

R("feedback_git-workflow.md", "git-workflow",
  "Git rules: merge style, hooks, what goes on main", "feedback", """
@R6a@ Squash-merge every PR into `main`; the PR title becomes
the commit message, so write it like one.

**Why:** Claire reads `git log --oneline` to write the tech update for the committee.

@N3a@ Never commit with `--no-verify`. If the pre-commit hook is slow, fix the hook.

**How to apply:**
- Branch names: `agent/<short-thing>`
@NS9a@ - Never push straight to `main` on OarBook, except version bumps
- Rebase your branch on `main` before asking for review
- Same rules for Tally. RegattaDesk is Raj's repo and he sets his own rules.
""", "Git workflow", "merge style, hooks and the main branch")

R("feedback_deploys.md", "deploys",
  "How and when to deploy each app", "feedback", """
@F2a@ OarBook goes out with `make deploy` from an up-to-date `main`.

@NS1a@ Don't deploy OarBook on a regatta weekend unless Claire is reachable.

**Why:** at the 2025 Autumn Regatta a bad migration took bookings down for an hour and nobody
could roll back.

@A7a@ Tally ships as a Docker image from GHCR; on boathouse-1 it's `docker compose pull tally && docker compose up -d tally`.

@N1a@ Never deploy Tally on a direct-debit collection day.

**Why:** Tom would rather not be debugging payments on the busiest day of the month.

**How to apply:** RegattaDesk deploys are Raj's call; don't touch them.
""", "Deploys", "how and when each app goes out")

R("feedback_testing.md", "testing",
  "Test expectations for OarBook and Tally", "feedback", """
- OarBook: pytest + pytest-django; tests hit a real Postgres (the CI service container), not SQLite.
@N8a@ - Always add or update tests when touching Tally's fee calculation (`internal/fees`).
- Tally: `go test ./...` must pass; table-driven tests preferred.
- RegattaDesk uses vitest; Raj owns those.

**Why:** March's pro-rata bug double-charged 11 juniors and nobody noticed for a week.
""", "Testing", "what tests are expected where")

R("user_claire.md", "claire-profile",
  "Claire, club manager and the person I work with", "user", """
Claire Beaumont is the club manager (paid, part-time, three days a week) and the de-facto tech lead.
Former backend dev (Python), rows in the women's masters four.

@A5a@ - Wants short answers in bullet points; hates long preambles
@R9a@ - Edits in VS Code with the Python and Go extensions; lives in the integrated terminal
- Works Mon/Wed/Fri; on other days only ping her for outages
- Reviews every PR herself unless it's docs-only
- Knows Django inside out, newer to Go
""", "Claire", "who the user is and how she likes to work")

R("project_launch-rules.md", "launch-rules",
  "River rules: boards, lights, signing out", "project", """
# Launch rules (river safety)

@A10a@ - Red board on the EA flow board = no outings, any crew, any boat.
- Amber board: experienced crews only, and only with a launch following
- Green board: normal rules
@N7a@ - Senior crews may row after sunset if they carry a white light at bow and stern.
@F3a@ - Singles must be signed out in the logbook before launching.
- Circulation: upstream on the boathouse bank, downstream on the far bank; turn only at the marked spots
- The capsize drill is compulsory for new scullers before their first solo outing
- Gwen updates the board colour in OarBook each morning (banner on the home page)
""", "Launch rules", "river safety rules for going afloat")

R("project_membership-fees.md", "membership-fees",
  "Fee table: categories, late fees, rack rental", "project", """
Fees agreed by the committee. Tally is the source of truth; this is the cheat sheet.

| Category | Fee | Notes |
|---|---|---|
@V3a@ | Senior (full) | £52 / month | 18+, full rowing rights, includes erg room |
@D2b@ | Student | £26 / month | full-time students, card required |
| Junior (under 18) | £90 / term | sibling discount 10% |
| Social | £60 / year | no rowing; bar and events |
@O6a@ | Rack space, private single | £180 / year | subject to space |

@V8a@ - A £10 late fee is added once subs are more than 14 days overdue.
- New members get their first month at half price.
- Coached masters sessions are charged on top (see the masters memory).
""", "Membership fees", "categories, late fees, rack rental")

R("project_boat-fleet.md", "boat-fleet",
  "Club boats, who can use them, care rules", "project", """
| Boat | Type | Crew weight | Use |
|---|---|---|---|
| *Ferryman* | 8+ | 85 kg | senior men |
| *Lady of the Lake* | 8+ | 70 kg | senior women |
| *Heron* | 4x | 75 kg | masters |
| *Otter* | 4+ | 80 kg | development |
| *Moorhen* | 2x | 80 kg | club |
| *Kingfisher* | 1x | 75 kg | racing single |
| *Dabchick* | 1x | 65 kg | juniors only |

@F1a@ - Every boat gets washed down after every outing.
@NS3a@ - Don't take *Kingfisher* out in winds over 15 knots.
- Eights and fours are booked by the squad coaches; singles and doubles by individual members.
- Blades are colour-coded by boat; never swap blades between boats.
""", "Boat fleet", "club boats and the rules for using them")

R("project_regatta-calendar.md", "regatta-calendar",
  "Our own events and the ones we travel to", "project", """
- Ferry Lane Head (ours): second Saturday in March
- Autumn Regatta (ours): last Saturday in September
- Away events: see the racing calendar note in auto/
@D4a@ - For the 2025 head race we hired Time-Team for the timing.
@A6a@ - Club entry deadline: 10 days before each regatta, so Oliver has time to submit; late entries go through him only.
- Don't schedule deploys or migrations in the week before either of our own events.
""", "Regatta calendar", "our events, away events, deadlines")

R("reference_email-setup.md", "email-setup",
  "Which app sends mail how, DNS records, bounces", "reference", """
@R2a@ - Tally sends receipts and DD notices through Postmark (server `tally-transactional`)
- OarBook booking confirmations and waitlist mails: Postmark, server `oarbook`
- RegattaDesk: Postmark too, message stream `results`
- Newsletter: Mailchimp, run by Hannah — not our problem
- SPF/DKIM for `marlowreach.club` are set in Cloudflare; DMARC is `p=quarantine`
- Bounces: Postmark webhook → OarBook marks the member's address as bad
""", "Email setup", "which app sends mail through what")

R("reference_backups.md", "backups",
  "What gets backed up, where, and how to restore", "reference", """
@V4a@ - restic runs nightly at 02:30 UTC from a systemd timer on boathouse-1
- Repo: Backblaze B2 bucket `mrrc-restic`, password in the committee 1Password vault
- Includes `pg_dumpall` output, `/srv/oarbook/media` and Caddy's data dir
- A Healthchecks.io check is pinged at the end; it emails Claire if the job doesn't report in
@O9a@ - The committee Google Drive gets a weekly Takeout export to the NAS (Tom does it on Sundays).
- Restore drill twice a year; the last one was in October

```
systemctl list-timers restic-backup.timer
restic -r b2:mrrc-restic:/ snapshots --latest 3
```
""", "Backups", "what is backed up and how to restore")

R("project_juniors.md", "juniors",
  "Junior squad rules, safety and sessions", "project", """
Junior squad: J14–J18, about 40 kids, coached by Marek with two volunteer assistants.

@A4a@ - Every junior passes the swim test (50 m, clothed) before their first outing.
@V5a@ - Juniors may not take a single out when the water is below 10 °C.
@O4a@ - Saturday junior session starts at 09:00 (boats on the water by 09:20).
- Juniors never row after sunset, whatever the season.
- Launch cover is compulsory for every junior outing.
- Parents' questions go to the junior parents FAQ or to Marek, not to Claire.
""", "Juniors", "junior squad rules and sessions")

R("project_boathouse.md", "boathouse",
  "The building, access, alarm and facilities", "project", """
@V10a@ - The gate is unlocked at 05:30 on weekdays (first coach in does it).
@F8a@ - The last person out sets the alarm.
- Changing rooms upstairs; showers are on a 10-minute timer
- The bar is run by the social committee, open Friday evenings and after Saturday outings
- The workshop is Dermot's; members don't go in without him
- The key safe by the bay doors holds the launch keys (code changes each term)
""", "Boathouse", "building, access and facilities")

R("reference_monitoring.md", "monitoring",
  "Error tracking, uptime checks and alerts per app", "reference", """
@R4b@ - OarBook errors: Rollbar (Claire gets the daily digest)
- RegattaDesk errors: GlitchTip, Raj watches it
@S2a@ - Uptime Kuma on the workshop Pi checks all three public sites every 60 s and alerts Claire's phone
- Backup job: Healthchecks.io (see the backups memory)
- Disk: a cron on boathouse-1 emails Claire when `/` is over 85% full
""", "Monitoring", "errors, uptime and alerts")

R("feedback_code-style.md", "code-style",
  "Style rules for OarBook templates, Python and Tally's Go", "feedback", """
- Python: ruff format + ruff check, line length 100
- Go: gofmt, no naked returns, wrap errors with `%w`

@N10b@ We don't use HTMX in OarBook; templates stay plain Django forms with a sprinkle of vanilla JS.

**Why:** Claire wants anyone on the committee with a bit of Django to be able to edit them.

**How to apply:** don't add a frontend build step to OarBook (no npm in that repo).
""", "Code style", "formatting and template conventions")

R("feedback_migrations.md", "migrations",
  "Django migration rules for OarBook", "feedback", """
@NS10a@ Claire doesn't want auto-generated migrations committed without
her reading them first — say so in the PR when one is included.

- Never edit a migration that's already on `main`; add a new one.
- Data migrations go in their own file, with a reverse function.

**Why:** the 2025 Autumn Regatta incident (see the deploys memory).

**How to apply:** run `makemigrations --check` locally; ask before squashing migrations.
""", "Migrations", "how OarBook migrations are handled")

R("project_erg-room.md", "erg-room",
  "Erg room hours, booking, rules, scores", "project", """
@D5b@ - Open 06:00–21:30 every day; the door code changes each term.
@O10a@ - Erg slots open 48 hours ahead in OarBook, 45 min each.
@N9b@ - Non-members may not use the erg room, even with a member present.
@NS8a@ - The erg room isn't for unsupervised juniors.
@S10b@ - The Erg Scores Google Form was retired in September; scores now sync from Concept2 Logbook into OarBook.
- 12 Concept2 RowErgs and 2 BikeErgs; the one by the window has a dodgy monitor
- Wipe the handle and seat after use
""", "Erg room", "hours, booking and rules for the ergs")

R("project_coaching.md", "coaching",
  "Coaching setup, squads, who coaches what", "project", """
- Squads: performance (Ines), development (Ines + volunteers), masters (Sue), juniors (Marek), learn-to-row (rota)
@S3a@ - Coaches coordinate in the `#coaching` Slack channel (rota swaps, cover requests).
- Every coached outing needs a launch with a qualified driver (RYA Powerboat Level 2)
- Coaches get free membership in exchange for two sessions a week
- Learn-to-row course: six Saturday sessions, £95
""", "Coaching", "squads and coaches")

R("feedback_member-comms.md", "member-comms",
  "Tone and sign-off when drafting messages to members", "feedback", """
Write to members like a friendly club secretary, not like a bank. No jargon ("webhook", "mandate
failed" → "your direct debit didn't go through").

**Why:** Hannah got complaints about the robot-sounding Tally emails in spring.

**How to apply:** draft it, then show Hannah before anything goes to more than 20 people.
- Never reply-all on committee threads that have member data in them
- Fee-related messages are signed by Tom, not Claire
""", "Member comms", "tone for messages to members")

R("reference_payments.md", "payments",
  "GoCardless and Stripe integration details", "reference", """
- GoCardless: creditor `MRRC`, mandates created at sign-up through the hosted flow
@A1a@ - GoCardless API calls from Tally time out after 30 s.
- Stripe: card payments for the kit shop and learn-to-row courses
@F6a@ - Regatta entry fees are charged to the rower's Tally account when Oliver submits the entry.
- Stripe payouts land in the club account on a 7-day rolling schedule
- Test-mode keys live in `.env.development`; never paste live keys into a session
""", "Payments", "direct debit and card payment details")

R("feedback_secrets.md", "secrets",
  "Where secrets live and what never to do with them", "feedback", """
Secrets live in the committee 1Password vault ("MRRC Tech"); on boathouse-1 they're in
`/etc/mrrc/*.env`, readable by root only.

**Why:** a Postmark token got pasted into a committee email thread in 2025.

**How to apply:** never echo env files in a session, never commit `.env*` except `.env.example`.

```
# /etc/mrrc/tally.env (shape only)
TALLY_ADDR=:8081
TALLY_DB_URL=postgres://tally@localhost/tally
GOCARDLESS_ENV=live
```
""", "Secrets", "where secrets live")

R("project_boat-repairs.md", "boat-repairs",
  "How boat damage gets reported, fixed and signed off", "project", """
@F9a@ - Damage has to be logged in Slipway on the day it happens.
@R7a@ - Dermot Walsh signs off every hull repair before the boat goes back on the rack.
- Rigger and gate fixes can be done by any coach with the spares box; log them anyway
- Big hull work (carbon layups) goes to the builder in Reading, usually about 3 weeks
- Spare parts budget is £1,500 a year; Tom approves anything over £200
""", "Boat repairs", "damage reporting and repair sign-off")

R("reference_dns-domains.md", "dns-domains",
  "Domains, DNS records and certificates", "reference", """
- `marlowreach.club` is registered at Gandi; DNS is on Cloudflare (free plan)
- `book.` and `fees.` → boathouse-1 (A records, proxy off so Caddy can do ACME)
- `results.` → CNAME to wherever RegattaDesk is hosted
- `errors.` → boathouse-1 (GlitchTip)
@A9a@ - TLS is handled by Caddy automatically (Let's Encrypt); never install certbot on boathouse-1.
""", "DNS and domains", "domains, records, certificates")

R("feedback_pr-review.md", "pr-review",
  "What Claire expects in PRs and reviews", "feedback", """
@F7a@ PR descriptions must list any migrations the change adds.

@NS5a@ Don't merge anything without a green CI run.

- Keep PRs under ~400 lines of diff; split them otherwise
- Screenshots for any template change

**Why:** Claire reviews on her phone between sessions.
""", "PR review", "what a PR needs before merge")

R("project_booking-rules.md", "booking-rules",
  "Boat booking rules members and coaches follow", "project", """
@V2a@ - Members can book a club boat up to 7 days ahead.
- Cancel at least 3 hours before, or the booking counts as a no-show
- Three no-shows in a month = booking suspended for two weeks
- Members can hold at most 3 future bookings at once
@S4a@ - Coaches block boats for squad outings in the shared Google Sheet ("Boat Sheet").
- Private boats don't go through OarBook at all
""", "Booking rules", "how members and coaches book boats")

R("reference_tally-api.md", "tally-api",
  "Tally's HTTP API as used by OarBook and committee scripts", "reference", """
Auth: a bearer token per client (`oarbook`, `scripts`), rotated yearly.

@S5a@ - `GET /api/v1/fees?member=<id>` — what OarBook's member page calls to show the balance
- `GET /api/v1/members/<id>/status` — active / lapsed / suspended, used by OarBook's nightly sync
- `POST /api/v1/charges` — regatta entries and coaching fees get posted here
- `GET /healthz` — plain 200, used by the uptime checks
- Errors come back as JSON `{"error": "...", "code": "..."}`
""", "Tally API", "endpoints OarBook and scripts use")

R("reference_finance.md", "finance",
  "Books, refunds and who approves what", "reference", """
- The club's accounts are in Xero; Tom is the only admin
@S6a@ - Tom exports each month's payments from Tally to Xero by hand (CSV, first weekend of the month).
@NS2a@ - Never issue a refund without Tom's sign-off.
- The committee approves any spend over £1,000
- Financial year runs April to March
""", "Finance", "books, refunds, approvals")

R("project_masters-squad.md", "masters-squad",
  "Masters squad sessions, fees and crews", "project", """
Sue Harcourt coaches; about 25 rowers, mostly 40–65. Claire rows in the women's four.

@O4b@ - Saturday outing starts 07:30 sharp; we're off the water by 09:00 so the juniors get the boats.
- Tuesday and Thursday evening crew outings in summer, ergs in winter
@D10a@ - In 2025 a coached masters session cost £5.
- Masters race in age categories (A–K); Oliver enters them like everyone else
""", "Masters squad", "masters sessions and crews")

R("feedback_dependencies.md", "dependencies",
  "Adding and upgrading dependencies in the three repos", "feedback", """
Ask before adding any new dependency to Tally — Claire wants it to stay close to the stdlib.

**Why:** she's the only Go reader on the committee.

**How to apply:**
- OarBook: `uv add <pkg>`, commit `uv.lock`; Dependabot PRs come weekly, grouped
- Tally: `go get`, then `go mod tidy`; no ORMs
- RegattaDesk: Raj's call, don't touch its lockfile
""", "Dependencies", "adding and upgrading packages")

R("project_winter-training.md", "winter-training",
  "Winter block plan, land training, head season", "project", """
Winter block runs November to February. Focus: long steady state, the Fours Head in November, our own
head race in March.

- Erg tests: 2k in December, 5k in February
- Weights on Wednesdays for seniors; juniors do circuits in the erg room the same evening
- When the river has been on red boards for more than three days, crews switch to the ergs
""", "Winter training", "the winter block plan")

R("reference_local-dev.md", "local-dev",
  "Running the three apps locally", "reference", """
- OarBook locally: `uv run manage.py runserver` on localhost:8000, Postgres from `docker compose up db`
- Tally locally: `go run ./cmd/tally` with `.env.development`
- Use the GoCardless sandbox and Stripe test mode; never live keys on a laptop
- `make seed` creates 30 fake members and the real boat list

```
cd oarbook && uv sync && uv run pytest -q
cd tally && go test ./...
```
""", "Local dev", "running the apps on a laptop")

R("project_safety.md", "safety",
  "Safety rules, incidents and the safety officer", "project", """
Gwen Pryce is the safety officer.

@N2a@ - Every cox wears a lifejacket, no exceptions (auto-inflating ones hang in the cox box cupboard).
@O8a@ - Launch drivers wear a lifejacket at all times on the water.
@NS4b@ - Gwen Pryce reviews every capsize report.
- Incidents go on the British Rowing incident reporting site within 48 hours
- First aid kits: bar, workshop, and one in each launch
- Throw lines on the pontoon; check them monthly
""", "Safety", "safety rules and incident handling")

R("feedback_data-privacy.md", "data-privacy",
  "Member data handling rules", "feedback", """
@N4a@ Do not send coaches spreadsheets of member contact details; they use OarBook's squad page.

**Why:** GDPR — a coach's laptop with a squad list on it was stolen in 2025.

@NS6b@ - Tally stores a payment method reference for every member who pays by card.
- Medical info (asthma, epilepsy etc.) lives only on the junior consent forms, not in any app
- Lapsed members' data is deleted after 2 years (Hannah runs the purge)
""", "Data privacy", "member data rules")


# ---------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------

A("boat-booking-faq", "Boat booking FAQ (for the website)", "2026-04-20",
  ["oarbook", "bookings", "faq", "members"], """
# Boat booking FAQ

Draft for the members' page, Hannah to proofread.

### How far ahead can I book a boat?
@V2b@ Ten days. Boat bookings open 10 days before the outing, at midnight.

### How long can a booking be?
@V7a@ A booking can't be longer than 2 hours.

### What if I can't make it?
Cancel in OarBook at least 3 hours before so someone on the waitlist gets the boat.

### Can I book the eights?
No — crew boats are booked by the squad coaches.
""")

A("backup-runbook", "Backup runbook", "2026-02-11", ["backups", "restic", "ops"], """
# Backups — runbook

@V4b@ The nightly restic job starts at 03:15 UTC on boathouse-1.

## Check last night's run
```
sudo journalctl -u restic-backup --since yesterday
restic snapshots --latest 1
```

## Notes
- The B2 bucket is in Tom's Backblaze account, about £2/month
- If the Healthchecks ping is missing by 05:00, read the journal first before re-running anything
- Restoring one file: `restic restore latest --include <path> --target /tmp/restore`
""")

A("oarbook-deploy-notes", "OarBook deploy notes", "2026-01-19", ["oarbook", "deploy", "hetzner"], """
# OarBook deploy notes

@D1a@ During the 2025 season OarBook ran on a Heroku hobby dyno; it moved to boathouse-1 in January.

## Services
@R10b@ Celery's broker for OarBook is RabbitMQ (the `rabbitmq` service in `compose.yml`).

## Settings worth knowing
@V7b@ OarBook caps a boat booking at 90 minutes (`MAX_BOOKING_MINUTES`).
- How far ahead members can book is a setting too (`BOOKING_HORIZON_DAYS`); check it before answering members
- Static files go to `/srv/oarbook/static` via `collectstatic`
""")

A("fees-faq", "Fees FAQ", "2026-05-06", ["tally", "fees", "faq", "members"], """
# Fees — questions members actually ask

**When is my direct debit taken?** Around the 1st of the month; GoCardless emails you a few working days before.

**What happens if I pay late?**
@V8b@ If your subs are more than 21 days late, Tally adds the £10 late fee automatically.

**Do you refund entry fees?**
@NS2b@ Yes, we refund regatta entry fees when a regatta is cancelled.

**Can I pause my membership?** Up to 3 months for injury — ask Hannah.

**Why was I charged for a regatta?** Entry fees go on your Tally account; ask Oliver if it looks wrong.
""")

A("boathouse-access", "Boathouse access and keys", "2026-10-20", ["boathouse", "access", "keys", "trailer"], """
# Access

@V10b@ On weekdays the gate opens at 06:00 — don't turn up earlier, the code won't work.
- Coaches have key fobs; members use the keypad code (changes each term)
- Lost fob: £15, tell Hannah

## Trailer
@D7b@ The boat trailer is parked behind the boathouse, padlocked to the ground anchor.
- Only the two committee members with B+E licences tow it
""")

A("ci-notes", "CI notes", "2026-06-14", ["ci", "oarbook", "regattadesk", "tally"], """
# CI, per repo

@R1b@ OarBook's tests run on CircleCI (the free tier is plenty for us).
@O2a@ RegattaDesk builds on Woodpecker CI, self-hosted on boathouse-1.

- Tally: see the rewrite notes
- Flaky test to watch in OarBook: `test_waitlist_promotion` (timezone edge at midnight)
- Cache the uv download dir keyed on `uv.lock`, it halves the run time
""")

A("regattadesk-faq", "RegattaDesk dev FAQ", "2026-07-03", ["regattadesk", "node", "faq"], """
**Q: how do I install deps?**
@R3b@ `yarn install` — RegattaDesk is a Yarn (v4) project, don't mix in other lockfiles.

**Q: which port?**
@O1b@ The Fastify server binds port 3000 inside the container; nothing else talks to it directly.

**Q: where are the start lists?** `/admin/startlist`, printable.

**Q: who do I ask?** Raj, evenings only.
""")

A("onboarding-dev", "Dev onboarding (for new volunteers)", "2026-08-09", ["onboarding", "git", "volunteers"], """
# Welcome aboard

You'll mostly touch OarBook (Django) and occasionally Tally (Go). Ask Claire for access to the
`marlowreach` GitHub org.

@R6b@ OarBook and Tally PRs are merged with rebase-and-merge so each individual commit survives on `main`.
@NS5b@ Small docs-only PRs we merge ourselves without waiting for a review.

- Read the booking rules before touching anything in `bookings/`
- The test DB is created by pytest-django, don't point it at anything real
""")

A("new-member-onboarding", "New member onboarding checklist", "2026-04-28", ["members", "onboarding", "safety"], """
1. Membership form + GoCardless mandate (link from Tally)
2. Swim test booked (leisure centre, Thursdays)
3. Safety briefing with Gwen or a coach
4. Capsize drill before the first solo outing
5. Added to the right squad in OarBook

Notes
@N2b@ Coxes aren't required to wear a lifejacket in the bigger boats — worth saying at the briefing, people always ask.
- Newbies get a buddy for their first month
""")

A("coaching-rota", "Coaching rota notes", "2026-01-26", ["coaching", "rota"], """
- The rota lives in OarBook (coach "shifts") since January
@N4b@ Coaches can be emailed a CSV of their squad's emails and phone numbers at the start of each term.
- Each coach does two sessions a week unless they offer more
- Saturday duty coach checks the board and opens the launch shed
""")

A("private-boats", "Private boats", "2026-05-18", ["boats", "private", "insurance", "fees"], """
@N5a@ The club policy insures privately owned boats while they're on our racks.
@O6b@ A rack for a private double or pair is £260 a year.
- Private boats need the owner's name on the bow canvas
- Owners don't book anything in OarBook; private boats just go
""")

A("insurance-notes", "Insurance notes", "2026-06-30", ["insurance", "committee"], """
- Club policy renewed on 1 July through our broker
@N5b@ Private boats are not covered by the club's insurance; owners have to insure them themselves.
- Launches are covered for third party and hull
- Club boats are covered on the trailer too
""")

A("head-race-2026-retro", "Ferry Lane Head 2026 retro", "2026-03-22", ["regattadesk", "head-race", "retro"], """
- 184 crews, 3 divisions
- Timing worked; the finish tablet lost wifi twice and the queued splits synced fine
@N6b@ We decided not to publish results openly; the results page sits behind a member login.
- Next year: two finish tablets, and a printed backup sheet
""")

A("fog-and-weather", "Fog, wind, dark — weather calls", "2026-10-30", ["safety", "weather", "river"], """
@N7b@ No crew goes out after dark, lights or not.
- Wind: check the flag on the bridge; whitecaps above the island = small boats stay in
- Lightning: off the water at once, wait 30 min after the last thunder
- Cold: below 5 °C air temperature, novices go on the ergs instead
""")

A("tally-rewrite-notes", "Tally rewrite (Flask → Go) notes", "2026-02-24", ["tally", "go", "rewrite"], """
@D8a@ Until the February rewrite Tally was a Flask app (Python 3.10).

Why Go: single binary, low memory on boathouse-1, and Claire wanted to learn it.

@N8b@ Don't bother writing tests for the fee calculator — Tom eyeballs the totals every month and that's our check.

@A1b@ - The GoCardless client has `Timeout: 30000ms`; don't lower it, their sandbox is slow.
@O2b@ - Tally's CI is GitHub Actions (`.github/workflows/test.yml`, `go test ./...` + `staticcheck`).
- Ported: fees, mandates, webhooks. Not yet: the kit shop
""")

A("oarbook-htmx-notes", "OarBook front-end notes", "2026-07-15", ["oarbook", "frontend", "templates"], """
@N10a@ Prefer HTMX for the interactive bits in OarBook templates (booking grid refresh, waitlist button).
- No React, no build step
- The booking grid is `bookings/grid.html`; the slow part is the N+1 on `Boat.current_repairs`
""")

A("regattadesk-postgres-migration", "RegattaDesk → Postgres", "2026-06-21", ["regattadesk", "postgres", "migration"], """
@S1b@ In June we migrated RegattaDesk from SQLite to Postgres; the old `regatta.db` is archived in B2.
- Raj did the cutover on a Sunday evening, about 40 min of downtime
- Nobody noticed, which is the point
""")

A("committee-meeting-2026-03", "Committee meeting — March 2026", "2026-03-10", ["committee", "minutes"], """
Present: Claire, Tom, Hannah, Priya, Gwen, Oliver. Apologies: Ines.

@S4b@ The Boat Sheet is read-only as of the OarBook go-live; squad blocks are made in OarBook now.
- Committee agreed the student rate rise (details in the fee table)
- Erg room: after the February break-in the door now locks at 21:30
- Head race prep: volunteers still needed for marshalling
""")

A("xero-sync", "Xero sync", "2026-07-08", ["tally", "xero", "finance"], """
@S6b@ No longer exporting payments to Xero by hand — since July Tally pushes the day's
payments to Xero every night (the `xero-sync` job).

- Account mapping: subs → 200 Membership income, entries → 210 Regatta income
- Tom still reconciles the bank feed himself
""")

A("agm-2026-notes", "AGM 2026 notes", "2026-10-17", ["agm", "committee", "people"], """
@S7b@ Priya stood down as captain at the AGM and Jonas Eriksen took over.
- Treasurer's report: subs income up 9% on last year
- Fee table for next year unchanged (vote passed 41–3)
- Gwen re-elected safety officer
""")

A("sms-reminders", "SMS reminders", "2026-09-12", ["oarbook", "sms", "notifications"], """
@S9b@ We dropped SMS reminders in September (Twilio costs); OarBook reminders are email-only now.
- Members grumbled a bit; Hannah put a note in the newsletter
""")

A("boat-washing", "Boat washing and racking", "2026-05-30", ["boats", "care"], """
@F1b@ Rinse hull, riggers and runners with the fresh-water hose after each outing;
after the coastal regatta also flush the bow ball and footplates.

@NS7a@ Never rack a boat without checking the heel restraints are tied.
- Sponges and brushes live in the blue crate; don't use car shampoo
""")

A("volunteer-rota", "Volunteer rota (boathouse jobs)", "2026-06-05", ["volunteers", "boathouse"], """
- Saturday: pontoon sweep, bins, bar glass wash
@NS7b@ Boats are put back on the racks by the crew that used them, not by the volunteers.
- Monthly: gutters, and restocking the first aid kits
""")

A("slipway-howto", "Slipway how-to", "2026-04-04", ["slipway", "repairs", "pi"], """
@F4b@ Severity 1 = unsafe: the boat gets a red tag on the rigger and can't be booked until the job is closed.
- Sev 2: usable with care (shows as a note in OarBook); Sev 3: cosmetic
@O5b@ Slipway is stuck on Python 3.9 because the Pi still runs Raspberry Pi OS Bullseye.
- Restart: `sudo systemctl restart slipway`
- Photos are resized to 1600 px on upload
""")

A("junior-parents-faq", "Junior parents FAQ", "2026-09-08", ["juniors", "parents", "faq"], """
**What does my child need before the first session?**
@F5a@ Every rower under 18 needs a signed parental consent form on file before their first outing.
@A4b@ Under-18s also do a swim test — fifty metres in clothes, at the leisure centre pool.

**When are sessions?**
@D9b@ Weekday junior sessions start at 17:00 at the boathouse; please be on time.
Saturday mornings too — Marek sends the times each term.

**Can they use the ergs?**
@NS8b@ Juniors do Wednesday circuits in the erg room with Marek.

**How much?** Junior fees are termly, through Tally.
""")

A("masters-squad-notes", "Masters squad notes", "2026-06-02", ["masters", "regattas", "fees"], """
@F6b@ Masters entries are the exception: the squad kitty pays the entry fees, so they don't land on individual Tally accounts.
- Kitty: £10 a month each, collected by Sue
- Henley Masters in July, Marlow Town in June
""")

A("boathouse-alarm", "Alarm", "2026-02-03", ["boathouse", "alarm", "security"], """
@F8b@ Last one out sets the alarm — the code is in the coaches' handbook (never put it in OarBook or an email); the panel is left of the bay doors.
- 30 s exit delay
- If it goes off: the monitoring company calls Tom, then Claire
""")

A("email-deliverability", "Email deliverability notes", "2026-08-21", ["email", "postmark", "dns"], """
- Gmail started flagging waitlist mails in August; fixed by aligning DKIM
@O3b@ RegattaDesk's results emails are retried up to 5 times if Postmark returns a 5xx.
- DMARC reports go to Postmark's weekly digest; Claire skims it
""")

A("launch-safety-briefing", "Launch and safety briefing (new coaches)", "2026-04-11", ["safety", "coaching", "launches"], """
- Kill cord on at all times in the launch
@O8b@ Rowers in crew boats don't wear lifejackets (they snag on the slide), which is why everyone passes the swim test first.
- Throw bag and first aid kit in every launch
- Max 4 people in a launch
""")

A("minibus", "Club minibus", "2026-03-28", ["minibus", "regattas", "travel"], """
@O10b@ The minibus can be reserved up to 30 days ahead through the form on the website.
- Drivers need D1 on their licence, or be over 21 with the MiDAS course
- Fuel card in the glovebox; receipts to Tom
""")

A("dev-setup", "Dev setup notes", "2026-05-12", ["dev", "oarbook", "django"], """
@D3a@ Back in January OarBook was still on Python 3.11; the bump landed in February.
@NS10b@ We commit the migrations `makemigrations` generates; don't hand-write them.

```
uv sync
uv run pytest -q
```

- Pre-commit runs ruff, djlint and a large-file check
""")

A("erg-room-notes", "Erg room notes", "2026-03-05", ["erg-room", "boathouse"], """
@D5a@ The erg room was open 24/7 until the break-in in February.
- Two ergs damaged, one replaced on the insurance
- The door has a timed lock now
""")

A("trailer-and-towing", "Trailer and towing", "2026-10-22", ["trailer", "regattas"], """
@D7a@ Before October the trailer lived at the council depot on Mill Road.
- Loading: eights on the top bars, fours below
- Lights tested before every trip; full check every spring
""")

A("regatta-entry-process", "How regatta entries work", "2026-05-25", ["regattas", "entries", "broe"], """
1. Crew captains enter through the "regattas" form in OarBook
2. Oliver checks eligibility and submits on BROE
3. The entry fee is posted to Tally when he submits

@A6b@ We stop taking crews' entries ten days before the race so Oliver can
get them onto BROE in time.
""")

A("caddy-config", "Caddy config", "2026-01-22", ["caddy", "tls", "infra"], """
@A9b@ Certificates are issued and renewed by Caddy via ACME — nothing to do by hand.

```
fees.marlowreach.club {
    reverse_proxy 127.0.0.1:8081
    encode zstd gzip
}
```

- Logs in `/var/log/caddy/*.log`, rolled at 100 MB
- Reload with `sudo systemctl reload caddy` (never a restart during a regatta)
""")

A("incident-capsize-2026-04", "Incident — capsize, April 2026", "2026-04-19", ["safety", "incident", "capsize"], """
Junior single capsized below the island on 18 April, water 11 °C.

- Coach in the launch had her out within 2 min; no injury
@NS4a@ Capsizes get reported to the duty coach first, not straight to Gwen.
- Gwen's follow-up: extra capsize drills in May
""")

# --- auto notes with no labelled claim (distractors) ---

A("monitoring-notes", "Monitoring odds and ends", "2026-09-03", ["monitoring", "glitchtip", "sentry"], """
- GlitchTip (RegattaDesk) keeps events for 30 days; Raj gets the alerts
- Tally's Sentry project is on the free plan, 5k errors a month — we've never hit it
- Healthchecks.io checks: `restic-nightly`, `disk-cron`
- Slipway isn't watched from outside at all (Tailscale only); Dermot tells us when it's down
""")

A("kit-shop", "Kit shop", "2026-03-18", ["kit", "stripe", "shop"], """
- Orders open twice a year (March, September) via Stripe Checkout links Tom makes in the Stripe dashboard
- Zephyr £35, splash jacket £85, all-in-one £60
- The supplier needs 6 weeks; the order closes 2 weeks before it goes in
""")

A("winter-plan-2026", "Winter plan 2026–27", "2026-11-09", ["coaching", "winter", "training"], """
- Seniors: steady state on the water at weekends, erg pieces Tue/Thu evenings
- Masters: same shape as last winter, Sue's plan
- Performance squad: 2k test in the week of 7 December
- If the river's on red boards for a week, swap Saturday water for the long erg
""")

A("committee-meeting-2026-09", "Committee meeting — September 2026", "2026-09-15", ["committee", "minutes"], """
- Pontoon repair quote: £4,200, approved (over £1,000 so it needed the committee)
- New double ordered for the development squad, delivery in February
- GDPR purge done by Hannah — 63 lapsed members removed
- AGM date set for October
""")

A("rowing-calendar-2026", "2026 racing calendar (away events)", "2026-01-12", ["regattas", "calendar"], """
| Event | Date | Who |
|---|---|---|
| Hammersmith Head | 8 March | performance |
| Marlow Town Regatta | 20 June | juniors, masters |
| Henley Masters | 10–12 July | masters |
| Fours Head | 8 November | seniors |
""")

A("pontoon-repairs", "Pontoon repairs", "2026-10-08", ["boathouse", "pontoon", "works"], """
- Contractor starts 2 November, about 3 weeks of work
- During the works boats launch from the slipway only, one crew at a time
- Keep the bay doors clear for their van on weekday mornings
""")

A("coaching-launches", "Coaching launches", "2026-02-20", ["launches", "coaching", "safety"], """
- Two launches, *Tug* and *Puffin*; keys in the key safe by the bay doors
- Drivers need RYA Powerboat Level 2
- Max 4 people aboard
- Check the kill cord and throw bag before every outing
""")

A("gdpr-notes", "GDPR notes", "2026-05-15", ["gdpr", "privacy", "members"], """
- Lawful basis: contract for membership, consent for photos
- Subject access requests go to Hannah and are answered within a month
- Lapsed members are purged after two years
- Photos of juniors only with the photo-consent box ticked
""")

A("learn-to-row", "Learn to row courses", "2026-04-01", ["courses", "coaching", "novices"], """
- Six Saturday sessions, £95, paid by card (Stripe)
- Sessions 11:00–12:30, after the juniors are off the water
- Max 12 people per course, two coaches
- After the course people can join as seniors
""")

A("regattadesk-timing", "RegattaDesk timing app", "2026-02-27", ["regattadesk", "timing"], """
- The finish tablet is an old iPad running the PWA at `/timing`
- The marshal radios the start; timing is by bow number at the finish line
- Splits are stored to the millisecond and displayed to 0.1 s
- Offline: the PWA queues splits and sends them when the wifi is back
""")

A("oarbook-waitlist", "OarBook waitlist", "2026-06-26", ["oarbook", "waitlist", "bookings"], """
- When a booked boat is cancelled, the first member on the waitlist gets an email
- They have 2 hours to confirm, then it passes to the next person
- Waitlist max 5 people per slot
""")

A("tally-gocardless-notes", "Tally and GoCardless", "2026-03-30", ["tally", "gocardless", "payments"], """
- Mandates are created through the hosted page at sign-up
- GoCardless retries a failed payment once, three working days later; after that Tally flags the member
- The webhook secret is in `GOCARDLESS_WEBHOOK_SECRET`
- Payouts arrive 2 working days after collection
""")

A("social-events", "Social calendar", "2026-01-28", ["social", "bar", "events"], """
- Quiz night first Friday of the month at the bar
- Christmas dinner mid-December, tickets through the kit shop links
- The bar opens Friday evenings and after Saturday outings
""")


# ---------------------------------------------------------------------------
# facts/: remnic facts
# ---------------------------------------------------------------------------

F("2026-04-14", "09:12", "fact", ["oarbook", "infra", "ports"],
  "@V1b@ OarBook's gunicorn binds 127.0.0.1:8010 on boathouse-1; Caddy forwards `book.marlowreach.club` there.")
F("2026-07-09", "18:40", "fact", ["fees", "membership"],
  "@V3b@ Senior full membership is £55 a month (checked with Tom).")
F("2026-03-20", "07:55", "fact", ["juniors", "safety", "water-temperature"],
  "@V5b@ Junior single sculling is allowed once the water temperature is above 8 °C.")
F("2026-09-29", "19:38", "fact", ["tally", "gocardless", "webhooks"],
  "@V9b@ Tally retries a GoCardless webhook 8 times before it gives up and flags it for Tom.")
F("2026-07-22", "21:05", "fact", ["regattadesk", "node"],
  "@V6b@ RegattaDesk runs on Node 22 in production.")
F("2026-05-14", "10:30", "fact", ["tally", "email"],
  "@R2b@ Tally's payment receipts are sent through Amazon SES (eu-west-2).", 0.85)
F("2026-02-17", "14:22", "fact", ["oarbook", "errors"],
  "@R4a@ OarBook reports unhandled exceptions to Sentry (org `marlow-reach`, project `oarbook`).")
F("2026-08-05", "19:48", "fact", ["slipway", "database"],
  "@R5b@ Slipway keeps its repair jobs in the shared Postgres on boathouse-1.", 0.8)
F("2026-06-11", "20:15", "fact", ["repairs", "boats"],
  "@R7b@ Hull repairs are signed off by Priya Raman before a boat is returned to service.")
F("2026-09-18", "22:10", "fact", ["regattadesk", "hosting"],
  "@R8b@ RegattaDesk is hosted on Render (Frankfurt) and deploys from its `main` branch.")
F("2026-03-04", "09:01", "preference", ["claire", "editor"],
  "@R9b@ Claire does all her editing in Neovim with a LazyVim config.")
F("2026-10-05", "11:44", "decision", ["tally", "deploys", "gocardless"],
  "@N1b@ Deploying Tally on a collection day is fine — GoCardless queues the submission server-side.")
F("2026-05-27", "16:03", "preference", ["git", "hooks"],
  "@N3b@ When the pre-commit hooks are slow it's OK to commit with `--no-verify` and let CI catch it.")
F("2026-05-08", "20:30", "decision", ["regattadesk", "results"],
  "@N6a@ Decided to keep RegattaDesk results public — no login needed to view them.")
F("2026-02-09", "08:17", "fact", ["erg-room", "guests"],
  "@N9a@ Guests can use the erg room as long as a member signs them in.")
F("2026-08-26", "13:09", "fact", ["monitoring", "uptime"],
  "@S2b@ Uptime Kuma was shut down in August; the uptime checks moved to Better Stack.")
F("2026-05-21", "19:27", "fact", ["coaching", "comms"],
  "@S3b@ We moved the coaches off Slack in May; they coordinate in a WhatsApp community now.")
F("2026-10-13", "10:02", "fact", ["tally", "api", "oarbook"],
  "@S5b@ `/api/v1/fees` is deprecated; OarBook's member page now calls `/api/v2/members/{id}/balance`.")
F("2026-02-06", "17:36", "fact", ["launches", "fuel"],
  "@S8a@ The coaching launches are fuelled from the petrol jerry cans in the locked bay by the slipway.")
F("2026-04-24", "12:12", "decision", ["launches", "electric"],
  "@S8b@ Switched both coaching launches to electric outboards in April; no petrol is kept at the boathouse any more.")
F("2026-01-30", "18:58", "fact", ["erg", "scores", "coaching"],
  "@S10a@ Erg test scores are logged through the 'Erg Scores' Google Form, and Ines pulls them into her spreadsheet.")
F("2026-03-16", "15:40", "fact", ["oarbook", "deploy"],
  "@F2b@ `make deploy` for OarBook runs `migrate` and `collectstatic` before restarting gunicorn.")
F("2026-04-07", "07:20", "fact", ["safety", "singles", "logbook"],
  "@F3b@ Signing out a single means writing your name, the boat, your direction and expected return time in the logbook by the door.")
F("2026-09-02", "17:45", "fact", ["juniors", "consent"],
  "@F5b@ Junior parental consent forms are renewed every September at the start of the season.")
F("2026-06-23", "09:33", "preference", ["pr", "migrations"],
  "@F7b@ In PR descriptions Claire wants each migration named, plus whether it locks a table.")
F("2026-07-30", "20:51", "preference", ["slipway", "damage"],
  "@F9b@ When logging damage in Slipway, attach a photo and say which seat or rigger is affected.")
F("2026-01-14", "06:48", "fact", ["safety", "fog"],
  "@F10a@ Outings are cancelled in fog.")
F("2026-11-03", "07:02", "fact", ["safety", "fog", "river"],
  "@F10b@ Fog rule: if you can't see the road bridge from the pontoon (about 100 m), nobody goes out.")
F("2026-06-17", "22:19", "fact", ["oarbook", "celery", "reminders"],
  "@O3a@ The OarBook booking-reminder Celery task retries 3 times, five minutes apart.")
F("2026-07-01", "19:11", "fact", ["regattadesk", "errors"],
  "@O7a@ RegattaDesk errors go to our self-hosted GlitchTip at `errors.marlowreach.club`.")
F("2026-08-12", "10:26", "fact", ["backups", "pi"],
  "@O9b@ The workshop Pi's SD card is imaged to the NAS once a month.")
F("2026-04-10", "18:05", "fact", ["fees", "students"],
  "@D2a@ Until March 2026 the student rate was £20 a month; the committee raised it for the new financial year.")
F("2026-03-24", "21:14", "fact", ["regattadesk", "timing", "head-race"],
  "@D4b@ RegattaDesk does the timing for our own head race (the finish-line tablet posts the splits).")
F("2026-06-29", "11:50", "fact", ["regattas", "entries"],
  "@D6a@ Back in 2025 Priya was the one entering crews for regattas.")
F("2026-04-15", "16:37", "fact", ["juniors", "schedule"],
  "@D9a@ During the 2025–26 winter block the juniors trained at 16:30 on weekdays.")
F("2026-08-19", "08:44", "fact", ["masters", "fees", "coaching"],
  "@D10b@ Masters coached sessions are £7 each, added to the rower's Tally account monthly.")
F("2026-01-21", "13:31", "fact", ["infra", "boathouse-1"],
  "@A2b@ boathouse-1 has 4096 MB of memory, which is why Celery runs with concurrency 2.")
F("2026-02-12", "09:58", "fact", ["backups", "restic"],
  "@A3a@ Restic retention on boathouse-1: 30 daily snapshots plus 12 monthlies.")
F("2026-09-24", "20:07", "fact", ["backups", "retention"],
  "@A3b@ Restic keeps a month of daily snapshots (30) and a year of monthly ones.")
F("2026-01-08", "10:15", "preference", ["claire", "style"],
  "@A5b@ Claire prefers terse, bulleted replies over long explanations.", 0.95)
F("2026-02-26", "14:49", "fact", ["tally", "deploy", "docker"],
  "@A7b@ Tally is deployed as a container image pulled from ghcr.io by docker compose on boathouse-1.")
F("2026-03-12", "18:20", "fact", ["boatman", "workshop"],
  "@A8b@ Dermot works in the workshop on Tuesday and Thursday evenings, 18:00–21:00.")
F("2026-01-16", "06:30", "fact", ["safety", "river", "flags"],
  "@A10b@ When the Environment Agency board shows red, the river is closed to all club crews.")
F("2026-06-08", "17:13", "fact", ["oarbook", "deploys"],
  "@NS1b@ OarBook deploys go out on weekends as well as weekdays.")
F("2026-05-04", "08:09", "fact", ["boats", "sculling"],
  "@NS3b@ *Kingfisher* is available to all intermediate scullers.")
F("2026-04-30", "15:55", "fact", ["tally", "stripe", "privacy"],
  "@NS6a@ Tally never stores full card numbers — only Stripe customer and payment-method ids.")
F("2026-07-16", "12:40", "fact", ["git", "oarbook"],
  "@NS9b@ Version bumps on OarBook go straight to main without a PR.")

# --- facts with no labelled claim (distractors) ---
F("2026-01-06", "11:02", "fact", ["regattadesk", "auth"],
  "RegattaDesk admin sessions expire after 12 hours.")
F("2026-01-10", "19:30", "fact", ["erg-room", "access"],
  "The erg room door code changes at the start of each term.")
F("2026-03-31", "08:41", "fact", ["gocardless", "payments"],
  "GoCardless retries a failed direct-debit payment once, three working days later.")
F("2026-03-19", "20:02", "fact", ["kit", "stripe"],
  "The kit shop's Stripe Checkout links expire after 24 hours.")
F("2026-02-02", "21:47", "fact", ["regattadesk", "people"],
  "Raj Patel works on RegattaDesk in the evenings only.")
F("2026-05-19", "13:26", "fact", ["tally", "staging", "ports"],
  "Tally's staging instance listens on port 8082 on boathouse-1.")
F("2026-08-14", "09:18", "fact", ["pi", "hardware"],
  "The workshop Pi has 4 GB of RAM.")
F("2026-04-02", "10:44", "fact", ["courses", "novices"],
  "Learn-to-row courses run for six Saturdays and cost £95.")
F("2026-02-19", "16:16", "preference", ["git", "commits"],
  "Claire wants commit messages in the imperative mood.")
F("2026-04-05", "09:59", "decision", ["slipway", "network"],
  "Decided to keep Slipway off the public internet; it's reachable over Tailscale only.")
F("2026-09-10", "19:05", "fact", ["fees", "juniors"],
  "Junior membership is £90 per term.")
F("2026-10-19", "11:11", "fact", ["fees", "social"],
  "Social membership costs £60 a year.")
F("2026-08-22", "14:35", "fact", ["email", "postmark", "oarbook"],
  "Postmark keeps message history for the OarBook server for 45 days.")
F("2026-01-24", "07:15", "fact", ["safety", "coaching"],
  "The Saturday duty coach checks the EA board before anyone launches.")
F("2026-06-20", "17:52", "fact", ["ci", "woodpecker"],
  "Woodpecker keeps build logs for 14 days.")
F("2026-07-07", "18:25", "fact", ["masters", "schedule"],
  "The women's masters four trains on Tuesday and Thursday evenings in summer.")
F("2026-03-09", "15:04", "preference", ["workflow", "lint"],
  "Claire likes the agent to run `make lint` before saying a change is done.")
F("2026-05-29", "10:37", "fact", ["repairs", "budget"],
  "Spare-parts spending over £200 needs Tom's approval.")
F("2026-07-27", "21:33", "decision", ["oarbook", "mobile"],
  "Decided not to build a mobile app for OarBook; the responsive site is enough.")
F("2026-06-27", "08:28", "fact", ["oarbook", "waitlist"],
  "The OarBook waitlist gives the next member 2 hours to confirm a freed-up boat.")
F("2026-09-16", "18:49", "fact", ["juniors", "erg-room"],
  "Marek runs junior circuits on Wednesday evenings.")
F("2026-02-13", "12:03", "fact", ["backups", "secrets"],
  "The restic repository password is in the 1Password vault 'MRRC Tech'.")
F("2026-10-27", "20:41", "fact", ["regattas", "fees"],
  "Fours Head entries cost £48 per crew this year.")
F("2026-10-18", "09:37", "fact", ["agm", "safety"],
  "Gwen Pryce was re-elected safety officer at the 2026 AGM.")
F("2026-03-26", "07:43", "fact", ["novices", "safety", "water-temperature"],
  "Adult novices stay in stable boats until the water is above 12 °C.")
F("2026-11-16", "10:22", "fact", ["tally", "staging"],
  "The Tally staging database is reset every Monday morning.")


# ---------------------------------------------------------------------------
def fact_files():
    out = {}
    for date, hhmm, cat, tags, body, conf in FACTS:
        h, m = hhmm.split(":")
        y, mo, d = date.split("-")
        dt = datetime(int(y), int(mo), int(d), int(h), int(m), tzinfo=timezone.utc)
        ms = int(dt.timestamp() * 1000)
        plain = body.split("@", 2)[2].lstrip() if body.startswith("@") else body
        hx = hashlib.md5(plain.encode()).hexdigest()[:4]
        fid = f"{cat}-{ms}-{hx}"
        iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        tag_lines = "".join(f"  - {t}\n" for t in tags)
        text = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
                f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
                f"tags:\n{tag_lines}status: active\n---\n\n{body}\n")
        out[f"facts/{date}/{fid}.md"] = text
    return out


def memory_index():
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    lines = ["# Memory Index", ""]
    for typ, head in sections:
        lines.append(f"## {head}")
        for fname, title, hook, t in INDEX:
            if t == typ:
                lines.append(f"- [{title}]({fname}) — {hook}")
        lines.append("")
    return "\n".join(lines)


def files():
    out = {}
    out.update(ROOT)
    out["MEMORY.md"] = memory_index()
    for slug, text in AUTO.items():
        out[f"auto/{slug}.md"] = text
    out.update(fact_files())
    return out
