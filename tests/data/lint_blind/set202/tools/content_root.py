# Claude Code auto-memory files at the store root: path -> (title, name, description, type, body)
# Descriptions marked FLAT carry an unquoted ": " on purpose (not strict YAML).
FLAT = {"reference_quireboard.md", "reference_infra.md", "reference_team.md", "reference_glossary.md"}

ROOT = {}
def r(path, title, name, desc, typ, body):
    ROOT[path] = (title, name, desc, typ, body.strip("\n") + "\n")

r("reference_quireboard.md", "quireboard", "quireboard",
  "Commissions system: stack, money rules, email, deploy", "reference", """
# quireboard (commissions)

Django app for bespoke binding commissions: enquiry → design → quote → deposit → bench → collection.
Repo `harrowgate/quireboard`, admin at `https://quire.harrowgate-bindery.co.uk/admin/`.

## Stack
{{q_django}}
{{q_pg}}
{{q_poetry}}
{{q_kamal}}
{{q_weasy}}
- Errors go to the Sentry project `quireboard`
- Static files served by WhiteNoise; no CDN

## Money
{{q_dep}}
{{q_stripe}}
{{q_linkexp}}
{{q_remind}}
{{q_valid}}
- Hourly bench rate used in the quote calculator: £48
- Materials are charged at cost plus 20%

## Email
{{q_postmark}}
{{q_breakdown}}
- Collection notices are sent when a commission is moved to "ready"
""")

r("reference_mendq.md", "mendq", "mendq",
  "Repair queue app, with intake, grades, turnaround, jobs and hosting", "reference", """
# mendq (repair queue)

Everything that comes in for repair (private customers and library batches) is logged here at the
front desk, photographed, graded and put in the queue.

## Stack
{{m_py}}
{{m_host}}
{{m_ci}}
{{m_rq}}
{{m_retry}}
- Sentry project `mendq`; alerts go to #dev
{{m_ql}}

## Intake and triage
{{m_grades}}
{{m_turn}}
- Rush repairs carry a surcharge and jump the queue
{{m_vellum}}
{{m_photos}}
{{m_triage}}
- Library batch items are logged one volume per ticket, with the batch number as a tag
""")

r("reference_stockroom.md", "stockroom", "stockroom",
  "Leather, board and paper stock system (TypeScript) and the numbers it works to", "reference", """
# stockroom

The stock app. TypeScript on Node 22, pnpm workspace, repo
`harrowgate/stockroom`. Barcode labels are stuck on every skin when it is booked in.

## Leather
{{s_goat}}
- Goatskin colours stocked: dark red, navy, bottle green, black, tan
{{s_harmatan}}
{{s_offcuts}}
- Skins are measured in square feet on arrival (the supplier's figure is re-checked)

## Board and paper
| Board | Thickness | Reorder at |
|---|---|---|
{{s_davey}}
| Millboard (fine bindings) | 3 mm | 15 sheets |
| Greyboard (boxes) | 2 mm | 30 sheets |
{{s_marbled}}
{{s_evostik}}

## Alerts and errors
{{s_flag}}
{{s_sentry}}
""")

r("reference_gilding.md", "gilding-and-finishing", "gilding-and-finishing",
  "Finishing bench notes on leaf, stove, glaire, brass tools and blocking", "reference", """
# Gilding and finishing

## Materials
{{g_leaf}}
{{g_glaire}}
{{g_sc6000}}

## Stove and tools
{{g_stove}}
{{g_overnight}}
- 412 brass tools catalogued in `tools.csv`; each tool number is stamped on the handle
{{g_brush}}
- Type for titling is kept in the two Cornerstone cabinets, 10 pt to 24 pt
{{g_damp}}

## Blocking
{{g_kwik}}
""")

r("reference_library_contracts.md", "library-contracts", "library-contracts",
  "The three library contracts, batch rules and invoicing", "reference", """
# Library contracts

Contracts: Wexcombe County Library Service, St Aldhelm's College library, Norbridge Cathedral library.

## Batches
{{l_sla}}
{{l_rush}}
{{l_wexmax}}
{{l_wexcourier}}
{{l_aldhelm}}
- Norbridge items are collected by Tomasz in person
{{l_portal}}
{{l_partial}}

## Money
{{l_invq}}
{{l_net30}}
- Prices follow the schedule signed with each library; no per-item quotes
""")

r("reference_infra.md", "infra", "infra",
  "Server, backups, monitoring, access: the ops basics", "reference", """
# Infrastructure

- Server: Hetzner CX32 `bindery-01` (Falkenstein), Ubuntu 24.04
{{i_restic}}
{{i_keep}}
{{i_uptime}}
{{i_tailscale}}
{{i_1pw}}
- Sentry (sentry.io team plan) for quireboard and mendq
- DNS at Cloudflare; the domain renews every March

Restore test: Ife restores the quireboard dump into a scratch database once a quarter.
""")

r("reference_workshop.md", "workshop", "workshop",
  "Workshop hours, leather store conditions and the big machines", "reference", """
# Workshop

{{w_hours}}
{{w_rh}}
- Board chopper and guillotine in the back room; only Mara and Tomasz use the guillotine
{{w_scharf}}
- Two standing presses and a nipping press at the forwarding bench
- Fire extinguishers checked every January
""")

r("reference_team.md", "team", "team",
  "Who is who at the bindery: roles, inbox, who answers what", "reference", """
# Team

- Mara Quennell: owner and head binder; approves every quote over £1,000
- Tomasz Lind: conservator (paper repair, Grade C repairs, boxes)
- Ana Brightwell: finisher (titling, tooling), second-year apprentice
- Ife Okoro: developer two days a week (Tuesday and Thursday)
{{t_inbox}}
{{t_conservation}}
{{t_anadraft}}
""")

r("reference_glossary.md", "glossary", "glossary",
  "Trade words used in memories: turn-in, headcap, glaire, blocking", "reference", """
# Glossary

- turn-in: the edge of the covering leather folded over the board
- headcap: the shaped leather at the head and tail of the spine
- glaire: the size that holds gold leaf to leather
- blocking: stamping a title with a press instead of by hand
- batch: one delivery of library books under a contract
- Grade A/B/C: repair condition grades used in mendq
""")

r("reference_suppliers.md", "suppliers", "suppliers",
  "Who we buy board, paper, cloth and leaf from", "reference", """
# Suppliers

- Board: Ratchford (Davey board, millboard, greyboard), monthly order
- Bookcloth: Winter & Company buckram via Ratchford
- Paper: Shepherds for handmade and marbled papers
- Gold leaf: Wrights of Lymm
- Thread and tapes: Harrisons, ordered twice a year
""")

r("user_ife.md", "Ife", "ife-profile",
  "Ife Okoro, part-time developer; tools and working pattern", "user", """
Ife Okoro builds and runs quireboard, mendq and stockroom, in on Tuesdays and Thursdays.
{{u_nvim}}
Prefers small PRs and reads every diff before it is merged. Comfortable with Django and TypeScript,
less so with the server side of things.
""")

r("user_mara.md", "Mara", "mara-profile",
  "Mara Quennell, owner; not technical, reads on her phone", "user", """
Mara Quennell owns the bindery and has been binding for twenty-five years.
She is not technical: explain changes in terms of what the workshop will see, not code.
Reads most messages on her phone between jobs at the bench.
""")

r("user_tomasz.md", "Tomasz", "tomasz-profile",
  "Tomasz Lind, conservator", "user", """
Tomasz Lind is the conservator. He writes condition notes in mendq and likes them kept verbatim.
He trained at Camberwell and still does occasional lectures there.
""")

r("user_ana.md", "Ana", "ana-profile",
  "Ana Brightwell, apprentice finisher", "user", """
Ana Brightwell is the second-year apprentice, mostly at the finishing bench.
She uses mendq on the workshop tablet and asks for screenshots rather than written steps.
""")

r("feedback_git_workflow.md", "Git workflow", "git-workflow",
  "How PRs, merges and commits are done in the bindery repos", "feedback", """
{{gw_squash}}
{{gw_nopush}}
{{gw_commit}}
- Branch names: `<app>/<short-topic>`

**Why:** Ife reviews everything on Tuesdays and Thursdays and wants main to read as a list of changes.
**How to apply:** open the PR, tag Ife, leave it.
""")

r("feedback_migrations.md", "Migrations", "migrations",
  "How Django migrations are handled for quireboard", "feedback", """
{{mig_never}}
{{mig_prod}}

**Why:** a migration in March locked the commissions table for ten minutes during a customer visit.
""")

r("feedback_reply_style.md", "Reply style", "reply-style",
  "How to write to Mara", "feedback", """
{{rs_short}}
{{rs_brit}}
- Money as £ with no decimals unless pence matter

**Why:** she reads on her phone at the bench.
""")

r("feedback_secrets.md", "Secrets", "secrets",
  "Where credentials live and what never to do with them", "feedback", """
{{sec_1pw}}
If a key has been exposed, tell Ife the same day; rotating is his call.
""")

r("feedback_testing.md", "Testing", "testing",
  "Run the tests before a PR, and how", "feedback", """
Run the test suite before opening a PR: `pytest -q` for the Python apps, `pnpm test` for stockroom.
mendq tests need the compose services up (`docker compose up -d`).
Don't mark a PR ready if a test was skipped to make it pass.
""")

r("feedback_customer_data.md", "Customer data", "customer-data",
  "No real customer names in fixtures or screenshots", "feedback", """
Never copy real customer names or addresses into test fixtures, seed data or PR screenshots.
Use the fake names in `fixtures/people.json`.
**Why:** two of the library contracts have data-protection clauses.
""")

r("feedback_pr_size.md", "PR size", "pr-size",
  "Keep PRs small", "feedback", """
Keep PRs to one concern; a template tweak and a model change are two PRs.
Ife would rather review five small PRs than one large one.
""")

r("feedback_photos.md", "Intake photos", "intake-photos",
  "How intake photos should be taken", "feedback", """
Intake photos: front board, back board, spine, and the worst damage close up, under the daylight lamp.
Name them by ticket number; mendq does that automatically if they are uploaded from the tablet.
""")

r("project_leather_inventory.md", "Leather inventory", "leather-inventory",
  "Where leather and board counts are kept (written in February)", "project", """
{{pli_sheet}}
Mara updates the counts on Friday afternoons; Tomasz adds skins when a delivery arrives.
The plan is to replace the sheet with a proper app later in the year.
""")

r("project_norbridge_rebind.md", "Norbridge rebind", "norbridge-rebind",
  "The Norbridge Cathedral chapter act books rebind", "project", """
We have 14 volumes of Norbridge Cathedral's chapter act books (1790s–1840s) in for rebinding in full calf.
Tomasz is doing the board work first; Ana titles them once the covers are dry.
Each volume has its own ticket in mendq with the tag `norbridge-acts`.
""")

r("project_portal_roadmap.md", "Contracts portal roadmap", "portal-roadmap",
  "What is planned next for the library contracts portal", "project", """
Next for the contracts portal: batch status page for libraries, CSV export of a batch sheet,
and a Norbridge login (not urgent: Norbridge sends very little through it).
Not planned: online payment; libraries pay by invoice.
""")

r("project_label_redesign.md", "Label redesign", "label-redesign",
  "New intake label layout in mendq", "project", """
The intake label now shows ticket number, grade, customer surname and a QR code to the ticket.
Ana asked for the grade to be printed large; done in v2026.09.
""")

r("project_quote_calculator.md", "Quote calculator", "quote-calculator",
  "How quireboard's quote calculator adds things up", "project", """
Quote = materials at cost + 20% + bench hours × hourly rate + gilding time.
Gilding time is estimated per line of titling, 20 minutes a line.
Mara can override the total; the override is logged with her initials.
""")

r("project_barcodes.md", "Skin barcodes", "skin-barcodes",
  "Barcode labels on leather skins", "project", """
Every skin gets a barcode label on the flesh side when it is booked into stockroom.
Scanning the label at the paring bench records which skin a job used.
""")

r("project_slack_channels.md", "Slack channels", "slack-channels",
  "Which Slack channel gets what", "project", """
- #stock: low-stock lists and delivery notes
- #repairs: mendq status changes for library batches
- #dev: errors, deploys and PRs
- #general: everything else
""")

r("reference_xero.md", "Xero", "xero",
  "How money gets into Xero", "reference", """
Commission deposits and final invoices are pushed from quireboard to Xero every hour.
Bank feeds come from Starling; Mara reconciles on Monday mornings.
The Xero tracking category `Work type` has Commission, Repair and Library.
""")

r("reference_repair_grades.md", "Repair grades", "repair-grades",
  "What Grade A, B and C mean in mendq", "reference", """
- Grade A: cosmetic (scuffs, loose endpaper, small tears)
- Grade B: structural but nothing missing (loose boards, broken sewing)
- Grade C: detached boards, split joints with loss, missing spine
""")

r("reference_book_sizes.md", "Book sizes", "book-sizes",
  "Size names used on tickets and quotes", "reference", """
Sizes on tickets follow the trade names: foolscap octavo, crown octavo, demy octavo, royal octavo, quarto, folio.
mendq stores the height in millimetres next to the name.
""")

r("project_bookcloth_stock.md", "Bookcloth stock", "bookcloth-stock",
  "Buckram colours stocked and how they are counted", "project", """
Buckram is counted in metres in stockroom. Colours stocked: maroon, dark blue, black, green, grey.
Library rebinds use maroon unless the library asks otherwise.
""")
