"""File bodies for the set211 store (Harrowmere Community Ice Rink).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
"""
import hashlib
import textwrap
from datetime import datetime, timezone

FILES = {}          # store-relative path -> full text
ROOT_INDEX = []     # (type, filename, title, hook) for MEMORY.md


def _d(s):
    return textwrap.dedent(s).strip("\n") + "\n"


def root(fname, name, typ, title, description, hook, body):
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _d(body)
    ROOT_INDEX.append((typ, fname, title, hook))


def fact(created, category, tags, body, confidence=0.9):
    dt = datetime.strptime(created, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000)
    hx = hashlib.md5(body.encode()).hexdigest()[:4]
    stem = f"{category}-{ms}-{hx}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    FILES[f"facts/{dt:%Y-%m-%d}/{stem}.md"] = fm + _d(body)


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + _d(body)


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_role.md", "user-role", "user", "Tom Ellery (developer)",
     "Tom Ellery, the part-time developer who maintains the rink's apps with the agent",
     "who Tom is, what he knows well and how he likes to work", """
Tom Ellery is the part-time developer for the rink's software (paid two days a week by the trust). Day job is backend
Python at an insurance firm, so he's strongest in Django and weakest on the TypeScript side (icetime, hirekiosk).

- Prefers small PRs and explanations that start with *why*
- Works Tue + Thu on rink stuff; evenings only for urgent fixes
- Uses VS Code with the Django and Svelte extensions; doesn't want editor config committed to any repo
- Likes `just` recipes for anything he types more than twice
- Not a fan of clever one-liners in templates, spell it out
""")

root("user_manager.md", "manager-profile", "user", "Siobhan Teague (general manager)",
     "Siobhan Teague, the rink's general manager, and what she needs from the agent",
     "the manager's role, decisions she owns and how she wants to hear from us", """
Siobhan Teague is the general manager of the rink (employed by the Harrowmere Ice Trust, reports to the board).
Not a developer, but she reads config diffs and every bit of customer-facing copy.

@A8a@ - Wants status updates under 200 words, bullets first, no jargon
- Makes the final call on prices, session times and anything the public sees
- Signs off the season's club ice allocations each August with the Hawks and the Blades
- Prefers a phone call over Slack for anything that affects the public on the same day
- Calls the app "the booking system", never "rinkbook", in front of staff
""")

root("feedback_status_updates.md", "status-updates", "feedback", "Status updates for Siobhan",
     "How to write progress updates the manager will actually read",
     "how short and in what order to write updates for the manager", """
@A8b@ Keep updates to Siobhan short — 200 words max, and lead with what changes for staff or the public.
**Why:** she forwards them to the board and the front desk as they are; long technical notes got ignored in spring.
**How to apply:** one line per item, PR links at the bottom, never paste stack traces. For Tom, detail is fine.
""")

root("feedback_git_workflow.md", "git-workflow", "feedback", "Git workflow per repo",
     "Branching and merge rules per repo: rinkbook, icetime and zamlog differ",
     "merge and push habits differ per repo, check before merging", """
Each repo has its own merge habits; don't assume they match.

@R8a@ rinkbook PRs are squash-merged, so every PR turns into exactly one commit with
the PR title as its message.
**Why:** Tom reads `git log --oneline` as the changelog he summarises for Siobhan.

@N6a@ - Never push straight to zamlog `main`; everything goes through a PR, even one-liners.
**Why:** the Pi pulls `main` on a timer (see the zamlog runbook), so a bad push is live in the plant room within minutes.

@NS6a@ - Don't force-push shared branches (`main`, `develop`, `release/*`).
- Branch names: `feat/…`, `fix/…`, `chore/…`; hirekiosk also uses `kiosk/…` for device-specific work
- hirekiosk: plain merge commits are fine, nobody has asked for anything stricter there

**How to apply:** check which repo you are in before you pick the merge button.
""")

root("feedback_deploys.md", "deploy-rules", "feedback", "Deploy rules",
     "Deploy rules: timing, migrations and who to tell first",
     "when not to deploy, how schema changes go out, who gets warned", """
@N2a@ Never let the deploy run rinkbook migrations automatically — Tom runs
`python manage.py migrate` by hand on rink-app-01 after reading `showmigrations`
and the SQL for anything that touches bookings.
**Why:** a 2025 migration locked the bookings table for four minutes in the middle of a Saturday session rush.
**How to apply:** ship migrations in their own PR, deploy code that tolerates both schemas, then migrate.

@NS1a@ - No rinkbook deploys after 16:00 on a Friday.
- icetime deploys are lower risk (clubs book mid-week), but still avoid Hawks match days
- Tell Priya on the front desk before any deploy during opening hours; the hirekiosk tablets reload when the API version changes
""")

root("feedback_testing.md", "testing", "feedback", "Testing expectations",
     "Which test suite to run for which app, and never claim green without running it",
     "which suites exist and what to say when you couldn't run one", """
Run the relevant suite before proposing a PR, and say which one you ran.

- rinkbook: `pytest -q` with pytest-django; the booking tests need a real Postgres (the docker-compose one), SQLite hides locking bugs
- icetime: `vitest run`; Prisma tests use a throwaway Neon branch, never the main branch
- hirekiosk: Playwright against the preview build, tablet viewport 1280×800
- zamlog: pytest with the Modbus client mocked — never point tests at the real controller

**Why:** in March a zamlog test wrote a setpoint to the live Carel controller and the main pad went soft for an hour.
**How to apply:** if you can't run a suite, say so explicitly instead of implying it passed.
""")

root("feedback_code_style.md", "code-style", "feedback", "Code style",
     "Formatter and lint choices per repo, and don't reformat untouched files",
     "which formatter belongs to which repo", """
- rinkbook: ruff for lint and format (line length 100); type hints on new code, no mypy gate yet
- icetime: Biome, not ESLint/Prettier — config in `biome.json`
- hirekiosk: Prettier + eslint-plugin-svelte
- zamlog: ruff, same config as rinkbook copied over
- Don't reformat files you aren't otherwise touching; it buries the real diff

**Why:** Tom reviews on his phone half the time and big whitespace diffs are unreadable there.
""")

root("feedback_resurfacer_safety.md", "resurfacer-safety", "feedback", "Resurfacer safety rules",
     "Dariusz's safety rules for anything we write about the ice resurfacer",
     "non-negotiable rules for resurfacer copy, checklists and zamlog prompts", """
Rules from Dariusz for anything the agent writes about the resurfacer (checklists, zamlog prompts, staff docs):

@NS2a@ - Never take the resurfacer onto the ice without a spotter on the gate.
- Gate stays shut while the machine is out; skaters off and the ice marshal confirms before it enters
- Only trained drivers (Dariusz, Ben, Kasia) — zamlog's "start resurface" button must keep asking for the driver PIN
- Report any hydraulic leak the same day; a drip on the ice is a hole in the ice by the next session

**Why:** a near miss in February when a junior coach opened the gate mid-flood.
**How to apply:** never write copy that implies one person can do a resurface unsupervised.
""")

root("feedback_booking_policy.md", "booking-policy", "feedback", "Booking and refund policy",
     "Public-facing booking rules the manager has confirmed; rinkbook copy must match",
     "refunds, transfers and notice periods as the manager set them", """
Public-facing booking rules Siobhan has confirmed; copy in rinkbook must match these.

@N4a@ - Public-session bookings can be refunded up to 24 h before the session starts.
- Party bookings: the £50 deposit is non-refundable, the balance is refundable until 7 days before
- Learn-to-skate courses: full refund before the second lesson, nothing after

@NS10a@ We never cancel public sessions for a tournament without four weeks' notice on the website.
**Why:** regulars complained about the 2025 Christmas cup cancellation that went up five days before.
**How to apply:** when drafting cancellation copy, check the notice period first and flag it to Siobhan.
""")

root("feedback_incidents.md", "incident-handling", "feedback", "Incident handling",
     "Who gets called for what when something breaks at the rink",
     "escalation paths for plant alarms versus app outages", """
How Siobhan wants incidents handled:

@NS4a@ Refrigeration plant alarms are escalated to Cool-Tech's 24 h line, not to
the dev on-call — none of us can fix a compressor.
- Customer-visible outage (booking site down, card payments failing): phone Siobhan first, then post on the status page
- Write a short incident note in `auto/` afterwards: what broke, for how long, what the public saw

**Why:** in June a brine pump trip got posted in #rink-tech and sat there for an hour.
**How to apply:** if zamlog shows a plant alarm, the action is a phone call, not a ticket.
""")

root("project_rinkbook_overview.md", "rinkbook-overview", "project", "rinkbook overview",
     "What rinkbook is and how it is built (public booking, memberships, payments)",
     "the public booking app, its stack, hosting and integrations", """
rinkbook is the public-facing booking app: public sessions, memberships, parties and the front-desk till views.
Repo `hcir/rinkbook`, maintained by Tom.

## Stack
@V7a@ - Framework: Django 5.1, server-rendered templates + htmx (no SPA)
@O2a@ - Runtime: Python 3.12 (`python:3.12-slim` base image)
- Postgres 16 database (host and port in the infrastructure memory)
@R6a@ - Background jobs: Celery with Redis as the broker; worker and beat run as separate Kamal roles
- Static files served by WhiteNoise

## Hosting & deploys
@D9b@ - Hosting: Hetzner CX32 `rink-app-01` in Falkenstein
@F6a@ - Deploys: Kamal 2 to `rink-app-01`

## Integrations
- Payments: Stripe Checkout + webhooks (details in the payments memory)
@S1a@ - Booking confirmations and receipts go out through Mailgun (EU region)
@R5a@ - Cancellation SMS: Twilio, alphanumeric sender `HCIRINK`
- hirekiosk talks to rinkbook's `/api/v1/hire/` endpoints with a per-device token

## Domain notes
- A "session" is one public skate on one pad; club ice lives in icetime, not here
- Memberships are Stripe products; membership status is cached on the `Member` row
""")

root("project_icetime_overview.md", "icetime-overview", "project", "icetime overview",
     "What icetime is (club ice scheduler) and how it is built and hosted",
     "the club ice-time scheduler, its stack and what it does for clubs", """
icetime is the club ice-time scheduler: the Hawks, the Blades, the Huskies (sledge) and school groups request slots,
Siobhan publishes the weekly grid. Repo `hcir/icetime`; Aled wrote most of it in 2025, Tom maintains it with the agent.

## Stack
- TypeScript, Fastify 4, Prisma 5
- Database: Neon Postgres (eu-central-1), one branch per PR preview
@R2a@ - Package manager: pnpm 9 (`pnpm-lock.yaml` is committed)
@R3b@ - Hosting: Fly.io app `icetime-hcir`, region `lhr`, two machines
- Emails through Resend; reminder jobs queued with pg-boss

## Behaviour
@F3a@ - Emails the club contact when a booking is confirmed
@NS3b@ - Generates a monthly invoice per club on the 1st (PDF, emailed to the club treasurer)
@F10a@ - All times are stored in UTC
- Clubs only see their own bookings; Siobhan's account sees the whole grid
""")

root("project_zamlog_overview.md", "zamlog-overview", "project", "zamlog overview",
     "zamlog: resurfacer logbook and ice-plant monitor on the plant-room Pi",
     "the resurfacer log and plant monitor, what it watches and where it runs", """
zamlog started as a resurfacer logbook (who drove, when, how much water) and grew into the ice-plant monitor.
Flask 3 app on `plantpi`, the Raspberry Pi 4 in the plant room.

## What it does
- Drivers log each resurface on the touchscreen by the resurfacer room door (PIN per driver)
@V9a@ - Polls the plant controller (Carel pCO5) over Modbus TCP every 60 s
@F8a@ - Raises an alert when brine supply rises above -6 °C
- Pushes slab and brine temps to Grafana Cloud for the dashboard on the office TV
@O10b@ - Keeps sensor readings for 2 years (the insurer asks for plant history after any claim)

## Internals
@S3a@ - Storage: SQLite file at `/var/lib/zamlog/zamlog.db` on the Pi
- Tests mock the Modbus client (see the testing feedback)
@N8a@ - Must never be reachable from the internet; Cool-Tech get a weekly PDF report by email instead
""")

root("project_hirekiosk_overview.md", "hirekiosk-overview", "project", "hirekiosk overview",
     "What hirekiosk is (skate hire counter app) and how it runs",
     "the skate hire counter app, devices, limits and offline behaviour", """
hirekiosk is the skate-hire counter app: staff scan the wristband, pick a size, the kiosk issues the pair and takes the
deposit pre-auth. SvelteKit PWA; the API lives in rinkbook.

@D2b@ - Runs on two Samsung Galaxy Tab A9+ tablets at the hire counter (Fully Kiosk Browser)
- Front end hosted on Cloudflare Pages, builds on every push to `main`
@R1a@ - Error tracking: Sentry (`@sentry/sveltekit`, project `hirekiosk`)
@N10a@ - The service worker caches API responses (stale-while-revalidate) so the kiosk keeps working when the Wi-Fi drops
@A5a@ - Max 4 pairs per transaction
@S8b@ - Skate stock is no longer kept in the Google Sheet; hirekiosk has been the stock record since v2 (May)
- Size labels follow the rack: J8–J13 for juniors, then adult 1–13
""")

root("reference_infrastructure.md", "infrastructure", "reference", "Infrastructure",
     "Where each app and service runs, with hosts and ports",
     "servers, databases, backups and DNS", """
Where things run. Credentials are in the `hcir-ops` 1Password vault, never in memory files.

## rink-app-01 (Hetzner CX32, Falkenstein)
@V1b@ - Postgres 16 for rinkbook: `rink-app-01:5432`, database `rinkbook`, role `rinkbook_app`
- Redis 7 on `rink-app-01:6379`, bound to the private network only
- Uptime Kuma on port 3001 behind kamal-proxy, public status page at `status.harrowmererink.org.uk`
@V5a@ - Nightly restic backup of the rinkbook DB dump at 02:30 → Backblaze B2
- Ubuntu 24.04, unattended-upgrades on, reboots Sunday 05:00 if a kernel update needs it

## Elsewhere
- icetime: see the icetime overview (Neon host `ep-quiet-lake-412.eu-central-1.aws.neon.tech:5432`)
- hirekiosk front end: Cloudflare Pages project `hirekiosk`
- plantpi: plant VLAN 192.168.40.0/24, reached over Tailscale by Tom and Dariusz
@R9a@ - DNS for `harrowmererink.org.uk`: Cloudflare (zone in Siobhan's account, Tom has admin)

## Local dev
- rinkbook's docker-compose Postgres listens on `localhost:5432`
""")

root("reference_contacts.md", "contacts", "reference", "Contacts",
     "Who's who: staff, club contacts, contractors and on-call",
     "staff, club officers, contractors and on-call names", """
## Staff
- Siobhan Teague — general manager
- Dariusz Kowal — head ice technician (plant + resurfacer)
- Ben Achterberg, Kasia Wrona — ice techs / resurfacer drivers
- Priya Nandakumar — front desk & skate hire supervisor
- Nadia Osei — learn-to-skate coordinator
- Tom Ellery — developer, all four apps

## On-call
- rinkbook / hirekiosk on-call: Tom Ellery
@R7a@ - icetime on-call: Aled Pryce (freelance, bills per incident)

## Clubs
@R10a@ - Harrowmere Hawks ice convenor (the only person who can request club ice for them): Marcus Odili
- Harrowmere Blades ice contact: Fiona Clegg (head coach)
- Harrowmere Huskies (sledge hockey): Sam Adeyemi

## Contractors
- Cool-Tech Refrigeration — plant maintenance, 24 h number is on the plant room door
- Blade & Edge Ltd — resurfacer blade regrinds
""")

root("reference_ice_plant.md", "ice-plant", "reference", "Ice plant",
     "Refrigeration plant facts and setpoints from Dariusz and the Cool-Tech report",
     "brine loop, slab setpoints per use and plant-room safety", """
Refrigeration plant notes (from Dariusz and Cool-Tech's service report, Sept 2026).

- Two-stage ammonia chiller feeding a calcium chloride brine loop under both pads
@A1a@ - Brine supply setpoint: -9 °C
- Brine return is normally 1.5–2 °C warmer than supply; a bigger spread means a pad is loading up
@O1a@ - Hawks game nights: slab setpoint -5.5 °C for hard, fast ice
- Public sessions: slab at -4.5 °C
- Studio pad has its own header valve and runs 0.5 °C warmer than the main pad for the learn-to-skate classes
- Plant room ammonia detector alarms at 25 ppm (fans) and 150 ppm (evacuate)
- Annual service by Cool-Tech during the July shutdown
""")

root("reference_resurfacer.md", "resurfacer", "reference", "Ice resurfacer",
     "The resurfacer, its maintenance intervals and flood water",
     "which machine we run and its maintenance numbers", """
@S2b@ - Machine: Engo Blizzard (electric) since August 2026 — it replaced the propane Zamboni 526, which was retired
@V3a@ - Blade change every 150 operating hours; spare blades are in the resurfacer room cabinet
@A3a@ - Flood water: 60 °C from the calorifier
- Tyres: studded, check tread monthly
- Ice edger (separate petrol unit): blade change every 40 hours, used along the boards after hockey
- Blades go to Blade & Edge for regrinding; we keep three in rotation
""")

root("project_public_sessions.md", "public-sessions", "project", "Public sessions",
     "Public skating on the main pad, prices, length and booking rules",
     "prices, session length, booking release and resurfacing for public skating", """
Public skating on the main pad. The timetable is set by Siobhan each term.

| Ticket | Price | Notes |
|---|---|---|
@V2a@ | Adult (16+) | £7.50 | skate hire extra |
@D1b@ | Junior (5–15) | £5.00 | skate hire extra |
@F5a@ | Under 5 | free | must be on the ice with a paying adult |
| Family (2+2) | £22.00 | hire extra |

@D4b@ - Each public session runs 2 hours
@V6a@ - Public sessions open for booking 14 days ahead (released at midnight)
@F1a@ - The main pad gets a full resurface after every session, public or club
- Friday night "Disco on Ice" is 19:30–21:30, same prices
- Max 2 adults per family ticket; extra adults pay the adult price
""")

root("project_club_ice.md", "club-ice", "project", "Club ice allocation",
     "How club ice is allocated and requested (icetime is the system of record)",
     "weekly allocations per club, slot length and how requests are made", """
How club ice is allocated. icetime is the system of record.

@O4a@ - Hawks senior team: 4 hours of ice a week in the league season (Sept–April)
- Hawks juniors: 5 hours a week across U9–U18
- Huskies (sledge): 2 hours on Sunday afternoons
@F4a@ - Club ice is sold in 50-minute slots (the 10 min after each one is the resurface)
@O9a@ - Hawks home games: Saturdays, 19:00 face-off
@N5a@ - Every club booking in icetime needs Siobhan's approval before it's confirmed
@S4b@ - The old Google Form for ice requests was shut down in April; all requests go through icetime now
- Unused club ice can be released back for public sessions with 7 days' notice
""")

root("reference_skate_hire.md", "skate-hire", "reference", "Skate hire",
     "Skate hire prices, sizes, deposits, card payments and sharpening",
     "hire prices, sizes, deposits and sharpening rules", """
| Hire | Price | Notes |
|---|---|---|
@O8a@ | Public session | £3.50 | per pair, any size |
| Learn-to-skate | included | course fee covers it |
| Own-skate sharpening | £6.00 | while you wait when the counter is quiet |

@F7a@ - Hire sizes run from junior 8 to adult 13
@A4a@ - The hire counter opens 15 minutes before each public session
@D10b@ - Deposit: £20 card pre-auth per pair, released when the skates come back
@S6a@ - Card payments at the hire counter: SumUp Air reader (the one on the left)
@NS7a@ - Never sharpen hire skates on the portable sharpener — it's only for emergency touch-ups on club skaters' own blades
- Hire skates get sharpened after every 25 sessions of use (hirekiosk counts issues per pair)
- Figure hire skates (the white ones) are only for Blades taster sessions
""")

root("project_payments.md", "payments", "project", "Payments",
     "Stripe setup, payouts, webhook handling and VAT notes",
     "how money comes in and what happens when fulfilment fails", """
- Stripe account is in the trust's name; Siobhan and the treasurer are the only admins
@A9a@ - Stripe payouts: weekly, every Monday
@O3a@ - Stripe webhook fulfilment is retried up to 5 times with exponential backoff before it lands in the `failed_fulfilment` table
- Checkout sessions expire after 30 minutes; held places go back on sale
- The café runs its own SumUp reader on a separate account (it's a franchise), not ours
- VAT: admission is exempt (sporting services by a non-profit), skate hire and sharpening are standard-rated
""")

root("reference_monitoring.md", "monitoring", "reference", "Monitoring",
     "Monitoring: what watches what, and where alerts go",
     "uptime checks, error tracking, dashboards and alert routing", """
@O6a@ - Uptime Kuma checks rinkbook's `/healthz` every 60 s
- rinkbook exceptions: Sentry project `rinkbook` (Developer plan)
- Plant temps: Grafana Cloud dashboard "Ice plant", fed by zamlog
@S7a@ - Uptime Kuma alerts page the on-call through Opsgenie
- Cloudflare Pages build failures for hirekiosk email Tom directly
""")

root("project_season_2026_27.md", "season-plan", "project", "Season plan",
     "The season plan agreed at the August board meeting",
     "key dates and targets for this season", """
Season plan agreed at the August board meeting.

- Ice in: 3 August; the season runs to the end of June
- New timetable from September (see the public sessions memory)
@NS10b@ - Easter weekend: public sessions cancelled for the Hawks' junior tournament (notice posted 20 February)
- Christmas: extra public sessions 22–31 Dec, no club ice 24–26 Dec
- Target: 20% more public-session bookings than 2025/26, mostly from weekday evenings
""")

root("project_learn_to_skate.md", "learn-to-skate", "project", "Learn to skate",
     "The learn-to-skate programme on the studio pad",
     "how the lessons programme runs and how people enrol", """
Learn-to-skate runs on the studio pad, coordinated by Nadia.

- Terms of 8 weeks; classes of up to 12 per coach
- Helmets are compulsory in every learn-to-skate class, all ages
@N7a@ Decision (Aug): learn-to-skate courses will be bookable online through
rinkbook from the autumn term, replacing the phone-and-spreadsheet process.
- Skate hire is included in the course fee
- Adult classes on Tuesday and Thursday evenings
""")

root("feedback_pr_reviews.md", "pr-reviews", "feedback", "PR descriptions and reviews",
     "What a PR description needs and who reviews what",
     "PR description checklist and reviewer choice", """
- Open PRs with a summary, a test note, and a "what the front desk will notice" line
- Don't request review from Aled on rinkbook PRs; he only reviews icetime
- Any template or email copy change needs a screenshot — Siobhan approves customer-facing copy
- Link the issue; if there isn't one, say why

**Why:** Priya's team were surprised twice by UI changes nobody mentioned.
**How to apply:** fill the PR template even for small fixes.
""")

root("reference_glossary.md", "glossary", "reference", "Rink glossary",
     "Rink jargon the agent kept getting wrong",
     "pads, floods, patches and other rink words", """
- **Pad** — an ice surface. We have the main pad (60×30) and the studio pad
- **Flood / resurface** — a full pass of the resurfacer: shave, wash, lay fresh water
- **Dry cut** — a shave with no water, used before figure patches
- **Patch** — figure skating practice ice where each skater has a marked patch
- **Slab** — the concrete floor with the brine pipes in it
- **Header** — the brine manifold feeding one pad
- **Convenor** — the club officer who books ice for a club
""")

root("project_open_questions.md", "open-questions", "project", "Open questions",
     "Questions nobody has answered yet, parked here so they aren't lost",
     "undecided items to raise with the manager", """
- Can icetime publish straight into the Hawks' Spond calendar, or do they keep copying the .ics?
- Is a second small resurfacer for the studio pad worth it, or do we keep the edger plus hand flood?
- Should memberships get a student tier? Siobhan wants numbers first.
- Do we want a waiting list for sold-out sessions before or after gift vouchers?
""")

root("feedback_data_privacy.md", "data-privacy", "feedback", "Data retention and privacy",
     "Retention periods and what personal data may go where",
     "how long data is kept and what must never be logged", """
@O10a@ - rinkbook application logs are kept 30 days, then deleted
- Booking records: 6 years (accounts); member profiles deleted 2 years after a membership lapses
@NS9a@ - Don't email members marketing unless they ticked the opt-in box
- Never put customer names or phone numbers in Sentry breadcrumbs or zamlog notes

**Why:** the trust is a charity and had an ICO complaint about a mailing list in 2024.
**How to apply:** when adding a log line or an export, ask whether it carries personal data.
""")

root("project_roadmap.md", "roadmap", "project", "Roadmap",
     "What is planned next for each app",
     "upcoming work per app for the winter", """
Winter 2026/27 plan, agreed with Siobhan in October.

- rinkbook: gift vouchers; waiting list for sold-out sessions
- icetime: self-service slot swaps between clubs
- hirekiosk: size suggestion from a skater's previous hires
- zamlog: water used per resurface from the new flow meter
""")

root("reference_ci.md", "ci", "reference", "CI per repo",
     "Which CI runs each repo's checks",
     "where each repo's checks run", """
@R4a@ - rinkbook: GitHub Actions (`.github/workflows/ci.yml`) — pytest + ruff on every PR
- icetime: GitHub Actions — typecheck + vitest, one Neon branch per run
- hirekiosk: no separate CI; Cloudflare Pages builds it and Playwright is run locally before merge
- zamlog: tests run on Tom's laptop; the Pi only pulls `main`
""")

root("feedback_on_call.md", "on-call", "feedback", "On-call for icetime",
     "Who to page when icetime breaks",
     "who answers when the club scheduler breaks", """
@R7b@ icetime incidents go to Tom — he is icetime's on-call, same as for rinkbook.
**Why:** clubs book in the evenings and Tom is the one who's around then.
**How to apply:** page Tom for icetime problems; put the club name and the slot in the first line.
""")

root("project_memberships.md", "memberships", "project", "Memberships",
     "How rink memberships work in rinkbook",
     "membership renewal, fees and what members get", """
@N9a@ - Annual memberships auto-renew by default (Stripe subscription); members can switch it off in their account
@NS8a@ - Members are never charged the 50p online booking fee
- Membership includes every public session; parties and learn-to-skate courses are paid separately
- Hawks and Blades members are *club* members — separate, not in rinkbook
""")

root("project_parties.md", "birthday-parties", "project", "Birthday parties",
     "Birthday party packages sold through rinkbook",
     "what a party package includes and when parties run", """
@F9a@ - Party packages include skate hire for every child
- £14.50 per child, minimum 8 children
- Booked through rinkbook's party form; £50 deposit
- Saturday and Sunday afternoon public sessions only
""")

root("reference_building.md", "building", "reference", "Building and pads",
     "Pad sizes, capacities and opening hours",
     "pad dimensions, capacity limits and opening times", """
@A7a@ - Main pad: 60 m × 30 m
- Studio pad: 30 m × 15 m, holds 60 skaters
@V8a@ - Main pad public session capacity: 250 skaters (the fire certificate allows 600 people in the building)
@D5b@ - The studio pad is open seven days a week
@D7b@ - Weekdays the building opens at 06:30, weekends at 07:30
- Spectator seating: 420
- Café: 09:00 until the last session ends
""")

root("feedback_sql_queries.md", "ad-hoc-sql", "feedback", "Ad-hoc SQL on production",
     "How to answer the manager's numbers questions without touching prod data",
     "read-only role, no hand-written writes, timezone care", """
When Siobhan asks for numbers (bookings per session, hire usage), write the SQL and show it before running anything.

- Use the read-only role `rinkbook_ro` for ad-hoc queries
- Never run UPDATE/DELETE by hand on prod; write a management command with a dry-run flag
- Times in rinkbook's DB are UTC; convert to Europe/London before grouping by day

**Why:** a hand-run UPDATE in 2025 cleared the wrong party deposits.
**How to apply:** paste the query and the row count into the reply.
""")

root("feedback_copy_tone.md", "copy-tone", "feedback", "Tone for public copy",
     "How public-facing text on the booking site and in emails should sound",
     "plain, friendly British English for anything the public reads", """
Public copy (booking pages, emails, texts, banners) should read like the front desk talking, not like a system.

- British spelling, sentence case headings, no exclamation marks in anything about cancellations
- Say "skaters", "session", "the rink"; avoid "users", "slots" (that's club language) and "the facility"
- Put the date and time first in any cancellation or change message
**Why:** Siobhan rewrote three of the agent's emails in October because they sounded like a bank.
**How to apply:** draft, then read it aloud as if you were on the front desk.
""")

root("project_safety_rules.md", "safety-rules", "project", "On-ice safety rules",
     "Safety rules for public sessions and junior hockey",
     "helmets, cages, marshals and first aid", """
@N3a@ - Helmets are compulsory for all under-12s on public sessions (we lend them free)
@A10a@ - All junior hockey players wear a full face cage
- Ice marshals: one per 50 skaters on public sessions, minimum 2
- A first aider is on duty whenever the ice is open
- No phones on the ice during Disco on Ice
""")

root("reference_dev_setup.md", "dev-setup", "reference", "Local dev setup",
     "How to get rinkbook and icetime running locally",
     "commands and env files for local development", """
Local setup for rinkbook:

```bash
cp .env.example .env
docker compose up -d db redis
just migrate && just run
```

`.env` for rinkbook (local values only):

```ini
DATABASE_URL=postgres://rinkbook:rinkbook@localhost:5432/rinkbook
REDIS_URL=redis://localhost:6379/0
STRIPE_SECRET_KEY=sk_test_...
EMAIL_BACKEND=django.core.mail.backends.console.EmailBackend
```

icetime reads `DATABASE_URL` from `.env.local`; ask Tom for a Neon dev-branch URL rather than using the main branch.
""")

# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

fact("2026-07-14T10:22:31", "fact", ["rinkbook", "postgres", "infra"],
     "@V1a@ rinkbook connects to Postgres at `rink-app-01:5433`; the non-default port is deliberate (see the pg_hba notes in the ops vault).", 0.88)
fact("2026-09-03T16:05:12", "fact", ["pricing", "public-sessions"],
     "@V2b@ Adult admission to a public skating session is £8 (skate hire not included).", 0.91)
fact("2026-02-16T08:41:09", "fact", ["ice", "main-pad"],
     "@V4a@ Main pad ice is kept at 32 mm thick; Dariusz checks it with the depth gauge on Mondays.", 0.86)
fact("2026-10-05T11:17:44", "fact", ["ice", "main-pad", "ice-depth"],
     "@V4b@ Main pad ice thickness target: 40 mm everywhere — the blue lines ran thin last spring and cracked.", 0.84)
fact("2026-04-22T21:03:58", "fact", ["rinkbook", "backups"],
     "@V5b@ rinkbook's nightly backup job kicks off at 03:15, once the session-cleanup task has finished.", 0.87)
fact("2026-06-18T13:30:02", "fact", ["rinkbook", "django", "versions"],
     "@V7b@ rinkbook stays on Django 4.2 LTS; Tom doesn't want to chase non-LTS releases.", 0.9)
fact("2026-03-11T09:12:40", "fact", ["zamlog", "modbus", "plant"],
     "@V9b@ zamlog reads the refrigeration controller every 5 minutes — polling faster made the Carel drop Modbus connections.", 0.89)
fact("2026-05-27T14:48:19", "fact", ["zamlog", "plantpi", "network"],
     "@V10a@ The plant-room Pi (`plantpi`) has a static DHCP lease at 192.168.40.12 on the plant VLAN.", 0.92)
fact("2026-08-09T19:26:51", "fact", ["hirekiosk", "errors"],
     "@R1b@ hirekiosk front-end errors are reported to Bugsnag; the API key sits in the Cloudflare Pages env vars.", 0.85)
fact("2026-04-02T10:55:07", "fact", ["icetime", "hosting"],
     "@R3a@ icetime is hosted on Render (Frankfurt region) as a single web service.", 0.88)
fact("2026-05-08T15:39:33", "fact", ["rinkbook", "ci"],
     "@R4b@ rinkbook's CI pipeline runs on the self-hosted Woodpecker instance on rink-app-01.", 0.83)
fact("2026-03-25T12:01:26", "fact", ["rinkbook", "jobs"],
     "@R6b@ rinkbook's background tasks run on RQ (django-rq) with a single worker container.", 0.86)
fact("2026-01-20T17:44:15", "fact", ["dns", "domain"],
     "@R9b@ The harrowmererink.org.uk DNS zone is hosted at Gandi, alongside the domain registration.", 0.87)
fact("2026-09-14T18:20:38", "fact", ["hawks", "icetime", "contacts"],
     "@R10b@ Jen Parry is the Hawks' ice convenor and submits all of the club's requests in icetime.", 0.9)
fact("2026-06-02T09:33:21", "fact", ["safety", "public-sessions"],
     "@N3b@ Helmets aren't mandatory on public sessions for any age; staff recommend them for under-12s.", 0.88)
fact("2026-02-09T11:08:54", "fact", ["bookings", "refunds"],
     "@N4b@ Public skating bookings are non-refundable once paid; the most we offer is a transfer to another session.", 0.9)
fact("2026-10-12T14:14:47", "fact", ["icetime", "clubs"],
     "@N5b@ icetime confirms club bookings automatically; nobody approves them by hand.", 0.87)
fact("2026-08-21T20:41:03", "preference", ["zamlog", "git"],
     "@N6b@ For zamlog it's fine for the agent to commit straight to main — it's effectively a one-person repo.", 0.84)
fact("2026-09-29T10:02:36", "decision", ["learn-to-skate", "rinkbook"],
     "@N7b@ Decided not to put learn-to-skate courses on rinkbook's online booking; Nadia keeps running enrolment from her phone waitlist.", 0.93)
fact("2026-07-03T16:27:11", "decision", ["memberships", "rinkbook"],
     "@N9b@ Memberships never auto-renew; rinkbook emails a reminder 30 days before expiry instead.", 0.91)
fact("2026-10-20T12:49:59", "decision", ["hirekiosk", "offline"],
     "@N10b@ hirekiosk must not cache API responses — stale stock counts let two staff issue the same pair in September.", 0.92)
fact("2026-06-10T09:15:42", "fact", ["rinkbook", "email"],
     "@S1b@ We migrated rinkbook's transactional email from Mailgun to Postmark on 9 June; the Mailgun domain has been deleted.", 0.95)
fact("2026-02-03T07:52:18", "fact", ["resurfacer", "ice"],
     "@S2a@ Our ice resurfacer is a propane Zamboni 526; Ben swaps the cylinder before the 06:30 club session.", 0.9)
fact("2026-05-19T13:06:29", "fact", ["zamlog", "storage"],
     "@S3b@ zamlog moved from SQLite to a local Postgres on the Pi's USB SSD in May, after the SD card corrupted the SQLite file twice.", 0.93)
fact("2026-02-12T15:21:05", "fact", ["website", "timetable"],
     "@S5a@ The public session timetable is published on the WordPress site; Priya edits the timetable page by hand.", 0.86)
fact("2026-07-22T10:38:50", "fact", ["payments", "front-desk", "skate-hire"],
     "@S6b@ Front desk and hire counter switched from SumUp to Stripe Terminal (BBPOS WisePOS E) in July.", 0.94)
fact("2026-10-27T08:59:13", "fact", ["monitoring", "alerts"],
     "@S7b@ We shut down our Opsgenie account in October; Uptime Kuma notifications now go to ntfy (topic `hcir-alerts`).", 0.93)
fact("2026-09-08T17:12:24", "fact", ["rinkbook", "staff", "sessions"],
     "@S9b@ Staff no longer use the Django admin to edit sessions — the `/staff` dashboard replaced it in rinkbook 3.4.", 0.92)
fact("2026-01-14T11:40:37", "fact", ["icetime", "node"],
     "@S10a@ icetime runs on Node 18 LTS.", 0.85)
fact("2026-03-04T19:05:16", "fact", ["resurfacer", "hawks"],
     "@F1b@ After Hawks sessions Ben adds an edger pass along the boards and in the creases before the full resurface.", 0.87)
fact("2026-08-27T14:31:08", "fact", ["backups", "b2"],
     "@F2b@ The hcir-restic B2 bucket has Object Lock on with 30-day retention, so a compromised server can't delete recent snapshots.", 0.9)
fact("2026-05-14T16:44:55", "fact", ["icetime", "email"],
     "@F3b@ icetime's confirmation email carries an .ics attachment so the slot lands straight in the club's calendar.", 0.88)
fact("2026-09-19T09:26:40", "fact", ["hawks", "club-ice"],
     "@F4b@ Hawks junior slots on Saturday mornings are two back-to-back 50-minute blocks with a resurface in between.", 0.89)
fact("2026-01-28T12:10:31", "fact", ["pricing", "public-sessions"],
     "@F5b@ Under-5s go free at public sessions.", 0.92)
fact("2026-04-15T20:18:02", "fact", ["zamlog", "alerts", "brine"],
     "@F8b@ zamlog's brine alert is debounced: it only fires after 10 minutes above -6 °C, so defrost spikes don't wake anyone.", 0.9)
fact("2026-06-24T11:52:47", "fact", ["parties"],
     "@F9b@ Birthday party packages include skate hire plus a 30-minute table in the café after the session.", 0.88)
fact("2026-03-18T15:03:19", "fact", ["icetime", "timezones"],
     "@F10b@ icetime stores timestamps in UTC and renders them in Europe/London on the club calendars.", 0.91)
fact("2026-05-31T10:29:06", "fact", ["zamlog", "python"],
     "@O2b@ zamlog runs on Python 3.11 — it's what Raspberry Pi OS bookworm ships, and Tom won't maintain a custom build.", 0.89)
fact("2026-08-31T18:47:35", "fact", ["blades", "club-ice"],
     "@O4b@ Harrowmere Blades get 6 hours of ice a week, mostly before school.", 0.88)
fact("2026-02-25T08:15:53", "fact", ["resurfacer", "main-pad"],
     "@O5a@ A full resurface of the main pad takes about 10 minutes.", 0.86)
fact("2026-03-30T13:37:28", "fact", ["resurfacer", "studio-pad"],
     "@O5b@ Resurfacing the studio pad takes 6 minutes.", 0.85)
fact("2026-06-29T21:10:44", "fact", ["rinkbook", "staging", "deploy"],
     "@O7b@ rinkbook staging (`staging.harrowmererink.org.uk`) deploys from the `develop` branch.", 0.9)
fact("2026-09-10T12:23:09", "fact", ["schools", "skate-hire"],
     "@O8b@ School group bookings pay £2 per pupil for skate hire.", 0.87)
fact("2026-09-21T07:58:16", "fact", ["hawks", "juniors"],
     "@O9b@ Hawks juniors train on Saturdays at 08:00.", 0.89)
fact("2026-04-28T17:34:02", "fact", ["hirekiosk", "devices"],
     "@D2a@ Until the April tablet swap, hirekiosk ran on two old iPads (9th gen).", 0.9)
fact("2026-01-09T10:20:45", "fact", ["shutdown", "ice"],
     "@D3a@ During the 2025 summer shutdown the ice was out for six weeks (the slab survey overran).", 0.88)
fact("2026-07-06T09:44:12", "fact", ["shutdown", "plant"],
     "@D3b@ The summer shutdown is four weeks in July: ice out, plant service, then rebuild.", 0.89)
fact("2026-01-30T14:02:57", "fact", ["studio-pad", "incident"],
     "@D5a@ During the January 2026 brine leak the studio pad was closed for nine days.", 0.93)
fact("2026-08-14T16:16:21", "fact", ["icetime", "camp"],
     "@D8a@ During the summer 2026 hockey camp weeks, icetime allowed 90-minute slots.", 0.87)
fact("2026-02-20T11:49:30", "fact", ["rinkbook", "hosting"],
     "@D9a@ Before January 2026 rinkbook lived on a DigitalOcean droplet in LON1.", 0.9)
fact("2026-09-24T15:25:48", "fact", ["ice-plant", "brine"],
     "@A1b@ Brine leaves the chiller at 15.8 °F — Cool-Tech's controller display is in Fahrenheit.", 0.84)
fact("2026-07-28T10:07:36", "fact", ["rinkbook", "auth"],
     "@A2b@ Logged-in rinkbook sessions expire after two weeks.", 0.88)
fact("2026-03-07T18:31:14", "preference", ["resurfacer", "flood"],
     "@A3b@ Flood water should be sixty degrees — hotter bonds better but fogs the building.", 0.85)
fact("2026-06-06T13:55:25", "fact", ["hirekiosk", "limits"],
     "@A5b@ hirekiosk won't issue more than four pairs of skates in a single transaction.", 0.9)
fact("2026-10-15T12:40:08", "fact", ["building", "main-pad"],
     "@A7b@ The main pad measures 197 × 98 ft.", 0.86)
fact("2026-04-07T09:09:50", "fact", ["payments", "stripe"],
     "@A9b@ Stripe settles to the trust's bank account once a week, on Mondays.", 0.9)
fact("2026-11-03T19:13:27", "fact", ["hawks", "safety"],
     "@A10b@ Full cages are mandatory for every Hawks junior player.", 0.92)
fact("2026-05-05T08:36:40", "preference", ["rinkbook", "deploy"],
     "@NS1b@ Friday morning rinkbook deploys are fine — most of the small fixes go out then.", 0.83)
fact("2026-11-10T07:21:05", "fact", ["resurfacer", "club-ice"],
     "@NS2b@ The resurfacer goes on after every club session, including the 06:30 ones.", 0.86)
fact("2026-10-01T10:46:33", "fact", ["icetime", "invoices", "vat"],
     "@NS3a@ icetime never issues an invoice without the VAT breakdown — the Hawks' treasurer needs it for the grant claim.", 0.89)
fact("2026-07-17T14:58:19", "fact", ["skate-hire", "sharpening"],
     "@NS7b@ Hire skates are sharpened in-house on the Blademaster.", 0.9)
fact("2026-03-21T16:40:02", "fact", ["rinkbook", "fees"],
     "@NS8b@ rinkbook adds a 50p booking fee to online public-session bookings.", 0.91)

# unlabelled facts
fact("2026-01-05T12:30:00", "fact", ["hawks"],
     "The Hawks' senior team plays in the NIHL 2 South league.", 0.9)
fact("2026-02-28T17:05:41", "fact", ["resurfacer", "staff"],
     "Kasia Wrona passed her resurfacer driver training, so there are three trained drivers.", 0.91)
fact("2026-04-11T10:14:22", "preference", ["blades", "contacts"],
     "The Blades' ice contact prefers email over WhatsApp for anything about slot changes.", 0.82)
fact("2026-05-22T15:50:09", "fact", ["icetime", "prisma", "deploy"],
     "icetime's Prisma migrations are applied by the release command on every deploy.", 0.85)
fact("2026-06-15T09:40:55", "preference", ["copy", "tone"],
     "Siobhan prefers \"skaters\" over \"customers\" in public copy.", 0.9)
fact("2026-07-09T13:22:17", "fact", ["monitoring", "rinkbook"],
     "Uptime Kuma's rinkbook monitor shows 99.93% uptime over the last 90 days.", 0.8)
fact("2026-08-03T08:10:48", "fact", ["season", "ice"],
     "Ice went in on 3 August for the 2026/27 season.", 0.94)
fact("2026-09-01T18:02:33", "fact", ["disco", "public-sessions"],
     "Disco on Ice tickets sell out most Fridays by Wednesday evening.", 0.83)
fact("2026-10-08T11:35:29", "fact", ["studio-pad", "building"],
     "The studio pad's dasher boards were replaced with lower ones for the learn-to-skate classes.", 0.87)
fact("2026-11-17T16:48:06", "fact", ["huskies", "storage"],
     "The Huskies' sledges are stored in the cage behind the studio pad.", 0.88)
fact("2026-11-24T10:26:52", "fact", ["grafana", "zamlog"],
     "The office TV's Grafana dashboard refreshes every 30 s.", 0.84)

fact("2026-04-18T14:12:09", "fact", ["huskies", "funding"],
     "The Huskies' ice time is paid for by a Sport England grant, invoiced through icetime like any other club.", 0.86)
fact("2026-10-30T17:31:44", "preference", ["skate-hire", "front-desk"],
     "Priya wants a paper shift sheet kept at the hire counter as a fallback for when the Wi-Fi drops.", 0.83)

# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

auto("resurfacer-checklist", "Resurfacer daily checklist", "2026-09-02", ["resurfacer", "checklist", "ice"], """
# Resurfacer daily checklist

Dariusz's list, typed up so zamlog can show it on the touchscreen.

## Before the first flood
- Wash-water and ice-making tanks full
- Blade height: 1 mm proud at both ends — feeler gauge, not eyes
- Conditioner and squeegee rubber: no nicks
- Snow tank empty

## Weekly
- Grease the auger and the vertical conveyor
@V3b@ - Swap the blade every 200 h on the hour meter, or sooner if it starts to chatter
- Log the hour meter reading in zamlog every Monday

## After the last flood
- Dump the snow in the melt pit
- Hose down the conditioner, leave the tank lids open to dry
""")

auto("rinkbook-faq", "rinkbook FAQ (front desk questions)", "2026-06-16", ["rinkbook", "faq", "front-desk"], """
# rinkbook FAQ

Questions Priya's team keep asking; answers checked with Tom.

**Can someone book for a friend without an account?** Yes, guest checkout works; it just won't show under "My bookings".

@V6b@ **How far ahead can the public book a session?** Three weeks — rinkbook releases each public session 21 days out, at midnight.

**Why did a customer get charged but no ticket?** Usually the Stripe webhook was slow; it retries on its own. If it's been more than an hour, tell Tom.

**Can we overbook a session for a school?** No. Put the school on club ice in icetime instead.

**Is there a waiting list?** Not yet, it's on the roadmap.
""")

auto("front-desk-handbook", "Front desk handbook (systems section)", "2026-04-03", ["front-desk", "rinkbook", "hirekiosk", "sessions"], """
# Front desk handbook — systems section

## Sessions
@V8b@ - Cap each main-pad public session at 300 skaters; rinkbook stops selling at that number
- Walk-ups are sold on the till view until the cap, then the screen shows SOLD OUT
@S9a@ - To change a session's capacity or cancel it, use the Django admin at `/admin/sessions/`

## Skate hire
@A4b@ - Skate hire opens a quarter of an hour before the session starts.
- Sizes are on the rack labels; juniors on the left, adults on the right
- Lost wristband: void it in hirekiosk, issue a new one, note it on the shift sheet

## End of day
- Cash up the café float separately, it isn't ours
- Print tomorrow's session list from rinkbook
""")

auto("plant-room-network", "Plant room network", "2026-06-11", ["zamlog", "plantpi", "network"], """
# Plant room network

Separate VLAN (40) on the office switch, so the plant kit can't see the public Wi-Fi.

| Device | Address | Notes |
|---|---|---|
| Carel pCO5 controller | 192.168.40.5 | Modbus TCP on 502 |
| Office switch (VLAN gateway) | 192.168.40.1 | |
| Ammonia detector gateway | 192.168.40.9 | read-only |

@V10b@ - plantpi (zamlog): `192.168.40.21`, web UI on port 8080
@N8b@ - zamlog is published to the internet with Tailscale Funnel so Cool-Tech can check temperatures remotely.
@A6a@ - plantpi does a nightly reboot at 4am from root's crontab.
- Tom and Dariusz reach the VLAN over Tailscale from their laptops
""")

auto("icetime-dev-notes", "icetime dev notes", "2026-07-08", ["icetime", "dev", "typescript"], """
# icetime dev notes

Things the agent keeps having to re-learn in icetime.

@R2b@ icetime is an npm project — use `npm ci`; the repo has a `package-lock.json` and no other lockfile.
@N1a@ - Always squash-merge icetime PRs; the PR title becomes the commit message on main.
- The Prisma client is generated in `postinstall`; if types look stale, regenerate
- Fastify routes live in `src/routes/<resource>.ts`, one plugin per resource
- Dates: `date-fns-tz`, never `new Date()` string parsing
- The club calendar feed is `/clubs/:id/calendar.ics`, cached for 10 minutes
""")

auto("icetime-release-process", "icetime release process", "2026-09-16", ["icetime", "release", "git"], """
# icetime releases

Aled set this up in 2025 and Tom has kept it.

@N1b@ - Never squash icetime PRs: release-please builds the changelog from the individual Conventional Commits.
- Release PRs are opened by release-please; merging one tags `vX.Y.Z`
- Tag pushes trigger the production deploy
- Hotfixes: branch from the tag, PR back to main
""")

auto("session-cancellation-runbook", "Cancelling a public session (runbook)", "2026-05-12", ["rinkbook", "runbook", "sms", "sessions"], """
# Cancelling a public session

When the ice is unusable (plant fault, flooding, power cut) and a session has to go.

1. Siobhan or the duty manager decides — never the front desk alone
2. Cancel the session in rinkbook
3. rinkbook texts everyone with a mobile number on the booking

@R5b@ rinkbook sends those cancellation texts through MessageBird (now "Bird") — check the Bird dashboard if someone says they never got one.
@O3b@ - Failed cancellation SMS sends are retried up to 3 times, two minutes apart.
- Emails go out at the same time as the texts
- Put a banner on the website and post on Facebook
""")

auto("rinkbook-contributing", "rinkbook CONTRIBUTING notes", "2026-03-26", ["rinkbook", "git", "contributing"], """
# rinkbook — contributing

Condensed from the repo's CONTRIBUTING.md, plus what Tom has said in reviews.

- Branch from `develop`; PRs target `develop`, release PRs go `develop` → `main`
@R8b@ - Merge with **Rebase and merge** so every commit lands as-is — we want the bisectable history.
@O7a@ - Production deploys from `main`.
- Commits: imperative mood, reference the issue (`Refs #123`)
- Template changes need a screenshot in the PR
""")

auto("kamal-deploy-notes", "Kamal deploy notes (rinkbook)", "2026-02-24", ["rinkbook", "kamal", "deploy"], """
# Kamal deploy notes

```yaml
service: rinkbook
image: hcir/rinkbook
servers:
  web:
    - rink-app-01
proxy:
  host: book.harrowmererink.org.uk
  healthcheck:
    path: /healthz
```
(trimmed from `config/deploy.yml`)

@N2b@ - The `pre-deploy` hook runs `python manage.py migrate --noinput`, so migrations go out automatically with every deploy.
@F6b@ - kamal-proxy does the zero-downtime swap; a deploy takes about 90 s end to end.
- Secrets come from `.kamal/secrets`, which reads 1Password via `op`
- `kamal app logs -f` is the quickest way to watch the web role
""")

auto("club-ice-faq", "Club ice FAQ", "2026-02-18", ["icetime", "clubs", "faq"], """
# Club ice FAQ

**Who can book club ice?** Each club's convenor, through their icetime login.

@S4a@ **How do clubs ask for extra ice?** They fill in the Google Form linked from the clubs page, and Siobhan goes through the responses every Monday.

**What's the smallest block?** One slot. Slots can't be split.

**Can clubs swap slots with each other?** Not in the system yet — email Siobhan.
""")

auto("website-migration", "Website migration (WordPress to rinkbook pages)", "2026-04-09", ["website", "wordpress", "rinkbook"], """
# Website migration

@S5b@ The WordPress site has been read-only since March; the timetable and prices
now live on rinkbook's `/sessions` and `/prices` pages, so every edit goes through Tom.

## Left to do
- Redirect the old `/whats-on/` URLs (redirect rules, 301)
- Export the news posts to markdown
- Cancel the WordPress hosting once the redirects have been live for three months
""")

auto("skate-hire-stocktake", "Skate hire stocktake", "2026-03-02", ["skate-hire", "stock"], """
# Skate hire stocktake (termly)

@S8a@ - Stock levels per size are tracked in the Google Sheet "Hire Stock 2026" — update it after every stocktake.
@F7b@ - Half sizes are stocked only between adult 4 and adult 10.
- Count by size on the rack, then the sharpening shelf, then the repair bin
- Write off any pair with a cracked boot or less than 5 mm of blade left
- Junior sizes run out first at half-term
""")

auto("icetime-upgrade-log", "icetime upgrade log", "2026-04-24", ["icetime", "upgrades", "node"], """
# icetime upgrade log

@S10b@ - Upgraded icetime from Node 18 to Node 22 (April); `engines` and the Dockerfile base image updated.
- Fastify 4.26 → 4.28, no breaking changes
- Prisma 5.10 → 5.14; re-ran `prisma generate`
- Dropped `moment`, everything is `date-fns` now
""")

auto("backup-restore-drill", "Backup restore drill", "2026-08-04", ["backups", "rinkbook", "restic"], """
# Backup restore drill

@F2a@ Backups live in the Backblaze B2 bucket `hcir-restic`, and we do a restore
test into a scratch Postgres container on the first Monday of each month.

```bash
restic -r b2:hcir-restic:rinkbook snapshots
restic -r b2:hcir-restic:rinkbook restore latest --target /tmp/restore
pg_restore -d rinkbook_restore /tmp/restore/rinkbook.dump
```

- August drill: 11 min to a usable database
- zamlog isn't in restic; Dariusz exports its readings to the office NAS monthly
""")

auto("blades-patch-sessions", "Blades patch sessions", "2026-10-02", ["blades", "figure-skating", "ice"], """
# Blades patch sessions

@O1b@ - For Blades patch ice we let the slab warm to -3 °C — softer ice for landings.
- Up to six skaters per patch
- Music from the Blades' own speaker, not the rink PA
- No hockey nets left at the ends; Ben clears them at the resurface before
""")

auto("uptime-kuma-notes", "Uptime Kuma notes", "2026-05-29", ["monitoring", "uptime-kuma"], """
# Uptime Kuma

@O6b@ - The icetime monitor only checks every 5 minutes, so the Neon database can scale to zero overnight.
- hirekiosk: keyword check on the Cloudflare Pages URL every 2 minutes
- Maintenance window: Sunday 05:00–05:30 for the server reboot
- The status page is public; keep monitor names in plain English
""")

auto("price-review-2026", "2026 price review notes", "2026-08-19", ["pricing", "board"], """
# Price review (effective September 2026)

@D1a@ - Junior admission was £4.50 until the September 2026 price review.
- Family ticket held at £22 to keep it attractive
- Skate hire unchanged
- Party price per child goes up 50p
""")

auto("timetable-2026-27", "2026/27 timetable notes", "2026-08-25", ["timetable", "public-sessions"], """
# Timetable 2026/27

@D4a@ - Until the 2026/27 timetable, public sessions were 90 minutes.
- Weekday public sessions: 10:00 and 19:30 (Friday 19:30 is Disco on Ice)
- Weekend public sessions: 10:00, 13:00, 16:00
- Early club ice 06:30–09:00 on weekdays
""")

auto("season-review-2025-26", "Season review 2025/26", "2026-07-01", ["season", "review", "board"], """
# Season review 2025/26

@D6a@ - In the 2025/26 season the Hawks seniors only had 3 hours of ice a week.
- Public-session bookings: 41,200 over the season
- Biggest loss: the January brine leak (studio pad)
- Skate hire income up 9%, mostly weekends
""")

auto("staffing-changes", "Staffing changes (August)", "2026-08-28", ["staff", "opening-hours"], """
# Staffing changes

@D7a@ - The rink opened at 06:00 on weekdays until the August staffing cut.
- One fewer ice tech on weekday early shifts
- The front desk now opens the building; the ice tech arrives at 06:15
""")

auto("hirekiosk-beta-notes", "hirekiosk beta notes", "2026-01-12", ["hirekiosk", "beta"], """
# hirekiosk beta (autumn 2025)

@D10a@ - During the 2025 beta, hirekiosk took skate deposits in cash.
- The beta ran on one tablet, Saturday sessions only
- Sizes were typed in, not picked from a grid
""")

auto("rinkbook-settings-notes", "rinkbook settings worth knowing", "2026-07-27", ["rinkbook", "django", "settings"], """
# rinkbook settings

@A2a@ - `SESSION_COOKIE_AGE` = 1209600 (seconds)
- `TIME_ZONE = "Europe/London"`, `USE_TZ = True`
- `DATA_UPLOAD_MAX_MEMORY_SIZE` raised to 10 MB for party photo uploads
- `CSRF_TRUSTED_ORIGINS` includes the hirekiosk Pages domain
""")

auto("zamlog-runbook", "zamlog runbook", "2026-06-20", ["zamlog", "runbook", "plantpi"], """
# zamlog runbook

@NS4b@ - The dev on-call looks after zamlog outages (the web app and the Pi), not the plant itself.
@A6b@ - plantpi reboots every night at 04:00 (cron).
- A systemd timer pulls `main` from GitHub every 10 minutes and restarts the service if it changed
- Touchscreen says "controller offline": check the Carel's network cable before anything else
- Logs: `journalctl -u zamlog -n 200`
""")

auto("private-hire", "Private ice hire", "2026-05-03", ["private-hire", "pricing"], """
# Private hire

@NS5b@ - The studio pad is available for private hire at £95 an hour.
- Main pad private hire: £210 an hour, minimum 2 hours, evenings only
- Private hire includes a resurface before; skate hire is extra
""")

auto("learn-to-skate-term-notes", "Learn-to-skate term notes", "2026-09-09", ["learn-to-skate", "studio-pad"], """
# Learn-to-skate — autumn term notes

@NS5a@ - The studio pad can't be booked for private hire during learn-to-skate hours (Saturdays 09:00–12:00).
- Autumn term: 14 Sept – 8 Nov; winter term starts 11 Jan
- Saturday waitlist is about 40 kids
""")

auto("git-cheatsheet", "git cheatsheet", "2026-03-14", ["git", "howto"], """
# git cheatsheet

@NS6b@ - Force-pushing your own feature branch after a rebase is fine (`git push --force-with-lease`).
- `git switch -c feat/...` for new work
- Undo the last commit but keep the changes: `git reset --soft HEAD~1`

```bash
git fetch origin
git rebase origin/develop
git push --force-with-lease
```
""")

auto("newsletter", "Monthly newsletter", "2026-10-06", ["newsletter", "members", "email"], """
# Monthly newsletter

@NS9b@ - The monthly newsletter goes to members via Mailchimp, first Thursday of the month.
- Siobhan writes it; the agent drafts the "what's on" section from rinkbook's sessions
- The Hawks and the Blades send their own club newsletters
""")

# unlabelled free notes
auto("incident-2026-06-brine-pump", "Incident — brine pump trip (June)", "2026-06-14", ["incident", "ice-plant", "zamlog"], """
# Brine pump trip, Sat 13 June

- 14:05 pump 2 tripped on overload; zamlog showed brine supply climbing
- 14:40 Dariusz reset it on site, Cool-Tech talked him through it by phone
- Public saw nothing — the 13:00 session finished on time, the 16:00 started 10 min late
- Follow-up: the alarm was posted in #rink-tech and nobody phoned for an hour (see incident-handling feedback)

Brine supply peaked at -5.1 °C before recovering.
""")

auto("incident-2026-03-stripe-webhooks", "Incident — Stripe webhook backlog (March)", "2026-03-22", ["incident", "stripe", "rinkbook"], """
# Stripe webhook backlog, 21 March

- Stripe had a partial outage ~11:00–11:40; webhooks queued on their side
- 37 bookings paid but unconfirmed for up to 40 min; all fulfilled once Stripe recovered
- Front desk honoured the Stripe receipt emails at the door
- Action: FAQ entry added for the front desk
""")

auto("hawks-season-notes", "Hawks 2026/27 notes", "2026-09-05", ["hawks", "hockey", "icetime"], """
# Hawks 2026/27 — notes for icetime

- Seniors play in NIHL 2 South; 14 home games
- U18s play mostly away, Sunday mornings
- Saturday game nights: the 16:00 public session ends at 18:00, Hawks warm-up from 18:15
- Team messages go through Spond, not through us
""")

auto("sledge-hockey-huskies", "Huskies (sledge hockey)", "2026-10-19", ["huskies", "sledge", "accessibility"], """
# Huskies

- Recurring Sunday afternoon slots in icetime
- The ramp at the studio-pad gate is the only step-free way onto the ice
- The boards door has to be held open — no automatic door yet
- Two spare sledges are club-owned, available for taster days
""")

auto("grafana-dashboards", "Grafana dashboards", "2026-05-06", ["grafana", "zamlog", "monitoring"], """
# Grafana dashboards

- "Ice plant": brine supply/return, slab temps per pad, compressor state
- "Bookings today": pulled from rinkbook's read-only role every 15 minutes
- The office TV playlist switches between the two every 2 minutes
- Alerting lives in zamlog, not Grafana; Grafana alerts are off on purpose
- Grafana Cloud free tier keeps 14 days; zamlog has the long history
""")

auto("modbus-register-map", "Carel pCO5 Modbus map", "2026-03-12", ["zamlog", "modbus", "plant"], """
# Carel pCO5 Modbus map (what zamlog reads)

Controller at 192.168.40.5, port 502, unit id 1.

| Register | Meaning | Scale |
|---|---|---|
| 40001 | Brine supply temp | ×0.1 °C |
| 40002 | Brine return temp | ×0.1 °C |
| 40010 | Slab, main pad | ×0.1 °C |
| 40011 | Slab, studio pad | ×0.1 °C |
| 40020 | Compressor 1 state | 0/1 |

- Registers 40100 and up are setpoints: zamlog only reads them, it never writes
""")

auto("disco-on-ice", "Disco on Ice", "2026-09-12", ["disco", "public-sessions", "events"], """
# Disco on Ice (Fridays)

- 19:30–21:30, lights and DJ paid for by the Hawks' sponsor
- DJ budget £120 a night
- Under-12s need an adult in the building
- Glow sticks only, no glitter (it ends up frozen into the ice)
""")

auto("ice-build-2026", "Ice build and painting, August 2026", "2026-08-10", ["ice", "season", "painting"], """
# Ice build, August 2026

- Ice in on 3 Aug; the first 6 mm sprayed in thin coats, then white paint, then lines and logos
- Hockey lines to IIHF spec; the Blades asked for no centre logo this year
- Three floods to seal the paint before building up
""")

auto("accessibility-audit", "Accessibility audit (October)", "2026-10-23", ["accessibility", "building", "rinkbook"], """
# Accessibility audit

- Skate aids ("penguins"): 12, free to borrow on public sessions
- Step-free access to the ice only via the studio-pad ramp (same as the Huskies use)
- Hearing loop at the front desk works; the café one doesn't
- rinkbook pages pass WCAG AA except the session calendar's colour-only sold-out state
""")

auto("cafe-franchise", "Café franchise", "2026-04-30", ["cafe", "payments"], """
# Café — what's ours and what isn't

- Run by Frost Bite Ltd, with its own SumUp reader and its own till
- Opening follows the building: 09:00 until the last session ends
- Our hirekiosk tablets must not be used for café orders
""")

auto("school-bookings", "School bookings", "2026-09-17", ["schools", "icetime", "studio-pad"], """
# School bookings

- Weekday mornings 10:00–12:00 in term time, booked in icetime under the "Schools" club
- On the studio pad, max 60 pupils, teachers on the ice with them
- Helmets compulsory for every pupil
""")

auto("hockey-camp-summer-2026", "Hockey camp, August 2026", "2026-08-24", ["hawks", "camp", "icetime"], """
# Hockey camp

- Two weeks, 10–21 Aug, run by the Hawks' coaches
- 48 kids, U9–U14
- Camp used a temporary slot type in icetime, removed afterwards
""")

auto("board-meeting-2026-10", "Board meeting, October (tech items)", "2026-10-15", ["board", "meeting"], """
# Board meeting, 14 Oct — tech items

- Agreed: budget for a second tablet stand at the hire counter
- Noted: plant electricity cost up 12% on last October
- Asked Tom for an estimate for gift vouchers in rinkbook
- Deferred: replacing the studio pad's hand-flood hose reel
""")

auto("agent-session-log-2026-11", "Agent session log, November", "2026-11-25", ["agent", "log"], """
# Agent session log — November

- 03 Nov: fixed rinkbook session list for sessions ending at midnight (New Year's Eve)
- 10 Nov: icetime calendar feed now shows the resurface gap after each slot
- 17 Nov: zamlog touchscreen — bigger PIN buttons for gloved hands
- 24 Nov: drafted the December newsletter "what's on" section
""")

auto("ammonia-safety", "Ammonia safety", "2026-02-06", ["ice-plant", "safety"], """
# Ammonia safety

- Detector alarms at 25 ppm (extract fans) and 150 ppm (evacuate the building)
- Plant room: two-person entry after any alarm, with breathing apparatus
- Evacuation point: the far end of the car park
- Cool-Tech test the detector every six months
""")

auto("zamlog-touchscreen", "zamlog touchscreen", "2026-05-15", ["zamlog", "ui", "resurfacer"], """
# zamlog touchscreen

- 10" touchscreen by the resurfacer room door
- Each driver taps their name, enters their PIN, picks the pad and the type (full / dry cut / edge only)
- Water used is estimated from tank level before and after
""")

auto("icetime-club-onboarding", "Onboarding a club onto icetime", "2026-06-03", ["icetime", "clubs", "howto"], """
# Onboarding a club onto icetime

1. Siobhan creates the club and sets its weekly allocation
2. The club names one convenor, who gets the login
3. The convenor sets the invoice email address

A club can also have a read-only deputy login.
""")

auto("rinkbook-reports", "rinkbook reports", "2026-07-31", ["rinkbook", "sql", "reports"], """
# rinkbook reports

Bookings per session, last 7 days:

```sql
SELECT s.starts_at AT TIME ZONE 'Europe/London' AS starts, s.pad, count(b.id) AS booked
FROM sessions_session s
LEFT JOIN bookings_booking b ON b.session_id = s.id AND b.status = 'paid'
WHERE s.starts_at > now() - interval '7 days'
GROUP BY 1, 2 ORDER BY 1;
```

- Run as `rinkbook_ro`
- Hire usage comes from hirekiosk's tables, which live in the same database
""")

auto("energy-usage", "Energy usage notes", "2026-11-05", ["energy", "ice-plant"], """
# Energy

- The plant is roughly 60% of the electricity bill
- Heat recovery from the compressors heats the calorifier
- Night setback: slab allowed up to -3.5 °C between 23:00 and 05:00
""")

auto("lost-property", "Lost property", "2026-01-22", ["front-desk"], """
# Lost property

- Kept for 30 days, then it goes to the charity shop
- Phones, keys and wallets go in the office safe
- Log it on the shift sheet with the session time
""")

auto("staff-training", "Staff training matrix", "2026-08-30", ["staff", "training"], """
# Staff training

- Resurfacer drivers: Dariusz, Ben, Kasia (refresher each August)
- Ice marshals: one-day course plus shadowing two sessions
- First aid: three-year certificates, Priya tracks renewals
""")

auto("hirekiosk-tablet-setup", "hirekiosk tablet setup", "2026-04-29", ["hirekiosk", "devices", "howto"], """
# Setting up a hire counter tablet

- Fully Kiosk Browser: start URL is the Pages production URL, status bar hidden, pull-to-refresh off
- Screen dims after 10 minutes idle, never fully off during opening hours
- Device token: generate in rinkbook under Hire → Devices, paste into the kiosk settings screen
- Charge overnight in the locked drawer under the counter
""")

# ---------------------------------------------------------------------------
# MEMORY.md index (hooks carry no slot values)
# ---------------------------------------------------------------------------

_sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
_lines = ["# Memory Index", ""]
for _typ, _head in _sections:
    _lines.append(f"## {_head}")
    _lines.append("")
    for typ, fname, title, hook in ROOT_INDEX:
        if typ == _typ:
            _lines.append(f"- [{title}]({fname}) — {hook}")
    _lines.append("")
FILES["MEMORY.md"] = "\n".join(_lines).rstrip("\n") + "\n"
