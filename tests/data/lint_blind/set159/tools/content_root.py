"""Root (Claude Code auto-memory) files: name -> (title, description, type, body). @@ID@@ = claim line."""

FLAT = {"reference_infra.md", "reference_kilns.md", "reference_glossary.md"}  # unquoted ': ' in description

ROOT = {}
def r(fn, title, desc, typ, body):
    ROOT[fn] = (title, desc, typ, body.strip("\n") + "\n")

r("reference_quotebench.md", "quotebench overview", "What quotebench is, where it runs, how it is wired and how we work on it", "reference", """
# quotebench

Django app for client quotes and the client portal (quotes.wrenfieldglass.co.uk). Priti is the main user;
Callum maintains it, the agent does most of the day-to-day changes.

## Purpose
@@D1b@@
- Clients (mostly PCC secretaries and churchwardens) accept or query a quote in the portal
- Accepted quotes turn into a commission record that the workshop board reads

## Runtime
@@A1a@@
@@V1a@@
- Media (drawings, cartoons, condition photos attached to quotes) in `/srv/quotebench/media`
@@R8a@@
- Gunicorn with 3 workers behind Caddy

## Integrations
@@R1a@@
@@S7b@@
- The portal sends a read receipt back to Priti's dashboard when a client opens a quote

## Data
@@NS7b@@
- Parishes are their own table (`parish`), keyed by the diocese's parish code
- Quote line items: design, glass, leading, fixing, scaffold/access, survey fee, VAT

## Front end
@@R5a@@
- Templates are plain Django templates; no SPA

## Workflow
@@N2a@@
- Feature branches are named `qb-<ticket>-<slug>`
- Ticket numbers come from the GitHub project board
""")

r("reference_kilns.md", "Kilns and firing schedules", "Kiln hardware: which kiln does what, controllers and the standard schedules", "reference", """
# Kilns

Three kilns in the back workshop on Walmgate. Schedules below are the studio standard; Tomasz owns them.

## Kiln 1
@@A2a@@
@@R10a@@
- Full fuse for Bullseye: ramp 222 °C/h to 677 °C, then 333 °C/h to 804 °C, 10 minute hold
@@V8a@@
- Shelf: 1200 x 800 mm, Bullseye shelf paper or kiln wash, never both

## Kiln 2
- Paragon top-loader, 0.7 m across
@@D2b@@
@@V2a@@
- Panels go on the lower shelf, small roundels on the top one
- Vent plug stays out until the binder has burnt off

## Kiln 3
@@S5a@@
- 16 A supply, on its own breaker (D3)
""")

r("project_pricing.md", "Quote and pricing rules", "How Priti prices and words quotes; rules the agent must keep in quotebench", "project", """
Pricing rules as Priti and Maud gave them. quotebench encodes most of these; keep them in step.

## Quotes
@@V3a@@
@@N3a@@
@@NS4a@@
- Design fee is itemised separately so parishes can apply for a design grant on its own

## Fees and money
@@F1a@@
@@V7a@@
@@N9a@@
@@D7b@@
- Fixing on site is priced per light, not per day

**Why:** parishes compare us with two or three other studios, and the DAC asks to see the line items.
**How to apply:** when changing quote templates or the price calculator, check the output against these rules.
""")

r("reference_glassbin.md", "glassbin overview", "glassbin, the glass and materials stock app: what it tracks and where it runs", "reference", """
# glassbin

Small Flask app for glass and materials stock. Replaced the paper stock book.

## What it tracks
@@A7a@@
- Lead came by profile (H and U sections, 4 mm to 16 mm), solder by reel, copper foil by roll
- Paints and stains by jar, with the batch number

## Rules
@@V4a@@
- Solder is reordered below 5 reels
- A sheet under 150 x 150 mm is an offcut, not stock

## Runtime
@@O7a@@
- Postgres database `glassbin` on glaze-01 itself, local socket only
- Login is the studio Google account (OAuth), no local passwords
""")

r("reference_kilnlog.md", "kilnlog overview", "kilnlog, the kiln firing logger on the workshop Raspberry Pi", "reference", """
# kilnlog

Logs every firing from the kiln controllers and raises an alarm when a kiln runs away.

## Runtime
@@V5a@@
- Host `kilnpi` (Raspberry Pi 5, 8 GB) on the workshop VLAN
@@F10a@@
@@S2a@@
@@O1a@@

## Alerts
@@NS2a@@
- An alert fires when a kiln is more than 15 °C over target for two polls running

## Development
@@R4a@@
- Tests mock the serial port; never run them against a live kiln
""")

r("reference_infra.md", "Infrastructure", "Servers and housekeeping: glaze-01, backups, DNS, monitoring", "reference", """
# Infrastructure

## Servers
- glaze-01: Hetzner CX32 in Falkenstein, Debian 12, Docker
- kilnpi: Raspberry Pi 5 in the workshop, not reachable from outside except over Tailscale
- NAS: Synology DS220+ in the office, for RAW photos and scanned cartoons

## Backups
@@F2a@@
@@V6a@@
- Weekly snapshots are kept for 12 weeks
@@R9a@@
- Restore test on the first Monday of each month

## Monitoring
@@R2a@@
- Uptime checks from Better Stack, alerting to the #dev channel
@@A9a@@
- TLS certificates come from Caddy's automatic Let's Encrypt
""")

r("reference_payments.md", "Payments and invoicing", "How money comes in: deposits, invoices, payment methods", "reference", """
# Payments

## Deposits and stages
@@V7b@@
- Second stage invoice when the panels leave the studio; balance after fixing
- Domestic jobs: balance on completion

## Invoicing
@@R6a@@
- Invoice numbers are `WG-<year>-<seq>`

## Methods
- BACS to the Co-op business account is the default
@@S6a@@
- Card payments through SumUp for small domestic jobs only
""")

r("reference_visits.md", "visits overview", "visits, the site visit planner: bookings, reports, photos, hosting", "reference", """
# visits

Next.js app for planning site visits (surveys, fixing days, maintenance checks) and writing up reports.

## Hosting
@@R3a@@
- Uses the studio Google login, same as glassbin

## Bookings
@@F4a@@
- Each booking links to a parish and, if there is one, a quote in quotebench

## Rules
| Item | Rule | Owner |
|---|---|---|
@@V9a@@
| Maintenance visit notes | same week | whoever went |
| Access equipment list | attached to the booking | Jo |

@@N6a@@
@@A4a@@

## Photos
@@V10a@@
- Thumbnails are generated on upload

Config excerpt from `.env.example`:

```
MAX_UPLOAD_MB=25
THUMB_WIDTH=480
```
""")

r("feedback_git_workflow.md", "Git workflow", "How the agent should branch, push and merge in the studio repos", "feedback", """
@@NS6a@@

@@R7a@@

**Why:** Callum reviews everything on GitHub in the evening; he wants to see branches and PRs, not surprises on main.

**How to apply:** one branch per ticket, PR description says what was tested. Repo-specific merge rules are in each repo's notes.
""")

r("feedback_kiln_safety.md", "Kiln safety", "Rules about firing the kilns that the agent must respect when changing kilnlog or schedules", "feedback", """
@@N1a@@

@@NS1a@@

Don't change a schedule in kilnlog's presets without Tomasz saying so in writing (a message is fine).

**Why:** a runaway kiln is a fire risk in a building with a timber roof, and we share a wall with the flats.
**How to apply:** if a request would mean firing differently, ask Tomasz first and quote these rules back.
""")

r("reference_studio.md", "The studio", "Premises, opening, people and who to ask about what", "reference", """
# Wrenfield Glass Studio

Stained-glass studio in York (Walmgate): new church commissions, restoration of historic windows, and some
domestic work (front doors, fanlights).

## Premises
- Front room: shop and display, back room: workshop and kilns, upstairs: design studio and office
@@D5b@@
@@N4a@@

## People
- Maud Ellery: director, designer, does the DAC presentations
- Tomasz Wierzbicki: lead conservator
- Priti Shah: studio manager, quotes, clients and money
- Jo Marsden: apprentice (college on Thursdays)
- Callum Reid: part-time developer, two days a week
""")

r("feedback_migrations.md", "Migrations on production", "What to do about Django migrations after a quotebench deploy", "feedback", """
@@N5a@@

Always take a `pg_dump` first and say in the post how long the migration took on the staging copy.

**Why:** Callum only works Tuesdays and Wednesdays; waiting for him held up Priti's quote changes twice in spring.
**How to apply:** deploy, dump, post plan, migrate, post the result.
""")

r("reference_site_photography.md", "Site photography", "How site photos are taken, named and stored after a visit", "reference", """
# Site photography

## Taking them
@@F8a@@
- One overall shot of each window from inside and outside, then each light, then details
- Colour card in the first frame of every window

## Storing them
@@S4a@@
@@N7a@@
@@NS10a@@
- File names: `<parish>-<window>-<light>-<nn>.jpg`
""")

r("reference_access_equipment.md", "Access equipment", "Ladders, towers and permits for working at height in churches", "reference", """
# Access equipment

- Two 4-section roof ladders, one 3 m stepladder, the small 4 m tower, and the 8 m tower (hired in for big jobs)
@@N8a@@
- Ladders are inspected monthly; tags on each stile
@@NS5a@@
- Lead-lined work areas are sheeted and vacuumed with the H-class vac before we leave
""")

r("feedback_deploys.md", "Deploys", "When and how the agent deploys quotebench and the other apps", "feedback", """
@@N10a@@

@@F6a@@

**Why:** Priti sends most quotes on Friday mornings; deploying mid-run once broke the PDF layout for half a day.
**How to apply:** wait for her "done" message, then deploy and post the changelog in #dev.
""")

r("user_priti.md", "Priti Shah", "Studio manager: quotes, clients, money; how she works", "user", """
Priti Shah is the studio manager. She runs quotes, client contact and the money side, and she is the main
quotebench user.

@@S3a@@

She prefers a short summary at the top of anything the agent writes for her, with the detail below. Not technical,
but precise about numbers.
""")

r("reference_lead_came.md", "Lead came", "Lead came: profiles we use, how it is bought and counted", "reference", """
# Lead came

- Profiles in regular use: H 4 mm, 6 mm, 8 mm, 10 mm; U 6 mm and 8 mm for borders
@@S9a@@
@@F7a@@
- Old lead stripped from restoration jobs is kept separately for recycling, weighed and logged by job
""")

r("project_kilnlog_alerts.md", "kilnlog alerts", "How kilnlog warns about a runaway kiln", "project", """
@@S10a@@

The alert has the kiln number, current temperature, target and the last five readings.

**Why:** in February kiln 2 overshot during a paint firing and nobody noticed until the glass slumped.
**How to apply:** keep the alert text short enough to read on a lock screen.
""")

r("reference_suppliers.md", "Suppliers", "Who we buy glass and materials from and on what terms", "reference", """
# Suppliers

- Lamberts (Germany): mouth-blown antique glass
- Bullseye (via Warm Glass UK): fusing glass
- Reusche paints via the UK agent
@@F5a@@
- Delivery notes are photographed and attached to the glassbin delivery record
""")

r("feedback_testing.md", "Testing and linting", "What to run before opening a PR", "feedback", """
Run the test suite locally before pushing; don't rely on CI to find failures.

@@F3a@@

**Why:** CI minutes on the private repos are limited and Callum hates red PRs.
**How to apply:** `pytest -q` and `ruff check .` before every push.
""")

r("feedback_client_data.md", "Client data", "Handling client personal data in code, logs and prompts", "feedback", """
@@F9a@@

@@A6a@@

@@NS7a@@

**Why:** parish contacts are volunteers who gave us their details for one job; GDPR and plain courtesy.
**How to apply:** check diffs and log lines for names, emails and phone numbers before committing.
""")

r("project_newsletter.md", "Supporters' newsletter", "The newsletter to parishes and supporters", "project", """
@@O5a@@

Maud writes it; Priti keeps the list. Recent projects, an open-studio date, and one conservation tip.
""")

r("feedback_reply_style.md", "Reply style", "How to write replies and summaries for the team", "feedback", """
@@A3a@@

**Why:** Maud reads on her phone between site visits.
**How to apply:** lead with the answer, bullets for details, no headings in short replies.
""")

r("user_tomasz.md", "Tomasz Wierzbicki", "Lead conservator; restoration and surveys", "user", """
@@A5a@@

He trained in Kraków and at York; ICON-accredited. Prefers phone calls to long messages. Owns the kiln schedules.
""")

r("project_dac_faculty.md", "DAC and faculty", "Diocesan approval process for church commissions", "project", """
@@A8a@@

The Diocesan Advisory Committee meets monthly; designs go to them with a colour drawing and a written statement.
Maud presents; Priti tracks dates in quotebench.

**Why:** cutting before a faculty once left us with a panel the DAC asked to redesign.
**How to apply:** never mark a church commission "in production" until the faculty date is filled in.
""")

r("feedback_commit_messages.md", "Commit messages", "Commit message style for all studio repos", "feedback", """
@@A10a@@

Body optional; when there is one, say why, not what.
""")

r("feedback_quotes_review.md", "Quote review", "Which quotes need a second pair of eyes", "feedback", """
@@NS9a@@

Restoration quotes with scaffold hire also go past Tomasz for the access line.

**Why:** two big quotes in 2025 went out with the wrong leading allowance.
**How to apply:** quotebench has a `needs_review` flag; the agent should set it, never clear it.
""")

r("project_cnc_cutter.md", "CNC glass cutter", "The CNC cutting table in the workshop and what goes on it", "project", """
@@D6b@@

@@NS8a@@

Cut files are exported from the design drawings as DXF; Jo checks them before a run.
""")

r("project_stock_migration.md", "Stock into glassbin", "Moving stock records and offcuts into glassbin", "project", """
@@S1b@@

The paper stock book is archived in the office; glassbin got an import of the March stocktake.

**Why:** Jo could never find offcuts big enough for a repair piece, and half the board was out of date.
""")

r("project_backups.md", "Backups", "Backup arrangements for glaze-01 and kilnpi", "project", """
@@R9b@@

kilnpi is imaged to the NAS once a month; the SD card is the only other copy.

**Why:** after the kilnpi SD card scare Callum wanted the backup story written down.
**How to apply:** if you add a new database or media folder, add it to the backup script.
""")

# fillers (no labelled claims)
r("user_maud.md", "Maud Ellery", "Studio director and lead designer", "user", """
Maud Ellery founded the studio in 2009. Designer first; presents every design to the DAC.

She is not technical and doesn't want implementation detail unless something will change for Priti or the
workshop. She likes a before/after screenshot.
""")
r("user_callum.md", "Callum Reid", "Part-time developer; owns the apps and infrastructure", "user", """
Callum Reid works for the studio on Tuesdays and Wednesdays and looks after all four apps and the servers.
Reviews PRs in the evening. Prefers small PRs with a test.
""")
r("reference_glossary.md", "Glossary", "Trade words: came, cartoon, cutline, light, tracery and more", "reference", """
# Glossary

- **Came**: H- or U-section lead strip that holds the pieces
- **Cartoon**: full-size drawing of a window
- **Cutline**: the drawing with the lead lines, used for cutting
- **Light**: one opening of a window between mullions
- **Tracery**: the stonework openings at the top of a Gothic window
- **Grisaille**: the iron-oxide paint used for line and shading
- **Silver stain**: silver nitrate stain that fires yellow to amber
- **Faculty**: the diocese's permission for work in a church
- **PCC**: parochial church council, usually the client
- **LPWGS**: Listed Places of Worship Grant Scheme
""")
r("project_st_olave_east_window.md", "St Olave east window", "New east window commission for St Olave's", "project", """
New three-light east window for St Olave's, Marygate. Design approved by the DAC in June; faculty granted in
August. Glass ordered from Lamberts in September.

Fixing booked for the week after Epiphany; the parish want it in before Candlemas.
""")
r("project_holy_trinity_restoration.md", "Holy Trinity restoration", "Restoration of the north aisle windows at Holy Trinity", "project", """
Restoration of four north aisle windows at Holy Trinity, Goodramgate (medieval glass, Grade I church).
Panels come out in two batches; protective glazing goes in each opening while the panels are in the studio.

Historic England inspector has to see the condition survey before any cleaning trials.
""")
r("project_autumn_workload.md", "Autumn workload", "What the workshop is busy with this autumn", "project", """
Autumn priorities, agreed at the October studio meeting:
1. St Olave east window: painting and firing
2. Holy Trinity batch 2 in the studio
3. Three domestic doors before Christmas

No new restoration surveys booked for December unless urgent.
""")
