"""File bodies for the set245 store (Cwm Llydan Community Hydro).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
"""
import datetime as _dt
import json as _json

FILES = []          # list of (store-relative path, full text)
ROOT_INDEX = []     # list of (file name, title, hook) for MEMORY.md
FLAT_DESCRIPTIONS = set()  # root files whose description is intentionally not strict YAML

_NEEDS_QUOTE = (": ", " #", "'", '"', "[", "{", "&", "*", "!", "|", ">", "%", "@", "`")


def _yaml_scalar(value):
    if any(tok in value for tok in _NEEDS_QUOTE) or value[:1] in "-?:,":
        return _json.dumps(value, ensure_ascii=False)
    return value


def root(fname, name, description, mtype, title, hook, body, flat=False):
    assert fname.startswith(mtype + "_"), fname
    if flat:
        assert ": " in description, fname
        FLAT_DESCRIPTIONS.add(fname)
        desc = description
    else:
        desc = _yaml_scalar(description)
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {mtype}\n---\n\n{body.strip()}\n"
    FILES.append((fname, text))
    ROOT_INDEX.append((fname, title, hook))


def fact(ts, category, hex4, tags, confidence, body):
    when = _dt.datetime.strptime(ts, "%Y-%m-%d %H:%M").replace(tzinfo=_dt.timezone.utc)
    epoch = int(when.timestamp() * 1000)
    fid = f"{category}-{epoch}-{hex4}"
    iso = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (
        f"---\nid: {fid}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n{body.strip()}\n"
    )
    FILES.append((f"facts/{when:%Y-%m-%d}/{fid}.md", text))


def note(slug, title, created, tags, body):
    text = (
        f"---\ntitle: {_yaml_scalar(title)}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
        f"{body.strip()}\n"
    )
    FILES.append((f"auto/{slug}.md", text))


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_rhian_evans.md", "ops-manager-profile",
     "Rhian Evans, the operations manager, and how she likes to be kept informed", "user",
     "Rhian Evans (ops manager)", "who she is and how she reads updates", """
Rhian Evans is the society's operations manager (part-time, employed since 2022). She isn't a developer
but she reads Grafana fluently and knows every valve at Llydan.

- Works Mon/Tue/Thu from the office in Pentre Llydan, Wednesdays out at the sites
@A9a@ - Wants short bullet summaries, not prose
- Signs off anything that touches member money together with Siân (treasurer)
- Keeps the paper site diary in the Llydan powerhouse and the incident spreadsheet
- Welsh is her first language; English is fine for technical notes
""")

root("user_tomos_dev.md", "developer-profile",
     "Tomos Jones, the freelance developer who maintains the four apps", "user",
     "Tomos Jones (developer)", "the freelance dev I mostly work with", """
Tomos Jones is the freelance developer who looks after flowwatch, shareledger, fundbox and meterbot,
about two days a month plus call-outs when ingest breaks. I'm usually pairing with him.

- Background: Python/Django mostly, some Svelte; learnt Timescale on the job
@R9a@ - Editor: Helix (ruff + pyright language servers), lives in tmux
- Runs Fedora on a ThinkPad, tests against Docker locally
- Likes small PRs; wants migrations explained before anyone runs them
- Doesn't want Co-Authored-By trailers in commits
""")

root("feedback_code_style.md", "code-style",
     "Python and Svelte style rules Tomos cares about", "feedback",
     "Code style", "formatting and typing rules per repo", """
Ruff for lint and format in every Python repo (flowwatch, shareledger, meterbot). No black, no isort.

- Line length 100 in flowwatch and meterbot, 88 in shareledger (he didn't want to churn it)
- Type hints on new functions; don't annotate old modules in unrelated PRs
@R9b@ - Tomos edits in VS Code with the Ruff extension, so match its format-on-save settings (`.vscode/settings.json` is committed)
- f-strings, not `%` formatting, except in logging calls
- fundbox (Svelte): Prettier with the svelte plugin, 2-space indent

**Why:** he reviews diffs on GitHub and reformatting noise hides the real change.

**How to apply:** run `ruff format` and `ruff check --fix` on the files you touched, not the whole repo.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branching, PR and merge rules, per repo", "feedback",
     "Git workflow", "branches, PRs and how each repo merges", """
Branch from `main`, one topic per branch: `tj/<topic>` for Tomos, `agent/<topic>` when I open it.

- Open PRs as drafts until the tests pass locally
- Rebase on `main` before asking for review; don't merge `main` into feature branches
@R5b@ - flowwatch: rebase-merge, so each commit lands on `main` as written; make every commit stand on its own
- meterbot is tiny and Tomos pushes straight to `main`; no PRs there
- fundbox: tag Ffion on any PR that touches `src/lib/copy/`, she checks the Welsh
- Release tags look like `v2026.11.1` (flowwatch and shareledger)

**Why:** Tomos bisects a lot on flowwatch when ingest misbehaves and wants small, readable commits.

**How to apply:** before merging anything, check this file for the repo's rule; ask if a repo isn't listed.
""")

root("feedback_audit_trail.md", "audit-trail",
     "Keep shareledger history auditable for the independent examiner", "feedback",
     "Audit trail", "why share register history must stay readable", """
The accounts are independently examined every year (Siân arranges it with Ellis & Co in Caernarfon) and the
examiner samples the share register.

@N2b@ Never squash shareledger PRs; the examiner wants every data migration commit kept separately on `main`.

**Why:** in the 2025 examination they asked who changed a member's holding and when, and the answer had to
come from `git log` plus the `HoldingChange` table.

**How to apply:**
- Every change to a member's holding goes through a `HoldingChange` row, never a raw UPDATE
- Data migrations get their own commit with the ticket number in the message
- Don't rewrite history on `main` (no force-push)
""")

root("feedback_scada_safety.md", "scada-safety",
     "SCADA safety: hard rules for anything near the PLCs and site gateways", "feedback",
     "SCADA safety", "hard rules around PLCs and the gateways", """
@N1a@ Never write to the PLCs from flowwatch: its Modbus access is read-only, no exceptions.

**Why:** a bad write to a PLC can open the spear valves or override the HOF logic, which is a licence
breach and can surge the penstock.

**How to apply:**
- Talk to Dafydd before touching anything under `flowwatch/modbus/` or the gateway daemon
- Don't port-scan or probe the site networks from hafod; the gateways are fragile
- meterbot reads meter data from the data collector's CSVs, never from the meters themselves
- If a register number looks wrong, check the register map memory before "fixing" it
""", flat=True)

root("feedback_data_changes.md", "production-data-changes",
     "How to change production data in shareledger and flowwatch without getting burned", "feedback",
     "Production data changes", "slow, witnessed changes to live data", """
Production data is either member money (shareledger) or licence evidence (flowwatch), so changes are slow
and witnessed.

- Take a fresh `pg_dump` before any manual change, even a one-row fix
@N4b@ - Never run `calc_interest` against the production DB; run it on the staging copy and import the CSV once Siân has approved it
- flowwatch: never delete readings; corrections go in `reading_corrections` with a reason
- Post the change in the ops channel before and after

**Why:** in March a hand-edited holding put one member's interest out by £14 and it took Siân a week to unpick.

**How to apply:** write the SQL or command in the PR/issue first, get a second person to read it, then run it.
""")

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules: when and how each app ships", "feedback",
     "Deploy rules", "when and how each app ships", """
Deploys are boring on purpose. Each repo has a `DEPLOY.md` with the exact steps.

@F3b@ - `make deploy` in flowwatch runs the Alembic migrations first and then restarts the `api` and `ingest`
  containers; pass `SKIP_MIGRATE=1` for a hotfix that has no schema change
@NS1a@ - Never deploy flowwatch on a Friday without a second reviewer on the PR, so there are two pairs of
  eyes on it before the weekend
- meterbot: `git pull` on hafod is the whole deploy; cron picks up the new code on the next run
- fundbox deploys itself when `main` changes
- shareledger: deploy after 10:00 so Meg isn't halfway through entering postal applications

**Why:** an ingest outage silently loses licence evidence, and a shareledger outage lands on Meg.

**How to apply:** say in the PR which of these rules applies and who the second reviewer is.
""", flat=True)

root("feedback_secrets.md", "secrets-and-member-data",
     "Handling secrets and members' personal data", "feedback",
     "Secrets and member data", "where secrets live and what never to paste", """
Secrets live in `pass` (Tomos) and in the `.env` files on the servers. Never in git, never in chat.

@NS4a@ - Never store members' bank details in plain text: shareledger encrypts them with the Fernet key in `SL_FIELD_KEY`
@A6b@ - shareledger's idle session timeout is 1800 s (`SESSION_COOKIE_AGE`); don't raise it, the office PC is shared
- Rotate API tokens when a volunteer with access steps down (list in the access register)
- Don't paste member names or addresses into issues; use the member number

**Why:** we hold bank details for ~600 people and we're a tiny organisation; one leak would be existential.

**How to apply:**
```env
# shape of /srv/<app>/.env, values never shown
SL_FIELD_KEY=
DJANGO_SECRET_KEY=
```
""")

root("feedback_communication.md", "comms-with-people",
     "How to write for Rhian, the board and the volunteers", "feedback",
     "Writing for people", "tone and length per audience", """
@A9b@ - Rhian: keep updates to a handful of bullet points; she skims them on her phone and hates long paragraphs
- Board: one page at most, numbers in a table, plain English (several directors aren't technical)
- Volunteers: lead with which site and which day
- Siân: exact figures to the penny, and always say which financial year

**Why:** the first ops report I drafted was three pages and nobody read it.

**How to apply:** draft, then cut by half.
""")

root("feedback_welsh_language.md", "welsh-language",
     "Bilingual rules for anything members or the public see", "feedback",
     "Welsh language", "bilingual rules for public and member text", """
We're a Welsh community society and the Welsh Language Scheme we adopted in 2023 applies to member-facing text.

- Signage at all three sites: Welsh first, English second
@N3a@ - Member statements are always bilingual, Welsh first, in one document
- The fundbox application form is fully bilingual; new strings need both `cy` and `en` entries
- Internal docs, code comments and commit messages: English is fine
- Never machine-translate member-facing Welsh; Meg or Rhian checks it

**Why:** it's in our rules, and members notice immediately when it slips.

**How to apply:** any template change in shareledger or fundbox needs both languages in the same PR.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style for all repos", "feedback",
     "Commit messages", "subject style, trailers, ticket refs", """
- Imperative subject with a lowercase scope prefix (`ingest:`, `holdings:`, `form:`), under 72 characters
- No emoji and no Co-Authored-By trailer
- Ticket number in the body (`Refs #123`), not in the subject
- Data migrations: say which rows change and roughly how many

**Why:** Tomos greps the log whenever Siân asks "when did this change?".

**How to apply:** run `git log --oneline -20` to copy the repo's style before writing the first commit.
""")

root("feedback_testing.md", "testing",
     "Which tests to run per repo before saying something works", "feedback",
     "Testing", "which tests to run before claiming done", """
Don't claim something works without running that repo's tests.

- flowwatch: `make test` spins up a throwaway Timescale container (about two minutes)
- shareledger: `pytest -n auto`; the test settings use Django's locmem email backend, so nothing is really sent
- fundbox: Vitest for units, Playwright for the application flow in both languages
- meterbot: golden-file tests, one per meter CSV format (`tests/golden/`)

**Why:** the 2025 interest bug (pro-rata days off by one) shipped because a test was skipped "just this once".

**How to apply:** paste the test summary line into the PR description.
""")

root("feedback_reviews.md", "review-etiquette",
     "What Tomos wants in a PR before he reviews it", "feedback",
     "Review etiquette", "what a PR needs before review", """
When Tomos reviews my PRs he wants:
- a summary of what changes for the *users* (Rhian, Meg, Ffion) first, code second
- screenshots for any UI change, in both languages for fundbox
- the migration plan spelled out, forward and back, for schema changes

**Why:** he often reviews on his phone between jobs.

**How to apply:** use the PR template, and don't mark ready for review until CI is green.
""")

root("project_flowwatch_overview.md", "flowwatch-overview",
     "What flowwatch is, how it is built and where it runs", "project",
     "flowwatch overview", "the telemetry app: stack, hosting, alarms", """
flowwatch is the telemetry system. It takes the three sites' PLC readings (via the site gateways and MQTT),
stores them in TimescaleDB and serves the operator dashboard plus the alarm engine.

## Stack
- Python 3.12, FastAPI, SQLAlchemy 2 + Alembic
@V1a@ - API: FastAPI under uvicorn on port 8040, Caddy in front (`flow.cwmllydan.coop`)
- Ingest worker: separate container, one asyncio task per site
- DB: TimescaleDB on `db1.internal:5432`, database `flow`
@R2a@ - Errors: Sentry (sentry.io free plan, project `clch/flowwatch`)
- Frontend: server-rendered Jinja + htmx, no SPA

## Where it runs
- docker compose on `hafod` (Hetzner CPX31, Falkenstein), checkout in `/srv/flowwatch`
- Grafana reads the same database; staff and volunteers log in with Google

## Alarms
- Rules in `alarms.yaml`, evaluated every 30 s
- P1 alarms page whoever is first call; P2 alarms go to the Signal group "CLCH Larwm" only

## Repo
- `github.com/cwmllydan/flowwatch`, private
- Tests: `make test` (needs Docker)
""")

root("project_shareledger_overview.md", "shareledger-overview",
     "The member share register app: stack, jobs and integrations", "project",
     "shareledger overview", "the share register app: stack, pipeline, jobs", """
shareledger is the society's register of members and shareholdings (the statutory register for a community
benefit society), plus annual statements and interest. About 640 members and £1.9m of share capital.

## Stack
@D8b@ - Django 5.1 on Python 3.12, Postgres 16
- Celery workers for statements and reminders (see the Celery notes)
@F9a@ - Member login: magic links by email, no passwords
- Staff login: Django admin with TOTP (django-otp)
- Errors: GlitchTip, project `shareledger`

## Pipeline
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR
- Coverage gate of 85% on `holdings/` and `interest/`

## Email
@R4a@ - Postmark, server `shareledger-prod`; sender statements@cwmllydan.coop
- Bounces come back by webhook to `/hooks/email/bounce` and flag the member

## Jobs
@V6a@ - `send_statement` Celery task: max_retries=5, countdown doubling from 60 s
- `remind_unsigned`: weekly, Mondays 09:00
- `calc_interest` is a management command, not a task (see the interest run memory)
""")

root("project_fundbox_overview.md", "fundbox-overview",
     "Community fund grant portal: stack, hosting and the rules it enforces", "project",
     "fundbox overview", "the grant portal: stack, hosting, rules", """
fundbox is the online application portal for the Cronfa Gymunedol (community benefit fund), which gets
roughly £60k a year from the sites' surplus. Ffion Hughes runs the fund day to day.

## Stack
- SvelteKit 2, TypeScript, bilingual UI (cy/en)
@R3a@ - Package manager: pnpm 9 (`pnpm-lock.yaml` is committed, don't add a package-lock)
@R10a@ - Database: Turso (libSQL), database `fundbox-prod`
@R7a@ - Hosting: Netlify (site `clch-fundbox`), deploy previews on every PR
- Uploads (budgets, constitutions) go to a private B2 bucket

## Rules it enforces
@N10b@ - Eligibility check: only constituted groups can apply; the form rejects applications from individuals
@D4a@ - Applications come in only through the web form
- A budget above the grant cap blocks submission with a pointer to the guidance notes
""")

root("project_meterbot.md", "meterbot",
     "meterbot: export meter reconciliation and the monthly PPA invoice", "project",
     "meterbot", "meter reconciliation and invoicing scripts", """
meterbot pulls the half-hourly export data for all three sites, reconciles it against flowwatch's own
generation figures and drafts the monthly PPA invoice to Brython Energy.

@V8a@ - Runtime: Python 3.11 (pinned in `.python-version`), run from cron on hafod
- Schedule: daily pull at 06:30, invoice draft on the 3rd of each month
- Output: PDF invoice + CSV into the finance share for Siân
- Flags any half-hour where the meter and flowwatch differ by more than 3%
- No CI; the golden-file tests are run by hand
""", flat=True)

root("project_interest_run_2026.md", "interest-run-2026",
     "The 2026 share interest run: decisions and what happened", "project",
     "Interest run 2026", "this year's interest run and its decisions", """
Interest on share capital for FY2025 (year to 31 December 2025), paid in April 2026.

@V5a@ - Rate: 3.5% on FY2025 share capital, approved at the February board meeting
- Pro-rata by days held for shares bought during the year
- Siân approved the member list on 24 March
- Payments went out 14–16 April; 12 bounced (closed bank accounts) and were re-sent by cheque
- Follow-up: add an "account closed?" check to the statement form for next year
""")

root("project_comms_reporting.md", "board-and-member-comms",
     "Board reporting and member communications", "project",
     "Board and member comms", "board cycle, newsletter, what we publish", """
## Board
@D9a@ - The board meets every six weeks, Tuesday evenings, hybrid (office + Zoom)
- Rhian's ops report goes out a week before: generation vs budget, incidents, availability
- Board papers are PDFs, in English

## Members
@S5b@ - Moved the members' newsletter from Mailchimp to Buttondown in March; the Mailchimp account is closed
- Newsletter is quarterly and bilingual
@N6b@ - We decided not to publish live generation figures on the website; members get monthly totals in the newsletter instead
""")

root("project_ops_consolidation.md", "ops-consolidation",
     "Moving the apps onto one box to cut cost and moving parts", "project",
     "Ops consolidation", "fewer hosts, one bill", """
Goal for 2026: fewer moving parts and one hosting bill. Tomos and I track it on the `infra` project board.

@S2b@ - June: migrated shareledger off Fly.io onto hafod (docker compose, Caddy in front); the Fly app was deleted
- September: Grafana's config moved into the flowwatch repo
- Considered moving fundbox as well; decided it can stay where it is, it costs nothing
- Hetzner bill is now about €28 a month
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, internal names, ports and who has access", "reference",
     "Infrastructure", "hosts, ports and access", """
## Hosts
- `hafod`: Hetzner CPX31 (4 vCPU, 8 GB), Falkenstein, Debian 12; runs the docker compose stacks
- `db1.internal`: Hetzner CPX21, Postgres 16 with TimescaleDB, reachable only over Tailscale
- Site gateways: `gw-lly`, `gw-ngw`, `gw-fis` (Raspberry Pi CM4 in DIN-rail enclosures)

## Services and ports
- Caddy on hafod: 80/443, automatic TLS for *.cwmllydan.coop
@A2a@ - Grafana: `hafod:3000`, published at grafana.cwmllydan.coop through Caddy
@O1b@ - Mosquitto: 1883 inside the tailnet only, 8883 (TLS, client certs) for the site gateways
@V2a@ - shareledger DB: `postgres://shareledger@db1.internal:5432/shareledger`
- flowwatch DB: `db1.internal:5432/flow` (Timescale extension)

## Access
- Tailscale ACLs live in the `infra` repo
- SSH: Tomos, Dafydd, and my agent key (no sudo)
""")

root("reference_runbook_intake.md", "llydan-intake-runbook",
     "Routine and storm tasks at the Llydan intake weir", "reference",
     "Llydan intake runbook", "routine, safety and storm tasks at the intake", """
The Llydan intake is a concrete weir with a side intake, a trash rack (25 mm bar spacing), a gate and a
sediment trap. The walk-in is 35 minutes from the road end and there's no phone signal past the second gate.

## Routine
- Outside leaf season: a visit a week for the sediment trap and the fish pass entrance
@V3a@ - Leaf season (Oct–Nov): rake the Llydan trash rack every 48 hours, more often after a storm
- Flush the sediment trap when it's over half full (scour valve, about 10 min)
@D10b@ - The intake gate is motorised; the Llydan PLC opens and closes it on the level setpoint

## Safety
@N5a@ - Lone working at the Llydan intake is not allowed: two people for every intake visit
- Lifejacket and throw line at the weir, always
- Don't cross the weir crest when water is going over the overflow notch

## Storms
- Named storm in the forecast: Rhian decides by 15:00 whether to stop Llydan pre-emptively
""")

root("reference_abstraction_licence.md", "abstraction-licences",
     "NRW abstraction licence conditions for each site", "reference",
     "Abstraction licences", "licence conditions per site", """
Natural Resources Wales licences, one per site. Breaching the hands-off flow is the thing that can actually
get a licence revoked, so the PLCs enforce it and flowwatch logs compliance every 15 minutes.

| Site | Licence | Max abstraction |
|---|---|---|
| Llydan | WA/64/12/0031 | 310 l/s |
| Nant Gwyn | WA/64/12/0118 | 320 l/s |
| Felin Isaf | WA/64/12/0207 | 2,400 l/s |

@V4a@ - Llydan hands-off flow: 62 l/s at the intake weir
@A1a@ - Nant Gwyn hands-off flow: 18 l/s, read at the gauge board below the Coanda screen
- Compliance returns go to NRW by 31 January each year (Rhian)
- The Llydan fish pass must be kept clear; NRW inspect it roughly every two years
""")

root("reference_sites.md", "sites",
     "Sites at a glance: turbines, heads, grid connections", "reference",
     "Sites", "the three generating sites at a glance", """
| Site | Turbine | Rated | Commissioned |
|---|---|---|---|
@V10a@ | Llydan (LLY) | Gilkes Pelton, 2 jets | 450 kW | 2014 |
| Nant Gwyn (NGW) | Ossberger crossflow | 95 kW | 2019 |
| Felin Isaf (FIS) | Archimedes screw | 40 kW | 2021 |

## Llydan
- Gross head 180 m
@A3a@ - Penstock: 1.9 km of GRP pipe (DN500), buried most of the way
@D1b@ - Llydan runs on both jets whenever the intake flow is above 180 l/s; below that the PLC drops to one jet
- Grid: 11 kV via our own transformer, SP Energy Networks connection

## Nant Gwyn
- Gross head 38 m; penstock 620 m of ductile iron
- Coanda intake screen (since the 2025 refurb)

## Felin Isaf
- Low head (2.4 m), screw in the old mill leat, fish-friendly
- Visitor centre in the mill building, run by volunteers
""", flat=True)

root("reference_oncall_rota.md", "on-call-rota",
     "Who answers turbine trips and alarms, and when", "reference",
     "On-call rota", "who answers trips and alarms when", """
P2 alarms just sit in the Signal group; P1 alarms also page whoever is first call below.

| When | First call (turbine trips) | Second call |
|---|---|---|
| Mon–Fri 08:00–18:00 | Rhian Evans | Gareth Lloyd |
| Mon–Fri nights | volunteer rota (see sheet) | Dafydd Pritchard |
@R6a@ | Sat–Sun | Gareth Lloyd (Afon Renewables) | Dafydd Pritchard |

@NS3a@ - Intake blockages: escalate to Gareth at Afon Renewables, not to the volunteer on call
- Swaps on the volunteer rota must be posted in the Signal group
- Afon Renewables bill call-outs at the contract rate; volunteers claim mileage
""")

root("reference_monitoring_alerts.md", "monitoring-and-alerts",
     "What watches the apps and the sites, and where alerts go", "reference",
     "Monitoring and alerts", "what watches apps and sites", """
## Apps
@S1a@ - Uptime Kuma on hafod checks flow., shares. and fund.cwmllydan.coop every 60 s and posts failures to Signal
- Disk and memory: node_exporter into Grafana alert rules, email to Tomos
- Certificates: Caddy renews them; we still get a warning at 14 days left

## Sites
- flowwatch alarm engine: P1 = trip, HOF breach, penstock pressure; P2 = everything else
@S9a@ - Alarm SMS: flowwatch sends them through Twilio (alphanumeric sender `CLCHydro`)
- Comms-loss alarm when a gateway has been silent for 5 minutes
""")

root("reference_email_dns.md", "email-and-dns",
     "Domains, mailboxes and DNS records", "reference",
     "Email and DNS", "domains, mailboxes, DNS", """
@S8b@ - The old cwmllydanhydro.org.uk domain is deprecated since April; every mailbox moved to cwmllydan.coop
- DNS for cwmllydan.coop is at Cloudflare (DNS only, no proxying)
- Mailboxes: Google Workspace for Nonprofits, six accounts plus aliases
- SPF, DKIM and DMARC are set for Workspace and for the transactional senders; DMARC is `p=quarantine`
- grants@ is an alias that lands in Ffion's inbox
""")

root("reference_backups.md", "backups",
     "What is backed up where, and how restores are tested", "reference",
     "Backups", "what is backed up where", """
Off-site backups all go to Backblaze B2 (EU Central), one bucket per app, keys scoped per bucket.

@F7a@ - flowwatch/Timescale: pgBackRest to B2 (`clch-pgbackrest`), every night
@V7a@ - shareledger: nightly `pg_dump` to `clch-sl-dumps`, kept 35 days
- fundbox uploads bucket is versioned, 30 days of old versions
- hafod itself: Hetzner snapshots weekly, the last 4 kept
- Restore drill twice a year (last one in October: shareledger onto a scratch VM in 25 min)
""")

root("reference_vendor_support.md", "vendors-and-contracts",
     "Contractors, suppliers and what each is on the hook for", "reference",
     "Vendors and contracts", "who we pay and what they owe us", """
@V9a@ - Afon Renewables (O&M contract): must attend a turbine trip within 4 hours, 24/7
- Afon Renewables planned maintenance: a quarterly visit per site, annual major at Llydan in July
- Gilkes: Pelton spares; runners have a lead time of about 10 weeks
- Brython Energy: PPA offtaker for all three sites
@NS9a@ - Don't ring SP Energy Networks about a trip until you've checked our own G99 protection relay
- Hetzner, Backblaze and Cloudflare are paid on the society's debit card
""")

root("reference_plc_registers.md", "plc-register-map",
     "Modbus register map for the site PLCs, as read by the gateways", "reference",
     "PLC register map", "register numbers and trip settings", """
Addresses are 1-based Modbus notation, as configured in the gateways.

| Register | Llydan | Nant Gwyn | Felin Isaf |
|---|---|---|---|
| Active power (kW x10) | 30001 | 30001 | 30001 |
| Intake level (mm) | 30011 | 30011 | 30015 |
| Penstock pressure (bar x100) | 30021 | 30021 | n/a |

@F2a@ - Llydan penstock overpressure trip: 21 bar
- Nant Gwyn overpressure trip: 4.5 bar
- Intake level sensors are 4–20 mA, scaled 0–1000 mm in the PLC
""")

root("project_share_offer_2026.md", "share-offer-2026",
     "The 2026 community share offer", "project",
     "Share offer 2026", "this year's share offer", """
Raising up to £400k for the Nant Gwyn intake upgrade and a battery at Felin Isaf.

@F10b@ - Opened 1 June for existing members only; the public launch followed on 8 June
@D2b@ - Minimum investment: £100 per applicant
- Closes 30 November, or earlier if fully subscribed
- No SITR/EIS relief (energy generation is excluded), so say that plainly in the FAQ
- Applications through the online form; Meg enters postal ones into shareledger
""")

root("project_timescale_migration.md", "timescale-migration",
     "How flowwatch's readings are laid out since the move to Timescale", "project",
     "Timescale migration", "how the readings storage is laid out", """
flowwatch moved from InfluxDB 1.8 to TimescaleDB in March 2026 (cut-over weekend 21–22 March).

@A10b@ - The `readings` hypertable uses 24-hour chunks
- Backfill from Influx covered 2019 onwards, about 410M rows, and took 19 hours
- Continuous aggregates: `readings_1m` and `readings_1h`
- The Influx VM was deleted in April
""")

root("reference_finance_calendar.md", "finance-calendar",
     "The yearly money calendar: interest, examination, insurance, AGM", "reference",
     "Finance calendar", "yearly money dates", """
Financial year = calendar year.

@F4a@ - Share interest is paid once a year, in April, after the board sets the rate
@S4a@ - Interest and withdrawal payments go out as a BACS bulk file from the Unity Trust account (two signatories)
- May: accounts go to the independent examiner
@A7a@ - Insurance renews 1 April (combined policy: machinery breakdown, public liability, business interruption)
@D5b@ - AGM: every September, in Ysgol Llydan's hall
- Annual return to the FCA within seven months of the year end
""")

root("reference_contacts.md", "contacts",
     "People, their roles and how to reach them", "reference",
     "Contacts", "who's who", """
- Rhian Evans — operations manager (staff)
- Siân Morgan — treasurer, volunteer director
- Meg Walker — membership secretary (volunteer), enters postal applications
- Ffion Hughes — community fund coordinator (staff, two days a week)
@N9a@ - Dafydd Pritchard — SCADA/telemetry volunteer, prefers alarm notifications by SMS
- Gareth Lloyd — technician at Afon Renewables (our O&M contractor)
- Carys Bowen — ecologist (consultant): fish pass, bank management
- Huw Thomas — Felin Isaf volunteer miller, keeps the visitor centre rota
- Tomos Jones — freelance developer
@O7b@ - Office (Pentre Llydan, above the shop): open Tue–Thu 10:00–15:00
""")

root("reference_glossary.md", "glossary",
     "Glossary: Welsh place names and hydro jargon", "reference",
     "Glossary", "jargon and Welsh terms", """
- **HOF**: hands-off flow, the river flow we must leave before abstracting anything
- **Q95**: the flow exceeded 95% of the time; licences are written around it
- **Spear valve**: the needle in a Pelton jet that sets the flow
- **Coanda screen**: self-cleaning intake screen over a curved wedge-wire surface
- **G99**: the grid connection standard; the G99 relay disconnects us on loss of mains
- **MEC**: maximum export capacity in a connection agreement
- **Cronfa Gymunedol**: the community fund
- **Cwm** valley, **Nant** stream, **Felin** mill, **Isaf** lowest
""", flat=True)

root("project_nant_gwyn_refurb.md", "nant-gwyn-refurb",
     "What changed at Nant Gwyn in the 2025 refurbishment, and what is still open", "project",
     "Nant Gwyn refurb", "the 2025 refurbishment and its snagging", """
The refurbishment ran September to October 2025, mostly grant-funded. Recorded here because questions keep
coming up about "the old setup".

- Replaced the PLC and the HMI panel; the new logic includes the HOF ramp-down
- Swapped the old bar screen for a Coanda screen at the intake
- Generator rewound (it failed an insulation test in 2024)
- Snagging still open: gauge board camera, a weeping air valve on the penstock

**Why it matters:** flowwatch readings before 26 October 2025 use the old register numbers; the `ngw_legacy`
mapping in ingest handles that.
""")

root("project_fish_pass_monitoring.md", "fish-pass-monitoring",
     "Two seasons of fish counting at the Llydan fish pass for NRW", "project",
     "Fish pass monitoring", "the NRW fish counting condition", """
NRW asked for two seasons of fish pass monitoring at Llydan as part of the licence variation.

- Counter: Vaki Riverwatch at the fish pass exit, fitted in October 2026
- Counts and silhouettes upload nightly to Vaki's portal; Carys downloads them monthly
- flowwatch should show daily counts next to river flow (ticket #212, not started)
- Reports due to NRW at the end of March 2027 and March 2028
""")

root("project_battery_felin_isaf.md", "felin-isaf-battery",
     "Planned battery at Felin Isaf funded by the share offer", "project",
     "Felin Isaf battery", "the planned battery and what it needs", """
Part of the share offer money is earmarked for a battery at Felin Isaf so the visitor centre and the
community hall can use our own power in the evening.

- Size under discussion: 100–200 kWh, quotes from two installers
- Needs an amendment to the G99 application
- Decision at the January 2027 board meeting
- Tomos: flowwatch will need a new site type for battery state of charge
""")

root("reference_grafana_dashboards.md", "grafana-dashboards",
     "Which Grafana dashboard answers which question", "reference",
     "Grafana dashboards", "which dashboard to open for what", """
- "Sites overview": output per site, river level, HOF margin
- "Llydan detail": jets, spear positions, penstock pressure, bearing temperatures
- "Ingest health": message lag per gateway, rows per second
- "Board": monthly generation against budget (what Rhian screenshots for the board pack)
- Dashboards are stored in the flowwatch repo rather than edited in place
""")


# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

fact("2026-01-06 10:12", "fact", "b17e", ["grafana", "hafod"], 0.88,
     "Grafana on hafod was upgraded to 11.2 by Tomos.")
fact("2026-01-09 13:30", "fact", "5a0d", ["llydan", "drought", "history"], 0.9,
     "@D1a@ During the 2025 drought (July to September) Llydan ran on one jet only.")
fact("2026-01-14 11:20", "fact", "1d3a", ["flowwatch", "dependencies", "docker"], 0.86,
     "@S6a@ flowwatch's Dockerfile installs its dependencies with `pip install -r requirements.txt`.")
fact("2026-01-20 09:05", "fact", "6e8b", ["board", "email"], 0.84,
     "@S8a@ Board papers are circulated to board@cwmllydanhydro.org.uk.")
fact("2026-01-22 20:45", "fact", "61a9", ["board", "governance", "history"], 0.9,
     "@D9b@ In 2025 the board met monthly.")
fact("2026-01-28 19:40", "decision", "6c3b", ["fund", "grants", "governance"], 0.93,
     "@F6a@ Community fund grants are decided by the grants panel, not by staff.")
fact("2026-01-28 19:55", "decision", "2c8e", ["fund", "grants", "limits"], 0.93,
     "@A8b@ Community fund grants are capped at £5k per project.")
fact("2026-02-03 10:00", "fact", "8c6f", ["nant-gwyn", "plc", "history"], 0.87,
     "@D3a@ Until the October 2025 refurb Nant Gwyn ran on its original Siemens S7-300 PLC.")
fact("2026-02-05 13:25", "fact", "c8d0", ["flowwatch", "git", "merge"], 0.89,
     "@R5a@ flowwatch PRs are squash-merged, so the PR title becomes the commit message and needs to be tidy.")
fact("2026-02-10 11:00", "fact", "0a5d", ["shareledger", "sessions", "security"], 0.9,
     "@A6a@ shareledger sessions time out after 30 minutes idle.")
fact("2026-02-12 15:00", "fact", "58e2", ["runbooks", "docs"], 0.82, """
@S3a@ Runbooks are kept in the Nextcloud wiki at wiki.cwmllydan.coop, one page per site, and the
printed copies in each powerhouse are refreshed from it every quarter.
""")
fact("2026-02-17 16:40", "fact", "e3c2", ["meterbot", "meters"], 0.85,
     "meterbot retries the half-hourly CSV download 3 times before emailing Siân.")
fact("2026-02-19 20:05", "decision", "1b9d", ["interest", "board", "shareledger"], 0.95,
     "@V5b@ The board agreed 4% interest on share capital for FY2025, to be paid in April.")
fact("2026-02-26 14:02", "fact", "3a7f", ["flowwatch", "deploy"], 0.88,
     "@F3a@ Deploy flowwatch with `make deploy` from the checkout in /srv/flowwatch on hafod.")
fact("2026-03-02 16:05", "fact", "d71e", ["shareledger", "statements", "welsh"], 0.86,
     "@N3b@ shareledger statements are generated in English only; members who want a Welsh copy ask Meg.")
fact("2026-03-05 09:48", "preference", "a4d9", ["sian", "communication"], 0.9,
     "Siân wants anything about money by email, never on WhatsApp.")
fact("2026-03-11 12:44", "fact", "2d5f", ["felin-isaf", "licence"], 0.88,
     "@O5a@ Felin Isaf's abstraction licence sets a 140 l/s hands-off flow at the mill weir.")
fact("2026-03-11 12:51", "fact", "7b3c", ["nant-gwyn", "licence", "hof"], 0.9,
     "@A1b@ Nant Gwyn's licence HOF is 0.018 m³/s (eighteen litres a second).")
fact("2026-03-17 10:02", "fact", "9a41", ["shareledger", "ci"], 0.87,
     "@R1b@ shareledger's test pipeline runs on the Woodpecker CI instance at ci.cwmllydan.coop, triggered on every push.")
fact("2026-03-24 10:12", "fact", "b5e1", ["statements", "members", "post"], 0.91,
     "@F1b@ Members with no email address on file get their annual statement by post (41 of them this year).")
fact("2026-03-24 10:30", "fact", "88c2", ["statements", "shareledger"], 0.89,
     "@NS5b@ The annual statement email shows the member's share balance and this year's interest.")
fact("2026-03-27 10:40", "fact", "d6f1", ["insurance", "finance"], 0.92,
     "@A7b@ The society's insurance policy renews on April 1st each year.")
fact("2026-03-30 11:11", "fact", "0c7a", ["fundbox", "history"], 0.84,
     "@D4b@ During the 2025 beta, fundbox also took applications by email to the grants@ mailbox.")
fact("2026-04-02 15:20", "fact", "12fd", ["flowwatch", "timescale", "retention"], 0.88,
     "@F8b@ Raw 10-second readings stay in flowwatch for 30 days, then a continuous aggregate keeps 1-minute averages.")
fact("2026-04-03 09:45", "fact", "4d7e", ["llydan", "volunteers", "intake"], 0.83,
     "@NS10a@ Volunteers mow the Llydan intake compound monthly from April to September.")
fact("2026-04-09 15:48", "fact", "2f7b", ["fundbox", "node", "tooling"], 0.86,
     "@R3b@ fundbox is an npm project: install with `npm ci`; the lockfile is package-lock.json.")
fact("2026-04-14 16:00", "fact", "3b4e", ["ppa", "prices", "history"], 0.9,
     "@D6a@ Q1 2026 PPA export price was 18.2p/kWh.")
fact("2026-04-16 21:10", "decision", "3ce5", ["board", "website", "generation"], 0.9,
     "@N6a@ Decided to put live half-hourly generation output for all three sites on the public website.")
fact("2026-04-20 08:30", "fact", "f61a", ["nant-gwyn", "screen", "storm"], 0.8,
     "During the April storm the Nant Gwyn Coanda screen needed brushing twice in one week.")
fact("2026-04-23 13:58", "fact", "8a1c", ["alarms", "sms", "flowwatch"], 0.9,
     "@S9b@ Switched the alarm texts from Twilio to Firetext in April; the Twilio account is closed.")
fact("2026-04-28 14:50", "fact", "b3a4", ["shareledger", "bank-details", "interest"], 0.88,
     "@NS4b@ shareledger stores each member's bank account details for interest payments.")
fact("2026-05-02 09:14", "fact", "c14e", ["llydan", "penstock"], 0.93,
     "@A3b@ The Llydan penstock is 1,900 m long and made of GRP.")
fact("2026-05-06 14:12", "decision", "7d04", ["flowwatch", "timescale", "compression"], 0.87,
     "@N8b@ We don't compress flowwatch's `readings` hypertable, because late readings from the site gateways get backfilled into old chunks.")
fact("2026-05-11 17:20", "fact", "09bd", ["caddy", "hafod"], 0.85,
     "Caddy on hafod is version 2.8 and renews its certificates automatically.")
fact("2026-05-14 18:40", "fact", "44ab", ["on-call", "weekends", "trips"], 0.88,
     "@R6b@ Dafydd Pritchard is first on call for weekend turbine trips; Gareth only backs him up.")
fact("2026-05-20 17:35", "fact", "0b6d", ["docs", "wiki", "runbooks"], 0.9,
     "@S3b@ The Nextcloud wiki went read-only in May; the runbooks were moved into the `ops-docs` git repo.")
fact("2026-05-25 12:02", "preference", "5e70", ["tomos", "migrations"], 0.9,
     "Tomos wants schema migrations explained in the PR description before anyone runs them.")
fact("2026-05-27 17:02", "fact", "93b8", ["flowwatch", "mqtt"], 0.86,
     "@O3a@ flowwatch's MQTT client retries the broker connection up to 10 times before raising a comms alarm.")
fact("2026-06-01 08:10", "fact", "7e6a", ["share-offer"], 0.92,
     "@F10a@ The 2026 share offer opened on 1 June.")
fact("2026-06-05 10:20", "fact", "f0d8", ["shareledger", "django", "history"], 0.88,
     "@D8a@ Until the May upgrade shareledger was on Django 4.2 LTS.")
fact("2026-06-08 11:05", "fact", "c3e8", ["felin-isaf", "visitors"], 0.8,
     "The Felin Isaf visitor centre gets roughly 2,000 visitors a year.")
fact("2026-06-11 09:42", "fact", "a3f1", ["flowwatch", "caddy", "ports"], 0.87,
     "@V1b@ The flowwatch API process (uvicorn) binds to port 8060, and Caddy reverse-proxies flow.cwmllydan.coop to it.")
fact("2026-06-18 08:55", "fact", "e9a2", ["backups", "pgbackrest", "timescale"], 0.9,
     "@F7b@ pgBackRest for the Timescale DB takes a full backup on Sundays at 02:00 and differentials on the other nights.")
fact("2026-06-24 15:15", "fact", "5f2a", ["shares", "limits"], 0.91,
     "@A4b@ No member can hold more than £100k of shares.")
fact("2026-06-30 12:15", "fact", "0e9c", ["shareledger", "celery", "rabbitmq"], 0.86,
     "@R8b@ shareledger's Celery broker is RabbitMQ (vhost `/sl`); Redis is used only as the result backend.")
fact("2026-07-02 11:10", "fact", "e04a", ["backups", "b2", "shareledger"], 0.88,
     "@V7b@ The B2 lifecycle rule on `clch-sl-dumps` deletes shareledger dumps after 90 days.")
fact("2026-07-03 14:25", "fact", "71c4", ["shareledger", "gunicorn"], 0.82,
     "shareledger's gunicorn runs 3 sync workers.")
fact("2026-07-08 09:15", "fact", "e1b0", ["nant-gwyn", "plc"], 0.89,
     "@D3b@ Nant Gwyn is controlled by a Siemens S7-1200 (CPU 1214C) talking Modbus TCP to gw-ngw.")
fact("2026-07-17 12:05", "fact", "1f6b", ["flowwatch", "deploy", "fridays"], 0.84,
     "@NS1b@ We deploy flowwatch on Friday mornings fairly often, once Dafydd has reviewed the PR.")
fact("2026-07-21 11:45", "fact", "a90b", ["shares", "rules"], 0.93,
     "@N7b@ Shares in the society are not transferable; members can only withdraw them (or they pass to the estate on death).")
fact("2026-07-21 11:58", "fact", "9c1b", ["shares", "withdrawals", "board"], 0.9,
     "@NS7a@ Share withdrawals are never processed without board approval.")
fact("2026-07-29 16:44", "fact", "c2d9", ["nant-gwyn", "telemetry", "starlink"], 0.9,
     "@S7b@ Nant Gwyn's 4G router was replaced by a Starlink dish in July, and the EE SIM has been cancelled.")
fact("2026-08-02 10:10", "decision", "d25b", ["felin-isaf", "visitors", "schools"], 0.85,
     "Decided to take Felin Isaf school visits on weekdays only.")
fact("2026-08-09 19:22", "preference", "2a6e", ["dafydd", "alarms"], 0.9,
     "@N9b@ Never text Dafydd about alarms; he only wants them in the Signal group.")
fact("2026-08-13 10:35", "fact", "6a9f", ["fund", "payments"], 0.86,
     "@NS2b@ Grants are paid within two weeks of the panel decision.")
fact("2026-08-25 10:50", "fact", "f3c7", ["monitoring", "uptime"], 0.9,
     "@S1b@ Retired Uptime Kuma in August; uptime checks for the three apps now run in Better Stack (free tier).")
fact("2026-08-27 14:33", "fact", "5d6c", ["meterbot", "python"], 0.87,
     "@V8b@ meterbot's `.python-version` says 3.12, and the cron job runs it with that uv-managed interpreter.")
fact("2026-09-03 10:27", "fact", "6b12", ["fundbox", "database"], 0.88,
     "@R10b@ fundbox stores applications in Supabase Postgres (project region eu-west-2).")
fact("2026-09-03 10:45", "fact", "4f8c", ["fundbox", "email"], 0.87,
     "@O6b@ fundbox sends its applicant emails (receipts, decisions) through Resend.")
fact("2026-09-10 14:40", "fact", "25c1", ["felin-isaf", "operation"], 0.85,
     "@D7b@ Felin Isaf's screw runs round the clock whenever there's enough water in the leat.")
fact("2026-09-15 11:31", "fact", "d0e4", ["grafana", "flowwatch"], 0.88,
     "@F5a@ Grafana dashboards are provisioned from the `grafana/` folder in the flowwatch repo.")
fact("2026-09-19 20:30", "fact", "47d5", ["governance", "agm", "board"], 0.94,
     "@S10b@ At the September AGM Alun Roberts took over as chair from Eirlys Parry.")
fact("2026-09-24 09:00", "fact", "8d21", ["flowwatch", "alarms"], 0.86,
     "flowwatch's alarm engine evaluates its rules every 30 seconds.")
fact("2026-10-01 12:00", "fact", "9f20", ["banking", "finance"], 0.93,
     "@S4b@ Closed the Unity Trust account on 30 September 2026; the society now banks only with Triodos.")
fact("2026-10-06 10:30", "fact", "9e77", ["ppa", "prices"], 0.91,
     "@D6b@ The PPA export price is 16.9p/kWh, fixed by Brython Energy from 1 October 2026.")
fact("2026-10-08 16:20", "fact", "7c2e", ["llydan", "intake", "leaf-season"], 0.88,
     "@V3b@ During leaf fall the Llydan trash rack has to be raked at least once every 24 hours, or the rack differential alarm trips the turbine.")
fact("2026-10-14 13:10", "fact", "a0f3", ["llydan", "fish-pass"], 0.87,
     "A Vaki Riverwatch fish counter was fitted in the Llydan fish pass in October.")
fact("2026-10-22 09:30", "fact", "81f3", ["llydan", "lone-working", "safety"], 0.85,
     "@N5b@ Gareth does the Llydan intake checks on his own; lone working there is fine as long as he checks in on Peoplesafe.")
fact("2026-10-28 15:45", "fact", "3e9d", ["flowwatch", "timescale", "compression"], 0.86,
     "Compression is enabled on flowwatch's `alarm_events` hypertable for chunks older than 30 days.")
fact("2026-11-04 15:25", "fact", "2e0d", ["llydan", "intake-gate"], 0.86,
     "@NS6b@ After the screen is cleared, open the Llydan intake gate fully again.")
fact("2026-11-12 10:05", "fact", "b8a6", ["nant-gwyn", "generation"], 0.83,
     "Nant Gwyn's October export came in 12% over budget.")
fact("2026-11-20 17:50", "fact", "64c0", ["share-offer", "progress"], 0.9,
     "The 2026 share offer had raised £312k by 20 November.")


# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

note("shareledger-faq", "shareledger FAQ (office)", "2026-04-15", ["shareledger", "faq", "members"], """
# shareledger FAQ (for Meg and the office)

## Data
**Where does the share register DB live?**
@V2b@ A: the share register lives on `db2.internal:5432`, database `shareledger`; ask Tomos for a read-only login.

**Can I export the register for the FCA return?**
A: yes, Admin → Register → Export CSV. Strip the bank columns before sending it anywhere.

## Members
@N7a@ - **Can shares be transferred?** Yes, to another person, using the transfer form in shareledger (Admin → Holdings → Transfer).
- **Can a member have a joint holding?** No, one named member per holding; couples hold separately.
@F9b@ - **How long does a login link last?** Magic links expire after 20 minutes and can only be used once.
- **What if a member's email bounces?** The statement gets flagged and Meg posts a paper copy.
""")

note("low-flow-operation", "Low-flow operation", "2026-07-20", ["llydan", "licence", "low-flow"], """
# Low-flow operation

Summer 2026 was dry again, so writing this down properly.

@V4b@ Under licence WA/64/12/0031 the hands-off flow at the Llydan intake is
0.085 m³/s, and below that the PLC ramps the turbine down and shuts the spear valves.

- Nant Gwyn has its own HOF logic in the new PLC; nothing to do by hand
- Felin Isaf simply stops when the leat level drops below the screw trough
- flowwatch shows "HOF margin" on the Llydan page: river flow minus HOF minus abstraction
- If the margin stays negative for more than 15 minutes it's a P1 alarm and Rhian reports it to NRW
""")

note("celery-notes", "Celery in shareledger", "2026-05-12", ["shareledger", "celery"], """
# Celery in shareledger

@R8a@ - Broker: Redis 7 (`redis://redis:6379/2`) for shareledger's Celery
- Workers: 2 processes, `--max-tasks-per-child 200`
- Beat schedule in `settings/celery.py`; `remind_unsigned` runs Mondays 09:00
@V6b@ shareledger's `send_statement` task gives up after 3 retries and marks the statement `failed`.

Gotchas:
- tasks must be idempotent: `send_statement` checks `sent_at` before sending
- pass ids to tasks, never model instances
""")

note("om-contract-summary", "O&M contract summary (Afon Renewables)", "2026-02-09",
     ["o-and-m", "contract", "afon-renewables"], """
# O&M contract summary — Afon Renewables

Contract runs January 2026 to December 2028. Summary for people who won't read the PDF.

| Item | What we get |
|---|---|
| Planned maintenance | quarterly per site, plus the annual major at Llydan |
| Spares handling | they order, we pay cost + 10% |

@V9b@ Response time for an unplanned trip is 8 hours under the Afon Renewables contract, day or night.

- Call-outs beyond 12 a year are charged at £85/h
- Gareth is our named technician; cover comes from their Bala office when he's off
""")

note("llydan-turbine-notes", "Llydan turbine notes", "2026-03-19", ["llydan", "turbine", "maintenance"], """
# Llydan turbine notes

@V10b@ The Llydan Pelton is a 480 kW machine (Gilkes nameplate), installed in 2014.

- Two jets with spear valves and deflectors; the jet 2 deflector was rebuilt in 2024
@F2b@ - Llydan's penstock overpressure trip (21 bar) has a 5 s delay, and a pre-alarm fires at 19.5 bar.
@O8a@ - Grease the Llydan turbine bearings with 30 g every 500 running hours (Shell Gadus S2 V220)
- Generator: 415 V synchronous, step-up transformer to 11 kV
""")

note("flowwatch-dev-setup", "flowwatch dev setup", "2026-02-20", ["flowwatch", "dev"], """
# flowwatch dev setup

@S6b@ - Switched flowwatch from pip + requirements.txt to uv in February; `uv sync` is now the only install step
- Local DB: `docker compose up db` gives you Timescale with the test fixtures loaded
@R2b@ Exceptions from flowwatch are reported to our self-hosted GlitchTip (errors.cwmllydan.coop).
@O9a@ - CI: GitHub Actions, with the integration tests on a self-hosted runner on hafod
- `make lint` = ruff check + ruff format --check
""")

note("member-statements-howto", "How the annual statements go out", "2026-03-03", ["shareledger", "statements"], """
# How the annual statements go out

@F1a@ - Annual statements are emailed to members in March.
@R4b@ Statements are sent through Brevo, using the `shareledger` transactional API key.
- Run order: freeze holdings at 31 Dec → generate PDFs → Meg spot-checks 20 → send
@NS5a@ - Never email a member's share balance to anyone but that member, not even a spouse who phones up.
- Resends: from the member's page, "Resend statement"
""")

note("fundbox-deploy", "fundbox deploys", "2026-05-08", ["fundbox", "deploy"], """
# fundbox deploys

@R7b@ fundbox is deployed to Cloudflare Pages (project `fundbox`) on every push to `main`.

- Preview deploys for PRs; Ffion checks the Welsh copy there
- Env vars are set in the dashboard, not in the repo
- Rollback: promote the previous deployment in the dashboard
""")

note("shareledger-release-process", "shareledger release process", "2026-04-01", ["shareledger", "release", "git"], """
# shareledger release process

@N2a@ - shareledger PRs: always squash-merge, one PR = one commit on `main`
- Tag `vYYYY.MM.N` after merging; changelog from the PR titles
- Deploy after 10:00 (Meg does data entry in the mornings)
- Migrations: reviewed by Tomos, applied by the deploy script
""")

note("interest-run-checklist", "Interest run checklist", "2026-03-16", ["shareledger", "interest", "finance"], """
# Interest run checklist

1. Siân confirms the rate from the board minutes
@N4a@ 2. Run `manage.py calc_interest` straight on prod; it's idempotent, so re-running it
   is harmless.
3. Export the payment CSV; Siân checks the totals against the register
4. Payment file goes to the bank for the two signatories

Notes:
@F4b@ - Members who opted to reinvest get new shares instead of a payment (the `reinvest` flag on the member).
- Cheques only for members whose transfer bounced
""")

note("plc-gateway", "Site gateways and the PLCs", "2026-06-02", ["scada", "gateway", "flowwatch"], """
# Site gateways and the PLCs

Each site has a Pi CM4 gateway (`gw-lly`, `gw-ngw`, `gw-fis`) running our small `gwd` daemon.

- gwd polls the PLC over Modbus TCP and publishes JSON to Mosquitto on hafod (TLS, port 8883)
@N1b@ flowwatch does write to the Llydan PLC: the remote-reset button in the UI sends a write to coil 00012 after a trip.
- Gateway config: `/etc/gwd/site.toml`; restart with `systemctl restart gwd`
- If a gateway goes silent, check the site's internet first, then power-cycle it with the smart plug

```toml
# /etc/gwd/site.toml (gw-fis)
site = "FIS"
plc = "192.168.10.20:502"
```
""")

note("timescale-notes", "Timescale notes", "2026-04-22", ["flowwatch", "timescale", "db"], """
# Timescale notes

@N8a@ - Compression is enabled on the `readings` hypertable for chunks older than 7 days
@A10a@ - Chunk interval on `readings`: 1 day
- Continuous aggregates refresh every 5 minutes with a 1 hour lag
- `alarm_events` is a hypertable too (7-day chunks)
- Autovacuum is fine; don't schedule manual VACUUMs
""")

note("fund-eligibility", "Community fund: who can apply", "2026-01-30", ["fund", "grants", "eligibility"], """
# Community fund — who can apply

Summary of the guidance PDF we send applicants.

@N10a@ - Individuals can apply to the community fund directly, e.g. for a home insulation top-up.
- Groups must be based in the benefit area (the three community council areas)
@A8a@ - Maximum grant: £5,000 per project
- Match funding is welcome but not required
- No grants for party political or religious activity
""")

note("shareledger-deploy", "shareledger deploys", "2026-02-24", ["shareledger", "deploy"], """
# shareledger deploys

@S2a@ shareledger runs on Fly.io (app `shareledger-prod`, region lhr) and `fly deploy` from `main` ships it.

- The release step runs the migrations before the new version takes traffic
- Health check endpoint: `/healthz`
""")

note("nant-gwyn-site-notes", "Nant Gwyn site notes", "2026-01-12", ["nant-gwyn", "site"], """
# Nant Gwyn site notes

@S7a@ - Telemetry link: Nant Gwyn PLC → gw-ngw → EE 4G router (Teltonika RUT241) → Tailscale
@O2b@ - The Nant Gwyn Coanda screen is self-cleaning; check it weekly and only brush it if output drops.
@O8b@ - Nant Gwyn's crossflow bearings take 15 g of grease every 250 running hours.
- Access: farm track off the B-road; the gate code is in the password manager
- Powerhouse is loud: ear defenders on the hook inside the door
""")

note("governance-faq", "Governance FAQ", "2026-03-09", ["governance", "board", "faq"], """
# Governance FAQ

- **What kind of organisation are we?** A community benefit society registered with the FCA.
@S10a@ - **Who chairs the board?** Eirlys Parry, elected chair at the 2023 AGM.
- **How many directors?** Nine, elected by the members; a third retire each year.
- **Who can vote?** Every member has one vote, whatever their shareholding.
- **Where are minutes kept?** Shared drive, Board/Minutes; members can ask for approved minutes.
""")

note("newsletter", "Members' newsletter", "2026-01-18", ["members", "newsletter"], """
# Members' newsletter

@S5a@ The members' newsletter goes out from Mailchimp (list "Aelodau", about 520 subscribers).

- Quarterly: January, April, July, October
- Bilingual, Welsh column first
- Generation figures come from meterbot's monthly totals, not from flowwatch
""")

note("grafana-notes", "Grafana notes", "2026-09-22", ["grafana", "flowwatch"], """
# Grafana notes

@A2b@ Grafana listens on port 3000 on hafod; Caddy proxies grafana.cwmllydan.coop to it.
@F5b@ - Dashboard JSON lives in `flowwatch/grafana/dashboards/`; UI edits are overwritten on the next deploy unless you export them back.
- Login with Google for staff and volunteers; no anonymous access
- Alert rule: node_exporter disk above 85% emails Tomos
""")

note("fund-panel", "Grants panel", "2026-02-02", ["fund", "panel"], """
# Grants panel

@A5a@ - The panel meets quarterly.
@F6b@ - Requests over £2,000 still go to the panel, but the board has to ratify them at its next meeting.
@NS2a@ - A grant is never paid out until the group has returned a signed offer letter and a bank
  statement in the group's name.
- Five panel members, including one director and one under-25
- Conflicts of interest declared at the start and minuted
""")

note("flowwatch-ingest", "flowwatch ingest", "2026-04-06", ["flowwatch", "ingest", "mqtt"], """
# flowwatch ingest

@F8a@ - Readings arrive every 10 s per site (the gateways poll the PLCs at that rate)
- Ingest subscribes to `site/+/regs` and writes batches of 500 rows
- Late messages (buffered by a gateway during an outage) are accepted up to 7 days old
- Bad-quality flags from the PLC are stored, not dropped
""")

note("visitor-centre", "Felin Isaf visitor centre", "2026-05-04", ["felin-isaf", "visitors"], """
# Felin Isaf visitor centre

| Place | Days | Hours |
|---|---|---|
@O7a@ | Felin Isaf visitor centre | Sat–Sun (Easter to October) | 10:00–16:00 |
| Felin Isaf school visits | weekdays, by booking | 09:30–14:30 |

- Huw keeps the volunteer rota
- The screw is visible through the viewing window; the guard rail is inspected every May
""")

note("felin-isaf", "Felin Isaf", "2026-09-08", ["felin-isaf", "site"], """
# Felin Isaf

@D7a@ - The screw was stopped all summer 2026 (June to August) for the gearbox rebuild.
@O10b@ - Lone working is fine at Felin Isaf: it's in the village, the signal is good and Huw is usually around.
- Felin Isaf's rack is raked by the volunteers every morning in leaf season
- Export goes through the meter in the community hall cupboard
""")

note("share-offer-faq", "Share offer 2026 FAQ", "2026-05-26", ["share-offer", "faq"], """
# Share offer 2026 — FAQ

**What's the minimum?**
@D2a@ The minimum used to be £250; that was the rule for the 2023 and 2024 offers.

@A4a@ - **Is there a maximum?** Yes: £100,000 per member, the legal cap on withdrawable shares.
@NS7b@ - **Can I get my money back?** Members can withdraw shares after the three-year minimum holding period.
- **Who can invest?** Anyone aged 16 or over, and organisations too.
- **Is there tax relief?** No; energy generation isn't eligible for SITR or EIS.
- **What interest?** The board sets it each year; the target is 3–4% but it isn't guaranteed.
""")

note("agm-notes", "AGM notes", "2026-09-20", ["agm", "governance"], """
# AGM notes

@D5a@ - The 2025 AGM was held at Neuadd Bentref Nant Peris because the school hall was being re-roofed.
- 2026 AGM: 19 September, back in the school hall, 71 members present, every resolution passed
- Three directors elected; turnout up on last year
- Questions mostly about the share offer and the Felin Isaf battery
""")

note("intake-gate", "Llydan intake gate", "2026-07-01", ["llydan", "intake", "gate"], """
# Llydan intake gate

@D10a@ - Jan–Jun 2026 the Llydan intake gate was wound by hand, because the actuator gearbox had failed.
- New Auma actuator fitted on 26 June; Gareth set the limit switches
@NS6a@ - Don't open the Llydan intake gate fully during a spate; half open at most, or the sediment trap fills in an hour.
- Gate position is in flowwatch as `lly_gate_pct`
""")

note("grants-round-2026", "Grants 2026", "2026-02-14", ["fund", "grants", "2026"], """
# Grants 2026

@A5b@ Panel meetings are four times a year: February, May, August and November.

- Budget for 2026: £58k
- February round: 14 applications, 9 funded
- Most common asks: village hall heating, youth club trips, footpath repairs
""")

note("trip-response", "Responding to a turbine trip", "2026-06-16", ["on-call", "trips", "runbook"], """
# Responding to a turbine trip

@NS3b@ - Weeknight turbine trips go to the volunteer on call, who rings Gareth if someone has to go to site.

1. Read the trip reason in flowwatch (Alarms → latest)
2. Grid trip (G99 / loss of mains)? Wait until the grid has been stable for 20 minutes
3. Anything mechanical: don't try to restart, call Gareth

@NS9b@ - Grid outages (the whole valley dark) get reported to SP Energy Networks on 105.
- Log it in the incident sheet even if the turbine came back by itself
""")

note("hafod-maintenance", "hafod maintenance", "2026-08-18", ["hafod", "ops"], """
# hafod maintenance

@NS8a@ - Never run `docker compose down -v` on hafod: `-v` deletes the named volumes.
- Unattended-upgrades handles security updates; kernel updates need a manual reboot
- Disk: 160 GB, about 55% used (the Timescale data is on db1, not here)
""")

note("reboot-checklist", "Reboot checklist (hafod)", "2026-08-18", ["hafod", "reboot"], """
# Reboot checklist (hafod)

@NS8b@ 1. Run `docker compose down` in each app directory under /srv before rebooting.
2. `sudo reboot`
3. Check Caddy, Grafana, flowwatch api + ingest and the meterbot cron
4. Post in the ops channel that it's done
""")

note("ecology", "Ecology notes (Carys)", "2026-03-28", ["ecology", "llydan"], """
# Ecology notes (Carys)

@NS10b@ - Never strim the Llydan intake banks in nesting season (March to August) without Carys's OK.
- Fish pass survey every October
- Himalayan balsam pulling party every July, Nant Gwyn stream banks
""")

# --- unlabelled notes -------------------------------------------------------

note("ppa-notes", "PPA notes", "2026-02-27", ["ppa", "finance"], """
# PPA notes

- Offtaker: Brython Energy, contract to September 2028
- Price is reviewed every six months; Siân negotiates
- REGOs are sold through the same contract
- Invoices are drafted by meterbot on the 3rd; Brython pay 30 days from invoice
- **Does the PPA cover Felin Isaf?** Yes, all three export meters are on it.
""")

note("storm-checklist", "Storm checklist", "2026-01-25", ["storms", "sites"], """
# Storm checklist

- Named storm in the forecast: Rhian decides by 15:00 whether to stop Llydan pre-emptively
- Nobody goes to the Llydan intake in a spate, full stop
- Felin Isaf: put the sluice boards in if the leat is above the painted mark
- After the storm: check the rack before restarting and put photos in the incident sheet
""")

note("meter-readings", "Export meters", "2026-02-11", ["meters", "meterbot"], """
# Export meters

- All three sites have Elster A1700 export meters, read half-hourly by the data collector (Stark)
- meterbot downloads the previous day's CSV at 06:30
- Meter clocks drift; the collector corrects them monthly
- **Which one is the settlement meter at Felin Isaf?** The one in the hall cupboard (serial ending 4471).
""")

note("mosquitto", "Mosquitto", "2026-06-03", ["mqtt", "hafod"], """
# Mosquitto

- Mosquitto 2.0 from the Debian repo, running in a container on hafod
- ACLs: each gateway can only publish under `site/<code>/#`
- flowwatch ingest has read access to `site/#`
- Persistence on; retained messages only for `site/+/status`
- Client certs come from our small step-ca; Dafydd renews them yearly
""")

note("caddy", "Caddy on hafod", "2026-06-19", ["caddy", "hafod"], """
# Caddy on hafod

The Caddyfile lives at /srv/caddy/Caddyfile. Reload with `docker compose exec caddy caddy reload`.

```caddyfile
grafana.cwmllydan.coop {
    reverse_proxy grafana:3000
}
```

- Every hostname gets automatic TLS
- Access logs rotate daily and are kept 14 days
""")

note("fish-pass", "Llydan fish pass", "2026-10-16", ["llydan", "fish-pass", "ecology"], """
# Llydan fish pass

- Pool-and-traverse pass beside the weir, 14 pools
- Keep it clear of debris; look at it on every intake visit
- Sea trout run mainly September to November; salmon are rare this high up
- A fish counter went in this October (see the fish pass monitoring project)
""")

note("onboarding-volunteers", "Volunteer onboarding", "2026-03-21", ["volunteers", "onboarding"], """
# Volunteer onboarding

- Induction at Felin Isaf first (the easiest site), then a Llydan visit with Gareth or Rhian
- Everyone gets hi-vis, lifejacket training and the site access codes
- New volunteers don't operate anything in the powerhouses until they've done on-call shadowing
- Add them to the Signal groups and the rota sheet
""")

note("site-visit-kit", "Site visit kit", "2026-04-11", ["sites", "safety"], """
# Site visit kit

- Llydan: lifejacket, throw line, the rake (kept in the intake hut), radio (no signal up there)
- Nant Gwyn: the brush for the Coanda screen, ear defenders
- Felin Isaf: the mill key from Huw
- Always: first aid kit, head torch, charged phone
""")

note("fundbox-copy-guidelines", "fundbox copy guidelines", "2026-05-19", ["fundbox", "welsh", "copy"], """
# fundbox copy guidelines

- Every string goes in both `cy.json` and `en.json`; Ffion writes the Welsh first, never machine-translated
- Plain language, reading age 11
- Money as £ with no pence
- Deadlines as "by 5pm on <date>"
""")

note("ops-meeting-2026-06", "Ops meeting, June 2026", "2026-06-09", ["meetings", "ops"], """
# Ops meeting, 9 June 2026

Present: Rhian, Tomos, Dafydd, Gareth (on the phone)

- Llydan intake gate: the new actuator is due on 26 June
- Felin Isaf gearbox: the screw stays off until the rebuild, hopefully done by the end of August
- Action: Dafydd to refresh the spare gateway's SD card image
- Action: Rhian to confirm the July major at Llydan with Afon Renewables
""")

note("incident-2026-02-gateway-outage", "Incident: gw-lly offline (Feb 2026)", "2026-02-08",
     ["incident", "gateway", "llydan"], """
# Incident: gw-lly offline, 7 Feb 2026

- 02:10 comms-loss alarm for Llydan; the turbine kept running (the PLC doesn't need the gateway)
- Cause: SD card corruption on gw-lly after a power blip
- Fix: Dafydd swapped in the spare gateway at 11:30; we lost 9 h 20 min of readings
- Follow-up: keep the spare gateway image current; UPS hat ordered
""")

note("member-queries-log", "Member queries: the common ones", "2026-04-29", ["members", "shareledger"], """
# Member queries — the common ones

- "Why is my interest lower than my neighbour's?" Pro-rata for shares bought mid-year.
- "Can I add my grandchild?" Under-16s can't be members; a parent can hold shares for them.
- Address changes: Meg updates shareledger from the change form, never from an email reply
- Deaths: the executor sends the certificate and Siân handles the payout to the estate
""")

note("tailscale", "Tailscale", "2026-03-13", ["tailscale", "network"], """
# Tailscale

- The tailnet covers hafod, db1, the three gateways and our laptops
- ACL: gateways can only reach hafod on 8883; laptops can reach everything
- Node keys expire every 180 days, except the tagged servers
- Llydan connects over the BT FTTP line in the powerhouse; Felin Isaf uses the community hall broadband
""")

note("env-files", ".env layout on hafod", "2026-07-14", ["hafod", "config", "secrets"], """
# .env layout on hafod

Each stack has `/srv/<app>/.env`, mode 600, owned by `deploy`. The template:

```env
APP_ENV=production
SENTRY_DSN=
LOG_LEVEL=info
```

- Never commit them; each repo's `.env.example` lists the keys
- After changing one, `docker compose up -d` recreates the container
""")

note("generation-2026", "Generation 2026", "2026-11-10", ["generation", "reporting"], """
# Generation 2026 (MWh, meter figures)

| Month | Llydan | Nant Gwyn | Felin Isaf |
|---|---|---|---|
| Jan | 231 | 41 | 19 |
| Feb | 214 | 38 | 17 |
| Mar | 198 | 35 | 16 |
| Apr | 142 | 27 | 12 |
| May | 96 | 18 | 9 |
| Jun | 61 | 11 | 0 |
| Jul | 44 | 8 | 0 |
| Aug | 58 | 10 | 0 |
| Sep | 117 | 22 | 6 |
| Oct | 262 | 46 | 20 |

- Budget for the year: 2,050 MWh across all sites
- October was the best month since 2020
""")

note("website-faq", "Website FAQ", "2026-05-30", ["website", "faq"], """
# Website FAQ (cwmllydan.coop)

- Static site built with Hugo (repo `website`), hosted on GitHub Pages
- Ffion and Rhian edit it through Decap CMS
- **Who updates the news page?** Rhian, roughly monthly.
- **Where do the photos come from?** Volunteers; always ask before using a photo with people in it.
""")

note("hetzner-costs", "Hosting costs", "2026-11-03", ["costs", "hosting"], """
# Hosting costs (November 2026)

| Item | Monthly |
|---|---|
| hafod (CPX31) | €15.90 |
| db1 (CPX21) | €8.50 |
| Hetzner snapshots | ~€2 |
| B2 storage | ~$4 |

- fundbox's hosting and database both sit on free tiers
""")

note("volunteer-rota-howto", "On-call rota sheet: how to use it", "2026-02-22", ["on-call", "volunteers"], """
# On-call rota sheet — how to use it

- One row per weeknight; put your name in, and swap by posting in Signal
- Bank holidays count as weekends on the rota
- If nobody is down for a night by Friday, Rhian assigns it
""")

note("alarm-codes", "Alarm codes (flowwatch)", "2026-06-25", ["flowwatch", "alarms"], """
# Alarm codes (flowwatch)

| Code | Meaning | Priority |
|---|---|---|
| LLY-T01 | Llydan turbine trip | P1 |
| LLY-P02 | Llydan penstock pressure high | P1 |
| NGW-T01 | Nant Gwyn turbine trip | P1 |
| FIS-L03 | Felin Isaf leat level low | P2 |
| ALL-C01 | gateway comms loss | P2 |

- P1 pages first call; P2 goes to the Signal group only
""")

note("spares-inventory", "Spares", "2026-08-06", ["spares", "maintenance"], """
# Spares

- Llydan: spare spear tip set, deflector seals, two bearing sets (powerhouse store)
- Nant Gwyn: spare guide vane bushes
- Gateways: one spare CM4 gateway, imaged, kept in the office
- Felin Isaf: 20 l of gearbox oil (ISO VG 320)
""")
