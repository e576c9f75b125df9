# free notes: (slug, title, created, tags, body)
AUTO = [
 ("lotwise-invoicing", "lotwise invoicing", "2026-03-09", ["lotwise", "invoices", "payments"], """
# lotwise invoicing

@F5a@ Invoices are emailed to winning bidders after the auction closes.
@V2b@ Buyer's premium on lotwise is 20% of hammer; the invoice shows it as a separate line with VAT on top.
@R8a@ Buyers pay lotwise invoices by card through Stripe Checkout; the link is in the invoice email.

## Unpaid invoices
Reminder after 7 days, second reminder after 14; after 21 days Gerald decides whether to relist.
"""),
 ("auction-close-checklist", "Sunday close checklist", "2026-04-12", ["lotwise", "auctions"], """
# Sunday close checklist

- Check the worker queue is empty at 18:45.
@V5b@ - A late bid pushes that lot's end time back by 5 minutes, and lots can keep extending indefinitely.
- Keep an eye on the bid-lock errors in the logs; a few are normal.
- After the close, post the totals in #auctions.
"""),
 ("gradeledger-dev-setup", "gradeledger local setup", "2026-02-20", ["gradeledger", "setup"], """
# Local setup

@V7b@ gradeledger is pinned to Python 3.11 (`requires-python = "~=3.11"` in
pyproject) because the old Pillow build we depend on has no newer wheels.

```
uv sync
uv run alembic upgrade head
uv run uvicorn gradeledger.main:app --reload
```
Copy `.env.example` and point `DATABASE_URL` at the local compose Postgres.
"""),
 ("lotwise-redis-notes", "lotwise and Redis", "2026-05-15", ["lotwise", "redis"], """
# Redis in lotwise

@V9b@ lotwise talks to Redis at `redis://redis-lots.finchmarlow.internal:6380/0`; bid locks use keys `lock:lot:<id>`.
Locks expire after 5 seconds. Sessions are in the same Redis with a `sess:` prefix.
"""),
 ("lotwise-dev-setup", "lotwise dev setup", "2026-06-04", ["lotwise", "setup"], """
# lotwise dev setup

@R1b@ Install lotwise dependencies with `yarn install` from the repo root; the workspaces are `web` and `api`.
Then `docker compose up -d db redis` and run web and api in two terminals.
Seed data: `api/scripts/seed.ts` creates three auctions with fake lots.
"""),
 ("stockbook-ci", "stockbook pipeline", "2026-07-01", ["stockbook", "ci"], """
# stockbook pipeline

@R2b@ stockbook's pipeline runs on our self-hosted Woodpecker CI (`.woodpecker.yml`), not on GitHub.
Steps: ruff, mypy, tests against the Postgres service, then build the image on main.
"""),
 ("approvals-oncall", "approvals on-call notes", "2026-08-06", ["approvals", "oncall"], """
# approvals on-call

@R4b@ approvals reports exceptions to Honeybadger; check there first when a customer says the return form broke.
Most incidents are a customer typing a book number with a space in it.
"""),
 ("approvals-jobs", "approvals background jobs", "2026-05-05", ["approvals", "jobs"], """
# Background jobs in approvals

@R6b@ approvals uses GoodJob for its background jobs, so the queue lives in Postgres
and there is no Redis to look after for this app.
Jobs: reminder emails, nightly overdue scan, label generation.
"""),
 ("valuer-pdf-notes", "valuer PDF rendering", "2026-09-17", ["valuer", "pdf"], """
# PDF rendering

@R9b@ valuer renders its reports through Gotenberg (headless Chromium) running as a sidecar container.
Fonts are baked into the image; page numbers come from CSS `@page` rules.
"""),
 ("valuation-privacy", "Valuation reports and privacy", "2026-10-01", ["valuer", "privacy"], """
# Valuation reports and privacy

@N2b@ Never email valuation PDFs: they list what's in someone's house. Clients download them from the portal with a one-time link.
Paper copies go by Special Delivery if the client asks.
"""),
 ("stockbook-housekeeping", "stockbook housekeeping jobs", "2026-02-27", ["stockbook", "jobs"], """
# Housekeeping

@N5a@ Sold stock items are hard-deleted by the nightly cleanup task once they are 90 days past sale.
Thumbnails for deleted items are removed in the same run.
Orphaned photo uploads older than a week are cleaned up on Sundays.
"""),
 ("stockbook-deploy", "stockbook deploy", "2026-03-26", ["stockbook", "deploy"], """
# stockbook deploy

@N7a@ stockbook's deploy runs `manage.py migrate` automatically before the new containers take traffic.
Static files are collected in the image build, not on the server.
"""),
 ("grading-photos", "Grading photos", "2026-08-18", ["gradeledger", "photos"], """
# Grading photos

@D8b@ Coin photos are taken on the Canon R6 copy stand in the back office.
@O6b@ Grading photos are stored at full resolution, roughly 6000 px on the long edge.
@N8a@ Every grading photo gets the Finch & Marlow watermark before it is saved to gradeledger.
Stamps are scanned on the Epson flatbed at 1200 dpi instead.
"""),
 ("approvals-postage", "Approvals postage", "2026-07-10", ["approvals", "postage"], """
# Approvals postage

@NS4a@ An approval book is never posted without a tracked service.
@N9b@ Return postage on approvals is never charged to the customer: each book goes out with a prepaid return label.
"""),
 ("lotwise-bidding-rules", "lotwise bidding rules", "2026-02-14", ["lotwise", "bids"], """
# Bidding rules

- Proxy bids: bidders set a maximum and lotwise bids for them up to it.
@N10a@ - Bidders can retract a bid from their account page until the lot enters its final hour.
- Staff bids are not allowed on our own lots.
"""),
 ("nas-shutdown", "Office NAS shutdown", "2026-08-27", ["infra", "nas", "gradeledger"], """
# NAS shutdown

@S4b@ The office NAS (`vault`) was shut down in August; gradeledger's cert scans now live in the `fm-certs` B2 bucket.
The old disks are in the safe until Gerald agrees they can be wiped.
"""),
 ("valuer-price-source", "Where valuer gets prices", "2026-10-22", ["valuer", "pricing"], """
# Prices in valuer

@S6b@ The SG catalogue CSV import in valuer is deprecated; prices are now pulled
live from stockbook's `/api/prices` endpoint, with a manual override per item.
"""),
 ("shop-counter", "Shop counter", "2026-06-19", ["shop", "payments"], """
# Shop counter

@S9b@ Switched the shop counter from Square to SumUp in June; the Square account is closed.
Cash is still taken; the float is £100.
"""),
 ("approvals-checkin", "Checking in returned books", "2026-06-08", ["approvals", "returns"], """
# Check-in

@F2b@ When a book is checked in by barcode, any item not scanned back is flagged as sold and added to the customer's invoice.
"""),
 ("sku-format", "SKU format", "2026-01-22", ["stockbook", "sku"], """
# SKUs

@F7b@ Coin SKUs are `FM-C-` plus six zero-padded digits, e.g. `FM-C-004211`; the number is never reused.
Labels print the SKU as a Code 128 barcode.
"""),
 ("python-deps", "Python dependencies", "2026-02-02", ["python", "tooling"], """
# Python dependencies

@F8b@ uv for Python deps everywhere; `uv.lock` is committed and CI runs `uv sync --frozen`.
"""),
 ("stockbook-timezones", "stockbook and time zones", "2026-04-01", ["stockbook", "time"], """
# Time zones

@F10b@ Timestamps in stockbook are stored in UTC and shown in Europe/London in the admin and on labels.
"""),
 ("stockbook-style", "stockbook code style", "2026-03-13", ["stockbook", "style"], """
# Code style

@O4b@ stockbook is formatted with `ruff format` (line length 100); don't hand-wrap.
Imports sorted by ruff too. Type hints on new code.
"""),
 ("grading-service", "Grading service for customers", "2026-05-25", ["gradeledger", "coins", "fees"], """
# Customer grading service

@O3b@ In-house grading for customers costs £12 per coin, with a £60 minimum per submission.
@NS7b@ Coins over £200 are always slabbed before they are listed; we submit them to NGC.
"""),
 ("cert-records-history", "How certificates used to be recorded", "2026-04-20", ["gradeledger", "history"], """
# Certificate records

@D2a@ Until March 2026 stamp certificates (BPA, RPSL) were logged in the 'Certs 2019–2025' spreadsheet.
Owen imported the sheet into gradeledger; a few rows with no cert number were left out.
"""),
 ("stampex-2026", "Stampex 2026", "2026-03-02", ["shop", "events", "approvals"], """
# Stampex 2026

@D5a@ During Stampex week in February 2026 no approval books went out; the despatch bench was at the fair.
Sales at the fair were entered into stockbook from the laptop at the stand.
"""),
 ("dependency-updates", "Dependency updates", "2026-05-18", ["tooling", "dependencies"], """
# Dependency updates

@D7a@ Until April we used Dependabot for dependency PRs; it was noisy and ignored the lotwise workspace.
"""),
 ("christmas-2025", "Christmas 2025 opening", "2026-01-05", ["shop", "history"], """
# Christmas 2025

@D9a@ Over Christmas 2025 the shop opened on Sundays (14th and 21st December).
Both Sundays were busy with gift vouchers and first-day covers.
"""),
 ("money-handling", "Money handling", "2026-01-30", ["stockbook", "money"], """
# Money

@A2b@ Don't use floats for money in stockbook: amounts are integer pence in the database and in the API.
"""),
 ("slab-listing", "Listing slabbed coins", "2026-04-09", ["coins", "lotwise", "gradeledger"], """
# Listing slabbed coins

@A3a@ Before a slabbed coin is listed, its NGC or PCGS cert number is checked on the grader's own lookup page.
@NS5a@ Coins aren't listed on lotwise until gradeledger holds a final grade.
"""),
 ("dns-and-domains", "DNS and domains", "2026-02-24", ["infra", "dns"], """
# DNS and domains

@A6b@ All our DNS zones are on Cloudflare; the registrar is still 123-reg for the .co.uk.
"""),
 ("testing-notes", "Testing notes", "2026-04-24", ["testing"], """
# Testing

@A9b@ Tests hit a real Postgres container; mocking the ORM hid a migration bug in March, so no DB mocks.
Factories live in `tests/factories.py` in each Python repo.
"""),
 ("stocktake-notes", "Stocktake", "2026-01-26", ["shop", "stocktake"], """
# Stocktake

@A10b@ Annual stocktake is in January and the shop closes for two days while it's done.
This year it found 14 items in the wrong box and 2 missing.
"""),
 ("valuation-process", "Valuation process", "2026-03-20", ["valuer", "process"], """
# Valuation process

@NS9b@ Valuation enquiries are handled by phone first; Gerald books the viewing on the call.
@NS1a@ A valuation is never issued without a signed engagement letter on file.
The viewing itself takes half a day for most collections.
"""),
 ("lotwise-oncall", "lotwise on-call", "2026-07-24", ["lotwise", "oncall"], """
# On-call

@NS2b@ The on-call dev watches lotwise during Sunday closes and handles any outage.
Owen and Marta alternate weeks.
"""),
 ("alembic-notes", "Alembic notes", "2026-09-01", ["gradeledger", "migrations"], """
# Alembic

@NS3a@ Never squash gradeledger's Alembic revisions; each migration file stays as written.
Revision ids are autogenerated; messages describe the change in a few words.
"""),
 ("ebay-export", "eBay export", "2026-08-31", ["stockbook", "ebay"], """
# eBay export

@NS6a@ Don't run the eBay export while an auction is closing; it locks the stock rows.
Only items flagged `ebay_ok` are exported.
"""),
 ("approvals-reminders", "approvals reminders", "2026-10-16", ["approvals", "reminders"], """
# Reminders

@NS8a@ approvals doesn't send SMS reminders, only email.
"""),
 ("approvals-release", "Releasing approvals", "2026-11-05", ["approvals", "git"], """
# Releasing approvals

@NS10a@ Nobody pushes straight to approvals' main; every change goes through a PR.
Saanvi reviews anything touching the despatch screens.
"""),
 # fillers
 ("auction-photo-guide", "Photographing auction lots", "2026-02-08", ["lotwise", "photos"], """
# Lot photos

Front, back and any flaws. Stamps on black card, coins on grey. Keep the scale bar in one shot.
"""),
 ("strongroom-access", "Strongroom access", "2026-03-15", ["shop", "security"], """
# Strongroom

Two people present whenever the strongroom is open. The access log is the paper book by the door.
"""),
 ("feed-import-errors", "Price feed import errors", "2026-06-15", ["stockbook", "feeds"], """
# Feed import errors

When a dealer feed has a new column the import skips the whole file and logs a warning.
Check the Celery logs on Monday mornings.
"""),
 ("insurance-schedule-format", "Insurance schedule format", "2026-07-06", ["valuer", "reports"], """
# Schedule format

Each line: description, catalogue reference, condition, quantity, value. Subtotals per country.
"""),
 ("bidder-support-faq", "Bidder support FAQ", "2026-07-30", ["lotwise", "support"], """
# Bidder FAQ

- Forgotten password: reset link from the login page.
- Shipping costs: shown at checkout, by weight band and destination.
- Combining lots: automatic if won in the same auction.
"""),
 ("coin-tray-layout", "Coin tray layout", "2026-08-09", ["coins", "stock"], """
# Coin trays

Trays hold 30 coins in flips; slabs go in the long boxes. Tray labels carry the strongroom location.
"""),
 ("onboarding-saanvi", "Onboarding notes", "2026-01-16", ["team"], """
# Onboarding

Saanvi started in January. Read the repos list and the glossary first; shadow Dylan on despatch for a day.
"""),
 ("gb-collection-purchase", "The Harrogate GB collection", "2026-09-24", ["stock", "purchases"], """
# GB collection purchase

Gerald bought a large GB collection in September; 3,400 items to catalogue. Owen added a bulk import form.
"""),
 ("release-calendar", "Release calendar", "2026-11-12", ["process"], """
# Release calendar

No lotwise releases on Sundays. stockbook releases Tuesday to Thursday only, after the shop closes.
"""),
]
