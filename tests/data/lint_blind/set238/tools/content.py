"""File bodies for the set238 store (Ashgrove Tree Surgery Ltd).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory files, remnic facts under facts/, free notes under auto/.
"""
import hashlib
from datetime import datetime, timezone

FILES = {}                 # store-relative path -> full text (markers still in)
FLAT_DESCRIPTIONS = set()  # root files whose description has an unquoted ': ' on purpose
ROOT_INDEX = []            # (title, file, hook) for MEMORY.md


def _clean(body):
    return body.strip("\n") + "\n"


def root(fname, name, description, type_, title, hook, body, flat=False):
    assert type_ in ("user", "feedback", "project", "reference")
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {type_}\n---\n\n"
    FILES[fname] = fm + _clean(body)
    ROOT_INDEX.append((title, fname, hook))
    if flat:
        FLAT_DESCRIPTIONS.add(fname)


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + _clean(body)


def fact(date, time, category, confidence, tags, body):
    assert category in ("fact", "preference", "decision")
    plain = body.split("@ ", 1)[1] if body.startswith("@") else body
    h = hashlib.sha1(plain.encode()).hexdigest()
    ms = int(h[4:8], 16) % 1000
    dt = datetime.fromisoformat(f"{date}T{time}+00:00")
    epoch = int(dt.timestamp()) * 1000 + ms
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
    stem = f"{category}-{epoch}-{h[:4]}"
    taglines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{taglines}status: active\n---\n\n")
    FILES[f"facts/{date}/{stem}.md"] = fm + _clean(body)


# ---------------------------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------------------------

root("user_sam_profile.md", "sam-profile",
     "Sam Ellery, the freelance dev who maintains the four apps — working pattern, tooling, habits",
     "user", "Sam's profile", "who Sam is, when he works, how he likes to work", """
Sam Ellery is the freelance developer who built and maintains QuoteBranch, CrewLog, SurveyKit and LogStore.
Solo dev; Dan Okafor (ops manager) is the main stakeholder and signs off anything that costs money.

- Background: Django/Python mostly, picked up React Native for CrewLog in 2025.
@A9a@ - Works on Ashgrove on Tuesdays and Thursdays; other days are for other clients.
@R10a@ - Editor: Neovim (LazyVim) inside tmux; don't suggest VS Code-only tooling.
- Runs Fedora on a ThinkPad; local Postgres via podman.
- Likes small PRs and a short "why" in the PR description.
- Timezone Europe/London; answers WhatsApp from Dan on his off days only if it's an outage.
""")

root("user_dan_ops_manager.md", "dan-ops-manager",
     "Dan Okafor, operations manager and the person the apps are really for",
     "user", "Dan (ops manager)", "Dan's role, what he cares about, how decisions get made", """
Dan Okafor has been operations manager since 2022. Ex-climber (did ten years on the tools before his back went),
so he knows the arb side inside out but is not a developer.

- Sets the priorities for the apps; Megan only gets involved for money or anything customer-facing.
- Phone-first: reads everything between sites, rarely at a desk before 4pm.
- Uses the CrewLog dashboard every morning to see who's where.
- Wants running costs explained as £/month, and approves anything that adds a new monthly bill.
- Hates surprises on Monday mornings (that's when the week's jobs get shuffled).
""")

root("feedback_reply_style.md", "reply-style",
     "How to write to Dan: tone and format",
     "feedback", "Replying to Dan", "tone, length and format for anything Dan will read", """
Dan reads most of what we send on his phone, between sites.

@N7a@ - Never send Dan walls of bullet points; he reads on his phone between sites, so short plain paragraphs.
- Lead with the decision he needs to make, then the cost, then the detail.
- Plain English; explain dev acronyms (he knows arb terms, not dev ones).
- Megan gets a monthly written summary instead; that one can be more formal.

**Why:** In May he said the long technical replies "read like a contract" and he'd stopped opening them.

**How to apply:** For anything going to Dan keep it to a few short paragraphs unless he asks for more detail.
""", flat=True)

root("feedback_commit_style.md", "commit-style",
     "Commit message conventions across the app repos",
     "feedback", "Commit style", "prefixes, tone and what not to put in commits", """
- Prefix with the app: `QB:`, `CL:`, `SK:`, `LS:` — then an imperative summary ("QB: add deposit link to quote email").
- English, short, no emoji.
- No `Co-Authored-By` trailers; Sam doesn't want them.
- Reference the issue number in the body, not the title.

**Why:** Sam greps the log by prefix when a crew reports something odd.

**How to apply:** Draft commit messages only when asked, in this format.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branching, PR and merge rules for the repos in the GitHub org",
     "feedback", "Git workflow", "branch naming, PR size, merge rules", """
Applies to all four repos under the `ashgrove-trees` GitHub org.

@F7a@ - Branch names: `<initials>/<ticket>-<slug>`, e.g. `se/QB-212-deposit-link`.
- Tickets live in GitHub Issues per repo (QB-, CL-, SK-, LS- prefixes in titles).
- One PR per ticket; keep them under ~400 changed lines where possible.
@R5a@ - Merge strategy: squash-merge only, on every repo in the org.
- `main` is protected; no direct pushes (Sam included).
- Delete the branch after merge (the GitHub setting is on).

**Why:** Sam is the only dev and the history on `main` is what he reads when something breaks in the field.

**How to apply:** Name branches as above, open PRs against `main`, never push to `main` directly.
""")

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules for QuoteBranch: when and how",
     "feedback", "Deploy rules", "when QuoteBranch may ship and how it ships", """
@N2a@ - Don't deploy QuoteBranch on a Friday: Leanne runs the weekly invoice batch on Friday afternoons and a broken deploy blocks it.
@S9a@ - Since September QuoteBranch deploys go through the `deploy.yml` GitHub Actions workflow (manual dispatch);
  the old `deploy.sh` was removed from qb-prod, so don't ssh in to deploy.
- After a deploy, click through one quote and one invoice on prod before calling it done.
- LogStore is different: previews are promoted on merge and rollback is one click, so any weekday is fine there.
- CrewLog app releases go through EAS Update for JS-only changes; store builds need Dan's OK.

**Why:** March 2026 — a late-week deploy broke the invoice export and Priya couldn't finish month-end.

**How to apply:** If Sam wants to ship QuoteBranch late in the week, suggest Thursday morning instead.
""", flat=True)

root("feedback_code_review.md", "code-review",
     "Review rules Sam holds himself to even as a solo dev",
     "feedback", "Code review", "what gets a second look before merge", """
Sam is the only dev, so "review" mostly means Sam reviewing his own PRs the next morning, but a few rules hold.

@N5a@ - Don't auto-merge Dependabot PRs on QuoteBranch, not even patch bumps; Sam reads the changelog first.
- Migrations get a second look the day after they're written, before merge (fresh eyes).
- Screenshots in the PR for any change to the quote PDF template.
- CrewLog UI changes: attach a screen recording from a real XCover, not the emulator.

**Why:** In 2025 a "patch" release of a form library changed validation behaviour and broke the booking form for a week.

**How to apply:** When suggesting workflow automation, leave QuoteBranch dependency merges manual.
""")

root("feedback_dependency_updates.md", "dependency-updates",
     "How dependency updates are scheduled across the repos",
     "feedback", "Dependency updates", "bots, cadence and upgrade seasons", """
- Dependabot runs weekly (Monday 06:00) on QuoteBranch, CrewLog and SurveyKit.
- LogStore uses Renovate instead; its config auto-merges patch updates for dev dependencies only.
- Expo SDK upgrades happen once a year in winter (the quiet season), never mid-season.
- Group Django and the django-* packages into one PR.
- Security advisories jump the queue whatever the season.

**Why:** Spring and summer are the busy months for the crews; a broken CrewLog in April costs real money.

**How to apply:** Propose big upgrades for November–February.
""")

root("feedback_testing.md", "testing",
     "Testing conventions per app",
     "feedback", "Testing", "how each app is tested and why", """
- QuoteBranch tests run against real Postgres (a service container in CI), never SQLite — the pricing queries use Postgres-only features.
- Freeze time with `time-machine` for anything involving nesting-season dates or quote expiry.
- CrewLog API: vitest; the mobile app has a handful of Maestro flows Sam runs on the spare phone before a store build.
- SurveyKit: golden-file tests compare the rendered HTML, not the PDF bytes (WeasyPrint output isn't byte-stable).
- LogStore: Playwright smoke test of checkout against Stripe test mode.

**Why:** Date bugs around the nesting season bit us twice in spring 2026.

**How to apply:** Any new date logic gets a frozen-time test on both sides of 1 March.
""")

root("feedback_migrations.md", "db-migrations",
     "Rules for QuoteBranch schema and data migrations",
     "feedback", "Migrations", "reversibility, backups, squashing", """
@F3a@ - Every QuoteBranch migration has to be reversible (`migrate <app> <previous>` must work).
@NS4a@ - Never run a migration against prod without a fresh `pg_dump` taken first.
- Don't mix schema and data changes in one migration.
- Don't squash migrations during the season; the yearly squash happens in January.

**Why:** The May 2026 rate-card migration had to be rolled back by hand at 7am with Leanne waiting to send quotes.

**How to apply:** When writing a migration, write the reverse too and say how it was tested.
""")

root("feedback_customer_comms.md", "customer-comms",
     "Rules for anything the apps send to customers",
     "feedback", "Customer comms", "emails, texts and invoices that go to customers", """
@N3a@ - Always attach the quote PDF to the quote email; plenty of our customers won't click links.
@NS2a@ - Invoices are never issued without the completion photos attached.
@NS6a@ - Don't text customers after 20:00 about quotes, invoices or scheduling.
- Sign emails "Leanne at Ashgrove", never from Sam and never from a no-reply address.
- Mention the nesting-season check in any spring quote so nobody's surprised on the day.

**Why:** Most of our domestic customers are retired and ring the office the moment something looks odd.

**How to apply:** Check every new template or message against these before it ships.
""")

root("feedback_secrets.md", "secrets-handling",
     "Where secrets live and what never to do with them",
     "feedback", "Secrets", "storage and handling of credentials", """
- Secrets live in Bitwarden (org vault "Ashgrove Apps"); never paste them into chat or commit them.
- Fly secrets for crewlog-api are set with `fly secrets set`, never in `fly.toml`.
- `.env` files are git-ignored in every repo; `.env.example` lists the keys without values.
- Rotate the Xero and Stripe keys when anyone with vault access leaves.

**Why:** A contractor in 2024 (before Sam) committed a Stripe key to a public gist.

**How to apply:** If a secret shows up in a diff or a log, stop and tell Sam before anything else.
""")

root("reference_env_vars.md", "env-vars",
     "Environment variables per app and environment (names and non-secret values)",
     "reference", "Env vars", "which variables each app reads, per environment", """
# Env vars (secret values are in Bitwarden, not here)

## QuoteBranch (prod)
@V5a@ - `DATABASE_URL`: `postgres://quotebranch@127.0.0.1:5432/quotebranch` — Postgres runs on qb-prod itself, same box as the app.
- `DJANGO_SETTINGS_MODULE=quotebranch.settings.prod`
- `ALLOWED_HOSTS=quotes.ashgrovetrees.co.uk`
- `XERO_CLIENT_ID` / `XERO_CLIENT_SECRET` — the Xero app is called "QuoteBranch sync".
- `STRIPE_SECRET_KEY` — used for the deposit payment links.

## QuoteBranch (staging)
- `DATABASE_URL`: `postgres://quotebranch@127.0.0.1:5433/quotebranch_staging` on qb-staging.
- gunicorn on qb-staging binds `127.0.0.1:8000`.

## CrewLog API
- `PHOTOS_BUCKET=crewlog-photos`, plus `R2_ACCOUNT_ID` / `R2_ACCESS_KEY_ID` / `R2_SECRET_ACCESS_KEY`.
- `PORT=8080` (matches `internal_port` in `fly.toml`).

## LogStore
- `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET` (separate Stripe account from QuoteBranch's).
- `RESEND_API_KEY`.

```env
# qb-staging .env (non-secret bits)
DJANGO_SETTINGS_MODULE=quotebranch.settings.staging
DATABASE_URL=postgres://quotebranch@127.0.0.1:5433/quotebranch_staging
ALLOWED_HOSTS=staging.quotes.ashgrovetrees.co.uk
```
""")

root("reference_infrastructure.md", "infrastructure",
     "Hosts, domains, backups, limits and monitoring for the apps",
     "reference", "Infrastructure", "servers, DNS, backups, limits, monitoring", """
# Infrastructure

## Hosts
- `qb-prod` — Hetzner Cloud CX32, Falkenstein (fsn1), Debian 12. Runs QuoteBranch behind Caddy.
- `qb-staging` — Hetzner CX22 in the same region; wiped and reseeded from an anonymised dump monthly.
- Office NAS — Synology DS220+ at Filton (shared drive, scanned paperwork, the JobsDB Access file).
- DNS for `ashgrovetrees.co.uk` is on Cloudflare.

## Domains
- `quotes.ashgrovetrees.co.uk` → qb-prod
- `logs.ashgrovetrees.co.uk` → LogStore
- `api.crewlog.ashgrovetrees.co.uk` → crewlog-api (CNAME to the Fly app)

## Backups
@A7b@ - Backups: QuoteBranch is dumped every night at half past two (UTC) and shipped to Backblaze B2.
- CrewLog photos aren't backed up separately; R2 is treated as durable.
- The NAS runs Hyper Backup to a USB disk every Sunday; Leanne swaps the disks monthly.

## Limits
@A10a@ - Uploads to QuoteBranch are capped at 10 MB by Caddy (`request_body max_size 10MB`).
- CrewLog compresses photos on the phone to roughly 1.5 MB before upload.
- LogStore takes no uploads at all.

## Monitoring
- Better Stack checks the three public hostnames every 3 minutes and texts Sam.
""")

root("reference_people_and_roles.md", "people-and-roles",
     "Who is who — staff, freelancers and what each person owns",
     "reference", "People and roles", "staff, freelancers, who owns what", """
# People

## Megan Ashworth — director
- Founded the firm in 2011; ISA-certified arborist, still does the big consultancy jobs herself.
- Signs off anything over £5k and every council tender.

## Dan Okafor — operations manager
- Runs the crews' week, approves spend, main contact for the apps.

## Leanne Hart
@D6b@ - Office manager: quotes, bookings, invoicing and most customer calls.
- Works Mon–Fri 08:30–16:30 at Filton.

## Tomasz "Tomek" Wójcik — crew A leader, head climber
- Keeps the LOLER kit register and trains the new starters on pre-use checks.
- CS38/39 holder and aerial rescue instructor.

## Rhys Pritchard — crew B leader, H&S lead
@R6a@ - Owns the 24/7 emergency callout line and its rota.
- Runs the monthly toolbox talk and keeps the master copy of the safety rules.

## Jordan Mills — apprentice climber (2nd year, crew A)
@NS10a@ - Doesn't use a chainsaw aloft yet; his CS39 assessment is booked for January.

## Kofi Mensah — groundsman, chipper operator, driver
- Drives the 7.2t Iveco; has C1E so he can tow the chipper.

## Helen Cho — consulting arborist (freelance)
- Writes the BS5837 surveys and reports with SurveyKit; invoices us monthly.

## Priya Nair — bookkeeper (external)
- Does the Xero reconciliation and VAT returns; in the office on Wednesdays.

## Sam Ellery — developer (freelance)
@A9b@ - In on Tue + Thu; the rest of the week he's on other contracts.
@NS3b@ - First escalation point for any app outage (QuoteBranch, CrewLog, LogStore).
""")

root("reference_yards_and_hours.md", "yards-and-hours",
     "The three yards, what each is for and their hours",
     "reference", "Yards and hours", "which yard does what and when it's open", """
# Yards and hours

@V9a@ - **Filton** (HQ, office, crew A): gates 07:00–17:30 Mon–Fri.
@D7b@ - **Keynsham**: crew B's base; 07:30–16:30 weekdays, no office.
@NS7b@ - **Pucklechurch** (chip + firewood yard): green waste from jobs gets tipped here most days.
- Firewood collections at Pucklechurch are Saturdays 09:00–12:00, pre-booked through LogStore.
- The office phone is answered 08:30–16:30; outside that callers hear the emergency-line message.
- Crews aim to be on site by 08:00; the first job of the day is loaded the night before.
""")

root("reference_pricing.md", "pricing",
     "Price list and payment terms: day rates, deposits, firewood",
     "reference", "Pricing", "rate card, deposit rule, payment terms, firewood prices", """
# Pricing (2026, ex VAT)

| Item | Price | Notes |
|---|---|---|
@V10a@ | Climbing crew (3 + chipper) | £1,150/day | ex VAT |
| Hedge crew (2) | £780/day | conifer and beech hedges |
| Stump grinding | from £90/stump | access permitting |
@O10a@ | Seasoned hardwood logs | £120 per builder's bag | delivered |
@F2a@ | Deposit | 25% on jobs over £1,500 | Stripe payment link |

@V3a@ - Quotes are valid for 60 days from issue.
@A5a@ - Domestic invoices are due within 14 days of issue.
- Survey fees (Helen's BS5837 work) are quoted separately, per site.
- We're VAT registered; everything above is ex VAT.
""", flat=True)

root("reference_safety_rules.md", "safety-rules",
     "Site safety rules: climbing, chainsaws, chipper, weather",
     "reference", "Safety rules", "climbing, weather, chainsaw and chipper rules", """
# Site safety rules

Rhys keeps the master copy (H&S folder on the NAS); this is the working summary.

## Climbing
@N1a@ - Nobody climbs without a second, aerial-rescue-trained climber on site — no exceptions, however short the job.
@V2a@ - Climbing kit (harnesses, ropes, karabiners, friction hitches) gets a LOLER thorough examination every 6 months, recorded in CrewLog.
- Pre-use check of all kit by the climber every morning, logged in CrewLog.
- The rescue plan for the site is written on the job sheet before the first climb.

## Weather
@V4a@ - No climbing when gusts above 35 mph are forecast for the site (Met Office app, checked at 06:00).
- Lightning: everyone out of the trees and away from the chipper until 30 minutes after the last thunder.
- MEWP work follows the machine's own wind limit — see the hire sheet.

## Chainsaws
@F5a@ - Chainsaw work needs the matching ticket: CS30/31 on the ground, CS38/39 for climbing and aerial cutting.
@A6a@ - Saws run on Aspen 2 alkylate, pre-mixed at 50:1.
- Saws go to the Stihl dealer in Yate for a service every 3 months.

## Chipper
@N6a@ - Always switch the chipper engine off before clearing a blocked infeed.
- Exclusion zone of 10 m round the infeed for anyone not in chipper PPE.
- Ear defenders and a visor for whoever is feeding.
""", flat=True)

root("reference_fleet_and_kit.md", "fleet-and-kit",
     "Vehicles, chippers and big kit, and where each lives",
     "reference", "Fleet and kit", "vehicles, chippers, grinder, saws", """
# Fleet and kit

@D1b@ - Chipper: Timberwolf TW 280, road-tow, kept at Filton (crew A).
- Crew B chipper: Forst TR6 tracked, kept at Keynsham.
@S7a@ - Stump grinder: Predator 38 (towable), lives at Keynsham.
@NS9a@ - The chipper never starts the day without the e-stop / feed-bar test logged in CrewLog.
- Vehicles: Iveco Daily 7.2t tipper (crew A), Iveco Daily 3.5t tipper (crew B), two Ford Rangers.
- Chipper service every 250 hours or 12 months, whichever comes first (dealer does it).
- MEWPs are hired, never owned; the hire firm does their 6-monthly thorough examinations.
- Each crew carries a Stihl MS 201 TC-M top-handle, an MS 462 and an MS 500i.
- Winch: Portable Winch PCW5000, kept at Filton.
""")

root("reference_vendors.md", "vendors",
     "Suppliers, hire firms, insurance and accounts",
     "reference", "Vendors", "who we buy from, hire from and insure with", """
# Vendors and accounts

- Stihl dealer: Yate Garden Machinery (saw servicing, parts).
- MEWP hire: Nationwide Platforms, Bristol depot (Leanne books, two working days' notice).
@A4a@ - Public liability: £10m, through Lockhart Brokers; renews 1 April.
- Employers' liability: £5m, same broker.
- Accounting: Xero (Priya has adviser access).
- Fuel cards: Allstar, one per vehicle.
- Bank: Starling business account; LogStore payouts land in a separate Starling space.
""")

root("reference_runbooks.md", "runbooks",
     "Short runbooks for when an app misbehaves",
     "reference", "Runbooks", "what to do when an app is down or stuck", """
# Runbooks (short)

## QuoteBranch is down
1. Check Better Stack; if only `quotes.` is red, ssh to qb-prod.
2. Look at the service and the proxy:

```bash
sudo systemctl status quotebranch caddy
sudo journalctl -u quotebranch -n 200
sudo systemctl restart quotebranch
```

3. If it looks like the database, ring Sam rather than restarting anything else.

Caddyfile on qb-prod for reference:

```
quotes.ashgrovetrees.co.uk {
    request_body {
        max_size 10MB
    }
    reverse_proxy 127.0.0.1:8010
}
```

## CrewLog sync stuck
- Ask the crew to pull-to-refresh; if that fails, `fly logs -a crewlog-api` and ring Sam.

## LogStore checkout failing
- Check the Stripe status page first, then Better Stack, then ring Sam.
""")

root("reference_glossary.md", "arb-glossary",
     "Arboriculture terms that show up in tickets and customer notes",
     "reference", "Arb glossary", "tree-work vocabulary for reading tickets", """
- **Crown reduction** — reducing the height/spread of the crown by pruning back to suitable growth points.
- **Crown lift** — removing lower branches to a given clearance over a road or garden.
- **Deadwooding** — removing dead branches; often combined with a reduction.
- **Sectional felling / dismantle** — taking a tree down in pieces, usually rigged down on ropes.
- **SRT / DdRT** — single rope technique / doubled rope technique for climbing.
- **TPO** — Tree Preservation Order, made by the local council to protect a tree or a woodland.
- **s211 notice** — the notice for work on trees in a conservation area.
- **BS5837** — the British Standard for trees in relation to design, demolition and construction.
- **RPA** — root protection area, from BS5837.
- **MEWP** — mobile elevating work platform (cherry picker).
- **LOLER** — Lifting Operations and Lifting Equipment Regulations 1998.
- **Brash** — the small branches and twigs that go through the chipper.
""")

root("project_quotebranch_overview.md", "quotebranch-overview",
     "QuoteBranch — the office app for quotes, scheduling and invoicing; stack and hosting",
     "project", "QuoteBranch overview", "what QuoteBranch does, its stack and hosting", """
# QuoteBranch

Quoting, scheduling and invoicing web app used by the office (Leanne, Dan) since spring 2026.
Repo `ashgrove-trees/quotebranch`.

## Stack
@D10b@ - Django 5.1 + HTMX, server-rendered, no SPA.
- Postgres 16.
- Quote PDFs rendered with WeasyPrint (see project_quote_pdf).
@R1a@ - Errors: Sentry (project `quotebranch`, EU data region).
@R3a@ - Transactional email (quotes, invoices): Postmark, server `quotebranch-prod`.
- Deposits via Stripe payment links; invoices pushed to Xero (see project_xero_sync).

## Hosting
@V1a@ - Prod: gunicorn binds `127.0.0.1:8010` on `qb-prod`; Caddy terminates TLS and proxies to it.
- Staging lives on `qb-staging`, see reference_env_vars.
@O1b@ - CI: GitHub Actions (pytest + ruff) must pass before merge.

## Main objects
- Customer → Site → Job → Quote (versioned) → Invoice.
- A job has one crew and one or more days; dayworks are priced from the rate card.
""")

root("project_crewlog_overview.md", "crewlog-overview",
     "CrewLog overview: mobile app + API, stack, hosting",
     "project", "CrewLog overview", "the crew app and its API — stack, hosting, repo layout", """
# CrewLog

Crew-facing app: job sheets, pre-climb checklists, rescue plans, kit checks, photos, timesheets.

## App
- Expo (SDK 52) React Native, TypeScript; Android only.
@D5b@ - Installed on every crew phone (seven Samsung XCover 7s).
@O2b@ - Crash reporting: Bugsnag (Expo config plugin).
- Offline-first; see project_offline_sync.

## API
@D3b@ - API: Fastify (Node 20) on Fly.io, app `crewlog-api`, London region.
@R9a@ - DB: Neon Postgres (eu-west-2), with a branch per preview deploy.
@S6b@ - `/api/v1/*` is deprecated since the v2 rollout in August; timesheet exports come from `/api/v2/timesheets` only.

## Repo
@R2a@ - Monorepo (`apps/mobile`, `apps/api`) managed with pnpm workspaces.
- Photos go to R2 — see project_photo_storage.
""", flat=True)

root("project_surveykit_overview.md", "surveykit-overview",
     "SurveyKit — Helen's BS5837 survey report generator",
     "project", "SurveyKit overview", "what SurveyKit produces and how it is built", """
# SurveyKit

Helen's tool for BS5837 tree surveys: takes the field data and produces the report, tree schedule and tree constraints plan.

- Typer CLI: `surveykit render <site-folder>`.
@V6a@ - Python 3.11 — WeasyPrint's GTK dependencies on Helen's Windows laptop broke under 3.12, so we stay on 3.11.
- Dependencies managed with Poetry.
@D8b@ - Renders each report to PDF with WeasyPrint from Jinja2 templates.
@F10a@ - Reports use the BS5837:2012 retention categories (A, B, C and U).
@R7a@ - CI: GitHub Actions — pytest plus rendering the sample survey to PDF on every push.
- RPAs computed as 12× stem diameter, capped at a 15 m radius.
""")

root("project_logstore_overview.md", "logstore-overview",
     "LogStore — the firewood and woodchip web shop",
     "project", "LogStore overview", "the firewood shop's stack, hosting, payments, delivery", """
# LogStore

Online shop for firewood, kindling and woodchip, launched February 2026.

- Next.js 14 (App Router), TypeScript.
@O4b@ - Plain npm (`package-lock.json` committed).
@R4a@ - Hosted on Vercel (Pro plan), domain `logs.ashgrovetrees.co.uk`.
@NS8a@ - LogStore never stores card details; Stripe Checkout handles the payment page.
@O8b@ - Order confirmations and delivery-slot emails: Resend.
@A8a@ - Delivery is free within 10 miles of the Pucklechurch yard; £15 flat from 10 to 25 miles.
- Delivery days are Tuesday and Friday; Kofi drives.
- Customer accounts are magic-link only, for repeat orders.
""")

root("project_photo_storage.md", "photo-storage",
     "Where CrewLog photos go and the rules around them",
     "project", "Photo storage", "CrewLog photo storage, limits and retention", """
@F6a@ - Photos land in the Cloudflare R2 bucket `crewlog-photos`, keyed by job id.
@V7a@ - CrewLog caps photos at 20 per job (before, after, rescue plan, damage); the app refuses the 21st.
- Originals are deleted after 2 years unless the job is flagged for an insurance claim.
- Uploads are presigned PUTs issued by the API; the phone never holds R2 credentials.
""")

root("project_sms_reminders.md", "sms-reminders",
     "Customer reminder texts sent by QuoteBranch",
     "project", "SMS reminders", "reminder texts before jobs", """
@V8a@ Customers get an SMS reminder 48 hours before the crew is due, with the crew leader's name.

- The reminder sweep runs hourly between 08:00 and 20:00 and picks up jobs whose start falls in the window.
- Customers can reply STOP; Leanne sees opt-outs on the customer page.
- Storm callouts don't get a reminder, obviously.
""")

root("project_background_jobs.md", "background-jobs",
     "QuoteBranch background jobs and the worker that runs them",
     "project", "Background jobs", "QuoteBranch's async jobs and worker", """
# QuoteBranch background jobs

@S1b@ In June 2026 we migrated QuoteBranch's background jobs from Celery + Redis to Procrastinate,
which keeps its queue in the existing Postgres, so Redis is gone from the box.

Jobs:
- `send_sms_reminders` — hourly sweep.
- `push_invoice_to_xero` — on invoice issue.
- `render_quote_pdf` — on quote send.
- `expire_quotes` — nightly.

The worker runs as the `qb-worker` systemd unit; logs go to journald.
""")

root("project_backups.md", "qb-backups",
     "QuoteBranch database backups and restore testing",
     "project", "Backups", "how QuoteBranch is backed up and restore-tested", """
@A7a@ - `pg_dump` runs nightly at 02:30 UTC (systemd timer `qb-backup.timer`).
- Output is compressed with zstd and pushed to the B2 bucket `ashgrove-qb-backups` with rclone.
@A1a@ - Dumps are kept for 30 days; a B2 lifecycle rule deletes anything older.
- Restore test: first Tuesday of each quarter, into qb-staging.
- CrewLog isn't covered by this job; its database provider has its own point-in-time restore.
""")

root("project_nesting_season.md", "nesting-season",
     "How bird nesting season changes what we book and how we work",
     "project", "Nesting season", "nest checks and booking limits in spring and summer", """
@F1a@ - Between 1 March and 31 August every tree gets a nest check before any work starts.
@N4a@ - Hedge cutting is never booked between 1 March and 31 August.
- Active nest found → work on that tree stops, photos go in CrewLog, Dan decides on the reschedule.
- Bats are a separate check (ground-level roost assessment), all year round.
""")

root("project_tpo_workflow.md", "tpo-workflow",
     "Handling protected trees — TPOs and conservation areas",
     "project", "TPO workflow", "checks and consents for protected trees", """
@F9a@ - Before quoting, Leanne checks the council maps for a TPO or conservation area on every tree in the job.
@N9a@ - Work on a TPO tree must not start until the council's written consent is in the job file.
- Applications go through the Planning Portal; Helen writes the arboricultural justification for the bigger ones.
- Bristol, South Glos and BANES all have online TPO maps; BANES is the slowest to answer questions.
""")

root("project_offline_sync.md", "offline-sync",
     "CrewLog offline behaviour and sync rules",
     "project", "Offline sync", "how CrewLog behaves with no signal", """
@F4a@ - CrewLog queues every write in local SQLite and syncs it when signal comes back.
@N10a@ - The pre-climb checklist must open with no signal at all; never make it depend on the API.
- Conflicts: last-write-wins per field, except timesheets (server wins).
- Sync status shows as a coloured dot in the header (green / amber / red).
""")

root("project_storm_callouts.md", "storm-callouts",
     "Emergency and storm callouts — pricing and standby",
     "project", "Storm callouts", "how emergency work is staffed and charged", """
@F8a@ - Daytime emergency callouts are charged at 1.5× the crew day rate.
@D9b@ - Outside storm weeks, one crew is on emergency standby each weekend.
- Callouts come in on the 24/7 line and are logged in QuoteBranch as an "emergency" job type.
- Make-safe first; the full clearance is quoted separately afterwards.
""")

root("project_xero_sync.md", "xero-sync",
     "How QuoteBranch pushes invoices into the accounts",
     "project", "Xero sync", "invoice push, retries and matching", """
- QuoteBranch pushes issued invoices to Xero as drafts via the Xero API (OAuth2, token refreshed every 30 minutes).
@O6a@ - Failed invoice pushes to Xero are retried up to 5 times with exponential backoff, then flagged on the dashboard.
- Contacts are matched on email first, then postcode.
- Priya approves the drafts in Xero every Monday.
""")

root("project_quote_pdf.md", "quote-pdf",
     "The QuoteBranch quote PDF — template and contents",
     "project", "Quote PDF", "what goes into a quote PDF and where the template lives", """
- Template: `quotes/templates/pdf/quote.html`, rendered with WeasyPrint.
- Contents: site map, numbered tree list with the work per tree, before photos, price table, terms page.
- Regenerated on every new quote version; old versions stay downloadable from the job page.
- The terms page is a separate template Megan edits through the Django admin.
""")

root("project_loler_tracking.md", "loler-tracking",
     "The kit register inside CrewLog",
     "project", "LOLER tracking", "how CrewLog tracks climbing and rigging kit", """
- Every item in the register has a serial, an in-service date and a "next exam due" date from the last inspection report.
- Items past their due date turn red and can't be picked in a pre-climb checklist.
- Withdrawn kit stays in the register (marked withdrawn) for the audit trail.
- Tomek gets a weekly summary of anything coming due in the next month.
""")

root("project_mewp_bookings.md", "mewp-bookings",
     "Hiring and running MEWPs on jobs",
     "project", "MEWP bookings", "how cherry pickers are booked and staffed", """
- MEWPs come from the hire firm (see reference_vendors); Leanne books them once the job date is fixed.
- The operator needs IPAF 1b/3a; the ground person must be able to use the ground controls.
- Wind limits are the machine's, from the hire sheet, not our climbing rule.
- QuoteBranch adds the hire as a cost line on the quote at cost plus 10%.
""")


# ---------------------------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------------------------

auto("loler-kit-register", "LOLER kit register - how it works", "2026-02-12", ["safety", "loler", "climbing"], """
# LOLER kit register — how it works

Tomek keeps the register; CrewLog has held the digital copy since January.

- Every item has a serial, an in-service date and a "next exam due" date.
@V2b@ - Harnesses, climbing lines and karabiners get their LOLER thorough examination once a year, by the insurer's engineer (Tomek books it).
- Anything retired gets cut up the same day and marked "withdrawn" — never just binned whole.
- Rigging kit (lowering ropes, blocks, the Port-a-Wrap) is on the same register, separate tab.

## FAQ
**Who can withdraw kit?** Any climber, on the spot. Only Tomek can reinstate it.

**What if the exam date passes mid-job?** Finish the descent, don't start another climb with it.
""")

auto("storm-season-notes", "Storm season notes (winter 25/26)", "2026-03-02", ["storms", "safety", "crews"], """
# Storm season notes (winter 25/26)

@D9a@ During the February 2026 storms both crews were on emergency work seven days a week for about ten days.
Leanne kept a whiteboard list of callouts in the office as a backup.

## Weather calls
@V4b@ Rule of thumb from Tomek: climbing stops once gusts reach 45 mph on the site forecast,
whatever the job and however close we are to finishing.

- MEWP: follow the hire sheet, not our climbing rule.
- Lightning as per the safety sheet.

## What went well / badly
- Photos from CrewLog were gold for the loss adjusters on the insurance claims.
- Fuel ran out at Keynsham on day 4 — keep two extra 25 L drums of alkylate in storm season.
- Customer texts with the crew's ETA saved the office a lot of calls.
""")

auto("crewlog-faq", "CrewLog FAQ (for crews)", "2026-06-02", ["crewlog", "faq", "crews"], """
# CrewLog FAQ (for crews)

**Q: How many photos can go on one job?**
@V7b@ Up to 30 photos can be attached to a single job.

**Q: Does the pre-climb checklist work offline?**
@N10b@ No — the checklist needs a data connection to start, because it downloads the site's aerial rescue plan first.

**Q: My timesheet shows the wrong crew.**
Ask Dan to move you in the crew screen; don't make a second account.

**Q: Can I use my own phone?**
No, only the crew XCovers are enrolled.
""")

auto("quoting-faq", "Quoting FAQ (office)", "2026-04-16", ["quoting", "pricing", "faq"], """
# Quoting FAQ (office)

**What's the day rate for a full climbing crew?**
@V10b@ £1,250 + VAT for a full day with the three-person climbing crew and the chipper.

**Do we charge for quotes?**
No, domestic site visits are free within our area; BS5837 surveys are charged.

**How do we price a hedge job?**
By the day at the two-person hedge crew rate, plus tipping if we can't chip on site.

**Stump grinding on a quote?**
Separate line per stump, so the customer can drop it if they want.
""")

auto("crewlog-dev-setup", "CrewLog dev setup", "2026-01-27", ["crewlog", "dev", "setup"], """
# CrewLog dev setup

@R2b@ CrewLog is a Yarn 4 workspace — run `yarn` at the repo root and don't mix in npm.

```bash
yarn
yarn workspace api dev
yarn workspace mobile start --android
```

- The API reads `.env` from `apps/api`; copy `.env.example` first.
- The Android emulator is painfully slow on Sam's laptop, so test on the spare XCover.
- Expo Go won't work (custom native modules) — use the dev client build.
""")

auto("logstore-notes", "LogStore notes", "2026-02-20", ["logstore", "firewood", "shop"], """
# LogStore notes

@R4b@ LogStore is deployed on Netlify from the `main` branch, with a preview for every PR.
@O10b@ Kiln-dried logs are £145 per builder's bag.

- Kindling: £6 a net, three nets for £15.
- Stock is a plain number per product that Kofi updates from his phone.
- Out-of-stock products stay visible with a "back in October" note.
""")

auto("ci-notes", "CI notes per repo", "2026-05-05", ["ci", "dev"], """
# CI notes

- QuoteBranch: GitHub Actions with a Postgres service container, about 4 minutes a run.
- CrewLog API: GitHub Actions, vitest + `tsc --noEmit`.
@R7b@ SurveyKit's CI is on CircleCI (free plan); the config is in `.circleci/config.yml`.
- LogStore: lint and typecheck run in a GitHub Actions job on every PR.

Flaky test list lives in the QB repo wiki; nothing flaky elsewhere right now.
""")

auto("office-howto", "Office how-to (Leanne's notes)", "2026-01-15", ["office", "howto"], """
# Office how-to (Leanne's notes, typed up by Dan)

@D6a@ Before Leanne joined in 2024, Megan did all the quoting and bookings herself.

## Customers
@S4a@ New customers get added to `JobsDB.accdb` on the office NAS before the site visit.
- Search by postcode first; lots of repeat customers have moved house within the area.

## Money
@R8a@ Payroll is run by Priya in BrightPay, monthly.
- Petty cash tin is in the top drawer; receipts go in the envelope for Priya.

## Phones
- Outside office hours the answerphone message gives the 24/7 number.
""")

auto("month-end", "Month-end checklist", "2026-06-01", ["finance", "month-end"], """
# Month-end checklist

@R8b@ Priya runs payroll in Xero Payroll on the last Friday of the month.
@A5b@ Domestic customers get two weeks to pay; Priya chases on day 15.

- Approve the Xero drafts pushed from QuoteBranch.
- Reconcile Stripe payouts (QuoteBranch deposits and LogStore sales are two separate Stripe accounts).
- Check the fuel card statement against the vehicle logs.
- VAT quarters end Mar / Jun / Sep / Dec.
""")

auto("sam-setup-notes", "Sam's setup notes", "2026-02-03", ["dev", "sam"], """
# Sam's setup notes

@R10b@ Sam works in VS Code with the Django and Python extensions, plus the Expo tools for CrewLog.

- Local Postgres 16 in podman for QuoteBranch.
- `fly` CLI logged in with his own account, added to the Ashgrove org.
- The spare XCover on his desk is the CrewLog test device.
""")

auto("quote-emails", "Quote emails - how they look", "2026-05-08", ["quotebranch", "email", "customers"], """
# Quote emails — how they look

@N3b@ Quote emails never carry the PDF as an attachment — the customer gets a signed link to the quote page,
which keeps us out of spam folders and means they always see the latest version.

- Subject: "Your tree work quote from Ashgrove — <site address>".
- The link stops working when the quote expires.
- The quote page has Accept and Ask-a-question buttons.
- LogStore order emails are completely separate and come from a different sender.
""")

auto("chipper-notes", "Chipper notes (Kofi)", "2026-07-10", ["chipper", "kit", "crews"], """
# Chipper notes (Kofi)

@N6b@ If the infeed jams, reverse the rollers and clear it with the engine still running — no need to shut it down.
@NS9b@ On big clearance jobs the chipper runs more or less all day.

- Conifer and ivy jam it most; feed them butt-first, mixed in with hardwood.
- Blades get turned every 25 hours and swapped at 50.
- Chip goes to Pucklechurch or straight out to allotments on the giveaway list.
""")

auto("quotebranch-roadmap", "QuoteBranch roadmap (autumn 2026)", "2026-08-20", ["quotebranch", "roadmap"], """
# QuoteBranch roadmap (autumn 2026)

@N8b@ Decided to add customer accounts to QuoteBranch so clients can log in and see their past quotes and invoices.

- Recurring maintenance contracts (councils, housing associations) as a job template.
- Better map view for the week's jobs.
- Not doing: online booking of site visits (Leanne wants to talk to people first).
""")

auto("qb-dev-setup", "QuoteBranch dev setup", "2026-01-22", ["quotebranch", "dev", "setup"], """
# QuoteBranch dev setup

@S2b@ QuoteBranch's dependencies are pinned with pip-tools: edit `requirements.in`, then run `pip-compile` and commit both files.

- Local Postgres 16 in podman on port 5432.
- `./manage.py runserver` on port 8000 is fine locally.

```bash
cp .env.example .env
./manage.py migrate
./manage.py loaddata demo_rates
```

- The `demo_rates` fixture has a made-up rate card, not the real one.
""")

auto("sms-gateway", "SMS gateway", "2026-02-11", ["sms", "quotebranch", "customers"], """
# SMS gateway

@S3b@ QuoteBranch sends its SMS through Textlocal; Leanne tops up the credits when the low-balance email arrives.
@O6b@ A failed reminder text is retried twice, then Leanne gets an email to ring the customer.

- Sender ID shows as ASHGROVE.
- Texts over 160 characters get split and cost double, so keep the templates short.
""")

auto("surveykit-notes", "SurveyKit notes", "2026-04-22", ["surveykit", "surveys"], """
# SurveyKit notes

@S5b@ SurveyKit reads the QField GeoPackage export (`trees.gpkg`) straight in, no conversion step.
@F10b@ Category U trees go in the tree schedule but are left off the tree constraints plan.

- Tree numbers come from the tags Helen nails on (T001, T002...).
- RPAs are drawn as circles unless Helen marks one as offset.
""")

auto("crewlog-timesheets", "CrewLog timesheets", "2026-05-15", ["crewlog", "timesheets", "payroll"], """
# CrewLog timesheets

@S6a@ Priya pulls the weekly timesheet CSV from `/api/v1/timesheets?week=YYYY-Www` every Monday.

- Hours are rounded to the quarter hour.
- Travel time from the yard counts; lunch (30 min) doesn't.
- Overtime kicks in after 45 hours a week.
""")

auto("remote-access", "Remote access", "2026-02-05", ["infra", "access", "security"], """
# Remote access

@S8a@ Admin access to qb-prod goes over the WireGuard VPN on the office Draytek; ask Sam for a peer config.

- SSH is key-only, no passwords.
- `fly ssh console -a crewlog-api` for the CrewLog API machine.
""")

auto("qb-deploy-howto", "Deploying QuoteBranch", "2026-03-12", ["quotebranch", "deploy"], """
# Deploying QuoteBranch

@S9b@ To deploy QuoteBranch, ssh into qb-prod, `cd /srv/quotebranch` and run `./deploy.sh` (pulls `main`, migrates, collects static, restarts gunicorn).

- Afterwards check the quotes site loads and one PDF renders.
- If a migration fails, `deploy.sh` stops before the restart.
""")

auto("phones", "Phones", "2026-10-21", ["office", "phones"], """
# Phones

@S10b@ Migrated the office number to Aircall in October; the BT line and the desk phones are gone, calls ring in the Aircall app on Leanne's and Dan's laptops.

- Crew phones are Samsung XCover 7s on a Vodafone business plan.
- The 24/7 emergency number stays a separate mobile.
""")

auto("training-matrix", "Training matrix", "2026-01-30", ["training", "safety"], """
# Training matrix

@F5b@ Top-handle saws are only used aloft by climbers who hold CS39.

- Everyone on the crews has First Aid at Work +F (forestry).
- Aerial rescue refresher: yearly, in January.
- IPAF 1b/3a: Tomek, Rhys, Kofi.
- Chipper: all groundies trained in-house by Kofi; records in CrewLog.
""")

auto("hotfix-procedure", "Hotfix procedure", "2026-06-18", ["dev", "git", "incidents"], """
# Hotfix procedure

@F7b@ Prod hotfixes are the one exception to the branch naming rule: `hotfix/YYYY-MM-DD-<slug>`, cut from `main`.

- Still needs a PR and green CI; nobody pushes to `main`.
- Tell Dan on WhatsApp once it's out.
""")

auto("out-of-hours-faq", "Out-of-hours callouts FAQ", "2026-11-05", ["storms", "callouts", "pricing"], """
# Out-of-hours callouts FAQ

**How are night and Sunday callouts charged?**
@F8b@ Callouts between 20:00 and 06:00, or any time on a Sunday, are billed at 2× the day rate instead.

**Who answers?**
The 24/7 line — see the people page for who owns it.

**Do we chip on site at night?**
No. Make safe, leave the brash tidy, come back in daylight with the chipper.
""")

auto("crewlog-history", "CrewLog history", "2026-04-01", ["crewlog", "history"], """
# CrewLog history

@D3a@ In January 2026 crewlog-api ran on Render's free tier, and cold starts made the morning sync crawl.

- 2025: beta on a Google Form + Sheet backend before there was a real API.
- Sept 2025: first Expo build on the phones.
- Checklists Oct 2025, kit register and photos Jan 2026, timesheets Mar 2026.
""")

auto("firewood-2025", "Firewood season 2025 recap", "2026-01-08", ["firewood", "history"], """
# Firewood season 2025 recap

@D4a@ Over the 2025 season a builder's bag of seasoned logs was £110.

- Sold about 420 bags, mostly October to January.
- Orders came in by phone and email; Leanne kept a spreadsheet.
- Most of it was oak and beech from our own jobs, seasoned two summers.
""")

auto("yard-notes", "Yard notes", "2026-03-09", ["yards", "facilities"], """
# Yard notes

@D7a@ In February 2026 the Keynsham yard was shut for resurfacing, so both crews ran out of Filton.

- Filton: new log store bay built in the NE corner.
- Pucklechurch: the weighbridge is out of service; estimate loads by bag count.
""")

auto("nesting-season-faq", "Nesting season FAQ", "2026-02-25", ["wildlife", "nesting", "faq"], """
# Nesting season FAQ

**When is it?**
@A2b@ Nesting season runs 1 March – 31 August.

**What law?**
Wildlife and Countryside Act 1981 — it's an offence to damage or destroy an active nest.

**What about bats?**
Year-round, separate check.
""")

auto("insurance-2026", "Insurance renewal 2026", "2026-04-03", ["insurance", "admin"], """
# Insurance renewal 2026

**How much public liability cover do we carry?**
@A4b@ Ten million pounds of public liability, renewed with Lockhart again this April.

- Employers' liability unchanged.
- Tools-in-transit cover added for the vans.
""")

auto("chainsaw-care", "Chainsaw care", "2026-05-21", ["chainsaws", "kit"], """
# Chainsaw care

@A6b@ Two-stroke fuel is alkylate pre-mix at 2% oil (Aspen),
never pump petrol mixed by hand in the van.

- Chains sharpened daily in the field, and on the bench grinder at Filton weekly.
- Bar oil: bio (vegetable-based) only.
""")

auto("traffic-management", "Traffic management", "2026-06-08", ["safety", "roads", "permits"], """
# Traffic management

@NS1a@ We never fell towards a public road without signed traffic management in place (council permit + Chapter 8 signs).

- Stop/go boards need two trained people; temporary lights are hired.
- Bristol City Council wants 10 working days for a permit; South Glos wants 5.
""")

auto("crew-a-notes", "Crew A notes (Tomek)", "2026-09-14", ["crews", "crew-a"], """
# Crew A notes (Tomek)

@NS1b@ Roadside felling is routine for us; most weeks crew A has at least one.
@NS10b@ Jordan climbs on most of crew A's jobs now.

- Crew A's van is the 7.2t Iveco.
""")

auto("logstore-runbook", "LogStore runbook", "2026-03-18", ["logstore", "runbook"], """
# LogStore runbook

@NS3a@ Payment disputes and refund requests on LogStore go to Leanne, not to Sam.

- Site down: check Better Stack, then ring Sam.
- Stripe webhook failures show in the Stripe dashboard; they retry on their own.
""")

auto("waste-notes", "Waste notes", "2026-07-07", ["waste", "compliance"], """
# Waste notes

@NS7a@ Green waste never leaves a site without a waste transfer note in the cab,
even when it's only going up the road to Pucklechurch.

- Upper-tier waste carrier registration renewed in 2025 (it's every 3 years).
- Diseased material: chip on site where we can; no logs sold from it.
""")

# --- unlabelled free notes ---

auto("onboarding-new-climbers", "Onboarding new climbers", "2026-05-25", ["training", "crews"], """
# Onboarding new climbers

- First two weeks on the ground with crew A whatever their tickets say.
- Personal kit goes onto the LOLER register on day one, even if it's brand new.
- Shadow Tomek on at least three rescue drills before climbing on a live job.
- CrewLog account set up by Dan; they get one of the crew XCovers.

**Why the ground fortnight?** We want to see how they read a site before they're up a tree on it.
""")

auto("xero-faq", "Xero FAQ", "2026-07-16", ["finance", "xero", "faq"], """
# Xero FAQ

**An invoice is missing in Xero.**
Check the QuoteBranch dashboard for a red "push failed" badge first.

**Why do LogStore sales look lumped together?**
LogStore sales reach Xero as a daily summary through the Stripe feed, not one invoice per order.

**Who can approve drafts?**
Priya, or Megan if Priya is away.
""")

auto("crewlog-release-process", "CrewLog release process", "2026-08-28", ["crewlog", "release"], """
# CrewLog release process

- JS-only changes: EAS Update to the `production` channel, then check one phone picks it up.
- Native changes: store build on EAS Build, Play Store internal testing track for two days first.
- Never release on a morning when crews are on a big job; late afternoon is best.
- Version bump in `app.config.ts`; changelog in the PR.
""")

auto("surveykit-report-faq", "SurveyKit report FAQ", "2026-09-03", ["surveykit", "faq"], """
# SurveyKit report FAQ

**How long does a render take?**
About 40 seconds for a 200-tree site.

**Where does the base map come from?**
An OS MasterMap extract Helen buys per site.

**Who sends the report to the client?**
Helen emails the final PDF herself after a read-through.
""")

auto("logstore-delivery-faq", "LogStore delivery FAQ", "2026-10-08", ["logstore", "delivery", "faq"], """
# LogStore delivery FAQ

**Which days do we deliver?**
Tuesdays and Fridays.

**How many bags fit on one run?**
Four builder's bags on the Ranger and trailer.

**Do we deliver to Gloucester?**
No — it's well past the 25-mile limit.
""")

auto("vehicle-checks", "Vehicle checks", "2026-02-19", ["vehicles", "safety"], """
# Vehicle checks

- Daily walkaround in CrewLog before leaving the yard: tyres, lights, load straps, hitch.
- The 7.2t tipper doesn't need a tacho for our use, but its drivers log hours anyway.
- Any defect that's a fail goes to Dan the same morning; the van doesn't leave.
""")

auto("tree-diseases", "Tree diseases we see", "2026-06-26", ["trees", "diseases"], """
# Tree diseases we see

- Ash dieback: crowns scored 1–4 by how much canopy is left; lots of roadside ash in South Glos.
- Horse chestnut bleeding canker: common in Bristol parks; makes limbs brittle.
- Oak processionary moth: we don't touch nests — specialist contractor, and the Forestry Commission gets told.
- Massaria on London planes: inspect from a MEWP where we can.
""")

auto("ops-review-2026-06", "Ops review June 2026", "2026-06-29", ["meetings", "ops"], """
# Ops review — June 2026

Present: Megan, Dan, Leanne, Sam (remote).

- Keynsham resurfacing snagging finished.
- LogStore: summer woodchip sales slow, as expected.
- Quote acceptance running at about 58% since QuoteBranch went live.
- Agreed: spend on two extra sets of Class 1 trousers for the apprentices.
""")

auto("ops-review-2026-10", "Ops review October 2026", "2026-10-27", ["meetings", "ops"], """
# Ops review — October 2026

Present: Megan, Dan, Rhys, Leanne.

- Storm prep: alkylate drums stocked at both crew yards.
- Jordan's apprenticeship review went well.
- Firewood: demand up on last year; Kofi asking for a second delivery day in December.
- Sam to look at the map view for the week's jobs next.
""")

auto("staging-env", "QuoteBranch staging", "2026-04-11", ["quotebranch", "staging"], """
# QuoteBranch staging

- Host `qb-staging`, behind basic auth at `staging.quotes.ashgrovetrees.co.uk`.
- gunicorn binds `127.0.0.1:8000` there; Postgres on 5433.
- Reseeded monthly from an anonymised copy of prod (names, phone numbers and emails scrambled).
- Outbound email and SMS are switched off on staging.
""")

auto("woodchip-giveaway", "Woodchip giveaway", "2026-03-24", ["woodchip", "community"], """
# Woodchip giveaway

- Allotment societies within 5 miles of Pucklechurch get free loads of chip.
- They go on a list; Kofi drops a load when a job nearby produces more chip than the yard wants.
- Conifer chip goes to the allotments for paths only, not for mulching beds.
""")

auto("apprenticeship", "Apprenticeship notes", "2026-09-30", ["training", "apprentices"], """
# Apprenticeship notes

- Level 2 Arborist apprenticeship through Hartpury, one college day a week (Mondays).
- Jordan is in his second year; end-point assessment next autumn.
- Employer review every 3 months with the college tutor and Tomek.
""")

auto("tender-notes", "Council tender notes", "2026-08-06", ["tenders", "councils"], """
# Council tender notes

- Highway tree maintenance lots come round every 3 years; next South Glos one is spring 2027.
- Tenders want method statements, RAMS templates and proof of insurance up front.
- TPO and conservation-area checks still apply on council land.
- Megan signs off every submission.
""")

auto("uptime-monitoring", "Uptime monitoring", "2026-05-29", ["monitoring", "infra"], """
# Uptime monitoring

- Better Stack monitors `quotes.`, `logs.` and `api.crewlog.` — HTTP checks every 3 minutes.
- Alerts by SMS to Sam; Dan gets a daily email digest only.
- No public status page; not worth it for our size.
""")

auto("quote-acceptance-stats", "Quote acceptance stats", "2026-11-20", ["quoting", "stats"], """
# Quote acceptance stats (from QuoteBranch)

- October: 61% of quotes accepted; most declines were on price for big crown reductions.
- Median time from quote sent to accepted: 6 days.
- Repeat customers accept about four times in five.
- Leanne wants a "nudge" email idea costed — Sam to think about it, nothing decided.
""")


# ---------------------------------------------------------------------------------------------
# facts/: remnic facts
# ---------------------------------------------------------------------------------------------

# labelled
fact("2026-01-13", "10:04:11", "fact", 0.85, ["crewlog", "history"],
     "@D5a@ During the 2025 beta only Tomek's crew had CrewLog on their phones.")
fact("2026-01-20", "14:22:37", "fact", 0.8, ["chipper", "fleet", "history"],
     "@D1a@ Through most of 2025 we hired a Forst ST8 chipper while the Timberwolf was off the road for an engine rebuild.")
fact("2026-02-02", "09:41:52", "fact", 0.9, ["crewlog", "hosting"],
     "@O9a@ CrewLog's API is deployed on Fly.io as `crewlog-api` in the London region.")
fact("2026-02-09", "16:15:03", "fact", 0.85, ["storms", "sms", "customers"],
     "@NS6b@ On storm callouts the customer gets an SMS with the crew's ETA, whatever the hour.")
fact("2026-02-16", "11:30:45", "fact", 0.9, ["wildlife", "nesting"],
     "@A2a@ We treat March to August inclusive as bird nesting season.")
fact("2026-02-18", "13:07:29", "fact", 0.8, ["crewlog", "database"],
     "@R9b@ CrewLog's API keeps its data in Supabase Postgres.")
fact("2026-02-24", "10:48:16", "fact", 0.85, ["quotebranch", "jobs", "queue"],
     "@S1a@ QuoteBranch's background jobs (SMS reminders, Xero pushes) run on Celery with Redis as the broker.")
fact("2026-02-26", "15:33:58", "fact", 0.8, ["surveykit", "history"],
     "@D8a@ SurveyKit v1 (2025) produced Word documents with python-docx.")
fact("2026-03-03", "09:12:40", "fact", 0.9, ["crewlog", "fly", "sizing"],
     "@A3a@ crewlog-api runs on one shared-cpu-1x Fly machine with 512 MB of RAM.")
fact("2026-03-05", "12:26:14", "fact", 0.85, ["office", "phones"],
     "@S10a@ The office number (0117 496 0732) is a BT landline that rings the two desk phones at Filton.")
fact("2026-03-10", "17:01:33", "fact", 0.85, ["logstore", "stripe", "payments"],
     "@NS8b@ LogStore saves each order's Stripe PaymentIntent id and payment status in its orders table.")
fact("2026-03-11", "08:55:21", "fact", 0.85, ["nesting", "safety", "crewlog"],
     "@F1b@ In nesting season the nest check is done with binoculars from the ground first, and a climber double-checks dense crowns before any cutting.")
fact("2026-03-16", "14:40:09", "fact", 0.9, ["quoting", "history"],
     "@D2a@ Until March 2026 quotes were typed up in a Google Sheets template and exported to PDF by hand.")
fact("2026-03-19", "16:44:50", "decision", 0.95, ["quotebranch", "dependencies", "tooling"],
     "@S2a@ Switched QuoteBranch from pip-tools to uv this month; `uv.lock` is the source of truth and `requirements.in` is gone.")
fact("2026-03-20", "10:18:27", "fact", 0.8, ["quotebranch", "hosting", "ports"],
     "@V1b@ QuoteBranch's gunicorn on qb-prod listens on port 8000; Caddy proxies 443 to it.")
fact("2026-03-25", "11:52:36", "fact", 0.8, ["quotebranch", "errors", "monitoring"],
     "@R1b@ QuoteBranch exceptions are reported to Rollbar (the free tier is plenty for us).")
fact("2026-03-27", "09:35:12", "fact", 0.9, ["office", "jobsdb", "legacy"],
     "@S4b@ `JobsDB.accdb` on the NAS has been read-only since the March import into QuoteBranch; nothing new goes in there.")
fact("2026-03-30", "15:20:48", "fact", 0.75, ["hedges", "nesting", "booking"],
     "@N4b@ We book hedge cutting in April and May if the nest check comes back clear.")
fact("2026-04-02", "10:09:55", "fact", 0.8, ["quoting", "quotebranch"],
     "@V3b@ Quotes are valid for 30 days; after that QuoteBranch greys out the Accept button and Leanne re-prices.")
fact("2026-04-07", "13:47:19", "fact", 0.85, ["logstore", "delivery"],
     "@A8b@ LogStore charges nothing for deliveries inside 16 km of Pucklechurch.")
fact("2026-04-09", "16:03:42", "fact", 0.8, ["quotebranch", "email"],
     "@R3b@ QuoteBranch sends quote and invoice emails through SendGrid.")
fact("2026-04-14", "08:31:07", "decision", 0.9, ["ash", "safety", "climbing"],
     "@NS5a@ We don't climb ash with advanced dieback (class 3 or 4); those come down from a MEWP or get sectioned from the ground.")
fact("2026-04-15", "12:58:23", "fact", 0.75, ["tpo", "planning"],
     "@N9b@ For TPO trees we can start as soon as the application is in; consent nearly always comes through.")
fact("2026-04-21", "09:27:16", "fact", 0.8, ["sms", "reminders", "customers"],
     "@V8b@ Reminder texts go to customers 24 hours before their booked job.")
fact("2026-04-23", "14:13:38", "fact", 0.9, ["conservation-area", "planning", "quotebranch"],
     "@F9b@ In conservation areas the Section 211 notice goes in six weeks before the earliest start, and QuoteBranch won't book the job before that date.")
fact("2026-04-28", "11:06:59", "fact", 0.95, ["sms", "quotebranch", "vendors"],
     "@S3a@ Moved QuoteBranch's SMS from Textlocal to Twilio in April; the Textlocal account is closed.")
fact("2026-05-06", "07:44:25", "fact", 0.8, ["yards", "filton", "hours"],
     "@V9b@ Filton yard opens at 06:30 on weekdays so crews can load before the school run.")
fact("2026-05-06", "07:51:02", "fact", 0.9, ["yards", "keynsham", "hours"],
     "@O3a@ Keynsham yard hours are 07:30 to 16:30, weekdays only.")
fact("2026-05-12", "15:36:44", "fact", 0.85, ["crewlog", "ci", "builds"],
     "@O1a@ CrewLog's app binaries are built on EAS Build, not in GitHub Actions.")
fact("2026-05-14", "10:22:31", "fact", 0.8, ["quotebranch", "database", "hosting"],
     "@V5b@ QuoteBranch's prod Postgres lives on its own Hetzner box, `db1.ashgrove.internal:5432`; qb-prod only runs the app.")
fact("2026-05-19", "13:15:50", "fact", 0.85, ["invoicing", "crewlog", "quotebranch"],
     "@NS2b@ Invoices go out the same day the job is signed off in CrewLog.")
fact("2026-05-20", "16:48:13", "decision", 0.9, ["quotebranch", "customers", "scope"],
     "@N8a@ Decided not to build customer logins for QuoteBranch; the emailed quote link is all customers need.")
fact("2026-05-27", "11:39:57", "fact", 0.9, ["pricing", "deposits", "commercial"],
     "@F2b@ Commercial clients (councils, housing associations) pay no deposit; they're on 30-day account terms.")
fact("2026-06-03", "09:58:34", "fact", 0.8, ["surveykit", "python"],
     "@V6b@ SurveyKit requires Python 3.12 (`requires-python = \">=3.12\"` in pyproject).")
fact("2026-06-05", "14:27:08", "fact", 0.85, ["backups", "quotebranch"],
     "@A1b@ Backblaze keeps a month of QuoteBranch dumps; older ones get purged automatically.")
fact("2026-06-10", "10:44:46", "fact", 0.85, ["mewp", "weather", "safety"],
     "@O7a@ MEWPs: the hire firm's limit is 12.5 m/s (about 28 mph) at platform height, and the operator makes the call.")
fact("2026-06-17", "17:12:20", "fact", 0.7, ["climbing", "safety"],
     "@N1b@ Short deadwooding climbs (under half an hour) can be done solo if the climber rings the office before and after.")
fact("2026-06-24", "12:03:15", "fact", 0.85, ["crewlog", "photos", "sync"],
     "@F4b@ CrewLog photo uploads wait for wifi unless the job is flagged urgent, in which case they go over mobile data.")
fact("2026-06-30", "15:55:41", "fact", 0.85, ["quotebranch", "uploads", "limits"],
     "@A10b@ QuoteBranch refuses attachment uploads bigger than 10,240 KB.")
fact("2026-07-02", "08:49:37", "fact", 0.85, ["ash", "climbing", "work-mix"],
     "@NS5b@ We climb ash all the time; ash reductions are a big share of our domestic work.")
fact("2026-07-08", "13:21:04", "preference", 0.75, ["git", "quotebranch", "merging"],
     "@R5b@ Sam merges QuoteBranch PRs with a plain merge commit so the individual commits survive for bisecting.")
fact("2026-07-14", "10:35:52", "fact", 0.95, ["fleet", "stump-grinding"],
     "@S7b@ Sold the Predator stump grinder in July, so we no longer own one; stump jobs use a Carlton 7015 hired from HSS.")
fact("2026-07-22", "17:40:28", "preference", 0.8, ["dan", "communication"],
     "@N7b@ Dan likes status updates as bullet lists he can forward straight to Megan.")
fact("2026-07-28", "11:17:45", "fact", 0.9, ["quotebranch", "python"],
     "@O5a@ QuoteBranch runs Python 3.12 in prod.")
fact("2026-07-30", "14:52:19", "fact", 0.9, ["quotebranch", "migrations"],
     "@F3b@ QuoteBranch data migrations (RunPython) need a reverse function too; `RunPython.noop` is fine when there's nothing to undo.")
fact("2026-08-04", "09:08:56", "fact", 0.85, ["quotebranch", "pdf", "photos"],
     "@F6b@ Quote PDFs use 1600px copies of the before-photos from R2, not the full-size originals.")
fact("2026-08-12", "16:29:33", "preference", 0.75, ["quotebranch", "deploys", "dan"],
     "@N2b@ Dan prefers QuoteBranch releases to go out on Friday afternoons, when the office is quiet.")
fact("2026-08-18", "12:46:02", "fact", 0.9, ["quotebranch", "django", "history"],
     "@D10a@ QuoteBranch was on Django 4.2 LTS until the July upgrade.")
fact("2026-08-26", "10:59:14", "fact", 0.9, ["surveykit", "qfield", "inputs"],
     "@S5a@ GeoPackage input was deprecated in SurveyKit 3.0 (August); Helen exports CSV from QField and SurveyKit reads that instead.")
fact("2026-09-01", "15:14:47", "fact", 0.9, ["quoting", "quotebranch"],
     "@D2b@ Every quote is now drafted, priced and sent from QuoteBranch.")
fact("2026-09-09", "11:43:30", "fact", 0.75, ["quotebranch", "dependabot", "ci"],
     "@N5b@ Dependabot patch bumps for QuoteBranch merge themselves once CI is green.")
fact("2026-09-16", "13:37:22", "decision", 0.95, ["infra", "access", "security"],
     "@S8b@ Retired the Draytek WireGuard VPN; admin access to qb-prod is through Tailscale now.")
fact("2026-09-22", "10:26:48", "fact", 0.85, ["quotebranch", "migrations", "deploy"],
     "@NS4b@ QuoteBranch prod migrations are applied as part of every deploy.")
fact("2026-10-02", "18:05:11", "fact", 0.75, ["storms", "callouts", "people"],
     "@R6b@ Tomek holds the emergency callout phone; storm calls go to him first.")
fact("2026-10-13", "09:19:39", "fact", 0.9, ["crewlog", "fly", "sizing"],
     "@A3b@ The CrewLog API VM has 0.5 GB of memory and a single shared vCPU.")

# unlabelled distractors
fact("2026-01-28", "10:11:18", "fact", 0.9, ["quotebranch", "staging"],
     "qb-staging's gunicorn listens on 127.0.0.1:8000.")
fact("2026-02-13", "14:49:26", "fact", 0.85, ["logstore", "dev"],
     "LogStore's local dev server runs on port 3000 (`npm run dev`).")
fact("2026-02-27", "09:03:51", "preference", 0.8, ["megan", "reporting"],
     "Megan wants a one-page PDF summary of the month's jobs on the 1st of each month.")
fact("2026-03-13", "12:34:05", "fact", 0.85, ["chipper", "fleet"],
     "The TW 280 takes branches up to 18 cm (7 in) across.")
fact("2026-04-18", "16:20:44", "fact", 0.8, ["surveys", "pricing", "helen"],
     "Helen's fee for a single-plot BS5837 survey starts at £450.")
fact("2026-05-02", "11:57:12", "fact", 0.85, ["crewlog", "sync"],
     "CrewLog retries a failed sync every 30 seconds while the app is open.")
fact("2026-05-23", "13:42:37", "fact", 0.85, ["logstore", "stripe", "webhooks"],
     "Stripe retries failed LogStore webhook deliveries for up to 3 days.")
fact("2026-06-12", "15:08:29", "decision", 0.9, ["surveykit", "scope"],
     "Decided to keep SurveyKit a CLI rather than a web app; Helen is the only user.")
fact("2026-06-19", "08:16:53", "fact", 0.9, ["people", "licences", "fleet"],
     "Kofi has C1E, so he can drive the 7.2t tipper with the chipper on tow.")
fact("2026-07-04", "10:52:40", "fact", 0.9, ["firewood", "pucklechurch"],
     "Pucklechurch firewood collections run Saturday mornings, 09:00–12:00.")
fact("2026-07-17", "14:31:16", "preference", 0.8, ["quoting", "leanne"],
     "Leanne prefers quotes to show the price per tree, not just a total.")
fact("2026-08-07", "09:44:08", "fact", 0.8, ["trees", "diseases", "climbing"],
     "Horse chestnuts with bleeding canker get an aerial inspection before any reduction is quoted.")
fact("2026-08-21", "12:12:59", "fact", 0.85, ["stripe", "finance"],
     "LogStore's Stripe account is separate from QuoteBranch's; firewood money goes to its own Starling space.")
fact("2026-09-04", "16:57:24", "fact", 0.85, ["crewlog", "releases"],
     "The crew phones follow the `production` EAS Update channel.")
fact("2026-09-25", "15:26:35", "fact", 0.85, ["chainsaws", "maintenance"],
     "Chains get sharpened on the bench grinder at Filton every Friday afternoon.")
fact("2026-10-19", "11:03:47", "decision", 0.9, ["crewlog", "devices"],
     "Decided to keep CrewLog Android-only; nobody on the crews uses an iPhone for work.")
fact("2026-11-10", "10:38:21", "fact", 0.85, ["monitoring", "alerts"],
     "Better Stack texts Sam when a public hostname has been down for more than 3 minutes.")

fact("2026-10-28", "13:52:06", "preference", 0.8, ["surveykit", "helen", "reports"],
     "Helen wants SurveyKit reports to put the tree schedule before the photo appendix.")
fact("2026-11-18", "08:24:50", "fact", 0.85, ["storms", "fuel", "yards"],
     "For winter 26/27 both crew yards hold two spare 25 L drums of alkylate.")


# ---------------------------------------------------------------------------------------------
# MEMORY.md (index of every root file; hooks carry no slot values)
# ---------------------------------------------------------------------------------------------

def _memory_index():
    groups = [("User", "user_"), ("Feedback", "feedback_"), ("Project", "project_"), ("Reference", "reference_")]
    out = ["# Memory Index", ""]
    for heading, prefix in groups:
        out.append(f"## {heading}")
        for title, fname, hook in ROOT_INDEX:
            if fname.startswith(prefix):
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()
