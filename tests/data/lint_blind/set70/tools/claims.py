# Claim texts (one full body line each) and the 90 labelled pairs.
# Each pair: (id, label, class, marker_1, marker_2, note). Markers @@<marker>@@ appear exactly
# once in the content modules; build.py finds the files and orders a/b by path.
C = "contradiction"
NC = "non_contradiction"

CLAIMS = {
# ---------------- value_slot
"V1a": "- Database: PostgreSQL 16 on `db1.pv.internal:5432`, database `casebook`",
"V1b": "casebook's connection string is `postgresql://casebook_app@db1.pv.internal:5433/casebook`; any other port just gets connection refused.",
"V2a": "- New invoices default to 30-day payment terms",
"V2b": "Payment terms on a new invoice default to 14 days. Only change them if the engagement letter says something different.",
"V3a": "- Closed matters are archived, then destroyed 6 years after closure",
"V3b": "Closed matter files are kept for 7 years from the date the matter closes, then go to Shred-it.",
"V4a": "- Fuzzy name match threshold: Jaro-Winkler 0.85",
"V4b": "conflictor treats two names as a possible match at a Jaro-Winkler score of 0.92 or higher.",
"V5a": "- Python 3.11 (pinned in `.python-version`)",
"V5b": "precedent needs Python 3.12 — on 3.11 it dies on the new generic syntax in `render.py`.",
"V6a": "- restic snapshots: nightly, kept for 30 days",
"V6b": "We keep 90 days of nightly restic snapshots, so anything from the last quarter can be restored.",
"V7a": "- Rate limit: 5 submissions per IP per hour",
"V7b": "The enquiry form's rate limit is 20 submissions per IP address per hour, which",
"V8a": "- Time is recorded in 6-minute units (0.1 hour)",
"V8b": "Fee earners record time in feeledger in 10-minute units; the web timer rounds up to the next unit.",
"V9a": "| Kelby | 14 Market Place, Kelby KB4 2RT | Tue and Thu | 09:30–16:00 |",
"V9b": "The Kelby branch shuts at 17:00 on the days it's open.",
"V10a": "  smtp_port: 587",
"V10b": "feeledger's invoice mailer connects to the SMTP relay on port 465 (implicit TLS).",
# ---------------- role_slot
"R1a": "- Error tracking: Sentry, project `casebook-prod`",
"R1b": "casebook exceptions are reported to Bugsnag — look there first when a fee earner says a page crashed.",
"R2a": "- Portal notification emails (new document, new message) are sent through Postmark",
"R2b": "Client portal notification emails go out via SendGrid, from the `portal` subuser.",
"R3a": "- Repo: GitHub, `pennockvale/precedent`",
"R3b": "The precedent repo is hosted on our own Gitea at `git.pv.internal/practice/precedent`.",
"R4a": "- CI: GitHub Actions (`.github/workflows/ci.yml`), tests + ruff on every push",
"R4b": "casebook's CI runs on Woodpecker; every push to any branch triggers the pipeline.",
"R5a": "- E-signature for engagement letters: DocuSign (firm account, Mari is admin)",
"R5b": "Engagement letters are sent for signature through Yousign, and the signed PDF comes back onto the matter by itself.",
"R6a": "- Dependencies managed with Poetry (`poetry.lock` is committed)",
"R6b": "precedent manages its dependencies with uv: run `uv sync`, never pip install into the venv.",
"R7a": "- Hosted on Netlify (site `pv-intake`), deploys from `main`",
"R7b": "The enquiry form is deployed to Cloudflare Pages, project `pv-intake`.",
"R8a": "- Document assembly jobs run on Celery with a Redis broker",
"R8b": "precedent's document assembly jobs are queued with Dramatiq; the worker is `precedent-worker.service`.",
"R9a": "- Exports posted time, invoices and receipts to Xero every night",
"R9b": "feeledger's nightly export goes into Sage 50 Accounts, which is where Ruth keeps the firm's books.",
"R10a": "- Editor: PyCharm Professional; likes run configurations committed to the repo",
"R10b": "Owen's editor is Neovim with pyright; when pointing him at code, give",
# ---------------- negation
"N1a": "Never auto-send an engagement letter. A fee earner approves each one before it goes to the client.",
"N1b": "precedent emails the engagement letter to the client automatically as soon as the matter is opened in casebook.",
"N2a": "- A matter cannot be opened until its conflict check has cleared",
"N2b": "Matters can be opened in casebook before the conflict check clears, as long as it clears within 48 hours.",
"N3a": "Do not upload client ID documents (passports, driving licences) to casebook; they belong in the AML vault only.",
"N3b": "Scans of the client's ID are uploaded to the casebook matter under the KYC tab.",
"N4a": "Always squash-merge PRs on precedent so each template change lands as a single commit.",
"N4b": "Never squash precedent PRs — the audit trail for template wording needs every commit.",
"N5a": "- Time entries cannot be edited once the invoice they sit on has been issued",
"N5b": "Fee earners can still edit time entries on an issued invoice; feeledger re-totals the bill and re-sends it.",
"N6a": "Don't end responses with a summary of what was just done; Owen reads the diff.",
"N6b": "Owen wants a short summary of the changes at the end of every response.",
"N7a": "Never run casebook migrations during office hours (08:30–17:30): fee earners lose unsaved work.",
"N7b": "casebook migrations can be run at any time of day, they are all online-safe.",
"N8a": "- Closed matters stay in the index so former-client conflicts are still caught",
"N8b": "conflictor does not index closed matters; only open matters are searched.",
"N9a": "- Disbursements paid as agent (search fees, Land Registry fees) never carry VAT",
"N9b": "feeledger adds VAT at 20% to every disbursement, Land Registry fees included.",
"N10a": "- The casebook admin (`/admin`) is not exposed to the internet: office network or VPN only",
"N10b": "Mari uses casebook's `/admin` from home over the plain internet, no VPN needed.",
# ---------------- stale_vs_change
"S1a": "- casebook runs on the Dales IT VM `pv-app1` in their Leeds rack",
"S1b": "casebook moved off the Dales IT VM onto Hetzner Cloud (a CX32 in Falkenstein) on 14 June.",
"S2a": "Court bundles are built in Bundledocs; ask Mari for a seat if you don't have one.",
"S2b": "We stopped paying for Bundledocs in July. Bundles are now put together by precedent's bundle builder.",
"S3a": "- Live templates: Word `.dotx` files under `S:\\Precedents\\Live`",
"S3b": "In February every template was moved off the S: drive into the precedent repo, and `S:\\Precedents` is now read-only.",
"S4a": "- Search backend: Elasticsearch 7.17 on `search1.pv.internal:9200`",
"S4b": "conflictor switched from Elasticsearch to Meilisearch in August; search1 only runs Meilisearch now.",
"S5a": "New matter numbers are allocated in CaseTrack and then typed into casebook by hand.",
"S5b": "CaseTrack has been read-only since 1 March 2026. casebook allocates matter numbers itself.",
"S6a": "- Shared passwords: LastPass, folder \"Practice Support\"",
"S6b": "The firm's shared passwords were migrated from LastPass to Bitwarden in May.",
"S7a": "Scanned post lands in the post@pennockvale.co.uk shared mailbox, and the",
"S7b": "post@ is no longer used: the post-room scanner files scanned letters straight onto the casebook matter.",
"S8a": "- Card payments: a Stripe payment link is printed on every invoice",
"S8b": "We no longer take card payments through Stripe; invoices now carry a Lloyds Cardnet pay-by-link instead.",
"S9a": "- Offsite backups go to the Backblaze B2 bucket `pv-restic`",
"S9b": "Offsite backups switched from Backblaze B2 to Wasabi (London region) in September.",
"S10a": "Partners get the nightly billing report from feeledger by email at 07:00.",
"S10b": "The nightly billing report email was deprecated in October — partners look at the feeledger dashboard instead.",
# ---------------- refinement
"F1a": "- Framework: Django",
"F1b": "casebook is on Django 5.2 LTS since the spring upgrade.",
"F2a": "- Searches clients and the other parties on every matter",
"F2b": "conflictor also searches former names and company directors, not only the party names as they were typed in.",
"F3a": "- Invoices are generated as PDF",
"F3b": "Invoice PDFs carry the SRA number and the VAT number in the footer.",
"F4a": "- Nightly backups of db1, db2 and the document store",
"F4b": "Backups start at 01:30 each night; the Postgres dumps finish before the document store is snapshotted.",
"F5a": "Every engagement letter is produced from a precedent template, never typed from scratch.",
"F5b": "Engagement letter template `ENG-01` includes the complaints procedure paragraph and the Legal Ombudsman details.",
"F6a": "Fee earners must record their time every day.",
"F6b": "Time has to be recorded by 10:00 the next working day at the latest; Jas chases anything later.",
"F7a": "- Matter numbers are the client number plus a sequence number",
"F7b": "Matter numbers look like `PV0412-003`: client 0412, third matter for that client.",
"F8a": "- Possible matches are reviewed and signed off by a partner",
"F8b": "For a new client flagged as a PEP, the sign-off on possible matches has to come from the COLP, Helen Vale.",
"F9a": "- Template fields use Jinja syntax",
"F9b": "precedent renders templates with docxtpl, so fields are written `{{ client.full_name }}` inside the Word file.",
"F10a": "- Deploys are done with Ansible",
"F10b": "Run `ansible-playbook deploy.yml --limit casebook` from the practice-support jump box.",
# ---------------- other_subject
"O1a": "intake retries the webhook to casebook up to 5 times, backing off a minute more each time.",
"O1b": "- Failed ledger exports are retried 3 times, then Jas gets an email",
"O2a": "- Staff sessions time out after 30 minutes idle",
"O2b": "Client portal sessions expire after 15 minutes of inactivity.",
"O3a": "- Upload limit: 25 MB per document",
"O3b": "- Attachments on the enquiry form: 10 MB max, PDF/JPG/DOCX only",
"O4a": "PRs on conflictor are rebase-merged so `git bisect` stays useful.",
"O4b": "casebook PRs get squash-merged once Mari has clicked through the change on staging.",
"O5a": "- Search index rebuild (matter titles, party names) runs nightly at 03:00",
"O5b": "conflictor's full reindex runs every night at 23:30.",
"O6a": "- Kelby: 3 fee earners and one secretary",
"O6b": "Ashcombe has 11 fee earners since the two new trainees started in September.",
"O7a": "- Frontend: Node 20, Vite",
"O7b": "intake builds on Node 22; `.nvmrc` says 22.11.",
"O8a": "casebook API tokens expire after 1 hour.",
"O8b": "- API tokens are valid for 12 hours",
"O9a": "- Package manager: pnpm",
"O9b": "feeledger's frontend uses npm — don't commit a pnpm lockfile there.",
"O10a": "- Out of hours: email and phone-system outages go to Dales IT's support line",
"O10b": "Out-of-hours problems with feeledger wait until the next working day; nobody is on call for billing.",
# ---------------- dated_history
"D1a": "During the January–March 2026 pilot, conflict checks were run from a shared Excel workbook.",
"D1b": "- Checks are run in conflictor from the matter-opening screen",
"D2a": "Until April 2026 invoice numbers were `INV-2026-nnnn`.",
"D2b": "- Invoice numbers are `PV-nnnnn`, one sequence across both offices",
"D3a": "In January the templates were still being tested against Word 2016.",
"D3b": "Templates are tested against Word for Microsoft 365 before release.",
"D4a": "For the first week after the Kelby branch opened in February 2026, only Mari could open matters.",
"D4b": "Any fee earner can open a matter in casebook.",
"D5a": "casebook was on PostgreSQL 14 until the May upgrade.",
"D5b": "Local dev needs PostgreSQL 16 to match production.",
"D6a": "Back in March feeledger sent invoices from accounts@pennockvale.co.uk.",
"D6b": "- Invoices are emailed from billing@pennockvale.co.uk",
"D7a": "Before the summer redesign the enquiry form was a three-step wizard.",
"D7b": "- The enquiry form is a single page with six fields",
"D8a": "Until September, conflict-cleared confirmations went to fee earners as printed slips in their pigeonholes.",
"D8b": "Cleared checks are confirmed to the fee earner by email from conflictor.",
"D9a": "In the client portal beta (March to June 2026) only conveyancing clients were given access.",
"D9b": "- Every client with an open matter can be invited to the client portal",
"D10a": "Until the October cut-over, precedent rendered PDFs with headless LibreOffice.",
"D10b": "- PDFs are rendered by Gotenberg (`gotenberg.pv.internal:3000`)",
# ---------------- agreeing_duplicate
"A1a": "- No work starts on a matter until the AML ID check is complete",
"A1b": "Work can't start on a new matter until AML ID verification is done.",
"A2a": "- Pulls new clients and parties from casebook every 15 minutes",
"A2b": "conflictor picks up new parties from casebook every quarter of an hour.",
"A3a": "- Prefers small PRs, one concern each",
"A3b": "Owen would rather review three small PRs than one big one.",
"A4a": "- SRA number: 612345",
"A4b": "The SRA number printed on all letterheads is 612345.",
"A5a": "- COLP: Helen Vale; COFA: Ruth Amos",
"A5b": "Helen Vale is the firm's COLP.",
"A6a": "- Client account receipts are reconciled every working day",
"A6b": "Jas reconciles the client account every working day.",
"A7a": "- A template only goes live after the supervising partner has approved it",
"A7b": "New or changed templates need sign-off from the supervising partner before they're live.",
"A8a": "- Ashcombe (head office): 3 Bridge Street, Ashcombe AC1 4HP",
"A8b": "Head office is at 3 Bridge Street, Ashcombe AC1 4HP.",
"A9a": "- Spam protection: Cloudflare Turnstile",
"A9b": "The enquiry form uses Cloudflare Turnstile to keep bots out.",
"A10a": "Client letters: Arial 11, British spelling, no Latin phrases.",
"A10b": "Letters are set in Arial 11 pt and use British spelling.",
# ---------------- negation_scope
"NS1a": "- feeledger never issues an invoice without a matter reference",
"NS1b": "Invoices are issued on the last working day of each month.",
"NS2a": "Escalate precedent template bugs to Owen, not to Dales IT.",
"NS2b": "Dales IT takes escalations for anything on the servers themselves (disk, network, OS).",
"NS3a": "Don't delete a client record that has any matter attached; merge duplicates instead.",
"NS3b": "Practice support merges duplicate client records every Friday.",
"NS4a": "No casebook deploys on Friday afternoons.",
"NS4b": "casebook deploys happen on weekday mornings before the office opens.",
"NS5a": "- Exact name matches are never auto-cleared; a person reviews each one",
"NS5b": "conflictor auto-clears a check when the search returns no matches at all.",
"NS6a": "Don't give trainees write access to the precedent templates repo.",
"NS6b": "Trainees can use every precedent template when drafting.",
"NS7a": "- No interest is charged on overdue invoices to private clients",
"NS7b": "Commercial clients are charged statutory interest (8% over base) on overdue invoices.",
"NS8a": "- The portal never shows draft documents",
"NS8b": "Clients see every document the fee earner has marked as shared.",
"NS9a": "Repeat instructions from a recently verified client don't need a fresh ID check, but they do need a fresh conflict check.",
"NS9b": "Every new matter gets its own conflict check in conflictor.",
"NS10a": "Owen doesn't want the agent running `manage.py migrate` itself; writing the migration files is fine.",
"NS10b": "The agent generates casebook migrations with `makemigrations` and commits them together with the model change.",
}

P = []
def pair(pid, label, cls, note):
    P.append((pid, label, cls, pid + "a", pid + "b", note))

pair("V1", C, "value_slot", "V1: casebook Postgres endpoint: db1.pv.internal:5432 vs DSN with port 5433")
pair("V2", C, "value_slot", "V2: default payment terms on new feeledger invoices: 30 vs 14 days")
pair("V3", C, "value_slot", "V3: retention of closed matter files: 6 vs 7 years after closure")
pair("V4", C, "value_slot", "V4: conflictor fuzzy-match threshold (Jaro-Winkler): 0.85 vs 0.92")
pair("V5", C, "value_slot", "V5: precedent Python version: 3.11 pinned vs needs 3.12 (fails on 3.11)")
pair("V6", C, "value_slot", "V6: restic snapshot retention: 30 vs 90 days")
pair("V7", C, "value_slot", "V7: enquiry form rate limit per IP per hour: 5 vs 20 (claim b hard-wrapped)")
pair("V8", C, "value_slot", "V8: time-recording unit in feeledger: 6 vs 10 minutes")
pair("V9", C, "value_slot", "V9: Kelby branch closing time: table row 16:00 vs 17:00")
pair("V10", C, "value_slot", "V10: feeledger mailer SMTP port: 587 (code block line) vs 465")

pair("R1", C, "role_slot", "R1: casebook error tracking: Sentry vs Bugsnag")
pair("R2", C, "role_slot", "R2: client portal notification email provider: Postmark vs SendGrid")
pair("R3", C, "role_slot", "R3: precedent code hosting: GitHub vs self-hosted Gitea")
pair("R4", C, "role_slot", "R4: casebook CI: GitHub Actions vs Woodpecker")
pair("R5", C, "role_slot", "R5: e-signature provider for engagement letters: DocuSign vs Yousign")
pair("R6", C, "role_slot", "R6: precedent package manager: Poetry vs uv")
pair("R7", C, "role_slot", "R7: enquiry form (intake) hosting: Netlify vs Cloudflare Pages")
pair("R8", C, "role_slot", "R8: precedent task queue for document assembly: Celery vs Dramatiq")
pair("R9", C, "role_slot", "R9: accounting system fed by feeledger's nightly export: Xero vs Sage 50")
pair("R10", C, "role_slot", "R10: Owen's editor: PyCharm vs Neovim (claim b hard-wrapped)")

pair("N1", C, "negation", "N1: engagement letters: never auto-sent vs emailed automatically when matter opens")
pair("N2", C, "negation", "N2: matter opening: cannot open before conflict check clears vs can open before it clears")
pair("N3", C, "negation", "N3: client ID documents: do not upload to casebook vs uploaded to casebook KYC tab")
pair("N4", C, "negation", "N4: precedent PRs: always squash-merge vs never squash")
pair("N5", C, "negation", "N5: time entries on issued invoices: cannot be edited vs can still be edited")
pair("N6", C, "negation", "N6: end-of-response summary for Owen: don't vs wants one every time")
pair("N7", C, "negation", "N7: casebook migrations: never during office hours vs any time of day")
pair("N8", C, "negation", "N8: closed matters in the conflictor index: stay indexed vs not indexed")
pair("N9", C, "negation", "N9: VAT on agent disbursements (Land Registry fees): never vs added to every disbursement")
pair("N10", C, "negation", "N10: casebook /admin: not exposed to internet (VPN only) vs used over plain internet without VPN")

pair("S1", C, "stale_vs_change", "S1: casebook hosting: present 'runs on Dales IT VM' vs moved to Hetzner Cloud on 14 June")
pair("S2", C, "stale_vs_change", "S2: court bundles: present 'built in Bundledocs' vs stopped paying for Bundledocs in July")
pair("S3", C, "stale_vs_change", "S3: live templates on S: drive vs moved into the repo in February, share read-only")
pair("S4", C, "stale_vs_change", "S4: conflictor search backend: Elasticsearch 7.17 vs switched to Meilisearch in August")
pair("S5", C, "stale_vs_change", "S5: matter numbers allocated in CaseTrack vs CaseTrack read-only since 1 March")
pair("S6", C, "stale_vs_change", "S6: shared passwords: LastPass vs migrated to Bitwarden in May")
pair("S7", C, "stale_vs_change", "S7: scanned post via post@ mailbox (claim a hard-wrapped) vs post@ no longer used")
pair("S8", C, "stale_vs_change", "S8: card payments via Stripe link on invoices vs no longer take Stripe payments")
pair("S9", C, "stale_vs_change", "S9: offsite backups to Backblaze B2 vs switched to Wasabi in September")
pair("S10", C, "stale_vs_change", "S10: nightly billing report emailed at 07:00 vs report email deprecated in October")

pair("F1", NC, "refinement", "F1: casebook framework Django vs Django 5.2 LTS: more specific, consistent")
pair("F2", NC, "refinement", "F2: conflictor searches clients and parties vs also former names and directors: extension")
pair("F3", NC, "refinement", "F3: invoices are PDF vs PDF footer carries SRA and VAT numbers")
pair("F4", NC, "refinement", "F4: nightly backups of db1/db2/docs vs start 01:30, dumps before document store")
pair("F5", NC, "refinement", "F5: engagement letters from precedent templates vs ENG-01 content details")
pair("F6", NC, "refinement", "F6: record time every day vs deadline 10:00 next working day: deadline detail, not a conflict")
pair("F7", NC, "refinement", "F7: matter number = client number + sequence vs concrete example PV0412-003")
pair("F8", NC, "refinement", "F8: possible matches signed off by a partner vs for PEP new clients the COLP (a partner) signs off")
pair("F9", NC, "refinement", "F9: template fields use Jinja syntax vs docxtpl with {{ }} fields")
pair("F10", NC, "refinement", "F10: deploys done with Ansible vs the exact ansible-playbook command")

pair("O1", NC, "other_subject", "O1: retry counts: intake webhook to casebook 5 vs feeledger ledger exports 3")
pair("O2", NC, "other_subject", "O2: idle timeouts: casebook staff sessions 30 min vs client portal sessions 15 min")
pair("O3", NC, "other_subject", "O3: size limits: casebook document upload 25 MB vs enquiry form attachment 10 MB")
pair("O4", NC, "other_subject", "O4: merge strategy: conflictor rebase-merge vs casebook squash-merge")
pair("O5", NC, "other_subject", "O5: nightly reindex times: casebook search 03:00 vs conflictor 23:30")
pair("O6", NC, "other_subject", "O6: fee earner counts: Kelby 3 vs Ashcombe 11")
pair("O7", NC, "other_subject", "O7: Node versions: feeledger frontend 20 vs intake 22")
pair("O8", NC, "other_subject", "O8: API token lifetime: casebook 1 hour vs feeledger 12 hours")
pair("O9", NC, "other_subject", "O9: package manager: intake pnpm vs feeledger frontend npm")
pair("O10", NC, "other_subject", "O10: out-of-hours handling: email/phone outages to Dales IT vs feeledger waits for next day")

pair("D1", NC, "dated_history", "D1: Jan-Mar 2026 pilot used an Excel workbook vs checks now run in conflictor")
pair("D2", NC, "dated_history", "D2: invoice numbering INV-2026-nnnn until April vs PV-nnnnn now")
pair("D3", NC, "dated_history", "D3: in January tested against Word 2016 vs now tested against Word for Microsoft 365")
pair("D4", NC, "dated_history", "D4: first week after Kelby opened only Mari opened matters vs any fee earner can now")
pair("D5", NC, "dated_history", "D5: casebook on PostgreSQL 14 until May vs local dev needs 16 to match production")
pair("D6", NC, "dated_history", "D6: back in March invoices from accounts@ vs emailed from billing@ now")
pair("D7", NC, "dated_history", "D7: before the summer redesign a three-step wizard vs single page now")
pair("D8", NC, "dated_history", "D8: until September printed slips vs confirmations by email now")
pair("D9", NC, "dated_history", "D9: portal beta March-June conveyancing only vs every client with an open matter now")
pair("D10", NC, "dated_history", "D10: until October LibreOffice rendering vs Gotenberg now")

pair("A1", NC, "agreeing_duplicate", "A1: no work before AML ID check is complete, stated twice")
pair("A2", NC, "agreeing_duplicate", "A2: conflictor pulls from casebook every 15 minutes = every quarter of an hour")
pair("A3", NC, "agreeing_duplicate", "A3: Owen prefers small PRs, stated twice")
pair("A4", NC, "agreeing_duplicate", "A4: SRA number 612345, stated twice")
pair("A5", NC, "agreeing_duplicate", "A5: Helen Vale is COLP, stated twice")
pair("A6", NC, "agreeing_duplicate", "A6: client account reconciled every working day, stated twice")
pair("A7", NC, "agreeing_duplicate", "A7: supervising partner approves templates before live, stated twice")
pair("A8", NC, "agreeing_duplicate", "A8: head office address 3 Bridge Street, stated twice")
pair("A9", NC, "agreeing_duplicate", "A9: enquiry form spam protection is Cloudflare Turnstile, stated twice")
pair("A10", NC, "agreeing_duplicate", "A10: client letters Arial 11 and British spelling, stated twice")

pair("NS1", NC, "negation_scope", "NS1: never issued without a matter reference (negation scoped to the reference) vs invoices issued month-end")
pair("NS2", NC, "negation_scope", "NS2: template bugs go to Owen, not Dales IT vs Dales IT takes server escalations: different subject of escalation")
pair("NS3", NC, "negation_scope", "NS3: don't delete client records, merge duplicates vs practice support merges duplicates: agreement")
pair("NS4", NC, "negation_scope", "NS4: no deploys on Friday afternoons vs deploys on weekday mornings: Friday morning is fine")
pair("NS5", NC, "negation_scope", "NS5: exact matches never auto-cleared vs no-match checks auto-cleared: negation covers exact matches only")
pair("NS6", NC, "negation_scope", "NS6: no write access to the templates repo for trainees vs trainees can use every template")
pair("NS7", NC, "negation_scope", "NS7: no interest for private clients vs statutory interest for commercial clients")
pair("NS8", NC, "negation_scope", "NS8: portal never shows drafts vs shows every document marked as shared")
pair("NS9", NC, "negation_scope", "NS9: repeat instructions don't need a fresh ID check but do need a conflict check vs every new matter gets a conflict check")
pair("NS10", NC, "negation_scope", "NS10: agent must not run migrate vs agent generates migration files: negation covers running only")
