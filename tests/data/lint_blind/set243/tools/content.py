"""File bodies for the set243 store (Tanhouse Orchard & Press).

A body line that starts with `@ID@ ` is a labelled claim; build.py strips the
marker.  Paths are store-relative.  Facts get their id / epoch / hex from the
helper below so frontmatter, folder date and file name always agree.
"""
import datetime as _dt
import hashlib as _hl

FILES = []          # list of (path, text)
FLAT_FRONTMATTER = []  # root files whose description is intentionally not strict YAML


def root(fname, name, desc, typ, body, flat=False):
    text = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n{body.strip()}\n"
    FILES.append((fname, text))
    if flat:
        FLAT_FRONTMATTER.append(fname)


def fact(date, time, category, tags, confidence, body):
    created = _dt.datetime.fromisoformat(f"{date}T{time}:00+00:00")
    epoch = int(created.timestamp() * 1000)
    hex4 = _hl.md5((date + time + body).encode()).hexdigest()[:4]
    stem = f"{category}-{epoch}-{hex4}"
    iso = created.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    text = (
        "---\n"
        f"id: {stem}\n"
        f"category: {category}\n"
        f"created: {iso}\n"
        f"updated: {iso}\n"
        "source: extraction\n"
        f"confidence: {confidence}\n"
        "confidenceTier: explicit\n"
        f"tags:\n{tag_lines}"
        "status: active\n"
        "---\n\n"
        f"{body.strip()}\n"
    )
    FILES.append((f"facts/{date}/{stem}.md", text))


def note(slug, title, created, tags, body):
    text = (
        "---\n"
        f"title: {title}\n"
        f"created: {created}\n"
        f"tags: [{', '.join(tags)}]\n"
        "---\n\n"
        f"{body.strip()}\n"
    )
    FILES.append((f"auto/{slug}.md", text))


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_maren.md", "maren-profile",
     "Maren Ashby, owner of the orchard and press — how she likes updates and approvals", "user", """
Maren Ashby owns and runs the place; Tobias (cider) and Gwen (orchard) run the two halves of the
operation day to day. She is the "manager" in most of these notes.

- Not a developer, but reads PR descriptions — write them for her, not for Priya.
- Wants costs up front: if a change adds a monthly bill (hosting, a SaaS seat), say so in the first line.
- Prefers one weekly summary on Friday afternoon over lots of small pings.
- Signs off anything that touches prices, HMRC or the bank.
- Always CC Maren on anything that goes to the bank or to HMRC.
- Hates jargon in customer-facing copy ("artisanal" is banned).
""")

root("user_priya.md", "priya-profile",
     "Priya Nandakumar, the part-time developer behind PressLog and Rootstock", "user", """
Priya Nandakumar is the only in-house developer (part-time, remote from Bristol). She wrote PressLog and
most of Rootstock; Sam Pell (contractor) does CellarDoor.

@A8a@ - Works Mon–Wed (three days a week).
@R8a@ - Editor: VS Code with the Python and Django extensions; her `settings.json` is on the repo wiki.
- Likes small PRs, with a screenshot when the UI changes.
- Strong opinions on migrations (see feedback_migrations.md).
- Don't book calls with her before 09:30.
""")

root("feedback_git_workflow.md", "git-workflow",
     "How branches, PRs and merges work across the three repos", "feedback", """
Branch off `main`; prefix branches by repo: `pl/…` (PressLog), `rs/…` (Rootstock), `cd/…` (CellarDoor).

@NS9a@ - Don't push code changes straight to `main` — open a PR, even for one-liners.
@R5a@ - Always squash-merge PRs into `main`.
- Delete the branch after merge.
- If your branch is more than a day behind, rebase it on `main` before asking for review.

**Why:** a half-finished direct push to PressLog in February broke the gravity form during a bottling day.
**How to apply:** when a code task is done, push the branch and open the PR with `gh pr create`.
""")

root("feedback_commit_style.md", "commit-style",
     "Commit message conventions and what counts as a docs-only change", "feedback", """
Prefixes: `feat:`, `fix:`, `chore:`, `docs:`. Present tense, no trailing full stop.

- Put the GitHub issue number at the end: `fix: gravity form rounding (#142)`.
@NS9b@ - README and docs typo fixes can go straight to `main` without a PR (prefix `docs:`).
- No emoji in commit subjects; Maren reads the changelog.
- Keep the subject under ~70 characters.

**Why:** the changelog on PressLog's "About" page is generated from commit subjects.
**How to apply:** make PR titles follow the same rules, they end up in the changelog too.
""")

root("feedback_testing.md", "testing",
     "Test setup preferences for PressLog and Rootstock", "feedback", """
@N10a@ - PressLog tests must run against a real Postgres — never point them at SQLite.
**Why:** a `JSONField` lookup passed on SQLite and failed in prod in April; we lost a morning of gravity readings.
**How to apply:** use the `docker compose up db` service locally.

- Rootstock tests use vitest with an in-memory SQLite database; that's fine, prod Rootstock is SQLite too.
- Use factories (`factory_boy` in PressLog) rather than fixture files.
- Don't mock the ORM. Mock HTTP at the boundary (`responses` in Python, `msw` in Rootstock).
""")

root("feedback_deploys.md", "deploys",
     "Rules for shipping PressLog to the box, especially in pressing season", "feedback", """
@F1a@ - PressLog deploys go through `deploy.sh` on press-01 — no hand-editing files on the box.
@NS1a@ - Never deploy PressLog on a pressing day without telling Tobias first.
**Why:** the gravity and tank screens are open on the press-house tablet all day in pressing season; a restart
mid-reading loses the form.
**How to apply:** Sep–Nov, message Tobias before running the deploy and wait for a thumbs-up.

- CellarDoor deploys itself on merge (Vercel); nothing to do there.
""")

root("feedback_cellar_sanitation.md", "cellar-sanitation",
     "Sanitation rules: PBW, Star San, what gets rinsed", "feedback", """
Tobias is strict about this. The agent writes the cleaning checklists that get printed for the press house.

@F7a@ - Tanks: hot PBW wash, then Star San.
- Always rinse PBW out fully with hot water — any residue knocks out the Star San.
@O5a@ - Star San: 1.5 ml per litre of water (the pump on the blue drum gives 1.5 ml a push).
@N2a@ - Don't rinse after Star San — it's no-rinse; let it drain, then fill.
**Why:** mains water through the tank after sanitising just puts bugs back; the foam is harmless.
**How to apply:** the printed checklist has the Star San step last, right before filling.
""", flat=True)

root("feedback_communication.md", "team-communication",
     "Where to post what, and how Maren wants updates", "feedback", """
@S9a@ - Team chat is the "Tanhouse crew" WhatsApp group; tank notes and day-to-day stuff go there.
- Weekly summary to Maren by email on Friday afternoons: what shipped, what broke, what it costs.
- Don't phone Gwen while she's spraying — she can't hear it on the tractor anyway.

**Why:** Maren reads email properly; chat she skims.
**How to apply:** anything needing a decision goes in the Friday email, not in chat.
""")

root("feedback_migrations.md", "migrations",
     "How schema migrations are handled in PressLog", "feedback", """
@N1a@ - Never run `migrate` from `deploy.sh`; Priya applies migrations by hand
  after reading the `sqlmigrate` output for each one.
- One migration per PR where possible; squash migrations only at the start of a season.

**Why:** a data migration on `GravityReading` locked the table for four minutes during a pressing in 2025.
**How to apply:** list new migrations in the PR description under a "Migrations" heading so she knows to run them.
""")

root("feedback_secrets.md", "secrets-handling",
     "Where secrets live and what never goes in a repo", "feedback", """
- PressLog secrets live in `/etc/presslog/env` on press-01 (root:presslog, 640).
- CellarDoor secrets are Vercel environment variables; don't copy them into a committed `.env.local`.
- Never paste the Stripe secret key into chat, not even the test one.
- Don't commit `.env` files; a `.env.example` with dummy values is fine.

Example of what `.env.example` looks like in PressLog:

```env
DATABASE_URL=postgres://presslog:changeme@localhost:5432/presslog
DJANGO_SECRET_KEY=dev-only-not-secret
ALLOWED_HOSTS=localhost
```

**Why:** the repos are private but Sam's laptop isn't ours.
**How to apply:** if a secret is needed in a snippet, write `<from /etc/presslog/env>` instead.
""")

root("project_presslog_overview.md", "presslog-overview",
     "PressLog — the cellar app (pressings, gravity readings, tanks, packaging runs)", "project", """
PressLog is the cellar system Priya built in 2024: every pressing, tank, gravity reading, blend and
packaging run goes in here, and the HMRC numbers come out of it (via dutybook).

## Stack
- Django 5.1, server-rendered templates + htmx; no SPA.
- Deps managed with uv (`uv.lock` committed).
@R9a@ - Background jobs: Celery with Redis as the broker (gravity alerts, nightly report).
- Nightly gravity report is emailed to Tobias at 06:00 through Postmark (its own server token).
@R1a@ - CI: GitHub Actions (`ci.yml`: ruff, then pytest against a postgres service container).

## Runtime
@V1a@ - gunicorn binds `127.0.0.1:8000`; Caddy reverse-proxies `presslog.tanhouse.farm` to it.
@A5a@ - gunicorn runs 3 workers (sync), timeout 60 s.
- Static files are collected to `/srv/presslog/static` and served by Caddy.
@NS1b@ - We deploy PressLog whenever `main` is green, any day of the week.

## Domain notes
- A "pressing" is one run of the belt press; a tank can take several pressings.
- Gravity readings are stored as SG with three decimals (1.048), plus temperature.
- Tanks are T1–T14; T9–T14 are the newer 3,000 L conicals.
- Packaging runs record bottles, boxes and kegs and feed dutybook.
""")

root("project_rootstock_overview.md", "rootstock-overview",
     "Rootstock — the orchard app Gwen uses in the field", "project", """
Rootstock is the orchard app: block and tree records, spray diary, frost log, harvest estimates. Gwen and
the picking supervisor use it on their phones out in the blocks.

## Stack
- SvelteKit (adapter-node), Tailwind + daisyUI for the UI.
@V9a@ - Node 22 LTS (`.nvmrc` pins 22).
@R4a@ - Package manager: pnpm (`pnpm-lock.yaml`); don't commit a `package-lock.json`.
- Data: SQLite via better-sqlite3, replicated by Litestream (see reference_backups.md).
@O1a@ - Server listens on port 3000 (`PORT` env).
@O9b@ - CI: GitHub Actions (lint, vitest, one Playwright smoke test on the spray diary).

## Behaviour
@D6b@ - Works offline: spray-diary entries and block notes queue on the phone and sync when signal comes back.
- Frost alerts (Withy Bed sensor below 0 °C) go to Gwen by SMS.
- The spray diary exports a PDF per block for the Red Tractor audit.
""")

root("project_cellardoor_overview.md", "cellardoor-overview",
     "CellarDoor — the web shop (Sam's project), stack and operations", "project", """
CellarDoor is the online shop at shop.tanhouse.farm: bottles, boxes, gift crates, orchard-walk tickets.

@D7b@ - Next.js 15 (app router), hosted on Vercel; orders and customers live in Supabase.
- Payments: Stripe Checkout; webhooks hit `/api/stripe/webhook`.
- Package manager: npm (`package-lock.json`).
@R2a@ - Error tracking: Sentry, project `cellardoor-web`.
@V6a@ - Order emails: the send job retries 5 times (exponential backoff), then parks the message in `failed_emails`.
@S8a@ - Web orders ship with DPD (labels printed from the DPD portal).
@O7b@ - Sam Pell (contractor) is first responder for CellarDoor incidents.
- Stock levels come from PressLog (see the stock sync notes in auto/).
""")

root("project_dutybook.md", "dutybook",
     "dutybook — the small Python CLI behind the monthly HMRC alcohol duty return", "project", """
dutybook lives in its own repo and runs on press-01 from cron; Ines uses its output to file the return.

@D8b@ - dutybook works out the monthly alcohol duty figures from PressLog's packaging records.
- Reads PressLog's database read-only (role `dutybook_ro`).
- Produces a CSV + PDF summary; Ines imports the CSV into the accounts.
@NS7a@ - Don't run `dutybook submit` without a `--dry-run` first.
@F4b@ - PRs touching the duty calculations also need Ines to check the numbers, on top of the usual code review.
- Small producer relief uses the rates table in `rates/`; add the new year's file when HMRC publishes rates.
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers and hosting: what runs where, TLS, staging", "reference", """
# Infrastructure

@D2a@ - PressLog prod: `press-01`, Hetzner CX32 (Falkenstein), Ubuntu 24.04.
@V4a@ - Postgres 16 (pgdg apt) on press-01, holds PressLog's data; dutybook reads it too.
@A1a@ - Caddy terminates TLS on press-01 (automatic Let's Encrypt certs).
@R7a@ - Rootstock: Fly.io app `rootstock-app`, region `lhr`, one shared-cpu machine with a 1 GB volume.
- CellarDoor: Vercel (team `tanhouse`), database on Supabase in `eu-west-2`.
@S3a@ - Staging: `press-staging`, the old DigitalOcean droplet (PressLog staging only).
@F10a@ - Backups: nightly `pg_dump` of PressLog to Backblaze B2 (details in reference_backups.md).
- Admin access is over Tailscale only; SSH is closed on the public interface.
- DNS is Cloudflare (see reference_dns_domains.md).
""", flat=True)

root("reference_contacts.md", "contacts-and-escalation",
     "Who does what at the farm, and who to call when something breaks", "reference", """
| Person | Role | Notes |
|---|---|---|
| Maren Ashby | owner / MD | approves spend and prices |
| Tobias Reed | head cidermaker | cellar, pressing, blending |
| Gwen Halloran | orchard manager | sprays, picking crews, main Rootstock user |
| Declan Firth | taproom + trade sales | Press Barn, wholesale accounts |
| Joss Kettle | dispatch / warehouse | web orders, pallets |
| Ines Okafor | bookkeeper | invoices, duty, payroll export |
| Priya Nandakumar | developer (part-time) | PressLog, Rootstock, dutybook |
| Sam Pell | contractor | CellarDoor |

## Escalation
@R6a@ - Tank temperature alarms (glycol controller) page Tobias, day or night.
@O7a@ - PressLog and Rootstock incidents: Priya is first responder.
- Power cuts: the generator is Joss's job; the cold store goes on first.
""")

root("reference_cellar_process.md", "cellar-process",
     "Tobias's cellar process from juice to bottle — the numbers we work to", "reference", """
# Cellar process (Tobias's numbers)

## Juice
@N4a@ - Campden into every juice tank at pressing, aiming for 50 ppm SO2 (more if the pH is over 3.8).
- Pectic enzyme only for the perry and the juice line, not the cider.
- Wild ferment for the Dry; the KB gets a cultured yeast (SafCider AB-1) if it hasn't started in 5 days.

## Fermentation
@V10a@ - Cider primary fermentation: hold tanks at 14 °C.
- Rack off the gross lees once SG is under 1.005.
- Cold-crash to 2 °C for a week before packaging.
@NS3a@ - Kingston Black: never bottled before it's had six months on the lees.

## Packaging
@V2a@ - Bottled medium: pasteurise in the water bath at 65 °C, 20 min at core temp.
- The Dry is still and fully dry, no back-sweetening.
- The medium is back-sweetened with apple juice to about 1.012 before pasteurising.
""")

root("project_harvest_2026.md", "harvest-2026",
     "Harvest and pressing plan for the 2026 season", "project", """
@D1a@ - Pressing days: Tuesdays and Thursdays through October.
- Early varieties (Discovery for the juice) picked from late August; bittersweets from late September.
@NS10b@ - We press windfalls — most of the bittersweets are shaken off and picked up from the grass.
- Picking crew of six through Somerset Seasonal; Gwen runs them.
- Perry pears bought in from two neighbours (Westcombe and Hurcot).
- Target: 180 t of fruit, roughly 120,000 L of juice.
""")

root("project_taproom.md", "press-barn-taproom",
     "Press Barn taproom: opening hours, payments, house rules", "project", """
The Press Barn is the taproom in the old cart shed; Declan runs it.

@D3b@ - The Press Barn opens Friday to Sunday; Mon–Thu it's private bookings only.

## Opening hours
| Day | Open | Close | Staff |
|---|---|---|---|
| Fri | 16:00 | 22:00 | Declan + 1 |
@V3a@ | Sat | 12:00 | 21:00 | Declan + 1 |
@O2a@ | Sun | 12:00 | 18:00 | Declan |

## House rules
@N8a@ - Dogs welcome in the Press Barn (water bowl by the door, biscuits behind the bar).
@R10a@ - Card payments: two SumUp readers, charged behind the bar overnight.
- Tasting flights are 4 × 1/3 pint; no flights on event nights.
- Under-18s welcome until 19:00 with an adult.
""", flat=True)

root("reference_orchard_blocks.md", "orchard-blocks",
     "The four orchard blocks, their varieties and quirks", "reference", """
@D9b@ - 14 ha in four blocks: Long Ground, Church Piece, Top Orchard, Withy Bed.
- Long Ground (5 ha): Dabinett, Harry Masters Jersey; bush trees on MM106.
- Church Piece (2.5 ha): old standards — Kingston Black, Tremlett's Bitter, Yarlington Mill.
- Top Orchard (3 ha): Michelin and Browns; no phone signal at the top end.
- Withy Bed (3.5 ha): planted 2024, Dabinett and Vilberie, still coming into bearing.
- Perry pears are bought in; we have no pear trees of our own bar the two by the house.
""")

root("project_wholesale.md", "wholesale-trade",
     "Trade accounts: minimums, invoicing, deliveries", "project", """
Declan looks after ~40 trade accounts: pubs, farm shops, two delis in Bath, and the Stowey tied estate (9 pubs).

@F3a@ - Trade invoices are net 30.
@NS2b@ - We invoice the Stowey pubs weekly, every Monday, for the previous week's drops.
@A3a@ - Pallets to trade customers: max height 1.2 m including the pallet.
- Local drops (within ~25 miles) go in our van on Wednesdays; further afield goes by pallet network.
- The trade price list lives on the shared drive; Maren signs off changes.
""", flat=True)

root("reference_backups.md", "backups",
     "What gets backed up, where it goes and for how long", "reference", """
@V7a@ - PressLog `pg_dump` → B2 bucket `tanhouse-backups`, retained 30 days.
@A4a@ - Litestream replicates Rootstock's SQLite to B2 every 10 s.
- CellarDoor: Supabase daily backups (their side, 7 days on our plan) plus a weekly CSV export of orders to the shared drive.
- Restore test: Priya restores the latest PressLog dump to her laptop on the first Monday of the month.
- B2 application keys are per bucket; the PressLog key can't read the Rootstock replica.
""")

root("feedback_code_review.md", "code-review",
     "What a PR needs before it merges", "feedback", """
@F4a@ - Every PR needs one approving review before merge.
- Sam reviews Priya's changes that touch the shop side of the stock sync; Priya reviews Sam's.
- The agent can review, but its review doesn't count as the approving one.
- Screenshots for UI changes; a note on migrations if there are any.

**Why:** two people, three repos — a second pair of eyes is the only QA we have.
**How to apply:** request the review when opening the PR, not after CI finishes.
""")

root("project_label_printing.md", "label-printing",
     "Batch and lot labels — how they get onto bottles and boxes", "project", """
Every bottle and box needs a lot code for HMRC and trading standards, e.g. `TD-26-031`.

@S5a@ - Batch labels print from PressLog straight to the Zebra GK420d in the bottling shed.
- Lot code format: product code, harvest year, packaging run number.
- Front labels (the artwork) are bought in on rolls of 1,000.
- Best-before on bottles is 24 months from packaging.
""")

root("reference_monitoring.md", "monitoring",
     "Monitoring: uptime, errors, alerts and who sees them", "reference", """
@S2a@ - Uptime checks: UptimeRobot (free plan) on the three public URLs.
@F8a@ - PressLog errors → Sentry (`presslog` project), alert emails to Priya.
- press-01 disk and CPU: Hetzner's own graphs; nobody watches them, check by hand monthly.
- Tank temperatures: the glycol controller has its own alarm (see reference_contacts.md).
- Vercel keeps function logs for a day on our plan — grab them fast after a CellarDoor incident.
""", flat=True)

root("feedback_editor_setup.md", "editor-config",
     "Formatting and editor config the repos expect", "feedback", """
- All three repos have an `.editorconfig`; respect it (LF, final newline, 4 spaces Python, 2 spaces TS/Svelte).
- Python: `ruff format`, line length 100.
- Svelte/TS: prettier with the repo config; don't reformat whole files in an unrelated PR.

**Why:** Priya sometimes reviews diffs on her phone; noisy diffs make that miserable.
**How to apply:** run the formatter only on the files you touched.
""")

root("project_pricing.md", "pricing",
     "Current cellar-door prices and who changes them", "project", """
Prices are set by Maren once a year (March) and chalked on the Press Barn board.

| Product | Pack | Cellar door |
|---|---|---|
@D10b@ | Tanhouse Dry | 75 cl bottle | £9.50 |
@V5a@ | Tanhouse Dry | 20 L bag-in-box | £68 |
| Tanhouse Dry | 10 L bag-in-box | £38 |
| Kingston Black | 75 cl bottle | £16 |
| Perry | 75 cl bottle | £12 |
| Perry | 20 L bag-in-box | £74 |

- Trade prices are separate (see the wholesale price list).
- Staff get 30% off, not on gift crates.
""")

root("reference_spray_programme.md", "spray-programme",
     "Gwen's spray programme for the bush orchards", "reference", """
@F5a@ - Sulphur (scab/mildew): every 10–14 days from green cluster to early July.
@NS5a@ - No insecticide sprays during blossom — the bees are in for pollination.
- Copper at bud burst only, and only if scab was bad the year before.
- Every spray goes in Rootstock's spray diary the same day (product, rate, block, wind).
- Sprayer calibrated every March; 200 L/ha water volume on the bush blocks.
- The Church Piece standards aren't in the programme.
""")

root("feedback_customer_emails.md", "customer-emails",
     "Tone and routing for emails the agent drafts to customers", "feedback", """
- Sign off as "Tanhouse", not as a person, unless Declan or Maren asked for it.
@N5a@ - Always CC Declan on anything going to a wholesale customer.
- British spelling; no exclamation marks in replies to complaints.
- Refunds over £50 need Maren's OK before they're promised.

**Why:** customers were getting different answers from different people.
**How to apply:** drafts go into Gmail as drafts, never sent directly.
""")

root("project_bottling_line.md", "bottling-line",
     "The bottling line set-up since the new filler went in", "project", """
@D5b@ - Line speed is about 900 bottles an hour with the four-head filler.
- Crown capper for the KB (Champagne bottles), screw caps for the Dry and the medium.
- Two people minimum: one on the filler, one on labelling and boxing.
- Bottling days are booked in PressLog as packaging runs so dutybook sees them.
""")

root("reference_dns_domains.md", "dns-and-domains",
     "Domains, DNS records and who manages them", "reference", """
- `tanhouse.farm` registered at Gandi, DNS on Cloudflare (free plan).
- `presslog.tanhouse.farm` A record → press-01, grey cloud (Caddy does its own certs).
- `shop.tanhouse.farm` → Vercel (CNAME).
- `rootstock.tanhouse.farm` — Priya manages that record; don't touch it.
- MX: Google Workspace.
""")

root("project_christmas_boxes.md", "christmas-crates",
     "Christmas gift crates — contents, deadlines, suppliers", "project", """
- Gift crate: 3 × 75 cl (Dry, medium, KB) in a wooden crate, £45, online and at the Press Barn.
- Last order date for Christmas delivery is 17 December.
- Crates come from the sawmill at Wedmore; order 300 in October.
- Crate labels are hand-stamped; don't add them to the packaging run.
""")

root("feedback_data_entry.md", "data-entry",
     "How readings and records must be entered so the reports stay right", "feedback", """
@N7a@ - PressLog won't take Brix — convert to SG before entering a reading.
- Temperatures in °C, one decimal.
- Tank moves: record the transfer in PressLog before the hose comes off, not after lunch.
- Rootstock's ripeness screen records Brix straight from the refractometer; that's a separate thing.

**Why:** dutybook and the blend sheets read straight from these tables.
**How to apply:** when writing help text or forms, show the unit next to every field.
""")

root("reference_hmrc_duty.md", "hmrc-duty",
     "Alcohol duty basics for the cider side — deadlines, relief, records", "reference", """
@A7a@ - Duty return + payment due by the 15th of the following month.
- We're well under the small producer relief threshold; the relief is worked out in dutybook.
- The cider band stops at 8.4% ABV; the KB can get close some years, so check the final ABV.
- Keep packaging records for 6 years.
- Ines files; Maren is the named contact with HMRC.
""")

root("project_events.md", "events",
     "Recurring events at the farm and what they need from the systems", "project", """
- Wassail: Saturday 16 January 2027 in Church Piece; tickets sold through CellarDoor.
- Apple Day: second Sunday of October, Press Barn plus orchard walks.
- Summer music nights: first Friday of June, July and August.
- Event tickets are a CellarDoor product type with a capacity; Declan sets the capacity.
""")

root("feedback_dependency_updates.md", "dependency-updates",
     "How and when dependencies get bumped in each repo", "feedback", """
- Renovate is on for Rootstock and CellarDoor; PressLog gets updated by hand monthly (`uv lock --upgrade`).
- No Django major bump mid-season (Sep–Nov).
- Group dev-dependency bumps into one PR.

**Why:** the one time we took a big bump in October the admin broke during pressing.
**How to apply:** if Renovate opens a major bump in season, label it `after-harvest` and leave it.
""")

root("project_finance_admin.md", "finance-admin",
     "Books, payroll and VAT — who does what", "project", """
@S1a@ - Bookkeeping: QuickBooks Online; Ines has the admin login, Maren has view-only.
- Payroll is run by the accountant (Hendry & Co) from Ines's timesheet export.
- VAT is quarterly, MTD, filed by the accountant.
- Stripe payouts land weekly; Ines reconciles them on Tuesdays.
""")

root("project_perry_trial.md", "perry-trial",
     "The perry — second vintage, how it differs from the cider", "project", """
- 2026 is the second perry vintage; pears from Westcombe and Hurcot.
- Perry ferments cooler than the cider: 12 °C.
- Perry gets pectic enzyme at pressing (pear pectin hazes badly).
- Tobias wants perry tasting notes in PressLog's blend-notes field, not on paper.
""")

root("reference_glossary.md", "glossary",
     "Cellar and orchard words that turn up in tickets and notes", "reference", """
- SG: specific gravity; 1.000 is water, our juice comes in around 1.050.
- BIB: bag-in-box.
- KB: the Kingston Black single variety.
- Gross lees / fine lees: the heavy sediment after primary vs. the light stuff later.
- Drop: one trade delivery to one customer.
- Pressing: one run of the belt press (PressLog's unit of work).
""")

MEMORY_INDEX = [
    # (section, title, file, hook)
    ("User", "Maren Ashby", "user_maren.md", "owner; how she wants updates and sign-offs"),
    ("User", "Priya Nandakumar", "user_priya.md", "the developer: working pattern and tooling"),
    ("Feedback", "Git workflow", "feedback_git_workflow.md", "branches, PRs and how merges are done"),
    ("Feedback", "Commit style", "feedback_commit_style.md", "commit subjects and docs-only changes"),
    ("Feedback", "Testing", "feedback_testing.md", "what the test suites run against"),
    ("Feedback", "Deploys", "feedback_deploys.md", "shipping PressLog safely in season"),
    ("Feedback", "Cellar sanitation", "feedback_cellar_sanitation.md", "cleaning and sanitising rules for checklists"),
    ("Feedback", "Team communication", "feedback_communication.md", "where to post what"),
    ("Feedback", "Migrations", "feedback_migrations.md", "how PressLog schema changes get applied"),
    ("Feedback", "Secrets", "feedback_secrets.md", "where secrets live"),
    ("Feedback", "Code review", "feedback_code_review.md", "what a PR needs before merge"),
    ("Feedback", "Editor config", "feedback_editor_setup.md", "formatting expectations"),
    ("Feedback", "Customer emails", "feedback_customer_emails.md", "tone and routing for drafts"),
    ("Feedback", "Data entry", "feedback_data_entry.md", "units and timing for readings"),
    ("Feedback", "Dependency updates", "feedback_dependency_updates.md", "when bumps are allowed"),
    ("Project", "PressLog overview", "project_presslog_overview.md", "the cellar app: stack, runtime, domain"),
    ("Project", "Rootstock overview", "project_rootstock_overview.md", "the orchard app: stack and behaviour"),
    ("Project", "CellarDoor overview", "project_cellardoor_overview.md", "the web shop: stack and operations"),
    ("Project", "dutybook", "project_dutybook.md", "the duty-return CLI"),
    ("Project", "Harvest 2026", "project_harvest_2026.md", "picking and pressing plan"),
    ("Project", "Press Barn taproom", "project_taproom.md", "hours, payments, house rules"),
    ("Project", "Wholesale", "project_wholesale.md", "trade accounts, invoicing, deliveries"),
    ("Project", "Label printing", "project_label_printing.md", "lot codes and batch labels"),
    ("Project", "Pricing", "project_pricing.md", "cellar-door price table"),
    ("Project", "Bottling line", "project_bottling_line.md", "the line since the new filler"),
    ("Project", "Christmas crates", "project_christmas_boxes.md", "gift crates and deadlines"),
    ("Project", "Events", "project_events.md", "recurring events and ticketing"),
    ("Project", "Finance admin", "project_finance_admin.md", "books, payroll, VAT"),
    ("Project", "Perry", "project_perry_trial.md", "the perry and how it differs"),
    ("Reference", "Infrastructure", "reference_infrastructure.md", "what runs where"),
    ("Reference", "Contacts and escalation", "reference_contacts.md", "people, roles, who gets called"),
    ("Reference", "Cellar process", "reference_cellar_process.md", "Tobias's process from juice to bottle"),
    ("Reference", "Orchard blocks", "reference_orchard_blocks.md", "blocks, varieties, quirks"),
    ("Reference", "Backups", "reference_backups.md", "what is backed up and where"),
    ("Reference", "Monitoring", "reference_monitoring.md", "uptime, errors, alerts"),
    ("Reference", "Spray programme", "reference_spray_programme.md", "Gwen's spray rules"),
    ("Reference", "DNS and domains", "reference_dns_domains.md", "records and who owns them"),
    ("Reference", "HMRC duty", "reference_hmrc_duty.md", "duty deadlines and records"),
    ("Reference", "Glossary", "reference_glossary.md", "cellar and orchard vocabulary"),
]


def _memory_md():
    out = ["# Memory Index", ""]
    section = None
    for sec, title, fname, hook in MEMORY_INDEX:
        if sec != section:
            if section is not None:
                out.append("")
            out.append(f"## {sec}")
            out.append("")
            section = sec
        out.append(f"- [{title}]({fname}) — {hook}")
    return "\n".join(out) + "\n"


FILES.append(("MEMORY.md", _memory_md()))

# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

fact("2026-06-11", "10:42", "fact", ["presslog", "infra"], 0.9,
     "@V1b@ PressLog's gunicorn is bound to 127.0.0.1:8050 on press-01, and Caddy proxies presslog.tanhouse.farm to that.")
fact("2026-07-04", "18:05", "fact", ["taproom", "opening-hours"], 0.88,
     "@V3b@ The Press Barn shuts at 10pm on Saturdays; last orders are twenty minutes before.")
fact("2026-04-18", "14:20", "fact", ["pricing", "cellar-door"], 0.9,
     "@V5b@ A 20-litre box of Tanhouse Dry costs £72 at the cellar door.")
fact("2026-03-09", "11:15", "fact", ["backups", "presslog", "b2"], 0.86,
     "@V7b@ The B2 lifecycle rule keeps PressLog's nightly database dumps for 90 days before deleting them.")
fact("2026-02-20", "09:50", "fact", ["wholesale", "orders"], 0.87,
     "@V8a@ Minimum trade order is 10 cases; cases can be mixed.")
fact("2026-09-03", "16:32", "fact", ["wholesale", "declan"], 0.85,
     "@V8b@ Trade customers can order as little as 6 cases at a time, any mix of products.")
fact("2026-10-14", "08:12", "fact", ["cellar", "fermentation"], 0.89,
     "@V10b@ Primary ferments run at 16 °C; the glycol chiller is set to hold the tanks there.")
fact("2026-05-21", "13:44", "fact", ["presslog", "ci"], 0.9,
     "@R1b@ PressLog's CI runs on a Woodpecker instance on press-01, not on GitHub Actions.")
fact("2026-04-29", "15:03", "fact", ["cellardoor", "email"], 0.88,
     "@R3a@ CellarDoor sends its order confirmation emails through Postmark.")
fact("2026-08-12", "10:27", "fact", ["rootstock", "tooling"], 0.87,
     "@R4b@ Rootstock installs its dependencies with bun; `bun.lockb` is the committed lockfile.")
fact("2026-03-26", "12:10", "preference", ["git", "priya"], 0.92,
     "@R5b@ Priya prefers rebase-and-merge for PRs on all three repos, so each commit lands on main as written.")
fact("2026-10-02", "21:48", "fact", ["cellar", "alarms"], 0.86,
     "@R6b@ Out-of-hours tank temperature alarms go to Gwen's phone.")
fact("2026-06-24", "09:31", "preference", ["priya", "tooling"], 0.9,
     "@R8b@ Priya works in Neovim (LazyVim config); don't send her VS Code settings snippets.")
fact("2026-09-17", "14:56", "fact", ["presslog", "jobs"], 0.88,
     "@R9b@ PressLog's background tasks (gravity alerts, the nightly report) run on Huey with a SQLite store.")
fact("2026-09-29", "07:40", "preference", ["cellar", "sanitation", "tobias"], 0.91,
     "@N2b@ Tobias wants every tank rinsed out with clean water after the Star San, before it's filled.")
fact("2026-02-11", "16:18", "decision", ["kingston-black", "cellar"], 0.9,
     "@N3a@ We don't filter the Kingston Black; it goes into bottle with its haze.")
fact("2026-08-25", "11:09", "preference", ["customers", "wholesale"], 0.87,
     "@N5b@ Don't copy Declan on emails to wholesale customers — he already reads everything in the trade@ inbox.")
fact("2026-05-13", "10:02", "preference", ["cellardoor", "frontend"], 0.86,
     "@N6a@ For CellarDoor styling, prefer Tailwind utility classes over writing new CSS files.")
fact("2026-07-30", "17:25", "decision", ["taproom", "hygiene"], 0.9,
     "@N8b@ No dogs allowed in the Press Barn, because we serve food there (EHO rule).")
fact("2026-02-03", "13:37", "decision", ["events", "competitions"], 0.88,
     "@N9a@ Decided to enter Tanhouse Dry and the Kingston Black in the Royal Bath & West cider competition this year.")
fact("2026-04-07", "09:14", "decision", ["finance", "accounts"], 0.93,
     "@S1b@ Moved the books from QuickBooks to Xero at the start of April; Ines did the migration.")
fact("2026-05-28", "15:51", "fact", ["infra", "presslog"], 0.9,
     "@S3b@ The DigitalOcean droplet was shut down in May, so there is no PressLog staging environment now.")
fact("2026-08-19", "08:36", "fact", ["harvest", "pickers"], 0.84,
     "@S4a@ Pickers log their bins in the 'Harvest 2026' Google Sheet on the shared tablet.")
fact("2026-08-06", "12:44", "decision", ["labels", "packaging"], 0.9,
     "@S5b@ We no longer print batch labels in-house; Labelcraft in Yeovil prints them on rolls from the PDFs PressLog exports.")
fact("2026-02-16", "10:58", "fact", ["presslog", "python"], 0.85,
     "@S7a@ PressLog runs on Python 3.11 (the deadsnakes build on press-01).")
fact("2026-09-22", "16:03", "decision", ["shipping", "cellardoor"], 0.91,
     "@S8b@ Switched web-order shipping from DPD to Parcelforce in September after the run of breakages.")
fact("2026-01-08", "11:22", "fact", ["pressing", "kingston-black"], 0.82,
     "@S10a@ Kingston Black and the other heritage batches are pressed on the old rack-and-cloth press.")
fact("2026-03-12", "14:29", "fact", ["presslog", "deploy"], 0.89,
     "@F1b@ `deploy.sh` has to run as the `presslog` user; it pulls `main`, runs collectstatic and restarts gunicorn.")
fact("2026-06-02", "10:16", "fact", ["wholesale", "invoicing"], 0.87,
     "@F3b@ Stowey tied-estate pubs are on net 14 rather than net 30, because their\n"
     "head office insisted on it when we signed them.")
fact("2026-05-06", "07:55", "fact", ["orchard", "spraying"], 0.86,
     "@F5b@ In wet spells Gwen tightens the sulphur interval to 10 days.")
fact("2026-04-22", "13:12", "fact", ["cellardoor", "hosting"], 0.92,
     "@F6a@ CellarDoor is hosted on Vercel.")
fact("2026-10-20", "09:47", "preference", ["cellar", "sanitation"], 0.88,
     "@F7b@ For tanks with heavy lees, run the PBW at 60 °C for a full 30 minutes before the Star San step.")
fact("2026-07-15", "11:38", "fact", ["presslog", "sentry"], 0.87,
     "@F8b@ Only 5xx errors from PressLog reach Sentry; 404s are dropped in `before_send`.")
fact("2026-03-03", "15:26", "fact", ["kingston-black", "packaging"], 0.9,
     "@F9b@ The Kingston Black single variety is bottle-conditioned.")
fact("2026-03-10", "08:03", "fact", ["backups", "presslog"], 0.88,
     "@F10b@ The PressLog dump cron fires at 02:30 and writes `--format=custom` dumps.")
fact("2026-05-19", "16:41", "fact", ["cellardoor", "tooling"], 0.86,
     "@O3b@ CellarDoor builds on Vercel with Node 20.x.")
fact("2026-08-27", "10:53", "fact", ["rootstock", "sync"], 0.85,
     "@O4b@ Rootstock's offline upload queue retries each record 8 times before it flags it red on the phone.")
fact("2026-04-24", "12:30", "fact", ["cellardoor", "database"], 0.87,
     "@O6b@ CellarDoor's Supabase database runs Postgres 15.")
fact("2026-01-21", "14:07", "fact", ["pressing", "history"], 0.84,
     "@D1b@ In the 2025 season we pressed on Mondays and Wednesdays.")
fact("2026-03-18", "17:19", "fact", ["taproom", "history"], 0.85,
     "@D3a@ In 2025 the taproom only opened on Saturdays.")
fact("2026-08-14", "09:02", "fact", ["harvest", "pay"], 0.88,
     "@D4a@ Harvest pickers were paid £11.44 an hour in 2025.")
fact("2026-08-14", "09:05", "fact", ["harvest", "pay"], 0.9,
     "@D4b@ Picker rate for this harvest is £12.21 an hour, paid weekly.")
fact("2026-02-27", "13:48", "fact", ["bottling", "history"], 0.83,
     "@D5a@ Before the new filler went in (January), the bottling line managed about 600 bottles an hour.")
fact("2026-06-16", "15:35", "fact", ["rootstock", "history"], 0.84,
     "@D6a@ During the 2025 beta Rootstock had no offline mode, so Gwen lost spray-diary\n"
     "entries in the dead zone by Top Orchard.")
fact("2026-02-12", "10:40", "fact", ["duty", "history"], 0.86,
     "@D8a@ For the 2025 duty returns Ines worked the numbers out in a spreadsheet.")
fact("2026-04-02", "11:57", "fact", ["packaging", "history"], 0.85,
     "@D10a@ Before the 2026 relabel, Tanhouse Dry was bottled in 500 ml bottles.")
fact("2026-06-11", "10:49", "fact", ["presslog", "tls"], 0.9,
     "@A1b@ TLS for presslog.tanhouse.farm is handled by Caddy; certificates come from Let's Encrypt automatically.")
fact("2026-01-14", "12:26", "fact", ["orchard"], 0.83,
     "@A2b@ The orchard is roughly 35 acres all told.")
fact("2026-07-08", "14:14", "fact", ["rootstock", "backups"], 0.87,
     "@A4b@ Rootstock's Litestream sync interval is ten seconds.")
fact("2026-02-09", "09:38", "fact", ["duty", "hmrc"], 0.91,
     "@A7b@ Alcohol duty for a month has to be filed and paid by the 15th of the next month.")
fact("2026-01-27", "16:46", "fact", ["priya", "team"], 0.9,
     "@A8b@ Priya works three days a week — Mondays, Tuesdays and Wednesdays.")
fact("2026-03-05", "10:21", "fact", ["wholesale", "draught"], 0.86,
     "@A9a@ Trade draught is supplied in 30-litre KeyKegs.")
fact("2026-09-10", "15:09", "fact", ["wholesale", "kegs"], 0.84,
     "@A9b@ Draught for the pubs goes out in 30 L KeyKeg (one-way, nothing to collect).")
fact("2026-05-11", "08:58", "fact", ["kingston-black", "bottling"], 0.86,
     "@NS3b@ We bottle the Kingston Black each May.")
fact("2026-07-21", "13:03", "fact", ["rootstock", "support"], 0.87,
     "@NS4b@ Priya is the one who fixes Rootstock bugs; Gwen usually reports them.")
fact("2026-03-16", "11:44", "fact", ["duty", "ines"], 0.88,
     "@NS7b@ Ines runs `dutybook submit` on the 10th of each month.")
fact("2026-06-30", "16:27", "fact", ["draught", "cellar"], 0.89,
     "@NS8b@ Nothing that goes into keg is ever pasteurised; draught is kept cold all the way instead.")
fact("2026-09-08", "07:22", "preference", ["pressing", "fruit-quality"], 0.9,
     "@NS10a@ Don't press fruit that has been on the ground for more than three days.")
fact("2026-11-04", "10:34", "fact", ["kingston-black", "cellar"], 0.86,
     "@A6b@ Kingston Black sits on its lees for at least half a year.")

# unlabelled facts (distractors / noise)
fact("2026-01-19", "18:12", "fact", ["orchard", "rootstock", "frost"], 0.85,
     "Rootstock frost alerts go to Gwen by SMS when the Withy Bed sensor drops below zero.")
fact("2026-02-24", "11:03", "fact", ["newsletter", "marketing"], 0.88,
     "The monthly newsletter goes out through Mailchimp; Maren writes it.")
fact("2026-05-02", "09:14", "fact", ["farm-shop", "payments"], 0.86,
     "The farm shop takes cards on a SumUp Solo by the till.")
fact("2026-06-05", "14:48", "fact", ["sam", "tooling"], 0.8,
     "Sam uses Cursor for CellarDoor work.")
fact("2026-03-30", "10:09", "fact", ["dutybook", "python"], 0.85,
     "dutybook targets Python 3.11 and has no web UI.")
fact("2026-10-09", "13:26", "fact", ["wholesale", "logistics"], 0.84,
     "Trade pallets go out via Palletways on the Wednesday collection.")
fact("2026-07-11", "15:40", "fact", ["cellardoor", "infra"], 0.83,
     "CellarDoor uses Upstash Redis to rate-limit the checkout API.")
fact("2026-04-15", "08:47", "fact", ["cellar", "filtering"], 0.87,
     "The Tanhouse Dry is sheet-filtered (K300) before it goes into bottle or box.")
fact("2026-10-27", "12:18", "fact", ["juice", "pasteurisation"], 0.88,
     "The apple juice is pasteurised at 75 °C for 20 minutes in the same water bath as the bottled medium.")
fact("2026-11-12", "09:55", "preference", ["maren", "reporting"], 0.9,
     "Maren wants a cost estimate in the first line of any proposal.")
fact("2026-06-19", "17:02", "fact", ["stripe", "cellardoor"], 0.85,
     "Stripe retries failed webhooks to CellarDoor for up to three days.")
fact("2026-01-05", "10:30", "fact", ["christmas", "history"], 0.82,
     "The 2025 gift crates sold out by 12 December.")
fact("2026-03-23", "16:15", "preference", ["maren", "reporting"], 0.87,
     "Maren likes the weekly summary as plain text in the email body, not as a PDF.")
fact("2026-08-31", "11:50", "fact", ["rootstock", "ripeness"], 0.85,
     "Rootstock's ripeness screen stores Brix readings from the refractometer alongside the starch score.")
fact("2026-11-20", "14:33", "decision", ["perry", "trade"], 0.86,
     "Perry stays bottle-only for trade next year; the perry boxes are sold at the cellar door only.")
fact("2026-10-30", "08:08", "fact", ["orchard", "frost", "sensors"], 0.82,
     "The Withy Bed frost sensor is a LoRa node that reports every 10 minutes.")

# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

note("bottling-day-checklist", "Bottling day checklist", "2026-02-18", ["bottling", "cellar", "checklist"], """
# Bottling day checklist

Printed and stuck on the filler. Tobias's version, typed up by the agent.

## Before
- Cold-crashed tank confirmed in PressLog (SG stable for 3 days).
@O5b@ - Filler sanitised with peracetic (P3-oxonia) at 2 ml/L, then drained.
- Caps counted against the packaging run.

## During
- Fill-height check every 50 bottles.
@V2b@ - Medium-sweet bottles get pasteurised at 72 °C (20 min once the probe bottle is up to temp).
- KB: prime at the filler, crown cap, straight into crates.

## After
- Record bottle count and breakages on the PressLog packaging run.
- Hose down, then PBW through the filler lines.
""")

note("presslog-db-notes", "PressLog DB notes", "2026-05-07", ["presslog", "postgres"], """
# PressLog DB notes

@V4b@ PressLog's database is PostgreSQL 15 (15.6 at the last `SELECT version()`), so keep migrations 15-compatible.

- DB name `presslog`, owner `presslog`; dutybook connects as `dutybook_ro`.
- Biggest table is `gravityreading` (~400k rows); BRIN index on `taken_at`.
- `pg_stat_statements` is on — look there first when a page is slow.
- Never `VACUUM FULL` in season.
""")

note("cellardoor-email-faq", "CellarDoor email FAQ", "2026-06-26", ["cellardoor", "email", "faq"], """
# CellarDoor email FAQ

@R3b@ - Transactional mail (order confirmations, dispatch notices) goes out via Amazon SES, eu-west-2.
- The newsletter is a separate thing (Maren does it, not the shop).

**Q: A customer says they never got their confirmation. What now?**
A: Check `failed_emails` in Supabase first, then ask Sam.

**Q: How many times do we retry an order email?**
@V6b@ A: three attempts, then it lands in `failed_emails` and Declan gets a ping.

**Q: Can customers reply to the confirmation?**
A: Yes, replies go to shop@tanhouse.farm, which Declan and Joss both read.
""")

note("rootstock-dev-setup", "Rootstock dev setup", "2026-03-04", ["rootstock", "dev"], """
# Rootstock dev setup

@V9b@ - Use Node 20 for Rootstock — `better-sqlite3` prebuilds break on newer majors.
- Copy `.env.example` to `.env`; the only required variable is `DATABASE_PATH`.
- Seed data: `scripts/seed.ts` creates the four blocks and a fake spray diary.
- Playwright needs its browser downloaded once (`playwright install chromium`).
- Tests: vitest for units, Playwright for the one smoke test.
""")

note("cellardoor-incident-2026-08", "CellarDoor incident — 14 Aug 2026 (checkout 500s)", "2026-08-16",
     ["cellardoor", "incident"], """
# CellarDoor incident, Fri 14 Aug 2026

## What happened
- The Stripe webhook handler threw on a gift-crate order with no shipping address (collection at the Press Barn).
- About 40 minutes of failed webhooks; Stripe retried them, so no orders were lost.

## Notes for next time
@R2b@ - CellarDoor's exceptions are reported to Bugsnag (free tier), alerts by email to shop@.
- Vercel function logs only last a day — screenshot them during the incident.
- Sam fixed it the same evening; Priya reviewed.
""")

note("rootstock-deploy", "Rootstock deploy", "2026-04-09", ["rootstock", "deploy"], """
# Rootstock deploy

@R7b@ Rootstock is hosted on press-01 as a systemd unit (`rootstock.service`),
behind the same Caddy as PressLog.

- Deploy = merge to `main`, then run the deploy script (build, restart).
@O10b@ - Litestream keeps 72h of Rootstock snapshots in B2.
- If the DB looks corrupt, stop the app and `litestream restore` to a new file; don't delete the old one.
""")

note("taproom-faq", "Press Barn FAQ (for whoever is covering the bar)", "2026-07-12", ["taproom", "faq"], """
# Press Barn FAQ

**Q: What do we take for payment?**
@R10b@ - Cards on the Zettle readers (the account is under Declan's email); cash is fine too.

**Q: Can people bring their own food?**
- Yes, as long as they buy a drink; no BBQs.

**Q: Do we do takeaway?**
- Bottles and 10 L boxes from the fridge, at cellar-door prices.
""")

note("presslog-deploy-runbook", "PressLog deploy runbook", "2026-03-13", ["presslog", "deploy", "runbook"], """
# PressLog deploy runbook

1. Check CI is green on `main`.
2. `ssh press-01` (over Tailscale), then `sudo -iu presslog`.
@N1b@ 3. Run `deploy.sh`; it runs `manage.py migrate --noinput` automatically after the pull.
4. Watch `journalctl -u presslog -f` for a minute.
5. Open the gravity screen on the press-house tablet and check it loads.

## Notes
@A5b@ - PressLog runs three gunicorn workers (the CX32 has 4 vCPU; one is left for Postgres).
- Rollback: `deploy.sh --ref <previous sha>`.
""")

note("kingston-black-2026", "Kingston Black — bottling notes", "2026-03-02", ["kingston-black", "bottling"], """
# Kingston Black bottling

@F9a@ - KB is bottle-conditioned: priming at 6 g/L sugar, 75 cl Champagne bottles, crown caps.
@N3b@ - Sheet-filter the KB (K300 sheets) the day before bottling.
- Target ABV about 8% after conditioning; check with Tobias if the base is over 7.6%.
- Crown caps only — the cork-and-cage line is too slow for 2,000 bottles.
- Lot codes `KB-25-xxx` for the 2025-harvest KB.
""")

note("tobias-cellar-rules", "Tobias's cellar rules (as told to the agent)", "2026-10-06", ["cellar", "tobias"], """
# Tobias's cellar rules

@N4b@ - We don't sulphite the juice. No Campden in any tank — Tobias is firm on this.
- Nothing gets racked on a pressing day; the pumps are all on the press.
- Tanks are topped up to the neck to keep the air off.
- Blends are decided by taste in March, not by the numbers.
- Ask before moving anything in the cold store.
""")

note("cellardoor-dev", "CellarDoor dev notes", "2026-05-15", ["cellardoor", "dev"], """
# CellarDoor dev notes

@F6b@ - Vercel project `cellardoor` is on the Pro plan; production deploys from `main` and every PR gets a preview URL.
@N6b@ - Never use Tailwind in CellarDoor; styles are CSS modules (`*.module.css`) only.
- `npm run dev` starts on :3000 locally; the Stripe CLI forwards webhooks with `stripe listen`.
- Supabase types are regenerated with `npm run db:types` after any schema change.
- Product images live in Supabase storage, resized on upload.
""")

note("presslog-faq", "PressLog FAQ (press-house tablet)", "2026-10-10", ["presslog", "faq"], """
# PressLog FAQ

**Q: I typed the wrong gravity. Can I edit it?**
A: Yes, from the reading page within 24 hours; after that ask Priya.

**Q: Can I type a Brix value into PressLog?**
@N7b@ A: Yes — tick "Brix" on the reading form and PressLog converts it to SG when you save.

**Q: The tablet says "offline".**
A: PressLog needs the press-house WiFi; it has no offline mode.
""")

note("events-2026", "Events 2026", "2026-01-30", ["events"], """
# Events 2026

- Wassail (Sat 17 Jan) went well: 140 tickets, sold out a week before.
@N9b@ - We're not entering the Bath & West cider competition in 2026 (Maren: entry fees, and it clashes with bottling).
- Apple Day on Sunday 11 October: Press Barn and orchard walks.
- Summer music nights: first Friday of June, July and August.
- Thinking about the Three Counties show for 2027.
""")

note("presslog-dev-setup", "PressLog dev setup", "2026-04-14", ["presslog", "dev"], """
# PressLog dev setup

- `uv sync` for the venv, then `uv run manage.py runserver`.
@N10b@ - Running PressLog's `pytest` against SQLite locally is fine (`DATABASE_URL=sqlite:///tmp/pl.db`).
- `docker compose up db` gives you a Postgres if you want one.
- Demo data: `uv run manage.py loaddemo` loads a fake 2025 season.

```bash
uv sync
uv run manage.py loaddemo
uv run pytest -q
```
""")

note("harvest-2026-notes", "Harvest 2026 — running notes", "2026-10-01", ["harvest", "pickers"], """
# Harvest 2026 running notes

- 2 Sept: Discovery picked for juice, 4 t.
@S4b@ - The Harvest 2026 sheet went read-only on 15 Sept; bins are logged in Rootstock's pick screen now.
- Picking crew started 21 Sept (Somerset Seasonal, six people).
- Dabinett in Long Ground ready early this year (starch test 29 Sept).
- Bins are 300 kg when full; count bins, not bags.
""")

note("monitoring-changes", "Monitoring changes (Aug 2026)", "2026-08-21", ["monitoring", "infra"], """
# Monitoring changes

@S2b@ We moved off UptimeRobot in August — Uptime Kuma on press-01
does the uptime checks now, alerts via ntfy to Priya's phone.

@O1b@ - Uptime Kuma's UI is on port 3001, tailnet only.
- Checks: PressLog login page, shop.tanhouse.farm, rootstock.tanhouse.farm, the B2 backup heartbeat.
""")

note("cellardoor-stock-sync", "CellarDoor ↔ PressLog stock sync", "2026-05-22", ["cellardoor", "presslog", "stock"], """
# CellarDoor ↔ PressLog stock sync

@S6a@ - CellarDoor polls PressLog's `/api/v1/stock` endpoint every 15 minutes for stock levels.
- Auth is a static token in a Vercel env var (`PRESSLOG_TOKEN`).
- If PressLog is down, the shop keeps the last numbers and shows "low stock" under 12 bottles.
- Boxes (BIB) are counted separately from bottles.
""")

note("presslog-api-notes", "PressLog API notes", "2026-10-13", ["presslog", "api"], """
# PressLog API notes

@S6b@ - `/api/v1/stock` is deprecated (it returns cached numbers); CellarDoor and everything else should call `/api/v2/inventory`.
- v2 paginates (100 per page) and includes BIB and keg counts.
- Tokens are per client, created in the Django admin.
""")

note("presslog-upgrade-log", "PressLog upgrade log", "2026-04-30", ["presslog", "upgrades"], """
# PressLog upgrade log

@D2b@ - Until March, PressLog production ran on the DigitalOcean droplet.
- March: prod moved to press-01 (Hetzner); Caddy replaced nginx.
@S7b@ - March: moved PressLog to Python 3.12 (uv-managed interpreter); the 3.11 venv is deleted.
- April: Django 5.0 → 5.1.
- Planned: Postgres major upgrade after the 2026 season.
""")

note("tools-we-use", "Tools we use (non-dev)", "2026-03-01", ["tools", "team"], """
# Tools we use (non-dev)

@S9b@ - Chat: Slack (moved over from WhatsApp in February; the old group is archived).
- Email and calendars: Google Workspace.
- Rota: Deputy; Declan sets it two weeks ahead.
- Shared drive: Google Drive, "Tanhouse shared".
""")

note("press-house", "Press house notes", "2026-09-10", ["pressing", "equipment"], """
# Press house

@S10b@ - The rack-and-cloth press was retired after the 2025 season; every pressing goes through the Voran belt press now.
- The Voran does roughly 1.5 t of fruit an hour when the mill isn't blocking.
@F2b@ - On Thursdays the press starts at 07:00 so it's washed down by 16:00 (Tobias has the school run).
- Pomace goes to the Hurcot dairy herd, collected the same day.
- Juice goes straight to tank through the 2" line; there's no buffer tank.
""")

note("dutybook-notes", "dutybook notes", "2026-02-06", ["dutybook", "duty"], """
# dutybook notes

@O9a@ - No CI for dutybook — run `make test` locally before tagging a release.
- Runs from cron on press-01 at 03:00 on the 1st; writes to `/srv/dutybook/out/`.
- One rates file per year in `rates/`; the 2026 one went in in February.
- Reads PressLog's DB read-only.
""")

note("farm-shop", "Farm shop", "2026-04-26", ["farm-shop", "opening-hours"], """
# Farm shop

The farm shop is the little room by the car park (eggs, veg, our cider, local cheese); honesty box outside hours.

- Mon–Sat: 09:00–17:00.
@O2b@ - Sunday: 10:00–16:00 (shop only, no tastings).
- Cards on the SumUp by the till.
- Cider in the shop is the same price as in the Press Barn.
""")

note("wholesale-price-list", "Wholesale price list 2026 (summary)", "2026-03-20", ["wholesale", "pricing"], """
# Wholesale price list 2026

| Product | Pack | Trade (ex VAT) |
|---|---|---|
@O8b@ | Tanhouse Dry | 20 L bag-in-box | £52 |
| Tanhouse Dry | 12 × 75 cl | £66 |
| Kingston Black | 6 × 75 cl | £57 |
| Perry | 12 × 75 cl | £82 |
| Tanhouse Dry | 30 L KeyKeg | £98 |

- All prices ex VAT, delivered free within the van area.
""")

note("cellardoor-rebuild-retro", "CellarDoor rebuild — retro", "2026-05-05", ["cellardoor", "retro"], """
# CellarDoor rebuild retro

@D7a@ - Until the rebuild went live on 14 April 2026, the web shop was a Shopify store.
- Why we left: transaction fees on top of Stripe, and no proper way to sell orchard-walk tickets.
- What went well: Sam shipped in 10 weeks; the stock sync with PressLog worked first time.
- What didn't: order emails bounced for two days after launch (DNS records).
""")

note("orchard-history", "Orchard history", "2026-01-12", ["orchard", "history"], """
# Orchard history

- The Church Piece standards were planted around 1950; a few are older.
- Long Ground bush orchard planted 2008, Top Orchard 2013.
@D9a@ - Until Withy Bed was planted in 2024, the orchard was 10.5 ha.
- The old perry pear orchard was grubbed out in the 1980s.
""")

note("dispatch-notes", "Dispatch notes (Joss)", "2026-06-09", ["dispatch", "shipping"], """
# Dispatch notes

- Web orders are packed Mon/Wed/Fri mornings.
@A10b@ - Web orders: free delivery from £60.
- Bottles go in the moulded pulp shippers, never loose in a box.
- Shipping labels print on the Brother QL-1110 in the office.
@A3b@ - Pallet height limit is 120 cm including the pallet; the pallet network refuses anything taller.
- Collections: the customer picks "collect" at checkout and Joss leaves it behind the bar.
""")

note("shop-faq", "Shop FAQ (customer-facing answers)", "2026-05-30", ["cellardoor", "faq", "customers"], """
# Shop FAQ

**Q: Do you deliver?**
A: Yes, UK mainland only.
@A10a@ - Free shipping kicks in once the basket is £60 or more.

**Q: Can I return a box?**
A: Unopened, within 14 days.

**Q: Do you ship to Northern Ireland?**
A: Not at the moment.
""")

note("wholesale-invoicing", "Wholesale invoicing", "2026-07-02", ["wholesale", "invoicing"], """
# Wholesale invoicing

@NS2a@ - Invoices are never issued to the Stowey pubs without their PO number on them.
- Invoices come out of the accounts package (template "Trade").
- Statements go out on the 1st.
- Late payers: Declan phones first, Ines emails second.
""")

note("rootstock-support", "Rootstock support", "2026-07-19", ["rootstock", "support"], """
# Rootstock support

@NS4a@ - Rootstock bugs go on the GitHub issue tracker, not as DMs to Priya.
- Include: phone model, block, what you tapped, a screenshot.
- Gwen's phone (Pixel 7) is the reference device.
- Known issue: the camera button is slow on older iPhones.
""")

note("spray-diary-2026", "Spray diary 2026 — notes", "2026-07-07", ["orchard", "spraying"], """
# Spray diary 2026 notes

@NS5b@ - We keep the sulphur going right through blossom on the bush blocks.
@NS6a@ - No dogs in the orchard on spray days.
- 12 May: scab pressure high after the wet week, extra sulphur on Long Ground.
- Red Tractor audit in June: spray records printed from Rootstock, no issues.
""")

note("orchard-walks", "Orchard walks", "2026-05-25", ["orchard", "events"], """
# Orchard walks

- Guided walk, 90 minutes, Saturdays at 10:30 from May to September; tickets on CellarDoor.
@NS6b@ - Dogs are welcome on the orchard walks, on leads.
- Max 15 people; boots recommended after rain.
""")

# unlabelled notes (noise / distractors)
note("juice-line", "Apple juice line", "2026-09-02", ["juice"], """
# Apple juice line

- Discovery and Katy for the juice; pressed separately from the cider fruit.
- Juice is pasteurised at 75 °C for 20 minutes, in bottle.
- 75 cl bottles only; sold in the farm shop and the Press Barn.
- Pectic enzyme goes in at pressing.
""")

note("newsletter", "Newsletter", "2026-02-25", ["marketing"], """
# Newsletter

- Monthly, first Thursday; Maren writes it, the agent proofreads.
- Sent from Mailchimp; about 1,800 subscribers.
- Sign-up form on CellarDoor posts to Mailchimp's embed endpoint.
- No discount codes in the newsletter without Maren's OK.
""")

note("onboarding-new-staff", "Onboarding new staff", "2026-04-03", ["team", "onboarding"], """
# Onboarding new staff

1. Google Workspace account (Maren creates it).
2. Deputy login for the rota.
3. Walk-round: press house, cold store, Press Barn, farm shop.
4. Food hygiene level 2 for anyone working the bar.

**Q: Do seasonal pickers get accounts?**
A: No — the agency handles their paperwork.
""")

note("christmas-markets", "Christmas markets", "2026-11-16", ["events", "christmas"], """
# Christmas markets

- Wells market, Saturdays 5, 12 and 19 December; gazebo and two trestles.
- Take mulled cider in the urns plus bottles and crates.
- The card reader for markets is the spare taproom one; charge it the night before.
- Float: £100 in coins.
""")

note("glycol-chiller", "Glycol chiller", "2026-06-22", ["cellar", "equipment"], """
# Glycol chiller

- Glycol loop set point −2 °C; the jacketed tanks are T9–T14.
- T1–T8 are unjacketed and live in the cool end of the barn.
- Service contract with Coolserve, visit every April.
- If the chiller trips, reset at the isolator by the door; don't touch the set point.

```text
controller: Brewblox spark 4
probes: T9..T14 (DS18B20, 1-wire)
```
""")

note("caddy-config", "Caddy config on press-01", "2026-03-17", ["infra", "caddy"], """
# Caddy config

Caddy replaced nginx in March. The site blocks are templated; the upstream comes from an env var so the
Caddyfile doesn't change when a service moves.

```caddyfile
presslog.tanhouse.farm {
    encode zstd gzip
    handle_path /static/* {
        root * /srv/presslog/static
        file_server
    }
    reverse_proxy {$PRESSLOG_UPSTREAM}
}
```

- Reload with `systemctl reload caddy`, never restart (drops connections).
- Access logs rotate weekly.
""")

note("env-files", "Env file examples", "2026-05-20", ["dev", "config"], """
# Env file examples

Rootstock local `.env`:

```env
DATABASE_PATH=./data/rootstock.db
PORT=3000
ORIGIN=http://localhost:3000
```

CellarDoor `.env.local` (never committed):

```env
NEXT_PUBLIC_SITE_URL=http://localhost:3000
STRIPE_SECRET_KEY=sk_test_xxx
SUPABASE_URL=https://example.supabase.co
```

- Real values live in Vercel / on the server, see feedback_secrets.md.
""")

note("wifi-and-printers", "WiFi and printers", "2026-01-23", ["office", "it"], """
# WiFi and printers

- Press-house WiFi is the Ubiquiti AP on the barn gable; the tablet must be on `tanhouse-work`.
- Guest WiFi in the Press Barn: `tanhouse-guest`, password on the board.
- Office printer: Brother laser, A4 only.
- Shipping labels: Brother QL-1110 next to it.
""")

note("label-design", "Label design", "2026-02-14", ["labels", "design"], """
# Label design

- Artwork by Hattie Lowe (freelance); files in the shared drive under "Labels 2026".
- The 2026 relabel moved everything to a cream stock with the orchard map on the back.
- ABV and volume must be in the same field of vision as the product name.
""")

note("b2-costs", "B2 costs", "2026-07-28", ["backups", "costs"], """
# B2 costs

- Total B2 bill is about $3/month.
- `tanhouse-media` (product photos, old label artwork) keeps previous versions for 7 days.
- Class B transactions are most of the cost; Litestream's are negligible.
""")

note("rootstock-field-test", "Rootstock field test", "2026-05-18", ["rootstock", "testing"], """
# Rootstock field test (Top Orchard)

- Gwen walked the Top Orchard rows with the app for an afternoon.
- Queued 40 diary entries with no signal; all synced at the yard.
- Fonts too small in sunlight — bumped base size.
- The block map needs a "you are here" dot.
""")

note("cider-styles", "Our ciders", "2026-03-07", ["products"], """
# Our ciders

- Tanhouse Dry: still, bone dry, about 6% ABV; the house cider.
- Medium: the Dry back-sweetened with our own juice, about 5.5%.
- Kingston Black: single variety, bottle-conditioned, about 8%.
- Perry: from bought-in pears, about 5.5%, light and floral.
""")

note("pest-monitoring", "Pest monitoring", "2026-06-12", ["orchard", "pests"], """
# Pest monitoring

- Codling moth pheromone traps in each bush block, checked every Monday.
- Threshold: 5 moths a trap a week before we think about a spray.
- Rosy apple aphid: check 50 clusters per block at pink bud.
- Records go into Rootstock as a diary entry of type "monitoring".
""")

note("pressing-day-roles", "Pressing day roles", "2026-09-24", ["pressing", "team"], """
# Pressing day roles

- Tobias: press and tanks.
- One person on the mill hopper, one on the pomace trailer.
- Gwen brings the fruit up from the yard with the telehandler.
- Juice samples for SG every 2 t, logged in PressLog against the pressing.
""")

note("trade-accounts-list", "Trade accounts (notable)", "2026-04-11", ["wholesale", "customers"], """
# Trade accounts (notable ones)

- The Stowey estate: 9 pubs, ordered through their head office.
- Two delis in Bath (Walcot St and Larkhall).
- Farm shops at Wedmore and Castle Cary.
- The King's Head in Martock takes draught only.
""")

note("hygiene-audit-2026", "SALSA audit 2026", "2026-06-06", ["compliance", "audit"], """
# SALSA audit 2026

- Audit on 3 June; two minor non-conformances.
- 1: hose storage in the press house (hoses on the floor).
- 2: traceability test took 40 minutes; target is under 30.
- Actions: hose rack ordered; practice a trace from a lot code every quarter.
""")

note("sam-handover", "Sam handover notes", "2026-10-22", ["cellardoor", "team"], """
# Sam handover notes

- Sam is on holiday 1–14 December; no code changes to the shop in that fortnight.
- Repo access: Priya has admin on the CellarDoor GitHub repo and Vercel team.
- Christmas crate product must be switched off on 18 December.
""")

note("questions-for-maren", "Open questions for Maren", "2026-11-25", ["planning"], """
# Open questions for Maren

**Q: Do we want a sparkling cider in the range for 2027?**
Waiting on Tobias's trial and Declan's numbers.

**Q: Should the orchard walks run in October too?**
Gwen thinks it clashes with picking.

**Q: Second filler head set?**
Only if the KB volume grows.
""")
