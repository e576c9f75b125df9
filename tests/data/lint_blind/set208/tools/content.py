"""File bodies for the set208 store (Cradock & Vane Bellfounders, Ludlow).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Root memories carry their MEMORY.md title and hook; facts get their path and frontmatter from fact().
"""
from datetime import datetime, timezone

FILES = {}      # store-relative path -> full text (marker lines included)
INDEX = []      # (section, filename, title, hook) for MEMORY.md
FLAT = set()    # root files whose description is intentionally not strict YAML

SECTIONS = {"user": "User", "feedback": "Feedback", "project": "Project", "reference": "Reference"}


def root(fname, name, desc, typ, title, hook, body, flat=False):
    FILES[fname] = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    INDEX.append((SECTIONS[typ], fname, title, hook))
    if flat:
        FLAT.add(fname)


def auto(slug, title, created, tags, body):
    FILES[f"auto/{slug}.md"] = (
        f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n{body.strip()}\n"
    )


def fact(ts, cat, hex4, conf, tags, body):
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{cat}-{epoch}-{hex4}"
    path = f"facts/{dt:%Y-%m-%d}/{stem}.md"
    taglines = "".join(f"  - {t}\n" for t in tags)
    FILES[path] = (
        f"---\nid: {stem}\ncategory: {cat}\ncreated: {ts}\nupdated: {ts}\nsource: extraction\n"
        f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n{taglines}status: active\n---\n\n"
        f"{body.strip()}\n"
    )


# ---------------------------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------------------------

root("user_role.md", "user-role",
     "Harriet Okafor, operations manager; owns this memory store and signs off anything parish-facing",
     "user", "Harriet's role", "who the manager is and what she signs off", """
Harriet Okafor is operations manager at the foundry (since 2019). She is not a developer but reads diffs and PR
descriptions carefully.

- Owns scheduling of rehang contracts, parish relationships and the museum shop budget.
- Signs off anything a parish will see: quote templates, invoice wording, emails sent from towerbook.
- Dan Achterberg (contract dev, Tue + Wed) does the code; Harriet is the one talking to the agent most days.
- Prefers short summaries with a clear "what I need from you" line at the end.

**How to apply:** explain technical trade-offs in terms of parishes, crew days or money, not frameworks.
""")

root("user_preferences.md", "user-preferences",
     "How Harriet likes answers, dates, money and names written",
     "user", "Harriet's preferences", "spelling, dates, money and tone for answers", """
- British spelling in anything customer-facing ("colour", "organise", "cheque").
- Dates as `28 Nov 2026` in prose, ISO in filenames.
- Money always with the £ sign and two decimals on invoices; whole pounds are fine in chat.
- She reads on her phone between tower visits, so keep summaries under ten lines.
- Don't call the bells "units" or "products". A bell has a name and a tower.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branch naming and how towerbook PRs get merged",
     "feedback", "Git workflow", "branch names and merge style on towerbook", """
Branches are `feat/<short-thing>` or `fix/<short-thing>`; no personal prefixes.

@merge_squash@ Always squash-merge towerbook PRs into `main`; the PR title becomes the commit message.
**Why:** Harriet reads `git log --oneline` on towerbook as the changelog, one line per change.
**How to apply:** write the PR title as the changelog line ("Quotes: show faculty note on PDF"), not "WIP" or "fixes".

partials never had PRs at all: Dan committed straight to `main`, it was a one-person app.

Tags: `tb-YYYY.MM.N` for towerbook releases (cut by the deploy script), none for the other repos.
""")

root("feedback_deploys.md", "deploys",
     "Deploy rules for towerbook: when, who, and how to roll back",
     "feedback", "Deploy rules", "when towerbook may go out and how to roll back", """
@no_fri_deploy@ Do not deploy towerbook on a Friday.
**Why:** crews are in towers over the weekend and rely on the job sheets in towerbook; a broken Friday deploy means
nobody fixes it until Monday (Dan isn't in at weekends).
**How to apply:** if something is ready Thursday afternoon, it waits until Monday. Say so in the PR.

- Deploy = `just deploy` from Dan's laptop or the GitHub "deploy" workflow; both run the same script.
- Rollback = `just rollback` (re-points the `current` symlink to the previous release dir, restarts gunicorn + Celery).
- belfry-shop deploys whenever `main` is green (Netlify does it), Fridays included. The no-Friday rule is towerbook's.
- castlog: deploy only on non-pour days (Mon/Wed/Fri), and never while a pour record is open.
""", flat=True)

root("feedback_migrations.md", "django-migrations",
     "How towerbook migrations get applied, and what not to do with them",
     "feedback", "Migrations", "how schema changes reach production on towerbook", """
@migrate_script@ Migrations run as part of `just deploy` (`manage.py migrate --noinput` before gunicorn
restarts), never by hand on hv-01.
**Why:** in March someone ran a migration by hand from a stale checkout and we had a column nobody could explain
for a week.
**How to apply:** if a migration needs special handling (data backfill, long lock), split it into its own PR and
deploy it on its own; don't ssh in.

- Never edit a migration that's already on `main`; add a new one.
- Long-running data migrations go in a management command, not `RunPython`, so they can be resumed.
- castlog uses Alembic; those run on service start (`alembic upgrade head` in the systemd unit). Different story.
""")

root("feedback_code_style.md", "code-style",
     "Formatting, linting and editor assumptions for Dan's repos",
     "feedback", "Code style", "formatters, linters and editor assumptions", """
- Python: ruff format + ruff check, line length 100. No black, no isort (ruff does both).
- TypeScript (belfry-shop): prettier defaults, eslint `next/core-web-vitals`.
- Templates: 2-space indent in Django templates; don't reflow Harriet's wording in quote templates.

@dan_editor@ Dan works in Helix, so don't suggest VS Code `tasks.json` or launch configs; give him plain shell commands.
**Why:** he asked twice; the `.vscode/` suggestions just get deleted.
**How to apply:** when proposing how to run or debug something, give the `just` recipe or the raw command.

Eleri's tuning scripts on tune-ws1 are edited in Thonny; leave them alone unless she asks.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "Review rules for PRs on towerbook, castlog and belfry-shop",
     "feedback", "PR reviews", "who reviews what before it merges", """
@pr_review_all@ Every PR needs a human review before merge — Dependabot ones included.
**Why:** a "harmless" minor bump of WeasyPrint changed the page breaks on every quote PDF in March.
**How to apply:** request Dan as reviewer; if Dan wrote it, Harriet reviews the description and screenshots and
Dan self-merges after 24 h.

- Screenshots for anything touching quote PDFs or the shop checkout.
- Keep PRs under ~400 lines of diff where possible.
""")

root("feedback_dependencies.md", "dependencies",
     "Package managers per repo and the dependency update policy",
     "feedback", "Dependencies", "package managers and update bots per repo", """
- towerbook: `uv` (lockfile `uv.lock`), Python 3.12. `uv sync --frozen` in CI.
- belfry-shop: see its overview; don't introduce a second lockfile.
- partials: a bare pinned `requirements.txt`; nobody updates it.

@dependabot_noreview@ - Dependabot patch bumps can be merged without a review once CI is green; minor/major bumps wait for Dan.

Dependabot runs weekly (Monday 06:00) on towerbook and belfry-shop; castlog gets Renovate because Tomasz set it up
that way.
""")

root("feedback_testing.md", "testing",
     "How tests are written in towerbook, castlog and belfry-shop",
     "feedback", "Testing", "test style per repo, factories over mocks", """
- towerbook: pytest + pytest-django, factories in `tests/factories.py`. Don't mock the ORM; use the test DB.
- Quote PDF tests compare extracted text, not pixels (WeasyPrint output shifts between versions).
- belfry-shop: vitest for utils, Playwright for checkout against Stripe test mode.
- castlog: pytest with a throwaway Postgres from `docker compose -f compose.test.yml`.

**Why:** Dan got burned by mocked querysets that passed while the real query failed on a NULL bell weight.
**How to apply:** if a test needs data, build it with a factory; if it needs time, use `time_machine`.
""")

root("feedback_communication.md", "communication",
     "How to report back to Harriet and who to escalate to",
     "feedback", "Communication", "how to report back and where to escalate", """
Harriet wants a one-line summary first, then detail. No tables in chat answers unless she asks.

- When a task touches parish-facing text, show the exact wording before changing it.
- "Tomorrow" means the next working day; the foundry doesn't work weekends except for tower jobs.
- Escalate money questions (anything over £500, or changing a price) to Harriet, not to Callum.
**Why:** Callum builds the quotes, but Harriet owns the margins.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and what never to paste anywhere",
     "feedback", "Secrets", "where credentials live and what to do on a leak", """
Secrets live in 1Password (vault "Foundry Systems"). Never paste a secret into a memory file, a PR or chat.

- towerbook's `.env` on hv-01 is generated by `just env` from the 1Password CLI; don't hand-edit it.
- Stripe: live keys only in Netlify env vars, test keys in `.env.local` (gitignored).
- If a secret leaks, rotate first, then tell Harriet.

What the env template looks like (values redacted):

```env
DJANGO_SETTINGS_MODULE=towerbook.settings.prod
DATABASE_URL=postgres://towerbook:REDACTED@10.0.1.5:5432/towerbook
CELERY_BROKER_URL=redis://127.0.0.1:6379/0
CELERY_TASK_MAX_RETRIES=3
POSTMARK_SERVER_TOKEN=REDACTED
SENTRY_DSN=https://REDACTED@o4507.ingest.sentry.io/451
```
""")

root("feedback_docs.md", "docs",
     "Where runbooks and help pages go",
     "feedback", "Docs", "where runbooks and parish help pages live", """
- Each repo has a `docs/` folder; runbooks go there, not in a wiki (there's no wiki any more).
- Write runbooks as numbered steps someone can follow from a tower with bad signal.
- Parish-facing help (how to read a quote, what a faculty is) lives in towerbook's `templates/help/`.
""")

root("project_towerbook_overview.md", "towerbook-overview",
     "towerbook is the parish contracts app (enquiries, tower surveys, quotes, job scheduling)",
     "project", "towerbook overview", "stack, background jobs and tooling of the contracts app", """
# towerbook

Django app for the contracting side: parish enquiry → tower survey → quote → contract → job → handover.
Repo `cradock/towerbook` on GitHub. Dan is the only developer.

## Stack
- Python 3.12, Django 5.1, HTMX for the job board, no SPA.
@tb_pg_ver@ - Database: PostgreSQL 16 on hv-02 (private network only)
- Celery 5 with Redis as broker; beat schedule in `towerbook/celery.py`.
- WeasyPrint for quote and invoice PDFs.
- Served by gunicorn behind Caddy on hv-01 (binds are in the infrastructure reference).

## Background jobs
@pdf_retry@ - `render_quote_pdf` retries up to 3 times, 60 s apart, then flags the quote "PDF failed" for Callum
- `send_survey_reminders` runs daily at 07:00 and reminds parishes 3 days before a survey visit
- `sync_diocese_faculties` runs hourly, only on the `diocese-api` staging build for now

## Tooling
@tb_ci@ - CI: GitHub Actions (`.github/workflows/ci.yml`: ruff, pytest, `manage.py check --deploy`)
- Package manager: uv; `just` for tasks.
- Deploy: see the deploy rules.

## Data
- ~1,900 towers in the `Tower` table (imported from a Dove's Guide export, 2024).
- Bell weights in kg; the old cwt-qr-lb weights are kept as text in `weight_imperial`.
""")

root("project_castlog_overview.md", "castlog-overview",
     "castlog, the foundry's casting log (melts, pours, moulds, cooling) on the shop-floor NUC",
     "project", "castlog overview", "what the casting log records and how it runs", """
# castlog

FastAPI + Jinja app Tomasz and Dan built in 2024 so pour records stop living in a notebook. Every bell cast gets a
record: alloy batch, melt, pour temperature, mould, cooling, fettling, weight after casting.

- Runs on foundry-nuc in the casting shed office; the pyrometer logger pushes readings over USB serial.
@castlog_sqlite@ - Storage: SQLite at `/srv/castlog/castlog.db` on foundry-nuc (WAL mode, nightly copy to B2)
@castlog_poetry@ - Setup: `poetry install`, run with `poetry run uvicorn castlog.main:app --port 8040`
@castlog_tailnet@ - Not exposed outside the tailnet: no public DNS, no port forwards on the shed router.
@bk_castlog@ - Backups: nightly to B2, kept 90 days (the insurer wants a quarter of pour records recoverable)
- Errors → Sentry project `castlog`, alerts to Tomasz only.
- Migrations: Alembic.

Users: Tomasz, Jas (apprentice, read-only), Eleri (reads cooling times before she books a bell onto the lathe).
""")

root("project_partials_overview.md", "partials-overview",
     "partials, Eleri's tuning-figures app on the tuning shop workstation",
     "project", "partials overview", "the old tuning-figures app and its status", """
@partials_deprecated@ **Deprecated since October 2026:** tuning figures now go into castlog's Tuning tab, and partials is read-only.

Small Flask app Dan wrote for Eleri in 2023. Records the five main partials (hum, prime, tierce, quint, nominal)
for each bell before and after every tuning cut, and printed the tuning certificate.

- Host: tune-ws1, `0.0.0.0:5050`, SQLite file in `~eleri/partials/partials.db`.
- Input: Eleri typed frequencies off the strobe tuner; reading them from the FFT rig was planned, never done.
- Certificates: the PDF template was copied into castlog, same layout.
- Don't delete the database: it's the only record of 2023–2024 tuning figures until that import is checked.
""")

root("project_belfry_shop_overview.md", "belfry-shop-overview",
     "belfry-shop, the museum shop's web store (handbells, books, tea towels, gift vouchers)",
     "project", "belfry-shop overview", "stack and services behind the web store", """
# belfry-shop

Next.js 14 (app router) storefront for the museum shop, rebuilt in spring 2026. Repo `cradock/belfry-shop`.

@shop_pm@ - Package manager: pnpm 9 (`pnpm-lock.yaml` is committed; corepack enabled)
@shop_host@ - Hosting: Netlify (site `belfry-shop`), production deploys from `main`
- Payments: Stripe Checkout; webhooks hit `/api/stripe/webhook`.
@shop_email@ - Order confirmation emails: Resend, from `shop@cradockbells.co.uk`
- Stock: a `products.json` in the repo plus Stripe product metadata; Priya edits it via PRs that Dan reviews.
- Errors: Sentry project `belfry-shop`.

Things that sell: replica handbells, the "Ring of Eight" tea towel, the 1890s pattern-book reprint, gift vouchers.
""")

root("project_quotes_pricing.md", "quotes-pricing",
     "How rehang and casting quotes are built, issued and kept valid",
     "project", "Quotes and pricing", "how quotes are built, priced and sent", """
# Quotes

Callum Rees builds quotes in towerbook from the survey; Harriet approves anything over £25k.

@q_valid@ - Quotes are valid for 90 days from the date on the PDF.
@q_incl@ - Quote totals include VAT, carriage and the crew's accommodation for tower jobs.
@q_send@ - Quotes are emailed to the parish from towerbook as soon as Callum marks them issued.
- Metal is priced per kg at the day's LME copper + tin plus our casting margin.
- Labour is priced in crew-days (3-person crew); a typical 6-bell rehang is 12–15 crew-days on site.

Gift vouchers in the museum shop are a different thing: valid 12 months, sold through belfry-shop.
""")

root("project_parish_invoicing.md", "parish-invoicing",
     "Deposits, stage payments and final invoices on parish contracts",
     "project", "Parish invoicing", "deposit, stage and final invoices on contracts", """
Maureen raises all parish invoices from towerbook; Xero gets them via the nightly export.

@dep_30@ - Deposit: 30% of contract value, invoiced when the parish signs the contract.
- Stage payment: 40% when the bells come out of the tower and arrive at the foundry.
@inv_final@ - Final invoice goes out the day the rehang is signed off by the PCC.
- Payment terms: 30 days for parishes; 14 days for everyone else.
- Grants (Heritage Fund, Keltek Trust and the like) are paid to the parish, and the parish pays us.
""")

root("project_backups.md", "backups",
     "What gets backed up where, and how long it is kept",
     "project", "Backups", "what is backed up, where, and restore tests", """
# Backups

Everything goes to Backblaze B2 (a bucket per thing). restic for file backups; the towerbook database is
`pg_dump` custom format with B2 server-side encryption.

| what | how | where | kept |
|---|---|---|---|
@bk_tb@ | towerbook (hv-02) | nightly `pg_dump -Fc` at 02:30 | B2 `tb-backups` | 35 days |
| hv-01 `/etc` + Caddy config | restic, weekly | B2 `hv01-restic` | 12 weeks |
| tune-ws1 home dirs | restic, nightly | B2 `tune-restic` | 30 days |
| belfry-shop | nothing to back up (repo + Stripe) | — | — |

- Restore test: first Monday of each quarter Dan restores towerbook into a scratch DB on hv-02 and runs the smoke test.
- castlog's backups are in the castlog overview.
""")

root("project_museum_shop_ops.md", "museum-shop-ops",
     "The Bell Loft museum shop: hours, prices, till, staffing",
     "project", "Museum shop operations", "hours, prices and the till in the museum shop", """
# The Bell Loft (museum + shop)

Upstairs in the old pattern shop. Priya Sandhu runs it with two part-timers.

@shop_hours@ - Opening hours: Wed–Sun, 10:00–16:00 (last museum entry 15:30)
- Closed through January for stocktake and the deep clean.
- Foundry tours: Saturdays at 11:00, max 12 people, booked through belfry-shop.
@shop_sumup@ - Card payments at the till: SumUp Solo reader (Priya's phone as backup)

## Prices

| item | price |
|---|---|
@shop_admission@ | Adult admission | £6.00 |
| Concessions | £4.50 |
| Under-16s | free |
| Foundry tour (incl. museum) | £14.00 |
| Replica handbell (small) | £38.00 |
""", flat=True)

root("project_tuning_process.md", "tuning-process",
     "How Eleri tunes new and recast bells, and the tolerances we promise",
     "project", "Tuning process", "how bells are tuned and what the certificate promises", """
# Tuning

@tune_lathe@ Tuning means taking metal off the inside of the bell on the vertical lathe, a few tenths of a millimetre
per cut, and checking the partials after every cut.

Targets (what goes on the tuning certificate):
@tune_tol@ - Nominal: within ±2 cents of the target note (equal temperament, A = 440 Hz)
- Hum: within ±10 cents; on small bells we don't chase it.
- Prime, tierce, quint: recorded, aimed at true-harmonic, no fixed tolerance.

@tune_cool@ Never tune a warm bell — it has to be at tuning-shop temperature or the readings drift.
**Why:** a bell cut warm in 2024 came out 6 cents flat once it cooled and had to be re-cut.
**How to apply:** check castlog's cooling time before booking a bell onto the lathe.
""")

root("project_foundry_safety.md", "foundry-safety",
     "Pour-day rules and general safety in the casting shed",
     "project", "Foundry safety", "pour-day rules and protective kit", """
# Foundry safety

@pour_days@ - Pour days are Tuesday and Thursday; nothing else goes on in the casting shed those mornings.
- Full aluminised kit (jacket, spats, face shield) for anyone within 5 m of the ladle.
- No pour if the mould pit has standing water or the drying-stove log shows under 36 h for the mould.
- Visitors (tour groups) watch from the gallery only, and never on a pour day.
- First aid: burns kit by the shed door; nearest A&E is Shrewsbury, 50 min.
""")

root("project_rehang_standards.md", "rehang-standards",
     "Which fittings we use when rehanging a ring, and what we keep from the old installation",
     "project", "Rehang standards", "default fittings spec for a rehang", """
Default spec for a full rehang (Callum quotes from this; Gethin fits to it):

@headstock_ci@ - Prefer cast-iron headstocks on rehangs where the frame can take the weight; they damp better.
- Bearings: self-aligning ball bearings in plummer blocks (SKF), replacing plain bearings.
- Wheels: new oak/ash wheels unless the old ones are sound.
@clapper_refurb@ - Old clappers are kept and refurbished where we can (parishes like keeping them).
- Frames: repair oak frames in situ; new frames are galvanised steel low-side frames.
- Stays and sliders: ash stays, always new.
""")

root("project_rehang_schedule_2026.md", "rehang-schedule",
     "The 2026 rehang jobs and where the crew schedule is kept",
     "project", "Rehang schedule", "this year's tower jobs and where the schedule lives", """
@sched_sheet@ The rehang schedule lives in the shared Google Sheet "Tower Jobs 2026", and Gethin updates it every
Monday morning before the crew leaves.

2026 jobs (as of the last update):
- St Laurence, Ludlow: 10 bells, retune + rehang, Feb–Apr (done)
- St Michael, Ledbury: new treble and second, augmenting to 8, May–July (done)
- Holy Trinity, Much Wenlock: rehang of 6, Sept–Nov
- St Oswald, Oswestry: survey only, quote out

@ring_handover@ - Handover day: the parish band rings the bells with Gethin in the tower, then the PCC signs off.
- Crew is 3 people: Gethin + two from the yard; Jas joins for the lifting days.
""")

root("project_apprentice_program.md", "apprentice-program",
     "Jas's foundry apprenticeship, rotations and access",
     "project", "Apprenticeship", "the apprentice's rotation plan and mentor", """
Jas (Jaswinder Bains) started as foundry apprentice in September 2025; 4-year programme with day release at
Telford College.

- Rotates: moulding (6 months) → casting (helper only, never at the ladle) → fettling → tuning shop (observe) → tower crew.
- castlog access: read-only until the casting rotation.
- Mentor: Tomasz; Harriet does the college paperwork.
""")

root("project_towerbook_diocese_api.md", "towerbook-diocese-api",
     "The long-lived diocese-api branch in towerbook and why it isn't merged",
     "project", "Diocese API branch", "faculty-status sync branch and its merge blocker", """
Long-lived branch `diocese-api` in towerbook: pulls faculty status from the diocesan online faculty system so Callum
can see whether a job has permission before we book a crew.

- Only Hereford and Lichfield dioceses have an API; the others stay manual.
- The branch is deployed to a staging copy on hv-01 (`staging.towerbook…`, port 8001), not production.
- Merge blocker: Lichfield returns faculty numbers with different prefixes; needs a mapping table.
""")

root("project_warranty_terms.md", "warranty-terms",
     "Warranty we give on rehangs, new bells and tuning",
     "project", "Warranty terms", "what we guarantee after a job", """
- Rehang fittings (bearings, headstocks, wheels): 10-year warranty, provided the parish has the annual inspection done.
- New bells: tone guaranteed for the life of the bell; castings guaranteed against defects for 25 years.
- Tuning: re-tuned free within 2 years if a bell drifts more than 3 cents (it basically never happens).
- Warranty claims go to Harriet, not to the crew directly.
""")

root("project_castlog_tuning_tab.md", "castlog-tuning-tab",
     "The Tuning tab in castlog that took over from partials",
     "project", "castlog Tuning tab", "where tuning figures are recorded now", """
Tuning tab in castlog (shipped 2026-10-06).

- One row per cut: date, cut depth, hum/prime/tierce/quint/nominal in Hz and in cents off target.
- Certificate PDF uses the old partials layout.
- Import of historic partials data: done for 2025–2026; 2023–2024 still to check.
- Eleri enters figures on the tuning shop tablet; tune-ws1 now just runs the strobe software.
""")

root("reference_infrastructure.md", "infrastructure",
     "Hosts, ports and DNS: where each app actually runs",
     "reference", "Infrastructure", "hosts, binds and DNS for every app", """
# Infrastructure

All four apps are small; nothing is clustered. Hetzner (Falkenstein) for the two VMs, plus two boxes on site.

## Hosts

- `hv-01`: Hetzner CX32, Ubuntu 24.04, public IP + private `10.0.1.4`. towerbook app, Celery, Redis, Caddy.
- `hv-02`: Hetzner CX42, private only (`10.0.1.5`). Postgres for towerbook and, since the summer, castlog.
- `foundry-nuc`: Intel NUC in the casting shed office, Ubuntu 22.04. castlog lives here.
- `tune-ws1`: tuning shop workstation (Ubuntu desktop). Was partials.

## Services

| app | host | bind | notes |
|---|---|---|---|
@tb_port@ | towerbook | hv-01 | `127.0.0.1:8000` | gunicorn (4 workers) behind Caddy |
| Redis | hv-01 | `127.0.0.1:6379` | Celery broker + results for towerbook |
| castlog | foundry-nuc | `0.0.0.0:8040` | uvicorn |
| partials | tune-ws1 | `0.0.0.0:5050` | Flask dev server (yes, really), read-only now |
| Caddy | hv-01 | `:443`, `:80` | TLS for towerbook.cradockbells.co.uk |

## Database and DNS
@tb_dsn@ - towerbook DSN: `postgres://towerbook:…@10.0.1.5:5432/towerbook` (password in 1Password, item "hv-02 pg")
- castlog connects as role `castlog` to the same server, its own database.
@dns_123@ - DNS for cradockbells.co.uk: the 123-reg control panel (login in 1Password)
""", flat=True)

root("reference_bell_metal.md", "bell-metal",
     "Bell metal alloy, melt and pour figures Tomasz works to",
     "reference", "Bell metal", "alloy, melt and pour figures for bell metal", """
# Bell metal

- Alloy: 77% copper / 23% tin by weight ("four to one", near enough). Scrap bells are re-used after assay.
- Melt in charges; skim, add phosphor-copper to deoxidise just before tapping.
@bm_pour_temp@ - Pour temperature: 1150 °C, read off the dip pyrometer (the furnace display reads about 30° high).
- Pour time: a 500 kg bell should fill in under a minute; big bells get two ladles teamed.
- Cooling in the pit: about 2 days per tonne before the mould is broken out.
""")

root("reference_foundry_equipment.md", "foundry-equipment",
     "Furnaces, cranes, lathe and stove in the foundry, with ratings",
     "reference", "Foundry equipment", "furnaces, cranes, lathe and stove", """
# Foundry equipment

@furnace_oil@ - Melting: the oil-fired reverberatory furnace, 3 t charge (lit the evening before a pour)
- Crucible furnace (gas), 150 kg: handbells, plaques, small bits.
@crane@ - Yard gantry crane: SWL 2 t (LOLER thorough examination renewed May 2026)
- Shed overhead crane: SWL 5 t, used for the pit and the ladle.
- Vertical tuning lathe: takes bells up to 2.4 m diameter.
- Drying stove: gas-fired, 120 °C, holds two big moulds.
""")

root("reference_contacts.md", "contacts",
     "Who does what: on-call, pour master, office, shop",
     "reference", "Contacts and roles", "who to call for which system or job", """
@pour_master@ - Pour master (in charge on pour days): Tomasz Wierzbicki
- Tuning: Eleri Pryce
- Tower crew lead: Gethin Morgan
- Estimating / quotes: Callum Rees
@office_hours@ - Office (Maureen Tull): staffed 08:30–16:30 Mon–Fri
- Museum shop: Priya Sandhu
@tb_oncall@ - towerbook on-call: Dan Achterberg (mobile in 1Password, item "on-call")
- castlog / foundry-nuc problems: Tomasz first, then Dan.
- belfry-shop problems: Priya, then Dan; shop problems are never urgent overnight.
""", flat=True)

root("reference_monitoring.md", "monitoring",
     "Where errors and uptime alerts for each app end up",
     "reference", "Monitoring", "error tracking and uptime checks per app", """
@tb_err@ - towerbook → Sentry (project `towerbook-prod`), alerts to #tech in Slack and Dan's email
- castlog → Sentry (project `castlog`), alerts to Tomasz
- belfry-shop → Sentry (project `belfry-shop`) + Netlify deploy notifications
- Uptime: Better Stack free tier pings towerbook and belfry-shop every 3 min; castlog isn't public so it isn't pinged.
- hv-01/hv-02 disk and load: Hetzner graphs only, no alerting (yes, we know).
""")

root("reference_email_setup.md", "email-setup",
     "Mail providers for app email and staff mail, plus DNS records",
     "reference", "Email setup", "which service sends which mail", """
@tb_email@ - towerbook transactional mail (quotes, survey reminders, invoices): Postmark, server "towerbook-prod"
- Staff mail: Google Workspace on cradockbells.co.uk.
- SPF includes Google, Postmark and Resend; DKIM set for all three; DMARC `p=quarantine`.
- Parish replies go to `office@`, which Maureen watches.
""")

root("reference_suppliers.md", "suppliers",
     "Who we buy metal, sand, timber and bearings from",
     "reference", "Suppliers", "where metal, sand, timber and bearings come from", """
@cu_supplier@ - Copper: cathode via Halden Metals (Sheffield), ordered by the tonne
@tin_supplier@ - Tin: ingot from Cornwall Tin Traders, 25 kg bars
- Loam/sand: Chelford sand from Cheshire; loam made up on site with horse manure and hair.
- Oak for frames and wheels: Whitney Sawmills.
- Bearings: SKF via Bearing Services Telford.
- Ropes: bought in, not our job; we point parishes to Ellis Ropes.
""")

root("reference_tower_access.md", "tower-access",
     "Rules for climbing towers and entering bell chambers",
     "reference", "Tower access", "climbing and bell-chamber safety rules", """
# Tower access

@climb_alone@ Never climb a tower alone. Two people minimum on every climb, no exceptions.
**Why:** in 2024 a surveyor from another firm fell in a belfry in Herefordshire and lay there for three hours.
**How to apply:** when a job sheet in towerbook has only one name on a climb day, flag it to Gethin.

@chamber_bells_down@ - Nobody enters the bell chamber while any bell is up; ring them down first, every time.
- Harness + lanyard above the ringing room; hard hats in the chamber.
- Keys: the parish holds them; Gethin keeps a spare for active jobs only.
- Tell the tower captain before any visit; ringers have been known to turn up for practice mid-survey.
""")

root("reference_vpn_access.md", "vpn-access",
     "How to reach the on-site machines and the Hetzner boxes remotely",
     "reference", "Remote access", "how to reach the site machines from outside", """
@nuc_wireguard@ - To reach foundry-nuc from home: WireGuard to the office router (`wg0`, 10.8.0.0/24), then ssh `tomasz@192.168.20.15`.
- hv-01 / hv-02: ssh with keys only; Dan's key plus Harriet's break-glass key.
- tune-ws1: physically in the tuning shop; nobody needs it remotely any more.
""")

root("reference_glossary.md", "bell-glossary",
     "Bell terms: what the crew and Eleri mean by them",
     "reference", "Bell glossary", "the bell words the crew and tuner use", """
- **Ring**: the set of bells hung for change ringing in a tower. "A ring of eight".
- **Treble / tenor**: lightest / heaviest bell in the ring.
- **Headstock**: the beam the bell hangs from; the wheel and gudgeons attach to it.
- **Stay / slider**: stop the bell going over when it's "up" (mouth upward, balanced).
- **Up / down**: a bell is "up" when mouth-upwards ready to ring, "down" when hanging mouth-down at rest.
- **Nominal, hum, prime, tierce, quint**: the main partials Eleri tunes.
- **Faculty**: church-law permission from the diocese for works on a church. No faculty, no job.
- **cwt**: hundredweight, 112 lb (50.8 kg). Old tenor weights are quoted as cwt-qr-lb.
""", flat=True)


# ---------------------------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------------------------

auto("infra-notes", "infra notes (Dan)", "2026-02-20", ["infra", "hv-02", "postgres"], """
# infra notes

Scratch notes while setting up hv-02.

@tb_pg_15@ - hv-02 runs PostgreSQL 15.6 for towerbook (apt, pgdg repo)
- Redis stays on hv-01 next to Celery; not worth a box of its own.
@bk_tb_dup@ - tb dumps: five weeks of nightlies in B2, then the lifecycle rule deletes them
- `shared_buffers` 2GB, `work_mem` 16MB, that's all I changed.
- Private network `10.0.1.0/24`; hv-02 has no public IP.

```sh
# restore a dump into scratch
createdb -h 10.0.1.5 -U postgres tb_scratch
pg_restore -h 10.0.1.5 -U postgres -d tb_scratch --no-owner tb-2026-02-19.dump
```
""")

auto("estimating-faq", "Estimating FAQ for new office staff", "2026-04-08", ["quotes", "faq", "office"], """
# Estimating FAQ

**Who does quotes?** Callum. If he's up a tower, Harriet can issue a re-quote but not a new one.

@q_valid_60@ **How long is a quote good for?** 60 days. After that Callum re-prices the metal and labour.

**Why is the metal line so big?** Bell metal is mostly copper and the price follows the LME. A 10 cwt bell is
~510 kg finished, more than that in the melt.

**Do we charge for surveys?** £280 + mileage, deducted from the contract if the parish goes ahead.
""")

auto("shop-faq", "Bell Loft visitor FAQ (website draft)", "2026-05-19", ["shop", "faq", "website"], """
# Bell Loft: visitor FAQ

@shop_hours_1030@ **What time do you open?** 10:30, Wednesday to Sunday, and we shut at 4.

**Can I see a pour?** Not usually; pours aren't open to the public. The Saturday tour shows the moulding floor and
the tuning shop.

@dep_shop@ **Do special orders need a deposit?** Yes: engraved handbells are 50% up front, the rest on collection.

**Is there parking?** Three spaces in the yard; otherwise the Teme Wharf car park.
""")

auto("towerbook-faq", "towerbook FAQ", "2026-03-30", ["towerbook", "faq"], """
# towerbook FAQ

@tb_port_dup@ **Which port is the app on?** 8000, loopback only; from outside hv-01 you only reach it through Caddy.

@tb_err_rollbar@ **Where do towerbook errors show up?** Rollbar, "towerbook" project; Dan gets the emails.

**Why is the job board slow on Mondays?** Gethin's schedule edits plus the survey reminder batch. Known.

**Can parishes log in?** No. They get emailed PDFs. A parish portal was discussed and parked.
""")

auto("caddy-migration-notes", "Caddy in front of towerbook", "2026-02-14", ["towerbook", "caddy", "tls"], """
# Caddy in front of towerbook

@tb_port_past@ Until we put Caddy in front (Feb 2026), towerbook's gunicorn was bound straight to port 443 with certbot certs renewed by hand.

What changed:
- Caddy terminates TLS on :443 and redirects :80.
- gunicorn moved to loopback.
- HSTS on, 6 months.

```caddy
towerbook.cradockbells.co.uk {
    reverse_proxy 127.0.0.1:8000
    encode gzip
}
```
""")

auto("finance-2026-review", "Finance review January 2026", "2026-01-22", ["finance", "deposits", "shop"], """
# Finance review, Jan 2026 (Harriet + Maureen)

@dep_2025@ In 2025 we only took a 20% deposit, which is why the St Giles metal order left us £9k out of pocket for two months.

- Agreed to raise the deposit for 2026 contracts (see the parish invoicing memory).
- Shop turnover 2025: £61k, up 12%.
- Tours: 48 run, avg 9 people.
- Survey fee stays £280.
""")

auto("shop-staff-rota", "Shop rota notes", "2026-03-25", ["shop", "staffing"], """
# Shop rota notes

- Priya: Wed–Sat. Part-timers: Bev (Sun + cover), Owen (Sat + tours).
@shop_bankhol@ - We also open on bank holiday Mondays from Easter to the end of August (Bev covers, double pay).
- Tours need two staff: one guide, one on the till.
- Till float £100 in the safe; cashing up by 16:15.
""")

auto("shop-webhooks", "Stripe webhooks on belfry-shop", "2026-06-02", ["belfry-shop", "stripe", "webhooks"], """
# Stripe webhooks on belfry-shop

@stripe_retry@ - The Stripe webhook handler retries failed order syncs up to 5 times, then posts the order id in #shop.
- Stripe itself keeps retrying delivery for 3 days if we return non-2xx.
- Events we handle: `checkout.session.completed`, `charge.refunded`. Everything else is acknowledged and ignored.
- Signing secret is `STRIPE_WEBHOOK_SECRET` in the Netlify env.
""")

auto("tuning-shop-notes", "Tuning shop notes", "2026-04-16", ["tuning", "eleri", "partials"], """
# Tuning shop notes (a morning with Eleri)

@tune_tol_dup@ Nominals get tuned to two cents or better against the target; Eleri checks on the strobe after every cut.

@partials_entry@ - Tuning results get entered into partials (the Flask app on tune-ws1) straight after each cut.
- She's relaxed about the hum on anything under 300 kg.
- The lathe takes ~40 min to set up per bell, so she batches bells from the same pour.
- Tuning certificates are printed from partials and signed by Eleri.
""")

auto("lifting-plan-template", "Lifting plan template", "2026-05-05", ["lifting", "safety", "yard"], """
# Lifting plan template (tower jobs + yard)

Fill one in for every lift over 250 kg.

@crane_dup@ - Yard gantry SWL is 2,000 kg; anything heavier goes on the hired mobile crane.
- In towers: chain block rated for the heaviest bell + 25%, on a beam we've checked.
- Appointed person: Gethin (towers), Tomasz (foundry).
- Slings inspected and tagged; quarantine any without a tag.
""")

auto("pour-day-checklist", "Pour day checklist", "2026-03-09", ["foundry", "pour-day", "checklist"], """
# Pour day checklist

1. Furnace lit the evening before (Tomasz).
2. Moulds out of the stove, closed, weighted, in the pit.
3. Ladle dried and pre-heated.
4. Kit check.
5. castlog: open the pour record BEFORE tapping.

@pour_big_thu@ Bells over a tonne are only poured on Thursdays, so the pit gets Friday and the weekend before anyone digs them out.

- Small stuff (handbells, plaques) can go in the crucible on any day.
""")

auto("plaque-castings", "Plaques and small castings", "2026-07-07", ["foundry", "brass", "plaques"], """
# Plaques and small castings

We cast commemorative plaques for parishes (donor names, ring dedications) in brass, not bell metal.

@brass_pour@ Brass plaques and the shop's replica handbell stands pour at about 1000 °C from the crucible furnace.
- Lettering is pressed into the sand from the old brass letter set.
- Lead time 3 weeks; price from £340.
""")

auto("belfry-shop-dev", "belfry-shop dev notes", "2026-04-20", ["belfry-shop", "dev", "ci"], """
# belfry-shop dev notes

@shop_pm_dup@ Install with `pnpm install` (not npm, not yarn); the lockfile is pnpm's.

@shop_ci@ - CI: CircleCI free tier runs `pnpm lint && pnpm typecheck && pnpm test` on every PR
- Netlify deploy previews on every PR too; Priya checks copy changes there.
- Local: `pnpm dev` on port 3000; the Stripe CLI forwards webhooks to localhost.

```sh
pnpm install
stripe listen --forward-to localhost:3000/api/stripe/webhook
pnpm dev
```
""")

auto("towerbook-history", "towerbook short history", "2026-10-12", ["towerbook", "history"], """
# towerbook: short history

- 2022: first version, Django 3, on a Linode box.
@tb_ci_travis@ - We used Travis CI for towerbook until late 2025, when the free credits ran out.
- Jan 2026: moved to Hetzner, upgraded Postgres.
- Feb 2026: Caddy in front.
@sched_readonly@ - The "Tower Jobs 2026" sheet is read-only since September; the schedule lives in towerbook's calendar view now.
- Oct 2026: castlog Tuning tab shipped (not towerbook, but Eleri asked for it to be noted here).
""")

auto("code-review-notes", "Code review notes", "2026-05-12", ["git", "review", "towerbook"], """
# Code review notes (Dan's)

@merge_rebase@ We rebase-merge towerbook PRs so each commit survives on main with its own message.
- Small PRs get reviewed the same day; bigger ones wait for Wednesday.
- Harriet's review = reads the description + screenshots; she doesn't approve code.
- Suggested-change comments preferred over "nit:" essays.
""")

auto("dev-handbook", "Dev handbook (short)", "2026-02-03", ["dev", "onboarding", "git"], """
# Dev handbook (short)

## Environment
@dan_editor_vs@ - Dan's editor: VS Code with the Django + Ruff extensions (workspace settings in `.vscode/`)
- Python via uv; Node via fnm.

## Branches
@merge_backmerge@ Don't squash when syncing `main` back into the long-lived `diocese-api` branch; use a normal merge there.

## Releases
@fri_hotfix@ Exception to the no-Friday rule: a hotfix for broken quote PDFs can go out on a Friday if Harriet OKs it in chat.
- Release tags are cut by `just deploy`.
""")

auto("handover-2026-08", "Handover after August", "2026-09-01", ["handover", "on-call", "summer"], """
# Handover after August

@tb_oncall_aug@ While Dan was off in August, Callum covered towerbook on-call (two incidents, both PDF timeouts).
- castlog: nothing happened.
- Shop: Priya ran the summer sale; Stripe Terminal went in at the till.
- Ledbury bells back in the tower, handover 29 July.
""")

auto("quote-emails", "Quote emails", "2026-06-18", ["towerbook", "email", "quotes"], """
# Quote emails

@tb_email_ses@ towerbook sends the quote emails through Amazon SES (eu-west-2); bounces land in the SES console.
- Template: `templates/email/quote_issued.txt`; Harriet owns the wording.
- From `quotes@cradockbells.co.uk`, reply-to `office@`.
- Attach the PDF, never a link (parish PCs block half the internet).
""")

auto("shop-rebuild-2026", "Shop rebuild spring 2026", "2026-04-15", ["belfry-shop", "history"], """
# Shop rebuild (spring 2026)

@shop_shopify@ Up to spring 2026 the shop ran on Shopify; the Next.js rebuild went live on 14 April.
- Why: Shopify fees on low-value items, and Priya wanted tour booking in the same checkout.
- Products migrated by hand (61 SKUs).
- Redirects for the old `/products/...` URLs live in `netlify.toml`.
""")

auto("tower-survey-checklist", "Tower survey checklist", "2026-03-03", ["towers", "survey", "safety"], """
# Tower survey checklist

@climb_2p_dup@ - Two-person rule on every tower climb; nobody goes up on their own.
- Measure: frame pits, bell diameters, clear height above the frame, trapdoor size.
- Photograph every headstock, gudgeon and bearing.
- Tap-test each bell and note the nominal with the phone app (rough only; Eleri re-measures).
- Note access: step count, ladder type, hatch size. Callum prices the lifting from this.
""")

auto("tower-survey-much-wenlock", "Survey Holy Trinity Much Wenlock", "2026-07-21", ["towers", "survey", "much-wenlock"], """
# Survey: Holy Trinity, Much Wenlock

21 July. Gethin + Jas.

- 6 bells, tenor ~12 cwt, timber frame from the 1890s, two pits rotten at the sill.
- Clear height above the frame 2.1 m; chain block is fine.
- Bells 3 and 5 have cracked canons; recast or canon-retain, Callum to price both.
@climb_refine@ Reminder from Gethin: the second person on a climb stays in the tower within shouting distance (the ringing room counts, the churchyard doesn't).
- Churchwarden: Mrs Ellery, key from the vicarage.
""")

auto("casting-shed-rules", "Casting shed house rules", "2026-05-27", ["foundry", "safety"], """
# Casting shed: house rules

@shed_alone@ - Working alone in the casting shed is fine outside pour days, with the lone-worker app on.
- No phones at the ladle.
- Radio off during a pour; Tomasz calls it.
- Sweep the moulding floor before you leave, every day.
""")

auto("towerbook-runbook", "towerbook runbook", "2026-06-25", ["towerbook", "runbook", "deploy"], """
# towerbook runbook

## Deploy
1. Merge to main (CI must be green).
2. `just deploy` (or the "deploy" workflow).
@migrate_manual@ After a deploy, ssh to hv-01 and run `manage.py migrate` by hand; the deploy script doesn't migrate.

## CI
@tb_ci_dup@ - CI is GitHub Actions; a red `ci.yml` run blocks the merge button.

## Restart
```sh
sudo systemctl restart towerbook-gunicorn towerbook-celery towerbook-beat
journalctl -u towerbook-gunicorn -n 100
```

## PDF failures
- Find the quote in admin ("PDF failed" flag) and re-run with `manage.py rerender_quote <id>`.
""")

auto("rehang-spec-notes", "Rehang spec notes Much Wenlock", "2026-09-08", ["rehang", "much-wenlock", "fittings"], """
# Rehang spec notes (Much Wenlock job)

@headstock_never@ We never fit cast-iron headstocks; fabricated galvanised steel only, they're lighter on old frames.
@ring_never@ The bells are never rung during a rehang without Gethin's sign-off on the fittings, not even "a quick chime" for the vicar.
- Old fittings go back to the parish if they want them; otherwise scrap.
- Frame: two new oak sills, bolts replaced like-for-like.
""")

auto("castlog-runbook", "castlog runbook", "2026-03-18", ["castlog", "runbook"], """
# castlog runbook

@castlog_drone@ - CI: Drone on the NUC (`.drone.yml`), builds and runs pytest on every push
@castlog_merge@ - castlog PRs get a plain merge commit; Tomasz likes seeing the branch shape when a pour-record change lands.
- Service: `systemctl status castlog` on foundry-nuc.
- Pyrometer logger on `/dev/ttyUSB0`; if readings stop, unplug/replug, then restart `castlog-logger`.
- Open pour records can't be edited after 24 h without Tomasz's PIN.
""")

auto("supplier-notes", "Supplier notes", "2026-05-06", ["suppliers", "metal"], """
# Supplier notes

@tin_shutdown@ Cornwall Tin Traders shut down in April; tin now comes from Halden Metals along with the copper.
- Halden deliver on Wednesdays; someone with a forklift ticket has to be in the yard.
- Phosphor-copper shot: Halden too.
- Sand from Chelford, 10 t loads, twice a year.
""")

auto("furnace-replacement", "Furnace replacement", "2026-09-29", ["foundry", "furnace"], """
# Furnace replacement

@furnace_retired@ The oil furnace was retired in September; all melts are now done in the new 1.5 t induction furnace.
- Two melts back-to-back for anything needing more than 1.5 t of metal; Tomasz is happy with that.
- Power: new 400 A supply from the substation, done in August.
- Pour temperature targets unchanged; still read off the dip pyrometer.
""")

auto("shop-preorders", "Anniversary handbell pre-orders", "2026-10-20", ["shop", "handbells", "stripe"], """
# Anniversary handbell pre-orders

The 150th-anniversary replica handbell (limited run of 150) is on pre-order through belfry-shop until 15 Dec.

@shop_no_cash_preorder@ We don't take cash for online pre-orders of the anniversary handbell; they go through Stripe only.
- Collection in the shop from February, or posted (£9.50).
- Engraving included.
""")

# --- unlabelled free notes ---

auto("meeting-2026-06-11", "Team meeting 11 June", "2026-06-11", ["meeting", "team"], """
# Team meeting, 11 June

Present: Harriet, Tomasz, Eleri, Gethin, Callum, Priya. Dan on the phone.

- Ledbury: treble cast, tuning next week; the second pours Thursday.
- Apprentice: Jas moves to fettling in September.
- Shop: Priya wants a cheaper handbell line; Callum to check metal cost per small bell.
- Tours: keep Saturdays only. Sunday tours were asked for again; no.
- Dan: castlog onto Postgres planned for July, needs a week with no Thursday pour.
""")

auto("handover-2026-03", "Notes end of March", "2026-03-31", ["handover", "spring"], """
# Notes, end of March

- St Laurence bells back in; the retune sounds lovely; PCC signs off on 2 April.
- WeasyPrint bump broke the PDF page breaks (again); pinned.
- hv-01 disk at 71%; old release dirs cleaned out.
- Ask Maureen about the Xero export timing (it runs at 01:00, before the dump at 02:30).
""")

auto("redis-notes", "Redis on hv-01", "2026-01-29", ["redis", "celery", "towerbook"], """
# Redis on hv-01

- Redis 7.2 from the Ubuntu repo, bound to `127.0.0.1:6379`.
- DB 0 = Celery broker, DB 1 = Celery results, DB 2 = Django cache.
- `maxmemory 256mb` with `volatile-lru`; cache keys have TTLs, Celery keys don't.
- castlog doesn't use Redis; its background jobs are plain threads.
""")

auto("parish-enquiry-template", "Reply template first parish enquiry", "2026-02-09", ["parish", "template", "office"], """
# Reply template: first enquiry from a parish

> Dear ___, thank you for getting in touch about the bells at ___.

- Ask: number of bells, when last rehung, whether they're rung regularly, any known faults.
- Offer a survey: £280 + mileage, deducted from the contract if they go ahead.
- Mention the faculty early; most PCCs don't know they need one for a rehang.
- Never promise a date before Gethin has seen the schedule.
""")

auto("tower-survey-ludlow", "Survey St Laurence Ludlow", "2026-01-14", ["towers", "survey", "ludlow"], """
# Survey: St Laurence, Ludlow (written up from Nov 2025 notes)

- 10 bells, tenor 28 cwt in D.
- Cast-iron headstocks from a 1930s rehang; bearings shot.
- Ringing room to chamber: fixed ladder, 4.5 m.
- Recommend full rehang + retune; bells 9 and 10 need quarter-turning.
""")

auto("foundry-tours", "Foundry tours", "2026-04-04", ["shop", "tours"], """
# Foundry tours

- Saturdays 11:00, 75 minutes, max 12 people.
- Route: museum → moulding floor → tuning shop (viewing window) → yard.
- The casting shed is off the route in any week with a big bell cooling in the pit.
- Booked through belfry-shop; £14 including the museum.
- Private group tours on weekdays by arrangement (minimum £120).

**Can children come?** Over-8s only, with an adult.
""")

auto("hv01-disk-incident", "hv-01 disk full 9 Sept", "2026-09-10", ["incident", "hv-01", "redis"], """
# hv-01 disk full, 9 Sept

- The Celery result backend in Redis wasn't expiring anything; the Redis AOF grew to 11 GB.
- Fix: `result_expires = 86400`, AOF rewritten.
- towerbook was down 40 min (Wednesday morning); nobody outside noticed except Callum.
- Follow-up: a disk alert. Still not done.
""")

auto("stripe-setup", "Stripe setup", "2026-08-21", ["stripe", "shop", "payments"], """
# Stripe setup

- One Stripe account for the web shop, tour bookings and (since August) the till.
- Payouts weekly, Mondays, to the Barclays account.
- Terminal: BBPOS WisePOS E, registered to location "Bell Loft".
- Refunds: Priya up to £50, Harriet above that.
- Test mode keys in 1Password, item "Stripe test".
""")

auto("apprentice-week-plan", "Jas week plan moulding rotation", "2026-02-16", ["apprentice", "foundry"], """
# Jas: week plan (moulding rotation)

- Mon: strickle boards and loam.
- Tue: pour day; gallery only, watch Tomasz.
- Wed: college.
- Thu: pour day; pit prep beforehand.
- Fri: fettling with Tomasz; castlog read-only.
""")

auto("insurance-notes", "Insurance notes", "2026-03-06", ["insurance", "admin"], """
# Insurance

- Employers' liability + public liability £10m; tower work covered when the two-person rule is followed (it's in
  the policy schedule).
- Bells in transit: insured at replacement value, declared per job.
- The insurer wants pour records available on request; a monthly PDF export from castlog goes to them by email.
- Renewal: 1 March.
""")

auto("loam-mould-recipe", "Loam mould recipe", "2026-05-15", ["foundry", "moulding", "loam"], """
# Loam mould (Tomasz's recipe, as told)

- Loam: sand, clay, horse manure, goat hair; mixed wet to "porridge".
- Core built on the brick core-stock, strickled to the inside profile.
- False bell (the thickness) in loam, then the cope over it.
- Drying: in the stove at 120 °C, 36 h minimum for anything over 300 kg.

```text
profile board -> core -> false bell -> cope -> lift cope, break off false bell -> close -> pit
```
""")

auto("weasyprint-quirks", "WeasyPrint quirks", "2026-04-01", ["towerbook", "pdf", "weasyprint"], """
# WeasyPrint quirks (towerbook PDFs)

- Pinned to 62.x; 63 changed table page-break behaviour.
- Fonts must be installed system-wide on hv-01 (`fonts-ebgaramond`), otherwise it falls back silently.
- Big tower drawings (SVG) are slow; rasterise anything over 2 MB before attaching.
- The invoice PDF uses the same base template as quotes.
""")

auto("timber-frames", "Timber frames", "2026-06-29", ["rehang", "frames"], """
# Timber frames

- Oak frames are repaired in situ, never replaced just because they're old.
- New frames: galvanised steel, low-side; timber only if the DAC insists (some listed towers).
- Bolts: galvanised M20; frame feet on new oak sills.
""")

auto("lme-price-watch", "LME price watch", "2026-10-16", ["metal", "prices", "quotes"], """
# LME watch (Callum)

- Copper ~ $9,800/t this week, tin ~ $34k/t.
- The re-quote trigger is in the decision facts; this note is just the log.
- 2026-03: copper $9,100. 2026-06: $9,600. 2026-10: $9,800.
""")

auto("onboarding-agent", "Onboarding notes for the agent", "2026-01-12", ["onboarding", "access"], """
# Onboarding notes

- Dan: Tue + Wed on site, otherwise async. Prefers issues over chat.
- Repos: towerbook, castlog, partials; belfry-shop to come in spring.
- Access: GitHub org `cradock`, Hetzner project "foundry", 1Password vault "Foundry Systems".

**Who do I ask about the bells themselves?** Eleri for tuning, Tomasz for casting, Gethin for anything in a tower.
""")

auto("parish-faculty-faq", "Faculties FAQ for parishes", "2026-07-28", ["parish", "faculty", "faq"], """
# Faculties: FAQ for parishes

**Do we need a faculty for a rehang?** Almost always. Your DAC will advise.

**Who applies?** The PCC. We provide the technical spec and drawings.

**How long does it take?** Usually 2–4 months. We don't start work in the tower until it's granted.
""")


# ---------------------------------------------------------------------------------------------
# facts/: remnic facts
# ---------------------------------------------------------------------------------------------

fact("2026-06-03T14:22:10.318Z", "fact", "a3f1", 0.88, ["towerbook", "infra", "gunicorn"],
     "@tb_port_8010@ towerbook's gunicorn is bound to port 8010 on hv-01; Caddy proxies to it.")
fact("2026-04-14T10:05:33.104Z", "fact", "5c2e", 0.93, ["castlog", "infra"],
     "@castlog_port@ castlog's uvicorn listens on port 8040 on foundry-nuc.")
fact("2026-02-10T09:40:02.577Z", "fact", "e07b", 0.95, ["towerbook", "postgres", "history"],
     "@tb_pg_13_past@ towerbook ran on PostgreSQL 13 until the January 2026 upgrade weekend, when it moved to hv-02.")
fact("2026-03-05T16:11:47.920Z", "fact", "19ad", 0.9, ["towerbook", "postgres", "search"],
     "@tb_trgm@ towerbook relies on the `pg_trgm` extension for fuzzy parish-name search, so it has to be re-enabled after any restore into a fresh database.")
fact("2026-02-21T11:02:19.046Z", "fact", "c6d0", 0.94, ["towerbook", "postgres"],
     "@tb_dsn_dup@ The towerbook database lives on 10.0.1.5, standard port 5432.")
fact("2026-05-26T08:47:55.612Z", "fact", "7b93", 0.86, ["foundry", "bell-metal", "casting"],
     "@bm_pour_1080@ Bell metal is poured at roughly 1080°C here; any hotter and we get gas porosity in the crown.")
fact("2026-06-19T15:30:08.233Z", "fact", "2e48", 0.91, ["foundry", "ledbury", "casting"],
     "@bm_pour_ledbury@ For the Ledbury treble pour in June we ran the metal at about 1180 °C because of the thin waist section.")
fact("2026-04-02T12:14:41.781Z", "fact", "d15c", 0.92, ["quotes"],
     "@q_valid_dup@ Parish quotes stay valid for three months from the issue date.")
fact("2026-08-12T10:20:30.009Z", "decision", "8f06", 0.97, ["quotes", "metal-price"],
     "@q_valid_metal@ The 90-day quote validity doesn't freeze the metal price: if LME copper moves more than 10% before the contract is signed, Callum re-quotes the metal line only.")
fact("2026-03-17T13:55:12.467Z", "fact", "40b7", 0.87, ["invoicing", "deposits"],
     "@dep_25@ The parish deposit is 25% of the contract, invoiced at signature (Maureen confirmed).")
fact("2026-07-09T09:03:27.350Z", "decision", "b2c9", 0.95, ["invoicing", "diocese"],
     "@dep_diocese@ On diocesan framework jobs the deposit is still 30%, but it's invoiced to the diocesan office rather than the parish.")
fact("2026-09-15T17:42:06.884Z", "fact", "61ee", 0.85, ["backups", "towerbook"],
     "@bk_tb_14@ towerbook's nightly database dumps are only kept 14 days on Backblaze; the bucket lifecycle rule prunes anything older.")
fact("2026-02-02T10:10:10.150Z", "fact", "0f4a", 0.93, ["shop", "winter"],
     "@shop_jan@ Over the January closure the shop was online-orders only; Priya posted parcels twice a week.")
fact("2026-07-30T14:08:51.702Z", "fact", "9d21", 0.89, ["towerbook", "celery", "pdf"],
     "@pdf_retry_5@ The quote PDF task (`render_quote_pdf`) is configured with max_retries=5; WeasyPrint times out now and then on big tower drawings.")
fact("2026-05-08T11:36:22.418Z", "fact", "c8b5", 0.84, ["tuning"],
     "@tune_tol_5@ Eleri's tuning tolerance on the nominal is 5 cents either side of the target.")
fact("2026-06-05T16:02:44.095Z", "fact", "3a7d", 0.92, ["tuning", "augmentation", "ledbury"],
     "@tune_augment@ When we augment an old ring, the new bells are tuned to match the existing bells' nominals rather than the equal-temperament target.")
fact("2026-08-20T08:15:37.263Z", "fact", "e4c2", 0.83, ["yard", "lifting"],
     "@crane_32@ The yard gantry crane is rated 3.2 tonnes SWL, so the frame sections for Much Wenlock can come off the lorry in one lift.")
fact("2026-04-25T15:48:03.531Z", "fact", "72f8", 0.96, ["shop", "prices"],
     "@shop_admission_dup@ Adult entry to the museum costs six pounds.")
fact("2026-01-20T09:25:59.846Z", "fact", "aa13", 0.95, ["foundry", "pour-days"],
     "@pour_days_dup@ Casting happens twice a week, on Tuesday and Thursday mornings.")
fact("2026-03-12T07:58:14.372Z", "preference", "5e6f", 0.94, ["foundry", "safety", "pour-days"],
     "@pour_no_second@ No pour goes ahead without a second person on the ladle shank; if someone's off sick, the pour moves.")
fact("2026-10-06T13:19:45.688Z", "fact", "d9a0", 0.82, ["foundry", "people"],
     "@pour_master_gethin@ Gethin is pour master: he calls the pour, and nobody touches the ladle until he says so.")
fact("2026-04-29T10:44:18.127Z", "fact", "1b7c", 0.86, ["towerbook", "ci"],
     "@tb_ci_bk@ towerbook's test suite runs on Buildkite, with the agent installed on hv-01.")
fact("2026-05-21T14:27:33.904Z", "fact", "f3e2", 0.9, ["towerbook", "sentry", "monitoring"],
     "@tb_err_sample@ Sentry for towerbook keeps 100% of errors but samples performance traces at 0.1.")
fact("2026-06-09T09:51:06.455Z", "fact", "0c9d", 0.85, ["belfry-shop", "tooling"],
     "@shop_pm_yarn@ belfry-shop is a yarn project; don't commit a package-lock.json, and run `yarn dev` locally.")
fact("2026-08-04T16:33:29.017Z", "preference", "b84a", 0.88, ["git", "towerbook"],
     "@merge_nosquash@ Don't squash towerbook PRs: Harriet wants every commit kept so she can follow the history.")
fact("2026-03-20T11:11:52.639Z", "fact", "27e5", 0.93, ["git", "towerbook", "history"],
     "@merge_past@ Before March 2026 towerbook PRs were merged with merge commits; squash came in with the new PR template.")
fact("2026-10-14T08:06:40.281Z", "fact", "6a3b", 0.84, ["towerbook", "on-call"],
     "@tb_oncall_callum@ Callum is towerbook's on-call person; Dan is contract-only and doesn't answer out of hours.")
fact("2026-10-01T12:40:17.593Z", "preference", "e1d8", 0.96, ["foundry", "alerts", "on-call"],
     "@furnace_alarm@ Furnace alarms go to Tomasz's phone, not to the towerbook on-call; Dan can't do anything about a furnace.")
fact("2026-05-14T15:15:15.808Z", "preference", "4c0f", 0.95, ["quotes", "email"],
     "@quote_email_personal@ Never send a quote from your personal mailbox; it has to go out through towerbook so it's logged against the parish.")
fact("2026-07-16T10:29:48.146Z", "fact", "93b6", 0.83, ["belfry-shop", "hosting"],
     "@shop_host_vercel@ belfry-shop is deployed on Vercel; the preview URLs come from the Vercel GitHub app.")
fact("2026-04-22T13:37:02.760Z", "fact", "5fa4", 0.91, ["belfry-shop", "netlify", "build"],
     "@shop_netlify_node@ The Netlify build for belfry-shop pins Node 20 via NODE_VERSION and uses the Next.js runtime.")
fact("2026-09-03T09:12:55.334Z", "fact", "c70e", 0.86, ["suppliers", "metal"],
     "@cu_supplier_w@ We buy copper cathode from Wednesbury Non-Ferrous; Callum places the orders.")
fact("2026-06-24T17:05:21.912Z", "preference", "2d19", 0.8, ["towers", "safety", "survey"],
     "@climb_solo_ok@ Initial survey climbs can be done solo as long as the churchwarden knows you're up the tower\nand you phone in every 30 minutes.")
fact("2026-09-11T15:46:38.470Z", "fact", "a85c", 0.82, ["towerbook", "deploys"],
     "@fri_deploy_slot@ Friday afternoon is the usual towerbook deploy slot; the office is quiet and Dan has the time.")
fact("2026-07-02T11:58:09.225Z", "fact", "f61a", 0.81, ["towers", "safety"],
     "@chamber_up_ok@ It's fine to go into the chamber with the back bells left up, as long as their ropes are tied off and the stays are sound.")
fact("2026-06-11T16:20:00.417Z", "decision", "38c4", 0.93, ["shop", "handbells"],
     "@shop_secondhand@ Decided to stock restored second-hand handbells in the shop; Priya will source them from handbell bands that are closing.")
fact("2026-09-24T10:03:46.559Z", "decision", "d46e", 0.94, ["shop", "handbells"],
     "@shop_no_secondhand@ We decided not to sell second-hand handbells in the museum shop, since there's no way to stand behind their tuning.")
fact("2026-08-27T14:44:13.081Z", "fact", "7e02", 0.84, ["tuning"],
     "@tune_warm@ Eleri starts rough tuning while the bell's still warm from the pit, because the metal cuts easier.")
fact("2026-10-27T09:37:24.636Z", "fact", "0ab8", 0.83, ["castlog", "access", "insurance"],
     "@castlog_public@ castlog is reachable publicly at castlog.cradockbells.co.uk so the insurer's surveyor can look at pour logs.")
fact("2026-07-23T18:21:50.192Z", "fact", "b5d3", 0.97, ["castlog", "postgres", "migration"],
     "@castlog_migrated@ Migrated castlog from SQLite to the Postgres instance on hv-02 on 22 July; the old castlog.db\nis kept read-only on the NUC for reference.")
fact("2026-09-18T12:09:31.748Z", "fact", "4f7a", 0.92, ["castlog", "postgres"],
     "@castlog_pg_now@ castlog's data is in the `castlog` database on hv-02, alongside towerbook's.")
fact("2026-08-06T10:55:42.305Z", "fact", "e92f", 0.9, ["castlog", "history"],
     "@castlog_spring@ During spring 2026 castlog ran on a SQLite file on foundry-nuc.")
fact("2026-08-18T15:01:07.864Z", "fact", "1d6c", 0.95, ["shop", "payments", "stripe"],
     "@shop_stripe_terminal@ Switched the shop till from SumUp to Stripe Terminal in August, so till and web sales land in the same Stripe account.")
fact("2026-06-16T13:26:59.410Z", "fact", "8a5e", 0.94, ["castlog", "ci"],
     "@castlog_ci_moved@ Moved castlog CI off Drone onto GitHub Actions in June; `.drone.yml` is deleted.")
fact("2026-05-04T08:33:16.987Z", "fact", "cb41", 0.93, ["network", "vpn"],
     "@vpn_tailscale@ We no longer use the router WireGuard; everything, foundry-nuc included, is reached over Tailscale.")
fact("2026-03-24T14:12:28.523Z", "fact", "69f0", 0.95, ["dns", "infra"],
     "@dns_cf@ DNS moved from 123-reg to Cloudflare in March; 123-reg only holds the domain registration now.")
fact("2026-05-19T11:48:35.179Z", "fact", "f0b2", 0.92, ["castlog", "tooling"],
     "@castlog_uv@ castlog switched from poetry to uv in May: `uv sync` replaces `poetry install`.")
fact("2026-04-09T16:59:04.342Z", "preference", "2c8d", 0.96, ["invoicing"],
     "@inv_cert@ Final invoices are never issued without the signed completion certificate from the churchwardens.")
fact("2026-10-22T10:17:53.026Z", "fact", "a06e", 0.9, ["shop", "payments"],
     "@shop_cash@ The museum shop takes cash as well as card at the till.")
fact("2026-05-28T13:04:47.615Z", "fact", "53c1", 0.91, ["tuning"],
     "@tune_lip@ We never take metal off the lip when tuning; Eleri only cuts inside, above the soundbow.")
fact("2026-02-25T09:49:20.238Z", "fact", "e5a9", 0.93, ["quotes", "faculty"],
     "@q_faculty@ Quotes never include the faculty fee; the parish pays the diocese for that directly.")
fact("2026-09-09T11:22:39.751Z", "preference", "97d4", 0.9, ["rehang", "clappers"],
     "@clapper_unless@ We don't re-use an old clapper unless it's been crack-tested and re-bushed.")

# --- unlabelled facts (distractors and context) ---
fact("2026-01-08T10:31:05.482Z", "fact", "4b1e", 0.94, ["towerbook", "redis", "celery"],
     "towerbook's Celery broker is Redis on hv-01, `127.0.0.1:6379`, database 0.")
fact("2026-01-15T16:45:12.903Z", "preference", "c3a7", 0.9, ["communication"],
     "Harriet wants a weekly status on Fridays by 15:00: one paragraph, no jargon.")
fact("2026-10-30T09:14:40.064Z", "fact", "8e52", 0.88, ["tune-ws1", "tuning"],
     "tune-ws1 now only runs the strobe tuner software; the tuning figures live in castlog.")
fact("2026-02-12T12:02:33.716Z", "fact", "d7f3", 0.92, ["shop", "vouchers"],
     "Gift vouchers are valid for 12 months from purchase and can be used for tours as well as shop items.")
fact("2026-03-02T15:27:48.359Z", "fact", "06c4", 0.87, ["castlog", "pyrometer"],
     "castlog's pyrometer import retries a failed serial read 3 times before flagging the reading as missing.")
fact("2026-03-28T08:40:26.195Z", "fact", "b9e0", 0.91, ["towers", "keys"],
     "Gethin keeps spare keys only for towers with an active job; they go back to the parish at handover.")
fact("2026-04-18T14:53:09.831Z", "decision", "7d2b", 0.95, ["shop", "tours"],
     "Foundry tours stay on Saturdays only; no Sunday tours this year.")
fact("2026-05-11T10:06:57.470Z", "fact", "e3f9", 0.89, ["foundry", "handbells"],
     "Handbells are cast in bell metal in the crucible furnace, twenty at a time, and Eleri tunes them on the small lathe.")
fact("2026-06-30T11:38:44.627Z", "fact", "29ba", 0.9, ["belfry-shop", "stripe"],
     "Stripe payouts for the shop land in the Barclays account every Monday.")
fact("2026-07-13T09:20:15.288Z", "fact", "f81d", 0.88, ["towerbook", "celery", "reminders"],
     "`send_survey_reminders` emails the parish 3 days before a survey visit, at 07:00.")
fact("2026-08-10T13:47:31.940Z", "fact", "5a06", 0.86, ["monitoring", "uptime"],
     "Better Stack pings towerbook and belfry-shop every 3 minutes.")
fact("2026-09-21T16:11:02.173Z", "preference", "c25b", 0.9, ["tuning", "code-style"],
     "Eleri's own tuning scripts stay as they are in Thonny; Dan doesn't refactor them.")
fact("2026-10-09T08:52:18.356Z", "fact", "0e7c", 0.87, ["foundry", "furnace"],
     "The induction furnace takes about 90 minutes from cold to pour temperature for a full 1.5 t charge of bell metal.")
fact("2026-11-04T15:24:49.509Z", "fact", "ab35", 0.91, ["towerbook", "staging"],
     "towerbook staging runs on hv-01 port 8001, built from the diocese-api branch.")
fact("2026-11-19T10:41:36.812Z", "decision", "6f18", 0.95, ["shop", "hours", "winter"],
     "The shop will close through January 2027 again for the stocktake.")
fact("2026-11-25T12:58:03.447Z", "fact", "d2e4", 0.9, ["backups", "restic", "tune-ws1"],
     "tune-ws1 home directories are backed up nightly with restic to B2 and kept for 30 days.")
