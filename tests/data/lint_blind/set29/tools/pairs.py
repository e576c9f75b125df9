# Pair definitions for set29 (Calderbrook Arts Trust).
# Each claim: (file_key, section, text). A text containing "\n" is hard-wrapped:
# the labelled claim is its first line.
# file_key: root file name, auto/<slug>.md, or R:<date>:<category>:<n> for remnic.

P = []
def p(cls, a, b, note):
    P.append((cls, a, b, note))

# ---------------- value_slot ----------------
p("value_slot",
  ("reference_ticketd.md", "Data", "- Postgres: `pg-box.cat.internal:5432`, database `ticketd`, role `ticketd_app`"),
  ("auto/ticketd-db-notes.md", None, "ticketd talks to its Postgres at `pg-box.cat.internal:5433`; the 5432 listener on that box\nis the retired 13.x cluster that still holds the 2024 archive."),
  "V1: ticketd Postgres endpoint port 5432 vs 5433")
p("value_slot",
  ("reference_seatmap.md", "Holds", "- Seat hold: 8 minutes from first click to checkout, then the seats go back on sale"),
  ("R:2026-04-09:fact:1", None, "Seats picked in the online seat map are held for 15 minutes before seatmap releases them back to general sale."),
  "V2: seatmap hold duration 8 vs 15 minutes")
p("value_slot",
  ("project_tourbook.md", "Stack", "- Django 4.2 LTS, Python 3.11, Celery beat for the nightly jobs"),
  ("auto/tourbook-dependency-audit.md", None, "tourbook is on Django 5.1 (checked `pip freeze` on the app server); the 4.x pin in the old README is gone."),
  "V3: tourbook Django version 4.2 vs 5.1")
p("value_slot",
  ("reference_payments.md", "Jobs", "- Settlement export cron: `15 1 * * *` on `pay-worker` (Europe/London)"),
  ("R:2026-06-22:fact:1", None, "The nightly card settlement export to finance runs at 03:45 UK time on pay-worker."),
  "V4: nightly settlement export time 01:15 vs 03:45")
p("value_slot",
  ("project_youth_programme.md", "Sessions", "- Workshop groups are capped at 16 young people per session (ratio 1:8 with two leads)"),
  ("R:2026-03-02:decision:1", None, "Youth workshop sessions take a maximum of 24 participants each; youthreg closes sign-ups at that number."),
  "V5: youth workshop session cap 16 vs 24")
p("value_slot",
  ("reference_gatekeeper.md", "Offline mode", "- Offline manifest: the scanner caches up to 5,000 tickets per performance"),
  ("auto/gatekeeper-panto-load-test.md", None, "Each gatekeeper handset can cache 20,000 tickets for a performance when it loses Wi-Fi, so even the\nsold-out panto houses fit with room to spare."),
  "V6: gatekeeper offline ticket cache 5,000 vs 20,000")
p("value_slot",
  ("reference_patronhub.md", "API", "- Rate limit: 120 requests per minute per API key"),
  ("feedback_patronhub_sync.md", None, "patronhub's API allows 60 requests/minute per key, so the membership sync must batch lookups."),
  "V7: patronhub API rate limit 120 vs 60 per minute")
p("value_slot",
  ("R:2026-02-17:fact:1", None, "Nightly ticketd database dumps are kept for 35 days in the `cat-backups` bucket, then expire."),
  ("reference_infra.md", "Backups", "- ticketd dumps: retained 14 days (bucket lifecycle rule `expire-ticketd-14d`)"),
  "V8: ticketd dump retention 35 vs 14 days")
p("value_slot",
  ("project_foyer_screens.md", None, "The foyer screens poll the what's-on feed every 60 seconds, so a cancelled show disappears within a minute."),
  ("auto/foyer-screens-setup.md", None, "- poll interval for `/feed/whats-on`: 5 minutes (`POLL_SECONDS=300`)"),
  "V9: foyer screens feed poll interval 60 s vs 5 min")
p("value_slot",
  ("reference_seatmap.md", "Stack", "- Node 20 LTS (`.nvmrc` says `20`), TypeScript, Fastify API + Svelte plan editor"),
  ("R:2026-09-30:fact:1", None, "seatmap builds and runs on Node 22; the CI image is `node:22-bookworm-slim`."),
  "V10: seatmap Node version 20 vs 22")

# ---------------- role_slot ----------------
p("role_slot",
  ("reference_ticketd.md", "Jobs", "- Background jobs (e-ticket PDFs, reminder emails) go through RabbitMQ, queue `ticketd.jobs`"),
  ("auto/ticketd-worker-incident.md", None, "ticketd's job queue is Redis (RQ workers on `redis-box`); when Redis filled up, the PDF jobs\nstalled and e-tickets went out two hours late."),
  "R1: ticketd job queue RabbitMQ vs Redis/RQ")
p("role_slot",
  ("project_tourbook.md", "Delivery", "- CI: GitHub Actions (`.github/workflows/test.yml`), deploy job needs approval from Ruth"),
  ("R:2026-05-12:fact:1", None, "tourbook's CI runs on Woodpecker at ci.cat.internal; pipelines are defined in `.woodpecker.yml`."),
  "R2: tourbook CI GitHub Actions vs Woodpecker")
p("role_slot",
  ("reference_seatmap.md", "Hosting", "- Plan editor frontend is hosted on Netlify (site `cat-seatmap`), previews per PR"),
  ("auto/seatmap-release-checklist.md", None, "3. The frontend deploys to Cloudflare Pages (project `seatmap-editor`); check the preview URL first."),
  "R3: seatmap frontend hosting Netlify vs Cloudflare Pages")
p("role_slot",
  ("feedback_email_templates.md", None, "Box office transactional email (confirmations, e-tickets) is sent through Postmark, server `ticketd-prod`."),
  ("reference_ticketd.md", "Integrations", "- Transactional email: Amazon SES (eu-west-2), configuration set `boxoffice`"),
  "R4: box-office transactional email Postmark vs SES")
p("role_slot",
  ("project_youth_programme.md", "youthreg", "- youthreg (Rails 7.1) stores everything in Postgres 16 on `pg-youth`"),
  ("auto/youthreg-schema-notes.md", None, "youthreg keeps its data in MySQL 8 (InnoDB); remember `utf8mb4` when adding text columns."),
  "R5: youthreg database Postgres vs MySQL")
p("role_slot",
  ("feedback_seatmap_tooling.md", None, "Use pnpm in seatmap (`pnpm install`, `pnpm -r build`); the lockfile is `pnpm-lock.yaml`."),
  ("R:2026-07-08:preference:1", None, "seatmap uses yarn (berry) as its package manager; run `yarn install --immutable` in CI."),
  "R6: seatmap package manager pnpm vs yarn")
p("role_slot",
  ("R:2026-03-19:preference:1", None, "ticketd PRs are merged with rebase-merge so the history stays linear with every commit kept."),
  ("feedback_ticketd_git.md", None, "ticketd merges are squash-merges: one commit per PR, PR title as the commit message."),
  "R7: ticketd merge strategy rebase vs squash")
p("role_slot",
  ("reference_payments.md", "Gateway", "- Card payments: Stripe (account `acct_cat_live`), Payment Element in the checkout"),
  ("auto/payments-reconciliation.md", None, "All online card payments go through Adyen (merchant account `CalderbrookArtsECOM`); the\nbox office till terminals are on the same account."),
  "R8: card payment gateway Stripe vs Adyen")
p("role_slot",
  ("reference_gatekeeper.md", "Build", "- Crash reporting: Sentry, project `gatekeeper-android`"),
  ("R:2026-08-14:fact:1", None, "gatekeeper crash reports go to Firebase Crashlytics; check it first after a show-night scanner crash."),
  "R9: gatekeeper crash reporting Sentry vs Crashlytics")
p("role_slot",
  ("project_fundraising.md", None, "- Donor CRM of record: Beacon (`calderbrook.beaconcrm.org`)"),
  ("reference_patronhub.md", "Overview", "- patronhub pushes donor records into Salesforce NPSP, which is the donor CRM of record"),
  "R10: donor CRM Beacon vs Salesforce NPSP")

# ---------------- negation ----------------
p("negation",
  ("reference_ticketd.md", "Deploy", "- ticketd runs its Alembic migrations on startup (entrypoint calls `alembic upgrade head`)"),
  ("R:2026-05-27:decision:1", None, "ticketd does not run migrations on startup; `alembic upgrade head` is a separate Kubernetes Job before the rollout."),
  "N1: ticketd migrations on startup: does vs does not")
p("negation",
  ("auto/seatmap-perf.md", None, "seatmap caches seat plans in the browser's localStorage, keyed by plan id and revision, which\ncuts the Wren Hall plan load from 2 s to about 200 ms."),
  ("reference_seatmap.md", "Holds", "- The client does not cache seat plans; every page load fetches the plan fresh"),
  "N2: seatmap client-side plan caching: does vs does not")
p("negation",
  ("project_youth_programme.md", "Data protection", "- youthreg stores each participant's full date of birth (needed for age-band checks)"),
  ("feedback_youth_data.md", None, "youthreg does not store full dates of birth, only the age band; don't add a DOB column."),
  "N3: youthreg full DOB storage: stores vs does not")
p("negation",
  ("R:2026-06-03:fact:1", None, "Gift Aid declarations are synced from ticketd checkout into patronhub every night."),
  ("reference_patronhub.md", "Sync", "- Gift Aid declarations are not synced into patronhub; finance keeps them in the claims spreadsheet"),
  "N4: Gift Aid declarations synced to patronhub: are vs are not")
p("negation",
  ("feedback_tourbook_git.md", None, "Never squash tourbook PRs; Marcus bisects the contract-import bugs commit by commit."),
  ("project_tourbook.md", "Delivery", "- Merge: always squash-merge tourbook PRs"),
  "N5: tourbook squash merge: never vs always")
p("negation",
  ("R:2026-04-21:decision:1", None, "Decided to keep the youth programme waiting list in youthreg, with automatic offers when a place frees up."),
  ("auto/youth-waitlist-meeting.md", None, "Outcome: we decided not to keep the waiting list in youthreg; Priya runs it by hand from\nthe youth inbox and offers places by phone."),
  "N6: youth waiting list in youthreg: decided to vs decided not to")
p("negation",
  ("reference_gatekeeper.md", "Scanning", "- gatekeeper accepts screenshots of e-tickets (the QR is static per ticket)"),
  ("auto/door-policy-notes.md", None, "Front of house confirmed the scanners do not accept screenshots of e-tickets: the QR rotates\nevery 30 seconds in the wallet pass."),
  "N7: gatekeeper accepts e-ticket screenshots: does vs does not")
p("negation",
  ("feedback_comps.md", None, "Comp tickets are always issued through ticketd as zero-price orders, so they show up in the house count."),
  ("R:2026-08-26:fact:1", None, "Complimentary tickets are never issued through ticketd; the house manager hands out paper comps from the comp book."),
  "N8: comp tickets issued through ticketd: always vs never")
p("negation",
  ("feedback_infra_repo.md", None, "You may push small fixes directly to `main` in `cat-infra`; Ruth reviews after the fact."),
  ("user_ruth.md", None, "- Doesn't want the agent pushing directly to `main` in `cat-infra`, ever; everything via PR."),
  "N9: agent direct push to main in cat-infra: may vs must not")
p("negation",
  ("R:2026-06-05:fact:1", None, "Wren Hall foyer screens show the running time of tonight's concert under the title."),
  ("project_foyer_screens.md", None, "The Wren Hall screens do not show running times (the orchestra's timings move too much)."),
  "N10: Wren Hall foyer screens show running time: do vs do not")

# ---------------- stale_vs_change ----------------
p("stale_vs_change",
  ("reference_ticketd.md", "Integrations", "- Booking reminder SMS: Twilio (messaging service `boxoffice-reminders`)"),
  ("R:2026-06-16:decision:1", None, "Box office reminder SMS migrated from Twilio to MessageBird in June; the Twilio number was released."),
  "S1: ticketd reminder SMS: Twilio (present) vs migrated to MessageBird")
p("stale_vs_change",
  ("auto/confluence-move.md", None, "Confluence went read-only on 1 August. Venue tech specs, rigging plots and the touring pack now\nlive in Outline (`wiki.cat.org.uk`)."),
  ("reference_venues.md", "Tech specs", "- Venue tech specs (rigging, power, dock sizes) live on Confluence in the `TECH` space"),
  "S2: venue tech specs on Confluence (present) vs Confluence read-only, moved")
p("stale_vs_change",
  ("R:2026-10-19:fact:1", None, "mon1 was shut down on 14 October; Prometheus metrics are now shipped to Grafana Cloud."),
  ("reference_infra.md", "Monitoring", "- Metrics: Prometheus on `mon1.cat.internal:9090`, dashboards in the local Grafana"),
  "S3: metrics on mon1 Prometheus (present) vs mon1 shut down")
p("stale_vs_change",
  ("auto/youthreg-forms.md", None, "We switched the youth sign-up forms from Typeform to youthreg's own form pages in May, mainly\nbecause of the guardian-consent wording."),
  ("project_youth_programme.md", "youthreg", "- Sign-up forms are Typeform; a webhook creates the youthreg participant"),
  "S4: youth sign-up forms Typeform (present) vs switched to in-house")
p("stale_vs_change",
  ("feedback_till_integration.md", None, "The box office tills call seatmap's `/api/v1/plans` endpoint to draw the plan at the counter."),
  ("R:2026-09-04:fact:1", None, "seatmap `/api/v1/plans` is deprecated since the September release; tills and ticketd use `/api/v2/plans`."),
  "S5: tills call seatmap v1 plans API (present) vs v1 deprecated")
p("stale_vs_change",
  ("auto/tourbook-sheets.md", None, "tourbook no longer exports the touring schedule to Google Sheets; the producers read the\nschedule straight from tourbook's read-only producer view."),
  ("project_tourbook.md", "Jobs", "- Nightly export of the touring schedule to the producers' Google Sheet (`export_schedule`)"),
  "S6: tourbook Sheets export (present) vs no longer")
p("stale_vs_change",
  ("project_fundraising.md", None, "- Online donations are taken through JustGiving (campaign pages per appeal)"),
  ("R:2026-07-29:decision:1", None, "Moved online donations off JustGiving to Enthuse at the end of July; JustGiving pages redirect."),
  "S7: donations via JustGiving (present) vs moved to Enthuse")
p("stale_vs_change",
  ("reference_gatekeeper.md", "Build", "- Test builds for the front-of-house handsets are distributed through App Center"),
  ("auto/gatekeeper-distribution.md", None, "App Center is retired for us: gatekeeper test builds now go out through Firebase App\nDistribution (group `front-of-house`)."),
  "S8: gatekeeper distribution App Center (present) vs retired")
p("stale_vs_change",
  ("R:2026-10-07:decision:1", None, "ticketd staff login switched from local passwords to Entra ID SSO; local accounts are disabled."),
  ("feedback_ticketd_accounts.md", None, "Box office staff sign in to ticketd with local username/password accounts created by Ruth."),
  "S9: ticketd staff login local passwords (present) vs switched to SSO")
p("stale_vs_change",
  ("project_marketing_email.md", None, "The monthly what's-on newsletter is built and sent in Mailchimp (audience `CAT Friends`)."),
  ("R:2026-11-10:fact:1", None, "We no longer use Mailchimp; the what's-on newsletter is sent from Dotdigital since November."),
  "S10: newsletter in Mailchimp (present) vs no longer")

# ---------------- refinement ----------------
p("refinement",
  ("R:2026-01-20:fact:1", None, "ticketd is the box office backend, a Python FastAPI service."),
  ("reference_ticketd.md", "Stack", "- FastAPI 0.115 under uvicorn, 4 workers per pod, Python 3.12"),
  "F1: ticketd FastAPI -> version/workers detail")
p("refinement",
  ("project_youth_programme.md", "Safeguarding", "- Every youth session needs a safeguarding-trained lead"),
  ("auto/youth-safeguarding-checks.md", None, "A session lead must hold a current Level 2 safeguarding certificate; youthreg checks the expiry\ndate on the lead's profile before the session can go live."),
  "F2: safeguarding-trained lead -> Level 2 certificate checked by youthreg")
p("refinement",
  ("feedback_backups.md", None, "The box office database must be backed up every night."),
  ("R:2026-02-17:fact:2", None, "ticketd's nightly backup is a `pg_dump -Fc` at 02:00 from the replica, uploaded to `cat-backups`."),
  "F3: nightly backup -> pg_dump detail")
p("refinement",
  ("R:2026-03-11:preference:1", None, "Access-scheme bookings include a free companion ticket."),
  ("reference_seatmap.md", "Rules", "- Companion tickets are free and must sit next to the access seat (`companion_adjacent` rule)"),
  "F4: free companion ticket -> adjacency rule")
p("refinement",
  ("auto/touring-coordinator-handover.md", None, "Touring dates are entered in tourbook."),
  ("project_tourbook.md", "Workflow", "- The touring coordinator enters each date as `pencilled`; it becomes `confirmed` when the contract is countersigned"),
  "F5: tour dates in tourbook -> pencilled/confirmed workflow")
p("refinement",
  ("feedback_pr_size.md", None, "Keep PRs small and focused."),
  ("feedback_seatmap_tooling.md", None, "seatmap PRs should stay under ~300 changed lines; split plan-editor refactors from behaviour changes."),
  "F6: small PRs -> seatmap 300-line guideline")
p("refinement",
  ("reference_infra.md", "Logging", "- All services log to Loki"),
  ("R:2026-05-05:fact:1", None, "ticketd writes JSON logs to stdout and promtail ships them to Loki with the label `app=ticketd`."),
  "F7: services log to Loki -> ticketd JSON/promtail detail")
p("refinement",
  ("reference_patronhub.md", "Memberships", "- Members get priority booking before general sale"),
  ("auto/membership-tiers.md", None, "Priority booking windows: Friends open 7 days before general sale, Patrons 14 days."),
  "F8: members priority booking -> per-tier windows")
p("refinement",
  ("R:2026-02-03:fact:1", None, "gatekeeper keeps scanning when the venue Wi-Fi drops."),
  ("reference_gatekeeper.md", "Offline mode", "- Offline scanning works for up to 4 hours from the manifest preloaded at doors-minus-60"),
  "F9: gatekeeper offline -> 4 h from preloaded manifest")
p("refinement",
  ("feedback_summaries.md", None, "Ruth prefers short end-of-session summaries."),
  ("user_ruth.md", None, "- End-of-session summary: 3-5 bullets, plain text, no code blocks, link the PRs"),
  "F10: short summaries -> 3-5 bullets format")

# ---------------- other_subject ----------------
p("other_subject",
  ("project_tourbook.md", "Stack", "- Database: `pg-tour.cat.internal:5432`, db `tourbook`"),
  ("reference_patronhub.md", "Overview", "- Database: `pg-patron.cat.internal:5434`, db `patronhub`"),
  "O1: database endpoints of tourbook vs patronhub")
p("other_subject",
  ("auto/gatekeeper-ci.md", None, "gatekeeper's CI is Bitrise (workflow `release-apk`), because GitHub-hosted runners had no\nway to sign with the handset MDM key."),
  ("reference_seatmap.md", "Hosting", "- CI: GitHub Actions, `ci.yml` runs lint, vitest and Playwright"),
  "O2: CI of gatekeeper (Bitrise) vs seatmap (GitHub Actions)")
p("other_subject",
  ("R:2026-06-22:fact:2", None, "Payment webhooks from the card gateway are retried up to 5 times by ticketd."),
  ("auto/sms-reminders.md", None, "SMS reminders that fail are retried up to 2 times, then dropped with a log line."),
  "O3: retry counts: payment webhooks 5 vs SMS reminders 2")
p("other_subject",
  ("reference_ticketd.md", "Stack", "- Request timeout: 30 s at the ingress (`proxy-read-timeout: 30`)"),
  ("R:2026-04-09:fact:2", None, "The seatmap API has a 10 s request timeout; anything slower is a plan-render bug."),
  "O4: request timeout ticketd 30 s vs seatmap 10 s")
p("other_subject",
  ("auto/youthreg-schema-notes.md", None, "Merge strategy for youthreg: rebase-merge, keep the migration commit separate."),
  ("reference_patronhub.md", "Repo", "- patronhub PRs are merged with a merge commit (no squash) because of the sync-mapping history"),
  "O5: merge strategy youthreg vs patronhub")
p("other_subject",
  ("R:2026-01-28:fact:1", None, "The Lyceum box office tills run Windows 11 with the ticketd till client."),
  ("reference_venues.md", "Box office", "- Wren Hall tills are Chromebooks (ChromeOS, kiosk mode) running the web till"),
  "O6: box office tills OS Lyceum vs Wren Hall")
p("other_subject",
  ("project_tourbook.md", "Stack", "- Django 4.2 LTS, Python 3.11, Celery beat for the nightly jobs"),
  ("reference_ticketd.md", "Stack", "- FastAPI 0.115 under uvicorn, 4 workers per pod, Python 3.12"),
  "O7: Python version tourbook 3.11 vs ticketd 3.12")
p("other_subject",
  ("auto/venue-capacities.md", None, "- Lyceum main house: 1,120 seats (stalls 540, dress circle 320, upper circle 260)"),
  ("reference_venues.md", "Venues", "- Wren Hall: 1,640 seats including the choir stalls"),
  "O8: capacity Lyceum vs Wren Hall")
p("other_subject",
  ("R:2026-09-10:fact:1", None, "The Lyceum get-in door (scene dock) is 2.4 m wide and 4.2 m high."),
  ("auto/touring-venue-specs.md", None, "Wren Hall loading dock door: 3.1 m wide, level access from the service yard."),
  "O9: get-in door width Lyceum vs Wren Hall")
p("other_subject",
  ("auto/foyer-screens-setup.md", None, "- player app: Node 18 on the Raspberry Pi 4s (Chromium kiosk)"),
  ("reference_patronhub.md", "Overview", "- The sync worker runs on Node 22"),
  "O10: Node version foyer screens player vs patronhub sync worker")

# ---------------- dated_history ----------------
p("dated_history",
  ("R:2026-01-14:fact:1", None, "During the 2025 panto season ticketd ran on a single VM (`box-vm1`) with no replicas."),
  ("reference_ticketd.md", "Deploy", "- Runs on the k3s cluster, 3 replicas, namespace `boxoffice`"),
  "D1: ticketd single VM during 2025 panto vs k3s now")
p("dated_history",
  ("auto/youth-bookings-history.md", None, "Until March 2026 the youth programme took bookings by email to youth@ and a shared inbox."),
  ("project_youth_programme.md", "youthreg", "- Youth bookings go through youthreg"),
  "D2: youth bookings by email until March vs youthreg now")
p("dated_history",
  ("project_tourbook.md", "Background", "In 2025 the tours were scheduled in a shared Excel workbook on the producers' drive."),
  ("R:2026-05-12:fact:2", None, "Tours are scheduled in tourbook."),
  "D3: 2025 tours in spreadsheet vs tourbook now")
p("dated_history",
  ("auto/wren-hall-refurb.md", None, "While Wren Hall was closed for the refurbishment (January to April 2026), the concert series\nmoved across to the Lyceum."),
  ("reference_venues.md", "Venues", "- Wren Hall hosts the orchestral season and the Sunday chamber series"),
  "D4: concerts at Lyceum during Wren Hall refurb vs Wren Hall hosts orchestral season")
p("dated_history",
  ("R:2026-08-14:fact:2", None, "Through the summer 2026 pilot gatekeeper only scanned QR codes."),
  ("reference_gatekeeper.md", "Scanning", "- Scans QR codes and NFC wallet passes (Apple/Google Wallet)"),
  "D5: QR only during summer pilot vs QR+NFC now")
p("dated_history",
  ("auto/edinburgh-run-settlement.md", None, "For the August 2026 Edinburgh run, tour settlements were done by hand in Xero by Hannah."),
  ("project_tourbook.md", "Jobs", "- Tour settlements are generated by tourbook (`build_settlement`) and emailed to the promoter"),
  "D6: Edinburgh run manual settlements vs tourbook generates now")
p("dated_history",
  ("auto/seatmap-perf.md", None, "Until the September release seatmap drew plans on a single `<canvas>`."),
  ("R:2026-09-30:fact:2", None, "seatmap renders seat plans as SVG, one `<g>` per block."),
  "D7: seatmap canvas until September vs SVG now")
p("dated_history",
  ("R:2026-01-14:fact:2", None, "During the January 2026 ticketing freeze the ushers worked from printed door lists."),
  ("auto/door-policy-notes.md", None, "Door lists come from the gatekeeper manifest on the handsets; nobody prints them."),
  "D8: printed door lists during Jan freeze vs manifest now")
p("dated_history",
  ("auto/oncall-rota.md", None, "Before June the on-call rota was a tab in the IT spreadsheet."),
  ("reference_infra.md", "On-call", "- On-call rota and paging: PagerDuty, schedule `CAT Show Nights`"),
  "D9: rota in spreadsheet before June vs PagerDuty now")
p("dated_history",
  ("R:2026-02-25:fact:1", None, "In 2025 the patronhub membership sync ran hourly."),
  ("reference_patronhub.md", "Sync", "- Membership sync runs every 10 minutes (`*/10 * * * *`)"),
  "D10: hourly sync in 2025 vs every 10 minutes now")

# ---------------- agreeing_duplicate ----------------
p("agreeing_duplicate",
  ("feedback_migrations.md", None, "ticketd schema migrations must be backward compatible: expand first, contract in a later release."),
  ("R:2026-05-27:decision:2", None, "Every ticketd migration has to work with the previous release still running (expand/contract, never drop in the same deploy)."),
  "A1: ticketd backward-compatible migrations")
p("agreeing_duplicate",
  ("R:2026-04-09:preference:1", None, "Never edit the Lyceum seat plan JSON by hand; use the seatmap plan editor."),
  ("feedback_seat_plans.md", None, "Seat plans are only changed through the plan editor. Hand edits to the plan files broke row lettering twice."),
  "A2: seat plans via editor only")
p("agreeing_duplicate",
  ("user_ruth.md", None, "Ruth Okafor is the Trust's digital manager and owns ticketd, seatmap and the website."),
  ("R:2026-01-09:fact:1", None, "The digital manager at Calderbrook Arts Trust is Ruth Okafor; box office and web systems are hers."),
  "A3: Ruth is digital manager")
p("agreeing_duplicate",
  ("feedback_show_night_freeze.md", None, "No deploys to box office systems between 17:00 and curtain down on performance days."),
  ("R:2026-03-19:decision:1", None, "Show-night change freeze: nothing box-office-facing is deployed from 5pm until the last show comes down."),
  "A4: show-night freeze")
p("agreeing_duplicate",
  ("project_tourbook.md", "Conventions", "- All datetimes are stored in UTC; convert to venue local time only in templates"),
  ("auto/tourbook-timezones.md", None, "tourbook keeps every timestamp in UTC and only localises when rendering (a tour to Dublin\nis still stored in UTC)."),
  "A5: tourbook UTC storage")
p("agreeing_duplicate",
  ("feedback_youth_data.md", None, "Photos of youth participants may only be published when the guardian consent flag is set in youthreg."),
  ("R:2026-04-21:preference:1", None, "Check youthreg's photo-consent flag before any youth programme photo goes on social or the website."),
  "A6: youth photo consent")
p("agreeing_duplicate",
  ("reference_seatmap.md", "Environments", "- Staging: `https://seatmap.staging.cat.internal`"),
  ("R:2026-06-11:fact:1", None, "seatmap's staging instance is at seatmap.staging.cat.internal; release candidates go there first."),
  "A7: seatmap staging host")
p("agreeing_duplicate",
  ("feedback_ticketd_git.md", None, "ticketd dependencies are managed with uv: `uv sync`, and commit `uv.lock` with any change."),
  ("R:2026-01-20:preference:1", None, "Use uv for ticketd's Python dependencies (not pip or poetry)."),
  "A8: ticketd uses uv")
p("agreeing_duplicate",
  ("reference_gatekeeper.md", "Build", "- minSdk 30 (Android 11); older handsets were replaced in the spring"),
  ("R:2026-04-28:fact:1", None, "gatekeeper needs Android 11 or newer (`minSdk = 30` in `app/build.gradle.kts`)."),
  "A9: gatekeeper minSdk 30")
p("agreeing_duplicate",
  ("auto/touring-coordinator-handover.md", None, "Get-in schedules and tech riders go to the receiving venues six weeks before the first performance."),
  ("R:2026-09-10:decision:1", None, "Touring get-in schedules are emailed to each venue 6 weeks ahead of opening."),
  "A10: get-in schedules 6 weeks ahead")

# ---------------- negation_scope ----------------
p("negation_scope",
  ("feedback_refunds.md", None, "Never run the bulk refund batch while the box office counters are open."),
  ("R:2026-06-30:fact:1", None, "The bulk refund batch for a cancelled show is run one performance at a time."),
  "NS1: refund batch not during opening hours vs one performance at a time")
p("negation_scope",
  ("reference_seatmap.md", "Holds", "- Expired holds are released automatically by the `hold-sweeper` job"),
  ("R:2026-07-08:fact:1", None, "seatmap never releases a held seat without writing a `hold_released` audit event."),
  "NS2: never release without audit event vs releases automatically")
p("negation_scope",
  ("project_youth_programme.md", "Comms", "- youthreg sends a reminder email 48 h before each session"),
  ("auto/youth-comms-rules.md", None, "Never email under-16 participants directly; youthreg reminders go to the guardian's address."),
  "NS3: no direct email to under-16s vs youthreg sends reminders")
p("negation_scope",
  ("auto/touring-coordinator-handover.md", None, "Pencilled dates can simply be deleted in tourbook if the venue drops out."),
  ("feedback_tourbook_git.md", None, "Don't delete a contracted tour date in tourbook; set it to `cancelled` so the settlement trail survives."),
  "NS4: contracted dates not deleted vs pencilled dates deletable")
p("negation_scope",
  ("R:2026-10-26:preference:1", None, "Do not restart ticketd during an on-sale launch (the first hour of a big on-sale)."),
  ("auto/ticketd-worker-incident.md", None, "Restart ticketd pods one at a time (`kubectl rollout restart` is fine, it is rolling)."),
  "NS5: no restart during on-sale launch vs restart one at a time")
p("negation_scope",
  ("feedback_card_payments.md", None, "The box office does not take card details by email, ever; tell the customer to phone instead."),
  ("reference_payments.md", "Gateway", "- The box office takes card payments in person and over the phone (MOTO through the till)"),
  "NS6: no card details by email vs takes cards in person/phone")
p("negation_scope",
  ("feedback_seat_plans.md", None, "Don't merge a seatmap PR that changes rendering without a Playwright visual diff attached."),
  ("R:2026-10-26:preference:2", None, "seatmap PRs are merged by their author once approved."),
  "NS7: no merge without visual diff for rendering PRs vs authors merge")
p("negation_scope",
  ("auto/youth-safeguarding-checks.md", None, "youthreg never publishes a session without a lead assigned."),
  ("R:2026-03-02:fact:1", None, "Session leads publish their own youth sessions in youthreg."),
  "NS8: never publish without lead vs leads publish")
p("negation_scope",
  ("feedback_patronhub_sync.md", None, "Never point integration tests at the production patronhub API; use the sandbox tenant."),
  ("R:2026-02-25:fact:2", None, "The nightly membership sync calls the production patronhub API."),
  "NS9: tests not against prod API vs sync uses prod API")
p("negation_scope",
  ("feedback_refunds.md", None, "Don't refund tickets for a sold-out performance without the house manager's sign-off."),
  ("auto/box-office-policies.md", None, "Customers can get a refund up to 48 hours before the performance, at the box office or by phone."),
  "NS10: no refund for sold-out without sign-off vs refunds up to 48h")
