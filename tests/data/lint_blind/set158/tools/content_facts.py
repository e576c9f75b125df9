# remnic facts: list of (date, category, tags, body). Claim lines start with @@ID@@.
FACTS = []

def f(date, cat, tags, body):
    FACTS.append((date, cat, tags, body.strip("\n") + "\n"))

# --- January
f("2026-01-08", "fact", ["christmas", "turkeys", "suppliers"], """
@@D7a@@ For Christmas 2025 the turkeys came from Lane End Farm at Youlgrave.
Gareth wasn't happy with the plucking on the last batch, which is why he's looking elsewhere.
""")
f("2026-01-14", "preference", ["agent", "style"], """
Sian wants the agent to say which repo a change is in before showing any code.
""")
f("2026-01-20", "fact", ["blockorder", "email"], """
@@A3a@@ Customers see their order confirmations come from orders@brackleysbutchers.co.uk.
Replies to that address land in the shared inbox Amira checks at 9 and 3.
""")
f("2026-01-27", "decision", ["blockorder", "tooling"], """
@@R3b@@ blockorder's dependencies are managed with Poetry; run `poetry install` after every pull.
The lock file is committed; don't regenerate it unless a dependency actually changes.
""")
# --- February
f("2026-02-03", "fact", ["orders", "phone"], """
@@S1a@@ Phone orders are typed into the "Counter Orders" Google Sheet by whoever takes the call.
Amira copies them onto the pick list each afternoon.
""")
f("2026-02-05", "fact", ["hangroom", "chamber", "incident"], """
@@D3a@@ In January chamber 1 ran at 4°C for a fortnight while the compressor was repaired.
Gareth moved the youngest sides forward and nothing was lost.
""")
f("2026-02-09", "fact", ["tills", "card-payments"], """
@@S5b@@ Swapped the Worldpay terminals for SumUp Solo readers on 2 February; the Worldpay contract has ended.
Fees are lower and the readers print nothing, so receipts are emailed or skipped.
""")
f("2026-02-12", "fact", ["blockorder", "errors"], """
@@R1b@@ blockorder exceptions are reported to Bugsnag; the API key is in 1Password under "Bugsnag".
Sian gets the daily digest, not every event.
""")
f("2026-02-18", "preference", ["agent", "git"], """
@@NS3b@@ Tidy fixup commits with `git rebase -i --autosquash` before asking Sian to review.
She reads commit by commit, so the history in the PR should tell the story.
""")
f("2026-02-24", "fact", ["hangroom", "mqtt"], """
@@A8b@@ hangroom connects to Mosquitto at `pi.brackleys.internal:1883`, no TLS, inside the office network.
""")
# --- March
f("2026-03-02", "fact", ["shop", "hours"], """
@@A1b@@ Shop hours: 8 till half five, Tuesday to Saturday.
Staff are in from 7:30 to set the counter.
""")
f("2026-03-06", "fact", ["shop", "waste", "renderer"], """
@@S2b@@ Lathams stopped collecting in March; Midland Rendering picks up the bone and fat bins on Wednesdays now.
Their paperwork (category 3 waste notes) goes in the red folder.
""")
f("2026-03-10", "fact", ["easter", "orders", "lamb"], """
@@O7b@@ Easter lamb orders close on 31 March; after that it's whatever is on the counter.
""")
f("2026-03-12", "fact", ["hangroom", "lamb"], """
@@NS7b@@ Lamb hangs for 7 days in the hangroom before Gareth breaks it down.
Hogget in spring is judged by eye.
""")
f("2026-03-17", "fact", ["hangroom", "humidity"], """
@@A6b@@ Humidity in the ageing chamber is kept between 80 and 85 percent.
Below that the fat cracks, above it the bark goes soft.
""")
f("2026-03-19", "fact", ["blockorder", "database"], """
@@F6b@@ blockorder's nightly `pg_dump` goes to the Backblaze B2 bucket `brackleys-backups` and is kept for 30 days.
Restore tested on 18 March: 4 minutes into a scratch database.
""")
f("2026-03-24", "fact", ["suppliers", "traceability"], """
@@A10b@@ Traceability: the kill number and ear tag go on every beef label, no exceptions.
""")
f("2026-03-30", "decision", ["vanrun", "routing"], """
@@R9b@@ vanrun gets the optimised drop order from the Google Routes API; the key is in 1Password.
""")
# --- April
f("2026-04-02", "fact", ["blockorder", "payments"], """
@@R8b@@ blockorder takes card payments through SumUp's online checkout.
Refunds are done from the SumUp dashboard, not from the blockorder admin.
""")
f("2026-04-07", "fact", ["collection", "easter"], """
@@D4a@@ Over the Easter weekend collection slots were cut to 15 minutes to fit everyone in.
Nobody waited more than ten minutes, so it'll be considered again for Christmas.
""")
f("2026-04-09", "fact", ["blockorder", "database"], """
@@V1b@@ blockorder's Postgres is at `db.brackleys.internal:5433`; 5432 on that box is the old accounts database.
""")
f("2026-04-14", "fact", ["blockorder", "jobs"], """
@@R6b@@ blockorder's background jobs (reminder texts, label prints) run on RQ workers.
If texts stop, check the worker first; it restarts quietly when Redis drops.
""")
f("2026-04-16", "fact", ["prices", "gareth"], """
@@A2b@@ No price goes up or down without Gareth saying so; that covers the scales and blockorder.
""")
f("2026-04-21", "fact", ["scales", "prices"], """
@@NS6b@@ Price changes go out to the scales on Tuesday mornings before we open.
Amira checks three random PLUs on the counter afterwards.
""")
f("2026-04-23", "fact", ["labels", "printing"], """
@@O3b@@ The label-print queue retries a job up to 5 times before giving up and emailing Amira.
""")
f("2026-04-28", "preference", ["blockorder", "admin"], """
Sian wants new admin screens to use the existing list filters rather than custom search boxes.
""")
# --- May
f("2026-05-05", "fact", ["blockorder", "hosting"], """
@@R5b@@ blockorder is deployed on Render as a single web service.
""")
f("2026-05-07", "fact", ["deploys", "blockorder"], """
@@N3b@@ Friday afternoon is when blockorder deploys usually go out, after the lunchtime rush.
""")
f("2026-05-12", "fact", ["haccp", "display"], """
@@N5b@@ Cooked ham and pork pies sit at the end of the raw serve-over, behind a perspex divider.
""")
f("2026-05-14", "fact", ["haccp", "chiller", "alarms"], """
@@O4b@@ The serve-over counter alarm is set at 8°C; the cabinets creep up on a busy Saturday with the doors open.
""")
f("2026-05-19", "fact", ["blockorder", "python"], """
@@V9b@@ blockorder runs Python 3.11 in production; the Dockerfile is pinned to `python:3.11-slim`.
""")
f("2026-05-21", "fact", ["shop", "mince", "freezer"], """
@@N2b@@ Surplus mince is frozen in 500 g bags and sold from the farm-shop freezer.
""")
f("2026-05-26", "fact", ["haccp", "diary", "pi"], """
@@O5b@@ haccp-diary's web UI is served from `pi.brackleys.internal:5000` for the wall tablet.
""")
# --- June
f("2026-06-02", "fact", ["delivery", "days"], """
@@D2a@@ Until May the vans also went out on Wednesdays.
Dropped because the Wednesday run rarely had more than five drops.
""")
f("2026-06-04", "fact", ["delivery", "runs"], """
@@F2b@@ Friday's run covers the Hope Valley villages; Tuesday's does everything else.
""")
f("2026-06-09", "fact", ["vanrun", "hosting"], """
@@S3b@@ vanrun's API moved off Heroku to the Hetzner VPS in June; the Heroku app is shut down.
""")
f("2026-06-11", "fact", ["delivery", "radius"], """
@@V4b@@ Home deliveries go up to 20 miles out from Bakewell; further than that it goes by courier.
""")
f("2026-06-16", "fact", ["wholesale", "delivery"], """
@@N7b@@ Wholesale customers pay £7.50 per drop for delivery, added to their Monday invoice.
""")
f("2026-06-18", "fact", ["wholesale", "terms"], """
@@F7b@@ The Royal Oak and the Red Lion are on 30-day terms and get invoiced every Monday.
""")
f("2026-06-23", "fact", ["wholesale", "delivery", "radius"], """
@@O2b@@ Wholesale drops go as far as 30 miles: Buxton, Matlock and Chesterfield are all on the Thursday run.
""")
f("2026-06-25", "fact", ["blockorder", "sms"], """
@@F8b@@ The reminder text has the slot time and a link to move the collection.
""")
f("2026-06-30", "fact", ["haccp", "chiller"], """
@@V6b@@ The walk-in chiller only alerts once it reads above 8°C for 20 minutes.
""")
# --- July
f("2026-07-02", "fact", ["hangroom", "rump"], """
@@O1b@@ Rump hangs 21 days; any longer and it's too strong for most counter customers.
""")
f("2026-07-07", "fact", ["hangroom", "alarms"], """
@@N6b@@ Hangroom alarms out of hours don't page anyone; they're reviewed when Gareth comes in at 6.
""")
f("2026-07-09", "fact", ["hangroom", "alarms"], """
@@NS2b@@ During shop hours hangroom alarms are not paged to Gareth; whoever is on the counter deals with them.
""")
f("2026-07-14", "fact", ["blockorder", "sms", "reminders"], """
@@V10b@@ Collection reminder texts go out 2 hours before the slot, not the day before.
""")
f("2026-07-16", "fact", ["labels", "printing"], """
@@S4b@@ The Brother QL-820 is retired; price labels print from the Avery Berkel scales now.
""")
f("2026-07-21", "decision", ["collection", "orders"], """
@@N9a@@ Online orders are never taken for same-day collection.
Packing happens the afternoon before, and the counter can't absorb surprise orders.
""")
# --- August
f("2026-08-04", "fact", ["pi", "infra"], """
@@S7b@@ The Pi 4 was decommissioned in August; the Pi 5 does MQTT, Grafana and haccp-diary now.
Same hostname, so nothing else had to change.
""")
f("2026-08-11", "fact", ["vanrun", "app"], """
@@F9b@@ The vanrun driver app is Flutter 3.24, built for Android only because both van phones are Android.
""")
f("2026-08-25", "fact", ["delivery", "heatwave"], """
@@D9a@@ During the August heatwave runs were capped at 8 drops
so nothing sat in the van for more than two hours.
""")
f("2026-08-27", "fact", ["blockorder", "website"], """
@@D5b@@ blockorder is the online shop; customers order at shop.brackleysbutchers.co.uk.
""")
# --- September
f("2026-09-03", "fact", ["vanrun", "drivers"], """
@@S9b@@ Paper run sheets are no longer printed; drivers follow the stop list in the vanrun app.
""")
f("2026-09-15", "fact", ["blockorder", "admin"], """
@@A4b@@ blockorder's admin lives at `/staff/` on the shop domain; bookmark it on the counter PC.
""")
f("2026-09-22", "fact", ["christmas", "orders"], """
@@NS5b@@ Customers can change their Christmas order online from their account page.
""")
# --- October
f("2026-10-01", "fact", ["game", "online"], """
@@N10b@@ Pheasant and venison haunch are listed in the online shop from 1 October.
""")
f("2026-10-02", "fact", ["christmas", "orders", "cutoff"], """
@@V3b@@ The Christmas order form on blockorder shuts on 18 December this year.
""")
f("2026-10-06", "decision", ["christmas", "deposit"], """
@@V8b@@ Christmas orders take a 50% deposit up front; the balance is paid on collection.
""")
f("2026-10-30", "fact", ["delivery", "staff"], """
@@D10b@@ While Tomasz was off in October, Sian drove the Friday run.
""")
# --- November
f("2026-11-03", "fact", ["christmas", "collection"], """
@@F1b@@ On Christmas Eve collection stops at 1pm so everyone gets home.
""")
f("2026-11-10", "fact", ["shop", "prices", "mince"], """
@@D8b@@ Steak mince is £10.40/kg on the counter.
""")

# --- noise facts (no claims in pairs)
f("2026-01-30", "preference", ["agent", "testing"], """
Sian prefers a failing test pushed on its own branch over a half-finished fix.
""")
f("2026-02-26", "fact", ["hangroom", "game"], """
Pheasant and partridge hang in feather in chamber 2; the estate's tag stays on the brace.
""")
f("2026-03-26", "fact", ["tills", "cash"], """
The farm-shop till has its own float; takings from it are counted separately at close.
""")
f("2026-05-28", "fact", ["blockorder", "sms", "delivery"], """
Delivery customers don't get a collection reminder; their order email says the run day instead.
""")
f("2026-07-28", "preference", ["agent", "docs"], """
Keep `docs/RUNBOOK.md` in blockorder current when a deploy step changes; Owen relies on it.
""")
f("2026-08-18", "fact", ["shop", "sausages"], """
Pork and leek, Cumberland and the plain butcher's sausage sell out first; lamb and mint is Easter only.
""")
f("2026-09-29", "fact", ["haccp", "chiller", "alarms"], """
The blast freezer alarms above -15°C; it is on the same haccp-diary screen as the chillers.
""")
f("2026-11-17", "fact", ["christmas", "staff"], """
Two extra counter staff start on 14 December for the Christmas weeks.
""")
