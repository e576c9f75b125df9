"""File bodies for the set248 store (Hollin Fold Farm, a family dairy with milk-vending huts).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/, free notes under auto/.
"""
import datetime
import hashlib

FILES = {}   # store-relative path -> full text
FLAT = set()  # root files whose description deliberately carries an unquoted ': ' (not strict YAML)
INDEX = []   # (section, filename, title, hook) for MEMORY.md


def root(fname, name, description, mtype, title, hook, body, flat=False):
    assert fname not in FILES, fname
    if not flat:
        assert ": " not in description, fname
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {mtype}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"
    if flat:
        FLAT.add(fname)
    INDEX.append((mtype, fname, title, hook))


def fact(date, hhmmss, category, tags, body, conf=0.9):
    assert category in ("fact", "preference", "decision")
    h, m, s = (int(x) for x in hhmmss.split(":"))
    y, mo, d = (int(x) for x in date.split("-"))
    dt = datetime.datetime(y, mo, d, h, m, s, tzinfo=datetime.timezone.utc)
    ms = int(dt.timestamp()) * 1000 + (int(hashlib.sha1(body.encode()).hexdigest()[:4], 16) % 1000)
    hex4 = hashlib.sha1((date + body).encode()).hexdigest()[:4]
    stem = f"{category}-{ms}-{hex4}"
    iso = datetime.datetime.fromtimestamp(ms / 1000, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\nsource: extraction\n"
          f"confidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}status: active\n---\n\n")
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    FILES[path] = fm + body.strip("\n") + "\n"


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    t = f'"{title}"' if (":" in title or title.startswith(("`", "'", '"'))) else title
    fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[path] = fm + body.strip("\n") + "\n"


# ---------------------------------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------------------------------

root("user_rachel-role.md", "rachel-role",
     "Who Rachel is, what she looks after and how she likes to get information", "user",
     "Rachel's role", "owner of the business side, how she reads numbers and reports", r"""
Rachel Hollin runs the business side of Hollin Fold: money, prices, foldshop customers, compliance paperwork.
Tom (her husband) runs the herd; Gwen (Tom's mum) runs the hut and the pasteuriser.

@S6a@ Rachel gets the daily hut sales from the Google Sheet that hutpay appends a row to each night.
@D10b@ Rachel files the VAT returns from Xero (MTD) each quarter.
@A5a@ Rachel wants a short summary of the week's numbers every Monday morning — litres, £, any alarms.

- She's not a developer but reads small diffs fine; explain infra in plain words, no acronyms without a gloss.
- She decides prices and anything customer-facing. Josh decides how things are built.
""")

root("user_josh-dev.md", "josh-dev",
     "Josh, the freelance developer the agent pairs with, and how he likes to work", "user",
     "Josh (developer)", "the part-time dev, his habits and review preferences", r"""
Josh Pennington is Rachel's cousin and does the farm's software about a day a week, usually Tuesdays and
Thursdays evenings. He wrote hutpay and parlourlog; foldshop was a Django template he bent into shape.

@F8a@ Josh likes small PRs.

- Works in Zed on a ThinkPad running Fedora; doesn't want editor folders committed.
- Prefers explanations that show the command you ran and its output, not a summary of it.
- Away most of August — keep changes minimal then and don't start anything big.
- Hates surprise dependency bumps; mention them in the PR description even if Dependabot did it.
""")

root("feedback_git-workflow.md", "git-workflow",
     "How branches, PRs and merges work across the farm repos", "feedback",
     "Git workflow", "branching, PR size and merging rules", r"""
@R6a@ We squash-merge PRs in every hollinfold repo so `main` reads as one commit per PR.
**Why:** Josh reads `git log --oneline` on a Sunday to work out what actually shipped that week.
**How to apply:** write the PR title as if it were the changelog line for the farm, not for the code.

@N7b@ Never push straight to `main` on foldshop — open a PR even for a one-line copy fix.
**Why:** the deploy pipeline runs on merge and Rachel wants to see customer-facing copy before customers do.
**How to apply:** tag Rachel as reviewer on anything that changes text on the site.

@F8b@ Keep PRs under ~300 changed lines and about one thing; split refactors into their own PR.

- Branch names: `josh/...` or `agent/...`, short and lowercase.
- Rebase your branch on main before asking for review, so the diff is clean.
""")

root("feedback_deploys.md", "deploys",
     "Deploy rules: when each app can ship and how", "feedback",
     "Deploy rules", "when and how each app is allowed to ship", r"""
@N1a@ Never deploy hutpay while the farm-gate hut is open — a restart in the middle of a vend leaves
the Dairymat waiting on a payment confirmation that never comes.
**Why:** it happened in April; a customer lost a vend and Gwen had to sort the refund on a Sunday.
**How to apply:** check the hut hours before you ship and say in the session when you plan to deploy.

@S7b@ `make deploy` is deprecated for parlourlog — use `just deploy`; the Makefile goes in December.

@NS1a@ Don't deploy foldshop on a Friday unless Josh is around to watch the logs for an hour after.
**Why:** Friday evening is when people place Saturday orders; a broken basket then costs real money.

- tankwatch can go out any time except during milking.
- Always say in the session which app you're deploying and to where, before you do it.
""", flat=True)

root("feedback_testing.md", "testing",
     "How tests are written and run in each of the farm apps", "feedback",
     "Testing", "test runners and habits per app", r"""
@F4a@ Use pytest for hutpay and run `uv run pytest` before pushing.
**Why:** the vend/payment matching broke twice in spring from changes that "obviously" couldn't affect it.
**How to apply:** add a test next to any change in `hutpay/matching.py`, even a one-liner.

- parlourlog: vitest; don't mock the database, use the throwaway Postgres from the repo's compose file.
- foldshop: Django's test runner (`manage.py test`), factories live in `tests/factories.py`.
- tankwatch: there are three tests. Don't add a framework for it.
""")

root("feedback_code-style.md", "code-style",
     "Style and formatting rules Josh cares about", "feedback",
     "Code style", "formatting and front-end style rules", r"""
@N4a@ Don't use Tailwind in foldshop; plain CSS in `static/css/`, one file per page section.
**Why:** Josh finds utility-class soup unreadable in Django templates and wants Rachel to be able to tweak colours.
**How to apply:** new components get a small stylesheet; reuse the CSS variables in `base.css`.

@D6b@ Format Python with `ruff format` (hutpay, tankwatch, foldshop), line length 100.

- TypeScript in parlourlog is formatted and linted by Biome; don't add prettier.
- No abbreviations in public function names; `qty` and `cfg` are fine as locals.
- Comments explain why, not what.
""")

root("feedback_commit-messages.md", "commit-messages",
     "How commit messages should read", "feedback",
     "Commit messages", "prefix and tone for commit subjects", r"""
Prefix commit subjects with the app name, e.g. `foldshop: fix slot picker on iOS`.
**Why:** the Monday summary for Rachel is partly built from commit subjects across all the repos.
**How to apply:** imperative mood, no trailing full stop, the body says why the change was needed.
""")

root("feedback_comms-with-family.md", "comms-with-family",
     "How to reach each family member and what they want to hear about", "feedback",
     "Talking to the family", "who wants what, and by which channel", r"""
@NS8a@ Don't email Gwen about anything technical — ring her, or ask Rachel to pass it on.
**Why:** Gwen reads email once a week at best and technical ones just worry her.
**How to apply:** if a hut change needs Gwen to do something, write it up for Rachel in plain words.

@A5b@ Send Rachel the weekly figures on Mondays, before 9 — she reads them with her first coffee.

@A2b@ Ring Tom on 07700900412 if anything's urgent with the cows.

- Tom doesn't do WhatsApp voice notes; text or ring.
- Nobody wants alerts at night unless something is actually going wrong with milk or animals.
""")

root("feedback_hut-changes.md", "hut-changes",
     "Changes a customer can see at the hut need a heads-up first", "feedback",
     "Customer-visible hut changes", "heads-up rule for anything customers see", r"""
Anything a customer sees at the hut (screen text, receipts, button layout) gets a heads-up to Gwen before it goes live.
**Why:** she's the one customers ask when the screen suddenly looks different, and she hates being caught out.
**How to apply:** tell Rachel what's changing and when; Rachel tells Gwen. Screenshots help.
""")

root("feedback_db-migrations.md", "db-migrations",
     "Rules for database migrations in parlourlog and foldshop", "feedback",
     "Database migrations", "safety rules before and after migrating", r"""
@N2a@ Always take a `pg_dump` of parlourlog before running migrations against office-nuc.
**Why:** the yields table is the herd's whole history; a bad migration in February cost Josh an evening.
**How to apply:** custom format (`-Fc`) into your home dir on the NUC, so single tables can come back with `pg_restore`.

@NS3a@ Never edit a migration once it's merged to `main`; write a new one.

- foldshop: `manage.py makemigrations`, then read the SQL with `sqlmigrate` before committing.
- Big table rewrites on parlourlog wait for the evening, after milking.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and who can reach the machines", "feedback",
     "Secrets and access", "secret storage and SSH access rules", r"""
@F10a@ All secrets live in 1Password (vault `Hollin Fold Ops`); never paste them into chat or commit them.
**Why:** the repos are shared with the agent's bot account and Josh's laptop has been borrowed before.
**How to apply:** reference secrets by their 1Password item name in docs and PRs.

@A9a@ SSH to hut-pi and tank-pi is restricted to Josh and Rachel by the Tailscale ACL.

- Stripe live keys: only Rachel has them; the agent never needs them.
""")

root("feedback_alerts.md", "alerts",
     "Where alerts go and the rule about adding new ones", "feedback",
     "Alerts", "alert routing and alarm fatigue", r"""
@F6a@ hutpay alerts go to the family WhatsApp group through the CallMeBot webhook.
**Why:** everyone's already in that group and somebody is always near the hut.
**How to apply:** new alert types reuse `hutpay/alerts.py`; keep messages under two lines.

- Don't add new alert rules without asking Rachel — alarm fatigue is real, Tom muted the group once.
- tankwatch does its own thing (SMS), see the tankwatch overview.
""")

root("feedback_tooling.md", "tooling",
     "Tooling prefs: package managers, lockfiles, what to install on the Pis", "feedback",
     "Tooling", "package managers, lockfiles and Pi installs", r"""
@R5a@ Use pnpm for parlourlog — there's a `pnpm-lock.yaml`, don't let a `package-lock.json` sneak in.
**Why:** Josh moved the TS side to one package manager so CI caching and the NUC agree.

@N6a@ Always commit `uv.lock` for hutpay.
**Why:** the Pi should install exactly what was tested; a fresh resolve once pulled a broken pymodbus.
**How to apply:** run `uv lock` after touching `pyproject.toml`.

@NS6a@ Never install Python libraries from apt on the Pis (no `python3-whatever` packages).
**Why:** they clash with the venvs, and OS upgrades replace them under you.

- Josh's editor is Zed; don't commit `.vscode/` or `.idea/`.
""", flat=True)

root("feedback_agent-etiquette.md", "agent-etiquette",
     "Ground rules for the agent when working on farm machines", "feedback",
     "Agent ground rules", "say before touching machines, ask before installing", r"""
Don't run anything on hut-pi or tank-pi without saying so first in the session.
**Why:** Gwen once saw the hut screen restart mid-morning and assumed the machine was broken.
**How to apply:** state the host and command, wait for a yes if the hut or dairy is in use.

- Ask before installing anything on office-nuc.
- When unsure which machine something runs on, check the infrastructure reference rather than guessing.
""")

root("project_hutpay-overview.md", "hutpay-overview",
     "What hutpay is, how it talks to the vending machine and where its data lives", "project",
     "hutpay overview", "the hut service, its stack and its rules", r"""
# hutpay

hutpay is the little service on `hut-pi` that sits between the Dairymat vending machine and the rest of
the world: it reads vend events over Modbus RTU (a USB RS-485 adapter), matches them to card payments and
keeps the sales ledger.

## Stack
@O2a@ - Python 3.11 on Raspberry Pi OS Bookworm, managed with uv
- FastAPI + uvicorn, Jinja templates for the /reports page
@R9a@ - Storage: SQLite at `/var/lib/hutpay/hut.db` (WAL mode)
- Polls the Dairymat over Modbus every 2 s
@R4b@ - CI: Woodpecker on office-nuc, with an arm64 agent on a spare Pi 4 so the wheel gets built natively
- Errors go to Sentry (project `hutpay`)

## Rules
@NS5a@ - Never log full card numbers — only the last four digits and the provider's transaction id.
- Vend events are idempotent on (machine_id, vend_seq); the Dairymat resends after a power cut.
- Don't change the Modbus register map unless Gwen is at the hut to test a real vend.
""")

root("project_parlourlog-overview.md", "parlourlog-overview",
     "What parlourlog does for the herd, its stack and where its data comes from", "project",
     "parlourlog overview", "the herd and yield app, stack and data sources", r"""
# parlourlog

Herd and yield logging for the parlour. Rachel and Tom use it every day on the office screen and on their phones.

## Stack
@D3b@ - Runtime: Node 22 LTS, TypeScript, Fastify
@V4a@ - Database: PostgreSQL 16 on office-nuc (from the PGDG apt repo, not Docker)
- UI: server-rendered pages plus a bit of htmx, styled with Tailwind v4
@R3b@ - Errors: Honeybadger (free dev plan), alerts to Josh only
- The weekly SCC report is generated by a pg-boss job on Sunday night

## Data in
@S2a@ - Imports the DelPro CSV export after each milking (cron at 07:30 and 17:30)
- NMR milk recording results are uploaded by hand once a month (CSV from the NMR portal)
- Treatments are entered on a phone at the crush; the withdrawal end date is worked out from the product.

## Things to know
- Cows are keyed by ear tag (UK 12-digit), never by parlour number — parlour numbers get reused.
- Withdrawal flags stay red on the parlour screen until the end date passes.
""")

root("project_tankwatch-overview.md", "tankwatch-overview",
     "The bulk tank temperature watcher on the dairy Pi and how it alerts", "project",
     "tankwatch overview", "bulk tank temperature watcher and its alarms", r"""
# tankwatch

Small Python script on `tank-pi` that watches the bulk tank temperature and texts someone if it's going wrong.

@V5a@ - Reads both DS18B20 probes every 60 seconds and keeps a rolling 24 h buffer in memory.
- Alarm threshold: 5 °C sustained for 20 min, ignoring the first hour after milking while the tank pulls down.
@S1a@ - Alerts go out as SMS via Twilio, from the farm's own Twilio number.
@O5b@ - Each SMS is retried 3 times before tankwatch gives up and writes it to the log.
- The status page on tank-pi shows the last reading and the last alert.
- Runs as `tankwatch.service` (systemd), `Restart=always`.

Config as deployed:

```toml
[probes]
tank = "28-0316a2795bff"
ambient = "28-0416b3a1c2ff"

[alarm]
threshold_c = 5.0
sustain_min = 20
```
""")

root("project_foldshop-overview.md", "foldshop-overview",
     "The click-and-collect shop, its stack and the main business rules", "project",
     "foldshop overview", "the ordering site, stack, hosting and order rules", r"""
# foldshop

@NS9b@ - What it is: click-and-collect ordering for milk, cream, butter and the bottle subscription, picked up from the farm-gate hut.
- Domain: order.hollinfold.co.uk
@V7a@ - Django 5.1, Python 3.12, HTMX for the basket
- Database: Postgres 16 on Neon (eu-west-2)
@R1a@ - Hosting: Fly.io, app `foldshop`, region `lhr`, two shared-cpu-1x machines
@R2a@ - Transactional email (order confirmations, collection reminders): Postmark
- Payments: Stripe Checkout
@F7a@ - Orders close at 8pm the day before collection.
- Deps managed with uv; `uv.lock` is committed.
- CI: GitHub Actions (lint, tests, `manage.py check --deploy`).

About 170 active customers, ~40 on the weekly bottle subscription.
""")

root("project_milk-hut-operations.md", "milk-hut-operations",
     "How the vending huts run day to day, products and customer rules", "project",
     "Milk hut operations", "daily running of both vending machines", r"""
# Milk hut operations

@D4b@ Milk is sold from two machines now: the farm-gate hut at the lane end and the Casterton machine in the village hall car park.

## Farm gate
@V10a@ - Opening hours (farm gate): 07:00–21:00.
@N9b@ - The farm-gate hut is card-only — no cash.
- Products: whole milk, milkshakes (330 ml), glass bottles from the bottle locker.
@N3a@ - We don't sell raw milk; everything that goes in either machine is pasteurised here first.
@S8a@ - Loyalty: paper stamp cards on the shelf by the machine, every 10th litre free.
- Gwen keeps the stock and cleaning sheets on the clipboard inside the door.

## Casterton
- Smaller Dairymat, 100 L tank, milk and milkshakes only.
- Filled once a day by whoever does the morning run (usually Tom on the way back from the merchant).
- Takes cards and coins.
- The village hall committee get a monthly pitch fee.
""")

root("project_pricing-2026.md", "pricing-2026",
     "Current prices for the huts and foldshop and how changes get agreed", "project",
     "Prices 2026", "current price list and how price changes happen", r"""
# Prices (2026)

Prices are agreed at the Sunday family meeting; Rachel then changes them in hutpay and on the Dairymat display.

| Item | Price |
|---|---|
@V2a@ | Whole milk, 1 litre (farm gate) | £1.60 |
| Whole milk, 1 litre (Casterton) | £1.80 |
| Milkshake, 330 ml | £2.50 |
| Glass bottle, 1 litre (bottle locker) | £3.00 |
| Cream, 250 ml (foldshop) | £2.20 |

- The Dairymat rounds to the nearest 10p, so keep prices on 10p steps.
- Bottle deposits aren't in this table; see the bottle scheme memory.
""")

root("project_bottle-scheme.md", "bottle-scheme",
     "How glass bottles, deposits and returns work", "project",
     "Bottle scheme", "glass bottles, deposits and returns", r"""
# Bottles

@N10b@ - Own bottles aren't allowed at the farm-gate hut; it's our glass bottles only (Gwen's hygiene rule).
@A3b@ - Deposit: 100p per bottle on click & collect orders, added at checkout.
- The bottle locker sells empty 1 L bottles; those are the customer's to keep, no deposit.
- Returned bottles go through the glasswasher with an 82 °C final rinse before refilling.
- Roughly 600 bottles in circulation; we lose about 5% a quarter.
""")

root("project_backups.md", "backups",
     "What gets backed up, where, when and for how long", "project",
     "Backups", "what is backed up, schedule and retention", r"""
# Backups

@F2a@ - restic runs nightly at 02:00 from a systemd timer on office-nuc.
- What's in it: parlourlog's dumps, /etc from all three boxes, hutpay's ledger (pulled from hut-pi at 01:30), Grafana's sqlite.
@V8a@ - Retention: 14 daily snapshots, 8 weekly, 12 monthly.
@S3b@ - In June we migrated the restic repository off Backblaze B2 and onto a Hetzner Storage Box
  (BX11), because the egress on one restore drill cost more than the box does in a year.
- Restore drill every quarter; the last one is written up in the auto notes.
- foldshop's database is Neon's job (point-in-time restore, 7 days) — it's not in restic.
""")

root("project_network.md", "network",
     "How the farm buildings and Pis are networked", "project",
     "Farm network", "Wi-Fi, cabling and how each box gets online", r"""
# Network

- Ubiquiti UniFi mesh covers the house, the office, the dairy and the parlour.
@S4b@ - hut-pi is no longer on the Wi-Fi — it's been on a wired ethernet run since the trench for the water pipe went in (May).
- tank-pi is on Wi-Fi (the dairy AP), which is why its status page sometimes times out.
- The Casterton machine isn't on hutpay yet; it reports through Dairymat's own telemetry portal over a 4G SIM.
- Everything of ours joins the Tailscale tailnet; no port forwards on the router.
""")

root("project_hygiene-and-cleaning.md", "hygiene-and-cleaning",
     "Cleaning routines and chemicals for the parlour, dairy and hut", "project",
     "Hygiene and cleaning", "cleaning routines and which chemicals go where", r"""
# Hygiene & cleaning

@O3a@ - Parlour CIP: alkaline detergent at 0.5%, hot wash at 75 °C, after every milking.
- Bulk tank: automatic wash after each collection.
- Footbath: formalin at 3%, changed every 200 cow passes.
@S9b@ - Switched the hut nozzle sanitiser from Milton to Peragreen (peracetic) in September — Milton left a taste in the first pour.
- Chemicals are stored in the locked cage in the dairy, never in the hut.
""")

root("project_herd-and-parlour.md", "herd-and-parlour",
     "The herd, the parlour and the milking routine", "project",
     "Herd and parlour", "herd make-up, parlour and milking routine", r"""
# Herd & parlour

@O8a@ - Morning milking starts at 5:00 and takes about 2h15 with two people.
- 16/32 herringbone parlour (DeLaval), milk meters on every unit.
- Calving is spread through the year with a bump in Sept–Oct.
- Bulk tank: 6,000 L DeLaval.
@F9b@ - Dec–Feb we switch to the emollient iodine dip (same iodine, added glycerine) so teats don't chap.
- Grazing from about mid-April to October depending on the ground.
""")

root("project_tanker-collection.md", "tanker-collection",
     "How milk collection by the milk buyer works at the farm", "project",
     "Tanker collection", "milk buyer collections and what the driver needs", r"""
# Tanker collection

@D1b@ Arla's tanker collects every other day.

- The driver needs the yard clear and the tank outlet padlock off.
- The tank must have finished cooling; the driver takes a lab sample every collection.
- The Arla milk price is set monthly — see the statement, not this memory.
- If the tanker can't get up the lane (snow), ring Arla's haulage desk the night before.
""")

root("project_card-reader.md", "card-reader",
     "How card payments at the farm-gate machine work", "project",
     "Card payments at the hut", "how card payments reach hutpay", r"""
@R8a@ The farm-gate Dairymat takes contactless through a Nayax VPOS Touch, and hutpay pulls the transactions from Nayax's API.

- Settlement lands in the farm account after about two working days.
- If the reader shows "offline", hutpay will have raised an alert too; check that first.
- Refund requests: see the hut runbook.
""")

root("project_starlink-outage.md", "starlink-outage",
     "What happened when the farm internet went down for over a week", "project",
     "The long internet outage", "what broke, how we coped, what we changed", r"""
@D8a@ During the March Starlink outage (dish fault) we ran everything off the EE 4G router for nine
days, and hutpay's sync backlog took two days to clear afterwards.

- The 4G router is on the office UPS now as well.
- Lesson: hutpay has to tolerate a long offline stretch — it does, the ledger just queues.
- foldshop wasn't affected (it's not on the farm), but Rachel couldn't see orders from the office.
""")

root("project_compliance.md", "compliance",
     "Compliance: pasteurisation records, FSA registration, Red Tractor, VAT", "project",
     "Compliance", "food safety records, audits and tax", r"""
# Compliance

@A1b@ - Batch pasteurisation: 63°C held for 30 min (LTLT), chart recorder printout kept for every batch.
- Registered as a dairy establishment with Westmorland and Furness Council; approval number on the hut sign.
- Red Tractor: last audit passed in February.
- Phosphatase test on a sample from each pasteurising day; Gwen posts them to the lab weekly.
@D10a@ - Until August 2026 Rachel did the VAT returns by hand from a spreadsheet.
""", flat=True)

root("project_roadmap.md", "roadmap",
     "Rough plan for the apps over the winter", "project",
     "Roadmap", "what's planned next for each app", r"""
# Roadmap (rough, autumn 2026)

- Get the Casterton machine onto hutpay (needs a Pi and a decision on the card reader there).
- parlourlog: calving calendar view; fetch NMR results automatically instead of the monthly upload.
- foldshop: gift vouchers before Christmas; subscriptions v2 (pause a week from the account page).
- tankwatch: move it to a Pi 4 and a current OS so it can share tooling with hutpay.

**Why:** Rachel wants fewer manual jobs in the office over winter.
**How to apply:** don't start any of these without Josh; small fixes are fine.
""")

root("project_ice-cream-trial.md", "ice-cream-trial",
     "The possible ice cream trial and what's been agreed so far", "project",
     "Ice cream idea", "status of the ice cream idea", r"""
Ice cream is an idea for summer 2027, nothing agreed. Gwen did a course in October.

- Would need a mix pasteuriser and a batch freezer; costings are in the auto notes.
- Selling it would be from the farm-gate hut freezer, not from the Dairymat.

**Why:** Rachel doesn't want foldshop products or hutpay changes built for it until she says go.
**How to apply:** if ice cream comes up, point at this memory and don't start work.
""")

root("project_calving-season.md", "calving-season",
     "Autumn calving block and what it means for the apps", "project",
     "Autumn calving", "calving block routine and app impact", r"""
Autumn calving block: about 38 due between September and November.

- Calving pen cameras are on the shed Wi-Fi and viewable in the UniFi Protect app.
- Night checks at 23:00 and 03:00, Tom and Aled alternate.
- parlourlog gets busy with new cows; colostrum milk is kept out of the tank for the first eight milkings.
""")

root("project_solar-panels.md", "solar-panels",
     "The shed roof solar array and its data", "project",
     "Solar", "solar array and where its data lives", r"""
30 kWp on the big shed roof since 2024, Solis inverter, export on an Octopus tariff.

- The bulk tank cooling and the pasteuriser are the biggest daytime loads.
- Inverter data isn't in Grafana yet; the inverter's own web page is on the office LAN.
""")

root("reference_infrastructure.md", "infrastructure",
     "Machines, hosts and what runs where across the farm and the VPS", "reference",
     "Infrastructure", "hosts and what runs on each", r"""
# Infrastructure

Everything sits on one Tailscale tailnet (`hollinfold.ts.net`). Nothing on the farm boxes is reachable from
the internet; only the public sites are.

## Hosts
@V1a@ - `hut-pi` (Pi 4, 4 GB, in the hut's locked cupboard): hutpay's uvicorn on 127.0.0.1:8040, Caddy in front on :443
- `tank-pi` (Pi 3B+ on the dairy wall by the bulk tank): tankwatch, plus its little status page on :8040
@O1a@ - `office-nuc` (Intel NUC 12, Ubuntu 24.04, under Rachel's desk) runs parlourlog on port 3000, behind Caddy.
- `fold-vps` (Hetzner CX22, Falkenstein): Uptime Kuma on :3001 and Plausible, both in docker compose
- `parlour-pc`: DeLaval's Windows box in the parlour office — not ours to touch, DelPro runs there.

## Tailnet
@A4a@ - `office-nuc` on the tailnet: 100.101.7.12
- `hut-pi`: 100.101.7.31, `tank-pi`: 100.101.7.32
- MagicDNS is on, so `ssh josh@hut-pi` works from anywhere on the tailnet.

## Power
- The NUC and the 4G router sit on a small APC UPS (about 25 min).
- tank-pi has no UPS; if the power goes, tankwatch goes with it (Tom knows).
""")

root("reference_dashboards.md", "dashboards",
     "Where to look at graphs, uptime and traffic", "reference",
     "Dashboards", "graphs, uptime checks and traffic stats", r"""
# Dashboards & monitoring

@O1b@ - Grafana: `office-nuc` port 3001 (Tailscale only), dashboards "Herd", "Hut sales", "Tank temps".
- Uptime Kuma on fold-vps checks foldshop, hut-pi and tank-pi every 60 s; 2 retries before a monitor goes down.
- Plausible for order.hollinfold.co.uk traffic (no cookies, so no banner).
- Grafana refresh: 30 s on the tank panel, 5 min on everything else.
""")

root("reference_runbook-hut.md", "runbook-hut",
     "Hut runbook: what to do when the machine jams, a vend fails or the screen goes blank", "reference",
     "Hut runbook", "what to do when something goes wrong at the hut", r"""
# Hut runbook

@F1a@ - Gwen restocks the farm-gate machine twice a day, about 7am and 5pm.
@NS2b@ - Short pour or failed vend: we do refund it — note the time and amount in the refunds tab of the clipboard sheet.
@NS10a@ - Mechanical faults on the Dairymat (stuck valve, leaking nozzle) go to Dairymat's service engineer, not to Josh.
- Screen blank but the machine humming: power-cycle hut-pi first (the red switch), then wait 2 min.
- Screen says "ledger error": leave it running and message Josh; vends still work.

```sh
# if you're on the tailnet and hutpay looks stuck
ssh josh@hut-pi 'sudo systemctl restart hutpay && journalctl -u hutpay -n 50'
```
""", flat=True)

root("reference_contacts.md", "contacts",
     "Who to ring: family, vet, engineers, suppliers", "reference",
     "Contacts", "phone numbers for family, vet and engineers", r"""
# Contacts

@A2a@ - Tom Hollin (herd manager): 07700 900412
- Gwen Hollin (hut, pasteuriser): 07700 900587
- Rachel Hollin (business, foldshop): 07700 900233
@O10a@ - Herd vet: Priya Mistry, Lune Valley Vets, 015242 71234 (out of hours goes to their emergency line)
- Dairymat service engineer: Phil Crossley, 07700 900771
- Coolserve (refrigeration): 01539 720118
""", flat=True)

root("reference_suppliers.md", "suppliers",
     "Suppliers and service contracts for the dairy and the hut", "reference",
     "Suppliers", "who supplies and services what", r"""
# Suppliers

@A10a@ - Coolserve (refrigeration): service the farm-gate machine's fridge unit every 6 months.
- ForFarmers: feed, delivered Tuesdays around 10:00.
- Deosan via the agri merchant: CIP chemicals and teat dip.
- Glass bottles: 1 L, from Berlin Packaging UK, by the pallet (1,200).
- Milkshake syrups: Shaker & Co, 2 L jugs.
""")

root("reference_env-and-config.md", "env-and-config",
     "Where each app reads its configuration from", "reference",
     "Env and config", "where each app's settings live", r"""
# Env & config

@A6a@ - parlourlog `DATABASE_URL`: `postgres://parlour@office-nuc:5432/parlourlog`
- hutpay reads `/etc/hutpay/env` (see the Pi provisioning note).
- foldshop reads its settings from the environment; `.env.example` in the repo lists them:

```env
DJANGO_SETTINGS_MODULE=foldshop.settings.prod
DATABASE_URL=postgres://foldshop:***@ep-quiet-fog.eu-west-2.aws.neon.tech/foldshop
STRIPE_SECRET_KEY=sk_test_xxx
SENTRY_DSN=
ALLOWED_HOSTS=order.hollinfold.co.uk
```

- tankwatch has no env; it reads `/etc/tankwatch.toml`.
""")

root("reference_repos.md", "repos",
     "The code repositories and what is in each", "reference",
     "Repositories", "which repo holds what", r"""
# Repos (GitHub org `hollinfold`)

- `hollinfold/hutpay` — Python, the hut service
- `hollinfold/parlourlog` — TypeScript
- `hollinfold/foldshop` — Django
- `hollinfold/tankwatch` — Python, tiny
- `hollinfold/infra` — Caddyfiles, systemd units, restic scripts, the Tailscale ACL as code

All private. Josh and the agent's bot account have write access; Rachel has read.
""")

# ---------------------------------------------------------------------------------------------------
# facts/: remnic facts
# ---------------------------------------------------------------------------------------------------

fact("2026-01-06", "10:12:41", "fact", ["hut", "milkshakes"],
     "Milkshakes at the farm-gate hut come in 330 ml bottles and cost £2.50.")
fact("2026-01-09", "16:40:03", "fact", ["herd", "health"],
     "Priya said the herd's rolling SCC is fine but wants the two high-cell cows culled before spring.", conf=0.85)
fact("2026-01-14", "09:05:27", "fact", ["dns", "domains"],
     "@S10a@ DNS for hollinfold.co.uk is managed in the 123-reg control panel.")
fact("2026-01-20", "11:31:56", "fact", ["shop", "preorders", "cheese"],
     "@S5a@ Cheese box preorders come in through the Shopify store at shop.hollinfold.co.uk.")
fact("2026-01-28", "14:22:10", "fact", ["herd", "withdrawal"],
     "@F3b@ Besides the red leg bands, treated cows get a stripe of red marker spray on the rump so the relief milker can't miss them.")
fact("2026-01-31", "18:02:44", "fact", ["hut", "maintenance"],
     "The hut was shut for three days at the end of January while Coolserve replaced the compressor.")
fact("2026-02-05", "20:15:09", "preference", ["foldshop", "git"],
     "@N7a@ Direct pushes to `main` are fine on foldshop, Josh is the only committer there.")
fact("2026-02-08", "19:47:30", "fact", ["tailscale", "hut-pi"],
     "hut-pi is 100.101.7.31 on the tailnet.")
fact("2026-02-11", "08:33:12", "fact", ["hygiene", "dairy"],
     "@O3b@ The bulk tank acid descaler is made up at 1% and run once a week.")
fact("2026-02-15", "21:04:51", "fact", ["gwen", "stock"],
     "@NS8b@ Gwen gets the weekly stock sheet by email every Sunday night.")
fact("2026-02-19", "13:18:37", "fact", ["hut", "dairymat"],
     "@V6b@ The Dairymat at the farm gate has a 150-litre chilled tank.")
fact("2026-02-24", "10:50:02", "fact", ["network", "hut-pi"],
     "@S4a@ hut-pi connects over the farm Wi-Fi mesh (UniFi AP on the dairy gable).")
fact("2026-02-27", "15:26:18", "fact", ["pasteuriser", "history"],
     "@D9a@ In 2025 we pasteurised in a 100-litre batch unit borrowed from the Dents at Barbon.")
fact("2026-03-03", "22:10:40", "fact", ["backups", "restic"],
     "@S3a@ restic backups from office-nuc go to the Backblaze B2 bucket `hollinfold-backups`.")
fact("2026-03-08", "17:55:13", "fact", ["hutpay", "sync"],
     "@V9a@ hutpay pushes new sales to office-nuc every 15 minutes.")
fact("2026-03-12", "09:41:29", "fact", ["tankwatch", "tank-pi"],
     "tankwatch's status page on tank-pi listens on port 8040.")
fact("2026-03-15", "12:07:58", "fact", ["hut", "bottles"],
     "@N10a@ Customers can fill their own clean bottles at the farm-gate hut — the nozzle fits most 1 L bottles.")
fact("2026-03-19", "19:33:21", "decision", ["foldshop", "payments"],
     "@NS9a@ foldshop never takes an order without card payment up front — no pay-on-collection.")
fact("2026-03-23", "20:48:06", "preference", ["josh", "prs"],
     "Josh wants a short test plan in every PR description, even for copy changes.")
fact("2026-03-27", "16:14:45", "fact", ["parlourlog", "errors"],
     "@R3a@ parlourlog reports exceptions to Sentry (project `parlourlog`, EU data region).")
fact("2026-03-31", "11:59:17", "fact", ["foldshop", "stripe"],
     "@A8b@ foldshop's Stripe payouts land in the farm account every Tuesday.")
fact("2026-04-02", "14:36:50", "fact", ["tankwatch", "python"],
     "@O2b@ tankwatch is stuck on Python 3.9 because tank-pi still runs Raspbian Bullseye.")
fact("2026-04-05", "08:20:33", "preference", ["rachel", "agent"],
     "Rachel prefers the agent to explain changes in plain English in the Monday note, no jargon.")
fact("2026-04-09", "10:03:14", "fact", ["hut", "payments"],
     "@R8b@ Card payments at the farm-gate hut are taken on a SumUp Solo reader fixed next to the machine.")
fact("2026-04-16", "13:44:02", "fact", ["foldshop", "bottles"],
     "@A3a@ foldshop's pre-filled glass bottles carry a £1.00 deposit each.")
fact("2026-04-22", "21:27:39", "fact", ["parlourlog", "postgres"],
     "@V4b@ parlourlog's database on office-nuc is Postgres 15 — Josh is holding it there until the TimescaleDB extension catches up.")
fact("2026-04-27", "07:58:11", "fact", ["hut", "cleaning"],
     "@NS7b@ Gwen opens the farm-gate machine's fridge door every morning to check the float and wipe the seals.")
fact("2026-05-06", "18:12:55", "preference", ["hutpay", "alerts"],
     "@F6b@ Only P1 hutpay alerts (machine offline, card payments failing) also page Josh by SMS; everything else stays in WhatsApp.")
fact("2026-05-11", "20:39:08", "decision", ["foldshop", "django"],
     "@V7b@ foldshop stays pinned to Django 4.2 LTS; Josh doesn't want to chase 5.x until 4.2 is out of support.")
fact("2026-05-14", "12:25:36", "preference", ["hut", "refunds"],
     "@NS2a@ Hut refunds for short pours are never given in cash — Gwen refunds them to the card.")
fact("2026-05-20", "15:08:19", "fact", ["hut", "limits"],
     "@A7a@ The farm-gate machine caps a single card sale at 6 litres.")
fact("2026-05-24", "10:46:27", "fact", ["ponies", "vet"],
     "@O10b@ Gwen's two ponies are looked after by Hannah Reid at Kendal Equine Clinic.")
fact("2026-05-28", "19:19:44", "fact", ["hutpay", "tooling"],
     "@N6b@ hutpay doesn't commit uv.lock — the Pi resolves its own wheels at deploy time.")
fact("2026-06-01", "09:37:52", "fact", ["tanker", "arla"],
     "@D1a@ During the spring flush (April–May 2026) Arla collected every day rather than every other day.")
fact("2026-06-03", "17:03:05", "fact", ["pricing", "hut"],
     "@V2b@ Rachel confirmed whole milk at the farm-gate hut sells for £1.70 per litre.")
fact("2026-06-09", "11:22:48", "fact", ["parlourlog", "email"],
     "@O6a@ parlourlog's weekly herd report is emailed out through the Google Workspace SMTP relay.")
fact("2026-06-12", "14:51:31", "fact", ["hutpay", "modbus"],
     "hutpay polls the Dairymat over Modbus every 2 seconds; anything slower misses short vends.")
fact("2026-06-15", "16:29:14", "fact", ["parlourlog", "tooling"],
     "@R5b@ parlourlog's dependencies are managed with npm; `package-lock.json` is committed.")
fact("2026-06-18", "20:56:40", "fact", ["hutpay", "formatting"],
     "@D6a@ hutpay was formatted with black until the switch to ruff in May.")
fact("2026-06-25", "22:13:58", "fact", ["parlourlog", "backups"],
     "@F2b@ parlourlog dumps its database at 01:45, just ahead of the 02:00 restic run.")
fact("2026-07-02", "08:09:26", "fact", ["hut", "hours"],
     "@V10b@ The farm-gate Milk Hut opens at 8am and Gwen locks it at 8pm.")
fact("2026-07-07", "13:35:07", "fact", ["tailscale", "ssh"],
     "@A9b@ The Tailscale ACL only lets Josh and Rachel SSH into the Pis.")
fact("2026-07-11", "10:17:49", "fact", ["dairy", "tank"],
     "The bulk tank is a 6,000-litre DeLaval unit, so a missed collection is survivable in winter but not in the flush.")
fact("2026-07-15", "18:44:22", "fact", ["casterton", "payments"],
     "The Casterton machine has its own card reader, a SumUp Solo, and takes coins as well.")
fact("2026-07-18", "12:58:33", "fact", ["hut", "restock"],
     "@F1b@ On summer Saturdays Gwen adds a third restock at about 2pm, otherwise the machine runs dry by teatime.")
fact("2026-07-21", "09:26:04", "fact", ["casterton", "dairymat"],
     "The Casterton Dairymat holds 100 litres, which lasts it about a day and a half.")
fact("2026-07-23", "15:40:16", "fact", ["foldshop", "jobs"],
     "@R10a@ foldshop runs its background jobs (reminder emails, Stripe reconciliation) on Celery with Redis.")
fact("2026-07-29", "21:11:37", "fact", ["casterton", "hours"],
     "@O4a@ The Casterton machine is open 24/7 — it's lit and on the village hall CCTV.")
fact("2026-08-05", "11:48:50", "fact", ["hut", "loyalty"],
     "@S8b@ We no longer do paper stamp cards at the hut; loyalty is tracked in foldshop accounts.")
fact("2026-08-08", "14:03:29", "fact", ["foldshop", "sessions"],
     "foldshop customer sessions last 14 days before people have to log in again.")
fact("2026-08-12", "19:27:41", "fact", ["tankwatch", "sms"],
     "@S1b@ Switched tankwatch's SMS from Twilio to Clickatell in August; Twilio's UK sender registration was a pain.")
fact("2026-08-15", "10:34:18", "fact", ["casterton", "costs"],
     "The Casterton pitch fee to the village hall is £40 a month, paid by standing order.")
fact("2026-08-19", "16:52:07", "fact", ["foldshop", "hosting"],
     "@R1b@ foldshop is deployed to the Hetzner CX22 VPS with docker compose, behind Caddy.")
fact("2026-08-25", "20:05:53", "fact", ["parlourlog", "migrations"],
     "@NS3b@ Josh rewrites and renumbers parlourlog migrations freely while they're still on a feature branch.")
fact("2026-08-28", "13:14:39", "fact", ["hut", "products"],
     "@N3b@ The farm-gate hut also sells raw milk from a second tap, with the FSA warning label on the door.")
fact("2026-09-02", "17:38:25", "decision", ["foldshop", "stripe"],
     "@N8b@ Rachel decided not to offer Stripe Link on foldshop; customers kept getting confused by the email code.")
fact("2026-09-09", "09:55:12", "fact", ["foldshop", "sms", "customers"],
     "@NS4b@ foldshop subscribers get an SMS when the farm-gate hut is closed for the whole day.")
fact("2026-09-14", "22:31:46", "fact", ["hutpay", "hut-pi", "infra"],
     "@V1b@ hutpay on hut-pi binds uvicorn to 127.0.0.1:8044; Caddy proxies to it.")
fact("2026-09-17", "12:42:03", "fact", ["uptime", "monitoring"],
     "Uptime Kuma retries twice before it marks a monitor as down, so a single blip doesn't page anyone.")
fact("2026-09-22", "08:47:59", "fact", ["reports", "hutpay"],
     "@S6b@ The Google Sheet sales report is read-only now; the daily hut figures come from hutpay's /reports page.")
fact("2026-09-26", "15:16:24", "fact", ["foldshop", "postgres"],
     "foldshop's Neon database is on Postgres 16.")
fact("2026-10-01", "10:21:35", "fact", ["foldshop", "collection"],
     "@D5b@ Until September, foldshop collections were Fridays only.")
fact("2026-10-06", "06:14:08", "fact", ["tankwatch", "on-call"],
     "@R7a@ Bulk-tank temperature alarms from tankwatch go to Tom's phone; he's on call for the tank.")
fact("2026-10-11", "14:59:40", "fact", ["hut", "milkshakes"],
     "@D7b@ Current milkshake flavours at the farm-gate hut: strawberry, salted caramel and chocolate.")
fact("2026-10-14", "21:36:11", "preference", ["hutpay", "deploys"],
     "@N1b@ Josh said it's fine to deploy hutpay during opening hours; the vend loop survives a restart now.")
fact("2026-10-17", "11:07:27", "fact", ["parlourlog", "jobs"],
     "parlourlog's weekly SCC report runs as a pg-boss job on Sunday night and lands in Rachel's inbox by Monday.")
fact("2026-10-20", "18:25:50", "fact", ["herd", "history"],
     "@D2a@ In January 2026 we were milking 128 cows; the autumn calvers have pushed it up since.")
fact("2026-10-24", "09:12:15", "fact", ["feed", "suppliers"],
     "ForFarmers deliver the blend on Tuesdays, usually around 10am.")
fact("2026-10-30", "19:49:32", "decision", ["hut", "christmas"],
     "@N5a@ Decided: the farm-gate hut stays open on Christmas Day this year, Gwen will restock at 10am.")
fact("2026-11-03", "13:27:44", "fact", ["herd"],
     "@D2b@ We're milking 142 cows at the moment, mostly Holstein-Friesian with a few Jersey crosses.")
fact("2026-11-12", "16:33:09", "fact", ["parlourlog", "ui"],
     "parlourlog's UI uses Tailwind v4; Josh is happy with it there.")
fact("2026-11-18", "10:58:21", "fact", ["hut", "signage"],
     "The hut sign shows the approval number and 'keep refrigerated, use within 5 days'.")
fact("2026-11-21", "20:41:57", "decision", ["hut", "christmas"],
     "@N5b@ We decided not to open the farm-gate hut on 25 December; the machine gets a deep clean that day instead.")
fact("2026-11-25", "12:16:38", "decision", ["hut", "winter"],
     "Decided to put a small tube heater in the hut for January so the screen doesn't fog.")

# ---------------------------------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------------------------------

note("tanker-and-arla", "Tanker & Arla notes", "2026-03-02", ["arla", "tanker", "dairy"], r"""
# Tanker & Arla

## Collection
@V3a@ - The Arla tanker arrives around 11:30 on collection days.
- The outlet padlock key is on the hook inside the dairy door.
- The driver takes a sample every time; results show on the Arla portal about 3 days later.

## Quality payments
- Bactoscan and SCC bands set the price adjustments; check the monthly statement.
- Q: What SCC keeps us in the top band? A: under 200k cells/ml on the rolling average.
""")

note("dairy-calendar", "Dairy week at a glance", "2026-09-20", ["calendar", "dairy", "cover"], r"""
# Dairy week at a glance

Rough shape of a normal week, for whoever is covering.

- Milking morning and evening, every day (times are in the herd memory).
@V3b@ - Arla's tanker collection slot for us is 9:15am.
- Tuesday: ForFarmers feed delivery, mid-morning.
- Wednesday: phosphatase samples go in the post.
- Thursday: foldshop order rush; Rachel packs cream.
- Friday/Saturday: foldshop collections at the farm-gate hut.
- Sunday: family meeting (prices, rota, anything that broke).
""")

note("tankwatch-notes", "tankwatch: notes from fixing the probe dropouts", "2026-04-18", ["tankwatch", "tank-pi", "hardware"], r"""
# tankwatch notes

Probe dropouts were the 1-wire bus, not the code. Writing it down so nobody redoes the digging.

@V5b@ - Probe poll interval: 5 minutes.
- The 4.7k pull-up on the 1-wire bus was missing on the ambient probe; soldered one in.
- A reading of exactly 85.0 °C is the DS18B20 power-on value, not real — tankwatch drops it.
- `journalctl -u tankwatch -f` on tank-pi to watch it live.

**Does it alarm during milking?** No, the first hour after milking is ignored while the tank pulls down.
""")

note("milk-hut-faq", "Milk hut FAQ (for Kelly and weekend cover)", "2026-06-20", ["hut", "faq", "weekend"], r"""
# Milk hut FAQ

**Who's in charge of the hut?** Gwen. If she's not about, Rachel.

## The machine
@V6a@ - The farm-gate Dairymat holds 200 L in its chilled tank.
@A7b@ - Max per transaction: six litres.
- The milkshake side has its own little fridge, 40 bottles when full.

## Customers ask
@N9a@ **Can I pay cash?** Yes — the farm-gate machine takes coins (no notes) and gives change.
**How long does the milk keep?** Five days in the fridge; it's on the label.
**Where are the bottles?** In the locker to the left of the machine, £3 each.
**Can I get a refund?** Tell Gwen, or ring the number on the sign.
""")

note("backup-restore-drill", "Restore drill, Q3 2026", "2026-09-10", ["backups", "restic", "drill"], r"""
# Restore drill (Q3)

Full restore of parlourlog onto Josh's laptop from last night's snapshot.

- 41 min end to end, most of it the download.
- `restic restore latest --target /tmp/r --include /var/backups/parlourlog`, then `pg_restore`.
@V8b@ - We keep 30 daily snapshots in restic, plus the weeklies and monthlies.
- hutpay's ledger restored fine; Grafana's sqlite was corrupt in the snapshot (copied mid-write), fixed by
  stopping grafana-server for the copy.
- Next drill in December: a bare-metal rebuild of hut-pi from the image.

Q: How long would a full office-nuc rebuild take?
A: About half a day, most of it reinstalling Postgres and restoring.
""")

note("hutpay-sync", "hutpay sales sync", "2026-05-05", ["hutpay", "sync", "ledger"], r"""
# hutpay → office sync

@R9b@ hutpay keeps its local ledger in a Postgres 16 instance on hut-pi; the sync job reads from there.
@V9b@ hutpay's sync to office-nuc runs once an hour, on the hour, so the Grafana "Hut sales" panel
can lag by up to an hour.

## Failure handling
@O5a@ - If an upload fails, hutpay retries it up to 5 times with backoff, then waits for the next run.
- Rows are upserted on (machine_id, vend_seq), so double sends are harmless.
- Long outages just queue (see the Starlink write-up).
""")

note("foldshop-email", "foldshop email setup", "2026-04-25", ["foldshop", "email"], r"""
# foldshop email

@R2b@ foldshop sends its order confirmations and collection reminders through Brevo's SMTP relay
(free tier; 300 a day is plenty for us).

- SPF and DKIM for order.hollinfold.co.uk were added by Josh; DMARC is p=none for now.
- Templates live in `templates/email/`, plain text plus HTML.
- Bounces: check the provider dashboard weekly; Rachel forwards any "didn't get my email" complaints.
""")

note("ci-notes", "CI notes", "2026-03-20", ["ci", "hutpay", "foldshop"], r"""
# CI notes

@R4a@ - hutpay's CI runs on GitHub Actions (ubuntu-latest for the tests, plus an arm64 job that builds the wheel for the Pi).
@F4b@ - hutpay's Modbus hardware tests are marked `@pytest.mark.hw` and skipped in CI, as there's no Dairymat on the runner.
- foldshop CI also runs `manage.py check --deploy` and fails on missing migrations.
- parlourlog's tests need a Postgres service container; they take about 2 min.

```yaml
# foldshop .github/workflows/ci.yml (excerpt)
- run: uv sync --frozen
- run: uv run python manage.py test
```
""")

note("git-conventions", "Git conventions", "2026-02-10", ["git", "conventions"], r"""
# Git conventions

@R6b@ - Merge strategy: rebase-and-merge, so Josh's individual commits survive on `main`.
- Commit messages: imperative, subject up to 72 chars, app prefix like `hutpay: ...`.
- Release tags: `hutpay-v1.4.0` style, one series per app.
- Dependabot is on for foldshop and parlourlog, weekly.
""")

note("on-call-rota", "Who gets woken up (alarm rota)", "2026-03-29", ["on-call", "alarms", "rota"], r"""
# Alarm rota

| Alarm | First call | Backup |
|---|---|---|
@R7b@ | Bulk tank temperature (tankwatch) | Gwen | Tom |
| Power cut / generator | Tom | Aled |
| Water trough float | Aled | Tom |
| Calving (night checks) | Tom | Aled |

- Aled covers Tom's weekends off (every third weekend).
- Swap shifts on the kitchen whiteboard, not in WhatsApp.
""")

note("foldshop-jobs", "foldshop background jobs", "2026-08-30", ["foldshop", "jobs"], r"""
# foldshop background jobs

@R10b@ We use django-q2 for foldshop's background tasks, with the ORM broker — no Redis to run.

- Jobs: collection reminder (Thu 6pm), Stripe payout reconciliation (Tue), abandoned-basket nudge (off for now).
- `manage.py qcluster` runs as a second process next to the web process.
- Failed tasks show up in the Django admin under "Failed tasks"; retry from there.
""")

note("parlourlog-migrations", "parlourlog migrations how-to", "2026-07-30", ["parlourlog", "migrations", "postgres"], r"""
# parlourlog migrations

- Migrations are plain SQL files in `db/migrations/`, applied by node-pg-migrate.
@N2b@ - Don't take a manual dump before parlourlog migrations — the nightly dump already covers it.
- Run them on office-nuc as the `parlour` role, never as `postgres`.
- If a migration locks `yields` for more than a few seconds, do it after evening milking.
""")

note("foldshop-frontend", "foldshop front-end notes", "2026-06-06", ["foldshop", "css", "htmx"], r"""
# foldshop front end

@N4b@ - Prefer Tailwind utility classes for new foldshop templates.
- HTMX for the basket and the slot picker; no React.
- Images: WebP, max 1600 px wide, through django-imagekit.
- Accessibility: the collection slot picker has to work with a keyboard.
""")

note("foldshop-checkout", "foldshop checkout & Stripe", "2026-05-27", ["foldshop", "stripe", "checkout"], r"""
# Checkout & Stripe

@N8a@ - Stripe Link is enabled on the foldshop checkout (fewer abandoned baskets).
@O7a@ - Staging uses Stripe test-mode keys, so the 4242 card works there.
@A8a@ - Stripe pays out weekly, on Tuesdays.
- Webhooks: `checkout.session.completed` and `charge.refunded`; Stripe retries failed webhooks for up to 3 days.
- The Apple Pay domain verification file is served from `/.well-known/`.
""")

note("delpro-api-switch", "DelPro: CSV import to API", "2026-06-11", ["parlourlog", "delpro"], r"""
# DelPro: from CSV to API

@S2b@ The CSV import is retired — parlourlog pulls yields straight from the DelPro API now (since 2026-06-10).

- DeLaval's dealer switched on the API licence; the token is in 1Password.
- The pull is incremental, keyed on the DelPro session id.
- The old `import-csv` script is still in the repo under `legacy/`; don't use it.
""")

note("shopify-shutdown", "Shopify shutdown", "2026-05-01", ["shopify", "foldshop", "cheese"], r"""
# Shopify shutdown

@S5b@ The Shopify store is shut down — it closed on 30 April 2026 and the cheese boxes moved into foldshop.

- Old orders exported to CSV, in the Drive folder "Shopify archive".
- shop.hollinfold.co.uk now redirects to order.hollinfold.co.uk.
- Saves £29 a month plus the app fees.
""")

note("parlourlog-deploy", "Deploying parlourlog", "2026-03-11", ["parlourlog", "deploy"], r"""
# Deploying parlourlog

@S7a@ To ship parlourlog: `make deploy` from the repo root on office-nuc (pulls, builds, restarts the unit).
@A6b@ - The app talks to Postgres on office-nuc port 5432, database `parlourlog`, role `parlour`.
- systemd unit: `parlourlog.service`; logs go to journald.
- After a restart, check yields are still coming in before you walk away.
""")

note("hut-cleaning-sheet", "Hut cleaning sheet (copy of the clipboard)", "2026-04-12", ["hut", "cleaning", "hygiene"], r"""
# Hut cleaning sheet

## Daily
@S9a@ - Nozzle and drip tray: spray with Milton (1 tablet per 5 L) after the evening restock.
- Wipe the door seals and the screen.
@NS7a@ - Don't open the machine's fridge door while a vend is running.

## Weekly
- Pipework: hot rinse, then the acid rinse per the Dairymat manual.
- Empty and scrub the drip tray sump.
""")

note("domains", "Domains & DNS", "2026-02-13", ["dns", "domains"], r"""
# Domains & DNS

@S10b@ - Moved DNS for hollinfold.co.uk from 123-reg to Cloudflare on 2026-02-12; 123-reg is only the registrar now.
- Subdomains: order. (foldshop), status. (Uptime Kuma).
- Registration renews in 2028, auto-renew on.
- Inbound email (MX) is Google Workspace.
""")

note("herd-health-sop", "Herd health SOP (short version)", "2026-01-22", ["herd", "health", "withdrawal"], r"""
# Herd health SOP

## Treatments
@F3a@ - Cows on antibiotic withdrawal get a red leg band on both hind legs.
- Milk them last, into the dump bucket; never into the line to the tank.
- Record every treatment in parlourlog at the crush.

## Teats
@F9a@ - Post-dip every cow with iodine teat dip after every milking.
- Pre-dip only in the high-risk months (foam, 30 s contact).

## Feet
- Footbath twice a week in winter.
""")

note("foldshop-faq", "foldshop customer FAQ (draft for the site)", "2026-10-03", ["foldshop", "faq", "customers"], r"""
# foldshop FAQ (draft)

**When can I collect?**
@D5a@ Collections are Friday or Saturday, 10am–6pm, from the farm-gate hut.

**When do orders close?**
@F7b@ On bank holiday weekends foldshop orders close 48 hours before collection instead of the night before.

**What about the bottles?**
@F5a@ Bottle deposits come back as foldshop credit when the bottle is returned, not as cash.

**Can I change my order?** Yes, until orders close, from the "My orders" page.
""")

note("pi-provisioning", "Provisioning a Pi (hut-pi, tank-pi)", "2026-02-21", ["pi", "provisioning", "hutpay"], r"""
# Provisioning a Pi

1. Flash Raspberry Pi OS Lite (64-bit) with the imager; set the hostname and Josh's SSH key.
2. `tailscale up`, then tag the node `tag:pi` in the admin console.
3. Clone the app into `/opt/<app>` and create its venv.

@NS6b@ - System packages on the Pis come from apt (caddy, tailscale, chrony).
@F10b@ - hutpay's secrets are copied out of 1Password into `/etc/hutpay/env` (mode 600) by the deploy script.
- Set the timezone to Europe/London, or the tank log timestamps are an hour out all summer.
""")

note("relief-milker-notes", "Notes for relief milking (Aled)", "2026-04-04", ["parlour", "relief", "milking"], r"""
# Relief milking notes

@O8b@ - Evening milking starts at 16:00.
- Treated cows: red bands (see the herd health SOP) — milk last, into the bucket.
- The parlour screen shows withdrawal cows in red; trust it over the whiteboard.
- Wash-up: the CIP runs itself, just check the detergent drum isn't empty.
- Lock the tank outlet after the wash.
""")

note("casterton-hut", "Casterton machine", "2026-07-26", ["casterton", "hut", "vending"], r"""
# Casterton machine

@D4a@ Before the Casterton machine opened in July 2026, all our vending was at the farm gate.

@O9b@ - Casterton averages about 60 L a day so far (more at weekends).
- Smaller Dairymat, 100 L tank.
- Own SumUp Solo reader; takes coins too.
- Tom fills it on the morning run.
""")

note("hut-sales-2026", "Hut sales, summer 2026 (rough)", "2026-08-31", ["sales", "hut"], r"""
# Hut sales, summer 2026

| Machine | Sold | When |
|---|---|---|
@O9a@ | Farm-gate machine | 180 L | typical summer day |
| Farm-gate machine | 90 L | wet weekday in June |
| Milkshakes (farm gate) | 70 bottles | sunny Saturday |

- August was the best month so far.
- Milkshakes sell best between 3 and 6pm.
""")

note("parlourlog-node-upgrade", "parlourlog Node upgrade (July)", "2026-07-16", ["parlourlog", "node", "upgrade"], r"""
# parlourlog Node upgrade

@D3a@ parlourlog ran on Node 18 until the July upgrade.

- Node 18 went EOL in April 2025, so this was overdue.
- Needed major bumps of `pg` and `fastify`; nothing else broke.
- Installed from NodeSource on office-nuc.
""")

note("milkshake-flavours", "Milkshake flavours", "2026-09-29", ["hut", "milkshakes"], r"""
# Milkshake flavours

@D7a@ Through summer 2026 the milkshake syrups were strawberry, banana and chocolate.

- Banana was the slowest seller by a mile.
- Syrups come in 2 L jugs; one jug does about 60 shakes.
- The kids' size trial (200 ml) didn't go ahead.
""")

note("network-notes", "Network notes", "2026-05-09", ["network", "starlink", "tailscale"], r"""
# Network notes

@D8b@ - Internet for the farm comes in over Starlink; the EE 4G router is the failover.
@A4b@ - office-nuc = `100.101.7.12` (Tailscale); use that rather than the LAN address, which changes.
- The UniFi controller runs on office-nuc in docker, port 8443.

Q: Why can't I reach tank-pi?
A: It's on the dairy AP, which drops out when the parlour vacuum pump is running. Power-cycle the AP.
""")

note("pasteuriser-sop", "Pasteuriser SOP", "2026-03-06", ["pasteuriser", "sop", "gwen"], r"""
# Pasteuriser SOP

@D9b@ - The pasteuriser is a 200 L batch unit; Gwen runs two batches most days.
@A1a@ - Heat to 63 °C and hold for 30 minutes, then cool to 4 °C before it goes in the machine.
- Chart recorder paper is changed every Monday.
- If the temperature dips below 63 °C during the hold, the hold timer restarts.
- The phosphatase sample goes in the fridge, labelled with the batch number.
""")

note("hut-maintenance-log", "Hut maintenance log", "2026-10-09", ["hut", "maintenance"], r"""
# Hut maintenance log

@A10b@ Coolserve come out twice a year to service the farm-gate machine's refrigeration.

- 2026-01-29: compressor replaced (hut shut three days).
- 2026-05-12: Dairymat valve seal swapped by Phil.
- 2026-09-30: Coolserve service, all fine, next one in March.
""")

note("release-notes-foldshop", "foldshop release notes", "2026-11-06", ["foldshop", "releases"], r"""
# foldshop releases

@NS1b@ We usually ship foldshop on Friday mornings, after the Thursday order rush is packed.
@O7b@ - Production runs on live Stripe keys; only Rachel can see them in the Stripe dashboard.

## 2026-11-06
- Bank holiday cut-off logic.

## 2026-10-09
- Bottle deposit shown on the basket page.

## 2026-09-04
- Saturday collection slots.
""")

note("customer-comms", "Customer comms rules", "2026-07-10", ["customers", "comms", "hut"], r"""
# Customer comms

@NS4a@ - We don't message customers about short hut outages (under a couple of hours).
- The Facebook page is for price changes and new flavours; Rachel posts, nobody else.
- Tone: friendly, and not an exclamation mark on every sentence.
""")

note("hutpay-logging", "hutpay logging", "2026-08-14", ["hutpay", "logging"], r"""
# hutpay logging

@NS5b@ hutpay logs every card transaction to the ledger: amount, litres, time and the last four digits.

- App logs go to journald, 7-day retention on the Pi (SD card wear).
- Log level INFO in production, DEBUG only when Josh asks for it.
""")

note("who-to-call", "Who to call (hut problems)", "2026-06-28", ["hut", "support", "contacts"], r"""
# Hut problems: who to call

@NS10b@ - Josh is the one to ring for hutpay software problems (screen says "ledger error", reports page down).
- Card reader problems: the card provider's support line (number on the back of the reader).
- Anything about the milk itself: Gwen.
""")

# --- distractor-only notes ---------------------------------------------------------------------------

note("christmas-2026-plan", "Christmas 2026 plan", "2026-11-15", ["christmas", "foldshop", "casterton"], r"""
# Christmas 2026

- foldshop: a single Christmas collection day, 23 December, for cream and butter.
- Extra pasteuriser batches on the 21st and 22nd.
- The Casterton machine carries on as normal over Christmas.
- Kelly is off from the 20th; Aled covers the Boxing Day milking.
""")

note("grafana-setup", "Grafana setup", "2026-04-08", ["grafana", "monitoring", "office-nuc"], r"""
# Grafana setup

- Grafana 11 from the Grafana apt repo, on office-nuc.
- Datasource: parlourlog's Postgres through a read-only role `grafana`.
- Anonymous access off; you get in over Tailscale only.
- The "Tank temps" dashboard reads tankwatch's CSV export, not the database.
""")

note("calving-notes-autumn", "Calving notes, autumn 2026", "2026-10-27", ["herd", "calving"], r"""
# Calving, autumn 2026

- 31 calved so far, 7 to go; two sets of twins.
- Colostrum from fresh cows stays out of the tank for the first eight milkings — parlourlog flags them.
- The heifer calves go to the rearing shed at 3 days; bull calves sold at 2 weeks through the market.
""")

note("feed-and-forage", "Feed and forage", "2026-08-20", ["feed", "forage"], r"""
# Feed & forage

- First cut silage analysis: 11.2 ME, 32% DM — decent.
- Parlour cake: 18% protein nut, fed to yield through the DelPro feeders.
- ForFarmers rep visits monthly; Tom orders, Rachel pays.
""")

note("solar-inverter", "Solar inverter access", "2026-06-30", ["solar", "network"], r"""
# Solar inverter

- The Solis inverter's web page is on the office LAN, port 80, no Tailscale.
- Data logger uploads to SolisCloud every 5 minutes.
- Idea: pull it into Grafana one day (not on the roadmap).
""")

note("red-tractor-audit", "Red Tractor audit prep", "2026-01-26", ["compliance", "audit"], r"""
# Red Tractor audit prep

- Medicine book: parlourlog export, printed, signed by Tom.
- Pasteuriser chart recorder papers for the last 12 months in the blue box file.
- Cleaning records: the hut clipboard sheets, scanned monthly.
- The auditor wanted to see the tank temperature history; print it from Grafana.
""")

note("agent-session-log-oct", "Agent session log, October", "2026-10-31", ["agent", "log"], r"""
# Agent session log (October)

- Fixed the hutpay /reports date filter (it was using UTC, so evening sales landed on the next day).
- Added the bottle deposit line to foldshop's basket (PR reviewed by Rachel).
- Wrote the Q3 restore drill up.
- parlourlog: the calving list now sorts by due date. Josh merged it on the Tuesday.
""")

note("ice-cream-costings", "Ice cream costings (draft)", "2026-10-22", ["ice-cream", "costings"], r"""
# Ice cream costings (draft, nothing agreed)

| Item | Cost |
|---|---|
| Batch freezer, second hand | £6,500 |
| Mix pasteuriser | £4,200 |
| 100 ml tub, retail | £2.20 |

- Break-even at about 40 tubs a day over the summer, which feels optimistic.
""")

note("hut-signage", "Hut signage", "2026-05-18", ["hut", "signage"], r"""
# Hut signage

- Keep refrigerated, use within 5 days.
- Approval number (from the council) and our address.
- "Please take your litter home" — the bin attracts crows.
- A QR code to foldshop for pre-orders.
""")

note("sms-templates", "SMS templates", "2026-09-11", ["sms", "tankwatch", "foldshop"], r"""
# SMS templates

tankwatch:

```text
TANK ALARM {time}: bulk tank at {temp} C for {mins} min. Check the compressor.
TANK OK {time}: back to {temp} C.
```

foldshop (hut closed for the day):

```text
Hollin Fold: the farm-gate milk hut is closed today ({reason}). Sorry! Casterton is open as normal.
```

- Keep SMS under 160 characters so they go as one message.
""")

note("parlourlog-dashboard-ideas", "parlourlog dashboard ideas", "2026-11-09", ["parlourlog", "ideas"], r"""
# parlourlog dashboard ideas

- Yield per cow vs days in milk, with the herd average.
- SCC trend per cow, last 6 recordings.
- A "cows to check" list: high SCC, low yield, long since last heat.
- Tom wants it on his phone first, office screen second.
""")

note("stripe-webhooks-debugging", "Stripe webhooks: debugging locally", "2026-05-30", ["foldshop", "stripe", "dev"], r"""
# Debugging Stripe webhooks locally

```sh
stripe listen --forward-to localhost:8000/stripe/webhook/
stripe trigger checkout.session.completed
```

- The dev server runs on port 8000; the webhook secret printed by `stripe listen` goes in your local `.env`.
- Don't point the CLI at production.
""")

note("tailscale-setup", "Tailscale setup", "2026-02-09", ["tailscale", "network"], r"""
# Tailscale

- Tags: `tag:pi` for hut-pi and tank-pi, `tag:server` for office-nuc.
- Key expiry disabled on the Pis and the NUC only.

```json
{
  "acls": [
    {"action": "accept", "src": ["group:admins"], "dst": ["tag:pi:22", "tag:server:*"]}
  ]
}
```
""")

note("weekly-summary-template", "Monday summary template", "2026-04-13", ["rachel", "summary"], r"""
# Monday summary (template)

```markdown
Week {n}
- Litres sold: farm gate {x}, Casterton {y}
- Takings: {£}
- foldshop orders: {count}
- Alarms: {list or "none"}
- Anything that needs a decision:
```

- Keep it to one screen on her phone.
""")

note("kelly-weekend-cover", "Kelly's weekend cover", "2026-06-22", ["hut", "staff", "weekend"], r"""
# Kelly (weekend hut cover)

- Kelly covers the hut 10–4 on Saturdays: tidying, wiping the nozzle area, answering questions.
- She can't get into hutpay's admin and doesn't need to.
- Paid through Rachel's payroll, monthly.
""")


# ---------------------------------------------------------------------------------------------------
# MEMORY.md index
# ---------------------------------------------------------------------------------------------------

def _memory_index():
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for key, heading in sections:
        out.append(f"## {heading}")
        out.append("")
        for mtype, fname, title, hook in INDEX:
            if mtype == key:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()
