# free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO['auto/%s.md' % slug] = (title, created, tags, body.strip('\n') + '\n')

a('berthbook-restore-drill', 'berthbook restore drill', '2026-09-18', ['berthbook', 'backups', 'drill'], '''
# berthbook restore drill (September)

Quarterly drill: take last night's dump, restore it, compare row counts for `bookings`, `berths`, `licences`.

«V1b»
Restore took 11 minutes for the dump; row counts matched except `audit_log`, which is written continuously.

Next drill: December, and time how long it takes to repoint the app at the restored copy.
''')
a('gate-fob-revocation', 'Revoking a fob quickly', '2026-06-03', ['gatewatch', 'fobs', 'office'], '''
# Revoking a fob quickly

The office asked what happens when a fob is reported lost.

«V3b»
does every 30 minutes, so phone Dev if it's urgent and he can trigger a push from
the gatewatch admin page (`/admin/push-now`).

Lost fob fee is £20, taken from the deposit.
''')
a('cctv-subject-access-requests', 'CCTV subject access requests', '2026-05-12', ['cctv', 'gdpr'], '''
# CCTV and subject access requests

Lowenna's GDPR checklist, CCTV part.

«V4b»
so subject access requests have to be actioned within the fortnight or the answer is "no footage held".

- Requests go to Dev, who exports the clip and blurs other people with the NVR's privacy mask
- The request and the export are logged in the SAR register (Lowenna's spreadsheet)
''')
a('summer-season-prep', 'Summer season prep checklist', '2026-04-20', ['season', 'berthbook', 'checklist'], '''
# Summer season prep (2026)

- open pontoon E visitor berths in berthbook from 1 May
«V8b»
- check the booking page on mobile (last year's date picker bug)
- print new pontoon maps for the office
- regatta week raft berths: create them, keep them hidden until July
''')
a('holderportal-notes', 'holderportal working notes', '2026-08-22', ['holderportal'], '''
# holderportal working notes

«V10b»
«G8a»
«O9a»
The agency left a lot of `any` in the API client; Tamsin is typing it one module at a time.

Playwright tests live in `e2e/`; they run against the staging URL.
''')
a('yardwork-ci-flakes', 'yardwork CI flakes', '2026-07-09', ['yardwork', 'ci'], '''
# yardwork CI flakes

«R2b»
The failures are always in `spec/system/work_orders_spec.rb`: Capybara waits for the photo upload preview, which depends on a fake S3.

Workaround for now: retry the job once. Proper fix: stub the preview in system specs.
''')
a('fuel-dock-card-terminals', 'Fuel dock card terminals', '2026-03-30', ['fuelpos', 'payments'], '''
# Card terminals on the fuel dock

«R5b»
When a terminal loses pairing, the till shows "terminal offline"; re-pair from the till's settings page, not from the terminal.
Contactless limit questions go to Lowenna.
''')
a('berthbook-contributing', 'berthbook contributing notes', '2026-02-16', ['berthbook', 'git'], '''
# berthbook: contributing

- branch names: `feature/<short-name>`, `fix/<ticket>`
«R8b»
- PR needs one review (Tamsin) unless it's a docs-only change
- migrations: one per PR, named after the change
''')
a('k3s-secrets', 'How secrets get into the cluster', '2026-03-04', ['infra', 'k3s', 'secrets'], '''
# Secrets in the cluster

«R10b»
To add a secret: edit the file with `sops`, commit, and the deploy picks it up.
The age private key is on the three nodes and in the office safe on a USB stick.
''')
a('yardwork-release-process', 'yardwork release process', '2026-05-27', ['yardwork', 'release'], '''
# yardwork releases

Releases are cut on Tuesdays, never during a lift day.

«N1b»
Then tag `vYYYY.MM.DD`, and the deploy job rolls the pods.
Gerry gets a one-paragraph note of what changed.
''')
a('visitor-check-in', 'Visitor check-in at the office', '2026-06-14', ['office', 'visitors', 'gatewatch'], '''
# Visitor check-in

1. Find the booking in berthbook (search by boat name)
2. Take the fob deposit (£20)
3. Hand over the fob and the pontoon map

«N3b»
Late arrivals after office hours use the key safe by the gate; code is on the booking confirmation.
''')
a('yard-floor-notes', 'Notes from the yard floor', '2026-04-02', ['yardwork', 'yard', 'tablets'], '''
# Notes from a morning with the foremen

«G6a»
«A8a»
«N8a»
Ben wants bigger buttons on the labour screen; gloves make the tablets hard to use.
Jory asked for the day's lifts to show on the home screen.
''')
a('alert-routing', 'Alert routing', '2026-10-05', ['infra', 'alerts', 'on-call'], '''
# Alert routing (after the October review)

«N10a»
«G9a»
- fuel tank low level → #fuel-dock Slack and an email to the fuel supplier's order desk
- k3s node not ready → pages on-call
- backup job failed → #systems Slack, next working day
''')
a('fuel-price-feed', 'Fuel price feed', '2026-05-08', ['fuelpos', 'pricing'], '''
# Fuel price feed

«S2a»
The supplier sends a JSON price file at 06:00; `price-sync` applies our margin table and publishes to the tills.
If the feed is late, the tills keep yesterday's prices.
''')
a('gate-system-upgrade', 'Gate system upgrade', '2026-09-21', ['gatewatch', 'gates', 'upgrade'], '''
# Gate system upgrade

«S5a»
gatewatch now talks to the Paxton10 cloud API for fob sync; the new keypads went in at the same time.
All fobs were re-enrolled over two weekends; about 15 holders still have to swap old fobs.
''')
a('till-reimage', 'Till reimage', '2026-10-19', ['fuelpos', 'tills'], '''
# Till reimage (October)

«S9b»
The image is built with the `till-image` Ansible role; both tills boot straight into the till UI.
Remote support is over Tailscale SSH instead of TeamViewer.
''')
a('fuel-dock-hardware', 'Fuel dock hardware', '2026-03-12', ['fuelpos', 'hardware'], '''
# Fuel dock hardware

«F2a»
«A3a»
The till PCs are behind the kiosk glass.
Spare receipt rolls are in the fuel hut, top shelf.
''')
a('camera-list', 'Camera list', '2026-02-10', ['cctv', 'cameras'], '''
# Camera list

- cam-01 main gate A/B, cam-02 gate C/D, cam-03 car park barrier
- cam-04 car park north, cam-05 boatyard hoist dock, cam-06 boatyard east
«F4a»
- cam-09 slipway (drops out when the hoist passes), cam-10 chandlery door
- cam-11..14 pontoon heads A to D
''')
a('berthbook-dev-setup', 'berthbook dev setup', '2026-01-22', ['berthbook', 'dev'], '''
# berthbook: local dev

`docker compose up` brings up Postgres and the other backing services; `make seed` loads a fake marina.

«F6a»
«A10a»
Stripe in dev uses the test key from `.env.example`; webhooks via `stripe listen`.
''')
a('gate-events-table', 'gate_events table', '2026-04-28', ['gatewatch', 'postgres'], '''
# gate_events

«F8a»
Columns: `ts`, `gate`, `credential_kind` (fob/keypad/button), `credential_id`, `result`.
For incidents older than that, there is only the CCTV incident log.
''')
a('fuelpos-offline-queue', 'fuelpos offline queue', '2026-06-25', ['fuelpos', 'redis', 'sync'], '''
# fuelpos offline queue

«O1a»
«O7a»
Amber tills show a banner; the sales are still safe on the till's local SQLite and go up once the link is back.
''')
a('holderportal-staging', 'holderportal staging', '2026-03-19', ['holderportal', 'staging'], '''
# holderportal staging

«O3a»
Seeded nightly from a scrubbed copy of production (names and emails replaced).
Stripe in staging is test mode; use card 4242...
''')
a('winter-ops', 'Winter operations', '2026-10-29', ['operations', 'winter'], '''
# Winter operations

- office hours 09:00-16:30, closed weekends from November to February
«O4b»
- gates stay on fobs only; the barrier is closed at 18:00
- yard at full capacity from mid-November
''')
a('berthbook-history', 'berthbook history', '2026-07-30', ['berthbook', 'history'], '''
# How berthbook came about

«D2a»
The diary lived on the office desk; double bookings happened every regatta.
Annual licences were already in dues, so berthbook started with visitors only and grew allocation later.
''')
a('lift-out-2025', 'Lift-out notes, winter 2025', '2026-01-28', ['yardwork', 'lift-out'], '''
# Lift-out notes (winter 2025, written up in January)

«D3a»
The VM ran out of disk on day three because of the photo cache; Tamsin moved photos to S3 that evening.
Forty lifts in total over the season.
''')
a('fuel-dock-2026-spring', 'Fuel dock spring 2026', '2026-06-02', ['fuel', 'staffing'], '''
# Fuel dock, spring 2026

«D5a»
Customers were sent to the town quay on Sundays; two complaints, both from visitors.
''')
a('cctv-storage', 'NVR storage', '2026-10-08', ['cctv', 'storage'], '''
# NVR storage

«D8a»
The new 4 x 8 TB disks went in at the end of September.
RAID 5; a rebuild takes about a day and recording continues.
''')
a('july-incident', 'July incident - bookings table', '2026-07-18', ['incident', 'berthbook', 'postgres'], '''
# July incident

«D9b»
A cleanup query meant for staging ran against production and deleted 212 cancelled bookings; restored from the night's dump within the hour.
Outcome: agent role downgraded, production shell needs Tamsin's hardware key.
''')
a('tidefeed-history', 'tidefeed history', '2026-09-02', ['tidefeed', 'history'], '''
# tidefeed history

«D10a»
When that PC rebooted for Windows updates, the harbour office screen showed yesterday's tides.
''')
a('network-vlans', 'Network VLANs', '2026-02-24', ['network', 'infra'], '''
# VLANs

- VLAN 10: office
- VLAN 20: servers (k3s, NVR)
- VLAN 30: cameras
«A5a»
- VLAN 50: fuel dock tills
- VLAN 99: guest Wi-Fi
''')
a('gate-controller-runbook', 'Gate controller restarts', '2026-07-12', ['gatewatch', 'runbook'], '''
# Restarting gate controllers

«G2a»
Each controller is on a PoE port of `sw-gates`; power-cycle the port from the switch UI.
If the barrier controller won't come back, lift the barrier arm by hand and call the installer.
''')
a('dues-dev-notes', 'dues dev notes', '2026-02-05', ['dues', 'dev'], '''
# dues: dev notes

«G7a»
The Xero sandbox org is "PKM Demo"; its token expires every 30 days.
Test data: `make fixtures` creates 50 fake holders.
''')

# fillers
a('regatta-2026-debrief', 'Regatta week 2026 debrief', '2026-08-20', ['regatta', 'operations'], '''
# Regatta week debrief

- 63 visiting boats on the busiest night
- raft berths worked; the office wants them printable on the pontoon map
- queue at the gate on Saturday evening; more staff next year rather than tech changes
''')
a('shorepower-vendor-call', 'Call with the meter vendor', '2026-09-09', ['shorepower', 'vendor'], '''
# Call with the meter vendor

They admit the timestamp bug; a firmware fix is "in Q4".
Asked for per-socket on/off control through the API; they have it for the next hardware revision only.
''')
a('ideas-backlog', 'Ideas backlog', '2026-05-15', ['ideas'], '''
# Ideas (unsorted)

- show sill open/close times on the portal home page
- QR code on each berth post linking to the berth's page
- fob request form in the portal instead of email
- push notifications for lift times
''')
a('marina-glossary-extra', 'More marina terms', '2026-03-02', ['glossary'], '''
# More terms

Springs and neaps: the fortnightly tidal cycle; bigger range on springs.
Antifoul: paint on the hull below the waterline, usually done in spring before launch.
''')
a('office-printer', 'Office printer', '2026-01-15', ['office', 'hardware'], '''
# Office printer

The Kyocera in the office prints invoices for holders who want paper. Scan-to-email goes to `scans@`.
Toner orders via Lowenna.
''')
a('harbour-office-screen', 'Harbour office screen', '2026-05-05', ['office', 'tidefeed'], '''
# Harbour office screen

A TV in the office window shows tides, wind and today's arrivals. It's a Raspberry Pi with a kiosk browser on a dashboard page.
Wind data comes from the weather station on the harbour office roof.
''')
a('agm-2026-notes', 'AGM 2026 notes', '2026-03-28', ['holders', 'agm'], '''
# AGM notes (systems bits)

- complaints about the portal logout (see the project note)
- request for a tide widget on the portal
- praise for online visitor booking
- question about CCTV on pontoon E: not planned
''')
a('weather-station', 'Weather station', '2026-04-09', ['weather'], '''
# Weather station

Davis Vantage Pro2 on the office roof, WeatherLink Live bridge. Published to the office screen and the website.
Anemometer needs re-greasing every winter.
''')
a('pontoon-e-rewire', 'Pontoon E rewire', '2026-11-10', ['pontoons', 'electrics'], '''
# Pontoon E rewire

Electrician replacing the pedestal feeds on E in November; E is closed to visitors until it's done.
''')
a('holder-survey-2026', 'Berth-holder survey 2026', '2026-11-02', ['holders', 'survey'], '''
# Berth-holder survey

Top asks: faster gate fob replacement, tide times on the portal, a laundry card top-up online.
78 responses out of about 310 holders.
''')
a('chandlery-pos', 'Chandlery till', '2026-06-30', ['chandlery'], '''
# Chandlery till

The chandlery uses Shopify POS on an iPad; nothing to do with fuelpos. Staff discounts are a Shopify customer tag.
''')
a('hoist-inspection', 'Hoist inspection', '2026-09-28', ['yard', 'hoist'], '''
# Hoist inspection

LOLER inspection of the travel hoist is due every six months; next one in March.
yardwork should block lift bookings on inspection days; Gerry adds them as yard-internal work orders for now.
''')
