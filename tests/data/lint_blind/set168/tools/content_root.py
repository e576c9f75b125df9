"""Claude Code auto-memory files at the store root. (file, name, description, type, title, hook, body)"""

ROOT = [
("reference_trekbook.md", "trekbook-overview",
 "trekbook (trek bookings): stack, data, notifications, admin", "reference",
 "trekbook overview", "what the trek booking app is made of",
"""# trekbook

Laravel app that takes trek and meet-the-herd bookings. Repo `tarnhow/trekbook`. Kit owns it; Jonah uses the admin
every day.

## Stack
@@V4a@@
@@V1a@@
@@R8a@@
- Livewire for the admin screens, Blade for the public pages
- Scheduler runs every minute from cron (`schedule:run`)

## Customer-facing
@@D1b@@
- Slots are generated per trek type from the season calendar in admin
- Each booking gets a reference like `TH-2611-0042`
@@R1a@@
@@V10a@@
- Review request email goes out the evening after the trek

## Admin
- Jonah's day list: walkers, ages, alpaca assignments, dietary notes for the Picnic trek
- Refunds are issued from the booking page, never directly in the payment dashboard
"""),

("reference_farm.md", "farm-and-treks",
 "Farm basics: herd, trek types, rules for walkers", "reference",
 "Farm and treks", "herd, trek types and walker rules",
"""# Tarnhow Farm — herd and treks

Tarnhow Alpacas, a hill farm above Lorton in the Lake District. Morag Ellison owns the farm and the herd.

@@D4b@@
- Lead trek females: Juniper, Bramble, Heather and Willow; geldings do most of the walking

## Treks
@@F1a@@
@@V3a@@
@@D7b@@
@@V2a@@
@@O2a@@
- Meet-the-herd: in the bottom paddock, no walking
@@A2a@@

## Rules for walkers
@@N8a@@
@@N10a@@
- Sturdy shoes; wellies are fine in the yard but not on the Gill path
- Guides can cancel for high wind or lightning, full refund or rebook
"""),

("reference_infra.md", "hosting-and-infra",
 "Infra: server, backups, TLS, monitoring, secrets", "reference",
 "Infrastructure", "where things run and how they're backed up",
"""# Infrastructure

@@R3a@@
- Docker Compose per app, under `/srv/<app>`
@@F6a@@
- DNS for tarnhow.farm at Cloudflare (DNS only, no proxy)
@@V5a@@
@@S4b@@
@@R9a@@
- Kit has root; Morag has a break-glass login in the safe in the office
"""),

("reference_shearday.md", "shearing-day",
 "How shearing day runs and what the shearday app does", "reference",
 "Shearing day", "shearing day logistics and the shearday app",
"""# Shearing day

@@F9a@@
@@S9a@@
@@A3a@@
- Volunteers: 6–8, lunch provided, sign up through the shop newsletter
- Order on the day: cria first, then females, geldings, studs last

## shearday app
Small Flask app that prints fleece bag labels (animal, colour, grade, micron if tested) and keeps the
shearing order. Runs on the tablet in the barn during the day.
@@V7a@@
- Blanket fleece, neck and seconds bagged separately
"""),

("reference_herd_health.md", "herd-health",
 "Herd health routine: vaccinations, worming, vet, weights", "reference",
 "Herd health routine", "the routine health calendar for the herd",
"""# Herd health routine

@@A9a@@
@@V8a@@
@@NS10b@@
- Adult weights: monthly, first Monday, on the walk-on scale in the barn
- Body condition score at every weigh-in, 1–5
@@N2a@@
- Vitamin D paste for the cria in October and January
- TB testing only if a purchase or a move requires it
"""),

("reference_tillsync.md", "shop-till-sync",
 "Moves farm shop till takings into Xero (tillsync)", "reference",
 "tillsync (shop till to Xero)", "how shop takings reach the accounts",
"""# tillsync

Python script Kit wrote to move farm shop takings into Xero.

@@A7a@@
@@S5a@@
@@V9a@@
@@NS5b@@
- Maps Square categories (yarn, fleece, gifts, feed cups, café) to Xero account codes
- Logs to `/var/log/tillsync.log`, rotated weekly
"""),

("reference_herdlog.md", "herd-records-app",
 "herdlog: the animal health records app (Django)", "reference",
 "herdlog", "the herd records app",
"""# herdlog

Morag's animal health records. Repo `tarnhow/herdlog`.

@@O6a@@
- Postgres 16 on `db1.tarnhow.internal:5432`, database `herdlog`
@@A4a@@
@@F5a@@
- Each animal has a page: microchip number, dam/sire, fleece colour, photos
@@NS2a@@
@@R2a@@
@@R5a@@
@@R10a@@
"""),

("reference_fleeceshop.md", "yarn-and-fleece-shop",
 "The online yarn and fleece shop", "reference",
 "Yarn and fleece shop", "what the online shop sells and how",
"""# Yarn and fleece shop

Shopify store at shop.tarnhow.farm. Bea Lindqvist runs it; Kit looks after the theme.

- Sells yarn (DK, 4-ply, aran), knitting kits, raw fleece, felted bits, gift cards for the shop only
@@NS7b@@
@@O3b@@
@@N6a@@
- Yarn ships within the UK by Royal Mail; Bea books parcels in Click & Drop
- Product photos are shot in the shop barn window, natural light only
"""),

("feedback_trekbook_merges.md", "trekbook-merges",
 "How trekbook PRs get merged", "feedback",
 "trekbook merge method", "merge method for the booking app",
"""@@R6a@@

**Why:** Kit bisects a lot when a booking edge case breaks, and merge commits got in the way.

**How to apply:** use the rebase option in the GitHub merge box; rebase locally first if it conflicts.
"""),

("feedback_herdlog_merges.md", "herd-records-merges",
 "Merge method for herdlog pull requests", "feedback",
 "herdlog merge method", "merge method for the herd records app",
"""@@N1a@@

**Why:** Kit wants one commit per change on main so reverts are one step.

**How to apply:** pick "Squash and merge", and write the squash message as the PR title.
"""),

("feedback_herdlog_deploy.md", "herd-records-deploys",
 "How to deploy herdlog safely", "feedback",
 "herdlog deploys", "deploy rules for the herd records app",
"""@@N4a@@

**Why:** a migration in March locked the weights table for four minutes during weigh day.

**How to apply:** deploy the code, then tell Kit which migrations are pending and let him run them.
"""),

("feedback_herdlog_tests.md", "herd-records-tests",
 "Testing rule for herdlog", "feedback",
 "herdlog testing", "how herdlog tests must be written",
"""@@N7a@@

**Why:** mocked querysets hid a broken date filter on the vaccination due list in February.

**How to apply:** use the `db` fixture; the test settings point at a throwaway Postgres in Docker.
"""),

("project_herdlog_migration.md", "herd-records-migration",
 "Moving the old herd records into herdlog", "project",
 "Herd records migration", "moving old records into the herd app",
"""# Herd records migration

Morag kept herd records in an Access database on the office PC for ten years.

@@S1b@@

- Weights and vaccinations came over in the same import; toenail trims didn't exist in Access
- Three animals had duplicate records (name changes); merged by microchip number
- Import script kept in `herdlog/scripts/import_access.py` in case we need to re-run a table
"""),

("project_digital_waivers.md", "trek-waivers",
 "Trek waivers moving into the booking flow", "project",
 "Digital trek waivers", "trek waivers in the booking flow",
"""# Digital waivers

@@S2b@@

- One signature per walker; parents sign for under-16s
- Jonah's day list shows a red dot for anyone still unsigned; they sign on the guide's phone at the gate
- Insurer (NFU) confirmed in writing that a digital signature is fine
"""),

("project_mill_change.md", "mill-change",
 "Which mill spins the yarn", "project",
 "Mill change", "which mill processes our fleece",
"""# Mill change

@@S10b@@

**Why:** Coldbeck's waiting list went to nine months and two batches came back with the wrong ply.

- Ravenstone take minimum 30 kg per colour; we blend the small colours (fawn + light fawn)
- Turnaround quoted at 12 weeks
"""),

("feedback_pr_size.md", "pr-size",
 "Kit's preference on PR size", "feedback",
 "PR size", "how big a PR should be",
"""@@F8a@@

**Why:** Kit reviews on his phone between farm jobs.

**How to apply:** if a change grows, split it and say so in the PR description.
"""),

("project_herd_expansion.md", "herd-expansion",
 "New animals joining the herd in 2026", "project",
 "Herd expansion 2026", "new animals bought this year",
"""# Herd expansion 2026

@@D4a@@
Six females came from a dispersal sale at Kirkby Stephen; two are pregnant.

- New arrivals kept in the quarantine paddock for three weeks
- Each one got a herdlog record on arrival with microchip, weight and body condition score
- Names kept from the previous owner (Mabel, Sorrel, Tansy, Ivy, Pip, Clover)
"""),

("feedback_tillsync_tests.md", "shop-sync-tests",
 "Testing before pushing tillsync", "feedback",
 "tillsync tests", "testing rule for the till sync",
"""@@D9b@@

**Why:** a mapping typo once pushed a week of café sales into the yarn account.

**How to apply:** `pytest -q` in the repo; the fixtures contain a real (anonymised) Square day.
"""),

("feedback_copy_style.md", "customer-copy",
 "Style for customer-facing text", "feedback",
 "Customer copy style", "how customer-facing text should read",
"""@@A5a@@

**Why:** nearly all customers are UK walkers and the farm's voice is local.

**How to apply:** booking pages, emails, SMS text and shop product descriptions. Prices with £ and no
trailing .00.
"""),

("user_morag.md", "owner",
 "Morag Ellison, farm owner and herd lead", "user",
 "Morag (owner)", "who Morag is and how to reach her",
"""Morag Ellison owns Tarnhow Farm and manages the herd. Not technical but reads every herdlog screen closely.

@@A8a@@
- Prefers short summaries with a clear question at the end
- Signs off on anything that changes prices or the walker rules
"""),

("user_kit.md", "developer",
 "Kit Aldous, part-time developer for the farm's apps", "user",
 "Kit (developer)", "the person who owns the code",
"""Kit Aldous works three days a week on the farm's systems and the rest freelance.

- Comfortable in PHP and Python, less so in front-end tooling
- Wants diffs explained in plain terms before he reads them
- Reviews on his phone, so long PR descriptions should lead with the summary
"""),

("user_bea.md", "shop-manager",
 "Bea Lindqvist, who runs the shop and yarn sales", "user",
 "Bea (shop)", "who runs the shop",
"""Bea Lindqvist runs the farm shop and the online yarn shop, and does the bookkeeping for both.

- Works Wednesday to Sunday
- Knows Xero well; ask her before changing any account mapping
"""),

("feedback_timezones.md", "timezones",
 "Handling dates and times in the booking app", "feedback",
 "Timezones", "dates and times in the booking app",
"""@@A10a@@

**Why:** the clocks-change weekend in March 2026 produced two bookings an hour out.

**How to apply:** Carbon instances in UTC everywhere; `->tz('Europe/London')` only in views and mail templates.
"""),

("feedback_deploy_windows.md", "deploy-windows",
 "When not to deploy the booking app", "feedback",
 "Deploy windows", "when deploys are off limits",
"""@@NS3a@@

**Why:** a deploy in April took the booking pages down for three minutes while the yard was full.

**How to apply:** if something must go out on a Saturday, wait until after the last trek has left.
"""),

("feedback_secrets.md", "secrets-in-repos",
 "Keeping secrets out of git", "feedback",
 "Secrets in repos", "keeping secrets out of git",
"""@@NS6a@@

**Why:** a Square access token ended up in the tillsync repo history in 2025 and had to be rolled.

**How to apply:** check `git status` before committing; every repo's `.gitignore` lists `.env`.
"""),

("feedback_git.md", "git-habits",
 "Git rules for all farm repos", "feedback",
 "Git habits", "git rules across the repos",
"""@@NS8a@@

- Branch names: `kit/<short-topic>` or `claude/<short-topic>`
- Commit messages in the imperative, first line under 72 characters
"""),

("feedback_reply_style.md", "reply-style",
 "How to write answers for Kit", "feedback",
 "Reply style", "how answers should be written",
"""Lead with the answer, then the reasoning. No headings for short answers.

**Why:** Kit reads on his phone in the barn.

**How to apply:** keep code blocks short; link to files instead of pasting whole functions.
"""),

("feedback_run_commands.md", "run-it-yourself",
 "Run checks yourself instead of asking", "feedback",
 "Run it yourself", "run checks before asking",
"""If a command can answer the question (tests, a query on the dev DB, `php artisan route:list`), run it
instead of asking Kit.

**Why:** he's often out with the herd and answers hours later.
"""),

("project_gift_vouchers.md", "trek-vouchers",
 "Trek gift vouchers in trekbook", "project",
 "Trek gift vouchers", "selling trek vouchers online",
"""# Trek gift vouchers

Vouchers are sold for a trek type, not a cash amount, so price rises don't matter.

- Codes are 10 characters, no 0/O or 1/I
- Valid for 12 months from purchase
- Christmas is the big week: 140 vouchers sold in December 2025
"""),

("project_microchip_import.md", "microchip-import",
 "Importing microchip numbers from the breed society", "project",
 "Microchip import", "pulling chip numbers from the breed society",
"""# Microchip import

BAS registration export (CSV) matched to herdlog animals by name and date of birth.

- 31 of 34 matched automatically; the three June arrivals from the dispersal sale done by hand
- Chip numbers are 15 digits; stored as text, not integer
"""),

("project_shop_barn.md", "shop-barn",
 "The new shop barn (opened 2026)", "project",
 "Shop barn", "the new farm shop building",
"""# Shop barn

The old hay barn by the car park was converted into the farm shop and packing room.

- Opened 16 May 2026
- Wi-Fi from the farmhouse via a point-to-point link; the till and printer need it
- Café corner: tea, coffee, flapjack; no hot food
"""),

("reference_people.md", "people",
 "Who does what at Tarnhow", "reference",
 "People", "who does what",
"""# People

- Morag Ellison: owner, herd, final say on animals
- Jonah Reeve: trek lead, guides rota, phone bookings
- Bea Lindqvist: shop, yarn, bookkeeping
- Owen Bryce: farm hand, weigh days, shearing day crew boss
- Kit Aldous: developer (three days a week)
- Guides: Sam, Elin and Rosie (seasonal)
"""),

("reference_domains.md", "domains",
 "Domains and subdomains in use", "reference",
 "Domains", "the farm's domains and what they point at",
"""# Domains

- tarnhow.farm: brochure site (static, built from the `site` repo)
- book.tarnhow.farm: trek booking pages
- shop.tarnhow.farm: the online shop
- herdlog.tarnhow.farm: herd records (staff only)
- Registrar: Gandi, renews every October
"""),

("project_winter_programme.md", "winter-programme",
 "Ideas for quiet-season income", "project",
 "Winter programme", "quiet-season ideas",
"""# Winter programme ideas (Nov 2026)

- Felting workshops in the shop barn, 6 people, Bea teaching
- "Alpaca adoption" packs as Christmas gifts: certificate, photo, a skein of that animal's yarn
- Not decided yet: evening lantern walks (Morag worried about the animals in the dark)
"""),

("reference_glossary.md", "glossary",
 "Farm words that show up in code and notes", "reference",
 "Glossary", "farm terms used in code and notes",
"""# Glossary

- Cria: alpaca under a year old
- Gelding: castrated male; most trek animals
- Blanket: the prime fleece from the back and sides
- Seconds: neck, legs and belly fleece
- BCS: body condition score
- FEC: faecal egg count
"""),
]
