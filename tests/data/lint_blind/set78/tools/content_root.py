# Root Claude Code auto-memory files: (filename, name, description, type, title, hook, body)
ROOT = [
("reference_lendloop.md", "lendloop-overview", "lendloop loan catalogue and bookings app — stack, storage, jobs, admin", "reference",
 "lendloop overview", "stack, storage, jobs and admin of the loan catalogue app", """
# lendloop

The member-facing loan catalogue, reservations and check-in/check-out backend. Repo
`github.com/lendmend/lendloop`. Everything the kiosks and the website do goes through it.

## Stack
@@D3b@@
@@F1a@@
@@V1a@@
- Catalogue search: Meilisearch, reindexed nightly
- Hosted on the OVH VPS
@@R9a@@
@@S1a@@

## Delivery
@@R2a@@
- Errors go to Sentry (project `lendloop`)
- Feature tests use the `RefreshDatabase` trait; the suite is slow-ish, be patient

## Admin panel
- Staff log in at `/admin` with their branch role (lead, desk, fixer)
@@O10a@@
- Branch leads can edit stock for their own branch only
"""),

("reference_fixlog.md", "fixlog-overview", "fixlog repair café ticketing — hosting, data, printing, errors", "reference",
 "fixlog overview", "repair café ticketing app: data, printing, errors", """
# fixlog

Repair café ticketing. Visitors book an item in at the welcome desk, a fixer picks it up,
the outcome goes on the ticket. Flask 3, Postgres, a small Vue front end for the desk.

## Running it
@@D1b@@
@@V3a@@
@@O1b@@
@@R4a@@
- App listens on port 8000 inside its container

## Tickets
@@F3a@@
@@D9b@@
- Tickets are numbered per café, starting at 1 each session
@@N7a@@
@@NS4a@@

## Reports
- Monthly fix-rate report per branch, emailed to the trustees as a PDF
- Weight of items saved from landfill is estimated from the item category
"""),

("reference_pattrack.md", "pattrack-overview", "pattrack PAT test records — intervals, labels, storage, exports", "reference",
 "pattrack overview", "PAT test records: intervals, labels, storage, exports", """
# pattrack

Records portable appliance tests for every electrical item in the library and prints the
pass/fail labels. Small Go service with a server-rendered UI; the tester at the bench uploads
results over USB.

## Build and storage
@@A9a@@
@@R6a@@
- Runs on the OVH box in the Compose stack, container `pattrack`
@@N1a@@

## Test intervals
@@V4a@@
@@O2a@@
- Anything that comes back damaged is re-tested before it goes out again, whatever the date

## Labels and reports
@@S7a@@
- Label shows asset id, test date, next due date, tester initials
@@F10a@@
@@D6b@@
"""),

("reference_memberdesk.md", "memberdesk-overview", "memberdesk memberships and payments — stack, payments, Gift Aid, reminders", "reference",
 "memberdesk overview", "memberships, payments, Gift Aid, deposits", """
# memberdesk

Memberships, payments, deposits and Gift Aid. The coordinators use it every day; members
only see its sign-up and account pages.

## Stack
@@V5a@@
@@R1a@@
@@O1a@@
@@D4b@@
@@A4a@@
- Errors go to Sentry (project `memberdesk`)

## Money
@@F5a@@
- One-off payments (deposits, late fees, donations) by card through Stripe Checkout
@@N4a@@
@@NS1b@@

## Members
- Tiers: Standard, Plus, Concession
@@N8a@@
- A lapsed member can rejoin with the same member number
"""),

("reference_rotaboard.md", "rotaboard-overview", "rotaboard volunteer rota — stack, shifts, swaps, SMS", "reference",
 "rotaboard overview", "volunteer rota: shifts, swaps, reminders", """
# rotaboard

Volunteer rota for desk shifts, fixers at repair cafés and Mend Van crew.

## Stack
@@F9a@@
@@O7a@@
@@R5a@@
- Database: its own `rotaboard` Postgres database
@@S3a@@

## Shifts
@@A7a@@
- Repair café fixer slots are per café, not per shift
@@V10a@@
@@N9a@@
- Coordinators see a red badge for any shift with fewer than two people
"""),

("reference_tooltap.md", "tooltap-overview", "tooltap kiosk app: hardware, scanning, offline behaviour, distribution", "reference",
 "tooltap overview", "self-checkout kiosk app for the branches", """
# tooltap

Android self-checkout kiosk. Members tap their card, scan the tool tag, confirm.

## App
@@F6a@@
@@O5a@@
@@A5a@@
@@D2b@@
@@N3a@@

## Kiosks
@@S5a@@
@@D8b@@
@@V7a@@
@@NS5a@@
- A member with an overdue loan sees a friendly nudge, not a block
"""),

("reference_infra.md", "infra-overview", "Infra: OVH VPS, backups, DNS, proxy, monitoring, email", "reference",
 "Infra overview", "the OVH box, backups, DNS, monitoring, email", """
# Infra

One OVH VPS (8 vCPU, 32 GB) in Gravelines runs almost everything, plus the two Postgres
servers (db1, db2) on the private network.

## Host
@@NS7a@@
@@S8a@@
@@N10a@@
@@A8a@@
@@A1a@@

## Backups
@@F4a@@
@@V8a@@
- Postgres: nightly `pg_dump` of each database into the restic repo as well

Handy commands:

```
restic -r b2:lendmend-backups:ovh snapshots
restic -r b2:lendmend-backups:ovh forget --keep-daily 30 --keep-monthly 12 --prune
```

## Monitoring and mail
@@R10a@@
@@R3a@@
- Logs: `docker compose logs`, kept 14 days by the json-file driver
"""),

("reference_sites.md", "sites", "Branches: codes, days, repair cafés, Mend Van", "reference",
 "Branches and sites", "the four branches and the Mend Van", """
# Branches

| Branch | Code | Open | Notes |
|---|---|---|---|
@@A3a@@
@@F8a@@
@@O8a@@
| Holmbrook | HLM | see branch note | opened 2026-08-22 in the old library annex |

## Repair cafés
- Ashby Mill repair café: every third Saturday
@@D5b@@
- Fernhill repair café: last Sunday of the month
- Holmbrook: first café was 2026-09-12, monthly after that

## Mend Van
@@D10b@@
- The van carries a hand-tool kit and a tablet running the fixlog desk page
"""),

("reference_policies.md", "loan-policies", "Loan rules that the apps enforce — periods, limits, deposits, fees, age", "reference",
 "Loan policies", "periods, limits, deposits, fees, age rules", """
# Loan policies

What the apps enforce, as agreed by the trustees. Member-facing wording lives on the website.

## Periods
@@V2a@@
@@O3b@@
@@F2a@@

## Limits and eligibility
@@V9b@@
@@N5a@@
@@NS6b@@

## Deposits and fees
@@A2a@@
@@NS3b@@
@@V6a@@
- Lost or broken items: replacement cost, agreed case by case with the branch lead

## Safety
@@N2a@@
- Every loan of a powered tool comes with the printed safety sheet
"""),

("user_morwenna.md", "morwenna", "Morwenna Price — digital lead, how she works", "user",
 "Morwenna (digital lead)", "who she is and how she works", """
Morwenna Price runs digital for Wyvern Lend & Mend, part-time (Mon, Wed, Thu).

@@A10a@@
@@R7a@@
- Writes PHP comfortably; reads Python and TypeScript but prefers someone else to review them
- Wants a one-paragraph summary before any detail
"""),

("user_jonah.md", "jonah", "Jonah Adeyemi — developer, infra and memberdesk", "user",
 "Jonah (developer)", "developer, mostly infra and memberdesk", """
Jonah Adeyemi, paid developer (3 days a week), mostly infra and memberdesk.

@@S10a@@
- Knows the GoCardless integration best; ask him before touching webhooks
- Happy with terse answers
"""),

("user_lidia.md", "lidia", "Lidia Kovač — volunteer developer", "user",
 "Lidia (volunteer developer)", "volunteer developer, rotaboard and fixlog", """
Lidia Kovač is a volunteer developer, usually Tuesday and Thursday evenings.

- Mostly works on rotaboard and fixlog
- Prefers written explanations over calls
- Not on any on-call arrangement; never page her
"""),

("user_sam.md", "sam", "Sam Oduya — operations coordinator", "user",
 "Sam (operations)", "operations coordinator, not a developer", """
Sam Oduya coordinates operations across the four branches and the Mend Van.

- Not a developer: explain changes in plain terms, with what staff will notice
- Owns stock counts and chases the branches about PAT due dates
- Reads the #ops Signal group, rarely email
"""),

("feedback_git_workflow.md", "git-workflow", "How PRs get merged in each repo and what not to do with branches", "feedback",
 "Git workflow", "merge rules per repo and branch hygiene", """
Merge and branch rules, per repo.

@@R8a@@
- memberdesk and rotaboard: a normal merge commit is fine
@@NS8a@@
- Branch names: `feat/…`, `fix/…`, `chore/…`

**Why:** Morwenna reads `main` history when writing the trustees' report.
**How to apply:** check the repo's rule before pressing the merge button.
"""),

("feedback_code_review.md", "code-review", "What Morwenna expects from PRs before review", "feedback",
 "Code review expectations", "what a PR should look like before review", """
@@F7a@@
- Describe what staff at the desk will notice, not just the code change
@@A6a@@
- Screenshots for anything on the kiosk or the website

**Why:** reviews happen in short slots between branch visits.
"""),

("feedback_deploys.md", "deploys", "Deploy timing: when not to ship, who to tell", "feedback",
 "Deploy timing", "when not to ship and who to tell", """
@@N6b@@
- Tell the #ops Signal group before and after any deploy that touches checkout
- Don't deploy anything during a repair café at any branch

**Why:** a broken checkout on a busy day means queues at the desk and paper loans.
"""),

("feedback_incidents.md", "incidents", "What to do when something breaks", "feedback",
 "Incidents", "who to call for what", """
@@NS2b@@
- Write up anything that stopped loans for more than an hour, in `docs/incidents/`
- Keep member data out of incident notes

**Why:** the branches run paper fallback forms, but only for a few hours.
"""),

("feedback_secrets.md", "secrets", "Where secrets live and how to handle them", "feedback",
 "Secrets", "where secrets live", """
@@A1b@@
- `.env` files on the OVH box are root-only; don't copy them to laptops
"""),

("feedback_tone.md", "member-copy-tone", "Tone for member-facing text", "feedback",
 "Member-facing tone", "plain words, loans not rentals", """
Member-facing copy: plain English, short sentences, British spelling.

- It's a loan, never a "rental" or "hire"
- Say "repair café", not "fix event"
**Why:** the trustees had complaints that the old site sounded like a hire shop.
"""),

("feedback_tests.md", "tests", "Testing habits per repo", "feedback",
 "Testing habits", "how tests are run and written in each repo", """
- fixlog: pytest, run with `-x` and `--ff` while iterating
- memberdesk: use the GoCardless sandbox in integration tests, don't mock the client
- rotaboard: Django test runner, `--parallel` is fine
- pattrack: `go test ./...` plus the golden-file label tests
"""),

("feedback_migrations.md", "migrations", "Database migration rules", "feedback",
 "Migrations", "reversible, never edited after prod", """
- Write reversible migrations (lendloop, rotaboard)
- Never edit a migration that has already run on production; add a new one
- Long data backfills go in a separate command, not in the migration
"""),

("feedback_commit_messages.md", "commit-messages", "Commit message style", "feedback",
 "Commit messages", "conventional-ish, imperative", """
- Imperative mood, under 72 characters in the subject line
- Prefix with the area: `kiosk:`, `desk:`, `pat:`, `rota:`, `infra:`
"""),

("feedback_explanations.md", "explanations", "How to explain things to the team", "feedback",
 "Explanations", "summary first, then detail", """
Lead with what changed for the branches, then the technical detail.
**Why:** Sam and the branch leads forward these to volunteers.
"""),

("project_holmbrook_launch.md", "holmbrook-launch", "Holmbrook branch launch, summer 2026", "project",
 "Holmbrook launch", "the fourth branch opening", """
Holmbrook opened on 2026-08-22 in the old library annex, funded by the county's
community fund for two years.

- Started with 140 items, mostly hand tools and garden tools
- One tooltap kiosk by the door
- Branch lead: Aisha Rahman
"""),

("project_q4_priorities.md", "q4-priorities", "What the team is working on in Q4 2026", "project",
 "Q4 2026 priorities", "search, accessibility, reporting", """
- Catalogue search: synonyms ("strimmer" = "line trimmer") and better typo tolerance
- Accessibility fixes from the September audit
- Trustees' annual report numbers out of fixlog and lendloop by mid-December
"""),

("project_catalogue_search.md", "catalogue-search", "Catalogue search with Meilisearch", "project",
 "Catalogue search", "Meilisearch setup and synonyms work", """
Catalogue search runs on Meilisearch in the Compose stack, port 7700, internal only.

- Index: `tools`, rebuilt nightly and on every stock edit
- Synonyms list lives in `config/search-synonyms.yml` in the lendloop repo
"""),

("project_mend_van_route.md", "mend-van-route", "Mend Van village route", "project",
 "Mend Van route", "villages and stops", """
The Mend Van stops at Little Harrow, Oakwell, Brindle Cross and Sallow End.

- Stops are 90 minutes each; members can collect and return reserved items at the van
- A fixer rides along on most runs
"""),

("project_repair_stats.md", "repair-stats", "Repair café numbers for 2026", "project",
 "Repair stats 2026", "fix rate and items seen", """
- 2026 to date: 1,412 items seen across all cafés, 61% fixed or partly fixed
- Most common: lamps, toasters, vacuum cleaners, trousers
"""),

("project_insurance_renewal.md", "insurance-renewal", "Insurance renewal and what the insurer asks for", "project",
 "Insurance renewal", "what the insurer asks for", """
The public liability policy renews on 2026-12-01.

- The insurer wants the PAT export and the incident log for the year
- They asked whether under-18 volunteers handle electrical items
"""),

("project_accessibility_audit.md", "accessibility-audit", "Website accessibility audit findings", "project",
 "Accessibility audit", "September findings on the website", """
Audit in September 2026 against WCAG 2.2 AA.

- Reservation calendar not keyboard-operable
- Colour contrast on the "due back" badges too low
"""),

("project_loan_stats.md", "loan-stats", "What gets borrowed most", "project",
 "Loan stats", "most borrowed items", """
- Most borrowed in 2026: carpet cleaner, drill, pressure washer, gazebo
- Garden tools make up a third of loans from April to September
"""),

("project_stocktake.md", "stocktake", "Annual stocktake", "project",
 "Stocktake", "yearly stock count", """
The annual stocktake is in the second week of January, all branches closed for one day.

- lendloop's stock report is the checklist; missing items get marked "lost" afterwards
"""),

("project_tooltap_v3.md", "tooltap-v3", "tooltap v3 ideas", "project",
 "tooltap v3", "ideas for the next kiosk release", """
- Larger fonts and a high-contrast mode
- Show the return date in big type after checkout
- Welsh-language option was asked for at Holmbrook
"""),

("reference_glossary.md", "glossary", "Words the team uses day to day", "reference",
 "Glossary", "team vocabulary", """
- Fixer: a volunteer who repairs things at a repair café
- Hold: a reservation on an item
- Desk: the front desk at a branch, also the desk role in lendloop
- PAT: portable appliance test
"""),

("reference_runbooks.md", "runbooks", "Where the runbooks are", "reference",
 "Runbooks index", "pointers to the runbook notes", """
- Backups and restore: `auto/backup-runbook.md`
- Kiosk trouble: `auto/kiosk-troubleshooting.md`
- Release steps: `auto/release-checklist.md`
"""),

("feedback_data_protection.md", "data-protection", "Handling member data", "feedback",
 "Member data", "handling personal data", """
- Never export member lists to personal devices
- Keep member names out of screenshots and bug reports
"""),
]
FLAT_DESCRIPTIONS = {"reference_infra.md", "reference_sites.md", "reference_tooltap.md", "feedback_deploys.md"}
