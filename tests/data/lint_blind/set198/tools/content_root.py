# Root Claude Code auto-memory files: path -> (name, description, type, title, body).
# @@ID@@ lines are replaced with CLAIMS[ID]. FLAT marks descriptions with an unquoted ': '.

ROOT = {}
FLAT = set()

def r(path, name, desc, typ, title, body, flat=False):
    ROOT[path] = (name, desc, typ, title, body)
    if flat:
        FLAT.add(path)

r("reference_pressq.md", "pressq-overview", "pressq: the pressing queue app, where jobs, deposits and the press schedule live",
  "reference", "pressq overview", """\
# pressq

The pressing queue. Every job (new pressing or repress) is a row here from quote acceptance to
the last box leaving dispatch. Owner: Callum Reid. Repo `blackgroove/pressq`.

## Stack
@@O8b@@
- Django app + a small HTMX front end for the press hall tablets
@@V1a@@
- Cache: Redis DB 1 on `cache.blackgroove.lan:6379`
@@D5b@@
@@S1a@@

## Dev workflow
@@R1a@@
@@R8b@@
- Migrations go through normal PR review like any other change

## API
@@A1a@@
@@F10a@@
- Shop integration polls `/api/jobs/?status=shipped` hourly

## Scheduling rules
- A job is schedulable once its deposit has cleared and the label artwork is approved
- The planner view groups jobs by press and weight; Aisha reorders by drag and drop
- Repress jobs keep the matrix number of the original job
""", flat=True)

r("reference_tpapprove.md", "tpapprove-overview", "Test-pressing approval portal used by clients; what it does and what it runs on",
  "reference", "tpapprove overview", """\
# tpapprove

Client-facing portal where labels and bands approve or reject their test pressings. Owner: Callum,
frontend help from Ines (freelance).

## What it does
@@D3b@@
@@F7a@@
@@V8a@@
@@N8a@@
- A rejection needs a reason; the form offers \"noise\", \"skips\", \"off-centre\", \"other\"
@@D10b@@

## Stack
@@R7a@@
- API: Node 22 + Fastify, Postgres 15
@@R2a@@
@@R3a@@
- Reminder email on day 7 if nothing has been clicked
""")

r("reference_labelworks.md", "labelworks-overview", "labelworks: centre-label artwork intake, preflight and proofs",
  "reference", "labelworks overview", """\
# labelworks

Intake and preflight for centre-label artwork, plus the proof PDFs clients sign off. Owner: Callum.

## Scope
@@A10b@@
@@F4a@@
@@N7a@@
- Proofs are rendered as PDF with the matrix number in the run-out note

## Stack
@@V5a@@
@@R10a@@
- Runs on `press-app-01` next to pressq, behind the same Caddy
@@R5a@@
- Errors: Sentry project `labelworks`

## Limits and API
@@V4a@@
- Accepted formats: PDF, TIFF, PSD
@@S5b@@
- `/api/v2/proofs` returns one object per side (A/B)
""", flat=True)

r("reference_stampertrack.md", "stampertrack-overview", "stampertrack, the Go app that counts stampers, mothers and fathers",
  "reference", "stampertrack overview", """\
# stampertrack

Tracks every metal part from the plating room (father, mother, stampers), how many pressings each
stamper has done and where it is. Owner: Callum; Tomasz is the main user.

## Stack
- Go 1.23, single binary, SQLite was replaced by Postgres before launch
- Database: Postgres 16 on `db-stamper.blackgroove.lan:5432`
@@A5a@@
@@R6a@@
@@O10a@@

## Repo rules
@@N1a@@
- Tomasz reviews anything that changes the press-count logic

## Data rules
@@NS8b@@
- Each stamper row carries the press it is mounted on, or \"cabinet\"
- Press counts come from the press controllers every 5 minutes
""")

r("reference_dispatchr.md", "dispatchr-overview", "dispatchr: packing, courier labels and collections for finished records",
  "reference", "dispatchr overview", """\
# dispatchr

Turns finished jobs into boxes, courier labels and booked collections. Owner: Callum; used by
Jess on the dispatch bench.

## Stack
@@O3b@@
@@V7a@@
@@R4a@@
@@S3a@@
- Packing slips are rendered with WeasyPrint

## Couriers
@@D4b@@
- Trade orders and test pressings: DPD
@@N5a@@
@@F5a@@
@@NS5a@@

## Hours
@@D8b@@
@@A8b@@
""", flat=True)

r("reference_infra.md", "infra-overview", "Shared infrastructure: backups, monitoring, on-call and where alerts go",
  "reference", "Infra overview", """\
# Shared infrastructure

## Backups
@@V10a@@
- stampertrack has its own backup job; see the stampertrack overview
- Restores are drilled once a quarter (last drill: see auto/backup-restore-drill.md)

## Monitoring and alerts
@@S9a@@
@@S8a@@
- Press controllers report to a Grafana board on `mon.blackgroove.lan`

## On-call
@@NS2b@@
- Rota is weekly, Callum and Ines alternate; no on-call at weekends during the quiet months
- Secrets live in 1Password, vault \"Plant\"
""")

r("reference_presses.md", "press-hall", "The six presses, what each runs and how the press hall is set up",
  "reference", "Press hall", """\
# Press hall

| Press | Model | Runs | Cycle |
|---|---|---|---|
| P1 | Toolex Alpha | 140g/180g 12\" | 30 s |
| P2 | Toolex Alpha | 140g/180g 12\" | 30 s |
@@V9a@@
| P4 | WarmTone | 140g 12\" | 26 s |
| P5 | SMT (refurbished) | 7\" | 22 s |
@@A9b@@

## Rules
@@F6a@@
@@O6a@@
@@N6a@@
@@D6b@@
@@A3b@@

## Environment
@@O5a@@
@@S7a@@
- Trim waste goes into the regrind bin, black only; colour trim is binned
""")

r("reference_plating.md", "plating-room", "Plating room: lacquers, fathers, mothers, stampers and how long we keep them",
  "reference", "Plating room", """\
# Plating room

Run by Tomasz Wojcik. Everything metal starts here.

## Lacquers
@@A2a@@
@@N10a@@

## Stampers
@@V3a@@
- 7-inch stampers are retired after 2,500 pressings
@@F2a@@
@@N2a@@

## Keeping parts
@@O4b@@
- Fathers are kept for as long as the client's contract says, default 5 years as well

## Admin
@@D7b@@
- Plating log (bath temperature, current) is still a paper book on the bench
""")

r("project_rsd_2026.md", "rsd-2026-rush", "What we changed for the Record Store Day 2026 rush and what was rolled back",
  "project", "Record Store Day 2026 rush", """\
Record Store Day 2026 was the biggest run of the year: 41 titles, most of them coloured.

@@D1a@@
Temporary staff were booked through March; the extra shift was dropped after the last RSD title shipped.

**Why:** labels book RSD slots in November and everything has to land in shops by mid-April.

**How to apply:** when planning the 2027 rush, start from the 2026 plan in pressq's \"RSD\" board, but
re-check press capacity, because P6 did not exist for the 2025 rush.
""")

r("user_morag.md", "morag-profile", "Morag Lindsay, plant manager, the person the agent mostly works for",
  "user", "Morag (plant manager)", """\
Morag Lindsay runs the plant and signs off anything that touches clients or money.

- Not a developer, but reads diffs if they are short
@@F8a@@
@@A6b@@
- Prefers job numbers (BG-2026-0xxx) over client names when we talk about work
""")

r("feedback_summaries.md", "summary-format", "How to write end-of-task summaries for Morag",
  "feedback", "Summary format", """\
@@F8b@@

**Why:** she reads them on her phone between the press hall and the office.

**How to apply:** put the job number in the first bullet; link to pressq rather than pasting tables.
""")

r("feedback_prod_migrations.md", "prod-migrations", "Production database migrations are Callum's to run, not the agent's",
  "feedback", "Production migrations", """\
@@N3a@@

**Why:** a migration in April locked the jobs table for four minutes during a shift and the press
hall tablets froze.

**How to apply:** generate and test the migration on staging, then post the exact command for Callum.
""")

r("feedback_client_emails.md", "client-email-rules", "Rules for any email or message a client will see",
  "feedback", "Client emails", """\
Rules for drafting anything that goes to a label, band or distributor:

@@A7b@@
@@N4a@@
@@NS3b@@
- Always quote the job number and the title, never just one of them

**Why:** Morag had two complaints in May about confusing emails.
""")

r("feedback_dispatchr_main.md", "dispatchr-branching", "Branching rule for the dispatchr repo",
  "feedback", "dispatchr branching", """\
@@N9a@@

**Why:** Jess pulls main onto the dispatch PC directly, so anything on main is live on the bench.
""")

r("feedback_deploys.md", "deploy-windows", "When the agent may deploy each app",
  "feedback", "Deploy windows", """\
@@F9a@@
@@NS6b@@
- pressq deploys follow its runbook; tpapprove deploys are automatic from main

**Why:** weekend cover is thin and a broken app on a Friday night stays broken until Monday.
""")

r("feedback_escalation.md", "escalation-paths", "Who to escalate which problem to",
  "feedback", "Escalation paths", """\
@@NS2a@@
- Artwork disputes go to Morag
- Courier problems go to Jess first

**Why:** the on-call dev can't do anything about a cracked stamper.
""")

r("feedback_git.md", "git-habits", "Git habits the team expects from the agent",
  "feedback", "Git habits", """\
@@NS7b@@
- Commit messages: imperative, short subject, job number in the body if relevant
- Never commit `.env` files; they live in 1Password
""")

r("feedback_approvals.md", "approval-rules", "What the agent may and may not approve for a client",
  "feedback", "Approvals", """\
@@NS10b@@
- Quotes are approved by Morag only

**Why:** a test pressing approval releases the job to the presses and commits plant time and vinyl.
""")

# ---- fillers (no labelled claim)
r("user_callum.md", "callum-profile", "Callum Reid, the only in-house developer",
  "user", "Callum (developer)", """\
Callum Reid is the in-house developer: pressq, labelworks, stampertrack and dispatchr are his,
tpapprove is shared with Ines.

- Works Tuesday to Friday; Mondays he is in the press hall
- Likes PRs small and with a screenshot when the UI changes
- Python by default, Go only for stampertrack
""")

r("user_aisha.md", "aisha-profile", "Aisha Begum, production planner",
  "user", "Aisha (production planner)", """\
Aisha Begum plans the press schedule in pressq and owns delivery dates.

- Any new date promised to a client comes from her
- Prefers a pressq link to a screenshot
""")

r("user_tomasz.md", "tomasz-profile", "Tomasz Wojcik, plating room lead",
  "user", "Tomasz (plating)", """\
Tomasz Wojcik runs the plating room (electroforming, stamper prep) and is the main stampertrack user.

- Reads stampertrack commit history when counts look wrong
- Not on the on-call rota
""")

r("reference_glossary.md", "plant-glossary", "Glossary: TP, lacquer, father, mother, stamper, run-out",
  "reference", "Glossary", """\
- TP: test pressing, the first few records pressed from new stampers, sent for approval
- Lacquer: the cut master disc from the cutting room
- Father / mother / stamper: the metal generations made from the lacquer in plating
- Run-out: the area between the last track and the label, where the matrix number is etched
- Short run: a job below the short-run threshold on the price list
""", flat=True)

r("reference_clients.md", "key-clients", "Labels and distributors we press for most, and their quirks",
  "reference", "Key clients", """\
- Northern Static Records: coloured vinyl almost every time, always asks for extra TPs
- Halyard Music: represses of the back catalogue, pays on time
- Cardinal Sound Distribution: trade orders, wants dispatch notes in PDF
- Loose Thread: small label, 7-inch singles, artwork usually late
""")

r("reference_repos.md", "repo-map", "Where each app's code lives",
  "reference", "Repo map", """\
- `blackgroove/pressq`: pressing queue (Python)
- `blackgroove/tpapprove`: test-pressing portal (TypeScript)
- `blackgroove/labelworks`: label artwork (Python)
- `blackgroove/stampertrack`: stamper tracking (Go)
- `blackgroove/dispatchr`: dispatch (Python)
- `blackgroove/plant-infra`: Caddy configs, backup scripts, Grafana dashboards
""")

r("project_colour_vinyl_waste.md", "colour-waste-project", "Project to cut colour-vinyl purge waste in 2026",
  "project", "Colour vinyl waste", """\
Goal for 2026: halve the purge waste on colour jobs.

- Colour jobs are grouped by colour family in the planner so purges go light to dark
- Purge waste is weighed at the end of each shift and logged in pressq against the job
- Target: under 4 kg of purge per colour change on P1 and P2

**How to apply:** when suggesting schedule changes, keep same-colour jobs adjacent.
""")

r("project_press_counts.md", "press-count-feed", "Feeding live press counts from the controllers into stampertrack",
  "project", "Live press counts", """\
Press controllers on P1-P4 and P6 push cycle counts to stampertrack; P5 (the old SMT) has no
controller output, so Tomasz enters its counts by hand at shift end.

- Counts are per stamper pair (side A + side B)
- A stamper change on the press resets the pair's live count, not the stamper's lifetime count
""")

r("project_tpapprove_v2.md", "tpapprove-v2", "tpapprove v2 plans: per-side approval and audio comments",
  "project", "tpapprove v2", """\
Planned for early 2027:

- Approve side A and side B separately
- Let clients leave timestamped comments on a side (\"click at 2:14\")
- Show the TP photos from QC next to the approve button

**Why:** half of the rejections in 2026 were for one side only.
""")

r("feedback_pr_size.md", "pr-size", "Keep PRs small",
  "feedback", "PR size", """\
Keep PRs under ~300 changed lines; split refactors from behaviour changes.

**Why:** Callum reviews on his phone on Mondays.
""")

r("feedback_job_numbers.md", "job-numbers", "Always use BG job numbers",
  "feedback", "Job numbers", """\
Refer to work by job number (BG-2026-0417), not by client or title alone.

**Why:** several clients have titles with the same name, and Morag searches pressq by number.
""")
