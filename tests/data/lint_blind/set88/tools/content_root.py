# Root (Claude Code auto-memory) files. Claim lines carry an inline tag [[ID]] at line start;
# build.py strips the tag and records the claim. FLAT = descriptions with an unquoted ': ' on purpose.
ROOT = {}
FLAT = set()

def R(fname, name, desc, typ, title, hook, body, flat=False):
    ROOT[fname] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body)
    if flat:
        FLAT.add(fname)

R("reference_icetime.md", "icetime", "icetime: ice booking app, stack, hosting and session rules", "reference",
  "icetime", "ice booking app: stack, hosting, session types", """
# icetime

Ice-time booking for Calderbrook Arena: public skate, learn-to-skate, stick & puck, club and private ice hire.
Django app, repo `calderbrook/icetime`. Fiona wrote most of it; Marek picks up bugs when she's away.

## Stack
[[F1a]]- Python 3.12, Django 5.1, HTMX on the public pages
[[V1a]]- Database: `postgres://icetime@db1.calderbrook.internal:5432/icetime`
- Redis for sessions and the slot-hold cache (a held slot is released after 10 minutes)
[[S1a]]- Hosted on Heroku, app `calderbrook-icetime`, two standard-1x web dynos plus one worker
[[S9a]]- Feature flags: django-waffle, switches managed at `/admin/waffle/`
[[R3a]]- Booking confirmation emails go out through Postmark (server `icetime-transactional`)
[[O5b]]- Errors: Sentry, project `icetime`, alerts into #icetime

## Sessions and rules
[[V2a]]- Public skate: 90-minute sessions on Rink 1, bookable online or at the front desk
[[O2a]]- Learn-to-skate lessons are 30 minutes, max 12 skaters per coach
[[D10b]]- Ice is booked in 15-minute increments; the shortest private hire is an hour
- Stick & puck runs Tuesday and Thursday lunchtimes; helmets and gloves are mandatory
[[NS9b]]- An account is required for ice hire bookings (clubs, schools, private groups)
[[N6a]]- Public skate bookings are non-refundable; a customer can move a booking to another session once
[[O8a]]- Rink 1 public skates are capped at 400 skaters

## Gotchas
- The slot grid is rendered server-side; don't add a JS calendar library for it.
- Club block bookings are imported from leaguedesk fixtures every night, so never hand-edit a league slot.
""", flat=True)

R("reference_leaguedesk.md", "leaguedesk", "leaguedesk: the junior league's Rails app, stack and data rules", "reference",
  "leaguedesk", "league management app: stack, owners, data rules", """
# leaguedesk

League management for the Calder Valley Junior Ice Hockey League (CVJIHL): rosters, fixtures, results and
standings, referee pool. Rails monolith, repo `calderbrook/leaguedesk`.

## Stack
[[V6a]]- Ruby 3.3, Rails 7.2, Hotwire
- Database: `postgres://leaguedesk@db1.calderbrook.internal:5432/leaguedesk`
[[R6a]]- Background jobs: Sidekiq, Redis at `redis.calderbrook.internal:6379` (db 2)
[[R4a]]- Errors go to Sentry (project `leaguedesk`), alerts to #league-dev
[[S2a]]- Transactional email (fixture changes, reminders): Mailgun, sending domain `mg.cvjihl.org.uk`
[[A1a]]- Owner: Marek. Jess (league secretary) is the main admin user.

## League data
[[N3a]]- Public rosters never show a player's date of birth; the age group is enough
[[NS10a]]- Coaches can't change rosters after the 31 January deadline, except to add an emergency goalie
[[N8a]]- U9 is festival format: leaguedesk records the games but keeps no standings for U9
[[O1a]]- SMS reminders for fixture changes are retried up to 3 times
[[F8a]]- Registrations open on 1 June each year
[[S3a]]- New player registrations arrive through the Google Form; Jess imports the CSV every Friday
- Standings are recalculated by a job after each result is confirmed, never on page load

| Table | What it holds |
|---|---|
| `players` | one row per child, guardian contact in `guardians` |
| `fixtures` | home/away, rink, face-off time |
""", flat=True)

R("reference_scorebug.md", "scorebug", "Live scoring tablet app and public live scores site", "reference",
  "scorebug", "live scoring tablets and the live scores site", """
# scorebug

Live game scoring. A React Native tablet app for the scorekeepers (`apps/tablet`) and the public live scores
site (`apps/live`, Next.js). Monorepo `calderbrook/scorebug`.

[[R1a]]- Package manager: pnpm workspaces (`apps/tablet`, `apps/live`, `packages/shared`)
[[O4a]]- Node 20 LTS for both apps
[[R8a]]- `apps/live` is hosted on Netlify, deployed from `main`
[[V10a]]- The live scores page polls the scorebug API every 10 seconds while a game is running
[[D1b]]- `apps/live` reads game events straight from the scorebug API, no third-party feed
[[F5a]]- Tablets keep scoring offline and sync when they are back on Wi-Fi
[[N7a]]- Goals can't be edited once a period is closed on the tablet; the referee-in-chief corrects them in leaguedesk
[[A3a]]- Tablets join the `cb-scoring` SSID (5 GHz only, its own VLAN)
- Results are pushed to leaguedesk when the scorekeeper closes the game
- Penalty codes follow the league handbook list in `packages/shared/penalties.ts`
""")

R("reference_plantwatch.md", "plantwatch", "Ice plant telemetry and alerting service", "reference",
  "plantwatch", "ice plant telemetry, alerts, retention", """
# plantwatch

Telemetry and alerting for the ice plant: brine temperatures, compressor state, ice-surface IR sensors,
hall humidity and the resurfacer log. A Python service plus a gateway in the plant room.

## Pipeline
[[V4a]]- MQTT broker: `mqtt.plant.calderbrook.internal:1883` (mosquitto on the gateway)
[[R10a]]- Readings are stored in TimescaleDB (`ts.calderbrook.internal`, hypertable `readings`)
[[S4a]]- Dashboards: Grafana Cloud, folder `Plant`
[[F4a]]- Errors go to Sentry
[[O7a]]- Raw sensor readings are kept for 90 days, then downsampled to 5-minute averages
[[O6a]]- The gateway runs on a Raspberry Pi 4 in the plant room, on the plant UPS

## Alerts
[[V5a]]- Ice-surface alert: fires when Rink 1 reads above -3.5 °C for 10 minutes
[[N4a]]- A compressor restart on its own does not page anyone; it is logged and shown on the dashboard
- Humidity above 70% in the Rink 1 hall raises a warning in #plant, not a page

## Plant
[[D8b]]- The plant runs on ammonia (R717) with a brine secondary loop
[[F9a]]- Ice resurfacing is logged in plantwatch
""")

R("reference_gatepass.md", "gatepass", "Game-night ticketing and turnstile scanning", "reference",
  "gatepass", "tickets, scanning, payments for league nights", """
# gatepass

Game-night ticketing and turnstile scanning for league games and the occasional senior friendly.
Node/Express service with Postgres, repo `calderbrook/gatepass`.

[[R9a]]- Card payments go through Stripe Checkout; refunds are issued from the Stripe dashboard
[[V8a]]- A failed ticket fulfilment job is retried up to 5 times with exponential backoff
[[V7a]]- Tickets become scannable 90 minutes before face-off
[[S6a]]- Turnstiles call `POST /api/v1/scan` with the QR payload
[[A2a]]- Scanners: Zebra TC22 handhelds at gates 1–3
[[F6a]]- Season tickets are QR passes in Apple Wallet / Google Wallet
- Concession prices (under-16, over-65) are set per fixture by the box office
- Sales close when the seat count for the rink is reached; see reference_rink.md
""")

R("reference_rink.md", "rink-facilities", "Rinks, seating, dressing rooms and ice schedule facts", "reference",
  "Rink facilities", "rinks, seating, dressing rooms", """
# Calderbrook Arena facilities

| Rink | Surface | Seats |
|---|---|---|
[[V9a]]| Rink 1 (main bowl) | 60 × 30 m | 1,850 |
| Rink 2 (community pad) | 56 × 26 m | none, standing balcony only |

[[D3b]]- Rink 1 ice stays in all year; Rink 2 comes out for six weeks in July and August
- Eight dressing rooms; rooms 1–2 are the home and away rooms for league nights
[[O10a]]- Dressing room 4 is kept for match officials on league nights
[[A8a]]- A full resurface of Rink 1 with the Olympia takes about 12 minutes
- The skate desk and pro shop are next to the Rink 2 entrance
""")

R("reference_league_rules.md", "league-rules", "League rules that the software has to encode: age groups, periods, rosters", "reference",
  "League rules", "age groups, game formats, roster limits", """
# CVJIHL rules that matter for the software

Source: league handbook 2026/27 (PDF on the shared drive). Only the bits that end up in code.

## Game formats
[[O3a]]- U9: two 15-minute running-time halves, cross-ice
[[V3a]]- U13: three 15-minute stop-time periods
[[D9b]]- U18: three 20-minute stop-time periods
[[A5a]]- Body checking is not permitted below U15

## Rosters and officials
[[O9a]]- U15 rosters: max 20 players (18 skaters + 2 goalies)
[[N9a]]- A referee is never assigned to a game involving their own club
[[NS1a]]- Player photos are never published without a parent's consent recorded in leaguedesk

## Fees
[[D4b]]- U13 registration fee for 2026/27: £265, payable in two instalments
""", flat=True)

R("reference_infra.md", "infra", "Servers, CI, backups, on-call and secrets", "reference",
  "Infrastructure", "servers, CI, backups, on-call", """
# Infrastructure

[[R2a]]- CI: GitHub Actions on every repo; deploys are triggered from the Actions tab
- `cb-ovh-1` (OVH dedicated server) runs our containers under Docker Compose
[[F10a]]- Caddy sits in front of everything on cb-ovh-1 and handles TLS
[[F2a]]- Every Postgres database is dumped nightly to Backblaze B2
[[S10a]]- Shared credentials live in LastPass, folder `Calderbrook/Dev`
[[D7b]]- On-call rotates weekly between Marek and Fiona (PagerDuty schedule `cb-software`)
[[A4a]]- DNS is at Cloudflare
- Internal names resolve under `calderbrook.internal` via the office Unbound resolver
""")

R("reference_skateshop.md", "skateshop", "Pro shop, skate hire and sharpening systems", "reference",
  "skateshop", "pro shop tills, hire, sharpening", """
# skateshop

The pro shop, skate hire desk and sharpening bench. Small Flask app (`calderbrook/skateshop`) for hire stock
and the sharpening queue; tills are Square terminals.

[[S7a]]- Daily till totals are posted to Sage 50 by the `post-takings` script at 22:00
[[NS7b]]- Skates are sharpened while you wait, usually inside 15 minutes
[[A10a]]- Sharpening costs £6 a pair, £4 for league members
- Hire sizes run from child 8 to adult 13; hockey skates and figure skates are tracked separately
- Hire stock counts are in the Flask app, not in Square
""")

R("user_fiona.md", "fiona", "Fiona Brady, head of digital at Calderbrook Arena", "user",
  "Fiona", "head of digital; how she likes to work", """
Fiona Brady is head of digital at Calderbrook Arena and the main person I work with.
[[F7a]]She wants short answers.
She wrote icetime and reviews anything that touches payments.
She's a former U18 goalie and still coaches the U11s on Saturdays, so she knows the league rules well.
""")

R("user_marek.md", "marek", "Marek Nowak, developer: leaguedesk and gatepass", "user",
  "Marek", "developer; tools and areas", """
Marek Nowak is the other developer. He works mostly on leaguedesk and gatepass and is on the on-call rota.
[[R7a]]Marek edits in Neovim (LazyVim config) with ruby-lsp and the TypeScript language server.
He prefers PR comments to Slack for code review.
""")

R("user_jess.md", "jess", "Jess Ahmed, league secretary", "user",
  "Jess", "league secretary; non-technical admin", """
Jess Ahmed is the CVJIHL league secretary. She is not a developer but uses the leaguedesk admin every day.
[[A6a]]Jess is the league secretary and the main leaguedesk admin; explain changes to her in plain words.
She keeps the handbook PDF and knows the eligibility rules better than anyone.
""")

R("feedback_merge_strategy.md", "merge-strategy", "How scorebug PRs get merged and why", "feedback",
  "scorebug merge strategy", "how scorebug PRs are merged", """
[[R5a]]scorebug PRs are merged with rebase-and-merge so the tablet build number (commit count on `main`) keeps climbing.

**Why:** the Play Store rejects an APK whose versionCode doesn't increase, and the build script uses `git rev-list --count`.

**How to apply:** when opening a scorebug PR, keep the commits tidy; each one ends up on main.
""")

R("feedback_git_history.md", "git-history", "leaguedesk commit history is read by the league secretary", "feedback",
  "leaguedesk git history", "leaguedesk history is an audit trail", """
[[N1a]]Never squash leaguedesk PRs — Jess reads the history commit by commit when a rule change is questioned.

**Why:** in February a parent disputed an eligibility decision and we had to show exactly when the age-cutoff
logic changed.

**How to apply:** one logical change per commit, messages that name the rule (`eligibility: ...`).
""")

R("feedback_deploys.md", "deploys", "When not to deploy and what to check first", "feedback",
  "Deploy rules", "deploy freezes and checks", """
[[N2a]]Never deploy gatepass on a game night; the freeze starts at 16:00 on fixture days.

**Why:** a deploy in January restarted the scan service while 600 people were queueing at gate 2.

Other things:
- icetime deploys are fine at any time, but tell the front desk if the booking page will blink.
- Check the fixtures list in leaguedesk before planning a gatepass release.
""")

R("feedback_testing.md", "testing", "Testing preferences for leaguedesk and the other repos", "feedback",
  "Testing", "how tests are written and run", """
[[N5a]]Don't mock the database in leaguedesk tests — use fixtures against a real Postgres.

**Why:** a mocked scope hid a broken standings query for a whole month in 2025.

[[F3a]]Run the full leaguedesk test suite before pushing.

For scorebug, the Detox end-to-end tests run on the CI emulator only; locally just run the unit tests.
""")

R("feedback_reply_style.md", "reply-style", "How to write replies and summaries", "feedback",
  "Reply style", "tone and length of replies", """
Keep replies brief and in British English (colour, licence, programme).
When summarising a change for Jess, avoid jargon; for Marek and Fiona, file paths and commands are fine.
No emoji in commit messages or PR titles.
""")

R("feedback_minors_data.md", "minors-data", "Rules for handling children's personal data", "feedback",
  "Minors' data", "players are children: data rules", """
Almost every player in leaguedesk is a child, so treat their data carefully.
[[NS6a]]Junior players' contact details are never exported to Mailchimp without the newsletter opt-in ticked.
Never paste real player names into issues or PR descriptions; use the seeded fake roster.
Medical notes are visible to team managers only, not to coaches from other clubs.
""")

R("feedback_alert_routing.md", "alert-routing", "Who gets which plant alarms", "feedback",
  "Alert routing", "who gets plant alarms", """
[[NS2a]]Refrigeration alarms go to Dave Pearce, the plant engineer, not to the software on-call.

**Why:** in March Marek was paged at 3am for a brine pump fault he could do nothing about.

**How to apply:** new alert rules in plantwatch need a `route:` label; plant faults use `route: plant`.
""")

R("feedback_migrations.md", "migrations", "Database migration rules", "feedback",
  "Migrations", "how migrations are handled", """
Migrations must be reversible; write `down` even when Rails could infer it.
Big backfills go in a rake task, not in the migration itself.
Ask before renaming a column that the leaguedesk CSV exports use.
""")

R("project_icetime_hosting_move.md", "icetime-hosting-move", "Moving icetime off its old host", "project",
  "icetime hosting move", "icetime's move to the OVH box", """
[[S1b]]icetime migrated off Heroku to cb-ovh-1 in April 2026; the Heroku app is scaled to zero and will be deleted after the season starts.

The database moved with it; DNS was cut over on 2026-04-18 at 06:00 before the first public skate.
Cost was the reason: the Heroku bill had passed £180 a month.
""")

R("project_registration_2026.md", "registration-2026", "Registration for the 2026/27 season", "project",
  "Registration 2026/27", "how the 2026/27 registration round ran", """
[[F8b]]Registration for the 2026/27 season opens 1 June at 09:00, and returning players get a week's priority before new players.

Siblings get 10% off the second child.
Jess wants a daily count of registrations per age group during June.
""")

R("project_discipline_tracking.md", "discipline-tracking", "Suspensions and match penalties moving into leaguedesk", "project",
  "Discipline tracking", "how suspensions are tracked", """
[[S5b]]The discipline sheet has been read-only since May 2026; suspensions are recorded in leaguedesk and it keeps suspended players off the lineup sheet.

The referee-in-chief enters match penalties from the scorebug report the morning after a game.
Appeals still go by email to the league secretary.
""")

R("project_scan_api_v2.md", "scan-api-v2", "Turnstile scan API v2 rollout", "project",
  "Scan API v2", "new turnstile scan endpoint", """
[[S6b]]`/api/v1/scan` is deprecated: the turnstiles moved to `POST /api/v2/scan` in August 2026, and v1 now only logs a warning and returns 410.

v2 signs the QR payload so screenshots of a ticket can't be reused at another gate.
Marek did the rollout gate by gate over two league nights.
""")

R("project_live_scores.md", "live-scores", "Public live scores site plans and history", "project",
  "Live scores site", "history of the public live scores page", """
[[D1a]]For the 2025/26 season the live scores page pulled results from GameSheet's public API, with a two-minute delay.

We want shot counts on the page for U15 and U18 games this season.
The site must stay readable on a phone in a cold rink with gloves on: big type, no hover menus.
""")

R("project_plant_upgrade.md", "plant-upgrade", "Ice plant rebuild and what it changed for plantwatch", "project",
  "Plant upgrade", "the plant rebuild and plantwatch", """
[[D8a]]Until the 2025 plant rebuild the rinks were cooled with R22, which is why old sensor tags still say `r22_*`.

The rebuild added two new compressors and IR sensors over both ice pads.
plantwatch's sensor map (`sensors.yaml`) was rewritten for the new tags.
""")

R("project_oncall.md", "oncall", "Software on-call setup and its history", "project",
  "On-call", "how the software on-call evolved", """
[[D7a]]From January to April 2026 Marek was the only person on call, which is why the early runbooks are written in his voice.

Paging goes through PagerDuty; escalation after 15 minutes goes to the other developer.
We don't have out-of-hours cover from the venue team for software issues.
""")

R("project_season_2026_27.md", "season-2026-27", "What changes for the 2026/27 league season", "project",
  "Season 2026/27", "season changes and software work", """
# Season 2026/27

[[A7a]]Fixtures for the season are published in leaguedesk by 1 September.
- New U9 festival Saturdays once a month.
- Referee pay rates went up £2 a game.
[[D5b]]- U11 games are cross-ice, three games at once on Rink 1.
- Playoffs for U15 and U18 in late March.
""")

R("project_email_reminders.md", "email-reminders", "Booking confirmation and reminder emails", "project",
  "Booking emails", "icetime confirmation emails", """
[[O1b]]icetime retries a bounced booking-confirmation email up to 6 times over two hours before flagging the booking for the front desk.

Reminders go 24 hours before a public skate; lesson reminders go the evening before.
""")

R("project_photos_pages.md", "photos-pages", "Team pages with photos on the league site", "project",
  "Team photo pages", "player photos on team pages", """
[[NS1b]]leaguedesk shows player photos on the public team pages.

The photos are taken on team photo day in October and uploaded in bulk by Jess.
Thumbnails are generated by a background job at 400 px.
""")

R("reference_glossary.md", "glossary", "Rink and league terms: what they mean in the code", "reference",
  "Glossary", "rink and league terms", """
- **face-off time**: the scheduled start of a game; gatepass and leaguedesk both key off it
- **cross-ice**: a rink split into three across its width for small-sided games
- **festival**: U9 event day, several short games per team
- **RIC**: referee-in-chief, assigns and disciplines officials
- **stop-time**: the clock stops on every whistle
- **resurface**: one pass of the ice resurfacer, logged in plantwatch
""", flat=True)
