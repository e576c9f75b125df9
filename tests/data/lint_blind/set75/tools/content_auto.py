# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("fibrebook-dev-notes", "fibrebook dev notes", "2026-02-11", ["fibrebook", "dev"], """
# fibrebook dev notes

Running notes from working on fibrebook with Callum.

## Database
@@V1b@@
Local dev uses the compose Postgres; never point a dev checkout at production.

## Templates
- Address check results page is `orders/templates/check.html`
- The "register interest" form posts to `/interest/`, no login needed
""")

a("sales-faq", "Sales FAQ (what support tells people)", "2026-05-02", ["sales", "support"], """
# Sales FAQ

**Which plan should I get?**
@@V3b@@

**Is there a contract?** 12 months minimum, then monthly.

**Do I need a phone line?** No. Landline numbers can be ported to a VoIP provider; we don't sell voice.
""")

a("backup-restore-drill", "Backup restore drill, June", "2026-06-19", ["backups", "drill"], """
# Restore drill (June)

Restored `fibrebook-prod` to a scratch VM on pve2 and checked the orders table.

@@V5b@@
Took 23 minutes end to end. Next drill: December, ledgerline this time.
""")

a("cgnat-runbook", "CGNAT runbook", "2026-10-06", ["cgnat", "runbook", "network"], """
# CGNAT runbook

## Sizing
@@V7b@@
Pool: 100.64.0.0/10, one public /26 on the outside for now.

## Moving a customer back to a public IP
1. Check they're on Standard in ledgerline
2. Remove the `cgnat` group in RADIUS for their username
3. Ask them to reboot the router
""")

a("router-setup-guide", "Own-router setup guide (support)", "2026-04-14", ["support", "routers"], """
# Setting up your own router

Most customers use the router we supply. For people who bring their own:

- Connection type: PPPoE, username and password from the welcome letter
- VLAN 101 on the WAN port
@@V8a@@
RFC 4638 baby jumbo frames, so there's no PPPoE overhead to lose.
- If it still won't connect, get the ONT serial and call us
""")

a("digday-deploy", "digday deploy notes", "2026-03-09", ["digday", "deploy"], """
# digday deploy

Deployed from the `main` branch with the Ansible `digday` role.

Production environment (secrets elided):

```
# /srv/digday/.env
    DATABASE_URL=postgresql://digday@pg-main.glenardle.net:5432/digday
@@V10b@@
    MAIL_FROM=digs@glenardle.net
```

Restart with `systemctl restart digday digday-worker`.
""")

a("ledgerline-invoice-run", "ledgerline invoice run", "2026-07-21", ["ledgerline", "billing"], """
# Invoice run

Watched the July run with Callum.

@@R2b@@
- The job takes about 4 minutes for 480 members
- Failed sends are retried by the worker the next hour
""")

a("python-tooling", "Python tooling in fibrebook", "2026-08-03", ["fibrebook", "python", "tooling"], """
# Python tooling

@@R4b@@
ruff for lint and format, config in `pyproject.toml`. mypy is only run on `orders/`.
""")

a("olt-alarms", "OLT alarms and what to do", "2026-05-27", ["olt", "alarms", "runbook"], """
# OLT alarms

## Where alarms come from
@@R6b@@
live in the `zabbix-templates` repo.

## Common ones
- LOS on a single ONT: almost always the customer unplugged it
- LOS on a whole PON: a cut or a dead splitter; call the on-call engineer
@@NS5b@@
- Dying gasp from many ONTs at once: local power cut
""")

a("dns-notes", "DNS notes", "2026-09-15", ["dns", "infra"], """
# DNS

@@R8b@@
- Reverse zones for our IPv4 are delegated to us by RIPE
- Customer-facing names: www, help, status, speed, signup
""")

a("finance-handover", "Finance handover from the old treasurer", "2026-02-24", ["finance", "billing"], """
# Finance handover

Notes from the handover to Hamish.

@@R9b@@
- VAT returns are quarterly, done by the bookkeeper
- Community share interest is paid in December
""")

a("office-network", "Office network", "2026-03-30", ["office", "network"], """
# Office network

The office is the back room of the village hall, next to the hub cabin.

@@N2b@@
- Guest Wi-Fi is on its own VLAN and only gets internet
- The printer is at 10.30.0.20
""")

a("outage-credits", "Outage credits", "2026-09-02", ["billing", "outages"], """
# Outage credits

Members get a credit when an outage lasts more than 24 hours.

@@N4b@@
The credit is a day's worth of the monthly charge per full day without service.
""")

a("static-ip-requests", "Static IP requests", "2026-06-08", ["support", "ip", "radius"], """
# Static IP requests

@@O7a@@
@@N6b@@
Record the address in NetBox against the customer's ONT.
""")

a("fibrebook-deploy", "fibrebook deploy", "2026-08-26", ["fibrebook", "deploy"], """
# fibrebook deploy

Deploys go out from release tags via the Ansible `fibrebook` role.

@@N9b@@
Static files are collected in the same step. Rollback = redeploy the previous tag.
""")

a("offsite-backups", "Offsite backups", "2026-08-18", ["backups", "infra"], """
# Offsite backups

@@S2b@@
Sync runs at 02:30 after the local PBS jobs finish. Restore tested once from the new target.
""")

a("transit-contracts", "Transit contracts", "2026-10-01", ["network", "transit", "contracts"], """
# Transit

@@S4b@@
Faelix took over as second upstream on a 1 Gbps port.
- Zen renewal is due in 2027
""")

a("phone-system", "Phone system", "2026-07-30", ["support", "phones"], """
# Phones

@@S6b@@
- Calls ring Dev's desk phone first, then the office softphones
- Voicemail transcripts land in the support inbox
""")

a("volunteer-signup", "How volunteers sign up", "2026-05-12", ["digday", "volunteers"], """
# Volunteer signup

@@S8b@@
Aileen sends new people the digday link; they create an account and pick a dig.
""")

a("arrears-process", "Arrears process", "2026-07-08", ["billing", "arrears"], """
# Arrears

@@F2b@@
warning at 28; nobody is cut off without a phone call first.
- Hardship cases go to the board's hardship fund, not to suspension
""")

a("pve-storage", "Proxmox storage layout", "2026-04-22", ["proxmox", "storage", "infra"], """
# Proxmox storage

@@F4b@@
- ISO images live on pve1 only
""")

a("support-rota", "Support rota", "2026-03-16", ["support", "rota"], """
# Support rota

@@F8b@@
- Bank holidays: email only, on-call for outages
""")

a("on-call-swaps", "On-call swaps", "2026-04-03", ["on-call"], """
# Swapping on-call

@@F9b@@
Nobody does more than two weeks in a row.
""")

a("netbox-notes", "NetBox notes", "2026-07-14", ["netbox", "infra"], """
# NetBox

- NetBox runs on its own VM, `netbox1`
@@O8b@@
- API tokens are per person; the Ofcom export uses a read-only token
""")

a("dashboards", "Dashboards", "2026-06-30", ["grafana", "monitoring"], """
# Dashboards

@@A4b@@
- 'Cabinet power' shows mains and battery state for every cabinet
- 'Transit' shows 95th percentile against the commit
""")

a("fibrebook-history", "fibrebook history", "2026-01-20", ["fibrebook", "history"], """
# fibrebook history

@@D1a@@
Callum wrote the first version in a weekend for the Kilbride pre-registration drive.
""")

a("dig-season-2025", "2025 dig season retro", "2026-01-15", ["digday", "retro"], """
# 2025 dig season

- 31 dig days, 4.8 km of duct laid
@@D3a@@
- Biggest problem: volunteers turning up at the wrong farm
""")

a("storm-week-feb", "Storm week, February", "2026-02-27", ["incident", "on-call", "storm"], """
# Storm week

Three named storms in ten days; two overhead drops down in Tornach and a pole snapped near Balvaig.

@@D5a@@
We should buy a second splicing kit so two faults can be worked at once.
""")

a("balvaig-build-log", "Balvaig build log", "2026-09-20", ["balvaig", "build"], """
# Balvaig build log

@@D7a@@
60 GHz wireless link from Tornach, which topped out around 900 Mbps in good weather.
- Fibre spur spliced through on 1 September
- First customer lit 8 September
""")

a("tornach-backhaul-history", "Tornach backhaul history", "2026-10-28", ["tornach", "backhaul", "history"], """
# Tornach backhaul history

@@D10a@@
The circuit was always the weak point: two outages in 2025 when Openreach worked on the road.
""")

a("contributing", "Contributing to our repos", "2026-02-05", ["git", "process"], """
# Contributing

@@A3b@@
Branch names: `<initials>/<short-description>`.
Open a draft PR early if you want eyes on it.
""")

a("month-end", "Month end for billing", "2026-05-29", ["billing", "finance"], """
# Month end

@@A2b@@
- Hamish reconciles payouts against invoices in the first week of the next month
""")

a("site-access", "Site access", "2026-03-03", ["hub", "access"], """
# Site access

@@A10b@@
- Sign in on the clipboard inside the door
- The hall's own alarm is separate; the code is with the hall committee
""")

a("support-macros", "Support macros", "2026-06-22", ["support"], """
# Macros

- "No light on the ONT": check it's plugged in, then book a visit
@@NS8b@@
- "Slow Wi-Fi": ask for a wired speed test first
""")

# ---- unpaired notes
a("ont-swap-procedure", "ONT swap procedure", "2026-04-09", ["ont", "runbook"], """
# Swapping an ONT

1. Note the old serial from the label
2. Fit the new ONT, same fibre, clean the connector first
3. Update the serial in NetBox and in RADIUS (username = serial)
4. Wait for the customer's router to reconnect
""")

a("speedtest-results", "Speed test complaints, spring", "2026-04-28", ["support", "speed"], """
# Speed complaints

Most "slow" reports were Wi-Fi: old routers on 2.4 GHz in stone farmhouses.
Wired tests on speed.glenardle.net were within 5% of the plan in 19 of 21 cases.
""")

a("landowner-meeting-notes", "Landowner meeting, Glenside", "2026-06-11", ["wayleaves", "landowners"], """
# Glenside landowners

- Three farms agreed in principle to the Balvaig spur
- They want the trench backfilled the same day and no work during lambing
- Aileen to send the standard wayleave by post
""")

a("netbox-ip-plan", "IP plan", "2026-03-21", ["ip", "netbox", "network"], """
# IP plan

- 10.20.0.0/24: OLT management
- 10.30.0.0/24: office
- 10.40.0.0/24: servers
- Customer public IPv4 and the CGNAT pool are documented in NetBox prefixes
""")

a("ansible-layout", "Ansible layout", "2026-02-18", ["ansible", "infra"], """
# Ansible

- Repo `ops/ansible`, one role per app plus `common`
- Inventory groups: `pve`, `apps`, `radius`, `monitoring`
- Playbooks are run from the bastion host
""")

a("agm-prep", "AGM prep checklist", "2026-10-20", ["agm", "members"], """
# AGM prep

- Export members list from sharereg two weeks before
- Print proxy forms
- Book the PA system from the hall committee
- Board report: connections, finances, next year's build
""")

a("hub-power", "Hub power", "2026-01-29", ["hub", "power"], """
# Hub power

- Single-phase supply from the village hall board
- Generator test: first Sunday of the month, 20 minutes on load
- Diesel is topped up by the farm next door, invoice goes to Hamish
""")

a("winter-prep", "Winter prep", "2026-11-10", ["winter", "ops"], """
# Winter prep

- Spare ONTs in the Tornach and Balvaig cabinets
- Check cabinet heaters before December
- Snow chains for the van; the Balvaig road isn't gritted
""")

a("ipv6-testing", "IPv6 testing notes", "2026-08-12", ["ipv6", "testing"], """
# IPv6 testing

Tested with the three most common customer routers before turning it on:
- Supplied router: fine
- Two older ISP-branded routers ignore prefix delegation and only get a /64 on the WAN
""")

a("ont-models", "ONT models", "2026-05-06", ["ont", "hardware"], """
# ONTs

- Current model: Nokia G-010G-Q, one gigabit port
- Business sites get the four-port model
- Old Kilbride ONTs from 2024 are a different revision and need a firmware push first
""")

a("newsletter-process", "Member newsletter", "2026-03-25", ["members", "comms"], """
# Newsletter

- Quarterly, written by the board secretary
- Sections: build progress, volunteer thanks, finances, a photo from a dig
""")
