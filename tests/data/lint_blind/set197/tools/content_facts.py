# remnic facts: (date, category, tags, body). Category: fact | preference | decision.
FACTS = [
("2026-01-14", "fact", ["lendle", "members"], """
lendle member records are created at the desk; there is no online sign-up yet.
"""),
("2026-01-22", "preference", ["marta", "workflow"], """
Marta prefers one PR per change, even when two changes touch the same file.
"""),
("2026-02-02", "fact", ["library", "hours"], """
The lending desk closes at 17:45 so the last check-ins are done before the doors shut.
"""),
("2026-02-09", "decision", ["giftlog", "privacy"], """
«N3a»giftlog does not store donors' home addresses; only name, email and the donation reference.
"""),
("2026-02-13", "decision", ["lendle", "permissions"], """
«NS9a»Never give volunteers admin in lendle; they get the desk role only.
"""),
("2026-02-17", "fact", ["risobook", "deposit"], """
«V9b»The risobook deposit for a printing slot is £10, refunded once the drum is cleaned.
"""),
("2026-02-25", "fact", ["lendle", "docker"], """
«F10b»lendle's Docker image is built from `python:3.12-slim-bookworm`.
"""),
("2026-03-03", "decision", ["lendle", "loans"], """
«N6a»lendle does not charge late fees; overdue is only ever a nudge.
"""),
("2026-03-11", "fact", ["lendle", "database"], """
«V1b»lendle's database URL is `postgres://lendle@db.staplegun.internal:5433/lendle`; the app reads it from `DATABASE_URL`.
"""),
("2026-03-14", "decision", ["lendle", "reminders"], """
«NS3a»lendle never sends reminders by SMS; members didn't want their phone numbers stored.
"""),
("2026-03-18", "fact", ["infra", "secrets"], """
«S10b»Shared secrets moved from Bitwarden to 1Password in March; the Bitwarden org is no longer used.
"""),
("2026-03-25", "preference", ["risobook", "tooling"], """
«R4a»risobook uses pnpm; don't commit a `package-lock.json`.
"""),
("2026-03-30", "fact", ["print-room", "bookings"], """
«O2a»Screen-printing table bookings are 2 hours long.
"""),
("2026-04-02", "fact", ["lendle", "loans"], """
«V3b»The lendle loan cap is 8 zines per member; the desk can't override it without admin.
"""),
("2026-04-07", "fact", ["ci"], """
«D9a»In Q1 a full CI run took about 12 minutes because the Docker layer cache kept missing.
"""),
("2026-04-13", "fact", ["fairdesk", "fees"], """
«O5a»A fairdesk stall deposit is £15, deducted from the final stall fee.
"""),
("2026-04-20", "fact", ["catalogue", "zinedex"], """
«S5b»The Airtable catalogue base is read-only since the zinedex cutover; new zines are catalogued in zinedex.
"""),
("2026-04-24", "decision", ["lendle", "deploys"], """
«N1b»We deploy lendle on Saturdays after the desk closes, when nobody is checking zines out.
"""),
("2026-04-28", "decision", ["collections", "withdrawals"], """
«NS7a»No zine is withdrawn without the collections group signing off.
"""),
("2026-05-02", "fact", ["risobook", "errors"], """
«R3b»risobook reports exceptions to Honeybadger; the API key is in the deploy env.
"""),
("2026-05-08", "fact", ["risobook", "slots"], """
«F1b»On Saturdays riso slots are only bookable between 11:00 and 16:00, because the fair crew uses the room after that.
"""),
("2026-05-13", "decision", ["riso", "safety"], """
«A9b»Under-16s can only use the riso with Sun-hee or another inducted adult present.
"""),
("2026-05-19", "fact", ["podq", "retries"], """
«V5a»podq retries a failed print job up to 3 times before parking it in the `failed` queue.
"""),
("2026-05-20", "fact", ["lendle", "upgrade"], """
«S8b»Upgraded lendle from Django 4.2 to Django 5.1; the admin theme needed a small template fix.
"""),
("2026-05-22", "fact", ["fairdesk", "email"], """
«NS8b»fairdesk emails applicants as soon as their application is accepted or declined.
"""),
("2026-05-27", "decision", ["lendle", "renewals"], """
«N10b»Renewals can't be done online; members have to bring the zine back to the desk to renew it.
"""),
("2026-06-03", "fact", ["fairdesk", "uploads"], """
«V8b»fairdesk rejects sample scans over 10 MB, so exhibitors should export at 300 dpi.
"""),
("2026-06-11", "fact", ["risobook", "calendar"], """
«S3b»Switched off risobook's Google Calendar sync (`CALENDAR_SYNC=false`); the room screen reads risobook directly now.
"""),
("2026-06-15", "preference", ["ade", "editor"], """
«R9b»Ade's editor is VS Code with the Python and Django extensions; share `.vscode/` settings with him.
"""),
("2026-06-19", "fact", ["podq", "files"], """
«A2a»podq output must be PDF/X-1a; anything else gets rejected at upload.
"""),
("2026-06-26", "fact", ["zinedex", "search"], """
«F5b»Tag search in zinedex is exact-match; typo tolerance only applies to titles and creators.
"""),
("2026-06-30", "fact", ["risobook", "booking"], """
«NS5b»Members book riso slots online in risobook up to four weeks ahead.
"""),
("2026-07-02", "fact", ["zinedex", "search"], """
«A6b»zinedex is fully reindexed nightly at 4am by a scheduled job.
"""),
("2026-07-08", "fact", ["ci", "infra"], """
«R1b»All Staplegun repos build on Woodpecker CI running on the office NUC; pipelines live in `.woodpecker.yml`.
"""),
("2026-07-14", "decision", ["risobook", "members"], """
«N4b»Non-members can book riso slots at the walk-in rate; they just pay on the day.
"""),
("2026-07-21", "fact", ["infra", "alerts"], """
«S7b»We left Slack in July; alerts and deploy notices now post to the Zulip stream `tech/alerts`.
"""),
("2026-07-27", "fact", ["collections", "people"], """
«A10b»Withdrawals from the collection need Rosa's sign-off as collections lead.
"""),
("2026-07-30", "fact", ["lendle", "reservations"], """
«O9a»Each member can hold at most 3 reservations at a time in lendle.
"""),
("2026-08-01", "fact", ["lendle", "reminders", "closure"], """
«D6a»During the summer closure (1–14 August) lendle paused overdue reminders.
"""),
("2026-08-03", "fact", ["podq", "imposition"], """
«F2b»A5 jobs in podq are imposed 2-up on A4 sheets before they're sent to the printer.
"""),
("2026-08-10", "decision", ["podq", "archive"], """
«NS6b»podq can reproduce an Archive zine on request, once the creator has given permission.
"""),
("2026-08-14", "fact", ["infra", "dns"], """
«S1b»Moved DNS for staplegun.org from Cloudflare to Bunny DNS today; nameservers updated at the registrar.
"""),
("2026-08-21", "fact", ["podq", "queue"], """
«R6b»podq's job queue is Redis with RQ; the worker polls `redis.staplegun.internal:6379`.
"""),
("2026-08-27", "fact", ["lendle", "email"], """
«O3a»lendle's mail worker retries a failed reminder email up to 3 times, an hour apart.
"""),
("2026-09-02", "fact", ["fairdesk", "fees"], """
«D3b»The stall fee for a fair table is £25; half tables are £15.
"""),
("2026-09-09", "fact", ["fairdesk", "payments"], """
«R8b»fairdesk stall fees are collected with SumUp payment links sent after acceptance.
"""),
("2026-09-16", "fact", ["giftlog", "donations"], """
«F7b»Bulk donations (a box of 20 or more zines) get a single DON reference, with one line per zine under it.
"""),
("2026-09-23", "fact", ["giftlog", "uploads"], """
«O8a»giftlog accepts donation photos up to 5 MB each.
"""),
("2026-09-30", "fact", ["podq", "printer"], """
«S4b»The Xerox C8000 went back to the lessor this week; podq now prints to the Konica Minolta C3080.
"""),
("2026-10-02", "fact", ["giftlog", "receipts"], """
«NS1b»giftlog issues a receipt for every cash donation, even small ones from the tin.
"""),
("2026-10-06", "fact", ["donations", "fairs"], """
«N7b»Duplicate donations get sold at the zine fair table for £1 each.
"""),
("2026-10-13", "fact", ["giftlog", "email"], """
«O10b»giftlog sends donation receipts through Postmark's `giftlog` message stream.
"""),
("2026-10-20", "fact", ["fairdesk", "exhibitors"], """
«N9b»The stallholder list that fairdesk sends to all exhibitors includes everyone's email address,
so they can sort out table swaps between themselves.
"""),
("2026-10-27", "fact", ["fairdesk", "applications"], """
«A5b»fairdesk closes stall applications 21 days before each fair.
"""),
("2026-10-29", "fact", ["analytics", "database"], """
«O1b»The Matomo analytics for staplegun.org uses MariaDB 10.11 on `db.staplegun.internal:3306`.
"""),
("2026-11-10", "fact", ["library", "hours"], """
«D1a»Until April the library was open Wednesday to Saturday; Tuesdays were added once the rota could cover them.
"""),
# --- unlabelled ---
("2026-01-30", "fact", ["riso", "machines"], """
The MZ790 prints two colours in one pass; the SF5130 needs a second pass for each extra colour.
"""),
("2026-02-21", "preference", ["rosa", "exports"], """
Rosa wants catalogue exports as CSV with one row per issue, not per title.
"""),
("2026-03-08", "fact", ["zinedex", "covers"], """
zinedex resizes cover uploads to 600 px wide and keeps the original in the bucket.
"""),
("2026-04-05", "decision", ["risobook", "cancellations"], """
Cancelling a riso slot less than 24 hours ahead counts it as used, free slots included.
"""),
("2026-05-05", "fact", ["lendle", "workers"], """
lendle's reminder worker is a separate container (`lendle-worker`) sharing the web image.
"""),
("2026-06-08", "preference", ["marta", "sessions"], """
Marta likes a three-line summary at the end of a session: done, not done, next.
"""),
("2026-07-18", "fact", ["podq", "orders"], """
podq orders come from the web shop as a webhook; each order becomes one job per zine.
"""),
("2026-08-19", "decision", ["zinedex", "tags"], """
Tags in zinedex are lower-case and hyphenated (`glasgow-punk`, not `Glasgow Punk`).
"""),
("2026-09-05", "fact", ["members", "counts"], """
Staplegun had 612 active members at the end of August.
"""),
("2026-10-15", "fact", ["fairs", "winter"], """
The winter fair on 21 November is in the church hall on Nithsdale Road, same as last year.
"""),
("2026-11-03", "preference", ["ade", "reviews"], """
Ade prefers review comments as suggestions he can apply, not as prose.
"""),
("2026-11-18", "fact", ["lendle", "stats"], """
lendle recorded 1,904 loans in October, the busiest month so far.
"""),
("2026-11-24", "decision", ["risobook", "winter"], """
risobook will close bookings from 22 December to 6 January for the winter break.
"""),
("2026-01-09", "fact", ["infra", "domains"], """
The domain staplegun.org is registered until 2029; Marta holds the registrar login.
"""),
("2026-03-23", "preference", ["sunhee", "riso"], """
Sun-hee wants slot-rule changes announced a fortnight before they take effect.
"""),
("2026-06-24", "fact", ["zinedex", "records"], """
zinedex passed 3,600 catalogue records in June.
"""),
("2026-08-07", "decision", ["giftlog", "donations"], """
Whole-collection donations are logged as one DON reference per box, after Rosa has looked through them.
"""),
("2026-09-19", "fact", ["podq", "printer"], """
The podq printer's duplex unit jams on 120 gsm covers; print covers single-sided through the bypass tray.
"""),
("2026-11-21", "fact", ["fairs", "winter"], """
The winter fair had 47 stalls and about 900 visitors; the library table signed up 38 new members.
"""),
]
