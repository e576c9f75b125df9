# -*- coding: utf-8 -*-
"""File bodies for the Harrow & Finch Schoolwear store.

A line starting with «key» is a claim line: the marker is stripped by build.py and the
line is recorded under that key (each key must occur exactly once in the whole store).
"""

# ---------------------------------------------------------------- root (Claude Code auto-memory)
# (file, name, description, type, flat_description, title, hook, body)
ROOT = []


def root(file, name, desc, typ, title, hook, body, flat=False):
    ROOT.append(dict(file=file, name=name, desc=desc, type=typ, title=title, hook=hook,
                     body=body.strip("\n") + "\n", flat=flat))


root("reference_finchshop.md", "finchshop-overview",
     "finchshop: the parent-facing web shop, stack, checkout rules and returns", "reference",
     "finchshop overview", "stack, checkout, returns, storefronts", r"""
# finchshop

Parent-facing web shop: one storefront per partner school, basket and checkout, order export to
stitchline (embroidery) and packhouse (despatch). Repo `harrowfinch/finchshop` on GitHub.

## Stack
- «fs_py»Django 5.1 on Python 3.12, Tailwind, HTMX for the basket
- «fs_db»Database: Postgres 16 at `pg-shop.hf.internal:5432` (`SHOP_DB_URL`)
- «fs_host»Hosting: Hetzner Cloud VM `shop-web-1`, Docker Compose behind Caddy
- «fs_search»Search: Algolia index `finch_products`, reindexed on every product save
- «fs_email»Transactional email: Amazon SES (eu-west-2), templates under `emails/`
- «fs_sentry»Errors: Sentry project `finchshop`, alerts to Tomasz
- «fs_staging»Staging: `https://staging.harrowfinch.co.uk` (basic auth, ask Tomasz for it)

## Checkout
- «fs_pay»Payments: Stripe Checkout, webhooks land on `/hooks/stripe/`
- «fs_guest»Guest checkout is allowed
- «fs_basket»Guest baskets expire after 48 hours
- «fs_free»Free delivery threshold: £60 basket total
- «fs_nametape»Name-tape embroidery is offered as a checkout add-on (£3.50 per garment)
- Prices shown include VAT where VAT applies (see project_vat.md)

## Returns
- «fs_returns»Returns accepted within 30 days of delivery (unworn, tags on)
- «fs_embrefund»Embroidered items can be refunded if they come back unworn within the returns window
- Refunds go back to the original card; store credit only if the parent asks for it

## Schools
- «fs_schools»58 partner school storefronts are live, each at `/<school-slug>/`
- Storefront colours and the crest image come from crestbank
- A school can hide items it no longer allows (e.g. the old V-neck jumper) without deleting them
""", flat=True)

root("reference_stitchline.md", "stitchline-overview",
     "stitchline: embroidery job queue, machines, limits and who to call", "reference",
     "stitchline overview", "embroidery queue, loom-agent, limits, escalation", r"""
# stitchline

Embroidery job queue. Takes paid order lines from finchshop and counter orders from counterpos,
turns them into machine jobs and sends the designs to the Tajima heads through loom-agent.

## Stack
- «sl_py»Python 3.12, FastAPI, dependencies managed with uv
- «sl_queue»Job queue: Redis Streams (`stitch:jobs`) on `redis-stitch.hf.internal:6379`
- «sl_conv»Design conversion uses Wilcom EmbroideryStudio on `EMB-PC01`
- Repo `harrowfinch/stitchline`; tests run on every push
- «sl_loomport»loom-agent (on the shop-floor PC `EMB-PC01`): HTTP on port 8170

## Rules
- «sl_stitchmax»Designs over 15,000 stitches are rejected at upload
- «sl_speed»Default machine speed: 800 stitches per minute
- «sl_retry»Failed uploads to a machine are retried automatically (3 attempts, 30 s apart)
- «sl_lead»Embroidery lead time: 5 working days
- Jobs are grouped by thread colour set so the floor changes cones less often
- One job = one garment; a parent ordering three jumpers creates three jobs

## Errors
- «sl_err»stitchline reports exceptions to Rollbar (project `stitchline-prod`)
- «sl_escal»Garments failing on a machine or jobs stuck on a head: escalate to Gail on the shop floor, not to the dev on call
""", flat=True)

root("reference_counterpos.md", "counterpos-overview",
     "Till app in the school shops - stack, sync, card reader, releases", "reference",
     "counterpos overview", "shop till PWA, stock sync, payments", r"""
# counterpos

Till app for the school shops: React PWA on iPads, offline-first. It pushes sales and stock
movements to finchshop so online stock stays right.

- «cp_node»Node 20 LTS, Vite, React 18
- «cp_pm»Package manager: yarn (berry), `yarn install --immutable` in CI
- «cp_sync»Pushes stock movements to finchshop every 10 minutes
- «cp_retry»A failed stock push is retried up to 5 times, then the till shows a red banner
- «cp_reader»Card reader: SumUp Air, one paired per iPad
- «cp_pay»Tills take cash and card
- «cp_offline»Keeps working offline; sales queue on the iPad and sync once the connection is back
- «cp_receipt»Receipts are emailed, not printed, unless the customer asks at the counter
- «cp_release»Releases go out to the iPads overnight on Tuesdays
- «cp_shops»Used in all four school shops (see reference_shops.md)
- Restock requests to packhouse are raised from the till's "Stock" tab
""")

root("reference_crestbank.md", "crestbank-overview",
     "crestbank: crest and logo artwork library with the school approval flow", "reference",
     "crestbank overview", "artwork library, storage, approvals", r"""
# crestbank

Logo and crest artwork library plus the school approval flow. Schools log in to approve proofs;
approved crests feed finchshop storefronts and stitchline.

- «cb_node»Node 22 LTS, Express + Prisma
- «cb_host»Hosting: Fly.io app `hf-crestbank` (region lhr)
- «cb_ci»CI: GitLab CI (`.gitlab-ci.yml`) on our self-hosted GitLab, runs on every merge request
- «cb_store»Artwork storage: S3 bucket `hf-crest-art` (eu-west-2)
- «cb_upload»Max upload: 50 MB per file (vector PDFs from design agencies get big)
- «cb_vector»Only vector masters (SVG, AI, EPS, PDF) are accepted as the master crest
- «cb_approve»Schools approve artwork in crestbank
- «cb_archive»Superseded crests are hidden from the approval list
- Approved crests are pushed to finchshop storefronts and handed to stitchline for conversion
""", flat=True)

root("reference_packhouse.md", "packhouse-overview",
     "Despatch and pick/pack for online orders - couriers, cut-offs, labels", "reference",
     "packhouse overview", "pick/pack, couriers, labels, cut-off", r"""
# packhouse

Warehouse pick/pack and despatch for online orders, run by Beth Castle's team at the Gloucester unit.

- «ph_cutoff»Same-day despatch cut-off: 14:00
- «ph_days»Ships Monday to Friday
- «ph_std»Standard parcels: Royal Mail Tracked 48 via Click & Drop
- «ph_express»Express orders: DPD Next Day
- «ph_uk»Does not ship outside the UK; non-UK addresses are refused at checkout
- «ph_labels»Labels are printed on Zebra ZD420 printers via the `labeld` service
- «ph_log»Label print log keeps the recipient name and postcode so a label can be reprinted
- Picking lists print per school first thing, then per order after 11:00
- Returned parcels are booked in on the "Returns" bench before anything goes back to stock
""")

root("reference_infra.md", "infra-overview",
     "Infrastructure: secrets, monitoring, backups, tickets", "reference",
     "Infrastructure", "shared services behind all the apps", r"""
# Infrastructure

- «in_secrets»Secrets: 1Password, vault `HF Platform`, with service accounts for CI
- «in_uptime»Uptime checks: Pingdom, one check per public site
- «in_backup»Postgres backups run nightly
- Logs: Grafana Cloud (Loki), 14-day retention
- DNS: Cloudflare for harrowfinch.co.uk
- «in_tickets»Tickets: Linear, team key `HF`
- `EMB-PC01` (shop-floor PC) sits on the office VLAN and is reachable over Tailscale
- Domain registrar: Gandi
""", flat=True)

root("reference_shops.md", "school-shops",
     "The four school shops - hours, tills, exchanges", "reference",
     "School shops", "shop codes, hours, tills", r"""
# School shops

| Shop | Code | Hours | Tills |
|---|---|---|---|
| Gloucester | GLO | Mon–Sat 08:30–17:30 | 3 |
«sh_chl»| Cheltenham | CHL | Mon–Sat 09:00–17:30 | 2 |
| Stroud | STR | Tue–Sat 09:00–17:00 | 1 |
«sh_twk»| Tewkesbury | TWK | Mon–Sat 09:30–17:00 | 2 |

- «sh_exch»Exchanges in the shops: within 14 days with the receipt
- Shop managers order restock from packhouse through counterpos
- Fitting rooms in Gloucester and Cheltenham only
""")

root("reference_glossary.md", "glossary",
     "Words and names that come up in tickets and on the shop floor", "reference",
     "Glossary", "people, jargon, codes", r"""
# Glossary

- **Head** — one embroidery head on a Tajima machine; the floor has six
- **Hooping** — framing the garment for one run; big designs need two hoopings
- **DST** — Tajima stitch file format; what loom-agent hands to the machines
- «gl_gail»**Gail** — Gail Summers, embroidery supervisor; owns the shop floor and the machine running order
- **Beth** — Beth Castle, packhouse manager
- **Sew-out** — a test stitch of a new design on scrap fabric, photographed for the school
- **Storefront** — a school's page set on finchshop
""")

root("user_nadia.md", "nadia-profile",
     "Who Nadia is, how she works, who is on the team", "user",
     "Nadia (user profile)", "head of digital, tools, team", r"""
Nadia Okoro, head of digital at Harrow & Finch Schoolwear. Owns finchshop and the in-house tools; was a
Django developer before moving into the role.

- «us_editor»Editor: VS Code with the Django and Tailwind extensions; she pastes snippets straight into it
- Reviews PRs in the evening, usually after 20:00
- «us_british»Wants British English in all customer-facing copy ("colour", "personalise", "jumper" not "sweater")
- Team: Rhys Pembridge (backend; stitchline and packhouse), Tomasz Wilk (frontend; finchshop and counterpos)
- Ops contacts: Beth Castle (packhouse), Gail Summers (embroidery floor)
""")

root("feedback_merge_strategy.md", "finchshop-merge-strategy",
     "How finchshop PRs get merged and why", "feedback",
     "finchshop merge strategy", "keep original commits on finchshop", r"""
«fb_rebase»finchshop PRs are merged with rebase-and-merge so the original commits land on main; Nadia bisects finchshop regressions often enough to want them.

**Why:** a 40-file PR collapsed into a single commit hid which change broke the school picker in March.

**How to apply:** choose "Rebase and merge" in the GitHub merge box for finchshop. Other repos follow their own notes.
""")

root("feedback_crestbank_commits.md", "crestbank-commits",
     "Commit history in crestbank is part of the approval audit", "feedback",
     "crestbank commit history", "audit trail rules", r"""
«fb_nosquash»Never squash crestbank merge requests: the approval audit links every artwork change to its own commit.

**Why:** a school disputed which proof they had signed off in April; the per-commit history settled it.

**How to apply:** keep commits small and describe the artwork change in each message ("Kingsholm crest: navy 2767C").
""")

root("feedback_prod_migrations.md", "prod-migrations",
     "Who applies schema migrations on production", "feedback",
     "Production migrations", "leave prod migrations to Rhys", r"""
«fb_nomigrate»Never run `manage.py migrate` against production finchshop myself; Rhys runs prod migrations by hand once the deploy is out.

**Why:** a long-running migration locked the orders table during a Saturday rush in 2025.

**How to apply:** write the migration, say in the PR that it needs applying, and stop there. Staging is fine.
""")

root("feedback_git_main.md", "counterpos-main-branch",
     "Pushing to main in counterpos", "feedback",
     "counterpos main branch", "PRs only on the till app", r"""
«fb_nopush»Never push straight to main in counterpos, not even one-line fixes; the release build for the iPads is cut from main.

**Why:** a "typo fix" pushed directly in June broke the price keypad in two shops.

**How to apply:** branch, PR, wait for Tomasz's review, even for copy.
""")

root("feedback_pr_descriptions.md", "pr-descriptions",
     "What Nadia wants in a PR description", "feedback",
     "PR descriptions", "keep them short", r"""
«fb_prshort»Nadia prefers short PR descriptions; she reads the diff, not an essay.

**Why:** she reviews on her phone in the evening.

**How to apply:** no headings, no bullet walls, no restating the diff.
""")

root("feedback_copy_style.md", "copy-style",
     "Spelling and tone in anything a parent reads", "feedback",
     "Customer copy style", "spelling and tone", r"""
«fb_british»Customer-facing text uses British spelling (colour, personalise, organise), never the American forms.

Tone: plain and friendly, no exclamation marks in emails, "your child" rather than "your student".
Size labels follow the garment tag ("Age 7–8", "Chest 34in"), never S/M/L for children's items.
""")

root("feedback_loom_agent.md", "loom-agent-restarts",
     "When it is safe to restart loom-agent", "feedback",
     "loom-agent restarts", "do not interrupt a running sew", r"""
«fb_loomrestart»Don't restart loom-agent while a machine is mid-sew; wait for the head to stop or ask Gail first.

**Why:** a restart in May dropped the job pointer and a head sewed the same crest twice on one jumper.

**How to apply:** check the head status page on `EMB-PC01` before touching the service.
""")

root("feedback_deploys.md", "finchshop-deploys",
     "How and when finchshop gets deployed", "feedback",
     "finchshop deploys", "deploy routine and the smoke test", r"""
«fb_deploy»finchshop deploys are `make deploy` from main, run by whoever merged the PR.

«fb_smoke»Never deploy finchshop without a green staging smoke test (`make smoke ENV=staging`).

**Why:** the basket broke for an hour on a September evening when a deploy skipped staging.
""")

root("feedback_testing.md", "testing-habits",
     "Test before proposing changes", "feedback",
     "Testing habits", "run the suite locally first", r"""
Run `pytest -x -q` locally before proposing a finchshop or stitchline change; don't lean on CI alone.

For counterpos, the till test suite plus a manual check of the till keypad in the browser.

**Why:** Nadia reviews late and a red CI run costs a day.
""")

root("feedback_card_data.md", "card-data",
     "Card data rules for the tills", "feedback",
     "Card data", "PCI scope stays out of our code", r"""
«fb_nocard»Card numbers are never stored in counterpos, not even temporarily on the iPad.

**Why:** keeping card data in the card reader's own app keeps us out of PCI scope.

**How to apply:** if a feature seems to need the card number, it needs the reader's transaction reference instead.
""")

root("feedback_personal_data.md", "personal-data-logs",
     "What may appear in packhouse logs", "feedback",
     "Personal data in logs", "order numbers, not people", r"""
«fb_nolognames»Don't log customer names or addresses in packhouse; log the order number and nothing else about the person.

**Why:** Beth's team shares log screenshots in the warehouse group chat.

**How to apply:** review any new `logger.info` call in packhouse for personal data before the PR goes up.
""")

root("project_back_to_school_2026.md", "back-to-school-2026",
     "What we changed for the August-September 2026 peak", "project",
     "Back to school 2026", "peak-season changes and lessons", r"""
# Back to school 2026

Peak ran from 3 August to about 22 September.

- «bts_sync»During the August–September peak counterpos pushed stock every 2 minutes; it was put back afterwards.
- «bts_cutoff»During the September rush the same-day despatch cut-off was brought forward to 12:00.
- For the 2026 peak stitchline ran two shifts (06:00–14:00 and 14:00–22:00).
- Two temporary packers joined Beth's team for five weeks.
- Lesson: put the size chart link in the basket, it cut "wrong size" returns noticeably.
""")

root("project_tewkesbury_shop.md", "tewkesbury-shop",
     "Opening the fourth school shop in Tewkesbury", "project",
     "Tewkesbury shop", "fourth shop opening", r"""
# Tewkesbury shop

- «tw_opened»The Tewkesbury shop opened on 20 July 2026 in the Oldbury Road unit.
- «tw_firstweek»In its first week the Tewkesbury shop ran on a single till while the second iPad was on back-order.
- Stock was transferred from Gloucester rather than bought new.
- Serves six partner schools, mostly primaries.
""")

root("project_teams_move.md", "chat-tools",
     "Where the team talks now", "project",
     "Team chat", "chat tool and channels", r"""
«tm_slack»We no longer use Slack: the team moved to Microsoft Teams in August and the Slack workspace is archived.

Channels worth knowing: "Shop ops" (tills, stock), "Floor" (embroidery), "Dev" (everything code).
""")

root("project_returns_policy.md", "returns-policy",
     "Refund and exchange policy decisions for embroidered goods", "project",
     "Returns policy", "refunds vs exchanges", r"""
# Returns policy (decided with the directors, May 2026)

«rp_norefund»Embroidered items are never refunded; they can only be exchanged for another size.

Plain items (trousers, skirts, socks, tights) are refunded normally.
Faulty embroidery is a different thing: replaced free, whatever the garment.
""")

root("project_name_tapes.md", "name-tapes",
     "How name tapes are sold and made", "project",
     "Name tapes", "where and how they are sold", r"""
# Name tapes

«nt_notonline»Name tapes aren't sold online; parents order them at a shop counter.

Tapes are woven by a supplier in Macclesfield, 72 per pack, about ten days to arrive.
Iron-on and sew-in both offered.
""")

root("project_bulk_orders.md", "bulk-school-orders",
     "Bulk orders placed by schools themselves (staff, PE kit, leavers' hoodies)", "project",
     "Bulk school orders", "quotes, payment, delivery", r"""
# Bulk school orders

- «bo_quote»Unpaid bulk quotes expire after 30 days.
- Schools pay by invoice, 30-day terms, raised from Xero.
- «bo_pallet»Bulk school orders over 20 kg don't go by Royal Mail; packhouse books a pallet with Palletways.
- Leavers' hoodies need names approved by the school before embroidery starts.
""")

root("project_school_approvals.md", "school-approvals",
     "History of how schools sign off artwork", "project",
     "School artwork approvals", "how approvals used to work", r"""
# School artwork approvals

«sa_email»Until April 2026, crestbank approvals were done by email with PDF proofs attached.

That meant proofs got lost in bursars' inboxes; the in-app flow was the fix.
Sew-out photos are still attached to the approval so the school sees thread colours on fabric.
""")

root("project_vat.md", "uniform-vat",
     "VAT treatment of children's and adult uniform", "project",
     "Uniform VAT", "zero-rating rules", r"""
«vat_rule»Children's uniform is zero-rated for VAT; adult sizes carry VAT at 20%.

The cut-over is by size, not by who buys it: a Year 11 in an adult chest size pays VAT.
finchshop and counterpos both take the VAT code from the product size row.
""")

root("reference_machines.md", "embroidery-machines",
     "The embroidery machines on the floor", "reference",
     "Embroidery machines", "machine list", r"""
# Embroidery machines

- Tajima TMAR-KC (4 heads), bought 2022
- Tajima TMEZ-SC single head x2, used for sew-outs and one-offs
- Cap frames fit the single heads only
- Thread: Madeira Polyneon 40, stocked in the 180 school colours we use most
""")

root("project_sizing_chart.md", "sizing-chart",
     "Size chart rework for finchshop", "project",
     "Size chart", "new size chart component", r"""
The size chart on finchshop is now one component fed from the product size rows, not a PDF per school.

Measurements come from the garment suppliers' spec sheets; chest, length and sleeve in cm and inches.
Tomasz owns it; Nadia wants a "between sizes? go up" line under every chart.
""")

root("feedback_commit_messages.md", "commit-messages",
     "How to write commit messages here", "feedback",
     "Commit messages", "short, present tense", r"""
Commit subjects: present tense, under 70 characters, repo area first ("basket: ...", "till: ...").

No emoji, no co-author trailers. Reference the Linear issue key at the end when there is one.
""")

root("reference_dashboards.md", "dashboards",
     "Where to look when something seems off", "reference",
     "Dashboards", "Grafana boards and what they show", r"""
- Grafana "Shop" board: orders per hour, basket errors, checkout latency
- Grafana "Floor" board: jobs waiting per head, stitches per hour, thread breaks
- Grafana "Tills" board: last sync per iPad, failed stock pushes
- Xero is the source of truth for money; dashboards are for spotting trouble, not for totals
""")

root("reference_suppliers.md", "garment-suppliers",
     "Who supplies the blank garments", "reference",
     "Garment suppliers", "blanks and lead times", r"""
# Garment suppliers

- Jumpers, cardigans: Banner (account BAN-4471), weekly delivery on Wednesdays
- Polo shirts and PE tops: David Luke
- Blazers: made to order by Winterbottom's, 3–4 weeks
- Ties: woven per school, minimum run 100
""")

# ---------------------------------------------------------------- auto notes
AUTO = []


def auto(slug, title, created, tags, body):
    AUTO.append(dict(slug=slug, title=title, created=created, tags=tags, body=body.strip("\n") + "\n"))


auto("embroidery-design-rules", "Embroidery design rules", "2026-02-11", ["stitchline", "embroidery"], r"""
# Embroidery design rules

Collected from Gail and from rejected uploads.

«ed_max»Stitchline caps a single design at 12,000 stitches; anything bigger gets split into two hoopings.
Minimum text height is 5 mm on knitwear, 4 mm on polos.
«ed_sewout»stitchline never sends a new logo to a machine without a sew-out approved by the school.
Metallic thread only on the single heads.
""")

auto("stitchline-dev-setup", "stitchline dev setup", "2026-01-20", ["stitchline", "dev"], r"""
# stitchline dev setup

«sd_py»stitchline is pinned to Python 3.11 (`requires-python = "~=3.11"`); the DST parser has no 3.12 wheels yet.

```
uv sync
uv run uvicorn stitchline.api:app --reload --port 8000
```

Local Redis via `docker compose up redis`. Fixtures for three test schools live in `tests/fixtures/`.
""")

auto("finchshop-data-model", "finchshop data model notes", "2026-03-02", ["finchshop", "data"], r"""
# finchshop data model notes

- `School` -> `Storefront` -> `Product` -> `SizeRow` (price, VAT code, barcode)
- «dm_basketv1»Guest baskets are stored in the `basket_v1` Postgres table, keyed by session id.
- «dm_basket7»An abandoned guest basket is kept for 7 days before the nightly cleanup clears it.
- Orders are immutable once paid; changes go through `OrderAmendment`.
""")

auto("returns-policy-notes", "Returns window notes", "2026-04-08", ["finchshop", "returns"], r"""
«rn_60»The online returns window is 60 days from delivery; the September rush is why it is longer than the high-street norm.

Returns labels are prepaid for faulty goods only.
""")

auto("crest-artwork-faq", "Crest artwork FAQ", "2026-05-19", ["crestbank", "artwork"], r"""
# Crest artwork FAQ

Q: What file should a school send?
A: Vector if they have it; the designer can redraw from a good bitmap for a fee.

Q: How big can an upload be?
«cf_20mb»Artwork uploads to crestbank are limited to 20 MB per file.

Q: How long does a new crest take?
A: Redraw two days, sew-out one day, then it waits on the school.
""")

auto("loom-agent-setup", "loom-agent setup on the shop-floor PC", "2026-02-26", ["stitchline", "loom-agent"], r"""
# loom-agent setup

«la_port»loom-agent listens on port 8710 on `EMB-PC01`; stitchline posts jobs to it.
«la_win»EMB-PC01 runs Windows 11 Pro, with loom-agent installed as a Windows service.

Config lives in `C:\ProgramData\loom-agent\agent.toml`:

```
[agent]
machine_dir = "D:\\Tajima\\jobs"
port = 8170
poll_seconds = 5
```

Machines read from the shared `D:\Tajima\jobs` folder over the machine network.
""")

auto("payments-notes", "Payments notes", "2026-06-15", ["finchshop", "payments"], r"""
# Payments notes

«pn_worldpay»finchshop takes card payments through Worldpay; the merchant ID sits with finance.
Refund requests over £200 need Nadia's OK.
Chargebacks go to finance, who answer them within the 7-day window.
""")

auto("crestbank-release-process", "crestbank release process", "2026-06-03", ["crestbank", "ci", "release"], r"""
# crestbank release process

«cr_circle»crestbank is built and tested on CircleCI; a green build on main deploys to Fly.
«cr_squash»crestbank merge requests are always squash-merged once the approval check is green.
Release notes go in `CHANGELOG.md` under the date.
""")

auto("order-emails", "Order emails", "2026-03-24", ["finchshop", "email"], r"""
# Order emails

«oe_postmark»Order confirmation emails go out via Postmark, message stream `orders`.
«oe_perchild»When a parent orders for more than one child, the confirmation email splits the items per child.
Despatch emails carry the tracking link; delay emails are written by hand for now.
""")

auto("stitchline-runbook", "stitchline runbook", "2026-07-09", ["stitchline", "runbook"], r"""
# stitchline runbook

«rb_rabbit»stitchline's job queue is RabbitMQ (vhost `stitch`), one queue per machine head.
«rb_restart»Restarting loom-agent is the first thing to try when the stitchline queue stalls.
If a head shows "thread break" for more than ten minutes, it is a floor problem, not software.
Jobs can be requeued from the job screen (`/jobs/<id>` -> Requeue).
""")

auto("courier-accounts", "Courier accounts", "2026-04-30", ["packhouse", "couriers"], r"""
# Courier accounts

«ca_evri»Packhouse books all standard home deliveries with Evri
(account HF-2231), collected daily at 16:15 from the Gloucester unit.
«ca_dpd»DPD account HF-DPD-07 is used for every express (next-day) order.
Palletways account is on the finance sheet.
""")

auto("counterpos-notes", "counterpos notes", "2026-08-27", ["counterpos"], r"""
# counterpos notes

«cn_zettle»counterpos switched from SumUp to Zettle readers over the summer; the SumUp account is closed.
«cn_push»Copy and price-label fixes in counterpos can go straight to main without a PR; Tomasz is fine with that.
The iPads are enrolled in Jamf; a wiped iPad rejoins from the shop Wi-Fi.
""")

auto("release-notes-howto", "Release notes how-to", "2026-02-03", ["process"], r"""
# Release notes how-to

«rn_slack»Weekly deploy notes go in the #shop-ops Slack channel every Friday.
One line per change, written for shop staff, not developers.
Mention any till change separately so the shop managers read it.
""")

auto("monitoring", "Monitoring", "2026-06-02", ["infra", "monitoring"], r"""
# Monitoring

«mo_better»Pingdom was cancelled in May; uptime checks are on Better Stack now.
Grafana alerts for basket errors go to Tomasz, for queue depth to Rhys.
Loki queries worth saving are in the "Shop" folder.
""")

auto("school-onboarding", "Onboarding a new partner school", "2026-01-28", ["finchshop", "schools"], r"""
# Onboarding a new partner school

«so_admin»New schools are set up in finchshop through the Django admin "School" page, then linked to crestbank.
Collect: uniform list, crest files, PE kit colours, the bursar's email.
Storefront goes live only after the school approves the crest.
""")

auto("lead-times", "Lead times", "2026-05-05", ["embroidery", "customers"], r"""
# Lead times

«lt_five»Standard embroidery turnaround is five working days from artwork approval.
«lt_peak»In August and early September embroidery lead time stretches to 10 working days.
Blazers are made to order and take weeks, see reference_suppliers.md.
""")

auto("packhouse-runbook", "packhouse runbook", "2026-05-27", ["packhouse", "runbook"], r"""
# packhouse runbook

«pr_sat»In the last two weeks of August packhouse also ships on Saturdays.
«pr_retry»packhouse retries a failed label request 3 times before it alerts Beth.
If the Zebra prints blank labels, the ribbon is in upside down.
""")

auto("finchshop-debugging", "Debugging finchshop", "2026-04-14", ["finchshop", "debugging"], r"""
# Debugging finchshop

«fd_sentry»finchshop exceptions show up in Sentry under the `finchshop` project, tagged with the school slug.
`make shell ENV=staging` opens a Django shell on staging.
Slow basket? Check the HTMX partials in the browser network tab first.
""")

auto("on-call", "On-call", "2026-03-11", ["infra", "on-call"], r"""
# On-call

«oc_page»stitchline outages (API down, queue not draining) page the dev on call.
Rota: Rhys and Tomasz alternate weeks; Nadia is the backstop.
finchshop checkout failures page the dev on call at any hour in August and September.
""")

auto("finchshop-deploy", "finchshop deploy", "2026-02-18", ["finchshop", "deploy"], r"""
# finchshop deploy

«fdp_make»To deploy finchshop: merge to main, then run `make deploy` yourself.
The deploy takes about four minutes; watch the Shop board for basket errors afterwards.
Rollback: `make rollback` goes back one release.
""")

# filler auto notes (no claims)
auto("thread-colours", "Thread colour matching", "2026-03-05", ["embroidery"], r"""
# Thread colour matching

Schools give Pantone references; Gail maps them to Madeira numbers and stores the map in crestbank.
Navy is never one colour: there are five navies in the catalogue and schools notice.
Gold on maroon needs a backing underlay or it sinks.
""")

auto("size-exchange-flow", "Size exchange flow", "2026-04-21", ["finchshop", "returns"], r"""
# Size exchange flow

A parent picks "exchange for another size" in their account; finchshop reserves the new size
and emails a returns label (the parent pays postage unless the item is faulty). The new garment ships when the old one is booked in on the Returns bench.
""")

auto("storefront-theming", "Storefront theming", "2026-02-09", ["finchshop", "frontend"], r"""
# Storefront theming

Each storefront takes two colours from crestbank (primary, accent) and the crest PNG rendition.
Contrast is checked automatically; failing pairs fall back to the default navy/white theme.
""")

auto("xero-exports", "Xero exports", "2026-05-12", ["finance"], r"""
# Xero exports

finchshop posts a daily sales summary to Xero at 01:00; counterpos sales are posted per shop.
Bulk school invoices are raised in Xero directly, not from finchshop.
""")

auto("pe-kit", "PE kit notes", "2026-06-22", ["products"], r"""
# PE kit notes

PE tops are printed (heat transfer), not embroidered, for most primaries.
Secondary schools usually want the crest embroidered on the PE polo and printed on the hoodie.
""")

auto("heat-transfer", "Heat transfer printing", "2026-03-30", ["products", "print"], r"""
# Heat transfer printing

The heat press lives next to the single heads. Transfers are ordered in sheets of 40 crests.
Wash test: 50 °C, 30 cycles, before a new transfer supplier is used.
""")

auto("barcode-labels", "Barcode labels", "2026-07-15", ["counterpos", "stock"], r"""
# Barcode labels

Every size row has an EAN-13; counterpos scans it, finchshop shows it in the admin.
Shop-made labels use the `HF` prefix range, supplier labels keep their own codes.
""")

auto("stocktake", "Stocktake", "2026-10-05", ["stock"], r"""
# Stocktake

Full stocktake twice a year (January and October), shops closed for the morning.
counterpos has a "count" mode; counts sync like sales.
""")

auto("school-leavers-hoodies", "Leavers' hoodies", "2026-03-18", ["products", "schools"], r"""
# Leavers' hoodies

Order window opens after February half-term, closes at Easter.
Names on the back are embroidered, one job per hoodie, so they swamp stitchline in May.
""")

auto("api-between-apps", "APIs between the apps", "2026-04-02", ["architecture"], r"""
# APIs between the apps

- finchshop -> stitchline: order lines with a crest reference, via a signed webhook
- counterpos -> finchshop: stock movements and sales, via the `/api/till/` endpoints
- crestbank -> finchshop: crest images and storefront colours
- stitchline -> finchshop: "embroidered" status per order line
""")

auto("accessibility", "Accessibility notes", "2026-05-25", ["finchshop", "frontend"], r"""
# Accessibility notes

The size picker must be usable by keyboard; the old swatch grid was not.
Crest images need alt text ("Kingsholm Primary crest"), storefront colours need AA contrast.
""")

auto("gdpr-requests", "Data requests from parents", "2026-06-30", ["privacy"], r"""
# Data requests from parents

Subject access requests go to Nadia; finchshop has an export in the admin.
Order history is kept seven years for accounting; account details are deleted on request.
""")

auto("discount-codes", "Discount codes", "2026-08-04", ["finchshop", "pricing"], r"""
# Discount codes

Schools can have a storefront-wide code for staff; codes never apply to blazers.
Codes are case-insensitive and expire at the end of the school year unless set otherwise.
""")

auto("uniform-grants", "Uniform grants", "2026-07-28", ["schools", "pricing"], r"""
# Uniform grants

Some councils give families a uniform grant; the paperwork varies by council.
Gloucestershire grants arrive as paper letters that the shop keeps a copy of.
""")

auto("pricing-2026", "Pricing 2026", "2026-01-14", ["pricing"], r"""
# Pricing 2026

Jumpers went up 4% in January; polos held. Prices are per size band, not one price per garment.
Schools see the price list a term ahead.
""")

auto("machine-maintenance", "Machine maintenance", "2026-09-29", ["embroidery", "machines"], r"""
# Machine maintenance

Tajima engineer visits every six months; next due in March.
Oiling is daily, done by the first operator in. Needles are changed weekly or on breakage.
""")

auto("photo-guidelines", "Product photo guidelines", "2026-02-21", ["finchshop", "content"], r"""
# Product photo guidelines

Flat lay on white, crest facing the camera, 2000 px square.
One photo per garment style, not per school; the crest is composited from crestbank.
""")

auto("customer-service-macros", "Customer service macros", "2026-09-08", ["support"], r"""
# Customer service macros

Macros exist for: late order, wrong size, missing name tape, crest query, school not listed.
The late-order macro quotes the lead time from the order's own date, not today's.
""")

auto("local-dev-databases", "Local dev databases", "2026-03-16", ["dev"], r"""
# Local dev databases

`docker compose up db` starts Postgres 16 for finchshop on the default port on localhost.
Seed with `make seed`, which creates three fake schools and 200 products.
""")

auto("till-hardware", "Till hardware", "2026-10-20", ["counterpos", "hardware"], r"""
# Till hardware

10th-gen iPads in rugged cases, Star mPOP cash drawers, Socket Mobile scanners.
Spare iPad kept in Gloucester for swaps.
""")

auto("ideas-backlog", "Ideas backlog", "2026-11-12", ["ideas"], r"""
# Ideas backlog

- Let schools see live order counts per storefront
- Pre-order for September opening in June, with pay-later
- Show stitch-out photos to parents on the order page
""")


auto("school-visits", "School visits", "2026-09-16", ["schools", "sales"], r"""
# School visits

Nadia or the shop manager visits each partner school once a year, usually in the summer term.
Bring the new-items samples and the storefront stats for that school.
""")

auto("embroidery-backing", "Backing and stabiliser", "2026-04-24", ["embroidery"], r"""
# Backing and stabiliser

Tear-away on polos, cut-away on knitwear and fleeces, water-soluble topping on towelling.
Gail keeps the rolls by the four-head machine; reorder at two rolls left.
""")

auto("storefront-launch-checklist", "Storefront launch checklist", "2026-08-18", ["finchshop", "schools"], r"""
# Storefront launch checklist

- Crest approved and converted
- Uniform list checked against the school's letter to parents
- Prices checked by the shop manager
- Test order placed on staging and cancelled
""")

# ---------------------------------------------------------------- remnic facts
# (date, category, body, tags, confidence)
FACTS = []


def fact(date, cat, body, tags, conf=0.9):
    FACTS.append(dict(date=date, cat=cat, body=body.strip("\n") + "\n", tags=tags, conf=conf))


fact("2026-03-19", "fact", "«f_db5433»finchshop's database lives at `pg-shop.hf.internal:5433`; the settings read it from `SHOP_DB_URL`.", ["finchshop", "postgres"])
fact("2026-05-08", "fact", "«f_cutoff»Online orders placed before 15:30 go out the same day from packhouse.", ["packhouse", "despatch"])
fact("2026-06-10", "fact", "«f_sync30»The till-to-shop stock sync in counterpos runs every 30 minutes\n(`SYNC_EVERY=30m` in the iPad build config), which is why online stock lags a little.", ["counterpos", "sync"])
fact("2026-09-30", "fact", "«f_chl3»The Cheltenham shop has 3 counterpos tills; the third went in for the summer and stayed.", ["shops", "cheltenham"])
fact("2026-04-16", "fact", "«f_slsentry»Errors from stitchline go to Sentry; Rhys has the alert rules set to email him.", ["stitchline", "errors"])
fact("2026-07-21", "fact", "«f_pnpm»counterpos uses pnpm (`pnpm-lock.yaml` is the lockfile that gets committed).", ["counterpos", "tooling"])
fact("2026-05-29", "decision", "«f_squash»PRs into finchshop get squash-merged, one commit per PR, with the PR title as the commit subject.", ["finchshop", "git"])
fact("2026-08-12", "fact", "«f_fly»finchshop runs on Fly.io (region `lhr`), two machines behind the Fly proxy.", ["finchshop", "hosting"])
fact("2026-10-02", "preference", "«f_zed»Nadia works in Zed; config snippets for her should be in Zed's settings format.", ["user", "tools"])
fact("2026-07-01", "fact", "«f_noretry»stitchline does not retry a failed machine upload; an operator requeues it from the job screen.", ["stitchline", "machines"])
fact("2026-06-18", "fact", "«f_png»crestbank keeps a PNG as the master crest for schools that only ever sent a bitmap.", ["crestbank", "artwork"])
fact("2026-09-14", "fact", "«f_ireland»packhouse ships to addresses in Ireland too; the extra postage is added at checkout.", ["packhouse", "shipping"])
fact("2026-08-25", "fact", "«f_migrate»After a migration PR is merged I apply it on production finchshop myself with `manage.py migrate` from the deploy box.", ["finchshop", "migrations"])
fact("2026-10-14", "fact", "«f_offline»counterpos can't take any sale while the iPad is offline; the shop falls back to the paper sales book.", ["counterpos", "offline"])
fact("2026-09-22", "decision", "«f_doppler»We moved all secrets from 1Password to Doppler in September; 1Password only holds personal logins now.", ["infra", "secrets"])
fact("2026-06-24", "fact", "«f_search»finchshop search moved off Algolia onto Postgres full-text search in June; the Algolia app is cancelled.", ["finchshop", "search"])
fact("2026-08-19", "fact", "«f_r2»crestbank's old S3 bucket `hf-crest-art` has been read-only since the move to Cloudflare R2 (`hf-crest-art-r2`).", ["crestbank", "storage"])
fact("2026-07-07", "fact", "«f_labeld»labeld is shut down; packhouse prints labels from the courier web portals now.", ["packhouse", "labels"])
fact("2026-04-27", "fact", "«f_basket»`basket_v1` is deprecated: guest baskets moved to Redis in the 4.2 release.", ["finchshop", "basket"])
fact("2026-10-21", "decision", "«f_wilcom»We stopped using Wilcom for conversion in October; stitchline converts designs itself with pyembroidery.", ["stitchline", "embroidery"])
fact("2026-11-04", "fact", "«f_onboard»School setup no longer happens in the Django admin: crestbank's onboarding wizard creates the school in finchshop through the API.", ["schools", "crestbank"])
fact("2026-03-06", "fact", "«f_guest»Guest checkout is allowed, except for bulk school orders, which need a school account.", ["finchshop", "checkout"])
fact("2026-05-14", "fact", "«f_caps»Caps and fleeces are stitched at 600 spm; stitchline lowers the speed for those automatically.", ["stitchline", "machines"])
fact("2026-04-03", "fact", "«f_mainland»Free delivery from £60 only covers UK mainland addresses; Highlands and islands pay £4.95.", ["finchshop", "delivery"])
fact("2026-09-03", "fact", "«f_vouchers»The Tewkesbury tills also accept council uniform-grant vouchers.", ["counterpos", "tewkesbury"])
fact("2026-05-21", "fact", "«f_signoff»Approval in crestbank needs two sign-offs for secondary schools: the head and the bursar.", ["crestbank", "approvals"])
fact("2026-02-12", "fact", "«f_confirm»finchshop sends an order confirmation email for every paid order.", ["finchshop", "email"])
fact("2026-03-27", "fact", "«f_backup»The finchshop Postgres backup runs nightly at 02:30 and is kept for 35 days.", ["infra", "backups"])
fact("2026-06-05", "preference", "«f_prformat»PR descriptions: a two- or three-line summary, plus a \"how to test\" list whenever the UI changes.", ["process", "git"])
fact("2026-02-17", "fact", "«f_shopredis»finchshop's Redis (sessions and page cache) is at `redis-shop.hf.internal:6380`.", ["finchshop", "redis"])
fact("2026-07-16", "fact", "«f_glo3»Gloucester, the biggest shop, runs three counterpos tills plus a returns desk.", ["shops", "gloucester"])
fact("2026-08-06", "fact", "«f_cbnode»crestbank's Dockerfile is on `node:22-alpine`, the same Node 22 LTS it runs locally.", ["crestbank", "node"])
fact("2026-04-09", "fact", "«f_heat»Heat-transfer printed logos take 2 working days.", ["print", "lead-time"])
fact("2026-04-02", "fact", "«f_braintree»Until March 2026 finchshop card payments went through Braintree; that account was closed after the switch.", ["finchshop", "payments"])
fact("2026-02-05", "fact", "«f_stroud»In January the Stroud shop was still on paper stock cards; counterpos went in there in February.", ["shops", "stroud"])
fact("2026-01-22", "fact", "«f_41»In 2025 finchshop had 41 partner school storefronts.", ["finchshop", "schools"])
fact("2026-06-26", "fact", "«f_parcelforce»In spring 2026 bulk school deliveries went by Parcelforce 48; they moved to Palletways when the volumes grew.", ["packhouse", "bulk"])
fact("2026-02-24", "fact", "«f_py310»Back in February finchshop still ran on Python 3.10; the upgrade landed together with Django 5.1.", ["finchshop", "python"])
fact("2026-07-02", "fact", "«f_jira»We tracked work in Jira until June; the Jira site was closed after the import.", ["process", "tickets"])
fact("2026-01-30", "fact", "«f_staging»Staging for finchshop is `staging.harrowfinch.co.uk`; it only takes test cards.", ["finchshop", "staging"])
fact("2026-05-06", "fact", "«f_fivedays»Embroidered orders take five working days once the artwork is approved.", ["embroidery", "lead-time"])
fact("2026-07-23", "fact", "«f_twk»Tewkesbury, our fourth school shop, opened on 20 July 2026.", ["shops", "tewkesbury"])
fact("2026-03-12", "fact", "«f_gail»Gail Summers supervises the embroidery floor and decides the machine running order.", ["people", "embroidery"])
fact("2026-04-22", "fact", "«f_free60»Orders of £60 and up ship free to the parent.", ["finchshop", "delivery"])
fact("2026-03-03", "fact", "«f_win11»The shop-floor PC EMB-PC01 runs Windows 11 Pro.", ["stitchline", "hardware"])
fact("2026-05-18", "fact", "«f_vat»Adult-size garments are charged VAT at 20%, kids' sizes are zero-rated.", ["vat", "pricing"])
fact("2026-10-08", "fact", "«f_deployfreq»finchshop deploys go out several times a day; nobody batches them.", ["finchshop", "deploy"])
fact("2026-11-10", "fact", "«f_receipt»counterpos never issues a receipt without the VAT breakdown, because bursars need it for staff purchases.", ["counterpos", "receipts"])
fact("2026-05-01", "decision", "«f_nodpd»We don't use DPD for standard parcels, only for next-day.", ["packhouse", "couriers"])
fact("2026-09-10", "fact", "«f_last4»counterpos saves the last four digits and the card brand with each sale so refunds can be matched.", ["counterpos", "payments"])
fact("2026-06-12", "fact", "«f_autosend»Approved designs go to the machines automatically as soon as a job is created.", ["stitchline", "machines"])
fact("2026-10-27", "fact", "«f_noupdate»counterpos is never updated during school-shop opening hours.", ["counterpos", "releases"])
fact("2026-08-31", "fact", "«f_noarchive»crestbank never deletes a superseded crest; it archives it.", ["crestbank", "artwork"])

# filler facts (no claims)
fact("2026-01-09", "fact", "Harrow & Finch has three embroidery operators on the day shift, plus Gail.", ["people"])
fact("2026-01-16", "preference", "Nadia wants migrations reviewed separately from feature code in the same PR.", ["process"])
fact("2026-02-02", "fact", "The Kingsholm Primary crest uses two navies; only 2767C is correct for knitwear.", ["crestbank", "schools"])
fact("2026-03-09", "fact", "Parents can save children's names and sizes in their finchshop account for next year.", ["finchshop", "accounts"])
fact("2026-04-13", "fact", "The counterpos iPads are charged overnight in a locked cabinet in each shop.", ["counterpos", "hardware"])
fact("2026-05-25", "preference", "Rhys prefers small stitchline PRs, one concern each.", ["process", "stitchline"])
fact("2026-06-29", "fact", "Stroud's shop is the smallest and has no fitting room.", ["shops", "stroud"])
fact("2026-07-13", "fact", "crestbank sends the bursar a reminder after 5 days if a proof is waiting.", ["crestbank", "approvals"])
fact("2026-08-10", "fact", "finchshop orders peak between 20:00 and 22:00 in August.", ["finchshop", "peak"])
fact("2026-09-17", "fact", "packhouse keeps a returns cage for items waiting on a refund decision.", ["packhouse", "returns"])
fact("2026-10-12", "fact", "Gloucester shop holds the spare counterpos iPad for swaps.", ["counterpos", "shops"])
fact("2026-11-18", "decision", "Winter coats will be added to finchshop for three pilot schools in January 2027.", ["finchshop", "products"])
fact("2026-11-24", "fact", "stitchline shows thread-break counts per head on the Floor board.", ["stitchline", "monitoring"])

fact("2026-02-27", "fact", "Cheltenham shop manager is Priti Lal; she covers Tewkesbury on Mondays.", ["shops", "people"])
fact("2026-03-23", "preference", "Tomasz prefers Tailwind utility classes over custom CSS in finchshop templates.", ["finchshop", "frontend"])
fact("2026-06-08", "fact", "Most partner schools change one uniform item a year at most, usually the PE kit.", ["schools", "products"])
fact("2026-08-28", "fact", "Back-to-school returns are mostly wrong sizes, not faults.", ["returns", "peak"])
fact("2026-10-30", "decision", "Blazers stay out of the discount code scheme for 2027 as well.", ["pricing"])
fact("2026-11-20", "fact", "stitchline job screen shows the school crest thumbnail next to each job.", ["stitchline", "ui"])
