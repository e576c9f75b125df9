"""File bodies for the set260 store (Saltcote Oyster Company).

A body line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
"""
import datetime
import textwrap

FILES = {}        # store-relative path -> full text
FLAT = set()      # root files whose description intentionally breaks strict YAML
ROOT_INDEX = []   # (section, title, filename, hook) for MEMORY.md


def _body(text):
    return textwrap.dedent(text).strip("\n") + "\n"


def root(fname, name, desc, type_, title, hook, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {type_}\n---\n\n"
    FILES[fname] = fm + _body(body)
    ROOT_INDEX.append((type_, title, fname, hook))
    if flat:
        FLAT.add(fname)


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + _body(body)


def fact(date, time, category, hex4, confidence, tags, body):
    dt = datetime.datetime.fromisoformat(f"{date}T{time}+00:00")
    ms = int(dt.timestamp()) * 1000
    stem = f"{category}-{ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    FILES[f"facts/{date}/{stem}.md"] = fm + _body(body)


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_role.md", "user-role",
     "Who Elin is and how she works — freelance dev on the oyster company's apps, three days a week",
     "user", "Elin (developer)", "who the user is, what she knows, how to pitch explanations", """
    Elin Marsh is the only developer on the company's software — TideLog, PurgeWatch and Shopfront. Freelance,
    usually Mon/Wed/Thu, remote except grading-day visits to the plant.

    @c_user_editor@ Elin works in Neovim (LazyVim config), inside tmux, with fish as the shell.

    - Strong on Django and Postgres; newer to Next.js, so explain the app-router / server component bits.
    - Likes small PRs and a one-line summary of what changed at the end of a session.
    - Don't explain Django basics or git basics.

    **How to apply:** suggest terminal commands rather than GUI clicks; when touching Shopfront, say which
    bits run on the server and which in the browser.

    Gareth Penrose (part-time ops) reads these notes too; he works on cote-01 over
    Remote-SSH and wants clickable file paths.
    """)

root("user_morwenna.md", "manager-profile",
     "Morwenna Hale, MD — what she cares about and how decisions get made",
     "user", "Morwenna (MD)", "the manager, her priorities and the weekly decision meeting", """
    Morwenna Hale runs the company (MD, majority owner). Came up through the farm side, not tech.

    - Signs off anything with a monthly cost (new SaaS, bigger servers, extra phone numbers).
    - Cares most about: traceability being audit-proof, the plant never losing a batch, the tills balancing.
    - Decisions get made at the Monday 08:00 meeting in the plant office; Priya, Tobias and Dan attend,
      Gareth dials in when there's an IT item.
    - She reads the memory notes the agent keeps, so write them so a non-developer can follow.
    - Hates surprises on invoices more than she hates outages.
    """)

root("project_tidelog_overview.md", "tidelog-overview",
     "TideLog — batch traceability app (harvest to depuration to sale); stack and code layout",
     "project", "TideLog overview", "what TideLog does, its stack and where things live", """
    TideLog is the batch traceability system. Every bag of oysters gets a batch at harvest (bed, date, tide,
    picker), follows it through the depuration tanks, grading and packing, and ends up on a health-mark
    label and an invoice line. It is the thing the council/FSA inspectors actually look at.

    ## Stack
    - Django 5.1, DRF for the small API that Shopfront and PurgeWatch talk to
    @c_tl_pg@ - Database: PostgreSQL 16 (`tidelog` DB in the compose stack on `cote-01`)
    @c_tl_broker@ - Celery broker: `redis://cote-01:6379/0` (db 1 is the Django cache)
    @c_tl_poetry@ - Dependencies are managed with Poetry (`pyproject.toml` + `poetry.lock`)
    @c_tl_ci@ - CI: GitHub Actions — `.github/workflows/ci.yml` runs ruff, mypy and pytest on every PR
    @c_tl_sentry@ - Errors: Sentry, project `tidelog`
    - Frontend: server-rendered templates + htmx, Tailwind via the standalone CLI

    ## Layout
    - `batches/` — Batch, Bed, HarvestEvent
    - `depuration/` — Cycle, Tank, readings imported from PurgeWatch
    - `labels/` — health-mark label templates and print jobs
    - `sales/` — invoice lines, links to Shopfront orders, the till Z-read screen
    - `api/` — v1 and v2 endpoints (DRF routers)

    Celery does: the PurgeWatch readings import, the nightly stock recalculation, label print jobs.
    """)

root("project_purgewatch_overview.md", "purgewatch-overview",
     "PurgeWatch — depuration plant monitoring that runs on the Pi gateway",
     "project", "PurgeWatch overview", "what PurgeWatch monitors and how it is built", """
    PurgeWatch watches the four depuration tanks: water temperature, salinity, UV lamp status and hour
    meters, flow. It runs on the Pi gateway in the plant office and ships readings to TideLog and to
    TimescaleDB on cote-01.

    @c_pw_port@ - API: FastAPI app on the Pi, port 8088 (`uvicorn purgewatch.api:app`)
    @c_pw_poll@ - Polls the tank sensors (Modbus RTU over RS-485) every 15 seconds
    - Publishes readings to Mosquitto on the Pi (`plant/tank/<n>/...` topics)
    - Local buffer: SQLite on the Pi, holds 7 days if cote-01 can't be reached
    @c_pw_sentry@ - Errors go to Sentry (project `purgewatch`, same org as TideLog)
    - CI: GitHub Actions with a self-hosted arm64 runner (a spare Pi 4, not the gateway)
    - Repo: `saltcote/purgewatch`; alarm thresholds in `config/thresholds.toml`

    The dashboard on the Pi is read-only for everyone except Priya and Gareth.
    """)

root("project_shopfront_overview.md", "shopfront-overview",
     "Shopfront — the online shop (retail boxes, vouchers); stack and hosting",
     "project", "Shopfront overview", "what the online shop is built on and where it runs", """
    @c_sf_intro@ Shopfront is our own online shop: retail oyster boxes, shucking kits and gift vouchers.
    Elin built it over winter 2025/26 to replace the old hosted shop.

    ## Stack
    @c_sf_next@ - Framework: Next.js 14, app router, TypeScript strict
    @c_sf_pnpm@ - Package manager: pnpm 9 — `pnpm-lock.yaml` is the lockfile, don't add another one
    @c_sf_db@ - DB: Neon Postgres (project `shopfront`, region eu-west-2), Drizzle ORM
    - Payments: Stripe Checkout (see reference_stripe.md)
    @c_sf_email@ - Transactional email: Postmark, server `shopfront-prod` (order confirmations, dispatch notices)
    @c_sf_host@ - Hosting: Vercel (team `saltcote`), prod domain `shop.saltcote.co.uk`
    - Lint + typecheck: GitHub Actions on PRs (`.github/workflows/check.yml`)
    - Front-end errors: Sentry's Next.js SDK, project `shopfront`

    ## Notes
    - Stock availability comes from TideLog's API; Shopfront never writes to TideLog.
    - Gift vouchers are Stripe products with a code generated on payment.
    """)

root("reference_infrastructure.md", "infrastructure",
     "Servers, hosts and ports — where each app runs and how to reach it",
     "reference", "Infrastructure", "hosts, tailnet, which service runs where", """
    ## Hosts
    - `cote-01` — Hetzner CX32 (Falkenstein), Ubuntu 24.04, Docker Compose. Prod TideLog, TimescaleDB, Caddy.
    - `cote-02` — Hetzner CX22, staging TideLog + Uptime Kuma
    @c_inf_gw@ - `pw-gw-01` — Raspberry Pi 5 (8 GB) in the plant office; runs PurgeWatch and Mosquitto
    - Everything is on the tailnet (`tail3c9e.ts.net`); only Caddy on cote-01 is exposed to the internet.

    ## Services
    | Service | Host | Port | Notes |
    |---|---|---|---|
    @c_inf_tlport@ | TideLog | `cote-01` | 8000 | gunicorn, behind Caddy |
    | Postgres (TideLog) | `cote-01` | 5432 | compose service `db` |
    | TimescaleDB | `cote-01` | 5433 | PurgeWatch history |
    | PurgeWatch API | `pw-gw-01` | 8088 | tailnet only |
    | Mosquitto | `pw-gw-01` | 1883 | plant LAN only |
    | Uptime Kuma | `cote-02` | 3001 | |

    Caddy terminates TLS for `tidelog.saltcote.co.uk` on 443 (and redirects 80).
    """)

root("reference_depuration_rules.md", "depuration-rules",
     "Depuration SOP numbers — times, temperatures, loads, salinity, water",
     "reference", "Depuration rules", "the plant's approval conditions and Priya's SOP in numbers", """
    From the plant approval conditions plus Priya's SOP (v7, laminated on the wall by tank 1). TideLog
    enforces some of these — a cycle can't be closed before its minimum time.

    | Species | Min. time in tanks | Min. water temp | Notes |
    |---|---|---|---|
    @c_dep_rock@ | Pacific (rock) | 42 h | 8 °C | standard cycle |
    | Native (O. edulis) | 48 h | 8 °C | natives season only |
    | Mussels (Hythe Shellfish contract) | 42 h | 5 °C | contract work, Thursdays |

    @c_dep_load@ - Max load per tank: 150 kg (roughly 1,800 rocks), no more than two oysters deep
    @c_dep_salinity@ - Salinity must stay at or above 20.5 ppt for the whole cycle
    @c_dep_creek@ - The tanks are never filled with untreated creek water; it all goes through
      the sand filter and the UV unit first.
    - A cycle only starts when every tank's UV unit shows OK on PurgeWatch.
    - Bags are washed with clean seawater before loading; gapers that don't close on a tap get binned.
    - If the cycle is interrupted (UV fault, power) the clock restarts from zero.
    """)

root("reference_people_contacts.md", "people-contacts",
     "Who does what, and who to ring out of hours (numbers are in 1Password, not here)",
     "reference", "People and contacts", "who owns what and who gets called out of hours", """
    - Morwenna Hale — MD, owner. Final say on spend.
    - Tobias Quill — farm manager (lays, harvest crew, the boat)
    - Priya Anand — depuration plant supervisor; Lewis Harte works the plant with her
    - Dan Okafor — shop manager (Quay shop, the oyster bar next door, the Saturday market stall)
    - Rosa Lindqvist — bookkeeper, Tuesdays and Thursdays
    @c_ppl_kit@ - Wholesale accounts: Kit Farrow (kit@saltcote.co.uk) — restaurants, the two fishmongers, the hotel group
    - Gareth Penrose — part-time ops, owns cote-01/cote-02 and the tailnet
    - Elin Marsh — developer (freelance)

    ## Out of hours
    @c_ppl_depoc@ - Depuration alarms: Priya Anand first, Tobias Quill as backup
    @c_ppl_gareth@ - Server / infra outages: Gareth Penrose (weekday evenings and weekends)
    """)

root("feedback_git_workflow.md", "git-workflow",
     "Branching and merge strategy per repo",
     "feedback", "Git workflow", "branch naming and how each repo merges", """
    Branches: `feat/...`, `fix/...`, short-lived; open a PR even when working solo.

    @c_git_tl_rebase@ TideLog PRs are merged with rebase-and-merge so `main` stays
    linear and `git bisect` is usable across migrations.

    @c_git_pw_squash@ PurgeWatch is different: always squash-merge, one commit per PR.
    **Why:** PurgeWatch branches are full of "try on the pi" commits that mean nothing on their own.
    **How to apply:** pick the merge button per repo. Shopfront is Elin's call — plain merge commits are fine there.
    """)

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules: when and how to ship TideLog and PurgeWatch",
     "feedback", "Deploy rules", "when not to deploy, and the deploy mechanics", """
    @c_dep_nofri@ Don't deploy TideLog on Fridays.
    **Why:** Friday is the heaviest grading and packing day (local round, Saturday's London van, the weekend
    shop stock); a broken label path on a Friday costs the whole weekend.
    **How to apply:** if a fix really can't wait, ask Morwenna first and have Gareth on the call.

    @c_dep_make@ TideLog deploys go through `make deploy` on cote-01 (pull, build, `up -d`).

    @c_dep_down@ Never run `docker compose down -v` on cote-01 — the `-v` drops the Postgres volume.

    @c_dep_pi@ Never push a PurgeWatch update to the Pi while a depuration cycle is running.
    **Why:** restarting the service loses that cycle's readings and the cycle can't be signed off.
    **How to apply:** check the PurgeWatch dashboard for active cycles first; the tanks are usually empty on
    Sunday afternoon and Monday evening.

    Shopfront deploys itself when a PR lands on `main`; nothing to do by hand.
    """, flat=True)

root("feedback_testing.md", "testing",
     "How tests are written and run for the three apps",
     "feedback", "Testing", "test setup per app and what not to mock", """
    @c_test_pg@ Run the TideLog tests against a real Postgres (the `db` service in compose), not SQLite.
    **Why:** TideLog uses Postgres-only bits (ArrayField on Batch, `select_for_update` in tank assignment);
    a test passed on SQLite in March and the same code failed in prod.
    **How to apply:** `docker compose run --rm web pytest`; factories live in `tests/factories.py`, no JSON fixtures.

    Shopfront: Vitest for units, Playwright for the checkout flow against Stripe test mode.
    PurgeWatch: pytest with the fake Modbus server (`tests/fake_modbus.py`); never talk to the real tanks from a test.
    """)

root("feedback_code_style.md", "code-style",
     "Style preferences for the Python apps",
     "feedback", "Code style", "formatting, typing and query style in the Python repos", """
    - ruff (format + lint), line length 100, both Python repos
    - Type hints on everything public; mypy strict on `purgewatch/`, default strictness on TideLog
    @c_style_sql@ - Never write raw SQL in TideLog views — go through the ORM, reports included.
    - PurgeWatch is the exception: its TimescaleDB queries are plain SQL files in `purgewatch/sql/` (no ORM there).

    **Why:** a raw-SQL report once ignored soft-deleted batches and the inspector's trace didn't add up.
    **How to apply:** if a report is slow, reach for `annotate`/`Subquery` and an index before anything else.
    """)

root("feedback_migrations.md", "migrations",
     "How Django migrations are written, reviewed and applied",
     "feedback", "Migrations", "how migrations get reviewed and applied on prod", """
    @c_mig_hand@ Always run `manage.py migrate` by hand on prod after the deploy; never from the
    container entrypoint.
    **Why:** a migration that locks `batches_batch` during grading stalls the tablets; we choose the moment.

    @c_mig_gareth@ Migration PRs also need Gareth's review, on top of the usual approval.
    **How to apply:** keep schema and data migrations seperate; never edit a migration that has been applied on prod.
    """)

root("feedback_pr_reviews.md", "pr-reviews",
     "Review expectations for PRs and what the agent should look for",
     "feedback", "PR reviews", "who reviews what, and the agent's review checklist", """
    @c_pr_one@ Every TideLog PR needs one approving review before merge.
    The reviewer is usually Gareth; Elin reviews Gareth's ops PRs.

    PurgeWatch PRs need a review too, and Priya has to OK anything that changes an alarm threshold.
    Shopfront: Elin may self-merge copy and price tweaks; code changes get a review.

    When the agent reviews: check migrations for long locks, check new Celery tasks are idempotent,
    flag any stray `print()`.
    """)

root("feedback_secrets.md", "secrets",
     "Where secrets live and what never goes into git",
     "feedback", "Secrets", "where credentials are kept and what must stay out of the repos", """
    @c_sec_1p@ All secrets live in the 1Password vault `Saltcote Ops`.
    @c_sec_env@ Never commit `.env` files — that includes the Pi gateway.
    **Why:** the repos are private, but a clone was on Gareth's old laptop when it was stolen in 2025.
    **How to apply:** a `.env.example` with dummy values is fine; real values come out of 1Password by hand.

    Shopfront's env vars are set in the hosting dashboard and pulled down locally with the CLI.
    """)

root("feedback_communication.md", "communication",
     "How to write for Morwenna and for the staff",
     "feedback", "Communication", "tone and length for the MD and for staff notices", """
    @c_comm_short@ Don't send Morwenna long technical write-ups; three lines — what broke, what it
    cost us, what happens next.
    **Why:** she reads them on her phone between the plant and the shop.
    **How to apply:** put the detail in the repo (`docs/incidents/`) and link it. Gareth is the one who wants the full logs.

    Staff notices (shop, plant) in plain English, no app names except "TideLog".
    """)

root("feedback_dependencies.md", "dependencies",
     "Dependency pinning and upgrade cadence",
     "feedback", "Dependencies", "how tightly each repo pins and how often to bump", """
    @c_deps_pin@ Pin exact versions (`==`) in PurgeWatch's requirements — the Pi can't afford surprise upgrades.
    **Why:** the July readings outage started with an unpinned pymodbus upgrade.

    TideLog: the lockfile does the pinning; bump deps monthly in one PR.
    Shopfront: Renovate opens grouped minor/patch PRs weekly; majors by hand.
    """)

root("feedback_logging.md", "logging",
     "Logging conventions across the apps",
     "feedback", "Logging", "log format per app and what never to log", """
    @c_log_structlog@ TideLog logs through structlog — JSON renderer in prod, console renderer in dev.
    PurgeWatch uses stdlib logging to journald; keep it that way (the Pi's disk is small).
    Never log customer emails or card details from Shopfront; order IDs only.

    **Why:** Gareth greps the JSON logs with `jq` during incidents.
    """)

root("feedback_formatting.md", "editor-and-formatting",
     "Editor config and formatter settings committed to the repos",
     "feedback", "Editor and formatting", "editor config kept in the repos and the formatters used", """
    @c_fmt_vscode@ Elin edits in VS Code (Python + Django extensions), so keep `.vscode/settings.json` in the repos current.
    ruff is the formatter everywhere on the Python side; Prettier for Shopfront.
    `.editorconfig` at each repo root: 4 spaces for Python, 2 for TS/JSON/YAML.

    **Why:** format-on-save noise kept turning up in PR diffs.
    """)

root("feedback_agent_boundaries.md", "agent-boundaries",
     "What the agent may and may not do without asking first",
     "feedback", "Agent boundaries", "things the agent must ask before doing", """
    - Don't run anything against prod (cote-01) without asking; staging on cote-02 is fine.
    - Never SSH into the Pi gateway during plant hours (06:00–18:00) — Priya's readings come first.
    - Fine without asking: open PRs, run tests, read Sentry, read the Uptime Kuma history.
    - The agent never sends emails or texts to anyone itself; draft them for a human to send.

    **Why:** in March a test script sent a real "order dispatched" email to a customer.
    """)

root("project_shop_hours.md", "shop-hours",
     "Opening times: Quay shop, plus pointers for the bar and the stall",
     "project", "Shop hours", "when the shop is open and where the other hours live", """
    @c_hours_shop@ - Quay shop: Tuesday–Sunday, 10:00–17:00
    @c_hours_mon@ - The shop is closed on Mondays.
    - The oyster bar and the Saturday stall keep their own hours (stall: see project_market_stall.md).
    - Plant office, for trade collections: weekdays 07:00–15:00
    - Hours are on the Google Business Profile and the website footer — change both when they change.
    """, flat=True)

root("project_wholesale_orders.md", "wholesale-orders",
     "Trade orders — cut-off, minimums, prices, delivery rounds",
     "project", "Wholesale orders", "how trade orders work end to end", """
    Trade = restaurants, pubs, two fishmongers, one hotel group.

    @c_ws_cutoff@ - Cut-off for next-day delivery is 14:00 (anything later goes the day after)
    @c_ws_min@ - Minimum order: 5 dozen per drop
    @c_ws_price@ - Trade price for rocks: £9.50 a dozen ex VAT; natives £24 a dozen in season
    - Delivery: own van; London round Tue/Thu/Sat, local round (Colchester, Mersea, Maldon) Wed/Fri
    - Van leaves the plant at 05:30 on London days
    - Invoices carry the batch IDs for traceability
    - Payment terms 30 days; Rosa chases at 45
    """)

root("reference_backups.md", "backups",
     "Backups for cote-01: restic, where it goes, how long it is kept",
     "reference", "Backups", "what is backed up, where to, and how restores are tested", """
    @c_bk_b2@ - Repo: Backblaze B2 bucket `saltcote-restic` (eu-central-003)
    @c_bk_cron@ - The nightly job is a root crontab entry on cote-01 at 02:30
    @c_bk_ret@ - restic keeps 30 dailies and 12 monthlies (`forget --prune` runs on Sundays)
    - Contents: `pg_dump` of `tidelog` (custom format), a TimescaleDB dump, `/srv/tidelog/media` (lab PDFs)
    - Restore test: first Monday of each quarter, Gareth restores into cote-02
    - Shopfront's database isn't in restic; the DB provider handles its own backups.
    - restic password: 1Password `Saltcote Ops` → "restic cote-01"

    ```bash
    restic -r b2:saltcote-restic:/cote-01 snapshots --latest 3
    restic -r b2:saltcote-restic:/cote-01 restore latest --target /tmp/restore --include /srv/tidelog/media
    ```
    """, flat=True)

root("project_alerting.md", "alerting",
     "PurgeWatch alerts: what fires and how it reaches people",
     "project", "Alerting", "which alarms exist and the channels they use", """
    @c_al_temp@ - Low-temperature alarm: any tank below 8 °C
    - High-temperature warning at 18 °C (summer only really)
    - UV lamp fault: immediate, any tank
    - Salinity under the SOP floor: warning, not an alarm
    @c_al_twilio@ - PurgeWatch sends its SMS alerts through Twilio (from +44 7700 900118).
    - Everything also gets posted to `#plant-alerts` in Slack.
    - Shopfront's failed-payment emails go to Dan, not to the plant list.
    - Uptime Kuma on cote-02 checks TideLog every 60 s; those alerts go to Gareth.
    """, flat=True)

root("reference_stripe.md", "stripe",
     "Stripe setup for Shopfront: webhooks, keys, retries",
     "reference", "Stripe", "how Shopfront's payments are wired up", """
    - Account: live + test mode; Morwenna is the owner, Elin has the developer role
    @c_stripe_url@ - Webhook endpoint: `https://shop.saltcote.co.uk/api/stripe/webhook`
    - Events: `checkout.session.completed`, `charge.refunded`, `payment_intent.payment_failed`
    @c_stripe_retry@ - Stripe retries failed webhook deliveries for up to 3 days
    - Handler has to be idempotent — keyed on `event.id` in the `stripe_events` table
    - Payouts: daily to the business account
    - Shopfront retries a failed confirmation email twice, then logs it and moves on
    """, flat=True)

root("project_labels_printing.md", "label-printing",
     "Health-mark labels — what goes on them and where they print",
     "project", "Label printing", "label content rules and the packing-room printer", """
    Every bag or box leaving the plant needs a label with the health mark (oval, approval number),
    species, batch, depuration date and a use-by date.

    @c_lbl_batch@ - A health-mark label is never printed without a depuration batch number on it.
    @c_lbl_zebra@ - Labels print on the Zebra GK420d next to the grading table.
    - Spare label rolls live in the blue crate under the bench.
    - TideLog's `labels/` app renders the template; the packing PC just recieves the jobs.
    - There's no label printer in the shop; counter stock arrives from the plant already bagged and labelled.
    """)

root("project_till_sync.md", "till-sync",
     "tillsync — the nightly script that moves shop takings into the books",
     "project", "Till sync", "what the till sync script does and who it reports to", """
    tillsync is a small Python script (repo `saltcote/tillsync`) that runs on cote-01 at 21:00 and pushes
    the Quay shop's daily card and cash totals into the accounts as a draft journal for Rosa.

    @c_till_sumup@ - Since May 2026 the counter takes cards on SumUp; the old Square reader was retired.
    - Cash totals come from the Z-read Dan types into TideLog's sales screen.
    - The market stall's takings are entered by hand on Monday.
    - If the sync fails it emails Rosa and Gareth.
    """)

root("reference_lab_testing.md", "lab-testing",
     "E. coli and biotoxin testing — who samples what, where results go",
     "reference", "Lab testing", "sampling responsibilities and how results get into TideLog", """
    @c_lab_weekly@ - End-product E. coli test: weekly, sent to Estuary Labs in Colchester
    - Classification sampling of the beds is monthly and done by the council's sampling officer, not by us
    - Biotoxins: covered by the FSA monitoring programme; results on the FSA site
    - Results arrive as PDF; upload them to the batch in TideLog (Depuration → Lab results)
    @c_lab_upload@ - TideLog rejects lab certificate uploads over 10 MB
    - A result over 230 E. coli/100 g → hold every batch from that cycle and ring Priya.
    """)

root("project_harvest_planning.md", "harvest-planning",
     "How harvests are planned around tides, seasons and closures",
     "project", "Harvest planning", "lays, tides, seasons and rainfall holds", """
    - Lays: Saltcote Creek (intertidal trestles, rocks) and Mersea Flats (natives + rocks)
    @c_hv_lease@ - Mersea Flats lease: 14 ha
    - Saltcote Creek trestles: about 3 ha
    @c_hv_flood@ - We never harvest on a flood tide; picking starts two hours after high water.
    @c_hv_season@ - Natives are only harvested and sold September to April.
    - Both areas are class B, so everything goes through depuration.
    - After heavy rain (over 20 mm in 24 h) Tobias holds the Creek for 48 h, per the council's advice.
    - TideLog's harvest screen pulls tide times from the Admiralty API (Walton-on-the-Naze).
    """)

root("reference_courier.md", "courier",
     "Retail parcel shipping — courier, packing and collection",
     "reference", "Courier", "how retail boxes get to customers", """
    @c_cour_dpd@ - Retail boxes go DPD next-day (chilled box, two gel packs)
    @c_cour_pickup@ - DPD collects from the Quay at 16:30
    - Retail online orders placed before 13:00 on a shipping day are packed the same afternoon.
    - No deliveries to the Highlands or islands (DPD can't promise next-day there).
    - Warm or damaged box complaints: photo + refund, Dan decides.
    - Trade deliveries don't use DPD — own van, see project_wholesale_orders.md.
    """)

root("reference_pricing.md", "pricing",
     "Retail prices for the counter, the bar and the stall (trade prices are in the wholesale note)",
     "reference", "Pricing", "retail price list by channel", """
    | Item | Each | Dozen |
    |---|---|---|
    @c_price_rock@ | Rock oysters, shop counter | £1.40 | £15.00 |
    | Natives, shop counter (in season) | £3.20 | £36.00 |
    | Rock oysters, market stall | £1.50 | £16.00 |
    | Shucked rocks at the oyster bar | £2.50 | £27.00 |

    - Online boxes: 12 rocks + knife £32 including delivery; 24 rocks £48.
    - Prices get reviewed every September with Morwenna.
    """)

root("project_market_stall.md", "market-stall",
     "Saturday market stall in Colchester — hours, kit, card reader",
     "project", "Market stall", "the Saturday stall's routine and kit", """
    @c_stall_sat@ - Colchester farmers' market stall: every Saturday, 08:00–13:00
    - Kit: gazebo, two cool boxes, ice from the plant machine, shucking board
    - Card reader: Zettle (the one in the blue case), separate from the shop's
    - Staffed by Jonah plus one of the shop team
    - Stock comes from the plant on Friday afternoon with batch labels already on
    """)

root("project_staff_rota.md", "staff-rota",
     "Who works where and when across shop, plant and farm",
     "project", "Staff rota", "staffing pattern per site and who handles complaints", """
    - Shop: Dan + two part-timers (Jonah Bell, Sasha Reeve); three on at weekends
    - Plant: Priya + Lewis Harte Monday to Friday, one of them on Saturday morning
    - Farm: Tobias + three crew, hours follow the tide
    @c_rota_complaints@ - Shop staff handle everyday customer complaints at the counter (refunds up to £20 without asking).
    - The rota lives in the shared Google Sheet "Rota 2026", not in TideLog.
    """)

root("project_roadmap_2026.md", "roadmap-2026",
     "What is planned for the apps through the end of 2026 and into 2027",
     "project", "Roadmap", "planned work for the apps and open wishes", """
    - TideLog: OCR of Estuary Labs PDFs so results attach themselves (probably 2027)
    - PurgeWatch: a second gateway for redundancy — waiting on Morwenna's OK for the hardware
    - Shopfront: gift voucher redemption at the shop counter
    - Shop: loyalty card — Dan wants it, Morwenna isn't convinced
    - Ops: move staging off cote-02 onto a smaller box if Hetzner prices go up again
    """)

root("project_sensor_gateway.md", "sensor-gateway",
     "Plant-side hardware — probes, the RS-485 bus, UPS",
     "project", "Sensor hardware", "what hangs off the gateway and how to debug the bus", """
    - Per tank: PT100 temperature probe, conductivity probe (salinity), UV ballast status contact, hour meter
    - All on one RS-485 Modbus RTU bus through a Waveshare USB adapter on the Pi
    - Modbus addresses: tanks 1–4 = 11–14, the flow meter = 20
    - Spare probes are in the plant office drawer; Priya does the calibration (monthly)
    - UPS: APC 700 VA for the Pi and the switch, roughly 40 minutes
    - If the bus goes quiet, check the terminator on tank 4 before anything else.
    """)

root("reference_cleaning_chemicals.md", "cleaning-chemicals",
     "Chemicals used in the plant, shop and bar, with dilutions",
     "reference", "Cleaning chemicals", "which chemical is used where and how strong", """
    | Chemical | Where | Dilution | Contact time |
    |---|---|---|---|
    | Virkon S | tanks and trays (empty tanks only) | 1% (10 g/L) | 10 min |
    | Suma Bac D10 | shop counter, bar surfaces | 1:100 (10 ml/L) | 5 min |
    | Sodium hypochlorite (12%) | plant floor drains | 1:50 | 15 min |
    | Suma Nova L6 | bar glass washer | auto-dosed | — |

    - Never mix hypochlorite with the acid descaler.
    - Rinse tanks with UV-treated seawater after Virkon.
    - COSHH sheets are in the red folder in the plant office.
    """)

root("reference_dns_email.md", "dns-and-email",
     "Domains, DNS records and staff email",
     "reference", "DNS and email", "domains, records and the staff mailboxes", """
    - `saltcote.co.uk` is registered at Gandi; the DNS zone is on Cloudflare
    - `shop.` → Shopfront's host (CNAME)
    - `tidelog.` → cote-01 (A record, proxy off)
    - Staff mail: Google Workspace, 6 seats; `orders@` is a group → Dan + Rosa
    - SPF/DKIM are set up for Google and for the shop's transactional mail provider
    """)

root("reference_monitoring.md", "monitoring",
     "What watches the apps and where to look when something is down",
     "reference", "Monitoring", "uptime checks, health endpoints and digests", """
    - Uptime Kuma on cote-02: TideLog, shop.saltcote.co.uk, the PurgeWatch API over the tailnet
    - TideLog health check: `/healthz/` (checks the DB and Redis)
    - cote-01 disk over 80% → email to Gareth
    - Sentry's weekly digest goes to Elin.
    - Tank readings: see the plant notes; Priya keeps an eye on them from her phone.
    """)

root("project_incident_2026_07.md", "incident-2026-07",
     "July tank-readings outage — what happened and what changed after",
     "project", "July readings outage", "timeline and follow-ups of the summer outage", """
    On 14 July the PurgeWatch readings stopped for about six hours (02:10–08:05). The Pi's SD card
    filled up with journald logs after a pymodbus upgrade started logging every frame at DEBUG.

    - Tanks 2 and 3 couldn't be signed off that night; 260 kg went round again.
    - After: journald capped at 200 MB on the Pi, log level back to INFO, SD card swapped for an NVMe hat.
    - New infra check: if PurgeWatch sends nothing to cote-01 for 5 minutes, Uptime Kuma pages Gareth.
    - Write-up in `docs/incidents/2026-07-14.md`.
    """)


# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

F = fact
F("2026-01-06", "08:41:12", "fact", "a3c1", 0.9, ["purgewatch", "mqtt"],
  "PurgeWatch's Mosquitto broker listens on port 1883 on the Pi, plant LAN only.")
F("2026-01-09", "17:02:55", "fact", "4be0", 0.85, ["market-stall", "hours"],
  "@f_stall_winter@ The Saturday market stall doesn't run in January or February.")
F("2026-01-14", "10:20:31", "fact", "9d27", 0.9, ["shopfront", "history"],
  "@f_shopify_2025@ During the 2025 season the online shop ran on Shopify (Basic plan).")
F("2026-01-20", "14:45:09", "fact", "1f8e", 0.85, ["wholesale", "history"],
  "@f_min_2025@ In 2025 the trade minimum was 10 dozen; it came down at the start of 2026.")
F("2026-01-22", "09:05:47", "fact", "c0d4", 0.8, ["pricing", "market-stall"],
  "The market stall sells rock oysters at £1.50 each.")
F("2026-01-28", "11:37:20", "fact", "5e62", 0.9, ["purgewatch", "alarms"],
  "@f_temp_debounce@ PurgeWatch's low-temp alarm only fires once a tank has read below 8 °C for 10 minutes straight.")
F("2026-02-02", "16:12:03", "fact", "7a19", 0.85, ["depuration", "history"],
  "@f_paper_jan@ In January 2026 the depuration cycles were still logged on paper sheets in the plant.")
F("2026-02-05", "18:30:44", "fact", "e4b2", 0.9, ["shop", "on-call"],
  "@f_dan_keyholder@ Dan Okafor is the out-of-hours keyholder for the Quay shop's intruder alarm.")
F("2026-02-11", "10:58:16", "fact", "3c7d", 0.8, ["tidelog", "database"],
  "@f_tl_pg14@ TideLog is on PostgreSQL 14 — the compose file uses the `postgres:14-alpine` image.")
F("2026-02-17", "12:14:39", "fact", "b851", 0.85, ["shop", "payments"],
  "@f_till_square@ Card payments in the Quay shop go through the Square terminal next to the till.")
F("2026-02-19", "15:47:58", "fact", "0e3a", 0.9, ["tidelog", "errors"],
  "@f_tl_sentry@ TideLog reports unhandled exceptions to Sentry.")
F("2026-02-24", "09:33:27", "fact", "d2f5", 0.85, ["wholesale"],
  "@f_mix@ The 5-dozen trade minimum can be any mix of rocks and natives.")
F("2026-02-26", "13:21:05", "preference", "61ac", 0.8, ["gareth", "tooling"],
  "Gareth prefers VS Code with Remote-SSH when he works on cote-01.")
F("2026-03-03", "10:06:50", "fact", "8b4e", 0.9, ["accounts", "rosa"],
  "@f_books_xero@ Rosa keeps the company books in Xero; the VAT returns go through MTD from there.")
F("2026-03-05", "14:52:18", "fact", "f7c3", 0.9, ["purgewatch", "hardware"],
  "@f_gw_pi5@ PurgeWatch's gateway is `pw-gw-01`, a Raspberry Pi 5 with 8GB of RAM.")
F("2026-03-10", "11:18:42", "fact", "2ad9", 0.85, ["courier", "dpd"],
  "@f_dpd_days@ DPD retail boxes only ship Monday to Wednesday, so nothing sits in a depot over the weekend.")
F("2026-03-13", "16:40:11", "fact", "95b7", 0.85, ["invoicing", "rosa"],
  "@f_invoices_fri@ Rosa issues the wholesale invoices every Friday afternoon.")
F("2026-03-17", "09:27:36", "fact", "c6e1", 0.8, ["shopfront", "sms"],
  "Shopfront sends the \"your box is on its way\" texts through Twilio.")
F("2026-03-19", "13:09:54", "fact", "47d0", 0.85, ["depuration", "uv"],
  "@f_uv_8000@ UV lamps in the depuration tanks are replaced every 8,000 running hours.")
F("2026-03-26", "10:44:22", "fact", "e09b", 0.8, ["monitoring", "grafana"],
  "@f_grafana_cloud@ The tank temperature dashboards live in Grafana Cloud (`saltcote.grafana.net`).")
F("2026-04-03", "17:55:08", "fact", "3f64", 0.9, ["oyster-bar", "hours"],
  "@f_bar_hours@ The oyster bar is open Friday to Sunday, 12:00–20:00.")
F("2026-04-08", "12:31:47", "preference", "ab12", 0.75, ["tidelog", "sql"],
  "@p_raw_sql@ For TideLog's reporting views Elin prefers hand-written SQL over ORM annotations.")
F("2026-04-14", "08:59:30", "fact", "5c8f", 0.9, ["email", "customers"],
  "@f_no_gmail@ Never email customers from a personal Gmail address — always from an @saltcote.co.uk one.")
F("2026-04-16", "15:16:02", "fact", "d93e", 0.9, ["labels", "hardware"],
  "@f_brother@ Replaced the packing-room Zebra with a Brother QL-820NWB in April 2026; TideLog prints to it over the network.")
F("2026-04-22", "10:03:19", "fact", "6e2b", 0.8, ["tidelog", "infra"],
  "@f_tl_port@ Prod TideLog's gunicorn listens on port 8010 and Caddy proxies 443 to it.")
F("2026-04-24", "14:38:45", "fact", "0b7a", 0.85, ["depuration", "natives"],
  "Native oysters stay in the tanks for at least 48 hours.")
F("2026-04-28", "09:12:58", "fact", "f1d6", 0.85, ["lab", "ecoli"],
  "@f_ecoli_tue@ The weekly E. coli sample is taken on Tuesday mornings from the first tank to be unloaded.")
F("2026-05-04", "18:20:15", "fact", "5d3b", 0.85, ["shop", "hours"],
  "@f_bankhol@ Bank-holiday Mondays are the exception: the Quay shop opens 10:00–16:00.")
F("2026-05-05", "11:47:33", "fact", "8d40", 0.8, ["shopfront", "hosting"],
  "@f_sf_netlify@ Shopfront is deployed to Netlify from the `main` branch.")
F("2026-05-08", "16:05:14", "decision", "a7e9", 0.85, ["shopfront", "git"],
  "Decided that Shopfront keeps plain merge commits — no squash, no rebase — since it's mostly Elin alone.")
F("2026-05-11", "10:29:41", "fact", "2c5d", 0.85, ["shop", "hours", "history"],
  "@f_mondays_until@ The Quay shop opened on Mondays until April 2026.")
F("2026-05-13", "13:54:07", "fact", "7f18", 0.9, ["depuration", "tidelog"],
  "@f_cycles_tidelog@ Depuration cycles are logged in TideLog from the tank-side tablet: start, end, temperature, salinity.")
F("2026-05-19", "15:22:50", "fact", "b3a0", 0.85, ["shopfront", "dev"],
  "@f_sf_dev3000@ Shopfront's dev server runs on port 3000 (`next dev`).")
F("2026-05-21", "09:41:26", "fact", "4d9c", 0.9, ["depuration", "salinity"],
  "@f_salinity@ Depuration water has to be at least 20.5 g/kg salinity throughout the cycle.")
F("2026-05-27", "12:57:13", "fact", "e5f2", 0.8, ["backups", "restic"],
  "@f_bk_14d@ Nightly restic snapshots of cote-01 are kept for 14 days, then pruned.")
F("2026-05-29", "07:48:35", "fact", "19ab", 0.85, ["farm", "harvest"],
  "@f_crew_weekdays@ Tobias's crew harvests the Creek lays most weekdays.")
F("2026-06-04", "14:14:48", "fact", "c2e7", 0.8, ["plant", "chemicals"],
  "Virkon S for the tanks is made up at 1% — 10 g per litre.")
F("2026-06-09", "10:36:21", "fact", "6a03", 0.85, ["depuration", "tanks"],
  "@f_tank_200@ Each of the four depuration tanks is approved for a maximum load of 200 kg.")
F("2026-06-12", "16:48:09", "fact", "8e5d", 0.9, ["tidelog", "python"],
  "@f_py312@ Bumped TideLog from Python 3.11 to 3.12 in June; the Dockerfile no longer uses the 3.11 image.")
F("2026-06-17", "11:11:57", "fact", "d7b1", 0.85, ["farm", "lease"],
  "@f_lease_m2@ The Mersea Flats lease covers 140,000 m² of foreshore.")
F("2026-06-21", "13:33:40", "fact", "3b9f", 0.75, ["shop", "dogs"],
  "@f_dogs_in@ Dogs are allowed inside the Quay shop as long as they're on a lead.")
F("2026-06-25", "17:26:28", "fact", "a0c4", 0.85, ["depuration", "on-call", "history"],
  "@f_tobias_before@ Before the June rota change, Tobias was first call for out-of-hours depuration alarms.")
F("2026-06-30", "09:02:44", "fact", "5f7e", 0.8, ["shopfront", "database"],
  "@f_sf_supabase@ Shopfront's order data lives in a Supabase Postgres project.")
F("2026-06-30", "15:49:16", "fact", "e8d3", 0.85, ["shopfront", "backups"],
  "@f_pitr@ The Shopfront database has a 7-day point-in-time restore window.")
F("2026-07-02", "10:17:52", "fact", "c41a", 0.85, ["shopfront", "history"],
  "@f_next13@ Through spring 2026 Shopfront was still on Next.js 13 with the pages router.")
F("2026-07-07", "12:43:05", "fact", "2e8b", 0.9, ["labels", "tidelog"],
  "@f_labels_tidelog@ Health-mark labels are printed straight from TideLog when a batch is graded.")
F("2026-07-11", "18:08:37", "fact", "97f4", 0.85, ["oyster-bar", "hours"],
  "@f_bar_hours2@ Oyster bar hours: noon till 8pm, Fri/Sat/Sun.")
F("2026-07-15", "11:25:19", "fact", "0d6c", 0.8, ["tidelog", "ci"],
  "@f_tl_woodpecker@ TideLog's test suite runs on Woodpecker CI (self-hosted on cote-02), not on GitHub.")
F("2026-07-21", "14:59:03", "fact", "b6e0", 0.9, ["infra", "cote-01"],
  "@f_systemd@ cron is no longer used on cote-01; every scheduled job there, restic included, has been a systemd timer since July.")
F("2026-07-24", "09:50:46", "fact", "48c9", 0.8, ["shop", "chemicals"],
  "Suma Bac D10 for the shop counter is diluted 1:100.")
F("2026-07-30", "16:34:12", "preference", "fa27", 0.8, ["morwenna", "communication"],
  "@p_morwenna_detail@ Morwenna wants the full technical detail in incident write-ups, not a summary.")
F("2026-08-06", "10:21:38", "fact", "6d15", 0.85, ["depuration", "contract"],
  "@f_clams@ Manila clams we purify for Hythe Shellfish get a 44-hour cycle.")
F("2026-08-12", "13:06:24", "fact", "a9c8", 0.85, ["shopfront", "auth"],
  "@f_sf_session@ Shopfront customer accounts stay logged in for 30 days.")
F("2026-08-18", "19:42:50", "fact", "3e71", 0.8, ["depuration", "on-call"],
  "@f_dep_gareth@ Out-of-hours temperature alarms from the dep plant go to Gareth Penrose's phone.")
F("2026-08-20", "11:58:31", "fact", "d05e", 0.85, ["tidelog", "celery"],
  "TideLog's Celery workers retry a failed label print job 3 times.")
F("2026-08-24", "15:13:57", "fact", "71b3", 0.9, ["purgewatch", "sms"],
  "@f_sms_bird@ Switched PurgeWatch's SMS alerts from Twilio to Bird (ex-MessageBird) in August 2026.")
F("2026-08-28", "10:47:09", "fact", "c8f2", 0.9, ["shop", "complaints"],
  "@f_ill_morwenna@ Any complaint about someone being ill after eating our oysters goes straight to Morwenna, not to the shop staff.")
F("2026-09-01", "09:15:44", "fact", "5a6d", 0.9, ["people", "wholesale"], """
  @f_kit_left@ Kit Farrow left the company at the end of August 2026, and Dan Okafor has
  taken over the wholesale accounts (restaurants, fishmongers, the hotel group).
  """)
F("2026-09-03", "14:27:26", "fact", "e2c0", 0.8, ["purgewatch", "errors"],
  "@f_pw_bugsnag@ PurgeWatch exceptions are reported to Bugsnag.")
F("2026-09-09", "12:39:15", "fact", "0f9d", 0.85, ["purgewatch", "sms"],
  "@f_sms_retry@ PurgeWatch retries a failed SMS alert up to 5 times, 30 seconds apart.")
F("2026-09-10", "16:22:48", "fact", "b72e", 0.85, ["backups", "history"],
  "@f_usb_backup@ Until August 2026 restic backed up to a USB disk in the office.")
F("2026-09-14", "10:55:33", "decision", "64a1", 0.85, ["delivery", "shopfront"],
  "@d_home_delivery@ Decided to start local home delivery around Colchester from October 2026 — Wednesdays, on the local van round, ordered through Shopfront.")
F("2026-09-17", "13:44:20", "fact", "9c5b", 0.85, ["tidelog", "permissions"],
  "@f_staff_readonly@ Shop staff have TideLog accounts with the read-only `counter` role.")
F("2026-09-22", "08:36:59", "fact", "2b4f", 0.8, ["market-stall", "hours"],
  "The Colchester market stall runs 08:00–13:00.")
F("2026-09-25", "17:18:06", "preference", "d6e3", 0.7, ["tidelog", "deploys"],
  "@p_fri_ok@ Friday afternoons are fine for TideLog deploys; Elin often ships the week's fixes then.")
F("2026-10-06", "11:03:42", "fact", "7e50", 0.8, ["purgewatch", "dependencies"],
  "@f_pw_nopin@ PurgeWatch's requirements never pin exact versions; `~=` ranges only, so security fixes come through.")
F("2026-10-09", "14:20:17", "fact", "f3a8", 0.8, ["tidelog", "staging"],
  "Staging TideLog on cote-02 has its own Postgres container filled with anonymised data.")
F("2026-10-13", "19:31:54", "fact", "1c97", 0.85, ["purgewatch", "deploys"],
  "@f_pw_weekly@ We push PurgeWatch updates to the Pi most weeks, usually on Monday evenings.")
F("2026-10-20", "10:08:29", "fact", "8a3e", 0.9, ["tidelog", "api", "shopfront"],
  "@f_stock_v1_dep@ TideLog's `/api/v1/stock/` endpoint is deprecated and has returned 410 since October; Shopfront now calls `/api/v2/availability/` instead.")
F("2026-10-27", "15:37:02", "fact", "c5d4", 0.85, ["invoicing", "traceability"],
  "@f_invoice_batch@ Never issue a trade invoice without the batch IDs listed on it.")
F("2026-10-30", "06:52:40", "fact", "4f0b", 0.8, ["van", "wholesale"],
  "The van's chiller is set to 4 °C for the trade rounds.")
F("2026-11-03", "12:24:11", "fact", "e7a2", 0.85, ["depuration", "uv"],
  "@f_uv_never_off@ The UV units are never switched off while there are oysters in the tanks.")
F("2026-11-10", "16:11:35", "fact", "0a6f", 0.8, ["purgewatch", "auth"],
  "Logins to the PurgeWatch dashboard on the Pi expire after 8 hours.")
F("2026-11-19", "11:45:23", "decision", "b8d1", 0.8, ["shop", "christmas"],
  "Decided to add a second till point at the Quay shop for the December weekends.")
F("2026-11-24", "09:29:48", "fact", "63ce", 0.85, ["plant", "sensors"],
  "Tank 3's conductivity probe was replaced on 20 November and recalibrated by Priya.")


# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

auto("dep-plant-cheatsheet", "Dep plant cheat sheet", "2026-02-14", ["depuration", "plant", "sop"], """
    # Dep plant cheat sheet

    Short version of Priya's SOP for whoever covers a Saturday morning.

    ## Loading
    - Wash the bags with clean seawater before they go in
    @a_rock36@ - Rock oysters need at least 36 hours in the tanks before they can be graded out.
    - Natives: 48 h, and only in season
    - Start the cycle on the tablet, not on paper

    ## FAQ
    **What if a UV lamp alarm goes off mid-cycle?** The cycle clock restarts once the lamp is back — tell Priya.
    **Can I top up a tank during a cycle?** No.
    **Water too cold?** Below 8 °C the time doesn't count; the heaters are on the wall by tank 1.
    """)

auto("wholesale-faq", "Trade customers FAQ", "2026-05-18", ["wholesale", "faq"], """
    # Trade customers — FAQ

    @a_cutoff_noon@ - **Cut-off?** 12 noon the day before; anything later goes on the following van.
    - **Can they collect?** Yes, from the plant office, weekdays 07:00–15:00.
    @a_trade_email_mon@ - We email the trade list every Monday with the week's availability and prices.
    - **Credit?** 30-day terms after the first three orders; Rosa sets it up.
    - **Natives?** Only in season, and only whole dozens.
    """)

auto("dep-plant-maintenance", "Dep plant maintenance", "2026-06-02", ["depuration", "maintenance", "uv"], """
    # Dep plant maintenance

    @a_uv_12000@ - UV tubes: replace at 12000 h — Priya logs the hour meters on the whiteboard
    - Quartz sleeves: proper descale monthly with the acid descaler (see the chemicals sheet)
    @a_fill_creek@ - We fill the tanks from the creek at high water, through the sand filter and the UV unit.
    @a_uv_sunday@ - Every Sunday, once the tanks are drained, the UV units are switched off for a wipe-down and lamp check.
    - Sand filter: backwash when the gauge reads 0.8 bar
    - Pumps: annual service by Colchester Pumps Ltd, in March

    ```
    # hour meters, 31 May
    T1 7412 h   T2 7398 h   T3 5120 h   T4 5099 h
    ```
    """)

auto("shop-faq", "Shop FAQ for new staff", "2026-06-15", ["shop", "faq", "onboarding"], """
    # Shop FAQ (new staff)

    @a_rock_price@ - How much are rocks at the counter? £1.60 each, £17 the dozen.
    @a_no_dogs@ - Can people bring dogs in? No — not past the door, food hygiene. There's a water bowl outside.
    - Dogs on the bar terrace? Yes, the terrace is outside, dogs are fine there.
    @a_natives_season@ - Natives? Only in season — none May through August.
    - Do we shuck to take away? No, shucking is only at the oyster bar.
    - Cards? Yes, the reader by the till. No cheques.
    - Opening hours? Tue–Sun 10–5, closed Mondays.
    """)

auto("tidelog-settings-notes", "TideLog settings worth knowing", "2026-03-30", ["tidelog", "django", "settings"], """
    # TideLog settings worth knowing

    @a_tl_session@ - `SESSION_COOKIE_AGE` is 12 hours — staff log in once per shift
    @a_upload_cap@ - Lab certificate uploads are capped at 10,240 KB
    @a_records_24@ - Batch records: retained 24 months minimum, no auto-delete before that
    - `TIME_ZONE = "Europe/London"` with `USE_TZ = True` (tide times!)
    - Celery beat schedule lives in `settings/celery.py`, not in the admin

    ```python
    SESSION_COOKIE_AGE = 60 * 60 * 12
    LAB_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
    ```
    """)

auto("tidelog-tablet", "Grading tablet", "2026-08-26", ["tidelog", "hardware", "grading"], """
    # Grading tablet

    - Samsung Tab A9 on the grading bench, kiosk mode (Fully Kiosk Browser)
    @a_tl_7days@ - TideLog keeps staff logged in for 7 days so the grading tablet doesn't nag.
    - Wi-Fi: the plant SSID, not the shop one
    - If the screen freezes: hold power 10 s, TideLog reopens by itself
    """)

auto("celery-notes", "Celery in TideLog", "2026-04-10", ["tidelog", "celery"], """
    # Celery in TideLog

    @a_broker_ip@ The prod Celery broker for TideLog is `redis://10.0.0.7:6380/1`.

    - Tasks: `import_purgewatch_readings` (every 5 min), `recalc_stock` (nightly 01:00), `print_label`
    - Beat runs in its own container; only ever one beat.
    - Flower isn't deployed — use `celery inspect active` inside the worker container.

    ```bash
    docker compose exec worker celery -A tidelog inspect active
    ```
    """)

auto("shopfront-email", "Shopfront emails", "2026-05-26", ["shopfront", "email"], """
    # Shopfront emails

    @a_ses@ Order confirmation emails from Shopfront go out via Amazon SES (eu-west-1).

    - Templates: React Email, in `emails/`
    - From `orders@saltcote.co.uk`; replies land in the orders group (Dan + Rosa)
    - Dispatch notice goes when Dan marks the box packed
    - TideLog's own mails (password resets) go through the Google Workspace SMTP relay instead
    """)

auto("shopfront-dev-setup", "Shopfront dev setup", "2026-03-02", ["shopfront", "dev", "setup"], """
    # Shopfront dev setup

    @a_npm@ - Install deps with `npm ci` (package-lock.json is committed)
    - Copy `.env.example` to `.env.local` and fill in the Stripe **test** keys
    - Playwright needs its browsers installed once

    ```bash
    cp .env.example .env.local
    stripe listen --forward-to localhost:3000/api/stripe/webhook
    ```

    ```env
    STRIPE_SECRET_KEY=sk_test_xxx
    STRIPE_WEBHOOK_SECRET=whsec_xxx
    TIDELOG_API_TOKEN=dev-token
    ```
    """)

auto("tidelog-prs", "TideLog PR conventions", "2026-07-08", ["tidelog", "git"], """
    # TideLog PR conventions

    @a_tl_squash@ - We squash-merge everything in tidelog; the PR title becomes the commit message.
    - Title style: `fix(labels): ...`, `feat(depuration): ...`
    - Link the Trello card in the description
    - Screenshots for anything the tablets show
    """)

auto("bookkeeping", "Bookkeeping notes", "2026-06-23", ["accounts", "rosa"], """
    # Bookkeeping notes

    @a_quickbooks@ - Company accounts are in QuickBooks Online (Rosa's login; the accountant has read access).
    - Year end 31 March; accountants are Hollis & Vane in Colchester
    - VAT quarterly; oysters to take away are zero-rated, bar sales are standard-rated
    - Petty cash tin in the plant office, reconciled monthly
    """)

auto("purgewatch-dev-notes", "PurgeWatch dev notes", "2026-09-29", ["purgewatch", "dev", "git"], """
    # PurgeWatch dev notes

    @a_pw_nosquash@ - Never squash PurgeWatch branches — Gareth bisects the gateway history and wants every commit.
    - Develop against the fake Modbus server (`make fake-bus`)
    - Deploy with `make deploy-pi` (rsync + `systemctl restart purgewatch`)
    - Alarm thresholds live in `config/thresholds.toml`; change them only with Priya's OK
    """)

auto("tidelog-deploy-runbook", "TideLog deploy runbook", "2026-05-06", ["tidelog", "deploys", "runbook"], """
    # TideLog deploy runbook

    @a_entry_migrate@ - The container entrypoint runs `migrate` automatically on start, which is how we want it.
    @a_pgdump@ - `make deploy` takes a `pg_dump` to `/srv/backups/pre-deploy/` before it pulls the new image.
    - Afterwards: smoke test — log in, open today's batches, print a test label.
    - Rollback: `make rollback` (previous image tag); database rollbacks by hand only.

    ```bash
    ssh cote-01
    cd /srv/tidelog && make deploy
    ```
    """)

auto("delivery-options", "Delivery options", "2026-10-22", ["delivery", "retail"], """
    # Delivery options

    @a_no_home_delivery@ - We decided not to do local home delivery at all; retail is courier boxes or collection from the shop.
    - Collection: order online, pick up at the Quay shop in opening hours
    - Trade: own van, see the wholesale notes
    """)

auto("pi-gateway-setup", "Pi gateway setup (pw-gw-01)", "2026-01-19", ["purgewatch", "pi", "setup"], """
    # Pi gateway setup

    @a_pi_env@ - The gateway's `.env` is committed to the purgewatch repo on purpose (it only holds tank IDs and the broker address).
    @a_pi_py311@ - PurgeWatch runs Python 3.11 on the Pi — Raspberry Pi OS bookworm's system Python, in a venv.
    - systemd units: `purgewatch.service` and `purgewatch-api.service`
    - Remote access over Tailscale only; no port forwarding on the plant router

    ```ini
    [Service]
    ExecStart=/opt/purgewatch/.venv/bin/python -m purgewatch
    Restart=always
    ```
    """)

auto("tidelog-dev-setup", "TideLog dev setup", "2026-03-24", ["tidelog", "dev", "setup"], """
    # TideLog dev setup

    @a_tl_uv@ - TideLog moved from Poetry to uv in March — `poetry.lock` is deleted, use `uv sync`.
    @a_sqlite@ - Tests run on in-memory SQLite locally; that's the supported setup, no Postgres needed.
    - `make dev` runs runserver plus the Tailwind watcher
    - Demo data: `python manage.py seed_demo` gives 3 beds and 10 batches
    """)

auto("tidelog-docker", "TideLog Docker image", "2026-02-09", ["tidelog", "docker"], """
    # TideLog Docker image

    @a_py311_img@ - TideLog's Docker image is built on `python:3.11-slim`.
    - Multi-stage: the builder stage installs deps, the final stage copies the venv
    - Pushed to GHCR as `ghcr.io/saltcote/tidelog`, tagged with the git SHA
    - Runs as a non-root user `app` (uid 1000)
    """)

auto("grafana-move", "Grafana move", "2026-10-02", ["monitoring", "grafana", "purgewatch"], """
    # Grafana move (September)

    @a_grafana_shut@ - Grafana Cloud stack shut down on 30 Sept; the tank dashboards are now on self-hosted Grafana on cote-01.
    - Port 3000 on cote-01, tailnet only (not behind Caddy)
    - Data source: TimescaleDB on the same box
    - Priya's phone bookmark updated.
    """)

auto("trade-customers", "Trade customers", "2026-01-12", ["wholesale", "customers"], """
    # Trade customers

    @a_woo@ - Trade customers place orders on the WooCommerce site at `trade.saltcote.co.uk`.
    - About 25 active accounts: restaurants in London and Essex, two fishmongers, the Harbour Hotels group
    - The trade price list is refreshed weekly
    """)

auto("trade-portal-launch", "Trade portal launch", "2026-03-16", ["wholesale", "shopfront"], """
    # Trade portal launch

    @a_woo_readonly@ The old WooCommerce trade site has been read-only since March; trade orders
    now go through the Shopfront trade portal.

    - Accounts were moved across by hand (Kit did most of them).
    - Old order history stays viewable on WooCommerce until the 2027 accounts are signed off.
    - Trade logins use magic links, no passwords.
    """)

auto("shopfront-stock-sync", "Shopfront stock sync", "2026-05-22", ["shopfront", "tidelog", "api"], """
    # Shopfront stock sync

    @a_stock_v1@ - Stock levels are pulled from TideLog's `/api/v1/stock/` endpoint every 10 minutes.
    - Auth: a DRF token, stored in the hosting env as `TIDELOG_API_TOKEN`
    - If TideLog is down, Shopfront keeps the last numbers and shows "limited availability"
    """)

auto("tidelog-logging", "TideLog logging", "2026-06-19", ["tidelog", "logging"], """
    # TideLog logging

    @a_request_id@ - structlog binds `request_id` in middleware, so every line from one request can be grepped together
    - Celery tasks bind `task_id` the same way
    - Container logs use Docker's json-file driver, rotated at 50 MB × 5
    """)

auto("stripe-keys", "Stripe keys and webhook", "2026-04-01", ["stripe", "shopfront", "secrets"], """
    # Stripe keys & webhook

    @a_stripe_1p@ - The Stripe live secret key is in 1Password (`Saltcote Ops` vault, item "Shopfront prod").
    @a_webhook_url@ - Webhook URL is shop.saltcote.co.uk/api/stripe/webhook (signing secret in the same 1Password item)
    - Test-mode keys only ever sit in `.env.local`, which is gitignored
    - Roll the live key if anyone who had access leaves
    """)

auto("website-notes", "Marketing website", "2026-02-20", ["website", "marketing"], """
    # Website (marketing)

    @a_squarespace@ - The marketing site (saltcote.co.uk, not shop.) is hosted on Squarespace.
    - Dan edits the opening hours and the events page himself
    - The "Order online" button links to the shop subdomain
    """)

auto("tidelog-history", "TideLog history", "2026-04-04", ["tidelog", "history"], """
    # TideLog history

    @a_nuc@ - Until March 2026 TideLog ran on an old Intel NUC under the office desk.
    - 2024: spreadsheets plus a bare Django admin
    - 2025: proper batch flow, labels, the first tablet
    - The NUC now only runs the office printer queue.
    """)

auto("christmas-2025-retro", "Christmas 2025 retro", "2026-01-08", ["retro", "wholesale", "shop"], """
    # Christmas 2025 retro

    @a_xmas_cutoff@ - For the Christmas 2025 rush the trade cut-off was pulled forward to 11:00.
    - About 1,900 dozen went out between 15 and 23 December.
    - Shop queue on the 23rd was out the door — we need a second till point next year.
    - The label printer jammed twice on the 22nd; keep spare rolls warm.
    """)

auto("purgewatch-changelog", "PurgeWatch changelog", "2026-09-30", ["purgewatch", "changelog"], """
    # PurgeWatch changelog (short)

    @a_poll60@ - In spring 2026 (v0.4) PurgeWatch polled the sensors every 60 s — too coarse for UV faults.
    - v0.5 (June): the local SQLite buffer
    - v0.6 (August): SMS retries, debounce on the low-temperature alarm
    - v0.7 (October): hour-meter export to TideLog
    """)

auto("packing-room", "Packing room", "2026-07-16", ["packing", "courier"], """
    # Packing room

    @a_dpd_half4@ - DPD driver collects around half four (16:30) from the Quay.
    - Chilled boxes and gel packs are in the walk-in
    - Boxes for the next morning's trade van are stacked by the roller door
    """)

auto("traceability-faq", "Traceability FAQ", "2026-11-05", ["traceability", "faq", "tidelog"], """
    # Traceability FAQ

    @a_records_2y@ - **How long do we keep batch records?** At least two years.
    - **Can we trace a box from its label?** Yes — batch number on the label, then TideLog search.
    - **What do inspectors ask for?** The harvest → cycle → sale chain for any batch, within the hour.
    """)

auto("cote-01-maintenance", "cote-01 maintenance", "2026-08-04", ["infra", "cote-01"], """
    # cote-01 maintenance

    @a_compose_down@ - For Postgres/Redis image upgrades we do `docker compose down && docker compose up -d` on cote-01.
    - unattended-upgrades is on; reboots are manual, Sunday evening
    - Disk: 160 GB, about 55% used

    ```bash
    docker compose pull db redis
    docker compose down && docker compose up -d
    ```
    """)

auto("tidelog-permissions", "TideLog permissions", "2026-09-18", ["tidelog", "permissions"], """
    # TideLog permissions

    @a_no_admin_staff@ - Don't give shop staff admin accounts in TideLog.
    - Roles: `admin` (Elin, Gareth, Morwenna), `plant` (Priya, Lewis), `farm` (Tobias + crew lead), `counter`
    - Only Priya can close a depuration cycle.
    """)

# --- unlabelled free notes -------------------------------------------------

auto("oyster-bar-notes", "Oyster bar notes", "2026-04-12", ["oyster-bar", "shop"], """
    # Oyster bar

    The bar is the little building next door to the Quay shop, with the terrace on the harbour side.

    - Menu: rocks natural or with shallot vinegar; natives in season; a daily hot dish
    - Dogs welcome on the terrace, not inside the bar
    - Glass washer is auto-dosed (Suma Nova); don't top it up by hand
    - Bar till is separate from the shop till
    """)

auto("weekly-meeting-2026-06-08", "Monday meeting 8 June", "2026-06-08", ["meeting", "notes"], """
    # Monday meeting — 8 June

    - Priya: tank 4 flow a bit low, pump service brought forward
    - Dan: summer Saturdays busy, asks for a third person on the stall in August
    - Tobias: spat settlement looks good on the Creek trestles
    - Gareth: cote-01 disk fine; wants the backup restore test moved to a Monday evening
    - Decision: out-of-hours plant alarms reshuffled, see people notes
    """)

auto("weekly-meeting-2026-10-05", "Monday meeting 5 October", "2026-10-05", ["meeting", "notes"], """
    # Monday meeting — 5 October

    - Natives season started well; Mersea Flats dredging twice a week
    - Shop: chalkboard redone for the natives season
    - Rosa: Q2 VAT filed
    - Elin: v2 availability endpoint in progress, v1 to be retired after
    - Morwenna: Christmas plan draft by end of the month
    """)

auto("faq-for-the-agent", "FAQ for the agent", "2026-02-27", ["agent", "faq"], """
    # FAQ for the agent

    **Which repo is which?** `saltcote/tidelog`, `saltcote/purgewatch`, `saltcote/shopfront`, `saltcote/tillsync`.

    **Where do I run things?** Locally or on staging (cote-02). Ask before touching cote-01 or the Pi.

    **Who do I ask about tank logic?** Priya, through Elin. Never guess a threshold.

    **Can I change label text?** Only with Priya's sign-off — the wording is part of the approval.
    """)

auto("mosquitto-notes", "Mosquitto on the Pi", "2026-01-26", ["purgewatch", "mqtt"], """
    # Mosquitto

    - Topics: `plant/tank/<n>/temp`, `.../salinity`, `.../uv`, `.../hours`; `plant/flow`
    - Retained messages only for the latest reading per topic
    - No auth on the LAN listener; the tailnet can't reach it

    ```conf
    listener 1883 192.168.40.10
    allow_anonymous true
    persistence true
    ```
    """)

auto("timescaledb-notes", "TimescaleDB notes", "2026-05-14", ["purgewatch", "timescaledb"], """
    # TimescaleDB (PurgeWatch history)

    - TimescaleDB 2.15 on Postgres 15, its own container on cote-01
    - Raw readings kept 90 days, hourly aggregates kept forever
    - PurgeWatch's queries are plain SQL files; no ORM in that repo
    - Grafana reads from a read-only role, `grafana_ro`
    """)

auto("fsa-inspection-2026-05", "Inspection May 2026", "2026-05-20", ["inspection", "traceability"], """
    # Council/FSA inspection — May 2026

    Went fine. Inspector traced two batches end to end in TideLog in under ten minutes.

    - Asked for the UV lamp hour log — we showed the whiteboard photos plus PurgeWatch's export
    - Wants the calibration records for the salinity probes kept with the cycle records
    - Next visit: within 12 months
    """)

auto("norovirus-closure-jan-2026", "January closure", "2026-02-06", ["farm", "closure", "history"], """
    # January 2026 closure

    The Creek lays were closed for 28 days in January after the norovirus notification.

    - Only Mersea Flats oysters went through the plant during the closure
    - The shop stayed open with reduced stock; the stall was off anyway (winter)
    - Reopened 2 February after two clear sampling rounds
    """)

auto("sentry-notes", "Sentry notes", "2026-03-09", ["sentry", "errors"], """
    # Sentry

    - Org `saltcote`; projects for TideLog and Shopfront are the busy ones
    - Event retention on our plan: 90 days
    - Weekly digest to Elin; new-issue alerts to Elin and Gareth
    - DSNs go in each app's env, never in code
    """)

auto("renovate-notes", "Renovate", "2026-04-20", ["shopfront", "dependencies"], """
    # Renovate (Shopfront)

    - Runs weekly on Monday mornings
    - Minor/patch grouped into one PR; majors one PR each
    - Next.js majors: Elin does them by hand after reading the upgrade guide
    """)

auto("uptime-kuma-checks", "Uptime Kuma checks", "2026-07-28", ["monitoring", "uptime"], """
    # Uptime Kuma checks

    | Check | Interval | Notifies |
    |---|---|---|
    | TideLog `/healthz/` | 60 s | Gareth |
    | shop.saltcote.co.uk | 5 min | Gareth, Elin |
    | PurgeWatch API (tailnet) | 2 min | Gareth |
    | PurgeWatch → cote-01 heartbeat | 5 min | Gareth |
    """)

auto("github-org", "GitHub org", "2026-01-30", ["git", "github"], """
    # GitHub org

    - Org `saltcote`; members Elin, Gareth, plus Morwenna as billing owner
    - Branch protection on `main` in tidelog, purgewatch and shopfront: PR required, CI green
    - Secrets for Actions are per repo; nothing org-wide
    - The `tillsync` repo has no CI yet — it's 200 lines
    """)

auto("glossary", "Glossary", "2026-01-16", ["glossary", "onboarding"], """
    # Glossary

    - **Lay** — an area of foreshore or seabed where oysters are grown
    - **Trestle** — the steel frames the rock oyster bags sit on at the Creek
    - **Depuration** — purifying shellfish in clean UV-treated seawater before sale
    - **Health mark** — the oval mark with the approval number; must be on every pack
    - **Class B** — harvest area classification; B means depuration is required
    - **Gaper** — an oyster that doesn't close when tapped; it's dead, bin it
    """)

auto("tide-api-notes", "Tide API", "2026-03-12", ["tidelog", "tides", "api"], """
    # Admiralty tide API

    - Station: Walton-on-the-Naze (the closest with predictions)
    - Key in 1Password, "Admiralty API"
    - Free tier: 10,000 calls a month; TideLog caches a week ahead, so we use a few hundred
    - Creek high water is roughly 25 min after Walton; the harvest screen adds the offset
    """)

auto("gift-vouchers", "Gift vouchers", "2026-11-12", ["shopfront", "vouchers"], """
    # Gift vouchers

    - Sold on Shopfront in £25 / £50 / £100
    - Valid 12 months from purchase
    - Redeemable online now; at the shop counter once the roadmap item lands
    - Codes are 10 characters, no ambiguous letters
    """)

auto("ice-machine", "Ice machine", "2026-07-03", ["plant", "equipment"], """
    # Ice machine (plant)

    - Makes about 150 kg of flake ice a day
    - The stall and the bar take ice from it; the shop has its own small one
    - Descale every quarter; the filter cartridge is changed every six months
    """)

auto("onboarding-checklist", "Onboarding checklist", "2026-04-27", ["onboarding", "staff"], """
    # New staff checklist

    - Food hygiene level 2 certificate (or book the course)
    - TideLog login with the right role (ask Elin)
    - Read the shop FAQ and the cleaning chemicals sheet
    - Shadow a full Saturday before working the stall alone
    """)

auto("boat-and-kit", "Boat and farm kit", "2026-08-31", ["farm", "equipment"], """
    # Boat and farm kit

    - Workboat *Marram*, 7.5 m, outboard serviced every spring
    - Grading machine in the plant barn; the drum is swapped for natives in September
    - Trestle bags replaced on a three-year cycle
    """)

auto("photos-and-social", "Photos and social", "2026-09-06", ["marketing", "social"], """
    # Photos & social

    - Instagram is run by Dan; posts go out Thursday and Saturday
    - No photos of the inside of the depuration plant online (approval conditions)
    - Photo credits for the harbour shots go to Sasha
    """)
