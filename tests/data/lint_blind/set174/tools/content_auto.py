# free notes: (slug, title, created, tags, body)
AUTO = []

def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

a("starter-hut-notes", "Starter hut notes", "2026-04-18", ["teesheet", "starter"], """
# Starter hut notes

What the starters told us when we rolled out the printed sheet.

@@V2b@@Heath tee times go off every 9 minutes from 07:00; the starter works off the printed sheet.
- No-shows are marked on the sheet and keyed in by the office on Monday.
- Starters can't edit bookings; they radio the office.
- The hut has a tablet but it only shows the sheet read-only.
""")

a("whs-sync-troubleshooting", "WHS sync troubleshooting", "2026-06-09", ["hcplink", "whs", "support"], """
# "My handicap hasn't updated" — checklist

@@V4b@@hcplink sends scores to the CDH once an hour, on the hour, so a card entered at 10:05 shows up around 11:00.

1. Check the card is signed by both player and marker.
2. Check the member has a CDH ID on their record.
3. Look for the submission in the hcplink admin (`/admin/submissions`); rejected ones show the CDH error.
4. If the CDH accepted it, the index change is England Golf's side — tell the member to wait for the
   overnight recalculation.
""")

a("compdesk-dev-setup", "compdesk dev setup", "2026-05-04", ["compdesk", "dev"], """
# compdesk — local dev

@@V6b@@compdesk needs Python 3.12 locally: `pyproject.toml` has `requires-python = ">=3.12"`.
@@O3b@@compdesk's database is `postgres://compdesk@db1.carrowheath.internal:5433/compdesk` in production; locally use the docker compose one.
@@F10b@@compdesk's tests run with pytest-django and `--reuse-db` to keep them under a minute.

```
docker compose up -d db
python manage.py migrate
python manage.py loaddemo   # fake members + two past medals
```
""")

a("hollow-tining-2026", "Hollow-tining 2026", "2026-03-04", ["greenlog", "tining", "closures"], """
# Hollow-tining 2026

@@F8b@@Spring hollow-tining in 2026 is the week of 6 April, Heath first, Spinney after.
@@V7a@@Closures for hollow-tining have to be entered in greenlog at least 72 hours before
the work starts, so teesheet can move the bookings.

Temporary greens on the Heath for two days per green; the Spinney stays open throughout.
""")

a("disaster-recovery-runbook", "Disaster recovery runbook", "2026-05-26", ["backups", "runbook"], """
# If db1 dies

@@V8b@@The B2 lifecycle rule deletes the nightly Postgres dumps after 14 days, so a restore older than two weeks isn't possible.

1. Promote db2 (the replica): `pg_ctl promote` on db2.
2. Point `DATABASE_URL` of every app at db2 and restart.
3. If both are gone: restore the latest dump from B2 to a new VM.

```
restic -r b2:carrowheath-backups restore latest --target /restore
```
""")

a("payments-worker", "Payments worker notes", "2026-05-11", ["payments", "worker"], """
# Payments worker

@@V10b@@The payments worker gives a failed webhook 3 attempts and then parks it in `webhook_dead`.
- Parked webhooks are replayed by hand from the admin.
- The worker also sends the "payment received" email.
- It never touches bar-card balances; that is barcard's job.
""")

a("teesheet-dev-setup", "teesheet dev setup", "2026-03-10", ["teesheet", "dev"], """
# teesheet — local dev

@@R1b@@teesheet uses uv for dependencies — run `uv sync` after every pull; the lockfile is `uv.lock`.
@@A9b@@Lint and format with `ruff check` and `ruff format`; black and isort were dropped.

```
uv sync
uv run python manage.py runserver
```

Demo data: `manage.py seed_sheet --days 14` fills two weeks of fake bookings.
""")

a("email-deliverability", "Email deliverability", "2026-07-01", ["teesheet", "email"], """
# Booking emails landing in spam

@@R3b@@teesheet sends its booking confirmations via Amazon SES (eu-west-2); bounces come back on an SNS topic.
- SPF and DKIM were fixed in June; DMARC is at `p=quarantine`.
- Hotmail addresses were the worst; most now arrive.
""")

a("hosting-costs", "Hosting costs", "2026-02-26", ["infra", "costs"], """
# Hosting costs (for the finance committee)

@@R5b@@teesheet, compdesk, barcard and hcplink are hosted on a DigitalOcean droplet in LON1,
about £40 a month including backups.
- Domain and email are separate, roughly £60 a year.
- The club pays for the SMS by bundle of 5,000 texts.
""")

a("pr-checklist", "PR checklist", "2026-04-02", ["git", "reviews"], """
# PR checklist

- Tests pass locally.
- Migration? Say so in the description.
@@R8b@@- PRs into main are squash-merged; the PR title becomes the commit message.
- Link the ticket.
""")

a("domain-renewal", "Domain renewal", "2026-09-22", ["infra", "dns"], """
# carrowheath.golf renewal

@@R10b@@carrowheath.golf DNS is hosted at Gandi alongside the registration; renewal is in October.
The `.golf` renewal is about £50. Auto-renew is on, paid with the club card.
""")

a("deploy-runbook", "Deploy runbook", "2026-05-18", ["deploys", "runbook"], """
# Deploy runbook

@@F5b@@`make deploy` SSHes to the app server and runs `docker compose pull && docker compose up -d`.
@@N1b@@`make deploy` also runs `manage.py migrate` for teesheet automatically before the containers
restart, so schema changes go out with the code.

Rollback: `make rollback TAG=<previous tag>`.

```
make deploy APP=teesheet TAG=v3.9.1
```
""")

a("visitor-booking-faq", "Visitor booking FAQ", "2026-04-30", ["teesheet", "visitors"], """
# Visitor booking FAQ (for the office)

@@N3b@@Visitors can book Saturday and Sunday morning slots online like any other day.
@@NS5a@@We don't text visitors reminders — they get the email only.
- Visitors need a CDH ID or a handicap certificate for competitions, not for a casual round.
- Groups of 12 or more are a society booking, not a visitor booking.
""")

a("bar-card-faq", "Bar-card FAQ", "2026-03-17", ["barcard", "faq"], """
# Bar-card FAQ

@@N4b@@Any unused bar-card balance expires at the end of the subscription year (31 March).
- Lost card: the office reissues it; the balance moves across.
- Guests can't have a bar-card; members pay for guests with theirs.
""")

a("member-app-notes", "Member app notes", "2026-02-20", ["member-app", "api"], """
# Member app notes

@@S9a@@The member app calls `/api/v1/bookings` for the booking list and cancellations.
@@N6b@@compdesk takes competition entry fees online when members enter through the app.
- Bar-card balance is read from barcard's `/api/balance`.
- The app is a PWA; "install" instructions are on the noticeboard.
""")

a("clubhouse-kiosk", "Clubhouse kiosk", "2026-05-29", ["kiosk", "teesheet", "hcplink"], """
# Clubhouse kiosk

The touchscreen by the locker room door.

@@N8b@@General play scores entered on the clubhouse kiosk are picked up by hcplink and sent to the CDH.
@@O6a@@The clubhouse kiosk logs a member out after 60 seconds idle.
- Members sign in with their membership number and PIN.
- It also shows today's tee sheet and any course closures.
""")

a("oncall-rota", "On-call rota", "2026-06-15", ["oncall"], """
# On-call rota

Sam is on-call most weeks; a freelancer (Joe) covers Sam's holidays.

@@N10b@@Bar till outages page whoever is on-call (usually Sam) through Grafana OnCall.
@@NS8a@@If the CDH itself is down, raise it with England Golf's helpdesk, not with on-call.
- Booking page down: page immediately, any hour.
""")

a("brs-exit", "Leaving BRS", "2026-04-06", ["teesheet", "brs", "migration"], """
# Leaving BRS

@@S2b@@BRS was shut down for the club at the end of March 2026; every tee time, Heath and Spinney, is now in teesheet.
- Historic BRS bookings were exported to CSV and archived, not imported.
- Members re-registered on the portal; about 80% had by mid-April.
""")

a("newsletter", "Newsletter and bulk email", "2026-03-03", ["email", "newsletter"], """
# Newsletter and bulk email

@@S6b@@We no longer use Mailchimp: the newsletter and competition draws go out through Postmark broadcast streams.
@@NS9b@@The monthly newsletter goes to all members.
- Unsubscribes are respected for the newsletter but not for operational messages (closures).
""")

a("greenlog-upgrade", "greenlog upgrade", "2026-05-21", ["greenlog", "python"], """
# greenlog upgrade

@@S7b@@greenlog was upgraded from Python 3.9 to 3.12 in May 2026, together with the move to Debian 12.
- Flask 3 upgrade done at the same time; no template changes needed.
- The weather-station reader was rewritten to read the HTTP endpoint instead of the serial port.
""")

a("greenlog-shed-pi", "greenlog on the shed Pi", "2026-01-09", ["greenlog", "hardware"], """
# greenlog on the shed Pi

@@S4a@@greenlog runs on the Raspberry Pi in the greenkeepers' shed, next to the weather station.
- If it is unreachable, check the shed's wifi extender first.
- Gareth can power-cycle it; the SD card has a spare.
""")

a("course-works-sheet", "Course works sheet", "2026-01-13", ["greenlog", "schedule"], """
# Course works

@@S10a@@The greenkeeping schedule lives in the Google Sheet 'Course Works 2026'; Gareth updates it on Mondays.
- One tab per month; closures highlighted in red.
- Spraying days are marked in blue so the office can warn early starters.
""")

a("teesheet-slot-locking", "Slot locking in teesheet", "2026-02-16", ["teesheet", "postgres"], """
# Slot locking

@@F1b@@teesheet runs on Postgres 16 and uses `btree_gist` exclusion constraints so two bookings can't take the same slot.
- The 5-minute hold is in Redis, the booking itself in Postgres.
- Double-bookings seen in January were BRS-era data, not teesheet.
""")

a("disk-alerts", "Disk alerts", "2026-08-11", ["monitoring", "grafana"], """
# Disk alerts

@@F3b@@Grafana's disk-usage alert fires at 85% on the app server and posts to #infra in Slack.
- Usual culprit: docker images; `docker image prune -a` after checking nothing is mid-deploy.
""")

a("society-bookings", "Society bookings", "2026-02-09", ["teesheet", "societies"], """
# Society bookings

@@O4b@@Societies can book up to 12 months ahead, through the office.
@@F7a@@Society bookings require a deposit.
- Minimum 12 players; maximum 40 on a weekday, no societies at weekends.
- Catering is arranged with Tomasz separately.
""")

a("buggy-fleet-notes", "Buggy notes", "2026-02-02", ["buggies", "course"], """
# Buggies

@@O9b@@Buggies can go out on the Spinney all year round; it drains better.
- Buggy hire is £25 for 18 holes, £15 for 9.
- Gareth can ban buggies on the day after heavy rain; the office updates the sheet.
""")

a("winter-2025-26", "Winter 2025/26", "2026-03-11", ["course", "history"], """
# Winter 2025/26

@@D3a@@In winter 2025/26 the Heath played 12 holes on temporary greens from December to February.
- Competitions were suspended for handicap purposes in January.
- The Spinney stayed open all winter.
""")

a("bar-stocktake", "Bar stocktake", "2026-09-01", ["bar", "tills"], """
# Bar stocktake

@@D4b@@The bar has three tills: two in the bar and one in the halfway hut.
- Monthly stocktake on the last Sunday; Tomasz exports the sales report from the till back office.
- Variances over 2% go to the bar committee.
""")

a("greenlog-history", "greenlog history", "2026-06-22", ["greenlog", "history"], """
# greenlog history

@@D6a@@Jan–Feb 2026: greenlog was on the shed Pi, and the frost readings came straight off the weather station's serial port.
- March 2026: closures started flowing into teesheet.
- May 2026: Python and Flask upgrade.
""")

a("compdesk-history", "compdesk history", "2026-02-13", ["compdesk", "history"], """
# compdesk history

@@D10a@@Up to release 2.3 (spring 2025) compdesk stored everything in MySQL.
- 2.4 added pairs events; 3.0 (2026) added online entry from the member app.
""")

a("comp-secretary-notes", "Notes from Alan (competitions)", "2026-04-25", ["compdesk", "competitions"], """
# Notes from Alan

@@A3b@@A Saturday medal costs £3 to enter.
- He wants the draw sorted by handicap for the winter stablefords, random otherwise.
- Ties on count-back: last 9, 6, 3, 1.
""")

a("frost-policy", "Frost policy", "2026-11-12", ["course", "frost"], """
# Frost policy

@@A6b@@Frost delay: play is held until the head greenkeeper inspects the course at 08:30.
- Temporary greens may be used on the Heath if the frost doesn't lift by 10:00.
- The office messages booked members by SMS when play is delayed.
""")

a("functions-catering", "Functions and catering", "2026-06-12", ["catering", "functions"], """
# Functions and catering

@@A8a@@The function room seats 120 for dinners.
- Buffet capacity is higher (about 150) because people stand.
- Deposits for functions are taken by the office; balance due 14 days before.
""")

a("greenkeeping-comms", "Greenkeeping comms", "2026-03-06", ["greenlog", "comms"], """
# Telling members about course works

@@NS1a@@A closure is never published without an expected reopening time.
- Photos of the work help; members are kinder when they can see it.
- Gareth writes a monthly "from the greenkeeper" paragraph for the newsletter.
""")

a("refunds-policy", "Refunds policy", "2026-09-03", ["payments", "refunds"], """
# Refunds

@@NS2a@@Green-fee refunds are never issued without a reason code in the notes field.
- Weather closures: full refund or a rain check, visitor's choice.
- No refunds on bar-card balances (they transfer to a new card instead).
""")

a("release-notes", "Release notes", "2026-10-27", ["teesheet", "releases"], """
# teesheet releases

@@NS6b@@teesheet releases usually go out on Saturday evening once the medal cards are in.
- 3.8: waiting list for full tee times.
- 3.9: buggy hire on the booking form.
""")

# fillers
a("handicap-committee-2026-03", "Handicap committee, March 2026", "2026-03-20", ["handicaps", "meeting"], """
# Handicap committee — March

- Agreed that course handicaps are shown on the tee sheet next to each player.
- Playing conditions calculation (PCC) is done by England Golf, nothing to do on our side.
- Next meeting June.
""")
a("wifi-clubhouse", "Clubhouse wifi", "2026-01-21", ["clubhouse", "network"], """
# Clubhouse wifi

- Members' wifi is separate from the staff network; the tills are on the staff VLAN.
- The halfway hut uses a 4G router.
""")
a("scorecard-printing", "Scorecard printing", "2026-05-01", ["compdesk", "printing"], """
# Scorecard printing

- compdesk prints cards on the pro shop's laser printer, A5 card stock.
- Each card shows the player's course handicap for the tees played.
- Reprints are free; there is no limit.
""")
a("halfway-hut", "Halfway hut", "2026-05-15", ["catering", "halfway-hut"], """
# Halfway hut

- Open weekends April–October, 08:00–15:00.
- Takes bar-cards and contactless.
""")
a("ladies-section", "Ladies' section", "2026-06-05", ["compdesk", "ladies"], """
# Ladies' section

- Their own competition calendar in compdesk; the captain can edit it.
- Tuesday mornings are reserved on the Heath until 11:00 for ladies' competitions.
""")
a("gdpr-sar-process", "SAR process", "2026-07-09", ["gdpr"], """
# Subject access requests

1. Fiona logs the request.
2. Sam exports from teesheet, barcard, compdesk and hcplink.
3. Fiona reviews and sends.
""")
a("course-signage", "Course signage", "2026-07-16", ["course"], """
# Signage

- New tee boards show yardages for white, yellow and red tees.
- QR codes on the 1st and 10th tees open the member app.
""")
a("agm-2026", "AGM 2026 notes", "2026-11-19", ["agm", "committee"], """
# AGM 2026 — bits that touch the systems

- Members asked for a waiting list on full competitions.
- Proposal to allow 9-hole competitions on the Heath in winter: referred to committee.
- Thanks recorded to Alan and the starters.
""")
a("pro-shop", "Pro shop", "2026-04-08", ["pro-shop"], """
# Pro shop

- Run by the club professional as a separate business; own till and stock system.
- Lessons are booked directly with the pro, not in teesheet.
""")
a("weather-station", "Weather station", "2026-08-31", ["greenlog", "weather"], """
# Weather station

- Davis unit on the shed roof; rainfall and soil temperature go into greenlog every 10 minutes.
- Gareth uses soil temperature to time the autumn feed.
""")
a("office-faq", "Office FAQ", "2026-10-01", ["office", "faq"], """
# Office FAQ

- Member forgot PIN: reset it in teesheet's staff screen, it is emailed.
- A visitor wants a receipt: the payment email is the receipt.
- Someone asks about lessons: send them to the pro shop.
""")
a("seniors-section", "Seniors' section", "2026-09-10", ["seniors"], """
# Seniors

- Thursday morning roll-ups; names go on the board in the clubhouse.
- The seniors' open is entered through compdesk like any other open.
""")
