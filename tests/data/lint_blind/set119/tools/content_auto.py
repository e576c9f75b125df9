# Free notes: (slug, title, created, tags, body). §ID§ marks claim lines.
AUTO = [
("gate-scanner-runbook", "Gate scanner runbook", "2026-04-22", ["turnstile", "gates", "runbook"], """
# Gate scanner runbook

§D8b§The gates use Zebra TC22 hand scanners running our own scanning app (kiosk mode).

## Wi-Fi drops
§V2b§If the Wi-Fi drops, the scanners keep working from their offline barcode cache for up to
2 hours, after which every scan shows amber and the steward has to wave people through to the
ticket office.

## Common questions
§N2a§Screenshots of e-tickets are not accepted at the gates; the barcode rotates every 30 seconds.
- Printed PDFs are fine; the barcode on a PDF is the rotating code's seed, the scanner knows it
- Member wallet passes are scanned at the Members' Gate only

## Refresh
- Admin → Gates → "Push barcode list" re-sends the full list to every scanner (takes ~2 minutes)
"""),
("square-sensors", "Square sensors", "2026-05-06", ["groundsheet", "sensors"], """
Notes from setting up the moisture probes with Dave.

§V4b§The moisture probes on the square report every 30 minutes (battery life was the reason we
stopped at that).

- Probes are LoRaWAN, gateway on the pavilion roof
- Readings land in `probe_reading`; the chart on the strip page shows the last 7 days
- Outfield probes are a different model and report on their own schedule
"""),
("gocardless-notes", "GoCardless notes", "2026-02-17", ["memberhub", "payments", "gocardless"], """
# GoCardless in memberhub

§V7b§GoCardless collects monthly membership instalments on the 5th of the month, so the "failed payment" emails spike around the 8th.

§O1a§The GoCardless webhook handler retries failed events up to 5 times with exponential backoff.

- Mandates are created on the renewal page (hosted GoCardless flow)
- Sandbox creds are in 1Password, `memberhub / gocardless sandbox`
- Webhook secret rotates with the rest of the prod env
"""),
("nets-booking", "Nets booking", "2026-01-20", ["academy", "nets"], """
# Nets booking

| Booking | Slot | Member | Casual |
|---|---|---|---|
§V9a§| Indoor net lane | 45 min | £18 | £26 |
| Bowling machine add-on | same slot | £6 | £8 |

§N9a§Non-members cannot book nets online; they have to ring the academy office.

- Cancellations up to 24 hours before are refunded in full
- The bowling machine has to be booked with a lane, never on its own
"""),
("academy-portal-setup", "Academy portal local setup", "2026-03-03", ["academy", "setup"], """
# Academy portal: local setup

§R1b§Install deps with `npm ci`; the academy portal is an npm project and the CI cache keys on `package-lock.json`.

- Copy `.env.example` to `.env.local` and fill the Supabase keys from 1Password
§S10a§- Auth for coaches is via Auth0 (tenant `wccc-academy`).
- `npm run dev` on port 3000; the seed script creates one coach and ten players
"""),
("e-ticket-emails", "E-ticket emails", "2026-03-19", ["turnstile", "email"], """
§R4b§E-ticket and receipt emails from turnstile go out through Amazon SES, sending domain
tickets.wealdshire.org.uk, with the templates in `tickets/templates/email/`.

- Bounces land in the `ses_bounce` table and show on the customer page
- The PDF ticket is attached only when the order has fewer than 6 tickets; bigger orders get a link
"""),
("memberhub-reporting", "memberhub reporting", "2026-06-10", ["memberhub", "reporting"], """
# Reporting for the membership office

§R7b§memberhub's data lives in PostgreSQL, so the reporting views are plain SQL views in the `reporting` schema.

- Ruth uses Metabase on top of the views; read-only user `metabase_ro`
- Weekly renewals report goes out Monday 08:00
"""),
("turnstile-contributing", "turnstile CONTRIBUTING summary", "2026-02-02", ["turnstile", "git"], """
Summary of turnstile's CONTRIBUTING.md for quick reference.

§R9b§We squash-merge everything into turnstile's main; the PR title becomes the commit message.

- Branch names: `wcc-123-short-description`
- At least one review; Callum for anything under `gates/`
"""),
("memberhub-dev-notes", "memberhub dev notes", "2026-07-14", ["memberhub", "dev"], """
# memberhub dev notes

§N1b§memberhub PRs always get squash-merged; keep the PR title tidy because it becomes the commit.

- `bin/setup` works on a fresh clone once the database container from `docker compose up` is running
- The GoCardless sync job is `GocardlessSyncJob`, runs every 15 minutes
- System tests need Chrome; headless is the default
"""),
("turnstile-release-checklist", "turnstile release checklist", "2026-05-02", ["turnstile", "release"], """
# Release checklist

1. CI green on main
§N3b§2. Migrations run automatically as part of every deploy, match days included; the morning
   deploy is when the day's price bands get migrated in.
3. Push barcode list to scanners if anything under `gates/` changed
4. Post in #digital with the release notes link
"""),
("t20-blast-ticketing", "Blast ticketing notes", "2026-06-01", ["turnstile", "blast"], """
# Blast (T20) ticketing

§F2b§For Blast evening games the gates also open 90 minutes before the start, but the Hopfield Road
entrance is members-only until 17:30.

§N8b§turnstile deploys happen Friday lunchtime before Blast home games, so the new fixtures are live for the weekend.

- Family ticket = 2 adults + 2 under-16s, one barcode each
- Sell-outs: expect 6,000+ for the Sussex game
"""),
("membership-faq", "Membership FAQ", "2026-02-25", ["memberhub", "faq"], """
# Membership FAQ (from the office's email templates)

§N6a§Memberships are not refundable once the first home Championship match has been played.

- Lost card / pass: re-issue from the member page, no charge
- Change of address: members can do it themselves on the website
- Senior rate applies from the season in which the member turns 65
"""),
("heroku-exit", "Leaving Heroku", "2026-04-28", ["scorefeed", "heroku", "infra"], """
# Leaving Heroku

§S2b§scorefeed moved off Heroku to the Hetzner box in April 2026; the Heroku app was deleted after a week of parallel running.

- DNS for `live.wealdshire.org.uk` now points at the Hetzner load balancer
- The Heroku Redis add-on was not needed on Hetzner; scorefeed keeps state in memory
"""),
("kamal-deploys", "Kamal deploys", "2026-06-23", ["infra", "deploy", "kamal"], """
# Kamal

§S5b§The Ansible deploy playbook is deprecated; turnstile deploys with Kamal now.

```
kamal deploy -d production
kamal app logs -d production -f
```

- Config in `config/deploy.production.yml` in each repo
- Rollback: `kamal rollback <version>`
"""),
("groundsheet-mowing", "Mowing logs", "2026-05-15", ["groundsheet", "mowing"], """
§F4b§Mowing logs record cut height per strip in mm; match strips are usually cut at 4 mm the day before a game.

- Outfield is cut at 12 mm in summer, logged as one entry, not per area
- Dave wants a warning if a strip is cut twice in a day
"""),
("scorefeed-ws", "scorefeed WebSocket", "2026-07-08", ["scorefeed", "websocket"], """
§F6b§The `live-score` WebSocket channel sends a full scorecard snapshot on connect and then ball-by-ball deltas.

- Messages are JSON, field names in camelCase
- The website reconnects with exponential backoff, capped at 30 seconds
"""),
("rain-refunds", "Rain refunds", "2026-06-29", ["turnstile", "refunds"], """
# Rain refunds

§F8b§When play is abandoned without a ball bowled, turnstile refunds every ticket to the original card; with fewer than 10 overs bowled it's a 50% refund.

- Members' free tickets are just cancelled
- The refund job is `refund_abandoned_fixture` and must be triggered by the ticket office
"""),
("on-call", "On-call notes", "2026-05-20", ["infra", "on-call"], """
# On-call

§NS2a§Scanner hardware faults go to the ticket office, not to on-call.
- The rota lives in PagerDuty; swaps are done in the app, not by WhatsApp
- Match-day shift starts two hours before gates open
"""),
("covers-log", "Covers log", "2026-06-12", ["groundsheet", "covers"], """
§NS6b§Ground staff take the covers off as soon as the rain stops on non-match days; groundsheet logs who and when.

- Hover cover + 4 sheets on the square; the flat sheets are logged separately
"""),
("junior-sessions", "Junior sessions", "2026-04-09", ["academy", "juniors"], """
# Junior sessions

§NS8a§Under-11s are not put in the hard-ball nets.
- U13 upwards use hard balls with helmets; the portal asks for a helmet check on the register
- Parents can see session plans but not other children's attendance
"""),
("scorefeed-history", "scorefeed history", "2026-03-30", ["scorefeed", "history"], """
Background on scorefeed for whoever touches it next.

§D1a§During the 2025 season scorefeed polled every 60 seconds, and the website looked an over behind.

- It started as a cron job scraping the Play-Cricket page
- Callum rewrote it as a long-running service over the winter
"""),
("ticketline-history", "Ticketline history", "2026-03-12", ["turnstile", "ticketline", "history"], """
§D2a§Until March 2026 the club used Ticketline for all ticket sales, and paid them 9% per ticket.

- turnstile was built over winter 2025-26 to replace it
- Historic orders (2019-2025) were exported to CSV and sit in the finance share
"""),
("academy-emails", "Academy parent emails", "2026-07-02", ["academy", "email"], """
§D6a§Until June 2026 the academy portal sent parent emails through Mailgun.

- Templates are React Email components under `emails/`
- Parents can opt out of newsletters but not of session changes
"""),
("turnstile-dev-setup", "turnstile dev setup", "2026-01-14", ["turnstile", "setup"], """
# turnstile dev setup

§A1a§turnstile needs Python 3.12 locally; `uv sync` picks the right interpreter.
- `docker compose up db redis` for Postgres and Redis
- `./manage.py runserver` then log in with the seeded `admin@example.com`
"""),
("academy-coach-accounts", "Coach accounts", "2026-08-11", ["academy", "coaches"], """
# Coach accounts

§A7b§Marcus (academy director) has to approve new coach accounts before they can see any junior player.

- Approval is a button on the coach's profile, visible to directors only
- Coaches without DBS details can log in but see nothing
"""),
("groundsheet-notes", "groundsheet notes", "2026-02-09", ["groundsheet"], """
# groundsheet notes

§O6b§groundsheet keeps everything in SQLite on the ground-office NUC, one file per season.

- The tablets use it over the office Wi-Fi; no internet needed
- Dave's view: strips on the left, today's jobs on the right
"""),
("match-day-comms", "Match-day comms", "2026-05-27", ["turnstile", "comms"], """
# Match-day comms

§NS9a§Don't email ticket holders about weather delays; text them instead, people don't read email at the ground.
- The PA announcer gets the same message from the ticket office
- Social posts are done by the comms team, not us
"""),
("ecb-pathway-export", "ECB pathway export", "2026-09-03", ["academy", "ecb"], """
The county pathway team asks for player data twice a season.

- Fields they want: name, DOB, age group, bowling/batting style
- Parents consent on registration; the consent flag is `pathway_consent`
"""),
("memberhub-renewals-2026", "Renewals 2026", "2026-03-25", ["memberhub", "renewals"], """
# Renewals 2026

- 3,412 members renewed by 31 March
- Young Adult tier grew 20% after the student price change
- The reminder email goes 30 days before expiry and again on the day
"""),
("scanner-app-build", "Scanner app build", "2026-04-02", ["turnstile", "gates", "android"], """
The scanner app is a small Kotlin app in `turnstile/scanner-app`.

- Build: `./gradlew assembleRelease`, signed with the key in 1Password
- MDM pushes new versions to the scanners overnight
- Min SDK 30
"""),
("pitch-report-template", "Pitch report template", "2026-05-11", ["groundsheet", "pitch"], """
The pitch report Dave sends to the ECB pitch liaison after each Championship game is generated by groundsheet.

- Includes rolling and mowing history for the match strip over the previous 10 days
- Exported as PDF; Dave signs it on the tablet
"""),
("hospitality-notes", "Hospitality", "2026-06-18", ["turnstile", "hospitality"], """
# Hospitality

- Boxes are sold per match; catering is ordered by the events team, not through turnstile
- Box holders get parking passes emailed separately
"""),
("weather-alerts", "Weather alerts", "2026-07-21", ["comms", "sms"], """
We use Met Office DataHub for the forecast widget on the ticket pages.

- Rain probability above 70% shows a banner on the fixture page
- SMS alerts are sent by the ticket office from turnstile's admin
"""),
("data-protection", "Data protection notes", "2026-02-11", ["gdpr"], """
# Data protection

- Junior player data: only academy staff and the safeguarding officer see it
- Member data retention: 6 years after lapse, then anonymised
- Subject access requests go to Ruth, who forwards them to Hannah
"""),
("sana-onboarding", "Sana onboarding", "2026-01-08", ["team"], """
Sana Mirza joined 5 January 2026 as the second developer.

- Starts on the academy portal and memberhub
- Laptop set up with the same dotfiles repo as Callum's
"""),
("finance-exports", "Finance exports", "2026-08-04", ["finance", "xero"], """
Ian wants a monthly Xero export of ticket revenue by fixture and tier.

- turnstile's `export_xero` command builds the CSV
- Membership revenue comes from memberhub separately; Ian merges them
"""),
("outground-games", "Outground games", "2026-06-05", ["turnstile", "outground"], """
Two Championship games are at the Oakhurst outground this year.

- Tickets are sold in turnstile but scanned with paper lists, no Wi-Fi there
- scorefeed still covers them; the scorer brings a tablet with 4G
"""),
("scorefeed-scoreboard", "Scoreboard integration", "2026-05-01", ["scorefeed", "scoreboard"], """
The Pavilion End scoreboard has its own controller that takes a JSON feed on the local network.

- scorefeed pushes to it over the ground LAN, not via the internet
- If the feed stops, the operator can type scores in manually
"""),
]
