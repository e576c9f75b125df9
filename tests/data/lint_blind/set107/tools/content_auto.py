# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

A("booking-rules-faq", "Booking rules FAQ (office)", "2026-02-11", ["lessonbook", "office", "faq"], """
# Booking rules FAQ

Questions the front desk keeps getting, answered for the new office staff.

**How long is a lesson?**
{{V2a}}A standard lesson in lessonbook is 90 minutes; the two-hour slot
is only sold as a motorway lesson.

**Can a pupil book two lessons on one day?** Yes, with at least an hour between them.
**Can a pupil pick the car?** Only manual vs automatic, not a specific car.
""")

A("adiapp-dev-setup", "adiapp dev setup", "2026-03-02", ["adiapp", "flutter", "setup"], """
# adiapp dev setup

{{V4b}}adiapp builds with Flutter 3.27 only; run `fvm use 3.27.1` before anything else.

- Copy `.env.example` to `.env.dev`; the dev API is the local lessonbook on port 8000
- iOS simulator needs Xcode 16
- `make golden` regenerates golden images; commit them with the change
""")

A("pricing-2026", "Pricing notes 2026", "2026-08-04", ["paybridge", "prices"], """
# Pricing notes 2026

Summary for the office after the August change.

{{V7b}}The 10-hour block costs £450 and is the one most pupils buy after their assessment lesson.
{{O6b}}The refresher package is 4 hours, booked in whatever lesson lengths suit the driver.
Blocks can be shared between siblings if the payer asks.
""")

A("instructor-onboarding", "Instructor onboarding checklist", "2026-04-15", ["instructors", "onboarding"], """
# Instructor onboarding checklist

1. Contract signed, franchise or employment
2. Car allocated in fleetdesk and dual controls checked on handover
3. adiapp account created, 2FA on
4. Shadow two lessons with the branch lead

Notes:
{{V10b}}Each instructor can carry at most 25 active pupils; lessonbook blocks new
assignments past that.
New instructors are introduced to pupils by the office, not by the previous instructor.
""")

A("lessonbook-dev-setup", "lessonbook local setup", "2026-01-20", ["lessonbook", "setup", "python"], """
# lessonbook local setup

{{R1b}}lessonbook uses uv for dependencies; `uv sync` and you're done.

Then:
- `docker compose up db redis` for Postgres and Redis
- `python manage.py migrate && python manage.py loaddata seed_branches`
- Celery worker: `celery -A lessonbook worker -l info`
""")

A("booking-confirmations", "Booking confirmation emails", "2026-05-07", ["lessonbook", "email"], """
# Booking confirmation emails

{{R4b}}Booking confirmations go out through Amazon SES from lessonbook, using the
`bookings@` sender.

Templates live in `templates/email/`; keep the plain-text version in sync with the HTML one.
Bounce handling marks the pupil's email as unverified in the portal.
""")

A("slotfinder-ops", "slotfinder ops notes", "2026-02-24", ["slotfinder", "ops"], """
# slotfinder ops notes

{{R6b}}slotfinder is deployed to Railway; the service is called `slotfinder-worker`.
{{S5a}}slotfinder logs in to DVSA as `harbridge-trainer-01`.
{{O4b}}A failed DVSA login is retried 5 times before slotfinder gives up.

If the account gets locked: stop the worker, wait out the lock, and tell the office.
""")

A("payments-faq", "Payments FAQ", "2026-06-18", ["paybridge", "faq", "payments"], """
# Payments FAQ

{{R9b}}Pupils pay online through SumUp checkout links that lessonbook sends
with the booking confirmation.

{{NS3b}}Pay-as-you-go pupils pay their instructor at the start of each lesson, on the contactless reader in the car.

Parents can pay for a pupil's lessons from their own payer login.
""")

A("adiapp-release-process", "adiapp release process", "2026-04-28", ["adiapp", "release"], """
# adiapp release process

{{N1b}}adiapp PRs are always squash-merged so each release note line maps to one PR.
{{F5b}}Minimum versions: Android 8 and iOS 16.

Release every other Thursday; phased rollout on Android (20% → 100% over three days).
""")

A("lessonbook-deploy", "lessonbook deploy", "2026-01-29", ["lessonbook", "deploy"], """
# lessonbook deploy

{{S8a}}Deploy lessonbook with `fab deploy:prod` from the repo root.
{{N5b}}Migrations run as part of every lessonbook deploy, whatever the time of day.

Check the Celery queue is empty first if the change touches reminders.
""")

A("adiapp-features", "adiapp feature notes", "2026-06-30", ["adiapp", "features"], """
# adiapp feature notes

## Lesson card
{{N6b}}adiapp shows each pupil's home address on the lesson card so the instructor can do the pick-up.
- Shows the last lesson's notes and the next topic

## Progress
{{N10b}}Mock test results are saved to the pupil's progress record in adiapp.
- Topics use the DVSA syllabus names
""")

A("pupil-documents", "Pupil documents", "2026-02-06", ["documents", "office"], """
# Pupil documents

{{S1a}}Licence scans are kept in the shared Google Drive folder `Pupils/Licences`.
Theory pass certificates are typed into lessonbook as a number, never scanned.
""")

A("office-systems", "Office systems overview", "2026-05-12", ["office", "systems"], """
# Office systems overview

{{S2b}}Diary Pro was shut down at the end of April; every branch's diary is in lessonbook now.

- Phones: 3CX, one ring group per branch
- Printers: the Reading one is the only one that does A3
""")

A("instructor-pay", "Instructor pay", "2026-03-19", ["instructors", "pay"], """
# Instructor pay

{{F4b}}Pay is per lesson delivered; a pupil no-show still counts as delivered.
{{S6a}}Instructor pay is exported to Sage 50 on the last Friday of each month.
Franchisees are not on this export; they invoice us.
""")

A("slotfinder-history", "slotfinder history", "2026-06-09", ["slotfinder", "history"], """
# slotfinder history

Built in December 2025 as a script on Sam's laptop.

{{D3a}}In January, slot offers went to pupils by email only.
In January it polled every 15 minutes, which missed most cancellations.
The 24-hour account lock in April forced the per-account state machine.
""")

A("progress-cards", "Progress cards", "2026-04-02", ["adiapp", "progress", "history"], """
# Progress cards

{{D6a}}In Q1 instructors kept paper progress cards in the car and the office typed
them up on Fridays.

The cards are archived in the Reading office for a year, then shredded.
""")

A("accounting-notes", "Accounting notes", "2026-07-14", ["paybridge", "accounting"], """
# Accounting notes

{{D8a}}Until May, paybridge posted the day's takings to QuickBooks.
Refunds are posted as negative lines against the same account code.
""")

A("backup-runbook", "Backup runbook", "2026-03-27", ["infra", "backups", "runbook"], """
# Backup runbook

{{A3b}}A pg_dump of lessonbook runs every night at 2am and is shipped to B2.
{{O8a}}Production backups are retained for 30 days.

Restore test (do it monthly):

```
pg_dump -h db-lb.harbridge.internal -p 5432 -Fc lessonbook > /tmp/lb.dump
pg_restore -d lessonbook_restore /tmp/lb.dump
```

Write the restore time in #ops afterwards.
""")

A("fleetdesk-dev", "fleetdesk dev notes", "2026-05-21", ["fleetdesk", "go", "setup"], """
# fleetdesk dev notes

{{A6b}}The go.mod says `go 1.23`; any 1.23.x toolchain builds it.
{{NS4b}}Migrations run automatically when fleetdesk starts up.
`make run` starts it against a copy of the fleet data in `./dev/`.
""")

A("fleet-maintenance", "Fleet maintenance", "2026-02-17", ["fleet", "maintenance"], """
# Fleet maintenance

{{F3a}}Cars are serviced every 10,000 miles.
{{A7a}}fleetdesk emails the fleet manager 30 days before a car's MOT is due.
Tyres: replaced at 3mm, not the legal 1.6mm.
Bodywork scrapes under £200 are paid by the branch, not claimed on insurance.
""")

A("vouchers-faq", "Vouchers FAQ", "2026-10-03", ["vouchers", "faq"], """
# Vouchers FAQ

{{A10b}}Vouchers expire a year after they're bought; we don't extend them.
A voucher can be used for any lesson type, including motorway lessons.
""")

A("newbury-branch-notes", "Newbury branch notes", "2026-03-05", ["newbury", "branch"], """
# Newbury branch notes

{{O3b}}The Newbury office opens at 08:30 on weekdays.
Parking: two bays behind the office, the rest at the Kennet centre.
Most Newbury pupils are college students; Saturdays fill first.
""")

A("reading-branch-notes", "Reading branch notes", "2026-09-22", ["reading", "branch"], """
# Reading branch notes

{{O7b}}Reading has 4 of the automatic Yarises.
Reading is HQ: payroll questions, fleet manager and the dev team sit here.
""")

A("oncall-notes", "On-call notes", "2026-07-01", ["oncall", "ops"], """
# On-call notes

{{F8b}}Sam and Josh alternate on-call weekly; Marta covers when one of them is on holiday.
Saturday mornings are the busiest: most lessons, most portal logins.
""")

A("pickup-points", "Pickup points", "2026-08-19", ["lessonbook", "maps"], """
# Pickup points

{{F6b}}lessonbook's Postgres has PostGIS enabled; pickup points are stored as geography points.
Pupils choose a pickup point on the map; instructors see it in adiapp.
""")

# ---- notes that belong to no pair ----
A("kickoff-2026-01", "Kickoff January 2026", "2026-01-08", ["planning"], """
# Kickoff January 2026

Goals for the year:
- Open a fourth branch (Oxford) by autumn
- Get every test booking through slotfinder
- Retire the desktop diary software
- Cut no-shows with better reminders
""")

A("basingstoke-branch-notes", "Basingstoke branch notes", "2026-04-09", ["basingstoke", "branch"], """
# Basingstoke branch notes

Basingstoke pass rate dipped in spring; the branch lead runs an extra mock test day each month.
The office shares a building with a physio; use the side entrance after 17:00.
""")

A("dvsa-test-types", "DVSA test types", "2026-01-14", ["dvsa", "tests"], """
# DVSA test types

- Car practical test: about 40 minutes of driving, 20 minutes independent driving
- Extended test after a disqualification: we don't prepare pupils for it
- Theory test is booked by the pupil, never by us
""")

A("lesson-types", "Lesson types", "2026-01-22", ["lessonbook", "lessons"], """
# Lesson types

- Assessment lesson: first lesson with a new pupil
- Standard lesson
- Motorway lesson: only after the pupil has passed
- Pre-test lesson: the hour before the test, in the test car
- Pass Plus and refresher courses for qualified drivers
""")

A("weekly-sync-2026-03", "Weekly ops sync — March", "2026-03-16", ["meeting", "ops"], """
# Weekly ops sync (16 March)

- slotfinder: account locks twice this week; Sam to add backoff
- Newbury wants a second spare car for test days; Marta to price it
- adiapp 2.3 out on Thursday; chat tab is in it
""")

A("weekly-sync-2026-06", "Weekly ops sync — June", "2026-06-22", ["meeting", "ops"], """
# Weekly ops sync (22 June)

- Locked table during a deploy last week; see the deploy rules memory
- Oxford: lease signed for Botley Rd office
- Instructor survey: chat in adiapp is the most used feature
""")

A("incident-2026-04-slotfinder-lock", "Incident: slotfinder account lock", "2026-04-11", ["incident", "slotfinder"], """
# Incident: slotfinder account lock (10 April)

The DVSA locked the trainer account for 24 hours after a burst of retries from two workers running at once.
Fix: single worker per account, enforced with a Redis lock.
Impact: no slot offers for a day; two pupils missed earlier dates.
""")

A("incident-2026-08-double-bookings", "Incident: double bookings", "2026-08-27", ["incident", "lessonbook"], """
# Incident: double bookings (26 August)

Two pupils were booked into the same Basingstoke slot after the diary import.
Cause: the import skipped the unique constraint check on a copy table.
Fix: constraint added to the real table; the import now runs in one transaction.
""")

A("instructor-app-ideas", "Instructor app ideas", "2026-09-30", ["adiapp", "ideas"], """
# Instructor app ideas

- Route replay from telematics on the lesson card (privacy review first)
- Offline mode for the diary in poor-signal areas around Newbury
- Voice notes instead of typed lesson notes
""")

A("dashcam-policy", "Dashcam policy", "2026-05-28", ["fleet", "privacy"], """
# Dashcam policy

Every car has a forward-facing dashcam; no cabin-facing cameras.
Clips are overwritten on a loop unless an instructor saves one after an incident.
Saved clips are shared only with the insurer and the pupil involved.
""")

A("insurance-claims", "Insurance claims", "2026-07-08", ["fleet", "insurance"], """
# Insurance claims

Claims go through the fleet manager, never the instructor directly.
Keep the dashcam clip, the lesson record and the instructor's statement together in the claim folder.
""")

A("theory-test-notes", "Theory test notes", "2026-02-02", ["theory", "pupils"], """
# Theory test notes

Pupils book the theory test themselves on GOV.UK.
The pass certificate number is entered in lessonbook by the office.
Certificates are valid for two years from the pass date.
""")

A("gdpr-retention", "Data retention", "2026-10-14", ["privacy", "gdpr"], """
# Data retention

- Pupil accounts are anonymised two years after the last lesson
- Payment records are kept six years for HMRC
- Lesson notes go with the pupil account
""")

A("pupil-survey-2026", "Pupil survey 2026", "2026-11-06", ["pupils", "survey"], """
# Pupil survey 2026

312 replies. Top asks: evening lessons at Oxford, clearer refund rules, a theory practice section.
Lowest score: how quickly the office answers the phone on Saturday mornings.
""")

A("recruitment-notes", "Instructor recruitment", "2026-09-09", ["instructors", "recruitment"], """
# Instructor recruitment

Oxford needs three more ADIs by spring.
We sponsor PDIs through part 3 only if they sign a two-year franchise.
""")

A("car-lease-notes", "Car lease notes", "2026-03-11", ["fleet", "lease"], """
# Car lease notes

Cars are on three-year leases with a mileage cap of 30,000 a year.
Dual controls are fitted by the leasing company's approved fitter before handover.
""")

A("branch-wifi", "Branch wifi", "2026-01-27", ["it", "office"], """
# Branch wifi

Each office has a guest network for pupils waiting for a lesson; it has no access to the office printers.
The Reading router is the one that also carries the phone system.
""")

A("adiapp-chat", "adiapp chat", "2026-03-24", ["adiapp", "chat"], """
# adiapp chat

The chat tab shipped in adiapp 2.3. Messages are stored in lessonbook, not on the phone.
Pupils read and answer chat in the portal or by email reply.
""")

A("portal-copy", "Portal copy", "2026-05-02", ["lessonbook", "portal", "copy"], """
# Portal copy

Use "lesson" not "session" everywhere in the portal.
Prices are always shown including VAT.
""")
