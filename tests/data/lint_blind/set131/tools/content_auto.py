# Free notes: auto/<slug>.md with title / created / tags
AUTO = []

def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

a("school-visits-faq", "School visits: questions teachers ask", "2026-03-18", ["visits", "education", "faq"], """
# School visits FAQ

Notes from Hannah's inbox, so the agent can draft replies in her voice.

## Booking
@@D1x@@
@@V2y@@
Teachers often ask for a morning and an afternoon slot for the same class; that is allowed if the second
slot is on a different day.

## On the day
- Arrive 15 minutes early; coaches drop off on Millbeck Lane, not in the car park
- Packed lunches are eaten in the education barn
- Wellies are essential from October to March

## Afterwards
@@R6x@@
""")

a("volunteerhub-dev-setup", "volunteerhub: local setup", "2026-02-03", ["volunteerhub", "dev"], """
# Getting volunteerhub running locally

@@V4y@@

```
bundle install
bin/rails db:prepare
bin/dev
```

The seed data creates five volunteers with fake DBS numbers. Log in as `priti@example.test`.

@@D7x@@
""")

a("backup-restore-drill", "Backup restore drill, October", "2026-10-12", ["infra", "backups"], """
# Restore drill (October)

Restored visitbook and herdbook onto a scratch VM from B2. Took 40 minutes end to end.

@@V6y@@
a booking that was deleted back in August.

```
restic -r b2:millbeck-backups:/ snapshots --host farm1
restic -r b2:millbeck-backups:/ restore latest --target /tmp/restore --include /srv/uploads
```

Next drill: January. Try volunteerhub then too.
""")

a("shop-delivery-notes", "Online shop: delivery and collection", "2026-07-09", ["shop", "delivery"], """
# Delivery notes

Dev does deliveries on Thursday afternoons in the farm van.

@@V8y@@
Orders outside our postcodes are refused at checkout, not cancelled afterwards.
""")

a("visitbook-uploads", "visitbook: risk assessments and consent forms", "2026-05-21", ["visitbook", "uploads"], """
# Uploads in visitbook

@@V10x@@
Consent forms are optional; most schools keep their own.

Files are stored under `/srv/uploads/visitbook/<booking id>/` and included in the nightly backup.
""")

a("rota-release-checklist", "rota: release checklist", "2026-06-15", ["rota", "release"], """
# Releasing rota

@@R2y@@
build there is what lets you tag a release.

1. Tag `vYYYY.MM.N` on main
2. Check the kitchen tablet picked up the new version (footer shows it)
3. Tell Joe in the morning stand-up if task templates changed
""")

a("comms-tools", "Comms tools we use", "2026-05-30", ["comms", "tools"], """
# Comms tools

@@R4y@@
- Social: Instagram and Facebook, run by Hannah and Dev
- Printed: the quarterly leaflet at the gate and in the café
""")

a("rota-architecture", "rota: how it fits together", "2026-04-08", ["rota", "architecture"], """
# rota architecture

Single binary serves the API and the PWA. Tasks are generated each night from the templates for the
next day.

@@R7x@@

The nightly generation is a plain goroutine with a ticker, not a queued job.
""")

a("visit-invoicing", "School visit invoicing", "2026-09-04", ["visits", "finance"], """
# Invoicing school visits

@@R10x@@
@@D5x@@
The balance is invoiced after the visit with the actual pupil count.

@@NS7y@@
two weeks before the visit.
""")

a("herdbook-contributing", "herdbook: contributing", "2026-03-02", ["herdbook", "git"], """
# Working on herdbook

@@N1x@@
Keep commits small and write what changed for which animals in the body.

@@S4x@@
""")

a("visitor-rules", "Visitor rules for the website and signage", "2026-04-22", ["visitors", "site"], """
# Visitor rules

Draft text for the website's "Plan your visit" page and the new signs.

@@N2y@@
@@NS4x@@
@@A8y@@
- Children under 12 must be with an adult at all times
- Wash hands when leaving any animal area
""")

a("young-volunteers", "Young volunteers (14 to 17)", "2026-06-02", ["volunteers", "safeguarding"], """
# Young volunteers

@@A4x@@

@@N4y@@
it's one of their favourite jobs.

They don't use the rota app; their keeper ticks their tasks off.
""")

a("visitbook-deploy", "visitbook: deploying", "2026-05-06", ["visitbook", "deploy"], """
# Deploying visitbook

@@NS3x@@
The deploy job runs on merge to main.

@@N7x@@
@@O9x@@

```
# on the server, if you must
cd /srv/visitbook
docker compose exec web python manage.py showmigrations
DATABASE_URL=postgres://visitbook_app@db1.millbeck.internal:5432/visitbook
```
""")

a("social-media-plan", "Social media plan 2026", "2026-02-20", ["comms", "social"], """
# Social media plan

Aim: three posts a week, mostly animals.

@@N8x@@
- Monday: "meet the animals" post
- Friday: what's on at the weekend
""")

a("visitbook-booking-page", "visitbook: the public booking page", "2026-08-27", ["visitbook", "booking-page"], """
# Booking page

The calendar shows the next 6 months. Weekends are greyed out for schools.

@@N9x@@
Clicking a date opens the slot picker with morning and afternoon slots.
""")

a("debugging-visitbook", "Debugging visitbook", "2026-07-14", ["visitbook", "debugging"], """
# Debugging visitbook

@@F6x@@

@@N10x@@

Common causes of "my booking disappeared": the teacher booked twice and cancelled the wrong one.
""")

a("front-desk-guide", "Front desk guide", "2026-01-26", ["front-desk", "volunteers"], """
# Front desk

## Volunteers
@@S1x@@

## Visitors
@@NS6y@@
Lost children: radio the duty keeper straight away, then follow the lost child procedure on the wall.
""")

a("shop-migration", "Online shop move", "2026-06-19", ["shop", "shopify"], """
# Online shop move

@@S3y@@
Product photos were re-shot by Hannah's daughter; the old WooCommerce images were too small.
Stock levels for eggs are updated by Dev each morning.
""")

a("movement-reporting", "Animal movement reporting", "2026-05-12", ["herdbook", "movements"], """
# Movements

Any sheep or goat leaving or arriving needs reporting.

@@S5x@@
herdbook still records the movement so the register stays complete.
""")

a("dns-transfer", "DNS transfer to Cloudflare", "2026-05-15", ["infra", "dns"], """
# DNS transfer

@@S8x@@
MX records for Google Workspace were copied over first; nobody lost email.
""")

a("new-keeper-induction", "New keeper induction notes", "2026-01-14", ["keepers", "induction"], """
# New keeper induction

Week one for a new keeper.

- Shadow Joe on the morning round for three days
@@S10x@@
- Learn the isolation pen routine before doing any health checks alone
""")

a("safeguarding-data", "What personal data we keep for safeguarding", "2026-07-30", ["safeguarding", "volunteerhub"], """
# Safeguarding data

@@F5x@@
References are checked by phone and only "received" is recorded.
""")

a("cafe-handbook", "Café handbook", "2026-09-10", ["cafe"], """
# Café handbook

## Opening
@@F8x@@
@@NS9x@@

## Till
@@D10x@@

## Staff
@@O8x@@
Allergen sheet is updated whenever a recipe changes.
""")

a("egg-grading", "Eggs for the shop", "2026-04-05", ["shop", "poultry"], """
# Eggs

@@F9x@@
Dirty eggs are dry-cleaned, never washed.
""")

a("caddy-notes", "Caddy notes", "2026-03-27", ["infra", "caddy"], """
# Caddy

@@F10x@@

```
visitbook.millbeck.org.uk {
    reverse_proxy visitbook:8000
}
```
""")

a("toddler-sessions", "Toddler Tuesday", "2026-02-11", ["visits", "families"], """
# Toddler Tuesday

@@O2y@@
Booked through the website, not visitbook.
""")

a("volunteerhub-sms", "volunteerhub: reminder texts", "2026-08-18", ["volunteerhub", "sms"], """
# Reminder texts

Texts go out at 17:00 the day before a shift.

@@O3x@@
'not reminded' so Priti can phone them.
""")

a("learn-site", "learn.millbeck.org.uk", "2026-04-29", ["learn", "website"], """
# The learn site

Worksheets and pre-visit packs for teachers.

@@O6x@@
@@O7x@@
""")

a("lambing-2026", "Lambing 2026", "2026-04-30", ["animals", "lambing"], """
# Lambing 2026 notes

Eleven lambs from six ewes, all reared.

@@D6x@@
every night, and it went on the rota as a separate task.
""")

a("volunteer-induction", "Volunteer induction", "2026-06-24", ["volunteers", "induction"], """
# Induction

@@D3x@@
Covers hand washing, the animal areas, fire points and safeguarding basics.
""")

a("giftaid-history", "Gift Aid: how we got here", "2026-05-08", ["giftaid", "history"], """
# Gift Aid history

@@D8x@@
That claim was put together by hand from Stripe exports, which is why giftaid-batcher exists.
""")

a("website-rebuild", "Website rebuild 2026", "2026-03-10", ["website", "history"], """
# Website rebuild

@@D9x@@
Redirects for the old WordPress URLs are in `_redirects`.
""")

a("server-notes", "Server notes", "2026-01-20", ["infra", "server"], """
# Server notes

@@A2y@@
SSH is key-only; Sam and Marta have keys.
""")

a("cafesync-troubleshooting", "cafesync troubleshooting", "2026-08-05", ["cafesync", "xero"], """
# When cafesync breaks

@@A6x@@
Usually it's an expired Xero token: re-run `node auth.js` and paste the code.
""")

a("on-call", "Who answers what", "2026-03-05", ["on-call", "animals"], """
# Who answers what

@@NS1x@@
During the day the duty keeper has a radio instead.
""")

# fillers, no labelled claims
a("open-day-2026", "Open day, May 2026", "2026-05-25", ["events", "history"], """
# Open day (May 2026)

About 1,400 visitors. The café ran out of scones by 13:00.
The booking page had a banner for the day; remember to remove it next time.
""")

a("poultry-housing-order", "Poultry housing order", "2026-11-10", ["animals", "poultry"], """
# Housing order

The avian influenza housing order from 10 November means the hens stay in the barn.
Visitors can see them through the window; the signs are up.
""")

a("weekly-digital-meeting", "Weekly digital catch-up", "2026-10-06", ["meetings"], """
# Weekly digital catch-up

Mondays, 15 minutes after the stand-up. Sam, Ruth, sometimes Joe.
Agenda: what broke, what's next, what needs money.
""")

a("stripe-webhooks", "Stripe webhooks", "2026-06-30", ["stripe", "donations"], """
# Stripe webhooks

Stripe retries a failed webhook for up to 3 days, so a short outage doesn't lose a donation.
The webhook secret is in Bitwarden next to the API key.
""")

a("postgres-upgrade", "Postgres upgrade on db1", "2026-04-16", ["infra", "postgres"], """
# Postgres upgrade

Upgraded db1 from Postgres 14 to 16 on 15 April with `pg_upgrade --link`; 20 minutes of downtime
during the Easter holidays.
""")

a("pig-weighing", "Pig weighing", "2026-09-22", ["animals", "pigs"], """
# Pig weighing

The weigh crate lives in the pig shed. Weights are written on the whiteboard and copied into herdbook.
The Kunekunes are weighed monthly; so far nobody has needed to diet.
""")

a("xero-accounts", "Xero account codes", "2026-02-26", ["xero", "finance"], """
# Xero codes

- 200 café sales
- 210 shop sales
- 220 school visit income
- 230 donations
""")

a("alpaca-shearing", "Alpaca shearing", "2026-05-19", ["animals"], """
# Alpaca shearing

The contractor came on 18 May. Fleeces go to a volunteer who spins them.
""")

a("rota-task-types", "rota task types", "2026-07-01", ["rota", "tasks"], """
# Task types in rota

- Feed, water, muck out, health check, lock-up
- Two-person tasks (moving the pigs, trimming goat hooves) show both names
- Volunteer-safe tasks are marked with a green dot; everything else is keepers only
""")

a("grant-report-q3", "Q3 grant report numbers", "2026-10-15", ["reporting", "grants"], """
# Q3 numbers (July to September)

- 1,960 pupils visited (attended, not booked)
- 3,410 volunteer hours
- Café and shop income reconciled in Xero on 8 October
""")
