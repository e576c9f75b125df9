# -*- coding: utf-8 -*-
# (filename, name, description, type, index title, index hook, body)
ROOT = [
("reference_farmdesk.md", "farmdesk", "farmdesk: bookings, quotes, contracts and deposits app (Django) - stack, jobs, email, retention", "reference",
 "farmdesk", "bookings/contracts app: stack, background jobs, email, retention", """# farmdesk

Bookings, quotes, event contracts and deposit tracking for schools, nurseries and fêtes.
Repo `muddyboots/farmdesk`, owner Owen. Lottie is the main user; Hannah signs off prices.

## Stack
@@D3b@@
@@V1a@@
@@A6a@@
@@R7a@@
@@R2a@@
@@S10a@@
- Static files served by WhiteNoise; PDFs (quotes, contracts) rendered with WeasyPrint

## Bookings flow
- Enquiry -> quote -> contract -> deposit -> confirmed -> visit -> final invoice
@@V7a@@
- Nurseries get the same reminder template with the under-5s handling sheet added
@@N10a@@
- Quotes are valid for 30 days
@@O10a@@

## Retention
@@O9a@@
- Enquiries that never became bookings are deleted after 12 months
"""),
("reference_herdlog.md", "herdlog", "Welfare log app - stack, API, backups", "reference",
 "herdlog", "welfare log app: stack, API, ops", """# herdlog

@@D7b@@
- Used on the yard tablet by the stockperson (Ravi) and on phones by the drivers

## Stack
@@O2a@@
@@R4a@@
@@S1b@@
@@V8a@@
@@O7a@@
@@A2a@@

```
# .env.example (values for local dev only)
REDIS_URL=redis://redis.muddyboots.internal:6379/2
GUNICORN_BIND=0.0.0.0:8001
```

## Welfare log
- Each entry: animal, date, who, what was seen, action taken
@@F7a@@
@@N4a@@
- Photos can be attached to any entry from the tablet camera

## API
@@F10a@@
@@NS8a@@
- JSON only, versioned under `/api/`

## Ops
@@V10a@@
- Health check: `/healthz` returns the git sha
"""),
("reference_haulbook.md", "haulbook", "Transport bookings app (TypeScript) - vehicles, drivers, routing, API", "reference",
 "haulbook", "transport bookings: stack, fleet, drivers, API", """# haulbook

@@D5b@@
- Web UI at transport.muddyboots.co.uk, used by Lottie and the two drivers

## Stack
@@V6a@@
- Fastify API, React front end, Prisma
@@R3a@@
@@R6a@@
@@R10a@@
@@O6b@@

## API
@@S4b@@
- Auth: a bearer token per integration (farmdesk has one)

## Fleet and drivers
- Land Rover Defender 110 (YK21 MBF): tows the TA510 and the P6e
@@S6a@@
- Drivers: Ade Okoro and Jonno Hirst
@@O4b@@
"""),
("reference_infra.md", "infra", "Infra: where each app runs, CI, secrets, monitoring", "reference",
 "Infrastructure", "hosts, CI, secrets, backups, monitoring", """# Infrastructure

## Hosts
@@R1a@@
- herdlog and haulbook: Hetzner CX22 (`hz-farm-02`)
- Shared Postgres and Redis on `db.muddyboots.internal` / `redis.muddyboots.internal` (private network)
- DNS at Cloudflare; TLS by Caddy

## Build and secrets
@@R5a@@
- haulbook CI: GitHub Actions (`lint`, `test`, `build` jobs)
@@A4a@@

## Data
@@F2a@@
@@A9a@@

## Monitoring
- Uptime Kuma at status.muddyboots.co.uk polls every app once a minute
- Alerts from Uptime Kuma go to the #ops Slack channel
"""),
("reference_animals.md", "animals", "The animals - who they are, visit limits, handling rules", "reference",
 "Animals", "the herd, weekly visit limits, handling rules", """# Animals

## The herd
- 6 pygmy goats, 4 Ouessant sheep, 2 donkeys (Pickle and Marmalade), Bramble the Kunekune pig
- Rabbits, guinea pigs, hens, a pair of Call ducks
- Ravi is the stockperson; Hannah has final say on any welfare question

## Visit limits
| Animal | Max visits per week | Notes |
|---|---|---|
@@V2a@@
| Sheep | 3 | not in the last month of pregnancy |
@@O1a@@
| Hens | 4 | swap birds between visits |

## Handling
@@A3a@@
@@N2a@@
@@NS5a@@
- Rabbits are held sitting down, on a lap mat
@@N7a@@
@@D6b@@
@@F9a@@

## Health
@@F1a@@
@@A7a@@
@@NS3a@@
"""),
("reference_insurance.md", "insurance", "Insurance cover, excesses and certificates", "reference",
 "Insurance", "policies, limits, excesses, certificates", """# Insurance

@@S5a@@
@@V4a@@
- Employers' liability: £10 million
@@O3a@@
- Certificates go to schools with the booking confirmation
- Renewal is in May; Hannah handles it, Owen updates the certificate PDF in farmdesk
"""),
("reference_pricing.md", "pricing", "Price list and deposit rules as Hannah set them for 2026", "reference",
 "Pricing", "packages, mileage, deposits", """# Pricing (2026)

| Package | Price | Notes |
|---|---|---|
@@V9a@@
| School full day | £480 | up to 120 children |
| Fête (up to 5 hours) | £550 | plus mileage |
| Nursery visit | £210 | small animals only |

@@D4b@@
@@F5a@@
- Mileage over 30 miles from Malton: 90p a mile
@@O5a@@
@@V5a@@
- Prices include VAT
"""),
("project_overview.md", "overview", "Muddy Boots Mobile Farm: what the business does and what the agent works on", "project",
 "Overview", "the business, the yard, the three apps", """# Muddy Boots Mobile Farm

- Muddy Boots Mobile Farm Ltd takes farm animals to schools, nurseries and summer fêtes across Ryedale and York.
- Owner: Hannah Greaves. Bookings: Lottie Marsh. Stockperson: Ravi Kaur. Developer: Owen Pryce (3 days a week).
@@D10b@@
@@D8b@@
@@N9a@@
@@F4a@@
@@D1b@@
- Three apps: farmdesk (bookings), herdlog (animals and welfare), haulbook (transport)

**Why:** everything used to live in spreadsheets and Hannah's head; the apps exist so a visit can be
booked, staffed and driven without her on the phone all day.
"""),
("user_owen.md", "owen", "Owen, the developer - how he works and what he expects from the agent", "user",
 "Owen", "developer: habits and expectations", """# Owen Pryce

- Part-time developer, Tuesday to Thursday; previously a backend dev at an insurance firm
@@R9a@@
@@F6a@@
- Likes explanations that end with the exact command to run
- Reads diffs on his phone on Mondays, so keep PR descriptions short
"""),
("user_hannah.md", "hannah", "Hannah, the owner - priorities and how to talk to her", "user",
 "Hannah", "owner: priorities, tone", """# Hannah Greaves

- Owns the business and does most of the animal handling at visits
- Not technical; wants outcomes ("can Lottie see X?") rather than implementation detail
- Animal welfare beats revenue every time: if a change could cost an animal a rest day, ask her first
- Reads email on Sunday evenings; urgent things go by text
"""),
("user_lottie.md", "lottie", "Lottie, bookings and events - what she does in the apps", "user",
 "Lottie", "bookings coordinator: daily use of farmdesk and haulbook", """# Lottie Marsh

- Runs bookings: enquiries, quotes, contracts, school and fête contacts
- Lives in farmdesk all day and in haulbook when booking vehicles
- Hates modal dialogs; prefers inline editing
- Works Monday to Friday, 9 to 3
"""),
("feedback_herdlog_merges.md", "herdlog_merges", "How herdlog PRs get merged", "feedback",
 "herdlog merges", "merge style for herdlog", """@@N1a@@

**Why:** he tracked a check-reminder bug down with `git bisect` in March and the squashed history made it much harder.

**How to apply:** use the merge button's "Create a merge commit" option on herdlog.
"""),
("feedback_haulbook_prs.md", "haulbook_prs", "Merge style for haulbook", "feedback",
 "haulbook PRs", "merge style for haulbook", """@@R8b@@

**Why:** Jonno reads the haulbook changelog, which is generated from `main`'s commit subjects.

**How to apply:** write the PR title as the changelog line.
"""),
("feedback_migrations.md", "migrations", "Database migrations and deploys for farmdesk", "feedback",
 "Migrations", "how farmdesk migrations are applied", """@@N6a@@

**Why:** a long `ALTER TABLE` on bookings locked Lottie out for ten minutes in February.

**How to apply:** in a PR with a migration, say so in the description and wait for Owen to apply it.
"""),
("feedback_git_workflow.md", "git_workflow", "Branches, PRs and commit messages", "feedback",
 "Git workflow", "branches, PRs, commit messages", """@@N8a@@
@@A5a@@
Branch names: `owen/<short-topic>` or `agent/<short-topic>`.

**Why:** Owen reviews everything on his phone and wants one place to look.
"""),
("project_herdlog_deploy.md", "herdlog_deploy", "How herdlog gets to production", "project",
 "herdlog deploy", "deploy procedure for herdlog", """@@S8a@@
It needs SSH access to `hz-farm-02` and takes about two minutes.

**How to apply:** ask Owen to deploy; the agent has no SSH key for production.
"""),
("feedback_pr_size.md", "pr_size", "How big a PR should be", "feedback",
 "PR size", "size limits for PRs", """@@F6b@@

**Why:** Owen reviews between school runs and gives up on long diffs.
"""),
("feedback_secrets.md", "secrets", "Where credentials come from", "feedback",
 "Secrets", "credential handling", """@@A4b@@

**Why:** an old SMS key leaked from a Slack paste in 2025.

**How to apply:** if a secret is missing, ask Owen to add it to the vault; do not guess.
"""),
("feedback_timezones.md", "timezones", "Timezone handling in all three apps", "feedback",
 "Timezones", "storage vs display of times", """@@A9b@@

**Why:** visit start times jumped an hour in the app after the October clock change in 2025.
"""),
("feedback_incidents.md", "incidents", "Who hears about incidents at visits", "feedback",
 "Incidents", "routing of incidents", """@@NS2a@@

**Why:** Hannah decides on any vet call and wants to hear it first, not from a forwarded email.
"""),
("feedback_pricing_changes.md", "pricing_changes", "Changing prices in farmdesk", "feedback",
 "Pricing changes", "who may change prices", """@@NS4a@@

**Why:** a rounding fix in April changed three quotes that had already gone out.
"""),
("feedback_invoicing.md", "invoicing", "Invoice timing", "feedback",
 "Invoicing", "when invoices go out", """@@NS7a@@

**Why:** schools sometimes reduce numbers on the day and the final invoice has to match.
"""),
("feedback_welfare_log.md", "welfare_log", "Editing rules for the welfare log", "feedback",
 "Welfare log edits", "what the agent may change in welfare entries", """@@NS9a@@

**Why:** APHA can ask for the full history of an entry, including who changed it.
"""),
("feedback_tests.md", "tests", "Testing expectations", "feedback",
 "Tests", "what tests to write and run", """Run the full test suite before opening any PR; farmdesk uses pytest-django, haulbook uses Vitest.

**Why:** a reminder-date regression reached Lottie in May because only one test file was run.

**How to apply:** paste the summary line of the test run into the PR description.
"""),
("feedback_copy_tone.md", "copy_tone", "Tone of emails and pages that schools see", "feedback",
 "Copy tone", "wording for teachers and parents", """Plain, warm British English; no exclamation marks in emails to schools.
Say "visit", never "event", in anything a school reads; fête organisers can see "event".

**Why:** Hannah thinks exclamation marks read as a sales pitch to head teachers.
"""),
("feedback_screenshots.md", "screenshots", "Screenshots in PRs", "feedback",
 "Screenshots", "UI changes need pictures", """Any UI change in farmdesk or haulbook needs a before/after screenshot in the PR.

**Why:** Lottie approves UI changes and does not read code.
"""),
("feedback_dates_in_copy.md", "dates_in_copy", "Date formats in anything customers see", "feedback",
 "Dates in copy", "customer-facing date format", """Write dates as "Tuesday 14 April" in emails and PDFs; never 14/04 or ISO dates.

**Why:** a school read 04/05 as 4 May and turned up a month early.
"""),
("project_fete_season_2026.md", "fete_season_2026", "The 2026 summer fête season", "project",
 "Fête season 2026", "summer bookings and what changed for fêtes", """The 2026 fête season runs from the late May bank holiday to the end of August.
- 31 fêtes booked by June, mostly village and school PTA fêtes
- Each fête gets a pitch plan PDF generated by farmdesk
- Bank holiday weekends need both drivers; Hannah books extra handlers through word of mouth
"""),
("project_nursery_pilot.md", "nursery_pilot", "Nursery visits pilot, autumn 2026", "project",
 "Nursery pilot", "small-animal visits for nurseries", """Nursery visits started as a pilot in September 2026: rabbits, guinea pigs and hens only, no goats.
- Visits are 90 minutes on site
- The nursery package has its own contract template in farmdesk
- Hannah wants to decide in December whether to keep it
"""),
("project_apha_inspection.md", "apha_inspection", "Preparing for the APHA visit", "project",
 "APHA inspection", "what the inspector looked at", """APHA inspected the yard and herdlog records on 22 October 2026; no actions raised.
- The inspector looked at movement records, the medicine book and a sample of welfare entries
- Next routine inspection expected in 2027
"""),
("project_lambing_2026.md", "lambing_2026", "Spring 2026 lambs and school visits", "project",
 "Lambing 2026", "lambs at visits this spring", """Three Ouessant lambs were born in February 2026 (Bracken, Sorrel, Pip).
- Two were bottle-fed and went on school visits; the third stayed with the ewe
- Bottle feeds at visits are done by handlers; children can watch
"""),
("reference_contacts.md", "contacts", "People and suppliers we deal with", "reference",
 "Contacts", "suppliers and key contacts", """# Contacts

- Hay and straw: Wold Top Farm, deliveries on Thursdays
- Feed (goat mix, layers pellets): Thirsk Farm Supplies
- Trailer servicing: Ifor Williams dealer at Malton, every March
- Defender servicing: Ryedale 4x4, Pickering
- School contact list is kept in farmdesk, not here
"""),
("reference_glossary.md", "glossary", "Glossary: words the team uses", "reference",
 "Glossary", "team vocabulary", """# Glossary

- **Out**: an animal's visit day ("Clover is out Tuesday")
- **Rest day**: a day an animal does not travel
- **Pen**: the portable handling pen (hurdles + mats)
- **Yard**: Hollins Farm yard, where the animals and vehicles live
- **TA510 / P6e**: the big and small trailers
"""),
("reference_sites.md", "sites", "Regular venues and their quirks", "reference",
 "Regular venues", "schools and fêtes we visit often", """# Regular venues

- Norton Primary: park on the staff car park, pen on the field by the pond fence
- St Hilda's, Pickering: narrow lane, the TA510 has to reverse in
- Hovingham fête: pitch next to the cricket pavilion, water tap behind the scoreboard
- Castle Howard estate fair (August): arrive before 07:30
"""),
("reference_uptime.md", "uptime", "Health checks and status page", "reference",
 "Uptime", "status page and checks", """# Uptime

- Status page: status.muddyboots.co.uk (Uptime Kuma)
- Checks: farmdesk `/health/`, haulbook `/api/health`, herdlog `/healthz`
- A check that fails three times in a row posts to #ops
"""),
]
