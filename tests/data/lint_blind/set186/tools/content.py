# -*- coding: utf-8 -*-
"""File bodies for the Larkspur Music Editions store.

A body line starting with a marker like §V1a§ is a labelled claim: the marker is stripped and the
rest of the line is the claim text, verbatim. Every marker appears exactly once in the whole store.
"""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# (filename, name, description, type, title, hook, body)
ROOT = [
("reference_staveq.md", "staveq", "Engraving queue app — stack, where files live, the proof cycle", "reference",
 "staveq overview", "what staveq is, its stack, file storage and proof cycle", """
# staveq (engraving queue)

§D1b§staveq is the engraving queue: one job per edition, from intake through proofs to a print-ready PDF.
Józef owns the workflow, Femi owns the code.

## Stack
- Django 5.1, repo `larkspur/staveq`
§F3a§- Database: Postgres
§R1a§- CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest and ruff on every push
- Background jobs (PDF merge, thumbnails) run through `django-q2`, not Celery
- Admin at `/admin/`, engravers use the `/desk/` views

## Files
§S3a§- Source files and proofs live in the Dropbox team folder `/Engraving/<catalogue no>/`
§V6a§- Max upload for source files (notation files, PDFs, scans): 200 MB
- Thumbnails of the first page are regenerated nightly
- Filenames follow `LME<catalogue no>_<short title>_<stage>.pdf`

## Proof cycle
§F8a§- Proofs are sent to composers as PDF
§V4a§- Composers get 14 days to return marked-up proofs
- Queries are logged per bar in the `ProofQuery` table so they can be ticked off
§A9a§- Each new edition gets an ISMN from our block before the first proof goes out
- Status flow: intake → setting → proof 1 → corrections → proof 2 → print-ready
"""),
("reference_quillpact.md", "quillpact", "Composer contracts app — stack, hosting, signing, what it stores", "reference",
 "quillpact overview", "contracts app: stack, hosting, signing flow, stored data", """
# quillpact (composer contracts)

Rails app that holds every composer contract and links it to the works it covers.

## Stack
- Rails 7.1, repo `larkspur/quillpact`
§V5a§- Ruby 3.3.5
§V2a§- Database: `postgres://quill@pg-main.larkspur.internal:5432/quillpact`
§R8a§- Hosting: Render web service `quillpact-web` (Frankfurt region)
§D6b§- CI: GitHub Actions runs `bin/rails test` on every push

## Contract flow
- Contract types: exclusive, single-work, arrangement (flat fee)
§S9a§- Contracts go out for e-signature through DocuSign
§NS10b§- Signed contracts are emailed to the composer as a PDF automatically
- Every contract links to one or more works (`works` table, keyed by catalogue number)

## Data
§N6b§- Composer bank details are kept in quillpact (encrypted `payee_accounts` table) for royalty payouts
- Estates are modelled as a composer with `kind = estate` and a contact person
"""),
("reference_royalist.md", "royalist", "royalist overview: stack, data, statement cadence and payouts", "reference",
 "royalist overview", "royalty statement generator: stack, statements, payouts", """
# royalist (royalty statements)

Generates composer royalty statements from shop, hire and sub-publisher income. PDFs via WeasyPrint.

## Stack
§S8a§- Python 3.10, Celery 5
§V1a§- Celery broker: Redis at `redis-roy.larkspur.internal:6379`
§A2a§- Database: `postgres://royalist@pg-main.larkspur.internal:5432/royalist`
§R4a§- Errors go to Sentry (project `royalist`)
§S7b§- `statement_lines_v1` is deprecated since April; new code reads `royalty_lines`

## Statements
§F1a§- Royalty statements go out twice a year
§NS2b§- royalist generates the statements on the first working day after the period closes
§N9a§- Statements are emailed to composers as PDF attachments
§O3a§- A failed statement email is retried up to 3 times, then flagged for Clare
§A8a§- Statements are in GBP, and overseas composers are paid in GBP too
- Each statement lists every work, split by print, PDF, hire and sub-publisher income

## Payouts
§F9a§- Small balances are carried forward to the next statement instead of being paid
§R9a§- Paid royalties are posted to Xero as bills, one per composer
- The payment run is a BACS batch that Clare uploads to the bank
"""),
("reference_choirhire.md", "choirhire", "Hire library app — stack, hire terms, fees", "reference",
 "choirhire overview", "hire library for choirs: stack and hire terms", """
# choirhire (hire library)

Laravel 11 app for hiring sets of vocal scores to choirs. Ruth Ellery runs the library day to day.

## Stack
- PHP 8.3, repo `larkspur/choirhire`
§R2a§- Database: MariaDB 10.11 (Laravel connection `mysql`)
§R3a§- Transactional email (hire confirmations, return reminders): Postmark
§R10a§- Card payments for hire fees: Stripe Checkout
- Queue worker: Laravel Horizon on the same box

## Hire terms
§A1a§- A hire set is 40 vocal scores plus one conductor's copy
§V3a§- Standard hire period: 8 weeks from dispatch
§V7a§- Late fee for standard sets: £2 per copy per week
§F2a§- A refundable deposit is taken on every hire
§NS6b§- Sets are dispatched within 3 working days of booking
- Lost or damaged copies are charged at replacement cost
- Extra copies can be added to a set in multiples of 5
"""),
("reference_runsheet.md", "runsheet", "runsheet overview: print runs, reprints, paper specs", "reference",
 "runsheet overview", "print-run planner: printer, reprint rule, paper table", """
# runsheet (print runs and stock)

Small Flask app with its own Postgres schema; plans print runs and tracks printed stock.

§S1a§- Printer for all print runs: Halden Print, Ashford
§V9a§- Reprint is triggered when stock of a title drops below 50 copies
§F5a§- Default first print run for a new choral octavo: 250 copies
- Stock counts sync from Shopify every night at 01:00
- Maren approves every run before the order goes out

## Paper and binding
| Format | Paper | Binding |
|---|---|---|
| Vocal score (A4) | 100 gsm white | perfect-bound |
§O2a§| Full score (A3) | 120 gsm cream | wire-bound |
| Part (A4) | 100 gsm cream | folded, loose |
"""),
("reference_pdfstamp.md", "pdfstamp", "PDF stamping and delivery service for shop downloads", "reference",
 "pdfstamp overview", "how purchased PDFs are stamped and delivered", """
# pdfstamp

Go service that stamps purchased PDFs and hands out the download links for the shop.

- Go 1.22, repo `larkspur/pdfstamp`
§V10a§- Listens on port 8085 behind Caddy
§N5a§- Every PDF download is stamped with the buyer's name on each page
§A6a§- Download links allow 5 downloads and expire after 30 days
§NS7b§- Logs every stamp request with the order number and a timestamp
- Flow: Shopify order webhook → fetch order → stamp → upload to R2 → email the link
- Free sample pages are pre-stamped "Perusal copy" at upload time, not per request
"""),
("reference_shop.md", "shop", "Web shop — platform, theme build, VAT split", "reference",
 "Shop overview", "storefront platform, theme build and product setup", """
# Shop

§D10b§- Storefront: Shopify (Basic plan), theme repo `larkspur/larkspur-theme`
§R6a§- Theme build: pnpm (`pnpm install && pnpm run build`)
- Printed copies and PDFs are two variants of one product
- Printed sheet music is zero-rated for VAT; PDFs are standard-rated
- Every title has free sample pages (first three pages)
- Choir packs (10+ copies of an octavo) get 10% off automatically
"""),
("reference_infra.md", "infra", "Infrastructure: boxes, databases, backups, on-call, monitoring", "reference",
 "Infrastructure", "servers, database cluster, backups, on-call and monitoring", """
# Infrastructure

- hz-app1, hz-app2: Hetzner CX32 boxes running Docker Compose, Caddy in front
§O1a§- pg-main: Postgres 16, port 5432
§F7a§- pg-main is backed up nightly
- Secrets live in 1Password, vault "Larkspur Infra"
§F10a§- On-call rotates weekly between Femi and Maren
- Grafana at `grafana.larkspur.internal`, alerts to #ops

## Exporters
| Exporter | Port | Where |
|---|---|---|
§O9a§| node_exporter | 9100 | every box |
| postgres_exporter | 9187 | pg-main |
"""),
("reference_contracts.md", "contract-terms", "Standard composer contract terms", "reference",
 "Contract terms", "royalty rates, advances and terms in the standard contract", """
# Standard contract terms

Clare keeps the template; changes go through her.

§V8a§- Standard print royalty: 10% of net receipts
§N2b§- First-time composers get a £300 advance on signature
§F6a§- Advances are recouped from royalties before anything is paid out
- Term: life of copyright for exclusive contracts, 10 years for single-work contracts
- Arrangements are paid as a flat fee, with no royalty
- Reversion: rights revert if a title is out of print for 5 years and the composer asks
"""),
("reference_people.md", "people", "Who does what at Larkspur", "reference",
 "People", "who owns which system and process", """
# People

- Maren Holt: head of digital and operations; approves print runs
- Femi Adeyemi: developer (staveq, quillpact, royalist, choirhire, pdfstamp)
- Józef Nowak: engraving lead; runs the engraving queue and two freelance engravers
- Clare Whitby: rights and royalties; owns contracts and the statement runs
- Ruth Ellery: hire library (three days a week)
"""),
("reference_glossary.md", "glossary", "Glossary: terms the team uses without explaining", "reference",
 "Glossary", "house terms: octavo, perusal, set, period", """
# Glossary

- **Octavo**: a short choral piece printed as a single slim booklet
- **Perusal copy**: a watermarked PDF for a conductor to look through before buying or hiring
- **Set**: a bundle of hire copies of one work, sent to one choir
- **Period**: a royalty accounting half-year
- **Estate**: the heirs or trust holding a dead composer's rights
- **LME number**: our catalogue number (LME + four digits)
"""),
("user_maren.md", "maren", "Maren's role and how she likes to work", "user",
 "Maren", "head of digital: preferences and setup", """
Maren Holt is head of digital and operations, and the main person I work with.

§D7b§Maren works in VS Code with the Django and Ruby LSP extensions.
She wants short explanations with the command to run, not long background.
She reviews every PR that touches money (royalist, choirhire payments).
"""),
("user_jozef.md", "jozef", "Józef, engraving lead — how to work with him", "user",
 "Józef", "engraving lead: what he cares about", """
Józef Nowak leads engraving and is the main user of staveq's desk views.

He cares about the proof cycle more than anything else; changes to proof status logic need his OK.
He is not a developer: explain UI changes with screenshots, not diffs.
"""),
("user_clare.md", "clare", "Clare, rights and royalties", "user",
 "Clare", "rights and royalties: what she needs from tooling", """
Clare Whitby handles contracts and royalties.

She checks every statement run line by line against last period's totals before anything goes out.
She prefers CSV exports she can open in a spreadsheet over dashboards.
"""),
("feedback_git_workflow.md", "git-workflow", "How branches and merges are done per repo", "feedback",
 "Git workflow", "branching and merge rules per repository", """
§N4a§Never rebase in staveq — merge main into your feature branch instead.
**Why:** Józef's freelancers pull feature branches for template work, and force-pushes broke them twice.
**How to apply:** `git merge origin/main` on the branch, never `git rebase`.

§R7a§In quillpact we squash-merge PRs.
**Why:** Femi wants one commit per change on main.

§NS8a§Never squash Django migrations in staveq once they have reached production.
**Why:** squashed migrations broke the staging restore in February.
"""),
("feedback_proofs.md", "proofs", "Rules for sending and approving proofs", "feedback",
 "Proof rules", "who approves proofs and what must happen before sending", """
§N1a§Proofs are never auto-approved: a composer (or Clare, for estates) signs off every proof in staveq.
**Why:** an auto-approved proof went to print with a wrong key signature in 2025.

§NS1a§Never send a proof to a composer without running the house-style check first.
**How to apply:** the check is the "Style check" button on the job page; it must be green.
"""),
("feedback_engraving.md", "engraving", "Engraving tool and source-material rules", "feedback",
 "Engraving rules", "which tool new titles are set in, what sources are acceptable", """
§R5a§House engraving software is Dorico 5; every new title is set in Dorico.
**Why:** one house style, one template, and the freelancers all have licences.

§N7a§Engravers never work from phone photos or scans of a manuscript — wait for a clean PDF or the composer's notation file.
**Why:** re-engraving from scans doubled the proof queries last year.
"""),
("feedback_deploys.md", "deploys", "Deploy rules for quillpact", "feedback",
 "Deploy rules", "when and by whom contracts app deploys happen", """
§N10a§Never deploy quillpact on a Friday.
**Why:** contracts go out for signature on Mondays and nobody wants to debug that over a weekend.

§A5a§quillpact deploys are done by Femi and nobody else.
"""),
("feedback_tests.md", "tests", "Test expectations before pushing", "feedback",
 "Tests before push", "what to run before pushing contracts app changes", """
§F4a§Run the test suite before pushing quillpact changes.
**Why:** CI minutes are limited and a red main blocks Clare's contract work.
"""),
("feedback_spelling.md", "spelling", "Spelling and tone in customer-facing text", "feedback",
 "Spelling", "language rules for anything customers read", """
§A4a§Always use British spelling in anything a customer or composer will read.
Keep the tone plain and friendly; no exclamation marks in emails to composers.
"""),
("feedback_statements.md", "statements", "Rules for royalty statement runs", "feedback",
 "Statement rules", "sign-off rule for statement runs", """
§NS2a§Don't issue a royalty statement without Clare's sign-off.
**Why:** she reconciles the totals against the bank and sub-publisher reports first.
**How to apply:** wait for her "OK to send" in #royalties before releasing the batch.
"""),
("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
 "Commit messages", "how commit messages should look", """
Commit messages: imperative mood, under 72 characters, ticket number at the end (`… (LAR-123)`).
No emoji, no "WIP" commits on main.
"""),
("project_hire_policy_review.md", "hire-policy-review", "Hire policy review (September)", "project",
 "Hire policy review", "outcomes of the hire-library policy review", """
# Hire policy review, September 2026

Ruth, Clare and Maren went through the hire terms after a summer of late returns.

§N8b§Late fees apply to every hire, school choirs included — agreed at the review.
- Reminders go out a week before the due date and on the due date
- Condition grading on return stays as it is (A/B/C)
- Next review: March 2027
"""),
("project_autumn_catalogue_2026.md", "autumn-catalogue-2026", "Autumn 2026 catalogue release", "project",
 "Autumn 2026 catalogue", "titles and deadlines for the autumn release", """
# Autumn 2026 catalogue

- 14 new titles, six of them Christmas octavos
- All engraving done by 31 August, print-ready by 15 September
- Launch mailing to choir directors on 1 October
- Two titles are arrangements (flat fee), the rest are royalty contracts
"""),
("project_choirhire_v2.md", "choirhire-v2", "choirhire v2 plans", "project",
 "choirhire v2", "planned changes to the hire library app", """
# choirhire v2

- Let choirs extend a hire themselves from their account page
- Show the condition grade history for each copy
- Replace the manual set-building screen with barcode scanning
- Not started; waiting for Ruth's list of must-haves
"""),
("project_statement_run_2026h1.md", "statement-run-2026h1", "Statement run for the first half of 2026", "project",
 "Statement run 2026 H1", "how the spring/summer statement run went", """
# Statement run, period to 30 June 2026

- 212 composers and estates on the run
- Two statements held back for estate address checks
- Sub-publisher income from Germany arrived late and was added by hand
"""),
("project_ismn_block.md", "ismn-block", "ISMN block status", "project",
 "ISMN block", "how many ISMNs are left and when to order more", """
# ISMN block

- About 120 numbers left in the current block
- Order a new block from the UK ISMN agency when fewer than 50 remain
"""),
("project_festival_preorders.md", "festival-preorders", "Festival pre-orders for 2026", "project",
 "Festival pre-orders", "which festivals pre-ordered which octavos", """
# Festival pre-orders 2026

- Three Choirs Festival pre-ordered two new octavos
- A diocesan choir festival pre-ordered the new Advent anthem
- Pre-ordered copies ship directly from the printer to the festival office
"""),
("reference_hire_condition_grades.md", "hire-condition-grades", "Condition grades for hire copies", "reference",
 "Hire condition grades", "what grades A, B and C mean", """
# Condition grades

- A: clean, no markings
- B: pencil markings erased, light wear
- C: worn or marked; withdraw after this hire
"""),
("feedback_secrets.md", "secrets", "Handling secrets and credentials", "feedback",
 "Secrets", "where credentials live and how to share them", """
Never paste credentials into chat or commit them; they live in 1Password.
**How to apply:** reference the 1Password item name in notes, never the value.
"""),
("project_perusal_scores.md", "perusal-scores", "Perusal scores for the hire library", "project",
 "Perusal scores", "giving conductors look-through PDFs of hire works", """
# Perusal scores

- Every hire title gets a perusal PDF, watermarked "Perusal copy — not for performance"
- Perusal links are sent by Ruth on request; no self-service yet
"""),
("reference_catalogue_numbers.md", "catalogue-numbers", "Catalogue numbering scheme", "reference",
 "Catalogue numbers", "how LME numbers are allocated", """
# Catalogue numbers

- LME + four digits
- 1000–1999 organ, 2000–4999 choral octavos, 5000–5999 vocal scores, 6000+ instrumental
- Numbers are never reused, even for withdrawn titles
"""),
]

FLAT_DESCRIPTIONS = ["reference_royalist.md", "reference_runsheet.md", "reference_infra.md", "reference_glossary.md"]

# ---------------------------------------------------------------- auto notes
# (slug, title, created, tags, body)
AUTO = [
("quillpact-local-setup", "quillpact local setup", "2026-02-11", ["quillpact", "setup"], """
# quillpact local setup

1. Clone `larkspur/quillpact`, run `bundle install`.
§O4a§Node 20 is needed for quillpact's asset build (esbuild via jsbundling-rails).

```
export DATABASE_URL=postgres://quill@localhost:5432/quillpact_dev
bin/rails db:prepare
```

§V2b§Production DATABASE_URL for quillpact is `postgres://quill@pg-main.larkspur.internal:5432/quillpact_prod` — copy it from 1Password, never from Slack.
"""),
("quillpact-admin-notes", "quillpact admin notes", "2026-05-06", ["quillpact", "admin"], """
# quillpact admin notes

§NS5b§Draft contracts that were never sent can be deleted in quillpact.
Renaming a work updates every contract that links to it; check with Clare first.
"""),
("hire-library-faq", "Hire library FAQ", "2026-04-29", ["hire", "faq", "choirs"], """
# Hire library FAQ (what choirs ask Ruth)

## Fees
§V7b§Late fees are £3 per copy per week, capped at the replacement cost of the copy, and
are added to the choir's next invoice.
§O6b§Vocal-score sets need a £50 deposit, taken at checkout.
§D3b§Hire fees are paid by card when the choir books.

## Shipping
§N3b§We post hire sets to choirs in Ireland and the Netherlands too, always tracked.
Choirs send sets back with the prepaid label in the box.

## Markings
Pencil only, and please rub it out before returning the set.
"""),
("engraving-house-rules", "Engraving house rules", "2026-03-09", ["engraving", "proofs"], """
# Engraving house rules

## Proofing
§O5b§Full scores get three internal proofreading passes before the composer sees them.
§NS1b§Proofs are emailed to composers straight from staveq.
§A3b§Proofs go out to composers once a week, on Thursday.
§V4b§Composers have 21 days to send back proof corrections before we chase them.

## Layout
- Lyrics under every vocal stave, never only under the top one
- Page turns on rests wherever possible
"""),
("staveq-dev-notes", "staveq dev notes", "2026-01-20", ["staveq", "dev"], """
# staveq dev notes

§R1b§staveq's pipeline runs on Woodpecker CI on the build box; the config is `.woodpecker.yml`.
§S10a§staveq runs on Heroku (app `larkspur-staveq`), so `heroku logs --tail` is the quickest way to see errors.
Fixtures for a demo job: `./manage.py loaddata demo_jobs`.
"""),
("staveq-python-upgrade", "staveq Python upgrade", "2026-04-14", ["staveq", "python"], """
# staveq Python upgrade

§D9b§staveq was on Python 3.10 until the April upgrade.
The upgrade needed a newer `reportlab` and one fix in the thumbnail job.
"""),
("hire-reminders", "Hire reminder emails", "2026-05-18", ["choirhire", "email"], """
# Hire reminder emails

§R3b§Return reminders and hire confirmations go out through Amazon SES from
choirhire, using the `hire@larkspur.co.uk` sender.
Templates live in `resources/views/mail/`.
"""),
("theme-dev", "Shop theme development", "2026-06-01", ["shop", "theme"], """
# Shop theme development

§R6b§Use yarn for the theme repo: `yarn install`, then `yarn shopify theme dev`.
§O10a§Theme PRs are squash-merged so each release is one commit.
Always preview on the unpublished copy of the theme first.
"""),
("finance-month-end", "Month-end finance", "2026-07-01", ["finance", "royalties"], """
# Month-end finance

§R9b§Royalty payments are entered in QuickBooks Online by Clare at month end.
Hire fees and shop takings are reconciled in the same week.
"""),
("release-checklist", "Release checklist", "2026-08-10", ["release", "quillpact"], """
# Release checklist

§N10b§quillpact releases go out on Friday afternoons, after the contracts meeting.
- Check the migration list
- Tell Clare before and after
"""),
("royalty-run-howto", "How a royalty run works", "2026-03-03", ["royalist", "royalties"], """
# How a royalty run works

§O7b§We issue composer statements every six months.
§S2a§royalist reads shop sales from the monthly Shopify CSV export dropped into `imports/`.
Hire income comes from choirhire's export; sub-publisher income is keyed in by Clare.
§S6a§Composer notification emails for a run go out through Mailchimp (the "Statement ready" template).
"""),
("royalty-sql-notes", "royalty SQL notes", "2026-02-24", ["royalist", "sql"], """
# royalty SQL notes

§S7a§The royalty run reads from the `statement_lines_v1` table.

```sql
SELECT composer_id, sum(amount_pence) FROM statement_lines_v1 WHERE period = '2025H2' GROUP BY 1;
```
"""),
("royalist-access", "royalist database access", "2026-06-22", ["royalist", "access"], """
# royalist database access

§A2b§Connect with `psql postgres://royalist@pg-main.larkspur.internal:5432/royalist` (read-only role is fine).
Never run ad-hoc UPDATEs during a statement run.
"""),
("storage-migration", "Storage migration", "2026-05-25", ["engraving", "storage"], """
# Storage migration

§S3b§Dropbox was shut down for engraving files in May; everything moved to Nextcloud at `cloud.larkspur.co.uk`.
The freelancers have their own Nextcloud accounts with access to `/Engraving` only.
"""),
("staveq-errors", "staveq error tracking", "2026-09-21", ["staveq", "errors"], """
# staveq error tracking

§S4b§Migrated staveq error tracking from Sentry to GlitchTip in September; the old Sentry project is deleted.
GlitchTip runs at `errors.larkspur.internal`.
"""),
("choir-outreach", "Choir outreach", "2026-02-05", ["hire", "marketing"], """
# Choir outreach

§S5a§Choirs browse the hire catalogue on the WordPress site at `hire.larkspur.co.uk`.
We send a printed flyer to about 300 choir directors each autumn.
"""),
("composer-faq", "Composer FAQ", "2026-06-09", ["composers", "royalties"], """
# Composer FAQ

§D2b§Composers get a statement every six months.
§NS9b§Royalties are paid by bank transfer with each statement.
Questions about a statement go to Clare, not to the developers.
"""),
("contract-templates", "Contract templates", "2026-01-27", ["contracts"], """
# Contract templates

§O8b§Hire income is split 50/50 with the composer.
The arrangement template has no royalty clause at all.
"""),
("print-run-planning", "Print run planning", "2026-07-06", ["print", "runsheet"], """
# Print run planning

§D5b§New octavos start with a first run of 250.
§A10a§runsheet exports the print order sheet as XLSX every Monday.
§NS4b§Reprints are ordered from runsheet once Maren approves the suggestion.
"""),
("runsheet-notes", "runsheet notes", "2026-08-18", ["runsheet"], """
# runsheet notes

§V9b§runsheet flags a title for reprint once stock falls under 30 copies.
The nightly stock sync logs to `/var/log/runsheet/sync.log`.
"""),
("backup-notes", "Backup notes", "2026-03-23", ["infra", "backups"], """
# Backups

§F7b§pg-main gets a nightly `pg_dump` at 02:30 to the Hetzner Storage Box, kept for 30 days.
Restore drill: once a quarter, onto pg-staging.
"""),
("on-call", "On-call", "2026-04-06", ["infra", "on-call"], """
# On-call

§F10b§On-call rotates weekly between Femi and Maren, handing over on Mondays at 10:00.
§NS3b§The on-call developer handles choirhire outages and failed payments.
The on-call phone number is in 1Password.
"""),
("pdfstamp-ops", "pdfstamp ops", "2026-07-20", ["pdfstamp", "ops"], """
# pdfstamp ops

§D4a§Until the June move, pdfstamp lived on the old Linode VPS in London.
If stamping is slow, check R2 upload latency first.
"""),
("hire-returns", "Hire returns", "2026-06-15", ["hire", "returns"], """
# Hire returns

§A7a§Ruth checks hire returns in within 2 working days.
Copies are graded A/B/C on the way in.
"""),
("quillpact-testing", "quillpact testing", "2026-09-07", ["quillpact", "tests"], """
# quillpact testing

§F4b§Run `bin/rails test` and `bin/rails test:system` before pushing quillpact changes; the system tests need Chrome.
"""),
# ---- filler notes (no labelled claims)
("catalogue-numbering", "Catalogue numbering", "2026-01-08", ["catalogue"], """
# Catalogue numbering

Choral octavos use LME 2000–4999. Ask Maren before using a new range.
"""),
("festival-preorders-2026", "Festival pre-orders 2026", "2026-05-11", ["print", "festivals"], """
# Festival pre-orders 2026

Festival offices want invoices before delivery. Pre-orders are tracked in runsheet with the `festival` tag.
"""),
("ismn-notes", "ISMN notes", "2026-03-17", ["ismn"], """
# ISMN notes

ISMNs go on the back cover and the first page of every edition, with the barcode.
"""),
("perusal-scores", "Perusal scores", "2026-08-25", ["hire", "perusal"], """
# Perusal scores

Perusal PDFs are low resolution on purpose. Ruth sends them on request.
"""),
("christmas-rush-2026", "Christmas rush 2026", "2026-11-12", ["shop", "christmas"], """
# Christmas rush 2026

Christmas octavo orders placed after 12 December ship in January.
Last posting date for hire sets before Christmas: 9 December.
"""),
("composer-onboarding", "Composer onboarding", "2026-04-01", ["composers", "contracts"], """
# Composer onboarding

1. Clare sends the contract from quillpact.
2. Józef asks for the notation files.
3. Maren adds the composer page to the shop.
"""),
("hire-condition-grading", "Hire condition grading", "2026-07-09", ["hire"], """
# Hire condition grading

Grade C copies are withdrawn and replaced from stock before the next hire.
"""),
("grafana-dashboards", "Grafana dashboards", "2026-08-03", ["infra", "monitoring"], """
# Grafana dashboards

- "Apps" dashboard: request rates for staveq, quillpact, choirhire
- "Statements" dashboard: royalist job durations during a run
"""),
("vat-notes", "VAT notes", "2026-02-16", ["finance", "shop"], """
# VAT notes

Printed music is zero-rated; PDFs and hire fees are standard-rated.
"""),
("newsletter", "Choir directors' newsletter", "2026-09-14", ["marketing"], """
# Choir directors' newsletter

Goes out four times a year with new titles and hire highlights. Ruth writes the hire section.
"""),
("meeting-notes-2026-10", "Team meeting, October", "2026-10-12", ["meeting"], """
# Team meeting, October 2026

- Autumn catalogue launched on time
- choirhire v2 still waiting on Ruth's list
- Statement run for H2 starts 4 January
"""),
("estate-contracts", "Estate contracts", "2026-05-28", ["contracts", "estates"], """
# Estate contracts

Estates sign through a named contact person; statements go to that person.
"""),
("cover-design", "Cover design", "2026-06-29", ["design"], """
# Cover design

Octavo covers use the two-colour house template; full scores get a plain cover.
"""),
]

# ---------------------------------------------------------------- remnic facts
# (date, category, tags, confidence, body)
FACTS = [
("2026-05-12", "fact", ["royalist", "redis"], 0.9, "§V1b§royalist's Celery broker lives at `redis-roy.larkspur.internal:6380`; the workers hang at startup if the port is wrong."),
("2026-03-13", "fact", ["choirhire", "hire"], 0.85, "§V3b§Choir hire sets are lent for 10 weeks from the dispatch date."),
("2026-03-04", "fact", ["quillpact", "ruby"], 0.9, "§V5b§quillpact is pinned to Ruby 3.2.4 in `.ruby-version`; don't bump it without asking Femi."),
("2026-04-21", "fact", ["staveq", "uploads"], 0.9, "§V6b§staveq rejects source-file uploads over 100 MB (nginx `client_max_body_size 100m`), so big scan bundles have to be split."),
("2026-02-17", "decision", ["contracts", "royalties"], 0.95, "§V8b§Our standard composer contract pays 12% of net receipts on printed copies."),
("2026-06-30", "fact", ["pdfstamp"], 0.9, "§V10b§pdfstamp's HTTP port is 8088; Caddy reverse-proxies `stamp.larkspur.internal` to it."),
("2026-07-08", "fact", ["choirhire", "database"], 0.85, "§R2b§choirhire's data lives in Postgres 16 on pg-main, in its own `choirhire` database."),
("2026-08-19", "fact", ["royalist", "errors"], 0.9, "§R4b§royalist reports exceptions to Rollbar; the token is in 1Password under \"Rollbar royalist\"."),
("2026-09-02", "fact", ["engraving"], 0.85, "§R5b§New titles are engraved in Sibelius Ultimate using the house template `Larkspur-2026.sib`."),
("2026-05-27", "preference", ["quillpact", "git"], 0.8, "§R7b§quillpact PRs land as rebase-merges so every commit shows up on main as written."),
("2026-10-06", "fact", ["quillpact", "hosting"], 0.9, "§R8b§quillpact runs on the Hetzner box `hz-app1` under Docker Compose."),
("2026-09-15", "fact", ["choirhire", "payments"], 0.9, "§R10b§Hire fees are collected through Mollie; choirhire's checkout redirects there for card payments."),
("2026-07-21", "fact", ["staveq", "proofs"], 0.8, "§N1b§staveq auto-approves a proof when the composer hasn't replied after 30 days, so the title can move on to print."),
("2026-03-19", "decision", ["contracts", "advances"], 0.95, "§N2a§We never pay advances to first-time composers; the first contract is royalty-only."),
("2026-04-02", "decision", ["hire", "shipping"], 0.9, "§N3a§Hire sets are never posted outside the UK — customs paperwork for the returns was a nightmare."),
("2026-06-11", "preference", ["staveq", "git"], 0.8, "§N4b§Always rebase your staveq branch onto main before opening a PR."),
("2026-08-04", "decision", ["pdfstamp", "shop", "privacy"], 0.9, "§N5b§pdfstamp does not print the buyer's name on PDF downloads; only the order number goes in the footer, for privacy reasons."),
("2026-05-29", "decision", ["quillpact", "privacy"], 0.9, "§N6a§We do not keep composers' bank details in quillpact; they live only in the bank's payee list."),
("2026-10-14", "fact", ["engraving", "staveq"], 0.8, "§N7b§Scans of handwritten manuscripts are an accepted engraving source in staveq as long as they are 400 dpi or better."),
("2026-02-25", "decision", ["hire", "fees"], 0.9, "§N8a§School choirs are never charged late fees on hire sets."),
("2026-09-29", "preference", ["royalist", "statements"], 0.85, "§N9b§Never attach statement PDFs to emails —\ncomposers download them from the portal link in the notification."),
("2026-06-16", "decision", ["print", "runsheet"], 0.95, "§S1b§Switched our print runs from Halden Print to Cornerstone Press in June 2026; Halden only finishes the reprints already on order."),
("2026-08-26", "fact", ["royalist", "shopify"], 0.9, "§S2b§royalist no longer uses the CSV export; since August it pulls orders straight from the Shopify Admin API."),
("2026-02-27", "fact", ["staveq", "errors"], 0.85, "§S4a§staveq errors go to Sentry (project `staveq-web`); check there before asking Femi."),
("2026-07-13", "fact", ["hire", "website"], 0.9, "§S5b§The WordPress hire catalogue has been read-only since July; choirs now browse\nand book sets in choirhire."),
("2026-04-08", "decision", ["royalist", "email"], 0.9, "§S6b§Statement notifications no longer go through Mailchimp; royalist sends them via Postmark since the spring run."),
("2026-10-20", "fact", ["royalist", "python"], 0.9, "§S8b§royalist was upgraded from Python 3.10 to 3.12 in October."),
("2026-02-09", "decision", ["quillpact", "signing"], 0.95, "§S9b§Switched contract signing from DocuSign to Yousign in February; the DocuSign account is closed."),
("2026-04-28", "fact", ["staveq", "hosting"], 0.9, "§S10b§staveq moved off Heroku onto `hz-app1` in April and the Heroku app was deleted."),
("2026-01-22", "fact", ["royalist", "statements"], 0.9, "§F1b§Royalty statements go out twice a year, by 31 March and 30 September, covering the\nhalf-years to 31 December and 30 June."),
("2026-05-05", "fact", ["hire", "deposit"], 0.85, "§F2b§Each vocal-score hire set carries a £50 refundable deposit, released once every copy is checked back in."),
("2026-03-30", "fact", ["staveq", "postgres"], 0.85, "§F3b§staveq's Postgres is version 16, reached through pgbouncer on port 6432."),
("2026-09-09", "decision", ["print", "octavos"], 0.85, "§F5b§First runs of new octavos are 250 copies, or 500 when a festival has pre-ordered."),
("2026-03-11", "fact", ["contracts", "advances"], 0.9, "§F6b§Advances are recouped against all formats combined (print, PDF and hire) before the first payout."),
("2026-06-03", "preference", ["proofs"], 0.8, "§F8b§Proofs go to composers as PDF with bar numbers on every bar and a cover sheet listing our queries."),
("2026-10-27", "fact", ["royalist", "payouts"], 0.9, "§F9b§Statement balances below £25 are carried forward rather than paid."),
("2026-05-19", "fact", ["infra", "postgres"], 0.85, "§O1b§pg-staging listens on port 5433 so it can share the box with the metrics database."),
("2026-07-28", "fact", ["print", "paper"], 0.85, "§O2b§Octavos are printed on 80 gsm cream and saddle-stitched."),
("2026-08-12", "fact", ["pdfstamp", "shopify"], 0.85, "§O3b§pdfstamp retries a failed Shopify webhook fetch 5 times with exponential backoff."),
("2026-09-22", "fact", ["shop", "theme"], 0.85, "§O4b§The shop theme build needs Node 22 (Shopify CLI 3.x refuses anything older)."),
("2026-04-15", "fact", ["proofs"], 0.85, "§O5a§Choral octavo proofs go through two internal proofreading passes."),
("2026-06-23", "decision", ["hire", "deposit"], 0.9, "§O6a§Orchestral accompaniment sets carry a £150 deposit because the parts are\nexpensive to replace."),
("2026-03-25", "fact", ["royalties", "sub-publishers"], 0.85, "§O7a§Our sub-publishers (Germany, US) send us their statements quarterly."),
("2026-02-03", "fact", ["royalties", "pdf"], 0.9, "§O8a§PDF download sales pay the composer 15% of net receipts."),
("2026-08-31", "fact", ["royalist", "monitoring"], 0.85, "§O9b§royalist's Celery exporter exposes metrics on port 9808."),
("2026-10-01", "preference", ["choirhire", "git"], 0.8, "§O10b§choirhire PRs are merged with a regular merge commit."),
("2026-03-16", "fact", ["staveq", "history"], 0.9, "§D1a§Until March 2026 the engraving queue was a Trello board with one card per title."),
("2026-01-14", "fact", ["royalties", "history"], 0.85, "§D2a§In 2025 statements went out quarterly; the move to half-yearly came in with the new contract template."),
("2026-02-12", "fact", ["choirhire", "history"], 0.85, "§D3a§During the 2025 pilot, choirhire took hire fees by bank transfer only."),
("2026-07-02", "fact", ["pdfstamp", "hosting"], 0.85, "§D4b§pdfstamp runs on `hz-app2` alongside the other Go services."),
("2026-01-28", "fact", ["print", "history"], 0.85, "§D5a§For the autumn 2025 catalogue, first runs of new octavos were 400 copies."),
("2026-02-20", "fact", ["quillpact", "ci", "history"], 0.8, "§D6a§In 2025 quillpact's tests ran on CircleCI."),
("2026-08-07", "fact", ["maren", "editor"], 0.8, "§D7a§Until the summer Maren did everything in Sublime Text."),
("2026-05-07", "fact", ["engraving", "history"], 0.85, "§D8a§The back catalogue from before 2024 was engraved in Finale; those files are archive-only."),
("2026-06-18", "fact", ["staveq", "python"], 0.9, "§D9a§staveq targets Python 3.12; CI only tests that version."),
("2026-01-19", "fact", ["shop", "history"], 0.85, "§D10a§The shop ran on WooCommerce until January 2026."),
("2026-04-24", "fact", ["hire"], 0.9, "§A1b§A standard choir hire set = 40 vocal scores and a conductor's copy."),
("2026-05-21", "preference", ["proofs"], 0.85, "§A3a§Józef batches proofs to composers on Thursdays."),
("2026-01-09", "preference", ["style"], 0.9, "§A4b§Customer-facing text uses UK English spellings (catalogue, colour, licence)."),
("2026-07-16", "preference", ["quillpact", "deploys"], 0.9, "§A5b§Only Femi deploys quillpact to production."),
("2026-08-21", "fact", ["pdfstamp", "shop"], 0.9, "§A6b§A PDF download link works five times and lapses 30 days after purchase."),
("2026-09-04", "fact", ["hire", "returns"], 0.85, "§A7b§Returned sets are counted back in within two working days of arrival."),
("2026-03-06", "fact", ["royalties"], 0.9, "§A8b§All royalty statements and payments are in pounds sterling, overseas composers included."),
("2026-10-09", "preference", ["staveq", "ismn"], 0.85, "§A9b§ISMNs are allocated in staveq before proofs go to the composer, never after."),
("2026-11-03", "fact", ["runsheet"], 0.85, "§A10b§The weekly print order sheet comes out of runsheet as an .xlsx every Monday morning."),
("2026-05-14", "preference", ["hire", "on-call"], 0.9, "§NS3a§Escalate hire-library complaints to Ruth, not to the on-call developer."),
("2026-07-24", "decision", ["print", "errata"], 0.9, "§NS4a§We never reprint a title without checking its errata list in staveq first."),
("2026-03-27", "preference", ["quillpact"], 0.9, "§NS5a§Don't delete contracts in quillpact; terminate them (status `terminated`) so the history stays."),
("2026-06-26", "decision", ["hire"], 0.9, "§NS6a§Sets are not dispatched until a signed hire agreement is on file."),
("2026-09-18", "fact", ["pdfstamp", "privacy"], 0.85, "§NS7a§pdfstamp never writes the buyer's email address to its logs."),
("2026-04-17", "fact", ["staveq", "git"], 0.85, "§NS8b§staveq PRs are squash-merged."),
("2026-10-23", "decision", ["royalties", "tax"], 0.95, "§NS9a§We never pay royalties to US composers without a completed W-8BEN on file."),
("2026-08-14", "fact", ["quillpact", "contracts"], 0.85, "§NS10a§quillpact never emails a contract draft to the composer; drafts go to the editor first."),
# ---- filler facts (no labelled claims)
("2026-01-06", "fact", ["catalogue"], 0.9, "The catalogue numbering scheme is LME plus four digits; choral octavos start at LME 2000."),
("2026-02-02", "preference", ["prs"], 0.8, "Maren prefers short PR descriptions with a \"How to test\" section at the end."),
("2026-03-02", "fact", ["royalties", "bank"], 0.85, "Clare uploads the royalty payment batch to the bank portal; two people must approve it."),
("2026-04-10", "fact", ["hire"], 0.85, "The hire library holds about 380 titles, mostly SATB works with piano or organ."),
("2026-06-08", "decision", ["hire", "perusal"], 0.85, "Perusal scores for hire titles are watermarked \"Perusal copy — not for performance\"."),
("2026-07-30", "fact", ["catalogue"], 0.85, "The autumn 2026 catalogue has 14 new titles, six of them Christmas octavos."),
("2026-09-25", "fact", ["infra", "monitoring"], 0.85, "Grafana alerts go to the #ops Slack channel."),
("2026-11-10", "fact", ["ismn"], 0.85, "The current ISMN block has about 120 numbers left."),
("2026-11-17", "decision", ["shop", "christmas"], 0.85, "Christmas octavo orders placed after 12 December ship in January."),
("2026-11-24", "fact", ["hire"], 0.8, "Ruth works on the hire library on Tuesdays, Wednesdays and Thursdays."),
]
