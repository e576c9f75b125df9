# remnic facts: (date, category, tags, body). Path and id are derived in build.py.
FACTS = [
 ("2026-01-14", "fact", ["dingdesk", "hosting"], """
{D7a}Over winter 2025/26 dingdesk ran on a Raspberry Pi 4 under the workshop bench.
"""),
 ("2026-01-20", "fact", ["tidestore", "history"], """
{D5a}Until the relaunch in January 2026 the online shop was a WooCommerce site on shared hosting.
"""),
 ("2026-01-22", "preference", ["git", "commits", "jago"], """
{A6b}Jago wants commit subjects in imperative mood and no longer than 72 characters.
"""),
 ("2026-01-28", "fact", ["shapeq", "deposits", "history"], """
{D2a}In the 2025 beta, shapeq deposits were paid by bank transfer only.
"""),
 ("2026-02-03", "fact", ["dingdesk", "sla", "history"], """
{D8a}During the 2025 beta the repair turnaround promise was 10 working days.
"""),
 ("2026-02-05", "preference", ["editor", "ravi"], """
{D10a}Through 2025 Ravi did all his Python work in PyCharm.
"""),
 ("2026-02-11", "fact", ["dingdesk", "sms"], """
{V4a}dingdesk retries a failed Twilio SMS up to 3 times before giving up and flagging the ticket.
"""),
 ("2026-02-16", "fact", ["dingdesk", "tickets"], """
{A2b}Repair ticket numbers are DG-<year>-<four-digit counter>, e.g. DG-2026-0387.
"""),
 ("2026-02-19", "fact", ["dingdesk", "sentry", "errors"], """
{R3b}dingdesk exceptions are reported to Honeybadger; Ravi gets the daily digest.
"""),
 ("2026-02-24", "decision", ["shapeq", "deposits"], """
{D3a}Custom orders placed in 2025 carried a 25% deposit; all of those have been collected now.
"""),
 ("2026-03-02", "preference", ["editor", "ravi"], """
{R9b}Ravi's editor is Neovim (LazyVim config); don't suggest VS Code extensions.
"""),
 ("2026-03-05", "fact", ["dingdesk", "photos"], """
{V10b}dingdesk rejects repair photos bigger than 25 MB; phone HEICs are 3–4 MB so nobody hits it.
"""),
 ("2026-03-09", "decision", ["git", "merge"], """
{N1b}Don't squash PRs — merge with a merge commit so the individual commits stay visible in main.
"""),
 ("2026-03-12", "fact", ["dingdesk", "port"], """
{O2b}dingdesk's gunicorn binds port 8020; Caddy proxies repairs.kelpline.co.uk to it.
"""),
 ("2026-03-17", "fact", ["stockroom", "api"], """
{A5b}stockroom's API base URL is `http://stockroom.kelpline.internal:8010`.
"""),
 ("2026-03-19", "fact", ["dingdesk", "sms", "twilio"], """
{F3b}dingdesk's Twilio messages go out from the alphanumeric sender `KELPLINE`, which can't take replies,
so every text ends with the shop's landline.
"""),
 ("2026-03-23", "fact", ["shapeq", "sms"], """
{NS7a}shapeq doesn't send SMS at all; customers on custom orders get emails only.
"""),
 ("2026-03-26", "fact", ["shapeq", "postgres"], """
{F1b}shapeq's Postgres has the pg_trgm extension enabled for the fuzzy customer-name search.
"""),
 ("2026-03-30", "fact", ["shapeq", "orders"], """
{F2b}shapeq order refs are `SQ-` plus five digits, zero-padded, and the counter never resets.
"""),
 ("2026-04-02", "fact", ["quiverhire", "ci"], """
{R2b}quiverhire builds and tests on the self-hosted Woodpecker CI at ci.kelpline.co.uk.
"""),
 ("2026-04-06", "fact", ["rentals", "bookings", "history"], """
{D1a}During the 2025 season rentals were paid on the day at the counter, cash or card.
"""),
 ("2026-04-08", "fact", ["quiverhire", "wetsuits"], """
{N3b}Wetsuits can't be reserved online in quiverhire; they're handed out at the counter on the day.
"""),
 ("2026-04-10", "fact", ["quiverhire", "deposits", "wetsuits"], """
{O5a}Wetsuit hire deposit is £20, taken when the suit is handed out.
"""),
 ("2026-04-14", "fact", ["quiverhire", "deposits", "payments"], """
{R8b}quiverhire takes hire deposits on the SumUp reader at the counter; no Stripe on the rentals side.
"""),
 ("2026-04-15", "fact", ["quiverhire", "deposits"], """
{NS4a}quiverhire never captures the deposit unless the board comes back damaged or more than a day late.
"""),
 ("2026-04-17", "fact", ["quiverhire", "returns"], """
{F4b}Boards back after 17:30 are charged another half day; 17:00–17:30 is grace.
"""),
 ("2026-04-20", "fact", ["quiverhire", "season"], """
{A3b}The rental counter opens every day from Easter until 31 October.
"""),
 ("2026-04-22", "fact", ["quiverhire", "pricing", "wetsuits"], """
{NS9a}Wetsuits aren't included in the board hire price.
"""),
 ("2026-04-27", "fact", ["quiverhire", "errors"], """
{O7b}quiverhire reports exceptions to Flare; Laravel's own integration, nothing custom.
"""),
 ("2026-05-04", "fact", ["workshop", "lead-time", "longboards"], """
{O3b}Longboards (9'0" and over) have a 10-week lead time because they go through the glassing room twice.
"""),
 ("2026-05-07", "fact", ["stockroom", "python"], """
{O4b}stockroom is stuck on Python 3.10 because the Dymo label library hasn't been ported.
"""),
 ("2026-05-12", "fact", ["shapeq", "postgres", "dsn"], """
{V1b}The shapeq DSN is `postgresql://shapeq@db-shapeq.kelpline.internal:5433/shapeq`.
"""),
 ("2026-05-14", "fact", ["workshop", "lead-time", "shapeq"], """
{V3b}Custom shortboards take 8 weeks from signed shape sheet to collection; that's the figure shapeq quotes.
"""),
 ("2026-05-19", "fact", ["stockroom", "blanks", "reorder"], """
{V7b}stockroom raises a reorder for 6'0"–6'4" PU shortboard blanks once the rack count
drops below 20; the supplier needs ten days, so we order early.
"""),
 ("2026-05-21", "fact", ["stockroom", "resin"], """
{F10b}Resin stock is counted in litres, and hardener is tracked separately from the resin it goes with.
"""),
 ("2026-05-26", "fact", ["stockroom", "scope"], """
{NS5a}stockroom doesn't track fins or leashes — only blanks, resin and cloth.
"""),
 ("2026-05-28", "fact", ["stockroom", "resin", "repairs"], """
{N5a}stockroom deducts resin automatically when a repair ticket is closed in dingdesk.
"""),
 ("2026-06-02", "fact", ["workshop", "eps", "resin"], """
{A7b}Never put polyester resin on an EPS blank — the styrene eats the foam.
"""),
 ("2026-06-04", "fact", ["workshop", "repairs", "epoxy"], """
{O9a}Epoxy ding repairs need a full 24 hours before the board goes back in the water.
"""),
 ("2026-06-09", "fact", ["custom-orders", "fins"], """
{A8a}Fin boxes: FCS II on all shortboards unless the customer asks for Futures.
"""),
 ("2026-06-11", "fact", ["shapeq", "shape-sheet"], """
{N7b}shapeq never sends shape sheets out for signing; the customer signs the printed sheet at the shaping bay.
"""),
 ("2026-06-16", "decision", ["customers", "complaints"], """
{NS2a}Complaints about a custom board go to Jago, not to the workshop floor.
"""),
 ("2026-06-18", "decision", ["refunds", "deposits"], """
{NS3a}Deposit refunds are never paid in cash, always back to the original card.
"""),
 ("2026-06-22", "fact", ["stockroom", "email"], """
{S1b}Moved stockroom's outgoing supplier emails off Gmail SMTP onto Postmark in June.
"""),
 ("2026-06-25", "fact", ["stockroom", "email", "retries"], """
{O1b}stockroom retries a failed supplier order email 3 times before flagging it in the morning report.
"""),
 ("2026-06-30", "fact", ["repairs", "quotes"], """
{NS1b}Repair quotes go out within 48 hours of drop-off.
"""),
 ("2026-07-06", "fact", ["quotes", "vat"], """
{F9b}Customer quotes show the price in GBP including VAT, with the VAT amount on its own line.
"""),
 ("2026-07-09", "fact", ["tidestore", "email"], """
{R4b}tidestore sends order confirmations and dispatch emails through Brevo.
"""),
 ("2026-07-14", "fact", ["tidestore", "sentry"], """
{F7b}tidestore's Sentry samples 20% of transactions; errors are sent at 100%.
"""),
 ("2026-07-20", "decision", ["tidestore", "shipping"], """
{N6b}tidestore doesn't ship boards to Ireland — the courier won't insure them across the Irish Sea.
"""),
 ("2026-07-23", "fact", ["tidestore", "payments", "cards"], """
{NS8b}tidestore keeps the card brand and last four digits on each order so refunds can be matched.
"""),
 ("2026-08-04", "decision", ["tidestore", "webhooks", "stripe"], """
{A4a}Always check the `Stripe-Signature` header before acting on a tidestore webhook.
"""),
 ("2026-08-27", "fact", ["tidestore", "payments", "paypal"], """
{S4b}PayPal was removed from the tidestore checkout in August; it's no longer offered.
"""),
 ("2026-09-08", "fact", ["monitoring", "uptime"], """
{R7b}Uptime checks for all Kelpline sites are on Better Stack; alerts go to Ravi's phone.
"""),
 ("2026-10-13", "fact", ["quiverhire", "pricing", "wetsuits"], """
{V9b}Winter 5/4 wetsuit hire is £12 a day in quiverhire.
"""),
 # unlabelled facts (noise, agreements, other slots)
 ("2026-01-09", "fact", ["shaping", "files"], """
Jago's shape files are exported from Shape3d as `.s3dx` and attached to the shapeq order.
"""),
 ("2026-01-30", "preference", ["communication", "tamsin"], """
Tamsin wants urgent problems on WhatsApp, not email.
"""),
 ("2026-02-26", "fact", ["team", "ravi"], """
Ravi works Tuesdays and Thursdays; the weekly dev call with Jago is Tuesday at 10:00.
"""),
 ("2026-03-31", "fact", ["accounts", "xero"], """
Xero is the accounting system; tidestore and counter sales reach it through A2X.
"""),
 ("2026-05-29", "fact", ["stockroom", "fins", "stock"], """
Fin and leash stock is counted by hand on the first Monday of each month.
"""),
 ("2026-06-12", "fact", ["workshop", "glassing"], """
Kit glasses Tuesday to Thursday; Fridays are for sanding and repairs.
"""),
 ("2026-07-29", "fact", ["dingdesk", "photos"], """
Repair photos are taken on the counter tablet, not staff phones.
"""),
 ("2026-08-18", "fact", ["tidestore", "gift-vouchers"], """
Gift vouchers bought on tidestore can be spent on repairs and rentals too; Tamsin redeems them by hand.
"""),
 ("2026-09-22", "fact", ["rentals", "surf-school"], """
Surf-school block bookings get 20% off board hire and are invoiced at the end of the month.
"""),
 ("2026-10-27", "decision", ["winter", "rentals"], """
Rental boards are serviced in November; any with soft dings go to Kit before storage.
"""),
 ("2026-11-10", "fact", ["shapeq", "uv"], """
shapeq's CI installs dependencies with `uv sync --frozen`.
"""),
]
