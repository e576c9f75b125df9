# auto/ free notes: slug -> (title, created, tags, body); remnic facts: list of (date, category, slug, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")
FACTS = []
def f(date, cat, slug, tags, body):
    FACTS.append((date, cat, slug, tags, body.strip("\n") + "\n"))

# ---------------- auto notes with claims
a("lanebook-db-notes", "lanebook database notes", "2026-06-09", ["lanebook", "postgres"], """
# lanebook database notes

@V1b
host is the old reporting replica, don't point the app at it. PgBouncer is not in front of it yet.

- `lanebook_app` owns the schema; `lanebook_ro` is for ad-hoc queries
- Long-running queries over 30 s are killed by `statement_timeout`
""")
a("splash-upgrade-log", "splash upgrade log", "2026-10-16", ["splash", "react-native", "upgrade"], """
# splash upgrade log

@V5b

- Had to replace `react-native-camera` with `react-native-vision-camera` for the QR scanner on the staff build
- Hermes is on for both platforms
- Android build needed `ndkVersion` bump in `android/build.gradle`
""")
a("chemwatch-history", "chemwatch: how it got here", "2026-08-18", ["chemwatch", "history"], """
# chemwatch history

@D7a
Tom pushed for a faster interval after a Millbrook dip went unseen for 20 minutes.
""")
a("chemwatch-retention", "chemwatch retention", "2026-08-19", ["chemwatch", "retention"], """
# Retention

@V7b
The inspector in Ashgrove asked for last summer's readings and we couldn't show them.
""")
a("memberhub-ruby-upgrade", "memberhub Ruby upgrade", "2026-09-11", ["memberhub", "ruby"], """
@V9b

Gotchas:
- `bootsnap` cache had to be cleared on the first deploy
- The Bacs file generator relied on a deprecated `Date` parsing behaviour; fixed in MH-588
""")
a("lanebook-worker-notes", "lanebook workers", "2026-07-07", ["lanebook", "jobs"], """
# lanebook workers

@R1b
Workers run separately from the web processes (two of them).

- Failed jobs go to the failed registry; check it after any email provider incident
- Waitlist promotion is idempotent, safe to re-run
""")
a("rotaplan-schema", "rotaplan data model", "2026-05-27", ["rotaplan", "schema"], """
# rotaplan data model

@R4b

Tables: `staff`, `qualifications`, `shifts`, `swap_requests`, `publish_runs`. A shift belongs to a site and a pool area (`main`, `learner`, `poolside-float`).
""")
a("kiosk-build", "kiosk build notes", "2026-06-19", ["kiosk", "build"], """
# kiosk build

@R6b

Build with `yarn dist` on the Windows runner; code signing cert is in the "Platform" vault.
""")
a("lanebook-payments", "lanebook payments", "2026-08-25", ["lanebook", "payments"], """
# Payments in lanebook

@R9b

- Webhooks land on `/payments/webhook/`; signature checked
- Reconciliation report emailed to finance weekly
""")
a("rotaplan-contributing", "rotaplan contributing notes", "2026-10-06", ["rotaplan", "git"], """
# Contributing to rotaplan

@N1b
Use merge commits and keep the branch history readable.

- `make lint test` before pushing
- Solver changes need a before/after run on last month's demand (`make solver-replay`)
""")
a("splash-qr-entry", "splash QR entry pass", "2026-09-15", ["splash", "entry"], """
# QR entry pass

@N5b
The turnstile readers at Harbourside and Ashgrove validate the code against lanebook within 200 ms.
""")
a("kiosk-outage-2026-07", "kiosk outage at Millbrook (July)", "2026-07-16", ["kiosk", "incident", "MLB"], """
# Millbrook line outage, 15 July

The BT line at Millbrook was down from 09:10 to 13:40.

@N8b

Follow-up: site asked for a 4G backup router (ticket IT-771).
""")
a("swim-school-notes", "swim school notes", "2026-02-16", ["swim-school", "lessons"], """
# Swim school

Stages 1-7 plus adult lessons. Classes of up to 8 children per teacher for Stages 1-3.

@S2a
Coordinators use it to decide who moves up at the end of each term.
""")
a("digital-membership-cards", "digital membership cards", "2026-08-31", ["memberhub", "splash", "cards"], """
# Digital cards

@S3b
Members without a smartphone can ask reception for a printed paper pass.
""")
a("pagerduty-move", "paging move", "2026-10-20", ["oncall", "paging"], """
# Paging

@S6b
Escalation: primary after 0 min, secondary after 15 min, Priya after 30 min.
""")
a("swim-lesson-signups", "swim lesson sign-ups", "2026-03-03", ["swim-school", "lessons", "forms"], """
# Swim lesson sign-ups

@S10a
The swim-school coordinator copies each submission into the class list by hand.

- Forms per site, with stage and preferred day
- Payment taken at the first lesson
""")
a("chemwatch-alert-tuning", "chemwatch alert tuning", "2026-06-22", ["chemwatch", "alerts"], """
# Alert tuning

Too many flappy pH alerts in May.

@F2b
Free chlorine alerts are unchanged.
""")
a("splash-device-support", "splash device support", "2026-04-07", ["splash", "devices"], """
@F4b
Older phones get a "please update" screen with a link to the website booking pages.
""")
a("lanebook-backups", "lanebook backups", "2026-05-05", ["lanebook", "backups"], """
@F5b
Restore drill: last done 2026-10-12, 14 minutes to a usable staging copy.
""")
a("rotaplan-cover-rules", "rotaplan cover rules", "2026-04-14", ["rotaplan", "lifeguards"], """
# Cover rules

@F8b
Learner pools use their own ratio from the site's normal operating procedure.
""")
a("timetable-api", "public timetable API", "2026-03-24", ["lanebook", "api"], """
@F9b
Response includes activity, start, end, lanes and spaces left.
""")
a("millbrook-site-notes", "Millbrook site notes", "2026-02-26", ["MLB", "site"], """
# Millbrook

@O6b
Reception closes 30 minutes before the pool.
""")
a("rotaplan-notifications", "rotaplan notifications", "2026-07-30", ["rotaplan", "email", "sms"], """
# rotaplan notifications

@O2b
@NS10b
Managers get a daily digest of unfilled shifts at 08:00.
""")
a("lanebook-django-upgrade", "lanebook Django upgrade", "2026-06-30", ["lanebook", "django"], """
# Django upgrade

@D3a
The jump needed `django-filter` 24 and replacing `index_together`.
""")
a("lanebook-staging", "lanebook staging", "2026-04-06", ["lanebook", "staging"], """
# Staging

@O8b
@A6a
Anyone on the digital team can log in with Google SSO.
""")
a("ashgrove-sauna", "Ashgrove sauna", "2026-02-02", ["ASG", "sauna"], """
@D2a
The site manager asked for bookable slots after the January queues.
""")
a("dd-retry-history", "DD retry history", "2026-05-12", ["memberhub", "dd"], """
# DD retries

@D4a
Bacs rules and member complaints made us cut that back.
""")
a("summer-programme-2026", "summer programme 2026", "2026-09-07", ["programme", "summer"], """
# Summer 2026 programme review

@D6a
Crash courses for Stages 1-3 sold out in four days.
""")
a("clubright-migration", "Clubright migration", "2026-01-19", ["lanebook", "history"], """
@D8a
Some old member notes still reference Clubright booking IDs (`CR-` prefix).
""")
a("kingsmead-retiling", "Kingsmead retiling", "2026-04-02", ["KMD", "lessons"], """
@D9a
Parents got a minibus from Kingsmead on Saturdays.
""")
a("k3s-early-days", "k3s early days", "2026-05-18", ["infra", "k3s"], """
# k3s early days

@D10a
That stopped after the second config drift.
""")
a("rota-publishing", "rota publishing", "2026-03-19", ["rotaplan", "publishing"], """
@A5b
Lifeguards get the change list as well as the full rota.
""")
a("corporate-invoicing", "corporate invoicing", "2026-06-15", ["memberhub", "corporate", "finance"], """
@A7b
Grace checks the headcount with each partner a week before the invoice.
""")
a("reception-howto", "reception how-to", "2026-05-29", ["kiosk", "reception"], """
# Reception how-to

- Check-in: scan the QR pass or search by member number
@NS3b
- Lost property goes in the blue crate, logged on the sheet behind the desk
""")
a("splash-checkout", "splash checkout flow", "2026-04-20", ["splash", "checkout"], """
# Checkout

@NS7b
Promo codes are applied on the basket screen.
""")

# ---------------- auto notes without pairs
a("pool-hall-humidity", "pool hall humidity", "2026-02-10", ["facilities", "HBS"], """
Condensation on the Harbourside roof glazing in February. The air handling unit was running on the winter schedule. Facilities adjusted the setpoint; nothing for us to do in software.
""")
a("meeting-2026-03-ops", "ops meeting notes (March)", "2026-03-12", ["meeting"], """
# Ops meeting, 12 March

- Site managers want one place to see today's closures
- Lifeguard recruitment: 6 new starters in April
- Action (Priya): draft a closures banner for the website and app
""")
a("closures-banner", "closures banner", "2026-04-16", ["www", "splash"], """
# Closures banner

A site manager sets a closure in the lanebook admin; the website and the app show a banner until it ends. Banner text is limited to 140 characters.
""")
a("bst-timezone-bug", "BST timezone bug", "2026-03-30", ["lanebook", "bug"], """
# BST changeover bug

Bookings made before 29 March for slots after the clock change showed one hour early in the confirmation email. Cause: the email template formatted a naive datetime. Fixed by rendering in `Europe/London` explicitly.
""")
a("flaky-tests", "flaky tests list", "2026-06-04", ["testing"], """
# Known flaky tests

- `test_waitlist_promotion_race` (lanebook): depends on ordering, marked xfail
- `SwapRequestExpiryTest` (rotaplan): uses wall-clock time
- splash Detox test for the timetable scroll on the Android emulator
""")
a("gdpr-sar-procedure", "subject access requests", "2026-05-06", ["gdpr", "process"], """
# Subject access requests

The DPO logs the request; we export from memberhub, lanebook and kiosk within 20 working days. Use the `sar_export` management commands; never email exports, share via the DPO's drive folder.
""")
a("design-tokens", "design tokens", "2026-01-27", ["design", "splash", "www"], """
# Design tokens

Brand teal `#0E7C86`, sand `#F3E9D2`, ink `#1B1F23`. Tokens live in `tidewell/design-tokens` and are published as an npm package consumed by splash and www.
""")
a("hoist-checks", "pool hoist checks", "2026-07-02", ["accessibility", "facilities"], """
Each site has a pool hoist; staff log the weekly check on paper. Tom asked whether chemwatch could remind them. Parked; not a chemistry thing.
""")
a("instructor-payroll", "instructor payroll export", "2026-08-07", ["finance", "rotaplan"], """
# Instructor payroll export

Monthly CSV of hours worked per instructor, produced from the timesheets and sent to the payroll bureau by the 3rd working day.
""")
a("cafe-menu-sync", "café menu sync", "2026-06-26", ["kiosk", "cafe"], """
Café prices are edited in a shared spreadsheet by the catering manager and imported into kiosk's catalogue by a weekly script. Allergens column is mandatory.
""")
a("anpr-parking", "ANPR parking at Harbourside", "2026-10-27", ["HBS", "parking"], """
The car park operator wants member number plates to give three free hours. Legal review pending; nothing built yet.
""")
a("school-swimming", "school swimming contracts", "2026-01-30", ["schools", "lessons"], """
# School swimming

Primary schools book term-time slots through a contract, not through lanebook. The schools coordinator keeps the calendar. Ask before touching anything that blocks out lanes on weekday mornings.
""")
a("family-accounts-spike", "family accounts spike", "2026-11-10", ["splash", "memberhub", "spike"], """
# Family accounts spike

One login, several members. memberhub already links members by `household_id`; the spike adds a switcher in splash. Open question: who gets the booking confirmations, the child's record or the adult's email?
""")

# ---------------- remnic facts with claims
f("2026-01-14", "fact", "D8b", ["lanebook", "HBS"], "@D8b")
f("2026-01-20", "fact", "O3a", ["lanebook", "ci"], "@O3a")
f("2026-01-22", "fact", "A3b", ["memberhub", "format"], "@A3b")
f("2026-01-28", "fact", "O7b", ["ASG", "opening"], "@O7b")
f("2026-02-03", "preference", "NS9b", ["git", "review"], "@NS9b")
f("2026-02-05", "fact", "A2b", ["chemwatch", "hardware"], "@A2b")
f("2026-02-09", "fact", "F10b", ["oncall"], "@F10b")
f("2026-02-12", "fact", "D1a", ["splash", "release"], "@D1a\nThe public store listings followed once the payment flow passed review.")
f("2026-02-18", "preference", "R7b", ["lanebook", "git"], "@R7b")
f("2026-02-25", "fact", "F6b", ["kiosk", "build"], "@F6b")
f("2026-03-04", "preference", "F7b", ["review", "prs"], "@F7b")
f("2026-03-10", "decision", "N9a", ["memberhub", "billing"], "@N9a")
f("2026-03-20", "preference", "A1b", ["lanebook", "migrations"], "@A1b")
f("2026-03-27", "decision", "R3b", ["splash", "ci"], "@R3b")
f("2026-03-31", "fact", "A8b", ["splash", "sentry"], "@A8b")
f("2026-04-05", "fact", "A6b", ["lanebook", "staging"], "@A6b")
f("2026-04-09", "fact", "D2b", ["ASG", "sauna", "lanebook"], "@D2b")
f("2026-04-15", "fact", "V10b", ["memberhub", "photos"], "@V10b")
f("2026-04-22", "fact", "S1b", ["lanebook", "infra"], "@S1b")
f("2026-04-28", "fact", "N6b", ["rotaplan", "nplq"], "@N6b")
f("2026-05-02", "fact", "V6b", ["lanebook", "basket"], "@V6b")
f("2026-05-08", "fact", "NS7a", ["splash", "juniors"], "@NS7a")
f("2026-05-13", "fact", "F1b", ["rotaplan", "reminders"], "@F1b")
f("2026-05-19", "fact", "D9b", ["KMD", "lessons"], "@D9b")
f("2026-05-21", "fact", "N3b", ["memberhub", "freeze"], "@N3b")
f("2026-05-26", "fact", "O5b", ["lessons", "cancellation"], "@O5b")
f("2026-06-03", "fact", "F3b", ["memberhub", "dd"], "@F3b")
f("2026-06-11", "fact", "V2b", ["chemwatch", "mqtt"], "@V2b")
f("2026-06-17", "fact", "O9b", ["rotaplan", "push"], "@O9b")
f("2026-06-24", "preference", "A10b", ["splash", "a11y"], "@A10b")
f("2026-06-30", "fact", "R10b", ["rotaplan", "sms"], "@R10b")
f("2026-07-03", "fact", "O10b", ["lanebook", "gdpr"], "@O10b")
f("2026-07-09", "fact", "R2b", ["memberhub", "email"], "@R2b")
f("2026-07-14", "fact", "S2b", ["swim-school", "lanebook"], "@S2b")
f("2026-07-21", "fact", "NS2b", ["comms", "pricing"], "@NS2b")
f("2026-07-28", "decision", "S5b", ["splash", "analytics"], "@S5b")
f("2026-08-04", "fact", "N4b", ["lanebook", "guests"], "@N4b")
f("2026-08-12", "fact", "A9b", ["kiosk", "receipts"], "@A9b")
f("2026-08-20", "fact", "V4b", ["memberhub", "bacs"], "@V4b")
f("2026-08-27", "fact", "NS5b", ["rotaplan", "deploy"], "@NS5b")
f("2026-09-01", "fact", "D5a", ["rotaplan", "swaps"], "@D5a")
f("2026-09-02", "fact", "S10b", ["lessons", "lanebook"], "@S10b")
f("2026-09-03", "fact", "V8b", ["lanebook", "limits"], "@V8b")
f("2026-09-09", "fact", "S7b", ["kiosk", "payments"], "@S7b")
f("2026-09-19", "preference", "N7b", ["deploy"], "@N7b")
f("2026-09-24", "fact", "NS8b", ["memberhub", "guests"], "@NS8b")
f("2026-10-02", "fact", "R8b", ["www", "hosting"], "@R8b")
f("2026-10-14", "fact", "S9b", ["memberhub", "api"], "@S9b")
f("2026-10-22", "fact", "N10b", ["kiosk", "finance"], "@N10b")
# ---------------- remnic facts without pairs
f("2026-01-09", "fact", "x1", ["org"], "Tidewell Leisure Trust runs four sites: Harbourside (HBS), Millbrook (MLB), Ashgrove (ASG) and Kingsmead (KMD).")
f("2026-02-23", "preference", "x2", ["style"], "Priya prefers tables over long prose when comparing options.")
f("2026-04-30", "fact", "x3", ["people"], "Grace Mensah is the membership manager and signs off anything that changes what members pay.")
f("2026-06-08", "decision", "x4", ["splash"], "Family accounts will be built in splash before any web account pages.")
f("2026-08-15", "fact", "x5", ["lessons"], "Swim lesson terms are 10 weeks, with a one-week break between terms.")
f("2026-10-09", "preference", "x6", ["docs"], "Runbooks go in each repo's `docs/runbooks/`, not in the wiki.")
f("2026-11-04", "fact", "x7", ["people"], "Tom Okafor is on leave 14-28 December; Hannah covers chemwatch questions at Millbrook.")
f("2026-11-18", "decision", "x8", ["roadmap"], "The energy dashboard starts with Harbourside only; other sites in Q1 2027.")
f("2026-03-15", "fact", "x9", ["people"], "Ade Bello is the only person with the App Store Connect admin role; Priya has the backup login in 1Password.")
f("2026-11-12", "fact", "x13", ["gdpr"], "The DPO is Marcus Hale (external, two days a month); SAR deadlines are tracked in his spreadsheet.")
f("2026-11-24", "preference", "x14", ["planning"], "Priya asked for no new features in splash between 15 December and 5 January.")
a("lifeguard-recruitment", "lifeguard recruitment", "2026-04-11", ["people", "lifeguards"], """
# Recruitment notes

April intake: six new lifeguards, four at Millbrook. Induction week covers the site's normal operating procedure and emergency action plan. HR owns the contracts; we only create the rotaplan staff records.
""")
a("storm-closure-2026-10", "storm closure", "2026-10-29", ["MLB", "incident"], """
# Storm closure, 28 October

Millbrook plant room flooded again; the site closed at 14:00. We used the closures banner and bulk-cancelled the afternoon bookings with the admin action, which also emailed members.
""")
