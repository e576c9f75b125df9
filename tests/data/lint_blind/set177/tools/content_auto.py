# free notes: (slug, title, created, tags, body)
AUTO = [
("cert-faq", "Certificate questions from customers", "2026-02-10", ["proofcert", "support"], """
# Certificate questions we keep getting

**How long is a certificate good for?**
@V2b@Proofcert load-test certificates expire 6 months after the test date, and the renewal reminder goes out a month before.

**Can I get a copy?** Yes, from the link in the original email, or ask the office.

**Does a re-spliced eye need a new test?** Yes, any repair means a re-test.
"""),
("credit-control-notes", "Credit control notes (Ruth)", "2026-03-02", ["tradedesk", "credit"], """
# Credit control

@V7b@Trade account invoices fall due 60 days after the invoice date; Ruth starts chasing the week after.

- Reminder letters are generated from tradedesk, not written by hand
- Accounts on stop show a red banner at checkout
"""),
("new-trade-account-checklist", "New trade account checklist", "2026-03-04", ["tradedesk", "accounts"], """
# Opening a trade account

1. Check the application and the two references
2. Companies House lookup
@V5b@3. The default credit limit on a freshly approved trade account is £5,000; Ruth can lower it.
4. Send the welcome email from tradedesk
"""),
("splice-turnaround", "Workshop turnaround times", "2026-02-17", ["splicequeue", "workshop"], """
# Turnaround

What we quote customers, per Gareth:

@V6b@Standard eye splices are quoted at 5 working days from when the drawing is signed off,
because the bench is usually booked a week ahead.

Rush jobs are possible but Gareth decides, not the office.
"""),
("online-net-sizes", "Online net configurator limits", "2026-04-07", ["netorder", "nets"], """
# Net configurator

@V10b@The online configurator lets customers order cargo nets up to 8 m × 8 m; above that it shows "call us".

- Mesh choices come from the product table, not hard-coded
- Edge rope colour defaults to the net colour
"""),
("tradedesk-email-setup", "tradedesk email setup", "2026-05-18", ["tradedesk", "email"], """
# Email from tradedesk

@R2b@tradedesk sends statements, invoices and password resets through SendGrid, using the
dedicated IP that Megan set up in April.

- DKIM and SPF records are on the `mail.tarrant-cordage.co.uk` subdomain
- Bounces land in the credit-control inbox
"""),
("proofcert-dev-setup", "proofcert local setup", "2026-03-16", ["proofcert", "dev"], """
# proofcert locally

@R5b@Use `npm ci` in proofcert; the lockfile is `package-lock.json` and CI installs the same way.

```
cp .env.example .env
npm run dev
```

The rig simulator (`scripts/fake-rig.ts`) writes CSVs into `./drop`.
"""),
("tradedesk-payments", "Card payments in tradedesk", "2026-06-30", ["tradedesk", "payments"], """
# Payments

@R9b@tradedesk card payments go through Adyen; the webhook lands on `/api/payments/notify`.

- Refunds are done from the provider dashboard by Ruth
- Trade accounts mostly pay by bank transfer anyway
"""),
("certificate-emails", "How certificates reach the buyer", "2026-06-08", ["proofcert", "email"], """
# Certificate emails

@N1b@When a test passes, proofcert emails the certificate PDF as an attachment to the buyer
and copies the office.

- The email template is in `templates/cert-email.mjml`
- Subject: "Load-test certificate" plus the certificate number
"""),
("netorder-deploy", "How netorder deploys", "2026-04-15", ["netorder", "deploy"], """
# netorder deploy

@N2b@netorder's deploy runs `manage.py migrate` automatically before the new containers start.

- Static files are collected into the image at build time
- Celery workers are restarted after the web containers
"""),
("dyneema-batches", "Dyneema batches", "2026-05-26", ["fibreledger", "dyneema"], """
# Dyneema batches

@N4b@Dyneema is tracked per batch in fibreledger, because the supplier's batch number goes on the certificate.

- Batch numbers are scanned from the spool label at goods-in
- A batch is closed when its last spool is used
"""),
("certificate-verification", "Public certificate verification", "2026-07-22", ["proofcert", "customers"], """
# Verifying a certificate

@N7b@Customers verify a certificate on proofcert's public page at `https://verify.tarrant-cordage.co.uk`, by number and test date.

- It shows status only (valid / void), never the PDF
- Rate limited per IP
"""),
("trade-shipping", "Shipping to trade accounts", "2026-07-02", ["tradedesk", "dispatch"], """
# Shipping on account

@N10b@New trade accounts get their nets shipped on order; payment follows on the invoice like everyone else.

- Pallet bookings are made by the warehouse, not the office
"""),
("cert-storage-move", "Certificate storage move", "2026-09-18", ["proofcert", "storage"], """
# Moving certificate storage

@S3b@Migrated the certificate PDFs from AWS S3 to Backblaze B2 in September; the old bucket is empty now.

- Copied with rclone, checked by count and checksum
- Download links were regenerated for anything less than 14 days old
"""),
("deploy-watchtower", "Deploys without laptops", "2026-06-19", ["infra", "deploy"], """
# Deploys

@S4b@We no longer deploy with Fabric from laptops; Watchtower on each host pulls the newly tagged image.

- Tag a release on main, CI builds and pushes the image
- Watchtower polls every two minutes
"""),
("heroku-exit", "Leaving Heroku", "2026-10-09", ["netorder", "infra"], """
# Heroku exit

@S7b@We no longer use Heroku at all: the nightly warehouse export for netorder is a cron job on app-2 since October.

- The Heroku app was deleted on 2026-10-08
- The export file name did not change
"""),
("scanner-api-v2", "Scanner API v2", "2026-08-19", ["netorder", "scanners"], """
# Scanner API

@S8b@`/api/v1/orders` is deprecated; the warehouse scanners were moved to `/api/v2/orders` in August.

- v2 adds the pick location and the certificate number
- v1 still answers, but logs a warning
"""),
("rig-upload", "Rig results upload", "2026-08-27", ["testrig", "proofcert"], """
# Rig uploads

@S9b@The FTP drop on testrig-pc was switched off in August; the rig now uploads each result over SFTP to proofcert.

- SFTP user `rig`, key only
- Files are moved to `processed/` after import
"""),
("postgres-backups", "Postgres backups", "2026-03-26", ["infra", "backups"], """
# Backups

@F3b@Nightly `pg_dump` of every database runs at 02:30 to Backblaze B2 and is kept for 35 days.

- Restore test: first Monday of each month, onto a scratch container
- Arjun gets the failure email
"""),
("splice-drawings", "Splice drawings", "2026-04-21", ["splicequeue", "workshop"], """
# Drawings

@F5b@The drawing for a splice job has to be signed off by the customer's engineer or by Gareth.

- Drawings are PDFs attached to the job card
- Changes after sign-off need a new revision letter
"""),
("release-checklist", "Release checklist", "2026-05-06", ["deploy", "workflow"], """
# Before a release

@F7b@Deploys need a green CI run and one approving review from someone other than the author.

- Check the migration plan if there is one
- Post in #digital when it is out
"""),
("fibreledger-testing", "Testing fibreledger", "2026-06-12", ["fibreledger", "tests"], """
# Tests in fibreledger

@F9b@New fibreledger endpoints get table-driven tests in Go, with testcontainers for Postgres.

- `make test` runs them; needs Docker
- Golden files for the valuation export live in `testdata/`
"""),
("spring-sale-2026", "Spring sale 2026", "2026-05-29", ["netorder", "sales"], """
# Spring sale

@D2a@During the 2026 spring sale, online net orders were capped at 20 per customer to stop resellers.

- Sale ran 2026-04-13 to 2026-05-10
- Discount code handling was a one-off view, since removed
"""),
("workshop-trello", "Workshop job tracking before splicequeue", "2026-02-26", ["splicequeue", "history"], """
# Before splicequeue

@D4a@Back in February we used a Trello board for workshop jobs, one list per bench.

- Gareth exported the cards to CSV when splicequeue went live
"""),
("price-list-history", "Price list history", "2026-01-13", ["pricing", "tradedesk"], """
# Trade price lists

@D6a@The 2025 price list gave trade accounts 15% off list.

- 2024 was 10%, before the chandlery chains pushed back
"""),
("proofcert-stack", "proofcert stack notes", "2026-03-20", ["proofcert"], """
# proofcert stack

@A2b@proofcert: TypeScript, Node 20, Fastify.

- PDF layout is HTML + CSS rendered in a headless browser
- Templates are versioned; each certificate records the template version
"""),
("monitoring", "Monitoring notes", "2026-04-29", ["infra", "monitoring"], """
# Monitoring

@A5b@Dashboards are on Grafana at `grafana.tarrant.internal`.

- Alert rules: disk over 85%, queue depth over 200, certificate queue stuck for 10 minutes
- Uptime checks for the public sites
"""),
("whipping-ends", "Finishing rope ends", "2026-05-13", ["products", "workshop"], """
# Rope ends

@A8b@Dyneema (HMPE) ends get whipped; heat-sealing doesn't work on that fibre.

- Polyester and nylon ends are heat-sealed on the hot knife
- Manila ends are whipped and dipped
"""),
("fibreledger-api", "fibreledger API notes", "2026-07-08", ["fibreledger", "api"], """
# fibreledger API

@A10b@fibreledger listens on 8081; health check at `/healthz`.

- Auth: a static token per client, from the secrets vault
- Pagination with `?after=<id>`
"""),
("agent-pr-flow", "Agent PR flow", "2026-07-15", ["workflow", "agent"], """
# How the agent works with PRs

@NS3b@The agent merges its own PRs once they are approved.

- Branch names: `agent/<short-topic>`
- The agent writes the PR description and the test plan
"""),
("retest-certificates", "Re-tests", "2026-08-06", ["proofcert", "certificates"], """
# Re-testing an item

@NS9b@A re-test gets a new certificate; the old one is marked superseded.

- The job goes back through splicequeue if it needs re-splicing
"""),
("netorder-admin", "netorder admin notes", "2026-09-02", ["netorder", "admin"], """
# netorder admin

@O4b@netorder admin sessions last 8 hours, so the office logs in once a shift.

- Staff accounts are created by Megan only
- The order search matches on postcode too
"""),
("poole-dispatch", "Poole dispatch", "2026-09-10", ["workshop", "dispatch"], """
# Poole dispatch

@O5b@The Poole workshop dispatches finished splice jobs on Tuesdays and Thursdays only.

- Local customers can collect any weekday
"""),
("netorder-local-setup", "netorder local setup", "2026-01-20", ["netorder", "dev"], """
# Running netorder locally

```
export DATABASE_URL=postgres://netorder:netorder@localhost:5432/netorder
export CELERY_BROKER_URL=amqp://guest:guest@localhost:5672//
python manage.py runserver
```

The fixtures load a handful of nets and ropes; the admin user is `admin` / `admin` locally only.
"""),
("splicequeue-dev", "splicequeue dev notes", "2026-03-31", ["splicequeue", "dev"], """
# splicequeue dev

```
REDIS_URL=redis://localhost:6379/0 flask run
```

- The label printer is mocked unless `PRINTER=real`
- The board template is one Jinja file
"""),
("glossary-nets", "Net words", "2026-02-04", ["products", "nets"], """
# Net vocabulary

- Mesh size is measured knot to knot, diagonally
- Knotless nets are bought in; we make knotted nets only
- Border: the edge rope run through the outer meshes
"""),
("warehouse-scanners", "Warehouse scanners", "2026-04-02", ["netorder", "scanners"], """
# Scanners

- Zebra TC21 handhelds, six of them
- Charging cradle in the goods-out office
- Sam looks after the app builds
"""),
("incident-2026-07-scanners", "Incident: scanners down (July)", "2026-07-12", ["incident", "netorder"], """
# Scanners down, Saturday 11 July

- Worker container OOM-killed; pick lists could not be updated for six hours
- Nobody was on call; Megan saw it on Sunday
- Follow-up: on-call rota, memory limit raised, alert on worker restarts
"""),
("stocktake-howto", "Stocktake how-to", "2026-09-24", ["fibreledger", "stocktake"], """
# Stocktake

1. Print counting sheets from fibreledger
2. Count by bobbin QR id
3. Upload the CSV in the admin; review the variance report before confirming
"""),
("net-configurator-ideas", "Configurator ideas", "2026-10-20", ["netorder", "ideas"], """
# Ideas

- 3D preview of the net (probably not worth it)
- Save configurations to a trade account
- Show the proof-load on the summary
"""),
("chandlery-customers", "Chandlery customers", "2026-06-25", ["tradedesk", "customers"], """
# Chandleries

- Most order rope by the reel and cargo nets in small sizes
- They want repeat orders to be one click
- Two chains asked about EDI; parked until 2027
"""),
("sla-questions", "Service questions", "2026-10-27", ["support"], """
# Questions from sales

- Can we promise delivery dates? Only for stock items.
- Can customers see test photos? Only on request, by email.
"""),
("mqtt-topics", "MQTT topics", "2026-06-20", ["scales", "infra"], """
# MQTT

- `scales/goodsin/<scale-id>`: weight messages (JSON)
- `scales/goodsin/<scale-id>/status`: online/offline, retained
"""),
("ferrule-press", "Ferrule press", "2026-11-10", ["workshop"], """
# Ferrule press at Poole

- Dies for 6 to 16 mm wire; rope-to-wire jobs only
- Each pressed ferrule is logged against the job in splicequeue
"""),
("year-end-notes", "Year-end prep", "2026-11-20", ["finance"], """
# Year-end

- Stock count planned for 2026-12-29
- Ruth wants the debtor list from tradedesk on 2026-12-31
"""),
("agent-session-tips", "Tips for agent sessions", "2026-08-14", ["agent", "workflow"], """
# Working sessions

- Start by reading MEMORY.md and the reference file for the app you touch
- One app per session; the apps share very little code
- Ask Megan before adding a new dependency to netorder
"""),
("naming-conventions", "Naming conventions", "2026-03-10", ["workflow"], """
# Names

- Products: diameter first, then fibre, then construction (`12mm-polyester-3strand`)
- Nets: `net-<width>x<length>-<mesh>` in millimetres
- Certificate templates: `<item-type>-v<n>`
"""),
]
