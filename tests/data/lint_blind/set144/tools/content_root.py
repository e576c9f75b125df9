"""Root (Claude Code auto-memory) files. Markers @@ID@@ are replaced by claim lines."""

# path -> (name, description, type, title, hook, body)
ROOT = {}
def r(path, name, desc, typ, title, hook, body):
    ROOT[path] = (name, desc, typ, title, hook, body)

# descriptions that deliberately carry an unquoted ': ' (not strict YAML)
FLAT = {"reference_glossary.md", "reference_people.md", "reference_suppliers.md"}

r("reference_stockroom.md", "stockroom", "stockroom, the stock/catalogue app: stack, database, feeds, API and jobs", "reference",
  "stockroom", "stock & catalogue app, Django, where things live", """
stockroom is the stock and catalogue system for the shop and the web shop. Repo `foxcote/stockroom`.
Nadia wrote most of it in 2024; Gareth uses the admin for reorders.

## Stack
@@A1a@@
@@V1a@@
- Redis cache `redis.foxcote.lan:6379`, db 0 (benchlog uses db 2 on the same Redis)
@@S1a@@
- Errors go to Sentry project `stockroom`
- Web UI on port 8000 behind Caddy at `stock.foxcote.lan`

## Data
- ~14,500 SKUs; scale and gauge are separate fields (OO and HO share 16.5 mm track but are different scales)
@@F8a@@
- Barcodes: EAN-13 from the supplier feeds, our own `FX-` codes for second-hand and kit-built items
- Discontinued lines stay in the catalogue with `is_active=False`, never deleted

## Integrations
@@S7a@@
- Pushes stock levels to Shopify every 15 minutes (`manage.py sync_shopify`)
@@N7a@@
- Low-stock alert email to Gareth every Monday at 07:00

Local run:
```
export DATABASE_URL=postgres://stockroom_app@db.foxcote.lan:5432/stockroom
python manage.py runserver 0.0.0.0:8000
```
""")

r("reference_repairbench.md", "benchlog", "benchlog, the repair workshop app: tickets, prices, notifications, hosting", "reference",
  "benchlog (repairs)", "repair tickets, workshop prices, texts to customers", """
benchlog tracks every loco and rolling-stock repair from booking-in to collection. Flask app, repo `foxcote/benchlog`.
Sam is the main user; the counter staff book jobs in.

## Where it runs
@@S5a@@
@@O1a@@
@@R8a@@
@@R10a@@

## Tickets
@@F2a@@
@@A7a@@
@@NS10b@@
- Statuses: Booked in → Estimated → Approved → On the bench → Ready for collection → Collected
@@V2a@@
@@NS3b@@
@@N9a@@
- Uncollected repairs: reminder text at 4 weeks, a letter at 12 weeks

## Price list (counter copy, labour only)
| Job | Price | Usual turnaround |
|---|---|---|
@@V9a@@
| Standard service (N) | £30 | 5 working days |
| DCC decoder fit, non-sound | £20 + decoder | 3 working days |
| Sound decoder fit incl. speaker | £45 + decoder | 10 working days |
| Motor replacement | from £35 | quoted |
""")

r("reference_mailorder.md", "despatch", "despatch, the mail-order packing app, plus couriers, thresholds and email", "reference",
  "despatch (mail order)", "mail-order packing app, couriers, cut-offs", """
despatch takes paid Shopify orders (webhooks), makes pick lists and prints courier labels. Lucy runs mail order
from the unit behind the shop; Nadia maintains the code.

## Code
@@R1a@@
- Postgres database `despatch` on the droplet, schema owned by `despatch_app`
@@O2a@@
@@R3a@@

## Packing
@@V10a@@
@@A3a@@
- Mail order closes for the week at 13:00 on Saturday; Sunday and Monday orders go out Tuesday

## Delivery
@@V3a@@
@@D3b@@
@@S2a@@
@@N3a@@
- Overseas: we ship to the UK only (Channel Islands included)

```
pnpm --filter despatch dev   # local, uses the Shopify dev store
```
""")

r("reference_clubnights.md", "club-nights", "Club nights and the clubnight booking app: days, prices, capacity, hosting", "reference",
  "Club nights", "how club nights and the booking app work", """
The shop's model railway club meets upstairs to run the club layout ("Foxcote Junction", OO, 24 ft end to end)
and members' own stock. clubnight is the small Rails app that takes bookings and memberships.

## Nights
@@F3a@@
@@V4a@@
@@A2a@@
@@N5a@@
@@NS4a@@
- Annual club membership is £30, renewed every January

## clubnight app
@@R5a@@
- Rails 7.1, Postgres, Stimulus; repo `foxcote/clubnight`
- Members log in with a magic link; no passwords
""")

r("reference_tradein.md", "tradein", "tradein, the second-hand buying desk app: stack, payouts, ID rules", "reference",
  "tradein (second-hand buying)", "second-hand buying app, payouts and checks", """
tradein is the buying-desk app for second-hand stock: valuation, offer, checks, payout, then a stockroom SKU
with an `FX-` code. Repo `foxcote/tradein`.

## Stack
@@V5a@@
- Postgres database `tradein` on `db.foxcote.lan:5436`
@@R4a@@

## Buying rules
@@N2a@@
@@F10a@@
@@NS5b@@
@@F4a@@
@@V8a@@
- Every item gets a condition grade (A mint/boxed … E spares) and a photo before it's priced
""")

r("reference_infra.md", "infra", "Hosting, CI, deploys, backups for all Foxcote apps", "reference",
  "Infrastructure", "hosting, CI, deploy and backup setup", """
## Hosting
@@A6a@@
- Caddy in front of every app on the droplet, certificates automatic
- Shop LAN: `foxcote.lan`, WireGuard for remote access (Nadia, Gareth)

## Build and deploy
@@R2a@@
@@R6a@@
- Container images go to GitHub Container Registry under `ghcr.io/foxcote/`

## Backups
@@V6a@@
@@A9a@@
- Restore test every quarter; the last one (September) restored stockroom in 9 minutes
""")

r("reference_shop.md", "shop", "The shop floor: hours, tills, discounts, buying desk", "reference",
  "The shop", "shop hours, counter, discounts", """
Foxcote Junction Models, 7 Bridge Street, Macclesfield. Ground floor shop, workshop at the back, club room upstairs,
mail-order unit across the yard.

## Hours
@@F7a@@
@@D10b@@
- The workshop counter (repairs) keeps shop hours but Sam is only in Tue–Fri

## Counter
@@R7a@@
- Till float: £100 at open, counted back at close
@@O8b@@
@@D6b@@
- Gift vouchers valid for 2 years, sold in £10 steps
""")

r("reference_suppliers.md", "suppliers", "Suppliers and trade feeds: Peco, Hornby, Bachmann, Gaugemaster", "reference",
  "Suppliers", "trade accounts and stock feeds", """
## Feeds into stockroom
@@V7a@@
- Gaugemaster feed: every 12 hours, same importer with `--supplier gaugemaster`
- Bachmann price file: emailed monthly as XLSX, imported by hand

## Ordering
- Hornby trade orders go in on Mondays via the trade portal, minimum order £250
- Peco orders by phone or their trade site, delivered by their own van on Thursdays
- Bachmann deliveries come on a pallet, usually Wednesday
""")

r("reference_people.md", "people", "Who does what: owner, digital, workshop, mail order, buying desk", "reference",
  "People", "who is who and who to ask", """
- Gareth Pryce: owner, buying, supplier accounts
- Nadia Kowalczyk: digital lead, writes and runs all the apps
@@NS2b@@
- Sam Obi: workshop (repairs, DCC, weathering), Tue–Fri
- Lucy Fenwick: mail order and the packing unit
- Ruth Addy: buying desk and Saturday counter
""")

r("reference_glossary.md", "glossary", "Terms used in the shop: OO, HO, N, DCC, RTR, FX codes", "reference",
  "Glossary", "model-railway and shop terms", """
- OO: 4 mm/ft scale on 16.5 mm track, what most UK customers run
- HO: 3.5 mm/ft, continental and US outline, same track gauge as OO
- N: 2 mm/ft (British N is 1:148), 9 mm track
- DCC: digital command control; "chipping" means fitting a decoder
- RTR: ready to run; "kit" means built by the customer
- FX code: our own SKU for a second-hand or one-off item
- Rolling road: the powered rollers in the workshop for running a loco on the bench
""")

r("user_nadia.md", "nadia", "Nadia, digital lead: how she likes to work", "user",
  "Nadia", "digital lead, tools and habits", """
Nadia Kowalczyk runs everything digital at Foxcote: the five apps, the droplet, the web shop.

- Background: Python/Django mainly, some TypeScript; self-taught, ex-bookkeeper
@@R9a@@
- Prefers a plan first for anything touching more than two files
- Works Tue–Sat like the shop, mornings are best for questions
""")

r("user_gareth.md", "gareth", "Gareth, owner: what he needs from the apps", "user",
  "Gareth", "owner, non-technical, wants numbers", """
Gareth Pryce owns the shop. Not technical; reads the stockroom reports and the weekly sales summary.

- Wants money in pounds with pence, never rounded in reports
- Cares about reorder suggestions and second-hand margins more than anything else
- Asks for things by phone; Nadia writes them up as issues
""")

r("user_lucy.md", "lucy", "Lucy, mail order: what she uses", "user",
  "Lucy", "runs mail order, heavy despatch user", """
Lucy Fenwick runs mail order from the packing unit. Uses despatch all day on a touchscreen PC.

- Wants big buttons and no confirmation dialogs on the packing screen
- Reports bugs with a photo of the screen in #despatch
""")

r("feedback_pr_merge.md", "pr-merge", "How PRs get merged in each repo", "feedback",
  "PR merging", "merge style per repo", """
@@N10a@@

**Why:** Nadia reads `main` as a changelog; one commit per PR is what she wants to see there.

**How to apply:** when opening a PR for despatch, say it will be squashed and write the PR title as the final commit subject.
""")

r("feedback_migrations.md", "migrations", "When stockroom schema migrations may be applied", "feedback",
  "Migrations timing", "when schema changes are allowed", """
@@N1a@@

**Why:** in June 2025 a migration locked the products table for six minutes on a Saturday and the tills couldn't look up prices.

**How to apply:** put migrations in a separate PR and say in it that it must go out after closing or on a Sunday/Monday.
""")

r("feedback_commit_style.md", "commit-style", "Commit message style", "feedback",
  "Commit style", "how to write commits", """
@@A4a@@

- No emoji, no `Co-Authored-By` trailer
- Reference the issue number at the end: `(#123)`

**Why:** Nadia said the American spellings in the log annoyed her.
""")

r("feedback_customer_emails.md", "customer-emails", "Rules for anything sent to customers", "feedback",
  "Customer emails", "tone and triggers for customer messages", """
@@A8a@@
@@N4a@@
- Sign off as "The Foxcote team", never with a personal name

**Why:** customers reply to the ready email with questions nobody watches; a phone call sorts collection times in one go.

**How to apply:** keep the ready email switched off in benchlog; the reminder texts are a separate thing and stay.
""")

r("feedback_testing.md", "testing", "Test conventions for the Python repos", "feedback",
  "Testing", "test framework and habits", """
@@F5a@@
- Factories with factory_boy, no JSON fixtures
- A bug fix comes with a test that fails without it

**Why:** the old unittest classes in benchlog were copy-pasted and nobody understood the setUp chains.
""")

r("feedback_secrets.md", "secrets", "Handling secrets in chat and in repos", "feedback",
  "Secrets", "secrets handling rules", """
@@NS6a@@
- Never commit `.env` files; `.env.example` with dummy values only

**Why:** a Shopify token ended up in a chat transcript in March and had to be rotated.
""")

r("feedback_deploy_windows.md", "deploy-windows", "When despatch may be deployed", "feedback",
  "Deploy windows", "deploy timing rules for despatch", """
@@NS9a@@

**Why:** Lucy packs the Friday afternoon rush and if label printing breaks, Nadia ends up fixing it from the counter on a Saturday.

**How to apply:** if a despatch change is ready on Friday afternoon, leave it for Tuesday morning.
""")

r("feedback_buying_signoff.md", "buying-signoff", "Sign-off for second-hand purchases", "feedback",
  "Buying sign-off", "approval for bigger second-hand buys", """
@@S9a@@

**Why:** Gareth wants to see anything big before the money goes, especially collections and whole layouts.
""")

r("feedback_secondhand_sales.md", "secondhand-sales", "Where second-hand stock is sold", "feedback",
  "Second-hand sales channels", "where used stock is sold", """
@@N6a@@

**Why:** Gareth thinks eBay fees and returns eat the margin, and he wants regulars to see the used shelf first.
""")

r("feedback_reply_style.md", "reply-style", "How to answer Nadia in chat", "feedback",
  "Reply style", "short answers, British English", """
Short answers, British English, code first and explanation after. No emoji.

**Why:** Nadia reads replies between customers at the counter.
""")

r("feedback_price_rounding.md", "price-rounding", "Shelf price rounding", "feedback",
  "Price rounding", "how shelf prices are rounded", """
Round shelf prices to the nearest 50p; never use .99 endings.

**Why:** Gareth thinks .99 looks like a supermarket.
""")

r("project_courier_switch.md", "courier-switch", "Changing the courier for heavy parcels", "project",
  "Courier switch", "heavy-parcel courier change", """
@@S2b@@

- DPD collect from the unit at 16:00 on weekdays; despatch books the collection automatically
- Small parcels stay with Royal Mail, nothing changed there

**Why:** Parcelforce lost two baseboards in May and the claims took months.
""")

r("project_tradein_rollout.md", "tradein-rollout", "How tradein was rolled out at the buying desk", "project",
  "tradein rollout", "history of the buying-desk app", """
tradein replaced paper buying slips over spring 2026.

@@D4a@@
@@D9a@@
- March 2026: rolling stock and track lots added
- April 2026: whole-layout purchases added, with a multi-item offer screen
""")

r("project_loyalty_card.md", "loyalty-card", "The paper loyalty card and its move into the till", "project",
  "Loyalty card", "loyalty stamps and vouchers", """
@@F9a@@
- One stamp per £10 spent on new stock
- Plan: move stamps into the till app by spring 2027 so the paper cards can go
""")

r("project_website_rebuild.md", "website-rebuild", "The web shop rebuild", "project",
  "Web shop rebuild", "moving the online shop", """
@@S10b@@

- Product data now comes from stockroom via the stock sync, not typed in by hand
- Old product URLs redirect through Shopify's URL redirects (about 3,000 of them)
""")

r("project_dcc_sound.md", "dcc-sound", "Sound decoder fitting as a service", "project",
  "DCC sound fitting", "sound fitting service setup", """
Sound fitting became a proper service in 2026 after the demand at the spring swap meet.

@@F6b@@
- Customers can hear the sound project before paying: Sam records a short clip on the rolling road
""")

r("project_summer_backlog.md", "summer-backlog", "The 2026 summer repair backlog", "project",
  "Summer repair backlog", "what happened with repairs in summer", """
@@D7a@@
- Cause: Sam off for three weeks plus a run of sound-fit bookings after the spring swap meet
- Fixed by a temporary second bench person on Saturdays in September
""")

r("project_stocktake_2026.md", "stocktake-2026", "The January 2026 stocktake", "project",
  "Stocktake 2026", "annual stocktake notes", """
- Stocktake ran 12–17 January 2026; stockroom was put in read-only mode for the counting days
- Counted with the handheld scanners; 41 SKUs had differences over 5 units
- Next stocktake planned for January 2027, same week
""")

r("project_clubnight_v2.md", "clubnight-v2", "Next version of the clubnight app", "project",
  "clubnight v2", "ideas for the booking app", """
- Waiting list when a night is full, with an automatic offer when someone cancels
- Members to book a running slot on the layout, not just a place in the room
- Junior section sign-up in the same app (parents' consent form)
""")

r("project_swap_meet.md", "swap-meet", "The spring and autumn swap meets", "project",
  "Swap meets", "swap meet planning notes", """
- Two swap meets a year in the club room: spring (April) and autumn (October)
- Tables are £8 each, 20 tables max
- The buying desk stays open during swap meets
""")
