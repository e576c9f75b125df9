# Free notes: auto/<slug>.md with title/created/tags.
AUTO = []
def a(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body))

a("anpr-review-queue", "ANPR manual review queue", "2026-02-11", ["platescan", "anpr"], """# ANPR manual review queue

{{V2b}}Any plate read scoring under 0.80 is sent to manual review; above that it's trusted for entry/exit matching.

Reviewers see both crops (front and rear) and the previous read at that site.
Review target: within 4 hours during the day, next morning for overnight reads.
""")

a("barrier-faults", "Barrier fault runbook", "2026-01-22", ["gatewise", "runbook"], """# Barrier fault / lane offline

{{V7b}}Barrier PLCs heartbeat to gatewise every 10 s, and the lane is flagged offline
after 3 missed beats — the attendant panel then shows it amber.

1. Check the panel: amber = no heartbeat, red = PLC reports a fault.
2. Amber: ping the lane controller over the site VPN; if it answers, restart `gatewise-lane@<lane>`.
3. Red: read the fault code and ring the barrier maintainer (reference_contacts.md).
4. Put the lane into manual mode in the panel so the queue doesn't grow.
""")

a("power-cut-procedure", "Power cut at a site", "2026-02-03", ["gatewise", "runbook", "sites"], """# Power cut at a site

{{N2a}}On mains failure the barrier arms fail open — the UPS only keeps the cameras and the site box up.
- Tell the attendant to cone off the exit if the queue backs up onto the road.
- platescan buffers reads on the site box; nothing to do until power is back.
- After power returns, check every lane shows green on the panel.
""")

a("platescan-runbook", "platescan runbook", "2026-03-02", ["platescan", "runbook"], """# platescan runbook

Config lives in the deployment env:

```bash
PLATESCAN_KAFKA_TOPIC=plate-reads
{{V10a}}PLATESCAN_IMAGE_RETENTION_DAYS=30   # raw plate crops
PLATESCAN_REVIEW_WEBHOOK=https://pcnflow.kpc.internal/hooks/review
```

- Consumer lag over 5,000 on `plate-reads`: check the matcher pods first.
- A site box offline: reads are buffered locally and replayed when the link is back.
""")

a("platescan-dev-setup", "platescan local development", "2026-01-14", ["platescan", "dev"], """# platescan dev setup

{{F6b}}platescan builds with Go 1.23; `go.mod` pins `go 1.23.4`.
{{S10a}}To run platescan locally: `docker-compose up platescan kafka`, then point the camera simulator at localhost:7070.

Test plates for local and staging all start with `KP26 TST`.
""")

a("anpr-architecture", "ANPR architecture notes", "2026-01-19", ["platescan", "permitdesk", "architecture"], """# ANPR architecture

Cameras → site box (buffer) → Kafka `plate-reads` → matcher → gatewise / pcnflow.

{{S4a}}Plate reads are checked against permit holders using a nightly CSV export from permitdesk.
Season-ticket plates come through the same path.
""")

a("anpr-misread-patterns", "Common ANPR misreads", "2026-04-09", ["platescan", "anpr"], """# Common misreads

- 0/O and 1/I confusion on older plates; the matcher tries both.
- Dirty rear plates in winter at Riverside; front camera usually wins.
- Private "cherished" plates with illegal spacing read fine; the spacing is ignored.
Station Road's cameras were cleaned and re-aimed on 2026-04-08 after the misread spike.
""")

a("permitdesk-dev-setup", "permitdesk dev setup", "2026-02-20", ["permitdesk", "dev"], """# permitdesk dev setup

{{V5b}}permitdesk is on Django 4.2 LTS; don't add packages that need 5.x.
- `make dev` brings up Postgres and the app with seeded zones.
- Test residents' addresses come from a fixture, not the live address lookup.
""")

a("permit-renewals", "Permit renewal flow", "2026-03-17", ["permitdesk", "email"], """# Renewal flow

{{R4b}}Renewal reminders go out through Postmark (template `permit-renewal-v3`), 30 days and 7 days before expiry.
If a renewal isn't completed by the expiry date the permit goes to `grace` for 7 days, then `expired`.
""")

a("permit-zones", "CPZ notes", "2026-02-27", ["permitdesk", "zones"], """# Zones

{{A7b}}permitdesk covers all 14 controlled parking zones, lettered A to N.
Zone boundaries come from the council GIS as GeoJSON; reload with `manage.py load_zones`.
Zone hours differ; most are Monday to Saturday daytime.
""")

a("visitor-permits", "Visitor permits", "2026-04-22", ["permitdesk", "permits"], """# Visitor permits

{{X8b}}Visitor permits are sold in day blocks and bought online by the resident they're visiting.
Each household gets 50 visitor days a year at the reduced rate.
""")

a("permit-evidence-types", "Accepted proof of address", "2026-03-05", ["permitdesk", "permits"], """# Proof of address

Accepted: council tax bill, tenancy agreement, utility bill under 3 months old, bank statement.
Not accepted: mobile phone bills, handwritten letters.
Uploads are scanned for malware before a reviewer sees them.
""")

a("voltlog-contributing", "Contributing to voltlog", "2026-02-06", ["voltlog", "git"], """# voltlog contributing

{{A4b}}voltlog's codebase is Elixir on Phoenix 1.7.
{{N1b}}voltlog: always squash-merge feature branches so main has one commit per PR.
Run `mix test` and `mix credo --strict` before opening a PR.
""")

a("voltlog-remote-commands", "voltlog remote commands", "2026-05-08", ["voltlog", "ocpp"], """# Remote commands

{{N3a}}voltlog does not retry a failed RemoteStartTransaction; the app shows an error and the driver taps again.
RemoteStop is idempotent on the charger side, so the app may send it twice.
UnlockConnector is only available to on-call, from the admin console.
""")

a("ocpp-security", "OCPP security profile", "2026-06-15", ["voltlog", "ocpp", "security"], """# OCPP security

{{N7b}}voltlog never accepts unencrypted `ws://` connections; every charger has to come in over `wss://` with a client certificate.
Client certificates are issued per charger by the internal CA and rotated yearly.
""")

a("charging-tariff", "Charging tariff notes", "2026-05-21", ["voltlog", "tariff"], """# Charging tariff

{{F9b}}Public charging is 55p/kWh; once a car is full, an overstay fee of 20p a minute starts 30 minutes after the session completes.
The tariff is shown on each charger's display and in the app before the session starts.
""")

a("tariff-notes", "Parking tariff notes", "2026-03-25", ["paystation", "tariff"], """# Tariff notes

{{F1b}}Castle Street's evening rate (after 18:00) is a flat £3, set in the `CST` block of `tariffs.yaml`.
{{O3b}}Market Yard is £1.80 an hour with no daily cap — it's short-stay.
{{N5b}}Blue Badge holders are not exempt: they pay the normal tariff in our car parks, they just get the wider bays.

Tariff changes need Gareth Moss's sign-off and 21 days' public notice.
""")

a("paystation-web-setup", "paystation-web setup", "2026-04-02", ["paystation", "dev", "frontend"], """# paystation-web

{{R1b}}paystation-web installs with Yarn classic — `yarn install --frozen-lockfile` is what the pipeline runs.
Next.js app router; the checkout is `/pay/[site]`.
""")

a("paystation-integrations", "paystation integrations", "2026-05-02", ["paystation", "payments"], """# paystation integrations

{{R9b}}Card payments, both at the pay machines and in the app, are processed by Worldpay,
which came with the council's banking contract.
{{O9b}}The pay machines poll paystation for tariff updates every 30 minutes.
Machine cash/card totals are reconciled nightly into the finance export.
""")

a("paystation-release", "paystation releases", "2026-06-20", ["paystation", "deploy"], """# Releases

{{X3b}}paystation releases go out on Saturday mornings before 08:00, when the machines are quiet.
Roll back by redeploying the previous image tag; no DB migrations without a separate change.
""")

a("refund-policy", "Refunds", "2026-05-19", ["paystation", "refunds"], """# Refunds

{{X4a}}Refunds over £50 are never issued without a supervisor's sign-off.
{{O2b}}paystation retries a failed refund call to the acquirer up to 6 times over an hour.
Refunds go back to the original card; no cash refunds.
""")

a("pcnflow-dev-setup", "pcnflow dev setup", "2026-03-11", ["pcnflow", "dev"], """# pcnflow dev setup

{{R10b}}pcnflow's data lives in PostgreSQL 16 — the Rails app uses the `pg` adapter and `structure.sql`.
`bin/setup` seeds contravention codes and two test officers.
""")

a("pcnflow-data-retention", "pcnflow data retention", "2026-07-07", ["pcnflow", "data"], """# Data retention

{{N8b}}Cancelled PCNs are never deleted — they stay in pcnflow with status `cancelled` for the audit trail.
Photos on paid PCNs are kept 2 years after closure, then purged.
""")

a("pcn-postal-notices", "PCN postal notices", "2026-06-02", ["pcnflow", "print"], """# Postal notices

{{S6b}}pcnflow moved postal notices from Printwell Mailing to Postwise in May; the Printwell SFTP is read-only now.
Notices are batched at 22:00 and must be in the drop by 23:30 for next-day posting.
""")

a("pcn-challenges", "Challenges and appeals", "2026-04-14", ["pcnflow", "appeals"], """# Challenges

{{F4b}}Informal challenges and formal representations both go through the appeals module; only formal representations have the 56-day deadline.
Tribunal cases are tracked by hand in a spreadsheet Priti keeps.
""")

a("pcn-contravention-codes", "Contravention codes", "2026-02-16", ["pcnflow", "enforcement"], """# Contravention codes in use

- 01 parked in a restricted street during prescribed hours
- 12 parked in a residents' or shared-use bay without a valid permit
- 82 parked after the expiry of paid-for time (car parks)
- 86 parked beyond the bay markings
""")

a("dvla-kadoe", "DVLA KADOE", "2026-03-19", ["pcnflow", "dvla"], """# KADOE

Keeper lookups for unpaid PCNs go to DVLA via KADOE. The agreement is renewed every October.
Lookups are batched hourly; a response usually comes back within minutes.
""")

a("handheld-rollout", "Handheld rollout notes", "2026-10-06", ["pcnflow", "enforcement", "hardware"], """# Handhelds

{{D5a}}Up to September, enforcement officers used Zebra TC52 handhelds with the old field app.
{{X1b}}Officers issue PCNs on the handheld and print the notice on the spot.
Belt printers are Zebra ZQ320s; paper rolls are ordered by Priti.
""")

a("gatewise-lane-logic", "gatewise lane logic", "2026-04-27", ["gatewise", "design"], """# Lane logic

{{X10a}}gatewise never holds a car at the exit because of unpaid PCNs; exit only depends on the parking session being paid.
{{F8b}}For lane state-machine changes, add a case to the table in `tests/test_lane_fsm.py`, fault transitions included.
States: idle → vehicle_present → decided → open → closing → idle, plus fault and manual.
""")

a("gatewise-admin", "gatewise admin API", "2026-02-25", ["gatewise", "api"], """# Admin API

{{A2b}}gatewise admin API: `http://gatewise.kpc.internal:8081` (VPN only).
- `POST /lanes/{id}/open` — attendant override (logged with the user)
- `GET /lanes` — state of every lane
""")

a("opcua-cutover", "OPC UA cut-over", "2026-08-28", ["gatewise", "plc"], """# OPC UA cut-over

{{S2b}}gatewise switched from Modbus TCP to OPC UA for all barrier PLCs in the August cut-over; the Modbus driver has been removed.
Each lane's PLC exposes `ns=2;s=Barrier` with `Open`, `Close` and `Fault` nodes.
""")

a("oncall", "On-call", "2026-03-08", ["oncall", "ops"], """# On-call

{{A9b}}Alerts page through PagerDuty (schedule `kpc-primary`); acknowledge within 15 minutes.
{{X2a}}Charger hardware faults go to the vendor's NOC, not to our on-call.
Barrier hardware faults: attendant first, then the maintainer.
""")

a("northgate-launch", "Northgate launch", "2026-10-02", ["northgate", "sites"], """# Northgate launch notes

{{D3a}}For the first four weeks after opening (to mid-September) parking at Northgate was free.
{{N10a}}Season-ticket holders at Northgate charge for free on the AC points.
Bus tickets are checked by the driver, not at the barrier, for now.
""")

a("cst-ev-bays", "Castle Street EV bays", "2026-07-14", ["sites", "voltlog"], """# Castle Street EV bays

{{V9b}}Castle Street multi-storey has 580 spaces in total, 24 of them with chargers on levels 1 and 2.
EV bays are for charging only; a car parked there without charging gets a PCN.
""")

a("market-yard", "Market Yard", "2026-05-28", ["sites"], """# Market Yard

{{O7b}}Market Yard closes at 22:00 and the barriers lock until 06:00.
No chargers; the surface is due for resurfacing in 2027.
""")

a("riverside-notes", "Riverside notes", "2026-06-11", ["sites"], """# Riverside

{{X5a}}Unlike Castle Street, Riverside has no height barrier — vans and minibuses can use it.
The comms cabinet is in the stair core by the river exit.
""")

a("incident-2026-02-cst-lane3", "Incident: CST lane 3 stuck closed", "2026-02-19", ["incident", "gatewise"], """# CST lane 3 stuck closed (2026-02-18)

Lane 3 stayed closed for 40 minutes after a PLC firmware update reset its IP address.
The attendant used manual mode; no cars were trapped.
Follow-up: PLC addresses are now reserved on the site DHCP server.
""")

a("meeting-2026-09-council-liaison", "Council liaison meeting, September", "2026-09-16", ["meeting", "council"], """# Council liaison, 2026-09-15

- Gareth asked for the charger uptime report monthly.
- Zone review consultation dates confirmed.
- Northgate occupancy has been around 55% on weekdays.
""")

a("staging-environments", "Staging environments", "2026-02-09", ["infra", "staging"], """# Staging

Each system has a staging namespace on the cluster; staging plates start `KP26 TST`.
Staging chargers are simulated by `ocpp-sim`; there is one real Alfen post in the office for tests.
""")

a("occupancy-feed", "Occupancy feed", "2026-07-30", ["gatewise", "open-data"], """# Occupancy feed

The council's open-data portal publishes car park occupancy every 5 minutes from gatewise counts.
Counts are entry minus exit per site, reset at 03:00 against a manual count once a week.
""")

a("accessibility-audit", "Accessibility audit", "2026-08-12", ["paystation", "permitdesk", "a11y"], """# Accessibility audit

The audit found contrast issues on the permitdesk renewal page and a focus trap in the checkout.
Both fixed in September; re-test booked for January.
""")

a("q3-retro", "Q3 retro", "2026-10-09", ["retro"], """# Q3 retro

Went well: Northgate opened on time; the PLC firmware roll-out had no lane downtime.
Went badly: handheld rollout slipped three weeks; postal notice batch failed twice in June.
""")

a("charger-fault-codes", "Charger fault codes", "2026-05-12", ["voltlog", "ocpp"], """# Charger fault codes

- `ConnectorLockFailure` — usually a bent pin; vendor visit
- `GroundFailure` — isolate the post, vendor visit
- `HighTemperature` — rapids at Northgate in summer; self-clears
""")
