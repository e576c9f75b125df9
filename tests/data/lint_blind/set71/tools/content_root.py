# Root (Claude Code auto-memory) files. Marker lines @@ID@@ are replaced by claims.
# (filename, name, description, type, title, hook, body)
ROOT = [
("reference_tripbook.md", "tripbook-reference",
 "tripbook: school residential bookings app, stack, booking rules, environments", "reference",
 "tripbook reference", "stack, booking rules and environments of the bookings app", """
# tripbook

Django app for school residential bookings: enquiries, provisional holds, itineraries,
activity sessions, invoices. Repo `tarnside/tripbook`, owner Megan (Rhys does most of the front end).

## Stack
@@V5a@@
@@V1a@@
@@R6a@@
- Cache: Redis db 1 on the same box as the broker
- Itinerary PDFs: WeasyPrint
@@R1a@@
@@R9a@@
- Accounting: invoices pushed to Xero nightly (contact per school, tracking category per centre)

## Bookings
@@D1b@@
- Provisional holds expire after 21 days if the school doesn't confirm
@@V4a@@
- Balance due 8 weeks before arrival
@@N6a@@
- Pupil names and dietary needs come from the school's spreadsheet upload
@@S10a@@

## Environments
- prod `book.tarnside.org.uk`, staging `book-stg.tarnside.org.uk`
- Staging DB is a nightly anonymised copy of prod
"""),
("reference_kitlog.md", "kitlog-reference",
 "Kit store system (issue/return, inspections), stack and rules", "reference",
 "kitlog reference", "kit store app, issue/return rules, inspection intervals", """
# kitlog

Kit store system: issue and return of wetsuits, buoyancy aids, helmets, harnesses, cags,
plus inspection records. TypeScript (NestJS API + PWA front end). Repo `tarnside/kitlog`, owner Asha.

## Stack
@@V10a@@
@@S1a@@
@@R3a@@
@@A10a@@
- Label printer: Zebra ZD421 on the store bench (barcode labels for new kit)

## Issue and return
@@F5a@@
- Buoyancy aids are issued by weight band (child/adult) and checked again at the jetty
@@N2a@@
@@NS2a@@
- Kit not returned within 24 h of the group leaving is marked lost

## Inspections
@@V3a@@
@@O5a@@
- Buoyancy aids: inspected every 6 months
@@F2a@@
- Helmets are retired 10 years from manufacture
- Inspection records are kept for the life of the item plus 3 years
"""),
("reference_fieldkit.md", "fieldkit-reference",
 "Instructor mobile app (registers, incidents, weather, medical summaries)", "reference",
 "fieldkit reference", "instructor phone app, integrations and distribution", """
# fieldkit

Instructor mobile app: registers, incident reports, weather warnings, group medical summaries.
Expo / React Native; the sync API lives in tripbook. Repo `tarnside/fieldkit`, owner Rhys.

@@D3b@@
@@R2a@@
@@R10a@@
@@S8a@@
@@S9a@@
@@NS3a@@
- Incident reports are submitted to riskbase, which notifies the chief instructor
- Distribution: Android via Intune managed Play, iOS via TestFlight and Apple Business Manager
- Register sync endpoint: `POST /api/fieldkit/registers` in tripbook
"""),
("reference_qualtrack.md", "qualtrack-reference",
 "Instructor qualifications tracker, validity rules, reminders and rota checks", "reference",
 "qualtrack reference", "qualifications tracker, validity rules, reminders", """
# qualtrack

Instructor qualifications tracker: NGB awards (ML, RCI, Paddle UK, SUP), first aid, DBS,
expiry reminders and rota checks. Go service, repo `tarnside/qualtrack`, owner Asha.

## Stack
@@A6a@@
@@O1a@@
@@R4a@@
@@O10b@@
- Web UI: server-rendered templates + htmx

## Data
@@S6a@@
@@V6a@@
- DBS checks are treated as valid for 3 years, then re-checked through the update service
- Mountain Leader has no expiry, but first aid must be current for it to count

## Reminders and rota
@@F6a@@
@@D4b@@
@@N5b@@
@@D9b@@
@@NS9a@@
"""),
("reference_riskbase.md", "riskbase-reference",
 "Risk assessment system (activity/site/trip RAs, sign-off, PDF packs)", "reference",
 "riskbase reference", "risk assessment app, stack and sign-off workflow", """
# riskbase

Risk assessments: activity RAs, site RAs, trip-specific RAs, sign-off workflow, PDF packs for
schools (EVOLVE). Laravel 11 on PHP 8.3. Repo `tarnside/riskbase`.

## Stack
@@R5a@@
@@F3a@@
@@S2a@@
@@V7a@@
- Database: Postgres (connection in Doppler `riskbase/prd`)

## Workflow
@@N4a@@
- Sign-off needs the chief instructor or the centre manager
@@A2a@@
- Site RAs are reviewed every 2 years
- Trip RAs are generated from the activity RAs on the itinerary
"""),
("reference_centres.md", "centres",
 "Centres: beds, areas, arrival and evening routine", "reference",
 "Centres", "the three centres and their daily routine", """
# Centres

| Centre | Code | Beds | Area | Main activities |
|---|---|---|---|---|
| Tarnside (main house) | TSD | 180 | Langdale, Cumbria | canoe, gorge, climbing tower, night line |
@@V9a@@
| Afon Lodge | AFN | 64 (+8 staff) | Eryri / Snowdonia | coasteering, gorge, canoe |

## Notes
@@D2b@@
- Afon Lodge opened on 2026-08-24
@@D6b@@
- Tarnside internet: 500 Mb fibre (Zen)
@@F8a@@
- Departure day: coaches leave by 14:00
@@A7a@@
"""),
("reference_infra.md", "infrastructure",
 "Infra: hosting, secrets, DNS, monitoring, backups", "reference",
 "Infrastructure", "where things run and how they are backed up", """
# Infrastructure

@@F9a@@
- kitlog: Docker on the office server, published as `kit.tarnside.org.uk` through Caddy
@@A8a@@
- DNS: Cloudflare (zone `tarnside.org.uk`)
- Monitoring: Uptime Kuma on the office server, alerts by email to systems@
@@S5a@@
- kitlog backups: nightly copy to the same NAS
- Error tracking for the web apps (tripbook, riskbase, kitlog): Sentry, org `tarnside`
"""),
("reference_activities.md", "activities",
 "Activity ratios, lead qualifications and safety rules", "reference",
 "Activities", "ratios, quals and safety rules per activity", """
# Activities

| Activity | Ratio | Lead qualification |
|---|---|---|
@@O2a@@
| Climbing tower | 1:8 | CWI or site tower sign-off |
| Night line | 1:15 | any Tarnside instructor |
| Bouldering wall | 1:12 | CWA |

## Rules
@@V2a@@
@@F1a@@
@@NS5a@@
@@A9a@@
@@F10a@@
@@NS7a@@
@@N10a@@
@@O7a@@
- Sessions start at 09:15 and 13:45
"""),
("reference_glossary.md", "glossary",
 "Glossary: abbreviations used by instructors and the office", "reference",
 "Glossary", "abbreviations instructors and the office use", """
# Glossary

- **RA**: risk assessment (activity, site or trip)
- **EVOLVE**: the visits system many schools use; they upload our RA pack there
- **ML**: Mountain Leader; **RCI**: Rock Climbing Instructor; **CWI/CWA**: climbing wall awards
- **PSI**: Paddle UK Paddlesport Instructor
- **Hold**: a provisional booking, not yet confirmed by the school
- **TSD / CBK / AFN**: Tarnside, Coldbeck, Afon Lodge
- **Ghyll**: Cumbrian word for a gorge/stream; gorge scrambling happens in ghylls
"""),
("reference_contacts.md", "contacts",
 "Who is who in the office, stores and instructor team", "reference",
 "Contacts", "who owns what", """
# People

- Megan Hale: head of digital systems, owns tripbook
- Rhys Pryce: developer, fieldkit and tripbook front end
- Asha Menon: developer, qualtrack and kitlog
- Joanne Pike: bookings manager
- Kirsty Bain: chief instructor, signs off RAs
- Sam Oduya: kit store manager
- Dave Lowther: centre manager, Tarnside
"""),
("reference_runbooks.md", "runbooks",
 "Short operational runbooks for the in-house apps", "reference",
 "Runbooks", "restart, rollback and restore steps", """
# Runbooks

## tripbook
- Workers stuck: `make restart-workers`, then check Admin → Failed jobs
- Roll back: redeploy the previous tag with `make deploy TAG=<tag>`

## kitlog
- Scanner shows "offline": restart the PWA, then check the store access point

## qualtrack
- Reminder run missed: `qualtrack remind --date YYYY-MM-DD` re-sends for that day
"""),
("user_megan.md", "megan",
 "Megan Hale, head of digital systems, and how she likes to work", "user",
 "Megan", "role, tools and preferences", """
Megan is head of digital systems; she came from a school MIS background and knows how schools think
about data.

@@R7a@@
@@A5a@@
She reviews anything that touches invoices or pupil data.
"""),
("user_rhys.md", "rhys",
 "Rhys Pryce, developer on fieldkit and the tripbook front end", "user",
 "Rhys", "role and review preferences", """
Rhys looks after fieldkit and most of tripbook's front end; ex-instructor, so he knows the field side.

@@F7a@@
He likes screenshots in PR descriptions for any UI change.
"""),
("user_asha.md", "asha",
 "Asha Menon, developer on qualtrack and kitlog", "user",
 "Asha", "role and tooling", """
Asha owns qualtrack and kitlog.

@@O8a@@
Prefers table-driven tests in Go and short functions.
"""),
("feedback_deploys.md", "deploys",
 "How and when production deploys happen", "feedback",
 "Deploys", "deploy timing, command and announcements", """
@@N1a@@
**Why:** a broken Friday deploy in February left Joanne unable to confirm numbers over the weekend.

@@S3a@@
@@A3a@@
**How to apply:** check CI is green on main first; if a migration is involved, say so in the note.
"""),
("feedback_git.md", "git-conventions",
 "Commit and merge conventions for the repos", "feedback",
 "Git conventions", "commit prefixes and merge style", """
Use conventional commit prefixes (feat:, fix:, chore:) in every repo.

@@R8a@@
**Why:** Megan bisects invoice bugs and wants every commit on main to build.
"""),
("feedback_testing.md", "testing",
 "Testing preferences across the apps", "feedback",
 "Testing", "what to mock and what not to", """
@@N8a@@
**Why:** a mocked queryset hid a broken invoice query in March.

For kitlog, mock the scanner hardware layer; real TC21s aren't available in CI.
qualtrack: table-driven tests, standard library only (no testify).
"""),
("feedback_data_protection.md", "data-protection",
 "Pupil data handling rules (medical info, retention)", "feedback",
 "Data protection", "medical info and retention rules", """
@@N3a@@
**Why:** the DPO flagged emailed medical lists after a misdirected email in 2025.

@@A4a@@
**How to apply:** any new export of pupil data needs Megan's OK first.
"""),
("feedback_kitlog_workflow.md", "kitlog-workflow",
 "Working on the kit store app (tooling, merges, deploys)", "feedback",
 "kitlog workflow", "tooling, merges and deploy gate for the kit app", """
@@R3b@@
@@O9b@@
@@NS4a@@
**Why:** a missing column during the Easter rush stopped the scanners for an hour.
"""),
("feedback_secrets.md", "secrets",
 "Where secrets live and where they must not", "feedback",
 "Secrets", "secret handling", """
@@A8b@@
**Why:** a Postgres password was found in an old branch's .env in January.
**How to apply:** `doppler run -- <cmd>` locally; CI gets a service token.
"""),
("feedback_riskbase_prs.md", "riskbase-prs",
 "How riskbase PRs with database migrations are merged", "feedback",
 "riskbase PRs", "merge handling for migration PRs", """
@@NS10a@@
**Why:** reverting a squashed feature commit once took the migration with it and broke prod.
"""),
("feedback_comms_style.md", "comms-style",
 "How to write summaries and updates for the team", "feedback",
 "Comms style", "short bulleted summaries", """
Keep summaries for Megan short: bullets, no preamble, say what changed and what's next.
For Kirsty and Sam, avoid jargon; say which centre and which day.
"""),
("feedback_migrations.md", "migrations",
 "Rules for Django and Laravel migrations", "feedback",
 "Migrations", "migration hygiene", """
Never edit a migration that has reached prod; add a new one.
Data migrations go in their own file, separate from schema changes.
**Why:** staging and prod drifted apart in 2025 because of an edited migration.
"""),
("project_kitlog_postgres.md", "kitlog-postgres",
 "Moving the kit store database off the single file", "project",
 "kitlog database move", "why and when the kit app's database changed", """
@@S1b@@
**Why:** two scanners syncing at once locked the database file during the Easter rush.
**How to apply:** connection details are in Doppler `kitlog/prd`; don't reintroduce file-based code paths.
"""),
("project_afon_lodge.md", "afon-lodge",
 "Opening the Welsh centre in the systems", "project",
 "Afon Lodge opening", "what the new centre needed in each app", """
Afon Lodge is centre code AFN in tripbook, kitlog and riskbase.
- Kit store is a container behind the lodge with its own scanner
- Site RA written by Kirsty in July, signed off by Dave
- Coasteering is new and only runs from Afon
"""),
("project_parent_portal.md", "parent-portal",
 "Online medical and consent forms for parents", "project",
 "Parent forms", "moving medical/consent forms online", """
Goal: parents fill medical and consent forms online through the schools portal instead of paper.
- Forms are per pupil, linked to the booking
- Schools see completion percentages, not the medical answers
Status: live for Tarnside since June; Coldbeck and Afon from 2027.
"""),
("project_season_2027.md", "season-2027",
 "Preparing the 2027 booking season", "project",
 "Season 2027", "price rise and calendar for next season", """
2027 bookings opened on 2026-09-01.
- New activity codes for coasteering and SUP
- Calendar blocks for the Tarnside roof works in February 2027
"""),
("project_incident_reporting.md", "incident-reporting",
 "Incident reports from phones into the RA system", "project",
 "Incident reporting", "field incident forms feeding risk assessments", """
Incident forms filled in on the phone land in riskbase as draft incidents.
- RIDDOR-reportable incidents are flagged for Dave the same day
- Each incident links to the activity RA it happened under, which triggers a review
"""),
("project_evolve_export.md", "evolve-export",
 "Exporting RA packs in a form schools can upload to EVOLVE", "project",
 "EVOLVE export", "RA pack export for schools' visit systems", """
Schools keep asking for our RA pack in a shape EVOLVE accepts.
- Export is a zip: RA PDFs + itinerary + staff quals summary
- Quals summary comes from qualtrack (names and awards only, no certificates)
"""),
("project_weather_dashboard.md", "weather-dashboard",
 "Office TV dashboard with site weather", "project",
 "Weather dashboard", "office wall screen with site conditions", """
The office TV shows the tarn anemometer, the jetty thermometer and today's warnings.
Built by Rhys as a small page inside tripbook; refreshes every 5 minutes.
"""),
]
