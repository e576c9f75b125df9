# Root Claude Code auto-memory files: filename -> (title, name, description, type, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose (not strict YAML).
ROOT = {}
FLAT = {"reference_infra.md", "reference_offices.md", "reference_glossary.md", "feedback_migrations.md"}

def R(fn, title, name, desc, typ, body):
    ROOT[fn] = (title, name, desc, typ, body.strip("\n") + "\n")

R("reference_casebook.md", "casebook overview", "casebook-overview",
  "What casebook (matter management) is made of and how it behaves", "reference", """
# casebook

Matter management for both offices: clients, matters, parties, documents, tasks, key dates, and the
client portal. Owen is the main developer, Mari owns it on the business side.

## Stack
@@F1a@@
@@V1a@@
- Redis for cache and sessions on the same box as the database
@@R1a@@
@@R4a@@
- Document store is about 180 GB and grows by roughly 4 GB a month
@@O3a@@
@@O5a@@

## Matters
@@F7a@@
@@N2a@@
@@A1a@@
- Each matter has one fee earner and one supervising partner; the supervisor can be changed by practice support only
- Key dates (completion, limitation, hearing) feed the shared "Key dates" calendar
@@V3a@@

## Access
@@O2a@@
- Fee earners sign in with their Microsoft 365 account (SSO); there are no local passwords except the break-glass admin
@@N10a@@

## Client portal
@@D9b@@
@@R2a@@
@@NS8a@@
- Clients can upload documents into a matter's "From client" folder; the fee earner gets a task for each upload
""")

R("reference_precedent.md", "precedent overview", "precedent-overview",
  "precedent, the document template and assembly service behind letters and forms", "reference", """
# precedent

Document assembly: takes a template plus matter data from casebook and produces a Word document (and a
PDF where the letter is going out by portal). About 240 templates across the practice areas.

@@R3a@@
@@V5a@@
@@R6a@@
@@R8a@@
@@D10b@@
@@F9a@@
@@S3a@@
- Template IDs are prefixed by area: ENG (engagement), CONV (conveyancing), WIL (wills), PRO (probate), FAM (family), COM (commercial)
@@A7a@@
@@R5a@@
- Letterhead and footer come from a single base template, `BASE-LH`, so an address change is one edit
- Templates are picked from the "New document" button on a matter in casebook
""")

R("reference_feeledger.md", "feeledger overview", "feeledger-overview",
  "feeledger: time recording, bills, disbursements, client account; read before touching billing code", "reference", """
# feeledger

Time recording, billing and the client/office account views. Jas Kaur runs billing day to day, Ruth Amos
(COFA) signs off anything touching client money. Owen maintains the code.

## Time
@@V8a@@
- Each time entry needs an activity code (ATT, LET, TEL, PRE, TRV)
@@N5a@@

## Bills
@@F3a@@
@@D2b@@
@@D6b@@
@@V2a@@
@@NS1a@@
@@NS7a@@
@@N9a@@
@@S8a@@
- A bill over £10,000 needs a second partner to approve it before it can be issued

## Money and ledgers
@@A6a@@
@@R9a@@
@@O1b@@

## Tech
- Django backend shared with nothing else; its own database on db2
@@O7a@@
@@O8b@@
""")

R("reference_conflictor.md", "conflictor overview", "conflictor-overview",
  "conflictor, the conflict-check search service, and the rules around a conflict check", "reference", """
# conflictor

Conflict checks for new matters. Small Go service with a search index over everyone the firm has acted
for or against.

@@D1b@@
@@F2a@@
@@A2a@@
@@N8a@@
@@V4a@@
@@S4a@@
@@NS5a@@
@@F8a@@
- Results are kept on the matter as a PDF "conflict certificate" with the searched names and the sign-off
- Go 1.23, single binary, systemd unit `conflictor.service`
""")

R("reference_intake.md", "intake (enquiry form) overview", "intake-overview",
  "The public enquiry form on the website and how enquiries reach casebook", "reference", """
# intake

Public "Contact us / new enquiry" form on pennockvale.co.uk. Submissions become a draft enquiry in
casebook that the receptionist triages.

@@D7b@@
@@O3b@@
@@V7a@@
@@A9a@@
@@R7a@@
- SvelteKit static build, no server of its own; it posts to casebook's `/api/enquiries` endpoint
@@O9a@@
- Enquiries that never become a matter are deleted after 90 days (privacy notice says so)
""")

R("reference_infra.md", "Infrastructure", "infra",
  "Servers and plumbing: VMs, backups, deploys, who to call", "reference", """
# Infrastructure

Managed partly by Dales IT (our MSP, also does desktops, email and phones) and partly by Owen.

## Servers
@@S1a@@
- feeledger and conflictor run on `pv-app2`, also at Dales IT
- `db1` (casebook) and `db2` (feeledger) are separate VMs
- Office VPN: WireGuard on the Ashcombe firewall; Kelby reaches it over a site-to-site tunnel

## Backups
@@F4a@@
@@V6a@@
@@S9a@@

## Operations
@@F10a@@
@@S6a@@
- Uptime checks: Uptime Kuma, alerts to the practice-support Teams channel
@@O10a@@
""")

R("reference_offices.md", "Offices and people", "offices",
  "Offices, hours and regulatory roles: addresses, SRA details, who is who", "reference", """
# Offices and people

Pennock & Vale LLP, solicitors. Practice areas: residential conveyancing, wills and probate, family,
small commercial.

| Office | Address | Open | Hours |
|---|---|---|---|
| Ashcombe | 3 Bridge Street, Ashcombe AC1 4HP | Mon–Fri | 08:30–17:30 |
@@V9a@@

@@A8a@@
- Kelby branch opened in February 2026
@@O6a@@
@@A4a@@
@@A5a@@
- Managing partner: David Pennock
- Practice support: Mari Llewellyn (manager), Owen Birtles (developer), Jas Kaur (billing)
""")

R("user_owen.md", "Owen (developer)", "owen",
  "Owen Birtles, the practice-support developer: how he works and what he likes", "user", """
Owen Birtles is the only developer in practice support; he joined in 2024 from the firm's accounts team,
so he knows the SRA Accounts Rules better than most developers would.

@@R10a@@
@@A3a@@
- Writes Python mostly, a bit of Go for conflictor
- In the Ashcombe office Tuesday to Thursday, at home on Mondays and Fridays
""")

R("user_mari.md", "Mari (practice support manager)", "mari",
  "Mari Llewellyn runs practice support and decides priorities", "user", """
Mari Llewellyn is the practice support manager. She is not a developer but reads diffs of templates and
clicks through every change on staging before it goes live.

- Decides the order of work; the backlog lives in the practice-support Planner board
- Ex-conveyancing secretary, so she knows the conveyancing templates line by line
- Prefers a screenshot over a description when something looks wrong
""")

R("user_jas.md", "Jas (billing)", "jas",
  "Jas Kaur, billing and client account: what she needs from changes to feeledger", "user", """
Jas Kaur looks after billing and the client account. Any change that touches how a bill is calculated
needs her to test it with last month's real data on staging first.

- Keeps a spreadsheet of known billing oddities ("the list") and will share it if asked
- Does the month-end billing run with the partners
""")

R("feedback_engagement_letters.md", "Engagement letters need approval", "engagement-letter-approval",
  "Who approves engagement letters before they go out", "feedback", """
@@N1a@@

**Why:** in the spring test run a letter went out with the wrong fee estimate and Helen had to phone the
client to apologise. The estimate is a regulatory statement, so a person has to look at it.

**How to apply:** any automation around engagement letters stops at "ready for approval"; the send
button stays with the fee earner.
""")

R("feedback_kyc_documents.md", "Where client ID documents go", "kyc-documents",
  "Where client ID scans are kept, and why", "feedback", """
@@N3a@@

**Why:** casebook documents are visible to everyone in the firm; ID scans are special-category-adjacent
and the AML policy limits who can see them.

**How to apply:** if a feature needs to know ID was checked, store the check result and date, never the
image.
""")

R("feedback_precedent_history.md", "precedent merge rule", "precedent-history",
  "How PRs on the template repo are merged", "feedback", """
@@N4b@@

**Why:** when a client queries the wording of a letter we need to show who changed which clause and
when. Helen asked for this after a probate complaint in April.

**How to apply:** use a merge commit for precedent PRs; tidy commits before review instead of after.
""")

R("feedback_response_style.md", "Response style for Owen", "response-style",
  "How to end a reply to Owen", "feedback", """
@@N6a@@

**Why:** he said the recap "just repeats the diff in worse words".

**How to apply:** finish with open questions or next steps if there are any, otherwise just stop.
""")

R("feedback_migrations.md", "casebook migrations timing", "casebook-migrations",
  "When casebook migrations may run: timing rule after the March incident", "feedback", """
@@N7a@@

**Why:** a migration in March locked the documents table for four minutes and two fee earners lost an
attendance note each.

**How to apply:** schedule migrations for the evening window and say so in the PR description.
""")

R("feedback_time_recording.md", "Time recording rule", "time-recording-rule",
  "The firm's rule on recording time, relevant to any timer or reminder feature", "feedback", """
@@F6a@@

**Why:** time recorded a week later is guesswork, and partners bill from it.

**How to apply:** reminder features should nudge the same day; don't build anything that makes
batching up a week's time easier.
""")

R("feedback_client_letters.md", "Client letter house style", "client-letter-style",
  "House style for anything that goes to a client", "feedback", """
@@A10a@@

**Why:** the partners agreed the house style in 2025 and clients have commented that our letters are
readable.

**How to apply:** when editing templates or generating sample output, check the font and the spelling
settings in the base template rather than per document.
""")

R("feedback_escalation.md", "Who gets escalations", "escalation",
  "Where to send problems the agent finds", "feedback", """
@@NS2a@@

**Why:** Dales IT don't know the templates and will just forward it, which costs a day.

**How to apply:** open an issue in the precedent repo and mention Owen.
""")

R("feedback_client_records.md", "Duplicate client records", "client-records",
  "Handling duplicate or wrong client records in casebook", "feedback", """
@@NS3a@@

**Why:** the matter history and the conflict search depend on the client record; deleting one breaks
both.

**How to apply:** use the merge tool under Clients → Duplicates; never a SQL delete.
""")

R("feedback_deploys.md", "casebook deploy days", "casebook-deploy-days",
  "When not to deploy casebook", "feedback", """
@@NS4a@@

**Why:** if something breaks after lunch on a Friday, nobody is around at the weekend to roll it back.

**How to apply:** a fix that is ready on Friday morning can still go out before lunch; after that it waits for Monday.
""")

R("feedback_precedent_access.md", "Trainee access to precedent", "precedent-access",
  "What trainees may and may not do with the template repo", "feedback", """
@@NS6a@@

**Why:** template wording is approved by partners; a trainee edit went live unreviewed in 2025.

**How to apply:** trainees suggest changes by email to Mari, who raises the PR.
""")

R("feedback_conflict_checks.md", "Conflict and ID checks on repeat work", "repeat-instructions",
  "What checks an existing client's new instruction needs", "feedback", """
@@NS9a@@

**Why:** the other side changes every time; the client's identity doesn't.

**How to apply:** the "repeat client" shortcut in casebook may skip the ID step but must never skip the
conflict step.
""")

R("feedback_testing.md", "Testing habits", "testing",
  "How to test changes in this codebase", "feedback", """
Run the test suite locally before pushing and paste the summary line into the PR.

**Why:** CI is slow and Owen hates red builds he has to look at.

**How to apply:** `make test` in each repo; for template changes render the template against the
`DEMO-001` matter and attach the PDF.
""")

R("feedback_commit_messages.md", "Commit messages", "commit-messages",
  "Commit message style across the practice-support repos", "feedback", """
Commit subjects start with the area in brackets, e.g. `[billing] round disbursements to pence`.

**Why:** Mari reads the changelog generated from commit subjects.

**How to apply:** keep subjects under 72 characters; no emoji; no AI co-author trailers.
""")

R("feedback_plain_english.md", "Plain English in UI text", "plain-english",
  "Wording of screens and messages that clients see", "feedback", """
Client-facing screens use plain English: "completion date", not "completion (CD)"; no legal Latin.

**Why:** the portal survey in the summer showed clients didn't understand half the labels.

**How to apply:** run new portal strings past Mari before merging.
""")

R("project_kelby_branch.md", "Kelby branch", "kelby-branch",
  "The Kelby branch: what it needed from practice support", "project", """
The Kelby branch is a small satellite office in the market place.

- Shares the Ashcombe systems over the site-to-site VPN; no server on site
- One multifunction printer/scanner, set up to scan to the user's OneDrive
- Post is still sent to Ashcombe for franking
""")

R("project_client_portal.md", "Client portal rollout", "client-portal-rollout",
  "History and state of the client portal rollout", "project", """
The client portal lets clients see shared documents, message their fee earner and upload files.

- Beta ran with a handful of clients, then it was opened up in July 2026
- Family clients asked for it most; the survey in August was mostly positive
- Next: letting clients pay bills from the portal (not started)
""")

R("project_deeds_scanning.md", "Deeds scanning project", "deeds-scanning",
  "Scanning old paper deeds into casebook", "project", """
Scanning the paper deeds packets held in the basement into casebook so they can be found by property.

- About 1,400 packets; a temp started in June
- Each packet gets a "Deeds" matter under the client, with the scans and a location note
- Kelby's storeroom was finished in October; Ashcombe's is about half done
""")

R("project_template_review.md", "2026 template review", "template-review-2026",
  "The 2026 review of all templates by practice area", "project", """
Every template is being reviewed by its practice area in 2026; conveyancing went first.

- Conveyancing done in April, wills in June, family in September
- Probate and commercial are scheduled for December
- Each review ends with a list of retired template IDs, which Owen removes from the picker
""")

R("project_aml_refresh.md", "AML refresh for dormant clients", "aml-refresh",
  "Re-verifying clients who come back after a long gap", "project", """
Clients who come back after three years or more are asked for fresh ID; casebook should flag them.

- The flag is computed from the last closed matter's date
- Ruth wants a monthly list of flagged clients; not built yet
""")

R("reference_glossary.md", "Glossary", "glossary",
  "Terms used in the firm: legal and internal shorthand", "reference", """
- **COLP / COFA**: the compliance officers for legal practice and for finance and administration
- **Fee earner**: anyone whose time is billed (solicitors, legal executives, trainees, paralegals)
- **Matter**: one piece of work for one client; a client can have many
- **Disbursement**: a cost paid on the client's behalf (search fees, court fees)
- **Completion**: the day a property sale or purchase legally finishes
- **Key date**: any deadline recorded on a matter
""")

R("reference_contacts.md", "Useful contacts", "contacts",
  "Who to contact outside practice support", "reference", """
- Dales IT service desk: help@dalesit.example, for laptops, printers, email, phones
- Helen Vale (COLP): anything that might be a regulatory breach
- Ruth Amos (COFA): anything that touches client money
- David Pennock: budget and anything that needs a partners' meeting
""")
