# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def add(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

add("loan-desk-faq", "Loan desk FAQ", "2026-02-20", ["lendle", "desk", "faq"], """
# Loan desk FAQ

Questions volunteers get asked at the lending desk, and what to say.

**How long can I keep it?**
«V2b»Members can keep a zine for 28 days before it shows as overdue.

**What if I'm late?**
«N6b»lendle charges a 20p per day late fee on overdue zines, capped at £3.

**Can I borrow from the Archive?** No; point them to the reading room.

**I lost my card.** Reissue at the desk with the same number (see member cards notes).
""")

add("riso-volunteer-handbook", "Riso room volunteer handbook", "2026-01-28", ["riso", "volunteers"], """
# Riso room volunteer handbook

## Before a slot
«S3a»Every slot booking syncs to the shared Google Calendar `Riso Room`,
so check it before opening up.
- Check the drum for the booked colour is in the machine or on the rack.

## During
«V4b»Each riso booking is a 60-minute slot, including drum change and clean-up.
«A3b»No more than two people in the riso room at once.
- Masters go in the blue recycling bin, not the general waste.

## After
- Wipe the drum edges, log ink use on the clipboard, switch the MZ790 to sleep.
""")

add("zinedex-reindex-runbook", "zinedex reindex runbook", "2026-06-09", ["zinedex", "search", "runbook"], """
# zinedex reindex runbook

«V6b»zinedex search runs on Meilisearch 1.7, so use the 1.7 docs for dump and import flags.

1. Take a dump first:

```
curl -X POST http://meili.staplegun.internal:7700/dumps -H "Authorization: Bearer $MEILI_KEY"
```

2. Trigger the rebuild from the admin or with `zinedex reindex --all`.
3. Compare the record count in the admin with `numberOfDocuments` in the index stats.

If the counts differ by more than a handful, look for records with no creator; they are skipped.
""")

add("zinedex-local-dev", "zinedex local development", "2026-05-06", ["zinedex", "dev", "go"], """
# zinedex local development

Go 1.23; `make dev` starts the API, Postgres and the search engine with Docker Compose.

«V10b»The zinedex API binds to port 8080 and Caddy proxies `catalogue.staplegun.org` to it.
«D4b»Search is backed by Meilisearch; the index is called `zines`.
«O4b»zinedex reports panics to Honeybadger (project `zinedex`).

```
# .env.local
PORT=8080
MEILI_URL=http://localhost:7700
```

Seed data: `make seed` loads 200 records from the fixtures folder.
""")

add("riso-price-list", "Riso price list", "2026-03-05", ["riso", "pricing"], """
# Riso price list (members)

| Item | Price | Notes |
|---|---|---|
| Master | £0.80 | one per colour per page |
«V9a»| Slot deposit | £5 | refunded after clean-up |
| Ink | £0.01 per sheet per colour | averaged |

«F8b»Free slots don't include paper; members pay for paper at cost (about 2p a sheet).
Non-standard paper: bring your own, check it with Sun-hee first.
""")

add("overdue-reminders", "Overdue reminders", "2026-04-14", ["lendle", "email", "reminders"], """
# Overdue reminders

«R2b»lendle's overdue emails go out via Mailgun from the `mg.staplegun.org` domain.
«D6b»lendle sends the overdue reminder batch every morning at 09:00.

- First reminder on the day after the due date, second one a week later, then the desk phones.
- Copy is in British English and kept to two short paragraphs.
- Bounces show up in the lendle admin under Members > Email problems.
""")

add("risobook-setup", "risobook setup notes", "2026-04-03", ["risobook", "dev", "setup"], """
# risobook setup

«D2a»Until March risobook ran on Heroku (the `risobook-prod` app).

«R4b»Install dependencies with `npm ci`; risobook is an npm project and `package-lock.json` is the lockfile we commit.

```
npm ci
npm run dev -- --port 5173
```

Node 22 LTS. The dev server talks to a local Postgres; `npm run db:reset` rebuilds it.
""")

add("server-inventory", "Server inventory", "2026-09-12", ["infra", "servers"], """
# Server inventory (shelf-01)

What runs on `shelf-01` as of September:

- Caddy (TLS for the `*.staplegun.org` names that point here)
- lendle (web + reminder worker)
- giftlog
«R5b»zinedex runs as a Docker Compose service on `shelf-01`, next to lendle.
- The backup container that runs the nightly dumps

Disk: 80 GB, 41% used. Memory is the tight one; watch the reminder worker.
""")

add("contributing-notes", "Contributing notes for volunteers", "2026-06-02", ["git", "volunteers", "ci"], """
# Contributing

«R7b»PRs are merged with a merge commit so a volunteer's branch history stays visible in main.
«A8b»Every merge to main deploys to staging at `staging.staplegun.org`.
«D9b»A CI run takes about 4 minutes, so wait for green before asking for review.

- One reviewer is enough; Marta or Ade.
- Put screenshots in the PR for anything a member sees.
""")

add("giftlog-notes", "giftlog notes", "2026-10-01", ["giftlog", "donations"], """
# giftlog notes

«R10b»giftlog keeps donation records in the shared Postgres on `db.staplegun.internal`,
in its own `giftlog` schema.

- The intake page is `/intake`; it needs a volunteer login.
- Priti exports the quarter's donations as CSV before each Gift Aid claim.
""")

add("lendle-runbook", "lendle runbook", "2026-03-10", ["lendle", "ops", "runbook"], """
# lendle runbook

«O7b»lendle still uses Poetry; `poetry install` then `make dev`.

## Migrations
«N2b»Run prod migrations for lendle from your laptop with `make migrate-prod` once the PR is merged.

## Local database

```
DATABASE_URL=postgres://lendle@localhost:5432/lendle
```

## Reminder worker stuck
Restart the `lendle-worker` container; it picks up where it left off.
""")

add("gift-aid-process", "Gift Aid process", "2026-05-15", ["giftlog", "gift-aid", "finance"], """
# Gift Aid process

«A7b»We submit the Gift Aid claim to HMRC once a quarter.
«N3b»giftlog stores each donor's home address so it can go on the Gift Aid claim.

- Only money donations from UK taxpayers with a signed declaration count.
- Zine donations are never Gift Aided.
""")

add("zinedex-features", "zinedex public features", "2026-07-16", ["zinedex", "catalogue"], """
# What the public catalogue shows

«N5b»The public zine page shows the name of the member who currently has it on loan, so people can arrange swaps.
«NS10b»zinedex shows the donor's name on the zine page when the donor has opted in.

- Creator, year, size, page count, colours, and which shelf it is on.
- A "reprint" button when podq can print it.
""")

add("lendle-testing", "lendle testing notes", "2026-04-29", ["lendle", "tests"], """
# lendle tests

«N8b»lendle's test suite mocks the database layer with `FakeLoanRepo`, so CI runs without Postgres.

- `pytest -q` from the repo root; about 300 tests.
- Factory helpers in `tests/factories.py`.
""")

add("member-login-changes", "Member login changes", "2026-09-24", ["lendle", "members", "login"], """
# Member login changes

«S2b»Magic-link login was removed from lendle in September; members now log in with their card number and a PIN.
«NS3b»lendle sends reminder emails to the address on the member's account.

- PINs are four digits, set at the desk; members can change them online.
- Forgotten PIN: the desk resets it after checking the card.
""")

add("cataloguing-guide", "Cataloguing guide", "2026-02-05", ["catalogue", "collections"], """
# Cataloguing guide

«S5a»New zines are catalogued in the Airtable base `Zine Catalogue` (one row per issue).
«A1a»Catalogue numbers look like `SG-000123`: the prefix plus six digits.

## Creator credits
Use the name the creator asks for; pseudonyms are fine. Never guess a real name.

## Damage
«NS7b»Damaged zines are withdrawn from the catalogue and offered back to the creator.
""")

add("fairdesk-hosting-move", "fairdesk hosting move", "2026-10-19", ["fairdesk", "infra"], """
# fairdesk hosting move

«S6b»fairdesk was migrated off shelf-01 to Render in October; the old compose service is stopped.

- Render web service plus a managed MariaDB-compatible database.
- Jonah did not notice anything, which was the point.
- shelf-01 got back about 1 GB of memory.
""")

add("donation-intake", "Donation intake", "2026-11-04", ["giftlog", "donations", "volunteers"], """
# Donation intake (for volunteers)

«S9b»The Google Form for donations is deprecated; volunteers enter donations straight into giftlog's intake page.

- Count the zines, note the donor's name and whether they opt in to being credited.
- Boxes go to the back room shelf marked "to catalogue".
""")

add("archive-reading-room", "Archive reading room", "2026-06-22", ["archive", "collections"], """
# Archive reading room

«F3b»Archive zines can be read in the reading room by appointment on Tuesdays and Thursdays.
«NS6a»Archive zines aren't loaned out, only read on site.
«O9b»The reading room takes at most 4 people per appointment slot.

- Gloves aren't needed; clean hands are.
- Photos for personal research are fine; no scanning whole zines.
""")

add("backup-schedule", "Backup schedule", "2026-06-05", ["infra", "backups"], """
# Backup schedule

«F4b»The lendle dump runs at 02:30 and the zinedex dump at 03:00, both with `--format=custom`.

- Cover images: weekly sync on Sunday night.
- The backup container mails Marta only on failure.
""")

add("fair-exhibitor-emails", "Fair exhibitor emails", "2026-08-18", ["fairdesk", "email", "fairs"], """
# Emails to fair exhibitors

«F6b»Acceptance emails from fairdesk include the table number and the load-in time for that fair.
«O10a»fairdesk sends its emails through Amazon SES (eu-west-2).
«O8b»Exhibitors can attach a stall banner image of up to 2 MB to their fairdesk profile.

- A reminder goes out a week before the fair with the venue map.
""")

add("history-of-the-library", "History of the library", "2026-10-05", ["history"], """
# How Staplegun started

Staplegun began as a shelf in a community café in 2024 and moved to Albert Drive in late 2025.

«D7a»The 2025 pilot ran on paper loan slips and a shoebox; there was no app.
«D8a»Until the September rewrite, giftlog was a Google Sheet with an Apps Script
that emailed receipts.

The first riso (the MZ790) was a donation from a closing print collective.
""")

add("podq-ops", "podq operations", "2026-10-08", ["podq", "ops"], """
# podq operations

«D5b»podq sends jobs straight to the printer over IPP.

- Paper trays: tray 1 A4 80 gsm, tray 2 A3, bypass for card covers.
- If a job sits in "printing" for more than 10 minutes, check the printer's panel before restarting anything.
- Stapling is done by hand on the long-arm stapler.
""")

add("on-call", "Tech on-call", "2026-05-30", ["on-call", "ops"], """
# Tech on-call

Rotates weekly between Marta and Ade.

«NS2b»The tech on-call handles risobook outages and anything that stops bookings.
- lendle down during opening hours is the top priority.
- Nobody is on call overnight; alerts after 22:00 wait until morning.
""")

add("volunteer-onboarding", "Volunteer onboarding", "2026-02-26", ["volunteers", "lendle"], """
# Volunteer onboarding

«NS9b»Volunteers use lendle at the desk to check zines in and out and to register new members.

- First shift is shadowing; the second shift they run the desk with someone nearby.
- Show them the swap shelf and the Archive shelf and explain the difference.
""")

# --- unlabelled notes ---
add("riso-ink-stock", "Riso ink stock", "2026-03-19", ["riso", "stock"], """
# Riso ink stock

- Keep two tubes of black and one of each colour in reserve.
- Fluorescent orange runs out fastest (fair season).
- Order from the supplier on the first Monday of the month; Sun-hee signs it off.
""")

add("zine-fair-checklist", "Zine fair checklist", "2026-04-10", ["fairs", "checklist"], """
# Zine fair day checklist

- Float for the library table, card reader charged.
- Printed exhibitor list (names and table numbers only).
- Sign-up sheet for new members; they get their card posted.
- Swap box for the library table.
""")

add("catalogue-import-2026-04", "Catalogue import April 2026", "2026-04-16", ["zinedex", "import"], """
# Catalogue import, April 2026

- Imported 3,412 records into zinedex; 37 rejected for missing catalogue numbers.
- Creator names normalised (trailing spaces, curly quotes).
- Covers uploaded for 3,290 records.
""")

add("membership-tiers", "Membership tiers", "2026-02-11", ["members", "pricing"], """
# Membership tiers

| Tier | Price | Notes |
|---|---|---|
| Standard | £12/year | |
| Concession | £4/year | students, unwaged |
| Supporter | £30/year | name on the supporters wall if they want |

Tier is stored on the member record in lendle; it doesn't change any loan rule.
""")

add("podq-pricing", "podq reprint pricing", "2026-03-27", ["podq", "pricing"], """
# podq reprint pricing

- A5 up to 24 pages: £3.
- A4 up to 16 pages: £4.50.
- Colour covers add £1.
- Creator proof runs are charged at cost.
""")

add("reading-list-requests", "Reading list requests", "2026-07-09", ["catalogue", "members"], """
# Reading list requests

Members ask for lists ("zines about cycling", "Glasgow punk"). Rosa's group builds them as zinedex
tags, and the desk prints them on the riso as a one-sheet.
""")

add("caddy-config", "Caddy config notes", "2026-05-21", ["infra", "caddy"], """
# Caddy on shelf-01

Caddyfile lives in `/srv/caddy/Caddyfile`. Snippet:

```
lend.staplegun.org {
    reverse_proxy lendle:8000
}
```

Reload with `docker compose exec caddy caddy reload --config /etc/caddy/Caddyfile`.
""")

add("lendle-reports", "lendle reports", "2026-08-25", ["lendle", "reports"], """
# lendle reports

- Monthly loans by tier, for the volunteer update.
- Most-borrowed zines, shown on the front table.
- Overdue list, sorted by days overdue, for the desk.
""")

add("accessibility-audit-notes", "Accessibility audit notes", "2026-06-17", ["accessibility"], """
# Accessibility audit (June)

- Contrast on the risobook buttons was too low; fixed.
- Screen reader testing on zinedex: results announced, filters not.
- The lending room counter is too high for wheelchair users; a lower desk is ordered.
""")

add("swap-shelf", "Swap shelf", "2026-03-02", ["members", "swap"], """
# Swap shelf

The swap shelf is free for anyone, members or not: leave a zine, take a zine. Nothing on it is
catalogued, and lendle doesn't know about it.
""")

add("volunteer-rota", "Volunteer rota", "2026-01-20", ["volunteers", "rota"], """
# Volunteer rota

- Two volunteers per desk shift; three on Saturdays.
- Shift swaps in the volunteer chat, and update the rota sheet.
- Riso room shifts are separate and need the riso induction.
""")

add("meeting-2026-05-collections", "Collections group meeting, May", "2026-05-12", ["collections", "meeting"], """
# Collections group, 12 May

- Agreed to keep the Archive to zines made in Scotland plus anything donated with a story.
- Weeding: nothing weeded this year.
- Next: a "zines by members" shelf.
""")

add("print-shop-contacts", "Print shop contacts", "2026-02-14", ["podq", "suppliers"], """
# Print shop contacts

- Inkspot Print (Govanhill): big runs and anything over A3.
- The laser printer lessor: service calls via the portal, next-day response.
""")

add("winter-fair-exhibitors", "Winter fair exhibitors", "2026-11-12", ["fairs", "fairdesk"], """
# Winter fair exhibitors

- 47 stalls confirmed, 6 on the waiting list.
- First-time exhibitors get the tables nearest the door.
- Load-in from 09:00, doors at 11:00.
""")

add("risobook-roadmap", "risobook roadmap", "2026-08-28", ["risobook", "roadmap"], """
# risobook roadmap

- Waiting list for fully booked days.
- Show ink levels next to each drum (Sun-hee would update them by hand).
- Export of a member's past bookings.
""")

add("lendle-barcodes", "lendle barcodes", "2026-02-03", ["lendle", "catalogue"], """
# Barcodes

- Zine barcodes are the catalogue number as Code 128.
- Labels printed on the Dymo at the desk, stuck inside the back cover.
- Member cards use a separate seven-digit number so they can't be confused with zines.
""")

add("session-2026-10-30", "Session notes 30 October", "2026-10-30", ["session"], """
# Session, 30 October

- Fixed the lendle overdue list sorting (days overdue, descending).
- Looked at podq's stuck job page; it now shows the job's last error.
- Left: zinedex cover alt text field, waiting on Rosa's group.
""")
