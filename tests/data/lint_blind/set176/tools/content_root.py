# Root auto-memory files: filename -> (description, type, title, hook, body). name = topic slug from filename.
ROOT = {}

ROOT["reference_skydome.md"] = ("skydome: shows, seats, ticketing and the public schedule", "reference",
"skydome", "show schedule and ticketing app, stack and rules", """
# skydome

Show schedule and ticketing for the planetarium. Repo `kho/skydome`, Django.

## Stack
@@V1b@@
- Seat maps per show format, generated from the dome seating plan
@@F9a@@
@@F6a@@
@@D7b@@

## Shows
@@V2b@@
- Family matinees only on Sundays and school holidays
- Guest lecture evenings are ticketed but unseated
@@S6b@@
@@A10a@@

## Ticketing
@@R1a@@
@@V8a@@
@@A3a@@
- Concessions: students, over-65s, carers go free with a paying visitor
- Box office staff can comp tickets from the admin, with a reason
""")

ROOT["reference_scopebook.md"] = ("telescope booking app for members and public nights", "reference",
"scopebook", "telescope booking app, stack and booking rules", """
# scopebook

Telescope booking (Rails). Used by members and by the public-night team.

## Stack
@@V7b@@
@@D1b@@
@@O1a@@
@@R7b@@
@@R3b@@
- Admin at `/admin`, Devise logins for staff only

## Integrations
@@S2a@@
- Twilight times computed locally with the `sun_times` gem
@@N8a@@

## Rules
@@NS4a@@
- A member can hold at most two future bookings on the 0.6 m
@@O8b@@
""")

ROOT["reference_fieldtrip.md"] = ("school visits booking system", "reference",
"fieldtrip", "school visit booking app, stack and visit rules", """
# fieldtrip

School visits: enquiries, bookings, deposits, invoices, risk assessments.

## Stack
@@D5b@@
@@R6b@@
@@S7b@@
@@R4a@@
@@R5b@@

## Visits
@@F10a@@
@@V4a@@
- Visits run Tuesday to Friday, arrival 09:45 or 12:30
@@N4b@@
@@A1a@@
@@O4b@@
- Invoices go to the school office, never to individual parents
""")

ROOT["reference_domecare.md"] = ("domecare, dome projector maintenance tracker", "reference",
"domecare", "projector maintenance tracker, stack and alerts", """
# domecare

Tracks projector health, service intervals and faults for the dome.

## Stack
@@O2a@@
- FastAPI + HTMX admin, one page per projector
@@R9b@@
@@R2a@@
@@S5b@@

## Telemetry
@@V10b@@
- Each projector reports laser power, temperatures and fan speeds every 30 seconds
@@A6a@@
@@NS8a@@
""")

ROOT["reference_orbitclub.md"] = ("orbitclub: membership portal, renewals, gift memberships", "reference",
"orbitclub", "membership app, renewals, payments and CRM", """
# orbitclub

Membership: joining, renewals, gift memberships, member benefits.

## App
@@D3b@@
@@S3b@@
@@R10a@@

## Renewals and payments
@@F3a@@
@@V6b@@
@@O7b@@
- Annual payers pay by card at renewal
@@NS1b@@

## Benefits
@@N5a@@
- Members' evening in the dome every quarter
""")

ROOT["reference_dome_hardware.md"] = ("dome, projectors, booth and seating hardware", "reference",
"Dome hardware", "projectors, booth, seats, service contract", """
# Dome hardware

@@F4b@@
@@V5a@@
@@R8a@@
@@O10a@@
- Sound: 7.1 system, amp rack under the booth desk
@@D2b@@
- Cove lighting is DMX, controlled from the show PC
""")

ROOT["reference_telescopes.md"] = ("telescopes: 0.6 m in the main dome, solar scope, loan scopes", "reference",
"Telescopes", "the observatory's telescopes and how they are used", """
# Telescopes

## 0.6 m reflector (main dome)
@@D6b@@
@@N2a@@
@@A2a@@
@@O10b@@
@@S10a@@

## Solar
@@V3b@@

## Loan scopes
- Six 130 mm Dobsonians for public nights, stored in the west shed
- Members can borrow a Dobsonian for a week, booked through the front desk
""")

ROOT["reference_people.md"] = ("who is who in the digital and dome team", "reference",
"People", "team roles, on-call and contacts", """
# People

| Role | Who |
|---|---|
| Head of digital | Maren Fiske |
| Backend (Rails, Django) | Osei Boateng |
| Frontend + fieldtrip | Lina Kovač |
| Dome technician | Patrick Lowe |
@@A5a@@

- Education officer (school visits): Hannah Reid
- Membership manager: Devi Rao
""")

ROOT["reference_backups.md"] = ("what is backed up, how often and for how long", "reference",
"Backups", "backup table per system", """
# Backups

| System | What | Kept | Where |
|---|---|---|---|
@@V9a@@
| scopebook | nightly pg_dump | 60 days | Storage Box `u-khop` |
| orbitclub | nightly pg_dump | 60 days | Storage Box `u-khop` |

Restores are tested quarterly on a throwaway VM.
""")

ROOT["reference_secrets.md"] = ("where secrets live and how to rotate them", "reference",
"Secrets", "1Password vault and rotation", """
# Secrets

@@A7a@@
- Rotate API keys when someone leaves the team
- Never paste secrets into PR descriptions or issue comments
""")

ROOT["reference_website.md"] = ("public website (Astro), not an app", "reference",
"Website", "public website build and hosting", """
# Website

Astro static site, repo `kho/website`.

@@O6a@@
- Images are optimised at build time with `astro:assets`
- Content edits by the marketing team through Decap CMS
""")

ROOT["reference_infra.md"] = ("infra: servers, DNS, monitoring basics", "reference",
"Infra", "servers, DNS and where things run", """
# Infra

- DNS at Cloudflare, zone kestrelhill.org.uk
- Internal names under `khop.internal`, served by the router in the server room
- db1 is the shared Postgres VM; each app has its own database and role
- Proxmox host in the server room runs the booth and NAS VMs
- Uptime checks with Uptime Kuma, alerts to #ops
""")

ROOT["reference_glossary.md"] = ("glossary: terms the staff use", "reference",
"Glossary", "dome and observatory jargon", """
# Glossary

- **Blend**: the overlap zone where the two projector images meet
- **Cove**: the ring of lights around the base of the dome
- **Public night**: a ticketed evening with telescopes and a dome talk
- **Comp**: a free ticket issued by box office staff
- **Seeing**: how steady the air is; bad seeing means blurry planets
""")

ROOT["reference_monitoring.md"] = ("monitoring and dashboards", "reference",
"Monitoring", "uptime checks and dashboards", """
# Monitoring

- Uptime Kuma checks every public URL once a minute
- Grafana dashboard "Dome" shows projector temperatures from domecare
- Weekly digest of failed jobs is emailed to Maren on Mondays
""")

ROOT["project_public_nights.md"] = ("public observing nights: timing, cancellation, staffing", "project",
"Public nights", "how public observing nights run", """
# Public observing nights

@@F8a@@
- Held on Fridays from October to March, monthly in summer
@@NS10a@@
- Volunteers: at least three, one per telescope plus one in the dome
""")

ROOT["project_school_programme.md"] = ("school visit programme for 2026/27", "project",
"School programme", "what a school visit contains and booking windows", """
# School programme 2026/27

@@F10b@@
Workshops after the show: rockets (KS2), spectroscopy (KS4), moon phases (KS1).
@@A8a@@
@@NS7a@@
- Hannah reviews the risk assessment templates every September
""")

ROOT["project_remote_observing.md"] = ("remote observing on the 0.6 m", "project",
"Remote observing", "remote sessions on the main telescope", """
# Remote observing

Members drive the 0.6 m from home through a web console (NINA behind a VPN gateway).

@@N10a@@
@@D10a@@
- Sessions run only when a staff member is on site for the dome roof
""")

ROOT["project_membership_tiers.md"] = ("membership tiers and benefits, 2026", "project",
"Membership tiers", "tiers, benefits, discounts", """
# Membership tiers (2026)

@@A9a@@
@@D8b@@
@@F7a@@
@@NS5a@@
- Patron members are thanked by name on the annual report
""")

ROOT["project_email_migration.md"] = ("moving skydome mail off Mailgun", "project",
"Email migration", "skydome mail provider change", """
# skydome email migration

@@S1b@@
- Sending domain `tickets.kestrelhill.org.uk` verified with DKIM and a return-path CNAME
- Bounce webhook points at `/hooks/mail/bounce`
""")

ROOT["project_weather_feed.md"] = ("weather feed for scopebook cloud forecasts", "project",
"Weather feed", "where scopebook gets its forecast", """
# Weather feed

@@S2b@@
- Forecast pulled for the observatory's lat/long, cloud cover by layer
- If the feed fails, scopebook shows "forecast unavailable" rather than a guess
""")

ROOT["project_kiosk.md"] = ("foyer kiosk retirement", "project",
"Foyer kiosk", "what happened to the foyer kiosk", """
# Foyer kiosk

@@S4b@@
- The touchscreen hardware went to the education room as a quiz station
""")

ROOT["project_seat_refit.md"] = ("dome seat refit, February 2026", "project",
"Seat refit", "seat refit history", """
# Seat refit

@@D2a@@
The refit swapped them for forward-facing recliners; the seat map in skydome was regenerated after it.
""")

ROOT["project_calibration.md"] = ("projector blend calibration procedure", "project",
"Blend calibration", "how and when to recalibrate the blend", """
# Blend calibration

Monthly, Monday morning before the first show.

@@N6a@@
- Save the calibration profile in domecare with the date and who ran it
""")

ROOT["project_shop.md"] = ("gift shop and online shop", "project",
"Shop", "gift shop setup", """
# Shop

- Online shop on Shopify, stock shared with the till in the foyer shop
- Star charts and planispheres are the best sellers; reorder in September
""")

ROOT["project_perseids_2026.md"] = ("Perseids weekend 2026 retrospective", "project",
"Perseids 2026", "what we learned from the Perseids weekend", """
# Perseids weekend 2026

- Around 900 visitors over two nights, car park full by 21:00
- Next year: extra volunteers on the lawn and a second queue for the dome
""")

ROOT["feedback_git_workflow.md"] = ("git workflow per repo", "feedback",
"Git workflow", "merge strategies and PR rules", """
# Git workflow

@@D9b@@
@@N1a@@
@@O9a@@
- Branch names: `type/short-description`

**Why:** Osei reads history through `git log` when hunting regressions.
""")

ROOT["feedback_deploys.md"] = ("when and how to deploy", "feedback",
"Deploys", "deploy windows and freezes", """
# Deploys

@@N3a@@
@@A4a@@
Announce every production deploy in #ops before it starts.
""")

ROOT["feedback_production_access.md"] = ("what the agent may do in production", "feedback",
"Production access", "limits on the agent in production", """
# Production access

@@N7a@@
- Read-only queries on production replicas are fine
- Never restart the projector bridge service during opening hours
""")

ROOT["feedback_logging_privacy.md"] = ("privacy rules for logs and stored data", "feedback",
"Logging privacy", "what may not be logged or stored", """
# Logging and privacy

@@N9a@@
@@NS9a@@
- Children's names from school bookings never leave fieldtrip

**Why:** Devi had a subject access request in March and the logs were a mess.
""")

ROOT["feedback_schedule_edits.md"] = ("rules for touching the show schedule", "feedback",
"Schedule edits", "schedule edit permissions", """
@@NS6a@@

**Why:** a test show once appeared on the website for a whole weekend.
""")

ROOT["feedback_projector_faults.md"] = ("who to call when a projector fails mid-show", "feedback",
"Projector faults", "fault escalation", """
@@NS2a@@
Patrick's number is in the booth binder and in the on-call sheet.
""")

ROOT["feedback_testing.md"] = ("testing expectations", "feedback",
"Testing", "how tests should be written", """
- Write a failing test before fixing a bug in skydome or scopebook
- Don't mock the database; the skydome and scopebook suites run against a real Postgres container

**Why:** a mocked test hid a double-booking bug in 2025.
""")

ROOT["feedback_code_style.md"] = ("code style preferences", "feedback",
"Code style", "formatters and naming", """
- Python: ruff format, line length 100
- Ruby: standardrb, no rubocop overrides in PRs
- Commit messages in the imperative, under 72 characters
""")

ROOT["feedback_pr_reviews.md"] = ("PR review etiquette", "feedback",
"PR reviews", "how to ask for and give review", """
- Keep PRs under 400 lines where possible
- Screenshots for any change to the booking pages
- Tag Lina on anything in fieldtrip, Osei on everything else
""")

ROOT["user_maren.md"] = ("Maren Fiske, head of digital", "user",
"Maren", "head of digital, preferences", """
Maren Fiske is head of digital at Kestrel Hill Observatory and Planetarium.
- Prefers short written summaries over calls
- Approves anything touching payments or member data
""")

ROOT["user_osei.md"] = ("Osei Boateng, backend developer", "user",
"Osei", "backend developer, preferences", """
Osei Boateng looks after skydome, scopebook and domecare.
- Likes small PRs and a runnable reproduction for bugs
- Works Monday to Thursday
""")

ROOT["user_lina.md"] = ("Lina Kovač, frontend developer", "user",
"Lina", "frontend developer, preferences", """
Lina Kovač owns fieldtrip and the website templates.
- Prefers Vue single-file components with `<script setup>`
- Wants accessibility checks (axe) on every new page
""")

FLAT = {"reference_skydome.md", "reference_infra.md", "reference_glossary.md", "reference_telescopes.md",
        "reference_orbitclub.md"}
