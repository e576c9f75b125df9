"""File bodies for the set250 store (Tallowmere Escape Rooms).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory files, remnic facts, free notes under auto/.
"""
from datetime import datetime, timezone

FILES = {}          # store-relative path -> full text (with markers)
ROOT_INDEX = []     # (section, title, filename, hook) for MEMORY.md
FLAT = set()        # root files whose description is intentionally not strict YAML


def root(fname, name, description, mtype, title, hook, body, section=None):
    assert fname not in FILES, fname
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {mtype}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"
    ROOT_INDEX.append((section or mtype, title, fname, hook))
    if ": " in description:
        FLAT.add(fname)


def fact(date, hhmmss, category, hex4, confidence, tags, body):
    dt = datetime.strptime(f"{date} {hhmmss}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{category}-{epoch}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    FILES[path] = fm + body.strip("\n") + "\n"


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    t = f'"{title}"' if ":" in title else title
    fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[path] = fm + body.strip("\n") + "\n"


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_ben-profile.md", "ben-profile",
     "Who Ben is, how he likes to work, what to explain and what to skip", "user",
     "Ben (developer)", "part-time dev, background and working style", """
Ben Tarrant is the venue's part-time in-house developer (Tue/Thu in the office, plus his on-call weeks). He's the user in most sessions.

- Background: ~8 years of Python (Django, then FastAPI); picked up Next.js for tallowbook on the job, so explain React/Next idioms briefly when they matter.
@R8a@ - Ben writes code in VS Code (Prisma + Svelte extensions, GitLens).
- Likes small PRs and plain explanations; skip the long recap at the end of a task.
- Works from a ThinkPad running Fedora; reaches the NUC over Tailscale.
- Doesn't touch prop firmware much, that's Gid's territory. Ben only reviews the MQTT side of it.
""")

root("user_hazel-manager.md", "hazel-manager",
     "Hazel Okafor, owner and manager; what she cares about and how she decides", "user",
     "Hazel (owner/manager)", "what the owner cares about and how she decides", """
Hazel Okafor owns the venue and manages it day to day. Not technical, very sharp on numbers.

@F4b@ - Wants the one-line outcome first ("bookings are fine"), then details only if she asks.
@A9b@ - Signs off every price change herself.
- Reads the weekly numbers email on Monday morning: bookings per room, no-shows, average hints used.
- Covers GM shifts when someone's ill; knows every room's reset by heart.
- Cares most about reviews and the room experience — tech is a means to an end for her.
""")

root("feedback_communication.md", "communication-with-hazel",
     "How to write updates and questions for Hazel", "feedback",
     "Talking to Hazel", "tone and length of updates for the owner", """
@F4a@ Keep updates to Hazel short and non-technical.

**Why:** she reads them between games on her phone; in March a long write-up about a webhook bug made her think bookings were being lost (they weren't).

**How to apply:** no stack traces, no library names. Say what customers or GMs will notice, and what (if anything) she has to decide.

Questions for her go in one message, numbered, each with a suggested answer she can just OK.
""")

root("feedback_git-workflow.md", "git-workflow",
     "Git rules: merging, pushing and branch names for all four repos", "feedback",
     "Git workflow", "merging, pushing and branch naming", """
@R4a@ Squash-merge every PR; the squashed title becomes the changelog line.

**Why:** the gmdesk history filled up with "wip" commits in the spring.

@N4a@ Never push straight to main on tallowbook, even one-liners — open a PR.

**Why:** CI is the only place the Playwright booking flow runs; a direct push in April skipped it and broke checkout for an evening.

- Branch names: `feat/…`, `fix/…`, `chore/…`; delete the branch after merging.
- Tag tallowbook releases `vYYYY.MM.DD` when something customer-facing goes out.
- prop-firmware has its own rules (Gid's repo) — ask before touching it.
""")

root("feedback_deploys.md", "deploys",
     "How each app gets deployed and when not to", "feedback",
     "Deploys", "how each app ships and when not to ship", """
@F3a@ Deploy tallowbook with `fly deploy` from a clean checkout of main.

**Why:** a deploy from a feature branch in April shipped half-finished admin code to customers.

**How to apply:** `git switch main && git pull && git status` has to be clean before you deploy.

- gmdesk: `docker compose pull gmdesk && docker compose up -d gmdesk` on the NUC, only when no game is running.
- roomctl: Ansible (`ansible-playbook deploy-roomctl.yml`), one room at a time, never all four during opening hours.
- tallow-sync: `git pull` in `/srv/tallow-sync` on the NUC; the next cron run picks it up.
""")

root("feedback_db-migrations.md", "db-migrations",
     "Prisma migrations on the booking database", "feedback",
     "DB migrations", "how schema changes reach the booking database", """
@N2a@ Always run `prisma migrate deploy` by hand against prod before `fly deploy`.

**Why:** a migration that fails halfway is much easier to sort out while the old code is still serving.

**How to apply:** the prod credentials are in 1Password under "tallowbook prod DB".

- Never edit a migration that's already on main; add a new one.
- Destructive changes (dropping a column) go out in two releases: stop using it, then drop it.
""")

root("feedback_code-style.md", "code-style",
     "Conventions for TypeScript and Python code across the apps", "feedback",
     "Code style", "TS/Python conventions and patterns to follow", """
@N8a@ Prefer server actions for form posts in tallowbook (booking form, admin edits).

**Why:** fewer hand-written fetch calls, and the booking form still works with JS off.

**How to apply:** follow the existing pattern in `app/(booking)/book/[room]/`.

- TypeScript: Prettier defaults, 2-space indent; ESLint `next/core-web-vitals` in tallowbook, `eslint-plugin-svelte` in gmdesk.
- Python (roomctl, tallow-sync): ruff + ruff format, line length 100, type hints everywhere.
- MQTT topic names: lowercase with slashes, never spaces (see mqtt-topics).
""")

root("feedback_pr-reviews.md", "pr-reviews",
     "Review expectations before anything merges", "feedback",
     "PR reviews", "what a PR needs before it merges", """
@F7a@ - A PR merges only when CI is green.
- Ben reviews Maya's PRs and Maya reviews Ben's; Hazel never needs to look at code.
- Keep PRs under ~400 changed lines where possible; split refactors from behaviour changes.
- For roomctl changes, say in the PR which room(s) you tested on.

**Why:** in May a roomctl PR that had only ever run against the Clockwork Vault Pi broke Station Zero's door sequence.
""")

root("feedback_room-reset.md", "room-reset",
     "Reset window between bookings and what tallowbook does about it", "feedback",
     "Room reset window", "the gap between groups and where it's enforced", """
@V5a@ Every room gets a 15-minute reset window between bookings; tallowbook blocks that slot automatically.

**Why:** GMs were being rushed on busy Saturdays and missed resets — in January a Drowned Library group found the final key already sitting in the lock.

**How to apply:** when touching slot generation (`lib/slots.ts`), keep the gap a per-room setting rather than a hard-coded constant.
""")

root("feedback_live-games.md", "live-games",
     "Rules for touching room tech while a game is running", "feedback",
     "Live games", "touching room tech while players are inside", """
@NS7a@ Never power-cycle a room Pi mid-game without pausing the timer in gmdesk first.

**Why:** the game clock runs on the Pi; a reboot without a pause loses the elapsed time and the team's hint count.

**How to apply:** gmdesk → room → Pause, then `ssh <room>-pi sudo reboot` (or pull the PoE lead), then Resume once the heartbeat is back.

- Don't deploy roomctl or gmdesk while a game is in progress.
- If a prop misbehaves mid-game the GM can force-solve it from gmdesk (Room → Props → Force solve) and log it afterwards.
""")

root("feedback_testing.md", "testing",
     "How tests are written and run across the apps", "feedback",
     "Testing", "which suites to run and how to mock", """
Run the relevant suite before saying something works.

**Why:** twice the agent reported a fix as done when vitest had never been run.

**How to apply:** tallowbook → `vitest run` plus `playwright test booking.spec.ts`; roomctl → `pytest -q`; gmdesk → `svelte-check` and vitest.

- Mock Stripe with `stripe-mock` in tallowbook tests; CI must never call the real test-mode API.
- roomctl tests spin up a throwaway mosquitto container on port 18830 so they can't touch the real broker.
- Fixtures use fake customers only (`test+<n>@tallowmere.co.uk`).
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and how to handle them", "feedback",
     "Secrets", "where credentials live and what never to paste", """
Never paste secrets into memory files, PR descriptions or chat.

**Why:** a Stripe restricted key ended up in a PR description in February and had to be rolled.

**How to apply:** refer to secrets by their 1Password item name.

- tallowbook prod secrets are `fly secrets` on the app; the source of truth is the 1Password vault "Tech".
- NUC services read `/srv/stack/.env` (mode 600, root-owned).
- Room Pis get their MQTT credentials from the Ansible vault, never from the repo.
""")

root("feedback_logging.md", "logging",
     "Logging conventions and where logs end up", "feedback",
     "Logging", "structured logs and where they are shipped", """
Log with structure, not prose: `logger.info("lock released", extra={"room": "cv", "lock": "safe"})`.

**Why:** Loki queries work on labels; free-text logs were useless during the March fog incident.

**How to apply:** new log lines get `room` and `booking_id` fields where they exist.

- roomctl and tallow-sync log JSON to journald; promtail ships it to Loki on the NUC.
- Loki keeps 14 days of logs (the disk is small).
- Never log customer emails or phone numbers; booking IDs are fine.
""")

root("project_tallowbook-overview.md", "tallowbook-overview",
     "tallowbook: the booking site's stack, hosting and env", "project",
     "tallowbook overview", "the public booking site and admin panel", """
# tallowbook

Public booking site for the four rooms plus the staff admin panel. Repo `tallowmere/tallowbook`, lives at book.tallowmere.co.uk.

## Stack
- Next.js 14 (App Router), TypeScript, Prisma
@R1a@ - Package manager: pnpm 9 (`corepack enable` first)
@V3a@ - Runtime: Node 20 LTS (pinned in `.nvmrc` and the Dockerfile)
@S1a@ - Database: Postgres 15 on Supabase (project `tallowbook`, region eu-west-2)
@R10a@ - Background jobs: BullMQ on Upstash Redis, queue prefix `jobs:`
- Payments: Stripe Checkout + webhooks (`/api/stripe/webhook`)
- Staff login: NextAuth with Google Workspace accounts
- CI: GitHub Actions (`ci.yml`: lint, typecheck, vitest, Playwright) on hosted `ubuntu-latest` runners
- Analytics: Plausible (cookieless, so no banner)

## Hosting
@V10a@ - Fly app `tallowbook`: 2 × shared-cpu-1x machines, 512 MB RAM each, region `lhr`
@S6a@ - Staging: https://tallowbook-staging.herokuapp.com (hobby dyno, auto-deploys from `develop`)
- Room photos and hint images for the site are on Cloudflare R2 (`tallow-media`)

## Env (names only, values in 1Password)
```env
NEXTAUTH_URL=https://book.tallowmere.co.uk
STRIPE_SECRET_KEY=
STRIPE_WEBHOOK_SECRET=
PLAUSIBLE_DOMAIN=book.tallowmere.co.uk
```
""")

root("project_roomctl-overview.md", "roomctl-overview",
     "roomctl, the per-room controller service on the Pis", "project",
     "roomctl overview", "the controller service that runs in each room", """
# roomctl

Runs on each room's controller Pi and bridges the props (ESP32 nodes) to the GM console over MQTT. One codebase, per-room config.

- Repo: `tallowmere/roomctl`
@D8b@ - Python 3.12, FastAPI, paho-mqtt 2.x
@D5b@ - The Pis run Raspberry Pi OS Bookworm (64-bit); roomctl is a systemd unit, `roomctl.service`
- Local HTTP API on :8080 on every Pi (gmdesk uses it for lock/unlock and the game clock)
@R7a@ - CI: GitHub Actions on the self-hosted runner `nuc-runner` (the tests need the MQTT test broker)
@R3a@ - Errors: `sentry-sdk` → Sentry project `roomctl` (same org as tallowbook)
- Props firmware is a separate repo, `tallowmere/prop-firmware` (PlatformIO), owned by Gid

Per-Pi config:
```ini
# /etc/roomctl/roomctl.env
ROOM=sz
API_PORT=8080
LOG_FORMAT=json
```
""")

root("project_gmdesk-overview.md", "gmdesk-overview",
     "gmdesk, the game-master console used in the control room", "project",
     "gmdesk overview", "the GM console: timers, hints, locks, cameras", """
# gmdesk (game master console)

SvelteKit app the GMs use on the two control-room PCs: game clocks, camera tiles, hints, locks.

@O6a@ - Runs in Docker Compose on nuc-backroom (service `gmdesk`), not on Fly
@V7a@ - Prod: `node build` listening on port 3100, behind Caddy at https://gm.tallowmere.internal
@R6a@ - Storage: SQLite file `/srv/gmdesk/data/gmdesk.db` (game logs, hint history)
@D6a@ - GMs send hints from the room panel; they show on the in-room screen within a second or so.
@A4a@ - Hint images: max 2 MB (PNG or JPEG)
@NS2b@ - GMs can open any maglock remotely from gmdesk (Room → Locks → Release).
- Talks to each room's roomctl over HTTP (:8080) and subscribes to MQTT for prop events
- Node 22 in the container (`node:22-slim`)
- CI: one small GitHub Actions job (`svelte-check` + vitest)
""")

root("project_tallow-sync.md", "tallow-sync",
     "tallow-sync: the nightly Xero and reminder job", "project",
     "tallow-sync", "the nightly accounting and reminder job", """
# tallow-sync

Small Python job on the NUC. Two jobs in one repo: accounting sync and SMS reminders.

@A3a@ - Runs nightly at 02:30 from cron on nuc-backroom (`/srv/tallow-sync`).
- Pulls the previous day's Stripe payouts and pushes them to Xero as bank transactions.
@N10a@ - Failed Xero pushes are retried 3 times with backoff (1, 5, 15 min).
@V6a@ - Reminder SMS goes out 24 h before the booking start (hourly sweep, separate from the nightly run).
- The reminder *email* three days before is sent by tallowbook itself, not by tallow-sync.
- Python 3.11 — older than roomctl, nobody has bothered bumping it.
""")

root("project_hint-policy.md", "hint-policy",
     "How many hints teams get and how they are delivered", "project",
     "Hint policy", "free hints, penalties and how hints reach the room", """
@N1a@ - Hints go on the room screen only — GMs must not speak hints over the intercom.
@F2b@ - Station Zero teams get 5 free hints instead of the usual three (it's the 90-minute room).
- Every hint is logged in gmdesk so Hazel can see which puzzles need tuning.
- Any puzzle averaging more than one hint per game goes on the tuning list.
""")

root("project_booking-rules.md", "booking-rules",
     "Booking, cancellation and slot rules customers run into", "project",
     "Booking rules", "walk-ins, cancellations and slot rules", """
@N6a@ - No walk-ins: every game has to be booked in advance.
@F1a@ - Cancel 48 h or more before the slot → full refund to the card.
@NS5b@ - Back-to-back bookings in the same room are normal on Saturdays.
- Online booking closes 2 hours before the slot starts.
- Group discount starts at 5 players (see pricing).
""")

root("project_vouchers.md", "vouchers",
     "Gift vouchers and discount codes", "project",
     "Vouchers", "gift vouchers and discount codes", """
@V9a@ - Gift vouchers are valid for 12 months from purchase.
- A voucher is either "N players, any room" or a £ amount.
- Voucher codes are 10 characters, uppercase, no 0/O/1/I.
- Discount codes (on the Harbourside pop-up flyers) are 8 characters and expire after 30 days.
""")

root("project_waivers.md", "waivers",
     "Player waivers and photo consent", "project",
     "Waivers", "how players sign waivers and consent to photos", """
@S7b@ - Paper waivers were retired in March; everyone signs on the reception iPads now.
@NS8a@ - Team photos are never posted without everyone's written OK on the waiver.
- Signed waivers are kept for 3 years, then purged by a monthly job.
- The waiver wording was last checked by the insurer in January.
""")

root("project_sentry-alerts.md", "sentry-alerts",
     "Where booking-site errors get routed", "project",
     "Sentry alerts", "alert routing for the booking site", """
@F9a@ - Every tallowbook Sentry alert posts to Slack #tech-alerts.
- Alert rule: a new issue, or more than 20 events in 5 minutes.
- gmdesk has no Sentry yet (console logs only).
""")

root("project_backups.md", "backups",
     "What gets backed up from the NUC and how long it's kept", "project",
     "Backups", "what is backed up from the NUC and retention", """
@V2b@ - restic runs nightly at 03:15 and pushes to the B2 bucket `tallow-nuc-restic`.
- Keeps 14 daily / 8 weekly / 12 monthly snapshots.
- Backed up: `/srv` (gmdesk data, compose files, Mosquitto config) and `/etc`.
- tallowbook's database isn't in here — the managed Postgres has its own point-in-time recovery.
- Restore drill: twice a year, last done in September.
""")

root("project_mqtt-topics.md", "mqtt-topics",
     "MQTT topic scheme between props, roomctl and gmdesk", "project",
     "MQTT topics", "topic naming, QoS and heartbeats", """
- Topic scheme: `tallow/<room>/<prop>/<event>`; rooms are `cv`, `dl`, `sa`, `sz`.
@A10a@ - Heartbeat: each Pi publishes `tallow/<room>/heartbeat` every 5 s; gmdesk marks a room offline after 3 missed beats.
- QoS 1 for lock commands, QoS 0 for sensor chatter.
- Retained messages only on `…/state` topics.
""")

root("project_corporate-bookings.md", "corporate-bookings",
     "Team-building and corporate enquiries", "project",
     "Corporate bookings", "how team-building enquiries are handled", """
Corporate enquiries come in by email to bookings@ and Hazel quotes them by hand.

- Invoiced through Xero on 30-day terms.
- Up to 24 people at once, spread across the rooms, with a debrief in the lounge afterwards.
- Ben has been asked for a "corporate" booking type in tallowbook; not started.
""")

root("project_2026-roadmap.md", "roadmap-2026",
     "What is planned for the rest of the year and early next", "project",
     "Roadmap", "planned work for the coming months", """
- Online waiting list for sold-out Saturday slots (tallowbook).
- Camera lag in gmdesk (go2rtc tuning).
- A fifth room, "The Night Mail", pencilled in for spring 2027.
- Move tallow-sync onto the same Python as roomctl.
""")

root("project_accessibility.md", "accessibility",
     "Access notes per room for customers with mobility needs", "project",
     "Accessibility", "step-free access and alternatives per room", """
- Clockwork Vault and Seance at Ashgrove are step-free.
- Drowned Library has two steps down at the entrance; a ramp has been quoted.
- Station Zero has a crawl tunnel, with a bypass door the GM can open for anyone who can't crawl.
- Hearing loop at the front desk only.
""")

root("project_escape-crate.md", "escape-crate",
     "The portable puzzle-box game run at the market pop-up", "project",
     "Escape Crate", "the pop-up product at the market", """
Escape Crate is the portable puzzle-box game we run at the Harbourside Market pop-up. Separate from the venue: no tallowbook booking, pay on the day.

- 30-minute game, 2–4 players per crate.
- Three crates in rotation: "Smuggler's Ledger", "Lighthouse", "Bees".
- Flyers carry a discount code for the venue.
""")

root("reference_infrastructure.md", "infrastructure",
     "Back room: NUC services, network and backups", "reference",
     "Infrastructure", "NUC services, network and remote access", """
# Back-room infrastructure

## nuc-backroom
- Intel NUC 13 Pro, Ubuntu 24.04 LTS, Docker Compose stack in `/srv/stack`
@V1a@ - Mosquitto (MQTT broker): `nuc-backroom:1883`, LAN + tailnet only, no TLS
@A6a@ - Grafana: `http://nuc-backroom:3000` (Prometheus + node_exporter behind it)
- Uptime Kuma: `http://nuc-backroom:3001` — watches tallowbook, gmdesk and every room Pi
- Caddy on :443 terminates TLS for the `*.tallowmere.internal` names (internal CA)
@V2a@ - Backups: restic at 01:00 nightly → Backblaze B2
@NS10a@ - Never reboot nuc-backroom during opening hours without telling the duty GM first.

## Network
- UniFi Dream Machine SE; ISP is Zen, FTTP 900/110
@O10a@ - Staff Wi-Fi: SSID `tallow-staff`, VLAN 20
- Guest Wi-Fi: SSID `Tallowmere Guest`, VLAN 40
- Tailscale on the NUC, Ben's and Maya's laptops and Hazel's iPad
""")

root("reference_rooms.md", "rooms",
     "Rooms: lengths, group sizes and age rules", "reference",
     "Rooms", "the four rooms, their sizes and age rules", """
# The rooms

| Room | Length | Players | Setting |
|---|---|---|---|
| Clockwork Vault | 60 min | 2–6 | clockmaker's vault, 1890s |
@V8a@ | Drowned Library | 75 min | 2–8 | flooded Victorian reading room |
@A8a@ | Seance at Ashgrove | 60 min | 2–5 | haunted parlour, lights low |
@D1b@ | Station Zero | 90 min | 4–10 | derelict orbital station |

@N9a@ - Seance at Ashgrove is strictly 16+, no exceptions (jump scares, near-dark room).
- Drowned Library has real water on the floor (2 cm); wellies are provided in sizes 3–12.
- Station Zero is the only room with two GMs on comms during busy shifts.
""")

root("reference_pricing.md", "pricing",
     "Ticket prices, group discounts and who approves changes", "reference",
     "Pricing", "ticket prices and who approves changes", """
| Slot | Per player | Per player (5+ players) |
|---|---|---|
| Weekday (Wed–Thu) | £24 | £22 |
@V4a@ | Weekend (Fri–Sun) | £28 | £26 |

- Corporate / team-building: £35 per head, includes the debrief room.
- Private hire of the whole venue (evening): £900.
@A9a@ - Any price change needs Hazel's sign-off before it goes live on tallowbook.
""")

root("reference_email-sms.md", "email-sms",
     "Which services send the venue's emails and texts", "reference",
     "Email and SMS", "providers for outgoing mail and texts", """
@R2a@ - Transactional email (booking confirmations, receipts): Postmark, server `tallowbook-prod`
@S2a@ - SMS reminders: Twilio, alphanumeric sender ID `TALLOWMERE`
- Staff email: Google Workspace (hazel@, bookings@, ben@, maya@)
- The bookings@ inbox is shared between Hazel and the duty GM.
""")

root("reference_contacts-oncall.md", "contacts-oncall",
     "Who to contact for what, and escalation", "reference",
     "Contacts and on-call", "who owns what and where problems go", """
- Owner / manager: Hazel Okafor
- Developers: Ben Tarrant (tallowbook, gmdesk, roomctl, tallow-sync) and Maya Lindqvist (contract, mostly tallowbook)
- Props and building: Gideon "Gid" Marsh
@R5a@ - Bookkeeping / Xero: Lorna Fitch (freelance, Tuesdays)
@NS4a@ - Escalate prop faults to Gid, not to the on-call dev.
- The on-call dev rotates weekly between Ben and Maya; the on-call phone is the Pixel in the back-office drawer.
""")

root("reference_stripe.md", "stripe",
     "Stripe account setup, keys and payments in the venue", "reference",
     "Stripe", "online and in-venue payments", """
@O4a@ - Production uses live-mode keys (`sk_live_…`, stored as Fly secrets on `tallowbook`).
@R9a@ - In-venue card payments: Stripe Terminal (BBPOS WisePOS E at the front desk), same Stripe account
@NS3a@ - We don't store card numbers anywhere — Stripe holds them.
@NS9b@ - Cash is accepted at the front desk (the float is £100, counted at close).
- Stripe retries webhook deliveries for up to 3 days, so a short tallowbook outage doesn't lose bookings.
- Payouts land daily; tallow-sync picks them up for Xero.
""")

root("reference_props-hardware.md", "props-hardware",
     "Room controllers, props, locks and effects hardware", "reference",
     "Props hardware", "controllers, locks, effects and fault logging", """
# Props & room hardware

@S5a@ - Each room controller is a Raspberry Pi 4 Model B (4 GB) in a DIN-rail case in the tech cupboard.
- Props are ESP32 nodes (mostly ESP32-S3 DevKitC) flashed from `prop-firmware`.
@F5a@ - All maglocks are fail-safe: they release when power is cut.
- Each room has a 12 V / 10 A supply for locks and LED strips, and a separate 5 V rail for the ESP32s.
@O10b@ - Props network: wired VLAN 30 `tallow-props`, no internet access
@N7a@ - Haze: we never run the hazer in Station Zero — the smoke heads in that room are optical and it trips them.
@S4a@ - Log every prop fault on the Trello board "Maintenance", with the room as the label.
""")

root("reference_staff-rota.md", "staff-rota",
     "Who works when and how shifts are organised", "reference",
     "Staff rota", "GMs, shift leads and swaps", """
@A7a@ - Lead GM: Ines Duarte (trains new GMs, owns the hint scripts)
- GMs: Kofi Mensah, Ruth Pell, Sami Laine (Hazel covers)
@S9a@ - Shift swaps: post in the staff WhatsApp group and tag Hazel.
- Two GMs on every shift Friday to Sunday, one on Wednesday and Thursday.
""")

root("reference_opening-hours.md", "opening-hours",
     "When the venue is open and when games can start", "reference",
     "Opening hours", "venue opening days and last start times", """
@F8a@ - Open Wednesday–Sunday, 10:00–22:00; closed Mondays and Tuesdays.
- Last game starts at 20:30 (Station Zero: 20:00).
- The Chandler's Yard car park locks at 23:00.
""")

root("reference_cleaning.md", "cleaning",
     "Cleaning products and how to use them on props and rooms", "reference",
     "Cleaning", "which products go on which surfaces", """
@F10b@ - Handheld props: Milton spray (1:80), never alcohol wipes — alcohol lifts the paint on the Clockwork Vault dials.
- Floors: Zoflora 1:40 in the mop bucket, except the Drowned Library (dry mop only).
- Glass and mirrors: Windolene, neat.
- Wellies (Drowned Library): rinse and hang upside down at close.
""")

root("reference_dns-domains.md", "dns-domains",
     "Domains, DNS and redirects", "reference",
     "DNS and domains", "domains, records and redirects", """
- DNS for tallowmere.co.uk is on Cloudflare; the registrar is Gandi (auto-renews in October).
- `tallowmere.co.uk` → 301 to `book.tallowmere.co.uk` (Cloudflare redirect rule).
- `*.tallowmere.internal` only resolves on the LAN (UniFi local DNS).
- MX records point at Google Workspace.
""")


# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

F = fact
# --- labelled ---
F("2026-06-11", "10:42:13", "fact", "a3f1", 0.9, ["roomctl", "mqtt"],
  "@V1b@ roomctl on every room Pi connects to the Mosquitto broker on nuc-backroom port 8883 (TLS with per-room client certs).")
F("2026-09-08", "14:05:51", "fact", "5c0e", 0.88, ["tallowbook", "runtime"],
  "@V3b@ tallowbook runs Node 22 in production; the Dockerfile builds from node:22-alpine.")
F("2026-05-06", "17:20:02", "fact", "e81b", 0.86, ["rooms", "reset", "booking"],
  "@V5b@ Turnaround between groups is 20 minutes in all four rooms; the booking grid leaves a 20-min gap after every slot.")
F("2026-07-22", "11:33:40", "fact", "0d9a", 0.9, ["gmdesk", "nuc"],
  "@V7b@ gmdesk listens on port 3200 on nuc-backroom; Caddy proxies gm.tallowmere.internal to it.")
F("2026-04-09", "09:12:27", "fact", "77c2", 0.85, ["rooms", "drowned-library"],
  "@V8b@ The Drowned Library caps at 6 players — any more and the flooded floor gets too crowded.")
F("2026-10-14", "16:48:09", "fact", "b4e7", 0.9, ["tallowbook", "fly", "hosting"],
  "@V10b@ tallowbook's two Fly machines are sized at 1 GB of memory each (shared-cpu-1x).")
F("2026-03-18", "13:02:55", "fact", "2f6d", 0.87, ["tallowbook", "tooling"],
  "@R1b@ tallowbook uses plain npm; the lockfile checked into the repo is package-lock.json.")
F("2026-05-27", "10:15:31", "preference", "c9a0", 0.92, ["git", "workflow"],
  "@R4b@ Ben wants PRs merged with rebase-and-merge so the individual commits stay on main.")
F("2026-02-24", "15:41:18", "fact", "1e3b", 0.9, ["accounts", "xero"],
  "@R5b@ The books (Xero, VAT returns) are done by Ray Mbeki at Fenwick & Mbeki, not in-house.")
F("2026-08-12", "12:26:44", "fact", "8b51", 0.88, ["roomctl", "ci"],
  "@R7b@ roomctl's CI is Woodpecker running on the NUC; the pipeline lives in `.woodpecker.yml`.")
F("2026-06-03", "11:07:12", "fact", "f02c", 0.86, ["front-desk", "payments"],
  "@R9b@ Card payments at the front desk are taken on the SumUp Air reader.")
F("2026-04-21", "18:55:36", "fact", "4aa8", 0.83, ["hints", "gm"],
  "@N1b@ If a team asks for one, the GM can give a hint over the intercom.")
F("2026-03-03", "10:30:00", "preference", "d6e4", 0.84, ["players", "rules"],
  "@N3b@ Players may keep their phones in the room as long as they don't film the puzzles.")
F("2026-08-27", "19:12:48", "fact", "93bd", 0.85, ["git", "tallowbook"],
  "@N4b@ Ben pushes small fixes straight to main on tallowbook without opening a PR.")
F("2026-07-14", "16:02:21", "decision", "6f17", 0.9, ["tallowbook", "checkout"],
  "@N5a@ Decided to add an optional GM tip (£2 / £5 / £10) to the tallowbook checkout.")
F("2026-07-21", "09:44:05", "decision", "e2c9", 0.9, ["tallowbook", "checkout", "hazel"],
  "@N5b@ Hazel decided not to put tipping on the booking checkout — it feels pushy.")
F("2026-10-02", "13:19:57", "fact", "a71e", 0.87, ["station-zero", "effects"],
  "@N7b@ The Station Zero finale uses the hazer for the airlock venting effect.")
F("2026-06-17", "14:38:30", "decision", "3b8f", 0.9, ["tallowbook", "architecture"],
  "@N8b@ Don't use Next.js server actions in tallowbook — every mutation goes through an /api route handler so gmdesk can call it too.")
F("2026-09-29", "08:57:14", "fact", "0c4d", 0.86, ["tallow-sync", "xero"],
  "@N10b@ tallow-sync does not retry failed Xero pushes; they're written to `failed_pushes.csv` for the bookkeeper to fix by hand.")
F("2026-04-27", "17:03:49", "fact", "5e92", 0.95, ["tallowbook", "database", "migration"],
  "@S1b@ Migrated tallowbook's Postgres from Supabase to Neon (eu-west-2); the Supabase project is paused and will be deleted.")
F("2026-08-18", "10:21:37", "decision", "b0f6", 0.93, ["sms", "tallow-sync"],
  "@S2b@ Switched the reminder SMS from Twilio to MessageBird in August — roughly half the per-message cost.")
F("2026-02-16", "12:12:12", "fact", "7d3a", 0.94, ["website", "wix"],
  "@S3b@ The old Wix site was shut down on 14 Feb; tallowmere.co.uk now redirects to book.tallowmere.co.uk.")
F("2026-05-22", "16:30:25", "fact", "c45e", 0.93, ["hardware", "roomctl"],
  "@S5b@ All four room controllers were swapped from Pi 4s to Raspberry Pi 5 (8 GB) in May.")
F("2026-07-06", "09:05:58", "fact", "1a7c", 0.92, ["staff", "chat"],
  "@S9b@ Staff chat moved from WhatsApp to Slack in July; the WhatsApp group is read-only now.")
F("2026-09-15", "15:50:03", "fact", "e7b4", 0.9, ["gmdesk", "tooling"],
  "@S10b@ gmdesk moved off Yarn classic to pnpm in September (the lockfile is pnpm-lock.yaml).")
F("2026-03-11", "11:48:40", "fact", "28d9", 0.88, ["booking", "refunds"],
  "@F1b@ Late cancellations (under 48 hours) get a voucher for the full amount instead of a refund.")
F("2026-06-25", "13:36:17", "fact", "9c02", 0.89, ["clockwork-vault", "locks"],
  "@F5b@ The Clockwork Vault has three 12 V maglocks (vault door, safe, clock case), all fail-safe.")
F("2026-04-09", "15:27:08", "fact", "4d6b", 0.87, ["station-zero", "booking"],
  "@F6b@ Station Zero needs at least 4 players — the airlock puzzle needs two people on each side.")
F("2026-05-13", "10:09:22", "fact", "f5a1", 0.86, ["tallowbook", "ci"],
  "@F7b@ tallowbook PRs also need the Playwright e2e job green before they can merge.")
F("2026-05-01", "09:00:46", "fact", "0b7e", 0.88, ["hours"],
  "@F8b@ On bank-holiday Mondays we open 12:00–20:00 as a one-off.")
F("2026-08-05", "17:14:33", "fact", "62cf", 0.87, ["sentry", "alerts", "tallowbook"],
  "@F9b@ Fatal-level tallowbook Sentry events also page Ben by SMS; everything below fatal is Slack-only.")
F("2026-04-18", "12:40:10", "fact", "d1e8", 0.9, ["popup", "harbourside", "hours"],
  "@O1b@ The Harbourside Market pop-up (Escape Crate) runs Saturdays 09:00–15:00, April to October.")
F("2026-06-08", "14:22:51", "fact", "85b3", 0.88, ["marketing", "email"],
  "@O2b@ The monthly newsletter goes out through Mailchimp (audience \"Tallowmere players\").")
F("2026-03-25", "16:11:29", "preference", "3e0a", 0.9, ["stripe", "dev"],
  "@O4b@ Local dev and staging run Stripe in test mode; a live key must never go in `.env.local`.")
F("2026-05-12", "13:57:04", "fact", "a9d5", 0.86, ["tallowbook", "rate-limit"],
  "@O5b@ `/api/bookings` (POST) is limited to 5 requests per minute per IP.")
F("2026-03-20", "10:48:39", "fact", "7f40", 0.92, ["tallowbook", "hosting"],
  "@O6b@ tallowbook is hosted on Fly.io in the lhr region.")
F("2026-04-30", "09:31:16", "fact", "c2b9", 0.88, ["staff", "rota"],
  "@O7a@ Ines leads the Saturday shift.")
F("2026-04-30", "09:33:02", "fact", "56ad", 0.88, ["staff", "rota"],
  "@O7b@ Kofi leads the Sunday shift.")
F("2026-02-26", "11:19:45", "fact", "e4f3", 0.87, ["roomctl", "tooling"],
  "@O8b@ roomctl's dependencies are managed with uv (`uv sync --frozen` on each Pi).")
F("2026-02-12", "17:45:20", "fact", "19ac", 0.86, ["clockwork-vault", "ages"],
  "@O9a@ Clockwork Vault is family-friendly: kids from 8 can play if there's an adult in the team.")
F("2026-03-09", "14:14:14", "fact", "b7d0", 0.9, ["station-zero", "history"],
  "@D1a@ During the January–February soft launch, Station Zero was run as a 75-minute game.")
F("2026-09-02", "10:02:33", "fact", "08f5", 0.88, ["hours", "summer"],
  "@D4b@ Over the 2026 summer holidays (20 Jul–31 Aug) we opened seven days a week.")
F("2026-06-01", "12:51:07", "fact", "ad3c", 0.86, ["roomctl", "os"],
  "@D5a@ Until May, the room Pis ran Raspberry Pi OS Bullseye.")
F("2026-05-04", "15:08:52", "fact", "6b2e", 0.87, ["hints", "history", "gmdesk"],
  "@D6b@ From January to April, GMs sent hints by typing into a shared Google Sheet that the room screens polled.")
F("2026-08-25", "11:26:18", "fact", "f9c7", 0.88, ["roomctl", "python"],
  "@D8a@ roomctl ran on Python 3.11 until the August upgrade.")
F("2026-03-27", "18:03:41", "fact", "2c8b", 0.91, ["safety", "locks"],
  "@A2b@ The green emergency button by each room door cuts power to that room's maglocks.")
F("2026-07-29", "14:47:25", "fact", "d4a0", 0.86, ["gmdesk", "hints"],
  "@A4b@ gmdesk rejects hint images larger than 2048 KB.")
F("2026-04-14", "10:36:58", "fact", "91e6", 0.87, ["nuc", "grafana"],
  "@A6b@ Grafana on the NUC is reachable on port 3000 (the admin login is in 1Password).")
F("2026-06-29", "16:16:16", "fact", "3f5d", 0.85, ["roomctl", "mqtt"],
  "@A10b@ roomctl's heartbeat interval is 5000 ms.")
F("2026-10-20", "13:40:29", "preference", "7a1b", 0.9, ["refunds", "hazel"],
  "@NS1a@ Never issue a refund over £100 without Hazel's OK.")
F("2026-03-13", "09:58:03", "fact", "c0e5", 0.87, ["tallowbook", "payments"],
  "@NS3b@ tallowbook stores the card brand and last four digits on each booking so receipts can show them.")
F("2026-05-16", "12:03:37", "preference", "4f8c", 0.88, ["booking", "reset"],
  "@NS5a@ We never book the same room back-to-back without the reset gap in between.")
F("2026-02-03", "16:24:50", "fact", "8e1d", 0.85, ["players", "rules"],
  "@NS6b@ Players can bring water bottles into the rooms.")
F("2026-07-08", "10:44:11", "fact", "b93a", 0.86, ["roomctl", "troubleshooting"],
  "@NS7b@ Power-cycling the room Pi clears most stuck props; it's back in about 40 s.")
F("2026-11-06", "15:29:44", "decision", "2d7f", 0.9, ["vouchers", "cash"],
  "@NS9a@ We don't accept cash for gift vouchers over £200.")
F("2026-09-22", "08:12:09", "fact", "e5c1", 0.87, ["nuc", "updates"],
  "@NS10b@ unattended-upgrades reboots nuc-backroom at 04:00 when a kernel update needs it.")

# --- unlabelled distractors ---
F("2026-01-14", "11:05:33", "fact", "61fa", 0.84, ["prop-firmware", "ci"],
  "prop-firmware is built with PlatformIO in GitHub Actions on the hosted ubuntu-latest runners.")
F("2026-04-18", "12:44:58", "fact", "0e27", 0.86, ["popup", "pricing"],
  "An Escape Crate at the Harbourside pop-up costs £10 and takes up to 4 players.")
F("2026-05-09", "13:13:31", "fact", "bb48", 0.84, ["monitoring"],
  "Uptime Kuma checks book.tallowmere.co.uk every 60 seconds and alerts after 3 failures in a row.")
F("2026-02-07", "09:20:19", "fact", "73c6", 0.82, ["seance", "props"],
  "The Seance LED candles run on AA batteries; Ruth swaps them every Friday before opening.")
F("2026-06-14", "17:37:02", "fact", "a05b", 0.85, ["gmdesk", "nuc"],
  "gmdesk's container has a 256 MB memory limit in the compose file.")
F("2026-03-05", "14:51:47", "fact", "5d19", 0.84, ["drowned-library", "props"],
  "The Drowned Library water pump sits on a smart plug (`plug-dl-pump`) so GMs can kill it from gmdesk.")
F("2026-01-28", "10:10:10", "fact", "ce03", 0.9, ["staff", "dev"],
  "Maya Lindqvist is a contract developer, two days a week, mostly on tallowbook.")
F("2026-04-25", "11:58:26", "fact", "17e4", 0.85, ["popup", "payments"],
  "At the Harbourside pop-up Hazel takes card payments on her phone with Stripe Tap to Pay.")
F("2026-06-11", "10:47:55", "fact", "f8d2", 0.83, ["mqtt", "gmdesk"],
  "Mosquitto's websocket listener, used by the gmdesk browser panels, is on port 9001.")
F("2026-07-02", "15:02:40", "fact", "2ab6", 0.84, ["roomctl", "mqtt"],
  "roomctl retries the MQTT connection up to 10 times before systemd restarts the service.")
F("2026-05-30", "12:30:30", "preference", "94e0", 0.82, ["staff", "rota"],
  "Ruth Pell prefers Drowned Library shifts; avoid putting her on Station Zero resets.")
F("2026-10-09", "16:55:12", "decision", "6c3d", 0.9, ["station-zero", "sound"],
  "Decided to cap the Station Zero soundtrack at 70 dB after a noise complaint from the flat upstairs.")
F("2026-01-22", "08:45:00", "fact", "d8b7", 0.86, ["safety", "building"],
  "The fire alarm test is every Wednesday at 09:30, before opening.")
F("2026-09-10", "13:21:06", "fact", "30a9", 0.84, ["staff", "training"],
  "Sami Laine is learning the Station Zero reset and shadows Ines on Saturdays.")
F("2026-02-19", "10:26:34", "fact", "8f6e", 0.85, ["building", "cleaning"],
  "The cleaners (BrightSpace) come on Tuesdays, 08:00–10:00, while the venue is closed.")
F("2026-11-12", "14:09:57", "decision", "b1c8", 0.9, ["clockwork-vault", "seasonal"],
  "Decided to run a Christmas \"Krampus\" overlay in Clockwork Vault from 4 to 23 December.")
F("2026-10-27", "11:11:48", "fact", "47dd", 0.83, ["reviews", "marketing"],
  "Google reviews average 4.8 across 612 reviews; Station Zero gets the most mentions.")
F("2026-08-20", "09:39:21", "preference", "e06a", 0.86, ["hazel", "reporting"],
  "Hazel wants the weekly numbers email in her inbox before 09:00 on Mondays.")


# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

note("booking-faq", "Booking FAQ (customer questions)", "2026-02-10", ["faq", "front-desk", "bookings"], """
# Booking FAQ

Answers the front desk and the chat widget give. Keep in step with the /faq page on tallowbook.

### When are you open?
@A1b@ We're open Wednesday to Sunday, 10am till 10pm.

### How much does it cost?
@V4b@ - Weekend games (Fri–Sun) are £30 a head; weekdays are £24.
- Groups of 5 or more get £2 off per player.

### How many people do we need?
@F6a@ - Most rooms can be booked from 2 players.
- The biggest group is Station Zero, up to 10.

### Can kids play?
@N9b@ Under-16s can play Seance at Ashgrove as long as a parent or guardian plays with them.
- In the other rooms, under-12s need an adult in the team.

### Where do we park?
- Chandler's Yard car park, round the back. Free after 18:00.
""")

note("front-desk-guide", "Front desk guide", "2026-01-20", ["front-desk", "vouchers", "onboarding"], """
# Front desk guide

For whoever is on the desk. Hazel updates this when something changes.

## Vouchers
@S3a@ - Gift vouchers: customers buy them on the Wix store (tallowmere.wixsite.com/shop) and get a PDF by email.
@V9b@ A gift voucher can be redeemed against any room and stays valid for 6 months after
purchase, so remind people to book early.

## Walk-ins
@N6b@ - Walk-ins are welcome when a room is free — book them in on the admin screen so the slot is blocked.

## Arrivals
- Check the group name against today's list on the desk tablet.
- Point them at the toilets and lockers; the GM collects them for the briefing.
""")

note("booking-pipeline", "How a booking flows through the systems", "2026-03-30", ["tallowbook", "architecture", "bookings"], """
# Booking pipeline

1. Customer picks a room and a slot on book.tallowmere.co.uk; tallowbook puts a 10-minute hold on the slot.
2. Stripe Checkout takes the payment; the `checkout.session.completed` webhook confirms the booking.
3. Messages:
@R2b@ - Confirmation and receipt emails are sent through SendGrid (dynamic template `d-booking-confirm`).
@V6b@ - tallow-sync texts the lead booker 48 hours ahead of the game.
4. gmdesk pulls the day's bookings at 09:00 so the GMs see team names.

Abandoned holds just expire; nothing is charged.
""")

note("nuc-runbook", "nuc-backroom runbook", "2026-04-14", ["nuc", "runbook", "ops"], """
# nuc-backroom runbook

## What runs where
@R3b@ - roomctl exceptions are reported to the self-hosted GlitchTip at http://nuc-backroom:8000.
@A3b@ - tallow-sync kicks off at half past two every night; its log is `/var/log/tallow-sync.log`.
- Uptime Kuma pings each room Pi every 30 s.

## Restarting things
```bash
cd /srv/stack
docker compose restart mosquitto
docker compose logs -f gmdesk --tail 100
```
- Restarting Mosquitto drops every prop connection for ~5 s; roomctl reconnects on its own.
- If the disk fills, it's nearly always Loki — prune before anything else.

## Questions people ask
**Can I reboot the NUC?** Read the infrastructure note first; it's the one box everything hangs off.
""")

note("gmdesk-notes", "gmdesk notes", "2026-06-22", ["gmdesk", "dev"], """
# gmdesk notes

@R6b@ gmdesk keeps game sessions and hint history in the Postgres 16 container on the NUC
(database `gmdesk`, user `gmdesk`), so Grafana can chart solve times.

- Camera tiles come from go2rtc (RTSP in, WebRTC out).
- Game clocks are rendered client-side from the start time roomctl reports.
- Hint text supports simple markdown (bold, italics) — the room screens render it.
""")

note("dev-setup", "Dev setup", "2026-02-20", ["dev", "setup", "onboarding"], """
# Dev setup (Ben's laptop, also for Maya)

@R8b@ - Editor: Neovim (LazyVim config in ~/dotfiles); Ben doesn't use VS Code.
- Maya uses WebStorm; `.editorconfig` keeps both happy.
@S10a@ - gmdesk: Yarn 1 classic — `yarn install && yarn dev`, dev server on :5173
- tallowbook: copy `.env.example` to `.env.local`; dev server on localhost:3000.
- roomctl: see below, needs a local broker.

```bash
docker run -d --name mqtt-dev -p 1883:1883 eclipse-mosquitto:2
cd roomctl && uv sync && uv run pytest -q
```

- `prisma migrate reset` only ever against your local database.
""")

note("tallowbook-architecture", "tallowbook architecture notes", "2026-05-12", ["tallowbook", "architecture"], """
# tallowbook architecture

## Request path
Cloudflare → Fly proxy → Next.js (App Router). Prisma talks to Postgres over the pooled connection string.

## Background work
@R10b@ Background work (confirmation emails, hold expiry, the 3-day reminder email) runs as
Inngest functions — there's no Redis queue in tallowbook.

## Limits
@O5a@ - Rate limit on `/api/availability`: 60 requests/min per IP (in-memory, per machine)
- Slot grid is cached for 30 s at the edge.

## Auth
@A5a@ - Admin sessions expire after 7 days (NextAuth, JWT strategy).
""")

note("deploy-checklist", "Deploy checklist (tallowbook)", "2026-06-02", ["tallowbook", "deploy", "checklist"], """
# Deploy checklist — tallowbook

@S6b@ The Heroku staging app was shut down in May; staging is now the Fly app `tallowbook-staging`.

- CI green on main.
@F3b@ - Use `fly deploy --strategy bluegreen` for tallowbook so in-flight checkouts aren't dropped.
@N2b@ - Never run migrations by hand — the `release_command` in fly.toml runs `prisma migrate deploy` on every deploy.
- After deploy: make a £0 test booking with the staff voucher and cancel it.

```toml
[deploy]
  release_command = "./node_modules/.bin/prisma migrate deploy"
  strategy = "bluegreen"
```
""")

note("gm-handbook", "GM handbook", "2026-01-12", ["gm", "handbook", "onboarding"], """
# GM handbook

## Before the game
@S7a@ - Before the briefing, every player signs the paper waiver at the front desk.
@N3a@ - Phones go in the lockers before the briefing; no phones in the rooms.
- The briefing takes 5 minutes: safety, the exit button, how hints work.

## During the game
@F2a@ - Three free hints per team; each extra hint adds a 2-minute penalty to the final time.
@NS6a@ - No food or drink in the rooms, except water in a closed bottle.
@A2a@ - Every room has a green EXIT button next to the door that drops all the magnets.

## After the game
- Photo in front of the room sign, then the debrief.
""")

note("tools-we-use", "Tools we use", "2026-08-03", ["tools", "ops"], """
# Tools we use

## Task tracking
@S4b@ Trello is deprecated since June — tasks and the prop maintenance log now live in Linear (team `OPS`).

## Automation
@S8b@ - Node-RED on the NUC was retired in July; all prop logic now lives in roomctl.

## Passwords
- 1Password Business, vaults "Tech", "Front desk", "Finance".

## Docs
- Google Drive for rota spreadsheets and the GM hint scripts.
""")

note("station-zero-notes", "Station Zero notes", "2026-02-05", ["station-zero", "props"], """
# Station Zero

@S8a@ The airlock puzzle logic runs as a Node-RED flow on the NUC (tab "SZ airlock"); the
ESP32s only report sensor states and drive the doors.

@NS2a@ - Never open the airlock from gmdesk while someone is standing inside it — the inner door can trap a hand.
- The crawl tunnel has a bypass door for anyone who can't crawl.
- Reset: the oxygen canisters go back in the rack, label outwards.
""")

note("cleaning-sop", "Cleaning SOP", "2026-03-04", ["cleaning", "gm"], """
# Cleaning between groups

@F10a@ - Wipe every handheld prop between groups.
- Vacuum the Station Zero floor mats at close.
- Empty the Drowned Library drip trays once a day.
- Bins: lounge and front desk at close.
""")

note("seance-notes", "Seance at Ashgrove notes", "2026-04-02", ["seance", "props", "effects"], """
# Seance at Ashgrove

@A8b@ Seance at Ashgrove takes two to five players; four is the sweet spot.

## Effects
@D7b@ - Fog machine: 10-second bursts, no more than one every 5 minutes.
@O3b@ - Fog fluid: mix the concentrate 1:4 with distilled water.
- The planchette is on a hidden magnet track — don't let players lift the table.
""")

note("tallowbook-history", "tallowbook history", "2026-06-30", ["tallowbook", "history"], """
# How tallowbook got here

@D2b@ Until the March move, tallowbook was hosted on Vercel (hobby plan) with its cron jobs on
Vercel Cron; the move was about long-running webhooks.

- January: first version, booking only, no admin panel.
- February: admin panel and refunds.
- Summer: the slot grid rewrite.
""")

note("clockwork-vault-refit", "Clockwork Vault refit (June)", "2026-06-20", ["clockwork-vault", "refit"], """
# Clockwork Vault refit

@D3a@ - Before the June refit, the Clockwork Vault safe had a 4-digit keypad.
- New brass clock face, new pendulum sensor (hall effect instead of a reed switch).
- Room closed 8–12 June for the work.
""")

note("reset-checklists", "Reset checklists", "2026-07-01", ["reset", "gm"], """
# Reset checklists

@D3b@ - Clockwork Vault: set the safe back to 000000 — it takes a 6-digit code now.
- Drowned Library: books back on shelf C in order, pump on, check the floor level.
- Seance at Ashgrove: candles on, planchette to the start mark, mirror screen to "idle".
- Station Zero: canisters in the rack, airlock to "sealed", reset the crawl tunnel sensor.
""")

note("incident-2026-03-fog", "Incident: fog alarm in Seance (March)", "2026-03-15", ["incident", "seance", "safety"], """
# Incident — fog set off the detector (14 March)

- A group's game was stopped at minute 38; everyone was out within two minutes.
@D7a@ - At the time, the Seance fog machine was set to 30-second bursts every 2 minutes.
- The fire service was not called; the alarm panel was reset by Hazel.

## Follow-ups
- Shorter bursts and a longer gap (see the Seance notes).
""")

note("staff-history", "Staff history", "2026-09-05", ["staff", "history"], """
# Staff over the year

@D9b@ - Until Kofi started in April, Ines ran the Sunday shifts as well as Saturdays.
- Ruth joined in February; Sami in August.
- Gid went from freelance to part-time staff in March.
""")

note("halloween-2026", "Halloween week 2026", "2026-11-03", ["seasonal", "seance"], """
# Halloween week 2026 — recap

@D10a@ - For Halloween week (26 Oct–1 Nov) Seance at Ashgrove ran 45-minute "express" games at £15 a head.
- 41 express games, 96% occupancy.
- Hazel wants to repeat it next year.
""")

note("welcome-new-staff", "Welcome to Tallowmere (new staff)", "2026-03-29", ["onboarding", "staff"], """
# Welcome!

@A7b@ Ines is our head game master — ask her before you change anything in a puzzle.

- Your first two weeks are shadow shifts.
- Keys: the front door and the tech cupboard key are on the red fob.
""")

note("admin-panel-howto", "tallowbook admin: how-to", "2026-05-18", ["tallowbook", "admin", "front-desk"], """
# tallowbook admin panel

@NS1b@ - GMs can issue refunds from the tallowbook admin panel (Booking → Refund).
@A5b@ - Staff have to log in to the admin again after a week.
- Moving a booking: Booking → Reschedule; the customer gets an email automatically.
""")

note("oncall-notes", "On-call notes", "2026-07-15", ["on-call", "ops"], """
# On-call

@NS4b@ The on-call dev covers tallowbook and gmdesk outages, evenings and weekends
included, and hands anything with a physical cause over to Gid.

- Uptime Kuma alerts go to the on-call phone.
- Write a line in the incident log for anything that stopped a game.
""")

note("social-media", "Social media", "2026-04-07", ["marketing", "social"], """
# Social

@NS8b@ - Team photos go up on Instagram the same evening (tag the team name).
- Three posts a week; Sunday is a behind-the-scenes reel.
- Reply to DMs within a day.
""")

# --- unlabelled notes ---
note("escape-crate-popup", "Escape Crate pop-up: kit list", "2026-04-20", ["popup", "harbourside"], """
# Escape Crate kit list

- Gazebo, two trestle tables, three crates, float bag.
- Card payments on Hazel's phone.
- Whoever is free that Saturday runs it — never the venue's shift lead.
""")

note("camera-setup", "Cameras", "2026-03-02", ["cameras", "gmdesk", "nuc"], """
# Cameras

- Two cameras per room, four in Station Zero.
- go2rtc on the NUC, web UI on :1984, RTSP restream on :8554.
- We don't record anything; live view only (privacy notice at the front desk says so).
""")

note("accessibility-audit", "Accessibility audit (May)", "2026-05-20", ["accessibility"], """
# Accessibility audit

- Ramp for the Drowned Library entrance quoted at £1,400.
- Station Zero's bypass door works, but the GM has to remember to offer it.
- Large-print hint cards for Seance at Ashgrove (the screen is dim on purpose).
""")

note("station-zero-soundtrack", "Station Zero soundtrack", "2026-10-10", ["station-zero", "sound"], """
# Station Zero sound

- Ambient loop around 60 dB; the alarm cue peaks at the 70 dB cap.
- Plays from the room Pi through a USB DAC into the ceiling speakers.
- Volume is set in roomctl's room config, not on the amp.
""")

note("xero-mapping", "Xero account mapping", "2026-03-20", ["xero", "accounts", "tallow-sync"], """
# Xero mapping

| What | Account |
|---|---|
| Game sales | 200 |
| Voucher sales | 201 |
| Stripe fees | 404 |

- One bank transaction per Stripe payout; the payout ID goes in the reference.
""")

note("customer-complaints-2026", "Customer complaints 2026", "2026-09-30", ["customers", "complaints"], """
# Complaints log (summary)

- June: parking — the car park locked before a late group got back to their car.
- August: Station Zero too loud (led to the 70 dB cap).
- September: confirmation emails landing in Hotmail spam.
""")

note("ideas-backlog", "Ideas backlog", "2026-08-14", ["ideas", "backlog"], """
# Ideas

- Online waiting list for sold-out Saturday slots.
- Let GMs attach a photo to the game log.
- Welsh-language hint packs.
- Birthday add-on: cake in the lounge afterwards.
""")

note("puzzle-tuning", "Puzzle tuning numbers", "2026-07-10", ["puzzles", "hints", "stats"], """
# Escape rates and hints (Q2)

| Room | Escape rate | Avg hints |
|---|---|---|
| Clockwork Vault | 58% | 2.1 |
| Drowned Library | 41% | 2.7 |
| Seance at Ashgrove | 63% | 1.6 |
| Station Zero | 35% | 3.8 |

- The Drowned Library shelf puzzle is the one most teams ask about.
""")

note("prop-firmware", "prop-firmware notes", "2026-02-28", ["prop-firmware", "esp32"], """
# prop-firmware

- PlatformIO project, one env per prop type.
- OTA updates over the props VLAN; Gid flashes over USB-C when OTA fails.
- Each prop reports its firmware version on `tallow/<room>/<prop>/version`.
""")

note("marketing-plan", "Marketing plan 2026", "2026-01-30", ["marketing"], """
# Marketing 2026

- Google Ads budget £300/month, mostly "escape room near me".
- Monthly newsletter with a discount code for past players.
- Partnerships: two hotels on the harbour give guests a flyer.
""")

note("power-outage-drill", "Power outage drill", "2026-06-18", ["safety", "power"], """
# Power outage drill (June)

- Mains off at the board: emergency lighting came on in all rooms within a second.
- The NUC and the network rack stayed up on the UPS.
- Room Pis are not on the UPS; they rebooted on their own once mains came back.
""")

note("insurance-and-safety", "Insurance and safety", "2026-01-18", ["safety", "insurance"], """
# Insurance & safety

- Public liability cover: £5m.
- Fire risk assessment reviewed every January.
- Building occupancy limit: 60 people including staff.
""")

note("tailscale-access", "Tailscale access", "2026-02-22", ["tailscale", "access", "nuc"], """
# Remote access

- Ben and Maya have full access to the tailnet; Hazel's iPad only sees gmdesk and Grafana.
- Room Pis aren't on the tailnet — use the NUC as a jump host.
- Key expiry is disabled for the NUC only.
""")

note("caddy-config", "Caddy on the NUC", "2026-04-16", ["caddy", "nuc", "tls"], """
# Caddy

Caddy uses its internal CA for the `.internal` names; the root cert is installed on both control-room PCs and Hazel's iPad.

```caddy
grafana.tallowmere.internal {
    tls internal
    reverse_proxy grafana:3000
}
```
""")

note("google-reviews", "Replying to reviews", "2026-10-28", ["reviews", "marketing"], """
# Reviews

- Reply to every review within 48 hours, good or bad.
- Never mention a GM by name in a reply to a bad review.
- Hazel handles anything below three stars herself.
""")

note("team-building-packages", "Team-building packages", "2026-05-25", ["corporate", "sales"], """
# Packages

- **Package A:** one room each, then a 30-minute debrief with the scores on the big screen.
- **Package B:** two rooms back to back, pizza in the lounge (never in the rooms).
- Bookings for more than two rooms need Hazel to block the slots by hand.
""")

note("meeting-2026-10-planning", "Planning meeting (October)", "2026-10-06", ["meeting", "planning"], """
# Planning meeting, 6 Oct

- Christmas overlay for Clockwork Vault: agreed in principle.
- Price review moved to January.
- Ben to look at the camera lag in gmdesk.
- Gid needs a second pair of hands for the Drowned Library pump service.
""")

note("lost-property", "Lost property", "2026-03-08", ["front-desk"], """
# Lost property

- Kept for 30 days in the box under the front desk, then charity shop.
- Phones and wallets go in the safe, not the box.
""")

note("ups-battery", "UPS", "2026-06-19", ["power", "nuc"], """
# UPS

- APC SMT1500 in the rack; about 25 minutes for the NUC, switch and router.
- Self-test every two weeks; battery swapped in 2025.
""")

note("new-room-brief", "Fifth room brief (draft)", "2026-09-18", ["rooms", "ideas"], """
# "The Night Mail" (draft)

- Travelling post office carriage, 60 minutes, 2–6 players.
- Would need a fifth controller Pi and its own VLAN port in the tech cupboard.
- Target: spring 2027, depending on the lease on unit 3.
""")

note("faq-internal-tech", "Tech FAQ for GMs", "2026-05-05", ["faq", "gm", "tech"], """
# Tech FAQ for GMs

**Why does gmdesk show a room as offline?**
- It has missed its heartbeats. Check the PoE light on the room's switch port first.

**Can I restart Mosquitto mid-game?**
- Better not: every prop drops off for a few seconds.

**The room screen is black.**
- Switch the HDMI input back to 1; the cleaners sometimes knock the remote.
""")
