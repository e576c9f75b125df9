# Root (Claude Code auto-memory) files. Claim lines start with a §ID§ marker that build.py strips.
# (path, name, description, type, title-for-index, hook, body)
ROOT = []

def r(path, name, desc, typ, title, hook, body):
    ROOT.append((path, name, desc, typ, title, hook, body))

r("reference_roundbook.md", "roundbook", "roundbook: the Django app for rounds, customers, job sheets and invoices", "reference",
  "roundbook overview", "stack, rounds, repo workflow", """
# roundbook

The Django app that runs the residential side: customers, rounds, cycles, job sheets, invoices.
Repo `glasswell/roundbook`, prod at `roundbook.glasswell.co.uk`, staff admin under `/staff/`.

## Stack
§V4a§- Python 3.12, Django 5.1
§F3a§- Database: Postgres
§V7a§- `DATABASE_URL=postgres://roundbook@db1.glasswell.internal:5432/roundbook`
§R6a§- Background jobs: Celery workers, Redis as the broker
§O1a§- Redis for roundbook: `redis.glasswell.internal:6379` (db 0 = Celery, db 1 = cache)
§R4a§- Customer email (reminders, receipts, invoices) goes out through Postmark
- Static files on the same box behind Caddy; no CDN

## Rounds
§V3a§- Default residential cycle: every 4 weeks
- A round = one van, one day, one area; rounds are named after the area and day ("Redland Tue")
- Job sheets for the day are generated at 05:30 and pushed to crewapp
§F7a§- SMS reminder goes to the customer the day before the clean
§F9a§- Rounds are optimised with OpenRouteService (self-hosted container)
§N6a§- Gutter clears are never booked as recurring jobs; each one is a one-off with its own quote
- Skipped cleans roll to the next cycle, they are not rescheduled inside the same one

## Repo workflow
§R2a§- CI: GitHub Actions (`.github/workflows/ci.yml`) runs ruff, mypy and pytest
§R9a§- PRs are squash-merged; the PR title becomes the commit message
§N3a§- Migrations are never applied automatically on deploy; someone runs `manage.py migrate` by hand after reading the plan
- Feature flags live in the `Flag` table, toggled from `/staff/flags/`
""")

r("reference_crewapp.md", "crewapp", "crewapp, the Flutter phone app the window crews use on the rounds", "reference",
  "crewapp overview", "what the crew phone app does and how it is built", """
# crewapp

Flutter app on the van phones. Shows the day's round, takes photos, records payments-on-the-doorstep
notes and skips, and clocks crews in and out.

## Platform
§D1a§- Android only; crews use the company Samsung XCover phones
§D8a§- Release APKs are built in CI and published to the managed Google Play track
§R5a§- Crash and error reporting: Sentry (project `crewapp-android`)
§N9a§- Crews don't have to log in each day; the session on the van phone lasts 30 days

## Jobs
§S8a§- The day's jobs are fetched from `GET /api/v1/jobs?date=YYYY-MM-DD`
- Works offline; edits queue up and sync when signal comes back
§N4a§- Customer phone numbers are not shown in the app; crews ring the office if they need to reach someone
- Gate codes and "dog in garden" notes show in red at the top of the job card

## Photos
§F4a§- Crews take photos at every job
§V5a§- Before/after photos are downscaled to at most 2 MB each before upload
§NS7a§- Photos never upload over mobile data unless the crew lead has switched on "Upload on 4G"
§V8a§- Job photos are kept for 12 months, then deleted by a nightly job
""")

r("reference_quotes.md", "quotes", "quotes app for commercial and high-reach work", "reference",
  "quotes overview", "commercial / high-reach quoting app", """
# quotes

Next.js app the office and Dan use to price commercial and high-reach jobs and send the quote PDF.

§A4a§- Next.js 15 (app router), Node 22
§R1a§- Package manager: pnpm (`pnpm-lock.yaml` is committed)
§S1a§- Hosted on Vercel (team `glasswell`), with a preview deploy per PR
- Quote PDFs are rendered with react-pdf and stored against the client record
§N8a§- No high-reach quote goes out until Dan has done a site survey
§A8a§- A quote is valid for 30 days
- MEWP hire is priced from the hire company's rate card, marked up in the `mewp_rates` table
""")

r("reference_tankwatch.md", "tankwatch", "tankwatch, telemetry for the water-fed pole tanks on the vans", "reference",
  "tankwatch overview", "van tank purity / level telemetry", """
# tankwatch

Go service that collects tank level and TDS (purity) readings from the vans and alerts when the water
is no good for spot-free cleaning.

§A3a§- Written in Go 1.23
§V1a§- MQTT broker: `mqtt.glasswell.internal:8883` (TLS, one client cert per van)
- Readings stored in TimescaleDB, one hypertable `readings`
§S9a§- Each van's TDS meter reports through its Teltonika FMC tracker
§V2a§- Purity alert fires when tank outlet TDS reads above 10 ppm
§NS2a§- Purity alerts go to the van's crew lead, not to the on-call dev
§F5a§- Releases are built by GitHub Actions and pushed to GHCR
- Low-level warning at 15% tank, so crews can plan a refill stop
""")

r("reference_billing.md", "billing", "how customers pay (direct debit, cards, invoices) and where the books are kept", "reference",
  "billing overview", "direct debits, cards, invoices, accounts", """
# Billing

## Residential
§F6a§- Residential customers pay by GoCardless direct debit
§V6a§- Direct debits are collected 3 working days after the clean is marked done
§V10a§- Failed direct-debit collections are retried up to 2 times (GoCardless Success+), then the office rings the customer
§N10a§- One-off jobs are never charged automatically; the office sends a payment link
§NS5a§- Customers aren't charged when the crew couldn't get access to the back

## Invoices and books
§NS1a§- Invoices are never emailed without the PDF attached
§S6b§- Bookkeeping moved from QuickBooks to Xero in January 2026; QuickBooks is read-only until the 2025 year-end is filed
- VAT is on every invoice; we are VAT-registered since 2024
- Payment links are Stripe Checkout links, valid for 7 days
""")

r("reference_infra.md", "infra", "infra: servers, hosting, secrets, monitoring", "reference",
  "Infrastructure", "where things run and how they are watched", """
# Infra

## Hosting
§R3a§- roundbook: Hetzner CX42 in Falkenstein, deployed with Coolify
- tankwatch and the MQTT broker: Hetzner CX22, same project, private network
- Cloudflare in front of all public hostnames

## Services
§R7a§- SMS: Twilio (alphanumeric sender `GLASSWELL`)
§R10a§- Address lookup in roundbook admin: Ideal Postcodes
§A2a§- Secrets live in 1Password (vault `Glasswell Eng`)
§F10a§- Uptime monitoring: Better Stack checks the public sites

## Dashboards and backups
§S3b§- The Grafana Cloud stack is shut down; all dashboards are on the self-hosted Grafana at `grafana.glasswell.internal`
§S10b§- Backups no longer go to B2: since May the nightly dumps go to a Hetzner Storage Box
- Backup restore is tested on the first Monday of each month
""")

r("reference_depots.md", "depots", "depots: Bristol, Bath, Swindon, vans and kit", "reference",
  "Depots and kit", "depots, vans, RO units, high-reach kit", """
# Depots and kit

§F2a§- Each depot has its own RO/DI unit for filling the van tanks
§A9a§- Van tanks are 650 L
§D6a§- High-reach kit: two MEWPs (a 20 m and a 26 m) kept at Bristol

## Bristol (BRS)
- HQ and office, Avonmouth, unit 12 Kings Weston Lane
§O9a§- Bristol runs 7 vans, all water-fed, plus the high-reach truck

## Bath (BTH)
§A5a§- Bath: unit 4, Brassmill Lane
- Bath crews also cover Keynsham and Radstock

## Swindon (SWN)
§D4a§- Swindon: opened 2026-08-17, serves Swindon and the M4 villages
""")

r("reference_team.md", "team", "who does what in the office and on the tools", "reference",
  "Team", "people and responsibilities", """
# Team

- Gareth Pryce: owner, pricing, big commercial accounts
- Maeve Donnelly: operations and digital lead, runs the rotas
- Kwame Asante, Lotte Verhoeven: developers (Kwame on roundbook/tankwatch, Lotte on crewapp/quotes)
- Dan Whitlock: high-reach supervisor, IPAF instructor
§A7a§- Maeve Donnelly signs off every production deploy
§D9a§- Crew hours come from the crewapp clock-in and clock-out
""")

r("feedback_release_days.md", "release_days", "when crewapp releases are allowed to ship", "feedback",
  "Release days", "no Friday crewapp builds", """
§N1a§Never ship a crewapp build on a Friday. Crews are out all Saturday and nobody is around to roll back.

**Why:** the 2.4 release went out on a Friday in February and broke photo sync for the whole weekend.

**How to apply:** if a build is ready on Friday, it waits until Monday morning.
""")

r("feedback_testing.md", "roundbook_testing", "how tests should be written for roundbook", "feedback",
  "Testing roundbook", "real database in tests", """
§N5a§Don't mock the database in roundbook tests; run them against the Postgres test DB.

**Why:** a mocked ORM hid a broken migration in March and it only showed up in prod.

**How to apply:** use the `db` fixture; factories in `tests/factories.py`.
""")

r("feedback_git_workflow.md", "git_workflow", "branching and pushing rules on all repos", "feedback",
  "Git workflow", "PRs always, main is protected", """
§N7a§Never commit straight to main on any repo, even one-line fixes; open a PR.
§NS3a§Never force-push to main.

**Why:** Maeve reads every PR before deploy day, and a direct push skipped that twice in spring.

**How to apply:** branch `gw-<ticket>-<slug>`, PR, one approval.
""")

r("feedback_editor_setup.md", "editor_setup", "which editor and settings to assume", "feedback",
  "Editor setup", "shared editor config", """
§R8a§Use VS Code for all repos; shared settings and recommended extensions are in `.vscode/`.

**Why:** the format-on-save and ruff settings are only kept up to date in one place.

**How to apply:** when adding a formatter or linter, update `.vscode/settings.json` too.
""")

r("feedback_crash_triage.md", "crash_triage", "where to look first when a crew reports the app crashing", "feedback",
  "Crash triage", "crewapp crash reports", """
§R5b§crewapp crashes land in Bugsnag; check there first when a crew says the app closed on them.

**Why:** crews describe crashes vaguely ("it went white"), the breadcrumb trail is what helps.

**How to apply:** search by van number, which is set as the user id.
""")

r("feedback_commit_messages.md", "commit_messages", "commit message style", "feedback",
  "Commit messages", "style of commit messages", """
§A6a§Commit messages in the imperative, with the ticket id in square brackets at the end.

**Why:** Maeve builds the release notes from `git log` and greps for the ticket ids.
""")

r("feedback_crewapp_branches.md", "crewapp_branches", "merging release branches in the crewapp repo", "feedback",
  "crewapp release branches", "how release/* gets back into main", """
§NS10a§In crewapp, never squash the release/* merge back into main, we need the version-bump commits;
feature branches are squash-merged as usual.

**Why:** the Play Console version code is read from those commits by the release script.
""")

r("user_gareth.md", "gareth", "Gareth Pryce, owner; how he likes things run", "user",
  "Gareth", "owner's preferences", """
Gareth Pryce owns Glasswell. Thinks in rounds and vans, not in systems; wants one-line answers.

§A10a§Gareth wants every price change announced to customers at least 4 weeks ahead.
- Prefers a phone call to Slack for anything that touches a commercial client.
""")

# ----- root files without labelled claims -----
r("user_maeve.md", "maeve", "Maeve Donnelly, operations and digital lead", "user",
  "Maeve", "ops lead, main person the agent works for", """
Maeve runs operations and the small dev team. Comfortable with SQL and Django admin, not with Flutter.
- Wants changes explained in terms of what the crews will see on the phone.
- Reviews PRs on Tuesday and Thursday mornings.
""")

r("user_kwame.md", "kwame", "Kwame Asante, developer on roundbook and tankwatch", "user",
  "Kwame", "backend developer", """
Kwame built roundbook and most of tankwatch. Likes small PRs and typed Python.
- Works Monday to Thursday; Fridays are the van workshop.
""")

r("project_swindon_launch.md", "swindon_launch", "opening the Swindon depot in August", "project",
  "Swindon launch", "third depot opening", """
Swindon depot opening project.
- New rounds imported from the spreadsheet Gareth bought with the Swindon round (about 900 customers).
- Customers got a welcome letter and the first clean free of charge.
- Round names follow the same "Area Day" pattern.

**Why:** the bought round came with a paper-only customer list.
""")

r("project_crewapp_v3.md", "crewapp_v3", "crewapp 3.0 rewrite of the job list and sync", "project",
  "crewapp 3.0", "job list and sync rewrite", """
crewapp 3.0 shipped in September.
- New job list grouped by street, with a map view.
- Sync rewritten on top of drift (SQLite) with a proper outbox.
- Skips now need a reason picked from a list.
""")

r("project_storm_week.md", "storm_week", "the October storm week and what we learned", "project",
  "Storm week", "gutter callout surge in October", """
Storm week (Storm Amy, early October): roughly 400 gutter callouts in six days.
- Rounds were paused two days at Bristol so crews could do callouts.
- Lesson: need a callout queue with priorities (leaking into the house first).
""")

r("project_gutter_vacuum.md", "gutter_vacuum", "the gutter vacuum rollout", "project",
  "Gutter vacuums", "SkyVac kit rollout", """
Gutter vacuum rollout.
- Two SkyVac units bought in spring, one more for Swindon.
- Each gutter clear records before/after camera stills from the vac's pole camera.
- roundbook has a `gutter_metres` field on the property since June.
""")

r("project_pricing_review.md", "pricing_review", "2026 pricing review for residential rounds", "project",
  "Pricing review 2026", "residential price review", """
Pricing review for residential windows.
- Prices are set per property type (terrace, semi, detached, flat) plus extras (conservatory, frames).
- The review compares our prices with two local competitors; finished in September.
""")

r("feedback_pr_size.md", "pr_size", "keep PRs small", "feedback",
  "PR size", "small PRs", """
Keep PRs under about 300 changed lines; split refactors from behaviour changes.

**Why:** Maeve reviews in two short slots a week.
""")

r("feedback_sms_wording.md", "sms_wording", "wording of customer text messages", "feedback",
  "SMS wording", "plain texts, no emoji", """
Customer texts: plain words, no emoji, sign off as "Glasswell". Keep under 160 characters so it is one segment.

**Why:** older customers complained that emoji showed as boxes.
""")

r("feedback_ask_before_deleting.md", "ask_before_deleting", "ask before deleting data in production", "feedback",
  "Ask before deleting", "confirm production deletes", """
Ask Maeve before running any delete against production data, even on tables that look like scratch.

**Why:** `tmp_import_swindon` looked unused and was the only copy of the Swindon gate codes.
""")

r("reference_glossary.md", "glossary", "glossary: words the crews and office use", "reference",
  "Glossary", "trade words", """
# Glossary
- **WFP**: water-fed pole; carbon poles with brushes fed with purified water
- **TDS**: total dissolved solids, in ppm; what the purity meters read
- **RO/DI**: reverse osmosis + de-ionising resin, the purification at the depots
- **MEWP**: mobile elevating work platform (cherry picker)
- **Round**: one van's list of houses for a day
- **Frames**: cleaning the uPVC frames and sills as an extra
""")

r("reference_contacts.md", "contacts", "suppliers and who to call", "reference",
  "Supplier contacts", "suppliers for kit and services", """
# Suppliers
- Poles, brushes, hoses: Ionic Systems (trade account)
- DI resin: delivered monthly to Bristol, shared out to Bath and Swindon
- MEWP hire for jobs above our own kit: Nationwide Platforms, Bristol branch
- Van servicing: the Avonmouth garage next door
""")

r("project_tankwatch_alerts.md", "tankwatch_alerts", "tuning tankwatch alert noise", "project",
  "tankwatch alert tuning", "reducing alert noise", """
tankwatch alert tuning.
- Alerts are debounced: a reading has to stay bad for three minutes before anyone is told.
- Refill events (level jumps up) suppress the purity check for ten minutes while the tank settles.
""")

r("feedback_log_style.md", "log_style", "logging conventions in the Python services", "feedback",
  "Logging style", "structured logs", """
Use structlog with key=value fields; no f-strings in log messages.

**Why:** Loki queries are by field.
""")

r("project_commercial_accounts.md", "commercial_accounts", "bringing commercial accounts into roundbook", "project",
  "Commercial accounts", "commercial clients in roundbook", """
Commercial accounts in roundbook (went live in April).
- A commercial account has sites; each site has its own schedule and contact.
- Site contacts get the schedule by email; the account gets one invoice.
""")
