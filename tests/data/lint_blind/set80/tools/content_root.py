# Root (Claude Code auto-memory) files. Lines starting with {ID} are claim lines; the marker is stripped.
# Each entry: filename -> (title for MEMORY.md, hook, name, description, type, body)
ROOT = {}

def R(fn, title, hook, name, desc, typ, body):
    ROOT[fn] = (title, hook, name, desc, typ, body.strip("\n") + "\n")

R("reference_eyebook.md", "eyebook overview", "booking system stack, endpoints, booking rules",
  "eyebook-overview", "eyebook overview: stack, hosting, endpoints, booking rules", "reference", """
eyebook is the appointment system for all branches: online booking pages, the counter diary and the
reminder/confirmation messages. Mei owns it day to day.

## Stack
{A1a}- Rails 7.2 on Ruby 3.3
- Sidekiq for background jobs (reminders, webhook deliveries, diary exports)
{V1a}- Postgres: `pg-main.lensmore.internal:5432`, database `eyebook`
{O1a}- Redis (Sidekiq + cache): `redis.lensmore.internal:6379/0`
{R3a}- Hosting: Fly.io, app `eyebook-prod` in `lhr`
{A6a}- Staging: https://staging.eyebook.lensmore.co.uk
- Errors: Sentry project `eyebook`

Local `.env` looks like this (values are the dev defaults, not production):

```
DATABASE_URL=postgres://eyebook@localhost:5432/eyebook_dev
REDIS_URL=redis://localhost:6379/0
SMS_PROVIDER=log
```

## Booking rules
{V2a}- Standard sight test slot: 30 minutes
- Each optometrist's diary is built from the branch template each Sunday night
{N7a}- Same-day online booking is allowed until 2 hours before the slot
- Online cancellations are allowed up to 24 hours before the appointment
{F1a}- Sends an SMS reminder before every appointment
{R9a}- Booking confirmation SMS: Twilio (messaging service `eyebook-confirm`)

## Access
{O6a}- Staff sessions expire after 12 hours
- Counter staff can see the diary of their own branch only; managers see all branches
""")

R("reference_lenslab.md", "lenslab overview", "lab order system, edgers, job tickets, lab rules",
  "lenslab-overview", "lenslab overview: lab jobs, edger integration, job tickets", "reference", """
lenslab tracks every spectacle job from the dispensing screen to glazing, QC and dispatch back to the
branch. The lab itself is upstairs at Shrewsbury; Gareth Bevan runs it.

## Stack
{F2a}- Django app (Python), Postgres database `lenslab`
{R6a}- Background jobs: Celery with RabbitMQ as the broker
{R2a}- CI: Woodpecker on the lab server (`.woodpecker.yml`)
{V7a}- Prescription scan uploads are capped at 10 MB
{S8a}- Staff sign in with the shared branch account (`shrewsbury-lab`, `telford-counter`, …)

## Edgers
{A2a}- Talks to the edgers over VCA (OMA) via the edger bridge
{O9a}- Edger (Shrewsbury lab): Santinelli LE-1200
{V3a}- Edger push retries: 3 attempts, then the job is flagged for manual glazing
- Frame tracing is done at the branch and attached to the job as an OMA file

## Lab rules
{N1a}- Lens orders over £400 need a manager sign-off before they go to the lab
{N8a}- Varifocals are glazed in-house at the Shrewsbury lab
{S3a}- Job tickets print on the Zebra GK420 in the Shrewsbury lab
- Every finished job gets a QC check against the prescription before dispatch
- Jobs for Ludlow and Hereford go out on the afternoon van; Telford collects its own
""")

R("reference_framestock.md", "framestock overview", "frames stock service, API, admin, supplier feeds",
  "framestock-overview", "framestock overview: stock model, API, admin UI, supplier feeds", "reference", """
framestock holds the frames stock of all branches: what is on display, in drawers, reserved, on order.
Ola wrote most of it.

## Service
{O4a}- Go 1.23, module `github.com/lensmore/framestock`
{D6b}- Database: Postgres 16 (`framestock` on the shared cluster)
{V8a}- API: `framestock-api` on port 8085 inside the cluster
{F10a}- API requires authentication
{R5a}- Errors: Sentry project `framestock`
{S2a}- Admin UI: Angular 15 app under `admin/`
{D3b}- One instance for all branches, Hereford included

## Stock model
{F3a}- Stock is counted per branch
{NS8a}- Tracks frames and cases only, not lenses
{N2a}- Adding a frame to a basket reserves it for 30 minutes
{N5a}- Stores customer phone numbers against reserved frames
{A7a}- Frame labels use Code 128 barcodes
- A frame can be in one of: display, drawer, reserved, on approval, sold, returned to supplier

## Suppliers
{V4a}- Supplier catalogue feeds are pulled every 6 hours
- Catalogue prices are in GBP ex VAT; framestock adds VAT on the admin screens only
""")

R("reference_recallr.md", "recallr overview", "recall reminder service, channels, schedule",
  "recallr-overview", "recallr overview: recall rules, channels, schedule", "reference", """
recallr sends the "you're due a sight test" reminders by SMS, email and (rarely) letter.

## Service
{V5a}- Runtime: Node 20 LTS
- TypeScript, strict mode, tests with vitest
{R1a}- Package manager: pnpm (`pnpm-lock.yaml` is committed)
{A3a}- Batch job runs at 07:00 UK time
{S6a}- Recall due dates come from the nightly Optisoft export

## Recall rules
{V6a}- Adult sight-test recall: 24 months after the last test
- Under-16s and over-70s: recalled every 12 months
{F5a}- Contact lens wearers get a separate aftercare recall
- Diabetic patients follow whatever interval the optometrist set on the record

## Channels
{D2b}- SMS: Firetext (sender id `Lensmore`)
{R4a}- Email: Postmark (message stream `recalls`)
{O2a}- Failed SMS are retried up to 5 times, 10 minutes apart
{N3a}- Recall SMS go out seven days a week, Sundays included
- Letters only for patients with neither mobile nor email on file
""")

R("reference_tillpoint.md", "tillpoint overview", "point of sale on the counter, payments, Xero",
  "tillpoint-overview", "tillpoint overview - counter sales, payments, accounting export", "reference", """
tillpoint is the counter point of sale: glasses balances, contact lens subscriptions, accessories.

{A9a}- Runs on the counter iPads
{S1a}- Card payments: SumUp Solo terminals at every counter
{N9a}- Receipts are emailed when the customer gives an address
{F9a}- Exports sales to Xero
- Cash-up is done per till at close; the branch manager signs it off
- Refunds over £100 need the branch manager's PIN
""")

R("reference_infra.md", "Infrastructure", "cluster, deploys, DNS, secrets, logs, on-call",
  "infra", "infra notes: cluster, deploys, DNS, secrets, logging, on-call", "reference", """
## Platform
{D1b}- lenslab, framestock and recallr run on the k3s cluster at Hetzner (Falkenstein)
{F6a}- Deploys: Argo CD watches the `deploy` repo
- CI: GitHub Actions for eyebook, framestock and recallr
{R10a}- Secrets: 1Password (vault `Lensmore Engineering`), pulled by the 1Password operator
{S10a}- DNS: GoDaddy (domain `lensmore.co.uk`)
{S5a}- Logs: Papertrail (system `lensmore-k3s`)
- Metrics: Prometheus + Grafana
{O10a}- Grafana: port 3000, reachable over the WireGuard VPN only

## Data
{V10a}- Postgres backups: nightly, kept for 14 days
- Restores are tested once a quarter on a scratch namespace

## On-call
{D10b}- On-call rotates weekly between Dan, Mei and Ola
{NS2b}- On-call covers outages of lenslab, eyebook and framestock
- Phone numbers and the escalation tree are pinned in #ops
""")

R("reference_branches.md", "Branches", "the four branches, codes, rooms, hours",
  "branches", "branch codes, opening dates, test rooms, hours", "reference", """
| Branch | Code | Opened | Test rooms |
|---|---|---|---|
| Shrewsbury | SHR | 2011-03-01 | 4 |
{O3a}| Telford | TLF | 2019-05-04 | 2 |
| Ludlow | LDL | 2016-10-10 | 1 |
{V9a}| Hereford | HFD | 2026-08-17 | 3 |

Shrewsbury is head office and has the lab.

## Hours
- Shrewsbury: 09:00–17:30 Monday to Saturday
{O7b}- Ludlow: 09:30–17:00, closed Wednesday afternoons
- Hereford: 09:00–17:30 Monday to Friday, 09:00–16:00 Saturday
""")

R("user_dan.md", "Dan (head of digital)", "who Dan is and how he works",
  "user-dan", "Dan Pryce, head of digital, main person the agent works with", "user", """
Dan Pryce is head of digital at Lensmore and the person who usually drives the agent. He was a
dispensing optician for ten years before moving into software, so he knows the shop floor well.

{R7a}Dan works in Neovim and reviews diffs in the terminal.
He prefers short answers with the command or diff first and the explanation after.
He is in Shrewsbury Monday to Wednesday and works from home the rest of the week.
""")

R("user_mei.md", "Mei (developer)", "Mei's role and areas",
  "user-mei", "Mei Lin Howells, developer, owns eyebook", "user", """
Mei Lin Howells is the developer who owns eyebook and most of the website.
She joined in 2024 from an agency and writes most of the Rails code.
She reviews every eyebook PR and prefers to be tagged rather than messaged.
""")

R("feedback_pr_workflow.md", "PR workflow", "how Dan wants PRs prepared and merged",
  "pr-workflow", "how PRs should be sized, reviewed and merged", "feedback", """
{A4a}- Keep PRs small, ideally under 400 changed lines.
{R8a}Merge PRs with rebase-and-merge so each commit lands on main as written.
{O8a}- eyebook PRs need two approvals (it touches patient bookings)
- Put the ticket number in the PR title.

**Why:** Dan reads history with `git log -p` and wants readable commits.
**How to apply:** Split big changes before opening the PR, not after review.
""")

R("feedback_migrations.md", "Migrations", "how schema migrations are run for eyebook",
  "migrations", "how schema migrations get run, and by whom", "feedback", """
{N4a}Run eyebook migrations by hand (`bin/rails db:migrate`) before each deploy.
Migrations must be backwards compatible with the running release (add column, backfill, then switch).
**Why:** a long migration once locked the appointments table during Saturday trading.
**How to apply:** check the migration on staging first and time it.
""")

R("feedback_agent_git.md", "Agent git rules", "what the agent may and may not do on its own",
  "agent-git", "rules for the agent on git, branches and production", "feedback", """
{N6a}Typo fixes on recallr may be pushed straight to main.
Everything else goes through a branch and a PR.
{NS7a}Don't run migrations against production without asking Dan first.
Never force-push a shared branch.
**Why:** Dan wants to know about anything that touches production data.
""")

R("feedback_deploys.md", "Deploys", "when and how to deploy each app",
  "deploys", "deploy timing and preconditions per app", "feedback", """
{NS5a}Never deploy eyebook without the smoke tests passing.
{N10a}framestock may be deployed on Fridays; it has no customer-facing pages.
Saturday is the busiest trading day: nothing customer-facing goes out on a Saturday.
**Why:** a broken booking page on a Saturday cost a day of online bookings in 2025.
""")

R("feedback_copy_style.md", "Copy style", "tone and spelling for customer text",
  "copy-style", "how customer-facing text should read", "feedback", """
{F8a}Use British English in anything a customer will read.
Say "sight test", not "eye exam"; say "glasses", not "eyeglasses".
Keep the tone friendly and plain; no marketing superlatives.
""")

R("feedback_logging.md", "Logging", "what must never appear in logs",
  "logging", "logging rules for patient data", "feedback", """
{A8a}Never log patient names or dates of birth.
Log the internal patient id instead; support can look it up.
**Why:** the logs leave the cluster and are kept longer than the data protection policy allows for names.
""")

R("feedback_testing.md", "Testing", "how tests should be written in each repo",
  "testing", "testing preferences across the repos", "feedback", """
Prefer request specs over controller specs in eyebook.
In lenslab use pytest fixtures, not unittest-style setUp methods.
Don't mock the database; each repo has a throwaway Postgres in CI.
""")

R("feedback_commit_messages.md", "Commit messages", "commit message format",
  "commit-messages", "commit message conventions", "feedback", """
Imperative mood, under 72 characters in the subject line.
Mention the app in brackets at the start: `[eyebook] fix slot overlap on DST change`.
No emoji and no Co-Authored-By trailers.
""")

R("project_dojo_terminals.md", "Card terminal switch", "move of the counter card terminals",
  "dojo-terminals", "card terminal provider change at the counters", "project", """
{S1b}All four branches switched their card terminals from SumUp to Dojo in June 2026; the SumUp account is closed.
tillpoint talks to the Dojo terminals through their cloud API; pairing is per counter iPad.
Settlement now arrives next working day.
""")

R("project_loki_migration.md", "Log shipping move", "change of log platform",
  "loki-migration", "log platform move", "project", """
{S5b}Switched log shipping from Papertrail to Grafana Loki in May; the Papertrail account was cancelled.
Promtail runs as a DaemonSet; retention in Loki is 31 days.
Dashboards for lenslab and framestock were rebuilt in Grafana.
""")

R("project_v2_booking_api.md", "Booking API v2", "the v2 booking API and the website widget",
  "booking-api-v2", "the move of the website widget to the v2 booking API", "project", """
{S7b}eyebook's v1 booking API is deprecated; the website widget has used v2 since March and v1 returns 410.
v2 returns slots per optometrist with the room attached, which the widget needed for Hereford.
Mei owns the widget; the API docs are in the eyebook repo under `docs/api`.
""")

R("project_sso_rollout.md", "Staff SSO", "personal logins for staff systems",
  "sso-rollout", "move of staff logins to personal Google accounts", "project", """
{S8b}Shared branch logins for lenslab no longer exist; everyone signs in with their own Google account.
eyebook and framestock followed in September.
New starters get their Google account from Dan on day one.
""")

R("project_edi_feeds.md", "Supplier EDI", "how frame orders reach suppliers",
  "edi-feeds", "supplier ordering over EDI", "project", """
{S9b}framestock stopped emailing CSV orders; frame orders now go to suppliers over their EDI feeds (since July).
Two small suppliers without EDI are ordered by phone by the buyer.
The EDI acknowledgements are matched to orders by PO number.
""")

R("project_cloudflare_dns.md", "DNS move", "where DNS for the domain lives",
  "cloudflare-dns", "DNS provider change for the main domain", "project", """
{S10b}Moved DNS for lensmore.co.uk from GoDaddy to Cloudflare in October; GoDaddy only holds the registration now.
The booking pages sit behind the Cloudflare proxy; the cluster ingress does not.
""")

R("project_hereford_opening.md", "Hereford opening", "the fourth branch and what it needed",
  "hereford-opening", "Hereford branch opening, systems set-up", "project", """
{F7a}Hereford opened to the public on 17 August 2026.
{NS6b}Hereford takes bookings by phone and online.
The branch got its own diary template, two counter iPads and a Nidek edger for simple jobs.
Opening week was covered by Telford staff.
""")

R("project_lab_turnaround.md", "Lab turnaround", "lab turnaround target and how it is measured",
  "lab-turnaround", "the lab's turnaround target and reporting", "project", """
{D5a}In Q1 the lab's turnaround target was 10 working days.
Turnaround is measured from the lab receiving the job to the job being dispatched.
Gareth gets a weekly report from lenslab every Monday.
""")

R("project_q4_priorities.md", "Q4 priorities", "what the team is working on this quarter",
  "q4-priorities", "Q4 2026 priorities", "project", """
1. Contact lens subscription renewals in tillpoint.
2. Diary templates per optometrist in eyebook.
3. Replace the lab PC that runs the edger bridge.
Anything else waits until January unless it is a bug.
""")

R("project_gdpr_retention.md", "Record retention", "how long records are kept",
  "record-retention", "retention periods for patient and sales records", "project", """
Sight test records are kept for 10 years after the last visit (children: until they turn 25).
Sales records are kept 6 years for HMRC.
Deleting a patient means anonymising their eyebook record; lab jobs keep the job number only.
""")

R("project_contact_lens_portal.md", "Contact lens portal", "self-service reorder portal",
  "cl-portal", "contact lens reorder portal plans", "project", """
Patients on a contact lens plan will be able to reorder online from early 2027.
It will be a section of the eyebook site, not a separate app.
Payments for the portal are still undecided.
""")

R("reference_glossary.md", "Glossary", "shop and lab words the agent should know",
  "glossary", "optical and lab terms used in tickets", "reference", """
- PD: pupillary distance, needed for every lens order
- SV: single vision; VF: varifocal
- On approval: a frame taken home by a customer to try, still counted as ours
- Non-tolerance: a patient can't get on with new lenses; we remake them
- Tracing: the frame shape captured for the edger
""")

R("reference_suppliers.md", "Frame suppliers", "who supplies frames and lenses",
  "suppliers", "main frame and lens suppliers", "reference", """
- Lenses: Hoya and Essilor, both with prescription lab services
- Frames: six suppliers; the two biggest are Continental Eyewear and Eyespace
- Cases and cloths come from one wholesaler in Birmingham
""")

R("reference_runbooks.md", "Runbooks", "where runbooks live",
  "runbooks", "pointers to runbooks", "reference", """
- Runbooks live in the `ops` repo under `runbooks/`, one file per app.
- The edger bridge runbook is printed and pinned in the lab as well.
- After an incident, add a short write-up to `ops/incidents/` within a week.
""")

R("feedback_sql_style.md", "SQL style", "how to write ad hoc queries",
  "sql-style", "style for ad hoc SQL against the app databases", "feedback", """
Read-only queries go against the replica, never the primary.
Always add a LIMIT when exploring.
Lowercase keywords are fine; the team doesn't care either way.
""")
