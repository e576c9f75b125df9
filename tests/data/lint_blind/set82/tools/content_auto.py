# free notes: slug -> (title, created, tags, body). {{ID}} marks claim lines.
AUTO = {}

AUTO["signalhub-runbook"] = ("signalhub runbook notes", "2026-04-14", ["signalhub", "runbook", "postgres"], """## Database
{{V4x}}signalhub's database is PostgreSQL 15 on `pg-signal.bw.internal`; don't use 16-only SQL features in its migrations.
Partitions are created a month ahead by a cron job; if it fails, inserts start failing at midnight on the 1st.

## PRs
{{N1y}}signalhub PRs are always squash-merged into one commit with the ticket number in the title.

## Local
```
# dev defaults, not production values
export DC09_LISTEN=127.0.0.1:5001
export PG_DSN=postgresql://signalhub@localhost:5432/signalhub_dev
```
""")

AUTO["dispatchdesk-notes"] = ("dispatchdesk working notes", "2026-05-12", ["dispatchdesk", "database", "ingest"], """## Database
{{V2y}}dispatchdesk's production database is `postgresql://dispatch@pg-core.bw.internal:5432/dispatchdesk`, on the same cluster as keyholder.
Local dev uses docker compose; `make db` brings up Postgres and Redis.

## Ingest
{{R8y}}dispatchdesk consumes signalhub events from RabbitMQ (queue `alarms.exe`, one per ARC).
A dead consumer shows as a flat line on the "signals per minute" panel.

## Tests
{{F9y}}For dispatchdesk, "run the tests" means `pytest -n auto -m "not slow"`; the slow suite only runs in CI.
""")

AUTO["code-review"] = ("code review habits", "2026-06-15", ["review", "git"], """## Merging
{{R5y}}dispatchdesk PRs are merged with a merge commit so every review thread stays attached to one commit.

## Size
{{A9y}}Marta's rule of thumb: if a PR goes past ~400 lines of diff, break it up before asking for review.

## Migrations
{{NS8y}}While a PR is still open, Claude can rewrite its own migration files as often as needed.
Reviewers look at the generated SQL (`sqlmigrate`) rather than the Python.
""")

AUTO["guardtrack-battery"] = ("guardtrack battery drain", "2026-10-06", ["guardtrack", "battery", "gps"], """Night-shift guards keep reporting flat phones.

{{V7x}}While a guard is on a call-out the guardtrack app sends a GPS fix every 30 seconds,
which is why the XCover batteries are dead by 4am on busy nights.

Ideas: batch fixes, use the fused provider's balanced mode between fixes, charge in the van.
""")

AUTO["guardtrack-patrols"] = ("guardtrack patrol checkpoints", "2026-03-17", ["guardtrack", "patrols", "nfc"], """{{F6y}}Patrol checkpoints are NTAG215 stickers; a scan records tag id, guard id and timestamp.
Stickers go inside the site, near the alarm panel where possible.
Supervisors can add checkpoints from guardtrack-admin.
""")

AUTO["guardtrack-history"] = ("guardtrack: how we got here", "2026-07-01", ["guardtrack", "history", "hosting"], """{{D3x}}During the spring 2026 beta, guardtrack's backend ran on Render's free tier.
It slept after 15 idle minutes and the first call-out of the night took 40 s to load.
The beta had 6 guards; all 22 guards have been on it since June.
""")

AUTO["ledgerline-dev-setup"] = ("ledgerline dev setup", "2026-08-18", ["ledgerline", "setup"], """## Install
{{R2y}}ledgerline installs with Yarn (berry); CI runs `yarn install --immutable`
and fails if the lockfile would change.

## Git
{{D6y}}ledgerline PRs are rebase-merged now, one commit per logical change.

## Env
Copy `.env.example` to `.env`; ask Owen for the Xero sandbox credentials.
""")

AUTO["portal-build"] = ("portal build notes", "2026-09-08", ["portal", "build", "node"], """{{O8y}}The portal builds on Node 20; the version is pinned in `.nvmrc`.
Preview builds are created for every PR branch.
Images in `public/` go through the image optimiser at build time; don't commit originals over 2 MB.
""")

AUTO["portal-faq"] = ("portal: support FAQ", "2026-09-30", ["portal", "support", "keyholders"], """## Keyholders
{{N8y}}Customers edit their own keyholder list in the portal and keyholder picks the change up within a minute.

## Passwords
Password resets are self-service from the sign-in page.

## Reports
Monthly event summaries are emailed to the billing contact on the 3rd.
""")

AUTO["guardtrack-admin"] = ("guardtrack-admin dashboard", "2026-05-25", ["guardtrack", "frontend"], """{{O4y}}guardtrack-admin (the React supervisor dashboard) is built with Yarn classic, `yarn install --frozen-lockfile`.
It talks to the guardtrack backend only; no direct database access.
Deployed as static files from the guardtrack backend image.
""")

AUTO["video-verification-notes"] = ("video verification: operator view", "2026-08-25", ["video", "dispatchdesk"], """{{V10x}}Video verification pulls a 20-second pre-alarm clip from the site NVR so the operator sees what tripped the detector.
Clips are stored with the case for the case retention period.
If the NVR does not answer within 5 seconds the operator gets a "no video" badge and handles the alarm normally.
""")

AUTO["false-alarm-reduction"] = ("false alarm reduction ideas", "2026-06-23", ["signalhub", "fire", "false-alarms"], """Brainstorm with Glen on cutting the false alarm load.

{{N4y}}signalhub auto-cancels a fire signal when the restore arrives within 20 seconds,
so detector blips never reach the operator queue.

- Intruder: sequential confirmation already filters single-detector activations
- Worst offenders list goes to installer partners monthly
""")

AUTO["keyholder-audit"] = ("keyholder audit log", "2026-07-14", ["keyholder", "audit"], """{{N5y}}keyholder's audit log records the dialled number for every cascade step so disputes can be settled.
Audit rows are append-only; corrections are new rows that reference the original.
""")

AUTO["docker-images"] = ("container images", "2026-09-15", ["docker", "ci"], """{{N9y}}Every Dockerfile pins its base image by sha256 digest (`FROM golang:1.23@sha256:...`).
Images are built in CI and pushed to the GitLab registry.
Distroless for the Go services, `python:3.12-slim` for the Django ones.
""")

AUTO["support-playbook"] = ("support desk playbook", "2026-04-07", ["support", "portal"], """## Contact details
{{S3x}}Customers update site contact details themselves in portal-legacy under My Sites.

## Billing questions
Billing questions go to the installer partner first if the contract is theirs.

## Complaints
Complaints about an alarm response are logged against the case in dispatchdesk.
""")

AUTO["receiver-estate"] = ("receiver estate", "2026-07-06", ["receivers", "truro", "escalation"], """## Truro
{{S5y}}The Sur-Gard System 5 at Truro was shut down in June; Truro no longer has a PSTN receiver of its own.

## Faults
{{NS2x}}Receiver faults go to the #signalhub channel, not to the duty operator.
The operator console shows a banner while a receiver is degraded.
""")

AUTO["keyholder-upgrade"] = ("keyholder upgrade log", "2026-06-29", ["keyholder", "ruby"], """{{S7y}}Upgraded keyholder from Ruby 3.2 to 3.3 in June 2026 (and Rails 7.1 to 7.2 alongside).
Sidekiq 7 came with it; the cron syntax for the nightly export changed.
""")

AUTO["finance-month-end"] = ("finance month-end", "2026-05-04", ["ledgerline", "finance"], """{{S8y}}The Sage 50 export in ledgerline is deprecated: Xero became the ledger at the April 2026 year-end
and nobody imports the CSV any more.

Month-end checklist: review drafts in Xero, chase partners with unpaid statements, close the period.
""")

AUTO["keyholder-cascade"] = ("how the keyholder cascade works", "2026-02-16", ["keyholder", "cascade"], """{{F2x}}keyholder calls a site's keyholders one at a time, in order, until someone
accepts the call-out.

A keyholder who accepts gets an SMS with the site address and the alarm details.
If nobody accepts, the operator decides whether to send a guard.
""")

AUTO["data-residency"] = ("data residency", "2026-02-20", ["data-residency", "infra"], """{{F4y}}Alarm event storage lives in the Exeter and Truro racks; only encrypted backups leave the building.
Keyholder lists and call recordings are held the same way.
Vendors that process personal data are listed in the DPA register.
""")

AUTO["keyholder-sms"] = ("keyholder SMS", "2026-09-10", ["keyholder", "sms"], """{{O2y}}keyholder retries a failed SMS up to 2 times before marking the keyholder unreachable.
Delivery receipts are stored for 30 days.
""")

AUTO["oncall-history"] = ("on-call history", "2026-08-10", ["oncall", "history"], """{{D10x}}For the first half of 2026 the on-call rota was weekly, swapping on Fridays.
Marta changed it after two people burnt out in May.
""")

AUTO["billing-basics"] = ("billing basics for new starters", "2026-03-09", ["ledgerline", "billing"], """{{A2y}}Monitoring fees are billed in pounds sterling, plus 20% VAT.
{{N7y}}ledgerline emails each invoice PDF straight to the end customer's billing contact.
Installers can have their own price lists; ledgerline stores them per contract.
""")

AUTO["environments"] = ("environments", "2026-01-26", ["infra", "staging"], """{{A6y}}Staging hostnames are `<app>.staging.beaconwatch.co.uk`; they share the prod k3s clusters in their own namespaces.
Production hostnames drop the `staging.` part.
Feature branches don't get their own environment, except portal previews.
""")

AUTO["test-signals"] = ("generating test signals", "2026-03-23", ["testing", "signalhub"], """{{A10y}}Use the test block (accounts 9900-9999) for any fake signal; dispatchdesk sends that block to the training console, not the live queue.
`tools/fake-dc09` can send a burst of signals to staging.
""")

AUTO["police-response"] = ("police response rules", "2026-05-18", ["police", "intruder"], """{{NS6y}}Operators call the police for confirmed intruder alarms (sequential confirmation), quoting the site's URN.
PA alarms go straight to the police without confirmation.
Sites without a URN get a keyholder or guard response only.
""")

AUTO["release-calendar"] = ("release calendar", "2026-10-19", ["releases", "dispatchdesk"], """{{N2y}}dispatchdesk releases go out on Fridays at 10:00, straight after the weekly change meeting.
keyholder and ledgerline release whenever main is green.
guardtrack ships to the Play Store internal track first, then production after a week.
""")

# ---- filler notes (no labelled claims)
AUTO["shift-handover"] = ("shift handover checklist", "2026-02-05", ["arc", "shifts"], """Handover happens at 07:00 and 19:00 on both floors.
Outgoing shift lead lists open cases, degraded receivers and sites on test.
Don't schedule anything that needs operators during the 15 minutes around handover.
""")

AUTO["installer-onboarding"] = ("installer partner onboarding", "2026-04-24", ["ledgerline", "partners"], """New installer partners sign the partner agreement and get a portal installer account.
Their sites are created in ledgerline first, then in keyholder, then signalhub accounts are issued.
Partners get their portal installer account the same day the agreement is signed.
""")

AUTO["dc09-accounts"] = ("DC-09 account numbering", "2026-03-02", ["signalhub", "dc09"], """DC-09 account ids are 6 hex digits.
Contact ID accounts are 4 digits and stay valid until the site is migrated.
Receiver number and line number are part of the key in signalhub.
""")

AUTO["loki-queries"] = ("useful Loki queries", "2026-06-09", ["observability", "loki"], """```
{app="signalhub"} |= "path-fail"
{app="dispatchdesk"} |= "case_closed" | json | result="false"
{app="keyholder"} |= "cascade" | json | step > 2
```
Use site ids in queries; addresses and phone numbers are not logged.
""")

AUTO["grafana-dashboards"] = ("Grafana dashboards", "2026-07-27", ["observability", "grafana"], """- "ARC live": signals per minute, queue depth, oldest unacknowledged alarm, per ARC
- "Receivers": bridge status and line faults
- "Call-outs": open guard call-outs and keyholder cascades
The ARC live dashboard is on the big screen at both floors.
""")

AUTO["meeting-2026-10-05"] = ("systems meeting 2026-10-05", "2026-10-05", ["meeting"], """Present: Marta, Owen, Aisha, Glen.
- Audit evidence: Owen to finish the report query by the 20th
- Guard battery complaints: Aisha to measure drain on two phones over a week
- Truro runbook: Marta redrafting after the September drill
""")

AUTO["meeting-2026-11-16"] = ("systems meeting 2026-11-16", "2026-11-16", ["meeting"], """Present: Marta, Owen, Glen.
- Audit dry run went fine; two case logs had missing police URNs
- DC-09 migration: installers want a bulk account import in the portal
- Christmas change freeze from 18 December to 4 January
""")

AUTO["renovate"] = ("Renovate setup", "2026-02-27", ["dependencies", "renovate"], """Renovate runs on Monday mornings and groups updates per repo.
Major bumps get their own PR and a label `major`.
signalhub is excluded from automerge; the other repos automerge patch updates once CI is green.
""")

AUTO["glossary-operators"] = ("what operators call things", "2026-01-19", ["arc", "glossary"], """"Activation" = any alarm signal; "a genuine" = confirmed real event; "a false" = false alarm.
"Going to paper" = working from the receiver printout when the console is down.
"Restore" = the panel reporting the zone back to normal.
""")

AUTO["sms-templates"] = ("SMS wording", "2026-05-29", ["keyholder", "sms"], """Keep call-out SMS under 160 characters: site name, alarm type, time, and "reply 1 to attend".
No site addresses in the first SMS; the address goes only to the keyholder who accepts.
""")

AUTO["portal-roles"] = ("portal roles", "2026-08-31", ["portal", "auth"], """Roles: end customer, installer admin, installer engineer, Beacon Watch support.
Installer engineers can put a site on test from the portal for up to 4 hours.
Support can impersonate a customer view, read-only.
""")

AUTO["ci-notes"] = ("CI notes", "2026-10-26", ["ci", "signalhub", "dispatchdesk"], """## Pipelines
{{R3y}}signalhub and dispatchdesk build on Buildkite, with agents in the Exeter rack;
the pipeline files live in `.buildkite/`.

## Caches
Go module and pip caches are kept on the agents between builds; clear them if a build behaves oddly.
""")

AUTO["postgres-maintenance"] = ("Postgres maintenance", "2026-08-24", ["postgres", "infra"], """Minor upgrades are rolled one cluster at a time, never during a shift handover.
`pg-ledger` took 15.8 in August without downtime.
Autovacuum settings are per cluster; the signal tables on `pg-signal` get the aggressive profile.
""")
