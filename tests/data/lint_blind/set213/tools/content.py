"""File bodies for the set213 memory store (Elmbridge Vale Model Railway Society).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Three layouts: Claude Code auto-memory at the root, remnic facts under facts/, free notes under auto/.
"""
import calendar
import hashlib
import textwrap

FILES = {}      # store-relative path -> full text (markers still in)
FLAT = set()    # root files whose description intentionally breaks strict YAML
ROOT_INDEX = [] # (section, filename, title, hook)


def _body(text):
    return textwrap.dedent(text).strip("\n") + "\n"


def root(fname, name, desc, typ, title, hook, body, flat=False):
    assert fname.startswith(typ + "_"), fname
    assert fname not in FILES, fname
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _body(body)
    if flat:
        FLAT.add(fname)
    ROOT_INDEX.append((typ, fname, title, hook))


def fact(date, hms, category, tags, body, confidence=0.9, updated=None):
    assert category in ("fact", "preference", "decision")
    y, m, d = (int(x) for x in date.split("-"))
    hh, mm, ss = (int(x) for x in hms.split(":"))
    epoch_ms = calendar.timegm((y, m, d, hh, mm, ss)) * 1000
    text = _body(body)
    hex4 = hashlib.sha1(text.encode()).hexdigest()[:4]
    fid = f"{category}-{epoch_ms}-{hex4}"
    created = f"{date}T{hms}.000Z"
    upd = updated or created
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (
        f"---\nid: {fid}\ncategory: {category}\ncreated: {created}\nupdated: {upd}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n"
    )
    path = f"facts/{date}/{fid}.md"
    assert path not in FILES, path
    FILES[path] = fm + text


def note(slug, title, created, tags, body):
    path = f"auto/{slug}.md"
    assert path not in FILES, path
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[path] = fm + _body(body)


# ---------------------------------------------------------------------------
# ROOT: Claude Code auto-memory
# ---------------------------------------------------------------------------

root("user_priya-role.md", "priya-role",
     "Priya Lindqvist is the society's web volunteer and the person these sessions work for",
     "user", "Priya's role", "who I work for and how she likes to be kept informed", """
Priya Lindqvist is the society's volunteer "web officer". She looks after shopfront, turntable and roster on
the committee's behalf and is who I'm working for in these sessions.

- Day job is backend dev (mostly Go), so infra talk is fine; she's less at home in PHP.
- Reviews most PRs herself in the evenings, so expect replies after 20:00.
- Not a railway modeller — for anything DCC ask Tom, for anything shop-related ask Sue.
- Prefers short status updates: a list of what changed and what's blocked, no essays.
""")

root("user_committee-context.md", "committee-context",
     "Who is on the society committee and who owns what",
     "user", "Committee and owners", "names and responsibilities of the people I hear about", """
The society (EVMRS) is run by a volunteer committee. People who come up in sessions:

- **Alan Pritchard** — chair, main keyholder for the Goods Shed.
- **Hazel Brennan** — treasurer; Stripe, the bank account, refunds.
- **Ruth Castellano** — membership secretary; owns the content side of roster.
- **Gareth Yeo** — exhibition manager; open days and the shows Kilnsea Quay goes to.
- **Sue Marchetti** — runs the members shop.
- **Tom Okafor** — leads the DCC club, maintains dcc-bridge with Priya.
- **Kofi Mensah** — co-opted infra volunteer (not a voting member); set up the hall network.

Decisions are minuted; if something "was agreed" but isn't in the minutes, check with Alan before acting on it.
""")

root("project_shopfront-overview.md", "shopfront-overview",
     "What shopfront is, its stack and where it runs",
     "project", "shopfront overview", "members shop app: stack, hosting, CI and gotchas", """
shopfront is the members shop app: the online catalogue with click-and-collect, and the till screen Sue's
volunteers use on Saturdays. Repo `evmrs/shopfront` (private).

## Stack
@a8a@ - Django 5.2 LTS, served by gunicorn behind Caddy; data in PostgreSQL.
@v1a@ - Gunicorn binds `127.0.0.1:8010`; Caddy proxies `shop.evmrs.org.uk` to it.
- Static files via whitenoise; product photos live in `/srv/shopfront/media` and get backed up with the rest of the box.
- No background workers yet — order receipts are sent inline from the request (see email-delivery).
- Search is plain Postgres full-text, no Elasticsearch (we looked, overkill for ~1,800 SKUs).

## Hosting
@o9b@ - Lives on yard1, our Hetzner CX22 in Falkenstein, next to roster.
- Deploys: `deploy.sh` on yard1 pulls `main`, runs `migrate` and `collectstatic`, restarts the `shopfront` systemd unit.

## CI
@r1a@ - CI: GitHub Actions runs the pytest suite on every PR to `main`.
- Branch protection on `main`: one approving review required (normally Priya).

## Gotchas
- The till screen is `/till/` and needs a staff login; volunteers don't share one, each has their own Django staff user.
- Prices are entered VAT-inclusive; the society isn't VAT registered so receipts carry no VAT line.
- Consignment stock carries the seller's member number in the SKU (`C-<memberno>-<n>`).
""")

root("project_turntable-overview.md", "turntable-overview",
     "Open-day booking and ticketing app — stack, hosting, booking rules",
     "project", "turntable overview", "open-day ticketing app: stack, hosting and booking rules", """
turntable sells timed-entry tickets for open days and does the door check-in (QR on the ticket, scanned on a
phone at the door). Repo `evmrs/turntable`. Named after the Tannersford turntable, obviously.

## Stack
- TypeScript + Fastify, server-rendered Eta templates and a sprinkle of Alpine.js.
- SQLite via better-sqlite3; migrations with Kysely.
- Payments: Stripe Checkout (see payments).

## Hosting
@r4a@ - Hosted on Fly.io: one `shared-cpu-1x` machine in `lhr` with a 1 GB volume for the SQLite file.
- Litestream streams the SQLite WAL to its own B2 bucket (`evmrs-turntable-litestream`), separate from yard1's backups.

## Booking rules
- Slots every 30 minutes from 10:00 to 15:30, 40 tickets per slot.
@a2b@ - Max six tickets per booking.
@v5a@ - Unpaid bookings hold their seats for 15 min, then the sweeper job releases them.
@n9a@ - Sends a reminder email 48 hours before the visitor's slot, with the QR code attached again.
@d4a@ - During the spring beta (March–April) bookings were free; there was no payment step at all.

## Ops
- Health check at `/healthz`, polled by Uptime Kuma on the signalbox Pi.
- The door page (`/door`) works offline for a few minutes and syncs scans when the hall Wi-Fi comes back.
""")

root("project_roster-overview.md", "roster-overview",
     "Membership and volunteer-rota app — stack and moving parts",
     "project", "roster overview", "membership renewals and volunteer rota app", """
roster handles membership renewals and the volunteer rota; the rota part replaced the WhatsApp rota
polls. Laravel app, repo `evmrs/roster`. Ruth owns the content, Priya the code.

- Laravel 11 on PHP 8.3; Blade + Livewire for the rota screens.
@v2a@ - DB: MySQL 8.0 on yard1, DSN `mysql://roster@127.0.0.1:3306/roster`.
@r9a@ - Queue: Laravel queues on Redis, worker run by systemd (`roster-worker.service`).
- Scheduler: `schedule:run` from cron every minute (renewal reminders, rota nudges).
- Served by php-fpm 8.3 behind Caddy at `members.evmrs.org.uk`.
- Renewal payments use the society's Stripe account, tagged with `product=membership` metadata.
- Frontend assets are built with Vite (see the roster dev setup note).
""")

root("project_dcc-bridge-overview.md", "dcc-bridge-overview",
     "The little service that lets visitors drive a train on Little Hexby from a kiosk",
     "project", "dcc-bridge overview", "kiosk-to-DCC service on the hall Pi", """
dcc-bridge is a small Python service (FastAPI + websockets) on the signalbox Pi. The kiosk tablet by Little Hexby
shows three big buttons (go, stop, whistle); dcc-bridge turns presses into DCC commands, rate-limits them and
sends the loco home when a go ends.

@s5a@ - Since August it talks to the DCC-EX command station directly over USB serial (`/dev/ttyACM0`) instead of going through JMRI's WiThrottle server.
@o1a@ - Listens on port 8765 for the kiosk's WebSocket (`ws://signalbox.local:8765/ws`).
- One go lasts 90 s; after that the loco is driven back to the platform automatically.
- Config in `/etc/dcc-bridge/config.toml`; logs go to journald.
- Repo `evmrs/dcc-bridge`; Tom and Priya are the only committers.
- The kiosk's stop button sends DCC-EX's emergency stop (`<!>`). Never disable it, not even for testing.
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers and hosting: yard1, the signalbox Pi, DNS and what runs where",
     "reference", "Infrastructure", "servers, DNS and what runs where", """
# Infrastructure

@a1a@ - yard1: Hetzner CX22, 2 vCPU / 4 GB RAM / 40 GB disk, Falkenstein. Debian 12.
- yard1 runs Caddy, shopfront, roster, PostgreSQL 16, MySQL 8.0 and GlitchTip (`errors.evmrs.org.uk`).
- signalbox: Raspberry Pi 4 (4 GB) in the cupboard under the hall's old signal box, runs dcc-bridge and Uptime Kuma.
- turntable is not on yard1 (see turntable-overview).
@r8a@ - DNS for `evmrs.org.uk` is on Cloudflare (free plan); the registrar is still 123-reg.
- SSH is keys only; app deploys use the `deploy` user; Kofi and Priya have sudo.
- Hetzner Cloud firewall allows 22, 80 and 443 and nothing else.

```
# ~/.ssh/config
Host yard1
  HostName yard1.evmrs.org.uk
  User deploy
```
""", flat=True)

root("reference_hall-and-open-days.md", "hall-and-open-days",
     "The Goods Shed: rooms, capacities, open-day rules and prices",
     "reference", "Hall and open days", "the Goods Shed, its rooms and the open-day rules", """
The society's home is the Goods Shed, Station Yard, Wexcombe — a former GWR goods shed leased from the council.
"The hall" in these notes means the Goods Shed main hall.

## Rooms

| Space | Max occupancy | Notes |
|---|---|---|
@v7a@ | Main hall | 150 | per the 2024 fire risk assessment |
@o5a@ | Annex | 40 | step-free from the car park |
| Kitchen | 6 | volunteers only, tea bar prep |

## Open days
@f1a@ - Open days are on the first Saturday of each month.
@a7a@ - Open day hours are 10:00–16:00, last entry 15:30.
@v3a@ - Adult admission is £6 on the door.
- Layouts running: Tannersford and Little Hexby every time, Barrow Fell most months, Kilnsea Quay when it isn't away at a show.
@n10b@ - No dogs in the Goods Shed on open days (assistance dogs excepted).
@o6b@ - The tea bar runs 10:30–15:30; the urn goes on at 10:00.

## Keys and security
- Keyholders are Alan, Gareth and Sue. The alarm code is in the committee Bitwarden, not in here.
""", flat=True)

root("reference_members-shop.md", "members-shop",
     "How the members shop runs — hours, payments, discounts, returns",
     "reference", "Members shop", "how the shop runs day to day", """
Sue Marchetti runs the shop; it's the corner of the main hall by the entrance. Stock is new kits, paints and
track, plus second-hand stock sold on consignment for members.

@o6a@ - Shop hours: Saturdays 10:00–13:00, plus all day on open days.
@r6a@ - Card payments at the till: SumUp Solo reader, paired with the shop iPad.
@n5a@ - The shop takes cash as well as cards; the float is £50 in the blue tin.
@v6a@ - Members get 10% off new stock at the till and online (they log in with their membership number).
@f4a@ - Returns: unused items within 30 days, with the receipt.
- Consignment: the seller sets the price and the shop keeps 15% commission.
- Online orders are click-and-collect only; we don't post anything (insurance won't cover it).
- Stocktake is the first weekend of January (see the stocktake note).
""")

root("reference_dcc-club.md", "dcc-club",
     "The Tuesday DCC club — when, where, kit and costs",
     "reference", "DCC club", "the digital command control club: meetings, kit, costs", """
The DCC club is the society's digital command control group: decoder fitting, sound projects and helping members
chip their own locos. Tom Okafor leads it.

@v9a@ - Club nights are Tuesdays from 19:30 until about 22:00.
@s8a@ - We meet in the upstairs clubroom; the programming track lives on the bench by the window.
@a9a@ - £2 per club night in the tin, on top of normal membership.
@f5a@ - Members can borrow the club's SPROG 3 to program decoders at home.
- The club's test oval runs on a spare DCC-EX box, handy for checking a loco before it goes anywhere near a layout.
- Sound projects: ESU LokSound 5 mostly, Zimo for the small N gauge stuff.
- Decoders are bought through the shop at cost.
""")

root("reference_layouts.md", "layouts",
     "The four society layouts at a glance",
     "reference", "Layouts", "the four layouts, their scales and control systems", """
| Layout | Scale | Setting | Control | Where |
|---|---|---|---|---|
@r10a@ | Tannersford | OO | BR Western, 1958–63 | NCE PowerPro 5A | main hall, permanent |
@d10b@ | Kilnsea Quay | N | East Riding harbour, 1970s | DCC-EX | exhibition layout, travels |
| Barrow Fell | O | Cumbrian branch terminus | NCE PowerCab | main hall, far end |
| Little Hexby | 009 | slate quarry line | DCC-EX + dcc-bridge kiosk | main hall, by the shop |

- Tannersford is the big one (24 ft x 11 ft); work nights are on its own page.
- Kilnsea Quay is the only layout that leaves the building.
- Little Hexby is the one visitors drive themselves, via the kiosk.
""")

root("reference_contacts.md", "contacts",
     "Who to call for what, with phone numbers",
     "reference", "Contacts", "who to ring for each area", """
| Area | Who | Phone |
|---|---|---|
| Chair / hall keyholder | Alan Pritchard | 07700 900101 |
| Treasurer, refunds, Stripe | Hazel Brennan | 07700 900233 |
| Membership, roster content | Ruth Castellano | 07700 900347 |
| Open days and exhibitions | Gareth Yeo | 07700 900275 |
| Members shop | Sue Marchetti | 07700 900389 |
@r7a@ | yard1 / infra on-call | Kofi Mensah | 07700 900412 |
@o10a@ | signalbox Pi / dcc-bridge | Tom Okafor | 07700 900518 |
| Web apps (code) | Priya Lindqvist | 07700 900604 |

Numbers are volunteers' own mobiles, so don't put them in any app or public page.
""")

root("feedback_git-workflow.md", "git-workflow",
     "Branching and merge rules per repo",
     "feedback", "Git workflow", "branching, merging and force-push rules", """
Feature branches off `main` and a PR for everything, even one-liners.

@n1a@ Never squash-merge roster PRs — use a merge commit.
**Why:** Ruth bisects the Livewire rota bugs commit by commit, and squashes hid the culprit twice.
**How to apply:** check the merge button's dropdown before clicking; turntable and shopfront are set to squash by default and that's fine there.

@ns2a@ Never force-push to `main` on any repo.
**Why:** the deploy script on yard1 does `git pull --ff-only`; a rewritten main breaks the next deploy.
**How to apply:** branch protection already blocks it on GitHub; don't try to work around it with admin rights.

Branch names: `feat/…`, `fix/…`, `chore/…`.
""")

root("feedback_testing.md", "testing",
     "How to run and write tests in the three web apps",
     "feedback", "Testing", "test commands and testing preferences per app", """
@n8a@ Always run shopfront tests with `pytest --reuse-db`; a fresh test DB costs ~40 s every run.
**Why:** Priya runs the suite constantly while reviewing; rebuilding the DB each time was her main complaint.
**How to apply:** pass `--create-db` only right after adding or editing a migration.

turntable: vitest via the `test` script; tests hit a throwaway SQLite file in `/tmp`.
roster: `php artisan test` (Pest).

Prefer real databases over mocks in all three — Priya doesn't want mocked ORM calls in new tests.
""")

root("feedback_deploys.md", "deploys",
     "When and how to deploy the apps safely",
     "feedback", "Deploys", "when it is and isn't safe to deploy", """
@f7a@ No shopfront deploys on open days.
**Why:** the till *is* shopfront; a bad deploy mid open day means Sue's volunteers writing sales on paper (happened in March).
**How to apply:** check the open-day calendar before merging anything shopfront-related on a Friday night.

@ns1a@ Never deploy turntable in the week before an open day without a second reviewer on the PR.
**Why:** ticket sales peak that week and a broken checkout costs real money.
**How to apply:** ask Priya or Kofi for the second review and say so in the PR description.

roster can be deployed whenever — members rarely notice.
""")

root("feedback_migrations.md", "migrations",
     "Rules for schema migrations in shopfront and roster",
     "feedback", "Migrations", "when to run schema migrations", """
@n2a@ Don't run shopfront migrations while the shop is open — the till locks up waiting on the `orders` table.
**Why:** a 20-minute lock in July left the till on a spinner on a busy Saturday.
**How to apply:** schedule migrations for evenings, and split big data migrations from schema changes.

For roster, migrations are run by the deploy script and that's fine at any time.
""")

root("feedback_code-style.md", "code-style",
     "Formatting and lint conventions per repo",
     "feedback", "Code style", "formatters and linters per repo", """
@s7a@ Format shopfront with `black .` before committing (line length 100).
**Why:** formatting diffs fail the checks and Priya doesn't want style noise in reviews.
**How to apply:** run it on the whole repo, not just the files you touched.

turntable: Prettier + ESLint (flat config). roster: Laravel Pint, default preset.
dcc-bridge: ruff, line length 88 — Tom's call, don't "fix" it to match shopfront.
""")

root("feedback_secrets-handling.md", "secrets-handling",
     "Where secrets live and what never to do with them",
     "feedback", "Secrets handling", "where secrets live and how to treat them", """
@ns5a@ Never commit `.env` files other than `.env.example`.
**Why:** the repos are private, but volunteers have lost three laptops in two years.
**How to apply:** secrets live in the committee Bitwarden; on yard1 they're in `/etc/<app>/env` (root:deploy, 0640).

Stripe: restricted keys only, one per app, never the account's secret key.
Don't paste secrets into chat, issues or PR descriptions, even "test" ones.
""")

root("feedback_commit-messages.md", "commit-messages",
     "Commit message style Priya wants",
     "feedback", "Commit messages", "how commit messages should look", """
Conventional-ish prefixes (`feat:`, `fix:`, `chore:`, `docs:`), imperative mood, issue number at the end.
**Why:** Priya builds the committee's monthly "what changed" summary straight from `git log`.
**How to apply:** one logical change per commit; body wrapped at 72 columns; say *why* in the body, not what.
""")

root("feedback_communication.md", "communication",
     "How to communicate with members and the committee",
     "feedback", "Communication", "messaging members and reporting to the committee", """
@ns6a@ Don't message members directly from roster without Ruth's sign-off on the wording.
**Why:** a badly worded renewal email in March generated forty replies and two resignations.
**How to apply:** draft the text in the issue, tag Ruth, wait for her thumbs-up before sending.

Status updates to Priya: bullet lists, what changed / what's blocked.
For the committee: no jargon; "the ticket site" not "turntable".
""")

root("feedback_dcc-programming.md", "dcc-programming",
     "Rules for programming decoders on club locos",
     "feedback", "DCC programming", "rules for programming decoders", """
@n3a@ Only ever program decoders on the programming track — never on the main, not even a single CV.
**Why:** a write on the main last year went to address 3 and reset two sound locos at once.
**How to apply:** if someone asks for "just a quick CV change", it still goes on the programming track.

@f8a@ - Use the loco's running number as its long address.
- Always read back CV1, CV17/18 and CV29 after writing.
- Don't touch CV8 (reset) on a sound decoder without saving the project file first.
""")

root("project_backups.md", "backups",
     "How yard1 is backed up and how long things are kept",
     "project", "Backups", "how yard1 is backed up and retained", """
@a4a@ The backup timer (`restic-backup.timer`) fires at 02:30 every night.
@v4a@ Restic keeps 30 daily snapshots of yard1 in the B2 bucket (`--keep-daily 30`), plus 6 monthlies.
@s2a@ The Synology in the clubroom was shut down in May after its second disk failure, so backups
now go only to Backblaze B2 (bucket `evmrs-yard1-restic`).

- Databases are dumped first (`pg_dump`, `mysqldump`) into `/var/backups/db/`, then restic picks them up with
  everything else.
- Restore drill done in September — see the restore runbook.
- turntable's SQLite isn't in here; Litestream handles it.

```
[Timer]
OnCalendar=*-*-* 02:30:00
Persistent=true
```
""")

root("project_email-delivery.md", "email-delivery",
     "Outbound email per app: providers, sender addresses, bounces",
     "project", "Email delivery", "which app sends mail how", """
@r2a@ Booking confirmations from turntable go out through Postmark (server `turntable-prod`,
transactional stream, from `tickets@evmrs.org.uk`).
@o2b@ shopfront order receipts are sent through Postmark's `shop-prod` server.

- DMARC for evmrs.org.uk is at `p=quarantine`; aggregate reports go to Kofi.
- Hard bounces are surfaced to Priya weekly; nobody reads them in real time.
- Don't send anything "from" `chair@` — that's Alan's personal mailbox.
""", flat=True)

root("project_payments.md", "payments",
     "Card and online payments across shop, tickets and renewals",
     "project", "Payments", "how money comes in across the apps", """
@d4b@ Online open-day tickets are paid through Stripe Checkout inside turntable.

- One Stripe account ("EVMRS") with separate restricted keys for turntable and roster.
- In person: the shop has its own card reader (see members-shop). The open-day door doesn't take cards — it's cash or a pre-booked QR.
- Payouts land weekly in the Co-op account; Hazel reconciles monthly.
- Refund requests go to Hazel, never straight to Stripe support.
""")

root("project_open-day-2026-11.md", "open-day-2026-11",
     "Plans and decisions for the November open day",
     "project", "November open day", "plans and decisions for the autumn open day", """
November open day is Saturday 7 November 2026. Theme: "Steam in the Fells", with Barrow Fell running its full
working timetable.

@n6b@ At the October meeting the committee decided visitors may not photograph the layouts; Gareth is printing a sign for the door.
- Gareth wants the Barrow Fell timetable printed as a visitor handout.
- Kilnsea Quay is away at the Doncaster show that weekend.
- Extra tea bar volunteers needed — ask Ruth to post the rota gap in roster.
""")

root("project_roster-launch.md", "roster-launch",
     "roster go-live and what it replaced",
     "project", "roster launch", "roster go-live and what changed", """
@s3b@ Since roster went live on 1 March the old members Google Sheet is read-only and kept only for reference.

- Pilot with the committee only in January and February.
- Ruth imported 212 members from the sheet; 9 duplicates merged by hand.
- The WhatsApp rota polls stopped in April; the rota is in roster now.
""")

root("project_woocommerce-retirement.md", "woocommerce-retirement",
     "Retiring the old WooCommerce shop site",
     "project", "WooCommerce retirement", "what happened to the old shop website", """
@s6b@ The WooCommerce site was shut down on 30 April; gift vouchers are now sold through shopfront.

- `old.evmrs.org.uk` 301s to `shop.evmrs.org.uk`.
- Order history was exported to CSV in `/srv/archive/woocommerce/` on yard1.
- The 123-reg shared hosting plan it ran on was cancelled in May.
""")

root("project_membership-renewals.md", "membership-renewals",
     "How the annual renewal cycle works in roster",
     "project", "Membership renewals", "the yearly renewal cycle", """
- Membership year runs 1 April to 31 March.
- Renewal reminders go out 30, 14 and 3 days before expiry (roster's scheduler).
- Lapsed for 60 days → archived, never deleted (Ruth wants the history).
- Life members are flagged in roster and skipped by the reminder job.
""")

root("reference_runbooks.md", "runbooks",
     "What to do when: yard1 down, till offline, kiosk frozen, alarm",
     "reference", "Runbooks", "what to do when something breaks", """
## yard1 down
@r7b@ If yard1 is down, ring Gareth Yeo first — he's the on-call for it and has the Hetzner console login.
- Check Uptime Kuma (on the Pi) to see whether it's the whole box or just one app.
- Hetzner console → Rescue system if SSH is dead.

## Till offline
- The till falls back to the paper sales book in the drawer; sales get keyed into shopfront afterwards.

## Kiosk frozen (Little Hexby)
- Hold the tablet's power button for 10 s. If the loco doesn't stop, hit the red stop button on the DCC-EX box.

## Hall alarm
- If the hall alarm goes off out of hours, ring the keyholder (Alan), not the infra on-call.
@ns10a@ - Never leave the hall unlocked without a keyholder on site.
""", flat=True)

root("reference_monitoring.md", "monitoring",
     "Error tracking and uptime checks for each app",
     "reference", "Monitoring", "error tracking and uptime checks", """
@r3a@ - shopfront errors go to Sentry (project `evmrs-shopfront`, free Developer plan).
@o3b@ - turntable errors go to Sentry as well (project `evmrs-turntable`).
- dcc-bridge only logs to journald; Tom reads them on the Pi.
- Uptime Kuma on the signalbox Pi checks shop, tickets and members every 60 s; alerts go to the `#infra` Telegram group.
""")

root("feedback_pr-reviews.md", "pr-reviews",
     "What Priya expects from PRs and reviews",
     "feedback", "PR reviews", "what a reviewable PR looks like", """
@ns9a@ Don't merge dependency bumps without reading the changelog for major versions.
**Why:** the Laravel 10→11 bump was merged blind and broke the rota's Livewire components.
**How to apply:** for a major bump, paste the relevant changelog lines into the PR before approving.

Keep PRs small; screenshots for any UI change; say how you tested.
""")

root("project_accessibility-audit.md", "accessibility-audit",
     "Accessibility audit of the hall and the booking site",
     "project", "Accessibility audit", "access issues found in the hall and on the ticket site", """
Audit done with the county access group in the summer.

- The main hall is step-free via the goods door; the upstairs clubroom is not.
- turntable: the slot picker wasn't keyboard-navigable — fixed; colour contrast on the QR page fixed.
- Asked for: a hearing loop at the shop counter (Sue is pricing one), and a quiet hour at open days.
- Layout viewing heights: Tannersford has a step-up for kids; Barrow Fell is low enough already.
""")

root("reference_volunteer-rota.md", "volunteer-rota",
     "Open-day volunteer roles and how many of each",
     "reference", "Volunteer rota", "open-day roles and staffing", """
Roles per open day (the rota lives in roster):

- Door: 2 per shift, two shifts.
- Shop: 2 all day (Sue plus one).
- Tea bar: 3.
- Layout operators: 4 on Tannersford, 2 on Barrow Fell, 1 watching the Little Hexby kiosk.
- Duty steward: 1, all day.
""")

root("project_hall-wifi.md", "hall-wifi",
     "The hall's Wi-Fi for visitors and for the kit",
     "project", "Hall Wi-Fi", "visitor and equipment networks at the hall", """
@f9a@ The hall has a guest Wi-Fi network `GoodsShed-Guest` for visitors.
- The layout and kiosk kit sits on its own VLAN (see the hall network note).
- Broadband is 80 Mbit FTTC through the council's contract.
- The door phone uses the staff SSID, not the guest one.
""")

root("feedback_shop-pricing.md", "shop-pricing",
     "How prices are set and shown in shopfront",
     "feedback", "Shop pricing", "rules for entering and showing prices", """
Round new-stock prices to end in .50 or .99 — Sue's rule.
**Why:** it matches the paper price labels on the shelves.
**How to apply:** the admin form warns but doesn't block; follow it anyway.

Don't show the member price on the public catalogue — only after login.
**Why:** Sue doesn't want non-members shopping the discount from the website.
""")

root("project_signalbox-pi.md", "signalbox-pi",
     "The hall Raspberry Pi — what it runs and its history",
     "project", "signalbox Pi", "the hall Pi and its rebuilds", """
@s9b@ Reflashed the Pi to Raspberry Pi OS Bookworm in October; dcc-bridge now runs on Python 3.11 and the old Bullseye/Python 3.9 setup is gone.
- It's a Pi 4 (4 GB), booting from a USB SSD since the SD card died.
- Uptime Kuma runs in Docker on it.
- Tom has a spare Pi 4 in the DCC cupboard, imaged and ready.
""")

root("reference_glossary.md", "glossary",
     "Railway and society jargon: DCC, POM, CV and friends",
     "reference", "Glossary", "railway and society jargon", """
- **DCC** — Digital Command Control: track carries constant power plus data; each loco has a decoder with an address.
- **CV** — configuration variable in a decoder (CV1 short address, CV29 config bits, …).
- **POM** — "programming on the main", writing CVs while the loco sits on the layout.
- **Programming track** — an isolated bit of track for reading/writing decoders safely.
- **Fiddle yard** — the hidden sidings behind the scenery where trains are "stored".
- **OO / N / O / 009** — scales: 4 mm, 2 mm, 7 mm, and 4 mm on 9 mm narrow-gauge track.
- **The Goods Shed** — our building. "Station Yard" is the car park.
""", flat=True)

root("project_exhibition-circuit.md", "exhibition-circuit",
     "Taking Kilnsea Quay to other clubs' shows",
     "project", "Exhibition circuit", "how external shows are arranged", """
@s4b@ We no longer use Trello for exhibitions; invitations are logged in roster under Events → External.
@d7a@ - We charge host clubs £80 plus fuel to bring Kilnsea Quay.
- 2026 shows: York (Easter), Wakefield (September), Doncaster (November).
- Kilnsea Quay needs four operators per show day.
""")

root("feedback_dependency-updates.md", "dependency-updates",
     "How dependency updates are handled per repo",
     "feedback", "Dependency updates", "keeping dependencies current", """
@r5b@ Run `npm install` / `npm update` in turntable and commit the updated `package-lock.json`.
**Why:** Renovate is only set up for shopfront and roster, so turntable's lockfile drifts if nobody does it.
**How to apply:** once a month, in its own PR, nothing else in it.

@ns9b@ Renovate's dependency bump PRs get merged in a batch on Monday evenings.
- roster: `composer update` only with Priya's OK.
""")


# ---------------------------------------------------------------------------
# facts/: remnic extraction facts
# ---------------------------------------------------------------------------

# January
fact("2026-01-07", "19:42:10", "fact", ["barrow-fell", "dcc", "layouts"], """
Barrow Fell runs on an NCE PowerCab; the spare ProCab handset lives in the DCC cupboard.
""", 0.88)
fact("2026-01-09", "10:05:33", "fact", ["open-days", "history"], """
@d1a@ During 2025 the open days were held on Sundays.
""", 0.86)
fact("2026-01-13", "16:20:48", "fact", ["shop", "history"], """
@d8a@ Until the hall refurb in 2025 the shop also opened on Sunday afternoons.
""", 0.82)
fact("2026-01-15", "21:11:02", "fact", ["dcc-bridge", "jmri", "signalbox"], """
@s5b@ dcc-bridge connects to JMRI's WiThrottle server on the hall laptop (port 12090) to send throttle commands.
""", 0.91)
fact("2026-01-20", "20:03:57", "decision", ["hall", "safety", "dcc"], """
@n7a@ Smoke units must be switched off on all locos in the Goods Shed — they set off the hall's smoke detectors.
""", 0.95)
fact("2026-01-28", "18:30:15", "fact", ["exhibitions", "kilnsea-quay"], """
@s4a@ Exhibition invitations and layout bookings are tracked on the "Exhibitions" Trello board.
""", 0.87)

# February
fact("2026-02-03", "22:45:09", "fact", ["backups", "yard1", "nas"], """
@s2b@ Nightly backups of yard1 land on the clubroom Synology NAS under `/volume1/backups/yard1`.
""", 0.9)
fact("2026-02-05", "11:17:44", "fact", ["shopfront", "hosting", "history"], """
@d3a@ Back in 2025 shopfront lived on a DigitalOcean droplet in London.
""", 0.84)
fact("2026-02-10", "14:02:18", "fact", ["turntable", "node", "docker"], """
@v8a@ turntable runs on Node 22 LTS (the Dockerfile is `FROM node:22-slim`).
""", 0.93)
fact("2026-02-10", "14:09:51", "fact", ["turntable", "tooling"], """
@r5a@ turntable uses pnpm — the lockfile is `pnpm-lock.yaml` and the version is pinned via corepack.
""", 0.92)
fact("2026-02-12", "20:40:26", "preference", ["priya", "pull-requests"], """
Priya prefers PRs under about 300 lines of diff; bigger ones get split before she reviews them.
""", 0.85)
fact("2026-02-17", "09:55:03", "fact", ["shop", "vouchers", "woocommerce"], """
@s6a@ Gift vouchers for the shop are sold on the WooCommerce site (`old.evmrs.org.uk/shop`).
""", 0.88)
fact("2026-02-24", "19:12:37", "decision", ["committee", "subscriptions", "costs"], """
@f10a@ Software subscriptions need committee approval before anyone signs up.
""", 0.94)
fact("2026-02-26", "17:48:20", "fact", ["kilnsea-quay", "dcc", "history"], """
@d10a@ Kilnsea Quay was DC-only until it was converted over winter 2025/26.
""", 0.86)

# March
fact("2026-03-02", "12:30:00", "fact", ["turntable", "domains"], """
@a10a@ turntable's public URL is tickets.evmrs.org.uk.
""", 0.97)
fact("2026-03-05", "21:24:41", "fact", ["tannersford", "dcc", "layouts"], """
@r10b@ Tannersford is run from a DCC-EX command station (Arduino Mega + EX-MotorShield8874).
""", 0.89)
fact("2026-03-11", "10:41:12", "fact", ["exhibitions", "kilnsea-quay", "history"], """
@d7b@ For the 2025 season Kilnsea Quay's exhibition fee was £50 plus fuel.
""", 0.83)
fact("2026-03-16", "22:02:55", "preference", ["shopfront", "deploys", "open-days"], """
@f7b@ The shopfront deploy freeze on open days starts at 08:00 and lifts once the shop has closed
and Sue has run the end-of-day report (usually around 17:00).
""", 0.9)
fact("2026-03-19", "20:15:06", "decision", ["shop", "pricing", "members"], """
@v6b@ Shop member discount is 15% on new stock; consignment items are always full price.
""", 0.92)
fact("2026-03-24", "19:58:30", "fact", ["roster", "auth", "volunteers"], """
@s10a@ Each volunteer team logs into roster with a shared team password kept in that team's WhatsApp group.
""", 0.87)
fact("2026-03-27", "18:22:14", "fact", ["roster", "rota", "scheduler"], """
roster's rota nudges go out on Sunday evenings at 18:00 to anyone with an unfilled shift that week.
""", 0.88)

# April
fact("2026-04-01", "09:03:27", "fact", ["membership", "fees"], """
@a5a@ Full adult membership is £36 a year; juniors (under 18) pay £12.
""", 0.95)
fact("2026-04-02", "15:36:49", "fact", ["membership", "fees", "renewals"], """
@a5b@ Adult membership works out at £3 a month, paid as one annual renewal.
""", 0.9)
fact("2026-04-03", "11:50:02", "fact", ["dns", "domains", "infra"], """
@r8b@ The evmrs.org.uk zone is managed at Gandi; records are changed in the Gandi LiveDNS panel.
""", 0.88)
fact("2026-04-08", "13:27:35", "fact", ["roster", "renewals", "stripe"], """
@d2b@ Membership renewals are paid online in roster via Stripe.
""", 0.93)
fact("2026-04-14", "20:48:19", "fact", ["turntable", "ci", "deploys"], """
@f2b@ turntable's deploy job only fires on tags matching `v*`, never on plain pushes to main.
""", 0.91)
fact("2026-09-10", "21:33:08", "fact", ["little-hexby", "dcc-ex", "signalbox"], """
Little Hexby's DCC-EX command station runs its serial link at 115200 baud.
""", 0.84)
fact("2026-04-22", "10:10:44", "decision", ["shop", "payments"], """
@n5b@ The members shop is card-only; we don't take cash at the till.
""", 0.91)
fact("2026-04-28", "19:05:16", "fact", ["turntable", "bookings"], """
@f6a@ turntable limits each booking to 6 tickets.
""", 0.94)

# May
fact("2026-05-05", "16:44:51", "decision", ["shop", "returns", "consignment"], """
@f4b@ Second-hand consignment items can't be returned — the 30-day return window only covers new stock.
""", 0.9)
fact("2026-05-08", "22:19:37", "fact", ["glitchtip", "yard1", "retention"], """
GlitchTip on yard1 keeps events for 30 days before they're purged.
""", 0.82)
fact("2026-05-11", "12:57:03", "fact", ["turntable", "email"], """
@r2b@ turntable sends booking confirmation emails through Mailgun (EU region).
""", 0.89)
fact("2026-05-14", "20:21:40", "fact", ["shopfront", "django", "dependencies"], """
@a8b@ shopfront pins `django>=5.2,<5.3` in pyproject.toml.
""", 0.93)
fact("2026-05-19", "18:36:22", "fact", ["hall", "capacity", "clubroom"], """
@o5b@ The upstairs clubroom is limited to 25 people because it only has the one staircase.
""", 0.9)
fact("2026-05-22", "09:48:05", "fact", ["turntable", "stripe", "finance"], """
Stripe payouts for turntable ticket sales land in the Co-op account weekly, every Tuesday.
""", 0.86)
fact("2026-05-27", "21:40:58", "preference", ["roster", "git"], """
@n1b@ roster pull requests are always squash-merged so `main` keeps one commit per PR.
""", 0.88)

# June
fact("2026-06-02", "08:12:29", "fact", ["backups", "yard1", "b2"], """
@v4b@ yard1's nightly restic backups are pruned to the last 14 daily snapshots
so the bucket stays inside B2's free 10 GB.
""", 0.9)
fact("2026-06-09", "19:31:46", "fact", ["shopfront", "uv", "tooling"], """
@s1a@ Migrated shopfront from Poetry to uv; `uv.lock` replaces `poetry.lock` and CI now runs `uv sync --frozen`.
""", 0.96)
fact("2026-06-12", "20:07:13", "preference", ["monitoring", "alerts"], """
Uptime alerts go to the `#infra` Telegram group rather than email; nobody watches the infra mailbox.
""", 0.83)
fact("2026-06-16", "21:55:38", "fact", ["dcc", "tannersford", "programming"], """
@n3b@ For quick CV tweaks (momentum, CV3/CV4) we program on the main on Tannersford — no need to move the loco to the programming track.
""", 0.87)
fact("2026-06-18", "10:29:57", "fact", ["shopfront", "errors", "history"], """
@d5a@ Until May, shopfront errors were only emailed to Priya via Django's `ADMINS` setting.
""", 0.85)
fact("2026-06-25", "14:14:02", "fact", ["roster", "email", "ses"], """
@o2a@ roster sends renewal reminders through Amazon SES (eu-west-2).
""", 0.92)
fact("2026-06-30", "20:50:21", "preference", ["dcc", "addresses"], """
@f8b@ Steam locos with five-digit numbers (e.g. 92220) use the last four digits as the DCC address, because the club throttles only take four digits.
""", 0.88)

# July
fact("2026-07-02", "11:38:44", "fact", ["shopfront", "python"], """
@o7a@ shopfront runs on Python 3.12, pinned in `.python-version`.
""", 0.94)
fact("2026-07-07", "19:26:10", "decision", ["shopfront", "formatting", "ruff"], """
@s7b@ shopfront switched from black to `ruff format` in July; black is gone from the dev dependencies.
""", 0.95)
fact("2026-07-14", "22:31:09", "fact", ["shopfront", "caddy", "yard1"], """
@v1b@ Caddy's upstream for shopfront is `127.0.0.1:8012`, which is where gunicorn listens.
""", 0.9)
fact("2026-07-21", "17:02:33", "fact", ["open-days", "tannersford", "children"], """
@ns4b@ Children are allowed to drive Tannersford on open days — for most of them it's the highlight.
""", 0.86)
fact("2026-07-24", "12:44:17", "fact", ["barrow-fell", "hall", "power"], """
Barrow Fell needs the 16 A socket by the fire door; the ordinary sockets trip under its lighting load.
""", 0.8)
fact("2026-07-30", "21:08:52", "fact", ["shopfront", "errors", "glitchtip"], """
@r3b@ Errors from shopfront are reported to the self-hosted GlitchTip at `errors.evmrs.org.uk`.
""", 0.88)

# August
fact("2026-08-04", "20:17:26", "decision", ["turntable", "email"], """
@n9b@ turntable doesn't send reminder emails, only the booking confirmation.
""", 0.9)
fact("2026-08-07", "19:33:40", "decision", ["exhibitions", "kilnsea-quay"], """
Kilnsea Quay won't be offered to shows more than 100 miles away in 2027 — the operators are worn out by the long trips.
""", 0.84)
fact("2026-08-12", "10:52:15", "fact", ["roster", "errors", "glitchtip"], """
@o3a@ roster reports exceptions to the self-hosted GlitchTip (`errors.evmrs.org.uk`).
""", 0.91)
fact("2026-08-18", "15:25:03", "decision", ["turntable", "refunds"], """
@ns8a@ Refunds on turntable are never given without the booking reference.
""", 0.9)
fact("2026-08-21", "21:47:36", "fact", ["shopfront", "uploads", "photos"], """
@v10b@ shopfront accepts product image uploads of up to 8 MB each.
""", 0.89)
fact("2026-08-27", "19:19:48", "decision", ["membership", "badges", "roster"], """
@ns3a@ Name badges are never issued without a photo on file in roster.
""", 0.9)
fact("2026-08-28", "11:03:22", "fact", ["membership", "badges"], """
@ns3b@ We issue name badges to new members on their first Saturday visit.
""", 0.85)

# September
fact("2026-09-03", "09:36:50", "fact", ["open-days", "wexcombe"], """
The Wexcombe Christmas market is on the first Saturday of December in the town square.
""", 0.87)
fact("2026-09-08", "20:44:07", "decision", ["open-days", "pricing", "turntable"], """
@v3b@ Adult open-day tickets are £7.50, whether booked through turntable or paid on the door.
""", 0.93)
fact("2026-09-15", "19:10:31", "fact", ["dcc-club", "annex"], """
@s8b@ DCC club nights moved from the upstairs clubroom to the hall annex in September, for step-free access.
""", 0.94)
fact("2026-09-22", "22:05:19", "fact", ["backups", "restic", "security"], """
@f3b@ yard1 backups use restic's built-in AES-256 encryption; the repository password is in the committee Bitwarden.
""", 0.92)
fact("2026-09-29", "18:58:45", "preference", ["open-days", "photography", "barrow-fell"], """
@ns7a@ No flash photography near Barrow Fell — its signals are worked by light sensors.
""", 0.88)

# October
fact("2026-10-06", "20:12:04", "fact", ["dcc-club", "schedule"], """
@v9b@ DCC club night starts at 7pm on Tuesdays; Tom unlocks at quarter to.
""", 0.9)
fact("2026-10-13", "21:26:39", "fact", ["dcc-club", "costs"], """
@a9b@ Each DCC club session costs members two pounds (honesty tin by the kettle).
""", 0.87)
fact("2026-10-16", "16:31:27", "fact", ["shopfront", "tests"], """
shopfront's test suite is about 640 tests and takes roughly three minutes in CI.
""", 0.8)
fact("2026-10-20", "19:47:13", "decision", ["open-days", "schedule"], """
@f1b@ In December the open day moves to the second Saturday so it doesn't clash with the Wexcombe Christmas market.
""", 0.93)
fact("2026-10-27", "12:09:58", "fact", ["roster", "members", "email"], """
@ns6b@ We message members directly from roster (bulk email) for renewals and AGM notices.
""", 0.86)

# November
fact("2026-11-04", "21:37:21", "fact", ["turntable", "deploys"], """
@ns1b@ We do deploy turntable in open-day weeks when something needs fixing.
""", 0.84)
fact("2026-11-10", "10:18:36", "fact", ["open-days", "attendance"], """
The November open day had 388 visitors through the door, the best day since the hall reopened.
""", 0.9)
fact("2026-11-19", "20:55:02", "decision", ["juniors", "annex"], """
From January the junior section uses the annex on alternate Saturday mornings.
""", 0.86)


# ---------------------------------------------------------------------------
# auto/: free notes
# ---------------------------------------------------------------------------

note("ci-notes", "CI setup across the repos", "2026-04-12", ["ci", "github-actions", "repos"], """
# CI per repo

@r1b@ - shopfront: Woodpecker CI, pipeline in `.woodpecker.yml`, agent on yard1.
@f2a@ - turntable: GitHub Actions — lint + vitest on every push.
- roster: GitHub Actions — Pint + Pest against a MySQL service container.
- dcc-bridge: no CI; Tom runs `pytest` on the Pi before restarting the service.

## FAQ

**Why isn't it one CI for everything?** Each repo was started by a different volunteer and nobody's had a
free weekend to unify them.

**Do PRs need green CI to merge?** Yes, on every repo that has CI.
""")

note("turntable-faq", "turntable visitor FAQ (draft for the website)", "2026-05-03", ["turntable", "faq", "open-days"], """
# Booking FAQ (draft)

@a10b@ **Where do I book?** At https://tickets.evmrs.org.uk — that's turntable.
@v5b@ **How long is my basket held?** 10 minutes from when you go to payment; after that the tickets go back on sale.
@f6b@ **Can I book for a school group?** Groups of more than six should email the exhibition manager; turntable itself stops at six per booking.
@a7b@ **What are the opening times?** Doors open at 10am and close at 4pm.
@ns8b@ **Can I get a refund?** Yes, refunds are given up to 48 hours before your slot.
**Do I need to print my ticket?** No, the QR code on your phone is fine.
**Can I change my slot?** Use the link in your confirmation email, as long as the new slot has space.
""")

note("turntable-dev-setup", "turntable local dev", "2026-02-11", ["turntable", "dev-setup"], """
# turntable — local dev

@v8b@ - Node 20 is what turntable targets; `.nvmrc` says 20.
- Install deps, copy `.env.example` to `.env`, then run the `dev` script.
- Stripe test keys are in Bitwarden under "turntable test".
- Webhooks locally: `stripe listen --forward-to localhost:3000/webhooks/stripe`.
- The dev SQLite file is `./data/dev.sqlite`; delete it to start clean.

```
PORT=3000
DATABASE_PATH=./data/dev.sqlite
STRIPE_SECRET_KEY=sk_test_xxx
```
""")

note("turntable-deploy", "Deploying turntable", "2026-05-20", ["turntable", "deploys", "hosting"], """
# Deploying turntable

@r4b@ turntable lives on Render — a single web service in Frankfurt with a persistent disk for the SQLite file.

- Secrets are set in the dashboard, never in the repo.
- Tag a release to deploy (see ci-notes).
- Rolling back = redeploying the previous tag.
- Check the door page still loads on a phone after every deploy; it's the bit that hurts on the day.
""")

note("shopfront-dev-setup", "shopfront local dev setup", "2026-01-22", ["shopfront", "dev-setup", "django"], """
# shopfront — local setup

@s1b@ - Install deps with `poetry install`, then `poetry run python manage.py runserver`.
- Needs a local Postgres 16: `createdb shopfront_dev`.
- `DJANGO_SETTINGS_MODULE=shopfront.settings.dev`.
@n8b@ - Don't use `--reuse-db` for shopfront; stale test schemas gave us false passes twice.
- Load fixtures with `manage.py loaddata demo_stock` for a shop that looks real.

```
DATABASE_URL=postgres://shopfront:shopfront@localhost:5432/shopfront_dev
DEBUG=1
```
""")

note("shopfront-admin-howto", "shopfront admin how-to for shop volunteers", "2026-03-07", ["shopfront", "shop", "howto"], """
# shopfront admin — how-to

## Adding a product
@v10a@ - Product photos over 5 MB are rejected by the uploader, so shrink them first (the iPad's "Medium" size is fine).
- Consignment items: put the seller's member number in the "Consignor" box; the SKU is generated.
- Tick "click-and-collect only" for anything fragile (that's nearly everything).

## Stock counts
- Adjust stock from the product page, never by editing orders.
- Found stock with no product? Ask Sue before creating one.
""")

note("shopfront-deploy-checklist", "shopfront deploy checklist", "2026-08-09", ["shopfront", "deploys", "checklist"], """
# shopfront deploy checklist

1. CI green, PR approved.
2. Not an open day (see the deploys feedback).
3. Tag the release `vYYYY.MM.DD` and run `deploy.sh` on yard1.

Notes:
@n2b@ - Migrations are safe to run during shop hours on ordinary Saturdays; they're all written to be online-safe.
- Watch the error tracker for ten minutes after the deploy.
- Tell Sue in the shop WhatsApp if the till needs a refresh.
""")

note("shop-till-guide", "Till guide for shop volunteers", "2026-06-05", ["shop", "till", "volunteers"], """
# Till guide

@r6b@ Cards are taken on the Zettle reader; if it won't connect, restart the Zettle Go app on the iPad.

- Log into `/till/` with your own staff login (ask Sue if you haven't got one).
- Member discount: type the membership number and the till applies it.
- Consignment items have a yellow label; scan it like anything else.
- At close, run the end-of-day report and leave the iPad on charge.
""")

note("roster-dev-setup", "roster local dev", "2026-03-14", ["roster", "dev-setup", "laravel"], """
# roster — local setup

@ns5b@ - `.env.example` is committed; copy it to `.env` and fill in the blanks.
- `composer install`, then `php artisan key:generate`.
@o4a@ - Frontend assets: `npm ci && npm run build` (Vite); never commit `public/build`.
- `php artisan migrate --seed` gives you a fake membership of 50 people and a month of rota.
- Local DB: whatever you like — Ruth uses DBngin, Priya uses Docker.
""")

note("roster-jobs", "roster background jobs", "2026-07-11", ["roster", "queue", "scheduler"], """
# roster background jobs

@r9b@ roster's queued jobs (renewal emails, rota reminders) use the `database` queue driver, table `jobs`.

Scheduler entries:
- `renewals:remind` — daily at 09:00.
- `rota:nudge` — Sundays at 18:00.
- `members:archive-lapsed` — monthly.

Failed jobs land in `failed_jobs`; check it weekly and retry with `php artisan queue:retry all`.
""")

note("roster-auth", "roster sign-in", "2026-06-20", ["roster", "auth"], """
# How sign-in works in roster

@s10b@ Shared team logins were deprecated in June — every volunteer now has a personal roster account and signs in with a magic link.

- Magic links expire after 15 minutes and work once.
- Committee accounts also need a TOTP code.
- Lost access? Ruth can resend from the member's page.
""")

note("membership-admin", "Membership admin notes (Ruth)", "2026-01-18", ["membership", "admin"], """
# Membership admin

@s3a@ - The Google Sheet "EVMRS Members 2025" is the master list of members; add new joiners there first.
@d2a@ - Until March, renewals were paid by cheque or bank transfer to Hazel.
- Junior membership needs a parent or guardian's signature on the form.
- Welcome pack: membership card, the hall rules, a shop voucher.

**Who can see member addresses?** Ruth and Hazel only.
""")

note("open-day-faq", "Open day FAQ", "2026-04-25", ["open-days", "faq", "visitors"], """
# Open day FAQ

@n4a@ **Do under-5s need a ticket?** No — under-5s go free and don't need to book.
@n6a@ **Can I take photos?** Yes, photography and filming of the layouts is welcome (no flash near the O gauge, please).
@n10a@ **Are dogs allowed?** Well-behaved dogs on a lead are welcome in the hall.
**Is there parking?** Yes, the Station Yard car park, free on Saturdays.
**Is there food?** The tea bar does hot drinks, bacon rolls and cake.
**Is the hall accessible?** Yes, step-free via the goods door.
""")

note("open-day-volunteer-guide", "Open day volunteer guide", "2026-05-30", ["open-days", "volunteers", "guide"], """
# Open day volunteer guide

## Before doors
@ns10b@ - The hall is left unlocked during set-up from 08:00 so exhibitors can load in through
  the goods door; the keyholder stays on site until close.
- Put the A-boards out on Station Road.

## On the door
@v7b@ - The main hall's limit is 120 people at any one time; the door team stops letting people in at 120 and uses the clicker.
@n4b@ - Every visitor needs a paid ticket, however small — there's no free entry for little ones.
- Pre-booked QR codes are scanned on the door phone (turntable's `/door` page).

## Layouts
@ns4a@ - Don't let children operate Tannersford unsupervised.
- Little Hexby's kiosk is self-service; keep an eye on the queue and the clock.

## Who to ask
@o10b@ - The duty steward is the contact for anything hall-related on open days (name on the rota in roster).
""")

note("tannersford-layout", "Tannersford", "2026-02-19", ["layout", "tannersford", "oo-gauge"], """
# Tannersford

@a6b@ - It's 4mm scale on 16.5 mm track, modelling the Western Region around 1958–63.
- 24 ft x 11 ft; the fiddle yard is behind the backscene.
@o8a@ - Work nights on Tannersford are Thursdays, 19:30 onwards.
- Points are Tortoise motors on accessory decoders.
- The stock list is kept in JMRI's roster on the club laptop (not to be confused with our roster app).
@n7b@ - Smoke generators are fine to run on Tannersford in the hall during open days — visitors love the Castle with smoke.
""")

note("dcc-club-kit", "DCC club kit list", "2026-03-31", ["dcc-club", "kit", "inventory"], """
# DCC club kit

@f5b@ The SPROG 3 is signed out through Tom and has to be back by the next club night.

- Lenz LZV100 from the old club layout — spare, bottom shelf of the cupboard.
- Two spare NCE ProCab handsets (Barrow Fell's).
- Multimeter, decoder tester, Zimo MXULF update box.
- Speaker enclosures and a bag of 28 mm speakers for sound fits.
""")

note("signalbox-pi", "signalbox (the hall Pi)", "2026-02-27", ["signalbox", "raspberry-pi", "dcc-bridge"], """
# signalbox Pi

@s9a@ - dcc-bridge runs on the system Python 3.9 that ships with Raspberry Pi OS Bullseye.
@o1b@ - Uptime Kuma listens on port 3001 on the same Pi.
@a3b@ - The router always hands it 192.168.40.10 (DHCP reservation on the layout VLAN).
- SSH: `ssh tom@signalbox.local`, keys only.
- The kiosk tablet is a Fire HD in kiosk mode pointed at dcc-bridge's page.
""")

note("hall-network", "Hall network", "2026-09-12", ["network", "hall", "wifi"], """
# Hall network

@a3a@ - signalbox Pi: reserved 192.168.40.10 on the layout VLAN (VLAN 40).
@f9b@ - `GoodsShed-Guest` is isolated from the layout VLAN and capped at 10 Mbit/s per client.
- Router is a UniFi Express; admin is Kofi.
- Little Hexby's DCC-EX box isn't on the network at all.
- The door phone and the shop iPad are on the staff SSID.
""")

note("backup-restore-runbook", "Restoring from backup", "2026-09-24", ["backups", "runbook", "restic"], """
# Restoring yard1 from backup

@f3a@ All backups are encrypted at rest.
@a4b@ - Backups kick off at half past two in the morning, so don't reboot yard1 around then.
- List snapshots: `restic -r b2:evmrs-yard1-restic:/ snapshots`.
- September drill: restored the roster DB onto a scratch VM in 25 minutes.

```
export B2_ACCOUNT_ID=xxx B2_ACCOUNT_KEY=xxx
restic -r b2:evmrs-yard1-restic:/ restore latest --target /tmp/restore --include /var/backups/db
```
""")

note("yard1-server", "yard1 server notes", "2026-04-19", ["yard1", "server", "hetzner"], """
# yard1

@a1b@ - Memory on yard1 is 4096 MB; swap is a 2 GB file.
@v2b@ - roster's MySQL listens on `127.0.0.1:3307` (user `roster`, db `roster`).
- PostgreSQL 16 (shopfront) listens on its default port, local connections only.
- Caddy handles TLS for `shop.`, `members.` and `errors.`.
- unattended-upgrades is on; it reboots on Sundays at 04:00 if a kernel update needs it.
""")

note("email-notes", "Email notes", "2026-06-27", ["email", "history"], """
# Email — odds and ends

@d9a@ - Before April, shopfront order receipts went out through the society Gmail account over SMTP.
- roster's SES account left the sandbox in March.
- `tickets@` and `shop@` are Google Workspace groups, so replies reach a human.
""")

note("committee-notes", "Committee notes (web and IT items)", "2026-10-05", ["committee", "minutes"], """
# Committee — web & IT items

@o8b@ - Committee meets on the first Monday of the month at 19:00 in the clubroom.
@f10b@ - Approval for a new subscription needs a named owner and a cancel-by date in the minutes.
- March: agreed the Hetzner bill goes on the society card.
- June: approved the SES sender domain for roster.
- September: annex refurbishment signed off; step-free ramp in.
""")

note("exhibition-logistics", "Taking Kilnsea Quay to shows", "2026-03-09", ["exhibitions", "logistics", "kilnsea-quay"], """
# Show logistics

@d6a@ - For the 2025 shows Kilnsea Quay travelled in Alan's own van.
- Packing list: 4 scenic boards, legs, fiddle yard, lighting rig, 2 throttles, the red toolbox.
- Load-in is usually the Friday evening before the show.
""")

note("kilnsea-quay", "Kilnsea Quay", "2026-08-15", ["layout", "kilnsea-quay", "n-gauge"], """
# Kilnsea Quay

@d6b@ - Kilnsea Quay goes to shows in a hired Luton van, booked by Gareth.
- N gauge, four boards, a 1970s East Riding harbour.
- Converted to DCC over the winter; the DCC-EX box travels with it.
""")

note("public-website", "Public website", "2026-02-08", ["website", "hugo"], """
# Public website

@o9a@ - The public website (evmrs.org.uk) is a static Hugo site on Netlify.
- Priya edits it; news posts are Markdown in `content/news/`.
- Open day dates are published there as soon as the committee agrees them.
""")

note("git-tips", "Git tips for volunteers", "2026-04-30", ["git", "howto"], """
# Git tips

@ns2b@ - Force-pushing your own feature branch after a rebase is normal here (`--force-with-lease`).
- Rebase on `main` before asking for review.
- Don't commit editor folders; `.vscode/` is in every `.gitignore`.
""")

# --- auto/ notes that belong to no labelled pair (distractors) ---------------

note("barrow-fell-layout", "Barrow Fell", "2026-02-14", ["layout", "barrow-fell", "o-gauge"], """
# Barrow Fell

- O gauge (7 mm), a Cumbrian branch terminus with a two-road loco shed.
- Control is an NCE PowerCab; the ProCab handset is tethered at the front so visitors can watch the driver.
- Signals are worked by light sensors under the track, so the lighting rig has to stay on.
- Work sessions are the first Wednesday evening of each month.
- On open days it runs a timetable: one passenger out every 20 minutes, a goods in between.
""")

note("little-hexby-demo", "Little Hexby kiosk demo", "2026-05-16", ["layout", "little-hexby", "kiosk", "dcc-bridge"], """
# Little Hexby (the kids' kiosk layout)

- 009 slate quarry line, a single oval with a passing loop and a quarry siding.
- Loco is a Bachmann Baldwin (WDLR No. 778) with a Zimo decoder, address 778.
- Visitors press "go" on the kiosk tablet; each go is 90 seconds, then the loco returns to the platform.
- The DCC-EX box is on the shelf under the layout, next to the kiosk's power supply.
- If the queue is long, a volunteer can shorten a go from the admin screen, never lengthen it.
""")

note("agm-2026", "AGM 2026 notes", "2026-04-20", ["agm", "committee", "minutes"], """
# AGM — 18 April 2026

- All officers re-elected; Kofi co-opted again for infra.
- Subscriptions left unchanged for 2026/27.
- Motion to move open days back to Sundays: defeated, 31 to 12.
- Motion to put a second layout on the exhibition circuit: referred to the committee.
- Thanks recorded to Ruth for getting roster live.

**What happened with the shop?** Sue reported the best year yet; most sales are still at the till, not online.
""")

note("insurance", "Insurance cover", "2026-03-03", ["insurance", "admin"], """
# Insurance

- Public liability: £5m, through the federation's block policy.
- Layouts in transit are covered up to £15,000 each; Kilnsea Quay is listed by name.
- Goods in the post aren't covered, which is why the shop is click-and-collect only.
- Volunteers under 18 must be supervised by a DBS-checked adult for cover to apply.
""")

note("fire-safety", "Fire safety at the Goods Shed", "2026-01-25", ["hall", "safety", "fire"], """
# Fire safety

- Extinguishers checked every January by the council's contractor.
- On open days the duty steward is the fire marshal.
- Assembly point: the far end of the Station Yard car park, by the lamp post.
- The main hall's detectors are linked to the alarm panel, and the panel rings Alan's phone.
- Fire doors: never prop them open, not even for loading (use the goods door for that).
""")

note("decoder-sound-projects", "Sound decoder projects", "2026-06-21", ["dcc", "sound", "decoders"], """
# Sound projects (club locos)

| Loco | Decoder | Address | Notes |
|---|---|---|---|
| 5043 Earl of Mount Edgcumbe | LokSound 5 | 5043 | Castle, Tannersford's star |
| 92220 Evening Star | LokSound 5 | 2220 | 9F, last four digits |
| 08 shunter D3014 | Zimo MX645 | 3014 | Kilnsea Quay pilot |
| WDLR Baldwin 778 | Zimo MS440 | 778 | Little Hexby kiosk loco |

- Project files are in the club Dropbox under `/sound/`.
- Tom re-blows a project only on club nights, with the owner present.
""")

note("shop-stocktake", "Shop stocktake", "2026-01-04", ["shop", "stocktake"], """
# Stocktake

- First weekend of January; the shop doesn't trade that Saturday.
- Counts go straight into shopfront from the stock page on the iPad, one volunteer per bay.
- Consignment stock is counted separately and checked against the consignor list.
- Anything not found twice in a row is written off with Sue's initials.
""")

note("junior-section", "Junior section", "2026-02-21", ["juniors", "membership"], """
# Junior section

- Ages 8–17; every session has at least two DBS-checked adults.
- Projects this year: a small 009 diorama each, and helping run Little Hexby on open days.
- Parents sign the consent form once a year (Ruth keeps them).
- Juniors don't use the workshop tools without an adult at the bench.
""")

note("library", "Society library", "2026-03-26", ["library", "members"], """
# Library

- In the upstairs clubroom: magazines back to 1968, plus about 400 books.
- Loans are four weeks; sign the book out in the ledger on the shelf.
- Open on Saturday mornings while the shop is open.
- Donations welcome but ask first; we're out of shelf space.
""")

note("stripe-notes", "Stripe notes", "2026-05-24", ["stripe", "payments", "webhooks"], """
# Stripe

- turntable's webhook endpoint is `/webhooks/stripe`; roster's is `/stripe/webhook`.
- Stripe retries failed webhooks for up to 3 days, so a short outage doesn't lose payments.
- Restricted keys per app; rotate them when a volunteer with access leaves.
- Disputes: Hazel answers them; there have been two this year, both won.
""")

note("postgres-maintenance", "Postgres maintenance (shopfront)", "2026-07-18", ["postgres", "shopfront", "yard1"], """
# shopfront's Postgres

- PostgreSQL 16 from the PGDG apt repo, not Debian's.
- `pg_dump` runs at 02:15, a quarter of an hour before restic, into `/var/backups/db/`.
- `shared_buffers` is 1 GB; the rest is defaults.
- The `orders` table is the hot one; add indexes with `CREATE INDEX CONCURRENTLY`.

```
sudo -u postgres psql shopfront -c "select relname, n_live_tup from pg_stat_user_tables order by 2 desc limit 5;"
```
""")

note("caddy-config", "Caddy on yard1", "2026-04-26", ["caddy", "yard1", "tls"], """
# Caddy

- One Caddyfile for all the sites on yard1; reload with `systemctl reload caddy`.
- `members.evmrs.org.uk` allows 20 MB request bodies because Ruth imports CSVs.
- `errors.evmrs.org.uk` is GlitchTip, behind basic auth for anyone outside the committee.

```
members.evmrs.org.uk {
    request_body {
        max_size 20MB
    }
    root * /srv/roster/public
    php_fastcgi unix//run/php/php8.3-fpm.sock
    file_server
}
```
""")

note("uptime-monitoring", "Uptime Kuma monitors", "2026-05-02", ["monitoring", "uptime-kuma"], """
# Uptime Kuma

Monitors (every 60 s):
- `https://shop.evmrs.org.uk/` — expects 200.
- `https://tickets.evmrs.org.uk/healthz`.
- `https://members.evmrs.org.uk/login`.
- `https://errors.evmrs.org.uk/` — expects 401 (basic auth).

Each monitor retries 3 times before it alerts.
""")

note("hetzner-billing", "Hetzner billing", "2026-03-18", ["hetzner", "costs", "yard1"], """
# Hetzner

- yard1 is billed monthly to the society card (agreed in March).
- Hetzner's own backup add-on is off — restic to B2 does that job.
- A snapshot is taken by hand before any OS upgrade and deleted a week later.
""")

note("renovate-config", "Renovate", "2026-04-09", ["renovate", "dependencies"], """
# Renovate

- Enabled on shopfront and roster.
- Schedule: "before 6am on Monday"; no automerge anywhere.
- Major updates get their own PR with the `major` label.

```json
{
  "extends": ["config:recommended"],
  "schedule": ["before 6am on monday"],
  "automerge": false
}
```
""")

note("turntable-schema", "turntable data model", "2026-03-12", ["turntable", "schema", "sqlite"], """
# turntable tables

- `open_days` — one row per open day (date, published flag).
- `slots` — timed-entry slots per open day, with capacity.
- `bookings` — status `pending` → `paid` or `expired`; has `expires_at`.
- `tickets` — one per person, carries the QR token.
- `scans` — door check-ins, synced from the door page.

**Why SQLite?** It's one small app with one writer; Postgres would be more to run for no gain.
""")

note("roster-rota-feature", "roster rota feature", "2026-05-06", ["roster", "rota", "volunteers"], """
# Rota in roster

- Shifts are created per open day from the role template (door, shop, tea bar, operators, steward).
- Volunteers can swap shifts between themselves; the swap needs both to accept.
- Nudges for unfilled shifts go out on Sunday evenings.
- Ruth can lock a rota once it's final.
""")

note("open-day-2026-10-retro", "October open day retro", "2026-10-05", ["open-days", "retro"], """
# Open day, 3 October — retro

- 350 visitors; busiest around 11:00, when the door had to hold people back because the hall was full.
- Tea bar ran out of milk by 14:00 — buy double next time.
- The Little Hexby kiosk froze once; power-cycling the tablet fixed it.
- turntable's door page worked fine through a Wi-Fi drop.

**What would we change?** More door volunteers at 10:30–11:30, and a second clicker.
""")

note("grant-application", "Heritage grant application", "2026-02-02", ["grants", "annex", "accessibility"], """
# Grant bid

- Applying to the county heritage fund for £12,400: annex ramp, hearing loop, better lighting over Tannersford.
- Need two quotes per item; Gareth has the ramp quotes.
- Deadline 31 March. Hazel signs the finance section.
""")

note("kids-activity-trail", "Kids' activity trail", "2026-06-11", ["open-days", "children"], """
# Activity trail

- I-spy sheets at the door: find the cow on Tannersford, the lighthouse on Kilnsea Quay, the quarry crane on Little Hexby.
- A sticker for every finished sheet (stickers are in the shop, under the counter).
- Children under 12 must be with an adult anywhere in the hall.
""")

note("layout-operating-rules", "Layout operating rules", "2026-01-30", ["layouts", "operating", "rules"], """
# Operating rules (all layouts)

- Operators wear the society lanyard so visitors know who to ask.
- Never leave a layout powered when nobody is at the controls.
- Clean the track before doors open, not during.
- If a train derails in view of visitors, stop everything and fix it calmly.
""")

note("annex-hire", "Annex hire", "2026-07-09", ["annex", "hire", "hall"], """
# Hiring out the annex

- Outside groups can hire the annex on weekday daytimes for £15 an hour.
- Bookings go through Gareth; he checks the roster calendar first.
- No hire on open days or during the junior section's sessions.
""")


# ---------------------------------------------------------------------------
# MEMORY.md index (hooks carry no slot values)
# ---------------------------------------------------------------------------

def _memory_index():
    sections = [("user", "User"), ("feedback", "Feedback"), ("project", "Project"), ("reference", "Reference")]
    out = ["# Memory Index", ""]
    for key, heading in sections:
        out.append(f"## {heading}")
        out.append("")
        for typ, fname, title, hook in ROOT_INDEX:
            if typ == key:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()
