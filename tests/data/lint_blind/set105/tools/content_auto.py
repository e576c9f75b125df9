# Free notes: auto/<slug>.md with title/created/tags frontmatter.
AUTO = []

def a(slug, title, created, tags, body):
    AUTO.append(("auto/%s.md" % slug, title, created, tags, body))

a("wfp-water-purity", "Water-fed pole: keeping the water pure", "2026-02-11", ["wfp", "tankwatch", "crews"], """
# Water purity on the vans

Pure water is the whole trick with water-fed poles: anything dissolved in it dries as spots.

§V2b§tankwatch only raises the purity alert once outlet TDS is over 20 ppm; under that the glass
still dries spot-free, whatever the old manual says.
§A1a§Change the DI resin once the outlet meter shows 5 ppm.
§N2a§Crews must not keep cleaning while the purity alert is active: stop, flush the line and ring the depot.
§A9b§A full van tank (650 L) lasts about 25 average semis.

## Notes
- Resin bags are logged against the van in roundbook so we can see usage per depot.
- In hard-water Swindon the RO membrane is flushed weekly.
""")

a("roundbook-dev-setup", "roundbook: local dev setup", "2026-01-20", ["roundbook", "dev"], """
# Local dev for roundbook

§V4b§roundbook is pinned to Python 3.11 (`.python-version` says `3.11.9`); the weasyprint wheels for 3.12 broke the invoice PDFs.

1. `uv sync`
2. `docker compose up -d db redis`
3. `./manage.py migrate && ./manage.py loaddata demo_rounds`

- Demo data has three rounds in Redland and one in Bath.
- `./manage.py runserver 8000`, admin login `dev@glasswell.test`.
""")

a("gocardless-notes", "GoCardless notes", "2026-03-04", ["billing", "gocardless"], """
# GoCardless

- Mandates are created from the sign-up flow; the customer confirms by email.
§V6b§GoCardless collection is requested 5 working days after the clean, which gives customers time to query the job.
- Webhooks land on `/hooks/gocardless/`, signature checked with the webhook secret.
- Mandate cancelled by the bank → customer flagged "pay on doorstep" until the office calls.
""")

a("roundbook-env-vars", "roundbook environment variables", "2026-05-19", ["roundbook", "config"], """
# roundbook env vars

Production values live in 1Password; these are what the settings module reads.

§V7b§- `DATABASE_URL=postgres://roundbook@pg.glasswell.internal:5432/roundbook` (production)
- `CELERY_BROKER_URL` points at the Redis db 0
- `SENTRY_DSN` is unset for roundbook on purpose (it logs to Loki)

Local `.env` example:

```
DATABASE_URL=postgres://roundbook:roundbook@localhost:5432/roundbook
REDIS_URL=redis://localhost:6379/0
```
""")

a("high-reach-method-statement", "High-reach method statement (summary)", "2026-04-02", ["high-reach", "safety"], """
# High-reach method statement: summary

| Method | Working height | Crew | Notes |
|---|---|---|---|
§V9a§| Water-fed pole (carbon) | up to 18 m | 1-2 | standard residential and low commercial |
| MEWP 20 m | up to 20 m | 2 + ground | IPAF needed |
| MEWP 26 m | up to 26 m | 2 + ground | IPAF needed |

§F8a§High-reach work is always done by at least two people.
- Rescue plan is on the back of the permit; the ground person holds the lowering key.
""")

a("quotes-local-dev", "quotes: running it locally", "2026-02-26", ["quotes", "dev"], """
# quotes locally

§R1b§Install deps for quotes with `yarn install`; the lockfile is `yarn.lock` and CI runs `yarn build`.
- Copy `.env.local.example` to `.env.local`; the PDF renderer needs no keys.
- Seed clients with `yarn seed`.
""")

a("email-templates", "Customer email templates", "2026-04-15", ["email", "roundbook"], """
# Customer email templates

§R4b§All customer-facing email from roundbook is sent via Brevo; the templates are edited in the Brevo dashboard.
- Templates: reminder, receipt, invoice, price-change notice, "sorry we missed you".
- Keep the footer with the depot phone number, customers ring it more than they reply.
""")

a("sms-reminders", "Reminder texts", "2026-06-03", ["sms", "roundbook", "reminders"], """
# Reminder texts

§R7b§Reminder texts are sent through MessageBird; the API key is in 1Password under "MessageBird live".
§F7b§Day-before reminders are sent at 18:00 and skipped for customers who chose email-only.
§O3a§Failed reminder texts are retried up to 3 times, 10 minutes apart.
- STOP replies set `sms_opt_out` on the customer.
""")

a("deploy-runbook", "Deploy runbook", "2026-07-08", ["deploy", "roundbook", "runbook"], """
# Deploying roundbook

1. Merge to main; CI must be green.
2. Post in #deploys, wait for the OK.
§N3b§Every roundbook deploy runs `manage.py migrate --noinput` automatically before the new release takes traffic.
- Roll back by redeploying the previous image tag; migrations have to be backwards compatible.
- Deploy window: before 07:00 or after 17:00 on weekdays.
""")

a("roundbook-testing", "roundbook tests", "2026-08-12", ["roundbook", "tests"], """
# Tests in roundbook

§N5b§roundbook's unit tests mock the ORM layer with `unittest.mock`; only the tests under
`tests/integration/` touch Postgres.
- `pytest -n auto` locally; the whole suite takes about 90 seconds.
- Coverage target 80%, not enforced.
""")

a("high-reach-quoting", "How high-reach jobs are quoted", "2026-09-10", ["quotes", "high-reach"], """
# High-reach quoting

§N8b§High-reach quotes go out from the drone photos and Street View; site surveys aren't part of the quoting flow.
- Price = access method + hours + MEWP hire + 15% contingency for weather days.
- Quote PDF includes the method and the RAMS summary.
""")

a("one-off-jobs", "One-off jobs", "2026-10-02", ["billing", "roundbook"], """
# One-off jobs

One-off = not on a round (after-builders cleans, gutter clears, conservatory roofs).
§N10b§For one-off jobs the card on file is charged automatically when the crew marks the job done.
- The job is created from the office with a price; crews can't change the price on the phone.
""")

a("taking-payments", "Taking payments on the doorstep", "2026-01-14", ["payments", "crews"], """
# Payments on the doorstep

§S2a§Card payments on the doorstep are taken with the SumUp readers in each van.
- Cash is still accepted; it goes in the van's cash bag and is counted at the depot.
- Crews note the payment in crewapp so the office doesn't chase it.
""")

a("tank-dashboards", "Tank dashboards", "2026-02-03", ["tankwatch", "grafana"], """
# Tank dashboards

§S3a§Tank readings dashboard: Grafana Cloud, stack `glasswell.grafana.net`.
- Panels: TDS per van, tank level, refill events, last seen.
- Depot managers have viewer accounts.
""")

a("website-bookings", "Website bookings", "2026-01-27", ["website", "roundbook"], """
# Website bookings

§S4a§New residential bookings arrive from the Typeform on the website; a Zapier zap copies them into roundbook.
- The office checks the new-customer queue twice a day and assigns a round.
""")

a("crew-shifts", "Crew shifts", "2026-02-18", ["crews", "rota"], """
# Crew shifts

§S5a§Crew shifts are planned in Deputy; Maeve publishes the next week's rota on Thursdays.
- Holiday requests need two weeks' notice in summer.
""")

a("accounts-export", "Accounts export", "2026-01-09", ["billing", "accounts"], """
# Accounts export

§S6a§Invoices are exported nightly to QuickBooks Online.
- Export job is `export_invoices` in roundbook, logs in Loki.
""")

a("commercial-clients", "Commercial clients", "2026-02-06", ["commercial", "office"], """
# Commercial clients

§S7a§New commercial clients are added to the Access database on the office PC (`Clients2019.accdb`).
- Each client has a contract PDF and a site list.
- Out-of-hours cleans are agreed in the contract.
""")

a("api-versions", "roundbook API versions", "2026-09-22", ["roundbook", "api", "crewapp"], """
# API versions

§S8b§`/api/v1/jobs` is deprecated and returns 410 since crewapp 3.0; the app uses `/api/v2/rounds/{id}/jobs`.
- v2 needs the device token in `Authorization: Device <token>`.
- v1 payment endpoints are still up until the old tablets are gone.
""")

a("backups", "Backups", "2026-02-20", ["infra", "backups"], """
# Backups

§S10a§roundbook's nightly pg_dump goes to Backblaze B2 (bucket `gw-roundbook-backups`).
- Retention: 30 daily, 12 monthly.
- The dump is encrypted with age; the key is in 1Password.
""")

a("pricing-2026", "Prices 2026", "2026-03-01", ["pricing"], """
# Prices 2026

- Windows: by property type, frames and sills extra.
§F1a§Gutter clears are priced per metre of gutter run.
- Conservatory roof clean: by size band (small/medium/large).
""")

a("roundbook-geo", "Round geometry", "2026-06-16", ["roundbook", "maps"], """
# Round geometry

§F3b§roundbook runs on Postgres 16 with PostGIS; round boundaries are stored as polygons.
- Customers are geocoded at sign-up; the point is shown on the round map.
""")

a("metabase", "Metabase", "2026-05-05", ["reporting", "metabase"], """
# Metabase

§O2a§Metabase reads from the replica at `db2.glasswell.internal:5432` as `metabase_ro`; never point it at the primary.
- Dashboards: cleans per round, skips per reason, debt by depot.
""")

a("drone-surveys", "Drone surveys", "2026-05-28", ["high-reach", "quotes", "drone"], """
# Drone surveys

- Dan flies the DJI Mini for facade photos; flights logged in the drone app.
§O5b§Drone survey stills are kept full size (up to 25 MB each) for the quote pack.
§O6a§Raw drone footage is deleted 90 days after the quote is decided.
""")

a("staff-newsletter", "Crew newsletter", "2026-07-01", ["crews", "comms"], """
# Crew newsletter

§O8b§The monthly crew newsletter goes out through Mailchimp (list "Glasswell crews").
- Content: safety reminder, round changes, a photo of the month.
""")

a("round-splits", "Round splits", "2026-04-21", ["rounds", "roundbook"], """
# Splitting rounds

§D3b§In January the default cycle was still 8 weeks; it came down when we split the big rounds in February.
- Split rounds keep the old name with a suffix ("Redland Tue A/B").
""")

a("purity-threshold-history", "Purity threshold: history", "2026-03-16", ["tankwatch", "history"], """
# Purity threshold history

§D5b§Through winter 2025/26 the purity alert was set at 15 ppm.
- The meters were recalibrated in March after Dan's complaint about spotting in Clifton.
""")

a("payroll", "Payroll", "2026-03-30", ["payroll", "crews"], """
# Payroll

§D9b§In 2025 crews filled in paper timesheets, which Maeve typed into BrightPay
every Monday.
- Payroll runs monthly, on the last Friday.
""")

a("gutter-callouts", "Gutter callouts", "2026-10-20", ["gutters", "website"], """
# Gutter callouts

§D10a§Gutter callouts are booked online through the website form.
- Callouts get a 48-hour target in autumn, 5 working days otherwise.
""")

a("tankwatch-dev", "tankwatch dev notes", "2026-07-29", ["tankwatch", "dev"], """
# tankwatch dev notes

§A3b§tankwatch builds with Go 1.23 (see `go.mod`).
§NS6a§Don't run tankwatch migrations from a laptop; only the `migrate` CI job touches the production schema.

Watch live readings:

```
mosquitto_sub -h mqtt.glasswell.internal -p 8883 --cafile ca.pem -t 'vans/+/tds'
```
""")

a("invoicing", "Invoicing", "2026-04-08", ["billing", "invoices"], """
# Invoicing

§NS1b§Invoices are emailed the evening after the clean.
- Invoice numbers: `GW-` + year + sequence, never reused.
""")

a("ladder-policy", "Ladder policy", "2026-05-12", ["safety", "ladders"], """
# Ladders

§NS4a§Ladders are not used above first-floor sills; everything higher is pole or MEWP.
- Ladders are inspected weekly and tagged.
""")

a("missed-cleans", "Missed cleans", "2026-06-25", ["rounds", "billing"], """
# Missed cleans

§NS5b§A same-day cancellation by the customer is charged at half price.
- Rain is not a reason to skip with water-fed poles, only wind above 30 mph.
""")

a("working-hours", "Working hours", "2026-03-09", ["crews", "rota"], """
# Working hours

- Rounds start 07:30, crews back at the depot by 16:30 in winter.
§NS9a§No cleaning on Sundays, except commercial contracts with an out-of-hours clause in
the contract.
""")

# ----- auto notes without labelled claims -----
a("van-phones", "Van phones", "2026-02-09", ["crewapp", "devices"], """
# Van phones
- One phone per van, charged on the dash.
- Lost phone: wipe it from the MDM console, then re-enrol the spare.
""")
a("skip-reasons", "Skip reasons", "2026-09-03", ["crewapp", "rounds"], """
# Skip reasons
- No access, dog out, customer asked, weather (wind), vehicle in the way, other (needs a note).
""")
a("customer-complaints", "Customer complaints", "2026-06-09", ["office"], """
# Complaints
- Complaints are logged against the job; a re-clean is free within 48 hours.
- Photos from crewapp settle most "you didn't come" complaints.
""")
a("van-maintenance", "Van maintenance", "2026-04-27", ["vans"], """
# Van maintenance
- Pumps serviced every 6 months; hose reels checked at each service.
- Tank heaters go in over winter in Swindon.
""")
a("solar-panel-cleaning", "Solar panel cleaning", "2026-07-15", ["services"], """
# Solar panel cleaning
- Offered as an extra; priced per panel with a minimum charge.
- Roof-mounted panels only from the ground with poles, never from the roof.
""")
a("onboarding-new-crew", "Onboarding new crew", "2026-08-24", ["crews", "training"], """
# New crew
- First two weeks paired with a crew lead.
- Pole technique, ladder safety and the crewapp basics on day one.
""")
a("postcode-areas", "Postcode areas per depot", "2026-08-30", ["depots", "rounds"], """
# Postcode areas
- Bristol: BS1 to BS16, BS20, BS30 to BS32.
- Bath: BA1, BA2, BS31.
- Swindon: SN1 to SN5, SN25, SN26.
""")
a("weather-rules", "Weather rules", "2026-01-31", ["crews", "safety"], """
# Weather
- High-reach work stops at wind 23 mph at height.
- Frost: no water-fed work before 10:00 if it is below freezing.
""")
a("recruitment", "Recruitment", "2026-05-30", ["office"], """
# Recruitment
- Adverts on Indeed; a trial day is paid.
- Driving licence check before the trial.
""")
a("loki-queries", "Useful Loki queries", "2026-07-22", ["infra", "logs"], """
# Loki queries

```
{app="roundbook"} |= "export_invoices" | logfmt | level="error"
{app="tankwatch"} | logfmt | van="BRS-07"
```
""")
a("ideas-backlog", "Ideas backlog", "2026-10-28", ["ideas"], """
# Ideas
- Customer portal to see next clean date and pay.
- Automatic "we're on your street" text 20 minutes before.
- Gutter camera stills attached to the invoice email.
""")
a("retro-2026-q3", "Retro Q3 2026", "2026-10-06", ["retro"], """
# Retro Q3
- Good: Swindon opened on time, crewapp 3.0 sync is solid.
- Bad: storm-week callouts swamped the office phones.
- Try: callout queue with priorities.
""")
