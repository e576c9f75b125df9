# Root Claude Code auto-memory files: (filename, title, description, type, body). @@ID@@ = claim line.
# Descriptions marked FLAT carry an unquoted ": " on purpose (not strict YAML).
ROOT = [
("reference_keelson.md", "keelson (course intake)", "keelson: course intake and bookings app, stack, email, CI, API", "reference", """
keelson is the course intake system: application form, offers, deposits, student records and (since
June) the volunteer module. Django app, repo `ardmore-boatshed/keelson`.

## Stack
@@O5a@@
@@V1a@@
- Served by gunicorn, three workers
@@R4a@@
@@R2a@@

## Intake flow
@@A2a@@
@@F1a@@
- Deposits are taken at acceptance; the student record is created when the deposit clears
- Waiting list is automatic once a course is full; keelson offers the next person in order

## Notes
- Admin at `/admin/`, instructors log in with their boatshed Google accounts
- The public website reads course dates from the API (see project_keelson_api_v2.md)
"""),
("reference_hullbook.md", "hullbook (boat projects)", "Boat project tracker: build logs, hull numbers, archive rules, data stores", "reference", """
hullbook tracks every boat on the shop floor: Foundation boats, BYO builds, the skiffs and the
restorations. Rails app, repo `ardmore-boatshed/hullbook`.

## Stack
@@S7a@@
@@O1a@@
@@V8a@@
@@O7a@@
- Active Storage on Backblaze B2 for photos

## Projects
@@D7b@@
@@F7a@@
@@A7a@@
@@NS10a@@
- Each project has a lead instructor; the owner (student or member) can comment but not edit entries
"""),
("reference_timberlog.md", "timberlog (timber store)", "Timber store stock system: boards, scanning, moisture rules, kiln, issuing", "reference", """
timberlog is the stock system for the timber store: every board, sheet and bundle, where it is
and which project it went to. Go service, repo `ardmore-boatshed/timberlog`.

## Store rules
@@A3a@@
@@F3a@@
@@NS5a@@
@@N7a@@
- Boards are booked out to a hullbook project; the project code is the hull number

## Moisture and drying
@@V3a@@
@@O3a@@
@@D5a@@
- Marine ply is not moisture-checked, it is stored flat on the ply rack

## Scanning
@@V10a@@
- Scanner batteries are swapped on Mondays; spares are in the office drawer
"""),
("reference_toolkeep.md", "toolkeep (tool loans)", "Tool loan app for members: loans, reminders, tags, hosting", "reference", """
toolkeep runs the members' tool loans. Flask app, repo `ardmore-boatshed/toolkeep`.

## Stack
@@V5a@@
@@R3a@@
@@R5a@@
@@R8a@@

## Loans
@@A10a@@
@@V4a@@
@@NS9a@@
@@D4b@@
- Reserved tools are held at the desk for 24 hours
"""),
("reference_launchday.md", "launchday (launch days)", "Launch day planner: slots, tides, safety rules, stack and deploys", "reference", """
launchday plans the launch days at the harbour slip: sign-ups, slot times against the tide, the
boat list and the safety sheet. Repo `ardmore-boatshed/launchday`.

## Stack
@@R1a@@
@@R10a@@
@@O8b@@
@@S6a@@
@@D9a@@

## Launch rules
@@F5a@@
@@V6a@@
@@A4a@@
@@N5a@@
@@NS6a@@
- Lifejackets for everyone on the pontoon, including spectators on the slip
"""),
("reference_infra.md", "Infrastructure", "Infra: yard1 server, backups, monitoring, secrets", "reference", """
One Hetzner VPS, `yard1` (CX32, Falkenstein), Docker Compose per app, managed by Sam.

@@F2a@@
@@V7a@@
@@F10a@@
@@A6a@@
- DNS at Cloudflare (DNS only, no proxy)
- Domain `ardmore-boatshed.org.uk`, renewed every March
"""),
("reference_courses.md", "Courses and fees", "Course catalogue, fees, deposits, ages and sizes", "reference", """
Courses run by the boatshed. Fees as published for 2026.

| Course | Length | Fee | Deposit |
|---|---|---|---|
@@V9a@@
| Weekend skills | 2 days | £180 | none |
| Youth Build | 3 weeks (summer) | £120 | £20 |

## Foundation
@@V2a@@
@@D6a@@
@@N4a@@

## Other courses
@@F6a@@
@@A9a@@
@@O2a@@
- Build Your Own Boat: rolling start, members only, bay rent monthly

## Money
@@N8a@@
@@NS1a@@
"""),
("reference_workshop.md", "Workshop rules", "Shop floor rules: hours, machines, safety kit, lone working", "reference", """
House rules for the shop floor, as Hamish wrote them up for the induction pack.

@@D10a@@
@@NS4a@@
@@F9a@@
@@N10a@@
@@A1a@@
@@N2a@@
- The steam box is lit by an instructor and never left unattended
- Sweep your bench before you leave
"""),
("user_fiona.md", "Fiona MacLeod", "School manager; how she likes updates written", "user", """
Fiona MacLeod runs the boatshed (school manager): courses, money, funders, the board of trustees.
Not a developer, reads everything on her phone.

@@A8a@@
- Wants dates written out in full ("Saturday 19 September"), never 19/09
- Fine with Claude drafting emails to students; she sends them herself
"""),
("user_sam.md", "Sam Okoro", "Volunteer developer who maintains the apps", "user", """
Sam Okoro is the volunteer developer, two days a week, also keeps yard1 running.

@@R9a@@
- Comfortable with Django and Go, learning Rails through hullbook
- Prefers small PRs and short commit messages
"""),
("feedback_git_workflow.md", "Git workflow", "Branching, merging and pushing rules per repo", "feedback", """
Rules Sam set for working in the boatshed repos.

@@N6a@@
@@R7a@@
@@N1a@@
@@NS3a@@
- Branch names: `<initials>/<short-topic>`

**Why:** several volunteers touch the repos and history is the only audit trail for stock and bookings.
**How to apply:** check which repo before merging; the merge button defaults differ per repo.
"""),
("feedback_deploys.md", "Deploys", "When and how to deploy the apps", "feedback", """
@@N3a@@
@@NS7a@@
- Post in #dev before and after every deploy

**Why:** a bad migration on keelson in February took the application form down during an intake.
"""),
("feedback_testing.md", "Testing", "How tests should be written and run", "feedback", """
@@F4a@@
@@N9a@@
- Add a regression test with every bug fix

**Why:** the mocked tests in the old intake spreadsheet scripts passed while the real thing broke.
"""),
("feedback_comms.md", "Messages to students", "Tone and routing for anything sent to students and members", "feedback", """
@@F8a@@
@@NS2a@@
- Sign off as "The Boatshed team", not as Claude or as an individual
"""),
("feedback_writing_style.md", "Writing style", "Spelling and formatting for public text", "feedback", """
@@A5a@@
- Sentence case for headings on the website
- No exclamation marks in emails to parents
"""),
("feedback_data_handling.md", "Student data", "Handling personal data of students and members", "feedback", """
@@NS8a@@
- Exports with personal data go in the `ACB Admin` drive folder, never in a repo

**Why:** we are a small charity and the trustees asked for this after the 2025 data audit.
"""),
("project_ruby_upgrade.md", "hullbook Ruby upgrade", "Ruby upgrade for hullbook, done in October", "project", """
@@S7b@@
@@D2b@@
- Rails stays on 7.1 for now; 7.2 is on the list for the winter

**Why:** Ruby 3.2 security support ending; yard1 needed the newer base image anyway.
"""),
("project_timberlog_postgres.md", "timberlog on Postgres", "Moving the timber stock database off the Pi", "project", """
@@S4b@@
after two SD-card scares on the Pi.
- The Pi now only runs the scanner bridge
- Ailsa checked the stock totals against the old file the week after
"""),
("project_drive_migration.md", "Drive migration", "Moving course files to Google Drive", "project", """
@@S5b@@
- Instructors have edit access, volunteers view only
- Shared links in old emails are dead; point people at the drive
"""),
("project_keelson_api_v2.md", "keelson API v2", "The website integration moved to the new API", "project", """
@@S8b@@
- v2 returns places left per course; the website shows "3 places left" from it
- The website caches the v2 response for 10 minutes
"""),
("project_volunteer_hours.md", "Volunteer hours", "Where volunteer time is recorded, for the funder reports", "project", """
@@S9b@@
- The funder report pulls totals per quarter from the volunteer module export

**Why:** the sheet had four versions and nobody trusted the totals.
"""),
("project_tool_audit.md", "Tool audit 2026", "Tool room audit and the move to toolkeep", "project", """
Tool audit done over Easter by Dougie and two volunteers.

@@S2b@@
- 214 tools tagged, 9 written off, 3 still missing (two spokeshaves and a Japanese pull saw)
- Next audit after the Youth Build in August
"""),
("project_autumn_intake.md", "Autumn intake", "Autumn Foundation intake: dates and staffing", "project", """
@@D1b@@
- Induction day on the Saturday before
- Boats: two 14 ft clinker dinghies from the Iain Oughtred plans
"""),
("project_ardmore_lass.md", "Ardmore Lass", "The community St Ayles skiff build", "project", """
Ardmore Lass is the community St Ayles skiff, hull number ACB-2026-03.

- Kit from Alec Jordan, planked in the spring by Foundation students and volunteers
- Oars are being made on the oar-making weekends
- The rowing club takes her over after the July launch day
"""),
("project_curlew_restoration.md", "Curlew restoration", "Restoration of a 1950s clinker dinghy for members", "project", """
Curlew is a 1950s larch-on-oak clinker dinghy two members are restoring as a BYO project.

- Six new frames and two garboard planks so far
- Hamish signs off every frame before it is fastened
- Owners want her back in the water this season
"""),
("project_grant_reporting.md", "Grant reporting", "What the funders want each quarter", "project", """
- Quarterly report to the coastal communities fund: students, volunteer hours, boats launched
- Fiona writes the narrative; Claude drafts the numbers section from exports
- Next report due in January
"""),
("reference_glossary.md", "Glossary", "Glossary: boatbuilding and boatshed terms used in the notes", "reference", """
- BYO: Build Your Own Boat, members building their own boat in a rented bay
- Garboard: the plank next to the keel
- Lines plan: the drawing of a hull's shape
- Float test: putting a new hull in the water on its trolley to check for leaks before anyone gets in
- Hull number: `ACB-<year>-<NN>`, the project code everywhere
"""),
("reference_contacts.md", "Contacts", "Who to ask about what", "reference", """
- Hamish Reid: lead instructor, workshop and launch days
- Morag Kerr: instructor, Foundation and Youth Build
- Ailsa Grant: timber store
- Dougie Munro: tool room
- Harbour master: Iain Bain, call before every launch day
"""),
("feedback_commit_messages.md", "Commit messages", "How Claude should write commit messages", "feedback", """
- Short imperative subject, under 70 characters, no emoji
- Mention the hull number or applicant ID when a fix is about one record
- No Co-Authored-By trailer
"""),
("reference_boats.md", "Boat types", "Boat types the school builds and how long they take", "reference", """
- 14 ft clinker dinghy (Foundation): one intake, start to finish
- St Ayles skiff: about 1,200 volunteer hours from the kit
- Shetland yoal: built once, in 2025, for the museum loan
- Stitch-and-glue tender: the Youth Build boat in most summers
"""),
("project_website_refresh.md", "Website refresh", "Rebuild of the public site", "project", """
- Moving the public site to Webflow, launch planned for January
- Course pages will embed the places-left widget
- Photos from hullbook need consent ticks before they go on the site
"""),
("feedback_claude_scope.md", "Scope of changes", "How far Claude should go without asking", "feedback", """
- Ask before touching anything that sends email or takes money
- Fine to refactor inside one app without asking; never across apps in one PR
- Explain data migrations in plain words for Fiona before running them
"""),
]
FLAT = {"reference_keelson.md", "reference_infra.md", "reference_glossary.md"}
