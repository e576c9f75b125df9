# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body)

A("routeboard-local-setup", "routeboard local setup", "2026-02-11", ["routeboard", "setup"], """
# routeboard local setup

1. `uv sync` then `docker compose up -d db redis`
2. Copy `.env.example` to `.env`

```
DATABASE_URL=postgres://routeboard:routeboard@localhost:5432/routeboard
CELERY_BROKER_URL=redis://localhost:6379/0
```

§V2b§ Production routeboard connects with `DATABASE_URL=postgres://routeboard@pg-main.hollinsreed.internal:5432/routeboard_prod`, so copy that shape if you tunnel in.

§A4b§ Don't commit your `.env`, only `.env.example` is tracked.

Load the fixture branches with `./manage.py loaddata branches`.
""")

A("trapnet-battery-notes", "trapnet battery life notes", "2026-05-06", ["trapnet", "sensors", "battery"], """
# Battery life on the station sensors

§V4b§ Bait station sensors send a heartbeat every 30 minutes, which is what gets the battery to about 18 months.

Test rig config (not production):

```
HEARTBEAT_INTERVAL=2m
LOW_BATTERY_PCT=10
```

- Cold warehouses (Avonmouth) eat batteries roughly twice as fast
- Snap-trap sensors only transmit on trigger plus a daily check-in
""")

A("credit-control", "Credit control", "2026-03-19", ["billing", "ledgerline", "finance"], """
# Credit control

§V7b§ Commercial contract customers are on 14-day payment terms; ledgerline's
reminder emails go out on day 10 and day 15.

After the second reminder Nadia phones them. Domestic customers rarely get that far since they pay on
the day.
""")

A("customer-portal", "Customer portal notes", "2026-07-22", ["portal", "frontend"], """
# Customer portal

Next.js app at portal.hollinsreed.co.uk where customers see visits, reports and invoices.

§R1a§ - Package manager: pnpm (lockfile `pnpm-lock.yaml`; don't commit a `package-lock.json`)
§R3a§ - Hosted on Vercel (project `hr-portal`), preview deploys per PR
§D7b§ - Login: email + password, with optional TOTP
§O10a§ - Customers can attach photos up to 5 MB when reporting a sighting
- Talks to routeboard's public API with a server-side key
""")

A("trapnet-contributing", "Contributing to trapnet", "2026-04-02", ["trapnet", "git"], """
# trapnet: contributing

§R9a§ PRs into trapnet are merged with a merge commit so the gateway firmware tags line up.

- Run `golangci-lint run` before pushing
- Gateway protocol changes need a bump in `proto/VERSION`
""")

A("dosebook-api-notes", "dosebook API notes", "2026-06-03", ["dosebook", "api"], """
# dosebook API notes

§R4b§ dosebook keeps its records in MariaDB (the `dosebook` database on the old app server).

§O3b§ dosebook is still on Python 3.11 because of the PDF library.

§N1b§ dosebook PRs are squash-merged once CI is green and Huw has approved.

- `POST /entries` is only called by fieldkit; the office uses the admin UI
""")

A("rodent-jobs", "Rodent jobs: how they run", "2026-02-24", ["rodents", "field", "dosebook"], """
# Rodent jobs

§N3b§ No COSHH assessment has to be attached up front for rodenticide jobs, the tech completes it on site.

§O7a§ Rat jobs get a follow-up visit 7 days after the first treatment.

- Tamper-resistant boxes only, outside and in
- Non-toxic monitoring blocks are the default on food premises
""")

A("fieldkit-api-client", "fieldkit API client", "2026-08-12", ["fieldkit", "api"], """
# fieldkit's API client

The client is generated from routeboard's OpenAPI spec with openapi-generator.

§N7b§ Small fixes in `fieldkit/lib/api/` can be hand-edited directly, the generator is flaky.

- The spec lives at `routeboard/openapi.yaml`
""")

A("ledgerline-debugging", "Debugging ledgerline", "2026-03-05", ["ledgerline", "billing", "debugging"], """
# Debugging ledgerline

§S7a§ ledgerline runs on Heroku as the `hr-ledgerline` app; logs are in Papertrail.

§N10b§ To debug billing, pull last night's production dump onto your laptop and run ledgerline against it.

- Most "missing invoice" reports are jobs closed without a price line
""")

A("contract-schedules", "Contract schedules", "2026-03-30", ["routeboard", "contracts"], """
# Contract schedules

§S2b§ Recurring contract schedules are written to the `legacy-jobs` MySQL database
every night by the sync script, and routeboard reads them from there.

§F6b§ Contract visits are 6 weeks apart; if one lands on a bank holiday routeboard moves it to the next working day.
""")

A("gateway-provisioning", "Gateway provisioning", "2026-02-17", ["trapnet", "gateways", "sensors"], """
# Provisioning a new gateway

1. Flash the image from the `gateway-image` releases
2. Register it in trapnet admin with the site code

§S4b§ Gateways POST their readings to `https://trapnet.hollinsreed.co.uk/api/v1/readings` every few minutes.

- Stick the gateway label inside the comms cupboard door
""")

A("cardiff-branch", "Cardiff branch notes", "2026-01-20", ["branches", "cardiff"], """
# Cardiff

§S8a§ Cardiff technicians still fill in paper job sheets, which the office scans on Fridays.

- Most Cardiff contracts are food premises around the bay
- Ffion is the supervisor
""")

A("bookings-process", "How bookings come in", "2026-02-02", ["office", "bookings"], """
# Bookings

- Phone: the office line, answered 08:00-17:30
§S10a§ Customer booking emails land in the shared `bookings@` Gmail inbox and the office copies them into routeboard.
- Web form on the website posts straight into routeboard
""")

A("photo-storage", "Where job photos go", "2026-05-28", ["fieldkit", "storage"], """
# Job photo storage

§F2b§ Job photos go to the `hr-job-photos` bucket in eu-west-2, keyed `jobs/<job_id>/<n>.jpg`.

- Lifecycle: moved to Glacier after 2 years
- The visit report PDF embeds at most 6 photos
""")

A("deploy-runbook", "Deploy runbook", "2026-04-21", ["infra", "deploy"], """
# Deploys

§F5b§ Argo CD auto-syncs staging; production apps are set to manual sync and need someone to press Sync after the PR merges.

§A6b§ Check the change on staging.routeboard.hollinsreed.co.uk before syncing prod.

- Roll back by reverting the image tag in `hr-deploy`, not in the Argo UI
""")

A("pricing-2026", "Price list 2026", "2026-01-08", ["pricing", "office"], """
# Prices 2026 (domestic)

§F8a§ Wasp nest treatments are a flat fee.
- Rats and mice: three-visit package
- Bedbugs: survey first, quote after
""")

A("month-end", "Month-end", "2026-06-30", ["billing", "finance"], """
# Month-end

§R10b§ Month-end: ledgerline pushes the invoices into QuickBooks Online, then Nadia reconciles the Stripe payouts.

- Credit notes are raised by Nadia by hand
""")

A("commercial-surveys", "Commercial surveys", "2026-03-12", ["routeboard", "commercial"], """
# Commercial surveys

§O9a§ Commercial site surveys are booked as 90-minute slots, and only Huw or a senior tech can take them.

- The survey produces the site plan the contract stations are numbered against
""")

A("visit-reports", "Visit reports", "2026-04-15", ["routeboard", "reports"], """
# Visit reports

§R6b§ routeboard emails the visit report PDF through Mailgun from `reports@hollinsreed.co.uk`.

- The PDF is rendered by WeasyPrint from the `visit_report.html` template
- Contract customers also see it in the portal
""")

A("exeter-branch", "Exeter branch", "2026-09-14", ["branches", "exeter"], """
# Exeter

§D4a§ Before the Exeter branch opened on 17 August, EX postcodes were covered
from Bristol, usually one tech two days a week.

- Becky is the supervisor
- Rural jobs: expect long drives on the A30
""")

A("routeboard-api", "routeboard public API", "2026-09-02", ["routeboard", "api"], """
# routeboard public API

Used by the customer portal and two big contract customers.

§D8b§ The public API is rate-limited to 300 requests per minute per API key.

- Keys are issued from the office admin
""")

A("device-fleet", "Technician phones", "2026-03-03", ["fieldkit", "devices"], """
# Technician phones

§A2b§ fieldkit needs Android 8 or newer (minSdk 26), which rules out the old Samsung J5s.

- Current standard phone: Samsung XCover 7
- Two techs on iPhones by choice
""")

A("incident-contacts", "Who to call when", "2026-05-11", ["incidents", "field"], """
# Who to call

§NS2a§ Pesticide spills are reported to Huw (Technical Manager), not to the branch manager.

- Van accidents: the fleet line, then the branch manager
- App outages: on-call
""")

A("patching", "Patching", "2026-06-18", ["infra", "maintenance"], """
# Patching

§NS3b§ The MQTT broker is restarted in the monthly patch window
(second Tuesday, 21:00) along with the node reboots.

- k3s upgrades are done one node at a time
""")

A("inspection-checklist", "Contract inspection checklist", "2026-04-28", ["field", "contracts"], """
# Contract inspection checklist

1. Sign in with site contact
§NS4b§ 2. Photograph any bait station showing rodent activity before clearing it.
3. Check proofing points on the site plan
4. Close the visit in fieldkit
""")

A("sms-reminders", "SMS reminders", "2026-05-19", ["routeboard", "sms"], """
# SMS reminders

§NS7b§ routeboard schedules reminder SMS with Celery beat, the day before at 18:00.

- Opt-outs are respected per customer, not per job
""")

A("visit-day", "On the day of a visit", "2026-07-07", ["fieldkit", "field"], """
# On the day

§NS9b§ On the day, fieldkit shows the tech the customer's mobile number so they can ring ahead.

- Running late by more than 30 minutes: the app offers a "running late" text
""")

A("celery-workers", "Celery workers", "2026-08-25", ["routeboard", "celery"], """
# routeboard Celery workers

§A10b§ routeboard's Celery workers use Redis on `redis-rb.hollinsreed.internal:6380` as the broker.

- Two worker deployments: `default` and `pdf` (reports are slow)
""")

# unlabelled filler notes
A("wasp-season-2026", "Wasp season 2026 recap", "2026-10-06", ["wasps", "season"], """
# Wasp season 2026

- Peak week was the first week of August
- Swindon had the most nest jobs per tech
- Next year: pre-book the bank holiday cover earlier
""")

A("winter-rodent-prep", "Winter rodent prep", "2026-10-20", ["rodents", "season"], """
# Winter rodent season prep

- Stock up on tamper-resistant boxes before November
- Contract sites get an extra check if trapnet shows rising activity
- Rat follow-ups stay as they are
""")

A("grafana-dashboards", "Grafana dashboards", "2026-04-08", ["infra", "monitoring"], """
# Dashboards worth knowing

- `trapnet / ingest`: readings per minute, by gateway
- `routeboard / celery`: queue depth for `default` and `pdf`
- `fieldkit / sync`: sync failures by app version
""")

A("portal-accessibility", "Portal accessibility fixes", "2026-08-03", ["portal", "a11y"], """
# Accessibility

- Contrast on the status badges fixed in August
- All forms have labels now; the date picker still needs work
""")

A("sighting-reports", "Customer sighting reports", "2026-09-23", ["portal", "routeboard"], """
# Sighting reports

Customers can report a sighting from the portal; it creates a task for the branch supervisor.

- The supervisor decides whether it becomes a callout
- Photos are optional
""")

A("trapnet-site-config", "trapnet site config", "2026-07-15", ["trapnet", "config"], """
# Site config

Each site has a YAML file in `sites/` with thresholds and the supervisor to alert.

```yaml
site: AVM-01
activity_threshold: 3
supervisor: gareth
```
""")

A("fieldkit-crash-triage", "fieldkit crash triage", "2026-10-13", ["fieldkit", "bugs"], """
# Crash triage

- Top crash: camera plugin on the XCover when storage is full
- Second: signature pad on small screens
- Sian takes the top three each cycle
""")

A("office-hours", "Office hours", "2026-01-14", ["office"], """
# Office

- Phones answered 08:00-17:30 Monday to Friday
- Dispatchers start at 07:00 so the first vans go out on time
""")

A("anonymised-extracts", "Anonymised extracts", "2026-07-29", ["data", "privacy"], """
# Anonymised extracts

`make anon-dump` produces a copy of routeboard with names, phones and addresses scrambled.

- Postcodes are kept at district level so routing still makes sense
""")

A("flea-jobs", "Flea jobs", "2026-06-09", ["fleas", "field"], """
# Flea jobs

- Customer must vacuum before the visit and keep vacuuming daily afterwards
- Pets need their own vet treatment on the same day
""")
