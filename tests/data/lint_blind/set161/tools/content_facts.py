# remnic facts: (date, category, tags, body). One claim marker per file at most, plus context lines.
FACTS = [
("2026-04-09", "fact", ["stitchbook", "database"], """
@V1b@stitchbook's Postgres listens on `db-stitch.pikerowe.internal:5433`; 5432 on that box belongs to the old Odoo trial.
"""),
("2026-06-11", "decision", ["quotekit", "quotes"], """
@V3b@A quote is valid for 14 days after it is sent, because supplier fabric prices move too fast to hold longer.
"""),
("2026-05-27", "fact", ["bolt", "hallam"], """
@V6b@bolt pulls the Hallam Textiles stock feed every 2 hours; Hallam rate-limits anything more frequent.
"""),
("2026-07-02", "fact", ["quotekit", "meterage"], """
@V8b@quotekit's plain-fabric wastage allowance is 15% on top of the measured metres.
"""),
("2026-04-16", "fact", ["ledger-bridge", "stripe"], """
@V10b@The Stripe webhook for ledger-bridge is registered at `https://pay.pikerowe.co.uk/hooks/stripe`; the signing secret is in 1Password.
"""),
("2026-03-19", "fact", ["stitchbook", "errors"], """
@R1b@stitchbook exceptions are reported to Rollbar, and Sam gets the daily digest email.
"""),
("2026-08-18", "fact", ["vanrun", "ci"], """
@R3b@vanrun's CI runs on a Woodpecker instance on ws-01 rather than on hosted runners.
"""),
("2026-10-07", "fact", ["email", "customers"], """
@R5b@Customer emails from stitchbook and quotekit are sent through Mailgun's EU region.
"""),
("2026-06-23", "fact", ["vanrun", "sms"], """
@R6b@vanrun sends its customer texts through MessageBird; the sender shows as PIKEROWE.
"""),
("2026-05-13", "preference", ["quotekit", "git"], """
@R8b@quotekit PRs get a proper merge commit; Sam likes seeing where each PR starts in `git log --graph`.
"""),
("2026-09-29", "decision", ["bolt", "orders"], """
@N2b@bolt never places a fabric order on its own: it drafts the order and Dev presses send after checking the dye lot.
"""),
("2026-07-22", "decision", ["quotekit", "migrations"], """
@N3b@Do not run quotekit migrations automatically on deploy; Sam runs `prisma migrate deploy` by hand after reading the SQL.
"""),
("2026-08-05", "preference", ["vanrun", "git"], """
@N4b@Never push directly to vanrun's main branch, not even a typo fix; open a PR.
"""),
("2026-10-20", "fact", ["vanrun", "sms"], """
@N6b@vanrun doesn't send an on-the-way text; drivers ring the customer themselves when they set off.
"""),
("2026-04-29", "fact", ["quotekit", "vat"], """
@N8b@Customer-facing quotekit prices do not include VAT; ledger-bridge adds it on the invoice.
"""),
("2026-07-01", "fact", ["hallam", "orders", "bolt"], """
@S2b@Hallam shut their email order inbox in June; bolt now submits fabric orders through the
Hallam trade portal API.
"""),
("2026-09-15", "decision", ["stitchbook", "deploy"], """
@S6b@`deploy.sh` was removed in September; stitchbook is deployed with `kamal deploy` from CI.
"""),
("2026-10-27", "fact", ["backups", "infra"], """
@S7b@The office Synology was decommissioned in October; restic backups now go to Backblaze B2 only.
"""),
("2026-06-04", "decision", ["foam", "suppliers"], """
@S9b@We stopped buying foam from Brindle after their May price rise; foam now comes from Vale Cellular in Nottingham.
"""),
("2026-06-26", "fact", ["vanrun", "sms"], """
@F1b@vanrun's reminder text includes the two-hour arrival window and the driver's first name.
"""),
("2026-06-30", "fact", ["stitchbook", "database"], """
@F2b@stitchbook runs on Postgres 16 with the `pg_trgm` extension for fuzzy customer-name search.
"""),
("2026-05-08", "fact", ["bolt", "suppliers"], """
@F3b@bolt syncs stock from Hallam's JSON API and from Corran Weaves, whose feed is a nightly CSV on their SFTP.
"""),
("2026-07-09", "preference", ["quotekit", "testing"], """
@F6b@quotekit pricing tests use anonymised real quotes kept in `tests/fixtures/quotes/`.
"""),
("2026-08-27", "fact", ["email", "quotekit"], """
@F8b@Quote emails go out from hello@pikerowe.co.uk with Reply-To set to whoever owns the quote.
"""),
("2026-07-16", "fact", ["vanrun", "sms"], """
@O2b@vanrun retries a failed SMS send up to 3 times, then flags the stop in red on the van day.
"""),
("2026-05-22", "decision", ["pricing", "payments"], """
@O3a@Cushion refills and loose-cover jobs are paid 100% up front when the quote is accepted.
"""),
("2026-03-24", "fact", ["lead-times"], """
@O5b@Loose-cover-only jobs take about 2 weeks, since there's no stripping or springing.
"""),
("2026-04-03", "fact", ["suppliers", "fabric"], """
@O8b@Corran Weaves won't cut less than 3 metres, so small chair jobs use Hallam stock.
"""),
("2026-09-10", "fact", ["vans"], """
@O9b@The Berlingo takes two armchairs at most; anything bigger goes in the Transit.
"""),
("2026-10-09", "fact", ["swatches", "trade"], """
@O10b@Trade accounts (interior designers) can borrow up to 20 swatches at once.
"""),
("2026-04-06", "fact", ["bolt", "history"], """
@D1a@Until March, bolt ran as a cron job on Dev's laptop, which is why January has gaps in the stock history.
"""),
("2026-03-03", "fact", ["pricing", "labour"], """
@D2a@In February the labour rate was £34 an hour; Joanna raised it when the second bench came in.
"""),
("2026-03-12", "fact", ["vanrun", "geocoding"], """
@D4a@In the January-February pilot, vanrun geocoded addresses with Mapbox.
"""),
("2026-06-08", "fact", ["quotekit", "history"], """
@D6a@Until May, quotekit kept its quotes in an Airtable base called Quotes 2026.
"""),
("2026-05-15", "fact", ["quotekit", "photos"], """
@D7a@During the 2026 beta, customers sent their sofa photos over WhatsApp and Dev attached them to the quote by hand.
"""),
("2026-07-06", "fact", ["vans", "finance"], """
@D8a@Up to June we leased the Transit from Northgate on a three-year contract.
"""),
("2026-04-20", "fact", ["lead-times", "hallam"], """
@D9a@While Hallam's mill was shut in March 2026, standard lead times stretched to 10 weeks.
"""),
("2026-02-26", "fact", ["vanrun", "nginx"], """
@A1b@vanrun listens on 8085; nginx proxies vanrun.pikerowe.co.uk to it.
"""),
("2026-03-09", "fact", ["foam", "compliance"], """
@A2b@Only crib-5 CMHR foam goes into seats; that's the BS 5852 requirement we sign off on the job card.
"""),
("2026-01-12", "fact", ["people"], """
@A4b@Joanna is the owner and lead upholsterer; she doesn't write code.
"""),
("2026-02-05", "fact", ["invoices", "ledger-bridge"], """
@A5b@Invoice numbers look like PR-2026-0417: prefix, year, then a four-digit counter that restarts every January.
"""),
("2026-03-04", "decision", ["staging", "email"], """
@A8b@Staging outbound email is caught by Mailpit, so no real customer ever gets a test quote.
"""),
("2026-04-24", "fact", ["bolt", "schedule"], """
@A9b@bolt's schedules are in Europe/London time, so the nightly Corran import shifts with BST.
"""),
("2026-05-05", "fact", ["ledger-bridge", "invoices"], """
@NS1b@ledger-bridge issues the balance invoice as soon as a job reaches Ready in stitchbook.
"""),
("2026-08-11", "fact", ["bolt", "ops"], """
@NS2b@After rotating supplier credentials, restart bolt so the workers pick up the new keys.
"""),
("2026-09-22", "fact", ["stitchbook", "migrations"], """
@NS4b@stitchbook releases include `manage.py migrate` on production; a release isn't finished until it has run.
"""),
("2026-06-18", "fact", ["quotekit", "email"], """
@NS5b@quotekit emails every saved quote to the customer within a minute.
"""),
("2026-10-13", "preference", ["vanrun", "git"], """
@NS8b@Feature PRs in vanrun are squash-merged.
"""),
("2026-07-27", "fact", ["vanrun", "bookings"], """
@NS9b@Customers book their delivery slot online in vanrun without having to phone us.
"""),
# ---- no labelled claim ----
("2026-01-08", "fact", ["workshop"], """
The workshop has two benches and a long cutting table; Joanna works one bench, the other is for the apprentice.
"""),
("2026-01-22", "preference", ["python", "code-style"], """
Sam prefers type hints on every new Python function in stitchbook and bolt.
"""),
("2026-02-12", "fact", ["vanrun", "database"], """
vanrun's Postgres is `db-vanrun.pikerowe.internal:5432`, a separate server from stitchbook's database.
"""),
("2026-02-19", "decision", ["workshop", "webbing"], """
Traditional seats get jute webbing; elastic webbing only goes on modern pieces.
"""),
("2026-03-27", "fact", ["showroom"], """
Showroom footfall is counted by hand on Saturdays for the landlord's quarterly report.
"""),
("2026-05-01", "fact", ["quotekit", "redis"], """
quotekit's Redis keeps customer sessions for 7 days.
"""),
("2026-05-29", "preference", ["vanrun", "office"], """
Dev likes the van day printed on A4, one stop per row, with the access notes in bold.
"""),
("2026-06-15", "fact", ["bolt", "orders"], """
bolt retries a failed Hallam order submission up to 3 times before emailing Dev.
"""),
("2026-07-30", "fact", ["people", "workshop"], """
The apprentice, Ellis Ward, started in July and works Monday to Thursday.
"""),
("2026-08-20", "decision", ["pricing", "com"], """
Customer's own material (COM) jobs carry a £45 handling charge.
"""),
("2026-09-02", "fact", ["showroom", "tablet"], """
The showroom tablet is a Lenovo Tab M10 on a locked stand by the swatch wall.
"""),
("2026-10-16", "fact", ["bolt", "suppliers"], """
Linwood fabrics are added to bolt by hand because Linwood publishes no stock feed.
"""),
("2026-11-10", "fact", ["deliveries", "christmas"], """
For delivery before Christmas a job has to be accepted by 30 September.
"""),
("2026-10-23", "preference", ["quotekit", "pricing"], """
Joanna prefers quotes to round labour to the nearest half hour.
"""),
("2026-09-25", "fact", ["hallam", "suppliers"], """
Hallam's trade desk closes at 16:00 on Fridays; anything sent later is picked on Monday.
"""),
("2026-11-18", "fact", ["agent", "memory"], """
Sam reviews the agent's memory notes once a month and deletes anything out of date.
"""),
("2026-11-24", "fact", ["workshop", "christmas"], """
The workshop closes from 23 December to 2 January; the showroom reopens on 6 January.
"""),
]
