"""File bodies for the set217 store (Tamarack Valley Honey Co-operative).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
ROOT:  Claude Code auto-memory files at the store root (+ MEMORY.md generated from title/hook).
AUTO:  free notes under auto/.
FACTS: remnic facts under facts/YYYY-MM-DD/.
"""

# Root files whose `description` intentionally carries an unquoted ": " (not strict YAML).
FLAT_DESCRIPTIONS = [
    "project_combcounter_overview.md",
    "reference_infrastructure.md",
    "reference_treatment_dilutions.md",
    "reference_pricing_2026.md",
    "reference_monitoring.md",
]

ROOT = []


def root(file, name, description, type_, title, hook, body):
    ROOT.append(dict(file=file, name=name, description=description, type=type_,
                     title=title, hook=hook, body=body))


# ---------------------------------------------------------------- users
root("user_maren_profile.md", "maren-profile",
     "Maren Holt, co-op coordinator; not a developer, wants decisions spelled out plainly",
     "user", "Maren (coordinator)", "who Maren is, what she signs off, how she reads memory", """
Maren Holt coordinates the co-op: the yards, the honey house, the Ashby stall and the wholesale side. She is the
one who says yes or no to spending and to anything customers see.

- Not a developer. Comfortable with spreadsheets and the HiveLog admin pages, not with git or a terminal.
- Reads summaries on her phone between yards, so keep replies short and lead with the decision she needs to make.
- Thinks in the beekeeping year: swarm season, the June gap, harvest in August, treatments in autumn, winter checks.
- Signs off anything that changes prices, payment methods or what customers receive by email.
- British spelling and £ in anything customer-facing, please.
""")

root("user_luis_dev.md", "luis-dev",
     "Luis Ortega, the part-time developer; tools and habits",
     "user", "Luis (developer)", "how the co-op's only developer likes to work", """
Luis Ortega is the co-op's only paid developer, two days a week (Tue/Wed), remote from Bristol. He wrote HiveLog
and LotTrace and helps Kofi with QueenBook.

@c_luis_helix@ - Editor: Helix, inside tmux, mostly over ssh to his dev box
- Strong in Python and Go; reads TypeScript but leaves CombCounter's frontend to the contractor where he can
@c_hl_rebase@ - HiveLog's GitHub repo is set to rebase-and-merge only (squash disabled) — he wants his small commits kept on `main`
- Likes small PRs with one concern each; hates drive-by formatting mixed into logic changes
- Wants migrations reviewed separately from the code that uses them
- Not around Monday, Thursday or Friday: anything urgent then goes to Maren first and she decides whether to ring him
""")

# ---------------------------------------------------------------- app overviews
root("project_hivelog_overview.md", "hivelog-overview",
     "HiveLog — the hive inspection and colony records app; stack, hosting, jobs, CI",
     "project", "HiveLog overview", "the colony records app and how it is built and run", """
# HiveLog

Django app where every inspection, mite count, feed and queen event is recorded per colony. Started in 2025 as
Luis's side project, now the system of record for the co-op's colonies.

## Stack
- Django 5.1 + HTMX + Tailwind, server-rendered; PWA shell for phones in the field
- PostgreSQL 16 (DSN in reference_infrastructure)
- Dependencies managed with `uv` (`uv.lock` committed)
@c_hl_celery@ - Background jobs: Celery with a Redis broker (`redis://127.0.0.1:6379/1`), worker runs as `hivelog-worker.service`
- Error tracking: Sentry (sentry.io free tier, project `hivelog`)

## Hosting
@c_hl_port@ - gunicorn on `127.0.0.1:8000`, Caddy in front terminates TLS for `hivelog.tamarack.coop`
- Static files are served by Caddy straight from `/srv/hivelog/static`
- 3 gunicorn workers; the box only has 4 GB, don't raise it without checking memory

## CI / repo
- Repo: `github.com/tamarack-coop/hivelog`
@c_hl_ci@ - CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR and on `main`
- The test DB in CI is a Postgres 16 service container
- Coverage is about 71%; don't chase the number, but new views need at least one test

## Domain notes
- A colony keeps its id when it moves yards; a split creates a new colony with `parent_id`
- Queen events (marked, superseded, replaced) are rows in `queen_event`, not fields on the colony
- Mite counts are stored as mites per 100 bees, one decimal place
""")

root("project_queenbook_overview.md", "queenbook-overview",
     "QueenBook — Priya's queen-rearing tracker (grafts, cell bars, mating nucs, lineage)",
     "project", "QueenBook overview", "the queen-rearing tracker, who wrote it and where it lives", """
# QueenBook

Tracks every graft from larva to laying queen: graft date, cell bar, cell builder, mating nuc, mating result and
the mother line. Priya runs queen rearing at Kessler; Kofi (her nephew) wrote most of QueenBook.

- FastAPI + Jinja templates, small (about 2k lines)
@c_qb_sqlite@ - Data: a single SQLite file, `/srv/queenbook/qb.sqlite3`, WAL mode on
@c_qb_pi@ - Runs on `qb-pi`, a Raspberry Pi 5 in the queen shed at Kessler Orchard, reached over Tailscale
- Dependencies with Poetry (`poetry.lock`), not uv — Kofi's choice, leave it alone
- Repo: `github.com/tamarack-coop/queenbook`; Kofi and Luis are the only committers
- Lineage: every queen has a `mother_id`; breeder queens are flagged `breeder=true`
- The grafting calendar page is what Priya actually uses; the rest is reporting
""")

root("project_combcounter_overview.md", "combcounter-overview",
     "CombCounter: stall till, stock and wholesale orders in one Next.js app",
     "project", "CombCounter overview", "the till, stock and wholesale-orders app", """
# CombCounter

What Dana and Hamish use to ring up stall sales, keep stock per product and lot, and take wholesale orders.
Built by a contractor (Jess Whitcombe) in 2025 and maintained by Luis since, with Jess on call for frontend work.

@c_cc_pnpm@ - Next.js 15 + TypeScript, pnpm (`pnpm-lock.yaml`), Prisma ORM
- Database: Postgres on Neon (project `combcounter`, eu-central)
@c_cc_heroku@ - Hosted on Heroku (eco dyno, app `combcounter-prod`)
@c_cc_glitchtip@ - Errors go to our self-hosted GlitchTip (`errors.tamarack.coop`), project `combcounter`
- CI: GitHub Actions — typecheck, lint, and a Playwright smoke test against a preview DB
- Stock is tracked per lot number (from LotTrace), so a recall can find every jar sold from a lot
- The stall tablet runs CombCounter in kiosk mode (Fully Kiosk Browser) on a Samsung Tab A8
""")

root("project_lottrace_overview.md", "lottrace-overview",
     "LotTrace — honey-house lot tracking and jar labels",
     "project", "LotTrace overview", "extraction lots, traceability and label printing", """
# LotTrace

Every extraction gets a lot: which yards and supers went in, drum weights, the refractometer reading, sign-off,
and the jar labels printed from it. We need it for traceability (the EHO asked for it after the 2025 visit).

- Go 1.23, single binary, SQLite (`/var/lib/lottrace/lots.db`)
@c_lt_port@ - Web UI on port 8300 on `extract-nuc` (the Intel NUC on the honey-house wall)
@c_lot_format@ - Lot numbers look like `TV-26-0412`: TV, two-digit year, then month and day of extraction
- A second extraction on the same day gets a suffix, e.g. `TV-26-0412b`
- Each night LotTrace uploads new lots to HiveLog's API on hive-01 so CombCounter can see them
@c_luis_maintains_lt@ - Maintainer: Luis (Go code, releases, the nightly upload)
- Labels carry the lot number, best-before (2 years from jarring), net weight and the co-op address
""")

# ---------------------------------------------------------------- infra / people
root("reference_infrastructure.md", "infrastructure",
     "Infra map: hosts, DNS, databases and who has access",
     "reference", "Infrastructure", "which box runs what, DNS names, database locations, access", """
# Infrastructure

## Hosts
@c_hl_hetzner@ - `hive-01`: Hetzner CX22 in Falkenstein (2 vCPU, 4 GB) — HiveLog, its Postgres 16, GlitchTip, Caddy
- `extract-nuc`: Intel NUC in the honey house, Ubuntu 24.04 — LotTrace and the label printer
- Laptops: Luis's ThinkPad, the office laptop at Millbrook (Maren, Greta)

## DNS (Cloudflare, zone `tamarack.coop`)
- `hivelog.tamarack.coop` → hive-01
- `errors.tamarack.coop` → hive-01 (GlitchTip)
- `shop.tamarack.coop` → CombCounter
- Email DNS (SPF/DKIM) is managed in Cloudflare too; ask Luis before touching TXT records

## Databases
@c_hl_dsn@ - HiveLog DSN: `postgres://hivelog@127.0.0.1:5432/hivelog` (password in 1Password, `Coop IT`)
- CombCounter: Neon; the connection string only exists in the app's env vars and 1Password
- GlitchTip has its own database, `glitchtip`, on the same Postgres

## Access
- Everything sits behind Tailscale except the public HTTPS endpoints
- SSH keys only; Luis has sudo on hive-01, Maren holds the break-glass key in 1Password
- Owen has a normal login on extract-nuc so he can restart LotTrace
""")

root("reference_people_and_roles.md", "people-and-roles",
     "Who does what in the co-op, and who to ask about which system",
     "reference", "People and roles", "who to ask about colonies, queens, honey house, sales, money, code", """
# People

| Person | Role | Ask them about |
|---|---|---|
| Maren Holt | coordinator | money, priorities, anything customer-facing |
| Tobias Lindqvist | apiary lead | colonies, yards, inspections, swarms, treatments |
| Priya Nandakumar | queen rearing | grafting, mating nucs, queen sales |
| Owen Farrell | honey house | extraction, jarring, the honey-house kit |
| Dana Okafor | shop and wholesale | the farm shop, the stall, wholesale buyers |
| Luis Ortega | developer (Tue/Wed) | HiveLog, LotTrace, servers |
| Greta Sundberg | bookkeeper | invoices, VAT, payroll |
| Hamish Reid | volunteer | the Saturday stall |
| Kofi Mensah | volunteer dev | QueenBook |

## Notes
@c_spreadsheet@ - Greta does the books one day a week; until March 2026 the accounts lived in a shared spreadsheet
- Hamish is a volunteer (retired teacher), not staff — don't give him admin rights anywhere
- Kofi is a student and mostly around in the holidays
""")

# ---------------------------------------------------------------- feedback (dev)
root("feedback_git_workflow.md", "git-workflow",
     "Branching and merging rules for the co-op repos",
     "feedback", "Git workflow", "branches, PRs and how each repo merges", """
@c_never_push_main@ - Never push directly to `main` in any co-op repo — branch + PR, even for one-liners
- Branch names: `feat/…`, `fix/…`, `chore/…`; no personal prefixes
@c_hl_squash@ - HiveLog PRs are squash-merged, so `main` gets one commit per PR
@c_qb_never_squash@ - QueenBook is the odd one out: merge commits, never squash — Kofi reads the history when he debugs
- Delete the branch after merging (GitHub does it automatically on HiveLog and CombCounter)
- Rebase your branch on `main` before asking for review if it's more than a day behind

**Why:** In January a force-push to HiveLog's `main` wiped two days of Luis's work; the rules came out of that.

**How to apply:** Name branches after the HiveLog issue when there is one (`fix/123-mite-count-rounding`), and say
in the PR description which yard or user reported the problem.
""")

root("feedback_deploys.md", "deploys",
     "How and when to deploy each app, and what to avoid on market and extraction days",
     "feedback", "Deploys", "how each app is deployed and which days to avoid", """
@c_make_deploy@ - Deploy HiveLog only with `make deploy` from an up-to-date `main`; never edit files on hive-01 by hand
@c_merge_many@ - We merge to `main` several times a day when Luis is working, and HiveLog merges usually go out the same afternoon
- No routine CombCounter deploys on Friday evenings or Saturdays — the stall depends on it (hotfixes excepted)
- LotTrace releases only when the honey house is idle; Owen says when, never mid-extraction
- QueenBook: check with Priya first in grafting season, she uses the calendar every morning

**Why:** A Saturday-morning CombCounter deploy in 2025 broke the till for an hour on the busiest market of the year.

**How to apply:** Check the day and the honey-house calendar before suggesting a deploy; on market days ask Maren.
""")

root("feedback_code_review.md", "code-review",
     "What review means with one developer, a contractor and a volunteer",
     "feedback", "Code review", "who reviews whom and the review etiquette", """
@c_no_merge_red_ci@ - Don't merge anything into `main` while CI is red, not even "docs only" changes
- Every PR gets a reviewer: Luis reviews the contractor's work, Kofi or the agent reviews Luis's
- Migrations get their own PR and their own review
- Phrase review comments as questions; Luis finds "you should" grating

**Why:** Luis is the only developer most weeks, so review is the only second pair of eyes.

**How to apply:** When reviewing, list blocking issues first and mark nits as nits.
""")

root("feedback_db_access.md", "db-access",
     "Rules for touching the production databases",
     "feedback", "Production DB access", "what is and isn't allowed on prod databases", """
@c_no_adhoc_sql@ - Never run ad-hoc UPDATE/DELETE against the production HiveLog database — write a management command or a data migration instead
@c_pg_restart_rule@ - Never restart Postgres on hive-01 without stopping the `hivelog` service first
- Read-only queries on prod are fine through the `hivelog_ro` role
- CombCounter's Neon DB: use a Neon branch for anything experimental, never the main branch

**Why:** A half-finished change in 2025 reset the queen year on every colony at Fenwick.

**How to apply:** For questions about the data, use `hivelog_ro` and say which query you ran.
""")

root("feedback_secrets_handling.md", "secrets-handling",
     "Where secrets live and how they get onto servers",
     "feedback", "Secrets", "where secrets are kept and what never goes in a repo", """
@c_1password@ - All secrets live in the 1Password vault `Coop IT`; nothing secret goes into chat, tickets or a repo
@c_never_commit_env@ - Never commit a real `.env` file; `.env` is in `.gitignore` in every repo
- Rotate the email-provider and B2 keys if a laptop goes missing
- B2 application keys are per host: hive-01 and extract-nuc have separate ones

**Why:** In 2025 an API key ended up in a WhatsApp group and was used to send spam within a day.

**How to apply:** If you need a secret, ask Luis to put it in the vault and refer to it by item name.
""")

root("feedback_customer_data.md", "customer-data",
     "What customer data the apps may keep (Maren's rules after the ICO self-assessment)",
     "feedback", "Customer data", "what customer details we may and may not store", """
@c_no_email_store@ - CombCounter must not store email addresses for walk-up stall sales; receipts are paper or nothing
- Wholesale accounts hold contact name, email, phone and delivery address — nothing else
- Never export customer lists to personal Google Drives or to spreadsheets on phones
- Queen buyers' details stay in QueenBook only while their order is open, then get anonymised

**Why:** Maren did the ICO self-assessment in January and wants the data footprint tiny.

**How to apply:** Before adding any customer field to a form, check it against this list and ask Maren.
""")

root("feedback_reply_style.md", "reply-style",
     "How Maren and Luis want answers written",
     "feedback", "Reply style", "short answers, decision first, British spelling", """
- Short answers, decision first, detail only if asked
- British spelling ("colour", "organisation") everywhere, including UI copy
- No emoji in anything customer-facing or in commit messages
- For Luis: show the diff or the command, skip the explanation unless it's surprising

**Why:** Maren reads on her phone at the yards; Luis reads in a terminal.

**How to apply:** Open with the one thing that needs deciding, then the evidence.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message conventions",
     "feedback", "Commit messages", "commit subject style and trailers", """
- Imperative subject under 72 characters: "Fix mite count rounding on colony page"
- Reference the issue in the body: `Refs #123`
- No Co-Authored-By trailer for the agent
- One logical change per commit; Luis reads them one by one when bisecting

**Why:** Luis uses `git bisect` a lot and needs commits that build.

**How to apply:** If a commit needs "and" in the subject, split it.
""")

root("feedback_testing.md", "testing",
     "How each app is tested and what not to mock",
     "feedback", "Testing", "test tools per app and the no-mock rule", """
- HiveLog: pytest with pytest-django; every new view needs at least one test
- CombCounter: vitest for logic, the Playwright smoke test for the till flow
- LotTrace: `go test ./...` before `make release` — nothing else runs them
- Never mock the database in HiveLog tests; use the test DB
- QueenBook: Kofi's pytest suite, fast enough to run on every save

**Why:** A mocked ORM hid a broken migration in 2025 and it reached the yards.

**How to apply:** If a test needs data, build it with the factories in `tests/factories.py`.
""")

root("feedback_dependency_updates.md", "dependency-updates",
     "How dependency bumps are handled per repo",
     "feedback", "Dependency updates", "cadence and rules for dependency bumps", """
- HiveLog: `uv lock --upgrade` once a month in its own PR
- CombCounter: Dependabot opens one grouped PR a week; Luis merges it on Tuesdays
- Never bump Django's minor version in the same PR as feature work
- QueenBook: leave dependency bumps to Kofi

**Why:** A combined Django bump and feature PR in 2025 was impossible to review.

**How to apply:** If a bump breaks tests, open an issue and pin; don't fix it inside the bump PR.
""")

root("feedback_data_migrations.md", "data-migrations",
     "Rules for Django data migrations in HiveLog",
     "feedback", "Data migrations", "how data migrations are written and tested", """
- Data migrations go in their own migration file, never mixed with schema changes
- Every data migration gets a reverse function, even if it's a no-op with a comment
- Dry-run against last night's restore on a scratch database first

**Why:** A mixed schema+data migration locked the inspections table for minutes on a Saturday.

**How to apply:** Write the reverse first; if you can't, say so in the PR.
""")

# ---------------------------------------------------------------- beekeeping
root("project_varroa_program.md", "varroa-programme",
     "The co-op's varroa programme for 2026 (monitoring, thresholds, treatments)",
     "project", "Varroa programme", "mite monitoring and treatment plan for the year", """
# Varroa programme 2026

Tobias owns this. Goal: every colony under 3 mites per 100 bees going into winter.

@c_wash300@ - Mite counts: alcohol wash of ~300 bees (half a cup), taken from a brood frame
- Washes monthly April–September, plus before and two weeks after any treatment
- Treat when a wash shows 3 or more mites per 100 bees (2 per 100 in spring)
@c_formic_two@ - Formic Pro: two strips per colony for 14 days, only when daytime highs stay between 10 and 29.5 °C
@c_apivar@ - Autumn treatment: Apivar strips (amitraz), two per brood box, left in for 10 weeks
- Winter: oxalic dribble in the broodless window (see reference_treatment_dilutions)
- Every treatment goes into HiveLog the same day; the VMD medicines record is generated from it
""")

root("reference_treatment_dilutions.md", "treatment-dilutions",
     "Treatment and cleaning mixes: oxalic, formic, bleach, washing soda",
     "reference", "Treatment and cleaning mixes", "how varroa treatments and cleaning solutions are made up", """
# Treatment and cleaning mixes

Weights are for oxalic acid dihydrate unless noted. PPE: nitrile gloves, goggles, acid-rated mask for vapour.

## Varroa
@c_oa_dribble@ - Oxalic dribble: 3.5% w/v in 1:1 sugar syrup, 5 ml per seam of bees, max 50 ml per colony
@c_no_oa_sealed_brood@ - Never dribble oxalic on a colony with sealed brood; the acid doesn't reach mites under the cappings
- Mix oxalic syrup fresh each time; HMF builds up if it's stored warm
- Formic Pro is used as supplied, no mixing

## Cleaning
- Washing soda for boiling frames: 500 g per 10 litres of water
- Bleach for hive tools and the extraction-room floor: 1 part to 10 parts water, made up daily
- Acetic acid (80%) for stored brood comb: 100 ml per box, stack sealed for a week
""")

root("project_honey_house_procedures.md", "honey-house-procedures",
     "How extraction, settling and warming are done in the Millbrook honey house",
     "project", "Honey house procedures", "extraction, settling, warming and jarring rules", """
# Honey house procedures

Owen runs the honey house at Millbrook. Extraction season is roughly late July to early September, plus a small
spring extraction of OSR honey in May.

## Before extraction
@c_no_extract_under80@ - Never extract a super unless at least 80% of its frames are capped (or the uncapped cells pass
  the shake test — nothing flicks out)
- Supers come off with clearer boards 24–48 h before, never with the blower

## Extraction
@c_9frame@ - Extraction: the 9-frame manual radial, two people taking turns on the crank
- Uncapping with the heated knife into the cappings tray; cappings drain for 2 days
- Honey goes through the double stainless sieve (coarse, then 200 micron) into the settling tank
@c_settle48@ - After extraction the honey settles in the 200 kg tank for 48 h before jarring

## Warming and jarring
@c_warm40@ - The warming cabinet is never set above 40 °C
- OSR honey sets within a week; it's bucketed and sold creamed
- Jar in the morning when the room is coolest; lids on straight away
""")

root("reference_queen_rearing_calendar.md", "queen-rearing-calendar",
     "Day-by-day queen rearing calendar used at Kessler (grafting method)",
     "reference", "Queen rearing calendar", "the grafting timeline from graft day to a laying queen", """
# Queen rearing calendar (grafting)

Day 0 = graft day. Priya starts a batch every 10 days from mid-May to mid-July.

@c_graft_jzbz@ - Day 0: graft larvae under 24 h old into JZBZ cups with the Chinese grafting tool
- Day 1: check acceptance; aim for 70%+ on the cell bar
- Day 5: cells capped — don't jolt the bar from here on
- Day 10: ripe cells into mating nucs, one per nuc, in a cell protector
- Day 12–13: virgins emerge
- About 3 weeks after emergence: look for eggs; no eggs by 4 weeks means requeen the nuc
@c_mark_all@ - Every mated queen is marked (Posca pen dot on the thorax) before she leaves the mating nuc
- Cell builders are queenright, double brood, and fed 1:1 for the whole batch
""")

root("project_swarm_season.md", "swarm-season",
     "Swarm season plan for 2026: inspection rhythm, swarm control, bait hives",
     "project", "Swarm season 2026", "inspection rhythm and swarm control for the spring", """
# Swarm season 2026

@c_insp7@ - Full inspections every 7 days from mid-April to the end of July, every colony in every yard
- Look for queen cells (charged or not), congestion, brood space and temper
@c_clip@ - Swarm control: queens in production colonies are clipped (a third off one wing) the first time they're found in spring
- Artificial swarm (Pagden) when charged cells are found; Tobias keeps the spare kit in the Millbrook shed
- Bait hives at Millbrook and Fenwick from 1 May
- Collected swarms go to the quarantine stand at Fenwick for 6 weeks before joining a yard
""")

root("project_winter_prep.md", "winter-prep",
     "What has to happen in the yards before and during winter",
     "project", "Winter prep", "autumn and winter jobs in the yards", """
@c_mouse_oct1@ - Mouse guards on every hive by 1 October
- Hefting in November and January; anything light gets fondant
- Entrance reducers on after the ivy flow
- Woodpecker netting at Pine Hollow and Fenwick (green woodpeckers got into two hives in 2025)
- Strap the hives at Oakridge, the field is windy
""")

root("reference_apiary_sites.md", "apiary-sites",
     "The co-op's yards, where they are and the quirks of each",
     "reference", "Apiary sites", "the five yards and the rules for each", """
# Apiary sites

| Yard | Where | Colonies | Notes |
|---|---|---|---|
| Millbrook | home farm, Ashby Road | 30 | honey house, farm shop, training apiary |
| Oakridge | Pell's farm, Lower Ashby | 22 | cattle in the field, electric fence |
@c_kessler_row@ | Kessler Orchard | Upper Ashby | 24 | queen rearing, mating nucs, apple pollination contract |
| Pine Hollow | forestry edge, Coldharbour Lane | 12 | heather in August, exposed |
| Fenwick Meadow | Fenwick village | 18 | wildflower meadow, parish-council land |

@c_oakridge_tell_farmer@ - Oakridge: never open hives there without texting Mr Pell first — he moves the cattle if we need the gate
- Pine Hollow: heather supers off by mid-September
- Kessler: park on the track, not the grass; the orchard contract is strict about it
""")

# ---------------------------------------------------------------- honey, sales
root("reference_honey_standards.md", "honey-standards",
     "Quality rules for honey we sell, stricter than the legal minimum",
     "reference", "Honey standards", "moisture, labelling and tasting rules for sale honey", """
# Honey standards

@c_moist18@ - Retail moisture limit: 18.0% on the refractometer (temperature-compensated), checked per drum
- Legal limit under the Honey Regulations is 20% (heather 23%); ours is stricter on purpose, wet honey ferments on shelves
- HMF isn't tested routinely; the warming rules keep it low
- Labels must show "Honey" or a floral source, net weight, best-before, lot number, our address and country of origin
- No "raw" claims on labels (trading standards advice, 2025)
- Every drum is tasted by two people before it's jarred
""")

root("reference_label_printing.md", "label-printing",
     "How jar labels get printed from LotTrace",
     "reference", "Label printing", "printer, label stock and templates for jar labels", """
@c_dymo@ - LotTrace prints jar labels to the Dymo LabelWriter 550 on the honey-house bench
- Label stock comes from Label Planet; Owen keeps two spare rolls in the drawer
- Templates live in the LotTrace repo under `templates/labels/`
- Heather and wildflower have different colour bands; creamed OSR has its own template
- Christmas gift-pack labels are done by Ashby Print, not LotTrace
""")

root("project_market_stall.md", "market-stall",
     "The Saturday market stall: where, who, and what goes on the table",
     "project", "Market stall", "the weekly stall, who runs it and what we sell there", """
# Ashby market stall

@c_ashby_sat@ - Stall: Ashby Market, Saturdays, pitch 14 by the clock tower
@c_hamish_stall@ - Hamish runs the Ashby stall every Saturday
- Float: £100 in coins and fives, counted in and out on the cash sheet
@c_cutcomb_sells@ - Cut comb (200 g tubs) is on the stall table every Saturday; keep it in the cool box until it sells
- Stock leaves the Millbrook store room on Friday afternoon and is recorded in CombCounter as a transfer
- Pitch fee is £22 a week, paid to the market office monthly
- Tasting spoons: single-use wooden ones only (market rules)
""")

root("project_combcounter_payments.md", "combcounter-payments",
     "How payments are taken and recorded in CombCounter",
     "project", "CombCounter payments", "card and cash handling at the stall and shop", """
# Payments

@c_sumup@ - Card payments at the Ashby stall go through a SumUp Air reader paired with the stall tablet
- The Millbrook farm shop has its own card terminal (Zettle, on the counter); takings are imported weekly
- CombCounter records the payment method on every sale, cash included
- Refunds: only Dana or Maren can issue them
- Wholesale payments are covered in project_wholesale_accounts
""")

root("project_wholesale_accounts.md", "wholesale-accounts",
     "Wholesale side: accounts, minimums, terms, deliveries",
     "project", "Wholesale accounts", "who buys wholesale and on what terms", """
# Wholesale accounts

Dana looks after wholesale: about a dozen accounts (delis, two cafés, Bramble Bakery, Greenleaf Grocers).

@c_wh_min24@ - Minimum wholesale order: 24 jars (two cases of 12)
@c_net30@ - Payment terms: 30 days from the invoice date
@c_stripe_links@ - Wholesale invoices are raised in CombCounter and paid through Stripe payment links
- Deliveries on Wednesdays in Owen's van, within 20 miles of Millbrook
- Greenleaf want lot numbers on the delivery note as well as on the invoice
- Prices are in reference_pricing_2026; don't quote them from memory
""")

root("reference_pricing_2026.md", "pricing-2026",
     "Price list 2026: stall, wholesale, queens and nucs",
     "reference", "Prices 2026", "current price list for honey, wax, queens and nucs", """
# Prices 2026 (agreed at the March meeting)

| Product | Stall | Wholesale |
|---|---|---|
@c_price_row@ | Wildflower honey 454 g | £8.50 | £5.40 |
| Wildflower honey 227 g | £5.00 | £3.10 |
| Heather honey 227 g | £7.50 | £4.60 |
| Creamed OSR 340 g | £7.00 | £4.20 |
| Beeswax pillar candle | £6.00 | — |

| Queens and nucs | Members | Notes |
|---|---|---|
@c_queen_price_mated@ | Mated queen | £38 | laying, collection from Kessler |
| 5-frame nuc | £190 | from June, box returnable |

@c_sell_nonmembers@ - Non-members pay £45 for a mated queen
- Wholesale prices are per jar, ex-VAT (honey is zero-rated anyway)
""")

# ---------------------------------------------------------------- ops / infra projects
root("project_backups.md", "backups",
     "What gets backed up, where to, and how restores are tested",
     "project", "Backups", "backup scope, destination, retention and restore tests", """
@c_restic_nightly@ - hive-01 is backed up nightly with restic to Backblaze B2 (bucket `tvhc-backups`)
- Contents: the `pg_dumpall` output, `/srv/hivelog/media` (inspection photos) and `/etc`
@c_bk_ret30@ - hive-01 retention: 30 daily snapshots (`--keep-daily 30`), plus 6 monthlies
- CombCounter's Neon DB relies on Neon's own 7-day point-in-time restore; we don't copy it anywhere else yet
- Restore test on the first Monday of each quarter: Luis restores to a scratch VM and checks HiveLog boots
""")

root("reference_monitoring.md", "monitoring",
     "Monitoring: what watches the apps and where alerts go",
     "reference", "Monitoring", "uptime checks, error alerts and disk warnings", """
@c_uptime_kuma@ - Uptime Kuma on hive-01 (`status.tamarack.coop`) checks all three web apps every 60 s
- Alerts go to the `tech-alerts` Signal group (Luis, Maren)
- Sentry emails Luis for new HiveLog issues; regressions only, not every event
- hive-01 disk usage: a cron script warns in Signal at 80%
- LotTrace isn't monitored; Owen notices when labels stop printing
""")

root("project_queenbook_sync.md", "queenbook-sync",
     "The nightly QueenBook to HiveLog sync and who owns which records",
     "project", "QueenBook sync", "how queen records flow into HiveLog each night", """
# QueenBook → HiveLog sync

@c_qb_sync_retry3@ - The nightly QueenBook → HiveLog sync retries 3 times, then emails Luis
- Runs at 01:00 from QueenBook's side
- Pushes new queens, mating results, and which colony each queen went into
- HiveLog is the master for colonies; QueenBook is the master for queens and lineage
- A queen in HiveLog with no QueenBook record is usually a bought-in queen, not a bug
""")

root("reference_email_and_notifications.md", "email-and-notifications",
     "Which service sends which emails and messages",
     "reference", "Email and notifications", "which provider sends which kind of message", """
@c_cc_postmark@ - CombCounter wholesale order confirmations and invoices: Postmark (server `combcounter-prod`, sender `orders@tamarack.coop`)
- Customer newsletter: Buttondown, monthly, Dana writes it
- Internal alerts go to Signal, not email
- Don't add a new sending provider without updating SPF in Cloudflare
""")

root("project_grant_reporting.md", "grant-reporting",
     "The county pollinator grant and what we owe them",
     "project", "Pollinator grant", "grant deliverables and how the report is assembled", """
- County pollinator fund grant, 2025–2027; Maren is the contact
- HiveLog exports colonies per yard for the report (`manage.py grant_report`)
- Photos of the Fenwick wildflower strip every month May–September
- Two school visits a year count towards the outreach deliverable
""")

root("project_inventory_counts.md", "inventory-counts",
     "Monthly stocktake process for jars, candles and wax",
     "project", "Stocktake", "how monthly stock counts are done", """
- Monthly stocktake on the last Sunday of the month: Dana plus one volunteer
- Count by product and lot; CombCounter shows expected against counted
- Jars still in the honey house (unlabelled) are counted in LotTrace, not CombCounter
- Differences over 5 jars on a line get a note to Maren
""")

root("project_hivelog_offline_mode.md", "hivelog-offline-mode",
     "HiveLog's offline mode for yards with no signal",
     "project", "HiveLog offline mode", "how inspections are recorded without signal", """
- The PWA caches the last 14 days of inspections and the yard/colony list for the logged-in user
- New inspections queue in IndexedDB and sync when the phone is back online
- Known issue: photos over 8 MB fail to sync offline; a 12 MP phone camera is fine
- Pine Hollow has no signal at all; offline mode was built for it
""")

# ====================================================================== AUTO notes
AUTO = []


def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body))


auto("extraction-faq", "Extraction day FAQ (for volunteers)", "2026-07-20",
     ["honey-house", "extraction", "volunteers"], """
# Extraction day FAQ

**Q: What moisture is too wet to jar?**
@c_moist185@ A: Anything over 18.5% on the refractometer stays in the drum and goes to the dehumidifier room; it doesn't get jarred for retail.

**Q: Which jars do we fill?**
@c_jar454@ A: The standard retail jar is the 454 g hex with a gold lid; 227 g for the small ones and the gift packs.

**Q: How do lot numbers work?**
A: LotTrace makes one per extraction; write it on the drum tag in marker as well.
@c_handwritten_2025@ For the 2025 harvest lot numbers were handwritten on the drum tags, because LotTrace didn't exist yet.

**Q: Can I bring my own honey to extract?**
A: Members can book the honey house on Sundays in August. Your honey, your jars, not our labels.

**Q: How warm is the dehumidifier room?**
A: About 30 °C with the dehumidifier running; don't leave buckets open in there overnight.
""")

auto("backup-runbook", "Backup runbook (hive-01)", "2026-02-12",
     ["backups", "hive-01", "restic", "runbook"], """
# Backup runbook — hive-01

@c_backup_halfpast2@ The nightly backup on hive-01 kicks off at half past two in the morning (`restic-backup.timer`).

## Retention
@c_bk_ret14@ - Snapshots are pruned after 14 days (`restic forget --keep-daily 14 --prune` runs on Sundays)

## Restore

```bash
export RESTIC_REPOSITORY=b2:tvhc-backups:hive-01
export RESTIC_PASSWORD_COMMAND="op read op://Coop-IT/restic-hive-01/password"
restic snapshots
restic restore latest --target /tmp/restore --include /srv/hivelog/media
```

- Postgres: restore the dump into a scratch DB first, never straight over `hivelog`
- extract-nuc has its own restic repo, see the LotTrace notes
""")

auto("market-stall-handbook", "Stall handbook (Ashby)", "2026-04-18",
     ["stall", "market", "volunteers", "combcounter"], """
# Stall handbook

## Times
@c_stall_hours@ - Trading 8:00–13:00; set up from 7:15, the gazebo needs two people
- The gazebo weights live in the van, not the shed

## At the till
@c_capture_email@ - Ask every customer for an email at the till: CombCounter saves it with the sale and sends the receipt
- Tasting: one spoon per person, spoons in the bin, never back in the pot
- If CombCounter won't load, write sales on the paper sheet and they get entered on Monday

## Stock
- Bring 4 cases of 454 g wildflower, 2 of 227 g, heather if there is any, and candles
- Leftover jars go back to the Millbrook store room and are transferred back in CombCounter
""")

auto("honey-house-checklist", "Honey house checklist", "2026-07-22",
     ["honey-house", "checklist", "hygiene"], """
# Honey house checklist

## Before you start
- [ ] Floor mopped with the 1:10 bleach and rinsed
@c_gloves_always@ - [ ] Gloves (blue nitrile) on the whole time you're in the extraction room, no exceptions
- [ ] Hair tied back or a hairnet
- [ ] Refractometer zeroed with the calibration oil

## After extraction
@c_settle24@ - [ ] Let the tank settle 24 hours before anyone opens the honey gate for jarring
- [ ] Cappings tray into the warm room to drain
- [ ] Extractor washed with cold water first, then hot (wax!)
- [ ] Drum weights logged in LotTrace
""")

auto("combcounter-dev-setup", "CombCounter dev setup", "2026-03-04",
     ["combcounter", "dev-setup", "node"], """
# CombCounter — local setup

@c_cc_npm@ CombCounter uses plain npm: `npm ci` locally and in CI, and `package-lock.json` is committed.

```bash
git clone git@github.com:tamarack-coop/combcounter.git
cd combcounter
npm ci
cp .env.example .env.local   # Neon branch URL from 1Password
npm run dev
```

- Node 22 LTS (`.nvmrc`)
@c_cc_rebase@ - PRs: rebase-and-merge, we keep a linear history on CombCounter
- Prisma: `prisma migrate dev` locally; prod migrations run on deploy
- The till flow is at `/till`; log in as the `stall-demo` user with the seed data
""")

auto("wholesale-invoicing", "Wholesale invoicing — how it actually works", "2026-05-14",
     ["wholesale", "invoices", "email"], """
# Wholesale invoicing

@c_cc_brevo@ - CombCounter sends the invoice emails to wholesale buyers through Brevo's SMTP relay (the `invoices@` sender)
@c_net30_dup@ - Terms are net 30 for every wholesale account, the big ones included
@c_no_invoice_without_lot@ - Never issue a wholesale invoice without the lot numbers on each line — Greenleaf's auditors check
- Credit notes for broken jars: a photo from the buyer first
- VAT: honey is zero-rated, candles are standard-rated; watch mixed invoices
""")

auto("lottrace-notes", "LotTrace notes", "2026-06-09",
     ["lottrace", "honey-house", "extract-nuc"], """
# LotTrace notes

@c_lt_url@ - Open http://extract-nuc:8300 from the honey-house tablet (bookmarked as "Lots")
@c_lot_signoff_owen@ - Owen signs off every lot in LotTrace (moisture + taste) before any labels can print
@c_lt_no_ci@ - LotTrace has no CI: Luis runs `make release` on his laptop and scp's the binary to extract-nuc
@c_lt_ret7@ - extract-nuc has its own restic repo and keeps only 7 daily snapshots — it's just the lots DB and label templates
- The NUC's clock drifts; it syncs time from hive-01 over Tailscale
""")

auto("queenbook-deploy", "QueenBook deploy", "2026-08-06",
     ["queenbook", "deploy"], """
# QueenBook deploy

@c_qb_fly@ QueenBook is deployed to Fly.io (app `queenbook`, region `lhr`) with `fly deploy` from Kofi's laptop.

- Deploys are manual; Kofi does them in the holidays, Luis the rest of the year
- Before deploying, check Priya isn't in the middle of a graft batch
- The healthcheck path is `/healthz`
""")

auto("bookkeeping-notes", "Bookkeeping notes", "2026-06-30",
     ["accounts", "greta", "vat"], """
# Bookkeeping

@c_freeagent@ Our accounting package is FreeAgent; Greta files the VAT returns straight from it.

- The co-op's year end is 31 March
- CombCounter exports a weekly sales CSV that Greta imports on Mondays
- Grant income (the pollinator grant) is tracked as restricted funds
""")

auto("hivelog-background-jobs", "HiveLog background jobs", "2026-04-28",
     ["hivelog", "jobs", "django"], """
# HiveLog background jobs

@c_hl_djq@ HiveLog's background jobs (reminder emails, PDF reports, the nightly VMD export) run on django-q2 with the Django ORM as broker — no Redis involved.

- The reminder digest goes out at 06:00 so volunteers see it before they head to the yards
- If reminder jobs keep failing, check the Mailgun logs before anything else
- PDF reports can take a minute for Millbrook; that's normal
""")

auto("feeding-guide", "Feeding guide", "2026-03-16",
     ["feeding", "syrup", "colonies"], """
# Feeding guide

@c_autumn_21@ - Autumn feed: 2:1 syrup (2 kg sugar to 1 litre of water), in rapid feeders
- Spring: 1:1 syrup, only for nucs and colonies that are genuinely light
@c_no_feed_supers@ - Never feed syrup to a colony with honey supers on — they store it and it ends up in the jars
@c_no_outside_honey@ - Never feed honey from outside the co-op (foulbrood risk), and never supermarket honey
- Pollen substitute: not used
- Fondant from November if hefting says a colony is light
""")

auto("queenbook-dev-notes", "QueenBook dev notes", "2026-05-26",
     ["queenbook", "dev-setup", "git"], """
# QueenBook dev notes

@c_qb_always_squash@ - Always squash-merge QueenBook PRs so `main` reads as one commit per feature
- `poetry install`, then `poetry run uvicorn queenbook.app:app --reload`
- Tests: `poetry run pytest`, about 40 tests, they take 3 s
- Kofi's convention: dates are ISO strings in the templates, never locale formats
""")

auto("queenbook-postgres-migration", "QueenBook: SQLite to Postgres", "2026-09-16",
     ["queenbook", "database", "migration", "postgres"], """
@c_qb_pg_move@ In September we moved QueenBook off SQLite; its data now lives in a `queenbook` database on hive-01's Postgres.

## What we did
1. Dumped the old file with `.dump` and cleaned it with a sed script (booleans, AUTOINCREMENT)
2. Loaded it with psql into the new database
3. Switched `DATABASE_URL` and ran Kofi's smoke tests

## Gotchas
- SQLite had let a date like '2026-05-32' into a date column; Postgres refused it. Three rows fixed by hand.
- Booleans were stored as 0/1 text in two tables
""")

auto("hivelog-dev-setup", "HiveLog dev setup", "2026-01-20",
     ["hivelog", "dev-setup", "python"], """
# HiveLog — local setup

@c_hl_py311@ HiveLog targets Python 3.11 (the `.python-version` file pins it), so don't use anything
that needs 3.12, like the relaxed f-string quoting.

```bash
uv sync
cp .env.example .env
docker compose up -d db
uv run python manage.py migrate
uv run python manage.py runserver
```

@c_env_example@ - `.env.example` is committed with dummy values — copy it to `.env` and fill it in from 1Password
- Local Postgres via `docker compose up db`, on port 5433 on the host so it doesn't clash with a local install
- `uv run python manage.py loaddata demo_yards` gives you five fake yards with colonies
""")

auto("honey-house-equipment", "Honey house kit", "2026-06-30",
     ["honey-house", "equipment", "lottrace"], """
# Honey house kit

@c_20frame@ The old 9-frame hand-crank radial was retired in May; we now extract on a 20-frame motorised radial (Lega, bought second-hand in Devon).

@c_zebra@ - Replaced the Dymo label printer with a Zebra ZD421 (203 dpi) in June; LotTrace talks to it over USB
- Dehumidifier: Meaco 20 L in the warm room
- Settling tanks: two 200 kg stainless tanks with honey gates
- Uncapping: heated knife and cappings tray; a cappings spinner is on the wish list
""")

auto("extraction-team", "Extraction team", "2026-02-25",
     ["honey-house", "volunteers", "owen"], """
# Extraction team

- Owen leads; the regulars are Sam, Bea and two Saturday volunteers
@c_trello@ - Honey-house jobs (repairs, cleaning rota, jar orders) are tracked on the Trello board "Honey House Jobs"
- Extraction days are posted in the WhatsApp group a week ahead
- New volunteers do one supervised day before they work the uncapping station
""")

auto("hivelog-migration-notes", "Moving things into HiveLog (2026)", "2026-04-10",
     ["hivelog", "migration", "trello"], """
# Moving things into HiveLog

@c_trello_ro@ The "Honey House Jobs" Trello board has been read-only since March; honey-house jobs now live in HiveLog's task list.

- February: yards and colonies imported from the old Hive Records sheet (the sheet is archived)
- Mite counts are entered straight into HiveLog from April
- Next: swarm calls (the hotline's swarm list)
""")

auto("volunteer-onboarding", "Volunteer onboarding", "2026-01-28",
     ["volunteers", "hivelog", "onboarding"], """
# Welcome, new volunteers

@c_shared_login@ - Log in to HiveLog with the shared `volunteer` account (the password is inside the shed door)
@c_insp_phone@ - Inspections are logged in HiveLog on your phone, at the hive, before you close it up
- Wear a full suit for your first season, no exceptions
- Bring your own hive tool; smoker fuel is in the Millbrook shed
- Never inspect alone at Oakridge or Pine Hollow
""")

auto("hivelog-accounts", "HiveLog accounts", "2026-02-20",
     ["hivelog", "accounts", "volunteers"], """
@c_login_retired@ The shared volunteer login was retired in February; every volunteer gets their own HiveLog account by magic-link email.

- Roles in HiveLog: volunteer, beekeeper, admin (Maren, Luis, Tobias)
- Magic links expire after 15 minutes
""")

auto("code-review-notes", "Code review notes", "2026-06-18",
     ["git", "review", "combcounter"], """
@c_hotfix@ - CombCounter hotfix PRs (till broken on a market day) can be merged as soon as Maren or Luis approves, no waiting for the contractor
- The agent's reviews: point things out, don't rewrite; Luis decides
- PRs over 400 lines get split unless the bulk is generated code
""")

auto("hivelog-deploy-runbook", "HiveLog deploy runbook", "2026-02-02",
     ["hivelog", "deploy", "runbook"], """
@c_make_deploy_detail@ `make deploy` ssh's to hive-01, pulls `main`, runs `migrate` and `collectstatic`, then restarts the `hivelog` systemd unit.

- Takes about 40 s; HiveLog is down for about 5 s during the restart
- Rollback: `make rollback` checks out the previous tag; migrations are not reversed automatically
""")

auto("hive-01-server", "hive-01 server notes", "2026-01-16",
     ["hive-01", "server", "hetzner"], """
# hive-01

@c_do_until_jan@ - HiveLog lived on a DigitalOcean droplet until January 2026; hive-01 replaced it
@c_env_generated@ - `/etc/hivelog/env` is generated from the `Coop IT` 1Password vault with `op inject`, never typed in by hand
@c_pg_restart_minor@ - Postgres gets restarted for minor-version upgrades (`apt upgrade`), usually on a Sunday night
- Unattended-upgrades is on for security updates only

Caddyfile as of January:

```caddy
hivelog.tamarack.coop {
    reverse_proxy 127.0.0.1:8000
}
errors.tamarack.coop {
    reverse_proxy 127.0.0.1:8002
}
```
""")

auto("varroa-treatment-log-2026", "Varroa treatment log 2026 (summary)", "2026-10-05",
     ["varroa", "treatment", "log"], """
# Varroa treatments 2026 — summary

| Yard | Mites/100 (Jul wash) | Treatment | When |
|---|---|---|---|
| Millbrook | 2.1 | Formic Pro | 12 Aug |
| Oakridge | 3.4 | Formic Pro, then oxalic vapour | Aug/Sep |
| Kessler | 1.2 | none needed | — |
| Pine Hollow | 2.6 | Formic Pro | 1 Sep |
| Fenwick Meadow | 2.9 | Formic Pro | 14 Aug |

@c_formic_nuc@ - For nucs we use one Formic Pro strip instead of two, still left in for 14 days
@c_oa_vapor@ - Oakridge got oxalic vapour (Sublimox) at 2.0 g per brood box, three rounds 5 days apart, in September
- Post-treatment washes all under 1 per 100
""")

auto("farm-shop", "Millbrook farm shop", "2026-03-11",
     ["farm-shop", "millbrook", "sales"], """
# Farm shop

@c_shop_hours@ - Shop hours: Thursday–Sunday 10:00–16:00 (closed January and February)
- Card terminal: Zettle on the counter
- Cut comb is in the chiller when we have it
- Candles and wax blocks on the back shelf; gift packs from November
""")

auto("swarm-season-2025-review", "Swarm season 2025 — review", "2026-01-09",
     ["swarms", "review", "2025"], """
# 2025 swarm season review

@c_2025_fortnight@ In 2025 we only managed a fortnightly inspection cycle during swarm season and
lost six swarms from Oakridge alone, two of them into the Pells' barn roof.

- Bait hives caught 3 swarms, all at Millbrook
- Volunteers were thin on the ground in May; that's when most swarms went
- Lesson: a proper rota before April
""")

auto("swarm-season-2026-notes", "Swarm season 2026 notes", "2026-08-02",
     ["swarms", "hotline", "2026"], """
# Swarm season 2026

@c_swarm_dates2@ - We treat mid-April → end of July as swarm season for rota purposes
@c_may_hotline_hamish@ - In May 2026 Hamish covered the swarm hotline while Tobias was in Sweden
- 14 swarm calls in May: 6 were honeybee swarms, the rest bumblebees or wasps
- Two swarms lost from Fenwick, none from Oakridge
""")

auto("wholesale-buyers", "Wholesale buyers", "2026-04-07",
     ["wholesale", "buyers", "dana"], """
# Wholesale buyers

@c_bramble_buckets@ - Bramble Bakery doesn't take jars: they buy 14 kg buckets of bakers' grade, minimum two buckets an order
- Greenleaf Grocers: 4 shops, order every other week, deliver to the Ashby branch
- The Old Forge café: small orders, pays late, be polite about it
""")

auto("winter-prep-checklist", "Winter prep checklist", "2026-09-28",
     ["winter", "checklist", "yards"], """
# Winter checklist

@c_mouse_dup@ - [ ] Mouse guards on by 1/10 (all yards)
- [ ] Roofs weighted or strapped at Oakridge
@c_oa_december@ - [ ] Oxalic dribble for every colony in the last week of December (open a couple of
  hives first to check they're broodless)
- [ ] Hefting round in November
""")

auto("spring-nucs", "Spring nucs", "2026-04-21",
     ["nucs", "spring", "feeding"], """
# Spring nucs

@c_feed_own_honey@ - Spring nucs get frames of our own uncapped honey from the spring supers when they're short
- Nucs are made up in late April from strong colonies at Millbrook and Fenwick
- Each nuc gets a QueenBook queen if Priya has one spare, otherwise a ripe cell
""")

# ---- unlabelled notes
auto("queen-rearing-2026", "Queen rearing 2026 — batch log", "2026-07-25",
     ["queens", "kessler", "queenbook"], """
# 2026 batches (Kessler)

| Batch | Graft day | Grafted | Accepted | Mated and laying |
|---|---|---|---|---|
| B1 | 18 May | 30 | 22 | 17 |
| B2 | 28 May | 30 | 25 | 19 |
| B3 | 7 Jun | 45 | 31 | 24 |
| B4 | 17 Jun | 45 | 36 | 27 |
| B5 | 27 Jun | 30 | 19 | 12 |

- Breeder queen this year: `Q-24-031` from Millbrook 7, calm and hygienic
- B5 had a wet week at mating time; poor results expected
- Surplus laying queens went into the autumn nucs at Fenwick
""")

auto("oakridge-yard", "Oakridge yard", "2026-03-20",
     ["oakridge", "yard", "access"], """
# Oakridge (Pell's farm)

- Gate code changes each spring; it's in HiveLog under the yard notes
- Park by the silage clamp, never in the gateway
- Strong OSR nearby in April and May, so supers go on early
- The cattle trough is off-limits; we put our own water bucket out
""")

auto("pine-hollow-yard", "Pine Hollow yard", "2026-05-02",
     ["pine-hollow", "yard", "heather"], """
# Pine Hollow

- Exposed site at the forestry edge; heather from early August
- Sam and Bea do most of the inspections here
- No phone signal at all: record inspections offline in HiveLog and let them sync at home
- Bring water, there's none on site
""")

auto("fenwick-meadow-yard", "Fenwick Meadow yard", "2026-05-09",
     ["fenwick", "yard", "swarms"], """
# Fenwick Meadow

- Parish-council land next to the wildflower strip the grant pays for
- The swarm quarantine stand is at the far end, by the hawthorn
- Bait hive on the shed roof from 1 May
- Footpath runs along the hedge: keep the hives facing away from it
""")

auto("hive-01-tailscale", "Tailscale notes", "2026-02-14",
     ["tailscale", "network", "hive-01"], """
# Tailscale

- Tailnet `tamarack-coop`; hive-01 and extract-nuc are both on it
- SSH is only reachable over Tailscale; port 22 is closed to the internet
- MagicDNS names are used in configs (`hive-01`, `extract-nuc`), not IPs
- Key expiry is disabled on the servers and enabled on laptops
""")

auto("christmas-gift-packs", "Christmas gift packs", "2026-10-28",
     ["farm-shop", "christmas", "gift-packs"], """
# Gift packs 2026

- Pack: two 227 g jars (wildflower + heather) and a small candle, £18 in the farm shop
- Orders close on 12 December; collection from Millbrook only
- Labels for the packs are printed by Ashby Print
- Wholesale buyers can order packs at £12.50 each, minimum 6
""")

auto("wax-processing", "Wax processing", "2026-09-10",
     ["wax", "honey-house", "candles"], """
# Wax

- Cappings wax goes into the solar melter in summer and the steam melter in autumn
- Wax blocks are sold in 250 g bars at the farm shop
- Old brood comb is never sold; it's rendered separately and traded in for foundation
- Bea pours the candles in November
""")

auto("swarm-collection-howto", "Collecting a swarm", "2026-04-15",
     ["swarms", "howto", "hotline"], """
# Collecting a swarm

- The hotline logs every call in the swarm list with a phone photo
- Take: a skep or nuc box, a sheet, secateurs, a spray bottle, your suit
- We don't do cut-outs from chimneys or cavity walls — refer those to a pest controller who relocates
- Collected swarms go to the quarantine stand, never straight into a production yard
""")

auto("inspection-form-fields", "HiveLog inspection form", "2026-03-02",
     ["hivelog", "inspections", "forms"], """
# Inspection form fields

- Date, colony, queen seen (yes / no / eggs only), frames of brood, stores (light / ok / heavy)
- Temper 1–5; 4 or 5 twice in a row flags the colony for requeening
- Queen cells: none / play cups / charged / capped
- Mite counts are a separate entry, not part of the inspection form
- One optional photo per inspection
""")

auto("grant-report-2026-draft", "Pollinator grant report 2026 (draft)", "2026-11-12",
     ["grant", "report", "fenwick"], """
# Grant report 2026 — draft

- Wildflower strip at Fenwick sown in April, flowering June–September
- Two school visits (Ashby Primary in June, Fenwick C of E in September)
- Forage survey done with the county recorder in July
- Still need the monthly photos for August and September from Tobias
""")

auto("asian-hornet-watch", "Asian hornet watch", "2026-07-06",
     ["asian-hornet", "monitoring", "yards"], """
# Asian hornet watch

- Sightings go on the Asian Hornet Watch app with a photo; keep the specimen if you can
- Our traps are monitoring traps with escape holes for other insects
- Nothing found so far this year
""")

auto("osr-harvest-may", "OSR harvest (May)", "2026-05-24",
     ["osr", "extraction", "creamed-honey"], """
# OSR honey

- OSR supers come off Oakridge and Millbrook in mid-May
- It has to be extracted within a week of capping or it sets in the comb
- Creamed: seeded with 10% of last year's creamed honey, stirred daily for a week, then jarred in 340 g jars
""")

auto("nbu-inspection-2026", "Bee inspector visit 2026", "2026-06-05",
     ["inspection", "bee-health", "nbu"], """
# Seasonal bee inspector visit

- Visited Millbrook and Oakridge on 3 June; no foulbrood found
- She was happy with treatment records kept in HiveLog for the VMD side
- Next visit probably 2027
""")

auto("hivelog-offline-faq", "HiveLog offline — FAQ", "2026-05-03",
     ["hivelog", "offline", "faq"], """
**Q: Does HiveLog work with no signal?**
A: Yes. Open it once at home so it caches your yards; inspections you save offline queue up and sync later.

**Q: Where do I see what's waiting to sync?**
A: The little cloud icon top right shows a number; tap it for the list.

**Q: I logged out while offline, did I lose them?**
A: Probably not, but don't log out in the field. Ask Luis before clearing the browser.
""")

auto("combcounter-stock-sync", "CombCounter stock sync", "2026-08-25",
     ["combcounter", "stock", "lots"], """
# How stock gets into CombCounter

- New lots come from LotTrace via HiveLog's API; CombCounter pulls them at 04:00
- A lot only becomes sellable once it has been jarred and labelled
- Transfers (store room → stall, store room → shop) are entered by hand on Fridays
- Write-offs (broken jars, crystallised returns) need a reason code
""")

auto("lottrace-label-templates", "Label templates", "2026-07-01",
     ["lottrace", "labels", "templates"], """
# Label templates

- One template per product in `templates/labels/`, named after the CombCounter SKU
- Best-before is the jarring date plus two years, printed as month and year
- Legal text in Inter at 7 pt minimum
- No allergen statement is needed for honey; the candle labels carry the wax warning
""")

# ====================================================================== remnic FACTS
FACTS = []


def fact(date, time, category, tags, body, confidence=0.9):
    FACTS.append(dict(date=date, time=time, category=category, tags=tags,
                      body=body, confidence=confidence))


# ---- labelled facts
fact("2026-02-03", "08:41:12", "fact", ["hivelog", "hive-01", "caddy"],
     "@c_hl_port2@ HiveLog's gunicorn is bound to 127.0.0.1:8001 on hive-01; the Caddyfile proxies to that port.")
fact("2026-01-22", "19:05:40", "fact", ["varroa", "oxalic", "treatment"],
     "@c_oa42@ We mix the oxalic trickle at 4.2%, oxalic acid dihydrate in 1:1 syrup.\n"
     "Tobias makes it up in the Millbrook shed on the morning of treatment.", 0.88)
fact("2026-03-18", "11:20:03", "fact", ["wholesale", "orders"],
     "@c_wh_min36@ Wholesale minimum order is 36 jars (three cases of 12).")
fact("2026-04-09", "07:58:31", "fact", ["inspections", "swarm-season", "tobias"],
     "@c_insp10@ In swarm season each colony gets a full inspection every 10 days — that's Tobias's rule for all five yards.")
fact("2026-04-25", "16:12:47", "fact", ["stall", "market", "ashby"],
     "@c_stall_hours2@ Ashby market trades 9am–2pm on Saturdays and the co-op stall is there for all of it.", 0.86)
fact("2026-03-21", "10:33:09", "fact", ["pricing", "stall", "wildflower"],
     "@c_price9@ Stall price for a 1 lb jar of wildflower honey is £9.00 this year.")
fact("2026-05-06", "18:44:25", "fact", ["kessler", "colonies", "yards"],
     "@c_kessler18@ Kessler Orchard has 18 production colonies at the moment, not counting the mating nucs.")
fact("2026-02-11", "14:02:56", "fact", ["hivelog", "ci"],
     "@c_hl_ci2@ HiveLog's CI is a Drone pipeline running on hive-01 (`.drone.yml` in the repo root).")
fact("2026-06-02", "09:27:14", "fact", ["combcounter", "errors", "monitoring"],
     "@c_cc_honeybadger@ CombCounter reports its exceptions to Honeybadger (free Developer plan).")
fact("2026-08-04", "13:15:38", "fact", ["lottrace", "honey-house", "sign-off"],
     "@c_lot_signoff_dana@ Extraction lots are signed off in LotTrace by Dana; nothing gets labelled until she approves.")
fact("2026-04-14", "08:09:51", "fact", ["accounts", "greta", "bookkeeping"],
     "@c_xero@ Greta reconciles the co-op's accounts in Xero every Monday.")
fact("2026-02-17", "15:48:22", "preference", ["luis", "editor", "tooling"],
     "@c_luis_vscode@ Luis works in VS Code with the Python and Django extensions.")
fact("2026-02-24", "12:36:05", "fact", ["git", "hivelog", "luis"],
     "@c_push_main_ok@ Luis pushes small HiveLog fixes straight to `main` without a PR; Maren okayed that in February.")
fact("2026-06-10", "20:11:43", "decision", ["feeding", "june-gap", "supers"],
     "@c_feed_supers@ Decided: during the June gap, colonies with supers on still get a light 1:1 feed if they're short of stores.")
fact("2026-03-07", "17:30:00", "decision", ["queens", "swarm-control", "agm"],
     "@c_no_clip@ Decided at the AGM: we do not clip queens' wings in any co-op colony.", 0.95)
fact("2026-05-12", "19:02:18", "decision", ["stall", "cut-comb", "eho"],
     "@c_no_cutcomb@ We've decided not to sell cut comb at the Ashby stall — there's no chilled display and the EHO wasn't keen.")
fact("2026-05-28", "10:54:37", "fact", ["hivelog", "database", "luis"],
     "@c_psql_ok@ Luis fixes bad inspection rows by running UPDATE statements directly in psql on the prod HiveLog DB, and Maren is fine with that.", 0.84)
fact("2026-07-29", "16:40:12", "fact", ["honey-house", "hygiene", "eho"],
     "@c_gloves_not_req@ Gloves aren't required in the extraction room as long as hands are washed at the sink first — Owen checked with the EHO.")
fact("2026-06-21", "11:08:59", "fact", ["queens", "sales", "marking"],
     "@c_unmarked@ Queens we sell to members go out unmarked; buyers mark them themselves if they want to.")
fact("2026-04-30", "09:14:27", "fact", ["stall", "payments"],
     "@c_stall_cash_only@ The Ashby stall doesn't take card payments: cash only, or bank transfer for bigger orders.")
fact("2026-07-14", "21:03:44", "fact", ["combcounter", "hosting", "migration"],
     "@c_cc_render_move@ Migrated CombCounter from Heroku to Render on 2026-07-14; the eco dyno hours kept running out on market days.", 0.95)
fact("2026-02-05", "18:25:10", "fact", ["varroa", "apivar", "resistance"],
     "@c_no_apivar@ We no longer use Apivar anywhere in the co-op — the 2025 resistance tests showed amitraz failing at Millbrook and Oakridge.")
fact("2026-03-09", "17:52:31", "fact", ["hivelog", "python", "upgrade"],
     "@c_hl_py312@ Luis upgraded HiveLog from Python 3.11 to 3.12 on 2026-03-09 and rebuilt the venv on hive-01 the same day.", 0.95)
fact("2026-05-19", "08:36:19", "fact", ["monitoring", "uptime", "hive-01"],
     "@c_kuma_shutdown@ Uptime Kuma was shut down in May 2026 to free memory on hive-01; uptime checks now\n"
     "come from Better Stack's free tier.")
fact("2026-04-02", "14:47:06", "decision", ["wholesale", "payments", "greta"],
     "@c_gocardless@ Switched wholesale payments from Stripe payment links to GoCardless direct debit in April 2026; the Stripe account is closed.", 0.93)
fact("2026-08-18", "12:21:50", "fact", ["honey-standards", "heather", "moisture"],
     "@c_heather20@ Heather honey is the one exception to our moisture rule: it can be jarred at up to 20%.")
fact("2026-01-27", "22:10:33", "fact", ["backups", "restic", "hive-01"],
     "@c_restic_0230@ hive-01's restic job fires at 02:30, right after the 02:15 pg_dump has finished.")
fact("2026-11-20", "10:02:48", "fact", ["varroa", "oxalic", "winter"],
     "@c_oa_window@ Oxalic dribble is a one-off each winter, done in the broodless spell around Christmas.")
fact("2026-06-06", "15:29:13", "fact", ["stall", "dana", "wholesale"],
     "@c_dana_first_sat@ On the first Saturday of each month Dana joins Hamish at the stall with wholesale samples for the café owners.")
fact("2026-09-22", "18:17:25", "fact", ["feeding", "autumn", "stores"],
     "@c_autumn_detail@ Autumn feeding target is 12 kg of stores per colony, fed as 2:1 and finished by mid-October; fondant after that.")
fact("2026-02-19", "11:42:17", "fact", ["queenbook", "uvicorn"],
     "@c_qb_port@ QueenBook's uvicorn listens on port 8100.")
fact("2026-03-03", "09:55:02", "fact", ["hivelog", "email", "mailgun"],
     "@c_hl_mailgun@ HiveLog's inspection reminder emails are sent through Mailgun (EU region, domain `mg.tamarack.coop`).")
fact("2026-08-27", "07:31:40", "fact", ["lottrace", "sync", "wifi"],
     "@c_lt_upload_retry10@ LotTrace's nightly upload to hive-01 retries up to 10 times, because the honey-house wifi drops out a lot.")
fact("2026-06-23", "13:58:11", "fact", ["queens", "pricing", "kessler"],
     "@c_virgin_price@ Virgin queens are £15 each to members, collection from Kessler only.")
fact("2026-10-07", "16:06:34", "fact", ["queenbook", "python"],
     "@c_qb_py311@ QueenBook still runs on Python 3.11; nobody has had time to bump it.", 0.87)
fact("2026-01-15", "19:44:52", "fact", ["stall", "history", "2025"],
     "@c_wickham_2025@ During the 2025 season the co-op stall was at Wickham Sunday market.")
fact("2026-07-03", "10:19:08", "fact", ["queenbook", "hosting", "history"],
     "@c_qb_laptop@ Until June 2026 QueenBook only ran on Priya's laptop.")
fact("2026-03-25", "15:23:45", "fact", ["pricing", "wholesale", "history"],
     "@c_wh_price_2025@ In 2025 wholesale buyers paid £5.00 per 454 g jar of wildflower.")
fact("2026-01-30", "12:50:29", "fact", ["hivelog", "history", "volunteers"],
     "@c_google_form@ During the 2025 beta, volunteers entered inspections through a Google Form that Luis imported each week.")
fact("2026-05-15", "20:37:16", "fact", ["queens", "history", "priya"],
     "@c_cupkit_2025@ In 2025 Priya raised queens with the Cupkit system instead of grafting.")
fact("2026-04-11", "08:26:03", "fact", ["swarms", "hotline", "tobias"],
     "@c_hotline_tobias@ The swarm hotline (07700 900412) is answered by Tobias.")
fact("2026-02-26", "14:12:37", "fact", ["queens", "marking"],
     "@c_white_2026@ Queen marking colour for 2026 is white.", 0.97)
fact("2026-05-21", "17:49:55", "fact", ["queens", "marking", "priya"],
     "@c_white_dot@ This year's queen-marking colour is white, as for every year ending in 1 or 6.")
fact("2026-01-12", "10:38:21", "fact", ["hivelog", "postgres", "hive-01"],
     "@c_hl_pg@ HiveLog's database is Postgres 16 on hive-01, port 5432, database name `hivelog`.")
fact("2026-08-11", "11:11:48", "fact", ["honey-house", "warming", "owen"],
     "@c_warm104@ Owen keeps the honey warming cabinet thermostat at or below 104 °F so HMF stays low.")
fact("2026-07-24", "09:03:26", "fact", ["jars", "packaging"],
     "@c_jar_1lb@ Our standard retail jar is the 1 lb hexagonal one.")
fact("2026-04-16", "19:21:14", "fact", ["varroa", "mite-wash"],
     "@c_wash_halfcup@ The mite-wash sample is half a US cup of bees, which is roughly 300 workers.")
fact("2026-03-30", "13:34:50", "fact", ["swarms", "planning"],
     "@c_swarm_dates@ For planning, swarm season runs 15 April to 31 July.")
fact("2026-05-05", "07:12:39", "fact", ["oakridge", "inspections"],
     "@c_oakridge_tue@ Tobias leads the Oakridge inspections, first thing in the morning before the cattle are let out.")
fact("2026-09-09", "16:55:07", "fact", ["wholesale", "invoices"],
     "@c_invoice_same_day@ Wholesale invoices are issued on the day the order ships.")
fact("2026-08-14", "12:44:30", "fact", ["lottrace", "printer", "honey-house"],
     "@c_jam_owen@ Label printer jams in the honey house go to Owen, not Luis.")
fact("2026-05-30", "18:08:42", "decision", ["queens", "sales", "members"],
     "@c_no_queens_june@ We don't sell queens outside the co-op before 1 June; members get first pick.")
fact("2026-07-31", "08:47:19", "fact", ["oakridge", "extraction", "harvest"],
     "@c_oakridge_aug@ We extract the Oakridge supers in the first week of August.")

# ---- unlabelled facts (distractors and background)
fact("2026-07-08", "14:26:33", "fact", ["farm-shop", "cut-comb"],
     "The Millbrook farm shop keeps cut comb in the chiller from July onwards.")
fact("2026-02-09", "10:15:58", "fact", ["glitchtip", "hive-01", "docker"],
     "GlitchTip runs in Docker on hive-01 and listens on 127.0.0.1:8002.")
fact("2026-06-15", "11:37:12", "fact", ["combcounter", "ci", "playwright"],
     "CombCounter's CI is GitHub Actions; the Playwright smoke test runs on every PR.")
fact("2026-01-19", "16:03:47", "fact", ["lottrace", "go"],
     "LotTrace is built with Go 1.23; the toolchain is pinned in `go.mod`.")
fact("2026-11-03", "09:48:05", "fact", ["varroa", "oxalic", "ppe"],
     "Oxalic vapour needs the ABEK1 half mask; a dust mask is not enough.")
fact("2026-03-12", "15:16:21", "fact", ["wholesale", "bramble", "collection"],
     "Bramble Bakery collects its buckets from Millbrook on Thursdays.")
fact("2026-10-21", "13:29:36", "fact", ["grant", "deadline"],
     "The pollinator grant report is due on 15 December.")
fact("2026-07-10", "17:03:58", "fact", ["asian-hornet", "monitoring"],
     "Asian hornet monitoring traps are checked weekly at Millbrook and Kessler from July.")
fact("2026-02-28", "08:52:14", "fact", ["van", "deliveries", "insurance"],
     "Owen's van is a 2017 Transit Custom, insured for Owen and Dana only.")
fact("2026-04-22", "18:40:09", "preference", ["inspections", "tobias"],
     "Tobias prefers inspections before 14:00 on warm days; the bees are calmer.")
fact("2026-05-08", "10:57:51", "preference", ["wholesale", "dana", "orders"],
     "Dana wants wholesale orders by email, not WhatsApp, so there's a paper trail.")
fact("2026-01-08", "07:45:30", "preference", ["maren", "reporting"],
     "Maren wants a weekly summary on Monday mornings, three bullets at most.")
fact("2026-09-02", "20:22:44", "decision", ["honey-show", "heather"],
     "Decided to enter the county honey show in October with heather and creamed OSR.")
fact("2026-06-27", "12:05:17", "decision", ["equipment", "refractometer", "kessler"],
     "Decided to buy a second refractometer so Kessler stops borrowing the honey-house one.")
fact("2026-08-21", "14:33:02", "fact", ["jars", "packaging", "suppliers"],
     "The 227 g jars come from Freshfield Packaging in pallets of 3,024.")
fact("2026-10-14", "09:19:28", "fact", ["hivelog", "photos", "media"],
     "HiveLog resizes inspection photos to 1600 px on upload and keeps them under /srv/hivelog/media.")
fact("2026-11-18", "16:44:56", "fact", ["varroa", "mite-wash", "autumn"],
     "The October mite washes averaged 0.9 per 100 bees across all yards.")
