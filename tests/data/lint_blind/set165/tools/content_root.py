# Root Claude Code auto-memory files. Lines starting with @@ID@@ are claim lines (marker stripped on build).
# Each entry: filename -> (title, description, type, body)
ROOT = {}

def r(fn, title, desc, typ, body):
    ROOT[fn] = (title, desc, typ, body.strip("\n") + "\n")

r("reference_edgeshop.md", "edgeshop overview", "What the online shop is built on and how orders flow through it", "reference", """
# edgeshop (online shop)

The public shop at hollinedge.co.uk: batch knives, strops, gift cards, sharpening bookings.

## Stack
@@D1b@@- Storefront: Astro 4 static pages plus a small Node API for cart and checkout
@@R5a@@- Hosting: Netlify (site `hollinedge-shop`), production deploys from `main`
@@V4b@@- Database: `postgresql://edgeshop@db.hollinedge.internal:5432/edgeshop` (Postgres 16)
@@S1a@@- Product images: Cloudinary (`hollinedge` cloud), resized on the fly per breakpoint
- Search: plain Postgres full-text over product titles and steel names, nothing fancy
@@R1a@@- Transactional email (order confirmations, dispatch notices): Postmark

## Checkout
@@F5a@@- Payments: Stripe Checkout (cards, Apple Pay, Google Pay)
@@V7b@@- Free UK delivery on orders over £60
- Overseas: EU and US only, because of the knife import rules elsewhere
- Order numbers look like `HE-10482`; Marta quotes them on the phone
- Basket is kept for 7 days in a cookie, then dropped

## Catalogue
- Batch knives are listed one product per blade shape, with a variant per steel
- Strops, stones and edge guards are "accessories" and never count towards a knife limit
- Gift cards are a product in their own right, not a Stripe coupon
""")

r("reference_forgebook.md", "forgebook overview", "The commissions app: what it runs on, how a commission moves from quote to delivery", "reference", """
# forgebook

Internal Django app for bespoke commissions: quotes, deposits, build log, handle choices, delivery.

## Stack
@@V5b@@- Framework: Django 5.1
@@F4a@@- Python 3.12, dependencies managed with uv
@@V1a@@- Celery broker: Redis at `redis.hollinedge.internal:6379` (db 2)
@@R2b@@- Error tracking: Sentry (project `forgebook`)
- Admin at `/admin/`, staff logins only; customers never get accounts

Local dev uses the compose file; the broker URL there is local:

```
CELERY_BROKER_URL=redis://localhost:6379/2
DJANGO_SETTINGS_MODULE=forgebook.settings.dev
```

## Commission rules
@@V3a@@- Deposit: 40% of the quoted price, invoiced through Stripe when the design is signed off
@@F3a@@- Quoted lead time: 12–16 weeks from deposit
- Balance is invoiced when the knife is photographed finished, before it is packed
- Each commission has one build log; photos go in the log, not in email threads
- Statuses: `enquiry`, `quoted`, `deposit_paid`, `in_build`, `finished`, `shipped`, `closed`
""")

r("reference_postedge.md", "postedge overview", "Sharpening by post: booking, labels, intake limits, returns", "reference", """
# postedge (sharpening by post)

Small FastAPI service behind the sharpening-by-post pages. Customers book, get a prepaid label,
post their knives in, Dafydd sharpens, we post them back.

## Service levels
@@V2a@@- Turnaround: 5 working days from the day the parcel is booked in
@@V6b@@- Max 6 knives per parcel (the foam insert has six slots)
@@D7b@@- Weekly intake cap: 40 parcels
@@N5b@@- Serrated knives are accepted (charged as two knives)
@@R7b@@- Return leg: Royal Mail Special Delivery Guaranteed by 1pm

## Integrations
@@O4a@@- Tracking webhooks from Royal Mail: retried up to 5 times, then the parcel is flagged for a manual look
- Booking-in is a barcode scan on the packing bench; that flips the job to `received`
- Every job has a job card PDF printed at booking-in
""")

r("reference_steel_stock.md", "steel stock overview", "Which steels we hold, how much, when to reorder, heat treatment", "reference", """
# Steel stock

@@F1a@@- Steels in stock: AEB-L, 26C3, 14C28N
@@V8b@@- AEB-L: reorder at 6 bars (750 mm lengths)
- 14C28N: reorder at 4 bars
- 26C3: kept as a small float of 3 bars, never reordered on a threshold
@@D2b@@- Heat treatment is done in-house in the Evenheat kiln, with a cryo soak for AEB-L and 14C28N
- Offcuts over 120 mm go in the "paring knife" box; anything shorter goes to scrap
- Handle materials are tracked separately (see the handle materials note)

Bar counts are physical bars on the rack, not the number on the last invoice.
""")

r("reference_markets.md", "markets overview", "Markets reference: where we trade, floats, who runs each stall", "reference", """
# Markets

@@D6b@@- Regular markets this year: Keswick, Penrith and Kendal, plus the Cockermouth food fair when it runs
@@R6a@@- Card reader: SumUp Solo (two units, charged the night before)
@@N9a@@- Damascus range is not taken to markets (too easy to lift from the table)
- The gazebo, two trestles and the weights live in the van all season

| market | when | float | lead |
|---|---|---|---|
@@V9a@@| Keswick | every Saturday, 08:00–15:00 | £150 | Marta |
@@O5a@@| Penrith | third Saturday of the month | £80 | Dafydd |
@@F7a@@| Kendal | first Sunday of the month | £120 | Dafydd |

Takings are counted at the stall, bagged, and banked on the Monday.
""")

r("reference_infra.md", "infrastructure", "Infra map: servers, CI, secrets, backups, mail, monitoring", "reference", """
# Infrastructure

@@S6a@@- forgebook runs on the Hetzner box `forge-01` (Docker Compose, Caddy in front)
@@R3b@@- CI for edgeshop: GitHub Actions (`.github/workflows/ci.yml`)
@@R9a@@- Secrets: Bitwarden organisation `Hollin Edge`, one collection per system
@@F2a@@- Backups: nightly `pg_dump` of edgeshop and forgebook to Backblaze B2
@@D8b@@- Team email: Fastmail (hello@, orders@, sharpen@)
@@F10a@@- Uptime: UptimeRobot checks edgeshop and forgebook every 5 minutes
- DNS: Cloudflare (DNS only, proxy off for the mail records)
- Domain renewals: hollinedge.co.uk renews every March, auto-renew on
""")

r("reference_suppliers.md", "suppliers", "Who we buy steel, handle material and consumables from", "reference", """
# Suppliers

@@S8a@@- AEB-L: Nordbar Steel (EU warehouse, ships in about ten days)
@@D10a@@- 14C28N: bought direct from the mill, two orders a year
- 26C3: whatever thicknesses the mill has in stock; we buy two bars at a time
- Belts: 2x72 ceramic belts in 36, 60 and 120 grit from the usual grinder shop
- Edge guards: printed locally, 50 at a time
- Boxes and foam inserts: the packaging firm in Carlisle, reordered when we're down to one box of flats
""")

r("reference_people.md", "people", "Who does what at the workshop", "reference", """
# People

- Rhiannon Pryce: owner, bladesmith, does all commission design calls
- Dafydd Owen: sharpening (post, workshop and market tent), runs two of the markets
- Marta Kowalczyk: shop, customer inbox, packing, Keswick market
- The agent: code changes on edgeshop, forgebook and postedge, drafts of customer emails

Rhiannon signs off anything that changes prices or terms.
""")

r("reference_glossary.md", "glossary", "Glossary: workshop words that turn up in tickets and code", "reference", """
# Glossary

- **batch knife**: a knife made in a run of 10–20 for the shop, as opposed to a commission
- **commission**: a one-off knife designed with the customer
- **job** (postedge): one parcel of knives sent for sharpening
- **booking-in**: scanning a parcel on arrival; starts the turnaround clock
- **float**: the cash a stall starts the day with
- **blank**: a profiled, unground piece of steel
""")

r("reference_runbooks.md", "runbooks", "Where the runbooks live and which ones exist", "reference", """
# Runbooks

- Restoring a database: `docs/runbooks/restore.md` in the infra repo
- Rotating the Stripe webhook secret: `docs/runbooks/stripe-webhook.md`
- Printing a missing job card: `docs/runbooks/job-card.md`
- Market day kit: printed copy in the van door pocket

Runbooks are Markdown in git; the printed ones are reprinted when the git copy changes.
""")

r("reference_email_templates.md", "email templates", "Where customer email templates live and how they are named", "reference", """
# Email templates

- edgeshop templates: `templates/email/*.mjml`, one per event (`order_placed`, `order_dispatched`, `refund_issued`)
- forgebook templates: Django templates under `forgebook/templates/email/`
- postedge templates: Jinja, `postedge/templates/`
@@A6b@@- All customer-facing copy uses British spelling (colour, cheque, organise)
""")

r("user_rhiannon.md", "Rhiannon", "Owner and bladesmith; how she likes to work with the agent", "user", """
Rhiannon Pryce owns Hollin Edge and makes every commission knife herself.

- Prefers short summaries with the diff link, not long explanations
- Reads PRs on her phone in the evening; keep descriptions scannable
@@R10b@@- Rhiannon does the books in Xero herself; nothing else touches the ledger.
- Not a developer, but reads Python fine
""")

r("user_marta.md", "Marta", "Runs the shop side and the customer inbox", "user", """
Marta Kowalczyk runs the shop side: orders, packing, the inbox and the Keswick stall.

- Wants admin changes explained with screenshots
- Writes the product descriptions; don't rewrite them without asking
- Works Tuesday to Saturday
""")

r("user_dafydd.md", "Dafydd", "Sharpening lead; preferences on the job tooling", "user", """
Dafydd Owen does all the sharpening: postal jobs, workshop drop-offs and the market tent.

@@F6b@@- Dafydd keeps Japanese single-bevel kitchen knives at their original bevel; Western double-bevel kitchen knives get 15° per side.
- Likes the job card to show the customer's note in large type
- Not on Slack; reach him by text
""")

r("feedback_merge_style.md", "forgebook merge style", "How forgebook PRs get merged", "feedback", """
@@R8a@@forgebook PRs are rebase-merged so each migration keeps its own commit.

**Why:** Rhiannon once had to revert one migration out of a squashed PR and it took an afternoon.

**How to apply:** use "Rebase and merge" on forgebook. Keep commits tidy before asking for review.
""")

r("feedback_pull_requests.md", "edgeshop pull requests", "How to open and merge edgeshop PRs", "feedback", """
@@N1b@@Always squash-merge edgeshop PRs and write the squash message as a plain sentence.

- One PR per change; don't bundle a copy tweak with a checkout change
- Put a before/after screenshot in any PR that touches the storefront

**Why:** Marta reads the edgeshop history as a changelog.
""")

r("feedback_migrations.md", "production migrations", "Who runs database migrations on production", "feedback", """
@@N4a@@Never run `manage.py migrate` against production yourself; Rhiannon runs it after the backup finishes.

**Why:** a migration once locked the commissions table for ten minutes on a Saturday.

**How to apply:** put the migration command in the PR description and stop there.
""")

r("feedback_deploys.md", "forgebook deploys", "Safety rule for forgebook deploys", "feedback", """
@@NS4a@@Never deploy forgebook without a fresh database backup.

**Why:** the nightly dump can be almost a day old by the evening, and commissions change all day.

**How to apply:** trigger the on-demand backup job, wait for the B2 upload to finish, then deploy.
""")

r("feedback_tooling.md", "edgeshop tooling", "Which package manager and commands edgeshop uses", "feedback", """
@@R4b@@Use pnpm for edgeshop: `pnpm install --frozen-lockfile`; the lockfile is `pnpm-lock.yaml`.

**Why:** mixed lockfiles broke a deploy in February.

**How to apply:** never run `npm install` in the repo, even for a quick test.
""")

r("feedback_dependabot.md", "Dependabot on edgeshop", "How Dependabot PRs are handled", "feedback", """
@@N8a@@Dependabot PRs on edgeshop are never auto-merged, patch bumps included.

**Why:** a patch bump of the Stripe SDK changed a default and broke Apple Pay for a day.

**How to apply:** leave them for Rhiannon; she batches them on Mondays.
""")

r("feedback_photos.md", "sharpening photos", "What to do with photos of sharpened knives", "feedback", """
@@N6a@@Don't email customers photos of their sharpened knives — the lighting makes good edges look chipped.

**Why:** two customers asked for re-sharpens after seeing the photos.

**How to apply:** photos stay in the job record for our own reference.
""")

r("feedback_refunds.md", "refunds", "Refund approval rule", "feedback", """
@@NS5a@@Never issue a refund over £100 without Rhiannon's OK.

**Why:** commission disputes need her call, and big refunds hit the month's cash.
""")

r("feedback_customer_contact.md", "customer contact", "Agent must not email customers itself", "feedback", """
@@NS6a@@Don't send customer emails yourself — draft them in forgebook and Marta sends them.

**Why:** tone. Customers know Marta and Rhiannon by name.

**How to apply:** leave drafts in the commission's notes tab with a "DRAFT" prefix.
""")

r("feedback_commit_messages.md", "commit messages", "Commit message style", "feedback", """
Commit messages: imperative mood, under 72 characters, no emoji, no ticket prefixes.

**Why:** Rhiannon skims `git log --oneline` on her phone.
""")

r("feedback_testing.md", "testing", "Tests to run before asking for review", "feedback", """
Run the checkout Playwright test locally before asking for review on anything that touches the cart.

**Why:** the cart breaks quietly; the test is the only thing that notices.

**How to apply:** `make e2e-checkout`; paste the summary line in the PR.
""")

r("feedback_customer_tone.md", "customer tone", "How customer-facing copy should sound", "feedback", """
Customer copy is friendly and plain; no "Dear valued customer", no exclamation marks in dispatch emails.

Sign-offs are the person's first name, never "The Hollin Edge Team".
""")

r("project_age_verification.md", "age verification", "How age checks work for knife sales", "project", """
# Age verification

@@N2a@@Every knife order ships with an age-verified delivery service; the courier checks ID at the door.

Accessories (strops, stones, guards) on their own don't need it. Mixed baskets do.
""")

r("project_sharpening_pricing.md", "sharpening pricing", "Current sharpening-by-post prices and what they include", "project", """
# Sharpening pricing

@@V10a@@Plain-edge knives are £9 each to sharpen by post, return postage included.

Price changes need Rhiannon's sign-off and a week's notice on the booking page.
""")

r("project_image_cdn.md", "image CDN move", "Where product images are served from now", "project", """
# Image CDN

@@S1b@@Product images moved from Cloudinary to Bunny CDN in August; the Cloudinary account is closed.

Image URLs in old newsletters still 404; not worth fixing.
""")

r("project_stock_migration.md", "stock tracking move", "Where steel stock is tracked", "project", """
# Stock tracking

@@S2b@@The Airtable `Steel` base has been read-only since June; steel stock now lives in forgebook's Inventory tab.

Marta kept the Airtable base for the history; nobody should add rows to it.
""")

r("project_commission_queue.md", "commission queue", "Queue size, minimum price, ordering of commissions", "project", """
# Commission queue

@@F8a@@- The commission queue is capped at 25 open commissions.
@@D3b@@- Minimum commission: £250 (chef's knife, standard handle)
@@NS7a@@- Never cut steel for a commission until the deposit has cleared.
- Order of work is deposit date, except for wedding gifts with a fixed date
""")

r("project_label_api.md", "label API", "How prepaid labels for postal sharpening are produced", "project", """
# Label API

@@S3b@@postedge switched from Click & Drop to the Royal Mail Shipping API in September.

The API key rotates yearly; the reminder is in the shared calendar.
""")

r("project_newsletter.md", "newsletter", "Which platform the customer newsletter is on", "project", """
# Newsletter

@@S4b@@Mailchimp was shut down in May; the newsletter is on Buttondown now.

Subscribers were imported with their tags; unsubscribes carried over.
""")

r("project_forge01_move.md", "forge-01 move", "Where forgebook is hosted after the autumn move", "project", """
# forge-01 move

@@S6b@@`forge-01` was decommissioned in October after forgebook moved to Fly.io.

The old IP is released; remove it from any allow-lists you find.
""")

r("project_woo_shutdown.md", "WooCommerce shutdown", "What happened to the old shop", "project", """
# Old shop

@@S9b@@The WooCommerce shop at `old.hollinedge.co.uk` is shut down (2026-05-31); the domain redirects to the main shop.
""")

r("project_sms_updates.md", "SMS updates", "How sharpening customers get status texts", "project", """
# SMS updates

@@S10a@@Sharpening customers get SMS status updates through Twilio (booked in, sharpened, dispatched).

Texts go to the number on the booking form; no marketing texts, ever.
""")

r("project_christmas_2026.md", "Christmas 2026", "Christmas cut-offs and the gift push", "project", """
# Christmas 2026

- Last commission deposits for Christmas delivery were taken in August
- Batch run of 20 petty knives planned for the gift push
- The shop banner goes up on 1 November and comes down on 27 December
""")

r("project_gift_cards.md", "gift cards", "How gift cards are sold on the new shop", "project", """
# Gift cards

- Gift cards on edgeshop come in £25, £50 and £100
- They can be used on batch knives, accessories and sharpening, not on commission deposits
- Codes are emailed; no printed cards this year
""")
