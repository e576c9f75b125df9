"""Claude Code auto-memory files at the store root. (name, description, type, title, hook, body)."""

ROOT = {}

def r(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = dict(name=name, description=desc, type=typ, title=title, hook=hook, body=body)

# ----------------------------------------------------------------- users
r("user_hannah.md", "hannah-role", "Hannah Pryce, ops and digital lead, how she likes to work", "user",
  "Hannah Pryce", "ops/digital lead, owner of the in-house systems", """\
Hannah Pryce runs operations and the in-house software at Highcloud Balloon Flights. She was a crew chief
for six seasons before taking over the systems, so she knows the flying side far better than the code.

- Prefers short answers with the command to run, not a tutorial
- Reads PRs on her phone between flights, so diffs should be small
- Decides what gets built; Kofi and Rhiannon decide how
- Flying days start early: messages before 09:00 on a flying day will not be read
""")

r("user_kofi.md", "kofi-dev", "Kofi Mensah, backend developer on skybook and windcall", "user",
  "Kofi Mensah", "backend dev, skybook and windcall", """\
Kofi Mensah is the backend developer (3 days a week). He wrote most of skybook and the current windcall.

@@O4a@@
- Likes Laravel conventions, dislikes clever service containers
- Holds the production database credentials and does the restores
- Also the person who gets woken up when the booking site is down, in his on-call weeks
""")

r("user_rhiannon.md", "rhiannon-dev", "Rhiannon Lloyd, Android and landbook developer", "user",
  "Rhiannon Lloyd", "Android and landbook dev", """\
Rhiannon Lloyd builds the retrieve app and looks after landbook. She is also a trained retrieve driver,
so she tests the app in the Land Rover on real chases.

- Python and Kotlin; happy to read PHP but doesn't want to own it
- Works Tuesday to Friday
- Wants map changes demoed on a real phone, not in an emulator screenshot
""")

# ----------------------------------------------------------------- references (overviews)
r("reference_skybook.md", "skybook-overview",
  "skybook overview: stack, bookings, vouchers, payments, ops", "reference",
  "skybook overview", "bookings, vouchers, manifests, payments", """\
# skybook

Bookings, vouchers and passenger manifests. Repo `highcloud/skybook`, runs on app1.

@@D1b@@

## Stack
@@A1a@@
@@V1a@@
@@O1a@@
@@R7a@@
@@R1a@@
- Vite for the public pages, Livewire for the admin panel
@@R4b@@

Local `.env` for reference (values are the staging ones):

```
DB_HOST=db1.highcloud.internal
DB_PORT=5432
QUEUE_CONNECTION=redis
MAIL_MAILER=ses
```

## Bookings and passengers
@@D8b@@
- A private flight for two costs £650; extra passengers in a private basket are priced per head
@@V3a@@
@@N3b@@
- Booking references look like `HC-26-04811`
- A booking can be moved to another date up to three times for free

## Vouchers
@@D4b@@
@@F3a@@
- Voucher codes are single-use; partial redemption is not supported

## Payments
@@A4a@@
@@NS4b@@
- Refunds go back to the original card through Stripe

## Admin and API
@@O10a@@
@@N8a@@
- The manifest export is CSV with one row per passenger
""")

r("reference_windcall.md", "windcall-overview",
  "windcall, the weather go/no-go service, limits and schedule", "reference",
  "windcall overview", "weather go/no-go service: inputs, limits, outputs", """\
# windcall

Python 3.12 service that makes the go/no-go call for every flight slot and tells skybook and the passengers.
Repo `highcloud/windcall`.

## Inputs
@@R10a@@
@@O3a@@
@@N6b@@
- Pilot reports (PIREPs from our own flights) are entered by hand in the admin page

## Limits
@@V2a@@
@@A7a@@
@@F1a@@
- Precipitation anywhere on the planned track is a no-go
- The duty pilot can always overrule a "go" to a "no-go", never the other way round

## Schedule
@@V6a@@
@@A2a@@

## Outputs
@@F6a@@
@@N2a@@
@@R5a@@
- Decisions are written to skybook through its internal API, so the booking page shows them

## Running it
@@D6b@@
@@R6b@@
- Deployed as a container on app2 next to retrieve-api
""")

r("reference_retrieve.md", "retrieve-overview",
  "retrieve app and retrieve-api, what the crews use during a chase", "reference",
  "retrieve overview", "crew app for chasing and recovering balloons", """\
# retrieve

The app the retrieve crews use to follow a balloon, find the landing field and record the landing.

@@D10b@@
- Backend: retrieve-api (Kotlin, Ktor) on app2
@@S4a@@
@@V5a@@
- The balloon's own tracker reports every 60 s over LoRa and is shown as a second dot
@@N4b@@
@@A9a@@
@@O6b@@
- Map tiles come from the landbook tile cache, with OS Open data underneath
""")

r("reference_landbook.md", "landbook-overview",
  "landbook, the landowner and landing-field register", "reference",
  "landbook overview", "landowner and landing-field register", """\
# landbook

Register of landowners, landing fields and permissions. Repo `highcloud/landbook`.

## Stack
@@F2a@@
@@O9a@@
@@V7b@@
- Celery workers for the tile cache and the import

## Fields
@@F8a@@
- Every field belongs to exactly one landowner record; tenants are noted on the field
- About 1,900 fields are registered, most of them within 25 km of a launch site

## Import
- The Ordnance Survey and RPA field boundaries are imported nightly
@@NS5a@@
""")

r("reference_pilotlog.md", "pilotlog-overview",
  "pilotlog, pilot hours, currency and envelope hours", "reference",
  "pilotlog overview", "pilot hours, currency, envelope hours", """\
# pilotlog

Records flights per pilot and per envelope, and warns before licences and medicals expire.

@@V8a@@
- npm workspaces: `api/` and `web/`
@@S6a@@
@@F7a@@
@@N9a@@
- Flight entries are created from skybook's manifest when the pilot closes the flight
""")

r("reference_infra.md", "infra-overview",
  "infra: hosting, CI, backups, monitoring, on-call", "reference",
  "infrastructure", "hosting, CI, backups, monitoring, on-call", """\
# Infrastructure

- Hosting: Hetzner Cloud, VMs app1 and app2 plus three database VMs (db1 to db3)
- Everything runs in Docker Compose; no Kubernetes
@@R2a@@
- Secrets in 1Password, injected with `op run` at deploy time

## Backups
@@D3b@@
@@V10a@@
- Restore drill once a quarter, last one done 2026-10-14

## Monitoring
@@R8a@@
- Logs go to Grafana Cloud (Loki), 14-day retention
@@A5a@@
""")

r("reference_sites.md", "launch-sites",
  "launch sites: codes, what flies from where", "reference",
  "launch sites", "where we launch from and when", """\
# Launch sites

| Site | Code | Use |
|---|---|---|
| Ashcombe Meadow | ASH | weekend site, up to 2 balloons |
@@D9b@@
| Farrow Hill | FRH | morning flights, up to 2 balloons |

@@O2a@@
- Chilcote Down: winter evening slot meets at 14:30
@@S7a@@
@@A6a@@
- Slots per site are set in skybook under Sites > Schedule
- All sites need the landowner's text the evening before; the ops phone has the numbers
""")

r("reference_fleet.md", "fleet",
  "the balloons, their capacities and maintenance intervals", "reference",
  "fleet", "balloons, capacities, maintenance", """\
# Fleet

@@D2b@@

| Reg | Envelope | Joined | Capacity |
|---|---|---|---|
| G-HCKA | Cameron Z-225 | 2019 | 8 passengers |
| G-HCKB | Cameron Z-275 | 2021 | 10 passengers |
| G-HCKC | Lindstrand 260A | 2023 | 10 passengers |
@@V9a@@

@@O5a@@
- Baskets are checked before every flight by the pilot; weekly by the crew chief
- Propane cylinders are refilled at the hangar tank, never at the launch site
""")

r("reference_contacts.md", "contacts",
  "who to call for the office, the duty pilot and farm liaison", "reference",
  "contacts", "phone numbers and who answers them", """\
# Contacts

- Main office: 01934 555 200 (09:00-17:00, answered by Sue Baptiste)
- Duty pilot phone: 07700 900 418, carried by whoever is duty pilot that day
@@S10a@@
- Hangar landline: 01934 555 230
- Dai Evans is chief pilot; anything about airspace or limits goes to him
""")

r("reference_glossary.md", "glossary",
  "glossary: words the team uses for flights, sites and crews", "reference",
  "glossary", "team vocabulary", """\
# Glossary

- **Slot**: one launch from one site at one time (dawn or evening)
- **Go/no-go**: the weather decision for a slot; "no-go" means the flight is cancelled and rebooked
- **Retrieve**: following the balloon by road and recovering it from the landing field
- **Green list**: fields with standing permission from the landowner
- **PIREP**: a pilot's report of the actual wind after a flight
- **Manifest**: the passenger list for one balloon on one slot, with declared weights
""")

# ----------------------------------------------------------------- feedback
r("feedback_merging.md", "merging", "how skybook PRs get merged", "feedback",
  "Merging skybook PRs", "merge method for skybook", """\
@@N1a@@

**Why:** when a booking went wrong in May, the individual commits showed which change broke the voucher flow.

**How to apply:** use "Create a merge commit" on GitHub for skybook. Other repos: ask.
""")

r("feedback_sms_wording.md", "sms-wording", "wording and sending rules for passenger texts", "feedback",
  "Passenger text wording", "rules for go/no-go texts", """\
Rules Hannah gave for the passenger texts:

@@N2b@@
@@NS10a@@
- Keep each text under 160 characters so it is one SMS
- Sign off with "Highcloud", never a person's name

**Why:** passengers phoned the office asking about refunds after every cancelled morning.
""")

r("feedback_migrations.md", "migrations", "how database migrations are run", "feedback",
  "Migrations", "who runs migrations and when", """\
@@N5a@@

**Why:** a migration locked the bookings table for four minutes in April while people were checking out.

**How to apply:** put the migration in its own PR, tell Kofi, and leave the deploy alone.
""")

r("feedback_commit_messages.md", "commit-messages", "commit message rules", "feedback",
  "Commit messages", "commit message rules", """\
- Imperative subject, under 72 characters
- Reference the Linear issue if there is one
@@N7a@@

**Why:** Hannah said so after the first week; she wants the history to read like the team wrote it.
""")

r("feedback_deploys.md", "deploys", "deploy rules for skybook and friends", "feedback",
  "Deploys", "when and how to deploy", """\
@@F5a@@
@@NS3a@@

**Why:** a Friday-morning deploy broke the go/no-go banner while 40 people were refreshing it.
""")

r("feedback_testing.md", "testing", "testing expectations", "feedback",
  "Testing", "what must be tested and how", """\
@@F9a@@
@@NS8a@@
- New endpoints get a feature test, not just a unit test

**Why:** the voucher bug in May passed every unit test with a mocked repository.
""")

r("feedback_pr_style.md", "pr-style", "how Hannah wants PRs written", "feedback",
  "PR style", "PR description style", """\
@@A3a@@
- Screenshots for anything passengers see
- One topic per PR; split refactors out
""")

r("feedback_data_privacy.md", "passenger-data", "handling passenger data in tools and tickets", "feedback",
  "Passenger data", "passenger data in tickets and logs", """\
@@A10a@@
- Don't copy production data to laptops; use the seeded staging database
- Weights are personal data too: keep them out of logs

**Why:** a passenger complained in March after finding her name in a public issue tracker screenshot.
""")

r("feedback_timezones.md", "timezones", "time zone handling", "feedback",
  "Time zones", "how times are stored and shown", """\
@@A8a@@

**Why:** the clocks-change weekend in March put a dawn slot an hour out on the manifest.
""")

# ----------------------------------------------------------------- projects
r("project_voucher_refunds.md", "voucher-refunds", "voucher refund policy work in skybook", "project",
  "Voucher refunds", "refund rules being built into skybook", """\
Building the refund rules into skybook so the office stops doing them by hand (started 2026-09).

@@NS1b@@
- Refunds on vouchers bought more than 24 months ago go to Hannah as a special case
- Partly used vouchers are not refundable
""")

r("project_marketing_site.md", "marketing-site", "the public marketing site", "project",
  "Marketing site", "marketing site rebuild", """\
The marketing site was rebuilt in Astro in the spring. The booking pages stay in skybook.

@@R3a@@
- Content is edited in Markdown by Sue; images go through the site's own optimiser
- The "Book now" buttons link to book.highcloud.co.uk with a UTM tag
""")

r("project_manifest_rewrite.md", "manifest-rewrite", "moving manifests into skybook", "project",
  "Manifest rewrite", "manifests produced by skybook", """\
@@S3b@@
- The page groups passengers by balloon and sorts by declared weight for the load plan
- Pilots print it at the hangar or open it on the tablet
""")

r("project_chat_move.md", "chat-move", "moving team chat off Slack", "project",
  "Team chat move", "where the team talks now", """\
@@S5b@@
- Spaces: #flight-ops, #dev, #crews
- The go/no-go bot posts into #flight-ops through a Google Chat webhook
""")

r("project_pilotlog_postgres.md", "pilotlog-postgres", "pilotlog database migration", "project",
  "pilotlog database move", "pilotlog datastore migration", """\
@@S6b@@
@@O9b@@
- Kept the old dump in B2 for a year, just in case
- Rhiannon reviewed the schema; Kofi ran the cut-over on 2026-09-22
""")

r("project_farrow_hill_opening.md", "farrow-hill-opening", "opening the new Farrow Hill launch site", "project",
  "Farrow Hill opening", "new launch site opening", """\
Farrow Hill is the new site north of the Mendips. Work done for the opening:

- New site code FRH added to skybook, windcall and landbook
- Landbook got 140 new fields around the site
- Parking and toilets agreed with the farm
""")

r("project_retrieve_offline.md", "retrieve-offline", "offline support in the retrieve app", "project",
  "retrieve offline mode", "retrieve app working without signal", """\
Rhiannon's project for the summer: make the retrieve app usable in the valleys with no signal.

- Landing records survive an app restart while offline
- Field lookups use a cached copy of the green list, refreshed each morning
- Done and shipped in 2.4.0 (August)
""")

r("project_windcall_v2.md", "windcall-v2", "planned windcall improvements for 2027", "project",
  "windcall v2 plans", "ideas for the next windcall", """\
Ideas for the 2027 season, nothing built yet:

- Use the PIREPs to tune the limits per site
- Show passengers a short reason with the no-go, not just the word
- A second decision 90 minutes before launch for borderline mornings
""")

r("project_landowner_portal.md", "landowner-portal", "a portal for landowners", "project",
  "Landowner portal", "self-service portal for landowners", """\
A small portal where landowners can change their own permissions and see the landings on their land.
Scoped in October; waiting for the 2027 budget.

- Magic-link login by email, no passwords
- Landowners can switch a field to "no landing" for a date range
""")

r("project_2026_season.md", "season-2026", "2026 season numbers and goals", "project",
  "2026 season", "season goals and how it went", """\
- Goal was 1,800 passengers; the season closed at 1,640 because of the wet July
- Cancellation rate: 41% of slots, about usual for the UK
- Biggest win: rebooking now takes the office minutes instead of an afternoon
""")
