# Root (Claude Code auto-memory) files for set21 (Cragline Climbing).
# Claim lines end with a marker " ⟦ID⟧" which build.py strips and records.
# Each entry: (filename, name, description, type, title, hook, body)

ROOT = []


def r(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body.strip("\n") + "\n"))


r("reference_belaybook.md", "reference-belaybook",
  "belaybook overview: stack, hosts, background jobs, email, booking rules",  # flat ': '
  "reference", "belaybook overview", "session booking app, stack, hosts, jobs, booking rules", """
# belaybook (session booking)

Members book climbing and bouldering sessions, classes and inductions here.
Repo `cragline/belaybook`, owner Tomasz. Staff screens live under `/desk/`.

## Stack
- Django 5.1, DRF for the app API, HTMX for the staff screens ⟦F1⟧
- Database: PostgreSQL 16 ⟦D1⟧
- Postgres endpoint: `pg-book.cragline.internal:5432`, db `belaybook`, role `belaybook_app` ⟦V1⟧
- Cache + sessions: Redis on `redis-book.cragline.internal:6379` db 1
- Redis runs with `maxmemory 512mb` and `allkeys-lru`; an evicted cache only makes the booking grid slower ⟦V7⟧
- Background jobs: Celery 5.4 workers (`book-worker`), broker is the same Redis, db 2 ⟦R1⟧
- Transactional email (confirmations, cancellations): Postmark, server `belaybook-prod` ⟦R3⟧
- Prod app: `app-01.cragline.internal:8000` (gunicorn, 4 workers) behind Caddy ⟦O7⟧

## Booking rules
- Sessions are 2 hours; members can book up to 7 days ahead
- When a booking is cancelled the waitlist auto-promotes the next person in line and emails them ⟦A3⟧
- No-shows: 3 in 30 days gives a 14-day booking block (front desk can lift it from `/desk/members/<id>`)
- Inductions are bookable only by people without a completed induction flag

## Handy commands
- `just manage showmigrations`
- `just shell-prod` opens a Django shell on app-01 with the read-only DB role
- `just grid SHF 2026-11-30` prints the session grid for a site/day (used when front desk says "it's full but it isn't")

**How to apply:** when a booking bug is reported, check the waitlist promotion log (`book-worker` logs, logger `booking.waitlist`) before touching the grid code.
""")

r("reference_memberly.md", "reference-memberly",
  "memberly overview - membership sign-up, billing, hosting, CI, exports",
  "reference", "memberly overview", "membership and billing system, hosting, CI, exports", """
# memberly

Membership sign-up, freezes, cancellations and monthly billing. Rails 7.2 API plus a React admin
(`memberly-admin`) that front desk and finance use. Repo `cragline/memberly`.

## Hosting
- Runs on Heroku: app `cragline-memberly` (2 × standard-1x web dynos, 1 worker) ⟦S1⟧
- Heroku Scheduler triggers the nightly rake tasks
- Logs: Papertrail add-on, search `app:cragline-memberly`

## Billing
- Payment provider for memberships: GoCardless ⟦F2⟧
- Members pay monthly by Direct Debit; the first payment is taken at sign-up ⟦NS2⟧
- Collection run: 1st of each month, batch submitted at 06:00 Europe/London ⟦V2⟧
- Nightly CSV export of invoices to Xero (`rake xero:export`), finance imports the file the next morning ⟦S10⟧
- Failed payments show on the admin dashboard under *Arrears*; finance chases anything older than 14 days

## Build / repo
- CI: GitHub Actions (`.github/workflows/ci.yml`): rspec, rubocop, admin build ⟦R2⟧
- `memberly-admin` builds on Node 22 LTS ⟦O3⟧
- JS package manager: pnpm 9 (`pnpm-lock.yaml` is committed; don't add another lockfile) ⟦R6⟧
- Ruby 3.3, versions pinned in `.tool-versions`

**Why it matters:** memberly is the source of truth for who may enter the building; gatekeeper asks it.
""")

r("reference_gatekeeper.md", "reference-gatekeeper",
  "gatekeeper overview: door access, check-in, controllers, logging",  # flat ': '
  "reference", "gatekeeper overview", "door access and check-in service, controllers, rollout", """
# gatekeeper (door access / check-in)

Talks to the turnstile controllers at every site and asks memberly whether a card may enter.

- Written in Go; repo `cragline/gatekeeper` ⟦F4⟧
- Runs on `app-03` and reaches the sites over WireGuard (`wg-sites`)
- Admin API: `https://gatekeeper.cragline.internal:8443` (mTLS; the front-desk app and memberly call it) ⟦V10⟧
- Controllers: ZKTeco inBio 460 per site, RS-485 to the turnstile readers

## Behaviour
- When a controller loses its link to gatekeeper it keeps admitting from its cached member list for up to 48 hours ⟦V6⟧
- Members whose Direct Debit has failed are still let in for a 7-day grace period; front desk sees an amber banner ⟦N2⟧
- Staff cards always work, even with the cache expired
- Check-in events are logged with the full card UID, site and door, and shipped to Loki ⟦N8⟧

## Operations
- Controller firmware updates roll out one site at a time, York first (smallest) ⟦NS1⟧
- `gk status --site SHF` shows controller link state and cache age
- The spare inBio in the office is for bench tests; it is not enrolled in any site
""")

r("reference_waivers.md", "reference-waivers",
  "Waiver system overview, storage, junior rules and kiosk setup",
  "reference", "Waivers overview", "digital waiver signing, storage, junior rules, kiosks", """
# waivers

Next.js app at `waivers.cragline.co.uk`; belaybook checks waiver status before confirming a first visit.

- Waivers are signed digitally, on the website before the first visit or on a kiosk at the desk ⟦D8⟧
- A signed waiver is valid for 12 months; after that belaybook asks the visitor to re-sign ⟦V3⟧
- Storage: signed PDFs go to S3 ⟦F9⟧
- Under-16s: a parent or guardian can sign for them online; the child does not have to be present ⟦N9⟧
- Front desk can override a failed waiver check (tablet offline, name typo) by picking a reason code ⟦NS6⟧
- Kiosk iPads run the `waiver-kiosk` PWA with Guided Access on ⟦S9⟧

## Data
- Postgres schema `waivers` on `pg-util`, table `signatures`
- Each PDF embeds the signer's name, DOB, signature image and the waiver text version (`v2026.2` currently)
""")

r("reference_routeset.md", "reference-routeset",
  "routeset (setters app + API) overview, builds, grades, auth",
  "reference", "routeset overview", "route-setting app and API, builds, grades, auth", """
# routeset

Setters' app and API: new problems and routes, grades, photos, and the public "new this week" feed.

## App
- React Native (Expo SDK 51), one codebase for both stores ⟦R5⟧
- Ships on iOS and Android (TestFlight / internal track first) ⟦D9⟧
- Staff sign in with Google Workspace SSO (cragline.co.uk accounts only) ⟦A10⟧

## API
- `routeset-api`: Fastify + Prisma, runs on Node 20 (`.nvmrc` says `20`) ⟦V4⟧
- Migrations: `npx prisma migrate deploy` runs in the release job ⟦NS8⟧
- CI: GitHub Actions (lint, tests, EAS build on tags) ⟦O2⟧

## Grades
- Grades: V-scale (VB to V12) ⟦F7⟧
- Grades are published on the website's "New this week" page through the public feed ⟦N7⟧
- Setters can mark a problem "comp only" so it never shows in the feed
""")

r("reference_till_sync.md", "reference-till-sync",
  "till-sync overview - cafe tills to Xero bridge",
  "reference", "till-sync overview", "cafe till to accounting bridge", """
# till-sync

Bridges the café tills (Square) and Xero so finance doesn't retype takings.

- Python 3.12, repo `cragline/till-sync`
- Runs as a systemd timer on `app-02` ⟦D6⟧
- Pulls new Square orders every 15 minutes ⟦V8⟧
- Cursor (last seen order per Square location) is kept in a SQLite file, `/var/lib/till-sync/state.db` ⟦R9⟧
- Square webhooks (`order.updated`) that fail processing are retried up to 5 times with exponential backoff ⟦N10⟧
- Posts café sales into Xero ⟦F10⟧
- Square category to Xero account code mapping lives in `mapping.yaml` in the repo ⟦A9⟧
- Cafés: Leeds, Sheffield, Manchester (York only has a vending machine, not on Square)

**How to apply:** if finance says a day is missing, check `journalctl -u till-sync` on app-02 first.
""")

r("reference_website.md", "reference-website",
  "Public website overview, build, hosting, content and analytics",
  "reference", "Website overview", "public site build, hosting, CMS, analytics", """
# cragline.co.uk

## Build
- Built with Astro 4; content comes from Directus (headless CMS) ⟦D2⟧
- Hosting: Netlify (site `cragline-web`), DNS at Gandi ⟦R4⟧
- Deploys automatically on merge to `main` ⟦F3⟧
- Build runs on Node 18 (upgrade ticket WEB-212) ⟦O3⟧

## Content
- Directus DSN: `postgres://directus@pg-web.cragline.internal:5432/cms` ⟦V9⟧
- Marketing (Ellie Moss) edits pages, timetables and news in Directus; no PR needed for content ⟦A6⟧
- Timetable page is rendered from the `classes` collection at build time and refreshed by a Directus webhook

## Tracking
- Analytics: Google Analytics 4, property `cragline-web` ⟦S2⟧
- Cookie banner: the small in-house one in `src/components/Consent.astro`
""")

r("reference_infra.md", "reference-infra",
  "Infra overview: hosts, monitoring, alerts, backups, access",  # flat ': '
  "reference", "Infra overview", "servers, monitoring, alerting, backups, agent access", """
# Infra

## Hosts (Hetzner, Falkenstein)
- `app-01` belaybook
- `app-02` till-sync, Directus, small jobs
- `app-03` gatekeeper, routeset-api
- `pg-book`, `pg-util`, `pg-web` Postgres boxes; `mon-01` monitoring

## Monitoring
- Uptime checks: Uptime Kuma on `mon-01`, status page `status.cragline.co.uk` ⟦R10⟧
- Metrics/logs: Prometheus + Loki + Grafana on `mon-01`
- Alerts go to Slack `#ops-alerts` ⟦S7⟧

## Backups
- Every Postgres database is backed up nightly ⟦F5⟧
- Restore test once a quarter (see auto/pgbackrest-restore-test.md)

## Access
- The agent can SSH to `app-01`..`app-03` as `deploy` through `jump.cragline.internal` ⟦D3⟧
- No direct SSH to the Postgres boxes; use `psql` via the jump host tunnel
""")

r("reference_sites.md", "reference-sites",
  "The four gyms, opening hours, capacity and facilities",
  "reference", "Sites", "the gyms, hours, capacity, facilities", """
# Sites

- Cragline runs four gyms: Leeds (LDS), Sheffield (SHF), Manchester (MAN), York (YRK) ⟦A5⟧

## Leeds (LDS)
- Open 06:30–22:30 weekdays, 08:00–21:00 weekends ⟦D4⟧
- Bouldering sessions capped at 150 climbers ⟦O4⟧
- 8 auto-belay lanes on the Wall 2 mezzanine ⟦O8⟧
- Comp wall in the main hall

## Sheffield (SHF)
- Bouldering sessions capped at 120 climbers (fire certificate) ⟦V5⟧
- Board wall (Moon + Kilter) upstairs

## Manchester (MAN)
- Bouldering only, two party rooms

## York (YRK)
- Smallest site; no café, vending machine only
""")

r("reference_staff_rota.md", "reference-staff-rota",
  "Where staff shifts are planned and who approves swaps",
  "reference", "Staff rota", "where shifts are planned, swap approvals", """
# Staff rota

- Staff shifts are planned in the shared Google Sheet `Rota 2026`, one tab per site ⟦S3⟧
- Site managers approve swaps; duty manager on each shift is marked with a ★
- Payroll (Sage) takes hours from the timesheet export, not from the rota
""")

r("reference_pricing.md", "reference-pricing",
  "Membership and entry prices as used in memberly plans",
  "reference", "Pricing", "membership tiers and entry prices", """
# Pricing (memberly plan codes in brackets)

- Peak: £58/month (`PEAK`)
- Off-peak: £45/month (`OFFPEAK`) ⟦D7⟧
- Concession (students, NHS): £40/month (`CONC`)
- Day entry: £14 adult, £9 junior
- 10-visit punch card: £120, valid 12 months from purchase
""")

r("user_tomasz.md", "user-tomasz",
  "Who Tomasz is and how he likes to work",
  "user", "Tomasz (user)", "role, background, working preferences", """
Tomasz Reid is Head of Digital and the only developer at Cragline. ⟦A1⟧

- Background: PHP/Laravel agency work, then Django; learning Go through gatekeeper
- Prefers short answers. ⟦F8⟧
- Usually works 08:00–16:00 UK time, in Leeds on Mondays and Thursdays
- Climbs at Sheffield; knows the setters well, so routeset requests often come to him directly
""")

r("project_sheffield_capacity.md", "project-sheffield-capacity",
  "Sheffield session cap and how it is enforced in belaybook",
  "project", "Sheffield capacity", "Sheffield session limit and enforcement", """
Sheffield bouldering sessions are capped at 90 climbers per 2-hour slot. ⟦V5⟧

**Why:** the fire certificate counts the upstairs board room as part of the same compartment.

**How to apply:** the cap lives on the `Site` row (`max_per_slot`); never hard-code it in templates.
Front desk can't exceed it, not even with the override button.
""")

r("feedback_till_sync_polling.md", "feedback-till-sync-polling",
  "Keep till-sync polling frequent, finance watches it during events",
  "feedback", "till-sync polling", "how often till-sync should poll and why", """
till-sync polls Square every 5 minutes. ⟦V8⟧

**Why:** finance watches the café dashboard during events (comps, socials) and complained when it lagged.

**How to apply:** don't "optimise" the poll interval down to save API calls; Square's limits are nowhere near.
""")

r("project_booking_comms.md", "project-booking-comms",
  "How belaybook talks to customers about bookings",
  "project", "Booking comms", "booking confirmations and reminders", """
# Booking comms

- Booking confirmation and cancellation emails go out through Amazon SES (eu-west-2, configuration set `belaybook`). ⟦R3⟧
- belaybook does not send SMS reminders; the Twilio quote was about £300/month at our volume. ⟦N3⟧
- belaybook sends reminder emails for booked sessions. ⟦NS3⟧

**Why:** no-shows were ~11% in spring; reminders got it to ~6%.
""")

r("feedback_memberly_workflow.md", "feedback-memberly-workflow",
  "Git and tooling habits Tomasz wants on the memberly repo",
  "feedback", "memberly workflow", "git and tooling habits on the membership repo", """
Never squash memberly PRs; keep every commit. ⟦N1⟧

**Why:** Tomasz bisects billing bugs commit by commit, and a squashed 600-line PR hides which change broke proration.

memberly-admin uses yarn (classic v1); run `yarn install --frozen-lockfile`, never npm. ⟦R6⟧

**How to apply:** write commits that each pass the suite on their own.
""")

r("feedback_gatekeeper_prs.md", "feedback-gatekeeper-prs",
  "How gatekeeper pull requests get merged",
  "feedback", "gatekeeper PRs", "how door-access PRs get merged", """
Use merge commits (`--no-ff`) for gatekeeper PRs so each controller-protocol change stays one visible unit. ⟦R7⟧

**Why:** when a site's doors misbehave after a release we revert the whole protocol change in one go.

**How to apply:** on GitHub pick "Create a merge commit"; the merge title should name the ticket (GK-xx).
""")

r("project_belaybook_errors.md", "project-belaybook-errors",
  "Where belaybook exceptions go and who triages them",
  "project", "belaybook errors", "exception tracking and triage", """
belaybook reports exceptions to Sentry (SaaS, project `belaybook`), DSN in the `SENTRY_DSN` env var. ⟦R8⟧

Triage: Tomasz looks on Monday and Thursday mornings; anything tagged `payment` or `waitlist` same day.
Noise filter: `Http404` and `DisallowedHost` are ignored at the SDK level.
""")

r("feedback_memberly_tests.md", "feedback-memberly-tests",
  "How memberly specs should treat the database",
  "feedback", "memberly tests", "test database policy for the membership repo", """
memberly specs must run against a real Postgres (the `db` service in `docker-compose.test.yml`); don't mock ActiveRecord. ⟦N4⟧

**Why:** a mocked spec passed while a real unique index on `mandates.gocardless_id` rejected the insert in prod (MEM-318).

**How to apply:** `docker compose -f docker-compose.test.yml up -d db` before `bin/rspec`.
""")

r("project_day_passes.md", "project-day-passes",
  "Day pass sales decision and implementation notes",
  "project", "Day passes", "selling entry to non-members", """
Decided to sell day passes online through belaybook, paid at booking with Stripe Checkout. ⟦N5⟧

**Why:** Saturday queues at Leeds; people arrive having already paid and the desk only checks the waiver.

**How to apply:** the pass is a `Booking` with `kind=day_pass`; refunds go through the Stripe dashboard.
""")

r("feedback_website_git.md", "feedback-website-git",
  "Git rules for the website repo",
  "feedback", "Website git rules", "branching and merging on the website repo", """
Never push straight to `main` on the website repo, even for a typo; open a PR. ⟦N6⟧

Squash-merge website PRs; the PR title becomes the changelog line. ⟦O9⟧

**Why:** Ellie reviews copy changes on the preview before they go live.
""")

r("feedback_routeset_grades.md", "feedback-routeset-grades",
  "Setters' wishes about showing grades publicly",
  "feedback", "routeset grades policy", "what the public feed may show", """
Don't publish routeset grades on the public website; the feed shows colour and wall only. ⟦N7⟧

**Why:** the head setters (Jodie at SHF, Marcus at LDS) want grades discovered on the wall, not read online first.

**How to apply:** the feed serializer must drop `grade` and `grade_font`.
""")

r("feedback_gatekeeper_logging.md", "feedback-gatekeeper-logging",
  "What gatekeeper may and may not write to logs",
  "feedback", "gatekeeper logging", "personal data in door-access logs", """
Never log full card UIDs from gatekeeper; mask to the last 4 hex chars (`****A3F1`). ⟦N8⟧

**Why:** a card UID plus time and door is personal data under our DPIA, and Loki keeps 90 days.

**How to apply:** use `mask.UID()` in every log call; a lint rule (`gk-uidlint`) flags raw `uid` fields.
""")

r("project_junior_waivers.md", "project-junior-waivers",
  "Rules for waivers of under-16 climbers",
  "project", "Junior waivers", "rules for junior climbers", """
Under-16 waivers cannot be signed online; the guardian signs at the desk with the child present. ⟦N9⟧

**Why:** insurer condition (Hollis Sport policy schedule, clause 7.3).

**How to apply:** the junior flow in the waiver app stops after the details page and shows "sign at the desk".
""")

r("project_website_analytics.md", "project-website-analytics",
  "Analytics change on the public website",
  "project", "Website analytics", "cookie-free analytics change", """
Switched the website from GA4 to Plausible (self-hosted at `stats.cragline.co.uk`) in March 2026; the GA4 tag was removed. ⟦S2⟧

**Why:** cookie banner complaints and the ICO guidance; Plausible needs no consent.

**How to apply:** goals are `Book`, `Join`, `Waiver`; add new ones in Plausible, not in code.
""")

r("project_desfire_migration.md", "project-desfire-migration",
  "Door card technology migration across sites",
  "project", "DESFire migration", "door card technology change", """
# Door cards

EM4100 fobs are no longer accepted at any site; all readers were switched to MIFARE DESFire EV3 cards in September 2026. ⟦S4⟧

- Replacement cards were free until 31 October; now £3 at the desk
- gatekeeper stores the DESFire UID; the old fob numbers were kept in `legacy_fob` for a month and then dropped
""")

r("feedback_customer_emails.md", "feedback-customer-emails",
  "Where customer replies end up and who answers",
  "feedback", "Customer replies", "where customer replies land", """
Customer replies to booking emails land in the `bookings@cragline.co.uk` shared mailbox; front desk works through it each morning. ⟦S8⟧

**How to apply:** when writing email templates, don't promise a reply time shorter than one working day.
""")

r("project_kamal_rollout.md", "project-kamal-rollout",
  "Deployment tooling change for belaybook",
  "project", "Kamal rollout", "deployment tooling change", """
belaybook no longer deploys with Ansible; since the Kamal rollout in May 2026 it ships with `kamal deploy` from CI. ⟦S6⟧

**Why:** the playbook took 9 minutes and broke twice on apt locks.

**How to apply:** config in `config/deploy.yml`; `kamal app logs -f` to tail; rollback is `kamal rollback <version>`.
""")

r("project_xero_api.md", "project-xero-api",
  "How memberly invoices reach the accounting system",
  "project", "memberly to Xero", "how membership invoices reach accounting", """
memberly no longer exports a nightly CSV to Xero; since July 2026 it creates invoices directly through the Xero API (`xero-ruby`). ⟦S10⟧

**Why:** finance kept importing the same file twice.

**How to apply:** the OAuth refresh token lives in memberly's credentials; if invoices stop, check `XeroSyncJob` errors first.
""")

r("feedback_prod_safety.md", "feedback-prod-safety",
  "Ask before changing production",
  "feedback", "Production safety", "asking before production changes", """
Ask Tomasz before touching anything in production. ⟦F6⟧

**Why:** one person runs everything; a surprise change at 18:00 on a Friday lands on him at a climbing wall with no laptop.

**How to apply:** read-only inspection (logs, `SELECT`s on the replica) is fine without asking.
""")

r("feedback_reply_style.md", "feedback-reply-style",
  "Length and tone of replies",
  "feedback", "Reply style", "length and tone of answers", """
Keep replies under about 10 lines unless Tomasz asks for detail; no preamble. ⟦F8⟧

**Why:** he reads on his phone between shifts.
""")

r("project_waitlist.md", "project-waitlist",
  "How the belaybook waitlist behaves",
  "project", "Waitlist", "what happens when a full session frees up", """
# Waitlist

Cancelling frees the spot, and belaybook automatically moves the first person on the waitlist into it and tells them by email. ⟦A3⟧

- Promotion stops 60 minutes before the session starts (people can't get there in time)
- Waitlist is per session, max 20 people
""")

r("feedback_copy_style.md", "feedback-copy-style",
  "Spelling and tone for customer-facing text",
  "feedback", "Copy style", "spelling and tone in customer text", """
Customer-facing copy is British English (colour, centre, cancelled). ⟦A2⟧

**How to apply:** friendly, no exclamation marks in error messages, "climbers" not "users".
""")

r("feedback_gatekeeper_restarts.md", "feedback-gatekeeper-restarts",
  "When the door service may be restarted",
  "feedback", "gatekeeper restarts", "when the door service may be restarted", """
Don't restart gatekeeper while any site is open; do it after closing. ⟦A4⟧

**Why:** a restart drops controller sessions and the turnstiles fall back to cache, which confuses front desk.
""")

r("feedback_pr_size.md", "feedback-pr-size",
  "How big pull requests should be",
  "feedback", "PR size", "scope of each pull request", """
Keep PRs small: one concern per PR, even if that means three PRs in a row. ⟦A8⟧

**Why:** Tomasz reviews on his phone and bounces anything he can't read in one go.
""")

r("feedback_firmware.md", "feedback-firmware",
  "Rules for turnstile controller firmware updates",
  "feedback", "Controller firmware", "when controller firmware may be flashed", """
Never flash turnstile controller firmware while a site is open. ⟦NS1⟧

**Why:** the inBio reboots twice during an update and the turnstile stays locked for ~4 minutes.

**How to apply:** schedule for after close, take the spare controller along in case of a brick.
""")

r("feedback_memberly_billing.md", "feedback-memberly-billing",
  "Billing invariants for memberly",
  "feedback", "memberly billing rules", "invariants for membership billing", """
memberly must never charge a member whose membership is frozen for that month. ⟦NS2⟧

**Why:** every wrong charge is an indemnity claim through GoCardless and a furious email to the site manager.

**How to apply:** any change to `CollectionBuilder` needs a spec with a frozen member in the batch.
""")

r("feedback_db_maintenance.md", "feedback-db-maintenance",
  "Database maintenance rules for memberly",
  "feedback", "DB maintenance", "when heavy database maintenance may run", """
Never run `VACUUM FULL` on memberly tables during opening hours; it takes an exclusive lock. ⟦NS4⟧

**How to apply:** plain `VACUUM (ANALYZE)` is fine any time.
""")

r("feedback_dependabot.md", "feedback-dependabot",
  "Handling dependency update PRs on gatekeeper",
  "feedback", "Dependabot on gatekeeper", "handling dependency update PRs for door access", """
Don't merge Dependabot PRs on gatekeeper until they've been bench-tested on the spare controller in the office. ⟦NS5⟧

**Why:** a `go.bug.st/serial` bump once changed RS-485 timing and locked York for 20 minutes.
""")

r("feedback_waiver_overrides.md", "feedback-waiver-overrides",
  "Limits on overriding waiver checks at the desk",
  "feedback", "Waiver overrides", "limits on desk overrides", """
Front desk must never override a failed waiver check for an under-18; no reason code covers that. ⟦NS6⟧

**How to apply:** the override endpoint returns 403 when the visitor's DOB makes them under 18.
""")

r("feedback_routeset_migrations.md", "feedback-routeset-migrations",
  "Dangerous Prisma commands on routeset",
  "feedback", "routeset migrations", "dangerous database commands on the setting app", """
Never run `prisma migrate reset` or `prisma db push` against the production routeset database. ⟦NS8⟧

**Why:** `db push` dropped the `photos` table once on staging when a model was renamed.
""")

r("project_comp_wall.md", "project-comp-wall",
  "Comp wall reset schedule at Leeds",
  "project", "Comp wall", "reset schedule of the competition wall", """
The Leeds comp wall is reset every 6 weeks. ⟦NS9⟧

Setters log the reset in routeset as a batch so the feed shows one "comp wall reset" entry.
""")

r("feedback_door_outages.md", "feedback-door-outages",
  "Who to call when doors fail",
  "feedback", "Door outages", "who handles turnstile failures", """
If the turnstiles are down, escalate to the site's duty manager, not to Tomasz's mobile. ⟦NS10⟧

**Why:** the duty manager can prop the side gate and run a paper sign-in; Tomasz can't do anything faster from home.
""")

r("project_front_desk_ipads.md", "project-front-desk-ipads",
  "Front desk hardware setup",
  "project", "Front desk hardware", "what front desk staff work on", """
Front desk runs on iPads (one per desk) with the staff web app pinned. ⟦D10⟧

- MDM: Jamf Now, blueprint `Desk`
- Receipt printer: Star TSP143IV over LAN
""")

r("project_membership_growth.md", "project-membership-growth",
  "Membership numbers and growth targets",
  "project", "Membership growth", "member numbers and targets", """
memberly has about 2,400 active members across the four sites. ⟦D5⟧

Target for 2027: 3,000, mainly from Manchester's second party room and the York refurb.
""")

# ---------------- unpaired root files ----------------

r("feedback_commit_messages.md", "feedback-commit-messages",
  "Commit message conventions",
  "feedback", "Commit messages", "commit message conventions", """
Conventional commits (`fix(waitlist): ...`), English, imperative, no emoji, no Co-Authored-By trailer.

**Why:** the changelog script parses the prefix.
""")

r("feedback_run_commands.md", "feedback-run-commands",
  "Run local commands instead of pasting them",
  "feedback", "Run it yourself", "run local commands directly", """
Run local commands yourself (tests, linters, `just` recipes) instead of pasting them for Tomasz to run.

**Exceptions:** anything needing his 1Password session, `git push`, and anything touching production.
""")

r("feedback_timezones.md", "feedback-timezones",
  "Timezone handling in code",
  "feedback", "Timezones", "storing and showing times", """
Store timestamps in UTC, show them in Europe/London. Never compute session end times with naive datetimes.

**Why:** the October clock change shifted a Sunday early session by an hour in a test build.
""")

r("feedback_secrets.md", "feedback-secrets",
  "Handling secrets and credentials",
  "feedback", "Secrets", "handling credentials", """
Secrets live in 1Password (vault `Cragline Ops`); never echo them into the terminal or paste them into chat.

**How to apply:** use `op run --env-file=.env.op -- <cmd>`.
""")

r("project_q4_roadmap.md", "project-q4-roadmap",
  "What is planned for the last quarter of 2026",
  "project", "Q4 roadmap", "planned work for the last quarter", """
# Q4 2026

1. Family memberships (memberly plan type + linked cards)
2. routeset photo upload from the wall (see project_route_photos.md)
3. Accessibility fixes on the website (audit findings)
4. York refurb: new desk, new turnstile (January install)

Parked: loyalty points, café pre-ordering.
""")

r("project_gdpr_sar.md", "project-gdpr-sar",
  "How subject access requests are handled",
  "project", "Subject access requests", "handling data requests from members", """
Subject access requests come to `privacy@cragline.co.uk`; deadline is one calendar month.

- `just sar <email>` in the ops repo collects belaybook, memberly, waivers and gatekeeper data into a zip
- Door-event data is included masked; the member gets site, door and time
- Log every SAR in the `SAR log` sheet (Drive > Ops > Privacy)
""")

r("project_route_photos.md", "project-route-photos",
  "Setters uploading problem photos",
  "project", "Route photos", "problem photos from the wall", """
Setters want to attach a photo when they log a problem. Photos go to `s3://cragline-routeset-photos/`,
resized to 1600 px by a Lambda-free job in routeset-api (sharp).

**Status (Nov 2026):** upload works on Android, iOS build waiting on the camera permission string review.
""")

r("project_accessibility_audit.md", "project-accessibility-audit",
  "Website accessibility audit findings",
  "project", "Accessibility audit", "audit findings on the public site", """
Audit by Shaw Trust (October 2026): 14 issues, 3 serious.

- Timetable table has no header cells (serious)
- Booking button contrast 3.1:1 (serious)
- Map iframe has no title (serious)
- The rest are alt texts and heading order
""")

r("project_hetzner_costs.md", "project-hetzner-costs",
  "Monthly hosting costs and savings ideas",
  "project", "Hosting costs", "monthly infrastructure costs", """
Monthly Hetzner bill is ~€190 (Nov 2026). Biggest line items are the three app boxes and `pg-book`.

Ideas: move `mon-01` to a CAX11 (Arm) if Loki stays under 40 GB; merge `pg-web` into `pg-util`.
""")

r("project_kids_club.md", "project-kids-club",
  "Kids' club classes and how they are booked",
  "project", "Kids' club", "junior weekly classes", """
Kids' club runs Tuesdays and Thursdays 16:30–18:00 at Leeds and Sheffield, ages 8–14.

- Booked termly as a block in belaybook (`kind=course`), 12 places per group
- Coaches need a DBS check recorded in the staff sheet before they can be assigned
""")

r("project_youth_comp_2026.md", "project-youth-comp-2026",
  "Youth bouldering competition at Leeds",
  "project", "Youth comp 2026", "youth competition logistics", """
Youth bouldering comp at Leeds, Saturday 17 October 2026. 140 entries across four age groups.

- Scoring: Climbing Scorecards (external), results pasted into a Directus news post
- Entry via a belaybook event with a custom form (age group, club)
""")

r("reference_glossary.md", "reference-glossary",
  "Glossary: terms staff and setters use",  # flat ': '
  "reference", "Glossary", "terms used by staff and setters", """
- **Duty manager**: the senior staff member on shift at a site
- **Reset**: stripping and resetting a wall section
- **Induction**: first-visit safety briefing; required before bouldering unsupervised
- **Freeze**: paused membership, no access
- **Punch card**: 10-visit pass
- **The board**: Moon/Kilter boards at Sheffield
""")

r("reference_contacts.md", "reference-contacts",
  "Who is who at Cragline and suppliers",
  "reference", "Contacts", "people and their areas", """
- Tomasz Reid: Head of Digital (everything with a server)
- Ellie Moss: marketing, website content
- Gary Lund: finance, Xero, café reconciliation
- Jodie Park: head setter, Sheffield
- Marcus Obi: head setter, Leeds
- Site managers: Priya (LDS), Dan (SHF), Agnieszka (MAN), Sam (YRK)
""")

r("reference_vendors.md", "reference-vendors",
  "External vendors and what they provide",
  "reference", "Vendors", "external suppliers", """
- Square: café tills (LDS, SHF, MAN)
- GoCardless: Direct Debit
- Xero: accounting (finance owns it)
- Hetzner: servers
- ZKTeco reseller: Access North Ltd (controllers, readers)
- Hollis Sport: insurance
""")

r("reference_network.md", "reference-network",
  "Site networking and the WireGuard mesh",
  "reference", "Site network", "site LANs and VPN", """
# Site network

- Each site: UniFi gateway, VLAN 10 staff, VLAN 20 door controllers, VLAN 30 guest Wi-Fi
- WireGuard `wg-sites` from `app-03` to each gateway; site subnets `10.40.<n>.0/24` (LDS=1, SHF=2, MAN=3, YRK=4)
- Guest Wi-Fi is rate-limited to 10 Mbit per client
""")

r("project_staff_training_portal.md", "project-staff-training-portal",
  "Idea for a staff training tracker",
  "project", "Staff training tracker", "tracking staff qualifications", """
Idea (not started): track staff qualifications (first aid, belay supervisor, DBS) in a small Django app
instead of the staff sheet. Blocked on deciding who owns it; Priya asked for it in September.
""")
