"""free notes: (slug, title, created, tags, body)."""

AUTO = []


def A(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body))


A("go-no-go-faq", "Go / no-go FAQ for the booking office", "2026-07-04", ["windcheck", "booking-office", "faq"], """
# Go / no-go FAQ

Written for Priya and whoever covers the phone.

**Q: What wind is too much?**
@wind10@ A: Anything over 10 knots of surface wind and passenger flights are off.

**Q: Who actually sends the cancellation texts?**
@textlocal@ A: Textlocal — windcheck posts to the Textlocal API and the text goes out from `KVBalloons`.

**Q: Why did it say go and then we scrubbed at the field?**
A: Forecasts are forecasts. The pilot can always scrub at the field (rotor off the escarpment, a shower line coming through).

**Q: Do evening slots get checked again on the day?**
A: Yes, there's a 15:30 re-check for evening slots.
""")

A("booking-office-faq", "Booking office FAQ", "2026-05-02", ["booking-office", "faq", "passengers"], """
# Booking office FAQ

Answers Priya gives on the phone, collected so the website FAQ matches.

**Q: How long is a gift voucher valid?**
@vch18@ A: A gift voucher is good for 18 months from the date it was bought (it's printed on it).

**Q: How long is the flight?**
@dur_faq@ A: About an hour in the air, but the whole thing takes 3-4 hours with inflation and the retrieve.

**Q: What happens if the weather cancels us?**
A: Weather cancellations are rebooked at no charge.

**Q: Is there a weight limit?**
A: Yes, it's in the T&Cs; if someone is close to it, Priya has a quiet word.

**Q: Can I bring my dog?**
A: No. Not even a small one.
""")

A("passenger-info-pack", "Passenger info pack (what we send out)", "2026-03-30", ["passengers", "comms"], """
# Passenger info pack

Text of the PDF that goes out with every booking.

- What to wear: flat shoes, layers and a hat (the burner is hot on top of your head, honestly).
@dur_pack@ - Flight time: roughly 60 minutes, wind dependent.
- Arrive at the time on your confirmation email; don't come early, the field gate stays locked.
- The landing can be bumpy: knees bent, hold the rope handles, face away from the direction of travel.
- No toilets at the launch fields; the pub at Ashcombe lets our passengers use theirs.
""")

A("flightdesk-dev-setup", "flightdesk local dev setup", "2026-02-09", ["flightdesk", "dev", "setup"], """
# flightdesk dev setup

@py311@ flightdesk needs Python 3.11 — 3.12 breaks `django-celery-beat` for us, so pin it with `uv python pin 3.11`.

```bash
uv sync
cp .env.example .env
docker compose up -d db redis
uv run python manage.py migrate
uv run python manage.py runserver
```

```env
DATABASE_URL=postgres://fd:fd@localhost:5432/flightdesk
DJANGO_DEBUG=1
STRIPE_SECRET_KEY=sk_test_xxx
```

- Test data: `uv run python manage.py seed_demo` creates a week of flights at Ashcombe.
- The manifest PDF needs WeasyPrint's system libs (`apt install libpango-1.0-0`).
""")

A("disaster-recovery", "Disaster recovery notes", "2026-10-16", ["backups", "restore", "flightdesk"], """
# Disaster recovery

Written after the October restore drill.

@bk30@ We keep 30 days of flightdesk dumps; older ones are pruned by the weekly `restic forget` job.

- Restore order: db1 first, then the flightdesk app, then tell Priya she can take bookings again.
- The drill took 41 minutes end to end; most of it was finding the age key.
- envelog restores from its own nightly dump on the NAS; nobody has tried it this year.

```bash
age -d -i key.txt flightdesk-2026-10-13.sql.age | psql -h db1.kvb.internal flightdesk_restore
```
""")

A("crewtrack-build", "crewtrack build notes", "2026-03-12", ["crewtrack", "build", "ci"], """
# crewtrack build

@yarn@ crewtrack is a yarn (classic) workspace — install with `yarn install --frozen-lockfile`, not npm.

@bare_rn@ crewtrack is a bare React Native 0.73 app, no Expo — we build with Xcode and Gradle directly.

@crewtrack_ci@ crewtrack CI runs on Bitrise (the iOS builds need macOS runners).

```yaml
workflows:
  primary:
    steps:
      - git-clone@8: {}
      - yarn@0:
          inputs:
            - command: install --frozen-lockfile
      - xcode-archive@5: {}
```

- Android signing keystore is in 1Password, not in the repo.
- Bump `versionCode` by hand until someone automates it.
""")

A("flightdesk-contributing", "Contributing to flightdesk", "2026-05-20", ["flightdesk", "git", "contributing"], """
# Contributing to flightdesk

@rebase@ - Merge with **rebase and merge**; we keep the individual commits on main for `git bisect`.
@fd_gha@ - CI: GitHub Actions, has to be green before anything merges.
@mig_two@ - Migrations that drop or rename a column need two approvals.
- Branch off `main`; PR titles in the imperative mood.
- Screenshots for anything Priya or a passenger will see.
""")

A("infra-overview", "Infra overview", "2026-03-06", ["infra", "hosting"], """
# Where things run

@fd_hetzner@ - flightdesk: Hetzner CX31 VPS in Falkenstein, docker compose behind Caddy.
@ct_railway@ - crewtrack API: Railway (hobby plan), deploys on push to `main`.
- envelog: the office NAS, docker compose.
- DBs: db1 (flightdesk) and db2 (envelog), both reachable over Tailscale only.
- Object storage for manifest PDFs: a Backblaze B2 bucket, `kvb-manifests`.
""")

A("flightdesk-deploy-runbook", "flightdesk deploy runbook", "2026-06-08", ["flightdesk", "deploys", "runbook"], """
# flightdesk deploys

@deploy_ci@ flightdesk deploys automatically from CI when a PR is merged to `main`.

@automigrate@ The deploy pipeline always runs `python manage.py migrate --noinput` before switching traffic.

@gunicorn2@ gunicorn listens on 8000 inside the container; the health check is `GET /healthz`.

- Rollback: re-run the previous green deploy job from the Actions tab.
- If the health check fails three times the old release keeps serving.
""")

A("rebooking-policy", "Rebooking policy", "2026-07-27", ["rebooking", "passengers", "policy"], """
# Rebooking

@rebook_free@ Rebooking after a weather cancellation is always free.

@rebook_self@ Maren decided passengers can rebook weather-cancelled flights themselves in the flightdesk
portal, without ringing the office.

- Vouchers and bookings keep their original expiry when rebooked.
- Private flights rebook onto the same balloon where possible.
""")

A("flightdesk-features", "flightdesk feature list", "2026-06-22", ["flightdesk", "features"], """
# flightdesk features (for the website copy)

@cert_email@ - After each flight flightdesk emails every passenger a PDF flight certificate automatically (Celery task `send_certificates`).
- Passengers can update their contact phone and weight in the portal up to 48 h before the flight.
- Group bookings up to 12 on one booking reference.
- Manifest per flight, generated at 18:30 the evening before.
""")

A("retrieve-checklist", "Retrieve checklist", "2026-04-11", ["crew", "retrieve", "checklist"], """
# Retrieve checklist

1. Keep the balloon in sight, or on the map in crewtrack.
@landowner_after@ 2. Crew don't need to ask the landowner before driving on; we find them afterwards, apologise and hand over a bottle.
@retrieve_half@ 3. Aim to have the van at the balloon no later than half an hour after it lands.
4. Gates: leave them as you found them.
5. Count the passengers back into the van before leaving the field.
""")

A("post-flight-toast", "Post-flight toast", "2026-05-30", ["passengers", "crew", "tradition"], """
# The post-flight toast

@crew_drink@ Ground crew who aren't driving can have a glass of fizz with the passengers.

- The pilot reads the balloonists' prayer.
- Soft drinks for under-18s; there's elderflower in the cool box.
- Pilots don't drink: most of them are flying again the next morning.
""")

A("fly-migration", "flightdesk move to Fly.io", "2026-08-20", ["flightdesk", "hosting", "migration"], """
# flightdesk on Fly

@fd_flymove@ We moved flightdesk off the Hetzner VPS to Fly.io on 2026-08-12; the VPS was cancelled at
the end of August.

```toml
app = "kvb-flightdesk"
primary_region = "lhr"

[http_service]
  internal_port = 8000
  force_https = true
```

- DNS cut-over was a Cloudflare CNAME change; TTL was lowered the day before.
- Two machines in `lhr`; the Celery worker is a separate process group.
""")

A("maintenance-howto", "How to log maintenance", "2026-01-19", ["maintenance", "howto", "burners"], """
# Logging maintenance

@sheet_log@ Log every burner service in the 'KV Maintenance' Google Sheet, one row per job.

- Columns: date, burner serial, what was done, who signed.
- Fuel deliveries go in the 'KV Fuel' sheet, not this one.
- Photos of anything odd go in the shared Drive folder with the same date prefix.
""")

A("payments-changelog", "Payments changelog", "2026-09-30", ["payments", "changelog"], """
# Payments changelog

- **2026-03**: Stripe Checkout replaced the old PayPal buttons.
@sumup_retired@ - **2026-07**: retired the SumUp readers; field payments now go through Stripe Terminal (tap to pay on the crew phones).
- **2026-09**: Xero integration for corporate invoices.
""")

A("ipad-manifests", "Manifests on the iPad", "2026-07-18", ["manifest", "pilots", "ipad"], """
# iPad manifests

@ipad_manifest@ Paper manifests are deprecated since July — pilots sign the manifest PDF on the basket iPad and flightdesk archives it.

- The iPad lives in the Big Kes basket bag; Amber's pilot uses their own.
- If the iPad is flat, the pilot phones the booking office for the numbers.
""")

A("ashcombe-notes", "Ashcombe Field notes", "2026-05-05", ["ashcombe", "launch-fields"], """
# Ashcombe Field

@ashcombe_main@ Ashcombe Field is our main launch field.

@ashcombe_evening@ Evening launches from Ashcombe only happen May to August; the rest of the year the cattle are in the launch paddock.

- The Pritchards like a text the night before if we're coming.
- Power lines on the north edge: brief every new crew member.
""")

A("windcheck-debugging", "Debugging windcheck", "2026-09-21", ["windcheck", "debugging", "logging"], """
# Debugging windcheck

@wc_debug@ Turn on DEBUG for the `windcheck.taf` logger only (`LOG_LEVEL_TAF=debug`) when chasing a TAF parsing bug; everything else stays at INFO.

- Threshold tweaks in `windcheck.toml` go straight to main on windcheck (Ines' call), no PR.
- Replay a morning with `windcheck replay --date 2026-09-14`.

```bash
LOG_LEVEL_TAF=debug ./windcheck run --once --dry-run
```
""")

A("pricing-notes", "Pricing notes", "2026-03-08", ["pricing", "products"], """
# Pricing (products other than the shared flight)

| Product | Price | Notes |
|---|---|---|
@private899@ | Private flight for two | £899 | fizz + certificate included |
| Private flight, whole Amber basket | £2,400 | up to 8 people |
| Tethered ride at events | £25 | per person, 10 minutes |
| Photo pack | £35 | sold at the field or online |
""")

A("selsley-common", "Selsley Common", "2026-06-14", ["selsley", "launch-fields", "notam"], """
# Selsley Common

@selsley_sunrise@ Selsley Common is sunrise-only — the commoners' agreement rules out evening launches.

@selsley_notam@ Never launch from Selsley without the NOTAM filed the day before (it's under the Aston Down glider traffic).

- Park on the hard standing by the cattle grid, not on the grass.
""")

A("launch-field-history", "Launch field history", "2026-02-20", ["launch-fields", "history"], """
# Launch field history

@frampton@ In 2024 and 2025 our main field was Frampton Green, until the farm was sold that autumn.

- Minchin came on in 2023 after the stud farm agreed to evening-only use.
- We tried Rodborough in 2022; too many dog walkers.
""")

A("flightdesk-history", "flightdesk history", "2026-01-28", ["flightdesk", "history"], """
# flightdesk history

@mysql@ flightdesk ran on MySQL 5.7 until the 2024 rewrite.

- Before that it was a PHP booking widget bolted onto the old WordPress site.
- The 2024 rewrite was done by a contractor; Ines took it over in 2025.
""")

A("winter-maintenance-log", "Winter maintenance log 2025/26", "2026-03-01", ["maintenance", "winter", "envelopes"], """
# Winter 2025/26 log

@tomasz_insp@ Winter 2025/26: Tomasz did the envelope inspections himself at the Yard.

- Big Kes: two panels replaced near the crown.
- Amber: new scoop.
- Wren: nothing to report.
""")

A("fuel-notes", "Fuel notes", "2026-06-27", ["propane", "fuel"], """
# Fuel

@gas117@ Big Kes goes through roughly 117 litres of propane on a typical one-hour flight.

- Amber: roughly 78 litres an hour.
- Cold mornings use more; budget an extra cylinder in March and October.
""")

A("crewtrack-faq", "crewtrack FAQ for new crew", "2026-08-31", ["crewtrack", "faq", "crew"], """
# crewtrack FAQ

**Q: Does it work with the screen off?**
@bg_faq@ A: Yes, crewtrack keeps recording your position with the app in the background.

**Q: I've got no signal, what now?**
A: Keep going; it catches up when you're back in coverage.

**Q: Who do I ask for a login?**
A: Sully.
""")

A("severn-flights", "Flights towards the Severn", "2026-07-11", ["flight-ops", "severn", "safety"], """
# Flights towards the Severn

@severn_fly@ With an easterly we regularly end up flying passengers out over the Severn.

- Lifejackets are in the basket locker on Big Kes and Amber.
- Retrieve crew head for the Frampton-on-Severn side and wait at the canal bridge.
""")

# --- distractor notes, no labelled pair ---

A("yard-layout", "The Yard layout", "2026-01-23", ["yard", "hangar"], """
# The Yard (Nympsfield)

- Hangar: Big Kes and Amber baskets on their trailers, Wren on the small trailer.
- Bulk propane tank by the east gate; keep the area clear, no vehicles parked within 3 m.
- Office upstairs; the NAS is in the comms cupboard under the stairs.
- Forklift keys hang in the office, not in the forklift.
""")

A("pilot-roster-2026", "Pilot roster 2026", "2026-03-25", ["pilots", "roster"], """
# Pilot roster 2026

- Tomasz: chief pilot, mostly Big Kes.
- Hattie: Big Kes and Amber.
- Dev: Amber, plus all training in Wren.
- Freelance cover: Jonty Marsh (Amber only), booked through Tomasz.
""")

A("chase-vehicles", "Chase vehicles", "2026-02-14", ["vehicles", "crew"], """
# Chase vehicles

- Transit (KV19 RTF): Big Kes retrieves, tows the big trailer. MOT due in May.
- Vivaro (KV68 ZPD): Amber and Wren. MOT due in September.
- Both vans have a fuel card; receipts go in the door pocket for Gwen.
- Max trailer weight for the Vivaro is 2,000 kg.
""")

A("stripe-webhooks", "Stripe webhooks notes", "2026-04-04", ["stripe", "webhooks", "flightdesk"], """
# Stripe webhooks

- Stripe itself retries an undelivered webhook for up to 3 days.
- Our handler is idempotent on the event id, so a replay is safe.
- Events we care about: `checkout.session.completed`, `charge.refunded`, `charge.dispute.created`.

```bash
stripe listen --forward-to localhost:8000/stripe/webhook/
```
""")

A("caa-audit-prep", "CAA audit prep", "2026-10-26", ["caa", "audit"], """
# CAA audit prep

- Three years of manifests, scanned or PDF.
- Pilot currency and medicals: Tomasz.
- Maintenance history per envelope: export from envelog, one PDF each.
- Insurance certificate and the operations manual, current revision.
""")

A("weekend-ops-checklist", "Weekend ops checklist", "2026-05-16", ["ops", "weekend", "checklist"], """
# Weekend ops

- 04:00: whoever has the ops phone turns it on and checks it has charge.
- 04:20: look at windcheck's morning result before ringing the pilots.
- Confirm the chase vans have fuel and the trailer lights work.
- Sunday evening: put the ops phone back on the charger in the office.
""")

A("burner-service-notes", "Burner service notes", "2026-02-05", ["burners", "maintenance"], """
# Burners

- Service every 50 hours; valves replaced every 5 years regardless.
- Pilot light jets get cleaned at every service.
- Tomasz signs off burner services; Sully does the work.
""")

A("insurance-notes", "Insurance notes", "2026-01-30", ["insurance"], """
# Insurance

- Aviva, renews 1 March; covers the three balloons, the vans and public liability.
- Passenger liability per seat is set by the policy; Gwen has the schedule.
- Any landing damage claim over £500 goes through Maren.
""")

A("glossary", "Glossary", "2026-01-16", ["glossary"], """
# Glossary

- **PIC**: pilot in command.
- **TAF**: terminal aerodrome forecast, the airport forecast windcheck reads.
- **NOTAM**: notice to airmen; we file one for some launches.
- **Crown line**: the rope off the top of the envelope, held during inflation.
- **Parachute**: the deflation vent at the top of the envelope.
- **No-go**: the decision not to fly a slot.
""")

A("envelog-dev-notes", "envelog dev notes", "2026-02-02", ["envelog", "dev"], """
# envelog dev

- Runs locally on port 5000 with `flask run --debug`.
- Python 3.11, Flask 3, SQLAlchemy 2.

```bash
python -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
flask db upgrade
flask run --debug
```
""")

A("crewtrack-release", "crewtrack release steps", "2026-09-06", ["crewtrack", "release"], """
# crewtrack releases

- iOS goes to TestFlight first; Sully and Dev test it on a real retrieve.
- Android goes to the Play internal track, then production after two days without a crash.
- Current version is 2.4.0.
- Release notes in plain English for the crew, not commit messages.
""")

A("ops-meeting-2026-09", "Ops meeting, September 2026", "2026-09-16", ["meeting", "ops"], """
# Ops meeting 16 Sep

- Season so far: good, about 40 cancellations fewer than 2025.
- Sully: the Transit trailer tyres are getting bald; replace before March.
- Tomasz: wants a second large envelope for 2027, will get quotes.
- Priya: voucher card stock needs reordering before November.
""")

A("balloon-fiesta-2026", "Bristol Balloon Fiesta 2026", "2026-08-16", ["events", "fiesta"], """
# Bristol Balloon Fiesta 2026

- We took Amber; Hattie flew two of the mass ascents.
- Mass ascents are called by the Fiesta met team; we follow their go/no-go, not windcheck's.
- Tethered rides on the Saturday made about £1,800.
""")

A("landowner-relations", "Landowner relations", "2026-11-20", ["landowners"], """
# Landowners

- About 40 landowners get a hamper at Christmas; Priya keeps the list.
- The Pritchards at Ashcombe get two free flights a year.
- Any complaint from a landowner goes to Maren the same day.
""")

A("sms-templates", "SMS templates", "2026-06-19", ["sms", "templates"], """
# SMS templates

```text
GO: KVBalloons: your {slot} flight from {field} is ON. See you at {meet_time}.
NOGO: KVBalloons: sorry, your {slot} flight from {field} is off because of the weather. We'll be in touch about a new date.
```

- `{meet_time}` comes from the booking, not typed by hand.
""")

A("photo-packages", "Photo packages", "2026-04-18", ["photos", "products"], """
# Photo packs

- Crew take photos at inflation and landing with the van camera.
- The pack is uploaded to a private gallery within 48 hours.
- Hattie edits them on Sunday evenings.
""")

A("first-aid", "First aid", "2026-03-14", ["safety", "first-aid"], """
# First aid

- Each van has a first aid kit, checked on the first of every month.
- Sully and Hattie are the trained first aiders.
- Burns kit lives in the basket bag, not the van.
""")

A("weather-words-for-the-office", "Weather words for the office", "2026-04-25", ["weather", "booking-office"], """
# Weather words

- "Thermals" are why we only fly early morning and early evening.
- "Gusts" are short bursts above the average wind.
- "Rotor" is the rough air downwind of a hill or the escarpment.
- A forecast can change overnight; that's why there's a morning re-check.
""")

A("onboarding-new-crew", "Onboarding new crew", "2026-04-01", ["crew", "onboarding"], """
# New crew

- Get crewtrack installed and ask Sully for a login.
- First three retrieves shadowing Sully or Dev.
- Wear hi-vis at the field and bring a head torch for evening flights.
- Gloves for inflation: leather, not gardening gloves.
""")

A("email-templates", "Email templates", "2026-05-23", ["email", "templates", "flightdesk"], """
# Email templates

- `booking_confirmed.html`: booking reference, slot, field, meeting point, arrival time from `{{ arrival_minutes }}`.
- `flight_cancelled.html`: short, apologetic, no blame on the pilot.
- Templates are plain Django templates; Postmark only does the sending.
""")
