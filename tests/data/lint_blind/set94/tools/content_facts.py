# remnic facts: list of (date, category, tags, body). Lines starting "§ID§ " are labelled claims.
FACTS = []

def F(date, cat, tags, body):
    FACTS.append((date, cat, tags, body))

# --- value slot partners
F("2026-04-09", "fact", ["trapnet", "mqtt", "gateways"], """
§V1b§ trapnet gateways connect to the MQTT broker on `mqtt.hollinsreed.internal:8884` over TLS; if one shows offline, check its client cert expiry first.
""")
F("2026-02-26", "fact", ["routeboard", "scheduling"], """
§V3b§ A standard domestic visit is booked as a 60-minute slot in routeboard; dispatchers can stretch it by hand.
""")
F("2026-08-19", "fact", ["fieldkit", "flutter"], """
§V5b§ fieldkit is built with Flutter 3.22; don't bump it without checking the camera plugin first.
""")
F("2026-07-01", "decision", ["dosebook", "retention", "compliance"], """
§V6b§ Decided with Huw: dosebook keeps every pesticide application record for 5 years from the treatment date, then archives it.
""")
F("2026-09-08", "fact", ["fieldkit", "photos"], """
§V8b§ Job photos in fieldkit can be up to 12 MB each before the upload is refused.
""")
F("2026-10-02", "fact", ["routeboard", "bristol", "scheduling"], """
§V9b§ Bristol technicians are capped at 11 jobs a day by routeboard's auto-scheduler.
""")
F("2026-06-12", "fact", ["trapnet", "battery"], """
§V10b§ trapnet raises the low-battery warning when a station drops under 25%.
""")
# --- role slot partners
F("2026-07-24", "fact", ["portal", "frontend"], """
§R1b§ The customer portal is a Yarn 4 project; run `yarn install` before `yarn dev`.
""")
F("2026-05-15", "fact", ["trapnet", "ci"], """
§R2b§ trapnet's CI runs on Buildkite, with a self-hosted agent on the build box in the Bristol comms cupboard.
""")
F("2026-08-06", "fact", ["portal", "hosting"], """
§R3b§ The customer portal is deployed to Netlify from `main`; PR previews come from Netlify too.
""")
F("2026-09-29", "fact", ["trapnet", "alerting", "streaming"], """
§R5b§ trapnet publishes every reading onto Redpanda (topic `trap.readings`) and the alerting service consumes from there.
""")
F("2026-10-27", "fact", ["fieldkit", "crashes"], """
§R7b§ fieldkit crashes are reported to Bugsnag; check there before asking techs for screenshots.
""")
F("2026-06-23", "fact", ["routeboard", "sms"], """
§R8b§ Appointment reminder texts go out through Vonage, sent from the `HOLLINSRD` sender ID.
""")
F("2026-08-28", "preference", ["trapnet", "git"], """
§R9b§ Squash-merge trapnet PRs; Marta wants one commit per change on main.
""")
# --- negation partners
F("2026-05-21", "fact", ["fieldkit", "jobs"], """
§N2b§ Technicians can close a fieldkit job without a customer signature; the report just goes out unsigned.
""")
F("2026-09-17", "fact", ["routeboard", "migrations"], """
§N4b§ routeboard migrations are safe to run during the working day; they're all online-safe since the Django 5 upgrade.
""")
F("2026-10-09", "fact", ["trapnet", "alerting", "oncall"], """
§N5b§ Activity alerts from trapnet page the on-call engineer through PagerDuty.
""")
F("2026-11-03", "preference", ["fieldkit", "releases"], """
§N6b§ Friday releases of fieldkit are fine; the staged rollout catches problems before most techs update.
""")
F("2026-04-30", "fact", ["billing", "domestic"], """
§N8b§ Domestic customers get their invoice posted as well as emailed.
""")
F("2026-07-09", "fact", ["trapnet", "stations"], """
§N9b§ trapnet does not store GPS positions for bait stations; the site plan reference is enough.
""")
# --- stale vs change partners
F("2026-04-14", "fact", ["routeboard", "errors"], """
§S1b§ Switched routeboard's error tracking from Rollbar to Sentry on 2026-04-14; the Rollbar account is cancelled.
""")
F("2026-07-16", "fact", ["infra", "monitoring"], """
§S3b§ Pingdom was cancelled in July; uptime checks are in Better Stack now.
""")
F("2026-09-10", "fact", ["trapnet", "ingest"], """
§S4a§ trapnet's HTTP ingest (`POST /api/v1/readings`) is shut down since September; all gateways publish over MQTT.
""")
F("2026-05-04", "decision", ["process", "backlog"], """
§S5b§ We no longer use Trello for the dev backlog; everything moved to Linear (team `DIG`) in May.
""")
F("2026-06-26", "fact", ["fieldkit", "flutter"], """
§S6b§ fieldkit migrated from Provider to Riverpod in June; new screens use `ConsumerWidget`.
""")
F("2026-05-20", "fact", ["ledgerline", "heroku", "infra"], """
§S7b§ The Heroku app `hr-ledgerline` was shut down on 2026-05-20 after ledgerline moved to the k3s cluster.
""")
F("2026-03-27", "fact", ["cardiff", "fieldkit"], """
§S8b§ Paper job sheets are no longer used in Cardiff; every tech there has had fieldkit since March.
""")
F("2026-02-18", "decision", ["infra", "secrets"], """
§S9b§ Moved all secrets from Doppler to 1Password (vault `Infra`) in February; the Doppler workspace is closed.
""")
F("2026-08-24", "fact", ["office", "bookings"], """
§S10b§ The shared `bookings@` Gmail inbox was retired in August; booking emails now open Zendesk tickets.
""")
# --- refinement partners
F("2026-03-09", "fact", ["routeboard", "postgres"], """
§F1b§ routeboard is on PostgreSQL 16 with PostGIS, which it needs for the service-area polygons.
""")
F("2026-02-12", "fact", ["dosebook", "compliance"], """
§F4b§ For each application dosebook needs the product name, MAPP number, batch number,
quantity (g or ml) and the target pest; fieldkit won't close the treatment without them.
""")
F("2026-06-17", "fact", ["billing", "payments"], """
§F7b§ Card payments go through Stripe Terminal readers in the vans, and Stripe payment links for anything paid later.
""")
F("2026-05-26", "fact", ["pricing", "wasps"], """
§F8b§ Wasp nests: £75 + VAT flat, and a second nest on the same visit is £25.
""")
F("2026-03-24", "preference", ["git", "prs"], """
§F9b§ PR descriptions: a bullet list of what changed, the ticket link, and screenshots only for UI changes.
""")
F("2026-10-15", "fact", ["trapnet", "retention", "reports"], """
§F10b§ trapnet keeps raw readings for 90 days, but the daily per-station rollups are kept indefinitely for contract reports.
""")
# --- other subject partners
F("2026-06-05", "fact", ["routeboard", "sms"], """
§O1b§ Reminder SMS that fail are retried 3 times, 10 minutes apart.
""")
F("2026-01-29", "fact", ["bristol", "depot"], """
§O4b§ Bristol depot opens at 07:00, and the van keys are in the key safe by the roller door.
""")
F("2026-04-23", "fact", ["fieldkit", "ci"], """
§O5a§ fieldkit builds and store uploads run on Codemagic.
""")
F("2026-03-17", "fact", ["routeboard", "staging", "postgres"], """
§O6a§ routeboard staging uses `postgres://routeboard@pg-staging.hollinsreed.internal:5432/routeboard`; it's refreshed from the anonymised extract every Sunday.
""")
F("2026-02-20", "fact", ["mice", "follow-up"], """
§O7b§ Mouse treatments are followed up after 14 days.
""")
F("2026-04-02", "fact", ["marketing", "email"], """
§O8a§ Seasonal marketing emails (wasp season, winter rodent checks) go out from Mailchimp, never from routeboard.
""")
# --- dated history partners
F("2026-05-12", "fact", ["trapnet", "pilot", "gateways"], """
§D1a§ During the spring 2026 pilot at the Avonmouth warehouse, trapnet ran on a single gateway per site.
""")
F("2026-03-31", "fact", ["fieldkit", "distribution"], """
§D2a§ Until March 2026 fieldkit test builds went out through Firebase App Distribution.
""")
F("2026-02-05", "fact", ["routeboard", "ci"], """
§D3a§ In January routeboard's CI was still Bitbucket Pipelines, before the move to GitHub.
""")
F("2026-10-01", "fact", ["wasps", "saturday", "branches"], """
§D5a§ During the 2026 wasp season (June to September) we ran Saturday callouts from Bristol and Swindon.
""")
F("2026-01-16", "fact", ["billing", "history"], """
§D6a§ Through 2025 invoices were raised by hand in QuickBooks Desktop.
""")
F("2026-08-04", "fact", ["portal", "auth"], """
§D7a§ During the portal beta (May to July) customers signed in with emailed magic links.
""")
F("2026-09-03", "fact", ["routeboard", "api"], """
§D8a§ Back in February the routeboard public API allowed 60 requests a minute per key.
""")
F("2026-04-16", "fact", ["fieldkit", "sync"], """
§D9a§ For the first few weeks after rollout fieldkit synced every 5 minutes.
""")
F("2026-11-05", "fact", ["oncall"], """
§D10a§ Until October the on-call rotation was weekly.
""")
# --- agreeing duplicate partners
F("2026-04-20", "fact", ["trapnet", "timescale"], """
§A1b§ trapnet's readings live in TimescaleDB on pg-ts.
""")
F("2026-03-20", "fact", ["billing", "domestic"], """
§A3b§ Domestic customers pay on the day the job is done, either on the card reader or through the pay link.
""")
F("2026-01-27", "fact", ["bristol", "depot"], """
§A5b§ The Bristol depot is Unit 4, Avonside Trade Park.
""")
F("2026-02-09", "fact", ["infra", "backups"], """
§A8b§ pg-main is backed up every night at 03:00 UTC and the backups are kept for 30 days.
""")
F("2026-01-22", "fact", ["training", "technicians"], """
§A9b§ All techs must have their RSPH Level 2 in pest management before they work alone.
""")
# --- negation scope partners
F("2026-07-28", "fact", ["billing", "commercial"], """
§NS1b§ Commercial invoices go out the same day the job is closed in fieldkit.
""")
F("2026-06-15", "fact", ["branches", "complaints"], """
§NS2b§ Branch managers handle customer complaints about treatment odour.
""")
F("2026-05-07", "fact", ["field", "stations"], """
§NS4a§ Techs don't need to photograph every bait station, only the ones showing activity.
""")
F("2026-09-24", "fact", ["fieldkit", "auth"], """
§NS5b§ fieldkit needs a network connection for the first login of the day.
""")
F("2026-09-21", "fact", ["bedbugs", "follow-up"], """
§NS6b§ Bedbug treatments always get a follow-up visit 14 days later.
""")
F("2026-08-13", "fact", ["dosebook", "drafts"], """
§NS8b§ Draft entries in dosebook that are never submitted are deleted automatically after 7 days.
""")
F("2026-10-22", "fact", ["oncall", "trapnet", "gateways"], """
§NS10b§ On-call gets paged when a gateway has been offline for more than 30 minutes.
""")

# --- unlabelled filler facts (same topics, other subjects or agreements)
F("2026-01-09", "fact", ["routeboard"], "routeboard's dispatcher board refreshes every 30 seconds.\n")
F("2026-01-12", "preference", ["marta", "meetings"], "Marta prefers written updates in #digital over calls.\n")
F("2026-02-03", "fact", ["swindon", "depot"], "Swindon technicians are capped at 8 jobs a day, same as Cardiff.\n")
F("2026-02-16", "fact", ["trapnet", "stations"], "Snap-trap sensors report a trigger within a few seconds; the gateway forwards it straight away.\n")
F("2026-03-02", "fact", ["dosebook", "products"], "The HSE product export is imported into dosebook at the start of each quarter.\n")
F("2026-03-13", "decision", ["fieldkit", "ios"], "Decided: fieldkit's iOS build targets iOS 16 and newer.\n")
F("2026-04-06", "fact", ["ledgerline", "webhooks"], "Stripe retries its own webhooks to ledgerline for up to 3 days if we return an error.\n")
F("2026-04-27", "fact", ["routeboard", "redis"], "The routeboard cache uses a separate Redis database number (2) on the same instance as the Celery broker.\n")
F("2026-05-29", "fact", ["exeter", "planning"], "Exeter will run with a daily cap of 6 jobs per tech until the rural routes settle down.\n")
F("2026-06-30", "preference", ["dev", "testing"], "Dev prefers table-driven tests in trapnet.\n")
F("2026-07-20", "fact", ["portal", "api"], "The customer portal calls routeboard's public API server-side only; no keys reach the browser.\n")
F("2026-08-10", "fact", ["trapnet", "grafana"], "The trapnet ingest dashboard shows readings per gateway per minute.\n")
F("2026-08-31", "fact", ["wasps"], "Wasp jobs peaked in the first week of August; Swindon had the most.\n")
F("2026-09-14", "fact", ["exeter", "branches"], "The Exeter depot opens at 08:00 because most techs there drive in from further out.\n")
F("2026-10-19", "fact", ["rodents", "season"], "Winter rodent season usually starts in the second half of October.\n")
F("2026-11-10", "decision", ["portal", "v2"], "Portal v2 will show station history for contract customers; target Q1 2027.\n")
F("2026-11-18", "fact", ["routeboard", "optimisation"], "The route optimisation trial uses the OSRM instance on the cluster.\n")
F("2026-11-24", "fact", ["fieldkit", "crashes"], "The camera plugin crash on full storage is the top fieldkit crash this month.\n")
