# Claim texts (one full body line each) and pair definitions for set35.
C = {}
P = []  # (label, class, keyA, keyB, note)
def pair(label, cls, ka, ta, kb, tb, note):
    C[ka] = ta; C[kb] = tb; P.append((label, cls, ka, kb, note))

X, N = "contradiction", "non_contradiction"
# ---------------- value_slot
pair(X,"value_slot","V1a","- Postgres: `pg-lanebook.tidewell.internal:5432`, db `lanebook`, role `lanebook_app`",
 "V1b","The lanebook database is on `pg-lanebook.tidewell.internal:5433`; the 5432 listener on that",
 "lanebook Postgres endpoint port 5432 vs 5433 (the auto note's claim line is hard-wrapped)")
pair(X,"value_slot","V2a","- Sensor broker: `mqtt.tidewell.internal:8883` (Mosquitto, TLS, one client cert per plant-room gateway)",
 "V2b","chemwatch-ingest connects to the Mosquitto broker on `mqtt.tidewell.internal:1883`, plain TCP inside the plant-room VLAN.",
 "chemwatch sensor MQTT broker port 8883 vs 1883")
pair(X,"value_slot","V3a","- Max single shift for a lifeguard: 6 hours (`MAX_SHIFT_HOURS=6`)",
 "V3b","rotaplan refuses any lifeguard shift longer than 8 hours; anything over that has to be split into two shifts with a break.",
 "rotaplan max lifeguard shift length 6 h vs 8 h")
pair(X,"value_slot","V4a","- Bacs DD submission: daily at 05:00 Europe/London (`bacs-submit` CronJob, `0 5 * * *`)",
 "V4b","memberhub submits the daily Bacs direct-debit file at 06:30 UK time, well before the bureau's processing window.",
 "memberhub daily Bacs submission time 05:00 vs 06:30")
pair(X,"value_slot","V5a","- React Native 0.74 (Expo SDK 51)",
 "V5b","splash is on React Native 0.76 with the new architecture switched on (Expo SDK 52).",
 "splash React Native version 0.74 vs 0.76 (Expo 51 vs 52)")
pair(X,"value_slot","V6a","- Basket hold: a lane slot is held for 10 minutes while the member pays",
 "V6b","Unpaid lanebook baskets release their lane slot after 15 minutes.",
 "lanebook basket hold duration 10 vs 15 minutes")
pair(X,"value_slot","V7a","- Raw sensor readings are kept for 90 days in the time-series store, then downsampled to hourly",
 "V7b","chemwatch retains raw sensor readings for 400 days so we can show a full year to the Environmental Health inspector.",
 "chemwatch raw reading retention 90 vs 400 days")
pair(X,"value_slot","V8a","Members can hold at most 3 future lane bookings at a time (`MAX_FUTURE_BOOKINGS=3`).",
 "V8b","A member is allowed 5 upcoming lane swim bookings at once; the sixth attempt gets the \"booking limit reached\" screen.",
 "max future lane bookings per member 3 vs 5")
pair(X,"value_slot","V9a","- Ruby 3.2.4, Rails 7.1",
 "V9b","memberhub runs on Ruby 3.3 in every environment since the Dockerfile bump (`ruby:3.3-slim`).",
 "memberhub Ruby version 3.2.4 vs 3.3")
pair(X,"value_slot","V10a","Member photo uploads are limited to 5 MB; bigger files are rejected client-side in splash.",
 "V10b","The memberhub photo endpoint accepts member photos up to 10 MB (`MAX_PHOTO_BYTES=10485760`).",
 "member photo upload size limit 5 MB vs 10 MB")
# ---------------- role_slot
pair(X,"role_slot","R1a","- Background jobs: Celery workers on RabbitMQ (`amqp://rabbit.tidewell.internal:5672`)",
 "R1b","lanebook's background jobs (confirmation emails, waitlist promotion) run on RQ with Redis as the queue.",
 "lanebook background job queue: Celery/RabbitMQ vs RQ/Redis")
pair(X,"role_slot","R2a","- Transactional email: Postmark (server `memberhub-prod`)",
 "R2b","memberhub sends its renewal and payment-failure emails through SendGrid.",
 "memberhub transactional email provider: Postmark vs SendGrid")
pair(X,"role_slot","R3a","- CI / store builds: Bitrise (workflow `release-store`)",
 "R3b","splash's store builds run on Codemagic; the `codemagic.yaml` in the repo root is the source of truth.",
 "splash CI/build service: Bitrise vs Codemagic")
pair(X,"role_slot","R4a","- Database: MySQL 8 (`mysql-rota.tidewell.internal`)",
 "R4b","rotaplan keeps shifts, qualifications and swaps in Postgres (schema `rota`); migrations are goose files under `db/migrations/`.",
 "rotaplan database: MySQL vs Postgres")
pair(X,"role_slot","R5a","- Time-series store: InfluxDB 2 (bucket `chem_raw`)",
 "R5b","chemwatch writes readings into TimescaleDB (hypertable `readings`), and Grafana reads straight from it.",
 "chemwatch time-series store: InfluxDB vs TimescaleDB")
pair(X,"role_slot","R6a","Use pnpm for kiosk; `pnpm install --frozen-lockfile` in CI.",
 "R6b","kiosk dependencies are managed with Yarn classic (v1); commit `yarn.lock` and never a different lockfile.",
 "kiosk package manager: pnpm vs Yarn")
pair(X,"role_slot","R7a","lanebook PRs are merged with rebase-and-merge so main keeps every commit in a linear history.",
 "R7b","Squash-merge lanebook PRs; one commit per PR on main.",
 "lanebook merge strategy: rebase-and-merge vs squash-merge")
pair(X,"role_slot","R8a","- The public website and timetable pages are hosted on Netlify (site `tidewell-www`)",
 "R8b","tidewell.org.uk (public site and timetables) is served from Cloudflare Pages, project `tidewell-www`.",
 "public website hosting: Netlify vs Cloudflare Pages")
pair(X,"role_slot","R9a","- Card payments: Stripe (Checkout + Payment Intents, account `acct_tidewell_lb`)",
 "R9b","lanebook takes card payments through Adyen (Drop-in on the web, the Adyen RN SDK inside splash).",
 "lanebook card payment provider: Stripe vs Adyen")
pair(X,"role_slot","R10a","- Shift SMS to lifeguards: Twilio (Messaging Service `rota-alerts`)",
 "R10b","rotaplan's SMS messages to lifeguards go out via MessageBird.",
 "rotaplan lifeguard SMS provider: Twilio vs MessageBird")
# ---------------- negation
pair(X,"negation","N1a","Always squash-merge rotaplan PRs; the changelog is generated from the squash titles.",
 "N1b","Never squash rotaplan PRs: keep the individual commits, because `git bisect` on the rota solver depends on them.",
 "rotaplan PRs: always squash-merge vs never squash")
pair(X,"negation","N2a","- chemwatch writes chlorine and pH setpoints to the dosing controllers over Modbus TCP",
 "N2b","chemwatch never writes to the dosing controllers; it only reads from the plant-room Modbus.",
 "chemwatch writes setpoints to dosing controllers vs never writes to them")
pair(X,"negation","N3a","- Frozen memberships are charged a £5/month hold fee",
 "N3b","Frozen memberships are not charged anything while the freeze lasts.",
 "frozen memberships charged vs not charged")
pair(X,"negation","N4a","Guests (non-members) can book lane swims in lanebook by paying the casual price.",
 "N4b","Lane swims cannot be booked by guests; lanebook asks for a membership number for the lane swim activity.",
 "guests can vs cannot book lane swims")
pair(X,"negation","N5a","- The membership QR code is cached on the device so it works with no signal in the changing rooms",
 "N5b","splash does not cache the membership QR code; it is fetched fresh every time the pass screen opens because the code rotates.",
 "splash caches membership QR code vs does not cache it")
pair(X,"negation","N6a","- rotaplan checks NPLQ expiry and won't roster a lifeguard whose qualification has lapsed",
 "N6b","rotaplan does not check NPLQ expiry dates; the head lifeguard checks the certificates by hand each month.",
 "rotaplan checks NPLQ expiry vs does not")
pair(X,"negation","N7a","We deploy to production on Fridays like any other day; the pipeline is the safety net.",
 "N7b","No production deploys on Fridays.",
 "production deploys on Fridays: yes vs no")
pair(X,"negation","N8a","- Works offline: sales are queued locally and synced when the link comes back",
 "N8b","kiosk does not work offline, so when the Millbrook line dropped reception had to take cash and write sales on paper.",
 "kiosk works offline vs does not work offline")
pair(X,"negation","N9a","Decided to move memberhub billing to Stripe Billing once the DD mandate migration is signed off.",
 "N9b","We decided not to move memberhub billing to Stripe Billing; the Bacs bureau stays.",
 "decided to vs decided not to move memberhub billing to Stripe Billing")
pair(X,"negation","N10a","- The end-of-day Z report is emailed to finance automatically at close",
 "N10b","kiosk does not email the Z report to finance; the duty manager exports the CSV and drops it on the finance share.",
 "kiosk emails Z report to finance vs does not")
# ---------------- stale_vs_change
pair(X,"stale_vs_change","S1a","- Hosting: Heroku app `tidewell-lanebook` (2x Standard-2X web dynos)",
 "S1b","lanebook migrated off Heroku to the k3s cluster (namespace `lanebook`) on 21 April; the Heroku app is scaled to zero pending deletion.",
 "lanebook hosted on Heroku vs migrated off Heroku to k3s")
pair(X,"stale_vs_change","S2a","Teachers record each child's badge progress in the \"Swim School Levels\" Google Sheet after every lesson.",
 "S2b","The Swim School Levels Google Sheet has been read-only since 1 July; badge progress is now recorded in lanebook's lesson module.",
 "swim-school badge progress in Google Sheet vs sheet read-only, moved to lanebook")
pair(X,"stale_vs_change","S3a","- Membership cards: PVC cards printed at reception on the Evolis printers",
 "S3b","We no longer print plastic membership cards; since August every member gets the QR pass in splash.",
 "plastic membership cards printed vs no longer printed")
pair(X,"stale_vs_change","S4a","Pool chemistry readings are logged by hand in the `chemlog` tablet app at each poolside test (every 2 hours).",
 "S4b","- `chemlog` (the old tablet logging app) is shut down; manual test results are now entered in chemwatch's manual-reading form",
 "manual chemistry readings in chemlog vs chemlog shut down")
pair(X,"stale_vs_change","S5a","- Analytics: Firebase Analytics (GA4 property `splash-prod`)",
 "S5b","Switched splash analytics from Firebase Analytics to PostHog (EU cloud) at the end of July.",
 "splash analytics Firebase vs switched to PostHog")
pair(X,"stale_vs_change","S6a","- Paging: Opsgenie, schedule `platform-primary`",
 "S6b","Opsgenie is deprecated for us; all paging moved to PagerDuty in October (service `platform`).",
 "paging via Opsgenie vs Opsgenie deprecated, moved to PagerDuty")
pair(X,"stale_vs_change","S7a","- Card terminals: Worldpay (Ingenico Move/5000), one per reception till",
 "S7b","All four sites switched their reception card terminals from Worldpay to Dojo in early September.",
 "kiosk card terminals Worldpay vs switched to Dojo")
pair(X,"stale_vs_change","S8a","Logs from every service are shipped to Papertrail; search there first when debugging.",
 "S8b","- Papertrail is no longer used; logs go to Loki (`loki.tidewell.internal:3100`) and are queried from Grafana",
 "logs shipped to Papertrail vs Papertrail no longer used")
pair(X,"stale_vs_change","S9a","Corporate partner schemes pull their employee membership lists from memberhub's `/api/v1/corporate` endpoint.",
 "S9b","memberhub's `/api/v1` is deprecated and has returned 410 for corporate routes since 1 October; partners use `/api/v2/corporate`.",
 "corporate partners use /api/v1 vs v1 deprecated")
pair(X,"stale_vs_change","S10a","Swim lesson sign-ups come in through the Jotform forms linked from the website.",
 "S10b","Lesson sign-ups no longer go through Jotform; parents book swim lessons directly in lanebook since September.",
 "lesson sign-ups via Jotform vs no longer via Jotform")
# ---------------- refinement
pair(N,"refinement","F1a","- Lifeguards get a reminder the evening before each shift",
 "F1b","The evening-before shift reminder goes out at 19:00 and includes the site, the pool and the start time.",
 "shift reminder: evening before -> 19:00 with details")
pair(N,"refinement","F2a","- Alerts when pH drifts out of range",
 "F2b","The pH alert band is 7.2-7.6; a reading outside the band for more than 15 minutes raises the alert.",
 "chemwatch pH alert -> band and persistence")
pair(N,"refinement","F3a","- Memberships renew monthly by direct debit",
 "F3b","Monthly membership renewals are collected by Bacs direct debit on the member's chosen collection date: the 1st, 8th, 15th or 22nd.",
 "monthly DD renewal -> chosen collection dates")
pair(N,"refinement","F4a","- Platforms: iOS and Android",
 "F4b","splash supports iOS 16 and later and Android 9 (API 28) and later.",
 "splash platforms -> minimum OS versions")
pair(N,"refinement","F5a","- Every Postgres database is backed up nightly",
 "F5b","lanebook's nightly backup is a `pg_dump` to `s3://tidewell-backups/lanebook/`, kept for 30 days.",
 "nightly Postgres backups -> lanebook's backup details")
pair(N,"refinement","F6a","- Built with Electron",
 "F6b","kiosk is an Electron app, packaged by electron-builder as an MSI that IT pushes to the reception PCs.",
 "kiosk Electron -> packaging details")
pair(N,"refinement","F7a","Keep PRs small.",
 "F7b","Priya wants PRs under about 400 changed lines, with database migrations split into their own PR.",
 "small PRs -> line budget and migration split")
pair(N,"refinement","F8a","- Lifeguard cover follows the HSE / PWTAG guidance for each pool",
 "F8b","rotaplan's minimum cover for a 25 m pool is one lifeguard per 40 bathers, and never fewer than two on poolside during public sessions.",
 "lifeguard cover guidance -> concrete ratio in rotaplan")
pair(N,"refinement","F9a","- Public timetable API (no login needed)",
 "F9b","The public timetable endpoint is `GET /api/public/timetable?site=HBS`, unauthenticated and cached for 60 s at the edge.",
 "public timetable API -> endpoint and caching")
pair(N,"refinement","F10a","- The platform on-call rota is weekly",
 "F10b","Platform on-call hands over on Mondays at 10:00, straight after the weekly ops stand-up.",
 "weekly on-call -> handover time")
# ---------------- other_subject
pair(N,"other_subject","O1a","- Postgres: `pg-memberhub.tidewell.internal:5432`, db `memberhub`",
 "O1b","- Warehouse: `pg-warehouse.tidewell.internal:5433`, db `dw` (Metabase connects with its own role)",
 "Postgres endpoints of memberhub vs the reporting warehouse")
pair(N,"other_subject","O2a","- Booking confirmation emails: Mailgun (domain `mg.tidewell.org.uk`)",
 "O2b","rotaplan sends its rota-published emails through Amazon SES (eu-west-2).",
 "email provider of lanebook vs rotaplan")
pair(N,"other_subject","O3a","lanebook CI runs on GitHub Actions; the `ci.yml` workflow must be green before merge.",
 "O3b","- CI: Woodpecker on `ci.tidewell.internal`",
 "CI of lanebook vs rotaplan")
pair(N,"other_subject","O4a","- Python 3.12",
 "O4b","- Python 3.10 (pinned: `pymodbus` 2.x breaks on 3.11)",
 "Python version of lanebook vs chemwatch")
pair(N,"other_subject","O5a","Lane swim bookings can be cancelled free of charge up to 2 hours before the start.",
 "O5b","Swim lesson courses need 48 hours' notice to cancel a single lesson for a credit.",
 "cancellation notice for lane swims vs swim lessons")
pair(N,"other_subject","O6a","- 25 m main pool, 8 lanes; learner pool; gym; sauna",
 "O6b","Millbrook's main pool is 25 m with 6 lanes, and lanes 1-2 are boomed off for aqua classes on weekday mornings.",
 "lane count of Harbourside vs Millbrook main pool")
pair(N,"other_subject","O7a","- Weekday opening: 06:30",
 "O7b","Ashgrove opens at 07:00 on weekdays and 08:00 at weekends.",
 "weekday opening time of Harbourside vs Ashgrove")
pair(N,"other_subject","O8a","- Production: `https://book.tidewell.org.uk`",
 "O8b","Staging lanebook lives at `https://book.staging.tidewell.org.uk` and only accepts test cards.",
 "lanebook production vs staging URL")
pair(N,"other_subject","O9a","- Push notifications: OneSignal (app `splash-prod`)",
 "O9b","rotaplan's shift-swap push notifications go directly through Firebase Cloud Messaging.",
 "push provider of splash vs rotaplan")
pair(N,"other_subject","O10a","Cancelled members' personal data is anonymised in memberhub 6 years after the membership ends.",
 "O10b","Guest booking records in lanebook are deleted 12 months after the visit.",
 "retention of cancelled member data vs guest booking records")
# ---------------- dated_history
pair(N,"dated_history","D1a","During the January-February soft launch, splash was TestFlight / internal-testing only.",
 "D1b","- Distribution: public App Store and Google Play listings",
 "splash distribution during soft launch vs now")
pair(N,"dated_history","D2a","In January the Ashgrove sauna was walk-in only, with no booking at all.",
 "D2b","Ashgrove sauna sessions are booked in lanebook in 45-minute slots, max 8 people.",
 "Ashgrove sauna walk-in in January vs booked now")
pair(N,"dated_history","D3a","Until the June upgrade, lanebook ran Django 4.2 LTS.",
 "D3b","- Django 5.0",
 "lanebook Django 4.2 until June vs 5.0 now")
pair(N,"dated_history","D4a","In Q1 memberhub retried failed DD collections three times, a week apart.",
 "D4b","- Failed DD collections are re-presented once, 5 working days later",
 "DD retry count in Q1 vs now")
pair(N,"dated_history","D5a","Before the August re-org, shift swaps were approved by the duty manager on shift.",
 "D5b","- Shift swaps are approved in rotaplan by the site's head lifeguard",
 "shift swap approver before August vs now")
pair(N,"dated_history","D6a","For the 2026 summer holiday programme the kids' fun sessions were capped at 40 swimmers.",
 "D6b","Inflatable fun sessions are capped at 60 swimmers.",
 "fun session cap during summer 2026 vs standing cap")
pair(N,"dated_history","D7a","Back in February chemwatch polled each sensor every 5 minutes, which missed short chlorine dips.",
 "D7b","- Polls every sensor every 60 seconds",
 "chemwatch polling interval in February vs now")
pair(N,"dated_history","D8a","Harbourside took bookings in Clubright until lanebook replaced it in 2025.",
 "D8b","lanebook handles all lane, class and sauna bookings at Harbourside.",
 "Harbourside bookings in Clubright until 2025 vs lanebook now")
pair(N,"dated_history","D9a","While Kingsmead was closed for retiling (January to March 2026), its swim lessons ran at Ashgrove.",
 "D9b","Kingsmead swim lessons run on Tuesday and Thursday evenings in the Kingsmead learner pool.",
 "Kingsmead lessons at Ashgrove during closure vs at Kingsmead now")
pair(N,"dated_history","D10a","In the first month on k3s, deploys were done by hand with `kubectl apply -k`.",
 "D10b","- Deploys: Argo CD syncs from the `tidewell/deploy` repo",
 "manual kubectl deploys in first month vs Argo CD now")
# ---------------- agreeing_duplicate
pair(N,"agreeing_duplicate","A1a","Never run lanebook migrations while any pool is open; schedule them after 22:00.",
 "A1b","lanebook schema migrations only run after all sites have closed (22:00 or later).",
 "lanebook migrations only after closing")
pair(N,"agreeing_duplicate","A2a","- Each plant room has a Raspberry Pi CM4 gateway next to the controllers",
 "A2b","The chemwatch gateway in every plant room is a Compute Module 4 Pi.",
 "plant-room gateway is a CM4 Pi")
pair(N,"agreeing_duplicate","A3a","- Membership number: `TW` followed by 8 digits, e.g. `TW00412731`",
 "A3b","Member numbers are always TW plus eight digits.",
 "membership number format")
pair(N,"agreeing_duplicate","A4a","Prefers British English in all UI copy and docs (colour, programme, cancelled).",
 "A4b","Use UK spelling in the app and in anything member-facing.",
 "British English / UK spelling")
pair(N,"agreeing_duplicate","A5a","- Publishes the next fortnight's rota every Thursday at 12:00",
 "A5b","The rota for the following two weeks goes out on Thursdays at noon.",
 "rota published Thursdays noon for two weeks")
pair(N,"agreeing_duplicate","A6a","lanebook staging's database is refreshed from an anonymised prod dump every Sunday night.",
 "A6b","Every Sunday night the lanebook staging DB gets reloaded from the anonymised production snapshot.",
 "weekly staging refresh from anonymised prod")
pair(N,"agreeing_duplicate","A7a","- Corporate memberships are invoiced quarterly through Xero",
 "A7b","Corporate schemes get a Xero invoice once a quarter rather than monthly DD.",
 "corporate memberships invoiced quarterly in Xero")
pair(N,"agreeing_duplicate","A8a","- Sentry project: `splash-mobile`",
 "A8b","splash crashes and JS errors land in Sentry under the `splash-mobile` project.",
 "splash Sentry project")
pair(N,"agreeing_duplicate","A9a","- Receipts are only printed if the customer asks",
 "A9b","kiosk receipts are opt-in: nothing prints unless the customer wants one.",
 "kiosk receipts opt-in")
pair(N,"agreeing_duplicate","A10a","Every new splash screen must pass a VoiceOver and TalkBack check before merge.",
 "A10b","New screens in splash don't merge until they've been checked with VoiceOver and TalkBack.",
 "splash screen reader check before merge")
# ---------------- negation_scope
pair(N,"negation_scope","NS1a","Never restart chemwatch-ingest while a plant-room engineer is calibrating probes.",
 "NS1b","- `chemwatch-ingest` is restarted nightly at 02:00 by a CronJob",
 "no restart during calibration vs nightly restart")
pair(N,"negation_scope","NS2a","Don't send price-change notices from a no-reply address; members reply to them.",
 "NS2b","Price-change notices are emailed to all members 30 days before the new price applies.",
 "not from no-reply vs notices are emailed")
pair(N,"negation_scope","NS3a","- Refunds are never issued without a duty manager PIN",
 "NS3b","Reception staff issue refunds on kiosk for cancelled classes.",
 "never refunds without PIN vs staff issue refunds")
pair(N,"negation_scope","NS4a","Escalate chlorine alerts to the site duty manager, not to the platform on-call.",
 "NS4b","- Platform on-call is paged when chemwatch-ingest stops receiving data from a site",
 "chlorine alerts not to on-call vs on-call paged for ingest outage")
pair(N,"negation_scope","NS5a","Never deploy rotaplan between 11:30 and 12:30 on Thursdays, while the rota is being published.",
 "NS5b","rotaplan is deployed through Argo CD, staging first and then production.",
 "no rotaplan deploys in publish window vs rotaplan is deployed")
pair(N,"negation_scope","NS6a","Don't book lanes for swim lessons through the app; lesson lanes are blocked out by the swim-school coordinator in the admin.",
 "NS6b","- Members book lane swims, classes and sauna slots in the app",
 "lesson lanes not booked in app vs members book lane swims in app")
pair(N,"negation_scope","NS7a","splash never shows prices on junior accounts; the parent's account sees them.",
 "NS7b","splash shows the price of each session before the member confirms checkout.",
 "no prices on junior accounts vs prices shown at checkout")
pair(N,"negation_scope","NS8a","Don't hard-delete member records in memberhub; anonymise them instead.",
 "NS8b","memberhub deletes expired guest passes 90 days after they expire.",
 "no hard delete of member records vs guest passes deleted")
pair(N,"negation_scope","NS9a","Never force-push to `main`.",
 "NS9b","Rebase feature branches onto main and force-push them before asking for review.",
 "no force-push to main vs force-push feature branches")
pair(N,"negation_scope","NS10a","Don't text lifeguards about rota changes after 22:00; queue the message for 07:00.",
 "NS10b","rotaplan texts a lifeguard whenever one of their shifts changes.",
 "no texts after 22:00 vs texts on every shift change")
