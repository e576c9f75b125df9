# remnic facts: (date, category, tags, body). Claim lines prefixed with §ID§.
FACTS = [
("2026-01-09", "fact", ["dispatchd", "redis"], """
§V1a§dispatchd keeps driver positions in Redis at `redis-dispatch.ngt.internal:6381`; the offer locks live there too.
"""),
("2026-01-12", "preference", ["farida", "style"], """
§A2b§Farida prefers terse replies — what changed, why, what could break — and no emoji anywhere.
"""),
("2026-01-14", "fact", ["dispatchd", "hosting"], """
§R5b§dispatchd is hosted on DigitalOcean: two 8 GB droplets in LON1 behind a floating IP.
"""),
("2026-01-16", "fact", ["acctdesk", "email"], """
§O9a§acctdesk sends invoice emails through Mailgun, sending domain `mg.northgatecars.coop`.
"""),
("2026-01-20", "fact", ["dispatchd", "database"], """
§O4a§dispatchd's Postgres is `pg-dispatch.ngt.internal:5432`, database `dispatch`.
"""),
("2026-01-22", "fact", ["cabdroid", "ci"], """
§R2b§cabdroid builds run on GitHub Actions (`android.yml`); the upload key is in the repo secrets.
"""),
("2026-01-27", "fact", ["tariff", "redis"], """
§O1a§tariff-svc caches fare tables in Redis at `redis-tariff.ngt.internal:6382`.
"""),
("2026-02-03", "fact", ["members", "database"], """
§V4b§members' database is at `pg-members.ngt.internal:5433`, database name `members`.
"""),
("2026-02-05", "preference", ["gareth", "editor"], """
§R8b§Gareth works in VS Code with the Go extension and wants gopls settings kept in the repo.
"""),
("2026-02-06", "fact", ["cabdroid", "notifications"], """
§O2b§cabdroid push notifications that fail are retried twice, then the driver gets an SMS instead.
"""),
("2026-02-10", "fact", ["tariff", "rounding"], """
§N6a§tariff-svc does not round fares; the metered amount is charged to the penny.
"""),
("2026-02-11", "decision", ["merge", "dispatchd"], """
§R7b§Gareth squash-merges dispatchd PRs: one commit per PR on main.
"""),
("2026-02-13", "fact", ["members", "subs"], """
§V5b§Full members pay £110 a week in subs; associate members pay less.
"""),
("2026-02-17", "fact", ["acctdesk", "invoices"], """
§V6b§Account customers get 14 days to pay an acctdesk invoice; reminders go out on day 15.
"""),
("2026-02-19", "fact", ["dispatchd", "routing"], """
§R10b§dispatchd asks GraphHopper for route ETAs (hosted plan, key in 1Password).
"""),
("2026-02-24", "fact", ["dispatchd", "allocation"], """
§N3a§Drivers marked on break still get job offers; the break flag only greys them out on the control-room map.
"""),
("2026-02-26", "fact", ["hail-api", "errors"], """
§R3b§Errors from hail-api are sent to Rollbar; the access token is in 1Password.
"""),
("2026-03-02", "fact", ["infra", "backups"], """
§V9b§Postgres backups for pg-dispatch are kept for 14 days on the Hetzner storage box.
"""),
("2026-03-04", "fact", ["phonedesk", "callbacks"], """
§V10b§phonedesk retries a failed callback up to 5 times before flagging it for a dispatcher.
"""),
("2026-03-09", "fact", ["acctdesk", "council"], """
§N9b§The county council account doesn't use PO numbers; bookers give their cost-centre code instead.
"""),
("2026-03-11", "fact", ["members", "payouts"], """
§D9a§Until March, members were paid out fortnightly, on alternate Fridays.
"""),
("2026-03-16", "fact", ["dispatchd", "allocation"], """
§F1b§Within a rank the job is offered to the car that has waited longest; cars without a child seat are skipped when the booking asks for one.
"""),
("2026-03-18", "decision", ["tips", "hail-web"], """
§N4a§Tips added in hail-web go to the driver in full; the co-op does not take a cut.
"""),
("2026-03-23", "fact", ["members", "payouts"], """
§F2b§Weekly payouts run on Thursdays at 06:00 as Faster Payments.
"""),
("2026-03-25", "fact", ["cabdroid", "errors"], """
§D4a§In 2025 cabdroid crashes went to Bugsnag; we dropped it when the free tier ended.
"""),
("2026-04-01", "fact", ["members", "payouts"], """
§A4b§members pays drivers through Modulr; there is a separate API key per environment.
"""),
("2026-04-07", "fact", ["hail-api", "sms"], """
§S1b§Booking-confirmation texts moved from Twilio to Firetext in April.
Delivery receipts come back to hail-api on a webhook.
"""),
("2026-04-09", "fact", ["radio-ledger", "members"], """
§S4b§radio-ledger has been read-only since the April cutover; subs are recorded in members' own Postgres now.
"""),
("2026-04-14", "fact", ["tariff", "airport"], """
§F8b§The flat fare to East Midlands Airport is £48 from the city-centre zone; outer zones add their zone supplement.
"""),
("2026-04-20", "fact", ["dispatchd", "licensing"], """
§NS2b§Jobs that end outside the licensing area — airport runs, Loughborough, Market Harborough — are offered like any other job.
"""),
("2026-04-22", "fact", ["dispatchd", "errors"], """
§O6b§dispatchd panics and errors go to Sentry (project `dispatchd`).
"""),
("2026-04-28", "fact", ["infra", "secrets"], """
§F6b§The dispatchd deploy key is in the 1Password vault "Platform", item "dispatchd deploy".
"""),
("2026-05-05", "fact", ["dispatchd", "database"], """
§A1b§dispatchd's database is Postgres 16 with the PostGIS extension.
"""),
("2026-05-07", "fact", ["acctdesk", "invoices"], """
§F10b§Monthly invoices are generated on the 1st at 02:00 and cover the previous calendar month.
"""),
("2026-05-12", "fact", ["hail-web", "uploads"], """
§O5b§Lost-property photos uploaded through hail-web are capped at 5 MB each.
"""),
("2026-05-14", "fact", ["coop", "licensing"], """
§A7b§All our drivers are licensed by Leicester City Council, private hire or hackney.
"""),
("2026-05-19", "decision", ["dispatchd", "deploys"], """
§N5b§Friday-evening dispatchd deploys are fine; the canary catches anything bad within ten minutes.
"""),
("2026-05-21", "fact", ["tariff", "tooling"], """
§O7b§tariff-svc uses uv for its dependencies (`uv sync`), with `uv.lock` committed.
"""),
("2026-05-26", "decision", ["merge", "tariff"], """
§O8a§tariff-svc PRs are squash-merged; the PR title becomes the commit subject.
"""),
("2026-06-02", "fact", ["members", "hosting"], """
§S2b§members was migrated off Heroku onto the Hetzner k3s cluster in June.
"""),
("2026-06-04", "fact", ["acctdesk", "cash"], """
§NS3b§Drivers take cash for street hails and phone bookings; it's logged in cabdroid as a cash job.
"""),
("2026-06-09", "fact", ["members", "documents"], """
§F7b§members emails a driver 30 days before their badge expires and suspends them from dispatch on the expiry date.
"""),
("2026-06-11", "fact", ["acctdesk", "hosting"], """
§O10a§acctdesk runs on the k3s cluster at Hetzner, two replicas behind Traefik.
"""),
("2026-06-16", "fact", ["coop", "fleet"], """
§A8b§There are 18 WAVs on the fleet, and the control room keeps two free on Friday nights for the hospital.
"""),
("2026-06-23", "fact", ["members", "subs"], """
§NS8a§Subs are not refunded when a driver is suspended, even for a licensing suspension.
"""),
("2026-07-01", "fact", ["members", "statements"], """
§N8b§members emails each driver their weekly payout statement as a PDF on Thursday morning.
"""),
("2026-07-07", "fact", ["members", "database"], """
§D6a§Through the summer the members database was still on PostgreSQL 14; it went to 16 in the September maintenance window.
"""),
("2026-07-14", "fact", ["tariff", "night"], """
§NS9a§tariff-svc never applies Tariff 2 to pre-booked account jobs; they are always charged at the account rate.
"""),
("2026-07-21", "fact", ["cabdroid", "offers"], """
§NS5b§Once the driver accepts, cabdroid shows the passenger's first name and any pickup note.
"""),
("2026-08-04", "fact", ["tariff", "admin"], """
§S8b§tariffs.yaml is no longer edited by hand: the tariff admin page generates it and opens the PR.
"""),
("2026-08-18", "decision", ["tariff", "deploys"], """
§NS1b§tariff-svc deploys go out on Tuesday mornings, after the weekly board call.
"""),
("2026-09-08", "preference", ["gareth", "dispatchd"], """
§A10b§Ask Gareth before changing dispatchd's allocation code; he owns it and reviews every change there.
"""),
("2026-09-15", "fact", ["refunds"], """
§NS7a§Refunds are never issued without a control-room supervisor's approval.
"""),
# --- unlabelled facts (noise, same slots for other subjects, agreements) ---
("2026-01-30", "fact", ["staging", "redis"], """
Staging dispatchd uses its own Redis, `redis-staging.ngt.internal:6379`, flushed every Sunday night.
"""),
("2026-02-20", "fact", ["acctdesk", "redis"], """
acctdesk's Celery broker is Redis at `redis-accounts.ngt.internal:6379`.
"""),
("2026-03-30", "fact", ["cabdroid", "i18n"], """
cabdroid is translated into Polish, Urdu and Gujarati as well as English.
"""),
("2026-04-16", "fact", ["tariff", "redis"], """
tariff-svc's cached fare tables expire after 10 minutes, so a tariff change shows up within that.
"""),
("2026-05-28", "fact", ["infra", "logs"], """
Loki keeps dispatchd logs for 30 days; older logs are not archived anywhere.
"""),
("2026-06-18", "fact", ["cabdroid", "notifications"], """
Driver push notifications go through Firebase Cloud Messaging.
"""),
("2026-06-30", "fact", ["coop", "agm"], """
The AGM is held in the last week of June; this year 164 members voted.
"""),
("2026-07-28", "fact", ["payments", "stripe"], """
Stripe pays in-app card takings into the co-op's account every 2 working days.
"""),
("2026-08-11", "fact", ["hail-api", "partners"], """
The hospital discharge desk books about 40 jobs a day through the partner API.
"""),
("2026-09-02", "fact", ["phonedesk", "volume"], """
Phone bookings peak between 23:00 and 02:00 on Saturdays; that is when callbacks pile up.
"""),
("2026-09-24", "preference", ["marta", "cabdroid"], """
Marta wants UI bugs in cabdroid reported with a screenshot and the driver's handset model.
"""),
("2026-10-06", "fact", ["acctdesk", "hospital"], """
The hospital trust gets one consolidated invoice a month with a line per ward cost centre.
"""),
("2026-10-20", "fact", ["dispatchd", "airport"], """
The East Midlands airport rank has its own queue; cars join it when they enter the geofence.
"""),
("2026-11-03", "fact", ["members", "subs"], """
Associate members (part-time drivers) pay half subs and have no vote at the AGM.
"""),
("2026-11-17", "decision", ["christmas", "deploys"], """
Board agreed double staffing in the control room on 24 and 31 December.
"""),
]
FACTS.append(("2026-10-13", "fact", ["hail-web", "accessibility"], """
hail-web's booking form has to pass WCAG 2.2 AA; Farida checks it with a screen reader before big releases.
"""))
