"""File bodies for the set212 store (Corrieburn Harps & Fiddles).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory files, remnic facts under facts/, free notes under auto/.
"""
import datetime
import hashlib

FILES = {}          # store-relative path -> full text (with markers)
ROOT_INDEX = []     # (fname, title, hook, type)
FLAT = set()        # root files whose description is intentionally not strict YAML


def _clean(body):
    return body.strip("\n") + "\n"


def root(fname, name, desc, typ, title, hook, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _clean(body)
    ROOT_INDEX.append((fname, title, hook, typ))
    if flat:
        FLAT.add(fname)


def fact(date, time, category, confidence, tags, body):
    plain = "\n".join(
        line.split("@ ", 1)[1] if line.startswith("@") else line for line in body.strip("\n").split("\n")
    )
    hex4 = hashlib.md5(plain.encode()).hexdigest()[:4]
    dt = datetime.datetime.fromisoformat(f"{date}T{time}+00:00")
    ms = int(dt.timestamp()) * 1000 + int(hex4, 16) % 1000
    stamp = datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.timezone.utc)
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"
    stem = f"{category}-{ms}-{hex4}"
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (
        f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n"
    )
    FILES[f"facts/{date}/{stem}.md"] = fm + _clean(body)


def auto(slug, created, tags, title, body):
    t = f'"{title}"' if ": " in title else title
    fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + _clean(body)


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_priya.md", "priya-ops-manager",
     "Priya Nair, operations and webshop manager who sets most of the agent's tasks", "user",
     "Priya (ops & webshop)", "who she is, what she owns, how she likes answers", """
Priya Nair runs operations and the webshop for the workshop. Not a developer, but she reads diffs
and merges content-only PRs herself.

- Wants the answer or the decision first, detail underneath. No walls of text.
@A6a@ - Anything about the webshop (prices, stock, shipping rules) goes to Priya first.
@O8a@ - She edits product copy and the FAQ pages in VS Code, straight in the shop repo's `content/` folder.
- Usually in Tue–Fri.
- Hates surprise emails to customers, see [feedback_customer_emails.md](feedback_customer_emails.md).
""")

root("user_callum.md", "callum-dev",
     "Callum Reid, the freelance dev who built benchlog and looks after stringshop", "user",
     "Callum (freelance dev)", "working pattern, tooling, what to escalate to him", """
Callum Reid is our freelance developer. He built benchlog in 2024 and has looked after stringshop
since the Medusa rebuild.

@R9a@ - Editor: Neovim in tmux on his ThinkPad, so give him shell commands and file paths, not VS Code click-paths.
@D8b@ - Works for us two days a week, normally Tuesday and Thursday.
- Reviews PRs async; wants a test plan in every PR description.
@NS8b@ - Callum is the escalation contact when stringshop is down or checkout is throwing errors.
- Not the person for lesson or timetable questions, that's Eilidh.
""")

root("user_morag.md", "morag-owner",
     "Morag Lennox — founder and harp maker, final say on commissions", "user",
     "Morag (owner, harps)", "the founder; what she decides and how to reach her", """
Morag Lennox founded the workshop in 2009 and still builds every concert harp herself.

- Final say on anything to do with commissions: specs, prices, delivery dates.
- Signs off every commission quote and spec sheet before it goes to the customer.
- Not a computer person. Prefers a phone call or a note on the bench to a chat message.
- Uses benchlog on the workshop iPad, mostly to look at photos.
- Wants to know straight away if a harp has been left in the fiddle room by mistake.
""")

root("user_tomas.md", "tomas-fiddles-repairs",
     "Tomas Varga, fiddle maker and repairs lead", "user",
     "Tomas (fiddles, repair bench)", "what he builds, how he writes tickets", """
Tomas Varga makes the fiddles and runs the repair bench.

- Handles fiddle, viola and bow repairs himself; harp regulation and restringing get handed to Ruaridh.
- Writes terse ticket notes in benchlog ("nut low, reseat, 2h"). Don't "tidy" them.
- Trained in Cremona and very particular about varnish; ask him before editing the varnish notes.
- Off on Sundays and Mondays.
""")

root("user_eilidh.md", "eilidh-studio",
     "Eilidh Baird, runs the teaching studio in Perth and Dundee", "user",
     "Eilidh (teaching studio)", "who runs lessons and what she cares about", """
Eilidh Baird runs the teaching studio: the loft in Perth and the Dundee room.

- Owns the timetable and the teacher rota; all lesson changes go through her.
- Teaches harp herself on Wednesdays and Fridays.
- Wants student data kept to the minimum: first name, guardian contact for under-16s, nothing else.
- Prefers WhatsApp for anything urgent on lesson days.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Branching, review and merge rules across our repos", "feedback",
     "Git workflow", "branch names, reviews, merge style per repo", """
Rules Callum set for the repos (benchlog, stringshop, lessonbook, humidor).

- Branches: `feat/…`, `fix/…`, `chore/…`; no personal prefixes.
@N1a@ - stringshop: always squash-merge PRs into `main`, one commit per PR, commit title = PR title.
- lessonbook keeps plain merge commits (Rails migrations are easier to bisect that way).
- Never force-push to `main`, on any repo.
- Every PR needs Callum's approval, except content-only changes under `content/` in the shop repo.

**Why:** Callum reviews async two days a week and wants a `main` he can read top to bottom.
**How to apply:** open PRs as drafts until CI is green, write a test plan, and don't merge your own PR unless it's content-only.
""")

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules: when and how each app gets shipped", "feedback",
     "Deploy rules", "how each app ships and when not to", """
@F2a@ - stringshop: merging to `main` triggers the GitHub Actions `deploy` workflow, which ships to Fly.io.
@NS6a@ - stringshop prod is never deployed from a laptop; only that workflow runs `fly deploy`.
@NS1a@ - Don't deploy stringshop during Black Friday week unless Priya is watching the orders dashboard.
- benchlog: `./deploy.sh` on bothy as the `benchlog` user (pulls, migrates, restarts the app server).
- humidor and lessonbook: ask Callum first, they're rarely touched.

**Why:** a Friday deploy in Nov 2025 broke the basket for six hours and nobody noticed until the Monday.
**How to apply:** in sale weeks check with Priya in chat before merging a shop PR; after any shop deploy, place a £0.00 test order with the `TESTZERO` code.
""", flat=True)

root("feedback_customer_emails.md", "customer-emails",
     "Customer emails from benchlog are drafts only, after the March mix-up", "feedback",
     "Customer emails", "the rule for customer emails out of benchlog, and why", """
@N6a@ Never send a customer email straight from benchlog yourself — write a draft and leave it
for Tomas or Priya to send.

**Why:** in March a "your harp is ready" email went to a customer whose harp still had no strings on; she drove in from Crieff.
**How to apply:** drafts live on the job's email tab (API: `POST /api/jobs/<id>/drafts/`); list any drafts you made in your summary.
""")

root("feedback_benchlog_data.md", "benchlog-data-hygiene",
     "What goes into benchlog tickets and what stays out", "feedback",
     "benchlog data hygiene", "what to record in tickets and what not to", """
@N2a@ - Don't put customer phone numbers in benchlog ticket notes; they belong on the contact record only (GDPR).
@NS7a@ - Never restring a harp without logging the string gauges in benchlog first.
- Photos: at least one at intake and one at completion. File names don't matter, benchlog renames them.
- Job titles: `<instrument> – <one-line problem>`, e.g. `Ardival 34 – buzzing C4`.

**Why:** Ines read the ICO guidance: notes get exported and forwarded, the contact record doesn't.
**How to apply:** when unsure whether something counts as personal data, ask Priya.
""")

root("feedback_agent_boundaries.md", "agent-boundaries",
     "Things the agent asks about before doing", "feedback",
     "Agent boundaries", "actions that need a human OK first", """
@F6a@ - Ask Priya before changing any price in stringshop.
- Never touch Stripe dashboard settings; the agent's Stripe key is restricted to read-only.
- Don't run data migrations on prod without saying so in chat first, however small.
- Don't reply to customer reviews on Google; Morag does those herself.

**Why:** prices and reviews are the two things customers screenshot.
**How to apply:** put the proposed change in the summary and wait for a yes.
""")

root("feedback_shipping.md", "shipping-rules",
     "How instruments get shipped and what we refuse to do", "feedback",
     "Shipping rules", "carriers per item and the one hard rule", """
@N3a@ - Never send a lever harp by ParcelForce — crate courier (Hendry's) only.
- Strings and small parts: Royal Mail Tracked 48 from the shop.
- Fiddles have their own rules, see the shipping how-to note.

**Why:** the cracked-pillar claim in Oct 2025 dragged on for four months and ParcelForce paid nothing.
**How to apply:** instruments worth over £1,000 also need the declared-value form filled in before they leave.
""")

root("feedback_secrets.md", "secrets-handling",
     "Where shared credentials live and how to handle them", "feedback",
     "Secrets handling", "where credentials live, what never to paste", """
@S10a@ Shared credentials live in the LastPass shared folder `Corrieburn-Ops`; ask Priya for access.

- Never paste a secret into chat, a ticket or a commit, not even a test key.
- `.env` files stay on the machine they belong to; repos only carry `.env.example`.

**Why:** a Stripe test key ended up in a public gist in 2024.
**How to apply:** if you need a credential, ask for it to be shared with you; rotation is Callum's job.
""")

root("feedback_testing.md", "testing-conventions",
     "How tests are written in each repo", "feedback",
     "Testing conventions", "test stack per repo, what not to mock", """
- benchlog: pytest + pytest-django, factories in `tests/factories.py`; `--reuse-db` locally.
- stringshop: vitest for units, Playwright for the checkout flow against a seeded local backend.
- lessonbook: RSpec, system specs with Cuprite.
- humidor: pytest with the fake sensor in `tests/fake_sht31.py`.
- Don't mock the database in benchlog tests, use the test DB.

**Why:** Callum got burned by mocked querysets that hid a broken migration.
**How to apply:** new code comes with a test in the repo's usual style; say so plainly if you couldn't run them.
""")

root("feedback_code_style.md", "code-style",
     "Formatting and lint tools per language", "feedback",
     "Code style", "formatters, linters, commit message style", """
- Python (benchlog, humidor): ruff for lint and format, line length 100.
- TypeScript (stringshop): Biome. There's no Prettier config in the repo any more.
- Ruby (lessonbook): standardrb.
- Commit messages: imperative mood, no emoji.
- Comments explain *why*; don't narrate what the code does.
""")

root("feedback_workshop_safety.md", "workshop-safety",
     "Workshop safety rules to repeat in any checklist the agent writes", "feedback",
     "Workshop safety", "rules to copy into checklists", """
- Ruaridh uses the bandsaw only with Tomas or Morag in the room.
- Dust extraction on before any sanding; the fiddle room has its own extractor.
- Spirit varnish and shellac live in the metal cabinet; no open flames in the varnish room.
- First aid kit is by the back door; the accident book is in benchlog under Settings → Incidents.

**Why:** insurance requires written procedures and they get audited.
**How to apply:** any checklist touching tools or finishes carries the relevant line verbatim.
""")

root("feedback_reporting.md", "reporting-style",
     "How to write end-of-session summaries for Priya", "feedback",
     "Reporting style", "shape of the end-of-session summary", """
- End every session with a summary: what changed, what's waiting on a human, anything risky.
- Keep it short; link PRs, don't paste diffs.
- Say "I didn't test X" plainly when that's the case.

**Why:** Priya reads these on her phone between customers.
**How to apply:** three headings, bullets under each, nothing else.
""")

root("project_benchlog_overview.md", "benchlog-overview",
     "benchlog overview: stack, hosting, domain model", "project",
     "benchlog overview", "the commissions and repairs tracker, stack and model", """
# benchlog

Commissions + repairs tracker Callum built in 2024. Staff users: Morag, Tomas, Priya, Ruaridh, plus the agent's API token.

## Stack
@S5a@ - Django 4.2 LTS on Python 3.12
@R7a@ - database: Postgres 16 on bothy (db `benchlog`, role `benchlog_app`)
@R10a@ - background jobs: Celery 5 with Redis on bothy (quote PDFs, staff reminder emails)
@V1b@ - app server: gunicorn on `127.0.0.1:8010`, nginx in front for `benchlog.corrieburn.co.uk`
@R2b@ - CI: GitHub Actions (`.github/workflows/ci.yml`: ruff + pytest)
@O1a@ - error tracking: GlitchTip, self-hosted on bothy
- static/media: served by nginx from `/srv/benchlog/media`; photos are resized to 2000px on upload

## Domain
- a Job is either a Commission or a Repair, with a bench owner and a status (`intake → quoted → approved → on_bench → ready → collected`)
- Customers and Contacts are separate models; contacts hold phone and email
- quotes are rendered as PDFs and attached to the job
- `StringLog` records the gauge per course whenever a harp is restrung

## Gotchas
- bulk status changes from the shell skip the history log; use the admin action instead
- timezone is Europe/London everywhere, never store naive datetimes
""", flat=True)

root("reference_stringshop.md", "stringshop-reference",
     "stringshop reference: stack, hosting, payments, shipping", "reference",
     "stringshop reference", "the parts webshop: stack, hosting, shipping setup", """
# stringshop

The parts webshop: harp and fiddle strings, tuning pins, levers, kits. Monorepo `corrieburn/stringshop`,
`apps/storefront` (Next.js 14) + `apps/backend` (Medusa v2).

## Stack
@V2a@ - Node 20 LTS for both apps (Medusa v2 needs >= 20)
@R1a@ - package manager: pnpm, workspace root `pnpm-workspace.yaml`; never commit a `package-lock.json`
- database: Neon Postgres 16, project `stringshop-prod` (branch `main`)
@R4a@ - order emails go out through Postmark (server `stringshop-prod`, `outbound` stream)
@A10a@ - payments: Stripe Payment Element; payouts land weekly, every Monday

## Hosting
@A2a@ - backend runs on Fly.io as app `stringshop-api`, region `lhr`
@D1b@ - backend machine: one `shared-cpu-2x` with 1 GB RAM, autostop off
- storefront: Fly app `stringshop-web`, same region, 2 machines

## Catalogue & shipping
@O7b@ - top seller is the full string set for the 38-string lever harp (£262)
@V5b@ - free UK delivery threshold: £75 (Medusa shipping option `uk-standard-free`)
- EU orders: flat £12.50 via Royal Mail International Tracked
- fewer than 6 single harp strings ship as a Large Letter
""", flat=True)

root("project_lessonbook.md", "lessonbook-overview",
     "lessonbook, the teaching studio's booking and payments app", "project",
     "lessonbook overview", "the studio booking app, stack and settings", """
lessonbook is the booking + payments app for the teaching studio. Rails 7.1 on Ruby 3.3, Sidekiq for jobs,
Hotwire on the front end. Callum wrote it over the winter of 2025.

@R6a@ - hosted on Render: one web service plus one background worker, Frankfurt region
@F10a@ - students book and pay for lessons in lessonbook; Eilidh manages the timetable there
@V9b@ - 1:1 harp lesson slot length: 60 min (`SLOT_MINUTES` in `config/studio.yml`)
@A3a@ - a reminder email goes out 24 h before each lesson (Sidekiq cron `LessonReminderJob`)
- lesson payments: Stripe Checkout, on a separate Stripe account from the shop
- CI: GitHub Actions, RSpec + standardrb
- teachers sign in with Google (studio accounts only)
""")

root("reference_humidor.md", "humidor-reference",
     "humidor, the workshop humidity logger — hardware, data flow, alerts", "reference",
     "humidor reference", "the climate logger: hardware, data flow, alerting", """
humidor logs temperature and humidity in the harp room and the fiddle room. It's a Python 3.11 script
reading two SHT31 sensors over I²C.

@D7b@ - runs on a Raspberry Pi 4 (2 GB) mounted by the harp room door, hostname `humidor-pi`
@A8a@ - samples every 5 minutes and publishes to Mosquitto on bothy (`bothy:1883`, topic `workshop/climate/#`)
@S2a@ - readings land in InfluxDB 1.8 on bothy (database `humidor`); Grafana reads from there
@V7b@ - harp room alert: above 58 % RH for 20 min → ntfy push to Morag and Tomas
@F7a@ - dependencies are managed with `uv` (`pyproject.toml` + `uv.lock`)
@S7a@ - deploy: `git pull` on the Pi, then `sudo systemctl restart humidor`
- logs: `journalctl -u humidor`; the SD card gets imaged weekly
""")

root("reference_infra.md", "infra-reference",
     "Infra map: servers, backups, access", "reference",
     "Infra reference", "servers, backups and who can get in", """
## Servers
- bothy: Hetzner Cloud VPS in Falkenstein, Ubuntu 24.04 LTS, on Tailscale as `bothy`
- services on bothy include benchlog, GlitchTip, Mosquitto and Grafana, with nginx + certbot in front
- `humidor-pi` sits on the workshop LAN and joins Tailscale too
- stringshop lives on Fly.io and Neon, not on bothy

## Backups
@A1a@ - restic to the Backblaze B2 bucket `corrieburn-bothy`, keeping 30 daily snapshots
- Neon handles the shop database itself (7-day point-in-time restore)
- restore drill twice a year; last one 2026-09-12, took 40 min

## Access
- SSH only over Tailscale, password auth off
- Callum and the agent's deploy key have sudo on bothy; Priya has a read-only Grafana login
""", flat=True)

root("project_commissions.md", "harp-commissions",
     "How commissions run, from enquiry to collection", "project",
     "Commissions", "harp and fiddle commission process", """
Commissions are roughly 60% of revenue. Morag runs them; benchlog tracks each one as a Commission job.

## Harp commissions
@V4b@ - deposit: 30% of the quote, taken when the build slot is confirmed; non-refundable once timber is cut
@A7a@ - current wait: about 14 months from deposit to collection
- spec sheet agreed before the deposit: wood, string count, lever brand, finish
@N5b@ - we ship commissioned harps worldwide; shipping is quoted separately per destination
- progress photos go to the customer at three stages: soundbox closed, neck fitted, first stringing

## Fiddle commissions
- Tomas builds 6–8 a year
- customers choose from three models (Perth, Tay, Strathearn); no bespoke outlines
""")

root("project_repairs.md", "repairs-process",
     "Repair bench process from intake through quotes to turnaround", "project",
     "Repairs process", "how a repair moves from intake to collection", """
@D2b@ - repair intake is logged in benchlog at the front desk when the instrument comes in (photos + condition notes)
@F3a@ - repair estimates are free
@NS2b@ - repair quotes go to the customer by email, with the estimate PDF attached
- typical turnaround: 2–3 weeks for fiddles, 4–6 weeks for harps, longer in the autumn rush
@NS7b@ - restringing jobs are done by Ruaridh
- anything uncollected after 60 days: Priya sends a storage reminder, then it's £5 a week
""")

root("reference_workshop_climate.md", "workshop-climate",
     "Humidity and temperature targets for each room", "reference",
     "Workshop climate", "targets per room and what to do when off", """
@F1a@ - harp room target: 45–55 % RH, 18–20 °C
- varnish cabinet: 25 °C with the UV tubes on, humidity not controlled
- timber store (the back shed): uncontrolled, so wood comes inside 3 weeks before use to acclimatise
- the harp room dehumidifier drains to the sink; the backup tank gets emptied on Tuesdays
- if humidor shows the harp room below 40 %, put the humidifier on and tell Morag
""")

root("reference_people.md", "people-and-roles",
     "Who's who and who to ask", "reference",
     "People and roles", "staff table and outside contacts", """
| Person | Role | Usually in |
|---|---|---|
| Morag Lennox | founder, harp maker | Tue–Sat |
| Tomas Varga | fiddle maker, repair bench lead | Tue–Sat |
| Eilidh Baird | teaching studio manager | Wed–Sun |
| Priya Nair | operations, webshop | Tue–Fri |
| Callum Reid | freelance developer | Tue, Thu |
| Ruaridh Munro | apprentice (2nd year) | Tue–Sat |
| Ines Duarte | bookkeeper, part-time | Mon |

Outside: Hendry's (crate courier), Lorna at the Wellgate arts centre (Dundee room keys), Allan at Tay Insurance.
""")

root("project_teaching_studio.md", "teaching-studio",
     "Teaching studio setup — rooms, lesson types, policies", "project",
     "Teaching studio", "rooms, lesson types and booking policies", """
@D6b@ - Perth lessons are held in the loft above the workshop; Dundee lessons in the room at the Wellgate arts centre
- lesson types: 1:1 harp, 1:1 fiddle, group fiddle, taster sessions, summer school
@F10b@ - group-class bookings in lessonbook wait for Eilidh's approval; 1:1 slots confirm straight away
@NS3b@ - late cancellations are charged the full lesson fee
- beginner harp hire: £35/month, first month free for new students
- about 70 regular students across both rooms
""")

root("project_black_friday.md", "black-friday-2026",
     "Black Friday 2026 sale plan for the shop", "project",
     "Black Friday 2026", "sale plan, who watches what", """
Sale runs Fri 27 Nov – Mon 30 Nov 2026.

- 20% off complete string sets with code `BF26`; single strings and instruments aren't discounted.
- Priya watches the orders dashboard Friday and Saturday; Callum is reachable by phone on the Friday.
- Stock check on lever harp string sets done 20 Nov, reorder from Bow Brand placed.
- After the sale: banner and code come off on Tuesday 1 Dec.
""")

root("project_harp_kits.md", "harp-kits",
     "The harp kit product and its build-day rule", "project",
     "Harp kits", "the lap harp kit and how it is sold", """
Harp kits: a 26-string lap harp kit in cherry, designed by Morag in 2025.

@NS10a@ - We don't sell a harp kit without a booked build day: kit plus one day at the bench with Morag or Ruaridh.
- the kit price includes the build day and a full string set
- max 3 kit builders per build day (bench space)
- build days are Saturdays, booked at checkout as a second line item
""")

root("reference_varnish.md", "varnish-schedule",
     "Varnish schedules and cabinet use", "reference",
     "Varnish schedule", "coat intervals and what gets which varnish", """
@D10b@ - oil varnish: 4 days between coats in the UV cabinet, 6–8 coats on a fiddle
- spirit varnish (touch-ups and repairs only): 1 day between coats
- harps get oil varnish on the soundbox sides only; soundboards are lacquered thin
- the cabinet log is the clipboard on the door, not benchlog
""")

root("reference_chat_and_tools.md", "team-tools",
     "Team tools: chat, docs, calendars", "reference",
     "Team tools", "where the team talks and keeps documents", """
@S8a@ - Team chat: Slack workspace `corrieburn` (#workshop, #shop-orders, #studio)
- Shared docs: Google Drive, folder `Corrieburn Shared`
- Calendars: one Google Calendar per person; the workshop calendar is `workshop@`
- Printer: the Brother by the packing bench, on the LAN as `brother-pack`
""", flat=True)

root("project_dundee_room.md", "dundee-room",
     "The Dundee teaching room at the Wellgate arts centre", "project",
     "Dundee room", "the second teaching room and how it is run", """
We've rented a room at the Wellgate arts centre in Dundee for lessons since 2024.

@S4a@ - Dundee room bookings are still made in the shared Google Calendar `dundee-room`; Eilidh checks it every morning.
- keys: Lorna at reception; the harp cupboard code is on the studio sheet
- two lever harps live there permanently (an Ardival 34 and a student 26)
- rent is invoiced monthly by the arts centre
""")

root("project_stringshop_search.md", "stringshop-search",
     "How product search works on the shop", "project",
     "stringshop search", "what search indexes and how it stays in sync", """
@S9a@ Product search on stringshop uses Algolia (index `products_prod`), kept in sync by a
Medusa subscriber whenever a product changes.

- search covers title, SKU and the "fits" field (harp model), not descriptions
- synonyms: "wire" → "bronze wound", "C string" → all C courses
- Priya wants misspellings of "Ardival" to still find the right sets
""")

root("project_summer_school.md", "summer-school",
     "Summer school logistics", "project",
     "Summer school", "the July harp and fiddle week", """
A week-long harp and fiddle summer school in the loft, first week of July.

@D4b@ - Summer school bookings go through lessonbook (event type `summer-school`).
- max 24 students, 4 tutors
- 2027 dates not set yet; Eilidh wants 5–9 July
- hire harps are held back for summer school students from May
""")

root("project_gift_vouchers.md", "gift-vouchers",
     "Gift voucher handling after the old shop went away", "project",
     "Gift vouchers", "where vouchers live and how old ones are honoured", """
@S6b@ - croft (the old WooCommerce box) was shut down in February; gift vouchers now live in stringshop as Medusa gift cards.
- older paper vouchers are still honoured; Priya converts them by hand
- vouchers are valid for 2 years from purchase
- a voucher can be split across several orders until the balance runs out
""")

root("reference_suppliers.md", "suppliers",
     "Who we buy wood, strings and hardware from", "reference",
     "Suppliers", "wood, strings, levers, pins", """
- harp strings: Bow Brand (gut and nylon); bass wires from a small workshop in Germany
- fiddle strings: Thomastik (Dominant, Passione) via the UK distributor
- levers: Camac on commissions, Loveland on student harps and kits
- tonewood: spruce from a Devon supplier, maple and sycamore from a Perthshire sawmill
- tuning pins: nickel-plated 5 mm, bought by the 500
""")

root("reference_workshop_basics.md", "workshop-basics",
     "Address, opening hours, phone, parking", "reference",
     "Workshop basics", "address, hours, phone, visits", """
- Corrieburn Harps & Fiddles, 14 Mill Wynd, Perth; the teaching loft is upstairs.
@A9b@ - The Perth workshop is open 9.30am to 5.30pm, Tuesday to Saturday.
- Parking: two spaces in the yard, loading only when a harp's going out.
- Phone: the 01738 landline forwards to Priya's mobile on Mondays.
- Visits to see harps in progress: by appointment with Morag.
""")

root("project_humidor_roadmap.md", "humidor-roadmap",
     "Ideas and next steps for humidor", "project",
     "humidor roadmap", "possible improvements to the climate logger", """
- add a third sensor in the timber shed (cheap, outdoor-rated)
- show the harp room reading on an e-ink display by the bench
- maybe alert on rapid drops too, not just highs
- no plans to put climate data into benchlog
""")

root("reference_benchlog_api.md", "benchlog-api",
     "benchlog API endpoints the agent uses", "reference",
     "benchlog API", "endpoints and auth for the agent's token", """
Token auth; the agent's token is in the environment as `BENCHLOG_TOKEN`.

- `GET /api/jobs/?status=on_bench` — what's on the bench
- `GET /api/jobs/<id>/` — job detail incl. photos and quotes
- `POST /api/jobs/<id>/notes/` — add a note (plain text)
- `POST /api/jobs/<id>/drafts/` — create a customer email draft
- `GET /api/stringlogs/?job=<id>` — gauges logged for a restring
- rate limit: 60 requests/min per token

```sh
curl -H "Authorization: Token $BENCHLOG_TOKEN" \\
  "https://benchlog.corrieburn.co.uk/api/jobs/?status=ready"
```
""")

# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------
F = fact

F("2026-01-06", "08:41:12", "fact", 0.82, ["workshop", "humidity"],
  "@F1b@ In winter the harp room sits near the bottom of its range, around 45–47% RH, because of the radiators.")
F("2026-01-08", "16:03:55", "fact", 0.88, ["stringshop", "fly", "hosting"],
  "@D1a@ During the 2025 Christmas rush the stringshop backend ran on a Fly `performance-2x` machine.")
F("2026-01-13", "10:27:40", "fact", 0.9, ["bookkeeping", "invoices"],
  "@S3a@ Commission invoices are raised in FreeAgent; Ines has the admin login.")
F("2026-01-15", "14:12:08", "fact", 0.85, ["people", "callum"],
  "@D8a@ In 2025 Callum was on three days a week.")
F("2026-01-20", "11:48:31", "fact", 0.9, ["vouchers", "webshop"],
  "@S6a@ Gift vouchers are sold and redeemed on the old WooCommerce shop at `croft.corrieburn.co.uk`.")
F("2026-01-22", "09:05:17", "fact", 0.86, ["glitchtip", "bothy"],
  "GlitchTip listens on `127.0.0.1:8020` on bothy, behind nginx.")
F("2026-01-27", "15:36:44", "fact", 0.92, ["infra", "bothy", "hetzner"],
  "@V8a@ bothy is a Hetzner CX32 (4 vCPU, 8 GB RAM) in Falkenstein.")
F("2026-01-30", "12:20:03", "fact", 0.9, ["studio", "dundee", "hours"],
  "@O3a@ The Dundee room is open for lessons Thursday to Sunday, 10:00–16:00.")
F("2026-02-03", "10:14:26", "fact", 0.88, ["lessonbook", "email"],
  "@S1a@ lessonbook sends booking confirmations and lesson reminders through Mailgun.")
F("2026-02-09", "17:52:39", "fact", 0.9, ["backups", "restic", "bothy"],
  "@V3a@ Nightly restic backup of bothy to Backblaze B2 runs at 02:30 UK time.")
F("2026-02-10", "13:07:50", "preference", 0.8, ["stringshop", "discounts", "students"],
  "@F4a@ Students get 10% off strings in the webshop.")
F("2026-02-12", "09:33:21", "fact", 0.84, ["humidor", "alerts", "fiddle-room"],
  "humidor's fiddle-room alert triggers at 55% RH.")
F("2026-02-17", "16:45:02", "preference", 0.78, ["benchlog", "customer-email", "agent"],
  "@N6b@ The agent may send repair-ready emails directly from benchlog without review.")
F("2026-02-19", "11:02:47", "fact", 0.87, ["summer-school", "bookings"],
  "@D4a@ For the 2025 summer school we took bookings through Eventbrite.")
F("2026-02-24", "14:58:13", "fact", 0.86, ["repairs", "quotes"],
  "@R5a@ All repair quotes are approved by Tomas before they go to the customer, harp repairs included.")
F("2026-02-26", "10:40:36", "fact", 0.9, ["stringshop", "fly"],
  "@A2b@ The shop's API runs in Fly's London region.")
F("2026-03-02", "09:18:59", "fact", 0.88, ["studio", "perth", "loft"],
  "@D6a@ Perth lessons moved to the Dundee room for February 2026 while the loft was rewired.")
F("2026-03-03", "15:11:24", "fact", 0.9, ["commissions", "harps", "deposit"],
  "@V4a@ A harp commission needs a 25% deposit of the quoted price, paid when the build slot is booked.")
F("2026-03-05", "12:29:45", "fact", 0.93, ["stringshop", "medusa"],
  "@D5b@ stringshop's backend runs Medusa v2.")
F("2026-03-10", "10:56:08", "fact", 0.85, ["repairs", "estimates", "harps"],
  "@F3b@ Free repair estimates cover the bench inspection only; opening a harp's soundbox to diagnose costs £40, credited against the repair.")
F("2026-03-17", "16:22:31", "fact", 0.88, ["benchlog", "ci"],
  "@R2a@ benchlog's CI runs on Woodpecker, self-hosted on bothy.")
F("2026-03-19", "08:57:52", "fact", 0.9, ["workshop", "glue"],
  "@A4a@ Hide glue is kept at 60 °C in the pot; hotter than that weakens it.")
F("2026-03-24", "13:44:15", "fact", 0.83, ["shipping", "harps"],
  "@N3b@ Lever harps go out with ParcelForce in a double-wall box, insured for full value.")
F("2026-03-26", "11:31:38", "fact", 0.9, ["repairs", "bows", "prices"],
  "Bow rehairs are a fixed £65, no estimate needed.")
F("2026-03-31", "17:09:01", "fact", 0.92, ["benchlog", "django", "upgrade"],
  "@S5b@ benchlog was upgraded from Django 4.2 to 5.1 in March (Callum did it over two Thursdays).")
F("2026-04-02", "10:03:24", "fact", 0.87, ["stringshop", "stripe", "payouts"],
  "@A10b@ Stripe pays the shop's takings out every Monday.")
F("2026-04-07", "14:38:47", "fact", 0.91, ["harps", "tuning-pins", "build"],
  "@N9a@ Tuning pins are never lubricated: no wax, no chalk — the pin block has to grip bare steel.")
F("2026-04-09", "09:25:10", "fact", 0.9, ["harps", "glue", "soundboard"],
  "@NS4a@ Titebond never goes on a harp soundboard; soundboard joints are hide glue only.")
F("2026-04-14", "15:50:33", "fact", 0.89, ["benchlog", "gunicorn", "bothy"],
  "@V1a@ benchlog's gunicorn is bound to port 8011 on bothy; nginx's `benchlog_app` upstream points at it.")
F("2026-04-16", "12:15:56", "fact", 0.86, ["repairs", "intake"],
  "@D2a@ Until March 2026, repair intake was written in the paper book at the front desk.")
F("2026-04-21", "10:42:19", "fact", 0.9, ["bookkeeping", "xero"],
  "@S3b@ Ines migrated the books from FreeAgent to Xero in April; FreeAgent stays read-only until the subscription lapses.")
F("2026-04-28", "16:07:42", "fact", 0.8, ["people", "callum", "tooling"],
  "@R9b@ Callum's editor is VS Code with the Django and Ruff extensions.")
F("2026-05-01", "11:34:05", "fact", 0.88, ["harps", "cases", "pricing"],
  "@F8a@ Lever harps come with a padded case included in the price.")
F("2026-05-05", "14:01:28", "fact", 0.9, ["stringshop", "errors"],
  "@R3a@ stringshop reports errors to Sentry (org `corrieburn`, project `stringshop-medusa`).")
F("2026-05-07", "09:48:51", "fact", 0.87, ["benchlog", "photos", "uploads"],
  "@A5b@ Repair intake photos in benchlog can be up to 20 megabytes each.")
F("2026-05-12", "13:16:14", "fact", 0.85, ["lessonbook", "reminders"],
  "@N4a@ lessonbook does not send SMS reminders; reminders are email only.")
F("2026-05-14", "10:23:37", "fact", 0.82, ["varnish", "history"],
  "@D10a@ In 2024 Tomas left 10 days between varnish coats.")
F("2026-05-19", "15:30:00", "fact", 0.9, ["stringshop", "shipping"],
  "@V5a@ Free UK shipping applies to stringshop orders over £60.")
F("2026-05-26", "12:57:23", "fact", 0.89, ["dundee", "calendar", "lessonbook"],
  "@S4b@ Since lessonbook took over room bookings in May, the `dundee-room` Google Calendar is read-only.")
F("2026-05-28", "09:04:46", "fact", 0.88, ["studio", "tasters"],
  "Taster harp sessions are 30 minutes and cost £15.")
F("2026-06-02", "16:41:09", "fact", 0.86, ["studio", "cancellations"],
  """@V6b@ Lesson cancellations need 48 hours' notice; anything later than that
and the full lesson fee is charged.""")
F("2026-06-04", "11:12:32", "fact", 0.87, ["humidor", "hardware", "history"],
  "@D7a@ Until its SD card died in May 2026, humidor ran on a Raspberry Pi 3B.")
F("2026-06-09", "14:19:55", "fact", 0.9, ["fiddles", "strings", "setup"],
  "@F9a@ Fiddle setups use Thomastik Dominant strings by default.")
F("2026-06-12", "10:37:18", "preference", 0.84, ["reporting", "priya"],
  "Priya prefers end-of-session summaries of ten lines or fewer.")
F("2026-06-16", "13:26:41", "fact", 0.88, ["stringshop", "email"],
  "@R4b@ stringshop's order confirmation emails are sent through Amazon SES (eu-west-2).")
F("2026-06-18", "17:48:04", "fact", 0.9, ["stringshop", "deploy", "fly"],
  "@NS6b@ stringshop's backend is deployed to Fly.io with `fly deploy`.")
F("2026-06-23", "09:55:27", "fact", 0.9, ["returns", "strings"],
  "@N7a@ Opened gut string packets are never refunded; they stretch once uncoiled and can't be resold.")
F("2026-06-30", "15:02:50", "fact", 0.9, ["chat", "tools"],
  "@S8b@ We left Slack for Zulip in June; the old Slack workspace is read-only.")
F("2026-07-01", "11:20:13", "fact", 0.87, ["repairs", "quotes", "photos"],
  "@NS2a@ Repair quotes are never sent without at least one photo of the damage attached.")
F("2026-07-07", "14:47:36", "decision", 0.9, ["shipping", "harps", "international"],
  "@N5a@ Decided not to offer international shipping for harps: UK delivery or collection only.")
F("2026-07-14", "10:09:59", "fact", 0.86, ["humidor", "uv", "python"],
  "@F7b@ humidor's dependencies are installed with `uv sync --frozen` on the Pi, and the script runs via `uv run`.")
F("2026-07-21", "16:34:22", "fact", 0.88, ["humidor", "alerts", "harp-room"],
  "@V7a@ humidor's high-humidity alert for the harp room triggers at 62% RH.")
F("2026-07-28", "12:01:45", "fact", 0.87, ["workshop", "humidity", "fiddle-room"],
  "@O4a@ Fiddle room target humidity is 40–50% RH.")
F("2026-07-30", "09:28:08", "preference", 0.83, ["commissions", "photos", "morag"],
  "Morag wants a progress photo of every harp commission at each of the three stages.")
F("2026-08-04", "13:55:31", "fact", 0.88, ["stringshop", "discounts", "students"],
  "@F4b@ The 10% student discount covers strings and accessories, but not instruments, kits or sale items.")
F("2026-08-11", "15:22:54", "fact", 0.84, ["benchlog", "database"],
  "@R7b@ benchlog stores everything in SQLite (`/srv/benchlog/db.sqlite3`); Callum says that's plenty at our size.")
F("2026-08-13", "10:50:17", "decision", 0.85, ["fiddles", "consignment"],
  "We decided to stop taking second-hand fiddles on consignment from 2027.")
F("2026-08-18", "14:17:40", "fact", 0.88, ["shipping", "fiddles", "cites"],
  "@NS5a@ A fiddle with a pernambuco bow is never shipped abroad without a CITES check on the bow.")
F("2026-08-25", "11:44:03", "fact", 0.87, ["stringshop", "deploy", "ci"],
  "@F2b@ The stringshop deploy workflow skips the Medusa backend when a merge only touches `apps/storefront/**`.")
F("2026-09-01", "09:11:26", "fact", 0.86, ["studio", "cancellations", "illness"],
  """@NS3a@ We don't charge the late-cancellation fee when a student is ill, as long as
they tell us before the lesson starts.""")
F("2026-09-08", "16:38:49", "fact", 0.88, ["studio", "lessons", "harp"],
  "@V9a@ One-to-one harp lessons are 45 minutes long.")
F("2026-09-10", "12:05:12", "fact", 0.9, ["people", "ruaridh"],
  "Ruaridh started his apprenticeship in September 2025.")
F("2026-09-15", "10:32:35", "fact", 0.83, ["stringshop", "dev", "docker"],
  "@N8a@ We run stringshop locally with `docker compose up` (Postgres, Redis and Medusa in containers).")
F("2026-09-22", "14:59:58", "preference", 0.86, ["stringshop", "priya", "ownership"],
  "@A6b@ For anything about stringshop's prices, stock levels or delivery rules, Priya is the person to ask.")
F("2026-09-29", "11:26:21", "fact", 0.91, ["humidor", "timescaledb", "migration"],
  "@S2b@ humidor moved off InfluxDB to TimescaleDB (Postgres on bothy) in September; the InfluxDB instance is shut down.")
F("2026-10-01", "15:53:44", "decision", 0.87, ["shipping", "eu", "webshop"],
  "Decided to keep the EU shipping rate for webshop orders flat at £12.50 through 2027.")
F("2026-10-06", "10:20:07", "fact", 0.89, ["stringshop", "prices", "strings"],
  "@V10a@ A full set of strings for the 34-string lever harp costs £189 in the webshop.")
F("2026-10-13", "13:47:30", "decision", 0.9, ["benchlog", "customers", "portal"],
  "@N10a@ We decided not to build a customer portal; benchlog stays staff-only.")
F("2026-10-15", "09:14:53", "fact", 0.86, ["commissions", "fiddles"],
  "Fiddle commissions take 4–6 months from deposit to collection.")
F("2026-10-20", "16:41:16", "fact", 0.85, ["workshop", "glue"],
  "@A4b@ The hide glue pot's dial is in Fahrenheit; it should sit at 140 °F.")
F("2026-10-27", "12:08:39", "fact", 0.9, ["harp-kits", "stringshop"],
  "@NS10b@ Harp kits are sold through stringshop.")
F("2026-11-03", "10:35:02", "fact", 0.88, ["commissions", "harps", "wait"],
  "@A7b@ Harp commissions are currently booking about 14 months out, so a deposit now means collection in early 2028.")
F("2026-11-10", "14:02:25", "fact", 0.9, ["workshop", "hours", "christmas"],
  "@F5b@ Over Christmas, 24 Dec to 3 Jan, the Perth workshop is closed.")
F("2026-11-17", "11:29:48", "fact", 0.87, ["lessonbook", "ci"],
  "lessonbook's test suite runs on GitHub Actions.")
F("2026-11-24", "15:56:11", "fact", 0.85, ["stringshop", "deploy", "black-friday"],
  "@NS1b@ stringshop deploys go out several times a week, Black Friday week included: small PRs, easy rollback.")

# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

auto("stringshop-upgrade-notes", "2026-10-19", ["stringshop", "upgrades"], "stringshop upgrade notes", """
# stringshop upgrade notes

Running log of framework and runtime bumps on the shop.

## Runtime
@V2b@ - both apps are pinned to Node 22: `.nvmrc`, `engines.node` and the Dockerfile base image all say 22
- Next.js stays on 14 for now; 15 needs the React 19 work first
- Medusa: stay on 2.x, bump minors monthly, read the changelog for migration notes

## History
@D5a@ - back in January we were still on Medusa v1.20; the v2 rebuild went live in February
- the old v1 admin went with it (the new admin is built in)

## Search
@S9b@ - Algolia was retired in October: search now runs on Meilisearch (Fly app `stringshop-search`)
- full reindex: run the `reindex` script in `apps/backend`, takes about a minute
""")

auto("stringshop-dev-notes", "2026-05-11", ["stringshop", "dev", "setup"], "stringshop dev notes", """
# stringshop — dev notes

Things I keep forgetting when working in the shop repo.

## Setup
@R1b@ - install deps with `yarn install --immutable` — the shop repo is a Yarn 4 workspace
@N8b@ - don't use Docker for local dev: Medusa and the storefront run straight on the host, pointed at a Neon dev branch
- copy `apps/backend/.env.example` to `.env` and fill in the Stripe test key

```env
DATABASE_URL=postgres://stringshop:...@ep-misty-tay.eu-west-2.aws.neon.tech/stringshop_dev
STRIPE_API_KEY=sk_test_...
STORE_CORS=http://localhost:8000
```

## CI / merging
@O2b@ - CI: GitHub Actions (lint, typecheck, vitest) on every PR
@N1b@ - We never squash in the shop repo; use a merge commit so the Medusa migration commits stay traceable.
- the Playwright checkout test only runs on PRs labelled `checkout`

## Misc
- storefront dev server on :8000, Medusa on :9000
- the `TESTZERO` discount code only exists in staging and prod, not in the seeds
""")

auto("backups-runbook", "2026-09-14", ["backups", "restic", "bothy", "runbook"], "Backups runbook (bothy)", """
# Backups runbook (bothy)

## What runs
@V3b@ - the restic job on bothy starts at 03:15 every night (`restic-b2.timer`)
@A1b@ - retention is a month of dailies (`--keep-daily 30`), pruned on Sundays
- what's backed up: `/srv`, `/etc`, and the database dumps in `/var/backups/db`
- GlitchTip's data is excluded, we can live without old error events

## Restore drill
1. list snapshots with the `nightly` tag
2. restore to `/tmp/restore` and diff against live
3. time it and write it in the infra reference

```sh
export RESTIC_REPOSITORY=b2:corrieburn-bothy:/
restic snapshots --tag nightly --latest 3
restic restore latest --target /tmp/restore --include /srv
```

## FAQ
**Does this cover the shop?** No, the shop database is on Neon and has its own point-in-time restore.
**Does it cover humidor-pi?** Only through the SD card image, which is weekly and separate.
""")

auto("teaching-studio-faq", "2026-08-20", ["studio", "faq", "lessons"], "Teaching studio FAQ", """
# Teaching studio FAQ (for answering emails)

**How late can a student cancel?**
@V6a@ A: Free cancellation up to 24 hours before the lesson starts; after that the full fee applies.

**Do students get a reminder?**
@A3b@ A: Yes, everyone gets an email reminder the day before their lesson.

**How long are group classes?**
@O9a@ A: Group fiddle classes run for 90 minutes, max 8 players.

**Can I try before committing?**
A: Yes, taster sessions are 30 minutes and £15, taken off the first block if they sign up.

**Do you hire harps?**
A: Beginner lever harps, £35 a month; the first month is free for new students.
""")

auto("stringshop-catalogue", "2026-10-12", ["stringshop", "catalogue", "prices"], "stringshop catalogue: string sets", """
# String sets on the shop

Prices as on the site this month. Ask Priya before changing any of them.

| Set | Material | Price |
|---|---|---|
@V10b@ | Full set, 34-string lever harp | gut + nylon bass | £214 |
| Full set, 38-string lever harp | gut + wound bass | £262 |
| Full set, 26-string lap harp | nylon | £96 |
| Full set, 4/4 fiddle (Dominant) | synthetic core | £68 |
| Bass wires only, 34-string | bronze wound | £58 |

- the 36-string set is ordered in on request, no fixed price yet
- single strings run from £3.40 (nylon, top octave) to £19 (wound bass)
""")

auto("infra-notes", "2026-03-09", ["infra", "bothy", "scratch"], "infra notes (scratch)", """
# infra notes (scratch)

@V8b@ - bothy: Hetzner CX22, 2 vCPU / 4 GB RAM, fsn1, Ubuntu 24.04
- swap: 2 GB swapfile, added after GlitchTip ate the memory in January
- disk ~45% used, media is the big one

| Thing | Where | Notes |
|---|---|---|
@R8b@ | DNS zone for corrieburn.co.uk | Gandi LiveDNS | edit records there |
| TLS for bothy sites | certbot (HTTP-01) | renews via systemd timer |
| shop + API | Fly.io | certs managed by Fly |
| staff mail | Google Workspace | Priya is the admin |

- Tailscale ACLs live in the admin console, not in git (yet)
""")

auto("domain-and-email", "2026-06-25", ["dns", "email", "domain"], "Domain and email setup", """
# Domain & email

@R8a@ - DNS for corrieburn.co.uk is managed in Cloudflare; Priya and Callum both have access
- `benchlog.`, `grafana.` and `glitchtip.` point at bothy; `shop.` and `api.` are CNAMEs to Fly
- staff mailboxes are Google Workspace (morag@, tomas@, studio@, shop@, priya@)
- the newsletter goes out from Buttondown on the first Thursday of the month
- DMARC has been `p=quarantine` since May; SPF covers Google plus the transactional senders

**Who can add a DNS record?** Priya or Callum. The agent can't, and shouldn't ask for access.
""")

auto("incident-2026-07-checkout", "2026-07-09", ["stringshop", "incident", "stripe"], "Incident: checkout 500s, 8 July 2026", """
# Incident: checkout 500s, 8 July 2026

## Timeline
- 10:40 first customer email ("card page spins forever")
@R3b@ - 10:52 Bugsnag flagged it first; the shop's storefront and Medusa errors all go there
- 11:05 Callum rolled back the backend deploy from the evening before
- 11:20 orders flowing again; Priya emailed the 14 abandoned baskets

## Cause
A Stripe API version bump in the payment module; the webhook signature check started failing.

## Follow-ups
@O6a@ - the Stripe webhook subscriber now retries failed fulfilment up to 5 times with backoff
- pin the Stripe API version in config, never rely on the account default
- synthetic checkout test every 30 min (done, scheduled workflow)
""")

auto("repairs-workflow", "2026-04-22", ["repairs", "workflow", "benchlog"], "Repairs workflow", """
# Repairs workflow

How the repair bench actually runs, written up after shadowing Tomas for a morning.

## Intake
- instrument comes in, intake gets logged with photos and the customer's description of the problem
@N2b@ - put the customer's phone number in the ticket notes so whoever's at the bench can ring them
- tag the case with the job number (masking tape on the handle, never on the instrument)

## Quote
- Tomas has a look within two working days and drafts the quote
@R5b@ - Morag approves every repair quote before it goes out; Tomas only drafts them in benchlog

## Bench
@F9b@ - default strings on a fiddle setup are Dominant; if the customer asks for gut we fit Passione instead
- bow rehairs are a fixed £65, no quote needed
- harps: regulation first, then strings, then levers
""")

auto("lessonbook-ops", "2026-09-03", ["lessonbook", "ops"], "lessonbook ops notes", """
# lessonbook ops notes

@S1b@ Switched lessonbook's email from Mailgun to Brevo in August — the Mailgun account
is closed, so ignore any old `MAILGUN_*` vars you come across.

@R6b@ - lessonbook runs on bothy under systemd (puma on :3000 plus a sidekiq unit), next to benchlog
@N4b@ - students also get a text reminder the day before (Twilio; sender number in `TWILIO_FROM`)
- Sidekiq dashboard at `/admin/sidekiq`, staff login only
- rails console on prod: ask Callum first, the data has children's names in it
""")

auto("returns-policy", "2026-06-29", ["webshop", "returns", "policy"], "Returns policy cheat sheet", """
# Returns policy (webshop) — cheat sheet for answering emails

- unopened strings and accessories: returnable within 30 days, customer pays return postage
@N7b@ - opened gut strings can be returned within 30 days for a full refund
- faulty items: we pay return postage, refund or replace
- harp kits: returnable unopened only; the build day is refunded separately
- instruments bought in the workshop: no online returns, talk to Morag
""")

auto("harp-build-checklist", "2026-04-13", ["harps", "build", "checklist"], "Harp build checklist (lever harps)", """
# Harp build checklist (lever harps)

Morag's order of work, typed up from the sheet on the wall.

## Gluing
- soundboard joints: hot hide glue, clamped overnight
@NS4b@ - Titebond is fine for the base, the feet and the case parts
- check the glue pot temperature before every glue-up

## Neck and pins
- drill the pin holes with the jig, 4.7 mm for 5 mm pins
@N9b@ - rub a little beeswax on each tuning pin before driving it into the pin block
- bridge pins go in after the first stringing

## Stringing
- first stringing a semitone flat, bring it up over a week
- log the gauges as you go
""")

auto("benchlog-notes", "2026-08-26", ["benchlog", "notes"], "benchlog notes", """
# benchlog notes

@R10b@ benchlog's background jobs (staff reminders, quote PDFs) run on django-q2 with the Django ORM as broker; it doesn't use Redis.

@A5a@ - nginx caps benchlog uploads at 20 MB (`client_max_body_size 20m`) so phone photos fit
@O6b@ - a failed staff reminder email is retried 3 times, then the job gets a red flag on the dashboard
@N10b@ - customers can log in to benchlog with a magic link to see their repair status
- the Django admin is at `/admin/`, staff accounts only
""")

auto("humidor-setup", "2026-10-08", ["humidor", "pi", "setup"], "humidor setup", """
# humidor setup

How the Pi is set up, for when it needs rebuilding again.

- Raspberry Pi OS Lite (bookworm), SSH keys only
- sensors on I²C bus 1, addresses 0x44 and 0x45
@S7b@ - deploys are no longer a `git pull` on the Pi: the Ansible playbook `humidor.yml` (in `corrieburn/infra`) pushes the code and restarts the service
- ntfy topic is `corrieburn-climate`; Morag and Tomas are subscribed on their phones

```ini
[Unit]
Description=humidor climate logger
After=network-online.target

[Service]
User=humidor
Restart=on-failure
```
""")

auto("onboarding-checklist", "2026-02-02", ["onboarding", "checklist"], "Onboarding checklist", """
# Onboarding checklist (new staff, or a fresh agent setup)

- read MEMORY.md and the people table
- Google Workspace account from Priya
@S10b@ - We no longer use LastPass: everything moved into the Bitwarden organisation in January.
- benchlog account: Callum creates it, role depends on the job
- read-only Grafana login if you care about humidity
- ask Eilidh for the studio sheet (door codes)
""")

auto("stringshop-admin-howto", "2026-07-16", ["stringshop", "admin", "howto"], "Shop admin how-to", """
# Shop admin how-to (Medusa admin)

- log in at `api.corrieburn.co.uk/app` with your own account
@F6b@ - price changes need Priya's OK first; typo fixes in product descriptions don't
- stock: adjust under Inventory, location "Mill Wynd"
- new product: copy an existing one and change the SKU; never reuse an old SKU
- discount codes: Promotions → create, always with an end date
""")

auto("commission-faq", "2026-11-05", ["commissions", "faq"], "Commission FAQ", """
# Commission FAQ (harps and fiddles)

**Does a harp come with a case?**
@F8b@ A: Yes, every lever harp includes a padded gig bag; a hard flight case is an extra £320.

**What deposit do you take for a fiddle?**
@O5a@ A: Fiddle commissions take a flat £300 deposit, with the balance due on collection.

**Why is the wait so long?**
@D3a@ A: It used to be worse: in 2024 the harp wait was nearer 20 months. It's come down since Ruaridh joined.

**Can I visit while it's being built?**
A: Yes, by appointment with Morag.
""")

auto("opening-hours", "2026-03-16", ["hours", "sites"], "Opening hours (all sites)", """
# Opening hours

| Site | Days | Hours |
|---|---|---|
@A9a@ | Perth workshop (Mill Wynd) | Tue–Sat | 09:30–17:30 |
| Dundee room (Wellgate) | Thu–Sun | 10:00–16:00 |
| Webshop dispatch | Tue–Fri | cut-off 13:00 |

- Bank holidays: workshop closed, the Dundee room follows the arts centre.
- The phone is only answered in opening hours.
""")

auto("grafana-dashboards", "2026-05-20", ["grafana", "humidor", "monitoring"], "Grafana dashboards", """
# Grafana dashboards

Grafana runs on bothy at `grafana.corrieburn.co.uk` (port 3001 behind nginx).

- "Workshop climate": harp room + fiddle room, 7-day view by default
@A8b@ - the humidor panels use 5-minute buckets because the Pi reports once every 300 s
- "bothy health": CPU, RAM, disk, from node_exporter
- the old "Shop orders" board was removed; Priya uses the Medusa admin instead
""")

auto("escalation", "2026-06-11", ["escalation", "people"], "Who to escalate to", """
# Who to escalate to

@NS8a@ - payment disputes and chargebacks on the shop go to Priya, not to Callum
- lessonbook problems: Eilidh first, she decides if it's worth Callum's time
- humidor alerts overnight: nobody, unless the harp room passes 70 % RH, then ring Morag
- benchlog broken: Callum, but it can wait for his next working day unless intake is blocked
- anything involving damage to a customer's instrument: Morag, immediately
""")

auto("shipping-howto", "2026-08-07", ["shipping", "fiddles", "howto"], "Shipping how-to (workshop side)", """
# Shipping how-to (workshop side)

@O10a@ - UK: fiddles and bows go ParcelForce 48 in a double box, case inside
@NS5b@ - we ship fiddles internationally (DHL Express, customer pays the duties)
@D9a@ - during the December 2025 rush we also dispatched on Saturdays
- bows on their own travel in a tube, never loose in a fiddle case
- always photograph the instrument in the box before sealing it
""")

auto("dispatch-routine", "2026-10-28", ["webshop", "dispatch"], "Webshop dispatch routine", """
# Webshop dispatch routine

@D9b@ - webshop orders are packed and dispatched Tuesday to Friday; same-day cut-off is 13:00
- Royal Mail collects around 15:30; ParcelForce parcels we drop at the depot
- packing bench is the one by the window; string sets go in the small mailers
- print the picking list from the Medusa admin at 13:00
""")

auto("insurance-notes", "2026-04-30", ["insurance", "policy"], "Insurance notes", """
# Insurance notes

@NS9a@ - customer instruments are never left in the front window: sun damage there isn't covered
- customer instruments are covered on our premises up to £25k each
- in transit: covered when shipped with declared value; claims go through the broker
- the policy renews in September; broker is Allan at Tay Insurance
""")

auto("shop-floor", "2026-09-25", ["shop-floor", "display"], "Shop floor / front room", """
# Shop floor / front room

@NS9b@ - the front window is for stock harps that are for sale; rotate them monthly
- the demo fiddle hangs by the door and customers can play it
- string display: top sellers at eye level
- tuners and spare levers in the glass case, key on the hook behind the counter
""")

# ---- unlabelled notes ----

auto("weekly-ops-2026-10-06", "2026-10-06", ["meeting", "ops"], "Weekly ops, 6 Oct 2026", """
# Weekly ops — 6 Oct 2026

Present: Morag, Tomas, Priya, Eilidh (Callum on the phone)

- commissions: two new harp deposits in, one fiddle
- repairs: 11 on the bench, 3 waiting on parts
- shop: string sets selling well, 38-string sets running low
- studio: autumn term full in Perth, 3 spaces left in Dundee

Actions
- Priya: reorder Bow Brand sets
- Callum: look at the slow job list page in benchlog
- Eilidh: advertise the Dundee spaces in the newsletter
""")

auto("black-friday-checklist", "2026-11-17", ["black-friday", "stringshop", "checklist"], "Black Friday checklist", """
# Black Friday checklist

- [x] banner copy signed off by Priya
- [x] code `BF26` tested on staging
- [ ] stock check on all full string sets
- [ ] extra Royal Mail collection booked for Tue 1 Dec
- [ ] newsletter goes out Thursday evening

Q: does `BF26` stack with the student discount?
A: No. Sale items are excluded from the student discount anyway.
""")

auto("wood-stock", "2026-09-18", ["timber", "stock"], "Tonewood stock", """
# Tonewood stock (back shed + loft rack)

| Wood | Use | Boards | Seasoned since |
|---|---|---|---|
| Sitka spruce | harp soundboards | 14 | 2019 |
| European spruce | fiddle tops | 22 | 2016 |
| Scottish sycamore | fiddle backs | 9 | 2018 |
| Cherry | kits, lap harps | 30 | 2021 |
| Walnut | concert harp necks | 6 | 2017 |

- Morag wants 3 years' stock of soundboard spruce at all times
- anything under 5 years seasoned goes to kits only
""")

auto("string-gauges", "2026-05-03", ["harps", "strings", "gauges"], "Harp string gauges", """
# Harp string gauges (34-string lever harp)

Reference chart Ruaridh uses when restringing. Octave numbering follows Bow Brand.

- 1st–2nd octave: nylon, 0.64 mm to 0.91 mm
- 3rd–4th octave: gut, 1.00 mm to 1.70 mm
- 5th octave: gut, 1.80 mm to 2.20 mm
- bass (6th octave down): bronze wound on steel core
- C strings are red, F strings are black/navy

FAQ: **Can I swap a gut string for nylon on one course?** Only in the top two octaves, and tell the customer.
""")

auto("lesson-pricing", "2026-08-31", ["studio", "pricing"], "Lesson pricing 2026/27", """
# Lesson pricing 2026/27

- 1:1 harp: £32 a lesson, sold in termly blocks of 10
- 1:1 fiddle: £30 a lesson, termly blocks of 10
- group fiddle: £14 a class
- taster session: £15, credited against the first block
- sibling discount: 10% off the second child's block
""")

auto("glossary", "2026-02-14", ["glossary"], "Glossary", """
# Glossary

- **bothy**: our Hetzner server
- **course**: one string position on a harp
- **regulation**: adjusting the levers so sharpened notes are in tune
- **the loft**: the teaching room above the workshop in Perth
- **croft**: the old web shop server
- **build day**: the kit session at the workshop
- **humidor**: the humidity logger, not a cigar box
""")

auto("tailscale-access", "2026-03-04", ["tailscale", "access"], "Tailscale access", """
# Tailscale access

- tailnet owner: Priya's Google account
- tags: `tag:server` (bothy), `tag:sensor` (humidor-pi)
- ACL: `tag:sensor` can only reach bothy on 1883
- the agent's node is ephemeral and expires after 7 days
- MagicDNS on, so `ssh bothy` just works
""")

auto("photo-guidelines", "2026-04-03", ["photos", "repairs", "commissions"], "Photo guidelines", """
# Photo guidelines

For repair intake:
- four angles: front, back, both sides; plus a close-up of the damage
- daylight from the front window, no flash on varnish

For commission progress photos:
- Morag picks the shot; we don't send anything she hasn't seen
- watermark-free, customers share them anyway
""")

auto("studio-review-2026-06", "2026-06-26", ["meeting", "studio"], "Studio review, June 2026", """
# Studio review — June 2026

- numbers: 68 regular students (41 Perth, 27 Dundee)
- Tuesday group fiddle is half empty, try Thursday evening in the autumn
- waiting list for 1:1 harp in Perth: 9 names
- harp hire fleet: 12 harps, 10 out
- Q: should the Dundee room open on Wednesdays? Not until numbers justify it.
""")

auto("summer-school-2026-retro", "2026-07-13", ["summer-school", "retro"], "Summer school 2026 retro", """
# Summer school 2026 — retro

- 22 students, 4 tutors; the loft was tight on the Thursday
- the ceilidh on the last night was the highlight again
- two hire harps came back with broken lever cams, add a lever check to the return list
- next year: open bookings in February, not March
""")

auto("supplier-contacts", "2026-01-19", ["suppliers", "contacts"], "Supplier contacts", """
# Supplier contacts

- Bow Brand: trade account, order by email, 5 working days
- Thomastik: through the UK distributor, min order £250
- lever hardware: order Camac parts in January for the year, Loveland as needed
- crate courier: Hendry's, quote per job, 2 weeks' notice
- sawmill: ring first, they don't do email
""")

auto("new-harp-model-ideas", "2026-08-21", ["harps", "ideas"], "New harp model ideas", """
# New harp model ideas

- a 30-string travel harp with a detachable base
- offer a left-handed (reversed) version of the 34
- carbon-fibre soundboard experiment: Morag says no
- Q: would a cheaper student 34 with Loveland levers cannibalise hires? Probably not.
""")

auto("benchlog-data-model", "2026-02-23", ["benchlog", "data-model"], "benchlog data model", """
# benchlog data model (cheat sheet)

- `Job` → `Commission` / `Repair` (multi-table inheritance)
- `Customer` 1—n `Contact`
- `Quote` belongs to a Job, has line items and a PDF
- `StringLog` belongs to a Repair or Commission, one row per course
- `Photo` belongs to a Job, tagged `intake` / `progress` / `completion`

```python
class Job(models.Model):
    status = models.CharField(max_length=20, choices=STATUSES)
    bench_owner = models.ForeignKey(User, on_delete=models.PROTECT)
```
""")

auto("gdpr-notes", "2026-05-22", ["gdpr", "data"], "GDPR notes", """
# GDPR notes

- repair and commission records: kept 6 years (tax)
- student records in lessonbook: deleted 12 months after the last lesson
- newsletter: double opt-in, unsubscribe link in every issue
- subject access requests go to Priya, 30-day deadline
""")

auto("agent-session-tips", "2026-07-24", ["agent", "tips"], "Agent session tips", """
# Agent session tips

- use the benchlog API, not screen-scraping the admin
- check the sale calendar before touching anything on the shop
- humidor questions: the Grafana board is faster than SSHing to the Pi
- when in doubt about a customer, ask; don't guess from old tickets
""")

auto("fly-notes", "2026-06-05", ["fly", "stringshop"], "Fly notes", """
# Fly notes

- logs: `fly logs -a stringshop-api`
- secrets: `fly secrets set` (triggers a restart, warn Priya in sale weeks)
- don't change machine sizes without asking Priya, it's her budget
- health check path: `/health`

```toml
[http_service]
  internal_port = 9000
  force_https = true
```
""")

auto("harp-hire-scheme", "2026-03-12", ["studio", "hire", "harps"], "Harp hire scheme", """
# Harp hire scheme

- beginner lever harps (26 and 34 string)
- £100 refundable deposit per hire harp
- minimum hire 3 months; give one month's notice to return
- hire fees count towards buying a student harp within the first year
""")

auto("lever-regulation", "2026-10-22", ["harps", "levers", "regulation"], "Lever regulation notes", """
# Lever regulation notes

- regulate after the strings have settled, never on a fresh stringing
- Camac levers: adjust with the eccentric screw, quarter turns
- Loveland: bend the fret slightly, check with a tuner on both flat and sharp
- a full regulation on a 34 takes Ruaridh about 3 hours
""")

auto("workshop-safety-faq", "2026-02-27", ["safety", "faq"], "Workshop safety FAQ", """
# Workshop safety FAQ

**Can visitors go into the workshop?** Only with Morag or Tomas, and never near the bandsaw.
**Where are the fire extinguishers?** By the back door and at the foot of the loft stairs.
**Who checks the dust extractor filters?** Ruaridh, monthly.
""")

auto("newsletter", "2026-04-08", ["newsletter", "marketing"], "Newsletter", """
# Newsletter

- Buttondown, about 1,900 subscribers
- first Thursday of the month, written by Priya, Morag adds a harp photo
- sections: workshop news, studio dates, one featured string set
- never include prices that expire before the next issue
""")

auto("festival-stalls-2026", "2026-04-29", ["events", "festival"], "Festival stalls 2026", """
# Festival stalls 2026

- Edinburgh harp festival (April): stall with 3 lever harps, took card payments on the SumUp reader
- Perth Show (August): fiddles and string sets only
- Celtic Connections next January: Morag undecided
- take the stall insurance certificate to every event
""")

# ---------------------------------------------------------------------------
# MEMORY.md index (every root file)
# ---------------------------------------------------------------------------
_SECTIONS = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
_lines = ["# Memory Index", ""]
for _typ, _head in _SECTIONS:
    _lines.append(f"## {_head}")
    _lines.append("")
    for _fname, _title, _hook, _t in ROOT_INDEX:
        if _t == _typ:
            _lines.append(f"- [{_title}]({_fname}) — {_hook}")
    _lines.append("")
FILES["MEMORY.md"] = "\n".join(_lines).rstrip("\n") + "\n"
