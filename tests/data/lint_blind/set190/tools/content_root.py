# Root Claude Code auto-memory files: filename -> (name, description, type, index title, index hook, body)
ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("reference_shearbook.md", "shearbook", "shearbook: stack, hosts, booking and invoice rules", "reference",
  "shearbook", "farm booking app reference",
"""
# shearbook

Farm booking system. Farmers request a date (web form or phone), the office confirms, gangrota assigns a gang.
Repo `brynmawr/shearbook`.

## Stack
@@V4a@@
@@A1a@@
@@R1a@@
@@V1a@@
@@O1b@@
@@R7a@@
@@D1b@@
@@A10a@@
@@NS4b@@

## Email and SMS
@@O6b@@
@@V10a@@
- The text includes the farm name, date and how many gangs are coming

## Bookings
@@O8b@@
- Deposits are paid through GoCardless; the booking shows amber until it clears
@@F4a@@
@@N7a@@
- Farms are keyed by CPH number; never create a second farm for the same holding

## Invoices
@@NS1a@@
- Invoice numbers run per season: `INV-2026-0001` onwards
""")

r("reference_gangrota.md", "gangrota", "Season rota service in Go, what it does and how it is run", "reference",
  "gangrota", "season rota service reference",
"""
# gangrota

Go service that plans who shears where. Repo `brynmawr/gangrota`, Go 1.23.

@@D2b@@
- Respects each shearer's availability and the farms' requested dates
@@D7b@@
@@R2a@@
@@R5a@@
@@N1b@@

## Gang leaders
@@N9a@@
@@F7a@@
@@A2a@@

## API
- `/api/v2/gangs`, `/api/v2/rota?week=` (JSON, token auth)
""")

r("reference_cliptrack.md", "cliptrack", "Wool-clip collection tracker — sheets, labels, hauliers", "reference",
  "cliptrack", "wool clip collection reference",
"""
# cliptrack

Tracks each farm's wool clip from the shed to the British Wool depot.

## Hosting
@@R3a@@
- Python 3.12 / FastAPI, its own small Postgres

## Collections
@@S7a@@
@@D3b@@
@@V5a@@
@@N10a@@

## Sheets
@@O2b@@
- Sheets are returned to the depot empty at the end of the season
- Hogg wool is kept apart from the ewe fleece on the same farm
""")

r("reference_combshop.md", "combshop", "Handpiece servicing tracker and workshop routine", "reference",
  "combshop", "handpiece servicing tracker",
"""
# combshop

Small Flask app in the workshop that tracks handpieces, cutters and service history.

@@V2a@@
@@O9b@@
@@D5b@@
@@F1a@@
@@S4b@@

## Consumables

| Item | Rule | Who |
|---|---|---|
| Combs | replace when the teeth are worn past the guide | shearer |
@@V9a@@
| Handpiece oil | top up every run | wool handler |
""")

r("reference_tally.md", "tally-app", "Tally app for counting sheep per shearer on the shed phones", "reference",
  "Tally app", "shed phone counting app",
"""
# Tally app

Android app on one phone per shed. Each stand has a big button; a tap is one sheep for that shearer.

@@R10a@@
@@F6a@@
@@V3a@@
@@O10a@@
@@N3a@@
@@S3b@@
@@S6a@@
@@NS6a@@
- Phones are Samsung Galaxy XCover 7s in rubber cases
""")

r("reference_infra.md", "infra", "Infra: hosts, deploys, backups, secrets", "reference",
  "Infrastructure", "hosts, deploys, backups, secrets",
"""
# Infrastructure

@@O5b@@
@@NS9b@@
@@A3a@@
@@D4b@@
@@S2a@@
@@V8a@@
@@F3a@@
- Grafana on the db box, dashboards for bookings per day and SMS failures
@@F10a@@
@@R4a@@
- DNS at Cloudflare (no proxying)
""")

r("reference_gangs.md", "gangs", "Gangs: bases, sizes, working pattern", "reference",
  "Gangs", "who the gangs are and how they work",
"""
# Gangs

@@O4b@@
- Gang A (Elan) is based in Rhayader
- Gang B (Wye): 5 shearers, 2 wool handlers, based in Builth
@@D8b@@
@@A9a@@

## Working pattern
@@F2a@@
@@NS5a@@
- Lunch is 12:30 to 13:15 unless the farmer asks otherwise
""")

r("reference_people.md", "people", "Who does what at Brynmawr Shearing", "reference",
  "People", "who does what",
"""
# People

- Gwen Pryce: owner, runs bookings and the rota
- Owain Rees: builds and runs the apps (part-time)
- Hattie Morgan: office, phones, invoices
@@A4a@@
- Rhys Bevan (no relation to the hauliers): Gang A leader
- Siân Lloyd: Gang B leader
""")

r("user_owain.md", "owain", "Owain, the developer the agent works with", "user",
  "Owain", "the developer's background and preferences",
"""
Owain Rees writes and runs the Brynmawr apps two days a week; the rest of the week he shears with Gang B.

@@R9a@@
@@A6a@@
- Knows Django and Go well, new to Android
- Reads replies on his phone in the van, so no wide tables
""")

r("project_season_2026.md", "season-2026", "The 2026 shearing season, dates and booking rules", "project",
  "Season 2026", "season dates and booking rules",
"""
# Season 2026

@@D10b@@
@@A5a@@
@@A8a@@
- Hill farms above the Elan are left until July so the rise has come up
- Around 410 farm bookings expected, about 180,000 sheep

**Why:** Gwen wants the office to say the same thing on the phone as the website does.
""")

r("project_pay_rates.md", "pay-rates", "Shearer and gang pay rates for the current season", "project",
  "Pay rates", "what shearers and leaders are paid",
"""
# Pay rates

@@F9a@@
@@D6b@@
@@V6a@@
- Wool handlers are paid a day rate, not per head
- Gang leaders get a weekly supplement on top of their tally

**How to apply:** pay code changes go in gangrota's `payrates.go`; never hard-code a rate in the payroll export.
""")

r("project_crutching.md", "crutching", "How crutching and dagging work is taken on", "project",
  "Crutching", "crutching and dagging jobs",
"""
@@N4a@@

**Why:** crutching is a half-day job done by one shearer, and the booking form assumes a whole gang.

**How to apply:** if Owain asks for a crutching feature in shearbook, check with Gwen first.
""")

r("project_cancellations.md", "cancellations", "Cancellation rules for bookings", "project",
  "Cancellations", "who pays when a job is cancelled",
"""
@@NS10a@@

**Why:** a wet day is nobody's fault; the farmer still has to have the sheep in again.

**How to apply:** the wet-day cancel button in shearbook must not raise a fee line.
""")

r("feedback_deploy_days.md", "deploy-days", "When not to deploy shearbook", "feedback",
  "Deploy days", "when not to deploy",
"""
@@N2a@@

**Why:** a broken deploy on 13 June (a Saturday) left farmers unable to confirm for half a day.
""")

r("feedback_handpiece_failures.md", "handpiece-failures", "Who to call when a handpiece fails", "feedback",
  "Handpiece failures", "escalation for broken handpieces",
"""
@@N5a@@

**Why:** gang leaders kept swapping parts between handpieces and Dai lost track of which was which.

**How to apply:** the combshop "report fault" button emails Dai directly.
""")

r("feedback_tally_outages.md", "tally-outages", "Where tally app sync problems go", "feedback",
  "Tally outages", "routing tally sync problems",
"""
@@NS2a@@

**How to apply:** the sync-failure alert goes to Owain's phone only.
""")

r("feedback_tests.md", "tests", "Rules for running shearbook tests", "feedback",
  "Tests", "test database rules",
"""
@@N8a@@

**Why:** a test once cancelled a real booking on the replica's primary by mistake.
""")

r("feedback_lint.md", "lint", "Lint before pushing", "feedback",
  "Lint", "lint before every push",
"""
@@A7a@@

**Why:** CI fails the build on lint errors, and Owain hates a red build notification on his phone.
""")

r("feedback_issue_tracking.md", "issue-tracking", "Where to record bugs Owain mentions", "feedback",
  "Issue tracking", "where bugs go",
"""
@@R6a@@

**How to apply:** use labels `bug` and the app name; don't assign anyone.
""")

r("feedback_texting_hours.md", "texting-hours", "Quiet hours for texting farmers", "feedback",
  "Texting hours", "quiet hours for farmer texts",
"""
@@NS8a@@

**Why:** farmers are milking or feeding early and complained about 6am texts.
""")

r("feedback_farm_import.md", "farm-import", "Safety rule for the farm import script", "feedback",
  "Farm import", "safety for the import script",
"""
@@NS3a@@

**Why:** the March import merged two holdings with the same name.
""")

# filler root files (no labelled claims)
r("feedback_commits.md", "commits", "Commit message style", "feedback",
  "Commits", "commit message style",
"""
Commit messages in English, imperative, under 60 characters; app name as prefix (`shearbook: fix deposit rounding`).

**Why:** Owain reads `git log --oneline` on his phone.
""")

r("feedback_welsh_names.md", "welsh-names", "Farm names must keep their Welsh spelling", "feedback",
  "Welsh names", "keep Welsh spellings",
"""
Never anglicise farm or place names (Cwm Hir, not Coom Heer; Llanwrthwl, not "Llanwrthwl Farm").

**How to apply:** no slugifying of farm names in the UI; slugs only in URLs.
""")

r("project_gang_vans.md", "gang-vans", "The gang vans and their paperwork", "project",
  "Gang vans", "vans, MOTs and fuel cards",
"""
- Gang A: Ford Ranger double cab plus trailer for the stands
- Gang B: Isuzu D-Max, MOT due in March
- Gang C: Toyota Hilux
- Fuel cards are in the leaders' names; receipts photographed into the office WhatsApp
""")

r("project_shed_safety.md", "shed-safety", "Shed safety checklist used by the gangs", "project",
  "Shed safety", "shed safety checklist",
"""
- Check the down tubes and the shearing plant before the first run
- First aid kit and a defibrillator location noted for every farm in shearbook
- No one shears alone on a farm with no phone signal unless the farmer is on site
""")

r("reference_glossary.md", "glossary", "Glossary: shearing words used in the apps", "reference",
  "Glossary", "shearing terms used in code",
"""
- run: a two-hour shearing session between breaks
- stand: one shearer's position on the board
- crutching: shearing around the tail only
- hogg: a yearling sheep before its first shearing
- rise: new wool growth lifting the old fleece, which makes shearing easier
- sheet: a British Wool packing bag, around 80–100 kg when full
""")

r("reference_gocardless.md", "gocardless", "GoCardless setup for deposits", "reference",
  "GoCardless", "deposit payments",
"""
- Deposits are taken as one-off payments, not mandates
- Webhook endpoint: `/hooks/gocardless/` on shearbook, signed with the secret in 1Password
- Sandbox account for staging, live account for production
""")

r("project_rota_solver.md", "rota-solver", "Notes on the rota solver rewrite", "project",
  "Rota solver", "solver rewrite plans",
"""
The solver scores each week on travel time, shearer preference and farm priority.

- Travel time comes from OSRM on the db box
- Rewrite to OR-Tools planned for the winter; keep the current greedy solver until then
""")

r("user_gwen.md", "gwen", "Gwen, the owner who uses the apps daily", "user",
  "Gwen", "the owner and how she uses the apps",
"""
Gwen Pryce has run Brynmawr Shearing for 22 years. She uses shearbook and gangrota on a laptop in the office.

- Not technical; explain changes in terms of what the office sees
- Signs off every change that touches deposits or pay
""")
