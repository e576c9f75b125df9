# Root Claude Code auto-memory files: path -> (name, description, type, body). Claims as @@KEY@@.
ROOT = {}
def r(path, name, desc, typ, body):
    ROOT[path] = (name, desc, typ, body.strip('\n') + '\n')

r('user_profile.md', 'user-profile', 'Tom Beddoes, head of digital at Harwick Vale Airport; owns the in-house systems', 'user', """
Tom Beddoes is Head of Digital at Harwick Vale Airport (HWV). Team of three: Tom, Dafydd Rees
(freelance, parkgate and beltalloc), Sian Morgan (app + website, 0.8 FTE). Everything else is
vendors.

- Background: ex-Capita, did ten years of .NET before moving here; comfortable with Python and Go, reads TypeScript, avoids Kotlin/Swift.
- On site Tue/Wed/Thu, otherwise remote from Carmarthen. Works roughly 07:00-15:30 UK time.
@@A5a@@
- Likes a one-line summary at the end of longer changes ("what changed, what to watch").
- Reports to Gwen Price (COO). Budget conversations go through her, not through IT.

**How to apply:** assume he knows the airport side better than any doc. Explain code, not operations.
""")

r('user_ops_background.md', 'user-ops-background', 'Tom worked a season on the ops desk; uses airside jargon', 'user', """
Tom did a full summer season on the airport ops desk in 2023 before moving into the digital role.
He uses ops jargon without explaining it: "on blocks", "the bank", "chocks", "PRM", "NOTAM", "the
handler". See [[reference-glossary]].

**Why:** he gets annoyed if I explain what a stand is.

**How to apply:** use the jargon back; only spell out acronyms in things written for other readers (README, tickets for vendors).
""")

r('feedback_commit_style.md', 'feedback-commit-style', 'How Tom wants commit messages drafted', 'feedback', """
I draft commit messages when asked; Tom reviews and commits himself for anything touching prod config.

Style:
- Imperative subject, under ~70 chars, Jira key at the end in brackets: `Fix tariff rounding at midnight [HVA-412]`
- Body only when the why isn't obvious
@@A1a@@
- No emoji

**Why:** the airport's ISO 27001 auditors read the history of parkgate (it takes card payments) and asked for ticket references.

**How to apply:** run `git log --oneline -10` first and match the repo's habits; ask for the Jira key if I don't know it.
""")

r('feedback_deploys.md', 'feedback-deploys', 'Deploy habits per system (when, how, who watches)', 'feedback', """
Deploy rules Tom gave over the year, per system.

## fids-api
@@N1a@@
Watch the departures screen in the office for one full page cycle after the rollout.

## shiftboard
Deploy after 10:00 so the early-shift sign-ins are through. Tell the rota managers' Teams channel first.

## parkgate
Only with Dafydd online. Check a test exit on lane 3 (the staff lane) after every deploy.

**Why:** each system has a different "who gets hurt" profile: screens are public, rota is staff, parkgate is money.
""")

r('feedback_parkgate_git.md', 'feedback-parkgate-git', 'Merge habit for the parkgate repo', 'feedback', """
@@N3a@@

**Why:** Tom wants one commit per Jira ticket on main so the auditors can map changes to tickets.

**How to apply:** use the "Squash and merge" button; edit the squash message so it keeps the `[HVA-nnn]` key.
""")

r('feedback_parkgate_tests.md', 'feedback-parkgate-tests', 'How to test parkgate without real cameras or barriers', 'feedback', """
parkgate tests must run on a laptop with no site access.

@@N8a@@
- Barrier controller: use the `FakeBarrier` class, it records open/close calls.
- Tariff tests are table-driven (`tests/tariffs/cases.yaml`); add a row, don't write a new test function.

**Why:** the cameras are on the airside VLAN; CI can't reach them.
""")

r('feedback_parkgate_data.md', 'feedback-parkgate-data', 'Data protection rules for car park data (plates, images, card data)', 'feedback', """
Car park data is personal data (plates) and card data. Rules from Tom and the DPO (Helen Ashby):

@@V9a_placeholder@@
@@A7a@@
@@NS4a@@
@@NS10a@@
Subject access requests for plate data go to the DPO mailbox, never answered directly from parkgate.

**Why:** the airport had an ICO complaint in 2024 about a parking charge notice; the DPO reviews everything touching plates.

**How to apply:** any new field, log line or export in parkgate that contains a plate or card data needs a note in the PR for Helen.
""".replace('@@V9a_placeholder@@', '@@V9b@@'))

r('feedback_website_deps.md', 'feedback-website-deps', 'Dependency handling in the website repo', 'feedback', """
@@R7b@@

Renovate PRs for the website are grouped weekly (`renovate.json` schedule "before 6am on monday"); merge them together after a preview deploy check.

**Why:** two lockfiles got committed in February and the preview builds used different versions of Next than prod.
""")

r('feedback_flightdb.md', 'feedback-flightdb', 'Rules for changing data in flightdb', 'feedback', """
@@N5b@@
If an ETA is wrong, ring the handling agent's ops or check the feed log; the next poll overwrites anything anyway.

**Why:** Tom had an incident in April where a hand-edited stand survived a feed update and two aircraft were planned on stand 4.

**How to apply:** never write UPDATE statements against `movements`, even on staging, unless Tom asks for a specific repair script.
""")

r('feedback_migrations.md', 'feedback-migrations', 'Schema migration rules across the in-house systems', 'feedback', """
@@F8a@@
Write the down path at the same time as the up path and test both on a copy of staging.

@@NS2a@@
The publish job locks the `shift` table for a couple of minutes and a manual migrate will queue behind it.

No destructive column drops in the same release that stops using the column; drop one release later.

**Why:** rollbacks at 05:00 with the first departures bank checking in need to be boring.
""")

r('feedback_beltalloc_ops.md', 'feedback-beltalloc-ops', 'Operational care when touching beltalloc in production', 'feedback', """
@@NS1a@@
Check the baggage hall view (`/hall`) first: if any belt shows a flight in "delivering", wait.

**Why:** a restart drops the in-memory belt state and the reclaim screens go blank until the next allocation tick.

**How to apply:** for config changes that need a restart, ask Tom for a quiet slot (usually 22:00-04:30).
""")

r('feedback_shiftboard_comms.md', 'feedback-shiftboard-comms', 'How shiftboard communicates with staff', 'feedback', """
@@NS3a@@
PDFs go stale the moment a manager moves a shift and staff then turn up on the wrong day.

Keep email subjects plain: "Your rota for w/c 14 Sep is ready". No marketing tone; these are shift workers at 04:00.

**Why:** HR had two disputes about which version of a rota someone had seen.
""")

r('feedback_app_ux.md', 'feedback-app-ux', 'App UX rules Sian and Tom agreed', 'feedback', """
@@NS6a@@
- No sign-up wall: flight search and car park booking work without an account.
- Large text mode must not truncate flight numbers; test at the biggest iOS Dynamic Type size.

**Why:** App Store review flagged the location prompt in the first beta and the ratings dipped.
""")

r('feedback_git.md', 'feedback-git', 'General git habits for Tom\'s repos', 'feedback', """
@@NS7a@@
- Branch names: `hva-<ticket>-short-slug`.
- Tag releases `vYYYY.MM.DD[-n]`; the changelog is generated from the Jira keys.
- Never commit `.env` files; use the `.env.example` pattern.

**Why:** Sian and Dafydd both had work overwritten in the spring.
""")

r('feedback_secrets.md', 'feedback-secrets', 'Where secrets live and how to handle them in sessions', 'feedback', """
All secrets live in 1Password, vault "HVA Digital". Kubernetes secrets are created from 1Password by the
1Password operator; never paste a secret value into a chat, a commit, or a ticket.

If I need a value to debug, ask Tom to run the command himself and paste only the non-secret part.

**Why:** an API key for the airline feed once ended up in a Jira comment and had to be rotated with the airline's help.
""")

r('feedback_no_emoji.md', 'feedback-no-emoji', 'No emoji anywhere', 'feedback', """
No emoji in code, commits, docs, Teams messages I draft, or replies.

**Why:** Tom finds them noisy; several vendors print our tickets.
""")

r('feedback_plan_first.md', 'feedback-plan-first', 'Plan before multi-file changes', 'feedback', """
For any change touching more than two files, write a short plan first (files, order, how to test) and wait for a thumbs-up.

**Why:** Tom often knows an operational constraint that changes the plan (a bank time, a vendor visit, a NOTAM).

**How to apply:** keep the plan to ~10 lines; don't start editing in the same message.
""")

r('feedback_timezones.md', 'feedback-timezones', 'Time handling rules', 'feedback', """
Store UTC everywhere; display Europe/London. Flight times from feeds are local unless the field name says `_utc`.

**Why:** the October clock change broke the arrivals screen in 2025 (flights showed an hour early for a night).

**How to apply:** any new datetime column is `timestamptz`; any new display uses the shared `formatLocal()` helper.
""")

r('feedback_ticket_refs.md', 'feedback-ticket-refs', 'Always link work to Jira', 'feedback', """
Every change needs a Jira ticket in project HVA. If none exists, draft one (summary, why, acceptance criteria)
and ask Tom to create it; don't invent keys.

**Why:** change records are checked at the quarterly ISO 27001 internal audit.
""")

r('feedback_sql_readonly.md', 'feedback-sql-readonly', 'Querying production data safely', 'feedback', """
For ad-hoc questions on prod data use the read replicas and the `readonly_analyst` role. Wrap exploratory queries in
`BEGIN; SET TRANSACTION READ ONLY; ... ROLLBACK;` anyway.

**Why:** habit Tom wants even where the role is already read-only.
""")

r('project_website_parking_occupancy.md', 'project-website-parking-occupancy', 'Car park availability widget on the website', 'project', """
Ticket HVA-388, raised by the commercial team in May.

@@N6a@@
Data would come from parkgate's counts endpoint, cached for a minute. Sian did the design (traffic-light bar under the "Parking" menu).

**Why:** commercial think it nudges people to prebook when short stay is filling up.

**How to apply:** the widget lives in `components/parking/Occupancy.tsx`; keep it behind the `parkingOccupancy` feature flag until launch.
""")

r('project_website_accessibility.md', 'project-website-accessibility', 'Accessibility work on the website after the 2026 audit', 'project', """
The council's accessibility audit (March 2026) found 41 issues on the website, 9 of them serious.

@@F6a@@
Focus areas: keyboard traps in the date picker, contrast on the amber "delayed" badge, alt text on terminal map images.

Progress is tracked in Jira epic HVA-300. The accessibility statement must be updated when the epic closes.

**Why:** public-sector-adjacent body (council-owned airport), so the 2018 accessibility regulations apply.
""")

r('project_ev_charging.md', 'project-ev-charging', 'EV charging bays in the short stay car park', 'project', """
Twelve EV bays in short stay, row K, vendor ChargeYard. Go-live planned for 2026-12-08.

- Charging is billed by ChargeYard's own app; parkgate only needs to know the bays exist so ANPR overstays
  are not flagged while a car is charging.
- Open question (HVA-455): do we show charger status in our app or deep-link to ChargeYard?

**Why:** planning condition from the council for the new short stay extension.
""")

r('project_wifi_portal.md', 'project-wifi-portal', 'Terminal guest Wi-Fi captive portal replacement', 'project', """
The terminal guest Wi-Fi portal is run by the network vendor (Netcomm) and looks dated. Plan: our own splash
page hosted with the website, handing off to Netcomm's RADIUS.

- Must be usable without JavaScript (old airline crew tablets).
- Needs a Welsh version from day one.
- Target: before the summer 2027 season.

**How to apply:** nothing to build until Netcomm confirm the external splash page option (HVA-470).
""")

r('project_runway_resurfacing.md', 'project-runway-resurfacing', 'Night runway closures for resurfacing, winter 2026/27', 'project', """
Runway 09/27 resurfacing runs on nights from 2027-01-11 for six weeks; the airport is closed 22:30-06:00
on those nights.

- Website banner and app banner text agreed with comms (HVA-481).
- Late inbound diversions go to Cardiff; the FIDS needs a "Diverted - CWL" status text in both languages.

**Why:** the NOTAM is published; dates won't move unless the contractor slips.
""")

r('project_prm_assistance.md', 'project-prm-assistance', 'Online booking form for passengers needing assistance (PRM)', 'project', """
Passengers with reduced mobility (PRM) can pre-notify assistance via a website form that emails the
assistance team's shared mailbox.

- Fields agreed with the assistance team lead (Karen Lewis); no medical detail fields, by DPO instruction.
- Submissions are kept 30 days after the travel date, then deleted.
- Phase 2: push the requests into the handler's system instead of email (no date).

**Why:** CAA accessibility framework reporting; the airport was rated "needs improvement" in 2025.
""")

r('project_app_roadmap.md', 'project-app-roadmap', 'Next app features agreed for 2027', 'project', """
Agreed with Tom and commercial in the October planning session:

1. Car park booking inside the app (today it opens the website).
2. Live security queue time (needs the new sensors; vendor not chosen).
3. Retail offers from the departures lounge shop, opt-in only.
4. Welsh audio announcements? Parked, cost unclear.

**Why:** the app has ~18k monthly users, most of them on the day of travel.
""")

r('project_budget_2027.md', 'project-budget-2027', 'Digital budget asks for 2027', 'project', """
Tom submitted the 2027 digital budget on 2026-10-20.

- Screens refresh for the departure lounge (£38k), phased over two years
- Second freelance developer, 3 days a week
- Pen test for parkgate and the app (annual, £9k)
- Move the last on-prem VMs into the cluster

Gwen said the screens are most likely to be cut.
""")

r('project_security_queue.md', 'project-security-queue', 'Security queue time measurement idea', 'project', """
Commercial wants a "security queue: ~N min" figure on the website, app and FIDS. Options looked at:

- Boarding pass scans at the entry gate vs at the tray loading point (needs the security scanner vendor to share timestamps)
- Overhead people-counting sensors (two vendors quoted)

Nothing decided. Tom's view: publish nothing rather than a wrong number.
""")

r('reference_parkgate.md', 'reference-parkgate', 'parkgate overview: barriers, ANPR, tariffs, payments, hosting', 'reference', """
# parkgate

Car park barrier and payment system for short stay (P1), long stay (P2) and the staff car park. Python 3.12,
FastAPI, written by Dafydd in 2024 to replace the old barrier vendor's software. Repo `harwickvale/parkgate`.

## Runtime
@@S1a@@
@@V1a@@
- ANPR events arrive from the Plateview cameras as webhooks on `/anpr/events`
- Barrier controllers are polled over Modbus TCP from the `barrier-bridge` process

## Money
@@R1a@@
@@A2a@@
- Daily reconciliation report goes to finance at 07:00

## Tariffs
@@F1a@@
- Long stay is charged per calendar day
@@F10a@@
@@V6a@@

## Data
@@V9a@@
- Exit transactions are kept 7 years (finance)

Related: [[feedback-parkgate-data]], [[feedback-parkgate-tests]].
""")

r('reference_fids.md', 'reference-fids', 'FIDS overview: screens, data flow, display rules', 'reference', """
# FIDS (flight information display system)

In-house since 2025. `fids-api` serves the screen pages; the screens are dumb browsers.

## Service
@@D8a@@
@@S3a@@
@@O1a@@
@@S10a@@
- Repo `harwickvale/fids`

## Screens
@@D3a@@
@@R6a@@
@@V2a@@
@@A4a@@

## Display rules
@@O5a@@
- Cancelled flights stay until the end of the day with status "Cancelled / Canslwyd"
- Gate shown once the handler opens boarding, never before
""")

r('reference_flightdb.md', 'reference-flightdb', 'flightdb overview: movements store, feeds, admin, jobs', 'reference', """
# flightdb

Source of truth for flight movements (schedule + actuals). Go service plus admin UI; feeds the website, the app
and beltalloc. Repo `harwickvale/flightdb`.

## Stack
@@V3a@@
@@R9a@@
- Public read API `api.harwickvaleairport.co.uk/v1/` behind Cloudflare, internal API `flightdb.hva.internal:8070`

## Feeds
@@D9a@@
@@S9a@@
- Airline-specific adapters under `internal/feeds/<airline>`

## Admin
@@N5a@@
- Admin UI behind the staff VPN, login with the airport Microsoft account

## Data
@@F7a@@
""")

r('reference_beltalloc.md', 'reference-beltalloc', 'beltalloc overview: baggage reclaim belt allocation', 'reference', """
# beltalloc

Allocates arriving flights to reclaim belts and drives the belt number on the reclaim screens. Go service
written by Dafydd, live since July 2026.

@@S6a@@
@@A6a@@
@@V4a@@
@@F2a@@
@@D4a@@
@@N7a@@
@@NS1b@@
- Reads movements from flightdb's internal API; pushes belt numbers to fids-api
""")

r('reference_shiftboard.md', 'reference-shiftboard', 'shiftboard overview, the staff rostering tool', 'reference', """
# shiftboard

Staff rostering for the operational teams. Django app, repo `harwickvale/shiftboard`, public URL
`rota.harwickvaleairport.co.uk`. Owner on the business side: Mair Jenkins (HR).

## Who uses it
@@D2b@@
- Rota managers per team; HR has read-only access to everything

## Stack
@@A3a@@
- Postgres `pg-rota`
@@O1b@@
@@R2a@@
@@R5a@@
@@S8a@@

## Rules built in
@@F4a@@
@@N2a@@
@@V5a@@
@@N10a@@

## Delivery
@@A10a@@
@@NS9a@@
""")

r('reference_website.md', 'reference-website', 'Website overview (stack, hosting, content, data sources)', 'reference', """
# harwickvaleairport.co.uk

Next.js site, repo `harwickvale/website`. Sian owns it day to day.

## Build and hosting
@@D1a@@
@@R3a@@
@@R7a@@
@@V8a@@

## Content and data
@@S2a@@
@@A9a@@
@@S5a@@
@@O7b@@
@@O9b@@
- Car park booking is an embedded parkgate flow under `/parking/book`
""")

r('reference_app.md', 'reference-app', 'Passenger app overview (platforms, build, features)', 'reference', """
# HWV app

Flutter app for passengers ("Harwick Vale Airport" in the stores). Repo `harwickvale/hwv-app`. Sian builds it.

## Platforms and release
@@D6a@@
@@V7a@@
@@A8a@@
@@O2a@@

## Features
@@N4a@@
@@N9a@@
@@NS6b@@
@@F5a@@

## Services
@@R4a@@
@@O7a@@
""")

r('reference_infra.md', 'reference-infra', 'Infrastructure overview (cluster, databases, backups, dashboards)', 'reference', """
# Infrastructure

Two Proxmox hosts in the comms room (`pve1`, `pve2`) plus the terminal network. Most services run on k3s.

## Cluster
@@O6a@@
@@F3a@@
- Ingress: Traefik; certificates from Let's Encrypt via cert-manager

## Databases and backups
@@F9a@@
@@O3a@@
@@D10a@@

## Observability
@@S7a@@
- Uptime checks: Uptime Kuma on `status.hva.internal`
""")

r('reference_oncall.md', 'reference-oncall', 'IT on-call: rota, paging, what pages and what waits', 'reference', """
# IT on-call

@@D7a@@
@@R10a@@
- Runbook index: `harwickvale/runbooks` repo, one file per alert

## What pages
@@NS5b@@
- parkgate barrier controller offline: pages on-call (cars get stuck)
@@NS8b@@
- shiftboard down: pages 05:00-22:00 only, email overnight
""")

r('reference_glossary.md', 'reference-glossary', 'Glossary: airport terms Tom uses without explaining', 'reference', """
- **Bank**: a cluster of departures or arrivals; HWV has a morning departures bank and an evening arrivals bank
- **On blocks / off blocks**: chocks on / chocks off at the stand
- **PRM**: passenger with reduced mobility
- **Handler**: the ground handling company (Aerohandle)
- **NOTAM**: notice to airmen; closures and restrictions
- **SSIM**: IATA standard schedules file format
- **Meeters and greeters**: people waiting in arrivals
- **Airside / landside**: after / before security
""")

r('reference_contacts.md', 'reference-contacts', 'Who to contact for which system and vendor', 'reference', """
| Area | Person / vendor | Channel |
|---|---|---|
| parkgate, beltalloc | Dafydd Rees (freelance) | Teams, mobile in 1Password |
| app, website | Sian Morgan | Teams |
| ANPR cameras | Plateview support | portal ticket, 08:00-18:00 weekdays |
| Baggage belts (mechanical) | Vanderlande service desk | phone, 24/7 |
| Terminal network, Wi-Fi | Netcomm | ticket + phone |
| DPO | Helen Ashby | dpo@ mailbox |
| Rota business owner | Mair Jenkins (HR) | email |
""")

r('reference_airlines.md', 'reference-airlines', 'Airlines and routes at HWV, winter 2026/27', 'reference', """
Scheduled: Loganair (Edinburgh, Belfast City, Jersey), Eastern (Aberdeen). Charter: TUI (Palma, Faro, Tenerife
in summer), occasional ad-hoc charters for rugby and football away trips.

About 620k passengers a year; peak days ~3,100 passengers. Busiest period: July-August and the October half term.
""")

r('reference_jira.md', 'reference-jira', 'Jira project, boards and workflow', 'reference', """
- Project key HVA, board "Digital". Workflow: To do -> In progress -> Review -> Done.
- Vendor issues go in a separate project VND so vendors get guest access without seeing ours.
- Components: parkgate, fids, flightdb, beltalloc, shiftboard, website, app, infra.
- Tom grooms on Monday mornings.
""")

r('reference_network.md', 'reference-network', 'Terminal network zones (no addresses)', 'reference', """
Netcomm run the terminal network. Zones that matter to us:

- `corp`: office PCs and the Proxmox hosts
- `airside-ot`: barrier controllers, ANPR cameras, belt PLC gateways (no internet)
- `display`: FIDS screens
- `guest`: passenger Wi-Fi, isolated

Firewall change requests go through Netcomm's portal and take about three working days.
""")

r('reference_terminal_layout.md', 'reference-terminal-layout', 'Terminal layout for context (gates, stands, halls)', 'reference', """
- Single terminal, two floors. Check-in hall and arrivals hall on the ground floor, departure lounge upstairs.
- Gates 1-6 (gates 5 and 6 are walk-out gates, no jet bridges anywhere).
- Stands 1-9; stand 9 is the remote stand for charters and diversions.
- Car hire hall is a separate building across the forecourt.
""")

r('reference_1password.md', 'reference-1password', 'Where things are in 1Password', 'reference', """
Vault "HVA Digital": service credentials, kubeconfigs, vendor portal logins.
Vault "HVA Break-glass": Proxmox root, domain admin; only Tom and the IT manager.
Items follow `system / environment / purpose`, e.g. `parkgate / prod / db app user`.
""")
