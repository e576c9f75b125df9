# Root (Claude Code auto-memory) files: path -> (title, hook, frontmatter text, body)
ROOT = {}
def root(path, title, name, desc, typ, body):
    ROOT[path] = (title, f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\n---\n", body)

root("reference_rackline.md", "rackline", "rackline",
"rackline internals: intake, buying desk, grading, sellers, payouts", "reference", """# rackline

In-house stock system (Django). Everything bought, consigned or donated gets a rackline record
and a SKU before it touches a rail.

## Stack
@@V5a@@
@@R6a@@
@@R2a@@
- Repo: `github.com/threadback/rackline`, default branch `main`
- Admin: `rack.threadback.co.uk/admin` (staff logins only)

## Buying desk
@@F5a@@
@@O10a@@
@@V7a@@
@@NS7a@@
- Offers are printed on the buy-in slip; the seller signs it before any money moves
@@N6a@@
@@S6a@@

## Stock
@@A7a@@
- Each SKU gets a swing tag with a QR code that opens the rackline record
- Intake photos (one quick phone shot) are attached to the record; listing photos come later from the studio
""")

root("reference_storefront.md", "storefront", "storefront",
"storefront at a glance: stack, checkout, search, shipping rules", "reference", """# storefront (threadback.co.uk)

Next.js shop that sells everything rackline marks as `online`.

## Build
@@R1a@@
- Next.js 15, TypeScript, Tailwind
- Repo: `github.com/threadback/storefront`

## Checkout
@@R10a@@
@@F4a@@
@@V10a@@
@@V6a@@
- Discount codes are created in the storefront admin, never in the database directly

## Search and email
@@S5a@@
@@R4a@@
- The abandoned-basket reminder goes out once, 6 hours after the basket was last touched

## Returns
@@NS8a@@
""")

root("reference_listsync.md", "listsync", "listsync",
"listsync, the marketplace cross-lister (eBay, Depop, Vinted, Etsy)", "reference", """# listsync

Pushes rackline items out to the marketplaces and pulls sales back so a piece never sells twice.

## How it runs
@@V4a@@
@@O1a@@
- One worker per marketplace; they share a stock lock row in Postgres
- When a sale comes back from one marketplace, the other listings for that SKU are ended

## Per marketplace
@@S3a@@
@@A5a@@
@@NS4a@@
@@N4a@@
- Depop shop handle: `@threadbackvintage`
- Vinted goes through the partner feed, there is no public listing API
""")

root("reference_shipdesk.md", "shipdesk", "shipdesk",
"shipdesk: packing bench, carriers, label rules", "reference", """# shipdesk

Small Flask app at the packing bench that turns paid orders (storefront and marketplaces) into labels.

## Carriers
| Service | Weight | Max size |
|---|---|---|
@@V8a@@
@@O9a@@
| Evri Standard | up to 15 kg | 120 cm longest side |

@@S2a@@
@@R9a@@
@@A1a@@
@@NS3a@@

## Bench
@@R7a@@
@@N9a@@
@@A9a@@
@@F1a@@
- Fern runs the bench on Monday, Wednesday and Friday
""")

root("reference_returns.md", "Returns and backtrack", "returns",
"Returns policy and how backtrack handles it", "reference", """# Returns (backtrack)

backtrack is the small returns portal Jonah built over February and March.

@@D10a@@
@@V2a@@
@@N7a@@
@@N3a@@
@@F9a@@
- Returned items are re-graded before they go back on sale
- Faulty items are refunded in full, original postage included
""")

root("reference_infra.md", "Infra", "infra",
"Infra overview: hosts, databases, DNS, backups, on-call", "reference", """# Infra

## Hosting
@@D3a@@
@@R3a@@
- shipdesk runs on the packing-bench PC (Ubuntu), reachable over Tailscale
- listsync runs as containers on `rack-01` next to rackline

## Data
@@V1a@@
@@O2a@@
@@S10a@@

```
# crontab on rack-01
15 2 * * * /opt/backup/run.sh --all
```

## Domains
@@S1a@@
@@F7a@@

## Ops
@@R5a@@
@@A3a@@
@@NS9a@@
- Uptime checks: Better Stack, every minute on checkout and the rackline admin
""")

root("reference_shop_floor.md", "Shop floor", "shop-floor",
"The Gloucester Road shop (till, floor stock, opening)", "reference", """# Shop floor (Gloucester Road, Bristol)

@@F8a@@
@@D8a@@
@@A6a@@
@@S4a@@
- Shop sales are marked sold in rackline at the till by scanning the swing tag
- Rails are organised by decade, then by garment type
- Fitting room: two cubicles, 4 items each
""")

root("reference_grading.md", "Grading", "grading",
"Grading scale, pricing bands and measuring rules", "reference", """# Grading

@@F2a@@
@@NS6a@@
@@N8a@@
@@A2a@@

| Grade | Meaning | Price |
|---|---|---|
| A | Excellent, no visible wear | full price |
@@V9a@@
| C | Visible wear, described in the listing | 40% below the A price |
| D | Flawed, project piece | priced one by one |

- Ade does the grading; Priti covers Saturdays
""")

root("reference_photo_studio.md", "Photo studio", "photo-studio",
"Photo studio setup and the image pipeline", "reference", """# Photo studio

@@D2a@@
@@F3a@@
@@V3a@@
@@S8a@@
- Lighting: two softboxes at 45 degrees, daylight bulbs
- Mannequin for tops and dresses, flat lay for trousers and accessories
""")

root("reference_team.md", "Team", "team",
"Who does what at Threadback", "reference", """- Marisol Quint: owner, pricing and policy
- Jonah Pike: developer, Tuesdays and Thursdays
- Ade Okonkwo: buyer and grader, runs the buying desk
- Fern Gallagher: shipping, returns and customer email
- Priti Shah: shop floor on Saturdays, covers grading
""")

root("reference_glossary.md", "Glossary", "glossary",
"Shop words the agent keeps needing", "reference", """- Buy-in: stock we buy outright from a seller
- Consignment: stock we sell on a seller's behalf and pay out when it sells
- Trade bundle: a mixed bale sold to other traders by weight
- Project piece: grade D, sold for repair or upcycling
- Deadstock: never-worn old stock, usually still tagged
""")

root("user_marisol.md", "Marisol", "marisol",
"Marisol Quint, owner; makes the product and policy calls", "user", """Marisol Quint owns Threadback Vintage and decides on policy, pricing and anything customer-facing.
She isn't a developer but reads diffs; explain changes in terms of what staff or customers will see.
Ask her before anything touches money (payouts, refunds, prices).
""")

root("user_jonah.md", "Jonah", "jonah",
"Jonah Pike, part-time developer who owns the code", "user", """Jonah Pike is the part-time developer (Tuesdays and Thursdays) and owns rackline, storefront, listsync and shipdesk.
@@R8a@@
He likes small PRs and hates drive-by reformatting.
""")

root("feedback_git.md", "Git workflow", "git-workflow",
"How PRs get merged and what goes where", "feedback", """@@N1a@@
**Why:** Jonah reads `git log --oneline` to write the monthly changelog for Marisol.
**How to apply:** Write the PR title as the commit message you would want to see on main.

@@A8a@@
**Why:** The storefront deploys from main automatically.
""")

root("feedback_migrations.md", "Migrations", "migrations",
"Production migrations are Jonah's job", "feedback", """@@N5a@@
**Why:** In February a migration locked the items table for four minutes during a Saturday rush.
**How to apply:** Put the migration in the PR, call it out in the description, and stop there.
""")

root("feedback_communication.md", "Status updates", "status-updates",
"How to report progress to Marisol and the team", "feedback", """@@F10a@@
**Why:** Marisol reads them on her phone between customers.
Don't paste stack traces into the shop Slack channel; link to them instead.
""")

root("feedback_copy_style.md", "Copy style", "copy-style",
"Tone and spelling for listings, emails and site copy", "feedback", """@@A4a@@
Keep listing titles under 80 characters: brand, item, decade, size.
Decades are written as 1970s, not 70's.
""")

root("feedback_testing.md", "Testing", "testing",
"Testing expectations for rackline and storefront changes", "feedback", """@@F6a@@
**Why:** Twice in the spring a broken template went straight to the till screen in the shop.
Prefer factory fixtures over JSON fixtures in rackline tests.
""")

root("feedback_marketplace_messages.md", "Marketplace messages", "marketplace-messages",
"Buyer messages on marketplaces are answered by a person", "feedback", """@@N10a@@
**Why:** Depop ranks shops partly on reply quality, and canned replies earned us a warning in May.
**How to apply:** Don't build or suggest auto-reply features in listsync.
""")

root("feedback_listings.md", "Listings", "listings",
"Rules for editing and retiring listings", "feedback", """@@NS2a@@
**Why:** Sold listings are how we price similar pieces later.
Never change the SKU on a live listing.
""")

root("feedback_agent_scope.md", "Agent scope", "agent-scope",
"What the agent may do without asking", "feedback", """@@NS5a@@
Ask before touching anything in the payouts module.
Reading production logs is fine; editing customer records by hand is not.
""")

root("project_customer_service.md", "Customer service", "customer-service",
"Customer service rota and where cases are tracked", "project", """Customer emails come into hello@threadback.co.uk and Fern answers them on bench days.
@@S9a@@
- Postage complaints go to Fern, pricing complaints to Marisol
- Target: every email answered within one working day
""")

root("project_newsletter.md", "Newsletter", "newsletter",
"Monthly newsletter (content, timing, sign-ups)", "project", """@@S7a@@
It goes out on the first Friday of the month with the new-in edit and one styling story.
Sign-ups come from the storefront footer and the paper list at the till.
""")

root("project_black_friday.md", "Black Friday 2026", "black-friday",
"Black Friday 2026 plan", "project", """@@A10a@@
- 20% off everything except grade A designer pieces
- A special newsletter announces it on Thursday 26 November
- The shop keeps its normal hours
""")

root("project_roadmap.md", "Roadmap", "roadmap",
"What's planned for Q4 2026 and after", "project", """- Size filter on the storefront (by measurements, not label size): in progress
- listsync support for Vestiaire Collective: parked until 2027
- Seller portal so consignors can see their items: design only
- Move shipdesk off the packing-bench PC: no date
""")

FLAT = {"reference_rackline.md", "reference_storefront.md", "reference_shipdesk.md", "reference_infra.md"}
