# Root (Claude Code auto-memory) files. Claim lines are tagged §ID§ at line start; build.py strips tags.
# Each entry: filename -> (name, description, type, title, hook, body)
ROOT = {}

def R(fn, name, desc, typ, title, hook, body):
    ROOT[fn] = (name, desc, typ, title, hook, body.strip("\n") + "\n")

R("reference_vigil.md", "vigil-overview",
  "Vigil is the arrangements app: stack, data, integrations, jobs", "reference",
  "Vigil overview", "arrangements app: stack, integrations, background jobs", """
# Vigil (arrangements, quotes, invoices)

Vigil is the in-house Django app the arrangers use from the first call to the final invoice.
Repo `ashvale/vigil`. Each funeral is an *arrangement* with a number like `FRM-2026-0412`.

## Stack
§A1a§- Django 5.0 on Python 3.12, server-rendered templates with a bit of htmx
§V1b§- Database: Postgres 16 at `pg-vigil.ashvale.internal:5432` (managed cluster, daily snapshots)
- Redis at `redis-vigil.ashvale.internal:6379` for cache and sessions
§R6a§- Background jobs: Celery with the Redis broker, one worker container
§F7a§- Quotes are PDFs generated with WeasyPrint from the `quotes/` templates
§S2a§- Documents (quotes, certificates, cremation forms) are stored in a Dropbox Business folder per arrangement

## Integrations
§V8b§- Invoices push to Xero every 30 minutes (`XERO_SYNC_EVERY=30m`)
§NS1a§- Invoices are issued when the family confirms the funeral date
§R4a§- Transactional email (quotes, meeting confirmations): Postmark, server `vigil-prod`
- SMS via Twilio, sender ID `ASHVALE`
- Tributes reads arrangement data through the internal API (`/api/v2/`)

## Conventions
- Money is stored in pence (integers), never floats
- Every arrangement belongs to exactly one branch; transfers between branches keep the number
- The disbursements model holds third-party fees (crematorium, doctors, minister, newspaper)
""")

R("reference_coldroom.md", "coldroom-overview",
  "Coldroom: mortuary register and fridge temperature monitoring", "reference",
  "Coldroom overview", "mortuary register and fridge monitoring", """
# Coldroom

Python service (FastAPI) that keeps the mortuary register and watches the body fridges at the
Coach House in Frome. Repo `ashvale/coldroom`.

## Data
- Database: TimescaleDB (Postgres extension) for readings, plain tables for the register
§S6a§- Register entries are kept in Coldroom, but the paper mortuary register is the legal record
- Every admission gets an ID band number, and the band number is printed on the register entry

## Monitoring
§V9b§- Capacity: 24 bays at Frome, 2 of them bariatric
§A7a§- Sensor readings arrive over MQTT (Mosquitto on the mortuary Pi)
§F2a§- Fridge readings every minute from each bank
§V2b§- Fridge high-temperature alarm threshold: 5 °C
§N3a§- Out-of-hours fridge alarms page the on-call director
- The door contact sensor raises a warning if a fridge door is open for more than 3 minutes

## Notes
- Staff in the mortuary use the wall tablet; there is no login on it, only a PIN per person
""")

R("reference_cortege.md", "cortege-overview",
  "Cortege: hearse and limousine fleet bookings, drivers, tracking", "reference",
  "Cortege overview", "fleet bookings, drivers and vehicle tracking", """
# Cortege (fleet)

Go service plus a small admin UI. Repo `ashvale/cortege`. Books hearses, limousines and
removal vehicles against funerals and removals, and assigns bearers and drivers.

§F1a§- Written in Go 1.22; single binary, SQLite on the box with Litestream replication
§V4b§- Fleet: 4 hearses (H1–H4), 3 limousines, 2 private ambulances for removals
§NS8a§- The private ambulances are not used in corteges
§V3b§- Turnaround buffer between two funerals for the same hearse: 90 minutes
§N7a§- Funeral times are pulled from Vigil's API every 5 minutes
§S3a§- Vehicle bookings are synced to the shared Google Calendar `Fleet`
§R9a§- Telematics: Samsara trackers in every vehicle, positions every 30 seconds while moving
- Drivers must hold a valid licence check (DVLA share code) renewed every 6 months
- Bearers are booked in teams of 4 or 6; the hearse driver counts as one bearer
""")

R("reference_mason.md", "mason-overview",
  "Mason is the memorial masonry orders app (inscriptions, permits, fixing)", "reference",
  "Mason overview", "memorial masonry orders, proofs, permits, fixing", """
# Mason

Rails app for the memorial masonry workshop at the Wells yard. Repo `ashvale/mason`.
Gareth Pryce runs the workshop and is the main user.

## Stack
§F5a§- Rails 7.1, Postgres, Hotwire
§R3a§- CI: GitLab CI (`.gitlab-ci.yml`), repo mirrored from GitHub to gitlab.com
§N6a§- Mason does not store card details; balances are taken on the workshop card terminal
- Deposit is 50% on order, balance on fixing

## Orders
§A3a§- Inscription proofs are sent to the family as a PDF by email
§V5b§- Families get 14 days to approve an inscription proof; after that the order is put on hold
- Each proof goes through at most three rounds of changes before Gareth phones the family
§S5a§- Permit applications to Somerset Council cemeteries are emailed as PDF to the bereavement office
- Churchyard permits go to the incumbent (vicar) and, for non-standard stones, to the diocese
§NS6a§- Headstones on full burial graves aren't fixed until the ground has settled (about 6 months)
§S9a§- Letter designs are drawn in CorelDRAW and exported as DXF for the sandblast stencil cutter
""")

R("reference_tributes.md", "tributes-overview",
  "Tributes is the public obituary and donations site", "reference",
  "Tributes overview", "public obituaries, donations, webcast links", """
# Tributes (tributes.ashvale.co.uk)

Public site with one page per funeral: obituary, service details, donations, condolences.
Repo `ashvale/tributes`.

§V6b§- Next.js 14 app router on Node 20
§R2a§- Package manager: pnpm (lockfile `pnpm-lock.yaml`)
§R5a§- Hosted on Vercel (team `ashvale`), production branch `main`
§F3a§- Donations are taken with Stripe Checkout and paid out monthly to the chosen charity
§O9a§- The Stripe webhook handler retries failed Vigil writes up to 3 times
§N5a§- Obituaries are published only after the family approves the proof
§NS7a§- Each obituary page shows the funeral date, time and venue
§S4a§- Webcast links go through Wesley Media embeds on the service details block
- Condolence messages are moderated by the arranging branch before they show
""")

R("reference_infra.md", "infra",
  "Infra: DigitalOcean, CI, errors, logs, secrets, paging", "reference",
  "Infrastructure", "hosting, CI, monitoring, secrets, paging", """
# Infrastructure

§F10a§- Managed Postgres on DigitalOcean, region `lon1`
- App droplets: `vigil-1`, `vigil-2` behind the DO load balancer; `coldroom-1`; `cortege-1`
§S10a§- Droplets are provisioned with Ansible from the `ashvale/infra` repo
§V7b§- Vigil database backups: nightly `pg_dump` to DO Spaces, retained 35 days
- CI: GitHub Actions for Vigil, Cortege, Coldroom and Tributes; Mason is the odd one out (see its own notes)
§R1a§- Errors: Sentry (org `ashvale`), one project per app
§A9a§- Logs shipped to Grafana Cloud Loki from every droplet
§S1a§- Uptime monitoring: Pingdom checks on every public site
§S7a§- On-call paging: Opsgenie (rota `ashvale-oncall`)
§R10a§- Secrets: Bitwarden organisation vault, collection `Infra`
§A2a§- DNS at Cloudflare; `ashvale.co.uk` zone plus `ashvale-funerals.co.uk` as a redirect

```bash
# restore a dump locally (example only)
pg_restore -h localhost -p 5432 -d vigil_restore vigil-2026-10-01.dump
```
""")

R("reference_branches.md", "branches",
  "Branches: codes, addresses, hours, who works where", "reference",
  "Branches", "branch codes, addresses, office hours", """
# Branches

§A5a§- Branch codes: FRM (Frome), SHP (Shepton Mallet), WLS (Wells)
- Frome: 3 Bath Street; the Coach House behind it holds the mortuary and the garage
- Shepton Mallet: 22 Town Street
§S8a§- Wells branch: 14 Sadler Street, with the masonry yard out at Wookey Hole Road
§F6a§- Office hours at all branches: 09:00–17:00 Mon–Fri; phones divert to the 24-hour line outside them
- Each branch has one arranger on duty at a time; Frome has two on Mondays
""")

R("reference_oncall.md", "oncall",
  "Out-of-hours rota and who to escalate what to", "reference",
  "On-call and escalation", "out-of-hours rota and escalation paths", """
# On-call

One funeral director is on call each night and weekend, on a weekly rota.

§NS2a§- Out-of-hours removals are dispatched by the on-call director
- Hospital and care-home removals within 2 hours of the call, home removals within 1 hour where we can
§NS10a§- Escalate a failed removal booking to the duty manager, not to Dev
- Coroner's officer calls always go to the on-call director first
- IT problems in office hours: #it-help in Slack
""")

R("reference_glossary.md", "glossary",
  "Glossary: trade terms the code uses (disbursements, removal, first call...)", "reference",
  "Glossary", "trade terms used in code and notes", """
# Glossary

- **First call**: the phone call telling us someone has died; starts an arrangement
- **Removal**: collecting the person who has died (hospital, home, care home)
- **Disbursements**: fees we pay on the family's behalf (crematorium, doctors, minister, newspaper)
- **Green form**: the registrar's certificate for burial or cremation
- **Cremation form 4/5**: medical forms, now mostly replaced by the medical examiner process
- **Direct cremation**: no service, no attendance; a separate package on the price list
- **Fixing**: installing a memorial at the grave
- **Bearers**: people who carry the coffin
""")

R("reference_crematoria.md", "crematoria",
  "Crematoria and cemeteries we book with, and how", "reference",
  "Crematoria and cemeteries", "venues we book and how bookings are made", """
# Crematoria and cemeteries

- Mendip Crematorium (Wells area): booked through their online portal, slots of 45 minutes
- Bath Haycombe: booked by phone, confirmed by email; slots of 40 minutes
- Yeovil Crematorium: online portal; double slots available on request
- Somerset Council cemeteries: graves booked with the bereavement office; digging needs 3 working days
- Service times always come from the venue's confirmation, never from what the family remembers
""")

R("user_dev.md", "dev-profile",
  "Dev Raman, ops manager and my main contact, and how he likes to work", "user",
  "Dev Raman", "ops manager and main contact", """
§A4a§Dev Raman is the operations manager at Ashcombe & Vale and my main contact for the systems work.
He came from hospital estates, knows Python well, is new to Go and Rails.

§R7a§- Edits in VS Code with the remote-SSH extension; wants diffs rather than whole files
- Likes a short plan before any change that touches more than two files
- Reads replies on his phone between funerals, so keep them short
""")

R("user_marta.md", "marta-profile",
  "Marta Kowalczyk, contract developer two days a week", "user",
  "Marta Kowalczyk", "contract developer, part-time", """
Marta Kowalczyk is a contract developer, Tuesdays and Thursdays. She wrote most of Tributes and
the Cortege admin UI. Prefers TypeScript; reviews every Tributes PR herself.

- Not to be asked about Coldroom: she has never worked on it
- Her PRs are merged by Dev, not by her
""")

R("feedback_git_workflow.md", "git-workflow",
  "How PRs are opened, reviewed and merged", "feedback",
  "Git workflow", "PR, review and merge rules", """
§R8a§Always squash-merge PRs into main; one commit per PR keeps `git log` readable for Dev.

**Why:** Dev reads the history on GitHub's phone view and a dozen "wip" commits per change hid the real ones.

**How to apply:** Open a PR from a feature branch (`feat/...`, `fix/...`). Never push straight to `main`.
Delete the branch after merging.
""")

R("feedback_family_data.md", "family-data",
  "Handling of names, photos and details of the people who have died", "feedback",
  "Family data", "names, photos, personal details", """
§F8a§Never paste the deceased's or family members' names into prompts, logs or tickets; use the arrangement number.
§N2a§Photos of the person who has died are never sent by email or WhatsApp; they go only into Vigil's restricted attachments.

**Why:** A family once found a relative's name in a public GitHub issue. Helen made this a hard rule.

**How to apply:** When debugging with real data, copy the arrangement number and nothing else.
Seed data for local dev comes from `make fake-data`, which generates made-up names.
""")

R("feedback_deploys.md", "deploys",
  "When and how Vigil and the other apps are deployed", "feedback",
  "Deploys", "when and how to ship", """
§N4a§Don't deploy Vigil on Fridays.
§F4a§Deploy Vigil through the GitHub Actions `deploy` workflow, never by SSHing into the droplets.

**Why:** Weekend funerals are arranged on Friday afternoons and a broken Vigil then means paper quotes.

**How to apply:** If something must go out late in the week, ship it by Thursday noon.
""")

R("feedback_migrations.md", "migrations",
  "Rules for Django migrations on Vigil", "feedback",
  "Migrations", "database migration rules", """
§N8a§Never run Django migrations against production from a laptop; they run in the deploy job.
Migrations that drop a column go in a release after the code stops reading it.

**Why:** In January a half-applied migration from a laptop left the quotes table locked for 20 minutes.
""")

R("feedback_testing.md", "testing",
  "Testing expectations for Vigil and Coldroom", "feedback",
  "Testing", "how tests should be written", """
§N9a§Don't mock the database in Vigil tests; use the real Postgres service container.
Every bug fix comes with a test that fails before the fix.

**Why:** Mocked tests passed while a migration broke the disbursements totals.
""")

R("feedback_commit_messages.md", "commit-messages",
  "Commit message style", "feedback",
  "Commit messages", "style of commit messages", """
§A6a§Commit messages: imperative subject line under 72 characters, body only when the why isn't obvious.
§N10a§Don't add a Co-Authored-By trailer to commits.

**Why:** Dev's preference; the repos are small and the history should read like one team's.
""")

R("feedback_tone.md", "tone",
  "Wording for anything a family will read", "feedback",
  "Tone in family-facing text", "wording for family-facing text", """
§A10a§Customer-facing text says "the person who has died", not "the deceased" or "the body".
Use the person's name when the template has it. No exclamation marks anywhere.

**Why:** Helen reviews every template; she rejected "Your loved one's journey!" in March.
""")

R("feedback_dependencies.md", "dependencies",
  "Adding third-party packages", "feedback",
  "Dependencies", "rules for adding packages", """
Ask before adding any new dependency to Vigil or Coldroom; suggest the standard-library option first.
Pin exact versions in `requirements.txt`; Dependabot opens the bumps weekly.

**Why:** Two people maintain everything; each dependency is something to keep patched.
""")

R("project_price_list_2026.md", "price-list-2026",
  "The 2026 standardised price list and what the code must do with it", "project",
  "Price list 2026", "standardised price list rules and packages", """
§A8a§The CMA standardised price list must be on the website and in every branch window.
§F9a§Direct cremation package: £1,495.
- Attended simple funeral: £2,950 before disbursements
- Prices change on 1 April each year; Vigil keeps the old tariff for quotes issued before that date
""")

R("project_sms_reminders.md", "sms-reminders",
  "SMS reminders to families before meetings", "project",
  "SMS reminders", "text reminders before meetings", """
Families kept missing the arrangement meeting, so Vigil now texts them.

§V10a§Reminder SMS goes to the family 24 hours before the arrangement meeting.
- Texts come from the `ASHVALE` sender ID and can't be replied to
- The arranger can switch reminders off per arrangement (some families ask us not to text)
""")

R("project_coldroom_sensors.md", "coldroom-sensors",
  "Replacing the fridge probes with wireless ones", "project",
  "Coldroom sensors", "wireless probe project", """
The old wired probes failed twice in the winter. Replacing them with wireless probes, one per fridge bank.

- Probes: Elitech wireless, 6 of them, batteries changed every January
- Pi in the mortuary bridges them to MQTT
- Done: banks A–C. Remaining: D–F (waiting on the electrician)
""")

R("project_tributes_relaunch.md", "tributes-relaunch",
  "Relaunch of the tributes site", "project",
  "Tributes relaunch", "site relaunch status", """
Tributes was rebuilt by Marta and relaunched in May. Remaining work:

- Condolence moderation queue in the branch view (in progress)
- Gift Aid export for charities (not started)
- Accessibility audit booked for December
""")

R("project_direct_cremation.md", "direct-cremation",
  "Direct cremation workflow in Vigil", "project",
  "Direct cremation", "simplified workflow for unattended cremations", """
Direct cremations skip the meeting: the family fills in a web form and the arranger rings them.

- The form creates a draft arrangement with `package=direct`
- No limousines and no cortege; the coffin goes to the crematorium in a private ambulance where the crematorium allows it
- Ashes returned by hand or collected from the branch
""")

R("project_mason_permits.md", "mason-permits",
  "Tracking permit status in Mason", "project",
  "Mason permits", "permit tracker status", """
Gareth wants to see at a glance which stones are waiting on a permit.

- New `Permit` model: authority, submitted_on, granted_on, reference
- Dashboard column on the orders list, colour by age
- Reminder email to the workshop if a permit has been waiting for more than 4 weeks
""")

R("project_xero_reconcile.md", "xero-reconcile",
  "Reconciling disbursements with Xero", "project",
  "Xero reconcile", "disbursement reconciliation work", """
Finance (Sue) reconciles disbursements weekly and kept finding missing crematorium fees.

- Each disbursement gets its own Xero line item with tracking category = branch
- Mismatches are listed on a weekly report emailed on Monday mornings
""")
