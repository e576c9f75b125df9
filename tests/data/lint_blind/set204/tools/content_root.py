# Root (Claude Code auto-memory) files: name -> (title, description, type, body).  @@ID@@ = claim line.
# FLAT: descriptions with an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_infra.md", "reference_armoury.md", "reference_certifications.md", "project_macbeth_fights.md"}

ROOT = {}
def r(fn, title, desc, typ, body):
    ROOT[fn] = (title, desc, typ, body.strip("\n") + "\n")

r("user_profile.md", "User profile", "Who Morgan is and how they like to work with Claude", "user", """
Morgan Hale runs operations and the small in-house software side at Crossguard Fight Direction Ltd
(stage combat workshops, fight direction contracts, the weapon armoury, two studios: Bristol and Glasgow).
Not a full-time developer; came to code through building the booking site in 2024.

@@A6a@@
@@R7a@@

- Works mostly evenings and Monday mornings; the rest of the week is studio time.
- Ana Reyes (freelance dev, two days a week) owns certrack; Morgan owns bladebook and rotaweave.
- Tomasz Wójcik is head armourer, Ines Duarte is safety director, Dana Okoro does finance and contracts,
  Callum Fraser is head instructor in Glasgow.
""")

r("feedback_git_workflow.md", "Git workflow", "How PRs, branches and merges are done in the Crossguard repos", "feedback", """
@@N10a@@

@@NS9a@@
Branch names: `<initials>/<short-topic>`, e.g. `mh/swap-approval`.

**Why:** Morgan reads `git log --oneline main` as the changelog when telling instructors what changed;
one line per PR is what makes that readable.

**How to apply:** open the PR with `gh pr create --fill`, ask before merging anything that touches
payments or the armoury sign-out flow.
""")

r("feedback_deploys.md", "Deploy rules", "When not to deploy, and what to tell people before deploying", "feedback", """
@@N3a@@
Bookings peak on Friday evening after the newsletter goes out, and nobody is around on Saturday to roll back.

@@NS5a@@

- Before a bladebook deploy, post in #dev with the PR numbers.
- rotaweave can go out any weekday; it has no public traffic.
- If a deploy fails, roll back first, investigate after.

**Why:** the one Friday deploy in 2025 broke the checkout page for a whole weekend.
""")

r("feedback_prod_access.md", "Production access", "What Claude may and may not do against production systems", "feedback", """
@@N5a@@
Read-only queries against the replicas are fine without asking.

- Never print secrets into the chat; reference the vault item name instead.
- Restarting a container on the Hetzner VM is fine if the service is already down.

**Why:** Morgan wants to see every schema change go out with their own hands on the keyboard,
after a 2025 migration locked the bookings table during a sale.

**How to apply:** write the exact command in a fenced block and stop.
""")

r("feedback_reply_style.md", "Reply style", "Tone and length of answers", "feedback", """
No bullet-point essays for yes/no questions.

- Say what you changed and where, then stop.
- Use the domain words the team uses: "fight call", "the half", "sign-out", "pairs".
- When something is a safety question (weapons, certificates), say so and suggest asking Ines.

**Why:** Morgan reads replies on the phone between classes.
""")

r("feedback_testing.md", "Testing expectations", "What to run before calling a change done", "feedback", """
Run the repo's own test command before saying a change is done; paste the last lines of output.

- bladebook: `pytest -q` plus `ruff check`.
- rotaweave: `go test ./...` and `go vet ./...`.
- Don't skip flaky tests silently; mark them and say so.

**Why:** twice a "done" change turned out to have never been run.
""")

r("reference_bladebook.md", "bladebook", "Workshop booking site: stack, data, payments, policies", "reference", """
# bladebook

Public booking site for open workshops and private group sessions, plus the staff admin.
Repo `crossguard/bladebook`. Owner: Morgan.

## Stack
@@D8b@@
- Gunicorn with 3 workers behind Caddy
@@V1a@@
@@F2a@@
- Redis for sessions and the rate limiter (`redis.crossguard.internal:6379`)

## Integrations
@@S1a@@
@@R3a@@
@@R2a@@
- Newsletter sign-ups are pushed to Buttondown

## Booking policy (enforced in code)
@@V5a@@
- Transfers to another date are free once per booking
- Group bookings (8+) need a 30% deposit
- Waiting lists open automatically when a workshop is full

## Admin
- Staff log in with Google Workspace SSO
- Exports: participants CSV, certificate list, dietary notes for weekend intensives
""")

r("reference_armoury.md", "Armoury", "Armoury rules: inspection, storage, sign-out, damage, firearms", "reference", """
# Armoury

Head armourer: Tomasz Wójcik. Main armoury in Bristol (Temple Quay, back room); a smaller
cabinet in Glasgow for unarmed kit, knives and staffs.

## Inspection
@@F1a@@
@@V3a@@
- Knives (aluminium and rubber): checked for cracks every 60 days
@@NS3a@@

## Storage
@@A9a@@
- Blades hang point-down on the rack, never stacked
@@N7a@@

## Sign-out and damage
@@N8a@@
@@N4a@@
- Damaged weapons are tagged red and go in the quarantine box until Tomasz has seen them
""")

r("reference_armourylog.md", "armourylog", "Weapon inventory and sign-out app used on the armoury tablet", "reference", """
# armourylog

Rails app behind the armoury tablet: inventory, sign-out/return, inspection history.
Repo `crossguard/armourylog`. Owner: Morgan (Tomasz is the main user).

@@V10a@@
@@S2a@@
@@A3a@@
- Inspection records keep the inspector's initials and a photo of the tag
@@F6a@@
- Lint: `bin/rubocop`
""")

r("reference_certrack.md", "certrack", "Certificate tracking service: stack, hosting, API, policies", "reference", """
# certrack

Tracks instructor and participant certificates (Basic Unarmed, Intermediate Blade, Advanced Blade,
first aid, DBS/PVG). Repo `crossguard/certrack`. Owner: Ana Reyes.

## Stack
@@V4a@@
@@R4a@@
@@O2a@@
@@R6a@@
@@F10a@@

## Behaviour
@@N6b@@
@@NS10a@@
@@D10b@@
@@NS4b@@

## API
- `/api/v2/certs?holder=<id>` returns current certificates with expiry dates
@@S8b@@
- Tokens are per client; the armoury tablet and bladebook each have their own
""")

r("reference_rotaweave.md", "rotaweave", "Instructor rota service: shifts, swaps, reminders, notifications", "reference", """
# rotaweave

Instructor rota: workshop shifts, production fight calls, cover. Repo `crossguard/rotaweave`. Owner: Morgan.

## Stack
@@A5a@@
- Postgres database `rota` on pg-main
@@R5a@@
@@S4a@@

## Rules
- The rota for the next week is published on Sunday evening
@@F7a@@
@@NS2a@@
@@V6a@@
@@NS7b@@
- Cover requests are shown to everyone on the Bristol or Glasgow list, whichever the shift belongs to
""")

r("reference_contracts.md", "Contracts", "Production contracts: templates, signing, invoicing, uploads", "reference", """
# Production contracts

Fight direction and choreography contracts with theatres and TV productions. Dana Okoro handles
the paperwork, Morgan handles the portal.

@@S10a@@
@@F4a@@
@@A7a@@
@@R9a@@
@@NS1a@@
@@V7a@@
- Weapon hire is a separate schedule in the contract, priced per week
""")

r("reference_infra.md", "Infra", "Infra map: hosting, CI, DNS, backups, secrets, monitoring", "reference", """
# Infrastructure

@@A1a@@
@@R1a@@
@@R8a@@
@@A10a@@
@@R10a@@

## Backups
@@F9a@@
@@V8a@@
- rotaweave DB: nightly dump to `cg-backups`, same bucket
- Restores are tested once a quarter by Morgan

## Hosts
- Hetzner VM `cg-app-1` (CX32) runs Coolify
- Studio NUC in Bristol runs the tablet print server and the door-entry bridge
""")

r("reference_workshops.md", "Workshops", "Workshop catalogue, capacities, ratios and participant rules", "reference", """
# Workshops

## Catalogue
@@NS6a@@
@@V2a@@
@@D7b@@
- Rapier & Dagger (weekend): £240, Bristol only
- Found Weapons & Knife (one day): £110
- Teachers' CPD day: private bookings only

## Staffing
@@F5a@@
@@F8a@@
- Unarmed work: one instructor per 10 participants

## Participants
@@N2a@@
@@N1b@@
@@N9a@@
- Participants wear soft-soled shoes; no jewellery on the floor
""")

r("reference_studios.md", "Studios", "The two studios: addresses, floors, opening times", "reference", """
# Studios

## Bristol
@@S6a@@
- Daytime workshops: Temple Quay studio (the armoury is in the back room)
- Parking: two bays, booked through the building manager

## Glasgow
@@A4a@@
@@D6b@@
@@NS8a@@
- Keys: Callum and the building office
""")

r("reference_certifications.md", "Certifications", "Certificate levels: validity, re-tests, who signs", "reference", """
# Certifications

Levels Crossguard issues and how long they last.

| Level | Valid for | Renewal |
|---|---|---|
| Basic Unarmed | 36 months | refresher day |
@@V9a@@
| Advanced Blade | see certrack | filmed assessment |

@@F3a@@
- DBS (Bristol) or PVG (Glasgow) checks for anyone teaching under-18s
- Assessors must hold Advanced Blade themselves
""")

r("reference_team.md", "Team", "Who does what at Crossguard", "reference", """
- Morgan Hale: operations, bladebook, rotaweave
- Ines Duarte: safety director, signs certificates, final word on workshop safety
- Tomasz Wójcik: head armourer
- Dana Okoro: finance, contracts, payroll
- Callum Fraser: head instructor, Glasgow
- Ana Reyes: freelance developer, certrack
- Freelance instructors: about 14 on the list, split between Bristol and Glasgow
""")

r("reference_glossary.md", "Glossary", "Stage-combat and company words that show up in tickets", "reference", """
- **The half**: 35 minutes before curtain up in theatre time; fight calls are timed from it.
- **Fight call**: run-through of every fight before a performance.
- **Fight captain**: cast member who leads the fight call when the fight director isn't there.
- **Pairs**: two participants working together on a sequence.
- **Sign-out**: taking a weapon out of the armoury on the tablet.
- **Lapsed**: a certificate past its expiry date.
""")

r("project_macbeth_fights.md", "Macbeth fights", "Macbeth contract: our biggest 2026 production job", "project", """
Crossguard did the fight direction for a Macbeth run, Sept-Oct 2026: eleven fights, two of them with
broadswords, one with knives.

- Weapons hired from our armoury: 8 broadswords, 6 knives, 2 shields
- The fight captain was Priya from the cast
- Lessons: book the rehearsal room for fight calls separately; the stage is never free

**Why:** the contract paid for the new Glasgow cabinet.
""")

r("project_glasgow_weekdays.md", "Glasgow weekdays", "Adding weekday evening classes in Glasgow", "project", """
Callum pushed for weekday evenings in Glasgow after the summer; the first weekday class ran in
early October 2026.

- Numbers so far: 9-14 per class
- A second freelancer covers Thursdays
- Next: a Glasgow Rapier & Dagger weekend, once the matched pairs are shipped up

**How to apply:** when adding sessions in bladebook, pick the Glasgow venue, not "Scotland (tbc)".
""")

r("project_certrack_v2.md", "certrack v2 API", "Moving clients to certrack's v2 API", "project", """
Ana built `/api/v2` in the summer so a certificate can carry several assessors and a filmed evidence link.

- bladebook moved to v2 in August
- v2 adds `lapsed_at` and `assessors[]`

**Why:** Ines wanted filmed assessments attached to Advanced Blade.
""")

r("project_armoury_audit.md", "Armoury audit", "Autumn 2026 armoury audit and what came out of it", "project", """
Tomasz and Ines audited the whole armoury in October 2026.

- 212 items on the inventory, 7 retired (cracked tangs, one bent rapier)
- 3 items had no QR tag; tagged during the audit
- Recommendation: a second dehumidifier for the Glasgow cabinet

**How to apply:** retired items stay in armourylog with status `retired`; never delete them.
""")

r("project_summer_intensive.md", "Summer intensive", "The July 2026 summer intensive week", "project", """
Five-day summer intensive in Bristol, July 2026, 22 participants, four instructors.

- Sold out in nine days
- Three participants came from abroad; certificates were issued as PDFs the same week
- Feedback: people wanted more unarmed work on day one

**Why:** we plan to repeat it in 2027 with a Glasgow week as well.
""")

r("project_schools_pilot.md", "Schools pilot", "Pilot of stage-combat days for secondary-school drama departments", "project", """
Three Bristol schools booked drama-department days in autumn 2026 as a pilot.

- Content: unarmed only, plus found-weapon work with foam props
- Booked as private sessions in bladebook, invoiced to the school
- Teachers stay in the room for the whole day

**Why:** the Teachers' CPD day kept getting requests for pupil sessions.
""")

r("reference_weapons_catalogue.md", "Weapons catalogue", "What the armoury holds, by type, and what each is used for", "reference", """
# Weapons catalogue

| Type | Material | Used in |
|---|---|---|
| Rapier + dagger sets | steel, blunted | Rapier & Dagger weekends, productions |
| Broadswords | steel, blunted | productions, Advanced Blade |
| Quarterstaffs | ash | tasters, Found Weapons |
| Training knives | rubber / aluminium | Found Weapons & Knife, Unarmed Foundations (last hour) |
| Shields | plywood + leather | productions only |

- New items are added to armourylog before their first use.
- Productions may ask for period-specific hilts; Tomasz quotes those separately.
""")

r("feedback_safety_questions.md", "Safety questions", "How to handle safety-related questions in code or docs", "feedback", """
When a change touches anything about weapons, age limits or certificates, flag it and ask Ines before merging.

- Don't invent safety rules in copy for the website; quote the existing ones.
- Do mention the relevant certificate level when describing a workshop.

**Why:** the website once listed a wrong minimum age and Ines had to email every booker.
""")

r("project_website_refresh.md", "Website refresh", "Refresh of the public Astro site, autumn 2026", "project", """
The public site is getting a refresh: new photos, clearer workshop pages, a Glasgow page.

- Workshop dates are pulled from bladebook's public API at build time
- Photos: only from the consented shoot in September
- Launch target: January 2027

**How to apply:** keep copy changes in the `content/` folder; don't hard-code dates.
""")
