# Root Claude Code auto-memory files: (filename, name, description, type, title, body)
# description strings marked FLAT are written unquoted and contain ": " on purpose.
ROOT = []
def r(fn, name, desc, typ, title, body, flat=False):
    ROOT.append(dict(fn=fn, name=name, desc=desc, typ=typ, title=title, body=body.strip("\n") + "\n", flat=flat))

r("reference_shelfmark.md", "shelfmark-overview",
  "shelfmark: the Django catalogue/OPAC, its stack, endpoints and routine jobs", "reference", "shelfmark overview", """
# shelfmark (catalogue + public search)

Django 5 app, repo `libsys/shelfmark`. Replaced the old OPAC; staff call it "the catalogue".
Grace owns the MARC mapping, Priya owns the code.

## Stack
<<V1a>>
<<V6a>>
<<R1a>>
<<S1a>>
<<D1b>>
- Staff UI at `/admin/`, behind SSO (group `lib-cat-staff`)

## Deploy
<<F1b>>
- Helm chart lives in `deploy/chart/`; values per env in `deploy/values-*.yaml`
- After a deploy, check `/healthz` and run one title search and one barcode lookup

## Jobs
<<G1b>>
<<O6b>>
- MARC import from the national union catalogue: `shelfmark marc-import --source nuc` (manual, Grace triggers it)
- Authority file refresh (LCNAF) on the first Monday of the month

## Gotchas
- `Record.objects.all()` on prod is 1M+ rows; always filter or use `.iterator()`
- The `holdings` view is materialised; refresh with `REFRESH MATERIALIZED VIEW CONCURRENTLY holdings_mv`
- Barcodes are strings. The 14-digit ones have leading zeros that Excel eats.
""")

r("reference_lendwise.md", "lendwise-overview",
  "lendwise (circulation, Go): loan rules, notices, fines and where it runs", "reference", "lendwise overview", """
# lendwise

Go 1.22 service for loans, renewals, holds and notices. Repo `libsys/lendwise`.
The self-check machines talk to it over SIP2.

<<D3b>>

## Loan rules (`loan_rules.yaml`)
<<V2a>>
<<O3b>>
- Short loan: 4 hours, reserve collection only
- Renewals are automatic unless someone else has a hold

## Notices
<<N2a>>
<<S3a>>
<<G2a>>
<<V9a>>

## Fines
<<N10a>>
- Replacement cost for lost items comes from the acquisitions price, plus a £10 processing fee

## Holds
<<A7a>>
- Hold queue is strictly first come first served; staff can override with a note

## Infra
<<F2a>>
<<O1a>>
<<R2a>>
- Prod: `circ-app01` / `circ-app02` behind the campus load balancer
- Metrics on `:9102/metrics`
""")

r("reference_scanq.md", "scanq-overview",
  "scanq (digitisation request queue): pipeline, OCR, outputs and worker setup", "reference", "scanq overview", """
# scanq

Digitisation requests from staff and readers: request form -> triage -> scanning on the
Phase One rig -> OCR -> derivatives -> viewer. Python/Celery, repo `libsys/scanq`.
Sam Whitford runs the digitisation unit.

<<D4b>>

## Pipeline
<<G3a>>
<<S8a>>
<<A6a>>
<<O10a>>
- Derivatives are written to the `scan-derivs` share and picked up by the IIIF server

## Code / build
<<F3b>>
<<N8a>>
<<R6a>>
- Tests: `pytest -m "not slow"` locally; the slow ones need the sample TIFFs from `testdata/`

## Workers
<<V3a>>
- Flower dashboard on `scan-worker01:5555` (VPN only)
""")

r("reference_depositum.md", "depositum-overview",
  "depositum (thesis/institutional repository, Rails): stack, storage, identifiers", "reference", "depositum overview", """
# depositum

Institutional repository for theses and research outputs. Rails, repo `libsys/depositum`.
Ruth Adeyemi (research support) is the product owner; she also reviews most PRs.

## Stack
<<D6b>>
<<O5a>>
<<O4a>>
<<S4a>>
<<R3a>>
<<O7a>>

## Deposits
<<V4a>>
<<F4a>>
- Every deposit needs a licence choice; default is CC BY 4.0 for research outputs, "all rights reserved" for theses

## Identifiers / interop
<<A8a>>
<<A2a>>
- ORCID iDs are pulled from the staff directory, not typed in

## Dev workflow
<<O2a>>
<<N1a>>
- Run `bin/rails test` and `bin/rails test:system` before asking Ruth for review
""")

r("reference_roomie.md", "roomie-overview",
  "roomie: group study room booking app (Next.js), limits, email, hosting", "reference", "roomie overview", """
# roomie

Study room booking for the three sites (Main, Science, Medical). Next.js + a small Node API,
repo `libsys/roomie`.

## Rules
<<V7b>>
<<D7b>>
<<N7a>>
<<G8a>>
- No-shows: booking released after 15 minutes without a check-in at the door tablet

## Config
<<A10a>>
<<D10b>>

## Notifications
<<F5a>>
<<R4b>>

## Build / run
<<R5a>>
<<S7a>>
- `NEXT_PUBLIC_SITE` switches branding between the three sites
""")

r("reference_offcampus.md", "offcampus-overview",
  "offcampus: the e-resource authentication proxy for off-campus access", "reference", "offcampus overview", """
# offcampus

Rewriting proxy that lets students reach licensed e-journals and databases from home.
Home-grown replacement for the old commercial proxy. Repo `libsys/offcampus`.

<<R7a>>
<<F7a>>
<<V8b>>
<<N5a>>
- Publisher stanzas in `stanzas/*.conf`, one file per platform; reload picks them up

## Operations
<<G6b>>
- If a publisher blocks us, it is almost always one compromised account scraping; suspend it in `blocklist.txt`
""")

r("reference_paydesk.md", "paydesk-overview",
  "paydesk: fines, replacement and print-credit payments", "reference", "paydesk overview", """
# paydesk

Small Flask app where patrons pay fines and replacement charges. Repo `libsys/paydesk`.
Finance contact: Marcus Hale.

<<R8b>>
<<O7b>>
<<F9a>>
<<G7a>>
- Every payment is written back to lendwise via its `/api/fines/{id}/settle` endpoint
- Never show the full patron barcode on receipts; last 4 digits only
""")

r("reference_patron_sync.md", "patron-sync-overview",
  "patron-sync: nightly import of students and staff from the student records system", "reference", "patron-sync overview", """
# patron-sync

Python job that keeps lendwise patron records in step with the student records system (SITS)
and the HR feed.

<<S9b>>
<<G5a>>
<<N6a>>
<<V5b>>
<<R10a>>
<<F8a>>
- Failure alert goes to `#libsys-alerts` if the job hasn't reported success by 06:30
""")

r("reference_oai_harvest.md", "oai-harvest-overview",
  "oai-harvest: harvester that feeds partner repository records into search", "reference", "oai-harvest overview", """
# oai-harvest

<<F10a>>
Feeds the "partner collections" facet in shelfmark search. Python, repo `libsys/oai-harvest`.

<<V10a>>
<<G10a>>
<<S6a>>
<<O4b>>
- Bad XML from a partner: the record is quarantined in `quarantine/` with the parser error, harvest carries on
""")

r("reference_infra.md", "libsys-infra", "Infra: hosts, monitoring, paging and access for Library Systems", "reference",
  "Library Systems infra", """
# Library Systems infra

Most services run on the campus VMware cluster or the campus Kubernetes cluster run by central IT.
Tom Reilly is our infra person; central IT owns the network and storage.

## Monitoring / paging
<<A5a>>
<<D2b>>
<<R9a>>
<<O8b>>

## Access
<<S10b>>
- Bastion: `bastion.aul.internal`, SSH keys via the `libsys-admins` group
- Secrets in Vault (`vault.aul.internal`), path prefix `kv/libsys/`
""", flat=True)

r("user_priya.md", "user-priya", "Priya Nandakumar, Library Systems lead; how she likes to work", "user", "Priya (user)", """
Priya Nandakumar leads Library Systems at Aldermoor University Library (team of four).
Background in Python and Postgres; reads Go fine, avoids frontend work if she can.

<<F6a>>
<<O9a>>
- Works Mon-Thu; Fridays she is on the issue desk rota and answers slowly
""")

r("feedback_depositum_uploads.md", "depositum-upload-limits", "What size of thesis upload depositum takes, and where bigger ones go", "feedback", "depositum upload limits", """
<<V4b>>

**Why:** a PhD student tried to deposit 6 GB of raw microscopy data with her thesis and it
timed out for an hour before anyone noticed.

**How to apply:** when someone asks why their deposit fails, check the file size first and
point them to the research data service form for datasets.
""")

r("project_roomie_fair_use.md", "roomie-fair-use", "Fair-use limit for student room bookings and how it is enforced", "project", "roomie fair use", """
<<V7a>>

The limit came from the Students' Union after complaints that a few groups sat on the
Science library rooms all day in exam season.

**How to apply:** don't add per-room exceptions; if a department needs more, they get a
staff booking instead.
""")

r("feedback_roomie_build.md", "roomie-build", "How to install and build roomie locally without breaking CI", "feedback", "roomie build", """
<<R5b>>

**Why:** the last time the lockfile was regenerated with a different tool, CI spent a week
red and nobody could tell why.

**How to apply:** never commit a regenerated lockfile together with feature changes; do it
in its own PR.
""")

r("feedback_depositum_git.md", "depositum-git", "Git rules for the depositum repo (merging, pushing)", "feedback", "depositum git rules", """
<<N1b>>

<<G4a>>

**Why:** Ruth reads the history when she writes the release notes for the research office.

**How to apply:** use a normal merge commit; if the branch history is messy, clean it up
with an interactive rebase before asking for review.
""")

r("feedback_scanq_restarts.md", "scanq-restarts", "Whether the agent may restart scanq workers on its own", "feedback", "scanq restarts", """
<<N3a>>

**How to apply:** `sudo systemctl restart scanq-worker@*` on scan-worker01, then watch Flower
until the queue drains. Mention it in `#libsys` afterwards.
""")

r("feedback_pr_descriptions.md", "pr-descriptions", "What a PR description should contain for Priya's repos", "feedback", "PR descriptions", """
<<N9a>>

Other parts: one paragraph of what and why, then the ticket link. No screenshots unless
it is a UI change.

**Why:** Priya reviews on her phone on desk days.
""")

r("feedback_ticket_workflow.md", "ticket-workflow", "Where tickets live and how work links to them", "feedback", "Ticket workflow", """
## Ticket workflow
<<S2a>>
- One ticket per PR; if a PR grows a second concern, split it
- Close the ticket only after the deploy, not at merge

**Why:** Priya builds the monthly report from the ticket list.
""")

r("feedback_docs_location.md", "docs-location", "Where staff-facing documentation should be written", "feedback", "Docs location", """
<<S5a>>

**Why:** desk staff don't read GitHub; the READMEs are for us.

**How to apply:** when you finish a change that affects desk procedures, draft the how-to
text in the chat so Priya can paste it.
""")

r("feedback_python_scanq.md", "scanq-python", "Python version for scanq development", "feedback", "scanq Python version", """
<<F3a>>

**Why:** the pyvips binary wheels for 3.13 were missing libjxl support when we tried in
September; derivative generation silently produced grey images.

**How to apply:** create the venv with `uv venv -p 3.12`.
""")

r("reference_stocktake.md", "stocktake", "How shelf stocktake is run and where results go", "reference", "Stocktake", """
<<D9b>>

- Missing items are listed in the `Stocktake missing` report in shelfmark admin
- Grace signs off each floor before the next one starts
""")

r("feedback_deploy_days.md", "deploy-days", "Which days shelfmark may go to production", "feedback", "shelfmark deploy days", """
<<A1a>>

**Why:** the catalogue team checks the public search after each deploy and they are only all
in on those days.

**How to apply:** if a fix is ready on a Monday, it waits; hotfixes need Priya's say-so.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit message style for all libsys repos", "feedback", "Commit messages", """
<<A3a>>

Example: `Fix renewal count on staff loans [#412]`

**Why:** the release notes are generated from commit subjects.
""")

r("feedback_legacy_marc.md", "legacy-marc", "A table in the catalogue database that must not be modified", "feedback", "legacy_marc", """
<<A4a>>

**Why:** the export is a contractor-maintained script we can't easily change.

**How to apply:** if a migration would touch it, stop and ask.
""")

r("feedback_prod_db.md", "prod-db-writes", "Rule for writes against production databases", "feedback", "Production database writes", """
<<A9a>>

**Why:** in February a "harmless" UPDATE on the patrons table reset 300 borrowers' categories.

**How to apply:** show the exact SQL and the expected row count, wait for a yes.
""")

r("feedback_reindex.md", "reindex-timing", "When a full catalogue reindex may be started", "feedback", "Reindex timing", """
<<G1a>>

**How to apply:** for a partial reindex of a few thousand records, `--ids-from file.txt` is fine
at any time.
""")

r("feedback_patron_contact.md", "patron-contact", "Rules about contacting library users", "feedback", "Patron contact", """
<<G9a>>

**Why:** patron communications are signed off by the Head of User Services, and a wrong
email to 20k students is a very bad day.
""")

# ---------------- unpaired root files
r("user_team.md", "team", "Who is who in Library Systems and around it", "user", "Team", """
- Priya Nandakumar: Library Systems lead, owns shelfmark and lendwise code
- Tom Reilly: infra (VMs, backups, certificates), shared with central IT two days a week
- Grace Okafor: metadata librarian, MARC mapping and authority control
- Sam Whitford: runs the digitisation unit and scanq's day-to-day
- Ruth Adeyemi: research support, product owner of depositum
- Marcus Hale: finance, the person to ask about paydesk money questions
""")

r("feedback_british_spelling.md", "british-spelling", "Spelling in user-facing text", "feedback", "British spelling", """
Use British spelling in anything patrons or staff will read: catalogue, licence (noun),
organisation, cancelled.

**Why:** the library style guide; the comms team sends it back otherwise.
""")

r("feedback_tests_first.md", "tests-first", "Run the test suite before proposing a change", "feedback", "Run tests first", """
Run the repo's tests before saying a change is done, and say which ones ran.

**Why:** twice a "trivial" template change broke the barcode lookup page.

**How to apply:** if a suite needs services you don't have (OpenSearch, the SIP2 emulator),
say so explicitly instead of skipping silently.
""")

r("feedback_new_dependencies.md", "new-dependencies", "Adding third-party packages to libsys repos", "feedback", "New dependencies", """
Ask before adding a new third-party dependency to any repo, and say what it replaces.

**Why:** every package needs a line in the supplier register for the data protection team.
""")

r("feedback_sql_style.md", "sql-style", "How Priya likes SQL written", "feedback", "SQL style", """
- Lowercase keywords, one clause per line, explicit column lists (no `select *` in committed code)
- CTEs over nested subqueries
- Comment the business reason above anything with a magic number
""")

r("feedback_reply_format.md", "reply-format", "Formatting of replies in chat", "feedback", "Reply format", """
No headings in short replies. Code and paths in backticks. When listing options, number them
so Priya can answer "2".
""")

r("project_harwood_bequest.md", "harwood-bequest", "Loading the Harwood bequest into the catalogue", "project", "Harwood bequest", """
The Harwood bequest (local history, maps, parish records) was catalogued by a contractor in
spring 2026 and delivered as MARCXML in 14 batches.

- Batches 1-9 needed the 852 field rewritten to our location codes (`HAR-STK`, `HAR-MAP`)
- Maps carry 034 coordinates; Grace wants them kept for a future map search
- Status: all batches loaded in September, spot-check signed off by Grace

**Why:** the donor's family is visiting in the spring and wants to see it in search.
""")

r("project_rfid_selfcheck.md", "rfid-selfcheck", "Self-check machine replacement and the SIP2 link", "project", "Self-check replacement", """
The eight self-check kiosks are being replaced over summer 2026. New kiosks speak SIP2 to
lendwise on port 6001 (TLS), one SIP2 login per kiosk (`sc-main-01`...`sc-med-02`).

- Kiosk vendor engineer needs VPN access for the install days; Tom arranges it
- Remaining: the two Medical library kiosks, waiting on a network port in the foyer
""")

r("project_reading_lists.md", "reading-lists", "Reading list integration with the VLE", "project", "Reading lists", """
Academics build reading lists in the reading list system; it looks items up in shelfmark
through the `/api/v1/lookup?isbn=` endpoint.

- Rate: a few thousand lookups a day, mostly in September
- Open issue: e-books with several ISBNs return the print record first
""")

r("project_accessibility_audit.md", "accessibility-audit", "WCAG 2.2 AA audit of the public search UI", "project", "Accessibility audit", """
External accessibility audit of public search in October 2026 against WCAG 2.2 AA.
21 findings: 4 serious (focus order in the facet panel, contrast of the availability badge,
missing labels on the date-range inputs, the "request" modal trapping focus).

**How to apply:** when touching any search template, check the finding list in
`docs/a11y-2026.md` first; fixes are tracked per finding.
""")

r("project_counter_stats.md", "counter-stats", "COUNTER 5 usage statistics for e-resources", "project", "COUNTER stats", """
The e-resources team wants monthly COUNTER 5 reports (TR_J1, DR_D1) from all publishers in
one place. Plan: a small SUSHI client that pulls them into the reporting DB.

- Credentials per publisher are in Vault under `kv/libsys/sushi/`
- Not started; parked until January
""")

r("project_special_collections_viewer.md", "iiif-viewer", "IIIF viewer for special collections", "project", "Special collections viewer", """
Special collections images are served through a IIIF Image API server (Cantaloupe) and shown
in Mirador on the collection pages.

- Manifests are generated from the scan derivatives plus the catalogue record
- Rights statement per item from the 540 field; "in copyright" items show thumbnails only
""")

r("project_barcode_migration.md", "barcode-migration", "Moving patron cards to the new 14-digit barcode range", "project", "Barcode migration", """
New student cards from September 2026 carry 14-digit barcodes starting `2900`; old cards
(`21...`) stay valid until they expire.

- lendwise lookups accept both; the self-check kiosks needed a config change
- Watch out for spreadsheets dropping leading zeros when staff send barcode lists
""")

r("project_loan_history_anonymisation.md", "loan-history-anonymisation", "How long loan history is kept per borrower", "project", "Loan history anonymisation", """
Returned loans are anonymised two years after return: the patron link is replaced by the
patron category and faculty, so the usage statistics still work.

Agreed with the data protection officer in June 2026; job `anonymise-loans` runs monthly.
""")

r("reference_glossary.md", "glossary", "Glossary: library jargon that shows up in tickets and code", "reference", "Glossary", """
- **NUC**: national union catalogue, the shared catalogue we export holdings to
- **852**: MARC holdings field with location and shelfmark
- **ILL**: inter-library loan
- **PGR**: postgraduate research student
- **Short loan**: high-demand reserve stock, borrowed by the hour
- **Stanza**: a publisher configuration block in the proxy
- **Bequest**: a collection left to the library in a will
""", flat=True)

r("reference_term_dates.md", "term-dates", "Term dates and busy periods for 2026/27", "reference", "Term dates 2026/27", """
- Autumn term: 28 Sep - 11 Dec 2026
- Spring term: 11 Jan - 26 Mar 2027
- Summer term: 19 Apr - 11 Jun 2027
- Exam periods: 11-22 Jan, 10 May - 4 Jun 2027

Freshers' week is the busiest week for account problems; the week before exams is the
busiest for room bookings.
""")

r("reference_marc_mapping.md", "marc-mapping", "Where the MARC-to-index mapping lives and how to change it", "reference", "MARC mapping", """
Mapping from MARC fields to search index fields lives in `shelfmark/indexing/mapping.yaml`.

- Each entry: `field`, `subfields`, `index_field`, optional `transform`
- Change it in a branch, run `shelfmark mapping-diff --sample 500` and send Grace the diff
- Grace signs off anything that changes how titles or authors display
""")

r("reference_sip2.md", "sip2-notes", "Notes on SIP2 quirks with the self-check kiosks", "reference", "SIP2 notes", """
- Kiosks send `93` login then `99` status every 60 seconds; a missing `98` reply makes them
  show "out of service"
- Patron status `64` responses must carry the fine amount in `BV`, otherwise the kiosk
  lets blocked patrons borrow
- Test with the SIP2 emulator in `lendwise/tools/sip2sim`
""")

r("project_api_key_rotation.md", "api-key-rotation", "Yearly rotation of third-party API keys", "project", "API key rotation", """
All third-party API keys get rotated once a year in August, before term starts.
Checklist in `docs/rotation.md`; each key has an owner column.

Status 2026: done except the reading list system key, which their support has to reissue.
""")

r("project_search_relevance.md", "search-relevance", "Tuning title search relevance in shelfmark", "project", "Search relevance", """
Complaints that searching an exact title puts the book below articles about it.

- Added a `title_exact` keyword field with a boost of 5
- Known-item searches (quoted, or ISBN-shaped) skip the partner collections entirely
- Next: test with the 200 logged "failed" searches Grace collected
""")

r("project_exam_papers.md", "exam-papers", "Past exam papers collection", "project", "Exam papers", """
Past exam papers are PDFs delivered by the registry each July, one zip per department.
They are loaded as a separate collection in depositum, visible to logged-in users only.

- Departments can withdraw papers; withdrawn ones are hidden, not deleted
""")

r("project_branch_libraries.md", "branch-libraries", "The three library sites and how they differ in the systems", "project", "Library sites", """
- Main library (city campus): all services, special collections, digitisation unit
- Science library: open until midnight in exam periods, no staffed desk after 20:00
- Medical library (hospital site): NHS staff can register as external members

Location codes in shelfmark: `MAIN`, `SCI`, `MED`. Room names in roomie are prefixed the same way.
""")

r("feedback_migrations.md", "reversible-migrations", "Database migrations must be reversible", "feedback", "Reversible migrations", """
Every Django and Rails migration needs a working reverse. Data migrations included.

**Why:** rollback during the spring term deploy failed on a one-way migration and the search
was down for two hours.

**How to apply:** run migrate forwards, backwards and forwards again locally before the PR.
""")

r("project_budget_2027.md", "budget-2027", "Library Systems budget bids for 2027", "project", "2027 budget bids", """
Bids submitted in November 2026:
1. Second OpenSearch data node rack slot (shared with central IT)
2. Replacement of the two oldest scanning workstations
3. 40 days of accessibility remediation contractor time

Decision expected in February.
""")

r("project_discovery_feedback.md", "discovery-feedback", "User feedback form on the search results page", "project", "Search feedback form", """
A "Did you find what you needed?" widget on search results since October 2026.
Responses land in a Google Form owned by User Services; Grace reviews weekly.

About 60% of the negative answers are about e-book access, not search.
""")

r("reference_repos.md", "repos", "Repository list for the Library Systems services", "reference", "Repositories", """
| Service | Repo | Main language |
|---|---|---|
| catalogue | `libsys/shelfmark` | Python |
| circulation | `libsys/lendwise` | Go |
| digitisation | `libsys/scanq` | Python |
| repository | `libsys/depositum` | Ruby |
| rooms | `libsys/roomie` | TypeScript |
| proxy | `libsys/offcampus` | config + Lua/Python glue |
| payments | `libsys/paydesk` | Python |
| harvesting | `libsys/oai-harvest` | Python |
""")

r("project_open_access_week.md", "open-access-week", "Open Access Week deposit drive", "project", "Open Access Week", """
For Open Access Week (19-25 Oct 2026) research support ran a deposit drive: 140 new
outputs, mostly accepted manuscripts.

Lesson: the licence picker confused people; Ruth wants a short explainer above it.
""")

r("feedback_screenshots.md", "screenshots", "When to include screenshots", "feedback", "Screenshots", """
Include before/after screenshots for any change to public pages.
For admin-only pages a short description is enough.
""")

r("project_printing.md", "printing", "Print and copy service integration", "project", "Printing", """
Printing is run by central IT (PaperCut). The library only needs the patron barcode to
PaperCut username mapping, which central IT pulls from the identity system.

Nothing for us to maintain; tickets about printers go to the IT service desk.
""")

r("project_ill_contract.md", "ill-contract", "End of the inter-library loan supplier contract", "project", "ILL contract", """
The current inter-library loan supplier contract ends in July 2027.
Procurement is evaluating two replacements; both have their own request forms, so the
in-house request app will be retired, not upgraded.
""")

r("feedback_timezones.md", "timezones", "Time zone handling in scripts and reports", "feedback", "Time zones", """
Store timestamps in UTC, display in Europe/London. Loan due dates are local dates,
not timestamps; don't convert them.

**Why:** the October clock change once made a batch of loans due at 23:00 the day before.
""")
