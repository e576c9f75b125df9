# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("eho-visit-notes", "EHO visit notes", "2026-02-19", ["compliance", "batchbook"], """
# EHO visit, 18 Feb

Inspector was happy with the HACCP plan and the pasteuriser records.

## Record keeping
@@V2a@@
- She wanted to see one batch traced from tub back to the milk delivery: took us four minutes
- Cleaning schedules are fine on paper for now

## Actions
- Add the supplier lot number of the cream to each batch record (done in March)
""")

a("wholesale-faq", "Wholesale FAQ (what cafes ask)", "2026-04-02", ["wholesale", "tradeorders"], """
# Wholesale FAQ

## Ordering
@@V4b@@
- Cafes can change an order until the cut-off; after that they ring Sam
- Flavours can be mixed freely within an order

## Questions
@@NS2b@@
- Allergen sheets are in the portal under each flavour
""")

a("delivery-runs", "Delivery runs", "2026-05-11", ["delivery", "van"], """
# Delivery runs

@@V6b@@
@@S5a@@
- North coast run: Holt, Blakeney, Wells; city run: Norwich and the university
- Van freezer boxes are pre-chilled overnight in the cold store

## Loading
@@NS1b@@
- Load the furthest drop first
""")

a("label-redesign-2026", "Label redesign 2026", "2026-03-24", ["labels", "labelkit"], """
# Label redesign

New lid design from the illustrator, rolled out in April.

@@V7b@@
batch code both fit without shrinking the font.
- Flavour name in the top third, in the brand serif
- QR code links to the flavour page
""")

a("batchbook-env", "batchbook env file", "2026-06-20", ["batchbook", "config"], """
# batchbook env

@@V9b@@
Lives in `/etc/batchbook/env`, owned by root, mode 600.

```
DJANGO_SETTINGS_MODULE=batchbook.settings.prod
CELERY_BROKER_URL=redis://cache.fenmoor.lan:6380/1
```

- Restart both `batchbook-web` and `batchbook-worker` after editing it
""")

a("tradeorders-dev-setup", "tradeorders dev setup", "2026-03-05", ["tradeorders", "setup"], """
# tradeorders local setup

@@R1b@@
`package-lock.json` from npm breaks the CI install step.

- Copy `.env.example` to `.env.local`; Stripe test keys are in the team vault
- `npx prisma migrate dev` against a local Postgres in Docker
@@S6a@@
""")

a("frostcount-oncall", "frostcount on-call notes", "2026-07-08", ["frostcount", "oncall"], """
# frostcount on-call

@@R5b@@
- If the scanners show "offline", check Tailscale on the Hetzner box first
- Restart with `systemctl restart frostcount`; it replays the ledger on start
""")

a("tradeorders-release-notes", "tradeorders release notes", "2026-09-14", ["tradeorders", "release"], """
# tradeorders release notes

## September
- Reorder button on past orders
- Drop notes editable by the cafe admin

## Process
@@R8b@@
- Tags are cut by hand after a release goes out
""")

a("kiosk-opening-checklist", "Kiosk opening checklist", "2026-05-15", ["kiosk", "checklist"], """
# Kiosk opening checklist

1. Unlock, awning out (check wind)
2. Cabinet on, pans in from K1
@@O4a@@
@@R10b@@
3. iPad on, price list loaded
4. Hand-wash station filled
""")

a("batchbook-maintenance", "batchbook maintenance windows", "2026-08-03", ["batchbook", "ops"], """
# Maintenance

@@N2b@@
- Announce in #production an hour ahead
- Celery workers are stopped during the migration and restarted afterwards
""")

a("allergen-matrix-howto", "Allergen matrix how-to", "2026-07-21", ["allergens", "batchbook"], """
# Allergen matrix

The matrix maps each ingredient to the 14 allergens.

@@N3b@@
- New ingredients start with every allergen set to "unknown" until the spec sheet is in
""")

a("batchbook-testing", "batchbook testing notes", "2026-09-02", ["batchbook", "tests"], """
# Testing batchbook

@@N5b@@
- `pytest -q` for the quick run, `pytest -m slow` for the PDF export tests
- Factories live in `tests/factories.py`
""")

a("recipe-picker-cleanup", "Recipe picker cleanup", "2026-10-06", ["batchbook", "recipes"], """
# Recipe picker cleanup

The picker had 140 entries by October, most of them old versions.

@@N8b@@
- Seasonal recipes are set inactive over winter rather than removed
""")

a("label-faq", "Label FAQ", "2026-04-17", ["labels", "allergens"], """
# Label FAQ

## Warnings
@@N10a@@
- "Contains milk" is on everything except the sorbets

## Dates
- Best before is 18 months from production for 5 L tubs
""")

a("freezer-stocktake-howto", "Freezer stocktake how-to", "2026-02-09", ["freezer", "stock"], """
# Stocktake

@@S1a@@
- Count on the last Friday of the month, two people per freezer
- Damaged tubs go in the waste log, not back on the rack
""")

a("scanner-app-notes", "Scanner app notes", "2026-10-01", ["frostcount", "android"], """
# Scanner app

@@S10b@@
- Version 1.6 adds the `qa-hold` reason code
""")

a("allergen-records", "Allergen records", "2026-01-28", ["allergens", "batchbook"], """
# Allergen records

@@F2a@@
- The EHO asked to see this at the February visit
""")

a("hetzner-box", "The Hetzner box", "2026-01-15", ["infra"], """
# Hetzner box

@@F5a@@
- Reached over Tailscale as `fenmoor-prod`
- Ubuntu 24.04, unattended upgrades on
""")

a("kiosk-season", "Kiosk season", "2026-04-20", ["kiosk"], """
# Kiosk season

@@F7a@@
- Opening weekend depends on the quay works finishing
""")

a("invoicing-notes", "Invoicing notes", "2026-05-06", ["invoicing", "wholesale"], """
# Invoicing

@@F10a@@
@@D2a@@
- Credit notes for melted deliveries are raised by Sam
""")

a("delivery-sms", "Delivery SMS", "2026-06-12", ["tradeorders", "sms"], """
# Delivery-day SMS

@@O1a@@
- Sent at 07:00 with the expected arrival window
""")

a("batchbook-dev-setup", "batchbook dev setup", "2026-02-25", ["batchbook", "setup"], """
# batchbook dev setup

@@O5b@@
- `docker compose up -d db redis` then `python manage.py runserver`
- Load fixtures with `python manage.py loaddata demo`
""")

a("kiosk-restock", "Kiosk restock", "2026-06-01", ["kiosk", "stock"], """
# Kiosk restock

@@O8a@@
- Use the "kiosk" pseudo-account in tradeorders so it shows on the van sheet
""")

a("wholesale-portal-history", "Wholesale portal history", "2026-10-20", ["tradeorders", "history"], """
# Portal history

@@D4a@@
- Payment by card was added before the March launch
""")

a("blast-freezer-compressor", "Blast freezer compressor", "2026-05-02", ["freezer", "maintenance"], """
# Blast freezer compressor

@@D5a@@
- The engineer fitted the new compressor on 28 April
""")

a("backup-incident-2025", "Backup incident (2025)", "2026-01-12", ["backups", "postmortem"], """
# Backup incident

@@D7a@@
- Restore drills started after that
""")

a("freezer-alarm-history", "Freezer alarm history", "2026-03-30", ["freezer", "alarms"], """
# Alarm history

@@D10a@@
- The probe vendor's SMS alerts were dropped when we moved to the webhook
""")

a("copy-style", "Copy style", "2026-02-03", ["copy", "labels"], """
# Copy style

@@A3b@@
- Flavour names in sentence case
""")

a("picking-rules", "Picking rules", "2026-03-12", ["stock", "picking"], """
# Picking

@@A8a@@
- Partially used tubs never go to cafes
""")

a("summer-flavours-2026", "Summer flavours 2026", "2026-05-20", ["flavours", "recipes"], """
# Summer flavours

- Strawberry and elderflower, gooseberry fool, salted caramel, blackcurrant sorbet
@@NS4b@@
""")

a("mix-ageing-rules", "Mix ageing rules", "2026-06-25", ["production"], """
# Mix ageing

@@NS10a@@
- The vat has a timer label; write the start time on it
""")

# ---- unlabelled notes
a("stripe-setup", "Stripe setup", "2026-02-14", ["tradeorders", "stripe"], """
# Stripe

- Pro forma accounts pay by card at checkout
- Refunds are issued from the Stripe dashboard by Sam
- Webhook secret rotated in July
""")
a("cold-store-layout", "Cold store layout", "2026-01-22", ["freezer"], """
# Cold store

- Racks A–D, one flavour family per rack
- Kiosk stock is staged on rack D before the van
""")
a("seasonal-staff-onboarding", "Seasonal staff onboarding", "2026-05-04", ["kiosk", "people"], """
# Onboarding

- Food hygiene level 2 before first shift
- Shadow Rosie for a weekend
""")
a("cafe-onboarding", "Cafe onboarding", "2026-03-18", ["wholesale"], """
# New cafe accounts

- Sam creates the account, sends the invite
- Tasting visit with six flavours before the first order
""")
a("ingredient-suppliers", "Ingredient suppliers", "2026-02-27", ["suppliers"], """
# Suppliers

- Milk and cream from a farm near Reepham, delivered Mondays and Wednesdays
- Fruit from two local growers in summer, frozen purée in winter
""")
a("recall-drill", "Recall drill", "2026-08-19", ["compliance"], """
# Recall drill (August)

- Traced batch 260801-GOO-01 to 9 cafes in 11 minutes
- Slowest step: ringing cafes without email
""")
a("label-template-notes", "Label template notes", "2026-04-28", ["labels", "labelkit"], """
# Templates

- The QR code sits bottom right, 15 mm square
- The allergen panel uses the same font as the ingredients list
""")
a("frostcount-reason-codes", "frostcount reason codes", "2026-07-30", ["frostcount"], """
# Reason codes

- `qa-hold` blocks a batch from picking until Rosie clears it
- `sample` is for tasting tubs sent to prospective cafes
""")
a("van-maintenance", "Van maintenance", "2026-09-09", ["van"], """
# Van

- Refrigeration unit serviced in September
- MOT due in March
""")
a("winter-plan", "Winter plan", "2026-11-03", ["planning"], """
# Winter

- Flavour list cut to twelve for the winter catalogue
- Kiosk kit stored in the unit's back room
""")
a("pricing-review-2026", "Pricing review", "2026-10-14", ["wholesale", "pricing"], """
# Pricing review

- Cream costs up 9% on last year
- New price list from January, announced to cafes in December
""")
a("tailscale-notes", "Tailscale notes", "2026-01-19", ["infra"], """
# Tailscale

- Every server and the office Mac mini are on the tailnet
- MagicDNS names end in `fenmoor.lan` via a split DNS rule
""")
a("agent-working-notes", "Agent working notes", "2026-06-07", ["agent"], """
# Working notes for the agent

- Read the repo README before touching a service
- Ask Hanna before changing anything in the allergen code paths
""")
