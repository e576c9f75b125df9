# Root Claude Code auto-memory files: fname -> (name, description, type, index title, index hook, body)
# @@KEY@@ markers are replaced by claim text from claims.C
ROOT = {}
def r(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

r("user_morag.md", "morag-role", "Morag Lindsay, network ops lead and the person I mostly work for", "user",
  "Morag (network ops lead)", "who she is, how she likes to work", """
Morag Lindsay runs network operations for Glen Ardle Community Broadband (a community benefit society).
She spliced half the valley herself in 2024 and knows the plant better than any drawing does.

- Prefers terse answers with the command to run, not an essay
- Reads diffs on her phone in the evenings; keep PR descriptions short
- Not a Django person: explain fibrebook changes in terms of what customers will see
""")

r("user_callum.md", "callum-dev", "Callum Reid, the only paid developer (3 days a week)", "user",
  "Callum (developer)", "owns fibrebook and ledgerline", """
Callum Reid is the part-time developer, Tuesday to Thursday. He owns fibrebook and ledgerline and reviews
anything that touches billing. Wants tests with every bug fix, even small ones.
He's in Aviemore, so on-site work at the hub is usually Morag or a volunteer.
""")

r("user_aileen.md", "aileen-volunteers", "Aileen Fraser coordinates volunteers, landowners and wayleaves", "user",
  "Aileen (volunteers & landowners)", "digday and wayleave contact", """
Aileen Fraser coordinates the dig volunteers and is the first contact for landowners.
She uses digday daily and the wayleave records weekly. Not technical; explain things in plain words and
never send her a terminal command without saying what it does.
""")

r("reference_fibrebook.md", "fibrebook", "fibrebook: the customer signup and order portal (Django)", "reference",
  "fibrebook overview", "signup/order portal, stack and hosting", """
# fibrebook

Customer-facing signup, address check, order and install booking. Repo `glenardle/fibrebook`.

## Stack
@@FB_DJ@@
@@FB_PY@@
@@FB_PKG@@
@@FB_DB@@
@@FB_HOST@@
@@FB_CI@@
- Error tracking and logs: see reference_monitoring.md

## Behaviour
@@FB_ADDR@@
@@FB_AREA@@
@@FB_SLOTS@@
- New orders are pushed to ledgerline by webhook once the install is confirmed
@@FB_SESS@@
- Staff log in with their Google Workspace accounts
""")

r("reference_ledgerline.md", "ledgerline", "ledgerline: billing, invoices and direct debits", "reference",
  "ledgerline overview", "billing system, plans, invoicing", """
# ledgerline (billing)

Rails app, repo `glenardle/ledgerline`. Owner: Callum. Finance contact: Hamish (treasurer).

## Plans
@@LL_STD@@
@@LL_GIG@@
- Business: from £60/month, quoted per site

## Invoicing
@@LL_INVDAY@@
@@LL_PDF@@
@@LL_MAIL@@
@@LL_REMIND@@
@@LL_CREDIT@@

## Payments
@@LL_DDPROV@@
@@LL_DDDAY@@
- Card payments are only for one-off install charges
""")

r("reference_radius.md", "radius", "RADIUS setup: servers, ports, accounting", "reference",
  "RADIUS / AAA", "FreeRADIUS servers and how the BNG uses them", """
# RADIUS

@@RAD_PAIR@@
@@RAD_PORTS@@
@@RAD_RETRY@@
@@RAD_INTERIM@@
@@RAD_ACCT@@
@@RAD_STATIC@@
- Customer usernames are the ONT serial, lower case
@@RAD_RESTART@@
- Config lives in `ops/radius` and is deployed with Ansible
""")

r("reference_network_core.md", "network-core", "Core network: BNG, OLTs, transit, maintenance window", "reference",
  "Core network", "BNG, OLTs, transit, cabinet uplinks", """
# Core network

## Hub (Inverardle)
@@NC_BNG@@
- Core switches: two Arista 7050s in MLAG
- Primary transit: Zen, 2 Gbps commit on a 10G port
@@NC_OLTSW@@
@@NC_MGMT@@

## Cabinets
@@NC_KILUP@@
- Inverardle cabinet sits in the hub itself, no separate uplink
- Cabinet uplinks use single-mode LR optics; spares are at the hub

## Change control
@@NC_WINDOW@@
- Emergency changes outside the window need Morag's OK in #noc
""")

r("reference_infra.md", "infra", "Infra: Proxmox cluster, backups, DNS, secrets", "reference",
  "Servers and infra", "Proxmox, backups, DNS, secrets", """
# Infrastructure

@@INF_HUB@@
@@INF_PVE@@
- VMs are built from the Debian 12 template with Ansible
@@INF_PBS@@
@@INF_OFFSITE@@
@@INF_DNS@@
- Secrets: Bitwarden organisation vault "Glen Ardle Ops"
- UPS in the hub gives about 40 minutes; the generator cuts in after 30 seconds
""")

r("reference_monitoring.md", "monitoring", "Monitoring, alerting and the status page", "reference",
  "Monitoring and alerting", "what watches the network and where alerts go", """
# Monitoring

## Network
@@MON_SNMP@@
@@MON_POLL@@
- ONT light levels are pulled from the OLTs once an hour

## Servers
- node_exporter on every VM
@@MON_GRAF@@

## Alerting
@@MON_ALERTS@@
- Paging goes through PagerDuty to whoever is on call
@@MON_STATUS@@
""")

r("reference_digday.md", "digday", "digday: volunteer dig-day scheduling app", "reference",
  "digday overview", "volunteer scheduling app and how digs are run", """
# digday

Flask app for booking volunteers onto dig days. Repo `glenardle/digday`. Owner: Callum, main user: Aileen.

## Stack
@@DD_PY@@
- Postgres on pg-main, database `digday`
@@DD_REDIS@@
@@DD_ERR@@

## How digs work
@@DD_SAT@@
@@DD_SIGNUP@@
@@DD_INDUCT@@
@@DD_QR@@
@@DD_TWICE@@
@@DD_SMS@@
- Up to 12 volunteers per dig, plus one team leader
""")

r("reference_support.md", "support", "Customer support: helpdesk, phone, hours, charges", "reference",
  "Customer support", "helpdesk, phone, hours and charges", """
# Support

@@SUP_DESK@@
@@SUP_PHONE@@
@@SUP_HOURS@@
- Dev Patel is the support lead; Morag is second line for network faults
@@SUP_ONT@@
- Engineer visits for customer-side wiring faults are £45
""")

r("reference_sharereg.md", "sharereg", "sharereg: the members' share register app", "reference",
  "sharereg", "share register app and share rules", """
# sharereg

Small Django app for the community share register. Repo `glenardle/sharereg`.

@@SR_REPLACED@@
@@SR_MIN@@
- Shares are £1 each and withdrawable after 3 years, at the board's discretion
@@SR_BOARD@@
@@SR_CERTPOST@@
@@SR_ERR@@
- Interest on shares is voted at the AGM; 2026 rate is 3%
""")

r("reference_villages.md", "villages", "Villages and cabinets: premises passed, battery, live dates", "reference",
  "Villages and cabinets", "one row per cabinet", """
# Villages and cabinets

| Village | Cabinet | Premises passed | Battery | Live since |
|---|---|---|---|---|
| Inverardle | hub | 180 | 12 h | 2024-03 |
@@VIL_KIL@@
@@VIL_TOR@@
| Balvaig | BAL-CAB1 | 64 | 8 h | 2026-09 |

@@VIL_BALFEED@@
- Kilbride and Tornach cabinets are fed directly from the hub
- Cabinet keys: one set at the hub, one with each village champion
""")

r("reference_on_call.md", "on-call", "On-call rota and what pages", "reference",
  "On-call", "rota, handover and what pages", """
# On-call

@@OC_ONE@@
@@OC_ROTA@@
- Rota: Morag, Callum (remote only), Euan and Kirsty (volunteer engineers)
- Core router down, OLT down or transit lost: page immediately
@@OC_MAINS@@
- Callout allowance is £30 per night on call
""")

r("reference_wayleaves.md", "wayleaves", "Wayleaves: how landowner permissions are tracked", "reference",
  "Wayleaves", "landowner permissions and records", """
# Wayleaves

@@WL_AIRTABLE@@
- Standard wayleave: 15 years, £1 a year plus a free connection for the farmhouse
- Signed PDFs go in the shared drive under `Wayleaves/Signed`
- Aileen chases renewals six months before expiry
""")

r("reference_glossary.md", "glossary", "Glossary: valley names, kit and acronyms", "reference",
  "Glossary", "acronyms and local names", """
# Glossary

- **Hub**: the cabin behind the village hall with the core kit
- **Cabinet**: a street cabinet with an OLT shelf or passive splitters
- **BNG**: broadband network gateway, terminates subscriber sessions
- **ONT**: the box on the customer's wall that the fibre plugs into
- **PON**: one passive optical network, up to 32 premises per port here
- **Muster point**: where volunteers meet on a dig day, usually a farm yard
- **Village champion**: a volunteer who holds cabinet keys and talks to neighbours
""")

r("reference_dev_setup.md", "dev-setup", "Local development setup for the in-house apps", "reference",
  "Dev setup", "local development for our apps", """
# Dev setup

- All apps run locally with `docker compose up`; the compose files start Postgres and Redis
- Copy `.env.example` to `.env`; never commit `.env`
- `make test` runs the suite, `make lint` runs ruff (Python apps) or rubocop (ledgerline)
- pre-commit hooks are installed with `make hooks`
- Seed data: `make seed` loads the three test villages
""")

r("feedback_commit_style.md", "commit-style", "How commits and merges should look", "feedback",
  "Commit and merge style", "commit messages and merging", """
@@CS_CC@@
@@FB_MERGE@@

**Why:** Morag reads `git log --oneline` when something breaks at night and wants to see what changed.

**How to apply:** Keep the subject under 72 characters; put the reasoning in the body.
""")

r("feedback_network_changes.md", "network-changes", "Rules for touching routers and OLTs", "feedback",
  "Network change rules", "how to change router and OLT config safely", """
@@NW_LAPTOP@@
@@NW_PEAK@@

**Why:** In February a hand-edited ACL on the core dropped the whole of Tornach for 40 minutes, and
nobody could see what had changed.

**How to apply:** Commit, open a PR, let Morag look, then apply with the playbook.
""")

r("feedback_db_migrations.md", "db-migrations", "Database migrations are run by hand, not by deploys", "feedback",
  "Migrations by hand", "don't let deploys run migrations", """
@@DBM@@

**Why:** A migration that locked the orders table took fibrebook down for 20 minutes in April.

**How to apply:** Check `manage.py showmigrations` on prod first and tell Callum before applying.
""")

r("feedback_customer_comms.md", "customer-comms", "How to talk to customers about outages and installs", "feedback",
  "Customer comms", "notice periods and what not to share", """
@@CC_NOTICE@@
@@CC_ADMINPW@@
- Outage updates: post to the status page first, then email affected villages
- Say "we" not "the network": members own this

**Why:** Members are also the owners; they expect to be told early.
""")

r("feedback_escalation.md", "escalation", "Who gets which problems", "feedback",
  "Escalation", "who handles what", """
@@ESC_WL@@
- Billing disputes go to Hamish, via Callum
- Anything about a landowner's gate, track or livestock goes to Aileen as well

**Why:** On-call engineers don't know the landowners and once made a dispute worse.
""")

r("feedback_radius_changes.md", "radius-changes", "Warn support before touching RADIUS", "feedback",
  "RADIUS changes", "tell support first", """
@@RC_RESTART@@

**Why:** A restart drops nobody's session but re-auth storms look like an outage in the support queue.

**How to apply:** One line in #support is enough.
""")

r("feedback_docs_style.md", "docs-style", "How docs and READMEs should be written", "feedback",
  "Docs style", "short READMEs, runbooks with commands", """
Keep READMEs short: what it is, how to run it, who owns it.
Runbooks must have the exact commands, copy-pasteable, with the host in the prompt.

**Why:** Volunteers on call at 2am follow runbooks literally.
""")

r("feedback_testing.md", "testing", "Testing expectations", "feedback",
  "Testing", "tests for every bug fix", """
Every bug fix comes with a regression test, even a one-liner.
Don't mock the database in fibrebook tests; use the compose Postgres.

**Why:** Callum got burned by a mocked test passing while a real migration failed.
""")

r("feedback_pr_reviews.md", "pr-reviews", "PR review expectations", "feedback",
  "PR reviews", "who reviews what", """
Anything touching ledgerline needs Callum's review; network config needs Morag's.
Small docs-only PRs can be self-merged.
Keep PRs under about 400 lines where possible.
""")

r("feedback_secrets.md", "secrets", "Where secrets go", "feedback",
  "Secrets handling", "never paste secrets in chat", """
Never paste passwords or API tokens into chat or tickets; link the Bitwarden item instead.

**Why:** A PPPoE test password ended up in a public GitHub issue in March.
""")

r("project_cgnat.md", "cgnat", "CGNAT rollout for Standard customers", "project",
  "CGNAT rollout", "why and how we're introducing CGNAT", """
# CGNAT

We're down to the last /24 of IPv4 and a new block costs more than a year of transit.

@@CG_SCOPE@@
@@CG_PORTS@@
@@CG_LETTER@@
- Customers who need a public address can ask support; no charge for the switch back
- Logs of NAT mappings are kept for law-enforcement requests
""")

r("project_ipv6.md", "ipv6", "IPv6 rollout status", "project",
  "IPv6 rollout", "what's enabled for whom", """
# IPv6

- Residential IPv6 went live on all cabinets in September
- Prefixes come from the BNG's local pool, not from RADIUS
@@V6_BIZ@@
- Next: IPv6 on the management network
""")

r("project_price_change_2026.md", "price-change-2026", "2026 price review and how it was communicated", "project",
  "2026 price review", "what changed in April", """
# 2026 price review

@@D2a@@
- The board approved the review in February; members were told 60 days ahead
- Existing members on the old 'founder' rate keep it until March 2027
- Install charge stayed at £100
""")

r("project_member_agm.md", "member-agm", "AGM logistics", "project",
  "AGM", "where and when, what's needed", """
# AGM

@@AGM_VENUE@@
- Quorum is 30 members present or by proxy
- sharereg exports the members list for the register of attendance
- The annual accounts must be on the website two weeks before
""")

r("project_tornach_backhaul.md", "tornach-backhaul", "Tornach backhaul status", "project",
  "Tornach backhaul", "how Tornach connects to the hub", """
# Tornach backhaul

@@TB_NOW@@
- Route follows the old drove road; 4.2 km, two joint boxes
- Spare cores are reserved for Balvaig and a future ring back to Kilbride
""")

r("project_balvaig_rollout.md", "balvaig-rollout", "Balvaig rollout: the 2026 build", "project",
  "Balvaig rollout", "status of the 2026 build", """
# Balvaig

- First connections went live in September 2026
- 41 of 64 premises have ordered so far
- Two farms still need wayleaves for the last spur; Aileen is on it
""")

r("project_olt_upgrade.md", "olt-upgrade", "Plan for adding OLT capacity", "project",
  "OLT capacity", "when we need more PON ports", """
# OLT capacity

- Kilbride shelf is at 26 of 32 PON ports used
- Order another line card before Kilbride's new housing estate connects (spring 2027)
- Line cards have a 10-week lead time from the distributor
""")

r("project_speedtest.md", "speedtest", "Speed test server for customers", "project",
  "Speed test server", "the customer speed test server", """
# Speed test

- We host a LibreSpeed instance at speed.glenardle.net so tests don't cross transit
- Support asks customers to test wired before anything else
""")

r("project_ofcom_returns.md", "ofcom-returns", "Regulatory returns", "project",
  "Regulatory returns", "Connected Nations data", """
# Regulatory returns

- Connected Nations data goes to Ofcom twice a year (January and May)
- The export comes from NetBox: premises, cabinet, live date
- Morag signs it off; Callum runs the export script
""")

r("project_netbox_cleanup.md", "netbox-cleanup", "Cleaning up NetBox records", "project",
  "NetBox cleanup", "getting NetBox to match the ground", """
# NetBox cleanup

- Every ONT should be a device with the customer's UPRN in a custom field
- About 60 ONTs in Kilbride still have no UPRN
- Splice records are going in as cables, one per tube
""")
