# remnic facts: (date, category, tags, body). "@ID@" prefixes mark claim lines.
FACTS = [
("2026-01-09", "fact", ["atelier", "postgres"], """
@V1b@atelier connects to Postgres at `db-atelier.marlowefinch.internal:5433`; local SSH tunnels should forward that port, nothing else.
"""),
("2026-02-16", "fact", ["fittingbook", "fittings"], """
@V3b@First fittings go in fittingbook as 60-minute slots so there's time to try two or three blocks.
"""),
("2026-08-28", "fact", ["feltschool", "classes"], """
@V5b@The felt cloche weekend takes 8 students; we set out eight blocking stations on the long table.
"""),
("2026-08-03", "fact", ["backups", "infra"], """
@V7b@Backup snapshots are retained for 90 days, because the accountant
wants a full quarter of atelier history to hand at VAT time.
"""),
("2026-05-27", "fact", ["fittingbook", "sms", "reminders"], """
@V9b@Fitting reminder texts go out 24 hours ahead; earlier than that and clients forget anyway.
"""),
("2026-03-17", "fact", ["raceday", "node"], """
@R1b@raceday uses Yarn 4 (berry); run `yarn install` after pulling, never npm.
"""),
("2026-06-02", "fact", ["fittingbook", "errors"], """
@R3b@fittingbook reports its exceptions to Honeybadger; alerts land in #dev.
"""),
("2026-07-09", "fact", ["blockroom", "ci"], """
@R4b@blockroom's CI runs on our self-hosted Woodpecker at ci.marlowefinch.co.uk, not on GitHub's runners.
"""),
("2026-06-18", "fact", ["feltschool", "payments"], """
@R6b@Class bookings are paid through Square; it's the same Square account as the shop counter.
"""),
("2026-04-14", "preference", ["kwame", "editor"], """
@R7b@Kwame works in VS Code with the Go and Django extensions; suggest VS Code tasks rather than shell aliases.
"""),
("2026-05-19", "fact", ["fittingbook", "sms"], """
@R10b@Fitting reminder texts are sent through Vonage; the sender ID is MARLOWEF.
"""),
("2026-06-11", "decision", ["commissions", "deposits"], """
@N2b@Commission deposits are never refunded, whatever the stage; it's in the T&Cs Isolde rewrote this spring.
"""),
("2026-05-22", "fact", ["raceday", "dispatch"], """
@N3b@Race-day hats under 2 kg go out Royal Mail Special Delivery, guaranteed by 1pm.
"""),
("2026-05-29", "decision", ["atelier", "migrations", "agent"], """
@N4a@Claude can run `manage.py migrate` on production itself once CI is green; Kwame okayed it in May.
"""),
("2026-07-02", "decision", ["feltschool", "classes", "safety"], """
@N5b@No under-16s in feltschool classes: hat pins and steam irons, and the insurer's rule.
"""),
("2026-09-24", "decision", ["blocks", "classes"], """
@N6b@The antique (pre-1950) blocks are never used in classes, whoever is teaching.
"""),
("2026-06-25", "fact", ["fittingbook", "notifications"], """
@N8b@fittingbook doesn't send confirmation emails; the SMS is the only confirmation clients get.
"""),
("2026-08-13", "preference", ["git"], """
@N10b@Force-pushing your own feature branches is fine without asking; only `main` is protected.
"""),
("2026-01-27", "fact", ["feltschool", "waitlist"], """
@S1a@The class waiting list is a Google Form; Bea copies names into the class sheet.
"""),
("2026-01-13", "fact", ["blocks", "catalogue"], """
@S2a@The block catalogue lives in the 'Blocks master' Google Sheet; add new blocks there.
"""),
("2026-06-29", "fact", ["raceday", "hosting"], """
@S3b@raceday was migrated from Heroku to the Hetzner box in June 2026; the Heroku app is deleted.
"""),
("2026-08-20", "fact", ["atelier", "errors"], """
@S4b@atelier switched from Sentry to self-hosted GlitchTip in August 2026; the Sentry project is deleted.
"""),
("2026-02-05", "fact", ["commissions", "invoicing"], """
@S5a@Commission deposits are invoiced through Stripe Invoicing.
"""),
("2026-04-08", "fact", ["raceday", "enquiries"], """
@S7b@The race-day Typeform is shut down; enquiries go through raceday's own order form.
"""),
("2026-03-04", "fact", ["london", "fittings"], """
@S8a@London fittings are on Thursdays, 11:00–19:00.
"""),
("2026-07-24", "fact", ["backups", "infra"], """
@S9b@Switched off-site backups from Backblaze B2 to a Hetzner Storage Box in July; the B2 bucket is deleted.
"""),
("2026-01-12", "fact", ["atelier"], """
@F1a@atelier's database is Postgres.
"""),
("2026-09-15", "fact", ["feltschool", "emails"], """
@F2b@Joining instructions go out 3 days before the class, with parking notes for Walcot Street.
"""),
("2026-07-16", "fact", ["fittingbook"], """
@F4b@fittingbook is on Next.js 15 with the app router; the old pages-router code was removed.
"""),
("2026-03-23", "fact", ["fittings"], """
@F5a@Clients can book their fittings online.
"""),
("2026-05-08", "fact", ["feltschool", "studio"], """
@F6b@Classes use the upstairs workroom at 12 Walcot Street, never the shop floor.
"""),
("2026-08-07", "fact", ["backups"], """
@F7b@Off-site backups run every night.
"""),
("2026-04-29", "fact", ["raceday", "measurements"], """
@F8b@Race-day orders need the head circumference in cm, taken just above the ears; add 0.5 cm if the client will wear her hair up.
"""),
("2026-09-30", "fact", ["logs", "infra"], """
@F10b@All the apps on the Hetzner boxes ship logs to Loki through Promtail, with 14 days' retention.
"""),
("2026-06-16", "fact", ["raceday", "redis"], """
@O1b@raceday's Redis is `cache.marlowefinch.internal:6380`; a separate instance so Shopify webhook bursts don't evict fitting sessions.
"""),
("2026-10-01", "fact", ["feltschool", "classes"], """
@O2b@The straw boater masterclass is capped at 4 students.
"""),
("2026-04-20", "fact", ["feltschool", "deposits"], """
@O3b@Workshop class bookings take a £25 deposit; the rest is due a week before the class.
"""),
("2026-06-05", "fact", ["raceday", "collections"], """
@O5b@Race-day collection appointments are 15 minutes; most clients are in and out.
"""),
("2026-07-13", "fact", ["blockroom", "ci"], """
@O6b@blockroom's CI job times out after 10 minutes.
"""),
("2026-03-12", "fact", ["fittingbook", "build"], """
@O7a@fittingbook installs with npm (`npm ci` in the Dockerfile).
"""),
("2026-10-08", "fact", ["feltschool", "email"], """
@O8b@feltschool sends its booking emails through Resend.
"""),
("2026-02-24", "fact", ["atelier", "hosting"], """
@O9a@atelier runs on a Hetzner CX32 with 8 GB RAM.
"""),
("2026-07-20", "decision", ["blockroom", "git"], """
@O10b@blockroom uses plain merge commits; no squashing, no rebasing.
"""),
("2026-04-03", "fact", ["fittings", "history"], """
@D1a@Until March 2026 fittings were booked by phone and written in the paper diary.
"""),
("2026-03-14", "fact", ["raceday", "history"], """
@D2a@In the 2025 Ascot rush race-day orders were tracked on a shared Trello board.
"""),
("2026-10-02", "fact", ["atelier", "django"], """
@D3a@Before the September upgrade atelier ran Django 4.2 LTS.
"""),
("2026-03-20", "fact", ["raceday", "scaling"], """
@D4a@During Cheltenham week in March 2026 raceday ran 3 web dynos.
"""),
("2026-05-11", "fact", ["blockroom", "review"], """
@D5a@Until April 2026 Bea did all the code reviews for blockroom.
"""),
("2026-10-21", "fact", ["blockroom", "history"], """
@D8a@blockroom's API listened on port 8080 until October.
"""),
("2026-04-06", "fact", ["studio", "broadband"], """
@D9a@Until March the Bath studio was on BT broadband.
"""),
("2026-01-06", "fact", ["github"], """
@A1b@Our GitHub organisation is github.com/marlowe-finch; ask Kwame for an invite.
"""),
("2026-02-02", "preference", ["copy", "isolde"], """
@A2b@Isolde wants British spelling in anything a client reads.
"""),
("2026-01-30", "fact", ["measurements"], """
@A6a@Head sizes are always recorded in centimetres.
"""),
("2026-03-09", "fact", ["cron", "infra"], """
@A7b@Cron jobs run on UK time (Europe/London), so BST shifts them an hour against UTC.
"""),
("2026-04-13", "fact", ["dependabot"], """
@A8a@Dependabot PRs come in weekly on Monday mornings.
"""),
("2026-02-10", "fact", ["studio", "hours"], """
@A9b@No fittings or classes on Mondays; the studio is shut.
"""),
("2026-01-19", "preference", ["agent", "clients"], """
@A10b@Claude must not email clients directly; drafts only.
"""),
("2026-05-01", "fact", ["feltschool", "refunds"], """
@NS1b@Refunds are given for classes cancelled a week or more ahead.
"""),
("2026-08-18", "fact", ["raceday", "outages"], """
@NS2b@Bea hears about raceday outages the next morning in the ops summary.
"""),
("2026-06-22", "decision", ["block-hire"], """
@NS3a@Blocks are never hired out without a signed care agreement.
"""),
("2026-09-08", "preference", ["atelier", "deploys"], """
@NS4b@Friday-morning deploys of atelier are fine as long as
someone is in the studio until five to answer the phone.
"""),
("2026-08-26", "fact", ["atelier", "payments"], """
@NS5b@atelier stores the GoCardless mandate ID for clients on payment plans.
"""),
("2026-06-09", "decision", ["atelier", "agent", "database"], """
@NS6b@Claude may run read-only SQL against the atelier production replica to answer Bea's questions about open commissions.
"""),
("2026-03-26", "fact", ["blocks"], """
@NS7b@We reuse blocks across clients all the time; that's the point of the library.
"""),
("2026-07-28", "fact", ["blockroom", "errors"], """
@NS8b@blockroom software errors go to #dev.
"""),
("2026-05-25", "fact", ["raceday", "dispatch"], """
@NS9b@Race-day hats are dispatched Tuesday to Thursday only, so nothing sits in a depot over the weekend.
"""),
("2026-07-06", "preference", ["git", "agent"], """
@NS10b@Commit small fixes straight away on a feature branch; no need to ask first.
"""),
# ---- facts without labelled claims ----
("2026-02-19", "fact", ["suppliers"], """
Buckram comes from the same supplier as the wire; Bea orders both together at the start of each month.
"""),
("2026-04-24", "preference", ["isolde", "reports"], """
Isolde wants the weekly raceday order export as a PDF she can print, not a CSV.
"""),
("2026-09-03", "fact", ["feltschool", "classes"], """
The sinamay pillbox day sells out fastest; Bea opens the spring dates in January.
"""),
("2026-10-19", "decision", ["commissions"], """
Couture commissions are limited to six a month from November so Isolde can teach on Saturdays.
"""),
("2026-11-04", "fact", ["blockroom", "catalogue"], """
There are 642 blocks in blockroom after the November stock-take; 11 are on the repair shelf.
"""),
("2026-11-12", "fact", ["raceday", "season"], """
The raceday order book for the 2027 Cheltenham Festival opens on 1 December.
"""),
("2026-10-27", "fact", ["studio"], """
The workroom's second steam station was serviced in October; the next service is due in April.
"""),
]
