# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body.strip("\n") + "\n")

a("repair-intake-checklist", "Repair intake checklist", "2026-03-02", ["mendq", "front-desk"], """
# Repair intake checklist

1. Create the ticket in mendq and print the label.
2. Photograph the book (see the photo rules).
3. Grade it with the customer watching if they're there.
4. Give them the turnaround:
{{a_turn8}}
5. Take the deposit if the repair is over the threshold.

Library batch items skip steps 3–5; they are graded later at the bench.
""")

a("gilding-bench-notes", "Gilding bench notes", "2026-02-18", ["gilding", "finishing"], """
# Gilding bench notes

{{a_leaf22}}
Keep the leaf books in the tin by the stove, away from draughts.
Cushion and gilder's knife live in the left drawer; the tip is in the right.
Practice titles go on the scrap goatskin pinned to the board by the window.
""")

a("quote-email-template", "Quote email template", "2026-04-09", ["quireboard", "email"], """
# Quote email template

Subject: Your binding quote from Harrowgate Bindery
{{a_valid60}}
The body should name the book, the binding style and the total, and link to the design sketch.
Mara signs off every template change.
""")

a("mendq-dev-setup", "mendq dev setup", "2026-05-20", ["mendq", "dev"], """
# mendq dev setup

{{a_py311}}
the virtualenv with that interpreter or the tests won't even collect.

```
cp .env.example .env
export REDIS_URL=redis://localhost:6379/0
docker compose up -d
```

{{a_b2}}
Local dev writes photos to `./media/` instead; nothing goes to the bucket.
""")

a("case-binding-method", "Case binding method", "2026-03-27", ["forwarding", "cloth"], """
# Case binding method (cloth)

- Sew on tapes, round and back lightly.
{{a_davey3}}
- Leave a 3 board-thickness joint gap when making the case.
- Press overnight in the standing press between boards with brass edges.
""")

a("quireboard-dev-setup", "quireboard dev setup", "2026-02-11", ["quireboard", "dev"], """
# quireboard dev setup

{{a_uv}}
{{a_migrate_local}}
Seed data: `uv run python manage.py loaddata fixtures/demo.json` (fake customers only).
""")

a("deposit-handling", "Deposit handling", "2026-05-06", ["quireboard", "money"], """
# Deposit handling

{{a_gocardless}}
Once it lands, quireboard marks the commission "deposit paid" and it appears on the bench list.
If a customer insists on cash, Mara records it by hand in quireboard.
""")

a("quireboard-deploy", "quireboard deploy", "2026-06-30", ["quireboard", "deploy"], """
# Deploying quireboard

{{a_ansible}}
Deploys happen on Ife's days only, never while Mara is with a customer.
Check Sentry for ten minutes afterwards.
""")

a("leather-ordering", "Leather ordering", "2026-07-14", ["stockroom", "leather"], """
# Leather ordering

{{a_hewit}}
Vellum is ordered per commission as needed; we never hold vellum in stock.
Check each skin for flay marks before it goes on the shelf.
""")

a("photo-retention", "Photo retention", "2026-09-03", ["mendq", "photos"], """
# Photo retention

{{a_purge}}
Library batch photos are exported to the library as a zip when the batch goes back.
""")

a("titling-day-prep", "Titling day prep", "2026-06-05", ["gilding", "finishing"], """
# Titling day prep

{{a_overnight}}
Lay out the type the afternoon before and check every sort for damage.
Cut leaf into strips before Ana starts; she shouldn't be cutting leaf and titling at the same time.
""")

a("small-repair-pricing", "Small repair pricing", "2026-08-19", ["stockroom", "mendq", "pricing"], """
# Small repair pricing

{{a_offcuts}}
Labour is priced in quarter hours for anything under Grade C.
""")

a("tool-care", "Finishing tool care", "2026-04-22", ["gilding", "tools"], """
# Finishing tool care

{{a_brasso}}
Store tools face down in the racks; never let two faces touch.
A chipped tool goes in the red tray for Tomasz to look at.
""")

a("stockroom-launch", "stockroom launch", "2026-05-28", ["stockroom"], """
# stockroom launch notes

{{a_sheetro}}
counts are updated in stockroom and nowhere else.
{{a_pg_stock}}
{{a_tags}}
First week: every skin re-measured and labelled; took Tomasz and Ana two afternoons.
""")

a("quote-pdf-rewrite", "Quote PDF rewrite", "2026-06-24", ["quireboard", "pdf"], """
# Quote PDF rewrite

{{a_typst}}
The new layout puts the design sketch on page one and the materials breakdown on page two.
""")

a("goatskin-titling", "Goatskin titling", "2026-07-30", ["gilding", "goatskin"], """
# Goatskin titling

{{a_120}}
Two coats of glaire, the second once the first has gone matt.
Strike once, firmly; a second strike on goatskin almost always doubles the letter.
""")

a("endpaper-drawers", "Endpaper drawers", "2026-03-12", ["stock", "endpapers"], """
{{a_drawers}}
Drawer 4 has the plain coloured Ingres papers; drawer 5 is offcuts big enough for octavo.
""")

a("st-aldhelms-batches", "St Aldhelm's batches", "2026-04-15", ["library", "st-aldhelms"], """
# St Aldhelm's batches

{{a_aldhelm}}
Their batch sheet lists shelfmarks; copy them exactly into the mendq tickets.
""")

a("library-price-schedule", "Library price schedules", "2026-01-20", ["library", "pricing"], """
# Library price schedules

{{a_schedule}}
Each schedule lists a price per binding style and per repair grade.
""")

a("edge-gilding", "Edge gilding", "2026-08-07", ["gilding"], """
# Edge gilding

{{a_edge}}
Scrape, sand to 600, then burnish with the agate before laying the leaf.
""")

a("quireboard-history", "quireboard history", "2026-03-05", ["quireboard", "history"], """
# quireboard history

{{a_sqlite}}
The move was done on a Sunday with a `dumpdata`/`loaddata` round trip.

```
# old setting, kept for reference
DATABASE_URL=sqlite:////srv/quireboard/db.sqlite3
```

The commission numbering (`HB-2026-0001`) carried over unchanged.
""")

a("server-move-2026", "Server move 2026", "2026-06-21", ["infra", "history"], """
# Server move (June 2026)

quireboard and stockroom moved from the old CX22 to `bindery-01`.
{{a_0300}}
DNS was switched at 07:00 on the Saturday; nothing was down for more than a few minutes.
""")

a("wexcombe-pilot", "Wexcombe pilot", "2026-04-02", ["library", "wexcombe"], """
# Wexcombe pilot review

{{a_pilot}}
All pilot batches came back inside the SLA; Wexcombe signed the full contract in April.
""")

a("contracts-portal", "Contracts portal", "2026-03-18", ["library", "portal"], """
# Contracts portal

{{a_beta}}
Libraries log in with an email link; no passwords.
""")

a("leak-april", "April roof leak", "2026-04-28", ["workshop", "incident"], """
# April roof leak

{{a_leak}}
before the roofer could get to it; two calfskins cockled and were written off.
The dehumidifier was moved from the back room to the leather store afterwards.
""")

a("backup-runbook", "Backup runbook", "2026-07-08", ["infra", "backup"], """
# Backup runbook

{{a_forget}}

```
restic -r b2:harrowgate-backup:/bindery-01 snapshots
restic -r b2:harrowgate-backup:/bindery-01 restore latest --target /tmp/restore
```

Restore into `/tmp/restore` only, never over the live directories.
""")

a("library-contracts-summary", "Library contracts summary", "2026-05-12", ["library"], """
# Library contracts: summary for new staff

{{a_20wd}}
Each library has a named contact; their details are in quireboard under Contacts.
Wexcombe is the biggest by volume, Norbridge the most fragile.
""")

a("front-desk", "Front desk", "2026-06-16", ["mendq", "front-desk"], """
# Front desk

{{a_ql}}
{{a_ready_email}}
The collection shelf is sorted by ticket number, not surname.
""")

a("leather-finishing", "Leather finishing", "2026-09-10", ["finishing", "leather"], """
# Leather finishing

{{a_sc_nap}}
Buff with a soft cloth after twenty minutes.
""")

# filler notes (no labelled claims)
a("headcap-technique", "Headcap technique", "2026-02-25", ["forwarding", "leather"], """
# Headcaps

Pare the leather at the head and tail to half thickness before covering.
Set the headcap with a bone folder while the leather is still damp, then tie it up with thread.
""")

a("wheat-paste-recipe", "Wheat starch paste", "2026-01-27", ["conservation", "adhesive"], """
# Wheat starch paste

One part wheat starch to six parts water by volume, cooked until translucent.
Sieve it twice; it keeps three days in the fridge.
Used for paper repairs and for leather on conservation jobs; case-making is a different adhesive.
""")

a("mendq-status-flow", "mendq status flow", "2026-04-30", ["mendq"], """
# mendq statuses

received → graded → estimate sent → approved → on bench → ready → collected
A ticket can go from "estimate sent" back to "graded" if the customer wants a cheaper option.
""")

a("stockroom-api", "stockroom API", "2026-06-11", ["stockroom", "api"], """
# stockroom API

- `GET /api/skins?material=goatskin` lists skins with area and colour
- `POST /api/skins/:id/use` records leather used by a job
- Auth: a token per app, in the 1Password vault
""")

a("bookcloth-colours", "Bookcloth colours", "2026-02-03", ["stock", "cloth"], """
Maroon buckram is the default for library rebinds; dark blue for St Aldhelm's theses.
Grey is only used for boxes.
""")

a("insurance-valuations", "Insurance valuations", "2026-05-15", ["commissions", "insurance"], """
# Insurance valuations

Books valued over £5,000 are logged in the strongroom book and never left on the bench overnight.
The owner's valuation is recorded on the ticket; we don't value books ourselves.
""")

a("leather-dye-notes", "Leather dye notes", "2026-08-25", ["leather", "conservation"], """
Spirit dyes for retouching scuffs on old calf; test on the turn-in first.
Water-based dyes only on new leather before covering.
""")

a("xero-sync-notes", "Xero sync notes", "2026-07-22", ["xero", "quireboard"], """
# Xero sync

When the hourly push fails, quireboard retries on the next run; nothing is lost.
A duplicate contact in Xero breaks the push; merge contacts in Xero, not in quireboard.
""")

a("christmas-closure-2026", "Christmas closure 2026", "2026-11-10", ["workshop"], """
The workshop is closed from 23 December 2026 to 4 January 2027.
Library batches due in that window were agreed with the libraries in November.
""")

a("apprentice-training-plan", "Apprentice training plan", "2026-01-14", ["team", "training"], """
# Ana's second year

- Q1: headcaps and corners on half-leather
- Q2: titling on goatskin with the single-line pallets
- Q3: full-leather forwarding on a simple octavo
- Q4: her own design binding for the guild exhibition
""")

a("sewing-frame-notes", "Sewing frame notes", "2026-03-30", ["forwarding"], """
Library rebinds are sewn on tapes; fine bindings on raised cords.
Linen thread 18/3 for octavos, 16/3 for anything larger.
""")

a("portal-login-issues", "Portal login issues", "2026-09-22", ["library", "portal"], """
# Portal login problems

St Aldhelm's emails bounce the login link if it arrives from a new sending domain;
they whitelisted `harrowgate-bindery.co.uk` in September.
""")

a("design-binding-brief", "Design binding brief", "2026-10-06", ["commissions"], """
# Design binding brief

For a design binding, the customer gets two sketches before the quote; a third costs extra.
Sketches are scanned and attached to the commission in quireboard.
""")

a("dev-days", "Dev days", "2026-02-09", ["dev", "team"], """
Ife is in on Tuesdays and Thursdays; anything urgent on other days goes to #dev and waits.
Deploys and merges happen on those two days.
""")
