"""Free notes: auto/<slug>.md (slug, title, created, tags, body)."""

AUTO = [
('trade-basket-rules', 'Trade basket rules', '2026-02-11', ['tradedesk', 'orders'], """
# Trade basket rules

@@V2b@@
Collection orders have no delivery charge. Mixed trolleys are allowed; the basket rounds up to whole
shelves for the packing estimate.
"""),

('climatelink-notes', 'climatelink notes', '2026-03-04', ['climatelink', 'priva'], """
Notes from pairing with Sam on climatelink.

@@V4b@@

The Priva API returns compartment ids, not names; the mapping lives in `compartments.toml`.
Screen positions come back as 0–100 percent.
"""),

('climatelink-deploy', 'Deploying climatelink', '2026-04-20', ['climatelink', 'deploy'], """
# Deploying climatelink

Run the playbook from the repo root:

```
ansible-playbook -i deploy/hosts deploy/climatelink.yml
# env written to /etc/climatelink.env:
PRIVA_POLL_SECS=300
ALERT_MIN_TEMP_C=5
```

After a deploy, check the "Glasshouses" dashboard shows new points within ten minutes.
"""),

('loading-the-lorries', 'Loading the lorries', '2026-03-18', ['fleet', 'trolleys'], """
# Loading the lorries

@@V6b@@
Heavy trolleys (shrubs in 3 L and up) go at the front; bedding at the back so it comes off first on
the town-centre drops.
"""),

('backup-restore-drill', 'Backup restore drill', '2026-06-09', ['infra', 'backups', 'tradedesk'], """
# Restore drill, June

@@V8b@@
Restored into a scratch RDS instance, ran the invoice totals query, compared with the live numbers:
matched. Took 47 minutes end to end.
"""),

('order-cutoffs', 'Order cut-offs', '2026-05-06', ['orders', 'rounds'], """
# Order cut-offs

@@V10a@@
The cut-off is enforced in tradedesk by the `delivery_date` default, not by the picking screen.
"""),

('tradedesk-debugging', 'Debugging tradedesk in production', '2026-04-02', ['tradedesk', 'errors'], """
# Debugging tradedesk in production

@@R1b@@
For slow pages, look at `pg_stat_statements` on the primary first; most slowness has been the
availability join.
"""),

('eta-texts', 'ETA texts', '2026-07-14', ['roundplanner', 'sms'], """
# ETA texts

@@R4b@@
Opt-outs are stored on the customer in tradedesk and synced to roundplanner with the drop windows.
"""),

('potline-architecture', 'potline architecture', '2026-02-25', ['potline', 'architecture'], """
# potline architecture

The planner builds a batch list from the crop schedule and stock targets.
@@R6b@@
`potline.batches`); the controller acks once the trays are counted.

Counts come back from the tray counter at the end of the line and update stock in tradedesk.
"""),

('route-optimisation', 'Route optimisation', '2026-05-27', ['roundplanner', 'routing'], """
# Route optimisation

@@R8b@@
Constraints: drop windows, vehicle trolley capacity, driver hours. The Welsh Marches round is always
planned first because it is the longest.
"""),

('month-end', 'Month-end with accounts', '2026-06-30', ['accounts', 'invoices'], """
# Month-end

@@R10b@@
Credit notes for returned trolleys are raised in tradedesk, never directly in the accounts package.
"""),

('roundplanner-release-notes', 'roundplanner release notes', '2026-08-21', ['roundplanner', 'releases'], """
# roundplanner releases

- 2026.08.2: drop windows shown on the driver run list
- 2026.08.1: optimiser timeout raised

@@N2b@@
"""),

('night-setpoints', 'Night setpoints', '2026-10-08', ['climatelink', 'priva', 'glasshouses'], """
# Night setpoints

@@N4b@@
The day setpoints are still set by hand on the Priva screen by Lucy's team.
"""),

('tradedesk-test-suite', 'tradedesk test suite', '2026-03-26', ['tradedesk', 'testing'], """
# tradedesk test suite

@@N6b@@
Integration tests live in `tests/integration/` and are run nightly.
"""),

('cash-and-carry', 'Cash-and-carry counter', '2026-04-15', ['orders', 'cash-and-carry'], """
# Cash-and-carry counter

The counter in the despatch yard is open 07:30–16:00 on weekdays.

@@O4a@@
@@N8b@@
Card only, no cash, since 2025.
"""),

('new-account-onboarding', 'New trade account onboarding', '2026-05-19', ['tradedesk', 'accounts'], """
# New trade accounts

Applications come in through the form on the website and land in tradedesk as "pending".
@@N10b@@
check runs after their first invoice.
"""),

('stock-module', 'Stock module in tradedesk', '2026-07-02', ['tradedesk', 'stock', 'availability'], """
# Stock module

@@S2b@@
Stock is adjusted by potline tray counts, picks and the weekly walk-round by Lucy's team.
"""),

('here-migration', 'Mapbox to HERE migration', '2026-09-03', ['roundplanner', 'maps'], """
# Maps migration

@@S4b@@
Travel time matrices are cached for a week per depot.
"""),

('tradedesk-deploys', 'How tradedesk deploys now', '2026-08-12', ['tradedesk', 'deploy'], """
# tradedesk deploys

@@S7b@@
Rollback: re-run the workflow for the previous tag.
"""),

('driver-app-release', 'Driver app releases', '2026-09-22', ['driver-app', 'releases'], """
# Driver app releases

@@S9b@@
The MDM pushes updates to the phones overnight.
"""),

('trolley-deposit-refunds', 'Trolley deposit refunds', '2026-06-17', ['trolleys', 'deposits', 'accounts'], """
# Trolley deposit refunds

@@F2b@@
rather than paid out; the credit shows as "Trolley return" with the scan date.
"""),

('availability-layout', 'Availability PDF layout', '2026-05-12', ['availability'], """
# Availability PDF layout

@@F3b@@
Fonts: the brand serif for headings only.
"""),

('on-call-handbook', 'On-call handbook', '2026-03-30', ['on-call', 'infra'], """
# On-call handbook

@@F5b@@

## First checks
1. Grafana "Services" dashboard
2. tradedesk health endpoint `/healthz`
3. Priva VPN status if climatelink is quiet
"""),

('potting-rates', 'Potting rates', '2026-02-19', ['potline', 'planning'], """
# Potting rates

@@F7b@@
1 L pots run at about 2,500 an hour.
"""),

('potline-batch-planning', 'potline batch planning', '2026-04-08', ['potline', 'planning'], """
# Batch planning

@@F9b@@
Emergency batches (customer specials) go in as "priority" and jump the queue.
"""),

('edi-integration', 'EDI integration with the garden-centre groups', '2026-06-03', ['tradedesk', 'edi'], """
# EDI integration

The two big garden-centre groups send orders as EDIFACT over their VAN; we send back confirmations.
@@O2a@@
A webhook that still fails lands in the "EDI problems" list in the tradedesk admin.
"""),

('trade-accounts-stats', 'Trade account numbers', '2026-10-21', ['tradedesk', 'stats'], """
# Trade account numbers

@@D3a@@
Landscaper numbers grew most in the autumn, helped by the magic-link login.
"""),

('availability-history', 'Availability list history', '2026-06-24', ['availability'], """
# History

@@D5a@@
The CSV export for the garden-centre groups started in May.
"""),

('driver-app-beta', 'Driver app beta', '2026-05-04', ['driver-app'], """
# Driver app beta

@@D8a@@
Feedback from drivers: bigger buttons, and show the trolley count per drop at the top.
"""),

('tradedesk-dev-setup', 'tradedesk dev setup', '2026-01-20', ['tradedesk', 'setup'], """
# tradedesk dev setup

@@A1b@@
@@A5b@@

```
cp .env.example .env
DATABASE_URL=postgres://tradedesk_app@localhost:5432/tradedesk
docker compose up -d db redis
```
"""),

('picking-and-loading', 'Picking and loading', '2026-03-12', ['rounds', 'picking'], """
# Picking and loading

@@A3b@@
Each trolley gets a round sticker and a drop number.
"""),

('trolley-returns', 'Trolley returns', '2026-04-29', ['trolleys'], """
# Trolley returns

@@A7b@@
Damaged trolleys are tagged red and go to the workshop, not back into stock.
"""),

('council-accounts', 'Council parks accounts', '2026-07-21', ['tradedesk', 'invoices', 'council'], """
# Council accounts

Two council parks teams buy bedding and trees from us.

@@NS1a@@
@@NS9a@@
Both pay by BACS on their own 30-day cycle.
"""),

('local-dev-tips', 'Local dev tips', '2026-02-05', ['setup', 'tradedesk'], """
# Local dev tips

@@NS3b@@
`make seed` loads a small set of customers and batches.
"""),

('leave-safe-sites', 'Leave-safe sites', '2026-08-05', ['rounds', 'drivers'], """
# Leave-safe sites

@@NS5b@@
leave the trolleys there unattended before the yards open.
The agreements are scanned into the customer record in tradedesk.
"""),

('climatelink-alerting', 'climatelink alerting', '2026-11-03', ['climatelink', 'alerts', 'on-call'], """
# Alerting

@@NS7a@@
Dropouts on their own only go to the dashboard annotations.
"""),

('landscaper-availability', 'Landscaper availability list', '2026-09-09', ['availability', 'landscapers'], """
# Landscaper edition

@@NS10a@@
It also leaves out the bedding lines, which landscapers rarely buy.
"""),

('glasshouse-c-poinsettias', 'Poinsettias in glasshouse C', '2026-10-01', ['glasshouses', 'crops'], """
# Poinsettias

Glasshouse C is on poinsettias from September. Blackout screens close at 17:00 through October for
short days; climatelink shows the screen position so Lucy can check it from home.
"""),

('peat-free-transition', 'Peat-free transition', '2026-01-14', ['potline', 'compost'], """
# Peat-free

All potting has been peat-free since 2025. Water retention is lower, so irrigation runs are shorter
and more frequent; potline stores the mix name on each batch.
"""),

('grafana-dashboards', 'Grafana dashboards', '2026-05-21', ['infra', 'grafana'], """
# Dashboards

- "Glasshouses": one row per compartment, temperature and humidity
- "Services": request rates and error counts for tradedesk and roundplanner
- "Rounds": trolleys out vs back per round
"""),

('incident-2026-05-12-tradedesk-outage', 'Incident: tradedesk outage 2026-05-12', '2026-05-13', ['incident', 'tradedesk'], """
# tradedesk outage, 12 May

Checkout returned 500s for 25 minutes from 11:40. Cause: a Celery worker filled the disk with invoice
PDFs that were never cleaned up. Fix: PDFs now go to S3 and the temp dir is cleared hourly.
"""),

('incident-2026-10-03-priva-vpn', 'Incident: Priva VPN drop 2026-10-03', '2026-10-04', ['incident', 'climatelink'], """
# Priva VPN drop

The site-to-site VPN dropped overnight; climatelink logged gaps for both Stretton houses from 01:10
to 06:30. No frost risk that night. The router now has a watchdog reboot.
"""),

('plantpass-printer-setup', 'plantpass printer setup', '2026-07-08', ['plantpass', 'printers'], """
# Printer setup

The despatch Zebra has a fixed IP `10.20.2.40`. Calibrate after every new roll: hold feed until it
flashes twice.
"""),

('potline-modbus-map', 'potline Modbus register map', '2026-03-02', ['potline', 'modbus'], """
# Modbus registers

| Register | Meaning |
|---|---|
| 40001 | current batch id |
| 40002 | trays completed |
| 40010 | line state (0 idle, 1 running, 2 fault) |
"""),

('pricing-rules', 'Pricing rules', '2026-08-26', ['pricing', 'tradedesk'], """
# Pricing rules

Prices are per plant, with breaks at 1, 3 and 6 trolley shelves. Landscaper accounts get the 3-shelf
break from the first shelf.
"""),

('sprinter-routes', 'Sprinter routes', '2026-06-11', ['fleet', 'rounds'], """
# Sprinter routes

The Sprinters do the Stretton shuttle on Tuesdays and Fridays and the town-centre florists in
between. Drivers need no special licence for them.
"""),

('weekly-standup-2026-03-09', 'Standup notes 2026-03-09', '2026-03-09', ['standup'], """
# Standup 9 March

- Sam: potline batch upload retries
- Gwen: roundplanner drop windows UI
- Marta: spring peak staffing with Dave
"""),
]
