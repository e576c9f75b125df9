"""Free notes under auto/: slug -> (title, created, tags, body). @@ID@@ marks claim lines."""

AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("fleet-sla-explainer", "Fleet SLA, explained for new desk staff", "2026-02-11", ["sla", "fleet", "desk"], """
# Fleet SLA, explained for new desk staff

@@V2b@@Fleet customers are promised a van on site within 60 minutes of the call anywhere inside
the M4/M5 corridor, and that is what dispatchr's SLA timer counts down from.

If a job is going to breach, the desk rings the fleet manager before the timer runs out, not after.
Retail call-outs are not on the timer at all.
""")

a("vanlink-build-notes", "vanlink build notes", "2026-06-03", ["vanlink", "android", "build"], """
# vanlink build notes

@@V4b@@vanlink builds with minSdk 31, so tablets older than Android 12 can't install it.
@@NS9b@@vanlink unit tests run locally with `./gradlew test` in about a minute.

Gradle config cache is on; if the build acts strange, `./gradlew --stop` and retry before anything else.

```
./gradlew :app:assembleRelease -PversionCode=412
```
""")

a("fleet-billing-faq", "Fleet billing FAQ", "2026-05-19", ["fleetdesk", "billing", "fleet"], """
# Fleet billing FAQ

**When are invoices due?**
@@V6b@@Fleet invoices are on 45-day terms from the invoice date; the first reminder goes out the day after.

**Can a fleet customer pay by card?** Only by exception, agreed with Helen.

**Who chases overdue invoices?** Helen, with Gareth copied for the bigger contracts.
""")

a("service-versions", "Service versions (kept up to date by hand)", "2026-09-08", ["versions", "stack"], """
# Service versions

| service | runtime | framework | owner |
|---|---|---|---|
| dispatchr | Python 3.12 | Django 5.1 | Marta |
@@V9a@@| stockpile | Node 22 | NestJS 10 | Sam |
| fleetdesk | PHP 8.3 | Laravel 11 | Sam |
| telemetry | Go 1.23 | none (stdlib) | Sam |
| vanlink | Kotlin 2.0 | Compose | Kirsty |

Update this when a bump lands; Renovate does not touch this file.
""")

a("bookit-local-setup", "bookit local setup", "2026-03-17", ["bookit", "setup"], """
# bookit local setup

@@R1b@@bookit is a yarn project (Yarn 4, `yarn.lock` in the repo); run `yarn dev` for the local server.

You need the `.env.local` from the secrets store; the Stripe keys in it are test keys.

```
corepack enable
yarn install
yarn dev
```

The local site talks to staging dispatchr for coverage and slots.
""")

a("dispatchr-worker-notes", "dispatchr workers", "2026-04-02", ["dispatchr", "workers"], """
# dispatchr workers

@@R4b@@dispatchr's background work (ETA texts, SLA timers, photo processing) runs on Dramatiq
actors, two worker pods in prod.

If the SLA timers look frozen, check the worker pods first, then Redis.
Photo processing is the slow queue; never scale it down to zero.
""")

a("vanlink-crash-triage", "vanlink crash triage", "2026-07-21", ["vanlink", "crashes"], """
# vanlink crash triage

@@R6b@@vanlink crashes and ANRs are reported to Bugsnag; check the `vanlink-android` project first thing.

Group by tablet model: most ANRs come from the three old Lenovo tablets at Gloucester.
A crash spike right after a rollout means halting the staged rollout in Play, not rolling forward.
""")

a("sms-costs", "SMS costs", "2026-08-26", ["sms", "costs"], """
# SMS costs

@@R9b@@Customer texts (ETA, reminders) are sent through MessageBird; the UK sender ID is `TREADRIGHT`.

We send roughly 9,000 texts a month, mostly ETA texts.
Long texts split into two segments and cost double, so keep templates under 160 characters.
""")

a("fleetdesk-release-process", "fleetdesk release process", "2026-06-15", ["fleetdesk", "release"], """
# fleetdesk release process

@@N1b@@fleetdesk PRs are always squash-merged, with the PR title as the commit message.
@@O7b@@fleetdesk is never released on a Friday: invoices go out on the 1st and Helen needs a quiet run-up.

Release = tag on main, CI builds the image, Sam promotes it.
""")

a("dispatchr-deploy-runbook", "dispatchr deploy runbook", "2026-03-04", ["dispatchr", "deploy", "runbook"], """
# dispatchr deploy runbook

1. Check #ops that nobody is mid-assignment on something big.
2. Merge; the image is built and pushed automatically.
@@N2b@@3. Run dispatchr migrations right after the merge, during working hours, so someone is around if one fails.
4. Watch the SLA dashboard for ten minutes.

@@O2b@@The dispatchr container listens on port 8000; the ingress terminates TLS in front of it.

Connecting from a laptop through the tunnel:

```
export DATABASE_URL=postgres://dispatchr@localhost:5432/dispatchr
python manage.py showmigrations
```
""")

a("runflat-jobs", "Run-flat jobs", "2026-05-06", ["runflat", "vans", "jobs"], """
# Run-flat jobs

@@N4b@@Run-flats are fitted on the roadside like any other tyre; the vans carry the heavy bead breaker for them.

Price them with the run-flat surcharge from the price list; bookit adds it automatically when the size is a run-flat.
""")

a("eta-texts", "ETA texts", "2026-04-14", ["sms", "eta", "dispatchr"], """
# ETA texts

@@N7b@@Fleet drivers get the same ETA text as retail customers when the van sets off.

The text has the fitter's first name and a 30-minute arrival window.
If the van is re-routed, dispatchr sends one correction text, never more.
""")

a("git-conventions", "Git conventions", "2026-02-23", ["git", "conventions"], """
# Git conventions

@@N9b@@Every commit subject starts with the Linear ticket id, e.g. `TR-412: fix SLA timer drift`.

Branch names: `tr-412-short-description`.
Rebase on main before asking for review; don't merge main into your branch.
""")

a("card-reader-switch", "Card reader switch", "2026-06-30", ["payments", "vans"], """
# Card reader switch

@@S2b@@Switched the vans from SumUp to Stripe Terminal (WisePOS E) in June; the old readers went back to the depots as spares.

Why: one place for card payments and payouts, and the readers link to the job in dispatchr.
Fitters needed a ten-minute walkthrough; Gareth did it at the morning restock.
""")

a("month-end-finance", "Month-end finance checklist", "2026-03-31", ["finance", "fleetdesk"], """
# Month-end finance checklist

- Check every fleet job from the month is closed in dispatchr
@@S3a@@fleetdesk exports the month's invoices to Sage 50 as a CSV on the first working day.
- Helen checks the VAT summary before anything is sent
- Statements go to fleet customers with the invoices
""")

a("dispatchr-api", "dispatchr API", "2026-09-29", ["dispatchr", "api", "vanlink"], """
# dispatchr API

@@S5b@@dispatchr `/api/v1/` is deprecated; vanlink 4.x uses `/api/v2/` exclusively.

v2 is JSON:API-ish with cursor pagination; auth is a per-tablet token.
fleetdesk reads job status from dispatchr through the same v2 endpoints.
""")

a("redis-migration", "Redis migration", "2026-07-15", ["redis", "infra"], """
# Redis migration

@@S7b@@The `redis-01` droplet was shut down on 2026-07-14; dispatchr and bookit use the DO managed Redis cluster now.

No data was moved; everything in Redis is a cache or a queue that refills itself.
""")

a("phone-system", "Phone system", "2026-05-28", ["phones", "desk"], """
# Phone system

@@S9b@@We switched the call-out line from Aircall to Dialpad in May; the number stayed the same.

Call recordings are kept for 90 days.
The desk app on the depot PCs replaces the old desk phones.
""")

a("contract-renewals", "Fleet contract renewals", "2026-09-14", ["fleet", "contracts"], """
# Fleet contract renewals

@@F2b@@Fleet contracts run 12 months and renew on the contract start date; fleetdesk sends the
renewal quote 60 days before.

Gareth reviews each quote before it goes; prices are per size band.
""")

a("dependency-bumps", "Dependency bumps log", "2026-10-20", ["dependencies", "renovate"], """
# Dependency bumps

@@F5b@@dispatchr is on Django 5.1.4 as of the October bump; the 5.2 upgrade waits for the admin theme.

- bookit: Next.js minor bumps are auto-merged by Renovate if CI is green
- vanlink: AGP bumps are done by hand, never by Renovate
""")

a("uptime-alerting", "Uptime alerting", "2026-04-28", ["monitoring", "alerts"], """
# Uptime alerting

@@F8b@@The dispatchr API check in Better Stack hits `/healthz` and pages after 3 failed checks in a row.

bookit's check only emails; a bookit outage at night can wait until morning.
""")

a("telemetry-alerts", "telemetry alerts", "2026-08-04", ["telemetry", "alerts"], """
# telemetry alerts

@@O5b@@telemetry alerts go to the #vans-telemetry Slack channel only; they never page anyone.

The usual alert is a van silent for 30 minutes with the ignition on: almost always a loose tracker fuse.
""")

a("bookit-history", "bookit history", "2026-04-09", ["bookit", "history"], """
# bookit history

@@D2b@@Until March 2026 bookit took the full fitting price online; the £20 deposit replaced it in the spring release.

The change halved abandoned checkouts in April.
""")

a("infra-history", "Infra history", "2026-02-27", ["infra", "history"], """
# Infra history

@@D4b@@Back in 2025 dispatchr ran on two Hetzner VMs with docker-compose; it moved to DOKS in February 2026.

The Hetzner account is closed.
""")

a("fleetdesk-rewrite", "fleetdesk rewrite", "2026-05-02", ["fleetdesk", "history"], """
# fleetdesk rewrite

@@D7b@@fleetdesk was a Laravel 8 app on PHP 7.4 until the rewrite in spring 2026.

The rewrite kept the URLs so fleet customers' bookmarks still work.
""")

a("oncall-history", "On-call history", "2026-06-10", ["oncall", "history"], """
# On-call history

@@D9b@@Before Kirsty joined in May, on-call was a fortnightly rota between Marta and Sam.

Nights with a page dropped from about two a week to one a fortnight after the Redis and alerting work.
""")

a("bath-depot", "Bath depot", "2026-08-19", ["bath", "depots"], """
# Bath depot

@@A1b@@The Bath depot opened on 17 August 2026 in unit 7 on Brassmill Lane.

Depot code BTH. No counter, no tyre storage for customers yet.
""")

a("terraform-notes", "Terraform notes", "2026-03-10", ["terraform", "infra"], """
# Terraform notes

@@A4b@@Terraform state lives in the `tr-tfstate` Spaces bucket; never run apply from a laptop without pulling first.

Modules are in `infra/modules`; the cluster and the managed databases are separate stacks.
""")

a("van-restock", "Van restock routine", "2026-02-05", ["vans", "stock"], """
# Van restock routine

@@A6b@@Each van restocks at its home depot before 07:30, from the pick list stockpile generates overnight.

Anything not on the pick list needs the depot lead's OK.
""")

a("coverage-areas", "Coverage areas", "2026-08-12", ["bookit", "dispatchr", "coverage"], """
# Coverage areas

@@A9b@@bookit asks dispatchr's `coverage_areas` table whether a postcode is served before showing slots.

When Bath opened, BA1 and BA2 moved from Avonmouth's area to Bath's in that table.
""")

a("job-types", "Job types", "2026-01-22", ["jobs", "glossary"], """
# Job types

@@A10b@@A call-out is an unbooked roadside job — puncture or breakdown — as opposed to a booked fitting.

A fleet job can be either; the contract reference is what makes it a fleet job.
""")

a("oncall-runbook", "On-call runbook", "2026-05-25", ["oncall", "runbook"], """
# On-call runbook

@@NS2b@@On-call handles stockpile outages: if the API is down, the vans can't see stock.

- dispatchr down: page goes out automatically; check the DB pooler first
- stockpile down: vans fall back to their cached stock list, good for a few hours
""")

a("stockpile-migrations", "stockpile migrations", "2026-07-07", ["stockpile", "migrations"], """
# stockpile migrations

@@NS5b@@stockpile migrations are edited freely while the PR is open; once merged they're frozen.

Generate with `pnpm typeorm migration:generate` and read the SQL before committing.
""")

a("phone-payments", "Phone payments", "2026-07-02", ["payments", "desk"], """
# Phone payments

@@NS7b@@The desk takes card payments over the phone for call-outs through the Stripe virtual
terminal, then marks the job paid in dispatchr.

Never write card numbers down, not even on the desk pad.
""")

# --- notes that carry no labelled claim ---

a("winter-storage-labels", "Winter storage labels", "2026-11-03", ["winter", "storage"], """
# Winter storage labels

Stored sets are labelled with registration, position (FL/FR/RL/RR) and the season.
The label printer at Avonmouth is the Brother one; the Zebra is for parcel labels only.
""")

a("tyre-size-lookup", "Tyre size lookup", "2026-01-14", ["bookit", "tyres"], """
# Tyre size lookup

bookit looks up the size from the registration through the DVLA-derived vehicle API, then asks the customer to confirm from the sidewall.
If the lookup returns several sizes, show all of them; never guess.
""")

a("recycling-collections", "Tyre recycling", "2026-03-25", ["depots", "recycling"], """
# Tyre recycling

The recycler collects removed tyres from every depot fortnightly.
Each collection needs a waste transfer note; Gareth keeps them in the ops drive.
""")

a("tablet-enrolment", "Tablet enrolment", "2026-06-18", ["vanlink", "tablets"], """
# Tablet enrolment

New tablets are enrolled through managed Play with the zero-touch token.
A tablet that has been factory reset has to be re-enrolled before vanlink will log in.
""")

a("fleet-customers", "Fleet customers", "2026-05-12", ["fleet", "customers"], """
# Fleet customers

- Severn Parcels: largest contract, vans and 7.5-tonners
- The council: pool cars and gritters' tow vehicles
- Two van hire firms at Avonmouth and Swindon
Each has its own contract reference prefix in fleetdesk.
""")

a("stock-count-routine", "Stock count routine", "2026-04-16", ["stockpile", "depots"], """
# Stock count routine

Depot leads count stock every Friday afternoon using the stockpile count screen.
A difference of more than two tyres on a SKU is recounted before it's saved.
""")

a("pagerduty-setup", "PagerDuty setup", "2026-05-20", ["oncall", "pagerduty"], """
# PagerDuty setup

One service per app in PagerDuty, one escalation policy for the developers.
Low-urgency incidents never wake anyone; they wait for the morning.
""")

a("staging-env", "Staging environment", "2026-03-19", ["infra", "staging"], """
# Staging environment

Staging is `stg` everywhere: `stg.dispatch.treadright.co.uk`, `stg.book.treadright.co.uk`.
The staging database is refreshed from an anonymised dump every Sunday night.
""")

a("tyre-pricing", "Tyre pricing", "2026-07-29", ["pricing", "tyres"], """
# Tyre pricing

Retail prices are cost plus a margin per brand tier, rounded to the nearest 99p.
Fitting, valve and disposal are included in the price shown on bookit.
""")

a("warranty-claims", "Warranty claims", "2026-10-08", ["warranty", "tyres"], """
# Warranty claims

Manufacturer warranty claims need the DOT code, the job number and a photo of the damage.
Gareth submits them to the supplier in batches at month end.
""")

a("api-rate-limits", "API rate limits", "2026-09-02", ["dispatchr", "api"], """
# API rate limits

Per-tablet tokens are limited to 60 requests a minute; the tablets never come close.
fleetdesk's service token has no limit.
""")

a("holiday-cover", "Holiday cover", "2026-07-24", ["team", "oncall"], """
# Holiday cover

When someone on the rota is away, they swap their week in PagerDuty and say so in #dev.
Marta doesn't want swaps arranged in DMs.
""")
