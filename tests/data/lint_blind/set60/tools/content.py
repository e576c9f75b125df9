# File bodies. A line "@@ID@@" is replaced by claim C[ID]; every other line is literal.
ROOT = {}  # filename -> (name, description, type, title, hook, body)
def r(fn, name, desc, typ, title, hook, body): ROOT[fn] = (name, desc, typ, title, hook, body)

r("reference_tourdesk.md", "tourdesk", "tourdesk: the Django bookings app for school visits, portal and admin", "reference",
  "tourdesk overview", "stack, database, email, hosting, booking flow", """# tourdesk

The bookings system. Schools, visit days, invoices-to-be, tour reports. Repo `kestrel-lane/tourdesk`.

## Stack
@@V7a@@
@@V1a@@
@@O1b@@
@@S8a@@
- Frontend is server-rendered templates plus the booking widget; no SPA

## Services
@@R1a@@
@@NS9b@@
@@O8b@@
@@A5a@@
- Production: `tourdesk.kestrellane.org.uk`

## Data
@@D1b@@
@@A7a@@
- Schools are keyed by their DfE URN, so Welsh schools (no URN) get a `W-` prefix
- Show slugs: `paper-lantern`, `flood-line`, `knife-edge`

## Booking flow
@@S5a@@
- Confirmed bookings generate the tech rider and the deposit invoice request
@@F8a@@
- Staff roles: office, tour, digital; only digital can see the Django admin
""")

r("reference_vanlog.md", "vanlog", "vanlog service: van positions, mileage, ETA emails", "reference",
  "vanlog overview", "stack, hosting, tracker feed", """# vanlog

Small FastAPI service that knows where the vans are and tells schools when we'll arrive.

@@O10b@@
@@R5a@@
@@R4a@@
@@O1a@@

## Tracking
@@S7a@@
@@V10b@@
@@O3b@@
- ETA is computed from the last position and the Google Distance Matrix API

## Logs
@@F7a@@
- Fuel receipts are photographed into the same day record
""")

r("reference_shows.md", "shows", "Repertoire: running times, audiences, get-in and space needs for each show", "reference",
  "Shows in repertoire", "running times, casts, space needs", """# Shows in repertoire (2026)

## The Paper Lantern
@@O2a@@
@@V4a@@
@@A9a@@
- Set fits in crates; no rostra

## Flood Line
@@V2a@@
@@A1a@@
- Set: four rostra, six flats, a rain curtain on a self-standing truss

## Knife Edge
@@A2a@@
@@D5b@@
- Recommended for Year 10 and above; content notes go to schools with the booking

## All shows
@@F1a@@
@@NS6a@@
- Schools provide a hall or room, chairs for staff and access to power
""")

r("reference_vans.md", "vans", "Fleet: vans, payloads, drivers, MOTs and overnight rules", "reference",
  "Vans", "fleet, drivers, parking rules", """# Vans

@@F4a@@
@@V3a@@
@@D4b@@
@@A8a@@
@@S3a@@

## Rules
@@N9a@@
@@N6a@@
- Fuel card (Allstar) lives in the glovebox; PIN is in 1Password
- Breakdown cover: RAC Business, policy number in 1Password
""")

r("reference_safeguarding.md", "safeguarding", "Safeguarding rules for anyone going into schools", "reference",
  "Safeguarding", "DBS, DSL, supervision, photos", """# Safeguarding

@@A4a@@
@@F5a@@
@@V6a@@
@@S1a@@

## In schools
@@N2a@@
@@N3a@@
- Sign in at reception on arrival and wear the visitor lanyard all day
- Disclosures: listen, don't promise secrecy, write it down word for word, tell the school's DSL before leaving
""")

r("reference_finance.md", "finance", "Money: deposits, invoicing, payroll, prices", "reference",
  "Finance", "deposits, invoices, payroll, prices", """# Finance

@@R7a@@
@@S4a@@
@@V5a@@
@@A6a@@
@@N7a@@
@@NS1a@@
@@NS10a@@

## Prices (2026/27)
@@D3b@@
- The Paper Lantern: £480 per school day (two performances)
- Knife Edge with forum: £690 per school day

## Booking terms
| Term | Value | Consequence |
|---|---|---|
| Provisional hold | 10 working days | released automatically |
@@V9a@@
| Weather cancellation | any time | rebooked, no charge |
""")

r("reference_infra.md", "infra", "Infra: hosting, CI, DNS, backups, error tracking, secrets", "reference",
  "Infrastructure", "CI, DNS, backups, errors, secrets", """# Infrastructure

@@R3a@@
@@R2a@@
@@S2a@@
@@V8a@@
@@F9a@@
@@R9a@@
- Uptime checks: Better Stack, every 3 minutes on the tourdesk and vanlog health endpoints
- Domain renewals and the SSL inventory are in the `infra` README
""")

r("reference_contacts.md", "contacts", "Who to call: office, garages, hotels, suppliers", "reference",
  "Contacts", "office, garage, suppliers", """# Contacts

@@D9b@@
@@D6b@@
- Garage: Harlescott Motors, 01743 551904
- Van hire: Northgate Shrewsbury (account KL-2231)
- Set builder: Marches Scenic, Leominster (Dewi)
- Printing: Shropshire Print Hub, programmes and teacher packs
""")

r("reference_glossary.md", "glossary", "Glossary: tour and theatre-in-education terms used in memories", "reference",
  "Glossary", "TiE and touring vocabulary", """# Glossary

- **TiE**: theatre in education; a show plus participatory work with the class
- **Forum**: forum theatre section where pupils stop the action and suggest changes (Knife Edge)
- **Get-in / get-out**: setting up / striking the set at a venue
- **Rostra**: the platforms in the Flood Line set
- **Flats**: painted scenery panels
- **Tour day**: a day with at least one school visit
- **SM**: stage manager (drives, runs the show, writes the tour report)
- **URN**: the DfE school reference number
- **Hot-seating**: pupils question a character who stays in role
""")

r("user_sam.md", "sam-adeyemi", "Sam: digital and operations producer, part-time, writes the code", "user",
  "Sam Adeyemi", "who I work for and how", """Sam Adeyemi is the company's digital and operations producer, three days a week (Mon, Tue, Thu).
Sam wrote tourdesk and vanlog and is the only developer; comfortable with Python and Django, less so with frontend.
Prefers short explanations and a diff over a long plan.
Sam is also the second safeguarding deputy on paper but rarely on the road.
""")

r("user_nia.md", "nia-rees", "Nia: tour manager, the main non-technical user of tourdesk", "user",
  "Nia Rees", "tour manager, calendar owner", """@@A3a@@
Nia is not technical; explain tourdesk changes in terms of what she'll see on screen.
@@R8a@@
She is on the road most tour days and answers on her phone, so keep messages to her short.
""")

r("feedback_merge_strategy.md", "merge-strategy", "How PRs get merged in the company repos", "feedback",
  "Merge strategy", "how to merge PRs", """@@R6a@@

**Why:** Sam reads `git log` to write the release notes for Nia and wants one line per change.

**How to apply:** use the squash button; edit the squash message so it says what changed for users.
""")

r("feedback_deploys.md", "deploy-timing", "When it is safe to deploy tourdesk", "feedback",
  "Deploy timing", "tour-day deploy window", """@@N1a@@

**Why:** a deploy at 09:10 in March logged the whole crew out of the run sheets in a school car park.

**How to apply:** check the tour calendar first; on non-tour days any time is fine.
""")

r("feedback_migrations.md", "migrations", "How Django migrations reach production", "feedback",
  "Migrations", "migration procedure", """@@N5a@@

**Why:** a long data migration once timed out the deploy and left the app half-migrated.

**How to apply:** take a manual dump first, run the migration from a Render shell, then merge.
Squashing old migrations is fine, but ask Sam first.
""")

r("feedback_testing.md", "testing", "Testing preferences for tourdesk", "feedback",
  "Testing", "database in tests, test data", """@@N8a@@
@@NS5a@@

**Why:** a mocked test passed while a real unique constraint failed on a double booking.
Production data also holds names and phone numbers of school staff.

**How to apply:** use the factories in `tests/factories.py`; the CI job spins up Postgres 16.
""")

r("feedback_school_emails.md", "school-emails", "Rules for emails that go to schools", "feedback",
  "Emails to schools", "timing and content of school emails", """@@N10a@@
@@NS4a@@

**Why:** school offices complained about weekend mail; and office inboxes are read by several people.

**How to apply:** anything about a named child goes to the named teacher or the school DSL, never to office@.
""")

r("feedback_pupil_data.md", "pupil-data", "What pupil data we hold, and don't", "feedback",
  "Pupil data", "no pupil names", """@@N4a@@

**Why:** we are not the data controller for pupils, and our DPIA says we hold none.

**How to apply:** evaluation models use class, year group and numbers only.
""")

r("feedback_copy_style.md", "copy-style", "Spelling and tone for school-facing copy", "feedback",
  "Copy style", "spelling and tone", """@@A10a@@
Tone: warm, plain, no theatre jargon; "hall" not "venue", "visit" not "gig".
""")

r("feedback_timezones.md", "timezones", "How tourdesk and vanlog handle times", "feedback",
  "Timezones", "UTC storage, local display", """@@A7b@@

**Why:** ETA emails went out an hour late after the March clock change in 2025.
""")

r("feedback_pr_size.md", "pr-size", "Keep pull requests small", "feedback",
  "PR size", "small PRs", """Keep PRs under ~300 changed lines; split refactors from behaviour changes.

**Why:** Sam reviews on a phone between school visits more often than you'd think.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
  "Commit messages", "imperative, short, ticket ref", """Commit messages: imperative mood, under 72 characters, ticket number at the end (`TD-123`).
No emoji, no "WIP" commits on main.
""")

r("feedback_secrets.md", "secrets-handling", "Never paste secrets into chat or commits", "feedback",
  "Secrets handling", "no secrets in commits", """Never paste API keys or the Twilio auth token into chat, commits or issue comments.
If one leaks, rotate it first and tell Sam after.
""")

r("project_hosting_move.md", "hosting-move", "tourdesk hosting move, finished in March 2026", "project",
  "Hosting move", "moving tourdesk off Heroku", """Moving tourdesk off Heroku after the free Postgres add-on price change.

@@D2b@@
Cut-over was on a Sunday with the spring tour paused; DNS TTL was dropped to 300 a week before.
Old Heroku app kept in maintenance mode for a month, then deleted.
""")

r("project_school_portal.md", "school-portal", "School portal: logins for schools to book and see visits", "project",
  "School portal", "school logins, booking, history", """# School portal

Schools log in, book visits, download tech riders and invoices.

@@D8a@@
Rolled out to all schools for the autumn term.
@@S5b@@

Open items: bulk booking for multi-academy trusts, Welsh-language interface.
""")

r("project_evaluation.md", "evaluation", "How we collect teacher evaluation after visits", "project",
  "Evaluation", "teacher feedback collection", """@@S10b@@
Response rate went from about 30% to 55% once it was one click from the visit page.
The Arts Council report in January needs the numbers by show and by key stage.
""")

r("project_risk_assessments.md", "risk-assessments", "Where venue risk assessments live", "project",
  "Risk assessments", "RA storage", """@@S9b@@
Each school has a folder named by URN; the template is `RA-template-2026.docx`.
The SM reviews the RA in the car park before the get-in.
""")

r("project_van_tracking.md", "van-tracking", "Van tracking and the ETA emails to schools", "project",
  "Van tracking", "ETA emails to schools", """Goal: schools know when we arrive without ringing Nia.

@@D10b@@
Schools can opt out per contact; about a dozen have.
Next: show the ETA in the school portal as well.
""")

r("project_autumn_tour_2026.md", "autumn-tour-2026", "Autumn 2026 tour: Flood Line and Knife Edge", "project",
  "Autumn tour 2026", "dates, shows, regions", """Autumn tour runs 14 September to 11 December 2026.
Flood Line (KS3) in Shropshire and Herefordshire; Knife Edge (KS4) in Powys and Telford.
Around 140 school days booked; half-term week off (26-30 October).
Flood Line travels in Van 1; the Knife Edge kit and the forum chairs go in the hire Luton.
""")

r("project_spring_tour_2026.md", "spring-tour-2026", "Spring 2026 tour recap", "project",
  "Spring tour 2026", "recap of the spring tour", """Spring tour ran 12 January to 27 March 2026: The Paper Lantern in primary schools, 96 school days.
Two cancellations for snow in February, both rebooked in March.
The cast were Eira and Tomos; SM was Gethin.
""")

r("project_dbs_renewals.md", "dbs-renewals", "DBS rules for freelancers and the renewal batch", "project",
  "DBS renewals", "freelancer DBS rules", """@@O5b@@
Otherwise they go through our uCheck account before their first school.
Batch of renewals for the January rehearsal period is being chased by Owen.
""")

r("project_timesheets.md", "timesheets", "Crew hours and timesheets", "project",
  "Timesheets", "how crew hours are recorded", """@@S6b@@
Owen approves the week on Monday; overtime needs Nia's OK in the app.
""")

r("project_access_audit.md", "access-audit", "Accessibility audit of the school portal", "project",
  "Accessibility audit", "WCAG fixes for the portal", """Audit by a freelance tester in October: 14 issues, 3 serious (focus order on the booking steps,
contrast on the calendar, date picker not keyboard-usable).
Target: WCAG 2.2 AA by the spring term.
""")

r("project_floodline_revival.md", "floodline-revival", "Reworking Flood Line for 2026/27", "project",
  "Flood Line rework", "script and set changes", """Flood Line got a new final scene and a lighter rain curtain for 2026/27.
The script is in the cue-sheets repo; the teacher pack was rewritten for the new KS3 curriculum.
""")

AUTO = {}  # slug -> (title, created, tags, body)
def a(slug, title, created, tags, body): AUTO[slug] = (title, created, tags, body)

a("tourdesk-dev-setup", "tourdesk dev setup", "2026-02-17", ["tourdesk", "dev"], """# tourdesk dev setup

@@V7b@@
`bookings/types.py`.

1. `cp .env.example .env` and fill in from 1Password
2. `docker compose up db` for Postgres
3. `python manage.py migrate && python manage.py seed_demo`
""")
a("floodline-tech-notes", "Flood Line tech notes", "2026-09-02", ["shows", "flood-line"], """# Flood Line tech notes

## Timing
@@V2b@@
Teachers are told to book a double period.

## Set
Rain curtain on the truss needs a 13 A socket within 10 m.
""")
a("paper-lantern-get-in", "Paper Lantern get-in", "2026-01-26", ["shows", "paper-lantern"], """# Paper Lantern get-in

@@V4b@@
Lanterns are battery-powered; check the charging case the night before.
""")
a("dbs-renewals", "DBS renewals", "2026-05-19", ["safeguarding", "dbs"], """Notes from the DBS call with Owen.

@@V6b@@
Reminder emails go out 60 days before a certificate's recheck date.
""")
a("vanlog-config", "vanlog config", "2026-08-04", ["vanlog", "config"], """vanlog reads its config from the environment:

```
VANLOG_DB_URL=postgresql://vanlog@db-vanlog.kestrel.internal:5432/vanlog
@@V10a@@
VANLOG_ETA_SENDER=eta@kestrellane.org.uk
```
""")
a("incident-2026-09-tourdesk", "Incident: booking page errors 2026-09-14", "2026-09-15", ["incident", "tourdesk"], """# Booking page 500s on the first day of the autumn tour

Caused by a missing migration for the portal's `School.bursar_email` field.
@@R2b@@
Fixed within 40 minutes; no bookings lost.
""")
a("vanlog-hosting", "Where vanlog runs", "2026-07-14", ["vanlog", "hosting"], """@@R4b@@
If the office power goes, vanlog is down; the ETA emails just stop.
""")
a("invoicing-howto", "Invoicing how-to", "2026-04-16", ["finance", "invoices"], """# Invoicing

@@R7b@@
Use the school's billing contact from tourdesk, not the teacher.
Credit notes need Owen's approval.
""")
a("crew-handbook", "Crew handbook notes", "2026-09-10", ["crew", "tour"], """# Crew handbook (digest)

## Comms
@@R10a@@

## Hours and money
@@S6a@@
@@F10a@@

## Safeguarding
@@A4b@@

## Reports
@@D7b@@

## Set
@@NS7a@@
""")
a("knife-edge-notes", "Knife Edge notes", "2026-09-21", ["shows", "knife-edge"], """# Knife Edge

@@O2b@@
@@N2b@@
Content warning letter goes to the school with the confirmation.
""")
a("autumn-tour-log", "Autumn tour log", "2026-10-09", ["tour", "log"], """Running notes from the autumn tour.

- Week 3: Church Stretton's blackout blinds jammed; the caretaker fixed them before the show.
@@N6b@@
- Week 4: Llandrindod hall floor is sprung, rostra feet need the rubber pads.
""")
a("booking-office-notes", "Booking office notes", "2026-05-13", ["bookings", "office"], """# Booking office notes

@@NS2a@@
@@N7b@@
Provisional holds are released automatically after 10 working days.
""")
a("school-visit-faq", "School visit FAQ", "2026-03-16", ["schools", "faq"], """# What schools ask

@@F3a@@
@@NS2b@@
Parking for the van should be as close to the hall doors as possible.
""")
a("reminder-emails", "Reminder emails", "2026-06-29", ["tourdesk", "email"], """# Reminder emails

@@N10b@@
@@O3a@@
The reminder includes the arrival time and the hall requirements.
""")
a("release-checklist", "Release checklist", "2026-04-23", ["tourdesk", "deploy"], """# Release checklist

@@NS5b@@
@@N5b@@
Check the Render deploy log, then click through a booking on staging.
""")
a("tour-day-checklist", "Tour day checklist", "2026-02-09", ["tour", "checklist"], """# Tour day checklist (SM)

@@S9a@@
@@NS3a@@
@@F6a@@
Sign in at reception; find the school's DSL before the show.
""")
a("evaluation-process", "Evaluation process", "2026-02-19", ["evaluation", "schools"], """# After a visit

@@S10a@@
Questions: did it fit the curriculum, did pupils engage, would you book again.
""")
a("tour-reports", "Tour reports", "2026-10-12", ["tour", "reports"], """# Tour reports

@@D7a@@
@@F6b@@
Nia reads them the same evening and flags anything for Owen.
""")
a("tech-rider", "Tech rider", "2026-03-11", ["schools", "tech"], """@@F3b@@
It is generated by tourdesk from the show template.
""")
a("workshop-format", "Workshop format", "2026-02-24", ["workshops"], """@@F1b@@
Teachers are asked to seat pupils in a horseshoe before we start.
""")
a("backup-runbook", "Backup runbook", "2026-06-15", ["infra", "backups"], """# Backups

@@F2b@@
Restore test every term: pull the latest dump into a scratch Render Postgres and run the smoke tests.
""")
a("van-loading", "Van loading", "2026-09-08", ["vans", "set"], """# Van loading

@@NS3b@@
Crates go in last so they come out first.
@@NS7b@@
""")
a("van-tracking-swap", "Tracker swap", "2026-07-20", ["vanlog", "vans"], """@@S7b@@
The new units report ignition on/off, which we use for the mileage check.
""")
a("mileage", "Mileage", "2026-05-05", ["vans", "mileage"], """@@F7b@@
HMRC mileage for private cars used on tour is 45p a mile.
""")
a("admin-2fa", "Admin 2FA", "2026-03-23", ["tourdesk", "security"], """@@F8b@@
School portal users are a different thing; their 2FA is optional except for bursars.
""")
a("secrets-notes", "Secrets", "2026-01-13", ["infra", "secrets"], """@@F9b@@
Rotate the Twilio token when anyone with vault access leaves.
""")
a("per-diems", "Per diems", "2026-10-16", ["crew", "money"], """@@F10b@@
Hotels are booked by Nia; breakfast is included so the per diem covers lunch and dinner.
""")
a("teacher-newsletter", "Teacher newsletter", "2026-03-27", ["marketing", "email"], """@@O6a@@
Three issues a year: one per term, with the next tour's dates.
""")
a("cue-sheets", "Cue-sheets repo", "2026-04-30", ["scripts", "repo"], """# cue-sheets repo

Scripts and cue sheets for all three shows, Markdown in, PDF out.
@@O7a@@
@@O9a@@
@@O10a@@
""")
a("website", "Company website", "2026-06-02", ["website"], """@@O8a@@
Nia and the marketing freelancer edit the show pages; Sam only touches the booking link.
""")
a("booking-history", "How bookings used to work", "2026-01-08", ["bookings", "history"], """@@D1a@@
Double bookings happened twice that term, which is why tourdesk exists.
""")
a("van1-history", "Van 1 history", "2026-02-02", ["vans", "history"], """@@D4a@@
The buy-out was cheaper than a new lease, and the box body was in good shape.
""")
a("knife-edge-history", "Knife Edge history", "2026-05-26", ["shows", "history"], """Knife Edge was commissioned by the Telford community safety partnership in 2024.
@@D5a@@
Dropping the fourth role made the forum easier to run.
""")
a("sms-reminders", "SMS reminders", "2026-07-01", ["tourdesk", "sms"], """@@NS9a@@
Twilio sender ID is `KESTREL`.
""")
a("booking-confirmations", "Booking confirmations", "2026-08-24", ["tourdesk", "email"], """@@NS4b@@
The confirmation has the visit date, the show, the deposit amount and the office phone number.
""")
a("summer-term", "Summer term bookings", "2026-01-21", ["bookings"], """@@NS8a@@
Schools are on trips and sports days then, and the crew need a week for the get-out to storage.
""")
a("tour-calendar-tips", "Tour calendar tips", "2026-02-13", ["tour", "calendar"], """Colour coding: green = confirmed, amber = provisional, grey = half-term.
Each visit event has the school URN in its title so tourdesk links can be built from it.
""")
a("school-hall-sizes", "School hall sizes", "2026-03-05", ["schools", "space"], """Most primary halls we visit are around 12 m x 9 m; Paper Lantern needs about 5 m x 4 m.
@@NS6b@@
Secondary drama studios are often smaller than the hall; check before offering Flood Line there.
""")
a("hotel-notes", "Hotel notes", "2026-10-20", ["tour", "hotels"], """Premier Inn Hereford has a height barrier of 2.1 m, so the Luton parks at the back by the bins.
Ludlow Travelodge is fine for the Luton; book two rooms minimum.
""")
a("welsh-schools", "Welsh schools", "2026-04-07", ["schools", "wales"], """Powys schools book through the county's arts officer; the county pays the balance by BACS.
Bilingual programme text is checked by Eira; no machine translation.
""")
a("tourdesk-cron", "tourdesk cron jobs", "2026-05-29", ["tourdesk", "jobs"], """Two cron jobs: `send_reminders` at 07:00 and `release_provisional_holds` at 01:00.
Both log to the same place as the web service; failures show up in the morning digest.
""")
a("rehearsal-room", "Rehearsal room", "2026-08-13", ["rehearsals"], """Rehearsals for the autumn tour ran 17 August to 11 September in the Harlescott unit.
The rostra were rebuilt during rehearsals with new braces.
""")
a("insurance-notes", "Insurance notes", "2026-06-08", ["insurance"], """Public liability £10m, employer's liability £10m, both with Ansvar.
Schools sometimes ask for the certificate; it is attached to the tech rider template.
""")
a("portal-bulk-booking", "Bulk booking for trusts", "2026-11-10", ["portal", "bookings"], """Multi-academy trusts want to book several schools at once and get one invoice.
Draft design: a trust account that owns several school accounts; invoices still per school for now.
""")
a("set-storage", "Set storage", "2026-11-18", ["set", "storage"], """The Paper Lantern set is stored on the mezzanine at Harlescott between tours.
Flood Line flats are stored upright in the racking, never flat on the floor (they warp).
""")

FACTS = []  # (date, category, body)
def f(date, cat, body): FACTS.append((date, cat, body))
f("2026-01-08", "fact", "@@A3b@@")
f("2026-01-14", "fact", "@@D3a@@\nThe price went up for 2026/27 because the workshop got longer.")
f("2026-01-19", "fact", "@@F2a@@")
f("2026-01-22", "fact", "@@NS8b@@\nAutumn-term bookings open the previous April.")
f("2026-01-28", "preference", "@@R6b@@")
f("2026-01-30", "fact", "@@F5b@@")
f("2026-02-03", "fact", "@@R3b@@")
f("2026-02-05", "fact", "@@A1b@@")
f("2026-02-11", "fact", "@@O5a@@")
f("2026-02-20", "fact", "@@V3b@@")
f("2026-02-26", "fact", "@@F4b@@")
f("2026-03-02", "fact", "@@A8b@@")
f("2026-03-04", "preference", "@@N8b@@")
f("2026-03-10", "fact", "@@V1b@@")
f("2026-03-18", "decision", "@@V9b@@\nAgreed by Owen and Nia after the spring cancellations.")
f("2026-03-25", "fact", "The cue-sheet PDFs use the company fonts (Fira Sans); they are vendored in the repo.")
f("2026-03-30", "fact", "@@D2a@@")
f("2026-04-02", "fact", "@@V5b@@")
f("2026-04-08", "decision", "@@S4b@@")
f("2026-04-14", "fact", "@@R8b@@")
f("2026-04-21", "fact", "@@D6a@@")
f("2026-04-28", "fact", "@@A5b@@")
f("2026-05-06", "fact", "@@A2b@@")
f("2026-05-12", "fact", "@@V8b@@\nanything older is deleted by the bucket lifecycle rule.")
f("2026-05-21", "fact", "@@S8b@@")
f("2026-05-27", "fact", "@@N1b@@")
f("2026-06-05", "fact", "@@R1b@@")
f("2026-06-10", "fact", "@@A6b@@")
f("2026-06-18", "fact", "@@N3b@@")
f("2026-06-23", "decision", "@@S1b@@")
f("2026-06-30", "fact", "@@NS1b@@")
f("2026-07-07", "fact", "@@O4a@@")
f("2026-07-22", "fact", "@@R5b@@")
f("2026-07-29", "fact", "@@D9a@@")
f("2026-08-03", "preference", "@@A10b@@")
f("2026-08-11", "fact", "@@N4b@@")
f("2026-08-19", "fact", "@@S2b@@")
f("2026-09-09", "fact", "@@R9b@@")
f("2026-09-15", "fact", "@@S3b@@")
f("2026-09-22", "fact", "@@A9b@@")
f("2026-09-30", "fact", "@@D10a@@")
f("2026-10-01", "fact", "@@N9b@@")
f("2026-10-06", "fact", "@@R10b@@\nnobody checks WhatsApp on the road.")
f("2026-10-13", "fact", "@@NS10b@@")
f("2026-10-20", "fact", "@@D8b@@")
# fillers (no labelled claim; share slots with other subjects)
f("2026-01-12", "fact", "The spring tour cast rehearse in the Harlescott unit for two weeks before the first school.")
f("2026-01-27", "preference", "Sam prefers `ruff` for linting and formatting in both Python repos.")
f("2026-02-16", "fact", "Herefordshire schools mostly want morning slots; Telford schools prefer afternoons.")
f("2026-03-09", "fact", "The CRM on the shared database box is a Twenty instance the office uses for funders, not schools.")
f("2026-03-20", "fact", "The hire Luton from Northgate comes with its own tail-lift; Northgate's driver briefing takes 20 minutes.")
f("2026-04-10", "decision", "Teacher packs are PDFs only from 2026/27; no more printed packs posted to schools.")
f("2026-05-01", "fact", "The Arts Council grant requires reporting audience numbers by local authority each quarter.")
f("2026-05-15", "fact", "Flood Line's rain curtain pump draws 600 W; a single 13 A socket is enough.")
f("2026-06-12", "fact", "Gethin (SM) holds the first-aid-at-work certificate; it expires in 2027.")
f("2026-06-26", "preference", "Nia wants tour-day changes sent as one message, not a thread of corrections.")
f("2026-07-15", "fact", "The school portal sends a password reset link valid for 60 minutes.")
f("2026-08-06", "fact", "Knife Edge's forum facilitator is freelance (Rhian), booked per tour.")
f("2026-08-27", "decision", "The Welsh-language version of The Paper Lantern is postponed to 2027.")
f("2026-09-03", "fact", "Powys County Council pays for 20 Knife Edge visits this autumn under one purchase order.")
f("2026-10-27", "fact", "Half-term week is used for van servicing and rostra repairs.")
f("2026-11-05", "fact", "The Telford community safety partnership wants Knife Edge again in spring 2027.")
f("2026-11-12", "decision", "The spring 2027 tour will be The Paper Lantern and a new KS2 show, working title Owl Bridge.")
f("2026-11-19", "fact", "Owen is drafting the 2027/28 Arts Council application; deadline is 15 January.")
f("2026-11-24", "fact", "Schools in Shropshire get a 10% discount if two schools share a visit day.")
f("2026-02-24", "fact", "The school portal lives inside tourdesk as a separate Django app (`portal`), not a separate service.")
f("2026-06-03", "preference", "Owen wants any spend over £500 approved by him before anything is ordered.")
f("2026-10-23", "fact", "Van 1 got four new tyres in October; the spare sits under the floor of the box.")
f("2026-07-10", "fact", "Telford schools usually pay by BACS within two weeks of the visit.")
f("2026-08-20", "fact", "Knife Edge's content notes were reviewed by the Telford safeguarding board in August.")
f("2026-11-16", "fact", "Eira and Tomos are rehired for the spring 2027 Paper Lantern tour.")
a("new-crew", "New crew", "2026-08-31", ["crew", "onboarding"], """New crew shadow a full tour day before their first solo get-in.
They get the crew handbook, a lanyard, and a walk-through of the safeguarding page with Owen.
""")
