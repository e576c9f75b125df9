"""File bodies for the set234 store (Brackenfold Farm Shop).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/,
free notes under auto/.
"""
import json
from datetime import datetime, timezone

FILES = {}            # store-relative path -> full text
ROOT_INDEX = []       # (section, title, filename, hook) for MEMORY.md
FLAT_DESCRIPTIONS = []  # root files whose description is deliberately not strict YAML


def _add(path, text):
    if path in FILES:
        raise ValueError("duplicate path " + path)
    FILES[path] = text


def root(fname, name, description, type_, title, hook, body, flat=False, quote=False):
    assert fname.startswith(type_ + "_"), fname
    if flat:
        assert ": " in description
        FLAT_DESCRIPTIONS.append(fname)
        desc = description
    elif quote or ":" in description or description[0] in "\"'[{&*!|>%@`#":
        desc = json.dumps(description, ensure_ascii=False)
    else:
        desc = description
    fm = "---\nname: %s\ndescription: %s\ntype: %s\n---\n\n" % (name, desc, type_)
    _add(fname, fm + body.strip("\n") + "\n")
    ROOT_INDEX.append((type_, title, fname, hook))


def fact(created, category, hex4, tags, confidence, body):
    assert category in ("fact", "preference", "decision")
    dt = datetime.strptime(created, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
    ms = int(round(dt.timestamp() * 1000))
    stem = "%s-%d-%s" % (category, ms, hex4)
    path = "facts/%s/%s.md" % (dt.strftime("%Y-%m-%d"), stem)
    fm = ["---", "id: " + stem, "category: " + category, "created: " + created,
          "updated: " + created, "source: extraction", "confidence: %s" % confidence,
          "confidenceTier: explicit", "tags:"]
    fm += ["  - " + t for t in tags]
    fm += ["status: active", "---", ""]
    _add(path, "\n".join(fm) + "\n" + body.strip("\n") + "\n")


def auto(slug, title, created, tags, body):
    t = json.dumps(title, ensure_ascii=False) if ":" in title else title
    fm = "---\ntitle: %s\ncreated: %s\ntags: [%s]\n---\n\n" % (t, created, ", ".join(tags))
    _add("auto/%s.md" % slug, fm + body.strip("\n") + "\n")


# ---------------------------------------------------------------------------
# Root: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_manager-profile.md", "manager-profile",
     "Ruth, who runs the shop and signs off anything customer-facing", "user",
     "Manager profile", "Ruth: what she decides and how she likes to be told", """
Ruth Calloway owns and manages the farm shop (took it over from her parents in 2019). She is not a
developer but she does read diffs when they touch prices or customer emails.

- Decides anything customer-facing: prices, box contents policy, the newsletter, opening hours.
- Works mostly from her phone; long tables don't render well for her, so summarise first.
- Signs off supplier changes together with Owen (meat) and Priya (veg).
- Wants to hear about problems the same day, even small ones.
- Doesn't want to be asked about dependency bumps or refactors; that's Tom's call.
""")

root("user_developer-profile.md", "developer-profile",
     "Tom, the freelance dev who maintains the shop's four apps", "user",
     "Developer profile", "Tom: background, what he owns, how he works", """
Tom Hale is a freelance Python/Go developer. He built boxrun and tillsync himself and inherited cutlist
from the agency that wrote it.

@A5a@ Tom works in VS Code (Python, Ruff and Django extensions).
@NS3b@ Tom looks after tillsync and anything that sits between the tills and Xero.

- Based in Shrewsbury, comes to the shop about once a month, otherwise remote.
- Comfortable with Go, Django and Postgres; less so with the Next.js side (cutlist), where he leans on Sam at the agency.
- Likes PR descriptions that say what to test by hand.
""")

root("feedback_reply-style.md", "reply-style",
     "How to write answers for Ruth vs for Tom", "feedback",
     "Reply style", "short and plain for Ruth, paths and commands for Tom", """
Ruth wants short answers in plain English; Tom is happy with technical detail.

**Why:** Ruth reads on her phone between serving customers. Her words: "give me the answer first, the why after".

**How to apply:** lead with the outcome in one sentence. For Ruth avoid acronyms (say "card payments", not
"webhooks"). For Tom include file paths and the exact commands.
""")

root("feedback_secrets.md", "secrets",
     "Never put secrets in chat, commits or memory files", "feedback",
     "Secrets", "where secrets live and how to refer to them", """
Never paste secrets (API keys, the Xero client secret, the Twilio token) into chat, commits or memory files.

**Why:** in February a Tillpoint API key ended up in a PR description and had to be rotated.

**How to apply:** secrets live in `/etc/boxrun.env` on hf-web-1 and in `/opt/office/.env` on the NUC, both
root-only. Refer to them by variable name (e.g. `TILLPOINT_API_KEY`), never by value. If you spot one in
a diff, stop and tell Tom.
""")

root("feedback_git-workflow.md", "git-workflow",
     "Git workflow per repo: how PRs get merged", "feedback",
     "Git workflow", "merge method and branch naming, per repo", """
How each repo gets merged. Tom set these and wants them followed even when GitHub's default button says
otherwise.

@R5a@ - boxrun: squash-merge PRs into `main`; the PR title becomes the commit message.
@N1a@ - tillsync: never squash. Rebase onto `main` and keep every commit, Tom bisects tillsync a lot.
- cutlist: plain merge commits are fine (agency habit, not worth fighting).
- coldwatch: Tom pushes straight to `main`, it's a one-person repo.
- Branch names: `feat/...`, `fix/...`, `chore/...`; delete the branch after merge.

**Why:** boxrun's history filled up with "wip" commits in the spring; tillsync bugs are usually found by
bisecting the Xero posting code.

**How to apply:** check which repo you are in before suggesting a merge method.
""", flat=True)

root("feedback_deploy-windows.md", "deploy-windows",
     "When it is and isn't OK to deploy each app", "feedback",
     "Deploy windows", "which days and seasons each app can be deployed", """
Deploys are planned around the delivery rounds and the Christmas rush.

@N2a@ - Never deploy boxrun on a delivery day (Tuesday, Thursday or Friday): packing lists and the driver view run off it.
- tillsync can go out any day after 17:30, once the tills have done their end-of-day.
- coldwatch: deploy whenever, but check the dashboard shows every probe afterwards.
@NS1a@ - cutlist: never deploy in December without a second person testing the checkout first.

**Why:** a boxrun deploy on a Thursday in April broke the packing list mid-morning and the north round
left 40 minutes late.

**How to apply:** if Tom asks for a boxrun deploy on a round day, remind him and offer Monday or Wednesday.
""")

root("feedback_commit-style.md", "commit-style",
     "Commit message conventions for all the shop repos", "feedback",
     "Commit style", "prefixes, length, no trailers", """
@A10a@ Commit messages use conventional-commit prefixes (`feat:`, `fix:`, `chore:`, `docs:`).

- Subject line under ~70 characters, imperative ("add", not "added").
- No emoji, no Co-Authored-By trailers.
- Mention the ticket if there is one (`#123`); most work has none.

**Why:** Tom generates the release notes from the prefixes.

**How to apply:** draft commits in this style, and only commit when asked.
""")

root("feedback_testing.md", "testing",
     "What to run before pushing", "feedback",
     "Testing before push", "which tests to run before a push", """
@N6a@ Always run the full boxrun test suite (`pytest`) before pushing, not just the app you changed.

**Why:** the `rounds` and `billing` apps share fixtures; a change in one broke the other twice in March
without any local test failing.

**How to apply:** `pytest -q` from the repo root. For tillsync `go test ./...`; coldwatch has hardly any
tests but run `npm test` anyway.
""")

root("feedback_db-migrations.md", "db-migrations",
     "How boxrun schema migrations are handled", "feedback",
     "DB migrations", "how boxrun migrations are written and applied", """
@N10a@ Run boxrun migrations automatically as a step in the deploy workflow (`manage.py migrate --noinput` right after the code is pulled).

**Why:** in June a deploy went out without its migration and the packing screen returned errors until Tom
got to a laptop.

**How to apply:**
- Keep migrations backwards-compatible (add columns nullable first, backfill, then tighten).
- One migration per PR where possible.
- Never edit a migration that has already been applied in production; add a new one.
""")

root("feedback_customer-data.md", "customer-data",
     "Customer contact details stay inside boxrun", "feedback",
     "Customer data", "where customer details may and may not go", """
Box customers' data (names, addresses, phone numbers, delivery notes) lives in boxrun and nowhere else.

@N3a@ - Customer phone numbers must not leave boxrun: no WhatsApp groups, no printouts, no spreadsheets.
@NS4a@ - Don't text customers before 7am, even on the early rounds.
- Exports for the accountant carry order totals only, no addresses.
- Delete test customers from production after demos.

**Why:** a customer complained in March that a driver had her number saved on his own phone, and Ruth
promised it would not happen again.

**How to apply:** if a feature needs contact details outside boxrun, say so and suggest doing it inside
the driver view instead.
""")

root("feedback_price-changes.md", "price-changes",
     "Where prices get changed, per sales channel", "feedback",
     "Price changes", "which system owns which prices", """
@N5a@ Never change shelf prices in tillsync directly; price edits go through the Tillpoint back office and tillsync picks them up on its next pull.

- Veg box prices are changed in boxrun admin by Priya, once Ruth has agreed them.
- Butchery prices per kg: Owen updates them on Mondays.
- Christmas prices live in cutlist's `/staff` pages.

**Why:** Tillpoint is the source of truth for till prices, and edits made anywhere else get lost.

**How to apply:** if asked to change a price "in the system", ask which one (shop, counter, boxes, Christmas).
""")

root("feedback_code-review.md", "code-review",
     "Review rules before merging", "feedback",
     "Code review", "who reviews what before merge", """
@F9a@ Every boxrun PR needs one approving review before it's merged.

- Tom reviews agency PRs on cutlist; Sam reviews Tom's cutlist PRs.
- tillsync and coldwatch: Tom merges his own, but the agent should still leave review notes.
- Reviews look hardest at migrations, anything touching prices or customer emails, and tests.

**Why:** boxrun handles money and addresses, and an unreviewed hotfix caused a rounding bug in February.

**How to apply:** when asked to open a PR, request Tom or Sam as reviewer depending on the repo.
""")

root("feedback_destructive-ops.md", "destructive-ops",
     "Ask before anything that deletes or overwrites", "feedback",
     "Destructive operations", "ask first, dry-run by default", """
Ask before anything destructive: dropping tables, deleting customers, `git push --force`, wiping a probe's
history, `restic forget --prune`.

**Why:** in March a test script deleted three real subscriptions on the production database; restoring
them from backup took Tom an evening.

**How to apply:** default to dry-run flags, show what would be deleted first, and never run against
production unless Tom or Ruth has said so in this session.
""")

root("project_boxrun-overview.md", "boxrun-overview",
     "What boxrun is, its stack and how it is run", "project",
     "boxrun overview", "the veg box app: stack, deploys, apps inside", """
boxrun is the veg box subscription and delivery app: customers manage their box, Priya builds the packing
lists, drivers use the driver view. Went live in February 2026, replacing the old WooCommerce
subscriptions plugin.

## Stack
@V6a@ - Python 3.12, Django 5.1, HTMX on the packing screens
@O10a@ - DB: Postgres 16 on hf-web-1 (local socket, no exposed port)
@S1a@ - Deps: Poetry (`poetry install --sync`), lockfile committed
- Background jobs: Celery (reminder emails, packing list PDFs, skip cut-offs)
- PDFs: weasyprint

## Running it
@F2a@ - Deploys: GitHub Actions on push to `main` (ssh to hf-web-1, pull, `systemctl restart boxrun`)
@O3b@ - CI: GitHub Actions (`pytest`, `ruff check`) on every PR
@R1a@ - Errors: Sentry (project `boxrun-prod`), alert emails to Tom
- Logs: journald on the box, kept 14 days
- Admin: `/admin/` for Priya and Ruth, 2FA on

## Apps inside the repo
- `subscriptions`: boxes, skips, pauses, add-ons
- `rounds`: delivery rounds and the driver view
- `billing`: charges, refunds, receipts
- `packing`: packing lists and box labels
""")

root("project_tillsync-overview.md", "tillsync-overview",
     "tillsync: the bridge between the Tillpoint tills and Xero", "project",
     "tillsync overview", "the till-to-accounts service on the office NUC", """
tillsync is a small Go service on the office NUC. It pulls transactions from the Tillpoint cloud API
every 5 minutes, keeps a local copy and posts the day's takings to Xero after close.

- Go 1.22, single binary, systemd unit `tillsync.service`
- Local state: SQLite at `/var/lib/tillsync/state.db`
- Daily takings post at 18:15, split by Xero tracking category
@V9a@ - Failed Xero posts are retried up to 5 times (backoff 1, 2, 4, 8, 16 min) before it alerts.
@R3a@ - CI: GitHub Actions, `go test ./...` and `golangci-lint`
@S4b@ - Since May tillsync owns the stock counts; the `Stock 2026` Google Sheet is read-only now.
- Config: `/opt/office/tillsync.toml`, runs as user `tillsync`
""")

root("project_coldwatch-overview.md", "coldwatch-overview",
     "coldwatch: temperature monitoring for the cold rooms", "project",
     "coldwatch overview", "probes, storage, dashboard, alerts", """
coldwatch watches the cold rooms, the freezer and the dry-age cabinet. Probes report temperatures;
coldwatch stores them, draws the dashboard and sends the alerts.

@A2b@ - Probes (ESP32 + DS18B20) publish over MQTT to mosquitto on the NUC, port 1883
@D10b@ - Each probe reports every 60 s
@R8a@ - Readings go into SQLite (`/var/lib/coldwatch/readings.db`), raw for 90 days, then daily averages
@O1b@ - Dashboard: port 3001 on the NUC, LAN only (no auth, don't expose it)
- Node 22 + TypeScript, `npm` scripts, runs in Docker compose next to mosquitto
- SMS through Twilio (UK long number); thresholds are in the monitoring memory
- Probe names follow the room: `cr1-a`, `cr1-b`, `cr2-a`, `fz1`, `dac`
""")

root("project_cutlist-overview.md", "cutlist-overview",
     "cutlist: the butchery pre-order site (turkeys, meat boxes)", "project",
     "cutlist overview", "the butchery pre-order site and its stack", """
cutlist is the butchery pre-order site: Christmas turkeys and joints, plus the monthly meat boxes. Built by
an agency (Sam) in 2024; Tom maintains it now with Sam's help.

- Next.js 14 (app router), TypeScript
@R6a@ - Package manager: pnpm (`pnpm-lock.yaml` is committed; don't add a `package-lock.json`)
- Payments: Stripe Checkout for deposits and meat-box orders
- Errors: Sentry (project `cutlist`)
- Collection slots and stock per product live in the database; Owen edits them in the `/staff` pages
- Node 20 LTS locally and in the build
""")

root("project_christmas-2026.md", "christmas-2026",
     "Christmas 2026 at the butchery: dates and rules", "project",
     "Christmas 2026", "pre-orders, deposits, collections", """
Christmas is the butchery's biggest month: turkeys, gammons, beef ribs, and the Christmas veg box.

@F10a@ - Turkey pre-orders open 1 October on cutlist.
- Deposit £20 per turkey, the balance is paid on collection.
- Collections 21-24 December from the barn, not the shop counter.
- The Christmas veg box goes out on the last round before the 25th; no rounds between Christmas and New Year.
- Owen wants final turkey numbers to Kelsall's (the turkey farm) by 15 November.
""")

root("project_delivery-rounds.md", "delivery-rounds",
     "Delivery rounds: days, areas, cutoffs and van rules", "project",
     "Delivery rounds", "round days, areas, vans and doorstep rules", """
How veg boxes get from the packing shed to doorsteps. Priya runs this; the agent mostly touches the
`rounds` app in boxrun.

## Days and areas
@D1b@ - Rounds: Tuesday = south (Ludlow), Thursday = north (Church Stretton), Friday = local (Craven Arms and the villages)
@V2a@ - Order cutoff for the Tuesday round: Sunday 20:00
- Thursday round cutoff: Tuesday 20:00. Friday round cutoff: Wednesday 20:00.
@F5a@ - Boxes are delivered between 8:00 and 14:00.
@NS10a@ - We don't deliver further than 15 miles from the shop.

## Vans
- Two electric vans (the Vivaro-e "Big Van" and the eDispatch), charged overnight in the yard.
@V10a@ - Max 45 boxes per van per round (that's what the racking takes).
- Meat boxes travel in the insulated crates, never loose in the van.

## Doorsteps
@N8a@ - If the customer is out, the box goes in their agreed safe place (porch, shed, cool box).
- Safe place notes are on the driver view; drivers don't improvise.
- Boxes that come back go into CR2 and Priya rings the customer.
""", flat=True)

root("project_route-optimiser.md", "route-optimiser",
     "Route optimiser in boxrun's rounds app", "project",
     "Route optimiser", "how stop order is worked out now", """
Route optimiser project in the `rounds` app. Started in July.

@S5b@ No longer using Circuit: since September the stop order for every round
is worked out by boxrun's own optimiser (`rounds/optimise.py`), and Priya just reviews it.

- Distance matrix from the OpenRouteService API (free tier, 500 requests a day is plenty).
- Runs at 21:00 the evening before each round, after that round's cutoff.
- Known gap: it ignores the weight limit on the Teme bridge; the drivers know.
- Next: let Priya pin a stop to the start or end of a round.
""")

root("project_market-stall.md", "market-stall",
     "The weekly Ludlow market stall", "project",
     "Market stall", "what the stall sells and who runs it", """
@MKT@ - Ludlow market stall: Thursdays 8:00-14:00 (we set up from 7:15)
- Run by Marta plus one of the weekend staff.
- Sells cheese, eggs, bread, jams and a small chiller of sausages and bacon. No veg boxes.
- Payments: SumUp card reader.
- Thinking about a second day at Bishop's Castle in 2027; nothing decided.
""")

root("project_label-printer.md", "label-printer",
     "Printed labels for the butchery counter", "project",
     "Label printer", "moving the counter from handwritten to printed labels", """
Moving the butchery counter from handwritten to printed labels (cut, farm, weight, price, use-by).

- Zebra ZD421 on the counter, printing over the network from a small web form on the NUC.
- The form is a Flask app (Python 3.10), written in an afternoon; not worth a repo of its own yet.
- Trialled in October; Owen likes it but wants bigger type for the price.
- Open question: print the allergen line too, or keep that on the recipe card only.
""")

root("project_loyalty-card-idea.md", "loyalty-card-idea",
     "Idea for a butchery stamp card (not started)", "project",
     "Loyalty card idea", "paper stamp card first, software later if ever", """
Idea, not started: a stamp card for the butchery counter, every 10th purchase over £20 gets £5 off.

- Ruth wants it on paper first to see whether anyone uses it.
- If it works, maybe a Tillpoint loyalty add-on; ask Tillpoint what it costs.
- Don't build anything in boxrun for this.
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers and services: what runs where for the shop's apps", "reference",
     "Infrastructure", "machines, what runs on them, and the SaaS we use", """
Where everything runs: two machines plus a handful of SaaS.

## hf-web-1
@O7b@ - hf-web-1: Hetzner Cloud CX22 (Falkenstein), Ubuntu 24.04; hosts boxrun and its Postgres.
@V1a@ - `boxrun` runs under gunicorn on `127.0.0.1:8000`; Caddy terminates TLS in front of it.
@R9a@ - Celery broker: Redis 7 on the same box (`redis://localhost:6379/0`).
@S6a@ - Staging: `staging.boxes.brackenfold.co.uk`, same box, separate database.
@R2a@ - boxrun transactional email (reminders, receipts, skip confirmations): Postmark.
- SSH is key-only, users `tom` and `deploy`; fail2ban on.

## office-nuc
- Intel NUC 11 in the shop office, Ubuntu 22.04, on the UPS.
- Runs tillsync (systemd), mosquitto and coldwatch (Docker compose).
- Static IP 192.168.10.5 on the office VLAN.

## SaaS
- Shopify: the general online shop (`shop.brackenfold.co.uk`).
- Tillpoint: the shop tills and their back office.
- Xero: accounts (Gwen).
- Cloudflare: DNS for brackenfold.co.uk.
""", flat=True)

root("reference_cold-rooms.md", "cold-rooms",
     "Cold rooms and freezers: ranges, probes, what goes where", "reference",
     "Cold rooms", "what is stored where and the allowed ranges", """
Cold storage at the shop. Probe names match coldwatch.

| Room | What's in it | Min | Max | Probe(s) |
|------|--------------|-----|-----|----------|
@V3a@ | CR1 | meat: carcasses, primals, cut stock | 0 °C | 4 °C | `cr1-a`, `cr1-b` |
@D4b@ | CR2 | veg, fruit, packed boxes waiting for the round | 5 °C | 8 °C | `cr2-a` |
| FZ1 | frozen meat, ice cream for the shop | - | -18 °C | `fz1` |
| Dry-age cabinet | beef on the bone | 1 °C | 3 °C | `dac` |

@F3a@ - FZ1 must hold -18 °C or colder.
- The CR1 door stays shut between trips and the strip curtain stays down.
- Nothing warm goes into CR1: cooked hams cool on the rack first.
- CR2 is also where boxes that come back from a round wait.
@S8a@ - Overflow stock goes in the chest freezer in the barn.
- The CR1, CR2 and FZ1 compressors are serviced by Hughes Refrigeration each spring.
""", flat=True)

root("reference_backups.md", "backups",
     "Backups for both machines and how to restore", "reference",
     "Backups", "what is backed up, where to, and restore tests", """
Backups for both machines. restic everywhere; Healthchecks.io gets a ping on success.

## hf-web-1
@V4a@ - Nightly restic backup of hf-web-1 at 02:30 UTC (systemd timer `restic-nightly.timer`).
- A `pg_dump` of the boxrun database runs first, into `/var/backups/pg/`.
@F6a@ - Target: Backblaze B2 bucket `bf-backups` (restic repo, encrypted).
@A1a@ - Retention: `--keep-daily 14 --keep-weekly 8`

## office-nuc
- The NUC backs up to the USB disk at 01:00, and a weekly copy goes to B2 on Sundays.
- tillsync's `state.db` is included, and so is the coldwatch volume.

```ini
# /etc/systemd/system/nuc-backup.timer
[Timer]
OnCalendar=*-*-* 01:00:00
Persistent=true
```

## Restore
- Test a restore once a quarter (last one in September, took about 25 minutes).
""")

root("reference_veg-box-pricing.md", "veg-box-pricing",
     "Veg box sizes, prices and delivery charges", "reference",
     "Veg box pricing", "box sizes, add-ons and delivery charges", """
Box sizes and prices. They only change at the January review unless Ruth says otherwise.

| Size | Feeds | Price per delivery | Frequency |
|------|-------|--------------------|-----------|
| Small | 1-2 people | £16.00 | weekly / fortnightly |
@V5a@ | Medium | 3-4 people | £22.00 | weekly / fortnightly |
@D2b@ | Large | 5+ people | £28.00 | weekly / fortnightly |
| Fruit bag | add-on | £6.50 | with a box |

- Delivery is included in the box price.
@A7a@ - Add-on-only orders (extras but no box that week): £3.50 delivery.
- Eggs (half dozen £2.40) and bread can be added to any box.
- Prices include VAT where it applies (most veg is zero-rated).
""")

root("reference_butchery-counter.md", "butchery-counter",
     "Butchery counter rules: shelf life, labels, hours, returns", "reference",
     "Butchery counter", "Owen's counter rules", """
Butchery counter rules. Owen (head butcher) owns these; ask him before changing anything in cutlist or
the tills that touches the counter.

## Shelf life on the counter
@V7a@ - Fresh mince: sell within 2 days of mincing, then it goes to the staff freezer.
- Sausages: 4 days from making (made Tuesdays and Fridays).
- Burgers: made each morning, sold the same day or frozen for the BBQ packs.
- Cooked ham: 5 days once the joint is cut.

## Labelling
@F4a@ - Every cut on the counter is labelled with its farm of origin.
- Allergen info (sausages, burgers, black pudding) is on the recipe card behind the counter as well as the label.

## Hours
@A3a@ - The counter closes half an hour before the shop does,
  so last orders are at 17:00, Tuesday to Saturday.

## Returns
@NS6a@ - Butchery items aren't returnable unless there's a quality problem.

## Equipment
@A9b@ - Dry-age cabinet (the salt chamber): 1-3 °C and 80-85 % humidity.
- The bandsaw is cleaned and locked off at the end of the day.
""")

root("reference_suppliers.md", "suppliers",
     "Who supplies the shop and on which days", "reference",
     "Suppliers", "suppliers per product line and their delivery days", """
Who supplies what. Deliveries are on the days shown.

| Product | Supplier | Delivery days |
|---------|----------|---------------|
| Veg (bulk) | Severn Valley Growers co-op | Mon, Wed |
| Milk, cream, butter | Hendre Dairy | Tue, Thu, Sat |
| Bread | Long Mynd Bakery | daily except Mon |
@R10a@ | Eggs (free-range) | Hill End Farm, Clee St Margaret | Tue, Fri |
| Cheese | Marches Cheese Co. | Wed |
| Lamb, beef, pork | our own and neighbours', killed at Tern Valley Abattoir | see the butchery notes |

- Duck eggs (spring and summer only) come from the Bowens at Bache Mill.
- Citrus and bananas for the fruit bag: Jenks Fresh at the Birmingham wholesale market, Fridays.
- Payment terms: 30 days for everyone except Hendre (14 days).
""")

root("reference_staff-contacts.md", "staff-contacts",
     "Who to call for what, in and out of hours", "reference",
     "Staff contacts", "who owns what and who to ring out of hours", """
Who to call for what. Phone numbers are on the laminated sheet by the office phone, not here.

- Ruth: anything customer-facing, prices, opening hours.
- Owen: butchery, meat orders, the dry-age cabinet.
- Priya: veg boxes, rounds, drivers.
- Marta: shop floor, tills, staff breaks.
- Gwen: Xero, supplier invoices, wages (Mondays and Thursdays).
- Tom: boxrun, tillsync, coldwatch, cutlist (email first, he's part-time).

## Out of hours
@R4a@ - Cold room alarms out of hours: Owen is first call (he lives on the farm).
- Burglar alarm keyholder: Ruth, then Marta.
- Power cut: Ruth; the generator changeover switch is in the barn.
@NS3a@ - Till hardware faults (shop tills): ring Tillpoint support, not Tom.
""")

root("reference_payments.md", "payments",
     "Payments: how each kind of customer pays", "reference",
     "Payments", "payment methods per channel, invoicing, refunds", """
How money comes in.

@S7a@ - Veg box subscriptions: GoCardless direct debit, collected the day after delivery.
- Shop and butchery counter: card terminals and cash.
- Christmas and meat-box orders (cutlist): Stripe Checkout, deposit up front.
- Market stall: SumUp card reader.
- Shopify orders: Shopify Payments.
- Wholesale (pubs, cafés): invoice from Xero, 14-day terms.

@NS2a@ Wholesale invoices (pubs, the Stretton café) are never issued without
a VAT breakdown, even when every line on them is zero-rated veg.

- Refunds go back the way the money came in; no cash refunds for card payments.
""", flat=True)

root("reference_monitoring.md", "monitoring",
     "Monitoring and alert thresholds for the apps", "reference",
     "Monitoring", "uptime, cron pings, temperature alerts, disk", """
Monitoring and alerting for the apps and the cold rooms.

@S9a@ - Uptime: UptimeRobot checks boxrun and cutlist every 5 minutes and alerts Tom.
- Cron and backup jobs ping Healthchecks.io; a missed ping emails Tom after a 1 hour grace period.
- coldwatch texts the on-call phone when a probe stays over its max for 15 minutes.
@F3b@ - FZ1 runs a defrost twice a day; readings up to -12 °C for ~20 min are expected and coldwatch mutes them.
- tillsync emails Gwen and Tom if the day's takings haven't posted by 19:00.
- Disk space alert at 85% on both machines.
""")

root("reference_shop-hours.md", "shop-hours",
     "Opening hours for the shop and its counters", "reference",
     "Shop hours", "shop, café hatch and phone line hours", """
@F1a@ Shop hours: Tue-Sat 9:00-17:30, Sun 10:00-16:00, closed Mondays.

- Butchery counter: see the butchery counter memory (it closes earlier).
- Café hatch (coffee and sausage rolls): Saturdays and Sundays only, 10:00-15:00.
- The market stall has its own hours, see the market stall memory.
- Christmas hours are announced in the newsletter in November.
- The phone line is answered during shop hours only.
""")

root("reference_cleaning-chemicals.md", "cleaning-chemicals",
     "Cleaning chemicals, dilutions and where each is used", "reference",
     "Cleaning chemicals", "which chemical for which surface", """
Chemicals used in the shop, the butchery and the cold rooms. COSHH sheets are in the red folder.

@O4a@ - Butchery blocks, boards and knives: Kemsan D10 sanitiser at 1:50.
- Floors (shop and butchery): Kemsan Floor at 1:40 in the scrubber.
- Cold room shelving: D10 at 1:100 for the weekly deep clean.
- Glass and chiller fronts: ready-to-use spray, no dilution.
- Contact time for D10 is 60 seconds before wiping.
- Never mix D10 with the floor cleaner.
""")

root("reference_food-safety.md", "food-safety",
     "Food safety basics relevant to coldwatch and the butchery", "reference",
     "Food safety", "HACCP basics the agent should know", """
HACCP basics to keep in mind when touching coldwatch or the butchery pages.

- The UK legal maximum for chilled food is 8 °C; our own limits are tighter (see the cold rooms memory).
- Raw and ready-to-eat are kept apart: separate boards, separate scales, separate end of the counter.
- Probe thermometers are calibrated monthly (ice water should read 0 °C, +/- 0.5).
- Hot-holding (café sausage rolls) at 63 °C or above.
- Temperature records are kept for 12 months; coldwatch's daily averages cover this.
""")

root("reference_network.md", "network",
     "Shop network: broadband, VLANs, Wi-Fi", "reference",
     "Network", "broadband, failover, VLANs and SSIDs", """
- BT Business fibre, with a 4G failover router (Teltonika RUT241) in the office.
- VLAN 10: office (NUC, office PC); VLAN 20: tills and card terminals; VLAN 30: guest Wi-Fi.
- Probes are on the IoT SSID `bf-iot` (2.4 GHz only), bridged into VLAN 10.
- Label printer (Zebra) is on 192.168.20.40.
- Router admin on 192.168.10.1; credentials are in Bitwarden.
""")

root("reference_dns-domains.md", "dns-domains",
     "Domains and DNS records", "reference",
     "DNS and domains", "which hostname points where", """
- brackenfold.co.uk: registrar 123-reg, DNS on Cloudflare.
- `shop.` points at Shopify.
- `boxes.` points at hf-web-1 (A record, proxied).
- `christmas.` is cutlist; the record is managed from cutlist's hosting dashboard, don't touch it in Cloudflare.
- Mail: Google Workspace MX for hello@ and orders@.
- SPF includes Google and the transactional email provider; DKIM is set for both.
""")

root("reference_xero-accounts.md", "xero-accounts",
     "How the shop's money lands in Xero", "reference",
     "Xero accounts", "tracking categories and who does what in Xero", """
- Gwen runs Xero; Tom only has the API app (`tillsync-poster`).
- Tracking categories: Shop, Butchery, Boxes, Christmas, Market.
- Till takings go to account 200 (Sales), split by tracking category.
- Box payments arrive through the payment provider's bank feed and are reconciled weekly.
- Month-end: Gwen closes the month on the 5th working day.
""")

# ---------------------------------------------------------------------------
# remnic facts
# ---------------------------------------------------------------------------

fact("2026-01-06T08:41:12.204Z", "preference", "7c21", ["ruth", "communication"], 0.9,
     "Ruth prefers answers in plain English with the outcome first.")
fact("2026-01-08T16:02:55.731Z", "decision", "b4e0", ["butchery", "dry-ageing", "owen"], 0.88,
     "@NS9a@ Don't open the dry-age cabinet more than twice a day.")
fact("2026-01-15T11:20:03.118Z", "fact", "0d9a", ["coldwatch", "hosting", "nuc"], 0.93,
     "@O7a@ coldwatch is self-hosted on the office NUC under Docker compose.")
fact("2026-01-20T09:12:47.560Z", "fact", "e61f", ["veg-boxes", "pricing", "history"], 0.9,
     "@D2a@ Through 2025 the large box was £26; it went up at the January 2026 price review.")
fact("2026-01-29T14:33:09.402Z", "preference", "51ab", ["tom", "editor"], 0.87,
     "@A5b@ Tom's editor is VS Code, so `.vscode/` settings in the repos are fine to touch.")
fact("2026-01-31T10:05:41.877Z", "fact", "a2c7", ["network", "office"], 0.85,
     "The office 4G failover router takes over if the BT line drops for more than 60 seconds.")
fact("2026-02-03T13:48:22.019Z", "fact", "3f58", ["backups", "restic", "hf-web-1"], 0.9,
     "@F6b@ The hf-web-1 restic job skips `/var/lib/docker` and any `node_modules` folders.")
fact("2026-02-06T17:15:30.664Z", "fact", "c90d", ["deliveries", "drivers", "history"], 0.86,
     "@D7a@ In January we were still printing paper round sheets for the drivers.")
fact("2026-02-11T19:27:58.143Z", "decision", "8e13", ["veg-boxes", "sourcing", "hungry-gap"], 0.92,
     "@N4a@ Decided not to buy in imported veg to fill the boxes during the hungry gap; the boxes get smaller instead, with a note explaining why.")
fact("2026-02-13T09:58:14.390Z", "fact", "12bd", ["tills", "support"], 0.84,
     "Tillpoint support is open 8:00-20:00 seven days a week.")
fact("2026-02-17T12:01:36.925Z", "fact", "f7e2", ["backups", "restic", "retention"], 0.91,
     "@A1b@ We keep two weeks of daily restic snapshots for hf-web-1, plus eight weeklies.")
fact("2026-02-20T15:44:08.251Z", "fact", "6a39", ["butchery", "shelf-life", "mince"], 0.9,
     "@V7b@ Counter mince gets a 3-day sell-by from the day it's minced.")
fact("2026-02-23T10:30:19.508Z", "fact", "d1c4", ["xero", "vat", "gwen"], 0.88,
     "Gwen does the VAT return quarterly in Xero.")
fact("2026-02-25T11:11:51.047Z", "fact", "4b76", ["butchery", "lamb", "history"], 0.87,
     "@D5a@ Before we moved to Tern Valley Abattoir in 2025, lamb came back on Mondays.")
fact("2026-03-03T08:22:40.612Z", "fact", "9e05", ["cold-rooms", "maintenance"], 0.86,
     "Hughes Refrigeration's service contract covers CR1, CR2 and FZ1 but not the dry-age cabinet.")
fact("2026-03-05T16:09:27.733Z", "fact", "2d8b", ["suppliers", "eggs"], 0.9,
     "@R10b@ Free-range eggs for the shop come from Cleobury Poultry, delivered on Wednesdays.")
fact("2026-03-10T12:47:03.386Z", "fact", "ab41", ["butchery", "hours"], 0.93,
     "@A3b@ Butchery counter last orders: 5pm, Tuesday to Saturday.")
fact("2026-03-14T10:22:41.512Z", "fact", "c3e7", ["boxrun", "infra", "hf-web-1"], 0.89,
     "@V1b@ boxrun's gunicorn listens on port 8010 on hf-web-1, behind Caddy.")
fact("2026-03-19T18:36:12.870Z", "fact", "5f90", ["staff", "rota"], 0.92,
     "@S10b@ Moved the staff rota off the office spreadsheet and onto Rotacloud in March.")
fact("2026-03-28T09:03:55.194Z", "preference", "e8a2", ["butchery", "meat-boxes", "ruth"], 0.88,
     "@N9a@ Ruth wants the meat boxes to go out vacuum-packed (longer fridge life, fewer complaints).")
fact("2026-03-31T17:52:18.456Z", "fact", "7b1d", ["tills", "butchery"], 0.94,
     "@S3b@ The Casio till on the butchery counter was retired at the end of March; the counter now has a Tillpoint till like the shop.")
fact("2026-04-01T08:15:33.021Z", "fact", "0a6e", ["deliveries", "rounds", "history"], 0.9,
     "@D1a@ Until March 2026 the box rounds went out on Wednesdays and Fridays only.")
fact("2026-04-02T14:26:47.748Z", "fact", "d94c", ["tillsync", "nuc", "health"], 0.91,
     "@O1a@ tillsync exposes a health check at `http://office-nuc.lan:8080/healthz`.")
fact("2026-04-09T11:38:02.303Z", "fact", "61f3", ["backups", "restic", "hf-web-1"], 0.87,
     "@V4b@ The nightly restic job on hf-web-1 starts at 03:15 UTC.")
fact("2026-04-14T13:19:44.655Z", "fact", "b28a", ["butchery", "labels", "lamb"], 0.9,
     "@F4b@ Lamb labels on the counter also show the flock number from the movement licence.")
fact("2026-04-17T10:44:29.980Z", "decision", "3c5d", ["bakery", "stock"], 0.83,
     "Decided to stock Long Mynd Bakery sourdough on Fridays and Saturdays only.")
fact("2026-04-23T15:57:11.139Z", "decision", "f4b9", ["boxrun", "git"], 0.86,
     "@R5b@ boxrun PRs are merged with rebase-and-merge so the individual commits stay on `main`.")
fact("2026-05-05T07:49:36.572Z", "fact", "8d07", ["deliveries", "drivers", "cash"], 0.85,
     "@N7a@ Drivers can take cash on the rounds; the float lives in the tin under the passenger seat.")
fact("2026-05-08T12:12:58.814Z", "fact", "5e6c", ["market", "stall", "payments"], 0.8,
     "The Ludlow stall's cash float is £50; Marta counts it back in on Thursday afternoon.")
fact("2026-05-12T16:31:20.097Z", "fact", "ea34", ["deliveries", "customers", "ludlow"], 0.9,
     "@F5b@ Customers on the Tuesday (Ludlow) round get a one-hour delivery window by text the evening before.")
fact("2026-05-14T09:26:45.363Z", "decision", "1f82", ["loyalty", "butchery"], 0.84,
     "Decided against a loyalty app for now; trying a paper stamp card at the counter first.")
fact("2026-05-18T14:05:07.728Z", "fact", "97ad", ["veg-boxes", "pricing"], 0.88,
     "@V5b@ A medium veg box is £23.50 per delivery.")
fact("2026-05-21T11:48:31.260Z", "fact", "c6e1", ["coldwatch", "probes", "history"], 0.87,
     "@D10a@ In spring 2026 coldwatch only polled the probes every 5 minutes.")
fact("2026-05-27T13:33:52.915Z", "fact", "42fa", ["tillsync", "ci"], 0.88,
     "@R3b@ tillsync builds and runs its tests on Woodpecker CI on the office NUC.")
fact("2026-05-30T10:17:24.448Z", "fact", "b6d3", ["shop", "dairy"], 0.92,
     "@NS5a@ We don't sell raw milk, only Hendre Dairy's pasteurised.")
fact("2026-06-02T15:02:49.671Z", "fact", "0e97", ["shop", "dairy", "bottles"], 0.9,
     "@NS5b@ Milk is sold in returnable glass bottles with a 50p deposit.")
fact("2026-06-03T08:54:16.033Z", "fact", "7a4c", ["butchery", "dry-ageing", "beef"], 0.89,
     "@V8a@ Sirloin is dry-aged for at least 28 days in the salt chamber before it goes on the counter.")
fact("2026-06-09T12:40:38.586Z", "fact", "d5b1", ["shop", "dogs"], 0.86,
     "@NS8b@ Dogs on leads are welcome in the shop.")
fact("2026-06-11T17:21:09.124Z", "fact", "39e8", ["boxrun", "deps", "uv"], 0.93,
     "@S1b@ Switched boxrun from Poetry to uv on 11 June; `uv sync` replaces `poetry install`.")
fact("2026-06-15T09:36:57.802Z", "fact", "f1c0", ["boxrun", "uploads"], 0.85,
     "@A4a@ Recipe card PDFs uploaded to boxrun are capped at 10 MB.")
fact("2026-06-19T14:14:22.349Z", "fact", "8b5e", ["coldwatch", "database"], 0.88,
     "@R8b@ coldwatch stores the probe readings in InfluxDB on the office NUC.")
fact("2026-06-26T16:47:40.981Z", "decision", "26d9", ["boxrun", "migrations", "deploy"], 0.91,
     "@N10b@ Never let CI run `manage.py migrate` against production; Tom runs boxrun migrations by hand after the deploy.")
fact("2026-06-30T10:58:13.416Z", "fact", "e0a7", ["vans", "breakdowns"], 0.87,
     "@O9b@ If a van breaks down mid-round, ring Priya first; she has the breakdown cover details.")
fact("2026-07-01T13:25:35.753Z", "fact", "5c2f", ["cleaning", "veg", "salad"], 0.86,
     "@O4b@ Produce wash for the salad leaves is diluted 1:100 in cold water.")
fact("2026-07-03T11:09:48.290Z", "fact", "a87b", ["tom", "history"], 0.85,
     "@D8a@ Until the end of June Tom was on boxrun two days a week.")
fact("2026-07-07T15:42:06.667Z", "decision", "14e6", ["tillsync", "git"], 0.86,
     "@N1b@ Always squash-merge tillsync branches so `main` stays one commit per feature.")
fact("2026-07-10T09:31:27.004Z", "fact", "6f3b", ["tom", "retainer"], 0.9,
     "@D8b@ Tom is on a one-day-a-week retainer (Wednesdays) covering all four apps.")
fact("2026-07-15T12:03:59.541Z", "fact", "cb90", ["payments", "veg-boxes", "stripe"], 0.93,
     "@S7b@ GoCardless is deprecated for box subscriptions; all subscribers were moved to Stripe card billing in July.")
fact("2026-07-22T08:26:31.878Z", "fact", "2e4d", ["coldwatch", "cold-rooms", "cr1"], 0.88,
     "@V3b@ The meat cold room (CR1) upper limit is 5 °C; coldwatch alarms above that.")
fact("2026-07-30T17:37:14.215Z", "fact", "9a16", ["veg-boxes", "pauses"], 0.89,
     "@F8b@ A pause only counts if it's set before that round's cutoff; otherwise the box still goes out that week.")
fact("2026-08-04T10:49:46.552Z", "fact", "70dc", ["shop", "dairy", "chiller"], 0.88,
     "@O6b@ The dairy chiller cabinet in the shop must stay at or below 5 °C.")
fact("2026-08-12T14:58:21.889Z", "fact", "b3f5", ["tillsync", "xero"], 0.87,
     "@V9b@ tillsync gives up on a Xero push after 3 attempts and emails Gwen.")
fact("2026-08-14T09:44:53.226Z", "fact", "4d28", ["boxrun", "staging", "hf-web-1"], 0.91,
     "@S6b@ boxrun staging was shut down in August to free RAM on hf-web-1; test branches locally instead.")
fact("2026-08-18T16:12:35.563Z", "preference", "e5a9", ["tom", "prs"], 0.84,
     "Tom prefers small PRs, ideally under 300 changed lines.")
fact("2026-08-20T11:27:07.900Z", "fact", "0b7e", ["newsletter", "email"], 0.92,
     "@S2b@ Moved the newsletter from Mailchimp to Buttondown in August; the Mailchimp account is closed.")
fact("2026-08-25T13:50:40.237Z", "fact", "d7c3", ["deliveries", "drivers", "customers"], 0.83,
     "@N3b@ We share the customers' phone numbers with the drivers in the drivers' WhatsApp group so they can ring ahead.")
fact("2026-08-28T08:39:12.574Z", "fact", "5a60", ["butchery", "dry-ageing"], 0.88,
     "@A9a@ The salt chamber should sit at 80-85% relative humidity.")
fact("2026-09-02T15:16:44.911Z", "fact", "c128", ["boxrun", "errors"], 0.87,
     "@R1b@ boxrun error tracking is Rollbar; Tom goes through the Rollbar feed once a week.")
fact("2026-09-09T10:24:17.248Z", "decision", "8f4a", ["boxrun", "review", "billing"], 0.89,
     "@F9b@ boxrun PRs that touch `billing/` need a second reviewer (Sam at the agency) as well as Tom.")
fact("2026-09-15T18:05:49.585Z", "decision", "3b9d", ["deliveries", "doorsteps"], 0.9,
     "@N8b@ Never leave a box if nobody answers; bring it back to the shop and ring the customer.")
fact("2026-09-18T12:33:21.922Z", "fact", "f26c", ["christmas", "cutlist", "turkeys"], 0.9,
     "@F10b@ Returning customers get early access to turkey pre-orders from 24 September through an emailed link.")
fact("2026-09-23T09:47:54.259Z", "fact", "61b0", ["deliveries", "rounds"], 0.82,
     "The Friday local round is about 38 stops and takes roughly three and a half hours.")
fact("2026-09-30T14:41:26.596Z", "fact", "a4e8", ["cutlist", "hosting"], 0.9,
     "@R7a@ cutlist is hosted on Vercel (Pro plan, London region `lhr1`).")
fact("2026-10-06T11:55:58.933Z", "fact", "17d5", ["tillsync", "prices"], 0.84,
     "@N5b@ Price changes can be made straight from tillsync's admin page, which pushes them out to the tills.")
fact("2026-10-09T16:20:31.270Z", "fact", "ce3a", ["butchery", "label-printer"], 0.86,
     "The butchery label printer is a Zebra ZD421 on 192.168.20.40.")
fact("2026-10-14T10:08:03.607Z", "fact", "5d71", ["cutlist", "email"], 0.88,
     "@O8b@ cutlist sends its order confirmation emails through Resend.")
fact("2026-10-19T13:36:35.944Z", "fact", "92bf", ["nuc", "updates"], 0.87,
     "@NS7b@ The office NUC reboots itself every Monday at 06:00 to apply updates.")
fact("2026-10-21T08:52:08.281Z", "fact", "e7f4", ["cold-rooms", "freezers", "barn"], 0.92,
     "@S8b@ The barn chest freezer was decommissioned in October after its compressor died; overflow now goes into FZ1.")
fact("2026-10-27T15:29:40.618Z", "fact", "3e1a", ["xero", "wholesale", "invoices"], 0.89,
     "@NS2b@ Wholesale invoices go out of Xero every Monday morning as repeating invoices.")
fact("2026-10-30T12:14:12.955Z", "fact", "b8c6", ["christmas", "geese"], 0.83,
     "Geese for Christmas come from the Bowens; 30 are ordered.")
fact("2026-11-02T17:58:45.292Z", "decision", "4f0e", ["shop", "hours", "winter"], 0.88,
     "Decided to keep the Sunday opening through the winter of 2026/27.")
fact("2026-11-10T09:42:17.629Z", "fact", "a3d9", ["staff", "discount"], 0.9,
     "@F7b@ Staff discount doesn't apply to butchery special orders or Christmas turkeys.")
fact("2026-11-12T14:03:49.966Z", "fact", "06c5", ["network", "tills"], 0.82,
     "The card terminals sit on VLAN 20 with the tills.")
fact("2026-11-17T11:25:22.303Z", "fact", "d2e8", ["deliveries", "areas"], 0.9,
     "@NS10b@ Veg boxes are delivered to Ludlow, Church Stretton and Craven Arms.")

# ---------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------

auto("veg-box-faq", "Veg box FAQ", "2026-04-20", ["veg-boxes", "faq", "customers"], """
# Veg box FAQ

Questions customers actually ask (from the hello@ inbox), with the answers we give.

## Ordering and changes

**Q: When do Tuesday changes need to be in?**
@V2b@ A: Skips, swaps and add-ons for the Tuesday round have to be in
by Sunday 18:00; after that the packing list for Tuesday is locked.

**Q: Can I pause my box?**
@F8a@ A: Yes, subscribers can pause deliveries from their account page, for as many weeks as they like.

**Q: Can I just order eggs and bread without a box?**
@A7b@ A: You can; there's a £3.50 delivery charge if you only order extras without a box.

## Contents

**Q: Who decides what goes in?**
A: Priya, the week before, based on what Severn Valley Growers and our polytunnels have.

**Q: Can I say no to beetroot?**
A: Up to three dislikes per customer; we swap them for something else.
""")

auto("boxrun-dev-setup", "boxrun local dev setup", "2026-03-02", ["boxrun", "dev", "setup"], """
# boxrun: local dev setup

@V6b@ boxrun is on Python 3.11; 3.12 breaks the pinned `weasyprint`, so don't bump it.

```bash
git clone git@github.com:brackenfold/boxrun.git
cd boxrun
cp .env.example .env
createdb boxrun
./manage.py migrate
./manage.py loaddata demo_rounds
./manage.py runserver
```

```env
DATABASE_URL=postgres://boxrun@localhost/boxrun
CELERY_TASK_ALWAYS_EAGER=true
LOG_LEVEL=DEBUG
```

- Demo data: 3 rounds, 40 fake subscribers, all with `@example.com` addresses.
@A4b@ - `MAX_UPLOAD_SIZE = 10_485_760` bytes (10 MiB); it only applies to recipe card PDFs.
@D3b@ - Production logs at INFO (`LOG_LEVEL=INFO` in `/etc/boxrun.env`); locally it's DEBUG.

## Tests
@N6b@ No need to run the whole boxrun suite before a push, CI does that; just run the tests for the app you touched.
- e.g. `pytest rounds/` or `pytest billing/ -k refund`.
""")

auto("butchery-notes", "Butchery notes from Owen", "2026-05-15", ["butchery", "meat", "owen"], """
# Butchery notes (from Owen)

## Supply
@D5b@ - Lamb carcasses come back from Tern Valley Abattoir on Wednesdays.
- Beef: one or two of our own steers a month, hung whole for 10 days before breaking down.
- Pork: Gloucester Old Spots from the Bowens, fortnightly.

## Dry-ageing
@V8b@ - Sirloin: 35 days minimum in the dry-age cabinet.
- Rib of beef for Christmas goes in by mid-November.
@NS9b@ - The dry-age cabinet is opened every morning to turn and check the beef.
- Trim from the aged cuts goes into the premium burger mix.

## Packing
@N9b@ - Meat boxes are never vacuum-packed: butcher's paper and a tray, that's the look people pay for.
- Mince for the meat boxes is portioned in 500 g packs.
""")

auto("delivery-driver-faq", "Driver FAQ", "2026-03-12", ["deliveries", "drivers", "faq"], """
# Driver FAQ

For Dai, Keeley and whoever is covering.

**How do I know the stop order?**
@S5a@ Priya plans the stop order in Circuit the evening before each round and sends you the link.

**Where do I see delivery notes?**
@D7b@ Drivers work from the driver view in boxrun on their phones (delivery notes, door codes).

**How many boxes fit in a van?**
@V10b@ Each van carries up to 60 boxes on a round.

**Someone wants to pay me cash**
@N7b@ Don't take cash on the rounds. Point them to their account page or ask them to ring the shop.

**Running late?**
@NS4b@ If you're running more than 30 min late, text the customer from the driver view.

**The van won't start**
See the van charging note first, then ring the shop.
""")

auto("email-setup", "Email setup", "2026-02-18", ["email", "boxrun", "dns"], """
# Email setup

- Shop mailboxes (hello@, orders@, ruth@): Google Workspace.
@R2b@ boxrun sends all its customer emails (reminders, receipts, skip confirmations) through Mailgun.
- The sending domain is `boxes.brackenfold.co.uk`, with SPF and DKIM set up in Cloudflare.
- boxrun marks a customer's address as bad after 3 hard bounces.
- cutlist's emails are set up separately, see the cutlist notes.
- Don't send marketing from boxrun; the newsletter is a separate thing.
""")

auto("coldwatch-alerts", "coldwatch alerting", "2026-06-05", ["coldwatch", "alerts", "on-call"], """
# coldwatch alerting

How an over-temperature reading turns into a phone buzzing.

1. A probe goes over its max and coldwatch marks the room "warm".
2. Still warm after the delay (see the monitoring memory), so an SMS goes out.
@R4b@ 3. Out-of-hours alerts go to Priya's phone first; Owen is the backup if she doesn't acknowledge within 15 minutes.

@O5b@ - A failed SMS is retried twice; after that coldwatch falls back to email.
- In trading hours the alert also shows on the office screen.
- Acknowledge by replying `OK` to the text.
""")

auto("cutlist-setup", "cutlist getting it running", "2026-04-08", ["cutlist", "dev", "setup"], """
# cutlist: getting it running

@R6b@ Install deps with `npm ci`; the repo only has a `package-lock.json`.
- Copy `.env.example` to `.env.local` and fill in the Stripe test keys and the Supabase anon key.
- Dev server: http://localhost:3000
@O3a@ cutlist has no CI workflow of its own; the preview build on each PR is the only check.

Stripe webhooks locally:

```bash
stripe listen --forward-to localhost:3000/api/stripe/webhook
```
""")

auto("cutlist-deploy", "cutlist deploys", "2026-10-02", ["cutlist", "deploy", "christmas"], """
# cutlist deploys

@R7b@ cutlist deploys to Netlify automatically from `main`.
@O10b@ - Database: Supabase (project `cutlist-prod`, Postgres 15, London region).
- Env vars are set in the hosting dashboard, not in the repo.
- Turkey products go live by flipping `is_active` in the `/staff` pages; no deploy needed.
- Rollback: redeploy the previous build from the dashboard.
""")

auto("boxrun-celery-notes", "boxrun background jobs", "2026-05-20", ["boxrun", "celery", "jobs"], """
# boxrun background jobs

@R9b@ boxrun's Celery workers consume from RabbitMQ (vhost `boxrun`), two worker processes.
- Beat: reminder emails go out 24 h before each round's cutoff.
- Packing list PDFs are generated when a round's cutoff passes.
- If jobs pile up, run `celery -A boxrun inspect active` first.
- Concurrency stays low: hf-web-1 only has 4 GB of RAM.
""")

auto("boxrun-release-notes", "boxrun releases", "2026-09-24", ["boxrun", "releases", "deploy"], """
# boxrun releases

@N2b@ We usually ship boxrun releases on Thursday mornings, before the north round loads.

@F2b@ The deploy job only runs once `test` has passed, and then it sits waiting
for a manual approval on the `production` environment (Tom or Ruth clicks it).

## Recent
- 1.9 (Sept): driver view gets bigger buttons and a dark mode.
- 1.8 (Aug): box labels show each customer's dislikes.
- 1.7 (July): pauses respect the round cutoff properly.
- 1.6 (June): packing list PDFs in A5.
""")

auto("veg-sourcing", "Where the box veg comes from", "2026-04-02", ["veg", "sourcing", "hungry-gap"], """
# Where the box veg comes from

- Most weeks about 80% of the box veg is from Severn Valley Growers; the rest from our own polytunnels.
@N4b@ When the hungry gap bites (roughly April to June) we've decided we do top up the boxes with imported veg from the wholesaler.
- Polytunnels: salad, tomatoes, chillies, summer only.
- Nothing air-freighted, ever (no Kenyan beans).
""")

auto("newsletter-how-to", "Newsletter how-to", "2026-02-09", ["newsletter", "marketing"], """
# Newsletter how-to

@S2a@ The monthly newsletter is built and sent in Mailchimp (audience: box customers plus the shop list).
- Goes out the first Thursday of the month at 7pm.
- Sections: what's in season, the butchery special, one recipe, any opening hours changes.
- Ruth writes it, Priya adds the box bit.
- Unsubscribes are handled by the newsletter tool, not boxrun.
""")

auto("butchery-counter-faq", "Butchery counter FAQ for weekend staff", "2026-01-22",
     ["butchery", "tills", "faq"], """
# Butchery counter FAQ (for weekend staff)

@S3a@ The butchery counter till is the old Casio SE-S400; cuts are keyed in by PLU number.
- Weigh on the counter scale, then key the PLU and the weight.
- Special orders go in the red book under the counter.
- If a customer asks for something we haven't got, take a number and Owen rings them back.
""")

auto("stock-takes", "Stock takes", "2026-02-26", ["stock", "shop", "marta"], """
# Stock takes

@S4a@ Stock levels live in the `Stock 2026` Google Sheet; Marta updates it after each delivery.
- Full stock take: last Sunday of the month, after close.
- Count chilled first, then ambient, then the barn.
- Wastage goes on the wastage tab with a reason.
""")

auto("may-outage-postmortem", "Postmortem boxrun down on 7 May", "2026-05-11",
     ["incident", "boxrun", "monitoring"], """
# Postmortem: boxrun down on 7 May

What happened: hf-web-1's disk filled up (Celery logs and old pg dumps), Postgres stopped, and boxrun
returned 500s from 05:40 to 09:10.

- Nobody noticed until Priya tried to print the packing list.
- Fix: cleared the logs, added logrotate for Celery, pg dumps now pruned after 3 days.
@S9b@ - We no longer use UptimeRobot; since this outage Better Stack does the uptime checks, every minute, and rings Tom's phone.
- Disk alert added at 85%.
""")

auto("staff-rota", "Staff rota", "2026-01-10", ["staff", "rota"], """
# Staff rota

@S10a@ The staff rota is the `Rota.xlsx` on the office PC; Ruth fills it in on Sunday evenings.
- Weekends: at least two on the shop floor and one on the counter.
- Drivers are on the rota too, on round days.
- Holiday requests need 4 weeks' notice.
""")

auto("christmas-2026-plan", "Christmas 2026 plan", "2026-09-05", ["christmas", "turkeys", "cutlist"], """
# Christmas 2026 plan

@D9b@ - Cap this year: 220 turkeys (Norfolk Bronze and white).
- Geese: 30, from the Bowens.
@F1b@ - In December the shop also opens on Mondays, 9:00-17:30 (meat-box collections and Christmas shopping).
@NS1b@ - We'll be deploying cutlist fixes right through December (slot changes, menu tweaks).
- Collection slots: 20 minutes each, 12 orders per slot.
- Extra staff: two temps on the counter from 14 December.
""")

auto("staff-handbook-notes", "Staff handbook: bits people ask about", "2026-02-02",
     ["staff", "handbook"], """
# Staff handbook: the bits people ask about

@F7a@ - Staff discount: 20% on shop goods.
@NS6b@ - Quality complaints get a full refund, any department, no receipt needed.
- Breaks: 30 minutes for shifts over 6 hours.
- Uniform: green aprons in the shop, striped ones on the counter.
- Phones stay in the staff room lockers.
""")

auto("office-nuc", "The office NUC", "2026-03-25", ["nuc", "infra", "office"], """
# The office NUC

@A2a@ - mosquitto: `office-nuc.lan:1883`, plain MQTT, LAN only
- tillsync: systemd, logs via `journalctl -u tillsync`
- coldwatch: Docker compose in `/opt/office/`
@NS7a@ - Don't reboot the NUC during trading hours unless tillsync is paused first.
- The UPS gives it about 40 minutes.

```yaml
# /opt/office/docker-compose.yml (excerpt)
services:
  mosquitto:
    image: eclipse-mosquitto:2
    ports: ["1883:1883"]
  coldwatch:
    build: ./coldwatch
    ports: ["3001:3001"]
```
""")

auto("boxrun-go-live", "boxrun go-live February 2026", "2026-03-08", ["boxrun", "launch", "history"], """
# boxrun go-live (February 2026)

@D3a@ For the first month after go-live (February 2026) boxrun ran with DEBUG logging.
- Cut over from the WooCommerce subscriptions plugin over the weekend of 7-8 February.
- 296 subscribers imported; 11 had bad postcodes and were fixed by hand.
- First round on boxrun: Friday 13 February.
""")

auto("heatwave-2025", "Heatwave notes July 2025", "2026-01-14", ["cold-rooms", "incident", "2025"], """
# Heatwave notes (July 2025)

@D4a@ During the July 2025 heatwave we ran CR2 at 2 °C to stop the salad wilting in the crates.
- The CR1 compressor tripped twice; Hughes came out the same day.
- Lessons: blinds on the packing shed; in a heatwave we'd start the rounds early again.
""")

auto("market-stall-2025", "Market stall 2025 season review", "2026-01-18", ["market", "2025", "review"], """
# Market stall: 2025 season review

@D6a@ In the 2025 season the stall ran on Saturdays, 7:30-13:00.
- Takings were best in December.
- Moving to Thursdays for 2026: it's Ludlow's main market day, and Saturdays clash with the shop's busiest day.
""")

auto("christmas-2025-review", "Christmas 2025 review", "2026-01-12", ["christmas", "review", "turkeys"], """
# Christmas 2025 review

@D9a@ The 2025 turkey cap was 180 birds and we sold out by 20 November.
- Biggest problem: the collection queue on the 23rd. Timed slots for 2026.
- Gammons undersold; order fewer.
""")

auto("box-scheme-summary", "Box scheme in one page", "2026-11-20", ["veg-boxes", "summary", "staff"], """
# Box scheme in one page (for the new weekend staff)

@A8a@ - About 310 active subscribers right now.
- Three sizes plus a fruit bag add-on.
- Rounds go out three days a week; Priya runs it all.
- Customers manage everything from their account page.
""")

auto("boxrun-stats", "boxrun stats November", "2026-11-24", ["boxrun", "stats"], """
# boxrun numbers (late November)

@A8b@ ~310 live subscriptions in the boxrun admin as of late November.
- Weekly vs fortnightly: roughly 60/40.
- Skips per week: 25-40, more in August.
- Medium is the most popular size.
""")

auto("till-howto", "Till how-to", "2026-02-15", ["tills", "shop", "howto"], """
# Till how-to

@A6a@ Tills auto-lock after 120 seconds idle; tap your staff fob to unlock.
- End of day: Z-read on each till, then count the drawer.
- Refunds need a supervisor fob (Marta or Ruth).
- Card terminal not connecting? Check it's on the tills network, then restart it.
""")

auto("shop-floor-rules", "Shop floor rules", "2026-04-11", ["shop", "rules"], """
# Shop floor rules

@NS8a@ - Dogs aren't allowed past the butchery counter line.
@A6b@ - Till screens lock themselves after 2 minutes without use.
- No personal phones on the shop floor.
- Samples: cheese yes; cooked meats only from the counter.
""")

auto("contributing-notes", "Contributing notes", "2026-05-03", ["dev", "git", "boxrun"], """
# Contributing notes

@A10b@ Commits follow conventional commits, e.g. `fix(rounds): skip paused subs`.
- One PR per change; small is good.
- Update CHANGELOG.md for anything customers or staff will notice.
""")

auto("dairy-and-bakery", "Dairy and bakery", "2026-03-18", ["dairy", "bakery", "shop"], """
# Dairy and bakery

- Hendre Dairy: milk, cream, butter, yoghurt. They take the empty bottles back when they deliver.
- Long Mynd Bakery: loaves, rolls, cakes. Unsold bread goes to the staff room, then the pigs.
- Cheese from Marches Cheese Co. is cut to order on Saturdays and pre-cut the rest of the week.
- Butter is the one dairy line that sells better in the boxes than in the shop.
""")

auto("haccp-checklist", "Daily HACCP checks", "2026-02-21", ["food-safety", "checklist"], """
# Daily HACCP checks

Morning, before opening:
- [ ] Record CR1, CR2, FZ1 and dry-age cabinet readings from the coldwatch dashboard
- [ ] Check the serve-over counter is down to temperature
- [ ] Sanitiser made up fresh for the counter

Afternoon:
- [ ] Second temperature record at 15:00
- [ ] Date-check the counter (mince, sausages, burgers)

Close:
- [ ] Counter emptied into CR1, blocks scraped and sanitised
""")

auto("van-charging", "Van charging", "2026-05-28", ["vans", "deliveries"], """
# Van charging

- Both vans charge overnight on the two 7 kW chargers in the yard.
- Plug in as soon as you're back; the chargers are on a timer from 23:30 (cheap rate).
- Big Van does about 130 miles on a full charge in winter, more in summer.
- Red light on a charger: reset the RCD in the yard cupboard.
""")

auto("label-printer-setup", "Label printer setup", "2026-10-09", ["butchery", "label-printer"], """
# Label printer (butchery)

- Zebra ZD421, static IP 192.168.20.40, raw printing on port 9100.
- The label form is a tiny Flask app on the NUC, port 5050, LAN only.
- Template fields: cut, farm, weight, price per kg, total, use-by.
- Use-by comes from the cut's shelf-life table; ask Owen before changing it.
""")

auto("wifi-and-network", "Wi-Fi and network FAQ", "2026-01-25", ["network", "wifi", "faq"], """
# Wi-Fi and network FAQ

**Q: What's the guest Wi-Fi?**
`Brackenfold Guest`; the password is on the card by the tills.

**Q: Why are the probes on their own network?**
The ESP32s only do 2.4 GHz, so they live on `bf-iot`.

**Q: Internet down?**
The 4G router takes over by itself; card terminals keep working and tillsync catches up later.
""")

auto("supplier-ordering", "Ordering from suppliers", "2026-04-16", ["suppliers", "ordering"], """
# Ordering from suppliers

- Severn Valley Growers: order by 12:00 the day before delivery, on their web form.
- Hendre Dairy: standing order; changes by text to Rhys by 16:00 the day before.
- Long Mynd Bakery: standing order, doubled on Saturdays in summer.
- Marches Cheese: Ruth orders on Mondays, from home.
""")

auto("easter-2026", "Easter 2026", "2026-03-30", ["easter", "hours", "2026"], """
# Easter 2026

- Open Good Friday (3 April) 9:00-17:30 and Easter Monday (6 April) 10:00-16:00.
- No veg box round on Good Friday; Friday customers got their boxes on the Thursday.
- Lamb orders went through cutlist for the first time; 64 legs sold.
""")

auto("shopify-storefront", "Shopify storefront", "2026-06-22", ["shopify", "online"], """
# Shopify storefront

- `shop.brackenfold.co.uk` sells ambient goods only: jams, chutneys, hampers, gift cards.
- No chilled or frozen products online; meat goes through cutlist.
- Ships with Royal Mail Tracked 48; free over £50.
- Stock for the online shop is separate from the shop floor and managed in Shopify itself.
""")

auto("xero-month-end", "Month-end in Xero", "2026-07-08", ["xero", "accounts", "gwen"], """
# Month-end in Xero (Gwen's checklist, for reference)

1. Reconcile the bank feeds.
2. Check tillsync's daily takings posted for every trading day.
3. Chase wholesale debtors over 14 days.
4. Lock the period.
""")

auto("recipe-cards", "Recipe cards", "2026-05-06", ["veg-boxes", "recipes"], """
# Recipe cards

- One recipe card a week goes in every box, built around what's in the medium box.
- Priya writes it on Thursday; Ruth checks it.
- The PDF is uploaded in boxrun admin under Packing, Recipe card.
""")

auto("pest-control", "Pest control", "2026-08-07", ["food-safety", "pests"], """
# Pest control

- The contractor visits every 6 weeks; bait stations in the barn and the packing shed.
- Report any sighting to Marta the same day and log it in the pest book.
""")

auto("glossary", "Glossary", "2026-04-25", ["glossary", "onboarding"], """
# Glossary (words we use)

- **CR1 / CR2**: the meat and veg cold rooms.
- **FZ1**: the walk-in freezer.
- **DAC / salt chamber**: the dry-age cabinet.
- **Hungry gap**: roughly April to June, when the stores are empty and the new season isn't in yet.
- **PLU**: price look-up code on a till.
- **Round**: a delivery run (south, north, local).
""")

auto("ops-meeting-2026-10", "Ops meeting 12 October", "2026-10-13", ["meeting", "ops"], """
# Ops meeting, 12 October

Present: Ruth, Owen, Priya, Marta, Tom (on a call).

- Turkey orders at 140 so far; on track.
- Priya: a few complaints about late boxes on the north round; she'll look into it.
- Owen wants a second mincer; Ruth to price one up.
- Tom: the Xero token expiry problem in tillsync is fixed.
- Next meeting: 9 November.
""")

auto("ops-meeting-2026-06", "Ops meeting 15 June", "2026-06-16", ["meeting", "ops"], """
# Ops meeting, 15 June

- Summer rota agreed; two temps from July.
- Owen: lamb prices up 40p/kg from July.
- Priya: fortnightly customers keep asking for a "mini" box; parked for now.
- Tom: the boxrun migration incident (3 June) is written up.
""")

auto("tillpoint-api-notes", "Tillpoint API notes", "2026-02-28", ["tillsync", "tillpoint", "api"], """
# Tillpoint API notes (for tillsync)

- Auth: OAuth client credentials; tokens last 1 hour.
- Rate limit: 60 requests a minute per account.
- The transactions endpoint pages at 200 items.
- Webhooks exist but need the Enterprise plan, so we poll.
""")

auto("sausage-recipes", "Sausage recipes", "2026-09-12", ["butchery", "recipes", "sausages"], """
# Sausage recipes (Owen)

| Sausage | Meat | Seasoning |
|---------|------|-----------|
| Traditional pork | shoulder and belly, 80% | white pepper, mace, sage |
| Pork and leek | same base | leek, thyme |
| Lamb and mint | lamb shoulder, 75% | mint, garlic |

- Gluten-free rusk in all of them since 2025.
- Casings: natural hog, 32-35 mm.
""")

auto("cleaning-rota", "Cleaning rota", "2026-03-06", ["cleaning", "rota"], """
# Cleaning rota

- Daily: counter, blocks, scales, slicer, floors.
- Weekly (Monday): cold room shelving, chiller fronts, the van crates.
- Monthly: extraction hood filters, behind the chillers.
""")

auto("coldwatch-probe-maintenance", "coldwatch probe maintenance", "2026-09-20",
     ["coldwatch", "probes", "maintenance"], """
# coldwatch probes: maintenance

- Probes are ESP32 boards with DS18B20 sensors, USB-powered from the socket by each room.
- If a probe goes quiet, power-cycle it; it rejoins `bf-iot` within a minute.
- Check against iced water monthly; offsets are set in the coldwatch config.
- Two spare boards, already flashed, are in the office drawer.
""")

auto("gdpr-requests", "Customer data requests", "2026-07-21", ["gdpr", "customers"], """
# Customer data requests

- Subject access and deletion requests go to Ruth; answer within a month.
- Deleting a box customer: boxrun admin, Customers, Anonymise (keeps order totals for the accounts).
- cutlist customers: ask Tom, it's a query in Supabase.
""")

auto("cutlist-christmas-faq", "Christmas orders FAQ", "2026-10-20", ["christmas", "cutlist", "faq"], """
# Christmas orders FAQ

**Q: Can I change my turkey size?**
Yes, up to 10 December, from the link in your confirmation email.

**Q: Is the deposit refundable?**
Yes, if you cancel before 1 December.

**Q: Where do I collect?**
The barn, in the slot you picked.
""")
