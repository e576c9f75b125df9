# Free notes: auto/<slug>.md -> (title, created, tags, body). "@ID@" prefixes mark claim lines.
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("commission-intake-checklist", "Commission intake checklist", "2026-02-03", ["atelier", "commissions"], """
What Bea and I agreed a new commission needs before work starts.

## Before the consultation
- Occasion, date, outfit colours (photo of the outfit if possible)
- Budget band, so Isolde doesn't sketch a £1,200 piece for a £400 budget

## Money
@V2b@Take a 50% deposit before a block is chosen or any materials are ordered.
@N2a@Commission deposits are refundable if the client cancels before the first fitting.
- Note the deposit amount on the fitting card as well

## After the deposit
- Create the commission in atelier and book the first fitting in fittingbook
- Reserve blocks in blockroom against the commission number
""")

a("ascot-2026-plan", "Royal Ascot 2026 plan", "2026-03-10", ["raceday", "ascot"], """
Plan for the 2026 Royal Ascot season (16–20 June).

@V4b@We stop taking Royal Ascot orders 28 days before the first race day — Isolde can't trim more than that in the time.
@D2b@Race-day orders are tracked in raceday's kanban view (Ordered → Blocked → Trimmed → Boxed).
@A5b@Deploy freeze on raceday for the whole of Royal Ascot week (16–20 June).

## Staffing
- Two freelance makers from May; Bea does dispatch
- Isolde does all couture trims herself
""")

a("blockroom-dev-setup", "blockroom dev setup", "2026-02-18", ["blockroom", "go", "setup"], """
Getting blockroom running locally.

@V6b@blockroom needs Go 1.23 to build (`go.mod` says `go 1.23.4`).
- `mise install` picks the right toolchain from `.mise.toml`
- Seed data: `make seed` loads 40 sample blocks with photos

```sh
make seed
go run ./cmd/blockroom -port 8080
```

The local port is arbitrary; 8080 is just what the Makefile uses.

## Deploying
@S10a@Deploy blockroom with `./deploy.sh prod` from your laptop.
""")

a("raceday-local-setup", "raceday local setup", "2026-01-22", ["raceday", "node", "setup"], """
@V8b@raceday runs on Node 20; the Shopify CLI version we pin still breaks on 22.

- Copy `.env.example` to `.env`; the Shopify app keys are in 1Password
- `shopify app dev` opens a tunnel; use the dev store `mf-raceday-dev`
- Seeded orders use fake clients from Bath postcodes
""")

a("reference-photo-uploads", "Reference photo uploads", "2026-04-02", ["atelier", "uploads"], """
Clients send outfit and inspiration photos through the commission page.

@V10b@Clients can upload reference photos up to 10 MB each; bigger ones are rejected by atelier with a polite error.
- HEIC from iPhones is converted to JPEG on upload
- Photos are attached to the commission, not the client, so a repeat client starts fresh
""")

a("email-setup", "Email setup notes", "2026-03-05", ["email", "atelier", "dns"], """
## atelier
@R2b@atelier sends its transactional mail (deposit receipts, collection notices) through Mailgun's EU region.
- SPF and DKIM records are on the `mail.marlowefinch.co.uk` subdomain

## Shared inbox
- studio@ is a Google Workspace group; Bea, Isolde and Kwame are members
- Replies to automated mail land in the shared inbox
""")

a("feltschool-notes", "feltschool notes", "2026-05-12", ["feltschool", "rails"], """
Notes from working on feltschool.

@R5b@feltschool is hosted on Fly.io in the lhr region, two machines.
@O7b@feltschool's frontend uses pnpm; the lockfile is `pnpm-lock.yaml`.
- Rails 7.2, Hotwire; the class calendar is a Stimulus controller
- Seats are locked for 15 minutes while someone is in checkout
""")

a("atelier-jobs", "atelier background jobs", "2026-06-08", ["atelier", "jobs"], """
@R8b@atelier's background jobs (reminders, PDF quotes) run on django-q2 with the Postgres broker; there's no Redis in atelier's stack.
- Schedules are defined in `atelier/schedules.py` and synced on deploy
- Failed tasks show up in the admin under Django Q → Failed tasks
""")

a("blockroom-storage", "blockroom storage", "2026-06-21", ["blockroom", "database"], """
@R9b@blockroom keeps the block catalogue in Postgres (database `blockroom`
on the shared db box), with photos on disk under `/srv/blockroom/photos`.

- Migrations are plain SQL files in `migrations/`, applied with goose
- Photo filenames are the block's shelf code plus a counter
""")

a("atelier-bisect-notes", "Finding regressions in atelier", "2026-04-27", ["atelier", "git"], """
How Kwame tracks down regressions in the deposit flow.

@N1b@Never squash atelier branches when merging; Kwame wants the individual commits for `git bisect`.
- `git bisect run pytest tests/test_deposits.py -x` usually finds it in a few steps
- Tag every production deploy (`deploy-YYYYMMDD`) so there are good/bad anchors
""")

a("fitting-card", "The paper fitting card", "2026-02-27", ["fittings", "clients"], """
Every commission client has a paper fitting card in her folder in the workroom.

@N7b@We don't keep head measurements in atelier; they live on the paper fitting card in the client's folder.
- The card also has the block numbers used and pinning notes from each fitting
- Cards are scanned when the commission is collected
""")

a("block-library-rules", "Block library rules", "2026-03-19", ["blockroom", "blocks", "classes"], """
House rules for the block library.

@F3b@Each block in blockroom has a head size in cm, a material (wood, polystyrene or buckram) and a shelf code like `W-04`.
@N6a@Students may use the antique blocks in class if Isolde is teaching.
@NS7a@A block is never reused for a repeat client without re-measuring her head first.
- Damaged blocks go on the red shelf and are marked "repair" in blockroom
- Polystyrene blocks are not steamed directly; cover them in cling film first
""")

a("sinamay-tips", "Sinamay tips", "2026-05-04", ["craft", "sinamay", "classes"], """
Tips Isolde gives in the fascinator taster evening.

@N9b@Never steam sinamay; dampen it with the spray bottle and it takes the block shape fine.
- Three layers on the bias for a firm brim
- Wire the edge before trimming, not after
""")

a("raceday-ops", "raceday operations", "2026-01-15", ["raceday", "ops"], """
@S3a@raceday runs on Heroku (app `mf-raceday`, EU region).
@S7a@Race-day enquiries come in through the Typeform on the website.
- Order export for Isolde every Tuesday morning
- Shopify order tags: `ascot`, `cheltenham`, `aintree`, `goodwood`, `other`
""")

a("finance-notes", "Finance notes", "2026-09-02", ["finance", "atelier", "xero"], """
@S5b@We no longer use Stripe Invoicing for commissions; deposit invoices come out of Xero now.
- The accountant gets read-only Xero access, nothing else
- VAT: standard rate on all hats and classes; the shop is VAT-registered
- Month-end: Bea reconciles Shopify payouts on the first Tuesday
""")

a("atelier-search", "atelier client search", "2026-07-14", ["atelier", "postgres", "search"], """
Client search was too strict with misspelt names ("Cathryn" vs "Catherine").

@F1b@atelier is on Postgres 16 with `pg_trgm` for fuzzy client-name search.
- The trigram index is on `clients.full_name`; threshold 0.3
- Search also matches the commission number exactly
""")

a("fitting-booking-rules", "Fitting booking rules", "2026-04-16", ["fittingbook", "fittings"], """
@F5b@Online fitting booking is only open to existing commission clients; new clients book a consultation call first.
- Bookings close 24 hours ahead; after that it's a phone call to the studio
- No fittings are offered in the last week before Royal Ascot, only collections
""")

a("backup-restore", "Backup and restore", "2026-07-30", ["infra", "backups", "restic"], """
How backups work and how to restore.

@F7a@restic runs nightly at 02:30 from a systemd timer on each box.
@A4b@The restic password is in 1Password (Studio Ops vault), like every other secret.

```sh
restic snapshots --host atelier
restic restore latest --target /tmp/restore --include /srv/atelier/media
```

- Test a restore of atelier media once a quarter; last done in October
""")

a("atelier-pr-rules", "atelier PR rules", "2026-05-20", ["atelier", "git", "review"], """
@F9b@atelier PRs need one approving review, from Kwame or Bea, and green CI.
- Migrations get their own PR
- Screenshots for anything that changes the admin or the client pages
""")

a("fittingbook-sms", "fittingbook SMS sending", "2026-08-11", ["fittingbook", "sms"], """
@O4b@fittingbook retries a failed SMS send 3 times, then flags the booking for Bea to phone.
- Delivery receipts are stored for 30 days
- Landline numbers are detected and skipped
""")

a("atelier-ci", "atelier CI", "2026-03-26", ["atelier", "ci"], """
@O6a@atelier's test job in GitHub Actions has a 20-minute timeout.
- Postgres runs as a service container in the job
- Coverage is uploaded but not enforced
""")

a("raceday-merging", "raceday merging", "2026-06-30", ["raceday", "git"], """
@O10a@raceday PRs are rebase-merged to keep a linear history.
- The Shopify theme lives in a separate folder and is deployed by hand
- Keep webhook handler changes in their own PR
""")

a("fittingbook-history", "fittingbook history", "2026-02-09", ["fittingbook", "history"], """
Background for anyone picking fittingbook up.

@D6a@During the 2025 beta, fittingbook sent reminder emails instead of texts.
- The beta ran with twelve regular clients from the Bath diary
- The magic-link login came from the beta feedback: clients forgot passwords
""")

a("pricing-history", "Pricing history", "2026-01-20", ["prices", "history"], """
Old prices, kept so old quotes make sense.

@D7a@Last year (2025) couture commissions started at £450.
@D10a@In 2025 block hire was £12 per block per week.
- Fascinators have been "from £95" since 2024
""")

a("atelier-dev-setup", "atelier dev setup", "2026-10-06", ["atelier", "setup", "django"], """
@D3b@atelier runs Django 5.1; use `uv run manage.py …` for everything.
@A3b@Before pushing atelier changes, run the tests locally with `pytest -x`; CI is slow.
- `make db` starts a local Postgres in Docker with an anonymised dump
- Quote PDFs need WeasyPrint's system libraries (`pango`)
""")

a("blockroom-reviews", "blockroom reviews", "2026-05-06", ["blockroom", "review"], """
@D5b@Kwame reviews blockroom PRs; Bea only checks the label templates.
- Template changes need a test print on the real printer
""")

a("dependency-updates", "Dependency updates", "2026-04-09", ["dependabot", "maintenance"], """
@A8b@Dependabot is set to weekly, Monday, for all four repos.
- Group minor and patch updates; majors get their own PR
- feltschool uses Renovate because Dependabot's Bundler support lagged
""")

a("atelier-data-notes", "atelier data notes", "2026-08-25", ["atelier", "privacy", "payments"], """
What atelier keeps about clients, for the privacy notice.

@NS5a@Don't store card numbers in atelier, not even the last four digits.
- Addresses are kept for seven years for the VAT records
- Photos are deleted 12 months after collection unless the client opts in to the portfolio
""")

# ---- notes that carry no labelled claim ----
a("hat-box-suppliers", "Hat box suppliers", "2026-02-12", ["suppliers", "dispatch"], """
- Large round boxes (45 cm): ordered from a Leicester supplier in packs of 20
- Small boxes for fascinators: 25 cm, same supplier
- Tissue: acid-free, white only; Isolde dislikes the coloured tissue
- Reorder when fewer than 15 large boxes are left before the race season
""")

a("steam-station-safety", "Steam station safety", "2026-03-02", ["workshop", "safety", "classes"], """
- Steamers are switched off at the wall at the end of every class
- Students get the safety talk before they touch a steamer
- The first-aid kit is by the workroom door; burns gel is restocked monthly
""")

a("race-calendar-2026", "Race calendar 2026", "2026-01-08", ["raceday", "calendar"], """
- Cheltenham Festival: 10–13 March
- Aintree Grand National meeting: 9–11 April
- Royal Ascot: 16–20 June
- Glorious Goodwood: 28 July – 1 August
- Order book cut-offs per meeting are in raceday's settings, not hard-coded
""")

a("bridal-season-notes", "Bridal season notes", "2026-02-20", ["commissions", "bridal"], """
- Bridal headpieces peak April to September
- Veiling is ordered per commission; there's no stock of ivory tulle
- Brides often bring the hairdresser to the final fitting; allow for it
""")

a("instagram-dm-workflow", "Instagram DMs", "2026-03-30", ["marketing", "enquiries"], """
- Bea answers Instagram DMs in the morning only
- Anyone asking about a commission is pointed to the enquiry page, not quoted in DMs
- Screenshots of DMs are not stored anywhere
""")

a("label-printer-setup", "Label printer setup", "2026-02-25", ["blockroom", "printer"], """
- Brother QL-820NWB on the studio Wi-Fi, fixed IP reserved on the router
- The print worker talks to it over the Brother raster protocol on port 9100
- When labels come out blank, the roll is in upside down (it happens every time)
""")

a("straw-types", "Straw types", "2026-05-15", ["craft", "straw"], """
- Parisisal: fine, expensive, for couture only
- Buntal: light, good for summer brims
- Sisal: the class straw; forgiving
""")

a("wedding-guest-faq", "Wedding guest FAQ", "2026-04-22", ["faq", "clients"], """
Answers Bea reuses for wedding-guest enquiries.

- We colour-match to a fabric swatch whenever the client can post one
- Hire of finished pieces is not something we offer
- Made-to-order pieces take about four weeks outside race season
""")

a("felt-suppliers", "Felt suppliers", "2026-09-09", ["suppliers", "felt"], """
- Wool felt hoods for classes, fur felt for commissions
- Autumn order goes in by the end of August
- Colour cards are in the drawer under the shop counter
""")

a("claude-session-notes", "Session notes", "2026-06-03", ["agent", "sessions"], """
- Keep one session per app; context from atelier leaks into raceday guesses otherwise
- Read the reference_* memory for the app before changing it
- If something in memory looks stale, say so in the summary instead of silently trusting it
""")

a("shopify-theme-notes", "Shopify theme notes", "2026-07-07", ["raceday", "shopify"], """
The raceday storefront theme is a Dawn fork.

```sh
shopify theme dev --store marlowe-finch
shopify theme push --unpublished
```

- Product images are square, 2000 px
- The size guide page links to the head-measurement video
""")

a("block-photo-naming", "Block photo naming", "2026-08-04", ["blockroom", "photos"], """
- Three photos per block: side, top, inside
- Photos are taken on the grey board under the daylight lamp
- Old photos from the spreadsheet days were re-shot in September
""")

a("trimming-notes", "Trimming notes", "2026-06-12", ["craft", "trims"], """
- Feathers: goose biots and coque for race-day, ostrich for bridal only
- Silk flowers are made in-house; bought flowers only for classes
- Trims are stitched, never glued, on couture pieces
""")

a("client-folder-convention", "Client folder convention", "2026-01-28", ["clients", "workshop"], """
- One ring binder per client, filed by surname
- Inside: fitting card, sketches, swatches, copies of quotes
- Folders of clients with nothing open for three years go to the archive box
""")

a("quote-pdf-template", "Quote PDF template", "2026-07-21", ["atelier", "quotes"], """
- The quote template is `quote_v3`; Isolde approved the layout in July
- Prices on quotes include VAT and say so
- The sketch is embedded as the first page when there is one
""")

a("london-room-kit", "London room kit", "2026-10-14", ["london", "fittings"], """
- Two trunks: blocks and spinners in one, pins, tape and steamer in the other
- The trunk keys are on the studio key ring, tagged LDN
- Replace the steamer's descaler every third trip
""")

a("class-photos", "Class photos", "2026-09-19", ["feltschool", "marketing"], """
- Ask students before taking photos; the consent tick box is on the booking form
- Photos go in Drive, `Classes/2026/<class>`; Bea picks two for Instagram
""")
