# Root (Claude Code auto-memory) files. Lines starting with @ID@ are claim lines (marker stripped on build).
# Each entry: filename -> (name, description, type, body, flat_description)
ROOT = {}

def R(fn, name, desc, typ, body, flat=False):
    ROOT[fn] = (name, desc, typ, body.strip("\n") + "\n", flat)

R("reference_pitchbook.md", "pitchbook", "pitchbook overview: bookings, deposits, invoices, hosting, integrations", "reference", """
pitchbook is the booking system: event organisers, couples and companies book a Tin Roof van through it,
and it tracks the deposit, the balance invoice and the reminders. Repo `tinroof/pitchbook`.

## Stack
@A1a@- Ruby 3.3 / Rails 7.1, Sidekiq for background jobs
@V1a@- Database: `postgres://pitchbook@db-1.tinroof.internal:5432/pitchbook`
- Sidekiq uses the shared Redis with its own namespace (`pitchbook:`)
@R3a@- Hosting: Render (one web service + one background worker, Frankfurt)
@F6a@- Deploys automatically on merge to `main`
@R6a@- PRs are squash-merged; the PR title becomes the commit message

## Money
@V6a@- Event bookings (festival and market organisers): 25% deposit, taken by card when the booking is confirmed
- Balance is due on the invoice terms printed on the booking form
@S5a@- Nightly job `InvoiceSync` creates the organiser invoices in Xero at 03:00
- Stripe handles the card deposits; payouts land on Tuesdays

## Messaging
@R4a@- Transactional email (confirmations, invoices): Postmark, server `pitchbook-prod`
@R10a@- Day-of SMS reminders to organisers: Twilio, sender ID `TINROOF`
@O2a@- Outgoing organiser webhooks are retried up to 5 times with exponential backoff

## Data rules
@NS4a@- Bookings are never hard-deleted; cancelling sets `status = cancelled` and keeps the row
- Organiser contact details are kept for 6 years after the last booking (accounts rule)
@D6b@- Public API rate limit: 120 requests per minute per organiser key

## Access
@S4a@- Admin login: Google Workspace SSO (only @tinroof.co.uk accounts)

Local dev:
```
DATABASE_URL=postgres://pitchbook@localhost:5432/pitchbook_dev
bin/rails db:prepare && bin/dev
```
""", flat=True)

R("reference_tillhub.md", "tillhub", "tillhub overview — the till on every van, card payments, pre-orders", "reference", """
tillhub is the till: a tablet app on each van plus an API. Repo `tinroof/tillhub`.

@O5a@- Runtime: Node 20 LTS for the API and the van app
@R1a@- Package manager: pnpm (workspaces `apps/api`, `apps/van`)
@A6a@- Runs in Docker Compose on `ops-1` (Hetzner, Falkenstein)
- Postgres database `tillhub` on `db-1`
@V9a@- Redis (Bull queues): `redis.tinroof.internal:6379`

## Payments
@N5a@- Vans are card-only: tillhub has no cash tender at all
@D5b@- Card fees (SumUp): 1.39% per transaction
@V4a@- Offline card payments are retried up to 8 times before they're parked in `stuck_payments`
- The van app shows a red banner while anything is queued offline
@NS9b@- Crew leads have the refund PIN; refunds over £50 also need Marta's approval in the app

## Pre-orders
@S6a@- Web pre-orders are stored in the legacy `orders_v1` MySQL database
- Collection slots are 15 minutes wide

Van app env (for reference, not the live values):
```
REDIS_URL=redis://redis.tinroof.internal:6379/0
TILLHUB_OFFLINE_RETRIES=...
```
""")

R("reference_prepline.md", "prepline", "prepline overview: commissary prep sheets, recipes, HACCP logs", "reference", """
prepline runs the commissary: prep sheets, recipes and allergens, stock, HACCP temperature logs.
Repo `tinroof/prepline`.

## Stack
- Python 3.12 / Django 5.0
- Database: `postgres://prepline@db-1.tinroof.internal:5432/prepline`
- Background jobs: Celery + Redis
@S1a@- Hosted on Heroku (app `tinroof-prepline`, one web dyno and one worker dyno)
@R5a@- Errors: Sentry, project `prepline`
@A3a@- Admin: https://prep.tinroof.co.uk/admin (staff accounts only)
@F3b@- prepline's nightly dump runs at 02:30 and includes the HACCP log tables

## Temperatures
@V2a@- Walk-in chiller alarm threshold: 5 °C
- Freezer room alarm: above -15 °C for 20 minutes
@D7b@- Chiller probes report every 5 minutes
- Alarms show on the office screen and in the #commissary Slack channel

## Menu and prices
@D10b@- Menu prices are set centrally here and pushed to every van's menuboard
- Recipes carry the allergen list; the menu item inherits it

## Working on it
@N3a@- Don't run migrations during commissary service hours (05:00–14:00): the prep tablets lock up
- Tests: `pytest -n auto`; factories in `prepline/tests/factories.py`
""")

R("reference_vanlog.md", "vanlog", "vanlog overview — van checks, telemetry agents, HACCP on the vans", "reference", """
vanlog is where the vans report: opening and closing checks, fridge temperatures from the in-van agent,
generator hours, HACCP entries. Repo `tinroof/vanlog`.

@V5a@- Python 3.11 (see `.python-version`), FastAPI
@R7a@- Background jobs: Celery with RabbitMQ (`amqp://vanlog@mq.tinroof.internal:5672`)
@O4b@- API hosted on `ops-1` under Docker Compose, behind Caddy
- Each van has a small agent that uploads fridge temperatures and generator run hours every minute
@S7a@- Live van positions: Traccar on `ops-1`, map at https://track.tinroof.co.uk

## Checks
@N10a@- A van must not leave the commissary until its opening check is complete in vanlog
- Closing check is done back at the commissary, after the wash-down
@F1a@- HACCP: hot-held food is probed every 2 hours
- Cooling logs are kept in prepline, not here
""")

R("reference_menuboard.md", "menuboard", "menuboard overview: the menu screens on the vans", "reference", """
menuboard drives the menu screen on each van's serving side. Repo `tinroof/menuboard`.

@O4a@- API hosted on Railway (service `menuboard-api`)
@O1a@- Cache: Redis at `redis.tinroof.internal:6381`
- Front end: Vite + Preact, one bundle for all screens
@S8a@- Hardware: Raspberry Pi 4 + 24" screen per van, Chromium in kiosk mode
@V7a@- Screens poll the API for menu changes every 30 seconds
@O10a@- PRs are rebase-merged to keep history linear

## Content
@F5a@- Shows allergens for every item
@N4a@- Allergen info is never edited on the screen admin; it only comes from prepline recipes
- Sold-out items are greyed out, not hidden
@N8a@- Screens never hold the API key; they get a 24-hour device token from `/auth/device`
""")

R("reference_fleet.md", "fleet", "fleet: vans, power, gas, safety kit", "reference", """
@A9a@- Fleet: seven vans, TR-01 to TR-07
- Base: St Philips commissary, Bristol

| Van | Menu | Power |
|---|---|---|
| TR-01 | flatbreads | generator |
| TR-02 | burgers | generator + LPG |
| TR-03 | bao | battery bank |
| TR-05 | churros | generator |

## Gas
@V3a@- LPG installation: Gas Safe inspection every 12 months
@O7a@- TR-02 (burger van): flat-top griddle and fryer both run on LPG
- Cylinders are stored in the locked cage at the commissary

## Power
@V8a@- Generator (Honda EU70is) service interval: every 250 run hours (oil, plug, air filter)
@F9a@- Generators are set up away from the serving hatch
@D4b@- TR-03 runs its fridges from the lithium battery bank (2.4 kWh)

## Safety kit
@F4a@- Each van carries fire extinguishers
@O8a@- Fire extinguishers are serviced every 12 months by Chubb
- First-aid kit and burns kit in every cab

## Connectivity
@R9a@- Uplink: Teltonika RUT241 4G router in every van
""", flat=True)

R("reference_infra.md", "infra", "infra: servers, CI, backups, secrets, on-call", "reference", """
- `ops-1`: Hetzner dedicated box, Docker Compose for most services
- `db-1`: Postgres 16, all app databases
@R2a@- CI: GitHub Actions in every repo (`.github/workflows/ci.yml`)
@A4a@- Secrets: 1Password, vault `Ops`

## Backups
@F3a@- Every database on `db-1` gets a nightly pg_dump
@V10a@- Postgres dump retention: 30 days
@S9a@- Backups go to the Backblaze B2 bucket `tinroof-backups`
- Restore drill once a quarter (see the restore-drill note)

## Monitoring and on-call
- Uptime Kuma on `ops-1`, history kept 90 days
@A5a@- On-call: one dev per week, handover Mondays 10:00
@NS2b@- On-call is paged for vanlog outages: API down, or more than two van agents offline
""", flat=True)

R("reference_commissary.md", "commissary", "the St Philips commissary kitchen: hours, storage, routines", "reference", """
The commissary is the unit in St Philips where everything is prepped and the vans are loaded.

@D2b@- Opening hours: 05:00–22:00, seven days
@D8b@- All prep happens here; the vans only finish and serve
@S10a@- Van restock requests: the shared Google Sheet "Restock"
@F10a@- Van keys are kept in the key safe by the loading door

## Storage
- Walk-in chiller for prepped food, sauces and dairy
@NS7a@- The walk-in chiller is not used for raw meat
- Dry store is checked for dates every Monday

## Maintenance
@A8a@- Grease trap emptied every 4 weeks (Drainfix contract)
- Extraction canopy filters degreased weekly
""")

R("reference_pitches.md", "pitches", "regular pitches, days and fees", "reference", """
Regular pitches we trade at every week. One-off festivals live in pitchbook, not here.

| Pitch | When | Fee | Vans |
|---|---|---|---|
@D3b@| Harbourside Friday market | Fri 17:00–22:00 | £85 per night | TR-02, TR-05 |
| Wapping Wharf weekday lunch | Tue–Thu 11:30–14:30 | £40 per day | TR-01 |
| Clifton Saturday market | Sat 09:00–15:00 | 12% of takings | TR-03 |

- Fees for the Harbourside pitch are paid monthly in arrears
- Wapping Wharf wants a copy of the current LPG certificate before the season starts
""")

R("reference_glossary.md", "glossary", "words we use: pitch, pitch-up, wash-down, commissary", "reference", """
- **pitch**: a place and time slot where a van trades
- **pitch-up**: the moment the van is parked and set up on the pitch
- **wash-down**: end-of-day clean at the commissary
- **crew lead**: the senior person on a van for that shift
- **organiser**: whoever booked us through pitchbook (festival, market, couple, company)
""")

R("reference_contacts.md", "contacts", "who to call for what (suppliers, engineers, council)", "reference", """
- Gas engineer: Hartcliffe Gas Services (Gas Safe registered), ask for Rob
- Generator servicing: Avon Power Hire
- Drains: Drainfix
- Council street trading team: via the council portal, not email
- Head chef: Dev Patel
""")

R("user_jonah.md", "jonah-profile", "Jonah Reid, developer: tools, habits, what he owns", "user", """
Jonah Reid is one of the two developers. He owns pitchbook and most of the infra.

@R8a@Jonah writes everything in Neovim (LazyVim config), Rails code included.

- Prefers short PR descriptions with a checklist
- Works Tuesday to Saturday, so Monday questions go to Aisha
""")

R("user_marta.md", "marta-profile", "Marta Kowalczyk, head of operations and the product owner", "user", """
Marta Kowalczyk runs operations for the vans and the commissary and decides what gets built.

- Not a developer; explain changes in terms of what the crews will see
- Approves large refunds and any change to booking terms
- Likes a written summary at the end of a session, bullet points, no tables
""")

R("user_aisha.md", "aisha-profile", "Aisha Bello, developer: prepline, menuboard, vanlog agents", "user", """
Aisha Bello is the other developer. She owns prepline, menuboard and the vanlog agents.

- Strong on Django and embedded Linux; less interested in the Rails side
- Prefers pairing on anything that touches the vans' hardware
- Reviews every migration on prepline herself
""")

R("feedback_vanlog_prs.md", "vanlog-prs", "how vanlog PRs get merged", "feedback", """
@N6a@Always squash-merge vanlog PRs — one commit per PR on `main`.

**Why:** Aisha reads `git log` on the agent side to see what changed between agent releases.

**How to apply:** use the squash button; edit the squashed message so it says which agent version it ships in.
""")

R("feedback_secrets.md", "secrets-handling", "how to handle secrets and env files", "feedback", """
@NS8a@Never commit `.env` files to any repo; use 1Password and `op inject` instead.

**Why:** a `.env` with the Stripe key got pushed to a fork in 2025 and had to be rotated in a hurry.

**How to apply:** check `git status` before every commit that touches config.
""")

R("feedback_deploys.md", "deploy-timing", "when deploys are and aren't allowed", "feedback", """
@NS6a@Don't deploy tillhub during service hours (11:00–22:00) — a restart drops every van's websocket.
@A10a@No deploys to tillhub or menuboard on the August festival weekends.

**Why:** the crews can't do anything about a broken till mid-service, and nobody is in the office.

**How to apply:** if a fix is urgent, ask Marta first and deploy between services.
""")

R("feedback_food_safety.md", "food-safety-rules", "food safety rules the agent should respect when writing checks", "feedback", """
@NS3a@Don't store raw chicken above ready-to-eat food in any fridge, van or commissary.
- Probe readings below the target are recorded, never rounded up
- A failed check must block the van in vanlog, not just warn

**Why:** the EHO visit in 2025 flagged our paper logs; the digital checks have to be stricter, not looser.
""")

R("feedback_gas_safety.md", "gas-safety", "LPG handling: swaps, storage, what the agent must not suggest", "feedback", """
@N1a@LPG cylinders are never refilled on site at events — swaps only, back at the commissary cage.

**Why:** our insurance wording covers cylinder swaps by us, not filling.

**How to apply:** never put "refill on site" into a checklist or an event plan.
""")

R("feedback_allergens.md", "allergen-signoff", "allergen changes need head chef sign-off", "feedback", """
@A7a@Recipe changes in prepline that touch allergens need sign-off from Dev Patel (head chef) before they're published.

**Why:** a mislabelled sesame sauce in 2025 nearly went out on TR-03.

**How to apply:** build any recipe-editing feature in prepline with an approval step for Dev.
""")

R("feedback_crew_meals.md", "crew-meals", "crew meals and the till", "feedback", """
@N7a@Crew meals are not rung through tillhub; they go on the paper sheet in the cab.

**Why:** Marta doesn't want staff meals in the sales reports.
""")

R("feedback_pitch_etiquette.md", "pitch-etiquette", "rules on pitch that affect checklists and notifications", "feedback", """
@NS5a@Never idle the van engine on pitch — councils and organisers both fine for it.
- Don't play music from the van unless the organiser says so
- Waste goes back to the commissary, never into the pitch bins

**How to apply:** keep these in the opening-check text in vanlog.
""")

R("feedback_commit_messages.md", "commit-messages", "commit message style", "feedback", """
Write commit messages in English, imperative, under 72 characters, no emoji.

**Why:** both developers grep the log a lot.
""")

R("feedback_testing.md", "testing", "run tests before saying something works", "feedback", """
Run the test suite for the repo you touched before saying a change works; for prepline that's `pytest -n auto`,
for pitchbook `bin/rails test`.

**Why:** Marta relays "it works" to the crews straight away.
""")

R("project_menuboard_android.md", "menuboard-android-tablets", "menu screens moved to Android tablets", "project", """
@S8b@All seven menu screens were swapped from Pi 4s to Android tablets running Fully Kiosk in October.

- The Pis came out because of SD card failures in the summer heat
- Screens still load the same web bundle, just in Fully Kiosk's browser
""")

R("project_probe_swap.md", "chiller-probe-swap", "commissary temperature probes replaced", "project", """
@S2b@We switched the commissary chiller probes from Tinytag to Monnit wireless sensors in June; the Tinytag cloud subscription is cancelled.

- Monnit gateway sits on the office shelf, wired to the router
- prepline pulls readings from the Monnit API
""")

R("project_tr07_fitout.md", "tr07-fitout", "TR-07 fit-out notes", "project", """
TR-07 was fitted out over March and started trading in April.

- Menu: loaded fries and halloumi
- Same screen and till setup as the others
- Fit-out invoice is in the shared drive under Vans/TR-07
""")

R("project_loyalty_stamps.md", "loyalty-stamps", "idea: digital loyalty stamps in tillhub", "project", """
Marta wants a digital stamp card: tenth meal free at the regular pitches.

- Not started; waiting on the winter quiet period
- Would live in tillhub, keyed on card fingerprint (needs a privacy check first)
""")

R("project_winter_plan.md", "winter-plan", "what the team plans to build over winter 2026", "project", """
Winter list agreed with Marta in November:

- Loyalty stamps in tillhub
- Better restock forecasting in prepline
- A single login across pitchbook, prepline and tillhub admin
""")
