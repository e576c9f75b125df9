# Root (Claude Code auto-memory) files: name -> (title, name_slug, description, type, body)
# A description containing an unquoted ": " is intentional for files in FLAT.
FLAT = {"reference_infra.md", "reference_instruments.md", "reference_glossary.md", "user_mared.md"}
R = {}
def r(fn, title, slug, desc, typ, body):
    R[fn] = (title, slug, desc, typ, body.strip("\n") + "\n")

r("reference_stoplist.md", "stoplist (contracts & quotes)", "stoplist-app",
  "What stoplist is, where it runs, how quotes, deposits and stage invoices work", "reference", """
stoplist is the contracts and quotes app: restoration quotes, tuning contracts, stage invoices.

## Stack
@@D1b@@
@@V1b@@
- Redis for cache and sessions (no jobs in stoplist)
@@R5b@@
@@S10b@@
@@S3b@@

## Quotes and contracts
@@V2b@@
- A quote becomes a contract when the PCC returns the signed acceptance form; Bev ticks it off in the admin
@@V10b@@
@@NS4b@@
@@R8b@@
- Contract stages are usually: dismantling, workshop, reinstallation, tonal finishing
- Quote numbers look like `Q-2026-041`; contracts reuse the number with a `C-` prefix

## Gotchas
- The admin list of quotes is slow when filtered by diocese; there is an index ticket open
- Church records are shared with rounds through a read-only API (`/api/churches/`)
""")

r("reference_rounds.md", "rounds (tuning-round planner)", "rounds-planner",
  "How rounds schedules tuning visits, reminders and visit reports", "reference", """
rounds plans the tuning rounds: which churches, in what order, who goes, and the visit reports afterwards.

## Stack
@@V7b@@
@@R7b@@
@@S2b@@
- Church list comes from stoplist's read-only API every night

## Rounds and visits
@@D6b@@
@@F1b@@
@@V3b@@
@@N10b@@
- Visits are grouped into runs of 2–4 churches a day, planned from the workshop at Much Wenlock
@@S9b@@
@@N5b@@

## Reminders
@@F8b@@
@@R1b@@
- The reminder asks the churchwarden to put the heating on and unlock the organ loft
""")

r("reference_pipestock.md", "pipestock (parts stock)", "pipestock-stock",
  "Parts stock app for the workshop — bins, reorder points, metal and leather", "reference", """
pipestock tracks workshop stock: leather, springs, tracker wire, magnets, pipe metal, felt and cloth.

## Build and run
@@A2b@@
@@S1b@@
- Barcode labels printed on the Brother QL in the stores

## Stock rules
@@F2b@@
@@V8b@@
- Reorder point, red baize (8 mm): 2 metres
- Reorder point, bushing cloth: 3 rolls
@@D5b@@
@@N7b@@
- Stock takes happen at the end of March and September
""")

r("reference_voicelog.md", "voicelog (voicing notes site)", "voicelog-site",
  "Where voicing notes live and how the notes site is built", "reference", """
voicelog is the private site that holds Tomasz's voicing notes for every instrument we look after.

@@R3b@@
@@S7b@@
@@F5b@@
- Front matter of each note: church, division, stop, pitch, date voiced
- Access is behind Cloudflare Access, staff Google accounts only
""")

r("reference_infra.md", "Infrastructure overview", "infra-overview",
  "Infra: boxes, backups, CI, secrets, monitoring and error tracking", "reference", """
## Boxes
@@D10b@@
- The workshop NUC (Intel N100, 16 GB) sits under the voicing bench on the UPS
- DNS at Cloudflare for quillfield.co.uk

## Backups
@@V9b@@
- The NUC is backed up with restic to the same Storage Box

## Build and deploy
@@R4b@@
@@N4b@@

## Secrets, monitoring
@@S4b@@
@@R2b@@
@@D7b@@
""")

r("reference_instruments.md", "Instruments we look after", "instruments",
  "Instruments: the organs under contract, their specs, pitch and wind", "reference", """
Organs under a tuning or restoration contract, as of the autumn.

| Church | Size | Action | Wind |
|---|---|---|---|
@@V5b@@
| Holy Trinity, Bridgnorth | II/26 | electro-pneumatic | Great wind 85 mm |
| St Chad, Church Stretton | II/18 | mechanical | Great wind 70 mm |

## Notes per church
@@V6b@@
@@R6b@@
@@D3b@@
@@F10b@@
- St Michael, Munslow: II/14, tracker, the Swell box shutters stick in damp weather
- Leintwardine Methodist: I/8, pipe organ by an unknown builder, c. 1890
""")

r("reference_workshop.md", "Workshop practice", "workshop-practice",
  "Glue, leather, humidity and what we reuse on restorations", "reference", """
@@V4b@@
@@F7b@@
- Pouch leather is cut from the centre of the skin only
@@NS8b@@
- Pipes waiting for repair stand in the racks by the west window, never flat on the floor
- Reservoir ribs are re-leathered with the gussets, never one without the other
""")

r("reference_suppliers.md", "Suppliers", "suppliers",
  "Who we buy reeds, leather, blowers and felt from", "reference", """
@@D2b@@
@@R10b@@
@@S5b@@
- Felt and cloth: Kendal Felt Co., order by phone
- Magnets and electrical parts: Orgelbau-Teile GmbH, online shop
- Tracker wire and phosphor-bronze spring wire: ordered twice a year
""")

r("reference_pricing.md", "Pricing for tuning work", "tuning-pricing",
  "Current rates used on tuning invoices", "reference", """
Rates used by rounds when it drafts tuning invoices.

| Item | Rate |
|---|---|
| Standard tuning visit, two manuals | £265 |
| Standard tuning visit, three manuals | £340 |
@@D8b@@

Hourly rate for extra work on a visit: £58 + VAT.
""")

r("reference_contracts.md", "Tuning contracts", "tuning-contracts",
  "What a tuning contract covers and how call-outs work", "reference", """
## What is included
- Routine visits as per the contract, a written report after each one
- Minor adjustments (ciphers, sticking keys) done during the visit
@@NS5b@@
- Call-outs are charged at the hourly rate plus mileage

## Renewals
- Contracts renew every January; stoplist drafts the renewal letters in November
""")

r("reference_glossary.md", "Glossary", "glossary",
  "Glossary: organ terms that show up in tickets and notes", "reference", """
- **PCC**: parochial church council, the client on most contracts
- **Faculty**: diocesan permission needed before we take an organ apart
- **Cipher**: a note that sounds without being played
- **Reed call**: a visit just to tune the reed stops
- **Bearings**: the octave set in the temperament, from which the rest is tuned
- **II/21**: two manuals, 21 stops
""")

r("reference_people.md", "Who is who", "people",
  "Team members and what each of them looks after", "reference", """
- Hannah Quillfield — director, signs contracts
- Owen Pryce — developer (freelance, three days a week)
- Gareth Lloyd — senior tuner
- Mared Evans — tuner
- Tomasz Wrona — voicer and pipe maker
- Bev Hollins — office, invoices, quotes
""")

r("reference_dev_setup.md", "Dev setup notes", "dev-setup",
  "Local setup for the four repos", "reference", """
All four repos live under `~/src/quillfield/` on Owen's laptop.

For voicelog, the old setup notes still show the install line:

```
cd voicelog && pnpm install && pnpm dev
```

stoplist runs with `docker compose up` and a seeded database; the seed includes three fictional churches.
pipestock just needs `go run ./cmd/pipestock`.
""")

r("project_ludlow_restoration.md", "Ludlow restoration", "ludlow-restoration",
  "Scope and timetable of the St Laurence Ludlow restoration contract", "project", """
@@A9a@@
@@D9b@@

Scope: releathering all reservoirs and the Swell pneumatic motors, new blower, cleaning.
Tomasz wants the Solo Tuba back in the workshop for a month.
""")

r("project_parish_portal.md", "Parish portal", "parish-portal",
  "What churchwardens can see in the parish portal", "project", """
The parish portal is a small SvelteKit site where each church logs in with a magic link.

@@N6b@@
Visit history and the next booked visit are shown too.
""")

r("project_quote_template.md", "New quote template", "quote-template",
  "The autumn rework of the quote layout", "project", """
Hannah asked for a calmer quote layout: cover page, scope, schedule of works, stages, terms.

- The schedule of works lists every division separately
- Terms moved to the last page
- Photos sit in an appendix rather than inline
""")

r("project_kinlet_concerts.md", "Kinlet concert series", "kinlet-concerts",
  "Preparing the Kinlet chamber organ for the spring concerts", "project", """
The baroque group uses the Kinlet chamber organ for four concerts in the spring.

- Tuning the day before each concert, Mared to do it
- Transport to the chancel is done by the group's own volunteers, with Gareth supervising
""")

r("project_backup_drill.md", "Backup drill", "backup-drill",
  "Quarterly restore drill for the databases", "project", """
Every quarter Owen restores one database from the Storage Box onto a scratch VM and checks row counts.
The next drill is due in January; last time the pipestock restore took 11 minutes.
""")

r("feedback_pr_merging.md", "Merging pull requests", "pr-merging",
  "How to merge PRs in each repo", "feedback", """
@@N1b@@
@@R9b@@
- voicelog: anything goes, it's notes

**Why:** Owen reads `git log` a lot when something breaks after a deploy.
""")

r("feedback_commit_style.md", "Commit messages", "commit-style",
  "How commit messages should look", "feedback", """
@@F6b@@
- Subject line under 72 characters, imperative mood
- Mention the ticket number in the body, not the subject
""")

r("feedback_testing.md", "Testing", "testing",
  "Test conventions for the Python apps", "feedback", """
@@A8b@@
@@N9b@@
@@NS7b@@
- Every bug fix gets a regression test first

**Why:** a migration that only failed on Postgres slipped through in February.
""")

r("feedback_quotes_wording.md", "Quote wording", "quote-wording",
  "House style for restoration quotes", "feedback", """
@@F3b@@
@@N3b@@
@@NS1b@@
- Say "restoration", not "renovation"; say "pipework", not "pipes", in the scope
- Stop names are written as on the stop knob, e.g. "Open Diapason 8'"
""")

r("feedback_tuning_visits.md", "Tuning visits", "tuning-visits",
  "What the tuners want from the visit checklist", "feedback", """
@@NS3b@@
@@NS9b@@
@@N2b@@
- Note any ciphers and dead notes in the report even when fixed on the spot
""")

r("feedback_tuning_reports.md", "Tuning reports", "tuning-reports",
  "How visit reports should be written and sent", "feedback", """
- Plain English, no jargon; churchwardens are not organists
@@S8b@@
- List anything that needs money separately, at the end
""")

r("feedback_voicing_notes.md", "Voicing notes", "voicing-notes",
  "How Tomasz wants the voicing notes written", "feedback", """
- Always record the date voiced and the wind pressure at the time
- Use mm for cut-ups and mouth widths, never inches
- Record what was done, not what should be done
""")

r("feedback_summaries.md", "Summaries and replies", "summaries",
  "Reply style for the team", "feedback", """
Keep replies short. Link the ticket, don't paste it. Say when something is a guess.
""")

r("feedback_migrations.md", "Writing migrations", "migrations",
  "Rules for Django migrations in stoplist", "feedback", """
- Migrations must be reversible; write the reverse function for data migrations
- Never edit a migration that has been applied in production
""")

r("feedback_db_access.md", "Database access", "db-access",
  "How to touch the production databases", "feedback", """
Read-only role for ad-hoc queries; anything that writes goes through a management command.
""")

r("user_hannah.md", "Hannah Quillfield", "hannah",
  "Director; how she likes information presented", "user", """
Hannah runs the firm and signs every contract.
@@F9b@@
She reads on her phone between site visits.
""")

r("user_owen.md", "Owen Pryce", "owen",
  "Developer; what he works on", "user", """
@@D4b@@
He works Monday, Tuesday and Thursday, and prefers small PRs.
""")

r("user_gareth.md", "Gareth Lloyd", "gareth",
  "Senior tuner; his rounds and habits", "user", """
@@A6b@@
@@S6b@@
He writes his visit reports the same evening and hates retyping things.
""")

r("user_mared.md", "Mared Evans", "mared",
  "Tuner: Welsh speaker, newer to the firm", "user", """
Mared joined in 2024 after an apprenticeship in Germany.
She prefers Welsh for messages to the Welsh-speaking chapels and English for everything else.
""")

r("user_tomasz.md", "Tomasz Wrona", "tomasz",
  "Voicer and pipe maker", "user", """
Tomasz makes new flue pipes and does all the voicing.
@@N8b@@
He keeps his own scaling spreadsheets and is wary of anything that rewrites them.
""")
