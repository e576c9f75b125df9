# Root Claude Code auto-memory files. Lines starting with §ID§ are claim lines (marker stripped).
# (filename, name, description, type, title, hook, body)
ROOT = [
("reference_turnstile.md", "turnstile-overview",
 "turnstile: match-day ticketing app, stack, endpoints, integrations", "reference",
 "turnstile overview", "stack, endpoints and integrations of the ticketing app", """
# turnstile (match-day ticketing)

Django app that sells tickets for home fixtures and validates them at the Hopfield Ground gates.
Repo `git@github.com:wealdshire-ccc/turnstile.git`. Public site tickets.wealdshire.org.uk.

## Stack
§F1a§- Python 3.12, Django 5.1
§V1a§- Postgres: `postgres://turnstile@pg-tix.wealdshire.internal:5432/turnstile`
§O2a§- Redis (sessions, Celery broker): `redis-tix.wealdshire.internal:6379`
- Celery workers: 2, concurrency 4 each
§R2a§- CI: GitHub Actions (`.github/workflows/test.yml`)
§D9a§- Admin: admin.tickets.wealdshire.org.uk (staff SSO)

## Sales
§D2b§- Online ticket sales for every home fixture go through turnstile (tickets.wealdshire.org.uk)
§V6a§- Maximum 10 tickets per order (group bookings go through the ticket office)
§N10a§- Under-16 tickets don't need an adult ticket in the same order; the gate checks ages, not the basket
- Member tickets are free but still need to be "booked" so we know numbers for catering
§S3a§- Ticket prices and price bands are edited in the Ticketline admin
§NS1a§- Complimentary tickets are never issued without a sponsor code
§R6a§- Payments: Stripe Checkout (card + Apple Pay)
§R4a§- Transactional email (e-tickets, receipts): Postmark
§F8a§- Refunds for abandoned matches go back to the original card automatically

## Gates
§V2a§- Hand scanners cache the valid-barcode list offline for 4 hours
- Each gate has at least two scanners plus one spare in the ticket office
§S8a§- Gate controller integration: calls the Hopfield gates API v1 (`/api/v1/validate`)
- Scan events are written to `gate_scan` and pushed to the attendance dashboard every minute

## Gotchas
- `manage.py load_fixtures` wipes price bands for the season it loads; never run it against prod.
- Time zones: fixtures are stored in UTC, the public site shows Europe/London.
"""),
("reference_memberhub.md", "memberhub-overview",
 "memberhub: membership system, renewals, payments, cards", "reference",
 "memberhub overview", "membership records, renewals, Direct Debit and cards", """
# memberhub

Rails 7 app for members: records, renewals, Direct Debit mandates, member cards.
Used daily by the membership office (two people) and by members through the self-service pages.

## Stack
- Ruby 3.3, Rails 7.2
§R7a§- Database: MySQL 8 (`members` schema)
§R3a§- Hosted on Fly.io (app `wccc-memberhub`, region lhr)
- Background jobs: Sidekiq, 1 worker process

## Membership
§F3a§- Membership tiers: Full, Senior (65+), Young Adult (18-25), Junior
- Membership year runs 1 April to 31 March
§V3a§- Renewal grace period: 28 days after expiry before the membership lapses
§D7b§- Online renewals: open all year, no daily cap
§S7a§- Member cards: plastic cards posted in March by the membership office
- A member can hold one membership only; family memberships are separate Junior records linked by household

## Payments
§A4a§- Payments: GoCardless for Direct Debit, Stripe for one-off card payments
§V7a§- Direct Debit collections go out on the 1st of each month
- Failed collections are retried once by GoCardless, then the member gets a letter
§NS7a§- Memberships aren't transferable, except to a spouse or partner at the same address
"""),
("reference_groundsheet.md", "groundsheet-overview",
 "groundsheet — ground staff app for pitch prep, covers and sensors", "reference",
 "groundsheet overview", "pitch preparation, covers, mowing and sensor logging", """
# groundsheet

Small Flask app the ground staff use for pitch preparation: strips, rolling, mowing, covers, sensors.
Runs on the NUC in the ground office; the staff use it on two tablets and their phones.

## What it records
§D4b§- Ground staff log rolling, mowing and covers in groundsheet
§F4a§- Mowing heights logged per strip, in millimetres
- Rolling logged per strip with roller (heavy / light) and minutes
§V4a§- Soil-moisture probes on the square upload a reading every 10 minutes
- Outfield probes (4 of them) upload hourly
§NS6a§- Covers are never removed on match days without the umpires' agreement
§N4a§- Does not send push notifications; ground staff check the board in the mess room

## Tech
- Python 3.11, Flask 3, HTMX
§R5a§- Errors go to Sentry (project `groundsheet`)
§O9b§- CI: GitHub Actions, runs on push to main
§S6a§- Pitch photos go to the S3 bucket `wccc-ground-photos` (eu-west-2)
- Backups: the NUC copies its data folder to the office NAS at 23:00
"""),
("reference_academy_portal.md", "academy-portal-overview",
 "Academy portal — players, coaches, nets bookings, safeguarding", "reference",
 "Academy portal overview", "players, coaches, sessions and nets", """
# Academy portal

Web app for the academy: player registrations, coach assignments, session plans, nets bookings.
Coaches, parents and the academy office use it; Marcus Oyelaran (academy director) owns the requirements.

## Stack
§A9a§- Stack: Next.js 15 + Supabase Postgres
§V5a§- Node 20 LTS (`.nvmrc` says `20`)
§R1a§- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
§D6b§- Emails to parents go via Postmark (message stream `academy`)
- Deployed on Vercel, project `wccc-academy`

## Academy rules in the app
§F7a§- Safeguarding: coaches must have a valid DBS check before they can be assigned to a junior group
§N5a§- Player records are never synced to the ECB pathway system; exports are done by hand
§S4a§- Coaches log their session hours in the shared Google Sheet "Academy hours 2026"
- Age groups: U11, U13, U15, U17, plus the senior academy

## Nets
§D3b§- The indoor school has 4 lanes
§V9b§- Indoor net lane slots are 60 minutes
- Outdoor nets are not bookable through the portal; the groundsman opens them when the square allows
"""),
("reference_scorefeed.md", "scorefeed-overview",
 "scorefeed — live scores to website and scoreboard", "reference",
 "scorefeed overview", "live score service for website and scoreboard", """
# scorefeed

Small service that pulls ball-by-ball data during home and away games and pushes it to the website
and the scoreboard.

§A10a§- Owner: Callum Reid
§O4a§- Node 22, Fastify
§R10a§- Source of ball-by-ball data: NV Play API
§V8a§- Polls the scoring API every 15 seconds during play
- Outside play it polls every 5 minutes so lunch/tea and rain breaks show up
§F6a§- Publishes to the website via a WebSocket channel `live-score`
§S2a§- Runs on the old Heroku app `wccc-scorefeed`
- Second-XI games are not covered (no scorer with a tablet at the outgrounds)
"""),
("reference_infra.md", "infra-overview",
 "Infra overview: hosting, deploys, backups, monitoring", "reference",
 "Infra overview", "hosting, deploys, backups, monitoring, on-call", """
# Infra

§D10b§- Hosting: Hetzner Cloud (Falkenstein), two CX32 boxes for turnstile
§S5a§- Deploys: `ansible-playbook deploy.yml -l prod` from the ops repo
§F5a§- Secrets in 1Password, vault `Digital`
§A8a§- DNS and CDN: Cloudflare (zone wealdshire.org.uk)
§V10a§- Nightly `pg_dump` backups are kept for 14 days
- Backups are copied to a Hetzner Storage Box in Helsinki
§S1a§- Uptime checks: Pingdom (account under digital@)
§NS2b§- On-call (PagerDuty rotation) is paged for turnstile API outages
- On-call is only staffed on match days and the 48 hours before a ticket release

```
# restore a dump on the spare box
pg_restore -d turnstile --clean /backups/turnstile-latest.dump
# backups kept for 7 days on the spare box only
```
"""),
("reference_ground.md", "hopfield-ground",
 "Hopfield Ground — gates, stands, capacity, match-day rules", "reference",
 "Hopfield Ground", "gates, stands, capacity and match-day rules", """
# The Hopfield Ground (Ashbury)

| Entrance | Who | Scanners |
|---|---|---|
| Main Gate (Hopfield Road) | everyone | 4 |
| Members' Gate (Pavilion) | members only | 2 |
| Nursery End | everyone, big games only | 2 |

§F2a§- Gates open 90 minutes before the scheduled start of play
§A2a§- Capacity: 6,500 for county matches
§NS5a§- No re-admission once you leave the ground, except members with a pass-out stamp
§A6a§- The main scoreboard at the Pavilion End is fed by scorefeed
- The Nursery End stand is uncovered; it closes first when rain is forecast
- Dogs are allowed on the grass banks for Championship games only
"""),
("reference_people.md", "people",
 "Who is who among club staff and the digital team", "reference",
 "People", "club staff and who owns what", """
# People

- Hannah Pryce, head of digital; the agent's main contact
- Callum Reid and Sana Mirza, developers
§A7a§- Marcus Oyelaran is academy director and signs off anything that touches junior players
§F10a§- Dave Leggett is head groundsman; groundsheet feature requests come from him
§S9a§- Jo Whitfield runs the ticket office and signs off price changes
- Ruth Adebayo, membership office manager
- Ian Cole, finance; wants Xero exports by the 5th working day
"""),
("user_hannah.md", "user-hannah",
 "Hannah Pryce, head of digital, how she works", "user",
 "User: Hannah", "head of digital, preferences", """
Hannah Pryce is head of digital at Wealdshire CCC (since 2024). She came from a web agency and reads
Python and TypeScript comfortably, Ruby less so.

§R8a§Hannah edits in Neovim and wants file:line references she can jump to.

She works three days a week in the office at the ground and is hard to reach on match days.
"""),
("feedback_reply_style.md", "reply-style",
 "Short replies, command first, British spelling", "feedback",
 "Reply style", "short, command first, British spelling", """
§A5a§Lead with the command or the diff; explain afterwards, and only if it isn't obvious.

§A3a§Use British spelling in replies, comments and commit messages (colour, organisation, licence).

**Why:** Hannah reads replies on her phone between meetings.

**How to apply:** No preamble, no summary of what I'm about to do.
"""),
("feedback_commit_style.md", "commit-style",
 "Commit message rules for club repos", "feedback",
 "Commit style", "commit rules, trailers, branches", """
Commit rules for every Wealdshire repo:

- Imperative subject line under 72 characters, scope prefix (`gates:`, `renewals:`)
§N7a§- No `Co-Authored-By` trailer on commits in any club repo.
§NS4a§- Never force-push to main.
- Reference the Linear issue in the body (`WCC-123`)

**Why:** Callum's release notes are generated from the subjects.
"""),
("feedback_pull_requests.md", "pull-requests",
 "How PRs get merged in turnstile and memberhub", "feedback",
 "Pull requests", "merge strategies per repo", """
How PRs are merged differs per repo, and Hannah has been bitten by mixing them up.

§R9a§turnstile PRs are merged with rebase-and-merge so each commit stays on main.
§N1a§Never squash memberhub PRs; Callum bisects the GoCardless sync through individual commits.

**Why:** both repos have had regressions that were only found by bisecting.

**How to apply:** check the repo before suggesting a merge button.
"""),
("feedback_deploys.md", "deploys",
 "Deploy rules in season", "feedback",
 "Deploy rules", "when not to deploy, migrations, renewal window", """
Deploy rules from Hannah (April 2026, after the gates incident):

§N8a§- Never deploy turnstile on a Friday in season.
§N3a§- Don't run database migrations on a match day, even ones that look additive.
§NS3a§- Don't deploy memberhub during the renewal window without telling the membership office.
- Deploy from main only; no hotfix branches on the server.

**Why:** the April Friday deploy broke the gate sync for the Saturday game.
"""),
("feedback_testing.md", "testing",
 "How to run and write tests", "feedback",
 "Testing", "test commands and mocking rules", """
§F9a§- Run turnstile's tests with `pytest -n auto`.
§NS10a§- Don't mock the database in turnstile tests; use the real test Postgres from docker compose.
- memberhub: `bin/rails test` then `bin/rails test:system` (needs Chrome)
- groundsheet has almost no tests; add one when fixing a bug there

**Why:** a mocked ORM once hid a migration that dropped a column the gates needed.
"""),
("project_digital_membership_cards.md", "digital-membership-cards",
 "Wallet passes replace posted membership cards", "project",
 "Digital membership cards", "wallet passes project", """
§S7b§We no longer post plastic membership cards; from the 2026 season members get Apple/Google Wallet
passes issued by memberhub.

- Pass barcode = member number + season, scanned at the Members' Gate
- Members without a smartphone can ask the office for a printed A6 card with the same barcode
- Passes update automatically on renewal

**Why:** the card print run cost about £4k a year and arrived late twice.
"""),
("project_season_2026.md", "season-2026",
 "2026 season priorities for the digital team", "project",
 "Season 2026", "season priorities and dates", """
2026 season priorities (set by Hannah in January):

1. New gate validation in turnstile before the first Championship home game (11 April)
2. Wallet passes for members
3. Academy portal: coach hours and parent emails
4. Replace the Heroku bits

- The Blast home games are on Friday evenings this year, six of them
- Finals Day is not at our ground
"""),
("project_gate_incident_april.md", "gate-incident-april",
 "Incident 2026-04-18, gates stopped validating", "project",
 "Gate incident (April)", "what happened at the April gates outage", """
On Saturday 18 April 2026 the Main Gate scanners rejected every ticket for 35 minutes.

- Cause: a Friday deploy changed the barcode checksum; scanners had cached the old list
- Fix: rolled back, then re-pushed the barcode list to every scanner by hand
- Follow-ups: deploy freeze rules (see deploy rules), scanner cache refresh button in the admin

Hannah still mentions this one; be careful with anything that touches barcodes.
"""),
("reference_linear.md", "linear-workflow",
 "Issue tracking in Linear, team keys", "reference",
 "Linear", "issue tracker and team keys", """
- Team key `WCC`; labels `turnstile`, `memberhub`, `groundsheet`, `academy`, `scorefeed`
- The ground staff raise requests by WhatsApp to Dave, who forwards them; log them as Linear issues
- Cycles are two weeks, starting Mondays
"""),
("feedback_secrets.md", "secrets-handling",
 "Never paste secrets into chat or code", "feedback",
 "Secrets", "where secrets live and what not to do", """
Never paste API keys or DSNs with passwords into chat, commits or notes.

**Why:** a Postmark token ended up in a Linear comment in February.

**How to apply:** refer to the 1Password item name instead, for example `turnstile / prod env`.
"""),
("reference_glossary.md", "glossary",
 "Glossary: cricket and club terms the code uses", "reference",
 "Glossary", "cricket and club terms used in code", """
- **Square**: the central area with the pitches (strips); groundsheet calls them `strips`
- **Blast**: the T20 competition, evening games, the big sellers
- **Championship**: four-day county games, mostly members
- **Pass-out**: stamp or wristband that lets a member leave and come back
- **Comps**: complimentary tickets
- **Outground**: another club's ground where we play a few games a year
"""),
("project_academy_hours.md", "academy-hours",
 "Moving coach hours into the academy portal", "project",
 "Academy coach hours", "coach hours project notes", """
Goal: stop chasing coaches for hours every month.

- Payroll needs hours per coach per month by the 3rd
- Sessions already exist in the portal, so hours can be derived from attendance registers
- Marcus wants coaches to confirm their own hours before payroll sees them
"""),
("user_callum.md", "user-callum",
 "Callum Reid, developer, owns scorefeed and gates", "user",
 "User: Callum", "developer, gate and scorefeed owner", """
Callum Reid is one of the two developers. He wrote most of turnstile's gate code and scorefeed.
Prefers small PRs and wants a failing test first for bug fixes.
"""),
("feedback_no_prod_shell.md", "no-prod-shell",
 "Don't run commands on prod boxes without asking", "feedback",
 "No prod shell", "ask before touching prod", """
Don't SSH into the prod boxes or open a Django/Rails console there without asking Hannah or Callum first.

**Why:** a `manage.py shell` session once held a lock during a ticket release.
"""),
("reference_fixtures_2026.md", "fixtures-2026",
 "Home fixtures and ticket release dates for 2026", "reference",
 "Fixtures 2026", "home fixtures and ticket release dates", """
- Championship home games: 7 (first 11 April)
- Blast home games: 6, Friday evenings, 18:30 start
- One-Day Cup home games: 4 (August)
- Ticket release for Blast: 1 March for members, 15 March general sale
"""),
("project_attendance_dashboard.md", "attendance-dashboard",
 "Live attendance dashboard for the safety officer", "project",
 "Attendance dashboard", "live gate numbers for safety officer", """
The safety officer wants live numbers per stand during games.

- Source: gate scan events from turnstile
- Shows capacity used per entrance and a total against the safety certificate
- Refresh: every minute, matching the gate push
"""),
]
