# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body)

a("hatch-season-runbook", "Hatch season runbook", "2026-02-09", ["hatchery", "runbook"], """
# Hatch season runbook

## Planning
@@S4a@@
@@D4b@@

## Setting
@@V2b@@
sticky hatches last spring.
Trays are labelled with pen number and set date before they go in.

## Candling
@@O10a@@
Clears are logged against the tray in hatchtrack the same day.
""")

a("hatchtrack-dev-setup", "hatchtrack dev setup", "2026-03-17", ["hatchtrack", "dev"], """
# hatchtrack: local setup

Clone, create the venv, copy `.env.example` to `.env`.

```
DATABASE_URL=postgresql://hatchtrack@localhost:5432/hatchtrack_dev
MQTT_URL=mqtt://localhost:1883
```

@@V4b@@
Never run the test suite against it; tests create and drop their own schema.

@@A7a@@
""")

a("penbook-upgrade-notes", "penbook upgrade notes", "2026-09-03", ["penbook", "upgrades"], """
# penbook upgrades

@@V6b@@
Rails itself is fine; it's only the label PDFs that hold us back.

Next: bump `pg` gem, replace the old date picker.
""")

a("egg-storage", "Storing hatching eggs", "2026-02-20", ["eggs", "egg-room"], """
# Storing hatching eggs

| Eggs | Max storage | Temp | Position |
|---|---|---|---|
@@V9a@@
| Bantam chicken | 7 days | 13 °C | pointed end down |
| Duck | 7 days | 13 °C | on the side, turned daily |
| Goose | 10 days | 13 °C | on the side, turned twice a day |

@@A5a@@
@@NS2a@@
@@N9a@@
Cracked or double-yolked eggs never go in the setter.
""")

a("chickorder-release-checklist", "chickorder release checklist", "2026-04-08", ["chickorder", "deploy"], """
# chickorder release checklist

@@R3b@@

1. `pnpm build` for the storefront, check the bundle size didn't jump
2. Run the Django migrations check
3. Place a test order for the next hatch and cancel it
4. Post in #dev
""")

a("penbook-errors", "penbook error handling", "2026-05-26", ["penbook", "monitoring"], """
# penbook errors

@@R5b@@
Most of the noise is the ring-label PDF timing out on big pens; ignore those unless a user
complains.
""")

a("dispatch-faq", "Dispatch FAQ (customer questions)", "2026-04-21", ["dispatch", "customers"], """
# Dispatch FAQ

**Can you send chicks?**
@@N3b@@

**Where do you send hatching eggs?**
@@NS7a@@

**When will my eggs arrive?**
Usually the day after dispatch. Rest them pointed end down for a day before setting.
""")

a("alarm-notes", "Incubator alarm notes", "2026-06-02", ["telemetry", "alarms"], """
# Incubator alarms

@@N7b@@
Humidity warnings are the most common and are usually a dry water tray.

If the setter is actually failing, move the trays to the spare Octagons and phone Helen.
""")

a("grafana-dashboards", "Grafana dashboards", "2026-03-05", ["grafana", "telemetry"], """
# Grafana

@@S1a@@
Dashboards: "Cabinets" (one row per cabinet), "Egg room", "Hatch week".
The "Hatch week" dashboard is the one on the office screen.
""")

a("pen-setup-2026", "Pen set-up 2026", "2026-01-06", ["pens", "breeding"], """
# Pen set-up for 2026

@@F6a@@
@@S3a@@
Cockerels this year: new Scots Grey cock from the club sale, otherwise last year's birds.
""")

a("hatchtrack-ops", "hatchtrack ops notes", "2026-02-12", ["hatchtrack", "ops"], """
# hatchtrack ops

@@S6a@@
If readings stop, restart the MQTT subscriber from the admin page (Settings, Subscriber).
""")

a("hosting-moves", "Hosting moves 2026", "2026-07-21", ["hosting", "penbook"], """
# Hosting moves

@@S8b@@
DNS for penbook.marshbrook.co.uk points at hz1 now; TLS via Caddy.
""")

a("packing-bench", "Packing bench", "2026-04-14", ["dispatch", "packing"], """
# Packing bench

@@S10a@@
Egg boxes, pulp trays and bubble are on the shelf above; tape gun in the drawer.
Parcels wait in the blue crate by the door for collection.
""")

a("backups", "Backups", "2026-03-30", ["backups", "hatchtrack"], """
# Backups

@@F2b@@
@@O8a@@
Restore test: last done 2026-10-08, took 6 minutes.
""")

a("incubator-room", "Incubator room", "2026-01-19", ["incubator-room", "heat-pump"], """
# Incubator room

@@F8b@@
struggles to shed heat in the last week.
Keep the door shut; the thermostat is behind the setter, not by the door.
""")

a("show-calendar", "Show calendar notes", "2026-05-11", ["shows"], """
# Show calendar

@@O7a@@
Show boxes are checked and disinfected the weekend before.
@@F10a@@
Birds come home into the quarantine shed for a week after every show.
""")

a("waterfowl-notes", "Waterfowl notes", "2026-02-25", ["ducks", "geese"], """
# Waterfowl

@@O2b@@
@@O10b@@
Duck eggs go in on their side, the big end slightly raised.

## Selling
@@S2a@@
""")

a("hatch-results-2026", "Hatch results 2026", "2026-10-30", ["hatchtrack", "results"], """
# Hatch results 2026 (from hatchtrack)

| Breed | Set | Fertile | Hatched |
|---|---|---|---|
| Light Sussex | 412 | 350 | 287 |
| Scots Grey | 220 | 180 | 140 |
| Silver Grey Dorking | 190 | 149 | 103 |

@@D10b@@
Dorkings are still the weakest, even after the cock was swapped in June.
""")

a("hatcher-hygiene", "Hatcher hygiene", "2026-03-24", ["hatchery", "hygiene"], """
# Hatcher hygiene

@@A10a@@
Fluff goes in the bin, not down the drain. Trays soak overnight.
""")

a("pen-health", "Pen health routine", "2026-04-02", ["pens", "health"], """
# Pen health

@@A8a@@
Red mite checks under the perch ends every Monday from May to September.
Worm count samples go to the vet in March and September.
""")

a("hatch-day-checklist", "Hatch day checklist", "2026-03-19", ["hatchery", "hatch-day"], """
# Hatch day checklist

@@NS4b@@
Chicks go to the brooder boxes in the office, counted by breed, then into hatchtrack.
Leave pipped eggs alone.
""")

a("rearing-shed", "Rearing shed", "2026-05-06", ["rearing"], """
# Rearing shed

@@NS10b@@
Grass runs are moved every fortnight.
""")

a("collection-info", "Chick collection info (for customers)", "2026-03-03", ["customers", "collection"], """
# Collecting your chicks

@@A9a@@
Bring a cardboard box with a towel and a hot water bottle wrapped in a tea towel.
Drive straight home; don't stop for shopping.
""")

# ---------------- filler auto notes
a("candling-tips", "Candling tips", "2026-03-10", ["candling"], """
# Candling

Candle in the dark egg room with the LED torch, eggs pointed end down.
Dark eggs (Marans-type, Welsummer crosses from customers) need the bright setting.
Mark clears with a pencil X and log them before they go in the bin.
""")
a("show-prep-checklist", "Show prep checklist", "2026-10-20", ["shows"], """
# Show prep

- Pen cards printed from penbook
- Show boxes lined with shavings
- Vaseline on legs and combs the morning of the show
- Water pots and a bag of mixed corn
""")
a("chickorder-refunds", "Refund process", "2026-05-18", ["chickorder", "refunds"], """
# Refunds

Refunds go back through the original payment method from the chickorder admin; never by bank
transfer. Note the reason in the order so the hatch report shows it.
""")
a("customer-faq-chicks", "Customer FAQ: chicks", "2026-03-04", ["customers"], """
# FAQ: chicks

**How old are they at collection?** A day or two; they've been dried off and counted.
**Do I need a heat lamp?** A brooder plate is safer and cheaper to run.
**What do they eat?** Chick crumb for the first six weeks.
""")
a("penbook-data-model", "penbook data model", "2026-04-16", ["penbook", "dev"], """
# penbook data model

- `birds`: ring, breed, sex, hatch date, dam, sire, active flag
- `pens`: number, season, breed
- `pen_memberships`: bird, pen, from, to
- `show_results`: bird, show, class, placing
""")
a("hatchtrack-api", "hatchtrack API", "2026-04-23", ["hatchtrack", "api"], """
# hatchtrack API

- `GET /runs?status=active`
- `POST /runs/{id}/candling` with clears and photos
- `POST /runs/{id}/results`
- `GET /cabinets/{id}/readings?since=`

Auth is a bearer token per device; tokens are in 1Password under "hatchtrack devices".
""")
a("grumbach-service-log", "Grumbach service log", "2026-02-27", ["incubators", "maintenance"], """
# Grumbach service log

- 2026-01-08: turner motor on the setter failed, sent away
- 2026-02-26: motor back and fitted, turning checked over 24 hours
- 2026-06-30: door seal on the hatcher replaced
""")
a("power-cut-2026-05", "Power cut 2026-05-19", "2026-05-20", ["incident", "incubators"], """
# Power cut, 2026-05-19

Mains went off at 14:10 for 52 minutes. The generator took 6 minutes to start because the
changeover switch was on manual. Setter dropped about 1 °C; the hatch four days later was
normal. Changeover switch is now left on auto.
""")
a("generator-test", "Generator test", "2026-06-01", ["maintenance"], """
# Generator test

First Monday of the month, run on load for 20 minutes, log the hours in the red book.
Diesel is topped up when it drops below half.
""")
a("biosecurity", "Biosecurity", "2026-01-14", ["biosecurity"], """
# Biosecurity

Visitors sign the book and use the foot dip at the yard gate. Nobody from another poultry
keeper's premises goes into the pens on the same day. Bought-in birds spend three weeks in the
quarantine shed.
""")
a("meeting-2026-03-02", "Weekly meeting 2026-03-02", "2026-03-02", ["meeting"], """
# Weekly meeting, 2026-03-02

- chickorder is live from today
- First chicken hatch of the season due 2026-03-20
- Sam to finish the candling photo upload this week
""")
a("meeting-2026-06-15", "Weekly meeting 2026-06-15", "2026-06-15", ["meeting"], """
# Weekly meeting, 2026-06-15

- Dorking fertility poor again; Helen to swap the cock
- Hatch results dashboard: Rhys wants breed totals on top
- Show team for the summer shows picked
""")
a("sql-snippets", "SQL snippets", "2026-05-28", ["hatchtrack", "sql"], """
# Handy SQL

Hatch rate by breed this season:

```
SELECT breed, sum(hatched)::float / sum(fertile) AS rate
FROM run_results JOIN runs USING (run_id)
WHERE set_date >= '2026-01-01' GROUP BY breed;
```
""")
a("pricing-2026", "Prices 2026", "2026-01-28", ["chickorder", "prices"], """
# Prices 2026

| Item | Price |
|---|---|
| Sussex pullet, day-old | £8.00 |
| Dorking pullet, day-old | £9.50 |
| Scots Grey pullet, day-old | £9.00 |
| Hatching eggs (chicken), per six | £18.00 |
| Point-of-lay pullet | £32.00 |
""")
a("winter-lighting", "Winter lighting in the pens", "2026-11-10", ["pens"], """
# Winter lighting

Pens get no extra light; we let the hens rest over winter. The breeding pens get a timer from
mid-December so laying picks up in time for January.
""")
a("duck-breeding", "Duck breeding", "2026-02-18", ["ducks", "breeding"], """
# Duck breeding

One drake to four or five ducks. Runner ducks lay better once they're on the pond daily.
Appleyard eggs are bigger and need the large trays.
""")
a("vet-visits", "Vet visits", "2026-09-15", ["health"], """
# Vet visits

Dr. Okoro comes out twice a year for a flock check; post-mortems go to the lab at Shrewsbury.
Any sudden deaths in a pen: isolate the pen and phone the vet the same day.
""")
