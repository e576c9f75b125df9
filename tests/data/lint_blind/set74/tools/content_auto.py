# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("caredesk-upgrade-log", "caredesk upgrade log", "2026-03-16", ["caredesk", "postgres", "maintenance"], """
# caredesk upgrade log

## 2026-03-14 maintenance window
§D2§Until March caredesk ran on Postgres 13; the upgrade was done in the 14 March maintenance window.
- pg_upgrade took 11 minutes; the ticket sidebar was read-only meanwhile
- Agents were told via the floor Slack channel the day before

## Follow-ups
- Re-point the Metabase replica (done 2026-03-17)
- Drop the old `care_legacy` schema once finance confirms they don't need it
""")

A("reminder-complaints", "Reminder timing complaints", "2026-04-22", ["repeatr", "reminders", "support"], """
# Reminder timing complaints

§V2§repeatr sends the repeat-order reminder 10 days before a patient's sensors are due to run out, which
is why people ring asking if it's a mistake.

- Most calls are from patients who bank a spare sensor, so their real run-out is later
- Suggested reply macro: "reminder-early" (explains the run-out estimate)
- Aisha doesn't want the timing changed before the portal redesign
""")

A("short-dated-stock", "Short-dated stock", "2026-05-06", ["lotkeeper", "packline", "expiry"], """
# Short-dated stock

§V6§lotkeeper marks a lot short-dated when it is within 60 days of expiry, and packline then refuses to pick it.

What happens to short-dated lots:
- Joe moves them to the "return to Kelvara" shelf
- Kelvara credits lots returned unopened
- Never offer short-dated sensors to patients as a goodwill gesture
""")

A("swapdesk-dev-setup", "swapdesk dev setup", "2026-06-30", ["swapdesk", "node", "setup"], """
# swapdesk dev setup

§V5§swapdesk needs Node 22 — `.nvmrc` says `22.4.0` and the install step refuses to run on 20.

1. `nvm use`
2. install dependencies
3. `cp .env.example .env` and fill in the database URL from the team vault
4. `npm run dev` (the script name, whatever the package manager)

## Tests
§N10§swapdesk's integration tests run against the Kelvara sandbox (`sandbox.partners.kelvara.example`).
- Unit tests mock the Kelvara client
""")

A("callpath-local-dev", "callpath local dev", "2026-07-09", ["callpath", "twilio", "setup"], """
# callpath local dev

Run the worker against the Twilio test subaccount, never the live one.

```
TWILIO_ACCOUNT_SID=AC…test
TWILIO_WORKSPACE=support-test
§V10§QUEUE_MAX_WAIT_SECONDS=180
CALLBACK_QUEUE=callbacks-test
```

- ngrok for the status callback URL
- The Studio flow JSON is exported to `flows/ivr.json`; import it into the test subaccount after changes
""")

A("nhs-order-rules", "NHS order rules", "2026-02-19", ["nhs", "orders", "repeatr"], """
# NHS order rules

§V8§An NHS order can carry at most 4 sensors; more than that needs the prescriber to re-issue.

- The prescription must name the sensor (Tessa 2 or Tessa 3)
- Quantity on the order must not exceed the quantity on the prescription
- Patients can't change the delivery address in the portal for NHS orders; they ring us
""")

A("trial-packs", "Trial packs", "2026-09-02", ["private", "trial", "sensors"], """
# Trial packs

§O8§Trial packs hold 1 Tessa 3 sensor and a printed quick-start card.

- Only for private customers, one per household
- Converts to a subscription only if the customer opts in after the trial
""")

A("preston-daily-routine", "Preston daily routine", "2026-03-03", ["preston", "warehouse"], """
# Preston daily routine

- 07:30 benches open; first wave is yesterday's late orders
- 10:00 replenishment from the store room
§O5§Royal Mail collects from Preston at 18:00 on weekdays.
- Friday afternoon: cycle count of one aisle
""")

A("packline-ci-notes", "packline CI notes", "2026-05-27", ["packline", "ci"], """
# packline CI notes

§R2§packline's CI runs on Buildkite — the agent lives on the build box in the Preston comms room.

- Flaky test: `test_manifest_close_race`; rerun once before investigating
- Coverage report is uploaded as an artifact, not commented on PRs
- The bench simulator tests need the `BENCH_SIM=1` env var
""")

A("email-deliverability", "Email deliverability", "2026-08-11", ["repeatr", "email"], """
# Email deliverability

§R4§All patient emails from repeatr go out through Amazon SES; bounces land in the `ses-bounces` SNS topic.

- DKIM and SPF set for pgsensors.co.uk; DMARC at `p=quarantine`
- NHS.net addresses occasionally soft-bounce in the evening; retry is automatic
- Hotmail was junking reminders in July until we dropped the image header
""")

A("stock-ledger-design", "Stock ledger design", "2026-04-08", ["lotkeeper", "design"], """
# Stock ledger design

§R9§lotkeeper keeps the stock ledger in Postgres 16, one row per lot
movement, append-only.

- Current stock is a materialised view refreshed after each movement
- Transfers between sites are two movements (out at source, in at destination)
- Corrections are new movements, never edits
""")

A("git-habits", "Git habits", "2026-02-11", ["git", "process"], """
# Git habits

§N1§Never squash packline PRs — the pick-rule migrations have to stay as separate commits.

§NS3§Force-push your own feature branches freely after a rebase.

- Branch names: `ful-123-short-description`
- Delete branches after merge
""")

A("macros", "Support macros", "2026-06-18", ["support", "macros"], """
# Support macros

The helpdesk macros pull merge fields from caredesk (order ref, dispatch date, tracking link).

§N3§No support macro ever includes the patient's NHS number.

- "reminder-early": explains the run-out estimate
- "dispatch-delayed": apologises and gives the tracking link
- "faulty-sensor-intake": asks for serial, lot, failure code and a photo
""")

A("address-edge-cases", "Address edge cases", "2026-07-15", ["carriers", "addresses"], """
# Address edge cases

§N4§PO box addresses are fine for sensors as long as the service is Tracked 48.

- Care homes: use the home's address with the resident's name in line 1
- Patients in hospital: ship to home unless the ward asks; never ship to a ward without Ruth's OK
- Channel Islands: not in our contracts
""")

A("replacement-flow", "Replacement flow", "2026-04-29", ["swapdesk", "replacements"], """
# Replacement flow

§N5§Send the replacement straight away; the Kelvara claim can be filed afterwards, within 30 days.

1. Agent tags the ticket `faulty-sensor` and runs the intake macro
2. swapdesk creates a draft claim from the ticket
3. packline gets a replacement order
4. The failed sensor comes back in the prepaid envelope
""")

A("cycle-counts", "Cycle counts", "2026-10-06", ["lotkeeper", "stock"], """
# Cycle counts

§N8§When a cycle count disagrees with lotkeeper, the agent runs `lotkeeper stock:adjust` on production
and posts the diff in #stock.

- One aisle per week at Preston, whole store room monthly at Glasgow
- Differences over 5 packs get a second count before anything is adjusted
""")

A("label-printing", "Label printing", "2026-02-24", ["packline", "printing"], """
# Label printing

§S2§Shipping labels print through PrintNode; each bench has its own PrintNode printer id.

- Label size 4×6 in, Zebra ZD421 at every bench
- If a label prints blank, recalibrate the printer (hold feed for two flashes)
""")

A("phone-number-change", "Phone number change", "2026-10-02", ["callpath", "phone"], """
# Phone number change

§S3§The old 0345 600 4417 number was shut down on 30 September; everything now comes in on 0161 850 2290.

- Printed leaflets with the old number are being replaced with the next stock of mailers
- ICB contract managers were told in the September KPI pack
""")

A("kelvara-api-v2", "Kelvara API v2", "2026-07-28", ["swapdesk", "kelvara", "api"], """
# Kelvara API v2

§S5§Kelvara deprecated `/v1/claims` in July; swapdesk has used `/v2/claims` since the 1.8 release.

## Limits
§A6§Kelvara rate-limits the partner API at 60 requests per minute per key.
- 429s come with `Retry-After`; swapdesk honours it

## Changes in v2
- Photos are uploaded separately and referenced by id
- Failure codes are strings (`SIG_LOSS`, `ADHESION`, `EARLY_END`) instead of numbers
""")

A("web-chat", "Web chat", "2026-03-20", ["support", "chat"], """
# Web chat

§S7§Web chat runs on Tawk.to; agents answer from the Tawk dashboard.

- Chat is only shown on the help pages, not the checkout
- Canned replies mirror the helpdesk macros
""")

A("mesh-mailbox", "MESH mailbox", "2026-09-24", ["nhs", "prescriptions", "integration"], """
# MESH mailbox

§S8§The SFTP drop for NHS prescriptions was decommissioned in September; files now arrive through our MESH mailbox.

- repeatr polls the mailbox every 10 minutes
- Marta holds the MESH client certificate; renewal is due in 2027
""")

A("monitoring", "Monitoring", "2026-01-29", ["infra", "monitoring"], """
# Monitoring

§S9§Uptime checks for the patient portal and order pages are in Pingdom.

- Grafana alerts to #ops for queue depth and error rate
- PagerDuty only for the phone line and packline
""")

A("glasgow-carriers", "Glasgow carriers", "2026-10-20", ["glasgow", "carriers"], """
# Glasgow carriers

§S10§DPD is no longer used for Scottish orders — since October, Glasgow ships everything Royal Mail.

- Highlands and Islands parcels can take an extra day; tell patients at order time
""")

A("returns-policy", "Returns policy", "2026-02-05", ["returns", "policy"], """
# Returns policy

§F2,D7§Returns are accepted within 30 days of delivery.

§NS5§We don't refund sensors that were worn for more than 7 days.

- Returns go to Preston, whichever site shipped them
""")

A("tessa3-faq", "Tessa 3 FAQ for agents", "2026-03-11", ["tessa3", "faq", "support"], """
# Tessa 3 FAQ for agents

§F3,A2§Tessa 3 sensors are worn for 14 days and need a 1-hour warm-up after insertion before the first reading.

- Upper arm only; the back of the arm is the approved site
- Swimming is fine for up to 30 minutes at 1 m
- Readings can lag fingersticks by several minutes; that's expected
""")

A("release-checklist", "Release checklist", "2026-06-09", ["release", "deploy"], """
# Release checklist

§F4§Argo CD syncs packline automatically; swapdesk needs a manual sync from the UI after the image tag
is bumped.

§NS6§lotkeeper migrations run on production during the Wednesday release window.

- Post in #releases before and after
- Don't release on the last working day before a bank holiday
""")

A("phone-rota", "Phone rota", "2026-05-14", ["callpath", "rota"], """
# Phone rota

§F7§From 17:00 to 18:00 on weekdays only the urgent-failure queue is staffed; general calls get the callback offer.

§NS7§Agents call patients back through the callpath softphone when the callback queue offers it.

- Rota is in the shared calendar; swaps need Aisha's OK
""")

A("packline-dev-setup", "packline dev setup", "2026-01-21", ["packline", "setup", "python"], """
# packline dev setup

§F9§`.python-version` pins 3.12.4 for packline; uv picks it up automatically.

§O3§The packline label-preview frontend builds with Node 20.

1. `make bootstrap`
2. `make run` starts Django, a job worker and the bench simulator
""")

A("glasgow-routing", "Glasgow routing", "2026-08-19", ["glasgow", "routing"], """
# Glasgow routing

§F10§Glasgow picks up every order with a Scottish postcode area (AB, DD, DG, EH, FK, G, HS, IV, KA, KW, KY, ML, PA, PH, ZE, TD); TD15 (Berwick) stays with Preston.

- Routing is decided in packline when the order is released to the benches
- Manual override: set `site=PRE` on the order
""")

A("ivr-redesign", "IVR redesign", "2026-09-15", ["callpath", "ivr"], """
# IVR redesign

§D5§Until the September redesign the IVR had four menu options, including a separate one for Tessa 2.

- The Tessa 2 option was folded into "faulty sensor"
- Average time in menu dropped from 41 to 23 seconds
""")

A("holiday-cover-2025", "Holiday cover 2025", "2026-01-08", ["callpath", "holidays"], """
# Holiday cover 2025

§D10§Last Christmas (2025) the phone lines were closed from 24 December to 2 January.

- Urgent failures were handled by email only; 63 tickets waited over the break
- Lesson: keep the urgent-failure queue staffed on working days in between
""")

A("backlog-tools", "Backlog tools", "2026-04-02", ["process", "linear"], """
# Backlog tools

§D4§In January the fulfilment backlog was a Trello board that Joe and Aisha shared.

- Development issues for all services are in Linear
- Warehouse equipment requests go through Joe
""")

A("icb-contract-notes", "ICB contract notes", "2026-09-08", ["nhs", "contracts", "sla"], """
# ICB contract notes

§D8§Up to the August re-tender the email first-response target was one business day; ticket reports from before then use that.

- Complaint responses: acknowledge within 3 working days
- The re-tender added Glasgow and Clyde through the framework
""")

A("lotkeeper-env", "lotkeeper env", "2026-05-20", ["lotkeeper", "config"], """
# lotkeeper env

Production env (values from the secrets store):

```
DB_HOST=mysql-stock.pgs.internal
§A8§REDIS_URL=redis://redis-stock.pgs.internal:6379/0
LOT_PICK_POLICY=fefo
```
""")

A("leavers", "Leavers checklist", "2026-07-01", ["support", "accounts"], """
# Leavers checklist

§NS8§Disable a leaver's helpdesk and callpath accounts on their last day.

- Collect the building fob and the bench scanner
- Remove them from the phone rota calendar
""")

A("id-checks", "ID checks", "2026-03-25", ["support", "security"], """
# ID checks

§NS10§On calls, agents confirm the patient's date of birth and postcode before discussing an order.

- A carer can speak for a patient only if the patient added them in the portal
""")

A("care-home-bulk", "Care home bulk orders", "2026-09-29", ["care-home", "orders"], """
# Care home bulk orders

- Import is a CSV per home, one row per resident
- The home signs one delivery note for the whole box
- Residents' run-out dates are tracked separately in repeatr
""")

A("sensor-failure-codes", "Sensor failure codes", "2026-05-02", ["swapdesk", "tessa3"], """
# Sensor failure codes

- `SIG_LOSS`: no signal for more than 3 hours
- `ADHESION`: sensor fell off before the end of wear
- `EARLY_END`: sensor ended itself early with an error
- Kelvara asks for the app screenshot for `EARLY_END`
""")

A("weekly-support-metrics", "Weekly support metrics", "2026-06-22", ["support", "metrics"], """
# Weekly support metrics

- Aisha reviews the Monday dashboard: tickets by tag, first response, reopen rate
- A reopen rate over 8% gets a macro review
- Call abandonment is reported separately from callpath
""")

A("incident-2026-07-dpd", "Incident: DPD manifest failure", "2026-07-17", ["incident", "carriers"], """
# Incident 2026-07-16: DPD manifest failure

- The DPD API rejected the manifest at 15:10; 140 parcels missed the van
- Root cause: expired API credentials, rotated without updating packline
- Fix: credential expiry is now on the ops calendar
""")

A("tessa2-end-of-life", "Tessa 2 end of life notes", "2026-10-14", ["tessa2", "kelvara"], """
# Tessa 2 end of life notes

- Ruth has written to 38 prescribers so far
- repeatr shows a banner to Tessa 2 patients from November
- Don't order more Tessa 2 stock without Aisha
""")

A("onboarding-agents", "Onboarding new agents", "2026-08-26", ["support", "onboarding"], """
# Onboarding new agents

- Day 1: shadow calls, read the Tessa 3 FAQ
- Day 2: email tickets with a buddy
- Week 2: phone queue, still no urgent-failure queue
- Accounts: helpdesk, callpath softphone, Metabase read-only
""")

A("packaging-spec", "Packaging spec", "2026-04-15", ["warehouse", "packaging"], """
# Packaging spec

- Padded mailer 220 × 160 mm; larger orders in the small box
- A leaflet with the support number goes in every parcel
- No loose sensors: packs stay sealed
""")

A("bank-holidays-2026", "Bank holidays 2026", "2026-01-05", ["holidays", "planning"], """
# Bank holidays 2026

- England and Scotland differ: 2 January and St Andrew's Day are Scottish only
- repeatr's holiday rule pulls orders forward by one working day per closed day
""")

A("metabase-queries", "Metabase queries", "2026-07-23", ["metabase", "reporting"], """
# Metabase queries

- Saved question "orders late > 2 days" filters out care-home orders
- The dispatch on-time query uses the manifest close time, not the scan time
""")

A("customer-feedback-themes", "Customer feedback themes", "2026-11-10", ["support", "feedback"], """
# Customer feedback themes (Q3)

- Reminder timing confuses people who keep a spare sensor
- Patients like the tracking link in the dispatch SMS
- Requests for a Welsh-language option (not in our area, parked)
""")

A("stocktake-october", "October stocktake", "2026-10-31", ["stock", "lotkeeper"], """
# October stocktake

- Preston counted 4,312 Tessa 3 packs against 4,298 in lotkeeper
- Glasgow matched exactly
- Differences were adjusted by Joe after the second count
""")
