# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

AUTO["gr2-humidity-tuning"] = ("GR2 humidity tuning", "2026-06-18", ["growrooms", "gr2", "humidity"], """
# GR2 humidity tuning

Notes from the June session with Maren on the blue oyster caps cracking.

@@V2a@@
- The controller's hysteresis is 3 points; narrowing it made the pump cycle every minute
- Caps cracking turned out to be the fresh-air fan, not humidity: FAE was bumped on the south wall
- GR3 was left alone; the pinks were fine
""")

AUTO["batchbook-local-setup"] = ("batchbook local setup", "2026-02-09", ["batchbook", "setup", "postgres"], """
# batchbook: local setup

Local dev uses the compose file in the repo:

```
docker compose up -d db redis
export DATABASE_URL=postgres://batchbook:batchbook@localhost:5432/batchbook
python manage.py migrate
python manage.py runserver
```

## Production
@@V4a@@
The prod password is in the secrets store under "batchbook db1"; the agent never needs it.
@@N1a@@

## Gotchas
- The label print jobs won't run locally unless a worker is started too
- Fixtures load with `python manage.py loaddata fake_accounts`
""")

AUTO["restaurant-orders-faq"] = ("Restaurant orders FAQ", "2026-05-02", ["chefline", "restaurants", "faq"], """
# Restaurant orders: FAQ for new chefs

**How late can I order?**
@@V6a@@

**Can I change an order?** Yes, until it is packed; after that ring Aisha.

**What if something's short?** We substitute only if you ticked "subs OK"; otherwise we short the line
and credit it.
""")

AUTO["sporelog-storage-notes"] = ("sporelog storage notes", "2026-04-22", ["sporelog", "retention", "storage"], """
# sporelog storage notes

@@V8a@@
downsamples them, so pull anything you need for a trial report before then.

The downsampled series (15-minute means) are kept indefinitely; they are tiny.
Trial exports: `sporelog export --room GR6 --from 2026-05-01 --to 2026-05-31 > gr6-may.csv`.
""")

AUTO["backup-restore-drill"] = ("Backup restore drill", "2026-09-15", ["infra", "backups", "restic", "drill"], """
# Restore drill, September

Restored db1 from restic into a scratch VM; took 40 minutes end to end.

@@V10a@@
- The restic password is in the secrets store, entry "restic b2"
- chefline's database is not in this backup; it has its own daily snapshots
- Next drill: March 2027
""")

AUTO["ops-box-services"] = ("What runs on the ops box", "2026-10-07", ["infra", "ops-box", "docker"], """
# What runs on the ops box

Compose stacks under `/srv`:
- `batchbook` (web, worker, redis)
- `sporelog` (api, ingest, mosquitto)
- `pickrota` (api, pwa)
@@R8a@@
- `kuma` (Uptime Kuma)

@@R2a@@
Logs: `docker compose logs -f <service>` in the stack's folder.
""")

AUTO["chefline-dev-setup"] = ("chefline dev setup", "2026-03-04", ["chefline", "setup", "node"], """
# chefline dev setup

@@R4a@@
Copy `.env.example` to `.env.local` and point `DATABASE_URL` at the local container.

```
npm run dev
npm run test -- --watch
```

Seed data: `npm run seed` creates three fake restaurants.
""")

AUTO["pr-checklist"] = ("PR checklist", "2026-04-10", ["git", "prs", "process"], """
# PR checklist

- Tests pass locally and in CI
- Migrations reviewed (see the migrations memory)
- Screenshots for anything a chef or picker sees

@@R6b@@
hit the button.
""")

AUTO["domains"] = ("Domains and DNS", "2026-08-12", ["infra", "dns", "domains"], """
# Domains

- hollowmere.co.uk: main site, chefline, email
- hollowmere.farm: redirect to the main site; renewed until 2028
@@R10a@@
- MX records point at Fastmail for staff mail
""")

AUTO["substrate-recipes"] = ("Substrate recipes", "2026-03-20", ["substrate", "recipes", "batches"], """
# Substrate recipes

## Oyster (straw)
@@F2a@@
@@N2a@@
- Gypsum 2% by dry weight
- Spawn rate 10% wet weight

## Shiitake and lion's mane (sawdust)
- 80% hardwood sawdust, 20% soy hull, water to 60% moisture
- 2.5 kg blocks in filter-patch bags
""")

AUTO["saturday-stall-notes"] = ("Saturday stall notes", "2026-07-19", ["stall", "market", "saturday"], """
# Saturday stall notes

- Set up by 07:45; the market office walks the rows at 07:50
@@N5a@@
- Mixed boxes sell out first; make up 30 on Friday
- Pink oysters go limp in the sun, keep them in the shade box
""")

AUTO["pickrota-notifications"] = ("pickrota notifications", "2026-06-03", ["pickrota", "notifications"], """
# pickrota notifications

## Swaps
@@N6a@@
A swap request that nobody takes just expires; nobody is told.

## New shifts
@@F10b@@
- The Thursday rota publish is the big one; about 15 pickers get pushes at once
""")

AUTO["batchbook-testing"] = ("batchbook testing", "2026-01-27", ["batchbook", "tests"], """
# batchbook testing

@@N8a@@
Run `pytest -q`; the slow label tests are marked `@pytest.mark.slow`.
- Coverage report goes to `htmlcov/`
""")

AUTO["stall-card-reader"] = ("Stall card reader", "2026-05-24", ["stall", "payments", "card-reader"], """
# Stall card reader

@@S2a@@
- The reader lives in the cash tin bag; charge it Friday night
- Settlement reaches the business account the next working day
""")

AUTO["chefline-api"] = ("chefline API for POS integrations", "2026-03-16", ["chefline", "api", "integrations"], """
# chefline API

@@S8b@@
- Each restaurant gets one key; Aisha can revoke it from the admin page
- Rate limit: 60 requests a minute per key
- Responses are JSON; order IDs look like `CH-2026-01234`
""")

AUTO["market-days"] = ("Market days", "2026-10-02", ["stall", "market"], """
# Market days

@@S10a@@
Saturdays at Hatfield Square carry on as before, and the farm-gate pop-up runs on some Sundays.
- Christmas market at the cathedral: 12-14 December, pitch confirmed
""")

AUTO["packing-room"] = ("Packing", "2026-02-14", ["orders", "packing", "cold-room"], """
# Packing

@@F4a@@
- Packing starts at 05:15 from Finn's pick list
- Each crate gets the chefline order ID on a slip
""")

AUTO["strain-search"] = ("batchbook strain search", "2026-08-27", ["batchbook", "search", "postgres"], """
# Strain search

@@F5a@@
The index is created in migration `0042_strain_trgm`; `CREATE EXTENSION pg_trgm` needs superuser, so it was
run by hand on db1 first.
""")

AUTO["invoice-template"] = ("Invoice template", "2026-06-29", ["chefline", "invoices", "templates"], """
# Invoice template

@@F8b@@
@@A9a@@
- Footer carries the bank details and the VAT number
- Lines are grouped by delivery date
""")

AUTO["gr5-shiitake-notes"] = ("GR5 shiitake notes", "2026-09-08", ["growrooms", "gr5", "shiitake"], """
# GR5 shiitake

@@A6a@@
@@O1b@@
- Blocks rest 10 days between flushes
- Fourth flush is usually not worth the room space
""")

AUTO["label-bridge"] = ("label bridge", "2026-07-01", ["labels", "batchbook", "pi"], """
# label bridge

Small Node service that turns batchbook print jobs into printer commands.

@@O3a@@
@@NS7b@@
- Restart: `sudo systemctl restart label-bridge`
""")

AUTO["farm-gate-popup"] = ("Farm-gate pop-up", "2026-08-09", ["stall", "farm-gate", "sunday"], """
# Farm-gate pop-up

Some Sundays, 10:00-13:00, at the yard gate; mostly stall leftovers and seconds.
@@O7a@@
- Honesty box when nobody can staff it
""")

AUTO["lions-mane-trial"] = ("Lion's mane timings", "2026-04-05", ["lions-mane", "incubation"], """
# Lion's mane timings

@@O8a@@
- The bags get their slits cut on the day they leave GR1
- Harvest before the spines pass 1 cm
""")

AUTO["chefline-beta-notes"] = ("chefline beta notes", "2026-04-30", ["chefline", "beta", "history"], """
# chefline beta (March-April)

Five restaurants used chefline in the beta before it opened to everyone.
@@D5a@@
- Two chefs asked for a reorder button; shipped in May
""")

AUTO["market-stall-pricing"] = ("Stall pricing review", "2026-10-20", ["stall", "pricing"], """
# Stall pricing review (October)

@@D7a@@
- Shiitake stayed where it was
- The mixed box went up by £1
""")

AUTO["harvest-hygiene"] = ("Harvest hygiene", "2026-01-20", ["harvest", "hygiene"], """
# Harvest hygiene

@@A1a@@
- Hairnets in every room, beard nets where needed
- Knives are wiped with 70% alcohol between rooms
""")

AUTO["release-process"] = ("Release process", "2026-05-12", ["chefline", "release"], """
# Releasing chefline

@@A3a@@
- Write the changelog entry in the PR, not after
- Watch the deploy run in the Actions tab until the health check passes
""")

AUTO["pickrota-dev-notes"] = ("pickrota dev notes", "2026-02-25", ["pickrota", "dev"], """
# pickrota dev notes

@@A8a@@
- `make dev` starts the API with a seeded rota for the current week
- The PWA is plain TypeScript, no framework
""")

AUTO["contamination-log"] = ("Contamination log", "2026-03-28", ["contamination", "batches", "growrooms"], """
# Contamination

@@NS2a@@
Log it in batchbook against the block (mark `binned`, pick the reason).

## Rules
@@NS1a@@
- Trich (green) blocks are bagged before leaving GR1
""")

AUTO["sensor-maintenance"] = ("Sensor maintenance", "2026-05-30", ["sporelog", "sensors"], """
# Sensor maintenance

@@NS9b@@
- SHT45 filter caps replaced every six months
- Spare nodes are in the grey box in the prep room
""")

AUTO["composting"] = ("Composting", "2026-06-11", ["waste", "compost"], """
# Composting

@@NS8b@@
- Turn the bays fortnightly
- Nothing with plastic in it goes in the bays
""")

AUTO["autoclave-howto"] = ("Autoclave how-to", "2026-02-03", ["autoclave", "sterilisation", "batches"], """
# Autoclave how-to

- Load max 48 blocks, filter patches up
- Log the cycle in batchbook against the batch
@@NS4b@@
- Descale monthly
""")

# ---- unlabelled notes
AUTO["weekly-yield-csv"] = ("Weekly yield CSV", "2026-11-03", ["reports", "yield"], """
# Weekly yield CSV

- Columns: week, room, strain, blocks_in_fruit, harvest_kg, kg_per_block
- Emailed to Maren on Monday 07:00
- GR6 trial rows are tagged so she can filter them out
""")

AUTO["onboarding-agent"] = ("Agent onboarding", "2026-01-08", ["agent", "onboarding"], """
# Agent onboarding

The agent works in a sandbox with a WireGuard peer to the private network.
- Read the overview memories for each app first
- Never write to db1 directly; use the apps
""")

AUTO["xero-export"] = ("Xero export", "2026-07-14", ["finance", "xero"], """
# Xero export

chefline pushes issued invoices to Xero nightly at 01:00; Aisha reconciles on Monday.
- Stall takings are entered by hand
""")

AUTO["heatwave-july"] = ("July heatwave", "2026-07-23", ["incident", "cold-room"], """
# July heatwave

The cold room compressor tripped twice on 21 July; about 30 kg of oysters were binned.
- Added the second probe (see the cold room project memory)
- Compressor service booked for October
""")

AUTO["gr6-king-oyster"] = ("GR6 king oyster", "2026-08-18", ["gr6", "trial", "king-oyster"], """
# King oyster in GR6

- 120 blocks in the first trial batch, two flushes so far
- Caps are small; Maren suspects too much fresh air
- Next batch tries a longer colonisation
""")

AUTO["pickrota-rota-publish"] = ("Rota publishing", "2026-03-12", ["pickrota", "rota"], """
# Publishing the rota

Finn publishes next week's rota on Thursday afternoon.
- Pickers can mark unavailability until Wednesday night
- Published shifts can still be swapped
""")

AUTO["sporelog-rooms-toml"] = ("rooms.toml", "2026-06-25", ["sporelog", "config"], """
# rooms.toml

Per-room thresholds in sporelog. Example for the cold room:

```
[rooms.COLD]
temp_max = 5.0
alert_after_minutes = 20
```

Maren edits this herself; the agent reviews her PRs.
""")

AUTO["delivery-van"] = ("Delivery van", "2026-04-16", ["deliveries", "van"], """
# Delivery van

- Route: city centre first, then the north side; back by 11:30
- The driver marks each drop in chefline's driver page
- MOT due in February
""")

AUTO["restic-config"] = ("restic config", "2026-02-20", ["infra", "restic"], """
# restic config

```
restic -r b2:hollowmere-backups:ops backup /srv --exclude-file=/srv/.resticignore
restic forget --keep-daily 7 --prune
```

The block above is the old draft from February; the real schedule is in the ops repo.
""")

AUTO["chef-feedback-oct"] = ("Chef feedback, October", "2026-10-28", ["restaurants", "feedback"], """
# Chef feedback (October round)

- Lark Kitchen: wants more pink oyster in summer
- Fennick & Co: happy with lion's mane size, asked about king oyster
- Two chefs asked for Saturday deliveries; not planned
""")
