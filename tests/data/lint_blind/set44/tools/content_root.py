# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
ROOT = []
def r(fn, name, desc, typ, title, hook, body):
    ROOT.append((fn, name, desc, typ, title, hook, body.strip("\n") + "\n"))

r("reference_footplate.md", "footplate-ticketing",
  "footplate ticketing app: hosts, jobs, payments, email, e-tickets", "reference",
  "footplate (ticketing)", "booking/ticketing Django app, where things live", """
# footplate: ticketing and bookings

Django app in the `wvr-rail/footplate` repo. Sells online tickets, runs the booking-office
counter screen, produces guard's manifests. Owner: Helen (Priya helps with templates).

## Runtime
{{O9a}}
{{V1a}}
{{O1a}}
{{R7a}}
- Static files served by nginx from `/srv/footplate/static/`

## Money
{{R1a}}
- Refund reasons are a fixed list in `bookings/refunds.py` (weather, cancellation, duplicate)
- Daily takings report emailed to the treasurer at 07:00

## Customers
{{S1a}}
{{N9a}}
{{V6a}}
{{D6b}}
- Guard's manifest PDF per departure at `/manifest/<date>/<train>/`

**How to apply:** check this file before touching settings; `settings/prod.py` is the source of truth if it disagrees.
""")

r("reference_rosta.md", "rosta-rostering",
  "rosta volunteer rostering app - stack, email, reminders, rules", "reference",
  "rosta (volunteer rostering)", "rostering app stack and rules", """
# rosta

Volunteer rostering app, repo `wvr-rail/rosta`. Raj Patel is the main developer, Helen reviews.

{{D2b}}

## Stack
{{V10a}}
{{R6a}}
{{O1b}}
- Runs as `rosta-web` (puma) and `rosta-sidekiq` systemd units

## Volunteers
{{S7a}}
{{F2b}}
{{D10b}}
- Swap requests need the department roster clerk to approve

## Messages
{{R2a}}
{{V3a}}
{{N3a}}
- Turn sheet PDF generated per running day

**Why:** the roster clerks are not technical; anything that changes what volunteers receive needs a heads-up in the clerks' WhatsApp group first.
""")

r("reference_shedlog.md", "shedlog-maintenance",
  "shedlog - loco and carriage maintenance log, exams, boiler tickets", "reference",
  "shedlog (maintenance logs)", "loco/carriage maintenance log app", """
# shedlog

Loco and carriage maintenance log. Repo `wvr-rail/shedlog`, written and maintained by
Graham Whitworth (retired mechanical engineer, also a boiler inspector's mate). Used from the
shed tablet and the C&W workshop PC.

## Stack
{{O10a}}
{{S2a}}
{{O6a}}
{{R3a}}

## What it does
{{F3a}}
{{NS8b}}
{{N7a}}
{{V2a}}
{{V7a}}
- Carriage entries keyed by carriage number (`C&W-` prefix in the UI)

**How to apply:** Graham is touchy about the exam forms; propose changes to him before writing code.
""")

r("reference_tills.md", "tillbridge-tills",
  "Shop tills and tillbridge (till -> accounts sync service)", "reference",
  "Shop tills and tillbridge", "shop till setup and the sync service", """
# Shop tills + tillbridge

## Tills
{{R5a}}
{{N5a}}
{{O3a}}
- Kiosk float is 50 GBP in coins, counted by the duty station master

## tillbridge
Small service Helen wrote to get till sales into the accounts without retyping.
{{O10b}}
{{O6b}}
{{V4a}}
{{A2a}}
- Repo `wvr-rail/tillbridge`; config in `/etc/tillbridge/env`
""")

r("reference_website.md", "website",
  "Public website wvr.org.uk - build, hosting, tooling", "reference",
  "Website (wvr.org.uk)", "public website build and hosting", """
# wvr.org.uk

Repo `wvr-rail/wvr-www`. Priya Shah does most content; Helen does build and infra.

## Build
{{V5a}}
{{R8a}}
{{O4a}}
{{F4a}}
- Images resized at build time; originals in `assets/photos/`

## Hosting and monitoring
{{R4a}}
{{R10a}}
- Contact form posts to Formspree (free tier)
""")

r("reference_timetabler.md", "timetabler",
  "timetabler - timetable and running-day editor, GTFS export", "reference",
  "timetabler", "timetable editor, running days, GTFS", """
# timetabler

Timetable and running-day editor (Python, Starlette + SQLite). Repo `wvr-rail/timetabler`.
Owner: Helen; the timetable is set by the Operating Committee, Mike Doyle enters it.

{{S5a}}
{{A9a}}
{{NS6a}}
{{N8a}}
{{A4a}}

## Repo rules
{{O2a}}
{{R9a}}
""")

r("reference_infra.md", "infra",
  "Infrastructure: servers, backups, deploys", "reference",
  "Infrastructure", "servers, backups, deploy tooling", """
# Infrastructure

## Servers
{{D1b}}
- db1 (Hetzner CX22): the database server and Redis. Private network `10.44.0.0/24`
- Shed tablet: Samsung Galaxy Tab A9, browser only

## Backups
{{V8a}}
{{S9a}}
{{F5a}}

## Deploys
{{S6a}}
- Secrets live in 1Password, vault "WVR Infra"

**How to apply:** anything that reboots db1 takes every app down; do it on a non-running Monday.
""")

r("reference_locos.md", "loco-fleet",
  "Loco fleet: numbers, names, status", "reference",
  "Loco fleet", "locomotive numbers and names", """
# Fleet

{{D7b}}

## Steam
{{O8a}}
{{F10a}}
- No. 7 *Wyvern* (Bagnall 0-6-2T, 1951): main line loco, in traffic
- No. 3 *Earl of Tarn* (Peckett 0-4-0ST, 1923): in traffic, light duties only

## Diesel
- D2 *Bert* (Ruston 88DS shunter): yard shunting and works trains
""")

r("reference_glossary.md", "glossary",
  "Glossary: railway words that show up in code and tickets", "reference",
  "Glossary", "railway terms used in the code", """
# Glossary

- **Running day**: a day with public trains. Everything else is a non-running day.
- **Turn**: one volunteer shift (e.g. "fireman, Blue timetable, Saturday").
- **C&W**: Carriage and Wagon department.
- **CME**: Chief Mechanical Engineer (Alan Reeves).
- **FTR**: Fitness to Run, the daily sign-off that a loco may work.
- **Boiler ticket**: the 10-year boiler certificate; annual exams in between.
- **Edmondson**: pre-printed card tickets, still sold at Hollins Cross.
- **Rake**: the set of coaches that make up a train.
- **Washout**: periodic boiler wash to remove scale.
""")

r("reference_github.md", "github-org",
  "GitHub org wvr-rail - repos and who has access", "reference",
  "GitHub org", "repos and access", """
The railway's code is in the GitHub org `wvr-rail` (free plan, charity discount requested).

Repos: `footplate`, `rosta`, `shedlog`, `timetabler`, `tillbridge`, `wvr-www`, `wvr-ops`.

- Owners: Helen, Raj
- Graham only has access to `shedlog`
- Priya has write on `wvr-www` and triage on `footplate`

**How to apply:** don't add outside collaborators without asking Helen.
""")

r("reference_slack.md", "slack-channels",
  "Which chat channel to use for what", "reference",
  "Chat channels", "where to post what", """
The railway uses a free Slack workspace `wvr-volunteers`.

- `#it` for general IT chat
- `#it-alerts` for automated alerts only
- `#shop` for till problems (Margaret Ellis watches it)
- `#loco-dept` is Graham and the shed crew; don't post there unless asked

Volunteers who are not on Slack get things via the weekly bulletin instead.
""")

r("reference_domains.md", "domains",
  "Domains and DNS records the railway owns", "reference",
  "Domains", "domain names and who renews them", """
- `wvr.org.uk`: main domain, registered at Gandi, renews every March (trustees' card)
- `wyvernvalleyrailway.co.uk`: redirect only
- `*.wvr.internal`: private names in the Hetzner network, served by the `unbound` on db1

Renewal reminders go to trustees@ and to Helen.
""")

r("user_helen.md", "user-helen",
  "Helen Marsh - volunteer IT lead, how she works", "user",
  "Helen (user)", "who Helen is and how she works", """
{{A8a}}

- Knows Linux and Postgres well; less keen on JavaScript
- Volunteers Tuesdays and most running Saturdays; replies in the evenings otherwise
{{F8a}}
- Prefers plain English in commit messages, no emoji

**How to apply:** assume she knows the ops side; explain frontend changes in more detail.
""")

r("user_volunteer_devs.md", "volunteer-devs",
  "The other volunteer developers and what they own", "user",
  "Volunteer developers", "who owns which app", """
- **Raj Patel**: rosta. Works full-time as a Rails dev, volunteers evenings. Guard on the Blue timetable.
- **Graham Whitworth**: shedlog. Not a professional programmer; reads every diff carefully.
- **Priya Shah**: website content and templates, some footplate templates.
- **Mike Doyle**: enters timetables in timetabler; not a developer.

**Why:** changes to an app should be reviewed by its owner, not just Helen.
""")

r("user_trustees.md", "trustees",
  "Trust and board - who signs off what", "user",
  "Trustees", "who approves spending and policy", """
The railway is run by the Wyvern Valley Railway Trust (registered charity) with a volunteer board.

- Any new paid service over 20 GBP/month needs board approval (next meeting is always the first Wednesday)
- The treasurer (Sue Kang) owns anything touching money: tills, refunds, Xero
- Data protection lead is the secretary, Tom Birch

**How to apply:** if a change costs money or touches personal data, say so up front so Helen can take it to the board.
""")

r("feedback_deploys.md", "deploy-days",
  "When footplate may be deployed", "feedback",
  "footplate deploy days", "when deploys are allowed", """
{{N1a}}

**Why:** a failed deploy on the Santa weekend in 2025 stopped the counter screen for an hour and the booking office had to write tickets by hand.

**How to apply:** check timetabler's running days before proposing a deploy time.
""")

r("feedback_shedlog_merges.md", "shedlog-merges",
  "How shedlog PRs get merged", "feedback",
  "shedlog merges", "merge practice for shedlog", """
{{N2a}}

**Why:** Graham asked for one commit per change so the history reads like a logbook.

**How to apply:** when a shedlog PR is approved, use the squash button and tidy the message.
""")

r("feedback_website_prs.md", "website-prs",
  "PR rule for the website repo", "feedback",
  "Website PRs", "PR rule for website changes", """
{{N6a}}

**Why:** Priya pushed a broken shortcode straight to main in May and the timetable page was blank for a Saturday morning.

**How to apply:** open a branch and PR for every website change, ask Priya or Helen to review.
""")

r("feedback_timetabler_prs.md", "timetabler-prs",
  "Merging timetabler PRs", "feedback",
  "timetabler PRs", "merge practice for timetabler", """
{{R9b}}

**Why:** Helen wants `git log` on timetabler to read as one line per change, so reverting a bad timetable import is one `git revert`.
""")

r("feedback_prod_db.md", "prod-db",
  "Production database writes need Helen", "feedback",
  "Production DB writes", "who approves production writes", """
{{A1a}}

Read-only queries are fine (use the `footplate_ro` role).

**Why:** a bulk update in 2025 cancelled real bookings.

**How to apply:** write the SQL, show it, wait for a yes.
""")

r("feedback_commit_messages.md", "commit-messages",
  "Commit message conventions", "feedback",
  "Commit messages", "commit message conventions per repo", """
Plain English, imperative, no emoji, no co-author trailer.

{{A7a}}

footplate and rosta: short subject plus the ticket from the `#it` board if there is one.
""")

r("feedback_staging_first.md", "staging-first",
  "Staging before production", "feedback",
  "Staging first", "use staging before production", """
{{F6a}}

**Why:** Helen got burnt by a template change that only broke with real basket data.

**How to apply:** deploy the branch to staging, click through a booking, then ask.
""")

r("feedback_answer_style.md", "answer-style",
  "How Helen wants replies formatted", "feedback",
  "Reply style", "reply formatting preferences", """
{{F8b}}

**Why:** she reads on her phone between turns on the platform.
""")

r("feedback_rosta_restarts.md", "rosta-restarts",
  "Restarting rosta workers", "feedback",
  "rosta restarts", "when not to restart rosta workers", """
{{NS1a}}

**Why:** a restart mid-send in October left half the volunteers without their roster and the clerks had to phone round.

**How to apply:** check the Sidekiq dashboard queue is empty before restarting.
""")

r("feedback_refunds.md", "refunds",
  "Refund rule", "feedback",
  "Refunds", "refund rule", """
{{NS3a}}

**Why:** the treasurer reconciles refunds against bookings; an orphan refund takes her an evening to chase.
""")

r("feedback_shedlog_migrations.md", "shedlog-migrations",
  "When shedlog schema changes may be applied", "feedback",
  "shedlog migrations", "when migrations are allowed", """
{{NS4a}}

**Why:** the shed crew fill in the daily exam from 07:00 on running days; a locked table means no FTR sign-off.

**How to apply:** schedule migrations for a Tuesday evening.
""")

r("feedback_gtfs.md", "gtfs-export",
  "GTFS export rule", "feedback",
  "GTFS export", "rule for the GTFS export", """
{{NS7a}}

**Why:** in June a draft with test trains leaked to journey planners and people turned up for a 06:00 train that never existed.
""")

r("feedback_test_data.md", "test-data",
  "Test data and personal data", "feedback",
  "Test data", "personal data in test fixtures", """
{{NS9a}}

**Why:** Tom (data protection lead) found a dump with real addresses in a fixture file.

**How to apply:** generate fixtures with Faker or hand-write obviously fake ones.
""")

r("feedback_till_pins.md", "till-pins",
  "Till PINs", "feedback",
  "Till PINs", "who gets which till PIN", """
{{NS10a}}

**Why:** the admin PIN can void sales and change prices. Margaret and the treasurer hold it.
""")

r("feedback_explain_railway_terms.md", "railway-terms",
  "Use railway terms the way the volunteers do", "feedback",
  "Railway terms", "use volunteers' vocabulary", """
Use the volunteers' words in UI text: "turn", not "shift"; "running day", not "operating day".

**Why:** the roster clerks complained the new rosta screens sounded like a call centre.
""")

r("feedback_no_new_services.md", "no-new-services",
  "Don't add paid services casually", "feedback",
  "No new paid services", "ask before adding paid services", """
Don't suggest new paid SaaS without saying what it costs per month.

**Why:** paid services above the trustees' threshold need board approval, and the board meets monthly.

**How to apply:** prefer something we already run (Postgres, Redis, nginx) over a new vendor.
""")

r("feedback_accessibility.md", "accessibility",
  "Accessibility expectations for public pages", "feedback",
  "Accessibility", "public pages must be accessible", """
Public pages (website, booking flow) must work with a screen reader and at 200% zoom.

**Why:** a regular visitor who is blind emailed the trustees in March; the chair promised fixes.

**How to apply:** run axe on changed pages and include the result in the PR.
""")

r("project_gift_aid.md", "gift-aid",
  "Gift Aid on online tickets", "project",
  "Gift Aid", "Gift Aid handling on tickets", """
{{N4a}}

- Declarations are stored on the booking (`gift_aid_declared`, `gift_aid_address`)
- Sue exports the quarterly claim from footplate's admin

**Why:** it adds about 25% to eligible admission income.
""")

r("project_santa_2026.md", "santa-2026",
  "Santa Specials 2026: dates, sales, capacity", "project",
  "Santa Specials 2026", "Santa Special planning", """
# Santa Specials 2026

Weekends 5/6, 12/13 and 19/20 December, plus 23 December. Four departures a day from Ashcombe.

{{D3b}}
{{F9a}}
{{V9a}}
- Grotto in the Tarnside goods shed; presents ordered by the shop

**How to apply:** anything touching footplate from October to Christmas is risky; ask first.
""")

r("project_shedlog_postgres.md", "shedlog-postgres",
  "shedlog database migration", "project",
  "shedlog database move", "where shedlog data moved", """
{{S2b}}
SQLite file is kept read-only for reference and is no longer written to.

- Done with `pgloader` plus a hand-written check of row counts per table
- Graham signed off after checking the last month of exams on screen
""")

r("project_rosta_magic_links.md", "rosta-login",
  "rosta login change", "project",
  "rosta login change", "how volunteers sign in to rosta", """
{{S7b}}

- Links expire after 30 minutes and can be used once
- Volunteers without email are set up by their roster clerk (paper roster by post)

**Why:** PINs were shared between husbands and wives and written on the mess room wall.
""")

r("project_stock_tillbridge.md", "stock-in-tillbridge",
  "Shop stock moved into tillbridge", "project",
  "Shop stock tracking", "where shop stock is tracked", """
{{S4b}}

- Deliveries are entered on tillbridge's `/stock/receive` page
- Margaret gets a low-stock email on Mondays

**Why:** the spreadsheet and the tills never agreed, and the annual stock-take took two days.
""")

r("project_backups_rsyncnet.md", "backups-offsite",
  "Off-site backup destination change", "project",
  "Off-site backups", "off-site backup destination", """
{{S9b}}

- restic repo initialised fresh at rsync.net; first full upload took two nights
- The board approved the cost (charity discount) in July

**How to apply:** test restores quarterly; last drill was October.
""")

r("project_molly_firebox.md", "molly-firebox",
  "No. 5 Molly overhaul", "project",
  "Molly overhaul", "status of No. 5 overhaul", """
{{F10b}}

- Firebox ordered from a contractor in Bridgnorth; delivery expected spring 2027
- Appeal fund on the website's Donate page
""")

r("project_easter_gala_2027.md", "gala-2027",
  "Planning for next year's Easter gala", "project",
  "Easter Gala 2027", "next gala planning", """
Easter Gala 2027 planned for 26-29 March 2027. Visiting loco not yet confirmed.

- Helen wants a load test of the booking flow in February
- The shop wants a second card reader at Tarnside for the weekend
""")

r("project_accessibility_fixes.md", "accessibility-fixes",
  "Accessibility fixes in progress", "project",
  "Accessibility fixes", "open accessibility work", """
Open items from the March accessibility audit:

- Seat map in the booking flow has no keyboard support (footplate #212)
- Timetable page tables lack header cells (wvr-www #88)
- Contrast of the orange buttons fails AA

Target: all done before the 2027 season opens.
""")

r("project_membership_renewals.md", "membership-renewals",
  "Membership renewals idea", "project",
  "Membership renewals", "online membership renewal idea", """
The membership secretary still processes renewals from paper forms and cheques posted to Ashcombe.

Idea on the table: an online renewal page in footplate. Not approved yet; the membership
database is a Microsoft Access file that only the secretary uses.

**How to apply:** don't start on this until the board has discussed it.
""")

r("project_data_retention.md", "data-retention",
  "Personal data retention policy", "project",
  "Data retention", "how long personal data is kept", """
Policy agreed by the board in April 2026:

- Customer bookings: anonymised 6 years after travel
- Volunteer records: deleted 2 years after someone leaves
- CCTV at Ashcombe: not ours, the car park operator's

Tom Birch is the contact for any subject access request.
""")

r("project_level_crossing_cameras.md", "crossing-cameras",
  "Level crossing camera feed idea", "project",
  "Crossing camera idea", "idea for the crossing camera", """
Idea from the signalling department: show the Millbrook Halt level crossing camera in the signal box.

- Camera is on the crossing keeper's hut, PoE, no internet link yet
- Needs a 4G router; quote pending

Not an IT project yet; noted so nobody re-asks.
""")

r("reference_stations.md", "stations",
  "Stations on the line and what is at each", "reference",
  "Stations", "stations and facilities", """
# Stations (Ashcombe to Hollins Cross, 4.5 miles)

- **Ashcombe**: HQ, booking office, station shop, loco shed, C&W workshop
- **Millbrook Halt**: request stop, level crossing
- **Tarnside**: passing loop, signal box, kiosk, water for the locos
- **Hollins Cross**: terminus, kiosk, picnic field

Trains run Ashcombe to Hollins Cross and back; locos run round at Hollins Cross.
""")

r("feedback_date_format.md", "date-format",
  "Date formats for volunteers vs code", "feedback",
  "Date formats", "which date format where", """
Use UK dates (`DD/MM/YYYY`, or "Sat 5 Dec") in anything volunteers or customers see; ISO dates in code, logs and filenames.

**Why:** a roster export in American format had two clerks rostering people for the wrong month.
""")
