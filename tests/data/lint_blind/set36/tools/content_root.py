# Root Claude Code auto-memory files: path -> (name, description, type, hook, body). {{ID}} = claim placeholder.
ROOT = {}
def R(path, name, desc, typ, hook, body):
    ROOT[path] = (name, desc, typ, hook, body.strip("\n") + "\n")

R("reference_catalogd.md","catalogd","catalogd: the product catalogue service, endpoints, stores and rules","reference","Catalogue service overview, stores, API, rules","""
# catalogd — product catalogue

Source of truth for every SKU (seed packets, bulbs, plug plants, sundries). Rails app in repo
`hts/catalogd`, admin UI at `/admin` used by the buying team.

## Stack
{{D1}}
{{V1}}
{{O1}}
{{R1}}
{{O2}}
{{A5}}
- Prod: `cat01.hedgerow.lan` (puma behind nginx)

## Product data rules
{{A7}}
{{V8}}
- Each seed SKU needs sowing months (`sow_from`, `sow_to`) before it can be published
- Latin name is mandatory for plants and seeds, optional for sundries

## Public API
{{F7}}
- Used by the trade portal and the catalogue-print export; both authenticate with API keys from `/admin/api_keys`

**How to apply:** check this file before touching catalogd config; update it when a host or limit changes.
""")

R("reference_pickwave.md","pickwave","pickwave warehouse picking system at Craven Arms — stack, hardware, deploy","reference","Warehouse picking system overview","""
# pickwave (warehouse picking, Craven Arms)

Go service + Android client. Turns paid orders into pick waves, drives the handhelds,
prints tote and despatch labels at the packing benches.

## Build
{{V2}}
{{S7}}
- Repo `hts/pickwave`, `make build` produces `bin/pickwave` and the APK under `android/`

## Runtime
{{F1}}
{{O1}}
- Postgres: shared warehouse cluster, schema `pickwave`

## Floor
{{S3}}
{{R9}}
{{D2}}
{{V6}}
- Totes are scanned twice: at pick and at pack; a missed pack scan leaves the order in `PICKED`

**Why:** the floor team asks about these constantly; keep it current.
""")

R("reference_sowtime.md","sowtime","sowtime seasonal dispatch scheduler — calendar, courier, cut-off, hosts","reference","Seasonal dispatch scheduler overview","""
# sowtime — seasonal dispatch scheduler

Decides *when* each order line can ship: seeds any time, bulbs Aug-Nov, plug plants Mar-Jun,
bare-root Nov-Mar. Python, repo `hts/sowtime`.

## Schedule
{{D7}}
{{V3}}
{{N3}}
{{O10}}
{{A9}}

## Courier
{{S5}}
- Parcels over 30 kg are split by pickwave before booking

## Infra
{{S9}}
{{V9}}
{{R10}}
""")

R("reference_trade_portal.md","trade-portal","trade portal for garden centres (architecture, DB, sessions, pricing rules)","reference","B2B portal for garden centres overview","""
# trade-portal (B2B, garden centres)

Garden centres log in, see trade prices and stock, place pallet and parcel orders.

## Tech
{{A8}}
{{O7}}
{{O4}}
{{R3}}
{{V4}}

## Behaviour
{{V10}}
{{N4}}
{{N7}}
- Orders from the portal land in orderhub with channel `TRADE`

Related: [[reference-trade-customers]], [[reference-orderhub]].
""")

R("reference_passport_svc.md","passport-svc","passport-svc issues UK plant passports for trade orders","reference","Plant passport service overview and rules","""
# passport-svc (plant passports)

Issues the plant passport labels/delivery-note blocks required for plant material moving to
trade customers. Registered operator number lives in settings, not in code.

## Stack
{{O3}}
{{O9}}
{{R7}}
{{O5}}

## Rules
{{F2}}
{{N2}}
{{G3}}
{{A3}}
{{V5}}
{{S2}}

**How to apply:** anything plant-health related, check with Nia (plant health officer) before changing rules.
""")

R("reference_orderhub.md","orderhub","orderhub order intake service, its stores, broker, payments, email and tests","reference","Order intake service overview","""
# orderhub

Order intake for web shop, phone orders and the trade portal. Kotlin/Spring Boot, repo `hts/orderhub`.

## Stores and messaging
{{S1}}
{{R2}}
{{A6}}

## Payments
{{V7}}
{{N5}}
- Refunds are created from the CS screen, never directly in the Stripe dashboard

## Email
{{R4}}

## Dev
{{F9}}
- `./gradlew bootRun --args='--spring.profiles.active=local'` for a local instance
""")

R("reference_infra.md","infra","Hosts and rota: where each service runs, backups, on-call","reference","Infrastructure, backups and on-call overview","""
# Infra overview

## Hosting
{{R8}}
- catalogd, orderhub: office rack in Ludlow (two Dell R650s), Proxmox
- pickwave: warehouse k3s cluster at Craven Arms (server room, UPS-backed)

## Backups
{{F3}}
- Proxmox VM snapshots weekly, Sunday 03:00

## On-call
{{O8}}
- PagerDuty service `hts-prod`; escalation after 15 min to Owen
""")

R("reference_trade_customers.md","trade-customers","Trade terms for garden centres: ordering, carriage, price files","reference","Trade customer terms","""
# Trade customers (garden centres)

About two hundred independent garden centres, mostly Welsh Marches, Midlands and the North West.

{{S6}}
Terms:
{{F5}}
{{D4}}
- Payment terms 30 days end of month for approved accounts
- Pallet deliveries need a named goods-in contact
""")

R("reference_marketing.md","marketing-lists","Mailing lists and who owns them","reference","Marketing mailing lists","""
# Marketing lists

Owned by Hannah (marketing). We only touch them via exports.

{{O6}}
- Unsubscribes sync back to orderhub's `customer.marketing_opt_in` nightly
- Never import purchased lists (GDPR; Hannah was firm on this)
""")

R("reference_customer_services.md","customer-services","Customer services tools and phone hours","reference","Customer services tools","""
# Customer services

{{D3}}
- Phone lines 09:00-16:00 Mon-Fri, Lucy runs the team
- Macro `Germination complaint` sends the resow guide and offers a replacement packet
""")

R("feedback_dispatch_cutoff.md","dispatch-cutoff","Same-day parcel cut-off to quote to customers","feedback","Same-day parcel cut-off","""
{{V3}}

**Why:** Lucy asked that the website banner and CS scripts quote one time; customers complained about mismatches.
**How to apply:** use this time in any copy or email template that mentions same-day dispatch.
""")

R("feedback_portal_ci.md","portal-ci","Where the trade-portal pipeline runs","feedback","Trade portal CI location","""
{{R3}}

**Why:** I kept looking for workflow runs in the wrong place.
**How to apply:** when a portal build fails, open the pipeline there and read the step logs.
""")

R("feedback_portal_frontend.md","portal-frontend-tooling","Package manager for the trade-portal frontend","feedback","Trade portal frontend tooling","""
{{R5}}

**Why:** Dev removed the other lockfile after a dependency mismatch broke the build in March.
**How to apply:** never commit a different lockfile into `frontend/`.
""")

R("feedback_git_workflow.md","git-workflow","Git rules for the warehouse repos","feedback","Git workflow rules for warehouse repos","""
Git rules Tomasz set for the warehouse repos:

{{R6}}
{{G8}}
- Branch names `HTS-<ticket>-short-slug`
- Commit subjects in the imperative, no ticket number in the subject (it goes in the trailer)

**Why:** two bad merges during the spring peak.
""")

R("feedback_catalogd_commits.md","catalogd-commits","How to merge catalogd branches","feedback","catalogd merge rule","""
{{N1}}

**Why:** in April a combined migration could not be rolled back without losing the price columns.
**How to apply:** when merging a catalogd PR, keep the branch's commits.
""")

R("feedback_warehouse_floor.md","warehouse-floor","Rules for touching pickwave while the warehouse works","feedback","Warehouse floor etiquette for pickwave","""
Warehouse floor rules (Priya, warehouse manager):

{{G1}}
{{N6}}
{{A4}}

**Why:** a restart in March stalled 40 pickers for ten minutes in the middle of the peak.
""")

R("feedback_catalogue_print.md","catalogue-print-pushes","How changes reach catalogue-print","feedback","catalogue-print push rule","""
{{N10}}

**Why:** Hannah makes many tiny copy fixes close to the print deadline.
""")

R("feedback_shared_build_box.md","shared-build-box","Keep heavy jobs off the shared build box","feedback","Shared build box etiquette","""
{{G10}}

**Why:** it took the orderhub and pickwave builds down for an afternoon in September.
**How to apply:** anything long-running goes elsewhere; ask in #dev if unsure.
""")

R("feedback_catalogue_copy.md","catalogue-copy","House style for catalogue and web copy","feedback","Catalogue copy style","""
{{F4}}

**Why:** Hannah's style guide; the printer's proofreader flags anything else.
""")

R("feedback_orderhub_tests.md","orderhub-tests","How orderhub tests are run and written","feedback","orderhub test rules","""
{{A1}}
{{F9}}

**Why:** a mocked repository hid a broken migration that took checkout down in February.
""")

R("feedback_reply_style.md","reply-style","How Owen wants answers","feedback","Answer style for Owen","""
{{A2}}

**How to apply:** lead with the answer, then the command or diff.
""")

R("feedback_python_style.md","python-style","Python formatting tool","feedback","Python formatting","""
{{A10}}

**Why:** one tool for lint and format; Owen does not want two configs.
""")

R("feedback_trade_comms.md","trade-comms","When to email trade customers about prices","feedback","Trade price communication timing","""
{{G2}}

**Why:** garden centres print their shelf labels once; mid-season changes annoy them.
""")

R("feedback_deploy_windows.md","deploy-windows","Deploy window rules for orderhub","feedback","orderhub deploy window","""
{{G5}}

**Why:** nobody is around on Friday afternoon to watch checkout.
""")

R("feedback_trade_portal_alerts.md","trade-portal-alerts","What pages on-call for the trade portal","feedback","Trade portal alert routing","""
{{G6}}

**Why:** slow pages at 7am when everyone is ordering are expected; Dev looks at them in the morning.
""")

R("project_payment_failures.md","payment-failures","Stripe webhook failures and how orderhub handles them","project","Payment webhook failure handling","""
# Payment webhook failures (HTS-388)

After the 3 March incident (Stripe outage, 200 orders stuck as `PENDING_PAYMENT`):

{{V7}}
- CS gets a daily digest of the dead-letter rows at 08:30
- Replays are done with `orderhub replay-webhooks --since <date>`
""")

R("project_live_plants_2026.md","live-plants-2026","Live plant dispatch rules for the 2026 season","project","Live plant dispatch rules","""
# Live plants 2026

Plug plants, bare-root and potted perennials. Rules agreed with Priya and Lucy in February.

{{N3}}
{{N8}}
{{G7}}
- Every box gets the green `LIVE PLANTS - OPEN ON ARRIVAL` sticker
""")

R("project_checkout_2027.md","checkout-2027","Checkout changes planned for the 2027 catalogue","project","Checkout changes for 2027","""
# Checkout for the 2027 catalogue

{{N9}}
- Klarna was discussed and parked (HTS-470)
- Gift cards stay out of scope
""")

R("project_trade_portal_hosting.md","trade-portal-hosting","Where the trade portal is hosted","project","Trade portal hosting","""
{{R8}}

**Why:** moved off the office rack so garden centres are not affected by the Ludlow broadband.
""")

R("project_trade_sso.md","trade-sso","Trade portal login provider change","project","Trade portal login change","""
{{S4}}
- Garden centres had to reset passwords on first login (HTS-455)
""")

R("project_price_files.md","price-files","How garden centres get price files","project","Trade price file distribution","""
{{S6}}
- The portal page is `Downloads > Price files`, CSV and PDF
""")

R("project_reporting.md","reporting","Stock and sales reporting for the office","project","Stock and sales reporting","""
{{S8}}
- Metabase runs on `bi01.hedgerow.lan`, reading a replica
""")

R("project_image_storage.md","image-storage","Where product images are stored","project","Product image storage","""
{{S10}}
- catalogd reads them through an S3-compatible client; keys are `<sku>/<n>.jpg`
""")

R("project_bare_root_season.md","bare-root-season","Bare-root fruit tree season","project","Bare-root season","""
{{F6}}
- Orders taken from August for first dispatch in November
""")

R("project_catalogue_2027.md","catalogue-2027","The 2027 printed catalogue","project","2027 printed catalogue","""
{{D6}}
- Print run 38,000; mailed in the second week of December
""")

R("project_christmas_2026.md","christmas-2026","Christmas closure 2026","project","Christmas closure plans","""
{{D8}}
- Web shop stays open; orders queue for the first wave in January
""")

R("project_trade_portal_growth.md","trade-portal-growth","How many garden centres use the portal","project","Trade portal adoption","""
{{D10}}
- Target for spring 2027 is 260
""")

R("project_catalogue_import.md","catalogue-import","Yearly catalogue import into catalogd","project","Catalogue import procedure","""
# Catalogue import

Buying exports the new season's lines as `lines-2027.xlsx`; `catalogd import:lines` loads them.

{{G4}}
- Check the import report for SKUs with missing Latin names before publishing
""")

R("user_owen.md","user-owen","Owen, e-commerce and systems lead","user","Who Owen is","""
Owen Pryce runs e-commerce and systems at Hedgerow & Tilth. Writes Kotlin and Python, reviews most PRs.

{{F4}}
- Based in Ludlow, in the warehouse on Tuesdays
""")
