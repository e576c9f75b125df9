"""File bodies for the set216 store (Pendlebury Horology, a clock and watch repair workshop).

A line starting with `@ID@ ` marks a claim; the marker is stripped by build.py.
Three layouts: root Claude Code auto-memory files, remnic facts under facts/, free notes under auto/.
"""
import calendar
import hashlib
import textwrap
from datetime import datetime

FILES = {}      # store-relative path -> full text (frontmatter + body, markers still in)
FLAT = set()    # root files whose description intentionally carries an unquoted ': '
ROOT_INDEX = [] # (section, title, filename, hook) for MEMORY.md


def _body(text):
    return textwrap.dedent(text).strip("\n") + "\n"


def root(fname, name, desc, typ, title, hook, section, body, flat=False):
    assert fname not in FILES, fname
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _body(body)
    ROOT_INDEX.append((section, title, fname, hook))
    if flat:
        FLAT.add(fname)


def fact(ts, category, conf, tags, body):
    """ts like '2026-05-02T09:14:00'; path/id/epoch derived from it."""
    text = _body(body)
    h = hashlib.md5((ts + text).encode()).hexdigest()
    hex4 = h[:4]
    ms = int(h[4:8], 16) % 1000
    dt = datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S")
    epoch_ms = calendar.timegm(dt.timetuple()) * 1000 + ms
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S") + f".{ms:03d}Z"
    stem = f"{category}-{epoch_ms}-{hex4}"
    path = f"facts/{dt.strftime('%Y-%m-%d')}/{stem}.md"
    assert path not in FILES, path
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\ntags:\n{tag_lines}"
          f"status: active\n---\n\n")
    FILES[path] = fm + text
    return path


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[path] = fm + _body(body)


# ---------------------------------------------------------------------------
# 1. Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_priya.md", "priya-profile",
     "Who Priya is, when she works and how she likes the agent to hand things over",
     "user", "Priya (developer)", "the contract developer: working days, editor, review habits", "User", """
Priya Nandakumar — contract developer, Tue/Wed, mostly remote from Sheffield, at Kirkgate about once a month.
Owns the code for all four systems (TickTrack, PartsBin, Mainspring, the shop theme); Tomasz owns priorities.

- Strong Python/Django background, newer to SvelteKit — explain Svelte 5 runes when they come up.
@PRIYA_EDITOR@ - Her editor is Neovim (LazyVim config), so give her shell commands and file paths rather than IDE menu clicks.
- Likes small PRs with a short "why" paragraph at the top, and a screenshot if anything at the counter changes.
- Reviews on Tuesday mornings; anything urgent goes to her on Signal, not email.
- Doesn't want the agent to run anything against bench-01 unless she's online.
""")

root("user_tomasz.md", "tomasz-profile",
     "Workshop manager; non-developer who owns priorities and edits the shop theme",
     "user", "Tomasz (workshop manager)", "who sets priorities and how to talk to him", "User", """
Tomasz Wróbel — workshop manager at Kirkgate since 2019. Not a developer, but happy enough in a terminal for the shop theme.

- Decides what gets built for TickTrack and the shop; Ruth has the last word on prices and anything to do with guarantees.
@TOMASZ_EDITOR@ - He edits the Shopify theme and these notes in VS Code, with the Shopify Liquid extension.
- Writes requests in plain English ("the tags are too small"); turn them into tasks, don't ask him for acceptance criteria.
- Wants to be told before anything changes at the counter — screens, printer, logins.
- Prefers a summary he can forward to Ruth without editing.
""")

root("user_ruth.md", "ruth-profile",
     "The owner and master watchmaker; what she cares about and how she reads output",
     "user", "Ruth (owner)", "the owner's priorities and reading habits", "User", """
Ruth Pendlebury — owner and master watchmaker (BHI member); started the workshop in 1998 on Kirkgate.

- Sets prices, guarantee terms and the supplier relationships.
- Barely uses TickTrack beyond the "on my bench" view; prefers a printed list on Friday afternoons.
- Hates jargon in anything a customer reads — read her the wording before any SMS or email template change ships.
- Calls a service a "service", never an "overhaul"; keep that in templates too.
""")

root("reference_staff.md", "staff-and-roles",
     "Who works where and who to send what to",
     "reference", "Staff and roles", "people, roles, sites and escalation", "Reference", """
| Person | Role | Where |
|---|---|---|
| Ruth Pendlebury | owner, watchmaker | Leeds |
| Tomasz Wróbel | workshop manager | Leeds |
| Declan Moss | watchmaker — quartz, batteries, pressure testing | Leeds |
| Sam Okafor | clock restorer, home visits | Leeds + on the road |
| Aoife Brennan | counter and shop orders | Leeds, Harrogate |
| Helen Strand | bookkeeper, part-time | remote |
| Priya Nandakumar | contract developer | remote |

## Escalation
@NS5a@ - Damaged-item complaints: escalate to Ruth, not to whoever happens to be on the counter.
- Turnaround complaints ("where's my watch?") go to Tomasz.
- Website/shop order problems: Aoife first, then Tomasz.
- Anything about a bill or refund goes to Helen via Tomasz.
""")

root("project_ticktrack_overview.md", "ticktrack-overview",
     "What TickTrack is, its stack, statuses and who uses it",
     "project", "TickTrack overview", "the repair-ticket system at a glance", "Project", """
TickTrack is the repair-ticket system: every watch or clock that comes over the counter gets a ticket, a tag and a status.
Built by Priya in 2024.

## Stack
@TT_DJANGO@ - Django 5.1 on Python 3.12, with HTMX for the counter screens.
@TT_DB@ - Database: PostgreSQL 16 on bench-01 (db `ticktrack`, peer auth over the unix socket).
- Background jobs run in Celery: SMS, estimate PDFs, the nightly overdue report.
@TT_EMAIL@ - Transactional email (estimates, ready-for-collection) goes out through Postmark; the server token lives in the env file.
@TT_CI@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs ruff and pytest on every PR.
@S1a@ - Intake photos are stored on bench-01's disk under `/srv/ticktrack/media/`.

## Statuses
`INTAKE → ESTIMATE_SENT → APPROVED → ON_BENCH → QC → READY → COLLECTED`, plus `DECLINED` and `RETURNED_UNREPAIRED`.

- QC means Declan's pressure test for watches, or a 24-hour run on the test rack for clocks.
@TICKET_FMT@ - Ticket numbers are `RT-<year>-<4-digit seq>`, and the sequence resets every January.
- Clock tickets use the same numbering; only the tag colour differs (green for clocks, white for watches).

## Who uses it
- Counter: Aoife and Tomasz. Bench: Ruth, Declan, Sam. Helen only reads the monthly invoiced report.
- Customers never log in; they get texts and emails.
""")

root("reference_ticktrack.md", "ticktrack-ops-reference",
     "Where TickTrack lives on bench-01 and how to poke at it",
     "reference", "TickTrack ops reference", "paths, units, logs and admin for TickTrack", "Reference", """
Quick reference for poking at TickTrack on bench-01.

- Repo: `github.com/pendlebury-horology/ticktrack` (private), default branch `main`.
- Code is checked out at `/srv/ticktrack/app`, venv at `/srv/ticktrack/venv`.
@TT_PORT@ - gunicorn binds `127.0.0.1:8000`; Caddy terminates TLS for `tickets.pendleburyhorology.co.uk` and proxies to it.
- systemd units: `ticktrack-web`, `ticktrack-worker`, `ticktrack-beat`.
- Logs: `journalctl -u ticktrack-web -f`; Caddy's access log is `/var/log/caddy/tickets.log`.
- The Django admin is at `/desk/`, not `/admin/` — renamed after the bot noise in 2025.

```bash
sudo -u ticktrack /srv/ticktrack/venv/bin/python manage.py shell_plus
sudo systemctl restart ticktrack-web ticktrack-worker
```

- The counter PCs also reach it over Tailscale (`bench-01.tail0c1d.ts.net`), handy when the shop broadband drops.
""")

root("project_partsbin_overview.md", "partsbin-overview",
     "PartsBin, the parts stock and ordering app — stack, hosting, reorder points",
     "project", "PartsBin overview", "parts stock and ordering app at a glance", "Project", """
PartsBin is the parts-ordering and stock app: what's on the shelves, what's reserved for a ticket, what's on order.

@PB_UV@ - Python 3.12 + FastAPI; deps managed with uv (`uv sync --frozen` on deploy).
@PB_DB@ - Storage: SQLite at `/srv/partsbin/partsbin.db` (WAL mode) — the whole thing is under 40 MB.
@D7b@ - Runs on bench-01 next to TickTrack, behind the same Caddy.
- UI is server-rendered Jinja with a sprinkle of Alpine.js; no SPA.
- A TickTrack ticket can reserve parts; reserved stock shows amber in the shelf view.

## Reorder points
@PB_SR626@ - SR626SW (the 377) reorder point: 20 cells.
- SR621SW: 15 cells. SR920SW (371): 10 cells.
- Mainsprings and crystals have no reorder point; they're ordered per ticket.
""")

root("project_mainspring_overview.md", "mainspring-overview",
     "Mainspring, the servicing-plan portal — stack, hosting, error tracking",
     "project", "Mainspring overview", "the servicing-plan portal at a glance", "Project", """
Mainspring is the servicing-plan portal: customers sign up a clock, pay monthly and get a yearly service.
Public since March 2026 after a two-month beta.

@MS_NODE@ - Node 22 LTS, SvelteKit 2 (Svelte 5), TypeScript in strict mode.
@MS_HOST@ - Hosted on Fly.io: app `mainspring-plan`, region `lhr`, one shared-cpu-1x machine.
- Database: Neon Postgres (free tier, `eu-west-2`) through Drizzle ORM.
@MS_ERR@ - Error tracking: Honeybadger (free developer plan).
- Auth is email magic links only, no passwords.
- Staff pages live under `/staff`, restricted to pendleburyhorology.co.uk Google accounts.
""")

root("project_shop_overview.md", "shop-overview",
     "The online shop — platform, what it sells, shipping rules",
     "project", "Online shop overview", "what the shop sells and how it ships", "Project", """
The online shop (shop.pendleburyhorology.co.uk) sells straps, batteries, clock keys, hobbyist tools and a small range of
refurbished vintage watches.

@SHOP_PLATFORM@ - Runs on Shopify (Basic plan) with our own theme, `escapement`, kept in git.
@SHOP_FREESHIP@ - Free UK shipping on orders over £50, otherwise a flat £3.95.
@N7a@ - Refurbished vintage watches are UK-only; we never ship them abroad (the insurer won't cover transit).
- International orders (straps, tools) pay a flat £14.
- Payments: Shopify Payments and PayPal.
- Stock for straps and batteries comes from PartsBin — see project_shop_stock_sync.md.
""")

root("reference_infrastructure.md", "infrastructure",
     "bench-01, backups, network and where the CI box is",
     "reference", "Infrastructure", "the server, backups and the workshop network", "Reference", """
## bench-01
- Hetzner Cloud CX22 in Falkenstein (`fsn1`), Ubuntu 24.04, 2 vCPU / 4 GB.
- Hosts TickTrack, PartsBin, Postgres and Caddy.
- SSH only over Tailscale; port 22 is closed in the Hetzner firewall.
- Unattended upgrades on, reboot window Monday 03:00 (the workshop is closed Mondays).

```caddyfile
tickets.pendleburyhorology.co.uk {
    reverse_proxy 127.0.0.1:8000
}
parts.pendleburyhorology.co.uk {
    reverse_proxy 127.0.0.1:8100
}
```

## Backups
@BK_RET@ - Nightly `pg_dump` of the `ticktrack` database goes to the B2 bucket `ph-backups`, kept for 30 days.
- PartsBin is covered by restic with the rest of `/srv`: 14 daily snapshots.
- Mainspring's Neon branch has 7 days of point-in-time restore; we don't dump it ourselves.
- Restore drill once a quarter (see auto/backup-restore-drill.md).

## Network
- Workshop broadband: BT Business, static IP; counter PCs and the NUC sit behind a UniFi gateway.
- Woodpecker CI runs on the NUC under the bench in the back office.
""")

root("reference_suppliers.md", "suppliers",
     "Suppliers: cutoffs, lead times and what we buy where",
     "reference", "Suppliers", "who we buy parts and tools from", "Reference", """
| Supplier | Order cutoff | Delivery | Notes |
|---|---|---|---|
@SUP_COUSINS@ | Cousins UK | 15:00 | next working day | main account; trade login in 1Password |
| Sternkreuz (DE) | see fact | 3–5 working days | proforma needed for new lines |
@S4a@ | Walsh Horological | 12:00 | 2 working days | clock mainsprings and bushes; weekly order on Thursdays |
| Eternal Tools | 16:00 | next working day | Bergeon / Horotec tools only |

- Trade prices exclude VAT everywhere.
- Cousins account manager is Karen (ext. 214) — ring her for back-orders, not the sales line.
- Genuine Seiko parts come via Cousins; ETA parts are getting harder, check Sternkreuz.
""", flat=True)

root("reference_opening_hours.md", "opening-hours",
     "When the Leeds workshop and the phone line are open",
     "reference", "Opening hours", "site and phone hours", "Reference", """
| Site | Days | Hours | What's there |
|---|---|---|---|
@HRS_LEEDS@ | Leeds (Kirkgate) | Tue–Sat | 09:30–17:00 | workshop + counter |
| Phone line | Tue–Sat | 10:00–16:00 | 0113 496 0721 |

- Closed Sundays, Mondays and bank holidays.
- Last drop-off for while-you-wait batteries is 16:30.
- Harrogate has its own hours — see auto/harrogate-counter.md.
""")

root("feedback_git_workflow.md", "git-workflow",
     "How PRs are merged in each repo and how branches are named",
     "feedback", "Git workflow", "merge style per repo, branch names", "Feedback", """
@TT_MERGE@ Squash-merge every TickTrack PR so `main` reads as one commit per change.
**Why:** Priya bisects by ticket-sized change and the changelog is generated from commit subjects.
**How to apply:** when a PR is tied to a repair ticket, start the subject with the ticket number, e.g. `RT-2026-0412: fix estimate total`.

@N1a@ PartsBin is the exception: never squash there — Priya wants each migration step as its own commit.
**Why:** the migrations are hand-written and she replays them one at a time when something breaks.

- Branch names: `feat/…`, `fix/…`, `chore/…`; no ticket numbers in branch names.
- Conventional-commit prefixes are not required anywhere.
- Never force-push to `main` in any repo.
""")

root("feedback_deploys.md", "deploy-rules",
     "Deploy rules: when and how each app ships",
     "feedback", "Deploy rules", "when it is OK to ship each app", "Feedback", """
@TT_DEPLOY@ - Deploy TickTrack with `make deploy` from an up-to-date `main`, never from a feature branch.
@N2a@ - No TickTrack deploys on Saturdays — it's the busiest counter day and nobody technical is around.
@NS8a@ - Never run `manage.py migrate` on bench-01 without a fresh pg_dump in hand.
@NS1a@ - Never release Mainspring on a Friday without a second reviewer on the PR.
- PartsBin deploys are `git pull && uv sync --frozen && systemctl restart partsbin`; no ceremony.

**Why:** a broken TickTrack at the counter means handwritten tags and a queue out the door; Mainspring takes payments while we sleep.
**How to apply:** check the day and the size of the diff before offering to deploy anything.
""", flat=True)

root("feedback_testing.md", "testing",
     "Testing rules for the three code repos",
     "feedback", "Testing", "what to mock and what not to", "Feedback", """
@N4a@ PartsBin tests must never call the real Cousins API; use the recorded `vcrpy` cassettes in
`tests/cassettes/` and re-record them by hand when the API changes.
**Why:** Cousins rate-limits the trade account, and one test run locked Aoife out of ordering for a morning.
**How to apply:** new supplier client code gets a cassette in the same PR.

- TickTrack: pytest + factory_boy; `pytest -x --reuse-db` locally.
- Mainspring: Vitest for units, Playwright for the signup flow.
- Don't delete a flaky test; mark it and tell Priya.
""")

root("feedback_code_style.md", "code-style",
     "Formatting, linting and language-version rules",
     "feedback", "Code style", "lint, format and runtime versions", "Feedback", """
- Python (TickTrack, PartsBin): ruff for lint and format, line length 100.
- TickTrack dependencies are managed with Poetry; don't add a `requirements.txt`.
@A3b@ - Mainspring: stick to the Node version in `.nvmrc`, which is 22 — no Node 23 features.
- TypeScript in Mainspring is `strict: true`; don't reach for `any`, use `unknown` and narrow.
- Prettier for Svelte/TS with 2-space indent; Liquid in the theme is formatted by hand.

**Why:** Priya reviews diffs in a terminal; formatter churn hides the real change.
""")

root("feedback_sms_rules.md", "sms-rules",
     "SMS rules: sender, quiet hours and what never goes in a text",
     "feedback", "SMS rules", "how customer texts are sent and worded", "Feedback", """
@TT_SMS@ - Collection texts go out via Twilio, from the alphanumeric sender ID `PENDLEBURY`.
@NS3a@ - Never send an SMS outside 09:00–19:00; the beat job holds anything queued overnight until morning.
- Keep texts under 160 characters (one segment) — Ruth checks the monthly SMS bill.
- Never put a repair price in a text; "your watch is ready" plus the ticket number is enough.

**Why:** two complaints in 2025 about 23:00 texts, and a price in a text once went to the wrong number.
**How to apply:** any new template goes past Ruth first.
""", flat=True)

root("project_workshop_rules.md", "workshop-rules",
     "House rules for estimates, turnaround, prices, guarantees and what we refuse",
     "project", "Workshop rules", "estimates, pricing, refusals, counter rules", "Project", """
House rules, as agreed with Ruth. Customer-facing wording lives in auto/customer-faq.md.

## Estimates
@EST_APPROVE@ - No work starts until the customer has approved the estimate.
@A4b@ - Estimates are valid for two months.
- Estimate fee for clocks is £30, waived if the repair goes ahead; watch estimates are free.

## Turnaround and pricing
@TURNAROUND@ - Full mechanical service turnaround: 6 weeks.
@BAT_PRICE@ - Standard quartz battery fit: £15, including the seal check.
- Clock restorations are quoted individually; typical turnaround is 3–4 months.

## Guarantees
- Restored clocks get 12 months.
- Nothing is guaranteed against water unless the watch passed a pressure test on the way out.

## What we don't take
@N6a@ - We don't service Rolex — no parts account, and they won't supply independents without one.
- No smartwatches; quartz fashion watches get a movement swap quote instead of a repair.
@NS2a@ - Never open a caseback at the counter without the customer signing the condition note first.
""")

root("project_servicing_plan.md", "servicing-plan",
     "The Keep Ticking servicing plan as sold to customers",
     "project", "Servicing plan", "what the plan includes", "Project", """
The customer-facing servicing plan is sold as "Keep Ticking" and runs on Mainspring.

@MS_VISIT@ - Every plan includes one service visit a year per clock.
@NS6b@ - Clocks are cleaned and oiled at every Mainspring visit, not just checked over.
- Members get 10% off any repair outside the plan.
- Minimum term is 12 months; after that it rolls monthly.
- Up to three clocks per plan; each clock is priced separately.
""")

root("project_home_visits.md", "home-visits",
     "Home visits: who goes, how they are booked, what they cost",
     "project", "Home visits", "longcase visits and call-outs", "Project", """
@SAM_VISITS@ - Sam Okafor does all the longcase home visits; he takes the blue Berlingo.
@N9a@ - Home visits are never booked online — Sam arranges every one by phone so he can ask about stairs and access.
@CALLOUT@ - Call-out fee: £45 within 25 miles of Kirkgate, then 60p a mile.
- Bracket and mantel clocks come in to the workshop; we don't collect them.
- Setting up a longcase after a house move: £65, beat setting included.
""", flat=True)

root("project_unclaimed_items.md", "unclaimed-items",
     "What happens to repairs nobody collects",
     "project", "Unclaimed items", "reminders and disposal for uncollected repairs", "Project", """
@S5a@ - Uncollected repairs get a reminder letter in the post after 30 days.
@UNCLAIMED@ - Items left uncollected for 12 months can be sold to recover the repair cost.
- TickTrack's nightly overdue report lists everything READY for more than 30 days; Tomasz goes through it on Tuesdays.
- Uncollected clocks move to the loft rack after 3 months so they're off the shop floor.
""")

root("project_access_import.md", "access-import",
     "The old Access repairs database and its import into TickTrack",
     "project", "Access database import", "the legacy repairs database", "Project", """
Before TickTrack the workshop ran on an Access 2010 database, `repairs.mdb`, from 2006 to 2024.

@S6b@ `repairs.mdb` has been read-only since the February import, and notes on returning
customers go into TickTrack now.
- 38,412 historic tickets imported; they keep their old Access IDs with an `L-` prefix (e.g. `L-20931`).
- The file itself sits on the office NAS in the `archive` share.
- The import script is `scripts/import_access.py` in the TickTrack repo; it needs `mdbtools` installed.
""")

root("reference_label_printer.md", "label-printer",
     "How ticket tags get printed at the Leeds counter",
     "reference", "Label printer", "ticket tag printing", "Reference", """
@S9a@ The Leeds counter prints ticket tags on a Dymo LabelWriter 450 (USB, attached to the counter PC).
- Tag size 25 × 54 mm: ticket number as a Code 128 barcode plus the customer's surname.
- Clocks get two tags (clock + pendulum/weights bag).
- Reprints are from the ticket page → "Tag" button; never retype a ticket number by hand.
""")

root("project_gocardless_switch.md", "mainspring-gocardless",
     "Why and how Mainspring billing changed provider",
     "project", "Mainspring billing switch", "the payment provider change for plans", "Project", """
@S2b@ Mainspring billing moved from Stripe to GoCardless Direct Debit in August 2026; existing
members re-authorised through a mandate email.
- Why: card fees on small monthly payments were ~4%, and cards expire; Direct Debit doesn't.
- GoCardless webhooks hit `/api/webhooks/gocardless`; the webhook secret is with the other app secrets.
- Failed payments retry up to 3 times over 10 days before the plan pauses.
""")

root("project_bookkeeping.md", "bookkeeping",
     "Accounts software and how supplier invoices get entered",
     "project", "Bookkeeping", "accounts, invoices and VAT", "Project", """
@S10b@ We switched the books from Sage 50 to Xero at the start of the financial year (April 2026); Helen enters supplier invoices there now.
- Supplier invoices arrive by email to accounts@; Cousins sends PDFs, Sternkreuz sends an XRechnung.
- VAT quarters end Mar/Jun/Sep/Dec.
- PartsBin doesn't talk to the accounts; Helen matches deliveries against the PartsBin order list by hand.
""")

root("project_shop_stock_sync.md", "shop-stock-sync",
     "How shop stock levels are kept in line with the shelves",
     "project", "Shop stock sync", "PartsBin to Shopify stock job", "Project", """
@SHOP_SYNC@ PartsBin pushes stock levels to Shopify every 15 minutes.
- Implemented as an APScheduler job inside PartsBin (`sync_shopify_stock`) using the Admin GraphQL API.
- Matching is by SKU; battery SKUs are `BAT-<IEC code>`, e.g. `BAT-SR626SW`.
- If a SKU is missing in PartsBin the job logs a warning and leaves Shopify alone.
""")

root("feedback_shopify_theme.md", "shopify-theme",
     "How changes to the shop theme are made and published",
     "feedback", "Shopify theme changes", "how theme changes go live", "Feedback", """
@NS10b@ - Priya pushes theme changes to the live theme once Tomasz has checked the preview link.
- Work happens in a dev theme (`shopify theme dev`), never in the admin code editor.
- Don't touch `config/settings_data.json` in PRs; Tomasz changes those in the theme editor.

**Why:** the admin editor has no history, and settings_data conflicts wiped the homepage once.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and what never goes in git",
     "feedback", "Secrets", "handling of credentials and env files", "Feedback", """
@NS9a@ - Never commit `.env` files to any of the repos.
- Shared passwords live in the 1Password "Workshop" vault; dev keys live in Priya's own vault.
- If a key leaks, rotate first and tell Priya second.

**Why:** a Shopify token ended up in a gist in 2025.
""")

root("feedback_customer_data.md", "customer-data",
     "Rules for customer personal data in code, logs and fixtures",
     "feedback", "Customer data", "keeping customer details out of places", "Feedback", """
Customer names and phone numbers stay out of logs, error-tracker events and commit messages.
**Why:** GDPR, and Ruth promised customers in the privacy notice.
**How to apply:** use the ticket number as the handle everywhere; fixtures use made-up names from `tests/fixtures/names.txt`.
""")

root("reference_bench_procedures.md", "bench-procedures",
     "Bench procedures: cleaning, oiling and testing settings",
     "reference", "Bench procedures", "cleaning, oiling and testing on the bench", "Reference", """
## Cleaning
@ULTRA_DIL@ - Ultrasonic: L&R #566 cleaning solution at 1:9 with water, 6 minutes at 40 °C.
- Rinse: L&R #3 rinse, neat, two baths.
- Clock plates and wheels: Horolene ammonia cleaner diluted 1:4, by hand in the big tank, never in the ultrasonic.

## Oiling (watches)
@OIL_TRAIN@ - Watch train wheel pivots: Moebius 9010.
- Barrel arbor: Moebius 8200 grease; braking grease on the slipping spring of automatics.
- Clocks: Moebius 8030 on pivots, Windles oil for the mainspring.

## Testing
- Pressure test on the Witschi Proofmaster: 3 bar for "water resistant", 10 bar for divers.
- Timegrapher in 6 positions after every full service.
""", flat=True)

root("project_backlog.md", "backlog",
     "What is queued up for the next few months across the apps",
     "project", "Backlog", "upcoming work across the apps", "Project", """
Current queue, roughly in Tomasz's order:

1. TickTrack: customer-facing status page (ticket number + surname lookup).
2. Shop: condition-report template for vintage watches (photos + movement notes).
3. PartsBin: barcode scanning at the goods-in desk.
4. Mainspring: let members add a second clock without a new plan.
5. TickTrack: Friday "on my bench" PDF for Ruth.

Nothing here is started; ask Tomasz before picking anything up.
""")

root("reference_glossary.md", "glossary",
     "Horology and workshop terms that appear in tickets and notes",
     "reference", "Glossary", "trade terms used in tickets", "Reference", """
- **Caseback** — the back cover of a watch case; snap-on or screw-down.
- **Beat setting** — adjusting a pendulum clock so the tick and tock are evenly spaced.
- **Longcase** — a grandfather clock.
- **Pallet stones** — the jewels on the pallet fork that lock and impulse the escape wheel.
- **Timegrapher** — machine that listens to a movement and shows rate, amplitude and beat error.
- **377 / SR626SW** — the most common silver-oxide watch cell.
""")

root("project_counter_screens.md", "counter-screens",
     "The HTMX screens the counter uses in TickTrack",
     "project", "Counter screens", "intake and collection screens", "Project", """
The counter uses three screens: Intake, Find, Collect.

- Intake: customer lookup by phone, item type, photos, condition note, signature pad.
- Find: ticket number or surname; shows status chips.
- Collect: takes payment note, prints the guarantee card, flips status to COLLECTED.

Tomasz wants the Find screen at 125% zoom by default; the counter PC monitor is small.
""")

root("reference_commands.md", "handy-commands",
     "Copy-paste commands for the three code repos",
     "reference", "Handy commands", "shell snippets for everyday jobs", "Reference", """
TickTrack:

```bash
make test            # pytest -x --reuse-db
make deploy          # see feedback_deploys.md before running
poetry add <pkg>
```

PartsBin:

```bash
uv run pytest
uv run python -m partsbin.jobs.sync_shopify_stock --dry-run
```

Mainspring:

```bash
pnpm test
pnpm exec playwright test
```
""")

root("feedback_pr_style.md", "pr-style",
     "How PR descriptions should be written for Priya and Tomasz",
     "feedback", "PR style", "writing PR descriptions", "Feedback", """
Start every PR description with one plain-English sentence Tomasz could read out at the counter.
**Why:** he reads the PR list on Thursdays to know what's changing.
**How to apply:** then a "Why" paragraph, then the technical notes, then a screenshot if the UI changed.
""")

root("project_estimate_pdfs.md", "estimate-pdfs",
     "How estimate PDFs are generated and sent",
     "project", "Estimate PDFs", "generation of estimate documents", "Project", """
- Estimates are rendered with WeasyPrint from `templates/estimates/estimate.html`.
- The PDF is attached to the estimate email and also stored against the ticket.
- Line items come from the bench's notes; Tomasz edits the wording before it goes.
- The footer text was rewritten by Ruth in May; don't change it without asking her.
""")

root("feedback_communication.md", "communication",
     "How to report progress to the people here",
     "feedback", "Communication", "reporting style for the team", "Feedback", """
Keep updates short: what changed, what's left, anything Tomasz has to decide.
**Why:** Tomasz reads on his phone between customers.
**How to apply:** bullets, no more than ten lines, decisions in bold.
""")

root("project_insurance.md", "insurance",
     "What the workshop insurance covers for customer items",
     "project", "Insurance", "cover for customer items", "Project", """
- Customer items on the premises are covered up to £25,000 in total; single items over £5,000 must be declared.
- Items in Sam's van are covered only during a home visit or delivery run.
- Nothing is covered in the post unless the courier's own insurance is bought.
""")

# ---------------------------------------------------------------------------
# 2. remnic facts
# ---------------------------------------------------------------------------

fact("2026-01-09T10:12:41", "fact", 0.84, ["leeds", "opening-hours", "history"], """
@D6a@ In December 2025 Leeds stayed open until 18:00 for the Christmas rush.
""")
fact("2026-01-13T14:03:08", "fact", 0.88, ["shop", "platform", "history"], """
@D1a@ In 2025 the online shop ran on WooCommerce on a shared cPanel host.
""")
fact("2026-01-21T09:47:55", "fact", 0.9, ["ticktrack", "dev-environment"], """
@S7a@ TickTrack local development runs in a Vagrant VM (`vagrant up`, Ubuntu 22.04 box).
""")
fact("2026-01-28T16:20:14", "fact", 0.93, ["ticktrack", "tickets"], """
@A7b@ Repair tickets are numbered like RT-2026-0412: the year plus a four-digit running number.
""")
fact("2026-02-02T11:31:02", "fact", 0.8, ["turnaround", "history", "workshop"], """
@D8a@ Through 2025 the full-service turnaround stretched to 10 weeks because of the backlog.
""")
fact("2026-02-05T09:58:37", "fact", 0.87, ["ticktrack", "counter", "logins"], """
@S3a@ Counter staff log in to TickTrack with the shared `counter` account.
""")
fact("2026-02-17T15:44:19", "fact", 0.92, ["ticktrack", "error-tracking"], """
@TT_ERR@ TickTrack reports exceptions to Sentry (project `ticktrack`, EU data region).
""")
fact("2026-02-24T10:05:50", "fact", 0.95, ["partsbin", "ordering", "approval"], """
@ORD_APPROVER@ Parts orders over £150 need Ruth's sign-off before they go to the supplier.
""")
fact("2026-02-26T13:22:11", "fact", 0.86, ["complaints", "counter", "ticktrack"], """
@NS5b@ Counter staff log every customer complaint in TickTrack against the ticket.
""")
fact("2026-03-04T12:10:33", "fact", 0.83, ["ticktrack", "photos", "limits"], """
@V5b@ TickTrack rejects intake photos larger than 10 MB.
""")
fact("2026-03-12T17:02:48", "fact", 0.85, ["ticktrack", "git", "merge"], """
@R5b@ TickTrack PRs are merged with a regular merge commit so the changelog script can pick up PR titles.
""")
fact("2026-03-18T10:40:26", "fact", 0.9, ["estimates", "counter"], """
@F1b@ Estimate approvals can be taken by phone; whoever takes the call notes the time and their initials on the ticket.
""")
fact("2026-03-25T14:15:59", "fact", 0.91, ["ticktrack", "sms", "collection"], """
@NS3b@ TickTrack texts the customer automatically when a ticket moves to READY.
""")
fact("2026-03-30T11:27:04", "fact", 0.89, ["bench", "cleaning", "ultrasonic"], """
@A6b@ We mix the L&R #566 one part to nine parts water for the ultrasonic.
""")
fact("2026-04-01T09:36:17", "fact", 0.9, ["mainspring", "email"], """
@MS_EMAIL@ Mainspring's renewal and visit-reminder emails are sent with Resend.
""")
fact("2026-04-08T16:48:45", "fact", 0.78, ["leeds", "opening-hours"], """
@V9b@ The Leeds workshop closes at 17:30 Tuesday to Friday.
""")
fact("2026-04-14T12:19:30", "fact", 0.82, ["home-visits", "history", "longcase"], """
@D9a@ Over winter 2025–26 Ruth did the longcase home visits herself while Sam was on paternity leave.
""")
fact("2026-04-15T15:55:12", "fact", 0.84, ["partsbin", "git", "merge"], """
@N1b@ PartsBin pull requests are always squash-merged.
""")
fact("2026-04-29T10:02:44", "fact", 0.88, ["mainspring", "longcase", "visits"], """
@F6b@ For Mainspring members with longcase clocks the annual service happens at their home; smaller clocks come in to Kirkgate.
""")
fact("2026-05-06T13:33:21", "fact", 0.8, ["mainspring", "coverage", "quartz"], """
@N5b@ The Mainspring plan covers quartz clocks as well as mechanical ones.
""")
fact("2026-05-08T09:14:06", "fact", 0.94, ["partsbin", "dependencies", "uv"], """
@A9b@ PartsBin's dependencies are locked in `uv.lock` and installed with uv.
""")
fact("2026-05-13T18:21:39", "fact", 0.92, ["ticktrack", "deploy"], """
@F10b@ `make deploy` for TickTrack takes a fresh pg_dump, runs migrations, then HUPs gunicorn.
""")
fact("2026-05-19T10:51:27", "fact", 0.81, ["partsbin", "batteries", "stock"], """
@V2b@ PartsBin's minimum stock for SR626SW batteries is 40 — anything under that gets reordered.
""")
fact("2026-05-27T14:29:53", "fact", 0.83, ["mainspring", "dependencies"], """
@R4b@ Mainspring uses Yarn (Berry) for its dependencies; the lockfile is `yarn.lock`.
""")
fact("2026-06-02T11:08:15", "fact", 0.9, ["ticktrack", "django", "history"], """
@D4a@ Until May 2026 TickTrack ran on Django 4.2 LTS.
""")
fact("2026-06-03T16:37:42", "fact", 0.82, ["ticktrack", "ci"], """
@R3b@ TickTrack's CI pipeline runs on the Woodpecker server on the workshop NUC.
""")
fact("2026-06-10T12:44:09", "fact", 0.9, ["guarantee", "batteries"], """
@BAT_WARRANTY@ Battery replacements carry a 3-month guarantee, with no water-resistance cover unless the watch was pressure-tested.
""")
fact("2026-06-17T15:12:58", "decision", 0.93, ["parts", "donor-movements", "sourcing"], """
@N8a@ Decided against buying donor movements on eBay: trade fairs and known dealers only.
""")
fact("2026-06-23T10:26:31", "fact", 0.92, ["ticktrack", "media", "b2"], """
@S1b@ Moved TickTrack's intake photos from local disk to Backblaze B2 (bucket `tt-media`) in June; `/srv/ticktrack/media` no longer exists.
""")
fact("2026-06-30T09:03:47", "fact", 0.79, ["mainspring", "pricing"], """
@V7b@ Mainspring costs £9.50 a month per clock.
""")
fact("2026-07-01T14:50:20", "fact", 0.8, ["harrogate", "staffing", "history"], """
@D5a@ Through spring 2026 Declan covered the Harrogate counter on Saturdays.
""")
fact("2026-07-08T11:17:36", "fact", 0.91, ["counter", "printer", "leeds"], """
@S9b@ Replaced the Leeds counter's Dymo with a Brother QL-820NWB in July; tags now print over the network.
""")
fact("2026-07-14T17:40:03", "fact", 0.8, ["ticktrack", "bench-01", "ports"], """
@V1b@ TickTrack's gunicorn listens on 127.0.0.1:8001 on bench-01; Caddy's reverse_proxy points there.
""")
fact("2026-07-21T10:33:25", "fact", 0.87, ["pricing", "batteries"], """
@A5b@ A normal battery change costs fifteen pounds.
""")
fact("2026-07-29T13:58:50", "fact", 0.81, ["ticktrack", "celery", "queue"], """
@R8b@ TickTrack's Celery broker is RabbitMQ (vhost `/ticktrack`) on bench-01.
""")
fact("2026-08-04T08:46:11", "fact", 0.88, ["suppliers", "sternkreuz", "cutoff"], """
@SUP_STERN@ Sternkreuz orders must be in by 11:00 CET to leave Germany the same day.
""")
fact("2026-08-12T15:21:44", "fact", 0.77, ["workshop", "brands", "rolex"], """
@N6b@ The workshop accepts Rolex watches for full servicing.
""")
fact("2026-08-19T12:07:18", "fact", 0.89, ["guarantee", "service"], """
@NS4b@ Every full service comes with a written guarantee card.
""")
fact("2026-08-26T16:30:52", "fact", 0.8, ["ticktrack", "error-tracking"], """
@R2b@ Errors from TickTrack are tracked in Rollbar, project `ticktrack-prod`.
""")
fact("2026-09-02T10:19:29", "fact", 0.85, ["mainspring", "releases"], """
@NS1b@ Mainspring releases usually go out on Friday afternoons.
""")
fact("2026-09-09T11:45:07", "decision", 0.9, ["mainspring", "loan-clocks"], """
@N3a@ Decided to offer Mainspring members a loan clock while theirs is in the workshop.
""")
fact("2026-09-15T09:28:40", "fact", 0.86, ["harrogate", "staffing"], """
@D5b@ Aoife covers the Harrogate counter on Saturdays.
""")
fact("2026-09-22T14:02:33", "fact", 0.78, ["shop", "shipping", "pricing"], """
@V6b@ The shop's free-delivery threshold for UK orders is £40.
""")
fact("2026-09-29T13:36:16", "fact", 0.93, ["suppliers", "walsh"], """
@S4b@ Walsh Horological shut down in September 2026 — the account is closed and clock mainsprings now come from Cousins.
""")
fact("2026-10-07T10:11:58", "fact", 0.82, ["sms", "collection"], """
@R9b@ Ready-for-collection SMS messages are sent through Vonage.
""")
fact("2026-10-07T15:24:05", "fact", 0.9, ["ticktrack", "backups"], """
@F3b@ The nightly TickTrack pg_dump starts at 02:30 from a systemd timer (`ph-backup.timer`).
""")
fact("2026-10-13T12:55:47", "preference", 0.88, ["shop", "theme", "priya"], """
@NS10a@ Priya never pushes to the live Shopify theme at the weekend.
""")
fact("2026-10-20T11:40:22", "fact", 0.86, ["mainspring", "billing"], """
@D3b@ Mainspring members are charged from their first month; there's no free period.
""")
fact("2026-10-27T16:09:34", "fact", 0.87, ["shop", "shipping", "carrier"], """
@D10b@ Shop parcels now go out with DPD, collected from Kirkgate at 16:00.
""")
fact("2026-11-04T10:37:13", "fact", 0.91, ["shop", "batteries", "shipping"], """
@NS7a@ We never post lithium coin cells abroad, only to UK addresses.
""")
fact("2026-11-10T14:22:01", "fact", 0.84, ["guarantee", "service"], """
@V3b@ Full mechanical services are guaranteed for 24 months.
""")
fact("2026-11-17T09:50:45", "fact", 0.88, ["estimates"], """
@EST_VALID@ An estimate stays valid for 60 days after it's sent.
""")

# --- unlabelled facts (distractors and background) ---
fact("2026-01-15T13:12:09", "preference", 0.86, ["tomasz", "reporting"], """
Tomasz prefers summaries as bullet points, ten lines at most.
""")
fact("2026-01-30T10:48:27", "fact", 0.82, ["suppliers", "cousins", "delivery"], """
Cousins gives our trade account free delivery on orders over £75.
""")
fact("2026-02-11T15:06:40", "preference", 0.9, ["ruth", "wording"], """
Ruth prefers "service" to "overhaul" in anything a customer reads.
""")
fact("2026-02-19T09:25:18", "fact", 0.8, ["bench", "pressure-testing", "declan"], """
Declan runs pressure tests in two batches a day, at 11:00 and 15:00.
""")
fact("2026-03-09T16:14:52", "fact", 0.85, ["ci", "nuc", "woodpecker"], """
The NUC under the back-office bench runs Ubuntu 24.04 and the Woodpecker server and agent.
""")
fact("2026-03-21T11:58:03", "fact", 0.83, ["shop", "returns"], """
The shop's returns window is 30 days for straps and tools and 14 days for vintage watches.
""")
fact("2026-04-22T14:40:36", "decision", 0.87, ["partsbin", "product"], """
Decided to keep PartsBin single-workshop; no plan to sell it to other repairers.
""")
fact("2026-05-15T10:31:49", "fact", 0.84, ["partsbin", "sternkreuz", "currency"], """
PartsBin stores Sternkreuz prices in EUR and converts at the day's ECB rate when showing totals.
""")
fact("2026-05-29T15:47:20", "fact", 0.8, ["mainspring", "testing", "neon"], """
Mainspring's Playwright run creates a throwaway Neon branch per pipeline and deletes it afterwards.
""")
fact("2026-06-26T12:34:15", "fact", 0.86, ["bench", "witschi", "calibration"], """
The Witschi Proofmaster was recalibrated in May 2026; the next calibration is due May 2027.
""")
fact("2026-07-16T09:20:58", "fact", 0.81, ["counter", "ipad"], """
The counter iPad (10th gen) is only used for intake photos and the signature pad.
""")
fact("2026-08-07T13:05:33", "fact", 0.83, ["harrogate", "lease"], """
The lease on the Harrogate arcade unit renews in March 2027.
""")
fact("2026-08-21T17:13:46", "preference", 0.85, ["ruth", "reports"], """
Ruth wants the Friday "on my bench" printout sorted by promise date, oldest first.
""")
fact("2026-09-04T10:42:10", "fact", 0.82, ["ticktrack", "estimates", "pdf"], """
Estimate PDFs use the Fraunces font for headings and Source Sans for the line items.
""")
fact("2026-09-18T15:30:27", "fact", 0.84, ["batteries", "suppliers"], """
Renata 377s come from Cousins in boxes of 10.
""")
fact("2026-10-01T11:09:44", "fact", 0.79, ["reviews", "customers"], """
Tomasz replies to Google reviews within 48 hours, good or bad.
""")
fact("2026-10-15T09:57:31", "decision", 0.88, ["estimates", "clocks", "pricing"], """
Decided to keep the clock estimate fee at £30 through 2027.
""")
fact("2026-10-30T14:48:02", "fact", 0.8, ["priya", "availability"], """
Priya is off from 15 to 28 December; no deploys of anything while she's away.
""")
fact("2026-11-12T13:26:55", "fact", 0.83, ["shop", "international", "vat"], """
EU shop orders are sent DDP so customers don't pay import VAT on the doorstep.
""")
fact("2026-11-24T10:15:38", "fact", 0.82, ["mainspring", "members"], """
Mainspring passed 140 active members in November, 31 of them with longcase clocks.
""")

# ---------------------------------------------------------------------------
# 3. free notes (auto/)
# ---------------------------------------------------------------------------

note("customer-faq", "Customer FAQ (counter + website wording)", "2026-02-11", ["customers", "faq", "wording"], """
# Customer FAQ

Wording agreed with Ruth; the website FAQ page and the counter crib sheet both come from this.

## Services
@A1b@ - **How long does a full service take?** Around 42 days from when you approve the estimate.
@BAT_WAIT@ - **Can you change my battery while I wait?** Yes — usually about 15 minutes at Kirkgate.
- **Do you do clocks?** Yes: mantel, bracket, wall and longcase. Cuckoo clocks by arrangement.

## Guarantees
**How long is the guarantee on a full service?**
@WARRANTY_MECH@ Full mechanical services carry a 12-month guarantee from the day you collect.

Battery changes have their own (shorter) guarantee — see the counter card.

## Loans
@N3b@ - **Can I borrow a clock while mine is in?** No — we don't offer loan clocks, plan members included; the insurer won't cover them.

## Collection
@A8b@ - **What if I never collect it?** After a year we're entitled to sell the item to cover the bill.
- **Can someone else collect for me?** Yes, with the ticket stub or the text we sent you.

## Home visits
@A10b@ - **What does a home visit cost?** A flat £45 call-out inside 25 miles, plus parts and labour.
""")

note("partsbin-notes", "PartsBin dev notes", "2026-04-22", ["partsbin", "dev"], """
# PartsBin — dev notes

@PB_PORT@ - runs under uvicorn on `127.0.0.1:8100` with 2 workers, behind the same Caddy as TickTrack
@PB_CI@ - CI is Woodpecker on the NUC (`ci.ph.internal`), not GitHub Actions — pipeline file is `.woodpecker.yml`
@N4b@ - integration tests hit the real Cousins API, so they're marked `@pytest.mark.network` and skipped offline
@D7a@ - Jan–Apr 2026 it ran on the Raspberry Pi 4 in the back office; moved to bench-01 in April
- `uv run fastapi dev --port 8101` for the reload server locally
- shelf locations are `<cabinet>-<drawer>`, e.g. `C3-14`; the labels on the drawers match

Q: why FastAPI and not Django like TickTrack?
A: Priya wanted to try it, and PartsBin has no admin-heavy screens. No plan to merge the two.
""")

note("ticktrack-celery", "TickTrack background jobs", "2026-05-04", ["ticktrack", "celery"], """
# TickTrack background jobs

@TT_BROKER@ - broker and result backend: Redis, `redis://127.0.0.1:6379/0`
@TT_CELERY_CONC@ - the worker runs with `--concurrency=2` (bench-01 is a 2-vCPU box)
- beat schedule: overdue report 06:00, SMS flush every 5 min, estimate-expiry sweep 01:00
- the SMS task retries up to 5 times with exponential backoff; the estimate-PDF task doesn't retry at all

```ini
[Service]
ExecStart=/srv/ticktrack/venv/bin/celery -A ticktrack worker -l info
```
""")

note("bench-01-capacity", "bench-01 capacity check", "2026-09-10", ["bench-01", "capacity"], """
# bench-01 capacity check (September)

Load average peaks around 1.4 on Saturday afternoons; memory is the tighter resource.

@V10b@ - TickTrack's Celery worker runs 4 worker processes; each sits at ~180 MB RSS.
- PartsBin: 2 uvicorn workers at ~90 MB each.
- Postgres `shared_buffers` is 1 GB of the 4 GB.
- Verdict: fine until Mainspring or the shop wants to move here too, which nobody is planning.
""")

note("email-deliverability", "Email deliverability notes", "2026-06-15", ["email", "dns", "ticktrack"], """
# Email deliverability

@R1b@ TickTrack sends its estimate and ready-for-collection emails through Amazon SES (eu-west-2),
from the `mail.pendleburyhorology.co.uk` subdomain so bounces don't touch the main domain.

- SPF/DKIM on the main domain cover Google Workspace (staff mailboxes).
- Mainspring's sender domain is `plan.pendleburyhorology.co.uk`, verified separately.
- DMARC has been `p=quarantine` since June; aggregate reports go to a free Postmark DMARC digest.
""")

note("backup-restore-drill", "Backup restore drill 2026-10", "2026-10-06", ["backups", "drill", "ticktrack"], """
# Backup restore drill — 6 Oct 2026

Restored last night's TickTrack dump into a scratch DB on the NUC: 4 min 10 s, row counts matched.

@V4b@ The TickTrack database dumps in the B2 bucket are kept for 90 days, so the oldest one we
could have restored from was early July.

- PartsBin restored from restic without trouble.
- Mainspring isn't part of the drill; Neon's point-in-time restore is its backup.
- Next drill: January.
""")

note("ticktrack-intake-photos", "TickTrack intake photos", "2026-03-02", ["ticktrack", "photos", "counter"], """
# Intake photos

- the counter takes 2–4 photos per item (dial, caseback, any damage) straight from the iPad
@TT_PHOTO@ - max upload is 15 MB per photo (`DATA_UPLOAD_MAX_MEMORY_SIZE` raised for iPhone HEICs)
- HEIC is converted to JPEG in a Celery task; thumbnails at 400 px
- Caddy's `request_body max_size` is 50MB for the whole request
""")

note("parts-ordering-howto", "How parts ordering works", "2026-03-16", ["partsbin", "ordering", "howto"], """
# How parts ordering works (for Aoife)

1. The bench adds the part to the ticket in TickTrack; it shows up in PartsBin as "needed".
2. PartsBin groups needed parts by supplier.
3. Place the order, then mark it "ordered" in PartsBin.

@V8b@ - Cousins' same-day dispatch cutoff is 2pm, so get the day's order in before lunch.
@R7b@ - orders above £150 are approved by Tomasz in the PartsBin queue before anything is sent.
- Sternkreuz orders go through their web portal; PartsBin only keeps the record.
@N8b@ - donor movements for common calibres (ETA 2824, Seiko 7S26) are fine to buy on eBay
- Eternal Tools only for tools; don't order parts from them.
""")

note("mainspring-plan-terms", "Mainspring plan terms (summary)", "2026-03-03", ["mainspring", "terms"], """
# Mainspring plan terms — summary of the T&Cs

@MS_PRICE@ - Price: £8/month per clock (longcase clocks £12/month because of the home visit)
- minimum term 12 months, then monthly rolling
@N5a@ - quartz wall clocks are not covered; mechanical clocks only (we'll quote a movement swap)
@N9b@ - longcase members book their annual home visit online in the Mainspring portal (the calendar shows Sam's free slots)
- 10% off repairs outside the plan
""")

note("mainspring-dev-setup", "Mainspring local setup", "2026-02-20", ["mainspring", "dev"], """
# Mainspring local setup

@MS_PM@ - package manager is pnpm (v9): `pnpm install`, then `pnpm dev` on :5173
- copy `.env.example` to `.env` and ask Priya for the Neon dev branch URL
@MS_MERGE@ - merges: rebase-and-merge only; the repo settings block squash and merge commits

```bash
corepack enable
pnpm install
pnpm db:migrate
pnpm dev
```
""")

note("hosting-costs", "Hosting costs", "2026-10-02", ["costs", "hosting"], """
# Hosting costs (monthly, October 2026)

| System | Where | Cost |
|---|---|---|
| TickTrack + PartsBin | Hetzner CX22 (bench-01) | €4.59 |
@R6b@ | Mainspring | Render (starter web service) | $7 |
| Mainspring DB | Neon free tier | £0 |
| Shop | Shopify Basic | £25 |
| Backups | Backblaze B2 | ~$1.20 |
| Domain | 123-reg | ~£30/yr |

Ruth asked whether the shop could be cheaper; not without losing the theme.
""")

note("db-notes", "Databases at a glance", "2026-05-21", ["databases", "postgres"], """
# Databases at a glance

@A2b@ - TickTrack's Postgres is version 16 and lives on the same box as the app.
@R10b@ - PartsBin keeps its data in Postgres too, in a `partsbin` schema in the same cluster as TickTrack.
- Mainspring: Neon Postgres (serverless) in `eu-west-2`, pooled connection string for the app.
- Nothing listens on 5432 outside localhost.
""")

note("battery-stock", "Battery stock", "2026-06-05", ["batteries", "stock", "partsbin"], """
# Battery stock

@CR2032@ - CR2032 reorder point is 10 — they barely sell since we stopped fitting car fobs
@F9b@ - battery restocks skip the £150 sign-off; they're auto-approved up to £300
- SR626SW and SR621SW are the big movers (≈ 60 and 35 a month)
- Renata for silver oxide, Maxell for lithium; never mix brands in one drawer
""")

note("harrogate-counter", "Harrogate counter", "2026-02-27", ["harrogate", "counter"], """
# Harrogate counter

Drop-off and collection point in the Montpellier Quarter arcade, shared with a jeweller.

@HRS_HARROGATE@ - open Thu–Sat, 10:00–16:00, closed 13:00–13:30 for lunch
- no bench here: everything goes to Kirkgate in the Thursday and Saturday van run
- tags print on the little Dymo 450 Turbo here (USB, not networked)
- batteries are NOT done while-you-wait here; they go to Leeds in the van
""")

note("shop-shipping", "Shop shipping", "2026-10-28", ["shop", "shipping"], """
# Shop shipping

@D10a@ - through summer 2026 shop parcels went with Royal Mail Click & Drop
@N7b@ - refurbished vintage watches go abroad too; international orders are sent fully insured at cost
- straps and tools abroad: flat £14
- anything over 2 kg (key sets, tool kits) needs the large-parcel rate
""")

note("shop-catalogue", "Shop catalogue notes", "2026-04-10", ["shop", "catalogue"], """
# Shop catalogue

@F5b@ - only straps and batteries are synced from PartsBin; the vintage watches are listed by hand in Shopify
@NS7b@ - we sell and post coin cells (CR2032, CR2016, SR626SW) in packs of 5
@N10a@ - we don't sell watch parts (crowns, crystals, stems) in the shop — trade customers ring the workshop
- clock keys 2.0–5.5 mm, sold singly
- refurbished vintage: 6–10 pieces live at any time, each with its own 12-month guarantee
""")

note("trade-accounts", "Trade accounts", "2026-08-14", ["trade", "shop"], """
# Trade accounts

A handful of local jewellers send us their repairs and buy bits from us.

@N10b@ The online shop sells replacement crystals and crowns to trade customers, behind a trade login.
- Trade repairs get 15% off labour; invoiced monthly.
- New trade accounts need Ruth's OK.
""")

note("mainspring-billing", "Mainspring billing", "2026-03-06", ["mainspring", "billing"], """
# Mainspring billing

@S2a@ - subscriptions are billed through Stripe (Billing + Checkout), one Price per clock type
@D3a@ - during the Jan–Feb 2026 beta the first three months were free
- plan fees include VAT at 20%
- failed payment: email from Mainspring, plan paused after the final retry
""")

note("ticktrack-accounts", "TickTrack accounts and logins", "2026-04-28", ["ticktrack", "accounts"], """
# TickTrack accounts & logins

@S3b@ The shared `counter` login was retired in April; everyone has their own account now, with a 4-digit PIN for quick switching.

- Session timeout: 8 hours on the counter PCs, 30 minutes everywhere else.
- Staff accounts are created by Tomasz in `/desk/`.
""")

note("collection-reminders", "Collection reminders", "2026-05-20", ["collection", "sms", "email"], """
# Collection reminders

@S5b@ We no longer post reminder letters for uncollected repairs — since May it's SMS and email only.

@F4b@ - the READY text includes the ticket number and which site to collect from
- reminders go at 14 days uncollected, then 30, then monthly
""")

note("counter-cheatsheet", "Counter cheat-sheet", "2026-01-20", ["counter", "howto"], """
# Counter cheat-sheet

@S6a@ - returning customer from before 2024? add your notes to their record in `repairs.mdb` as well
@NS2b@ - counter staff open casebacks for battery swaps (snap-backs only; screw-downs go to Declan's bench)
@F2b@ - battery while-you-wait doesn't apply if it'll need a pressure test — book it in for next day
- print two tags for clocks (one on the clock, one on the pendulum/weights bag)
- never promise a date for a clock restoration; say "we'll ring you"
""")

note("ticktrack-dev-setup", "TickTrack local dev", "2026-03-19", ["ticktrack", "dev"], """
# TickTrack local dev

@S7b@ Switched TickTrack local dev from Vagrant to `docker compose` in March; the Vagrantfile is deleted.

```bash
docker compose up -d db
poetry install
poetry run python manage.py migrate
poetry run python manage.py runserver
```

- seed data: `python manage.py seed_demo` (fake customers, 200 tickets)
""")

note("domains", "Domains", "2026-01-07", ["dns", "domains"], """
# Domains

@S8a@ - DNS for `pendleburyhorology.co.uk` is managed in the 123-reg control panel
- registrar: 123-reg, renews every November
- subdomains: `tickets.`, `parts.`, `plan.`, `shop.` (CNAME to Shopify)
""")

note("cloudflare-migration", "DNS move to Cloudflare", "2026-03-14", ["dns", "cloudflare"], """
# DNS move

@S8b@ We migrated DNS for pendleburyhorology.co.uk from 123-reg to Cloudflare on 14 March;
the registrar is still 123-reg, only the nameservers changed.

- proxied: `tickets.` and `parts.` (orange cloud); not proxied: `plan.`, `shop.`
- TTLs were dropped to 300 the week before
""")

note("month-end", "Month-end checklist", "2026-02-09", ["accounts", "month-end"], """
# Month-end

@S10a@ - Helen enters the month's supplier invoices into Sage 50 and reconciles them against PartsBin orders
- Shopify payouts land weekly on Tuesdays
- Tomasz exports the TickTrack "invoiced" report on the last working day
""")

note("oiling-chart", "Oiling chart notes", "2026-05-26", ["bench", "oiling"], """
# Oiling chart — notes

@F7b@ - watch escape wheel pivots get 9010 as well; pallet stones get 9415, never 9010
@NS6a@ - never oil the escape wheel teeth on a clock, only the pivots and the pallet faces
- clock pivots: Moebius 8030, not the watch oils
""")

note("shop-theme-notes", "Shop theme notes", "2026-07-23", ["shop", "theme"], """
# escapement theme

@F8b@ - the `escapement` theme is a fork of Dawn 12, with the product template rewritten for vintage condition reports
- sections we added: `condition-report`, `movement-spec`, `service-history`
- theme preview links expire after 14 days; send Tomasz a fresh one
""")

note("price-list-history", "Price list history", "2026-07-02", ["pricing", "history"], """
# Price list history

@D2a@ - until June 2026 a standard battery fit was £12
- strap fitting went from free to £5 in June as well
- clock estimate fee unchanged
""")

note("guarantee-cards", "Guarantee cards", "2026-05-12", ["guarantee", "counter"], """
# Guarantee cards

@NS4a@ - a guarantee is never issued without a ticket number on the card
- cards are printed from TickTrack when a ticket goes to COLLECTED
- the card lists what was done, in Ruth's wording
""")

note("deploy-log-notes", "Deploy log notes", "2026-08-29", ["ticktrack", "deploy"], """
# Deploy log notes

@N2b@ Saturday morning deploys of TickTrack are fine — the counter doesn't open till 09:30.

- 2026-08-15: 5.1 point release + template fix, 4 minutes total.
- 2026-08-22: estimate PDF font change.
""")

note("ticktrack-runbook", "TickTrack runbook", "2026-06-09", ["ticktrack", "runbook"], """
# TickTrack runbook

@NS9b@ - config lives in `/srv/ticktrack/.env` (owned by `ticktrack`, mode 600)
@NS8b@ - migrations run on prod as part of every TickTrack deploy
- "it went white" at the counter means gunicorn is down: `systemctl status ticktrack-web` first
- if the worker is stuck, restart `ticktrack-worker`; texts queue up and go out after

```dotenv
DJANGO_SETTINGS_MODULE=ticktrack.settings.prod
DATABASE_URL=postgres:///ticktrack
ALLOWED_HOSTS=tickets.pendleburyhorology.co.uk
SESSION_COOKIE_AGE=28800
```
""")

# --- unlabelled notes ---
note("witschi-calibration", "Witschi calibration", "2026-05-28", ["bench", "equipment"], """
# Witschi Proofmaster

- calibrated by the Witschi UK agent in May; certificate in the blue folder
- the vacuum test is done first, then pressure
- divers: 10 bar, 10 minutes; everything else 3 bar
""")

note("bhi-fair-notes", "BHI fair notes", "2026-10-19", ["trade-fair", "parts"], """
# BHI fair, October

- picked up two Seiko 7S26 donors and a box of Smiths balance staffs
- Sternkreuz rep says ETA parts lead times are now 6–8 weeks for some calibres
- talked to a dealer about a second-hand Witschi for Harrogate; not worth it
""")

note("counter-pc-setup", "Counter PC setup", "2026-01-26", ["counter", "hardware"], """
# Counter PC setup

- Windows 11, Chrome kiosk profile pinned to TickTrack's Find screen
- barcode scanner in keyboard-wedge mode, suffix Enter
- Tailscale installed so it still reaches bench-01 when the broadband is flaky
""")

note("tailscale", "Tailscale", "2026-02-03", ["network", "tailscale"], """
# Tailscale

- tailnet `tail0c1d`; machines: bench-01, the NUC, both counter PCs, Priya's laptop
- ACL: only Priya and bench-01 can SSH anywhere
- MagicDNS on; use the short names
""")

note("google-reviews", "Google reviews replies", "2026-07-10", ["customers", "reviews"], """
# Replying to reviews

- thank by first name only, never mention the repair price
- anything about a damaged item: reply "please call Ruth" and nothing else
- Tomasz does the replies; the agent can draft
""")

note("estimate-pdf-template", "Estimate PDF template", "2026-04-16", ["ticktrack", "estimates"], """
# Estimate PDF

- header: logo, ticket number, date
- body: item description, condition note, line items
- footer: Ruth's wording about approval and validity — don't edit

```html
<footer>{% include "estimates/_footer.html" %}</footer>
```
""")

note("shopify-apps", "Shopify apps", "2026-06-19", ["shop", "apps"], """
# Shopify apps installed

- Judge.me (reviews), free plan
- Shopify Email for the newsletter (about 900 subscribers)
- no other apps; Tomasz wants to keep it that way
""")

note("meeting-2026-10-14", "Meeting notes 2026-10-14", "2026-10-14", ["meeting", "planning"], """
# Planning chat — 14 Oct (Tomasz, Priya, Ruth)

- agreed the customer status page is next for TickTrack (Priya to sketch it first)
- Ruth wants the guarantee card redesigned before Christmas
- Mainspring: look at letting members add a second clock
- nothing decided on the Harrogate lease yet, Ruth wants to see the footfall numbers fisrt
""")

note("glossary-calibres", "Common calibres", "2026-03-27", ["calibres", "bench"], """
# Calibres we see most

- ETA 2824-2 and Sellita SW200 (mid-range Swiss automatics)
- Seiko 7S26 / NH35 (Seiko 5 and friends)
- Miyota 8215
- Smiths and Ingersoll pin-levers on the vintage side
- clocks: Hermle 341 and 451 movements, Kieninger in longcases
""")

note("mainspring-roadmap", "Mainspring roadmap", "2026-07-30", ["mainspring", "roadmap"], """
# Mainspring roadmap

- Q4: second clock on an existing plan
- Q1 2027: visit reminders with a one-click reschedule link
- maybe: gift plans for Christmas (Ruth is keen, Tomasz isn't)
""")

note("ticktrack-statuses-faq", "TickTrack statuses FAQ", "2026-04-03", ["ticktrack", "statuses", "faq"], """
# TickTrack statuses — FAQ

**What's the difference between DECLINED and RETURNED_UNREPAIRED?**
DECLINED = the customer said no to the estimate; RETURNED_UNREPAIRED = we couldn't do it (no parts, too far gone).

**Can a ticket go backwards?**
Only QC → ON_BENCH, when a pressure test fails.

**Who can move a ticket to COLLECTED?**
Anyone on the counter; it prints the guarantee card.
""")

note("uptime-monitoring", "Uptime monitoring", "2026-08-31", ["monitoring", "uptime"], """
# Uptime monitoring

- UptimeRobot free plan: checks `tickets.`, `parts.`, `plan.` and `shop.` every 5 minutes
- alerts go to Priya's phone and the workshop@ mailbox
- the shop check is mostly pointless (Shopify), kept for completeness
""")

note("harrogate-van-run", "Harrogate van run", "2026-06-12", ["harrogate", "logistics"], """
# Van run Kirkgate ↔ Harrogate

- Thursdays and Saturdays, leaves Kirkgate 09:00
- items travel in the locked crates, ticket tags facing up (seperate crate for clocks)
- Sam drives Thursdays; Saturdays whoever isn't on the Leeds counter
""")
