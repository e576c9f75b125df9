# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("ppm-scheduler-notes", "PPM scheduler notes", "2026-04-02", ["contractly", "ppm"], """
# PPM scheduler notes

Working notes from building the scheduler.

@V2b@ Standard-tier contracts get one planned maintenance visit a year (every 12 months), booked by the PPM scheduler.

## Things that tripped us up
- Sites with two machines need one visit, not two; the scheduler groups by site.
- Bank holidays come from the gov.uk JSON, cached for a week.
""")

a("parts-reorder-rules", "Parts reorder rules (as agreed with the depot leads)", "2026-03-18", ["partshelf", "stock"], """
# Reorder rules

@V4b@ We reorder group head gaskets when a depot drops below 25.
Shower screens: reorder at 30 per depot, same as before.
Portafilter baskets are ordered by hand, no automatic reorder.
""")

a("loan-machine-process", "Loan machine process", "2026-02-09", ["loans", "process"], """
# Loan machine process

## Issuing
@NS1a@ Never hand over a loan machine without a signed loan agreement.
@A7a@ Customers without a contract pay a £250 deposit on a loan machine.
@V6b@ Loan machines go out for up to 28 days free of charge while the customer's own machine is in the workshop.

## Returning
- The engineer checks the loaner for damage and logs it in loanerboard.
- Deposit refunds go through the next Friday payment run.
""")

a("backup-restore-drill", "Backup restore drill, May", "2026-05-21", ["infra", "backups"], """
# Restore drill

Restored contractly into a scratch database in 38 minutes.

@V8b@ Database backups are retained for 14 days in the Backblaze
B2 bucket `sw-backups`; a lifecycle rule deletes anything older.

Next drill: jobsheet, in November.
""")

a("water-filter-schedule", "Water filter schedule", "2026-03-03", ["ppm", "filters"], """
# Water filter changes

| Cartridge | Change interval | Contracts |
|---|---|---|
@V9a@ | BWT Bestmax M | every 6 months | Standard and Premium |
| BWT Bestmax Premium XL | every 12 months | Premium only |

Engineers record the litre reading on the head when they swap a cartridge.
""")

a("contractly-dev-setup", "contractly local setup", "2026-01-20", ["contractly", "dev"], """
# contractly dev setup

@V10b@ contractly runs on Ruby 3.2 — `.ruby-version` pins `3.2.4`, install that with rbenv.

```
rbenv install 3.2.4
bundle install
bin/rails db:setup
```

Seeds create two fake customers, one per tier.
""")

a("contractly-renewals", "contractly renewals", "2026-06-15", ["contractly", "renewals"], """
# Renewals

@R2b@ contractly's renewal reminders run as GoodJob jobs backed by Postgres;
there is no Redis anywhere in contractly.

@D7b@ Renewal reminders are emailed to the billing contact on the contract.
Cancelled contracts are kept read-only for six years for the accountants.
""")

a("partshelf-ci", "partshelf CI", "2026-04-28", ["partshelf", "ci"], """
# partshelf CI

@R4b@ partshelf's CI runs on Buildkite, with the agent on the Manchester depot NUC.
Integration tests need the scanner fixtures from `tests/fixtures/barcodes`.
""")

a("loanerboard-deploy", "loanerboard deploys", "2026-07-08", ["loanerboard", "hosting"], """
# Deploying loanerboard

@R6b@ loanerboard runs on Render: one web service plus a cron job for the overdue reminders.
Deploys happen on push to main; migrations run in the pre-deploy command.
""")

a("oncall-paging", "How on-call paging works", "2026-08-11", ["callout", "oncall"], """
# On-call paging

@R9b@ Out-of-hours pages go out through the Vonage SMS API, account `steamwand-oncall`.
The page text carries the site postcode and the machine make, never the customer's name.
""")

a("jobsheet-release-process", "jobsheet release process", "2026-02-26", ["jobsheet", "release"], """
# Release process

@N1b@ jobsheet releases go out every Friday at 16:00, straight after the weekly review.
Tag as `vYYYY.MM.DD`; the changelog is pulled from the merged PR titles.
""")

a("contractly-changelog", "contractly changelog", "2026-03-27", ["contractly", "git"], """
# Changelog generation

@N2b@ Don't squash contractly PRs — the changelog is generated from the individual commit messages.
The generator skips commits starting with `chore:`.
""")

a("lone-working-policy", "Lone working policy (callouts)", "2026-10-05", ["callout", "safety"], """
# Lone working

@N5b@ No engineer attends an out-of-hours callout alone after 22:00;
we send two or it waits until the morning.

Engineers check in by text on arrival and on leaving site.
""")

a("standard-contract-scope", "What the Standard contract covers", "2026-09-22", ["contracts", "faq"], """
# Standard contract scope

Questions the depot phones get most.

@N7b@ Descaling is not included in Standard contracts; it's quoted and billed as an extra.
- Labour on callouts is included.
- Parts are charged at list price less 10%.
""")

a("gdpr-review-2026", "GDPR review 2026", "2026-06-30", ["privacy", "vanapp"], """
# GDPR review

Findings and what we changed.

@N9b@ Engineers don't see customer phone numbers in vanapp; calls go through the depot.
- Job photos must not show people; engineers retake them if someone is in shot.
- Retention for closed jobs: 6 years.
""")

a("aws-migration", "Move to AWS", "2026-06-24", ["infra", "aws"], """
# AWS migration

@S1b@ We migrated jobsheet, contractly and partshelf off Hetzner to AWS (eu-west-2,
ECS Fargate) in June.

- RDS for the Postgres databases, same hostnames via internal DNS.
- Cut-over took a Sunday morning; about 40 minutes of downtime.
""")

a("vanapp-distribution", "vanapp distribution", "2026-05-19", ["vanapp", "release"], """
# Getting vanapp onto tablets

@S6b@ vanapp moved to managed Google Play as a private app in May; the APK share on the NUC is shut down.
Tablets update overnight when they're on charge.
""")

a("sso-entra-switch", "SSO switch", "2026-09-14", ["infra", "auth"], """
# SSO

@S7b@ Staff SSO switched from Google Workspace to Microsoft Entra ID in September, for every internal app.
Engineers' tablet accounts were moved the same week.
""")

a("secrets-doppler", "Secrets in Doppler", "2026-08-20", ["infra", "secrets"], """
# Secrets

@S9b@ Bitwarden is deprecated for app secrets — everything moved to Doppler in August.
Personal passwords can stay wherever people like.
""")

a("van-stock-kit", "Van stock kit", "2026-01-14", ["stock", "vans"], """
# Van stock kit

@F3a@ Every van carries a standard stock kit.
Engineers top up from the depot shelves on Monday mornings.
""")

a("loan-qr-tags", "Loan machine QR tags", "2026-03-09", ["loans", "loanerboard"], """
# QR tags

@F4b@ Loan machine QR tags encode `LN-` plus the four-digit asset number and open that machine's page in loanerboard.
Tags are printed on the Brother label printer in Manchester.
""")

a("partshelf-typing", "partshelf typing", "2026-05-06", ["partshelf", "python"], """
# Typing in partshelf

@F6b@ partshelf: mypy runs in strict mode on `partshelf/core` and in the default mode everywhere else.
`# type: ignore` needs a comment saying why.
""")

a("renewal-reminder-timing", "Renewal reminder timing", "2026-07-16", ["contractly", "renewals"], """
# When reminders go out

@F8b@ Renewal reminders go out 60, 30 and 7 days before the contract end date.
A reminder is skipped if the customer has already confirmed.
""")

a("webhooks", "Webhooks between our apps", "2026-04-14", ["jobsheet", "contractly", "integration"], """
# Webhooks

@O2b@ jobsheet's visit-completed webhook to contractly retries 3 times and then lands in the dead-letter table.
Payloads are signed with HMAC-SHA256; the secret is per app.
""")

a("website-notes", "Public website", "2026-02-03", ["website"], """
# Website

@O5a@ The public website steamwand.co.uk is hosted on Netlify and deploys from the `site` repo.
Booking enquiries from the site go to the shared mailbox, not into jobsheet.
""")

a("paper-jobsheets-retired", "Paper job sheets retired", "2026-03-02", ["vanapp", "history"], """
# Paper job sheets

@D3a@ In January engineers still filled in paper job sheets and the office typed them up.
The last paper pad was collected from the Liverpool vans at the end of February.
""")

a("vanapp-beta-notes", "vanapp beta notes", "2026-01-08", ["vanapp", "history"], """
# Notes from the beta

@D4a@ During the 2025 beta, vanapp only synced over the depot Wi-Fi.
Three engineers used it; the others stayed on paper.
""")

a("pricing-2026", "Pricing 2026", "2026-06-10", ["pricing", "callout"], """
# Prices after the June review

@A2b@ No-contract callouts cost £120 + VAT since the June review.
- Workshop bench rate: £65 an hour.
- Loan machine hire after the free period unchanged.
""")

a("trade-counter", "Trade counters", "2026-04-21", ["depots"], """
# Trade counters

| Depot | Hours | Days |
|---|---|---|
@A5b@ | Manchester | 08:00–17:30 | weekdays |
| Leeds | 07:30–16:00 | weekdays |

Liverpool has no counter; parts for collection go to Manchester.
""")

a("partshelf-dev-setup", "partshelf local setup", "2026-02-17", ["partshelf", "dev"], """
# partshelf dev setup

@A6a@ partshelf uses uv for Python dependencies (`uv sync` after every pull).

```
uv sync
uv run pytest -q
```
""")

a("booking-windows", "Booking windows", "2026-05-12", ["jobsheet", "booking"], """
# Booking windows

@A9b@ Visits are offered to customers in two-hour slots.
The dispatcher can override a slot for a breakdown at a Premium site.
""")

a("telemetry-alerts", "Telemetry alerts", "2026-10-19", ["telemetry", "alerts"], """
# Telemetry alerts

@NS2a@ Escalate telemetry alerts to the account manager, not to the on-call engineer.
Most alerts are a low-water or a blocked filter warning that can wait for the morning.
""")

a("contractly-deploy", "Deploying contractly", "2026-07-29", ["contractly", "deploy"], """
# contractly deploys

@NS3b@ contractly migrations are run by hand during the deploy.
Assets are precompiled in CI; the deploy only swaps the image.
""")

a("engineer-day", "An engineer's day", "2026-04-07", ["vanapp", "process"], """
# An engineer's day

- Run arrives on the tablet the evening before.
@NS4b@ Engineers close their own jobs in vanapp before leaving site.
- Van stock top-up on Monday mornings.
""")

a("terraform-workflow", "Terraform workflow", "2026-08-03", ["infra", "terraform"], """
# Terraform

@NS6b@ The agent runs `terraform plan` on every infra PR and posts the output as a comment.
State lives in an S3 bucket with DynamoDB locking.
""")

a("loan-delivery", "Getting loaners to customers", "2026-06-02", ["loans", "process"], """
# Loan delivery

@NS8b@ Loan machines are delivered by the engineer on the collection visit.
If the customer's machine is collected by courier, the loaner goes on the same courier.
""")

a("jobsheet-local-setup", "jobsheet local setup", "2026-01-13", ["jobsheet", "dev"], """
# jobsheet local setup

```
export DATABASE_URL=postgres://jobsheet@localhost:5432/jobsheet
python manage.py migrate
python manage.py loaddata depots
```

The fixtures only hold Manchester and Leeds; add the others by hand.
""")

a("eversys-error-codes", "Eversys error codes we see most", "2026-03-30", ["machines", "eversys"], """
# Eversys error codes

- E41: grinder blocked; usually a stone in the beans or a worn burr.
- E63: flow meter; check the water supply before ordering a meter.
- Steam boiler faults on the e'4 are almost always the level probe.
""")

a("grinder-burrs", "Grinder burr replacement", "2026-05-27", ["machines", "grinders"], """
# Burr replacement

- Mazzer Major burrs: replace every 600 kg of coffee.
- Mahlkönig EK43 burrs last much longer; check at every PPM and replace on wear, not weight.
- Log the kg counter in vanapp when you swap burrs.
""")

a("northern-bean-account", "Northern Bean account", "2026-04-16", ["customers", "contracts"], """
# Northern Bean

Our biggest customer: 14 cafés across Manchester and Leeds, all on Premium contracts.
- Contact for contract questions is their ops manager, not the café managers.
- They want engineer arrival texts switched off for the Deansgate site.
""")

a("depot-nuc", "Depot NUCs", "2026-02-12", ["infra", "depots"], """
# Depot NUCs

Each depot has an Intel NUC under the counter for label printing and barcode scanners.
- They are on the depot VLAN and reach the apps over the WireGuard tunnel.
- Reboot them from the remote hands sheet, not by asking the depot to pull the plug.
""")

a("agent-session-notes", "Agent session notes", "2026-11-04", ["agent"], """
# Notes for the agent

- Read the overview for an app before touching it.
- Ask Hannah before changing anything that changes what customers are charged.
- Depot codes: MAN, LDS, LPL, PRE.
""")

a("sla-clock-questions", "SLA clock questions", "2026-08-26", ["sla", "contracts"], """
# SLA clock

- Arrival is when the engineer taps "on site", not when the van parks.
- If the customer cancels after the engineer sets off, the callout still counts for the SLA report.
""")

a("machine-makes", "Machine makes we service", "2026-01-29", ["machines"], """
# Makes

- Traditional: La Marzocco, Rancilio, Sanremo, Gaggia commercial
- B2C: Eversys, Franke, Schaerer
- Grinders: Mazzer, Mahlkönig, Anfim
""")

a("loan-fleet-tracking", "Loan fleet tracking", "2026-01-06", ["loans"], """
# Loan fleet

@S3a@ Loan machines are tracked in the Loan Fleet Google Sheet, one tab per depot.
Each row has the asset number, where it is and the date it went out.
""")
