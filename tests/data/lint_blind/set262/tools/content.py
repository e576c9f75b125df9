"""File bodies for the set262 store (Thornbeck Vineyard).

A line starting with `@ID@ ` marks a claim; build.py strips the marker.
"""
from datetime import datetime, timezone

FILES = {}


def R(path, text):
    """Register a file verbatim (leading newline stripped)."""
    assert path not in FILES, path
    FILES[path] = text.lstrip("\n")


def fact(date, hms, cat, hex4, conf, tags, body):
    """remnic fact: facts/YYYY-MM-DD/<category>-<epoch_ms>-<hex4>.md"""
    dt = datetime.strptime(f"{date}T{hms}", "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    ms = int(dt.timestamp() * 1000)
    stem = f"{cat}-{ms}-{hex4}"
    iso = dt.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {t}\n" for t in tags)
    fm = (
        "---\n"
        f"id: {stem}\n"
        f"category: {cat}\n"
        f"created: {iso}\n"
        f"updated: {iso}\n"
        "source: extraction\n"
        f"confidence: {conf}\n"
        "confidenceTier: explicit\n"
        "tags:\n"
        f"{tag_lines}"
        "status: active\n"
        "---\n\n"
    )
    R(f"facts/{date}/{stem}.md", fm + body.strip("\n") + "\n")


# ---------------------------------------------------------------------------
# Layout 1: Claude Code auto-memory (root)
# ---------------------------------------------------------------------------

R("user_profile.md", """
---
name: user-profile
description: Dan Okafor, the contract developer who looks after the vineyard's apps part-time
type: user
---

Dan Okafor is the contract developer who built and maintains Cellarbook, VineLog and clubsync. Background is
Python/Django; comfortable with TypeScript but slower there.

@dan_tuethu@ Dan works on Thornbeck systems on Tuesdays and Thursdays.
@dan_nvim@ Dan lives in Neovim (LazyVim config) and prefers instructions he can paste straight into a terminal.

- Likes short answers: the command first, the explanation after.
- Not a winemaker — explain cellar terms (racking, tirage, free SO2) when they come up in VineLog work.
- Aisha Rahman (freelance front-end) uses PyCharm and WebStorm; don't assume her setup matches Dan's.
- On Slack as `@dan`. Ruth sets the priorities, Dan sets the order he does them in.
""")

R("user_ruth_manager.md", """
---
name: ruth-manager
description: Ruth Ashdown, MD and co-owner; sets priorities and wants plain-English summaries
type: user
---

Ruth Ashdown is the managing director (co-owner with her brother, who isn't involved day to day). Not technical,
but she reads every PR description that touches bookings or money.

- Wants plain-English summaries, no jargon, and the cost in £ where there is one.
@ruth_no_whatsapp@ - Doesn't want WhatsApp messages about incidents — post in `#ops` and she'll read it there.
- Approves any new paid SaaS subscription, however small.
- Works from the office above the cellar door Mon–Thu; Fridays she's usually at trade tastings in London.
- Prefers a short written update on Friday afternoon over a call.
""")

R("project_cellarbook_overview.md", """
---
name: cellarbook-overview
description: What Cellarbook is, its stack, the main booking flows and the quirks worth knowing
type: project
---

# Cellarbook

Cellarbook is the cellar door booking app: tastings, vineyard tours, private tastings and (since the autumn)
ticketed events. Guests book at `book.thornbeckvineyard.co.uk`; staff use `/staff/` on the same host.

## Stack
@cb_py312@ - Python 3.12, Django 5.1, Celery 5.4 with Redis as the broker.
@cb_gunicorn4@ - gunicorn with 4 workers behind Caddy.
- Front end is server-rendered templates + htmx; the Tailwind build runs in CI on Node 20.
- Dependencies are managed with `uv` (`uv.lock` is committed).
- Payments: Stripe Checkout; webhooks land on `/stripe/webhook/`.

## Flows
- A booking has a slot, a product (classic tasting, sparkling tasting, tour & tasting, private) and a party size.
@cb_retries@ - Stripe webhooks that fail are retried by Celery up to 5 times, with exponential backoff.
- Guests can move a booking themselves up to 48 h before the slot.
@no_reminders@ - No booking reminder emails — Priya found they triggered last-minute cancellations.
- Staff can block out slots for private hire from the calendar view.

## Quirks
- Timezone is `Europe/London` everywhere; slots are stored as aware datetimes.
- `Product.capacity` is per slot, not per day (this has bitten us twice).
- Don't rename `booking_ref`: it's printed on the confirmation PDFs and staff search by it.
""")

R("project_vinelog_overview.md", """
---
name: vinelog-overview
description: VineLog, the vineyard and winery record-keeping app that runs on the office NUC
type: project
---

# VineLog

Internal app for the vineyard and winery records: spray diary, harvest intake, tank and barrel movements,
additions (SO2, yeast, nutrients) and the lab results Tom types in.

- FastAPI + Jinja templates, Python 3.12.
@vl_sqlite@ - Storage: a single SQLite file, `/srv/vinelog/data/vinelog.db`.
@vl_port_overview@ - API + web UI on port 8080.
- Runs under Docker Compose on `nuc-winery`; reachable over Tailscale only.
@vl_ruff_s@ - Lint: ruff with the `S` (bandit) rules switched on as well as the usual set.
- Users: Tom, Jonas, Sam and Dan. No guest access, ever.
- The press-house tablet uses the same web UI in kiosk mode.
- Reports: the spray diary PDF for the assurance scheme and the duty stock summary for Megan.
""")

R("project_clubsync_overview.md", """
---
name: clubsync-overview
description: clubsync: the wine club glue between Stripe subscriptions and Shopify orders
type: project
---

# clubsync

Small TypeScript service that keeps the wine club consistent between Stripe subscriptions and Shopify orders,
and creates the club orders for each shipment.

@cs_node20@ - TypeScript on Node 20 LTS (Fastify for the webhook endpoint).
@cs_fly@ - Hosted on Fly.io, app `tb-clubsync`, region `lhr`.
@cs_recon_0230@ - Nightly reconcile (Shopify ↔ Stripe) runs at 02:30 Europe/London.
- CI is GitHub Actions: lint, typecheck, vitest.
- PRs are merged with plain merge commits; nobody minds the history here.
- Errors go to Sentry (project `clubsync`).
- Owner: Dan. Lucy is the business owner for anything club-related.
""")

R("project_tankwatch.md", """
---
name: tankwatch
description: Tank temperature probes on Raspberry Pis, with graphs and alarms for the fermentation tanks
type: project
---

tankwatch = DS18B20 probes in thermowells on the 14 stainless tanks, read by three Raspberry Pi 4s
(`tw-pi-1` .. `tw-pi-3`) in the tank hall.

@tw_interval@ - Each probe reports every 5 minutes.
@tw_storage@ - Readings are written to InfluxDB 1.8 on the Pi and graphed in Grafana.
@tw_reflash@ - Don't reflash the Pis during harvest unless Tom has OK'd it.
- The Pis run Raspberry Pi OS Lite (bookworm) with the system Python 3.11 and one systemd unit each.
- Probe IDs map to tank numbers in `probes.yaml`; T1–T8 are the 2,500 L tanks, T9–T14 the 1,000 L ones.
- Cooling jackets are manual valves. tankwatch only reads, it never switches anything.

```yaml
# probes.yaml (excerpt)
28-3c01d607e1aa: T1
28-3c01d607f2bb: T2
```
""")

R("reference_infrastructure.md", """
---
name: infrastructure
description: Servers, private networks and where each app actually runs
type: reference
---

# Infrastructure

## Cellarbook
@cb_host@ - Cellarbook prod: Hetzner Cloud CX32 `cb-prod-1` (Falkenstein).
@cb_dbport@ - Cellarbook prod DB: Postgres on `10.0.0.5:5432`, private network only, no public port.
@cb_gunicorn@ - cb-prod-1: gunicorn on `127.0.0.1:8000`, Caddy in front doing TLS.
- Redis for Celery on `10.0.0.5:6379` (same private box as the DB).
@cb_ssh@ - SSH to cb-prod-1: Dan only (key in 1Password, `Infra` vault).
- Staging is `cb-staging`, a CX22 in the same Hetzner project.

## Winery office
- `nuc-winery`: Intel NUC in the office comms cupboard, Ubuntu 24.04, on the UPS.
- The tailnet covers the NUC, the three tankwatch Pis, Dan's laptop and Tom's laptop.
- The weather station logger posts to the NUC over the farm Wi-Fi.

## Elsewhere
- clubsync: see the clubsync overview.
- DNS for everything is on Cloudflare (see the domains file).
""")

R("reference_people_and_roles.md", """
---
name: people-and-roles
description: Who does what at the vineyard, and who to ask about which system
type: reference
---

@ruth_refunds@ - Ruth Ashdown (MD): priorities and budgets, and she signs off any refund over £50.
@dan_ssh@ - Dan Okafor (contract dev): builds the apps; the only person with SSH to cb-prod-1.
- Aisha Rahman (freelance): front-end work on Cellarbook templates, booked by the day.
- Tom Hale (head winemaker): owns VineLog's cellar side and every addition that goes into a tank.
- Jonas Berg (assistant winemaker, Aug–Nov): harvest and cellar work.
- Sam Whitlock (vineyard manager): spray diary, pick plan, weather station, tractors.
- Priya Nair (cellar door & events): bookings, the staff rota, events.
- Megan Ford (bookkeeper, part-time): month end, duty returns, payroll.
- Lucy Marsh (marketing & wine club): newsletter, club boxes, social.
""")

R("reference_cellar_door_ops.md", """
---
name: cellar-door-ops
description: Cellar door opening hours, prices, tills and house rules
type: reference
---

# Cellar door

## Opening hours
@cd_hours@ - Open Wednesday–Sunday, 11:00–17:00.
- Last tasting seating is 45 minutes before close.
- Closed 24 Dec – 2 Jan.

## Prices

| Product | Wines | Price | Length |
|---|---|---|---|
@v2_table@ | Classic tasting | 4 | £18 pp | 45 min |
| Sparkling tasting | 3 sparkling | £28 pp | 45 min |
| Tour & tasting | 4 | £35 pp | 90 min |

## Tills and payments
@cd_pos@ - Tills: Square POS on two iPads, with a Square Terminal for cards.
- The events bar is card only (SumUp reader, kept in the events cupboard).
- Cash is still accepted at the cellar door; the float is £100.

## House rules
@cd_dogs@ - Dogs welcome in the tasting room and on the terrace (water bowls by the door).
- Challenge 25 applies at the bar; staff check ID in person.
- Drivers get a free soft drink and a 'tasting to take home' bag instead.
""")

R("reference_backups.md", """
---
name: backups
description: Backups: what gets backed up, when, where and for how long
type: reference
---

All backups go to Backblaze B2 (EU Central), one bucket per app, encrypted with restic.

@cb_backup@ - Cellarbook: nightly at 03:00, kept 14 days.
@vl_retention@ - VineLog: nightly dump of the database to B2, kept 30 days.
@vl_dumptime@ - VineLog dump runs at 01:00 every night.
- tankwatch: no backups; the probe readings are nice-to-have, not records.
- clubsync: nothing to back up, Stripe and Shopify hold the records.
- Restore test: first Tuesday of each quarter, Dan restores Cellarbook onto cb-staging.
- The restic password is in 1Password (`Infra` vault).
""")

R("project_wine_club.md", """
---
name: wine-club
description: Wine club rules, covering tiers, shipments, pauses and member perks
type: project
---

The Thornbeck Club has two tiers, Classic (3 bottles) and Sparkling (3 sparkling), shipped three times a year.

@club_discount@ - Members get 15% off bottles, in the shop and at the cellar door.
@club_charge@ - Members are charged on the 1st of March, June and October, the shipment months.
@club_pause@ - Members can pause up to twice a year (each pause skips one shipment).
- Cancel any time; no minimum term since the relaunch.
- Club boxes are collected from the cellar door or shipped, and club box shipping is free.
- Lucy picks the wines, Tom signs them off.
""")

R("reference_email_and_notifications.md", """
---
name: email-and-notifications
description: Which system sends which email or message, and from which address
type: reference
---

@cb_mailer@ - Cellarbook transactional mail: Mailgun EU, sending domain `mg.thornbeckvineyard.co.uk`.
@cb_from@ - Cellarbook mail is sent from `bookings@thornbeckvineyard.co.uk`.
- The monthly newsletter goes out from Mailchimp (Lucy owns the account).
@club_unsub@ - Never email club members without an unsubscribe link, even for shipment notices.
- Slack `#ops` gets deploy notices and the nightly reconcile summary.
- The frost alarm texts Sam directly from the weather station, not through any of our apps.
""")

R("feedback_git_workflow.md", """
---
name: git-workflow
description: Branching, merging and history rules, per repo
type: feedback
---

Branch from `main`, one PR per change, branch names `dan/<short-thing>`.

@cb_merge@ - cellarbook: squash-merge every PR; the PR title becomes the commit message.
@vl_nosquash@ - vinelog: never squash — Tom reads the step-by-step commits when he audits changes to the additions code.
@never_force@ - Never force-push `main` in any repo (cellarbook, vinelog, clubsync, tankwatch).
- Force-pushing your own feature branch is fine; use `--force-with-lease`.
- Conventional-ish prefixes (`fix:`, `feat:`, `chore:`), but nobody enforces them.

**Why:** Tom treats the VineLog history as part of the audit trail for additions, and Ruth once lost a morning
to a rewritten `main` on cellarbook.
**How to apply:** Check which repo you're in before suggesting a merge button.
""")

R("feedback_deploys.md", """
---
name: deploys
description: Deploys: when we do them, how they run, and the days we avoid
type: feedback
---

@fab_deprecated@ - Fabric is deprecated for cellarbook; since July deploys run from GitHub Actions when a `v*` tag is pushed.
@no_sat@ - No Cellarbook deploys on Saturdays — it's the busiest cellar door day.
- Tell Priya in `#cellar-door` before a deploy on any day the cellar door is open.
- Friday deploys need Dan reachable for an hour afterwards.
- VineLog deploys: `git pull && docker compose up -d --build` on the NUC.

**Why:** A Saturday deploy in April broke the staff calendar in the middle of a 40-cover afternoon.
**How to apply:** If a change is ready on a Friday evening, it waits until Tuesday.
""")

R("feedback_database_migrations.md", """
---
name: database-migrations
description: How schema migrations are handled in each app
type: feedback
---

@no_auto_migrate@ Never let the deploy apply Cellarbook migrations on its own; Dan runs `migrate` by hand
on cb-prod-1 after reading the `sqlmigrate` output for anything that locks a big table.

**Why:** A migration that added an index to `booking` locked the table for four minutes on a busy Sunday in 2025.
**How to apply:** Keep migrations in their own PR where possible, and never squash a data migration into a schema one.

- VineLog runs its Alembic migrations on container start; that's fine, it has four users.
- clubsync has no schema to migrate.
""")

R("feedback_customer_data.md", """
---
name: customer-data
description: Rules for guest and club member personal data
type: feedback
---

@no_dob@ - Don't store customers' dates of birth in Cellarbook — the Challenge 25 check happens in person at the bar.
@export_30@ - Customer CSV exports are deleted after 30 days.
- Never paste guest emails or phone numbers into Slack; link to the booking instead.
- Marketing opt-in is a separate checkbox, unticked by default.
- Subject access requests go to Ruth; Dan does the export.

**Why:** Ruth did the ICO self-assessment in January and wants the minimum kept.
**How to apply:** If a feature needs a new personal field, ask before adding it.
""")

R("project_spray_records.md", """
---
name: spray-records
description: The spray diary in VineLog and what the assurance auditor expects from it
type: project
---

The spray diary lives in VineLog and is the first thing the assurance auditor asks for every year.

@spray_noedit@ Spray diary entries are never edited in place; a correction is a new entry that points at
the one it replaces, so the audit trail survives.

@spray_fields@ - Each entry: product, rate (l/ha or kg/ha), block, operator, start and finish time.
- Records are kept for at least three years.
- Sam enters sprays the same day; Jonas covers when Sam's on the tractor.
- Block names: Long Field, Chalk Bank, The Hollow, Top Slope.
""")

R("feedback_communication.md", """
---
name: communication
description: How and when to tell people about problems and changes
type: feedback
---

@whatsapp_ruth@ - Message Ruth on WhatsApp straight away when anything guest-facing breaks.
- Priya wants a heads-up in `#cellar-door` for anything that changes what staff see.
- Tom prefers a phone call over Slack during harvest; he doesn't read Slack in the tank hall.
- Write PR descriptions for a non-developer: what changed, who notices, how to undo it.

**Why:** Most of the team aren't developers and half of them are outdoors all day.
**How to apply:** Lead with the impact on guests or the cellar, then the technical bit.
""")

R("reference_domains_dns.md", """
---
name: domains-dns
description: Domains, DNS records and where each hostname points
type: reference
---

All DNS is on Cloudflare (account owned by Ruth, Dan has admin).

@apex_wix@ - `thornbeckvineyard.co.uk` → the Wix site (Priya edits the opening hours there).
- `book.thornbeckvineyard.co.uk` → cb-prod-1 (proxied).
- `staging.book.thornbeckvineyard.co.uk` → cb-staging, behind Cloudflare Access.
- `shop.thornbeckvineyard.co.uk` → Shopify.
- MX is Google Workspace.
- The old `thornbeck-wines.com` redirects to the apex; it renews in March.
""")

R("project_tours_capacity.md", """
---
name: tours-capacity
description: Tour times, private tastings and how group bookings are handled
type: project
---

| Product | Slots | Length |
|---|---|---|
@tour_times_table@ | Vineyard tour | 11:00, 14:30 | 90 min |
| Private tasting | by arrangement | 60 min |

@legacy_ro@ - The `legacy-bookings` sheet has been read-only since March; group bookings are made in Cellarbook now.
- Private tastings are for up to 10 guests.
- The minibus from Lewes station seats 8 and Priya has to book it the day before.
- Wet-weather tours stay in the press house and the tank hall.
""")

R("feedback_pr_reviews.md", """
---
name: pr-reviews
description: Review rules for pull requests in each repo
type: feedback
---

@one_review@ - One approving review is required before merging to `main` in cellarbook.
- In vinelog and clubsync, Dan can self-merge once CI is green.
- Reviewers: Dan, and Aisha for templates and front-end only.
- Use "Request changes" sparingly; a comment is usually enough.

**Why:** Cellarbook takes money; the others don't.
**How to apply:** Don't offer to merge a cellarbook PR that has no approval yet.
""")

R("project_labels_compliance.md", """
---
name: labels-compliance
description: Wine label and tasting card rules covering allergens, units and certification
type: project
---

@sulphites_all@ - Every wine on the tasting card carries 'Contains sulphites'.
- Back labels need % vol, volume, the allergen line, a lot number and the producer address.
- The PDO wines go through WineGB certification before their labels are printed.
- Labels are designed by an outside studio (Fold & Press); Lucy approves the proofs.
""")

R("feedback_code_style.md", """
---
name: code-style
description: Formatting and lint conventions across the repos
type: feedback
---

@ruff_all@ - Lint every Python repo with `ruff check` (default rules plus `I` for import order).
- Format with `ruff format`; line length 100.
- TypeScript in clubsync: eslint + prettier, no semicolons.
- Type hints on new Python functions; don't retro-fit old modules just for that.

**Why:** Dan wants one tool per job and no style arguments in review.
**How to apply:** Run the linter before proposing a diff.
""")

R("reference_winery_sops.md", """
---
name: winery-sops
description: Cellar standard operating procedures that matter for VineLog work
type: reference
---

## Cleaning
@caustic@ - Caustic (NaOH) for tank cleaning: 2% w/v, at 60 °C.
- Peracetic acid for sanitising: 0.2% (check with the strips).
- Cold water rinse until the pH strip reads neutral.

## Additions
@so2_log@ - Never add SO2 to a tank without logging the addition in VineLog first.
- Free SO2 target for finished whites: 30–35 mg/L; reds 25 mg/L.
- Yeast and nutrient additions are logged per tank with lot numbers.

## Sparkling
@tirage@ - Tirage liqueur: 22 g/L sugar for the traditional-method cuvées.
- Riddling is done by a hired gyropalette over 7 days.

## Barrels
@no_vintage_topup@ - Never top up barrels with wine from a different vintage.
- Empty barrels are sulphur-sticked and stored bung down.
""")

R("project_harvest_2026.md", """
---
name: harvest-2026
description: Harvest 2026, covering pick order, the intake process and where things stand
type: project
---

@pick_start@ - Picking started on 22 September 2026 with the Pinot Meunier in Long Field.
@intake_tablet@ - Intake weights are entered straight into VineLog on the press-house tablet.
- Pick order after that: Pinot Noir (Chalk Bank), Chardonnay, Bacchus last.
- Pickers: a crew of 14 from the agency, plus family and friends at weekends.
- Status (Nov): all fruit in; the Bacchus finished fermenting on 9 Nov.
""")

R("feedback_testing.md", """
---
name: testing
description: Test expectations, and what never to do with test data
type: feedback
---

@no_prod_tests@ - Never run the test suite against the prod database.
- Cellarbook tests use pytest-django with a throwaway Postgres in Docker.
- clubsync: vitest, with Stripe and Shopify mocked through msw.
- Don't delete failing tests to get CI green; mark them xfail with a reason and tell Dan.

**Why:** Someone ran a fixture loader against prod in 2024 and created 300 fake bookings.
**How to apply:** Check `DATABASE_URL` before running anything that writes.
""")

R("feedback_secrets.md", """
---
name: secrets
description: Handling of API keys, passwords and env files
type: feedback
---

@no_env_commit@ - Never commit a `.env` with real keys.
- Secrets live in 1Password: the `Infra` vault for servers, `Apps` for API keys.
- Rotate the Stripe restricted key whenever someone with access leaves.
- Don't echo secrets in CI logs, even masked ones.

```sh
# .env.example shape (placeholders only)
DATABASE_URL=postgres://user:pass@localhost:5432/cellarbook
STRIPE_SECRET_KEY=sk_test_xxx
```

**Why:** A Mailchimp key leaked in a public gist in 2024.
**How to apply:** If a diff touches env handling, grep it for `sk_live` before proposing it.
""")

R("project_accounting_exports.md", """
---
name: accounting-exports
description: How sales and club money get into the books
type: project
---

@xero@ - Books are kept in Xero; Megan reconciles the bank feeds weekly.
- Cellarbook exports a daily sales summary CSV to the `finance/` share.
- clubsync exports a monthly CSV of club charges and refunds.
- Payroll runs in BrightPay, separate from the books.
- VAT quarters end Mar/Jun/Sep/Dec; Megan files through MTD.
""")

R("reference_monitoring.md", """
---
name: monitoring
description: Error tracking, alerting and dashboards for each app
type: reference
---

@cb_sentry@ - Cellarbook → Sentry (project `cellarbook`, EU region).
- clubsync → Sentry (project `clubsync`), alerts to `#dev`.
- VineLog has no error tracker; Dan checks `docker compose logs` when Tom reports something.
- tankwatch alarms are their own thing — see the tankwatch notes.
- Grafana has a dashboard per tank; there are no alerting rules in Grafana itself.
""")

R("feedback_dependency_updates.md", """
---
name: dependency-updates
description: How we handle library and framework upgrades across the apps
type: feedback
---

- Django security releases: apply within a week, even mid-season.
- Don't upgrade Celery or Redis during harvest (Sept–Oct); park it until November.
- clubsync: Dan bumps deps by hand once a month and pins exact versions in `package.json`.
- VineLog: upgrades only on a Tuesday, so Tom can shout before the weekend.
- tankwatch Pis: `apt upgrade` only as part of an image rebuild, never in place.

**Why:** A minor Celery bump in October 2025 broke the beat schedule for two days.
**How to apply:** Mention the upgrade window in the PR description.
""")

R("project_events_calendar.md", """
---
name: events-calendar
description: The 2026 events programme and who runs what
type: project
---

- Spring release weekend: 16–17 May (done).
- Midsummer supper in the marquee: 20 June, 110 covers (done).
- Harvest open day: 3 October, free entry, trailer rides round Long Field (done).
- Carol tasting: 12–13 December (see the Christmas plan notes).
- Priya runs all events; Lucy does the socials; Tom gives a talk at the supper.
- Private hire enquiries go to events@ and Priya replies within two working days.
""")

R("reference_suppliers.md", """
---
name: suppliers
description: Who we buy from and who to ring for what
type: reference
---

| Supplier | What | Notes |
|---|---|---|
| Estal | 75 cl bottles, still and sparkling | lead time about 10 weeks |
| Amorim | corks and crown caps | order through the portal |
| Weald Agri | spray products | Sam orders, 30 days |
| Sussex Wine Lab | pre-bottling panels | on account, monthly invoice |
| Harvest Hands Ltd | picking crew | Sam books them in June |
| MobileFill | mobile bottling line | books up by January |

- Order bottles in January for the spring release.
- Payment terms are 30 days with everyone except the lab.
""")

R("reference_network_office.md", """
---
name: network-office
description: Office and winery network, Wi-Fi and the kit that hangs off it
type: reference
---

- BT business fibre into the office; a 4G backup router fails over automatically.
- Wi-Fi: `Thornbeck-Staff` (password in 1Password) and `Thornbeck-Guest` for the cellar door (captive page, 2 h sessions).
- The tank hall has its own access point on the PoE switch; the Pis are wired.
- The receipt printer and the label printer are on the staff network with fixed IPs.
- Tailscale: Dan is the admin; new devices need his approval.
""")

R("project_shop_integration.md", """
---
name: shop-integration
description: The Shopify online shop and how it talks to our own apps
type: project
---

- The online shop is Shopify (Basic plan) with a tweaked Dawn theme.
- clubsync listens to the `orders/create` webhook only.
- Online stock is a separate Shopify location, counted weekly by Priya.
- Shipping: free over £90, otherwise £8.95 an order.
- Cellarbook links to the shop but doesn't share a login with it.
- Club discount codes are generated by clubsync for each shipment.
""")

R("reference_local_dev.md", """
---
name: local-dev
description: Running each app on a laptop
type: reference
---

## Cellarbook

```sh
docker compose up -d db redis
uv sync
uv run python manage.py runserver 8000
```

- Locally, use Stripe test-mode keys and `stripe listen` to forward webhooks.
- Mail goes to Mailpit on `localhost:8025`.

## VineLog

```sh
docker compose -f compose.dev.yml up --build
```

- `make seed` loads last year's tanks and a fake spray diary.

## clubsync
- See the repo README; the dev server listens on `localhost:3000`.
""")

R("project_bottling_run.md", """
---
name: bottling-run
description: The next bottling run and the checks around it
type: project
---

- Next run: the mobile line is booked for 9–10 March 2027.
- Still wines only: Bacchus 2026, the 2025 Chardonnay from barrel, and the rosé.
- VineLog needs a "bottled" movement type before then; it's on Dan's list.
- Lot numbers are `TB` + vintage + run, e.g. `TB26-01`.
- Filtration: 0.45 µm membrane on the line; Tom does the integrity test.
""")

R("feedback_weekend_cover.md", """
---
name: weekend-cover
description: What happens when something breaks at the weekend
type: feedback
---

- Nobody is on call for clubsync; anything there can wait until Tuesday.
- VineLog problems at weekends: the cellar team uses the paper sheets and Dan catches up on Tuesday.
- For Cellarbook at weekends, Priya can flip the booking page into 'call us' mode from `/staff/`.

**Why:** Dan's contract is two days a week, so weekend fixes are best-effort.
**How to apply:** Don't promise weekend fixes in PR descriptions.
""")

R("project_frost_protection.md", """
---
name: frost-protection
description: Frost protection: candles, the hired fan and the alarm chain
type: project
---

- Frost candles are stored in the lower barn; 400 a hectare on the Hollow, which is the frost pocket.
- The hired frost fan covers Long Field from April to mid-May.
- The frost alarm texts Sam first, then Ruth.
- Lighting is Sam's call, but Ruth must be told before candles are lit (they cost about £9k a night).
- 2026 had two candle nights, 23 and 24 April.
""")

R("reference_lab_analysis.md", """
---
name: lab-analysis
description: Lab analysis: what goes out to the lab and what we measure ourselves
type: reference
---

- Sussex Wine Lab does the pre-bottling panels (alcohol, free/total SO2, VA, TA, pH, RS); results in 3 working days.
- In-house: free SO2 by aeration-oxidation, pH, and refractometer Brix during harvest.
- Results are typed into VineLog per tank; the lab's CSV import covers the panels.
- Samples go by courier on Mondays and Tuesdays only, so they never sit over a weekend.
""")

R("project_vineyard_blocks.md", """
---
name: vineyard-blocks
description: Vineyard blocks, varieties and areas as used in VineLog and the spray diary
type: project
---

| Block | Variety | Area (ha) | Planted |
|---|---|---|---|
| Long Field | Pinot Meunier, Pinot Noir | 4.2 | 2012 |
| Chalk Bank | Pinot Noir | 3.6 | 2014 |
| The Hollow | Chardonnay | 3.1 | 2014 |
| Top Slope | Bacchus | 2.9 | 2018 |

- 13.8 ha planted in total.
- Block codes in VineLog: LF, CB, HO, TS.
""")

R("MEMORY.md", """
# Memory Index

## User
- [Dan, the developer](user_profile.md) — who Dan is and how he likes to work
- [Ruth, the MD](user_ruth_manager.md) — what the manager wants to hear, and how

## Project
- [Cellarbook overview](project_cellarbook_overview.md) — booking app stack, flows and quirks
- [VineLog overview](project_vinelog_overview.md) — vineyard and winery records app on the office box
- [clubsync overview](project_clubsync_overview.md) — wine club glue between Stripe and Shopify
- [tankwatch](project_tankwatch.md) — tank temperature probes, graphs and alarms
- [Wine club](project_wine_club.md) — tiers, shipments, pauses and perks
- [Spray records](project_spray_records.md) — the spray diary and what the auditor expects
- [Tours and capacity](project_tours_capacity.md) — tour slots, private tastings, group bookings
- [Labels and compliance](project_labels_compliance.md) — allergen lines, label content, certification
- [Harvest 2026](project_harvest_2026.md) — pick order, intake process, status
- [Accounting exports](project_accounting_exports.md) — how sales and club money reach the books
- [Events calendar](project_events_calendar.md) — this year's events and who runs them
- [Shop integration](project_shop_integration.md) — the online shop and its hooks into our apps
- [Bottling run](project_bottling_run.md) — the next bottling run and its checks
- [Frost protection](project_frost_protection.md) — candles, the fan and the alarm chain
- [Vineyard blocks](project_vineyard_blocks.md) — blocks, varieties and areas

## Feedback
- [Git workflow](feedback_git_workflow.md) — branching, merging and history rules per repo
- [Deploys](feedback_deploys.md) — how deploys run and the days we avoid
- [Database migrations](feedback_database_migrations.md) — who applies migrations and when
- [Customer data](feedback_customer_data.md) — what personal data we keep and for how long
- [Communication](feedback_communication.md) — telling people about problems and changes
- [PR reviews](feedback_pr_reviews.md) — approval rules per repo
- [Code style](feedback_code_style.md) — lint and format conventions
- [Testing](feedback_testing.md) — test expectations and test-data rules
- [Secrets](feedback_secrets.md) — keys, passwords and env files
- [Dependency updates](feedback_dependency_updates.md) — upgrade windows per app
- [Weekend cover](feedback_weekend_cover.md) — what happens when things break at the weekend

## Reference
- [Infrastructure](reference_infrastructure.md) — servers, networks, where each app runs
- [People and roles](reference_people_and_roles.md) — who does what and who to ask
- [Cellar door operations](reference_cellar_door_ops.md) — hours, prices, tills, house rules
- [Backups](reference_backups.md) — what is backed up, where, and for how long
- [Email and notifications](reference_email_and_notifications.md) — which system sends what
- [Domains and DNS](reference_domains_dns.md) — hostnames and where they point
- [Winery SOPs](reference_winery_sops.md) — cleaning, additions, sparkling, barrels
- [Monitoring](reference_monitoring.md) — error tracking and dashboards
- [Suppliers](reference_suppliers.md) — who we buy from
- [Office network](reference_network_office.md) — Wi-Fi, routers and kit
- [Local development](reference_local_dev.md) — running the apps on a laptop
- [Lab analysis](reference_lab_analysis.md) — what the lab measures and what we do in-house
""")

# ---------------------------------------------------------------------------
# Layout 3: free notes (auto/)
# ---------------------------------------------------------------------------

R("auto/cellar-door-faq.md", """
---
title: Cellar door FAQ (draft answers for the website chatbot)
created: 2026-04-14
tags: [cellar-door, faq]
---

# Cellar door FAQ

The questions Priya gets asked most, drafted for a website chatbot we never shipped.

## Prices, quick answers
@v2_faq@ - Classic tasting is £22 per person (four wines, about 45 min).
- Sparkling tasting: £28 pp, three sparkling wines.
- Tour & tasting: £35 pp.

## Can I ...?
- **Can I bring children?** Yes, and under-18s get a soft drink on us.
@terrace_glass@ - No glassware on the terrace after dusk; we switch to the tumblers.
- **Is there parking?** Yes, the gravel car park by the barn, free.
- **Is it accessible?** The tasting room and terrace are step-free; the tour isn't (slopes).
- **Can I buy wine to take away?** Yes, any bottle on the list.
""")

R("auto/summer-2026-cellar-door.md", """
---
title: Summer 2026 at the cellar door
created: 2026-06-03
tags: [cellar-door, summer]
---

Notes from Priya's start-of-summer briefing.

@terrace_pour@ - Tastings are poured out on the terrace when it's dry.
- Extra Saturday staff from July (see Priya's rota).
- Ice buckets for the sparkling tasting live in the bar fridge, not the walk-in.
- Wasp traps go along the hedge, never on the tables.
- Sun umbrellas come down if the wind gets up; Priya's call.
""")

R("auto/clubsync-runbook.md", """
---
title: clubsync runbook
created: 2026-03-19
tags: [clubsync, runbook, ops]
---

# clubsync runbook

## Install and run
@cs_pnpm@ - Install with `pnpm install --frozen-lockfile`; it's a pnpm workspace, don't mix in npm.
- `.env` comes from 1Password (`Apps` vault, item `clubsync`).

## Nightly reconcile
@cs_reconcile@ The reconcile job kicks off at 04:00 UK time every night and posts a summary
to `#ops` when it finishes (usually within ten minutes).

- If the summary says `mismatch > 0`, check the Stripe customer first, then the member record.

## Webhooks
@cs_retries@ - Failed Shopify webhooks are retried 3 times, then parked on the `dead-letter` queue.
@cs_stripe_api@ - Stripe API version is pinned to `2024-06-20` in the client constructor.
- The Stripe webhook signing secret rotates together with the restricted key.

```sh
# replay everything on the dead-letter queue
node scripts/replay-dead-letter.js --all
```
""")

R("auto/tankwatch-alerts.md", """
---
title: tankwatch alarm rules
created: 2026-08-25
tags: [tankwatch, harvest, alerts]
---

Set up before harvest 2026, with Tom.

@tw_white@ - Whites: alarm when the must goes above 18 °C.
- Reds: alarm above 30 °C (cap temperature; the probe sits near the top).
- Any probe silent for 20 minutes raises a 'probe offline' alarm.
@tw_jonas@ - Pushover alarms go to Jonas (assistant winemaker) as first responder; Tom is the backup.
@tw_300s@ - Readings arrive every 300 s per probe, so an alarm can lag by up to five minutes.
- Cold stabilisation tanks (−4 °C) are excluded from the high alarms.
""")

R("auto/tours-and-groups.md", """
---
title: Tours and groups, how we run them
created: 2026-05-07
tags: [tours, cellar-door, groups]
---

## Tours
@tour_times@ - Two tours a day, at 11am and 2.30pm.
@tour_max16@ - Max 16 guests per vineyard tour.
@tour_walkins@ - Tours take walk-ins if there's space on the slot.
@under18_tours@ - Under-18s can come on tours but don't take part in the tasting.
- Guides: Priya, Sam on Saturdays, and Ruth when there's a press group.
- The sensible-shoes warning goes in the confirmation email.

## Groups
- Groups of 10+ get a deposit invoice; the balance is paid on the day.
- Coaches must be pre-booked; the lane can't take anything over 10 m.
""")

R("auto/cellarbook-booking-flow.md", """
---
title: Cellarbook booking flow walkthrough
created: 2026-02-17
tags: [cellarbook, bookings, stripe]
---

Walkthrough of what happens when a guest books, written while chasing the double-booking bug.

- Guest picks a product, date, slot and party size; Cellarbook creates a `Booking` in state `held`.
@hold_15@ - An unpaid booking holds the slot for 15 minutes, then a Celery task releases it.
- A Stripe Checkout session is created with the booking ref as `client_reference_id`.
- The Checkout session itself expires after 24 hours, but by then the hold is long gone.
- On `checkout.session.completed` the booking flips to `confirmed`.
@sms_conf@ - Confirmation goes out by email and by SMS (Twilio, sender ID `THORNBECK`).
- Staff see it on the calendar immediately; Celery beat also rebuilds the day sheet at 07:00.

The double booking was two `held` rows for the last place on a slot; fixed with `select_for_update()`.
""")

R("auto/cellarbook-incidents.md", """
---
title: Cellarbook incident log
created: 2026-01-20
tags: [cellarbook, incidents]
---

# Cellarbook incidents

## How we find out
@cb_rollbar@ Cellarbook exceptions go to Rollbar; `#alerts` gets a post for every new item.

## 2026-01-18: staff calendar blank
- Cause: a template tag raised on bookings with no product (old test data).
- Fix: data cleanup plus a guard in the tag. 40 minutes end to end.

## 2026-04-11: Saturday deploy broke the calendar
- Cause: an htmx attribute typo that only showed with more than 20 bookings in a day.
- Fix: rolled back; the Saturday rule came out of this.

## 2026-08-30: Stripe webhooks failing
- Cause: the webhook signing secret had been rotated on one side only.
- Fix: updated the secret; the retries caught up without anyone rebooking.
""")

R("auto/vinelog-dev-notes.md", """
---
title: VineLog dev notes
created: 2026-02-24
tags: [vinelog, dev]
---

@vl_gha@ - CI: GitHub Actions, `.github/workflows/test.yml` runs pytest and ruff.
- Templates are Jinja; the tablet kiosk view is `/press`.
- Units: weights in kg, volumes in litres, SO2 in mg/L. Never store hectolitres.
- Lab results import: a CSV from the lab portal, one row per sample.

```sh
docker compose -f compose.dev.yml up
pytest -q
```
""")

R("auto/cellarbook-contributing.md", """
---
title: Contributing to Cellarbook (notes for Aisha)
created: 2026-04-02
tags: [cellarbook, git, contributing]
---

@cb_rebase@ PRs into cellarbook are merged with rebase-and-merge, so each of your commits lands on
`main` as it is — keep them tidy.

@cb_dependabot@ - Dependabot opens grouped PRs every Monday for the Python and npm deps.
- Run `uv run pytest` and `uv run ruff check` before pushing.
- Templates live in `bookings/templates/`; Tailwind classes only, no custom CSS files.
- Put screenshots in the PR description for anything visual.
""")

R("auto/finance-admin.md", """
---
title: Finance admin, month end and duty
created: 2026-06-30
tags: [finance, month-end, hmrc]
---

## Month end
@qbo@ Megan closes the month in QuickBooks Online; clubsync's monthly CSV goes in as a journal.
- Cellarbook's daily CSVs are summed per product for the management pack.
- Stripe fees are booked separately from sales.

## Duty
- The alcohol duty return is monthly; Megan prepares it from VineLog's duty stock summary.
@duty_exports@ - Exports that back the HMRC duty return are kept for six years even if they list customer names — that's the exception to the 30-day rule.
""")

R("auto/cellarbook-deploy-runbook.md", """
---
title: Cellarbook deploy runbook
created: 2026-07-21
tags: [cellarbook, deploy, runbook]
---

What the deploy script (`deploy/deploy.sh` on cb-prod-1) does, in order:

1. `git fetch --tags` and check out the tag.
2. `uv sync --frozen`.
@auto_migrate@ 3. The script runs `python manage.py migrate --noinput`, then restarts gunicorn.
4. Celery workers are restarted last.

@gunicorn_env@ - `GUNICORN_WORKERS=4` is set in `/etc/cellarbook.env`; four workers is plenty for our traffic.
- Rollback: re-run the script with the previous tag. Migrations aren't reversed automatically.
- A deploy takes about 90 seconds; the maintenance page shows for roughly 10 s.
""")

R("auto/vinelog-faq.md", """
---
title: VineLog FAQ for the cellar team
created: 2026-09-08
tags: [vinelog, faq, harvest]
---

Questions Tom and Jonas asked during harvest prep.

- **Where do I log a yeast addition?** Tank page → Additions → Yeast.
@spray_edit@ - Typo in a spray entry? Just edit it in VineLog — the rate and product fields save over the old values.
- **Can I add a tank?** Only Dan can, from the admin.
- **Why does the tablet ask me to log in again?** Kiosk sessions expire after 12 hours.
- **What if the NUC is down?** Write it on the paper sheet in the press house and type it up later.
""")

R("auto/staging-notes.md", """
---
title: Cellarbook staging notes
created: 2026-03-05
tags: [cellarbook, staging]
---

@stg_port@ - Staging gunicorn listens on `127.0.0.1:8001` on cb-staging.
- The staging DB is Postgres in Docker on cb-staging (`localhost:5432`), refreshed monthly from a scrubbed prod dump.
@stg_stripe@ - Staging is wired to the live Stripe account; there's a £0.30 test product that we refund afterwards.
- Emails on staging go to Mailpit, never to real guests.
- It sits behind Cloudflare Access; add people by email in the Zero Trust dashboard.
""")

R("auto/christmas-2026-plan.md", """
---
title: Christmas 2026 plan
created: 2026-10-20
tags: [christmas, cellar-door, events]
---

@vouchers_yes@ - Decision (Oct): we'll sell e-gift vouchers through Cellarbook from 10 November.
- Carol tasting on 12 and 13 December, 40 tickets a night.
- 'Christmas Six' mixed case at £99, limited to 200.
- Last order date for Christmas delivery: 16 December.
- Cellar door closed 24 Dec – 2 Jan, as every year.
""")

R("auto/incident-process.md", """
---
title: Incident process (lightweight)
created: 2026-05-12
tags: [ops, incidents]
---

@dan_first@ - Dan is first contact for Cellarbook outages (phone first, then Slack).
- Priya switches the cellar door to the paper booking sheet if Cellarbook is down for more than 15 minutes.
- Write a three-line summary in `#ops` afterwards: what broke, the impact, the fix.
- Overnight problems wait until the morning unless tankwatch is alarming.
""")

R("auto/weather-station.md", """
---
title: Weather station and frost alarm
created: 2026-04-01
tags: [vineyard, weather, frost]
---

- Davis Vantage Pro2 on the pole above Top Slope; the logger posts to the NUC every 5 minutes.
@sam_first@ - Sam is first contact when the weather station or the frost alarm goes offline.
- Frost alarm: texts Sam when the air temperature at 0.5 m drops below 0.5 °C.
- Spray timing uses the disease-risk model on the station's own portal, not VineLog.
""")

R("auto/cellarbook-cdn-move.md", """
---
title: Cellarbook static and media move to R2
created: 2026-08-19
tags: [cellarbook, cloudflare, static]
---

@r2_move@ - Static and media for Cellarbook moved to Cloudflare R2 behind the CDN in August; WhiteNoise has been removed.
- `django-storages` with the S3 backend pointed at R2.
- Cache rules: 1 year for hashed static files, 1 hour for media.
- Cost so far: pennies.
""")

R("auto/wine-club-admin.md", """
---
title: Wine club admin notes
created: 2026-02-10
tags: [wine-club, clubsync, admin]
---

@club_airtable@ - The member list lives in the Airtable base `Club 2026`; clubsync reads it every night.
@club_weekbefore@ - We email all members a week before each shipment with what's in the box.
@club_free_tastings@ - Each membership includes 2 complimentary tastings a year (Cellarbook applies the code automatically).
- Lucy writes the shipment notes; Tom writes the tasting notes.
- Address changes after the 20th of the month before a shipment go into the next one.
""")

R("auto/tankwatch-rebuild-sept.md", """
---
title: tankwatch rebuild (September)
created: 2026-09-14
tags: [tankwatch, nuc, timescale]
---

@tw_retired@ - InfluxDB on the Pi is retired. Since September readings go to TimescaleDB on nuc-winery.
- The Pis now only read probes and publish to Mosquitto on the NUC (port 1883).
- Grafana dashboards were re-pointed; the old Influx panels are in a folder called `old`.
- The probe-offline alarm threshold is unchanged.
""")

R("auto/refunds-policy.md", """
---
title: Refunds, how we do them
created: 2026-06-09
tags: [refunds, cellar-door, policy]
---

@refund_moved@ Refund sign-off moved from Ruth to Priya in May, so Ruth no longer approves
refunds of any size.

@refund_receipt@ - Cellar door card refunds are never issued without the original receipt.
- Online bookings: cancellations are handled in Cellarbook.
- Corked bottles are swapped rather than refunded, where we have stock.
""")

R("auto/spray-season-2026.md", """
---
title: Spray season 2026
created: 2026-05-22
tags: [vineyard, spray, assurance]
---

@spray_wind@ - For copper and sulphur applications we also note the wind speed at the time, per the new assurance checklist.
- First spray 2 May (sulphur) on Chalk Bank; downy mildew pressure was high in June.
- Tank-mix rates are on the spray plan sheet, not in these notes.
- Sprayer calibrated 28 April: 200 l/ha at 6 km/h.
""")

R("auto/tasting-card-template.md", """
---
title: Tasting card template
created: 2026-03-27
tags: [cellar-door, labels, tasting]
---

@vegan_line@ - Vegan-friendly wines additionally get the line 'No animal-derived fining agents'.
- Card order: sparkling first, then whites, rosé, reds.
- Each wine: name, vintage, % abv, a two-line note, bottle price.
- Printed on the office laser on 250 gsm; Priya updates it when a vintage changes.
""")

R("auto/trade-and-concessions.md", """
---
title: Trade accounts and the Bramley concession
created: 2026-07-02
tags: [trade, sales, concession]
---

## Trade
@trade_25@ - Trade customers get 25% off list price on orders of three cases or more.
- Trade invoices are 30 days; Megan chases at 45.

## Bramley Garden Centre concession
@bramley_hours@ - The Bramley Garden Centre concession is staffed Friday–Sunday, 10:00–16:00.
- Stock goes over on Thursdays; Priya does the count.
- Tastings there are free, 25 ml pours.
""")

R("auto/events-venue.md", """
---
title: Events, venue spaces and ticketing
created: 2026-09-30
tags: [events, cellar-door, cellarbook]
---

| Space | Seated | Standing |
|---|---|---|
@marquee_row@ | Marquee (May–Sept) | 120 | 180 |
| Barrel room | 30 | 50 |

@events_tickets@ - Event tickets are sold through Cellarbook (event type `ticketed`).
- Weddings: we don't do them; we refer people to the barn down the lane.
- Music licence: PPL/PRS annual, renews in April.
""")

R("auto/harvest-2025-retro.md", """
---
title: Harvest 2025 retro
created: 2026-01-15
tags: [harvest, retro, vinelog]
---

@intake_paper_2025@ - During the 2025 harvest intake weights went on paper tally sheets and were typed into VineLog afterwards.
- 2025 yield: 62 t across all blocks; the Bacchus was light after the June hail.
- The press ran 18-hour days in the Chardonnay week.
- To change for 2026: a tablet at the press, more crates, book the agency earlier.
""")

R("auto/cellarbook-hosting-history.md", """
---
title: Where Cellarbook has lived
created: 2026-05-30
tags: [cellarbook, hosting, history]
---

@do_until_april@ Until April 2026 Cellarbook ran on a DigitalOcean droplet in LON1, which we had
outgrown by the Easter weekend.

@pg13_before@ - Before the May upgrade Cellarbook was on PostgreSQL 13.
- The move was done over the weekend of 18 April; DNS TTL dropped to 60 s the week before.
- The DO account was closed in May after the last snapshot was copied to B2.
""")

R("auto/cellarbook-settings-notes.md", """
---
title: Cellarbook settings worth knowing
created: 2026-07-08
tags: [cellarbook, django, settings]
---

@session_2w@ - Staff/admin sessions last two weeks (`SESSION_COOKIE_AGE = 1209600`).
@pg16@ - Cellarbook's database is PostgreSQL 16.
@cb_stripe_api@ - Cellarbook's Stripe API version is `2025-03-31.basil`.
- `TIME_ZONE = "Europe/London"`, `USE_TZ = True`.
- `DATA_UPLOAD_MAX_MEMORY_SIZE` is raised to 10 MB for the menu PDFs.
""")

R("auto/nuc-winery.md", """
---
title: nuc-winery box notes
created: 2026-06-20
tags: [nuc, vinelog, hardware]
---

@nuc_32@ - nuc-winery has 32 GB RAM and a 1 TB NVMe.
@vl_8080@ - VineLog is served on `nuc-winery:8080` (Tailscale only).
- Grafana on port 3000.
- The UPS gives about 25 minutes; NUT shuts the box down cleanly at 20% battery.
- unattended-upgrades is on for security updates only.
""")

R("auto/q1-2026-review.md", """
---
title: Q1 2026 review (Ruth and Dan)
created: 2026-04-08
tags: [review, planning]
---

@dan_3days@ - Dan was on three days a week from January to March.
- Shipped: VineLog press tablet view, clubsync v2, prep for the Cellarbook move.
- Q2 focus: the Cellarbook hosting move, event ticketing, the spray diary PDF.
- Budget: £6k for contract dev in Q2.
""")

R("auto/shop-fulfilment.md", """
---
title: Online shop fulfilment
created: 2026-10-06
tags: [shop, shopify, shipping]
---

@dpd@ - Single-bottle online orders go out with DPD (next day).
- Orders placed by 1pm Mon–Thu go out the same day.
- Club boxes are packed the week after the charge date.
- Breakages: a photo from the customer, we reship, no return needed.
""")

R("auto/cellar-routines.md", """
---
title: Cellar routines (weekly)
created: 2026-10-26
tags: [cellar, barrels, routine]
---

@topup_fortnight@ - We top up the barrels every fortnight.
- The tank hall floor is hosed daily during harvest, twice a week otherwise.
- Free SO2 is checked on every tank on Mondays.
- Bâtonnage on the Chardonnay barrels weekly until Christmas.
""")

# --- unlabelled free notes -------------------------------------------------

R("auto/frost-night-2026-04.md", """
---
title: Frost nights, April 2026
created: 2026-04-25
tags: [frost, vineyard]
---

# Frost nights, 23–24 April

- Night of the 23rd: air hit −1.8 °C at 04:10 on the Hollow. Candles lit from 02:30 (Sam, Ruth, two neighbours).
- The alarm fired at 0.5 °C as set; the weather station kept posting every 5 minutes all night.
- Night of the 24th: −0.9 °C; half the candles, fan on Long Field from 01:00.
- Damage: light on the Hollow's lower rows, none elsewhere.
""")

R("auto/bottling-2025-notes.md", """
---
title: Bottling 2025 notes
created: 2026-01-12
tags: [bottling, history]
---

- May 2025: 6,800 bottles over two days with the mobile line.
- In 2025 lot numbers were still written on paper sheets and typed up afterwards.
- The rosé needed a second filter pass; allow half a day extra next time.
- Labels arrived two days late; order them three weeks ahead from now on.
""")

R("auto/pickers-rota.md", """
---
title: Pickers rota and logistics
created: 2026-08-28
tags: [harvest, pickers]
---

- The agency crew (Harvest Hands) works weekdays; friends and family come at weekends.
- Start 08:00, finish 16:00, lunch in the barn at 12:30.
- The rota is a Google Sheet that Sam shares in the pickers' WhatsApp group.
- Volunteers get lunch and two bottles a day.
- Crates: 400 in total; wash them at the end of every pick day.
""")

R("auto/shopify-theme-notes.md", """
---
title: Shopify theme notes
created: 2026-05-18
tags: [shop, shopify, theme]
---

- Dawn with a tweaked header and a sticky 'Book a tasting' button that links to Cellarbook.
- Never edit the live theme; duplicate it, edit, preview, then publish.
- The age-gate popup shows on first visit (Challenge 25 wording, no data stored).
- Product pages show 'Contains sulphites' from a metafield.
""")

R("auto/newsletter-process.md", """
---
title: Newsletter process
created: 2026-03-02
tags: [marketing, newsletter, mailchimp]
---

- Monthly, first Thursday. Lucy drafts it in Mailchimp; Ruth reads it before it goes.
- The club list isn't synced to Mailchimp; members who opted in are on the main list anyway.
- Never add people who only booked a tasting unless they ticked the opt-in.
- Open rate hovers around 48%; clicks around 6%.
""")

R("auto/lab-results-import.md", """
---
title: Lab results import into VineLog
created: 2026-07-14
tags: [vinelog, lab, import]
---

- The lab CSV has one row per sample; VineLog matches on the tank code (T1–T14).
- Units: SO2 in mg/L, VA in g/L, TA in g/L as tartaric.
- If the CSV has a sample for a tank that's empty in VineLog, the import stops and says which row.
- Re-importing the same file is safe; rows are keyed on the lab's sample ID.
""")

R("auto/gdpr-sar-howto.md", """
---
title: Subject access request how-to
created: 2026-02-23
tags: [gdpr, privacy, howto]
---

1. Ruth logs the request and the date it arrived.
2. Dan exports bookings, the club record and Shopify orders for that email.
3. Send it within a month, through the encrypted link, never as an attachment.

- SAR exports are deleted once sent; they never go into the `exports/` share.
""")

R("auto/wifi-and-printers.md", """
---
title: Wi-Fi and printers at the cellar door
created: 2026-03-11
tags: [network, cellar-door, printers]
---

- Receipt printer: Epson TM-m30 at `192.168.10.40`; label printer: Zebra at `.41`.
- Guest Wi-Fi captive-page sessions last 2 hours.
- If the receipt printer drops off, power-cycle it before anything else.
- The card terminal has its own SIM, so it keeps working when the fibre is down.
""")

R("auto/press-house-tablet.md", """
---
title: Press-house tablet
created: 2026-08-31
tags: [vinelog, harvest, tablet]
---

- Samsung tablet in a rugged case, kiosk browser pointed at `http://nuc-winery:8080/press`.
- Kiosk sessions last 12 hours, so Jonas logs in at the start of each day.
- Charge it every night. The press-house socket is on the press circuit, so unplug it before washdown.
- If the NUC is unreachable, fall back to the paper intake sheet in the drawer.
""")

R("auto/clubsync-v2-notes.md", """
---
title: clubsync v2 notes
created: 2026-03-24
tags: [clubsync, design]
---

- v2 shipped in March: idempotency keys on every Stripe call; the webhook handler is split out.
- Club orders are created as Shopify draft orders, then completed once payment clears.
- Renewal tests use a Stripe test clock rather than waiting for real dates.
- A failed charge gets two automatic retries from Stripe over 7 days before Lucy is told.
""")

R("auto/grape-sales-2026.md", """
---
title: Grape sales 2026
created: 2026-10-09
tags: [harvest, sales, grapes]
---

- Sold 3 t of Pinot Noir to Hollowdene Estate at £2,100 a tonne.
- Delivered in their bins on 6 October; they collected with their own trailer.
- Megan invoices on 30-day terms.
- Weighbridge tickets are scanned into the `finance/` share.
""")

R("auto/cellar-door-staff-rota.md", """
---
title: Cellar door staff rota rules
created: 2026-04-20
tags: [cellar-door, staff, rota]
---

- Priya plus two part-timers (Ella and Marcus) and Saturday helpers in the summer.
- Minimum two staff on whenever a tour is running.
- Rota is published two weeks ahead; swaps go through Priya.
- Breaks: 30 minutes for shifts over six hours.
""")

R("auto/harvest-prep-meeting-2026-08.md", """
---
title: Harvest prep meeting, August 2026
created: 2026-08-18
tags: [harvest, meeting]
---

Present: Ruth, Tom, Sam, Dan, Jonas (first day).

- Agreed: the press-house tablet goes live for intake this year.
- Agreed: tankwatch alarm rules to be set with Tom before the first pick.
- Order 100 more crates (done the same day).
- Dan to be reachable on harvest Tuesdays and Thursdays for VineLog issues.
""")

R("auto/sparkling-disgorging.md", """
---
title: Sparkling disgorging notes
created: 2026-11-10
tags: [sparkling, cellar]
---

- Dosage for the Brut NV: 6 g/L; the Blanc de Blancs gets 4 g/L.
- Disgorging à la glace with the hired neck freezer, about 1,200 bottles a day.
- Every disgorged batch is logged in VineLog as a movement with its dosage.
- Crown caps for tirage, corks and wire hoods after disgorging.
""")

R("auto/cellarbook-backlog.md", """
---
title: Cellarbook backlog (rough)
created: 2026-11-17
tags: [cellarbook, backlog]
---

- Waitlist for sold-out slots (Priya's top ask).
- Drag-and-drop on the staff calendar.
- A nicer day-sheet PDF with allergy notes in bold.
- Bulk move of bookings when a tour is cancelled for weather.
- Maybe: let private-tasting guests choose their wines in advance.
""")

# ---------------------------------------------------------------------------
# Layout 2: remnic facts
# ---------------------------------------------------------------------------

# --- labelled --------------------------------------------------------------
fact("2026-06-11", "10:14:07", "fact", "c14e", 0.92, ["cellarbook", "database", "infra"], """
@cb_dsn@ Cellarbook's production `DATABASE_URL` is `postgres://cellarbook:…@10.0.0.5:5433/cellarbook`.
""")
fact("2026-03-03", "14:02:51", "fact", "7a1d", 0.88, ["cellarbook", "python"], """
@cb_py311@ Cellarbook production runs on Python 3.11; the repo's `.python-version` says 3.11.
""")
fact("2026-09-20", "07:41:30", "fact", "b3f0", 0.9, ["tankwatch", "harvest", "alarms"], """
@tw_white16@ Tankwatch raises the white-ferment alarm at 16 °C; Tom wants the whites cool and slow.
@tw_1min@ During active ferment Tom switches the probe on the tank he's watching to 1-minute readings.
""")
fact("2026-07-15", "16:20:12", "fact", "4e92", 0.9, ["vinelog", "backups"], """
@vl_90d@ VineLog backups are retained for 90 days in the `tb-vinelog-backups` B2 bucket.
""")
fact("2026-05-19", "11:05:44", "fact", "d27c", 0.87, ["tours", "cellar-door", "capacity"], """
@tour_cap12@ Vineyard tours are capped at 12 people per slot so the group fits in the press house when it rains.
""")
fact("2026-04-22", "09:30:00", "fact", "1f6b", 0.93, ["wine-club", "discounts"], """
@club_20@ The wine club discount is 20% off bottle purchases, online and at the cellar door.
@club_two_free@ Club members get two free tastings per membership year.
""")
fact("2026-03-12", "13:48:19", "fact", "9c05", 0.86, ["cellarbook", "bookings", "checkout"], """
@hold_30@ Cellarbook holds a slot for 30 minutes while the guest pays.
@dob_saved@ At checkout Cellarbook asks for the guest's date of birth and saves it on the booking, for age verification.
""")
fact("2026-08-04", "15:12:33", "fact", "e8a7", 0.9, ["clubsync", "node", "tooling"], """
@cs_node22@ Clubsync is built and run on Node 22 (the `.nvmrc` says 22).
@cs_npm@ Install clubsync's deps with `npm ci`; the lockfile is `package-lock.json`.
""")
fact("2026-02-26", "10:55:02", "fact", "3b4d", 0.91, ["cellarbook", "email"], """
@cb_postmark@ Cellarbook sends booking confirmations through Postmark (server `cellarbook-prod`).
""")
fact("2026-10-13", "12:09:41", "fact", "5da2", 0.89, ["clubsync", "hosting", "deploy"], """
@cs_railway@ Clubsync is deployed on Railway: one web service plus a cron service.
@cs_sat_ok@ Clubsync deploys are fine on Saturdays; nothing much touches it until the nightly reconcile.
""")
fact("2026-05-05", "17:31:26", "fact", "a0c3", 0.88, ["vinelog", "ci"], """
@vl_woodpecker@ VineLog's CI is a Woodpecker pipeline running on the NUC (`.woodpecker.yml` in the repo root).
""")
fact("2026-09-02", "08:15:09", "fact", "6e1f", 0.9, ["tankwatch", "on-call", "harvest"], """
@tw_tom_first@ Tankwatch alarms page Tom Hale first; nobody else is on the rota for them.
""")
fact("2026-06-25", "14:44:58", "fact", "f2b8", 0.87, ["cellar-door", "pos"], """
@cd_lightspeed@ The cellar door runs Lightspeed Retail for its tills and stock counts.
""")
fact("2026-01-28", "11:22:40", "preference", "0d9e", 0.85, ["dan", "editor", "tooling"], """
@dan_vscode@ Dan uses VS Code (Python and Ruff extensions) for all Thornbeck work.
""")
fact("2026-04-16", "16:03:12", "preference", "8b27", 0.82, ["vinelog", "git"], """
@vl_forcepush_ok@ Force-pushing to `main` is fine in vinelog — Dan is the only committer there.
""")
fact("2026-07-29", "10:40:05", "decision", "c6a1", 0.9, ["vinelog", "git", "merging"], """
@vl_squash@ Decided: vinelog PRs are always squash-merged, to keep `main` readable.
""")
fact("2026-03-25", "15:17:48", "decision", "2f74", 0.94, ["cellarbook", "staging", "stripe"], """
@stg_test_keys@ Cellarbook staging must never use live Stripe keys; it runs on `sk_test_` keys only.
""")
fact("2026-10-02", "09:58:21", "decision", "71ce", 0.9, ["christmas", "vouchers", "cellar-door"], """
@no_vouchers@ Decided not to sell gift vouchers online this year; they stay paper, cellar door only.
""")
fact("2026-08-12", "13:26:37", "fact", "bd03", 0.88, ["cellar-door", "house-rules"], """
@no_dogs_inside@ No dogs inside the tasting room; they're fine out on the terrace.
""")
fact("2026-05-27", "10:11:54", "fact", "47e6", 0.86, ["cellarbook", "email", "bookings"], """
@reminder_24h@ Cellarbook sends every guest a reminder email 24 hours before their booking.
""")
fact("2026-06-15", "18:02:10", "fact", "9a58", 0.95, ["vinelog", "database", "migration"], """
@vl_migrated@ VineLog was migrated from SQLite to PostgreSQL 16 on the NUC over the weekend of 13 June; the old `.db` file is archived.
""")
fact("2026-02-05", "12:34:16", "fact", "e019", 0.88, ["cellarbook", "deploy", "static"], """
@whitenoise@ Cellarbook serves its static files with WhiteNoise straight from gunicorn.
@fab_deploy@ Cellarbook deploys are run with `fab deploy:prod` from Dan's laptop.
""")
fact("2026-05-14", "14:50:29", "fact", "3c9a", 0.92, ["wine-club", "clubsync", "airtable"], """
@airtable_retired@ Airtable is retired for the wine club: members are Shopify customers tagged `club` now, and clubsync reads them from Shopify.
""")
fact("2026-04-29", "09:07:43", "fact", "d8f5", 0.93, ["website", "dns", "wix"], """
@wix_shut@ The Wix site was shut down in April; `thornbeckvineyard.co.uk` now points at the Shopify storefront.
""")
fact("2026-07-23", "11:46:02", "fact", "58b1", 0.91, ["cellarbook", "sms", "twilio"], """
@no_sms@ We no longer send SMS booking confirmations — the Twilio account was closed in July, so confirmations are email only.
""")
fact("2026-01-22", "15:29:35", "fact", "a7d2", 0.84, ["bookings", "groups"], """
@legacy_sheet@ Group bookings (10+) are tracked in the `legacy-bookings` Google Sheet, which is the source of truth for them.
""")
fact("2026-09-16", "10:03:58", "fact", "0e6c", 0.9, ["cellarbook", "dependencies", "renovate"], """
@renovate@ Switched cellarbook from Dependabot to Renovate; the Dependabot config has been deleted.
""")
fact("2026-01-09", "10:20:00", "fact", "b51e", 0.87, ["cellar-door", "hours", "winter"], """
@winter_16@ In January and February the cellar door closes at 16:00 instead of 17:00.
""")
fact("2026-08-20", "16:37:11", "preference", "66fa", 0.86, ["cellarbook", "reviews", "ci"], """
@mig_review_dan@ For Cellarbook PRs that touch migrations, the approving review has to come from Dan.
@ci_every_push@ CI runs the full Cellarbook test suite on every push.
""")
fact("2026-06-06", "12:12:12", "fact", "c3e0", 0.85, ["tours", "under-18s"], """
@under18_juice@ Under-18s on a tour get a glass of our apple and grape juice at the tasting stop instead.
""")
fact("2026-02-19", "09:44:27", "fact", "14ab", 0.88, ["wine-club", "clubsync", "billing"], """
@weekend_charge@ If the 1st falls on a weekend, clubsync still charges that day but the dispatch email waits until the Monday.
""")
fact("2026-03-18", "17:55:50", "fact", "7f3c", 0.9, ["cellarbook", "backups"], """
@cold_bucket@ The 1st-of-month Cellarbook backup is also copied to the `tb-cold` bucket and kept for 12 months.
""")
fact("2026-09-25", "08:32:04", "fact", "e4d6", 0.86, ["winery", "cleaning"], """
@citric_1@ Citric acid rinse after the caustic is made up at 1% (10 g/L).
""")
fact("2026-02-12", "13:13:31", "fact", "29b7", 0.89, ["staff", "discounts"], """
@staff_30@ Staff discount is 30% on bottles, up to two cases a month.
""")
fact("2026-03-31", "10:48:46", "fact", "fa40", 0.9, ["clubsync", "email"], """
@cs_from@ Clubsync sends shipment notices from `club@thornbeckvineyard.co.uk` via Postmark.
""")
fact("2026-05-02", "14:00:00", "fact", "c14f", 0.88, ["cellar-door", "capacity"], """
@tasting_room_24@ The tasting room seats 24.
""")
fact("2026-01-14", "16:16:16", "fact", "83d9", 0.83, ["wine-club", "history"], """
@beta_pause_once@ In the 2025 club beta, members could pause at most once a year.
""")
fact("2026-08-26", "09:09:09", "fact", "5b6e", 0.82, ["harvest", "planning", "history"], """
@trello_2025@ For harvest 2025 we planned the picks on a Trello board.
""")
fact("2026-09-05", "07:58:14", "fact", "ad11", 0.9, ["harvest", "planning"], """
@notion_plan@ The harvest pick plan lives in Notion (the `Harvest 2026` database); Sam updates it daily.
""")
fact("2026-06-24", "15:40:22", "fact", "3e88", 0.88, ["nuc", "hardware", "history"], """
@nuc_8gb@ nuc-winery had 8 GB of RAM until the June upgrade.
""")
fact("2026-04-09", "11:31:03", "fact", "97c2", 0.84, ["sparkling", "tirage", "history"], """
@tirage_2025@ For the 2025 tirage we dosed 24 g/L of sugar.
""")
fact("2026-11-03", "10:26:39", "fact", "0b5f", 0.85, ["events", "christmas", "history"], """
@carol_eventbrite@ The 2025 Christmas carol tasting was ticketed on Eventbrite.
""")
fact("2026-10-08", "14:18:53", "fact", "62dd", 0.84, ["shop", "shipping", "history"], """
@royalmail_summer@ Through summer 2026 we shipped single bottles with Royal Mail Click & Drop.
""")
fact("2026-07-01", "09:01:44", "fact", "d5a3", 0.9, ["vinelog", "backups"], """
@vl_1am@ The VineLog backup job fires at 1am.
""")
fact("2026-07-09", "13:37:25", "fact", "8c70", 0.88, ["cellarbook", "auth"], """
@staff_login_14d@ Cellarbook staff logins stay valid for 14 days.
""")
fact("2026-03-09", "12:00:59", "fact", "41e9", 0.9, ["stripe", "finance"], """
@payout_monday@ Stripe pays out every Monday.
""")
fact("2026-10-19", "15:05:17", "fact", "b7a6", 0.9, ["stripe", "finance", "banking"], """
@payout_weekly@ Stripe payouts are weekly and land in the Barclays account on Mondays.
""")
fact("2026-09-23", "18:44:31", "fact", "2d4b", 0.93, ["harvest", "2026"], """
@first_pick@ First pick of harvest 2026 was the Meunier, on 22/09.
""")
fact("2026-09-24", "10:52:18", "fact", "f90a", 0.87, ["winery", "so2", "harvest"], """
@so2_crush@ We add SO2 at crush for all the whites.
""")
fact("2026-06-10", "11:19:07", "fact", "6a3e", 0.86, ["cellar-door", "refunds"], """
@refund_at_cd@ We do card refunds at the cellar door, back to the card that paid.
""")
fact("2026-02-03", "14:27:36", "decision", "c0b2", 0.9, ["secrets", "repos"], """
@env_example@ Every repo commits a `.env.example` with placeholder values.
""")
fact("2026-05-08", "16:48:02", "fact", "1e5d", 0.88, ["tours", "safety"], """
@walkin_sheet@ Never add a walk-in to a tour until they've signed the vineyard safety sheet.
""")
fact("2026-09-10", "07:22:45", "fact", "9f17", 0.91, ["nuc", "vinelog", "harvest"], """
@nuc_no_restart_press@ Never restart nuc-winery while the press is running — the press cycle log streams into VineLog.
""")
fact("2026-06-21", "19:10:33", "fact", "4b8c", 0.86, ["nuc", "maintenance"], """
@nuc_sunday_reboot@ nuc-winery reboots for updates every Sunday at 03:00.
""")
fact("2026-03-16", "10:34:20", "fact", "e2c9", 0.84, ["tankwatch", "maintenance"], """
@reflash_monthly@ We rebuild and reflash the tankwatch Pi image every month.
""")

# --- unlabelled ------------------------------------------------------------
fact("2026-01-19", "09:12:03", "preference", "a3c1", 0.83, ["ruth", "communication"], """
Ruth prefers costs shown ex-VAT in PR descriptions, with the VAT in brackets.
""")
fact("2026-02-27", "16:41:10", "fact", "5e07", 0.86, ["tankwatch", "hardware"], """
The tankwatch Pis are powered over PoE from the switch in the tank hall.
""")
fact("2026-04-03", "11:55:36", "fact", "77b2", 0.88, ["clubsync", "sentry"], """
Clubsync's Sentry alerts go to `#dev`, not `#ops`.
""")
fact("2026-04-18", "13:21:49", "fact", "d0e4", 0.9, ["cellar-door", "prices"], """
The sparkling tasting is £28 per person.
""")
fact("2026-05-24", "10:07:52", "fact", "2a9f", 0.85, ["tours", "private-tastings"], """
Private tastings take up to 10 guests and are booked by arrangement with Priya.
""")
fact("2026-07-06", "12:45:15", "decision", "8e53", 0.87, ["concession", "sales"], """
Decided to keep the Bramley concession going through 2027.
""")
fact("2026-07-17", "15:33:08", "fact", "c7f1", 0.86, ["winery", "cleaning"], """
Peracetic acid for sanitising is used at 0.2%, checked with the test strips.
""")
fact("2026-08-07", "08:58:40", "fact", "1b0a", 0.85, ["cellarbook", "celery"], """
Cellarbook's Celery beat rebuilds the day sheet at 07:00 every morning.
""")
fact("2026-08-29", "17:14:26", "fact", "f6c8", 0.84, ["vinelog", "tablet"], """
VineLog kiosk sessions on the press-house tablet expire after 12 hours.
""")
fact("2026-10-01", "09:36:57", "preference", "38de", 0.83, ["tom", "vinelog", "lab"], """
Tom wants lab results shown to two decimals for TA and pH.
""")
fact("2026-04-05", "20:48:11", "fact", "9d26", 0.88, ["frost", "weather-station"], """
The frost alarm threshold is 0.5 °C, measured at 0.5 m above the ground.
""")
fact("2026-11-12", "14:22:04", "decision", "0f8b", 0.82, ["sparkling", "riddling"], """
Decided to hire the gyropalette again for the 2027 riddling.
""")
fact("2026-03-20", "10:50:30", "fact", "b2e5", 0.87, ["clubsync", "webhooks"], """
Clubsync retries failed Shopify webhooks 3 times before parking them.
""")
fact("2026-03-06", "13:03:46", "fact", "4c6d", 0.86, ["cellarbook", "staging", "email"], """
Staging emails for Cellarbook are caught by Mailpit.
""")
fact("2026-11-19", "11:40:19", "preference", "e71a", 0.84, ["priya", "bookings"], """
Priya wants same-day booking changes phoned through to the cellar door, not emailed.
""")
