"""Free notes under auto/: (title, created, tags, body)."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = dict(title=title, created=created, tags=tags, body=body)

a("windcall-thresholds-review", "windcall thresholds review", "2026-10-02", ["windcall", "weather", "limits"], """\
# windcall thresholds review

Went through the limits with Dai after the September near-miss on a gusty evening.

## Surface wind
@@V2b@@
Tethered show flights use their own limit (6 kt), set per event in the admin page.

## Gusts
A gust spread of more than 5 kt over the mean is a no-go regardless of the mean wind.

## Follow-ups
- Dai wants the limits shown on the decision page so pilots stop asking
""")

a("dawn-flight-checklist", "dawn flight checklist", "2026-05-06", ["ops", "dawn", "windcall"], """\
# Dawn flight checklist (office side)

@@V6b@@
- Check the manifest is final by 20:00 the evening before
- Duty pilot phone on charge, crew rota confirmed
- If the decision is no-go, the rebooking links go out with the text
""")

a("voucher-faq-draft", "voucher FAQ draft", "2026-03-19", ["vouchers", "skybook", "faq"], """\
# Voucher FAQ (draft for the website)

**How long is my voucher valid?**
@@V4a@@

**How far ahead do I need to book?**
@@F3b@@

**Can I transfer it?** Yes, vouchers can be given to someone else; the name is changed at booking.
""")

a("landbook-local-setup", "landbook local setup", "2026-02-17", ["landbook", "dev", "setup"], """\
# landbook local setup

1. `docker compose up db redis`
2. `uv sync && uv run manage.py migrate`
3. Load the sample fields: `uv run manage.py loaddata fields_sample`

@@V7a@@
not the skybook one on 6379.

```
REDIS_URL=redis://redis.highcloud.internal:6380/0
DATABASE_URL=postgres://landbook@localhost:5432/landbook
```

Tile cache warm-up takes about 10 minutes the first time.
""")

a("basket-loading", "basket loading notes", "2026-04-22", ["fleet", "ops", "passengers"], """\
# Basket loading

@@V9b@@
Heavier passengers go into the corner compartments opposite the pilot. The load plan on the
manifest is a suggestion; the pilot has the final word.
""")

a("skybook-frontend-notes", "skybook frontend notes", "2026-06-03", ["skybook", "frontend", "build"], """\
# skybook frontend

@@R1b@@
- Tailwind 3; the booking widget is plain Alpine.js
- Don't upgrade Vite past 5 until Livewire's plugin supports it
""")

a("email-deliverability", "email deliverability", "2026-08-12", ["skybook", "email"], """\
# Email deliverability

@@R4a@@
SPF, DKIM and DMARC are set on highcloud.co.uk; DMARC is at `p=quarantine` since August.
Hotmail addresses were bouncing voucher emails in July until the DKIM record was fixed.
""")

a("windcall-incident-2026-07", "windcall incident July 2026", "2026-07-21", ["windcall", "incident"], """\
# windcall incident, 19-20 July

The evening decision on the 19th never ran: the forecast fetch failed with auth errors after a key rotation.

@@R6a@@
July forecast-fetch failures only reached Kofi's inbox.

## Actions
- Rotate the forecast API key with a calendar reminder, not from memory
- Duty pilot now gets a text if no decision exists 15 minutes after the scheduled time
""")

a("skybook-queue-notes", "skybook queue notes", "2026-09-09", ["skybook", "queue", "jobs"], """\
# skybook queue

@@R7b@@
- Confirmation emails and manifest PDFs run as jobs
- A failed manifest PDF job is retried 3 times, then lands in the failed jobs table for a human
""")

a("launch-site-payments", "launch-site payments", "2026-05-28", ["payments", "ops", "sites"], """\
# Payments at the launch site

@@R9a@@
Cash is accepted but discouraged. The crew chief counts the float at the end of the day.
""")

a("windcall-debugging", "windcall debugging notes", "2026-10-20", ["windcall", "debugging", "weather"], """\
# windcall debugging notes

@@R10b@@
- `make replay DATE=2026-10-12` re-runs a past decision with the stored forecast
- Times in the raw forecast are UTC; the decision page converts them
- The "borderline" badge means within 1 kt of a limit
""")

a("deploy-runbook", "deploy runbook", "2026-04-30", ["deploy", "skybook", "runbook"], """\
# Deploy runbook

## skybook
@@F5b@@
@@N5b@@

```
make deploy ENV=production
```

## windcall and retrieve-api
Same idea, but on app2: `make deploy` in each repo.

## Rollback
`make rollback` points the containers back at the previous image tag.
""")

a("manifest-data-retention", "manifest data retention", "2026-06-16", ["privacy", "manifest", "passengers"], """\
# Manifest data retention

@@N3a@@
- Names and phone numbers stay with the booking for 6 years because of accounting
- The printed manifest is shredded at the hangar after the flight
""")

a("skybook-api-notes", "skybook API notes", "2026-07-08", ["skybook", "api", "partners"], """\
# skybook public API

@@N8b@@
- `/api/availability?site=ASH&date=2026-07-12` returns the free seats per slot
- Partners: two gift-experience sites and the tourist board widget
""")

a("retrieve-crew-briefing", "retrieve crew briefing", "2026-04-11", ["retrieve", "crews", "landowners"], """\
# Retrieve crew briefing (start of season)

## Crew
@@O8a@@
The navigator keeps the radio and the app; the driver only drives.

## Fields
@@N10b@@
Stay on tracks and headlands, never cross a planted field with the vehicle.

## Landowners
@@F4a@@
""")

a("maintenance-logging", "maintenance logging", "2026-02-25", ["fleet", "maintenance"], """\
# Maintenance logging

@@S1a@@
Put the envelope registration in the card title, for example "G-HCKB: scoop seam".
Photos of damage go on the card too.
""")

a("gift-voucher-sales", "gift voucher sales", "2026-01-28", ["vouchers", "sales"], """\
# Gift voucher sales

@@S2a@@
Christmas is 45% of the year's voucher sales; the store needs the seasonal banner by mid-November.
""")

a("manifest-printing", "manifest printing", "2026-02-09", ["manifest", "ops"], """\
# Manifests

@@S3a@@
before a flight day and handed to the pilot at the hangar.
If a passenger adds a friend late, the pilot writes them on by hand.
""")

a("ops-comms", "ops comms", "2026-03-03", ["ops", "chat", "windcall"], """\
# Ops comms

@@S5a@@
retrieve crews and the office see it before they set off.
- Passenger queries go to the office line, not to the crews
""")

a("voucher-expiry-job", "voucher expiry job", "2026-01-22", ["skybook", "vouchers", "jobs"], """\
# Voucher expiry job

@@S8a@@
It marks vouchers past their end date as expired and emails the buyer a week before.
""")

a("pilot-weather-briefing", "pilot weather briefing", "2026-03-27", ["pilots", "weather"], """\
# Pilot weather briefing

windcall makes the call, but the duty pilot still does a manual check before confirming.

@@S9a@@
- Look at the 2,000 ft wind as well as the surface
- Note anything odd as a PIREP after the flight
""")

a("landowner-calls", "landowner calls", "2026-10-06", ["landowners", "contacts"], """\
# Landowner calls

@@S10b@@
Sue logs every call against the field in landbook.
""")

a("landbook-field-colours", "landbook field colours", "2026-05-12", ["landbook", "fields"], """\
# landbook field colours

@@F8b@@
Unflagged fields are fine to land in as far as landbook knows.
""")

a("sms-retries", "SMS retries", "2026-08-27", ["sms", "windcall", "skybook"], """\
# SMS retries

@@O3b@@
Red-flagged bookings show up on the office dashboard so Sue can ring them.
""")

a("error-tracking", "error tracking", "2026-06-22", ["skybook", "monitoring"], """\
# Error tracking (skybook)

@@O6a@@
Alert rules: new issue in production pages nobody, it posts to #dev; spikes over 50 events/hour page on-call.
""")

a("voucher-pdf-service", "voucher-pdf service", "2026-05-15", ["vouchers", "pdf"], """\
# voucher-pdf

A tiny service that renders the printable gift vouchers.

@@O7a@@
- Runs on app1 as its own container
- Fonts are bundled in the image
""")

a("burner-service-notes", "burner service notes", "2026-09-30", ["fleet", "maintenance"], """\
# Burner service

@@O5b@@
The burner hours are summed from pilotlog's flight entries, not from the pilots' logbooks.
""")

a("booking-site-history", "booking site history", "2026-04-05", ["skybook", "history"], """\
# How bookings used to work

@@D1a@@
Every booking was re-typed into a spreadsheet for the manifests.
""")

a("backup-history", "backup history", "2026-05-02", ["infra", "backups"], """\
# Backups, then and now

@@D3a@@
and were copied to a USB disk on Fridays.
""")

a("crew-meeting-points", "crew meeting points", "2026-10-11", ["crews", "retrieve", "ops"], """\
# Crew meeting points

@@D5a@@
The hangar start made sense when every flight left from Ashcombe.
""")

a("feb-outage", "February outage", "2026-02-16", ["incident", "windcall", "sms"], """\
# February outage

@@D7a@@
windcall's new VM kept losing its volume, so the service was down for most of that week.
""")

a("chilcote-closure", "Chilcote closure", "2026-06-18", ["sites", "chilcote"], """\
# Chilcote Down closure

@@D9a@@
Flights were moved to Ashcombe and the passengers were told by email.
""")

a("evening-flights", "evening flights", "2026-06-25", ["ops", "evening", "windcall"], """\
# Evening flights

@@A2b@@
- Passengers meet two and a half to three hours before sunset
- Evening flights are shorter: about 45 minutes in the air
""")

a("oncall", "on-call", "2026-03-10", ["oncall", "infra"], """\
# On-call

@@A5b@@
- Flying-day mornings are covered from 04:30
- Hand-over notes go in #dev
""")

a("timezones", "timezones", "2026-03-31", ["dev", "time"], """\
# Time handling

@@A8b@@
Sunrise and sunset come from the astral library, computed per site.
""")

a("retrieve-offline-testing", "retrieve offline testing", "2026-08-19", ["retrieve", "android", "testing"], """\
# Offline testing of the retrieve app

@@A9b@@
Tested in flight mode and in the Chew valley dead spots; all 12 test landings arrived.
""")

a("card-data", "card data", "2026-04-16", ["payments", "privacy", "skybook"], """\
# Card data

@@NS4a@@
We are SAQ A for PCI because checkout is on Stripe's page.
""")

a("windcall-alerting", "windcall alerting", "2026-07-24", ["windcall", "oncall", "alerting"], """\
# windcall alerting

@@NS2a@@
they can stand the flight down by phone, and a dev looks at it after the flights.
""")

a("farrow-hill-notes", "Farrow Hill notes", "2026-06-08", ["sites", "farrow"], """\
# Farrow Hill

@@NS6a@@
Parking is in the farmyard; passengers must not drive onto the field.
""")

a("retrieve-chase-tips", "retrieve chase tips", "2026-09-14", ["retrieve", "crews"], """\
# Chase tips

@@NS7b@@
- When the dot freezes, use the radio and the last heading
- Keep the app open; the screen lock kills the location updates on some phones
""")

a("airspace-notes", "airspace notes", "2026-07-02", ["pilots", "airspace"], """\
# Airspace

@@NS9b@@
Southerly winds push the Ashcombe flights towards the Yeovilton zone; that needs a call too.
""")

a("passenger-faq", "passenger FAQ", "2026-02-03", ["passengers", "faq"], """\
# Passenger FAQ

@@F10a@@
- Wear flat shoes and bring a hat
- Flights last about an hour in the air, three to four hours in total
""")

# ---- notes without labelled claims
a("vite-upgrade-attempt", "Vite upgrade attempt", "2026-09-25", ["skybook", "frontend"], """\
# Vite upgrade attempt

Tried Vite 6 on a branch; the Livewire plugin breaks the admin panel hot reload.
Parked until the plugin catches up.
""")

a("photo-upgrade-sales", "photo upgrade sales", "2026-08-05", ["sales", "ops"], """\
# Photo upgrade

- The in-flight photo pack is £25, sold at the launch site or in the booking
- Photos are uploaded by the pilot the same evening
""")

a("landowner-christmas", "landowner Christmas list", "2026-11-20", ["landowners"], """\
# Landowner Christmas list

Sue sends cards to every landowner with a landing this year. landbook exports the list as CSV.
""")

a("staging-environment", "staging environment", "2026-02-12", ["infra", "staging"], """\
# Staging

- staging.book.highcloud.co.uk, reset from the seed every Sunday night
- Stripe in test mode, SMS sends go to the dev phone only
""")

a("pilot-rota", "pilot rota", "2026-04-02", ["pilots", "rota"], """\
# Pilot rota

Dai sets the rota two weeks ahead. Four pilots in 2026, one freelance for busy weekends.
""")

a("winter-work", "winter work list", "2026-11-12", ["planning"], """\
# Winter work list

- Landowner portal scoping
- Tidy up the windcall admin page
- Move voucher-pdf off the dompdf fork if time allows
""")
