# remnic facts: facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md  (date, "HH:MM:SS", category, tags, body)
FACTS = []
def F(date, time, cat, tags, body):
    FACTS.append((date, time, cat, tags, body.strip("\n") + "\n"))

F("2026-01-08", "10:14:22", "fact", ["dispatch", "christmas"], """
§D7a§Between 1 and 23 December 2025 wholesale orders were packed at the Staveley store to free up dispatch for the Christmas hampers.
""")
F("2026-01-12", "08:41:05", "fact", ["milkrun", "intake", "migration"], """
§D1a§For January we're running milkrun and the old intake spreadsheet side by side, entering every ticket twice.
""")
F("2026-01-20", "15:02:47", "fact", ["vatlog", "people"], """
§A7b§Ines Duarte is vatlog's maintainer; she reviews every vatlog PR.
""")
F("2026-01-27", "11:30:12", "fact", ["staveley", "rooms"], """
§O1b§The Staveley cave store sits at 8 °C all year round with no cooling at all.
It's an old slate store dug into the hillside.
""")
F("2026-02-03", "09:12:40", "preference", ["milkrun", "lab", "data"], """
§NS4a§Test results are never typed into the old intake spreadsheet — milkrun only.
""")
F("2026-02-05", "14:55:03", "fact", ["vatlog", "infra"], """
§O7b§vatlog runs on the office Proxmox host as VM `vatlog-01`.
""")
F("2026-02-10", "16:20:31", "preference", ["migrations", "deploys"], """
§N8b§Never run migrations from the deploy pipeline — Ines applies them by hand once she's read the SQL.
""")
F("2026-02-13", "10:05:59", "fact", ["cheeseboard", "errors"], """
§A1a§cheeseboard's exceptions go to Sentry, project `cheeseboard`.
""")
F("2026-02-18", "13:44:18", "preference", ["cheeseboard", "frontend", "tooling"], """
§R1b§cheeseboard's front end uses yarn (`yarn install && yarn build`); the lockfile is `yarn.lock`.
""")
F("2026-02-25", "12:10:09", "fact", ["milkrun", "payments", "milk-price"], """
§F3b§Base milk price is 42p a litre, plus or minus 0.3p for every 0.1% of butterfat above or below 4.0%, and the same for protein around 3.3%.
""")
F("2026-03-02", "09:33:27", "fact", ["milkrun", "hosting", "history"], """
§D4a§In January and February milkrun ran on a Mythic Beasts VPS while the Hetzner account was sorted out.
""")
F("2026-03-03", "15:48:50", "fact", ["whey", "farms"], """
§F10b§Tarn Howe Farm collects our whey for their pigs three times a week,
up to 6,000 L a time, in their own tanker.
""")
F("2026-03-06", "11:19:36", "fact", ["rooms", "little-wren", "history"], """
§D10a§Last winter (Dec 2025 – Feb 2026) Room 3 ran at 12 °C to slow the rinds down.
""")
F("2026-03-09", "07:58:14", "fact", ["rooms", "blue", "affine"], """
§V1b§Room 2 holds the blues at 12 °C; Gareth says anything colder and the blueing stalls.
""")
F("2026-03-11", "10:27:44", "preference", ["milkrun", "intake", "data"], """
§NS7a§Never edit a tanker ticket in the database directly — use the correction form in milkrun.
""")
F("2026-03-17", "14:06:21", "fact", ["cheeseboard", "php", "history"], """
§D2a§Until March cheeseboard ran on PHP 8.1; the move to 8.3 came with the Laravel 11 upgrade.
""")
F("2026-03-19", "16:41:08", "fact", ["affine", "alerts", "doors"], """
§N3b§affine doesn't page anyone for doors left open — door events only show on the wall dashboard in the make room.
""")
F("2026-03-24", "09:50:33", "fact", ["milkrun", "email", "farms"], """
§O6a§milkrun emails monthly farm statements through Mailgun (domain `mg.brackenrigg.co.uk`).
""")
F("2026-03-30", "13:15:52", "fact", ["milkrun", "errors"], """
§R3b§milkrun reports its exceptions to Honeybadger; the Sentry org is only used by cheeseboard.
""")
F("2026-04-01", "10:02:17", "fact", ["cheeseboard", "beta", "history"], """
§D9a§During the portal beta (February–March 2026) only the six pilot delis could log in to cheeseboard.
""")
F("2026-04-03", "08:37:45", "fact", ["rooms", "humidity", "affine"], """
§F1b§Room 3 humidity target is 94% RH; affine alarms if it drops below 90%.
""")
F("2026-04-07", "06:12:09", "fact", ["intake", "tankers", "temperature"], """
§A9b§Tanker drivers refuse any bulk tank reading warmer than 6 °C.
""")
F("2026-04-09", "17:25:40", "fact", ["cheeseboard", "hosting", "migration"], """
§S7b§cheeseboard was migrated from DigitalOcean to Hetzner Cloud (`cb-hz-1`); the old droplet has been destroyed.
""")
F("2026-04-15", "12:48:02", "fact", ["vatlog", "vats"], """
§V8b§Vat 2 is the 3,000 litre vat; a full make gives roughly 300 kg of curd.
""")
F("2026-04-22", "11:11:11", "preference", ["git", "merging"], """
§N1b§Never squash PRs: merge commits only, Ines wants the individual commits when she bisects.
""")
F("2026-04-28", "15:33:29", "fact", ["vatlog", "python"], """
§O3b§vatlog is Django 5.1 on Python 3.12.
""")
F("2026-05-05", "09:21:54", "preference", ["ruth", "prs", "review"], """
§N10b§Ruth doesn't want screenshots pasted into PRs — link the staging page instead.
""")
F("2026-05-07", "07:44:31", "fact", ["little-wren", "turning"], """
§A4b§Little Wren gets turned every day during its first week in Room 3.
""")
F("2026-05-12", "14:29:16", "fact", ["vatlog", "make-sheets", "gareth"], """
§S6b§No more paper make sheets: Gareth signs each make off on the vatlog tablet.
""")
F("2026-05-19", "10:53:47", "fact", ["export", "netherlands", "history"], """
§D8a§Until the Kaashuis deal in May, our Dutch distributor was Van Dijk Kaashandel in Gouda.
""")
F("2026-05-20", "16:08:25", "fact", ["cheeseboard", "xero", "retries"], """
§V5b§cheeseboard retries a failed Xero push up to 8 times with exponential backoff before it gives up and emails Ruth.
""")
F("2026-05-21", "13:02:58", "preference", ["vatlog", "deploys"], """
§NS3a§Don't deploy vatlog while a make is running — the vat tablets drop their session.
""")
F("2026-05-27", "11:47:13", "fact", ["affine", "database", "sensors"], """
§R6b§affine writes room readings to InfluxDB 2, bucket `rooms`, with 400-day retention.
""")
F("2026-05-29", "09:16:39", "fact", ["affine", "alerts", "on-call"], """
§F4b§affine pages on-call through ntfy (topic `brf-oncall`) once a room has been out of range for 10 minutes.
""")
F("2026-06-02", "15:40:26", "fact", ["old-fell", "maturing"], """
§V3b§Old Fell is never sold younger than 18 months; the clothbound needs the time to get its depth.
""")
F("2026-06-04", "10:34:50", "fact", ["affine", "sensors", "history"], """
§D6a§Before the May sensor upgrade, affine pulled readings from the Tinytag loggers every 15 minutes.
""")
F("2026-06-08", "12:22:03", "fact", ["howe-crumbly", "products"], """
§O9b§Howe Crumbly is sold young, at 6 weeks.
""")
F("2026-06-11", "14:58:44", "fact", ["cheeseboard", "email"], """
§R4b§cheeseboard sends order confirmation emails through Amazon SES (eu-west-2), from orders@brackenrigg.co.uk.
""")
F("2026-06-16", "08:05:37", "fact", ["cheeseboard", "invoicing", "xero"], """
§F5b§When a pick list is marked dispatched, cheeseboard raises the invoice and pushes it to Xero within the hour.
""")
F("2026-06-19", "11:36:20", "fact", ["affine", "mqtt", "sensors"], """
§A8b§Room sensors publish to Mosquitto on mqtt.brackenrigg.lan, port 1883.
""")
F("2026-06-25", "16:17:58", "fact", ["cheeseboard", "credit", "wholesale"], """
§N7b§cheeseboard doesn't hold orders when an account is over its credit limit; Nadia chases payment after dispatch.
""")
F("2026-06-30", "09:49:12", "fact", ["affine", "turning"], """
§S4b§The turning rota spreadsheet is read-only now; turns are scheduled and ticked off in affine.
""")
F("2026-07-02", "13:27:34", "fact", ["cheeseboard", "staging", "database"], """
§O5b§Staging cheeseboard has its own MariaDB at `cbdb.internal:3307` (schema `cheeseboard_staging`); don't point it at 3306.
""")
F("2026-07-06", "10:40:06", "fact", ["milkrun", "collections", "flush"], """
§D5a§During the spring flush (April to June 2026) the fell farms were collected every day,
because their bulk tanks couldn't hold two days' milk.
""")
F("2026-07-08", "15:12:49", "fact", ["lab", "samples"], """
§V9b§Retained farm milk samples are binned after 7 days — fridge B can't hold more than a week's worth.
""")
F("2026-07-13", "08:26:17", "fact", ["little-wren", "rooms"], """
§NS10a§Little Wren is never matured in Room 2 — the blue mould would get into the rinds.
""")
F("2026-07-21", "17:03:41", "fact", ["dns", "infra"], """
§S1b§Moved DNS for brackenrigg.co.uk from Cloudflare to Bunny DNS; the Cloudflare zone has been deleted.
""")
F("2026-07-24", "11:58:30", "decision", ["vatlog", "release", "food-safety"], """
§NS1a§No batch is ever released without the lab's Listeria result.
""")
F("2026-07-29", "14:44:15", "fact", ["labeller", "batch-codes"], """
§F7b§The batch code on a wheel label is the vatlog make code (e.g. `OF-260314-V1`), printed as a Code 128 barcode under the text.
""")
F("2026-08-04", "10:09:02", "preference", ["callum", "editor"], """
§R8b§Callum uses PhpStorm as his editor; keep `.idea/` in the global gitignore, not the repo's.
""")
F("2026-08-12", "12:51:38", "fact", ["vatlog", "vats"], """
§A2b§The pilot vat (Vat 3) takes 1000 litres.
""")
F("2026-08-19", "16:33:26", "fact", ["milkrun", "payments", "bank"], """
§S2b§Switched farm payments from Barclays BACS files to the Starling payments API — milkrun submits the batch itself now.
""")
F("2026-08-21", "09:04:55", "decision", ["grading", "rooms", "affine"], """
§NS5a§No wheel leaves Room 2 without a grading record in affine.
""")
F("2026-08-26", "13:38:10", "fact", ["export", "ehc", "netherlands"], """
§F9b§EHCs for Kaashuis Vermeer are signed by the official vet at the creamery on the Wednesday before the pallet goes.
""")
F("2026-09-01", "07:30:44", "fact", ["vatlog", "vats", "raw-milk"], """
§N5b§Vat 1 never takes raw milk — pasteurised makes only.
""")
F("2026-09-03", "15:15:15", "fact", ["dispatch", "history"], """
§D3a§Up to the end of August the dispatch team picked from printed pick lists.
""")
F("2026-09-09", "11:02:36", "fact", ["rooms", "capacity"], """
§O8b§Room 1 takes 2,400 clothbound truncheons when the racks are full.
""")
F("2026-09-15", "14:21:07", "preference", ["secrets", "security"], """
§R10b§New API keys go into 1Password, vault "Systems" — never into a `.env` committed anywhere.
""")
F("2026-09-24", "10:47:29", "fact", ["comms", "chat"], """
§S8b§We've moved off Slack — team chat is Google Chat now, in the "Systems" space.
""")
F("2026-09-29", "16:55:48", "preference", ["on-call", "cheeseboard"], """
§NS8a§Don't page Callum for cheeseboard outages — he isn't on the on-call rota; go to Ines.
""")
F("2026-10-01", "09:38:21", "fact", ["cheeseboard", "prices"], """
§S10b§`pricelist.xlsx` is deprecated; wholesale prices are edited in cheeseboard's Price Lists admin.
""")
F("2026-10-03", "12:14:59", "fact", ["backups", "b2"], """
§V10b§The lifecycle rule on `brf-backups` keeps database dumps for 90 days, then deletes them.
""")
F("2026-10-08", "15:26:33", "fact", ["cheeseboard", "payments", "web-shop"], """
§NS6b§cheeseboard takes card payments through Stripe, but only for web shop orders.
""")
F("2026-10-14", "11:43:02", "fact", ["cheeseboard", "orders"], """
§N9b§Orders can't be amended in cheeseboard once the cutoff has passed; customers have to ring Nadia.
""")
F("2026-10-21", "13:59:40", "decision", ["vatlog", "api"], """
§S5b§vatlog's `/api/v1/` endpoints are deprecated — anything new or touched should call `/api/v2/`.
""")
F("2026-11-04", "10:31:18", "fact", ["web-shop", "click-and-collect"], """
§O4b§Web shop click-and-collect orders close at 16:00 the day before collection.
""")
F("2026-07-15", "14:02:26", "decision", ["milkrun", "payments", "lab"], """
§N2b§Missing lab results don't hold up the farm payment run; the farm is paid at base price and trued up the following month.
""")

# ---- fillers ----
F("2026-01-15", "09:00:41", "fact", ["company"], """
Brackenrigg Creamery Ltd has 23 staff, 6 of them in the make room.
""")
F("2026-02-20", "10:18:26", "preference", ["ui", "copy"], """
Ruth wants British English in all UI copy ("colour", "cancelled", "centre").
""")
F("2026-03-27", "15:49:03", "fact", ["farms", "greenrigg"], """
Greenrigg supplies about a third of all the milk; it's the first stop on the Lowther round.
""")
F("2026-05-14", "11:25:37", "preference", ["gareth", "affine", "ui"], """
Gareth wants the room board to show RH as a whole number and temperature to one decimal place.
""")
F("2026-06-23", "09:57:10", "fact", ["dispatch", "sam"], """
Sam Whitehead leads dispatch; he has admin rights in labeller and can reprint any label.
""")
F("2026-08-28", "13:09:24", "decision", ["cheeseboard", "export"], """
Export orders get their own order type in cheeseboard so they skip the van run builder.
""")
F("2026-09-18", "08:49:52", "fact", ["lab", "courier"], """
The lab courier collects samples from the QA office at 15:00, Monday to Friday.
""")
F("2026-10-19", "14:36:45", "preference", ["reports", "nadia"], """
Nadia wants the weekly late-orders report as a CSV attachment, not a link.
""")
F("2026-11-10", "10:12:08", "fact", ["haccp", "audit"], """
The December audit will sample three Old Fell batches from the Staveley store.
""")
F("2026-11-19", "16:04:31", "decision", ["christmas", "wholesale"], """
Wholesale orders for Christmas delivery close on 16 December.
""")
F("2026-01-30", "12:40:19", "fact", ["vatlog", "tablets"], """
The make-room tablets are Samsung Galaxy Tab Active units in rugged cases, one per vat.
""")
F("2026-04-16", "09:14:02", "fact", ["labeller", "printers"], """
Label Direct supplies all our label rolls; reorders go through Sam.
""")
