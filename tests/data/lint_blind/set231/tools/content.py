"""File bodies for the set231 store (Foxglove Books & the Reading Room café).

Layout of the big strings below:
  '=== <path>'  starts a literal file (root memories, MEMORY.md, auto/ notes); the text that
                follows (frontmatter included) is the file as written.
  '=== FACT <iso-utc> <category> <hex4> <confidence> <tag,tag,...>' starts a remnic fact; build.py
                derives the path facts/<date>/<category>-<epoch_ms>-<hex4>.md and the frontmatter.
A body line starting '@ID@ ' marks a labelled claim; the marker is stripped on build.
"""

# root memories whose `description` carries an unquoted ': ' on purpose (not strict YAML)
FLAT = {
    "reference_stock_ordering.md",
    "reference_gardners_ordering.md",
    "project_shop_hours.md",
    "feedback_refunds.md",
    "reference_env_vars.md",
}

ROOT = r'''
=== MEMORY.md
# Memory Index

## User
- [Maggie (owner)](user_maggie.md) — who Maggie is, how she reads things, when she's around
- [Tom (freelance dev)](user_tom.md) — Tom's days, what he owns, what he reviews

## Feedback
- [Git workflow](feedback_git_workflow.md) — merge styles per repo and pushing to main
- [Deploys](feedback_deploys.md) — how each app gets deployed and the event-night rule
- [Migrations](feedback_migrations.md) — when shelfwise migrations may run and what to do first
- [Refunds](feedback_refunds.md) — web and till refund rules
- [Signed copies](feedback_signed_copies.md) — returns and web listing rules for signed stock
- [Customer data](feedback_customer_data.md) — what member data may and may not be shared
- [Staff discount](feedback_staff_discount.md) — staff discount rules
- [Testing](feedback_testing.md) — how to test each app before prod
- [Eventdesk admin](feedback_eventdesk_admin.md) — logging into the events admin, test events
- [Agent permissions](feedback_agent_permissions.md) — what the agent may and may not touch
- [Communication style](feedback_communication_style.md) — how to write to Maggie and Priya

## Project
- [Shop hours](project_shop_hours.md) — opening hours table for both shops and the café
- [Café](project_cafe.md) — the Reading Room: seating, payments, suppliers
- [Events policy](project_events_policy.md) — the Loft, tickets, refunds, door rules
- [Loyalty rules](project_loyalty_rules.md) — stamps and vouchers as told to customers
- [Web shop](project_web_shop.md) — delivery, gift options and pre-orders on the web shop
- [Holt branch](project_holt_branch.md) — the second shop: staff, stock, quirks
- [Gift cards](project_gift_cards.md) — our gift cards vs National Book Tokens
- [Newsletter](project_newsletter.md) — who writes it and how people sign up
- [Book club](project_book_club.md) — when it meets and member perks
- [Stocktake](project_stocktake.md) — annual count procedure
- [Reporting](project_reporting.md) — where the sales numbers come from
- [Wallet passes](project_wallet_passes.md) — Apple/Google wallet pass ownership and design
- [Christmas 2026](project_christmas_2026.md) — seasonal plan: posting dates, temps, events
- [Roadmap](project_roadmap.md) — what's next per app

## Reference
- [Shelfwise overview](reference_shelfwise.md) — stack, settings and jobs of the stock app
- [Inkpass overview](reference_inkpass.md) — the loyalty app's stack and hosting
- [Eventdesk overview](reference_eventdesk.md) — ticketing app stack and checkout rules
- [orderbridge overview](reference_orderbridge.md) — Shopify-to-Shelfwise worker and dispatch
- [Infrastructure](reference_infrastructure.md) — server, DNS, VPN, backups, monitoring
- [Stock ordering](reference_stock_ordering.md) — suppliers, cutoffs, weekday ordering
- [Gardners ordering](reference_gardners_ordering.md) — how the order reaches Gardners and bounces
- [People](reference_people.md) — who does what
- [Supplier contacts](reference_suppliers_contacts.md) — reps, accounts, service contacts
- [Env vars](reference_env_vars.md) — example env files per app

=== user_maggie.md
---
name: maggie-profile
description: Who Maggie is and how she likes to work with the agent
type: user
---

Maggie Thorne owns the shop (Magdalen St since 2014, Holt since autumn 2025). She isn't a developer but she reads diffs and asks good questions.

- Wants the answer first, then the detail.
- British spelling in anything customer-facing ("colour", "cancelled").
- Signs off anything that costs money, even small SaaS plans.
- Mon–Wed at Magdalen St, Thursdays at Holt, so Thursday replies can be slow.

=== user_tom.md
---
name: tom-profile
description: Tom, the freelance developer — when he works and what he cares about
type: user
---

Tom Nowak, freelance developer, two days a week (Tue + Thu), works remotely from Leeds.

- Wrote shelfwise v1 (2024) and most of inkpass; reviews anything that touches migrations or money.
- Likes small PRs with a clear description. Hates drive-by reformatting ("don't run black over files you didn't change").
- Away 21 Dec – 4 Jan; nothing risky gets merged while he's off.

=== feedback_git_workflow.md
---
name: git-workflow
description: How Maggie and Tom want branches, merges and pushes done across the repos
type: feedback
---

@r9a@ Merge strategy for shelfwise: rebase and merge, keeping the individual commits.
**Why:** Tom bisects a lot and likes small commits on main.
**How to apply:** use "Rebase and merge" on GitHub for shelfwise PRs; tidy the commits (fixups squashed locally) before asking for review.

@n1a@ On inkpass we never squash; the changelog is generated from the commit messages.
**How to apply:** write conventional-commit messages on inkpass branches (`feat:`, `fix:`, `chore:`).

@n10b@ Never push directly to eventdesk `main`, even for one-liners; open a PR so Vercel builds a preview.
**Why:** Priya checks copy changes on the preview link before they go live.

@ns9a@ Don't push to shelfwise main without a green CI run.
**Why:** a broken main blocked the morning reorder draft once (April).

Branch names: `<initials>/<short-topic>`, e.g. `ag/holt-transfer-fix` for the agent.

=== feedback_deploys.md
---
name: deploys
description: How each app gets deployed, plus the event-night rule for eventdesk
type: feedback
---

@f4a@ Deploy Shelfwise with `make deploy` from an up-to-date main.
**Why:** it runs the checks, collects static, restarts gunicorn and the workers in the right order.

@ns1a@ Never deploy eventdesk on an event night without exporting the door list first.
**Why:** the June deploy broke the door-list page mid-event and Priya had nothing on paper.
**How to apply:** Admin → Events → Export CSV, save it to the Events drive folder, then deploy.

- orderbridge deploys are just `git pull && sudo systemctl restart orderbridge.timer` on the box.

```bash
# shelfwise, from a clean checkout of main
make deploy            # ssh fox-app-1, pull, migrate --check, restart
make deploy-logs       # tail gunicorn + worker logs for 2 min
```

=== feedback_migrations.md
---
name: migrations
description: Shelfwise database migrations — when they may run and the safety steps
type: feedback
---

@n5a@ Don't run Shelfwise migrations during trading hours; do them after close or before opening.
**Why:** a lock on `stock_stockitem` froze the tills' ISBN lookup for ten minutes in February.
**How to apply:** if a PR has a migration, say so in the title and schedule the deploy for the evening.

Always take a fresh `pg_dump` before a migration that drops or renames a column.
Data migrations go in their own PR, separate from schema changes.

=== feedback_refunds.md
---
name: refunds
description: Refund rules: web orders, till refunds, card vs cash
type: feedback
---

@ns2a@ Never issue a web refund without the Shopify order number.
**Why:** we refunded the wrong Jane Smith in March.

@ns10a@ Never give cash refunds for card payments; the money goes back to the card.
**How to apply:** if the customer no longer has the card, issue a gift card for the amount instead.

Event refunds are their own thing, see project_events_policy.md.

=== feedback_signed_copies.md
---
name: signed-copies
description: Rules for signed stock — returns, web listings, where it lives
type: feedback
---

@n6a@ Signed copies are non-returnable unless they arrive damaged.
@ns8a@ Signed stock never goes on the web shop until Hattie has checked the signature sticker.
**Why:** we listed unsigned copies as signed twice in 2025 and it was embarrassing.
**How to apply:** in Shelfwise, set `signed_checked` on the stock item; the Shopify sync skips anything without it.

- Signed copies are shelved behind the counter at Magdalen St, not on the tables.

=== feedback_customer_data.md
---
name: customer-data
description: What customer and member data may be shared between our systems
type: feedback
---

@n8a@ Never share Inkpass member emails with the newsletter list; people
signed up for stamps, not marketing, and the consent wording says exactly that.
**Why:** ICO guidance, and it's Maggie's own rule.
**How to apply:** if anyone asks to "just import them", don't; point them to this note.

- Shelfwise customer records (specials) are deleted 12 months after the last order.
- Eventdesk keeps buyer names for the door list; they're purged 90 days after the event.

=== feedback_staff_discount.md
---
name: staff-discount
description: Staff discount rules for shop and café
type: feedback
---

@f7a@ Staff discount is 25% on books.
- 50% off café food and drink while on shift.
- Family and friends don't get it; this came up last Christmas.
**How to apply:** use the STAFF key on the till, never a manual price override.

=== feedback_testing.md
---
name: testing
description: How to test each app before anything reaches customers
type: feedback
---

@s3a@ Test wallet-pass changes on `staging.inkpass.foxglovebooks.co.uk` before they go to prod.
**Why:** a broken pass can't be fixed on people's phones until they re-add it.

For shelfwise: `pytest -x` locally, factories in `tests/factories.py`; never fixtures that hit Nielsen.
For eventdesk: Playwright for the checkout, with Stripe test-mode keys.
**How to apply:** mention in the PR which of these you ran.

=== feedback_eventdesk_admin.md
---
name: eventdesk-admin
description: Getting into the Eventdesk admin and what not to do there
type: feedback
---

@s6a@ Eventdesk admin: log in with the shared `events@` account (password in the 1Password "Events" vault).
- Don't create test events in prod; make a draft and delete it afterwards.
- Comps: use a 100% coupon, never edit orders in the database.

=== feedback_agent_permissions.md
---
name: agent-permissions
description: What the agent may and may not do on its own
type: feedback
---

The agent can open PRs on all four repos but doesn't merge its own PRs.
**Why:** Maggie wants a human to press the merge button.

The agent may read prod numbers through Metabase; never run `psql` against prod on the box.
Never change Shopify prices or shipping rates directly; propose them to Sam.
Secrets come from 1Password via `op run`; never paste them into chat or commit them.

=== feedback_communication_style.md
---
name: communication-style
description: How to write updates for Maggie and the non-technical staff
type: feedback
---

Keep messages to Maggie short: what changed, what she needs to do, nothing else.
**Why:** she reads them on her phone between customers.
**How to apply:** bullet points, no code unless asked, link the PR.

When talking to Priya about Eventdesk, skip jargon like "webhook"; say "the payment confirmation".

=== project_shop_hours.md
---
name: shop-hours
description: Opening hours: both shops and the café, plus who opens up
type: project
---

# Opening hours

| Site | Days | Hours |
|---|---|---|
@v10a@ | Magdalen St shop | Mon–Sat | 09:00–17:30 |
| Magdalen St shop | Sun | 11:00–16:00 |
@f2a@ | Reading Room café | Mon–Sat | 08:30–16:30 |
| Reading Room café | Sun | 10:00–15:30 |
@f10a@ | Holt | Tue–Sat | 09:30–17:00 |

- Whoever opens does the float count and switches the café machine on (it needs 20 min to heat).
- Bank holidays: Sunday hours at Magdalen St; Holt stays shut.

=== project_cafe.md
---
name: cafe
description: The Reading Room café — seating, payments, suppliers, who runs it
type: project
---

Owen Bell runs the café (the Reading Room, back of the Magdalen St shop).

@o4a@ - 32 covers inside, plus 8 on the yard tables in summer.
@r8a@ - Card payments: two SumUp Solo readers at the counter, separate from the shop tills.
@s4a@ - Beans: Strangers Coffee house blend, delivered Tuesdays.
- Milk from Northfield Dairy; order by Thursday 17:00 for Monday delivery.
- Cakes come from Owen's sister's bakery in Wymondham, Tue/Fri/Sat.
- Food hygiene rating 5 (inspected March 2026).

=== project_events_policy.md
---
name: events-policy
description: Author events — the room, tickets, refunds and door rules
type: project
---

Priya Raman runs the events programme, roughly 6–8 events a month.

@v7a@ - The Loft seats 60 theatre-style (40 if we do cabaret tables).
@d7b@ - Advance tickets are sold through Eventdesk (tickets.foxglovebooks.co.uk).
@f8a@ - Every ticket includes £5 off the featured book.
@n3a@ - Tickets are non-transferable; names are checked against the door list.
@f5a@ - Refunds on request up to 48h before the start; inside 48h, no refund.
@r6a@ - Priya processes event refunds herself in the Eventdesk admin.
@ns7a@ - Never sell door tickets for a sold-out event (the numbers are fixed).
- Bigger names go to St Andrew's Hall: we sell the books there, the hall runs its own ticketing.

=== project_loyalty_rules.md
---
name: loyalty-rules
description: How the loyalty scheme works for customers — stamps, vouchers, exclusions
type: project
---

Rules as agreed by Maggie and Owen (this is what staff tell customers):

@v4a@ - Book card: one stamp per £10 spent; a full card of 10 stamps gives a £10 voucher.
@ns3b@ - Café card: every hot drink earns a stamp; 9 stamps and the 10th drink is free.
@f9a@ - Vouchers are valid for 6 months from issue.
@n4a@ - No stamps on sale-table books (anything with a yellow sticker).
- Gift card purchases don't earn stamps either.
- Event tickets don't earn stamps; books bought at the event do.

=== project_web_shop.md
---
name: web-shop
description: Web shop rules — delivery, gift options, pre-orders, packing
type: project
---

Shopify store at foxglovebooks.co.uk/shop. Sam Okafor handles web orders and dispatch.

@v8a@ - Free UK delivery on web orders over £30.
- Below that it's £3.50 flat in the UK; international is £12 flat, Europe only.
@n2b@ - Gift wrapping is available on web orders, £2.50 per item.
@n9a@ - Gift cards can be redeemed at checkout on the web shop.
@a10a@ - Pre-orders are charged when the book ships, not when it's ordered.
@d6b@ - Web orders are packed in the Magdalen St back room.
- Click & collect at either shop, free.

=== project_holt_branch.md
---
name: holt-branch
description: The Holt shop — staff, stock, quirks
type: project
---

Opened October 2025. Books only, no café; small events now and then (max 25 standing).

@a9a@ - Lena Fischer runs the shop day to day; Maggie is there Thursdays.
@s9a@ - Holt stock lives in its own Shelfwise instance (`holt.shelfwise.foxglovebooks.co.uk`), so transfers are manual.
- One till (Worldpay terminal, same model as Magdalen St).
- Broadband is flaky; the till falls back to 4G on the Vodafone dongle.

=== project_gift_cards.md
---
name: gift-cards
description: Our own gift cards vs National Book Tokens
type: project
---

We sell our own gift cards (printed card with a code) as well as National Book Tokens.

@a2a@ Gift cards are valid for 24 months from purchase.
- National Book Tokens are a separate thing: redeem them in the NBT terminal app; they don't expire.
- Balance check: scan the card at any till.

=== project_newsletter.md
---
name: newsletter
description: The weekly newsletter — who writes it and how people sign up
type: project
---

- Weekly, sent from Buttondown; Priya writes it, Maggie reads it over first.
- About 2,900 subscribers (Nov 2026).
- Sign-up: the form on the website and a clipboard at the till.
- The events digest is a separate list, see the facts.

=== project_book_club.md
---
name: book-club
description: The shop book club — when it meets and what members get
type: project
---

@d8b@ - Meets on the last Wednesday of the month, 19:00, in the Loft.
@ns5b@ - Book club members get 10% off new hardbacks.
- The book is picked two months ahead; Hattie orders 15 copies.
- The pick is announced in the newsletter.

=== project_stocktake.md
---
name: stocktake
description: The annual stocktake — when and how
type: project
---

Annual stocktake: second week of January, both shops.

@s2a@ - Scan with the Zebra TC21 handhelds running ScanStock, then import the CSV into Shelfwise.
- Magdalen St closes an hour early on the Friday of stocktake week.
- Holt counts on the Monday, when it's closed anyway.

=== project_reporting.md
---
name: reporting
description: Where the weekly sales numbers come from
type: project
---

@s7a@ - The Monday sales report is emailed to Maggie and Hattie by the `sales_report.py` cron on fox-app-1.
- Café takings are reconciled separately by Owen.
- Year-end figures go to Brindle & Co (the accountants) in May.

=== project_wallet_passes.md
---
name: wallet-passes
description: Apple/Google Wallet passes for Inkpass — who owns what, how they look
type: project
---

@d10b@ - The pass signing certificate is under the Foxglove Books Ltd Apple developer account; it expires every September.
- Google Wallet passes use the issuer account on Maggie's Workspace login (TODO: move to a service account).
- Pass design: dark green, logo top left, stamps shown as a strip image.

=== project_christmas_2026.md
---
name: christmas-2026
description: Christmas 2026 plan — posting dates, temps, events
type: project
---

- Last UK posting date for web orders: 18 December.
- Four Christmas events in the Loft; the 10 Dec one is the big one.
- Two Saturday temps from 28 Nov; Sam trains them on dispatch.
- In-store gift wrap station by the door from 1 Dec.

=== project_roadmap.md
---
name: roadmap
description: What's planned next for each app
type: project
---

- orderbridge: basic CI in Q1 2027 (there is none yet).
- Inkpass: Google Wallet parity with Apple (stamps strip image).
- Eventdesk: season passes for the autumn festival, maybe.
- Shelfwise: returns-to-publisher workflow (currently a spreadsheet Hattie keeps).

=== reference_shelfwise.md
---
name: shelfwise-overview
description: What Shelfwise is (stock + ordering app), its stack, settings and jobs
type: reference
---

# Shelfwise

Our in-house stock and ordering app. Tom wrote v1 in 2024; the agent does most of the small changes now.
Repo `foxglove-books/shelfwise` (private). Prod: https://shelfwise.foxglovebooks.co.uk

## Stack
@o10a@ - Python 3.12 (pyenv on the box)
@v6a@ - Framework: Django 5.1 + DRF for the small internal API
@v1a@ - DB: Postgres 16 on `fox-app-1:5433`, database `shelfwise`, role `shelfwise_app`
@o1a@ - Redis: `fox-app-1:6379`, db 0 (cache + task broker)
@r10a@ - Background jobs: Celery workers (`celery -A shelfwise worker -l info`), beat for the schedules
- Frontend: Django templates + htmx, no SPA. Please keep it that way.
@r1a@ - CI: GitHub Actions (`.github/workflows/ci.yml`), pytest + ruff on every PR

## Limits / settings worth knowing
@a7a@ - Cover image and invoice PDF uploads are capped at 5 MB.
@a8a@ - Staff sessions last 8 hours (one shift), then you log in again.
- Stock list pages are 50 rows; the till lookup API returns at most 20 hits.
- ISBN lookups hit Nielsen first, then fall back to Open Library.

## Jobs
@a3a@ The nightly reorder job (`reorder_from_sales`) runs at 04:30 and
raises Gardners lines for anything below its min stock level. Hattie reviews the draft
before it goes (see reference_stock_ordering.md).

- `push_stock` sends stock levels to Shopify every hour, on the hour.
- `import_gardners_feed` pulls the Gardners availability file at 06:00.

## Models (rough)
- `Title` (ISBN-13 is the PK, don't change that), `StockItem`, `SupplierOrder`, `OrderLine`, `Customer`.
- Customer orders ("specials") are `OrderLine`s with a `customer` FK, not a separate table.

=== reference_inkpass.md
---
name: inkpass-overview
description: Inkpass loyalty app — stack, hosting, tooling, how stamps get added
type: reference
---

# Inkpass (loyalty)

Customers add a pass to Apple/Google Wallet or use the web app; staff scan the pass QR at the till.

- Stack: Node 20 + Fastify, Postgres (database `inkpass`), small Preact front end.
@r4a@ - Hosting: Docker container on fox-app-1 behind Caddy, at `loyalty.foxglovebooks.co.uk`.
@o3a@ - Package manager: npm; `package-lock.json` is committed and CI uses `npm ci`.
- CI: GitHub Actions (lint + vitest).
@s10a@ - Notifications: OneSignal sends the "you've earned a voucher" push to the web app.
- Stamps are worked out from the eligible total the till sends over.
- Admin UI at `/admin`; Maggie and Owen have accounts.
- Public API rate limit: 60 requests/min per IP.

=== reference_eventdesk.md
---
name: eventdesk-overview
description: Eventdesk ticketing app for author events — stack, checkout, limits
type: reference
---

# Eventdesk

Ticketing for the author events (the Loft plus the odd off-site one). Public site: tickets.foxglovebooks.co.uk.

## Stack
@d2b@ - Next.js 14 (app router), deployed on Vercel, project `eventdesk`
@r7a@ - DB: Neon Postgres (eu-west-2) via Prisma
@r5a@ - pnpm only. Don't commit a `package-lock.json` or `yarn.lock`.
@r3a@ - Errors → Sentry, project `eventdesk` (alerts to the #dev channel)
- Ticket confirmation emails go out through Resend, with an `.ics` attached.
- Payments: Stripe Checkout (hosted page); webhook at `/api/stripe/webhook`.

## Checkout
@v3a@ - A seat is held for 15 minutes while the buyer is on Stripe Checkout; after that it goes back on sale.
@o1b@ - Seat-hold locks live in Upstash Redis (`eu1-calm-fox-31234.upstash.io:6379`).
@o5a@ - The Stripe webhook handler retries failed processing up to 5 times (exponential backoff), then posts to #dev.
@a6a@ - Max 8 tickets per order.
@a1a@ - Booking fee: 50p per ticket, shown on the checkout page.
- Waitlist: when a seat frees up, the next person gets an offer email that's valid for 48 hours.

=== reference_orderbridge.md
---
name: orderbridge-overview
description: orderbridge — the worker that moves Shopify web orders into Shelfwise and handles dispatch
type: reference
---

# orderbridge

Small Python worker. Shopify is the web shop, Shelfwise is where stock lives; orderbridge glues them.

@o10b@ - Python 3.11, runs as a systemd timer on fox-app-1 (`orderbridge.timer`)
@v9a@ - Polls the Shopify Admin API for new orders every 5 minutes.
- Creates one `OrderLine` in Shelfwise per item and reserves the stock.
@r2a@ - Dispatch ("your order is on its way") emails go through Postmark, server `orderbridge-prod`.
@a5a@ - Shipping labels: Royal Mail Click & Drop, pushed via their API.
@f1a@ - Default service is Royal Mail Tracked 48.
- Repo `foxglove-books/orderbridge`; no CI yet, run `pytest` locally before pushing.

=== reference_infrastructure.md
---
name: infrastructure
description: Servers, DNS, VPN, backups, monitoring — the boring bits
type: reference
---

# Infrastructure

- `fox-app-1`: Hetzner CX32 (Falkenstein), Ubuntu 24.04. Shelfwise, orderbridge and Metabase run here, among others.
- SSH only over WireGuard (`wg0`, 10.8.0.0/24); Tom's laptop and the agent's deploy key are the peers.
@a4a@ - DNS: Cloudflare (zone `foxglovebooks.co.uk`), proxied except the mail records.
- Staff email: Google Workspace (`@foxglovebooks.co.uk`).
@v5a@ - Backups: nightly `pg_dump` of the fox-app-1 cluster to Backblaze B2, kept 30 days.
- Metabase: `fox-app-1:3000`, behind Caddy at `stats.foxglovebooks.co.uk`.
- Uptime: UptimeRobot pings the shop site, Shelfwise and the tickets site every 5 min.

```ini
# /etc/wireguard/wg0.conf on Tom's laptop (trimmed)
[Interface]
Address = 10.8.0.2/24
[Peer]
Endpoint = fox-app-1.foxglovebooks.co.uk:51820
AllowedIPs = 10.8.0.0/24
```

=== reference_stock_ordering.md
---
name: stock-ordering
description: Suppliers and cutoffs: who we order from, when, and who signs it off
type: reference
---

# Stock ordering

| Supplier | Cutoff | Delivery | Notes |
|---|---|---|---|
@v2a@ | Gardners | 15:00 | next working day | bulk of frontlist + backlist |
| Bounce (indie publishers) | — | via rep visits | Hattie sees the rep monthly |
| Macmillan direct | 11:00 | 3 working days | only for big event orders |

@f6a@ - Gardners orders go in every weekday (Mon–Fri); Hattie reviews the Shelfwise draft first.
- Customer specials go on the same Gardners order, flagged `SPECIAL` so they're boxed separately.
- Holt's books come in on the Magdalen St delivery and go over in the van on Wednesdays.

=== reference_gardners_ordering.md
---
name: gardners-ordering
description: Gardners account details: how the order gets to them and what to do when it bounces
type: reference
---

Account: 4471-FOX (Magdalen St). Rep contact is in reference_suppliers_contacts.md.

@s8a@ Every weekday Shelfwise uploads the day's Gardners order file over FTP
(`ftp.gardners.com`, credentials in 1Password "Suppliers") once Hattie has approved the draft.

If an order bounces, Gardners emails an `.ERR` file to orders@; re-send from Shelfwise → Supplier orders → Resend.
- The availability feed (their warehouse stock levels) is a separate download, see reference_shelfwise.md.

=== reference_people.md
---
name: people
description: Who does what at the shop
type: reference
---

- Maggie Thorne — owner; signs off anything that costs money.
- Tom Nowak — freelance dev (Tue + Thu); owns the shelfwise and inkpass code.
- Priya Raman — events & marketing; writes the newsletter.
- Owen Bell — café manager.
- Hattie Greer — head buyer; owns Gardners ordering and the min stock levels.
- Sam Okafor — web orders and dispatch, Saturdays on the shop floor.
@a9b@ - Lena Fischer — runs the Holt branch.

=== reference_suppliers_contacts.md
---
name: supplier-contacts
description: Reps, account numbers and service contacts
type: reference
---

- Gardners: account 4471-FOX; customer services through the web portal chat; rep visits quarterly.
- Bounce Sales: rep (Claire) visits monthly, usually a Tuesday.
- Northfield Dairy: order line open until Thursday 17:00.
- Worldpay: merchant ID and login in 1Password "Finance".
- Catering Care: café dishwasher service contract, every 6 months.
- Brindle & Co: accountants, Julia Brindle.

=== reference_env_vars.md
---
name: env-vars
description: Env files: what each app expects and where the real values live
type: reference
---

Real values live in 1Password ("Dev" vault, one item per app). Eventdesk's env lives in Vercel, not here.

```dotenv
# shelfwise/.env.example
DJANGO_SETTINGS_MODULE=shelfwise.settings.prod
DATABASE_URL=postgres://shelfwise_app:CHANGE_ME@localhost/shelfwise
REDIS_URL=redis://localhost:6379/0
NIELSEN_API_KEY=
SHOPIFY_ACCESS_TOKEN=
```

```dotenv
# inkpass/.env.example
PORT=8080
DATABASE_URL=postgres://inkpass:CHANGE_ME@localhost/inkpass
PASS_TYPE_ID=pass.uk.co.foxglovebooks.loyalty
```

- Never commit a real `.env`; the pre-commit hook blocks it.
'''

FACTS = r'''
=== FACT 2026-01-06T09:12:00 fact 3e1a 0.88 gardners,stocktake,ordering
@f6b@ We skip the Gardners order on the Friday of stocktake week (second week of January).

=== FACT 2026-01-12T14:03:00 fact 9b07 0.9 inkpass,api
Inkpass rate-limits its public API at 60 requests per minute per IP.

=== FACT 2026-01-14T11:40:00 fact c2d4 0.86 gardners,christmas,ordering
@d1a@ During the 2025 Christmas rush we placed the Gardners order twice a day.

=== FACT 2026-01-20T16:25:00 fact 51fe 0.84 inkpass,vouchers,beta
@d5a@ In the 2025 staff beta, Inkpass vouchers expired after 3 months.

=== FACT 2026-01-27T10:05:00 fact a9c3 0.95 holt,people
Lena Fischer is the Holt branch lead.

=== FACT 2026-02-03T18:44:00 fact 0d6e 0.83 book-club,events
@d8a@ In 2025 the book club met on the first Tuesday of the month.

=== FACT 2026-02-06T12:30:00 fact 7e42 0.93 dns,cloudflare,infra
@a4b@ The foxglovebooks.co.uk DNS zone is hosted on Cloudflare.

=== FACT 2026-02-11T15:18:00 fact e8b1 0.9 gardners,ordering,cutoff
@v2b@ Gardners' cutoff for next-day delivery is 14:30; anything later goes out the day after.

=== FACT 2026-02-13T10:50:00 preference 4c19 0.88 inkpass,cafe,loyalty
@ns3a@ Café purchases never earn stamps on the book card.

=== FACT 2026-02-19T17:02:00 fact b3a0 0.87 holt,hours
@o2b@ Holt closes at 17:00, Saturdays included.

=== FACT 2026-02-24T13:36:00 fact 6f5d 0.9 web-shop,shipping,parcelforce
@f1b@ Web orders over 2 kg go Parcelforce 48 instead of Royal Mail.

=== FACT 2026-02-27T09:41:00 fact 1a8c 0.82 newsletter,events,buttondown
The events digest and the weekly newsletter are separate Buttondown lists with separate sign-ups.

=== FACT 2026-03-03T11:11:00 fact d07f 0.86 inkpass,loyalty,launch
@d3a@ During the Jan–Feb 2026 soft launch, Inkpass gave one stamp per £5.

=== FACT 2026-03-05T15:57:00 preference 2b6e 0.85 eventdesk,tooling
@r5b@ In eventdesk, install deps with `yarn install`; `yarn.lock` is the lockfile.

=== FACT 2026-03-10T19:20:00 fact 8d33 0.89 cafe,events,hours
@f2b@ On event nights the café bar stays open until 19:30 for ticket holders.

=== FACT 2026-03-13T10:32:00 fact f1c7 0.8 gardners,delivery
The Gardners van usually gets to Magdalen St around 10:30.

=== FACT 2026-03-17T10:42:00 fact 7b2e 0.92 shelfwise,postgres
@v1b@ Shelfwise connects to Postgres on fox-app-1 port 5432 (plain default, no pgbouncer).

=== FACT 2026-03-24T14:15:00 fact 05d9 0.91 shelfwise,errors,sentry
@s5b@ Shelfwise no longer emails tracebacks; since March its errors go to Sentry.

=== FACT 2026-03-26T09:58:00 fact c6e0 0.9 newsletter,schedule
@o9a@ The newsletter goes out Thursdays at 10:00.

=== FACT 2026-03-31T16:47:00 fact 93ab 0.88 metabase,infra
Metabase runs on fox-app-1 port 3000 behind Caddy.

=== FACT 2026-04-02T10:00:00 decision e4f2 0.95 loyalty,inkpass,paper-cards
@s1b@ Paper loyalty cards were retired on 1 April 2026; convert any we see to Inkpass at the till.

=== FACT 2026-04-09T12:26:00 fact 3d8b 0.92 eventdesk,fees
@a1b@ Eventdesk adds a £0.50 booking fee to each ticket.

=== FACT 2026-04-15T11:09:00 fact 8a51 0.94 loft,events,fire-safety
@v7b@ Per the fire risk assessment, the Loft's maximum is 45 seated.

=== FACT 2026-04-21T15:33:00 fact 2c7d 0.84 publishers,ordering
Penguin Random House direct orders need a minimum of 10 units.

=== FACT 2026-04-28T17:48:00 preference 6e90 0.83 shelfwise,migrations
@n5b@ Shelfwise migrations are fine to run at any time of day; they take seconds.

=== FACT 2026-04-30T13:21:00 fact 5a9d 0.84 inkpass,node
Inkpass runs on Node 20; Tom has the Node 22 bump pencilled in for January.

=== FACT 2026-10-18T11:34:00 fact e2c6 0.83 eventdesk,stripe,secrets
Eventdesk's Stripe webhook signing secret was rotated in October after Tom's laptop was replaced.

=== FACT 2026-05-01T10:19:00 decision b7c5 0.9 holt,cafe
Holt won't get a café; the space is too small and the lease doesn't allow cooking.

=== FACT 2026-05-06T14:52:00 decision 4a2f 0.93 events,refunds
@f5b@ If an author cancels, everyone gets a full refund including the booking fee, whenever it happens.

=== FACT 2026-05-12T09:27:00 decision 1f6b 0.92 inkpass,staging
@s3b@ Inkpass staging was shut down in May to save money; test pass changes locally with docker compose.

=== FACT 2026-05-14T13:13:00 fact d9e4 0.89 shelfwise,uploads
@a7b@ Shelfwise's upload limit is 5120 KB per file.

=== FACT 2026-05-18T16:02:00 fact 8c2e 0.87 shelfwise,jobs,reorder
@d9a@ From January to May 2026 the shelfwise reorder job ran at 02:00 and clashed with the backup.

=== FACT 2026-05-20T08:55:00 fact 7c1a 0.9 orderbridge,shopify,sync
@v9b@ orderbridge's systemd timer fires every 15 minutes to pull new Shopify orders.

=== FACT 2026-05-27T12:04:00 fact 0e3c 0.9 cafe,payments
@r8b@ The café takes card payments on a Square Terminal.

=== FACT 2026-06-04T16:38:00 fact f7a9 0.91 inkpass,vouchers
@v4b@ A full Inkpass book card (10 stamps) earns a £7.50 voucher.

=== FACT 2026-06-10T10:21:00 fact 5b8e 0.93 eventdesk,admin,sso
@s6b@ The shared eventdesk admin login is deprecated; since June everyone signs in with their own Google Workspace account.

=== FACT 2026-06-12T15:06:00 fact a2d1 0.86 web-shop,royal-mail,dispatch
Royal Mail collects web parcels from Magdalen St at 16:00 on weekdays.

=== FACT 2026-06-18T11:45:00 preference 39c4 0.87 shelfwise,git
@r9b@ Shelfwise PRs get squash-merged so main has one commit per PR.

=== FACT 2026-06-23T17:29:00 fact c81f 0.9 refunds,till,cash
@ns10b@ Cash purchases can be refunded in cash from the till float.

=== FACT 2026-06-25T10:14:00 fact 6d2a 0.88 inkpass,stamps
@f3b@ Inkpass stamps round down per transaction: £19.99 earns one stamp, not two.

=== FACT 2026-06-30T14:40:00 fact 9e5b 0.87 holt,delivery
@o8b@ Holt does free local delivery to NR25 postcodes on orders over £20.

=== FACT 2026-07-02T09:33:00 fact 2f0d 0.9 shelfwise,sessions
@a8b@ `SESSION_COOKIE_AGE` in shelfwise is 28800 seconds.

=== FACT 2026-07-08T13:57:00 fact 8b6f 0.91 gift-cards,web-shop
@n9b@ Gift cards are in-store only; the web shop can't redeem them.

=== FACT 2026-07-15T16:12:00 fact e0c5 0.88 events,discounts
@f8b@ The £5 book discount on event tickets is only valid on the night of the event.

=== FACT 2026-07-19T10:48:00 fact 47d2 0.82 cafe,suppliers
Owen orders milk from Northfield Dairy by Thursday 17:00 for a Monday drop.

=== FACT 2026-07-22T11:20:00 decision a5e7 0.9 shelfwise,django
@v6b@ Shelfwise stays on Django 4.2 LTS for now; Tom doesn't want to chase 5.x until 4.2 support ends.

=== FACT 2026-07-27T18:02:00 fact 13bd 0.85 uptime,monitoring
UptimeRobot checks the shop site, Shelfwise and the tickets site every 5 minutes.

=== FACT 2026-07-30T12:37:00 fact 6c4e 0.92 stocktake,shelfwise
@s2b@ ScanStock was shut down in July; stocktake now runs on the Shelfwise PWA on staff phones.

=== FACT 2026-08-05T15:24:00 fact 0b9a 0.89 shelfwise,deploy,wireguard
@f4b@ `make deploy` for shelfwise needs the WireGuard tunnel up, otherwise ssh just hangs.

=== FACT 2026-08-12T10:09:00 fact d4c8 0.9 orderbridge,email
@r2b@ orderbridge sends the "your order has shipped" emails through Mailgun (EU region).

=== FACT 2026-08-19T09:15:00 fact 5e1b 0.88 events,email,schedule
@o9b@ The events digest email goes out on Mondays at 09:00.

=== FACT 2026-08-26T14:31:00 fact 7f3c 0.87 eventdesk,email,reminders
@n7a@ Eventdesk emails every ticket holder a reminder 24 hours before the event.

=== FACT 2026-08-28T16:50:00 fact b0e6 0.9 web-shop,refunds
@ns2b@ Sam issues refunds for web orders from the Shopify admin.

=== FACT 2026-08-31T11:03:00 fact 2a9f 0.84 eventdesk,stripe,payouts
Eventdesk's Stripe account pays out to the business account every Tuesday.

=== FACT 2026-09-01T10:27:00 fact 4d7e 0.86 inkpass,wallet,apple
@d10a@ Until the August re-key, the Apple Wallet pass certificate sat under Maggie's personal Apple ID.

=== FACT 2026-09-03T13:44:00 fact 8e2a 0.88 eventdesk,errors
@r3b@ Eventdesk's error tracking is Bugsnag (free plan, on Tom's account).

=== FACT 2026-09-09T07:58:00 fact c3f5 0.86 shelfwise,gardners,feed
@o5b@ Shelfwise retries the morning Gardners stock-feed download up to 3 times before alerting.

=== FACT 2026-09-15T12:12:00 fact 1b4d 0.92 cafe,coffee,suppliers
@s4b@ We switched the café's coffee supplier from Strangers to Smokey Barn in September.

=== FACT 2026-09-18T15:35:00 preference 6a0c 0.85 agent,pull-requests
Maggie wants PR descriptions to start with a one-line plain-English summary.

=== FACT 2026-09-23T11:58:00 fact f2b8 0.86 events,tickets
@n3b@ Event tickets can be passed to a friend; just email Priya the new name.

=== FACT 2026-09-29T10:41:00 fact 0c6d 0.89 till,worldpay,support
@ns4b@ Shop till card terminal hardware faults go to the Worldpay helpdesk (number on the back of the terminal).

=== FACT 2026-10-01T09:07:00 fact 9d1e 0.85 web-shop,dispatch,holt
@d6a@ Until September, Sam packed web orders at Holt.

=== FACT 2026-10-07T14:22:00 decision 3a6f 0.93 events,refunds,eventdesk
@r6b@ Only Maggie processes event refunds in Eventdesk.

=== FACT 2026-10-10T17:16:00 fact e6a4 0.8 loft,av
The Loft projector only takes HDMI; the USB-C adaptor lives in the AV drawer.

=== FACT 2026-10-14T13:05:00 fact 5c2b 0.88 inkpass,newsletter
@n8b@ Inkpass members are synced into the newsletter list every Sunday night.

=== FACT 2026-10-21T10:36:00 fact a7d0 0.92 gardners,shelfwise,ordering
@s8b@ Gardners switched off FTP order drops in October; Shelfwise now submits orders through their web API.

=== FACT 2026-10-24T15:49:00 fact 7e8c 0.87 signed,web-shop
@ns8b@ Signed copies are listed on the web shop under "Signed & special".

=== FACT 2026-10-29T12:53:00 decision 0f4b 0.92 inkpass,notifications
@s10b@ We dropped OneSignal in October; Inkpass no longer sends push notifications, the wallet pass just updates itself.

=== FACT 2026-11-03T11:29:00 decision c9e3 0.9 web-shop,gift-wrap
@n2a@ We don't offer gift wrap on web orders; it's too fiddly for dispatch.

=== FACT 2026-11-05T16:08:00 fact 4b5a 0.84 orderbridge,royal-mail
orderbridge retries a failed Click & Drop label push twice, then flags the order for Sam.

=== FACT 2026-11-10T10:55:00 decision 8f1c 0.9 inkpass,vouchers,christmas
@f9b@ Inkpass vouchers issued in November and December stay valid until the end of August.

=== FACT 2026-11-18T09:46:00 fact 6b3d 0.9 holt,hours,christmas
@f10b@ Holt opens Sundays 11:00–15:00 through December.

=== FACT 2026-11-24T12:40:00 fact d5f8 0.86 web-shop,christmas,posting
The last UK posting date for Christmas web orders is 18 December.
'''

AUTO = r'''
=== auto/eventdesk-checkout-flow.md
---
title: Eventdesk checkout flow (how a ticket gets bought)
created: 2026-05-19
tags: [eventdesk, stripe, checkout]
---

# Eventdesk checkout flow

1. Buyer picks an event and a quantity on tickets.foxglovebooks.co.uk.
@v3b@ 2. We reserve the seats for 10 min while they're on the Stripe page.
3. Stripe redirects back to `/thanks?session_id=...`; the webhook marks the order paid.
4. Confirmation email with the `.ics` goes out.

## Gotchas
- If the webhook is late, `/thanks` shows "processing" and polls every 3s.
- Stripe's own Checkout sessions expire after 24h (Stripe default); that's not the seat hold.

=== auto/backups-runbook.md
---
title: Backups runbook
created: 2026-07-14
tags: [infra, backups, postgres, b2]
---

# Backups

- `pg_dump` runs at 02:00 from `/etc/cron.d/pgbackup` and uploads to the `fox-backups` B2 bucket.
@v5b@ - The bucket has a lifecycle rule that deletes dumps once they're 14 days
  old, so if you need something older than a fortnight, it's gone.
- Restore test: first Monday of the month, restore last night's dump into `shelfwise_restore` and spot-check a few titles.

## How do I restore?

```bash
b2 download-file-by-name fox-backups shelfwise/2026-07-13.dump /tmp/s.dump
pg_restore --clean -d shelfwise_restore /tmp/s.dump
```

Eventdesk isn't in these dumps (its database isn't on the box).

=== auto/shipping-faq.md
---
title: Shipping FAQ (web shop)
created: 2026-04-08
tags: [web-shop, shipping, faq]
---

**Q: When is delivery free?**
@v8b@ Free delivery kicks in at £25 for UK addresses.

**Q: Do we ship abroad?**
Europe only, £12 flat. No US since the customs mess in 2025.

**Q: How fast?**
Tracked 48 by default, so usually 2–3 working days.

**Q: Can people collect instead?**
Yes, click & collect from either shop.

=== auto/staff-handbook-notes.md
---
title: Staff handbook notes (draft for new starters)
created: 2026-09-02
tags: [staff, handbook, hours, discounts]
---

# Notes for the staff handbook

## Hours
@v10b@ - Magdalen St shuts at 18:00 Monday to Saturday; last till transaction by 17:55.
- Café team starts at 08:00 to set up; the café doors open at 08:30.
- Holt: Lena does the rota, it's separate from ours.

## Discounts
@f7b@ - Staff discount can't be combined with Inkpass vouchers.
- Free filter coffee on shift.

## Breaks
- 30 min unpaid for shifts over 6 hours.

=== auto/shelfwise-dev-setup.md
---
title: shelfwise dev setup
created: 2026-02-16
tags: [shelfwise, dev, setup]
---

# Getting shelfwise running locally

```bash
git clone git@github.com:foxglove-books/shelfwise.git
cd shelfwise && make dev   # docker compose: postgres + redis + web
make seed                  # 200 fake titles
```

@r1b@ - Tests run on CircleCI (free tier) on every push; config is `.circleci/config.yml`.
@s5a@ - Errors: tracebacks get emailed to Tom via Django's `ADMINS` setting.
@ns9b@ - Tom pushes small fixes straight to shelfwise main once the branch build is green.
- Never load the prod dump on a laptop; `make seed` is enough for almost everything.

=== auto/inkpass-deploy.md
---
title: inkpass deploy notes
created: 2026-06-29
tags: [inkpass, deploy, hosting]
---

## Where it runs
@r4b@ Inkpass is hosted on Render (web service `inkpass-api`, Frankfurt) and auto-deploys from `main`.

## Errors
@o7b@ Errors go to our self-hosted GlitchTip at `errors.foxglovebooks.co.uk`.

## Secrets
- The wallet pass cert and key are env vars (`PASS_CERT_B64`, `PASS_KEY_B64`); rotate them when the cert renews.

=== auto/eventdesk-db-notes.md
---
title: eventdesk db notes
created: 2026-08-06
tags: [eventdesk, database, prisma]
---

@r7b@ Eventdesk's database is on Supabase (project `eventdesk-prod`, London region); we only use it as plain Postgres.
- Prisma migrations: `prisma migrate deploy` runs in the Vercel build.
- Biggest table is `Ticket` (~14k rows), nothing to worry about yet.

=== auto/shelfwise-jobs.md
---
title: shelfwise background jobs
created: 2026-10-02
tags: [shelfwise, jobs, queue]
---

@r10b@ Background jobs in Shelfwise go through RQ (`rq worker default low`), with `rq-scheduler` for the timed ones.

| Job | When | Notes |
|---|---|---|
| `push_stock` | hourly | stock levels → Shopify |
| `import_gardners_feed` | 06:00 | Gardners availability file |
| `purge_old_specials` | Sun 03:00 | GDPR, 12 months after last order |

=== auto/inkpass-release-process.md
---
title: inkpass release process
created: 2026-09-10
tags: [inkpass, git, release]
---

# How inkpass changes ship

@n1b@ - Always squash-merge inkpass PRs; the PR title becomes the changelog line.
- Tag releases `vYYYY.MM.N` after merging.
- Wallet pass template changes need a version bump in `pass.json` or phones ignore them.

=== auto/inkpass-faq.md
---
title: Inkpass FAQ for till staff
created: 2026-05-05
tags: [inkpass, loyalty, faq, till]
---

**Customer lost their phone, do they lose their stamps?**
No, stamps are on the account. Look them up by email in the admin and re-send the pass.

**Do sale books earn stamps?**
@n4b@ Yes, sale-table books earn stamps like anything else.

**Can two people share one card?**
No, one card per person.

=== auto/returns-policy.md
---
title: Returns policy (shop + web)
created: 2026-03-19
tags: [returns, policy, signed]
---

# Returns

@n6b@ - Signed books can be returned within 14 days, same as any other book.
- No receipt: credit note only.
- Web orders: 14 days from delivery; the customer pays return postage unless it's our mistake.
- Damaged on arrival: replace first, refund if we can't.

=== auto/events-retro-2026-06.md
---
title: Events retro, June 2026
created: 2026-06-26
tags: [events, eventdesk, retro]
---

Attendees: Priya, Maggie, Tom (agent took notes)

## What went well
- 7 events, 5 sold out.

## What didn't
- The door-list page broke during the deploy on the 11th (see feedback_deploys.md).

## Decisions
@n7b@ - We decided not to send event reminder emails; the confirmation with the `.ics` is enough.
- Buy a second handheld mic for Q&A.

=== auto/eventdesk-contributing.md
---
title: eventdesk contributing notes
created: 2026-04-14
tags: [eventdesk, git, deploy]
---

@n10a@ - Copy tweaks can go straight to eventdesk main, no PR needed.
@ns1b@ - Deploys go out whenever main is green, event nights included.
- Env vars live in Vercel; never commit `.env.local`.

=== auto/till-cheatsheet.md
---
title: Till cheatsheet
created: 2026-02-09
tags: [till, shop, loyalty]
---

- Inkpass: scan the customer's pass QR *before* taking payment, otherwise no stamps.
@s1a@ - Paper stamp cards are still honoured: stamp by hand and staple to the receipt.
@ns4a@ - Till software problems go to Tom, not to the Worldpay helpdesk.
- Gift wrap in-store is free (paper under the counter).
- Specials: look up by surname in Shelfwise → Customer orders.

=== auto/metabase-notes.md
---
title: Metabase notes
created: 2026-08-20
tags: [metabase, reporting]
---

@s7b@ Retired the `sales_report.py` cron in August; the weekly sales numbers live on the Metabase dashboard now.
- The "Weekly sales" dashboard has a shop filter and a category breakdown.
- Metabase reads a read-only role (`metabase_ro`), never the app role.

=== auto/holt-merge-2026-05.md
---
title: Holt stock merge (May 2026)
created: 2026-05-13
tags: [holt, shelfwise, migration]
---

@s9b@ Holt's Shelfwise instance was merged into the main one on 12 May; `branch` is now a field on each stock row.
- The merge took about 40 minutes on a Sunday evening; Lena re-counted the poetry section afterwards.
- 14 titles came out one copy off; fixed by hand.

=== auto/publisher-direct-orders.md
---
title: Publisher direct accounts
created: 2026-04-22
tags: [ordering, publishers]
---

@o6b@ - PRH direct: orders in by 12:00 go out the same day.
- Macmillan direct: only for big event orders, 3 working days.
- HarperCollins: through Gardners only, we don't have a direct account.

=== auto/eventdesk-history.md
---
title: eventdesk history
created: 2026-04-03
tags: [eventdesk, history]
---

@d7a@ - In 2025, before eventdesk launched, tickets went through Eventbrite.
- Eventdesk went live in November 2025 for the Christmas events.
@d2a@ - Until March 2026 eventdesk was hosted on Heroku (eco dynos); we moved because of cold starts.

=== auto/cafe-notes.md
---
title: café notes
created: 2026-04-11
tags: [cafe, notes]
---

@d4a@ - Back in January the café closed at 16:00 (winter hours).
- Oat milk is the default for the flat white since spring.
- Dishwasher service every 6 months (Catering Care); next one due in January.

=== auto/gift-cards-faq.md
---
title: Gift cards FAQ
created: 2026-11-20
tags: [gift-cards, faq]
---

@a2b@ - Gift cards expire two years after purchase.
- Lost card? If they have the receipt we can look the code up and reissue it.
- National Book Tokens aren't ours; send people to the NBT site for balance queries.

=== auto/stock-ordering-notes.md
---
title: stock ordering notes (from Hattie)
created: 2026-06-16
tags: [ordering, shelfwise, gardners]
---

@a3b@ - reorder job kicks off at half four in the morning, so the draft is ready when Hattie's in
- Min stock levels: 1 for most backlist, 3 for frontlist, 6 for the "staff picks" table.
- Anything with a `SPECIAL` flag never gets trimmed from the draft.

=== auto/dispatch-checklist.md
---
title: Dispatch checklist
created: 2026-03-02
tags: [dispatch, web-shop, royal-mail]
---

@a5b@ 1. Print labels from Click & Drop (Royal Mail); orderbridge has already pushed the order there.
2. Pack with the recycled mailers; hardbacks get a board.
3. Mark dispatched in Shopify; orderbridge sends the customer email from that.
4. Parcels go in the grey cage by the back door for collection.

=== auto/events-faq.md
---
title: Events FAQ
created: 2026-07-09
tags: [events, faq, tickets]
---

**How many tickets can someone buy?**
@a6b@ You can buy up to eight tickets in one checkout.

**Can people pay at the door?**
@ns7b@ Door sales are fine (cash or card) if there's space left.

**Is there step-free access to the Loft?**
No, it's stairs only; for accessible events we use the café space.

=== auto/preorders.md
---
title: Pre-orders
created: 2026-10-16
tags: [pre-orders, web-shop]
---

@a10b@ - We only take payment for a pre-order when the book actually ships.
@ns6b@ - We email pre-order customers when a pub date moves, with the new date
  and an option to cancel.
- Signed pre-orders are capped by what the publisher promises us.

=== auto/pricing-rules.md
---
title: Pricing rules
created: 2026-05-25
tags: [pricing, discounts]
---

@ns5a@ - Don't discount new hardbacks, except for book club members.
- We price at RRP; the sale table is for remainders and shop-soiled copies.
- Price stickers go on the back, never over the barcode.

=== auto/agent-onboarding.md
---
title: Agent onboarding (read first)
created: 2026-01-09
tags: [agent, onboarding]
---

# Read this first

- Four repos: shelfwise, inkpass, eventdesk, orderbridge (all under `foxglove-books`).
- Maggie is the owner and the person to ask about anything customer-facing.
- Tom is around Tuesdays and Thursdays; don't expect reviews on other days.
- Start with the root memories `reference_*`; the facts folder is what got extracted from chats.

=== auto/holt-van-run.md
---
title: Holt van run
created: 2026-03-27
tags: [holt, logistics]
---

- The van goes Magdalen St → Holt on Wednesdays, leaving about 11:00.
- Returns to Gardners from Holt come back on the same run.
- If the van's off the road, Lena takes a box in her car; don't book a courier.

=== auto/christmas-2025-retro.md
---
title: Christmas 2025 retro
created: 2026-01-15
tags: [christmas, retro, 2025]
---

## What we learned
- December 2025 was the best month ever for web orders (about 3x November).
- We ran out of mailers on 15 Dec; order double this year.
- The Saturday before Christmas the café queue blocked the till; move the queue barrier.
- One temp wasn't enough on Saturdays in 2025.

=== auto/shopify-apps.md
---
title: Shopify apps we use
created: 2026-02-20
tags: [shopify, web-shop]
---

| App | What for |
|---|---|
| Click & Drop connector | not used, orderbridge does it |
| Judge.me | reviews (free plan) |
| Back in stock | restock alerts for customers |

- Keep the app list short; every app slows the storefront.

=== auto/isbn-lookups.md
---
title: ISBN lookups
created: 2026-03-08
tags: [shelfwise, isbn, nielsen]
---

- Shelfwise asks Nielsen BookData first (paid API, key in 1Password).
- If Nielsen has nothing, it falls back to Open Library.
- Covers: Nielsen images only; we don't hotlink Open Library covers.
- ISBN-10s get converted to ISBN-13 on the way in.

=== auto/loft-av-setup.md
---
title: Loft AV setup
created: 2026-05-29
tags: [loft, events, av]
---

- Two handheld mics and one lapel mic; batteries in the AV drawer.
- Projector: HDMI only, adaptor in the drawer.
- Speaker volume: 60% is plenty for a full room.
- Wi-Fi for authors: the `Foxglove-Guest` network, password on the back of the door.

=== auto/author-event-checklist.md
---
title: Author event checklist (day of)
created: 2026-06-05
tags: [events, checklist]
---

- 16:00: chairs out, signing table by the window.
- 17:30: print the door list from Eventdesk (and keep the CSV export on the laptop).
- 18:15: doors open; the café bar does wine and soft drinks.
- After: count the unsold stock of the featured book and tell Hattie.

=== auto/gardners-feed-format.md
---
title: Gardners availability feed format
created: 2026-04-17
tags: [gardners, shelfwise, feed]
---

The morning availability file is a pipe-separated text file, one line per ISBN.

```text
9780141439518|IN|142|7.99
9780571334650|OOS|0|14.99
```

- Columns: ISBN, status (IN / OOS / NYP), warehouse qty, RRP.
- NYP = not yet published; Shelfwise uses it for pre-order dates.

=== auto/vat-notes.md
---
title: VAT notes
created: 2026-02-02
tags: [vat, finance]
---

- Books are zero-rated.
- Café food and drink to eat in is standard-rated (20%); takeaway cold food is zero-rated.
- Event tickets are standard-rated; the £5 book discount is applied to the book, not the ticket.
- Brindle & Co do the VAT return quarterly.

=== auto/wallet-pass-design.md
---
title: Wallet pass design notes
created: 2026-08-14
tags: [inkpass, wallet, design]
---

- Strip image shows filled and empty stamps; regenerate it when the stamp count changes.
- Background colour `#1F3A2E`, foreground white.
- The barcode is a QR with the member id, never the email.

=== auto/incident-2026-04-stock-push.md
---
title: "Incident: stock push to Shopify stuck (April 2026)"
created: 2026-04-24
tags: [incident, shelfwise, shopify]
---

## What happened
On 22 April `push_stock` kept failing with 429s from Shopify for about six hours; the web shop showed stale stock and we oversold three titles.

## Fix
- Batch the updates (250 variants per call) and back off on 429.
- Alert in #dev if a push fails twice in a row.

## Follow-ups
- Done: the batching change. Open: a dashboard tile for "minutes since last stock push".

=== auto/newsletter-howto.md
---
title: How the newsletter gets made
created: 2026-03-30
tags: [newsletter, marketing]
---

1. Priya drafts in Buttondown on Tuesday.
2. Maggie reads it Wednesday.
3. It's scheduled the night before it goes out.

- Images under 300 KB each or Buttondown complains.
- The events section links to tickets.foxglovebooks.co.uk, never to Eventbrite.

=== auto/accounting-export.md
---
title: Accounting export
created: 2026-06-08
tags: [finance, xero]
---

- Shop takings go into Xero daily from the till Z-report (Worldpay settlement matches the next day).
- Stripe (events) payouts are reconciled in Xero by Julia at Brindle & Co.
- Shopify payouts land twice a week.

=== auto/specials-workflow.md
---
title: Customer specials workflow
created: 2026-01-22
tags: [shelfwise, specials, ordering]
---

# Specials (customer orders)

- Take name, phone and ISBN; create the special in Shelfwise at the till.
- It goes on the next Gardners order with the `SPECIAL` flag.
- When it arrives, Shelfwise texts the customer (Twilio) and it goes on the specials shelf.
- Uncollected after 4 weeks: phone once, then back to stock.
@ns6a@ - Pre-orders: never email customers about a delay until the publisher confirms the new pub date.

=== auto/wifi-and-printers.md
---
title: Wi-Fi and printers
created: 2026-02-25
tags: [office, wifi, printers]
---

- Staff Wi-Fi `Foxglove-Staff`, guest Wi-Fi `Foxglove-Guest`.
- Label printer (Zebra ZD421) is on the dispatch desk; receipt printers are on the tills.
- The office laser printer jams on recycled paper; use the white ream.

=== auto/uptime-alerts.md
---
title: Uptime alerts
created: 2026-07-28
tags: [monitoring, alerts]
---

- UptimeRobot alerts go to Tom by SMS and to #dev.
- The Shopify storefront isn't ours to monitor; Shopify has its own status page.
- Metabase isn't monitored; nobody needs it at 3am.
=== auto/slack-channels.md
---
title: Slack channels
created: 2026-01-30
tags: [slack, communication]
---

- `#dev`: Tom, Maggie and the agent; deploy notes and alerts go here.
- `#events`: Priya's channel; ticket questions and author logistics.
- `#shopfloor`: rotas, deliveries, "who moved the tape gun".
- The agent posts a one-line note in `#dev` after every deploy it triggers.

=== auto/shelfwise-till-api.md
---
title: shelfwise till lookup API
created: 2026-05-08
tags: [shelfwise, api, till]
---

The tills call Shelfwise to look up a title by ISBN, author or keyword.

- `GET /api/titles?q=...` with a per-till token in the `Authorization` header.
- Returns at most 20 hits, newest edition first.
- Response time budget: 300 ms; anything slower shows a spinner on the till.

=== auto/cafe-menu-prices.md
---
title: café menu prices (autumn 2026)
created: 2026-09-21
tags: [cafe, menu, prices]
---

| Item | Price |
|---|---|
| Flat white | £3.40 |
| Filter coffee | £2.60 |
| Pot of tea | £2.80 |
| Slice of cake | £3.50 |

- Oat milk is free; syrups 40p.
- Prices change once a year, in September.
'''
