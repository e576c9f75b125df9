# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

a("callout-pricing-2026", "Callout pricing 2026", "2026-04-20", ["pricing", "calldesk"], """
# Callout pricing

@@V2x@@
Labour is still billed per 15 minutes on top.

Vehicle lockouts stay quote-only; the phone script says so.
""")
a("cutlog-build-notes", "cutlog build notes", "2026-05-07", ["cutlog", "go"], """
## Building cutlog

@@V4x@@
Cross-compile for the counter PCs with `GOOS=windows GOARCH=amd64 go build -o cutlog.exe ./cmd/cutlog`.

## Release
Copy the exe to the NAS `releases/cutlog/` folder; the counter PCs pick it up at start-up.
""")
a("night-dispatch-runbook", "Night dispatch runbook", "2026-03-02", ["calldesk", "oncall", "runbook"], """
# Night dispatch

The coordinator watches the calldesk night board from 20:00.

## Paging
@@V7x@@
and then rings the coordinator's red handset.
Pages carry the job number and the postcode only.

## When nobody answers
Try the other van; Bath and Bristol cover each other after midnight.
""")
a("fobvault-caddy", "fobvault behind Caddy", "2026-06-22", ["fobvault", "infra"], """
@@V10x@@

The Caddyfile lives in `infra/caddy/` and is deployed with the app.

```
fobvault.keystonelatch.co.uk {
    reverse_proxy localhost:3000
}
```
""")
a("ci-notes", "CI notes", "2026-07-14", ["ci", "infra"], """
# CI

@@R2x@@
Pipelines are defined in `.buildkite/pipeline.yml` in each repo.

- Test job first, then build, then the deploy steps
- Flaky test? Mark it with `@flaky` and open a KL ticket, don't retry blindly
""")
a("quotekit-email-deliverability", "quotekit email deliverability", "2026-05-13", ["quotekit", "email"], """
## Sending

@@R5x@@
bounce notifications come back on an SNS topic that quotekit polls.

## Deliverability
- SPF and DKIM set on `mail.keystonelatch.co.uk`
- Quotes to agency inboxes were landing in spam until DKIM went in
""")
a("quotekit-deploy", "quotekit deploy", "2026-06-05", ["quotekit", "deploy"], """
@@R6x@@

Secrets are set with `fly secrets set`; never commit `.env`.
The release command runs `bin/rails db:migrate`.
""")
a("fobvault-jobs", "fobvault background jobs", "2026-04-27", ["fobvault", "queue"], """
# Background jobs

@@R9x@@
Site syncs, fob exports and welcome emails are separate queues.

A stuck site sync usually means the site's Net2 server is off; check with the building manager first.
""")
a("restricted-keys-counter", "Restricted keys at the counter", "2026-02-19", ["cutlog", "restricted-keys", "counter"], """
# Restricted keys at the counter

@@N1x@@
The order records the registration card number and the system.

Orders from Bath and Gloucester are posted to Bristol in the tamper bag.
""")
a("quotekit-housekeeping", "quotekit housekeeping", "2026-08-03", ["quotekit", "cron"], """
## Nightly jobs

- Xero sync catch-up for anything that failed during the day
@@N4x@@
- Expired quotes are marked expired, not deleted

## Weekly
- Deposit reconciliation report to Sian
""")
a("fobvault-schema-notes", "fobvault schema notes", "2026-03-16", ["fobvault", "schema"], """
# fobvault schema

- `sites`, `controllers`, `door_groups`, `users`, `credentials`
@@N6x@@
- `credentials.status` is `active` / `disabled` / `lost`
""")
a("calldesk-release-checklist", "calldesk release checklist", "2026-04-09", ["calldesk", "deploy"], """
# calldesk release checklist

1. Tests green on the PR
2. Merge
@@N8x@@
4. Watch Sentry for ten minutes
5. Post in #deploys
""")
a("key-holding-policy", "Key holding", "2026-09-11", ["policy", "branches"], """
@@N10x@@

Keeping keys with an address on them is exactly what the insurer told us not to do.
""")
a("cutlog-postgres-migration", "cutlog to Postgres", "2026-03-25", ["cutlog", "migration", "postgres"], """
# cutlog Postgres migration

@@S3x@@
the old `cutlog.db` files on the counter PCs are read-only and will be deleted after the audit.

- Each counter PC now talks to pg-shared over the WireGuard link
- If the link drops, cutlog refuses to save an order rather than queueing it
""")
a("techapp-release", "techapp releases", "2026-09-15", ["techapp", "release"], """
## Test builds

@@S6x@@
test builds now go to the Play Console internal testing track, and technicians update from the Play Store.

## Production
Staged rollout: 20% for two days, then everyone.
""")
a("monitoring", "Monitoring", "2026-07-20", ["monitoring", "infra"], """
# Monitoring

@@S7x@@
Heartbeats for the nightly jobs are in Better Stack too.

- Alerts go to the on-call phone and #alerts
""")
a("eta-sms", "ETA texts", "2026-05-02", ["calldesk", "sms", "customers"], """
# ETA texts to customers

@@F1x@@
The text includes the technician's first name and the van registration.

Customers can't reply to it; replies go nowhere.
""")
a("backup-restore-drill", "Backup and restore drill", "2026-07-01", ["backups", "infra"], """
# Backups

@@F3x@@
Each database is a separate `pg_dump -Fc` file.

## Drill (quarterly)
Restore the latest calldesk dump into a scratch database and run the smoke tests.
""")
a("commit-messages", "Commit messages", "2026-02-11", ["git"], """
@@F6x@@

Keep the subject under 72 characters; the body explains why.
""")
a("id-check-examples", "ID checks on lockouts", "2026-03-09", ["lockouts", "procedure"], """
# ID checks

@@F8x@@
If the documents are inside, a neighbour or the landlord can vouch once we are in and the ID is found.

Refused jobs are logged in calldesk with the reason.
""")
a("deploy-pipeline", "Deploy pipeline", "2026-08-19", ["deploy", "ci"], """
# Deploy pipeline

@@F10x@@
The prod button needs one of Owen, Sian or Marta.
""")
a("out-of-hours-pricing", "Out of hours pricing", "2026-02-06", ["pricing", "oncall"], """
@@O2x@@

Bank holidays count as night all day.
""")
a("quotekit-attachments", "quotekit attachments", "2026-06-11", ["quotekit", "uploads"], """
## Attachments

@@O4x@@
They are stored in the `quotekit-attachments` bucket and linked from the PDF.
""")
a("access-control-sla", "Access-control service levels", "2026-05-25", ["access-control", "sla", "bristol"], """
# Service levels for access-control contracts

@@O6x@@
Bath and Gloucester contracts are next working day.

- A building with no working entry at all is treated as an emergency and goes to the van
""")
a("techapp-crashes", "techapp crashes", "2026-08-27", ["techapp", "errors"], """
@@O7x@@

Symbol files are uploaded by the release job; without them the traces are useless.
""")
a("website", "Public website", "2026-01-28", ["website"], """
# Website

@@O8x@@
Content is Markdown in the repo; Marta edits it through the Netlify CMS.
""")
a("xero-sync", "Xero sync", "2026-04-24", ["quotekit", "xero"], """
# Xero sync

@@O9x@@
Deposits are recorded against the invoice as a prepayment.

Credit notes are created by hand in Xero for now.
""")
a("paging-pilot", "Paging pilot", "2026-02-02", ["calldesk", "paging", "history"], """
# Paging pilot (January 2026)

@@D1x@@
It was quick to set up but nobody could tell who had acknowledged what.

Outcome: proper SMS paging from calldesk with acknowledgements.
""")
a("quote-terms-history", "Quote terms history", "2026-01-15", ["quotekit", "history"], """
@@D3x@@

The terms page on the website still needs updating (Marta).
""")
a("techapp-beta-retro", "techapp beta retro", "2026-03-13", ["techapp", "retro"], """
# techapp beta retro

## What went badly
@@D5x@@
- Signature pad was too small on the old phones

## What went well
- Technicians liked the job list grouped by postcode
""")
a("oncall-history", "On-call history", "2026-03-04", ["oncall", "history"], """
@@D6x@@

Forwarding to a personal number was the compromise when the handset's battery is low.
""")
a("net2-upgrade-april", "Net2 upgrade (April)", "2026-04-29", ["fobvault", "net2"], """
# Net2 v6.8 upgrade

@@D10x@@
Two sites needed their Local API licence re-entered afterwards.
""")
a("code-review", "Code review", "2026-02-23", ["git", "review"], """
@@A3x@@

Small PRs get reviewed the same day; big ones should be split.
""")
a("timezones", "Time zones", "2026-03-27", ["infra", "time"], """
# Time zones

@@A5x@@
The clocks change caught calldesk's night board in March 2025; that's why.
""")
a("calldesk-upgrade-notes", "calldesk upgrade notes", "2026-05-16", ["calldesk", "django"], """
@@A7x@@

Next: Celery 5.4 and the Redis client.
""")
a("escalation", "Escalation", "2026-02-15", ["oncall", "escalation"], """
# Escalation at night

@@A10x@@
Log the escalation in calldesk with the time she was rung.
""")
a("access-control-callouts", "Access-control callouts", "2026-06-16", ["access-control", "oncall"], """
# Faults on access-control sites

@@NS2x@@
Dai's team has its own out-of-hours number for contract sites.
""")
a("lock-fitting-notes", "Lock fitting notes", "2026-05-30", ["fitting"], """
@@NS4y@@

Insurers only care about the final exit doors and accessible windows.
""")
a("salto-site-changes", "Changing live sites", "2026-09-01", ["fobvault", "salto", "access-control"], """
# Changing a live site

@@NS5x@@
Some doors are fire exits and the building manager has to know before they change.
""")
a("pci-notes", "Card data", "2026-04-04", ["quotekit", "security"], """
# Card data

@@NS7x@@
Payment links mean card details never touch our servers.
""")
a("fobvault-cleanup", "fobvault cleanup", "2026-10-12", ["fobvault", "cron"], """
## Cleanup job

@@NS9y@@
Runs weekly on Sunday night.
""")
a("key-safe-codes", "Key safe codes", "2026-07-24", ["key-safes", "security"], """
# Key safes we fit

@@NS10x@@
The master code is written in the office safe book against the job number.
""")
# --- fillers
a("vanstock-ideas", "vanstock ideas", "2026-09-05", ["vanstock"], """
# vanstock

- Barcode scanning in techapp to decrement stock
- Weekly restock list per van, printed at Bristol
- Maybe a minimum level per part per van
""")
a("counter-receipts", "Counter receipts", "2026-03-21", ["cutlog", "counter"], """
The receipt shows the key count and the blank code, never the customer's address.
Restricted-key receipts carry the register reference.
""")
a("customer-reviews", "Customer reviews", "2026-06-29", ["marketing"], """
Marta wants a review request text a day after each lockout.
Not for vehicle lockouts or for landlord accounts.
Nothing built yet.
""")
a("net2-licences", "Net2 licences", "2026-02-27", ["fobvault", "net2"], """
Each Net2 site needs the Local API licence before fobvault can talk to it.
The licence keys are filed against the site in the office spreadsheet.
""")
a("gloucester-van", "Gloucester van", "2026-04-18", ["branches", "gloucester"], """
The second Bristol van covers Gloucester jobs at night.
It carries a smaller stock list than the day vans.
""")
a("weekly-meeting", "Weekly dev meeting", "2026-01-22", ["team"], """
Monday 09:30, Marta, Owen, Sian. Priorities for the week, anything blocking the branches.
Minutes go in the shared drive.
""")
a("techapp-ios-question", "iOS question", "2026-10-22", ["techapp"], """
Dai asked whether installers could have techapp on their iPhones.
Flutter would build it, but the Apple developer account and review are the blockers.
Parked until next year.
""")
a("flaky-tests", "Flaky tests", "2026-08-08", ["testing"], """
The calldesk page-lock test depends on wall-clock time; freeze the clock with `time_machine`.
The fobvault Net2 mock needs a fixed port in CI.
""")
