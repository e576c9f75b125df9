from content_root import R
from content_auto import A
from content_facts import F

R("reference_glossary.md","glossary","Glossary: warehouse and catalogue terms used at Hedgerow & Tilth","reference","Internal glossary","""
# Glossary

- **wave**: a batch of orders picked together
- **tote**: plastic crate on a pick trolley, one order per tote
- **plug**: young plant in a cell tray, sold in packs of 6/12/24
- **bare-root**: tree or shrub lifted and sent without soil, dormant season only
- **PP**: plant passport
- **goods-in**: receiving dock at the back of unit 3
- **centre**: a trade customer (garden centre or nursery)
""")

R("reference_people.md","people","Who is who: owners of systems and teams","reference","People and owners","""
# People

- Owen Pryce: e-commerce and systems lead (orderhub, catalogd)
- Priya Shah: warehouse manager (pickwave, sowtime on the business side)
- Dev Malhotra: trade-portal developer
- Tomasz Nowak: warehouse systems, handhelds, printers
- Nia Griffiths: plant health officer, passport rules
- Hannah Cole: marketing, catalogue copy
- Lucy Evans: customer services lead
- Aisling Byrne: contractor, orderhub payments work
- Ellie Ward: photographer
""")

R("reference_repos.md","repos","Repository list and where each lives","reference","Repository list","""
# Repos (all on `git.hedgerow.lan`)

- `hts/catalogd`, `hts/orderhub`, `hts/pickwave`, `hts/sowtime`, `hts/passport-svc`
- `hts/trade-portal` (frontend + `api/`)
- `hts/catalogue-print`
- `hts/ops`: dashboards, alert rules, k3s manifests
""")

R("reference_warehouse_layout.md","warehouse-layout","Warehouse zones at Craven Arms","reference","Warehouse zones","""
# Warehouse layout

- Zone A: seed packets, pick faces by genus
- Zone B: bulbs (seasonal, Aug-Nov), net bags
- Zone C: sundries (tools, labels, fleece)
- Zone D: compost and heavy goods, ground floor only
- Zone E: live plants, polytunnel annex, watered 07:00 and 14:00
- Zone F: returns and quarantine
Packing benches 1-8 along the north wall; bench 8 is trade pallets.
""")

R("feedback_ask_before_sql.md","ask-before-sql","Ask before running write SQL on prod","feedback","Write SQL on prod needs a yes","""
Ask Owen before running any `UPDATE`/`DELETE` on a production database, even inside a transaction.

**Why:** a bulk price update in January hit the wrong season's rows.
**How to apply:** show the statement and a `SELECT count(*)` of affected rows first.
""")

R("feedback_no_emojis.md","no-emojis","No emoji in commits or docs","feedback","No emoji","""
No emoji in commit messages, PR descriptions or docs.

**Why:** Owen finds them noisy in `git log`.
""")

R("feedback_ticket_links.md","ticket-links","Reference tickets in commit trailers","feedback","Ticket reference style","""
Put the Linear ticket in a `Refs: HTS-123` trailer, not in the subject line.

**How to apply:** if no ticket exists, ask before creating one.
""")

R("feedback_latin_names.md","latin-names","Check Latin names against RHS","feedback","Latin name checking","""
When adding or editing a plant SKU, check the Latin name against the RHS plant finder and use the accepted name.

**Why:** the APHA inspector flagged two outdated names on passports.
""")

R("project_spring_peak_2026.md","spring-peak-2026","Spring peak 2026 retrospective","project","Spring peak retrospective","""
# Spring peak 2026 (Feb-May)

- Record week: w/c 16 March, 9,412 orders
- Main pain points: printer jams on bench 3, slow stock page on the portal at 7am, seed packing backlog
- Actions: second label printer on bench 3 (done), pre-packing top 50 seed SKUs in January (planned)
""")

R("project_seed_packing_line.md","seed-packing-line","New seed packing machine project","project","Seed packing machine","""
# Seed packing line

A second-hand Mini-Pak counter/filler arrives in January 2027. It will need a batch export of
packing jobs from catalogd (SKU, seed count, lot). Scoping in HTS-481; nothing built yet.
""")

R("project_accessibility_audit.md","accessibility-audit","Web shop accessibility fixes","project","Web shop accessibility","""
# Accessibility

External audit in September found 23 issues on the web shop, mostly colour contrast on sale badges
and missing labels on the quantity steppers. 17 fixed; the rest are in HTS-466.
""")

R("project_trial_results_page.md","trial-results-page","Publishing trial garden results online","project","Trial results page","""
# Trial results page

Hannah wants a page per variety with trial photos and scores. Data comes from the trial
spreadsheet; first version is a static export, no CMS. Target: January catalogue launch.
""")

R("reference_label_printers.md","label-printers","Label printers on the packing benches","reference","Packing bench printers","""
# Label printers

- Zebra ZT411 on benches 1-7, 203 dpi, 100x150 mm despatch labels
- Bench 8 (trade pallets) has an A4 laser for delivery notes and passports
- Spare printhead in the cupboard behind bench 4
""")

R("user_priya.md","user-priya","Priya, warehouse manager","user","Who Priya is","""
Priya Shah runs the Craven Arms warehouse: picking, packing, goods-in and the seasonal staff.
Not a developer; explain changes in terms of what the pickers and packers will see.
""")

A("spring-peak-war-room","Spring peak war room notes","2026-03-17",["peak","warehouse"],"""
# War room, w/c 16 March

Mon: 1,900 orders by 11am. Bench 3 printer jammed twice.
Tue: portal stock page slow 07:00-07:30, Dev added an index on `stock_snapshot(sku)`.
Wed: ran out of 24-cell plug trays for tomatoes, switched to 12s.
Thu: fine.
Fri: extra packers from the agency, 6 people.
""")

A("germination-complaints","Germination complaints analysis","2026-06-10",["catalogue","quality"],"""
# Germination complaints 2026

Top five SKUs by complaint rate: parsnip 'Tender and True', carrot 'Autumn King 2', sweet pepper
'Californian Wonder', lavender 'Hidcote', beetroot 'Boltardy'. Parsnip is expected (short seed life);
we now print "use fresh seed each year" on the packet.
""")

A("handheld-troubleshooting","Handheld troubleshooting","2026-09-02",["warehouse","handhelds"],"""
# Handheld troubleshooting

- Scanner beam but no beep: the client lost its session; log out and in
- Stuck on "Syncing": Wi-Fi roaming between the annex and the main shed; walk back to zone A
- Battery swelling: take it out of service and tell Tomasz
""")

A("catalogue-copy-checklist","Catalogue copy checklist","2026-07-01",["catalogue","copy"],"""
# Copy checklist

1. Latin name in italics, cultivar in single quotes
2. Sowing and flowering months match the SKU record
3. Height and spread in cm
4. RHS AGM mark only if listed on the RHS site
5. No "best ever", "guaranteed" (trading standards)
""")

A("trade-portal-feedback-oct","Trade portal feedback, October calls","2026-10-16",["trade-portal","feedback"],"""
# Feedback from October calls with garden centres

- Want a "reorder last pallet" button (HTS-474)
- Want to download product photos in bulk for their own shelf cards
- Two centres asked for an API; parked
- Complaints about delivery-day notifications arriving late
""")

A("metabase-dashboards","Metabase dashboards","2026-08-28",["reporting","metabase"],"""
# Metabase dashboards

- `Orders by channel` (web, phone, trade), daily
- `Top SKUs this week`
- `Germination complaints` from the Freshdesk export
Questions are saved in collection `Office`; don't edit the SQL of shared questions, duplicate them.
""")

A("grafana-alerts","Grafana alert inventory","2026-04-30",["monitoring","alerts"],"""
# Alert inventory

- `orderhub_checkout_errors` > 2% for 5 min
- `pickwave_scan_latency_p95` > 800 ms for 10 min
- `sowtime_wave_plan_missing` at 23:00
- `passport_issue_failures` any in 15 min
Alert rules live in `hts/ops/alerts/`.
""")

A("year-end-stocktake","Year-end stocktake","2026-11-20",["warehouse","stocktake"],"""
# Stocktake 2026

Planned for 3 January 2027, before the first wave of the year. Counts go into pickwave's
stocktake mode; variances over 5% get a recount. Seed packets counted by weight per SKU.
""")

A("supplier-lots","Supplier lot intake","2026-02-23",["goods-in","suppliers"],"""
# Supplier lots

Main seed suppliers: two Dutch houses, one Danish, and our own saved seed from Onibury.
Each lot arrives with a germination certificate; goods-in enters it in catalogd under the SKU's
`lots` tab before the seed can be packed.
""")

A("owen-weekly-notes","Owen's weekly priorities (rolling)","2026-11-24",["planning"],"""
# This week

1. 2027 catalogue proofs back from the printer Thursday
2. Trade portal: reorder-last-pallet button
3. Stocktake prep with Priya
4. Review Aisling's refund report PR
""")

A("web-shop-seo","Web shop SEO notes","2026-05-29",["web","seo"],"""
# SEO

Variety pages rank well for "<variety> seeds"; category pages don't. Plan: short intro copy on
each category page and FAQ blocks for sowing questions. Canonical URLs drop the `?season=` param.
""")

A("polytunnel-watering","Polytunnel annex watering","2026-04-03",["warehouse","live-plants"],"""
# Annex watering

Plug plants in zone E are watered at 07:00 and 14:00 by the drip line; on days above 25 °C
Priya adds a hand water at 11:00. Plugs older than 10 days in the annex are composted.
""")

A("incident-2026-07-label-outage","Incident: label printing outage 9 July","2026-07-10",["incident","warehouse"],"""
# Incident 9 July: no labels for 50 minutes

Cause: the print server's disk filled with spooled jobs after a printer on bench 5 went offline
and jobs were not expired. Fix: expire jobs after 10 minutes, alert on spool directory size.
Orders affected: ~320, all shipped the same day.
""")

R("reference_shipping_zones.md","shipping-zones","Postcode zones used for delivery charges","reference","Delivery charge zones","""
# Delivery zones

- Zone 1: mainland England and Wales
- Zone 2: Scottish mainland, Isle of Wight, Isles of Scilly surcharge
- Zone 3: Northern Ireland (plants need the NI passport mark, see passport-svc)
- No deliveries outside the UK since 2021; the EU phytosanitary paperwork is not worth it for parcels
""")

A("packet-artwork","Seed packet artwork","2026-08-13",["catalogue","packaging"],"""
# Packet artwork

Packet fronts are illustrated (Ellie's watercolours for the heritage range), backs carry sowing
calendar bars. Artwork files in `Shared/Packaging/2027/`; printer wants PDF/X-4 with 3 mm bleed.
""")

F("u_compost_bags","2026-03-03","fact","11:58",["warehouse","sundries"],"Compost and grit are only sold in 20 litre bags online; 50 litre bags are trade-only on pallets.")
