# free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("late-cancel-strikes", "Late cancels and strikes", "2026-02-03", ["matbook", "bookings"], """# Late cancels and strikes

@@V2b@@
Strikes show on the member's profile at the front desk.

Coaches can wipe a strike if there was a good reason (injury, family stuff) — it's a button on the
booking, no need to ask Kofi.
""")

a("doorpad-offline-mode", "doorpad offline behaviour", "2026-03-12", ["doorpad", "wifi"], """# What happens when the gym wifi goes

@@V4b@@
The tablet shows an amber banner while it's offline. Check-ins made offline are queued and
uploaded as soon as it reconnects, in order, with their original timestamps.

Coventry's router is the usual culprit; it reboots itself around 03:00.
""")

a("weigh-in-checklist", "Weigh-in checklist", "2026-04-27", ["cornerman", "comp-team", "weigh-ins"], """# Weigh-in checklist (comp team)

1. Scales zeroed and checked with the 20 kg plate
2. Fighter in shorts only, no shoes
3. Weight entered in cornerman straight away, not on paper first

@@V7a@@
that goes back on the scales after 30 minutes.

Official weigh-ins at shows follow the organiser's rules, not ours.
""")

a("cornerman-local-setup", "cornerman local setup", "2026-02-18", ["cornerman", "dev-setup"], """# Running cornerman locally

@@R1b@@
Then `docker compose up db` and `yarn start:dev`.

Seed data: `yarn seed` creates five fake fighters and one show.
The React admin runs on port 5173 and proxies `/api` to the Nest server on 3000.
""")

a("matbook-debugging", "Debugging matbook in production", "2026-05-19", ["matbook", "errors"], """# Debugging matbook in production

@@R4b@@
Most of the noise is from the member app sending stale tokens after an update.

Horizon dashboard is at `/horizon`, admin login only.
""")

a("beltlog-deploys", "beltlog deploys", "2026-06-09", ["beltlog", "deploys"], """# beltlog deploys

@@R7b@@
Migrations run in the release command; they're small enough that this has never been a problem.
Rollback: `fly releases` then `fly deploy --image` with the previous image.
""")

a("cornerman-data-model", "cornerman data model", "2026-03-26", ["cornerman", "data"], """# cornerman data model

@@R9b@@

- fighter: name, discipline, weight class, licence number, medical expiry
- show: organiser, date, venue, entry deadline
- bout: fighter, show, opponent (free text), result
- weigh-in: fighter, date, kg

Opponents are free text because most of them aren't in our system.
""")

a("sparring-rules", "Sparring rules", "2026-01-19", ["sparring", "safety"], """# Sparring

@@D8a@@
@@N3a@@

Kit: 16 oz gloves, gum shield, shin guards for Muay Thai. Head guards optional for adults.
Coaches pair people by weight and experience; nobody picks their own partner.
""")

a("doorpad-photo-id", "doorpad photo ID", "2026-07-06", ["doorpad", "privacy"], """# Photo ID on check-in

@@N4b@@
Members add a photo in the member app; it's optional, but the desk staff like it.
Kids' photos are never shown on the tablet, only their name and class.
""")

a("grading-fees", "Grading fees", "2026-04-06", ["gradings", "fees", "duesdesk"], """# Grading fees

- Kids' gradings: £20
- Adult gradings: £30
- Paid through duesdesk when the student is put forward

@@N5a@@
Dana's rule — she got tired of arguing about it.
""")

a("beltlog-test-setup", "beltlog test setup", "2026-02-24", ["beltlog", "tests"], """# Running beltlog's tests

@@N6b@@
`uv run pytest -q` is enough. Coverage report with `--cov`.
""")

a("membership-faq", "Membership FAQ (front desk)", "2026-03-09", ["duesdesk", "memberships", "front-desk"], """# Membership questions the front desk gets

**Can I pause?** Only for injury, with a note, up to 8 weeks.

**Can I give my membership to someone else?**
@@N8b@@

**Can I switch site?** Yes — all memberships work at all three gyms.
""")

a("payments-migration", "Direct debit migration", "2026-07-31", ["duesdesk", "payments"], """# Direct debit migration

@@S2b@@
Members didn't have to do anything; the mandates were bulk-transferred.
A handful of mandates failed to move and Dana chased those by email.
""")

a("nfc-fob-rollout", "NFC fob rollout", "2026-06-22", ["doorpad", "nfc"], """# Fob rollout

@@S4b@@
Fobs are handed out at the desk and linked to the member in duesdesk.
Lost fob: £5 replacement, linked the same way.
""")

a("ops-01-decommission", "ops-01 decommission", "2026-08-15", ["infra", "cron"], """# ops-01 decommission

@@S5b@@
The box was a leftover VPS from before the apps were containerised.
""")

a("timetable-publishing", "How the timetable gets published", "2026-01-26", ["matbook", "website", "timetable"], """# Timetable publishing

Coaches ask Sian, Sian edits the timetable in matbook.
@@S9a@@
The member app reads matbook directly, so it's always up to date.
""")

a("logging-stack", "Logging stack", "2026-06-02", ["infra", "logging"], """# Logs

@@S8b@@
subscription was cancelled at the end of that month.

Loki retention is 30 days. Grafana dashboards per app are in the `Apps` folder.
""")

a("comp-team-medicals", "Comp team medicals", "2026-05-25", ["cornerman", "medicals", "comp-team"], """# Medicals

@@F4b@@
entry if the one on file is older than that.

Sian gets a reminder from cornerman six weeks before a fighter's medical runs out.
""")

a("bank-holiday-hours", "Bank holiday hours", "2026-04-02", ["sites", "hours"], """# Bank holidays

@@F6b@@
Coventry and Northampton are closed on bank holidays.
The timetable for those days is set up in matbook by Sian a month ahead.
""")

a("on-call", "On-call", "2026-03-02", ["infra", "on-call"], """# On-call

@@F9b@@
Nobody is expected to respond between 23:00 and 06:00 unless doorpad is down at opening.
""")

a("matbook-frontend", "matbook front-end build", "2026-07-14", ["matbook", "frontend"], """# matbook front-end

@@O3b@@
Upgrading to Vite 5 is on the list but not urgent.
Blade templates + Alpine; no SPA.
""")

a("member-app-build", "Member app build", "2026-05-04", ["member-app", "build"], """# Building the member app

@@O5b@@
Builds and store submissions go through Expo EAS; the profiles are `preview` and `production`.
""")

a("spring-grading-2026", "Spring grading 2026", "2026-05-11", ["gradings", "history"], """# Spring grading 2026 — wrap-up

@@D1b@@
87 students graded across the three disciplines, 4 didn't pass.
Certificates went out late because the template still had last year's date.
""")

a("coventry-paper-signin", "Coventry sign-in history", "2026-02-17", ["coventry", "doorpad", "history"], """# Coventry sign-in

@@D3b@@
The paper sheets from January were typed into matbook by hand so attendance counts for gradings.
""")

a("cornerman-pilot", "cornerman pilot", "2026-02-02", ["cornerman", "history"], """# cornerman pilot

@@D5a@@
Five fighters used it for the Midlands Open entries; Sian liked the medical expiry warnings most.
""")

a("summer-camp-2026", "Summer camp 2026", "2026-08-29", ["kids", "summer-camp"], """# Summer camp 2026

@@D6b@@
Camp ran for three weeks in August at Leicester and Coventry.
Bookings were taken as one block per week through matbook.
""")

a("price-rise-2026", "April 2026 price rise", "2026-04-01", ["duesdesk", "pricing", "history"], """# April price rise

@@D7b@@
Members got 30 days' notice by email; about a dozen cancelled.
""")

a("doorpad-beta", "doorpad beta", "2026-03-28", ["doorpad", "history"], """# doorpad beta

@@D9b@@
The beta was Leicester only; Coventry joined in February on the real hardware.
""")

a("class-reminders", "Class reminders", "2026-04-05", ["matbook", "reminders"], """# Class reminders

@@A8b@@
Members can turn texts off in the app; the push notification can't be turned off separately.
""")

a("northampton-launch", "Northampton launch", "2026-09-07", ["northampton", "sites"], """# Northampton launch

@@A5b@@
Open day the weekend before had 140 visitors; 46 signed up on the day.
""")

a("grading-day-runbook", "Grading day runbook", "2026-06-18", ["gradings", "runbook"], """# Grading day

1. Print the eligibility list from beltlog the night before
2. Coaches mark pass/fail on the tablet as each student finishes
3. Belts are tied on at the end, in order of grade

@@NS1a@@
If the head coach isn't there, the senior coach present signs instead.
""")

a("payments-alerts", "Payments alerts", "2026-08-11", ["duesdesk", "alerts"], """# Payments alerts

@@NS2a@@
Dana watches #payments; those alerts are about individual members, not the system.
""")

a("junior-sparring", "Junior sparring", "2026-05-18", ["juniors", "sparring"], """# Junior sparring

@@NS3b@@
Parents have to tick the sparring consent box in the member app first.
""")

a("bout-results", "Bout results", "2026-09-29", ["cornerman", "results"], """# Bout results

Sian enters the result in cornerman the morning after a show.
@@NS5b@@
The club's social accounts post results by hand.
""")

a("fight-camp", "Fight camp sessions", "2026-08-26", ["comp-team", "matbook", "bookings"], """# Fight camp

@@NS7a@@
They're on the timetable as "Fight camp — closed", so everyone can see the room is in use.
""")

a("interclub-days", "Interclub days", "2026-10-12", ["comp-team", "interclub"], """# Interclub days

@@NS9b@@
We host two a year at Leicester; the visiting club brings its own coaches.
""")

a("injury-reporting", "Injury reporting", "2026-09-24", ["safety", "injuries"], """# Injuries

@@NS10a@@
The first-aider fills in the accident book and the form in the coaches' channel.
""")

# ---- filler notes (no labelled claims) ----
a("waitlist-edge-cases", "Waitlist edge cases", "2026-02-11", ["matbook", "waitlist"], """# Waitlist edge cases

- A member can't be on the waitlist for two classes at the same time slot
- If a class is cancelled by the gym, waitlisted members are told by push, booked members by push and text
- Strikes are not given for cancelling off a waitlist
""")

a("kit-shop", "Kit shop", "2026-03-21", ["kit-shop", "payments"], """# Kit shop

Gloves, wraps, rash guards and club T-shirts are sold at the desk.
Stock is counted monthly by whoever is on the desk on the first Monday.
Members get 10% off.
""")

a("grading-syllabus-kids", "Kids' grading syllabus notes", "2026-04-13", ["gradings", "kids", "syllabus"], """# Kids' syllabus

Little Dragons earn tags on a white belt rather than grading for a full belt.
Juniors follow the coloured belt order in beltlog.
Teens move to the adult syllabus at 16.
""")

a("coach-rota", "Coach rota", "2026-05-27", ["coaches", "rota"], """# Coach rota

The coach rota is in a shared calendar, not in any of the apps.
Cover requests go in #coaches; Sian confirms cover by 18:00 the day before.
""")

a("gdpr-requests", "Data requests", "2026-06-24", ["privacy", "gdpr"], """# Subject access and deletion requests

Dana handles them; Kofi runs the export scripts for matbook, duesdesk and beltlog.
Grading history is kept even after a member leaves, because belts are recognised by other clubs.
""")

a("open-mat", "Open mat", "2026-07-19", ["bjj", "timetable"], """# Open mat

BJJ open mat is Sunday 10:00–12:00 at Leicester.
It's free for members and £8 for visitors from other clubs, paid at the desk.
""")

a("member-app-release-notes", "Member app release notes", "2026-09-15", ["member-app", "releases"], """# Recent member app releases

- 3.4: fob linking screen, class notes from coaches
- 3.5: sibling accounts under one parent
- 3.6: Northampton added to the site picker
""")

a("leicester-ring", "Leicester ring", "2026-10-20", ["leicester", "facilities"], """# The ring

The Leicester boxing gym has one 16 ft ring, used for comp-team sparring on Tuesdays.
Members can't use it outside coached sessions.
""")

a("duesdesk-reports", "duesdesk reports", "2026-11-12", ["duesdesk", "reports"], """# Monthly reports

Dana pulls three reports on the 1st: active members by site, cancellations with reasons, and freezes.
The cancellation reason list was cut to six options in October to make it usable.
""")

a("timetable-winter-2026", "Winter timetable 2026", "2026-11-16", ["timetable", "sites"], """# Winter timetable

Starts 4 January 2027. Changes:
- extra Muay Thai fundamentals on Wednesday at Northampton
- kickboxing at Coventry moves from Monday to Tuesday
- no change at Leicester
""")

a("tablet-mdm", "Tablet management", "2026-04-24", ["doorpad", "hardware"], """# Tablet management

The doorpad tablets are locked to the app with Android's kiosk mode.
Updates are sideloaded by Kofi; there's no MDM yet.
Spare tablet is kept in the Leicester office.
""")
