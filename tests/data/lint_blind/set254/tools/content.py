"""File bodies for the set254 store (Gorsemoor Tree Care).

A line starting with "@ID@ " marks a labelled claim; build.py strips the marker.
FILES is a list of (store-relative path, full text). FLAT lists root files whose
frontmatter description intentionally carries an unquoted ': ' (not strict YAML).
"""
import hashlib
from datetime import datetime, timezone

FILES = []
FLAT = set()


def _clean(body):
    return body.strip("\n") + "\n"


def root(fname, name, desc, typ, body, flat=False):
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n" + _clean(body)
    FILES.append((fname, text))
    if flat:
        FLAT.add(fname)


def fact(date, hms, cat, conf, tags, body):
    dt = datetime.strptime(f"{date} {hms}", "%Y-%m-%d %H:%M:%S").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    hex4 = hashlib.md5(body.encode()).hexdigest()[:4]
    fid = f"{cat}-{epoch}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (f"---\nid: {fid}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
            f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
            f"tags:\n{tag_lines}status: active\n---\n\n" + _clean(body))
    FILES.append((f"facts/{date}/{fid}.md", text))


def auto(slug, title, created, tags, body):
    text = (f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
            + _clean(body))
    FILES.append((f"auto/{slug}.md", text))


# ---------------------------------------------------------------- root (Claude Code auto-memory)

root("user_ellis_role.md", "ellis-role", "Who Ellis is and how he likes to work with the agent", "user", """
Ellis Barr is the part-time developer (Tue–Thu) who built Quoteleaf and CrewPad; Chipyard was his weekend project that stuck.
Background: ex-Django agency dev, strong on Python/Postgres, learning React Native as he goes.
@R8a@ Ellis works in Neovim (LazyVim) — give him terminal commands, not VS Code click-paths.
He wants the diff first and the explanation after, and short answers in general.
Don't explain Django basics; do explain Expo/EAS quirks, he still gets caught by them.
@N10a@ He's fine with the agent committing Quoteleaf copy and typo fixes straight to `main`, no PR needed for those.
""")

root("user_dale_manager.md", "dale-ops-manager",
     "Dale Penhallow: ops manager, owns scheduling and the ops-side notes", "user", """
Dale Penhallow is the operations manager. Not technical, but he reads every PR title in the weekly summary.

- Owns crew scheduling, the fleet and the pricing sheet
- Edits the pricing sheet in Excel and sends Ellis the numbers to key in
- Wants plain English; if you say "migration" explain it in half a sentence
- Reports to Morwenna Tresize (MD and founder, still climbs with Crew 1 a couple of days a month)
""", flat=True)

root("project_quoteleaf_overview.md", "quoteleaf-overview", "What Quoteleaf is, its stack and where it runs", "project", """
@D1b@ Quoteleaf is where every quote is built, priced and sent from; it also holds the job calendar and the customer records.

## Stack
- Django 5.1, HTMX for the quote builder, Tailwind
@V4a@ - Database: Postgres 16 (Fly Postgres cluster `ql-db`)
- Background jobs: Celery (PDF rendering, reminders, the TPO lookups)
@O9b@ - Hosting: Fly.io, region `lhr`, two `shared-cpu-1x` machines behind the Fly proxy
@R1a@ - Error tracking: Sentry (`gorsemoor/quoteleaf-web`), alerts go to #dev-alerts
@O8b@ - Attachment uploads (site plans, TPO letters, photos from the office) are capped at 20 MB

## Domain
- Quote → Booking → Job → Invoice; the invoice is raised when the closed job sheet syncs up from CrewPad
- ~2,400 active customers, mostly domestic, plus Cornwall Council and three estates
- Quote PDFs embed photos at 1200 px on the long edge (keeps most PDFs under 4 MB)
- Admin sessions last 14 days (`SESSION_COOKIE_AGE`); the office never logs out anyway

## Repo
- `gorsemoor/quoteleaf` on GitHub (private)
""")

root("project_crewpad_overview.md", "crewpad-overview",
     "CrewPad: the crews' phone app, its stack, auth, sync and photos", "project", """
CrewPad is the Expo / React Native app the climbers and groundies use on site: job sheets, risk assessments, photos, timesheets.

- Expo SDK 52, TypeScript, expo-router; pnpm workspace with a small `shared/` package
@F6a@ - Talks to Quoteleaf's API under `/api/v2/` with bearer tokens
@V8a@ - Auth: JWT access token lives 12 h (one shift), refresh token 30 days
@V6a@ - Photo uploads retry up to 5 times (exponential backoff) before the job gets the red "unsynced" badge
- Job-sheet sync keeps retrying in the background until it gets through; there's no cap on those
@R3a@ - CI: GitHub Actions (`crewpad.yml`) runs eslint, `tsc --noEmit` and Jest on every PR
@A6a@ - Min Android: 10 (API 29)
- iOS builds exist but only Morwenna and Dale have iPhones; they get TestFlight builds
- Map tiles come from the OS Maps API (Ordnance Survey), cached for the day's jobs
""", flat=True)

root("project_chipyard_overview.md", "chipyard-overview",
     "Chipyard — kit, LOLER and chip/log stock tracker written in Go", "project", """
Chipyard started as Ellis's weekend project to stop the LOLER spreadsheet going stale; now Rhodri and the yard live in it.

- Go 1.23, chi router, html/template plus a sprinkle of Alpine
@S8a@ - Storage: SQLite at `/var/lib/chipyard/chipyard.db`, WAL mode
@R4a@ - Hosting: Hetzner CX22 in Falkenstein, same box as Woodpecker and Ledgerbridge
@D5b@ - Sign-in: Google Workspace SSO, only @gorsemoor.co.uk accounts
@F8a@ - Tracks LOLER exams for every climbing and lifting item, by serial number
@A1a@ - Backups: snapshot pushed to R2 `gm-backups` every 6 hours
- Sessions last 24 h; the yard tablet stays logged in as `yard@`
- Also tracks chip stock (m³) per bay and log stock by species
- Merges: plain merge commits are fine in this repo, it's only ever Ellis
""")

root("reference_infrastructure.md", "infrastructure", "Hosts, domains, ports and storage across the apps", "reference", """
## Domains
- `gorsemoor.co.uk` — brochure site (see the website note)
- `app.gorsemoor.co.uk` — Quoteleaf (CNAME to Fly)
- `chipyard.gorsemoor.co.uk`, `ci.gorsemoor.co.uk` — both on the VPS

## VPS
@V1a@ - Chipyard: Go binary listening on `127.0.0.1:8088`, Caddy terminates TLS in front of it
- Woodpecker CI server: `127.0.0.1:8000`, proxied at `ci.gorsemoor.co.uk`
- Woodpecker agent on the same box, max 2 pipelines in parallel
- SSH only over Tailscale; password auth is off
- Caddy config lives at `/etc/caddy/Caddyfile` (not in a repo, yet)

## Monitoring
- Fly's own metrics dashboard for the Quoteleaf machines (Grafana at fly-metrics.net)

## Storage
- Cloudflare R2: `gm-backups` (DB dumps, snapshots) and `crewpad-photos` (job photos)
""")

root("reference_ledgerbridge.md", "ledgerbridge", "Ledgerbridge — nightly invoice sync from Quoteleaf into Xero", "reference", """
Ledgerbridge is a ~600-line Python script that pushes closed-job invoices and deposit payments from Quoteleaf into Xero.

@V2a@ - Schedule: nightly cron at 02:30 (Europe/London)
@O7a@ - Runtime: Python 3.11 (system Python on the VPS), plain pip + `requirements.txt`
- Reads Quoteleaf through a read-only Postgres role, `ledger_ro`
- Xero auth: OAuth2 custom connection; the script refreshes its own token
@NS9a@ - Don't run it by hand during month-end close unless Sian has locked the period in Xero
- Logs to `/var/log/ledgerbridge/`, rotated weekly

```bash
# manual run (mind the month-end rule above)
sudo -u ledger /opt/ledgerbridge/venv/bin/python -m ledgerbridge --since yesterday
```
""")

root("feedback_git_workflow.md", "git-workflow", "Branching and merging rules for the repos", "feedback", """
@R6a@ Quoteleaf PRs are squash-merged; the PR title becomes the commit subject on main.
**Why:** Ellis reads `git log --oneline` on main as the changelog for Dale's weekly summary.
**How to apply:** Keep PR titles in commit-message form; don't fuss over the individual commits on the branch.

@N10b@ Never push directly to `main` on any repo, even a one-line typo fix — always go through a PR.
**Why:** Fly deploys from main automatically, and a "trivial" template fix once broke the quote page on a Saturday.
**How to apply:** Branch as `fix/<thing>` or `feat/<thing>`, open the PR, let CI run.
""")

root("feedback_code_review.md", "code-review", "What Ellis expects from PRs and reviews", "feedback", """
@F9a@ PR descriptions need a **Testing** section.
**Why:** Ellis reviews on his phone between site visits and wants to know what was actually exercised.
**How to apply:** Add the section even for small PRs; "not tested, docs only" is an acceptable answer.

@NS5a@ Never merge a Quoteleaf PR while CI is red, not even "just the docs".
**Why:** a red main blocks everyone else's deploys until it's fixed.

@D10a@ Until October Ellis reviewed every Quoteleaf PR himself; that's why older PRs show no second reviewer.
""")

root("feedback_testing.md", "testing", "How tests are written and run for Quoteleaf and CrewPad", "feedback", """
Quoteleaf tests use pytest-django against a real Postgres (a service container in CI), never SQLite.
**Why:** the calendar overlap query uses range types and the GiST index; SQLite can't fake that.
**How to apply:** use the factories in `tests/factories.py`; don't hand-build Booking rows.

CrewPad: Jest + React Native Testing Library; mock the network with msw rather than stubbing the api module.
**Why:** stubbing the module hid a token-refresh bug for two weeks in the pilot.
""")

root("feedback_deploys.md", "deploys", "How and when Quoteleaf, CrewPad and Chipyard get deployed", "feedback", """
@F2a@ - Quoteleaf deploys via `fly deploy` from GitHub Actions when a PR lands on main
@N7b@ - Friday after 14:00 is the regular Quoteleaf release slot (crews are back in, the office is quiet)
- CrewPad JS-only fixes go out as EAS Updates on the `production` channel; native changes need a new build
- Never publish an EAS Update on a Friday unless a crew lead has tried it on a real phone first
- Chipyard: Woodpecker builds the binary and runs `systemctl restart chipyard` on a tag push
**Why:** the crews can't wait for a fix if CrewPad breaks at 7am on a Saturday job.
""")

root("feedback_db_migrations.md", "db-migrations", "Rules for Django migrations in Quoteleaf", "feedback", """
@N6a@ Never squash Quoteleaf migrations — the staging restore script replays the full history.
**Why:** a squash in 2025 left staging unrestorable for a week.
**How to apply:** leave old migrations alone, however many there are.

Migrations that add a NOT NULL column go in two steps (nullable + backfill, then the constraint).
Data migrations must be reversible, or use `RunPython.noop` on reverse with a comment saying why.
""")

root("reference_crews.md", "crews",
     "The three climbing crews: leads, tippers, chippers, muster points", "reference", """
@D3b@ Gorsemoor runs three climbing crews, each with its own tipper, chipper and kit store.

| Crew | Lead | Tipper + chipper |
|---|---|---|
| Crew 1 | Jory Vance | Isuzu D-Max tipper + Timberwolf TW 280 |
@A4a@ | Crew 2 | Priya Okafor | Ford Transit tipper + Timberwolf TW 230 |
| Crew 3 | Tam Feeney | Isuzu D-Max tipper + Timberwolf TW 230 |

@O3a@ - Crew 1 musters at the Lanner yard at 07:15
- Crew 2 goes straight to site from home (they're mostly on the council ash contract)
@N9a@ - We don't take hedge trimming jobs; pass them to Hartley Gardens (Sian has the number)
@S6a@ - Vehicles are tracked with Quartix; Dale gets the daily mileage report by email
@NS8b@ - Groundies do all the ground-level cross-cutting and logging up with the MS 261s
""", flat=True)

root("reference_safety_rules.md", "safety-rules", "Site safety rules the crews work to (climbing, felling, chipping, PPE)", "reference", """
Rhodri Kemp is the H&S lead and these are the standing rules. If CrewPad's risk assessment template disagrees with this list, the list wins and Ellis fixes the template.

## Climbing
@F1a@ - Nobody leaves the ground without an aerial rescue plan agreed on site
@V3a@ - Climbing kit (harnesses, lanyards, ropes, friction hitches, karabiners) gets a LOLER thorough examination every 6 months
@A5a@ - Climbing ropes are retired at 5 years from first use, or straight away after a shock load
- Pre-use checks every morning, logged in CrewPad

## Felling and roads
@NS1a@ - Never fell within 10 m of a road without traffic management in place
- Two tree lengths clear for any straight fell on open ground

## Ground
@NS8a@ - Groundies never run a saw above shoulder height
- Chipper: two people on site whenever it's running; the operator never reaches past the infeed bar

## Paperwork
@D8b@ - Crew leads sign off their own site-specific risk assessments in CrewPad before work starts
- Near misses are reported the same day (CrewPad → "Report" tab)
""")

root("project_nesting_season.md", "nesting-season", "How the bird nesting season shapes the job calendar", "project", """
Wildlife & Countryside Act: damaging an active nest is an offence, so the season shapes the calendar from spring onwards.

@F3b@ If the check finds an active nest, work stops within 5 m of it and Sian rebooks
that part of the job for September, once the season is over.

- Big reductions and fells on wildlife-rich sites get pushed to Sept–Feb where the customer can wait
- Bats: any tree with potential roost features gets a ground-level assessment first; if in doubt we call Kerensa at Cornish Bat Survey
""")

root("reference_pricing.md", "pricing", "Rates, deposits, quote validity and sign-off limits", "reference", """
Dale owns pricing; Sian keys any change into Quoteleaf's rate table.

@V5b@ - Standard crew day (three people with chipper): £1,150 + VAT
@F4a@ - Quotes are valid for 30 days from issue
@R10b@ - Deposits (20% on jobs over £2k) are paid through Square payment links that Quoteleaf emails out
@A7a@ - Any quote over £5,000 needs Morwenna's sign-off before it goes out
- Maintenance contracts (estates, schools) are invoiced quarterly and paid by GoCardless direct debit
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style: conventional prefixes, imperative mood", "feedback", """
@A10a@ Commit subjects use Conventional Commits prefixes (`feat:`, `fix:`, `chore:`, `docs:`).
**Why:** the weekly summary script groups commits by prefix for Dale.
**How to apply:** imperative mood, under 72 characters, scope optional (`fix(quotes): round deposit to the penny`).
""", flat=True)

root("project_crewpad_offline_sync.md", "crewpad-offline-sync", "CrewPad offline-first design and the sync queue", "project", """
@N4a@ CrewPad must let a crew close a job sheet with zero signal; never block that on the network.
Half our sites are in valleys with no 4G (Luxulyan, the Fal creeks, the edge of Bodmin Moor).

@D2a@ Until March 2026 the offline queue lived in WatermelonDB; it was swapped out in the 1.3 release.

@NS6a@ Customer phone numbers must never sit in the offline cache unencrypted — the
cache is SQLCipher-encrypted with the key held in the Android keystore.

- Conflict rule: server wins for bookings, the device wins for job-sheet fields filled in on site
- Photos sync separately from job sheets (see the photo pipeline note)
""")

root("reference_on_call.md", "on-call", "Who to call for what, in and out of hours", "reference", """
@R5a@ - Storm/emergency callouts, Nov 2026 – Feb 2027: Crew 2 (Priya) holds the callout phone
- Quoteleaf down out of hours: Ellis, best effort (he isn't paid for on-call); Kit as backup from November
@NS3a@ - CrewPad sync failures: escalate to Ellis, not to the crew lead
- Chipyard: nobody is on call, it can wait till morning
- H&S incidents: Rhodri first, then Morwenna
""")

root("feedback_python_style.md", "python-style", "Python and Django conventions for Quoteleaf code", "feedback", """
@N1a@ Don't use Django signals in Quoteleaf — call side effects explicitly from the
service layer (`quotes/services.py`) so the order of things is obvious.
**Why:** a post_save handler once fired 40 duplicate reminder texts during a bulk import.

@N8b@ Never write function-based views in Quoteleaf; everything subclasses `QuoteleafBaseView`.
**How to apply:** permissions and the HTMX partial handling live on the base view, so a bare function skips both.

Ruff for lint and format, line length 100.
Type hints on all new service functions; mypy runs in CI but only over `quotes/` and `billing/`.
""")

root("project_tpo_checker.md", "tpo-checker", "TPO and conservation-area lookup feature in Quoteleaf", "project", """
Quoteleaf flags TPO trees and conservation areas on a quote using the council's planning map layers.

- Cornwall Council publishes TPO polygons through an ArcGIS FeatureServer; we query by point
- Results cached 7 days in Redis
- Plymouth-edge jobs (Devon side) have no API, so the quote just says "check manually"
- A TPO hit adds a "Council consent needed" line to the quote and blocks the booking until Sian ticks "consent received"
""")

root("reference_council_apis.md", "council-apis", "Council and government data sources the apps call", "reference", """
- Cornwall TPO layer: ArcGIS REST, no key, about 1 req/s in practice before it starts timing out
- OS Maps API for CrewPad's tiles; OS Places is not used
- Address autocomplete in the quote form uses getAddress.io (postcode → address list)
- Environment Agency flood map: manual check only
- Forestry Commission felling licence: needed above 5 m³ per calendar quarter, which we rarely hit outside the estates
""")

root("feedback_secrets.md", "secrets", "Where secrets live and how not to leak them", "feedback", """
Never paste `.env` contents into chat, issues or PRs.
**Why:** a Xero client secret ended up in a PR description in March and had to be rotated.
**How to apply:** Quoteleaf secrets are Fly secrets; CrewPad uses EAS secrets; Chipyard reads `/etc/chipyard/env` (root:chipyard 0640).

```env
# shape only — real values live in Fly secrets
DATABASE_URL=postgres://quoteleaf:***@ql-db.internal:5432/quoteleaf
DJANGO_SECRET_KEY=***
GOOGLE_MAPS_KEY=***
```
""")

root("project_photo_storage.md", "photo-storage", "Where job photos go and how long they are kept", "project", """
Job photos land in the R2 bucket `crewpad-photos`, keyed `jobs/<job_id>/<uuid>.jpg`.

- Thumbnails (320 px) are generated by a Quoteleaf Celery task when the upload webhook fires
- Kept 6 years, same as the invoice records (HMRC)
- Before/after pairs are tagged by the crew; the office picks gallery candidates from those
""")

root("reference_equipment_servicing.md", "equipment-servicing", "Service intervals for saws, chippers, the stump grinder and the MEWP", "reference", """
@F5a@ - Every chainsaw gets a full workshop service at 100 running hours
- Chippers: 250-hour service by Kernow Groundcare; blades turned or sharpened every 25 hours
- Stump grinder (Predator 38): teeth checked daily, service every 100 hours
- Niftylift HR21 MEWP: LOLER thorough exam every 6 months, plus the annual service
- Hours come off the hour meters into Chipyard every Friday
""")

root("feedback_customer_comms.md", "customer-comms",
     "How we talk to customers: quotes, reminders, follow-ups", "feedback", """
@N3b@ - Always attach the quote PDF to the quote email as well as the portal link; a lot of our customers print them
@NS2b@ - Quotes go out within 48 hours of the site visit
- Follow up an unanswered quote once, at 10 days; never chase more than once
- Plain, friendly tone, no arb jargon ("crown reduction" gets a one-line explanation)
**Why:** most customers are retired homeowners; Morwenna gets the complaints when we sound like a council letter.
""", flat=True)

root("project_xero_migration.md", "xero-migration", "Moving the books from Sage 50 to Xero (finished in February)", "project", """
The books moved from Sage 50 (desktop) to Xero at the start of February 2026; Ledgerbridge was written for it.

- Opening balances were imported by the accountant (Polglase & Co)
- Sage stays on the old office PC, read-only, for the 2025 year-end
- Tracking categories: one per crew, plus "Yard"
""")

root("reference_dev_setup.md", "dev-setup", "Local dev setup for Quoteleaf, CrewPad and Chipyard", "reference", """
## Quoteleaf
@R2a@ - Deps: `uv sync` (uv manages the venv and `uv.lock`)
@S5a@ - Python 3.11 (matches the Fly image `python:3.11-slim`)
@O5a@ - Dev server: `localhost:8000` via `manage.py runserver`
- Local Postgres via `docker compose up db`, published on 5433 so it doesn't clash with Ellis's other projects

## CrewPad
- `pnpm install`, then `pnpm expo start`; use a dev build, not Expo Go (SQLCipher needs native code)

## Chipyard
- `go run ./cmd/chipyard` reads `CHIPYARD_ADDR` from `.env`

```env
# Chipyard local .env (dev only)
CHIPYARD_ADDR=127.0.0.1:9090
```
""")

root("feedback_expo_builds.md", "expo-builds", "EAS build and release habits for CrewPad", "feedback", """
@S3a@ Android builds of CrewPad reach the crews through Firebase App Distribution
(tester group `crew-phones`); Ellis uploads them after each EAS build.
**Why:** the crews' phones are a mix of personal and company Samsungs and this was the least fuss.

- Bump `versionCode` by hand; EAS autoIncrement fought the version in app.config.ts once
- Keep the EAS `preview` profile for builds going to testers
""")

root("project_route_planning.md", "route-planning", "Route planning and geocoding behind the crew schedule", "project", """
@R9a@ Quoteleaf geocodes customer addresses with Mapbox (permanent geocoding endpoint, roughly
2k lookups a month) when a quote is created.

- The day's running order is still Dale's call; the "suggested order" button is advisory
- Travel time between jobs is a flat 30 minutes unless Dale overrides it
""")

root("reference_contacts.md", "contacts", "People, roles and phone hours", "reference", """
- Morwenna Tresize — MD, founder
- Dale Penhallow — ops manager
- Sian Lloyd — office and bookings
- Rhodri Kemp — H&S lead, also runs the yard
- Ellis Barr — developer (Tue–Thu)
- Kit Marsh — freelance dev since October, mostly CrewPad
@A8a@ - Office: Mon–Fri 08:00–17:00 on 01326 555 018
- Yard: weekdays 07:00–16:00, ask for Rhodri
""")

root("feedback_logging.md", "logging", "Logging conventions across the apps", "feedback", """
Use structlog in Quoteleaf with JSON output; never log customer phone numbers or full addresses.
**Why:** Fly keeps the logs for a few days and nobody scrubs them.
**How to apply:** log the customer id, not the customer.

Chipyard: slog with the text handler; journald picks it up.
CrewPad: no `console.log` in committed code; use the `log()` helper, which keeps a ring buffer that gets attached to Bugsnag reports.
""")

root("project_backups.md", "backups", "What gets backed up, where to, and the restore drills", "project", """
@F10a@ Quoteleaf's Postgres is dumped nightly to the R2 bucket `gm-backups`.

@A1b@ - Chipyard: snapshot into `gm-backups` four times a day (cron on the VPS)
- Restore drill quarterly onto staging (last one 2026-10-14, took 11 min)
- Ledgerbridge keeps no state beyond a cursor file, which isn't backed up
- Photos in `crewpad-photos` aren't backed up separately; R2 durability is enough for us
""")

root("reference_herbicide_stump_treatment.md", "stump-treatment", "Stump treatment and chemical handling on site", "reference", """
@S10a@ - Freshly cut stumps get Stump Killer G (glyphosate) brushed on within 30 minutes of the cut
- Any herbicide on site is handled only by PA1/PA6a holders (Jory, Tam, Rhodri)
- The COSHH box in each tipper holds bar oil, fuel additive and the spill kit
- Japanese knotweed isn't our work; refer to a PCA-registered contractor
""")

root("feedback_dependency_updates.md", "dependency-updates", "How dependency-update PRs are handled per repo", "feedback", """
@N2a@ Never auto-merge Dependabot PRs on Quoteleaf — Ellis reads every changelog before merging.
**Why:** a minor django-celery-beat bump changed timezone handling and the reminders went out an hour early.

- CrewPad uses Renovate; Expo packages are grouped and only bumped with an SDK upgrade
- CrewPad's Renovate auto-merges devDependency patches when CI passes
""")

root("project_winter_schedule.md", "winter-schedule", "Winter working pattern, November to February", "project", """
- Shorter days: crews aim to be packed up by 16:00 from mid-November
- Estate work (Carnmoor, Trevarrick) fills January and February
- Named storms take priority; Sian reshuffles the next day's jobs the evening before
- Saturday work only by agreement with the crew
""")

root("reference_waste_and_chip.md", "waste-and-chip", "Where chip, brash and green waste end up", "reference", """
@A2a@ - Max feed diameter for the Timberwolf chippers: 150 mm
- Chip goes to the Kernow Biomass contract; they collect from the yard bays, roughly 40 m³ a fortnight
- Green waste we can't chip (ivy-heavy, conifer brash with soil on it) goes to the United Mines transfer station
- Waste carrier licence: upper tier, renewed 2025 (Sian has the certificate)
""")

root("feedback_incident_postmortems.md", "incident-postmortems", "Write-ups after anything breaks for the crews or the office", "feedback", """
After any outage that stops the office sending quotes, or holds up CrewPad sync for more than an hour, write a short postmortem in `docs/incidents/`.
**Why:** Dale needs something he can forward to Morwenna without translating.
**How to apply:** timeline, impact (which crews, how long), cause, one or two fixes, no blame.

- 2026-06-12: Quoteleaf 502s for 40 min after a Fly machine ran out of memory (bumped to 1 GB)
- 2026-09-03: CrewPad photos stuck for Crew 3 — presigned URLs expired because of phone clock drift
""")

# ---------------------------------------------------------------- facts (remnic)

fact("2026-01-12", "10:04:11", "fact", 0.88, ["quoteleaf", "quotes", "history"], """
@D1a@ During the 2025 season, quotes were typed up in Word and emailed by Sian from the office PC.
""")
fact("2026-01-15", "14:22:40", "fact", 0.9, ["email", "google-workspace", "office"], """
@O10a@ The office@ and quotes@ mailboxes are on Google Workspace.
""")
fact("2026-01-21", "09:41:03", "fact", 0.86, ["passwords", "admin"], """
@S2a@ Shared office logins (Xero, Fly, the council portal) live in the LastPass business vault.
""")
fact("2026-01-26", "16:05:52", "preference", 0.84, ["dale", "reporting"], """
Dale wants the weekly dev summary on Monday mornings, not Friday afternoons.
""")
fact("2026-01-28", "11:30:09", "preference", 0.91, ["git", "commits", "ellis"], """
@A10b@ Ellis wants conventional-commit style messages, e.g. `fix: ...` / `feat: ...`.
""")
fact("2026-02-04", "13:12:27", "decision", 0.89, ["yard", "firewood", "timber"], """
@N5a@ Decided not to sell firewood from the yard in 2026; the cordwood we bring back goes to Trewint Logs.
""")
fact("2026-02-06", "08:55:44", "preference", 0.8, ["quotes", "morwenna"], """
Morwenna likes every quote to say, on its own line, whether any cordwood is being left on site for the customer.
""")
fact("2026-02-10", "08:16:27", "fact", 0.88, ["monitoring", "uptime"], """
@S4a@ UptimeRobot pings `/healthz` on Quoteleaf and Chipyard every 5 minutes and texts Ellis when one fails.
""")
fact("2026-02-13", "17:48:31", "fact", 0.87, ["crews", "comms", "whatsapp"], """
@S9a@ Job changes during the day go out on the 'Gorsemoor Crews' WhatsApp group.
""")
fact("2026-02-17", "10:19:58", "fact", 0.85, ["quoteleaf", "python", "dependencies"], """
@R2b@ Quoteleaf's Python dependencies are managed with Poetry (`poetry install`, lockfile committed).
""")
fact("2026-02-19", "15:37:02", "fact", 0.93, ["quotes", "vat", "pricing"], """
@NS2a@ Quotes are never issued without VAT shown as a separate line.
""")
fact("2026-02-24", "09:03:15", "fact", 0.92, ["nesting", "wildlife", "safety"], """
@F3a@ From 1 March to 31 August every job gets a pre-start nesting bird check.
""")
fact("2026-02-27", "12:44:36", "decision", 0.82, ["quoteleaf", "django", "migrations"], """
@N6b@ We squash Quoteleaf's Django migrations at the start of each season; last done in February.
""")
fact("2026-03-03", "11:26:50", "fact", 0.86, ["surveys", "bs5837"], """
@S7a@ BS5837 tree surveys are written up in Word from the template on the NAS (`Surveys/Template_v3.docx`).
""")
fact("2026-03-06", "14:58:21", "fact", 0.9, ["crewpad", "dev", "expo"], """
@O5b@ CrewPad's Metro bundler runs on port 8081 during local dev.
""")
fact("2026-03-09", "10:10:10", "fact", 0.94, ["tpo", "council", "compliance"], """
@NS10a@ We don't start work on TPO'd trees until the council's consent is confirmed in writing.
""")
fact("2026-03-11", "16:33:47", "fact", 0.83, ["quoteleaf", "errors", "monitoring"], """
@R1b@ Quoteleaf exceptions are reported to Rollbar; Ellis gets the daily digest email.
""")
fact("2026-03-13", "09:20:05", "decision", 0.88, ["website", "quoteleaf"], """
Decided to keep the brochure website separate from Quoteleaf rather than serving it from Django.
""")
fact("2026-03-17", "13:01:38", "fact", 0.9, ["quotes", "approval", "morwenna"], """
@A7b@ Morwenna approves every quote above five grand.
""")
fact("2026-03-19", "08:47:12", "decision", 0.91, ["stumps", "herbicide", "policy"], """
@S10b@ Since March we no longer treat stumps with glyphosate; stumps are ground out or left to regrow, by arrangement with the customer.
""")
fact("2026-03-25", "15:15:55", "decision", 0.85, ["quoteleaf", "django", "architecture"], """
@N1b@ Decided to drive Quoteleaf's quote-status side effects (emails, calendar holds) from Django `post_save` signals.
""")
fact("2026-03-31", "10:52:29", "fact", 0.89, ["reminders", "sms", "customers"], """
@F7a@ Customers get an SMS reminder the day before their job.
""")
fact("2026-04-02", "12:08:46", "fact", 0.87, ["crewpad", "offline", "sqlite"], """
@D2b@ CrewPad keeps its offline queue in expo-sqlite (`crewpad.db`).
""")
fact("2026-04-09", "09:36:14", "fact", 0.84, ["loler", "climbing", "kit"], """
@V3b@ Personal climbing kit is LOLER-examined every 3 months; the exam log is in Chipyard.
""")
fact("2026-04-16", "17:02:33", "preference", 0.9, ["quoteleaf", "deploys", "sian"], """
@N7a@ Don't deploy Quoteleaf on a Friday — Sian can't reach anyone over the weekend if bookings break.
""")
fact("2026-04-20", "11:11:59", "fact", 0.86, ["pricing", "callout", "history"], """
@D6a@ Until the April price review the emergency callout fee was £75.
""")
fact("2026-04-22", "14:40:07", "fact", 0.88, ["quoteleaf", "celery", "redis"], """
@R7a@ Quoteleaf's Celery broker is Redis (Upstash, eu-west-1).
""")
fact("2026-04-28", "08:29:43", "fact", 0.93, ["climbing", "rescue", "safety"], """
@F1b@ The aerial rescue climber must be kitted up with their own rope system before the first climber ascends — a groundie doesn't count as the rescuer.
""")
fact("2026-04-30", "16:21:18", "fact", 0.87, ["crews", "crew-3", "muster"], """
@O3b@ Crew 3 meets at the Penryn depot at 07:45 each morning.
""")
fact("2026-05-05", "10:45:26", "fact", 0.89, ["chipyard", "ci", "woodpecker"], """
@O2a@ Chipyard's CI runs on Woodpecker on the VPS, not GitHub Actions.
""")
fact("2026-05-07", "13:53:04", "fact", 0.85, ["quoteleaf", "payments", "deposits"], """
@R10a@ Quoteleaf takes the 20% deposit by card through Stripe Checkout.
""")
fact("2026-05-12", "09:14:37", "fact", 0.86, ["crewpad", "pilot", "history"], """
@D4a@ For the Feb–Apr pilot only Crew 2 used CrewPad; the other crews stayed on paper job sheets.
""")
fact("2026-05-14", "15:27:51", "fact", 0.92, ["quoteleaf", "python", "upgrade"], """
@S5b@ Quoteleaf was upgraded from Python 3.11 to 3.12 in May (the Dockerfile now uses `python:3.12-slim`).
""")
fact("2026-05-20", "07:58:22", "fact", 0.8, ["crews", "residential", "hours"], """
@V10b@ Saw work on residential sites may start from 07:30 on weekdays.
""")
fact("2026-05-27", "12:36:09", "fact", 0.88, ["quoteleaf", "deploys", "ci"], """
@F2b@ The Quoteleaf deploy job waits for the `migrations-check` job, and the Fly release_command runs `manage.py migrate`.
""")
fact("2026-05-29", "10:03:48", "decision", 0.83, ["quoteleaf", "frontend"], """
Decided to use Tailwind rather than Bootstrap for the quote builder redesign.
""")
fact("2026-06-03", "14:17:35", "fact", 0.84, ["crewpad", "photos"], """
@V7b@ CrewPad resizes job photos to 2048px on the long edge before uploading them.
""")
fact("2026-06-09", "11:49:02", "fact", 0.9, ["biosecurity", "phytophthora", "chemicals"], """
@O4a@ Boots, tyres and the chipper infeed get sprayed with Virkon S at 1:100 when we leave a Phytophthora site.
""")
fact("2026-06-11", "16:40:30", "fact", 0.8, ["chipyard", "yard", "hardware"], """
The yard tablet that runs Chipyard is a Galaxy Tab Active3, mounted in the kit store.
""")
fact("2026-06-16", "09:22:16", "fact", 0.89, ["chainsaws", "servicing", "climbing"], """
@F5b@ Top-handle climbing saws get a weekly chain-brake and throttle-lock check on top of the 100-hour service.
""")
fact("2026-06-19", "13:34:54", "fact", 0.85, ["timesheets", "crewpad", "history"], """
@D9a@ During the spring beta, CrewPad timesheets were exported as CSV every Friday and keyed into BrightPay by Sian.
""")
fact("2026-06-24", "10:58:11", "fact", 0.93, ["quoteleaf", "email", "postmark"], """
@S1b@ Moved Quoteleaf's transactional email from Mailgun to Postmark in June; the mg. sending domain has been shut down.
""")
fact("2026-06-26", "15:06:42", "fact", 0.92, ["website", "photos", "consent"], """
@NS7a@ Photos never go on the website gallery without the customer's written consent.
""")
fact("2026-06-30", "12:12:12", "preference", 0.81, ["ellis", "editor", "tooling"], """
@R8b@ Ellis uses VS Code with the Ruff and Django extensions for Quoteleaf work.
""")
fact("2026-07-02", "09:48:57", "decision", 0.9, ["quotes", "email", "customers"], """
@N3a@ Quote emails never carry the PDF as an attachment; customers get the portal link (attachments were landing in spam).
""")
fact("2026-07-08", "14:25:33", "fact", 0.86, ["chipyard", "auth", "history"], """
@D5a@ Up to v1.4 Chipyard had no login at all — it was only reachable on the yard LAN.
""")
fact("2026-07-10", "15:02:44", "fact", 0.8, ["crew-3", "hedges", "scheduling"], """
@N9b@ Crew 3 takes on hedge cutting as filler work between tree jobs.
""")
fact("2026-07-14", "11:37:20", "fact", 0.87, ["chipyard", "vps", "caddy"], """
@V1b@ Chipyard's HTTP listener is on port 8090 (Caddy reverse-proxies chipyard.gorsemoor.co.uk to it).
""")
fact("2026-07-16", "08:33:05", "fact", 0.88, ["council", "ash-dieback", "contracts"], """
Cornwall Council's ash dieback contract runs to March 2027.
""")
fact("2026-07-22", "16:09:41", "fact", 0.9, ["chipyard", "loler", "kit"], """
@F8b@ Chipyard quarantines an item the moment its LOLER exam is overdue, even by a day, and it drops off the crew's kit list.
""")
fact("2026-07-29", "10:27:18", "fact", 0.86, ["biosecurity", "tools", "chemicals"], """
@O4b@ Hand tools are wiped with Menno Florades diluted 1:50 between trees on diseased-oak jobs.
""")
fact("2026-08-05", "13:44:59", "fact", 0.9, ["quoteleaf", "gunicorn", "fly"], """
@A3b@ Quoteleaf's gunicorn worker timeout is one minute.
""")
fact("2026-08-07", "09:55:26", "fact", 0.87, ["crewpad", "offline", "customers"], """
@NS6b@ CrewPad caches the day's customer contact details so crews can phone ahead with no signal.
""")
fact("2026-08-12", "15:50:03", "fact", 0.82, ["crewpad", "job-sheets", "risk-assessment"], """
@N4b@ Closing a job sheet in CrewPad needs a live connection, because the server validates the signed risk assessment.
""")
fact("2026-08-14", "11:18:47", "fact", 0.85, ["crewpad", "risk-assessment", "forms"], """
CrewPad's risk assessment form has 14 hazard categories, with overhead lines first.
""")
fact("2026-08-19", "10:31:34", "fact", 0.91, ["crewpad", "android", "distribution"], """
@S3b@ We stopped using Firebase App Distribution in August; crew phones now install CrewPad from the Play Store internal testing track.
""")
fact("2026-08-26", "14:02:58", "fact", 0.83, ["chipyard", "hosting"], """
@R4b@ Chipyard runs on a DigitalOcean droplet in the lon1 region.
""")
fact("2026-08-28", "17:15:21", "fact", 0.92, ["monitoring", "uptime", "better-stack"], """
@S4b@ Retired UptimeRobot at the end of August — Better Stack monitors Quoteleaf and Chipyard now.
""")
fact("2026-09-02", "09:07:44", "preference", 0.84, ["quoteleaf", "migrations", "ellis"], """
Ellis prefers descriptive migration names (`0042_add_deposit_status`) over Django's auto-generated ones.
""")
fact("2026-09-09", "12:53:16", "fact", 0.9, ["crews", "comms", "crewpad"], """
@S9b@ The crews WhatsApp group is no longer used for job changes; those go out as CrewPad push notifications now.
""")
fact("2026-09-15", "16:26:39", "fact", 0.88, ["crew-2", "ash-dieback", "roads"], """
@NS1b@ Crew 2 fells roadside ash along the B3297 most weeks (ash dieback work for Cornwall Council).
""")
fact("2026-09-18", "10:40:52", "fact", 0.84, ["crewpad", "photos", "sync"], """
@V6b@ CrewPad gives up on a photo upload after 3 attempts and flags the job red for the crew lead.
""")
fact("2026-09-24", "13:59:07", "fact", 0.87, ["chipyard", "imports", "limits"], """
@O8a@ Chipyard rejects CSV imports over 5 MB.
""")
fact("2026-09-29", "15:43:25", "fact", 0.8, ["r2", "photos", "storage"], """
The `crewpad-photos` bucket holds about 180 GB after the first full season.
""")
fact("2026-10-02", "11:05:38", "fact", 0.86, ["quoteleaf", "staging", "history"], """
@D7a@ Through the 2025 season Quoteleaf staging ran on Render's free tier.
""")
fact("2026-10-05", "09:30:00", "fact", 0.9, ["team", "kit", "crewpad"], """
Kit Marsh started as a freelance dev in October, two days a week, mostly on CrewPad.
""")
fact("2026-10-09", "14:14:14", "fact", 0.86, ["ledgerbridge", "xero", "ellis"], """
@NS9b@ When the nightly Xero push fails, Ellis reruns Ledgerbridge by hand the next morning.
""")
fact("2026-10-15", "10:22:49", "fact", 0.93, ["chipyard", "postgres", "migration"], """
@S8b@ Chipyard was migrated off SQLite onto its own Postgres database in October.
""")
fact("2026-10-20", "16:48:03", "fact", 0.89, ["backups", "quoteleaf", "retention"], """
@F10b@ Nightly Quoteleaf dumps are kept 35 days, and the first dump of each month is kept for a year.
""")
fact("2026-10-27", "12:31:27", "fact", 0.9, ["quoteleaf", "reviews", "kit"], """
@D10b@ Quoteleaf PRs need one approving review, from either Ellis or Kit.
""")
fact("2026-11-06", "08:12:36", "fact", 0.87, ["storms", "callouts", "crew-1"], """
@R5b@ Jory's crew (Crew 1) is holding the emergency callout phone this winter.
""")
fact("2026-11-10", "15:38:10", "fact", 0.82, ["fly", "costs", "quoteleaf"], """
Fly.io bills about £38 a month for Quoteleaf, prod and staging together.
""")
fact("2026-11-19", "10:57:45", "fact", 0.83, ["stump-grinder", "equipment"], """
The Predator 38 stump grinder goes down 300 mm below ground level as standard.
""")

# ---------------------------------------------------------------- auto (free notes)

auto("pricing-2026", "Price list 2026 (from Dale's sheet)", "2026-04-21", ["pricing", "quotes"], """
# Price list 2026

Agreed at the April price review. Quoteleaf's rate table should match this; if it doesn't, this is what Dale signed off.

| Item | Price | VAT |
|---|---|---|
@V5a@ | Crew day (3 people, chipper + tipper) | £1,250 | ex VAT |
| Half day (3 people) | £690 | ex VAT |
| Two-person crew day (no climbing) | £880 | ex VAT |
@D6b@ | Emergency callout fee | £95 | ex VAT |
| Stump grinding | from £120 per stump | ex VAT |

## Notes
@A9a@ - Emergency work after 18:00 is billed at double the day rate.
- Maintenance contracts are priced per visit, not per day.
""")

auto("quoteleaf-architecture", "Quoteleaf architecture notes", "2026-02-09", ["quoteleaf", "architecture"], """
# Quoteleaf — how it hangs together

## Services
@A3a@ - Gunicorn: 3 workers per machine, requests time out after 60 s
- Celery worker + beat run in a separate Fly process group (`worker`)
@R7b@ - Broker: RabbitMQ on CloudAMQP (Little Lemur plan); task results go to the Postgres backend
@S1a@ - Transactional email: Mailgun (EU region, sending domain `mg.gorsemoor.co.uk`)
@R9b@ - Geocoding: Google Maps Geocoding API, key in `GOOGLE_MAPS_KEY`
- SMS: Twilio, UK long code (reminders and the "crew on the way" texts)

## Request flow
Browser → Fly proxy → gunicorn → Django. HTMX partials for the quote builder; no SPA.
CrewPad hits the same Django app under `/api/v2/`.

## Things that bite
- Celery tasks must be idempotent; the PDF render task can run twice if a worker gets recycled
- Store UTC, render Europe/London; reminders are scheduled in local time
""")

auto("staging-env", "Staging environment", "2026-10-05", ["quoteleaf", "staging", "fly"], """
# Staging

@D7b@ Staging lives on Fly as its own app, `quoteleaf-staging`, with scale-to-zero machines.

@V9b@ - staging Postgres: `ql-stg-pg.flycast:5432`, db `quoteleaf_staging`
- Refreshed from a scrubbed prod dump every Monday (phone numbers and addresses replaced)
- Outbound email and SMS on staging go to a sandbox; nothing reaches customers
- URL: https://quoteleaf-staging.fly.dev, behind basic auth (ask Ellis)
""")

auto("crewpad-photos", "CrewPad photo pipeline", "2026-05-19", ["crewpad", "photos", "r2"], """
## On the phone
@V7a@ Photos are downscaled on-device to 1600 px on the long edge, JPEG quality 80, EXIF GPS kept.
- Every job needs at least one "before" and one "after" photo

## Upload
@F6b@ Uploads skip the Django app: CrewPad asks `/api/v2/photos/presign` for a presigned R2 URL and PUTs the JPEG straight to the bucket.
- Presigned URLs are valid for 15 minutes, hence the clock-drift incident in September
- Quoteleaf makes the 320 px thumbnails after the upload webhook fires
""")

auto("crewpad-release-checklist", "CrewPad release checklist", "2026-09-22", ["crewpad", "release", "checklist"], """
# Cutting a CrewPad release

@R3b@ CrewPad CI is on CircleCI (project `crewpad`, config in `.circleci/config.yml`); don't cut a build off a red pipeline.

- [ ] `versionCode` bumped in app.config.ts
- [ ] `eas build -p android --profile preview`
- [ ] Smoke test on the oldest crew phone (Crew 3's A21s)

@O1b@ After release, crash reports from CrewPad go to Bugsnag; check the new build's stability score before telling the other crews to update.
""")

auto("quoteleaf-contributing", "Contributing to Quoteleaf (for Kit)", "2026-10-08", ["quoteleaf", "onboarding", "git"], """
Written for Kit's first week. Mostly Ellis's habits, written down.

## Branches and merging
@R6b@ - Merge with **Rebase and merge** so each commit lands on main individually

## Code
@N8a@ - Prefer function-based views; only reach for CBVs when a generic view saves real code
- Services go in `*/services.py`; views stay thin

## PRs
@F9b@ - The Testing section should list the exact commands you ran (e.g. `pytest quotes/ -k deposit`), not just "tested locally"
- Screenshots for anything the office will see
""")

auto("xero-sync-runbook", "Ledgerbridge / Xero sync runbook", "2026-03-04", ["ledgerbridge", "xero", "runbook"], """
# When the Xero sync goes wrong

@V2b@ Ledgerbridge kicks off at 03:15 every night, once the Quoteleaf dump has finished.
@O6a@ Ledgerbridge retries a failed Xero push 3 times, then emails Sian the invoice numbers it couldn't send.

## Common failures
- Xero token expired (happens after 60 days if nobody runs it) → re-auth with the script's `auth` subcommand
- Contact not found: the customer was merged in Xero but not in Quoteleaf
- Rate limit: 60 calls a minute, which big month-end batches hit
- Invoices (not quotes) are emailed to customers by Xero itself, PDF attached

**Q: Can I re-run it safely?**
Yes, it's idempotent on invoice number. Read the month-end rule in the Ledgerbridge memory first.
""")

auto("website", "Website (gorsemoor.co.uk)", "2026-06-23", ["website", "marketing"], """
@O9a@ gorsemoor.co.uk (the brochure site) is hosted on Netlify, built from the `website` repo with Eleventy.
@NS7b@ We add before/after photos to the website gallery every month; Sian picks them.
- Contact form posts to Netlify Forms, which emails office@
- The reviews widget pulls from Google Business Profile
""")

auto("crew-comms", "Crew comms", "2026-05-06", ["crews", "comms"], """
# Who talks to whom

@NS3b@ Crew leads handle job-sheet questions from their own crew; the office only steps in for customer contact.
@A4b@ Priya runs Crew 2 (with us since 2021, ex-Crew 1 climber).
- The 'Gorsemoor Social' WhatsApp group is social only, no work in there
- Radios: Motorola two-ways on channel 3 for aerial work, always
""")

auto("postgres-notes", "Postgres notes", "2026-03-23", ["quoteleaf", "postgres"], """
@V4b@ Quoteleaf's production database is on Postgres 15 (15.6), so stick to PG15 features in migrations.
@V9a@ Staging's DATABASE_URL host is `ql-staging-db.internal:5432` on the Fly private network.
- Prod host is `ql-db.internal:5432`; from a laptop use `fly proxy 15432:5432 -a ql-db`
- Ledgerbridge uses the read-only role `ledger_ro`; don't give it write grants
- The calendar overlap query needs the GiST index on `(crew_id, tstzrange(starts_at, ends_at))`
""")

auto("crewpad-auth", "CrewPad auth", "2026-07-07", ["crewpad", "auth"], """
@V8b@ Access tokens for CrewPad expire after 8 hours; the app refreshes silently when it comes back to the foreground.
- Each phone is registered to a person, not a crew; shared phones were dropped after the pilot
- Logging out wipes the offline cache (job sheets that already synced are safe)
- Lost phone: Ellis revokes its refresh token from Quoteleaf admin → Devices
""")

auto("site-rules", "Site rules for residential jobs", "2026-03-27", ["crews", "neighbours", "noise"], """
# Working on residential sites

@V10a@ On residential jobs nobody starts a saw or the chipper before 08:00.
- Saturdays (by agreement only): 09:00 start
- Estate and commercial sites can start at 07:00 if the client agrees
- Park so the chipper discharge faces away from houses and cars
- Tell the neighbours the day before if we need their drive
""")

auto("ci-notes", "CI notes (Quoteleaf)", "2026-06-15", ["ci", "github-actions", "quoteleaf"], """
Quoteleaf's GitHub Actions workflows:
- `ci.yml`: ruff, mypy (quotes/ + billing/), pytest against a Postgres service container
- `deploy.yml`: on push to main, `flyctl deploy --remote-only`
@NS5b@ - Ellis merges his own Quoteleaf PRs once they're approved

@N2b@ Dependabot patch bumps for Quoteleaf get auto-merged once the checks go green (`dependabot-automerge.yml`).

```yaml
services:
  postgres:
    image: postgres
    ports: ["5432:5432"]
```
""")

auto("yard-operations", "Yard operations (Lanner)", "2026-05-22", ["yard", "chip", "logs"], """
@N5b@ We sell seasoned hardwood logs from the yard, £95 a bulk bag, collection on weekdays.
- Chip bays 1–4; Kernow Biomass empties them about every fortnight
- Log racks by species, ash kept on its own rack
- Rhodri does the kit store check every Friday afternoon
- Fuel: Aspen alkylate for the saws; the chippers and the grinder run on diesel
""")

auto("it-admin", "IT admin bits", "2026-04-24", ["admin", "passwords", "google-workspace"], """
@S2b@ We moved off LastPass in April; all shared passwords live in the 1Password business vault now.
- Google Workspace admins: Dale and Ellis
- The office PC and the yard tablet are under Google endpoint management (basic tier)
- Domain registrar is 123-reg; DNS is on Cloudflare
""")

auto("fleet", "Fleet", "2026-09-30", ["vehicles", "fleet"], """
Four vehicles: the three crew tippers and the yard van (a Transit Connect).

@S6b@ Quartix trackers came out of all four vehicles in September; Samsara replaced them.
- MOTs: D-Max tippers in March, the Transit tipper in July, the yard van in October
- Anyone who passed their test after 1997 needs C1 on their licence for the tippers
""")

auto("survey-mode", "CrewPad survey mode", "2026-07-21", ["crewpad", "surveys", "bs5837"], """
@S7b@ We no longer use the Word BS5837 template; since July surveys are produced in CrewPad's survey mode and exported to PDF.
- Per tree: number, species, height, stem diameter at 1.5 m, crown spread (N/E/S/W), category A/B/C/U
- RPA is worked out automatically (12 × stem diameter, capped at 707 m²)
- Only Morwenna and Jory do BS5837 surveys
""")

auto("reminders", "Customer reminders", "2026-04-07", ["quoteleaf", "sms", "reminders"], """
@F7b@ The day-before SMS goes out at 17:00 and names the crew lead and the arrival window.
- The "crew on the way" text goes when the lead taps Depart in CrewPad
- Failed SMS sends are retried twice, then flagged on the office dashboard
- Quote follow-up emails: one, at 10 days (see customer comms)
""")

auto("company-history", "Company background", "2026-06-01", ["company", "crews"], """
Founded 2011 by Morwenna Tresize as a one-climber outfit working out of her dad's barn in Lanner.

@D3a@ Back in January there were only two climbing crews; Crew 3 was formed in April when Tam
joined from a utility arb contractor.

@NS4b@ We climb right through the winter; there's no seasonal shutdown, unlike some firms round here.
- ARB Approved Contractor since 2019
- Staff: 3 crew leads, 6 climbers/groundies, Sian, Rhodri, Dale, Morwenna, plus Ellis and Kit part-time
""")

auto("crewpad-rollout", "CrewPad rollout", "2026-06-05", ["crewpad", "rollout"], """
@D4b@ All three crews use CrewPad on every job now; paper job sheets are only a fallback kept in the cab.
- Ellis did the training, about 40 minutes per person
- Biggest complaint so far: buttons too small for gloves (fixed in 1.5)
""")

auto("risk-assessments", "Site risk assessments", "2026-10-21", ["safety", "crewpad", "risk-assessment"], """
@D8a@ Before the October re-org, Rhodri signed off every site risk assessment himself.
- The RA is done on arrival, not the day before; photos of the hazards get attached
- Overhead lines within two tree lengths → call the DNO before work
- The rescue plan is part of the RA form (see the safety rules)
""")

auto("timesheets", "Timesheets", "2026-07-30", ["crewpad", "payroll"], """
@D9b@ Timesheets flow from CrewPad into BrightPay automatically through the nightly export.
- Breaks: 30 min unpaid, auto-deducted on days over 6 h
- Overtime is approved by the crew lead in CrewPad, then by Dale
""")

auto("chipper-safety", "Chipper safety (toolbox talk)", "2026-03-16", ["safety", "chipper"], """
@A2b@ Nothing thicker than 15 cm goes through the chipper — cut it up for the cordwood pile instead.
- Two people on site whenever it's running
- Never reach past the infeed bar; feed butt-end first
- Ear defenders and visor on, no loose cuffs
""")

auto("rope-log", "Rope log", "2026-08-10", ["climbing", "kit", "loler"], """
@A5b@ Any rope that's been shock-loaded is binned on the spot, and no line stays in service past its fifth year.
- Rope serials are in Chipyard; each crew's rope bag has a laminated card with the in-service date
- Oldest line right now: Crew 1's 45 m climbing line, in service since January 2022
""")

auto("office-faq", "Office FAQ (for temp cover)", "2026-08-17", ["office", "faq"], """
**When are the phones staffed?**
@A8b@ Weekdays, 8am to 5pm; outside those hours calls divert to the callout phone.

**Do you charge more at night?**
@A9b@ Yes, emergency or storm work after 6pm is charged at 2x the normal day rate.

**Who books the jobs?**
Sian, in Quoteleaf. Don't promise a date on the phone without checking with her.
""")

auto("weather-rules", "Weather rules", "2026-01-30", ["safety", "weather", "climbing"], """
@NS4a@ Don't climb when gusts are forecast above 40 mph.
- MEWP: the manufacturer's limit is 12.5 m/s (about 28 mph) at platform height
- Lightning: everyone out of the tree and away from the chipper until 30 min after the last strike
- Heavy rain: climbing is fine, but no chipping on soft lawns without boards down
""")

auto("tpo-checks", "TPO and conservation area checks", "2026-03-10", ["tpo", "council", "quotes"], """
@NS10b@ Roughly a third of our jobs are on trees with TPOs or in conservation areas.
- Conservation area: 6 weeks' notice (Section 211); TPO: full application, 8 weeks is typical
- Dead/dangerous exemptions still need 5 working days' notice, recorded in Quoteleaf
- Quoteleaf's TPO lookup only covers Cornwall; Plymouth jobs get checked by hand
""")

# --- unlabelled auto notes (distractors and background)

auto("biosecurity", "Biosecurity", "2026-06-10", ["biosecurity", "disease"], """
# Biosecurity on site

- Phytophthora ramorum sites: clean down before leaving (boots, tyres, chipper)
- Oak processionary moth isn't in Cornwall yet; if we find it, stop and report through TreeAlert
- Jeyes Fluid is not used on hand tools, it's too harsh on the chrome
- Ash dieback timber can move freely, but we still chip ash brash on site where we can
""")

auto("groundwork", "Groundie duties", "2026-05-02", ["crews", "groundies"], """
# What the groundies do

- Rigging: lowering lines, the port-a-wrap, and keeping the drop zone clear
- Brash dragging and feeding the chipper
- Raking up and blowing off drives at the end of the day
- Keeping the climber's saw fuelled and sharp (spare chain in the kit bag, always)
""")

auto("ash-dieback-contract", "Ash dieback contract (Cornwall Council)", "2026-02-16", ["council", "ash-dieback", "contracts"], """
# Council ash dieback work

- Highway trees marked by the council's inspector, batches of 20–40 at a time
- Traffic management is subcontracted to Kernow TM Ltd; lane closures are booked a week ahead
- Photos before and after each tree, uploaded within 48 h of the work
- Invoiced per batch, monthly, with the council's PO number
""")

auto("eas-update-channels", "EAS update channels", "2026-07-13", ["crewpad", "expo", "eas"], """
# EAS Update

- Channels: `production` and `preview`, mapped to the build profiles of the same names
- runtimeVersion policy is `appVersion`, so a native change needs a version bump
- Rollback: `eas update:republish` the previous group; takes effect on next app launch
- Check the update size stays under 5 MB, the crews are on patchy 4G
""")

auto("glossary", "Arb glossary for the agent", "2026-01-19", ["glossary", "arboriculture"], """
# Glossary

- **Crown reduction**: shortening branches back to suitable growth points, keeping the shape
- **Crown lift**: removing lower branches to a set height above ground
- **Pollarding**: cutting back to the same points on a cycle
- **RPA**: root protection area (BS5837)
- **TPO**: tree preservation order
- **LOLER**: the lifting regulations; cover climbing kit and the MEWP
- **Groundie**: ground crew member; feeds the chipper, runs the lowering lines
""")

auto("weekly-summary-template", "Weekly summary template", "2026-02-02", ["reporting", "dale"], """
# Weekly dev summary (for Dale)

1. What shipped (PR titles, grouped by prefix)
2. What the crews will notice
3. Anything the office needs to do differently
4. Next week

Keep it under a page. No jargon without a half-sentence explanation.
""")

auto("kit-store-layout", "Kit store layout", "2026-04-14", ["yard", "kit"], """
# Kit store (Lanner yard)

- One cage per crew, labelled; the spare-kit cage is Rhodri's
- Red-tagged shelf by the door is quarantine: nothing comes off it without Rhodri
- Ropes hang in coils, never on the floor; harnesses on pegs by serial number
- Fuel and oil live in the separate steel store outside
""")

auto("customer-faq", "Customer FAQ (website copy)", "2026-06-23", ["website", "faq", "customers"], """
# Customer FAQ

**Do I need permission to work on my tree?**
If it has a TPO or you're in a conservation area, yes. We check for you before quoting.

**Do you take the waste away?**
Yes, chip and brash go with us. We can leave cordwood stacked for you if you'd like it.

**Are you insured?**
Yes, £10m public liability and £10m employer's liability.

**Do you work weekends?**
Only by arrangement, on Saturdays.
""")

auto("chipyard-api", "Chipyard endpoints", "2026-08-20", ["chipyard", "api"], """
# Chipyard HTTP endpoints

- `GET /items` — kit list, filter by crew or status
- `POST /items/{serial}/exams` — record a LOLER exam (examiner, date, pass/fail, notes)
- `GET /stock/chip` — m³ per bay
- `POST /import/csv` — bulk kit import from the supplier spreadsheets
- All JSON endpoints sit behind the same session cookie as the UI; there's no public API
""")

auto("fly-notes", "Fly.io notes", "2026-05-25", ["fly", "quoteleaf", "ops"], """
# Fly cheat sheet (Quoteleaf)

Quoteleaf has two process groups, `app` and `worker`. Auto-stop is off for prod machines.

```bash
fly status -a quoteleaf
fly logs -a quoteleaf --region lhr
fly ssh console -a quoteleaf -C "python manage.py shell"
fly scale memory 1024 -a quoteleaf
```

- Secrets: `fly secrets list -a quoteleaf` (names only)
- Don't `fly scale count` the worker above 1, beat would run twice
""")

auto("storm-prep", "Storm prep checklist", "2026-11-03", ["storms", "crews", "checklist"], """
# Before a named storm

- Fuel cans full, spare chains sharpened, chargers in the cabs
- Callout phone charged and the forwarding tested
- Sian moves the next day's non-urgent jobs and texts the customers
- Nobody climbs storm-damaged trees until the lead has walked the site
- Log every emergency job in Quoteleaf the same day, even if the quote comes later
@F4b@ - Storm-damage quotes are the exception to the usual validity: they're only good for 7 days, because the tree can move
""")

auto("insurance", "Insurance", "2026-02-11", ["insurance", "admin"], """
# Insurance summary

- Public liability: £10m
- Employer's liability: £10m
- Tools and plant cover: chippers, grinder, MEWP and saws, new-for-old under 3 years
- Renewal every 1 July through Arbsure (broker)
""")

auto("training-matrix", "Training matrix", "2026-03-20", ["training", "crews", "nptc"], """
# NPTC tickets

| Person | Tickets | Refresher due |
|---|---|---|
| Jory Vance | CS30/31, CS38/39, CS41, PA1/PA6a | 2027 |
| Priya Okafor | CS30/31, CS38/39, CS41 | 2028 |
| Tam Feeney | CS30/31, CS38/39, PA1/PA6a | 2026 |

Aerial rescue refresher for every climber each spring, run by Rhodri.
""")

auto("quoteleaf-reports", "Quoteleaf reports", "2026-09-07", ["quoteleaf", "reporting"], """
# Reports Dale uses

- Monthly revenue per crew (closed jobs, ex VAT)
- Quote conversion rate by source (website form, phone, repeat customer)
- Jobs rebooked because of nesting checks or weather
- Average days from site visit to quote sent
""")

auto("onboarding-new-climber", "Onboarding a new climber", "2026-04-03", ["crews", "onboarding", "safety"], """
# First week for a new climber

- Day 1: yard induction, kit issue (LOLER'd kit only, serials logged in Chipyard)
- Day 2–3: shadow their crew lead, ground only
- CrewPad account set up by Ellis before day 1
- Aerial rescue drill with Rhodri before their first climb with us
""")

auto("postcode-coverage", "Where we work", "2026-01-23", ["quotes", "coverage"], """
# Coverage

- TR and most PL postcodes; Plymouth edge by arrangement
- Beyond 45 minutes' drive from Lanner, add a travel line to the quote
- Scilly: no (we've been asked, twice)
""")

auto("crewpad-forms", "CrewPad forms", "2026-08-14", ["crewpad", "forms"], """
# Forms in CrewPad

- Job sheet: times on site, work done vs quoted, waste taken, customer signature
- Risk assessment: hazards checklist, rescue plan, nominated rescuer, emergency access point
- Pre-use kit check: one tap per item, failed items go to quarantine in Chipyard
- Near-miss report: free text plus photos
""")

auto("agent-session-notes", "Agent scratch notes", "2026-09-16", ["agent", "notes"], """
# Things I keep forgetting

- Local Quoteleaf tests need the compose DB up first (it's on 5433, not 5432)
- Don't touch `billing/legacy_import.py`; it's Sian's one-off CSV importer from the Sage days
- The `Booking.crew` FK is nullable on purpose: unassigned storm jobs
- CrewPad's `shared/` package must stay free of React Native imports
@A6b@ - Android API level 29 is the floor for CrewPad, so check a new native module supports it before adding it
""")

auto("data-retention", "Data retention", "2026-05-15", ["gdpr", "data"], """
# How long we keep things

- Invoices and job records: 6 years
- Quotes that never converted: 2 years, then anonymised
- Job photos: 6 years, same as invoices
- CrewPad device logs: 30 days
""")

auto("vehicle-daily-checks", "Vehicle daily checks", "2026-02-23", ["vehicles", "safety"], """
# Walkaround before leaving the yard

- Tyres, lights, mirrors, tipper hydraulics
- Chipper hitch and breakaway cable, lights on the chipper board
- Load secured, saws in the locked box
- Defects reported in CrewPad; Dale decides if the vehicle goes out
""")

auto("meeting-notes-2026-09", "Ops meeting, September", "2026-09-11", ["meetings", "ops"], """
# Ops meeting 2026-09-11

- Crew 3 to pick up more of the Plymouth-edge work over winter
- Kit Marsh confirmed to start in October (CrewPad first)
- Morwenna wants a quote-to-job conversion report by crew; Ellis to add to the reports page
- Rhodri raised glove sizes again; order placed
""")

auto("quoteleaf-feature-ideas", "Quoteleaf feature ideas", "2026-10-30", ["quoteleaf", "backlog"], """
# Backlog ideas (not committed)

- Online booking for maintenance-contract visits
- Customer portal: see before/after photos of your own job
- "Similar past jobs" suggestions on the quote builder
- Bulk rebooking tool for nesting-season delays
""")

# ---------------------------------------------------------------- MEMORY.md index (no slot values in hooks)

MEMORY_SECTIONS = [
    ("User", [
        ("Ellis, developer", "user_ellis_role.md", "who Ellis is and how he wants answers"),
        ("Dale, ops manager", "user_dale_manager.md", "non-technical reader of the weekly summary"),
    ]),
    ("Feedback", [
        ("Git workflow", "feedback_git_workflow.md", "branching and merging rules"),
        ("Code review", "feedback_code_review.md", "what a PR needs before it merges"),
        ("Commit messages", "feedback_commit_messages.md", "prefix style for commit subjects"),
        ("Testing", "feedback_testing.md", "real database for Quoteleaf tests, msw for CrewPad"),
        ("Deploys", "feedback_deploys.md", "how and when each app ships"),
        ("DB migrations", "feedback_db_migrations.md", "rules for Quoteleaf schema changes"),
        ("Python style", "feedback_python_style.md", "Django conventions in Quoteleaf"),
        ("Dependency updates", "feedback_dependency_updates.md", "bots and bump PRs per repo"),
        ("Expo builds", "feedback_expo_builds.md", "getting CrewPad builds onto crew phones"),
        ("Customer comms", "feedback_customer_comms.md", "quote emails, follow-ups, tone"),
        ("Secrets", "feedback_secrets.md", "where secrets live, never paste env files"),
        ("Logging", "feedback_logging.md", "what may and may not be logged"),
        ("Incident postmortems", "feedback_incident_postmortems.md", "short blameless write-ups"),
    ]),
    ("Project", [
        ("Quoteleaf overview", "project_quoteleaf_overview.md", "the quoting and booking app"),
        ("CrewPad overview", "project_crewpad_overview.md", "the crews' phone app"),
        ("CrewPad offline sync", "project_crewpad_offline_sync.md", "offline-first rules and the queue"),
        ("Chipyard overview", "project_chipyard_overview.md", "kit, LOLER and stock tracker"),
        ("TPO checker", "project_tpo_checker.md", "council layer lookups on quotes"),
        ("Route planning", "project_route_planning.md", "geocoding and the day's running order"),
        ("Photo storage", "project_photo_storage.md", "where job photos live"),
        ("Backups", "project_backups.md", "what is backed up and restore drills"),
        ("Nesting season", "project_nesting_season.md", "bird checks and rebooking"),
        ("Winter schedule", "project_winter_schedule.md", "short days and storm priority"),
        ("Xero migration", "project_xero_migration.md", "how the books moved to Xero"),
    ]),
    ("Reference", [
        ("Infrastructure", "reference_infrastructure.md", "domains, the VPS, storage"),
        ("Ledgerbridge", "reference_ledgerbridge.md", "the invoice sync script"),
        ("Dev setup", "reference_dev_setup.md", "running the three apps locally"),
        ("Crews", "reference_crews.md", "leads, vehicles, muster points"),
        ("Safety rules", "reference_safety_rules.md", "standing site rules"),
        ("Pricing", "reference_pricing.md", "rates, deposits, sign-off"),
        ("On call", "reference_on_call.md", "who to ring for what"),
        ("Contacts", "reference_contacts.md", "people and phone hours"),
        ("Council APIs", "reference_council_apis.md", "external data sources"),
        ("Equipment servicing", "reference_equipment_servicing.md", "service intervals for the plant"),
        ("Stump treatment", "reference_herbicide_stump_treatment.md", "stumps and chemical handling"),
        ("Waste and chip", "reference_waste_and_chip.md", "where the arisings go"),
    ]),
]


def memory_md():
    out = ["# Memory Index", ""]
    for sec, rows in MEMORY_SECTIONS:
        out.append(f"## {sec}")
        out.append("")
        for title, fname, hook in rows:
            out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out)


FILES.append(("MEMORY.md", memory_md()))

# two more unlabelled notes (appended after the index so paths stay independent of it)
auto("saw-fuel-and-oil", "Saw fuel and oil", "2026-04-29", ["chainsaws", "fuel", "coshh"], """
# Fuel and oil

- Saws: Aspen 2T alkylate premix only, never pump petrol mixed in a can
- Bar oil: biodegradable (Stihl BioPlus), required on the council contract anyway
- Spill kit in every tipper; report any spill over a litre to Rhodri
- Empty alkylate cans go back to the supplier, not in the skip
""")

auto("complaints-log", "Customer complaints log", "2026-10-12", ["customers", "complaints"], """
# Complaints (summary)

- May: neighbour's car covered in chip dust; we paid for a valet and now sheet nearby cars
- August: customer unhappy with the shape of a crown reduction; Morwenna revisited and tidied it
- October: a missed day-of call when the crew ran late; Sian now rings if a crew is over 30 min behind
""")
