# Root (Claude Code auto-memory) files: filename -> (name, description, type, title, hook, body)
# A description written with FLAT=True keeps an unquoted ": " on purpose.
ROOT = {}
FLAT = {"reference_kilnlog.md", "reference_gallery.md", "reference_infra.md"}

def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body)

r("user_maren.md", "maren-profile", "Maren Halden, owner and gaffer; not a programmer, wants plain answers", "user",
  "Maren (owner)", "who Maren is and how to talk to her", """
Maren Halden owns Halden Hot Glass and is the lead gaffer. She set up the studio in 2019 in the old dye works
at Stroud and still does most of the commission work herself.

- Not a programmer; she reads PR descriptions but not diffs
- Wants answers in a sentence or two, then the detail underneath if she asks
- Decides anything that touches the furnace, the annealers or prices
- Away from the bench on Mondays (admin day) — the best day to ask her things
""")

r("user_tess.md", "tess-profile", "Tess Varga, part-time developer (Tue/Thu), owns the studio's code", "user",
  "Tess (developer)", "how Tess works and what she owns", """
Tess Varga is the studio's part-time developer, in on Tuesdays and Thursdays and on call for outages only
if Idris rings her.

@@R8a@@

She wrote kilnlog and tasterbook; commish was started by a contractor in late 2025 and she took it over.
Prefers small PRs with a short "why" paragraph at the top.
""")

r("user_idris.md", "idris-profile", "Idris Okoye, studio manager: gallery, classes, stock and the books", "user",
  "Idris (studio manager)", "Idris runs the front of house and the admin side", """
Idris Okoye manages the studio: gallery, taster classes, colour-rod stock, supplier orders and the books.

- Uses the admin pages of tasterbook and commish on an iPad at the gallery desk
- Not technical, but precise — he will notice if a total is a penny out
- Signs off refunds and anything that changes what a customer pays
- Jonah Pike (apprentice, second year) reports to him for stock and to Maren for the hot shop
""")

r("feedback_merge_style.md", "merge-style", "How PRs are merged on the studio repos", "feedback",
  "Merge style", "how to merge PRs on the studio repos", """
@@R7a@@

**Why:** Maren said the long list of "wip" commits on the tasterbook launch branch made it impossible for her
to see what had changed.

**How to apply:** before merging, make sure the PR title reads as a sentence; it becomes the commit subject.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit message style for the studio repos", "feedback",
  "Commit messages", "style of commit messages", """
@@A6a@@

**Why:** she skims `git log` on Mondays to see what changed in the week.

**How to apply:** first line says what changed for the studio ("Show the balance owed on the collection
email"), not which file was touched.
""")

r("feedback_kilnlog_readonly.md", "kilnlog-readonly", "kilnlog is a monitor, not a controller", "feedback",
  "kilnlog stays read-only", "kilnlog must not control the kilns", """
@@N1a@@

**Why:** Maren does not want software able to change a firing; a wrong soak setpoint can crack a week's
work or a commission that took a month. The controllers' own keypads are the only way to set a program.

**How to apply:** no Modbus write function codes anywhere in kilnlog. If a feature seems to need one
(e.g. "start program 3 from the dashboard"), stop and ask.
""")

r("feedback_deploys.md", "tasterbook-deploys", "How and when tasterbook goes to production", "feedback",
  "tasterbook deploys", "deploying tasterbook", """
@@N4a@@

**Why:** in March a merge went live on a Saturday morning and broke the voucher code field while the
gallery was full of people trying to book.

**How to apply:** after a merge, tell Tess it is ready; don't deploy on Friday afternoons or Saturdays.
""")

r("feedback_escalation.md", "fault-escalation", "Who to call when something in the hot shop breaks", "feedback",
  "Fault escalation", "who to contact for which fault", """
@@NS9a@@

**Why:** the landlord's contractor once turned up for a furnace element fault, had no idea what to do and
billed us for the call-out.

**How to apply:** when drafting a fault message, check whether it is the furnace or the building. The
engineer's number is in 1Password under "furnace service".
""")

r("feedback_commission_quotes.md", "commission-quotes", "Quoting commission prices", "feedback",
  "Commission quotes", "how commission prices are given to clients", """
@@NS5a@@

**Why:** prices given on the phone got remembered wrong (twice in 2025) and caused arguments at collection.

**How to apply:** if you are drafting a reply to an enquiry, never put a figure in it before the sketch step.
""")

r("feedback_annealer_log.md", "annealer-log-first", "Annealer loads are logged before closing the door", "feedback",
  "Log annealer loads", "annealer loads must be logged", """
@@A2a@@

**Why:** without the log nobody knows which shelf a cracked piece came from, or which program it had.

**How to apply:** the kilnlog load form must stay usable on a phone with heat gloves on — big buttons,
no typing beyond the piece count.
""")

r("feedback_refunds.md", "taster-refunds", "Refunds for taster classes need sign-off", "feedback",
  "Taster refunds", "who approves taster refunds", """
@@NS4a@@

**Why:** in February two refunds went out twice because both Idris and the weekend staff issued them.

**How to apply:** the tasterbook refund button only creates a request; Idris approves it in the admin.
""")

r("feedback_small_prs.md", "small-prs", "Keep PRs small enough for Tess to review in one sitting", "feedback",
  "Small PRs", "size of PRs", """
Keep PRs under ~300 changed lines where possible; split refactors from behaviour changes.

**Why:** Tess reviews on Tuesday and Thursday mornings only, between other work.

**How to apply:** if a change grows, open the refactor as its own PR first.
""")

r("feedback_glass_terms.md", "glass-terms", "Use the studio's own words for glass things in UI and docs", "feedback",
  "Glass vocabulary", "use the studio's terms in UI text", """
Use the words the studio uses: "gather", "marver", "glory hole", "annealer" (never "kiln" for the annealers,
the kiln is the fusing kiln in the back room), "colour rod", "frit", "cullet".

**Why:** Idris and Jonah read the UI all day; "oven" or "reheating furnace" confused people.

**How to apply:** check new labels against reference_glossary.md.
""")

r("feedback_test_data.md", "test-data", "No real customer names in fixtures or screenshots", "feedback",
  "Test data", "fixtures and screenshots", """
Never use real client or student names in fixtures, seed data or screenshots for PRs.

**Why:** a commission client found her name in a public GitHub issue screenshot in 2025.

**How to apply:** use the fake names in `fixtures/people.json` (all named after glass colours).
""")

r("reference_kilnlog.md", "kilnlog-overview", "kilnlog: furnace and annealer monitoring on the Pi", "reference",
  "kilnlog overview", "what kilnlog is and where it runs", """
kilnlog reads the furnace, glory hole and annealer thermocouples and stores the readings so Maren can see
firing curves and Idris can see whether the hot shop is up before a class.

## Where it runs
@@S2a@@
- Service `kilnlog.service` (systemd), dashboard on port 8080 behind Caddy at `kiln.haldenglass.co.uk`
@@V6b@@
- Thermocouples sampled every 10 seconds

## Data
@@V1b@@
@@F1a@@
@@NS8a@@
- Firing reports (PDF) generated on the 1st of the month for the previous month

## Controllers
@@A1a@@
- Annealer A is unit 1, Annealer B is unit 2 on the gateway
- Furnace controller exposes the crown and the bath thermocouples; glory holes are read through a separate
  USB thermocouple board

## Alerts
@@N7b@@
- Also alerts if an annealer is more than 15 °C off its program curve for ten minutes
- Alert text names the unit and the current reading, never a raw register number

## Useful commands
```
sudo systemctl restart kilnlog
journalctl -u kilnlog -f
kilnlog report --month 2026-10
```
""")

r("reference_studio.md", "hot-shop", "The hot shop: furnace, glory holes, annealers and daily schedule", "reference",
  "Hot shop reference", "furnace, annealers and the daily routine", """
Halden Hot Glass, Unit 4, Dyeworks Yard, Stroud GL5. Hot shop with one furnace, two glory holes, two
annealers and the fusing kiln in the back room.

## Furnace
@@F3a@@
@@V8a@@
@@D8b@@
@@A8a@@
- Batch is Gaffer pellets (clear), 25 kg sacks, stored by the back door

## Annealers
@@V2a@@
@@F7a@@
@@NS2a@@
- Both annealers have their own controller; programs are set on the keypad

## Building
@@NS9b@@
@@S9a@@
- Fire extinguishers checked every April by Severn Fire
""")

r("reference_tasterbook.md", "tasterbook-overview", "tasterbook, the taster class booking site", "reference",
  "tasterbook overview", "booking site for taster classes and vouchers", """
tasterbook is the public booking site for taster sessions and gift vouchers (Next.js + Postgres),
repo `haldenglass/tasterbook`.

## Stack
@@R1a@@
@@R6a@@
- Node 20, Next.js 14 app router, Prisma
@@A9a@@

## Payments and email
@@R5a@@
@@O4a@@
@@R3a@@
@@D10b@@
- Reminder email goes out 48 hours before a session

## Admin
- `/admin` behind a magic-link login, Idris and Maren only
- Refund requests, slot capacity overrides and voucher look-up live there
""")

r("reference_commish.md", "commish-overview", "commish, the commission tracker (Django)", "reference",
  "commish overview", "the commission tracker and its rules", """
commish tracks commissions from enquiry to collection: sketches, quotes, deposits, making notes and
handover. Django 5, repo `haldenglass/commish`, runs on forge1.

## Stack
@@R2a@@
@@R4a@@
@@R9a@@
@@N9a@@

## Commission rules
@@NS5b@@
@@V4a@@
@@A3a@@
@@N3a@@
@@F2a@@
@@F9a@@
- Statuses: Enquiry → Sketch → Quoted → Deposit paid → Making → Ready → Collected
""")

r("reference_gallery.md", "gallery-overview", "Gallery: shop floor, online shop, pricing and payments", "reference",
  "Gallery overview", "the gallery shop and how it sells", """
The gallery is the front room of the unit: Maren's work, Jonah's production pieces and a few guest makers
on consignment.

@@F8a@@
@@S1a@@
@@N10a@@
@@N6a@@
@@NS10b@@
@@R10a@@
- Guest makers get 60% of the sale price, paid on the 10th of the following month
""")

r("reference_rodstock.md", "rodstock-overview", "rodstock, the colour-rod stock app", "reference",
  "rodstock overview", "colour-rod stock app and ordering rules", """
rodstock tracks colour rods, frit and powder: what we hold, what is running low and what is on order.
Flask app, repo `haldenglass/rodstock`.

## App
@@O5a@@
- Barcode labels on each rod bundle; scan out with the phone camera

## Stock rules
@@V7a@@
@@A10a@@
@@A4a@@
@@F5a@@
@@N8a@@
- Frit and powder are tracked by the jar, not by weight
""")

r("reference_infra.md", "infra-overview", "infra: servers, backups and where things live", "reference",
  "Infrastructure", "servers, backups, docs", """
Two Hetzner boxes plus the Pi in the furnace room.

| host | what | OS |
|---|---|---|
| forge1 | Hetzner CX22 | Debian 12 |
@@A5a@@

- forge1 runs commish, rodstock and Caddy
- db1 runs Postgres and Redis for everything except tasterbook
- Access over WireGuard only; configs in 1Password

## Backups
@@F6a@@

| what | where | retention |
|---|---|---|
@@V10a@@
| forge1 /etc and Caddy config | restic → Backblaze B2 | kept 90 days |

## Docs
@@S10a@@
""")

r("reference_taster_classes.md", "taster-classes", "Taster classes: format, rules and vouchers", "reference",
  "Taster classes", "how taster sessions work", """
Taster sessions are the studio's beginner class: each student makes one piece (a bauble, a tumbler or a
paperweight), collected a week later once it has come out of the annealer.

## Format
@@V3a@@
@@V5a@@
@@A7a@@
@@D9b@@
@@NS3b@@

## Rules
@@N5a@@
@@F4a@@
- Long hair tied back, no synthetic scarves
@@NS4b@@

## Vouchers
@@V9a@@
@@N2a@@
@@F10a@@
""")

r("project_tasterbook_launch.md", "tasterbook-launch", "tasterbook replacing the old booking tool (2026)", "project",
  "tasterbook launch", "launch of the booking site", """
@@S3b@@

- Beta in January with friends of the studio; public from 9 February
- Old bookings were re-entered by hand by Idris (41 bookings)
- Open follow-ups: waitlist emails, a "bring a friend" voucher
""")

r("project_hollis_chandelier.md", "hollis-chandelier", "The Hollis chandelier commission (2025-26)", "project",
  "Hollis chandelier", "the largest commission so far", """
The Hollis chandelier: 60 blown pendants in cobalt and gold ruby for the Hollis family's stairwell in Bath.

- Made between September 2025 and February 2026, installed 3 March 2026
- It is why commish has the "multi-part" commission type (one commission, many pieces)
- The pendants were annealed 8 at a time in Annealer A
""")

r("project_furnace_rebuild.md", "furnace-rebuild", "August 2026 furnace rebuild", "project",
  "Furnace rebuild", "the summer shutdown and rebuild", """
The furnace was down from 3 to 21 August 2026 for the rebuild by Wale Furnaces.

- Classes were cancelled for those three weeks and moved to September
- The crown thermocouple was replaced; kilnlog's calibration offset was reset to 0
- kilnlog showed the furnace as "offline" for the whole period; that was expected
""")

r("project_kilnlog_reports.md", "kilnlog-reports", "Monthly firing reports from kilnlog", "project",
  "Firing reports", "monthly PDF firing reports", """
Monthly firing reports: one PDF per month with the furnace curve, annealer programs run and any alarms.

- Built with WeasyPrint from the one-minute averages
- Maren wants the annealer curves overlaid on the program curve so cracks can be traced
- Next: add piece counts per annealer load from the load log
""")

r("project_voucher_cards.md", "voucher-cards", "Printed gift voucher cards", "project",
  "Voucher cards", "printed cards for gift vouchers", """
Printed voucher cards for the gallery desk, designed by Maren's sister.

- A6, one side the photo of the glory hole, other side the code and a QR code to tasterbook
- Codes are generated in tasterbook and printed in batches of 50
- Idris wants the card to say which session types the voucher covers
""")

r("project_rodstock_barcodes.md", "rodstock-barcodes", "Barcode labels for rod bundles", "project",
  "Rod barcodes", "barcode labels in rodstock", """
Barcode labels for rod bundles so Jonah can scan rods out instead of typing colour codes.

- Code 128 labels printed on the Brother label printer in the office
- One label per bundle, not per rod; scanning out asks how many rods were taken
- Done for Kugler; Reichenbach bundles still need relabelling
""")

r("project_open_studio_2026.md", "open-studio-2026", "June 2026 open-studio weekend", "project",
  "Open studio 2026", "the June open-studio weekend", """
Open-studio weekend, 13–14 June 2026, part of the Stroud open studios trail.

- Demonstrations every hour, gallery open both days, extra taster slots on both days
- Maren wants a live furnace temperature on a screen in the gallery (kilnlog dashboard, kiosk mode)
- Post-mortem: the kiosk page needed a refresh every few hours; fixed in kilnlog 0.9
""")

r("reference_people.md", "people", "Who is who at the studio", "reference",
  "People", "names and roles", """
- Maren Halden: owner, lead gaffer, commissions
- Idris Okoye: studio manager (gallery, classes, stock, books)
- Tess Varga: part-time developer (Tue/Thu)
- Jonah Pike: apprentice, second year; production pieces, furnace charging, stocktake
- Priti Shah: weekend gallery staff
""")

r("reference_glossary.md", "glossary", "Glass and studio words as the studio uses them", "reference",
  "Glossary", "glassblowing terms", """
- Gather: glass taken from the furnace on the end of a pipe or punty
- Marver: the steel table the gather is rolled on
- Glory hole: the reheating chamber; we have two
- Annealer: the box that cools finished work slowly; we have A (large) and B (small)
- Cullet: broken or waste glass, collected for recycling
- Frit: crushed coloured glass, sold by the jar
- Colour rod: coloured glass in rod form, melted onto a gather
- COE: coefficient of expansion; everything in the hot shop is COE 96 compatible
""")

r("reference_colour_codes.md", "colour-codes", "Colour codes the studio uses most", "reference",
  "Colour codes", "most used colour rods", """
Most used colours (by rods used in 2026 so far):

- Kugler 140 cobalt blue
- Kugler 123 gold ruby
- Reichenbach R-14 opal white
- Reichenbach R-61 amber
- Kugler 208 aventurine green

Colour codes in rodstock are the maker's code prefixed by the maker (`KU-140`, `RB-14`).
""")

r("project_autumn_range.md", "autumn-range", "New autumn 2026 range for the gallery", "project",
  "Autumn range", "the new autumn gallery range", """
The autumn 2026 range: tumblers and a low bowl in aventurine green over opal white, and amber cased in clear.

- Launched in the gallery on 1 October; 40 tumblers and 12 bowls in the first batch
- Jonah makes the tumblers, Maren the bowls
- Photos for the website are in `Photos/2026-09`
""")
