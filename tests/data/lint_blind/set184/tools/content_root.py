# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
ROOT = {}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("reference_casebook.md", "casebook",
  "casebook: the commissions system (Django), client records, quotes, deposits, report sign-off",
  "reference", "casebook", "commissions CRM: stack, limits, quality gates, statuses", """
# casebook

Commissions CRM, repo `rootline/casebook`. Everything about a client commission lives here: enquiry,
quote, deposit, research log, report sign-off, balance.

## Stack
@@O5a@@
@@V1a@@
- Redis for sessions and the email outbox (`redis://cache.rootline.internal:6379/2`)
- Static files in the `rootline-static` bucket

## Limits
@@V10a@@
- Research log entries have no length limit; attachments go through the same upload path
- Session timeout: 8 hours (researchers leave it open all day)

## Quality
@@R1a@@
@@R2a@@
- Coverage target 80%, soft; nobody blocks a PR on it

## Commission statuses
enquiry → quoted → accepted → in research → drafting → signed off → delivered → closed

## Integrations
- kitdesk pushes paid kit orders in (see reference_kitdesk.md)
- treeforge renders the report; casebook keeps the final PDF on the commission
""")

r("reference_treeforge.md", "treeforge",
  "treeforge report generator — GEDCOM import, tree layout, PDF output, release process",
  "reference", "treeforge", "report generator: runtime, input, output, process", """
# treeforge

Takes a GEDCOM (or casebook's research-log export) and produces the client report.

## Runtime
@@V5a@@
@@R4a@@
@@O2b@@
@@R6a@@
- Fonts: Source Serif 4 and Source Sans 3, vendored in `fonts/`

## Input
@@F7a@@
- Also reads casebook's JSON export (`casebook export-tree RL-2026-0143`)

## Output
@@O10a@@
- Trees wider than 64 people in one generation are split over several fold-outs

## Process
@@N1a@@
@@O7b@@
@@A3a@@
@@A7a@@
""")

r("reference_kitdesk.md", "kitdesk",
  "kitdesk: DNA kit orders, dispatch, lab submission and results",
  "reference", "kitdesk", "DNA kit shop back end: orders, fulfilment, lab, casebook link", """
# kitdesk

Order and fulfilment service behind the kit shop (`dna.rootline.co.uk`). Repo `rootline/kitdesk`.

## Shop
- Storefront: Shopify; kitdesk receives the `orders/paid` webhook
@@D10b@@
@@D5b@@
@@N4a@@

## Stack
@@R7a@@
@@O2a@@
@@R3a@@

## Fulfilment
@@F2a@@
@@S3a@@
- Each kit barcode is `RLK-` plus 8 digits, printed on the tube and on the return envelope
@@V2a@@

## Lab
@@D1b@@
@@V8a@@
@@NS2a@@
@@N8a@@

## casebook link
@@S7a@@
- Kit customers who later commission research keep the same client ID
""")

r("reference_deskbook.md", "deskbook",
  "deskbook books record-office visits and pre-orders documents for the researchers",
  "reference", "deskbook", "record-office bookings tool: stack, notifications, offices", """
# deskbook

Record-office bookings: seats, reader tickets, documents ordered ahead.

@@F8b@@
@@R5a@@
- One booking = one researcher, one record office, one day

## Notifications
@@V4a@@
@@N6a@@
@@S2a@@
- Cancellations by the record office are flagged red on the dashboard

## Record offices configured
The National Archives (Kew), Borthwick Institute, West Yorkshire Archive Service, Lancashire Archives,
Explore York, North Yorkshire County Record Office (Northallerton).
""")

r("reference_rotaboard.md", "rotaboard",
  "rotaboard — who goes to which archive on which day",
  "reference", "rotaboard", "archive visit rota: planning rules, Kew, day trips", """
# rotaboard

Archive visit rota. Small Go service with SQLite, UI at rota.rootline.co.uk.

## Planning
@@F4a@@
@@V7a@@
- Desk days are the default; archive days are added on top
- Mileage is logged against the rota entry (see project_rotaboard_mileage.md)

## Kew
@@A8a@@
@@N9a@@

## Other offices
- Borthwick, Explore York and Northallerton are day trips from the office
- Lancashire Archives needs an early train; Sunil usually takes it
""")

r("reference_infra.md", "infra",
  "Hosting odds and ends, DNS, backups, monitoring and secrets",
  "reference", "Infrastructure", "DNS, storage, backups, monitoring, secrets", """
# Infrastructure

@@S1a@@
@@A4a@@
- Object storage: Backblaze B2 (`rootline-backups`, `rootline-reports`, `rootline-static`)

## Backups
@@V9a@@
- kitdesk and deskbook databases: the providers' daily snapshots
- Restore drill once a quarter (see auto/backup-restore-drill.md)

## Monitoring
@@S10a@@
- Alerts go to the #alerts Slack channel
""")

r("reference_archives.md", "archives",
  "Record offices we use: access rules, photography, booking quirks",
  "reference", "Record offices", "access rules and quirks per record office", """
# Record offices

## The National Archives (Kew)
- Reader's ticket needed; each researcher renews their own
- Up to a dozen documents can be pre-ordered for a visit

## Borthwick Institute (York)
@@N2a@@
@@NS9a@@
- Pencils only; laptops are fine

## West Yorkshire Archive Service
@@S9a@@
- Wakefield: book a seat in deskbook and order documents ahead

## Lancashire Archives (Preston)
@@NS4a@@
- Closed on Mondays

## Explore York
- City archives by appointment; the local studies shelves need no booking

## North Yorkshire County Record Office (Northallerton)
- Most parish registers are microfilm only; originals are not produced
""")

r("reference_commissions.md", "commissions",
  "How commissions work: packages, intake, money, quality",
  "reference", "Commissions", "packages, intake, deposits and balances, sign-off", """
# Commissions

## Packages
@@V3a@@
- Extended report: see auto/report-packages.md
- Single-question lookups (one certificate, one census entry) are quoted by the hour

## Intake
@@F6b@@
@@D4b@@
@@N7a@@

## Money
@@V6a@@
@@R10a@@
@@N10a@@
@@NS8a@@
@@R9a@@

## Quality
@@F9a@@
@@A1a@@
""")

r("reference_glossary.md", "glossary",
  "Genealogy terms that show up in tickets: BMD, GRO, PRO refs, CARN",
  "reference", "Glossary", "genealogy abbreviations used by the team", """
- BMD: births, marriages and deaths (civil registration, England & Wales from July 1837)
- GRO index: the General Register Office's index; the reference (quarter, district, volume, page) is what you order by
- PRO reference: a TNA catalogue reference such as `RG 11/4471` (1881 census piece)
- CARN: County Archive Research Network ticket, still accepted at some county offices
- MI: monumental inscription
- cM: centimorgans, the unit in DNA match reports
""")

r("reference_people.md", "people",
  "Who is who at Rootline and what they look after",
  "reference", "People", "team members and their areas", """
- Margaret Hollis: founder and research lead
- Daniel Ferreira: developer, part-time; owns casebook, treeforge, kitdesk, deskbook, rotaboard
- Aoife Brennan: researcher; Irish and Scottish records
- Sunil Mehta: researcher; Lancashire and nonconformist records
- Tom Pryce: operations, two days a week; kit packing and the shared inbox
""")

r("reference_repos.md", "repos",
  "Where the code lives",
  "reference", "Repositories", "repo names and what is in each", """
- `rootline/casebook`: commissions CRM
- `rootline/treeforge`: report generator
- `rootline/kitdesk`: DNA kit back end
- `rootline/deskbook`: record-office bookings
- `rootline/rotaboard`: archive rota
- `rootline/fixtures`: fake families for tests (the Ackroyds and the Pennimans)
""")

r("reference_dna_terms.md", "dna-terms",
  "How we read DNA match lists for clients",
  "reference", "DNA match terms", "relationship ranges and match triage vocabulary", """
- We quote relationship ranges from the Shared cM Project, never a single relationship
- Matches under 20 cM are not used as evidence on their own
- "Cluster" means a Leeds-method group of matches that share each other
""")

r("user_daniel.md", "daniel",
  "Daniel, the one developer; how he likes to work",
  "user", "Daniel", "developer profile and working habits", """
Daniel Ferreira, the only developer, part-time (Tuesday to Friday).

@@R8a@@
- Prefers a short plan before anything that touches more than three files
- Reads diffs, not summaries; keep explanations short
- Runs everything on a 2021 MacBook Pro; Docker Desktop for local Postgres
""")

r("user_margaret.md", "margaret",
  "Margaret, research lead and founder; not technical",
  "user", "Margaret", "research lead profile: sign-off, spelling, tone", """
Margaret Hollis founded Rootline in 2019 and leads the research side.

@@A1b@@
@@A6b@@
- Not technical; explain changes in plain English and say what she will see differently
- Cares most about source citations and about not upsetting clients with surprises in a report
""")

r("user_aoife.md", "aoife",
  "Aoife, researcher for Irish and Scottish records",
  "user", "Aoife", "researcher profile", """
- Researcher since 2023; handles Irish civil records and ScotlandsPeople lookups
- Uses casebook daily, treeforge only through the Generate report button
- Wants error messages she can act on, not stack traces
""")

r("feedback_git_history.md", "git-history",
  "How treeforge history must be kept when merging",
  "feedback", "treeforge git history", "merge rule for the treeforge repo and why", """
@@N1b@@

**Why:** a parser regression in May took two days to find because the history was one big commit.

**How to apply:** when finishing a treeforge PR, leave the commits as they are; tidy them with an interactive rebase beforehand if they're messy.
""")

r("feedback_production_access.md", "production-access",
  "What the agent may and may not do on production",
  "feedback", "Production access", "limits on touching production casebook", """
@@N3a@@

- Read-only shell access to the production box is fine for looking at logs
- Never change environment variables on production; ask Daniel

**Why:** a migration once locked the commissions table during a client call.
""")

r("feedback_report_privacy.md", "report-privacy",
  "Privacy rules for what goes into client reports",
  "feedback", "Report privacy", "living people and sensitive records in reports", """
@@N5a@@

Adoption and illegitimacy findings are discussed with Margaret before they go into a draft.

**Why:** reports get passed around families; living people haven't consented to being in them.
""")

r("feedback_report_signoff.md", "report-signoff",
  "Sign-off rule for outgoing reports",
  "feedback", "Report sign-off", "no report goes out unsigned", """
@@NS1a@@

**Why:** a draft with an unverified baptism went to a client in February.

**How to apply:** if you automate anything around delivery, check the sign-off flag first.
""")

r("feedback_client_files.md", "client-files",
  "Handling of client scans and documents in Drive",
  "feedback", "Client files", "manual deletion of client files", """
@@NS6a@@

If a client asks for their data to be erased, raise it with Margaret; it is logged and done by the retention tooling.
""")

r("feedback_treeforge_rendering.md", "treeforge-rendering",
  "Where report rendering must happen",
  "feedback", "treeforge rendering", "keep renders out of the request cycle", """
@@NS7a@@

**Why:** a 9-generation render took 40 seconds and timed out the page.
""")

r("feedback_agent_branches.md", "agent-branches",
  "Branch and PR rules for the agent",
  "feedback", "Agent branches", "how the agent gets changes onto main", """
@@NS10a@@

Branch names start with `claude/` so Daniel can filter them.
""")

r("feedback_gro_orders.md", "gro-orders",
  "GRO certificate ordering default",
  "feedback", "GRO orders", "PDF versus paper certificates", """
@@A5a@@

**Why:** PDFs arrive in days and are cheaper; clients rarely need the paper.
""")

r("feedback_writing_style.md", "writing-style",
  "Spelling and tone in client-facing text",
  "feedback", "Writing style", "spelling and tone for anything clients read", """
@@A6a@@

- Dates as "14 March 1843", never 14/03/1843
- No exclamation marks in reports
""")

r("feedback_commit_messages.md", "commit-messages",
  "Commit message style",
  "feedback", "Commit messages", "short English commit messages, no client names", """
Short imperative subject line, English, no emoji. Never put a client's name or client ID in a commit message.

**Why:** the repos are shared with the agency that built the shop.
""")

r("feedback_test_data.md", "test-data",
  "Test fixtures must be fake families",
  "feedback", "Test data", "no real client data in fixtures", """
Don't copy real client trees into tests; use the Ackroyd and Penniman families from `rootline/fixtures`.

**Why:** one real GEDCOM ended up in a public gist in 2025.
""")

r("feedback_reply_style.md", "reply-style",
  "How to answer in the terminal",
  "feedback", "Reply style", "terse replies, file references", """
Keep replies short. Lead with what changed, then anything Daniel must do by hand.
""")

r("feedback_dates_in_reports.md", "dates-in-reports",
  "Date conventions for historical events in reports",
  "feedback", "Dates in reports", "approximate dates and dual dating", """
- Approximate dates as "c. 1843", ranges as "1841–1845"
- Dual-date January to March before 1752 (e.g. "2 February 1731/2")
- Baptism dates are not birth dates; say "baptised"
""")

r("project_treeforge_dna_section.md", "treeforge-dna-section",
  "Planned DNA section in reports for kit customers",
  "project", "treeforge DNA section", "planned report section for DNA matches", """
Planned for 2027: an optional DNA appendix in the Extended report listing the top clusters.

- Depends on kitdesk exposing the match summary through the casebook API
- Margaret wants it opt-in per commission
""")

r("project_casebook_gazetteer.md", "casebook-gazetteer",
  "Place-name gazetteer for casebook search",
  "project", "casebook gazetteer", "historical parish and township lookup", """
Idea: a gazetteer of historical parishes and townships so searching "Haworth" also finds "Bradford, Haworth chapelry".

- Source data: the Phillimore atlas parish list, typed up by Sunil
- Status (2026-10): prototype table only
""")

r("project_parish_transcription.md", "parish-transcription",
  "Helper for Latin parish register entries",
  "project", "Parish transcription helper", "Latin abbreviation expander for researchers", """
A small casebook form that expands common Latin register abbreviations (bapt., sep., fil., ux.).

- Suggestions only; the researcher always types the final transcription
- Shipped to Aoife and Sunil in October
""")

r("project_1921_census_batch.md", "census-1921-batch",
  "Batch lookups for the 1921 census",
  "project", "1921 census batch", "how 1921 census lookups are grouped", """
1921 census images are paid per view, so lookups are batched per commission and done on one afternoon a week.

- casebook has a "1921 lookup" task type
- The cost goes on the commission as a disbursement
""")

r("project_rotaboard_mileage.md", "rotaboard-mileage",
  "Mileage claims from the rota",
  "project", "rotaboard mileage", "mileage claims generated from rota entries", """
Mileage is claimed from rotaboard entries instead of a spreadsheet.

- 45p a mile, car only; train tickets go through expenses as before
- Monthly export for Margaret on the first working day
""")

r("project_client_portal.md", "client-portal",
  "A client portal for progress updates",
  "project", "Client portal", "read-only progress page for clients", """
Clients keep emailing to ask how far we've got. Plan: a read-only page per commission showing status and the next step.

- No research notes shown, only the status and dates
- Not started; waiting for Margaret to agree the wording
""")

r("project_gedcom7.md", "gedcom7",
  "GEDCOM 7 support in treeforge",
  "project", "GEDCOM 7", "future import format", """
GEDCOM 7 import is on the list for 2027; nobody has sent us one yet.

- FamilySearch exports are still 5.5.1 in practice
""")

r("project_kit_results_ui.md", "kit-results-ui",
  "Results page for kit customers",
  "project", "Kit results page", "what kit customers see when results arrive", """
Kit customers get a results page with the lab's report link and a booking link for a paid interpretation call.

- The interpretation call is 45 minutes and quoted separately
- Copy reviewed by Margaret in September
""")

r("project_archive_costs.md", "archive-costs",
  "Tracking archive visit costs per commission",
  "project", "Archive costs", "disbursements per archive visit", """
Each archive day costs the commission a share of travel and copying.

- Copy fees are entered in casebook as disbursements on the day
- Travel is split evenly across the commissions worked on that day
""")
