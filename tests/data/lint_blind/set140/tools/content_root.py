# Root Claude Code auto-memory files: filename -> (name, description, type, title_for_index, hook, body)
# Descriptions marked FLAT carry an unquoted ': ' on purpose.
FLAT = {"reference_infra.md", "reference_glossary.md", "reference_depots.md", "reference_repos.md"}

ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("reference_quotebuilder.md", "quotebuilder", "quotebuilder: pricing engine, quote PDFs, deposits, rate card", "reference",
  "quotebuilder", "pricing engine, quote PDFs, deposits", """
# quotebuilder

Django app that turns a survey inventory into a priced quote, emails it, and takes the deposit.
Repo `ops/quotebuilder`. Marta owns it; Dev does most of the PDF work.

## Runtime
@@S1a@@
@@V1a@@
- Background jobs: Celery on the same Redis as the cache (`redis-quotes.haldenpryce.internal`)
- Admin UI is plain Django templates, no JS build step

Local override, only used on the dev box (noise, do not copy to prod):

```
# .env.local
QUOTES_DB_URL=postgres://quotes_app@localhost:5432/quotes_dev
DEBUG=1
```

## Pricing
@@S8a@@
- Price = labour hours x crew rate + van days + packing materials + special items
@@D7b@@
@@N6a@@
- Pianos and safes are priced as special items too; safes over 200 kg need a survey revisit
- Long-carry charge when the van can't park within 20 m of the door
@@D4b@@

## Money
@@V2a@@
@@R9a@@
- Accepted quotes are pushed to Xero as draft invoices
- Commercial moves are invoiced on 30-day terms instead of a deposit

## Email
@@R3a@@
- Quote follow-up reminder after 5 days if the customer hasn't opened the PDF
""")

r("reference_surveyapp.md", "surveyapp", "surveyapp: home surveys on tablets, video surveys, inventory and photos", "reference",
  "surveyapp", "survey tablets, video surveys, inventory", """
# surveyapp

Tablet app + API the surveyors use to build the inventory that quotebuilder prices.

## Mobile
@@A3a@@
@@R1a@@
@@D9b@@
@@N5a@@
@@D3b@@
- Each item gets a cubic-feet default from the item catalogue; surveyors can override it

## Surveys
@@NS4b@@
@@F4a@@
@@V4a@@
- Survey notes field is free text; access problems (stairs, parking, lifts) go in there
@@F8a@@

## API
- Django REST API, repo `ops/surveyapp-api`
@@O6a@@
@@V8b@@
@@S2a@@
@@R6a@@
- Errors: Sentry project `surveyapp-mobile` for the tablets, `surveyapp-api` for the API
""")

r("reference_crewplan.md", "crewplan", "crewplan: crew and van scheduling, shifts, drive times, crew app", "reference",
  "crewplan", "crew and van scheduling", """
# crewplan

Go service that turns booked jobs into crew and van allocations per depot per day, plus the crew PWA.

## Code and runtime
@@V6b@@
@@S7a@@
@@A7a@@
@@R4a@@
@@D8b@@
- Job queue: Redis (see dev-setup note for the host)

## Scheduling rules
@@NS8b@@
@@F2a@@
@@R8a@@
@@N10a@@
- A van is never double-booked on the same day, even for a short second job

| Rule | Limit |
|---|---|
@@V9a@@
| Min rest between shifts | 11 h |
| Max jobs per crew per day | 2 |
""")

r("reference_fleet.md", "fleet", "fleet: vans, load volumes, servicing, telematics, fleetsync", "reference",
  "Fleet", "vans, servicing, telematics", """
# Fleet

Gareth Lloyd runs the fleet. 31 vehicles across the four depots.

## Vehicles
@@V3a@@
@@O3a@@
- Transit Customs for small moves and packing-material drops
@@D2b@@

## Upkeep
@@F6a@@
- MOTs are booked by fleetsync four weeks before the due date
@@S3a@@
@@N4b@@

## fleetsync
- Small Go service that reads MOT and service dates and opens reminders
- fleetsync (MOT/service reminder service): Go 1.22, runs as a CronJob on k3s
""")

r("reference_sitstore.md", "sitstore", "sitstore: storage-in-transit containers, scanners, warehouse bays, storage billing", "reference",
  "sitstore", "storage-in-transit containers and scanners", """
# sitstore

Tracks storage-in-transit (SIT): customer goods held in our warehouses between collection and delivery.

## Containers
@@A6a@@
@@N2a@@
@@D6b@@
- Each container has a barcode label on two sides; the bay is recorded on every scan

| Warehouse | Capacity | Layout |
|---|---|---|
@@O10a@@
| Cardiff (Wentloog) | 180 containers | bays A-C |

## Billing
@@V5a@@
@@F3a@@
- Access visits (customer wants something from their container) cost a flat fee and need 48 h notice

## Tech
@@S6a@@
@@R7a@@
@@O2a@@
- Errors: Sentry project `sitstore`
- Runs on k3s, namespace `sit`
""")

r("reference_claimsdesk.md", "claimsdesk", "claimsdesk: damage and loss claims, insurance cover, assessors, payouts", "reference",
  "claimsdesk", "damage claims and insurance cover", """
# claimsdesk

Web form + back office for damage and loss claims. Jo Bamford handles claims; Marta maintains the app.

## Cover
- Goods-in-transit insurance comes in two levels, Standard and Premium Cover
@@A4a@@
@@O8a@@
@@N9b@@

## Process
@@V7a@@
@@N3a@@
- Claims over £2,000 are referred to the underwriter
@@F7a@@
@@O9a@@

## App
@@O5a@@
@@R5a@@
@@V10b@@

The ingress config carries the matching body limit (noise):

```nginx
client_max_body_size 16m;
proxy_read_timeout 60s;
```
""")

r("reference_infra.md", "infra", "infra: k3s, CI, deploys, backups, secrets, paging, SMS", "reference",
  "Infra", "cluster, CI, deploys, backups, secrets", """
# Infra

- k3s cluster: three nodes at Hetzner (Falkenstein), Traefik ingress
@@F9a@@
@@R2a@@
@@F1a@@
@@A10a@@
@@S10a@@
@@F5a@@
@@NS2b@@
- Grafana + Loki for logs and dashboards, `grafana.haldenpryce.internal`
- DNS at Cloudflare; office broadband at each depot is separate and not ours to fix
""")

r("reference_depots.md", "depots", "depots: four sites, opening hours, yards, warehouses", "reference",
  "Depots", "sites, hours, yards", """
# Depots

@@O4a@@
- Reading (Theale): yard for 6 vans, opens 07:00
@@A9a@@
@@A1a@@
- Exeter (Marsh Barton): opens 07:00, warehouse opened in October
- Bristol and Cardiff open 07:00 and 06:30 respectively; every depot closes at 18:00 except Saturdays (14:00)
""")

r("reference_glossary.md", "glossary", "glossary: removals jargon used in tickets and memories", "reference",
  "Glossary", "removals jargon", """
# Glossary

- SIT: storage-in-transit
- GIT: goods-in-transit insurance
- Pack day: the day before move day when packers box everything up
- Crew lead: the driver in charge of a job; signs the delivery sheet with the customer
- Long carry: van parked more than 20 m from the door
- Shuttle: a small van ferrying goods when the big van can't get down the street
""")

r("reference_repos.md", "repos", "repos: where each system's code lives", "reference",
  "Repos", "code locations", """
# Repos

- `ops/quotebuilder`: pricing, quotes, deposits
- `ops/surveyapp` (mobile) and `ops/surveyapp-api`
- `ops/crewplan`: scheduling service + crew PWA
- `ops/sitstore`, `ops/claimsdesk`, `ops/fleetsync`
- `ops/deploy`: Kubernetes manifests and Argo CD apps
""")

r("reference_contacts.md", "contacts", "Who to ask about what at Halden & Pryce", "reference",
  "Contacts", "who to ask", """
# Contacts

- Marta Kowalczyk: head of ops tech, owns quotebuilder and claimsdesk
- Dev Sharma: developer, crewplan and sitstore
- Gareth Lloyd: fleet manager
- Jo Bamford: claims handler
- Priya Lane: Exeter depot manager; Huw Evans: Cardiff depot manager
- Ollie Baines: contractor, helped on crewplan over the summer
""")

r("reference_runbooks.md", "runbooks", "Where the runbooks live and which ones are current", "reference",
  "Runbooks", "runbook locations", """
# Runbooks

- Runbooks live in the `ops/deploy` repo under `runbooks/`
- `restore-postgres.md` was rewritten after the 2025 restore drill
- `sitstore-scanner-reset.md` covers re-enrolling a handheld
- Anything not in `runbooks/` is probably out of date
""")

r("user_profile.md", "user-profile", "Marta: head of ops tech at Halden & Pryce, Go/Python, terse", "user",
  "User profile", "Marta, head of ops tech", """
# Marta Kowalczyk

- Head of ops tech at Halden & Pryce Removals; team of two (Dev Sharma, plus contractors)
- Writes Go and Python; comfortable with Kubernetes, less so with React Native
@@R10a@@
@@A8a@@
- Based at Avonmouth; in the office Tuesday to Thursday
""")

r("feedback_prod_migrations.md", "prod-migrations", "Production DB migrations only from the release pipeline", "feedback",
  "Prod migrations", "only via the pipeline", """
@@N1a@@

**Why:** in March a laptop with a stale branch applied a half-finished migration and locked the quotes table for 20 minutes on a Monday morning.

**How to apply:** migrations run as a step of the deploy pipeline. If one has to be run by hand, do it from the jump box with Marta watching.
""")

r("feedback_customer_contact.md", "customer-contact", "How customers are contacted before move day", "feedback",
  "Customer contact", "contact before move day", """
@@N7a@@

**Why:** the most common complaint in 2025 was "nobody told us when the van would come".

**How to apply:** the message template lives in quotebuilder under `templates/sms/`; keep it under 160 characters.
""")

r("feedback_crewplan_tests.md", "crewplan-tests", "Testing expectations for crewplan changes", "feedback",
  "crewplan tests", "testing before push", """
@@N8a@@

**Why:** a scheduling change once passed the unit tests and broke the depot overlap check, which only the integration tests cover.

**How to apply:** `make test-all` in the crewplan repo.
""")

r("feedback_commit_style.md", "commit-style", "Commit message conventions", "feedback",
  "Commit style", "commit messages", """
@@F10a@@

No emoji, no Co-Authored-By trailer. Marta reads `git log --oneline` when writing the release notes.
""")

r("feedback_git_safety.md", "git-safety", "Destructive git operations", "feedback",
  "Git safety", "destructive git operations", """
@@A5a@@

**Why:** a force-push in 2025 wiped two days of sitstore work that existed only on the remote.

**How to apply:** rebase your own feature branch as much as you like; shared branches are append-only.
""")

r("feedback_escalation.md", "escalation", "Who gets which kind of problem", "feedback",
  "Escalation", "who gets which problem", """
@@NS2a@@

Crews phone the depot first; the depot calls Gareth, who sorts recovery and a replacement van.
Software problems during a move (crew app down, quotes not loading) go to the on-call engineer.
""")

r("feedback_merge_style.md", "merge-style", "How PRs are merged", "feedback",
  "Merge style", "how PRs land on main", """
@@NS3a@@

**Why:** main's history is read by people who aren't developers (depot managers read the release notes).

**How to apply:** use the "Squash and merge" button, edit the title if it's unclear.
""")

r("feedback_friday_deploys.md", "friday-deploys", "Friday afternoon deploy freeze", "feedback",
  "Friday deploys", "deploy freeze", """
@@NS6a@@

**Why:** Saturday is the busiest move day; nobody wants to debug quotes on a Friday evening.
""")

r("feedback_paging.md", "paging", "What is worth waking someone up for", "feedback",
  "Paging", "what pages at night", """
@@NS9a@@

Scanner errors show up in the morning dashboard; the warehouse team checks them at 07:30.
""")

r("feedback_no_emoji.md", "no-emoji", "No emoji anywhere", "feedback",
  "No emoji", "plain text only", """
No emoji in code, commits, SMS templates or replies.

**Why:** the SMS gateway charges double for unicode messages, and Marta dislikes them anyway.
""")

r("feedback_pii_in_logs.md", "pii-in-logs", "Customer addresses and phone numbers must not be logged", "feedback",
  "PII in logs", "no customer data in logs", """
Never log customer addresses, phone numbers or inventory notes at info level.

**Why:** Loki is readable by every depot manager, and inventory notes sometimes mention health conditions.

**How to apply:** log the job reference (`HP-26-xxxx`) and look the rest up.
""")

r("feedback_plan_first.md", "plan-first", "Write a plan before multi-file changes", "feedback",
  "Plan first", "plan before big changes", """
For changes touching more than three files, write the plan into the PR description first and wait for a thumbs-up.

**Why:** two big refactors in crewplan had to be unpicked because the approach was wrong from the start.
""")

r("feedback_sql_readonly.md", "sql-readonly", "Use the read-only DB role for ad-hoc queries", "feedback",
  "Read-only SQL", "ad-hoc queries", """
Use the `reporting_ro` role for any ad-hoc query against production, even a quick count.

**How to apply:** `psql service=quotes-ro`; the write role's password is only in the deploy pipeline.
""")

r("project_exeter_warehouse.md", "exeter-warehouse", "Exeter warehouse opening, October 2026", "project",
  "Exeter warehouse", "opening in October", """
Exeter's warehouse opened in October 2026. sitstore got a third warehouse code (`EXE`) and the bay map was added by Priya Lane.

- Racking went in over September; the mezzanine is still unfinished
- Exeter storage jobs no longer go up to Bristol
""")

r("project_customer_portal.md", "customer-portal", "Customer portal: quote acceptance, documents, move status", "project",
  "Customer portal", "what customers can do online", """
Customer portal went live in July after a beta.

- Customers can accept a quote, pay the deposit, download the inventory PDF and see the move status
- Login is by magic link to the email on the quote
- Next: let customers book storage access visits online
""")

r("project_crewplan_v2.md", "crewplan-v2", "crewplan v2: multi-depot jobs and shared crews", "project",
  "crewplan v2", "multi-depot scheduling", """
crewplan v2 lets one job use crews from two depots (long-distance moves meeting halfway).

- Target: before the 2027 spring rush
- Open question: which depot's overtime budget pays for a shared crew
""")

r("project_quote_pdf_redesign.md", "quote-pdf-redesign", "Quote PDF redesign for clearer pricing", "project",
  "Quote PDF redesign", "clearer quote PDFs", """
The quote PDF is being redesigned so the price breakdown fits on page one.

- Dev owns it; WeasyPrint templates in `quotebuilder/templates/pdf/`
- The surcharge lines move into a small table under the total
""")

r("project_van_count_rounding.md", "van-count-rounding", "HP-231: van count suggestion rounds the wrong way", "project",
  "Van count rounding", "HP-231 bug", """
HP-231: surveyapp suggested one van for jobs just over one van's volume because the division was floored.

- Fixed in surveyapp-api by rounding up and adding a 10% margin
- Surveyors can still override the suggestion
""")

r("project_claims_backlog.md", "claims-backlog", "Claims backlog after the summer peak", "project",
  "Claims backlog", "summer peak backlog", """
After the August peak Jo had 60-odd open claims. Plan agreed on 2026-09-15:

- A weekly claims review on Mondays with Marta and the depot managers
- Assessor visits batched by area
- Backlog was under 20 by the end of October
""")

r("project_surveyapp_3_0.md", "surveyapp-3-0", "surveyapp 3.0 release in October", "project",
  "surveyapp 3.0", "October tablet release", """
surveyapp 3.0 shipped in October with the new room-by-room flow and the item catalogue refresh.

- The older tablets were retired at the same time
- Room templates are now per depot, so Cardiff's Victorian terraces get their own defaults
""")

r("project_xero_integration.md", "xero-integration", "Accepted quotes flow into Xero", "project",
  "Xero integration", "quotes into Xero", """
Accepted quotes become draft invoices in Xero; finance approves them.

- Tracking categories: depot and move type
- Storage invoices come from sitstore separately and use the same contact records
""")
