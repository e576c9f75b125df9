# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {
"gorge-day-checklist": ("Gorge day checklist", "2026-04-18", ["gorge", "safety"], """
Before leaving: check the river gauge at the bridge, radio check, throw lines (one per instructor).
@@V2b@@
@@NS8a@@
Kit: helmets, wetsuits, cags, old trainers (no wellies).
"""),
"booking-season-faq": ("Booking season FAQ (for Joanne)", "2026-02-03", ["bookings", "faq"], """
## Deposits
@@V4b@@
@@O4a@@

## Invoices
@@N9b@@

## Changes
Schools can change numbers by up to 10% without charge until 8 weeks before arrival.
"""),
"tripbook-dev-setup": ("tripbook dev setup", "2026-02-10", ["tripbook", "dev"], """
@@V5b@@
`make up` starts Postgres and Redis in Docker; `make seed` loads the demo school.
Run `doppler setup` once and pick the `dev` config.
"""),
"riskbase-photo-uploads": ("riskbase photo uploads", "2026-05-21", ["riskbase", "uploads"], """
Instructors kept hitting errors attaching site photos.

@@V7b@@
an iPhone need shrinking first (the share sheet's "Medium" size is fine).
Maps exported as PDF are small and never a problem.
"""),
"tripbook-celery-notes": ("tripbook Celery notes", "2026-03-04", ["tripbook", "celery"], """
@@V8b@@
The itinerary PDF task retries up to 5 times, a minute apart.
The nightly Xero push isn't retried; it just runs again the next night.
"""),
"kitlog-deploy-notes": ("kitlog deploy notes", "2026-03-10", ["kitlog", "deploy"], """
@@S7a@@
@@NS4b@@

kitlog prod env (values from Doppler `kitlog/prd`):

```
NODE_ENV=production
@@V10b@@
LOG_LEVEL=info
```
"""),
"fieldkit-release-notes": ("fieldkit releases", "2026-06-12", ["fieldkit", "release"], """
Releases are cut every other Thursday.

@@R2b@@
and triages on Mondays.
@@O9a@@
"""),
"riskbase-ops": ("riskbase ops", "2026-04-02", ["riskbase", "ops"], """
@@R5b@@
Logs: `fly logs -a riskbase-prod`. Scaling is manual; one machine is plenty.
"""),
"tripbook-pr-process": ("tripbook PR process", "2026-05-06", ["tripbook", "git"], """
@@R8b@@
At least one review; Megan reviews anything that touches invoices.
@@A3b@@
"""),
"parent-comms": ("Parent comms", "2026-03-22", ["parents", "comms"], """
@@R10b@@
@@F4a@@
Parents don't get instructor mobile numbers; everything goes through the school.
"""),
"kit-store-routines": ("Kit store routines", "2026-04-25", ["kit-store"], """
## Opening
@@A1a@@

## Issue
@@D7b@@
Helmets get a quick visual check at every issue.

## Return
@@N2b@@
"""),
"ra-review-2026": ("RA review 2026", "2026-02-16", ["riskbase", "ra"], """
Kirsty's plan for this year's RA review.

@@N4b@@
@@D5a@@
Gorge RA to be rewritten after the March high-water incident.
"""),
"climbing-tower-age-checks": ("Climbing tower, age checks and wind", "2026-06-30", ["climbing-tower", "tripbook"], """
Minimum age for the tower is 8.
@@N6b@@
@@F10b@@
"""),
"fieldkit-offline": ("fieldkit and signal", "2026-01-28", ["fieldkit", "signal"], """
@@N7a@@
At Church Beck instructors walk up to the car park to get a bar.
"""),
"tripbook-testing": ("tripbook testing", "2026-07-08", ["tripbook", "testing"], """
`pytest -n auto`; coverage gate is 80%.
@@N8b@@
"""),
"enquiries-workflow": ("School enquiries workflow", "2026-01-20", ["bookings", "enquiries"], """
@@S4a@@
Joanne replies within 2 working days with a provisional date.
"""),
"backups-2026": ("Backups (October 2026)", "2026-10-05", ["backups", "infra"], """
@@S5b@@
Restore tested on 2026-10-12; it took 18 minutes.
Retention: 30 daily, 12 monthly.
"""),
"weather-feed": ("Weather feed", "2026-09-15", ["fieldkit", "weather"], """
@@S8b@@
Wind warnings above 40 mph are pushed to every instructor on site.
"""),
"portal-move": ("Schools portal move", "2026-08-20", ["tripbook", "portal"], """
@@S10b@@
Schools got an email with the new link beforehand.
"""),
"qualtrack-reminders": ("qualtrack reminders", "2026-05-30", ["qualtrack", "reminders"], """
@@F6b@@
@@O6a@@
@@O3b@@
"""),
"raft-building": ("Raft building", "2026-06-03", ["activities", "tarn"], """
@@O2b@@
Barrels and planks live in the boathouse; count them back in.
"""),
"evening-programme": ("Evening programme", "2026-04-09", ["activities", "evening"], """
@@O7b@@
Campfire on Wednesdays; in bad weather it becomes a quiz in the dining hall.
"""),
"website-notes": ("Website", "2026-03-15", ["website"], """
@@O10a@@
The agency (Fellside Digital) updates the trip pages twice a year.
"""),
"bookings-history": ("Bookings history", "2026-02-01", ["bookings", "history"], """
@@D1a@@
The workbook is archived under SharePoint › Bookings › Archive.
"""),
"fieldkit-history": ("fieldkit history", "2026-04-01", ["fieldkit", "history"], """
@@D3a@@
The first Android build went out in September 2025.
"""),
"coldbeck-site-notes": ("Coldbeck site notes", "2026-10-02", ["coldbeck"], """
@@D6a@@
There is no mobile signal in the dorms.
The key safe code is with Joanne, not in here.
"""),
"transport-notes": ("Transport", "2026-02-20", ["transport", "minibus"], """
@@D8a@@
Three minibuses: two 17-seaters at Tarnside, one at Coldbeck.
Drivers need D1 on their licence or a MiDAS certificate.
"""),
"afon-lodge-launch": ("Afon Lodge launch", "2026-09-10", ["afon-lodge"], """
@@D10b@@
The Afon kit store is a container behind the lodge.
"""),
"gdpr-retention": ("GDPR retention", "2026-03-28", ["gdpr", "tripbook"], """
@@A4b@@
Incident reports are kept much longer; see the retention schedule.
"""),
"qualtrack-dev": ("qualtrack dev", "2026-05-11", ["qualtrack", "dev"], """
@@A6b@@
`make dev` runs it against the local Postgres.
"""),
"school-pack": ("School pre-visit pack", "2026-07-20", ["schools", "riskbase"], """
@@NS1b@@
The pack also has the itinerary and the kit list.
"""),
"final-invoices": ("Final invoices", "2026-08-05", ["invoicing", "tripbook"], """
@@NS6b@@
@@NS2b@@
Credit notes are raised in Xero, not in tripbook.
"""),
"rota-rules": ("Rota rules", "2026-06-18", ["rota", "qualtrack"], """
Nobody is rota'd for more than 2 sessions plus an evening activity in a day.
@@NS9b@@
"""),
"arrival-day-plan": ("Arrival day plan", "2026-03-02", ["arrival", "centres"], """
@@F8b@@
Kit fitting happens straight after the welcome talk.
"""),
# ---- fillers
"minibus-checks": ("Minibus daily checks", "2026-02-21", ["transport"], """
Walk-round check before every run: tyres, lights, first aid kit, fire extinguisher.
Defects go in the paper log in the cab and to Dave.
"""),
"first-aid-kits": ("First aid kits", "2026-03-19", ["first-aid", "kit-store"], """
Group first aid kits are checked after every session by the lead instructor.
Restock from the kit store; Sam orders from the supplier monthly.
"""),
"dietary-requirements": ("Dietary requirements", "2026-04-15", ["catering", "tripbook"], """
Dietary needs come in with the pupil spreadsheet and print on the kitchen sheet.
Nut-free site; the kitchen flags any new allergy to the duty manager.
"""),
"incident-form-fields": ("Incident form fields", "2026-05-08", ["fieldkit", "incidents"], """
Fields: activity, location, time, people involved, injury, first aid given, witness.
Photos are optional; the form saves a draft after every field.
"""),
"term-dates-2026": ("Term dates 2026", "2026-01-12", ["calendar"], """
Summer half-term: 25–29 May. Most primaries book June and July residentials.
Autumn is mostly Year 7 bonding trips.
"""),
"office-printer": ("Office printer", "2026-01-16", ["office"], """
The office printer is a Brother on the bookings desk; kitlog labels use the separate Zebra.
"""),
"evolve-export-notes": ("EVOLVE export notes", "2026-08-28", ["riskbase", "evolve"], """
The export zip is generated per booking; schools download it from the portal.
File names use the booking reference, e.g. `TSD-2026-0412-RA.zip`.
"""),
"lake-levels": ("Tarn levels", "2026-07-02", ["tarn", "safety"], """
The tarn level board is by the boathouse; above the red line the jetty is out of bounds.
"""),
"dofe-expeditions": ("DofE expeditions", "2026-09-18", ["dofe", "activities"], """
Bronze DofE practice expeditions run from Coldbeck in October.
Groups carry a tracker; the duty manager checks the map every 2 hours.
"""),
"staff-induction": ("Staff induction", "2026-02-27", ["staff"], """
New instructors get accounts in tripbook, fieldkit and qualtrack on day one.
Kirsty runs the site walk-round; Sam does the kit store tour.
"""),
"instructor-kit-allowance": ("Instructor kit allowance", "2026-05-04", ["staff", "kit-store"], """
Salaried instructors get an annual kit allowance; freelancers bring their own personal kit.
Receipts go to the office by the end of the month.
"""),
"coasteering-afon": ("Coasteering at Afon", "2026-10-21", ["afon-lodge", "activities"], """
Coasteering runs from Afon only, on the sheltered side of the headland.
Tide times are checked the night before; no session within 2 hours of high water springs.
"""),
}
