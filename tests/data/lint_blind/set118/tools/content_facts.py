# remnic facts: (date, time, category, tags, body). @ID@ marks the claim line.
FACTS = []

def F(date, time, cat, tags, body, conf=0.9, tier="explicit"):
    FACTS.append((date, time, cat, tags, body.strip("\n") + "\n", conf, tier))

F("2026-03-11", "09:14:22", "fact", ["pitchbook", "database"], """
@V1b@pitchbook's Postgres is `db-1.tinroof.internal:5433`; the migration job hangs if it's pointed anywhere else.
""")
F("2026-04-07", "16:02:51", "fact", ["fleet", "lpg", "safety"], """
@V3b@Each van's LPG system gets a Gas Safe inspection every 6 months; the certificate lives in the glovebox folder.
""")
F("2026-05-26", "11:40:03", "fact", ["vanlog", "python"], """
@V5b@vanlog targets Python 3.12; CI and the containers on ops-1 both use the 3.12 image.
""")
F("2026-04-15", "14:25:10", "fact", ["tillhub", "redis"], """
@V9b@tillhub's Bull queues are on `redis.tinroof.internal:6389` — set `REDIS_URL` to that on a fresh box.
""")
F("2026-05-02", "10:11:47", "decision", ["tillhub", "tooling"], """
@R1b@tillhub is a Yarn 4 workspace — don't add a pnpm-lock.yaml; CI installs with `yarn install --immutable`.
""")
F("2026-06-30", "13:05:19", "fact", ["pitchbook", "hosting"], """
@R3b@pitchbook is deployed on Fly.io (app `tinroof-pitchbook`, region lhr), with web and Sidekiq as two process groups.
""")
F("2026-07-14", "15:48:33", "fact", ["prepline", "errors"], """
@R5b@prepline reports its exceptions to Rollbar (project `prepline-web`); alerts go to #dev.
""")
F("2026-02-20", "18:30:02", "preference", ["jonah", "editor"], """
@R8b@Jonah's editor is VS Code with Remote-SSH into ops-1; he keeps the Ruby LSP extension pinned.
""")
F("2026-08-04", "09:57:41", "fact", ["pitchbook", "sms"], """
@R10b@Day-of SMS reminders to organisers go out through Vonage; the short sender name is TINROOF.
""")
F("2026-03-24", "12:16:28", "decision", ["pitchbook", "vat", "deposits"], """
@N2a@pitchbook does not charge VAT on deposits; VAT goes on the final invoice only.
""", conf=0.85)
F("2026-08-26", "17:22:09", "fact", ["prepline", "migrations"], """
@N3b@prepline migrations are all online-safe, so they can run any time, including mid-service.
""", conf=0.8, tier="implied")
F("2026-05-11", "20:03:55", "fact", ["tillhub", "cash"], """
@N5b@Cash sales go through tillhub's cash tender button — roughly a tenth of takings at the markets.
""")
F("2026-06-17", "08:45:14", "fact", ["tillhub", "crew-meals", "stock"], """
@N7b@Crew meals go through tillhub as a £0 "staff meal" item so the stock counts stay right.
""")
F("2026-09-09", "10:37:26", "fact", ["menuboard", "security"], """
@N8b@Each menu screen stores the menuboard API key in its local config; rotate the key if a screen goes missing.
""")
F("2026-04-21", "11:59:08", "fact", ["pitchbook", "bookings"], """
@N9b@pitchbook auto-accepts booking requests from returning organisers; everyone else waits for Marta.
""")
F("2026-08-20", "16:14:37", "fact", ["prepline", "hosting", "migration"], """
@S1b@prepline migrated off Heroku to Fly.io on 2026-08-19; the Heroku app is scaled to zero and will be deleted.
""")
F("2026-04-30", "09:06:12", "fact", ["rota", "tools"], """
@S3b@Deputy was shut down in April 2026; rotas and shift swaps moved to Rotacloud.
""")
F("2026-09-15", "14:40:50", "fact", ["pitchbook", "auth"], """
@S4b@Google SSO on the pitchbook admin no longer works since the Workspace downgrade — it's email + TOTP now.
""")
F("2026-05-29", "12:02:17", "fact", ["tillhub", "preorders", "database"], """
@S6b@`orders_v1` is read-only since the May cutover; web pre-orders now write to the tillhub Postgres.
""")
F("2026-10-12", "19:28:44", "fact", ["infra", "backups"], """
@S9b@We moved off Backblaze: nightly dumps now go to a Hetzner Storage Box and the B2 bucket is deleted.
""")
F("2026-10-27", "10:52:31", "fact", ["commissary", "restock", "prepline"], """
@S10b@The "Restock" Google Sheet is deprecated — van restock requests go through prepline's /restock form.
""")
F("2026-02-27", "15:33:09", "fact", ["pitchbook", "email"], """
@F2a@pitchbook sends organisers a reminder email before the event.
""")
F("2026-04-09", "13:19:45", "fact", ["fleet", "safety"], """
@F4b@Every van carries a 2 kg CO2 and a 6 L wet-chemical extinguisher by the hatch; the crew lead checks the gauges before each event.
""")
F("2026-05-07", "10:21:58", "fact", ["menuboard", "allergens"], """
@F5b@menuboard shows the 14 UK allergens as icons on each item, pulled from prepline's recipe table.
""")
F("2026-07-01", "17:47:03", "fact", ["pitchbook", "deploys"], """
@F6b@After a merge to main, pitchbook deploys once the Playwright suite is green; migrations run in the release step.
""")
F("2026-04-13", "08:12:36", "fact", ["crews", "pay", "vanlog"], """
@F7b@Paid travel is counted from leaving the commissary to arriving on pitch, using vanlog's departure and arrival stamps.
""")
F("2026-03-05", "11:44:20", "fact", ["licensing", "bristol"], """
@F8b@Bristol street trading consents for all seven vans renew each March through the council portal.
""")
F("2026-06-06", "07:58:12", "fact", ["commissary", "keys"], """
@F10b@Van keys live in the commissary key safe; the code rotates monthly and is in 1Password under "Key safe".
""")
F("2026-03-18", "16:09:27", "fact", ["prepline", "redis", "celery"], """
@O1b@prepline's Celery broker is `redis.tinroof.internal:6380`, database 0.
""")
F("2026-08-14", "12:36:40", "fact", ["pitchbook", "sms", "retries"], """
@O2b@Organiser SMS reminders get 2 retries, then the failure is just logged.
""")
F("2026-06-11", "14:55:21", "fact", ["vanlog", "fridges", "alarms"], """
@O3b@The van undercounter fridges alarm at 8 °C in vanlog.
""")
F("2026-09-21", "09:30:15", "fact", ["menuboard", "node"], """
@O5b@menuboard's screen app builds with Node 22; `engines` in package.json enforces it.
""")
F("2026-03-26", "10:48:59", "decision", ["pitchbook", "corporate", "deposits"], """
@O6b@Corporate lunch bookings are taken with 40% up front and the rest on a 30-day invoice.
""")
F("2026-05-16", "13:27:48", "fact", ["fleet", "TR-05", "power"], """
@O7b@TR-05 (churros) has an electric fryer on the 7 kVA generator — no gas on board.
""")
F("2026-07-22", "15:03:30", "fact", ["fleet", "electrics", "safety"], """
@O8b@PAT testing of the van electrics is done every 6 months.
""")
F("2026-08-31", "11:15:06", "fact", ["prepline", "haccp", "retention"], """
@O9a@prepline's HACCP PDF exports are kept for 2 years; the EHO asked for that in August.
""")
F("2026-09-04", "16:50:22", "preference", ["prepline", "git"], """
@O10b@prepline PRs get a merge commit, not a squash — Aisha likes seeing the branch history.
""")
F("2026-02-06", "12:00:38", "fact", ["preorders", "shopify", "history"], """
@D1a@Until the 2026 season we took pre-orders through a Shopify store (`tinroof-eats.myshopify.com`).
""")
F("2026-04-03", "07:21:19", "fact", ["commissary", "hours", "history"], """
@D2a@Until March the commissary opened at 06:00; the earlier start came with the second prep shift.
""")
F("2026-04-25", "18:11:54", "fact", ["pitches", "harbourside", "history"], """
@D3a@In 2025 the Harbourside Friday market pitch was £60 a night.
""")
F("2026-07-09", "10:05:43", "fact", ["tillhub", "sumup", "fees"], """
@D5a@Until the Q2 renegotiation SumUp charged us 1.69% per card transaction.
""")
F("2026-10-02", "14:42:27", "fact", ["pitchbook", "api", "history"], """
@D6a@Until September the pitchbook API allowed 60 requests per minute per key; the ticketing partner kept hitting it.
""")
F("2026-06-03", "09:09:09", "fact", ["prepline", "probes", "history"], """
@D7a@Back in February the chiller probes only reported every 15 minutes.
""")
F("2026-05-20", "17:36:12", "fact", ["crews", "pay", "history"], """
@D9a@During the 2025 season crew were paid fortnightly.
""")
F("2026-06-23", "11:28:50", "fact", ["menuboard", "prices", "history"], """
@D10a@Until May 2026 each van set its own menu prices on its tablet.
""")
F("2026-01-19", "15:12:45", "fact", ["pitchbook", "ruby"], """
@A1b@pitchbook: Ruby 3.3.4, Rails 7.1.3.
""")
F("2026-06-19", "08:02:33", "preference", ["crews", "festivals"], """
@A2b@Crew should have the van on pitch two hours ahead of opening, minimum.
""")
F("2026-01-28", "13:47:11", "preference", ["secrets", "1password"], """
@A4b@Credentials live in the 1Password "Ops" vault; never paste them into Slack.
""")
F("2026-02-14", "10:33:26", "fact", ["tillhub", "infra"], """
@A6b@tillhub's containers run on ops-1 with Docker Compose.
""")
F("2026-03-31", "16:26:04", "decision", ["allergens", "prepline"], """
@A7b@Any allergen change to a prepline recipe is signed off by Dev, the head chef, before it's published.
""")
F("2026-05-08", "09:44:50", "fact", ["commissary", "drains"], """
@A8b@Drainfix pump out the commissary grease trap every four weeks.
""")
F("2026-04-16", "12:24:18", "fact", ["fleet"], """
@A9b@We run seven vans (TR-01..TR-07); TR-07 joined in April.
""")
F("2026-07-28", "14:08:37", "decision", ["deploys", "festivals"], """
@A10b@Deploy freeze on August festival weekends: nothing goes out to tillhub or menuboard.
""")
F("2026-08-07", "10:19:23", "fact", ["finance", "invoices"], """
@NS1b@Final invoices go out to clients the morning after the event.
""")
F("2026-06-27", "19:54:16", "decision", ["vanlog", "alarms", "on-call"], """
@NS2a@Fridge temperature alarms from the vans go to the crew lead's phone, not to on-call.
""")
F("2026-07-17", "11:51:42", "fact", ["pitchbook", "cancellations"], """
@NS4b@Organisers can cancel a booking from the portal up to 14 days before the event.
""")
F("2026-03-13", "08:38:05", "fact", ["commissary", "storage"], """
@NS7b@Raw meat is kept in chiller 2 (the meat fridge), on the bottom shelves.
""")
F("2026-02-10", "17:17:29", "fact", ["repos", "config"], """
@NS8b@`.env.example` is committed in every repo and kept in sync with the real keys.
""")
F("2026-05-13", "15:29:38", "decision", ["tillhub", "pins"], """
@NS9a@Don't give anyone the tillhub admin PIN — not even crew leads.
""")
F("2026-03-07", "13:13:13", "fact", ["fleet", "network", "payments"], """
@NS10b@Card readers connect over the van router's staff SSID `TR-crew`.
""")

# ----- filler facts (no labelled claims)
F("2026-01-12", "10:00:41", "fact", ["team"], """
The team is Marta (operations), Jonah and Aisha (developers) and Dev Patel (head chef).
""")
F("2026-01-16", "14:22:10", "preference", ["marta", "communication"], """
Marta wants change summaries in plain English, with what the crews will notice first.
""")
F("2026-02-02", "09:31:57", "fact", ["pitchbook", "stripe"], """
Stripe payouts for pitchbook deposits land every Tuesday.
""")
F("2026-02-23", "11:05:34", "fact", ["tillhub", "sumup"], """
Every van has two SumUp readers, one spare in the cab.
""")
F("2026-03-02", "16:47:20", "decision", ["vanlog", "checks"], """
The opening check now includes a photo of the fridge thermometer.
""")
F("2026-03-20", "12:12:12", "fact", ["TR-07", "fleet"], """
TR-07 serves loaded fries and halloumi; it shares a generator model with TR-01.
""")
F("2026-04-19", "10:40:06", "fact", ["menuboard", "screens"], """
menuboard screens turn off automatically 15 minutes after the till closes.
""")
F("2026-05-23", "18:20:48", "fact", ["festivals"], """
The Ashton Court festival wants food vans' RAMS ten days before the event.
""")
F("2026-06-13", "13:33:31", "preference", ["aisha", "reviews"], """
Aisha prefers small PRs that touch one app at a time.
""")
F("2026-07-05", "09:48:27", "fact", ["prepline", "recipes"], """
Recipes in prepline are versioned; the vans always get the latest approved version.
""")
F("2026-07-30", "15:15:15", "fact", ["vanlog", "agents"], """
Van agents report generator run hours along with the fridge readings.
""")
F("2026-08-17", "12:49:02", "fact", ["commissary", "cleaning"], """
Extraction canopy filters at the commissary are degreased every week.
""")
F("2026-09-12", "10:26:39", "decision", ["pitchbook", "weddings"], """
Wedding enquiries get a reply within one working day, even if it's just an acknowledgement.
""")
F("2026-10-19", "11:37:58", "fact", ["winter", "pitches"], """
From November the Clifton Saturday market runs 10:00–14:00.
""")
F("2026-11-05", "16:03:44", "preference", ["marta", "reports"], """
Marta wants weekly takings per van in a single Monday email, not a dashboard.
""")
F("2026-11-18", "09:17:22", "fact", ["loyalty", "tillhub"], """
Loyalty stamps in tillhub are planned for winter; nothing is built yet.
""")
