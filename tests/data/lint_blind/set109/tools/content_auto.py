"""Free notes: auto/<slug>.md -> (title, created, tags, body)."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("warranty-claims-howto", "How to handle a warranty claim at the counter", "2026-02-11", ["counter", "warranty"], """
## Checking cover
@@V2b@@
Look the original ticket up by phone number or IMEI; the warranty end date is on the ticket header.

## What is not covered
Cracked screens after the repair, liquid damage, and anything opened by someone else since.

## Logging it
Open a new ticket with type `WARRANTY` and link the original. No charge is taken at booking.
""")

a("sendin-local-setup", "sendin local setup", "2026-03-04", ["sendin", "dev-setup"], """
Notes from getting sendin running on a fresh MacBook.

@@V4b@@
Then install the dependencies and copy `.env.example` to `.env.local`.

```
# .env.local (local only)
DATABASE_URL=postgres://sendin:sendin@localhost:5432/sendin
NODE_OPTIONS=--max-old-space-size=4096
```

Start the dev server; the tracking page is at `localhost:3000/track/<ref>`.
Label generation is stubbed locally unless `ROYALMAIL_SANDBOX=1` is set.
""")

a("refurb-grading-guide", "Refurb grading guide (hub)", "2026-04-09", ["refurb", "grading", "hub"], """
Written up from Jo's walkthrough at the hub.

## Before grading
@@N3a@@
Each device gets a hub sticker with its ticket ref before it goes on the bench.

## Grades
@@V7a@@
screen burn-in and no dents in the frame you can catch a fingernail on.
Grade B allows light scratches on the frame; grade C is anything that works but looks used.

## On the shop
@@A2b@@
Grade photos are taken in the lightbox, front, back and each side.
""")

a("benchlog-ticket-lifecycle", "benchlog ticket lifecycle and timers", "2026-02-20", ["benchlog", "tickets"], """
## Timers per status

| Status | Time limit | What happens |
|---|---|---|
| Awaiting approval | 10 days | ticket moves to "No response", counter phones the customer |
| Awaiting parts | 21 days | Lena gets a weekly list of overdue orders |
@@V9a@@

## Numbering
@@D2b@@
The migration added the prefix to all old tickets, so `BRS-000001` is the first Bristol ticket from 2023.
""")

a("benchlog-release-checklist", "benchlog release checklist", "2026-04-15", ["benchlog", "deploy", "release"], """
## Pipeline
@@R2b@@
A green main build produces a release artefact; deploys are triggered by hand from the pipeline page.

## Deploy steps
1. Check no long imports are running.
@@N2b@@
3. Watch the error rate for ten minutes.
4. Post the release note in #ops with the ticket numbers.

## Rollback
`dep rollback production` switches back to the previous release folder.
""")

a("partsync-debugging", "Debugging partsync", "2026-05-28", ["partsync", "debugging"], """
## When stock looks wrong
@@R4b@@
A full resync takes a while and prices flicker in benchlog while it runs.

## Supplier errors
401 from Avon Parts usually means the API key was rotated on their side; Idris has the portal login.
Celtic Components returns 503 every night around 01:00 for maintenance; partsync just retries.
""")

a("customer-notifications", "Customer notifications overview", "2026-03-19", ["benchlog", "notifications", "email", "sms"], """
## Email
@@R6a@@
through Mailgun, with the sending domain `mg.kestrelrepair.co.uk`.
Templates live in `resources/views/mail`; Lena signs off copy changes.

## SMS
Quote-ready and ready-for-collection texts come from the `KestrelFix` sender ID.
Customers can reply STOP; benchlog records the opt-out on the customer record.

## What we don't send
No review requests for warranty jobs.
""")

a("reloop-checkout-notes", "reloop checkout notes", "2026-06-02", ["reloop", "checkout", "payments"], """
@@R9b@@
3-D Secure is always on. Klarna was trialled in spring and switched off again.

Abandoned carts: a reminder email goes out after 24 hours, once. Shipping is free over £150;
otherwise £4.95 by tracked post.
""")

a("mailin-faq", "Mail-in FAQ (internal answers)", "2026-02-24", ["sendin", "mail-in", "faq"], """
Stock answers for the hub desk.

## What we accept
@@N7b@@
Tablets and laptops are fine by mail-in as long as they fit the free box.

## Status questions
@@S8a@@
@@F2b@@
approval, and the courier tracking link once the device is on its way back.

## Returns
@@NS7a@@
If the address needs changing after booking, the customer has to ask before the repair is finished.
""")

a("counter-procedures", "Counter procedures", "2026-05-06", ["counter", "branches", "benchlog"], """
## Booking in
Check ID for trade-ins, take the passcode on the job bag, photograph any existing damage.

## Ready for collection
@@N8a@@
Check the device powers on in front of the customer before handing it over.

## Invoices and receipts
@@NS1b@@
Paid repairs get a VAT invoice from benchlog, printed or emailed.

## Things we turn away
We don't unlock carrier-locked or blacklisted phones.
""")

a("mailin-packing", "Packing returns at the hub", "2026-07-14", ["hub", "mail-in", "packing", "batteries"], """
## Returns box
@@N10a@@
The device goes in an anti-static bag, then the foam insert, then the return box.

## Batteries
@@NS10a@@
Damaged battery packs are never put in a returns crate with other parcels.
""")

a("sendin-deploys", "How sendin gets deployed", "2026-02-05", ["sendin", "deploy"], """
@@S1a@@
Pushing to `main` deploys automatically once the GitHub Actions build is green.
Config vars are set in the dashboard; database migrations run in the release phase (`prisma migrate deploy`).
Logs: the log drain goes to Grafana Cloud.
""")

a("stock-counts", "Stock counts at the branches", "2026-01-22", ["parts", "stock", "branches"], """
@@S2a@@
Each branch does a quick count of screens and batteries before closing; the hub does laptops on Fridays.
Discrepancies over £50 go to Lena.
""")

a("bench-laptop-setup", "Bench laptop setup", "2026-02-16", ["diagkit", "bench", "laptops"], """
## Software
@@S5a@@
Also installed: 3uTools and Samsung Smart Switch.

## Labels
The label printer driver is installed on every bench laptop now, profile `62mm-continuous`.

## Accounts
Each tech logs in with their own Windows account; the bench token is stored per machine.
""")

a("refurb-queue", "Refurb queue", "2026-03-10", ["refurb", "hub", "process"], """
@@S6a@@
Jo moves cards from "To grade" to "Graded" to "Listed"; anything BER goes to the parts pile.
Roughly 60-80 devices a week come through, mostly trade-ins from the branches.
""")

a("benchlog-server-notes", "benchlog server notes", "2026-01-29", ["benchlog", "ops", "server"], """
## Where things are
Releases in `/srv/benchlog/releases`, current symlink in `/srv/benchlog/current`.
@@S10a@@
Queue workers run under supervisor (`benchlog-worker`).

## Database access for debugging
```
$ psql -h db-bench.kestrel.internal -p 5432 -U benchlog benchlog
```
Read-only role `benchlog_ro` for ad-hoc queries; never use the app role by hand.
""")

a("oncall-notes", "On-call notes", "2026-06-12", ["on-call", "ops"], """
@@F9b@@
Acknowledge from the PagerDuty app even if you can't look at it straight away.

Most common pages: bench-app-01 disk filling up with logs, and the Twilio balance running low.
The Twilio top-up is on Marta's card; message her rather than topping up yourself.
""")

a("benchlog-testing-notes", "benchlog testing notes", "2026-03-02", ["benchlog", "testing"], """
@@A9b@@
Factories exist for Ticket, Device, Customer and Part. Use `Ticket::factory()->ready()` for collection tests.
The test DB is `benchlog_test` on the local Postgres container; `make test-db` recreates it.
""")

# ---------------- filler notes (no labelled claims)
a("reloop-seo-ideas", "reloop SEO ideas", "2026-05-19", ["reloop", "marketing"], """
- Model pages ("refurbished iPhone 13 128GB") rank better than the grade pages.
- Lena wants a "why refurbished" page; Sam thinks it should live on the marketing site, not in reloop.
- Listing images are resized to 1600px and served from R2 through Cloudflare.
""")

a("xero-month-end", "Month-end with Xero", "2026-07-31", ["finance", "xero"], """
Month end: the accountant reconciles card settlements against Xero. benchlog exports a CSV of
completed tickets per branch; reloop exports orders from the Medusa admin.
Marta wants that CSV automated one day; not this year.
""")

a("bath-network", "Bath branch network", "2026-09-04", ["bath", "network", "branches"], """
Ubiquiti gateway and one access point, same VLAN layout as Swansea: counter, bench, guest.
The bench VLAN can reach bench-app-01 and nothing else on the internet except updates.
""")

a("diagkit-release-process", "diagkit release process", "2026-08-07", ["diagkit", "release"], """
Priya tests every release on the Cardiff bench for two days before it is rolled out.
Release notes go in the GitHub release; the benches pick them up on the next restart.
Rolling back means un-publishing the release so the older one is the latest again.
""")

a("buyback-pricing", "Buyback pricing", "2026-06-23", ["reloop", "trade-in", "pricing"], """
Trade-in offers start from the median sold price of the same model and grade over 60 days, minus
refurb cost and margin. Jo can override any offer. Devices with a cracked back glass are offered as grade C.
""")

a("hub-shift-pattern", "Hub shift pattern", "2026-04-27", ["hub", "staff"], """
The hub is staffed 08:00-16:30 weekdays. Parcels arrive with the Royal Mail van around 10:30 and
the courier collection is at 15:30, so anything going back the same day must be packed by 15:00.
""")

a("incident-2026-08-benchlog-disk", "benchlog disk full incident (August)", "2026-08-19", ["incident", "benchlog"], """
bench-app-01 ran out of disk at 11:40 on a Saturday: Laravel logs were not rotated after the PHP upgrade.
Counters fell back to paper tickets for 35 minutes. Fix: logrotate config restored, alert at 80% disk.
""")

a("reloop-returns", "reloop returns", "2026-07-02", ["reloop", "returns"], """
Customers have 30 days to return a refurbished device for any reason. Returns come back to the hub
with a prepaid label; Jo regrades them before they are relisted.
""")

a("sendin-quote-engine", "sendin quote engine", "2026-08-28", ["sendin", "quotes", "pricing"], """
Quotes are built from the model's price sheet plus labour bands; anything unusual gets a manual quote
from the hub lead. The price sheet is refreshed from partsync's cost data every morning.
""")

a("linear-conventions", "Linear conventions", "2026-01-15", ["process", "linear"], """
Issues live in Linear, team key `KES`. Bugs from the counters come in through the #bench-bugs Slack
channel and Sam triages them on Mondays.
""")

a("grafana-dashboards", "Grafana dashboards", "2026-10-08", ["monitoring", "grafana"], """
Dashboards: "benchlog overview" (queue depth, response time), "partsync" (last success, supplier errors),
"reloop orders". Alert rules are managed in Grafana Cloud, notifications to #ops-alerts.
""")

a("customer-id-checks", "ID checks", "2026-09-22", ["counter", "trade-in", "policy"], """
Photo ID is checked and the ID type noted on the ticket for trade-ins and for any device with a
missing or damaged IMEI label. We don't keep copies of the ID.
""")
