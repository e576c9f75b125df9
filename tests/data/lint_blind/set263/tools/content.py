"""File bodies for the set263 store (Pebblecombe Campsite).

A body line starting with "@ID@ " marks a labelled claim; build.py strips the marker.
Three layouts: root auto-memory files (ROOT), remnic facts (FACTS), free notes (AUTO).
"""
import calendar
import hashlib
from datetime import datetime

# ----------------------------------------------------------------------------------------
# root Claude Code auto-memory: (filename, name, description, type, title, hook, body)
# ----------------------------------------------------------------------------------------
ROOT = []


def root(fname, name, description, mtype, title, hook, body):
    ROOT.append(dict(fname=fname, name=name, description=description, type=mtype,
                     title=title, hook=hook, body=body.strip("\n") + "\n"))


# descriptions with an unquoted ": " (not strict YAML, on purpose)
FLAT_DESCRIPTIONS = {
    "reference_pitchbook.md",
    "reference_tilltop.md",
    "reference_gatekeeper.md",
    "project_site_rules.md",
    "user_team.md",
}

root("user_jonah_role.md", "jonah-role", "Who Jonah is and how he likes to work with the agent", "user",
     "Jonah (dev)", "freelance dev behind the three apps; how he likes answers", r"""
Jonah Reece is the freelance developer who built and looks after PitchBook, TillTop and GateKeeper.
He's part-time on Pebblecombe (roughly two days a week) and does other client work the rest of the time.

@R9a@ Jonah codes in Neovim (LazyVim config), so give him shell commands and file paths, not IDE click-paths.

He's strong on Django and Postgres, less so on the frontend; explain Svelte changes in a bit more detail.

**How to apply:** keep summaries short, lead with what changed and what he needs to run.
""")

root("user_harriet_manager.md", "harriet-owner", "Harriet runs the site; non-technical, owns prices and rules", "user",
     "Harriet (owner)", "owner/manager, signs off anything guest-facing", r"""
Harriet Vosper owns and manages the campsite. She decides prices, site rules and who works when.
She isn't technical but reads the weekly summary every Monday.

- Prefers plain English, short bullets, no jargon ("the booking site", not "PitchBook prod").
- Anything that changes what guests see (prices, emails, the website) needs her OK first.
- She's on site most days; Sundays she's usually unreachable till the evening.
- Likes numbers: arrivals, occupancy, shop takings. Not interested in commit lists.
""")

root("feedback_git_workflow.md", "git-workflow", "Branching and PR rules for the pitchbook repo", "feedback",
     "Git workflow", "branches, PRs and merging on pitchbook", r"""
Branch off `main` as `jr/<short-topic>` (or `agent/<topic>` when the agent opens it).

@N7a@ Don't commit straight to `main` on pitchbook, every change goes through a PR
so Jonah gets the review email, even for one-line fixes.

**Why:** Jonah reviews on his phone between other clients; the PR email is his only signal.

@R8a@ Squash-merge every pitchbook PR into main; the PR title becomes the commit message.

**How to apply:** write the PR title as the changelog line ("Pods: block double-booking on changeover day").

- Keep PRs small; migrations in their own PR where possible.
- Don't force-push a branch someone else has commented on.
""")

root("feedback_deploys.md", "deploy-rules", "When PitchBook may be released and the safety steps around it", "feedback",
     "Deploy rules", "which days are safe to release and what to do first", r"""
@N2a@ Never deploy PitchBook on a Saturday. Saturday is changeover day and most arrivals check in that afternoon.

**Why:** a broken booking page on a changeover day cost Harriet a morning of phone calls in the spring.

@NS1a@ Never ship a PitchBook release on a Friday unless Jonah is free that evening to keep an eye on it.

@NS5a@ Never run `manage.py migrate` on prod without taking a fresh `pg_dump` first.

**How to apply:** check the day before suggesting "let's deploy now"; remind Jonah about the dump if a PR has migrations.

- TillTop is different: it only gets updated after the shop shuts, any day of the week.
- GateKeeper changes go out when Dave is on site, in case the barrier needs lifting by hand.
""")

root("feedback_testing.md", "testing-prefs", "How PitchBook tests should be run and written", "feedback",
     "Testing preferences", "database for tests, factories, what to mock", r"""
@N5a@ Run PitchBook tests against Postgres, never SQLite — the availability queries use `daterange` and exclusion constraints.

**Why:** a pod double-booking test passed locally and the same bug hit prod in April.

**How to apply:** `docker compose up -d db` then `uv run pytest`.

- Use the factory_boy factories in `tests/factories.py`, not JSON fixtures.
- Stripe is mocked with `stripe-mock`; never hit the real test-mode API from the suite.
- GateKeeper tests mock the MQTT client; that's fine there, it's hardware.
""")

root("feedback_views_style.md", "views-style", "Preferred style for Django views in pitchbook", "feedback",
     "View style", "how new Django views should be written", r"""
@N10a@ Prefer function-based views in PitchBook; Jonah finds the CBV mixin chains hard to follow six months later.

**Why:** he said so after untangling the staff booking-edit view.

**How to apply:** new views are plain functions with decorators (`@login_required`, `@require_POST`);
leave existing ones as they are unless asked.

- Templates: one per view, partials under `templates/partials/` for htmx swaps.
- Forms: Django forms, not raw `request.POST` parsing.
""")

root("reference_pitchbook.md", "pitchbook-overview", "PitchBook overview: stack, hosting, integrations and where to look", "reference",
     "PitchBook overview", "the booking system; read before touching pitchbook", r"""
PitchBook is the booking system for pitches and pods: public booking pages, the staff back office at `/staff/`,
and a small JSON API that GateKeeper reads.

## Stack

@D6b@ - Django 5.1 on Python 3.12, deps managed with uv
@A2a@ - DB: PostgreSQL 16
@R10a@ - Celery broker: Redis 7 (`redis://redis:6379/0`), one worker + beat
- htmx + a little Alpine.js on the staff pages, no SPA
@V1a@ - Gunicorn binds `0.0.0.0:8000` inside the `web` container; Caddy proxies to it

## Hosting & deploy

@R7a@ - Hosting: Hetzner CX22 VPS (Falkenstein), everything in docker compose
@S8a@ - Staging: https://staging.pebblecombe.co.uk (basic auth), deploy there first and click through a booking
@R4a@ - CI: GitHub Actions (`.github/workflows/ci.yml`: ruff, pytest, docker build)

## Integrations

- Payments: Stripe Checkout for online bookings, Stripe payment links for phone bookings
@R1a@ - Transactional email: Postmark (`POSTMARK_SERVER_TOKEN` in `.env`)
@O6a@ - `send_booking_email` Celery task retries up to 5 times with exponential backoff
- GateKeeper reads the arrivals API with a per-device token (Staff > API tokens)

## Bookings

@D1b@ - All bookings, online and phone, are taken in PitchBook; reception keys phone bookings in the staff screens
- Pods are allocated by number (1–8), pitches by field + pitch number
- Cancellations more than 28 days out get a full refund minus a £10 admin fee
""")

root("reference_tilltop.md", "tilltop-overview", "TillTop reference: the shop till and stock app", "reference",
     "TillTop overview", "the shop till and stock app", r"""
TillTop is the shop's till + stock app that Mina and the seasonal staff use all day.

@O5a@ - Node 20 LTS, Express API, Svelte front end (served by Express)
@R3a@ - Package manager: pnpm (`pnpm-lock.yaml` committed), don't mix in other lockfiles
@S1a@ - Data: one SQLite file at `/srv/tilltop/data/till.db` (better-sqlite3)
@F8a@ - Runs on the shop NUC (`shop-nuc`)
@O1a@ - Serves on port 3100, LAN only (the till screen is just Chromium in kiosk mode)
- Receipt printer: Epson TM-m30 over USB
- Stock counts: Mina does a full count on the first Monday of each month
- Card payments are taken on a separate reader; TillTop only records "card" or "cash" against the sale
- End-of-day Z report is printed and emailed to Priya
""")

root("reference_gatekeeper.md", "gatekeeper-overview", "GateKeeper reference: barrier, ANPR and pod door codes", "reference",
     "GateKeeper overview", "the entrance barrier app and its box", r"""
GateKeeper runs the entrance barrier: the ANPR camera reads plates, GateKeeper decides, a relay on the Pi lifts the arm.
It also pushes pod door codes out to the keypads.

## The box

- Raspberry Pi 5 in the gatehouse cabinet, hostname `gate-pi`
@V7a@ - Python 3.11 (the bookworm system python), venv at `/opt/gatekeeper/.venv`
- FastAPI app under systemd (`gatekeeper.service`)
@A8a@ - MQTT: Mosquitto on gate-pi, port 1883; topics `gate/plate`, `gate/relay`
- Relay on GPIO 17, 800 ms pulse

## Arrivals

@V9a@ - Pulls today's arrivals from PitchBook every 5 min
@S9a@ - Endpoint: `GET /api/v1/arrivals/?date=today` with the device token
@D5b@ - Opens the barrier for any plate on today's arrivals list (and for staff plates)
- Departing cars: the exit loop lifts the arm, no plate check
""")

root("reference_infra.md", "site-infra", "Network, internet, remote access and backups on site", "reference",
     "Site infrastructure", "network, internet, remote access, backups", r"""
@D9b@ - Internet: BT FTTP 500 Mbps, Starlink as automatic failover (UniFi gateway)
- Wi-Fi: UniFi APs on the shower block, shop, gatehouse and the Top Meadow pole
@A7a@ - Guest Wi-Fi SSID `Pebblecombe-Guest` with a captive portal; the staff SSID is hidden
- Guest network is rate-limited to 10 Mbps per device
- Remote access: Tailscale on gate-pi, ha-pi and shop-nuc; Jonah and Harriet are in the tailnet
@F7a@ - Backups: restic to Backblaze B2
- DNS: Cloudflare for pebblecombe.co.uk, registrar is 123-reg
""")

root("project_backups.md", "backups", "What gets backed up, when, and how to check it", "project",
     "Backups", "what is backed up and how to check a restore", r"""
@V3a@ - PitchBook `pg_dump` runs nightly at 02:30 from cron, then restic ships it off
@F7b@ - restic repo is `b2:pcombe-backups:/restic`, pruned with `--keep-daily 30 --keep-weekly 8`
- TillTop: restic from shop-nuc straight to the same bucket, separate path
- ha-pi: Home Assistant makes its own weekly backup to the NUC's samba share

**Why:** after the old booking system died nobody was sure what had been kept.

**How to apply:** Jonah does a test restore on the first of each month; put a line in the weekly summary when it's done.
""")

root("project_site_rules.md", "site-rules", "Site rules: quiet hours, driving, fires, dogs", "project",
     "Site rules", "the rules guests agree to at booking", r"""
The rules guests agree to at booking; the agent writes guest-facing copy from these.

| Rule | Detail |
|---|---|
@F1a@ | Quiet hours | 22:30 – 07:00 |
@V6a@ | Max per pitch | 6 people incl. children |
| Gazebos | one per pitch, pegged down |
| Day visitors | sign in at reception, off site by 21:00 |

## Driving

@F6a@ - Speed limit 5 mph on all site roads
@N6a@ - No cars onto the fields after 23:00; late arrivals park in the overflow by the gate and walk up

## Fires & dogs

@NS4a@ - No fires directly on the ground (the scorch marks take all season to grow back)
@F2a@ - Dogs welcome on all pitches
- Dog walk field is the strip behind Brook Field; poo bins at both ends

## Facilities

@S5a@ - Showers: 20p tokens from the shop, 5 minutes per token
@NS10b@ - Bikes are welcome on site, the kids love the loop road
- Play area open 08:00 till dusk
""")

root("project_pods.md", "glamping-pods", "The eight glamping pods, their quirks and booking rules", "project",
     "Glamping pods", "the pods, their quirks and booking rules", r"""
Eight pods on the Glamping Meadow: 1 Wren, 2 Robin, 3 Finch, 4 Linnet, 5 Swift, 6 Kestrel, 7 Heron, 8 Owl.

- All pods sleep 4 (double + bunk), kitchenette, electric heater
@F4a@ - Check-in from 16:00
@D7b@ - Weekend minimum stay: 2 nights (Fri + Sat)
@V10a@ - Keypad codes are 6 digits, generated per booking by GateKeeper and valid for the whole stay
@N1a@ - Dogs: Heron (pod 7) is the only dog-friendly pod, max 1 dog
- Owl has the steep step; mention it to guests with mobility needs
- Pod prices: £95/night Sun–Thu, £120 Fri–Sat
""")

root("project_pricing.md", "pricing-2026", "This season's prices for pitches and extras", "project",
     "Pricing", "pitch prices, extras and deposits", r"""
@D2b@ - Standard pitch: £32/night (2 adults + car)
- Extra adult £8, child (3–15) £4, under-3s free
@A6a@ - Electric hookup: +£6/night
@V5a@ - Pitches: 25% deposit at booking, balance auto-charged 14 days before arrival
- Pods: paid in full at booking
@V8b@ - Gas: a 6 kg Calor butane swap is £42.50
- Harriet sets prices; never change a price in PitchBook without her OK
""")

root("project_shop.md", "shop", "The campsite shop — hours, stock, payments", "project",
     "Shop", "opening hours, stock and payments at the shop", r"""
Mina Okafor runs the shop; TillTop is the till.

@A4a@ - Peak hours (Jul–Aug): 08:00–18:00
@D3b@ - Rest of the season: 08:30–17:00
@NS6b@ - Takes cash and card
@R6a@ - Card payments: two SumUp Solo readers (one spare on charge in the back)
@V8a@ - Calor 6kg butane exchange: £38
- Calor 13kg propane exchange: £52
@F9a@ - Gas: Calor exchange only
@N3a@ - We stock disposable BBQs (top shelf by the door)
- Ice packs frozen for guests, 50p a go
- Firewood: £7 a bag
""")

root("project_newsletter.md", "guest-newsletter", "The guest newsletter, who writes it and how often", "project",
     "Guest newsletter", "who writes the newsletter and how drafts are handed over", r"""
@S2a@ The guest newsletter goes out through Mailchimp (audience "Pebblecombe Friends"), roughly monthly in season.

Harriet writes it; the agent sometimes drafts the "what's new on site" section.

**How to apply:** drafts in plain markdown, Harriet pastes them in herself. No prices in the newsletter without her checking.
""")

root("user_team.md", "team", "Team: who does what on site", "user",
     "Team", "who does what on site", r"""
- Harriet Vosper — owner/manager
- Tom Pellow — head warden
- Sam Trewin — seasonal warden (Mar–Oct)
- Mina Okafor — shop manager
- Dave Kitto — maintenance: pods, hot tubs, water, electrics
@A10a@ - Priya Lal — bookkeeper, in on Tuesdays
- Ellie Vosper — weekend reception
- Jonah Reece — freelance dev (see jonah-role)
""")

root("reference_hot_tub_care.md", "hot-tub-care", "Hot tub water care for the pods", "reference",
     "Hot tub care", "water care routine for the pod hot tubs", r"""
Dave owns the hot tubs; the agent only needs this for the PodWatch alerts and guest copy.

@A9b@ - Tubs: Swift, Kestrel, Heron, Owl (pods 5–8)
@V4a@ - Set temperature: 38 °C for arrivals (Dave checks them at 15:00)
@D8b@ - Free chlorine 3–5 ppm, test before every arrival
- pH 7.2–7.6; adjust with pH-minus granules
@N8a@ - Drain and refill every hot tub between stays, no exceptions
@NS7a@ - Under-12s must not use the tubs without an adult in with them
- Filters: rinse weekly, replace every 3 months
""")

root("feedback_alerting.md", "alerting", "Who hears about outages and how", "feedback",
     "Alerting", "who gets told when something is down", r"""
@R5a@ UptimeRobot pages Jonah by SMS when PitchBook is down; he decides whether Harriet needs to know.

**Why:** Harriet asked not to be woken for things she can't fix.

**How to apply:** when adding a monitor for the booking site, set Jonah as the alert contact.

- GateKeeper has no external monitor; the wardens notice quickly if the barrier misbehaves.
""")

root("project_accounts.md", "accounts", "Bookkeeping, invoices and VAT", "project",
     "Accounts", "bookkeeping, invoices and VAT quarters", r"""
@S6a@ Priya does the books in Sage 50 (desktop install on the office PC).

- VAT quarters end Mar / Jun / Sep / Dec
@NS2a@ - Group booking invoices are never issued without the VAT breakdown on them
- Stripe payouts land in the business account every 2 working days
- TillTop's daily Z report is the source for shop takings
""")

root("project_website.md", "website", "The marketing website and how it's built", "project",
     "Website", "the marketing site and how it's built", r"""
Static Astro site at pebblecombe.co.uk; the "Book now" buttons link into PitchBook.

@O4a@ - The website builds and deploys on Netlify from `main`
@O5b@ - Builds on Node 22 (pinned in `.nvmrc`)
- npm project (`package-lock.json`), `npm run build`
- Photos go through `astro:assets`; keep originals under 2 MB
""")

root("project_ha_podwatch.md", "podwatch", "PodWatch (Home Assistant) for pod heating and hot tub sensors", "project",
     "PodWatch", "Home Assistant setup for pod heating and tub sensors", r"""
PodWatch is just Home Assistant plus a handful of ESPHome boards; nobody calls it anything else.

@O7a@ - Pod heaters sit at 19 °C between stays (HA automation "pod idle")
- Home Assistant on `ha-pi`, port 8123
- ESPHome temperature probes in each hot tub; HA polls them every 5 minutes
- Alerts go to the "Pebblecombe Ops" Telegram group
""")

root("reference_electrics.md", "electrics", "Hookup bollards, amp ratings and what to do on a trip", "reference",
     "Electrics", "hookup bollards and resetting trips", r"""
@O8a@ - Top Meadow hookups are 16A
- Orchard Field bollards were rewired over winter 2025, also 16A
- RCDs are in the grey cabinet behind the shower block; the key is on the warden hook
- Dave is first call for anything that trips twice in a night
""")

root("feedback_no_bulk_email.md", "newsletter-consent", "Consent rules before emailing guests anything marketing", "feedback",
     "Newsletter consent", "consent rules before marketing email", r"""
@NS8a@ Never add a guest to the newsletter unless they ticked the opt-in box at booking.

**Why:** there was a GDPR complaint in 2025 and Harriet still brings it up.

**How to apply:** filter on `marketing_opt_in=True` in any export; booking/service emails don't need it.
""")

root("reference_where_things_live.md", "where-things-live", "Where to find docs, logins and old records", "reference",
     "Where things live", "docs, logins and old records", r"""
- Site docs: Google Drive > Pebblecombe > Ops
@S4a@ - Pre-2026 bookings: look them up in Campmaster (login in the shared vault)
- Supplier invoices: Drive > Accounts (Priya's folder)
- Site map PDF and the pod floor plans: Drive > Site
""")

# ---- unlabelled root files -------------------------------------------------------------

root("feedback_comms_style.md", "comms-style", "How to write summaries for Harriet vs for Jonah", "feedback",
     "Comms style", "tone and length for each reader", r"""
For Harriet: three bullets max, what it means for guests, no code words.
For Jonah: what changed, what to run, what's risky.

**Why:** Harriet stopped reading the summaries when they were full of branch names.

**How to apply:** write two versions if both need to know.
""")

root("feedback_pr_descriptions.md", "pr-descriptions", "What goes in a PR description", "feedback",
     "PR descriptions", "shape of a good PR description", r"""
PR descriptions: one line of why, a bullet list of what, and "how I tested it".

- Screenshot for anything a guest sees.
- Call out migrations in bold.
- Link the issue if there is one; there often isn't.
""")

root("project_roadmap_2027.md", "roadmap-2027", "Ideas Harriet wants looked at before next season", "project",
     "Roadmap for next season", "what Harriet wants looked at over winter", r"""
- Online shop pre-orders (bread and milk waiting at the pod on arrival)
- A waiting list for sold-out weekends in PitchBook
- Seasonal pitch contracts (long-stay caravans) — Harriet still undecided
- Better photos of each pod on the website
- Maybe a second barrier lane for the August Saturday queue
""")

root("feedback_time_zones.md", "dates-and-times", "Dates and times in guest copy and code", "feedback",
     "Dates and times", "timezone and date format rules", r"""
Everything on site is Europe/London. Store UTC in the DB, show local time to guests.

**Why:** the BST switch in March shifted a batch of reminder emails by an hour.

**How to apply:** use `zoneinfo`, never hand-rolled offsets; write dates as "Sat 4 July" in guest copy.
""")

root("reference_contacts.md", "contacts", "Suppliers and outside contacts", "reference",
     "Contacts", "suppliers and outside help", r"""
- Calor depot (Totnes) — gas deliveries on Wednesdays
- Hot tub chemicals — Devon Spa Supplies, order by Thursday for Monday delivery
- Electrician — Kitto & Sons (Dave's cousin), for anything beyond a reset
- Waste — council commercial collection, Mondays and Thursdays
- Laundry service — collects pod bedding twice a week
""")

root("project_winter_works.md", "winter-works", "Maintenance jobs planned for the closed months", "project",
     "Winter works", "jobs for the quiet months", r"""
- Re-gravel the Top Meadow hardstandings
- Replace the shower block extractor fans
- New decking on Wren and Robin
- Repaint the gatehouse, move the camera bracket up 30 cm
- Service all eight pod heaters
""")

root("feedback_dont_guess_prices.md", "no-guessed-prices", "Never invent prices in guest-facing text", "feedback",
     "Don't guess prices", "where prices may be quoted from", r"""
Don't put a price in guest-facing copy unless it's in the pricing memory or Harriet has said it.

**Why:** a draft FAQ once quoted last year's pod price and a guest held us to it.

**How to apply:** if unsure, write "see the website for current prices".
""")

root("feedback_python_style.md", "python-style", "Python style for pitchbook and gatekeeper", "feedback",
     "Python style", "formatting and typing conventions", r"""
- ruff for lint + format, line length 100
- Type hints on new functions; no `Any` unless it's a Stripe payload
- f-strings, not `%` or `.format`

**Why:** Jonah set ruff up in January and wants the diffs to stay quiet.
""")

root("reference_cleaning.md", "cleaning", "Cleaning products and where they're used", "reference",
     "Cleaning", "which products go where", r"""
Dave orders these; the cleaners' checklists say which to use.

- Toilets: descaler once a week, 1:20 in the bucket
- Pod windows: just the microfibre and water
- Hot tub covers: the spa cover cleaner, never bleach
- Laundry room machines: a maintenance wash every Monday
""")

root("reference_gatehouse.md", "gatehouse", "The gatehouse hardware apart from GateKeeper", "reference",
     "Gatehouse", "pedestrian gate, camera, intercom", r"""
- Pedestrian gate next to the barrier has its own keypad; the code is on the staff noticeboard
- ANPR camera is a Hikvision on the left post; night IR works to about 6 m
- Intercom at the barrier rings the reception phone during the day
- Spare barrier arm is in the workshop loft
""")

root("feedback_migrations.md", "migrations-style", "How to write Django migrations in pitchbook", "feedback",
     "Migrations style", "how migrations should be split and named", r"""
Keep data migrations separate from schema migrations, and name them (`0042_backfill_pod_codes`), don't keep the auto names.

**Why:** a mixed migration locked the bookings table for most of a minute.

**How to apply:** `makemigrations --name`, and a `RunPython` with a reverse function or `noop`.
""")

root("project_accessibility.md", "accessibility", "Accessibility on site and on the website", "project",
     "Accessibility", "what we offer and what to say", r"""
- Accessible shower room in the shower block (radar key from reception)
- Two level hardstanding pitches in Top Meadow nearest the toilets
- Website: alt text on every photo, check contrast on the orange buttons
- Pods all have a step; Linnet's is the lowest
""")

root("project_weekly_summary.md", "weekly-summary", "The Monday summary the agent drafts for Harriet", "project",
     "Weekly summary", "what goes in the Monday summary", r"""
Every Monday the agent drafts a summary for Harriet from PitchBook and TillTop numbers.

- Arrivals this week, occupancy last week (pitches and pods separately)
- Shop takings last week vs the same week last year
- Anything broken or fixed
- Restore test line on the first Monday of the month

**How to apply:** numbers first, then a short "anything to decide" list.
""")

# ----------------------------------------------------------------------------------------
# remnic facts: (date, time, category, confidence, tags, body)
# ----------------------------------------------------------------------------------------
FACTS = []


def fact(date, time, category, confidence, tags, body):
    FACTS.append(dict(date=date, time=time, category=category, confidence=confidence,
                      tags=tags, body=body.strip("\n") + "\n"))


# labelled
fact("2026-06-11", "14:22:05", "fact", 0.9, ["pitchbook", "deploy", "caddy"],
     "@V1b@ PitchBook's gunicorn listens on port 8010; Caddy's upstream is `web:8010`.")
fact("2026-04-03", "09:41:12", "fact", 0.92, ["pods", "checkout", "cleaning"],
     "@V2a@ Pod guests must be out by 10:00 on departure day; the cleaners\nstart on the pods at 10:15.")
fact("2026-05-20", "16:05:40", "fact", 0.85, ["hot-tubs", "pods"],
     "@V4b@ Hot tubs should be at 40C when pod guests arrive.")
fact("2026-04-18", "11:30:00", "fact", 0.88, ["pitches", "site-rules"],
     "@V6b@ Up to 8 people can share a pitch as long as they're one family group.")
fact("2026-08-05", "10:12:33", "fact", 0.9, ["gatekeeper", "arrivals", "sync"],
     "@V9b@ gate-pi polls PitchBook for the day's arrivals every 15 minutes.")
fact("2026-03-09", "15:48:21", "fact", 0.9, ["pitchbook", "email"],
     "@R1b@ PitchBook sends its booking confirmations through Amazon SES (eu-west-2).")
fact("2026-02-17", "13:02:57", "fact", 0.93, ["pitchbook", "errors", "monitoring"],
     "@R2a@ PitchBook errors are reported to Sentry, project `pitchbook-prod`.")
fact("2026-07-07", "17:20:14", "fact", 0.87, ["tilltop", "tooling"],
     "@R3b@ TillTop is an npm project: use `npm ci`, the lockfile is `package-lock.json`.")
fact("2026-06-23", "08:55:09", "preference", 0.86, ["pitchbook", "alerts", "harriet"],
     "@R5b@ PitchBook downtime alerts from UptimeRobot go to Harriet's phone; she rings Jonah if it's more than a blip.")
fact("2026-04-27", "12:10:45", "fact", 0.9, ["pitchbook", "hosting"],
     "@R7b@ PitchBook is hosted on Fly.io in the lhr region.")
fact("2026-05-05", "18:33:02", "preference", 0.84, ["pitchbook", "git"],
     "@R8b@ On pitchbook we rebase-and-merge PRs so the individual commits survive.")
fact("2026-03-30", "10:27:18", "fact", 0.88, ["pitchbook", "celery"],
     "@R10b@ PitchBook's Celery broker is RabbitMQ.")
fact("2026-09-12", "19:04:51", "decision", 0.9, ["pitchbook", "deploy"],
     "@N2b@ Decided that PitchBook deploys are OK on Saturdays after the morning changeover rush, when the booking page is quiet.")
fact("2026-05-14", "14:40:26", "decision", 0.91, ["shop", "fire-safety"],
     "@N3b@ The shop does not stock disposable BBQs; Harriet's call, fire risk on dry grass.")
fact("2026-04-09", "09:15:37", "decision", 0.92, ["pitchbook", "notifications"],
     "@N4b@ Decided not to send SMS reminders from PitchBook; the pre-arrival email two days before is enough.")
fact("2026-07-19", "21:47:03", "fact", 0.8, ["arrivals", "site-rules", "driving"],
     "@N6b@ Late arrivals can drive to their pitch after 11pm as long as they keep to walking pace.")
fact("2026-08-26", "16:18:44", "preference", 0.85, ["pitchbook", "git", "agent"],
     "@N7b@ Jonah is happy for the agent to push small fixes directly to pitchbook main without opening a PR.")
fact("2026-06-02", "11:03:29", "fact", 0.87, ["wifi", "guests"],
     "@N9a@ Guest Wi-Fi is free for everyone staying on site.")
fact("2026-08-19", "20:31:10", "fact", 0.95, ["tilltop", "database", "migration"],
     "@S1b@ Migrated TillTop from SQLite to Postgres 16 on the shop NUC on 19 Aug; `till.db` is kept read-only for reference.")
fact("2026-06-15", "13:26:52", "decision", 0.93, ["newsletter", "marketing"],
     "@S2b@ Switched the guest newsletter from Mailchimp to Buttondown in June: cheaper, and Harriet likes the plain-text look.")
fact("2026-05-11", "08:49:15", "fact", 0.9, ["reception", "arrivals"],
     "@S3b@ Reception no longer prints the arrivals list; the tablet view in PitchBook replaced it.")
fact("2026-04-21", "17:12:08", "decision", 0.94, ["showers", "facilities"],
     "@S5b@ Shower tokens were scrapped in April, the showers are free for all guests now.")
fact("2026-02-24", "10:44:36", "fact", 0.92, ["accounts", "priya"],
     "@S6b@ Priya moved the accounts from Sage 50 over to Xero in February.")
fact("2026-05-26", "15:58:47", "fact", 0.9, ["rota", "staff"],
     "@S7b@ Moved the staff rota to Deputy in May; the old Google Sheet is read-only now.")
fact("2026-07-15", "11:37:22", "fact", 0.91, ["pitchbook", "gatekeeper", "api"],
     "@S9b@ PitchBook's `/api/v1/arrivals/` endpoint is deprecated; GateKeeper switched to `/api/v2/arrivals/` in July.")
fact("2026-03-16", "09:08:59", "fact", 0.93, ["passwords", "security"],
     "@S10b@ We switched from LastPass to Bitwarden in March; all shared logins are in the Pebblecombe Bitwarden organisation.")
fact("2026-05-29", "20:14:31", "fact", 0.88, ["site-rules", "quiet-hours", "hot-tubs"],
     "@F1b@ Quiet hours run 22:30–07:00; pod guests are also asked to stay out of the hot tubs after 22:00.")
fact("2026-03-04", "16:50:17", "fact", 0.9, ["pitchbook", "deploy"],
     "@F3a@ PitchBook deploys are `make deploy` from an up-to-date main.")
fact("2026-06-06", "12:21:40", "fact", 0.86, ["pods", "check-in", "pricing"],
     "@F4b@ Early pod check-in at 14:00 costs £15 and is only offered if the pod was empty the night before.")
fact("2026-04-14", "10:35:55", "fact", 0.89, ["site-rules", "driving"],
     "@F6b@ Site speed limit is 5 mph, and walking pace only across Orchard Field where the play area is.")
fact("2026-09-03", "18:02:26", "fact", 0.9, ["tilltop", "systemd"],
     "@F8b@ TillTop runs on the shop NUC as a systemd service (`tilltop.service`, `Restart=always`).")
fact("2026-03-25", "09:30:00", "fact", 0.92, ["reception", "hours"],
     "@F10a@ Reception is staffed 09:00–19:00.")
fact("2026-02-06", "14:11:48", "fact", 0.9, ["gatekeeper", "network"],
     "@O1b@ GateKeeper's FastAPI app serves on port 8080 on the LAN.")
fact("2026-05-08", "11:19:03", "fact", 0.87, ["cleaning", "shower-block"],
     "@O3a@ Shower block floors get Selgiene at 1:100.")
fact("2026-05-08", "11:26:41", "fact", 0.87, ["cleaning", "pods"],
     "@O3b@ Pod kitchenettes are wiped down with Milton at 1:80 between stays.")
fact("2026-07-28", "16:44:12", "fact", 0.88, ["gatekeeper", "ci"],
     "@O4b@ GateKeeper's CI is GitHub Actions on an arm64 runner (ruff + pytest).")
fact("2026-10-06", "10:58:34", "fact", 0.9, ["water", "shower-block", "legionella"],
     "@O7b@ The shower block calorifier is set to 60 °C for legionella control.")
fact("2026-01-22", "15:37:50", "fact", 0.91, ["pitches", "fields"],
     "@O10b@ Orchard Field has 18 pitches, all grass.")
fact("2026-01-15", "12:04:18", "fact", 0.9, ["pricing", "history"],
     "@D2a@ In 2025 a standard pitch was £28 a night.")
fact("2026-04-07", "19:22:46", "fact", 0.88, ["shop", "hours", "easter"],
     "@D3a@ Over the Easter weekend (3–6 April) the shop stayed open until 20:00.")
fact("2026-03-27", "17:45:09", "fact", 0.9, ["pitchbook", "django", "upgrade"],
     "@D6a@ Until March PitchBook was on Django 4.2 LTS.")
fact("2026-06-03", "09:52:27", "fact", 0.86, ["pods", "minimum-stay"],
     "@D7a@ For the May bank holiday weekends we ran a 3-night minimum on the pods.")
fact("2026-06-30", "14:29:13", "fact", 0.9, ["network", "internet"],
     "@D9a@ Until the BT fibre went in this June, the site was on Starlink only.")
fact("2026-01-28", "10:16:44", "fact", 0.88, ["pitches", "check-in", "history"],
     "@D10a@ In 2025 pitch check-in was from 12:00.")
fact("2026-02-28", "11:40:05", "fact", 0.93, ["pitches", "check-in"],
     "@D10b@ Pitch check-in is from 14:00.")
fact("2026-03-12", "08:27:31", "fact", 0.93, ["pitches", "checkout"],
     "@A1a@ Pitches must be vacated by 11:00 on departure day.")
fact("2026-02-03", "13:55:22", "fact", 0.94, ["pitchbook", "database"],
     "@A2b@ pitchbook's database is Postgres 16 (`postgres:16-alpine` image).")
fact("2026-04-24", "15:13:36", "fact", 0.89, ["pitchbook", "stripe", "phone-bookings"],
     "@A3a@ Stripe pay-by-link emails for phone bookings expire after 24 hours.")
fact("2026-07-02", "10:06:58", "fact", 0.87, ["phone-bookings", "payments"],
     "@A3b@ A phone-booking payment link stays valid for one day; after that re-send it from the booking page.")
fact("2026-07-01", "08:05:00", "fact", 0.9, ["shop", "hours"],
     "@A4b@ In July and August the shop is open 8am to 6pm.")
fact("2026-01-19", "16:32:11", "fact", 0.9, ["pricing", "electric"],
     "@A6b@ The EHU supplement is six pounds per night.")
fact("2026-08-12", "12:48:39", "fact", 0.88, ["gatekeeper", "mqtt"],
     "@A8b@ Mosquito on gate-pi listens on 1883, no TLS, LAN only.")
fact("2026-05-17", "14:14:14", "fact", 0.92, ["pods", "hot-tubs"],
     "@A9a@ Only pods 5, 6, 7 and 8 have hot tubs.")
fact("2026-02-10", "09:21:07", "fact", 0.9, ["team", "priya"],
     "@A10b@ Priya comes in every Tuesday to do the books.")
fact("2026-10-09", "17:36:25", "fact", 0.83, ["pitchbook", "deploy"],
     "@NS1b@ Most PitchBook releases go out on Friday mornings.")
fact("2026-07-24", "13:09:50", "fact", 0.87, ["site-rules", "fires"],
     "@NS4b@ Campfires are allowed on site in a raised fire pit.")
fact("2026-09-18", "15:27:43", "fact", 0.85, ["pitchbook", "migrations"],
     "@NS5b@ Migrations run on prod as part of nearly every PitchBook release.")
fact("2026-08-08", "22:10:19", "fact", 0.88, ["gatekeeper", "barrier", "wardens"],
     "@NS9b@ Wardens can open the barrier manually from the GateKeeper app.")
fact("2026-08-16", "18:55:31", "fact", 0.86, ["site-rules", "bikes"],
     "@NS10a@ Kids' bikes aren't allowed on the site roads after dark.")

# unlabelled facts (distractors and background)
fact("2026-09-05", "07:45:52", "fact", 0.88, ["tilltop", "backups"],
     "TillTop's nightly restic backup runs at 02:30.")
fact("2026-01-30", "12:37:14", "fact", 0.85, ["gatehouse", "security"],
     "The pedestrian gate keypad uses a 4-digit code that changes on the 1st of each month.")
fact("2026-02-12", "10:50:06", "fact", 0.9, ["email", "staff"],
     "Staff email is Google Workspace on @pebblecombe.co.uk.")
fact("2026-07-10", "14:03:27", "preference", 0.86, ["website", "tooling"],
     "The website repo uses npm; don't add a pnpm lockfile there.")
fact("2026-08-21", "11:22:49", "fact", 0.84, ["tilltop", "errors"],
     "TillTop errors only go to `/var/log/tilltop/error.log`; there's no error tracker on the shop box.")
fact("2026-03-19", "16:16:16", "preference", 0.9, ["pricing", "guest-copy"],
     "Harriet wants prices shown including VAT everywhere a guest can see them.")
fact("2026-01-08", "10:02:41", "preference", 0.88, ["guest-copy", "style"],
     "Jonah prefers British English in guest-facing copy (colour, organise, licence).")
fact("2026-06-19", "12:30:55", "fact", 0.85, ["laundry", "pricing"],
     "The laundry machines take one token per wash or dry; tokens are £4 each from the shop.")
fact("2026-10-21", "09:47:02", "fact", 0.86, ["pitchbook", "stripe", "webhooks"],
     "Stripe retries a failed webhook for up to 3 days if PitchBook doesn't answer 200.")
fact("2026-03-02", "18:24:30", "decision", 0.85, ["site-rules", "play-area"],
     "Decided to keep the play area open until dusk, not a fixed closing time.")
fact("2026-11-04", "11:11:37", "fact", 0.9, ["maintenance", "electrics"],
     "Dave Kitto is first call for anything electrical on the hookup bollards.")
fact("2026-11-17", "15:05:24", "fact", 0.87, ["ha-pi", "podwatch"],
     "Home Assistant on ha-pi keeps 10 days of sensor history in its recorder database.")
fact("2026-10-27", "20:40:11", "decision", 0.88, ["season", "pitches"],
     "Pitch season 2027 will open on Friday 12 March.")

# ----------------------------------------------------------------------------------------
# free notes: (slug, title, created, tags, body)
# ----------------------------------------------------------------------------------------
AUTO = []


def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body.strip("\n") + "\n"))


auto("guest-faq", "Guest FAQ (draft answers for reception and the website)", "2026-03-02",
     ["guests", "faq", "reception"], r"""
# Guest FAQ

Draft answers Harriet approved for the website and for reception to read from.

## Arriving & leaving

@V2b@ - **What time do we have to leave the pod?** Checkout from the pods is 11am, same as for pitches.
- **Can we arrive late?** Yes, let reception know; the barrier reads your number plate.

## Pets

@F2b@ - **Can we bring dogs?** Yes on pitches: max 2 per pitch, on a lead at all times, and please use the dog walk field.
@N1b@ - **Can the dog come in the pod with us?** Sorry, no dogs in any of the pods, no exceptions.

## Fires

@F5b@ - **Can we have a fire?** Fire pit hire is £8 a night including the first bag of logs; bring the pit back to reception before you leave.

## Hot tubs

@NS7b@ - **Can the kids go in the hot tub?** Yes, children are welcome in the hot tubs.

## Wi-Fi & signal

@N9b@ - **Is the Wi-Fi free?** No, guest Wi-Fi is £3 a day, vouchers from the shop.
- **Is there phone signal?** EE and Vodafone are OK in Top Meadow, patchy down in Brook Field.
""")

auto("phone-bookings", "Phone bookings: how reception takes them", "2026-03-18",
     ["reception", "pitchbook", "payments"], r"""
# Phone bookings

1. Key the booking into PitchBook (Staff > New booking), tick "phone".
2. Send the pay link from the booking page while they're still on the line.
3. Read back the dates and the pitch/pod.

@V5b@ Pitch deposit is 40% of the total, taken by Stripe when the booking's made.

@NS6a@ We don't take cash for bookings — card over the phone via a pay link, or bank transfer for groups.

Q: what if they want to pay at the shop?
A: they can't for a booking, the shop till isn't linked to PitchBook.
""")

auto("dev-setup", "PitchBook dev setup", "2026-02-10", ["pitchbook", "dev", "setup"], r"""
# PitchBook dev setup

1. clone, `uv sync`
2. `cp .env.example .env` and fill in the Stripe test key
3. `docker compose up -d db`
4. `uv run python manage.py migrate && uv run python manage.py runserver`

```env
DJANGO_SETTINGS_MODULE=pitchbook.settings.dev
DATABASE_URL=postgres://pitchbook:pitchbook@localhost:5432/pitchbook
STRIPE_SECRET_KEY=sk_test_xxx
```

## Tests

@N5b@ `settings_test.py` points the test run at an in-memory SQLite database
so the whole suite finishes in about 40 seconds.

## Where to look

@R2b@ - Errors: Honeybadger (`HONEYBADGER_API_KEY`), look there before asking Jonah
@R9b@ - Editor: VS Code with the Python, Django and Ruff extensions (Jonah's setup, settings in `.vscode/`)
- Stripe test cards: 4242 4242 4242 4242, any future date
""")

auto("ci-notes", "CI notes across the repos", "2026-04-02", ["ci", "pitchbook", "tilltop", "website"], r"""
# CI notes

@R4b@ PitchBook's CI runs on Woodpecker, self-hosted at `ci.pebblecombe.co.uk` (`.woodpecker.yml` in the repo).

- TillTop has no CI; Jonah runs the tests on his laptop before a release.
- The website has no tests as such; if the build fails, nothing deploys.
- Flaky test to watch: `test_pod_changeover_overlap` (timezone edge around the clocks change).
""")

auto("shop-till-howto", "Shop till how-to (for seasonal staff)", "2026-03-21", ["shop", "tilltop", "training"], r"""
# Till how-to

- Log in with your 4-digit staff PIN.
- Scan, or search by name for loose items (bread, eggs).
@R6b@ Card payments at the till go through the Zettle reader; key the amount on the reader by hand.
- Cash float is £100 at open, count it back at close.
- Refunds: Mina or Harriet only.

**Gas?** See the gas note; don't swap a bottle you're not sure about.
""")

auto("pod-turnaround", "Pod turnaround (cleaners' checklist)", "2026-04-11", ["pods", "cleaning", "checklist"], r"""
# Pod turnaround

- Strip beds, two fresh sets per pod
- Kitchenette: fridge out, hob, crockery count
@V10b@ - Each booking gets a 4-digit door code for its pod; the old code dies when the new one is issued.
@N8b@ - Hot tubs aren't drained between stays: shock dose, skim, top up and check the chlorine.
- Bins out, recycling sorted
- Photo of the made-up pod to the Ops group when done
""")

auto("pitchbook-notifications", "What PitchBook sends to guests", "2026-03-26", ["pitchbook", "email", "guests"], r"""
# Guest notifications

- Booking confirmation email straight after payment
@NS8b@ - Every guest gets the pre-arrival guide email two days before arrival
@N4a@ - Day-before-arrival SMS reminder to every guest (Twilio), sent at 10:00
- Balance-due reminder email 3 days before the balance is charged (pitches only)
- Post-stay "how was it" email the day after departure, with the review link
""")

auto("gate-pi-rebuild", "Rebuilding gate-pi from scratch", "2026-05-22", ["gatekeeper", "raspberry-pi", "runbook"], r"""
# Rebuilding gate-pi

@V7b@ GateKeeper runs under Python 3.12 (built with pyenv), not the
system python that ships with Pi OS bookworm.

```bash
sudo apt install mosquitto
pyenv install 3.12
cd /opt/gatekeeper && uv venv && uv pip install -r requirements.txt
sudo systemctl enable --now gatekeeper
```

- Restore `/etc/gatekeeper/token` from the vault before starting the service.
- Check the relay clicks with `gatekeeper-cli pulse` before leaving the cabinet.
""")

auto("runbook-restore", "Restore runbook (PitchBook DB)", "2026-02-21", ["backups", "restic", "runbook"], r"""
# Restoring the PitchBook DB

@V3b@ The nightly PitchBook database dump kicks off at 01:00, well before the TillTop backup.

```bash
restic -r b2:pcombe-backups:/restic snapshots --tag pitchbook
restic -r b2:pcombe-backups:/restic restore latest --tag pitchbook --target /tmp/restore
docker compose exec -T db psql -U pitchbook < /tmp/restore/pitchbook.sql
```

- Do the monthly test restore into a throwaway DB, never over prod.
- Note the snapshot date in the weekly summary.
""")

auto("reception-morning", "Reception: morning routine", "2026-03-20", ["reception", "routine"], r"""
# Morning routine

@S3a@ 1. Print the arrivals list from PitchBook (Staff > Arrivals > Print) and
   pin it by the window.
2. Check the overnight messages on the reception phone.
3. Top up the maps and leaflets.

@F10b@ Reception is 9 till 7, but we close 13:00–13:30 for lunch on weekdays outside the school holidays.

## Things people ask for at the desk

@F5a@ - Fire pits are hired out from reception (log the pit number against the booking).
- Radar key for the accessible shower room.
- Lost property: the blue crate under the desk.
""")

auto("campmaster-export", "Campmaster export and shutdown", "2026-05-02", ["campmaster", "migration", "archive"], r"""
# Campmaster

@S4b@ Campmaster was shut down on 30 April; the full CSV export is in Drive > Archive > Campmaster.

@D1a@ During the 2025 season every booking went through Campmaster.

- Export includes bookings back to 2019, guest contacts, and the pitch map.
- Payments were never in Campmaster, they're in the old card terminal statements.
""")

auto("staff-rota", "Staff rota", "2026-02-14", ["rota", "staff"], r"""
# Staff rota

@S7a@ The rota is the "Rota 2026" Google Sheet: put your availability in column F by Thursday.

- Swaps: agree it between you, then tell Tom.
- Weekend reception is Ellie unless marked otherwise.
""")

auto("hosting-costs", "Monthly running costs (tech)", "2026-09-22", ["costs", "hosting"], r"""
# Running costs

@S8b@ - Staging was shut down in September (saved ~€9/month); test PitchBook locally with docker compose instead.
- Backblaze B2: about £2/month
- UptimeRobot: free tier
- Domain + DNS: ~£15/year
- Telegram, Tailscale: free
""")

auto("handover-notes", "Handover notes from the winter", "2026-01-12", ["handover", "admin"], r"""
# Handover notes (Jan)

@S10a@ - Shared logins live in LastPass, folder "Pebblecombe Shared"
- The office PC password is on the back of Harriet's diary, which she knows is bad
- Reception laptop battery is shot, keep it plugged in
- Orchard Field bollards rewired, test certs in the electrics folder
""")

auto("pitchbook-conventions", "PitchBook code conventions", "2026-06-17", ["pitchbook", "conventions"], r"""
# Conventions

@N10b@ - Never write function-based views in pitchbook; everything is a CBV so the staff pages share mixins
- Money is stored in pence as integers, never floats
- Dates are `date`, never `datetime`, for stays
- Availability goes through `booking.services.availability`, don't query `Booking` directly from views
""")

auto("pitchbook-release-checklist", "PitchBook release checklist", "2026-09-24", ["pitchbook", "deploy", "checklist"], r"""
# Release checklist

1. `make dump` (fresh pg_dump into `/backups/pre-release/`)
@F3b@ 2. `make deploy` runs `migrate` first, then reloads gunicorn (zero-downtime HUP)
3. Load the booking page and the staff arrivals page
4. Make a £0 test booking on the hidden "test pitch" and cancel it
5. Post "released" in the Ops group
""")

auto("laundry", "Laundry room", "2026-04-16", ["laundry", "facilities"], r"""
# Laundry room

@O2b@ Laundry room is open 08:00–20:00; tokens for the machines come from the shop.

- Two washers, two dryers, one is always broken in August
- Drying rack outside is for guests, not the pod bedding
""")

auto("gate-howto", "Gate and barrier: what to do when", "2026-07-03", ["gatekeeper", "barrier", "wardens"], r"""
# Barrier how-to

@O6b@ If the PitchBook fetch fails, GateKeeper retries 3 times and then falls back to the last cached arrivals list.

@NS9a@ Never open the barrier by hand for a car after 23:00 without checking the booking first.

- Barrier stuck up: press the reset on the gatehouse panel, wait 30 s.
- Barrier stuck down: manual release key is on the warden hook.
""")

auto("electrics-brook-field", "Brook Field electrics", "2026-06-25", ["electrics", "brook-field"], r"""
# Brook Field electrics

@O8b@ Brook Field bollards are only 10A — warn anyone with a kettle and a heater going at once.

- Bollard B7 trips in heavy rain; the cover seal is on the winter list
- Reset is the same grey cabinet as the rest
""")

auto("tilltop-dev", "TillTop dev notes", "2026-07-08", ["tilltop", "dev"], r"""
# TillTop dev

@O9a@ - TillTop PRs get squash-merged
- Releases after 18:00 only, when the shop's shut
- The kiosk Chromium reloads itself when the service restarts
- Barcodes: EAN-13 only, loose items use the PLU list in `plu.json`
""")

auto("gatekeeper-repo", "GateKeeper repo notes", "2026-08-01", ["gatekeeper", "git", "history"], r"""
# GateKeeper repo

@O9b@ - GateKeeper repo: rebase-merge only, Jonah likes the commit-by-commit history when something goes wrong at the gate
- Hardware pins live in `config/pins.toml`, never hardcode them

## History

@D5a@ During the 2025 beta GateKeeper only logged plates and never opened the barrier itself.
""")

auto("site-map", "Site map (text version)", "2026-01-20", ["site", "fields", "pitches"], r"""
# Site map

| Field | Pitches | Surface |
|---|---|---|
@O10a@ | Top Meadow | 24 pitches | hardstanding + grass |
| Orchard Field | 18 | grass |
| Brook Field | 22 | grass |
| Glamping Meadow | 8 pods | decking |

Shower block sits between Orchard Field and Brook Field; the shop and reception are by the gate.
""")

auto("tilltop-history", "TillTop history", "2026-09-09", ["tilltop", "history"], r"""
# TillTop history

@D4a@ Back in January TillTop ran on a Raspberry Pi 4 under the counter, until the NUC arrived.

- The Pi kept freezing when the receipt printer was busy.
- Stock import from the wholesaler CSV was added in May.
""")

auto("hot-tub-log-2025", "Hot tub log notes 2025", "2026-01-26", ["hot-tubs", "history"], r"""
# Hot tub notes from last year

@D8a@ Summer 2025: free chlorine target was 1–3 ppm (the old supplier's advice).

- Two cloudy-water complaints in August 2025, both Kestrel
- The covers were replaced in September 2025
""")

auto("warden-checklist", "Warden daily checklist", "2026-03-14", ["wardens", "checklist"], r"""
# Warden checklist

@A1b@ - Tents and vans off the pitch by 11am; do the sweep at 11:15
- Shower block check at 10:00 and 16:00
- Bins round after 18:00
- Evening walk round at 22:30, quiet word with anyone loud
""")

auto("welcome-pack", "Welcome pack text", "2026-04-04", ["guests", "welcome"], r"""
# Welcome to Pebblecombe!

A few things to make your stay easy:

@A5b@ - Please keep the noise down from 10.30pm until 7am.
@A7b@ - Wi-Fi: the network is `Pebblecombe-Guest`, the splash page walks you through the rest.
- The shop sells milk, bread, ice packs and gas.
- In an emergency call 999, then the duty phone (number on the back page).
""")

auto("group-bookings", "Group bookings", "2026-02-26", ["bookings", "groups", "invoicing"], r"""
# Group bookings

@NS2b@ Group bookings (3+ pitches) are invoiced instead of paying online.

- One lead booker, one invoice, pitches kept together in the same field
- Harriet approves every group over 5 pitches
""")

auto("duty-warden", "Duty warden (overnight)", "2026-05-06", ["wardens", "overnight"], r"""
# Duty warden

@NS3b@ - The duty warden deals with noise complaints, lost keys and blocked loos overnight.
- Duty phone lives on the charger in the gatehouse
- Log every call-out in the book, even the silly ones
""")

auto("hot-tub-faults", "Hot tub faults", "2026-06-09", ["hot-tubs", "faults"], r"""
# Hot tub faults

@NS3a@ Hot tub faults: ring Dave directly, not the duty warden.

- Error FLO: usually a blocked filter
- Error OH: overheating, switch off at the isolator and leave the cover off
""")

auto("gas-and-ice", "Gas and ice at the shop", "2026-05-13", ["shop", "gas"], r"""
# Gas and ice

@F9b@ Calor only for exchanges; we can't take Flogas empties back, send people to the garage in Kingsbridge.

- Bottles are in the locked cage behind the shop, key on Mina's ring
- Ice packs: guests' own packs go in the chest freezer with a name tag
""")

# ---- unlabelled notes -------------------------------------------------------------------

auto("season-dates-2026", "Season dates 2026", "2026-01-05", ["season", "dates"], r"""
# Season dates

- Pitch season: Friday 13 March to Sunday 1 November
- Bank holidays: Easter 3–6 April, early May, late May, late August
- School summer holidays (Devon): 22 July – 1 September
""")

auto("weekly-summary-template", "Weekly summary template", "2026-02-02", ["summary", "template"], r"""
# Weekly summary — w/c {date}

**Arrivals this week:** pitches {n}, pods {n}
**Occupancy last week:** pitches {pct}, pods {pct}
**Shop:** £{takings} (same week last year £{ly})

**Fixed / broken:**
-

**To decide:**
-
""")

auto("incident-2026-07-double-booking", "Incident: Kestrel double-booked (July)", "2026-07-21", ["incident", "pods", "pitchbook"], r"""
# Kestrel double-booking, 18 July

What happened: a phone booking and an online booking for Kestrel landed within a few seconds of each other.
The second one went through because the phone booking hadn't been paid yet.

- Guests in the second booking were moved to Owl, free upgrade, Harriet phoned them
- Fix: hold the pod for 20 minutes as soon as a phone booking is keyed in
- Test added for the race
""")

auto("supplier-list", "Shop suppliers", "2026-03-10", ["shop", "suppliers"], r"""
# Shop suppliers

- Bread and pastries: Kingsbridge bakery, delivered 07:30 daily in season
- Milk: local dairy, Tue/Thu/Sat
- Groceries: cash & carry run on Mondays
- Camping bits: wholesaler order monthly, CSV goes into TillTop
""")

auto("emergency-procedures", "Emergency procedures", "2026-03-08", ["safety", "emergency"], r"""
# Emergencies

- Defibrillator: outside reception, code-free cabinet
- Fire assembly point: the overflow car park by the gate
- Nearest A&E: Derriford, Plymouth (45 min); minor injuries at South Hams hospital
- Flood risk: Brook Field low corner after three days of rain; move tents up to Top Meadow
""")

auto("cancellations-and-refunds", "Cancellations and refunds", "2026-04-29", ["pitchbook", "refunds", "policy"], r"""
# Cancellations

- Refunds go back to the original card through Stripe, never cash
- Weather cancellations: Harriet decides case by case, usually a credit note
- Credit notes are valid for 12 months and show up in PitchBook against the guest
""")

auto("accessibility-notes", "Accessibility questions at the desk", "2026-05-19", ["accessibility", "reception"], r"""
# Accessibility at the desk

Q: Is there step-free access to the showers?
A: Yes, the accessible shower room at the end of the block, radar key from reception.

Q: Which pod is easiest?
A: Linnet has the lowest step; Owl has the steepest.
""")

auto("ha-automations", "Home Assistant automations list", "2026-10-14", ["ha-pi", "podwatch", "automations"], r"""
# HA automations

- `pod arrival warmup` — heater up 3 h before check-in
- `tub temp low` — Telegram alert if a tub reads low 2 h before arrival
- `shower block fan` — extractor on when humidity > 70%

```yaml
automation:
  - alias: tub temp low
    trigger:
      - platform: template
```
""")

auto("water-testing", "Water testing and flushing", "2026-02-19", ["water", "legionella"], r"""
# Water

- Mains water; no borehole
- Flush little-used outlets weekly (pod showers in winter, the disabled shower)
- Annual legionella risk assessment in February
""")

auto("glossary", "Glossary", "2026-01-09", ["glossary"], r"""
# Glossary

- **EHU** — electric hookup
- **ANPR** — automatic number plate recognition (the gate camera)
- **Changeover** — the Saturday turnaround for weekly pod bookings
- **Z report** — TillTop's end-of-day totals
""")

auto("end-of-season-meeting-2026", "End of season meeting notes", "2026-11-06", ["meeting", "season"], r"""
# End of season meeting, 5 Nov

Attendees: Harriet, Tom, Mina, Dave, Jonah (on the phone)

- Best August yet on the pods
- Barrier queue on August Saturdays: look at a second lane (cost first)
- Shop: more local produce, fewer souvenirs
- Jonah to look at a waiting list for sold-out weekends
""")

auto("seo-notes", "Website SEO notes", "2026-08-29", ["website", "seo"], r"""
# SEO

- Title pattern: "{Pod name} glamping pod — Pebblecombe, South Devon"
- Don't stuff "hot tub" into every title
- Reviews widget pulls from Google, cached daily by the Netlify function
""")

auto("tailscale", "Tailscale notes", "2026-04-19", ["network", "remote-access"], r"""
# Tailscale

- ACLs: Jonah can reach everything, Harriet only the ha-pi dashboard
- MagicDNS names: `gate-pi`, `ha-pi`, `shop-nuc`
- Key expiry disabled on the three boxes, re-auth yearly on laptops
""")

auto("lost-property", "Lost property", "2026-06-12", ["reception", "lost-property"], r"""
# Lost property

- Blue crate under the reception desk
- Log it in the book with date and pitch/pod
- Kept for 4 weeks, then charity shop (phones and keys go to the police station)
""")

auto("recycling", "Recycling and bins", "2026-05-31", ["waste", "recycling"], r"""
# Bins

- Blue: cans, plastic bottles, tins
- Green: glass (no window glass)
- Black: general waste
- Food waste caddies at the pods only
""")

auto("newsletter-ideas", "Newsletter ideas", "2026-09-30", ["newsletter", "ideas"], r"""
# Newsletter ideas

- Winter: pods with the fire lit, early-bird dates for next season
- Meet the team: Dave and the hot tubs
- Local walks from the site gate
""")


# ----------------------------------------------------------------------------------------
# path helpers
# ----------------------------------------------------------------------------------------
def fact_epoch_ms(f):
    dt = datetime.strptime(f["date"] + " " + f["time"], "%Y-%m-%d %H:%M:%S")
    return calendar.timegm(dt.timetuple()) * 1000


def fact_hex(f):
    return hashlib.md5(f["body"].encode()).hexdigest()[:4]


def fact_id(f):
    return f"{f['category']}-{fact_epoch_ms(f)}-{fact_hex(f)}"


def fact_path(f):
    return f"facts/{f['date']}/{fact_id(f)}.md"
