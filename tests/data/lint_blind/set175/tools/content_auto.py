# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = []
def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body))

a('counter-faq', 'Counter FAQ (what customers ask at the desk)', '2026-02-11', ['counter', 'faq'], """
# Counter FAQ

## "How long will the battery take?"
@@V2b@@
Mechanical watches are never "while you wait"; they get a ticket and an estimate.

## "Can I pay by card?"
@@NS6b@@
Cards are taken on the terminal; cash goes in the till drawer and is banked on Fridays.

## "Do you do straps?"
Yes, and fitting is free if the strap is bought from us.
""")

a('partsdesk-dev-setup', 'partsdesk local setup', '2026-03-02', ['partsdesk', 'dev'], """
# partsdesk local setup

@@V4b@@
Copy `.env.example` to `.env`; the Cousins sandbox key is in 1Password.

## Tests
@@F7b@@
The supplier APIs are mocked with `respx`; no network during tests.

## Lint
@@A9b@@
""")

a('uncollected-items', 'Uncollected items', '2026-04-08', ['pickup', 'collection'], """
# Uncollected items

@@V6b@@
Lena prints the abandoned-shelf list on the first of the month.
Customers who turn up later still get their item back, with a storage charge only if Margaret says so.
""")

a('intake-photos', 'Intake photos', '2026-03-19', ['benchlog', 'photos', 'intake'], """
# Intake photos

Every watch gets photographed at intake: dial, case back, both sides, any damage.
@@V8b@@
@@NS10b@@
The counter iPad in Harrogate takes photos at 12 MP, so most of them are resized before upload.
""")

a('movement-qc-checklist', 'Movement QC checklist', '2026-05-21', ['servicebook', 'qc', 'bench'], """
# Movement QC checklist

What a serviced mechanical watch has to pass before it is cased up.

| check | limit | if it fails |
|---|---|---|
| Rate, six positions | within −4/+6 s/day average | regulate |
@@V9b@@
| Beat error | 0.6 ms max | adjust collet |
| Power reserve | at least 90% of spec | check mainspring |

Readings go into servicebook against the ticket.
""")

a('estimates-workflow', 'Estimates workflow', '2026-02-24', ['benchlog', 'estimates'], """
# Estimates

Estimate = what we think the repair costs after opening the watch.

## Sending
The estimate is emailed from benchlog; the customer accepts with a link or by phone.
@@NS9b@@

## Expiry
@@V10b@@
"returned unrepaired" so the counter knows to hand the watch back.

## Accepting
@@F2b@@
""")

a('collection-texts', 'Collection texts', '2026-06-02', ['pickup', 'sms'], """
# Collection texts

@@R2b@@
Message template: "Your repair (ticket {n}) is ready to collect at {site}. Code: {code}."
Keep it under 160 characters so it goes as one message.
""")

a('pickup-email', 'pickup email setup', '2026-07-14', ['pickup', 'email'], """
# pickup email

@@R6b@@
From address `workshop@tickwell.co.uk`; SPF and DKIM are set in Cloudflare.
Receipts are attached as PDF.
""")

a('servicebook-notes', 'servicebook notes', '2026-08-05', ['servicebook', 'rails'], """
# servicebook notes

@@R9b@@
@@NS8b@@
Seeds for staging come from a trimmed copy of production, customer fields blanked.
""")

a('benchlog-deploy', 'benchlog deploy', '2026-04-29', ['benchlog', 'deploy'], """
# benchlog deploy

@@A6b@@
@@N2b@@
The image is built locally and pushed to the GitHub container registry.

Handy when debugging locally:

```
# .env.local
DATABASE_URL=postgres://benchlog@db1.tickwell.internal:5432/benchlog
MAX_PHOTO_MB=8
```

Rollback = deploy the previous tag.
""")

a('harrogate-intake', 'Harrogate intake', '2026-05-06', ['harrogate', 'counter', 'intake'], """
# Harrogate intake

@@N4b@@
Everything gets a benchlog ticket and photos before it leaves the counter.
@@A10b@@
""")

a('clock-servicing', 'Clock servicing notes (Joe)', '2026-06-17', ['clocks', 'bench', 'servicebook'], """
# Clock servicing

@@N9a@@
Bushes are replaced where the pivot holes are oval; Joe uses the Bergeon bushing tool.

## Records
@@O7b@@
Strike and chime are checked over a full 12 hours.
""")

a('ticket-numbering', 'Ticket numbering', '2026-06-23', ['benchlog', 'tickets'], """
# Ticket numbering

@@S3b@@
Old numbers still resolve: search accepts either form.
The label printer template was updated the same day.
""")

a('hiscox', 'Hiscox valuations', '2026-08-27', ['valuations', 'insurance'], """
# Hiscox

@@S4b@@
Margaret has the portal login; the upload needs the policy number from the customer.
""")

a('estimates-v2', 'estimates_v2 table', '2026-09-09', ['benchlog', 'reporting', 'database'], """
# estimates_v2

@@S7b@@
Amounts are stored in pence (integer), not as decimals.
""")

a('collection-id-checks', 'ID checks at collection', '2026-07-01', ['pickup', 'collection', 'counter'], """
# ID checks at collection

@@S8b@@
If the code is lost, photo ID that matches the ticket name is accepted, and Lena is told.
""")

a('timegrapher', 'Timegrapher', '2026-07-22', ['servicebook', 'bench', 'timegrapher'], """
# Timegrapher

@@S10b@@
Readings are pushed to servicebook from the Chronoscope's export folder by a small watcher script.
""")

a('backup-restore', 'Backups and restore', '2026-05-12', ['backups', 'ops'], """
# Backups and restore

@@F9b@@
Restoring benchlog into staging takes about ten minutes.
""")

a('pressure-testing', 'Pressure testing', '2026-03-26', ['bench', 'water-resistance'], """
# Pressure testing

@@NS5b@@
@@F5a@@
Gaskets are replaced on every service, whether or not the test passes.
""")

a('website', 'Website', '2026-01-20', ['web', 'marketing'], """
# Website

@@O3b@@
Lena edits the opening hours page herself through the CMS.
""")

a('counter-ipad', 'Counter iPad', '2026-04-15', ['harrogate', 'counter', 'ipad'], """
# Counter iPad

The Harrogate iPad runs a small wrapper app around benchlog's intake pages.
@@O4b@@
""")

a('courier', 'Courier and parcels', '2026-02-05', ['shipping', 'parcels'], """
# Courier and parcels

@@O5b@@
Watches are insured for full value; anything over £2,500 goes in two boxes.
""")

a('intake-kiosk', 'Old intake kiosk (York)', '2026-09-30', ['york', 'kiosk', 'legacy'], """
# Old intake kiosk

@@O9b@@
It only creates draft tickets; a person finishes them in benchlog.
""")

a('pickup-beta', 'pickup beta', '2026-02-27', ['pickup', 'sms', 'history'], """
# pickup beta

@@D1a@@
Twenty customers opted in; most feedback was about the wording.
""")

a('backup-history', 'Backup retention history', '2026-04-30', ['backups', 'history'], """
# Backup retention history

@@D2a@@
Nobody ever needed anything older than a week, but Lena's year-end checks did.
""")

a('valuation-campaign', 'Spring valuation campaign', '2026-05-04', ['valuations', 'marketing'], """
# Spring valuation campaign

@@D5a@@
About 60 certificates were written; Margaret wants to repeat it in 2027, but paid.
""")

a('stock-audit-2026', 'Stock audit 2026', '2026-01-19', ['partsdesk', 'stock'], """
# Stock audit 2026

@@D7a@@
Counts were done by drawer; discrepancies over £50 went to Margaret.
""")

a('lubrication', 'Lubrication notes', '2026-09-02', ['bench', 'lubricants'], """
# Lubrication

@@D9a@@
Oilers are cleaned in rodico between oils.
""")

a('parts-escalation', 'Stuck parts orders', '2026-06-10', ['partsdesk', 'process'], """
# Stuck parts orders

@@NS2a@@
Lena checks #parts twice a day and chases the supplier.
""")

a('house-call-texts', 'House-call returns', '2026-07-08', ['pickup', 'clocks'], """
# House-call returns

@@NS4a@@
The ticket is closed in benchlog when the clock is set up and running at the customer's home.
""")

a('battery-swaps', 'Battery swaps', '2026-03-10', ['counter', 'batteries'], """
# Battery swaps

@@N3b@@
Renata 371/395 are the most common; we keep 20 of each at both counters.
""")

a('benchlog-bugfix-notes', 'benchlog bug fixing', '2026-05-28', ['benchlog', 'bugs'], """
# benchlog bug fixing

@@N8b@@
Reproduce on staging first, with a copy of the ticket if needed.
""")

# filler auto notes
a('label-printer', 'Label printer', '2026-01-28', ['counter', 'hardware'], """
# Label printer

Brother QL-820 at both counters; labels 62 mm continuous.
The ticket label has the ticket number, a QR code and the customer's surname.
""")

a('calibre-notes', 'Calibre notes', '2026-08-19', ['bench', 'calibres'], """
# Calibre notes

ETA 2824-2 and Sellita SW200 parts are mostly interchangeable, but not the barrel.
Miyota 8215 is cheaper to replace than to service.
""")

a('customer-data-retention', 'Customer data retention', '2026-03-31', ['gdpr', 'benchlog'], """
# Customer data retention

Closed tickets keep customer contact details for 6 years (warranty and insurance questions).
Intake photos are kept as long as the ticket.
""")

a('mainsprings', 'Mainsprings', '2026-06-29', ['bench', 'parts'], """
# Mainsprings

Mainsprings are ordered by dimension (height × thickness × length) when there is no calibre number.
Joe keeps a small stock of common clock mainsprings.
""")

a('staging-refresh', 'Staging refresh', '2026-04-02', ['staging', 'ops'], """
# Staging refresh

Staging is refreshed from production on Sunday night; customer names and phone numbers are replaced.
""")

a('demagnetiser', 'Demagnetising', '2026-10-07', ['bench'], """
# Demagnetising

Every watch goes on the demagnetiser before timing; a magnetised hairspring is the most common cause of "gaining minutes a day".
""")

a('sms-costs', 'SMS costs', '2026-10-14', ['pickup', 'sms', 'costs'], """
# SMS costs

Roughly 900 texts a month across both sites.
Reminder texts are about a third of that.
""")

a('tailscale', 'Tailscale', '2026-02-16', ['infra', 'network'], """
# Tailscale

All servers and staff laptops are on the Tailscale tailnet; SSH only over Tailscale.
The counter iPads are not on the tailnet.
""")

a('christmas-2026', 'Christmas 2026 plan', '2026-11-03', ['counter', 'planning'], """
# Christmas 2026

Last day for repairs to be ready before Christmas: 18 December.
Battery swaps continue at the counter until Christmas Eve.
""")

a('vintage-intake', 'Vintage watch intake', '2026-08-12', ['intake', 'vintage'], """
# Vintage intake

Vintage watches get extra photos of the dial at an angle, because refinished dials matter for value.
The customer is told up front that parts may take months.
""")

a('report-ideas', 'Report ideas', '2026-10-21', ['reporting'], """
# Report ideas

Turnaround per calibre family; parts spend per month per supplier; how many estimates are declined.
""")

a('pickup-dev-setup', 'pickup local setup', '2026-06-05', ['pickup', 'dev'], """
# pickup local setup

Set `SMS_DRY_RUN=1` locally so nothing is sent; messages are printed to the console instead.
Use the `fakeredis` fixture in tests.
""")
