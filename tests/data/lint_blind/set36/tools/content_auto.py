# auto/<slug>.md free notes: slug -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

A("pickwave-build-notes","pickwave build and logging notes","2026-05-19",["pickwave","build"],"""
# pickwave build notes

{{V2}}
CI caches the module download dir; if a build fails on checksum, clear the cache in the pipeline UI.

{{F8}}
Queries: `{app="pickwave"} |= "tote"` finds scanner round-trips.

{{D9}}
It went back down after the peak; see the Grafana annotation on the API dashboard.
""")

A("plant-health-audit-2026","Plant health audit prep (APHA, June 2026)","2026-06-02",["passport","plant-health","audit"],"""
# APHA audit prep

Inspector visit booked for 18 June. Nia leads, I pulled the records.

{{V5}}
records older than that at 02:10 and writes a count to the audit log.

{{F10}}
The goods-in team writes it on the crate label as well, so a pallet can be traced without the system.

Open points from the visit:
- keep the supplier phytosanitary certificates with the goods-in batch (done, scanned to the NAS share `plant-health/`)
- retrain two seasonal packers on the passport sticker position
""")

A("sowtime-runbook","sowtime runbook","2026-08-04",["sowtime","runbook","ops"],"""
# sowtime runbook

## Wave lock stuck
{{V9}}
lock for a date is stuck after a crash, delete it with `redis-cli -n 2 del wave:lock:<date>` and rerun.

## Versions
{{O3}}

## Courier booking failed
Check the amber waves list on the sowtime dashboard, then rebook from `sowtime book --wave <id>`.
""")

A("catalogue-search-tuning","Catalogue search tuning","2026-03-11",["catalogd","search"],"""
# Search tuning

{{R1}}
Typos: customers type "calendular", "sweatpea"; typo tolerance is on for words of 5+ letters.

{{G4}}
Ranking: in-stock first, then popularity over the last 90 days.
""")

A("trade-portal-setup","Trade portal local setup","2026-02-09",["trade-portal","setup"],"""
# Trade portal local setup

{{A8}}
{{R5}}
Backend: `cd api && uv run manage.py runserver 8010`.
{{S4}}
For local work use the dev tenant credentials from 1Password item `trade-portal dev`.

History:
{{D10}}
""")

A("passport-label-rendering","Passport label rendering","2026-09-08",["passport","labels"],"""
# Passport label rendering

{{R7}}
Labels are 100x50 mm, printed on the packing bench printers with the delivery note.

{{D5}}
""")

A("orderhub-stripe-notes","orderhub and Stripe notes","2026-04-22",["orderhub","stripe","payments"],"""
# orderhub / Stripe

{{N5}}
webhook can create a duplicate refund. Watch for this in the CS refund report.

{{G9}}
Refund reasons are mapped to Stripe's `requested_by_customer` / `duplicate` / `fraudulent`.
""")

A("trade-accounts-process","Trade account applications","2026-03-02",["trade-portal","sales"],"""
# Trade account applications

{{N7}}
Checks: trading address, VAT number, a garden-centre or nursery premises (no market stalls).

{{D4}}
""")

A("catalogue-print-repo","catalogue-print repo notes","2026-07-14",["catalogue","print"],"""
# catalogue-print

Generates the print catalogue pages from catalogd data into InDesign via the IDML bridge.

{{N10}}
{{O7}}
{{G10}}
{{D6}}
""")

A("passport-legacy","Old plant passport process","2026-01-20",["passport","legacy"],"""
# Plant passport batches (current process)

{{S2}}
The table is `Batches` in `Passports.accdb`; supplier lot and goods-in date are both required.
""")

A("stock-reporting","Stock reporting","2026-02-16",["reporting","stock"],"""
# Stock reporting

{{S8}}
The sheet has one tab per warehouse zone (A-F) and a pivot for the buyers.
""")

A("catalogue-photography","Catalogue photography workflow","2026-01-27",["catalogue","images"],"""
# Photography workflow

Ellie shoots in the trial garden; edits in Lightroom, exports sRGB JPEG at 3000 px long edge.

{{S10}}
File names: `<sku>-<n>.jpg`, `n=1` is the hero shot.
""")

A("catalogd-api","catalogd API notes","2026-05-05",["catalogd","api"],"""
# catalogd API notes

{{D1}}
Endpoints used by others: `GET /api/v2/products`, `GET /api/v2/products/:sku/stock`, `GET /api/v2/categories`.
Pagination is cursor based (`next_cursor`).
""")
