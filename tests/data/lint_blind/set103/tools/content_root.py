# Root Claude Code auto-memory files: name -> (title, description, type, body). @@ID@@ lines are claims.
ROOT = {}
def r(fn, title, desc, typ, body):
    ROOT[fn] = (title, desc, typ, body.strip("\n") + "\n")

r("reference_calldesk.md", "calldesk", "calldesk: the emergency lockout dispatch app (intake, paging, ETAs)", "reference", """
calldesk is the Django app the office and the night coordinator use to log emergency lockouts and get a
technician moving. Repo `calldesk`, maintained by Owen.

## Stack
@@CD_django@@
@@CD_pg@@
@@CD_redis@@
@@CD_host@@
- Static files on Cloudflare R2 through `django-storages`

## Paging and customers
@@CD_sms@@
@@CD_retry@@
- Pages include the job number, postcode and lock type, never the customer's name
@@CD_eta@@
@@CD_maps@@
@@CD_night@@
@@CD_3cx@@

## Errors and logs
@@CD_sentry@@
- Request logs ship to Better Stack Logs (source `calldesk`)

Local dev uses the compose file in the repo:

```
docker compose up -d db redis
psql postgres://calldesk@localhost:5432/calldesk_dev
```
""")

r("reference_fobvault.md", "fobvault", "fobvault: access-control sites, fobs and door plans (Paxton Net2 + Salto)", "reference", """
fobvault keeps every managed access-control site we installed: controllers, door groups, users and
fobs. Installers and the office use the web UI; the API feeds techapp. Repo `fobvault`, Sian's.

## Stack
@@FV_node@@
@@FV_pnpm@@
@@FV_port@@
- Postgres 16: database `fobvault` on `pg-shared.keystone.internal:5432`
@@FV_redis@@
@@FV_queue@@

## Site integrations
@@FV_net2@@
- Net2 sites need the Net2 Local API licence on the site server; the office keeps the licence keys
@@FV_space@@
@@FV_plans@@
- 41 Net2 sites and 17 Salto sites under contract as of October

## Credentials
@@FV_crypt@@
@@FV_audit@@
- Bulk fob exports are CSV, one row per fob, sent to the building manager only
""")

r("reference_cutlog.md", "cutlog", "cutlog: key cutting counter log and restricted-key register", "reference", """
cutlog is the small Go program on the key cutting counters. Every cut key is logged; restricted-profile
keys go through the register.

## Stack
@@CL_go@@
@@CL_sqlite@@
- Receipt printer: Epson TM-T20III on USB

## Restricted keys
@@CL_card@@
@@CL_idscan@@
@@CL_hold@@
@@CL_bristol@@
- Systems on the register: Abloy Protec2, Mul-T-Lock MT5+, Ultion Key Registered
""")

r("reference_quotekit.md", "quotekit", "quotekit: quotes, deposits and invoices for installs", "reference", """
quotekit (Rails 7.1, Ruby 3.3) produces quotes for access-control and lock installs, takes deposits
and turns finished jobs into invoices. Sian maintains it.

## Running
@@QK_render@@
- Postgres: Render managed Postgres `quotekit-db` (Frankfurt)
@@QK_postmark@@
@@QK_sentry@@

## Quotes
@@QK_valid@@
@@QK_drafts@@
@@QK_prices@@
@@QK_pdf@@

## Money
@@QK_deposit@@
@@QK_stripe@@
@@QK_issue@@
- Invoices sync to Xero as "Awaiting payment"
@@QK_billing@@
""")

r("reference_techapp.md", "techapp", "techapp: the technicians' Android app", "reference", """
techapp is what the technicians carry: job list, directions, photos, signatures, parts used. Built by
Owen.

@@TA_flutter@@
@@TA_android@@
@@TA_offline@@
@@TA_photo@@
@@TA_sign@@
@@TA_fad@@
- Production builds go out through the Play Store as an unlisted app
- Talks to calldesk (jobs) and fobvault (site info) with a per-device token
""")

r("reference_infra.md", "infra", "infra: servers, CI, backups, secrets, monitoring", "reference", """
Shared infrastructure, as Owen and Sian run it.

## Servers
- `ovh-app-01`: fobvault, Caddy; `pg-shared` and `redis-01` are OVH VPSs on the private network
- `ovh-ci-01`: build box, also runs the nightly jobs that aren't inside an app
@@IN_utc@@

## Code and CI
@@IN_repos@@
@@IN_ci@@

## Backups
@@IN_backup@@
@@IN_backup_ret@@
- Restore drill every quarter (Owen)

## Secrets and monitoring
@@IN_lastpass@@
@@IN_uptime@@
""")

r("reference_branches.md", "branches", "branches: Bristol, Bath, Gloucester — response targets, counters, night cover", "reference", """
Three branches. Response target = lockout target from the call being logged to the technician at the
door.

| code | branch | lockout target | key counter |
|---|---|---|---|
@@BR_brs@@
| BTH | Bath, Walcot Street | 60 min | yes |
@@BR_glc@@

## Notes
@@BR_glc_night@@
@@BR_futura@@
@@BR_bath@@
- Bristol counter: 08:30–17:30, Monday to Saturday
@@BR_spare@@
""")

r("reference_pricing.md", "pricing", "pricing: callout fees and what is waived", "reference", """
Customer-facing prices that calldesk and the phone script use. Labour is billed per 15 minutes on
top of the callout.

@@PR_day@@
@@PR_night@@
- Vehicle lockouts: quoted per job, not on this list
@@PR_waive@@
- Landlord and agency accounts get 10% off labour, never off the callout
""")

r("project_oncall.md", "Night on-call", "how night cover works for lockouts", "project", """
Night cover for emergency lockouts, agreed with Marta in January.

@@OC_one@@
@@OC_handset@@
@@OC_all@@
@@OC_marta@@
- Two technicians on nights: one Bristol van, one Bath van

**Why:** lockouts at night are the jobs customers remember; a missed page costs us the account.
""")

r("feedback_git_workflow.md", "Git workflow", "how PRs are merged and what commit messages look like", "feedback", """
@@GW_rebase@@
@@GW_conv@@
@@GW_review@@

**Why:** Owen bisects calldesk regularly and wants every commit on `main` to build.

**How to apply:** open PRs from short-lived branches; never push straight to `main`.
""")

r("feedback_deploys.md", "Deploys", "deploy rules the team insists on", "feedback", """
@@DP_friday@@
@@DP_migrate@@
@@DP_staging@@

**Why:** a Friday release broke calldesk paging in February and nobody was around to roll it back.

**How to apply:** if a deploy is urgent on a Friday, ask Marta first and say so in #deploys.
""")

r("user_owen.md", "Owen", "Owen Hughes: developer (calldesk, techapp, infra)", "user", """
Owen Hughes, developer since 2024; owns calldesk and techapp, shares infra with Sian.

@@OW_goland@@
- Prefers short answers with the command to run
- Does the quarterly restore drill
""")

r("user_marta.md", "Marta", "Marta Kowalczyk: operations director, my main contact", "user", """
Marta Kowalczyk runs operations for all three branches and decides priorities for the dev work.

- Not a developer; wants plain-English summaries and a recommendation
- Signs off anything that changes what customers are charged
- Reachable by phone for lockout escalations at night
""")

r("user_sian.md", "Sian", "Sian Price: developer (fobvault, quotekit)", "user", """
Sian Price, developer; owns fobvault and quotekit and the Xero side of things.

- Writes TypeScript and Ruby; reviews most PRs
- Handles the Xero reconciliation questions from the accountant
- Works Tuesday to Friday
""")

r("feedback_reply_style.md", "Reply style", "keep answers short; commands first", "feedback", """
Keep replies short: the command or change first, the explanation after.

**Why:** Owen and Sian read answers on the counter PC between jobs.

**How to apply:** no long preambles; a bullet list of files touched at the end.
""")

r("feedback_tests_first.md", "Tests first", "write the failing test before the fix", "feedback", """
For bug fixes in calldesk and quotekit, write the failing test first and show it failing.

**Why:** two "fixed" paging bugs came back in March.

**How to apply:** pytest for calldesk, RSpec for quotekit; fobvault uses Vitest.
""")

r("feedback_customer_data.md", "Customer data", "never paste customer details into prompts or issues", "feedback", """
Never paste customer names, addresses or phone numbers into issues, PR descriptions or chat.
Use the job number.

**Why:** lockout customers are often vulnerable and the addresses are sensitive.

**How to apply:** scrub fixtures; use the `faker` data in `calldesk/fixtures/demo.json`.
""")

r("feedback_branch_names.md", "Branch names", "branch naming convention", "feedback", """
Branch names: `<app>/<ticket>-<slug>`, e.g. `calldesk/KL-212-night-rota`.

**Why:** the deploy pipeline picks the app from the prefix.
""")

r("project_q4_priorities.md", "Q4 priorities", "what Marta wants done before year end", "project", """
Q4 2026 priorities, from the October planning session:

1. techapp parts scanning (barcode on the van stock)
2. fobvault self-service portal for building managers
3. quotekit recurring maintenance contracts
4. Gloucester counter going live on cutlog

**Why:** the maintenance contracts are the steady income; lockouts are lumpy.
""")

r("project_vanstock.md", "vanstock", "vanstock: the van parts spreadsheet replacement", "project", """
vanstock is the small Flask app replacing the van parts spreadsheet. Started September.

- Database `vanstock` on `pg-shared.keystone.internal:5432`
- Each van has a stock list; techapp will decrement it when parts are used
- Not in production yet; the vans still use the Google Sheet
""")

r("project_lockout_procedure.md", "Lockout procedure", "the door-opening procedure technicians follow", "project", """
What a technician does on a residential lockout, as calldesk and techapp assume it.

@@LP_id@@
- Non-destructive entry first; drilling only with the customer's say-so
- Photos before and after on every job
- If entry needs a new lock, quote it on the spot from the van stock list
""")

r("reference_glossary.md", "Glossary", "glossary: terms used in the office and in the code", "reference", """
- **callout**: the fixed charge for attending, before labour
- **door group**: a set of doors a fob is allowed through (fobvault)
- **registration card**: the card that proves ownership of a restricted key system
- **red handset**: the night coordinator's phone
- **KL-nnn**: ticket numbers in the tracker
""")

r("reference_people.md", "People", "who does what in the office and on the vans", "reference", """
- Marta Kowalczyk: operations director
- Owen Hughes: developer (calldesk, techapp, infra)
- Sian Price: developer (fobvault, quotekit, Xero)
- Dai Morgan: lead installer, access control
- Beth Fairley: Bristol counter and the restricted-key register
- Six technicians across Bristol and Bath, two of them on nights
""")

r("reference_suppliers.md", "Suppliers", "suppliers: where locks, blanks and access-control kit come from", "reference", """
- Key blanks and machines: Silca (account via the Bristol branch)
- Access control: Paxton via the trade counter in Avonmouth; Salto through their UK distributor
- Cylinders: Ultion and Mul-T-Lock
- Supplier price rises usually land in January and July
""")

r("project_gloucester_counter.md", "Gloucester counter", "getting the Gloucester key counter onto cutlog", "project", """
Gloucester started cutting keys at the counter in October but still writes them in the paper book.

- Needs a counter PC and the receipt printer
- Beth will train the Gloucester staff on the restricted-key register
- Target: live before Christmas
""")
