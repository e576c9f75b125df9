# Root (Claude Code auto-memory) files. Claim lines start with a marker "§ID§ "; build.py strips it.
# Each entry: file -> (name, description, type, title, hook, body)
ROOT = {}

def R(fname, name, desc, typ, title, hook, body):
    ROOT[fname] = (name, desc, typ, title, hook, body)

R("reference_lotbook.md", "lotbook", "lotbook: cataloguing system — stack, database, API, search, backups", "reference",
  "lotbook overview", "cataloguing app: stack, DB, API, search, backups", """
# lotbook

The cataloguing system. Every lot starts life here: intake, description, estimates, photos link, sale assignment.
Repo `hp-digital/lotbook`. Owner: Margaret Osei.

## Stack
§V5b§ - Django 5.1 on Python 3.12
- Celery workers for PDF catalogue generation (same codebase, `lotbook.tasks`)
- Admin at `admin.hpauctions.co.uk/lotbook/` (staff only)
§D7b§ - Postgres 16 on RDS (`pg-main`)

## Database
§V3b§ - DSN: `postgres://lotbook@pg-main.hpauctions.internal:5432/lotbook`
- Read replica for reporting: `pg-main-ro.hpauctions.internal`, same port, used by Metabase only
§F2b§ - Backups: nightly `pg_dump` to S3, on top of the RDS snapshots
- Migrations live in `lotbook/migrations/`; never edit one that has already shipped

## Lots
§F8b§ - Lot numbers are unique within a sale
- A lot belongs to exactly one sale at a time; unsold lots are re-offered by moving them, not copying
- Estimates are stored as low/high in pence (`estimate_low_p`, `estimate_high_p`)
- Condition notes are free text; the cataloguer writes them after handling the object

## API
- REST under `/api/v2/`; v1 was removed
§N3b§ - Every API request needs an API key (`X-HP-Key`), reads included
§A10b§ - Rate limit: 120 requests per minute per API key
- bidwire and the website are the two big consumers; shipdesk only reads lot dimensions

## Search
§R10b§ - Public catalogue search: Meilisearch (index `lots_public`), fed by a post-save signal
- Staff search in the admin is plain Postgres full-text
""")

R("reference_bidwire.md", "bidwire", "bidwire: live and timed online bidding — stack, state, rules, alerts", "reference",
  "bidwire overview", "online bidding platform: stack, state, bidding rules, alerts", """
# bidwire

Online bidding for live (auctioneer on the rostrum) and timed sales. Repo `hp-digital/bidwire`. Owner: Tom Whitlock.

## Stack
§F1b§ - Runs on Node.js 22, TypeScript, Fastify + ws for the bidding socket
§R1b§ - Package manager: pnpm (workspace with `apps/server`, `apps/clerk-console`, `packages/shared`)
§R6b§ - Feature flags: LaunchDarkly (project `bidwire`)
§V1b§ - Bid ladder state: Redis at `redis-bid.hpauctions.internal:6379`
- Durable bid history is written to Postgres (`bidwire` DB on `pg-main`) after every accepted bid
§S8b§ - Bid increments come from the "Increments" Google Sheet, read once at startup

## Bidding rules
§N2b§ - Reserve prices are never shown to bidders; the lot page only says "reserve met" once it is
§V7b§ - Timed sales use a soft close: the lot closes 30 seconds after the last bid
- Live sales: the clerk console mirrors the room; the auctioneer has the final say on every online bid
§N10b§ - Accounts with an unverified email cannot bid; they can only watch lots
§F7b§ - Registration to bid includes a card check
- Maximum (commission) bids are executed by the server up to the bidder's limit, one increment at a time

## Sessions
§F9b§ - Bidder sessions expire after 12 hours
- Clerk console sessions are tied to the saleroom PC and last the whole sale

## Alerts and media
§S4b§ - Outbid alerts: email, plus SMS via Twilio for bidders with a verified phone
§S3b§ - Saleroom video stream for live sales: Vimeo Live, embedded on the lot page
- Audio-only fallback if the room uplink drops below 2 Mbit/s
""")

R("reference_settle.md", "settle", "settle: invoicing, buyer's premium, payments, accounting sync", "reference",
  "settle overview", "invoicing and payments: premium, terms, providers, accounting", """
# settle

Turns hammer prices into buyer invoices and vendor statements. Repo `hp-digital/settle` (Django, shares auth with lotbook).
Owner: Aisha Rahman until someone else picks it up.

## Money rules
§V2b§ - Buyer's premium: 25% of the hammer price
§A7b§ - VAT at 20% is charged on the buyer's premium
§NS7b§ - Margin-scheme lots: settle issues the invoice without VAT on the hammer price
§A1b§ - Currency: GBP only, no multi-currency invoices
§V6b§ - Buyers must pay within 7 days of the sale
- Storage is charged per lot per day once the payment window has passed (rate in settings, `STORAGE_DAILY_P`)
§N7b§ - Does not send payment reminders; the accounts team chases unpaid invoices by phone

## Providers
§R9b§ - Card payments: Stripe (Checkout links on the invoice email)
§R3b§ - Invoice emails go out via Postmark (server `settle-invoices`)
- Bank transfers are matched by hand from the Lloyds statement export
§S1b§ - Accounting sync: pushes invoices and vendor statements to Sage 50 every night

## Invoice numbering
- `HP-<sale code>-<5 digits>`, one sequence per sale
- Credit notes reuse the invoice number with a `-CN` suffix
""")

R("reference_vendorhub.md", "vendorhub", "vendorhub: consignor portal — hosting, login, commission, payouts", "reference",
  "vendorhub overview", "consignor portal: hosting, login, commission, payouts", """
# vendorhub

Portal for consignors (vendors): submit items for valuation, track their lots, see results, get paid.
Rails 7.2 app, repo `hp-digital/vendorhub`.

§R5b§ - Hosted on Heroku (app `hp-vendorhub`, two standard-1x dynos)
§S5b§ - Consignors log in with a magic link sent to their email
- Staff reach it through Google SSO like every other tool
§F3b§ - Commission: 15% of the hammer price for private vendors
- Plus a flat £3 per lot for photography and a 1.5% loss-and-damage charge
§V8b§ - Vendors are paid out 35 days after the sale
- Payout is by BACS only; the vendor's bank details are checked by the accounts team once, at first consignment
§NS6b§ - Vendors can see the hammer price and the number of bids on each of their lots
- Valuation requests: form + up to 8 photos, answered within five working days
""")

R("reference_photodesk.md", "photodesk", "photodesk: lot photography pipeline — upload, storage, derivatives, queue", "reference",
  "photodesk overview", "lot photo pipeline: upload, storage, derivatives, queue", """
# photodesk

Photo pipeline: the studio uploads lot photos, photodesk stores originals, makes derivatives and links them to lots in lotbook.
Python service (FastAPI + workers), repo `hp-digital/photodesk`.

## Upload
§V4b§ - Upload limit per image: 25 MB
§A5b§ - Photo spec: plain white background, at least 3000 px on the long edge
- JPEG or TIFF accepted; HEIC from the phones is converted on upload

## Storage
§S2b§ - Originals are stored on the office NAS (`\\\\nas01\\lot-photos`)
§NS9b§ - Derivatives bucket `hp-photo-derivatives` is public, served through CloudFront

## Processing
§R7b§ - Job queue: RabbitMQ (queue `photodesk.derivatives`) on the ops box
§F4b§ - Derivatives: three sizes generated per image
§N5b§ - Published photos are not watermarked
- Background removal is manual (studio does it in Photoshop before upload)

## Alerts
§N9b§ - Queue backlog over 500 jobs pages on-call
- Failed jobs go to `photodesk.failed` and show on the Grafana board
""")

R("reference_shipdesk.md", "shipdesk", "shipdesk: packing and shipping quotes for bought lots", "reference",
  "shipdesk overview", "packing and shipping: quotes, couriers, limits", """
# shipdesk

In-house packing and shipping for buyers who can't collect. Small Flask app plus a lot of spreadsheets.
Run by the packing room (Dev Chauhan); we maintain the app.

§V10b§ - Shipping quotes are valid for 30 days from issue
§S6b§ - Default courier: Parcelforce (Express 48 for anything under 30 kg)
§A6b§ - Parcels over 30 kg go on a pallet via the pallet network
§NS4b§ - Antique weapons are shipped within the UK only by tracked courier with an age check on delivery
- Quotes use lot dimensions from lotbook plus a packing margin per category (glass and ceramics get the most)
- Buyers accept and pay the quote through a settle payment link; shipdesk never takes card details itself
""")

R("reference_infra.md", "infra", "infra: hosting, CI, monitoring, paging, secrets", "reference",
  "infrastructure", "where things run, CI, monitoring, paging, access", """
# Infrastructure

§F5b§ - Region: AWS eu-west-2 (London) for everything except vendorhub
- ECS Fargate for lotbook, settle, bidwire, photodesk workers; shipdesk on a single EC2 box
§A8b§ - Terraform for all AWS resources; state in the `hp-tfstate` S3 bucket with DynamoDB locking
§R2b§ - CI: GitHub Actions for every repo
§A4b§ - Production deploys only from `main`
§N8b§ - Staging DB is refreshed nightly from a production snapshot, with buyer and vendor PII scrubbed
§R4b§ - Error tracking: Sentry (org `hp-auctions`)
- Metrics and logs: Grafana Cloud (free tier was outgrown in March; now on Pro)
§S10b§ - Paging: Opsgenie, schedule "digital-oncall"
§D10b§ - On-call rotates weekly between Tom, Margaret and Aisha
§A3b§ - Staff log in to every internal tool with Google Workspace SSO
- Secrets: AWS Secrets Manager; local dev uses `.env` files that never leave the laptop
""")

R("reference_salerooms.md", "salerooms", "salerooms: sites, sale calendar, capacity", "reference",
  "salerooms and sale calendar", "the two salerooms, sale days, timed sales, catalogues", """
# Salerooms

| Room | Code | Address | Seats |
|---|---|---|---|
§V9b§ | Salisbury | SAL | 14 Brown Street | 320 |
§D8b§ | Bath | BTH | 3 Walcot Yard | 180 |

§F6b§ - Salisbury sells on Tuesdays and Wednesdays
§D4b§ - Jewellery and silver sales are held at Bath on Thursdays
- Viewing: the two days before each sale, 10:00-16:00, plus the sale morning
§A2b§ - The catalogue is published on the website 10 days before the sale
§F10b§ - Timed sales begin closing at 20:00 UK time
- Collections: Salisbury yard, Monday to Friday 09:00-17:00; Bath has no loading bay, so large lots are collected from Salisbury
""")

R("reference_glossary.md", "glossary", "Glossary: auction terms the agent keeps needing", "reference",
  "glossary", "auction terms used in code and tickets", """
# Glossary

- **Hammer price**: the winning bid when the auctioneer's hammer falls. Everything else is calculated from it.
- **Buyer's premium**: what the buyer pays on top of the hammer. Lives in settle.
- **Commission**: what the vendor pays us out of the hammer. Lives in vendorhub/settle.
- **Reserve**: the confidential minimum the vendor will accept. Lots below reserve are "passed".
- **Commission bid / absentee bid**: a bid left in advance; the auctioneer or bidwire bids on the bidder's behalf up to the limit.
- **Timed sale**: online-only, no auctioneer; lots close on a schedule.
- **Margin scheme**: VAT scheme for second-hand goods; VAT is not shown on the hammer.
- **Passed / BI**: bought in, i.e. unsold.
- **Lot suffix**: 12A, 12B — lots added after the catalogue numbering was fixed.
""")

R("user_aisha.md", "aisha", "Aisha Rahman — head of digital, main person the agent works for", "user",
  "Aisha (head of digital)", "who Aisha is and how she likes to work", """
§A9b§ Aisha Rahman is head of digital at Harrowgate & Pell and my main contact.
She came from an e-commerce background, knows the code well, and reviews every PR that touches money (settle, vendorhub payouts).
Prefers short summaries with the risk stated first. Doesn't want emoji in commit messages.
Works Monday to Thursday; Friday questions go to Tom.
""")

R("user_margaret.md", "margaret", "Margaret Osei — developer, owns lotbook", "user",
  "Margaret (lotbook)", "Margaret's role and setup", """
Margaret Osei owns lotbook and most of the catalogue work. Ex-cataloguer (ceramics), so she knows the domain better than anyone in digital.
§R8b§ Margaret edits in Neovim with her own config; don't suggest IDE-specific fixes.
She likes migrations reviewed by someone else even when they look trivial.
""")

R("user_tom.md", "tom", "Tom Whitlock — backend developer, owns bidwire", "user",
  "Tom (bidwire)", "Tom's role and habits", """
Tom Whitlock owns bidwire and most of the infrastructure. Joined in 2024 from a betting-exchange background, hence the obsession with latency.
He is in the saleroom on big sale days and answers questions from his phone.
Prefers seeing a failing test before the fix.
""")

R("feedback_git_workflow.md", "git-workflow", "How PRs get merged and reviewed here", "feedback",
  "git workflow", "branching, review, merge habits", """
§N1a§ - Always squash-merge feature branches into `main`.
**Why:** Aisha wants one commit per change on main so reverts are trivial.
- Branch names: `<initials>/<short-topic>`, e.g. `mo/lot-suffixes`
- Every PR needs one approval; anything touching settle or payouts needs Aisha's
- Don't force-push a branch someone else has reviewed
""")

R("feedback_sale_days.md", "sale-days", "Rules for working on and around sale days", "feedback",
  "sale-day rules", "what not to do while a sale is running", """
Sale days are Tuesday-Thursday. Keep changes to anything bidders can see to a minimum.
§NS5a§ - Don't run migrations while a sale is live.
§NS2a§ - During a live sale, bidwire problems go to the sale manager on the rostrum, not to on-call.
**Why:** in June a well-meant restart during a live sale dropped 40 online bidders mid-lot; the sale manager can pause the room, on-call can't.
- Hotfixes on a sale day need Tom or Aisha to say yes in #digital
""")

R("feedback_photos.md", "photo-handling", "Photo handling rules: keep originals, what can be regenerated", "feedback",
  "photo handling", "what photos may be deleted, storage rules", """
§NS3a§ - Never delete original lot photos, even for withdrawn lots.
**Why:** vendors re-consign; the studio reuses old shots and the insurers occasionally ask for them.
§NS9a§ - Don't make the originals bucket public; only the derivatives are meant to be.
""")

R("feedback_testing.md", "testing", "Testing preferences across the repos", "feedback",
  "testing", "how tests should be written here", """
- Use factories (factory_boy in the Django apps, fishery in bidwire), not fixtures checked into the repo.
- Money is always integer pence in tests; never floats, never Decimal strings.
**Why:** a float rounding bug in the premium calculation cost a week of credit notes in 2025.
- bidwire socket tests run against a real Redis in Docker, not a mock.
""")

R("project_bath_saleroom.md", "bath-saleroom", "Bath saleroom: opening and fit-out history", "project",
  "Bath saleroom", "opening of the second room and what changed", """
Bath opened on 2026-04-16 as the second saleroom, mainly for jewellery, silver and watches.
§D8a§ When Bath opened in April it had 120 seats; the mezzanine added the rest in August.
- Jewellery used to be a Thursday sale at Salisbury; it moved over with the opening.
- Bath has its own clerk console PC and a 4G backup router for bidwire.
- No loading bay, so anything over two-person lift is collected from Salisbury.
""")

R("project_timed_sales.md", "timed-sales", "Timed (online-only) sales: history and current setup", "project",
  "timed sales", "how online-only sales evolved", """
Timed sales started as a pilot in January 2026 for low-value collectables and are now weekly.
§D3a§ In the January pilot, timed sales used a 60-second soft close.
- The pilot ran three sales; the first one had 212 lots and 61 registered bidders
§D9a§ The first pilot sale in January began closing at 18:00, which cut out the evening browsers.
- Next: let vendors choose timed vs live in vendorhub (Q1 2027)
""")

R("project_settle_rework.md", "settle-rework", "settle rework: premium, terms and what is still open", "project",
  "settle rework", "what changed in settle this year", """
Big settle changes this year, mostly driven by the accountants.
§D1a§ During the 2025 season the buyer's premium was 24%; it went up with the January price list.
- Open: the Christmas sale payment window is still agreed by hand with Fran each year
- Open: credit notes still created by hand for partial refunds
- Open: storage charges not shown on the invoice PDF, only in the email
""")

R("project_catalogue_print.md", "catalogue-print", "Printed catalogue production", "project",
  "printed catalogue", "PDF catalogue generation and the printers", """
The printed catalogue is generated by lotbook (Celery task `build_catalogue_pdf`) and sent to the printer as a PDF.
§N6a§ - The printed catalogue carries a short condition report for every lot.
- Print run is 400 copies for Salisbury general sales, 150 for Bath
- Proofs go to the head auctioneer (Jonah Pell) two days before the print deadline
""")

R("reference_people.md", "people", "People: who owns what in digital and the salerooms", "reference",
  "people", "team and saleroom contacts", """
- Aisha Rahman: head of digital, settle, money questions
- Tom Whitlock: bidwire, infra
- Margaret Osei: lotbook, catalogue, search
- Jonah Pell: managing director and head auctioneer
- Dev Chauhan: packing room, shipdesk
- Fran Kettle: accounts, vendor payouts
- Lina Sato: photography studio (photodesk user)
""")
