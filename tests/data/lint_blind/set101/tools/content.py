"""Claim tables and file bodies for set101: Northvale Community Lottery memory store."""
import datetime

def fp(date, cat, hx, hour=8):
    d = datetime.datetime.strptime(date, "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
    ms = int(d.timestamp() * 1000) + hour * 3600000 + (int(hx, 16) * 977) % (12 * 3600000)
    return f"facts/{date}/{cat}-{ms}-{hx}.md"

def au(slug):
    return f"auto/{slug}.md"

G, T, D, P, H, I, R = ("reference_grantdesk.md", "reference_ticketline.md", "reference_drawengine.md",
                       "reference_payrun.md", "reference_panelhub.md", "reference_infra.md", "reference_grant_rules.md")
W, TEAM, FAR = "feedback_git_workflow.md", "project_team.md", "user_farah.md"
DEP, REV, TST, GPR = "feedback_deploys.md", "feedback_code_review.md", "feedback_testing.md", "feedback_grantdesk_prs.md"

# ---- claim lines in root files -------------------------------------------------
g_pg = "- Postgres: `pg-grants.northvale.internal:5432`, database `grantdesk`"
g_upload = "- Max upload size for supporting documents: 20 MB per file"
g_pnpm = "- Frontend assets are built with pnpm (`pnpm install --frozen-lockfile` in `frontend/`)"
g_draft = "- Applicants can save a draft and come back to it later; drafts are kept until the round closes"
g_ec2 = "- Runs on a single EC2 instance (`grantdesk-prod-1`) behind the ALB"
g_celery = "- Background jobs run on Celery with Redis as the broker"
g_django = "- Python 3.12, Django 5.1"
g_bank = "- Bank details are not stored in grantdesk at all; payrun collects them after the offer is accepted"

t_retry = "- Failed direct debits are retried up to 2 times before the subscription is paused"
t_price = "| Price per entry | £1 |"
t_age = "- Players must be 18 or over; ticketline runs an age check at sign-up"
t_laravel = "- Player-facing site and admin run on Laravel 10 (PHP 8.2)"
t_support = "- Player support tickets go to Zendesk (`northvale.zendesk.com`)"
t_gc = "- Direct debits are collected through GoCardless"
t_pause = "- Players can pause their subscription for up to 3 months"
t_winmail = "- ticketline never emails a player about a win before the draw has been verified"

d_go = "- Go 1.22 toolchain; module `git.northvale.org.uk/digital/drawengine`"
d_mq = "- Queue: draw jobs go through RabbitMQ (`amqp://mq.northvale.internal:5672`)"
d_publish = "- Draw results are published automatically at 20:30 every Saturday"
d_rngd = "- Random numbers come from the `rngd` service on the draw server"
d_time = "- The draw runs every Saturday at 20:00"
d_rerun = "- A draw is never rerun without the independent observer present"

p_cutoff = "- BACS submission cut-off: 14:00 on the working day before payment"
p_sqlite = "- State is stored in SQLite (`/var/lib/payrun/payrun.db`), backed up with the nightly job"
p_remit = "- payrun sends a remittance email to each grantee when a payment is made"
p_bankline = "- Payments are submitted through Bankline (NatWest) as a signed BACS file"
p_approvers = "- Payments over £25,000 need two approvers in payrun"
p_personal = "- payrun does not pay grants into personal bank accounts, only into accounts in the organisation's name"

h_session = "- Sessions expire after 30 minutes idle"
h_vercel = "- Hosted on Vercel (project `panelhub-prod`)"
h_scores = "- Assessors can see other assessors' scores once they have submitted their own"
h_auth0 = "- Login through Auth0 (tenant `northvale-panel`)"
h_count = "| Assessors per application | 3 |"
h_lock = "- Assessors cannot change a score after the panel meeting"

i_backup = "- Nightly database backups are kept for 35 days"
i_sentry = "- Error tracking: Sentry (self-hosted at `sentry.northvale.org.uk`)"
i_email = "- Transactional email goes through Postmark (server `ncl-transactional`)"
i_ci = "- CI: GitHub Actions for every repo, reusable workflows in `digital/.github`"
i_friday = "- Production deploys are allowed on Fridays before 14:00"
i_vault = "- Secrets live in HashiCorp Vault (`vault.northvale.internal`)"
i_grafana = "- Monitoring dashboards are in Grafana Cloud (org `northvale`)"
i_region = "- AWS region: eu-west-2 (London) for everything"
i_logs = "- Logs are shipped to CloudWatch Logs with 90-day retention"
i_escalate = "- Failed BACS files: escalate to the finance duty phone, not to on-call"
i_migr = "- Never run migrations on production during the draw window (Saturday 19:00-21:00)"

r_small = "- Small grants: up to £10,000 per organisation per year"
r_decision = "- Decisions on small grants are communicated within 8 weeks of the closing date"
r_one = "- An organisation may hold only one active grant at a time"
r_capital = "- Capital grants: £10,000 to £50,000, for buildings and equipment"
r_offer = "- Grant offers are never sent without the panel minutes attached"
r_faith = "- We don't fund religious activity, but faith groups can apply for community projects"

w_squash = "- Always squash-merge PRs into main; the PR title becomes the commit message"
team_oncall = "- Callum Reid is the on-call lead and holds the PagerDuty schedule"
team_farah = "- Farah Iqbal is head of digital (since January 2026)"
far_editor = "- Uses VS Code with the Python and Django extensions"
far_short = "- Prefers short answers with the command first"
far_emoji = "- Doesn't want emojis in commit messages"
dep_friday = "Don't deploy to production on Fridays at all."
rev_one = "- Every PR needs one approving review before merge"
tst_pg = "Use the real Postgres in grantdesk tests, never SQLite."
tst_mock = "Never mock the database in grantdesk integration tests."
gpr_migr = "You don't need to run the migration check before opening a grantdesk PR; CI does it."

ROOT = {
G: ("grantdesk reference", "grantdesk: the grant application portal — stack, hosting, limits", "reference", f"""
# grantdesk

The public grant application portal (`apply.northvalelottery.org.uk`). Community groups register,
fill in an application per round, upload documents and track the decision.

## Stack
{g_django}
{g_pnpm}
{g_celery}
{g_pg}
- Redis: `redis-grants.northvale.internal:6379` (Celery broker + cache)

Local `.env` example:

```
DATABASE_URL=postgres://grantdesk@pg-grants.northvale.internal:5432/grantdesk
CELERY_BROKER_URL=redis://redis-grants.northvale.internal:6379/0
MAX_UPLOAD_MB=20
```

## Hosting
{g_ec2}
- Deploys via the `deploy-grantdesk` workflow; takes about 6 minutes

## Applicant features
{g_draft}
{g_upload}
- Accepted document types: PDF, DOCX, XLSX, JPG
- Applicants get an email receipt on submission with their reference (`NCL-2026-xxxxx`)
{g_bank}

## Gotchas
- The round closing time is enforced server-side at 12:00 noon, not midnight
- `manage.py sync_charity_register` needs the Charity Commission API key in the env
"""),
T: ("ticketline reference", "ticketline player site — subscriptions, direct debits, pricing", "reference", f"""
# ticketline

Player-facing lottery site (`play.northvalelottery.org.uk`) and the admin used by the lottery team.

{t_laravel}
- MySQL 8 for player accounts and subscriptions
{t_gc}
{t_retry}
{t_pause}
{t_age}
{t_support}
{t_winmail}

## Pricing

| Setting | Value |
|---|---|
{t_price}
| Max entries per player per draw | 10 |
| Share of proceeds to good causes | 50% |
| Prize fund share | 30% |

- Winners are paid by bank transfer within 10 working days; no cheques
- Player emails (welcome, win notices) use the same transactional provider as grantdesk
"""),
D: ("drawengine reference", "drawengine, the weekly draw service — stack, timings, RNG", "reference", f"""
# drawengine

Runs the weekly lottery draw, matches results against entries and hands winners to ticketline.

{d_go}
{d_mq}
{d_time}
{d_publish}
{d_rngd}
{d_rerun}
- Results are signed with the draw key and archived to S3 (`ncl-draw-archive`)
- Matching takes about 4 minutes for ~38,000 entries

Run a dry draw locally:

```
go run ./cmd/draw --dry-run --date 2026-05-16
```
"""),
P: ("payrun reference", "payrun pays grants to grantees by BACS — stack and approval rules", "reference", f"""
# payrun

Pays awarded grants. Python 3.12 + FastAPI, with a small admin UI for finance.

{p_sqlite}
{p_bankline}
{p_cutoff}
{p_approvers}
- Payments up to £25,000 need one approver
{p_remit}
{p_personal}
- Payment runs happen on Tuesdays and Thursdays
- Each payment reference is the grant reference, e.g. `NCL-2026-01234`
"""),
H: ("panelhub reference", "panelhub assessor scoring app — hosting, login, scoring rules", "reference", f"""
# panelhub

Next.js app where volunteer assessors score applications and the panel chair runs the meeting.

{h_vercel}
{h_auth0}
{h_session}

## Scoring

| Setting | Value |
|---|---|
{h_count}
| Score scale | 1-5 per criterion |
| Criteria | 4 (need, reach, delivery, value) |

{h_scores}
{h_lock}
- Conflicts of interest are declared per application and hide it from that assessor
"""),
I: ("infrastructure reference", "infra: AWS, CI, monitoring, secrets, on-call", "reference", f"""
# Infrastructure

{i_region}
{i_ci}
{i_vault}
{i_sentry}
{i_email}
{i_grafana}
{i_logs}
{i_backup}

## Deploys and incidents
{i_friday}
{i_migr}
- Production outages page the on-call engineer through PagerDuty
{i_escalate}
- Staging is rebuilt from the prod snapshot every Monday at 06:00
"""),
R: ("grant rules", "Grant programme rules — sizes, eligibility, timings", "reference", f"""
# Grant programme rules (as the grants team states them)

## Programmes
{r_small}
{r_capital}
- Emergency grants: up to £2,000, decided by two trustees within 10 working days

## Eligibility
- Applicants must be constituted groups or registered charities based in the Northvale region
{r_one}
{r_faith}
- We don't fund individuals or profit-making businesses

## Process
- Rounds open in February, June and October
{r_decision}
{r_offer}
- Grantees send an end-of-grant report within 3 months of finishing the project
"""),
W: ("Git workflow", "How we branch, commit and merge — applies to all repos", "feedback", f"""
Branch from `main`, name branches `<initials>/<ticket>-<slug>`.

{w_squash}
- Delete the branch after merge
- Rebase your branch on main before asking for review if it is more than a day old

**Why:** Farah reads `git log` on main when writing the monthly trustee report.
**How to apply:** open PRs with a descriptive title; it ends up in the history.
"""),
TEAM: ("Digital team", "Who is who in the digital team", "project", f"""
# Digital team

{team_farah}
- Joanna Wyatt: senior developer, owns payrun and drawengine
{team_oncall}
- Dev Patel: grants manager, main stakeholder for grantdesk and panelhub
- Mags Holloway: finance lead, approves large payments
"""),
FAR: ("Farah's preferences", "Farah Iqbal (head of digital) — how she likes to work", "user", f"""
Farah Iqbal, head of digital at Northvale Community Lottery.

{far_editor}
{far_short}
{far_emoji}
- Reviews most grantdesk PRs herself
- Works Monday to Thursday; Fridays are for trustee and funder meetings
"""),
DEP: ("Deploy rules", "Production deploy rules from Farah", "feedback", f"""
{dep_friday}

**Why:** nobody is around on Friday afternoon and Saturday is draw night; a broken deploy on Friday
ruined the draw weekend in 2025.

**How to apply:** if a fix is urgent on a Friday, ask Farah first and put it behind a feature flag.
"""),
REV: ("Code review", "What reviewers expect from a PR", "feedback", f"""
{rev_one}
- Keep PRs under ~400 changed lines where possible
- Screenshots for any UI change in grantdesk or panelhub

**Why:** a small team, so reviews need to be quick to do.
"""),
TST: ("Testing rules", "Database and mocking rules for grantdesk tests", "feedback", f"""
{tst_pg}

{tst_mock}

**Why:** a migration passed on SQLite in 2025 and broke production Postgres (partial index syntax).
**How to apply:** `docker compose up db` before `pytest`; the fixtures expect port-forwarded Postgres.
"""),
GPR: ("grantdesk PRs", "grantdesk PR checklist", "feedback", f"""
{gpr_migr}

- Update `CHANGELOG.md` under *Unreleased*
- Tag Dev Patel on anything applicant-facing

**Why:** Farah removed the manual step in the summer, the workflow covers it.
"""),
"reference_glossary.md": ("Glossary", "glossary: NCL terms — rounds, programmes, draw", "reference", """
- **Round**: an application window for a programme (three a year)
- **Good causes share**: the part of ticket proceeds that funds grants
- **Draw window**: Saturday evening when the draw runs and results are checked
- **Grantee**: an organisation that has accepted an offer
- **End-of-grant report**: the report a grantee sends after the project
"""),
"project_roadmap_2026.md": ("Roadmap 2026", "Digital priorities for 2026", "project", """
- Q1: grantdesk accessibility audit fixes (WCAG 2.2 AA)
- Q2: self-service bank detail updates for grantees
- Q3: panelhub mobile scoring view
- Q4: player app pilot for ticketline (PWA first, no native app yet)
"""),
"reference_environments.md": ("Environments", "environments: URLs of staging and prod", "reference", """
- grantdesk prod: `apply.northvalelottery.org.uk`, staging: `apply.staging.northvalelottery.org.uk`
- ticketline prod: `play.northvalelottery.org.uk`, staging: `play.staging.northvalelottery.org.uk`
- panelhub prod: `panel.northvalelottery.org.uk`
- payrun and drawengine have no public URL; use the bastion
"""),
"feedback_commit_messages.md": ("Commit messages", "Commit message style for all repos", "feedback", """
Write commit subjects in the imperative, under 72 characters, with the ticket number at the end.

**Why:** the changelog tool groups by ticket.
**How to apply:** `Fix round closing time check (DIG-412)`.
"""),
"project_accessibility.md": ("Accessibility audit", "Accessibility work on grantdesk", "project", """
The accessibility audit in February found 23 issues on grantdesk, 4 of them blocking for screen readers.

- All blocking issues were fixed by the end of March
- Remaining issues are tracked under the `a11y` label
- Dev Patel wants plain-English labels on every form field
"""),
"reference_charity_register.md": ("Charity register API", "Usage notes for the Charity Commission register API", "reference", """
- grantdesk checks registered charity numbers against the Charity Commission register API
- API key is per environment; the staging key has a lower rate limit
- Non-charities (CICs, constituted groups) skip the check and upload their governing document instead
"""),
"feedback_explanations.md": ("Explanations", "How to explain changes to the grants team", "feedback", """
When a change affects applicants or assessors, explain it to Dev in plain English without code.

**Why:** Dev forwards the explanation to assessors as-is.
**How to apply:** two or three sentences, what changes for the user, and when.
"""),
"project_gambling_commission.md": ("Gambling Commission", "Licence conditions that touch the software", "project", """
- Northvale holds a society lottery licence; the draw must be auditable end to end
- Annual compliance return due in May
- Any change to drawengine's matching code needs a written change note for the auditors
"""),
"reference_slack.md": ("Slack channels", "Which Slack channel for what", "reference", """
- `#dev`: day-to-day development chat
- `#dev-alerts`: automated alerts from all services
- `#draw-night`: used on Saturday evenings during the draw
- `#grants-team`: Dev's team; ask there about application questions
"""),
"project_grantee_portal.md": ("Grantee portal", "Grantee portal — reporting and bank detail updates", "project", """
Grantees will log in to grantdesk after an award to submit reports and update bank details.

- Bank detail changes are sent to payrun over an internal API, never emailed
- Finance must confirm any change by phone call-back before the next payment run
"""),
}

# ---- pairs: (id, label, class, side_a, side_b, note); side = (path, line[, extra]) ----
C, N = "contradiction", "non_contradiction"
PAIRS = [
# value_slot
("V1", C, "value_slot", (G, g_pg), (fp("2026-03-09", "fact", "1a3f"),
  "grantdesk's Postgres listens on `pg-grants.northvale.internal:5433`, so set the port explicitly in your local `.env`."),
  "grantdesk Postgres port 5432 vs 5433 on the same host"),
("V2", C, "value_slot", (R, r_small), (au("small-grants-faq"),
  "The small grants cap is £5,000 per organisation in any twelve-month period, and most awards land around £3k.",
  "Questions we get from applicants about the small grants programme, and what we tell them."),
  "small grant cap £10,000 vs £5,000 per organisation per year"),
("V3", C, "value_slot", (T, t_retry), (fp("2026-04-02", "fact", "7c21"),
  "ticketline retries a failed direct debit 3 times before it pauses the player's subscription."),
  "direct debit retries before pause: 2 vs 3"),
("V4", C, "value_slot", (D, d_go), (au("drawengine-dev-setup"),
  "drawengine needs Go 1.23 locally; `go.mod` pins `go 1.23.4` and older toolchains refuse to build it.",
  "## Running tests\n\n`make test` runs the matcher tests against the fixture entries in `testdata/`."),
  "drawengine Go version 1.22 vs 1.23"),
("V5", C, "value_slot", (P, p_cutoff), (fp("2026-05-12", "fact", "b204"),
  "payrun has to submit the BACS file by 10:30 the day before pay day, or the payment slips to the next cycle."),
  "BACS submission cut-off 14:00 vs 10:30"),
("V6", C, "value_slot", (H, h_session), (au("panelhub-assessor-guide"),
  "Assessor sessions in panelhub time out after 2 hours of inactivity, which is long enough to score a full batch.",
  "## Getting started\n\nAssessors get an invite email from Dev's team and set up their login from there.\nEach batch is usually 8-10 applications."),
  "panelhub session idle timeout 30 minutes vs 2 hours"),
("V7", C, "value_slot", (I, i_backup), (fp("2026-06-18", "fact", "03de"),
  "We keep the nightly database backups for 14 days; anything older than that is gone."),
  "nightly DB backup retention 35 vs 14 days"),
("V8", C, "value_slot", (G, g_upload), (au("grantdesk-upload-limits"),
  "Applicants can attach supporting documents of up to 50 MB each; the nginx\n`client_max_body_size` was raised to match when the capital programme opened.",
  "Large budgets and architect drawings are the usual reason people hit the limit."),
  "grantdesk upload size per document 20 MB vs 50 MB (hard-wrapped claim)"),
("V9", C, "value_slot", (T, t_price), (fp("2026-07-07", "fact", "e91b"),
  "One ticketline entry into the weekly draw costs £2, and players can hold at most 10 entries per draw."),
  "price per entry £1 (table row) vs £2"),
("V10", C, "value_slot", (R, r_decision), (fp("2026-02-20", "fact", "4f0a"),
  "Small grant applicants hear back within 12 weeks of the round closing; that's the promise on the website."),
  "small grant decision time 8 vs 12 weeks"),
# role_slot
("R1", C, "role_slot", (I, i_sentry), (fp("2026-03-27", "fact", "5d6e"),
  "All our services report errors to Rollbar; each repo has its own Rollbar project."),
  "error tracking provider Sentry vs Rollbar"),
("R2", C, "role_slot", (I, i_email), (au("email-setup"),
  "Outgoing transactional email (receipts, grant decisions, win notices) is sent via Amazon SES from the prod account.",
  "SPF and DKIM records are managed in Route 53; ask Joanna before touching them."),
  "transactional email provider Postmark vs Amazon SES"),
("R3", C, "role_slot", (G, g_pnpm), (fp("2026-04-15", "fact", "a0c3"),
  "grantdesk's frontend uses yarn classic; run `yarn install` in `frontend/` before `manage.py collectstatic`."),
  "grantdesk frontend package manager pnpm vs yarn"),
("R4", C, "role_slot", (W, w_squash), (fp("2026-05-05", "decision", "66b9"),
  "PRs into main are merged with rebase-and-merge so the individual commits stay in the history."),
  "merge strategy squash vs rebase-and-merge"),
("R5", C, "role_slot", (I, i_ci), (au("ci-notes"),
  "Our CI runs on Buildkite with agents on the spare EC2 box; pipelines live in `.buildkite/` in each repo.",
  "If a build hangs, the agent usually needs its Docker cache cleared."),
  "CI system GitHub Actions vs Buildkite"),
("R6", C, "role_slot", (D, d_mq), (fp("2026-06-03", "fact", "c48d"),
  "drawengine pulls its draw jobs from an SQS queue (`draw-jobs-prod`), nothing self-hosted."),
  "drawengine job queue RabbitMQ vs SQS"),
("R7", C, "role_slot", (H, h_vercel), (au("panelhub-deploys"),
  "panelhub is deployed to Netlify from the `main` branch; preview deploys are created for every PR.",
  "Environment variables for previews are copied from production except the auth secrets."),
  "panelhub hosting Vercel vs Netlify"),
("R8", C, "role_slot", (FAR, far_editor), (fp("2026-02-11", "preference", "19f2"),
  "Farah edits everything in Neovim and wants terminal commands rather than editor-specific steps."),
  "Farah's editor VS Code vs Neovim"),
("R9", C, "role_slot", (P, p_sqlite), (au("payrun-architecture"),
  "payrun keeps its payment batches in the shared MySQL instance, schema `payrun`; there is no\nlocal database file on the box.",
  "## Flow\n\nAwarded grant -> bank details confirmed -> batch -> approval -> BACS file."),
  "payrun datastore SQLite vs MySQL (hard-wrapped claim)"),
("R10", C, "role_slot", (T, t_gc), (fp("2026-08-19", "fact", "2b7e"),
  "ticketline collects players' direct debits through Stripe BACS Debit."),
  "direct debit provider GoCardless vs Stripe"),
# negation
("N1", C, "negation", (W, w_squash), (au("release-checklist"),
  "Never squash when merging into main: the changelog tool reads the individual commit messages.",
  "## Before a release\n\n- Check the staging smoke tests are green\n- Tell `#dev` which services are going out"),
  "never squash vs always squash-merge"),
("N2", C, "negation", (G, g_draft), (au("grantdesk-faq"),
  "Drafts cannot be saved in grantdesk; an application has to be completed in one sitting.",
  "## Deadlines\n\nThe portal closes at noon on the closing day; late applications go to the next round."),
  "grantdesk drafts can vs cannot be saved"),
("N3", C, "negation", (D, d_publish), (fp("2026-03-16", "fact", "8e55"),
  "Draw results are not published automatically: someone from the lottery team presses Publish after the independent check."),
  "automatic vs not automatic publishing of draw results"),
("N4", C, "negation", (T, t_age), (fp("2026-09-02", "fact", "d713"),
  "ticketline does not run any age check at sign-up; players only tick a box saying they are 18 or over."),
  "age check at sign-up: runs vs does not run (the 18+ rule itself agrees)"),
("N5", C, "negation", (H, h_scores), (au("panel-scoring-rules"),
  "Assessors never see each other's scores in panelhub, not even after submitting; only the panel chair sees the spread.",
  "Scores are 1-5 on each of the four criteria; comments are required for any score of 1 or 5."),
  "assessors can vs never see others' scores after submitting"),
("N6", C, "negation", (I, i_friday), (DEP, dep_friday),
  "Friday deploys allowed before 14:00 vs no Friday deploys at all"),
("N7", C, "negation", (P, p_remit), (fp("2026-06-25", "fact", "9a40"),
  "payrun doesn't send remittance emails; grantees find the payment on their bank statement under the grant reference."),
  "remittance emails sent vs not sent"),
("N8", C, "negation", (GPR, gpr_migr), (fp("2026-04-21", "preference", "0e8c"),
  "Always run `make migrate-check` before opening a grantdesk PR."),
  "migration check before grantdesk PR: always vs not needed"),
("N9", C, "negation", (R, r_one), (au("multiple-grants"),
  "An organisation can hold more than one active grant at once, for example a small grant and a capital grant.",
  "Dev says this comes up mostly with village hall committees."),
  "one active grant only vs more than one allowed"),
("N10", C, "negation", (TST, tst_pg), (fp("2026-07-14", "fact", "f3a1"),
  "grantdesk unit tests run against SQLite in memory to keep them fast."),
  "grantdesk tests: never SQLite vs run on SQLite"),
# stale_vs_change
("S1", C, "stale_vs_change", (I, i_vault), (fp("2026-07-29", "decision", "47c0"),
  "We migrated all secrets from Vault to AWS Secrets Manager in July; Vault has been shut down."),
  "secrets in Vault vs migrated away, Vault shut down"),
("S2", C, "stale_vs_change", (T, t_laravel), (au("ticketline-upgrade"),
  "ticketline was upgraded from Laravel 10 to Laravel 11 in September, along with PHP 8.3.",
  "The upgrade took two sprints; the payment webhooks needed the most work."),
  "Laravel 10 vs upgraded to 11"),
("S3", C, "stale_vs_change", (P, p_bankline), (fp("2026-06-30", "decision", "5b19"),
  "payrun switched from Bankline to Modulr for grant payments in June; the Bankline login is read-only now."),
  "payments via Bankline vs switched to Modulr, Bankline read-only"),
("S4", C, "stale_vs_change", (H, h_auth0), (fp("2026-04-28", "fact", "c2d4"),
  "panelhub no longer uses Auth0; assessors sign in with Microsoft Entra ID since April."),
  "panelhub login Auth0 vs no longer Auth0"),
("S5", C, "stale_vs_change", (G, g_ec2), (au("grantdesk-ecs-move"),
  "grantdesk moved off the single EC2 box onto ECS Fargate in May; `grantdesk-prod-1` is terminated.",
  "Two tasks run behind the ALB; autoscaling kicks in on round closing days."),
  "single EC2 instance vs moved to ECS, instance terminated"),
("S6", C, "stale_vs_change", (D, d_rngd), (fp("2026-05-21", "fact", "8f63"),
  "drawengine no longer uses the local rngd service; since the licence audit it takes numbers from the certified external RNG."),
  "RNG from local rngd vs no longer"),
("S7", C, "stale_vs_change", (I, i_grafana), (fp("2026-08-26", "decision", "a7e2"),
  "Grafana Cloud is deprecated for us: dashboards were moved to CloudWatch in August and the Grafana org is read-only."),
  "dashboards in Grafana Cloud vs deprecated, moved to CloudWatch"),
("S8", C, "stale_vs_change", (TEAM, team_oncall), (fp("2026-10-13", "fact", "31bd"),
  "Callum left at the start of October and Joanna Wyatt took over as on-call lead."),
  "on-call lead Callum vs Callum left, Joanna took over"),
("S9", C, "stale_vs_change", (G, g_celery), (au("grantdesk-jobs"),
  "grantdesk replaced Celery with Django-Q2 in August; the Celery workers are switched off.",
  "Scheduled jobs: the nightly charity register sync and the round-closing reminder emails."),
  "Celery vs replaced with Django-Q2"),
("S10", C, "stale_vs_change", (T, t_support), (fp("2026-10-01", "decision", "6d08"),
  "Player support moved from Zendesk to Freshdesk on 1 October; the Zendesk account is closed."),
  "support in Zendesk vs moved to Freshdesk, Zendesk closed"),
# refinement
("F1", N, "refinement", (G, g_django), (fp("2026-03-03", "fact", "12a9"),
  "grantdesk is on Django 5.1; the bump to the 5.2 LTS is planned for after the spring round."),
  "Django 5.1 agreed; adds the planned 5.2 bump (future, not a change yet)"),
("F2", N, "refinement", (I, i_region), (au("aws-accounts"),
  "Everything runs in eu-west-2, split across three AWS accounts: `ncl-prod`, `ncl-staging` and `ncl-shared`.",
  "Console access is through SSO; nobody has IAM users any more."),
  "same region, adds the account split"),
("F3", N, "refinement", (R, r_capital), (fp("2026-02-24", "fact", "b8c1"),
  "Capital grants above £25,000 need a site visit by a grants officer before they go to panel."),
  "capital grant range unchanged; adds a rule for the upper band"),
("F4", N, "refinement", (D, d_time), (au("draw-night"),
  "The Saturday 20:00 draw is recorded on video and witnessed by an independent observer from the auditors.",
  "Whoever is on draw duty joins `#draw-night` from 19:30."),
  "same draw time; adds witnessing detail"),
("F5", N, "refinement", (H, h_count), (fp("2026-05-28", "fact", "e04f"),
  "Of the 3 assessors on each application, at least one must live in the applicant's district."),
  "3 assessors (table row) agreed; adds a composition rule"),
("F6", N, "refinement", (P, p_approvers), (au("payrun-approvals"),
  "For payments above £25,000 the second approver has to come from finance, not from the\ngrants team.",
  "Mags is the usual finance approver; her deputy covers school holidays."),
  "two approvers over £25k; refines who the second is (hard-wrapped)"),
("F7", N, "refinement", (REV, rev_one), (fp("2026-06-09", "decision", "29d5"),
  "PRs touching payrun need their approving review from Joanna specifically, as she owns the payment code."),
  "one approving review; for payrun it must be Joanna's"),
("F8", N, "refinement", (T, t_pause), (au("subscription-pauses"),
  "A paused subscription restarts automatically at the first collection date after the pause ends.",
  "Players can't pause during the first month after signing up."),
  "pause up to 3 months; adds restart behaviour"),
("F9", N, "refinement", (I, i_logs), (fp("2026-09-15", "fact", "7f2a"),
  "drawengine's log groups keep 90 days like everything else, but the draw audit log is also exported to S3 with Object Lock."),
  "90-day log retention agreed; adds export of the audit log"),
("F10", N, "refinement", (FAR, far_short), (fp("2026-04-07", "preference", "d59e"),
  "Farah likes a one-line summary at the top of any longer explanation."),
  "short answers; adds a summary line for long ones"),
# other_subject
("O1", N, "other_subject", (T, t_retry), (fp("2026-05-19", "fact", "3c90"),
  "Player confirmation emails that bounce are retried up to 5 times by ticketline before the address is flagged."),
  "retries count belongs to bounced emails, not direct debits"),
("O2", N, "other_subject", (G, g_pg), (au("ticketline-database"),
  "ticketline's MySQL runs on `mysql-tickets.northvale.internal:3306`, database `ticketline`.",
  "Read replica for reporting: ask Joanna for credentials."),
  "other service's database endpoint"),
("O3", N, "other_subject", (D, d_go), (fp("2026-08-04", "fact", "94e3"),
  "payrun's little Go sidecar `bacs-signer` is built with Go 1.23."),
  "Go version of another component"),
("O4", N, "other_subject", (H, h_session), (au("ticketline-accounts"),
  "Player sessions on ticketline expire after 2 hours of inactivity.",
  "Players can reset their password from the login page; the link is valid for an hour."),
  "session timeout of another app"),
("O5", N, "other_subject", (I, i_backup), (fp("2026-07-21", "fact", "4a6b"),
  "Old versions of grantdesk document uploads in S3 are kept for 14 days, then expire."),
  "14-day retention is for S3 object versions, not DB backups"),
("O6", N, "other_subject", (G, g_upload), (au("panelhub-notes-upload"),
  "panelhub lets assessors upload their own notes as a PDF of up to 50 MB.",
  "Notes are only visible to the assessor who uploaded them and the panel chair."),
  "upload limit for assessor notes in panelhub"),
("O7", N, "other_subject", (R, r_decision), (fp("2026-03-31", "fact", "c7b5"),
  "Capital grant decisions take up to 12 weeks after the round closes, because of the site visits."),
  "decision time for capital grants, not small grants"),
("O8", N, "other_subject", (I, i_email), (fp("2026-08-11", "fact", "2e1d"),
  "Marketing emails to players go out through Mailchimp, not through the transactional provider."),
  "marketing email provider, explicitly not transactional"),
("O9", N, "other_subject", (H, h_vercel), (fp("2026-09-22", "fact", "ba72"),
  "The public marketing site `northvalelottery.org.uk` is hosted on Netlify."),
  "hosting of the marketing site, not panelhub"),
("O10", N, "other_subject", (FAR, far_editor), (fp("2026-06-15", "preference", "5e0b"),
  "Joanna uses PyCharm for payrun work and doesn't want VS Code-specific tips."),
  "Joanna's editor, not Farah's"),
# dated_history
("D1", N, "dated_history", (I, i_ci), (fp("2026-02-17", "fact", "6a8c"),
  "Until February 2026 drawengine was built on a Jenkins box in the office."),
  "CI before February 2026 (past period)"),
("D2", N, "dated_history", (D, d_time), (au("draw-history"),
  "During the 2025 pilot the draw ran on Fridays at 19:00.",
  "The pilot had about 4,000 players; we are now near 38,000 entries a week."),
  "draw day/time during the 2025 pilot"),
("D3", N, "dated_history", (R, r_small), (fp("2026-01-22", "fact", "f0e7"),
  "In the 2025 rounds small grants were capped at £7,500."),
  "small grant cap in 2025"),
("D4", N, "dated_history", (G, g_django), (au("grantdesk-upgrade-log"),
  "grantdesk was on Django 4.2 until the March upgrade.",
  "The upgrade also dropped the old `django-crispy-forms` templates."),
  "Django version until March"),
("D5", N, "dated_history", (H, h_count), (fp("2026-03-12", "fact", "87aa"),
  "In the February round each application had only 2 assessors because of panel vacancies."),
  "assessor count in the February round"),
("D6", N, "dated_history", (T, t_price), (au("lottery-launch"),
  "At launch in 2024 an entry cost 50p, as an introductory price.",
  "Launch was in Northvale town centre with the mayor drawing the first numbers."),
  "launch-period price"),
("D7", N, "dated_history", (I, i_email), (fp("2026-04-09", "fact", "d1c6"),
  "Until March we sent transactional email with SendGrid."),
  "email provider until March"),
("D8", N, "dated_history", (TEAM, team_farah), (au("digital-history"),
  "Before Farah joined in January 2026, the digital work was contracted out to Bytewise Ltd.",
  "Bytewise built the first version of ticketline and still answer questions about it now and then."),
  "who ran digital before January 2026"),
("D9", N, "dated_history", (P, p_approvers), (fp("2026-01-29", "fact", "e6f4"),
  "During the 2025 audit period every payment, whatever the size, needed two approvers."),
  "approval rule during the 2025 audit period"),
("D10", N, "dated_history", (I, i_friday), (fp("2026-01-08", "fact", "58d2"),
  "During the December 2025 change freeze there were no production deploys at all."),
  "no deploys during the December 2025 freeze"),
# agreeing_duplicate
("A1", N, "agreeing_duplicate", (D, d_time), (fp("2026-05-02", "fact", "0b37"),
  "drawengine kicks off the weekly draw on Saturdays at 8pm."),
  "same draw time, 20:00 vs 8pm"),
("A2", N, "agreeing_duplicate", (I, i_region), (fp("2026-02-03", "fact", "a93d"),
  "All our AWS resources are in London (eu-west-2)."),
  "same region"),
("A3", N, "agreeing_duplicate", (H, h_count), (au("panelhub-assignment"),
  "panelhub assigns three assessors to every application.",
  "Assignment runs when the round closes; the chair can swap assessors by hand."),
  "3 vs three assessors"),
("A4", N, "agreeing_duplicate", (P, p_approvers), (fp("2026-08-27", "fact", "71c8"),
  "Any payrun payment above £25k needs a second approver before release."),
  "same approval threshold"),
("A5", N, "agreeing_duplicate", (REV, rev_one), (au("review-etiquette"),
  "One approval is enough to merge; we don't require two.",
  "Reviewers leave `nit:` on comments that shouldn't block."),
  "one approving review, with a negated 'two' that agrees"),
("A6", N, "agreeing_duplicate", (R, r_capital), (au("capital-programme"),
  "Capital grants range from £10k to £50k.",
  "The capital programme opened in the June round."),
  "same range, £10,000 vs £10k"),
("A7", N, "agreeing_duplicate", (I, i_logs), (fp("2026-10-20", "fact", "e2a5"),
  "Application logs stay in CloudWatch for 90 days."),
  "same log retention"),
("A8", N, "agreeing_duplicate", (G, g_django), (au("grantdesk-dev-setup"),
  "Use Python 3.12 for grantdesk; the Dockerfile is based on `python:3.12-slim`.",
  "`make dev` starts the app, Postgres and Redis with docker compose."),
  "same Python version"),
("A9", N, "agreeing_duplicate", (T, t_pause), (fp("2026-09-09", "fact", "c1f8"),
  "A ticketline player can pause for a maximum of three months."),
  "same pause limit"),
("A10", N, "agreeing_duplicate", (FAR, far_short), (fp("2026-11-03", "preference", "4d2b"),
  "Farah wants the command first, the explanation after, and kept short."),
  "same preference"),
# negation_scope
("NS1", N, "negation_scope", (R, r_offer), (fp("2026-06-22", "fact", "39ab"),
  "Grant offers are sent by email, never by post."),
  "the negation covers the channel, not sending offers"),
("NS2", N, "negation_scope", (I, i_escalate), (au("incident-runbook"),
  "Page on-call first for any production outage of ticketline or drawengine.",
  "Post a short status in `#dev` once someone has acknowledged the page."),
  "'not to on-call' covers failed BACS files only; outages still go to on-call"),
("NS3", N, "negation_scope", (D, d_rerun), (fp("2026-10-27", "fact", "ab16"),
  "If the RNG certificate check fails, the draw is rerun the same evening with the observer still on the call."),
  "never rerun without the observer; rerunning with them is fine"),
("NS4", N, "negation_scope", (T, t_winmail), (au("win-notifications"),
  "ticketline emails winners automatically on Sunday morning, once the draw is verified.",
  "Big wins (over £1,000) also get a phone call from the lottery team."),
  "never before verification vs emails after verification"),
("NS5", N, "negation_scope", (H, h_lock), (fp("2026-07-01", "fact", "5c4e"),
  "Assessors can change their scores as often as they like until the panel meeting."),
  "cannot change after the meeting vs can change before it"),
("NS6", N, "negation_scope", (TST, tst_mock), (fp("2026-08-31", "fact", "d8e0"),
  "Mock the Charity Commission API in grantdesk tests; never call the live register from CI."),
  "never mock the database vs do mock an external API"),
("NS7", N, "negation_scope", (R, r_faith), (au("eligibility-notes"),
  "Faith groups are eligible for small grants when the project is open to the whole community.",
  "Parish councils can apply, but only for projects outside their statutory duties."),
  "no funding for religious activity, faith groups still eligible"),
("NS8", N, "negation_scope", (P, p_personal), (fp("2026-10-06", "fact", "97d3"),
  "Player refunds from ticketline are paid into the player's personal bank account."),
  "personal accounts excluded for grants, not for player refunds"),
("NS9", N, "negation_scope", (I, i_migr), (au("grantdesk-deploys"),
  "grantdesk migrations run automatically as part of each production deploy.",
  "A deploy that needs a data backfill gets a separate management command."),
  "migrations never in the draw window; automatic on deploy otherwise"),
("NS10", N, "negation_scope", (FAR, far_emoji), (fp("2026-05-14", "preference", "8b61"),
  "Farah is fine with emojis in the Slack release notes."),
  "no emojis in commits vs fine in Slack release notes"),
]

AUTO_META = {}
_OVERRIDE = {"ticketline-upgrade": "2026-09-30", "grantdesk-ecs-move": "2026-05-27", "grantdesk-jobs": "2026-08-21",
             "grantdesk-upgrade-log": "2026-03-25", "capital-programme": "2026-06-16", "draw-history": "2026-02-09",
             "digital-history": "2026-01-15", "small-grants-faq": "2026-04-30", "release-checklist": "2026-10-19"}
def _meta():
    import hashlib
    for p in PAIRS:
        for side in (p[3], p[4]):
            if side[0].startswith("auto/"):
                _add(side[0])
    for path, _ in FILLER:
        if path.startswith("auto/"):
            _add(path)
def _add(path):
    import hashlib
    slug = path[5:-3]
    h = int(hashlib.md5(slug.encode()).hexdigest(), 16)
    created = _OVERRIDE.get(slug, f"2026-{1 + h % 11:02d}-{1 + (h >> 8) % 27:02d}")
    words = slug.split("-")
    title = " ".join(words).capitalize().replace("Grantdesk", "grantdesk").replace("Panelhub", "panelhub") \
        .replace("Drawengine", "drawengine").replace("Payrun", "payrun").replace("Ticketline", "ticketline")
    AUTO_META[slug] = (title, created, [w for w in words if len(w) > 3][:3] or words[:1])

# ---- filler: unlabelled files sharing words with labelled ones, none contradicting ----
FILLER = [
 (fp("2026-01-14", "fact", "0a11"), "grantdesk sends a reminder email to applicants 7 days before a round closes."),
 (fp("2026-01-19", "decision", "0b22"), "We decided to keep the three rounds a year and not move to rolling applications."),
 (fp("2026-01-27", "fact", "0c33"), "Winning numbers appear on the ticketline homepage and on the lottery's Facebook page."),
 (fp("2026-02-06", "fact", "0d44"), "drawengine's matcher is deterministic: the same numbers and entries always give the same winners."),
 (fp("2026-02-13", "preference", "0e55"), "Dev prefers that applicant-facing copy changes go through him before release."),
 (fp("2026-02-27", "fact", "0f66"), "grantdesk's Redis also holds the rate-limit counters for the login form."),
 (fp("2026-03-05", "fact", "1a77"), "The Charity Commission API rate limit on staging is 100 requests per minute."),
 (fp("2026-03-19", "decision", "1b88"), "panelhub will show a warning when an assessor scores an application much faster than average."),
 (fp("2026-03-24", "fact", "1c99"), "The finance duty phone number is in the pinned message of `#dev`."),
 (fp("2026-04-13", "fact", "1daa"), "ticketline's admin lets the lottery team refund a player's last collection with one click."),
 (fp("2026-04-23", "preference", "1ebb"), "Joanna likes PR descriptions with a Testing section listing what she should click through."),
 (fp("2026-05-07", "fact", "1fcc"), "Each round in grantdesk has its own eligibility questions, copied from the previous round and edited."),
 (fp("2026-05-26", "decision", "2add"), "payrun batches are frozen once the first approver signs; edits need a new batch."),
 (fp("2026-06-05", "fact", "2bee"), "The draw archive bucket `ncl-draw-archive` has versioning on and is in the shared account."),
 (fp("2026-06-11", "fact", "2cff"), "panelhub exports a CSV of final scores for the panel chair after the meeting."),
 (fp("2026-07-23", "decision", "2e12"), "Staging ticketline uses a sandbox direct debit account; never point it at live collections."),
 (fp("2026-08-06", "fact", "2f23"), "The independent observer signs the draw certificate, which is scanned into the draw archive."),
 (fp("2026-08-13", "preference", "3a34"), "Farah wants migration files reviewed separately from the code that uses them."),
 (fp("2026-09-04", "fact", "3b45"), "grantdesk keeps unsuccessful applications for 2 years, then anonymises them."),
 (fp("2026-09-17", "fact", "3c56"), "The October round had 412 applications, the most ever for a single round."),
 (fp("2026-09-29", "decision", "3d67"), "The PWA pilot for ticketline is limited to 500 invited players."),
 (fp("2026-10-09", "fact", "3e78"), "payrun's nightly job also writes a reconciliation report for Mags."),
 (fp("2026-10-22", "fact", "3f89"), "The panel chair can reopen scoring for a single application if an assessor declares a conflict late."),
 (fp("2026-11-05", "fact", "4a9a"), "panelhub's mobile scoring view shipped in November behind a feature flag."),
 (fp("2026-11-12", "decision", "4bab"), "The compliance return will be generated from drawengine's archive rather than typed by hand."),
 (fp("2026-11-19", "fact", "4cbc"), "Applicants can withdraw an application from grantdesk up to the panel date."),
 (fp("2026-11-24", "preference", "4dcd"), "Dev wants panel outcome emails to go out the day after the meeting, not the same evening."),
 (au("onboarding"), "# Onboarding\n\n1. Get added to the `digital` GitHub org and `#dev`.\n2. Ask Farah for SSO access to the AWS accounts.\n3. Clone grantdesk and run `make dev`.\n4. Shadow a draw night before joining the on-call rota."),
 (au("round-closing-day"), "Round closing days are the busiest for grantdesk: most applications arrive in the last 6 hours.\n\n- Don't merge anything risky the day before a round closes\n- Keep an eye on upload errors in the logs"),
 (au("assessor-recruitment"), "Dev recruits volunteer assessors twice a year; new assessors score a practice application first.\n\nAssessors are thanked with a small voucher after each round."),
 (au("draw-certificate"), "## Draw certificate\n\nThe certificate lists the draw date, the numbers, the observer's name and the hash of the entries file.\nIt is generated by drawengine and signed on paper by the observer."),
 (au("bank-detail-checks"), "Before a first payment, finance does a confirmation-of-payee check on the grantee's bank details.\n\nA name mismatch goes back to the grants team, who contact the grantee."),
 (au("player-complaints"), "Most player complaints are about failed collections after a card or bank change.\n\nThe lottery team answers within 2 working days."),
 (au("trustee-report"), "Farah writes a monthly digital report for the trustees: uptime, incidents, projects.\n\nIncidents are described in plain English with the impact on applicants or players."),
 (au("panel-meetings"), "Panel meetings happen two to three weeks after scoring closes.\n\n- The chair runs the meeting from panelhub's meeting view\n- Decisions are recorded against each application during the meeting"),
 (au("end-of-grant-reports"), "End-of-grant reports are uploaded in grantdesk.\n\nOverdue reports block new applications from the same organisation until they are in."),
 (au("local-https"), "For local HTTPS we use `mkcert`; the certs live in `~/.local/share/mkcert`.\n\n```\nmkcert apply.localhost play.localhost\n```"),
 (au("accessibility-checklist"), "- Every form field has a visible label\n- Error messages say how to fix the problem\n- Test with keyboard only before merging UI changes"),
 (au("feature-flags"), "Feature flags live in each app's admin; the naming is `<area>_<feature>`, e.g. `panel_mobile_view`.\n\nRemove flags within a month of full rollout."),
 (au("data-retention"), "## Data retention\n\n- Player accounts: 6 years after the last entry (Gambling Commission)\n- Applications: see the grantdesk note\n- Assessor notes: deleted at the end of each round"),
 (au("draw-night-checklist"), "## Draw night\n\n- 19:30 join `#draw-night`\n- Check the entries snapshot count matches ticketline\n- After the draw, the observer signs the certificate"),
 (au("grant-references"), "Grant references look like `NCL-2026-01234`; the year is the round's year, not the payment's."),
 (au("postcode-lookup"), "grantdesk uses the Ordnance Survey Places API for address lookup; the key is per environment.\n\nIf the lookup is down, applicants can type the address by hand."),
 (au("staging-data"), "Staging is rebuilt from a prod snapshot, with applicant and player names and emails scrambled.\n\nBank details are blanked entirely in the staging copy."),
 (au("monthly-costs"), "The AWS bill is around £1,900 a month; ECS and RDS are the largest lines.\n\nFarah reviews the bill on the first Monday of each month."),
]

_meta()
