# Claim texts (each is ONE full body line in its file) and pair definitions for set40.
C = {}
def c(key, text):
    C[key] = text

# ---------------- value_slot ----------------
c('V1a', "- Postgres: `pg-park.hva.internal:5432`, database `parkgate`, role `parkgate_app`")
c('V1b', "parkgate talks to Postgres on `pg-park.hva.internal:5433` since the PG16 upgrade; 5432 on that box is")
c('V2a', "- Screens poll `fids-api` every 15 s (`POLL_MS=15000` in the player config)")
c('V2b', "FIDS screens poll fids-api once a minute; anything faster flooded the old switch in the check-in hall.")
c('V3a', "- Go 1.22 (`go.mod` says `go 1.22.5`)")
c('V3b', "flightdb needs Go 1.23 now (range-over-func in the feed parser), so bump the CI image if it complains.")
c('V4a', "- Reclaim belts: 3 (belt 3 is the long one, the oversize drop is next to it)")
c('V4b', "The arrivals hall has 4 reclaim belts; beltalloc treats belt 4 as overflow only.")
c('V5a', "- Next week's rota publishes on Thursdays at 16:00 (scheduled job `publish_rota`)")
c('V5b', "shiftboard publishes the following week's rota at 12:00 every Thursday so staff have the afternoon to query it with their manager.")
c('V6a', "- Exit grace after paying at a pay station: 15 minutes")
c('V6b', "Once you've paid at the pay station you have 20 minutes to reach the exit barrier; after that")
c('V7a', "- iOS deployment target: 15.0")
c('V7b', "3. Check the iOS deployment target is still 16.0 in both the Runner target and the `Podfile`.")
c('V8a', "- `/flights` pages are cached at the Cloudflare edge for 60 s")
c('V8b', "Edge cache TTL for the website's /flights pages is 30 seconds; longer and people at the kerb see stale gate info.")
c('V9a', "- ANPR plate images are kept for 30 days, then purged by the `anpr-purge` job")
c('V9b', "ANPR images are retained for 90 days because the police asked for them in the fuel drive-off cases.")
c('V10a', "The lost property form accepts photos up to 10 MB each (`MAX_UPLOAD_MB=10` in the site env).")
c('V10b', "Lost property photo uploads on the website are capped at 5 MB per file.")

# ---------------- role_slot ----------------
c('R1a', "- Card payments at exit barriers and pay stations: Adyen (`V400m` terminals)")
c('R1b', "Car park pay stations and exit barriers take card payments through Worldpay; the merchant contract runs to 2028.")
c('R2a', "- Background jobs: Celery 5.4 (worker + beat in one pod)")
c('R2b', "shiftboard's background jobs run on Dramatiq (`dramatiq shiftboard.tasks --processes 2`), and the")
c('R3a', "- CI: GitHub Actions (`.github/workflows/site.yml`)")
c('R3b', "Website CI runs on the self-hosted Woodpecker at `ci.hva.internal`; the pipeline lives in `.woodpecker.yml`.")
c('R4a', "- Crash reporting: Sentry (project `hva-app`)")
c('R4b', "App crash reports (iOS and Android) go to Firebase Crashlytics; dSYM upload is a fastlane step.")
c('R5a', "- Transactional email: Postmark (server `shiftboard-prod`)")
c('R5b', "shiftboard sends its emails (rota published, swap requests, reminders) through Amazon SES in eu-west-2.")
c('R6a', "- Each screen is driven by a BrightSign XD1034 player pointed at `fids.hva.internal/screen/<id>`")
c('R6b', "Every FIDS screen has a Raspberry Pi 4 behind it running Chromium in kiosk mode, booted from")
c('R7a', "- Package manager: pnpm 9 (`pnpm install --frozen-lockfile`)")
c('R7b', "Use npm for the website, not yarn: `npm ci` in CI and commit `package-lock.json` with every dependency change.")
c('R8a', "beltalloc PRs are squash-merged so main stays one commit per change.")
c('R8b', "beltalloc uses rebase-and-merge for PRs; history stays linear and every commit lands on main as written.")
c('R9a', "- Store: PostgreSQL 16 on `pg-flight.hva.internal`")
c('R9b', "flightdb keeps its movements in MariaDB 10.11 on `db-flight01`, inherited from the old AODB project.")
c('R10a', "- Paging: Opsgenie (schedule `hva-it-oncall`)")
c('R10b', "Out-of-hours alerts page the on-call engineer through PagerDuty (service `HVA IT`).")

# ---------------- negation ----------------
c('N1a', "fids-api goes out on Fridays like any other day; a release is a container swap and rolls back in a minute.")
c('N1b', "Never deploy fids-api on a Friday: the weekend is peak and nobody from the screen vendor is around.")
c('N2a', "- Staff can swap shifts with each other without manager approval as long as both hold the same qualification")
c('N2b', "Every shift swap needs a manager's approval in shiftboard, no exceptions.")
c('N3a', "Always squash-merge parkgate PRs.")
c('N3b', "Never squash parkgate PRs: Dafydd bisects the plate-matching code and needs the individual commits.")
c('N4a', "- Boarding passes are cached on the device so they work without signal at the gate")
c('N4b', "The app does not store boarding passes on the device; it always fetches them through the airline deep link.")
c('N5a', "- The ops desk can override ETAs and stand numbers by hand in the flightdb admin")
c('N5b', "flightdb does not accept manual edits to movements. Fix the upstream feed instead.")
c('N6a', "We decided to show live car park occupancy on the website (short stay and long stay, as percentages).")
c('N6b', "Decided not to publish live car park occupancy on the website; the ANPR counts drift too much after a barrier fault.")
c('N7a', "- When a belt faults, beltalloc moves the flight to the next free belt automatically")
c('N7b', "beltalloc never reassigns a flight to another belt by itself; the baggage supervisor does that in the UI.")
c('N8a', "- Mock the ANPR camera API in parkgate tests (`respx` fixtures in `tests/fakes/anpr.py`).")
c('N8b', "Don't mock the ANPR camera API in parkgate tests; run them against the Plateview camera simulator")
c('N9a', "- Push notifications for gate changes: yes, on the `gate_change` topic")
c('N9b', "The app does not send push notifications for gate changes (airlines already send their own and people got two alerts).")
c('N10a', "- Payroll export CSV includes holiday pay lines")
c('N10b', "The shiftboard payroll export does not include holiday pay; payroll add it from the HR system.")

# ---------------- stale_vs_change ----------------
c('S1a', "- Runs on the VM `park-app01` (systemd unit `parkgate.service`)")
c('S1b', "parkgate migrated off park-app01 to the k3s cluster (namespace `parkgate`) on 2026-06-18.")
c('S2a', "- CMS: WordPress at `cms.harwickvaleairport.co.uk`")
c('S2b', "The website switched from WordPress to Payload CMS in March; editors log in at")
c('S3a', "- Flight data: the legacy AODB SOAP feed at `aodb-legacy.hva.internal:8080`")
c('S3b', "The legacy AODB SOAP feed was shut down in May; fids-api now reads from flightdb's REST API.")
c('S4a', "Staff log in to shiftboard with their payroll number and a local password.")
c('S4b', "shiftboard no longer has local passwords: sign-in is Microsoft Entra ID SSO since August.")
c('S5a', "- Site search: Algolia (index `hva_site_prod`)")
c('S5b', "Algolia is deprecated for the website; search moved to Meilisearch on `search.hva.internal`.")
c('S6a', "- Repo: `git.hva.internal/ops/beltalloc` (Gitea)")
c('S6b', "Gitea (`git.hva.internal`) is read-only since 2026-09-01; every repo moved to the GitHub org `harwickvale`.")
c('S7a', "- Dashboards: Grafana at `grafana.hva.internal`")
c('S7b', "grafana.hva.internal was shut down in August; dashboards now live in Grafana Cloud (`hva.grafana.net`).")
c('S8a', "- SMS: Twilio (messaging service `shiftboard-alerts`)")
c('S8b', "shiftboard switched from Twilio to Firetext for SMS in July, mostly for the UK rates and the")
c('S9a', "- Seasonal schedule import: cron on `ops-util01` (`/opt/flightdb/import_ssim.sh`)")
c('S9b', "ops-util01 has been decommissioned; the SSIM schedule import now runs as a k3s CronJob.")
c('S10a', "- Logs: Papertrail (system `fids-api-prod`)")
c('S10b', "We no longer use Papertrail. fids-api logs go to Loki; query them in Grafana with")

# ---------------- refinement ----------------
c('F1a', "- Short stay is charged per 30 minutes")
c('F1b', "Short stay costs £3.50 per 30 minutes, and the first 10 minutes are free so drop-offs don't pay.")
c('F2a', "- Belts are assigned by aircraft size and expected bag count")
c('F2b', "Widebody charters always get belt 3; it's the only belt long enough for 300+ bags.")
c('F3a', "- Deploys to k3s go through Argo CD")
c('F3b', "Argo CD syncs each app from `deploy/<app>/` on main; auto-sync is on for staging and off for prod,")
c('F4a', "- Enforces minimum rest between shifts")
c('F4b', "shiftboard blocks any rota with less than 11 hours between shifts (12 hours for security officers).")
c('F5a', "- Languages: English and Welsh")
c('F5b', "Welsh strings live in `lib/l10n/app_cy.arb`; the council's translation unit turns them round in about a week.")
c('F6a', "Target is WCAG 2.2 AA across the whole website, including the car park booking flow.")
c('F6b', "axe-core runs in website CI and fails the build on any serious or critical violation.")
c('F7a', "- Keeps the full movement history")
c('F7b', "flightdb moves movements older than 24 months into `movements_archive` every Sunday night.")
c('F8a', "Every migration must be reversible.")
c('F8b', "In shiftboard every `RunPython` needs a `reverse_code`, even if it's just `migrations.RunPython.noop`.")
c('F9a', "- All Postgres clusters are backed up nightly")
c('F9b', "pg-park is backed up with pgBackRest at 01:00 to `nas01`.")
c('F10a', "- Blue badge holders park free in short stay")
c('F10b', "Blue badge: free for up to 3 hours in short stay, but the plate has to be registered at the info desk first.")

# ---------------- other_subject ----------------
c('O1a', "- Cache: Redis at `redis-fids.hva.internal:6379`")
c('O1b', "- Sessions: Redis at `redis-rota.hva.internal:6380`")
c('O2a', "- CI: Codemagic (workflows `release-ios`, `release-android`)")
c('O2b', "flightdb CI is GitHub Actions (`.github/workflows/ci.yml`): `go test -race ./...` plus golangci-lint.")
c('O3a', "- pg-rota: nightly `pg_dump`, 35 days retention")
c('O3b', "pg-park backups are kept for 14 days on nas01.")
c('O4a', "Long stay: £9.00 a day, cheaper if prebooked on the website.")
c('O4b', "The staff car park is permit-only, £12 a month taken from payroll.")
c('O5a', "- Departures drop off the screens 10 minutes after off-blocks")
c('O5b', "Arrivals stay on the FIDS for 30 minutes after landing so people meeting passengers can still see them.")
c('O6a', "- prod k3s API: `k3s-prod.hva.internal:6443`")
c('O6b', "The staging cluster API is `k3s-stg.hva.internal:6443`; the kubeconfig is in 1Password as `k3s-stg admin`.")
c('O7a', "- Analytics: Firebase Analytics")
c('O7b', "- Analytics: Plausible, self-hosted at `stats.hva.internal`")
c('O8a', "Ground handling rotas are 4 on, 4 off, 12-hour shifts.")
c('O8b', "Security officers run on a 6-week rolling pattern of 8-hour shifts.")
c('O9a', "parkgate emails receipts through Amazon SES, from `receipts@harwickvaleairport.co.uk`.")
c('O9b', "- Newsletter: Mailchimp (audience `HVA travellers`)")
c('O10a', "The Loganair schedule arrives as an SSIM file over SFTP every night at 02:00.")
c('O10b', "TUI push schedule changes to our webhook `/hooks/tui` as they happen.")

# ---------------- dated_history ----------------
c('D1a', "- Hosting: Cloudflare Pages (project `hva-site`)")
c('D1b', "Until March 2026 the website was hosted on a Hetzner VM, `web01`, behind nginx.")
c('D2a', "In the January pilot shiftboard only covered the security team.")
c('D2b', "- Used by all operational teams: security, fire, ground handling, info desk")
c('D3a', "- 18 screens in the terminal")
c('D3b', "Over Easter 2026 we ran 20 screens: two temporary ones in the car hire hall, removed on 20 April.")
c('D4a', "- Allocates a belt 40 minutes before scheduled landing")
c('D4b', "Before beltalloc went live in July, belts were allocated by the duty manager on a shared Excel sheet.")
c('D5a', "Long stay: £9.00 a day, cheaper if prebooked on the website.")  # same line as O4a
c('D5b', "From January to March 2026 long stay was £8 a day; it went up with the April tariff review.")
c('D6a', "- Distributed through the App Store and Google Play")
c('D6b', "During the beta (February to April 2026) the app was only available through Firebase App Distribution.")
c('D7a', "- One IT on-call rota, handover Mondays 09:00")
c('D7b', "For the July-August 2026 peak we split on-call into two rotas (systems, and airside kit).")
c('D8a', "- fids-api: TypeScript on Node 20 (Fastify)")
c('D8b', "Until June fids-api was a Python Flask app written by the previous contractor.")
c('D9a', "- Handling agent movement feed is polled every 60 s")
c('D9b', "Back in January flightdb polled the handling agent's feed every 5 minutes, which is why early ETAs were so")
c('D10a', "- Backups: `nas01` (Synology) plus an offsite copy in Backblaze B2")
c('D10b', "Before September 2026 backups went to a USB disk in the comms room.")

# ---------------- agreeing_duplicate ----------------
c('A1a', "- No `Co-Authored-By` trailer in commit messages")
c('A1b', "Tom doesn't want the Claude co-author trailer on commits.")
c('A2a', "- Prebooked plates: the exit barrier opens automatically, no payment step")
c('A2b', "If the plate has a prebooking, ANPR matches it and the exit barrier lifts without asking for payment.")
c('A3a', "- Django 5.0")
c('A3b', "shiftboard is on Django 5.0.x; don't bump to 5.1 until django-rest-knox supports it.")
c('A4a', "- Pages flip between English and Welsh every 10 s")
c('A4b', "FIDS screens alternate English/Welsh, ten seconds per language.")
c('A5a', "- Prefers short answers with the command first and the explanation after.")
c('A5b', "Tom wants terse replies: lead with the command, then the why.")
c('A6a', "- API: `beltalloc.hva.internal:8088`")
c('A6b', "beltalloc's HTTP API listens on port 8088.")
c('A7a', "Never change the ANPR camera configuration; Plateview manage it under the support contract.")
c('A7b', "ANPR camera settings are vendor-managed. We don't touch them, we raise a ticket with Plateview.")
c('A8a', "- Android minSdk 26")
c('A8b', "The app supports Android 8.0 (API 26) and newer.")
c('A9a', "- Flight status data: flightdb public API `api.harwickvaleairport.co.uk/v1/flights`")
c('A9b', "The website's arrivals and departures pages read from flightdb's public API.")
c('A10a', "- Merge to main auto-deploys to staging")
c('A10b', "Merging to main in shiftboard deploys to staging automatically; prod is a manual promotion.")

# ---------------- negation_scope ----------------
c('NS1a', "Never restart beltalloc while a flight is being allocated or bags are on a belt.")
c('NS1b', "- Restarted nightly at 02:30 by the update job")
c('NS2a', "Never run shiftboard migrations by hand during the Thursday rota publish.")
c('NS2b', "shiftboard migrations run automatically as a pre-sync hook in the deploy.")
c('NS3a', "Don't send staff their rota as a PDF attachment; the email links to shiftboard instead.")
c('NS3b', "shiftboard emails every staff member when their rota is published.")
c('NS4a', "parkgate never stores full card numbers (PAN), whatever the finance team asks for.")
c('NS4b', "parkgate stores card payment details for each exit transaction (masked PAN, auth code, terminal id) in `exit_payments`.")
c('NS5a', "Don't page on-call for a single dead FIDS screen; log a ticket for the morning shift.")
c('NS5b', "- fids-api down: pages on-call immediately")
c('NS6a', "- The app never asks for location permission on first launch. Ask when the user first opens the \"Time to gate\" card.")
c('NS6b', "- Uses location to show walking time to the gate")
c('NS7a', "- Don't force-push shared branches in flightdb.")
c('NS7b', "Rebase feature branches on main before opening the PR in flightdb.")
c('NS8a', "Belt hardware faults go to the Vanderlande engineers, not to IT on-call.")
c('NS8b', "- beltalloc software outages: IT on-call")
c('NS9a', "- `/admin/` is never exposed outside the staff VPN")
c('NS9b', "Staff check their shifts from home on their phones at `rota.harwickvaleairport.co.uk`.")
c('NS10a', "Don't log full plate numbers in parkgate application logs; hash them.")
c('NS10b', "parkgate logs every barrier event (lane, timestamp, result) to stdout as JSON.")

# pair key -> (class, label, file of claim 'a'-key, file of 'b'-key, note)
CON = 'contradiction'; NON = 'non_contradiction'
P = [
 ('V1', CON, 'value_slot', 'reference_parkgate.md', 'auto/parkgate-db-notes.md', "parkgate Postgres endpoint: port 5432 vs 5433 on pg-park"),
 ('V2', CON, 'value_slot', 'reference_fids.md', 'F:fids_poll', "FIDS screen poll interval: 15 s vs once a minute"),
 ('V3', CON, 'value_slot', 'reference_flightdb.md', 'auto/flightdb-build-notes.md', "flightdb Go version 1.22 vs 1.23"),
 ('V4', CON, 'value_slot', 'reference_beltalloc.md', 'F:belt_count', "number of reclaim belts: 3 vs 4"),
 ('V5', CON, 'value_slot', 'reference_shiftboard.md', 'F:rota_publish', "weekly rota publish time Thursday 16:00 vs 12:00"),
 ('V6', CON, 'value_slot', 'reference_parkgate.md', 'auto/parkgate-support-faq.md', "exit grace after paying: 15 vs 20 minutes"),
 ('V7', CON, 'value_slot', 'reference_app.md', 'auto/app-release-checklist.md', "app iOS deployment target 15.0 vs 16.0 (numbered list item)"),
 ('V8', CON, 'value_slot', 'reference_website.md', 'F:edge_ttl', "/flights edge cache TTL 60 s vs 30 s"),
 ('V9', CON, 'value_slot', 'reference_parkgate.md', 'feedback_parkgate_data.md', "ANPR image retention 30 vs 90 days"),
 ('V10', CON, 'value_slot', 'auto/website-lost-property.md', 'F:lost_upload', "lost property photo upload limit 10 MB vs 5 MB"),

 ('R1', CON, 'role_slot', 'reference_parkgate.md', 'F:card_acquirer', "car park card payments: Adyen vs Worldpay"),
 ('R2', CON, 'role_slot', 'reference_shiftboard.md', 'auto/shiftboard-jobs.md', "shiftboard background job framework: Celery vs Dramatiq"),
 ('R3', CON, 'role_slot', 'reference_website.md', 'F:site_ci', "website CI: GitHub Actions vs Woodpecker"),
 ('R4', CON, 'role_slot', 'reference_app.md', 'F:crash', "app crash reporting: Sentry vs Firebase Crashlytics"),
 ('R5', CON, 'role_slot', 'reference_shiftboard.md', 'F:rota_email', "shiftboard email provider: Postmark vs Amazon SES"),
 ('R6', CON, 'role_slot', 'reference_fids.md', 'auto/fids-screen-hardware.md', "FIDS screen player: BrightSign vs Raspberry Pi + Chromium"),
 ('R7', CON, 'role_slot', 'reference_website.md', 'feedback_website_deps.md', "website package manager: npm vs pnpm"),
 ('R8', CON, 'role_slot', 'F:belt_merge', 'auto/beltalloc-dev.md', "beltalloc merge strategy: squash vs rebase-and-merge (unnamed tools)"),
 ('R9', CON, 'role_slot', 'reference_flightdb.md', 'F:flight_store', "flightdb database: PostgreSQL 16 vs MariaDB 10.11"),
 ('R10', CON, 'role_slot', 'reference_oncall.md', 'F:paging', "on-call paging tool: Opsgenie vs PagerDuty"),

 ('N1', CON, 'negation', 'feedback_deploys.md', 'F:no_friday', "fids-api Friday deploys: yes vs never"),
 ('N2', CON, 'negation', 'reference_shiftboard.md', 'auto/shiftboard-swaps.md', "shift swaps without manager approval vs every swap needs approval"),
 ('N3', CON, 'negation', 'feedback_parkgate_git.md', 'auto/parkgate-dev-notes.md', "parkgate PRs: always squash vs never squash"),
 ('N4', CON, 'negation', 'reference_app.md', 'F:no_bp_cache', "boarding passes cached on device vs not stored on device"),
 ('N5', CON, 'negation', 'reference_flightdb.md', 'feedback_flightdb.md', "flightdb manual overrides accepted vs does not accept manual edits"),
 ('N6', CON, 'negation', 'project_website_parking_occupancy.md', 'F:no_occupancy', "decided to vs decided not to show live car park occupancy"),
 ('N7', CON, 'negation', 'reference_beltalloc.md', 'F:no_reassign', "beltalloc reassigns faulted belt automatically vs never by itself"),
 ('N8', CON, 'negation', 'feedback_parkgate_tests.md', 'auto/parkgate-dev-notes.md', "mock the ANPR camera API in tests vs don't mock it"),
 ('N9', CON, 'negation', 'reference_app.md', 'auto/app-notifications.md', "gate-change push notifications: yes vs does not send"),
 ('N10', CON, 'negation', 'reference_shiftboard.md', 'F:no_holiday', "payroll export includes vs does not include holiday pay"),

 ('S1', CON, 'stale_vs_change', 'reference_parkgate.md', 'F:park_k3s', "parkgate runs on park-app01 vs migrated off it to k3s"),
 ('S2', CON, 'stale_vs_change', 'reference_website.md', 'auto/website-cms-move.md', "website CMS WordPress vs switched from WordPress to Payload"),
 ('S3', CON, 'stale_vs_change', 'reference_fids.md', 'F:aodb_off', "fids data from legacy AODB SOAP feed vs feed shut down"),
 ('S4', CON, 'stale_vs_change', 'auto/shiftboard-login.md', 'F:sso', "shiftboard local passwords vs no longer has local passwords"),
 ('S5', CON, 'stale_vs_change', 'reference_website.md', 'F:algolia_off', "site search Algolia vs Algolia deprecated, moved to Meilisearch"),
 ('S6', CON, 'stale_vs_change', 'reference_beltalloc.md', 'auto/gitea-retirement.md', "beltalloc repo on Gitea vs Gitea read-only, repos moved to GitHub"),
 ('S7', CON, 'stale_vs_change', 'reference_infra.md', 'F:grafana_off', "dashboards at grafana.hva.internal vs shut down"),
 ('S8', CON, 'stale_vs_change', 'reference_shiftboard.md', 'auto/shiftboard-sms.md', "shiftboard SMS Twilio vs switched from Twilio to Firetext"),
 ('S9', CON, 'stale_vs_change', 'reference_flightdb.md', 'F:util_gone', "schedule import cron on ops-util01 vs ops-util01 decommissioned"),
 ('S10', CON, 'stale_vs_change', 'reference_fids.md', 'auto/logging-loki.md', "fids-api logs Papertrail vs no longer use Papertrail"),

 ('F1', NON, 'refinement', 'reference_parkgate.md', 'F:short_tariff', "short stay per 30 min -> price and free 10 minutes"),
 ('F2', NON, 'refinement', 'reference_beltalloc.md', 'F:widebody', "belts assigned by aircraft size -> widebody charters to belt 3"),
 ('F3', NON, 'refinement', 'reference_infra.md', 'auto/argocd-notes.md', "deploys via Argo CD -> sync path and auto-sync settings"),
 ('F4', NON, 'refinement', 'reference_shiftboard.md', 'F:rest_hours', "minimum rest enforced -> 11 h (12 h security)"),
 ('F5', NON, 'refinement', 'reference_app.md', 'auto/app-welsh.md', "English and Welsh -> where Welsh strings live"),
 ('F6', NON, 'refinement', 'project_website_accessibility.md', 'F:axe', "WCAG 2.2 AA target -> axe-core gate in CI"),
 ('F7', NON, 'refinement', 'reference_flightdb.md', 'F:archive', "full movement history kept -> older than 24 months archived to a table"),
 ('F8', NON, 'refinement', 'feedback_migrations.md', 'auto/shiftboard-dev.md', "migrations reversible -> RunPython reverse_code in shiftboard"),
 ('F9', NON, 'refinement', 'reference_infra.md', 'F:pgbackrest', "all Postgres backed up nightly -> pg-park pgBackRest at 01:00"),
 ('F10', NON, 'refinement', 'reference_parkgate.md', 'auto/parkgate-tariffs.md', "blue badge free in short stay -> up to 3 h, plate registered"),

 ('O1', NON, 'other_subject', 'reference_fids.md', 'reference_shiftboard.md', "Redis endpoint of fids-api cache vs shiftboard sessions"),
 ('O2', NON, 'other_subject', 'reference_app.md', 'auto/flightdb-build-notes.md', "CI of the app (Codemagic) vs CI of flightdb (GitHub Actions)"),
 ('O3', NON, 'other_subject', 'reference_infra.md', 'F:park_backup_ret', "backup retention pg-rota 35 days vs pg-park 14 days"),
 ('O4', NON, 'other_subject', 'auto/parkgate-tariffs.md', 'F:staff_park', "long stay price vs staff car park price"),
 ('O5', NON, 'other_subject', 'reference_fids.md', 'F:arrivals_linger', "departures drop after 10 min vs arrivals stay 30 min"),
 ('O6', NON, 'other_subject', 'reference_infra.md', 'auto/staging-cluster.md', "k3s API of prod vs staging"),
 ('O7', NON, 'other_subject', 'reference_app.md', 'reference_website.md', "analytics of the app (Firebase) vs website (Plausible)"),
 ('O8', NON, 'other_subject', 'F:gh_rota', 'auto/security-rota.md', "shift pattern of ground handling vs security"),
 ('O9', NON, 'other_subject', 'auto/parkgate-receipts.md', 'reference_website.md', "email tool for parkgate receipts (SES) vs website newsletter (Mailchimp)"),
 ('O10', NON, 'other_subject', 'auto/flightdb-feeds.md', 'F:tui_webhook', "schedule delivery of Loganair (SFTP nightly) vs TUI (webhook)"),

 ('D1', NON, 'dated_history', 'reference_website.md', 'F:hetzner', "hosting Cloudflare Pages vs until March 2026 on a Hetzner VM"),
 ('D2', NON, 'dated_history', 'F:pilot', 'reference_shiftboard.md', "January pilot only security vs all teams now"),
 ('D3', NON, 'dated_history', 'reference_fids.md', 'auto/fids-easter-2026.md', "18 screens vs 20 over Easter 2026"),
 ('D4', NON, 'dated_history', 'reference_beltalloc.md', 'F:excel', "beltalloc allocates 40 min before landing vs before July Excel sheet"),
 ('D5', NON, 'dated_history', 'auto/parkgate-tariffs.md', 'F:longstay_q1', "long stay £9/day vs £8/day Jan-Mar 2026"),
 ('D6', NON, 'dated_history', 'reference_app.md', 'F:beta', "App Store/Google Play vs only Firebase App Distribution during the beta"),
 ('D7', NON, 'dated_history', 'reference_oncall.md', 'auto/summer-peak-2026.md', "one on-call rota vs two rotas in July-August 2026"),
 ('D8', NON, 'dated_history', 'reference_fids.md', 'F:flask', "fids-api TypeScript/Fastify vs until June Python Flask"),
 ('D9', NON, 'dated_history', 'reference_flightdb.md', 'auto/flightdb-feeds.md', "feed polled every 60 s vs every 5 min back in January"),
 ('D10', NON, 'dated_history', 'reference_infra.md', 'F:usb', "backups nas01 + B2 vs USB disk before September 2026"),

 ('A1', NON, 'agreeing_duplicate', 'feedback_commit_style.md', 'F:trailer', "no Co-Authored-By trailer, twice"),
 ('A2', NON, 'agreeing_duplicate', 'reference_parkgate.md', 'auto/parkgate-prebook.md', "prebooked plate: barrier lifts without payment"),
 ('A3', NON, 'agreeing_duplicate', 'reference_shiftboard.md', 'auto/shiftboard-dev.md', "shiftboard Django 5.0"),
 ('A4', NON, 'agreeing_duplicate', 'reference_fids.md', 'F:bilingual', "FIDS EN/CY flip every 10 s"),
 ('A5', NON, 'agreeing_duplicate', 'user_profile.md', 'F:terse', "terse replies, command first"),
 ('A6', NON, 'agreeing_duplicate', 'reference_beltalloc.md', 'F:belt_port', "beltalloc API port 8088"),
 ('A7', NON, 'agreeing_duplicate', 'feedback_parkgate_data.md', 'auto/anpr-cameras.md', "ANPR camera config is vendor-managed"),
 ('A8', NON, 'agreeing_duplicate', 'reference_app.md', 'auto/app-dev-setup.md', "Android minSdk 26 / Android 8.0"),
 ('A9', NON, 'agreeing_duplicate', 'reference_website.md', 'F:site_flightapi', "website flight data from flightdb public API"),
 ('A10', NON, 'agreeing_duplicate', 'reference_shiftboard.md', 'F:rota_staging', "shiftboard merge to main deploys to staging"),

 ('NS1', NON, 'negation_scope', 'feedback_beltalloc_ops.md', 'reference_beltalloc.md', "never restart during allocation/bags on belt vs nightly 02:30 restart"),
 ('NS2', NON, 'negation_scope', 'feedback_migrations.md', 'F:premigrate', "never run migrations by hand during publish vs migrations run automatically in deploy"),
 ('NS3', NON, 'negation_scope', 'feedback_shiftboard_comms.md', 'F:rota_emails', "don't send rota as PDF attachment vs emails staff when rota is published"),
 ('NS4', NON, 'negation_scope', 'feedback_parkgate_data.md', 'auto/parkgate-db-notes.md', "never stores full card numbers vs stores masked payment details"),
 ('NS5', NON, 'negation_scope', 'F:one_screen', 'reference_oncall.md', "don't page for a single dead screen vs fids-api down pages on-call"),
 ('NS6', NON, 'negation_scope', 'feedback_app_ux.md', 'reference_app.md', "never asks for location on first launch vs uses location for walking time"),
 ('NS7', NON, 'negation_scope', 'feedback_git.md', 'auto/flightdb-build-notes.md', "don't force-push shared branches vs rebase feature branches"),
 ('NS8', NON, 'negation_scope', 'F:vanderlande', 'reference_oncall.md', "belt hardware faults not to IT on-call vs beltalloc software outages to IT on-call"),
 ('NS9', NON, 'negation_scope', 'reference_shiftboard.md', 'auto/shiftboard-login.md', "/admin/ never outside VPN vs staff use shiftboard from home"),
 ('NS10', NON, 'negation_scope', 'feedback_parkgate_data.md', 'auto/parkgate-dev-notes.md', "don't log full plates vs logs every barrier event"),
]
