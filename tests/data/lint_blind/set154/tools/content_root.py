# Root Claude Code auto-memory files: filename -> (name, description, title, hook, body)
# FLAT = descriptions with an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_moorings.md", "reference_greasebook.md", "reference_infra.md", "reference_glossary.md"}
ROOT = {}
def R(fn, name, desc, title, hook, body):
    ROOT[fn] = (name, desc, title, hook, body.strip("\n") + "\n")

R("reference_moorings.md", "moorings-overview",
  "moorings: the booking system — stack, services, email, payments",
  "moorings overview", "what the booking app is built from and what it talks to", """
# moorings (bookings)

Django app that takes holiday and day-boat bookings for both bases, plus the admin the base staff use.

## Stack
@@V5a@@
@@F1a@@
- Frontend: server-rendered templates + htmx, no SPA
@@V1a@@
- Celery beat runs the scheduled emails and the nightly availability rebuild

## Public side
@@D1b@@
@@A9a@@
- The availability widget on tenlockboats.co.uk is a small JS file that renders a 12-week calendar
@@N6a@@
- `/api/bookings` and `/api/boats` need the `X-Api-Key` header (keys in the admin under Integrations)

## Money
@@S1a@@
- Deposits are handled by the deposits module (see reference_deposits.md)
- Refunds are done by Linda from the admin; moorings only records them

## Email
@@R2a@@
- Templates live in `moorings/emails/templates/`, one per message type
""")

R("reference_castoff.md", "castoff-overview",
  "The handover tablet app — stack, CI, storage, what it records",
  "castoff overview", "handover/return checklist app on the tablets", """
# castoff

The handover and return app on the base tablets. Staff walk the hirer round the boat with it, the skipper signs at the end.

## Stack
@@A8a@@
@@R4a@@
@@R3a@@
@@O10a@@
- Talks to moorings over `/api/bookings` to pull the day's departures

## What it records
@@F6a@@
- Engine hours at handover and at return
- Damage found at return, with photos pinned to a boat diagram
@@S3a@@
@@R10a@@

## Behaviour
@@V4a@@
- Return inspection checklist is shorter: hull, prop, fuel, gas, inventory
@@N7a@@
""")

R("reference_greasebook.md", "greasebook-overview",
  "greasebook: engine servicing log — intervals, hosting, storage",
  "greasebook overview", "the engine servicing log and its rules", """
# greasebook

Small Flask app where Sanjit logs services, parts and engine hours for every boat.

## Servicing rules
@@V3a@@
- Generator boats (Kingfisher, Wagtail) also get the Travel Power belt checked at each service
@@D3b@@
@@NS4b@@
@@N5a@@
@@D9b@@

## Reminders
@@F3a@@
@@NS8b@@
@@O1a@@

## Running it
@@R5a@@
@@R9a@@
- Login is a shared password for the workshop plus Marcus's admin account
""")

R("reference_licencedesk.md", "licencedesk-overview",
  "Waterway licence tracker — what it tracks, reminders, stack",
  "licencedesk overview", "CRT licence tracking and reminders", """
# licencedesk

Tracks boat licences so nothing goes out on the cut unlicensed.

@@F5a@@
@@A5a@@
@@V6a@@
@@N8a@@
@@NS5a@@
- Shows a red banner on the moorings admin for any boat whose licence is under 14 days from expiry
@@O6a@@
- Runs as one more container on the Hetzner box
""")

R("reference_deposits.md", "damage-deposits",
  "How damage deposits work — amounts, holds, release, fuel",
  "Damage deposits", "rules for the deposit hold from booking to release", """
# Damage deposits

## Amounts and timing
@@V2a@@
- Day boats: see project_day_boats.md
@@D2b@@

## Provider
@@R6a@@
@@O5a@@
- Webhook endpoint: `/hooks/deposits/` in moorings

## At the wharf
@@N1a@@
@@N9a@@
- Damage is photographed in castoff at return before anything is charged

## Release
@@V10a@@
- Partial capture if damage is under the deposit amount, the rest released the same day
""")

R("reference_infra.md", "infra-overview",
  "infra: Hetzner box, backups, monitoring, error tracking",
  "Infra overview", "where everything runs and how it is watched", """
# Infra

@@D5b@@
- Postgres 16 on `db1.tenlock.internal:5432`, a separate Hetzner VM in the same private network
- Redis on the app box (ports 6379–6381)
@@F4a@@
@@V8a@@
@@S2a@@
@@R1a@@
- Logs: Loki + Grafana on the same box

## Env (example, not the real values)
```
DATABASE_URL=postgres://moorings@db1.tenlock.internal:5432/moorings
REDIS_URL=redis://redis.tenlock.internal:6380/0
BACKUP_RETENTION_DAYS=60
```
""")

R("reference_bases.md", "bases",
  "The two hire bases — changeovers, times, fuel, pump-out, phones",
  "Bases", "Hobb's Wharf and Gadsby Junction facts", """
# Bases

Hobb's Wharf (HW) on the Trent & Mersey is the original base; Gadsby Junction (GJ) on the Coventry Canal opened in April 2026.

@@A1a@@
@@A2a@@
- Hobb's Wharf phone: 01283 552 100 (base office)
@@D6b@@
@@S5a@@
- Gadsby has no fuel pump; boats are filled from the bowser before the changeover
@@S9a@@
- Hobb's Wharf boats use the pump-out at the wharf itself
""")

R("reference_fleet.md", "fleet",
  "The hire fleet — boats, lengths, berths, engines, rules aboard",
  "Fleet", "every boat with length, berths, engine and base", """
# Fleet

| Boat | Length | Berths | Engine | Base |
|---|---|---|---|---|
@@V9a@@
@@O9a@@
| Dabchick | 45 ft | 2 berths | Beta 38 | Gadsby Junction |
| Wagtail | 62 ft | 6 berths | Beta 43 | Gadsby Junction |
| Moorhen | 57 ft | 4 berths | Beta 38 | Hobb's Wharf |
| Curlew | 60 ft | 5 berths | Beta 43 | Gadsby Junction |

(The full list of 18 holiday boats is in moorings; these are the ones that come up most.)

## Rules aboard
@@N3a@@
- No smoking anywhere inside the boat
@@A10a@@
""")

R("reference_glossary.md", "glossary",
  "Glossary: canal and hire terms used in the notes",
  "Glossary", "cut, tickover, weed hatch, blacking and so on", """
# Glossary

- the cut: the canal
- tickover: engine at idle, the speed for passing moored boats
- weed hatch: the hatch over the prop, for clearing weed and plastic bags
- blacking: repainting the hull below the waterline, done in winter
- pump-out: emptying the toilet holding tank at a pump-out machine
- changeover: the day boats come back, get cleaned and go out again
- CRT: Canal & River Trust, who issue the boat licences
""")

R("reference_hirer_rules.md", "hirer-rules",
  "Rules that go in the hire agreement and the handover talk",
  "Hirer rules", "age, cruising hours, tunnel, hire length", """
# Hirer rules

@@A4a@@
@@N4a@@
@@NS6b@@
@@V7a@@
- Minimum holiday hire: 3 nights
- Hirers must not tow or be towed by another boat
""")

R("reference_contacts.md", "contacts",
  "Phone numbers and who gets which call",
  "Contacts", "who to ring for what", """
# Contacts

@@NS2b@@
- Ruth Haldane (ops director): rota of who answers the base mobile
- Sanjit Rao (engineer): workshop at Hobb's Wharf, covers Gadsby on Tuesdays and Thursdays
- Linda Fay (bookkeeper): Mondays and Wednesdays only
""")

R("reference_emails.md", "hirer-emails",
  "Which emails hirers get and when",
  "Hirer emails", "confirmation, balance, pre-arrival, deposit emails", """
# Hirer emails

- Booking confirmation straight after payment of the booking fee
@@F7a@@
@@NS10b@@
- Thank-you email with a review link two days after return
""")

R("user_ruth.md", "ruth",
  "Ruth Haldane, ops director — how she wants things reported",
  "Ruth (ops director)", "Ruth's role and reporting preferences", """
Ruth Haldane, ops director and co-owner. Not technical; decides on anything that touches hirers or money.

@@F8a@@
@@S6a@@
Likes to hear about problems before hirers do.
""")

R("user_marcus.md", "marcus",
  "Marcus Ebbs, developer — setup and habits",
  "Marcus (developer)", "Marcus's role, tools and habits", """
Marcus Ebbs.

@@A7a@@
@@R7a@@
Works Tuesday to Saturday in the season so he's around for the Friday changeover.
""")

R("feedback_git.md", "git-workflow",
  "How PRs are merged in moorings",
  "Git workflow (moorings)", "merge style and branch names for moorings", """
@@R8a@@

**Why:** Marcus bisects a lot when a booking bug shows up, and small commits make that quick.

**How to apply:** branch names `mg/<short-topic>`, keep commits small and self-contained.
""")

R("feedback_castoff_prs.md", "castoff-prs",
  "PR rules for the castoff repo",
  "castoff PRs", "merge rule for castoff PRs", """
@@N2a@@

**Why:** when a tablet reports a crash we look up the build number and need the exact commit.

**How to apply:** merge castoff PRs with a merge commit; tidy the commits before asking for review.
""")

R("feedback_bookings.md", "booking-records",
  "Don't remove booking rows — the accounts depend on them",
  "Booking records", "what to do with unwanted bookings", """
@@N10a@@

**Why:** Linda reconciles deposits and refunds against booking ids at year end.

**How to apply:** use the Cancel action in the admin; if a booking is a duplicate, cancel it with reason "duplicate".
""")

R("feedback_deploys.md", "deploy-timing",
  "When deploys are allowed during the season",
  "Deploy timing", "Friday rule and the changeover", """
@@NS7a@@

**Why:** in June a migration locked the bookings table during Friday handovers and castoff couldn't load departures.

**How to apply:** check #ops before a Friday deploy; Saturday mornings are Gadsby's changeover, avoid those too.
""")

R("feedback_testing.md", "testing",
  "Tests expected before merging",
  "Testing", "what to run before a PR is ready", """
Run the full pytest suite and `python manage.py makemigrations --check` before asking for review on moorings.

**Why:** a missing migration broke the balance reminders in May.

**How to apply:** add a test for every booking-rule change (lengths, dates, boat availability).
""")

R("feedback_reply_style.md", "reply-style",
  "How Marcus wants answers",
  "Reply style", "short answers, commands he can paste", """
Keep answers short and give the exact command; no summaries of what was just done.

**Why:** Marcus reads replies on his phone between handovers.

**How to apply:** one code block per command, no headings in short answers.
""")

R("project_gadsby_opening.md", "gadsby-opening",
  "Opening the second base at Gadsby Junction (April 2026)",
  "Gadsby Junction opening", "what happened when the second base opened", """
# Gadsby Junction opening

Gadsby opened on 2026-04-03 with six boats moved from Hobb's Wharf and two new builds.

@@D6a@@
- castoff and moorings got a `base` field in March; every booking now belongs to one base
- Sanjit covers both bases; a second engineer is planned for 2027
""")

R("project_winter_season.md", "winter-season",
  "Winter 2026/27 plan — which boats stay in service",
  "Winter season", "winter hire plan and lay-up", """
# Winter 2026/27

@@D8b@@
- Blacking is booked with the dry dock at Shobnall in January and February
- Winter hires need the Webasto heater checked at every changeover
""")

R("project_tablets.md", "handover-tablets",
  "The tablets used for handovers and how they are managed",
  "Handover tablets", "tablet fleet and device management", """
# Handover tablets

@@F10a@@
@@S10a@@
- Screen lock PIN is on the card in the base office safe
""")

R("project_parts_suppliers.md", "parts-suppliers",
  "Where engine and boat parts come from",
  "Parts suppliers", "suppliers for engine and boat parts", """
# Parts suppliers

@@S7a@@
- Gas bottles come from the Calor depot in Burton
- Mattresses and cushions: Foam For Boats, ordered by Kerry
""")

R("project_pumpouts.md", "pumpouts",
  "Pump-outs during hires — who pays and where",
  "Pump-outs", "hirer pump-out policy", """
# Pump-outs

@@A6a@@
- Hirers are asked to return the boat with the tank under half full; the base pumps out at changeover
""")

R("project_day_boats.md", "day-boats",
  "Day-boat hire — deposits and handovers",
  "Day boats", "how day-boat hires differ from holidays", """
# Day boats

Two day boats at Hobb's Wharf (Teal and Coot), 10 people each, 10:00 to 17:00.

@@O2a@@
@@O4a@@
- Day boats are booked in moorings like any other hire, boat type `day`
""")

R("project_short_breaks.md", "short-breaks",
  "Short-break hires — when they are offered",
  "Short breaks", "short-break rules", """
# Short breaks

@@F9a@@
- Short breaks start on the base's changeover day or on a Monday
""")

R("project_balance_reminders.md", "balance-reminders",
  "Balance reminder timing for holiday hires",
  "Balance reminders", "when hirers are chased for the balance", """
# Balance reminders

@@O7a@@
- Bookings made inside 56 days pay in full at booking, so they get no reminder
""")

R("project_online_checkin.md", "online-checkin",
  "Online check-in before arrival — history and decisions",
  "Online check-in", "the online check-in feature and its beta", """
# Online check-in

@@D10a@@
- The licence upload was dropped after hirer complaints and because nobody checked the photos
- Check-in opens 14 days before departure and closes the evening before
""")

R("user_kerry.md", "kerry",
  "Kerry Dunmore, Hobb's Wharf base manager",
  "Kerry (base manager)", "Kerry's role and what she needs from the tools", """
Kerry Dunmore runs Hobb's Wharf: handovers, cleaners, the office phone and deposits.

Uses castoff all day on changeover; anything that slows the handover screen gets reported straight away.
""")

R("project_review_links.md", "review-links",
  "Review request emails after a hire",
  "Review links", "where the review email sends hirers", """
# Review links

The thank-you email links to Google reviews for the base the hire started from.
- Hobb's Wharf and Gadsby Junction have separate Google business profiles
""")

R("reference_repos.md", "repos",
  "Where the code lives",
  "Repos", "repository names and owners", """
# Repos

- `tenlock/moorings`, `tenlock/castoff`, `tenlock/greasebook`, `tenlock/licencedesk` on GitHub
- Infra config (Compose files, Caddyfile) in `tenlock/infra`
""")

R("feedback_migrations.md", "migrations",
  "How to write Django migrations for moorings",
  "Migrations", "rules for schema changes on the bookings tables", """
Add new columns as nullable first and backfill in a separate migration.

**Why:** the bookings table is locked while a default is written to every row.

**How to apply:** two PRs for any non-null column on `booking` or `hire`.
""")
