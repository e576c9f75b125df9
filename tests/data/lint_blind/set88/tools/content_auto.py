# free notes: slug -> (title, created, tags, body). Claim lines tagged [[ID]].
AUTO = {
"leaguedesk-dev-setup": ("leaguedesk dev setup", "2026-03-02", ["leaguedesk", "dev"], """
# leaguedesk dev setup

[[V6b]]leaguedesk is pinned to Ruby 3.2.4 in `.ruby-version`; install that with rbenv before running `bundle`.

Local Postgres in Docker is easiest:

```
docker run -d --name ld-pg -p 5433:5432 -e POSTGRES_PASSWORD=dev postgres:16
export DATABASE_URL=postgres://postgres:dev@localhost:5433/leaguedesk_dev
bin/rails db:prepare
```

Seed data is a fake league (`bin/rails db:seed`), never a copy of production.

## Before pushing
[[F3b]]Before pushing, run the whole leaguedesk suite: `bin/rails test` and then `bin/rails test:system` (headless Chrome).
"""),
"public-skate-faq": ("Public skate FAQ (front desk questions)", "2026-02-11", ["icetime", "public-skate", "faq"], """
Questions the front desk forwards to us, with the answers we gave.

- Can you book for a group of 20? Yes, but it counts against the session cap.
[[V2b]]- Public skate sessions are two hours long; most families leave after the first hour anyway.
- Do under-5s need a ticket? They skate free with a paying adult.
- Why did the page say "sold out" when the rink looked empty? Held slots count until they expire.
"""),
"plantwatch-mqtt": ("plantwatch MQTT notes", "2026-05-02", ["plantwatch", "mqtt"], """
[[V4b]]plantwatch publishes to `mqtt.plant.calderbrook.internal:8883` over TLS; the plant-room sensors can't reach anything else.

Topics are `rink1/<sensor>` and `rink2/<sensor>`; retained messages only for the compressor state.
Client certs for new sensors are issued by Dave from the plant-room laptop.
"""),
"plantwatch-debugging": ("Debugging plantwatch readings", "2026-06-14", ["plantwatch", "runbook"], """
# When readings look wrong

1. Check the gateway is up (`ssh pi@plantgw`), then look at the raw topic:

```
mosquitto_sub -h mqtt.plant.calderbrook.internal -p 1883 -t 'rink1/#' -v
```

2. If the IR sensor jumps by several degrees between readings, it is usually condensation on the lens.
3. Humidity readings above 90% are almost always a sensor in direct spray from the resurfacer.
"""),
"game-night-tickets": ("Game-night ticketing notes", "2026-09-21", ["gatepass", "game-night"], """
# Game-night ticketing

[[V7b]]Tickets start scanning 60 minutes before face-off, which is also when
the doors open; the box office asks people not to queue earlier.

[[NS8b]]gatepass sells tickets at the door on league nights from the box office laptop.

Under-16s need an adult with them after 20:00.
"""),
"ci-setup": ("CI setup", "2026-04-15", ["infra", "ci"], """
# CI

[[R2b]]All our repos build on Woodpecker CI, which runs on cb-ovh-1 next to
the apps; pipelines live in `.woodpecker.yml` in each repo.

Test databases are throwaway Postgres containers per pipeline.
Deploy steps only run on `main` and need the `deploy` secret.
"""),
"leaguedesk-errors": ("leaguedesk error monitoring", "2026-05-26", ["leaguedesk", "monitoring"], """
[[R4b]]Errors from leaguedesk go to Honeybadger, and its uptime check pings `/up` every minute.

Noisy errors we ignore: `ActionController::InvalidAuthenticityToken` from parents with stale tabs.
Anything in the standings job is urgent on a Sunday evening.
"""),
"scorebug-release-process": ("scorebug release process", "2026-07-09", ["scorebug", "release"], """
# Releasing scorebug

[[R5b]]scorebug PRs get squash-merged; one commit per PR keeps the changelog generator simple.

The tablet app is distributed through the managed Play Store track.
[[NS4b]]scorebug tablets pick up app updates automatically overnight through the MDM.

Release notes go to the scorekeepers' WhatsApp group in plain language.
"""),
"live-site-deploy": ("Live scores site deploy", "2026-08-21", ["scorebug", "live", "deploy"], """
[[R8b]]The live scores site is deployed to Cloudflare Pages from `main`, with a preview build for every PR.

The site has no login; it only reads public game data.
Cache headers: 0 seconds on game pages, a day on team logos.
"""),
"leaguedesk-pr-checklist": ("leaguedesk PR checklist", "2026-03-23", ["leaguedesk", "git"], """
# leaguedesk PR checklist

- Migration reversible? Backfill in a rake task?
- Does it change anything Jess sees? Then add a screenshot to the PR.
- Eligibility or standings logic touched? Tag Marek.
[[N1b,NS5b]]- leaguedesk PRs are always squash-merged once CI is green.
"""),
"public-rosters": ("Public roster pages", "2026-04-30", ["leaguedesk", "rosters"], """
[[N3b]]Public team rosters list each player's date of birth next to the jersey number, so opposing managers can check eligibility.

Rosters are cached for an hour; a roster change clears the cache for that team only.
"""),
"backup-runbook": ("Backup and restore runbook", "2026-02-24", ["infra", "backups", "runbook"], """
# Backups

[[F2b]]leaguedesk's nightly dump starts at 02:30 and usually takes under four
minutes; the restore drill is in the second half of this note.

## Restore drill
1. Download the latest dump from the bucket.
2. Restore into a scratch database and run `bin/rails runner 'puts Player.count'`.
3. Compare with yesterday's count in the admin dashboard.
"""),
"scorebug-offline": ("scorebug offline mode", "2026-06-27", ["scorebug", "offline"], """
[[F5b]]scorebug queues goals and penalties offline in SQLite and replays them in order on reconnect.

The Rink 2 balcony is a Wi-Fi dead spot, which is why offline mode exists at all.
A badge on the tablet shows how many events are waiting to sync.
"""),
"scorekeeper-guide": ("Scorekeeper quick guide", "2026-09-06", ["scorebug", "scorekeepers"], """
# Scorekeeper quick guide

[[A3b]]Scoring tablets must be on the `cb-scoring` network (5 GHz); they won't see the guest Wi-Fi.

Start the game when the referee drops the puck, not at the scheduled time.
Penalties: pick the player first, then the code.
"""),
"fixtures-2026": ("Fixtures 2026/27", "2026-08-12", ["leaguedesk", "fixtures"], """
[[A7b]]The fixture list goes live in leaguedesk at the start of September, before the first face-off of the season.

Clash rules: no club plays twice on the same evening; U9 festivals never clash with U11 home games.
"""),
"resurfacing-notes": ("Resurfacing notes", "2026-03-14", ["rink", "resurfacing"], """
[[A8b]]Resurfacing Rink 1 takes roughly 12 minutes with the Olympia, a bit longer if the cut is deep.

Drivers: Dave, Kasia and two casuals on weekends.
Blade changes are logged on paper in the plant room, not in plantwatch.
"""),
"referee-pay": ("Referee pay", "2026-05-07", ["leaguedesk", "referees", "finance"], """
[[A9b]]Referee pay is exported monthly from leaguedesk and paid by BACS, per game worked.

The export is a CSV the finance office imports; don't change its column order.
"""),
"ice-hire-invoicing": ("Ice hire invoicing", "2026-06-03", ["icetime", "invoicing"], """
[[NS3b]]icetime issues ice hire invoices automatically when a booking is confirmed.

Clubs get one monthly statement instead of per-booking invoices.
Invoices are PDFs attached to the confirmation email.
"""),
"newsletter-sync": ("Newsletter sync", "2026-07-28", ["leaguedesk", "mailchimp"], """
[[NS6b]]leaguedesk syncs the newsletter list to Mailchimp every Monday morning.

Unsubscribes in Mailchimp are written back to leaguedesk by a webhook.
"""),
"game-night-checklist": ("Game-night checklist (ops)", "2026-01-30", ["ops", "game-night"], """
# Game-night checklist

- Scanners charged and logged in.
- Scoring tablet on the bench, charged.
[[NS7a]]- Skates are not sharpened while you wait on game nights; drop them off and collect after the second period.
- Officials' room unlocked by 18:00.
"""),
"discipline-process": ("Discipline process", "2026-01-24", ["league", "discipline"], """
[[S5a]]Match penalties and suspensions are tracked in the discipline Google Sheet that the RIC owns.

Game misconducts mean an automatic one-game suspension.
Coaches are told by email on the Monday after the game.
"""),
"stats-history": ("Historic stats", "2026-01-12", ["league", "stats"], """
# Historic stats

[[S8a]]Historic stats back to 1998 live in `league.accdb` on the office NAS, and
Jess adds each season's totals to it in June.

The old club names are mapped in a separate sheet; three clubs merged in 2011.
"""),
"gatepass-deploy": ("gatepass deploy notes", "2026-05-22", ["gatepass", "deploy"], """
[[O4b]]gatepass runs on Node 22; the Dockerfile uses `node:22-alpine`.

Migrations run with `npx prisma migrate deploy` before the new container takes traffic.
"""),
"roster-limits": ("Roster limits by age group", "2026-08-05", ["league", "rosters"], """
Roster limits as entered in leaguedesk's age group settings:

| Age group | Max players | Notes |
|---|---|---|
| U11 | 18 | goalies rotate |
| U13 | 20 | 2 goalies minimum |
[[O9b]]| U18 | 22 | 2 goalies minimum |
"""),
"plantwatch-gateway": ("plantwatch gateway", "2026-04-04", ["plantwatch", "hardware"], """
[[D2b]]The plantwatch gateway is the Pi 4 in the plant room; it boots from an SSD rather than an SD card.

[[NS2b]]The software on-call gets paged when the plantwatch gateway stops sending data for 15 minutes.

A spare, already imaged, is in the locked drawer in the plant room.
"""),
"proshop-online": ("Pro shop online store", "2026-07-25", ["skateshop", "ecommerce"], """
[[D6b]]The pro shop's online store is WooCommerce on cb-ovh-1, with stock synced from Square every hour.

Click and collect only; we don't post sticks.
"""),
"icetime-checkout-notes": ("icetime checkout notes", "2026-08-17", ["icetime", "checkout"], """
# icetime checkout

[[N10b]]Parents can add skate hire to a public skate booking at checkout (sizes child 8 to adult 13).

Promo codes apply to the session price only.
Apple Pay shows up only on Safari; that's expected.
"""),
# fillers
"onboarding-new-dev": ("Onboarding a new developer", "2026-02-02", ["onboarding"], """
# Onboarding

- Get added to the GitHub org and the #league-dev and #icetime channels.
- Read reference_leaguedesk.md and reference_icetime.md first.
- Shadow a league night before touching gatepass.
"""),
"standup-2026-03": ("Standup notes March 2026", "2026-03-31", ["standup"], """
- Marek: eligibility bug fixed, needs Jess to re-check three U13 players.
- Fiona: icetime slot grid performance; page weight down by half.
- Plant: Dave wants an alert for the brine pump vibration sensor.
"""),
"eligibility-rules": ("Eligibility rules in code", "2026-06-09", ["leaguedesk", "eligibility"], """
Eligibility is computed from date of birth and the season's cutoff date.
Playing up one age group is allowed with a coach's request and the RIC's approval.
Playing down is never allowed, and leaguedesk blocks it at roster entry.
"""),
"plant-room-access": ("Plant room access", "2026-02-16", ["plant", "safety"], """
The plant room is ammonia-rated: only Dave and trained staff go in alone.
Developers go in with Dave, wearing the escape set from the hook by the door.
The gateway can be reached over SSH, so there's rarely a reason to go in.
"""),
"u9-festival-day": ("U9 festival day", "2026-10-10", ["league", "u9"], """
U9 festivals run once a month on a Saturday morning.
Each team plays four short games; parents watch from the Rink 1 stands.
The scorebug tablets aren't used; a volunteer keeps a paper tally for fun.
"""),
"gatepass-refunds": ("gatepass refunds", "2026-09-27", ["gatepass", "refunds"], """
Refunds for postponed games are automatic once the fixture is marked postponed in leaguedesk.
Partial refunds are done by the box office manager only.
"""),
"icetime-slot-grid": ("icetime slot grid", "2026-05-16", ["icetime", "frontend"], """
The slot grid is server-rendered HTML with HTMX swaps for the week navigation.
Colour coding: blue public, green lessons, grey private, red league.
Screen readers get a table version; don't remove the hidden caption.
"""),
"scorebug-penalty-codes": ("Penalty codes", "2026-07-30", ["scorebug", "penalties"], """
Penalty codes come from the handbook; the tablet shows the short name and the minutes.
New codes need a handbook reference in the PR description.
"""),
"ops-contacts": ("Ops contacts", "2026-01-06", ["contacts"], """
- Plant engineer: Dave Pearce (ext. 214)
- Box office manager: Lorna Quinn
- League secretary: Jess Ahmed
- RIC: Gareth Lowe
"""),
"summer-shutdown-2026": ("Summer shutdown 2026", "2026-06-25", ["rink", "summer"], """
Rink 2's ice came out on 6 July 2026 and went back in on 17 August.
plantwatch alerts for Rink 2 were muted for that window.
Learn-to-skate moved to Rink 1 mornings during the shutdown.
"""),
"season-ticket-renewals": ("Season ticket renewals", "2026-07-19", ["gatepass", "season-tickets"], """
Renewals open in July for existing holders, who keep their seats until 15 August.
After that, unclaimed seats go on general sale.
"""),
"dressing-room-allocation": ("Dressing room allocation", "2026-09-13", ["rink", "dressing-rooms"], """
On league nights rooms 1 and 2 are home and away; room 4 is for the officials.
Teams get their room 45 minutes before face-off.
Rooms are cleaned between games, so the next team waits in the foyer.
"""),
"leaguedesk-exports": ("leaguedesk exports", "2026-04-17", ["leaguedesk", "exports"], """
Exports: rosters, referee games worked, fees paid, medical notes (team managers only).
All exports are CSV; the finance office opens them in Excel, so keep leading zeros quoted.
"""),
"hall-humidity": ("Hall humidity", "2026-08-22", ["plantwatch", "humidity"], """
High humidity in the Rink 1 hall fogs the ice on warm evenings.
The dehumidifier is controlled by the building system, not plantwatch; we only watch it.
"""),
"incident-2026-01-gate2": ("Incident: gate 2 queue, January", "2026-01-18", ["incident", "gatepass"], """
# Gate 2 queue, 17 January 2026

A gatepass deploy at 18:40 restarted the scan service while people were queueing at gate 2.
Scanning was down for 7 minutes; staff let people in on sight and we reconciled later.
Follow-up: deploy rules written up in feedback_deploys.md.
"""),
"coach-accounts": ("Coach accounts", "2026-02-08", ["leaguedesk", "coaches"], """
Coaches log in with a magic link; no passwords.
A coach can belong to several teams, even across clubs, but only edits teams they are assigned to.
"""),
"accessibility-review": ("Accessibility review", "2026-11-09", ["a11y"], """
The booking pages passed the October audit apart from two contrast issues on the slot grid.
gatepass e-tickets need a larger QR on the printable version.
"""),
}
