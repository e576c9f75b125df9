# auto/<slug>.md notes: slug -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

A("production-hire-terms", "Production hire terms (summary for the quote emails)", "2026-02-09", ["hirebook", "terms"], """
# Production hire terms

Summary Maren asked for so the quote email template can link to it.

## Hire length
@@V2b@@
Weekly hires for filming are a separate price list.

## Cancellation
@@O7b@@
Cancelling earlier than that is free.
""")

A("laundry-turnaround", "Laundry turnaround", "2026-05-18", ["washlog", "laundry"], """
@@V4b@@

The washlog dashboard shows a red badge when a ticket goes past it.
""")

A("rackline-dev-setup", "rackline local dev setup", "2026-03-02", ["rackline", "dev"], """
# rackline local setup

@@V5b@@

```
createdb rackline_dev
export DATABASE_URL=postgres://localhost:5432/rackline_dev
python manage.py migrate && python manage.py loaddata demo_rails
```

## Tests
@@F7b@@
Fixtures live in `catalogue/fixtures/`; the demo rails are fake costumes, not real stock.
""")

A("repair-promises", "What we promise on repairs", "2026-06-22", ["washlog", "repairs"], """
Notes from the call with the Lyceum wardrobe supervisor.

@@V9b@@
Zips and re-beading are quoted case by case when the costume is booked in.
""")

A("oncall-handbook", "On-call handbook (short)", "2026-04-07", ["oncall", "infra"], """
# On-call, the short version

@@R2b@@
@@NS2b@@
Phone first, Slack second. Log every page in the #incidents channel.
""")

A("fitroom-frontend", "fitroom frontend notes", "2026-07-14", ["fitroom", "frontend"], """
@@R4b@@
The calendar widget is ours; don't swap it for a library without asking Maren.
""")

A("hirebook-deploy", "How hirebook gets deployed", "2026-08-03", ["hirebook", "deploy"], """
# hirebook deploys

@@R6b@@

## When
@@N1b@@
Hotfixes can go any time with Maren's OK.
""")

A("maren-setup", "Maren's setup", "2026-02-20", ["user", "tooling"], """
@@R9b@@
She runs the apps in Docker Compose locally, never natively.
""")

A("delicates-handling", "Delicates: how they are washed", "2026-06-02", ["washlog", "laundry", "care"], """
# Delicates

@@N3b@@

## Corsets
@@NS5b@@
Boning is checked before and after.
""")

A("prod-migrations", "Running prod migrations", "2026-05-11", ["hirebook", "rackline", "db"], """
@@N6b@@
tunnel; it takes a minute and prints the applied migrations.
Check with Maren first if the migration touches orders.
""")

A("washlog-contributing", "washlog: contributing", "2026-09-08", ["washlog", "git"], """
# Contributing to washlog

@@N10b@@
@@O3b@@
Use `make dev` to run the service with a throwaway local database.
""")

A("pdf-rendering", "PDF rendering in hirebook", "2026-07-28", ["hirebook", "pdf"], """
@@S2b@@
Pick lists now paginate properly at the rail breaks.
""")

A("staff-sso", "Staff sign-in", "2026-06-19", ["infra", "sso"], """
@@S4b@@
The scanner handhelds use a shared device login and are not on SSO.
""")

A("fitroom-reminders", "fitroom reminders", "2026-10-06", ["fitroom", "sms", "reminders"], """
# Reminders

@@S6b@@
@@NS9a@@
@@O2b@@
""")

A("monitoring", "Monitoring", "2026-07-21", ["infra", "monitoring"], """
@@S8b@@
Status page at status.limelightwardrobe.co.uk; checks every minute now.
""")

A("inspection-checklist", "Return inspection checklist", "2026-03-24", ["washlog", "inspection"], """
# Return inspection

@@F2b@@
Anything failing the checklist gets a repair ticket before it goes near the washers.
""")

A("backup-job", "Backup job", "2026-07-01", ["infra", "backups"], """
@@F5b@@
The age key is in 1Password; restore steps are in `ops/restore.md`.
""")

A("damage-charges", "Damage charges", "2026-05-26", ["deposits", "damage"], """
@@F9b@@
Photos of the damage go with the invoice.
""")

A("scanner-app", "Scanner app crash reporting", "2026-09-15", ["scanner", "android"], """
@@O5b@@
Crash-free sessions have been above 99% since the offline queue fix.
""")

A("newsletter", "Newsletter", "2026-04-14", ["marketing", "email"], """
@@O10b@@
Jonah picks the featured rail each month.
""")

A("panto-2025-retro", "Panto 2025/26 retro", "2026-01-30", ["panto", "retro"], """
# Panto 2025/26 retrospective

@@D3b@@
Two dame frocks were double-booked; see project notes for the fix.
""")

A("laundry-move-2026", "Laundry move (April 2026)", "2026-05-04", ["washlog", "laundry"], """
The laundry moved from the back of the Bermondsey warehouse into the new room by dispatch.

@@D5b@@
""")

A("rackline-history", "rackline history", "2026-03-16", ["rackline", "history"], """
rackline started as a spreadsheet import in 2024.

@@D7b@@
""")

A("secrets", "Secrets", "2026-02-03", ["infra", "secrets"], """
@@A2b@@
""")

A("long-hire-deposits", "Deposits on long hires", "2026-06-30", ["deposits"], """
@@A4b@@
Long hires are anything over four weeks, mostly touring productions.
""")

A("catalogue-stats", "Catalogue stats", "2026-10-12", ["rackline", "stats"], """
@@A7b@@
Roughly 12% are on the archive rails.
""")

A("repair-tickets", "Repair tickets", "2026-04-21", ["washlog", "repairs"], """
@@A10b@@
The number is printed on the swing tag that travels with the costume.
""")

A("dispatch-routine", "Dispatch routine", "2026-08-25", ["dispatch", "stores"], """
# Dispatch

@@NS4b@@
Big orders are packed in rail order, heaviest boxes at the bottom.
""")

# fillers
A("pick-list-sorting", "Pick list sorting", "2026-04-28", ["hirebook", "pick-list"], """
Pick lists sort by rail, then size, then SKU. Jonah asked for shoes last because they live upstairs.
""")
A("wig-care-sheet", "Wig care sheet", "2026-03-09", ["wigs"], """
Wig care sheets go out with every wig: no heat tools on synthetic fibre, store on the block.
""")
A("get-out-returns", "Returns after get-out", "2026-09-29", ["returns"], """
Productions book a courier return through the office; washlog opens tickets when the boxes are scanned in.
""")
A("size-script", "normalise_sizes script", "2026-08-11", ["rackline", "sizes"], """
`scripts/normalise_sizes.py --rail 14` prints proposals; `--apply` writes only the confirmed ones.
""")
A("slack-channels", "Slack channels", "2026-01-19", ["team"], """
#rackline, #hirebook-orders, #laundry-ops, #incidents, #random. Customer chats never go in Slack.
""")
A("photo-shoot-guide", "Photographing costumes", "2026-02-26", ["rackline", "photos"], """
Costumes are shot on the mannequin against the grey wall, front and back, with the SKU card in frame.
""")
A("quote-template", "Quote email template", "2026-03-30", ["hirebook", "email"], """
The quote email links to the hire terms summary and the fitting booking page.
""")
A("vat-notes", "VAT notes", "2026-05-06", ["finance"], """
Costume hire is standard-rated; the deposit itself is not a supply, so no VAT on it.
""")
A("rail-labels", "Rail labels", "2026-07-07", ["warehouse"], """
Each rail has a laminated letter and number at both ends; the scanner app shows the same code.
""")
A("damage-photos", "Damage photos", "2026-06-10", ["deposits", "photos"], """
Damage photos are taken at inspection with the handheld and attached to the washlog ticket.
""")
A("salford-van", "Salford van run", "2026-10-20", ["salford", "logistics"], """
The van runs Bermondsey to Salford every other Wednesday with restocked rails.
""")
A("measurement-form", "Measurement form", "2026-04-02", ["fitroom", "measurements"], """
Performers fill in the measurement form before the fitting; the designer checks it in the room.
""")
A("customer-accounts", "Customer accounts", "2026-11-03", ["hirebook", "accounts"], """
Each production company has one account; productions sit under it with their own contacts.
""")
A("team-rituals", "Team rituals", "2026-01-12", ["team"], """
Monday planning at 09:00, Thursday demo at 16:00. Maren keeps both under 30 minutes.
""")
A("hat-boxes", "Hat boxes", "2026-08-18", ["dispatch", "hats"], """
Hats travel in their own numbered boxes; the box number is on the pick list line.
""")
A("fabric-swatches", "Fabric swatches", "2026-09-22", ["workroom"], """
The workroom keeps swatches of every fabric used in repairs, filed by supplier.
""")
A("insurance-certificates", "Insurance certificates", "2026-02-16", ["hirebook", "insurance"], """
Productions upload their insurance certificate in hirebook; it is checked once per year per company.
""")
A("dame-frocks", "Dame frocks", "2026-11-10", ["panto", "rackline"], """
Dame frocks are catalogued as sets with their wigs and shoes so they cannot be split across orders.
""")

# facts: key -> (date, category, tags, body)
FACTS = []
def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n"))

F("2026-03-12","fact",["rackline","database"],"@@V1b@@")
F("2026-06-15","fact",["deposits"],"@@V3b@@")
F("2026-04-20","fact",["fitroom","fittings"],"@@V6b@@")
F("2026-08-07","fact",["infra","backups"],"@@V7b@@\nthe lifecycle rule deletes them.")
F("2026-09-03","fact",["hirebook","orders"],"@@V8b@@")
F("2026-02-24","fact",["rackline","photos"],"@@V10b@@")
F("2026-05-29","fact",["infra","email"],"@@R1b@@")
F("2026-07-09","fact",["infra","ci"],"@@R3b@@")
F("2026-10-01","fact",["washlog","queue"],"@@R5b@@")
F("2026-08-19","fact",["deposits","payments"],"@@R7b@@")
F("2026-04-13","preference",["rackline","git"],"@@R8b@@")
F("2026-10-27","fact",["rackline","search"],"@@R10b@@")
F("2026-06-08","decision",["deposits"],"@@N2b@@")
F("2026-03-19","fact",["hirebook","vat"],"@@N4b@@")
F("2026-07-22","fact",["fitroom"],"@@N5b@@")
F("2026-09-10","decision",["rackline","archive"],"@@N7b@@")
F("2026-10-14","decision",["deposits","oncall"],"@@N8b@@")
F("2026-08-28","fact",["hirebook","returns"],"@@N9b@@")
F("2026-08-31","fact",["rackline","photos"],"@@S1b@@")
F("2026-09-17","fact",["dispatch","labels"],"@@S3b@@")
F("2026-09-01","decision",["washlog","dry-cleaning"],"@@S5b@@")
F("2026-04-24","fact",["deposits","database"],"@@S7b@@\nPostgres in April; the old `deposits` schema is read-only.")
F("2026-06-03","fact",["rackline","stock-sync"],"@@S9b@@")
F("2026-11-02","fact",["stores","returns"],"@@S10b@@")
F("2026-05-14","fact",["deposits"],"@@F1b@@")
F("2026-02-11","fact",["rackline","barcodes"],"@@F3b@@")
F("2026-03-05","fact",["fitroom","rooms"],"@@F4b@@")
F("2026-04-09","decision",["hirebook","orders"],"@@F6b@@")
F("2026-07-16","fact",["washlog","stains"],"@@F8b@@")
F("2026-10-23","fact",["stores","salford"],"@@F10b@@")
F("2026-06-25","fact",["washlog","database"],"@@O1b@@")
F("2026-09-24","fact",["washlog","dry-cleaning"],"@@O4b@@")
F("2026-05-21","fact",["fitroom","consultations"],"@@O6b@@")
F("2026-08-12","fact",["hirebook","jobs"],"@@O8b@@")
F("2026-03-26","fact",["marketing","hosting"],"@@O9b@@")
F("2026-01-28","fact",["hirebook","errors"],"@@D1b@@")
F("2026-04-02","fact",["hirebook","hosting"],"@@D2b@@")
F("2026-03-03","fact",["fitroom","tooling"],"@@D4b@@")
F("2026-04-16","fact",["deposits","history"],"@@D6b@@")
F("2026-01-15","fact",["rackline","search"],"@@D8b@@")
F("2026-05-27","fact",["rackline","python"],"@@D9b@@")
F("2026-07-03","fact",["infra","backups"],"@@D10b@@")
F("2026-02-05","fact",["hirebook","orders"],"@@A1b@@")
F("2026-05-07","fact",["washlog","laundry"],"@@A3b@@")
F("2026-06-17","fact",["fitroom"],"@@A5b@@")
F("2026-01-22","preference",["style"],"@@A6b@@")
F("2026-03-31","fact",["stores"],"@@A8b@@")
F("2026-02-17","fact",["oncall"],"@@A9b@@")
F("2026-05-19","fact",["hirebook","invoices"],"@@NS1b@@")
F("2026-09-14","decision",["fitroom","deploy"],"@@NS3b@@")
F("2026-07-30","fact",["deposits","email"],"@@NS6b@@")
F("2026-10-08","fact",["rackline","sku"],"@@NS7b@@")
F("2026-04-30","fact",["stores","collections"],"@@NS8b@@")
F("2026-10-16","fact",["fitroom","reminders"],"@@NS9b@@")
F("2026-11-12","fact",["rackline","staging"],"@@NS10b@@")
# fillers (unlabelled; same slots for other subjects, or agreements)
F("2026-01-09","fact",["team"],"Sadia works Tuesday to Thursday; she is not on the on-call rota.")
F("2026-02-13","preference",["reviews"],"Maren prefers review comments as suggestions she can apply, not prose.")
F("2026-03-23","fact",["wigs"],"Wig blocks go back to the wig room after a return, not to the laundry.")
F("2026-05-02","fact",["stores","salford"],"The Salford counter shares the Bermondsey phone line; calls are forwarded after 16:00.")
F("2026-06-12","fact",["scanner"],"The scanner handhelds are Zebra TC22s; spare batteries are in the dispatch drawer.")
F("2026-07-11","decision",["hirebook","invoices"],"Invoice numbers are `INV-` plus the hire order ref, so one order has one invoice.")
F("2026-08-05","fact",["washlog"],"washlog repair tickets can be reopened for 30 days after closing.")
F("2026-09-07","fact",["rackline","sets"],"A set in rackline is hired as one line item on the order, whatever its size.")
F("2026-10-29","fact",["fitroom","measurements"],"Measurement forms are kept for 12 months after the production closes, then deleted.")
F("2026-11-19","decision",["panto"],"Panto orders are confirmed in get-in order so the first shows get first pick.")
F("2026-11-24","fact",["washlog","laundry"],"The Saturday laundry shift runs 09:00 to 14:00 during panto season.")
F("2026-01-26","fact",["hirebook","quotes"],"Quotes are valid for 30 days; after that hirebook re-prices them at the current rates.")
F("2026-04-27","preference",["tooling"],"Maren likes one-line shell commands she can paste, with the repo path spelled out.")
F("2026-06-29","fact",["scanner","offline"],"The scanner app's offline queue holds up to 500 scans before it refuses new ones.")
F("2026-08-24","decision",["rackline","categories"],"New category codes need Jonah's sign-off because the rail labels change with them.")
A("fitting-room-kit", "Fitting room kit", "2026-05-15", ["fitroom", "fittings"], """
Each fitting room has pins, a steamer, a full-length mirror and the measurement tablet.
Room kit is checked every Monday by whoever opens the showroom.
""")
A("returns-sorting", "Sorting returns", "2026-10-09", ["returns", "washlog"], """
# Sorting returns

Returned boxes are opened on the long bench, each costume scanned, then sorted to wash, dry-clean or repair.
Shoes and hats skip the wash queue and go to their own shelves.
""")
A("scanner-release", "Scanner app release steps", "2026-07-24", ["scanner", "release"], """
Bump `versionCode`, build the release APK, push it with StageNow to one handheld first, then the rest.
""")
