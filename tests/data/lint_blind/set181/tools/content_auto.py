# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {
"flightdesk-prod-notes": ("flightdesk production notes", "2026-04-09", ["flightdesk", "ops"], """
# flightdesk in production

@@a_dsn@@
Jonas for the password, it is not in the repo.

- The admin is at `/office/`, not `/admin/` (bots)
- Restarting the web container drops nothing; restarting the worker loses the job in hand
"""),
"flightdesk-local-setup": ("flightdesk local setup", "2026-02-03", ["flightdesk", "dev"], """
# Running flightdesk locally

Local Postgres in Docker, seeded with the fixture students:

```
docker run -d --name fd-pg -p 5432:5432 -e POSTGRES_PASSWORD=flightdesk postgres:16
export DATABASE_URL=postgres://postgres:flightdesk@localhost:5432/flightdesk
./manage.py migrate && ./manage.py loaddata students_fake
```

The fake students all have medical declarations that say "none".
"""),
"tandem-faq-draft": ("tandem FAQ draft for the website", "2026-05-20", ["tandem", "website"], """
# Tandem FAQ (draft answers)

**How long is the flight?**
@@a_airtime30@@

**What should I wear?** Walking boots, long trousers, layers. It is colder at the top than it looks.

**Can I bring a friend to watch?** Yes, the take-off is open to walkers.
"""),
"ep-course-pricing": ("EP course pricing", "2026-06-11", ["courses", "pricing"], """
# EP pricing as the office explains it

@@a_ep200@@
Kit hire is included; the BHPA student membership is paid separately to the BHPA.
"""),
"wing-inspection-checklist": ("wing inspection checklist", "2026-03-25", ["kit", "inspections"], """
# Wing inspection

@@a_wing12@@
they've flown.

1. Porosity at three points per panel (JDC meter)
2. Line strength: one A and one B line pulled to destruction on the worst-used wings
3. Trim against the manufacturer's table, tolerance per the manual
4. Record it in kitcheck with photos of anything odd
"""),
"logbook-backup-restore": ("logbook backup and restore", "2026-07-14", ["logbook", "backups"], """
# logbook backups

@@a_backup14@@

Restore into a scratch DB:

```
pg_restore -d logbook_scratch latest.dump
```

Then point a local API at it and check a pilot's totals against the app.
"""),
"deposit-payments": ("how deposits are taken", "2026-03-02", ["courses", "payments", "office"], """
# Deposits

@@a_sumup@@
Balances are paid the same way once the office chases them.
"""),
"gonogo-sms": ("gonogo SMS", "2026-04-28", ["gonogo", "sms"], """
# gonogo SMS

@@a_messagebird@@
@@a_byhand@@
Students opt in when they book; club pilots can ask for a readings-only message instead.
The message is at most two segments: call, site, meeting time, link to `/today`.
"""),
"kitcheck-ci": ("kitcheck CI", "2026-05-06", ["kitcheck", "ci"], """
# kitcheck CI

@@a_woodpecker@@
The system specs need Chrome, which is why the CI image is the big one.
"""),
"kitcheck-dev-setup": ("kitcheck dev setup", "2026-09-18", ["kitcheck", "dev"], """
# kitcheck notes

@@a_sqlite@@
`bin/setup` creates the dev database and loads a dozen fake wings.
"""),
"ep-what-to-bring": ("EP: what to bring", "2026-03-10", ["courses", "students"], """
# What to bring on the EP

@@a_helmet@@
- Walking boots with ankle support
- Waterproofs, lunch, water
- Your BHPA student membership number once you have it
"""),
"weather-cancellations": ("weather cancellations", "2026-05-31", ["courses", "weather", "office"], """
# When the weather cancels a course day

@@a_refund@@
Sian sends the cancellation by 07:45 so nobody drives out for nothing.
"""),
"kitcheck-signoff-rules": ("kitcheck sign-off rules", "2026-08-21", ["kitcheck", "inspections"], """
# Sign-off

@@a_noselfsign@@
it (the UI currently only warns).

Inspections need a photo of the serial label before they can be signed off.
"""),
"flightdesk-deploy": ("flightdesk deploy", "2026-10-02", ["flightdesk", "deploy"], """
# Deploying flightdesk

1. Merge to main; the image is built and pushed by the workflow
2. The deploy job rolls out the new image
3. Watch the Uptime Kuma check for five minutes

@@a_migrate@@
"""),
"student-comms": ("how students hear from us", "2026-02-20", ["students", "gonogo", "comms"], """
# Student communications

@@a_whatsapp@@
- Course confirmations and reminders come by email from flightdesk
- Anything personal: Sian phones
"""),
"kit-register-howto": ("kit register how-to", "2026-01-19", ["kit", "inspections"], """
# Kit register

@@a_register@@
One row per inspection; the serial number goes in column B, the inspector's initials in column H.
"""),
"course-calendar": ("course calendar", "2026-03-14", ["flightdesk", "calendar"], """
# Course calendar

@@a_gcal@@
Instructors subscribe to it on their phones to see who they're teaching.
"""),
"logbook-upload-help": ("logbook: adding flights (help text)", "2026-02-27", ["logbook", "help"], """
# Adding a flight

@@a_upload@@
Pick the site from the list, enter the time, add a note if you want an instructor to look at it.
"""),
"gonogo-stations": ("gonogo stations", "2026-03-05", ["gonogo", "weather"], """
# Stations gonogo reads

@@a_holfuy@@
Shining Tor has no station of our own and is club-only, so gonogo just shows the forecast for it.
"""),
"backups-overview": ("backups overview", "2026-02-11", ["infra", "backups"], """
# Backups

@@a_nas@@
The NAS copies to a USB disk that Marta takes home on Fridays.
"""),
"course-reminders": ("course reminders", "2026-06-25", ["flightdesk", "email"], """
# Course-day reminders

@@a_remind48@@
the weather caveat (the call comes on the morning of the course).

The reminder is skipped if the booking was made less than two days before.
"""),
"telegram-channel": ("Telegram channel", "2026-06-03", ["gonogo", "telegram"], """
# The gonogo Telegram channel

@@a_tgpost@@
Anyone can join; only the bot and Marta can post.
"""),
"logbook-release": ("logbook release process", "2026-07-29", ["logbook", "deploy"], """
# Releasing logbook

@@a_approve@@
the `production` environment before the deploy step runs.

App builds go through EAS; store review takes a day or two, so API changes stay backwards compatible.
"""),
"restic-notes": ("restic notes", "2026-06-09", ["infra", "backups"], """
# restic

@@a_restic@@
`restic snapshots` lists them; `restic check` runs weekly from cron.
"""),
"logbook-offline": ("logbook offline mode", "2026-08-12", ["logbook", "app"], """
# Offline

@@a_offline@@
flight was edited on the web in the meantime, the last write wins.

Photos attached offline upload only on wifi.
"""),
"gonogo-internals": ("gonogo internals", "2026-09-09", ["gonogo", "dev"], """
# gonogo internals

@@a_ggredis@@
- Rules are plain Python functions in `rules/`, one per group
- The Telegram bot token and the SMS credentials come from the environment
"""),
"customer-kit-service": ("servicing customer kit", "2026-04-16", ["kit", "shop"], """
# Customer kit

@@a_custreserve@@
Wing checks for customers are sent to the importer; we only do the paperwork.
"""),
"website-build": ("website build", "2026-05-12", ["website"], """
# Website

@@a_webnode@@
@@a_websquash@@
Course dates on the site come from flightdesk at build time, rebuilt hourly.
"""),
"kitcheck-errors": ("kitcheck error reporting", "2026-07-07", ["kitcheck", "monitoring"], """
# kitcheck errors

@@a_honeybadger@@
Most of what shows up is QR scans of stickers from kit that's been retired.
"""),
"pricing-history": ("pricing history", "2026-08-30", ["courses", "pricing"], """
# Pricing history

@@a_ep100@@
Guided days went from £95 to £110 at the start of the season.
"""),
"tandem-winter-trial": ("tandem winter trial", "2026-03-03", ["tandem"], """
# Winter tandem trial

@@a_airtime15@@
Short days and cold hands; the trial ended with the season opening.
"""),
"logbook-history": ("logbook history", "2026-10-14", ["logbook"], """
# How logbook got here

@@a_yarnbeta@@
The first release to students was in April, after the EP group tested it for two weeks.
"""),
"tandem-kit-history": ("tandem kit history", "2026-04-02", ["tandem", "kit"], """
# Tandem kit

@@a_weight95@@
The passenger harness was replaced at the same time.
"""),
"flightdesk-upgrade-notes": ("flightdesk upgrade notes", "2026-05-27", ["flightdesk", "dev"], """
# Upgrade notes

@@a_django@@
Next: drop the old `bookings_v1` URLs once the website stops linking to them.
"""),
"monitoring": ("monitoring", "2026-06-18", ["infra", "monitoring"], """
# Monitoring

@@a_kuma@@
Alerts go to Jonas by push notification; Marta gets only the gonogo check.
"""),
"cp-checklist": ("CP checklist", "2026-07-22", ["courses", "cp"], """
# CP sign-off checklist

@@a_theory@@
- Minimum soaring hours as per the BHPA task list
- Top landings, big ears, spiral entry and exit demonstrated
"""),
"tandem-vouchers": ("tandem vouchers", "2026-09-02", ["tandem", "office"], """
# Vouchers

@@a_voucher@@
Voucher codes are six characters, no O or 0.
"""),
"duty-instructor": ("duty instructor", "2026-08-05", ["instructors", "ops"], """
# Duty instructor

@@a_summary@@
- Confirms gonogo's proposal each morning
- Runs the hill, keeps the radio log
"""),
"kitcheck-review": ("kitcheck reviews", "2026-09-24", ["kitcheck", "dev"], """
# Reviews

@@a_review@@
Tomasz reviews UI changes on his phone, because that's where he uses it.
"""),
"logbook-signoffs": ("logbook sign-offs", "2026-10-20", ["logbook", "instructors"], """
# Sign-offs

@@a_notevery@@
Instructors see a queue of unsigned training flights on their home screen.
"""),
"incident-2026-08-bradwell": ("Bradwell landing incident", "2026-08-16", ["safety", "incident"], """
# 2026-08-15 Bradwell

A student landed short in the top field, no injury. Wind had backed south; the duty instructor stopped
flying for the group after that. Reported to the BHPA. No change to gonogo rules.
"""),
"season-close-checklist": ("season close checklist", "2026-11-10", ["ops"], """
# Closing the student season

- Export the EP completions from flightdesk for the BHPA return
- Put the school wings in the dry store, unpacked
- Archive the season's Telegram pins
"""),
"sms-costs": ("SMS costs", "2026-09-30", ["gonogo", "costs"], """
# SMS costs

About 140 messages a day in summer. The two-segment limit matters: the third segment doubles the bill
on long site names.
"""),
"logbook-app-store-release": ("logbook app store release", "2026-04-22", ["logbook", "app"], """
# App store

Apple rejected the first build for the login screen wording. Android went through the same day.
"""),
"instructor-rota": ("instructor rota", "2026-05-15", ["instructors"], """
# Rota

Weekly, made by Marta on Sundays in a spreadsheet; not in any of our systems and she wants it that way.
"""),
"kit-shed-inventory": ("kit shed inventory", "2026-01-28", ["kit"], """
# Kit shed

- 14 school wings (EN-A), 16 harnesses, 16 reserves, 10 radios
- Everything has a serial on a label; radios are numbered with tape
"""),
"radio-procedures": ("radio procedures", "2026-04-30", ["students", "radios", "safety"], """
# Radios

Every student flies with a radio on the chest strap; the instructor at the landing field talks them down.
Radio checks happen at take-off, before the wing comes out of the bag.
"""),
"xc-league-notes": ("club XC league", "2026-06-29", ["club", "logbook"], """
# XC league

The club league uses XContest; logbook only links to it. Nobody wants a second scoring system.
"""),
}
