"""Free notes under auto/: (slug, title, created, tags, body). <<KEY>> lines are claims."""

AUTO = []

def A(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))

# ---- paired ----
A("booker-db-rebuild", "booker database host rebuild", "2026-09-08", ["booker", "postgres", "ops"], """
# booker DB host rebuild (FCS-2690)

The disk controller on the old host kept throwing ECC warnings, so the box was rebuilt from scratch
with Debian 12 and the data restored from the last base backup + WAL.

<<V1b>>
Update any local `~/.pgpass` entries; the k8s secret was updated in the same change.

Things that bit us:
- `pg_hba.conf` was restored from the old box and still had the 2024 office IP range
- the replica had to be re-seeded with `pg_basebackup`, ~40 min
""")

A("remindr-sms-outage-sept", "SMS outage, 3 September", "2026-09-04", ["remindr", "sms", "incident"], """
# SMS outage 2026-09-03

MessageBird had a partial outage from 07:10 to 09:45; about 3,100 reminders were delayed.

<<V2b>>
`failed` and moves it to the `dead` queue, so most messages went out late rather than not at all.
The ones that still failed were replayed with `remindr requeue --since 4h` at 10:15.

Follow-ups:
- status page subscription for the provider (done)
- alert on provider error rate, not just queue depth (FCS-2711)
""")

A("chartvault-dev-setup", "chartvault local dev setup", "2026-10-09", ["chartvault", "dev", "elixir"], """
# chartvault local setup

<<V3b>>
Install with `asdf install` in the repo; the versions are pinned in `.tool-versions`.

```
docker compose up -d db minio
mix deps.get && mix ecto.setup
iex -S mix phx.server
```

Seed data: `mix run priv/repo/seeds.exs` creates the "Demo Practice" tenant with 50 fake patients.
""")

A("k8s-node-pool-resize", "Node pool resize, October", "2026-10-16", ["k8s", "capacity", "booker"], """
# k8s-lds node pool resize

Moved from 8 smaller workers to 6 bigger ones (64 GB each) to cut the colo power bill.

<<V10b>>
The other services kept their pod counts; total requested CPU is about the same as before the resize.

Watch: p95 latency on `/api/v2/slots` after 09:00 Monday peaks; it stayed under 300 ms in the
first two weeks.
""")

A("pocketclinic-build-pipeline", "pocketclinic build pipeline", "2026-06-18", ["pocketclinic", "ci", "mobile"], """
# pocketclinic build pipeline

<<R2b>>
- iOS signing uses the App Store Connect API key stored in the CI secrets
- Android upload key is in the same place; the Play signing key is managed by Google
- Workflow `release` is triggered by a `v*` tag; `pr` runs lint + jest on every PR

Build time is about 18 min for both platforms together.
""")

A("frontdesk-dev-setup", "frontdesk dev setup", "2026-07-01", ["frontdesk", "dev"], """
# frontdesk dev setup

<<R4a>>
Then copy `.env.example` to `.env.local` and point `API_BASE_URL` at the staging booker.

- Storybook: `make storybook`
- Unit tests: `make test`
- If the calendar looks empty, the staging rota import probably has not run yet that morning
""")

A("git-workflow", "Git workflow in the platform repos", "2026-05-20", ["git", "process"], """
# Git workflow

Branch names: `<name>/FCS-1234-short-slug`. One PR per ticket where possible.

<<R6b>>
<<NS6b>>
Use `--force-with-lease` so you don't clobber a reviewer's fixup commit.

Reviews: one approval for normal changes, two for anything under `migrations/` or `deploy/prod/`.
""")

A("chartvault-attachments", "chartvault attachments storage", "2026-08-13", ["chartvault", "attachments", "security"], """
# chartvault attachments

Attachments (letters, scans, lab PDFs) are stored in MinIO bucket `chartvault-attachments`.

<<N3b>>
Per-tenant keys were discussed for the DSPT but Hannah accepted bucket-level encryption plus
access logging as sufficient for this year.

Thumbnails are generated on upload and stored next to the original with a `.thumb.webp` suffix.
""")

A("labsync-hl7-parser", "labsync HL7 parser dependency", "2026-06-23", ["labsync", "hl7", "rust"], """
# HL7 parser dependency

<<N4b>>
The OBX repetition bug was fixed upstream in 0.9.2 after Sunita's PR, so the local patch set is empty.

If a trust sends something the parser rejects, capture the message (redacted) as a test fixture in
`tests/fixtures/` first, then fix upstream.
""")

A("booker-test-speedup", "booker test suite speed-up", "2026-07-30", ["booker", "testing"], """
# booker test suite speed-up

The suite had crept up to 11 minutes locally.

<<N5b>>
The repository interface was split so the fake implements exactly the same contract.

Other changes: parallel JUnit execution (`junit.jupiter.execution.parallel.enabled=true`), and the
OpenAPI contract tests moved to a separate Gradle task.
""")

A("remindr-sms-templates", "remindr SMS templates", "2026-02-12", ["remindr", "sms", "templates"], """
# SMS templates

One template per practice type (GP, physio, dental pilot). 160 characters max, otherwise it becomes
two segments and costs double.

<<N8a>>
The date is rendered as "Tue 14 Apr" and the time in 24h format.

Practices can override the sign-off line ("Ashgrove Surgery") in their settings.
""")

A("labsync-runbook", "labsync runbook", "2026-03-09", ["labsync", "runbook", "ops"], """
# labsync runbook

## Nothing arriving from a lab
1. Check the MLLP connection count on the "labsync / throughput" dashboard
2. Ask the trust service desk whether their interface engine queue is growing

<<S2a>>
that cannot do MLLP yet (two community labs); files are moved to `processed/` after parsing.

## Unmatched results
They land in the practice's "unmatched results" worklist in frontdesk; the practice matches them by hand.
""")

A("booker-release-checklist", "booker release checklist", "2026-03-02", ["booker", "release"], """
# booker release checklist

<<S3a>>
2. Check the Flyway migration list in the PR; anything that rewrites `slots` needs Priya.
3. Bump the tag in `fennwick/deploy` (`apps/booker/prod/values.yaml`).
4. Argo CD sync `booker-prod`, watch the rollout and the error rate for 15 min.
5. Post the release note in `#releases`.
""")

A("runbooks-move", "Runbooks moved out of Confluence", "2026-10-01", ["docs", "runbooks", "oncall"], """
# Runbooks move

<<S9b>>
TechDocs at `backstage.fcs.internal/docs/default/component/runbooks`.

Each alert's `runbook_url` annotation was updated in the same PR (FCS-2744). Old Confluence links
still resolve but show a banner.
""")

A("chartvault-audit-log", "chartvault audit log details", "2026-04-22", ["chartvault", "audit", "ig"], """
# chartvault audit log

<<F1b>>
Reason codes: `DIRECT_CARE`, `ADMIN`, `BREAK_GLASS`, `PATIENT_REQUEST`.

Partitions older than 8 years are detached and archived, never deleted. The IG team queries it
through the `audit_reader` role.
""")

A("backup-restore-drill", "Quarterly restore drill, Q3", "2026-09-25", ["backups", "dspt", "chartvault"], """
# Restore drill Q3

<<F3b>>
Restore of the full chartvault database onto a scratch Postgres took 47 minutes; the target is 2 hours.

Found: the age private key was only on Priya's laptop and in 1Password; added the break-glass copy
to the safe in the office.
""")

A("labsync-acks", "labsync HL7 acknowledgements", "2026-05-06", ["labsync", "hl7"], """
# labsync ACKs

<<F5b>>
The trusts' interface engines resend after 60 s without an ACK, so a slow commit shows up as duplicates.

Duplicates are harmless: results are upserted on accession number + test code.
""")

A("remindr-dev-notes", "remindr dev notes", "2026-06-05", ["remindr", "dev"], """
# remindr dev notes

<<D9b>>
The scheduler computes send times when the booking event arrives and stores them on the job.

<<F6b>>

Local run: `docker compose up redis` then `uv run python -m remindr.worker --queue sms --dry-run`.
""")

A("pocketclinic-release-notes", "pocketclinic release process notes", "2026-10-28", ["pocketclinic", "release"], """
# pocketclinic releases

<<F9b>>
iOS uses phased release (7 days, Apple's schedule) and we pause it if the crash-free rate drops below 99.5%.

Release notes are written by Amara and checked by the content designer for UK spelling.
""")

A("analytics-dbt", "Analytics dbt project", "2026-04-09", ["analytics", "dbt"], """
# Analytics (dbt)

Gareth's dbt project builds the DNA-rate and utilisation models from the nightly replicas.

<<O3b>>
Models land in the `analytics` schema of the reporting database; Metabase reads from there.
""")

A("ashgrove-pilot-retro", "Ashgrove pilot retrospective", "2026-03-06", ["booker", "ashgrove", "history"], """
# Ashgrove pilot retro

<<D1a>>
It worked, but every deploy meant 30 s of downtime at the practice.

What went well: receptionists picked up the calendar in a day; the SMS reminders cut DNAs within weeks.
What didn't: the rota import, and the lack of a staging environment for the first month.
""")

A("chartvault-pg-upgrade", "chartvault Postgres upgrade", "2026-04-14", ["chartvault", "postgres", "upgrade"], """
# chartvault Postgres upgrade

<<D3a>>
The upgrade to 16 was done on a Sunday in April with `pg_upgrade --link`; downtime 12 minutes.

Post-upgrade: `vacuumdb --analyze-in-stages`, then re-enabled the Oban queues.
""")

A("frontdesk-deploys", "frontdesk deploy flow", "2026-08-03", ["frontdesk", "deploys", "argocd"], """
# frontdesk deploys

<<D4b>>
The static bundle is served by nginx in the `frontdesk` namespace; a deploy takes under two minutes.

Rollback: revert the image bump PR in `fennwick/deploy`; Argo syncs it back.
""")

A("pocketclinic-history", "pocketclinic history", "2026-05-12", ["pocketclinic", "history", "mobile"], """
# pocketclinic, how we got here

<<D5a>>
iOS arrived in February 2026 with the letters screen.

<<A10b>>
That keeps OTA updates simple; native modules we need (QR scanner, secure store) have Expo packages.
""")

A("inc-0188-staging-redis", "INC-0188 staging wrote to prod Redis", "2026-03-13", ["incident", "redis", "staging"], """
# INC-0188

<<D8a>>
A staging remindr worker with a stale config flushed DB 0 on the shared instance; prod reminder
jobs for two hours were lost and re-created from booker events.

Fix: staging got its own Redis and a NetworkPolicy that blocks staging -> prod traffic.
""")

A("architecture-overview", "Platform architecture overview", "2026-01-19", ["architecture", "overview"], """
# Platform architecture (short)

Receptionists use frontdesk, patients use pocketclinic; both call booker for anything about
appointments.

<<A2b>>

remindr listens to booker's events and sends reminders. labsync brings results in from the trusts.
<<A8b>>
It is only used by the physio clinics.

See the service cards (`reference_*.md`) for endpoints and owners.
""")

A("booker-api-notes", "booker API conventions", "2026-02-05", ["booker", "api"], """
# booker API conventions

- Resource names are plural, ids are UUIDv7
<<A7b>>
- Errors follow RFC 9457 problem+json
- Pagination: `?cursor=` + `Link` header

Breaking changes need a new path version and a deprecation date agreed with the mobile team.
""")

# ---- unpaired ----
A("inc-0097-double-bookings", "INC-0097 double bookings", "2026-02-20", ["incident", "booker"], """
# INC-0097 double bookings

Two days of double bookings at three practices: the exclusion constraint migration had been
skipped in prod, and nothing noticed until receptionists saw two patients in one slot.

Impact: 23 patients with clashing appointments, all rebooked by phone.

Actions: constraint applied to prod; the release checklist now lists pending Flyway migrations.
""")

A("inc-0371-lost-results", "INC-0371 lost lab results", "2026-05-15", ["incident", "labsync"], """
# INC-0371 lost lab results

A labsync restart at 07:04 interrupted the haematology batch from Leeds; 140 results were never
acknowledged and not resent by the analyser.

The lab re-released them by hand at 11:00. Patient impact: delayed results, no clinical harm reported.
""")

A("meeting-2026-04-platform-sync", "Platform sync 2026-04-16", "2026-04-16", ["meeting"], """
# Platform sync, 16 April

- Colo power costs up 18%; Priya to get cloud quotes
- Tom wants a frontdesk staging per PR; agreed to try it with Argo ApplicationSets
- Sunita: Bradford lab onboarding slips to June
- Next sync in two weeks
""")

A("meeting-2026-07-retro", "Summer retro notes", "2026-07-24", ["meeting", "retro"], """
# Summer retro

Went well: QR check-in launch, no SEV1 in June.
Didn't: paging noise, flaky e2e tests, too many "quick questions" in DMs.
Try: an office-hours slot on Wednesday afternoons for questions.
""")

A("colo-vs-cloud", "Colo vs cloud cost notes", "2026-05-02", ["costs", "infra"], """
# Colo vs cloud

Rough numbers for the current footprint:
- colo: rack, power, bandwidth, hardware amortisation
- cloud: compute + managed Postgres + egress for the trusts

The gap is mostly managed Postgres. Decision postponed to autumn.
""")

A("gp-connect-reading", "GP Connect reading list", "2026-05-27", ["fhir", "gp-connect"], """
# GP Connect reading

- GP Connect Appointment Management spec (read the "Search for free slots" and "Book" sections)
- Spine Secure Proxy: how requests are routed and audited
- The assurance process: SCAL document, then witness testing

Priya's note: start with the SCAL early, it takes longest.
""")

A("hiring-platform-2026", "Platform hiring 2026", "2026-06-26", ["team", "hiring"], """
# Hiring

Two junior roles approved in May. Interview loop: take-home (small Go or Python service), pairing
session, values chat with Hannah. Offers accepted by Maya and Kwame, both starting in September.
""")

A("reception-qr-scanners", "Reception QR scanners", "2026-09-30", ["frontdesk", "checkin", "hardware"], """
# Reception QR scanners

Practices use a USB QR scanner (Zebra DS2208) on the reception PC for QR check-in. The scanner types
the token as keyboard input into frontdesk's check-in field; no driver needed. Spares are kept in Leeds.
""")

A("dental-pilot", "Dental practice pilot idea", "2026-08-21", ["product", "dental"], """
# Dental pilot (idea)

A dental group in Harrogate asked whether booker could handle chair-based slots. Rota model would need
"resource" slots instead of clinician slots. Not started; product wants a discovery sprint in Q1 2027.
""")

A("talos-upgrade-plan", "Talos upgrade plan", "2026-11-12", ["k8s", "talos", "upgrade"], """
# Talos upgrade plan

One node per evening after 19:00, drain first, check Longhorn volumes are healthy before the next node.
Rollback: boot the previous Talos image from the A/B partition.
""")

A("nhs-number-validation", "NHS number validation notes", "2026-03-27", ["nhs-number", "validation"], """
# NHS number validation

Modulus 11 check digit. Numbers starting with 999 are test numbers and must never appear in prod data.
frontdesk and booker both validate; labsync only validates format, because the lab is the source.
""")

A("incident-template", "Incident write-up template", "2026-01-30", ["incidents", "process"], """
# Incident write-up

1. Patient impact (who, how many, how long)
2. Timeline (UTC)
3. What went wrong, what went right
4. Actions with owners and tickets
""")

A("pen-test-2026", "Pen test 2026 summary", "2026-11-05", ["security", "pen-test"], """
# Pen test 2026

External pen test of frontdesk, booker public endpoints and pocketclinic API. Two mediums (missing
rate limit on password reset, verbose error on `/public/slots` with a bad date), no highs. Both fixed.
""")

A("office-hours", "Wednesday office hours", "2026-08-06", ["team", "process"], """
# Office hours

Wednesday 14:00-15:00 in the platform room and on Meet. Bring questions about CI, k8s, Argo, on-call.
Notes go into this folder if something comes up twice.
""")

A("trust-onboarding-checklist", "Trust lab onboarding checklist", "2026-06-12", ["labsync", "onboarding"], """
# New trust lab onboarding

1. HSCN connectivity confirmed by the trust network team
2. Interface spec exchanged (message types, test codes, facility ids)
3. Test messages in staging, signed off by the lab's interface analyst
4. Go-live on a Tuesday, with Sunita watching the first batch
""")

A("practice-onboarding", "Onboarding a new GP practice", "2026-07-07", ["customers", "onboarding"], """
# Onboarding a GP practice

- Create the tenant in the admin console, then the practice's users
- Import the rota spreadsheet (dry-run first)
- Send the reception training video and book a 30 min call
- Turn on reminders only after the first week of bookings looks right
""")

A("flaky-tests-log", "Flaky tests log", "2026-09-18", ["testing", "flaky"], """
# Flaky tests

- frontdesk `calendar drag across midnight`: timezone of the CI runner; fixed by pinning TZ in the test
- booker `RotaImportTest.bankHoliday`: depended on the real calendar year; now uses a fixed clock
- remindr `test_quiet_hours_boundary`: off-by-one at exactly 21:00; fixed
""")
