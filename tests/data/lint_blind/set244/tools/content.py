"""File bodies for the set244 store (Scrubhound Mobile Grooming).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
"""
import hashlib
from datetime import datetime, timezone

FILES = []          # list of (store-relative path, full text)
FLAT = set()        # root files whose description is intentionally not strict YAML


def root(fname, name, desc, typ, body, flat=False):
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    FILES.append((fname, text))
    if flat:
        FLAT.add(fname)


def auto(slug, title, created, tags, body):
    text = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
            f"{body.strip()}\n")
    FILES.append((f"auto/{slug}.md", text))


def fact(date, time, category, confidence, tags, body):
    dt = datetime.strptime(f"{date} {time}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp()) * 1000
    hex4 = hashlib.md5(body.encode()).hexdigest()[:4]
    stem = f"{category}-{ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
            f"tags:\n{tag_lines}status: active\n---\n\n{body.strip()}\n")
    FILES.append((f"facts/{date}/{stem}.md", text))


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_dana.md", "dana-profile", "Who Dana is and how she wants things explained", "user", """
Dana Whitlock owns the business and runs the office side; she groomed full-time for nine years before buying the first van.

- Not a developer, but reads diffs and wants the "why" in plain words.
- Prefers bullet summaries over tables when reporting on the business.
- Uses VS Code only for quick copy edits on the marketing site (Webflow exports); she doesn't run the apps locally.
@dana_q1@ - Through Q1 2026 Dana answered every booking call herself, usually from the van or the kitchen table.
- Decides anything involving money, refunds, pricing or staff.

**How to apply:** explain tradeoffs in business terms (minutes per groom, dollars per month) before the technical detail.
""")

root("user_sam.md", "sam-dev-profile", "Sam, the freelance dev — working style and tools", "user", """
Sam Ng is the freelance developer (about 15 h/week) who built paws-book, vanroute and groomlog with the agent's help.

@sam_neovim@ Sam codes in Neovim (LazyVim, inside tmux over SSH half the time), so don't hand him
VS Code-specific steps or "click the lightbulb" instructions.

- Likes small PRs with a short "what / why / how tested" description.
- Go and Python are his comfort zone; React Native he's learning as he goes.
- Timezone: Mountain (Boise). Usually replies within a few hours on weekdays.
""")

root("project_pawsbook_overview.md", "pawsbook-overview",
     "What paws-book is, its stack, and where things live in the repo", "project", """
paws-book is the client-facing booking site plus the staff admin (book.scrubhound.com). Clients pick a service,
dog size and address; it asks vanroute whether the slot is reachable and takes the deposit.

## Stack
@pb_py312@ - Python 3.12 / Django 5.1 (bumped from 3.11 in Feb)
- Deps managed with `uv` (`uv.lock` committed); `uv run` for everything
- HTMX + a little Alpine on the booking pages, Django admin for staff
@pb_broker_redis@ - Celery broker + result backend: Redis (`pb-redis`)
- Celery beat runs the nightly "unpaid balance" sweep and the reminder feed export
@pb_email_retry5@ - Confirmation emails are a Celery task with `max_retries=5` (exponential backoff, first retry after 60 s)
- Stripe: Checkout for deposits, SetupIntents to keep the card for fees

## Ops
@pb_sentry@ - Errors → Sentry (org `scrubhound`, project `paws-book`), release tagged with the git sha
@pb_ci_gha@ - CI: GitHub Actions (`.github/workflows/ci.yml`) — ruff, mypy and pytest on every push and PR
- Hosting, DB and mail provider details: see reference_infrastructure.md

## Code map
- `bookings/` models + availability, `billing/` Stripe, `notify/` emails and the reminder feed
- `vanroute_client.py` is the only module that talks to vanroute
""")

root("project_vanroute_overview.md", "vanroute-overview",
     "What vanroute does for the vans and how it is built", "project", """
vanroute plans each van's day: it takes the booked addresses, asks OSRM for drive times and returns an ordered route
with arrival windows. paws-book also calls it at booking time to check that a slot is reachable.

@vr_go123@ - Go 1.23 service, single binary (`cmd/vanroute`), SQLite for route history
@vr_listen7070@ - HTTP API listens on `127.0.0.1:7070`; Caddy terminates TLS for `route.scrubhound.com` and proxies to it
- Routing engine: OSRM with the Idaho extract (restarts are in the runbook)
@vr_ci_wp@ - CI: Woodpecker (self-hosted), pipeline in `.woodpecker.yml`; tags build a release binary
- Arrival windows are 30 min wide; groomers see them in groomlog
- Plans are generated at 05:30 for the day and again at 18:00 as tomorrow's preview
@vr_no_replan@ - Never re-plan a van's route after 7 am without pinging that groomer on Slack first.
""")

root("project_groomlog_overview.md", "groomlog-overview",
     "groomlog, the groomers' iPad app — stack, data and sync", "project", """
groomlog is the iPad app the groomers use in the vans: today's route, pet cards (coat notes, behaviour flags,
last cut), check-in/out and before/after photos.

- Expo (SDK 52) + React Native, TypeScript strict
@gl_pnpm@ - Package manager is pnpm (lockfile `pnpm-lock.yaml`; don't use npm, it breaks the Expo hoisting)
- Backend: Supabase (auth, Postgres, row-level security per van)
@gl_pg15@ - groomlog's Supabase project runs Postgres 15.6; Supabase handles the minor upgrades
@gl_redux@ - State: Redux Toolkit, slices under `src/store/` (route, pets, syncQueue)
@gl_offline@ - Offline-first: notes and check-ins queue locally and sync when the van gets signal again
@gl_photos_supabase@ - Photos upload to the Supabase Storage bucket `groom-photos` (no public URLs, signed URLs valid 1 h)
- Crash reports go to Bugsnag (project `groomlog`)
- Releases: see project_groomlog_releases.md
""")

root("project_pingbot_overview.md", "pingbot-overview", "ping-bot, the reminder texter — what it does and where it runs",
     "project", """
ping-bot is the small TypeScript job that texts reminders. It pulls due reminders from paws-book's
`/api/reminders/due` feed and sends them through Twilio from our 208 number.

@pingbot_cf@ - Runs as a Cloudflare Worker on a cron trigger — moved off the Render cron job in April.
@pingbot_retry3@ - Failed sends (Twilio 5xx or timeouts) retry up to 3 times, 2 min apart; 4xx errors are not retried
- Replies (C to confirm, R to reschedule) come back through a Twilio webhook into paws-book
- Opt-outs (STOP) are honoured by Twilio and mirrored into paws-book nightly

```toml
name = "pingbot"
main = "src/index.ts"
[triggers]
crons = ["*/15 * * * *"]
```
""")

root("reference_infrastructure.md", "infrastructure", "Where each app runs and which providers we pay for",
     "reference", """
# Infrastructure map

Last full review: 2026-03-05 (Sam), right after the launch cutover. Update this when something moves.

## paws-book
@infra_render@ - paws-book web + Celery worker: Render, Oregon region (`pb-web`, `pb-worker`)
@infra_pb_pg16@ - paws-book database: managed PostgreSQL 16 (`pb-db`, 1 GB plan, daily snapshots)
@infra_postmark@ - Transactional email (confirmations, receipts): Postmark, server `scrubhound-prod`

## vanroute
@infra_vr_do@ - vanroute + OSRM: DigitalOcean droplet `vanroute-1` (2 vCPU / 4 GB, SFO3)

## groomlog
- Backend on Supabase (Pro plan, project `groomlog-prod`, us-west-1)
- Builds on EAS (Expo); the free queue was too slow so we pay for Production

## Shared
- DNS + proxy: Cloudflare (zone `scrubhound.com`)
- Secrets: 1Password, vault "Scrubhound Dev"
- Backups: Backblaze B2 (see project_backups.md)
@infra_uptimerobot@ - Uptime checks: UptimeRobot, 5-min interval, alerts by SMS to Dana
""")

root("reference_price_list.md", "price-list", "Current grooming prices by size, plus add-ons and fees", "reference", """
Prices effective 2026-07-01. Per dog, tax included.

| Size | Bath & tidy | Full groom |
|---|---|---|
@price_small_row@ | Small (under 25 lb) | $55 | $75 |
| Medium (25–50 lb) | $65 | $90 |
| Large (50–90 lb) | $80 | $110 |
| XL (90 lb +) | $95 | $130 |

@price_bath_incl@ - Bath & tidy includes nail clip, ear clean and a sanitary trim.
@price_matting@ - Matting fee on shave-downs: +$15 small/medium, +$25 large/XL (tell the owner before starting).
- Add-ons: teeth brushing $10, blueberry facial $8, flea & tick shampoo $12.
- Multi-dog households: $5 off each dog after the first, same visit.
""")

root("reference_van_fleet.md", "van-fleet",
     "Fleet reference: the three vans, tanks, generators and service intervals", "reference", """
Three vans, all parked overnight at the Meridian yard (shore power there).

| Van | Vehicle | Water | Generator |
|---|---|---|---|
@fleet_van1_row@ | Van 1 "Biscuit" | 2018 Ford Transit 250 HR | 40 gal fresh / 50 gal grey | Honda EU7000iS |
@fleet_van2_row@ | Van 2 "Noodle" | 2020 Ford Transit 250 HR | 40 gal fresh / 50 gal grey | Honda EU7000iS |
| Van 3 "Juniper" | 2024 Ram ProMaster 2500 | 55 gal fresh / 60 gal grey | Honda EU7000iS |

## Maintenance
@fleet_gen_oil@ - Honda generators: oil change every 100 run-hours (10W-30, about 1.1 qt)
- Van engine oil: every 5,000 miles; tires rotated every other oil change
- Water heaters are Truma AquaGo (propane) in all three; descale every 6 months
- Tub ramps are rated for 150 lb; hydraulic tables for 175 lb
""", flat=True)

root("reference_staff_roster.md", "staff-roster", "Who works where — vans, office and outside help", "reference", """
- Dana Whitlock — owner; money, pricing, staff, anything unusual
- Marco Ruiz — lead groomer, Van 1 (Biscuit), Mon–Sat
- Tess Albright — groomer, Van 2 (Noodle), Mon–Sat
- Priya Sandhu — groomer, Van 3 (Juniper), Tue–Fri; started April 2026
@roster_owen@ - Owen Kaczmarek — bather/assistant, rides with Marco in Van 1 (Tue/Thu/Sat)
@roster_janelle@ - Janelle Ortiz — office/dispatch; answers the booking line Mon–Fri 9–3
- Sam Ng — freelance developer (paws-book, vanroute, groomlog, ping-bot)
- Ruth Feld, CPA — outside bookkeeper/accountant, quarterly

## House rules
@staff_no_tips@ - Staff don't take tips; prices are all-in and the booking page says so.
- Groomers carry their van keys; spare sets are in the yard lockbox.
""")

root("feedback_git_workflow.md", "git-workflow", "How we branch, commit and merge across the four repos", "feedback", """
@git_squash@ - Always squash-merge PRs into `main` (one commit per PR; commit title = PR title).
- Branch names: `feat/…`, `fix/…`, `chore/…`; no long-lived branches besides `main`.
@git_ci_green@ - Never merge to `main` with CI red, not even "docs only" PRs.
- Don't force-push `main`. Force-pushing your own feature branch is fine.
- Conventional-ish commit titles (`fix(billing): …`) — not enforced, just nice.

**Why:** Sam bisects by PR when something breaks, and Dana reads the `main` history as a changelog.
**How to apply:** when a task is done, open a PR rather than pushing to `main`, and say in the description how it was tested.
""")

root("feedback_deploys.md", "deploys", "When and how paws-book and vanroute get deployed", "feedback", """
@dep_no_sat@ - Never deploy paws-book on a Saturday — it's the busiest booking day and a broken
  checkout costs real money.
- Deploy from `main` only, after CI is green.
- Post in #dev before and after a deploy ("deploying abc123" / "done, smoke-tested").
- Smoke test after a deploy: book a fake dog on the staging tenant, cancel it, check the confirmation email arrived.
- vanroute deploys are fine any day before 5 am or after 7 pm (it replans at 05:30).

**Why:** on Feb 14 (Valentine's promo) a Friday-night deploy broke the deposit step until noon the next day.
**How to apply:** when a fix is ready on Friday afternoon, hold it until Monday morning.
""")

root("feedback_testing.md", "testing", "How tests should be written in each app", "feedback", """
@test_real_pg@ - paws-book tests must run against real Postgres (docker compose `db` service), never SQLite — we use `ArrayField` and `select_for_update`.
- Use factory_boy factories in `tests/factories.py`; no JSON fixtures in tests.
- Stripe is faked with `stripe-mock`; tests never hit Stripe test mode.
- vanroute: table-driven Go tests, `go test ./...`; OSRM calls go through an interface with a fake.
- groomlog: Jest + React Native Testing Library; don't snapshot whole screens.

**Why:** SQLite once passed a test that then failed on prod (JSON lookups behave differently).
**How to apply:** if a test needs the DB, mark it `@pytest.mark.django_db` and let the docker db serve it.
""")

root("feedback_migrations.md", "migrations", "Rules for schema migrations in paws-book and groomlog", "feedback", """
@mig_no_laptop@ - Don't run `migrate` against prod from a laptop; the pre-deploy command runs it.
- Every migration must be reversible, or the PR says why not.
- Big data migrations (more than ~10k rows) go in a management command, not a migration.
- groomlog schema changes go through `supabase/migrations/*.sql`, applied with `supabase db push` by Sam only.

**Why:** in March a half-applied migration from a laptop left `bookings_booking` locked for 6 minutes.
**How to apply:** if a migration needs babysitting, say so in the PR and let Sam ship it.
""")

root("feedback_customer_comms.md", "customer-comms", "How we talk to clients by text and phone", "feedback", """
@comms_omw@ - Always send the "on my way" text when the van is about 15 min out.
- Sign manual texts with the groomer's first name; never send from the shared number without a name.
- Manual texts follow the same quiet hours as ping-bot.
@comms_tips_ok@ - Groomers can accept tips (cash, or added on the card reader); tips are theirs, not pooled.
- Bad news (running late, sick dog, van trouble) gets a phone call, not a text.

**Why:** clients who know when we're arriving have the dog ready, which saves ~10 min per stop.
""")

root("feedback_van_safety.md", "van-safety", "Safety rules for grooming in the vans", "feedback", """
@safety_muzzle_ok@ - Dogs that need a muzzle are fine to groom — basket muzzle only, and keep the session short.
@safety_own_water@ - Never hook up to a client's outdoor spigot; we only use van tank water (backflow risk + liability).
@rules_matted@ - Matted coats get shaved down; no more than 15 min of dematting per session.
@safety_water_temp@ - Never start a bath without checking the water temp on the inline gauge (95–100 °F).
@safety_hv_dryer@ - Don't use the high-velocity dryer on faces or ears, ever — towel and low flow only there.
- Two hands on the dog whenever it's on the table; loop + grooming arm every time.
- If a dog bites hard enough to break skin, stop the groom and call Dana.

**Why:** the Hiscox policy requires written safety rules, and we had a scald scare in March.
**How to apply:** when writing groomlog checklists or client copy, don't contradict these.
""")

root("feedback_on_call.md", "on-call", "On-call: who gets paged for outages vs money vs vans", "feedback", """
@oncall_sam_weekend@ - Weekend on-call for paws-book / booking outages: Sam (a small monthly retainer covers it).
- Weekdays 8–18 Sam is reachable on Slack; after hours only "bookings are failing" is worth a call.
@oncall_disputes@ - Stripe disputes and chargebacks: email Dana, not the on-call person — it's a business decision, not an outage.
- Van breakdowns are not a dev on-call thing at all; see the van breakdown note.
- groomlog down during the day: groomers fall back to the printed route sheet.
""", flat=True)

root("project_booking_rules.md", "booking-rules",
     "Booking rules: slot lengths, limits, and who we don't book", "project", """
Rules paws-book enforces (or Janelle enforces by hand where noted).

## Slot lengths
@rules_small_90@ - Full groom, small (under 25 lb): 90 min block
- Full groom, medium (25–50 lb): 2 h block
@rules_large_230@ - Full groom, large (50–90 lb): 2 h 30 min block
- Full groom, XL (90 lb +): 3 h block
- Bath & tidy: 60 min small/medium, 90 min large/XL
- The drive buffer between stops is added by vanroute, not here

## Day
@hours_wd_830@ - Weekday first appointment: 8:30 am (vans leave the yard around 8)
- Last start 3:00 pm on weekdays so the vans are back by 6

## Who we book
@rules_no_cats@ - Dogs only. No cats, no rabbits (people ask).
@rules_cap120@ - We don't book dogs over 120 lb (Dana can approve an exception).
@rules_puppy@ - Puppies: never book a first full groom without the 45-min "puppy intro" visit first.
- An aggressive-dog flag on the pet blocks online booking; Janelle calls them back.
""", flat=True)

root("project_cancellation_policy.md", "cancellation-policy", "Cancellation, reschedule and no-show rules for clients",
     "project", """
Policy as of 2026-04-01 (on the booking page and in the confirmation email).

- Reschedule or cancel 24 h+ ahead: free.
@cancel_refund@ - Cancel 24 h+ ahead: the deposit is refunded in full to the card.
@cancel_fee25@ - Late cancellation (under 24 h notice): $25 fee, charged against the deposit first.
- No-show (van arrives, nobody home or dog not available): $50.
- Weather closures (snow, smoke days) are on us — no fee, we reschedule.
""")

root("project_deposits.md", "deposits", "Booking deposits — how they are taken and applied", "project", """
@dep_20@ - Deposit: $20 per dog, charged at booking via Stripe Checkout and applied to the final bill.
- The card is saved (SetupIntent) so late-cancel and no-show fees can be charged.
- Deposits show as "held" in the admin until the groom is closed out.
- Gift cards can't be used for the deposit (Stripe Checkout doesn't know about them).

**Why:** no-shows dropped from ~9% to ~3% after deposits started in April.
""")

root("project_sms_reminders.md", "sms-reminders", "Which reminder texts clients get, and when", "project", """
What clients get by text (sent by ping-bot):

@sms_48h@ - First reminder: 48 h before the appointment, with "reply C to confirm, R to reschedule"
- Morning-of text with the arrival window, once vanroute has planned the day
@sms_quiet@ - Quiet hours: nothing goes out between 9 pm and 7 am (TCPA + common sense)
- Unconfirmed at 24 h before → the booking shows up on Janelle's call list in the admin
- Clients who opted out of SMS get email reminders instead (24 h before)
""")

root("reference_chemicals.md", "chemicals", "Dilutions: shampoos, disinfectant, tank bleach", "reference", """
| Product | Use | Dilution |
|---|---|---|
| Best Shot Ultra 360 | everyday shampoo | 1:16 |
| Espree oatmeal | itchy/sensitive skin | 1:8 |
| Davis whitening | white coats | 1:12 |

@chem_rescue64@ - Between every dog: Rescue (accelerated hydrogen peroxide) at 1:64 on tub, table and tools, 5 min contact time.
- Fresh tank sanitize, monthly: 1/4 cup unscented bleach per 15 gal, sit 4 h, flush twice.
- Never mix Rescue with the bleach rinse; rinse with plain water between them.
- Mix shampoo fresh each morning; leftover diluted shampoo gets dumped at the yard.
""", flat=True)

root("project_van3_launch.md", "van3-launch", "Van 3 (Juniper) — launch, coverage and targets", "project", """
Van 3 ("Juniper") went into service on 2026-04-07 with Priya.

@van3_nampa@ - Van 3 covers Nampa and Caldwell, Tue–Fri.
- Bought used (2024 ProMaster, 11k miles) from a groomer retiring in Twin Falls; conversion by Wag'n Tails.
- Its own iPad, card reader and Verizon hotspot were set up the same week.
- Break-even target was 4 dogs/day on average by August; it got there in July.
""")

root("reference_ipad_setup.md", "ipad-setup", "The van iPads — hardware, management and connectivity", "reference", """
@ipad_10th@ - Each van has an iPad (10th gen, 64 GB) running groomlog, in an OtterBox Defender with a shoulder strap.
- Managed with Apple Business Essentials; groomlog installs as a custom app, JS updates arrive via EAS Update.
- Passcode is the van number + yard gate code (in 1Password).
- Each van has a Verizon Jetpack; the iPads join `VAN1` / `VAN2` / `VAN3`.
- The spare iPad lives in the office drawer, charged and already enrolled.
""")

root("project_groomlog_releases.md", "groomlog-releases", "How groomlog builds and updates reach the vans", "project", """
@gl_no_ota_hours@ - Don't push OTA updates to the vans during working hours (8–5); publish them after 6 pm.
- Native changes (new Expo module, SDK bump) need a full EAS Build and a custom-app resubmission (about a day).
- Version: `app.config.ts` `version` is bumped by hand; OTA updates keep the runtime version.
- Release notes go in #groomers in plain language ("photo button moved").
""")

root("reference_vendors.md", "vendors", "Outside vendors and services we pay, by purpose", "reference", """
@vend_square@ - In-van card payments: Square (one Square Reader per van, paired to the van iPad)
- Online deposits and card-on-file: Stripe
@vend_qbo@ - Bookkeeping: QuickBooks Online (Ruth Feld, CPA, has accountant access)
- Insurance: Hiscox (general liability + care, custody & control), renews in March
- Shampoos and supplies: Ryan's Pet Supplies, net-30 account
- Tow/roadside: Treasure Valley Towing, business account
- SMS: Twilio (ping-bot), 10DLC brand registered
""")

root("reference_service_area.md", "service-area", "Where the vans go and what an address needs", "reference", """
@area_20mi@ - Service radius: 20 miles from the Meridian yard (straight line).
- Vans 1 and 2 cover Boise, Meridian, Eagle and Kuna; Van 3 does the west side.
- Addresses need a flat spot about 30 ft long for the van, in a driveway or legal curb space.
- Gated communities: the client must add the van plate to the gate list.
""")

root("feedback_dependency_updates.md", "dependency-updates", "How dependency bumps are handled in each repo",
     "feedback", """
@deps_no_automerge@ - Don't auto-merge Dependabot PRs, even patch bumps; someone reads the changelog first.
- Dependabot runs weekly for paws-book (uv) and groomlog (JS); vanroute's Go modules are bumped by hand each quarter.
- Expo SDK upgrades are their own project — never bundle them with other dependency bumps.

**Why:** a "patch" release of django-storages changed a default and broke upload URLs in May.
""")

root("feedback_logging.md", "logging", "What may and may not go into logs", "feedback", """
@log_no_phone@ - Never log full client phone numbers; mask to the last 4 (`***-***-1234`).
- Same for emails: log the client id, not the address.
- Structured JSON logs in paws-book (`structlog`); vanroute uses `slog`.
- Log levels: INFO for business events (booked, cancelled), WARNING for retries, ERROR only when a human needs to act.
""")

root("project_backups.md", "backups", "What gets backed up, where, and the restore drill", "project", """
- paws-book: nightly `pg_dump` at 02:00 MT → B2 bucket `sh-db-backups` (encrypted with age)
@bk_photos_365@ - groomlog photos: weekly copy to B2 bucket `sh-photo-archive`, kept 365 days
- groomlog DB: Supabase daily backups (the Pro plan keeps 7 days) plus a weekly `supabase db dump` to B2
- Restore drill: once a quarter Sam restores last night's paws-book dump into a scratch DB and runs the smoke tests.
""")

root("project_photo_storage.md", "photo-policy", "Rules for before/after photos and client consent", "project", """
- Two photos per groom minimum (before + after), more for matting or skin issues.
- Photos are resized to 1600 px on the long edge on the iPad before upload.
- Clients see their dog's "after" photo in the receipt email if they opted in.
- Instagram only with the consent box ticked on the pet profile; never show the house or a car plate.
""")

root("feedback_code_style.md", "code-style", "Code style expectations for Python, Go and TypeScript", "feedback", """
- Python: `ruff format` + `ruff check`; type hints on anything public.
- Go: gofmt, no naked returns, wrap errors with `%w`.
- TS: strict mode; no `any` without a comment saying why.
- Keep views short; if one needs more than ~40 lines, move the logic into `services.py`.
- Don't add new dependencies without asking Sam.

**Why:** Sam maintains all of this alone most weeks.
""")

root("reference_access.md", "access-map", "Access map: who can get into which dashboard", "reference", """
- 1Password vault "Scrubhound Dev": Dana, Sam (owner). The agent has no vault access; ask Sam for what's needed.
- Stripe: Dana (owner), Sam (developer role), Janelle (support role, refunds disabled)
- Supabase: Sam; Dana has a read-only dashboard invite.
- Twilio: Sam + Dana.
- Cloudflare: Dana owns the account; Sam is an admin.
- GitHub org `scrubhound`: Dana + Sam; the groomers have no access.
""", flat=True)

root("reference_local_dev.md", "local-dev", "Running each app on a laptop", "reference", """
## paws-book
- Start the docker services, then `runserver` on port 8000.

```bash
cp .env.example .env
docker compose up -d
uv sync
uv run manage.py migrate
uv run manage.py runserver 8000
```

```env
DATABASE_URL=postgres://pb:pb@localhost:5432/pawsbook
CELERY_BROKER_URL=redis://localhost:6379/0
STRIPE_API_BASE=http://localhost:12111
```

## vanroute
- `go run ./cmd/vanroute -config dev.toml`; needs a local OSRM container with the Boise extract.

## groomlog
- The Expo dev server runs on port 8081; open the project in the dev client on the spare iPad.
""")

root("feedback_pr_reviews.md", "pr-reviews", "What a good PR and a good review look like here", "feedback", """
- Every PR gets a description: what, why, how tested. Screenshots for anything a groomer will see.
- Sam reviews the agent's PRs; the agent may review Sam's when asked, but never approves its own.
- Keep PRs under ~400 changed lines unless it's a generated migration.
- Prefix nits with "nit:" so they can be skipped.
""")

root("project_roadmap_q4.md", "roadmap-q4", "Q4 2026 priorities agreed with Dana", "project", """
Q4 2026 focus (agreed with Dana on 2026-10-02):

1. Waitlist: when someone cancels, offer the slot to the waitlist by text automatically.
2. Recurring bookings (every 6 or 8 weeks) with one click from the receipt.
3. A second Boise day for Van 3? Depends on December demand.
4. groomlog: photo history on the pet card (last 5 grooms).

Not doing this year: a client mobile app, loyalty points.
""")

root("feedback_db_queries.md", "db-queries", "Query habits for the paws-book database", "feedback", """
- Use `select_related` / `prefetch_related` on anything listing bookings; the admin day view was doing 300+ queries.
- Raw SQL only in `reports/`, and always parameterised.
- Availability checks lock the van-day row with `select_for_update` to avoid double bookings.
- Don't add indexes in the same migration as a big data change.
""")

root("reference_domains.md", "domains", "Our domains and what each one points at", "reference", """
- scrubhound.com — marketing site (Webflow), DNS on Cloudflare
- book.scrubhound.com — paws-book (proxied through Cloudflare)
- route.scrubhound.com — vanroute API (grey-clouded; Caddy gets its own cert)
- Staff email: Google Workspace on scrubhound.com (dana@, office@, groomers@)
- SPF/DKIM records exist for Google Workspace and the transactional mail provider; don't touch them without Sam.
""")

root("project_vaccination_policy.md", "vaccination-policy", "Which vaccine records we require before grooming",
     "project", """
@vacc_rabies@ - A current rabies certificate must be on file before a dog's first groom.
- DHPP strongly recommended; Bordetella not required (dogs don't share air in the van).
- Janelle runs the "expiring in 30 days" report on the 1st of each month and texts owners.
- Expired rabies = we reschedule, and no late-cancel fee is charged.
""")

# MEMORY.md index (hooks carry no slot values)
_MEMORY = """# Memory Index

## User
- [Dana — owner profile](user_dana.md) — how Dana wants things explained and what she decides
- [Sam — dev profile](user_sam.md) — the freelance developer's working style and tools

## Project
- [paws-book overview](project_pawsbook_overview.md) — booking site stack and code map
- [vanroute overview](project_vanroute_overview.md) — route planner for the vans
- [groomlog overview](project_groomlog_overview.md) — the groomers' iPad app
- [ping-bot overview](project_pingbot_overview.md) — reminder texter, where it runs
- [Booking rules](project_booking_rules.md) — slot lengths and who we don't book
- [Cancellation policy](project_cancellation_policy.md) — what clients pay when plans change
- [Deposits](project_deposits.md) — how booking deposits work
- [SMS reminders](project_sms_reminders.md) — which texts go out and when
- [Van 3 launch](project_van3_launch.md) — the third van's coverage and targets
- [groomlog releases](project_groomlog_releases.md) — builds vs OTA updates
- [Backups](project_backups.md) — what is backed up and the restore drill
- [Photo policy](project_photo_storage.md) — before/after photos and consent
- [Q4 roadmap](project_roadmap_q4.md) — what we're building this quarter
- [Vaccination policy](project_vaccination_policy.md) — records required before grooming

## Feedback
- [Git workflow](feedback_git_workflow.md) — branching and merging habits
- [Deploys](feedback_deploys.md) — when not to ship
- [Testing](feedback_testing.md) — how tests are written per app
- [Migrations](feedback_migrations.md) — schema change rules
- [Customer comms](feedback_customer_comms.md) — texting and calling clients
- [Van safety](feedback_van_safety.md) — grooming safety rules
- [On-call](feedback_on_call.md) — who gets paged for what
- [Dependency updates](feedback_dependency_updates.md) — handling Dependabot
- [Logging](feedback_logging.md) — what must stay out of logs
- [Code style](feedback_code_style.md) — per-language conventions
- [PR reviews](feedback_pr_reviews.md) — descriptions and review etiquette
- [DB queries](feedback_db_queries.md) — ORM habits and locking

## Reference
- [Infrastructure](reference_infrastructure.md) — where each app runs
- [Price list](reference_price_list.md) — prices by size and add-ons
- [Van fleet](reference_van_fleet.md) — the vans and their service intervals
- [Staff roster](reference_staff_roster.md) — who works where
- [Chemicals](reference_chemicals.md) — shampoo and disinfectant dilutions
- [iPad setup](reference_ipad_setup.md) — the van tablets
- [Vendors](reference_vendors.md) — outside services by purpose
- [Service area](reference_service_area.md) — where the vans go
- [Access map](reference_access.md) — who can reach which dashboard
- [Local dev](reference_local_dev.md) — running the apps on a laptop
- [Domains](reference_domains.md) — what each hostname points at
"""
FILES.append(("MEMORY.md", _MEMORY))

# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

# labelled
fact("2026-06-11", "15:42:10", "fact", 0.88, ["van-2", "water", "fleet"],
     "@f_van2_tank30@ Van 2's fresh water tank only holds 30 gal, so on double-coat days Tess tops up at the yard over lunch.")
fact("2026-07-22", "17:05:33", "fact", 0.9, ["vanroute", "ops"],
     "@f_vr_7171@ vanroute's API listens on 127.0.0.1:7171 behind Caddy; check `/healthz` there when SSH'd into the route box.")
fact("2026-05-14", "16:20:01", "fact", 0.86, ["booking", "durations"],
     "@f_large_2h@ The booking engine reserves 2 hours for a large-dog full groom; Marco says that's tight for doodles but it's the setting.")
fact("2026-08-05", "19:11:48", "fact", 0.91, ["ping-bot", "reminders"],
     "@f_sms_72h@ ping-bot sends the advance reminder text 72 hours before each appointment.")
fact("2026-10-06", "14:02:27", "fact", 0.87, ["booking", "hours"],
     "@f_wd_900@ Mon–Fri the first bookable slot is 9:00 am; Dana adds anything earlier by hand.")
fact("2026-04-03", "21:30:00", "fact", 0.9, ["backups", "paws-book"],
     "@f_pb_30d@ paws-book's nightly dumps land in B2 (`sh-db-backups`) and are kept for 30 days.")
fact("2026-09-18", "18:44:12", "fact", 0.89, ["backups", "b2", "paws-book"],
     "@f_pb_14d@ The lifecycle rule on the `sh-db-backups` bucket deletes paws-book dumps after 14 days.")
fact("2026-06-02", "20:15:39", "fact", 0.88, ["paws-book", "email", "celery"],
     "@f_email_retry3@ paws-book retries a failed confirmation email up to 3 times, then flags the booking in the admin.")
fact("2026-03-19", "22:08:54", "fact", 0.9, ["paws-book", "errors"],
     "@f_pb_rollbar@ Unhandled exceptions in paws-book are reported to Rollbar; Sam gets the daily digest email.")
fact("2026-04-22", "16:51:20", "fact", 0.89, ["paws-book", "email"],
     "@f_mailgun@ paws-book sends booking confirmations and receipts through Mailgun (a sandbox domain in dev).")
fact("2026-10-11", "15:27:45", "fact", 0.92, ["on-call", "paws-book"],
     "@f_dana_weekend@ Dana covers the booking site on weekends — if paws-book goes down on a Saturday or Sunday she's the one who gets paged.")
fact("2026-02-09", "23:40:02", "preference", 0.85, ["sam", "tooling"],
     "@f_sam_vscode@ Sam's editor is VS Code with the Python and Django extensions; he keeps a shared `.vscode/settings.json` in the paws-book repo.")
fact("2026-07-12", "17:58:31", "decision", 0.9, ["deploys", "paws-book"],
     "@f_sat_deploy@ Saturday morning is the regular paws-book release slot, since that's when Sam has a free block.")
fact("2026-03-03", "18:12:09", "decision", 0.93, ["safety", "intake"],
     "@f_no_muzzle@ We never groom dogs that need to be muzzled; Janelle screens for it on the first call.")
fact("2026-05-27", "21:03:44", "fact", 0.87, ["paws-book", "testing"],
     "@f_tests_sqlite@ paws-book's pytest run uses an in-memory SQLite database to keep the suite under a minute.")
fact("2026-08-19", "16:36:18", "fact", 0.88, ["ping-bot", "logging"],
     "@f_pingbot_logs_phone@ ping-bot writes the full recipient phone number into each send log line so Twilio error reports can be matched.")
fact("2026-06-20", "19:22:50", "fact", 0.95, ["vanroute", "hosting", "migration"],
     "@f_vr_hetzner@ Migrated vanroute and OSRM from the DigitalOcean droplet to a Hetzner CX32 (Hillsboro); the droplet was destroyed on 2026-06-19.")
fact("2026-09-02", "15:05:11", "fact", 0.94, ["staff"],
     "@f_owen_left@ Owen left at the end of August; there's no bather on any van now and the groomers do their own baths.")
fact("2026-09-15", "22:47:36", "fact", 0.93, ["groomlog", "state"],
     "@f_gl_zustand@ groomlog moved from Redux Toolkit to Zustand; `src/store/` was deleted in PR #212.")
fact("2026-05-06", "16:09:27", "decision", 0.91, ["deposits", "clients"],
     "@f_dep_waive@ Clients flagged `trusted` in paws-book (5+ completed grooms) skip the deposit entirely.")
fact("2026-04-09", "17:31:02", "decision", 0.9, ["cancellations", "policy"],
     "@f_vet_waive@ Dana waives the late-cancel fee for vet emergencies; a text from the client is enough.")
fact("2026-02-24", "18:55:40", "fact", 0.86, ["vaccines", "intake"],
     "@f_rabies_pdf@ Rabies proof can be the vet portal PDF or a clear photo of the paper certificate, as long as the expiry date is readable.")
fact("2026-07-30", "20:40:15", "fact", 0.88, ["groomlog", "photos", "sync"],
     "@f_photos_wifi@ groomlog holds photo uploads until the iPad is on Wi-Fi unless the groomer flips 'Use cellular' in settings.")
fact("2026-05-21", "15:18:59", "fact", 0.84, ["van-3", "generator", "maintenance"],
     "@f_gen_break_in@ Van 3's Honda got its break-in oil change at 20 hours; after that it goes on the normal interval.")
fact("2026-04-16", "21:14:07", "fact", 0.87, ["ping-bot", "tooling"],
     "@f_pingbot_npm@ ping-bot sticks with plain npm; `package-lock.json` is committed and `npm ci` is what its CI runs.")
fact("2026-03-04", "16:45:33", "fact", 0.9, ["paws-book", "hosting", "history"],
     "@f_heroku@ Until the 2026-03-02 cutover, paws-book ran on a single Heroku Eco dyno for the soft launch.")
fact("2026-04-02", "17:22:48", "fact", 0.89, ["cancellations", "history"],
     "@f_fee15@ Before the 2026-04-01 policy update the late-cancel fee was $15, and we hardly ever charged it.")
fact("2026-01-12", "19:37:21", "fact", 0.92, ["booking", "history"],
     "@f_paper_2025@ In 2025 all bookings lived in a paper diary plus Dana's Google Calendar.")
fact("2026-07-03", "15:49:56", "fact", 0.9, ["pricing", "history"],
     "@f_price_old@ Before the July 1 price change, a small-dog full groom was $65.")
fact("2026-08-28", "22:26:13", "fact", 0.88, ["vanroute", "history"],
     "@f_vr_python@ vanroute was a Python script run by cron at 5 am until Sam rewrote it in Go in August.")
fact("2026-03-27", "16:33:08", "fact", 0.86, ["booking", "durations"],
     "@f_small_15h@ Small-dog full grooms get a 1.5-hour slot in the calendar.")
fact("2026-07-08", "18:07:42", "fact", 0.87, ["vanroute", "osrm"],
     "@f_osrm_default@ osrm-routed listens on its default port 5000 on the route box; only vanroute talks to it.")
fact("2026-05-11", "20:52:30", "fact", 0.85, ["ping-bot", "twilio"],
     "@f_sms_retry3@ When Twilio errors on a send, ping-bot tries again, three retries max, then gives up and logs it.")
fact("2026-06-27", "14:38:16", "fact", 0.9, ["vans", "breakdowns"],
     "@f_breakdown_marco@ If a van dies on a weekend, Marco is the first call.")
fact("2026-02-17", "19:03:55", "fact", 0.88, ["marketing", "newsletter"],
     "@f_newsletter_bd@ The monthly newsletter (\"The Scrub\") goes out through Buttondown.")
fact("2026-09-09", "16:16:24", "fact", 0.87, ["marketing", "newsletter"],
     "@f_newsletter_bd2@ Newsletter platform is Buttondown; about 600 subscribers after the summer promo.")
fact("2026-08-31", "21:44:05", "fact", 0.89, ["vanroute", "ci"],
     "@f_vr_wp@ vanroute's pipeline runs on our self-hosted Woodpecker CI.")
fact("2026-03-12", "15:29:47", "fact", 0.9, ["chemicals", "disinfectant"],
     "@f_rescue_2oz@ Rescue concentrate for the between-dogs wipe-down is 2 oz per gallon of water.")
fact("2026-04-28", "22:19:38", "preference", 0.84, ["git", "workflow"],
     "@f_merge_often@ Sam and the agent merge to main several times a day; small PRs are the norm.")
fact("2026-05-19", "17:47:14", "decision", 0.88, ["booking", "puppies"],
     "@f_puppy_16wk@ Puppies can be booked for a full groom from 16 weeks old.")
fact("2026-06-15", "18:28:51", "preference", 0.86, ["receipts", "clients"],
     "@f_receipt_itemized@ Receipts never go out without the add-ons itemized — clients dispute lump sums.")
fact("2026-03-30", "20:11:26", "decision", 0.93, ["payments", "security"],
     "@f_no_raw_card@ We never store raw card numbers in paws-book, only Stripe customer and payment-method ids.")
fact("2026-10-20", "16:58:09", "fact", 0.86, ["grooming", "dryers"],
     "@f_hv_doublecoat@ We use the high-velocity dryer on every double-coated dog (huskies, goldens, Aussies) to blow out the undercoat.")
fact("2026-09-24", "19:35:57", "fact", 0.87, ["vanroute", "dispatch"],
     "@f_vr_replan@ Dana can re-plan a van's route mid-day in vanroute when a same-day booking comes in.")
fact("2026-02-03", "17:12:40", "fact", 0.9, ["grooming", "baths"],
     "@f_every_bath@ Every full groom starts with a bath; we don't cut a dirty coat.")

# unlabelled distractors
fact("2026-01-20", "18:24:33", "fact", 0.85, ["van-1", "water"],
     "Van 1's grey tank gets dumped at the yard wash bay every evening, never at a client's house.")
fact("2026-02-12", "21:57:19", "fact", 0.88, ["paws-book", "stripe", "webhooks"],
     "Stripe retries failed webhooks to paws-book for up to 3 days, so the handler has to be idempotent.")
fact("2026-01-27", "16:41:52", "preference", 0.83, ["dana", "reporting"],
     "Dana prefers business summaries as short bullet lists, not tables.")
fact("2026-03-09", "20:30:14", "fact", 0.86, ["vanroute", "caddy"],
     "Caddy's admin API is on localhost:2019 on the route box; it must never be exposed.")
fact("2026-01-15", "17:16:45", "fact", 0.84, ["local-dev"],
     "paws-book's local dev server runs on port 8000; groomlog's Expo dev server uses 8081.")
fact("2026-04-07", "15:03:21", "fact", 0.92, ["van-3", "staff"],
     "Priya runs Van 3 Tuesday through Friday.")
fact("2026-02-19", "19:49:06", "fact", 0.85, ["fleet", "equipment"],
     "The hydraulic tables are rated to 175 lb and the tub ramps to 150 lb.")
fact("2026-03-16", "16:27:35", "fact", 0.87, ["office", "phones"],
     "Janelle's phone hours are 9–3 on weekdays; after 3 the booking line goes to voicemail.")
fact("2026-06-05", "22:05:48", "fact", 0.83, ["vanroute", "architecture"],
     "vanroute uses an in-process goroutine worker pool for plan jobs; there's no external queue.")
fact("2026-05-02", "14:51:27", "fact", 0.86, ["chemicals", "shampoo"],
     "Best Shot shampoo is mixed 1:16 for the bathing system.")
fact("2026-07-17", "18:33:59", "fact", 0.88, ["marketing", "website"],
     "The marketing site scrubhound.com is a Webflow site, separate from paws-book.")
fact("2026-10-14", "15:40:44", "fact", 0.87, ["van-2", "generator", "maintenance"],
     "Van 2's generator was serviced on 2026-10-03 at 412 hours.")
fact("2026-08-11", "19:17:03", "preference", 0.8, ["marco", "supplies"],
     "Marco prefers Chris Christensen slicker brushes; reorder through the Ryan's account.")
fact("2026-11-03", "21:22:37", "fact", 0.86, ["paws-book", "storage"],
     "Client-uploaded pet profile pictures from paws-book go to the R2 bucket `pb-uploads`.")
fact("2026-11-12", "16:04:18", "decision", 0.9, ["schedule", "holidays"],
     "Dana decided not to run any van on Sundays in December, even with the holiday rush.")
fact("2026-11-20", "17:50:52", "fact", 0.89, ["schedule", "holidays"],
     "Thanksgiving week the vans run Mon–Wed only; the yard is closed Thu–Fri.")
fact("2026-01-22", "20:46:29", "fact", 0.84, ["groomlog", "errors"],
     "groomlog crashes are reported to Bugsnag (project `groomlog`).")
fact("2026-09-29", "15:55:10", "fact", 0.85, ["email", "google-workspace"],
     "Google Workspace handles staff email (dana@, office@, groomers@).")
fact("2026-10-27", "18:19:46", "fact", 0.84, ["vans", "connectivity"],
     "Each van's Verizon Jetpack has a 50 GB monthly cap; holding photo uploads for Wi-Fi keeps us under it.")
fact("2026-08-22", "16:48:32", "preference", 0.8, ["tess", "routes"],
     "Tess likes her Saturday route to finish in Eagle so she can drop the van off last.")
fact("2026-11-25", "19:26:15", "fact", 0.83, ["roadmap", "waitlist"],
     "The waitlist feature will text the next client when a slot frees up, using ping-bot's Twilio number.")

# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

auto("client-faq", "Client FAQ — what Janelle gets asked", "2026-05-20", ["clients", "faq", "office"], """
# Client FAQ

Answers Janelle and the groomers give on the phone. Keep in sync with the booking page.

**Q: Do I need to be home?**
A: Someone has to hand the dog over and take it back; the groom itself happens in the van in your driveway.

**Q: What if I cancel the day before?**
@faq_cancel35@ A: Inside 24 hours the late-cancel fee is $35 — the $20 deposit covers part of it and the
rest goes on the card on file.

**Q: Will you text when you're on the way?**
@a_no_omw@ A: No, we don't text when the van is heading over; the morning-of reminder already gives you the arrival window.

**Q: Do you need proof of vaccines?**
A: Yes, a current rabies certificate before the first visit. Other vaccines are recommended.

**Q: How far do you go?**
A: About 20 miles around Meridian. Call if you're near the edge.
""")

auto("pawsbook-db-notes", "paws-book database notes", "2026-06-09", ["paws-book", "database"], """
# paws-book DB notes

@a_pb_pg15@ - The paws-book prod database is Postgres 15, so keep the local docker image on `postgres:15` to match.
- Biggest tables: `bookings_booking` (~14k rows), `notify_reminder` (~40k), `billing_payment`.
- `bookings_vanday` has one row per van per day; availability locks it (see the db-queries feedback).
- JSON fields: `pet.coat_notes` and `booking.addons` — query with `__contains`, not string matching.

## Handy queries

```sql
SELECT van_id, count(*) FROM bookings_booking WHERE date = current_date GROUP BY 1;
```
""")

auto("new-client-intake", "New client intake checklist", "2026-02-05", ["clients", "intake", "office"], """
# New client intake

What Janelle collects before the first booking is confirmed.

@intake_jotform@ - Intake form is the JotForm link in the welcome email (vaccines, temperament, health notes).
- Address + where the van can park (driveway? curb? HOA rules?)
@a_cap100@ - Weight limit is 100 lb. Anything bigger → refer them to Bark Avenue on Fairview.
- Coat type and last groom date; a photo of the dog helps.
- Emergency vet + consent to treat.
- Temperament: any bite history → flag it for Dana.
""")

auto("pawsbook-intake-form", "paws-book intake form", "2026-04-02", ["paws-book", "intake"], """
# Intake form in paws-book

@a_jotform_shut@ JotForm was shut down on 2026-03-31; new-client intake is now a paws-book form at `/intake/<token>`.

- The token link goes out in the welcome email right after the first booking.
- Vaccine uploads land on the pet record; Janelle gets an admin task to verify them.
- Old submissions were exported to CSV and imported onto the pet records.
""")

auto("dev-handbook", "Dev handbook (short version)", "2026-03-10", ["dev", "process"], """
# Dev handbook

For Sam and the agent. The long version is in the repo wiki.

## Repos
- `scrubhound/paws-book`, `scrubhound/vanroute`, `scrubhound/groomlog`, `scrubhound/ping-bot`

## CI
@a_pb_circleci@ paws-book's CI is CircleCI — the pipeline lives in `.circleci/config.yml` and the README badge points there.

## Merging
@a_rebase_merge@ We use rebase-and-merge for PRs so each of Sam's commits lands on `main` as-is.
- Branch off `main` and keep branches short-lived.

## Secrets
- Never commit `.env`; `.env.example` lists every variable with a dummy value.
""")

auto("celery-notes", "Celery in paws-book", "2026-07-06", ["paws-book", "celery"], """
# Celery notes (paws-book)

@a_broker_rabbit@ - paws-book's Celery broker is RabbitMQ on CloudAMQP (Little Lemur plan).
- Tasks: `send_confirmation`, `export_reminder_feed`, `sweep_unpaid`, `nightly_stats`.
- Always pass ids to tasks, never model instances.
- `acks_late=True` on anything that touches Stripe, so a worker restart re-runs it.
- The worker runs with concurrency 2; don't raise it without checking DB connections.
""")

auto("checkout-flow", "Checkout at the van", "2026-05-29", ["payments", "vans", "groomlog"], """
# Checkout at the van

@a_dep_twenty@ Online bookings put a twenty-dollar-per-dog deposit on the card, and we knock it off the balance at the van.

## Closing out
1. Groomer marks the groom done in groomlog (photos attached).
2. Add-ons get ticked on the iPad; the balance updates.
@a_stripe_terminal@ 3. Groomers charge the final balance on the Stripe Terminal reader (WisePOS E) that's
   mounted by the sliding door; tap or chip, no cash back.
4. The receipt goes out by itself.

@a_card_on_file@ - paws-book keeps each client's card on file (Stripe) so a late-cancel fee can be charged without a phone call.
""")

auto("deploy-checklist", "paws-book deploy checklist", "2026-04-18", ["paws-book", "deploys"], """
# Deploy checklist (paws-book)

@a_pb_fly@ paws-book is deployed on Fly.io — `fly deploy` from `main`, app `paws-book`, region `sea`.

1. CI green on the commit you're shipping.
2. Post "deploying <sha>" in #dev.
3. Deploy (commands below).
@a_mig_laptop@ 4. After the deploy finishes, run `uv run manage.py migrate` against prod from your laptop (DATABASE_URL from 1Password).
5. Smoke test: fake booking on the staging tenant, cancel it, check the email.
6. Post "done" in #dev.

```bash
fly deploy --remote-only
fly logs -a paws-book | head -50
```
""")

auto("services-menu", "Services menu (what we actually do)", "2026-06-23", ["services", "clients"], """
# Services

## Grooms
@a_medium_2h@ - Full groom, medium (25–50 lb): about 2 h, bath through finish.
- Bath & tidy: bath, blow-out, nails, ears, sanitary, face/feet tidy.
- Puppy intro: 45 min, bath + nails + lots of treats.

## Add-ons
@a_grind_addon@ - Want the nails ground instead of clipped? That's an $8 add-on, even on a bath & tidy.
- Teeth brushing, blueberry facial, flea & tick shampoo — prices are on the price list.

## Other animals
@a_cats_ok@ - Cats: bath + nail trim only, booked on Van 3 (Priya did the cat-grooming course).
""")

auto("dependabot-notes", "Dependabot setup", "2026-06-30", ["dev", "dependencies"], """
# Dependabot

- Config: `.github/dependabot.yml` in paws-book and groomlog; weekly, Monday 06:00 MT.
@a_automerge@ - Patch bumps on paws-book get auto-merged once CI passes (auto-merge is switched on in the repo settings).
- Minor and major bumps get the `deps` label and wait for Sam.
- Grouped updates: all `django-*` packages come in one PR.
""")

auto("van-water-system", "Van water system", "2026-05-08", ["vans", "water"], """
# Water system (all vans)

- Fresh tank → 12 V pump → Truma AquaGo heater → Hydrosurge bathing system → tub.
- The grey tank is dumped at the yard wash bay every evening.
@a_hose_ok@ - If the fresh tank runs low mid-day, it's fine to refill from the client's hose with their OK — use the white RV hose and the inline filter.
@a_van3_55@ - Van 3 has the bigger 55 gal fresh tank, so Priya rarely needs a refill before 2 pm.
- Winter: heat tape on the fresh lines, antifreeze in the grey tank valve overnight.
- Heater setpoint is 100 °F; check the inline gauge before each bath.
""")

auto("photo-pipeline", "groomlog photo pipeline", "2026-07-28", ["groomlog", "photos"], """
# Photo pipeline

1. The groomer takes before/after shots in groomlog; they're resized to 1600 px on the device.
2. The upload queue waits for connectivity (see the Wi-Fi setting).

@a_photos_r2@ Groom photos now go to Cloudflare R2 (`sh-photos`); the old Supabase `groom-photos` bucket has
been read-only since the July cutover and only serves old signed URLs.

@a_photo_1yr@ - Photo archive retention in B2 is one year; after that the lifecycle rule purges it.
- The "after" photo is attached to the receipt email if the client opted in.
""")

auto("van-maintenance-log", "Van maintenance log", "2026-01-18", ["vans", "maintenance"], """
# Maintenance log

- 2026-01-18: Van 2 new front tires.
- 2026-03-02: Van 1 water pump replaced (Shurflo 4008).
- 2026-04-03: Van 3 delivered; first service booked 5,000 mi out.
@a_van1_battery@ - 2026-05-09: Van 1's Honda generator retired (sold on Marketplace); Biscuit now runs off the 10 kWh lithium bank + second alternator.
- 2026-07-22: Van 2 A/C recharge.
- 2026-10-03: Van 2 generator service (412 h).
- 2026-11-14: Van 3 first oil change (5,000 mi since delivery).
""")

auto("pawsbook-setup", "paws-book setup notes", "2026-01-25", ["paws-book", "local-dev"], """
# Setting up paws-book locally

@a_py311@ paws-book targets Python 3.11 — `.python-version` says 3.11 and the Docker base image is `python:3.11-slim`.

- Install uv, then `uv sync`.
- Copy `.env.example` to `.env`; ask Sam for the Stripe test keys.
- `docker compose up -d db` for Postgres.
- Create a superuser and load `fixtures/demo_vans.json` for some demo vans.
""")

auto("monitoring", "Monitoring", "2026-10-19", ["ops", "monitoring"], """
# Monitoring

@a_betterstack@ UptimeRobot is deprecated for us — Better Stack replaced it in October (3-min checks, phone-call escalation to whoever is on call).

- Monitors: `book.scrubhound.com/healthz`, `route.scrubhound.com/healthz`, the ping-bot heartbeat.
- ping-bot pings its heartbeat after every run; 45 min without one pages.
- groomlog has no server of ours to monitor; the Supabase status page is subscribed in #dev.
""")

auto("bookkeeping", "Bookkeeping", "2026-07-08", ["money", "bookkeeping"], """
# Bookkeeping

@a_xero@ We switched bookkeeping from QuickBooks Online to Xero on 2026-07-01 (Ruth's call); QBO is read-only now and only kept for the H1 records.

- Stripe payouts and the in-van card payouts both come in through the bank feed.
- Ruth reconciles monthly and files the quarterly sales tax.
- Supply receipts: snap a photo into the shared Drive folder; Ruth picks them up.
""")

auto("sms-reminders-howto", "How reminder texts get sent", "2026-02-14", ["ping-bot", "reminders"], """
# How reminders get sent

@a_pingbot_render@ ping-bot is a Render cron job (`pingbot-cron`) that wakes every 15 minutes and texts whoever is due.

@a_morning_715@ - The morning-of text fires at 7:15 am with the arrival window (e.g. 10:00–10:30).
- Message templates live in paws-book admin → Notify → Templates.
- To resend a reminder by hand: admin → booking → "Resend reminder".
""")

auto("ringworm-protocol", "Skin infection / ringworm protocol", "2026-08-14", ["safety", "chemicals"], """
# Ringworm / skin infection protocol

@a_rescue16@ After any dog with suspected ringworm or a skin infection, mix Rescue at 1:16 and leave it wet for 10 minutes before the next dog.

- Bag and wash all towels from that dog separately, hot cycle.
- Note it on the pet card in groomlog and tell Dana; the owner gets a call suggesting a vet visit.
- Next time, that dog is the last appointment of the day.
""")

auto("edge-of-area", "Edge-of-area bookings", "2026-09-05", ["service-area", "booking"], """
# Edge-of-area bookings

@a_area_trip_fee@ Star and north Eagle addresses a bit past the 20 mi line are OK on Van 2's Wednesday loop, with a $10 trip fee.

- Anything further than ~25 mi: say no politely and suggest Bark Avenue.
- Janelle adds the trip fee by hand in the admin (it's an add-on line).
""")

auto("vanroute-runbook", "vanroute runbook", "2026-07-01", ["vanroute", "ops", "runbook"], """
# vanroute runbook

@a_osrm_5000@ - OSRM is `osrm-routed` on localhost:5000; restart it with `systemctl restart osrm`.
- vanroute itself: `systemctl restart vanroute`; logs via `journalctl -u vanroute -f`.
- Map data: Geofabrik Idaho extract, refreshed on the 1st (cron `osrm-refresh`).
- If plans look wrong (vans crossing the river twice), check OSRM first, then the booking addresses.

```bash
curl -fsS http://127.0.0.1:7070/healthz
journalctl -u osrm --since "1 hour ago"
```
""")

auto("van-breakdown", "If a van breaks down", "2026-06-26", ["vans", "breakdowns"], """
# Van breakdown

@a_breakdown_marco@ - Weekend breakdowns: Marco is the first call (he has the spare keys and the tow account number).
- Weekdays: call Dana, then Treasure Valley Towing.
- Text the rest of the day's clients from the admin "bulk message" button.
- The dog in the van comes first: A/C on via shore power or the battery, and never leave it alone.
""")

auto("business-hours", "Hours and exceptions", "2026-09-12", ["schedule", "hours"], """
# Hours

Weekday times are in the booking rules. Exceptions:

| Day | First slot | Last start | Vans |
|---|---|---|---|
@a_sat_930@ | Saturday | 9:30 | 14:00 | Van 1 + Van 2 |
| Sunday | — | — | closed |
| Thanksgiving week | (normal) | (normal) | Mon–Wed only |
""")

auto("office-routine", "Office routine (Janelle)", "2026-05-12", ["office", "janelle"], """
# Office routine

## Daily
@a_all_in_paws@ - All appointments live in paws-book; Janelle never keeps a side calendar.
- 9:00 open the phone line, check overnight bookings and the "unconfirmed" list.
- Call anyone still unconfirmed inside 24 h.
@a_receipt_email@ - Receipts are emailed automatically as soon as the groomer closes out the appointment.

## Money
@a_no_refund_wo_dana@ - No refunds go out without Dana's OK in Slack #money.

## Saturdays
@a_sat_office@ - Saturdays the first appointment is at 9:30 and only Biscuit and Noodle go out; the phones go to voicemail.
""")

auto("van3-routes", "Van 3 routes", "2026-05-03", ["van-3", "routes"], """
# Van 3 routes

@a_two_vans@ Until Van 3 showed up in April we only had two vans, and Marco drove out to Nampa on Fridays.

- Tue/Thu: Nampa; Wed/Fri: Caldwell + Middleton.
- Priya starts from the yard at 8 like everyone else.
""")

auto("summer-heat-plan", "Summer heat plan (recap)", "2026-09-03", ["schedule", "summer", "safety"], """
# Summer heat plan — recap

@a_summer_700@ Jun–Aug we ran the heat schedule: first appointment at 7:00 so the vans were done
by 3 pm, before the worst of the afternoon heat.

- Vans parked in shade where possible; A/C on from arrival.
- No dogs left in the van cab, ever.
""")

auto("noshow-analysis", "No-show analysis", "2026-06-18", ["clients", "reminders", "analysis"], """
# No-shows

@a_sms24_q1@ - From January to mid-March ping-bot only sent the advance reminder 24 h out; no-shows ran around 9%.
- Deposits started in April → about 3%.
- Saturday no-shows are the worst (people forget weekend plans).
""")

auto("groomlog-build-notes", "groomlog build notes", "2026-08-07", ["groomlog", "builds"], """
# groomlog build notes

@a_gl_yarn@ - Install deps with `yarn install` — groomlog is a yarn classic project and `yarn.lock` is committed.
@a_android_beta@ - During the Feb–Mar beta, groomlog ran on two Samsung Galaxy Tab A8s before we bought the iPads.
@a_ota_weekly@ - groomlog ships an EAS Update to the vans most weeks (JS-only changes).
- `eas build --profile production --platform ios` for custom-app builds; takes ~25 min.
- Bump `runtimeVersion` whenever a native module changes, or OTA updates will crash on launch.
""")

auto("marketing-notes", "Marketing notes", "2026-03-25", ["marketing"], """
# Marketing

@a_newsletter_bd@ - The monthly newsletter goes out through Buttondown — marketing and transactional mail stay on separate providers.
- Instagram three times a week: before/after pairs (consent only), van life, staff dogs.
- Google reviews: ask after the 2nd groom, not the first.
- Referral: $10 off for both when a friend books.
""")

auto("incident-notes", "Incident notes", "2026-08-20", ["ops", "incidents"], """
# Incidents

@a_oncall_payments@ - Whoever is on call owns anything that breaks payments on the site (Stripe webhooks failing, checkout errors).
- 2026-05-17: deposit step returned 500s for 25 min after a Stripe API version bump; pinned the version.
- 2026-09-13: vanroute returned empty plans at 05:30 (OSRM out of memory); plans rebuilt by 7.
- Write-ups: what broke, who noticed, how long, what we changed.
""")

# unlabelled auto notes
auto("staff-meeting-2026-02", "Staff meeting 2026-02-26", "2026-02-27", ["meetings", "staff"], """
# Staff meeting — 2026-02-26

Present: Dana, Marco, Tess, Owen, Janelle (Sam on the phone for 10 min)

- Van 3: approved; Dana is looking at a used ProMaster. Target start in April.
- Deposits: start April 1 together with the new cancellation policy.
- Tess asked for a second towel warmer in Van 2 — yes.
- Next meeting: end of March.
""")

auto("shampoo-inventory", "Shampoo inventory", "2026-04-25", ["supplies", "chemicals"], """
# Shampoo inventory

- Reorder Best Shot when we're under 2 gal (each van burns ~1 gal a week at 1:16).
- Oatmeal: keep 1 gal per van.
- Rescue concentrate: roughly 1 gal per van per month.
- Order from Ryan's on the 1st; net-30.
""")

auto("van-wifi", "Van connectivity", "2026-04-12", ["vans", "connectivity"], """
# Van Wi-Fi

- Each van has a Verizon Jetpack (MiFi 8800L); iPads join VAN1 / VAN2 / VAN3.
- Monthly cap is 50 GB per Jetpack.
- Dead zones: south Kuna, parts of Star. groomlog copes offline.
- Reboot the Jetpack before calling Verizon; it fixes it 9 times out of 10.
""")

auto("client-reviews", "Client reviews", "2026-10-30", ["clients", "marketing"], """
# Reviews

- Google rating 4.9 (212 reviews) at the end of October.
- Most common praise: punctual, dogs come back calm.
- Most common complaint: the arrival window feels wide on Saturdays.
- Reply to every review within 48 h; Dana writes the replies.
""")

auto("stripe-webhooks", "Stripe webhooks", "2026-05-18", ["paws-book", "stripe"], """
# Stripe webhooks

- Endpoint: `/stripe/webhook/` in paws-book; signing secret in 1Password.
- Events we handle: `checkout.session.completed`, `payment_intent.payment_failed`, `charge.dispute.created`.
- Stripe retries failed deliveries for up to 3 days — the handler must be idempotent (we key on the event id).
- API version pinned to 2025-09-30 after the May incident.
""")

auto("supabase-notes", "Supabase notes (groomlog)", "2026-03-14", ["groomlog", "supabase"], """
# Supabase

- Project `groomlog-prod`, region us-west-1.
- RLS: each iPad logs in as its van user; policies restrict rows to that van's route.
- Local: `supabase start` gives Postgres on 54322 and the API on 54321.
- Never ship the service-role key in the app.
""")

auto("expo-sdk-52-upgrade", "Expo SDK 52 upgrade", "2026-06-06", ["groomlog", "expo"], """
# Expo SDK 52 upgrade

- Upgraded groomlog from Expo SDK 51 to 52 on 2026-06-04 (needed for the new camera module).
- New Architecture on; one crash in the signature pad library fixed with a patch.
- Needed a full EAS Build + custom-app resubmission, not an OTA update.
""")

auto("insurance", "Insurance", "2026-03-08", ["money", "insurance"], """
# Insurance

- Hiscox general liability $1M + care, custody & control (dogs in our care) $25k per animal.
- Renewal is in March; the premium went up 8% this year.
- Incident reports within 48 h of anything involving a vet visit.
- The vans are on a separate commercial auto policy with Progressive.
""")

auto("winterizing-vans", "Winterizing the vans", "2026-11-06", ["vans", "winter"], """
# Winter

- Heat tape on the fresh lines switches on below 35 °F.
- Van heaters run overnight at the yard on shore power.
- Below 10 °F we cancel the first slot of the day rather than risk frozen lines.
- Keep a bag of ice melt in each van for client driveways.
""")

auto("holiday-rush-2026", "Holiday rush 2026", "2026-11-10", ["schedule", "holidays"], """
# Holiday rush

- December books up about 3 weeks out; the Dec calendar opened on Nov 1.
- No Sunday vans in December (Dana's call).
- Thanksgiving week: vans run Mon–Wed only.
- Holiday bandana add-on, free, through Dec 23.
""")

auto("glossary", "Glossary", "2026-04-20", ["reference"], """
# Glossary

- **Bath & tidy**: bath + blow-out + nails/ears + face/feet/sanitary tidy, no full haircut.
- **Full groom**: everything in a bath & tidy plus a full haircut.
- **Van-day**: one van on one date; the unit paws-book locks for availability.
- **Window**: the 30-min arrival window a client gets.
- **Plan**: vanroute's ordered route for a van-day.
- **Biscuit / Noodle / Juniper**: Vans 1 / 2 / 3.
""")

auto("local-docker", "Local docker for paws-book", "2026-01-30", ["paws-book", "local-dev"], """
# Local docker (paws-book)

```yaml
services:
  db:
    image: postgres:16
    ports: ["5432:5432"]
  redis:
    image: redis:7
    ports: ["6379:6379"]
```

- Data persists in the `pbdata` volume; `docker compose down -v` wipes it.
""")

auto("caddy-config", "Caddy on the route box", "2026-07-02", ["vanroute", "caddy"], """
# Caddy

The route box Caddyfile:

```
route.scrubhound.com {
    reverse_proxy 127.0.0.1:7070
}
```

- Caddy renews the cert itself; the DNS record is grey-clouded in Cloudflare for that reason.
- Admin API on localhost:2019, never exposed.
""")

auto("hiring-2026", "Hiring notes", "2026-10-08", ["staff", "hiring"], """
# Hiring

- Looking for a part-time groomer for spring 2027.
- Pay: $22/h + commission over 5 dogs a day.
- Needs 1+ year of salon experience; we train on the van.
- Janelle screens, Marco does the working interview.
""")

auto("pricing-review-july", "Pricing review July 2026", "2026-07-05", ["pricing", "money"], """
# Pricing review

- July 1 increase: roughly +10–15% across sizes, the first raise since 2024.
- Only 3 clients complained; nobody cancelled over it.
- Next review: January 2027.
""")

auto("dog-handling", "Dog handling tips", "2026-08-25", ["grooming", "handling"], """
# Handling

- Senior dogs: shorter sessions, breaks on the mat, no standing longer than 20 min.
- Anxious dogs: lights low, dryer on low, treats from the owner.
- Doodles: always ask when the last brush-out was; most are matted close to the skin.
""")
