# Free notes: auto/<slug>.md with title/created/tags. (slug, title, created, tags, body)
AUTO = [
("same-day-delivery-faq", "Same-day delivery FAQ (for the shop team)", "2026-03-02", ["delivery", "faq"], """# Same-day delivery FAQ

@V2b@ Same-day delivery orders close at 2pm; anything placed after that is booked for the next morning.

Q: Can we squeeze one more in for a regular?
A: Ask Rhys, not the driver.

Q: Does same-day cover zone 3?
A: No, zone 3 is next-day only.
"""),

("market-run-checklist", "Market run checklist", "2026-08-27", ["market", "buying"], """# Market run checklist

@F4b@ The run leaves Greenwich at 03:30 on Tuesdays and Fridays: Dev plus one helper, the big van, both trolleys.
@V4b@ Market trips are capped at £2,500 — above that Dev rings Hattie before paying.

- Print the marketlist sheet the night before.
- Cash float for the two growers who don't take cards.
- Back at Greenwich by 07:00 so the stock is in water before the shops' 7:30 pickup.
"""),

("vowbook-dev-setup", "vowbook local setup", "2026-02-09", ["vowbook", "dev"], """# vowbook dev setup

@V5b@ vowbook is pinned to Django 4.2 LTS, so don't reach for 5.x-only features like `GeneratedField`.

```bash
# old instructions from the 2025 README, kept for reference
pip install "Django==5.1.*"
python manage.py migrate
```

Use `make dev` now; it starts Postgres and Redis in Docker.
"""),

("tributes-2025-notes", "Tributes: what went wrong in 2025", "2026-01-19", ["tributes", "retro"], """# Tributes retro (2025)

@D7a@ In 2025 we took lettered tributes on 24 hours' notice, which is why we kept running out of frames.
- Three sprays went to the wrong chapel in November 2025.
- FDs liked the photo-on-completion email; keep it.
"""),

("vanrun-routing-notes", "vanrun routing notes", "2026-10-10", ["vanrun", "routing"], """# Routing notes

@V7b@ vanrun caps a run at 25 drops; anything beyond that
gets split into a second run automatically.

@NS9a@ vanrun never reorders drops on its own once a run has left — the driver has to accept the new order in the app.

Rhys plans the morning runs the evening before and the afternoon runs at lunchtime.
"""),

("clapham-shop-notes", "Clapham shop notes", "2026-09-15", ["clapham", "shop"], """# Clapham

@O8a@ The Clapham display fridge runs at 8°C so the glass doesn't fog up for customers.
- Back-room cold store holds the shop's stock for the day.
- Van parking permit is in the drawer under the till.
"""),

("shopify-sync-notes", "Shopify ↔ stemdesk sync", "2026-06-11", ["shopify", "stemdesk"], """# Shopify sync

| job | schedule | setting |
|---|---|---|
@V9a@ | Shopify order pull | every 15 min | `SHOPIFY_POLL_INTERVAL=15m` |
| product price push | nightly 01:00 | `PRICE_PUSH_CRON` |

@O3a@ Shopify retries a failed webhook up to 8 times over four hours, then drops the subscription.

The `orders/create` webhook only nudges the pull; the pull is what actually imports orders.
"""),

("card-printer", "Card printer", "2026-04-16", ["cards", "printing"], """# Card printer (Brother QL in both shops)

@V10b@ The card printer template fits 160 characters, so the stemdesk order form stops accepting text at 160.
- 62mm continuous roll, cut to 100mm.
- If the printer shows red, it's out of roll, not broken.
"""),

("tributeline-notes", "tributeline notes", "2026-05-06", ["tributeline", "dev"], """# tributeline notes

@O5a@ tributeline uses plain npm: `package-lock.json` is committed and CI runs `npm ci`.
@NS8b@ The FD order form in tributeline shows the price of each tribute next to its photo.
- Photos come from the `tribute_catalogue` table; Colette updates them each spring.
"""),

("stemdesk-ci", "stemdesk CI", "2026-03-19", ["stemdesk", "ci"], """# stemdesk CI

@R2a@ stemdesk's pipeline runs on CircleCI (`.circleci/config.yml`); the PHPUnit job
takes about six minutes and Pint runs first.

Flaky test: `CardPrintTest::test_long_message` — rerun once before digging in.
"""),

("order-emails", "Order emails", "2026-07-02", ["stemdesk", "email"], """# Order emails

@R4a@ Order confirmation emails from stemdesk go out through Mailgun on `mg.wrenwillow.co.uk`.
- Templates are Blade files under `resources/views/mail`.
- The 'delivered' email includes the driver's photo.
"""),

("marketlist-ops", "marketlist ops", "2026-09-30", ["marketlist", "ops"], """# marketlist ops

@O9a@ marketlist sends its exceptions to Sentry (project `marketlist`).
@N8a@ It's fine to push straight to `main` on marketlist — it's a one-person tool and CI runs on push anyway.
@NS3b@ Buying lists older than 90 days are archived by the nightly job.
- The box is the NUC by the router at Greenwich; reboot it from the Tailscale admin if it hangs.
"""),

("stemdesk-git-workflow", "stemdesk git workflow", "2026-04-07", ["stemdesk", "git"], """# stemdesk git

- Branch names: `feat/…`, `fix/…`.
@R6b@ Squash-merge stemdesk PRs; the PR title becomes the commit message.
- Delete the branch after merge.
"""),

("wedding-payments", "Wedding payments", "2026-06-17", ["vowbook", "payments"], """# Wedding payments

@R9a@ vowbook collects wedding deposits by GoCardless direct debit — the couple sets up the mandate when they sign.
- Balance invoices are raised in Xero from vowbook's export.
"""),

("secrets-howto", "Secrets how-to", "2026-08-20", ["infra", "secrets"], """# Secrets

@R10b@ App secrets live in 1Password (vault 'WW Prod') and are injected at deploy time with `op run`.
- Never paste a key into Slack; share the 1Password item link instead.
"""),

("vanrun-git", "vanrun git conventions", "2026-05-14", ["vanrun", "git"], """# vanrun git

@N1a@ Never squash vanrun PRs: the driver app release notes are generated from the individual commits.
- Conventional commit prefixes (`feat:`, `fix:`) are required for that reason.
"""),

("stemdesk-deploy", "stemdesk deploy", "2026-09-01", ["stemdesk", "deploy"], """# stemdesk deploy

@N3a@ The stemdesk deploy runs `php artisan migrate --force` automatically once the release is built.

```yaml
# render.yaml (excerpt)
preDeployCommand: php artisan migrate --force
```
"""),

("wedding-quotes", "Wedding quotes", "2026-03-05", ["vowbook", "quotes"], """# Wedding quotes

@N4a@ Wedding quotes are always sent as a PDF attached to the email, generated by vowbook.
@A8a@ A quote stays valid for 30 days; after that the prices are re-run against current market costs.
- Quotes include a 10% contingency line for market price swings.
"""),

("vowbook-history", "vowbook history", "2026-01-12", ["vowbook", "history"], """# How vowbook came about

- Started in 2024 as a spreadsheet plus a Django admin.
@D9a@ In the 2025 beta, vowbook quotes were emailed as PDFs because the quote page wasn't public yet.
- The public quote page went live for the 2026 season.
"""),

("driver-app-faq", "Driver app FAQ", "2026-07-22", ["vanrun", "drivers"], """# Driver app FAQ

@N6b@ The driver app doesn't work offline — a drop can't be marked delivered without signal.
@NS4a@ Drivers don't take payment on the doorstep; every order is paid for before it leaves the shop.
- Lost phone? Rhys signs the driver out from the vanrun admin.
"""),

("funeral-director-accounts", "Funeral director accounts", "2026-10-27", ["tributes", "finance"], """# FD accounts

@N9a@ Funeral directors are invoiced monthly on account; nobody pays per tribute.
- Statements go out on the 1st from Xero.
"""),

("newsletter", "Newsletter", "2026-01-08", ["marketing", "newsletter"], """# Newsletter

@S1a@ The monthly newsletter goes out from Mailchimp (list 'Wren & Willow customers') on the first Thursday.
- Hattie writes the intro; Marta picks the photos.
"""),

("phone-orders", "Phone orders", "2026-01-14", ["stemdesk", "orders"], """# Phone orders

@S3a@ Phone orders get logged in the 'Phone orders 2026' Google Sheet; Jonah's script copies them into stemdesk overnight.
- Card is taken by a Stripe payment link while the customer is still on the line.
"""),

("wedding-enquiries", "Wedding enquiries", "2026-02-02", ["weddings", "enquiries"], """# Wedding enquiries

@S4a@ Wedding enquiries come in through the Typeform on the website and land in the weddings@ inbox.
- Colette replies within two working days.
"""),

("vanrun-history", "vanrun history", "2026-11-04", ["vanrun", "history"], """# vanrun history

@D6a@ From January to June 2026 the drivers were still on the old Cordova app.
- The Expo rewrite started in April.
- Routing moved off the spreadsheet in 2024.
"""),

("wholesaler-orders", "Wholesaler orders", "2026-02-23", ["buying", "wholesaler"], """# Wholesaler orders

@S6a@ Pre-orders for Dutch trolleys from Van Dijk go in by emailing them
the CSV that marketlist exports on Sunday afternoon.
- Check the confirmation on Monday morning.
"""),

("staging", "Staging", "2026-02-12", ["stemdesk", "staging"], """# Staging

@S8a@ stemdesk staging is the Heroku app `stemdesk-staging`; reset it with `heroku pg:reset` when the seed data drifts.
- Seed data: `php artisan db:seed --class=DemoShopSeeder`.
"""),

("reporting", "Reporting", "2026-03-26", ["reporting"], """# Reporting

@S10a@ Sales reports are on Metabase at `metabase.wrenwillow.co.uk`; ask Marta for a login.
- Weekly sales by shop is the one Hattie looks at.
"""),

("stemdesk-dev-setup", "stemdesk local setup", "2026-01-27", ["stemdesk", "dev"], """# stemdesk dev setup

@F1b@ Local stemdesk needs PHP 8.3 with the `intl`, `gd` and `pdo_pgsql` extensions, otherwise the card PDF tests fail.

```bash
cp .env.example .env
# local Postgres from docker compose
DB_HOST=127.0.0.1
DB_PORT=5432
```
"""),

("alerting", "Alerting", "2026-05-21", ["infra", "alerts"], """# Alerting

@F6b@ stemdesk's Sentry alerts go to #dev-alerts, and only for `level:error` and above; warnings stay in the Sentry inbox.
- Better Stack downtime alerts page Jonah by SMS.
"""),

("delivery-charges", "Delivery charges", "2026-05-29", ["delivery", "pricing"], """# Delivery charges

| zone | standard | timed |
|---|---|---|
@F3a@ | Zone 1 (within 3 miles of a shop) | £7.95 | £12.95 with a one-hour slot |
| Zone 2 (to the South Circular) | £10.95 | £15.95 |
| Zone 3 | £14.95, next day only | — |
"""),

("corporate-accounts", "Corporate accounts", "2026-04-30", ["corporate", "finance"], """# Corporate accounts

@O4a@ One-off corporate event orders need 50% paid upfront; the weekly office contracts are invoiced monthly.
- Three contracts at the moment: two offices in Shoreditch and a dental group in Clapham.
"""),

("christmas-2025-review", "Christmas 2025 review", "2026-01-06", ["christmas", "retro"], """# Christmas 2025 review

@D3a@ Christmas 2025 we had six vans on the road — our own plus two hired
Transits from the place on Garratt Lane.
- Wreath workshops sold out; add a third date.
"""),

("wedding-flowers-notes", "Wedding flowers notes", "2026-06-25", ["weddings", "design"], """# Wedding flowers

@NS1b@ Filler and foliage in wedding work can be swapped without asking the couple, as long as the colours hold.
- Bridal bouquets are made the day before and kept in the cool room.
"""),

("click-and-collect", "Click & collect", "2026-05-01", ["orders", "collection"], """# Click & collect

@NS2a@ Collection orders don't get an SMS; the shop rings the customer when it's ready.
- Collections are held until closing the next day, then composted.
"""),

("wedding-final-numbers", "Wedding final numbers", "2026-07-09", ["weddings", "vowbook"], """# Final numbers

@F8b@ Final numbers (buttonholes, corsages, table centres) lock in vowbook 4 weeks out; after that any change goes through Colette and is priced separately.
@NS5b@ If final numbers look off, call the couple directly — email threads drag on.
"""),

("packing-checklist", "Packing checklist", "2026-02-18", ["packing", "shop"], """# Packing checklist

- Aqua-pack every hand-tie going out in a van.
- Care card in every box.
@A9b@ Leave the discount flyer out of anything going to a funeral or a sympathy address.
"""),

("shop-payments", "Shop payments", "2026-08-04", ["shop", "payments"], """# Shop payments

@NS7b@ Payment problems at the till are sorted by the shop team on the spot.
- Refunds over £100 need Hattie.
"""),

("dev-conventions", "Dev conventions", "2026-01-21", ["dev"], """# Dev conventions

@A2a@ All timestamps are stored in UTC; the UI converts to Europe/London.
- Money is stored in pence as integers.
- Feature flags live in each app's config table, not env vars.
"""),

("seasonal-stems", "Seasonal stems", "2026-03-12", ["buying", "seasonal"], """# Seasonal stems

- Peonies: late April to mid-June.
- Dahlias: July to the first frost.
- Anemones: November to April.
- Quote weddings outside these windows with substitutes agreed up front.
"""),

("flower-market-tips", "Flower market tips", "2026-09-09", ["market"], """# New Covent Garden tips

- The market opens at 04:00; the best British stock is gone by 06:00.
- Park in bay C; the loading bay is for wholesalers' lorries.
- Two growers are cash only.
"""),

("on-call", "Who to call", "2026-09-04", ["ops"], """# Who to call

- App down: Jonah on his days (Mon, Wed, Thu), otherwise Marta.
- Van broken down: Rhys.
- Cool room alarm: whoever is keyholder that week at Greenwich.
"""),

("xero-export", "Xero export", "2026-04-22", ["finance", "xero"], """# Xero

- stemdesk exports daily takings per shop to Xero at 23:00.
- vowbook balance invoices are raised in Xero from a CSV export.
"""),

("venue-access", "Venue access", "2026-07-16", ["weddings", "venues"], """# Venue access

- Keep venue access notes on the booking in vowbook.
- Photos of the load-in route help the freelancers most.
"""),

("valentines-retro", "Valentine's retro", "2026-02-20", ["valentines", "retro"], """# Valentine's retro

- Same-day slots sold out by 10:00 on the 14th.
- Next year: cap red-rose dozens at 300 per shop.
- Drivers want the afternoon runs split earlier.
"""),
]
