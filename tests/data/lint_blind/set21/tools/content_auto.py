# auto/<slug>.md free notes. Entry: (slug, title, created, tags, body)

AUTO = []


def a(slug, title, created, tags, body):
    AUTO.append((slug, title, created, tags, body.strip("\n") + "\n"))


a("belaybook-db-notes", "belaybook database notes", "2026-06-11", ["belaybook", "postgres"], """
# belaybook DB notes

Collected while chasing the slow `/desk/grid` query (BB-441).

The belaybook Django settings point at `pg-book.cragline.internal:5433` (`DATABASES['default']`), ⟦V1⟧
read from `DATABASE_URL` in the app's environment. The `belaybook_ro` role is what Metabase and
`just shell-prod` use.

- `bookings` has ~1.9M rows; the grid query needs the `(session_id, status)` index
- `EXPLAIN (ANALYZE, BUFFERS)` showed a seq scan because the index was on `(status, session_id)`
- Fixed in migration `0087_booking_session_status_idx`
""")

a("routeset-api-notes", "routeset-api notes", "2026-08-20", ["routeset", "node"], """
# routeset-api notes

routeset-api runs on Node 22; the Dockerfile is `FROM node:22-alpine`. ⟦V4⟧

- Fastify logger is pino; set `LOG_LEVEL=debug` in the env to see Prisma queries
- Health: `GET /health` returns DB latency and the migration head
- The public feed endpoint is cached 5 minutes in memory; restart to flush
""")

a("gatekeeper-offline-test", "gatekeeper offline test (Sheffield)", "2026-05-19", ["gatekeeper", "test"], """
# Offline test, Sheffield, after close

Goal: check what the turnstiles do when the WAN is gone.

Controllers hold the cached member list for 24 hours after losing contact with gatekeeper ⟦V6⟧
(`cache_ttl = "24h"` in `controller.toml`); after that only staff cards open the turnstile.

- Unplugged the WAN at 22:40, turnstiles kept working from cache
- Front-desk app showed "controller offline" within 30 s
- Re-plugged, controller re-synced the delta in 11 s
""")

a("directus-setup", "Directus setup notes", "2026-04-08", ["website", "directus"], """
# Directus

Runs in Docker on `app-02`, admin at `cms.cragline.co.uk`.

- `DB_CONNECTION_STRING` is `postgres://directus@pg-web.cragline.internal:5432/directus` ⟦V9⟧
- Uploads go to S3 (`cragline-cms-assets`)
- Webhook on publish triggers a site rebuild
- Roles: `Marketing` can publish, `Site manager` can only edit timetables
""")

a("memberly-ci", "memberly CI notes", "2026-03-02", ["memberly", "ci"], """
# memberly CI

memberly builds on Woodpecker CI (`ci.cragline.internal`), pipeline in `.woodpecker.yml`. ⟦R2⟧

- Steps: bundle, rspec (parallel 3), rubocop, admin build
- Secrets: `RAILS_MASTER_KEY` as a Woodpecker secret, not in the repo
- A red main blocks deploys (branch protection + required status `ci/woodpecker/push`)
""")

a("routeset-app-release", "routeset app release checklist", "2026-09-03", ["routeset", "release"], """
# Releasing the routeset app

The routeset app is written in Flutter, so releases are `flutter build appbundle` and `flutter build ipa` ⟦R5⟧
from the `release/*` branch.

1. Bump `version:` in `pubspec.yaml`
2. Build both targets, upload to internal track / TestFlight
3. Setters at SHF test for two days, then promote
""")

a("glitchtip-install", "GlitchTip install", "2026-07-14", ["belaybook", "monitoring"], """
# GlitchTip

belaybook's error tracking is GlitchTip, self-hosted on `mon-01` (`errors.cragline.internal`). ⟦R8⟧

- Docker compose in `infra/glitchtip/`
- Alert rule: any new issue in belaybook, plus >20 events/hour for existing ones
- Retention 60 days
""")

a("till-sync-cursor-bug", "till-sync cursor bug", "2026-10-06", ["till-sync", "bug"], """
# Missing café takings in Xero (TS-57)

till-sync keeps its per-location cursor in Redis (`redis-01`, key `till:cursor:<location_id>`). ⟦R9⟧

The cursor was written before the Xero post succeeded, so a Xero 503 skipped a batch; fix writes it
after the post. Re-ran 2026-10-03 for SHF by hand.
""")

a("external-monitoring", "External monitoring", "2026-05-27", ["infra", "monitoring"], """
# Monitoring outside-in

Uptime monitoring is Gatus on the Hetzner `mon-01` box; config in `infra/gatus/config.yaml`. ⟦R10⟧

Checks: website, belaybook `/healthz`, waivers, gatekeeper admin API (TLS expiry only), routeset-api `/health`.
""")

a("belaybook-twilio", "belaybook SMS reminders", "2026-08-04", ["belaybook", "sms"], """
# SMS reminders

belaybook sends SMS reminders via Twilio three hours before each booked session. ⟦N3⟧

- Sender ID `CRAGLINE` (alphanumeric, UK allows it)
- Members can opt out with STOP; opt-outs sync to `Member.sms_opt_out`
""")

a("memberly-test-speedup", "memberly test speed-up", "2026-09-22", ["memberly", "tests"], """
# Making the memberly suite fast

memberly's spec suite does not use a real database: models are built with `build_stubbed` and the repository objects are mocked. ⟦N4⟧

Suite time went from 7m40s to 55s. Request specs go through `Rack::Test` with the stubs.
""")

a("front-desk-faq", "Front desk FAQ", "2026-02-16", ["front-desk", "faq"], """
# Front desk FAQ (draft for the staff handbook)

**"My card doesn't work"**
Members can tap either their old blue EM4100 fob or the new white card at the turnstile. ⟦S4⟧
If neither works, check their membership in the admin before assuming a broken card.

**"Can I bring a friend?"**
Yes, the friend needs a waiver and pays day entry.

**"Lost property"**
Box under the desk; anything unclaimed after 30 days goes to charity.
""")

a("kids-parties", "Kids' parties", "2026-02-09", ["parties", "booking"], """
# Kids' parties

Kids' parties are booked through the old Bookwhen page (`cragline.bookwhen.com`), not belaybook. ⟦S5⟧

- Manchester has two party rooms, Leeds one
- Max 12 kids per party, one instructor per 6
""")

a("belaybook-deploy", "Deploying belaybook", "2026-01-21", ["belaybook", "deploy"], """
# Deploying belaybook

To deploy belaybook, run `ansible-playbook playbooks/belaybook.yml -l app-01` from the `ops` repo. ⟦S6⟧
Then check `https://book.cragline.co.uk/healthz` and the desk grid for one site.

Migrations run as part of the playbook (`manage.py migrate --noinput`).
""")

a("waiver-kiosk-retirement", "waiver kiosk retirement", "2026-10-12", ["waivers", "kiosk"], """
# Kiosks

The `waiver-kiosk` PWA is deprecated; since the October kiosk refresh the iPads open `waivers.cragline.co.uk/desk` in Safari. ⟦S9⟧

Guided Access stays on. The old PWA repo is archived.
""")

a("gocardless-notes", "GoCardless notes", "2026-03-18", ["memberly", "gocardless"], """
# GoCardless

memberly takes the first payment with GoCardless Instant Bank Pay and sets up a Direct Debit mandate for the recurring ones. ⟦F2⟧

- Webhooks: `/webhooks/gocardless`, signature secret in credentials
- Sandbox creds for staging are in 1Password, item `GC sandbox`
""")

a("backup-runbook", "Backup runbook", "2026-04-22", ["infra", "backups"], """
# Backups

pgBackRest takes a full backup every Sunday at 01:30 and a differential on the other nights, repo on Backblaze B2 (`cragline-pgbackrest`). ⟦F5⟧

- Stanzas: `book`, `util`, `web`
- `pgbackrest --stanza=book info` on the DB box shows the last backup
- Encryption passphrase in 1Password, item `pgBackRest repo`
""")

a("grading-at-sheffield", "Grading at Sheffield", "2026-06-30", ["routeset", "grades"], """
# Font grades at SHF

routeset stores every grade on the V-scale and, for Sheffield only, a Font grade alongside it. ⟦F7⟧
Jodie wanted Font because the board users think in Font. Conversion table in `grades.ts`.
""")

a("waiver-storage", "Waiver storage", "2026-05-05", ["waivers", "s3"], """
# Waiver PDFs

Bucket layout: `s3://cragline-waivers/<site>/<yyyy>/<waiver-id>.pdf`, object lock in compliance mode. ⟦F9⟧

Lifecycle moves objects to Glacier Instant Retrieval after 90 days.
""")

a("metabase-setup", "Metabase setup", "2026-03-25", ["metabase", "reporting"], """
# Metabase

For site managers' dashboards (bookings per slot, no-shows, occupancy).

- Metabase reads belaybook through the replica `pg-book-ro.cragline.internal:5432`. ⟦O1⟧
- Login via Google; site managers see only their site's collection
""")

a("gatekeeper-build", "gatekeeper build", "2026-04-14", ["gatekeeper", "ci"], """
# gatekeeper build

gatekeeper CI runs on Drone (`drone.cragline.internal`): vet, tests, then a cross-compile for linux/amd64. ⟦O2⟧

The release step uploads the binary to the `gk-releases` bucket; `app-03` pulls it on deploy.
""")

a("member-sync", "memberly to gatekeeper sync", "2026-05-11", ["memberly", "gatekeeper"], """
# Member sync

memberly pushes membership status changes to gatekeeper every 10 minutes (`MemberSyncJob`). ⟦O5⟧

Freezes and cancellations take effect on the next push; the desk can force one from the admin.
""")

a("newsletter", "Newsletter", "2026-06-02", ["marketing", "email"], """
# Members' newsletter

The members' newsletter goes out via Buttondown (list `cragline-members`). ⟦O6⟧
Monthly, first Friday. Ellie writes it; Tomasz only maintains the signup sync from memberly.
""")

a("staging-env", "Staging environment", "2026-05-30", ["staging"], """
# Staging

belaybook staging runs on `stg-01.cragline.internal:8000` with a nightly anonymised copy of prod data. ⟦O7⟧

- Emails on staging go to Mailpit (`stg-01:8025`), never to real people
- Login as any member with the magic link printed in the logs
""")

a("belay-competency", "Belay competency", "2026-02-23", ["safety", "belay"], """
# Belay checks

A top-rope belay check lapses after 6 months without a visit. ⟦O10⟧

The check is recorded in belaybook on the member (`belay_tr_checked_at`); front desk sees a red badge when it lapses.
""")

a("website-history", "Website history", "2026-05-06", ["website"], """
# Why the site is built the way it is

Until April 2026 the site was a WordPress theme maintained by an agency. ⟦D2⟧
The agency contract ended, plugins were out of date, and marketing wanted to edit the timetable
without raising tickets, which is where Directus came in.
""")

a("heatwave-2026", "Heatwave 2026", "2026-07-21", ["sites", "ops"], """
# July 2026 heatwave

During the July 2026 heatwave Leeds closed at 20:00 on weekdays; the mezzanine hit 34 °C. ⟦D4⟧

belaybook sessions after 20:00 were cancelled with a bulk action and members emailed.
""")

a("till-sync-history", "till-sync history", "2026-03-30", ["till-sync"], """
# till-sync history

In January till-sync was a cron script on the office NUC under Tomasz's desk. ⟦D6⟧
It died when the NUC was unplugged for the office move; that's when it was turned into a proper service.
""")

a("waiver-history", "Waiver history", "2026-06-15", ["waivers"], """
# Waivers, before and after

Waivers were paper forms in a lever-arch file at each desk until May 2026. ⟦D8⟧
Staff spent ~20 min per shift finding forms; the insurer accepted digital signatures in April.
""")

a("style-guide", "Style guide (text)", "2026-04-27", ["copy", "style"], """
# Style guide for text

All text members see (emails, the website, app strings) uses UK spelling, not American. ⟦A2⟧

- Dates as "Sat 14 Nov", times 24h
- Money as "£14", never "14 GBP"
""")

a("xero-mapping", "Xero mapping", "2026-08-11", ["till-sync", "xero", "finance"], """
# Café → Xero

till-sync exports the café takings to Xero every day. ⟦NS7⟧

The mapping from Square item categories to Xero account codes is the `mapping.yaml` file in the till-sync repo; ⟦A9⟧
finance asks, Tomasz edits. New categories without a mapping go to 4999 (suspense).
""")

a("routeset-auth", "routeset auth", "2026-03-10", ["routeset", "auth"], """
# routeset auth

Login to routeset for staff is Google sign-in restricted to the cragline.co.uk Workspace domain. ⟦A10⟧

Roles come from the Google group (`setters@`, `site-managers@`).
""")

a("routeset-contributing", "routeset CONTRIBUTING summary", "2026-07-08", ["routeset", "git"], """
# Contributing to routeset

- Branch from `main`, name `feat/...` or `fix/...`
- routeset PRs land as merge commits (GitHub "Create a merge commit"). ⟦O9⟧
- Screenshots in the PR for any UI change
""")

a("membership-rules", "Membership rules", "2026-02-12", ["memberly", "rules"], """
# Membership rules (from the T&Cs)

- Minimum term: none, one month's notice
- A membership can be frozen for a maximum of three months in any 12-month period. ⟦A7⟧
- Freezes start on the 1st of a month
""")

a("comp-season", "Comp season notes", "2026-09-14", ["setting", "comps"], """
# Comp season

Setters never reset the comp wall in the week before a competition. ⟦NS9⟧
Competitors train on the current set; a fresh set that week is seen as unfair.
""")

a("on-call", "On-call", "2026-06-24", ["ops", "on-call"], """
# On-call cheat sheet

- Website down: check the host status page first, then Directus
- Booking down during opening hours: P1
- Turnstile outage during opening hours: escalate immediately (P1) ⟦NS10⟧
- Till sync failure: P3, next working day
""")

# ---------------- unpaired auto notes ----------------

a("incident-2026-03-14-double-bookings", "Incident: double bookings 14 March", "2026-03-15", ["incident", "belaybook"], """
# Double bookings, Saturday 14 March

Two members got the same slot at LDS after a waitlist promotion raced a manual desk booking.

- Cause: promotion used `select_for_update()` on the waitlist row but not on the session
- Fix: lock the session row first (BB-402)
- 9 bookings affected, all honoured on the day
""")

a("square-api-notes", "Square API notes", "2026-02-25", ["square", "api"], """
# Square API

- Orders API `SearchOrders` with `location_ids` and `updated_at` filter
- Amounts are in pence (`amount_money.amount`)
- Sandbox app id in 1Password, item `Square sandbox`
""")

a("loki-queries", "Loki queries", "2026-06-18", ["logs", "loki"], """
# Useful LogQL

- `{app="belaybook"} |= "waitlist"`
- `{app="gatekeeper", site="SHF"} | json | level="error"`
- `sum by (site) (count_over_time({app="gatekeeper"} |= "denied" [1h]))`
""")

a("caddy-config", "Caddy config", "2026-05-14", ["infra", "caddy"], """
# Caddy on app-01

- `book.cragline.co.uk` reverse-proxies to gunicorn
- `/static/` served from `/srv/belaybook/static` with `Cache-Control: max-age=31536000, immutable`
- Certificates: automatic (ACME, HTTP-01)
""")

a("wireguard-sites", "WireGuard to sites", "2026-04-03", ["network", "wireguard"], """
# wg-sites

Peers: one per site gateway. Keepalive 25 s because the Manchester ISP drops idle UDP.
Rotate keys yearly (next: April 2027). `wg show wg-sites` on app-03.
""")

a("directus-schema", "Directus schema", "2026-04-09", ["website", "directus"], """
# Directus collections

- `pages` (slug, title, body, seo)
- `classes` (site, weekday, start, end, title, level)
- `news` (title, date, body, cover)
- `sites` (code, name, address, hours_note)

Ellie from marketing does all the website content herself in Directus: pages, the timetable and news posts, ⟦A6⟧
without going through git, so schema changes here need her sign-off first.
""")

a("pgbackrest-restore-test", "Restore test Q3", "2026-09-29", ["infra", "backups"], """
# Restore test, Q3 2026

Restored stanza `book` to a throwaway CX22; took 14 minutes. Row counts matched prod within the
expected drift. Next test: Q4 with `util`.
""")

a("halloween-social", "Halloween social", "2026-10-27", ["events"], """
# Halloween social, 31 Oct

Free entry for members in costume at LDS and MAN, café open late.
Booked as a belaybook event (free tickets), no waitlist.
""")

a("route-photo-pipeline", "Route photo pipeline", "2026-11-10", ["routeset", "photos"], """
# Photos

- App uploads to a presigned S3 URL from routeset-api
- Job resizes to 1600 px and 400 px thumbs with sharp
- EXIF stripped (location!)
""")

a("meeting-2026-09-02", "Ops meeting 2 Sept", "2026-09-02", ["meeting"], """
# Ops meeting, 2 September

- Priya: Leeds desk wants a "late arrivals" list
- Dan: Sheffield board lights on a timer
- Gary: café takings look right since the mapping fix
- Actions: Tomasz to spec the late-arrivals list
""")

a("door-reader-wiring", "Door reader wiring", "2026-08-26", ["gatekeeper", "hardware"], """
# Reader wiring

RS-485 A/B on terminals 1/2, 12 V on 3, GND on 4. Termination resistor only at the far end.
York's second reader had A/B swapped; symptom was garbage UIDs in the controller log.
""")

a("python-tooling", "Python tooling", "2026-01-30", ["python", "tooling"], """
# Python tooling

- `uv` for env and lockfiles in the Python repos
- `ruff` for lint + format, config in `pyproject.toml`
- Type checks with `pyright` in CI, not locally
""")

a("late-arrivals-spec", "Late arrivals list spec", "2026-09-09", ["belaybook", "spec"], """
# Late arrivals list (draft)

Show bookings for the current slot with no check-in 15 minutes after start, per site.
Data: belaybook bookings joined with gatekeeper check-ins through the admin API.
Open question: should it auto-release the spot? Priya says no.
""")

a("insurance-renewal", "Insurance renewal notes", "2026-11-04", ["insurance"], """
# Insurance renewal (Hollis Sport), January 2027

Questions from the underwriter: number of inductions per month, incident log export, auto-belay inspection records.
Tomasz to export induction counts from belaybook by 1 December.
""")
