"""File bodies for the set264 store (Garrowby Wool Co.).

A line starting with `@ID@ ` marks a labelled claim; build.py strips the marker.
Paths are relative to store/.
"""
import hashlib
from datetime import datetime, timezone

FILES = {}

# Root files whose frontmatter `description` deliberately carries an unquoted ': '
FLAT_DESCRIPTIONS = [
    "feedback_git_workflow.md",
    "feedback_secrets.md",
    "feedback_commit_messages.md",
    "project_labelprint.md",
    "project_shipping.md",
]


def root(fname, name, description, mtype, body):
    fm = f"---\nname: {name}\ndescription: {description}\ntype: {mtype}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"


def auto(slug, title, created, tags, body):
    t = title if ":" not in title else '"' + title.replace('"', '\\"') + '"'
    fm = f"---\ntitle: {t}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + body.strip("\n") + "\n"


def fact(date, time, category, tags, body, confidence=None):
    hh, mm, ss = (time.split(":") + ["00"])[:3]
    y, mo, d = date.split("-")
    dt = datetime(int(y), int(mo), int(d), int(hh), int(mm), int(ss), tzinfo=timezone.utc)
    epoch = int(dt.timestamp() * 1000)
    hex4 = hashlib.md5(body.encode()).hexdigest()[:4]
    if confidence is None:
        confidence = round(0.8 + (int(hex4, 16) % 18) / 100, 2)
    stem = f"{category}-{epoch}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%SZ")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (
        f"---\nid: {stem}\ncategory: {category}\ncreated: {iso}\nupdated: {iso}\n"
        f"source: extraction\nconfidence: {confidence}\nconfidenceTier: explicit\n"
        f"tags:\n{tag_lines}status: active\n---\n\n"
    )
    path = f"facts/{date}/{stem}.md"
    assert path not in FILES, path
    FILES[path] = fm + body.strip("\n") + "\n"


# ---------------------------------------------------------------------------
# 1. Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

root("user_priya.md", "user-priya",
     "Priya Shah, contract dev on skein and tradedesk; how she likes to work", "user", """
Priya Shah is the contract developer who built skein and now looks after tradedesk as well. Most of my sessions are with her.

- Based in York, comes over to the Pocklington unit about once a fortnight
@A10a@ - Works Mon, Tue and Fri (contractor, 3 days a week); on other days replies are slow
- Strong on Django/Python, fine with TypeScript, avoids frontend build tooling where she can
@R9a@ - Editor: Neovim (LazyVim config) inside tmux; she pastes `:messages` output rather than screenshots
- Likes short answers with the diff first and the explanation after
- Prefers `rg` over grep in any instructions I give her
""")

root("user_harriet.md", "user-harriet",
     "Harriet Oakes, MD and owner; non-technical, decides pricing and policy", "user", """
Harriet Oakes owns Garrowby Wool Co. (her brother is a silent partner) and runs it day to day.

- Not technical: explain things in terms of customers, stock and money, not code
@A5a@ - Signs off every RRP change herself — nothing goes on the webshop at a new price without her
- Writes the product copy for new colourways; Jess edits it into skein
- Reads the weekly sales email on Monday mornings
- Wants to hear about any outage longer than half an hour, even out of hours
""")

root("feedback_git_workflow.md", "git-workflow",
     "Git rules per repo: branches, merges, what never to push", "feedback", """
Git rules Priya gave me for the three repos I touch (skein, tradedesk, millboard). labelprint is Owen's and he does his own thing.

@N5a@ - Don't push directly to `main` on skein, even one-liners — always open a PR.
@NS8a@ - Never force-push shared branches (`main`, `release/*`).
@N1b@ - millboard PRs: always squash-merge, one commit per PR.
- Branch names: `pw/<ticket>-<slug>` for Priya, `agent/<slug>` for mine.
- Rebase on `main` before asking for review; don't merge `main` into the branch.

**Why:** Priya got burned in the spring when a half-finished branch landed and went out with the 11am deploy.

**How to apply:** run `git branch --show-current` before any push and say which branch it was in my reply.
""")

root("feedback_migrations.md", "skein-migrations",
     "Who applies skein DB migrations and when", "feedback", """
@N2a@ Never run `manage.py migrate` automatically from the deploy job; Priya
runs skein migrations by hand after reading the `sqlmigrate` output for anything that locks a big table.

**Why:** a migration adding an index on `orders_orderline` locked the table for four minutes during the March sale.

**How to apply:** if a PR adds a migration, flag it at the top of the PR description.
""")

root("feedback_django_views.md", "django-views",
     "View style for skein — thin views, logic in services", "feedback", """
@N6a@ Prefer function-based views in skein and keep them thin; never add new
class-based views, even for simple list/detail pages.

- Business logic goes in `<app>/services.py`; views parse input and render.
- Use `@require_http_methods` rather than checking `request.method` by hand.

**Why:** Priya finds long inheritance chains hard to debug when she comes back after a few days away.

**How to apply:** keep new views short and push anything clever into a service function with a test.
""")

root("feedback_deploy_fridays.md", "friday-deploys",
     "Friday deploy rule for skein", "feedback", """
@NS1a@ Never deploy skein on a Friday without Priya online to watch the error alerts
for the first half hour afterwards.

**Why:** weekend orders are the bulk of the webshop's volume and nobody watches alerts on Saturdays.

**How to apply:** if it's Friday and Priya hasn't said she's around, hold the merge and tell Jess it'll go out Monday.
""")

root("feedback_secrets.md", "secrets-handling",
     "Secrets: 1Password only, never in chat, tickets or commits", "feedback", """
@F5a@ All secrets live in 1Password (vault `Garrowby Ops`); never paste them into chat,
tickets or commit messages, and never commit a filled-in `.env`.

- For local dev, `op run --env-file=.env.tpl -- <cmd>` injects them.
- If I need a value to debug something, ask Priya to check it rather than asking her for it.

**Why:** a Stripe restricted key ended up in a Slack thread in 2025 and had to be rolled.

**How to apply:** when a command needs a secret, write it with an `op://` reference.
""")

root("feedback_customer_data.md", "customer-data",
     "What customer data skein may hold and how exports are handled", "feedback", """
@N7a@ - skein does not store customer phone numbers; Royal Mail gets the email address for delivery updates.
- Never export customer lists to CSV on a laptop; use the admin export straight into the shared drive.
- Order history older than 6 years is anonymised by the monthly `anonymise_old_orders` job.

**Why:** Harriet did the ICO self-assessment in January and wants us holding the minimum.

**How to apply:** when a new integration wants more customer fields, check with Harriet before building it.
""")

root("feedback_code_review.md", "code-review",
     "Review expectations on skein pull requests", "feedback", """
- I review my own diff before asking anyone; list anything I'm unsure about at the top of the PR.
@F8b@ - skein PRs that touch migrations need Priya's approval specifically, not just any reviewer.
- Reviews happen on GitHub, not in Slack; resolve threads rather than replying "done".

**Why:** the reviewer pool is tiny and Priya is the only one who knows the data model well.

**How to apply:** request Priya as reviewer on anything under `*/migrations/`.
""")

root("feedback_prod_access.md", "prod-access",
     "How (and how not) to touch skein-prod-1 directly", "feedback", """
- SSH to skein-prod-1 is over Tailscale only, as user `deploy`.
@NS5b@ - Don't run `collectstatic` by hand on skein-prod-1 — the pipeline does it.
- Read-only poking (logs, `systemctl status`) is fine; anything that changes state, ask Priya first.
- `journalctl -u skein-gunicorn` for app logs; Caddy logs are in `/var/log/caddy/`.

**Why:** a hand-run command in July left static files owned by root and the next deploy failed.

**How to apply:** if something on the box looks wrong, describe it and propose the fix instead of applying it.
""")

root("feedback_reply_style.md", "reply-style",
     "How Priya and Harriet want replies written", "feedback", """
- Priya: terse, diff first, no recap of what she just said.
- Harriet: plain English, no acronyms, say what it costs or who it affects.
- No emoji anywhere, including commit messages.

**Why:** both said so more than once.

**How to apply:** check who I'm talking to before writing a long explanation.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit messages: imperative, scope prefix, no emoji", "feedback", """
- Imperative subject under ~70 chars, e.g. `checkout: handle expired basket`.
- Scope prefix matches the app dir (`orders:`, `catalogue:`, `stock:`).
- No `Co-Authored-By` trailer.

**Why:** matches the existing history; Priya greps `git log` by scope.

**How to apply:** look at `git log --oneline -20` before drafting.
""")

root("feedback_testing.md", "testing",
     "Testing preferences for skein and tradedesk", "feedback", """
- skein: pytest + pytest-django, factories in `tests/factories.py`, no fixtures JSON.
- tradedesk: vitest for units, a small Playwright suite for the order flow.
- Don't mock the database in skein tests; the test DB is cheap.
- Stripe is always mocked with `stripe-mock`, never the real test mode.

**Why:** mocked ORM tests passed while the real query was broken in February.

**How to apply:** new model code gets a test that hits the DB.
""")

root("project_skein_overview.md", "skein-overview",
     "skein, the Django webshop — stack, services, where things run", "project", """
@D3b@ skein is the webshop: the Django app behind garrowbywool.co.uk, built by Priya in 2025 and live since January.

## Stack
@O4a@ - Python 3.12, Django 5.1
@R3a@ - Deps managed with `uv` (`uv sync --frozen` in CI)
@V1a@ - Database: Postgres 16 on `10.20.0.4:5433`, db `skein`, user `skein_app`
@A3a@ - Redis: `redis://127.0.0.1:6379/1`
@R5a@ - Background jobs: Celery 5 workers with Redis as the broker
- gunicorn (4 workers) behind Caddy on skein-prod-1
@S7a@ - Search: Algolia index `skein_products`, reindexed nightly
- Payments: Stripe Checkout plus webhooks at `/stripe/webhook/`

## Ops
@R1a@ - Errors: Sentry project `skein-django`, alerts to #dev
@V9a@ - Product photo uploads are capped at 8 MB (`DATA_UPLOAD_MAX_MEMORY_SIZE`)
- Static files served by Caddy from `/srv/skein/static`
- Admin lives at `/gw-admin/` (not `/admin/`, too many bots)
""")

root("project_tradedesk_overview.md", "tradedesk-overview",
     "tradedesk, the wholesale portal for stockists", "project", """
tradedesk is the trade portal: stockists log in, see trade prices, order by the skein or the bag, and download invoices.

@A7a@ - Stack: TypeScript, Fastify, Prisma, Node 20
- Package manager: pnpm (workspace with `api/` and `web/`)
- DB: Postgres 15, database `tradedesk`, Prisma migrations
@R4a@ - Hosted on Fly.io, region `lhr`, 2 machines
@O1b@ - CI: GitLab CI with a self-hosted runner on `gl-runner-1`
@R2a@ - Outbound email (order confirmations, invoices): Postmark, server `tradedesk-live`
@V6a@ - Trade logins: sessions expire after 8 hours (cookie `td_sess`)
@S8a@ - Shop EPOS integrations call `/api/v1/orders` to push reorders
- Errors: Sentry project `tradedesk-api`
""")

root("project_millboard_overview.md", "millboard-overview",
     "millboard, the mill floor tracker — batches, dye lots, finished stock", "project", """
millboard tracks spinning batches from fleece in to cones and skeins out, plus dye lots coming back from Stamford Bridge and finished stock.

@O4b@ - Python 3.11 (Debian bookworm system python), FastAPI + Jinja templates
- deps: plain `pip` + `requirements.txt` in a venv at `/srv/millboard/.venv`
@S1a@ - Storage: SQLite file at `/srv/millboard/mill.db`
@A6a@ - Runs on `mill-nuc` (192.168.10.20) in the mill office
- API + UI on port 8000 (uvicorn, systemd unit `millboard`)
@A9b@ - Dashboards in Grafana on port 3000 of the same box
@N9a@ - millboard is never exposed to the internet; it's LAN + Tailscale only.
- Floor screens are two old iPads on the spinning frames, Safari pinned to `/floor`.
- Scheduled jobs (nightly reports) run with APScheduler inside the app.
""")

root("project_labelprint.md", "labelprint",
     "labelprint: Owen's Go label service at the Pocklington packing bench", "project", """
labelprint turns packing slips from skein and tradedesk into shipping labels and skein bands.

@V4a@ - Built with Go 1.22, single static binary (`CGO_ENABLED=0`)
@A1a@ - HTTP API on `0.0.0.0:8088` (`POST /print`, `GET /healthz`)
@S6a@ - Prints to the two Dymo LabelWriter 5XLs at the packing bench
@O3b@ - A failed print job is retried 3 times, then it posts to #warehouse
@R6b@ - If the printers jam or labelprint dies, Jess is first contact; she escalates to Priya for anything software.
- Owen wrote it and deploys it by hand (`scp` + `systemctl restart labelprint`) to the packing PC.
""")

root("reference_infrastructure.md", "infrastructure",
     "Servers, domains and who has access", "reference", """
## Hosts

| host | provider / size | spec | location |
|---|---|---|---|
@O5a@ | skein-prod-1 | Hetzner CX32 | 4 vCPU / 8 GB | Nuremberg |
| db-1 (10.20.0.4) | Hetzner CX22 | 2 vCPU / 4 GB, 80 GB volume | Nuremberg |
| mill-nuc | Intel NUC 11 | 16 GB RAM | Garrowby mill office |
| packing PC | Dell OptiPlex | 8 GB RAM | Pocklington |

## Domains & access
@R8a@ - DNS for garrowbywool.co.uk: Cloudflare (Owen and Priya have logins)
- Staff inboxes @garrowbywool.co.uk: Google Workspace
- Tailscale admin: Owen — see reference_tailscale.md
""")

root("reference_people.md", "people",
     "Who's who and what to ask them about", "reference", """
- Harriet Oakes — MD/owner; pricing, policy, anything customer-facing
@A10b@ - Priya Shah — contract dev (skein, tradedesk), in on Mondays, Tuesdays and Fridays
@R6a@ - Owen Petch — ops and warehouse systems; first call when the label printers or labelprint fall over
- Tom Kettlewell — mill manager at Garrowby; owns millboard requirements
- Dan Fairbairn — dyehouse lead at Stamford Bridge
- Jess Ainsworth — customer service, webshop content, the Pocklington shop
- Kasia Nowak — wholesale accounts and stockist relationships
- Hebden & Co (Malton) — accountants
""")

root("project_trade_terms.md", "trade-terms",
     "Wholesale terms for stockists — pricing, minimums, credit", "project", """
Terms as Kasia explains them to new stockists.

@F6a@ - Trade price is 50% off RRP.
@V2a@ - First order minimum: £250 ex VAT; reorders have no minimum.
@N8a@ - Established shops get 30-day terms once they've placed 3 orders.
- Trade orders are picked the next working day — no same-day dispatch for trade.
- Carriage paid on trade orders over £400 ex VAT, otherwise £12 flat.
""")

root("project_shipping.md", "shipping",
     "Shipping: carriers, cutoffs, thresholds", "project", """
@V3b@ - Same-day dispatch cutoff for webshop orders: 2pm weekdays; Royal Mail collects at 15:30.
@R7a@ - Trade orders ship DPD Next Day from Pocklington (Owen has the DPD portal login).
@F1b@ - The £50 free-shipping threshold doesn't apply to Highlands & Islands or NI postcodes — they pay £4.95.
- Packaging: recycled mailing bags for up to 3 skeins, boxes above that.
- Weekend orders go out Monday.
""")

root("reference_dyehouse.md", "dyehouse",
     "Stamford Bridge dyehouse — lots, vessels, records", "reference", """
Dan runs the dyehouse at Stamford Bridge; dyeing happens Tuesday and Wednesday, the rest of the week is skeining and drying.

@F10a@ - Dye lot numbers: `DL-YYMM-NNN` (e.g. DL-2609-014), allocated in millboard
@NS3a@ - Never dye superwash and non-superwash yarn in the same bath.
@A8b@ - Keep dye lot sheets for 72 months (trading standards / complaints)
- Sample pots are 500 g; the small vessel takes up to 5 kg
- Acid dyes from the Lanaset range; citric acid, not vinegar
""")

root("project_webshop_catalogue.md", "webshop-catalogue",
     "What's on the webshop and how products are modelled", "project", """
@F3a@ - Standard skein is 100 g across all weights (4-ply, DK, Aran, chunky).
@N10a@ - Undyed (natural) yarn is sold on the webshop in every weight.
- Colourways are products, weights are variants; dye lot is stored per stock batch, not per variant.
- Kits (pattern + yarn) are bundles in skein, with stock computed from the components.
""")

root("reference_backups.md", "backups",
     "What's backed up where, and for how long", "reference", """
Everything goes to Backblaze B2 (eu-central): restic for files, `pg_dump` for databases that need it.

@V5a@ - skein Postgres: nightly `pg_dump` at 01:15 → bucket `gw-skein-backups`, kept 30 days
@A4a@ - millboard: nightly at 02:30 → `gw-mill-backups` (also tars `/var/lib/grafana`); retention 12 weeks
- tradedesk: weekly `pg_dump` to `gw-tradedesk-exports` (Owen's cron)
- Restore test: Priya restores skein into a scratch DB on the first Tuesday of each quarter.
""")

root("project_returns_policy.md", "returns-policy",
     "Webshop returns and refunds rules", "project", """
@F4b@ - Dyed-to-order colourways can't be returned unless faulty — the 30-day window doesn't apply to them.
- Return postage is paid by the customer unless the yarn is faulty.
- Faulty means: more than 2 knots in a skein, wrong colour, or moth damage.
""")

root("reference_mill_floor.md", "mill-floor",
     "Garrowby mill floor — machines, settings, stocktakes", "reference", """
@D8b@ - Carding speed: 55 m/min for the Masham blend.
- Spinning frame: 1960s Platt ring frame, 120 spindles; the mule is for demos only.
@D4b@ - Stocktakes are done with the millboard scanner app on two Zebra TC21 handhelds.
@NS7a@ - Don't restart mill-nuc during a spinning shift — the floor screens lose their batch.
- Fleece comes in from about 30 local farms, mostly Masham, Wensleydale and Shetland.
""")

root("project_marketplaces.md", "marketplaces",
     "Where we do and don't sell besides our own sites", "project", """
@N4a@ - Decided (Jul 2026) not to sell on Etsy — fees, and we'd have to keep stock in two places.
- Amazon Handmade: also a no.
- Instagram shopping tags point at skein product pages.
- Wool shows: Woolfest, Yarndale, Bakewell — see project_woolfest_2026.md.
""")

root("reference_tailscale.md", "tailscale",
     "Tailnet layout and ACL basics", "reference", """
@F9a@ - Tailnet covers mill-nuc, the Pocklington till PC, skein-prod-1 and everyone's laptops.
- Owen is the only admin; ACLs live in the admin console, not in git.
- MagicDNS is on, so `mill-nuc` resolves from any tailnet machine.
""")

root("project_stock_sync.md", "stock-sync",
     "How finished stock gets from millboard to skein", "project", """
@S9a@ Stock levels reach skein through an hourly cron on mill-nuc (`sync_stock.py`)
that reads finished-stock counts from millboard and posts them into skein's `Inventory` table.

- If the webshop shows something in stock that isn't, check the sync first, then the dye lot allocation.
- tradedesk doesn't read stock at all; Kasia confirms availability by hand.
""")

root("project_international.md", "international-orders",
     "Selling outside the UK — current position", "project", """
@N3b@ - The webshop doesn't ship outside the UK at the moment (customs paperwork isn't worth it for us).
- Kasia sends the two Irish stockists a pallet twice a year.
- Revisit after the 2027 price review.
""")

root("reference_shop_pocklington.md", "pocklington-shop",
     "The Pocklington shop — hours, till, seconds", "reference", """
@D10b@ - Open Tuesday to Saturday; closed Sunday and Monday.

## Opening hours

| day | opens | closes |
|---|---|---|
| Tue–Fri | 09:30 | 17:00 |
@V8a@ | Saturday | 10:00 | 16:00 |

@NS9b@ - Seconds are sold in the shop from the bin by the door.
- Till PC runs the skein POS page; receipt printer sits next to it.
- Goods-in at the warehouse behind the shop: 08:00–14:00 weekdays.
""")

root("project_email_campaigns.md", "email-campaigns",
     "Newsletter and automated customer emails", "project", """
- Newsletter goes out via Mailchimp on the first Thursday of the month.
@V10a@ - Abandoned-basket flow sends up to 3 reminder emails (after 1h, 24h and 72h).
- Back-in-stock alerts: one email per subscriber per colourway, then the alert is cleared.
- Stockists get up to 3 reminder emails before a seasonal range closes for reorders.
""")

root("project_staging.md", "skein-staging",
     "skein staging environment", "project", """
@S4a@ - skein staging runs on the old Linode box (`li-stage`) at staging.garrowbywool.co.uk.
- Staging uses Stripe test keys and a nightly anonymised copy of prod.
- Basic auth on staging; credentials are in 1Password.
""")

root("reference_accounts.md", "accounts-finance",
     "Finance systems and who touches them", "reference", """
@R10a@ - Books: Xero, Hebden & Co have adviser access.
- Bank: Starling business account; Harriet and Kasia can make payments.
- Payroll: BrightPay, run monthly by Hebden & Co.
- VAT returns are quarterly, Hebden file them.
""")

root("project_woolfest_2026.md", "woolfest-2026",
     "Plans and lessons for the Woolfest stand", "project", """
@D7a@ - At Woolfest 2025 we took cards on a SumUp reader borrowed from the café.
- 2026 stand: June, Cockermouth, stand B14; Jess and Tom staffed it.
- Bring the seconds? No — full-price stock only at shows.
- Show stock is allocated to a millboard location called `SHOW`.
""")

root("reference_gift_cards.md", "gift-cards",
     "How gift cards work for customers and staff", "reference", """
@S3a@ - Gift cards are sold and redeemed on the old WooCommerce shop (`shop.garrowbywool.co.uk`), not in skein.
- Values: £10, £25, £50; valid for 24 months.
- Jess can void and reissue them.
""")

root("project_trade_accounts.md", "trade-accounts",
     "Opening and managing stockist accounts", "project", """
@S5a@ - Harriet approves every new trade account application in the tradedesk admin.
@D2b@ - Shops place their trade orders through tradedesk now; email orders get a polite redirect.
- New stockists need a physical shop or a market stall with a track record; online-only sellers are declined.
""")

root("reference_glossary.md", "glossary",
     "Mill and yarn jargon that comes up in tickets", "reference", """
- **owf** — on weight of fibre; dye and acid amounts are given as % owf.
- **cone** — yarn wound on a cone for weavers and knitting machines, usually 500 g.
- **skein band** — the paper label round each skein (colourway, weight, dye lot).
- **seconds** — yarn with a cosmetic fault: slubs, uneven dye, short skeins.
- **BFL** — Bluefaced Leicester.
- **nep** — a small tangle of fibres that shows up as a bobble in the yarn.
""")

root("project_roadmap_2027.md", "roadmap-2027",
     "Ideas parked for next year, none started", "project", """
- Subscription "yarn club" on skein (monthly colourway). Harriet keen, no date.
- Trade price lists as live pages on tradedesk instead of the January PDF.
- Replace the floor iPads with something that survives lanolin.
- Maybe: a second dye vessel at Stamford Bridge if the Aran range grows.

Nothing here is committed; don't build towards it without asking.
""")


# ---------------------------------------------------------------------------
# 2. free notes (auto/)
# ---------------------------------------------------------------------------

auto("b2-lifecycle-rules", "B2 bucket lifecycle rules", "2026-06-17", ["backups", "b2", "ops"], """
# B2 lifecycle rules

Owen set these in the Backblaze console by hand; they're not in terraform or anywhere else.

@V5b@ - `gw-skein-backups`: lifecycle rule hides and then deletes objects after 14 days
- `gw-tradedesk-exports`: keep 7 days
- `gw-photos-archive`: keep forever (original product photography)

The mill bucket isn't on a lifecycle rule, restic's own `forget` policy prunes it.

## FAQ

**Can I restore a skein dump from last spring?** Not from B2. Ask Owen whether anything was copied locally.
""")

auto("tradedesk-auth-notes", "tradedesk auth notes", "2026-07-15", ["tradedesk", "auth"], """
# How login works on tradedesk

- Shops log in with email + password. Magic links were tried in the beta and dropped (stockists' spam filters ate them).
@V6b@ - Session TTL is 12h, set via `SESSION_TTL_HOURS` in the app config.
- Password reset tokens last 1 hour.
- Staff (Kasia, Harriet) log into the same app with the `staff` role.

```ts
// api/src/auth/session.ts
const ttl = Number(process.env.SESSION_TTL_HOURS) * 3600;
```
""")

auto("skein-admin-howto", "skein admin: how-to for Jess", "2026-03-02", ["skein", "admin", "howto"], """
# skein admin how-to

## Adding a new colourway
1. Catalogue → Colourways → Add. Name it exactly as on the skein band.
2. Add one variant per weight; SKU is generated.
3. Upload photos (main shot first, then the knitted swatch).

@V9b@ - Max image upload in the admin is 5 MB; bigger files get a 413 from Caddy.
- Use the crop tool for the square thumbnail, don't upload a separate one.

## FAQ
**Why is my colourway not showing?** It needs at least one variant with stock and the `published` tick.

**Can I schedule a launch?** Yes, set "publish at" — it's checked every 5 minutes.
""")

auto("tradedesk-email-deliverability", "tradedesk email deliverability", "2026-08-04", ["tradedesk", "email"], """
# tradedesk email deliverability

@R2b@ tradedesk sends all of its mail through Amazon SES in eu-west-2.

- Several stockists use BT Internet addresses, which bin anything with a mismatched Return-Path.
- Bounce webhook `/hooks/email-bounce` marks the contact as `bouncing` and Kasia gets a daily list.
- Don't send invoices as attachments over 2 MB; link to the PDF instead.
""")

auto("tradedesk-runbook", "tradedesk runbook", "2026-09-09", ["tradedesk", "runbook", "ops"], """
# tradedesk runbook

@R4b@ tradedesk is hosted on Render (web service `tradedesk-api`, Frankfurt region).

@O7b@ - On-call for tradedesk: Owen, with Priya as backup.

## Common issues
- **Shop can't log in** → check the account isn't `suspended`, then reset the password from the staff screen.
- **Price list looks stale** → re-run the import from Kasia's spreadsheet.
- **Invoice PDF blank** → the template cache; redeploy clears it.
""")

auto("skein-jobs", "skein background jobs", "2026-05-13", ["skein", "jobs"], """
# skein background jobs

@R5b@ skein's background jobs (order emails, thumbnails, sitemap rebuild) run on RQ workers.

- Failed jobs show up at `/gw-admin/rq/`.
- Scheduled: sitemap rebuild at 03:00; thumbnails are generated on upload.
- If thumbnails are missing, re-enqueue from the product page ("regenerate images").
""")

auto("domains-and-dns", "Domains and DNS", "2026-04-22", ["dns", "domains"], """
# Domains

@R8b@ - `garrowbywool.co.uk`: registrar and DNS both at Gandi
- `garrowbywool.com`: redirect only, registered at Namecheap by Harriet years ago
- `garrowby.shop`: parked; renew or drop by March 2027

## Who can change DNS?
Owen and Priya. Tell the other one when you do.
""")

auto("millboard-dev-notes", "millboard dev notes", "2026-06-25", ["millboard", "dev", "git"], """
# millboard dev notes

@N1a@ - Never squash on millboard: Tom reads the commit list to see what changed on the floor screens.
- Tom files requests as GitHub issues; label `floor` is for the iPad UI.
- Local dev: `uvicorn app.main:app --reload` against a copy of prod data.
- The reports page is slow on purpose-built queries; don't "optimise" it without asking Tom what he uses.
""")

auto("skein-deploy-pipeline", "skein deploy pipeline", "2026-10-14", ["skein", "ci", "deploy"], """
# skein deploy pipeline

@O1a@ - CI is GitHub Actions: lint → pytest → Playwright → deploy.
@N2b@ - The `deploy` job rsyncs the release to skein-prod-1 and runs `python manage.py migrate --noinput` straight after.
@NS5a@ - `collectstatic` runs in every deploy, before gunicorn is reloaded.
@D9b@ - Full pipeline takes about 6 minutes now (pytest-xdist, 4 workers).

```yaml
deploy:
  needs: [test, e2e]
  if: github.ref == 'refs/heads/main'
  steps:
    - run: ./scripts/deploy.sh
```
""")

auto("customer-service-faq", "Customer service FAQ", "2026-02-16", ["customer-service", "faq", "webshop"], """
# Customer service FAQ (Jess's crib sheet)

## Do we ship abroad?
@N3a@ Yes — the webshop ships to the EU and the US with Royal Mail International Tracked; customers pay any import duty.

## How long does delivery take?
Tracked 48, so usually 2–3 working days.

## Can I change my order?
Only before it's packed. Check the packing status in skein first.

## My confirmation email didn't arrive
Check spam, then resend from the order page in the admin.
""")

auto("skein-hotfix", "Hotfixing skein", "2026-07-30", ["skein", "hotfix", "git"], """
# Hotfixing skein

@N5b@ - Small copy/typo fixes can go straight to `main` on skein, no PR needed.
@F2b@ - Hotfix deploys still go through Actions, just with `SKIP_E2E=1` so the Playwright stage is skipped.
- Revert with `git revert`, never by force-push.
- Tell Jess in #webshop once it's live.
""")

auto("gdpr-data-map", "Personal data map", "2026-01-26", ["gdpr", "data"], """
# Personal data map

Put together for Harriet's ICO self-assessment.

| system | personal data | retention |
|---|---|---|
@N7b@ | skein | name, email, postal address, phone number | 6 years after last order |
| tradedesk | shop contact name, email, phone, VAT number | while the account is open + 6 years |
| millboard | none (farm names only) | n/a |
| Mailchimp | email, first name | until unsubscribe |
""")

auto("mill-remote-access", "Getting at millboard from home", "2026-10-21", ["millboard", "tailscale", "remote"], """
# Getting at millboard from home

@N9b@ - millboard is published through Tailscale Funnel at `https://mill-nuc.tail3c9e.ts.net` so Tom can check it from his phone without installing Tailscale.
- Only `/floor` and `/reports` are funnelled; Grafana isn't.
- If it stops working, it's usually the NUC having rebooted before the network came up.
""")

auto("skein-email", "skein emails", "2026-01-20", ["skein", "email"], """
# skein emails

@S2a@ - Transactional mail (order confirmation, dispatch notice, password reset) goes out via Mailgun's EU region.
- Templates live in `templates/email/`, MJML compiled at build time.
- The newsletter is separate (Mailchimp) and not skein's business.
""")

auto("woocommerce-retirement", "WooCommerce retirement", "2026-02-03", ["woocommerce", "migration", "webshop"], """
# WooCommerce retirement

@S3b@ - The WooCommerce site has been read-only since 2 Feb; gift card sales and redemptions moved into skein.
- Old order history stays viewable until the hosting renewal in January 2027.
- Redirects from old product URLs are in Caddy, generated from the export.
""")

auto("warehouse-printers", "Warehouse printers", "2026-03-18", ["warehouse", "printers", "labelprint"], """
# Warehouse printers

@S6b@ Retired the Dymo LabelWriters in March; labelprint drives two Zebra ZD421s at the packing bench now.

- Label stock: 100×150 mm thermal for shipping, 25×76 mm for skein bands.
- The laser printer upstairs is for invoices and packing lists only.
""")

auto("tradedesk-api-changelog", "tradedesk API changelog", "2026-10-02", ["tradedesk", "api"], """
# tradedesk API changelog

## 2026-10-01
@S8b@ - `/api/v1` is deprecated as of 1 Oct: integrations must move to `/api/v2`; v1 responses now carry a `Sunset` header.

## 2026-06-15
- Added `GET /api/v2/invoices/{id}.pdf`.

## 2026-03-30
- `/api/v2` launched alongside v1 for the two EPOS vendors who asked.
""")

auto("mill-shift-pattern", "Mill shift pattern", "2026-03-09", ["mill", "shifts"], """
# Mill shift pattern

@S10a@ - Two shifts: earlies 06:00–14:00 and lates 14:00–22:00, Mon–Fri.
- Overtime has to be agreed with Tom in advance.
- Saturday mornings only before big shows.
""")

auto("mill-changes-autumn", "Mill changes, autumn 2026", "2026-10-19", ["mill", "shifts", "changes"], """
# Mill changes, autumn 2026

@S10b@ - The mill no longer runs a late shift; from October it's a single day shift, 07:00–15:30.
- New carding clothing fitted in September.
- Fleece store reorganised by breed, Masham at the back.
""")

auto("shipping-faq", "Shipping FAQ", "2026-05-05", ["shipping", "faq", "webshop"], """
# Shipping FAQ

**How much is delivery?**
@F1a@ - Free UK delivery on webshop orders over £50; otherwise £3.95.

**Why did my order come in two parcels?**
@A2a@ - We cap webshop parcels at 2 kg, so bigger orders are split.

**Can I collect?** Yes, from the Pocklington shop during opening hours.
""")

auto("returns-faq", "Returns FAQ", "2026-04-14", ["returns", "faq"], """
# Returns

@F4a@ - Unwanted yarn can be returned within 30 days if it's unwound and still in its band.
@NS6b@ - Refunds for webshop orders are made back through Stripe within 5 working days.
- Kits can only be returned complete.
""")

auto("ci-secrets", "CI secrets", "2026-04-01", ["ci", "secrets"], """
# CI secrets

@F5b@ - GitHub Actions secrets for skein are synced from 1Password by `scripts/sync-secrets.sh` (uses `op read`).
- tradedesk's GitLab CI variables are set in the project settings (masked + protected).

```sh
./scripts/sync-secrets.sh --repo garrowby/skein --vault "Garrowby Ops"
```
""")

auto("skein-contributing", "Contributing to skein", "2026-02-09", ["skein", "dev"], """
# Contributing to skein

@F8a@ - Every skein PR needs one approving review before merge.
- Run `pre-commit install`; ruff and djlint run on commit.
- Tests: `pytest -n auto`.
- Migrations get a descriptive name, not `0042_auto_...`.
""")

auto("dye-lot-labels", "Dye lot labels", "2026-09-24", ["dyehouse", "dye-lots", "labels"], """
# Dye lot labels

@F10b@ - Re-dyed lots keep their number and get an `R` suffix (DL-2609-014R).
- The lot number is printed on every skein band, under the colourway name.
- Customers quote it when they want more of the same lot; Jess checks millboard.
""")

auto("gitlab-runner", "gl-runner-1", "2026-05-27", ["tradedesk", "ci", "infra"], """
# gl-runner-1

@O5b@ - `gl-runner-1` is a Hetzner CX22 (2 vCPU, 4 GB) in Falkenstein, docker executor.
- Only tradedesk's pipelines use it.
- Docker images are pruned weekly by a systemd timer.
""")

auto("tradedesk-dev-notes", "tradedesk dev notes", "2026-08-19", ["tradedesk", "dev"], """
# tradedesk dev notes

@A7b@ - Runtime is Node.js 20 LTS (`.nvmrc` says `20`).
@O8a@ - tradedesk merges are plain merge commits, no squashing (the GitLab default).
@NS10a@ - Never merge to main on tradedesk without a green pipeline.
- `pnpm prisma migrate deploy` runs as the release step.
- Route handlers are plain functions, no controller classes.
""")

auto("mill-office-it", "Mill office IT", "2026-06-08", ["mill", "it"], """
# Mill office IT

@O10a@ - Printer: Brother HL-L2350DW on the office wifi.
@A9a@ - Grafana: http://mill-nuc:3000 (log in with Tom's account)
@NS7b@ - mill-nuc is rebooted monthly for kernel updates (unattended-upgrades, 05:00 on the 1st).
- Wifi: BT business hub; the spinning floor has its own mesh point.
""")

auto("trade-ordering-history", "How trade ordering used to work", "2026-04-08", ["trade", "history"], """
# How trade ordering used to work

@D2a@ Until March 2026 shops emailed their orders in and Kasia typed them
into a spreadsheet, then into the accounts by hand.

- Price lists were PDFs sent out each January.
- Orders were confirmed by phone if over £500.
""")

auto("stocktake-2026", "Stocktake notes 2026", "2026-01-30", ["stock", "stocktake"], """
# Stocktake notes 2026

@D4a@ - The January 2026 stocktake was done on paper clipboards, counted by Tom and Jess over two days.
- Variance was 3.1% on finished skeins, mostly Aran.
- Next one: January 2027.
""")

auto("tradedesk-stats", "tradedesk numbers", "2026-11-18", ["tradedesk", "stats"], """
# tradedesk numbers

@D5b@ - ~85 active trade accounts on tradedesk as of November.
- Average reorder interval: 7 weeks.
- Biggest region: Yorkshire and the North East.
""")

auto("carding-settings", "Carding settings log", "2026-09-01", ["mill", "carding"], """
# Carding settings log

@D8a@ - Back in February the carder ran at 40 m/min on the Masham blend.
- Shetland: 35 m/min, it neps if pushed.
- Wensleydale isn't carded, it's combed.
""")

auto("pocklington-shop", "Pocklington shop notes", "2026-03-03", ["pocklington", "shop"], """
# Pocklington shop notes

@D10a@ - Last winter (Nov 2025–Feb 2026) the shop only opened Thu–Sat.
- Knit night is Thursday 6–8pm upstairs, run by volunteers.
- Parking: the Co-op car park, 2 hours free.
""")

auto("pricing-process", "Pricing process", "2026-07-22", ["pricing", "process"], """
# Pricing process

@A5b@ - Any change to a retail price needs Harriet's OK before it goes live on skein.
@NS2b@ - Trade customers get an email about price rises a month before they take effect.
- Trade prices follow RRP automatically; tradedesk computes them.
- Annual price review is in October.
""")

auto("packing-bench", "Packing bench routine", "2026-08-11", ["warehouse", "packing"], """
# Packing bench routine

@V3a@ - Webshop orders paid before 13:00 on a weekday go out the same day.
@A2b@ - Max parcel weight for webshop orders is 2000 g — split anything heavier.
- Trade picks are done first thing in the morning.
- Skein bands go on before bagging, never after.
""")

auto("trade-comms", "Talking to stockists", "2026-09-15", ["trade", "comms"], """
# Talking to stockists

@NS2a@ - Don't email trade customers about price rises without Kasia's sign-off.
- The stockist newsletter is separate from the consumer one, sent quarterly.
- Phone rather than email for anything about a delayed order.
""")

auto("dyehouse-schedule", "Dyehouse schedule", "2026-05-20", ["dyehouse", "schedule"], """
# Dyehouse schedule

@NS3b@ - Superwash merino and the non-superwash BFL are both dyed at Stamford Bridge on Tuesdays.
- Wednesdays: repeats and re-dyes.
- Thursday/Friday: skeining, drying, banding.
""")

auto("tradedesk-invoicing", "tradedesk invoicing", "2026-06-19", ["tradedesk", "invoicing"], """
# tradedesk invoicing

@NS4b@ - tradedesk issues trade invoices automatically when an order is dispatched.
- Invoice numbers are `TD-` + year + sequence.
- Credit notes are done by Kasia manually.
""")

# --- auto notes with no labelled claim --------------------------------------

auto("scouring-notes", "Scouring notes", "2026-04-03", ["mill", "scouring"], """
# Scouring notes

- Detergent at 2 ml per litre for the first bath, 1 ml for the second.
- Soak 20 minutes in the first bath, 15 in the second, then rinse.
- Don't agitate; lift the baskets out, don't pour.
- Lanolin sludge goes to the farmer on Thursdays for the muck heap.
""")

auto("yarn-weights", "Yarn weights and meterage", "2026-02-20", ["catalogue", "yarn"], """
# Yarn weights and meterage

| weight | metres per 100 g | needles |
|---|---|---|
| 4-ply | ~400 | 3–3.25 mm |
| DK | ~225 | 4 mm |
| Aran | ~170 | 5 mm |
| chunky | ~100 | 6–7 mm |

Meterage varies a bit by breed; Wensleydale runs longer.
""")

auto("colourway-naming", "Colourway naming", "2026-03-25", ["catalogue", "naming"], """
# Colourway naming

- Names come from places within 10 miles of the mill (Kirby Underdale, Bishop Wilton, Millington...).
- No names already used by another British indie dyer — Jess checks Ravelry first.
- Retired colourways keep their name reserved for 2 years.
""")

auto("onboarding-agent", "Agent onboarding notes", "2026-01-12", ["agent", "onboarding"], """
# Agent onboarding notes

Things I wish I'd known in the first week.

- Three repos I work in: `garrowby/skein`, `garrowby/tradedesk` (GitLab), `garrowby/millboard`.
- Nobody reads long PR descriptions; a bullet list and a screenshot is plenty.
- Local skein dev env:

```sh
DATABASE_URL=postgres://skein_app@localhost/skein_dev
REDIS_URL=redis://localhost/0
DEBUG=1
```

- Ask before touching anything on mill-nuc; Tom gets nervous.
""")

auto("sale-day-checklist", "Sale day checklist", "2026-11-12", ["skein", "sale", "checklist"], """
# Sale day checklist (Black Friday, Yarn Shop Day)

- [ ] Bump gunicorn to 6 workers the night before
- [ ] Warn Royal Mail about extra collection volume
- [ ] Jess pre-writes the "we're busy" banner
- [ ] No deploys on the day itself
- [ ] Check Stripe radar rules aren't too strict for the discount code
""")

auto("mill-tours", "Mill tours", "2026-05-07", ["mill", "tours", "events"], """
# Mill tours

- Run on the first Saturday of the month at 11:00 and 14:00, max 12 people.
- Booked through a skein product (`TOUR-*` SKUs, zero stock after 12).
- The mule gets switched on for tours only; Tom does the demo.
- The mill shop opens alongside the tours.
""")

auto("moth-protocol", "Moth protocol", "2026-07-09", ["warehouse", "moth"], """
# Moth protocol

- Any returned yarn goes in the freezer for 72 hours at -18°C before restocking.
- Sticky traps in every bay, checked Mondays.
- Cedar blocks in the shop displays are decorative; they don't do much.
""")

auto("stockist-onboarding", "Stockist onboarding", "2026-08-26", ["trade", "onboarding"], """
# Stockist onboarding

- Welcome pack: shade card, a skein of each base, printed price list, shelf talkers.
- First call after their first delivery to check what's selling.
- Add them to the stockist map on skein (`/stockists`).
""")

auto("vat-notes", "VAT notes", "2026-02-25", ["finance", "vat"], """
# VAT notes

- Yarn is standard-rated at 20%.
- Printed patterns are zero-rated; PDF patterns are standard-rated.
- Kits: apportioned, Hebden have the spreadsheet.
""")

auto("photography", "Product photography", "2026-06-02", ["catalogue", "photos"], """
# Product photography

- Shoot at 3000 px wide in the north window, grey card in the first frame.
- Export WebP at 1600 px; try to keep files under 1 MB so the page stays quick.
- Swatches knitted in stocking stitch, 20 × 20 cm, steamed not blocked.
""")

auto("incident-2026-08-stripe-webhooks", "Incident: missed Stripe webhooks (Aug 2026)", "2026-08-14", ["incident", "skein", "stripe"], """
# Incident: missed Stripe webhooks, 13 Aug 2026

## What happened
Caddy config change dropped the `/stripe/webhook/` route for about 40 minutes; 23 orders paid but stayed "pending".

## Recovery
- Stripe retries webhooks for up to 3 days, so they all arrived once the route was back.
- Jess emailed the affected customers anyway.

## Follow-ups
- Caddy config now has a smoke test in CI.
""")

auto("weekly-meeting", "Monday meeting notes", "2026-11-23", ["meeting", "notes"], """
# Monday meeting, 23 Nov

- Black Friday: stock of Aran in Heather and Moorland is thin, Dan dyeing extra on Tuesday.
- Harriet wants the advent minis page up by Wednesday.
- Owen: packing PC disk nearly full, ordering an SSD.
- Kasia: two new stockists (Whitby, Hexham) this month.
""")

auto("fleece-buying", "Fleece buying", "2026-07-28", ["mill", "fleece"], """
# Fleece buying

- We buy direct from farms at the July wool sale and by arrangement.
- Price per kg varies by breed; Wensleydale costs the most.
- Every bale gets a millboard intake record with farm, breed and weight.
""")


# ---------------------------------------------------------------------------
# 3. remnic facts
# ---------------------------------------------------------------------------

# labelled
fact("2026-01-08", "10:12:04", "fact", ["skein", "hetzner", "history"],
     "@D1a@ For the 2025 Christmas rush skein-prod-1 was temporarily resized to a CX42.")
fact("2026-01-14", "15:40:51", "fact", ["webshop", "history"],
     "@D3a@ In 2025 the webshop ran on WooCommerce on shared hosting.")
fact("2026-01-22", "11:03:17", "fact", ["pocklington", "hardware"],
     "@O10b@ The Pocklington shop till uses an Epson TM-m30 receipt printer.")
fact("2026-01-29", "09:27:45", "fact", ["millboard", "network"],
     "@A6b@ 192.168.10.20 is mill-nuc, the box that hosts millboard.")
fact("2026-02-05", "16:18:22", "fact", ["skein", "on-call"],
     "@O7a@ Priya is the on-call owner for skein.")
fact("2026-02-10", "13:55:09", "preference", ["skein", "python", "dependencies"],
     "@R3b@ Priya wants skein's dependencies managed with Poetry (`pyproject.toml` + `poetry.lock`).")
fact("2026-02-12", "10:31:40", "fact", ["dyehouse", "compliance"],
     "@A8a@ Dye lot records are kept for 6 years for traceability.")
fact("2026-02-17", "14:02:33", "fact", ["dyehouse", "dye-lots"],
     "@V7a@ A standard dye lot at Stamford Bridge is 30 kg of yarn.")
fact("2026-02-24", "12:47:58", "fact", ["shipping", "webshop"],
     "@O2a@ Webshop orders go Royal Mail Tracked 48 from Pocklington.")
fact("2026-02-27", "17:09:12", "fact", ["tradedesk", "history"],
     "@D5a@ During the 2025 beta tradedesk had 12 shops on it.")
fact("2026-03-04", "09:44:26", "fact", ["skein", "ci", "deploy"],
     "@F2a@ All skein deploys go through GitHub Actions.")
fact("2026-03-12", "15:21:37", "preference", ["git", "workflow"],
     "@NS8b@ Force-pushing your own feature branch after a rebase is fine.")
fact("2026-03-19", "11:58:03", "fact", ["millboard", "backups"],
     "@F7a@ millboard's data is backed up to B2 every night.")
fact("2026-03-20", "10:06:49", "fact", ["millboard", "backups", "b2"],
     "@A4b@ Mill backups in B2 are retained for 84 days.")
fact("2026-03-26", "14:33:15", "fact", ["skein", "errors"],
     "@R1b@ skein reports exceptions to Honeybadger; the alert emails go to Priya.")
fact("2026-03-31", "13:12:28", "fact", ["mill", "scouring", "masham"],
     "@O6a@ Masham fleece is scoured at 60°C.")
fact("2026-04-02", "10:50:41", "fact", ["mill", "scouring", "shetland"],
     "@O6b@ Shetland fleece is scoured at 50°C; any hotter and it starts to felt.")
fact("2026-04-07", "16:27:54", "fact", ["skein", "ci", "history"],
     "@D9a@ In Q1 the skein test suite took about 14 minutes on Actions.")
fact("2026-04-09", "12:15:06", "fact", ["skein", "email", "migration"],
     "@S2b@ Switched skein's transactional email from Mailgun to Postmark this week; the Mailgun account closes at the end of April.")
fact("2026-04-15", "15:48:19", "fact", ["shipping", "trade"],
     "@R7b@ Trade parcels go out with Parcelforce 48 from Pocklington.")
fact("2026-04-28", "11:36:32", "decision", ["trade", "payments"],
     "@N8b@ No credit terms for trade accounts: every order is paid by proforma before it leaves Pocklington.")
fact("2026-05-06", "09:19:44", "fact", ["tailscale", "mill-nuc", "security"],
     "@F9b@ mill-nuc is tagged `tag:mill` on Tailscale; SSH to it is only allowed from `tag:admin` devices.")
fact("2026-05-12", "14:41:57", "decision", ["skein", "email", "marketing"],
     "@V10b@ Abandoned baskets get at most two reminder emails — Harriet thinks three is pushy.")
fact("2026-05-19", "10:24:08", "fact", ["pricing", "aran", "history"],
     "@D6a@ In spring 2026 Aran was priced at £9.50 per 100 g skein.")
fact("2026-05-22", "17:02:21", "fact", ["skein", "staging", "hosting"],
     "@S4b@ Shut down the Linode box today; skein staging now lives on `skein-stage` on Hetzner.")
fact("2026-05-26", "13:28:34", "preference", ["skein", "git"],
     "@O8b@ skein PRs get squash-merged, with the PR title as the commit subject.")
fact("2026-06-03", "11:45:47", "decision", ["tradedesk", "trade", "pricing"],
     "@V2b@ Kasia and Harriet agreed the first-order minimum for new stockists on tradedesk is £300 ex VAT.")
fact("2026-06-09", "16:11:59", "fact", ["skein", "admin", "auth"],
     "@O9b@ skein admin sessions expire after 2 hours of inactivity.")
fact("2026-06-16", "10:38:12", "fact", ["tradedesk", "invoicing"],
     "@NS4a@ Big-chain trade accounts never get an invoice without their PO number on it.")
fact("2026-06-18", "15:05:25", "fact", ["priya", "tooling"],
     "@R9b@ Priya edits in VS Code with the Python and Django extensions.")
fact("2026-06-24", "12:52:38", "decision", ["trade", "pricing"],
     "@F6b@ Trade orders over £1,000 ex VAT get 55% off RRP instead of the usual 50%.")
fact("2026-06-30", "09:59:51", "fact", ["shows", "payments"],
     "@D7b@ Show sales are taken on Stripe Terminal (a WisePOS E reader).")
fact("2026-07-02", "14:17:03", "decision", ["webshop", "catalogue"],
     "@N10b@ We don't sell undyed yarn online — naturals are trade-only.")
fact("2026-07-08", "11:23:16", "fact", ["tradedesk", "trade-accounts"],
     "@S5b@ Harriet no longer approves trade accounts — Kasia took that over in July.")
fact("2026-07-14", "16:40:29", "fact", ["webshop", "refunds"],
     "@NS6a@ Refunds never go to a different card from the one used to pay.")
fact("2026-07-21", "10:47:42", "fact", ["labelprint", "go"],
     "@V4b@ labelprint is pinned to Go 1.23 in `go.mod`; Owen builds it with the golang:1.23 image.")
fact("2026-07-29", "13:34:55", "fact", ["labelprint", "network"],
     "@A1b@ labelprint listens on port 8088.")
fact("2026-08-05", "15:16:07", "preference", ["skein", "django"],
     "@N6b@ New skein views should be class-based (generic CBVs), per Priya.")
fact("2026-08-12", "09:03:20", "fact", ["skein", "redis"],
     "@A3b@ skein's Redis is on localhost port 6379, database 1.")
fact("2026-08-20", "12:29:33", "fact", ["millboard", "database", "migration"],
     "@S1b@ millboard was migrated from SQLite to Postgres 16 on mill-nuc (cut over on 18 Aug).")
fact("2026-08-29", "16:54:46", "fact", ["pocklington", "shop", "hours"],
     "@V8b@ The Pocklington shop shuts at 5pm on Saturdays.")
fact("2026-09-08", "10:41:58", "fact", ["marketplaces", "seconds"],
     "@N4b@ Seconds and end-of-line yarn are listed on Etsy under the shop name GarrowbySeconds.")
fact("2026-09-11", "14:08:11", "fact", ["stock", "millboard", "skein"],
     "@S9b@ The hourly stock cron on mill-nuc has been replaced by a webhook push from millboard to skein (9 Sept).")
fact("2026-09-14", "11:35:24", "fact", ["skein", "database"],
     "@V1b@ skein's prod `DATABASE_URL` is `postgres://skein_app@10.20.0.4:5432/skein` (checked on skein-prod-1 today).")
fact("2026-09-22", "15:22:37", "fact", ["seconds", "pricing"],
     "@NS9a@ Seconds yarn is never sold at full price.")
fact("2026-09-30", "13:49:50", "fact", ["skein", "search"],
     "@S7b@ Dropped Algolia: skein search is Postgres full-text (`SearchVector`) since the September release.")
fact("2026-10-06", "10:16:02", "fact", ["dyehouse", "dye-lots"],
     "@V7b@ Dan confirmed a standard dye lot is 20 kg — one full load of the Longclose vessel.")
fact("2026-10-09", "16:43:15", "fact", ["skein", "deploy"],
     "@NS1b@ We deploy skein on Fridays most weeks, usually before lunch.")
fact("2026-10-13", "12:10:28", "fact", ["tradedesk", "webhooks"],
     "@O3a@ tradedesk retries failed webhook deliveries to a shop's EPOS up to 5 times.")
fact("2026-10-20", "09:37:41", "fact", ["pricing", "aran"],
     "@D6b@ Aran RRP is £11 per 100 g skein.")
fact("2026-10-27", "14:04:54", "fact", ["finance", "accounts"],
     "@R10b@ Hebden & Co keep Garrowby's books in Sage 50.")
fact("2026-11-03", "11:31:06", "fact", ["catalogue", "advent"],
     "@F3b@ Advent calendar minis are 20 g skeins, the one exception to our 100 g standard.")
fact("2026-11-10", "15:58:19", "fact", ["tradedesk", "git"],
     "@NS10b@ We merge to main on tradedesk several times a day.")

# no labelled claim (distractors and noise)
fact("2026-01-19", "13:20:33", "fact", ["tradedesk", "database"],
     "tradedesk's Postgres listens on the default 5432 inside its private network.")
fact("2026-02-02", "10:08:46", "fact", ["mill", "shop", "hours"],
     "The Garrowby mill shop opens on the first Saturday of the month, 10:00 to 15:00.")
fact("2026-02-19", "14:55:59", "fact", ["mill", "water"],
     "The mill's water comes from the borehole; scouring uses about 2,000 litres a day.")
fact("2026-03-06", "09:12:11", "fact", ["dyehouse", "hours"],
     "The dyehouse works 8–4, Monday to Thursday.")
fact("2026-04-21", "16:29:24", "preference", ["labelprint", "tooling"],
     "Owen does his labelprint edits in GoLand.")
fact("2026-04-30", "11:46:37", "fact", ["pocklington", "warehouse"],
     "The Pocklington warehouse has 14 bays; bays 1–4 are for trade picks.")
fact("2026-05-01", "13:03:50", "fact", ["tradedesk", "imports"],
     "tradedesk price-list CSV imports are capped at 2 MB.")
fact("2026-05-28", "10:21:02", "preference", ["millboard", "grafana"],
     "Tom's favourite Grafana panel is yards-per-hour per spindle; don't rename it.")
fact("2026-06-11", "15:38:15", "fact", ["newsletter", "marketing"],
     "The newsletter list is about 4,200 subscribers.")
fact("2026-06-26", "12:55:28", "fact", ["hetzner", "billing"],
     "Hetzner invoices go to Owen's ops@ address.")
fact("2026-07-07", "09:42:41", "fact", ["mill", "scouring", "wensleydale"],
     "Wensleydale locks are scoured at 55°C with a longer soak.")
fact("2026-07-24", "14:59:54", "decision", ["pricing", "dk"],
     "DK RRP stays at £10 per 100 g for 2027.")
fact("2026-08-01", "11:17:06", "decision", ["webshop", "shipping"],
     "Express delivery (Royal Mail Tracked 24) costs £5.95 on the webshop.")
fact("2026-08-26", "16:34:19", "fact", ["skein", "kits"],
     "Pattern PDFs attached to kits are limited to 20 MB each.")
fact("2026-09-03", "10:51:32", "fact", ["trade", "stockists"],
     "Kasia visits the two Irish stockists every spring.")
fact("2026-09-17", "13:08:45", "fact", ["skein", "gunicorn"],
     "skein-prod-1 runs gunicorn with 4 workers; we only bump it to 6 for sale days.")
fact("2026-10-02", "15:25:58", "fact", ["shows", "yarndale"],
     "Our Yarndale 2026 stand was F21 in the auction mart.")
fact("2026-10-23", "09:43:10", "fact", ["mill", "fleece"],
     "We bought 3.2 tonnes of fleece at the July wool sale.")
fact("2026-11-05", "14:00:23", "preference", ["agent", "reporting"],
     "Harriet wants a weekly summary of agent work on Fridays: bullet points, no jargon.")
fact("2026-11-17", "11:17:36", "fact", ["tradedesk", "api"],
     "tradedesk's `/api/v2` uses bearer tokens issued per shop.")
fact("2026-11-20", "16:34:49", "fact", ["millboard", "floor"],
     "The floor iPads are charged overnight in the mill office.")
fact("2026-11-24", "10:52:01", "fact", ["advent", "webshop"],
     "Advent calendar orders close on 1 December.")


# ---------------------------------------------------------------------------
# MEMORY.md index (hooks carry no slot values)
# ---------------------------------------------------------------------------

FILES["MEMORY.md"] = """# Memory Index

## User
- [Priya](user_priya.md) — contract dev, working days, tooling and answer style
- [Harriet](user_harriet.md) — owner/MD, non-technical, signs off prices and policy

## Feedback
- [Git workflow](feedback_git_workflow.md) — branch naming, what may be pushed where, merge style per repo
- [skein migrations](feedback_migrations.md) — who applies schema migrations and how to flag them
- [Django views](feedback_django_views.md) — view style and where business logic goes
- [Friday deploys](feedback_deploy_fridays.md) — when a Friday release is allowed
- [Secrets](feedback_secrets.md) — where secrets live and how to reference them
- [Customer data](feedback_customer_data.md) — what personal data the webshop keeps, export rules
- [Code review](feedback_code_review.md) — review etiquette and who must approve what
- [Prod access](feedback_prod_access.md) — what's OK to do on the production box
- [Reply style](feedback_reply_style.md) — tone for Priya vs Harriet
- [Commit messages](feedback_commit_messages.md) — subject format and scope prefixes
- [Testing](feedback_testing.md) — test tooling and what not to mock

## Project
- [skein overview](project_skein_overview.md) — the webshop: stack, services, ops settings
- [tradedesk overview](project_tradedesk_overview.md) — the trade portal: stack, hosting, integrations
- [millboard overview](project_millboard_overview.md) — mill floor tracker: stack, storage, access
- [labelprint](project_labelprint.md) — label service at the packing bench, printers, who to call
- [Trade terms](project_trade_terms.md) — discounts, minimums and credit for stockists
- [Shipping](project_shipping.md) — carriers, cutoffs, free-shipping exceptions
- [Webshop catalogue](project_webshop_catalogue.md) — product model and what we sell online
- [Returns policy](project_returns_policy.md) — what can come back and who pays postage
- [Marketplaces](project_marketplaces.md) — third-party channels we use or declined
- [Stock sync](project_stock_sync.md) — how finished stock reaches the webshop
- [International orders](project_international.md) — selling outside the UK
- [Email campaigns](project_email_campaigns.md) — newsletter and automated customer emails
- [skein staging](project_staging.md) — where staging lives and how it's fed
- [Woolfest](project_woolfest_2026.md) — show stand plans and card payments at shows
- [Trade accounts](project_trade_accounts.md) — opening stockist accounts, how they order
- [Roadmap 2027](project_roadmap_2027.md) — parked ideas, nothing committed

## Reference
- [Infrastructure](reference_infrastructure.md) — hosts, sizes, domains, access
- [People](reference_people.md) — who's who and who to ask
- [Dyehouse](reference_dyehouse.md) — lot numbering, bath rules, records
- [Backups](reference_backups.md) — what's backed up, where, retention
- [Mill floor](reference_mill_floor.md) — machines, settings, stocktakes
- [Tailscale](reference_tailscale.md) — tailnet members and admin
- [Pocklington shop](reference_shop_pocklington.md) — opening hours, till, seconds
- [Accounts & finance](reference_accounts.md) — books, bank, payroll, VAT
- [Gift cards](reference_gift_cards.md) — where gift cards are sold and redeemed
- [Glossary](reference_glossary.md) — mill and yarn jargon
"""
