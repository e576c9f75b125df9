# Free notes auto/<slug>.md: path -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO['auto/%s.md' % slug] = (title, created, tags, body.strip('\n') + '\n')

a('parkgate-db-notes', 'parkgate database notes', '2026-07-09', ['parkgate', 'postgres'], """
# parkgate database notes

@@V1b@@
the old PG13 cluster with the 2024 session history, kept until finance sign off deleting it.

Tables worth knowing:
- `sessions`: one row per car visit (entry event, exit event, tariff applied)
- `exit_payments`: one row per payment at a pay station or exit lane
- `prebookings`: imported from the website booking flow every 5 minutes

@@NS4b@@

Connection pool is 20 per worker; the reconciliation job uses its own role `parkgate_recon`.
""")

a('parkgate-support-faq', 'Car park support FAQ (for the info desk)', '2026-05-02', ['parkgate', 'info-desk'], """
# Car park FAQ for info desk staff

Written with the info desk team so they can answer phone calls without ringing IT.

**Barrier won't lift at exit?**
@@V6b@@
the barrier shows "Please pay the balance" and the driver has to go back to a pay station or use the help button.

**Lost ticket?** There are no tickets; plates are read by ANPR. Ask for the plate and look it up in the parkgate desk view.

**Paid for the wrong plate?** Desk view -> session -> "Move payment". Needs a supervisor login.
""")

a('flightdb-build-notes', 'flightdb: building and CI', '2026-10-14', ['flightdb', 'go', 'ci'], """
# flightdb build notes

@@V3b@@
Locally: `make build` puts the binary in `bin/`; `make run-local` starts it against the database from `docker-compose.yml`.

@@O2b@@
Lint config is in `.golangci.yml`; `errcheck` and `revive` are the ones that usually bite.

Workflow:
@@NS7b@@
Keep PRs under ~400 lines; the feed adapters are easier to review one airline at a time.
""")

a('app-release-checklist', 'App release checklist', '2026-09-30', ['app', 'release'], """
# App release checklist

1. Bump `version:` in `pubspec.yaml` (build number = yyyymmddNN).
2. Update the Welsh strings if any English ones changed.
@@V7b@@
4. Run the `release-ios` and `release-android` workflows.
5. Smoke test on the office test phones (iPhone SE, Pixel 6a).
6. Submit for review; phased release on iOS, 20% staged rollout on Android.
7. Post in the digital Teams channel with the release notes.
""")

a('website-lost-property', 'Website lost property form', '2026-04-16', ['website', 'forms'], """
# Lost property form

Replaced the old "email us a description" page in April. Submissions go to the info desk mailbox and a copy
lands in the lost property spreadsheet through Power Automate.

@@V10a@@
Accepted types: JPEG, PNG, HEIC (converted to JPEG server-side).

Spam: Cloudflare Turnstile on submit; no reCAPTCHA.
""")

a('shiftboard-jobs', 'shiftboard background jobs', '2026-08-21', ['shiftboard', 'jobs'], """
# shiftboard background jobs

@@R2b@@
scheduled ones (rota publish, reminder emails, payroll export) are triggered by a small scheduler process in the same deployment.

Job list:
- `publish_rota`: weekly
- `send_reminders`: daily 18:00 for next-day early shifts
- `payroll_export`: monthly, 3rd working day
- `cleanup_swaps`: nightly, expires swap requests older than 7 days

If a job is stuck, check the worker logs first; restarting the worker pod is safe.
""")

a('fids-screen-hardware', 'FIDS screen hardware', '2026-03-05', ['fids', 'hardware'], """
# FIDS screen hardware

@@R6b@@
a locked-down SD image built with `fids-image/build.sh`. Screens are mostly 55" Philips panels in portrait.

If a screen shows the "no signal" splash: power-cycle from the PoE switch port (Netcomm portal), then check
the display VLAN DHCP lease. Replacements are kept in the comms room cupboard (two spares).
""")

a('beltalloc-dev', 'beltalloc development notes', '2026-07-28', ['beltalloc', 'go'], """
# beltalloc dev notes

- Local run: `go run ./cmd/beltalloc -config dev.yaml`; the dev config fakes flightdb with `testdata/movements.json`.
- The allocation logic is in `internal/alloc`; it's pure functions, test it with table tests.

@@R8b@@

Releases are tagged by Dafydd; Tom deploys.
""")

a('shiftboard-swaps', 'Shift swaps in shiftboard', '2026-05-20', ['shiftboard', 'swaps'], """
# Shift swaps

Staff request a swap from the shift detail page; the other person accepts in the app.
@@N2b@@
Managers see pending swaps on their dashboard and get a daily digest at 08:00.

Swaps that would break the rest rules are rejected before they reach a manager.
""")

a('parkgate-dev-notes', 'parkgate dev notes (Dafydd)', '2026-03-18', ['parkgate', 'dev'], """
# parkgate dev notes

Things Dafydd told me while pairing on HVA-341.

@@N3b@@

Testing:
@@N8b@@
(`docker compose up plateview-sim`), it replays recorded plate events from `sim/recordings/`.

Logging:
@@NS10b@@
Log level is INFO in prod; DEBUG only on staging.
""")

a('app-notifications', 'App push notifications', '2026-06-26', ['app', 'push'], """
# App push notifications

Push goes through FCM for both platforms (APNs key uploaded to Firebase).

Topics that exist: `flight_<number>_<date>` for delay and cancellation updates on a followed flight,
and `airport_news` for disruption banners (snow, runway closures).

@@N9b@@
""")

a('website-cms-move', 'Website CMS move', '2026-03-27', ['website', 'cms'], """
# Website CMS move

@@S2b@@
`admin.harwickvaleairport.co.uk` with their Microsoft account. Content was migrated with a one-off script
(`scripts/wp-export-to-payload.ts`); redirects for the old `?p=` URLs are in `next.config.js`.

Editors: comms team (3 people) and Sian. Page drafts have a preview link that works without login for 24 h.
""")

a('shiftboard-login', 'shiftboard login and access', '2026-02-10', ['shiftboard', 'auth'], """
# shiftboard login

@@S4a@@
Password resets go to the rota manager, who can set a temporary one.

@@NS9b@@
Most of them use it from their phones; the layout is mobile-first.
""")

a('gitea-retirement', 'Gitea retirement', '2026-09-03', ['infra', 'git'], """
# Gitea retirement

@@S6b@@
Mirrors were set up in August and the cutover was done over the bank holiday weekend.

- CI webhooks were re-pointed at the GitHub repos
- Deploy keys for Argo CD moved to GitHub deploy keys
- The Gitea VM will be deleted at the end of the year after a final backup
""")

a('shiftboard-sms', 'shiftboard SMS', '2026-07-15', ['shiftboard', 'sms'], """
# shiftboard SMS

@@S8b@@
sender ID support ("HWV Rota"). Credentials are in 1Password as `shiftboard / prod / sms`.

SMS is only used for same-day shift changes; everything else is email.
""")

a('logging-loki', 'Logging with Loki', '2026-09-12', ['infra', 'logging'], """
# Logging with Loki

@@S10b@@
`{namespace="fids"}`. Retention in Grafana Cloud is 30 days on the current plan.

Promtail runs as a DaemonSet; pods only need to log JSON to stdout.
""")

a('argocd-notes', 'Argo CD notes', '2026-06-02', ['infra', 'argocd'], """
# Argo CD

@@F3b@@
where someone clicks Sync after checking the diff.

Apps are defined in `harwickvale/deploy` (app-of-apps). Image tags are bumped by a CI step that commits to `deploy`.
""")

a('app-welsh', 'Welsh in the app', '2026-04-08', ['app', 'welsh', 'l10n'], """
# Welsh in the app

@@F5b@@
The language follows the phone setting, with an override under Settings -> Iaith / Language.

Flight statuses come translated from flightdb (`status_cy` field), so the app doesn't translate those itself.
""")

a('shiftboard-dev', 'shiftboard development notes', '2026-06-15', ['shiftboard', 'django'], """
# shiftboard dev notes

@@A3b@@
Local dev: `make up` (docker compose with Postgres and Redis), then `make seed` for a fake roster of 40 staff.

Migrations:
@@F8b@@
Squash migrations at the start of each year, not mid-season.

Tests: `pytest -n 2`; the rota rules tests are the slow ones.
""")

a('parkgate-tariffs', 'Car park tariffs 2026', '2026-04-03', ['parkgate', 'tariffs'], """
# Car park tariffs (from the April 2026 review)

@@O4a@@
Prebook prices vary by demand; the floor is set by commercial every quarter.

@@F10b@@

Tariff changes are config, not code: `tariffs/2026-04.yaml`, loaded at startup. A new file needs a restart.
""")

a('staging-cluster', 'Staging cluster', '2026-05-12', ['infra', 'k3s', 'staging'], """
# Staging cluster

Single-node k3s on `pve2`, used for staging of every in-house app.
@@O6b@@

Staging data is refreshed from prod on the first Monday of the month, with plates and names scrambled by
`scripts/scrub.sql`.
""")

a('security-rota', 'Security rota pattern', '2026-03-02', ['shiftboard', 'security'], """
# Security rota

@@O8b@@
Minimum staffing per shift comes from the security programme and is entered by the security manager;
shiftboard flags any shift under the minimum in red.
""")

a('parkgate-receipts', 'parkgate receipts', '2026-08-06', ['parkgate', 'email'], """
# parkgate receipts

Drivers can ask for a VAT receipt at the pay station (email address typed on the screen) or afterwards on the website.

@@O9a@@
Bounces go to the finance shared mailbox.
""")

a('flightdb-feeds', 'flightdb feeds', '2026-10-02', ['flightdb', 'feeds'], """
# flightdb feeds

@@O10a@@
The file is validated and diffed against the current season before anything is written.

@@D9b@@
stale. Now the handler's movement messages are the main source of actual times.

Feed errors show on the flightdb admin "Feeds" page and alert to the digital Teams channel.
""")

a('fids-easter-2026', 'FIDS at Easter 2026', '2026-04-22', ['fids', 'history'], """
# FIDS over Easter

@@D3b@@
Both were on loan from the screen supplier; the car hire companies wanted them to cut the queue of people
asking about delayed flights.
""")

a('summer-peak-2026', 'Summer peak 2026 notes', '2026-09-07', ['oncall', 'peak'], """
# Summer peak 2026

@@D7b@@
Worked well for airside kit but the systems rota was too thin with Dafydd on holiday for two weeks.

Incidents over the peak: two FIDS outages (switch), one parkgate payment outage (acquirer side, 40 minutes).
""")

a('parkgate-prebook', 'Car park prebooking flow', '2026-02-24', ['parkgate', 'website'], """
# Prebooking

Customers book on the website (`/parking/book`); the booking reaches parkgate with the plate and dates.

@@A2b@@
If the driver stays longer than booked, the overstay is charged at the normal tariff at a pay station.

Amendments up to 24 hours before arrival; no refunds inside 24 hours.
""")

a('anpr-cameras', 'ANPR cameras', '2026-01-29', ['parkgate', 'anpr'], """
# ANPR cameras

Eight Plateview cameras: entry and exit lanes of short stay, long stay and staff car park.

@@A7b@@
Plateview's support portal login is in 1Password. They can see the cameras remotely through their own VPN appliance.
""")

a('app-dev-setup', 'App dev setup', '2026-02-18', ['app', 'flutter'], """
# App dev setup

- Flutter stable, version pinned in `.fvmrc`; use `fvm flutter ...`
- Android Studio for the emulator only; Sian edits in VS Code
@@A8b@@
- Firebase config files are not in the repo; get them from 1Password (`hwv-app / firebase configs`).
""")

# ---- unpaired auto notes ----
a('incident-2026-02-14-fids-blank', 'Incident: FIDS blank screens 14 Feb', '2026-02-14', ['incident', 'fids'], """
# Incident 2026-02-14: departure screens blank

05:10-05:55, all departure screens blank during the morning bank. Cause: switch in the check-in hall rebooted
after a firmware auto-update scheduled by Netcomm. Staff used the PA and the whiteboard at gate 3.

Actions:
- Netcomm to disable auto-updates on display switches (done)
- Add an uptime check per screen group (HVA-220)
""")

a('incident-2026-08-03-barrier', 'Incident: long stay exit barrier stuck', '2026-08-03', ['incident', 'parkgate'], """
# Incident 2026-08-03: long stay exit barrier stuck open

Barrier arm on the long stay exit stayed up for 35 minutes, 09:20-09:55. Modbus connection from barrier-bridge
to the controller hung; cars left without paying (about 60 sessions).

Fix: read timeout on the Modbus client, watchdog restarts barrier-bridge on a stuck poll (HVA-402).
Finance wrote off the sessions.
""")

a('meeting-2026-04-steering', 'Digital steering meeting April', '2026-04-29', ['meeting'], """
# Digital steering, 29 April

Present: Gwen, Tom, Mair, commercial lead (Owain).

- Summer readiness: FIDS content for TUI charters, car park prebook promo
- Mair asked for rota exports into the new HR system by Q4
- Owain wants app downloads reported monthly
- Next meeting July
""")

a('runway-closure-notams', 'NOTAM wording for closures', '2026-11-10', ['ops', 'notam'], """
# NOTAM and closure wording

Comms want one set of words for website, app and screens. Draft:

"The runway is closed overnight for resurfacing. Flights are not affected unless your airline tells you otherwise."

Welsh version from the translation unit by 2026-12-05.
""")

a('ev-charger-vendors', 'EV charger vendor notes', '2026-09-18', ['ev', 'parking'], """
# EV charger vendors

Three quotes; ChargeYard picked on price and because their app already handles payment. Their API has a
status endpoint per connector, polled by us if we ever show status.
""")

a('wifi-portal-notes', 'Wi-Fi portal notes', '2026-10-21', ['wifi'], """
# Wi-Fi portal

Netcomm confirmed external splash pages are possible on their controller if the page is on an allow-listed domain
reachable before login. Need: terms page, Welsh toggle, no trackers.
""")

a('budget-notes-2027', 'Budget notes 2027', '2026-10-16', ['budget'], """
# Budget notes

Screen prices from two suppliers; the lounge refresh is 14 panels. Pen test quotes: £8.5k and £11k.
Freelance day rate assumption £450.
""")

a('prm-form-fields', 'PRM form fields', '2026-06-09', ['website', 'prm'], """
# PRM form fields

Name, booking reference, flight, date, assistance type (IATA codes WCHR/WCHS/WCHC/BLND/DEAF/DPNA),
own wheelchair yes/no (+ battery type), contact phone. No free-text medical field.
""")

a('airline-onboarding', 'New airline onboarding checklist', '2026-03-24', ['airlines', 'checklist'], """
# New airline onboarding

- flightdb: feed adapter, airline code mapping, logo for FIDS (SVG, both colour variants)
- Website: airline page + destinations
- App: logo in the asset bundle (ships with the next release, so ask early)
- beltalloc: nothing, it works off flightdb
""")

a('noise-complaints', 'Noise complaints form', '2026-07-01', ['website', 'forms'], """
# Noise complaints

Form goes to the environment officer. Needs date, time, location (map pin), description. The officer wanted
flight matching; we show candidate movements from flightdb within +/- 15 minutes.
""")

a('deicing-winter', 'Winter ops: de-icing and snow', '2026-11-17', ['ops', 'winter'], """
# Winter ops

De-icing delays show as "Delayed - de-icing" on FIDS (text agreed with the handler). Snow plan triggers a
disruption banner on the website and an `airport_news` push.
""")

a('postmortem-template', 'Postmortem template', '2026-02-16', ['process'], """
# Postmortem template

Summary / Timeline (UTC and local) / Impact (passengers, staff, money) / Cause / What went well / Actions with Jira keys.
Blameless; vendors are named, people are not.
""")

a('cert-renewals', 'Certificate renewals', '2026-05-27', ['infra', 'tls'], """
# Certificates

Public sites: Cloudflare edge certs. Cluster ingress: cert-manager with Let's Encrypt.
The barrier controllers use a self-signed cert for their admin page; Netcomm have the fingerprint list.
""")

a('oncall-handover-template', 'On-call handover template', '2026-03-09', ['oncall'], """
# On-call handover

- Open incidents and their state
- Vendor tickets waiting on a reply
- Planned work in the coming week (deploys, vendor visits, NOTAMs)
- Anything odd in the last 7 days that didn't page
""")

a('k3s-upgrade-1-30', 'k3s upgrade to 1.30', '2026-07-22', ['infra', 'k3s'], """
# k3s upgrade

Staging upgraded first, then prod a week later during a night quiet window. system-upgrade-controller plans
in `harwickvale/deploy/infra/upgrades/`. No app changes needed.
""")

a('ops-desk-requests', 'Ops desk wishlist', '2026-10-27', ['ops'], """
# Ops desk wishlist

- A "last updated" timestamp per flight on the flightdb admin
- Stand plan view for tomorrow
- Fewer Teams alerts for feed hiccups that fix themselves
""")
