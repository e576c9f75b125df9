# remnic facts: (date YYYY-MM-DD, category, tags, body)
FACTS = [
("2026-01-14", "fact", ["barre", "database"], """
@V1a@barre's Postgres listens on `pg.fenhale.co.uk:5433`, not the default port, so copy the DSN from 1Password rather than typing it.
"""),
("2026-05-19", "fact", ["wardrobe", "hire", "deposits"], """
@V4b@The costume deposit is £40 a costume; Aoife takes it by card when the hire is booked.
"""),
("2026-04-14", "fact", ["curtaincall", "tickets"], """
@V5b@Households can buy at most 4 tickets per performance in curtaincall; anything more needs a box office override.
"""),
("2026-03-09", "fact", ["barre", "billing"], """
@V8a@barre sends the first overdue reminder 3 days after an invoice's due date.
"""),
("2026-02-19", "fact", ["barre", "email"], """
@R1b@barre's transactional emails are sent through Mailgun (EU region), sending domain `mg.fenhale.co.uk`.
"""),
("2026-06-03", "fact", ["examdesk", "errors"], """
@R2b@examdesk reports exceptions to Bugsnag; the API key lives in the Rails credentials file.
"""),
("2026-05-07", "fact", ["curtaincall", "hosting"], """
@R5b@curtaincall is deployed on Render (Frankfurt): one web service plus a cron job for reminder emails.
"""),
("2026-01-22", "decision", ["barre", "payments", "direct-debit"], """
@R6b@Term fee Direct Debits are collected with Stripe's Bacs Direct Debit; each family has one Stripe mandate.
"""),
("2026-02-26", "fact", ["barre", "sms"], """
@R8b@Class cancellation texts go out through Textlocal, sender name FenHale.
"""),
("2026-07-08", "fact", ["infra", "backups"], """
@R10b@Nightly database dumps are shipped offsite to Wasabi (eu-central-2).
"""),
("2026-03-17", "decision", ["barre", "git"], """
@N1b@Never squash barre PRs; merge commits only, so the per-commit history of billing changes survives.
"""),
("2026-06-16", "preference", ["wardrobe", "refunds"], """
@N3a@Costume deposits are never refunded by bank transfer; they go back to the card they were paid with.
"""),
("2026-08-12", "fact", ["barre", "migrations"], """
@N4b@Migrations on barre are safe to run at any time of day, including term-time evenings.
"""),
("2026-05-28", "preference", ["curtaincall", "git"], """
@N5b@Small curtaincall fixes (copy, typos) can be pushed straight to main without a PR.
"""),
("2026-02-09", "fact", ["examdesk", "candidates"], """
@N6b@examdesk keeps each candidate's full date of birth, because the board needs it with the entry.
"""),
("2026-04-29", "fact", ["curtaincall", "tickets"], """
@N7b@Families can move their tickets to another performance free of charge from the My Tickets page.
"""),
("2026-03-24", "preference", ["barre", "classes"], """
@N8a@Never auto-cancel a class for low numbers; Aoife decides case by case.
"""),
("2026-08-04", "fact", ["wardrobe", "returns"], """
@N9b@Late costume returns are charged £5 per day, added to the hire invoice.
"""),
("2026-04-07", "fact", ["barre", "tests"], """
@N10b@barre's unit tests mock the database layer (pytest-mock) to keep the suite fast.
"""),
("2026-06-22", "fact", ["barre", "hosting"], """
@S1b@Migrated barre off Heroku to its own Hetzner CX32 in June 2026; the Heroku app is scaled to zero.
"""),
("2026-07-27", "fact", ["wardrobe", "storage"], """
@S3b@The `fh-costumes` S3 bucket is deprecated; costume photos are served from Cloudflare R2 (`costumes.fenhale.co.uk`) now.
"""),
("2026-08-31", "fact", ["examdesk", "entries"], """
@S4b@The board's SFTP entry upload was shut down in August 2026; examdesk now submits entries through the board's web API.
"""),
("2026-06-09", "fact", ["curtaincall", "deploy"], """
@S5b@`make deploy` no longer exists in curtaincall; deploys run from the GitHub Actions `deploy.yml` workflow.
"""),
("2026-09-10", "fact", ["barre", "registers"], """
@S6b@We no longer print class registers; teachers mark attendance on the studio iPads in barre's register view.
"""),
("2026-10-06", "fact", ["curtaincall", "chaperones"], """
@S8b@The "Chaperones 2026" sheet is retired; DBS expiry dates now live in curtaincall's chaperone module.
"""),
("2026-09-24", "decision", ["examdesk", "fees"], """
@S10b@Exam fees are no longer taken online; examdesk adds them to the family's next term invoice.
"""),
("2026-03-26", "fact", ["studios", "ripon", "history"], """
@D2a@Until March 2026, Ripon bookings were kept in a separate Google Sheet, not in barre.
"""),
("2026-02-02", "fact", ["wardrobe", "history"], """
@D3a@Before the 2024 rewrite, wardrobe was a WordPress plugin built on WooCommerce Bookings.
"""),
("2026-05-21", "fact", ["barre", "errors"], """
@D5a@barre used Bugsnag until May 2026, when the free plan ran out.
"""),
("2026-01-12", "fact", ["classes", "history"], """
@D6a@In the 2025/26 autumn term, pre-primary classes were 40 minutes long; parents found that too long for four-year-olds.
"""),
("2026-08-28", "fact", ["barre", "python"], """
@D7a@barre ran on Python 3.11 until the August 2026 upgrade.
"""),
("2026-01-29", "fact", ["barre", "deploy", "history"], """
@D8a@During the January 2026 rollout of automatic deploys, Sam approved every barre deploy by hand.
"""),
("2026-02-16", "fact", ["curtaincall", "show", "history"], """
@D4a@The 2025 summer show was at Harrogate Theatre, so last year's seating plan was the theatre's 500-seat layout.
"""),
("2026-08-18", "fact", ["wardrobe", "returns", "history"], """
@D10a@In the 2025 hire season, late costume returns were charged £3 a day.
"""),
("2026-04-20", "fact", ["classes", "exams"], """
@F2b@Tap and modern exams are entered through ISTD; ballet goes through RAD.
"""),
("2026-05-13", "fact", ["wardrobe", "hire"], """
@F3b@Other schools can hire costumes too, but not during our own show weeks in late June and early July.
"""),
("2026-04-01", "fact", ["curtaincall", "show"], """
@F4b@curtaincall sells tickets for three summer show performances: Friday evening, Saturday matinee and Saturday evening.
"""),
("2026-03-03", "preference", ["barre", "tests"], """
@F5b@Before pushing barre, run `pytest -x -q`; the full suite takes about four minutes.
"""),
("2026-07-02", "fact", ["infra", "backups"], """
@F6b@The nightly dumps start at 02:30 and are encrypted with age before they leave the server.
"""),
("2026-03-06", "fact", ["barre", "sms"], """
@F7b@Cancellation texts include the class code and the make-up date if one has been set.
"""),
("2026-09-16", "fact", ["studios", "knaresborough"], """
@F9b@Knaresborough Studio 2 is the small one: sprung floor, mirrors on one wall, no piano.
"""),
("2026-01-08", "preference", ["user", "style"], """
@F10b@Sam likes bullet lists rather than paragraphs, and no recap at the end of an answer.
"""),
("2026-06-25", "fact", ["classes", "modern"], """
@O1b@Grade 5 modern is a 45-minute class at Ripon and Knaresborough.
"""),
("2026-07-16", "fact", ["wardrobe", "stripe", "webhooks"], """
@O2a@wardrobe retries a failed Stripe webhook up to 5 times before alerting Sam.
"""),
("2026-10-13", "fact", ["tools", "kwame"], """
@O8b@Kwame does his examdesk work in RubyMine.
"""),
("2026-10-27", "fact", ["examdesk", "exams"], """
@O9a@The exam running order is emailed to families 10 days before the exam day.
"""),
("2026-05-05", "fact", ["examdesk", "database"], """
@O10a@examdesk's database runs Postgres 15.
"""),
("2026-09-09", "fact", ["studios", "knaresborough"], """
@A1b@The Knaresborough studio opened on 7 September 2026.
"""),
("2026-02-11", "preference", ["copy", "parents"], """
@A4b@Parent-facing text uses UK spelling: programme, colour, enrolment.
"""),
("2026-06-01", "fact", ["billing", "terms"], """
@A5b@Fees are due on the first day of each term.
"""),
("2026-03-31", "preference", ["prod", "database"], """
@A6b@Sam wants to be asked before the agent runs any query against a production database.
"""),
("2026-02-23", "fact", ["examdesk", "stack"], """
@A7b@examdesk is a Rails 7.2 app on Ruby 3.3.
"""),
("2026-09-02", "fact", ["classes", "primary"], """
@A8b@Primary ballet: 12 pupils max per class.
"""),
("2026-06-10", "fact", ["wardrobe", "cleaning"], """
@A9b@Bishops Cleaners (Cold Bath Road) dry-clean every costume between hires.
"""),
("2026-05-15", "decision", ["wardrobe", "invoices"], """
@NS1a@Costume hire invoices are never issued without a signed hire agreement attached.
"""),
("2026-04-23", "fact", ["exams", "escalation"], """
@NS2b@Joanna raises exam entry problems with the board's support desk herself.
"""),
("2026-04-30", "fact", ["examdesk", "git"], """
@NS4b@examdesk PRs are squash-merged.
"""),
("2026-01-09", "fact", ["classes", "weather"], """
@NS5b@When the council closes schools for snow, all classes that day are cancelled.
"""),
("2026-04-16", "fact", ["curtaincall", "refunds"], """
@NS6b@Show tickets are refundable up to 48 hours before the performance.
"""),
("2026-03-12", "decision", ["barre", "payments", "security"], """
@NS7a@Never store full card numbers in barre, not even in logs.
"""),
("2026-02-25", "fact", ["barre", "sms"], """
@NS8b@Short-notice class cancellations are texted to parents, not just emailed.
"""),
("2026-03-30", "fact", ["website", "safeguarding"], """
@NS10b@Pupils' full names appear on their exam certificates and on the class registers teachers use.
"""),
# ---------- fillers ----------
("2026-01-16", "fact", ["studios", "harrogate"], """
The costume store is in the Harrogate basement; the lift key hangs in the office.
"""),
("2026-01-21", "fact", ["barre", "reports"], """
Aoife exports the weekly class numbers CSV from barre every Friday for Joanna.
"""),
("2026-02-04", "fact", ["examdesk", "email"], """
examdesk sends entry confirmations through Postmark, from exams@fenhale.co.uk.
"""),
("2026-02-13", "fact", ["wardrobe", "queue"], """
wardrobe uses Laravel's database queue driver for its emails and label printing, not Redis.
"""),
("2026-03-04", "fact", ["curtaincall", "tickets"], """
Show tickets cost £14 for adults and £9 for children and concessions.
"""),
("2026-03-18", "preference", ["git", "kwame"], """
Kwame wants PR descriptions to list the manual test steps, not just the change.
"""),
("2026-04-09", "fact", ["classes", "trial"], """
Trial classes cost £8 and are credited against the first term's fee if the child joins.
"""),
("2026-04-24", "fact", ["curtaincall", "box-office"], """
The box office at the show takes cards on two SumUp readers; the cash float is £150.
"""),
("2026-05-08", "fact", ["classes", "codes"], """
Class codes never change mid-term; moving a class to another day creates a new code.
"""),
("2026-05-26", "fact", ["curtaincall", "retries"], """
curtaincall retries a failed ticket confirmation email twice, ten minutes apart.
"""),
("2026-06-18", "fact", ["wardrobe", "sessions"], """
wardrobe admin sessions last 12 hours; Margaret stays logged in on the costume-store PC.
"""),
("2026-06-29", "fact", ["people", "kwame"], """
Kwame's contract covers two days a week until the end of March 2027.
"""),
("2026-07-09", "fact", ["wardrobe", "errors"], """
Flare notifications for wardrobe go to the #wardrobe Slack channel, not to Sam's phone.
"""),
("2026-07-22", "fact", ["classes", "sizes"], """
Street dance at Knaresborough is capped at 16, not the usual 20, because Studio 2 is smaller.
"""),
("2026-08-06", "fact", ["examdesk", "hosting"], """
examdesk's Hetzner box is a CX32; Caddy handles TLS for `exams.fenhale.co.uk`.
"""),
("2026-08-25", "fact", ["curtaincall", "package"], """
curtaincall's Node version is pinned to 22 in `.nvmrc`.
"""),
("2026-09-04", "fact", ["classes", "baby-ballet"], """
Baby ballet runs only on Saturday mornings, at Harrogate and Knaresborough.
"""),
("2026-09-18", "preference", ["agent", "style"], """
Aoife wants a screenshot or a plain list of what changed after every admin fix.
"""),
("2026-10-01", "fact", ["barre", "waiting-list"], """
barre's waiting list offers go out by email first and expire after 48 hours.
"""),
("2026-10-09", "fact", ["show", "2027"], """
The 2027 summer show is pencilled in for 2-3 July 2027, venue to be confirmed.
"""),
("2026-10-19", "fact", ["wardrobe", "stocktake"], """
37 costumes were written off in the September stocktake (moth damage and tears).
"""),
("2026-10-29", "decision", ["barre", "gdpr"], """
Former pupils' records are anonymised two years after their last class; barre runs the job monthly.
"""),
("2026-11-03", "fact", ["examdesk", "results"], """
Autumn 2026 results are expected from the board in mid-December.
"""),
("2026-11-10", "fact", ["barre", "sibling-discount"], """
The sibling discount applies to term fees only, never to workshops or exam fees.
"""),
("2026-11-17", "fact", ["curtaincall", "2027"], """
curtaincall will open 2027 presale to families in April, a week before public sale.
"""),
("2026-11-24", "preference", ["agent", "costumes"], """
Margaret prefers costume sizes written as age bands (7-8) rather than S/M/L for children's costumes.
"""),
]
