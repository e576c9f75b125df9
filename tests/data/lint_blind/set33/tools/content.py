"""File contents and labelled pairs for set33 (Lanternfield Events)."""

CONTRA = {"value_slot", "role_slot", "negation", "stale_vs_change"}

def build_all(root, fact, auto):
    P = []
    def pair(cls, fa, ca, fb, cb, note):
        P.append(dict(cls=cls, label="contradiction" if cls in CONTRA else "non_contradiction",
                      fa=fa, ca=ca, fb=fb, cb=cb, note=note))

    # ------------------------------------------------------------------ claims
    V1a = "- Postgres: `pg-tickets.lfe.internal:5432`, db `gatekeeper`, role `gk_app`"
    V1b = "gatekeeper's Postgres listens on `pg-tickets.lfe.internal:5433`; whatever answers on 5432 on that host is the old Metabase replica, so never point the app there."
    V2a = "- Offline buffer: each gate reader keeps up to 5000 scans locally when the uplink drops, then replays them"
    V2b = "Readers hold 20000 scans in their local buffer if the site uplink goes; when it comes back they replay in order, so a long outage at the main gate is survivable."
    V3a = "- Basket hold: 10 minutes, then the tickets go back into the pool (`BASKET_HOLD_SECONDS=600`)"
    V3b = "gatekeeper holds tickets in a basket for 15 minutes before releasing them back on sale."
    V4a = "- React Native 0.76 via Expo SDK 52 (new architecture on)"
    V4b = "festapp is on React Native 0.74; the upgrade to a newer RN is parked until after Hollow Oak because the map module breaks on it."
    V5a = "- Shift reminder SMS: sent 24 hours before the shift start"
    V5b = "rota texts volunteers their shift reminder 12 hours before the shift starts (Sofia's call)."
    V6a = "- Rider/contract uploads are capped at 25 MB per file (nginx `client_max_body_size 25m`)"
    V6b = "lineup accepts rider and tech-spec uploads up to 50 MB per file; agents send huge scanned PDFs."
    V7a = "- Default changeover on the Tidewrack Main Stage: 30 minutes between acts"
    V7b = "Changeovers on the Tidewrack Main Stage are scheduled at 45 minutes by default; stagecall pre-fills that gap when a slot is added."
    V8a = "- Nightly settlement export to Xero runs at 03:00 Europe/London (`settle-export` CronJob)"
    V8b = "The tapfund settlement export to Xero kicks off at 05:30 UK time every night"
    V9a = "- Allowlist cache: Redis at `redis-scan.lfe.internal:6379` (db 0)"
    V9b = "scanline keeps the wristband allowlist in Redis on `redis-scan.lfe.internal:6380`; 6379 there is the old instance and is empty."
    V10a = "- Licensed capacity: 12,000 per day (premises licence, Cornwall Council)"
    V10b = "Tidewrack's licensed capacity is 14,500 a day including staff and artists; gatekeeper's daily cap is set just under it."

    R1a = "- Transactional email (order confirmations, ticket PDFs): Postmark, server `gatekeeper-prod`"
    R1b = "gatekeeper's order-confirmation and ticket emails go out through SendGrid (API key in 1Password `SendGrid gatekeeper`)."
    R2a = "festapp store builds run on Codemagic (workflow `release-both`), triggered by a `v*` tag."
    R2b = "- Release builds: EAS Build (`eas build --profile production --platform all`), submitted with `eas submit`"
    R3a = "- Hosting: Fly.io app `lfe-rota`, region `lhr`, 2 machines"
    R3b = "rota is deployed to Render (service `rota-web`), which builds from `main` on every merge."
    R4a = "- Database: MySQL 8.0 on `mysql-lineup.lfe.internal:3306`, schema `lineup_prod`"
    R4b = "lineup keeps bookings, contracts and fees in its Postgres database; run `bin/rails dbconsole` on the toolbox pod to poke at it."
    R5a = "- Running-order change events are published to RabbitMQ (exchange `stagecall.events`, topic)"
    R5b = "stagecall pushes every running-order change onto NATS (subject `stagecall.running_order.changed`) and the screens service and festapp backend subscribe to it."
    R6a = "- Package manager: pnpm 9 workspaces (`pnpm install --frozen-lockfile`)"
    R6b = "Use yarn in the festapp monorepo (`yarn install --immutable`); the lockfile is `yarn.lock` and CI fails if it drifts."
    R7a = "In gatekeeper, PRs are rebase-merged so every commit lands on `main` as written; keep commits tidy."
    R7b = "- gatekeeper: squash-merge only, the PR title becomes the commit message"
    R8a = "- Card top-ups at the top-up tents go through SumUp (SumUp Solo readers, merchant `LANTERNFIELD`)"
    R8b = "tapfund card top-ups are processed by Adyen (terminal fleet `LFE-TOPUP`); settlement lands T+2."
    R9a = "- Error tracking: Sentry project `scanline` (Go SDK), alerts to #scanline-alerts"
    R9b = "scanline reports errors to Honeybadger; the gate dashboard links straight into the Honeybadger fault list."
    R10a = "- SMS provider: Twilio (Messaging Service `LFE Volunteers`, alphanumeric sender `Lanternfld`)"
    R10b = "Volunteer texts from rota are sent via Textlocal, account on the volunteer team's card."

    N1a = "Never deploy scanline while the gates are open. Deploys happen after the last entry cut-off or before gates in the morning."
    N1b = "Hotfixes to scanline can be deployed while the gates are open, as long as Tom is on the radio at the main gate."
    N2a = "- Set-time changes: festapp sends a push notification to everyone who starred the act"
    N2b = "festapp does not send push notifications for set-time changes; the change only shows as a banner in the timetable."
    N3a = "- Team leads can see the phone numbers of the volunteers on their team (needed on the day)"
    N3b = "Never share volunteer phone numbers with team leads; they contact volunteers through the rota in-app message only."
    N4a = "We decided to build fan-to-fan ticket resale into gatekeeper (face value only, 10% fee cap)."
    N4b = "Decided not to build a resale feature in gatekeeper for 2027; fans who can't come get a refund through support instead."
    N5a = "- Unused balance is refunded automatically to the original card 7 days after the festival"
    N5b = "tapfund does not refund leftover balance automatically; punters have to request a refund in the app before 30 September."
    N6a = "Always run the full gatekeeper test suite locally (`make test`) before pushing, even for small changes."
    N6b = "Don't run the whole gatekeeper suite locally; it takes 25 minutes. Run the tests for the app you touched and let CI run the rest."
    N7a = "- Running order is published to the public API (`/api/running-order`) as soon as a stage manager locks it, days before doors"
    N7b = "stagecall never publishes the running order publicly before doors open on the day; until then it is internal (artist security)."
    N8a = "- Artist passport scans are stored in lineup (encrypted S3 bucket `lfe-lineup-docs`) for work-permit checks"
    N8b = "lineup does not store passport scans; the immigration agent keeps them and lineup only records that the check was done."
    N9a = "- Volunteers can swap shifts with each other directly, no coordinator approval needed"
    N9b = "Shift swaps in rota always need coordinator approval; Sofia wants to know who is where."
    N10a = "festapp ships new screens behind remote feature flags (Flagsmith), so half-finished features can go out in a store build."
    N10b = "- festapp does not use remote feature flags; unfinished screens stay on a branch until they are ready"

    S1a = "The public website lanternfield.events is served from Netlify (site `lanternfield-www`), deploy previews on every PR."
    S1b = "Moved the public website off Netlify to Cloudflare Pages in June; DNS cut over on 2026-06-18."
    S2a = "- Volunteer rota master copy: Google Sheet `Rota Master 2026`, coordinators edit it directly"
    S2b = "The `Rota Master 2026` Google Sheet is read-only now; rota is the source of truth for shifts."
    S3a = "- Stage screens read the running order from stagecall's legacy endpoint `/v1/schedule`"
    S3b = "`/v1/schedule` in stagecall was shut down on 2026-08-04; screens and festapp use `/v2/running-order`."
    S4a = "- Push provider: OneSignal (app id in `app.config.ts`), segments per festival"
    S4b = "Switched festapp push from OneSignal to expo-notifications (FCM/APNs direct) in the 3.4 release."
    S5a = "- Handhelds: Zebra TC52 with the scanline Android client, 40 per festival"
    S5b = "The Zebra TC52 handhelds are retired; gate staff use the Sunmi L2s units we bought in April."
    S6a = "Artist contracts are sent for signature through DocuSign from lineup"
    S6b = "lineup switched contract signing from DocuSign to Dropbox Sign in June; cheaper per envelope."
    S7a = "- Dashboards: Grafana at `https://grafana.lfe.internal` (SSO via Google)"
    S7b = "`grafana.lfe.internal` is deprecated and read-only; all dashboards were moved to Grafana Cloud (`lanternfield.grafana.net`)."
    S8a = "- Self-service top-up kiosks talk to `kiosk-api` (`kiosk-api.lfe.internal:8080`)"
    S8b = "kiosk-api is no longer used; the kiosks were replaced by top-ups in festapp and at the staffed tents."
    S9a = "- Ticket barcode: Code128 encoding the order reference plus ticket index"
    S9b = "gatekeeper switched from Code128 barcodes to signed QR codes (Ed25519 payload) for 2026 tickets."
    S10a = "Artist hospitality requests (dressing room, catering, guest passes) are tracked on the Trello board `Hospo`."
    S10b = "We moved hospitality tracking from Trello into lineup's Hospitality tab; the `Hospo` board is archived."

    F1a = "- After payment gatekeeper emails the buyer an order confirmation"
    F1b = "The order confirmation is sent by the Celery task `send_order_confirmation` within about 30 s of payment and carries the PDF tickets as attachments."
    F2a = "- Every scan is logged (accepted and rejected)"
    F2b = "Each scanline log row has wristband UID, gate id, reader id, result code and a millisecond timestamp; rows are kept 90 days in `scan_events`."
    F3a = "- Volunteers must be 18 or over"
    F3b = "Volunteers must be 18 on the first day of the festival they work; bar shifts also need the Challenge 25 e-learning done."
    F4a = "- Works offline"
    F4b = "festapp caches the line-up, the site map and your starred acts on first launch; the timetable refreshes when the phone gets signal back."
    F5a = "Deploys to the cluster go through ArgoCD."
    F5b = "ArgoCD watches the `deploy` repo (`apps/prod/*`); auto-sync is on for everything except scanline, which is synced by hand."
    F6a = "- Artist riders live in lineup"
    F6b = "Riders are uploaded as PDFs to S3 bucket `lfe-lineup-riders` and linked from the booking record in lineup."
    F7a = "- Curfew warnings go out to the stage"
    F7b = "stagecall pings the stage manager's radio app with a curfew warning at T-15 and again at T-5 minutes."
    F8a = "- tapfund keeps taking payments when the bar terminals lose connection"
    F8b = "tapfund bar terminals take offline payments up to a per-wristband cap and reconcile them with the ledger when they reconnect."
    F9a = "Niamh likes small PRs."
    F9b = "Keep PRs under roughly 300 changed lines and put migrations in their own PR, merged first."
    F10a = "- Access ticket holders get a free companion ticket"
    F10b = "The companion ticket is issued at no charge as a separate wristband linked to the access holder's order in gatekeeper."

    O1a = "- Redis: `redis-cash.lfe.internal:6379` (balance cache, idempotency keys)"
    O1b = "- Redis: `redis-stage.lfe.internal:6380` (running-order cache)"
    O2a = "- CI: Buildkite pipeline `tapfund` (agents on the cluster)"
    O2b = "- CI: GitHub Actions (`.github/workflows/ci.yml`), lint + jest + contract tests"
    O3a = "- Gates open 11:00 on Friday, last entry 21:00"
    O3b = "- Gates open 14:00 on Friday; campsite opens at the same time"
    O4a = "- Main Stage curfew: 23:00 (licence condition, fines after that)"
    O4b = "- Clearing stage curfew: 22:30 (residents' agreement with Forestry England)"
    O5a = "- Django 5.1, Python 3.12"
    O5b = "- Admin backend: Django 4.2 LTS (`tapfund-admin`)"
    O6a = "Volunteer personal data (address, emergency contact, DBS result) is deleted"
    O6b = "Artist contract records are kept for 7 years after the performance (HMRC)."
    O7a = "- Staging: `https://staging.tickets.lanternfield.events`"
    O7b = "- Staging: `https://staging.rota.lanternfield.events` (seeded with fake volunteers)"
    O8a = "Tidewrack weekend on-call: Niamh (primary) and Tom (secondary, on site at the main gate)."
    O8b = "Hollow Oak weekend on-call is Ade as primary with Raf as secondary."
    O9a = "- Tidewrack: 24 gate readers across the main gate, the campsite gate and the artist entrance"
    O9b = "- Hollow Oak: 14 gate readers (main gate 10, campervan field 4)"
    O10a = "- Dev server: `make run` on port 8000"
    O10b = "- Local dev: `npm run dev`, serves on port 3000"

    D1a = "During the 2025 season all ticket sales ran on Ticket Tailor; gatekeeper only went live for the Tidewrack 2026 on-sale."
    D1b = "- gatekeeper handles every ticket sale for both festivals, including box office on the day"
    D2a = "In 2025 volunteers signed up through a Google Form and Sofia copied them into the sheet by hand."
    D2b = "- Volunteer sign-up: public form at `https://rota.lanternfield.events/join`"
    D3a = "Before the June reorg the bookings team owned stagecall."
    D3b = "- Owner: production tech team (Raf), not bookings"
    D4a = "The 2025 cashless setup at both festivals was a rented Weezevent system."
    D4b = "tapfund is our in-house cashless system: wristband NFC balance, bar terminals, top-ups."
    D5a = "Until the May cutover, scanline got its allowlist as a nightly CSV export from gatekeeper."
    D5b = "- Allowlist sync: scanline pulls the delta from gatekeeper's `/internal/allowlist?since=` every 60 s"
    D6a = "Hollow Oak 2025 had three stages (Clearing, Hollow, Campfire)."
    D6b = "- Stages: Clearing, Hollow, Campfire and the new Treehouse, four in total"
    D7a = "During the April load test tapfund-api was scaled out to 10 replicas."
    D7b = "- tapfund-api: 3 replicas, HPA max 6"
    D8a = "Back in January the team tracked work in Jira (project `LFE`)."
    D8b = "Work is tracked in Linear, team keys `GK`, `SCN`, `APP`, `ROTA`."
    D9a = "At Tidewrack 2025 volunteers signed in on paper sheets at the volunteer hub."
    D9b = "- Shift check-in: volunteers tap their wristband on the reader at the volunteer hub"
    D10a = "Before August the festapp map tiles came from Mapbox."
    D10b = "- Site map: MapLibre with self-hosted vector tiles from `https://tiles.lanternfield.events`"

    A1a = "Ask Niamh before running any data migration against gatekeeper prod."
    A1b = "Never run a gatekeeper production migration without Niamh's go-ahead first."
    A2a = "User-facing copy is British English."
    A2b = "festapp and the ticket shop use UK spelling (colour, programme, cancelled), not US."
    A3a = "- Prices shown all-in: the booking fee is included in the headline price"
    A3b = "gatekeeper displays ticket prices inclusive of the booking fee; no fees get added at checkout."
    A4a = "- All timestamps are stored in UTC and converted to Europe/London for display"
    A4b = "stagecall persists every set time as UTC; only the UI and the screens localise to UK time."
    A5a = "- Wristband chip: NXP NTAG213, UID is the wristband id"
    A5b = "The wristbands carry NTAG 213 chips and scanline keys everything on the chip UID."
    A6a = "Commit messages follow Conventional Commits (`feat:`, `fix:`, `chore:`), scope = app name."
    A6b = "Use conventional-commit prefixes like `fix(rota):` in commit subjects."
    A7a = "- Dates: Fri 21 – Sun 23 August 2026"
    A7b = "Hollow Oak Weekender 2026 runs 21-23 August."
    A8a = "- Volunteers who complete 3 shifts get a free ticket for the festival"
    A8b = "Three completed shifts earn a volunteer their festival ticket for free."
    A9a = "Incidents during festival weekends are posted in `#festival-ops`, not DMs."
    A9b = "Post incidents in #festival-ops on Slack so the whole ops team sees them."
    A10a = "- Release trains: store builds every second Tuesday"
    A10b = "festapp goes to the stores fortnightly on Tuesdays."

    NS1a = "Never restart a gate reader while there is a queue at that gate; drain the lane first."
    NS1b = "- Readers restart nightly at 04:00 to pick up config changes"
    NS2a = "Don't send marketing emails to ticket buyers who didn't tick the marketing opt-in."
    NS2b = "- One week before the festival gatekeeper emails every ticket buyer the know-before-you-go info email"
    NS3a = "Never force-push to `main` in any repo."
    NS3b = "Rebasing and force-pushing your own feature branch before review is fine and expected."
    NS4a = "- Set-time edits are blocked within 2 hours of doors unless the stage manager overrides"
    NS4b = "Stage managers edit set times in stagecall; the change propagates to screens and festapp within a minute."
    NS5a = "festapp does not track location in the background."
    NS5b = "- Site map shows the user's position (foreground location permission only)"
    NS6a = "rota never emails volunteers between 22:00 and 08:00; messages queue until the morning."
    NS6b = "- rota emails each volunteer a shift confirmation when a coordinator assigns them"
    NS7a = "- tapfund never stores full card numbers"
    NS7b = "tapfund keeps the card token returned by the payment processor so refunds can go back to the same card."
    NS8a = "Don't deploy lineup on Fridays; contract deadlines are Friday afternoons."
    NS8b = "lineup is deployed several times a week through the usual ArgoCD flow."
    NS9a = "Guest-list names are not sent to scanline before the Thursday of festival week."
    NS9b = "- Guest list names are pushed to scanline so gate staff can look artists' guests up by name"
    NS10a = "Don't page on-call for festapp crash spikes outside festival weekends; a Linear ticket is enough."
    NS10b = "- festapp crash-rate alerts (Sentry, >2% sessions) page on-call"

    # ------------------------------------------------------------------ root files
    root("reference_gatekeeper.md", "reference", "gatekeeper-overview",
         "gatekeeper (ticketing) overview: stack, hosts, emails, pricing rules, on-sale behaviour",
         "gatekeeper overview", "ticketing service: stack, hosts, email, pricing and basket rules", f"""
# gatekeeper

Ticketing for Tidewrack and Hollow Oak. Repo `lanternfield/gatekeeper`, Django monolith + Celery.

## Stack
{O5a}
- Celery workers on the cluster (`gatekeeper-worker`, queue `default` and `emails`)
{V1a}
- Payments: Stripe Checkout (card + Apple/Google Pay)
{R1a}

## Environments
- Prod: `https://tickets.lanternfield.events`
{O7a}
{O10a}

## Selling
{D1b}
{V3a}
{A3a}
- Per-order limit: 6 tickets for weekend passes, 4 for day tickets
{S9a}

## Orders
{F1a}
- Refund requests go to support via the `refund_request` form; no self-serve refunds
{F10a}
- Order references look like `TW26-7F3K9Q`

**How to apply:** check this file before touching checkout or the basket code; the basket and barcode rules are baked into scanline and the box office too.
""")

    root("reference_scanline.md", "reference", "scanline-overview",
         "scanline (wristband scanning at the gates): readers, allowlist, offline behaviour",
         "scanline overview", "wristband scanning: readers, allowlist sync, offline mode", f"""
# scanline

Go service + Android client for wristband scanning at the gates. Repo `lanternfield/scanline`.

## Hardware
{A5a}
{S5a}
{O9a}

## Allowlist
{V9a}
{D5b}
- Revoked wristbands (refunds, chargebacks) are pushed immediately via the `revoke` webhook

## Gate behaviour
{V2a}
{F2a}
- Re-entry allowed; the second scan in 10 minutes shows an amber "already in" screen
{NS1b}

## Ops
{R9a}
- Metrics: `scanline_scans_total{{result=...}}`, `scanline_buffer_depth`
""")

    root("reference_lineup.md", "reference", "lineup-overview",
         "lineup (artist bookings) overview: contracts, riders, fees, data",
         "lineup overview", "artist bookings system: data, contracts, riders, documents", f"""
# lineup

Rails 7.1 app for artist bookings: offers, contracts, fees, riders, hospitality. Repo `lanternfield/lineup`.

## Data
{R4a}
- Fees stored in pence (`fee_pence`), VAT status per artist
{N8a}

## Documents
{F6a}
{V6a}
- Tech specs go to the production team via the "Send to production" button

## Workflow
- Offer -> hold -> confirmed -> contracted -> advanced -> played
- Kit owns the booking states; don't bulk-edit them from the console
""")

    root("reference_stagecall.md", "reference", "stagecall-overview",
         "stagecall overview: running orders, changeovers, screens",
         "stagecall overview", "stage scheduling service: running orders, screens, events", f"""
# stagecall

Node/TypeScript service for running orders on every stage. Repo `lanternfield/stagecall`.

{D3b}
{O1b}
{O2b}
{O10b}
{A4a}

## Running order
{R5a}
{S3a}
{NS4a}
{V7a}
{F7a}
- Each stage has a `stage_manager` user; only they can lock the day's running order
""")

    root("reference_rota.md", "reference", "rota-overview",
         "rota (volunteer rotas) overview: hosting, shifts, messaging",
         "rota overview", "volunteer rota app: hosting, shifts, messaging, sign-up", f"""
# rota

Laravel 11 app for volunteer rotas at both festivals. Repo `lanternfield/rota`.

## Infra
{R3a}
{O7b}
- DB: managed Postgres (`rota-db`), daily snapshots

## Volunteers
{S2a}
{D2b}
{F3a}
{A8a}
{N3a}
{N9a}
{D9b}

## Messaging
{R10a}
{V5a}
{NS6b}
- Team leads message their team from the Team tab; replies land in the coordinator inbox
""")

    root("reference_festapp.md", "reference", "festapp-overview",
         "festapp overview: stack, releases, push, map",
         "festapp overview", "festival mobile app: stack, release process, push, map", f"""
# festapp

The Lanternfield festival app (iOS + Android), one app for both festivals. Repo `lanternfield/festapp` (monorepo with `apps/mobile` and `apps/api`).

## Stack
{V4a}
{R6a}
- TypeScript strict, Zustand for state, TanStack Query for API calls

## Releases
{R2b}
{A10a}

## Features
{S4a}
{N2a}
{F4a}
{D10b}
{NS5b}
""")

    root("reference_tapfund.md", "reference", "tapfund-overview",
         "tapfund overview (cashless): top-ups, bar terminals, settlement",
         "tapfund overview", "cashless payments: top-ups, bar terminals, refunds, settlement", f"""
# tapfund

In-house cashless payments on the NFC wristbands. Repo `lanternfield/tapfund` (Go API + Django admin).

## Services
{D7b}
{O5b}
{O1a}
{O2a}

## Money in
{R8a}
{S8a}
- Minimum top-up £10, maximum balance £300

## Money out
{F8a}
{N5a}
{NS7a}
{V8a}
""")

    root("reference_infra.md", "reference", "infra-overview",
         "Infra: cluster, deploys, dashboards and DNS",
         "Infra overview", "cluster, deploy flow, dashboards, DNS", f"""
# Infra

- Cluster: k3s on Hetzner (`fsn1`), 5 nodes, namespaces per app
- Ingress: Traefik, certs from Let's Encrypt via cert-manager
{S7a}
- Logs: Loki, 14 days
- Secrets: 1Password Connect + external-secrets

{F5a}
Each app has its own `Application` and the image tag is bumped by CI.

DNS is on Cloudflare; internal names live under `lfe.internal` (Tailscale MagicDNS).
""")

    root("project_tidewrack_2026.md", "project", "tidewrack-2026",
         "Tidewrack 2026: dates, site, gates, capacity",
         "Tidewrack 2026", "coastal July festival: dates, gates, stages, capacity", f"""
# Tidewrack 2026

Coastal festival at Penhallow Farm, Cornwall. Fri 10 – Sun 12 July 2026.

{V10a}
{O3a}
{O4a}
- Stages: Main Stage, Driftwood, The Cove, Late Bar
- Site wifi: Starlink x3 + point-to-point to the farmhouse

**Why this matters:** the gate and curfew times drive scanline shift plans and stagecall running orders.
""")

    root("project_hollowoak_2026.md", "project", "hollowoak-2026",
         "Hollow Oak Weekender 2026: dates, stages, gates",
         "Hollow Oak 2026", "forest August festival: dates, stages, gates", f"""
# Hollow Oak Weekender 2026

Forest festival near Coleford, Forest of Dean.

{A7a}
{O3b}
{D6b}
{O9b}
{O4b}
- Capacity is smaller than Tidewrack; everything is walking distance, no shuttle buses
- Mobile signal is terrible in the Hollow, so festapp offline mode matters more here
""")

    root("feedback_gatekeeper_tests.md", "feedback", "gatekeeper-tests",
         "How to run gatekeeper tests before pushing",
         "gatekeeper tests", "how much of the test suite to run before pushing", f"""
{N6b}

**Why:** Niamh got fed up waiting on me running `make test` for a one-line template change.

**How to apply:** `pytest gatekeeper/<app>` for the touched apps; push and watch CI for the rest.
""")

    root("feedback_scanline_deploys.md", "feedback", "scanline-deploys",
         "When scanline may be deployed during a festival",
         "scanline deploys", "deploy timing for scanline during festivals", f"""
{N1a}

**Why:** a bad build at the 2025 Hollow Oak gates froze two lanes for 20 minutes.

**How to apply:** check the gate schedule in the festival project file before any scanline rollout in July/August.
""")

    root("feedback_merge_style.md", "feedback", "merge-style",
         "How PRs get merged: repos differ",
         "Merge style", "merge strategy per repo", f"""
{R7a}

Other repos follow whatever the repo settings allow; check before merging.

**Why:** Niamh bisects a lot and wants the individual commits.
""")

    root("feedback_small_prs.md", "feedback", "small-prs",
         "PR size preference",
         "Small PRs", "PR size preference", f"""
{F9a}
She reviews on her phone between site visits.

**How to apply:** split work into reviewable chunks and say in the PR body what comes next.
""")

    root("feedback_commits.md", "feedback", "commit-messages",
         "Commit message format: conventional commits",
         "Commit messages", "commit message format", f"""
{A6a}

No emoji, no `Co-Authored-By` trailer.

**Why:** release notes for festapp are generated from the commit log.
""")

    root("feedback_git_safety.md", "feedback", "git-safety",
         "Git safety rules",
         "Git safety", "what is and isn't allowed with git", f"""
{NS3a}

**Why:** CI and ArgoCD both key off `main`; a rewritten `main` once redeployed an old gatekeeper build.

**How to apply:** if a push to `main` is rejected, stop and ask.
""")

    root("feedback_prod_migrations.md", "feedback", "prod-migrations",
         "Migrations on ticketing prod need sign-off",
         "Prod migrations", "sign-off before migrations on the ticketing database", f"""
{A1a}

**Why:** an on-sale is always close; a locked `orders` table during an on-sale is a refund nightmare.

**How to apply:** post the migration plan in #platform and wait for a thumbs-up.
""")

    root("feedback_copy_language.md", "feedback", "copy-language",
         "Language and spelling for user-facing copy",
         "Copy language", "spelling and tone for user-facing copy", f"""
{A2a}
Friendly, short sentences, no exclamation marks in error messages.

**How to apply:** run new strings past the copy checklist in the festapp repo (`docs/copy.md`).
""")

    root("feedback_lineup_deploys.md", "feedback", "lineup-deploys",
         "Day of the week to avoid for lineup deploys",
         "lineup deploys", "deploy timing for the bookings app", f"""
{NS8a}

**Why:** Kit lost an afternoon when a deploy broke contract PDFs on a Friday.
""")

    root("feedback_incident_channel.md", "feedback", "incident-channel",
         "Where to report incidents during festivals",
         "Incident channel", "where festival incidents get reported", f"""
{A9a}

**How to apply:** one thread per incident, first message = what, where (gate/stage/bar), since when.
""")

    root("feedback_marketing_emails.md", "feedback", "marketing-emails",
         "Marketing consent: only opted-in buyers",
         "Marketing emails", "consent rule for emailing ticket buyers", f"""
{NS2a}

**Why:** ICO complaint in 2024 (pre-gatekeeper, the old list).

**How to apply:** any campaign query must filter on `marketing_opt_in = true`.
""")

    root("feedback_festapp_paging.md", "feedback", "festapp-paging",
         "When festapp crashes should wake someone: depends on season",
         "festapp paging", "when app crashes should page on-call", f"""
{NS10a}

**Why:** Ade got paged at 3am in February for a crash on one Android 9 device model.
""")

    root("user_profile.md", "user", "user-profile",
         "Niamh Calloway, head of platform at Lanternfield Events",
         "User profile", "who the user is and how she works", """
Niamh Calloway, head of platform at Lanternfield Events (Bristol). Team of five: Tom Reyes (scanline, gates), Ade Bello (festapp), Raf Duarte (infra + production tech), Priya Shah (gatekeeper), plus contractors in season.

- Comfortable in Python, Go and TypeScript; does not write PHP and prefers I explain Laravel bits
- Reviews mostly on her phone during the season (May–September)
- Wants terse answers with the command to run, no preamble
""")

    root("project_resale.md", "project", "resale",
         "Ticket resale decision for gatekeeper",
         "Ticket resale", "resale decision for the ticket shop", f"""
{N4a}

Scope agreed in the March product meeting: listings only for weekend passes, payout after the festival.

**Why:** touts on secondary sites were charging 3x face value for Tidewrack 2025.
""")

    root("project_public_site.md", "project", "public-site",
         "Public marketing website: hosting and content",
         "Public website", "marketing site: hosting and who edits it", f"""
{S1a}

Content is Astro + markdown in `lanternfield/www`; the marketing team edits via Decap CMS.
""")

    root("project_contracts.md", "project", "artist-contracts",
         "How artist contracts get signed",
         "Artist contracts", "how artist contracts get signed", f"""
{S6a}
(envelope template `LFE Artist Agreement`), one envelope per booking.

Kit triggers it from the booking page once the fee is agreed; the signed PDF comes back into the booking.
""")

    root("project_hospitality.md", "project", "artist-hospitality",
         "Artist hospitality requests: where they are tracked",
         "Artist hospitality", "where hospitality requests are tracked", f"""
{S10a}

One card per act, labels per festival, due date = arrival day.
""")

    root("project_tapfund_refunds.md", "project", "tapfund-refunds",
         "tapfund refunds: card token flow",
         "tapfund refunds", "how leftover balance refunds are paid out", f"""
{NS7b}

Refunds are batched per processor; anything that fails goes to the support queue with the wristband UID.
""")

    root("project_stagecall_publishing.md", "project", "running-order-publishing",
         "Running order publishing: when set times become public",
         "Running order publishing", "when set times become public", f"""
{N7b}

**Why:** a headliner's management asked us in 2025 not to reveal the slot; it became policy.
""")

    root("project_guestlist.md", "project", "guestlist",
         "Guest list flow from lineup to the gates",
         "Guest list", "how guest lists get to the gates", f"""
{NS9a}
Up to then artists' managers keep changing names.

After that the list is frozen apart from additions by Kit.
""")

    root("project_volunteer_privacy.md", "project", "volunteer-privacy",
         "Volunteer privacy: data retention and contact rules",
         "Volunteer privacy", "retention and contact rules for volunteer data", f"""
{O6a}
6 months after the festival they worked, by the `purge_volunteers` job.

DBS checks are only needed for the kids' area and welfare shifts.
""")

    root("project_feature_flags.md", "project", "festapp-feature-flags",
         "festapp feature flags",
         "festapp feature flags", "how unfinished app features are shipped", f"""
{N10a}

Flag names are `ff_<screen>`; clean them up one release after full rollout.
""")

    root("project_tracking.md", "project", "work-tracking",
         "Work tracking: where tickets live",
         "Work tracking", "where tickets and issues live", f"""
{D8b}

Bugs from the festival weekends are labelled `onsite` so they can be triaged on the Monday.
""")

    root("project_cashless_history.md", "project", "cashless-history",
         "Cashless history: 2025 rental and the move to tapfund",
         "Cashless history", "how cashless started and why we built our own", f"""
{D4b}

The rental we had before cost 4% of bar takings plus hardware, which paid for most of tapfund's first year.
""")

    root("reference_release_builds.md", "reference", "festapp-release-builds",
         "festapp store builds: how releases are built and signed",
         "festapp release builds", "how app store builds are produced", f"""
{R2a}

Signing keys are stored in the CI provider; the App Store Connect API key is in 1Password.
""")

    root("reference_payments.md", "reference", "tapfund-card-topups",
         "tapfund card top-ups: payment processor details",
         "Card top-ups", "payment processor for cashless top-ups", f"""
{R8b}

Chargebacks come in via webhook and freeze the wristband until support clears them.
""")

    root("reference_glossary.md", "reference", "glossary",
         "Glossary: festival and platform terms used in these notes",
         "Glossary", "festival and platform jargon", """
- **TW** Tidewrack, **HO** Hollow Oak Weekender
- **Box office** the on-site ticket desk, sells through gatekeeper's POS mode
- **Changeover** the gap between two acts on one stage
- **Advance** the production call with an act's tour manager before the festival
- **Lane** one scanning position at a gate
- **Access holder** a ticket holder registered with the access team
""")

    root("reference_people.md", "reference", "people",
         "People: who owns what at Lanternfield",
         "People", "who owns which system and area", """
- Niamh Calloway: head of platform
- Priya Shah: gatekeeper
- Tom Reyes: scanline, gate tech on site
- Ade Bello: festapp
- Raf Duarte: infra, production tech, stagecall
- Sofia Lindqvist: volunteer coordinator (rota user, not a dev)
- Kit Marsh: artist liaison, lineup power user
""")

    root("reference_on_call.md", "reference", "on-call",
         "On-call: festival weekend rotas and escalation",
         "On-call", "festival weekend on-call and escalation", f"""
# On-call during the season

{O8a}

Escalation: PagerDuty service `festival-weekend`, 5 minutes to ack, then the secondary.
""")

    root("project_grafana.md", "project", "grafana-cloud",
         "Dashboards move: status of the Grafana migration",
         "Grafana migration", "status of the dashboards migration", f"""
{S7b}

Alert rules were recreated by hand; the old ones are disabled.
""")

    root("project_kiosks.md", "project", "topup-kiosks",
         "Self-service top-up kiosks: status",
         "Top-up kiosks", "status of the self-service top-up kiosks", f"""
{S8b}

The six kiosk units are in the Bristol store room; Raf is selling them on.
""")

    root("project_wristband_tech.md", "project", "wristband-tech",
         "Wristband chips and suppliers",
         "Wristband tech", "wristband chips and supplier", f"""
{A5b}

Supplier: Intellitix-style woven bands from a UK weaver; lead time 8 weeks.
""")

    root("project_barcodes.md", "project", "ticket-barcodes",
         "Ticket barcode format for 2026",
         "Ticket barcodes", "barcode format change for printed tickets", f"""
{S9b}

The signing key lives in gatekeeper; scanline has the public key baked into the reader config.
""")

    root("reference_access.md", "reference", "access-tickets",
         "Access tickets: companion tickets and registration",
         "Access tickets", "access registration and companion tickets", f"""
Access holders register with the access team once per season; evidence is checked by a person, not the system.

{F10b}
""")

    root("feedback_answers.md", "feedback", "answer-style",
         "Answer style: terse, command first",
         "Answer style", "how to phrase answers", """
Lead with the command or the diff, then one line of why. No headings for short answers.

**Why:** Niamh reads on her phone in a muddy field half the summer.
""")

    root("feedback_no_prod_shell.md", "feedback", "no-prod-shell",
         "No interactive shells on prod pods: use the toolbox",
         "No prod shells", "use the toolbox instead of exec into prod pods", """
Don't `kubectl exec` into app pods in prod; use the `toolbox` deployment in the app's namespace.

**Why:** exec sessions aren't audited; toolbox sessions are logged to Loki.
""")

    # ------------------------------------------------------------------ remnic facts
    fV1 = fact("2026-09-03", "10:12:44", "fact", V1b + "\n", ["gatekeeper", "postgres"])
    fV3 = fact("2026-03-17", "14:02:10", "fact", V3b + "\nBox office POS mode uses the same hold.\n", ["gatekeeper", "basket"])
    fV5 = fact("2026-06-22", "09:41:03", "decision", V5b + "\n", ["rota", "sms"])
    fV8 = fact("2026-07-14", "08:30:55", "fact", V8b + "\nduring the festival, after the last bars close out.\n", ["tapfund", "xero"])
    fV10 = fact("2026-02-09", "16:20:00", "fact", V10b + "\n", ["tidewrack", "licence"])
    fR1 = fact("2026-04-28", "11:05:31", "fact", R1b + "\n", ["gatekeeper", "email"])
    fR6 = fact("2026-05-06", "13:45:12", "preference", R6b + "\n", ["festapp", "tooling"])
    fR9 = fact("2026-08-11", "19:22:40", "fact", R9b + "\n", ["scanline", "errors"])
    fR10 = fact("2026-03-30", "10:00:09", "fact", R10b + "\n", ["rota", "sms"])
    fN2 = fact("2026-07-20", "12:14:18", "decision", N2b + "\nToo many people muted the app after the Tidewrack rain delays.\n", ["festapp", "push"])
    fN3 = fact("2026-05-19", "15:33:27", "preference", N3b + "\n", ["rota", "privacy"])
    fN4 = fact("2026-10-15", "17:50:02", "decision", N4b + "\n", ["gatekeeper", "resale"])
    fN5 = fact("2026-09-08", "09:10:45", "fact", N5b + "\n", ["tapfund", "refunds"])
    fN9 = fact("2026-04-02", "18:04:51", "preference", N9b + "\n", ["rota", "shifts"])
    fS2 = fact("2026-05-27", "08:55:36", "fact", S2b + "\n", ["rota", "migration"])
    fS3 = fact("2026-08-04", "22:40:13", "fact", S3b + "\n", ["stagecall", "api"])
    fS4 = fact("2026-06-09", "14:11:29", "decision", S4b + "\n", ["festapp", "push"])
    fS6 = fact("2026-06-16", "10:27:05", "decision", S6b + "\n", ["lineup", "contracts"])
    fS10 = fact("2026-09-29", "11:38:50", "fact", S10b + "\n", ["lineup", "hospitality"])
    fF2 = fact("2026-07-13", "07:45:22", "fact", F2b + "\n", ["scanline", "logging"])
    fF5 = fact("2026-02-24", "16:58:03", "fact", F5b + "\n", ["infra", "argocd"])
    fF7 = fact("2026-07-11", "23:30:40", "fact", F7b + "\n", ["stagecall", "curfew"])
    fF9 = fact("2026-01-21", "12:02:14", "preference", F9b + "\n", ["review", "prs"])
    fO6 = fact("2026-10-02", "09:09:09", "fact", O6b + "\n", ["lineup", "retention"])
    fD1 = fact("2026-01-12", "10:30:00", "fact", D1a + "\n", ["gatekeeper", "history"])
    fD3 = fact("2026-06-30", "15:15:15", "fact", D3a + "\nRaf's production tech team took it over because they run the screens.\n", ["stagecall", "ownership"])
    fD5 = fact("2026-05-21", "21:12:00", "fact", D5a + "\nThe CSV was 4 hours stale by the time gates opened.\n", ["scanline", "allowlist"])
    fD8 = fact("2026-02-03", "09:00:30", "fact", D8a + "\nWe moved off it at the end of January.\n", ["process", "tracking"])
    fD10 = fact("2026-08-25", "13:37:00", "fact", D10a + "\nThe bill for the 2025 season was silly.\n", ["festapp", "map"])
    fA3 = fact("2026-03-04", "11:11:11", "decision", A3b + "\n", ["gatekeeper", "pricing"])
    fA7 = fact("2026-01-08", "14:00:00", "fact", A7b + "\n", ["hollowoak", "dates"])
    fA8 = fact("2026-04-14", "10:45:20", "fact", A8b + "\n", ["rota", "volunteers"])
    fA10 = fact("2026-05-12", "09:30:00", "preference", A10b + "\n", ["festapp", "releases"])
    fNS1 = fact("2026-07-11", "10:05:00", "preference", NS1a + "\n", ["scanline", "gates"])
    fNS4 = fact("2026-08-21", "17:20:00", "fact", NS4b + "\n", ["stagecall", "set-times"])
    fNS6 = fact("2026-06-03", "20:00:00", "preference", NS6a + "\n", ["rota", "email"])
    fNS5 = fact("2026-03-25", "16:40:00", "decision", NS5a + "\nOnly while the map screen is open.\n", ["festapp", "privacy"])
    fO8 = fact("2026-08-06", "18:00:00", "fact", O8b + "\nNiamh is off that weekend.\n", ["hollowoak", "oncall"])
    fD4 = fact("2026-01-06", "11:20:00", "fact", D4a + "\n", ["tapfund", "history"])
    fA6 = fact("2026-02-17", "10:20:00", "preference", A6b + "\n", ["git", "commits"])

    # remnic facts that belong to no pair
    fact("2026-01-15", "09:12:00", "fact", "Tidewrack 2026 early-bird weekend passes sold out in 41 minutes on the first on-sale.\n", ["tidewrack", "sales"])
    fact("2026-02-26", "15:02:00", "preference", "Niamh wants Grafana panel titles to say the unit, e.g. `Scans / min`, not just `Scans`.\n", ["dashboards"])
    fact("2026-04-20", "11:30:00", "fact", "The Forest of Dean site has no mains power at the Campfire stage; it runs off a hybrid generator and a battery trailer.\n", ["hollowoak", "site"])
    fact("2026-05-30", "13:13:00", "decision", "Box office staff sign in to gatekeeper POS mode with their own accounts, no shared logins.\n", ["gatekeeper", "boxoffice"])
    fact("2026-07-12", "19:55:00", "fact", "Sunday at Tidewrack 2026: the Driftwood stage ran 20 minutes late after a power trip at 16:10.\n", ["tidewrack", "incident"])
    fact("2026-08-23", "21:05:00", "fact", "Hollow Oak 2026 Saturday: peak gate throughput was about 38 scans per minute per lane at the main gate.\n", ["hollowoak", "scanline"])
    fact("2026-09-17", "10:40:00", "preference", "Ade prefers screenshots of both platforms in festapp PRs that change UI.\n", ["festapp", "review"])
    fact("2026-10-21", "14:25:00", "decision", "Post-season retro: keep the gate radio channel separate from the production channel next year.\n", ["retro"])
    fact("2026-11-09", "12:00:00", "fact", "Tidewrack 2027 dates pencilled in as 9-11 July 2027; not announced yet.\n", ["tidewrack", "2027"])
    fact("2026-11-19", "16:16:00", "preference", "For winter work Niamh wants a weekly written summary in #platform on Fridays.\n", ["process"])

    # ------------------------------------------------------------------ auto notes
    aV2 = auto("scanline-gate-outage-notes", "scanline gate outage notes", "2026-07-12", ["scanline", "tidewrack", "outage"], f"""
# Uplink outage at the main gate, Tidewrack Saturday

Starlink dish 2 dropped for ~35 minutes around 13:20.

{V2b}

- No double-entries found in the replay
- `scanline_buffer_depth` peaked at about 6k on lane 3
- Action: second dish on its own UPS (Raf)
""")
    aV4 = auto("festapp-upgrade-log", "festapp upgrade log", "2026-08-02", ["festapp", "upgrade"], f"""
{V4b}
The crash is in the native map view on Android when the new architecture is on;
upstream issue is open.

Next attempt: late September, with a physical device matrix.
""")
    aV6 = auto("lineup-upload-limits", "lineup upload limits", "2026-04-09", ["lineup", "uploads"], f"""
Kit kept hitting "file too large" on riders.

{V6b}
Thumbnails for the booking page are generated in a background job so the page stays fast.
""")
    aV7 = auto("tidewrack-main-stage-planning", "Tidewrack main stage planning", "2026-05-14", ["stagecall", "tidewrack"], f"""
# Main Stage planning session with Raf

{V7b}
Headliner changeover gets an extra 15 added by hand.

- Line-check happens inside the changeover
- Stage manager can shorten a changeover on the day, never lengthen it past curfew
""")
    aV9 = auto("scanline-redis-notes", "scanline redis notes", "2026-06-05", ["scanline", "redis"], f"""
{V9b}
Key format: `wb:<uid>` -> ticket type + valid days bitmask.

Warm the cache before gates with `scanline allowlist warm`.
""")
    aR3 = auto("rota-deploy-checklist", "rota deploy checklist", "2026-05-02", ["rota", "deploy"], f"""
# rota deploy checklist

{R3b}

1. Check the migration runs on a copy of prod (`php artisan migrate --pretend`)
2. Tell Sofia if the shift screens change
3. Watch the logs for 10 minutes after the deploy
""")
    aR4 = auto("lineup-db-notes", "lineup db notes", "2026-03-11", ["lineup", "database"], f"""
{R4b}
Fees are integer pence, never floats.

Slow query to remember: the booking search joins contracts twice; there is an index on `(festival_id, state)`.
""")
    aR5 = auto("stagecall-events-design", "stagecall events design", "2026-04-23", ["stagecall", "events"], f"""
# Running-order change events

{R5b}

Payload: stage id, act id, old start, new start, reason. Consumers must be idempotent on `event_id`.
""")
    aR7 = auto("gatekeeper-contributing", "gatekeeper contributing notes", "2026-02-12", ["gatekeeper", "git"], f"""
# gatekeeper contributing (summary of CONTRIBUTING.md)

- Branch from `main`, name `gk-<ticket>-<slug>`
{R7b}
- One approval needed, two for anything under `payments/`
""")
    aN1 = auto("scanline-hotfix-policy", "scanline hotfix policy", "2026-08-19", ["scanline", "deploys"], f"""
Agreed after the Hollow Oak Friday allowlist bug:

{N1b}
Roll out one lane first and watch it for five minutes.
""")
    aN6 = auto("gatekeeper-pre-push", "gatekeeper pre-push routine", "2026-01-27", ["gatekeeper", "tests"], f"""
{N6a}
The suite needs the docker-compose Postgres up (`make db`).
""")
    aN7 = auto("stagecall-public-api", "stagecall public API", "2026-03-19", ["stagecall", "api"], f"""
# stagecall public API

{N7a}
- Rate limited at the CDN, cached 60 s
- The website's line-up page reads it too
""")
    aN8 = auto("lineup-work-permits", "lineup work permits", "2026-05-08", ["lineup", "immigration"], f"""
Work-permit checks for non-UK acts.

{N8b}
Checks have to be finished 6 weeks before the festival.
""")
    aN10 = auto("festapp-release-process", "festapp release process", "2026-09-24", ["festapp", "releases"], f"""
# festapp release process

{N10b}
- Cut a release branch on Monday, QA Tuesday morning
- Staged rollout on Android: 10%, 50%, 100%
""")
    aS1 = auto("website-migration", "website migration", "2026-06-19", ["www", "cloudflare"], f"""
{S1b}

Redirects were ported from `_redirects` to a Pages Function. Build time went from 4 minutes to 1.
""")
    aS2 = auto("volunteer-coordination", "volunteer coordination notes", "2026-02-05", ["rota", "volunteers"], f"""
# How Sofia runs the volunteer rota

- Until rota launched, Sofia ran the whole thing from one big spreadsheet
- Coordinators per area: bars, gates, info tent, litter picking
- Team leads get a printed copy per day
""")
    aS5 = auto("gate-hardware-inventory", "gate hardware inventory", "2026-03-03", ["scanline", "hardware"], f"""
# Gate hardware

{S5b}
- Chargers: 8-slot cradles, 6 per gate
- Spare batteries: 60
""")
    aF1 = auto("gatekeeper-emails", "gatekeeper emails", "2026-04-30", ["gatekeeper", "email"], f"""
{F1b}
If the task fails three times it lands in the `failed_emails` admin list for support to resend.
""")
    aF3 = auto("volunteer-eligibility", "volunteer eligibility", "2026-03-08", ["rota", "volunteers"], f"""
{F3b}
rota checks the date of birth at sign-up and hides bar shifts until the training flag is set.
""")
    aF4 = auto("festapp-offline-mode", "festapp offline mode", "2026-06-27", ["festapp", "offline"], f"""
# Offline mode

{F4b}
Cache lives in MMKV; clearing it forces a full refetch.
""")
    aF6 = auto("rider-storage", "rider storage", "2026-02-19", ["lineup", "riders"], f"""
{F6b}
Old versions are kept (bucket versioning on) so production can see what changed.
""")
    aF8 = auto("tapfund-offline-payments", "tapfund offline payments", "2026-06-11", ["tapfund", "offline"], f"""
{F8b}
The cap is configurable per festival in the admin.
""")
    aD2 = auto("volunteer-signup-history", "volunteer sign-up history", "2026-01-30", ["rota", "history"], f"""
{D2a}
It took her two weeks and a lot of typos.
""")
    aD6 = auto("hollowoak-2025-retro", "Hollow Oak 2025 retro", "2026-01-19", ["hollowoak", "retro"], f"""
# Hollow Oak 2025 retro (written up in January)

{D6a}
- The Campfire stage overran every night
- Toilets at the campervan field were too far from the pitches
""")
    aD7 = auto("tapfund-load-test", "tapfund load test", "2026-04-17", ["tapfund", "loadtest"], f"""
# April load test

{D7a}
p99 stayed under 180 ms at 2,500 taps per minute. Scaled back down afterwards.
""")
    aD9 = auto("volunteer-hub-2025", "volunteer hub 2025", "2026-01-22", ["rota", "history"], f"""
{D9a}
Half the sheets were soaked by Sunday.
""")
    aO2 = None
    aA1 = auto("gatekeeper-migrations", "gatekeeper migrations", "2026-06-14", ["gatekeeper", "migrations"], f"""
{A1b}
Use `pg_repack` for anything on `orders` or `tickets`; plain `ALTER TABLE` locks the table.
""")
    aA2 = auto("copy-style", "copy style notes", "2026-03-26", ["copy", "festapp"], f"""
{A2b}
Times in 24h format, dates like "Sat 11 July".
""")
    aA4 = auto("stagecall-time-handling", "stagecall time handling", "2026-04-07", ["stagecall", "time"], f"""
{A4b}
Set times after midnight belong to the previous festival day in the UI.
""")
    aA9 = auto("incident-process", "incident process", "2026-07-01", ["incidents", "process"], f"""
# Incident process for festival weekends

{A9b}
- Name an incident lead
- Update the thread every 15 minutes
""")
    aNS2 = auto("pre-festival-emails", "pre-festival emails", "2026-06-25", ["gatekeeper", "email"], f"""
{NS2b}
It covers travel, bag policy and the app download link.
""")
    aNS3 = auto("git-branch-hygiene", "git branch hygiene", "2026-02-28", ["git"], f"""
{NS3b}
Use `--force-with-lease`, not `--force`.
""")
    aNS8 = auto("lineup-release-cadence", "lineup release cadence", "2026-05-23", ["lineup", "deploys"], f"""
{NS8b}
Feature flags are not used in lineup; small PRs instead.
""")
    aNS9 = auto("guestlist-gate-lookup", "guest list gate lookup", "2026-07-08", ["scanline", "guestlist"], f"""
# Guest list at the gates

{NS9b}
- Search is by surname and act
- Guests get a paper wristband first, swapped for NFC at the box office
""")
    aNS10 = auto("festapp-alerting", "festapp alerting", "2026-07-03", ["festapp", "alerts"], f"""
# festapp alerts

{NS10b}
- API 5xx > 1% for 5 minutes pages on-call
- Slow start (> 4 s cold start p75) goes to #festapp only
""")

    # auto notes that belong to no pair
    auto("tidewrack-2026-debrief", "Tidewrack 2026 debrief", "2026-07-16", ["tidewrack", "retro"], """
# Tidewrack 2026 debrief

- Entry queues were fine except Friday 17:00-18:30 at the campsite gate
- festapp had its best weekend: 71% of ticket holders opened it at least once
- Bars ran out of cups on Saturday, not our problem but noted
- Next year: one more lane at the campsite gate
""")
    auto("hollowoak-2026-debrief", "Hollow Oak 2026 debrief", "2026-08-27", ["hollowoak", "retro"], """
# Hollow Oak 2026 debrief

- The Treehouse stage was the hit of the weekend
- Rain on Sunday; the car park needed tractors from 15:00
- Volunteer no-show rate 6%, down from 11% in 2025
""")
    auto("k3s-upgrade", "k3s upgrade", "2026-10-12", ["infra", "k3s"], """
Upgraded the cluster node by node in October, drained one at a time, no downtime.
Next upgrade after the January on-sale.
""")
    auto("on-sale-runbook", "on-sale runbook", "2026-01-10", ["gatekeeper", "runbook"], """
# On-sale runbook

1. Scale gatekeeper web up the morning before
2. Queue-it waiting room on from T-30 minutes
3. Watch the Stripe dashboard and `#onsale` channel
4. Scale down the day after
""")
    auto("stripe-webhooks", "Stripe webhooks", "2026-02-02", ["gatekeeper", "stripe"], """
gatekeeper listens to `checkout.session.completed` and `charge.refunded`.
The webhook secret rotates yearly; calendar reminder in January.
""")
    auto("festapp-accessibility-audit", "festapp accessibility audit", "2026-09-10", ["festapp", "a11y"], """
# Accessibility audit (September)

- Timetable grid is unusable with VoiceOver; list view is fine
- Contrast on the amber "changed" badge fails AA
- Map needs a text alternative listing facilities
""")
    auto("dbs-checks", "DBS checks", "2026-03-15", ["rota", "safeguarding"], """
Kids' area and welfare volunteers need a basic DBS check; rota stores only pass/fail and the date.
""")
    auto("sound-limits", "sound limits", "2026-05-05", ["tidewrack", "noise"], """
Noise limits at Tidewrack are measured at the two nearest houses; the production team owns monitoring, not us.
""")
    auto("artist-advancing", "artist advancing", "2026-04-25", ["lineup", "advance"], """
# Advancing

The advance call covers arrival time, backline, guest list size and hospitality.
Kit records the outcome in the booking notes.
""")
    auto("screen-service", "stage screens", "2026-06-01", ["stagecall", "screens"], """
Stage-side screens are Raspberry Pi 5s running Chromium in kiosk mode, one per stage plus one at the production office.
""")
    auto("payment-reconciliation", "payment reconciliation", "2026-08-31", ["tapfund", "finance"], """
Finance reconciles bar takings per bar per day; the tapfund admin has a CSV export for that.
""")
    auto("winter-roadmap", "winter roadmap", "2026-11-02", ["roadmap"], """
# Winter roadmap

- gatekeeper: group bookings, better box office POS
- festapp: accessibility fixes, friend finder (opt-in only)
- rota: team lead mobile view
- scanline: lane throughput dashboard
""")
    auto("site-networking", "site networking", "2026-05-28", ["infra", "site"], """
Each site gets a temporary network: Starlink for uplink, Ubiquiti point-to-point links to the gates and bars, VLANs per use.
""")
    auto("weather-contingency", "weather contingency", "2026-06-20", ["operations"], """
High wind above 40 mph closes the Main Stage roof; stagecall has a "weather hold" flag that pauses the screens.
""")
    auto("postmortem-allowlist-bug", "postmortem allowlist bug", "2026-08-22", ["scanline", "postmortem"], """
# Hollow Oak Friday: day tickets rejected

Saturday day tickets were valid on Friday in the bitmask by mistake, then the fix rejected Friday day tickets for 12 minutes.
Root cause: off-by-one in the day index. Test added.
""")
    auto("lost-property", "lost property", "2026-07-05", ["festapp"], """
Lost property is a form in festapp that posts to the info tent's inbox; no database, on purpose.
""")
    auto("supplier-contacts", "supplier contacts", "2026-02-14", ["suppliers"], """
Supplier contacts (wristbands, radios, generators, Starlink rental) are in the shared drive `Ops/Suppliers 2026`.
""")


    # ------------------------------------------------------------------ more files belonging to no pair
    root("feedback_ask_before_spend.md", "feedback", "ask-before-spend",
         "Ask before anything that costs money",
         "Ask before spending", "cost-incurring actions need a yes first", """
Ask before creating paid resources (new Hetzner servers, bigger Starlink plans, extra CI minutes).

**Why:** the platform budget is set in January and Niamh has to defend every line of it.

**How to apply:** give a monthly cost estimate in the same message as the proposal.
""")
    root("feedback_test_data.md", "feedback", "test-data",
         "Use fake people in fixtures",
         "Test data", "fixture data must be fake", """
Fixtures and seed data use made-up names from `faker` with the `en_GB` locale; never copy real ticket buyers or volunteers from prod.

**Why:** a 2025 screenshot in a PR showed a real buyer's email.
""")
    root("feedback_explain_laravel.md", "feedback", "explain-laravel",
         "Explain Laravel changes in plain terms",
         "Explaining Laravel", "how to present PHP changes to the user", """
When I change rota, explain what the Laravel bits do in a sentence each (middleware, jobs, policies).

**Why:** Niamh doesn't write PHP and still has to approve the PR.
""")
    root("project_friend_finder.md", "project", "friend-finder",
         "Friend finder idea for festapp (winter work)",
         "Friend finder", "opt-in friend finder idea for the app", """
Idea for 2027: friends share their last-seen area (not exact position) with each other, opt-in per festival, off by default.

Open questions: battery use, what happens in the Hollow where there's no signal, moderation of friend requests.
""")
    root("project_box_office_pos.md", "project", "box-office-pos",
         "Box office POS improvements for 2027",
         "Box office POS", "planned box office improvements", """
- Print wristband collection slips from the POS screen
- Faster search by surname + postcode
- Offline queue for card payments when the site link wobbles

Priya estimates three sprints; starts after the January on-sale.
""")
    root("reference_repos.md", "reference", "repos",
         "Where the code lives",
         "Repos", "repository names for each system", """
- `lanternfield/gatekeeper`, `lanternfield/scanline`, `lanternfield/lineup`
- `lanternfield/stagecall`, `lanternfield/rota`, `lanternfield/festapp`
- `lanternfield/tapfund`, `lanternfield/www`, `lanternfield/deploy`
- Terraform for Cloudflare and Hetzner: `lanternfield/infra-tf`
""")

    fact("2026-01-28", "10:10:00", "fact", "The Tidewrack site has one public road in; the council asks for a traffic plan every year.\n", ["tidewrack", "site"])
    fact("2026-03-12", "12:30:00", "preference", "Kit wants booking status emails batched into one daily digest, not one per change.\n", ["lineup", "email"])
    fact("2026-06-12", "08:15:00", "fact", "The volunteer hub at Tidewrack is the blue marquee next to the crew car park.\n", ["tidewrack", "volunteers"])
    fact("2026-07-27", "17:45:00", "decision", "After Tidewrack we agreed to print the gate lane numbers on the floor mats as well as the signs.\n", ["scanline", "gates"])
    fact("2026-09-21", "11:00:00", "fact", "Festival season 2026 total: 31,400 unique wristbands scanned across both festivals.\n", ["scanline", "stats"])
    fact("2026-11-24", "15:30:00", "preference", "Niamh prefers architecture notes as short markdown files in each repo's `docs/adr/` folder.\n", ["docs"])

    auto("radio-channels", "radio channels", "2026-06-29", ["operations", "radio"], """
# Radio channels (both festivals)

- Ch 1 control, Ch 2 gates, Ch 3 production, Ch 4 bars, Ch 5 medical/welfare
- Tech team listens on 2 and 3
""")
    auto("ticket-types-2026", "ticket types 2026", "2026-01-18", ["gatekeeper", "tickets"], """
Ticket types for 2026: weekend, weekend + camping, weekend + campervan, Friday, Saturday, Sunday, under-12 (free, with an adult), access companion.
""")
    auto("chargeback-handling", "chargeback handling", "2026-09-01", ["gatekeeper", "payments"], """
Chargebacks on ticket orders: support answers with the scan history from scanline as evidence that the ticket was used.
""")
    auto("heat-plan", "heat plan", "2026-07-07", ["operations", "weather"], """
Heat plan: free water points on the festapp map light up when the Met Office amber warning is on; the info tent flips it by hand.
""")
    auto("onboarding-new-dev", "onboarding a new dev", "2026-10-26", ["process", "onboarding"], """
# Onboarding

1. Accounts: GitHub org, Linear, 1Password, Tailscale
2. Read the overview memory for the system they start on
3. First PR: something small in festapp or rota
""")
    auto("post-season-cleanup", "post-season cleanup", "2026-09-14", ["operations"], """
After Hollow Oak: revoke on-site contractor accounts, wipe the gate handhelds, export the season's scan stats, archive Slack channels for each festival.
""")

    # ------------------------------------------------------------------ pairs
    pair("value_slot", "reference_gatekeeper.md", V1a, fV1, V1b, "V1: gatekeeper Postgres endpoint port 5432 vs 5433, same host")
    pair("value_slot", "reference_scanline.md", V2a, aV2, V2b, "V2: scanline reader offline buffer: 5000 vs 20000 scans")
    pair("value_slot", "reference_gatekeeper.md", V3a, fV3, V3b, "V3: gatekeeper basket hold: 10 vs 15 minutes")
    pair("value_slot", "reference_festapp.md", V4a, aV4, V4b, "V4: festapp React Native version 0.76 vs 0.74")
    pair("value_slot", "reference_rota.md", V5a, fV5, V5b, "V5: rota shift reminder SMS lead time 24 h vs 12 h")
    pair("value_slot", "reference_lineup.md", V6a, aV6, V6b, "V6: lineup rider upload size cap 25 MB vs 50 MB")
    pair("value_slot", "reference_stagecall.md", V7a, aV7, V7b, "V7: Tidewrack Main Stage default changeover 30 vs 45 minutes")
    pair("value_slot", "reference_tapfund.md", V8a, fV8, V8b, "V8: tapfund nightly Xero settlement export time 03:00 vs 05:30")
    pair("value_slot", "reference_scanline.md", V9a, aV9, V9b, "V9: scanline allowlist Redis port 6379 vs 6380, same host")
    pair("value_slot", "project_tidewrack_2026.md", V10a, fV10, V10b, "V10: Tidewrack licensed daily capacity 12,000 vs 14,500")

    pair("role_slot", "reference_gatekeeper.md", R1a, fR1, R1b, "R1: gatekeeper transactional email provider Postmark vs SendGrid")
    pair("role_slot", "reference_release_builds.md", R2a, "reference_festapp.md", R2b, "R2: festapp store build CI Codemagic vs EAS Build")
    pair("role_slot", "reference_rota.md", R3a, aR3, R3b, "R3: rota hosting Fly.io vs Render")
    pair("role_slot", "reference_lineup.md", R4a, aR4, R4b, "R4: lineup database MySQL vs Postgres")
    pair("role_slot", "reference_stagecall.md", R5a, aR5, R5b, "R5: stagecall running-order event bus RabbitMQ vs NATS")
    pair("role_slot", "reference_festapp.md", R6a, fR6, R6b, "R6: festapp monorepo package manager pnpm vs yarn")
    pair("role_slot", "feedback_merge_style.md", R7a, aR7, R7b, "R7: gatekeeper merge strategy rebase-merge vs squash-merge")
    pair("role_slot", "reference_tapfund.md", R8a, "reference_payments.md", R8b, "R8: tapfund card top-up processor SumUp vs Adyen")
    pair("role_slot", "reference_scanline.md", R9a, fR9, R9b, "R9: scanline error tracking Sentry vs Honeybadger")
    pair("role_slot", "reference_rota.md", R10a, fR10, R10b, "R10: rota volunteer SMS provider Twilio vs Textlocal")

    pair("negation", "feedback_scanline_deploys.md", N1a, aN1, N1b, "N1: deploying scanline while gates are open: never vs allowed for hotfixes")
    pair("negation", "reference_festapp.md", N2a, fN2, N2b, "N2: festapp push notifications for set-time changes: sends vs does not send")
    pair("negation", "reference_rota.md", N3a, fN3, N3b, "N3: volunteer phone numbers visible to team leads vs never shared with team leads")
    pair("negation", "project_resale.md", N4a, fN4, N4b, "N4: decided to build gatekeeper resale vs decided not to")
    pair("negation", "reference_tapfund.md", N5a, fN5, N5b, "N5: tapfund leftover balance refunded automatically vs not automatically")
    pair("negation", "feedback_gatekeeper_tests.md", N6b, aN6, N6a, "N6: always run full gatekeeper suite locally vs don't run the whole suite locally")
    pair("negation", "project_stagecall_publishing.md", N7b, aN7, N7a, "N7: running order published publicly days before doors vs never before doors")
    pair("negation", "reference_lineup.md", N8a, aN8, N8b, "N8: lineup stores passport scans vs does not store them")
    pair("negation", "reference_rota.md", N9a, fN9, N9b, "N9: shift swaps need no coordinator approval vs always need approval")
    pair("negation", "project_feature_flags.md", N10a, aN10, N10b, "N10: festapp uses remote feature flags vs does not")

    pair("stale_vs_change", "project_public_site.md", S1a, aS1, S1b, "S1: public website served from Netlify vs moved off Netlify to Cloudflare Pages")
    pair("stale_vs_change", "reference_rota.md", S2a, fS2, S2b, "S2: rota master Google Sheet edited directly vs sheet is read-only now (rota app is source of truth)")
    pair("stale_vs_change", "reference_stagecall.md", S3a, fS3, S3b, "S3: screens read legacy /v1/schedule vs /v1/schedule shut down")
    pair("stale_vs_change", "reference_festapp.md", S4a, fS4, S4b, "S4: festapp push provider OneSignal vs switched from OneSignal to expo-notifications")
    pair("stale_vs_change", "reference_scanline.md", S5a, aS5, S5b, "S5: handhelds are Zebra TC52 vs TC52 handhelds retired, replaced by Sunmi")
    pair("stale_vs_change", "project_contracts.md", S6a, fS6, S6b, "S6: contracts signed via DocuSign vs switched from DocuSign to Dropbox Sign")
    pair("stale_vs_change", "reference_infra.md", S7a, "project_grafana.md", S7b, "S7: dashboards on grafana.lfe.internal vs grafana.lfe.internal deprecated, moved to Grafana Cloud")
    pair("stale_vs_change", "reference_tapfund.md", S8a, "project_kiosks.md", S8b, "S8: top-up kiosks talk to kiosk-api vs kiosk-api no longer used")
    pair("stale_vs_change", "reference_gatekeeper.md", S9a, "project_barcodes.md", S9b, "S9: ticket barcode Code128 vs switched from Code128 to signed QR")
    pair("stale_vs_change", "project_hospitality.md", S10a, fS10, S10b, "S10: hospitality tracked on Trello Hospo board vs moved from Trello into lineup")

    pair("refinement", "reference_gatekeeper.md", F1a, aF1, F1b, "F1: order confirmation email; detail of task, timing and attachments")
    pair("refinement", "reference_scanline.md", F2a, fF2, F2b, "F2: every scan logged; detail of log row fields and retention")
    pair("refinement", "reference_rota.md", F3a, aF3, F3b, "F3: volunteers 18+; narrowed to first festival day plus bar training")
    pair("refinement", "reference_festapp.md", F4a, aF4, F4b, "F4: festapp works offline; detail of what is cached")
    pair("refinement", "reference_infra.md", F5a, fF5, F5b, "F5: deploys through ArgoCD; detail of repo path and auto-sync exception")
    pair("refinement", "reference_lineup.md", F6a, aF6, F6b, "F6: riders live in lineup; detail of S3 storage linked from booking")
    pair("refinement", "reference_stagecall.md", F7a, fF7, F7b, "F7: curfew warnings; detail of T-15/T-5 pings to stage manager")
    pair("refinement", "reference_tapfund.md", F8a, aF8, F8b, "F8: tapfund offline payments; detail of per-wristband cap and reconciliation")
    pair("refinement", "feedback_small_prs.md", F9a, fF9, F9b, "F9: small PRs preference; concrete line limit and migration split")
    pair("refinement", "reference_gatekeeper.md", F10a, "reference_access.md", F10b, "F10: free companion ticket; detail of separate linked wristband")

    pair("other_subject", "reference_tapfund.md", O1a, "reference_stagecall.md", O1b, "O1: Redis endpoints of tapfund vs stagecall")
    pair("other_subject", "reference_tapfund.md", O2a, "reference_stagecall.md", O2b, "O2: CI of tapfund (Buildkite) vs stagecall (GitHub Actions)")
    pair("other_subject", "project_tidewrack_2026.md", O3a, "project_hollowoak_2026.md", O3b, "O3: gate opening time Tidewrack 11:00 vs Hollow Oak 14:00")
    pair("other_subject", "project_tidewrack_2026.md", O4a, "project_hollowoak_2026.md", O4b, "O4: curfew of Tidewrack Main Stage vs Hollow Oak Clearing stage")
    pair("other_subject", "reference_gatekeeper.md", O5a, "reference_tapfund.md", O5b, "O5: Django version of gatekeeper (5.1) vs tapfund admin (4.2)")
    pair("other_subject", "project_volunteer_privacy.md", O6a, fO6, O6b, "O6: retention of volunteer personal data (6 months) vs artist contract records (7 years)")
    pair("other_subject", "reference_gatekeeper.md", O7a, "reference_rota.md", O7b, "O7: staging URL of gatekeeper vs rota")
    pair("other_subject", "reference_on_call.md", O8a, fO8, O8b, "O8: weekend on-call for Tidewrack vs Hollow Oak")
    pair("other_subject", "project_hollowoak_2026.md", O9b, "reference_scanline.md", O9a, "O9: gate reader count at Tidewrack (24) vs Hollow Oak (14)")
    pair("other_subject", "reference_gatekeeper.md", O10a, "reference_stagecall.md", O10b, "O10: local dev port of gatekeeper (8000) vs stagecall (3000)")

    pair("dated_history", fD1, D1a, "reference_gatekeeper.md", D1b, "D1: 2025 season on Ticket Tailor vs gatekeeper handles every sale now")
    pair("dated_history", aD2, D2a, "reference_rota.md", D2b, "D2: 2025 sign-up via Google Form vs current rota public form")
    pair("dated_history", fD3, D3a, "reference_stagecall.md", D3b, "D3: bookings team owned stagecall before June reorg vs production tech owns it now")
    pair("dated_history", fD4, D4a, "project_cashless_history.md", D4b, "D4: 2025 rented Weezevent cashless vs tapfund is our in-house system now")
    pair("dated_history", fD5, D5a, "reference_scanline.md", D5b, "D5: allowlist via nightly CSV until May vs 60 s delta pull now")
    pair("dated_history", aD6, D6a, "project_hollowoak_2026.md", D6b, "D6: Hollow Oak 2025 had three stages vs four stages now")
    pair("dated_history", aD7, D7a, "reference_tapfund.md", D7b, "D7: tapfund-api 10 replicas during April load test vs 3 replicas now")
    pair("dated_history", fD8, D8a, "project_tracking.md", D8b, "D8: work tracked in Jira back in January vs Linear now")
    pair("dated_history", aD9, D9a, "reference_rota.md", D9b, "D9: paper sign-in at Tidewrack 2025 vs wristband check-in now")
    pair("dated_history", fD10, D10a, "reference_festapp.md", D10b, "D10: map tiles from Mapbox before August vs self-hosted MapLibre tiles now")

    pair("agreeing_duplicate", "feedback_prod_migrations.md", A1a, aA1, A1b, "A1: ask Niamh before gatekeeper prod migrations (two wordings)")
    pair("agreeing_duplicate", "feedback_copy_language.md", A2a, aA2, A2b, "A2: British English / UK spelling in user-facing copy")
    pair("agreeing_duplicate", "reference_gatekeeper.md", A3a, fA3, A3b, "A3: prices shown inclusive of booking fee")
    pair("agreeing_duplicate", "reference_stagecall.md", A4a, aA4, A4b, "A4: stagecall stores timestamps in UTC, displays UK time")
    pair("agreeing_duplicate", "reference_scanline.md", A5a, "project_wristband_tech.md", A5b, "A5: wristband chip NTAG213, keyed on UID")
    pair("agreeing_duplicate", "feedback_commits.md", A6a, fA6, A6b, "A6: conventional commit prefixes")
    pair("agreeing_duplicate", "project_hollowoak_2026.md", A7a, fA7, A7b, "A7: Hollow Oak 2026 dates 21-23 August")
    pair("agreeing_duplicate", "reference_rota.md", A8a, fA8, A8b, "A8: three completed shifts earn a free ticket")
    pair("agreeing_duplicate", "feedback_incident_channel.md", A9a, aA9, A9b, "A9: incidents posted in #festival-ops")
    pair("agreeing_duplicate", "reference_festapp.md", A10a, fA10, A10b, "A10: festapp store releases fortnightly on Tuesdays")

    pair("negation_scope", fNS1, NS1a, "reference_scanline.md", NS1b, "NS1: never restart a reader while a queue is at the gate vs nightly 04:00 restarts")
    pair("negation_scope", "feedback_marketing_emails.md", NS2a, aNS2, NS2b, "NS2: no marketing emails without opt-in vs info email to every buyer (not marketing)")
    pair("negation_scope", "feedback_git_safety.md", NS3a, aNS3, NS3b, "NS3: never force-push to main vs force-push own feature branch is fine")
    pair("negation_scope", "reference_stagecall.md", NS4a, fNS4, NS4b, "NS4: set-time edits blocked within 2 h of doors (without override) vs stage managers edit set times")
    pair("negation_scope", fNS5, NS5a, "reference_festapp.md", NS5b, "NS5: no background location tracking vs foreground position on map")
    pair("negation_scope", fNS6, NS6a, "reference_rota.md", NS6b, "NS6: rota never emails between 22:00 and 08:00 vs emails shift confirmations")
    pair("negation_scope", "project_tapfund_refunds.md", NS7b, "reference_tapfund.md", NS7a, "NS7: never stores full card numbers vs keeps processor card token")
    pair("negation_scope", "feedback_lineup_deploys.md", NS8a, aNS8, NS8b, "NS8: don't deploy lineup on Fridays vs lineup deployed several times a week")
    pair("negation_scope", "project_guestlist.md", NS9a, aNS9, NS9b, "NS9: guest-list names not sent to scanline before Thursday vs names are pushed to scanline")
    pair("negation_scope", "feedback_festapp_paging.md", NS10a, aNS10, NS10b, "NS10: don't page for festapp crash spikes outside festival weekends vs crash alerts page on-call")

    return P
