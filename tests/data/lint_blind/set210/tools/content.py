"""File bodies for the set210 store (tattoo studio collective).

A body line starting with ``@ID@ `` marks a labelled claim; build.py strips the marker.
Three layouts: ROOT (Claude Code auto-memory), FACTS (remnic), AUTO (free notes).
"""

ROOT = []   # dicts: file, name, description, type, title, hook, body, flat
FACTS = []  # dicts: date, time, category, confidence, tags, body
AUTO = []   # dicts: slug, title, created, tags, body


def root(file, name, description, type_, title, hook, body, flat=False):
    ROOT.append(dict(file=file, name=name, description=description, type=type_,
                     title=title, hook=hook, body=body.strip("\n") + "\n", flat=flat))


def fact(date, time, category, confidence, tags, body):
    FACTS.append(dict(date=date, time=time, category=category, confidence=confidence,
                      tags=tags, body=body.strip("\n") + "\n"))


def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags,
                     body=body.strip("\n") + "\n"))


# ---------------------------------------------------------------------------
# ROOT: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_rosa.md", "rosa-profile",
     "Rosa runs the collective day to day and signs off anything clients will see",
     "user", "Rosa (collective manager)", "who she is and how she likes to be kept in the loop", """
Rosa Quintero is the collective manager: she owns the budget, the three studio leads report to her, and she signs off anything clients will see.

- Not technical, but reads PR descriptions if they're short. Lead with what changes for the front desk.
- Prefers one summary email on Monday over lots of small pings.
- Signs the council licence paperwork for all three studios; Helen prepares it.
- Has final say on pricing and deposit amounts — don't change a price constant without her OK, even inside a "refactor".

**How to apply:** when a change touches money (deposits, commission, refunds) add a 3-line plain-English summary for Rosa to the PR.
""")

root("user_priya.md", "priya-profile",
     "Priya is the contract developer behind all four apps, two days a week",
     "user", "Priya (developer)", "working days, tools and review habits", """
Priya Nandakumar is the only human developer. Contract, Tue + Thu, sometimes a Saturday morning when something's on fire.

@R10a@ Priya works in Neovim (LazyVim) — don't add VS Code-specific settings files to the repos.
- Likes small PRs (<300 lines) with the migration in its own commit.
- Reads Python fastest; TypeScript in healbot is "fine", SvelteKit in guestdesk she'd rather not touch.
- Came over from an agency that used Bitbucket, hence the habit of writing `Closes CL-123` in commit messages.
- Time zone Europe/London like everyone else.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Git workflow per repo: branches, merge buttons, commit messages",
     "feedback", "Git workflow", "branch naming and which merge button each repo uses", """
Branches: `feat/…`, `fix/…`, `chore/…`, one topic per branch. Open a draft PR early.

## inkbook
@R6a@ - Merge PRs with **rebase and merge** so main stays linear; no merge commits.
- One approval (Priya) + green CI before merging.
- Migrations go in their own commit, named `migrate: <what>`.

**Why:** bisecting the Stripe reconciliation bug in May was miserable with merge bubbles everywhere.

## guestdesk
@N1a@ - Never squash: Kenji builds the release notes from the individual commits.
- Kenji reviews anything that touches the contract PDFs.

## healbot
- Conventional commits (`fix:`, `feat:`) — release-please reads them to cut versions.
- Tag format `healbot-vX.Y.Z`.

**How to apply:** check which repo you're in before clicking merge; GitHub has all three buttons enabled everywhere.
""", flat=True)

root("feedback_testing.md", "testing",
     "How tests are run for inkbook and the other apps, and what not to mock",
     "feedback", "Testing", "which database the tests hit and mocking rules", """
@N10a@ Run the inkbook test suite against real Postgres (the `db` service in compose / CI) — never SQLite;
JSONField lookups behave differently there and it hid a bug in the deposit ledger in March.

**Why:** the ledger bug only showed on prod data; SQLite happily returned the wrong rows.
**How to apply:** `docker compose up -d db` before `pytest`; don't add a sqlite fallback "for speed".

Stripe: use `stripe-mock` in CI, never the real test-mode key from a runner.
healbot: vitest with the SMS client stubbed at the provider boundary, not deeper.
sterilog: pytest against a temp SQLite file is fine — that's what it runs on in production anyway.
""")

root("feedback_migrations.md", "django-migrations",
     "Rules for inkbook migrations, especially on production",
     "feedback", "Migrations", "who applies prod migrations and how to write them", """
@N5a@ Never run `manage.py migrate` against production yourself; hand the command to Priya.

**Why:** in April a half-applied migration locked the bookings table for ~20 minutes on a Saturday and the front desks couldn't take deposits.
**How to apply:** put the exact command + expected duration in the PR description under "Prod steps".

- Keep data migrations separate from schema migrations.
- Anything that rewrites `bookings_booking` needs a lock timeout (`SET lock_timeout = '5s'`).
- Running `migrate` against your local DB or the CI database is obviously fine.
""")

root("feedback_agent_conduct.md", "agent-conduct",
     "What the agent may do on its own and what needs a human first",
     "feedback", "Agent conduct", "approvals needed for client-facing actions and prod", """
General rules Rosa and Priya agreed for the coding agent.

@F3b@ You can generate inkbook migrations locally (`makemigrations`) and commit them — applying them to prod stays with Priya.
@NS9a@ Don't email clients from the agent without Rosa approving the template first.
- Never touch Stripe live-mode settings (webhooks, payout schedule); test mode only.
- Reading prod logs over ssh is fine; restarting containers needs a heads-up in #dev.
- Don't open PRs against guestdesk without tagging Kenji.

**Why:** a test email full of lorem ipsum went to 40 real clients in February.
""")

root("feedback_booking_rules.md", "booking-rules",
     "Front-desk booking rules the software has to respect",
     "feedback", "Booking rules", "ID checks, age limit, consent forms, holds", """
@N4a@ Always check photo ID at the appointment, even for returning clients — no exceptions.
**Why:** the council inspectors asked about it in 2026 and it's a licence condition.
**How to apply:** the checkout flow in inkbook must not let the desk skip the "ID seen" tick box.

- Minimum age is 18. No parental-consent workaround, ever.
- Consent form is signed on the tablet in inkbook before the stencil goes on.
- Cover-ups and reworks need a photo of the existing tattoo attached to the booking.
- Holds on a slot are released automatically if the deposit isn't paid (see inkbook settings).
""")

root("feedback_customer_messages.md", "client-messaging",
     "Tone and timing rules for texts and emails to clients",
     "feedback", "Client messaging", "quiet hours, tone, which numbers to use", """
@N7a@ Don't send aftercare SMS outside 09:00–20:00 local; queue them for the morning.
**Why:** a 23:40 "how's your healing going?" text in January got a complaint (and a 1-star review).

@NS5a@ Artists must not text clients from their personal numbers — everything goes via healbot or the studio phone.

Tone: warm, short, no emojis except the one ✨ in the day-14 message (Rosa likes it). Sign off with the studio name, not "Copperline Team".
Marketing emails (flash days, guest spots) go out at most twice a month, and only to clients who ticked the box.
""")

root("feedback_deploys.md", "deploy-rules",
     "When and how to deploy the apps without hurting the front desks",
     "feedback", "Deploy rules", "timing rules and rollback expectations", """
@NS1a@ Never deploy inkbook during studio hours without a rollback plan written into the PR
description and Priya online to watch the error tracker.

**Why:** a broken Stripe Checkout redirect in March cost a Saturday of deposits at Quayside.
**How to apply:** add a "Rollback" section (usually "redeploy previous tag with `make deploy TAG=…`").

- No deploys of anything after 15:00 on a Friday.
- healbot can go out any time; a restart only delays queued texts.
- sterilog updates are flashed per Pi by hand, one studio at a time, never all three on the same day.
""")

root("feedback_deposit_handling.md", "deposit-handling",
     "Code rules around money in inkbook",
     "feedback", "Deposit handling (code)", "card data, amounts in pence, idempotency keys", """
@NS7a@ inkbook must never store raw card numbers or CVCs — only Stripe PaymentMethod ids.
- Amounts are integers in pence everywhere (`amount_pence`), never floats or Decimal pounds.
- Every Stripe call that moves money passes an idempotency key (`booking:<id>:deposit`).
- Refunds go through `ledger.refund()` so the ledger row and the Stripe refund stay paired.

**Why:** the April ledger drift came from a refund done by hand in the Stripe dashboard.
**How to apply:** if a task needs a refund path, call the ledger helper; never `stripe.Refund.create` directly.
""")

root("feedback_on_call.md", "on-call",
     "Who gets called: incidents, disputes, weekend cover",
     "feedback", "On-call", "who to contact for which kind of incident", """
@R5a@ Weekend incidents for inkbook go to Priya first — she holds the on-call phone Sat/Sun.
Hygiene incidents (needlestick, failed autoclave cycle) go to Helen, whatever the day.
healbot problems can wait until Monday unless clients are getting duplicate texts.

**Why:** Rosa doesn't want studio leads debugging software at the weekend.
**How to apply:** when writing alert routing, send inkbook alerts to the number stored in 1Password as "On-call phone".
""", flat=True)

root("feedback_code_style.md", "code-style",
     "Formatting and style conventions per language and repo",
     "feedback", "Code style", "formatters and small style preferences", """
- Python (inkbook, sterilog): ruff format + ruff check, line length 100.
- TypeScript (healbot): Biome, no default exports.
- Svelte (guestdesk): prettier with the svelte plugin, tabs (Kenji's call).
- No `print` debugging left in commits; use `structlog` in inkbook.
- Type hints on all new Python functions; `mypy --strict` only on `inkbook/ledger/`.

**Why:** Priya sometimes reviews on her phone on the bus; consistent formatting helps.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "What a good PR looks like for Priya and Kenji",
     "feedback", "PR reviews", "size, description sections, screenshots", """
- PR description sections: What / Why / Prod steps / Rollback.
- Screenshots for anything the front desk sees (inkbook desk view especially).
- Keep PRs under ~300 changed lines; split refactors from behaviour changes.
- Kenji reviews guestdesk PRs within a week; don't ping him on Saturdays, he's tattooing.
- Priya reviews inkbook, healbot and sterilog on Tuesdays and Thursdays.
""")

root("feedback_secrets.md", "secrets-handling",
     "Where secrets live and what must never be committed",
     "feedback", "Secrets", "1Password vault, env files, key rotation", """
All secrets live in the 1Password vault "Copperline Dev"; the `.env` files on cl-app-01 are generated from it with `op inject`.

- Never commit `.env`, not even a `.env.example` with real-looking values.
- Stripe live keys only exist on cl-app-01; local dev uses test mode.
- Rotate the Bird API key if anyone leaves the dev group.
- The sterilog Pis each have their own per-studio token (`STERILOG_SYNC_TOKEN`).

```env
# example shape only
STRIPE_SECRET_KEY=sk_test_xxx
DATABASE_URL=postgres://inkbook:xxx@127.0.0.1:5432/inkbook
```
""")

root("project_inkbook_overview.md", "inkbook-overview",
     "Overview of inkbook, the booking and deposit app used by all three studios",
     "project", "inkbook overview", "stack, delivery and domain quirks", """
# inkbook

Booking + deposit app for all three studios; the front desks live in it all day. Repo `copperline/inkbook` on GitHub.

## Stack
- Django 5.1 on Python 3.12, server-rendered templates + htmx, a bit of Alpine
@V4a@ - DB: PostgreSQL 16 (docker image `postgres:16-alpine`), one database `inkbook`
@R8a@ - Background jobs: Celery 5 with Redis as the broker (reminder emails, nightly Stripe reconciliation)
- Deps managed with uv (`uv.lock`)
- Payments: Stripe Checkout for deposits, Stripe Terminal for balances at the desk
- Errors: see the observability notes

## Delivery
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs ruff, pytest, then builds and pushes the image to GHCR
- Deploy: `make deploy` → ssh to cl-app-01, `docker compose pull && docker compose up -d`
- Staging: none. Test in a local compose stack with Stripe test mode.

## Domain
- One calendar per studio: `QS` (Quayside), `NG` (Northgate), `AL` (Ashford Lane)
- A booking belongs to one artist and one studio; guest artists get a temporary artist record
- `Booking.status`: `held → deposit_paid → checked_in → completed` (or `cancelled` / `no_show`)
- Client profile stores the ID-seen date, consent versions and allergy notes (latex, plasters)
""")

root("project_healbot_overview.md", "healbot-overview",
     "Overview of healbot, the aftercare text service",
     "project", "healbot overview", "stack, storage, sending and retries", """
# healbot

Sends the aftercare texts after a session. inkbook calls it with a webhook at checkout; healbot schedules the messages.

- Node 20 + TypeScript, Fastify 4
@O1b@ - HTTP: Fastify on port 3100 (`PORT=3100`), reached only from inkbook over localhost
@S9b@ - Storage: SQLite at `/srv/healbot/data/healbot.db` (WAL mode)
- Queue: BullMQ on the shared Redis, db 2
@D9b@ - SMS provider: Bird (ex-MessageBird), sending from the ported UK long number
@V6a@ - Failed SMS sends are retried up to 3 times with exponential backoff (BullMQ `attempts` + backoff).
@R2a@ - Errors go to GlitchTip (self-hosted on cl-ops-01)
@D4b@ - CI: GitHub Actions (lint, tsc, vitest) on every push
- Message templates live in `templates/*.md`, one per schedule step

Opt-out: replying STOP sets `client.sms_opt_out`; healbot checks it before every send.
""")

root("project_guestdesk_overview.md", "guestdesk-overview",
     "Overview of guestdesk, the guest artist portal Kenji built",
     "project", "guestdesk overview", "what it does, stack, who maintains it", """
# guestdesk

Guest artist portal: applications, portfolio review, contracts, settlement sheets. Kenji built most of it; Priya helps with the DB side.

- SvelteKit 2 + TypeScript
- DB/auth: Supabase (Postgres 15 under the hood), row-level security on every table
@R7a@ - Hosting: Vercel (Pro team `copperline`), preview deploy for every PR
- Contracts: PDF generated server-side, e-signed via Documenso (cloud plan)
- Portfolio uploads go to Supabase Storage, bucket `portfolios`
- Settlement sheet = guest's takings minus house commission minus house inks at cost
""")

root("project_sterilog_overview.md", "sterilog-overview",
     "Overview of sterilog, the autoclave and hygiene log running on a Pi in each studio",
     "project", "sterilog overview", "hardware, what gets logged, how it syncs", """
# sterilog

Hygiene log for the licence: autoclave cycles, spore tests, ink batch numbers, cleaning rota sign-offs.

- FastAPI + SQLite on a Raspberry Pi 4 in each studio (`sl-qs`, `sl-ng`, `sl-al`), kiosk browser on a 10" touchscreen
- Port 8085 on each Pi, tailnet only
- Autoclave cycle data is typed in by staff (the machines have no network port); Priya wants to try a USB logger on the Quayside unit
- Nightly sync pushes the day's rows to the `sterilog` schema on cl-app-01
@S7a@ - Paper autoclave log books are no longer kept at any studio — SteriLog is the record the council inspects.
- Export for inspectors: `/export?from=…&to=…` gives one PDF per studio
""")

root("project_infra.md", "infrastructure",
     "Servers, DNS, networking and where each app is hosted",
     "project", "Infrastructure", "servers, hosting history, networking", """
## Servers
- `cl-app-01`: Hetzner CX32 (Falkenstein), Ubuntu 24.04, Docker Compose — inkbook, healbot, Postgres, Redis, Caddy
- `cl-ops-01`: Hetzner CX22 — GlitchTip, Uptime Kuma
- Three Raspberry Pis (sterilog), one per studio, on Tailscale

## History
@S6a@ - inkbook and healbot were migrated from Render to Hetzner (`cl-app-01`) in February 2026.
@D10a@ - Until the March 2026 move to GitHub, inkbook lived on Bitbucket and PRs were merged with plain merge commits.
- guestdesk was never on our servers.

## Network / DNS
- DNS at Cloudflare (zone `copperlinetattoo.co.uk`); `book.` is proxied, `guests.` is a CNAME to the guestdesk host
- SSH only over Tailscale; public port 22 closed since January
- Caddy handles TLS for `book.copperlinetattoo.co.uk`
""")

root("project_studios.md", "studios",
     "The three studios with their hours, chairs, leads and quirks",
     "project", "Studios", "per-studio hours, leads and quirks", """
Three studios share inkbook, healbot and the guest programme. Hours below are what inkbook's calendars are set to.

## Quayside
@V7a@ - Hours: Tue–Sat, 11:00–19:00 (last walk-in 17:30)
- 6 chairs, lead Dev Okafor, front desk Jess Coyle
- Flagship: most guest spots happen here

## Northgate
- Hours: Wed–Sun, 10:00–18:00
@A8b@ - Appointment-only studio, no walk-ins.
- 4 chairs, lead Mirela Stan, front desk Amir Patel
- Fine-line and cosmetic work, more under-2-hour pieces than anywhere else

## Ashford Lane
- Hours: Thu–Mon, 12:00–20:00
- 3 chairs, opened March 2026
@S8b@ - Lead: Tom Haskell (also does the supply ordering for AL)
- No front desk person; artists check clients in on the tablet
""")

root("project_deposit_policy.md", "deposit-policy",
     "Deposit rules: amounts, refunds, moving a booking",
     "project", "Deposit policy", "amounts by session length, refund and reschedule rules", """
Set by Rosa; inkbook enforces the amounts via `DEPOSIT_TIERS` in settings.

@V2a@ - Standard deposit (flash and anything under 2 hours): £60, taken via Stripe at booking.
- Half-day (up to 4 hours): £120.
- Full day: £200.
- The deposit comes off the final price on the day.
@N2a@ - Deposits are non-refundable. They can be moved once to a new date with 72h notice.
- A second reschedule needs a fresh deposit.
@NS2b@ - inkbook emails a receipt automatically as soon as the deposit clears.

**Why:** no-shows were running at ~12% in 2025 before the tiers.
""", flat=True)

root("project_aftercare_schedule.md", "aftercare-schedule",
     "What healbot sends after a session and when, plus the touch-up rule",
     "project", "Aftercare schedule", "message steps and the touch-up window", """
Agreed with the studio leads in January, tweaked in May.

- Day 0 (checkout): aftercare sheet link + "keep the wrap on for 3–4 hours"
- Day 1: how to wash, reminder about the second-skin film if used
- Day 4: itching/peeling is normal, don't pick
- Day 14: check-in + ask for a healed photo for the portfolio
@A5b@ - Touch-ups are free within three months when the healing problem isn't the client's fault.
- Reaction reports (swelling after day 3, pus, fever) → message the studio lead, never just auto-reply.
""")

root("project_guest_artists.md", "guest-artists",
     "How guest spots work — applications, commission, inks and paperwork",
     "project", "Guest artists", "application flow, house split, rules for guests", """
Kenji Mori coordinates guests across the three studios.

@S10a@ - Guest applications no longer come in via the Google Form — it's closed; everything goes through guestdesk.
- Kenji + the studio lead review the portfolio and answer within 10 days either way.
@O4a@ - House commission on guest work: 35% at Quayside
- Residents pay a 40% house split at all three studios (separate contract, not the guest one)
@N6a@ - Guests must use house-stocked inks (batch numbers logged in SteriLog); no own ink.
- Guests need their own council registration for the studio's area before their first day.
- The settlement sheet is generated in guestdesk on the last day.
""")

root("project_hygiene_licensing.md", "hygiene-licensing",
     "Hygiene and licensing: autoclave testing, council registration, inspections",
     "project", "Hygiene & licensing", "testing cadence, registrations, inspections", """
Helen Brandt owns this. Council registration is per premises and per person.

## Autoclave
@V3a@ - Biological (spore) test on each autoclave every 7 days; the result goes into SteriLog the same day.
- Helix / Bowie-Dick test daily before the first cycle.
- Cycle: 134 °C, 3 min hold, vacuum (Class B units at all three studios).
- Annual service + validation by the supplier, certificate scanned into the Hygiene folder.

## Registration
@NS10a@ - Nobody tattoos at a studio without their own council registration certificate displayed there.
- Premises licences: Quayside renews in March, Northgate in September, Ashford Lane in March (first one issued Feb 2026).
- Inspections are unannounced; the last ones were Quayside in June 2026 and Northgate in October 2026.
""", flat=True)

root("project_backup_plan.md", "backup-plan",
     "What is backed up, where, and for how long",
     "project", "Backups", "backup targets and restore testing", """
@V8a@ - Nightly `pg_dump` of inkbook to Backblaze B2, retained for 30 days.
- Weekly full-volume snapshot of cl-app-01 (Hetzner backups), 7 kept.
- guestdesk: Supabase daily backups on the Pro plan, 7 days.
- sterilog: each Pi's SQLite is pushed to cl-app-01 nightly; the Pi keeps its own copy too.
- Restore test: first Tuesday of each quarter, Priya restores the latest dump into a scratch container and runs the smoke tests.

**Why:** the booking history is the only record of which deposits were taken, and the council can ask for hygiene records at any time.
""")

root("project_sms_provider.md", "sms-provider",
     "Which SMS provider healbot uses and why it changed",
     "project", "SMS provider", "provider change and number porting", """
@S2a@ We moved healbot's texting off Twilio and onto MessageBird (now Bird) in August 2026; the UK
number was ported across and the Twilio account is closed.

**Why:** Twilio's UK A2P registration fees plus the per-segment price; Bird came out ~40% cheaper at our ~3k texts/month.

Notes from the switch:
- Delivery receipts come back on `/webhooks/bird/dlr`.
- Bird's API rate limit is per second; we stay well under it.
- inkbook's own booking reminders are email only, no SMS.
""")

root("project_calendar_sync.md", "calendar-sync",
     "Status of the Google Calendar sync for artists",
     "project", "Calendar sync", "why the sync was turned off and what replaced it", """
@S4a@ The Google Calendar two-way sync is deprecated: since October artists see their book only in the
inkbook artist view, and the `gcal_sync` beat task is switched off.

**Why:** the two-way part kept creating ghost holds when artists moved personal events around.
**How to apply:** don't fix bugs in `inkbook/gcal/`, it gets deleted in the Q1 clean-up. Point artists at the artist view (`/me/book`), which also installs as a PWA.

The studio-level iCal feed (read-only, for the front desk screen) is not affected.
""")

root("project_q4_roadmap.md", "q4-roadmap",
     "What is planned or ruled out for the last quarter of the year",
     "project", "Q4 roadmap", "planned features and things decided against", """
Agreed with Rosa on 2026-10-02.

Planned:
- Waitlist auto-offers (agent emails the next person when a slot frees up)
- guestdesk settlement PDFs with the ink cost breakdown
- sterilog: USB logger trial on the Quayside autoclave

Ruled out / parked:
@N8b@ - Pay-later (Klarna/Clearpay): decided against — Rosa doesn't want clients in debt for tattoos.
- Native app: parked; the artist view PWA is enough.
- Online gift vouchers: parked until after Christmas.
""")

root("project_ashford_opening.md", "ashford-opening",
     "Notes from opening the third studio in spring 2026",
     "project", "Ashford Lane opening", "how the third studio was set up", """
Third studio, opened 6 March 2026.

@D6a@ For the first month after opening (March 2026) bookings were by Instagram DM only; inkbook got the `AL` calendar in April.
- Premises licence issued by the council in February after the pre-opening inspection.
- Pi + touchscreen for sterilog installed the week before opening.
- Stripe Terminal reader for AL ordered in May, arrived June — until then balances were cash or bank transfer.
""")

root("project_waitlist.md", "waitlist",
     "Design of the waitlist and cancellation-offer feature",
     "project", "Waitlist", "how waitlisted clients get offered freed slots", """
- Clients join a waitlist per artist (not per studio) from the booking page.
- When a booking is cancelled, the next matching waitlister gets an offer email; they have 12 hours to take it before it moves on.
- Offers go to at most 3 people per freed slot; after that the slot is simply released.
- Waitlist entries expire after 90 days unless renewed.
- Built in October, live at Quayside + Northgate; AL in December.
""")

root("project_flash_days.md", "flash-days",
     "How flash-day events run and what inkbook does differently",
     "project", "Flash days", "event setup, booking mode, staffing", """
Friday-the-13th style events, roughly quarterly, rotating between the studios.

- inkbook has a "flash day" mode: first-come slots, 30-minute blocks, no artist choice.
- Designs are pre-drawn and priced per sheet; the price list is uploaded as a PDF the week before.
- Extra front desk cover comes from another studio (Jess, usually).
- The queue outside opens an hour before; no bookings taken on the door after 16:00.
""")

root("reference_hosts.md", "hosts-and-ports",
     "Where things run: hosts, ports, reverse proxies",
     "reference", "Hosts & ports", "table of services, hosts and binds", """
| Service | Host | Bind | Notes |
|---|---|---|---|
@V1a@ | inkbook (gunicorn) | cl-app-01 | `127.0.0.1:8000` | Caddy terminates TLS on :443 |
| healbot (Fastify) | cl-app-01 | `127.0.0.1:3100` | only inkbook calls it |
| Postgres | cl-app-01 | `127.0.0.1:5432` | shared cluster |
| Redis | cl-app-01 | `127.0.0.1:6379` | BullMQ (healbot) on db 2 |
| GlitchTip | cl-ops-01 | `127.0.0.1:8000` | `glitchtip.copperline.internal` |
| Uptime Kuma | cl-ops-01 | `:3001` | tailnet only |
| sterilog | Pi per studio | `:8085` | `sl-qs`, `sl-ng`, `sl-al` on the tailnet |

SSH: `ssh cl-app-01` works via Tailscale MagicDNS; user `deploy`.
""", flat=True)

root("reference_contacts.md", "contacts",
     "People and vendors to contact for the studios and the software",
     "reference", "Contacts", "staff roles and vendor accounts", """
## People
- Rosa Quintero — collective manager
- Priya Nandakumar — developer (Tue/Thu)
- Helen Brandt — hygiene & licensing
- Oskar Lind — bookkeeping, Stripe payouts, chargebacks
- Kenji Mori — guest artists, guestdesk
- Luca Bianchi — freelance sysadmin, helps with the servers
- Studio leads: Dev Okafor (Quayside), Mirela Stan (Northgate), Nadia Fraser (Ashford Lane)

## Vendors
| What | Vendor | Account | How |
|---|---|---|---|
@R9a@ | Sharps & clinical waste | Initial Medical | acct CL-4471 | book collections online |
| Autoclave service | Eschmann | per unit | annual, Helen books it |
| Ink + needles | Killer Ink | trade account | Dev orders for QS/NG |
| Card terminals | Stripe | — | dashboard |
""")

root("reference_runbooks.md", "runbooks",
     "Short runbooks for the things that break most often",
     "reference", "Runbooks", "fixes for common failures", """
## Stripe webhook backlog
- Check `/admin/stripe/events` for unprocessed events; replay with `manage.py stripe_replay --since 2h`.

## healbot stuck queue
- `docker compose exec healbot node dist/cli.js queue:stats`; if `active` is stuck, restart the container (jobs are persisted in Redis).

## Artist says their appointments are missing
@S4b@ - Artist calendars: inkbook pushes every appointment to the artist's Google Calendar (two-way sync, every 5 min).
- Check the artist's `calendar_token` hasn't expired; re-auth from their profile page.

## sterilog Pi offline
- Usually the studio Wi-Fi. Ask the desk to power-cycle the Pi; it rejoins Tailscale on boot.
""")

root("reference_chemicals.md", "chemicals",
     "Dilutions and uses for the cleaning and skin-prep products",
     "reference", "Chemicals & dilutions", "table of products and how to make them up", """
COSHH sheets are in the Hygiene folder; this is the quick table for the agent when writing sterilog's checklist screens.

| Product | Dilution | Use | Notes |
|---|---|---|---|
@O7a@ | Green soap (Dr. Thompson's) | 1:10 with distilled water | skin prep + wipe during tattooing | make fresh daily |
| Virkon S | 1% (1:100) | hard surfaces between clients | solution keeps 7 days |
| Madacide-1 | ready to use | workstation, chair, lamp | 1 min contact |
| Isopropyl alcohol | 70% | stencil removal, small surfaces | not on broken skin |
| Enzymatic cleaner | 1:128 | ultrasonic bath | change daily |
""")

root("reference_env_vars.md", "env-vars",
     "Environment variables for inkbook and healbot and what they do",
     "reference", "Environment variables", "env var names and meanings", """
inkbook (`/srv/inkbook/.env`):

```env
DJANGO_SETTINGS_MODULE=inkbook.settings.prod
DATABASE_URL=postgres://inkbook:***@127.0.0.1:5432/inkbook
GUNICORN_BIND=127.0.0.1:8000
HOLD_TTL_MINUTES=30
UPLOAD_MAX_MB=10
SENTRY_DSN=https://***@o0.ingest.sentry.io/1
```

healbot (`/srv/healbot/.env`):

```env
PORT=3100
REDIS_URL=redis://127.0.0.1:6379/2
BIRD_ACCESS_KEY=***
QUIET_HOURS=20:00-09:00
```

- `HOLD_TTL_MINUTES` is read once at startup; restart web after changing it.
- `QUIET_HOURS` is interpreted in Europe/London.
""")

root("reference_dashboards.md", "dashboards",
     "Links to dashboards and what each one is good for",
     "reference", "Dashboards", "where to look for errors, uptime, payments", """
- Stripe dashboard → Payments, filter by metadata `studio=QS|NG|AL`
- Sentry → `copperline/inkbook` project, "Deposits" saved search
- GlitchTip → https://glitchtip.copperline.internal (tailnet)
- Uptime Kuma → http://cl-ops-01:3001 (tailnet), status page for the desks at `/status/desks`
- Bird → Analytics → Delivery, last 7 days
- Supabase → guestdesk project → Logs
""")

root("reference_pricing.md", "pricing",
     "Hourly rates and minimum charges per studio",
     "reference", "Pricing", "rates table and minimum charges", """
| Studio | Hourly | Minimum charge | Day rate |
|---|---|---|---|
| Quayside | £120 | £80 | £750 |
| Northgate | £110 | £70 | £700 |
| Ashford Lane | £100 | £60 | £650 |

- Guest artists set their own rates; guestdesk shows them on the booking page.
- Prices include VAT; the VAT number is on every receipt.
""")


# ---------------------------------------------------------------------------
# FACTS: remnic extraction facts (date, time UTC, category, confidence, tags, body)
# ---------------------------------------------------------------------------

fact("2026-01-12", "10:41:07", "fact", 0.88, ["deposits", "pricing"], """
Half-day sessions (up to 4 hours) take a £120 deposit.
""")
fact("2026-01-15", "16:02:51", "fact", 0.84, ["inkbook", "deploy"], """
@S6b@ Merging to main auto-deploys inkbook on Render (render.yaml in the repo root).
""")
fact("2026-01-19", "09:27:33", "fact", 0.93, ["hygiene", "sterilisation"], """
@NS8a@ Single-use cartridges and needle bars never go in the autoclave; they go straight into sharps.
""")
fact("2026-01-22", "13:15:40", "fact", 0.81, ["guest-artists", "money", "history"], """
@D7a@ In the 2025 season guest artists paid a flat £150/day chair rent instead of commission.
""")
fact("2026-01-29", "11:48:02", "fact", 0.9, ["deposits", "policy"], """
@A3b@ Copperline deposits can't be refunded, but a client may move their booking once if they give at least three days' notice.
""")
fact("2026-02-06", "15:36:19", "decision", 0.87, ["deposits", "flash-day"], """
@F1b@ Flash-day events (Friday the 13th) take a reduced £20 deposit, and only for the flash-day slots.
Rosa agreed this for the February event and it stays for future ones.
""")
fact("2026-02-09", "10:05:44", "fact", 0.82, ["guest-artists", "applications"], """
@S10b@ Kenji reviews guest artist applications from the Google Form responses sheet every Monday.
""")
fact("2026-02-11", "14:22:16", "fact", 0.86, ["inkbook", "bookings"], """
@V10a@ Unpaid booking holds in inkbook expire after 30 minutes and the slot goes back on the calendar.
""")
fact("2026-02-16", "17:51:09", "decision", 0.8, ["flash-day", "events"], """
Decided to run a flash day roughly once a quarter, rotating between the studios.
""")
fact("2026-02-17", "12:30:55", "fact", 0.83, ["hygiene", "autoclave", "history"], """
@D8a@ Back when Quayside still had the old Prestige autoclave (until December 2025), spore tests were only done monthly.
""")
fact("2026-02-19", "09:58:21", "fact", 0.91, ["deposits", "receipts", "vat"], """
@NS2a@ Deposit receipts never go out without the studio's VAT number on them.
""")
fact("2026-02-25", "19:12:38", "preference", 0.78, ["priya", "tooling", "editor"], """
@R10b@ Priya uses VS Code with the Django and Ruff extensions for all the Copperline repos.
""")
fact("2026-02-26", "11:09:47", "fact", 0.89, ["stripe", "inkbook", "webhooks"], """
Stripe retries failed webhook deliveries to inkbook for up to 3 days; the handler is idempotent on the event id.
""")
fact("2026-02-27", "16:44:12", "fact", 0.9, ["sterilog", "infra", "tailscale"], """
The sterilog Pis serve the kiosk UI on port 8085 and are only reachable over Tailscale.
""")
fact("2026-03-02", "17:25:14", "preference", 0.82, ["healbot", "git"], """
@NS6b@ Rebase healbot feature branches on main and force-push them before asking for review.
""")
fact("2026-03-03", "10:17:29", "fact", 0.85, ["inkbook", "email"], """
@R3a@ InkBook sends booking confirmation emails through Postmark.
""")
fact("2026-03-06", "13:40:03", "fact", 0.8, ["inkbook", "infra", "history"], """
@D1a@ Before the February 2026 Hetzner move, inkbook's web service listened on port 10000 (Render's default).
""")
fact("2026-03-10", "18:26:50", "fact", 0.84, ["healbot", "sms"], """
@S2b@ healbot sends all the aftercare texts through Twilio.
""")
fact("2026-03-12", "09:33:14", "fact", 0.79, ["quayside", "front-desk", "tablets"], """
The Quayside front desk iPad is wall-mounted and locked to inkbook's desk view.
""")
fact("2026-03-13", "15:03:38", "fact", 0.88, ["guest-artists", "policy"], """
@A7a@ The minimum guest spot is 3 consecutive days.
""")
fact("2026-03-16", "08:55:26", "preference", 0.83, ["rosa", "communication"], """
Rosa prefers one summary email on Monday mornings over Slack pings during the week.
""")
fact("2026-03-19", "12:12:41", "fact", 0.82, ["quayside", "hours"], """
@V7b@ Quayside studio is open 11am to 6pm, Tuesday through Saturday.
""")
fact("2026-03-26", "14:49:09", "fact", 0.86, ["payments", "front-desk"], """
@S3b@ Balances on the day are taken on the Square reader at the front desk.
""")
fact("2026-03-31", "10:38:57", "fact", 0.87, ["healbot", "sms", "quiet-hours"], """
@F4b@ Aftercare texts that fall inside quiet hours are held and released from 09:05 in batches of 20.
""")
fact("2026-04-01", "16:20:33", "fact", 0.8, ["hygiene", "ultrasonic"], """
The ultrasonic cleaner solution is changed at the end of every day at all studios.
""")
fact("2026-04-04", "11:57:18", "fact", 0.84, ["northgate", "bookings"], """
@N3a@ Northgate does not take walk-ins; every appointment is booked through inkbook.
""")
fact("2026-04-06", "13:24:45", "fact", 0.9, ["inkbook", "ci"], """
@A10b@ Every push to inkbook runs the Actions workflow: ruff, then pytest, then a Docker build.
""")
fact("2026-04-09", "17:06:02", "decision", 0.89, ["deposits", "cancellations"], """
@F7b@ If Copperline cancels (artist off sick, studio closure) the client gets the deposit back or moved, whichever they prefer.
""")
fact("2026-04-14", "15:31:36", "decision", 0.95, ["inkbook", "tooling", "python"], """
@S1a@ Switched inkbook from Poetry to uv on 2026-04-14; poetry.lock was deleted and CI now runs `uv sync --frozen`.
""")
fact("2026-04-21", "09:14:59", "fact", 0.83, ["inkbook", "infra", "ports"], """
@V1b@ InkBook's gunicorn binds to port 8010 on cl-app-01; Caddy proxies to it.
""")
fact("2026-04-23", "12:45:21", "fact", 0.81, ["healbot", "ci", "history"], """
@D4a@ During the healbot beta (Jan–Mar 2026) there was no CI; Priya ran vitest locally before each deploy.
""")
fact("2026-04-28", "10:02:48", "fact", 0.88, ["hygiene", "autoclave", "studios"], """
@F5b@ The weekly spore test is done on each studio's first open day: Tuesday at Quayside, Wednesday at Northgate, Thursday at Ashford Lane.
""")
fact("2026-05-07", "14:18:30", "fact", 0.77, ["front-desk", "id-checks"], """
@N4b@ Returning clients don't have to show ID again once it's been recorded on their inkbook profile.
""")
fact("2026-05-13", "11:33:12", "fact", 0.85, ["inkbook", "booking-form", "uploads"], """
@V9a@ The inkbook booking form caps reference image uploads at 10 MB per file.
""")
fact("2026-05-19", "16:57:44", "fact", 0.82, ["healbot", "tooling", "node"], """
@R4b@ healbot dependencies are managed with Yarn 4 (berry); `yarn.lock` is the source of truth.
""")
fact("2026-05-22", "09:41:05", "fact", 0.92, ["email", "front-desk", "enquiries"], """
@S5a@ The copperline.bookings@gmail.com inbox was shut down in May; enquiries only come in through the inkbook form now.
""")
fact("2026-05-26", "13:08:27", "fact", 0.84, ["quayside", "bookings", "sessions"], """
@F10b@ At Quayside, sessions over 4 hours must start by 14:00 so they finish before closing.
""")
fact("2026-05-29", "15:52:19", "fact", 0.86, ["aftercare", "artists", "messaging"], """
@NS5b@ Artists send clients a personal healing check-in around day 10, from the studio phone.
""")
fact("2026-05-30", "10:26:40", "fact", 0.87, ["monitoring", "uptime"], """
Uptime Kuma checks book.copperlinetattoo.co.uk every 60 seconds.
""")
fact("2026-06-03", "18:03:55", "preference", 0.8, ["inkbook", "git", "priya"], """
@R6b@ Priya wants inkbook PRs squash-merged, one commit per PR on main.
""")
fact("2026-06-05", "11:11:11", "fact", 0.85, ["inkbook", "errors", "history"], """
@D5a@ Until May 2026 inkbook had no error tracker; Django just emailed tracebacks to ADMINS.
""")
fact("2026-06-09", "14:37:23", "fact", 0.88, ["guestdesk", "uploads", "supabase"], """
guestdesk caps portfolio uploads at 50 MB per file (a Supabase Storage limit we set ourselves).
""")
fact("2026-06-11", "12:54:08", "fact", 0.86, ["northgate", "guest-artists", "commission"], """
@O4b@ Northgate takes 30% commission from guest artists (lower because of the smaller footfall).
""")
fact("2026-06-13", "09:20:36", "fact", 0.84, ["inkbook", "healbot", "webhooks"], """
The inkbook → healbot checkout webhook is retried up to 5 times before it's logged as failed.
""")
fact("2026-06-16", "16:15:52", "fact", 0.83, ["client-prep", "numbing"], """
@N9b@ Copperline artists won't tattoo over topical numbing cream, and clients are told not to use it.
""")
fact("2026-06-23", "10:49:14", "decision", 0.82, ["guestdesk", "supabase", "backups"], """
Decided to keep guestdesk on Supabase's Pro plan so we get daily backups.
""")
fact("2026-06-24", "13:57:31", "fact", 0.79, ["hygiene", "autoclave"], """
@V3b@ Helen confirmed the autoclave spore tests are done once a month at all three studios.
""")
fact("2026-06-30", "17:42:06", "fact", 0.87, ["inkbook", "ci", "testing"], """
@F6b@ In inkbook's GitHub Actions setup the Playwright e2e job only runs nightly and on PRs labelled `e2e`.
""")
fact("2026-07-01", "11:28:47", "fact", 0.88, ["inkbook", "payments", "no-shows"], """
@NS7b@ inkbook keeps clients' cards on file (Stripe SetupIntent) so no-show fees can be charged.
""")
fact("2026-07-08", "15:09:33", "fact", 0.81, ["healbot", "errors"], """
@R2b@ healbot reports its exceptions to Sentry (project `healbot`, org `copperline`).
""")
fact("2026-07-16", "14:03:20", "decision", 0.84, ["payments", "roadmap"], """
@N8a@ Decided to offer Klarna for session balances over £300, starting in September.
""")
fact("2026-07-21", "10:36:58", "fact", 0.94, ["ashford-lane", "staff"], """
@S8a@ Tom Haskell no longer leads Ashford Lane; he left in July and Nadia Fraser took over as studio lead.
""")
fact("2026-07-22", "16:31:44", "fact", 0.86, ["guestdesk", "tooling"], """
@O6b@ guestdesk uses bun for installs and scripts (`bun install`, `bun run dev`).
""")
fact("2026-07-27", "12:19:05", "preference", 0.8, ["helen", "hygiene", "communication"], """
Helen prefers hygiene incident write-ups in the shared Hygiene folder rather than in Slack threads.
""")
fact("2026-08-03", "09:47:29", "fact", 0.83, ["guest-artists", "payments"], """
Guest artists are paid by bank transfer on the Monday after their spot ends.
""")
fact("2026-08-12", "13:22:50", "fact", 0.8, ["inkbook", "database"], """
@V4b@ inkbook runs on Postgres 15.6; bumping it is blocked on the pg_partman extension.
""")
fact("2026-08-16", "18:10:37", "fact", 0.9, ["ashford-lane", "hours"], """
Ashford Lane is open Thursday to Monday, 12:00–20:00.
""")
fact("2026-08-18", "11:55:16", "fact", 0.88, ["ashford-lane", "consent", "walk-ins"], """
@NS4a@ Ashford Lane never tattoos a walk-in without a signed consent form on inkbook first.
""")
fact("2026-08-20", "15:44:03", "decision", 0.85, ["guestdesk", "git"], """
@N1b@ For guestdesk, always squash-merge PRs; the changelog is generated from PR titles.
""")
fact("2026-08-27", "10:13:48", "fact", 0.89, ["backups", "inkbook", "security"], """
@F9b@ inkbook's nightly B2 dumps are encrypted with `age` before upload; the private key is in the Copperline 1Password vault.
""")
fact("2026-08-31", "14:29:31", "fact", 0.86, ["healbot", "sms", "retries"], """
@A6b@ healbot retries a failed text three times before marking it failed.
""")
fact("2026-09-02", "12:40:12", "fact", 0.79, ["guest-artists", "inks"], """
@N6b@ Guest artists are allowed to bring their own inks as long as they're sealed and in date.
""")
fact("2026-09-09", "16:58:24", "fact", 0.87, ["quayside", "hours", "refit"], """
@D3a@ During the August 2026 refit Quayside only opened Thu–Sat, 12:00–18:00.
""")
fact("2026-09-15", "09:31:57", "fact", 0.83, ["inkbook", "bookings", "deposits"], """
@V10b@ Pending inkbook bookings without a paid deposit are auto-released after 2 hours (`HOLD_TTL`).
""")
fact("2026-09-22", "13:35:09", "fact", 0.9, ["licensing", "northgate", "quayside"], """
Northgate's premises licence renews every September; Quayside's renews in March.
""")
fact("2026-09-29", "11:02:43", "fact", 0.88, ["backups", "b2"], """
@A4b@ The B2 lifecycle rule on `cl-inkbook-dumps` expires each nightly dump after 30 days.
""")
fact("2026-10-01", "17:16:28", "fact", 0.84, ["guest-artists", "studios"], """
@NS10b@ Guest artists tattoo at all three studios, usually for 3–5 days at a time.
""")
fact("2026-10-07", "10:50:35", "fact", 0.81, ["inkbook", "jobs"], """
@R8b@ inkbook's background tasks run on Django-Q2 with the ORM broker, so inkbook itself doesn't need Redis.
""")
fact("2026-10-15", "14:24:11", "fact", 0.92, ["sterilog", "licensing", "retention"], """
@O10b@ SteriLog autoclave records have to be kept for 7 years under the council licence conditions.
""")
fact("2026-10-26", "12:07:52", "fact", 0.87, ["guest-artists", "guestdesk"], """
@A7b@ Guest spots at Copperline are booked for at least three days in a row; guestdesk won't accept a shorter date range.
""")
fact("2026-11-03", "15:39:46", "fact", 0.9, ["hygiene", "sterilisation"], """
@NS8b@ Stainless steel grips and tubes are autoclaved after every client.
""")


# ---------------------------------------------------------------------------
# AUTO: free notes (slug, title, created, tags)
# ---------------------------------------------------------------------------

auto("front-desk-faq", "Front desk FAQ", "2026-02-10", ["front-desk", "faq", "deposits"], """
# Front desk FAQ

Questions the desks ask the agent most (collected from #desk).

**How much is the deposit for a small piece?**
@V2b@ - Small pieces / flash: deposit is £50 at every studio.
- Bigger sessions: see the deposit policy, it goes by length.

**What ID do we accept?**
@F2b@ - Accepted ID: passport, driving licence or PASS card; for the UK digital licence check the live app, not a screenshot.

**Can clients send us ideas by email?**
@S5b@ - Clients can email copperline.bookings@gmail.com with design ideas; Jess replies within 2 days.

**Client wants to bring a friend?**
- One guest per client, on the bench, not in the booth. Nobody under 16 in the studio.

**Card machine won't connect?**
- Restart it, then check the studio Wi-Fi. Cash is fine as a fallback; log it in inkbook as "cash".
""")

auto("aftercare-policy", "Aftercare policy (client-facing summary)", "2026-01-28", ["aftercare", "clients"], """
# Aftercare policy

What we tell clients at checkout; healbot's templates should match.

- Keep the wrap on 3–4 hours (second-skin film: 3–5 days).
- Wash twice a day with unscented soap, pat dry, thin layer of balm.
- No swimming, sauna or sunbeds for 2 weeks.
@V5a@ - Free touch-up within 90 days of the session if healing issues are down to us (not sun/swimming).
- Touch-up slots are 30 min and booked like any other appointment.

## Questions
**Client reports a rash after 3 days?** Ask for photos, forward to the studio lead. Don't diagnose.
**Ink allergy?** Studio lead + Helen; we look up the ink batch in SteriLog against the booking.
""")

auto("healbot-queue-notes", "healbot queue notes", "2026-06-12", ["healbot", "bullmq", "debugging"], """
# healbot queue notes

Scratch notes from debugging the duplicate texts in June.

- Queues: `schedule` (delayed jobs, one per message step) and `send` (the actual provider calls).
@V6b@ - SMS send jobs get 5 attempts before they land in the `failed` set.
@N7b@ - The day-1 reminder fires exactly 24h after checkout, whatever the time of day (no quiet hours).
- Duplicates came from the webhook retrying while the first job was still `waiting`; fixed with `jobId = booking:<id>:<step>`.
- `removeOnComplete: 1000` so Redis doesn't balloon.
- The inkbook → healbot checkout webhook has its own retries on the inkbook side.
""")

auto("disaster-recovery", "Disaster recovery notes", "2026-03-18", ["infra", "backups", "dr"], """
# Disaster recovery

If cl-app-01 dies:
1. Create a new CX32 from the latest Hetzner snapshot (weekly), or a blank one + ansible if the snapshot is bad.
2. Restore inkbook from the newest B2 dump (`make restore DUMP=latest`).
3. Point `book.` at the new IP in Cloudflare (TTL is 5 min).
4. Re-join Tailscale so the sterilog Pis can sync again.

Retention:
@V8b@ - inkbook dumps are kept 14 days in the B2 bucket, then the lifecycle rule deletes them.
- Hetzner snapshots: last 7.
- RPO is ~24h for inkbook (nightly dump); deposits since then can be rebuilt from Stripe.

```bash
b2 ls b2://cl-inkbook-dumps/ | tail -3
make restore DUMP=inkbook-2026-03-17.sql.age
```
""")

auto("booking-form-notes", "Booking form notes", "2026-08-05", ["inkbook", "booking-form"], """
# Booking form

Public form at `book.copperlinetattoo.co.uk/<studio>/`.

- Fields: name, email, phone, DOB, placement, size (cm), description, reference images, preferred artist.
@V9b@ - Reference images: max 25MB each, up to 5 files (Caddy `request_body max_size` raised to match).
- DOB under 18 → the form refuses and shows the age policy.
- Spam: Cloudflare Turnstile since July.
- After submit: creates a `held` booking and sends the Stripe Checkout link.
""")

auto("ci-notes", "CI notes", "2026-05-27", ["ci", "inkbook", "healbot"], """
# CI

@R1b@ inkbook's pipeline runs on Woodpecker CI, on the little runner box in the Quayside back office.

- healbot: GitHub Actions, `ci.yml` (biome, tsc, vitest).
- guestdesk: no CI beyond the preview builds.
- sterilog: no CI; Priya runs pytest before flashing the Pis.

Flaky tests to watch: `test_hold_expiry` (time-dependent), `test_terminal_webhook` (event ordering).
""")

auto("email-setup", "Email setup", "2026-04-02", ["email", "dns", "inkbook"], """
# Email

@R3b@ - Booking confirmations and deposit receipts go out via Amazon SES (eu-west-2), DKIM on `mail.copperlinetattoo.co.uk`.
- Staff mailboxes: Google Workspace (`@copperlinetattoo.co.uk`).
- healbot doesn't send email at all, SMS only.
- Bounces: SNS topic → inkbook `/webhooks/ses` marks the client email as bad.
- SPF includes Google + the transactional sender.
""")

auto("healbot-dev", "healbot dev notes", "2026-02-22", ["healbot", "dev", "node"], """
# healbot — dev notes

@R4a@ - package manager: pnpm 9 via corepack; `pnpm-lock.yaml` is committed
- Node 20 LTS (`.nvmrc`)
- `pnpm dev` runs Fastify with tsx watch; the SMS provider is stubbed unless `SMS_LIVE=1`
@NS6a@ - Never force-push to healbot `main` (branch protection is off on the free plan, so it's on us).
- Releases: release-please opens the PR; merging it tags and builds the image.
""")

auto("incident-contacts", "Incident contacts cheat sheet", "2026-09-08", ["incidents", "on-call", "contacts"], """
# Who to call

@R5b@ - inkbook down at the weekend → Luca Bianchi (freelance, he's on-call Sat/Sun)
@NS3a@ - Chargebacks / payment disputes → Oskar, not the on-call dev
- Autoclave fails a cycle or a spore test → Helen, and stop using that unit
- Needlestick → first aid, then Helen, then the incident form
- Pi / sterilog offline → not urgent, log cycles on the tablet's offline form and sync later
- guestdesk broken → Kenji (weekdays)
""")

auto("guestdesk-deploy", "guestdesk deploy", "2026-07-14", ["guestdesk", "deploy"], """
# guestdesk deploy

@R7b@ guestdesk is deployed on Cloudflare Pages (`adapter-cloudflare`), project name `guestdesk`.

- Env vars set in the Pages dashboard: `PUBLIC_SUPABASE_URL`, `SUPABASE_SERVICE_ROLE` (server only), `RESEND_API_KEY`.
@O5b@ - Transactional mail (application received / contract ready) is sent through Resend.
- Custom domain `guests.copperlinetattoo.co.uk`.
- Rollback = "promote" an older deployment in the dashboard.
""")

auto("hygiene-checklist", "Hygiene checklist (per shift)", "2026-01-15", ["hygiene", "sterilog", "checklist"], """
# Hygiene checklist

Source for sterilog's checklist screens (Helen's version from January).

Open:
- Helix test on the autoclave before the first cycle.
@A2b@ - Spore test: once a week on every autoclave, result logged in SteriLog.
@O7b@ - Virkon for surfaces: 1:100 (one 5 g tablet in 500 ml), replace the solution every 7 days.

During:
@S7b@ - After every cycle write the cycle no., temp and your initials in the paper autoclave log next to the machine.
- Barrier film on lamp, machine, clip cord, bottle; change per client.

Close:
- Ultrasonic cleaner drained and dried.
@R9b@ - Sharps bins are collected by Stericycle; book pickups via their portal, not by phone.
- Bins no more than 3/4 full; lock and date when closing one.
""")

auto("cancellations", "Cancellations and no-shows", "2026-03-04", ["deposits", "cancellations", "front-desk"], """
# Cancellations

How the desk handles cancellations.

@N2b@ - Cancel 7+ days out and the deposit is refunded in full.
- Cancel inside 72h → deposit kept, booking closed as `cancelled`.
- No-show → deposit kept; second no-show → client flagged, future bookings need full prepayment.
- Late by 30+ min → the artist decides whether to go ahead or reschedule.
""")

auto("northgate-notes", "Northgate notes", "2026-05-09", ["northgate", "studio"], """
# Northgate

@O3b@ Opening hours are Wed–Sun 10:00–18:00 (closed Mon/Tue).

- Mirela is the lead; Amir runs the desk Wed–Sat, artists cover Sundays.
@N3b@ - Walk-ins welcome Wed–Fri afternoons if a chair is free (Amir checks the board).
@O8b@ - Sharps + clinical waste pickup every 4 weeks (Thursdays); the bins live in the back corridor.
- Parking: council car park behind the studio, clients get 2h free with the desk's validation.
- The sterilog Pi is under the desk; if it's offline, check the powerline adapter first.
""")

auto("deploy-runbook", "inkbook deploy runbook", "2026-03-25", ["inkbook", "deploy", "runbook"], """
# Deploying inkbook

@NS1b@ Most inkbook deploys go out during studio hours (Tue–Sat daytime), since that's when Priya is working.

Steps:
1. Merge to main, wait for the image to be pushed.
2. `ssh cl-app-01`, `cd /srv/inkbook`, `docker compose pull web worker`.
@N5b@ 3. Run the migrations on prod yourself (`make migrate-prod`), then restart the Celery workers.
4. `docker compose up -d web worker`, then watch the error tracker for 10 minutes.

Notes:
@A1b@ - gunicorn listens on localhost:8000 (see `compose.yml`); Caddy reverse-proxies 443 to it.
- Static files are collected at image build time, not on deploy.
- If the Stripe webhook starts 500ing, roll back first and debug second.
""")

auto("client-prep", "Client prep answers", "2026-04-19", ["clients", "prep", "faq"], """
# Client prep — canned answers

For the booking confirmation email and the desk.

- Eat a proper meal before; bring a snack and water for anything over 2 hours.
- No alcohol 24h before.
@N9a@ - Numbing cream is fine — ask them to put it on 45 min before and tell the artist.
- Wear something that gives easy access to the placement.
@V5b@ - Touch-ups are free for 6 months after the session.
- Bring the ID you booked with.
""")

auto("dev-setup", "inkbook dev setup", "2026-01-20", ["inkbook", "dev", "setup"], """
# inkbook local dev

```bash
git clone git@bitbucket.org:copperline/inkbook.git
cd inkbook
cp .env.example .env
```

@S1b@ - Install deps with `poetry install --with dev`, then `poetry run pytest` to check everything works.
@N10b@ - Tests: `pytest` uses an in-memory SQLite DB by default (`settings_test.py`), quick enough for CI too.
- Stripe: `stripe listen --forward-to localhost:8000/webhooks/stripe/`.
- Front-end: no build step, htmx + Alpine served from static/.
- healbot and guestdesk have their own READMEs.
""")

auto("payments-hardware", "Card readers", "2026-06-20", ["payments", "front-desk", "stripe"], """
# Card readers

@S3a@ The old Square readers were retired in June; all three front desks take balances on Stripe Terminal (WisePOS E) now.

- Readers are registered to a Location per studio in Stripe; inkbook picks the reader from the desk session.
- On-reader tipping is off (Rosa's call); artists get tips in cash or via the tip link.
- The spare reader lives at Quayside.
""")

auto("healbot-db-migration", "healbot SQLite to Postgres", "2026-09-04", ["healbot", "postgres", "migration"], """
# healbot: SQLite → Postgres

@S9a@ healbot's SQLite file was migrated into Postgres (schema `healbot` on the cl-app-01 cluster) on
2026-09-03; the old .db is read-only now and only kept for reference.

What changed:
- `DATABASE_URL` replaces `SQLITE_PATH`; the Drizzle config switched dialect.
- Backups come for free with the nightly dump now (healbot schema included).
- Timestamps were stored as text in SQLite and converted to `timestamptz` during the copy.

Left to do: delete the .db once the December backups have rolled over.
""")

auto("guest-spot-faq", "Guest spot FAQ", "2026-06-02", ["guest-artists", "faq"], """
# Guest spot FAQ (for guests)

**How long is a spot?** Usually 3–10 days.
**Do I bring my own machine?** Yes, machines and power supplies are yours; we provide chair, bed, lamp and consumables.
**What about ink?**
@F8b@ - House inks used by guests come off their settlement at cost (Oskar has the price list).
**Where do I stay?** We don't arrange accommodation; Kenji has a list of places nearby.
**When do I get paid?** Bank transfer after the settlement is signed.
""")

auto("observability", "Observability", "2026-05-30", ["monitoring", "errors", "alerts"], """
# Observability

Error tracking:
@O2a@ - inkbook → Sentry (`copperline/inkbook`), traces sampled at 10%
- sterilog → nothing yet, logs only (journald on each Pi)

Uptime:
- Uptime Kuma on cl-ops-01 checks `book.` every 60 s and each Pi every 5 min.
@NS3b@ - Stripe webhook failures page the on-call dev (Uptime Kuma push monitor → Telegram).
- Alerts go to the #alerts Telegram group; nothing pages at night except inkbook being fully down.
""")

auto("sterilog-dev", "sterilog dev notes", "2026-04-08", ["sterilog", "dev"], """
# sterilog dev

- FastAPI + SQLModel, SQLite file `/var/lib/sterilog/log.db`
- Kiosk UI is plain Jinja templates, big buttons, works with gloves on
@O9b@ - Merges: plain merge commits are fine here, nobody reads sterilog's history.
- Flashing a Pi: `make image STUDIO=ng`, then swap the SD card (keep the old one for a week).
- Sync job: `sterilog sync` at 02:30, pushes to cl-app-01 over Tailscale with the studio token.
""")

auto("deposit-history", "How deposits used to work", "2026-02-03", ["deposits", "history", "inkbook"], """
# Deposit history

Context for why inkbook's deposit code looks the way it does.

@D2a@ - 2025: flat £40 deposit for everything, paid by bank transfer (no Stripe yet).
- Jan 2026: Stripe Checkout added; tiers introduced by session length.
- The `legacy_bank_ref` field on Booking is from the bank-transfer days; keep it, Oskar still searches by it.
""")

auto("healbot-history", "healbot history", "2026-10-11", ["healbot", "history"], """
# healbot history

- Jan 2026: prototype, one message at day 3 only.
@D9a@ - Jan–Jul 2026: texts went out through Twilio on a UK long number (ported to Bird in August).
- May 2026: four-step schedule (day 0/1/4/14) agreed with the studio leads.
- Sep 2026: SQLite → Postgres.
""")

auto("ashford-lane", "Ashford Lane", "2026-08-16", ["ashford-lane", "studio"], """
# Ashford Lane

Smallest studio, 3 chairs, opened March 2026. Nadia is the lead now.

@D6b@ - Bookings: through inkbook like the other two studios (calendar `AL`).
@NS4b@ - Walk-ins: yes, Thu–Sat, flash sheet only.
- No front desk; artists check clients in on the tablet.
- The late opening (till 20:00) is the draw — lots of after-work clients.
""")

auto("agent-guardrails", "Agent guardrails", "2026-05-05", ["agent", "rules"], """
# Guardrails for the coding agent

Short list pinned in #dev.

@A9b@ - Prod migrations: Priya applies them by hand, the agent only prepares the command.
- No live-mode Stripe changes.
- No mass emails or texts to clients without a named human approving.
- OK without asking: reading logs, running tests, opening draft PRs.
""")

auto("waitlist-notes", "Waitlist build notes", "2026-10-20", ["waitlist", "inkbook", "email"], """
# Waitlist — build notes

@NS9b@ - The agent emails waitlisted clients when a cancellation frees a slot (using the approved `waitlist_offer_v2` template).
- The offer link is single-use and signed; it expires with the offer.
- Live at Quayside + Northgate so far.
- Edge case: guest artist bookings don't trigger offers (guests manage their own lists).
""")

# ---- unlabelled free notes -------------------------------------------------

auto("studio-tablets", "Studio tablets", "2026-03-12", ["front-desk", "tablets"], """
# Studio tablets

- Quayside: iPad on a wall mount at the desk + one per booth for consent forms.
- Northgate: one iPad at the desk.
- Ashford Lane: a single iPad the artists pass around (no desk).
- All in Guided Access mode, locked to inkbook's desk view; the PIN is in 1Password.
- Updates: Jess does them on Mondays at Quayside when the studio's closed.
""")

auto("stripe-webhooks", "Stripe webhooks", "2026-02-26", ["stripe", "inkbook", "webhooks"], """
# Stripe webhooks

- Endpoint: `/webhooks/stripe/` on inkbook, one signing secret per mode.
- Stripe retries failed deliveries for up to 3 days with backoff.
- Events handled: `checkout.session.completed`, `payment_intent.succeeded`, `charge.refunded`, `charge.dispute.created`, `terminal.reader.action_succeeded`.
- The handler is idempotent on `event.id` (table `stripe_event`).
- Disputes create a task for Oskar; nothing automatic.
""")

auto("council-inspection-2026", "Council inspection, Quayside, June 2026", "2026-06-18", ["licensing", "inspection", "quayside"], """
# Council inspection — Quayside, June 2026

Unannounced, 2 officers, ~2.5 hours. Passed.

Points raised:
- Wanted to see the last 12 spore test results — pulled from SteriLog's export in a minute, they were happy.
- Asked how we verify age/ID; showed them the "ID seen" tick box in inkbook.
- Sharps bin in booth 4 was over the fill line → fixed on the spot.
- Suggested we date the opened bottles of green soap concentrate.

Actions: Helen to add a "bottle opened" date field to sterilog's stock screen.
""")

auto("tailscale-setup", "Tailscale setup", "2026-01-24", ["infra", "tailscale", "network"], """
# Tailscale

- Tailnet `copperline.ts.net`; ACLs in the admin console, tag-based.
- Tags: `tag:server` (cl-app-01, cl-ops-01), `tag:pi` (sterilog Pis), `tag:dev` (Priya, Luca).
- Pis can only reach cl-app-01 on 443 (the sync endpoint); nothing reaches the Pis except `tag:dev` and Uptime Kuma.
- Key expiry disabled for servers and Pis, 90 days for people.
""")

auto("flash-day-nov", "Flash day, Fri 13 Nov, Northgate", "2026-11-16", ["flash-day", "northgate", "events"], """
# Flash day — Fri 13 Nov, Northgate

- 61 tattoos, 7 artists (3 borrowed from Quayside), doors at 10:00, last one started 19:40.
- inkbook flash mode held up; the 30-minute blocks were too short for the bigger flash, use 45 next time.
- Card reader dropped twice — Wi-Fi again; the spare from Quayside saved us.
- Queue was round the corner by 09:30.
""")

auto("supply-ordering", "Supply ordering", "2026-02-14", ["supplies", "studios"], """
# Supply ordering

- Needles/cartridges + ink: Killer Ink trade account; Dev orders for Quayside and Northgate every other Monday.
- Gloves, barrier film, wraps: Barber DTS, monthly.
- Green soap concentrate: 2 × 1 gal per quarter for all studios.
- Anything over £500 needs Rosa's OK.
""")

auto("apprentice-onboarding", "Apprentice onboarding (Sam)", "2026-04-27", ["staff", "apprentice", "quayside"], """
# Apprentice onboarding — Sam

- Sam Reyes started at Quayside in April; 2-year apprenticeship under Dev.
- Week 1: hygiene training with Helen, bloodborne pathogens course online.
- Sam can't tattoo clients until their own council registration comes through.
- inkbook: Sam has a "staff" account, not an "artist" one — no calendar yet.
""")

auto("guestdesk-contracts", "guestdesk contracts", "2026-07-30", ["guestdesk", "contracts", "guest-artists"], """
# guestdesk contracts

- Contract template v3 (July): commission %, dates, studio, ink policy, insurance clause.
- The commission field is filled from the studio's setting in guestdesk, not typed in.
- Guest signs first, then Kenji countersigns; the settlement sheet unlocks once both have signed.
- Insurance: guests must show their own public liability cover (£2m minimum).
""")

auto("instagram-dms", "Instagram DMs", "2026-04-15", ["social", "front-desk"], """
# Instagram DMs

- Each studio has its own IG account; DMs are answered by the desk (at AL, by the artists).
- The canned reply points people to the booking form; we don't take bookings in DMs.
- The exception was AL's opening month — see the Ashford Lane opening notes.
- Response target: same day during opening hours.
""")

auto("ink-batch-tracking", "Ink batch tracking", "2026-05-16", ["hygiene", "inks", "sterilog"], """
# Ink batch tracking

- Every bottle opened gets its batch + expiry scanned into SteriLog (barcode on the cap label).
- The booking records which batches were used (the artist ticks them at checkout).
- Recall check: `sterilog batches --recalled` against the Safety Gate list, weekly, Helen.
- Bottles are binned 12 months after opening or at expiry, whichever comes first.
""")

auto("desk-status-page", "Status page for the desks", "2026-06-27", ["monitoring", "front-desk"], """
# Status page for the desks

- Uptime Kuma status page `/status/desks`, bookmarked on every desk iPad.
- Shows inkbook, Stripe (via their status API), healbot, and each studio's Pi.
- When inkbook is down the desks take bookings on paper and enter them later; deposits via a Stripe payment link.
""")

auto("pricing-faq", "Pricing FAQ", "2026-03-08", ["pricing", "faq", "front-desk"], """
# Pricing FAQ

**Do guests charge the same as residents?** No, guests set their own rates.
**Is there a minimum charge?** Yes, per studio — see the pricing table.
**Do you price-match?** No.
**Can a deposit go towards a different artist?** Only within the same studio, and only once.
""")

auto("redis-notes", "Redis on cl-app-01", "2026-07-03", ["infra", "redis"], """
# Redis on cl-app-01

- Redis 7, single instance, `appendonly yes`.
- maxmemory 512mb, policy `noeviction` (BullMQ needs that).
- db 2 = healbot queues.
- Nothing else should use db 2.
""")

auto("sterilog-pi-setup", "sterilog Pi setup", "2026-02-27", ["sterilog", "raspberry-pi", "setup"], """
# sterilog Pi setup

- Raspberry Pi 4 (4 GB); the official 7" screen was replaced by a 10" Waveshare touchscreen in March.
- Raspberry Pi OS Lite + cage kiosk running Chromium at `http://localhost:8085`.
- Read-only root filesystem; SQLite lives on the SD card's data partition.
- Hostnames `sl-qs`, `sl-ng`, `sl-al`; AL's was set up in March before opening.
""")

auto("retro-2026-q2", "Q2 retro", "2026-07-06", ["retro", "planning"], """
# Q2 retro (Priya + Rosa)

Went well:
- Stripe Terminal rollout at the desks.
- Spore test logging — zero missed weeks since the reminder went in.

Didn't:
- Duplicate aftercare texts in June (healbot webhook retry race).
- Booking form spam before Turnstile.

Next quarter: waitlist, SMS provider change, healbot off SQLite.
""")

auto("gdpr-data-retention", "Data retention", "2026-08-25", ["gdpr", "retention", "clients"], """
# Data retention

- Client records: kept 7 years after the last appointment (consent forms are medical-ish, the insurer wants them).
- Reference images from the booking form: deleted 12 months after the appointment.
- healbot message log: 2 years.
- Enquiries that never became bookings: 6 months.
- Subject access requests → Rosa, answered within a month.
""")

auto("consent-forms", "Consent forms", "2026-02-18", ["consent", "inkbook", "clients"], """
# Consent forms

- Versioned in inkbook (`ConsentTemplate`), currently v5.
- Signed on the tablet; a PDF copy is emailed to the client.
- Medical questions: pregnancy, blood thinners, diabetes, epilepsy, skin conditions at the site, allergies (latex, plasters).
- Any "yes" → the artist reviews before the stencil; some need a GP letter.
""")

auto("caddy-config", "Caddy on cl-app-01", "2026-08-09", ["infra", "caddy"], """
# Caddy on cl-app-01

```caddyfile
book.copperlinetattoo.co.uk {
    encode zstd gzip
    reverse_proxy 127.0.0.1:8000
    request_body {
        max_size 130MB
    }
}
```

- Caddy runs as a container in the same compose project.
- Certs via ACME; the Cloudflare proxy is set to "Full (strict)".
""")

auto("meeting-2026-09-studio-leads", "Studio leads meeting, 24 Sep", "2026-09-24", ["meeting", "studios"], """
# Studio leads meeting — 24 Sep

Present: Rosa, Dev, Mirela, Nadia, Helen, Kenji.

- Nadia settling in at AL; wants a second tablet.
- Mirela: Northgate licence renewal done (September), no conditions.
- Kenji: guest bookings up 30% since guestdesk applications went live; Quayside is booked out with guests until January.
- Helen: reminder that barrier film goes on the clip cord too.
- Rosa: Christmas hours to be decided in October.
""")

auto("supabase-notes", "Supabase for guestdesk", "2026-06-09", ["guestdesk", "supabase"], """
# Supabase (guestdesk)

- Project `guestdesk-prod`, region eu-west-2, Pro plan.
- RLS on every table; the service role key is only used in server routes.
- Storage bucket `portfolios`: 50 MB per-file limit, images + PDFs.
- Postgres 15 (Supabase-managed); we don't control upgrades.
""")

auto("no-show-stats", "No-show numbers", "2026-10-30", ["deposits", "stats", "studios"], """
# No-show numbers

| Studio | 2025 | Jan–Oct 2026 |
|---|---|---|
| Quayside | 11% | 3% |
| Northgate | 14% | 4% |
| Ashford Lane | — | 6% |

- The drop lines up with the deposit tiers in January.
- AL's is higher mostly because of the DM-booking month.
""")
