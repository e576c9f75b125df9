# -*- coding: utf-8 -*-
# (slug, title, created, tags, body)
AUTO = [
("welfare-policy-2026", "Welfare policy 2026 (working notes)", "2026-02-16", ["welfare", "animals", "policy"], """# Welfare policy 2026

Hannah rewrote the welfare policy after the winter. Notes from the session:

@@V2b@@
Sheep keep their old limit; hens are swapped between visits so no bird goes out two days running.
@@D7a@@
Every animal that goes out must be back in its own pen by 17:00.
"""),
("transport-rules", "Transport rules", "2026-03-03", ["transport", "animals", "haulbook"], """# Transport rules

## Vehicles
@@D2b@@
@@O8a@@
Small animals travel in carry boxes, strapped down, never loose.

## Journeys
@@V3a@@
Water is offered at every stop, and the trailer vents stay open whatever the weather.
@@NS10a@@

## Who travels with whom
@@N3a@@
The ducks travel in their own crate with wet straw.

## Drivers
@@F8a@@
Both drivers have the Defender on their insurance.
"""),
("fete-season-checklist", "Fête season checklist", "2026-04-29", ["fetes", "bookings", "checklist"], """# Fête season checklist

- [ ] Contract signed and deposit paid
- [ ] Pitch plan sent
- [ ] Water supply confirmed

Notes:
@@A8a@@
@@V5b@@
@@O4a@@
@@N5a@@
Organisers also have to provide a gazebo or shade if the pitch has no trees.
"""),
("haulbook-dev-setup", "haulbook local setup", "2026-09-22", ["haulbook", "dev", "setup"], """# haulbook local setup

@@V6b@@

```
nvm install
pnpm install
pnpm --filter api dev
```

The local database is a Docker Postgres on port 5544 so it doesn't clash with anything else.
"""),
("herdlog-ops-notes", "herdlog ops notes", "2026-10-08", ["herdlog", "ops", "redis"], """# herdlog ops notes

@@V8b@@
If the tablet stops syncing, restart the worker first, then the web container.
The tablet caches the day's checks for 24 hours if the yard wifi drops.
"""),
("email-deliverability", "Email deliverability for farmdesk", "2026-05-20", ["farmdesk", "email", "dns"], """# Email deliverability

@@R2b@@
SPF and DKIM records are in Cloudflare; DMARC is `p=quarantine`.
School spam filters are the main problem: the reminder subject line avoids words like "offer".
"""),
("herdlog-dev-setup", "herdlog dev setup", "2026-08-18", ["herdlog", "dev", "python"], """# herdlog dev setup

@@R4b@@
Tests: `pytest -q`. Fixtures load a fake herd (three goats, one donkey, two hens).
Use the `seed_visits` command to get a week of checks to click through.
"""),
("farmdesk-architecture", "farmdesk architecture notes", "2026-07-06", ["farmdesk", "architecture"], """# farmdesk architecture notes

## Runtime
@@O2b@@
@@R7b@@

```
# docker-compose.yml (excerpt)
  web:
    environment:
      DATABASE_URL: postgres://farmdesk@db.muddyboots.internal:5432/farmdesk
```

## Deploy
@@N6b@@
Static files are collected in the image build, not at deploy time.

## Payments
@@O6a@@
Failed webhooks after the last retry show up on the admin "Payments" page for Lottie.
"""),
("haulbook-contributing", "Contributing to haulbook", "2026-04-13", ["haulbook", "git", "contributing"], """# Contributing to haulbook

Run `pnpm lint && pnpm test` before pushing.
@@R8a@@
PR titles follow Conventional Commits (`feat:`, `fix:`).
"""),
("driver-notifications", "Driver notifications", "2026-06-24", ["haulbook", "sms", "drivers"], """# Driver notifications

@@R10b@@
Jonno prefers texts to app notifications because of the signal at the yard.
A text goes out when a route is assigned and again if the departure time changes.
"""),
("school-visit-runbook", "School visit runbook", "2026-03-09", ["visits", "schools", "runbook"], """# School visit runbook

## Arrival
Report to the school office, sign in, agree where the pen goes.
@@A1a@@

## During the visit
@@N2b@@
Groups rotate every 20 minutes; teachers keep the groups.

## After
@@F3a@@
Log any incident in herdlog before leaving the site.
"""),
("booking-rules", "Booking rules", "2026-04-01", ["bookings", "farmdesk", "rules"], """# Booking rules

## When
@@N9b@@
@@A10a@@
Weekend bookings are fêtes and private parties only.

## Money
@@NS7b@@
@@NS6a@@
Rescheduling to a later date keeps the deposit in place.
"""),
("animal-rota-howto", "How the animal rota works", "2026-01-19", ["rota", "animals"], """# How the animal rota works

@@S3a@@
Colour the cell green when an animal is out, grey for rest days.
Ravi checks the next week's sheet every Friday before Lottie confirms drivers.
"""),
("haulbook-api", "haulbook API notes", "2026-02-24", ["haulbook", "api", "farmdesk"], """# haulbook API notes

@@S4a@@
farmdesk calls it when a booking is confirmed, with the visit id, date and postcode.
The response has the booking id and the estimated departure time.
"""),
("accounts-notes", "Accounts and invoicing notes", "2026-03-16", ["accounts", "invoices", "farmdesk"], """# Accounts notes

@@S2b@@
farmdesk pushes the day's invoices across every night.
VAT returns are quarterly; the bookkeeper has read access.
"""),
("vet-contacts", "Vet contacts", "2026-01-23", ["vet", "welfare", "contacts"], """# Vet contacts

@@S7a@@
Out-of-hours: call the practice number and follow the recording.
TB and movement paperwork is kept in the office filing cabinet.
"""),
("deploy-notes", "Deploy notes", "2026-09-30", ["deploy", "herdlog", "ci"], """# Deploy notes

@@S8b@@
The Kamal config lives in `config/deploy.yml`; secrets come from the vault at deploy time.

```
kamal deploy
kamal app logs -f
```
"""),
("deposits-howto", "Taking deposits", "2026-02-12", ["deposits", "farmdesk", "payments"], """# Taking deposits

@@S9a@@
The link goes in the contract email; farmdesk marks the deposit paid when the webhook arrives.
If a school can only pay by purchase order, Lottie marks it manually.
"""),
("backups", "Backups", "2026-06-01", ["backups", "farmdesk", "ops"], """# Backups

@@F2b@@
Restores are tested on the first Monday of each quarter into a scratch database.
"""),
("contracts", "Contracts", "2026-08-11", ["contracts", "farmdesk", "bookings"], """# Contracts

@@F4b@@
@@NS1a@@
@@D9b@@
A contract can be re-sent from the booking page; the old signing link stops working.
"""),
("apha-inspection", "APHA inspection prep", "2026-10-12", ["welfare", "apha", "herdlog"], """# APHA inspection prep

@@F7b@@
Movement licences are printed and kept in the red folder in the Defender.
"""),
("herdlog-api", "herdlog API", "2026-05-27", ["herdlog", "api", "auth"], """# herdlog API

@@F10b@@
Drivers' phones each have their own token; revoke one from the admin page if a phone is lost.
Endpoints: `/api/checks`, `/api/entries`, `/api/animals`.
"""),
("herdlog-photos", "Photos in herdlog", "2026-07-28", ["herdlog", "photos", "retention"], """# Photos in herdlog

@@O9b@@
They are resized to 1600 px on upload to keep the tablet sync quick.
"""),
("django-upgrade-2026", "Django upgrade (June 2026)", "2026-06-19", ["farmdesk", "django", "upgrade"], """# Django upgrade

@@D3a@@
The jump needed the `django-storages` bump and a fix to two custom form widgets.
It took two of Owen's days and shipped without downtime.
"""),
("pricing-history", "Pricing history", "2026-03-04", ["pricing", "history"], """# Pricing history

@@D4a@@
Schools found the hourly rate hard to budget for, so Hannah moved to packages from March.
Mileage has been charged the same way throughout.
"""),
("wintering", "Wintering notes", "2026-04-07", ["animals", "winter", "yard"], """# Wintering notes

@@D10a@@
The goats came back first, in mid-March; the donkeys followed a week later.
"""),
("incident-log", "Incident reporting", "2026-05-13", ["incidents", "visits", "welfare"], """# Incident reporting

@@NS2b@@
Every incident also gets a herdlog entry against the animal involved.
A bite that breaks the skin means the school is phoned the same day.
"""),
("nursery-visits", "Nursery visits", "2026-09-15", ["nursery", "visits", "handling"], """# Nursery visits

Nursery children (under 4) watch the hens from the bench and stroke the rabbits.
@@NS5b@@
Visits are kept short and the pen is half the usual size.
"""),
("monitoring", "Monitoring", "2026-08-03", ["monitoring", "herdlog", "ops"], """# Monitoring

@@NS8b@@
farmdesk and haulbook have their own health endpoints; see the uptime reference.
"""),
# ---- unlabelled notes
("standup-2026-02-09", "Standup 9 Feb", "2026-02-09", ["standup"], """# Standup 9 Feb

- Owen: reminder emails fixed for schools with two sites
- Lottie: 14 school enquiries this week, mostly for May
- Hannah: goats look well after the worming round
"""),
("standup-2026-06-15", "Standup 15 Jun", "2026-06-15", ["standup"], """# Standup 15 Jun

- Owen: Django upgrade branch ready for review
- Lottie: fête bookings full for July weekends
- Ravi: Pickle's foot healing, still resting
"""),
("weather-policy", "Weather policy", "2026-05-05", ["weather", "welfare", "visits"], """# Weather policy

On days forecast above 28°C, visits start before 10:00 or get moved.
In heavy rain the pen goes under the school's canopy or the visit is postponed without charge.
Hannah makes the call by 07:00 and Lottie phones the school.
"""),
("feed-and-bedding", "Feed and bedding", "2026-01-28", ["feed", "animals", "yard"], """# Feed and bedding

Hay from Wold Top Farm, straw for the trailers, wood shavings for the rabbits.
Goats get goat mix morning and evening; pellet cups for visits are filled the night before.
"""),
("school-list-ryedale", "Schools we visit in Ryedale", "2026-02-27", ["schools", "bookings"], """# Schools we visit in Ryedale

About forty primary schools, half of them every year.
Most book the summer term; a handful book lambing visits in spring.
Each school's contact and access notes are on its farmdesk record.
"""),
("fete-calendar-2026", "Fête calendar 2026", "2026-05-19", ["fetes", "calendar"], """# Fête calendar 2026

| Date | Fête | Animals |
|---|---|---|
| 25 May | Hovingham | goats, sheep, hens |
| 13 Jun | Slingsby PTA | goats, hens |
| 1 Aug | Castle Howard fair | goats, sheep, donkeys, pig |
"""),
("handler-training", "Handler training", "2026-04-21", ["training", "visits", "handling"], """# Handler training

New handlers shadow Hannah for three visits before running a pen.
They learn to read goat body language, how to lift a rabbit, and where the first-aid kit lives.
"""),
("copy-guidelines", "Copy guidelines for farmdesk emails", "2026-03-23", ["farmdesk", "copy", "email"], """# Copy guidelines

Emails to schools open with the visit date and the animals coming.
The reminder lists what the school needs to provide: a flat area, a tap, and a member of staff.
"""),
("testing-notes", "Testing notes", "2026-05-31", ["testing", "farmdesk", "haulbook"], """# Testing notes

farmdesk tests use a factory for bookings with a default visit date 30 days out.
haulbook's Vitest suite mocks the routing client; never call the real API from tests.
"""),
("lambing-2026-notes", "Lambing 2026 notes", "2026-02-21", ["lambs", "sheep", "spring"], """# Lambing 2026 notes

Bottle feeds every four hours for the first fortnight, then four a day.
Lambs travel in a straw-lined box in the Defender, never in the main trailer.
"""),
("uptime-incidents", "Uptime incidents", "2026-09-08", ["ops", "incidents", "monitoring"], """# Uptime incidents

- 3 Sep: farmdesk down 20 minutes after a certificate renewal failed
- 18 Sep: herdlog tablet sync slow while the yard router rebooted
"""),
("kunekune-care", "Bramble the Kunekune", "2026-06-10", ["pig", "animals", "welfare"], """# Bramble the Kunekune

Bramble gets a mud wallow at home and a sprinkler bucket at summer fêtes.
She travels in the TA510 on her own side of the partition, with a deep straw bed.
"""),
("sheep-notes", "Sheep notes", "2026-08-14", ["sheep", "animals"], """# Sheep notes

The Ouessants are small enough for children to stroke over the hurdle.
They are sheared in early June, before the main fête weekends.
"""),
("caddy-config", "Caddy config notes", "2026-07-17", ["ops", "caddy", "tls"], """# Caddy config notes

Caddy terminates TLS for the apps on each host and renews certificates itself.

```
herdlog.muddyboots.co.uk {
    reverse_proxy 127.0.0.1:8001
}
```
"""),
("retro-2026-q3", "Q3 2026 retro", "2026-10-02", ["retro", "team"], """# Q3 retro

Went well: fête season ran with no missed pickups; the nursery pilot started on time.
Didn't: two reminder emails went to an old school address; route sheet printing still manual.
Try: Lottie to review school contacts every September.
"""),
("gdpr-notes", "GDPR notes", "2026-03-26", ["gdpr", "privacy", "farmdesk"], """# GDPR notes

We only hold school staff contacts, not children's names.
Photos of children are never stored; welfare photos are of animals only.
The privacy notice is linked from every booking email.
"""),
]
