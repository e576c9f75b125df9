# File specs. Body lines "@@KEY@@" are replaced by CL[KEY] (one line; V7b/R2b carry a continuation line after them).
ROOT = []   # (path, name, description, type, title, hook, body)
FACTS = []  # (key, date, category, tags, body)
AUTO = []   # (slug, title, created, tags, body)

def root(path, name, desc, typ, title, hook, body): ROOT.append((path, name, desc, typ, title, hook, body))
def fact(key, date, cat, tags, body): FACTS.append((key, date, cat, tags, body))
def auto(slug, title, created, tags, body): AUTO.append((slug, title, created, tags, body))

# ---------------------------------------------------------------- root
root("reference_tagline.md", "tagline-overview", "tagline: the scaffold inspection app (Android + API), where things live", "reference",
 "tagline overview", "inspection app, API, storage, releases", """
# tagline

Inspection and tagging app used by the inspectors at every depot. Android app (Kotlin) plus an API that
quotebench and handoverpdf read from.

## API
@@F1a@@
@@V1a@@
@@O1a@@
@@R3a@@
- Auth: inspector login (email + PIN), tokens last 12 hours

## Inspections
@@V2a@@
- Inspection types: handover, scheduled, after-alteration, after-adverse-weather
@@A9b@@
@@D1b@@
@@F8a@@
@@V9a@@

## Android app
@@A1a@@
@@D9b@@
- Photos are compressed to 1600px on the long edge before upload
""")

root("reference_yardstock.md", "yardstock-overview", "yardstock - yard inventory of tube, fittings, boards and system scaffold", "reference",
 "yardstock overview", "yard inventory app: stack, DB, scanning", """
# yardstock

Django app that tracks what is in each yard and what is out on which job.

## Stack
@@D7b@@
@@V3a@@
@@O3b@@
@@V10a@@

## Stock
@@F2a@@
@@S2a@@
- Stock going out is booked against a job number from quotebench (`J-` prefix)
- Damaged fittings are moved to the `QUARANTINE` location, never straight to scrap

```
# local run
docker compose up -d test-db
DATABASE_URL=postgres://yardstock@localhost:5433/yardstock ./manage.py runserver 0.0.0.0:8000
```
""")

root("reference_quotebench.md", "quotebench-overview", "quotebench: estimating and quotes for scaffold hire", "reference",
 "quotebench overview", "estimating app: hosting, quotes, rates", """
# quotebench

Rails app the estimators use to price jobs and issue quotes.

- Rails 7.2, Ruby 3.3
@@R6a@@
@@O4b@@

## Quotes
@@F3a@@
@@V4a@@
- Hire is priced in 4-week periods after the first 2 weeks
- Every quote carries the TG20 compliance sheet reference when the design is TG20
@@S3a@@
""")

root("reference_gangsheet.md", "gangsheet-overview", "gangsheet - crew and gang planning, timesheets", "reference",
 "gangsheet overview", "gang planning app: stack, jobs, notifications", """
# gangsheet

Planning tool for the erection and dismantling gangs.

## Stack
@@D4b@@
@@A4a@@
@@O3a@@
@@V8a@@
@@R5a@@

## Planning
@@F4a@@
@@V5a@@
- Each gang has a named chargehand
@@S4a@@
- Timesheets are filled in per gang per day
""")

root("reference_handoverpdf.md", "handoverpdf-overview", "handoverpdf - handover certificate generator", "reference",
 "handoverpdf overview", "certificate service: stack, storage, email", """
# handoverpdf

Small Node service that turns a passed handover inspection into a certificate PDF.

## Stack
- Node 22, TypeScript, Fastify
@@R1a@@
@@S6a@@
@@A5a@@
@@V6a@@

## Delivery
@@R4a@@
@@N6a@@
@@R9a@@

## Certificate content
@@F5a@@
@@NS1a@@
@@D5b@@
- Certificate numbers: `HC-<depot>-<seq>`, e.g. `HC-BRS-01842`
""")

root("reference_infra.md", "infra-overview", "Infra: servers, DNS, CI, backups, monitoring", "reference",
 "Infrastructure", "servers, DNS, CI, backups, monitoring", """
# Infrastructure

@@S1a@@
- Reverse proxy: Caddy on each host
@@F6a@@
@@S9a@@
@@V7a@@
@@R2a@@
@@A10a@@
@@R10a@@

| service | owner | notes |
|---|---|---|
| pg-main | Dev | main Postgres cluster |
| pg-insp | Dev | tagline database |
| ci runners | Megan | 2 runners, 4 vCPU each |
""")

root("reference_depots.md", "depots", "Depots: codes, yards, who covers what", "reference",
 "Depots", "depot codes, yard hours, coverage", """
# Depots

| code | town | yard | office |
|---|---|---|---|
| BRS | Bristol (Avonmouth) | yes | yes (head office) |
| CDF | Cardiff | yes | yes |
| SWN | Swindon | yes | yes |
| GLC | Gloucester | yes | no |

@@F9a@@
@@D3b@@
@@D6b@@
- CDF and SWN yards open 06:30
@@N10a@@
- SWN keeps the spare tag-holder stock
""")

root("reference_glossary.md", "scaffold-glossary", "Glossary of scaffolding words that show up in the data", "reference",
 "Scaffold glossary", "lift, ledger, transom, TG20 and friends", """
# Glossary

- **Lift**: one working level of a scaffold; "4 lifts" is roughly 8 m
- **Ledger / transom**: horizontal tubes along / across the scaffold
- **TG20**: the NASC guidance for tube-and-fitting scaffolds; a design outside it needs a bespoke design
- **Handover**: first inspection after erection, before the client's trades use it
- **Strike**: dismantling a scaffold
- **Chargehand**: the lead scaffolder on a gang
- **Tag insert**: the card in the scaffold tag holder at each access point
- **Load class**: 1 to 6, from the design; class 3 is the usual general-purpose one
""")

root("user_hannah.md", "hannah-pryce", "Hannah Pryce, head of digital - how she likes to work", "user",
 "Hannah Pryce", "head of digital, preferences", """
Hannah Pryce is head of digital at Keelbrook and owns the roadmap for all five apps.

@@A8a@@
@@NS9a@@
- Prefers decisions written up as a short note with options, not a chat thread
""")

root("user_dev.md", "dev-rao", "Dev Rao, backend developer", "user",
 "Dev Rao", "backend developer, tooling", """
Dev Rao is the backend developer: yardstock, the tagline API and the databases.

@@R8a@@
- Likes small PRs and reviews the same day if tagged before 15:00
""")

root("user_megan.md", "megan-lloyd", "Megan Lloyd, developer and ops", "user",
 "Megan Lloyd", "developer, releases, rota", """
@@F10a@@

She also runs the CI runners and the depot phone fleet (MDM). Works Tuesday to Friday.
""")

root("feedback_git_workflow.md", "git-workflow", "Per-repo merge rules and commit style", "feedback",
 "Git workflow", "merge rules per repo, commit style", """
Merge rules differ per repo; check before merging anything.

@@N1a@@
@@R7a@@
@@F7a@@

**Why:** Hannah got burned by a squash that hid which commit changed an inspection rule.
**How to apply:** look at the repo name before choosing the merge button.
""")

root("feedback_testing.md", "testing-yardstock", "How to test yardstock", "feedback",
 "Testing yardstock", "test DB, not mocks", """
@@N8a@@

**Why:** a mocked test passed while a real migration broke the stock-out view in January.
**How to apply:** `docker compose up -d test-db` before `pytest`.
""")

root("feedback_client_copy.md", "client-copy", "Spelling and tone for anything a client reads", "feedback",
 "Client-facing copy", "spelling and tone", """
@@A3a@@

Tone: plain and short. No exclamation marks on certificates.
""")

root("feedback_deploys.md", "deploy-rules", "When and how to push and deploy", "feedback",
 "Deploy rules", "push and deploy rules", """
@@N4a@@
@@N9a@@
@@A6a@@

**Why:** the yard scans stock out from 06:00 and a locked table stops the lorries.
""")

root("feedback_generated_pdf.md", "generated-pdf", "quotebench PDF folders - what not to touch", "feedback",
 "quotebench PDF folders", "generated folder is rebuilt", """
@@NS6a@@

**Why:** an edit to a generated partial was silently overwritten in March.
""")

root("feedback_pr_scope.md", "pr-scope", "Keep migrations out of mixed PRs", "feedback",
 "PR scope", "migrations in their own PR", """
@@NS4a@@

**Why:** a rollback of a mixed PR left the schema ahead of the code.
""")

root("feedback_security.md", "security-rules", "Handling inspector data and sign-off rules", "feedback",
 "Security and sign-off", "inspector data, card numbers", """
@@NS8a@@
@@A9a@@
- Inspector PINs are hashed (argon2); never log them
""")

root("project_tagline_offline.md", "tagline-offline", "Offline inspections in tagline", "project",
 "tagline offline mode", "offline inspections, sync", """
@@N7a@@
Conflicts (two inspectors on the same scaffold) keep both records and flag them for the depot supervisor.
""")

root("project_inspection_records.md", "inspection-record-policy", "Why inspection records are kept forever", "project",
 "Inspection record policy", "retention and corrections", """
@@N2a@@

**Why:** the records are evidence if there is ever an incident on a scaffold; HSE may ask for them.
""")

root("project_accdb_import.md", "accdb-import", "Import of the old Access inspection database into tagline", "project",
 "Access DB import", "legacy inspection data", """
All 2015-2025 inspection records were imported into tagline (as `legacy` inspections).

@@S5b@@
The file stays on the shared drive for reference only.
""")

root("project_api_v2.md", "tagline-api-v2", "tagline API v2 rollout", "project",
 "tagline API v2", "API versioning", """
@@S8b@@
v2 uses scaffold UUIDs instead of the depot-prefixed integer IDs.
""")

root("project_payroll.md", "payroll-change", "Payroll system change", "project",
 "Payroll change", "payroll system", """
@@S7b@@
gangsheet pushes approved timesheets to Xero Payroll through the API on Monday mornings.
""")

root("project_escalation.md", "alert-escalation", "Who gets which alert", "project",
 "Alert escalation", "alert routing", """
@@NS2a@@
The contracts manager decides whether to close the scaffold; on-call can't do anything about a failed tie test.
""")

root("project_survey_policy.md", "survey-policy", "When a site survey is needed before quoting", "project",
 "Survey policy", "site surveys before quotes", """
@@NS5a@@
Surveys are booked in quotebench and show up in the estimator's calendar.
""")

root("project_gloucester_setup.md", "gloucester-setup", "Setting up the new Gloucester yard in the apps", "project",
 "Gloucester setup", "new depot in the apps", """
- Added `GLC` as a depot code in yardstock, gangsheet and tagline
- GLC jobs are quoted by the BRS estimators
- GLC has its own tag insert print run
""")

root("reference_repos.md", "repos", "Where the code lives", "reference",
 "Repositories", "repo list", """
- `git.keelbrook.co.uk/apps/tagline` (Android + API, monorepo)
- `git.keelbrook.co.uk/apps/yardstock`
- `git.keelbrook.co.uk/apps/quotebench`
- `git.keelbrook.co.uk/apps/gangsheet`
- `git.keelbrook.co.uk/apps/handoverpdf`
- `git.keelbrook.co.uk/ops/infra` (Terraform, Compose files)
""")

root("feedback_answer_style.md", "answer-style", "How to answer the team", "feedback",
 "Answer style", "short answers, file paths", """
Answer with the file path and line first, then the explanation. No long preambles.
""")

root("project_stocktake.md", "stocktake", "Quarterly yard stocktake support", "project",
 "Stocktake", "yard stocktake", """
- yardstock has a stocktake mode that freezes stock movements for one yard at a time
- The last stocktake (October) found 212 missing single couplers at SWN
""")

root("reference_contacts.md", "contacts", "People outside the dev team", "reference",
 "Contacts", "contracts managers, supervisors", """
- Contracts manager BRS/GLC: Owen Tranter
- Contracts manager CDF: Sian Morgan
- Contracts manager SWN: Lee Barker
- Yard foreman BRS: Gary Pike
""")

# ---------------------------------------------------------------- facts (remnic)
fact("V1b", "2026-03-12", "fact", ["tagline", "api"], "@@V1b@@\n")
fact("V3b", "2026-09-03", "fact", ["yardstock", "postgres"], "@@V3b@@\n")
fact("V7b", "2026-07-21", "fact", ["infra", "backups"], "@@V7b@@\n`kb-pg-backups` bucket).\n")
fact("V10b", "2026-04-08", "fact", ["yardstock"], "@@V10b@@\n")
fact("R2b", "2026-05-19", "fact", ["ci"], "@@R2b@@\n`.woodpecker/` in each repo.\n")
fact("R3b", "2026-06-30", "fact", ["tagline", "errors"], "@@R3b@@\n")
fact("R5b", "2026-08-11", "fact", ["gangsheet", "queue"], "@@R5b@@\n")
fact("R8b", "2026-02-17", "preference", ["dev", "editor"], "@@R8b@@\n")
fact("R10b", "2026-10-06", "fact", ["monitoring"], "@@R10b@@\n")
fact("N3b", "2026-07-02", "fact", ["quotebench"], "@@N3b@@\n")
fact("N5b", "2026-05-27", "fact", ["gangsheet", "supervisors"], "@@N5b@@\n")
fact("N9b", "2026-03-30", "decision", ["quotebench", "deploys"], "@@N9b@@\n")
fact("S1b", "2026-06-24", "decision", ["infra", "hetzner"], "@@S1b@@\n")
fact("S2b", "2026-04-22", "decision", ["yardstock", "scanning"], "@@S2b@@\n")
fact("S3b", "2026-03-18", "fact", ["quotebench", "rates"], "@@S3b@@\n")
fact("S4b", "2026-08-26", "decision", ["gangsheet", "notifications"], "@@S4b@@\n")
fact("S9b", "2026-10-20", "fact", ["infra", "staging"], "@@S9b@@\n")
fact("S10b", "2026-09-15", "fact", ["on-call"], "@@S10b@@\n")
fact("F1b", "2026-02-04", "fact", ["tagline", "api"], "@@F1b@@\n")
fact("F3b", "2026-01-14", "fact", ["quotebench"], "@@F3b@@\n")
fact("F5b", "2026-07-01", "fact", ["handoverpdf", "design"], "@@F5b@@\n")
fact("F4b", "2026-03-06", "decision", ["gangsheet", "planning"], "@@F4b@@\n")
fact("F6b", "2026-05-06", "preference", ["infra", "dns"], "@@F6b@@\n")
fact("F9b", "2026-08-18", "fact", ["depots", "gloucester"], "@@F9b@@\n")
fact("F10b", "2026-06-09", "fact", ["people", "gangsheet"], "@@F10b@@\n")
fact("O2a", "2026-07-14", "fact", ["handoverpdf", "email"], "@@O2a@@\n")
fact("O5a", "2026-04-15", "fact", ["tagline", "web"], "@@O5a@@\n")
fact("O6a", "2026-02-25", "fact", ["quotebench", "email"], "@@O6a@@\n")
fact("O8a", "2026-09-09", "fact", ["handoverpdf", "hosting"], "@@O8a@@\n")
fact("D2a", "2026-04-01", "fact", ["quotebench", "history"], "@@D2a@@\n")
fact("D4a", "2026-01-20", "fact", ["gangsheet", "history"], "@@D4a@@\n")
fact("D6a", "2026-03-03", "fact", ["depots", "yard"], "@@D6a@@\n")
fact("D8a", "2026-05-12", "fact", ["timesheets", "history"], "@@D8a@@\n")
fact("D10a", "2026-01-09", "fact", ["quotebench", "numbering"], "@@D10a@@\n")
fact("A1b", "2026-07-08", "fact", ["tagline", "android"], "@@A1b@@\n")
fact("A4b", "2026-10-13", "fact", ["gangsheet", "go"], "@@A4b@@\n")
fact("A7b", "2026-02-11", "fact", ["dns"], "@@A7b@@\n")
fact("A8b", "2026-06-16", "preference", ["hannah", "pull-requests"], "@@A8b@@\n")
fact("A10b", "2026-09-22", "decision", ["deploys"], "@@A10b@@\n")
fact("NS3a", "2026-08-04", "decision", ["yardstock", "retention"], "@@NS3a@@\n")
fact("NS7b", "2026-04-28", "fact", ["gangsheet"], "@@NS7b@@\n")
fact("NS10a", "2026-06-02", "decision", ["tagline", "tags"], "@@NS10a@@\n")
# unlabelled facts (noise sharing slot words; checked against the labelled ones)
fact("x01", "2026-01-27", "fact", ["tagline", "android"], "The tagline Android app is built with Gradle 8 and Kotlin 2.0; release builds are signed with the key in the `tagline-release` vault item.\n")
fact("x02", "2026-02-03", "preference", ["hannah"], "Hannah prefers release notes grouped by depot rather than by app.\n")
fact("x03", "2026-03-24", "fact", ["yardstock"], "yardstock's stock-out screen is the one the yard uses most; keep it fast on the old Lenovo tablets.\n")
fact("x04", "2026-04-14", "fact", ["quotebench"], "quotebench's PDF footer shows the company number and the CISRS-accredited statement.\n")
fact("x05", "2026-05-05", "fact", ["gangsheet"], "gangsheet shows the day's gangs on the yard TV at each depot from 05:45.\n")
fact("x06", "2026-06-11", "fact", ["handoverpdf"], "handoverpdf keeps a copy of every issued certificate's JSON input next to the PDF, for reprints.\n")
fact("x07", "2026-07-28", "fact", ["infra"], "Caddy certificates are issued by Let's Encrypt automatically; nothing to renew by hand.\n")
fact("x08", "2026-08-19", "fact", ["depots"], "The Swindon yard has no forklift on Saturdays; loads for Saturday jobs go out on Friday afternoon.\n")
fact("x09", "2026-09-29", "fact", ["tagline", "inspections"], "After adverse weather the supervisor bulk-creates inspections for all live scaffolds in a postcode area.\n")
fact("x10", "2026-10-27", "fact", ["quotebench", "rates"], "A re-issued quote keeps the rates it was priced with; it is not repriced.\n")
fact("x11", "2026-11-03", "preference", ["megan"], "Megan wants MDM changes to depot phones announced in #depots a day ahead.\n")
fact("x12", "2026-11-17", "fact", ["gangsheet", "notifications"], "gangsheet shift messages include the job address and the chargehand's phone number.\n")
fact("x13", "2026-10-01", "fact", ["tagline", "android"], "tagline 4.0 moved the photo step before the checklist so inspectors don't forget the tag photo.\n")
fact("x14", "2026-05-21", "fact", ["yardstock", "stock"], "Boards that fail the yard check are cut down to 8 ft and re-coded, not scrapped.\n")
fact("x15", "2026-11-24", "decision", ["infra"], "Terraform state lives in the `kb-tfstate` bucket with locking.\n")

# ---------------------------------------------------------------- auto notes
auto("tagline-field-guide", "tagline field guide for new inspectors", "2026-09-02", ["tagline", "inspectors"], """
# tagline for new inspectors

## Before you go up
- Check the tag at every access point before climbing
- Log in with your email and PIN; the app remembers you for the shift

## Scheduling
@@V2b@@
After an alteration, log an after-alteration inspection rather than editing the previous one.

## Signal
@@N7b@@
""")
auto("tagline-pilot-retro", "tagline pilot retrospective", "2026-01-16", ["tagline", "history"], """
# What we learned from the pilot

@@D1a@@
- Inspectors wanted bigger buttons (gloves)
- Supervisors wanted the scaffold list sorted by next inspection due
""")
auto("ppe-inspections", "PPE inspections", "2026-03-09", ["ppe", "tagline"], """
@@O7a@@
Pre-use checks are done by the operative each day and are not logged.
""")
auto("tagline-quotebench-webhooks", "tagline -> quotebench webhooks", "2026-06-18", ["tagline", "quotebench", "webhooks"], """
Webhook events: `scaffold.struck`, `scaffold.altered`, `inspection.failed`.

@@V9b@@
Signature header: `X-Tagline-Signature` (HMAC-SHA256 of the body).
""")
auto("tagline-release-notes", "tagline release history", "2026-11-10", ["tagline", "releases"], """
- 3.0 (2026-03): first release to all depots
@@D9a@@
- 3.4 (2026-06): scaffold list sorted by next inspection due
- 4.0 (2026-10): photo step first
""")
auto("tag-inserts", "Tag inserts", "2026-04-20", ["tags", "inspections"], """
@@F8b@@
Inserts are printed per depot; GLC has its own print run.
""")
auto("handover-photo-uploads", "handoverpdf photo uploads", "2026-08-07", ["handoverpdf", "photos"], """
@@V6b@@
Photos over the limit come back as 413 and the inspector sees "photo too large".
""")
auto("quoting-faq", "Quoting FAQ for estimators", "2026-05-14", ["quotebench", "estimators"], """
# Quoting FAQ

**How long is a quote good for?**
@@V4b@@

**Can I quote without a survey?**
@@NS5b@@

**Where do I build it?**
@@D2b@@
""")
auto("gang-planning-notes", "Gang planning notes", "2026-06-25", ["gangsheet", "planning"], """
## Gang size
@@V5b@@

## Double-booking
@@NS7a@@
""")
auto("gangsheet-dev-setup", "gangsheet dev setup", "2026-07-30", ["gangsheet", "dev"], """
```
go test ./...
GANGSHEET_ADDR=:8081 go run ./cmd/gangsheet
```

@@V8b@@
Local dev uses the compose Postgres on 5433.
""")
auto("handoverpdf-dev-setup", "handoverpdf dev setup", "2026-04-03", ["handoverpdf", "dev"], """
@@R1b@@
Then `yarn dev` starts Fastify on 3000 with the templates hot-reloaded.
""")
auto("handoverpdf-email", "handoverpdf certificate email", "2026-09-17", ["handoverpdf", "email"], """
@@R4b@@
Bounces are forwarded to the contracts manager of the depot.
""")
auto("handoverpdf-storage", "Where certificates are kept", "2026-10-09", ["handoverpdf", "storage"], """
@@R9b@@
Links expire after 7 days; the client can ask for a new one.
""")
auto("handoverpdf-delivery", "Certificate delivery", "2026-10-23", ["handoverpdf", "clients"], """
@@N6b@@
The contracts manager is copied in.
""")
auto("handoverpdf-issue-flow", "Certificate issue flow", "2026-05-28", ["handoverpdf", "tagline"], """
1. Inspector passes the handover inspection in tagline
@@NS1b@@
3. The PDF is stored next to its JSON input
""")
auto("handoverpdf-main-branch", "handoverpdf main branch", "2026-02-06", ["handoverpdf", "git"], """
@@N4b@@
""")
auto("handoverpdf-signatures", "Certificate signatures", "2026-07-16", ["handoverpdf", "history"], """
@@D5a@@
Now nothing is scanned.
""")
auto("handoverpdf-rendering", "handoverpdf rendering", "2026-05-20", ["handoverpdf", "pdf"], """
@@S6b@@
Gotenberg runs as a sidecar container on port 3001.
""")
auto("quotebench-hosting", "quotebench hosting", "2026-08-12", ["quotebench", "hosting"], """
@@R6b@@
""")
auto("quotebench-sending", "quotebench sending", "2026-09-01", ["quotebench"], """
@@N3a@@
The Send button is greyed out until the quote is approved.
""")
auto("quotebench-merging", "quotebench merge rule", "2026-07-06", ["quotebench", "git"], """
@@NS4b@@
""")
auto("quotebench-pdf-templates", "quotebench PDF templates", "2026-06-05", ["quotebench", "pdf"], """
@@NS6b@@
They are ERB; run `bin/rails pdf:preview` to check.
""")
auto("quotebench-tagline-integration", "quotebench reading tagline", "2026-02-13", ["quotebench", "tagline"], """
quotebench needs the live scaffold list to bill hire weeks.

@@S8a@@
Auth with the `quotebench` service token.
""")
auto("gangsheet-merging", "gangsheet merging", "2026-09-24", ["gangsheet", "git"], """
@@R7b@@
""")
auto("tagline-contributing", "Contributing to tagline", "2026-08-31", ["tagline", "git"], """
- Branch from `develop`
@@N1b@@
- Android and API changes can go in the same PR
""")
auto("tagline-back-office", "tagline back office", "2026-10-15", ["tagline", "admin"], """
## Corrections
@@N2b@@

## Sign-off
@@NS10b@@
@@NS8b@@
""")
auto("yardstock-tests", "yardstock tests", "2026-03-26", ["yardstock", "testing"], """
@@N8b@@
""")
auto("yardstock-migrations", "yardstock migrations", "2026-06-29", ["yardstock", "migrations"], """
@@A6b@@
""")
auto("yardstock-retention", "yardstock retention", "2026-08-21", ["yardstock", "retention"], """
@@NS3b@@
Stock movement history is kept with it.
""")
auto("yardstock-item-codes", "yardstock item codes", "2026-02-20", ["yardstock", "stock"], """
@@F2b@@
""")
auto("yardstock-history", "yardstock history", "2026-05-08", ["yardstock", "history"], """
@@D7a@@
""")
auto("cardiff-hospital-job", "Cardiff hospital job", "2026-10-02", ["depots", "cardiff"], """
@@N10b@@
""")
auto("gloucester-coverage", "Gloucestershire coverage", "2026-09-04", ["depots", "gloucester"], """
@@D3a@@
""")
auto("yard-gates", "Yard gates", "2026-03-17", ["depots", "yard"], """
@@A2b@@
""")
auto("timesheets", "Timesheet approval", "2026-06-22", ["gangsheet", "timesheets"], """
@@D8b@@
""")
auto("payroll-export", "Payroll export", "2026-01-22", ["payroll", "gangsheet"], """
@@S7a@@
""")
auto("old-inspection-records", "Old inspection records", "2026-01-12", ["tagline", "legacy"], """
@@S5a@@
""")
auto("on-call-notes", "On-call notes", "2026-03-05", ["on-call"], """
@@S10a@@
@@NS2b@@
""")
auto("gangsheet-supervisors", "gangsheet supervisors", "2026-04-16", ["gangsheet", "supervisors"], """
@@N5a@@
""")
auto("client-copy-examples", "Client copy examples", "2026-04-10", ["copy", "clients"], """
@@A3b@@
""")
auto("handoverpdf-archive", "Certificate archive", "2026-03-20", ["handoverpdf", "archive"], """
@@A5b@@
""")
auto("commit-style", "Commit style", "2026-03-11", ["git"], """
@@F7b@@
""")
auto("out-of-hours-calls", "Out-of-hours calls", "2026-06-12", ["on-call", "hannah"], """
@@NS9b@@
""")
# unlabelled auto notes
auto("winter-readiness", "Winter readiness", "2026-11-05", ["depots"], """
- Grit bins refilled at all yards in November
- tagline adverse-weather inspection template reviewed with the inspectors
""")
auto("tg20-designs", "TG20 designs", "2026-04-30", ["quotebench", "design"], """
A job outside TG20 needs a bespoke design from the external engineer before the quote goes out.
""")
auto("phone-fleet", "Depot phone fleet", "2026-02-24", ["mdm", "android"], """
Depot phones are Samsung XCover 6 Pro, enrolled in the MDM by Megan.
""")
auto("quotebench-job-numbers", "Job numbers", "2026-05-25", ["quotebench", "yardstock"], """
An accepted quote becomes a job `J-2026-0412`; yardstock and gangsheet use the job number.
""")
auto("incident-2026-07", "Incident 2026-07-09 pg-main disk", "2026-07-10", ["incident", "postgres"], """
pg-main filled its disk with WAL after a stuck replication slot. Dropped the slot, added an alert on disk use.
""")
auto("yardstock-quarantine", "Quarantine location", "2026-09-12", ["yardstock"], """
Fittings in `QUARANTINE` are checked by the yard foreman every Friday.
""")
auto("gangsheet-reports", "gangsheet reports", "2026-10-29", ["gangsheet", "reports"], """
The weekly utilisation report counts operative-days per depot.
""")

fact("x16", "2026-02-09", "fact", ["tagline"], "tagline scaffold IDs are depot-prefixed integers in v1, e.g. `BRS-10442`.\n")
fact("x17", "2026-03-31", "preference", ["dev"], "Dev wants SQL in PR descriptions whenever a migration touches a table with more than a million rows.\n")
fact("x18", "2026-07-24", "fact", ["depots", "cardiff"], "Cardiff's yard shares its gate with the builders' merchant next door; lorries must be out by 07:30.\n")
fact("x19", "2026-09-30", "fact", ["quotebench", "estimators"], "Estimators attach the survey photos to the quote in quotebench; they are not sent to the client.\n")
auto("scaffold-design-register", "Design register", "2026-08-14", ["design", "quotebench"], """
Bespoke designs are registered with the design number on the quote and on the handover certificate.
""")
auto("yardstock-lorry-loading", "Lorry loading", "2026-10-19", ["yardstock", "yard"], """
Loads are picked from the stock-out list the evening before; the driver scans each bundle onto the lorry.
""")
auto("tagline-supervisor-view", "Supervisor view", "2026-07-03", ["tagline", "supervisors"], """
- Supervisors see all live scaffolds for their depot, sorted by next inspection due
- A failed inspection shows in red until a passed inspection supersedes it
""")
auto("hannah-roadmap-2027", "Roadmap notes for 2027", "2026-11-20", ["roadmap", "hannah"], """
- Client portal for certificates and inspection history
- Replace the yard tablets
""")
auto("yardstock-env", "yardstock environment", "2026-02-18", ["yardstock", "config"], """
## Prod
@@O9a@@
- `DJANGO_SETTINGS_MODULE=yardstock.settings.prod`

## Local
- compose Postgres on 5433
""")
auto("handoverpdf-review", "Reviewing handoverpdf changes", "2026-04-24", ["handoverpdf", "git"], """
Template changes need a screenshot of the rendered certificate in the PR.
@@O10a@@
""")
