# free notes: slug -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("tempering-cheatsheet", "Tempering cheat sheet", "2026-07-02", ["temperlog", "tempering", "production"], """
# Tempering cheat sheet (what the floor actually does)

## Dark
@@V2b@@Our 70% dark is worked at 32 °C on the Futura; above 32.5 °C the temper goes and the batch has to be re-tempered.
- Seed with 10% tempered callets once the mass is at 27 °C

## Milk
- Milk is worked at 30 °C, same as the temperlog curve
- Milk blooms fast if the cooling tunnel is above 14 °C

## Checks
- Temper meter before every moulding run, and again after any stop longer than 20 minutes
""")

A("wholesale-faq", "Wholesale FAQ (for Callum and the shop team)", "2026-06-15", ["tradedesk", "wholesale", "faq"], """
Questions the shop team gets from café owners, with the answers we give.

**Can I order just a few bars?**
@@V4b@@Wholesale accounts have a £200 minimum order (ex VAT); below that the checkout button stays greyed out.

**How do I get an account?** Fill in the form on the trade page; Marta approves accounts within two working days.

**Do you deliver?** Yes, by courier; see the dispatch notes.
""")

A("allergen-audit-prep", "Allergen audit prep", "2026-10-20", ["allergenbook", "audit", "qa"], """
# Getting ready for the December audit

- Export the matrix for every live product and have Hana re-sign it
@@V7b@@- Line cleandown records have to be kept for 5 years (the
  retailer contracts ask for it), so allergenbook never purges them.
- Swab log: print the last 12 months, the auditor likes paper
- Spec sheets: anything older than a year gets chased this month
""")

A("shopsync-dev-setup", "shopsync dev setup", "2026-03-09", ["shopsync", "dev"], """
# Running shopsync locally

@@R1b@@Install shopsync's dependencies with `yarn install`; the repo is a Yarn 4 workspace (`.yarnrc.yml` is checked in).

Copy `.env.example` to `.env`; it looks like this:

```
SHOPIFY_STORE=halden-row-dev.myshopify.com
POLL_INTERVAL=5m
BEANLEDGER_URL=http://localhost:8000
```

- Use the dev store, never the live one
- `yarn test` runs the unit tests; the typecheck is separate
""")

A("temperlog-runbook", "temperlog runbook", "2026-05-18", ["temperlog", "runbook", "errors"], """
# temperlog runbook

## When the floor says "temperlog is blank"
1. Check the NUC is up (`ping nuc.factory.haldenrow.lan`)
2. Check Mosquitto is running: `systemctl status mosquitto`
3. Restart temperlog only between batches

## Errors
@@R4b@@temperlog reports exceptions to Rollbar; the token is in 1Password as "Rollbar temperlog".
- Most exceptions are the Plus EX sending a half message when it's switched off mid-program
""")

A("git-workflow", "Git workflow", "2026-08-03", ["git", "workflow"], """
# How we use git

- One branch per change, named after the ticket or `agent/<topic>` for the agent
@@R7b@@We rebase-merge PRs so every commit lands on main as written; Joel reviews commit by commit.
- Tags `vYYYY.MM.DD` on release
- Never rewrite main
""")

A("beanledger-migrations", "beanledger migrations: how we actually do it", "2026-06-09", ["beanledger", "migrations", "deploy"], """
After the June lock incident (an index build on `arrivals` locked the goods-in tablet for 6 minutes):

@@N4b@@Never run beanledger migrations from the release step; apply them by hand with `fly ssh console -a beanledger`
after checking the plan with `sqlmigrate`.

- Big index builds use `AddIndexConcurrently`
- Migrations that rewrite a table run after 16:00, when goods-in is closed
""")

A("ci-notes", "CI notes", "2026-09-12", ["ci", "testing"], """
# CI notes

- tradedesk's suite takes about 11 minutes on one core, 3 on CI with 4 workers
@@N9b@@Don't bother running the full suite before pushing; CI runs it in parallel in a quarter of the time.
- Run the tests for what you changed, plus `ruff check` / `standardrb`
- Flaky: temperlog's MQTT reconnect test; rerun once before digging in
""")

A("grafana-cloud-move", "temperlog dashboards moved to Grafana Cloud", "2026-07-21", ["temperlog", "grafana", "migration"], """
@@S2b@@We switched temperlog's dashboards from the NUC's Grafana to Grafana Cloud; the local Grafana is shut down.

- The NUC runs Grafana Alloy and ships metrics out
- Imogen's floor tablet now opens the Grafana Cloud playlist
- Panels: live curve per machine, batches today, temper meter readings
""")

A("spec-sheets-r2", "Supplier spec sheets: new storage", "2026-09-01", ["allergenbook", "storage", "specs"], """
@@S5b@@`hr-allergen-specs` is deprecated — new supplier spec sheets go to Cloudflare R2 (bucket `allergen-specs`).

- Old files were copied across in August; links in allergenbook were rewritten
- Uploads go through allergenbook's form, never straight into the bucket
""")

A("beanledger-ci-move", "beanledger CI move", "2026-03-27", ["beanledger", "ci", "migration"], """
@@S6b@@beanledger moved off CircleCI to GitHub Actions in March; the CircleCI project is archived.

- Workflow: `.github/workflows/test.yml`, Postgres service container, uv cache
- Runtime went from 9 to 6 minutes
""")

A("temperlog-machines", "Selmi machines and the NUC", "2026-02-12", ["temperlog", "machines", "mqtt"], """
# How the Selmi machines talk to temperlog

- Each machine has a small gateway board publishing its program state and temperatures
@@S9a@@The Selmi machines authenticate to Mosquitto with a shared password (`selmi-shared` in 1Password).
- The gateways get fixed IPs on VLAN 20
- If a gateway reboots it reconnects on its own within a minute
""")

A("cut-test-method", "How the cut test works", "2026-03-20", ["beanledger", "quality", "arrivals"], """
@@F1b@@The cut test in beanledger scores 100 beans per lot: 50 from the tops of the sacks, 50 from the bottoms.

Each bean is graded: well fermented (brown), partly fermented (purple/brown), purple, slaty, mouldy, insect-damaged.
- More than 3 mouldy beans in the 100 and the lot is rejected
- The photo of the cut beans is attached to the lot
""")

A("milk-powder-sources", "Milk in the allergen matrix", "2026-05-26", ["allergenbook", "milk"], """
@@F3b@@For milk, the matrix also records whether the source is skimmed or whole milk powder, because the deli customers ask.

- Milk powder comes from one supplier; spec sheet refreshed every year
- The vegan range has no milk ingredients but still shares the site
""")

A("temper-meter", "Temper meter readings", "2026-04-14", ["temperlog", "quality"], """
# Temper meter

@@F6b@@The temper meter reading has to be between 4 and 6 (slope units) for dark batches; milk is 4.5 to 6.5.
- The meter is the Tricor one on the moulding bench; calibrate weekly with the reference bar
- temperlog reads it over USB; if the cable's out, type the value in
""")

A("wholesale-dispatch", "Wholesale dispatch days", "2026-05-08", ["tradedesk", "dispatch", "wholesale"], """
@@F8b@@Wholesale orders placed after 12:00 on Monday miss Tuesday's run and go out on Thursday.
- Orders after 12:00 Wednesday go the following Tuesday
- Packing list prints from tradedesk at 12:05
""")

A("stock-locations", "Stock locations in Shopify", "2026-07-24", ["shopsync", "stock", "shopify"], """
@@F9b@@Per-location stock in shopsync means three Shopify locations: Bristol shop, Bath shop and the workshop dispatch shelf.
- Transfers between them are made in Shopify, shopsync only mirrors the numbers
- The web shop sells from the dispatch shelf only
""")

A("temperlog-pilot-2025", "temperlog pilot (2025) notes", "2026-01-16", ["temperlog", "history"], """
Notes kept from the 2025 pilot, in case anyone wonders why the code has a `modbus` folder.

@@D3b@@During the 2025 pilot, temperlog polled the Plus EX over Modbus TCP instead of MQTT.
- Polling every 5 seconds missed short spikes, which is why the gateways were added
- The `modbus` folder is dead code and can go
""")

A("easter-rush-2026", "Easter rush 2026", "2026-04-10", ["shops", "easter", "history"], """
# Easter 2026 recap

@@D6b@@During the Easter rush (28 March – 6 April) the Bristol shop opened 09:00–19:00 every day.
- Sold 2,100 eggs across both shops
- Bath ran out of milk eggs on Good Friday
- Next year: start egg production two weeks earlier
""")

A("ruby-bar-launch", "Ruby bar launch week", "2026-05-19", ["shopsync", "ruby", "launch"], """
@@D7b@@For the ruby bar launch week in May, shopsync polled every 2 minutes; it went back to normal afterwards.
- Two sell-outs on the web shop; the waiting list email went out twice
- The label needed a late fix (milk declaration)
""")

A("release-history", "Release history notes", "2026-10-05", ["releases", "tradedesk", "history"], """
# Notes on how releases used to work

@@D9b@@Until the wholesale cut-off moved in September, tradedesk went out on Friday mornings.
- Releases were tagged by hand until the tagging script in May
""")

A("secrets-handling", "Secrets handling", "2026-02-24", ["secrets", "1password", "fly"], """
@@A2b@@All app secrets live in the 1Password vault "Halden Row Eng"; Fly secrets are set from there with `op read`.
- The agent has no access to the vault; ask Marta for a value
- Rotate the Shopify and Xero tokens every 6 months
""")

A("shop-stock-transfers", "Shop stock transfers", "2026-04-06", ["shops", "stock", "bath"], """
@@A4b@@The Bath shop doesn't open on Mondays, so stock transfers leave the workshop on Tuesday morning.
- Bristol gets a top-up Monday and Thursday
- Transfers are recorded in Shopify before the van leaves
""")

A("batch-labels", "Batch IDs on case labels", "2026-11-04", ["temperlog", "traceability"], """
@@A8b@@temperlog batch IDs are `T-<yyyymmdd>-<machine>-<n>`; the second Futura batch on 3 November was `T-20261103-selmi1-2`.
- The batch ID is printed on the case label next to the best-before
- Bars carry only the best-before; the case links back to the batch
""")

A("packing-room", "Packing room notes", "2026-06-19", ["packing", "wholesale", "dispatch"], """
# Packing room

@@A9b@@Wholesale parcels go out with DPD Next Day; Palletways only for the odd pallet order.
- Web shop parcels: Royal Mail Tracked 48, collected at 15:00
- Bubble wrap is banned; paper void fill only
- Summer (June–August): ice packs in insulated liners for wholesale
""")

A("web-shop-dispatch", "Web shop dispatch", "2026-05-22", ["web-shop", "dispatch"], """
@@NS4b@@Online shop orders ship Monday to Friday from the workshop, Royal Mail Tracked 48.
- Orders after 13:00 go the next working day
- Heatwave rule: above 25 °C forecast, we hold parcels until Monday
""")

A("staging-notes", "Staging apps", "2026-08-31", ["staging", "fly", "agent"], """
# Staging

- Each Fly app has a `-staging` twin with a copy of last night's data, anonymised
@@NS6b@@The agent can run `fly deploy` on the `-staging` apps whenever it needs to check something.
- Staging emails go to the `@haldenrow.test` catch-all
""")

A("beanledger-admin-tips", "beanledger admin tips", "2026-04-30", ["beanledger", "admin"], """
# Django admin tips for beanledger

@@NS8b@@Draft arrivals in beanledger can be deleted from the admin until the cut test is logged.
- Use the "merge lots" action only with Joel around
- The roast list filters by lot code prefix (`HR-TZ` etc.)
""")

# ---------- unpaired notes
A("cocoa-prices-2026", "Cocoa prices 2026", "2026-09-18", ["cocoa", "prices", "sourcing"], """
- Prices eased through the summer but are still roughly double 2023
- The Dominican contract is fixed-price for two harvests
- Ruth wants to add a fifth origin in 2027 (Vietnam or Belize)
""")

A("roast-profiles", "Roast profiles", "2026-03-03", ["beanledger", "roasting"], """
# Roast profiles per origin

- Tanzania: light, 118 °C end temperature, about 14 minutes
- Peru: medium, 124 °C, 16 minutes
- Profiles live in beanledger; the Artisan exports are attached to each roast
- Joel's import script retries the Artisan upload up to 3 times before flagging the roast
""")

A("conching-times", "Conching and refining", "2026-03-18", ["production", "refining"], """
- Melangers run 48 hours for dark, 36 for milk
- The vegan range is refined in the melanger reserved for line 3
- Conching times are logged by hand on the batch card, not in temperlog
""")

A("bloom-complaints", "Bloom complaints", "2026-08-21", ["quality", "complaints"], """
# Bloom complaints, summer 2026

- Nine complaints in July, all fat bloom, all from parcels in the heatwave week
- Temper meter readings for those batches were fine; bloom came from transit heat
- Decision: heatwave rule for web shop parcels (see web shop dispatch note)
""")

A("xero-mapping", "Xero account mapping", "2026-06-06", ["tradedesk", "xero", "accounts"], """
- Wholesale sales: account 4010
- Web shop sales come in through the Shopify–Xero app, account 4020
- Shop till sales: account 4030, daily summary
- Carriage charged to customers: account 4050
""")

A("shopify-theme-notes", "Shopify theme notes", "2026-05-01", ["shopify", "web-shop"], """
- Theme is Dawn with our own sections; don't edit the theme in the live admin
- Product allergen block is a metafield filled by hand today (refresh project will change this)
- Theme changes go through a duplicate theme and a preview link to Ruth
""")

A("christmas-wholesale-plan", "Christmas wholesale plan", "2026-10-12", ["tradedesk", "christmas", "wholesale"], """
- Banner on tradedesk from 1 December: last orders 11 December
- Extra dispatch on Wednesday 16 December
- Gift box cases (6 boxes) added to the catalogue from 1 November
""")

A("bath-shop-opening", "Bath shop opening", "2026-02-16", ["bath", "shops"], """
# Bath shop opened Saturday 14 February

- Queue round the corner for the first hour
- Stock came from the workshop on Friday
- Wi-Fi from the landlord is unreliable; the till fell back to offline mode twice
""")

A("label-proof-checklist", "Label proof checklist", "2026-03-23", ["labels", "allergens", "qa"], """
Before a label proof is signed:
- Allergens in bold in the ingredients list, matching the matrix
- "Made without nuts" wording only for line 2 products
- Best-before format `DD/MM/YYYY`
- Barcode scanned from the printed sample, not the PDF
""")

A("nuc-maintenance", "NUC maintenance", "2026-09-05", ["nuc", "temperlog", "factory"], """
- Ubuntu 24.04 LTS; unattended upgrades on, reboots only on Fridays after cleaning
- UPS gives it about 40 minutes
- Disk: 1 TB NVMe, about a third used
""")

A("mqtt-topics", "MQTT topics", "2026-02-19", ["temperlog", "mqtt"], """
- `selmi/<machine>/temp`: JSON, tank and work-bowl temperatures
- `selmi/<machine>/state`: program number and phase (melt, cool, work)
- `temperlog/batch/<id>/released`: published by temperlog when a batch is released
- QoS 1 everywhere
""")

A("beanledger-dev-setup", "beanledger dev setup", "2026-01-19", ["beanledger", "dev"], """
- `uv sync`, then `docker compose up -d db redis`
- `uv run manage.py migrate && uv run manage.py loaddata dev_origins`
- Admin login for dev: see the README, never the production one
""")

A("tradedesk-dev-setup", "tradedesk dev setup", "2026-04-29", ["tradedesk", "dev"], """
- `bundle install`, `yarn install`, then `bin/setup`
- `bin/dev` starts Rails and the JS watcher
- Xero sandbox credentials are in 1Password ("Xero sandbox")
""")

A("allergenbook-dev-setup", "allergenbook dev setup", "2026-05-28", ["allergenbook", "dev"], """
- `uv sync`; Postgres 16 locally via docker compose
- Seed data has fake ingredients only; never load a production dump
- The label preview needs the fonts in `labels/fonts/` installed locally
""")

A("supplier-visit-tanzania", "Supplier visit: Mbeya", "2026-10-16", ["sourcing", "tanzania"], """
Ruth and Joel visited Mbeya Cocoa Growers in October.

- Fermentation boxes were rebuilt this year; expect fewer slaty beans
- They'd like a two-year contract; Ruth is thinking about it
- Next harvest ships in February
""")

A("swab-results", "ATP swab results", "2026-10-23", ["allergens", "cleandown", "qa"], """
- Pass threshold on the luminometer: below 150 RLU
- Line 3 swabs after every cleandown: all passes since September
- Any fail: re-clean and re-swab, the line doesn't restart until it passes
""")

A("customer-complaints-process", "Customer complaints process", "2026-07-10", ["complaints", "shops", "qa"], """
- Complaints come in through the shop inbox or the web shop contact form
- Allergen-related complaints go to Hana the same day, everything else to Callum
- Keep the batch ID (from the case or the shop's stock sheet) with every complaint
""")

A("oncall-handover", "On-call handover template", "2026-06-29", ["oncall"], """
Handover note, Monday 09:00:
- Open incidents and anything still flapping in Better Stack
- Deploys planned this week
- Anything odd from Xero or Shopify
""")
