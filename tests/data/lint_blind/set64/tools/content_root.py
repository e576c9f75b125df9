# Root Claude Code auto-memory files: path -> (name, description, type, title, hook, body)
# FLAT marks descriptions written with an unquoted ": " on purpose.
FLAT = {"reference_infra.md", "reference_familylink.md", "project_council_contract.md"}
R = {}
def r(path, name, desc, typ, title, hook, body): R[path] = (name, desc, typ, title, hook, body)

r("reference_rotawise.md", "rotawise-overview", "What rotawise is, its stack, rota rules and the alerts it sends", "reference",
  "rotawise overview", "visit scheduling app: stack, rota rules, alerts", """# rotawise

Visit scheduling and the carers' rota for all four branches. Django app, repo `hearthside/rotawise`.
Owner: Dev Patel. Main users are the branch coordinators.

## Stack
@@O6a@@
- Celery for background jobs, beat for the nightly rota checks
@@V6a@@
- Frontend is server-rendered templates plus htmx, no SPA
- `uv sync` then `make dev`; the dev server comes up on localhost

## Rota rules
@@F10b@@
@@D5b@@
@@N10a@@
@@F2a@@
- A carer can't be booked for more than 10 hours of visits in one day
- Changes after publishing send a push to the carers affected
@@S2b@@

## Alerts and messages
@@V5a@@
@@R5a@@
@@O2b@@
- Unassigned visits show in red on the coordinator board
""")

r("reference_medsheet.md", "medsheet-overview", "medsheet (eMAR) stack, API versions and recording rules", "reference",
  "medsheet overview", "eMAR service: stack, API, recording rules", """# medsheet (eMAR)

Electronic medication administration records. NestJS API plus a React admin, repo `hearthside/medsheet`.
Shared ownership (Dev and Sian); Marta signs off anything that changes what carers record.

## Stack
@@D7b@@
@@O4a@@
@@V1a@@
@@R8a@@
@@R4a@@
@@A1a@@
- Prod: https://meds.hearthside.care

## API
@@S8b@@
- v2 uses the same session tokens as visitapp; scopes are per branch

## Recording rules
@@N2a@@
@@N4b@@
@@A10a@@
@@F3a@@
@@V7a@@
- Refused doses are recorded with a reason code and the coordinator sees them at the end of the round
""")

r("reference_planbook.md", "planbook-overview", "planbook (care plans and risk assessments): stack and care plan rules", "reference",
  "planbook overview", "care plans app: stack, review and retention rules", """# planbook

Care plans and risk assessments. Rails app, repo `hearthside/planbook`. Owner: Sian Hughes.

## Stack
@@V4a@@
@@A3a@@
- Sidekiq for jobs, Redis at `redis-plans.hearthside.internal:6379`
- Sidekiq runs 5 threads per process
@@S4a@@

## Care plans
@@D3b@@
@@V8a@@
@@F9a@@
- Each plan has a named key worker and a named reviewer
- Risk assessments (falls, moving and handling, skin integrity) hang off the plan
""")

r("reference_milestone.md", "milestone-overview", "milestone (mileage and expenses): stack and claim rules", "reference",
  "milestone overview", "mileage and expenses service: stack, claim rules", """# milestone

Mileage and expenses for carers. Go service, repo `hearthside/milestone`. Owner: Dev Patel;
finance contact is Kev Lyons.

## Stack
- Go 1.24, chi router
@@O1a@@
@@R7a@@
@@R2a@@
@@R10a@@

## Rules
@@V3a@@
@@N6a@@
@@A6a@@
@@S9b@@
@@V10a@@
- Parking at hospital visits is claimable with a receipt photo
""")

r("reference_visitapp.md", "visitapp-overview", "The carers' phone app: build setup, sign-in and how visits work", "reference",
  "visitapp overview", "carer phone app: build, sign-in, visits", """# visitapp

The carers' phone app: today's visits, check-in/out, tasks, MAR, notes. Expo / React Native,
repo `hearthside/visitapp`.

## Build
@@R1a@@
@@F4a@@
@@A7a@@
@@O5a@@
- iOS 16 or newer (only a handful of carers are on iPhones)

## Sign-in
@@S6a@@
- Sessions are tied to the device; a new phone means the coordinator re-approves it

## Visits
@@D1b@@
@@V2a@@
@@N3a@@
@@V9a@@
- Tasks come from the care plan in planbook; the carer ticks each one off or gives a reason
""")

r("reference_familylink.md", "familylink-overview", "familylink: the family portal, setup and what families can see", "reference",
  "familylink overview", "family portal: setup, what families see", """# familylink

Family portal. Relatives log in to see upcoming visits and the notes they're allowed to see, and to
message the office.

## Setup
- Next.js 15 on Vercel; reads from rotawise and from medsheet `/api/v2`
@@R3a@@
@@O7a@@
@@O8a@@

## What families see
@@N7a@@
@@NS5a@@
@@NS9a@@
- Invites are sent by the coordinator once the client (or their attorney) agrees
""")

r("reference_infra.md", "infra", "AWS setup: where each service runs, environments, security, logging", "reference",
  "Infrastructure", "AWS account layout, environments, security, logs", """# Infrastructure

AWS account `hearthside-prod` (eu-west-2), Terraform in `hearthside/infra`. Marta and Dev have admin.

## Services
@@R6b@@
@@D2b@@
- planbook: ECS Fargate services `planbook-web` and `planbook-sidekiq`
- milestone: a single ECS task behind the internal ALB
@@F1b@@
@@F5b@@

## Environments
@@N9a@@
- Staging lives in a separate account, `hearthside-staging`

## Security
@@F8a@@
@@S7b@@
- Office laptops are Intune-managed with disk encryption on

## Logging and monitoring
@@S5b@@
- One Grafana dashboard per service; alert rules live in `infra/alerts/`
""")

r("reference_branches.md", "branches", "The four branches: contacts, size and local quirks", "reference",
  "Branches", "branch contacts, sizes, local quirks", """# Branches

| Branch | Code | Lead coordinator | Office phone |
|---|---|---|---|
@@O3a@@
| Great Yarmouth | GYA | Paul Denny | 01493 555 118 |
| King's Lynn | KLN | Tasha Green | 01553 555 402 |
| Thetford | THT | Becky Shaw | 01842 555 077 |

## Norwich
@@O9a@@
- Covers the city and the Broads villages

## Great Yarmouth
@@D9b@@
- Most visits are within 6 miles of the office

## King's Lynn
@@D6a@@
- 17 carers, 2 coordinators

## Thetford
@@A9a@@
@@N8a@@
""")

r("reference_people.md", "people", "Who is who in the office and the dev team", "reference",
  "People", "who does what", """# People

- Marta Kowalczyk: head of digital, my main contact; approves anything touching medication records
- Dev Patel: developer, owns rotawise and milestone
- Sian Hughes: developer, owns planbook
- Joanne Briggs: registered manager (CQC), signs off care plans and policy changes
- Kev Lyons: finance and payroll
- Leanne Fox, Paul Denny, Tasha Green, Becky Shaw: branch lead coordinators
""")

r("reference_glossary.md", "glossary", "Care terms that show up in tickets and code", "reference",
  "Glossary", "care-sector terms used in tickets", """# Glossary

- MAR: medication administration record; one row per dose slot
- PRN: "as needed" medication
- Double-up: a visit that needs two carers (usually hoist transfers)
- Call: a visit; "lunch call", "tuck-in call"
- EVV: electronic visit verification, the check-in/out evidence the council asks for
- Package: the hours of care a commissioner has agreed for a client
""")

r("reference_repos.md", "repos", "Repositories and what lives where", "reference",
  "Repositories", "repo list", """# Repositories

All under the `hearthside` GitHub organisation:
- `rotawise`, `medsheet`, `planbook`, `milestone`, `visitapp`, `familylink`
- `infra` (Terraform), `cqc-returns` (scripts for the quarterly returns)
- `design` (Figma exports and copy decks, no code)
""")

r("user_marta.md", "marta-profile", "Marta, head of digital: background and how she likes to work", "user",
  "Marta (head of digital)", "background, how she works", """Marta Kowalczyk is head of digital at Hearthside Home Care. Former NHS trust analyst, reads Python and
SQL comfortably, less at home in TypeScript.

- Prefers a short summary first, detail after
- Wants anything that changes what carers see on their phone explained in plain English for Joanne
- Usually reviews PRs in the morning before 10:00
""")

r("user_dev.md", "dev-profile", "Dev, the developer I pair with most", "user",
  "Dev (developer)", "background and preferences", """Dev Patel has been at Hearthside since 2024. Strong in Django and Go, writes most of the tests.

- Likes small PRs, one concern each
- Runs Linux, uses the devcontainer for planbook because Ruby setup on his laptop is painful
""")

r("feedback_planbook_prs.md", "planbook-prs", "How planbook PRs get merged", "feedback",
  "planbook PRs", "merge strategy for planbook", """@@R9a@@

**Why:** Sian bisects often when care plan PDFs come out wrong, and small commits help.

**How to apply:** before opening a PR on planbook, squash fixups locally with `git rebase -i`.
""")

r("feedback_medsheet_git.md", "medsheet-git", "Git habits for medsheet (audit trail)", "feedback",
  "medsheet git habits", "commit and merge rules for the eMAR repo", """@@N1a@@

**Why:** the CQC inspector asked last year how a change to dose rounding got in; Marta answered from
the commit history.

**How to apply:** reference the ticket in every commit message in medsheet.
""")

r("feedback_rotawise_workflow.md", "rotawise-workflow", "Branching rules on rotawise", "feedback",
  "rotawise workflow", "how changes reach main", """@@N5a@@

**Why:** a "harmless" template fix once broke the coordinator board on a Monday morning.

**How to apply:** branch names `dev/<ticket>-<slug>`; Dev reviews within the day.
""")

r("feedback_copy_style.md", "copy-style", "Language and tone for anything carers or families read", "feedback",
  "Copy style", "spelling and tone for user-facing text", """@@F7a@@

Keep sentences short; many carers read in English as a second language.

**Why:** Marta corrected "color" and "center" twice in visitapp strings.
""")

r("feedback_migrations.md", "migrations", "Care needed around database migrations", "feedback",
  "Migrations", "ask first on shared environments", """@@A4a@@

Locally, run whatever you like.

**Why:** a staging migration once locked the visits table while the council's auditor was demoing.
""")

r("feedback_deploys.md", "deploys", "When not to deploy", "feedback",
  "Deploys", "deploy timing rules", """@@A8a@@

Also avoid the 07:00–10:00 window on weekdays when most medication rounds happen; prefer lunchtime.

**Why:** nobody is around on Friday evening to roll back, and carers work all weekend.
""")

r("feedback_rota_optimiser.md", "rota-optimiser", "Safety rule for the rota optimiser", "feedback",
  "Rota optimiser", "where the optimiser may run", """@@NS4a@@

**Why:** in April it reshuffled a live week and forty carers got "your rota changed" pushes at 23:00.
""")

r("feedback_planbook_tests.md", "planbook-tests", "Testing conventions in planbook", "feedback",
  "planbook tests", "what to mock and what not", """@@NS8a@@

**Why:** a mocked schema hid a missing index that later timed out the review list.

**How to apply:** `docker compose up db` before `bin/rspec`.
""")

r("feedback_commit_messages.md", "commit-messages", "How I should write commit messages", "feedback",
  "Commit messages", "format for commits", """Imperative subject under 70 characters, ticket key in brackets at the end, e.g.
`Add PRN reason picker [MED-212]`.

No emoji, no co-author trailer.
""")

r("feedback_reply_style.md", "reply-style", "How to answer Marta in chat", "feedback",
  "Reply style", "short answers, plain English", """Answer first, reasoning after. No tables for one or two facts. If something touches care
practice rather than code, say so and suggest checking with Joanne.
""")

r("feedback_real_data.md", "real-data", "Never paste client data into prompts, fixtures or tickets", "feedback",
  "No real client data", "personal data handling", """Never copy client names, NHS numbers or addresses into test fixtures, tickets or chat; use the
factories in each repo.

**Why:** UK GDPR and the DSPT toolkit; Hearthside had a near miss in 2025.
""")

r("project_medication_policy.md", "medication-policy", "Medication policy points the apps must respect", "project",
  "Medication policy", "policy rules behind medsheet behaviour", """Points from the medication policy (v7, signed by Joanne) that the code has to respect:

@@A2a@@
- Carers only give medicines from the blister pack or the original box
- Covert medication needs a best-interests record in planbook before it appears on the MAR
""")

r("project_safeguarding_alerts.md", "safeguarding-alerts", "How safeguarding alerts are routed", "project",
  "Safeguarding alerts", "routing of safeguarding concerns from the app", """Carers can raise a safeguarding concern from the visit screen (added in visitapp 2.6).

@@NS3a@@
- The alert creates a task in rotawise for the duty manager and emails the registered manager
- Follow-up is recorded in planbook against the client
""")

r("project_care_plan_signoff.md", "care-plan-signoff", "Who can sign off care plans", "project",
  "Care plan sign-off", "approval rules for care plans", """@@NS10a@@

planbook enforces this with the `registered_manager` role; nobody else has the sign-off button.
Reviewers (usually the key worker) can prepare a draft for her.
""")

r("project_thetford_rollout.md", "thetford-rollout", "Opening the Thetford branch: what was needed in each app", "project",
  "Thetford rollout", "checklist from the new branch opening", """Checklist from the new branch opening:

- New branch code THT added to medsheet, milestone and the council invoicing export
- NFC tags ordered for every Thetford client
- Carers transferring from Norwich kept their staff numbers
""")

r("project_council_contract.md", "council-contract", "Council contract: what it asks of the apps (visit verification, invoicing)", "project",
  "Council contract", "what the framework contract requires", """Hearthside is on the Norfolk home support framework (lots east and west).

- Every invoiced visit needs check-in and check-out evidence
- Visits that run under 75% of their booked time are queried by the council
- Contract review meeting every quarter with the commissioning team
""")

r("project_cqc_inspection.md", "cqc-inspection", "Preparing evidence for the next CQC inspection", "project",
  "CQC inspection prep", "evidence the apps need to produce", """Next inspection for Norwich expected early 2027. Joanne keeps the evidence folder in SharePoint.

- Export of medication errors per quarter (from medsheet)
- Care plan review dates for every client (from planbook)
- Late and missed visits per month (from rotawise)
""")

r("project_visitapp_28.md", "visitapp-2-8", "What went into the visitapp 2.8 release", "project",
  "visitapp 2.8", "release scope", """visitapp 2.8 shipped in September 2026.

- New sign-in flow
- Task list grouped by room
- Bigger tap targets on the MAR screen after feedback from older carers
""")

r("project_mileage_audit.md", "mileage-audit", "Finance audit of mileage claims, autumn 2026", "project",
  "Mileage audit", "what the auditors flagged", """Finance sampled 60 claims in October 2026.

- Three claims had duplicate journeys on the same day; milestone now warns on duplicates
- Auditors were happy with the postcode-based calculation
""")
