# Root Claude Code auto-memory files: filename -> (name, description, type, title, hook, body)
# Descriptions marked FLAT contain an unquoted ': ' on purpose.
FLAT = {"reference_tourbook.md", "reference_infra.md", "reference_looms.md", "reference_glossary.md"}

ROOT = {}
def r(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("user_morag_lindsay.md", "morag-lindsay", "Who Morag is, how she works and what she wants from the agent", "user",
  "Morag Lindsay", "head of digital & operations; working days, editor, answer style", """
Morag Lindsay is head of digital and operations at Glenmorrow Mill. She came over from the
dye house office, so she knows the production side better than the code.

- @@A10a@@
- Owns the budget for hosting and SaaS; ask before signing up to anything with a monthly fee
- @@R8a@@
- @@F8a@@
- Reads PR descriptions properly; keep them to what changed and why
- Doesn't want emoji in commits or PR titles
""")

r("user_callum_reid.md", "callum-reid", "Callum, the full-time developer, and what he looks after", "user",
  "Callum Reid", "main developer; owns loomlog releases and the Gitea box", """
Callum Reid is the only full-time developer. He wrote most of loomlog and looks after the
Gitea server and the loom-side tablets.

- Cuts loomlog releases, usually on a Sunday
- Prefers small PRs with one migration each
- Reviews dyeworks changes with Ines, but Euan has the final say on anything touching recipes
- Back-end person; happy to leave Blade templates in tourbook to Ines
""")

r("feedback_deploy_windows.md", "deploy-windows", "When it is safe to deploy loomlog relative to the weaving shifts", "feedback",
  "Deploy windows", "weaving shifts and loomlog deploys", """
@@N2a@@

**Why:** In February a lunchtime deploy knocked all eight tablets off and Dougie's weavers re-keyed a morning of pieces.

**How to apply:** Check the time before suggesting `ansible-playbook deploy-loomlog.yml`. dyeworks and tradedesk have no such restriction.
""")

r("feedback_recipe_edits.md", "recipe-edits", "How recipe changes in dyeworks must be saved", "feedback",
  "Recipe edits", "recipe versioning in dyeworks", """
@@N3a@@

**Why:** Euan needs to reproduce a colour exactly when a trade customer reorders two years later.

**How to apply:** Any script or admin action that touches `recipe_lines` should go through `Recipe.new_version()`. The admin's edit button is hidden for non-lab users.
""")

r("feedback_testing.md", "testing", "How much of the test suites to run before pushing", "feedback",
  "Testing before push", "test suites and CI minutes", """
@@N6a@@

For loomlog, `pytest -x -q tests/unit` is enough locally; the integration tests need the tablet simulator and only run in CI.

**Why:** Morag saw the CI bill in March.
""")

r("feedback_pr_branches.md", "pr-branches", "Which branch loomlog PRs should target", "feedback",
  "PR branches", "branching model for loomlog", """
@@N9a@@

**Why:** Releases are tied to the Sunday deploy; develop collects the week's work.

**How to apply:** `git switch develop && git pull` before branching. Branch names: `ll-<ticket>-short-slug`.
""")

r("feedback_commit_messages.md", "commit-messages", "Commit and squash title conventions", "feedback",
  "Commit messages", "commit style and ticket numbers", """
Commit messages: imperative, under 70 characters, no emoji, no Co-Authored-By trailer.

@@F5b@@

tradedesk has its own changelog tooling; follow whatever the last few merged PRs did there.
""")

r("feedback_reply_style.md", "reply-style", "How Morag wants replies formatted", "feedback",
  "Reply style", "length and shape of answers", """
@@F8b@@

- Plain British English; "colour", "organisation"
- When something is risky, say so in the first line, not at the end
""")

r("feedback_secrets.md", "secrets", "Where credentials go and where they must never go", "feedback",
  "Secrets", "credential handling", """
@@A8b@@

- The Ansible vault password is only on Callum's and Morag's machines; don't ask for it
- If a secret ends up in a commit, tell Morag immediately; rotating is cheaper than hoping
""")

r("feedback_staging_email.md", "staging-email", "Email behaviour on staging", "feedback",
  "Staging email", "keep staging mail away from customers", """
@@NS6a@@

**Why:** In April a test run sent eleven real boutiques a "your order has shipped" for orders that didn't exist.

**How to apply:** Check `ACTION_MAILER_DELIVERY` before running any seed or replay script.
""")

r("feedback_git_access.md", "git-access", "What the agent may push in the tradedesk repo", "feedback",
  "Git access in tradedesk", "branch protection and pushes", """
@@NS5a@@

Everything goes through a PR with at least one review from Callum or Ines.
""")

r("feedback_destructive_commands.md", "destructive-commands", "Commands to keep away from shared databases", "feedback",
  "Destructive commands", "flush, reset and other database wipes", """
@@NS8a@@

Same for `rails db:reset` in tradedesk and any `TRUNCATE` typed by hand. If a task seems to need one on staging, ask first.
""")

r("feedback_units.md", "units", "Units and naming the mill uses", "feedback",
  "Units", "metres, grams, colourway codes", """
- Cloth is measured in metres, never yards, even for the US boutiques
- Dye recipes are in grams per kilo of fibre (g/kg), not percentages
- Colourways are written with their code first: `GM-214 Heather`
- Weights of cloth in g/m², not ounces
""")

r("feedback_migrations_review.md", "migrations-review", "How schema migrations are reviewed", "feedback",
  "Migration review", "one migration per PR, reviewed by Callum", """
One migration per PR in loomlog and dyeworks, and Callum reviews every one of them.

**Why:** The tablets' offline cache rebuilds per migration; two in one release has meant a slow Monday.
""")

r("project_shopsync_rehost.md", "shopsync-rehost", "Moving shopsync off Heroku", "project",
  "shopsync rehost", "where shopsync lives now", """
@@S1b@@
is scaled to zero and will be deleted once May's invoices are reconciled.

- Systemd unit `shopsync.service`, logs to journald, picked up by Loki
- The env file is templated by Ansible from the `Mill systems` vault
- Reason: Heroku's price change and the fact that everything else was already on Hetzner
""")

r("project_trade_price_lists.md", "trade-price-lists", "Where trade price lists come from", "project",
  "Trade price lists", "source of trade prices", """
@@S2b@@

- Raj edits prices in tradedesk admin under Pricing → Trade
- The PDF price list is generated per customer tier on the first working day of each month
""")

r("project_django_upgrade.md", "django-upgrade", "loomlog framework upgrade", "project",
  "Django upgrade", "framework upgrade for loomlog", """
@@S3b@@

- Two template tags needed rewriting (`ifequal` leftovers from years ago)
- The tablets' API didn't change; no app update was needed
- Tested on staging over the weekend of 2026-08-01
""")

r("project_dyeworks_import.md", "dyeworks-import", "Importing the lab's old recipe data into dyeworks", "project",
  "dyeworks import", "lab data moving into dyeworks", """
Euan's lab kept twenty years of recipes in Access. The import brought over 3,412 recipes and
their lab dips.

@@S5b@@

- Recipes with no batch in the last ten years were imported as archived
- Euan checked the top 50 colourways by hand against the printed cards
""")

r("project_kamal_migration.md", "kamal-migration", "How tradedesk is deployed", "project",
  "Kamal migration", "tradedesk deploy tooling", """
@@S8b@@

- Kamal config in `config/deploy.yml`; the registry is the Gitea container registry
- Zero-downtime deploys; the old Capistrano release directories were cleaned up
- Rollback: `kamal rollback <version>`
""")

r("project_loom_tablets.md", "loom-tablets", "Tablets at each loom for logging pieces and stoppages", "project",
  "Loom tablets", "loom-side tablets feeding loomlog", """
Every loom has a rugged Android tablet in kiosk mode running loomlog's weaver screen.

@@S9b@@

- Stoppage reasons are a fixed list (warp break, weft break, mechanical, waiting yarn, other)
- Dougie reviews the stoppage report on Monday mornings
""")

r("project_backup_move.md", "backup-move", "Off-site backups after the move to B2", "project",
  "Backup move", "where database backups go", """
@@S7b@@

- Bucket `glenmorrow-db-backups`, EU Central region, object lock on
- Restores tested quarterly; last test 2026-10-14 (tradedesk, 11 minutes)
""")

r("project_seconds_collection.md", "seconds-collection", "Selling mill seconds online", "project",
  "Seconds collection", "fault-marked pieces on the online shop", """
@@N4a@@

- Fiona photographs each fault under the daylight lamp
- Seconds are 30% off and clearly labelled as such on the product page
- shopsync tags them `seconds` so they don't show up in the main collections
""")

r("project_tourbook_launch.md", "tourbook-launch", "Launch of the in-house tour booking site", "project",
  "tourbook launch", "moving tour bookings to tourbook", """
tourbook went live for the 2026 season, built by a Glasgow agency and handed over to us in February.

@@D1a@@

- Aileen trained the front desk on the admin screens in the last week of February
- Gift vouchers were added in May
""")

r("project_christmas_2026.md", "christmas-2026", "Plans for the 2026 Christmas rush", "project",
  "Christmas 2026", "shop and trade plans for December", """
- Last trade dispatch before Christmas: 12 December
- Extra Saturday weaving shift on 5 and 12 December if the blanket orders keep coming
- Gift wrapping in the mill shop from 28 November
- Morag wants a banner on the shop site with the last posting dates
""")

r("project_tour_audio_guide.md", "tour-audio-guide", "Self-guided audio tour idea", "project",
  "Audio guide", "audio guide for the heritage route", """
Aileen wants an audio guide for the heritage route (visitor centre, the old waterwheel, the museum room).
It would not cover the weaving shed or the dye house.

- Recordings by the retired weavers, done in October
- Would be served as plain MP3s from tourbook's public pages
""")

r("project_wool_traceability.md", "wool-traceability", "Flock-to-cloth traceability", "project",
  "Wool traceability", "tracing cloth back to the flocks", """
Goal: every trade piece carries a QR code linking to the flocks its wool came from.

- loomlog already knows which yarn lots went into each piece
- The missing link is yarn lot → fleece lot, which only Teviot Spinning has
- Raj thinks two of the US boutiques would pay more for it
""")

r("reference_loomlog.md", "loomlog", "loomlog, the weaving production system: stack, database, CI", "reference",
  "loomlog", "production tracking for the weaving shed", """
# loomlog

Tracks warps, pieces, looms, stoppages and the yarn store. Django app, written in-house by Callum.

## Stack
- @@S3a@@
- @@O8a@@
- @@V1b@@
- Redis for the tablets' websocket channel layer
- Repo: `git.glenmorrow.lan/mill/loomlog`

## Build and release
- @@R4b@@
- Tagged releases `vYYYY.MM.N`, deployed by Ansible
- Migrations run as part of the deploy playbook

## Integrations
- Pushes finished pieces to shopsync (shop SKUs) and to tradedesk (trade order lines)
- Reads yarn deliveries from Teviot Spinning's CSV
""")

r("reference_looms.md", "looms", "The looms: numbers, makes, widths: what runs where", "reference",
  "Looms", "the loom list and shed practice", """
# Looms

- @@A3a@@
- Loom 8 is the sample loom; it's mostly used for new colourways and trade sample cuts

| Loom | Make | Reed width | Usual work |
|---|---|---|---|
| 1 | Dornier P1 rapier | 190 cm | scarves, lambswool |
| 2 | Dornier P1 rapier | 190 cm | scarves, lambswool |
@@V2b@@
| 4 | Dornier P1 rapier | 220 cm | tweeds |
| 5 | Dornier P1 rapier | 220 cm | tweeds |
| 6 | Dornier P2 rapier | 240 cm | double-width blankets, throws |
| 7 | Dornier P2 rapier | 240 cm | double-width blankets |
| 8 | Hattersley domestic | 90 cm | samples |

## Stoppages
@@S9a@@
Warp breaks on loom 8 are normal; don't chase them.
""")

r("reference_tourbook.md", "tourbook", "tourbook: heritage tour booking site, prices, rules, stack", "reference",
  "tourbook", "heritage tour bookings and tour rules", """
# tourbook

## What it does
- @@D1b@@
- @@F4a@@
- @@D8b@@
- @@V3b@@
- @@N10a@@
- @@V8b@@
- @@F1a@@
- Gift vouchers: 12 months from purchase

## Stack
- @@A5a@@
- MySQL 8
- @@R5a@@
- @@R9a@@
- @@R2b@@
- @@O6a@@
- @@N1a@@
""")

r("reference_tradedesk.md", "tradedesk", "tradedesk, the trade/wholesale order system", "reference",
  "tradedesk", "trade accounts, orders, invoices", """
# tradedesk

Trade accounts (boutiques, tailors, interior designers), trade orders, invoices and price lists.
Raj Bhatt runs trade sales; Ines does most of the development.

## Rules
- @@V6b@@
- @@F9a@@
- @@NS10a@@
- @@S2a@@
- New trade accounts need a credit check before the first invoice

## Stack
- @@V4a@@
- @@V9a@@
- @@R1a@@
- @@F6a@@
- @@R7a@@
""")

r("reference_shopsync.md", "shopsync", "shopsync, the bridge between loomlog stock and the Shopify shop", "reference",
  "shopsync", "stock and order sync with Shopify", """
# shopsync

Node service that keeps the Shopify online shop in step with what's actually on the shelf.

- @@S1a@@
- @@R3a@@
- @@V5b@@
- @@R10a@@
- @@O5a@@
- @@NS2b@@

Handy when debugging locally:

```
SHOPIFY_STORE=glenmorrow-mill.myshopify.com
SYNC_EVERY=1m
DRY_RUN=1
```
""")

r("reference_dyeworks.md", "dyeworks", "dyeworks, recipes, lab dips and batch records for the dye house", "reference",
  "dyeworks", "dye house recipes, lab dips, batches", """
# dyeworks

FastAPI app plus a small Vue front end, used in the lab and on the dye house floor.

## Stack
- @@O8b@@
- @@R6a@@
- Runs on apps-01 next to loomlog

## Dye house rules it encodes
- @@F2a@@
- @@N8a@@
- @@NS7a@@
- @@F7a@@
- Vat 2 takes batches of up to 60 kg, Vat 3 up to 25 kg
""")

r("reference_infra.md", "infra", "Infrastructure: hosts, backups, DNS, secrets, alerting", "reference",
  "Infrastructure", "servers, backups, DNS, alerts", """
# Infrastructure

## Hosts
- @@F10a@@
- `mon-01`: Grafana and Loki
- `git.glenmorrow.lan`: Gitea, on the little Proxmox box in the office

## Data
- @@V7b@@
- @@S7a@@

## Everything else
- @@S10a@@
- @@A8a@@
- @@NS9b@@
- Log retention in Loki: 30 days
""")

r("reference_mill_site.md", "mill-site", "The mill site: opening hours, shifts, shop and tour rules", "reference",
  "Mill site", "site hours, shifts, shop and tour-route rules", """
# Mill site

Glenmorrow Mill, Kelsburn, in the Scottish Borders. Weaving shed, dye house, finishing room,
mill shop, visitor centre and the old waterwheel.

| Area | Days | Hours |
|---|---|---|
@@D4b@@
| Visitor centre | Tuesday–Saturday | 10:00–16:30 |
| Office | Monday–Friday | 08:30–17:00 |

- @@A7a@@
- @@N7a@@
- @@N5a@@
- Hi-vis and ear defenders on the shed floor for staff at all times
""")

r("reference_contacts.md", "contacts", "Who to ask about what around the mill", "reference",
  "Contacts", "people and extensions", """
- Weaving manager: Dougie Scott, ext 201
- @@A2a@@
- Mill shop: Fiona Kerr, ext 230
- Tours and heritage: Aileen Moffat, ext 240
- Trade sales: Raj Bhatt, ext 250
- Developers: Callum Reid (full time), Ines Duarte (Tue–Thu)
""")

r("reference_suppliers.md", "suppliers", "Suppliers the systems reference", "reference",
  "Suppliers", "yarn, dyes, packaging", """
- @@A9a@@
- Dyes: acid dyes from a Huddersfield supplier, ordered by Euan monthly
- Boxes and tissue: ordered by Fiona, twice a year
- Pallet carrier for trade shipments: booked through tradedesk's shipping screen
""")

r("reference_glossary.md", "glossary", "Mill glossary: the words weavers and dyers use", "reference",
  "Glossary", "mill vocabulary", """
- **Piece**: one length of cloth off the loom, usually 40–60 m
- **Lab dip**: a small dyed sample to match a colour before a production batch
- **Seconds**: pieces or items with a weaving fault
- **Colourway**: a named colour combination of a cloth design, code `GM-nnn`
- **Fulling / milling**: washing and felting the cloth in finishing
- **Warp**: the lengthwise threads, set up on the loom beam
""")

r("reference_colour_codes.md", "colour-codes", "How colourway codes are allocated", "reference",
  "Colour codes", "colourway numbering", """
- Codes `GM-001`..`GM-499` are heritage colourways from the pattern cards
- `GM-500` and up are new colourways, allocated by dyeworks when a recipe is first approved
- Trade customers can reserve an exclusive colourway; it gets an `X` suffix (`GM-612X`)
""")
