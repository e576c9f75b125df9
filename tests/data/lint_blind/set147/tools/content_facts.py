# remnic facts: (date, HH:MM:SS, category, confidence, tier, tags, body)
FACTS = [
("2026-01-14", "09:12:40", "fact", 0.9, "explicit", ["memorialdesk", "postgres"], """
@@V1b@@memorialdesk's `DATABASE_URL` is `postgres://md_app@pg-main.ashcombe.internal:5433/memorialdesk`.
"""),
("2026-02-03", "15:40:02", "fact", 0.85, "explicit", ["quarryorder", "granite", "lead-time"], """
@@V3b@@Stoneleigh's lead time for Indian black granite is 14 weeks to Frome, and quarryorder's promised dates use that.
"""),
("2026-05-19", "11:05:33", "fact", 0.9, "explicit", ["infra", "backups"], """
@@V6b@@Postgres dumps in the `ap-backups` bucket are kept for 90 days; a B2 lifecycle rule removes anything older.
"""),
("2026-06-11", "17:22:18", "fact", 0.8, "implied", ["fixingcrew", "sync"], """
@@V8b@@fixingcrew pushes completed fixings up to memorialdesk every 60 minutes, or straight away if the fixer taps Sync now.
"""),
("2026-03-09", "10:31:57", "fact", 0.9, "explicit", ["permitflow", "tooling"], """
@@R1b@@Install permitflow's dependencies with `npm ci`; the lockfile in the repo is `package-lock.json`.
"""),
("2026-07-21", "14:02:11", "fact", 0.85, "explicit", ["errors", "monitoring"], """
@@R3b@@Bugsnag is where our app errors go: memorialdesk, permitflow and quarryorder all report to the same Bugsnag organisation.
"""),
("2026-04-16", "08:55:40", "fact", 0.9, "explicit", ["infra", "hosting"], """
@@R5b@@All four of our web apps are hosted on a DigitalOcean droplet in London (`ap-app-1`).
"""),
("2026-06-30", "16:44:09", "fact", 0.85, "explicit", ["accounts", "invoices"], """
@@R7b@@Priti keeps the books in QuickBooks Online; memorialdesk exports invoices there every night.
"""),
("2026-02-12", "13:20:45", "preference", 0.9, "explicit", ["marta", "editor"], """
@@R8b@@Marta's editor is PyCharm Professional; don't add VS Code settings files to the repos.
"""),
("2026-05-07", "09:48:26", "fact", 0.8, "implied", ["quarryorder", "storage"], """
@@R10b@@quarryorder stores everything in a SQLite file at `/srv/quarryorder/orders.db`.
"""),
("2026-08-25", "12:15:03", "fact", 0.75, "implied", ["memorialdesk", "cutting"], """
@@N2b@@memorialdesk does not require proof approval before a job is released to cutting; Owen releases jobs himself.
"""),
("2026-03-27", "18:03:37", "fact", 0.8, "explicit", ["memorialdesk", "migrations"], """
@@N4b@@Running `manage.py migrate` by hand over SSH on `ap-app-1` is fine when a deploy gets stuck halfway.
"""),
("2026-01-22", "07:58:14", "fact", 0.8, "implied", ["fixing", "weather"], """
@@N5b@@Foundations can go into frozen ground as long as the concrete gets an accelerator.
"""),
("2026-06-18", "11:36:50", "fact", 0.85, "explicit", ["letterbench", "export"], """
@@N7b@@letterbench doesn't export DXF at all; the router software imports the SVG directly.
"""),
("2026-05-13", "15:09:21", "fact", 0.8, "implied", ["restoration", "biocide"], """
@@N9b@@D/2 goes onto every listed monument we clean as routine; no sign-off is needed.
"""),
("2026-06-24", "10:10:10", "decision", 0.95, "explicit", ["infra", "monitoring"], """
@@S1b@@Swapped UptimeRobot for a self-hosted Uptime Kuma in June; the UptimeRobot account has been closed.
"""),
("2026-07-29", "14:27:44", "fact", 0.9, "explicit", ["suppliers", "slate"], """
@@S3b@@Cwm Slate Co. shut its order desk in July; Welsh slate now comes from Penmorfa Slate through their web portal.
"""),
("2026-05-28", "09:01:19", "decision", 0.9, "explicit", ["permitflow", "node"], """
@@S5b@@permitflow was upgraded from Node 18 to Node 22 in May; the Node 18 images are gone from the registry.
"""),
("2026-09-17", "16:18:05", "fact", 0.9, "explicit", ["fixingcrew", "android"], """
@@S7b@@fixingcrew was pulled from the Play Store internal track in September; Lewis sideloads the signed APK from the shared drive now.
"""),
("2026-10-12", "11:42:31", "decision", 0.95, "explicit", ["secrets", "passwords"], """
@@S8b@@All shared passwords moved from Bitwarden to 1Password Business in October 2026; Bitwarden stays read-only until it lapses in January.
"""),
("2026-03-16", "02:41:12", "fact", 0.85, "explicit", ["quarryorder", "prices"], """
@@S10a@@quarryorder's supplier price import runs nightly at 02:30.
"""),
("2026-04-07", "13:13:58", "fact", 0.85, "explicit", ["permitflow", "council"], """
@@F1b@@For Frome Town Council cemeteries permitflow also attaches the mason's BRAMM registration card to the application.
"""),
("2026-03-04", "17:50:29", "fact", 0.8, "explicit", ["quarryorder", "tests"], """
@@F3b@@quarryorder's tests need the supplier PDFs in `tests/pdfs/`; run `git lfs pull` before the suite or half of them skip.
"""),
("2026-08-06", "10:24:47", "fact", 0.85, "explicit", ["infra", "deploy", "permitflow"], """
@@F5b@@`deploy.sh permitflow` also applies the Prisma migrations before it restarts the container.
"""),
("2026-07-10", "15:33:16", "fact", 0.8, "implied", ["restoration", "mortar"], """
@@F7b@@Soft Bath stone ledgers get NHL 2 at 1:2.5 instead of the NHL 3.5
default, otherwise the mortar ends up harder than the stone.
"""),
("2026-04-23", "12:06:39", "preference", 0.9, "explicit", ["git", "commits"], """
@@F8b@@Start each commit subject with the app name, like `permitflow: chase DAC secretary`.
"""),
("2026-09-03", "09:37:22", "fact", 0.85, "explicit", ["memorialdesk", "portal"], """
@@F10b@@Portal magic links last 30 minutes and only work once.
"""),
("2026-05-04", "14:55:08", "fact", 0.85, "explicit", ["suppliers", "york-stone"], """
@@O2b@@Reclaimed York stone from Calder Reclamation usually arrives within 2 weeks of the order.
"""),
("2026-08-31", "11:11:45", "fact", 0.85, "explicit", ["letterbench", "plaques"], """
@@O3b@@Cremation plaques for the garden of remembrance are lettered at 19 mm throughout.
"""),
("2026-06-02", "16:29:53", "fact", 0.8, "explicit", ["infra", "logs"], """
@@O4b@@Caddy access logs on `ap-app-1` are rotated daily and kept for 14 days.
"""),
("2026-07-06", "08:47:31", "fact", 0.8, "implied", ["quarryorder", "stoneleigh"], """
@@O5b@@quarryorder polls Stoneleigh's order-status feed every 60 minutes during working hours.
"""),
("2026-10-01", "10:52:17", "fact", 0.85, "explicit", ["restorelog", "python"], """
@@O7b@@restorelog is still on Python 3.10; it's next in line for an upgrade.
"""),
("2026-02-26", "13:38:04", "fact", 0.9, "explicit", ["website", "hosting"], """
@@O9b@@The public website ashcombepryce.co.uk is on Squarespace, not on our server; Gwen edits it herself.
"""),
("2026-01-08", "11:19:26", "fact", 0.8, "explicit", ["pricing", "history"], """
@@D2b@@During the 2025 price freeze the deposit on new memorials was 20%.
"""),
("2026-06-15", "09:26:43", "fact", 0.8, "explicit", ["granite", "lead-time", "history"], """
@@D4b@@In spring 2026, while ships were going round the Cape, imported granite took up to 16 weeks to reach us.
"""),
("2026-02-05", "17:07:58", "fact", 0.8, "explicit", ["github", "history"], """
@@D6b@@Back in January, before branch protection was switched on, PRs were merged with merge commits.
"""),
("2026-08-14", "12:48:35", "fact", 0.85, "explicit", ["devizes", "history"], """
@@D7b@@Until August 2026 the Wiltshire fixings were all run out of Frome, a two-hour round trip.
"""),
("2026-03-20", "10:03:49", "fact", 0.75, "implied", ["marta", "history"], """
@@D9b@@Before she took on the dev work in January 2026, Marta used Notepad++ for the odd script.
"""),
("2026-02-19", "14:14:14", "fact", 0.9, "explicit", ["suppliers", "stoneleigh"], """
@@A2b@@Quote account A&P-0417 on every Stoneleigh purchase order.
"""),
("2026-01-06", "09:30:00", "preference", 0.9, "explicit", ["style"], """
@@A3b@@Gwen wants plain British English answers, short, with no emoji.
"""),
("2026-04-29", "07:44:21", "fact", 0.85, "explicit", ["frome", "hours"], """
@@A5b@@Frome workshop hours are 7:30 to 4 on weekdays.
"""),
("2026-04-01", "15:57:36", "fact", 0.85, "explicit", ["permitflow", "dioceses"], """
@@A8b@@permitflow handles three dioceses: Bath and Wells, Salisbury and Bristol.
"""),
("2026-08-04", "08:15:27", "fact", 0.9, "explicit", ["devizes"], """
@@A10b@@Devizes yard opened on 3 August 2026, staffed by Lewis and one apprentice.
"""),
("2026-07-13", "16:06:12", "fact", 0.85, "explicit", ["memorialdesk", "invoices"], """
@@NS1a@@memorialdesk never sends the balance invoice without the fixing certificate attached.
"""),
("2026-09-08", "11:27:54", "fact", 0.8, "explicit", ["permitflow", "refusals"], """
@@NS2b@@Churchyard refusals get escalated the same day they arrive; nobody sits on them over a weekend.
"""),
("2026-04-13", "13:49:18", "fact", 0.85, "explicit", ["permitflow", "chasers"], """
@@NS4b@@permitflow sends its chaser emails automatically; nobody has to remember to chase.
"""),
("2026-05-22", "10:38:41", "fact", 0.9, "explicit", ["quarryorder", "orders"], """
@@NS5a@@Stone orders are never placed without a PO number from quarryorder.
"""),
("2026-03-11", "12:22:07", "fact", 0.85, "explicit", ["memorialdesk", "proofs"], """
@@NS6b@@memorialdesk emails every proof as a PDF attachment as well as the approval link.
"""),
("2026-10-22", "15:01:33", "fact", 0.85, "explicit", ["memorialdesk", "payments"], """
@@NS7a@@Balances are never chased before the memorial is fixed.
"""),
("2026-07-24", "09:53:15", "fact", 0.8, "implied", ["letterbench", "kerning"], """
@@NS8b@@letterbench kerns lettering automatically from the font's kerning pairs.
"""),
("2026-11-06", "14:40:26", "fact", 0.85, "explicit", ["github", "hotfix"], """
@@NS9b@@Hotfixes are merged as soon as they're reviewed, Friday afternoons included.
"""),
# fillers
("2026-01-27", "10:44:02", "fact", 0.85, "explicit", ["workshop", "saw"], """
The Frome saw is a Thibaut bridge saw; blade changes are logged in the workshop book.
"""),
("2026-02-10", "16:12:51", "preference", 0.8, "explicit", ["owen", "proofs"], """
Owen wants proofs printed at A3 for the bench, never scaled to fit A4.
"""),
("2026-03-24", "11:58:09", "decision", 0.9, "explicit", ["quotes", "kerbs"], """
Kerb sets are quoted as a separate line from the headstone.
"""),
("2026-04-10", "09:09:47", "fact", 0.85, "explicit", ["permitflow", "digest"], """
permitflow sends Marta a daily digest of applications waiting on someone else, at 07:00.
"""),
("2026-05-15", "13:31:29", "fact", 0.8, "explicit", ["restorelog", "grades"], """
A restorelog grade 5 (unsafe) gets a warning sign on the memorial the same day and a call to the churchwarden.
"""),
("2026-06-08", "17:15:55", "preference", 0.85, "explicit", ["owen", "fixing"], """
Owen wants fixing dates given to families as a week, not a day, because of the weather.
"""),
("2026-07-01", "08:20:38", "fact", 0.8, "explicit", ["crew", "van"], """
The Devizes crew van is the white Transit; the Frome one is the grey Iveco with the crane.
"""),
("2026-08-20", "12:57:12", "fact", 0.85, "explicit", ["stoneleigh", "deliveries"], """
Stoneleigh delivers to Frome on Thursdays; anything for Devizes goes on the crew van on Friday.
"""),
("2026-09-11", "10:36:24", "fact", 0.8, "implied", ["memorialdesk", "orders"], """
A typical memorial order takes about four months from first enquiry to fixing, most of it waiting on permission and stone.
"""),
("2026-09-25", "15:25:46", "fact", 0.85, "explicit", ["fixingcrew", "contractor"], """
fixingcrew changes are done by an Android contractor on a day rate; Marta writes the tickets.
"""),
("2026-10-08", "09:14:33", "fact", 0.8, "explicit", ["letterbench", "memorialdesk"], """
letterbench saves each layout back to memorialdesk, so the office can re-send a proof without Owen.
"""),
("2026-10-29", "14:09:08", "decision", 0.9, "explicit", ["pricing", "inscriptions"], """
From 2026-11 additional inscriptions are priced per letter plus a fixed removal and refixing charge.
"""),
("2026-11-12", "11:03:57", "fact", 0.85, "explicit", ["permitflow", "faculty"], """
The Bath & Wells DAC meets on the second Tuesday of the month; papers close ten days before.
"""),
("2026-11-19", "16:47:20", "fact", 0.8, "explicit", ["restoration", "holy-trinity"], """
Holy Trinity's PCC confirmed the chest tomb work for spring 2027; scaffold booked for March.
"""),
("2026-11-25", "10:21:44", "preference", 0.85, "explicit", ["marta", "reviews"], """
Marta prefers small PRs, one concern each, with screenshots for anything a family sees.
"""),
]
