# Root (Claude Code auto-memory) files. «ID» at line start marks a labelled claim line.
# Each entry: filename -> (title, name, description, type, body)
ROOT = {}

def add(fn, title, name, desc, typ, body):
    ROOT[fn] = (title, name, desc, typ, body)

add("user_marta.md", "Marta Quill", "marta-quill",
    "Marta is the library coordinator and the person who reviews every tech change", "user", """
Marta Quill coordinates Staplegun Zine Library and is the de facto tech lead. She is not a developer by
training but reads diffs carefully and merges most PRs herself.

- Works Tuesday to Friday; Saturdays she is on the lending desk, not at a laptop.
«F9a»Marta wants PR descriptions short: what changed and why, nothing more.
«A4b»Marta asks for British spelling in anything members will read.
- Prefers a plain summary at the end of a session rather than a list of every command run.

**How to apply:** keep PR text tight, flag anything that touches member data before she merges it.
""")

add("user_ade.md", "Ade Bankole", "ade-bankole",
    "Volunteer developer, mostly on lendle and podq", "user", """
Ade Bankole volunteers two evenings a week, mostly on lendle (loans) and podq (print queue).

«R9a»Ade writes code in Neovim (a LazyVim config) and doesn't use an IDE.
- Likes small PRs he can review on his phone on the bus.
- Knows Django well; newer to Go, so zinedex changes go to Marta for review.
""")

add("user_sunhee.md", "Sun-hee Park", "sunhee-park",
    "Riso lead: machines, inductions, ink and drum stock", "user", """
Sun-hee Park runs the riso room: inductions, ink and drum ordering, and the slot rules in risobook.

«NS2a»Escalate riso jams and drum faults to Sun-hee, not to the tech on-call.
- She owns the colour drum inventory (pink, blue, yellow, black, fluorescent orange).
- Not interested in the code; wants changes to slot rules explained in one paragraph.
""")

add("user_rosa.md", "Rosa Linton", "rosa-linton",
    "Collections group lead; owns cataloguing rules and the Archive", "user", """
Rosa Linton leads the collections group (four volunteers) and decides what goes in the Archive.

- Cares about creator credits more than anything else in the catalogue.
- Will ask for a CSV export rather than a dashboard every time.
- Prefers to be contacted by email, not chat.
""")

add("feedback_git.md", "Git and PR habits", "git-habits",
    "How branches, commits and merges are done in the Staplegun repos", "feedback", """
«R7a»Always rebase-merge PRs so main stays linear.

- Branch names: `<initials>/<short-topic>`, e.g. `ab/renewal-copy`.
- Commit messages in the imperative, no emoji, no ticket numbers (we don't have tickets).

**Why:** Marta reads `git log` to write the monthly volunteer update and wants one line per change.

**How to apply:** open the PR, wait for review and green checks, then use the rebase button.
""")

add("feedback_deploys.md", "Deploy timing", "deploy-timing",
    "When it is (and isn't) OK to ship changes to production", "feedback", """
«N1a»Never deploy lendle on a Saturday; it is the busiest lending day.
- Deploys to risobook are fine any day except the hour before an induction.
«NS4a»Don't run the zinedex reindex during opening hours; search crawls while it runs.
- Tell the desk volunteers in the chat before any deploy that changes the check-out screen.

**Why:** in February a broken check-out on a busy afternoon meant 40 loans written on paper.

**How to apply:** check the day and the rota before suggesting a deploy.
""")

add("feedback_testing.md", "Testing approach", "testing-approach",
    "How tests are expected to be written across the repos", "feedback", """
«N8a»Don't mock the database in lendle tests; use the Postgres container from `docker-compose.test.yml`.
- For podq, mocking the printer is fine — nobody wants test pages coming out of the back room.
- Every bug fix gets a regression test, even a tiny one.

**Why:** a mocked test passed while a real migration broke the loans table in March.
""")

add("feedback_migrations.md", "Database migrations", "database-migrations",
    "Rules for schema changes on lendle and zinedex", "feedback", """
«N2a»Never run lendle migrations against prod from a laptop; they run in the deploy job.
- Migrations must be reversible or say clearly in the PR why they are not.
«F9b»On PRs with a migration, Marta wants the rollback step spelled out in the description.
- Data migrations (backfills) go in a separate PR from schema changes.

**How to apply:** write the migration, the reverse, and the rollback note before asking for review.
""")

add("feedback_comms.md", "Member-facing copy", "member-copy",
    "Tone and spelling for emails, pages and signs that members see", "feedback", """
«A4a»Member-facing copy uses British English (catalogue, colour, programme).
- Friendly but short; no exclamation marks in overdue emails.
- Say "zine" not "item" or "book" in anything a member reads.
- Dates as "Saturday 14 March", never 03/14.
""")

add("feedback_privacy.md", "Privacy rules", "privacy-rules",
    "What member, donor and exhibitor data may be shown where", "feedback", """
«N5a»The public catalogue must not show who has a zine on loan.
«N9a»fairdesk never shares exhibitor email addresses with other exhibitors.
- Member lists are never exported to personal laptops; use the admin export on shelf-01 and delete after.
- Logs must not contain member email addresses; hash them if you need to correlate.

**Why:** a lot of our members make zines about their own lives; being traceable matters to them.
""")

add("feedback_code_style.md", "Code style", "code-style",
    "Formatting and linting expectations per language", "feedback", """
- Python: ruff format and ruff check, line length 100.
- Go (zinedex): gofmt, plus `go vet` before pushing.
- Svelte/TypeScript (risobook): prettier with the repo config; don't reformat untouched files.
- Keep comments about *why*, not *what*.
""")

add("reference_lendle.md", "lendle (loans)", "lendle",
    "Overview of lendle: the member loans app used at the desk", "reference", """
lendle is the member loans system: desk check-out/check-in, member accounts, reminders.

## Stack
«F10a»- Runs on Python 3.12
«S8a»- Framework: Django 4.2 LTS
«V1a»- Database: Postgres 16 at `db.staplegun.internal:5432`, database `lendle`
- gunicorn with 3 workers on port 8000
«O6b»- Served from `shelf-01` behind Caddy at `lend.staplegun.org`
«O4a»- Errors: Sentry project `lendle`

## Loans
«D7b»- Every loan is recorded in lendle at the desk by scanning the member card and the zine barcode
«V2a»- Standard loan period: 21 days (the due date is printed on the slip)
- Check-in works from any desk laptop; there is no per-laptop login.

## Members
«S2a»- Member login: magic link sent by email
- A member record holds name, email, card number, join date and tier.

## Email
«R2a»- Overdue reminders are sent through Postmark (server `lendle-prod`)
- Reminder templates live in `lendle/templates/email/` and use the British English copy rules.
""")

add("reference_risobook.md", "risobook (riso slots)", "risobook",
    "Overview of risobook, the riso printing slot booking app", "reference", """
risobook is the SvelteKit app members use to book time on the riso machines.

## Hosting
«D2b»- Hosted on Fly.io, app `risobook`, region `lhr`
«R3a»- Errors: Sentry project `risobook`
- Data in a small Postgres on Fly (`risobook-db`)

## Slots
«V4a»- Slot length: 45 minutes, drum change included
«F1a»- Slots can be booked Tuesday to Saturday
«F8a»- Members get 2 free slots per month
«O2b»- Inductions for the riso room last 90 minutes and are booked like a slot
- Cancelling less than 24 hours ahead counts the slot as used.

## Machines
- MZ790 (two-drum, A3) and SF5130 (single drum, A4); risobook shows which is free.
""")

add("reference_podq.md", "podq (print-on-demand queue)", "podq",
    "Overview of podq: the print-on-demand queue for zine reprints", "reference", """
podq takes print-on-demand orders (reprints of catalogued zines, creator proof runs) and sends them to
the laser printer.

«O7a»- Python 3.12, dependencies managed with uv (`uv sync`)
«R6a»- Job queue: RabbitMQ at `amqp://podq@mq.staplegun.internal:5672`
«V5b»- Failed jobs are retried 5 times with backoff, then parked in `failed`
«F2a»- Prints A5 and A4 zines, saddle-stitched
«A2b»- Accepts PDF/X-1a only
«S4a»- Finished PDFs go to the Xerox C8000 in the back room
- A web page at `/queue` shows what is printing, for the desk.
""")

add("reference_zinedex.md", "zinedex (catalogue)", "zinedex",
    "Overview of zinedex: the public catalogue and search", "reference", """
zinedex is the catalogue: public search at `catalogue.staplegun.org`, plus the cataloguing admin.

«V10a»- API: Go service on port 8081, behind Caddy
«R5a»- Hosting: Fly.io app `zinedex-api`, region `lhr`
«O1a»- Database: Postgres 16, `db.staplegun.internal:5432/zinedex`
«V6a»- Search engine: Meilisearch 1.10 at `meili.staplegun.internal:7700`
«F5a»- Search covers titles, creators and tags
- Cover images stored in object storage, resized to 600 px on upload.
- Admin is at `/admin`, collections group accounts only.
""")

add("reference_fairdesk.md", "fairdesk (zine fairs)", "fairdesk",
    "Overview of fairdesk: stall applications and payments for zine fairs", "reference", """
fairdesk handles zine fair stall applications, acceptances and payments.

## Running
«S6a»- Runs on `shelf-01` as the `fairdesk` compose service
- Laravel 11, MariaDB

## Applications
«NS8a»- Applications aren't accepted by email, only through the form
«A5a»- Applications close 3 weeks before the fair
«V8a»- Sample scans: max 20 MB per file, PDF or JPEG
«F6a»- Sends a confirmation email when an application is accepted
«D10b»- Allows up to 60 stalls per fair

## Money
«R8a»- Stall fees are taken through Stripe Checkout
- Refunds are done by Jonah by hand, never automatically.
""")

add("reference_giftlog.md", "giftlog (donations)", "giftlog",
    "Overview of giftlog: the donations and Gift Aid log", "reference", """
giftlog records donations (money and zines) and prepares Gift Aid claims.

«D8b»- Flask app, one repo `staplegun/giftlog`
«R10a»- Storage: a SQLite file at `/srv/giftlog/giftlog.db`
«F7a»- Every donation gets a reference like `DON-2026-0412`
«NS1a»- Receipts are never issued without a DON reference
«O3b»- Receipt emails are retried up to 5 times if the provider rejects them
«A7a»- Gift Aid claims go to HMRC quarterly
- Cash from the donations tin is counted by two people and entered as one donation per count.
""")

add("reference_infra.md", "Infrastructure", "infrastructure",
    "Infra overview: hosts, CI, backups, DNS, alerts, secrets", "reference", """
## Hosts
- `shelf-01`: the Hetzner VM (CX32, Falkenstein) that runs most of the Docker Compose services
«A8a»- Staging: `staging.staplegun.org`
«O6a»- The public website `staplegun.org` is a static site on Netlify

## Build and deploy
«R1a»- CI: GitHub Actions for every repo (`.github/workflows/ci.yml`)
- Production deploys are a tag push on the repo.

## Backups
«F4a»- Backups: nightly `pg_dump` of every database to object storage
«V7a»- Nightly Postgres dumps are kept for 30 days in the `staplegun-backups` bucket
- Restore drill once a quarter; the last one is in the drill log.

## DNS, alerts, secrets
«S1a»- DNS for `staplegun.org` is managed in Cloudflare
«S7a»- Alerts go to the `#tech-alerts` channel in Slack
«S10a»- Shared secrets live in the Bitwarden org `Staplegun`
""")

add("reference_people.md", "People", "people",
    "Who does what: coordinator, volunteers, leads", "reference", """
- Marta Quill: coordinator, reviews and merges tech changes
- Ade Bankole: volunteer developer (lendle, podq)
- Sun-hee Park: riso lead
«A10a»- Rosa Linton leads the collections group and signs off withdrawals
- Jonah Reyes: zine fair organiser, runs fairdesk day to day
- Priti Shah: treasurer, Gift Aid and the donations tin
""")

add("reference_glossary.md", "Glossary", "glossary",
    "Glossary: words the team uses that mean something specific here", "reference", """
| Term | Meaning |
|---|---|
«A1b»| Catalogue number | `SG-` plus six digits, e.g. `SG-004211` |
| Archive | zines kept for reference, read on site |
| Swap shelf | shelf by the door where members leave and take zines freely |
| DON ref | donation reference issued by giftlog |
| Proof run | a short podq run for a creator to check before a reprint |
| Drum | the riso colour drum; one colour per drum |
""")

add("reference_sites.md", "The library space", "library-space",
    "Address, rooms and opening hours of the library", "reference", """
- Address: Unit 3, 41 Albert Drive, Glasgow (ground floor, step-free)
«D1b»- Opening hours: Tuesday to Saturday, 11:00–18:00
- Rooms: lending room, riso room, reading room, back room (podq printer and storage)
- Saturday is the busiest day for lending; Tuesday the quietest.
""")

add("project_loan_rules.md", "Loan rules", "loan-rules",
    "The lending rules the collections group agreed for lendle", "project", """
Agreed by the collections group in February 2026, implemented in lendle.

«V3a»- A member can have up to 6 zines out at once.
«N10a»- Members can renew a loan online from their lendle account, once per loan.
«F3a»- Zines in the Archive collection can't leave the building.
- Zines marked with a red dot are new arrivals; they show on the front table for a month.
- Lost zines: the member is asked to tell the desk; we replace from the creator if we can.
""")

add("project_fair_2026.md", "Zine fairs 2026", "zine-fairs-2026",
    "Notes from the 2026 spring and summer zine fairs", "project", """
## Spring Zine Fair (18 April 2026)
«D3a»For the Spring Zine Fair in April the stall fee was £20 per table.
- 52 applications, 38 accepted; the hall was tight but fine.

## Summer fair (25 July 2026)
«D10a»For the summer fair we capped fairdesk at 40 stalls because of the smaller venue.
- The heat made the riso demos unworkable; skip demos in July next year.
""")

add("project_catalogue_migration.md", "Catalogue migration to zinedex", "catalogue-migration",
    "How the catalogue moved into zinedex during 2026", "project", """
zinedex went through a beta with the collections group before the public launch.

«D4a»During the beta (January to March) zinedex search ran on Typesense.
- Public launch of the catalogue search: 17 April 2026.
- About 3,400 records were imported, with creator credits cleaned up by Rosa's group.

**Open:** 120 records still have no cover image.
""")

add("project_riso_slots.md", "Riso slot rules", "riso-slot-rules",
    "Rules for using the riso room and booking slots", "project", """
«A3a»The riso room fits two people at a time.
«A9a»Members must be 16 or older to use the riso unsupervised.
«N4a»Non-members can't book riso slots; they have to join first.
«NS5a»Members can't book more than one riso slot per day.
«O5b»Regular users can borrow a key fob for the riso room against a £20 deposit.
- Paper is A4 or A3 recycled 90 gsm unless you bring your own.
""")

add("project_donations.md", "Donations", "donations",
    "How zine and money donations are taken in and handled", "project", """
«S9a»Donations are logged through the Google Form `Zine donation intake`, which feeds giftlog.
«N7a»Donated zines are never sold, duplicates included; they go to the swap shelf.
«NS10a»Donor names are not published in the catalogue unless the donor opts in.
- Donations of whole collections need Rosa to look at them first.
""")

add("project_backup_plan.md", "Backup plan", "backup-plan",
    "The agreed backup and restore plan after the spring audit", "project", """
After the spring audit we wrote down what is backed up and for how long.

«V7b»Nightly database dumps in the `staplegun-backups` bucket are kept for 14 days,
after which the bucket's lifecycle rule deletes them.
- Cover images are synced weekly to a second bucket.
- The restore drill restores lendle into a scratch database and checks loan counts.
""")

add("project_member_cards.md", "Member cards", "member-cards",
    "Card design and numbering for library members", "project", """
- Card numbers are seven digits and printed as a Code 128 barcode.
- Cards are printed on the riso in two colours, then laminated at the desk.
- Lost cards are reissued with the same number; the old card is blocked in lendle.
""")

add("project_accessibility.md", "Accessibility work", "accessibility",
    "Accessibility fixes planned and done across the public sites", "project", """
- zinedex search results keyboard-navigable since June.
- risobook booking calendar needed proper labels; done in August.
- Large-print versions of the loan rules are at the desk.
- Still to do: alt text for cover images on zine pages (Rosa's group writes them).
""")

add("project_search_reindex.md", "Search reindex", "search-reindex",
    "How and when the zinedex search index is rebuilt", "project", """
«A6a»The zinedex reindex runs every night at 04:00.
«NS4b»A reindex can be started by hand from the zinedex admin page (`Reindex now`).
- A full reindex of ~3,600 records takes about six minutes.
- After a bulk import, check the record count in the admin matches the index stats.
""")

add("project_podq_launch.md", "podq launch", "podq-launch",
    "How podq got started and what it replaced", "project", """
podq started as a script to batch reprint orders from the web shop.

«D5a»In February, before podq had a printer connection, jobs were emailed to the print shop as PDFs.
- First in-house print run: 4 March 2026, 30 copies of *Southside Bins Quarterly*.
- Creators get 50% of the reprint price; Priti settles it monthly.
""")

add("project_winter_fair.md", "Winter fair 2026", "winter-fair",
    "Planning notes for the 21 November 2026 winter fair", "project", """
- Venue: the church hall on Nithsdale Road again.
- Jonah wants a quiet-hour for the first 45 minutes.
- Tables arrive the evening before; the key is with the caretaker.
- Riso demo is back on, with Sun-hee running it.
""")
