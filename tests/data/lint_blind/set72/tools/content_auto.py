# Free notes: auto/<slug>.md  (slug, title, created, tags, body)
AUTO = [
("collection-windows", "Collection windows and SMS copy", "2026-05-21", ["vanroute", "intake", "sms"], """
# Collection windows

[[V2b]]Collection windows we offer donors are 3 hours wide; the driver app shows the window start and end.
Donors pick morning or afternoon on the form, the solver picks the actual window.

SMS copy (evening before):
> Hi {first_name}, Oakhaven will collect your {items} tomorrow between {start} and {end}. Reply STOP to cancel.

Open question: should the SMS say which van? Maggie says no, it causes calls.
"""),
("benchlog-dev-setup", "benchlog local dev setup", "2026-02-16", ["benchlog", "dev"], """
# benchlog local setup

[[V4b]]benchlog needs PHP 8.2 locally; composer.json pins `"php": "~8.2.0"` and Sail builds the 8.2 image.

1. `cp .env.example .env`
2. `./vendor/bin/sail up -d`
3. `./vendor/bin/sail artisan migrate --seed` (local only, obviously)
4. Log in as `dev@oakhaven.lan` / `password`

If Vite complains about the manifest, run `npm run dev` once.
"""),
("returns-policy", "Returns and refunds: online orders", "2026-06-02", ["shop", "returns"], """
# Returns (online orders)

[[V8b]]Online shop orders can be returned within 30 days of delivery, as long as the item is unused and undamaged.
The customer fills in the returns form; we send the courier or they bring it to Gloucester Road.
[[NS3b]]Online orders are refunded in full once the returned item has been checked at Avonmouth.

Delivery charges are not refunded unless the item was faulty.
"""),
("kamal-benchlog-config", "Kamal config for benchlog (prod)", "2026-04-09", ["benchlog", "kamal", "deploy"], """
# benchlog deploy config

The relevant part of `config/deploy.yml`:

```yaml
service: benchlog
image: oakhaven/benchlog
servers:
  web:
    - app-01
env:
  clear:
    DB_HOST: db-bench.oakhaven.lan
[[V10b]]    DB_PORT: 3307
    APP_ENV: production
  secret:
    - DB_PASSWORD
    - APP_KEY
```

Secrets come from `.kamal/secrets`.
"""),
("donor-emails", "Emails donors receive", "2026-03-27", ["intake", "email"], """
# Donor emails

[[R3b]]Booking confirmation emails for donors are sent via Brevo's SMTP relay (`smtp-relay.brevo.com`).
Templates live in `intake/templates/email/`; plain-text versions are required.

[[NS8b]]intake emails donors a receipt for every accepted collection, listing the items we took.
The receipt also has the Gift Aid declaration link for cash donations.
"""),
("benchlog-release-notes", "benchlog release notes process", "2026-07-06", ["benchlog", "git"], """
# benchlog release notes

Dev reads the changelog page in benchlog every Monday, so PR titles matter.
[[R7b]]We squash-merge benchlog PRs so each PR lands as one commit with the PR title as the message.
The changelog page is generated from `git log --first-parent` on `main`.
"""),
("onboarding-devs", "Onboarding a new developer", "2026-01-14", ["onboarding", "dev"], """
# Onboarding a developer

- GitHub org invite, password manager access, Tailscale invite
[[R9b]]- Everyone on the digital team uses Zed as their editor; the repos ship a
  `.zed/settings.json` with the formatter settings.
- Read reference_intake / benchlog / vanroute memories first
- First task is usually a small intake admin fix
"""),
("vanroute-jobs", "vanroute background jobs", "2026-06-15", ["vanroute", "jobs"], """
# Background jobs in vanroute

[[R10b]]vanroute's background jobs run on pg-boss in the main Postgres database, no Redis involved.
Jobs: `build-runs` (17:00), `lock-runs` (07:00), `notify-intake` (on run change).
Failed jobs stay in `pgboss.archive` for a week.
"""),
("driver-app-guide", "Driver app: how it works", "2026-06-30", ["vanroute", "driver-app"], """
# Driver app

[[F8b]]Driver app builds go through EAS Build; the Android build is sideloaded on the van tablets, no Play Store listing.

## On a stop
[[N2b]]Drivers see the donor's phone number in the driver app so they can call ahead when running late.
[[D7b]]Drivers confirm a stop with the donor's signature; a photo is optional.
- Items refused on the doorstep are ticked off with a reason

## Troubleshooting
- If the run is empty after 07:00, pull to refresh; runs lock at 07:00
"""),
("thursday-runs", "Thursday runs", "2026-08-19", ["vanroute", "shop", "delivery"], """
# Thursday runs

[[N4b]]Shop orders within Bristol are delivered on our own vans on the Thursday runs (£25 flat fee).
The Luton that does the Thursday run takes no collections after 13:00.
"""),
("staging-refresh", "Staging refresh", "2026-09-09", ["intake", "staging"], """
# Staging refresh

[[N6b]]- Staging intake DB is refreshed nightly from a prod dump (03:00, `refresh-staging.sh` on `db-02`)
- Photos are not copied, staging shows placeholders
- If the refresh fails, staging keeps yesterday's data
"""),
("infra-repo", "The infra repo", "2026-10-21", ["infra", "git"], """
# infra repo

Holds Kamal configs, Uptime Kuma exports, the Tailscale ACL and backup scripts.
[[N10b]]Small config fixes go straight to `main` in the infra repo, no PR needed, as long as you post in #digital.
Anything touching the Tailscale ACL gets a second pair of eyes.
"""),
("intake-logs", "Reading intake logs", "2026-02-05", ["intake", "ops", "logs"], """
# intake logs

[[S2a]]intake runs on the Heroku app `oakhaven-intake`; tail its logs with `heroku logs --tail -a oakhaven-intake`.
Celery worker logs are in the same stream, prefix `worker.1`.
Papertrail keeps 7 days if you need to go further back.
"""),
("route-solver-notes", "Route solver notes", "2026-02-24", ["vanroute", "routing"], """
# Route solver

[[S3a]]The route solver asks the Google Routes API for a distance matrix every evening when it builds the next day's runs.
Vehicle capacity is in kg and in "slots" (a sofa is 3 slots, a chair 1).
The solver is OR-Tools via a small Python sidecar; TypeScript calls it over HTTP.
"""),
("open-bench", "Friday open bench", "2026-03-13", ["workshop", "community"], """
# Friday open bench

[[S6a]]The Easton workshop's Friday open bench runs 13:00–16:00: anyone can bring a chair or small table and fix it with a trainee.
Bookings are not needed, but benchlog gets a job per item so parts are tracked.
"""),
("grading-guide", "Grading guide for the intake bench", "2026-02-19", ["intake", "grading"], """
# Grading at the bench

[[S8a]]Items are graded A, B or C at the intake bench; A goes straight to a shop, B and C go to the workshop.
Take the fire-label photo before grading, the form won't let you grade without it.
Woodworm check: look for fresh frass and clean holes.
"""),
("phone-bookings", "Phone bookings", "2026-01-22", ["intake", "phone", "office"], """
# Phone bookings

[[S10a]]Phone donations are logged in the Airtable base `Donations 2026` by whoever takes the call.
Most donors book online; phone bookings are about 15%, mostly older donors.
"""),
("backup-notes", "Backup notes", "2026-05-08", ["infra", "backups"], """
# Backups

[[F1b]]intake's full backup runs at 02:15 and the WAL archive is pushed every 60 seconds to the same B2 bucket.
Restore test: first Tuesday of the month, onto `db-02`, Niamh signs it off.
"""),
("pricing-guide", "Pricing guide for sign-off", "2026-04-28", ["workshop", "pricing", "shop"], """
# Pricing at sign-off

[[F5b]]Refinished solid-wood pieces are priced at the upper end, around 40% of new retail.
Painted pieces sell better in spring; don't discount them before Easter.
Reupholstered chairs: fabric cost plus £40, whatever the band says.
"""),
("avonmouth-dropoffs", "Avonmouth drop-offs", "2026-03-19", ["avonmouth", "donations"], """
# Drop-offs at Avonmouth

[[F6b]]Drop-offs at Avonmouth are Mon–Fri 09:00–15:00; after 15:00 the loading bay is for the vans only.
Donors park in bay 2, a warehouse volunteer helps unload.
"""),
("deploy-runbook", "Deploy runbook", "2026-05-26", ["deploy", "kamal"], """
# Deploying

[[F7b]]benchlog deploys with `kamal deploy -d production` from `main`, once CI is green.
Roll back with `kamal rollback <version>`; versions are git SHAs.
Tell #digital before and after.
"""),
("photo-pipeline", "Photo pipeline", "2026-07-27", ["intake", "photos", "storage"], """
# Photos

[[F10b]]intake item photos go into the bucket `oak-intake-photos` (B2, eu-central), resized to 1600px on upload.
Thumbnails (400px) are generated by a Celery task.
[[NS4b]]Photos of rejected donations are deleted after 90 days.
"""),
("shopsync-notes", "shopsync notes", "2026-07-10", ["shopsync", "shop", "python"], """
# shopsync

[[O4b]]shopsync is pinned to Python 3.11 because the Shopify client library hasn't caught up.
- Config via env vars, see `shopsync/settings.py`
[[O5b]]- shopsync PRs: squash-merge, the PR title is the commit message
- Webhook from Shopify on order paid marks the benchlog job `sold`
"""),
("fleet", "Fleet notes", "2026-07-01", ["vans", "fleet"], """
# Vans

[[O7a]]VN-04 (the Transit Custom) has a payload of about 900 kg, so no wardrobes or dining sets on it.
MOTs: VN-01 in March, VN-02 in May, VN-03 in June, VN-04 in October.
Fuel cards are in the key safe at Avonmouth.
"""),
("driver-app-offline", "Driver app offline behaviour", "2026-08-05", ["vanroute", "driver-app"], """
# Offline

[[O10a]]The driver app syncs its job list every 5 minutes when it has signal.
Signatures and photos queue on the tablet and upload when back online.
"""),
("shop-history", "Online shop history", "2026-02-27", ["shop", "history"], """
# How we got here

[[D2a]]From 2023 until the Shopify launch in February 2026, online sales went through our eBay shop.
The eBay account is still open for the feedback score but has no listings.
"""),
("winter-hours-2025", "Winter hours 2025/26", "2026-03-03", ["avonmouth", "hours", "history"], """
# Winter hours

[[D6a]]Over winter 2025/26 (December to February) Avonmouth only took donations until 14:00.
Reason: the loading bay lights were broken and it was dark by 16:00.
"""),
("intake-form-changes", "Donation form changes", "2026-07-24", ["intake", "form"], """
# Donation form changes

[[D8a]]The donation form asked donors for item dimensions until the July 2026 redesign.
The redesign also moved the postcode check to the first step and added the photo tips.
"""),
("on-call", "On-call", "2026-04-16", ["ops", "on-call"], """
# On-call

[[A4b]]On-call for the digital systems: Niamh and Kwame, alternate weeks, handover Tuesday 10:00.
[[NS2b]]On-call covers intake, vanroute and shopsync outages; the phone is the shared Android in the office drawer.
Uptime Kuma pages the on-call phone via Slack push.
"""),
("intake-api", "intake API notes", "2026-05-04", ["intake", "api"], """
# intake API

[[A5b]]drf-spectacular generates the intake OpenAPI schema, served at `/api/schema/` (Swagger UI at `/api/docs/`).
vanroute pulls booked collections from `/api/collections/?date=`.
Tokens are per service, created in the Django admin.
"""),
("sku-format", "SKU format", "2026-03-09", ["intake", "sku"], """
# SKUs

[[A9a]]Item SKUs look like `OAK-<year>-<5 digits>`, e.g. `OAK-2026-01234`.
The counter resets every January.
"""),
("drivers-day", "A driver's day", "2026-04-22", ["vans", "drivers"], """
# Driver day

[[A7a]]Van drivers start at 07:30 at Avonmouth: vehicle check, load straps, tablet sync.
Lunch is whenever the run allows, usually around 12:30.
Last drop back at Avonmouth by 16:00.
"""),
("impact-method", "How we compute tonnes diverted", "2026-09-17", ["impact", "metabase"], """
# Tonnes diverted

[[A10b]]Diverted tonnage = the sum of estimated weights per item, taken from the category weight table (nothing is weighed on the scales).
The weight table was last reviewed in August; Lotte owns it.
"""),
("price-labels", "Price labels", "2026-06-11", ["shop", "labels"], """
# Labels

[[NS7a]]Price labels are never printed without the SKU barcode.
Label size is 58 x 40 mm; the template is in benchlog under Settings → Labels.
"""),
("health-and-safety", "Workshop health and safety", "2026-01-28", ["workshop", "safety"], """
# H&S

- Dust extraction must be on whenever the sanders are in use
- Ear defenders and eye protection at all machines
- First aiders: Dev Patel, Hana Novak
- Accident book is paper, in the workshop office; a copy goes to Maggie monthly
"""),
("upholstery-suppliers", "Upholstery suppliers", "2026-04-03", ["workshop", "suppliers"], """
# Suppliers

- Foam: Bristol Foam Centre, account number on the invoice file
- Fabric: end-of-roll donations from two interior designers, plus Fabric Warehouse Bath
- Webbing and tacks: Wholesale Upholstery Supplies (online), next-day delivery
"""),
("volunteer-induction", "Volunteer induction", "2026-02-10", ["volunteers"], """
# Volunteer induction

- 2-hour induction on the first Saturday of the month
- Covers H&S, manual handling, the sign-in sheet and the shop floor basics
- DBS checks only for volunteers who work alongside trainees
"""),
("christmas-sale-2026", "Christmas sale 2026 plan", "2026-11-10", ["shop", "sale"], """
# Christmas sale

- Runs 28 November to 24 December in both shops and online
- Shopify discount code `OAKXMAS` (15% off small items, not sofas)
- Extra Saturday staff at GLR from the volunteer pool
"""),
("meeting-2026-10-14", "Digital team meeting 14 Oct", "2026-10-14", ["meeting"], """
# Digital team meeting, 14 Oct 2026

- Weston stock split working; Tom wants per-shop sales in Metabase
- Kwame to look at the solver's Saturday behaviour (too many long hops)
- Lotte: Q3 funder report sent on time
- Next: website refresh scoping in January
"""),
("incident-2026-08-shopsync", "Incident: duplicate Shopify products", "2026-08-26", ["incident", "shopsync"], """
# Incident 2026-08-25

shopsync created duplicate products for 31 items after a Shopify API timeout.
Cause: the create call succeeded but the response timed out, and the retry created a second product.
Fix: idempotency key derived from the SKU; duplicates archived by hand.
"""),
("ideas-backlog", "Ideas backlog", "2026-09-25", ["ideas"], """
# Ideas

- Donor-facing "where is my sofa now" page using the SKU
- Let the shops reserve items from the workshop queue
- Carbon estimate next to tonnes in the impact report
- Barcode scanner support on the intake bench tablets
"""),
("wsm-fitout", "Weston fit-out notes", "2026-07-15", ["weston", "shop"], """
# Weston fit-out

- Shelving from our own workshop, counter reclaimed from a closing bank branch
- Broadband: FTTP, installed 2026-08-05
- Till laptop is a refurbished ThinkPad, Shopify admin in the browser only
"""),
("uptime-monitoring", "Uptime monitoring", "2026-06-08", ["infra", "monitoring"], """
# Uptime Kuma

Monitors: intake form, intake API, vanroute API, shopsync health, Metabase, ORS.
Check interval is 60 seconds; two failures in a row raise an alert.
Status page at status.oakhaven.org.uk (public, intake form and shop only).
"""),
("category-weights", "Category weight table", "2026-08-18", ["impact", "categories"], """
# Category weights (estimates, kg)

| category | estimated weight |
|---|---|
| armchair | 25 |
| two-seat sofa | 45 |
| dining table | 35 |
| wardrobe (flat-pack) | 50 |
| chest of drawers | 30 |
"""),
]
