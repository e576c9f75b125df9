# free notes: slug -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("moorings-dev-setup", "moorings local dev setup", "2026-01-14", ["moorings","setup"], """
# moorings local dev setup

@@O6b@@
@@V5b@@

```
pyenv install 3.12.7
pip install -r requirements.txt
python manage.py migrate
```

Postgres runs in Docker locally (`docker compose up db`); use the `moorings_dev` database.
""")

A("engine-servicing", "Engine servicing notes", "2026-01-21", ["greasebook","servicing"], """
# Engine servicing notes

@@V3b@@
A service is oil, oil filter, fuel filter and a look at the impeller; the belts are checked at the same time.

## Gearboxes
@@O3a@@
Use the ATF that's in the workshop cupboard, not engine oil.
""")

A("licence-renewals", "Licence renewals", "2026-02-03", ["licences","licencedesk"], """
# Licence renewals

@@S4a@@

## Reminders
@@V6b@@
to Ruth and whoever runs that base.
Renewing on time matters: CRT enforcement officers check the index numbers at Fradley.
""")

A("booking-rules", "Booking rules in moorings", "2026-02-10", ["moorings","bookings"], """
# Booking rules

@@V7b@@
- Start days are Friday (Hobb's Wharf) or Saturday (Gadsby), plus Monday for short breaks
- A boat is blocked for one night after every hire for cleaning
- Bookings more than 18 months ahead aren't accepted
""")

A("deposit-faq", "Deposit FAQ (for the base office)", "2026-02-17", ["deposits","faq"], """
# Deposit FAQ

**When do hirers get their deposit back?**
@@V10b@@

**What if there's damage?**
@@NS9b@@
Kerry photographs it in castoff first and agrees the amount with the hirer.
""")

A("booking-emails", "Booking emails", "2026-02-24", ["moorings","email"], """
# Booking emails

@@R2b@@
the sending domain is verified for book.tenlockboats.co.uk.

@@F7b@@
Balance reminders and the review email use the same sending setup.
""")

A("castoff-release", "Releasing castoff", "2026-03-03", ["castoff","ci"], """
# Releasing castoff

@@R3b@@
@@N2b@@
Release notes go in #castoff for Kerry and the Gadsby team.
""")

A("castoff-dev-setup", "castoff dev setup", "2026-03-05", ["castoff","setup"], """
# castoff dev setup

@@R4b@@
Node 20 is required; run the app on a Tab A9 emulator profile so the layout matches the real tablets.
""")

A("moorings-workflow", "moorings git workflow", "2026-03-10", ["moorings","git"], """
# moorings git workflow

Branch from main, open a PR, wait for CI.
@@R8b@@
Hotfixes can be pushed straight to main only when a booking flow is broken.
""")

A("handover-photos", "Handover photos", "2026-03-12", ["castoff","photos"], """
# Handover photos

@@R10b@@
@@NS3a@@
@@O8a@@
""")

A("moorings-admin", "moorings admin tips", "2026-03-17", ["moorings","admin"], """
# moorings admin tips

- Use the boat calendar view to move a booking between boats of the same size
@@N10b@@
- Refunds need Linda's approval in the admin before they go out
""")

A("monitoring", "Monitoring", "2026-07-02", ["infra","monitoring"], """
# Monitoring

@@S2b@@
Alerts go to Marcus by SMS and to #ops.
""")

A("licencedesk-deploy", "Deploying licencedesk", "2026-03-24", ["licencedesk","deploy"], """
# Deploying licencedesk

@@S8a@@
Run the migrations by hand afterwards with `fab migrate:prod`.
""")

A("handover-checklist", "Handover checklist", "2026-03-26", ["handover","castoff"], """
# Handover checklist

@@F2b@@
and, for first-timers, a lock demo.
@@F6b@@
@@A10b@@
""")

A("backups", "Backups", "2026-04-02", ["infra","backups"], """
# Backups

@@F4b@@
Restores were tested in September by loading last night's dump into a scratch database.
""")

A("short-breaks", "Short breaks", "2026-04-07", ["bookings","short-breaks"], """
# Short breaks

@@F9b@@
Short breaks are priced at 60% of a week, whatever the boat.
""")

A("tablets", "Tablets at the bases", "2026-04-09", ["tablets","castoff"], """
# Tablets

@@F10b@@
Chargers get nicked by hirers; keep spares in the office drawer.
""")

A("canoe-hire", "Canoe add-on", "2026-04-14", ["canoes","add-ons"], """
# Canoe add-on

@@O2b@@
Buoyancy aids come with the canoe, one per seat.
""")

A("changeover-day", "Changeover day", "2026-04-16", ["changeover","bases"], """
# Changeover day

@@A1b@@
@@O4b@@
Cleaners start on a boat as soon as the return inspection is signed.
""")

A("fleet-notes", "Fleet notes", "2026-04-21", ["fleet"], """
# Fleet notes

@@O9b@@
Dabchick is the couples' boat; it books out first every spring.
""")

A("bookster-migration", "Leaving Bookster", "2026-04-23", ["moorings","migration"], """
# Leaving Bookster

@@D1a@@
Old Bookster reference numbers are kept in the `legacy_ref` field on each booking.
""")

A("castoff-pilot", "castoff pilot", "2026-04-28", ["castoff","history"], """
# castoff pilot

@@D4a@@
Kerry timed the paper handovers; that's where the first checklist order came from.
""")

A("ci-history", "CI history", "2026-05-05", ["ci","moorings"], """
# CI history

@@D7a@@
It was dropped because the free plan ran out of credits every month.
""")

A("online-checkin", "Online check-in", "2026-08-04", ["moorings","checkin"], """
# Online check-in

@@D10b@@
Check-in answers show on the castoff departure screen so the handover can start straight away.
""")

A("hirer-faq", "Hirer FAQ drafts", "2026-05-12", ["hirers","faq"], """
# Hirer FAQ drafts

**What time can we pick up the boat?**
@@A2b@@

**Where do we book?**
@@A9b@@
""")

A("team", "Team", "2026-05-14", ["team"], """
# Team

@@A7b@@
Ruth runs the business side, Kerry runs Hobb's Wharf, Sanjit is the engineer, Linda does the books.
""")

A("hire-agreements", "Hire agreements", "2026-05-19", ["hire-agreement","legal"], """
# Hire agreements

@@NS1a@@
The agreement template is in DocuSeal; the boat fields are filled from moorings.
""")

A("gadsby-route", "Gadsby route notes", "2026-05-21", ["gadsby","route"], """
# Gadsby route notes

@@NS6a@@
Hirers heading north usually moor at Fazeley the first night.
""")

A("deploying", "Deploying moorings", "2026-06-02", ["moorings","deploy"], """
# Deploying moorings

@@A3b@@
@@NS7b@@
""")

A("marina-visitors", "Visitor moorings near the bases", "2026-06-09", ["route","moorings-visitor"], """
# Visitor moorings near the bases

Visitor moorings at Alrewas are 48 hours, at Fradley 14 days in winter only.
Hirers sometimes ask if they can moor overnight on the lock landings; the answer is no.
""")

A("cleaning-checklist", "Cleaning checklist", "2026-06-16", ["changeover","cleaning"], """
# Cleaning checklist

Cleaners get 2 hours per boat on changeover day, 3 hours for the 6-berths.
Linen bags go to the laundry van at 13:00.
""")

A("gas-safety", "Gas safety", "2026-06-23", ["safety","gas"], """
# Gas safety

Every boat has a Boat Safety Scheme certificate; the expiry dates are tracked in licencedesk next to the licence.
The gas locker is checked at every handover.
""")

A("weekly-report", "Weekly report contents", "2026-06-30", ["reporting"], """
# Weekly report contents

Bookings taken this week, revenue, boats out, deposits captured.
Ruth asked for Gadsby and Hobb's Wharf side by side.
""")

A("breakdown-callouts", "Breakdown callouts", "2026-07-07", ["breakdowns","engines"], """
# Breakdown callouts

Most callouts are weed round the prop or a flat battery; talk the hirer through the weed hatch first.
Sanjit drives out for anything the phone call can't fix, within 2 hours in the daytime.
""")

A("pricing-2027", "2027 pricing", "2026-07-14", ["pricing"], """
# 2027 pricing

Prices go up 4% for 2027; the booking fee stays at 25%.
The canoe add-on stays at £45 a week.
""")

A("error-noise", "Error noise in moorings", "2026-07-21", ["moorings","errors"], """
# Error noise

The bot traffic on `/api/availability` throws a lot of 404s for old boat slugs; they're filtered out.
""")

A("moorings-tests", "moorings test data", "2026-07-28", ["moorings","tests"], """
# moorings test data

Factories make boats with 4 berths by default; override `berths` when testing the 6-berth pricing.
""")

A("castoff-bugs", "castoff known bugs", "2026-08-11", ["castoff","bugs"], """
# castoff known bugs

The fuel gauge picker sometimes resets to full when the tablet rotates; fixed in 2.4.1.
The damage diagram doesn't show the tiller arm on the cruiser-stern boats.
""")

A("insurance", "Insurance", "2026-08-18", ["insurance"], """
# Insurance

The hire fleet policy covers hirer damage above the deposit; the excess is £1,000 per claim.
Claims go through Ruth.
""")

A("fuel-billing", "Fuel billing", "2026-09-01", ["fuel","billing"], """
# Fuel billing

The diesel used on a hire is worked out from the engine hours at 1.5 litres an hour.
Gadsby uses the same rate even though its diesel comes from the bowser.
""")

A("licencedesk-notes", "licencedesk notes", "2026-09-08", ["licencedesk"], """
# licencedesk notes

The CRT CSV has the index number in column B and the expiry date in column F.
Boats with a licence under 14 days from expiry show a warning in castoff too.
""")

A("winter-works", "Winter works list", "2026-10-12", ["winter","fleet"], """
# Winter works list

Heron: new cratch cover. Moorhen: repaint the roof. Kingfisher: replace the galley worktop.
Blacking for the Gadsby boats is in February.
""")

A("email-templates", "Email template notes", "2026-10-20", ["email","moorings"], """
# Email template notes

Every hirer email has the base phone number in the footer, picked from the booking's base.
""")

A("reminder-jobs", "Scheduled jobs", "2026-11-02", ["moorings","jobs"], """
# Scheduled jobs

Celery beat schedule: balance reminders at 08:00, pre-arrival emails at 09:00, availability rebuild at 03:00.
""")

A("windlass-losses", "Lost windlasses", "2026-08-25", ["inventory","hirers"], """
# Lost windlasses

Hirers lose about one windlass a week in summer; each boat carries two and the base keeps ten spares.
Lost windlasses are not charged to the deposit.
""")

A("gadsby-handovers", "Gadsby handover notes", "2026-05-27", ["gadsby","handover"], """
# Gadsby handover notes

The Gadsby pontoon only takes two boats at once, so departures are staggered from 14:00.
Day-boat hires aren't offered at Gadsby.
""")

A("api-keys", "moorings API keys", "2026-09-15", ["moorings","api"], """
# moorings API keys

castoff and licencedesk each have their own key; rotate them in the admin under Integrations.
""")

A("review-scores", "Review scores", "2026-10-26", ["reviews"], """
# Review scores

Hobb's Wharf averages 4.7 on Google, Gadsby 4.5 after its first season.
""")
