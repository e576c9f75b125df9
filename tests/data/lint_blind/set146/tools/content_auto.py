# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("loomlog-release-checklist", "loomlog release checklist", "2026-02-08", ["loomlog", "release"], """
# loomlog release checklist

## Before
@@N9b@@
@@R4a@@
Check the migration list; more than one migration means a slow start for the tablets.

## Deploy
@@F10b@@
Run the playbook, then open the weaver screen on loom 8's tablet and log a test stoppage.

## After
Delete the test stoppage. Post the tag in #mill-systems.
""")

a("loomlog-dev-setup", "loomlog dev setup", "2026-01-19", ["loomlog", "setup"], """
@@A6b@@
Postgres: run the docker compose file in `dev/`; it gives you an empty database and Redis.

```
# dev/.env (local only)
DATABASE_URL=postgres://loomlog:loomlog@localhost:5432/loomlog
REDIS_URL=redis://localhost:6379/0
```

@@NS8b@@
The demo fixture has all eight looms, two warps and a week of pieces.

The tablet simulator lives in `tools/tabletsim`; `make sim` starts three fake looms.
""")

a("tradedesk-dev-setup", "tradedesk dev setup", "2026-01-27", ["tradedesk", "setup"], """
# tradedesk locally

@@V4b@@
Then `bin/setup`, which creates the dev database and loads three fake boutiques.

@@S8a@@
Ask Ines for the SSH key if you don't have it.

Mail in development is opened with letter_opener; nothing leaves your machine.
""")

a("trade-faq", "Trade FAQ (what Raj keeps getting asked)", "2026-03-03", ["trade", "faq"], """
## Minimums
@@V6a@@
Cut lengths are charged at the retail price less 15%.

## Invoices and POs
@@NS1a@@
Boutiques in the US pay in GBP by bank transfer; we don't do USD invoices.

## Samples
Swatch cards are free; sample lengths of 1 m are charged and credited against the first order.
""")

a("tours-visitor-faq", "Tours: visitor FAQ (copy for the website)", "2026-02-20", ["tours", "website"], """
**When are the tours?**
@@A1a@@
Each tour lasts about 75 minutes.

**Can I cancel?**
@@V8a@@
Gift vouchers can be moved to another date at no charge.

**Is it accessible?**
The heritage route is step-free; the weaving shed has two steps down, and staff will help.
""")

a("tour-guide-notes", "Notes for tour guides", "2026-04-11", ["tours", "guides"], """
# Guide notes

## Safety
@@NS4a@@
@@N10b@@
Keep the group on the yellow walkway, even when a weaver waves you over.

## Dye house
@@N5b@@
Euan will usually say a few words if a batch is running.

## End of tour
Walk them through the mill shop; Fiona likes a heads-up five minutes before.
""")

a("tourbook-launch-notes", "tourbook launch notes", "2026-03-05", ["tourbook", "launch"], """
Handover from the agency done on 26 February. Notes from the first week live:

- Booking page load time is fine on mobile, even in the shed's car park signal
@@R2a@@
- Two double bookings on day one, both from the old voucher codes; fixed in the admin
- Aileen asked for a printable daily list, done as a PDF export
""")

a("tourbook-dev-setup", "tourbook dev setup", "2026-03-10", ["tourbook", "setup"], """
@@A5b@@
@@O3a@@
Copy `.env.example` to `.env` and run `php artisan migrate --seed`.

Vite dev server: `npm run dev`. Blade templates are in `resources/views/tours`.
""")

a("dyeworks-runbook", "dyeworks runbook", "2026-05-28", ["dyeworks", "runbook", "ops"], """
# dyeworks runbook

## Database
@@O1a@@
Backups are taken with the rest at night.

## Jobs
@@R6b@@
If batch-sheet PDFs stop appearing, the worker is the first thing to check.

## Recipes
@@N3b@@
Anything beyond that is a new version; ask Euan if unsure.

## Alarms
@@NS9a@@
because only the dye house can do anything about a vat at three in the morning.
""")

a("dye-lab-notes", "Dye lab notes", "2026-01-14", ["dyeworks", "lab"], """
Notes from an afternoon in the lab with Euan.

@@S5a@@
The lab PC is the old Dell by the window; it's not on the domain.

@@F2b@@
is under 1.0 under D65 light. Anything above that gets redone, even if it looks right by eye.

Lab dips are dyed in the little sample vat, 10 g skeins.
""")

a("mill-shop-policies", "Mill shop & online shop policies", "2026-02-02", ["shop", "policies"], """
# Shop policies

## Delivery
@@V10a@@
Orders placed before 1pm go out the same day.

## Returns
@@F3a@@
Made-to-order lengths can't be returned.

## Seconds
@@N4b@@

## Newsletter
@@O4a@@
""")

a("mill-shop-till", "Mill shop till & opening hours", "2026-01-22", ["shop", "till"], """
@@S6a@@
Receipt printer is the Star on the left; it jams if the roll's loaded backwards.

@@A4b@@
On tour days the shop gets busy around 12:15 and 15:15.
""")

a("pattern-archive", "Heritage pattern card archive", "2026-02-15", ["heritage", "archive"], """
The mill has about 1,900 pattern cards going back to the 1870s, in the museum room cabinets.

@@S4a@@
Aileen scans on Tuesdays with the flatbed; it's roughly 40 cards a session.

Cards must be handled with cotton gloves. Never take a card out of the museum room.
""")

a("school-visits", "School visits", "2026-03-18", ["tours", "schools"], """
# School visits

@@O2b@@
School visits are booked by email with Aileen, not through tourbook.

- Tuesdays and Wednesdays only, 10:00 start
- Free for Borders primary schools; £4 a pupil otherwise
- Risk assessment pack is in the shared drive under Tours/Schools
""")

a("weaving-shed-notes", "Weaving shed: how it runs", "2026-01-30", ["weaving", "shed"], """
@@A3b@@
@@A7b@@
Dougie plans the warps a fortnight ahead on the whiteboard; loomlog's warp plan is copied from it on Mondays.

Noise is around 90 dB near the running looms, which is why ear defenders are compulsory on the floor.
""")

a("mill-history", "Mill history notes (for the tours and the website)", "2026-02-24", ["heritage"], """
- The mill was built in 1868 on the Kels Burn, driven by the waterwheel until 1931
- Power looms came in 1902; the last hand loom left in 1954
@@D2a@@
- The dye house was rebuilt after the 1987 flood
""")

a("tours-2025-review", "Tours: 2025 season review", "2026-01-12", ["tours", "review"], """
@@D8a@@
About 4,100 visitors over the season, the busiest week being the Common Riding.

Most complaints were about parking, not the tour.
""")

a("trade-2025-notes", "Trade: notes from the 2025 year end", "2026-01-09", ["trade", "review"], """
Raj's summary of 2025:

@@D3a@@
- 142 active trade accounts at year end, 31 of them outside the UK
- Japan was the fastest-growing market
""")

a("shop-christmas-2025", "Online shop: Christmas 2025 wash-up", "2026-01-08", ["shop", "review"], """
@@D6a@@
@@D10a@@
Blankets sold out on 14 December; scarves held up.

Next year: post the last posting dates on the banner from 1 December.
""")

a("january-shutdown-2026", "January 2026 shutdown", "2026-01-05", ["site", "shutdown"], """
@@D9a@@
The looms were serviced in the same fortnight, and the mill shop stayed open with reduced hours.

Dyeworks was deployed to apps-01 during the shutdown while nobody needed it.
""")

a("shopsync-runbook", "shopsync runbook", "2026-06-02", ["shopsync", "runbook"], """
# shopsync runbook

## Stock mismatches
@@NS2a@@
Only after the recount, run `shopsync reconcile --sku <sku>`.

## Webhooks
If Shopify shows failing webhooks, check Caddy's logs on apps-01 first.
""")

# ---------------------------------------------------------------- filler (no labelled claim)
a("finishing-room", "Finishing room", "2026-02-11", ["finishing"], """
Pieces go from the loom to mending, then fulling, then cropping and pressing.

- Menders check every piece over the perch; faults get a chalk mark and a loomlog note
- A piece with more than three faults in a metre is sold as seconds
- Fulling times are set per cloth, in loomlog's cloth spec, not by the finisher
""")

a("warping-notes", "Warping", "2026-02-19", ["weaving", "warping"], """
Warps are made on the sectional warper behind loom 2.

A tweed warp is usually 60 m; blanket warps are 40 m because the double-width beam is heavier.
loomlog records each warp's yarn lots, so the piece can be traced back.
""")

a("colourway-naming", "Colourway naming", "2026-03-24", ["dyeworks", "naming"], """
Names come from the hills and burns around Kelsburn (Heather, Ettrick, Minchmoor).

- No two live colourways share a name
- Trade-exclusive colourways keep the customer's name off the label
- Euan has the final say; Morag just keeps the list tidy in dyeworks
""")

a("shopify-theme", "Shopify theme changes", "2026-04-07", ["shop", "shopify"], """
The theme is Dawn with our own sections. Changes go through the theme's Git integration on the `live` branch.

- Product pages show the colourway code under the title
- Sold-out variants are greyed out, not hidden
- Don't edit the theme in the Shopify editor; it gets overwritten on the next push
""")

a("grafana-dashboards", "Grafana dashboards", "2026-04-21", ["ops", "monitoring"], """
- **Mill systems**: request rates and errors for the five apps
- **Looms**: pieces per shift and stoppage minutes, from loomlog's metrics endpoint
- **Dye house**: vat temperatures from the controller, read every minute

Dashboards are provisioned from the `infra` repo; edits in the UI are lost on restart.
""")

a("ansible-layout", "Ansible layout", "2026-02-27", ["ops", "ansible"], """
The `infra` repo has one playbook per app (`deploy-loomlog.yml`, `deploy-dyeworks.yml` …) and a
`site.yml` for the base system.

- Roles: `base`, `caddy`, `postgres`, `redis`, `node_app`, `python_app`
- Inventory groups: `apps`, `db`, `mon`
- Run from Callum's or Morag's laptop; the vault password isn't anywhere else
""")

a("wifi-in-the-shed", "Wi-Fi in the weaving shed", "2026-03-13", ["site", "network"], """
Two Ubiquiti access points on the shed ceiling, one at each end. The tablets are on the `looms` SSID,
its own VLAN, with no internet access, only apps-01.

The signal drops near loom 7 when the big door is open; a third AP is on Morag's list.
""")

a("label-printer", "Label printer for trade pieces", "2026-05-06", ["trade", "finishing"], """
Trade pieces get a Zebra label with piece number, colourway code, length and weight.

- The printer is in finishing, driven from loomlog's piece page
- 100 x 150 mm labels; spare rolls under the pressing bench
""")

a("trade-shows-2026", "Trade shows 2026", "2026-02-06", ["trade", "events"], """
- Première Vision, Paris, February: Raj and Morag
- Scotland's Trade Show, Glasgow, March
- A showroom week in Tokyo in October with two other Borders mills

Raj takes the swatch cards; tradedesk's offline order form works on his iPad.
""")

a("heritage-open-days", "Heritage open days", "2026-08-14", ["heritage", "tours"], """
Doors Open Day is the last weekend of September. The heritage route is free; the weaving shed
tour is not part of it because the looms don't run at weekends.

Aileen blocks the Saturday in tourbook so nobody books a paid tour by mistake.
""")

a("accessibility-route", "Accessibility on the tour route", "2026-05-15", ["tours", "accessibility"], """
- Step-free from the car park to the visitor centre and the mill shop
- The weaving shed has two steps; a portable ramp is kept by the shed door
- Hearing loop in the visitor centre only
- Large-print tour notes at the front desk
""")

a("dyeworks-cost-model", "dyeworks cost model", "2026-06-19", ["dyeworks", "costing"], """
Recipe cost = dye grams × price per gram + water + steam + labour minutes.

Prices per gram come from Euan's monthly dye order; steam is a flat rate per batch per vat.
Trade prices are not computed from this; it's for Euan and Morag only.
""")

a("loomlog-api", "loomlog API for other apps", "2026-04-15", ["loomlog", "api"], """
- `GET /api/pieces?status=finished` used by shopsync and tradedesk
- `POST /api/stoppages` used by the tablets
- Token auth; tokens are per app and live in the `Mill systems` vault
- Pagination is cursor-based; page size 100
""")

a("tablet-kiosk-setup", "Tablet kiosk setup", "2026-03-02", ["loomlog", "tablets"], """
The loom tablets run Android in kiosk mode (Fully Kiosk Browser) pointing at loomlog's weaver screen.

- Each tablet has a loom number in its kiosk profile; the weaver screen reads it
- Spare tablet in Callum's drawer, already enrolled
- Screen timeout is off; they're on chargers all day
""")

a("shop-photography", "Product photography", "2026-03-27", ["shop"], """
Fiona shoots products in the old pattern room by the north window; the daylight lamp is for cloudy days.

- Blankets: folded and draped, two shots each
- Scarves: on the wooden stand
- Files named by SKU, uploaded to Shopify directly
""")

a("wool-sourcing", "Wool sourcing", "2026-04-29", ["yarn", "sourcing"], """
Most of our wool is Cheviot and Blackface from Borders farms, bought through the wool board and
spun by Teviot Spinning. Lambswool for scarves is bought in as yarn.

The traceability project depends on Teviot keeping fleece lot numbers, which they started in 2026.
""")

a("energy-meters", "Energy meters", "2026-07-09", ["site", "energy"], """
Sub-meters on the dye house boiler and the weaving shed supply, read every 15 minutes into Grafana.

The dye house uses roughly two thirds of the site's gas. Morag reports the monthly totals to the board.
""")

a("gitea-admin", "Gitea admin notes", "2026-05-12", ["ops", "gitea"], """
Gitea on the Proxmox box in the office, `git.glenmorrow.lan`. Repos: loomlog, dyeworks, shopsync,
tradedesk, infra. (tourbook is on GitHub, see its reference file.)

- Container registry enabled; images for tradedesk are pushed here
- Upgrades: Callum, quarterly
""")

a("cone-winding", "Cone winding and package dyeing", "2026-06-24", ["dyeworks", "yarn"], """
Yarn for package dyeing is wound onto perforated cones by the soft winder before it goes in the vat.
@@F7b@@

- Soft-wound cones only; hard cones dye unevenly
- After dyeing the yarn is rewound onto hard cones for the looms
""")

a("tweed-weights", "Cloth weights", "2026-03-31", ["weaving", "cloth"], """
- Lightweight tweed: 280 g/m²
- Standard tweed: 380 g/m²
- Blanket cloth: 520 g/m²
- Lambswool scarf cloth: 190 g/m²
Weights are after finishing; loom-state cloth is lighter.
""")

a("customs-exports", "Exports and customs", "2026-07-21", ["trade", "exports"], """
EU and US trade shipments need a commercial invoice and the commodity codes for wool fabric.

- tradedesk prints the commercial invoice alongside the trade invoice
- Samples under £40 go as "commercial sample, no commercial value"
""")

a("staff-onboarding-it", "IT onboarding for new staff", "2026-09-01", ["it", "onboarding"], """
- Google Workspace account, created by Morag
- 1Password invite only if they need a system login
- Tablet training for weavers is done by Dougie, not IT
""")

a("incident-2026-07-b2-upload", "Incident: backup upload failures, July 2026", "2026-07-16", ["ops", "incident", "backups"], """
For three nights the dump upload failed with 403s after an application key was rotated and the new key
missed the `writeFiles` capability. Noticed from the Grafana "backup age" panel.

Fix: new key with the right capabilities, stored in the vault, playbook rerun. No data lost; the
local dumps on the database host covered the gap.
""")

a("mill-shop-events", "Mill shop events", "2026-10-02", ["shop", "events"], """
- Christmas late opening: Thursday 3 December until 19:00, mulled wine
- Spring seconds sale: first Saturday of April (in the shop)
- Knitting group meets in the visitor centre on the first Tuesday of the month
""")
