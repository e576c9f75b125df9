# Root (Claude Code auto-memory) files. Lines starting with "@ID@ " carry a labelled claim.
# (fname, name, description, type, title, hook, body, flat_description)
ROOT = [
("reference_stemdesk.md", "stemdesk", "stemdesk order system — stack, database, integrations, screens", "reference",
 "stemdesk", "order system for both shops, phone and web orders", """# stemdesk (orders)

The order system for both shops: counter orders, phone orders, web orders (pulled from Shopify) and funeral
work coming in from tributeline. Repo `github.com/wrenwillow/stemdesk`, owned by Jonah.

## Stack
@F1a@ - PHP 8.3, Laravel 11, Livewire for the counter screens
@V1a@ - Postgres 16 at `pg-stemdesk.wrenwillow.internal:5432` (database `stemdesk_prod`)
- Queue: Laravel Horizon on Redis `redis.wrenwillow.internal:6379`, db 2
@D5b@ - Runs on Render: 2 web instances and 1 Horizon worker (`stemdesk-web`, `stemdesk-worker`)
@R2b@ - CI: GitHub Actions (`.github/workflows/ci.yml`) running PHPUnit and Pint

## Integrations
@V9b@ - Pulls new Shopify orders every 5 minutes (`SHOPIFY_POLL_INTERVAL=5m`)
@A5a@ - Shopify store: `wren-and-willow.myshopify.com`
@R4b@ - Transactional email (order confirmations, delivery receipts): Postmark, server `stemdesk-prod`
@F6a@ - Errors: Sentry project `stemdesk`
- Phone orders are paid with a Stripe payment link texted to the customer while they're on the line

## Screens
@F10a@ - The Tributes tab lists orders that funeral directors placed in tributeline
- Counter screen shows today's orders per shop, colour-coded by delivery slot
- Card messages are printed from the order screen on the Brother card printer
""", False),

("reference_vowbook.md", "vowbook", "vowbook weddings and events app — stack, bookings, deposits, quotes", "reference",
 "vowbook", "weddings and events: consultations, quotes, deposits", """# vowbook (weddings and events)

Django app Colette's team lives in from January to October. Repo `github.com/wrenwillow/vowbook`.

## Stack
@V5a@ - Django 5.1 on Python 3.12
@R3b@ - Hosted on Render (web service `vowbook-web`, Frankfurt region), Celery worker alongside
@O1a@ - Redis: `redis.wrenwillow.internal:6379` db 0 (sessions and the Celery broker)
- Postgres 16, database `vowbook`

## Bookings
@F2a@ - Consultations are booked through vowbook's calendar
@V3a@ - Booking deposit: 25% of the quote, taken when the couple signs
@R9b@ - Deposits are paid through Stripe payment links generated per booking
@A8b@ - Quotes expire after 30 days
@F8a@ - Final numbers are locked 4 weeks before the wedding
- Balance due 14 days before the wedding; vowbook emails a reminder a week before that
- Venue access notes (load-in times, who holds keys) live on the booking, not in the quote
""", False),

("reference_tributeline.md", "tributeline", "tributeline funeral director portal — stack, deploy, tribute rules", "reference",
 "tributeline", "funeral director ordering portal", """# tributeline (funeral director portal)

Small portal where partner funeral directors order sprays, wreaths, posies and lettered tributes.
Orders flow into stemdesk. Repo `github.com/wrenwillow/tributeline`.

## Stack
@O10b@ - Node 22, Express 4, server-rendered with Nunjucks
@O6a@ - Runs on Render as `tributeline-web`, with its own small Postgres
@R5a@ - Errors: Sentry project `tributeline`
@S7a@ - Deploy: run `./deploy.sh prod` from Jonah's laptop; it calls the Render deploy hook

## Orders
@V6a@ - Lettered tributes (MUM, GRANDAD, first names) need 48 hours' notice
- Sprays, posies and wreaths can be ordered for next-day delivery up to 15:00
@N2b@ - Tributes never go to a family home — always to the funeral director's premises
@N9b@ - FDs don't get credit accounts: every tribute is paid upfront by card
@NS8a@ - Prices are never shown to the family; only the funeral director sees them
- Each FD has one login per branch; Marta creates them by hand
""", False),

("reference_vanrun.md", "vanrun", "vanrun deliveries: driver app, routing, SMS, delivery rules", "reference",
 "vanrun", "deliveries, drivers and routes", """# vanrun (deliveries)

Delivery planning, driver app and customer texts. Rhys runs the vans; Jonah maintains the code.

## Stack
@R1a@ - Package manager: pnpm 9 (`pnpm install` at the repo root)
- Backend: Fastify + Postgres (`vanrun-db` on Render); driver app built with Expo
@R8b@ - Route optimisation: Routific API (`ROUTIFIC_TOKEN` in the env)
@R7a@ - Customer SMS ('on its way', 'delivered'): Twilio, sender ID `WrenWillow`
@O3b@ - A failed SMS is retried up to 3 times, five minutes apart

## Rules
@V2a@ - Same-day cut-off: 13:00 for delivery the same afternoon
@V7a@ - A single run is capped at 18 drops
@D3b@ - Fleet: 4 vans (2 at Clapham, 2 at Greenwich)
@N6a@ - The driver app works offline: drops are queued on the phone and sync when signal comes back
- Delivery slots: morning (9–13) and afternoon (13–18)
- Photos of each drop are kept for 90 days, then purged
""", True),

("reference_marketlist.md", "marketlist", "marketlist buying-list tool for the flower market runs", "reference",
 "marketlist", "buying lists for the market runs", """# marketlist (buying)

Dev's tool for building the buying list before each market run and recording what was paid.

@F9a@ - Python 3.12, FastAPI, SQLite on the workshop box
- Builds the list from stemdesk's open orders plus vowbook's wedding stem counts for the next 10 days
- Exports the buying list as a CSV and as a printable A4 sheet
@V4a@ - Buying limit per market trip: £1,800 without sign-off
@A7a@ - Dev buys at New Covent Garden on Tuesdays and Fridays
@NS3a@ - Buying lists are never deleted, only archived
- Prices paid are recorded per stem and feed vowbook's quote calculator
""", False),

("reference_infra.md", "infra", "infra overview: hosting, secrets, backups, DNS, monitoring", "reference",
 "Infra", "hosting, secrets, backups, DNS", """# Infra

Most of the apps run on Render; marketlist sits on the NUC in the Greenwich workshop.

@R10a@ - Secrets: Doppler, one project per app, config `prd`
@F5a@ - Postgres backups: nightly, for every database
@S8b@ - stemdesk's Heroku staging app was shut down in April 2026; staging lives on Render as `stemdesk-staging`
@A2b@ - Timestamps: UTC in every database, rendered in Europe/London
- DNS and CDN: Cloudflare (zone `wrenwillow.co.uk`)
- Uptime checks: Better Stack pings each app's `/health` every 3 minutes
- Domain registrar: Gandi; renewals are in October
""", True),

("reference_shops.md", "shops", "shops and workshop: addresses, hours, cool rooms, tills", "reference",
 "Shops and workshop", "addresses, opening hours, cool rooms", """# Shops and workshop

- Islington (ISL): 41 Cross Street, N1, Mon–Sat 8:30–18:00
@D10b@ - Clapham (CLP): 12 Venn Street, SW4, Mon–Sat 8:30–18:00, closed Sundays
@A4b@ - Greenwich workshop (GRW): Unit 4, Horn Lane Trade Park, SE10 — opened August 2026
@V8a@ - Greenwich cool room held at 4°C
@S2a@ - Tills: Zettle card readers and the Zettle POS app on the counter iPads
@N10b@ - Staff discount: 20% on shop stock; it doesn't apply to wedding or event work
- Both shops take flowers from the Greenwich workshop every morning at 7:30
""", True),

("reference_conditioning.md", "conditioning", "how each stem is conditioned before it is used", "reference",
 "Conditioning", "per-stem conditioning steps", """# Conditioning

What the team does with stock as it comes off the van. Marta asked me to keep this handy for the
stock-forecast work (shelf life per stem).

@F7b@ - Roses: strip the lower leaves, recut 2cm at an angle, then at least 4 hours in the cool room before arranging
@A10a@ - Tulips: keep them in their paper, upright, in shallow cold water — they keep growing in the vase
- Hydrangeas: dip the cut ends in boiling water for 30 seconds, then into deep water
- Lisianthus and ranunculus: cool room, but away from the fan
- Eucalyptus and ruscus: straight into buckets, no recut needed for 2 days
""", False),

("reference_glossary.md", "glossary", "glossary: trade words used in orders and at the market", "reference",
 "Glossary", "trade words in orders and at the market", """# Glossary

- **Hand-tie**: spiralled bouquet tied at the binding point; shop staple
- **Aqua-pack**: water bubble round the stems of a hand-tie for delivery
- **Spray**: coffin or casket arrangement, single- or double-ended
- **Lettered tribute**: foam letters (MUM, NAN, names) covered in chrysanthemums
- **Trolley / CC trolley**: Danish trolley of Dutch stock on the wholesaler run
- **Run**: one van's set of drops
- **Market run**: the early trip to New Covent Garden
- **Focal flower**: the main bloom a design is built around
""", True),

("reference_funeral_directors.md", "funeral-directors", "partner funeral directors and how they order", "reference",
 "Funeral directors", "partner FDs and how each one orders", """# Partner funeral directors

- Pellow & Sons (Clapham, Tooting): order in tributeline, always want a photo of the finished spray
- Marsh Hayward (Islington): mostly phone; Marta keys their orders into tributeline for them
- Greenwich Family Funerals: started using tributeline in September 2026
- Each FD gets its own branch logins; there are 7 logins in total
- Big services (over 10 tributes) get a call from Colette the day before
""", False),

("reference_wedding_venues.md", "wedding-venues", "wedding venues we work at often, with access notes", "reference",
 "Wedding venues", "regular venues and access notes", """# Wedding venues

- Morden Hall Barn: load-in from 8am, no open flames on tables
- The Old Chapel, Greenwich: arch install must be done by 11:00
- Clissold House: they hold a key for our buckets overnight
- Kew Bridge Hotel: van parks in the service bay, 30 minutes max
""", False),

("reference_team.md", "team", "who does what in the shops, workshop and code", "reference",
 "Team", "who does what", """# Team

- Hattie Lowe: owner, signs off spend and prices
- Marta Kowalczyk: ops and digital lead, the person I work with most
- Jonah Reyes: developer, three days a week
- Dev Sandhu: buyer, runs the market trips
- Colette Baptiste: weddings and events lead
- Rhys Morgan: delivery lead, plans the runs
""", False),

("user_marta.md", "user-profile", "Marta, ops and digital lead; wants short answers and ready-to-run steps", "user",
 "User profile", "Marta: ops and digital lead, not a developer", """Marta Kowalczyk runs operations and digital at Wren & Willow. She's not a developer but reads SQL and
can run commands if I give her the exact line.

- Prefers short answers with the command or the click-path first
- Works from the Islington shop most days; Clapham on Thursdays
- Owns the FD logins, the Shopify admin and the Klaviyo account
""", False),

("feedback_customer_messages.md", "customer-messages", "rules for anything a customer or couple reads", "feedback",
 "Customer messages", "card messages, quotes, leaflets", """Rules for customer-facing text and what goes in the box.

@V10a@ Card messages are capped at 200 characters in stemdesk; anything longer is cut off on the printed card.
@N4b@ Never send wedding quotes as PDFs — send the vowbook quote link, so the couple always sees the latest version.
@A9a@ No promo leaflets in sympathy or funeral deliveries.

**Why:** Colette had a couple approve an out-of-date PDF in 2025; a family complained about a 10%-off
flyer in a funeral spray box.

**How to apply:** check templates and packing notes against these before changing them.
""", False),

("feedback_pr_review.md", "pr-review", "merge and review rules per repo", "feedback",
 "PR and merge rules", "how each repo wants PRs merged", """Merge and review rules, per repo. They differ on purpose.

@R6a@ stemdesk PRs are rebase-merged; we want a linear history on `main`.
@N8b@ Don't push directly to `main` in marketlist, even for one-liners — open a PR and let CI run.
@A3a@ vowbook PRs need one approving review before they can be merged.
@NS10a@ Don't squash when merging `release` into `main` in vowbook; use a merge commit so the release tags stay reachable.

**Why:** Jonah reviews on his three days; history is how he catches up.
""", False),

("feedback_migrations.md", "migrations", "how database migrations are run in stemdesk", "feedback",
 "Migrations", "who runs stemdesk migrations and when", """@N3b@ Don't run stemdesk migrations as part of a deploy; Jonah runs them by hand after checking last night's backup.

**Why:** a migration on the orders table locked the counter screens on a Saturday in 2025.

**How to apply:** never add `migrate` to a build or release command; write the migration and tell Jonah.
""", False),

("feedback_substitutions.md", "substitutions", "stem substitution rules for web orders", "feedback",
 "Substitutions", "when stems may be swapped in web orders", """@N5a@ Never substitute stems in a web order without phoning the customer first.

**Why:** web customers pick from photos and complain when the bouquet doesn't match.

**How to apply:** the substitution button in stemdesk should open the phone-log dialog first.
""", False),

("feedback_delivery_rules.md", "delivery-rules", "doorstep rules for drivers", "feedback",
 "Delivery rules", "what drivers do when nobody answers", """Doorstep rules Rhys wants reflected in the driver app copy.

@N7b@ Never leave an order with a neighbour; bring it back to the shop and put a card through the door.
- Take a photo of every drop before walking away.
- Ring the recipient once from the doorstep before giving up.

**Why:** two neighbour drops went missing in spring.
""", False),

("feedback_deploys.md", "deploys", "how each app is deployed now", "feedback",
 "Deploys", "how each app gets deployed", """@S7b@ `deploy.sh` in tributeline is deprecated — deploys now go out from GitHub Actions when a `v*` tag is pushed.
- stemdesk and vanrun deploy from `main` through Render's auto-deploy.
- Don't deploy anything on Fridays in December.

**Why:** Jonah's laptop was the single point of failure for tributeline.
""", False),

("feedback_wedding_day_contact.md", "wedding-day-contact", "who to contact on a wedding day", "feedback",
 "Wedding-day contact", "who gets called when a wedding goes wrong", """@NS5a@ Don't ring the couple on the wedding day — anything that goes wrong goes to the venue coordinator.

**Why:** Colette's rule; the couple should never hear about a late van.

**How to apply:** vowbook's day-of sheet should show the venue coordinator's number, not the couple's.
""", False),

("feedback_commit_style.md", "commit-style", "commit message style", "feedback",
 "Commit style", "commit message format", """@A6a@ Commit messages: English, imperative mood, no emoji, subject under 72 characters.
- Reference the Linear issue in the body, not the subject.
""", False),

("feedback_payment_escalation.md", "payment-escalation", "where failed web payments are escalated", "feedback",
 "Payment escalation", "who handles failed web payments", """@NS7a@ Failed card payments on web orders go to Marta, not to the shop team.

**Why:** the shop team can't see Stripe or Shopify payouts.
""", False),

("feedback_reply_style.md", "reply-style", "how Marta wants answers written", "feedback",
 "Reply style", "short answers, command first", """- Lead with the answer or the exact command; explain after.
- No tables for fewer than 3 rows.
- British spelling in anything customer-facing.
""", False),

("feedback_testing.md", "testing", "testing expectations across the repos", "feedback",
 "Testing", "what to run before proposing a change", """- Run the repo's own test command before proposing a change.
- Don't mock the database in stemdesk feature tests; use the test Postgres.
- Card-print tests need the fonts in `resources/fonts`; don't delete them.
""", False),

("project_mothers_day_2026.md", "mothers-day-2026", "Mother's Day 2026 plan and what changed for that week", "project",
 "Mother's Day 2026", "peak week plan and the Sunday runs", """# Mother's Day 2026 (Sunday 15 March)

@D1a@ During Mother's Day week (9–15 March 2026) the same-day cut-off was pulled forward to 11:00.
@NS6b@ Mother's Day Sunday deliveries run 8am–noon with two vans.
- Pre-orders opened on 2 February; 1,140 orders in total, 38% of them web.
- Extra florists: 3 freelancers at Greenwich for the Friday and Saturday.
""", False),

("project_valentines_2026.md", "valentines-2026", "Valentine's 2026: load, scaling and lessons", "project",
 "Valentine's 2026", "peak load and scaling for the week", """# Valentine's 2026

@D5a@ For Valentine's week (9–14 February 2026) stemdesk was scaled to 4 web instances on Render.
- The Shopify pull fell behind for an hour on the 13th; nothing was lost.
- Red rose prices at the market were 3x normal on the 12th; Dev bought on the Tuesday instead.
""", False),

("project_greenwich_workshop.md", "greenwich-workshop", "moving production into the Greenwich workshop", "project",
 "Greenwich workshop", "the move of production to Greenwich", """# Greenwich workshop

Production, the cool room and two of the vans moved to Greenwich in August 2026.

@D4a@ Until the workshop opened in August 2026, market runs went from the Clapham shop at 03:15.
- Clapham kept its back-room cold store for shop stock.
- Wi-Fi in the workshop is the Greenwich BT line; marketlist's box sits by the router.
""", False),

("project_expo_driver_app.md", "expo-driver-app", "replacing the Cordova driver app with an Expo build", "project",
 "Expo driver app", "driver app rewrite and rollout", """# Expo driver app

@S5b@ The Cordova driver app was shut down on 2026-07-06; every driver is on the Expo build now.
@D6b@ Drivers use the Expo app on Android and iOS, installed from the Play Store and TestFlight.
@NS4b@ The Expo app captures a signature and a photo on the doorstep for every drop.
- Push notifications for new drops go through Expo's push service.
""", False),

("project_klaviyo_move.md", "klaviyo-move", "moving the customer newsletter to Klaviyo", "project",
 "Klaviyo move", "newsletter platform change", """# Newsletter platform

@S1b@ Newsletter moved from Mailchimp to Klaviyo on 2026-03-18; the Mailchimp audience was exported and the account closed.
@D8b@ The newsletter is built and sent in Klaviyo, first Thursday of the month.
- Flows set up so far: welcome, abandoned basket, Mother's Day reminder.
""", False),

("project_wholesaler_api.md", "wholesaler-api", "pre-orders to Van Dijk through their B2B API", "project",
 "Wholesaler API", "pre-ordering Dutch stock via the API", """# Van Dijk pre-orders

@S6b@ We no longer email CSVs to Van Dijk; since August, pre-orders go through their B2B API straight from marketlist.
- The API key is per account; ours is under Dev's login.
- Order cut-off at Van Dijk is Sunday 18:00 for Tuesday delivery.
""", False),

("project_metabase_retirement.md", "metabase-retirement", "retiring Metabase for reporting", "project",
 "Metabase retirement", "where sales reporting lives", """# Reporting

@S10b@ Metabase was decommissioned in September 2026; the sales reports were rebuilt in Looker Studio.
- Looker Studio reads from a read-only Postgres user, `reporting_ro`.
""", False),

("project_wedding_season_2026.md", "wedding-season-2026", "wedding season 2026: volumes, enquiries, spend rules", "project",
 "Wedding season 2026", "weddings this year and how enquiries arrive", """# Wedding season 2026

46 weddings booked between April and October.

@S4b@ The Typeform enquiry form was retired in May; enquiries now come in through vowbook's own form.
@O7a@ Colette signs off wedding flower spend up to £3,000 per wedding herself; anything above goes to Hattie.
- Peak weekend: 12–13 September, five weddings.
""", False),

("project_delivery_zones.md", "delivery-zones", "how delivery zones are defined in vanrun", "project",
 "Delivery zones", "zone definitions and charges", """# Delivery zones

@S9b@ `zones.yml` is no longer used — since May 2026 delivery zones are polygons drawn in the vanrun admin.
- Zone 3 (outside the South Circular) is next-day only.
""", False),

("project_christmas_2026.md", "christmas-2026", "Christmas 2026 plan: wreaths, vans, pre-orders", "project",
 "Christmas 2026", "wreath workshops and December plan", """# Christmas 2026

- Door-wreath pre-orders open on 9 November in Shopify.
- Wreath workshops at Greenwich on 3 Saturdays, 12 places each.
- Rhys wants to hire two extra vans again for the week before Christmas.
""", False),

("project_stock_forecast.md", "stock-forecast", "forecasting stem demand for the buying list", "project",
 "Stock forecast", "forecasting stem demand", """# Stock forecast

Jonah and I are adding a forecast to marketlist so Dev's list starts from predicted demand, not last
week's list.

- First version: 8-week moving average per stem, per shop.
- Wedding stems are taken from vowbook, not forecast.
""", False),

("project_postgres_upgrade.md", "postgres-upgrade", "January Postgres upgrade for the apps", "project",
 "Postgres upgrade", "major version upgrade in January", """# Postgres upgrade

- stemdesk and vowbook were upgraded from Postgres 14 to 16 over the weekend of 17–18 January 2026.
- The upgrade used a dump and restore; downtime was 40 minutes per app.
""", False),
]
