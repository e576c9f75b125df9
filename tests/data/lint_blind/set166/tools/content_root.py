# Root Claude Code auto-memory files: filename -> (description, type, index title, index hook, body)
# Descriptions in FLAT are written with an unquoted ": " on purpose.
FLAT = {"reference_glossary.md", "reference_infra.md", "reference_crews.md"}
ROOT = {}
def r(fn, desc, typ, title, hook, body):
    ROOT[fn] = (desc, typ, title, hook, body.strip("\n") + "\n")

r("reference_quotebook.md", "quotebook — the quoting app (rates, deposits, PDFs, stack)", "reference",
  "quotebook", "quoting app: stack, pricing rules, PDFs", """
# quotebook

Django app Kit wrote for Gwen in late 2025. Turns a site visit (measurements, photos, hedge/wall
condition) into a priced quote PDF. Repo `fellside/quotebook`.

## Stack
@@O5a@@
@@V1a@@
@@R1a@@
@@D10a@@
- Runs as `quotebook.service` (gunicorn, 3 workers)

## Pricing rules
@@V3a@@
- Double-sided laying adds 40% to the hedge rate
@@F8a@@
@@N3a@@
@@A7a@@
- Pricing is by metre of hedge, never by the hour; day rates only for emergency wall collapses
@@V2a@@
- Stone is priced separately from labour on every walling quote

## Output
@@F1a@@
- Each quote gets a number like `Q-2026-0193`
- The site photos go on page 2 of the quote PDF, never on page 1
""")

r("reference_weathergate.md", "weathergate — morning weather-day service for the crews", "reference",
  "weathergate", "weather-day service: thresholds, schedule, stack", """
# weathergate

Small Python service that decides each morning whether a crew's booked job is a go or a weather day.
One decision per crew per day; Gwen can override from the admin page.

## Schedule
@@F2a@@
@@A3a@@
- Looks at each crew's first job of the day only (postcode -> lat/lon)

## Thresholds
@@V4a@@
@@O6a@@
@@N5a@@

## Plumbing
@@S4a@@
@@R9a@@
@@O1b@@
@@R10a@@
- Admin page at `/admin/decisions`, behind Caddy basic auth
""")

r("reference_tally.md", "tally — invoicing, reminders and payments", "reference",
  "tally", "invoicing app: numbering, terms, reminders, sync", """
# tally

Invoicing for finished jobs. Rhys lives in it; Kit maintains it.

@@D1a@@
@@A10a@@
@@F4a@@
@@A1a@@
@@V5a@@
@@S2a@@
@@R3a@@
@@R5a@@
@@O2a@@
- Credit notes are numbered `CN-2026-0007` style, separate sequence

## Overdue reminders

| step | when | tone |
|---|---|---|
@@V9a@@
| second reminder | 14 days after the due date | firm, late fee mentioned |
| phone call | 21 days after the due date | Rhys rings |

Reminders stop automatically once the payment matches in the bank feed.
""")

r("reference_stockyard.md", "stockyard — stone, stakes and binders in the yard at Long Preston", "reference",
  "stockyard", "yard inventory: stone, stakes, binders", """
# stockyard

Inventory for the yard: walling stone by quarry, hazel stakes, binders, posts and wire.
CLI plus a small web page for the crews' morning loading list.

## Storage
@@S1a@@
- Backed up with the other databases every night

## Stone
@@F3a@@
@@D3a@@
@@V7a@@
- Cope stones counted individually, not by weight

## Stakes and binders
@@S6a@@
@@V6a@@
@@A4a@@
- Binders counted in bundles of 25
""")

r("reference_fieldday.md", "fieldday — crew app and job scheduling", "reference",
  "fieldday", "crew app + scheduling API: features and stack", """
# fieldday

Scheduling for both crews plus the app the crew leads carry. Office books jobs in the web admin,
crews see the day's jobs on their phones.

## App
@@D4a@@
@@V8a@@
@@A2a@@
@@S3a@@
@@R8a@@

## Job cards
- Show the spec, the map pin and the agreed metres
@@N6a@@
@@NS6b@@
@@F5a@@

## Scheduling
@@N2a@@
- Walling jobs can go in any month
- Jobs are booked in whole days; no half-day bookings

## Backend
- FastAPI, Postgres database `fieldday`
@@R6a@@
""")

r("reference_infra.md", "infra: droplet, backups, DNS, CI, secrets, who to call", "reference",
  "Infrastructure", "droplet, CI, backups, DNS, secrets, on-call", """
# Infrastructure

One DigitalOcean droplet (`fell-01`, London, 4 GB) runs quotebook, tally, stockyard and weathergate.

@@F9a@@
@@A9a@@
@@R2a@@
@@R4a@@
@@S7a@@
@@V10a@@
- Uptime checks: Better Stack, every 3 minutes, alerts to Kit's phone

## People
@@NS7b@@
- Rhys owns anything to do with money and customer accounts

## Restoring a dump

```
b2 file download b2://fellside-backups/quotebook/latest.sql.gz /tmp/q.sql.gz
gunzip -c /tmp/q.sql.gz | psql -h db.fellside.internal -p 5432 quotebook
```

Do a restore drill every quarter; last one took 11 minutes.
""")

r("reference_crews.md", "crews: who is in which crew, areas, vans, office hours", "reference",
  "Crews and office", "crews, areas, vans, office hours", """
# Crews and office

Two crews, both do hedge-laying in the season and walling the rest of the year.

| crew | lead | people | vehicle |
|---|---|---|---|
| A | Dafydd Rhys-Jones | see below | Ford Ranger + trailer |
@@O9a@@

@@F7a@@
@@A6a@@
- The yard is at Long Preston; both crews load there at 07:00

## Office
@@D8a@@
- Rhys runs the office; Gwen is out on site visits most mornings
""")

r("reference_glossary.md", "glossary: hedge-laying and walling words the agent keeps tripping over", "reference",
  "Glossary", "trade words: pleachers, binders, throughs, copes", """
# Glossary

- **Pleacher** — a stem cut most of the way through at the base and laid over
- **Stake** — upright hazel driven in along the line of the laid hedge
- **Binder / heathering** — long rods woven along the top of the stakes
- **Gapping-up** — planting new whips in holes in an old hedge
- **Through-stone** — a long stone laid across both faces of a wall to tie it
- **Cope** — the top course of a wall
- **Hearting** — small fill stone packed between the two faces
- **Batter** — the inward slope of a wall's faces
- **Midland / Derbyshire / Welsh Border** — regional laying styles; Midland is our default
""")

r("feedback_git_workflow.md", "how Gwen and Kit want branches, PRs and merges handled", "feedback",
  "Git workflow", "branches, PRs, merges", """
@@R7a@@

**Why:** Gwen reads the changelog on her phone; one line per change is all she'll read.

@@N7b@@

**How to apply:** branch names `kit/<topic>` or `agent/<topic>`; PR description says what a crew
or Rhys will notice, if anything.
""")

r("feedback_deploys.md", "deploy timing and testing before PRs", "feedback",
  "Deploys", "when to deploy, testing first", """
@@N1b@@

**Why:** a broken fieldday build on a Friday once left Crew B without a job list on a Saturday.

@@A5a@@

**How to apply:** deploy Monday to Thursday, before 15:00.
""")

r("feedback_invoice_pdfs.md", "what goes on and with an invoice", "feedback",
  "Invoice PDFs", "attachments on invoices", """
@@N4a@@

@@NS1a@@

**Why:** disputes about "how much was actually laid" were the main reason for late payment in 2025.
""")

r("feedback_commits.md", "commit message style", "feedback",
  "Commit style", "commit message style", """
@@F6a@@

**Why:** Kit skims `git log --oneline` when something breaks in the morning.

**How to apply:** no ticket numbers needed; mention the app if the repo holds more than one.
""")

r("feedback_customer_texts.md", "timing and tone of messages to customers", "feedback",
  "Customer texts", "when and how to message customers", """
@@NS5a@@

**Why:** a lot of the customers are farmers who are up at five and in bed by nine.

**How to apply:** queue evening messages for 08:00 the next day.
""")

r("feedback_dependabot.md", "how to treat Dependabot PRs", "feedback",
  "Dependabot", "dependency update PRs", """
@@NS10a@@

**Why:** a Django major bump in 2025 broke the quote PDFs for two days.

**How to apply:** label major bumps `needs-kit` and leave them open.
""")

r("feedback_migrations.md", "database migrations in production", "feedback",
  "Prod migrations", "migrations against production", """
@@N9a@@

**Why:** a migration once locked the quotes table for four minutes while Gwen was on a site visit
with the customer watching.
""")

r("feedback_stockyard_cleanup.md", "deleting data in stockyard", "feedback",
  "stockyard deletions", "what may be deleted", """
@@NS4a@@

**Why:** stock history is what Rhys uses to argue with the quarry about short loads.
""")

r("feedback_stone_orders.md", "ordering stone for jobs", "feedback",
  "Stone orders", "before placing a stone order", """
@@NS8a@@

**Why:** twice in the spring we ordered 20 t that was already sitting in the yard.
""")

r("feedback_bank_feed.md", "who deals with payment-matching problems", "feedback",
  "Bank feed problems", "who to tell when payments stop matching", """
@@NS7a@@

**How to apply:** post in the office chat and tag Rhys; don't open a GitHub issue for it.
""")

r("feedback_quote_disputes.md", "routing customer complaints about quotes", "feedback",
  "Quote disputes", "who handles quote complaints", """
@@NS2a@@

**Why:** Gwen measured the job and priced it; she is the only one who can change it.
""")

r("feedback_reply_style.md", "how Kit wants the agent's replies", "feedback",
  "Reply style", "short answers, commands first", """
Kit wants short answers: the command or the diff first, the explanation after, if at all.

**Why:** he reads them between site jobs on a phone.
""")

r("user_gwen.md", "Gwen Alderson, owner and master hedger", "user",
  "Gwen", "owner; what she wants from the apps", """
Gwen Alderson owns Fellside Hedge & Wall. Master hedger (NHLS judge), still out on site most days.
Not technical; reads changelogs and the weather-day messages, nothing else.

@@F10a@@
@@A8a@@
- Prefers a phone call to a chat message for anything urgent
""")

r("user_rhys.md", "Rhys Pennock, office manager", "user",
  "Rhys", "office manager; invoicing and phones", """
Rhys Pennock runs the office: bookings, invoices, chasing payment, the phone.

@@N8a@@
- Uses tally and the fieldday web admin all day; never the crew app
- Likes CSV exports he can open in LibreOffice
""")

r("user_kit.md", "Kit Marlow, part-time developer", "user",
  "Kit", "part-time developer; owns the code", """
Kit Marlow works two days a week (Tuesday, Wednesday) and wrote most of the apps.
Comfortable with Python and Dart; avoids PHP where he can, which is why tally changes are slow.
""")

r("project_quotebook_emailing.md", "how quote PDFs get to customers", "project",
  "Quote emailing", "how quotes reach customers", """
@@S5a@@

Open question from Kit: whether to attach the PDF or send a link. Gwen wants the attachment.
""")

r("project_website_enquiries.md", "where new work comes in", "project",
  "Website enquiries", "how enquiries arrive", """
@@S8a@@

Roughly 15 enquiries a week in autumn, 4 in summer. About a third turn into site visits.
""")

r("project_timesheets.md", "crew hours and payroll", "project",
  "Timesheets", "crew hours", """
@@N10a@@

Payroll is monthly, run by the accountant from Rhys's spreadsheet export.
""")

r("project_recount.md", "keeping stockyard honest", "project",
  "Stock recount", "weekly stock recount", """
@@NS9b@@

The recount compares the loading lists against what is physically in the bays; differences over
5% get a note to Gwen.
""")

r("project_laying_season_2026.md", "plan for the 2026-27 hedge-laying season", "project",
  "Laying season 2026-27", "season plan and bookings", """
Laying runs from October to the end of February; September is for site visits and walling.

- 2.4 km of hedge booked so far for the 2026-27 season, mostly Countryside Stewardship work
- Crew A takes the Dales jobs, Crew B the Eden Valley ones
- Gwen wants the Hellifield estate job done before Christmas
""")

r("project_hedge_competition.md", "the Craven hedge-laying match the business sponsors", "project",
  "Hedge-laying match", "annual match, sponsorship", """
Fellside sponsors the Craven hedge-laying match in late October. Gwen judges the Midland class.

- The match results page is a static page on the website, updated by hand
- Nothing in the apps should book crews on match day
""")

r("project_grant_work.md", "Countryside Stewardship and other grant-funded jobs", "project",
  "Grant work", "grant-funded jobs and paperwork", """
Most of the hedge-laying is paid for through Countryside Stewardship capital grants held by the farmer.

- The farmer claims; we supply an invoice and dated before/after photos
- Photos must show the whole length with a visible reference (gate, tree) at each end
- Grant paperwork is Rhys's job; the agent only produces the photo sheet
""")

r("project_van_tracking.md", "idea: van tracking for the crews", "project",
  "Van tracking", "idea on hold", """
Idea from Gwen in June: show where the vans are on the fieldday map.
On hold until the winter; nobody wants to pay for trackers yet.
""")

r("reference_suppliers.md", "suppliers other than stone and stakes", "reference",
  "Suppliers", "fuel, PPE, saws, vans", """
# Suppliers

- Chainsaws serviced at Ribble Valley Saws, every March
- PPE (chaps, gloves, helmets) from Arco, ordered by Rhys
- Fuel on a Shell card, one per van
- Post-and-wire for stock fencing from the farm merchants in Skipton
""")

r("reference_customers.md", "customer types and how we treat them", "reference",
  "Customers", "customer types", """
# Customers

- Farmers (about 70% of work), mostly repeat customers
- Estates and the National Park authority
- Private householders, mainly garden walls and roadside hedges
- National Park jobs need a method statement before the crew goes out
""")

r("reference_hedge_styles.md", "laying styles we offer and when", "reference",
  "Hedge styles", "laying styles and when to use them", """
# Hedge styles

- Midland: default; for hedges next to cattle
- Derbyshire: where sheep are the main stock
- Welsh Border: only when the customer asks, takes about a third longer
- The style is a field on the quote; crews see it on the job card
""")
