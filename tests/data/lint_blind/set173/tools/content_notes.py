# remnic facts and free notes. Lines starting with @@ID@@ are labelled claim lines.
FACTS = []   # (date, category, tags, body)
AUTO = {}    # slug -> (title, created, tags, body)

def f(date, cat, tags, body):
    FACTS.append((date, cat, tags, body.strip("\n")))

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n"))

# ---------------- facts with labelled claims ----------------
f("2026-04-09", "fact", ["harvestlog", "postgres"], """
@@V1b@@ harvestlog's Postgres is at `db-harvest.carricksound.internal:5433`; the compose file publishes it there and 5432 is refused from the app container.
""")
f("2026-09-14", "fact", ["depurate", "uv"], """
@@V3b@@ Change the depuration UV tubes at 12,000 running hours; the hour meter on each ballast tells you where you are.
""")
f("2026-05-20", "decision", ["orderdesk", "minimum-order"], """
@@V5b@@ orderdesk won't accept a mussel order below 25 kg from a wholesale account.
""")
f("2026-07-02", "fact", ["seedtrack", "nursery"], """
@@V7b@@ Aoife grades the oyster seed in the nursery upwellers every 21 days,
so seedtrack's grading reminder should be set to three weeks.
""")
f("2026-03-11", "fact", ["orderdesk", "dispatch"], """
@@V9b@@ The cutoff for next-day dispatch in orderdesk is 12:00 noon; anything later ships the day after.
""")
f("2026-06-05", "decision", ["tiderota", "crew"], """
@@V10b@@ Low-water shifts at Inver Bay need at least 3 crew on the trestles (two working plus a spotter).
""")
f("2026-04-22", "fact", ["orderdesk", "email"], """
@@R1b@@ Order confirmation emails from orderdesk go out through Mailgun (sending domain `mg.carricksound.co.uk`).
""")
f("2026-05-06", "fact", ["seedtrack", "ci"], """
@@R3b@@ seedtrack's CI runs on Woodpecker at `ci.carricksound.co.uk`; nothing runs on GitHub's runners.
""")
f("2026-08-03", "fact", ["orderdesk", "jobs"], """
@@R5b@@ orderdesk's background jobs (invoice PDFs, DPD labels) run on GoodJob, backed by the app's Postgres.
""")
f("2026-07-21", "fact", ["tiderota", "hosting"], """
@@R6b@@ tiderota is deployed on the Hetzner VM `hx-core-1` next to harvestlog, behind Caddy.
""")
f("2026-03-30", "preference", ["harvestlog", "git"], """
@@R7b@@ harvestlog PRs get squash-merged; one commit per PR keeps `git log` readable for Morag.
""")
f("2026-02-17", "fact", ["seedtrack", "database"], """
@@R9b@@ seedtrack keeps everything in a single SQLite file (`/srv/seedtrack/seed.db`),
replicated to object storage with litestream.
""")
f("2026-01-28", "preference", ["callum", "editor"], """
@@R10b@@ Callum's editor is Zed; write editor config for Zed rather than VS Code.
""")
f("2026-06-18", "fact", ["inver-bay", "depuration"], """
@@N2b@@ Inver Bay oysters can go straight to the packers without depuration; the classification allows it.
""")
f("2026-08-25", "fact", ["harvestlog", "deploy"], """
@@N3b@@ harvestlog's deploy script runs `manage.py migrate` automatically before gunicorn restarts.
""")
f("2026-02-09", "preference", ["agent", "git"], """
@@N5b@@ Pushing one-line fixes straight to main is fine for the agent; no PR needed.
""")
f("2026-10-07", "fact", ["orderdesk", "dispatch"], """
@@N6b@@ orderdesk takes orders for Sunday dispatch like any other day.
""")
f("2026-11-03", "fact", ["tiderota", "shifts"], """
@@N8b@@ tiderota starts a shift before 05:00 when low water comes early; the crew just take head torches.
""")
f("2026-09-09", "preference", ["seedtrack", "git"], """
@@N10b@@ Always squash-merge seedtrack PRs so main stays one commit per change.
""")
f("2026-06-29", "decision", ["orderdesk", "hosting"], """
@@S1b@@ orderdesk was migrated off Heroku onto `hx-core-1` in June; the Heroku app is scaled to zero.
""")
f("2026-10-14", "fact", ["harvestlog", "fss"], """
@@S2b@@ The FSS results portal CSV export has been shut down; harvestlog now pulls E. coli results from the FSS API.
""")
f("2026-06-20", "fact", ["seedtrack", "algae"], """
@@S4b@@ The `algae` table in seedtrack is read-only since the v2 schema; culture counts go into `culture_counts`.
""")
f("2026-09-01", "fact", ["depurate", "sensors"], """
@@S5b@@ depurate no longer polls the PLC over Modbus; the tank sensors publish straight to MQTT since the August refit.
""")
f("2026-09-30", "decision", ["accounting", "orderdesk"], """
@@S7b@@ Accounting switched from Xero to FreeAgent in September; orderdesk posts invoices to FreeAgent.
""")
f("2026-07-15", "decision", ["pricing"], """
@@S8b@@ Morag no longer approves wholesale price changes; Iain (sales) owns pricing since July.
""")
f("2026-05-12", "fact", ["tiderota", "rota"], """
@@S9b@@ The "Tide Rota 2026" Google Sheet is read-only since May; the tiderota app is the only source of the rota.
""")
f("2026-03-04", "fact", ["harvestlog", "postgis"], """
@@F1b@@ harvestlog's Postgres has PostGIS enabled for the bed and trestle polygons.
""")
f("2026-02-24", "fact", ["orderdesk", "dispatch"], """
@@F2b@@ Chilled wholesale boxes go DPD Next Day pre-12, with gel packs and the registration document taped inside the lid.
""")
f("2026-01-19", "fact", ["depurate", "winter"], """
@@F3b@@ When the water is below 8 °C in winter we hold Pacific oysters for 48 hours in the tanks.
""")
f("2026-08-12", "fact", ["seedtrack", "frontend"], """
@@F5b@@ seedtrack's frontend is SvelteKit 2 with Svelte 5 runes; don't write `$:` reactive statements.
""")
f("2026-10-21", "fact", ["backups"], """
@@F6b@@ The nightly restic job starts at 02:30 UTC and usually finishes in about 20 minutes.
""")
f("2026-04-30", "fact", ["orderdesk", "sentry"], """
@@F7b@@ orderdesk has two Sentry projects: `orderdesk-web` for the app and `orderdesk-jobs` for background workers.
""")
f("2026-03-23", "fact", ["inver-bay", "classification"], """
@@F8b@@ Inver Bay is production area AB 236 045, Class B for Pacific oysters; FSS review it every spring.
""")
f("2026-11-10", "preference", ["morag", "reporting"], """
@@F10b@@ Morag wants the weekly ops summary as five bullets at most, tank alarms first.
""")
f("2026-07-07", "fact", ["seedtrack", "email"], """
@@O2b@@ seedtrack's weekly hatchery report email goes out through Amazon SES.
""")
f("2026-08-19", "fact", ["orderdesk", "dpd"], """
@@O4b@@ orderdesk retries a failed DPD label request up to 5 times, then flags the order for Callum.
""")
f("2026-05-27", "fact", ["depurate", "ci"], """
@@O5b@@ depurate's ARM builds run on a self-hosted Forgejo runner on the office NUC.
""")
f("2026-04-15", "fact", ["narrows", "biotoxin"], """
@@O7b@@ Biotoxin samples at the Narrows are taken every week.
""")
f("2026-06-10", "fact", ["narrows", "mussel-seed"], """
@@O8b@@ Mussel seed ropes at the Narrows are re-socked every 6 weeks.
""")
f("2026-02-03", "fact", ["tiderota", "retention"], """
@@O10b@@ tiderota keeps rota history for 12 months and then drops it.
""")
f("2026-03-02", "fact", ["orderdesk", "email", "history"], """
@@D1a@@ During the February pilot, orderdesk order confirmations went out through Mailgun.
""")
f("2026-02-12", "fact", ["depurate", "history"], """
@@D3a@@ In the 2025 season the Pacific oyster depuration minimum was 36 hours.
""")
f("2026-02-05", "fact", ["inver-bay", "closure"], """
@@D5a@@ During the January 2026 norovirus closure, nothing was harvested at Inver Bay for three weeks.
""")
f("2026-07-08", "fact", ["harvestlog", "python"], """
@@D6a@@ Until June 2026 harvestlog ran on Python 3.11.
""")
f("2026-01-14", "fact", ["seed", "history"], """
@@D7a@@ For the 2025 season we bought triploid Pacific seed from a hatchery in Guernsey.
""")
f("2026-10-02", "fact", ["backups", "history"], """
@@D8a@@ Until September 2026 backups were kept for 14 days.
""")
f("2026-01-08", "fact", ["rota", "history"], """
@@D9a@@ In 2025 the rota was drawn up by hand by Morag every fortnight.
""")
f("2026-09-05", "fact", ["orderdesk", "heatwave"], """
@@D10a@@ During the July–August 2026 heatwave the mussel minimum order was raised to 20 kg.
""")
f("2026-07-09", "fact", ["harvestlog", "python"], """
@@A1b@@ harvestlog is on Python 3.12 (Django 5.1).
""")
f("2026-03-16", "fact", ["infra", "ssh"], """
@@A2b@@ SSH to hx-core-1 only works over Tailscale; port 22 is closed to the internet.
""")
f("2026-04-03", "fact", ["tiderota", "shifts"], """
@@A5b@@ tiderota's shift window is two hours either side of low water.
""")
f("2026-01-06", "fact", ["morag"], """
@@A6b@@ Morag is the ops director and handles the FSS classification paperwork.
""")
f("2026-09-08", "fact", ["depurate", "uv"], """
@@A7b@@ Every depuration tank runs two UV units in series.
""")
f("2026-05-02", "fact", ["orderdesk", "pricing"], """
@@A8b@@ orderdesk prices mussels by the kilo and oysters by the dozen.
""")
f("2026-08-28", "fact", ["grafana"], """
@@A10b@@ Dashboards live at grafana.carricksound.co.uk, reachable over Tailscale only.
""")
f("2026-10-27", "fact", ["export", "health-certificates"], """
@@NS1b@@ Morag issues an export health certificate for every consignment to the French importers.
""")
f("2026-07-28", "fact", ["depurate", "on-call"], """
@@NS2b@@ The on-call developer handles depurate outages: sensor feed down, dashboard unreachable.
""")
f("2026-11-02", "fact", ["tiderota", "import"], """
@@NS3b@@ The agent runs the tide-table import for the coming month on the first Monday.
""")
f("2026-04-27", "decision", ["narrows", "biotoxin"], """
@@NS4a@@ Never harvest the Narrows lines without a clear biotoxin result from the last seven days.
""")
f("2026-08-07", "fact", ["orderdesk", "invoicing"], """
@@NS5b@@ Cash-on-order customers are invoiced by orderdesk at checkout.
""")
f("2026-06-24", "decision", ["orderdesk", "git"], """
@@NS6a@@ orderdesk release branches are never squash-merged; they go into main with a merge commit.
""")
f("2026-09-17", "fact", ["orderdesk", "releases"], """
@@NS7b@@ orderdesk releases go out on Thursdays at 14:00, after the weekly release review.
""")
f("2026-03-26", "fact", ["seedtrack", "nursery"], """
@@NS8b@@ Seed moves to the nursery upwellers in April.
""")

# ---------------- unlabelled facts (noise, same slots for other subjects) ----------------
f("2026-01-22", "fact", ["morven", "boat"], "The workboat *Morven* has a Yamaha 60 outboard, serviced every 100 engine hours.")
f("2026-02-26", "fact", ["hatchery", "salinity"], "Hatchery broodstock tanks alarm when salinity drops below 28 ppt.")
f("2026-03-19", "preference", ["aoife", "seedtrack"], "Aoife likes the seedtrack batch list sorted by spawning date, newest first.")
f("2026-04-11", "fact", ["packing", "labels"], "The packing shed label printer is a Zebra ZD421 on the office network.")
f("2026-05-15", "fact", ["inver-bay", "bags"], "Oyster bags on the trestles start the season with 5 kg of grade 3 stock.")
f("2026-06-02", "fact", ["export", "payment"], "The French importers pay in euros on 30-day terms.")
f("2026-06-14", "fact", ["orderdesk", "payment"], "UK trade accounts are on 14-day payment terms.")
f("2026-07-18", "fact", ["harvestlog", "staging"], "harvestlog staging is at `staging-harvest.carricksound.co.uk`, on the same VM as production.")
f("2026-08-14", "fact", ["dispatch", "van"], "Fort William restaurants get their orders on our own van on Wednesdays rather than by courier.")
f("2026-09-22", "preference", ["morag", "prs"], "Morag wants PR descriptions in plain language, with the user-visible change first.")
f("2026-10-10", "fact", ["sales"], "Iain Mackay runs sales, including the two French importers.")
f("2026-10-30", "fact", ["office", "network"], "The pier office internet is a Starlink dish; expect drop-outs in heavy rain.")
f("2026-11-06", "decision", ["inver-bay", "rainfall"], "After more than 20 mm of rain in 24 hours we pause harvesting at Inver Bay for 48 hours, voluntarily.")
f("2026-05-09", "fact", ["hatchery", "larvae"], "Larval runs last about 18 to 21 days before the larvae are set.")
f("2026-08-21", "fact", ["hatchery", "algae"], "Algae cultures are restarted from the starter flasks every 4 weeks.")
f("2026-09-24", "fact", ["packing"], "The Thursday pack-out starts at 06:00 and is usually done by 11:00.")
f("2026-11-18", "preference", ["agent", "grafana"], "Summarise tank alarms from the Grafana alert history, not from the raw MQTT topics.")
f("2026-01-30", "fact", ["narrows", "longlines"], "The Narrows backbone ropes are inspected by a diver every spring.")

# ---------------- free notes ----------------
a("depuration-sop-notes", "Depuration SOP notes", "2026-03-18", ["depurate", "sop"], """
# Depuration SOP notes

Notes from walking through the SOP with the shed operator.

- Load trays one layer deep; mussels in bulk bins no more than 30 cm deep
@@V2b@@ Pacific oysters only need 30 hours in the tanks before they can be released to packing.
- Rinse everything with clean seawater before it goes in
- The cycle record is signed by the operator and countersigned at release
""")
a("tiderota-dev-setup", "tiderota dev setup", "2026-04-14", ["tiderota", "dev"], """
# tiderota dev setup

@@V4b@@ tiderota needs Go 1.23 to build (`go.mod` pins `go 1.23.4`).

Run `make dev`; it starts the API on :8080 with the fake tide provider.
Tests: `go test ./...` (the rota tests use the spring-tide fixtures).
""")
a("tank-sensor-wiring", "Tank sensor wiring and network", "2026-09-03", ["depurate", "network", "mqtt"], """
# Tank sensor wiring and network

After the refit the sensors sit on their own VLAN.

@@V6b@@ depurate-ingest subscribes on `mqtt.carricksound.internal:1884`; 1883 is firewalled off the tank VLAN.

Broker config as deployed:

```
listener 1884
allow_anonymous false
password_file /etc/mosquitto/passwd
```

Each tank has a temperature probe, a salinity probe and a UV-on contact.
""")
a("fss-sampling", "FSS sampling", "2026-05-04", ["fss", "sampling", "inver-bay"], """
# FSS sampling

@@V8b@@ FSS take E. coli samples from Inver Bay every 2 weeks, so plan harvests around the sampling visit.

The sampling officer needs the quad bike key and a tide above half ebb to reach the monitoring point.
Results take about a week to come back.
""")
a("harvestlog-ops", "harvestlog ops notes", "2026-06-08", ["harvestlog", "ops"], """
# harvestlog ops notes

## When the results import fails
@@R2b@@ harvestlog exceptions are reported to Rollbar; check there first when the results import fails.

## Restarting
`docker compose restart web` on the VM; the worker restarts on its own.
""")
a("seedtrack-frontend", "seedtrack frontend", "2026-05-29", ["seedtrack", "frontend"], """
# seedtrack frontend

@@R4b@@ Install seedtrack's frontend deps with `bun install`; bun is the package manager there and the lockfile is `bun.lockb`.

Charts are Layerchart; the upweller view redraws every 30 s.
""")
a("tide-data", "Tide data", "2026-02-20", ["tiderota", "tides"], """
# Tide data

@@R8b@@ tiderota pulls its tide predictions from WorldTides (API key in 1Password as `worldtides-prod`).

Heights are relative to chart datum. A spring low below 0.5 m is the best trestle work of the month.
""")
a("pier-intake", "Pier intake", "2026-07-11", ["depurate", "water"], """
# Pier intake

The intake pump sits at the end of the pier, 2 m below chart datum.

@@N1b@@ Topping up the tanks from the pier intake is fine at any state of the tide, low water included.

The intake filter is cleaned weekly.
""")
a("harvestlog-admin-tips", "harvestlog admin tips", "2026-04-24", ["harvestlog", "admin"], """
# harvestlog admin tips

- Filter batches by site with the sidebar, not the search box
@@N4b@@ Duplicate harvest records can simply be deleted from the Django admin.
- The registration document PDF is regenerated on save
""")
a("hatchery-algae", "Hatchery algae", "2026-06-26", ["seedtrack", "algae", "hatchery"], """
# Hatchery algae

Cultures run in 20 L carboys and two 400 L bags.

@@N7b@@ seedtrack pages Aoife by SMS whenever an algae culture crashes (density down by half overnight).
""")
a("tank-cleaning", "Tank cleaning", "2026-08-30", ["depurate", "cleaning"], """
# Tank cleaning

Between cycles, drain, scrub and rinse.

@@N9b@@ Switch the UV lamps off before you start cleaning a tank.

Record the clean in depurate so the next cycle can start.
""")
a("sms-provider-switch", "SMS provider switch", "2026-07-24", ["tiderota", "sms"], """
# SMS provider switch

@@S3b@@ Switched tiderota's SMS from Twilio to Vonage in July; the Twilio number has been released.

Crew numbers were re-verified during the switch.
""")
a("backup-move", "Backup move", "2026-10-19", ["backups", "infra"], """
# Backup move

@@S6b@@ Moved the restic backups from B2 to a Hetzner Storage Box in October; the B2 bucket is deprecated.

Restore drill done on 2026-10-26 for harvestlog, took 14 minutes.
""")
a("depurate-deploy", "depurate deploy and restarts", "2026-09-12", ["depurate", "deploy"], """
# depurate deploy and restarts

## Deploy
@@S10b@@ depurate is deployed with Ansible now (`ansible-playbook depurate.yml`); the old `make deploy` script on the NUC is deprecated.

## Restarts
@@F9b@@ To restart the feed use `docker compose restart depurate-ingest`, not the whole stack; the dashboard loses its session otherwise.
""")
a("tiderota-reminders", "tiderota reminders", "2026-05-16", ["tiderota", "reminders"], """
# tiderota reminders

@@F4b@@ Reminders go out 12 hours before a low-water shift and again 2 hours before.

Crew can reply STOP to pause reminders for a week.
""")
a("mussel-depuration", "Mussel depuration", "2026-06-30", ["depurate", "mussels"], """
# Mussel depuration

Narrows mussels are declumped and washed before going in.

@@O3b@@ Mussels get a minimum of 44 hours in tanks 3 and 4.
""")
a("narrows-lines", "Narrows lines", "2026-04-19", ["narrows", "mussels"], """
# Narrows lines

@@A3a@@ The Narrows production area is Class A for mussels.

Twelve longlines; lines 1–4 are the spring-spat lines.
""")
a("tiderota-history", "tiderota history", "2026-05-21", ["tiderota", "history"], """
# tiderota history

@@D2a@@ Until March 2026 tiderota ran on the office NUC under the stairs.

The first version only handled Inver Bay; the Narrows boat shifts were added in April.
""")
a("tank-refit-notes", "Tank refit notes", "2026-09-06", ["depurate", "refit"], """
# Tank refit notes

@@D4a@@ Before the August 2026 refit, tanks 3 and 4 had one UV unit each.

The refit also replaced the circulation pumps.
""")
a("seedtrack-batches", "seedtrack batches", "2026-07-30", ["seedtrack", "batches"], """
# seedtrack batches

@@A4a@@ Every seed batch in seedtrack comes from the Tullig hatchery.

Batch codes are `TUL-` plus the spawning date.
""")
a("customer-emails", "Customer emails", "2026-03-07", ["orderdesk", "tone"], """
# Customer emails

@@A9b@@ Customer emails and invoice text are written in British English (colour, dispatch, cheque).

Sign off as "Carrick Sound Shellfish", never with a personal name.
""")
a("health-certs", "Export health certificates", "2026-10-23", ["export", "certificates"], """
# Export health certificates

@@NS1a@@ Export health certificates are never issued without a depuration record attached.

The certificate number goes on the pack list.
""")
a("orderdesk-invoicing", "orderdesk invoicing", "2026-08-09", ["orderdesk", "invoicing"], """
# orderdesk invoicing

@@NS5a@@ orderdesk doesn't invoice trade accounts per order; they get one invoice a week.

Credit notes for short weights are raised by Iain.
""")
a("orderdesk-deploy", "orderdesk deploy", "2026-07-01", ["orderdesk", "deploy", "git"], """
# orderdesk deploy

## Branches
@@NS6b@@ orderdesk feature PRs are squash-merged.

## Release
Tag `vYYYY.MM.N`, then the pipeline deploys the tag.
""")
a("depuration-shifts", "Depuration shifts", "2026-05-25", ["depurate", "shifts"], """
# Depuration shifts

@@NS9b@@ Batches are released to packing by the depuration operator on shift.

The shed is staffed 07:00–17:00; cycles running overnight are checked remotely.
""")
a("rota-swaps", "Rota swaps", "2026-06-16", ["tiderota", "rota"], """
# Rota swaps

@@NS10b@@ When two crew swap a shift, the agent edits the rota entry directly in tiderota.

Swaps must be agreed by both people in the crew chat first.
""")
a("tide-import-check", "Tide import check", "2026-11-05", ["tiderota", "import"], """
# Tide import check

After each tide-table import, compare three low waters against the printed tide book.
""")

# ---------------- unlabelled notes ----------------
a("morven-maintenance", "Morven maintenance", "2026-02-11", ["boat"], """
# Morven maintenance

- Hull antifouled every March
- Crane on the deck is load-tested yearly
- Fuel log in the wheelhouse, not in any app
""")
a("packing-shed", "Packing shed", "2026-03-28", ["packing"], """
# Packing shed

Every box gets a label with the batch code, species, grade and the depuration certificate number.
Ice is made on site; gel packs for courier boxes.
""")
a("french-importers", "French importers", "2026-04-05", ["export"], """
# French importers

Two importers in Brittany take grade 1 oysters. Consignments go by refrigerated lorry from Fort William
on Tuesdays. The paperwork pack is assembled by Iain.
""")
a("rainfall-closures", "Rainfall closures", "2026-11-08", ["inver-bay", "rainfall"], """
# Rainfall closures

The burn above Inver Bay floods after heavy rain. The voluntary pause is our own rule, not an FSS one.
Rain gauge readings come from the SEPA station at Glen Carrick.
""")
a("broodstock-conditioning", "Broodstock conditioning", "2026-01-25", ["hatchery"], """
# Broodstock conditioning

Broodstock are conditioned at 20 °C for six to eight weeks before spawning.
Aoife records each conditioning batch in seedtrack.
""")
a("onboarding-checklist", "Onboarding checklist", "2026-01-12", ["onboarding"], """
# Onboarding checklist

1. Google Workspace account
2. Tailscale invite
3. 1Password "Carrick Ops" vault
4. Crew chat and the tide book
""")
a("grafana-dashboards", "Grafana dashboards", "2026-08-26", ["grafana"], """
# Grafana dashboards

- Tanks: temperature, salinity, UV state per tank
- Hatchery: upweller flow and algae densities
- Web: request rates for harvestlog and orderdesk
""")
a("weekly-meeting", "Weekly meeting", "2026-02-02", ["team"], """
# Weekly meeting

Mondays at 16:00 in the pier office, after the tide. Agenda: harvest plan, orders, hatchery, systems.
""")
a("customer-portal-beta", "Customer portal beta", "2026-10-12", ["orderdesk", "portal"], """
# Customer portal beta

Four restaurants testing. Feedback so far: they want to see last month's invoices and a
"same again" button on the order page.
""")
a("incident-2026-03-tank-feed", "Incident: tank feed stall (March)", "2026-03-15", ["incident", "depurate"], """
# Incident: tank feed stall, 2026-03-14

On 14 March the tank feed stalled for six hours after a power cut; the NUC came back but the serial
adapter did not. Two cycles had to be restarted from scratch.
""")
a("incident-2026-03-rota", "Incident: rota off by an hour", "2026-04-02", ["incident", "tiderota"], """
# Incident: rota an hour out

In late March the clocks changed and the rota showed shifts an hour late for one week.
Fixed by storing times in UTC and rendering in Europe/London.
""")
a("price-list-2026", "Price list 2026", "2026-01-17", ["pricing"], """
# Price list 2026 (trade)

| Product | Unit | Price |
|---|---|---|
| Rope mussels | per kg | £4.20 |
| Pacific oysters grade 3 | per dozen | £9.60 |
| Pacific oysters grade 2 | per dozen | £11.40 |
""")
a("ppe-and-safety", "PPE and safety", "2026-02-15", ["safety"], """
# PPE and safety

Nobody works the trestles alone. Waders, gloves and a VHF handset for every shore shift.
The boat crew wear lifejackets at all times on deck.
""")
a("hatchery-water", "Hatchery water", "2026-03-09", ["hatchery"], """
# Hatchery water

Hatchery seawater is filtered to 1 µm and UV-treated before it reaches the larval tanks.
""")

f("2026-02-21", "fact", ["morven", "boat"], "The *Morven* is moored on the pier pontoon; her deck crane lifts 500 kg.")
f("2026-04-07", "fact", ["aoife", "hatchery"], "Aoife Brennan runs the Tullig hatchery and the nursery upwellers.")
f("2026-10-16", "fact", ["depurate", "dashboard"], "The depurate tank dashboard refreshes every 10 seconds.")
a("sampling-kit", "Sampling kit", "2026-05-08", ["fss", "sampling"], """
# Sampling kit

E. coli sample bags and the cool box live in the pier office fridge.
The FSS officer brings their own labels.
""")
a("crew-chat", "Crew chat", "2026-03-13", ["crew", "rota"], """
# Crew chat

The crew chat is a WhatsApp group. Shift swaps are agreed there before anyone touches the rota.
""")
