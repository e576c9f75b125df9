# Root Claude Code auto-memory files: name -> (title, description, type, body). @@ID@@ lines are claims.
ROOT = {}
def R(fn, title, desc, typ, body):
    ROOT[fn] = (title, desc, typ, body.strip("\n") + "\n")

R("user_sian.md", "Sian (developer)", "Sian Lowther, part-time developer who owns pegbook and matchday", "user", """
Sian Lowther works three days a week (Tue–Thu) as the only developer at Reedmere Fisheries. She wrote
pegbook and matchday and inherited baitstock from a contractor.

- Comfortable with Django and TypeScript; less so with Flutter, so gatehouse questions need more context.
- Prefers short answers with the command to run, not a tutorial.
- @@F9a@@
- Reviews everything on her Tue–Thu days; anything urgent on other days goes to Gareth first.
""")

R("user_gareth.md", "Gareth (owner)", "Gareth Pryce owns the fishery and signs off anything customer-facing", "user", """
Gareth Pryce owns Reedmere Fisheries (three lakes and the tackle shop at Lower Stowe).

- Not technical, but reads every PR title and the changelog; writes the rules of the fishery himself.
- Cares most about the match calendar and the Pit's reputation with carp anglers.
- Wants prices and rules changed only after he has said so in writing (an email is enough).
""")

R("reference_pegbook.md", "pegbook overview", "pegbook: day tickets, peg bookings and the admin panel (Django)", "reference", """
# pegbook

Day tickets, peg bookings, season tickets and the staff admin. Django, one repo `reedmere/pegbook`.

## Stack
- @@D3b@@
- @@V1b@@
- @@A1a@@
- @@R7a@@
- Static files served by whitenoise, PDFs (tickets) rendered with WeasyPrint

## Integrations
- @@R4a@@
- @@R5a@@
- Public API for gatehouse and the website (token auth)

## Development
- @@R2a@@
- Migrations are reviewed by Sian even when someone else writes them
- Season tickets are a separate model (`SeasonTicket`); don't bolt them onto `DayTicket`
""")

R("reference_matchday.md", "matchday overview", "matchday: match entries, peg draw, weigh-in and results", "reference", """
# matchday

Open matches, club matches and the veterans' Wednesday series: entries, the peg draw, weigh-in and results.
Repo `reedmere/matchday`.

## Stack
- @@V5b@@
- @@R1b@@
- SQLite database file at `/srv/matchday/data/matchday.db` (WAL mode)
- A small `scales-bridge` process pairs with the Bluetooth scales

## Match rules it encodes
- @@V10a@@
- @@V2b@@
- @@A6a@@
- Reserves are offered pegs in the order they entered

## Messaging
- @@R8a@@
- @@O2a@@
- Results are also emailed to entrants who ticked the box
""")

R("reference_baitstock.md", "baitstock overview", "baitstock: shop stock, bait fridge and supplier orders", "reference", """
# baitstock

Stock for the tackle shop and the live bait fridge. Python, runs as a compose stack with a cron container.

- @@O3a@@
- @@R9b@@
- @@D5b@@
- @@V7a@@
- Caster reorder point is set by hand each week (casters don't keep)
- @@V4b@@
- Groundbait and pellets are counted in bags, not by weight
- The website's shop page only shows terminal tackle and bait, not rods or reels
""")

R("reference_gatehouse.md", "gatehouse overview", "gatehouse: bailiffs' ticket-check app for the bank", "reference", """
# gatehouse

Flutter app the bailiffs carry round the lakes to check tickets, sell tickets on the bank and log patrols.

- @@A5a@@
- @@O6a@@
- @@D7b@@
- @@N6a@@
- @@NS1b@@
- @@NS7b@@
- Ticket check is by QR code or by peg number if the angler has a paper ticket
- Photos of rule breaches are attached to the incident and uploaded when there's signal
""")

R("reference_infra.md", "Infrastructure", "infra: bank-01 at Hetzner, compose stacks, backups, monitoring", "reference", """
# Infrastructure

- `bank-01`: Hetzner CX32, Falkenstein, Ubuntu 24.04, Caddy in front of everything
- @@F5a@@
- `db.reedmere.internal` and `redis.reedmere.internal` are names on the private network, not public DNS
- @@V8b@@
- @@R10a@@
- @@O7a@@
- Uptime Kuma also watches the bait fridge sensor's heartbeat
- Caddy gets certificates from Let's Encrypt automatically; nothing to renew by hand

## Restore drill
Run quarterly. The last one (2026-10-14) restored the pegbook dump into a scratch container in 11 minutes.

```
b2 file download b2://reedmere-backups/pegbook/latest.sql.gz /tmp/restore.sql.gz
gunzip -c /tmp/restore.sql.gz | docker compose exec -T db psql -U postgres pegbook_restore
```
""")

R("reference_lakes.md", "Lakes and pegs", "lakes: Main Lake, Willow Pool and the Pit, pegs and species", "reference", """
# Lakes and pegs

| Lake | Pegs | Fishing | Species |
|---|---|---|---|
@@F3a@@
@@V9a@@
| The Pit | 12 swims | specimen carp | carp only |

Notes
- @@D2b@@
- @@A3a@@
- Main Lake matches use pegs 1–40; club matches usually peg the road bank only
- Willow Pool is where the veterans' Wednesday matches are fished
- Peg numbers are painted on the platforms; the Pit uses swim names (Gravel Bar, Willows, Point…)
""")

R("reference_fishery_rules.md", "Fishery rules", "The rules Gareth posts at the gate, per lake", "reference", """
# Fishery rules

pegbook prints the short version on every ticket; this is the full list as Gareth wrote it.

## Everywhere
- @@F4a@@
- @@N2a@@
- @@A10a@@
- @@F10a@@
- @@N8a@@
- No fires, no litter, no radios

## Main Lake
- @@V6a@@
- @@D10b@@
- Keepnets allowed in matches only

## The Pit
- @@A2a@@
- @@N9a@@
- Minimum 42" landing net, 15lb mainline

## Willow Pool
- Pole, waggler and light feeder only
""")

R("reference_tickets.md", "Tickets and prices", "Ticket types, prices and where they're sold", "reference", """
# Tickets and prices

Prices as set by Gareth; pegbook is the source of truth for what's charged.

- @@D8b@@
- Adult day ticket, Willow Pool: £10
- @@O9a@@
- @@V3a@@
- @@F2a@@
- Season ticket (all lakes except the Pit): £280
- @@D1b@@
- @@R6a@@
- @@NS10b@@
""")

R("reference_shop.md", "Tackle shop", "The tackle shop: hours, what it sells, who runs it", "reference", """
# Tackle shop

Small shop by the car park: terminal tackle, bait, groundbait, a few rods and reels, hot drinks.

- @@O8a@@
- @@A9a@@
- @@N5a@@
- @@NS5a@@
- Dave does the weekly stock count on Tuesday mornings
- Rod and reel sales are logged by hand and not in baitstock (too few to bother)
""")

R("reference_website.md", "Public website", "reedmere.co.uk: the Astro site, results page and shop page", "reference", """
# Public website

reedmere.co.uk, repo `reedmere/site`. Static Astro site that pulls a few things at build time and in the browser.

- @@R3b@@
- @@O5a@@
- @@S5a@@
- @@F7a@@
- Shop page shows bait and terminal tackle stock from baitstock
- "Book a peg" buttons link straight into pegbook
""")

R("reference_bait_fridge.md", "Bait fridge", "How the live bait fridge is looked after", "reference", """
# Bait fridge

The walk-in bait fridge behind the shop: maggots, casters, pinkies, worms.

@@F6a@@
A temperature sensor (ESP32 + DS18B20) posts readings to baitstock every minute.

- Casters are bagged on Thursday evening for the weekend
- Worms live in the bottom tray; they don't need to be as cold
""")

R("reference_glossary.md", "Glossary", "glossary: angling words that turn up in tickets, code and chat", "reference", """
# Glossary

- Peg / swim: a numbered fishing spot (Main Lake and Willow Pool say peg, the Pit says swim)
- All-in: the whistle that starts a match
- Draw: picking pegs at random for a match
- Pools: optional side-bet money paid out to the top weights
- Silvers: roach, rudd, skimmers (anything that isn't carp)
- @@A7a@@
- Bailiff: the staff member walking the banks checking tickets
""")

R("reference_people.md", "People", "Who does what at Reedmere", "reference", """
# People

- Gareth Pryce: owner; sets prices and rules
- Sian Lowther: developer (Tue–Thu)
- @@A4a@@
- Marek Nowak: head bailiff; runs the matches on the day
- Jo Pryce: does the books and the match calendar
""")

R("feedback_merge_style.md", "Merge style", "How pegbook PRs get merged", "feedback", """
@@N1b@@

@@NS3b@@

**Why:** Sian likes a linear history she can bisect when a booking bug turns up.

**How to apply:** use the squash button, and write the squash message as a normal commit subject.
""")

R("feedback_testing.md", "Testing", "How to write pegbook tests", "feedback", """
@@N10a@@

**Why:** a mocked test passed while the real query double-booked peg 14 in April.

**How to apply:** `docker compose --profile test up -d db` then `pytest`; factories live in `tests/factories.py`.
""")

R("feedback_deploy_days.md", "Deploy days", "When not to deploy the booking system", "feedback", """
@@N3a@@

**Why:** a Saturday deploy in February left the gate scanners showing yesterday's tickets for an hour.

**How to apply:** if it can't wait, ask Gareth first.
""")

R("feedback_pr_size.md", "PR size", "Sian's limit on how big a PR can be", "feedback", """
@@F8a@@

**Why:** review happens in the gaps between shop jobs; a huge PR just sits there.
""")

R("feedback_commit_messages.md", "Commit messages", "Commit message style for all repos", "feedback", """
@@A8a@@

No Co-Authored-By trailer. Body optional; explain the why, not the what.
""")

R("feedback_direct_pushes.md", "Direct pushes", "Rule about pushing to main on baitstock", "feedback", """
@@N4a@@

**Why:** a threshold typo pushed straight to main ordered 40 pints of maggots in May.
""")

R("feedback_python_style.md", "Python style", "Formatting and typing rules for the Python repos", "feedback", """
@@R9a@@

- Type hints on public functions; `mypy --strict` is not required
- f-strings, not `%` formatting
""")

R("feedback_match_results.md", "Match results", "How results reach the anglers", "feedback", """
@@N7a@@

**Why:** in March a scales error put a 2lb bag down as 20lb and half the club saw it before anyone checked.
""")

R("feedback_escalation.md", "Escalation", "Who gets which problem out of hours", "feedback", """
@@NS2a@@

**Why:** the barrier is on a contract with the installer and only Gareth can call them out.
""")

R("feedback_access.md", "Access rights", "Roles for staff accounts in pegbook", "feedback", """
@@NS6a@@

Shop staff get the `shop` role; only Sian and Gareth are admins.
""")

R("feedback_replies.md", "Reply style", "How to answer Sian", "feedback", """
Short answers, command first, explanation after if needed. No emoji.

**Why:** she reads replies on her phone between shop jobs.
""")

R("project_hetzner_move.md", "Hetzner move", "Moving pegbook to bank-01", "project", """
# Move to Hetzner (done)

@@S4b@@

- DNS cut over on a Tuesday evening with a 5-minute TTL
- Postgres dump and restore took 20 minutes; no bookings were lost
""")

R("project_zettle_switch.md", "Zettle switch", "Shop tills changed provider in August", "project", """
# Till switch

@@S1b@@

baitstock's importer was rewritten against the Zettle purchases API in the same week.
""")

R("project_anglerpass_exit.md", "AnglerPass exit", "Dropping the third-party booking widget for the Pit", "project", """
@@S2b@@

The Pit swims are normal bookable resources in pegbook, with a two-night minimum at weekends.
""")

R("project_patrol_log.md", "Patrol log", "Where bailiff patrols are recorded", "project", """
@@S3b@@

Marek gets a weekly patrol summary email from gatehouse on Monday mornings.
""")

R("project_plausible.md", "Plausible", "Website analytics change", "project", """
@@S5b@@

Jo looks at the Plausible dashboard once a month for the match calendar page.
""")

R("project_bluetooth_scales.md", "Bluetooth scales", "Weigh-in goes digital", "project", """
# Bluetooth scales

@@S6b@@

- Two sets of scales, one per bank, paired with the tablets at the weigh-in
- The scalesman still confirms each weight on the tablet before it's saved
""")

R("project_api_v2.md", "API v2", "pegbook's public API version", "project", """
@@S7b@@

v2 uses per-device tokens; each bailiff phone has its own.
""")

R("project_branch_rename.md", "Branch rename", "matchday default branch", "project", """
@@S8b@@
""")

R("project_bait_supplier.md", "Bait supplier", "Who supplies the live bait", "project", """
@@S9b@@

The standing order is adjusted by email to Trentside by Wednesday noon.
""")

R("project_google_chat.md", "Team chat", "Which chat the staff use", "project", """
@@S10b@@

Spaces: Bailiffs, Shop, Dev. gatehouse and Uptime Kuma post via incoming webhooks.
""")

R("project_summer_festival.md", "Summer festival 2026", "The August festival weekend, for next year's planning", "project", """
# Summer festival 2026

- @@D4a@@
- 60 anglers each day, Main Lake pegged on both banks
- Next year Gareth wants online entry to open in May
""")

R("project_platform_rebuild.md", "Platform rebuild", "Rebuilding the Main Lake platforms", "project", """
@@D6a@@

The new platforms are composite decking; pegs 11–20 are next, planned for February 2027.
""")

R("project_price_review.md", "Price review", "The September 2026 price review", "project", """
# Price review, September 2026

@@D8a@@

Junior and season tickets were left unchanged.
""")

R("project_match_calendar.md", "Match calendar", "How the match calendar is built", "project", """
Jo builds the match calendar in a spreadsheet each December and Sian imports it into matchday.

- Sunday opens on Main Lake, veterans on Wednesdays on Willow Pool
- No matches in the close-season fortnight Gareth uses for maintenance
""")

R("project_winter_league.md", "Winter league", "The winter league series", "project", """
The winter league is six rounds, November to March, on Willow Pool.

- Points by section, not overall weight
- Entries are per series, so matchday treats it as one entry across six matches
""")
