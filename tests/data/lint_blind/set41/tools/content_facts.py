# remnic facts: (date, time, category, tags, body, key)  key = short handle used by pairs
FACTS = []
def F(key, date, time, cat, tags, body):
    FACTS.append(dict(key=key, date=date, time=time, cat=cat, tags=tags, body=body.strip("\n") + "\n"))

F("p1_sla", "2026-03-10", "09:14:22", "fact", ["fixit", "sla"], """
Emergency (P1) repairs must be attended within 4 hours; fixit starts the SLA clock when the job is raised.
""")
F("gas_remind", "2026-05-19", "14:02:51", "fact", ["gascert", "reminders"], """
gascert starts sending tenant reminders 28 days before the gas safety record expires.
""")
F("hub_retry", "2026-07-22", "11:40:07", "fact", ["contractor-hub", "webhooks"], """
contractor-hub retries a failed job webhook 8 times before marking the contractor endpoint as down.
""")
F("void_target", "2026-06-03", "10:21:45", "fact", ["voidtrack", "kpi"], """
Fernlea's void turnaround target (keys in to new tenancy start) is 28 days for standard voids.
""")
F("portal_host", "2026-04-14", "16:33:10", "fact", ["myhome-web", "hosting"], """
The tenant portal (myhome-web) is hosted on Azure App Service in UK South.
""")
F("sms_provider", "2026-02-25", "13:05:39", "fact", ["fixit", "sms"], """
Repair appointment SMS are sent via Firetext.
""")
F("dd_provider", "2026-04-30", "09:48:12", "fact", ["rentbook", "payments"], """
Direct Debits for rent are collected through Allpay's DD service, and the collection file comes back each morning.
""")
F("merge_pref", "2026-05-06", "15:27:03", "preference", ["fixit", "git"], """
Priya wants fixit PRs landed with rebase-and-merge so the individual commits survive on main.
""")
F("hub_login", "2026-08-11", "10:02:58", "fact", ["contractor-hub", "auth"], """
contractor-hub signs contractor users in through gatehouse, our in-house OAuth2 server.
""")
F("gas_selfbook", "2026-09-29", "14:44:16", "decision", ["gascert", "myhome-app"], """
Decided to let tenants self-book their annual gas service slot in myhome-app (pilot from October).
""")
F("app_statements", "2026-06-17", "11:11:31", "fact", ["myhome-app", "privacy"], """
myhome-app does not store rent statements on the phone; they are fetched fresh each time.
""")
F("cbl_publish", "2026-07-08", "09:36:25", "fact", ["voidtrack", "lettings"], """
voidtrack does not publish properties to the CBL site; lettings staff list each one manually.
""")
F("friday", "2026-03-27", "17:02:44", "fact", ["deploys"], """
Friday deploys to fl-prod are allowed, as long as the person deploying stays on until 17:00.
""")
F("rentfree", "2026-02-09", "10:50:13", "fact", ["rentbook", "charges"], """
Fernlea has no rent-free weeks; rent is charged for all 52 weeks of the year.
""")
F("metabase", "2026-08-27", "12:19:40", "fact", ["reporting"], """
Metabase was shut down in August; all dashboards were rebuilt in Power BI.
""")
F("push", "2026-09-03", "09:05:57", "decision", ["myhome-app", "push"], """
Switched myhome-app push from OneSignal to Firebase Cloud Messaging (done 2026-09-02).
""")
F("vault", "2026-10-13", "15:55:21", "fact", ["infra", "secrets"], """
We migrated secrets from Vault to Azure Key Vault; Vault is read-only until it is switched off in December.
""")
F("lgsr_pdf", "2026-07-15", "13:30:49", "fact", ["gascert", "contractor-hub"], """
gascert no longer parses emailed LGSR PDFs; contractors submit certificate data through the contractor-hub API.
""")
F("flutter", "2026-10-01", "10:12:34", "fact", ["myhome-app"], """
myhome-app was rewritten in Flutter over the summer; the React Native codebase is archived.
""")
F("backup", "2026-01-20", "16:40:02", "fact", ["fixit", "backups"], """
fixit's database is backed up every night.
""")
F("appliances", "2026-04-07", "11:58:19", "fact", ["gascert"], """
The gascert appliance register lists boilers, gas fires and Fernlea-owned cookers, each with make, model and location.
""")
F("nextjs", "2026-01-28", "14:21:07", "fact", ["myhome-web"], """
The tenant portal is built with Next.js.
""")
F("testfast", "2026-03-03", "10:33:45", "preference", ["fixit", "testing"], """
Before pushing fixit, run `make test-fast` (unit tier, about 40 s); the integration tier runs in CI.
""")
F("gas_channels", "2026-06-24", "15:09:36", "fact", ["gascert", "reminders"], """
gascert's tenant reminders go out by post through the print hub, plus an SMS when we hold a mobile number.
""")
F("prod_replicas", "2026-08-04", "09:22:50", "fact", ["fixit", "k8s"], """
fixit-web runs 6 replicas on fl-prod, autoscaling to 10 for the Monday morning peak.
""")
F("sms_retry", "2026-06-24", "16:47:03", "fact", ["gascert", "sms"], """
gascert retries a failed reminder SMS up to 3 times, an hour apart.
""")
F("careline", "2026-02-17", "12:00:26", "fact", ["repairs", "out-of-hours"], """
Out-of-hours repair calls from tenants are answered by the Careline contact centre.
""")
F("weekly_rent", "2026-02-09", "10:52:41", "fact", ["rentbook", "charges"], """
Residential rent in rentbook is charged weekly, rent week Monday to Sunday.
""")
F("sentry_app", "2026-05-27", "13:44:18", "fact", ["myhome-app", "sentry"], """
The Sentry project for myhome-app samples 5% of transactions to stay inside the quota.
""")
F("fixit_vm", "2026-06-09", "11:15:52", "fact", ["fixit", "infra"], """
Until May 2026 fixit ran on a single VM, `fixit-vm01`.
""")
F("arrears_dur", "2026-09-15", "08:57:29", "fact", ["rentbook", "arrears"], """
The nightly arrears run finishes in about 25 minutes.
""")
F("northgas", "2026-04-21", "10:06:11", "fact", ["gascert", "contractors"], """
Before the March re-procurement, gas servicing was done by Northgas Ltd.
""")
F("rent_2526", "2026-03-31", "14:38:47", "fact", ["rentbook", "rent-setting"], """
For 2025/26 rents went up 7.7%.
""")
F("hub_pilot", "2026-06-30", "16:25:14", "fact", ["contractor-hub"], """
During the contractor-hub pilot (Feb–May) only the two Sheffield North contractors were on it.
""")
F("schema_signoff", "2026-01-14", "09:31:08", "fact", ["people", "process"], """
Priya (digital services lead) signs off all database schema changes.
""")
F("slack_pii", "2026-01-22", "15:16:55", "preference", ["privacy"], """
Don't put tenant names, addresses or rent balances in Slack messages.
""")
F("store_name", "2026-02-03", "11:48:30", "fact", ["myhome-app"], """
The app is listed as 'Fernlea MyHome' on both the App Store and Google Play.
""")
F("sla_pause", "2026-04-02", "13:53:17", "fact", ["fixit", "sla"], """
If a tenant refuses access, fixit pauses the repair's SLA timer until a new appointment is agreed.
""")
F("migrate_job", "2026-05-12", "10:41:39", "fact", ["fixit", "deploys"], """
fixit migrations are applied by the Argo CD pre-sync job `fixit-migrate`.
""")
F("lgsr_email", "2026-08-18", "14:12:22", "fact", ["gascert", "privacy"], """
gascert never emails LGSR copies to tenants as plain attachments; copies go to the portal document vault.
""")
F("arrears_sms", "2026-05-05", "17:21:09", "preference", ["rentbook", "sms"], """
Never send arrears SMS after 20:00 or on Sundays.
""")
F("draft_voids", "2026-10-20", "09:59:46", "fact", ["voidtrack"], """
voidtrack deletes draft voids that were never submitted after 30 days.
""")
F("portal_5xx", "2026-08-25", "12:37:01", "fact", ["myhome-web", "alerts"], """
Sustained 5xx on the tenant portal pages the platform on-call.
""")

# ---- unpaired facts ----
F("u_patches", "2026-01-09", "10:05:12", "fact", ["org"], """
Fernlea has four housing patches: Hillsborough, Walkley, Parson Cross and Rotherham East.
""")
F("u_homes", "2026-01-09", "10:07:44", "fact", ["org"], """
Fernlea Housing Association owns roughly 9,400 homes, about 700 of them sheltered.
""")
F("u_standup", "2026-01-16", "09:02:03", "preference", ["team"], """
Priya prefers async stand-ups in #digital-standup over a call.
""")
F("u_tickets", "2026-01-30", "11:26:37", "fact", ["process"], """
Ticket prefixes: REP for fixit, INC for rentbook, VOID for voidtrack, GAS for gascert, APP for the tenant app and portal.
""")
F("u_tsm", "2026-02-12", "14:49:20", "fact", ["reporting", "regulator"], """
The TSM return to the Regulator of Social Housing is due each June for the previous financial year.
""")
F("u_welsh", "2026-03-17", "10:18:28", "decision", ["myhome-web", "accessibility"], """
Decided to add Urdu and Polish translations of the repair reporting pages before any other language.
""")
F("u_wcag", "2026-03-19", "15:34:55", "fact", ["accessibility"], """
Tenant-facing pages have to meet WCAG 2.2 AA; the accessibility statement is reviewed each January.
""")
F("u_dpo", "2026-04-09", "09:43:10", "fact", ["privacy", "people"], """
The data protection officer is Helen Shaw; DPIAs go to her before any new tenant data flow goes live.
""")
F("u_osm", "2026-05-14", "16:05:33", "decision", ["maps"], """
Decided to use Ordnance Survey base maps in the estate view rather than paying for a commercial map SDK.
""")
F("u_asb", "2026-06-11", "11:52:48", "fact", ["scope"], """
Anti-social behaviour cases are handled in the housing management CRM, not in any of the digital team's apps.
""")
F("u_board", "2026-07-01", "10:29:15", "fact", ["governance"], """
The digital board sub-committee meets quarterly; papers are due ten days before.
""")
F("u_cyber", "2026-07-29", "13:17:42", "fact", ["security"], """
Fernlea holds Cyber Essentials Plus; renewal assessment is every autumn.
""")
F("u_kotlin", "2026-08-06", "15:48:09", "preference", ["rentbook", "style"], """
Aisha prefers ktlint's default rules with no project-specific overrides.
""")
F("u_tenant_panel", "2026-09-09", "11:03:26", "fact", ["engagement"], """
The digital tenant panel has 23 members and tests every major app or portal change before release.
""")
F("u_holiday", "2026-10-27", "10:45:58", "fact", ["team"], """
The digital team's change freeze over Christmas runs from 19 December to 5 January.
""")
F("u_estimates", "2026-11-04", "14:26:40", "preference", ["team"], """
Priya wants estimates in days, not story points.
""")
F("u_stock", "2026-11-18", "09:38:12", "fact", ["asset-management"], """
The stock condition survey programme covers 20% of homes a year, so every home is surveyed at least every five years.
""")
