# Root (Claude Code auto-memory) files: path -> (name, description, type, title, hook, body)
# Bodies use @@ID@@ marker lines for claims; descriptions marked FLAT carry an unquoted ': ' on purpose.
ROOT = {}
def R(path, name, desc, typ, title, hook, body):
    ROOT[path] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body)

R("reference_hopbook.md", "hopbook-overview", "hopbook: the Laravel booking site, admin panel and customer emails", "reference",
  "hopbook overview", "what the booking system is made of and where its data lives", """
# hopbook

Booking site (bouncebash.co.uk), admin panel and the customer emails. Kwame owns it; Lou is the main admin user.

## Stack
@@A5x@@
@@V1x@@
- Redis on the same box for cache and the Laravel queue (Horizon)
@@R1x@@
- Hosted files: `storage/app/agreements` for signed hire agreements

```bash
# connect by hand from the app box
psql -h pg-hopbook.bouncebash.internal -p 5432 -U hopbook hopbook
```

## Payments
- Stripe Checkout for the booking deposit and the balance; Apple Pay and Google Pay switched on
@@V9x@@
@@NS4x@@
@@R9x@@

## Email
@@R4x@@
- Templates live in `resources/views/emails`, Blade + MJML
@@NS9y@@

## Bookings
@@NS5x@@
@@N3x@@
@@N9y@@
- Booking references look like `BB-26-04812` (year + sequence)

## Media
@@O10y@@
""")

R("reference_vanroute.md", "vanroute-overview", "Delivery and collection planning service, what it runs on and how it plans", "reference",
  "vanroute overview", "route planning service for the vans", """
# vanroute

Plans the next day's deliveries and collections across the vans. Python service, written by Kwame in 2025.

## Stack
@@V5x@@
@@O5x@@
@@R10x@@
@@R7x@@
@@A9x@@

## Planning rules
- Jobs are pulled from hopbook's API at 17:30 for the next day
@@N10x@@
- Each van's capacity (volume and weight) comes from the fleet table in stockroom
@@V6x@@
- Crew leads can drag a job to another van in the run-sheet screen before it's frozen
""")

R("reference_safecheck.md", "safecheck-overview", "The crew inspection and photo app plus its small API", "reference",
  "safecheck overview", "crew app for checks, inspections and photos", """
# safecheck

Crew phone app for pre-hire checks, set-up sign-off and collection reports, plus the API behind it.

## App
@@F4x@@
@@N4x@@
@@R5x@@
- Sign-in with a 4-digit crew PIN; the crew lead's phone holds the van's job list

## API
@@A1x@@
@@O10x@@
- Pushes "collection closed" events to hopbook over a signed webhook

## What crews record
@@A4x@@
@@V4x@@
- Pre-hire check before every hire: 22 items, fails block the job
""")

R("reference_infra.md", "infra", "infra: hosting, CI, DNS, backups and email for the whole company", "reference",
  "Infrastructure", "where things run and how they get deployed", """
# Infrastructure

## Hosting
@@S1x@@
- safecheck API on Fly.io, vanroute and weatherwatch on the small Hetzner box `util-1`
@@A10x@@

## Build and deploy
@@R2x@@
@@S8x@@

## DNS and email
@@R3x@@
@@S6x@@

## Data
@@F5x@@
@@A6x@@
- Secrets: 1Password vault "BounceBash Tech"; nothing goes in `.env` files in the repos
""")

R("reference_weatherwatch.md", "weatherwatch", "Weather check job that flags bookings at risk of cancellation", "reference",
  "weatherwatch", "weather job that flags bookings at risk", """
# weatherwatch

Looks at the forecast for each booking's postcode for the next 48 hours and emails Lou a list of bookings
at risk, with the forecast wind and rain for the hire window.

@@O4x@@
@@S4x@@
- Flags a booking when forecast gusts are within 5 mph of the unit's limit
@@NS8x@@
- Output: an email to Lou plus a red badge on the booking in hopbook
""")

R("reference_fleet.md", "fleet", "The vans, what they carry and how they are tracked", "reference",
  "Fleet", "the vans and their limits", """
# Fleet

| Van | Model | Payload | Yard |
|---|---|---|---|
| VN01 | Ford Transit 350 LWB | 1,300 kg | Bristol |
| VN02 | Ford Transit 350 LWB | 1,300 kg | Bristol |
@@V10x@@

@@F9x@@
@@S5x@@
@@NS7x@@
- Fuel on the Allstar cards; receipts photographed into the expenses app
""")

R("reference_yards.md", "yards", "yards: the two depots, hours and who runs them", "reference",
  "Yards", "the depots and who runs them", """
# Yards

| Yard | Hours | Vans |
|---|---|---|
@@O9x@@

Bristol crew lead: Dean Hollis. Swindon crew lead: Shannon Ruddock.

@@D6y@@
- Bath: no yard yet; units for Bath jobs come from Bristol
""")

R("project_weather_cancellations.md", "weather-cancellations", "How and when we cancel hires for weather", "project",
  "Weather cancellations", "when we call off a hire for weather and what the customer gets", """
# Weather cancellations

Gemma rewrote this policy in May after two windy weekends.

## Limits
@@V3x@@

## Who decides
@@NS2x@@
not to the on-call driver, even at 7am on a Saturday.
- Decision by 8am on the day at the latest for morning deliveries

## Customer side
@@N7x@@
- weatherwatch flags at-risk bookings two days ahead so Lou can warn people
""")

R("project_deposits.md", "deposits", "Damage deposits, refunds and where the money goes", "project",
  "Deposits and refunds", "damage deposits, refunds and payouts", """
# Deposits and refunds

## Damage deposits
@@V2x@@
- Assault courses and the big slides: £150
@@F1x@@

## Refunds
@@A3x@@
- Refunds go back to the original card; no bank transfers

## Payouts
@@F10x@@
""")

R("reference_pricing.md", "pricing", "How hire prices, deposits and surcharges are worked out", "reference",
  "Pricing", "hire prices and surcharges", """
# Pricing

@@A7x@@
@@A8x@@
@@F3x@@
@@F8x@@
- Weekday hires are 20% off the weekend price, except in school holidays
- Prices are VAT inclusive on the site; invoices show the VAT split
""")

R("project_site_safety.md", "site-safety", "Set-up rules the crews follow on site", "project",
  "Site set-up rules", "set-up rules for crews on site", """
# Site set-up rules

Pulled together from the BS EN 14960 training notes and what Gemma tells new crew.

## Before leaving
@@NS1x@@

## Ground
@@F6x@@
@@F2x@@
@@N2x@@

## Power
@@N8x@@
@@V8x@@
- RCD on every lead, tested when plugged in

## Weather on site
@@NS3x@@

## End of hire
@@NS10x@@
- Tarpaulin under every unit; it goes back in the same bag
""")

R("feedback_git_workflow.md", "git-workflow", "How to branch, merge and push in our repos", "feedback",
  "Git workflow", "branching and merging rules", """
Branch names `kw/<thing>` for Kwame, `agent/<thing>` for the agent.

@@R8x@@
- hopbook and vanroute: squash or rebase, whichever, as long as the message makes sense
@@N6x@@

**Why:** Kwame reads `git log` to write the monthly changelog for Gemma.
""")

R("feedback_deploys.md", "deploys", "What happens on a hopbook deploy and what not to do", "feedback",
  "Deploys", "deploy rules for hopbook", """
Deploy hopbook only between 20:00 and 07:00 unless something is broken; Lou is taking bookings during the day.

@@N5x@@
- Clear the view cache after a deploy that touches email templates

**How to apply:** check with Kwame in Slack before a daytime deploy.
""")

R("feedback_testing.md", "testing", "Testing expectations before a commit", "feedback",
  "Testing", "what to run before committing", """
@@F7x@@
- Don't mock Stripe in feature tests; use the Stripe test clock fixtures Kwame set up

**Why:** a broken deposit flow in March cost a weekend of bookings.
""")

R("feedback_customer_copy.md", "customer-copy", "Customer copy: spelling, tone and sign-off", "feedback",
  "Customer copy", "spelling and tone for customer-facing text", """
@@A2x@@
- Friendly but not jokey; no exclamation marks in anything about money
- Sign off as "The Bounce & Bash team", never a person's name
""")

R("feedback_agent_boundaries.md", "agent-boundaries", "Things the agent should not do on its own", "feedback",
  "Agent boundaries", "what the agent must leave to a human", """
@@NS9x@@
- No changes to prices or deposit amounts without Gemma saying so in writing
- Don't touch the Stripe dashboard settings

**Why:** a test email went to a real customer in February.
""")

R("reference_stockroom.md", "stockroom", "The stock module: units, blowers, condition", "reference",
  "stockroom", "inventory module for units and blowers", """
# stockroom

Module inside hopbook's admin (`/admin/stock`) listing every unit and blower.

@@S9x@@
- Each unit has a code like `CAS-014` (castles), `SLD-003` (slides), `SPL-002` (soft play)
- Condition flags: ok / repair / retired
""")

R("reference_office.md", "office", "Office phones, hours and who answers", "reference",
  "Office", "office phones and hours", """
# Office

@@S10x@@
- Office hours 9–5 weekdays, 9–1 Saturdays; Lou and a part-timer answer
- Voicemail goes to the bookings inbox as an audio attachment
""")

R("project_customer_messages.md", "customer-messages", "Which texts and emails customers get around a hire", "project",
  "Customer messages", "texts and emails around a hire", """
# Customer messages

@@R6x@@
@@V7x@@
@@NS6x@@
- "Driver on the way" text when the van leaves the previous job
- Review request email two days after collection
""")

R("project_api_v2.md", "api-v2", "The v2 booking API for partner sites", "project",
  "API v2", "the partner booking API", """
# Partner API

Three venue partners (two soft-play cafés and a garden centre) embed our booking widget.

@@S2y@@
- v2 uses per-partner keys with an HMAC signature; keys in the admin panel under Partners
""")

R("project_legacy_mysql.md", "legacy-mysql", "The old MySQL database from the pre-2026 site", "project",
  "Legacy MySQL", "the old database from the previous site", """
The previous site (WordPress + a booking plugin) kept everything in MySQL; Kwame imported it into
hopbook's Postgres.

@@S7y@@
- Kept for the accountant until the 2025/26 year is closed
""")

R("project_inspections.md", "inspections", "How unit inspections are recorded now", "project",
  "Inspections", "how unit inspections are recorded", """
@@S3y@@
- Annual PIPA test by an external inspector; the tag number goes in stockroom
- Failed items on an inspection open a repair ticket automatically
""")

# ---- fillers
R("user_gemma.md", "gemma", "Gemma Pryce, owner and operations director", "user",
  "Gemma", "the owner and what she cares about", """
Gemma Pryce owns Bounce & Bash Ltd (started 2019 with two castles). Runs operations and the money.
- Wants answers short, with the cost or risk first
- Not technical; explain changes in terms of bookings and crews
""")

R("user_kwame.md", "kwame", "Kwame Asante, contract developer", "user",
  "Kwame", "the developer", """
Kwame Asante, contract developer, three days a week. Wrote hopbook, vanroute and the safecheck API.
- Prefers small PRs, under about 400 changed lines
- Reviews in the evenings; don't expect a review before 6pm
""")

R("user_lou.md", "lou", "Lou Fitzgerald, bookings and office manager", "user",
  "Lou", "bookings and office manager", """
Lou Fitzgerald runs bookings and the office, and writes a bit of SQL.
- Main user of the admin panel; reports bugs in the #hopbook Slack channel
- Wants SMS copy kept under 160 characters
""")

R("reference_glossary.md", "glossary", "glossary: words the team uses for units and jobs", "reference",
  "Glossary", "team vocabulary", """
- **Unit**: any inflatable we hire out (castle, slide, assault course, soft-play set)
- **Drop**: a delivery job; **lift**: a collection job
- **Run**: one van's day of drops and lifts
- **Tag**: the PIPA test tag number on a unit
""")

R("project_2026_season.md", "season-2026", "Shape of the 2026 season and busy periods", "project",
  "2026 season", "busy periods and plans for the year", """
- Busy season is May to September; bank holiday weekends sell out by March
- Soft-play packages launched in February for indoor venues
- Plan for 2027: a small Bath store so Bath drops don't start from Bristol
""")

R("feedback_reply_style.md", "reply-style", "How to report back after a task", "feedback",
  "Reply style", "how to report back", """
End every task with what changed, what wasn't done and anything Lou has to do by hand.
**Why:** Gemma forwards these summaries to Lou.
""")

R("reference_units.md", "units", "The main units and their footprints", "reference",
  "Units", "main units and sizes", """
| Code | Name | Footprint |
|---|---|---|
| CAS-014 | Jungle Jumper | 15 × 15 ft |
| SLD-003 | Tidal Wave slide | 30 × 14 ft |
| OBS-001 | Ninja Run assault course | 40 × 10 ft |

- Adults never go on the standard castles; the Big Kids range is the one rated for teenagers
""")

R("feedback_secrets.md", "secrets", "Handling keys and customer data", "feedback",
  "Secrets and data", "how to handle keys and customer data", """
- Never paste API keys into chat or commits; read them from 1Password CLI (`op read`)
- Customer phone numbers don't leave hopbook; exports for Gemma are anonymised
""")

R("project_softplay.md", "softplay", "Soft-play packages for indoor venues", "project",
  "Soft-play packages", "the indoor soft-play product", """
Soft-play sets (SPL codes) are for under-5s at halls and indoor venues.
- Cleaned with an antibacterial spray and dried before going back in the bags
- Delivered in the same runs as castles, but always unloaded first
""")
