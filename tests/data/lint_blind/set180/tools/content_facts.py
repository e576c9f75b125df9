# remnic facts. (date, time HH:MM:SS, category, tags, confidence, body)
FACTS = [
 ("2026-01-09", "10:12:31", "fact", ["stockbook", "history"], 0.85, """
@D4a@ In 2025 stockbook ran on Python 3.10 and Django 4.2; the upgrade happened over the Christmas close.
"""),
 ("2026-01-20", "16:40:02", "fact", ["approvals", "process"], 0.9, """
@S7a@ The 'Approvals Out' spreadsheet is the source of truth for which books are with which customer.
Dylan adds a row when a book is posted and strikes it through when it comes back.
"""),
 ("2026-01-28", "11:05:44", "fact", ["stockbook", "time"], 0.9, """
@F10a@ stockbook stores all timestamps in UTC.
"""),
 ("2026-02-03", "09:48:10", "fact", ["shop", "phone"], 0.8, """
@O9b@ The phone line is staffed 09:30–16:00 on weekdays; outside that it goes to voicemail.
"""),
 ("2026-02-06", "14:22:51", "preference", ["git", "style"], 0.95, """
@A7b@ Use Conventional Commits prefixes for commit messages, all lower case, and don't end the subject with a full stop.
"""),
 ("2026-02-10", "13:01:09", "fact", ["infra", "secrets"], 0.9, """
@F6b@ Production secrets are in the Bitwarden 'FM Ops' collection; the `.env` files on the servers are rendered from it at deploy time.
"""),
 ("2026-02-12", "15:30:00", "fact", ["valuer", "history"], 0.8, """
@D6a@ Through 2025 every valuation report was countersigned by Ruth as a second valuer.
"""),
 ("2026-02-17", "10:55:27", "fact", ["stockbook", "ci"], 0.9, """
@R2a@ stockbook's CI is GitHub Actions: `.github/workflows/ci.yml` runs lint and tests on every PR.
"""),
 ("2026-02-25", "12:18:40", "fact", ["gradeledger", "grading"], 0.9, """
@F1b@ Proof coins in gradeledger get a PR prefix on the Sheldon number (PR69, PR70); business strikes get MS or AU as usual.
"""),
 ("2026-03-03", "17:02:13", "decision", ["approvals", "customers"], 0.95, """
@A4b@ Approvals are only offered to customers who have already completed two purchases with us.
Gerald decided this after two books went missing in 2025.
"""),
 ("2026-03-05", "09:20:55", "fact", ["gradeledger", "hosting"], 0.85, """
@O5b@ gradeledger is hosted on a Hetzner CX32 in Falkenstein.
"""),
 ("2026-03-11", "14:44:08", "fact", ["stockbook", "photos"], 0.85, """
@V6b@ stockbook's admin refuses photo uploads over 8 MB, so export TIFF scans as JPEG first.
"""),
 ("2026-03-17", "11:37:29", "preference", ["prices", "gerald"], 0.85, """
@A1b@ Gerald wants anything from £100 up shown without pence; cheaper items keep them (£8.50).
"""),
 ("2026-03-24", "16:10:45", "preference", ["marta", "tools"], 0.8, """
@R10b@ Marta's editor is VS Code; when pointing at code, give `path:line` so she can click through.
"""),
 ("2026-03-30", "18:03:12", "fact", ["lotwise", "runtime"], 0.9, """
@S8b@ lotwise was moved off Node 18 onto Node 22 at the end of March; the Dockerfile base is `node:22-alpine`.
"""),
 ("2026-04-03", "10:29:36", "fact", ["lotwise", "auctions"], 0.9, """
@F4b@ Sunday auction closes start at 19:00, with lots ending one every 30 seconds in lot order.
"""),
 ("2026-04-08", "13:50:21", "fact", ["gradeledger", "slabs"], 0.9, """
@A3b@ Slab cert numbers (NGC/PCGS) get verified against the grading service's website before the coin goes up for sale.
"""),
 ("2026-04-14", "15:15:03", "decision", ["gradeledger", "certificates"], 0.95, """
@N3b@ Never edit a grade once its certificate has been issued — void the cert and issue a new one.
Ruth and Gerald agreed this after an insurer queried a changed grade.
"""),
 ("2026-04-22", "12:41:58", "decision", ["approvals", "loans"], 0.9, """
@V3b@ The approvals loan period is 28 days from the posting date, which
gives customers four weekends to go through a book.
"""),
 ("2026-04-28", "08:57:14", "fact", ["gradeledger", "jobs"], 0.85, """
@O8b@ gradeledger's nightly cert re-check runs at 01:00 and marks slabs whose NGC/PCGS lookup fails.
"""),
 ("2026-05-02", "19:12:47", "fact", ["lotwise", "hosting"], 0.85, """
@R5b@ lotwise is deployed on Fly.io in the `lhr` region; two machines for web, one for the bid worker.
"""),
 ("2026-05-06", "10:08:30", "fact", ["despatch", "postage"], 0.9, """
@S5b@ We no longer use Click & Drop — despatch buys all postage labels in ShipStation since May.
"""),
 ("2026-05-12", "14:33:19", "preference", ["gradeledger", "git"], 0.8, """
@O10b@ gradeledger PRs get squash-merged: one commit per PR on main.
"""),
 ("2026-05-19", "11:26:52", "decision", ["gradeledger", "photos"], 0.9, """
@N8b@ We don't watermark grading photos in gradeledger; the originals are evidence and must stay untouched.
"""),
 ("2026-05-21", "09:44:05", "fact", ["valuer", "turnaround"], 0.85, """
@NS1b@ Valuation reports are issued within 10 working days of the viewing.
"""),
 ("2026-05-27", "16:58:41", "fact", ["approvals", "books"], 0.85, """
@V8b@ An approval book holds up to 60 items; the app won't let you add a 61st.
"""),
 ("2026-06-02", "13:07:26", "fact", ["lotwise", "notifications"], 0.85, """
@O2b@ lotwise's web-push outbid notifications retry up to 5 times with exponential backoff.
"""),
 ("2026-06-09", "10:21:37", "fact", ["stockbook", "database"], 0.9, """
@V1b@ stockbook's database is on `pg-stock.finchmarlow.internal:5433` — the non-default port trips people up when they write a DSN by hand.
"""),
 ("2026-06-12", "15:49:18", "fact", ["coins", "grading"], 0.85, """
@NS7a@ Not every coin needs a slab: raw coins under £200 are sold with our in-house grade only.
"""),
 ("2026-06-17", "12:02:44", "fact", ["valuer", "pricing"], 0.9, """
@F3b@ Valuations use retail replacement value, rounded up to the nearest £10 per item; sets are valued as sets, not as singles.
"""),
 ("2026-06-25", "17:35:09", "fact", ["approvals", "postage", "history"], 0.85, """
@D1a@ Until the June price review, outbound approvals postage was a flat £3.50 a book.
"""),
 ("2026-06-30", "11:14:56", "fact", ["lotwise", "payments"], 0.85, """
@R8b@ lotwise invoice payments are taken through Mollie; iDEAL works for the Dutch buyers as a bonus.
"""),
 ("2026-07-02", "14:27:33", "fact", ["gradeledger", "photos", "history"], 0.8, """
@D8a@ For the first half of 2026 coin photos were shot on Ruth's iPhone 15 Pro.
"""),
 ("2026-07-08", "10:39:01", "fact", ["approvals", "email"], 0.85, """
@R3b@ approvals sends its reminder and dispatch emails through Mailgun (EU region); the API key is in Bitwarden.
"""),
 ("2026-07-14", "16:20:48", "decision", ["lotwise", "bidders"], 0.9, """
@F9b@ New lotwise bidders verify their email first; for lots estimated over £500 a card is also pre-authorised.
"""),
 ("2026-07-21", "09:58:22", "fact", ["lotwise", "reserves"], 0.8, """
@N6b@ Reserves are displayed on the lotwise lot page so bidders know what they have to beat.
"""),
 ("2026-08-03", "13:45:10", "fact", ["lotwise", "invoices"], 0.9, """
@F5b@ lotwise sends one invoice per buyer within an hour of the close, combining all the lots they won.
"""),
 ("2026-08-11", "11:52:39", "fact", ["approvals", "postage"], 0.85, """
@NS4b@ Approval books go out by Royal Mail Tracked 48 from the despatch bench.
"""),
 ("2026-08-14", "15:06:27", "fact", ["valuer", "validity"], 0.85, """
@V4b@ Insurance valuations from valuer are valid for five years from the date of the viewing.
"""),
 ("2026-08-20", "12:31:54", "preference", ["lotwise", "git"], 0.8, """
@N1b@ lotwise PRs are always squash-merged so each auction feature is one commit on main.
"""),
 ("2026-08-25", "10:17:03", "fact", ["lotwise", "time"], 0.9, """
@A8b@ Lot end times are displayed in UK time for everyone, including overseas bidders.
"""),
 ("2026-09-03", "08:48:36", "fact", ["infra", "backups"], 0.85, """
@V10b@ The restic policy keeps 14 daily snapshots and 12 monthly ones; older dailies are pruned on Sundays.
"""),
 ("2026-09-08", "14:09:41", "fact", ["lotwise", "coins"], 0.85, """
@NS5b@ Graded coins are put up on lotwise every Thursday for the following Sunday's auction.
"""),
 ("2026-09-15", "16:36:12", "fact", ["approvals", "international"], 0.85, """
@N4b@ Approval books can go to EU collectors too; the CN22 customs form prints
with the packing slip, and Dylan adds the tariff code by hand.
"""),
 ("2026-09-22", "09:03:58", "fact", ["infra", "monitoring"], 0.9, """
@S3b@ Switched uptime monitoring from Uptime Kuma to Better Stack in September; the Kuma container has been shut down.
"""),
 ("2026-09-29", "13:28:15", "fact", ["valuer", "reports"], 0.85, """
@A5b@ Valuation reports are made out to the policyholder; the insurer only gets a copy if the client asks for one.
"""),
 ("2026-10-05", "11:47:22", "fact", ["stockbook", "search"], 0.85, """
@R7b@ Catalogue search in stockbook is served by Typesense; the collection is called `stock_items`.
"""),
 ("2026-10-12", "17:19:44", "fact", ["lotwise", "bids"], 0.9, """
@N10b@ A placed bid on lotwise can't be withdrawn by the bidder; only staff can void it.
"""),
 ("2026-10-15", "10:06:31", "fact", ["approvals", "reminders"], 0.85, """
@NS8b@ Overdue approvals get an email reminder on day 3 after the due date and again on day 10.
"""),
 ("2026-10-20", "15:54:09", "fact", ["approvals", "audit"], 0.85, """
@O7b@ The approvals audit log is kept for 2 years, then archived to B2.
"""),
 ("2026-10-27", "12:12:50", "fact", ["stockbook", "ebay"], 0.85, """
@NS6b@ stockbook's eBay export runs every night at 02:00.
"""),
 ("2026-11-03", "09:31:27", "fact", ["approvals", "deploy"], 0.9, """
@NS10b@ approvals' main deploys automatically once CI is green.
"""),
 # filler facts, no labelled claims
 ("2026-01-14", "10:00:12", "fact", ["shop", "people"], 0.8, """
Dylan Hart started on despatch in January; he also covers the counter on Saturdays.
"""),
 ("2026-02-19", "15:12:40", "preference", ["marta", "reviews"], 0.8, """
Marta prefers review comments grouped by file, with the blocking ones marked first.
"""),
 ("2026-03-19", "11:22:05", "fact", ["lotwise", "auctions"], 0.85, """
The monthly "better items" sale on lotwise closes on the last Sunday of the month alongside the weekly sale.
"""),
 ("2026-04-16", "14:05:50", "fact", ["gradeledger", "grading"], 0.8, """
Stamps graded in-house get a centring note (well centred, slightly off, off centre) next to the condition word.
"""),
 ("2026-05-08", "09:15:33", "fact", ["stockbook", "feeds"], 0.8, """
The dealer price feeds come from three sources; one of them sends a CSV by email, which a Celery task picks up.
"""),
 ("2026-05-29", "16:44:21", "decision", ["lotwise", "lots"], 0.85, """
Lots with fewer than three photos are held back from the auction until despatch adds the missing ones.
"""),
 ("2026-06-22", "10:41:18", "fact", ["valuer", "templates"], 0.8, """
The report templates in valuer have a cover page, a summary table and then the schedule by country.
"""),
 ("2026-07-16", "13:33:47", "fact", ["infra", "office"], 0.8, """
The office mini PC is an Intel NUC under Gerald's desk; it is on a UPS since the July power cut.
"""),
 ("2026-07-29", "11:08:02", "preference", ["saanvi", "schedule"], 0.8, """
Saanvi works Mondays, Wednesdays and Thursdays; approvals questions wait for those days.
"""),
 ("2026-08-28", "15:57:36", "fact", ["lotwise", "bidders"], 0.85, """
About a quarter of lotwise bidders are outside the UK, mostly Germany, the Netherlands and the US.
"""),
 ("2026-09-10", "12:24:13", "fact", ["stockbook", "locations"], 0.8, """
The strongroom was re-shelved in September; bays A to D kept their letters, shelf numbers changed.
"""),
 ("2026-10-08", "09:49:59", "decision", ["valuer", "portal"], 0.85, """
Valuation downloads in the customer portal use one-time links that expire after 7 days.
"""),
 ("2026-11-10", "14:36:25", "fact", ["gradeledger", "ngc"], 0.8, """
NGC changed its cert lookup page in November; the nightly re-check scraper needed a new selector.
"""),
 ("2026-11-18", "10:52:44", "fact", ["shop", "christmas"], 0.8, """
Christmas 2026 plans are not settled yet; Gerald will decide on extra opening days by 1 December.
"""),
]
