# free notes: slug -> (title, created, tags, body)
AUTO = {}
def note(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

note("tonights-sky-script-notes", "Tonight's Sky: script notes", "2026-02-04", ["shows", "skydome"], """
Notes from rehearsing the winter version with the presenters.

@@V2a@@
- Open with what is visible from the car park tonight, not the textbook list
- Keep the star-hopping segment; people ask about it afterwards
- Presenter mic battery swap between the matinee and the evening show
""")

note("projector-service-log-howto", "How to log projector service in domecare", "2026-03-09", ["domecare", "projectors"], """
## Service intervals
@@V5b@@
@@NS8b@@

## Calibration
@@N6b@@
Save the profile afterwards and attach the blend photo.

## Filters
Dust filters on both projectors are cleaned on the first Monday of each month.
""")

note("scopebook-dev-setup", "scopebook: local dev setup", "2026-02-13", ["scopebook", "dev"], """
@@V7a@@

```
rbenv install 3.2.4
bin/setup
bin/dev
```

Seed data gives you three fake members and a week of bookings on each telescope.
""")

note("payments-overview", "Payments overview", "2026-04-20", ["payments"], """
Who takes money for what, as of spring.

@@R1b@@
@@O7a@@
- Cafe takings are not in any of our systems; the cafe is run by a contractor
- Refunds are always made to the original payment method
""")

note("scopebook-hosting", "scopebook hosting", "2026-03-02", ["scopebook", "hosting"], """
@@R3a@@
Backups of its database follow the same pattern as the other apps.
""")

note("projector-support", "Projector support contacts", "2026-05-11", ["projectors", "support"], """
@@R8b@@
Support line is staffed 08:00-18:00 UK time; out of hours we email and wait.
""")

note("fieldtrip-frontend", "fieldtrip admin frontend", "2026-03-16", ["fieldtrip", "frontend"], """
@@R6a@@
- Components live in `resources/js/components`, one folder per screen
- Vite dev server on port 5173, proxied by Laravel
""")

note("domecare-architecture", "domecare architecture", "2026-02-26", ["domecare"], """
## Data
@@R9a@@
@@S8a@@

## Flow
The projector bridge reads MQTT messages, normalises units and writes one row per reading.
Faults open a ticket; tickets close when Patrick signs them off.
""")

note("public-night-runbook", "Public night runbook", "2026-10-08", ["public-nights", "telescopes"], """
## Arrival
@@F8b@@

## Telescopes
@@F2b@@
@@N2b@@
- Loan Dobsonians go out on the lawn, one volunteer each

## Closing
Last check of the roof, dome lights off, alarm set.
""")

note("scopebook-reminders", "scopebook reminders", "2026-09-29", ["scopebook", "reminders"], """
@@N8b@@
If the forecast turns bad the observer gets a second message with the link to move the booking.
""")

note("skydome-support-tips", "skydome support tips", "2026-03-24", ["skydome", "support"], """
## Emails
@@S1a@@
@@O4a@@

## Finding orders
@@N9b@@
Order IDs start with `SD-` followed by the year.
""")

note("foyer-operations", "Foyer operations", "2026-01-22", ["foyer", "box-office"], """
@@S4a@@
- Lost property goes in the box under the desk, logged in the book
@@NS2b@@
- The foyer opens 30 minutes before the first show
""")

note("show-schedule-publishing", "Publishing the show schedule", "2026-01-30", ["shows", "schedule"], """
@@S6a@@
Changes usually land on Thursday for the following week.
""")

note("school-bookings-faq", "School bookings FAQ", "2026-02-09", ["fieldtrip", "schools"], """
**How do schools book?**
@@S9a@@

**What do they get after booking?**
@@F5b@@

**Deposit?**
@@A8b@@
""")

note("skydome-db-notes", "skydome database notes", "2026-06-15", ["skydome", "database"], """
@@O2b@@
@@F1b@@
@@A10b@@

```
# local dev only
export DATABASE_URL=postgres://skydome@localhost:5432/skydome_dev
```
""")

note("skydome-deploys", "skydome deploys", "2026-06-18", ["skydome", "deploy"], """
@@F6b@@
Rollback is `kamal rollback` with the previous image tag from the deploy log.
""")

note("show-formats", "Show formats", "2026-04-11", ["shows"], """
@@O5a@@
- Relaxed shows: lights half up, sound lower, people can come and go
- Guest lectures use the dome as a lecture theatre, no fulldome content
""")

note("newsletter", "Newsletter", "2026-05-04", ["marketing", "newsletter"], """
@@O3a@@
It goes out on the first Thursday of the month with the month's sky guide.
""")

note("domecare-contributing", "Contributing to domecare", "2026-07-21", ["domecare", "git"], """
@@O9b@@
Run the bridge against the recorded MQTT fixture before asking for review.
""")

note("winter-season-review-2025", "Winter season review 2025", "2026-01-15", ["public-nights", "review"], """
@@D4a@@
- Cloud cancelled 9 of 22 nights
- Hot drinks were the most mentioned thing in the feedback forms
""")

note("orbitclub-history", "orbitclub history", "2026-09-18", ["orbitclub", "history"], """
@@D3a@@
@@D8a@@
The migration to orbitclub kept member numbers unchanged.
""")

note("imaging-workflow", "0.6 m imaging workflow", "2026-08-24", ["telescopes", "imaging"], """
@@A2b@@
Flats are taken at dusk on the inside of the dome shutter.
""")

note("box-office-faq", "Box office FAQ", "2026-05-18", ["box-office", "skydome"], """
**Refunds**
@@A3b@@

**Booking fee**
@@NS5b@@
""")

note("on-call", "On-call", "2026-04-01", ["ops", "on-call"], """
@@A5b@@
Pages come from Uptime Kuma; domecare faults page Patrick directly during opening hours.
""")

note("solar-saturdays", "Solar Saturdays", "2026-05-09", ["telescopes", "solar"], """
@@NS3b@@
If it is cloudy at 12:30 the session is cancelled on the website banner.
""")

note("volunteer-handbook", "Volunteer handbook (short)", "2026-09-25", ["volunteers"], """
## Public nights
@@D4b@@
- Arrive 45 minutes before doors for the briefing
- Red torches only on the lawn

## School visits
- DBS check needed before helping with school groups
""")

# ---- unpaired notes
note("eclipse-2026-planning", "Eclipse 12 August 2026", "2026-03-04", ["events"], """
- Partial eclipse from the observatory, about 90% at maximum
- Solar glasses ordered: 1,500, stored in the education room
- Live stream from the solar scope on the lobby screen
""")
note("dome-cleaning", "Dome cleaning", "2026-02-16", ["dome", "maintenance"], """
The dome surface is vacuumed once a year by the specialist contractor; never touch it with cloths.
Seats are cleaned weekly by the cleaning team on Monday mornings.
""")
note("accessibility-notes", "Accessibility notes", "2026-04-24", ["access"], """
- Hearing loop covers rows A to D
- Ear defenders available at the desk for relaxed shows
- Step-free route to the main dome through the east door
""")
note("grant-report-notes", "Grant report notes", "2026-06-26", ["funding"], """
Figures for the annual report: visitors by month from skydome, school pupils from fieldtrip,
member count from orbitclub on 31 March. Devi pulls the numbers, Maren writes the text.
""")
note("star-party-checklist", "Star party checklist", "2026-09-30", ["events"], """
- Red film on every torch and screen
- Extension reels for the lawn, coiled fully
- Collimate the Dobsonians in daylight
""")
note("meeting-2026-05-05", "Team meeting 2026-05-05", "2026-05-05", ["meeting"], """
- Agreed to move the monthly show planning to the first Tuesday
- Lina to prototype a school-visit availability calendar
- Osei to look at slow seat-map rendering in skydome
""")
note("meeting-2026-08-03", "Team meeting 2026-08-03", "2026-08-03", ["meeting"], """
- Perseids prep: extra volunteers, overflow parking in the field
- Patrick reported a noisy fan on the south projector
- Devi asked for a report of lapsed members by tier
""")
note("meeting-2026-11-02", "Team meeting 2026-11-02", "2026-11-02", ["meeting"], """
- Christmas show tickets go on sale on 15 November
- Review of on-call swaps over half-term: no incidents
- Start looking at replacing the booth UPS next year
""")
note("seat-map-rendering", "Seat map rendering", "2026-05-22", ["skydome", "performance"], """
The seat map SVG was rebuilt on every request; it is now cached per show format.
Cache is busted when the seating plan changes.
""")
note("christmas-show", "Christmas show", "2026-10-22", ["shows"], """
- "Star of Wonder" runs daily from 12 December
- Two school performances per weekday in the first week of December
""")
note("ticket-scanning", "Ticket scanning", "2026-07-06", ["box-office"], """
Door staff scan QR codes with the skydome scanner page on an old phone.
If the phone dies, the printed door list from the admin is the fallback.
""")
note("telescope-maintenance", "Telescope maintenance", "2026-06-08", ["telescopes", "maintenance"], """
- 0.6 m: collimation checked monthly, mount grease yearly
- Dobsonians: secondary mirrors cleaned after the winter season
""")
note("membership-card-design", "Membership card design", "2026-03-27", ["orbitclub", "design"], """
New card artwork shows the Pleiades; the tier is printed as a coloured band.
Cards are digital by default, printed on request.
""")
note("agent-working-notes", "Agent working notes", "2026-07-30", ["agent"], """
- Run the test suite of the app you touched, not all four
- Ask before adding a new dependency to any app
- Prefer editing existing management commands over adding new scripts
""")
note("planetarium-content-library", "Fulldome content library", "2026-02-21", ["shows", "content"], """
Licensed fulldome films live on the show server; licences are tracked in a spreadsheet by Hannah.
Each licence lists which show formats the film may be used in.
""")
note("weather-station", "Roof weather station", "2026-08-11", ["weather", "telescopes"], """
The roof station reports wind, humidity and sky temperature every minute.
The dome roof will not open above 80% humidity; the interlock is in the roof controller.
""")
note("gdpr-requests", "Handling data requests", "2026-04-13", ["privacy"], """
Subject access requests go to Devi; search skydome, orbitclub and fieldtrip by email address.
Reply within one month.
""")
note("booth-ups", "Booth UPS", "2026-10-30", ["dome", "power"], """
The booth UPS gives about 8 minutes for the show PC and switches; the projectors are not on it.
""")
