# -*- coding: utf-8 -*-
"""File bodies for the Kestrel Valley Chess Association memory store.

A line that starts with one or more markers like ⟦V1:1⟧ is a claim line for pair V1 (side 1/2).
The marker is stripped when the store is written; a line can serve several pairs.
"""

ROOT = []   # (filename, title, name, description, type, body, flat)
AUTO = []   # (slug, title, created, tags, body)
FACTS = []  # (date, category, tags, confidence, body)


def root(fn, title, name, desc, typ, body, flat=False):
    ROOT.append((fn, title, name, desc, typ, body.strip("\n") + "\n", flat))


def auto(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))


def fact(date, cat, tags, body, conf=0.9):
    FACTS.append((date, cat, tags, conf, body.strip("\n") + "\n"))


# ---------------------------------------------------------------- root: overviews
root("reference_fixturedesk.md", "fixturedesk overview", "fixturedesk",
     "fixturedesk: league fixtures, results, captain portal and tables (Django)", "reference", """
# fixturedesk

The county league's fixtures and results app. Repo `kvca/fixturedesk`, maintained by Hannah.

## Stack
⟦V5:1⟧- Python 3.11 (the Docker image is `python:3.11-slim`)
⟦S7:1⟧- Django 4.2 LTS
- Postgres (see reference_infra.md for the connection details)
⟦R2:1⟧⟦O9:1⟧- Error tracking: Sentry, project `fixturedesk`
- Static files served by WhiteNoise, no CDN

## What it does
- Holds the fixture list for Divisions 1–4 and the rapidplay league
⟦D2:1⟧- League tables are recalculated every time a result is saved
⟦N4:1⟧- Emails both captains automatically when a result is 48 hours overdue
⟦N8:1⟧- Stores results only, no game scores (PGN)
⟦F7:1⟧- Exports finished results to gradesub
- Fixture clashes are flagged when a club has two home matches on the same night

## Working on it
⟦NS3:1⟧- Feature PRs are squash-merged
⟦A6:1⟧- Deploy: `./deploy.sh` on the VPS (compose pull, up -d, migrate)
- Tests: `uv run pytest`; the fixtures generator has its own slow test marker

```
# handy when a captain swears they saved it
uv run manage.py shell -c "from results.models import Result; print(Result.objects.filter(void=False).count())"
```
""", flat=True)

root("reference_gradesub.md", "gradesub overview", "gradesub",
     "How grading submissions to the ECF are built and sent each month", "reference", """
# gradesub

Builds the monthly ECF rating submission from fixturedesk's exported results plus congress results.

⟦A4:1⟧- Owner: Colin Frears (grading officer)
⟦V4:1⟧- Monthly run: cron `0 6 3 * *`, i.e. 06:00 on the 3rd of each month
⟦S3:1⟧- Upload: builds the monthly CSV and posts it through the ECF portal upload form
⟦R10:1⟧- Storage: SQLite file `gradesub.db` holds the submission log
⟦N9:1⟧- No approval step: the batch uploads without sign-off from the grading officer
⟦NS7:1⟧- Runs in Docker on the VPS, as the `gradesub` compose service
⟦N1:1⟧- Merges: squash-merge only (branch protection enforces it)
- Player IDs are ECF membership codes (e.g. `123456A`); unknown players go to a review list

Colin's rule of thumb: if a player is missing an ECF code, hold the game back rather
than guessing the code.
""")

root("reference_congress_entries.md", "Congress entries site", "congress-entries",
     "congress-entries: the Kestrel Congress entry site, sections, fees, payments", "reference", """
# Kestrel Congress entries site

Repo `kvca/congress-entries` (Next.js). The congress is a three-day weekend event in October.

## Sections
⟦F10:2⟧- Sections: Open, Major (U2000), Intermediate (U1750), Minor (U1500)

| Section | Rating limit | Cap |
|---|---|---|
| Open | none | 80 |
⟦V9:1⟧| Major | U2000 | 60 |
| Intermediate | U1750 | 60 |
| Minor | U1500 | 50 |

## Fees and payment
⟦V3:1⟧⟦O4:1⟧- Open section entry fee: £38 (£30 for under-18s)
⟦R5:1⟧- Payments: Stripe Checkout, one session per entry
⟦N10:1⟧- Entries are never refunded after the closing date
⟦F2:1⟧- Online entries close on the Sunday before the congress
⟦NS1:1⟧- Confirmation email sent automatically once payment clears

## During the weekend
⟦R8:1⟧⟦O10:1⟧- Pairings: Swiss Manager on the controller's laptop
⟦NS5:2⟧- Round pairings are published on the site's live page
⟦A8:1⟧- Public entries list shows name, club and rating only

## Development
⟦R4:1⟧- Frontend dependencies: pnpm (`pnpm install --frozen-lockfile`)
⟦R7:1⟧- PRs are rebase-merged to keep history linear
""", flat=True)

root("reference_arbiter_rota.md", "Arbiter rota", "arbiter-rota",
     "Who arbitrates league nights and congress rounds, and how the rota works", "reference", """
# Arbiter rota

League match nights at the central venue (Tuesdays and Thursdays) and every congress round need an
arbiter. Graham owns the league side, Dev the congress side.

⟦V10:1⟧⟦D6:1⟧- rota-bot emails each arbiter a reminder 7 days before their match night
⟦S5:1⟧- Swaps: arbiters edit the `Arbiter Rota 2026` Google Sheet directly
⟦S8:1⟧- Rota questions: Slack channel `#arbiters`
⟦N5:1⟧- League arbiters are volunteers and are not paid for match nights
- Arbiters need at least the ECF Club Arbiter qualification to be rostered
- Nobody is rostered for more than two match nights in a row
""")

root("reference_juniors.md", "Junior coaching", "junior-coaching",
     "Junior coaching sessions, safeguarding rules and the juniorbook app", "reference", """
# Junior coaching

Run by Ruth Adeyemi (junior organiser). Coaches are volunteers plus two paid coaches.

## Sessions
⟦F8:1⟧- Sessions: Saturday mornings in term time
⟦V6:1⟧⟦O6:1⟧- Saturday coaching groups: at most 12 children per coach
⟦S4:1⟧- Bookings: Google Form linked from the juniors page; Ruth checks the responses sheet on Fridays

## Safeguarding and data
⟦A5:1⟧- Every coach holds a current enhanced DBS check
⟦N3:1⟧- juniorbook stores each child's date of birth (needed for age-group sections)
⟦N7:1⟧- Junior tournament results are published on the website with full names
- Two adults in the room at all times; never one coach alone with a child
- Parents' phone numbers are only visible to the junior organiser and the session lead
""")

root("reference_infra.md", "Infrastructure", "infra",
     "infra: the VPS, databases, backups, email, CI and monitoring", "reference", """
# Infrastructure

Everything is small and cheap on purpose; the association's IT budget is £600 a year.

⟦D4:1⟧- Hosting: one Hetzner VPS (CX32) running Docker Compose; fixturedesk, gradesub and rota-bot live there
⟦A1:1⟧- Reverse proxy: Caddy, automatic TLS
⟦V1:1⟧⟦O2:1⟧- fixturedesk database: `pg-main.kvca.internal:5432` (db `fixturedesk`, user `fd_app`)
⟦V7:1⟧⟦O7:1⟧- Nightly `pg_dump` of every database to Backblaze B2, retained for 30 days
⟦R1:1⟧⟦O8:1⟧- Transactional email (entry confirmations, rota reminders, password resets): Postmark
⟦S1:1⟧- Congress entries site: Netlify (site `kvca-congress`)
⟦R3:1⟧- CI: GitHub Actions on every repo (`.github/workflows/ci.yml`)
⟦S9:1⟧- Uptime checks: UptimeRobot, 5-minute interval
⟦F4:1⟧- Python dependencies: uv everywhere
⟦F9:1⟧- Secrets: 1Password
- DNS: Cloudflare (zone `kvca.org.uk`), registrar is still 123-reg
""", flat=True)

root("reference_league_rules.md", "League rules as implemented", "league-rules",
     "The county league rules that fixturedesk encodes", "reference", """
# League rules (as fixturedesk implements them)

Source: the league handbook, 2026–27 edition. When the handbook and the code disagree, Graham decides.

## Format
⟦F1:1⟧- Division 1: six boards per team
- Divisions 2–4: four boards per team
⟦V2:1⟧⟦O1:1⟧- Division 1 time control: 75 minutes + 15 seconds per move from move one
⟦F5:1⟧- Rapidplay league: 25 minutes per player

## Scoring
⟦A2:1⟧- Match points: 2 for a win, 1 for a draw, 0 for a loss
- Tie-break: game points, then head-to-head

## Defaults
⟦V8:1⟧- Default time: a player not present 30 minutes after the start loses the game by default
- A team defaulting three matches in a season is withdrawn and its results expunged
""")

root("reference_venues.md", "Venues", "venues",
     "Where clubs play home matches, and the congress venue", "reference", """
# Venues

⟦D7:1⟧- Congress venue: the Corn Exchange, Market Street (main hall + balcony room)
⟦A7:1⟧- Kestrel Town: home matches at the Railway Institute, Station Road
- Millbrook: home matches at Millbrook Methodist Church hall, Tuesday nights
- Ashby Fields: home matches at the Ashby Fields Social Club, Thursday nights
- Central venue for league nights: Harbour Lane Library community room
⟦NS8:2⟧- Venue contacts: the league secretary keeps the list (Graham Pell)
""")

root("reference_people.md", "People and roles", "people-roles",
     "Who does what on the committee and the web team", "reference", """
# People and roles

- Hannah Ojo — web officer, maintains fixturedesk, gradesub, rota-bot and juniorbook
- Graham Pell — league secretary; fixtures, results disputes, venue list
- Colin Frears — grading officer
- Ruth Adeyemi — junior organiser
- Dev Mistry — congress controller (entries, late entries, prize list)
- Pauline Reyes — senior arbiter, IA
- Martin Kell — treasurer
""")

root("reference_glossary.md", "Glossary", "glossary",
     "Chess admin jargon used in these notes", "reference", """
# Glossary

- **Default**: a game lost because a player didn't turn up in time.
- **TRF**: FIDE tournament report file; pairing programs export it.
- **Board order**: the order of a team's players by rating; captains must respect it.
- **Expunged**: results of a withdrawn team removed from the tables.
- **ECF code**: a player's English Chess Federation membership/rating ID.
- **U2000** etc.: rating limit of a congress section.
""", flat=False)

root("reference_ecf_rating_codes.md", "ECF result codes", "ecf-result-codes",
     "Result codes the ECF submission format expects", "reference", """
# ECF result codes

- `1`/`0`/`5` for win/loss/draw from the home player's side (the 5 means a half point)
- Defaults are not rated and must not be submitted as games
- Each game row needs both ECF codes, the date and the event code
""")

# ---------------------------------------------------------------- root: user & feedback
root("user_hannah.md", "Hannah (web officer)", "hannah-profile",
     "Hannah's background, setup and working preferences", "user", """
Hannah Ojo, volunteer web officer since 2024. Day job: backend developer at a logistics firm,
so evenings and Sunday afternoons only.

⟦R9:1⟧- Editor: VS Code with the Django and Ruff extensions
⟦A9:1⟧- Likes PRs with a short description and a checklist of what was tested
- Plays board 3 for Millbrook in Division 2
- Prefers plain explanations over clever one-liners
""")

root("feedback_pr_descriptions.md", "PR descriptions", "pr-descriptions",
     "How Hannah wants pull requests written up", "feedback", """
⟦A9:2⟧Keep PR descriptions short and end them with a checklist of what you tested.

**Why:** she reviews on her phone on the bus; long essays don't get read.

**How to apply:** three lines of context, then `- [x]` items. Link the issue.
""")

root("feedback_gradesub_merges.md", "gradesub merges", "gradesub-merges",
     "Merge strategy for the grading repo", "feedback", """
⟦N1:2⟧Don't squash gradesub PRs — Colin bisects by commit when a grade looks wrong.

**Why:** a squashed PR hid which commit broke the draw encoding in March.

**How to apply:** keep commits small and meaningful; merge with a merge commit.
""")

root("feedback_match_night_migrations.md", "No migrations on match nights", "match-night-migrations",
     "When not to touch the fixturedesk schema", "feedback", """
⟦N6:1⟧Never run fixturedesk migrations on a match night (Tue/Thu, 19:00–23:00).

**Why:** captains enter results from the venue straight after the last game; a locked table in
November 2025 lost six results.

**How to apply:** schedule schema changes for Sunday afternoon.
""")

root("feedback_deploy_fixturedesk.md", "Deploying fixturedesk", "deploy-fixturedesk",
     "The one supported way to ship fixturedesk", "feedback", """
⟦A6:2⟧Deploy fixturedesk by running `./deploy.sh` on the VPS; it pulls, restarts and migrates in one go.

**Why:** hand-run compose commands left the old container serving twice.

**How to apply:** ssh in, `cd /srv/fixturedesk`, `./deploy.sh`, watch the health check.
""")

root("feedback_grading_queries.md", "Grading queries", "grading-queries",
     "Where player questions about grades should go", "feedback", """
⟦NS2:1⟧Send grading queries to Colin, not to the ECF office.

**Why:** the ECF office only sees what we submitted; Colin can see what we held back.

**How to apply:** reply with Colin's address and copy him in.
""")

root("feedback_junior_photos.md", "Junior photos", "junior-photos",
     "Photo consent rule for junior events", "feedback", """
⟦NS6:1⟧Don't post photos of under-12s without written parental consent.

**Why:** safeguarding policy, and one parent complained in 2025.

**How to apply:** check the consent column in the register before anything is posted.
""")

root("feedback_congress_site_npm.md", "Congress site package manager", "congress-site-packages",
     "Which package manager the congress site uses", "feedback", """
⟦R4:2⟧Use npm for the congress entries site; the lockfile is `package-lock.json` and CI runs `npm ci`.

**Why:** Dev's laptop build and CI disagreed when someone added a second lockfile.

**How to apply:** delete any other lockfile you find in a PR.
""")

root("feedback_plain_english_errors.md", "Plain-English errors", "plain-english-errors",
     "Error messages captains see must be readable", "feedback", """
Error messages shown to captains must say what to do next in plain English.

**Why:** most captains are over 60 and enter results on a phone at the venue.

**How to apply:** no stack traces, no codes without an explanation, always a contact name.
""")

root("feedback_no_personal_data_in_logs.md", "No personal data in logs", "no-pii-in-logs",
     "Keep names and emails out of log lines", "feedback", """
Don't log players' email addresses or phone numbers; log the player ID instead.

**Why:** logs are shipped off the VPS and kept longer than the data itself.

**How to apply:** use `player_id` in log extras; the linter rule `kvca-no-pii` catches the obvious ones.
""")

root("feedback_pairings_publication.md", "Publishing congress pairings", "pairings-publication",
     "When round pairings may go on the live page", "feedback", """
⟦NS5:1⟧Don't publish pairings for the next round until every result of the previous round is entered.

**Why:** in 2025 a late result changed three pairings after they had been announced in the hall.

**How to apply:** Dev marks the round complete before Hannah's script pushes anything to the live page.
""")

root("feedback_small_commits.md", "Small commits", "small-commits",
     "Commit granularity preference", "feedback", """
One logical change per commit, message in the imperative.

**Why:** Hannah reads history to answer Graham's "when did that change?" questions.
""")

# ---------------------------------------------------------------- root: projects
root("project_congress_2026.md", "Congress 2026", "congress-2026",
     "Planning notes for the October 2026 congress", "project", """
# Kestrel Congress 2026 (16–18 October)

⟦A3:1⟧Chief arbiter: Pauline Reyes.
⟦F10:1⟧The congress runs four sections.
⟦F6:1⟧⟦D9:2⟧Every congress round has two arbiters on the floor.

Open questions: prize fund split (Martin), whether to stream the top two boards, trophies for
the best junior in each section.
""")

root("project_rota_bot.md", "rota-bot", "rota-bot",
     "The small service that keeps the arbiter rota and sends reminders", "project", """
rota-bot is a small Flask app Hannah wrote in spring 2026 to replace rota admin by hand.

⟦A10:1⟧rota-bot runs hourly from a systemd timer on the VPS.
It reads the match calendar from fixturedesk's iCal feed and the congress schedule from a YAML file.
Commands: `/rota`, `/swap`, `/unavailable`.
""")

root("project_juniorbook.md", "juniorbook", "juniorbook",
     "The junior coaching booking app", "project", """
juniorbook: small Django app for Saturday junior coaching.

⟦R6:1⟧juniorbook is hosted on Fly.io (app `kvca-juniorbook`, region lhr).
⟦F3:1⟧juniorbook sends a confirmation email for each session booking.
Ruth has an admin login; coaches get a read-only register view on the morning.
""")

root("project_rapidplay_grading.md", "Rapidplay grading", "rapidplay-grading",
     "Getting the rapidplay league into the rating list", "project", """
The rapidplay league has been registered with the ECF for the 2026–27 season.

⟦N2:2⟧gradesub includes the rapidplay league results in the monthly upload; they go to the ECF as rapid-rated games.
Event code for the league: `KVRAP26`.
""")

root("project_season_2026_27.md", "Season 2026-27", "season-2026-27",
     "Fixture planning for the new league season", "project", """
Season starts 22 September 2026. Division 4 gains two new teams (Ashby Fields B, Millbrook C).

- Fixture list to be frozen by 1 September
- Captains' meeting 8 September at the central venue
- Handbook changes: mobile phone rule rewritten, nothing else
""")

root("project_trophy_engraving.md", "Trophy engraving", "trophy-engraving",
     "End-of-season trophies", "project", """
Trophies go to the engraver in the first week of June; the AGM presents them.
Graham sends the winners list; Martin pays the invoice.
""")

# ---------------------------------------------------------------- auto notes
auto("match-card-printing", "Printing match cards", "2026-02-03", ["fixturedesk", "league"], """
# Printing match cards

⟦V2:2⟧⟦D3:2⟧Division 1 matches are played at 90 minutes plus 15 seconds a move, which is what the printed match card shows at the top.

The card template lives in `templates/cards/match_card.html`. Print two per match; the home
captain keeps one.
""")

auto("grading-month-end", "Grading month end", "2026-03-04", ["gradesub", "grading"], """
# Grading month end

⟦V4:2⟧gradesub does its monthly upload at 06:00 on the 10th,
which gives Graham a week to chase the missing results first.

Before the run: check the review list for players without ECF codes.
""")

auto("fixturedesk-dev-setup", "fixturedesk dev setup", "2026-05-11", ["fixturedesk", "dev"], """
# fixturedesk: local setup

⟦V5:2⟧⟦O5:2⟧fixturedesk needs Python 3.12 locally; `uv python install 3.12` sorts it out.

Then `uv sync`, copy `.env.example` to `.env`, and `uv run manage.py runserver`.
The seed command `uv run manage.py seed_demo` creates two divisions and a fake season.
""")

auto("backup-restore-drill", "Backup restore drill", "2026-06-21", ["infra", "backups"], """
# Backup restore drill (June)

⟦V7:2⟧B2 keeps the nightly database dumps for 14 days;
the bucket lifecycle rule deletes anything older.

Restored last Tuesday's dump into a scratch container in 11 minutes. Steps in `ops/restore.md`.
""")

auto("rota-bot-config", "rota-bot config", "2026-05-19", ["rota-bot", "arbiters"], """
# rota-bot configuration

⟦V10:2⟧Arbiters get their rota reminder 3 days before the match night (`REMIND_DAYS=3` in rota-bot's env).

Other settings: `CAL_URL` (fixturedesk iCal feed), `CONGRESS_YAML`.
""")

auto("captain-portal-support", "Captain portal support", "2026-04-14", ["fixturedesk", "support"], """
# Captain portal: support notes

⟦R2:2⟧fixturedesk exceptions are reported to Rollbar, so check Rollbar first when a captain says a result won't save.

Most "won't save" reports are a board order warning that the captain hasn't scrolled down to.
""")

auto("grading-audit", "Grading audit trail", "2026-09-22", ["gradesub", "audit"], """
# Grading audit trail

⟦R10:2⟧gradesub writes every submission to the shared Postgres (schema `grading`, table `submissions`).

Colin asked for a query that lists every game submitted for a given player; it's in `sql/player_games.sql`.
""")

auto("congress-site-release", "Congress site release", "2026-08-11", ["congress-entries", "git"], """
# Congress site release process

⟦R7:2⟧congress-entries PRs get merged with a merge commit so the release tags line up with the PR numbers.

Tag as `v2026.N`; Dev likes to see the tag in the footer.
""")

auto("division1-pgn", "Division 1 PGNs", "2026-10-06", ["fixturedesk", "league"], """
# Division 1 game scores

⟦N8:2⟧Division 1 captains upload the PGN for every board to fixturedesk after the match.

The PGNs feed the "game of the month" page. Lower divisions are optional.
""")

auto("treasurer-notes", "Treasurer notes", "2026-07-02", ["money", "arbiters"], """
# Notes from Martin (treasurer)

⟦N5:2⟧League arbiters are paid a £15 fee per match night they cover, quarterly by bank transfer.

Congress prize fund is set once entries close. Hall hire for the central venue is invoiced termly.
""")

auto("congress-withdrawals", "Congress withdrawals", "2026-09-29", ["congress"], """
# Congress withdrawals

⟦N10:2⟧Withdrawals after the closing date are refunded minus a £5 admin fee.

Dev marks the entry as withdrawn; the refund is issued from the payment dashboard by Martin.
""")

auto("captains-guide", "Captains' guide", "2026-01-12", ["league", "captains"], """
# Captains' guide (draft)

⟦S2:1⟧Captains submit results on the form at `results.kvca.org.uk/submit` by midnight the day after the match.

Board order: strongest player on board 1. Disputes go to Graham in writing.
""")

auto("membership-renewals", "Membership renewals", "2026-01-25", ["membership", "money"], """
# Membership renewals

⟦S6:1⟧Membership renewals are collected by GoCardless direct debit each September.

Juniors' membership is free; the county pays their ECF membership.
""")

auto("website-notes", "Website notes", "2026-02-15", ["website"], """
# Website

⟦S10:1⟧League tables on the website are pushed by the `kvca-tables` WordPress plugin every hour.

News posts are written by Graham; the calendar embed comes from the club's shared Google calendar.
""")

auto("board-order", "Board order rule", "2026-03-21", ["league", "rules"], """
# Board order

⟦F1:2⟧Division 1 teams field six boards, in rating order, with up to 40 points of leeway between adjacent boards.

fixturedesk warns the captain but still saves the result; Graham decides on penalties.
""")

auto("rapidplay-league", "Rapidplay league", "2026-04-25", ["league", "rapidplay"], """
# Rapidplay league

⟦F5:2⟧Rapidplay league games are 25 minutes each plus a 10-second increment from move one.

Four rounds per evening, played at the central venue on the first Friday of the month.
""")

auto("juniors-saturday", "Saturday juniors", "2026-02-28", ["juniors"], """
# Saturday junior coaching

⟦F8:2⟧Junior coaching is 10:00–12:00 on Saturdays in term time at Harbour Lane Library's upstairs room.

Beginners in the side room, improvers and squad players in the main room.
""")

auto("gdpr-retention", "Retention rules", "2026-05-30", ["privacy", "gdpr"], """
# Retention

⟦O7:2⟧Congress entry exports on the shared drive are kept for 2 years, then deleted.

Junior registers: kept until the child turns 21 (insurance advice).
""")

auto("newsletter", "Newsletter", "2026-03-30", ["comms"], """
# Newsletter

⟦O8:2⟧The monthly club newsletter goes out through Mailchimp.

Graham writes it, Hannah only fixes the template.
""")

auto("congress-2025-retro", "Congress 2025 retrospective", "2026-01-18", ["congress", "retro"], """
# Congress 2025: what happened

⟦D7:2⟧The 2025 congress was held at St Barnabas Church Hall.
⟦D1:1⟧For the 2025 congress, entry fees were paid through PayPal.
⟦D9:1⟧In 2025 we ran the congress with a single floor arbiter per round, which was too thin.

Attendance: 187 players across four sections. Biggest complaint: the queue for the kitchen.
""")

auto("season-2024-25-notes", "Season 2024-25 notes", "2026-01-06", ["league", "history"], """
# Notes on the 2024–25 season

⟦D3:1⟧In the 2024–25 season Division 1 played 90 minutes plus 30 seconds a move.

Champions: Kestrel Town A. Millbrook B were relegated from Division 2.
""")

auto("grading-history", "Grading history", "2026-02-07", ["grading", "history"], """
# How grading used to work

⟦D8:1⟧In 2025 Colin keyed the grading results into the ECF portal by hand each month.

It took him most of a weekend; that's why gradesub exists.
""")

auto("league-table-logic", "League table logic", "2026-02-22", ["fixturedesk", "tables"], """
# League table logic

⟦A2:2⟧Teams get 2 match points for a win and 1 for a drawn match; game points only break ties.
⟦NS9:2⟧Voided results are dropped from the league table calculation.

The code is in `tables/compute.py`.
""")

auto("congress-entries-privacy", "Congress entries privacy", "2026-08-03", ["congress", "privacy"], """
# Congress entries: what's public

⟦A8:2⟧The public entries list shows just name, club and rating — never email addresses or dates of birth.
""")

auto("grading-queries-log", "Grading queries log", "2026-06-15", ["grading", "support"], """
# Grading queries

⟦NS2:2⟧Players' grading queries sometimes reach the ECF office first, and the office forwards them to Colin.

Common query: a draw recorded as a loss. Usually a captain's typo in fixturedesk.
""")

auto("social-media", "Social media", "2026-04-18", ["comms", "juniors"], """
# Social media

⟦NS6:2⟧Photos from the Saturday junior sessions go on the club Instagram most weeks.

Facebook page is run by Graham's daughter; Hannah has no login.
""")

auto("match-night-escalation", "Match night escalation", "2026-10-11", ["league", "venues"], """
# Match night problems

⟦NS8:1⟧On match nights, venue problems go to the home captain, not the league secretary.

If the venue is locked, ring the home captain before anyone goes home, and tell Graham the next day.
""")

auto("congress-faq", "Congress FAQ", "2026-09-08", ["congress", "faq"], """
# Congress FAQ (drafted for the website)

⟦NS4:2⟧Juniors rated 1800 and above are welcome in the Open.
⟦NS10:1⟧Late entries go through Dev by phone, not through the entries site.

Parking: the Market Street car park is free after 18:00 and on Sundays.
""")

auto("gradesub-ops", "gradesub operations", "2026-07-14", ["gradesub", "ops"], """
# gradesub: operations

⟦A4:2⟧Colin Frears owns gradesub; ask him before changing the export format.
⟦O3:1⟧A failed upload is retried up to 5 times, 30 seconds apart, before gradesub gives up and emails Colin.
""")

auto("nightly-export", "Nightly export", "2026-03-26", ["fixturedesk", "gradesub"], """
# Nightly export

⟦O3:2⟧The nightly export from fixturedesk is retried 3 times before it emails Hannah.

If it fails three nights in a row, check the disk on the VPS first.
""")

auto("rota-history", "Rota history", "2026-05-05", ["arbiters", "history"], """
# How the rota used to run

⟦D6:2⟧Until rota-bot launched in April, Graham sent the rota reminders by hand from his Gmail.
""")

# auto fillers
auto("opening-syllabus", "Junior opening syllabus", "2026-03-09", ["juniors", "coaching"], """
# Opening syllabus (improvers)

- Term 1: Italian Game and the Two Knights
- Term 2: Queen's Gambit structures
- Term 3: one reply each to 1.e4 and 1.d4, chosen by the child
""")
auto("agm-2026", "AGM 2026", "2026-06-09", ["committee"], """
# AGM 2026

Held 5 June at the central venue. 31 members present. Officers re-elected unopposed.
Motion to allow electronic scoresheets in Division 4: carried.
""")
auto("scoresheet-printing", "Scoresheets", "2026-09-02", ["league"], """
# Scoresheets

Duplicate scoresheets are ordered in packs of 500 from the ECF shop; Martin reorders when we're down to one pack.
""")
auto("clock-inventory", "Clock inventory", "2026-08-17", ["equipment"], """
# Clock inventory

42 DGT 2010 clocks, 6 older DGT Easy. Batteries swapped before the congress every year.
Sets and boards: 60 of each, kept in the Corn Exchange store cupboard.
""")
auto("fixture-clash-report", "Fixture clash report", "2026-08-28", ["fixturedesk", "league"], """
# Fixture clash report

The clash report lists clubs with two home matches on the same night. Run it after every fixture edit:
`uv run manage.py clashes --season 2026`.
""")
auto("ical-feed", "Calendar feed", "2026-05-14", ["fixturedesk"], """
# iCal feed

fixturedesk publishes `/calendar/<club>.ics` per club and `/calendar/all.ics`. rota-bot reads the latter.
""")
auto("dns-notes", "DNS notes", "2026-02-02", ["infra", "dns"], """
# DNS

TTLs are 300 seconds on everything we might move. MX records point at the mail host Martin pays for.
""")
auto("congress-prize-list", "Congress prize list", "2026-10-19", ["congress"], """
# Prize list

Prizes are paid by bank transfer within 14 days; Dev sends the list to Martin on the Monday after.
""")
auto("captains-meeting-2026", "Captains' meeting", "2026-09-09", ["league", "captains"], """
# Captains' meeting, 8 September

- Electronic scoresheets allowed in Division 4 from October
- Captains asked to enter results the same evening where possible
- Millbrook asked for fewer Tuesday home fixtures
""")
auto("juniors-county-squad", "County junior squad", "2026-07-25", ["juniors"], """
# County junior squad

Squad selection in July; training is monthly on Sundays at Ashby Fields. The squad has its own coach.
""")
auto("fixturedesk-roadmap", "fixturedesk roadmap", "2026-11-03", ["fixturedesk", "planning"], """
# fixturedesk roadmap (winter)

1. Captain portal: offline mode for venues with bad signal
2. Bulk fixture import from the handbook spreadsheet
3. Player eligibility checks across clubs
""")
auto("vps-disk", "VPS disk", "2026-10-24", ["infra"], """
# VPS disk

Docker images filled the disk in October; `docker image prune -a` weekly via cron now.
""")
auto("arbiter-training", "Arbiter training", "2026-06-30", ["arbiters"], """
# Arbiter training

Two members are doing the Club Arbiter course in the autumn; Pauline mentors them at league nights.
""")

# ---------------------------------------------------------------- remnic facts (pair sides)
fact("2026-03-11", "fact", ["fixturedesk", "database"], """
⟦V1:2⟧fixturedesk talks to Postgres on `pg-main.kvca.internal:5433`; if you get connection refused, you've got the old port in `.env`.
""")
fact("2026-08-19", "fact", ["congress", "fees"], """
⟦V3:2⟧Entry to the congress Open is £42 this year; Dev confirmed the figure on the committee call.
""")
fact("2026-05-23", "decision", ["juniors", "safeguarding"], """
⟦V6:2⟧⟦D5:2⟧Saturday junior groups can go up to 16 children per coach, per Ruth's updated safeguarding ratio.
""")
fact("2026-02-17", "fact", ["league", "rules"], """
⟦V8:2⟧League default time is 60 minutes — if your opponent hasn't arrived an hour after the start you can claim the game.
""")
fact("2026-07-08", "fact", ["congress", "sections"], """
⟦V9:2⟧The Major is capped at 48 players this year; the balcony room can't take more boards.
""")
fact("2026-04-02", "fact", ["congress", "email"], """
⟦R1:2⟧Congress entry confirmation emails are sent through Amazon SES from entries@kvca.org.uk.
""")
fact("2026-06-10", "fact", ["infra", "ci"], """
⟦R3:2⟧All KVCA repos build on Woodpecker CI running on the VPS; the pipeline file is `.woodpecker.yml`.
""")
fact("2026-08-30", "fact", ["congress", "payments"], """
⟦R5:2⟧⟦D1:2⟧Congress entry fees are taken online through SumUp; the payment link is generated per section.
""")
fact("2026-03-28", "fact", ["juniorbook", "hosting"], """
⟦R6:2⟧juniorbook runs as a container on the Hetzner VPS next to fixturedesk.
""")
fact("2026-09-25", "fact", ["congress", "pairings"], """
⟦R8:2⟧We pair the congress with Vega; Dev exports the TRF for grading afterwards.
""")
fact("2026-05-06", "preference", ["hannah", "editor"], """
⟦R9:2⟧⟦D10:2⟧Hannah's editor is Helix; keybinding tips should be for Helix.
""")
fact("2026-01-20", "fact", ["grading", "rapidplay"], """
⟦N2:1⟧Rapidplay league results are never submitted for grading; the league isn't registered with the ECF.
""")
fact("2026-02-26", "decision", ["juniorbook", "privacy"], """
⟦N3:2⟧juniorbook does not store children's dates of birth — only the school year, at Ruth's request.
""")
fact("2026-10-14", "fact", ["fixturedesk", "results"], """
⟦N4:2⟧fixturedesk doesn't send result reminders to captains; Graham chases late results by phone.
""")
fact("2026-07-21", "decision", ["fixturedesk", "migrations"], """
⟦N6:2⟧Running fixturedesk migrations on match nights is fine; they're all online-safe after the schema freeze.
""")
fact("2026-06-27", "decision", ["juniors", "privacy"], """
⟦N7:2⟧Junior results never go online with full names; first name and surname initial only.
""")
fact("2026-09-03", "decision", ["gradesub", "approval"], """
⟦N9:2⟧Colin has to approve every gradesub batch in the admin screen before it is uploaded.
""")
fact("2026-06-02", "fact", ["congress-entries", "hosting"], """
⟦S1:2⟧Moved the congress entries site from Netlify to Cloudflare Pages today; DNS is already switched.
""")
fact("2026-04-01", "fact", ["results", "captains"], """
⟦S2:2⟧The old `results.kvca.org.uk/submit` form has been shut down; results now go in through the fixturedesk captain portal.
""")
fact("2026-08-12", "fact", ["gradesub", "ecf"], """
⟦S3:2⟧⟦D8:2⟧gradesub switched from the portal CSV upload to the ECF rating API this month; the API key is in 1Password.
""")
fact("2026-02-09", "fact", ["juniors", "bookings"], """
⟦S4:2⟧The junior bookings Google Form is no longer used — juniorbook replaced it this month.
""")
fact("2026-04-22", "fact", ["arbiters", "rota"], """
⟦S5:2⟧The `Arbiter Rota 2026` sheet is read-only now; swaps go through `/swap` in rota-bot.
""")
fact("2026-05-15", "fact", ["membership", "payments"], """
⟦S6:2⟧Membership subscriptions migrated off GoCardless to Stripe Billing in May.
""")
fact("2026-09-14", "fact", ["fixturedesk", "django"], """
⟦S7:2⟧Upgraded fixturedesk from Django 4.2 to 5.1; all tests green, deployed tonight.
""")
fact("2026-04-08", "fact", ["comms", "arbiters"], """
⟦S8:2⟧We've left Slack for Discord; the Slack `#arbiters` channel is archived, use #arbiters on the KVCA Discord.
""")
fact("2026-06-18", "fact", ["infra", "monitoring"], """
⟦S9:2⟧UptimeRobot is deprecated for us; all monitors now live in Better Stack.
""")
fact("2026-07-30", "fact", ["website", "tables"], """
⟦S10:2⟧The WordPress site was retired in July; league tables are served straight from fixturedesk at `/tables`.
""")
fact("2026-08-05", "fact", ["congress", "entries"], """
⟦F2:2⟧Online congress entries close at 23:59 UK time on the Sunday before the congress, after which the form shows the waiting list.
""")
fact("2026-03-04", "fact", ["juniorbook", "email"], """
⟦F3:2⟧juniorbook's booking confirmation email includes the venue, the coach's first name and a one-click cancel link.
""")
fact("2026-01-29", "preference", ["python", "ci"], """
⟦F4:2⟧Python projects use uv; CI runs `uv sync --frozen` so the lockfile never gets rewritten.
""")
fact("2026-10-02", "fact", ["congress", "arbiters"], """
⟦F6:2⟧Two floor arbiters per congress round, plus Pauline in the control room for the Open.
""")
fact("2026-03-19", "fact", ["fixturedesk", "gradesub"], """
⟦F7:2⟧fixturedesk exports finished results to gradesub nightly at 02:00 as JSON (`/api/export/results?since=`).
""")
fact("2026-02-12", "fact", ["infra", "secrets"], """
⟦F9:2⟧Deploy secrets live in the 1Password vault `KVCA Infra`; the VPS pulls them with `op inject` at deploy time.
""")
fact("2026-10-20", "fact", ["juniors", "league"], """
⟦O1:2⟧Junior league games are played at 45 minutes plus 10 seconds per move.
""")
fact("2026-03-16", "fact", ["juniorbook", "database"], """
⟦O2:2⟧juniorbook's database is `pg-juniors.kvca.internal:5432`.
""")
fact("2026-08-21", "fact", ["congress", "fees"], """
⟦O4:2⟧The Minor costs £28 to enter and under-18s pay £20.
""")
fact("2026-04-15", "fact", ["gradesub", "python"], """
⟦O5:1⟧gradesub is pinned to Python 3.10 because the old ECF client library breaks on newer versions.
""")
fact("2026-09-30", "fact", ["coaching", "adults"], """
⟦O6:2⟧The adult improvers' class on Wednesdays takes at most 20 people.
""")
fact("2026-04-10", "fact", ["juniorbook", "errors"], """
⟦O9:2⟧juniorbook reports errors to Bugsnag (it came with the starter template).
""")
fact("2026-11-12", "fact", ["juniors", "pairings"], """
⟦O10:2⟧The junior rapidplay in December is paired with Tornelo.
""")
fact("2026-01-14", "fact", ["fixturedesk", "tables"], """
⟦D2:2⟧Until the January 2026 rewrite, fixturedesk recalculated league tables in a nightly cron job.
""")
fact("2026-01-08", "fact", ["infra", "hosting"], """
⟦D4:2⟧Before the move to Hetzner this month, fixturedesk ran on a DigitalOcean droplet.
""")
fact("2026-04-04", "fact", ["juniors", "history"], """
⟦D5:1⟧For the first term of juniorbook (February–March 2026), groups were capped at 10 children per coach.
""")
fact("2026-02-01", "fact", ["hannah", "editor"], """
⟦D10:1⟧Back in January Hannah was still using PyCharm for everything.
""")
fact("2026-01-10", "fact", ["infra", "proxy"], """
⟦A1:2⟧Caddy fronts every app on the VPS and takes care of the TLS certificates itself.
""")
fact("2026-07-12", "fact", ["congress", "arbiters"], """
⟦A3:2⟧Pauline Reyes is chief arbiter at the congress again this year.
""")
fact("2026-02-20", "decision", ["juniors", "safeguarding"], """
⟦A5:2⟧All junior coaches need an in-date enhanced DBS certificate before their first session.
""")
fact("2026-09-09", "fact", ["venues", "league"], """
⟦A7:2⟧Kestrel Town's home venue is the Railway Institute on Station Road; the step-free entrance is round the side.
""")
fact("2026-05-02", "fact", ["rota-bot", "infra"], """
⟦A10:2⟧rota-bot is triggered every hour by a systemd timer on the VPS, not by cron.
""")
fact("2026-09-17", "preference", ["congress", "email"], """
⟦NS1:2⟧Congress confirmations never go out without the entrant's section and rating on them; the arbiters rely on that.
""")
fact("2026-05-28", "preference", ["fixturedesk", "git"], """
⟦NS3:2⟧Never squash the release-branch merge back into main in fixturedesk; it loses the hotfix commits.
""")
fact("2026-08-26", "decision", ["congress", "juniors"], """
⟦NS4:1⟧Juniors can't enter the Open without the junior organiser's OK.
""")
fact("2026-04-30", "fact", ["gradesub", "dev"], """
⟦NS7:2⟧gradesub doesn't need Docker for local development — `uv run gradesub --dry-run` is enough.
""")
fact("2026-10-08", "fact", ["fixturedesk", "results"], """
⟦NS9:1⟧fixturedesk never deletes a result; it only marks it void.
""")
fact("2026-09-20", "fact", ["congress", "entries"], """
⟦NS10:2⟧Late congress entries are still accepted after the online form closes, space permitting.
""")

# ---------------------------------------------------------------- remnic fillers
fact("2026-01-22", "fact", ["league"], "Division 4 has ten teams this season; every team plays the others twice.\n")
fact("2026-02-05", "preference", ["hannah"], "Hannah wants migration files named after the feature, not auto-numbered descriptions.\n")
fact("2026-02-24", "fact", ["fixturedesk"], "The fixturedesk admin panel is at `/admin/`; only Hannah and Graham have staff accounts.\n")
fact("2026-03-07", "decision", ["league"], "Electronic scoresheets are allowed in Division 4 only, from October 2026.\n")
fact("2026-03-24", "fact", ["congress"], "The congress's first round starts at 19:00 on the Friday; rounds 2–5 are on Saturday and Sunday.\n")
fact("2026-04-19", "fact", ["juniors"], "Ruth also keeps a paper sign-in sheet at the door and photographs it for the records.\n")
fact("2026-05-09", "preference", ["graham"], "Graham prefers a phone call to an email for anything urgent on a match night.\n")
fact("2026-05-20", "fact", ["rota-bot"], "rota-bot's `/unavailable` command takes a date range like `2026-12-20..2027-01-03`.\n")
fact("2026-06-06", "fact", ["equipment"], "The association owns 42 DGT 2010 clocks; six were lent to the county junior squad.\n")
fact("2026-06-23", "decision", ["league"], "The Division 2 title play-off, if needed, is one match at the central venue.\n")
fact("2026-07-17", "fact", ["congress"], "Congress bye requests must be made before round 3 starts; half-point byes for rounds 1–4 only.\n")
fact("2026-08-08", "fact", ["membership"], "Membership costs £25 a year for adults and is free for juniors.\n")
fact("2026-09-12", "fact", ["fixturedesk"], "Captains log in to the captain portal with a magic link; there are no passwords to reset.\n")
fact("2026-10-27", "preference", ["hannah"], "Hannah wants any change to the league table code to come with a before/after screenshot of the Division 1 table.\n")
fact("2026-11-05", "fact", ["congress"], "Congress 2026 had 212 entries; the Open was full by early September.\n")
fact("2026-11-19", "decision", ["committee"], "The committee agreed to look at a second congress (a spring rapidplay) in 2027.\n")
fact("2026-03-13", "fact", ["league", "venues"], "Ashby Fields B share the Social Club with the A team, so their home nights alternate.\n")
fact("2026-06-14", "preference", ["ruth", "juniors"], "Ruth wants session changes announced to parents at least a week ahead, by email and on the juniors page.\n")
fact("2026-10-30", "fact", ["congress", "feedback"], "Post-congress survey: 78% rated the venue good or very good; the main complaint was the noise from the bar.\n", conf=0.8)
auto("handbook-editing", "Handbook editing", "2026-07-06", ["league", "handbook"], """
# League handbook

The handbook is a Google Doc owned by Graham; the PDF on the website is regenerated by hand each August.
When a rule changes, Graham opens an issue in the fixturedesk repo so the code follows.
""")
auto("eligibility-rules-draft", "Eligibility draft", "2026-11-10", ["league", "fixturedesk"], """
# Player eligibility (draft for the roadmap)

- A player may play for two clubs, but not in the same division
- A player who has played three games for a higher team can't drop down that season
- Checks should warn the captain, not block the save
""")
auto("congress-volunteers", "Congress volunteers", "2026-09-15", ["congress", "volunteers"], """
# Congress volunteers

Setting up on the Friday afternoon needs eight people; Dev's list is in the congress Drive folder.
Kitchen rota is run by the Millbrook club this year.
""")
