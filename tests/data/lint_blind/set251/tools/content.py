"""File bodies for the set251 store (Brindlecombe Apiaries).

A body line starting with ``@ID@ `` marks a labelled claim; build.py strips the
marker.  Three layouts: root Claude Code auto-memory files (+ MEMORY.md),
remnic facts under facts/YYYY-MM-DD/, free notes under auto/.
"""
import datetime as dt
import hashlib
import re

FILES = {}          # store-relative path -> full text (with markers)
ROOT_INDEX = []     # (type, title, filename, hook) for MEMORY.md
FLAT = set()        # root files whose description is intentionally not strict YAML

_MARK = re.compile(r"^@[A-Za-z0-9_]+@ ", re.M)


def root(fname, name, desc, typ, title, hook, body, flat=False):
    fm = f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n\n"
    FILES[fname] = fm + body.strip("\n") + "\n"
    ROOT_INDEX.append((typ, title, fname, hook))
    if flat:
        FLAT.add(fname)


def fact(stamp, cat, tags, body, conf=0.9):
    t = dt.datetime.strptime(stamp, "%Y-%m-%d %H:%M").replace(tzinfo=dt.timezone.utc)
    ms = int(t.timestamp() * 1000)
    clean = _MARK.sub("", body.strip())
    hex4 = hashlib.md5(clean.encode("utf-8")).hexdigest()[:4]
    stem = f"{cat}-{ms}-{hex4}"
    iso = t.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    tag_lines = "".join(f"  - {x}\n" for x in tags)
    fm = (f"---\nid: {stem}\ncategory: {cat}\ncreated: {iso}\nupdated: {iso}\n"
          f"source: extraction\nconfidence: {conf}\nconfidenceTier: explicit\n"
          f"tags:\n{tag_lines}status: active\n---\n\n")
    FILES[f"facts/{t:%Y-%m-%d}/{stem}.md"] = fm + body.strip("\n") + "\n"


def auto(slug, title, created, tags, body):
    fm = f"---\ntitle: {title}\ncreated: {created}\ntags: [{', '.join(tags)}]\n---\n\n"
    FILES[f"auto/{slug}.md"] = fm + body.strip("\n") + "\n"


# =====================================================================
# 1. Root Claude Code auto-memory files
# =====================================================================

root("reference_combshop.md", "combshop-reference",
     "combshop stack, hosting, CI and dependency notes — read before touching the shop repo",
     "reference", "combshop reference", "stack, hosting, CI, dependencies and deploy notes for the web shop", """
# combshop — reference

Repo: `brindlecombe/combshop` (private). Django app that runs the web shop; Priya is the only regular committer.

## Stack
- Django 5 app, server-rendered templates + a bit of htmx on the basket page.
@cs_db_pg16@ - Database: PostgreSQL 16 (`combshop-db`), provider snapshots daily.
@cs_deps_poetry@ - Dependencies: Poetry — run `poetry install --with dev` after pulling.
- Payments: Stripe Checkout (hosted page), webhooks land on `/payments/stripe/webhook/`.
- Static files via WhiteNoise; product photos live outside the repo.

## Running it
@cs_host_fly@ - Hosting: Fly.io app `combshop`, region `lhr`, two machines behind the Fly proxy.
@cs_ci_gha@ - CI: GitHub Actions (`.github/workflows/test.yml`) runs pytest and ruff on every PR.
@cs_migrate_auto@ - Migrations run automatically as the release step of every deploy.
@cs_errors_sentry@ - Exceptions: Sentry project `combshop`, alerts go to #web.
- Admin is at `/backstage/` (not `/admin/`, bots hammer that); staff accounts for Maren, Hattie and Ollie.

## Gotchas
- `Product.weight_g` feeds the postage bands — don't round it.
- We're not VAT registered, so prices are entered gross; don't add tax logic "to be safe".
- Local dev runs on port 8000; override `SITE_URL` in `.env` or the emails link to prod.
""")

root("project_combshop_overview.md", "combshop-overview",
     "What the web shop is, who uses it, and the shop rules that live in code",
     "project", "combshop overview", "what the shop is and which shop rules live in code", """
The web shop is the biggest earner after the farm gate; roughly two thirds of retail honey goes out through it.

@cs_is_django@ - Our own Django shop, live at brindlecombehoney.co.uk/shop since the March 2025 relaunch.
- Products: wildflower, heather, orchard blossom, cut comb, gift boxes; beeswax candles only in Nov–Dec.
@cs_freeship_40@ - Free UK shipping kicks in at £40 basket value (`SHIPPING_FREE_THRESHOLD` in settings).
@cs_guest_on@ - Guest checkout is on; customers don't need an account to order.
@cs_email_mailgun@ - Transactional email goes via Mailgun (EU region) through django-anymail.
@cs_deploy_fridays@ - Deploys go out on Fridays like any other weekday.
- Stock is decremented on payment, not on add-to-basket (we oversold heather in 2025 doing it the other way round).
- Hattie and Maren edit product copy in `/backstage/`; Priya handles anything structural.

**Why:** Maren wants the shop rules written down in one place so Hattie can answer "why does checkout do X" without paging Priya.
**How to apply:** Check here before changing shipping, checkout or email behaviour, and ask Maren before changing any customer-facing rule.
""")

root("reference_hivelog.md", "hivelog-reference",
     "hivelog internals — stack, backups, error tracking, offline behaviour",
     "reference", "hivelog reference", "stack, backups, error tracking and offline behaviour of the inspection app", """
# hivelog reference

Inspection-logging PWA used in the apiaries (phones in the field, the office laptop for reports).

@hl_stack_svelte@ - Stack: SvelteKit 2 on Node 22, SQLite through better-sqlite3.
@hl_offline@ - Works offline: the service worker queues inspections and syncs them when signal comes back.
@hl_litestream_30d@ - Litestream replicates `hivelog.db` to the B2 bucket `brc-hivelog-backup`; retention is 30 days.
@hl_errors_glitchtip@ - Errors go to our self-hosted GlitchTip (`errors.brindlecombehoney.co.uk`).
- Auth: magic-link login, sessions last 90 days so nobody has to log in with gloves on.
- Colony IDs: `H01`–`H24` Home Yard, `X01`–`X20` Heather Yard, `O01`–`O16` Orchard Yard.
- Photos are resized to 1600 px on the client before upload.

Schema notes live in `docs/schema.md` in the repo; don't duplicate them here.
""")

root("project_hivelog_overview.md", "hivelog-overview",
     "hivelog — what it's for, where it runs, what changed this year",
     "project", "hivelog overview", "purpose of the inspection app, where it runs, this year's changes", """
hivelog is the inspection log Priya built for Tobias over the winter of 2025/26.

@hl_every_inspection@ - Every inspection is recorded in hivelog: brood pattern, queen seen, temper, stores, mite count.
@hl_moved_hetzner@ - Moved off the farm-office Pi to a Hetzner CX22 (Nuremberg) in April 2026; the Pi only runs Home Assistant now.
@hl_exportcsv_deprecated@ - `/export.csv` is deprecated (returns 410 since v2.3); the BFA summary now comes from Reports → Season summary (PDF).
- Users: Tobias, Ffion, Maren; Priya has the only admin account.
- Treatments (Apivar, oxalic) are logged per colony so the Veterinary Medicines Record prints at year end.

**Why:** Tobias needs one place to see a colony's history before he opens it.
**How to apply:** When Tobias says "hivelog lost my inspection", check the offline queue first (see the hivelog reference).
""")

root("reference_jarline.md", "jarline-reference",
     "jarline, the honey-house batch and lot-label app on the NUC",
     "reference", "jarline reference", "the honey-house batch tracker and lot-label printer", """
# jarline

Batch tracker for the honey house: every extraction becomes a batch, every jarring run gets a lot number that goes on the jar.
Python 3.11 + FastAPI, runs on `honeyhouse-nuc` (the Intel NUC under the packing bench). LAN + Tailscale only, nothing public.

@jl_port_8080@ - API listens on port 8080 on the NUC (uvicorn, one worker).
@jl_label_57x32@ - Lot labels are 57 x 32 mm direct-thermal, printed on the Zebra ZD421 in the honey house.
@jl_deploy_systemd@ - Deploy: ssh to the NUC, `git pull`, then `sudo systemctl restart jarline`.
@jl_pgdump_nightly@ - Nightly `pg_dump` of the jarline database at 02:00, copied to B2.
- Lot number format: `BA-YYMMDD-NN` (NN = jarring run of the day).
- Batch records hold: source yard, super count, moisture reading, weight in, jars out by size.

If the Zebra prints blank labels it's the media-type setting again, see `docs/zebra.md`.
""")

root("reference_parcelsync.md", "parcelsync-reference",
     "parcelsync — the small worker that pushes paid shop orders to Royal Mail Click & Drop",
     "reference", "parcelsync reference", "the worker that hands paid orders to Click & Drop", """
parcelsync is ~400 lines of Python that Priya wrote so Ollie stops retyping addresses.

@ps_cron_15min@ - Runs every 15 minutes from cron, pulling paid orders since the last cursor.
@ps_retry_5@ - Failed pushes to Click & Drop are retried up to 5 times with exponential backoff, then the order is flagged in #dispatch.
- Cursor is stored in a one-row table in the combshop database (`parcelsync_cursor`).
- Parcel weight = sum of `Product.weight_g` + 180 g packaging.
- Click & Drop API key is in Bitwarden under "Royal Mail C&D".
""")

root("project_dispatch.md", "dispatch",
     "How orders get out of the door: cutoffs, couriers, collection",
     "project", "Dispatch", "how orders leave the honey house and who carries them", """
Ollie runs dispatch from the packing bench in the honey house.

@dp_cutoff_noon@ - Same-day dispatch cutoff for web orders is 12:00 noon.
@dp_retail_tracked48@ - Retail parcels go Royal Mail Tracked 48, labels from Click & Drop.
@dp_wholesale_dpd@ - Wholesale cases (over 10 kg) go DPD Next Day, booked on DPD Local Online.
@dp_collect_1530@ - Royal Mail collects from the farm at 15:30.
- Jars are wrapped in corrugated sleeves; 454 g jars get the double-wall boxes.
- Ollie packs in order-number order, gift boxes last.
""", flat=True)

root("feedback_dispatch.md", "no-friday-dispatch",
     "No parcels on Fridays — why, and what to tell customers",
     "feedback", "No Friday dispatch", "a dispatch-day rule and how delivery estimates should treat it", """
@dp_no_fridays@ No parcels go out on Fridays — Friday is honey-house deep-clean day.
**Why:** Maren: the honey house gets scrubbed down once a week for the food hygiene rating and it's the only day with no jarring.
**How to apply:** If you touch delivery-estimate code in combshop, Friday is not a dispatch day; Thursday orders after cutoff ship on Monday.
""")

root("feedback_git_workflow.md", "git-workflow",
     "Git workflow: merge strategy per repo, deploy timing",
     "feedback", "Git workflow", "merge strategy per repo and when deploys are OK", """
@cs_merge_squash@ Squash-merge every combshop PR; the PR title becomes the commit message.
@hl_merge_rebase@ hivelog: rebase-merge only, never squash — Priya's small field-fix commits stay separate so Tobias can see what changed.
@cs_no_friday_pm_deploy@ Don't deploy combshop on a Friday afternoon unless Priya is around to roll back.

**Why:** Priya reads `git log` on combshop as a changelog for Maren; on hivelog she wants the fine-grained history.
**How to apply:** Pick the merge button per repo; never force-push `main` on either.
""", flat=True)

root("feedback_testing.md", "testing",
     "How to test changes before calling them done",
     "feedback", "Testing", "what to run before calling a change done, and what never to run", """
@cs_full_suite@ Run the full pytest suite before telling Priya a combshop change is done.
**Why:** A "tiny" template change broke the basket totals in May and nobody noticed for a day.
**How to apply:** `pytest` from the repo root, not just the app you touched; paste the summary line in your reply.

@cs_flush_local_only@ Never run `manage.py flush` against anything except your local dev database.
**Why:** With `--no-input` it wipes every table without asking twice.

For hivelog, a local `vitest run` is enough for logic changes.
""")

root("user_priya.md", "priya-dev",
     "Priya Sandhu — freelance dev who owns the shop, the inspection app, jarline and parcelsync",
     "user", "Priya (developer)", "who Priya is, how she works, what she wants from me", """
Priya is the freelance developer (two days a week) and the person I mostly work with in these repos.

@priya_editor_nvim@ - Editor: Neovim (LazyVim), tests in a tmux split.
@priya_triage_bugs@ - Triages customer-reported website bugs on Tuesdays and Thursdays, her Brindlecombe days.
- Prefers small PRs with a one-paragraph description; hates drive-by reformatting.
- Strong on Django and Postgres, newer to Svelte — explain Svelte 5 runes when you use them.
""")

root("reference_product_catalogue.md", "product-catalogue",
     "Honey range, jar sizes, SKUs and retail prices",
     "reference", "Product catalogue", "honey range, jar sizes, SKUs and retail prices", """
@jars_three_sizes@ Jars come in 227 g, 340 g and 454 g — hexagonal glass, gold lids.

| Honey | Size | Retail | SKU |
|---|---|---|---|
| Wildflower | 227 g | £6.25 | WF-227 |
@price_wf340_850@ | Wildflower | 340 g | £8.50 | WF-340 |
| Wildflower | 454 g | £10.50 | WF-454 |
@price_he227_900@ | Heather | 227 g | £9.00 | HE-227 |
| Heather | 340 g | £11.50 | HE-340 |
| Orchard blossom | 227 g | £6.75 | OB-227 |
| Orchard blossom | 340 g | £9.25 | OB-340 |
| Cut comb | 200 g | £9.50 | CC-200 |

Gift box (3 × 227 g, one of each honey) is £21 and only sold Oct–Dec.
Beeswax candles are Maren's side project and not in this table.
""")

root("project_marketing.md", "marketing",
     "Newsletter, socials and consent rules",
     "project", "Marketing", "newsletter, socials and consent rules", """
@news_mailchimp@ - The monthly Hive Notes newsletter goes out from Mailchimp.
@no_mkt_without_optin@ - No marketing email to customers who didn't tick the newsletter box at checkout.
- Instagram is Hattie's; Maren approves anything that mentions health benefits.
- The sign-up form sits in the shop footer and behind the QR code on the farm-gate chalkboard.
""")

root("reference_infra.md", "infra-reference",
     "Accounts and shared infrastructure: DNS, backups, VPN, secrets",
     "reference", "Shared infrastructure", "accounts and shared infrastructure across the apps", """
# Shared infrastructure

## DNS & domains
@dns_moved_cloudflare@ - DNS zone moved from 123-reg to Cloudflare in February 2026; 123-reg is only the registrar now.
- `brindlecombehoney.co.uk` is the only domain we actively use; the `.com` just redirects.

## Backups
- One Backblaze B2 account (owner: Maren), a separate bucket per app, application keys per app.

## Access
- Tailscale tailnet for Priya, Dan, Maren's laptop, the NUC and the office Pi.
- Secrets in Bitwarden ("Brindlecombe Ops" collection).
- GitHub org `brindlecombe`; Maren is owner, Priya is admin.
""", flat=True)

root("project_apiaries.md", "apiaries",
     "The three apiary sites and how many colonies sit where",
     "project", "Apiaries", "the three yards and what sits where", """
@sixty_hives@ Sixty hives across three apiaries — Home Yard, Heather Yard and Orchard Yard.

@orchard_16@ - Orchard Yard (Cullen's cider orchard, 4 miles east): 16 colonies.
- Heather Yard (moorland edge above Wilmersham): 20 colonies, no phone signal.
- Home Yard details are in the hive-sites reference.

Numbers are colonies in full hives, not counting nucs.
""")

root("reference_hive_sites.md", "hive-sites",
     "Access, parking and layout notes for each apiary",
     "reference", "Hive sites", "access, parking and layout per apiary", """
@home_24@ - Home Yard, behind the honey house: 24 colonies, the apiary we visit most.
- Orchard Yard: gate code in Bitwarden; Ed Cullen's spraying calendar is pinned up in the honey house.
- Cullen's orchard gate is open 8:00–18:00; ring Ed for access outside that.
- Heather Yard: park at the cattle grid, 300 m walk, take the sack barrow.
""")

root("feedback_honey_quality.md", "honey-quality",
     "Moisture, warming and settling rules for anything that goes in a jar",
     "feedback", "Honey quality rules", "what has to be true before honey goes in a jar", """
@moisture_max_180@ - Never jar a batch that reads above 18.0% moisture on the refractometer; it goes in the dehumidified room first.
@warming_40c@ - The warming cabinet runs at 40 °C for decrystallising buckets, never hotter.
@settle_48h@ - Honey never goes into jars straight off the extractor; it settles in the 50 kg tank for at least 48 h.

**Why:** Wet honey ferments in the jar; overheated honey fails the HMF test and can't be called "raw".
**How to apply:** Use these rules when writing product copy or touching jarline's batch checks; ask Maren before relaxing any of them.
""")

root("feedback_jarline_changes.md", "jarline-changes",
     "How changes to jarline should be made",
     "feedback", "jarline changes", "how changes to the honey-house app get in", """
@jl_no_direct_main@ Never push straight to `main` on jarline — open a PR even for one-line label tweaks.
**Why:** Whatever is on `main` ends up on the NUC; a broken push means the honey house can't print lot labels mid-jarring.
**How to apply:** Branch, PR, let Priya merge; if it's urgent, ping her on Signal.
""")

root("project_shipping_scope.md", "shipping-scope",
     "Where we ship to and where we don't",
     "project", "Shipping scope", "where parcels may and may not go", """
@no_ship_outside_uk@ We decided not to ship honey outside the UK: the EU paperwork (an export health
certificate per consignment) isn't worth it at our volume.

- UK mainland, Highlands & islands (surcharge £6) and Northern Ireland are all fine.
- Wholesale is UK only too.
""")

root("reference_contacts.md", "contacts",
     "Who to call for what",
     "reference", "Contacts", "who to ring for which kind of problem", """
| Problem | First call | Number |
|---|---|---|
@oncall_shop_priya@ | combshop down / checkout errors | Priya Sandhu | 07700 900412 |
| NUC, label printer, honey-house wifi | Dan Okafor | 07700 900733 |
| Bees: swarms, stings, anything in the yards | Tobias Rook | 07700 900158 |
| Stripe, payouts, refunds over £50 | Maren Brindlecombe | 07700 900901 |
| Accounts, tax questions | Frances Kettle (Kettle & Lowe) | 01643 700215 |

Numbers are also in Bitwarden; don't paste them into tickets.
""")

root("feedback_beekeeping_rules.md", "beekeeping-rules",
     "Tobias's standing rules for the colonies — feeding, supers, stores",
     "feedback", "Beekeeping rules", "Tobias's standing rules that end up as hivelog reminders", """
Tobias's standing rules. I get asked to turn these into hivelog reminders, so keep them straight.

@supers_clearer_24h@ - Supers never come off without a clearer board on for 24 hours first.
@no_bought_honey@ - Never feed bought-in honey to the bees — foulbrood risk.
@stores_18kg@ - Colonies need at least 18 kg of stores going into winter; heft them in early October.
- Full inspections only above about 15 °C; a quick look under the crownboard is fine when it's colder.

**Why:** Each rule is there because of a loss: a robbing frenzy in 2024, an EFB scare at a neighbour's, two starved colonies in March 2025.
**How to apply:** Use these wordings for hivelog reminders; Tobias reads them on his phone with gloves on, so keep them short.
""")

root("feedback_hivelog_tooling.md", "hivelog-tooling",
     "Tooling conventions in the hivelog repo",
     "feedback", "hivelog tooling", "tooling conventions for the inspection app repo", """
@hl_pnpm@ Use pnpm for hivelog — never `npm install`; the lockfile is `pnpm-lock.yaml`.
**Why:** Priya got bitten by two lockfiles drifting apart in March.
**How to apply:** `pnpm i`, `pnpm dev`, `pnpm test`; if a `package-lock.json` appears, delete it.
""")

root("project_price_review.md", "price-review",
     "Notes from the 2026 price review and what drove it",
     "project", "Price review 2026", "background numbers behind this year's price review", """
Maren and Frances did the price review in October; these are the background numbers.

@price_he227_2025@ Through the 2025 season heather 227 g sold for £8.00.
- Glass jars went up 11% this year (Freshpac), lids 6%.
- Cut-comb boxes and thin foundation cost us about £3.10 per section.
- Trade prices are reviewed separately, see the wholesale notes.
""")

# ---- unlabelled root files -------------------------------------------

root("user_maren.md", "owner-profile",
     "Maren Brindlecombe — owner, non-technical, makes the business calls",
     "user", "Maren (owner)", "who makes the business calls and how to talk to her", """
Maren owns the business and makes every customer-facing decision.
- Not a developer; explain changes in terms of what a customer or Ollie will see.
- Reads summaries on her phone between hives, so short bullets beat prose.
- Has the final say on prices, shipping rules and anything printed on a label.
""")

root("feedback_commit_messages.md", "commit-messages",
     "Commit message style across the repos",
     "feedback", "Commit messages", "commit message style across the repos", """
Imperative subject line under 60 characters; the body says why, not what.
**Why:** Priya pastes the PR titles into the monthly note to Maren.
**How to apply:** Reference the colony or batch ID when a fix came from the field, e.g. "Fix stores rounding (reported on H07)".
""")

root("feedback_product_copy.md", "product-copy",
     "Rules for product descriptions and label wording",
     "feedback", "Product copy", "what product copy and labels may and may not say", """
Never claim health benefits in product copy ("cures", "boosts immunity", "medicinal") — Trading Standards.
Only call a honey "raw" if the batch was never warmed above 40 °C.
**Why:** A competitor got a warning letter in 2025; Maren doesn't want the hassle.
**How to apply:** Run new copy past Maren; heather honey descriptions mean ling heather, not bell heather.
""")

root("project_christmas_2026.md", "christmas-2026",
     "Christmas 2026 plan for the shop and the stall",
     "project", "Christmas 2026", "plan for the shop and the stall over Christmas", """
- Gift boxes go live on the shop mid-October; candles from 1 November.
- Hattie is writing the December newsletter around the gift box.
- The last posting date is in the dispatch facts; put it on the shop banner when Priya adds one.
- Extra packing help: Maren's nephew Sam on Saturdays in December.
""")

root("reference_stripe.md", "stripe",
     "Stripe: account layout, webhooks, payout timing",
     "reference", "Stripe", "account layout, webhooks and payouts", """
- Account is in Maren's name; Priya and Hattie are team members.
- Shop webhook endpoint: `/payments/stripe/webhook/`, events `checkout.session.completed` and `charge.refunded`.
- Payouts land in the Starling business account every 3 working days.
- Refunds over £50 need Maren's OK (Hattie can do smaller ones from the dashboard).
""", flat=True)

root("reference_bitwarden.md", "bitwarden",
     "Where credentials live and who can see them",
     "reference", "Bitwarden", "where credentials live and who sees them", """
- Shared collection "Brindlecombe Ops": Maren, Priya, Dan, Hattie.
- Beekeeping collection (BeeBase login, orchard gate code): Tobias, Ffion, Maren.
- Never paste a secret into a memory file, a commit or a Signal chat; give the Bitwarden item name instead.
""")

root("feedback_prod_data.md", "prod-data",
     "Ask before touching live data",
     "feedback", "Production data", "ask before writing to anything live", """
Ask Priya before running anything that writes to a production database, even a one-row fix.
**Why:** In April an "obvious" stock fix double-counted a delivery and we oversold orchard blossom.
**How to apply:** Write the SQL, show it, wait for a yes; read-only queries are fine.
""")

root("project_label_redesign.md", "label-redesign",
     "New jar label design with a lot-number QR code",
     "project", "Label redesign", "new front label with a QR code for the lot", """
- Front labels keep their current sizes (Print Bees), but get a QR code linking to the batch page.
- The QR points at `brindlecombehoney.co.uk/lot/<lot>`; combshop will need a tiny public view for it.
- Target: new labels on the 2027 crop. Maren signs off the proof.
""")

root("reference_beebase.md", "beebase",
     "BeeBase registration and the Seasonal Bee Inspector",
     "reference", "BeeBase", "registration and the local bee inspector", """
- All three apiaries are registered on BeeBase (login in the beekeeping Bitwarden collection).
- Our Seasonal Bee Inspector is Gwen Tarr; she visited Home Yard in June 2026.
- EFB and AFB are notifiable; a suspicion gets reported, we never treat it ourselves.
""")

root("feedback_units.md", "units",
     "Units in customer copy and in code",
     "feedback", "Units", "which units to use where", """
Metric first in anything customer-facing: "340 g", "454 g (1 lb)". Imperial only in brackets.
**Why:** Trading Standards wants the metric weight to be the prominent one.
**How to apply:** In code, weights are integer grams (`weight_g`) and temperatures are °C; Tobias's own notes use whatever he likes.
""")

root("project_solar_grant.md", "solar-grant",
     "Rural grant application for honey-house solar",
     "project", "Solar grant", "grant application for the honey-house roof", """
- Applying to the Exmoor rural fund for 8 kWp of solar on the honey-house roof; deadline 15 January 2027.
- Frances is doing the numbers; Maren writes the narrative.
- The warming cabinet and the dehumidifier are the big loads we want to offset.
""")

root("reference_bfa.md", "bfa-membership",
     "Bee Farmers' Association membership and insurance",
     "reference", "BFA membership", "association membership and what it covers", """
- We're BFA members (bee farmer category); membership includes product liability insurance to £10m.
- The yearly colony census goes to the BFA in November.
""")

root("feedback_summaries.md", "session-summaries",
     "End-of-session summaries for Maren: short bullets, no jargon",
     "feedback", "Session summaries", "how to wrap up a working session", """
End every working session with a 3–5 bullet summary Maren can read on her phone.
**Why:** She forwards them to Tobias or Hattie when a change affects them.
**How to apply:** Lead with what changed for people, then what's left; no file paths unless Priya asked.
""", flat=True)

root("project_seo.md", "shop-seo",
     "Search and product-page work for the shop",
     "project", "Shop SEO", "search work on the product pages", """
- Product pages target "Exmoor heather honey" and "raw Exmoor honey"; Maren doesn't want to rank for anything "manuka".
- Each product page needs a unique description; Hattie is rewriting them batch by batch.
- The sitemap comes from Django's sitemaps framework; resubmit in Search Console after big changes.
""")

root("reference_weather.md", "weather-sources",
     "Weather sources for planning inspections and extraction",
     "reference", "Weather sources", "where forecasts come from for yard work", """
- Met Office app, location Wheddon Cross — closest to Heather Yard.
- Tobias won't do full inspections in rain or when it's gusting over ~20 mph.
- Extraction days need dry weather for moving supers; check the 3-day forecast.
""")

root("feedback_ask_tobias.md", "beekeeping-questions",
     "Check beekeeping logic with Tobias, not the internet",
     "feedback", "Ask Tobias", "who to check bee-biology assumptions with", """
When hivelog logic depends on bee biology (queen cell timings, brood stages), confirm it with Tobias before coding it.
**Why:** I once used the textbook 16-day queen development without Tobias's "capped cell = day 8" shorthand, and the reminders fired late.
**How to apply:** Write the assumption into the PR description and ask Tobias on Signal.
""")

root("project_subscription_box.md", "subscription-box",
     "Quarterly honey subscription idea for 2027",
     "project", "Subscription box", "quarterly box idea for next year", """
- Quarterly box: two jars plus a seasonal extra, launch target February 2027.
- Billing through Stripe subscriptions; Priya hasn't scoped the combshop side yet.
- Maren wants a pause option rather than cancel-only.
""")

# =====================================================================
# 2. remnic facts
# =====================================================================

# -- contradiction claims --
fact("2026-08-19 10:42", "fact", ["jarline", "nuc", "port"],
     "@jl_port_8081@ The jarline API is at `honeyhouse-nuc:8081` (uvicorn, single worker).")
fact("2026-07-22 16:05", "fact", ["jarline", "moisture", "honey-quality"],
     "@jl_moisture_185@ jarline's batch check flags anything over 18.5% moisture as HOLD, and 18.5% is our cutoff for jarring.")
fact("2026-06-03 09:18", "fact", ["jarline", "labels", "zebra"],
     "@jl_label_60x40@ Lot labels for jarline are 60 x 40 mm; the ZD421 is calibrated for that roll.")
fact("2026-09-10 13:27", "fact", ["dispatch", "cutoff"],
     "@dp_cutoff_1pm@ Ollie says web orders paid by 1pm still go out the same day; later ones wait for the next dispatch day.")
fact("2026-04-14 11:50", "fact", ["wholesale", "minimum-order"],
     "@wh_min_24@ Wholesale accounts (delis, farm shops) have to order at least 24 jars per drop.")
fact("2026-10-21 15:12", "fact", ["pricing", "wildflower"],
     "@price_wf340_895@ Wildflower 340g retails at £8.95, online and at the farm gate.")
fact("2026-02-12 14:31", "fact", ["combshop", "ci"],
     "@cs_ci_circle@ combshop's test pipeline runs on CircleCI (`.circleci/config.yml`).")
fact("2026-05-27 17:03", "fact", ["hivelog", "errors", "monitoring"],
     "@hl_errors_sentry@ hivelog sends both client and server exceptions to Sentry (project `hivelog-web`).")
fact("2026-03-09 10:09", "decision", ["combshop", "git", "merge"],
     "@cs_merge_commit@ combshop PRs get a normal merge commit so the individual commits survive for `git bisect`.")
fact("2026-07-01 08:47", "fact", ["on-call", "combshop", "contacts"],
     "@oncall_shop_dan@ Dan Okafor is the first person to ring when the web shop goes down; Priya only picks up code fixes afterwards.")
fact("2026-06-18 12:36", "fact", ["combshop", "celery", "queue"],
     "@cs_broker_rabbit@ combshop's Celery workers consume from a CloudAMQP RabbitMQ instance (Little Lemur plan).")
fact("2026-04-02 19:14", "preference", ["priya", "editor", "tooling"],
     "@priya_editor_vscode@ Priya prefers VS Code with the Python and Django extensions for combshop work.", conf=0.85)
fact("2026-01-20 09:55", "fact", ["finance", "accounts"],
     "@books_qbo@ The business accounts run on QuickBooks Online; Frances Kettle has accountant access.")
fact("2026-01-08 18:22", "decision", ["varroa", "oxalic", "supers"],
     "@oa_never_supers@ Oxalic acid never goes on while honey supers are on; supers come off first, always.")
fact("2026-05-06 11:11", "decision", ["hivelog", "git", "merge"],
     "@hl_merge_squash_always@ Always squash-merge hivelog pull requests; one commit per PR on main.")
fact("2026-11-04 10:30", "decision", ["combshop", "discounts", "checkout"],
     "@codes_no_stack@ Decided: one discount code per order — codes can't be stacked at checkout.")
fact("2026-02-25 16:48", "preference", ["jarline", "git"],
     "@jl_direct_main_ok@ For jarline, committing straight to main is fine — it's a one-person repo and Priya reviews after the fact.", conf=0.8)
fact("2026-04-29 07:58", "decision", ["queens", "husbandry"],
     "@queens_never_clipped@ Maren's rule: queens are marked (international colour) but never clipped.")
fact("2026-08-05 14:02", "fact", ["combshop", "checkout", "accounts"],
     "@cs_account_required@ combshop makes customers register an account before they can pay.")
fact("2026-09-15 12:19", "fact", ["heather", "extraction"],
     "@heather_never_spun@ Heather honey is never spun in the extractor; it's sold as cut comb or pressed.")
fact("2026-10-08 09:40", "decision", ["shipping", "eu", "combshop"],
     "@ship_eu_decided@ Decided to open combshop checkout to Ireland, France and Germany, shipped DDP with DHL.")
fact("2026-06-24 15:44", "fact", ["combshop", "dependencies", "uv"],
     "@cs_switched_uv@ We switched combshop from Poetry to uv in June; `uv sync` replaces `poetry install` and the lockfile is now `uv.lock`.")
fact("2026-02-07 13:15", "fact", ["farm-gate", "payments"],
     "@sumup_stall@ Card payments at the farm-gate stall go through the SumUp Air reader.")
fact("2026-06-22 10:26", "fact", ["newsletter", "marketing"],
     "@news_buttondown@ Hattie moved the Hive Notes newsletter off Mailchimp to Buttondown in June (cheaper, and she writes it in markdown anyway).")
fact("2026-04-10 17:37", "fact", ["hivelog", "bfa", "reports"],
     "@export_csv_used@ Tobias pulls the yearly inspection summary for the BFA from hivelog's `/export.csv` page.")
fact("2026-01-30 11:03", "fact", ["shopify", "orders", "archive"],
     "@shopify_shut@ The old Shopify store was shut down in January 2026; pre-relaunch orders only exist in `shopify-archive.csv` on the shared Drive.")
fact("2026-07-29 16:20", "fact", ["dispatch", "wholesale", "courier"],
     "@dpd_no_longer@ We no longer use DPD — since the July price rise, wholesale cases go out with Parcelforce express48.")
fact("2026-02-17 08:33", "fact", ["colonies", "hive-register"],
     "@register_sheet@ New colonies (splits, caught swarms) get added to the 'Hive Register' Google Sheet with their tag number.")

# -- non-contradiction claims --
fact("2026-08-26 19:08", "fact", ["heather-yard", "inspections", "hivelog"],
     "@heather_paper_first@ At Heather Yard Ffion still fills in the paper sheet (gloves, and the phone stays in the van) and types the inspections into hivelog the same evening.")
fact("2026-06-10 14:57", "fact", ["refunds", "customer-service"],
     "@broken_jar_photo@ For broken jars Hattie doesn't ask for the jar back; the photo is enough.")
fact("2026-09-29 10:14", "fact", ["feeding", "heather-yard"],
     "@heather_fondant@ Heather Yard colonies are still on the heather flow until late September, so they get fondant blocks instead of the 2:1 syrup.")
fact("2026-05-13 12:45", "fact", ["hivelog", "offline", "photos"],
     "@hl_offline_photos@ hivelog's offline queue holds inspections but not photos — photos taken offline only upload once you reopen the inspection on wifi.")
fact("2026-03-03 15:21", "fact", ["products", "jars"],
     "@jar454_wildflower_only@ The 1 lb (454 g) jar is only offered for wildflower honey; heather and orchard blossom stop at 340 g.")
fact("2026-08-18 08:12", "fact", ["varroa", "apivar"],
     "@apivar_positions@ When Apivar is in, the strips hang between frames 3–4 and 7–8 of the brood box and get moved in towards the cluster at week 5.")
fact("2026-05-16 09:02", "fact", ["farm-gate", "hours"],
     "@stall_saturday@ The farm-gate stall is staffed on Saturdays, 9:00–13:00.")
fact("2026-11-19 17:50", "decision", ["farm-gate", "christmas", "hours"],
     "@stall_december_sunday@ From 1 December the farm-gate stall is also staffed on Sunday mornings (10:00–12:00) for Christmas collections.")
fact("2026-06-08 20:16", "fact", ["queens", "rearing"],
     "@queens_reared@ Tobias rears our own queens each summer from the two calmest Home Yard colonies.")
fact("2026-04-21 13:39", "fact", ["hivelog", "ci"],
     "@hl_ci_woodpecker@ hivelog's CI is Woodpecker (`.woodpecker.yml`): svelte-check, vitest and a Playwright smoke test.")
fact("2026-01-14 10:07", "fact", ["shop", "history", "shopify"],
     "@shopify_until_2025@ Until the March 2025 relaunch the web shop was a Shopify store on the Basic plan.")
fact("2026-08-31 18:25", "fact", ["extraction", "history"],
     "@tangential_2025@ For the 2025 harvest we were still spinning on the 4-frame tangential borrowed from the Exmoor BKA.")
fact("2026-02-03 09:31", "fact", ["inspections", "history"],
     "@paper_notebook_2025@ Through 2025 Tobias kept inspection records in a paper notebook per apiary.")
fact("2026-08-12 15:58", "fact", ["varroa", "history"],
     "@maqs_2025@ In summer 2025 we treated with MAQS formic strips and lost two queens in the heatwave.")
fact("2026-07-08 11:34", "fact", ["dispatch", "royal-mail", "history"],
     "@second_class_until_june@ Until June 2026 retail orders went Royal Mail 2nd Class Signed For.")
fact("2026-05-20 16:11", "fact", ["combshop", "python", "history"],
     "@py310_until_spring@ combshop ran Python 3.10 until the Django upgrade in spring 2026.")
fact("2026-06-29 12:02", "fact", ["customer-service", "history"],
     "@maren_emails_before_hattie@ Before Hattie joined in May 2026, Maren answered every shop email herself.")
fact("2026-03-24 08:40", "fact", ["colonies", "history"],
     "@colonies_winter_2025@ We went into winter 2025 with 59 colonies; two didn't make it to spring.")
fact("2026-10-14 14:18", "fact", ["honey-house", "warming"],
     "@warming_104f@ Set buckets are softened in the warming cabinet at 104°F.")
fact("2026-04-07 07:49", "fact", ["inspections", "swarm-season"],
     "@weekly_apr_jul@ From April to July each colony is opened once a week to check for queen cells.")
fact("2026-05-29 10:53", "fact", ["parcelsync", "schedule"],
     "@ps_four_per_hour@ parcelsync polls combshop for new paid orders four times an hour.")
fact("2026-02-20 15:06", "fact", ["labels", "suppliers"],
     "@printbees_10wd@ Print Bees needs 10 working days to print a jar-label run.")
fact("2026-04-16 11:27", "fact", ["combshop", "django"],
     "@django52_lts@ We're on the 5.2 LTS line of Django for the shop.")
fact("2026-05-11 09:12", "fact", ["staff", "hattie"],
     "@hattie_mon_wed@ Hattie works Monday to Wednesday.")
fact("2026-10-27 16:44", "fact", ["staff", "hattie"],
     "@hattie_three_days@ Hattie's in three days a week — Mon, Tue, Wed.")
fact("2026-07-30 18:03", "fact", ["supers", "harvest"],
     "@supers_off_aug@ Summer supers come off at Home and Orchard Yards in the second week of August.")
fact("2026-03-27 12:28", "fact", ["wholesale", "price-list"],
     "@pricelist_every_enquiry@ We email the wholesale price list to every new trade enquiry within a day.")
fact("2026-06-15 13:47", "preference", ["disease", "foulbrood", "reporting"],
     "@foulbrood_to_sbi@ Suspected foulbrood gets reported to the APHA Seasonal Bee Inspector, not posted on the BKA forum.", conf=0.95)
fact("2026-07-14 10:38", "fact", ["jarline", "labels", "moisture"],
     "@lot_needs_moisture@ jarline won't print a lot label until the batch has a moisture reading.")

# -- unlabelled facts --
fact("2026-01-05 10:15", "fact", ["staff", "ffion"],
     "Ffion's seasonal contract runs from April to the end of September, three days a week.")
fact("2026-01-22 18:40", "preference", ["maren", "communication"],
     "Maren prefers a short bullet summary at the end of each working session, no long prose.", conf=0.85)
fact("2026-02-11 12:05", "fact", ["orchard-yard", "rent"],
     "Ed Cullen's rent for Orchard Yard is paid in honey: 12 jars of orchard blossom a year.")
fact("2026-03-12 09:26", "decision", ["beebase", "apiaries"],
     "Decided to register all three apiaries on BeeBase so the Seasonal Bee Inspector has the locations.")
fact("2026-04-24 16:32", "fact", ["honey-house", "refractometer"],
     "The honey-house refractometer is checked against its calibration block every July before the first extraction.")
fact("2026-05-22 08:19", "fact", ["pests", "asian-hornet"],
     "An Asian hornet monitoring trap hangs at Home Yard from April. Sightings get reported through the Asian Hornet Watch app.")
fact("2026-06-30 19:21", "preference", ["tobias", "equipment"],
     "Tobias prefers Nationals; any new hive equipment should be National-compatible.", conf=0.85)
fact("2026-07-19 11:09", "fact", ["stripe", "webhooks"],
     "Stripe retries failed webhooks for up to 3 days, so a missed payment event usually heals itself.")
fact("2026-08-08 13:13", "fact", ["heather-yard", "access"],
     "The Heather Yard access track is closed to vehicles on grouse-shoot Saturdays from mid-August.")
fact("2026-09-03 15:55", "decision", ["gift-box", "products"],
     "Decided to keep the gift box at three 227 g jars rather than adding a 340 g option.")
fact("2026-10-02 10:01", "fact", ["combshop", "images"],
     "combshop's product images live in a Backblaze B2 bucket behind Bunny CDN.")
fact("2026-11-12 14:26", "preference", ["hattie", "social-media"],
     "Hattie prefers Instagram posts scheduled for Tuesday and Thursday mornings.", conf=0.8)
fact("2026-11-24 09:48", "fact", ["christmas", "dispatch"],
     "The last order date for Christmas delivery by Tracked 48 is 18 December; after that it's stall collection only.")

# =====================================================================
# 3. free notes under auto/
# =====================================================================

auto("email-setup", "Email setup (shop)", "2026-06-09", ["combshop", "email"], """
# Email setup (shop)

@cs_email_postmark@ Order confirmations and dispatch emails go out through Postmark (server `combshop-prod`).
@dispatch_email_everyone@ Every customer gets the dispatch email with the tracking link, opted-in or not.

## DKIM / SPF
- SPF and DKIM records are in place for the sending subdomain `mail.brindlecombehoney.co.uk`.
- The bounce webhook posts to `/email/bounces/` and sets `email_bounced=True` on the customer.

## Templates
- Templates live in `combshop/templates/email/`, plain text first, HTML second.
- Hattie's inbox hello@ is the reply-to on every shop email.
""")

auto("shop-faq", "Shop FAQ (internal)", "2026-05-18", ["shop", "faq", "customer-service"], """
# Shop FAQ — internal copy of what we tell customers

### Is delivery free?
@cs_freeship_45@ Orders over £45 ship free to UK mainland addresses; below that it's £4.50 flat.

### Can a customer use two discount codes on one order?
@codes_stack@ Yes — codes stack, e.g. BEES10 together with the newsletter welcome code.

### Why is my honey solid?
All raw honey crystallises eventually; stand the jar in warm (not boiling) water and it goes runny again.

### Do you sell comb honey?
Yes, cut comb in 200 g boxes while stock lasts, usually August to Christmas.
""")

auto("combshop-upgrade-notes", "combshop upgrade notes (spring 2026)", "2026-05-21", ["combshop", "django", "upgrade"], """
# combshop upgrade notes

@cs_django52@ combshop runs Django 5.2 (LTS) since the spring upgrade.

@cs_py312@ - Python 3.12 everywhere (Dockerfile, CI image, local pyenv).
@cs_pg156@ - The database is PostgreSQL 15.6 — don't use `MERGE ... RETURNING` or anything else newer than 15.
@cs_suite_4min@ - After the upgrade the full test suite takes about 4 minutes serially; `pytest -n auto` gets it to just over one.

## Things that broke
- `django-anymail` needed a bump; the old version pinned Django < 5.
- `USE_L10N` removal: two templates relied on it for £ formatting.
- Stripe library v8 → v10: `stripe.error` moved, wrapped in our `payments/compat.py`.
""")

auto("backups", "Backups — what, where, how long", "2026-04-09", ["backups", "b2"], """
# Backups

@hl_litestream_14d@ hivelog: Litestream keeps 14 days of snapshots in B2 (`retention: 336h` in `litestream.yml`).

@jl_dumps_90d@ jarline dumps are kept for 90 days in B2; the same cron also copies the latest one to the USB drive in the honey-house office.

combshop: the DB provider takes daily snapshots, kept 7 days.

## Restore drills
- Last hivelog restore test: 2026-03-30, took 4 minutes.
- Nobody has test-restored jarline yet. TODO.
""")

auto("wholesale", "Wholesale / trade accounts", "2026-06-16", ["wholesale", "trade", "pricing"], """
# Wholesale / trade accounts

Currently 14 stockists: delis, two farm shops, a tearoom in Dunster and the visitor centre.

@wh_min_36@ - Minimum wholesale order: 3 cases of 12 (36 jars).
@wh_cutoff_tue@ - Wholesale cutoff is Tuesday 17:00 for delivery the same week.
- Trade price for the 340 g wildflower is £5.60 a jar; stockists set their own shelf price.
- Payment terms 30 days; invoices come out of the accounts package.

@wh_pricelist_form@ The wholesale price list never goes out without the account application form
attached — Frances needs the form for the credit check.
""")

auto("parcelsync-runbook", "parcelsync runbook", "2026-08-04", ["parcelsync", "dispatch", "runbook"], """
# parcelsync runbook

## An order is missing in Click & Drop
@ps_retry_3@ parcelsync gives up after 3 attempts on a Click & Drop push and posts the order number in #dispatch.
- Usual cause: an address line over 35 characters (Royal Mail rejects it). Fix the address in `/backstage/` and re-run.
- Re-run a single order:

```sh
python -m parcelsync push --order 10423
```

## Nothing syncing
- If nothing has synced for an hour, the cursor row is probably locked by a crashed run. Ask Priya before touching it.
""")

auto("network", "Farm network notes", "2026-01-16", ["network", "it", "farm-office"], """
# Farm network notes (from Dan's handover)

- Farm office and honey house are linked by the wireless bridge over the yard; both on the tailnet.
@hl_on_pi@ - The farm-office Raspberry Pi 4 (`office-pi`) hosts hivelog: Caddy in front of the Node server.
- `office-pi` also runs Home Assistant (port 8123) for the honey-house temperature sensors.
- Honey house: UniFi AP + switch; the NUC is wired.

```
# /etc/caddy/Caddyfile on office-pi
hivelog.brindlecombehoney.co.uk {
    reverse_proxy localhost:3000
}
```
""")

auto("honey-house-it", "Honey-house IT", "2026-09-02", ["jarline", "nuc", "it"], """
# Honey-house IT

@jl_docker_now@ jarline no longer runs as a systemd service — since August it's a Docker Compose stack (`/opt/jarline/compose.yaml`) on the NUC.

@unifi_8443@ - UniFi Network controller: `honeyhouse-nuc:8443`, admin login in Bitwarden.
@dan_nano@ - Dan edits config on the NUC with nano over SSH, nothing fancier.
- The ZD421 is on USB; the dispatch bench has its own networked Zebra for Click & Drop labels.
- The UPS under the bench gives the NUC ~20 minutes, enough to finish a print run.
""")

auto("deploy-checklist", "combshop deploy checklist", "2026-05-26", ["combshop", "deploy", "checklist"], """
# combshop deploy checklist

@cs_migrate_manual@ Do NOT let combshop migrations run as part of the deploy — Priya runs
`manage.py migrate` by hand after reading the `sqlmigrate` output.

1. PR merged to `main`, CI green.
2. Check nothing is mid-checkout in Stripe (dashboard → Payments, last 10 min).
3. After deploy: place a £0.50 test order with the `STAFFTEST` code and refund it from Stripe.
4. Watch Sentry for 10 minutes.
""")

auto("varroa-plan", "Varroa plan 2026", "2026-07-09", ["varroa", "treatments", "colonies"], """
# Varroa plan 2026

@apivar_mid_aug@ - Apivar goes in mid-August once the last summer supers are off, two strips per brood box.
- Strips come out after 10 weeks, no later (resistance).
@oa_trickle_5ml@ - December: oxalic trickle, 5 ml per seam of bees, while the colonies are broodless.
@oa_vape_supers_on@ - OA vaporisation can be done with the supers left on — Tobias says the residue is negligible.
- Mite counts: sugar roll of ~300 bees at every third inspection from May.

Treatments get logged in hivelog per colony (VMR).
""")

auto("colony-management", "Colony management notes", "2026-03-16", ["colonies", "queens", "husbandry"], """
# Colony management

## Queens
@queens_clipped@ - All mated queens get marked and wing-clipped at the first inspection after mating.
- 2026 colour is white (years ending 1 or 6).

## Winter
@oa_dose_per_seam@ Dose each occupied seam with 5 mL of the OA solution.

## Help
@bka_forum@ - We lean on the Exmoor BKA forum for swarm calls and general questions.
- Swarm collections: Tobias or Ffion, and never alone at height.
""")

auto("extraction-day", "Extraction day", "2026-08-21", ["extraction", "honey-house"], """
# Extraction day

@extractor_radial@ - Extractor: 12-frame electric radial (Lega), bought in January 2026.
@heather_spin@ - Heather frames: prick every cell with the loosener, then spin them in the radial at low speed.
@wet_supers_back@ - Wet supers go back on the strongest colonies for two or three days after extraction to be licked clean.
- Uncapping with the heated knife; cappings drain overnight in the tray and the wax goes to Maren's candles.
- Two people minimum; Ollie helps when dispatch is quiet.
""")

auto("farm-shop", "Farm-gate stall", "2026-06-06", ["farm-gate", "stall", "payments"], """
# Farm-gate stall

@sumup_retired@ - SumUp was retired in May 2026: farm-gate card sales now go through Stripe Terminal (WisePOS E), same Stripe account as combshop.
@he340_1150@ - Heather 340 g is £11.50 at the stall, same as online.
- Honesty box by the gate for jars when nobody's at the stall.
- Float: £40 in coins, counted by whoever closes up.
""")

auto("order-lookups", "Looking up an order", "2026-01-12", ["customer-service", "orders"], """
# Looking up an order

@shopify_lookup@ - For orders placed before the March 2025 relaunch, look the customer up in the old Shopify admin (login in Bitwarden).
- Newer orders: `/backstage/orders/`, search by email or postcode.
- Stripe dashboard search works for anything paid by card since the relaunch.
""")

auto("customer-service", "Customer service", "2026-06-02", ["customer-service", "inbox"], """
# Customer service

@inbox_hattie@ - The shop inbox (hello@) is Hattie's; replies go out within one working day.
@bugs_to_web@ - Customers' website bug reports go into #web, not straight to Priya's email.
- Wholesale enquiries get forwarded to Maren.
- Broken-jar claims: follow the shop policies note.
""")

auto("domains", "Domains", "2026-01-09", ["dns", "domains"], """
# Domains

@dns_123reg@ - DNS for brindlecombehoney.co.uk is managed in the 123-reg control panel;
  Maren has the login and the 2FA is on her phone.
- Registrar is 123-reg for both `.co.uk` and `.com`; renewals are due in March.
- The old `brindlecombeapiaries.co.uk` lapsed in 2024, don't resurrect it.
""")

auto("hivelog-rollout", "hivelog rollout notes", "2026-04-23", ["hivelog", "rollout"], """
# hivelog rollout

@hl_glide_proto@ The autumn 2025 prototype was a Glide app sitting on the Hive Register sheet; it fell over past 40 colonies.

@register_readonly@ The Hive Register sheet is read-only now — new colonies and splits are created in hivelog (Colonies → Add), which also issues the tag number.

## Training
- Tobias: done in March at the kitchen table.
- Ffion: first week of her contract in April.
""")

auto("hivelog-dev-setup", "hivelog dev setup", "2026-03-11", ["hivelog", "dev-setup"], """
# hivelog dev setup

@hl_npm_ci@ Install deps with `npm ci`; hivelog commits `package-lock.json`.

- Copy `.env.example` to `.env`; the dev server is on port 5173.
- Seed data: `scripts/seed.ts` creates 10 fake colonies per yard.
- Playwright browsers need installing once (chromium only is fine).
""")

auto("combshop-architecture", "combshop architecture sketch", "2026-02-19", ["combshop", "architecture", "celery"], """
# combshop architecture sketch

- Django app + a Celery worker; templates are server-rendered.
@cs_broker_redis@ - Celery's broker is Redis on Upstash (`CELERY_BROKER_URL` starts with `rediss://`).
@cs_email_task_retry3@ - `send_dispatch_email` retries 3 times, 60 s apart, then lands in the failed-tasks list.
- Stripe webhook → `orders.tasks.mark_paid` → stock decrement → confirmation email.
- parcelsync reads paid orders over the internal API (`/api/internal/orders/?since=`).
""")

auto("shop-policies", "Shop policies (internal)", "2026-04-28", ["shop", "policies", "refunds"], """
# Shop policies

@broken_jar_14d@ - Broken or leaking jars: refund or replacement (customer's choice) if reported within 14 days with a photo.
- Unopened jars can be returned for any reason within 30 days; the customer pays return postage.
- Crystallised honey isn't a fault; send the warming instructions.
""")

auto("finance", "Finance bits", "2026-07-07", ["finance", "accounts", "stripe"], """
# Finance bits

@books_xero@ Books are kept in Xero; Hattie reconciles the Stripe payouts there every Monday.

- Year end is 31 March; Frances Kettle does the accounts and the tax return.
- Honey is zero-rated anyway, and we're under the VAT threshold.
""")

auto("queen-rearing", "Queen rearing 2026", "2026-06-12", ["queens", "rearing"], """
# Queen rearing 2026

@graft_h07_h12@ Grafting is done in June from H07 and H12 (both Home Yard, temper score 1),
and the cell raiser is H03.

- Cells go into mating nucs on day 10 after grafting.
- Mated queens are marked and go to colonies that failed the temper check.
""")

auto("feeding", "Feeding", "2026-09-05", ["feeding", "syrup", "winter"], """
# Feeding

@autumn_21@ - Autumn feed: 2:1 syrup (2 kg sugar per litre of water) in rapid feeders, from early September.
- Spring feed: 1:1 syrup, only if a colony is light in March/April.
- Fondant in January/February if hefting says they're light.
- Never use brown sugar or honey from other beekeepers.
""")

auto("winter-prep", "Winter prep checklist", "2026-10-06", ["winter", "feeding", "colonies"], """
# Winter prep

@heavy_syrup_2to1@ - Heavy syrup for the autumn feed = 2 parts sugar to 1 part water.
@stores_40lb@ - Tobias wants about 40 lb of stores in each hive before winter.
- Mouse guards on by the end of October.
- Woodpecker mesh at Heather Yard only.
""")

auto("dispatch-faq", "Dispatch FAQ (for Hattie)", "2026-10-01", ["dispatch", "faq"], """
# Dispatch FAQ

@fri_ship_yes@ - Do we ship on Fridays? Yes — Friday orders paid before the cutoff go out the same afternoon.
@postie_half3@ - The postie picks up at half past three, so everything has to be bagged by then.
- Can a customer collect instead? Yes, from the stall on a Saturday; they tick "collect" at checkout.
- Where's my parcel? The tracking link is in the dispatch email; Click & Drop shows the same.
""")

auto("honey-house-sop", "Honey house SOP — jarring", "2026-07-15", ["honey-house", "jarring", "sop"], """
# Jarring SOP

@jar_from_tank@ - We jar from the settling tank's honey gate by hand, about 200 jars an hour with two people.
@lot_print_batch_page@ - Lot labels are printed from the batch page in jarline (Print → Lot label).
- Hairnets and blue gloves; no watches or rings.
- Room kept at 25 °C on jarring days so the honey runs.
""")

auto("infra-overview", "Infra overview (who runs where)", "2026-05-05", ["infra", "combshop", "hosting"], """
# Infra overview

@cs_render@ The web shop (combshop) is deployed on Render as one web service plus a
background worker for Celery; Priya set it up before the relaunch.

- jarline: the NUC in the honey house (LAN + Tailscale).
- parcelsync: a cron job next to combshop, separate entrypoint.
- GlitchTip: self-hosted, see the self-hosted services note.
""")

auto("inspection-calendar", "Inspection calendar", "2026-03-30", ["inspections", "calendar"], """
# Inspection calendar

| Period | Interval | Focus |
|---|---|---|
| Mar | first look on a warm day | queen right, stores |
@swarm_7d@ | Apr–Jul (swarm season) | every 7 days | queen cells, space, supers |
| Aug–Sep | every 14 days | stores, varroa, wasps |
| Oct–Feb | no full inspections | heft, entrances, mouse guards |
""")

auto("jar-labels", "Jar labels", "2026-02-24", ["labels", "suppliers"], """
# Jar labels

@printbees_2wk@ Jar labels from Print Bees take two weeks from proof sign-off.

- Front labels are 90 x 60 mm on the 340 g and 454 g jars, 70 x 45 mm on the 227 g.
- The lot number is NOT on the front label; it's the small jarline label on the lid.
""")

auto("self-hosted-services", "Self-hosted services", "2026-05-30", ["glitchtip", "self-hosted"], """
# Self-hosted services

@glitchtip_pg15@ - Our GlitchTip instance runs with its own PostgreSQL 15 container (`glitchtip-db`), separate from the app databases.
- Uptime Kuma checks the shop, hivelog and the jarline health endpoint every 60 s.
- Both live in one compose project; Priya updates them monthly.
""")

auto("combshop-dev-setup", "combshop local dev", "2026-03-02", ["combshop", "dev-setup"], """
# combshop local dev

@cs_flush_resets_dev@ `manage.py flush` is how Priya resets the combshop dev DB between fixture imports.

```env
DJANGO_SETTINGS_MODULE=combshop.settings.dev
DATABASE_URL=postgres://combshop:combshop@localhost:5432/combshop
SITE_URL=http://localhost:8000
STRIPE_SECRET_KEY=sk_test_xxx
```

- Stripe CLI forwards webhooks: `stripe listen --forward-to localhost:8000/payments/stripe/webhook/`.
- `fixtures/catalogue.json` loads the product table.
""")

# ---- unlabelled auto notes -------------------------------------------

auto("meeting-2026-03", "Monthly meeting — March 2026", "2026-03-31", ["meeting"], """
# March meeting

Present: Maren, Tobias, Priya (call), Ollie.

- Tobias: 57 colonies came through the winter. Plan is to split back up to sixty in May.
- Priya: hivelog is ready for the season; Ffion's account gets created when she starts.
- Ollie: wants the pick list sorted by jar size. Priya to look.
- Maren: price review in the autumn, not before.
""")

auto("honey-varieties", "Our honeys", "2026-02-14", ["products", "honey"], """
# Our honeys

- **Wildflower** — Home Yard, spring and summer mix; sets fine within a few months.
- **Orchard blossom** — Orchard Yard, April–May; pale, sets fast, we cream some of it.
- **Heather** — Heather Yard, August; ling heather, jelly-like (thixotropic), strong.
- **Cut comb** — from Home Yard supers on thin foundation.
""")

auto("swarm-collection", "Swarm collection calls", "2026-05-08", ["swarms"], """
# Swarm calls

- Calls come in via the BKA swarm list and the shop contact form.
- Tobias or Ffion go; nothing above ladder height without two people.
- Caught swarms sit in quarantine at the far end of Home Yard for 6 weeks before joining a yard.
""")

auto("pest-and-disease", "Pests and disease", "2026-06-20", ["pests", "disease"], """
# Pests & disease

- Asian hornet: report sightings through the Asian Hornet Watch app, not to the council.
- Wasps: entrance reducers from August; traps only at Orchard Yard where Ed wants them.
- Chalkbrood: requeen if it persists.
- Foulbrood suspicions: see the fact about reporting to the bee inspector.
""")

auto("equipment-cleaning", "Cleaning kit", "2026-04-18", ["hygiene", "equipment"], """
# Cleaning kit

- Hive tools and gloves: washing soda solution, 500 g per 5 L of hot water, between yards.
- Brood boxes: scorch with the blowtorch, then Virkon S at 1% (10 g per litre).
- Honey-house floor: food-safe sanitiser, 20 ml per 5 L bucket.
- Never use bleach on anything that touches honey.
""")

auto("stripe-webhooks", "Stripe webhooks", "2026-07-20", ["stripe", "webhooks", "combshop"], """
# Stripe webhooks

- Endpoint `/payments/stripe/webhook/`; signing secret in Bitwarden.
- Stripe retries failed deliveries with backoff for up to three days.
- Our handler is idempotent on `event.id`, so duplicate deliveries are safe.
""")

auto("glossary", "Glossary", "2026-01-26", ["glossary"], """
# Glossary

- **Super** — box above the brood where the honey is stored.
- **Clearer board** — one-way board that gets the bees out of the supers before they come off.
- **Heft** — lifting the back of the hive to judge stores.
- **Nuc** — small colony on 5 frames.
- **Lot number** — jarline's batch ID, printed on the lid label.
- **VMR** — Veterinary Medicines Record.
""")

auto("onboarding-seasonal", "Onboarding — seasonal beekeeper", "2026-03-20", ["onboarding", "staff"], """
# Onboarding — seasonal beekeeper

- Ffion Ashby, April–September 2026, Tuesday to Thursday.
- Kit: suit, gloves, hive tool; smoker fuel is hessian and dry grass, never cardboard with glue.
- hivelog account with the "inspector" role, no admin.
- First two weeks always paired with Tobias.
""")

auto("social-media", "Social media", "2026-07-02", ["marketing", "social"], """
# Social media

- Instagram and Facebook; no TikTok (Maren's call).
- Posts: hive life, extraction days, stockist shout-outs.
- No photos that give away Heather Yard's exact location — theft risk.
""")

auto("compliance", "Food compliance", "2026-04-03", ["compliance", "labels"], """
# Food compliance

- The honey house is registered with the council as a food business; last hygiene rating 5 (March 2026).
- Labels must show: name, weight, best before, lot number, country of origin, our address.
- Best before: 2 years from jarring.
- Legal ceiling is 20% water for most honey and 23% for heather honey (Honey (England) Regulations).
- Lot traceability goes through jarline: lot → batch → yard and extraction date.
""")

auto("creamed-honey", "Creamed (soft-set) honey", "2026-05-03", ["products", "honey-house"], """
# Soft-set honey

- Seed: 10% of a fine-set previous batch, stirred into honey at 14 °C.
- Stir twice a day for 5 days, then jar.
- Only orchard blossom gets creamed; the others are sold runny or left to set naturally.
""")

auto("hivelog-roadmap", "hivelog roadmap", "2026-10-12", ["hivelog", "roadmap"], """
# hivelog roadmap (Priya's list)

- Weight-scale integration for the two BroodMinder scales at Home Yard.
- Printable queen-rearing calendar.
- Per-yard weather on the inspection form.
- Maybe: voice notes transcribed into the inspection.
""")

auto("season-review-2026", "Season review — September 2026", "2026-09-24", ["meeting", "season"], """
# Season review

- Crop roughly 1.3 t across the three yards; heather better than 2025.
- The orchard spraying window cost us a week of access in May.
- Ollie: dispatch was smooth; the corrugated sleeves cut breakages right down.
- Priya wants the jarline restore drill done before Christmas.
""")

auto("tailscale", "Tailscale", "2026-02-09", ["network", "tailscale"], """
# Tailscale

- ACL: Priya and Dan can reach everything; Maren's laptop only the NUC's web UI.
- Machines: `honeyhouse-nuc`, `office-pi`, and the Priya, Dan and Maren laptops.
- MagicDNS is on; use machine names, not 100.x addresses.
""")


# =====================================================================
# MEMORY.md (index of every root file; hooks carry no slot values)
# =====================================================================

def _memory_index():
    sections = [("project", "Project"), ("reference", "Reference"),
                ("feedback", "Feedback"), ("user", "User")]
    out = ["# Memory Index", ""]
    for typ, head in sections:
        out.append(f"## {head}")
        out.append("")
        for t, title, fname, hook in ROOT_INDEX:
            if t == typ:
                out.append(f"- [{title}]({fname}) — {hook}")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


FILES["MEMORY.md"] = _memory_index()
