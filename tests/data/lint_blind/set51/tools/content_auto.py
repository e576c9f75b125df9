"""Free notes under auto/: title, created, tags, body."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

a("reception-checkin", "Reception check-in, how it actually runs", "2026-02-09", ["reception", "daycare", "ops"], """
# Reception check-in

Reception uses the check-in tablet (pawbook admin, "Today" view).

## Morning
@@A2b@@
Van dogs are checked in by the driver handing over the run sheet, not at the desk.
Leads and harnesses go on the numbered hooks; the hook number is typed into the check-in.

## Problems
If the dog isn't on today's list, ring Lily before taking it in.
""")

a("pricing-2026", "Price list 2026 (what's in pawbook's pricing table)", "2026-06-15", ["pricing", "daycare", "grooming"], """
# Prices after the June review

## Daycare
- Full day £32, unchanged
@@V2b@@

## Grooming
@@F7b@@
@@D7b@@
- Bath-and-brush from £30

Packages keep their old price until renewal.
""")

a("van-runs-howto", "Van runs: how they work day to day", "2026-02-20", ["vans", "vanroute", "ops"], """
# Van runs

@@S3a@@
@@F3b@@
@@D8b@@
Bath and Cardiff vans cover their own postcodes plus a few villages agreed with the site manager.

## When a pick-up fails
If the owner isn't in or the dog can't be loaded, the driver marks it failed and moves on.
@@NS2b@@
""")

a("owner-app-notes", "Owner app - notes from the build", "2026-05-02", ["owner-app", "mobile", "pawbook"], """
# Owner app

React Native, Expo. Owners book days, add transport, upload certificates and pay.

@@S9a@@
@@D10a@@
Release builds go through EAS; store review usually takes a day.
""")

a("pawbook-architecture", "pawbook architecture sketch", "2026-04-18", ["pawbook", "architecture"], """
# pawbook architecture

@@F1a@@
Web, Celery worker and Celery beat are three ECS services from the same image.
@@D6a@@
The upgrade to the current Django was done in one PR over a weekend in April.

Booking state machine: requested -> confirmed -> checked_in -> collected (or cancelled / no_show).
""")

a("jabtrack-local-setup", "jabtrack local setup", "2026-06-02", ["jabtrack", "dev-setup"], """
# Running jabtrack locally

@@V5b@@
`docker compose up db` gives you Postgres with the anonymised seed.
Copy `.env.example` to `.env`; the OCR client is stubbed unless `OCR_LIVE=1`.

The test script wraps jest; the certificate fixtures are large, so the first run is slow.
""")

a("van-fleet", "Van fleet", "2026-09-03", ["vans", "fleet"], """
# Vans

@@D3b@@
@@O3a@@
The Bristol van is due its MOT in March.
All vans have crate tags with QR codes that the driver app scans.
Fuel cards: one per van, receipts photographed into the expenses app.
""")

a("vaccination-policy", "Vaccination policy (plain English for staff)", "2026-03-10", ["vaccinations", "jabtrack", "policy"], """
# Vaccination policy

@@F2b@@
@@O10b@@
@@NS8a@@
Titre test results are accepted instead of a DHP booster if a vet signs them.
Puppies need their full primary course finished a week before their first day.
""")

a("driver-app-release", "Driver app releases", "2026-06-25", ["driver-app", "release", "vans"], """
# Driver app releases

@@A5b@@
@@O5b@@
Drivers' phones are on MDM, so a new version lands overnight once it's approved.
Version shown on the login screen; ask drivers for it when they report a bug.
""")

a("vanroute-dev", "vanroute dev notes", "2026-07-14", ["vanroute", "go", "dev"], """
# vanroute dev notes

`make dev` runs the API with a local Postgres and a fake clock set to 06:30.
`make golden` regenerates planner snapshots; review the diff before committing.
@@NS5b@@
Sam reviews everything under `planner/`.
""")

a("website-links", "Website and listing links", "2026-01-22", ["website", "marketing"], """
# Links

@@S7a@@
Site pages: muddypaws.co.uk/bristol, /bath, /cardiff.
The FAQ is a Squarespace page Lily edits herself.
""")

a("team-contacts", "Team and where to reach people", "2026-01-12", ["team", "ops"], """
# Team

- Hannah Rees - ops and tech lead
- Sam Adeyemi - developer
- Lily Chen - bookings and the owner inbox
- Rosa Lind - head groomer (Bristol), trains the other groomers
- Gareth Price - Cardiff site manager

@@S6a@@
Urgent things: phone, not chat.
""")

a("site-manager-handbook", "Site manager handbook - systems bits", "2026-03-02", ["site-managers", "ops"], """
# Site manager handbook (systems)

@@S4a@@
@@A9b@@
Managers can edit capacity per day in pawbook admin (Site > Capacity).
Incidents (bites, injuries) go on the incident form the same day.
""")

a("cert-storage-migration", "Certificate storage migration", "2026-03-27", ["jabtrack", "migration", "storage"], """
# Moving certificate files

@@S2b@@
Files are keyed by dog id and upload id; the old folder names are kept as S3 object tags.
Access is through presigned URLs that expire after 10 minutes.
""")

a("jabtrack-history", "jabtrack - how we got here", "2026-05-20", ["jabtrack", "history"], """
# jabtrack history

Started as a spreadsheet of expiry dates kept by Lily.
@@D5a@@
The approval screen came first, OCR came later once we had a few hundred certificates to test against.
""")

a("jabtrack-reminders", "jabtrack reminder emails", "2026-04-07", ["jabtrack", "email", "reminders"], """
# Reminder emails

@@R4b@@
Templates are MJML files in `templates/reminders/`.
Owners can't unsubscribe from vaccination reminders; they're service emails.
""")

a("cert-review-process", "Certificate review at reception", "2026-04-29", ["jabtrack", "reception", "certificates"], """
# Reviewing certificates

Reception opens the queue in jabtrack twice a day, at 10:00 and 15:00.
Reject reasons are picked from a list: unreadable, wrong dog, missing vaccine, missing vet stamp.
@@N2b@@
""")

a("packages-billing", "Packages and how they're billed", "2026-02-26", ["packages", "billing", "payments"], """
# Packages

Packages: 2, 3 or 5 days a week, monthly.
@@R9b@@
Unused days don't roll over; bank holidays are credited automatically.
""")

a("pawbook-ci", "pawbook CI notes", "2026-05-11", ["pawbook", "ci"], """
# CI for pawbook

@@R2b@@
the queue is called `pawbook` and a full build takes about nine minutes.
Flaky test list lives in `tests/FLAKY.md`; don't add to it without a ticket.
""")

a("pawbook-env", "pawbook environment variables", "2026-03-19", ["pawbook", "config"], """
# pawbook env

Non-secret settings from the task definition (secrets come from Secrets Manager):

```
DJANGO_SETTINGS_MODULE=pawbook.settings.prod
@@V10a@@
STAFF_SESSION_AGE=8h
TIME_ZONE=Europe/London
```

Change these through Terraform, not the console.
""")

a("pawbook-endpoints", "pawbook service endpoints", "2026-02-03", ["pawbook", "infra", "endpoints"], """
# pawbook endpoints

| What | Where |
|---|---|
| Admin | `https://admin.muddypaws.co.uk` |
| Owner API | `https://api.muddypaws.co.uk` |
@@V9a@@
| Media | `https://media.muddypaws.co.uk` |
""")

a("groom-slot-lengths", "Groom slot lengths - notes from Rosa", "2026-07-21", ["grooming", "trimtable", "salon"], """
# Slot lengths

@@V7b@@
anything longer stresses the dog and wrecks the rest of the day's book.
Doodles are booked as large whatever their weight.
Hand-stripping is quoted separately and needs Rosa's OK.
""")

a("trimtable-notes", "trimtable notes", "2026-08-05", ["trimtable", "grooming", "dev"], """
# trimtable

@@R6b@@
under release stage `production`, tagged with the salon code.
Tablets are iPads in kiosk mode (Guided Access); they log in with a salon account.
""")

a("groom-photos", "Groom photos", "2026-08-26", ["grooming", "photos", "owners"], """
# Photos

Groomers take a before and an after photo on the salon tablet.
@@N7b@@
Photos for social media need the consent flag, same as daycare photos.
""")

a("release-calendar", "Release calendar", "2026-09-08", ["pawbook", "release", "process"], """
# Releases

@@N9b@@
Owner app releases are separate and go to the stores on Mondays.
Hotfixes can go out any time with Hannah's OK.
""")

a("pawbook-deploy", "How a pawbook deploy works", "2026-06-09", ["pawbook", "deploy", "ecs"], """
# pawbook deploy

1. Image built and pushed to ECR
2. ECS services updated (web, worker, beat) with a rolling deploy
3. Smoke test hits `/healthz` and the booking list

@@N4b@@

Rollback: redeploy the previous task definition revision.
""")

a("owner-web", "pawbook-web (owner booking site)", "2026-04-02", ["pawbook-web", "frontend"], """
# pawbook-web

@@O6b@@
Vite + React; shares the API client with the owner app.
Deployed to S3 + CloudFront by the same Terraform as pawbook.
""")

a("marketing", "Marketing bits that touch the systems", "2026-05-28", ["marketing", "email"], """
# Marketing

@@O7b@@
Owners are added to the list only if they ticked the marketing box in the app.
Referral codes are generated in pawbook and printed on the welcome card.
""")

a("finance-month-end", "Month end with the accountant", "2026-07-31", ["finance", "xero"], """
# Month end

Invoices and payouts sync from pawbook to Xero nightly.
@@O2b@@
The accountant closes the month by the 5th; don't edit synced invoices in Xero.
""")

a("pawbook-reports", "pawbook reports", "2026-08-14", ["pawbook", "reports"], """
# Reports

@@NS10b@@
- Occupancy by room and by day
- Van utilisation per run
- No-shows and late cancellations per owner
""")

a("terraform-notes", "Terraform notes", "2026-02-17", ["terraform", "infra"], """
# Terraform

@@A8b@@
`make plan SERVICE=pawbook` from `infra/`; never apply from a laptop.
Provider versions pinned in `versions.tf`.
""")

a("new-owner-onboarding", "New owner onboarding flow", "2026-03-24", ["owners", "onboarding", "pawbook"], """
# New owner onboarding

Owner creates an account, adds the dog, then uploads the vaccination certificate.
@@A6b@@
The welcome email explains the trial day and what to bring.
""")

# ---- auto notes without labelled claims
a("incident-2026-03-11-double-bookings", "Incident 2026-03-11: double bookings at Bath", "2026-03-11", ["incident", "pawbook"], """
# Double bookings at Bath

Two owners got the last Wednesday place within the same second. Capacity check wasn't inside the
transaction. Fixed with `select_for_update` on the day's capacity row.
""")

a("holiday-closures", "Closures and bank holidays", "2026-11-03", ["ops", "calendar"], """
# Closures 2026

- Closed 25-26 December and 1 January at every site
- Bank holidays: Bristol and Bath open, Cardiff closed
- Closure days are entered in pawbook so the app greys them out
""")

a("behaviour-flags", "Behaviour flags on dog profiles", "2026-05-06", ["dogs", "behaviour"], """
# Behaviour flags

Flags: resource guarding, reactive on lead, escape artist, mouthy, nervous with men.
Flags show on the room sheet and in the driver app. Only senior handlers can clear a flag.
""")

a("staff-it-onboarding", "IT for new staff", "2026-01-30", ["staff", "it"], """
# New starters

- Google Workspace account first, then pawbook admin access by site
- Salon staff also get a trimtable login on the salon tablet
- Drivers get the driver app through MDM
""")

a("allergies-and-meds", "Allergies and medication", "2026-04-14", ["dogs", "health"], """
# Allergies and meds

Allergies are recorded on the dog profile and printed on the room sheet.
Medication is only given with the owner's signed form, from the labelled pack they bring.
""")

a("licence-and-insurance", "Licence and insurance", "2026-02-12", ["compliance"], """
# Licences

Each site holds its own animal activity licence from its council; renewal dates are in the shared calendar.
Public liability insurance covers all four sites under one policy.
""")

a("dog-profile-fields", "Dog profile fields", "2026-06-30", ["pawbook", "dogs", "data"], """
# Dog profile

Name, breed, date of birth, sex, neutered (yes/no/unknown), weight band, microchip number,
vet practice, allergies, behaviour flags, photo consent.
""")

a("data-retention", "Data retention", "2026-09-17", ["gdpr", "data"], """
# Retention

Owner accounts inactive for 3 years are anonymised.
Vaccination certificates are deleted 2 years after the dog's last visit.
""")

a("admin-shortcuts", "pawbook admin shortcuts", "2026-07-02", ["pawbook", "admin"], """
# Admin shortcuts

- `g t` jumps to Today, `g w` to the week grid
- Search takes an owner surname, dog name or microchip number
""")

a("weekly-ops-meeting", "Weekly ops meeting notes (standing items)", "2026-10-06", ["ops", "meeting"], """
# Weekly ops meeting, Mondays 09:45

Standing items: occupancy, van issues, complaints, staffing, anything broken in the apps.
Notes go in the shared doc; actions get an owner and a date.
""")

a("christmas-boarding-enquiries", "Christmas boarding enquiries", "2026-10-21", ["boarding", "seasonal"], """
# Christmas enquiries

We don't board. The form just collects names so Lily can pass them to the two home boarders we trust.
""")

a("room-layout", "Playroom layout per site", "2026-08-20", ["daycare", "sites"], """
# Rooms

Every site has a main group room, a puppy room and a quiet room. Bath also has the senior-dog lounge.
Yard time rotates by room so groups don't mix.
""")

a("van-sms-templates", "Van text message templates", "2026-05-15", ["vans", "sms", "owners"], """
# Owner texts from the vans

## Morning
@@V4b@@
Owners reply STOP to stop van texts; they still get the booking emails.

## Evening
The evening text just says the dog is on the way home and who the driver is.
Keep every template under 160 characters so it goes as one SMS.
""")
