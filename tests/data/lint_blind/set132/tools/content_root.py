"""Root (Claude Code auto-memory) files. FLAT marks descriptions with an unquoted ': ' on purpose."""

FLAT = {"reference_shopfront.md", "reference_packhouse.md", "reference_glossary.md", "user_rohan.md"}

# filename -> (title for MEMORY.md, hook for MEMORY.md, description, type, body)
ROOT = {}

def r(fn, title, hook, desc, typ, body):
    ROOT[fn] = (title, hook, desc, typ, body)

r("reference_shopfront.md", "Shopfront", "retail web shop stack, checkout, delivery and returns rules",
  "Shopfront stack: Saleor backend, Next.js storefront, payments, search, delivery rules", "reference", """
# shopfront (retail web shop)

Retail site at leafline.co.uk. Saleor 3.20 (Django/GraphQL) is the backend, with our own Next.js
storefront in front of it. Rohan owns it; Sasha covers when he's off.

## Stack
@@A1a@@
- Backend: Saleor 3.20 on AWS ECS (eu-west-2), Postgres on RDS
@@R1a@@
@@S1a@@
- Media: S3 bucket `leafline-shop-media`, served through CloudFront
@@V10a@@
- Marketing email and the abandoned-basket flow: Klaviyo

## Checkout and payments
@@R7a@@
- PayPal is offered as a second button (roughly 8% of orders)
@@V8a@@
- The abandoned-basket email goes out 24 hours after the last cart change

## Pricing and delivery
@@F8a@@
@@V3a@@
- Standard UK delivery is Royal Mail Tracked 48; Tracked 24 is a paid upgrade
- Orders placed by 13:00 on a weekday leave the warehouse the same day

## Returns and gift cards
@@N9a@@
- Unopened tea and teaware: 30 days, the customer pays the return postage
@@NS1a@@
- Gift cards come in £10, £25 and £50
""")

r("reference_steepclub.md", "steepclub", "subscription box service: stack, billing, plans, dispatch",
  "Subscription service for the monthly tea boxes - stack, billing, plans, dispatch", "reference", """
# steepclub

The tea subscription: a box of loose tea every month. Separate app from the shop; customers log in
at club.leafline.co.uk. Sasha is the main developer.

## Stack
- NestJS 10 on Node 20
@@R4a@@
@@S3a@@
- Database: Postgres 16 at `db-steep.internal.leafline.co.uk:5432`
@@O1a@@
- Billing: Stripe Billing (their customer portal is switched off; we use our own account pages)
@@R2a@@
- Stripe webhooks arrive at `/webhooks/stripe`; Stripe retries failed deliveries for up to 3 days

## Plans and billing
@@F3a@@
- Monthly box: £14.50, UK postage included
- Renewals charge on the 1st of the month at 06:00 UK time
@@V2a@@
@@N5a@@

## Boxes
@@F10a@@
@@D1b@@
- Box contents are chosen by Mei in the last week of the previous month
""")

r("reference_blendbook.md", "blendbook", "blend recipes, batches and labels app",
  "Blend recipes, batches and label printing app (Rails)", "reference", """
# blendbook

Internal Rails app for blend recipes, blending batches and the ingredient labels. Used by Mei and
whoever is blending that week. Rohan wrote it and still owns it.

## Stack
@@V4a@@
- Postgres 16 at `db-blend.internal.leafline.co.uk:5432`
@@R10a@@
- Hosting: Hatchbox on a DigitalOcean droplet in London
@@N4b@@
@@R3a@@
@@R8a@@

## Domain
@@F4a@@
- A batch records which lots went into it, so a recall can go from a blend batch back to the estate lot
- Batch sizes are 5 kg and 25 kg; anything bigger is split into several batches
- Labels (ingredients, allergens, batch code, best-before) are generated as PDFs
- Best-before is 24 months from the blending date
""")

r("reference_tradedesk.md", "tradedesk", "wholesale portal: stack, accounts, terms, delivery",
  "Wholesale / trade portal for cafés, restaurants and retailers (Laravel)", "reference", """
# tradedesk

Trade portal at trade.leafline.co.uk: cafés, restaurants, delis and a few hotel groups order here.

## Stack
- Laravel 11, PHP 8.3
@@R6a@@
@@S4a@@
- Queue: Laravel Horizon on Redis (same box)

## Accounts and terms
@@F5a@@
@@V5a@@
- Credit limit for new accounts: £1,000 until three invoices have been paid on time
@@N2a@@
@@S8a@@

## Delivery
- Parcels under 20 kg go out with the retail parcels from packhouse
@@R5a@@
- Ankorstore and Faire orders are pulled in every 30 minutes
""")

r("reference_packhouse.md", "packhouse", "warehouse system: picking, labels, scanners, site",
  "Packhouse WMS: pick waves, label printing, scanners, couriers", "reference", """
# packhouse

Our warehouse system (Go). Handles pick lists, packing, labels and the goods-in side of stock.
Sasha maintains it; Dougie is the main user.

## Stack
@@A2a@@
@@V1a@@
- PgBouncer runs on the NUC as well, port 6432
- Errors: Sentry (project `packhouse`)

## Site
@@A9a@@
- Goods-in window: 08:00 to 11:00 on weekdays

## Picking and packing
@@F1a@@
@@S9a@@
- Totes are colour-coded: blue for retail, green for steepclub, orange for trade
@@V6a@@
@@S2a@@
@@N3a@@
""")

r("reference_landed.md", "landed", "imports, customs and lot tracking app",
  "Import, customs and lot tracking app (Django)", "reference", """
# landed

Tracks every shipment from the estates: purchase contracts, freight, customs, and the lots that
come out of it. Sasha built it in 2025.

## Stack
@@O4a@@
- Postgres at `db-land.internal.leafline.co.uk:5432`

## Customs

| Item | Value |
|---|---|
@@A8a@@
| Commodity code, black tea in packs over 3 kg | 0902 40 00 00 |
| Commodity code, green tea in packs over 3 kg | 0902 20 00 00 |

@@S7a@@
@@A3a@@

## Lots
@@F7a@@
@@F2a@@
@@V7a@@
- A lot can only be released by Mei or Dougie
""")

r("reference_infra.md", "Shared infrastructure", "AWS, DNS, secrets, backups, CI",
  "Shared infrastructure - AWS account, DNS, secrets, backups, CI", "reference", """
# Shared infrastructure

- AWS account `leafline-prod`, region eu-west-2
- DNS: Cloudflare for leafline.co.uk and leaflinetea.com
- Secrets: 1Password (vault `Engineering`); no `.env` files in git
- CI: GitHub Actions for most repos
@@F9a@@
@@V9a@@
- Backups are copied to a second bucket in eu-west-1 every Sunday
- Uptime checks: Better Stack, alerts go to the on-call phone
""")

r("reference_team.md", "Team", "who does what",
  "Who does what at Leafline", "reference", """
# Team

- Mei Lin Ashworth: founder, buying, signs off every new blend
- Rohan Patel: lead developer (shopfront, blendbook, tradedesk)
- Sasha Kowalczyk: developer (packhouse, steepclub, landed), two days a week
@@D9a@@
@@S10a@@
- Customer service: Priya Nair (shop and steepclub inbox)
- Bookkeeping: Fiona at Redcliffe Books, in on Thursdays
""")

r("reference_suppliers.md", "Suppliers", "estates and import routes",
  "Estates and suppliers we import from", "reference", """
# Suppliers

- Darjeeling: Glenburn and Jungpana direct, Castleton through the Kolkata agent
- Assam: Halmari and Mangalam
- Japan: Obubu for sencha and matcha
- China: Wuyi rock oolongs through a Xiamen exporter
@@A7a@@
- Second flush arrives by sea in August
@@NS6a@@
- Rooibos comes in bulk from a Clanwilliam co-operative, 500 kg at a time
""")

r("user_rohan.md", "Rohan", "lead dev profile and preferences",
  "Rohan Patel: lead dev, Rails background, terse reviews", "user", """
Rohan Patel is the lead developer.

- Came from a Rails agency in 2025
@@R9a@@
- Likes changes explained as short bullet points, not long prose
- Works Monday to Thursday
""")

r("user_mei.md", "Mei", "founder profile and preferences",
  "Mei Lin Ashworth, founder - what she cares about when reviewing", "user", """
Mei is the founder and does all the buying.

- Not a developer, but reads every PR description that touches the shop
@@A10a@@
- Wants decisions summarised with the cost in £ per month
- Signs off anything that changes prices or postage
""")

r("feedback_git_workflow.md", "Git workflow", "merging, commit messages, branches",
  "How Rohan wants branches, commits and merges done", "feedback", """
Git conventions for all Leafline repos.

@@N1a@@
@@F6a@@
@@NS9a@@
- Branch names: `lea-<ticket>-short-slug`

**Why:** Rohan reads `git log` when something breaks in production and wants it to line up with Linear.

**How to apply:** check the ticket id before committing; ask if there isn't one.
""")

r("feedback_deploys.md", "Deploys", "when and how to deploy",
  "Rules for deploying the apps", "feedback", """
@@A4a@@
@@N4a@@
@@N10a@@
- Post in #deploys before and after, with the PR links

**Why:** a Friday deploy in January broke checkout over a weekend, and a migration locked the
batches table during blending.

**How to apply:** if someone asks for a deploy outside these rules, say so and ask first.
""")

r("feedback_testing.md", "Testing", "how tests should be written per repo",
  "Testing conventions per repo", "feedback", """
@@N7a@@
- Use FactoryBot factories, not fixtures, in blendbook
- packhouse: table-driven Go tests; `go test ./...` must pass before a PR goes up
- steepclub: Jest, with Stripe faked by the stripe-mock container

**Why:** a mocked scope hid a broken migration in blendbook last spring.
""")

r("feedback_pr_size.md", "PR size", "keep pull requests small",
  "Keep PRs small and split migrations out", "feedback", """
Keep PRs under roughly 400 changed lines. Schema migrations go in their own PR so they can be
reviewed and deployed first.

**Why:** Rohan reviews in the evening on a laptop and big diffs sit for days.
""")

r("feedback_no_prod_data.md", "No production data locally", "use the anonymised dump",
  "Never copy production customer data to a laptop", "feedback", """
Never copy production customer data to a laptop. Use the anonymised dump that the nightly job writes
to `s3://leafline-dev-dumps/`.

**Why:** GDPR, and Mei promised it to the steepclub members in the privacy notice.
""")

r("feedback_reply_style.md", "Reply style", "short answers, no filler",
  "How to answer in chat", "feedback", """
Keep replies short. Lead with the answer, then the command or diff. No closing summaries unless asked.
British spelling in anything that could end up in front of customers.
""")

r("feedback_sql_style.md", "SQL style", "lowercase SQL, explicit joins",
  "SQL conventions for reports and migrations", "feedback", """
- Lowercase keywords, one clause per line
- Explicit `join ... on`, never comma joins
- Money is stored in pence as integers, never floats
""")

r("project_q4_peak_2026.md", "Q4 peak 2026", "Black Friday and Christmas plan",
  "Plan for the 2026 Black Friday and Christmas peak", "project", """
# Q4 peak 2026

- Black Friday sale runs 27 November to 1 December, 15% off loose tea
- Two temporary pickers from 16 November, through an agency
- Last posting date for Christmas (UK): 18 December, Tracked 48
- Advent calendars: 1,200 made, on sale from 1 November
""")

r("project_ankorstore.md", "Ankorstore integration", "marketplace orders into tradedesk",
  "Marketplace wholesale orders flowing into tradedesk", "project", """
# Ankorstore and Faire

Marketplace wholesale orders are pulled into tradedesk and become normal trade orders.
- Ankorstore pays us directly, so those orders skip the credit-limit check
- Faire orders need the retailer's VAT number before they can ship to the EU
- Next step: push dispatch tracking numbers back to both marketplaces
""")

r("project_matcha_range.md", "Matcha range", "ceremonial and culinary matcha launch",
  "Launching two matcha grades in January 2027", "project", """
# Matcha range

Two grades from Obubu: ceremonial (30 g tin) and culinary (100 g pouch). Launch planned for
January 2027. Blocked on tins (see the tin shortage note) and on a light-proof pouch supplier.
""")

r("project_lot_traceability.md", "Lot traceability", "recall from order to estate lot",
  "Goal: trace any customer order back to its estate lot", "project", """
# Lot traceability

Target: from a customer order to the estate lot(s) in under an hour, for a recall or a complaint.
- landed owns lots; blendbook links batches to lots; packhouse records which batch went in each parcel
- Missing piece: packhouse doesn't yet store the batch code for single-estate pouches
""")

r("project_tin_shortage.md", "Tin shortage", "caddy tin supply problem",
  "Caddy tins from Portugal delayed since April 2026", "project", """
Caddy tins from the Portuguese supplier have been delayed since April. Most SKUs moved to pouches
for now; tins are kept for gift sets. Mei is talking to a UK tin maker in Leicester.
""")

r("reference_glossary.md", "Glossary", "tea and warehouse terms",
  "Glossary: tea and warehouse terms used in tickets", "reference", """
- **Flush**: a harvest season (first flush in spring, second flush in summer)
- **Lot**: one received batch of one tea from one estate, with its own lot number
- **Batch**: one blending run in blendbook
- **Wave**: a pick run in packhouse
- **Tote**: the plastic crate a picker fills
- **Cupping**: tasting samples side by side before buying
""")

r("reference_accounts.md", "Accounts", "where logins live",
  "Where the service logins and API keys are kept", "reference", """
- Engineering logins: 1Password vault `Engineering`
- Courier and warehouse logins: 1Password vault `Warehouse`
- Finance logins: Fiona and Mei only
- Domain registrar: Mei's account, 2FA on her phone
""")

r("user_dougie.md", "Dougie", "warehouse manager profile",
  "Dougie, warehouse manager - how he likes to be told things", "user", """
Dougie runs the warehouse floor.

- Not at a desk most of the day; prefers a phone call for anything urgent
- Wants changes to the pick screens shown to him on a scanner before they go live
""")

r("reference_blends.md", "Blends", "house blend codes",
  "House blend names and their codes", "reference", """
- BRK: Bristol Breakfast (Assam, Ceylon, a little Kenyan)
- EGS: Earl Grey Supreme (Ceylon, bergamot, cornflower)
- HAR: Harbour Smoke (lapsang and Keemun)
- WNT: Winter Spice (black tea, cinnamon, clove, orange peel)
- Codes are used in SKUs and in blendbook batch numbers
""")
