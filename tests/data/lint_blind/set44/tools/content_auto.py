# free notes: (slug, title, created, tags, body)
AUTO = []
def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

a("boiler-tickets", "Boiler tickets and reminders", "2026-02-26", ["shedlog", "boilers"], """
# Boiler tickets

Each steam loco has a 10-year boiler ticket plus annual hydraulic and steam tests by the
insurer's inspector. Graham keeps the dates in shedlog's `boiler_certs` table.

{{V2b}}
just enough time to book the insurance inspector (they want four weeks' notice in summer).

- The reminder goes to the CME and to Graham
- Annual exam dates are entered by hand after the inspector's visit
""")

a("santa-booking-rush", "Santa on-sale morning, what happened", "2026-09-06", ["footplate", "santa", "incident"], """
# Santa on-sale, 5 September 2026

About 1,900 visitors in the first ten minutes. Nothing fell over, but the first half hour was confusing.

{{V6b}}
which is why the first two weekends looked sold out at 09:10 and then seats reappeared.

Follow-ups:
- Show a "seats may come back" message on sold-out departures
- Queue page was not needed this year; keep it ready anyway
""")

a("tillbridge-notes", "tillbridge working notes", "2026-05-19", ["tillbridge", "shop", "xero"], """
# tillbridge notes

{{V4b}}
well inside the provider's rate limit.

{{A2b}}
The invoice reference is `TILL-<till>-<date>` so re-runs update instead of duplicating.

Gotchas:
- Refunds on the till come through as negative sales; Xero wants them as credit notes
- The Xero token expires every 60 days if nobody logs in; Sue gets the re-auth email
""")

a("rosta-upgrade-notes", "rosta upgrade notes", "2026-08-19", ["rosta", "ruby", "upgrade"], """
# rosta upgrade notes

{{A5b}}

{{V10b}}
Bundler is 2.5; `bundle exec rails test` is the full suite (about 3 minutes on Raj's laptop).

- `image_processing` needed libvips in the image
- Raj keeps a changelog in `CHANGELOG.md`, newest at the top
""")

a("restore-drill-2026-10", "Restore drill, October 2026", "2026-10-28", ["backups", "drill", "db1"], """
# Restore drill, October 2026

Restored footplate's dump from the night of 14 October into a scratch database on db1 and
checked booking counts against the admin report. Took 22 minutes end to end.

{{V8b}}

- Only footplate this time
- Next drill: January, and try rosta as well
""")

a("rosta-email-bounces", "rosta email bounces", "2026-06-23", ["rosta", "email"], """
# rosta email bounces

{{R2b}}
bounces come back as webhooks to `/hooks/mail-events` and mark the volunteer's address as bad.

The roster clerks see a red "email bouncing" badge on the volunteer's page and phone them.
About a dozen bad addresses after the spring clean-up.
""")

a("website-dns", "Website DNS and hosting notes", "2026-10-08", ["website", "dns", "hosting"], """
# Website hosting notes

{{R4b}}

- Preview deployments per branch, handy for Priya's reviews
- `www.` redirects to the apex
- TLS certificates are automatic; nothing to renew by hand
""")

a("rosta-db-notes", "rosta database notes", "2026-07-16", ["rosta", "database"], """
# rosta database

{{R6b}}
Role `rosta_app` for the app, `rosta_ro` for reporting.

- The biggest table is `turn_assignments` (about 40k rows a year)
- Reporting queries for the clerks live in `db/reports/*.sql`
""")

a("footplate-etickets", "How footplate e-tickets are produced", "2026-04-28", ["footplate", "e-tickets"], """
# e-tickets

{{R7b}}
The PDF is rendered with WeasyPrint from `templates/tickets/eticket.html`.

- A booking with several departures gets one PDF per departure
- Regenerating an e-ticket from the admin re-queues the job; it does not resend the email unless ticked
""")

a("uptime-monitoring", "Uptime monitoring for the website", "2026-09-15", ["website", "monitoring"], """
{{R10b}}

Alerts go to Helen by email and to `#it-alerts`. Status page is at `status.wvr.org.uk`.

Free tier; the board was told it costs nothing.
""")

a("shedlog-audit-trail", "shedlog audit trail", "2026-08-07", ["shedlog", "git", "audit"], """
# shedlog: audit trail

The insurer's inspector asked how we know what changed in the exam forms over the year.
Answer: git history, plus the `form_versions` table.

{{N2b}}
{{A7b}}

Graham prints `git log --oneline` for the annual audit.
""")

a("ticket-pricing", "Ticket pricing (2026 season)", "2026-03-09", ["footplate", "fares", "pricing"], """
# Ticket pricing

Fares are set by the Commercial Committee each winter and entered in footplate's admin.

{{A10b}}
{{F7b}}
- Family ticket = 2 adults + up to 3 children
- Dogs travel free on a lead

{{D5b}}

{{N4b}}
The accountant advised against it because the ticket buys a ride, not just admission; the
Trust takes donations separately on the website instead.
""")

a("website-editing", "Editing the website", "2026-06-12", ["website", "content"], """
# Editing the website

{{A3b}}
Content is Markdown under `content/`; timetable and fares pages are data-driven.

{{N6b}}
Anything touching templates or layouts still gets a PR.

- Images go in `assets/photos/`, max 2000 px on the long side
- Event pages need a `date` and an `expiry` in the front matter
""")

a("timetable-change-checklist", "Timetable change checklist", "2026-10-29", ["timetabler", "website", "checklist"], """
# Timetable change checklist

{{NS6b}}
Mike enters the new colours and times; Helen checks the running days.

{{F4b}}

{{N8b}}
someone has to trigger the website build from the hosting dashboard.

Checklist:
1. Publish in timetabler
2. Trigger the website build
3. Check the timetable page on a phone
4. Tell the booking office
""")

a("volunteer-recruitment", "Volunteer recruitment process", "2026-02-05", ["volunteers", "recruitment"], """
# Volunteer recruitment

{{S3a}}
Responses land in a sheet that Jan Kowalski (volunteer coordinator) reviews weekly.

- Under-16s can join the Young Members group only, not the operating roster
- New starters do a half-day induction at Ashcombe on the first Sunday of the month
""")

a("shop-stock-take", "Shop stock-take", "2026-01-22", ["shop", "stock"], """
# Shop stock-take

The annual stock-take is in January when the shop is shut.

{{S4a}}

- Count by shelf, two people per shelf
- Discrepancies over 20 GBP go to the treasurer
""")

a("ansible-deploys", "Deploying with Ansible", "2026-07-22", ["deploys", "ansible", "wvr-ops"], """
# Deploys

{{S6b}}

    cd wvr-ops/ansible
    ansible-playbook -i inventory.ini footplate.yml --check   # dry run first
    ansible-playbook -i inventory.ini footplate.yml

- One playbook per app (`footplate.yml`, `rosta.yml`, `shedlog.yml`, `tillbridge.yml`)
- Vault password in 1Password, "WVR Infra"

**Why:** Fabric 1 needed Python 2 on Helen's old laptop and nobody else could deploy.
""")

a("footplate-django-upgrade", "footplate Django upgrade", "2026-10-30", ["footplate", "django", "upgrade"], """
# Django upgrade

{{S8b}}

- `django-environ` and `weasyprint` bumped at the same time
- Two template filters removed in 5.x had to be replaced
- Staging ran it for a week before production
""")

a("online-shop", "Online shop", "2026-02-13", ["shop", "online"], """
# Online shop

{{S10a}}
Margaret packs orders on Wednesdays; postage is charged at cost.

- Products are entered by Margaret; Priya does the photos
""")

a("footplate-pitr", "footplate point-in-time recovery", "2026-06-18", ["footplate", "postgres", "backups"], """
{{F1b}}

Restore to a timestamp:

    pgbackrest --stanza=main --type=time --target="2026-06-18 10:00:00+01" restore

Tested once, on a scratch VM. Keep the stanza name `main`.
""")

a("shedlog-exam-fields", "shedlog exam form fields", "2026-04-14", ["shedlog", "exams"], """
# Daily exam form

{{F3b}}
Defects are free text with a severity (advisory / must fix before traffic).

{{A6b}}

- The examiner is chosen from a list of people with an in-date examiner competence
- Carriage exams are a separate, shorter form
""")

a("restic-keys", "restic keys", "2026-08-20", ["backups", "restic", "secrets"], """
{{F5b}}

Helen and Raj both have access to that vault. Print a copy for the safe in the Ashcombe office (done, sealed envelope).
""")

a("footplate-staging", "footplate staging", "2026-03-19", ["footplate", "staging"], """
# Staging

{{F6b}}
{{O9b}}

- Outbound email on staging goes to a catch-all mailbox, never to customers
- Anyone with a GitHub org account can log in to staging admin
""")

a("footplate-ci", "footplate CI", "2026-05-13", ["footplate", "ci"], """
{{O2b}}

Runs the Django tests against a throwaway Postgres service container. Takes about 6 minutes.
""")

a("tillbridge-dashboard", "tillbridge dashboard", "2026-07-02", ["tillbridge", "frontend"], """
# tillbridge dashboard

Small page for Margaret and Sue: today's takings per till and the last sync time.

{{O4b}}
Built files are copied into `tillbridge/static/` and served by the API.
""")

a("driver-experience", "Driver Experience bookings", "2026-05-12", ["experiences", "footplate"], """
# Driver Experience

{{O5b}}
Sold through footplate as product type `experience`; the date list is maintained by the Loco Department.

- Participant must be 18+ and sign the declaration on the day
""")

a("timetable-colours", "Timetable colours", "2026-04-16", ["timetable", "running-days"], """
# Timetable colours

{{A9b}}

{{O7a}}
Green timetable: specials (galas, Santa), timed individually.
""")

a("washout-schedule", "Washout schedule", "2026-07-09", ["locos", "washout"], """
{{O8b}}

Washouts are logged in shedlog as a maintenance entry of type `washout`; the next one is suggested automatically.
""")

a("easter-gala-2026", "Easter Gala 2026 notes", "2026-04-08", ["gala", "footplate", "infra"], """
# Easter Gala 2026

{{D1a}}
It was switched off and deleted on 8 April.

- Two visiting locos, 11 departures a day
- Booking office queue peaked at 40 minutes on Saturday
""")

a("santa-2025-retro", "Santa 2025 retrospective", "2026-01-13", ["santa", "retro"], """
# Santa 2025 retro

{{D3a}}
The phone line was engaged for most of the first week of sales.

- Children's presents: order 10% extra
- The grotto queue needs a second elf
""")

a("shed-roof-repair", "Shed roof repair", "2026-04-24", ["shed", "shedlog"], """
{{D4a}}
Graham typed the paper sheets into shedlog afterwards.
""")

a("january-storm", "January storm week", "2026-01-24", ["booking-office", "incident"], """
# Storm week, January 2026

{{D6a}}
because the line to Ashcombe (and the internet with it) was down.

- Trains ran on Saturday only
- Takings were entered into footplate from the ticket stubs the following Tuesday
""")

a("winter-timetable", "Winter timetable", "2026-11-05", ["timetable", "winter"], """
# Winter timetable

Weekends only, Red timetable, from 7 November.

{{D8b}}

- Mince-pie specials on 28-29 November
- No trains on the 1 January this year
""")

a("booking-office-pc", "Booking office PC", "2026-08-03", ["booking-office", "hardware"], """
{{D9b}}

- Auto-login as user `counter`; updates are unattended
- Receipt printer is an Epson TM-T20, USB
""")

a("rosta-deploy", "rosta deploy steps", "2026-08-26", ["rosta", "deploys"], """
# rosta deploy

{{NS1b}}

- Migrations run as part of the deploy; check `rails db:migrate:status` afterwards
- Clear the fragment cache if the roster page looks stale
""")

a("turn-sheets", "Turn sheets", "2026-05-21", ["rosta", "turn-sheets"], """
# Turn sheets

A turn sheet is the one-page list of who is on which turn on a running day.

{{NS2b}}
It goes out the evening before, after the roster clerk marks the day as final.

- Printed copy pinned up in the Ashcombe mess room
""")

a("shedlog-deploy", "shedlog deploy", "2026-06-02", ["shedlog", "deploys"], """
# shedlog deploy

{{NS4b}}

- Then `sudo systemctl restart shedlog`
- Graham likes a message in `#loco-dept` when it's done
""")

a("shop-volunteer-guide", "Shop volunteer guide", "2026-04-30", ["shop", "tills", "volunteers"], """
# Shop volunteer guide

{{NS5b}}
{{NS10b}}

- Donations-box money is counted separately from the till takings
- Float is counted at opening and at close, both on the sheet in the drawer
""")

a("rosta-seeds", "rosta test data", "2026-03-26", ["rosta", "testing"], """
# rosta test data

{{NS9b}}
Phone numbers use the Ofcom drama range (`07700 900xxx`).

- `bin/rails db:seed` builds a fake railway with 120 volunteers
""")

a("rosta-admin-accounts", "rosta admin accounts", "2026-05-26", ["rosta", "security", "admins"], """
# rosta admin accounts

Admins are the roster clerks, the volunteer coordinator and the station masters.

{{N10b}}
Admin sessions expire after 2 hours instead.
""")

# ----------------------------- unpaired notes
a("booking-office-printer", "Booking office ticket printer", "2026-02-20", ["booking-office", "hardware"], """
The card-ticket printer in the booking office is a Boca Lemur, driven over the network from the counter screen.

- Ticket stock is 2-inch card, ordered by the booking office manager
- If it jams, open the front, pull the card through, don't cut it
""")

a("shed-tablet-setup", "Shed tablet setup", "2026-05-06", ["shed", "hardware"], """
The shed tablet is in a rugged case on the wall by the foreman's desk.

- Chrome pinned to shedlog; home screen locked
- Charging cable is the one with the yellow tape
""")

a("onboarding-new-dev", "Onboarding a new volunteer developer", "2026-03-03", ["it-team", "onboarding"], """
# New volunteer developer

1. Add to the GitHub org (Helen)
2. Add to `#it` on Slack
3. Sign the Trust's confidentiality form (Tom)
4. Pair with the app owner for the first PR

They don't get production access in the first three months.
""")

a("password-manager", "Password manager", "2026-01-30", ["security", "1password"], """
Shared secrets live in 1Password (Teams, donated licence).

- Vault "WVR Infra": servers, deploy keys, API tokens
- Vault "WVR Shop": supplier logins
- Nobody keeps passwords in the repo, Slack or email
""")

a("sar-process", "Subject access requests", "2026-04-21", ["gdpr", "privacy"], """
# Subject access requests

Tom Birch handles them. IT's part: pull the person's data from footplate (bookings) and rosta
(volunteer record, turns) into a zip within two weeks.

Script: `wvr-ops/scripts/sar_export.py <email>`.
""")

a("footplate-seat-map", "footplate seat map", "2026-06-05", ["footplate", "accessibility"], """
# Seat map

Compartment coaches are booked by compartment; the open saloon by table.

- The wheelchair space is in the brake coach and is booked through the phone line
- Keyboard navigation for the map is still missing (footplate #212)
""")

a("carriage-fleet", "Carriage fleet", "2026-03-31", ["c-and-w", "carriages"], """
# Carriages

- C&W 14, 15, 21: ex-BR Mk1 compartment
- C&W 32: open saloon
- C&W 40: brake coach with the wheelchair space
- C&W 9: Victorian four-wheeler, galas only

Carriage exams are due every 14 running days; C&W track them in shedlog.
""")

a("python-style", "Python style in our repos", "2026-02-09", ["python", "style"], """
- `ruff` for lint and format in footplate, timetabler and tillbridge
- shedlog still uses `flake8` + `black`; Graham doesn't want to switch
- Type hints welcome, not required
""")

a("tls-certs", "TLS certificates", "2026-04-03", ["infra", "tls"], """
Certificates on wvr-app1 come from Let's Encrypt via certbot's nginx plugin; renewal timer `certbot.timer`.

- Internal `*.wvr.internal` names use a self-signed CA; its cert is on the shed tablet and booking-office PC
""")

a("ssh-access", "SSH access", "2026-01-19", ["infra", "ssh"], """
SSH to the servers is key-only, through the Hetzner firewall which allows Helen's and Raj's home IPs.

- Keys listed in `wvr-ops/keys/authorized_keys`
- No root login
""")

a("lottery-grant", "Heritage fund grant notes", "2026-06-29", ["grants", "board"], """
The Trust applied for a heritage grant that includes a new interpretation screen in the Ashcombe museum coach.

IT's only ask was a budget line for a small PC and a screen; the screen will show a slideshow, no network needed.
""")

a("weather-cancellations", "Cancelling trains for weather", "2026-02-02", ["footplate", "operations"], """
# Weather cancellations

Decision is the duty Operating Officer's, usually by 08:00.

- Cancel the departures in footplate's admin (Departures -> Cancel)
- footplate emails everyone booked on those departures with a rebook/refund link
- Post on the website banner and the Facebook page
""")

a("group-bookings", "Group bookings", "2026-03-16", ["footplate", "groups"], """
Groups of 15+ (schools, coach parties) book through the booking office, not online.

- Invoice sent by Sue; groups pay on the day or by BACS
- A reserved coach needs three weeks' notice
""")

a("manifest-format", "Guard's manifest format", "2026-05-29", ["footplate", "manifest"], """
# Guard's manifest

One page per departure: coach, compartment or table, booking name, party size, notes
(wheelchair, birthday, dog).

Guards asked for the surname first and a bigger font; done in June.
""")

a("car-park", "Ashcombe car park", "2026-07-27", ["stations", "car-park"], """
The Ashcombe car park belongs to the district council; payment is by their phone app, not ours.

People ask the booking office about it every day; the answer is on the website's Getting Here page.
""")

a("grafana-metrics", "Server metrics", "2026-09-24", ["infra", "metrics"], """
Server metrics (CPU, disk, memory) for wvr-app1 and db1 are collected by node_exporter and shown in the Grafana on db1.

- Disk alert at 80% on db1 goes to Helen
- Nobody looks at it unless something is slow
""")

a("lost-property", "Lost property", "2026-08-14", ["stations", "operations"], """
Lost property is logged on paper at Ashcombe and kept for 30 days.

There was a request to put it in footplate; the board said no, not worth it.
""")

a("museum-coach-wifi", "Museum coach Wi-Fi request", "2026-10-15", ["stations", "wifi"], """
The museum coach volunteers asked for Wi-Fi for a card reader for donations.

Not possible from the booking-office line (too far); they use a 4G card reader borrowed from the shop when needed.
""")

a("visitor-survey-2026", "Visitor survey 2026 findings (IT bits)", "2026-10-19", ["survey", "website"], """
# Visitor survey 2026, IT-relevant findings

- 71% of respondents booked online
- Most common complaint: couldn't find the timetable on a phone
- Several asked for Apple/Google Wallet tickets; parked
""")

a("year-end-it-report", "IT notes for the year-end report", "2026-11-20", ["board", "report"], """
# IT notes for the trustees' year-end report

Draft bullets Helen will edit:

- All volunteer rostering now online
- Shop and bookings now feed the accounts automatically
- Backups tested quarterly
- Next year: accessibility fixes, membership renewals (if approved)
""")

a("raj-availability", "Raj's availability", "2026-11-16", ["it-team", "people"], """
Raj is away from 5 December to 10 January (paternity leave). Anything rosta-related in that window goes to Helen and waits unless urgent.
""")

a("gift-vouchers", "Gift vouchers", "2026-11-12", ["footplate", "vouchers"], """
Gift vouchers are sold in footplate as product type `voucher` and are valid for 12 months.

- Redeemed with a code at checkout; partial redemption leaves the balance on the code
- The booking office can sell them over the counter too
""")

a("timetable-leaflet", "Printed timetable leaflet", "2026-02-27", ["timetable", "print"], """
The printed timetable leaflet is laid out by Priya in Scribus from the same data as the website.

- 5,000 copies, printed locally in February
- Tourist information centres get 200 each
""")
