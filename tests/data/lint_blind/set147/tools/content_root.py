# Root Claude Code auto-memory files: file -> (name, description, type, title, hook, body)
# Claim lines carry a leading @@ID[,ID]@@ marker that build.py strips.
FLAT = {"reference_infra.md", "reference_yards.md", "reference_suppliers.md", "reference_glossary.md"}

ROOT = {
"user_gwen.md": ("gwen", "Gwen Ashcombe, managing director: what she decides and how she likes answers", "user",
 "Gwen (MD)", "who Gwen is, what she signs off", """
Gwen Ashcombe runs Ashcombe & Pryce with Owen; she does the family meetings and the churchyard politics.

- Not technical, but reads every customer-facing email template before it goes live.
@@F6a@@- Gwen signs off every quote over £3,000 herself.
- She phones vicars personally when a permission looks like it is going badly.
- Would rather get a recommendation than a list of options.
"""),
"user_marta.md": ("marta", "Marta Kowalczyk: office manager and part-time developer of the in-house apps", "user",
 "Marta (office + dev)", "Marta's role, tools, working hours", """
Marta Kowalczyk runs the office three days a week and does the development work on the other two
(Tuesdays and Thursdays). She wrote most of permitflow and all of restorelog.

@@R8a,D9a@@- Marta codes in VS Code with the Python and Ruff extensions; the repos carry a shared `.vscode/settings.json`.
- Comfortable with Django and TypeScript, less so with Android; fixingcrew changes go to a contractor.
- Wants PR descriptions that say what a family or fixer would notice, not just what changed.
"""),
"user_owen.md": ("owen", "Owen Pryce, workshop foreman and letter cutter", "user",
 "Owen (workshop)", "Owen's role in the workshop and how he uses letterbench", """
Owen Pryce is the foreman at Frome and cuts most of the hand lettering himself.

- Uses letterbench every morning to lay out the day's inscriptions.
- Does not use GitHub; bugs from Owen come by WhatsApp and Marta turns them into issues.
- Checks every stone against the approved proof before it leaves the bench.
"""),
"feedback_reply_style.md": ("reply-style", "How to write answers for this team", "feedback",
 "Reply style", "tone and length of answers", """
@@A3a@@Keep replies short and in British English; no emoji.

**Why:** Gwen and Owen read answers on their phones between jobs.

**How to apply:** lead with the answer, then at most three bullets of detail.
"""),
"feedback_commit_style.md": ("commit-style", "Commit and push rules for all A&P repos", "feedback",
 "Commit style", "commit messages and pushing", """
@@F8a@@Commit subjects in English, imperative mood, under 72 characters.

@@N6a@@Never push directly to `main`, not even one-line fixes; everything goes through a PR.

**Why:** `main` of memorialdesk deploys the customer portal; a bad push in March took proofs offline for an afternoon.
"""),
"feedback_pr_merge.md": ("pr-merge", "How PRs get merged and when", "feedback",
 "PR merging", "merge method and merge timing", """
@@R6a,D6a@@Always squash-merge PRs; `main` gets one commit per PR.

@@NS9a@@Don't merge on a Friday afternoon unless it's a hotfix.

**Why:** nobody is around at weekends to roll back, and the fixers work Saturdays.

**How to apply:** if a PR is ready after lunch on Friday, leave it approved and merge on Monday.
"""),
"feedback_testing.md": ("testing", "Testing expectations before pushing", "feedback",
 "Testing", "what to run before pushing", """
@@F3a@@Run the test suite before pushing to any of our repos.

- Add a test with every bug fix, even a small one.
- Don't mock the PDF rendering in memorialdesk tests; render a real proof and compare the text layer.
"""),
"feedback_db_migrations.md": ("db-migrations", "How database migrations reach production", "feedback",
 "Database migrations", "migrations on production", """
@@N4a@@Django migrations run on production only through `deploy.sh`, never by hand over SSH.

**Why:** in February a half-applied migration left the orders table locked during a family's visit.

**How to apply:** if a migration needs special handling, change the deploy script in a PR.
"""),
"feedback_secrets.md": ("secrets", "Where secrets and customer data may and may not go", "feedback",
 "Secrets and customer data", "keys, passwords, addresses", """
@@A7a@@Never paste API keys into chat or commit them; they go in `.env` on the server and in the password manager.

@@N10a@@Customer addresses must not be copied into GitHub issues; link the memorialdesk order instead.

- Grave plot references (section/row/plot) are fine in issues, they are not personal data.
"""),
"feedback_customer_wording.md": ("customer-wording", "Wording rules for anything a family reads", "feedback",
 "Customer wording", "tone with bereaved families, enquiries, proofs", """
- Say "memorial", not "product"; say "the family", not "the customer".
@@N1a@@Never put prices in the first reply to an enquiry; send the brochure and offer a visit to the Frome yard.
@@NS6a@@Don't send proofs to the funeral director, only to the family contact.
- Dates of death are written the way the family gives them; don't normalise them.
"""),
"feedback_inscription_proofs.md": ("inscription-proofs", "Proof approval before cutting", "feedback",
 "Inscription proofs", "approval before anything is cut", """
@@N2a@@Never release a job to cutting until the family has approved the proof.

**Why:** a misspelt middle name on granite costs a new stone; on a proof it costs a phone call.

**How to apply:** if someone asks to fast-track a job, check the approval is recorded in memorialdesk first.
"""),
"feedback_data_retention.md": ("data-retention", "Rules for deleting customer records", "feedback",
 "Data retention", "deleting customer records", """
@@NS3a@@Never delete a customer record without exporting it to the archive bucket first.

- Families come back decades later for additional inscriptions; the export is how we find the original layout.
"""),
"feedback_quotes.md": ("quotes", "How quotes are prepared", "feedback",
 "Quotes", "quoting memorials and restoration", """
@@NS10a@@Never quote for a restoration job without a site visit.

- New memorial quotes can be done from the showroom catalogue and the plot details.
- Always show VAT separately; churches sometimes reclaim it.
"""),
"feedback_escalation.md": ("escalation", "Who gets which problem", "feedback",
 "Escalation", "who to escalate what to", """
@@NS2a@@When a churchyard application is refused, escalate to Gwen, not to the fixing crew.

- Supplier delivery problems go to Owen.
- Anything about a payment goes to Priti.
"""),
"feedback_photos.md": ("photos", "Photo rules for fixings and restoration", "feedback",
 "Photos", "what to photograph and how to name files", """
- Photograph every memorial front and back after fixing, with the plot marker in shot.
- Name photo files `<order>-<n>.jpg`; fixingcrew does this automatically.
- Restoration jobs need before and after photos from the same angle.
"""),
"reference_memorialdesk.md": ("memorialdesk", "memorialdesk: orders, design proofs, customer portal (Django)", "reference",
 "memorialdesk", "orders, proofs and portal app", """
# memorialdesk

Order intake, design proofs and the customer portal. Repo `ashcombe-pryce/memorialdesk`.

## Stack
- Django 5.1 on Python 3.12, dependencies managed with uv
@@V1a@@- Database: Postgres 16 on `pg-main.ashcombe.internal:5432`, database `memorialdesk`
@@S4a@@- Celery broker: Redis on `redis-md.ashcombe.internal:6379` (proof rendering, reminder emails)
- Proof PDFs rendered with WeasyPrint and stored in the B2 bucket `ap-proofs`
@@R2a,O8a,D10a@@- Transactional email (proofs, receipts, reminders): Postmark, server `memorialdesk-prod`

## Orders
@@V4a,O1a,D2a@@- Deposit: 30% of the quote, taken when the order is confirmed
@@S2a@@- Card payments: deposits are taken through Stripe Checkout, link in the confirmation email
@@R7a@@- Invoices are pushed to Xero when the order is confirmed; the balance invoice follows after fixing
- Order numbers look like `AP-26-0412` (year, then a running number)
- Each order has one family contact; a funeral director can be added as a second contact

## Proofs
- A proof is a PDF of the front elevation with the inscription at true letter sizes
@@V2a@@- Proof approval links expire after 14 days; the office re-sends if the family hasn't clicked
- Up to three rounds of changes are included in the price

## Customer portal
@@F10a@@- Customer portal: `orders.ashcombepryce.co.uk`, login by emailed magic link
- Families can see proofs, the permission status from permitflow and the fixing week
"""),
"reference_permitflow.md": ("permitflow", "permitflow: churchyard and cemetery permission applications (NestJS)", "reference",
 "permitflow", "permission applications app", """
# permitflow

Churchyard and cemetery permission applications. NestJS (TypeScript), repo `ashcombe-pryce/permitflow`.

## Stack
@@S5a@@- Runtime: Node 18 LTS
@@R1a,O10a,D3a@@- Package manager: pnpm (the `pnpm-lock.yaml` is committed)
- ORM: Prisma, database `permitflow` on `pg-main`
@@A1a@@- Queue: BullMQ on `redis-pf.ashcombe.internal:6380` (chasers, daily digest)

## Application types
- `churchyard_regs`: memorial within the diocesan Churchyard Regulations, approved by the incumbent
- `faculty`: anything outside the regulations needs a faculty from the Chancellor
@@N3a@@- permitflow does not submit faculty petitions; Marta files them by hand on the Online Faculty System
@@F1a@@- Council cemetery applications use the `council_permit` type, one application per memorial
@@A8a@@- Dioceses covered: Bath & Wells, Salisbury, Bristol

## Chasers
| Application | Sent to | Chaser |
|---|---|---|
@@V9a,O6a@@| Churchyard (regulations) | incumbent | chase after 21 days |
| Faculty | DAC secretary | chase after 28 days |
| Council cemetery | bereavement services | chase after 10 working days |

@@NS4a@@- Churchyard chasers go to the incumbent, never to the diocesan registry
"""),
"reference_quarryorder.md": ("quarryorder", "quarryorder: stone orders and supplier POs (FastAPI)", "reference",
 "quarryorder", "stone ordering app", """
# quarryorder

Raises purchase orders for stone, tracks deliveries to the yards. Repo `ashcombe-pryce/quarryorder`.

@@V5a,O7a@@- Python 3.12 + FastAPI, dependencies with uv
@@R10a@@- Data: Postgres database `quarryorder` on `pg-main`
- POs are emailed to suppliers as PDF; the supplier's confirmation is parsed back in

## Lead times used for promised dates
@@V3a,O2a,D4a@@- Imported granite (Indian black, Himalayan grey) from Stoneleigh: allow 10 weeks from order to delivery at Frome
@@F2a@@- Portland stone from Isle Quarries: about 4 weeks
- Kerb sets and vases come from stock at Frome, no lead time
- Deliveries for Devizes are dropped at Frome and moved on the crew van
"""),
"reference_letterbench.md": ("letterbench", "letterbench: inscription layout and stencil export", "reference",
 "letterbench", "inscription layout tool", """
# letterbench

Desktop tool on the workshop PC that lays out inscriptions and exports cutting files. Python + Qt.

@@V7a,O3a@@- Default letter height: 50 mm for the name line, 38 mm for dates and verse
@@A4a@@- Faces: Trajan Roman and Gill Sans for most work; uncial on request
@@NS8a@@- Kerning is never applied to the date line, only to names and verse
@@N7a@@- Stencils are exported as DXF for the CNC router and SVG for the vinyl plotter
@@S9a@@- Sandblast stencils are cut on the Graphtec CE7000 in the Frome workshop
- Layouts are saved back to memorialdesk against the order number
- Hand-cut (V-cut) jobs get a full-size paper rubbing printed at A2
"""),
"reference_restorelog.md": ("restorelog", "restorelog: restoration jobs, condition surveys, photos (Flask)", "reference",
 "restorelog", "restoration and survey app", """
# restorelog

Restoration jobs, condition surveys and photos. Flask app, repo `ashcombe-pryce/restorelog`.

- Flask 3 on Python 3.10, plain `requirements.txt`
- Condition grades 1 (sound) to 5 (unsafe) per element: base, die, cap, lettering, joints
@@R9a,D8a@@- Survey photos go to Backblaze B2, bucket `ap-restore-photos`
@@V10a@@- Photos are downscaled to 2048 px on the long edge before upload
@@F7a@@- Repointing mortar: NHL 3.5 with sharp sand at 1:2.5 unless the survey says otherwise
- Each job produces a PDF report for the church or the family
"""),
"reference_fixingcrew.md": ("fixingcrew", "fixingcrew: Android app for the fixing crews", "reference",
 "fixingcrew", "fixers' Android app", """
# fixingcrew

Android app (Kotlin) the fixers use on site: schedule, plot finder, fixing certificate.

@@S7a@@- Installed on the fixers' phones from the Play Store internal testing track
@@V8a,O5a@@- Syncs fixing records to memorialdesk every 10 minutes when the phone has signal
@@A6a,D5a@@- Topple test: 35 kg applied at the top of the headstone with the force gauge, reading recorded on the certificate
@@F4a@@- Settling period: no headstone on a new grave for 6 months after the burial
@@N8a@@- No fixing in churchyards on Sundays; council cemeteries are fine
- Ground anchors follow BS 8415; the anchor type goes on the certificate
- Works offline; photos queue until there is signal
"""),
"reference_infra.md": ("infra", "infra: hosting, CI, backups, DNS, monitoring, secrets", "reference",
 "Infrastructure", "where things run and how they are deployed", """
# Infrastructure

@@R5a,O9a,D1a@@- Hosting: Hetzner Cloud, one CX32 VPS (`ap-app-1`, Falkenstein) running every app under Docker Compose
- Reverse proxy: Caddy, automatic certificates
@@F5a@@- Deploys: `./deploy.sh <app>` on `ap-app-1` pulls the image and restarts it with Docker Compose
@@R4a@@- CI: GitHub Actions, workflow `ci.yml` in each repo, GitHub-hosted runners
@@R3a@@- Error tracking: Sentry (org `ashcombe-pryce`), used by every app we run
@@V6a,O4a@@- Backups: nightly `pg_dump` of every database to B2 (`ap-backups`) at 01:15, kept for 35 days
@@S1a@@- Uptime monitoring: UptimeRobot, 5-minute checks on all four web apps
@@S8a@@- Shared passwords and API keys: Bitwarden organisation, collection `Systems`
@@A9a@@- DNS: Cloudflare, zone `ashcombepryce.co.uk`

Deploying by hand looks like this:

```
ssh deploy@ap-app-1
cd /srv/apps && ./deploy.sh memorialdesk
```
"""),
"reference_yards.md": ("yards", "yards: Frome workshop, Wells showroom, Devizes yard", "reference",
 "Yards and showroom", "sites, hours, what each does", """
# Sites

| Site | Code | What happens there |
|---|---|---|
| Frome | FRM | workshop, office, stone store |
| Wells | WLS | showroom |
| Devizes | DVZ | fixing base |

@@A5a@@- Frome workshop: Monday–Friday 7:30–16:00; the saw starts at 8:00 so the neighbours get a lie-in
@@S6a@@- Wells showroom: open Tuesday–Saturday 9:30–16:30, one member of staff
@@F9a,A10a,D7a@@- Devizes yard: opened 2026-08-03; fixing and small lettering jobs only
- All sites share one office number that rings in Frome
"""),
"reference_suppliers.md": ("suppliers", "suppliers: who we buy stone and materials from", "reference",
 "Suppliers", "stone and materials suppliers", """
# Suppliers

@@A2a@@- Stoneleigh Granite Imports (Avonmouth): all imported granite, account A&P-0417
- Isle Quarries (Portland): Portland stone blocks and slabs
@@S3a@@- Cwm Slate Co. (Blaenau Ffestiniog): all Welsh slate, orders by email PDF from quarryorder
- Calder Reclamation (Bradford): reclaimed York stone
- Lime and sand: Mendip Lime Works, collected by the crew van
"""),
"reference_glossary.md": ("glossary", "glossary: trade words that show up in issues and notes", "reference",
 "Glossary", "trade terms", """
- **Die**: the upright part of a headstone; **base**: what it sits on.
- **Kerb set**: the surround marking out the grave.
- **Additional inscription**: a new name added to an existing memorial.
- **Incumbent**: the vicar or rector of the parish; approves memorials within the Churchyard Regulations.
- **Faculty**: permission from the diocesan Chancellor for anything outside the regulations.
- **DAC**: Diocesan Advisory Committee.
- **BRAMM / NAMM**: registration schemes for memorial masons.
"""),
"reference_dioceses.md": ("dioceses", "Diocesan rules that affect what we can put in a churchyard", "reference",
 "Diocese rules", "per-diocese churchyard rules", """
# Churchyard rules by diocese

## Bath & Wells
- Headstones up to 1200 mm above ground under the regulations
- Polished granite needs a faculty

## Salisbury
- Natural stone only; black granite needs a faculty
- Photographs on memorials need a faculty

## Bristol
- Kerb sets are not allowed in most churchyards
"""),
"project_devizes_yard.md": ("devizes-yard", "Opening the Devizes yard in 2026", "project",
 "Devizes yard", "second yard in Wiltshire", """
Devizes was opened to cut the drive time to Wiltshire churchyards.

- Rented unit on the trading estate; no saw, just a bench and a sandblast cabinet.
- fixingcrew got a yard filter so Devizes jobs show separately.
- Stone for Devizes is dropped at Frome and moved on the crew van.
"""),
"project_permit_backlog.md": ("permit-backlog", "Clearing the summer permission backlog", "project",
 "Permission backlog", "backlog of pending permissions", """
In July there were 41 churchyard applications waiting on incumbents.

- Added a "waiting on" column to the permitflow dashboard.
- Gwen phoned the worst six parishes herself.
- Status by October: 12 left, all faculty cases.
"""),
"project_portal_redesign.md": ("portal-redesign", "Customer portal redesign", "project",
 "Portal redesign", "portal look and feel", """
Redesign of the customer portal pages, started September 2026.

- Larger text, fewer words; most families read it on a phone.
- Proof page shows the stone at scale against a photo of the plot.
- Still open: showing the permission status in plain words.
"""),
"project_holy_trinity_restoration.md": ("holy-trinity-restoration", "Restoration of the chest tombs at Holy Trinity", "project",
 "Holy Trinity chest tombs", "large restoration job", """
Three listed chest tombs at Holy Trinity, grade II.

- Condition survey done in restorelog in May; two tombs graded 4, one graded 5.
- Faculty granted in August; work scheduled for spring 2027.
- The PCC pays in three stages tied to each tomb.
"""),
"project_cnc_router.md": ("cnc-router", "Buying and setting up the CNC router", "project",
 "CNC router", "router in the Frome workshop", """
AXYZ router installed at Frome in April 2026 for cutting lettering stencils and plaques.

- Owen and one apprentice trained on it.
- Extraction had to be upgraded first.
- Slate plaques are now cut on the router instead of by hand.
"""),
"project_churchyard_regs_2026.md": ("churchyard-regs-2026", "Churchyard Regulations changes that landed in 2026", "project",
 "Churchyard regulations 2026", "changes to diocesan regulations", """
- Bath & Wells republished its regulations in 2026; wording changes only for us.
- Salisbury added a rule on solar lights on graves.
- permitflow's application templates were updated to the new wording.
"""),
"project_price_list_2026.md": ("price-list-2026", "2026 memorial price list", "project",
 "Price list 2026", "published prices", """
- New price list published on 2026-02-01, about 6% up on 2025.
- Additional inscriptions priced per letter plus a fixed charge for removing and refixing.
- The price list lives in memorialdesk as a fixture; quotes pick it up automatically.
"""),
"project_fixing_season_2026.md": ("fixing-season-2026", "Fixing season planning for 2026", "project",
 "Fixing season 2026", "spring and autumn fixing peaks", """
- Spring peak: March to May, around 25 fixings a month.
- Autumn peak before All Souls; families want the stone in by November.
- Two crews from August, one out of Devizes.
"""),
}
