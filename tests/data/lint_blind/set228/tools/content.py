"""File bodies for the set228 store (Larkspur Brewing Co., Sheffield).

A line starting with `@ID@ ` marks a claim; build.py strips the marker.
Three layouts: root Claude Code auto-memory, remnic facts, free notes (auto/).
"""
from datetime import datetime, timezone

FILES = {}        # store-relative path -> full text (with markers)
FLAT = set()      # root files whose description is intentionally not strict YAML
ROOT_INDEX = []   # (type, filename, title, hook)


def _body(text):
    return text.strip("\n") + "\n"


def root(fname, name, description, typ, title, hook, body, flat=False):
    assert typ in ("user", "feedback", "project", "reference")
    assert fname.startswith(typ + "_"), fname
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + _body(body)
    if flat:
        FLAT.add(fname)
    ROOT_INDEX.append((typ, fname, title, hook))


def fact(created, category, hex4, tags, confidence, body):
    assert category in ("fact", "preference", "decision")
    dt = datetime.strptime(created, "%Y-%m-%d %H:%M").replace(tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    stem = f"{category}-{epoch}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    path = f"facts/{dt.strftime('%Y-%m-%d')}/{stem}.md"
    assert path not in FILES
    FILES[path] = fm + _body(body)


def note(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + _body(body)


# =====================================================================
# Layout 1: Claude Code auto-memory (root)
# =====================================================================

root("user_owner_profile.md", "hannah-profile",
     "Hannah Pryce, MD and co-founder; non-technical, owns spend and anything customer-facing",
     "user", "Hannah (MD)", "who Hannah is and what she cares about", """
Hannah Pryce is the MD and co-founder. She started the brewery with Tomasz in 2022 after ten years running pubs.

- Not a developer, but reads PR descriptions if they're short and in plain English.
- Owns anything customer-facing: pricing, trade terms, taproom policy. Signs off any spend over £500.
- In the office above the taproom Tue–Fri; Mondays she's usually out with suppliers or at the accountant.
- Cares most about: duty being right, casks coming back, the taproom never running out of the core range.

**How to apply:** explain trade-offs in money and time, not in tech terms.
""")

root("user_dev_profile.md", "jonah-profile",
     "Jonah Lindqvist, freelance dev who built Mashbook and looks after Drayman and TapBoard",
     "user", "Jonah (freelance dev)", "the developer the agent works with day to day", """
Jonah Lindqvist is the freelance developer, two days a week (Tue + Thu). He built Mashbook in 2024 and inherited Drayman and TapBoard.

- Happy in Python/Django and TypeScript; allergic to Kubernetes-style infra for a team this size.
- Likes small PRs with a one-line "why" at the top.
- Lives in Leeds, comes into the brewery on Thursdays.
- Uses Neovim, so don't add editor-specific folders (`.vscode/`, `.idea/`) to the repos.
""")

root("project_mashbook_overview.md", "mashbook-overview",
     "What Mashbook is, its modules, and the bits of the stack that matter day to day",
     "project", "Mashbook overview", "what the production system does and how it is built", """
# Mashbook

Mashbook is the production system Jonah built in 2024; every batch lives there from brew sheet to packaged stock.

## Modules
- Batches: brew sheet, mash/boil log, yeast pitch, dry hop additions.
- Tanks: which batch sits in which FV/BT, with a drag-and-drop tank board.
@F5a@ - Gravity readings come in from Tilt Pro hydrometers through a Raspberry Pi bridge in the brewhouse,
  and show up on the batch page as a chart.
- Packaging: cans, kegs and casks filled per batch, with best-before dates.
- Stock: packaged stock by location (cold store, taproom cellar, bottle shop).
- Xero: when Drayman confirms a drop, Mashbook builds the trade invoice and pushes it to Xero as a draft.

## Stack
@D5b@ - Stack: Django 5.1 + HTMX on Postgres, with a sprinkle of Alpine.js on the tank board.
@R1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`) runs pytest and ruff on every PR.
- Package manager: uv (`uv sync`, lockfile committed).
@S10a@ - Staff log in with a username and password (plain Django auth); Jonah creates the accounts.
- Repo: github.com/larkspur-brewing/mashbook (private).

Where it runs and how it's wired: reference_mashbook_infra.md.
""")

root("reference_mashbook_infra.md", "mashbook-infra",
     "Where Mashbook runs and how the pieces are wired (proxy, workers, errors, logs)",
     "reference", "Mashbook infra", "proxy, workers, error reporting and logs for the production app", """
Mashbook lives on `brew-app-01` (Hetzner, Falkenstein); the box itself is described in reference_servers.md.

@V1a@ - gunicorn listens on `127.0.0.1:8040`; Caddy terminates TLS and proxies to it.
@R9a@ - Background jobs: Celery workers with Redis as the broker,
  started by systemd as `mashbook-worker.service`.
@A4a@ - Public URL: https://mash.larkspurbrewing.co.uk (Caddy handles the certs).
@O7a@ - Errors go to Sentry (project `mashbook`), alerts land in #mashbook-alerts.
- Logs: journald on the box, 14 days kept.
- Static files are served by Caddy straight from `/srv/mashbook/static`.

Prod env lives in `/etc/mashbook/env` (root-only); the shape of it:

```env
DJANGO_SETTINGS_MODULE=mashbook.settings.prod
DATABASE_URL=postgres://mashbook:***@brew-db-01:5432/mashbook
SENTRY_DSN=https://***@o4507.ingest.sentry.io/451
ALLOWED_HOSTS=mash.larkspurbrewing.co.uk
```
""")

root("reference_servers.md", "servers",
     "Hetzner boxes: what runs where and how to reach them",
     "reference", "Servers", "the Hetzner boxes and what runs on each", """
All three boxes are Hetzner Cloud in Falkenstein, on our Tailscale tailnet (`larkspur.ts.net`). SSH only over Tailscale, user `deploy`.

| host | type | runs | notes |
|---|---|---|---|
| brew-app-01 | CX32 | Mashbook, Caddy, Uptime Kuma (port 3001) | 4 vCPU / 8 GB |
@V6a@ | brew-db-01 | CX22 | PostgreSQL 16.4 on port 5432 | Mashbook primary |
| brew-db-02 | CX22 | scratch Postgres for restore tests | usually powered off |

- Hetzner console login is in 1Password ("Hetzner - Larkspur").
- Firewall: only 80/443 open publicly on brew-app-01; the DB boxes have no public ports at all.
- Drayman (Fly.io) and TapBoard are not on these boxes.
""", flat=True)

root("feedback_git_workflow.md", "git-workflow",
     "Merge rules per repo: strategy, who merges, branch names",
     "feedback", "Git workflow", "merge strategy and branch rules differ per repo", """
@N1a@ - Mashbook: always squash-merge PRs into `main` (one commit per ticket keeps `git log` readable).
@R5a@ - Drayman: rebase-and-merge, so the history stays linear.
- TapBoard: whatever GitHub defaults to, it's a tiny repo and only Jonah touches it.
- Branch names: `feat/…`, `fix/…`, `chore/…`; ticket number in the PR title.
@NS7a@ - Don't force-push to `main`, ever.

**Why:** Hannah reads the Mashbook history when HMRC asks how a packaged volume changed.
**How to apply:** check which repo you're in before merging, the strategies differ.
""", flat=True)

root("feedback_testing.md", "testing",
     "How tests are written in each repo; real database over mocks",
     "feedback", "Testing", "testing conventions per repo", """
- Mashbook: pytest + pytest-django, factories via factory_boy; tests hit a real Postgres from docker compose (localhost:5433 so it doesn't clash with a local install).
- Drayman: vitest; route tests use Fastify's `inject()` instead of binding a real port.
- TapBoard: one Playwright smoke test that loads the tap list page.

**Why:** a mocked ORM hid a packaging-volume rounding bug in 2025.
**How to apply:** don't mock the ORM; add a factory instead.
""")

root("feedback_deploys.md", "deploys",
     "How and when Mashbook gets deployed; Drayman ships itself from CI",
     "feedback", "Deploys", "how deploys are run and when not to run them", """
@F2a@ - Mashbook deploys: `make deploy` from `main` (runs migrations, collectstatic, restarts gunicorn and the workers).
@NS1a@ - No Mashbook deploys in the week the duty return is being prepared, unless it's a hotfix.
- Drayman deploys itself from CI on merge (`fly deploy`); nothing manual.
- Post a one-liner in #tech after every deploy.

**Why:** a half-applied migration during the March duty run cost Ruth a day.
**How to apply:** look at Ruth's shared calendar before running `make deploy`.
""")

root("feedback_migrations.md", "migrations",
     "Rules for Django migrations in Mashbook",
     "feedback", "Migrations", "how schema and data migrations are handled", """
@NS3a@ - Never edit a migration that has already been applied in production; write a new one.
- Data migrations that touch stock or packaging figures get a dry run against brew-db-02 first.
- Squashing old migrations is fine once a year (last done January 2026).

**Why:** an edited migration left prod and staging with different schemas in 2025.
**How to apply:** `git log -- */migrations/` before touching an existing file.
""")

root("project_duty_returns.md", "duty-returns",
     "Alcohol Duty: how the monthly return gets put together and paid",
     "project", "Duty returns", "who does the duty return and how", """
Ruth owns the Alcohol Duty return; Jonah and the agent help with the numbers when asked.

@V4a@ Returns are due by the 15th of the month after the accounting period ends,
and the payment has to land the same day, so Ruth pays by Faster Payments.

@D3b@ - We file a monthly Alcohol Duty return through HMRC's online service.
@S7a@ - Duty figures are worked out in `duty-2026.xlsx` on the office drive (Ruth's sheet, one tab per month).
- Duty point is when beer leaves the bonded cold store, including what goes through to the taproom.
- Spoilt beer (returned casks that are off) is claimed back as an adjustment on the next return.
""", flat=True)

root("reference_hmrc_duty.md", "hmrc-duty-reference",
     "Quick reference for duty reliefs and record keeping",
     "reference", "HMRC duty reference", "reliefs, approvals and record keeping", """
Rates change every February; check gov.uk before trusting any number copied from here.

@F9a@ - We qualify for Small Producer Relief (well under 4,500 hl a year).
- Draught relief covers our kegs and casks (containers of 20 L and up), not the cans.
- We're an approved producer with a duty-suspended warehouse; the reference number is in 1Password.
- VAT is separate and quarterly, due one month and seven days after the quarter ends (Ruth does it in Xero).
- Keep duty records for 6 years.
""")

root("project_canning_line.md", "canning-line",
     "The in-house canning line, its checks and who runs it",
     "project", "Canning line", "how canning days run and what gets checked", """
We can in-house on Tuesdays. The line went in mid-2025 and got a 4-head filler and a new seamer in May 2026.

@D4b@ - Line speed is ~30 cans/min on the 4-head filler.
@V2a@ - Seam checks: pull one can per head every 30 minutes and do a full teardown.
@A5a@ - DO target: under 50 ppb in the finished can.
- Cans: 440 ml from Crown; 330 ml only for the lager.
@N3b@ - We do contract canning for two local breweries (Heeley Works, Fuggle & Flint), usually on Fridays.
- Marcus runs the line; two people minimum (one on the depal, one on the seamer/packing).
- Retained samples: 2 cans per run go on the library shelf for 12 months.
""")

root("reference_cip_chemicals.md", "cip-chemicals",
     "CIP and sanitiser: dilutions, temperatures, contact times",
     "reference", "CIP chemicals", "cleaning chemical strengths and where each is used", """
@F1a@ - FV caustic CIP: 2% caustic soda at 70°C.
- Acid rinse after caustic: 1% phosphoric/nitric blend, ambient, 15 min.
@O4a@ - Peracetic acid (PAA) sanitiser: 0.2% (2 ml per litre), no rinse.
- Keg washer detergent: 1.5% at 60°C (a different product from the FV caustic).
- Bright tanks get acid-only cleans between batches of the same beer.
- PPE: face shield and gauntlets for anything caustic, no exceptions.
""", flat=True)

root("project_cask_program.md", "cask-program",
     "Cask beer sizes, the cask fleet, deposits and returns",
     "project", "Cask programme", "the cask fleet and how casks come back", """
Cask is roughly a third of our volume, nearly all to pubs within 30 miles.

@A2a@ - Firkin = 72 pints (40.9 L); pins are half that.
- We own about 400 casks, mostly steel firkins plus ~60 pins.
@F3a@ - Pubs are asked to return empties within 6 weeks.
@O5a@ - Cask deposit is £25 per firkin, £15 per pin.
@A6b@ - The cellar is kept around 54°F, same as a good pub cellar.
- Every cask carries a QR label that Drayman scans on drop and on collection.
""")

root("reference_cellar.md", "cellar",
     "The taproom cellar, its temperatures, conditioning and line cleaning",
     "reference", "Cellar", "cellar temperatures and cask handling", """
The cellar is the cold room behind the taproom bar; trade casks condition in there too.

@A6a@ - Cellar set point 12°C; alarm if it goes above 14°C.
@V3b@ - Minimum conditioning before dispatch: 7 days in the cellar.
- Spile with soft pegs on arrival, hard peg overnight.
- Taproom cask lines cleaned weekly (Monday), keg lines every two weeks.
- Glycol chiller service contract: Cool-Tech Sheffield, annual visit in April.
""")

root("project_keg_fleet.md", "keg-fleet",
     "Kegs we own, which ones are tracked, and keg washing",
     "project", "Keg fleet", "keg types, counts and tracking", """
| type | how many | tracking |
|---|---|---|
@D7b@ | Steel (50 L) | ~340 | Drayman QR |
| KeyKeg (30 L) | bought per order | one-way, not tracked |
| Polykeg (20 L) | ~40 | Drayman QR, festivals only |

@A9a@ - All our steel kegs are 50-litre Sankey (S-type); we don't run any 30 L steel.
- KeyKegs go to export and to far-off accounts that won't send kegs back.
- Keg washing: Tuesday and Friday afternoons on the semi-auto keg washer.
""")

root("reference_taproom_hours.md", "taproom-hours",
     "Taproom opening hours, taps, capacity and age rules",
     "reference", "Taproom hours", "opening times and house rules for the taproom", """
| day | open | close |
|---|---|---|
| Wed–Thu | 16:00 | 23:00 |
| Fri–Sat | 12:00 | 23:30 |
@V5a@ | Sun | 12:00 | 20:00 |

@D2b@ - Closed Monday and Tuesday.
@D6b@ - 16 taps on the bar: 10 keg, 4 cask, 2 guest.
@A1a@ - Licensed capacity: 120 people (inside + yard).
@NS5a@ - No under-18s after 8pm.
- Kitchen is a pop-up (Smokey Jo's), Fri–Sun only.
""")

root("project_tap_takeovers.md", "tap-takeovers",
     "Monthly tap takeovers with guest breweries",
     "project", "Tap takeovers", "how guest brewery takeovers are organised", """
@F4a@ - Takeovers happen on the first Friday of every month.
@NS9b@ - Guest lines: 2 keg taps reserved for the visiting brewery.
- Orla books the guest brewery about 8 weeks ahead; Priya does the beer swap paperwork.
- Guest beer comes in duty-paid, so it never touches our duty return.
- The takeover announcement goes out in the newsletter on the Monday before.
""")

root("project_tapboard_overview.md", "tapboard-overview",
     "TapBoard, the tap list screens and takeover calendar app",
     "project", "TapBoard overview", "what the taproom screen app is and how it is built", """
TapBoard drives the taproom tap list screens and the takeover calendar on the website.

- Next.js 14 (app router), TypeScript, Tailwind.
- Data: Supabase (Postgres 15) for the takeover calendar and the screen layouts.
@R2a@ - Package manager is pnpm — don't commit a `package-lock.json`.
@R6b@ - Hosted on Netlify (build: `next build`, Node 20).
@S3a@ - The three tap list screens are Raspberry Pi 4s running Chromium in kiosk mode.
- Repo: github.com/larkspur-brewing/tapboard.
""")

root("project_drayman_overview.md", "drayman-overview",
     "Drayman, the deliveries and container tracking app",
     "project", "Drayman overview", "what the delivery app does and how it is built", """
# Drayman

Deliveries and container tracking: run sheets, the driver app, cask/keg scanning, empties collection.

## Stack
- TypeScript, Fastify, Drizzle ORM.
@S1a@ - Database: SQLite file on the Fly volume (`/data/drayman.db`).
@D1b@ - Hosted on Fly.io, region `lhr`, one shared-cpu-1x machine.
@R3b@ - Error tracking: Sentry, project `drayman-api`.
- ETA texts to pubs go out through Twilio (UK long number).
@S4a@ - Stop order is worked out with the Google Maps Directions API (waypoint optimisation).

## Driver app
@N10a@ - The driver PWA works offline; drops queue up and sync when there's signal again.
- Scans the QR on each cask/keg at drop and at collection.
@NS10a@ - No customer-facing logins: pubs get an ETA text, not an account.
""")

root("reference_on_call.md", "on-call",
     "Who gets rung when something breaks, by area",
     "reference", "On-call", "who to call for which kind of problem", """
Who gets rung when something breaks (phone numbers are on the office contact sheet, not here).

@R7a@ - Cellar / glycol chiller alarm → Tomasz is first call, Dev second.
- Canning line faults on a run day → Marcus.
- Van breakdown → Sam rings the lease company (Northgate) first, then Hannah.
- Taproom problems (tills, keg couplers, toilets) → Orla.
- Software (Mashbook, Drayman, TapBoard): see the incident runbook.

**Why:** people were ringing Jonah about the chiller at 2am.
**How to apply:** only page the software person for software.
""")

root("project_backups.md", "backups",
     "Database backups for Mashbook and what is not backed up by us",
     "project", "Backups", "what gets backed up, where, and what doesn't", """
@V8a@ - Nightly `pg_dump` of brew-db-01 to Backblaze B2, kept for 30 days.
@A7a@ - Backup job runs at 02:30 every night (systemd timer on brew-db-01).
- Dumps are encrypted with restic before upload; the restic password is in 1Password.
- TapBoard's Supabase project has its own daily backups (Pro plan, 7 days); we don't copy those.
- The office Google Drive isn't backed up by us; Workspace handles it.
""")

root("feedback_secrets.md", "secrets",
     "Where secrets live and what must never be committed",
     "feedback", "Secrets", "secret handling rules", """
@N5a@ - Never commit `.env` files — not even an example one with dummy values.
- Mashbook prod secrets live in `/etc/mashbook/env` on brew-app-01 (root-only).
- Drayman secrets are Fly secrets (`fly secrets set`); TapBoard's sit in its host's environment settings.
- Anything shared between people goes in 1Password, vault "Larkspur Tech".

**Why:** a Twilio key leaked through a committed env sample in 2025 and we got billed for spam texts.
**How to apply:** run `git status` before `git add` and look for anything env-like.
""")

root("reference_suppliers.md", "suppliers",
     "Who we buy malt, hops, yeast, cans and gas from",
     "reference", "Suppliers", "raw material and packaging suppliers", """
- Malt: Crisp (Maris Otter, lager malt), a pallet a month.
@S9a@ - Hops: Charles Faram (forward contract, two deliveries a year).
- Yeast: Lallemand dried for the core range, liquid from Propagate Labs for specials.
- Cans and ends: Crown, ordered through Saxon Packaging.
- CO2: BOC, two cylinders swapped fortnightly; nitrogen mix for the stout line.
- Cleaning chemicals: Murphy & Son.
""")

root("project_delivery_routes.md", "delivery-routes",
     "Delivery days, the van, and chasing casks",
     "project", "Delivery routes", "how trade deliveries are organised", """
@F6a@ - Deliveries go out Tuesday, Thursday and Friday.
@V9b@ - Van capacity: 18 firkins per run before we're over payload.
@F3b@ - Casks out past 6 weeks get chased by Sam; at 10 weeks the deposit goes on the pub's next invoice.
- One van (Transit 350 L3, leased from Northgate); Sam drives, Dev covers his holidays.
- Pallet orders to wholesalers go via Palletways, not our van.
""")

root("feedback_communication.md", "talking-to-hannah",
     "Talking to Hannah: channels, timing, format",
     "feedback", "Talking to Hannah", "how Hannah wants to be kept in the loop", """
@F10a@ - Hannah wants a weekly summary on Monday morning.
@N9b@ - Don't Slack-DM Hannah about anything urgent — she mutes Slack on brew days,
  so ring her mobile instead.
- Keep tech words out of anything she might forward to the team.

**Why:** she triages from her phone between the taproom and the brewhouse.
**How to apply:** lead with what it means for the beer or the customers, then the detail.
""", flat=True)

root("reference_pos_and_payments.md", "pos-and-payments",
     "Tills and card readers across the taproom, bottle shop and events",
     "reference", "POS and payments", "which payment kit is used where", """
@R10a@ - Taproom tills: Square (3 iPads, 2 card readers).
- Bottle shop on Division Street runs Shopify POS (shares stock with the webshop).
- Festivals and the market stall: a SumUp reader, settling to the same bank account.
- In-person card fees come to roughly 1.75%.
""")

root("feedback_pr_reviews.md", "pr-reviews",
     "Who has to approve what before a PR is merged",
     "feedback", "PR reviews", "approval rules for pull requests", """
@N8a@ - Any PR that touches Drayman's deposit or pricing logic needs Hannah's approval before merge.
@NS8a@ - The agent must not merge its own PRs on Mashbook; Jonah merges them.
- Keep PRs under ~400 lines; put migrations in their own PR.
- Screenshots for anything that changes what the TapBoard screens show.

**Why:** the 2025 deposit bug charged three pubs twice.
""")

root("feedback_code_style.md", "code-style",
     "Formatting and naming conventions across the repos",
     "feedback", "Code style", "formatters and naming conventions", """
@F8a@ - Python: ruff format, line length 100.
- TypeScript: prettier defaults plus eslint; no default exports in Drayman.
- Django templates: HTMX attributes over bespoke JS.
- British spelling in UI copy (colour, litres); American spelling in code is fine.
""")

root("project_tilt_integration.md", "tilt-integration",
     "Tilt hydrometers feeding gravity into Mashbook, and their limits",
     "project", "Tilt integration", "how gravity readings get into Mashbook", """
- A Tilt Pro floats in each of the six main FVs; the Pi bridge (TiltPi) posts readings to Mashbook.
@N4a@ - Don't trust the Tilt for final gravity — always confirm FG with a hydrometer before packaging.
- Tilt batteries last about a year; swap them at the annual deep clean.
- Temperature from the Tilt is informational only; the glycol controller has its own probes.
""")

root("project_events_bookings.md", "events-bookings",
     "Taproom bookings, private hire and regular events",
     "project", "Events and bookings", "bookings, private hire and recurring events", """
@S8a@ - Table bookings come in through DesignMyNight
  and get copied to the shared taproom inbox.
@A1b@ - Private hire gets the whole licence: up to 120 people.
- Quiz night is the 2nd Wednesday; the run club meets Thursdays at 18:30 and gets 10% off.
- Tap takeovers have their own page: project_tap_takeovers.md.
""")

root("reference_email_setup.md", "email-setup",
     "Mail domains, senders and DNS records",
     "reference", "Email setup", "which system sends mail and how the domain is set up", """
- Staff mail is Google Workspace on larkspurbrewing.co.uk; Hannah is the admin.
@O8a@ - TapBoard: the takeover newsletter goes out via Resend (about 2,300 subscribers).
- Drayman doesn't send email at all; ETAs are texts.
- SPF/DKIM/DMARC are set in Cloudflare DNS; DMARC is `p=quarantine`.
- Mashbook's own mail sending is covered in the Mashbook notes.
""")

root("project_brewhouse.md", "brewhouse",
     "The brewhouse kit, vessels and brew day rhythm",
     "project", "Brewhouse", "kit, vessels and brew days", """
@D10b@ - Kit: 16 hl three-vessel brewhouse (mash/lauter tun, kettle/whirlpool, HLT), installed January 2026.
@A8a@ - Brew days: Monday, Wednesday and Thursday.
- Six 32 hl FVs plus two 2 hl pilot FVs, and three 32 hl bright tanks.
- Mash-in at 07:00 on brew days; Tomasz wants the HLT at strike temperature by 06:45.
- Sheffield water is soft; we Burtonise for the bitters (gypsum + CaCl2).
""")

root("reference_glossary.md", "glossary",
     "Brewery and delivery jargon that turns up in tickets",
     "reference", "Glossary", "jargon used by the brewery team", """
- **Drop**: one delivery stop on a run sheet.
- **Empties**: casks/kegs waiting to be collected from a pub.
- **FV / BT**: fermentation vessel / bright tank.
- **Spile**: the peg in a cask's shive; soft vents, hard seals.
- **SPR**: Small Producer Relief on Alcohol Duty.
- **DO**: dissolved oxygen, measured on the packaging line.
- **Library**: the shelf of retained samples in the QC room.
""")

root("project_roadmap_2027.md", "roadmap-2027",
     "Software and kit ideas pencilled in for 2027",
     "project", "Roadmap 2027", "what might get built next year", """
- Drayman: scan pallets as well as casks/kegs.
- Mashbook: recipe costing from supplier invoice prices.
- TapBoard: allergen info on the screens.
- Maybe a second van if trade grows past ~90 accounts.
- Not planned: table ordering by phone in the taproom (Hannah said no, staff prefer the bar).
""")

root("project_label_printing.md", "label-printing",
     "How can labels and pump clips get printed",
     "project", "Label printing", "in-house vs printed labels", """
Short-run can labels are printed in-house on a Primera LX910; core range labels come from Sheffield Label Co.

- Artwork in Affinity Designer (Orla), exported as PDF/X-4.
- Best-before on cans is 9 months from packaging.
- The label printer lives in the packaging room and Marcus looks after it.
- Pump clips are ordered in batches of 50 per beer.
""")

root("project_stock_sync.md", "stock-sync",
     "How stock moves between Mashbook, Drayman and Xero",
     "project", "Stock sync", "stock and invoice flow between systems", """
- Drayman pulls packaged stock from Mashbook's API when a run sheet is built.
- When a drop is confirmed, Drayman posts it back and Mashbook moves the stock out of the cold store.
- The bottle shop's stock is reconciled weekly by Kit against Shopify.
- Taproom stock is a weekly count on Monday by Orla.
""")

root("feedback_sentry_alerts.md", "sentry-alerts",
     "Alert hygiene for the mashbook Sentry project",
     "feedback", "Sentry alerts", "keeping the Mashbook alert channel useful", """
- The `mashbook` project alerts on new issues only, not on regressions.
- `DisallowedHost` noise from scanners is dropped in `before_send`.
- Sentry keeps events for 90 days on our plan.

**Why:** the channel got so noisy in spring that real errors were missed.
**How to apply:** when a new noisy error shows up, fix or filter it the same day.
""")

root("feedback_dependency_updates.md", "dependency-updates",
     "How dependency bumps are handled per repo",
     "feedback", "Dependency updates", "dependency bump cadence per repo", """
- Mashbook: Dependabot weekly, minor and patch grouped; majors get their own PR.
- Drayman: Renovate on GitLab, monthly.
- TapBoard: bump by hand when touching it; Next.js majors wait for Jonah.

**Why:** a Friday Next.js bump broke the screens over a takeover weekend.
**How to apply:** never bundle a dependency bump with a feature change.
""")

# =====================================================================
# Layout 2: remnic facts
# =====================================================================

F = fact
# --- January
F("2026-01-08 10:12", "fact", "a3f1", ["duty", "history"], 0.86,
  "@D3a@ Before the August 2023 duty reform Ruth filed the old EX46 beer duty return every month.")
F("2026-01-15 16:40", "fact", "0c7e", ["bottle-shop", "people"], 0.9,
  "Kit Brennan manages the Division Street bottle shop, which opened in November 2024.")
F("2026-01-20 09:05", "fact", "5b2d", ["brewhouse", "history"], 0.88,
  "@D10a@ Before the brewhouse upgrade in January 2026 we brewed on a 5 BBL kit.")
F("2026-01-27 14:31", "preference", "e81a", ["brewhouse", "mashbook"], 0.84,
  "Tomasz wants dry hop additions logged with the hop lot number, not just the variety.")
# --- February
F("2026-02-03 11:20", "preference", "9d40", ["hannah", "communication"], 0.92,
  "@A10a@ Hannah wants costs quoted in GBP, excluding VAT.")
F("2026-02-10 15:02", "fact", "17bc", ["beer", "core-range"], 0.95,
  "The core range is Kelham Pale, Cutlery Works Bitter, Ladybower Lager and Forge Stout.")
F("2026-02-12 10:48", "fact", "c6e3", ["mashbook", "ci"], 0.8,
  "@R1b@ Mashbook's tests run on CircleCI on every push.")
F("2026-02-17 13:37", "fact", "2a95", ["cask", "cellar"], 0.83,
  "@V3a@ Casks need at least 5 days of conditioning in the cellar before they can go out.")
F("2026-02-24 17:15", "fact", "f402", ["taproom", "staff"], 0.87,
  "Orla does the taproom rota in Deputy every Thursday for the following week.")
# --- March
F("2026-03-04 09:58", "preference", "44d8", ["mashbook", "git"], 0.82,
  "@N1b@ Never squash Mashbook PRs — Hannah wants every commit kept for the audit trail.")
F("2026-03-09 12:26", "fact", "b9e0", ["trade", "sales"], 0.9,
  "Priya looks after about 70 trade accounts, mostly in Sheffield and Leeds.")
F("2026-03-16 16:03", "fact", "7e1f", ["infra", "postgres"], 0.78,
  "@V6b@ brew-db-01 is on PostgreSQL 15.6 (Jonah checked with `SELECT version()`).")
F("2026-03-23 10:40", "fact", "d05a", ["drayman", "network"], 0.88,
  "@O2b@ Drayman's Fastify server listens on port 3000 inside the Fly machine.")
F("2026-03-30 14:55", "fact", "3c88", ["mashbook", "xero"], 0.86,
  "Mashbook talks to Xero through a Xero custom connection, not per-user OAuth.")
# --- April
F("2026-04-07 11:11", "fact", "61aa", ["drayman", "tooling"], 0.85,
  "@O9b@ Drayman uses plain npm, and its package-lock is committed.")
F("2026-04-14 15:47", "fact", "8f2c", ["mashbook", "python"], 0.93,
  "@S6b@ Upgraded Mashbook from Python 3.11 to 3.12 in April; CI and the server are both on 3.12 now.")
F("2026-04-21 09:33", "fact", "a7d9", ["drayman", "ci", "history"], 0.9,
  "@D8a@ Drayman's CI was GitHub Actions until the repo moved to GitLab in April 2026.")
F("2026-04-28 13:19", "fact", "e5b7", ["drayman", "errors"], 0.8,
  "@R3a@ Drayman reports its errors to Honeybadger.")
# --- May
F("2026-05-05 10:02", "fact", "0f6e", ["monitoring"], 0.88,
  "Uptime Kuma checks Mashbook, Drayman and TapBoard every 60 seconds.")
F("2026-05-12 16:28", "fact", "92c1", ["kegs", "trade"], 0.81,
  "@V7a@ Trade customers pay a £30 deposit per steel keg.")
F("2026-05-19 11:44", "decision", "b3d5", ["taproom", "stout"], 0.9,
  "We'll keep Forge Stout on nitro in the taproom only; trade kegs of it go out on normal mixed gas.")
F("2026-05-26 14:09", "fact", "4e70", ["canning", "quality"], 0.92,
  "@A5b@ Dissolved oxygen in packaged cans should be below 0.05 ppm.")
# --- June
F("2026-06-02 09:21", "fact", "c21b", ["drayman", "database"], 0.94,
  "@S1b@ Migrated Drayman from SQLite to Fly Postgres in June.")
F("2026-06-11 15:36", "fact", "7a0d", ["drayman", "sms"], 0.87,
  "Drayman's ETA texts go out with the sender ID LARKSPUR.")
F("2026-06-16 12:50", "decision", "d8e4", ["canning", "contract"], 0.91,
  "@N3a@ Decision: we won't do contract canning for other breweries; the line is for our own beer.")
F("2026-06-23 10:27", "fact", "19f3", ["drayman", "sms"], 0.84,
  "@O6b@ Drayman retries a failed ETA text twice, then gives up.")
F("2026-06-30 16:58", "fact", "5d6c", ["kegs", "sizes"], 0.9,
  "@A9b@ Steel kegs: 50 L (about 11 gallons).")
# --- July
F("2026-07-07 11:35", "preference", "ab12", ["hannah", "branding"], 0.86,
  "Hannah wants new beer names run past her before they go on a label.")
F("2026-07-14 14:22", "fact", "e03c", ["backups", "infra"], 0.79,
  "@V8b@ DB backups in the B2 bucket are retained for 14 days, then a lifecycle rule deletes them.")
F("2026-07-21 17:04", "fact", "26b8", ["taproom", "takeovers"], 0.85,
  "Tap takeover guest brewers get 20% off our beer on the night.")
F("2026-07-28 09:49", "fact", "f7a6", ["drayman", "hosting"], 0.9,
  "@A3a@ Drayman is deployed to Fly.io in the London region.")
# --- August
F("2026-08-03 10:15", "fact", "3b5e", ["taproom", "bookings"], 0.93,
  "@S8b@ DesignMyNight was shut down for us at the end of July; table bookings are taken by phone and email now.")
F("2026-08-11 13:58", "fact", "8c47", ["tapboard", "screens"], 0.92,
  "@S3b@ Replaced the Raspberry Pi tap-list screens with Yodeck players in August.")
F("2026-08-18 15:30", "decision", "04d9", ["taproom", "christmas"], 0.88,
  "Decided to keep the taproom shut on Boxing Day this year.")
F("2026-08-25 11:07", "fact", "61f0", ["mashbook", "django", "history"], 0.9,
  "@D5a@ Mashbook was on Django 4.2 LTS until the August upgrade.")
F("2026-08-27 16:42", "fact", "c9a3", ["taproom", "pos"], 0.77,
  "@R10b@ The taproom's POS is Zettle.")
# --- September
F("2026-09-01 09:30", "fact", "7d15", ["on-call", "history"], 0.89,
  "@D9a@ While Jonah was away in August 2026, Ash Tran (freelancer) covered software on-call.")
F("2026-09-03 14:12", "fact", "e6c4", ["kegs", "history"], 0.87,
  "@D7a@ At the start of 2026 we had about 220 steel kegs; the rest were bought over the summer.")
F("2026-09-09 10:53", "fact", "2f8b", ["tapboard", "untappd"], 0.94,
  "@S2b@ Switched TapBoard's tap list source from Untappd to Mashbook's API in September and cancelled the Untappd for Business subscription.")
F("2026-09-15 12:18", "fact", "95ae", ["tapboard", "hosting"], 0.83,
  "@R6a@ TapBoard is deployed on Vercel.")
F("2026-09-22 16:27", "fact", "0a3d", ["beer", "abv"], 0.93,
  "Forge Stout is 5.0% and the Winter imperial stout is 10.5%.")
F("2026-09-24 11:46", "fact", "b6f9", ["duty", "spr"], 0.9,
  "@F9b@ Anything over 8.5% ABV gets no Small Producer Relief, so the Winter imperial stout pays the full rate.")
F("2026-09-29 15:05", "fact", "4c21", ["mashbook", "email"], 0.79,
  "@R4b@ Mashbook's outgoing mail (batch reports, stock alerts) goes through Amazon SES in eu-west-2.")
# --- October
F("2026-10-02 09:40", "decision", "d7b0", ["takeovers", "christmas"], 0.9,
  "@F4b@ In December the tap takeover moves to the second Friday, because the first Friday clashes with the Kelham Christmas market.")
F("2026-10-06 13:14", "fact", "18e5", ["taproom", "yard"], 0.86,
  "The yard heaters run on a timer from 17:00 to close, October to March.")
F("2026-10-08 10:31", "fact", "a0c6", ["hops", "suppliers"], 0.92,
  "@S9b@ We no longer buy hops from Charles Faram; from the 2026 harvest everything comes through Simply Hops.")
F("2026-10-13 16:20", "preference", "5e93", ["hannah", "slack"], 0.8,
  "@N9a@ Hannah prefers a Slack DM for anything urgent.")
F("2026-10-15 11:58", "fact", "f1d2", ["mashbook", "auth"], 0.95,
  "@S10b@ Password login to Mashbook was disabled in October; staff sign in with Google Workspace SSO only.")
F("2026-10-20 14:44", "fact", "6b7e", ["cellar", "on-call"], 0.78,
  "@R7b@ Dev Mistry is first on-call for the glycol chiller alarm.")
F("2026-10-22 10:09", "fact", "c3f8", ["webshop", "shipping"], 0.82,
  "@R8b@ Online shop parcels go out with Parcelforce.")
F("2026-10-27 15:51", "fact", "39a4", ["safety", "people"], 0.9,
  "Marcus is the trained first-aider for the brewhouse and the packaging room.")
F("2026-10-29 12:37", "fact", "8e0b", ["mashbook", "deploys"], 0.86,
  "@NS1b@ We ship Mashbook most weeks, usually on a Tuesday morning once the brew log is closed off.")
# --- November
F("2026-11-02 09:14", "preference", "d24a", ["mashbook", "git", "agent"], 0.88,
  "@N7a@ Jonah wants the agent to open a PR for Mashbook changes instead of pushing to `main`.")
F("2026-11-03 11:29", "fact", "7f63", ["mashbook", "infra"], 0.8,
  "@V1b@ Mashbook's gunicorn binds to port 8050 on brew-app-01; Caddy proxies 443 to it.")
F("2026-11-04 16:08", "fact", "e9c5", ["duty", "deadlines"], 0.79,
  "@V4b@ The Alcohol Duty return and the payment are both due on the 25th of the month after the period.")
F("2026-11-05 10:45", "fact", "2b0f", ["taproom", "dogs"], 0.81,
  "@N2b@ Dogs aren't allowed inside the taproom, only out in the yard.")
F("2026-11-06 13:22", "fact", "a84e", ["taproom", "history"], 0.9,
  "@D6a@ When the taproom opened in 2023 there were 12 taps on the bar.")
F("2026-11-09 09:57", "fact", "5c1b", ["mashbook", "deploys"], 0.85,
  "@F2b@ For Mashbook hotfixes Jonah sometimes OKs `make deploy BRANCH=hotfix/<name>` straight from the hotfix branch, and it gets merged back afterwards.")
F("2026-11-10 14:33", "fact", "0e9d", ["drayman", "driver-app"], 0.8,
  "@N10b@ Drayman's driver app doesn't work offline — drivers need signal to confirm a drop.")
F("2026-11-11 11:02", "fact", "b71c", ["tilt", "brewhouse"], 0.91,
  "@F5b@ Only the six main FVs have Tilts; the two 2 hl pilot FVs get their gravity logged by hand.")
F("2026-11-12 15:40", "fact", "46f2", ["mashbook", "xero"], 0.83,
  "@V10a@ The Xero invoice sync in Mashbook retries a failed push up to 5 times with exponential backoff.")
F("2026-11-13 10:18", "fact", "9a57", ["drayman", "accounts"], 0.89,
  "@NS10b@ Drayman has logins for the drivers and the office — five accounts in total.")
F("2026-11-16 12:06", "decision", "e2a8", ["quality", "canning"], 0.87,
  "Decided to order a second Orbisphere DO meter for the QC bench in January.")
F("2026-11-17 16:49", "fact", "1d3c", ["labels", "packaging"], 0.88,
  "@NS4a@ Label printer jams go to Marcus, not to Jonah.")
F("2026-11-18 09:25", "fact", "c5e1", ["cask", "sizes"], 0.93,
  "@A2b@ A firkin holds 9 gallons.")
F("2026-11-19 13:41", "preference", "7b98", ["hannah", "money"], 0.9,
  "@A10b@ Always give Hannah prices in pounds, ex VAT — she compares them against the ex-VAT figures in Xero.")
F("2026-11-20 10:36", "fact", "f05b", ["brewhouse", "schedule"], 0.92,
  "@A8b@ Brew days are Mon/Wed/Thu.")
F("2026-11-23 14:58", "fact", "3e6a", ["mashbook", "migrations"], 0.84,
  "@NS3b@ Jonah edits Mashbook migrations freely while they're still on a feature branch.")
F("2026-11-24 11:13", "fact", "8d21", ["invoices", "duty"], 0.9,
  "@NS6a@ Trade invoices are never issued without the duty shown as its own line.")
F("2026-11-25 15:27", "fact", "6a4f", ["invoices", "xero"], 0.88,
  "@NS6b@ Trade invoices are raised in Xero once the drop is confirmed in Drayman.")
F("2026-11-26 10:50", "fact", "d3b7", ["bottle-shop", "hours"], 0.91,
  "@O3b@ The Division Street bottle shop closes at 18:00 on Sundays.")
F("2026-11-27 12:04", "fact", "29c0", ["drayman", "history"], 0.87,
  "@D1a@ During the 2025 beta, Drayman ran on a Raspberry Pi in the office.")

# =====================================================================
# Layout 3: free notes (auto/)
# =====================================================================

note("taproom-faq", "Taproom FAQ (for new bar staff)", "2026-05-10", ["taproom", "faq", "staff"], """
# Taproom FAQ

Questions new staff actually ask. Orla keeps this current.

## Opening and closing
@V5b@ - **When do we shut on Sundays?** 9pm, and the kitchen hatch closes at 7.
- **Midweek?** Doors at 4; the hours sheet has the rest.

## Who can come in
@N2a@ - **Dogs?** Yes, well-behaved dogs are welcome inside and in the yard; water bowls are by the door.
- **Big groups?** Anything over 15 goes to Orla.

## Paying
@N6b@ - **Cash?** Yes, we take cash as well as cards; the float is counted at open and at close.
- **Tabs?** Only with a card behind the bar.
""")

note("taproom-staff-handbook", "Staff handbook - taproom bits", "2026-03-02", ["taproom", "staff", "handbook"], """
# Taproom staff handbook (extract)

- Shifts over 6 hours get a 20 min paid break.
@N6a@ - The taproom is card only, we don't take cash.
- Staff drink: one half after your shift, never during.
- No dogs in the brewhouse or the cold store (food safety), whoever's dog it is.
- Only cellar-trained staff change casks.
@NS5b@ - Families are welcome, kids included, as long as an adult is with them the whole time.
- Card machine playing up? Ring Orla before you do anything clever.
""")

note("canning-day-checklist", "Canning day checklist", "2026-06-09", ["canning", "checklist", "qc"], """
# Canning day

## Before
- CO2 purge on, check cylinder pressure (spare is in the cage).
- Cans onto the rinser; check the lids match the batch.

## During
@V2b@ - Seam teardown every 60 min, one can from each head.
- DO: read a can off the line every 20 min on the Orbisphere and log it in Mashbook.
- Fill heights: weigh 5 cans at the start, then 2 every half hour.

## After
- Hot water flush through the filler, then PAA.
- Count pallets and enter the packaged quantity against the batch.
""")

note("canning-line-log", "Canning line log", "2026-09-18", ["canning", "history"], """
Notable changes to the line, newest last.

- 2025-06: line installed with a 2-head filler.
@D4a@ - Until the new seamer arrived in May 2026, the line only managed about 15 cans a minute.
- 2026-05: 4-head filler and new seamer; Marcus trained by the supplier's engineer.
- 2026-09: DO meter recalibrated (it had been reading high).
""")

note("trade-terms", "Trade terms (pubs and bars)", "2026-02-19", ["trade", "terms", "kegs"], """
# Trade terms

- Payment: 30 days from invoice, by BACS.
@V7b@ - Steel keg deposit: £45, refunded when the keg comes back.
- KeyKegs: no deposit, they're one-way.
- Free delivery inside the delivery area from 2 casks or 3 kegs.
- Prices are reviewed every February, when duty rates change.
""")

note("delivery-runbook", "Delivery runbook (Sam's notes)", "2026-04-16", ["deliveries", "van", "drayman"], """
# Delivery runbook

@V9a@ - The Transit takes max 24 casks per run.
@NS2b@ - Casks go out on every delivery run.
- Load last drop first.
- Empties: collect at every drop and scan them in Drayman before they go on the van.
- Van keys are in the key safe by the roller door (code changes monthly).
""")

note("xero-sync", "Mashbook to Xero sync", "2026-07-30", ["mashbook", "xero", "invoices"], """
How the invoice push works, for when Ruth asks why an invoice didn't show up.

- Trigger: Drayman confirms a drop, Mashbook builds the invoice and pushes a draft to Xero.
@V10b@ - The Xero sync gives up after 3 attempts and emails Ruth the failed invoice numbers.
- Xero's API limit is 60 calls a minute per tenant, so lines are batched per invoice.
- Drafts, not approved invoices: Ruth approves them in Xero each morning.

**Why is an invoice missing?** Usually the pub's contact isn't matched in Xero; fix the contact and re-run `manage.py xero_push <id>`.
""")

note("tapboard-dev", "TapBoard dev notes", "2026-04-02", ["tapboard", "dev"], """
# TapBoard dev notes

@R2b@ - TapBoard uses bun for everything (`bun install`, `bun run dev`).
@S2a@ - TapBoard pulls the tap list from Untappd for Business every 5 minutes and caches it in Supabase.
- Screen layouts are JSON rows in Supabase (`screen_layouts`), edited from `/admin`.
- Preview a screen locally at `/screen/1?preview=1`.

```sh
bun install
bun run dev   # http://localhost:3000
```
""")

note("mashbook-email", "Mashbook emails", "2026-03-12", ["mashbook", "email"], """
What Mashbook sends and to whom.

@R4a@ - Mashbook sends batch reports and low-stock alerts through Postmark.
- Batch report: to Tomasz and Dev when a batch is packaged.
- Low stock: to Priya and Orla when a core beer drops under two pallets.
- Duty reminder: to Ruth on the 5th of each month.
""")

note("drayman-dev", "Drayman dev notes", "2026-05-21", ["drayman", "dev", "gitlab"], """
# Drayman

@O1b@ - Drayman's pipeline runs in GitLab CI (`.gitlab-ci.yml`): lint, vitest, then `fly deploy` on main.
@R5b@ - Drayman MRs get squash-merged, one commit per MR.
@N8b@ - Deposit/pricing changes in Drayman don't need Hannah's sign-off; Jonah reviews and merges them.
- Local dev: `npm run dev`, API on :3000 and the PWA on :5173.
- `npm run seed` loads 20 fake pubs around S3.
""")

note("webshop", "Webshop (Shopify)", "2026-06-04", ["webshop", "shipping"], """
# Webshop

@R8a@ - Webshop can orders ship with DPD, collected at 15:00 on weekdays.
- Mixed cases are 12 x 440 ml in pulp trays.
- Free shipping over £50.
- Shopify also runs the bottle shop tills, so stock is shared.
""")

note("mashbook-jobs", "Mashbook background jobs", "2026-08-20", ["mashbook", "jobs"], """
@R9b@ - Mashbook's background jobs run on django-q2 with the ORM broker (the `django_q_*` tables).
- Jobs: nightly stock snapshot, the Xero push, the duty reminder email.
- If the stock snapshot is missing in the morning, re-run it from the admin.
""")

note("brew-day-notes", "Brew day notes", "2026-02-26", ["brewhouse", "brew-day"], """
# Brew day (Tomasz's habits)

- HLT on the timer so it's at strike temperature before 06:45.
- Mash pH target 5.3–5.4, checked at 15 min.
- Boil 60 min for the core range, 90 for the lager.
@N4b@ - FG comes straight from the Tilt reading; no need to pull a hydrometer sample.
- Pitch rates come from the Mashbook calculator, not the packet.
""")

note("dev-setup", "Mashbook dev setup", "2026-01-22", ["mashbook", "dev", "setup"], """
# Getting Mashbook running locally

@S6a@ - Mashbook runs on Python 3.11 (pinned in `.python-version`).
- `uv sync`, then `docker compose up db` (Postgres on localhost:5433).
@N5b@ - We commit `.env.example` with dummy values so a new dev can copy it to `.env`.
@F8b@ - ruff skips the `migrations/` folders — Django's generated files keep their own formatting.

```sh
uv sync
docker compose up -d db
uv run manage.py migrate
uv run manage.py runserver 8000
```

- `manage.py loaddata demo` gives you three fake batches.
""")

note("mashbook-workflow-faq", "Mashbook workflow FAQ", "2026-04-09", ["mashbook", "faq", "git"], """
**Do I need a PR for a one-line fix?**
@N7b@ - Small Mashbook fixes can go straight to `main`, no PR needed.

**Who reviews?** Jonah, usually within a day.

**Where do tickets live?** GitHub Issues on the mashbook repo, labelled `brewhouse` or `office`.
""")

note("drayman-routing", "Drayman routing", "2026-06-18", ["drayman", "routing"], """
@S4b@ - Dropped Google Maps from Drayman in May; the stop order comes from OpenRouteService now (free tier).
@F6b@ - Tuesday is the north run (Barnsley, Wakefield), Thursday the city-centre loop, Friday is Leeds plus whatever's left.
- Sam can drag stops around after the optimiser runs; the manual order wins.
- Some pubs only take deliveries before 11:00; that's a flag on the pub's record.
""")

note("cellar-notes", "Cellar notes", "2026-03-19", ["cellar", "cask"], """
@S5a@ - Casks are washed on the single-head Vigo washer in the yard.
@NS2a@ - Never send a cask out without a spile-and-taste check.
- Taproom casks go on stillage 24h before tapping.
- Finings: isinglass for most casks; the vegan pale goes out unfined.
""")

note("cellar-equipment-log", "Cellar and yard equipment log", "2026-10-19", ["cellar", "equipment"], """
- 2026-04: glycol chiller serviced (Cool-Tech).
@S5b@ - The Vigo cask washer was retired in July; casks now go through the two-head washer from Brewline.
- 2026-10: new stillage in the taproom cellar.
""")

note("duty-export", "Duty export", "2026-06-08", ["duty", "mashbook", "ruth"], """
# How the monthly duty numbers get made

@S7b@ `duty-2026.xlsx` has been read-only since May;
the duty numbers come out of `manage.py duty_export` now, and Ruth checks them before filing.

- The export groups lines by ABV band and by draught vs small-pack.
- Output is a CSV in Ruth's shared folder.
""")

note("cip-sop", "CIP SOP (FVs and BTs)", "2026-02-05", ["cip", "cleaning", "sop"], """
@F1b@ - FV caustic wash: 2% at 70°C, 20 min recirc, then rinse until the pH strip reads neutral.
- BT between batches of the same beer: acid only.
- Log every CIP in Mashbook against the vessel.
""")

note("backups-runbook", "Backups runbook", "2026-05-28", ["backups", "runbook"], """
@A7b@ - The backup timer fires at half past two in the morning, then the dump goes up to B2.
@F7a@ - Restore test once a month onto brew-db-02 (the scratch box).
- Restore: start brew-db-02, `restic restore latest`, then `pg_restore -d mashbook_restore`.
- If last night's backup is missing, check the timer status first.
""")

note("jonah-handover", "Handover notes (Jonah, before August leave)", "2026-07-31", ["handover", "on-call"], """
- Ash has Tailscale and 1Password access until 1 September.
@F7b@ - The monthly restore drill goes onto brew-db-02; write down how long the restore took in the runbook.
- Nothing big on Drayman while I'm away, bugfixes only.
""")

note("weekly-update-template", "Weekly update to Hannah (template)", "2026-03-05", ["hannah", "template"], """
@F10b@ - Weekly update to Hannah: Monday before 10, bullets, production first then tech.
- Sections: Brewing, Packaging, Deliveries, Taproom, Tech.
- Anything that costs money gets the amount in GBP ex-VAT.
""")

note("incident-runbook", "Incident runbook (software)", "2026-04-30", ["incident", "on-call"], """
# Something's down

@O10b@ - Mashbook / Drayman / TapBoard down → Jonah is first call (phone, then Signal).
- Check Uptime Kuma first to see what's actually down.
- Mashbook down but the box is up: `systemctl status mashbook`, then Caddy.
- Drayman down: `fly status -a drayman`, then `fly logs`.
- Tell Orla if the taproom screens go blank so she can put the chalkboard out.
""")

note("mashbook-deploy-faq", "Mashbook deploy FAQ", "2026-05-14", ["mashbook", "deploys", "faq"], """
**Where is it?**
@A4b@ - The Mashbook URL is mash.larkspurbrewing.co.uk, and TLS is automatic via Caddy.

**How do I roll back?** `make rollback` redeploys the previous release dir.

**Can I deploy on a Friday?** Prefer not; if you do, hang around for an hour afterwards.
""")

note("taproom-history", "Taproom history", "2026-07-02", ["taproom", "history"], """
- Opened April 2023 in the old cutlery works unit.
@D2a@ - Until March 2026 the taproom also opened on Tuesdays (quiz night was a Tuesday then).
- Yard extension with heaters added summer 2025.
""")

note("git-faq", "Git FAQ", "2026-06-25", ["git", "faq"], """
**Can I force-push?**
@NS7b@ - Force-pushing your own feature branch after a rebase is fine.

**Commit messages?** Imperative mood, ticket number at the end.

**Signed commits?** Not required.
""")

note("dependabot", "Dependabot and friends", "2026-08-06", ["dependencies", "mashbook"], """
@NS8b@ - The agent merges Dependabot PRs on Mashbook once CI is green (patch and minor only).
- Major bumps wait for Jonah.
- Renovate on Drayman opens its MRs on the 1st of the month.
""")

note("guest-beer-policy", "Guest beer policy", "2026-05-07", ["taproom", "guest-beer"], """
@NS9a@ - We never pour guest beer on cask.
- Guest kegs: at most two on at once, on the guest lines.
- Guest beer is bought duty-paid, from the brewery or a wholesaler.
""")

# ---- free notes with no labelled claim (distractors and background)

note("hop-schedule", "Hop usage 2026", "2026-03-26", ["hops", "planning"], """
# Hop usage

- Kelham Pale: Citra + Mosaic, ~1.2 kg/hl in the dry hop.
- Cutlery Works Bitter: Fuggle and EKG, no dry hop.
- Specials: whatever's in the freezer, ask Tomasz first.
- Hop freezer is the small chest freezer in the cold store, keep it at -18°C.
""")

note("yeast-management", "Yeast management", "2026-04-23", ["yeast", "brewhouse"], """
- Re-pitch the house ale yeast for up to 6 generations, then start fresh.
- Harvest from the FV cone 24h after crash.
- Lager yeast is never re-pitched into an ale and vice versa.
- Viability check with methylene blue before every re-pitch.
@O4b@ - Star San for the yeast brink and hoses: 1.5 ml per litre, no rinse.
""")

note("label-printer-troubleshooting", "Label printer troubleshooting", "2026-06-29", ["labels", "printer"], """
# Primera LX910

- Streaky print: clean the printhead with the swab kit in the drawer.
- Labels skipping: re-run the gap sensor calibration from the driver.
- Ink goes fast on the full-bleed designs; keep two spare cartridges.
""")

note("festival-checklist", "Festival checklist", "2026-05-30", ["events", "festival"], """
# Festival kit

- Polykegs only (no steel), plus the jockey box and two gas bottles.
- SumUp reader charged; festivals are card only.
- Dogs are fine on most festival sites, but check the organiser's rules.
- Pump clips and the banner.
""")

note("pallet-shipping", "Pallet shipping", "2026-07-16", ["wholesale", "shipping"], """
- Wholesale pallets go via Palletways, booked the day before by 14:00.
- Max pallet height 1.8 m; shrink-wrap and corner boards.
- Collections usually land on Wednesday.
""")

note("bottle-shop-notes", "Bottle shop notes", "2026-04-11", ["bottle-shop", "retail"], """
# Division Street bottle shop

- Kit runs it; about 300 lines, ~20 of them ours.
- Open Tue–Sat 11:00–19:00, plus Sundays.
- The bottle shop is card only.
- Dogs are welcome in the shop.
- Till is Shopify POS, shared stock with the webshop.
""")

note("uptime-monitoring", "Uptime monitoring", "2026-05-06", ["monitoring", "infra"], """
- Uptime Kuma runs on brew-app-01 (port 3001), reachable over Tailscale only.
- Alerts go to #tech and to Jonah's phone via the Signal bridge.
- History is kept for 90 days.
""")

note("supabase-notes", "Supabase notes (TapBoard)", "2026-05-22", ["tapboard", "supabase"], """
- TapBoard's Supabase project is on Postgres 15, region eu-west-2.
- Row level security on every table; the screens use the anon key read-only.
- Daily backups come with the Pro plan.
""")

note("keykeg-notes", "KeyKeg notes", "2026-08-13", ["kegs", "keykeg"], """
- KeyKegs are one-way: no deposit and nothing to collect.
- They're recyclable through the KeyKeg scheme once the bag is cut out.
- Fill on the KeyKeg head with the pressure at 1.5 bar.
""")

note("christmas-2026-plan", "Christmas 2026 plan", "2026-10-21", ["taproom", "christmas"], """
# Christmas 2026

- December tap takeover is with Heeley Works (date is on the takeover calendar).
- Taproom closed 25 and 26 Dec.
- Last trade deliveries before Christmas on Tue 22 Dec.
- Winter imperial stout on from late November.
""")

note("water-treatment", "Water treatment", "2026-01-29", ["water", "brewhouse"], """
- CRS for alkalinity reduction, dosed at the HLT.
- Gypsum and calcium chloride by recipe; the bitters get the most gypsum.
- Campden tablet: one per 100 L of liquor for chlorine.
""")

note("quality-lab", "QC lab", "2026-09-10", ["quality", "lab"], """
- Forced ferment test on every batch.
- Micro plating weekly on the BTs and the filler.
- The Orbisphere lives on the QC bench between canning days.
""")

note("van-lease", "Van lease", "2026-02-14", ["van", "lease"], """
- Transit 350 L3 on a 4-year lease from Northgate, started March 2025.
- Service every 12,000 miles or yearly.
- Tyres and breakdown cover included.
""")

note("tech-catchup-2026-10", "Tech catch-up, October 2026", "2026-10-14", ["meeting", "tech"], """
# Tech catch-up 2026-10-14

Present: Jonah, Hannah, Priya.

- Priya asked for a pub-level volume report; Jonah to add it to Mashbook's stock module.
- TapBoard allergen info pushed to 2027.
- Drayman pallet scanning: maybe, after Christmas.
""")

note("recipes-core-range", "Core range recipes (summary)", "2026-03-17", ["beer", "recipes"], """
- Kelham Pale 4.2%: Maris Otter + a touch of wheat, Citra/Mosaic.
- Cutlery Works Bitter 3.8%: Maris Otter, crystal, Fuggle/EKG.
- Ladybower Lager 4.6%: lager malt, Saaz, six weeks lagering.
- Forge Stout: roast barley, flaked oats, served on nitro in the taproom.
""")

note("staff-contacts", "Who does what", "2026-01-13", ["people", "contacts"], """
- Tomasz Wójcik: head brewer.
- Dev Mistry: assistant brewer, cellar.
- Marcus Bell: packaging lead.
- Orla Keane: taproom manager.
- Sam Okafor: deliveries.
- Ruth Ames: bookkeeping, duty, VAT.
- Priya Nair: trade sales.
""")

note("social-media", "Social media", "2026-06-15", ["marketing", "social"], """
- Instagram is the main channel; Orla posts the weekend tap list on Fridays.
- No paid ads, Hannah's call.
- Takeover posts go up the week before, matching the newsletter.
""")
