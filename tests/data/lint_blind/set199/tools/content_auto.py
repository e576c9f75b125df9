# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = dict(title=title, created=created, tags=tags, body=body)

A("deposit-faq", "Deposit FAQ (draft for the website)", "2026-04-09", ["deposits", "website", "faq"], """
# Deposit FAQ — draft

Lou asked for this so she can paste answers into emails.

**Q: Do I pay a deposit?**
@@V2y@@

**Q: When do I get it back?**
@@N1x@@

**Q: What if something breaks?**
We take the repair cost from the deposit and email photos from the collection report.
""")

A("inspection-routine", "Inspection routine as crews actually do it", "2026-06-18", ["safecheck", "inspections", "crews"], """
# Inspection routine

Talked to Dean and Shannon about what they really do between hires.

@@V4y@@
Quick visual check on every drop as part of the pre-hire check; anything torn goes straight to repair.
Blower intake grilles are hoovered weekly in summer.
""")

A("vanroute-dev-setup", "vanroute local dev setup", "2026-05-20", ["vanroute", "dev", "python"], """
# vanroute dev setup

@@V5y@@

```bash
uv python install 3.12
uv sync
uv run pytest
```

Local Postgres via `docker compose up db`; the seed has three vans and two days of jobs.
The OSRM container is big (UK extract); use `VANROUTE_FAKE_DRIVE_TIMES=1` for tests.
""")

A("reminder-job", "How the reminder job works", "2026-08-14", ["hopbook", "sms", "reminders"], """
# Reminder job

@@V7y@@
It runs every 15 minutes and picks up bookings whose slot falls into the window, so a late booking still gets one.
Messages are logged on the booking's timeline in the admin panel.
""")

A("power-and-leads", "Power, leads and blowers on site", "2026-06-02", ["safety", "power", "crews"], """
# Power and leads

@@V8y@@
beyond that the booking needs a different pitch or a customer with a closer socket.
Blowers are 1.5 hp on most castles, 2 hp on the slides and the assault course.
One blower per socket, never daisy-chained through a multi-plug.
""")

A("hopbook-frontend", "hopbook front end notes", "2026-09-03", ["hopbook", "frontend"], """
# hopbook front end

@@R1y@@
Alpine.js for the booking form, Tailwind for styles.
The date picker is our own component because the old one broke on iOS Safari.
""")

A("email-setup", "Email sending for hopbook", "2026-07-22", ["hopbook", "email"], """
# Email sending

@@R4y@@
SPF and DKIM records were added when the sending domain was set up; DMARC is at `p=quarantine`.
Bounces are shown on the booking timeline.
""")

A("sms-provider", "SMS sending", "2026-10-06", ["sms", "hopbook"], """
# SMS sending

@@R6y@@
the API key is in 1Password and hopbook's `sms` notification channel uses it.
Sender ID is "BounceBash"; replies go nowhere, so messages say "call the office".
""")

A("drive-times", "Drive times in vanroute", "2026-10-15", ["vanroute", "routing"], """
# Drive times

@@R7y@@
Times are cached per postcode pair for 30 days.
Saturday mornings get a 10% padding factor because of football traffic near the parks.
""")

A("hard-ground-setups", "Hard ground set-ups", "2026-07-09", ["safety", "set-up"], """
# Hard ground

Came up when a customer in Clifton wanted a castle on their patio.

@@N2y@@
We offer an indoor soft-play set instead, or a unit on the lawn if there's one.
""")

A("safecheck-field-notes", "safecheck in the field", "2026-08-27", ["safecheck", "crews"], """
# safecheck in the field

Notes from riding along with the Swindon crew.

@@N4y@@
Photos are compressed on the phone to about 400 KB before upload.
The PIN screen times out after 10 minutes of inactivity.
""")

A("agent-history", "How the agent's permissions changed", "2026-06-30", ["agent", "git", "history"], """
# Agent permissions history

@@D7x@@
From February the agent works on `agent/` branches and opens PRs like everyone else.
In May it got read-only access to the production logs.
""")

A("booking-flow", "Booking flow end to end", "2026-05-06", ["hopbook", "bookings", "payments"], """
# Booking flow

1. Customer picks a unit and date; availability comes from stockroom.
2. Postcode check against the delivery radius.
3. Checkout in Stripe.

@@F3y@@
@@N9x@@
The balance is taken 7 days before the hire; if that fails Lou gets a task.
""")

A("run-sheets", "Run sheets for drivers", "2026-09-24", ["vanroute", "drivers"], """
# Run sheets

@@N10y@@
Late bookings after the freeze go on a paper "extras" list that the crew lead gets by text.
The PDF has the postcode, access notes and the unit codes for each stop.
""")

A("partner-widget", "Partner booking widget", "2026-03-04", ["hopbook", "api", "partners"], """
# Partner widget

Small JS snippet the venue partners paste into their sites.

@@S2x@@
Bookings from partners get tagged with the partner code for commission.
""")

A("quote-requests", "Quote requests from the website", "2026-02-12", ["hopbook", "quotes"], """
# Quote requests

The "ask for a quote" form is for schools, fêtes and corporate days.

@@S7x@@
Lou answers them within one working day.
""")

A("refund-process", "Refund process for damage deposits", "2026-07-01", ["deposits", "refunds"], """
# Refund process

@@F1y@@
once the crew has marked the unit clean and undamaged in the collection report.
If there's damage, Lou emails the customer the photos before anything is deducted.
""")

A("backups", "Backups", "2026-04-22", ["infra", "backups"], """
# Backups

@@F5y@@
vanroute's database is backed up by the same script into a separate prefix.
Kwame did a restore test in September; it took 12 minutes.
""")

A("hopbook-dev-setup", "hopbook local dev", "2026-03-18", ["hopbook", "dev"], """
# hopbook local dev

Sail for the local containers; seeders create Lou's admin user and 20 units.

@@F7y@@
Stripe test mode keys come from 1Password via `op inject`.
""")

A("van-servicing", "Van servicing", "2026-05-28", ["fleet", "vans"], """
# Van servicing

@@F9y@@
VN01 is owned outright, so only the mileage rule applies to it.
Services are booked at the Ford dealer in Avonmouth; a hire van covers in peak season.
""")

A("marquees", "Garden marquees", "2026-05-15", ["marquees", "weather"], """
# Garden marquees

Added in spring as an add-on for garden parties.

@@O2x@@
Marquees go up with weights on hard ground and pegs on grass.
""")

A("collections", "Collections", "2026-06-10", ["vanroute", "collections"], """
# Collections

@@O6x@@
@@A8y@@
If a customer isn't in, the crew can collect from the garden if the unit is accessible.
""")

A("electrical-testing", "Electrical testing", "2026-03-26", ["safety", "blowers", "pat"], """
# Electrical testing

@@O8x@@
Extension leads and RCDs are tested on the same visit.
""")

A("swindon-yard", "Swindon yard", "2026-04-01", ["yards", "swindon"], """
# Swindon yard

Second yard, opened in April 2026 in a unit on the Cheney Manor estate.

| Yard | Hours | Vans |
|---|---|---|
@@O9y@@

Shannon Ruddock is crew lead; two seasonal crew from May.
""")

A("easter-2026", "Easter 2026 review", "2026-04-24", ["season", "review"], """
# Easter 2026 review

@@D4x@@
Forty-one hires over the two weeks, three weather cancellations.
Soft-play packages did well for indoor parties.
""")

A("writing-for-customers", "Writing for customers", "2026-02-20", ["copy", "customers"], """
# Writing for customers

@@A2y@@
Keep SMS under 160 characters and always include the booking reference.
""")

A("photo-policy", "Unit photos", "2026-05-11", ["safecheck", "photos", "damage"], """
# Unit photos

@@A4y@@
Photos are the evidence if a customer disputes a deduction, so blurry ones get retaken.
""")

A("timezones", "Time zones", "2026-03-30", ["dev", "time"], """
# Time zones

Found when the clocks went forward and two reminders went out an hour early.

@@A6y@@
""")

A("staging", "Staging environment", "2026-04-15", ["infra", "staging"], """
# Staging

@@A10y@@
Stripe is in test mode there; SMS and email go to a sandbox.
""")

A("delivery-day", "A delivery day", "2026-07-17", ["crews", "vans", "delivery"], """
# A delivery day

@@NS1y@@
Crew leads phone the next customer if they're running more than 20 minutes late.
Lunch is whenever the run allows; the last drop is usually before 1pm.
""")

A("on-call-rota", "On-call rota", "2026-06-05", ["on-call", "crews"], """
# On-call rota

@@NS2y@@
@@NS8y@@
The rota is in the shared calendar; swaps go through Gemma.
""")

A("admin-panel-howto", "Admin panel how-to for Lou", "2026-02-25", ["hopbook", "admin"], """
# Admin panel how-to

@@NS5y@@
Moving a booking to another date keeps the deposit on it.
Unit swaps (same size) can be done on the booking page without re-pricing.
""")

# ---- fillers
A("incident-2026-07-burst-seam", "Burst seam incident, July 2026", "2026-07-28", ["incident", "safety"], """
# Burst seam, 26 July

A side seam on CAS-009 opened during a party in Keynsham; nobody hurt, unit deflated slowly.
The unit had passed its pre-hire check that morning. Sent to the repairer in Yate.
Follow-up: seams get a closer look on the detailed inspection.
""")

A("school-fete-season", "School fêtes", "2026-06-24", ["bookings", "schools"], """
# School fêtes

June and July fêtes want three or four units at once on a Saturday.
Schools can pay the balance by invoice; hopbook has an "invoice" payment type for that.
The crew stay on site for fêtes, so they're priced per hour of attendance.
""")

A("insurance-renewal", "Insurance renewal notes", "2026-02-27", ["insurance", "admin"], """
# Insurance

Public liability is £5m, renewed each March.
The insurer wants PIPA tags and the inspection history on request.
""")

A("vanroute-capacity-model", "vanroute capacity model", "2026-08-05", ["vanroute", "fleet"], """
# Capacity model

Units are modelled as a volume in litres and a weight; blowers count separately.
The optimiser won't put an assault course and a slide in the same van.
Weight limits come from the fleet table, never hard-coded.
""")

A("blower-models", "Blower models", "2026-04-30", ["blowers", "stock"], """
# Blowers

Mostly Kingfisher 1.5 hp; four 2 hp for the big units.
Each blower has its own code (`BLW-012`) and is booked alongside its unit.
""")

A("hopbook-queue-workers", "hopbook queue workers", "2026-09-11", ["hopbook", "queue"], """
# hopbook queue

hopbook's own jobs (emails, PDFs, Stripe webhooks) run on Laravel Horizon with Redis.
Horizon dashboard at `/horizon`, behind the admin login.
""")

A("seo-notes", "SEO notes", "2026-10-20", ["website", "seo"], """
# SEO

Town landing pages (Bristol, Bath, Swindon, Weston) written by Gemma.
Unit pages get the footprint and age range in the first paragraph.
""")

A("crew-training", "Crew training", "2026-03-12", ["crews", "training"], """
# Crew training

New crew shadow two full runs before leading a set-up.
Everyone does the RPII operator course in their first season.
""")

A("weatherwatch-alert-tuning", "weatherwatch alert tuning", "2026-09-30", ["weatherwatch", "alerts"], """
# Alert tuning

Lou got too many false alarms in August, so the job now ignores forecasts more than 48 hours out.
Coastal postcodes (Weston, Clevedon) are flagged a bit earlier because of gusts.
""")

A("admin-roles", "hopbook admin roles", "2026-05-31", ["hopbook", "admin", "access"], """
# Admin roles

- admin: Gemma and Kwame (everything, including prices)
- office: Lou and the part-timer (bookings, customers, payments)
- crew: read-only job list, used by the crew leads on a tablet at the yard
""")

A("stripe-disputes", "Stripe disputes", "2026-08-21", ["stripe", "disputes"], """
# Disputes

Two chargebacks this year, both "product not received" when the customer was out at delivery.
Lou answers within 7 days with the hire agreement, the texts we sent and the crew's photos.
""")

A("complaints-log", "Complaints log summary", "2026-10-28", ["customers", "complaints"], """
# Complaints, May–October

Most complaints are about the first drop of the day arriving late, then about wet units.
Nobody complained about deposits being slow this year.
""")
