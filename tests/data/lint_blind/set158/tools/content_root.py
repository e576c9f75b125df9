# Root (Claude Code auto-memory) files: filename -> (title, name, description, type, body)
# A line starting with @@ID@@ carries claim ID (the marker is stripped by build.py).
ROOT = {}

def r(fn, title, name, desc, typ, body):
    ROOT[fn] = (title, name, desc, typ, body.strip("\n") + "\n")

r("user_sian.md", "Sian Brackley", "sian-brackley",
  "Who Sian is and how she likes to work with the agent", "user", """
Sian Brackley runs the shop floor, the online orders and every bit of tech at Brackley's. Her dad Gareth
is the master butcher; she is the one who talks to the agent.

- Not a trained developer: picked up Django from the blockorder codebase Owen Price left behind.
- Works on a MacBook Air in the back office, VS Code with the Python extension.
- Prefers short answers with the command to run, then the explanation if she asks.
- Mornings before 8 are for the counter; code work happens after 2pm on quiet days.

**How to apply:** keep replies brief, say which system a change touches (blockorder, vanrun, hangroom,
haccp-diary, tillsync) and never assume she has read the diff.
""")

r("user_gareth.md", "Gareth Brackley", "gareth-brackley",
  "Gareth, master butcher and owner, not technical, final say on meat and prices", "user", """
Gareth Brackley owns the shop (third generation) and does the cutting, hanging and buying.

- Doesn't use the admin screens; asks Sian or Amira for anything on a computer.
@@A2a@@ - Gareth signs off every price change before it reaches the counter or the website.
- Decides hanging times by eye and feel as much as by the chart; the chart is his, though.
- Reachable on his mobile before 6am and after 8pm, not during the lunchtime rush.

**Why it matters:** when a change affects what a customer pays or what goes on the block, it waits for him.
""")

r("user_tomasz.md", "Tomasz Nowak", "tomasz-nowak",
  "Tomasz, van driver and part-time counter help, main vanrun user", "user", """
Tomasz Nowak drives for us and helps on the counter on Saturdays.

@@D10a@@ - Tomasz drives the Friday home-delivery run.
- He is the main user of the vanrun driver app and the first to find its bugs.
- Uses an Android phone; English is his second language, so app text should stay plain.
- Does the Thursday wholesale run when Gareth can't.
""")

r("feedback_merging.md", "Merging PRs", "merging-prs",
  "How PRs get merged in the shop repos", "feedback", """
@@N1a@@ Never squash-merge blockorder PRs; a plain merge commit keeps the branch history Sian likes to read.

**Why:** in March a squash lost the reasoning behind the deposit rounding fix and it took an afternoon to
rebuild it from Slack.

**How to apply:** use "Create a merge commit" on GitHub. Delete the branch afterwards.
""")

r("feedback_commits.md", "Commit and push habits", "commit-habits",
  "Commit messages and where the agent may push", "feedback", """
- Commit messages in plain English, present tense, mention the system: `blockorder: fix slot rounding`.
@@NS8a@@ - The agent never pushes to main directly; even a one-line fix goes through a PR.
- One logical change per commit where possible.

**Why:** main on blockorder deploys itself, so a push to main is a deploy.
""")

r("feedback_deploys.md", "Deploy rules", "deploy-rules",
  "When and how blockorder and vanrun get deployed", "feedback", """
@@N3a@@ Don't deploy blockorder on a Friday: if Saturday orders break there's nobody free to fix them.

@@NS4a@@ The agent never runs migrations against production without Sian's go-ahead.

**Why:** the November 2025 turkey-weight migration locked the orders table for ten minutes in the
middle of the Christmas rush.

**How to apply:** ask first, say what the migration touches, and have the rollback ready.
""")

r("feedback_testing.md", "Testing habits", "testing-habits",
  "How tests are written and run in the shop repos", "feedback", """
@@F10a@@ - blockorder tests are pytest; don't add unittest-style TestCase classes.
- Factories over fixtures for orders and customers (`factory_boy`).
- A bug fix comes with the test that would have caught it.
- vanrun's Flutter widgets have golden tests; regenerate them only when the change is intended.

**Why:** Sian reads tests to understand what the code is supposed to do.
""")

r("feedback_python_tooling.md", "Python tooling", "python-tooling",
  "Which tools to use for Python dependencies and formatting", "feedback", """
@@R3a@@ Use uv for blockorder dependencies (`uv sync`, `uv add`); don't hand-edit requirements files.

- Format with ruff (`ruff format`), lint with `ruff check`.
- hangroom and haccp-diary are tiny; they keep a plain `requirements.txt` and a venv on the Pi.

**Why:** Sian got tired of pip resolving different versions on her laptop and in the build.
""")

r("feedback_reply_style.md", "Reply style", "reply-style",
  "Keep replies short and concrete", "feedback", """
Short answers. The command first, the why second. No tables unless she asks for one.

**Why:** she reads replies on her phone between customers.

**How to apply:** if an answer needs more than a screen, write it to a note in `auto/` and link it.
""")

r("feedback_customer_copy.md", "Customer-facing copy", "customer-copy",
  "Tone and consent rules for anything customers read", "feedback", """
- Friendly, local, no exclamation marks; "we" not "Brackley's".
- Weights in kg and g; prices with the pence, always.
@@NS10a@@ - Marketing texts never go to customers who haven't ticked the SMS box at checkout.
- Emails sign off "Sian and Gareth".

**Why:** a customer complained to Trading Standards about a sausage-week text in 2025.
""")

r("feedback_secrets.md", "Secrets", "secrets",
  "Where credentials live and what never goes in memory", "feedback", """
Secrets live in the 1Password vault "Shop Systems". Never paste a key, token or password into a memory
file, a commit or a reply.

**How to apply:** refer to the 1Password item by name; ask Sian to paste it into the environment herself.
""")

r("feedback_naming.md", "Naming", "naming",
  "What things are called in code and on screen", "feedback", """
- Customers see "collection", never "pickup"; "joint", not "roast piece".
- In code, the order model is `Order`, the Christmas variant is `SeasonalOrder`; don't add a third.
- "Primal" and "cut" are not synonyms: primals hang, cuts are sold.
""")

r("project_christmas_2026.md", "Christmas 2026", "christmas-2026",
  "Plans and decisions for the 2026 Christmas season", "project", """
The big one: about 40% of the year's turnover in three weeks.

@@D1b@@ - Christmas orders are taken through blockorder's Christmas menu, which opened on 1 October.
@@D7b@@ - The turkeys this year are Norfolk Bronze from Ashford Hill Farm, Monyash.
- Geese from the same farm; beef ribs and gammons are ours.
- Amira runs the Christmas order board in the back; Gareth checks every turkey weight band.

**Why:** last year's form-and-spreadsheet muddle cost two full evenings of re-keying.

**How to apply:** anything touching `SeasonalOrder` gets tested against last year's order export first.
""")

r("project_hangroom_sensors.md", "Hangroom sensors", "hangroom-sensors",
  "Sensor project for the dry-ageing chambers", "project", """
Two ESP32 boards with SHT45 probes per chamber, feeding the hangroom service on the Pi.

- Chamber 1 is beef, chamber 2 is lamb and game.
- The boards are powered over USB from the chamber's light circuit; a blown fuse means no readings.
- Next: a door-contact sensor on chamber 1 so the graphs show when the door was open.

**Why:** the EHO asked how we know the chamber held temperature over a weekend; we couldn't show it.
""")

r("project_vanrun_rewrite.md", "vanrun rewrite", "vanrun-rewrite",
  "Rewrite of the driver app screens", "project", """
Tomasz found the old stop list unreadable in sunlight. Rewriting the stop screen with big type, a
"delivered" swipe and a photo-on-doorstep option.

- Owen Price is helping two afternoons a month.
- Target: live before the Christmas van runs.
""")

r("project_haccp_digital.md", "HACCP going digital", "haccp-digital",
  "Moving hygiene records onto haccp-diary", "project", """
haccp-diary replaces most of the paper Safer Food, Better Business pack. Counter staff tap readings into
a tablet on the wall by the walk-in.

- Cleaning schedule, fridge/chiller readings, probe checks and delivery-in checks are on it.
- The allergen matrix is still a laminated sheet until the labelling project is done.
- Amira owns it day to day; Sian owns the code.
""")

r("project_loyalty_card.md", "Loyalty card", "loyalty-card",
  "Stamp card for counter regulars", "project", """
Paper stamp cards, one stamp per visit over £15.

@@A9a@@ - Loyalty card: ten stamps and the next shop gets £5 off.
- Not linked to blockorder accounts yet; maybe next year.
""")

r("project_wholesale_accounts.md", "Wholesale accounts", "wholesale-accounts",
  "Pubs and cafes we supply, and how they are billed", "project", """
Six pubs and two cafes buy from us: burgers, sausages, steaks, pies.

@@F7a@@ - Wholesale accounts are on 30-day payment terms.
@@N7a@@ - Wholesale accounts are not charged for delivery.
@@NS1a@@ - Wholesale invoices never go out without the kill and batch numbers on every line.
- Orders by WhatsApp or phone to Amira by Tuesday noon.
""")

r("project_eho_inspection.md", "EHO inspection", "eho-inspection",
  "Environmental health visit and follow-ups", "project", """
The EHO visited on 14 September and we kept our 5 rating.

- Follow-up: show a week of chamber temperatures without gaps (done, from Grafana).
- Follow-up: date the vac-pac rolls when opened.
- Next routine visit expected in 2028.
""")

r("project_website_refresh.md", "Website refresh", "website-refresh",
  "Public website and newsletter work", "project", """
@@D5a@@ - Back in 2025 the online shop was a WooCommerce site on cheap shared hosting.
- The brochure pages (about us, the farm, recipes) are being moved into blockorder as flat pages.
@@S8a@@ - The newsletter goes out from Mailchimp on the first Friday of the month.
- New photography of the counter booked for January.
""")

r("project_hog_roast.md", "Hog roast hire", "hog-roast",
  "Hog roast hire for parties and weddings", "project", """
We hire out the hog roast machine with one of our own pigs.

@@A5a@@ - Hog roast hire includes a chef for four hours.
- Serves 80 to 120; baps, stuffing and apple sauce included.
- Bookings through the blockorder "Events" form, which emails Sian.
""")

r("project_game_season.md", "Game season", "game-season",
  "Selling game from the local estates", "project", """
Game comes from the Haddon and Chatsworth estates' shoots.

@@N10a@@ - Game isn't sold online; venison and pheasant are counter-only.
@@NS9b@@ - Venison and pheasant go on the counter from 1 October.
- Oven-ready pheasant is plucked and drawn in the back on Wednesdays.
""")

r("project_stocktake.md", "Stocktake", "stocktake",
  "Monthly stocktake of the freezers and dry goods", "project", """
Last Sunday of each month, Amira and Tomasz count the freezers and the farm-shop shelves.

- Counts go into a Google Sheet, then Sian enters the totals into the accounts.
- Would like the scales' sales data to drive the re-order list eventually.
""")

r("project_allergen_labels.md", "Allergen labels", "allergen-labels",
  "PPDS allergen labelling for prepacked-for-direct-sale lines", "project", """
Natasha's Law: sausages, burgers and pies we pack ourselves need full ingredient labels with allergens
in bold.

- Recipes and allergens live in `recipes.yaml` in the blockorder repo.
- Label template is 58 mm wide; sulphites and gluten are the ones that catch us out.
""")

r("project_price_labels.md", "Price labels", "price-labels",
  "Printing price and weight labels for packed meat", "project", """
@@S4a@@ - Price labels come off the Brother QL-820 in the back office.
- The label shows cut, weight, price per kg, total, use-by and the batch code.
- Labels for the farm-shop shelf (jams, eggs, chutneys) are handwritten; fine as they are.
""")

r("reference_blockorder.md", "blockorder", "blockorder",
  "Overview of blockorder, the online ordering and collection system", "reference", """
blockorder is the Django app behind shop.brackleysbutchers.co.uk: online orders, click & collect,
Christmas orders, hog roast enquiries. Owen Price wrote the first version in 2025; Sian maintains it.

## Stack
- Django 5.1
@@F3a@@ - Database: PostgreSQL
@@R6a@@ - Background jobs: Celery with Redis as the broker
@@R5a@@ - Hosting: Fly.io, app `brackleys-blockorder`, region lhr
@@R4a@@ - CI: GitHub Actions (`.github/workflows/tests.yml`)
@@R1a@@ - Errors: Sentry, project `blockorder-web`

## Customers and payments
@@R8a@@ - Online payments: Stripe Checkout
@@R2a@@ - Transactional email: Postmark (order confirmations, receipts)
@@R7a@@ - SMS: Twilio (sender ID `BRACKLEYS`)
@@V10a@@ - Collection reminder SMS: 24 hours before the slot
@@O3a@@ - Failed SMS sends are retried up to 3 times, then the order gets a red flag in the admin
- Customers can save a "usual order" and repeat it in one click

## Collection
@@N8a@@ - No Saturday collection slots; Saturday is counter-only.
- Slots are offered Tuesday to Friday, 9:00 to 17:00
- Orders are packed the afternoon before and kept in the walk-in on the blue shelves

## Admin
@@A4a@@ - Admin at `/staff/`
@@S10a@@ - Staff log into the admin with the shared `counter` account
- Amira prints the next day's pick list from the admin at 15:00
""")

r("reference_hangroom.md", "hangroom", "hangroom",
  "Dry-ageing chambers, hanging times and the hangroom monitoring service", "reference", """
Two walk-in chambers behind the cutting room. The hangroom service (Python, on the Pi) collects
readings, draws the graphs and raises alarms.

## Chambers
@@D3b@@ - Chamber 1 (beef) is held at 1–3°C
- Chamber 2 (lamb and game) is held at 2–4°C
@@A6a@@ - Relative humidity 80–85%
- Salt-block wall in chamber 1, installed 2024

## Hanging times (beef is on the bone)
@@V2a@@ - Sirloin and fore rib: 28 days minimum on the bone
@@O1a@@ - Topside, silverside and brisket: 14 days
- Lamb: 7 days, chamber 2
@@NS7a@@ - Lamb never hangs in chamber 1 with the beef.
- Every side gets a tag with the kill date and the date it went in

## Monitoring
@@V7a@@ - Sensors publish every 5 minutes over MQTT
@@A8a@@ - Broker: `pi.brackleys.internal:1883` (Mosquitto)
@@O5a@@ - Grafana dashboards: `pi.brackleys.internal:3000`
@@N6a@@ - Out-of-hours alarms page Gareth's mobile via ntfy
- Readings are kept for 400 days so the EHO can see a full year
""")

r("reference_vanrun.md", "vanrun", "vanrun",
  "The delivery van system: driver app, backend and route planning", "reference", """
vanrun plans the home-delivery runs and tells the driver where to go next.

## Parts
@@F9a@@ - Driver app: Flutter
@@S3a@@ - Backend: FastAPI on Heroku (`vanrun-api`)
@@R9a@@ - Route optimisation: OpenRouteService, self-hosted on the VPS
- Orders come in from blockorder every evening at 18:00 for the next day's run

## Runs
@@V4a@@ - Home delivery radius: 12 miles from the shop
@@D9b@@ - A run is up to 14 drops
@@S9a@@ - Drivers work from a printed run sheet
- Cool boxes go out with ice packs from the blast freezer; they come back the same day
- The van is the Ford Transit Custom with the chiller conversion (registration on the fleet sheet)
""")

r("reference_tills.md", "Tills and takings", "tills",
  "Counter tills, card payments and the nightly takings sync", "reference", """
Two Epos Now tills on the counter, one in the farm shop.

@@S5a@@ - Counter card payments: Worldpay terminal on the main till
@@R10a@@ - Daily takings are pushed into Xero at 23:00 by `tillsync`
- `tillsync` is a Python script on the Pi; it logs to `/var/log/tillsync.log`
- Cash is counted at close and banked on Tuesdays and Fridays
- The farm-shop till has its own float of £100
""")

r("reference_haccp_diary.md", "haccp-diary", "haccp-diary",
  "Hygiene records app and the checks it holds", "reference", """
haccp-diary is a small Flask app served from the Pi to the wall tablet by the walk-in.

## Checks
@@F5a@@ - Chiller temperatures are recorded twice a day
@@V6a@@ - Walk-in chiller alarm threshold: 5°C
@@A7a@@ - Probe thermometers are checked monthly in iced water and boiling water
- Cleaning sign-off: cutting room daily, walk-in weekly, extraction hood monthly
- Deliveries in: temperature of the load is probed and written down before it is put away

## Rules it records
@@N5a@@ - Raw and cooked products never share a display cabinet.
- Separate knives and boards for cooked products (blue handles)
- Staff sign the sickness declaration after any absence
""")

r("reference_infra.md", "Infrastructure", "infrastructure",
  "Where things run: servers, runtimes, backups", "reference", """
## Machines
- VPS: Hetzner CX22, `vps.brackleys.internal`, reached over Tailscale
@@S7a@@ - MQTT broker: Mosquitto on the Raspberry Pi 4 in the office
- Office router: BT business hub, static IP

## Databases
@@V1a@@ - blockorder database: `postgres://blockorder@db.brackleys.internal:5432/blockorder`
@@F6a@@ - Backups: Backblaze B2
- hangroom keeps its readings in SQLite on the Pi

## Runtimes
| service | language | runtime |
|---|---|---|
@@V9a@@ | blockorder | Python / Django | 3.12 |
| hangroom | Python | 3.11 |
| haccp-diary | Python / Flask | 3.11 |
| vanrun driver app | Dart / Flutter | stable channel |

Local `.env` for blockorder (example, values from 1Password):
```
DATABASE_URL=postgres://blockorder@db.brackleys.internal:5432/blockorder
REDIS_URL=redis://localhost:6379/0
```
""")

r("reference_shop.md", "The shop", "the-shop",
  "The shop itself: hours, counters, routines, who does what", "reference", """
Brackley's Family Butchers, Water Street, Bakewell. Butcher's counter plus a farm-shop corner
(eggs, cheese, chutneys, our own pies).

## Hours
@@A1a@@ - Open Tuesday–Saturday, 8:00–17:30
@@D6b@@ - Closed Sundays and Mondays
- Half-day closing on Christmas Eve

## Production
@@F4a@@ - Sausages are made on Mondays and Thursdays
- Pies are baked Wednesday and Friday mornings
@@N2a@@ - We never sell frozen mince; everything on the counter and on the van is fresh.
- Burgers are pressed to order for wholesale, daily for the counter

## Waste
@@S2a@@ - Bones and fat go to the renderer, Lathams, every Wednesday
- Cardboard is baled and collected with the general waste

## People
- Gareth (cutting, buying), Sian (shop, online, tech), Amira Haddad (counter manager), Tomasz (van, Saturdays)
""")

r("reference_suppliers.md", "Suppliers", "suppliers",
  "Where our meat and farm-shop stock come from", "reference", """
## Meat
- Beef: our own Longhorns from Fernlea Farm, Over Haddon, plus Gareth's cousin's herd at Elton
- Lamb: Fernlea and two neighbours in the Wye valley
- Pork: Gloucester Old Spots from Moorside, Youlgrave
@@S6a@@ - Cattle and lambs are killed at Hollins abattoir, Bakewell
@@A10a@@ - Every beef label carries the kill number and ear tag for traceability

## Farm shop
- Eggs from Crowhill, daily
- Cheese from the market wholesaler on Thursdays
""")

r("reference_glossary.md", "Glossary", "glossary",
  "Shop words the agent keeps asking about: primals, sides, drops", "reference", """
- **Side**: half a beef carcass, split down the spine.
- **Primal**: the big joints a side is broken into (fore rib, sirloin, rump, topside...).
- **Hanging / ageing**: the days a side or primal spends in the chamber before cutting.
- **Drop**: one delivery stop on a van run.
- **Kill number**: the abattoir's number for the animal, printed on its paperwork.
- **PLU**: price look-up code on the scales.
- **SFBB**: Safer Food, Better Business, the FSA pack for small food businesses.
""")

r("reference_christmas_orders.md", "Christmas orders", "christmas-orders",
  "How Christmas ordering works in blockorder", "reference", """
Christmas orders are a `SeasonalOrder` in blockorder with weight bands for turkeys and geese.

@@V3a@@ - Online Christmas orders close at midnight on 14 December
@@V8a@@ - Deposit: 25% of the order value, taken at checkout
@@F1a@@ - Christmas collection runs 21–24 December
@@N4a@@ - Christmas orders are collection only; they are not delivered.
@@NS5a@@ - Orders can't be changed online after 20 December; customers phone the shop instead.
- Weight bands: turkeys 4–5 kg, 5–6 kg, 6–7 kg, 7 kg+; geese one size
- Each order gets a numbered ticket; the number goes on the bag and the board
""")

r("reference_delivery_zones.md", "Delivery zones", "delivery-zones",
  "Home delivery days and areas", "reference", """
@@D2b@@ - Home deliveries run Tuesday and Friday
@@V5a@@ - Free delivery on orders over £40
- Villages covered include Ashford, Baslow, Hassop, Youlgrave, Hathersage and Eyam
- Order by 14:00 the day before the run
""")

r("reference_contacts.md", "Contacts", "contacts",
  "Who to call for what", "reference", """
- Refrigeration engineer: Peak Cooling, call-out 24/7 (number on the chiller door)
- Owen Price (freelance dev): email first, he works Tuesdays and Thursdays for us
- EHO: Derbyshire Dales District Council food team
- Epos Now support: through the back-office portal
""")

r("reference_scales.md", "Scales", "scales",
  "Counter scales and how prices get onto them", "reference", """
Three Avery Berkel scales on the counter, trade-approved, checked by Trading Standards each year.

@@NS6a@@ - Scale prices are never changed without the new PLU file going through the back-office PC first.
- PLU numbers: 100s beef, 200s lamb, 300s pork, 400s poultry, 500s game, 600s sausages and burgers
- The scales are networked to the back-office PC, not to the tills
""")
