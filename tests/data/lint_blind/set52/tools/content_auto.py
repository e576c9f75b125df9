# Free notes: slug -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

A("sourdough-timings", "Sourdough timings as the night shift actually runs them", "2026-02-17", ["doughplan", "bakehouse", "recipes"], """
# Sourdough timings

Notes from a night with Dario while checking why the shaping slots looked wrong on the bake sheet.

@@V2a@@The country sourdough gets a 6 hour bulk ferment at 24°C before shaping, and doughplan books the shaping slot off that.
Seeded sourdough follows the same bulk; the seed soaker is made at 18:00.
Shaped loaves retard in the chiller overnight and go into the deck ovens from 04:30.

## Things that aren't in doughplan
- Starter feeding times (whiteboard)
- Which baker shapes which batch
""")

A("rounds-api-for-cafes", "rounds API for cafés with their own POS", "2026-07-22", ["rounds", "api", "cafes"], """
# rounds API for cafés

Four cafés send orders straight from their POS instead of using the portal.

@@V4a@@rounds throttles each café API key at 60 requests per minute; the Seven Dials café's POS hit it in July when it retried in a loop.
- Keys are created by Fern in the admin panel, one per café
- The API accepts the same products as the portal; no custom items
- Orders via the API show a small "API" badge in the admin list
""")

A("vanapp-photo-upload", "vanapp photo upload problems on the Lewes round", "2026-09-03", ["vanapp", "lewes-round"], """
# vanapp photo uploads

Drivers on the Lewes round kept seeing the spinner on the confirmation screen.

@@V6a@@vanapp compresses proof-of-delivery photos to about 1.5 MB before upload; bigger files time out on the lanes outside Lewes.
The upload goes to rounds, which stores the photo against the drop.
Fern can see the photo in the admin panel the same morning.

## Follow-ups
- Ask the contractor whether the upload can happen after the driver leaves the café
""")

A("flour-ordering", "Flour ordering and forecasts", "2026-08-27", ["larder", "flour", "suppliers"], """
# Flour ordering

@@A6b@@Flour arrives from Shipton Mill on Tuesdays and Fridays.
@@V8a@@larder raises a reorder for T65 flour once stock drops below 40 sacks, because the mill needs two days' notice.
@@D6b@@larder forecasts flour use from a 6-week rolling average of the bake sheets.

Rye and wholemeal are ordered by hand by Dario; they don't move fast enough for a reorder point.
""")

A("rounds-local-setup", "Running rounds locally", "2026-03-05", ["rounds", "dev-setup"], """
# rounds local setup

1. `bin/setup` (installs gems, creates the dev database)
2. Start Postgres locally; the app's `database.yml` defaults to `localhost`
3. The Sidekiq worker needs the shared Redis, so put this in `.env`:

```
@@V10a@@REDIS_URL=redis://redis-rounds.hearthcrumb.internal:6380/2
SIDEKIQ_CONCURRENCY=5
```

4. `bin/dev` starts web, worker and the asset watcher
""")

A("rounds-frontend", "rounds frontend build", "2026-04-14", ["rounds", "frontend"], """
# rounds frontend

The admin panel and the café portal share one JS bundle (Stimulus plus a couple of React islands for the
order grid).

@@R1a@@rounds' JS bundle is built with Yarn 4 — run `yarn install` inside `app/javascript` first.
- Tailwind is compiled separately by `tailwindcss-rails`
- The order grid island is the only part with tests (`app/javascript/order_grid/*.test.tsx`)
""")

A("invoice-emails", "Café invoice emails", "2026-06-09", ["rounds", "invoices", "email"], """
# Café invoice emails

@@R4a@@Café invoices are sent through Mailgun from `accounts@hearthcrumb.co.uk`.
Bounces are forwarded to Priti, who phones the café.
The PDF is attached and a link to the portal copy is in the body.

## Open questions
- Should the invoice email go to two addresses for the café groups?
""")

A("squaresync-notes", "squaresync notes", "2026-05-19", ["squaresync", "xero", "square"], """
# squaresync

@@R6a@@squaresync's jobs sit in SQS (`squaresync-jobs`), one message per Square payout.
@@O3a@@squaresync retries a failed Xero post 3 times, then parks it in the `failed_posts` table.
Priti checks `failed_posts` each morning; usually it's a locked period in Xero.
""")

A("route-planning", "Route planning for the vans", "2026-05-02", ["rounds", "vans", "routes"], """
# Route planning

@@R9a@@The morning route sheets are optimised in OptimoRoute; Fern re-runs it when a café cancels late.
- Each round has a fixed first and last stop (the bakehouse)
- Key-safe cafés are put at the start of the round
- Drivers can reorder stops themselves if a road is shut
""")

A("night-shift-handbook", "Night shift handbook (software bits)", "2026-10-12", ["bakehouse", "night-shift", "doughplan", "shiftboard"], """
# Night shift handbook: software bits

## The bake sheet
@@N2a@@The night shift does not get a printed bake sheet; it's on the wall tablet only.
The tablet shows one oven per page; swipe to move on.
If the tablet is dead, Dario has the sheet on his phone.

## Rota
@@F4a@@The bakehouse night-shift rota is published two weeks ahead, on Thursdays by 18:00.
Swaps are requested in shiftboard like everywhere else.
""")

A("vanapp-offline", "vanapp and bad signal", "2026-04-28", ["vanapp", "drivers"], """
# vanapp and bad signal

Some cafés on the Lewes round and the Downs villages have almost no signal.

@@N4a@@vanapp works offline: drivers can complete a drop with no signal and it syncs later.
The stop list is downloaded at the bakehouse before the van leaves.
""")

A("xero-notes", "Xero posting notes from the month-end with Priti", "2026-06-04", ["squaresync", "xero", "finance"], """
# Xero posting notes

@@N6a@@squaresync never deletes anything in Xero; corrections go in as reversing journals.
@@NS8a@@squaresync doesn't touch wholesale sales, only the shop tills.
Wholesale income reaches Xero from rounds' invoice export, which Priti imports weekly.
""")

A("wholesale-faq", "Wholesale FAQ (for the agent and for new staff)", "2026-08-14", ["rounds", "cafes", "faq"], """
# Wholesale FAQ

**Can a café change an order late?**
@@N8a@@Nobody can edit a café order after cut-off, admins included; late changes go on the next day's order.

**What if a delivery is short?**
@@NS9b@@Cafés can get a credit note for short or damaged deliveries.
The driver notes it in vanapp and Fern raises the credit in rounds.

**Can cafés order cakes?**
Only from the wholesale cake list; celebration cakes are a shop thing.
""")

A("shop-display-screens", "Shop display screens and doughplan's API", "2026-09-21", ["doughplan", "shops", "api"], """
# Shop display screens

The screens in the shops show today's bakes and what has sold out.

@@N10a@@There is no unauthenticated endpoint in doughplan; the shop display screens use a token too.
Each screen's token is tied to its shop code.
A screen that shows "401" needs its token re-entered from 1Password.
""")

A("dns-migration", "DNS migration", "2026-06-18", ["infra", "dns"], """
# DNS migration

@@S1a@@DNS moved from Cloudflare to Bunny DNS on 2026-06-18; the nameservers are `kiki.bunny.net` and `coco.bunny.net`.
- TTLs were dropped to 300 s the week before
- The website, rounds and doughplan records were checked the same afternoon
- MX records unchanged
""")

A("supplier-prices", "Supplier prices in larder", "2026-09-09", ["larder", "suppliers", "costing"], """
# Supplier prices

@@S3a@@The supplier price Google Sheet has been read-only since August; larder takes prices from the suppliers' EDI feeds.
Bako and Shipton Mill both have feeds; the two small suppliers are keyed in by Dario.
Prices are effective from the date on the feed, not the import date.
""")

A("shiftboard-notifications", "shiftboard notifications", "2026-09-30", ["shiftboard", "notifications"], """
# shiftboard notifications

@@S5a@@We closed the Twilio account in September; shiftboard reminders are push notifications only now.
- Reminder goes out 12 hours before the shift
- Swap requests notify the manager of that shop
- Staff without the app installed get an email instead
""")

A("kemptown-refit", "Kemptown refit (October 2026)", "2026-10-20", ["shops", "kemptown", "hardware"], """
# Kemptown refit

New counter, new lights, two days closed (13–14 October).

@@S8a@@Kemptown swapped its Epson receipt printers for Star mC-Print3s during the October refit.
The Square Terminal stayed; it was only moved to the new counter.
The allergen label printer moved under the counter.
""")

A("logging", "Logging", "2026-10-27", ["infra", "logging"], """
# Logging

@@S10a@@Papertrail is gone: all logs were migrated to Grafana Loki on the Hetzner box
in October, and the Papertrail plan was cancelled.
Retention in Loki is 30 days. Grafana is at `grafana.hearthcrumb.internal`.
""")

A("east-round", "East round", "2026-05-26", ["rounds", "east-round", "cafes"], """
# East round

Kemptown, Rottingdean and Saltdean cafés, 14 drops.

@@F1a@@Cafés on the East round get their drop between 06:00 and 07:15, since most of them open at 07:30.
The van parks at the Marina for the Saltdean drops.
""")

A("doughplan-upgrade-notes", "doughplan upgrade notes", "2026-02-24", ["doughplan", "upgrade", "python"], """
# doughplan upgrade

@@F2a@@doughplan is on Python 3.12.4, pinned in `.python-version`.
The Django upgrade was done one LTS at a time with the test suite green at each step.
`django-environ` replaced the hand-written settings loader.
""")

A("allergens", "Allergens: matrix and labels", "2026-03-30", ["doughplan", "allergens", "shops"], """
# Allergens

## Matrix
@@F9a@@The allergen matrix per product is in doughplan; sesame got its own column in March, after
the tahini loaf launched and the old "seeds" column was split.

## Labels
@@A10a@@Allergen labels come off a Brother QL-820NWB at each shop.
@@NS6a@@Never print an allergen label without the bake date on it.
Labels use 62 mm continuous tape.
""")

A("shiftboard-notes", "shiftboard notes", "2026-07-08", ["shiftboard", "infra"], """
# shiftboard notes

@@D8b@@shiftboard's containers run on `apps-2`, next to Grafana and Loki.
@@O1a@@shiftboard's Postgres is `db-shift.hearthcrumb.internal:5436`.
The Go API and the SvelteKit front are deployed together with `make deploy`.
""")

A("west-round", "West round", "2026-09-02", ["rounds", "west-round", "cafes"], """
# West round

Hove, Portslade, Shoreham and Worthing cafés, 17 drops.

@@O8a@@The West round van leaves at 04:45 so the Worthing cafés are done by 07:00.
@@D10a@@Through the summer (June–August 2026) the West round did two drops a day to the beach cafés.
""")

A("celebration-cakes", "Celebration cakes", "2026-04-05", ["shops", "cakes"], """
# Celebration cakes

@@O9b@@Celebration cakes for the shops need ordering by 12:00 two days ahead.
- Orders are taken in the shop and entered in doughplan by the shop manager
- Writing on cakes: up to 30 characters
""")

A("rounds-catalogue", "rounds catalogue and café profiles", "2026-06-26", ["rounds", "catalogue"], """
# rounds catalogue

@@O10a@@Café logos uploaded to rounds are limited to 500 KB.
Logos only appear on the route sheet next to the café name.
Product descriptions come from doughplan; rounds only adds wholesale prices.
""")

A("shop-tills", "Shop tills", "2026-02-10", ["shops", "square", "tills"], """
# Shop tills

@@D3b@@Card payments in the shops go through Square.
Item buttons are managed in the Square dashboard by Maya, not by the shops.
End-of-day close is done by the shop manager before cashing up.
""")

A("month-end-close", "Month-end close with Priti", "2026-07-03", ["finance", "xero", "squaresync"], """
# Month-end close

@@A2a@@There's a single Xero journal per shop per trading day from squaresync, so month-end reconciles day by day.
Priti matches the Square payouts against the bank feed.
Wholesale is reconciled separately from rounds' invoice export.
""")

A("vanapp-dev-setup", "vanapp development setup", "2026-03-18", ["vanapp", "android", "dev-setup"], """
# vanapp dev setup

@@A5a@@vanapp is all Kotlin, UI in Jetpack Compose.
Open the project in Android Studio (Ladybug or newer).
A staging build points at rounds staging; drivers never get it.
""")

A("recipe-scaling", "Recipe scaling in doughplan", "2026-04-22", ["doughplan", "recipes"], """
# Recipe scaling

@@A8a@@Recipe scaling in doughplan works from the target dough weight, not from the number of loaves.
Scrap dough allowance is 2% on top.
Dario edits base recipes; nobody else does.
""")

A("rounds-release", "Releasing rounds", "2026-08-05", ["rounds", "deploy"], """
# Releasing rounds

@@NS1b@@rounds gets deployed several times a week, usually straight after lunch.
Migrations run as part of the deploy.
Check the café order form on production after every deploy.
""")

A("git-tips", "Git tips for the agent", "2026-05-11", ["git", "workflow"], """
# Git tips

@@NS5a@@Rebase your own branch on `main` before opening a PR.
Run the test suite after the rebase, not before.
Keep PR titles under 70 characters.
""")

# ---- auto notes with no labelled claim
A("bakehouse-ovens", "Bakehouse ovens", "2026-01-20", ["bakehouse", "ovens"], """
# Ovens

- Two four-deck ovens and one rack oven
- Deck ovens are for sourdough, rye and baguettes; the rack oven takes viennoiserie and trays
- The rack oven is serviced every six months
""")

A("christmas-2025-retro", "Christmas 2025 retro", "2026-01-08", ["retro", "christmas"], """
# Christmas 2025 retro

- Pre-orders ran out of panettone on 20 December
- The website pre-order form had no stock limit
- Next time: cap per product and show remaining count
""")

A("cafe-onboarding", "Onboarding a new café", "2026-03-24", ["rounds", "cafes", "onboarding"], """
# Onboarding a new café

1. Fern creates the account in rounds and sets the round and drop position
2. Café gets a welcome email with the portal link
3. First delivery is a tasting box, not invoiced
4. Standing order is set up after the first week
""")

A("square-dashboard", "Square dashboard bits", "2026-05-06", ["square", "shops"], """
# Square dashboard

- One Square location per shop, plus a Pop-up location
- Item library is shared; prices can differ per location
- Maya is the only account owner; shop managers are team members
""")

A("website", "Website", "2026-02-02", ["website", "infra"], """
# Website

- Static Astro site in `hearthcrumb/website`
- Opening hours on the website are the source of truth for weekends
- Christmas pre-order form is a separate page that posts to a small Django view in doughplan
""")

A("lewes-round", "Lewes round", "2026-06-30", ["rounds", "lewes-round", "cafes"], """
# Lewes round

Lewes, Ringmer and Glynde cafés, 11 drops, plus the Lewes shop's top-up on Saturdays.

- The last drop is the farm shop at Glynde
- Two cafés have key-safes
""")

A("night-shift-staffing", "Night shift staffing", "2026-08-18", ["bakehouse", "night-shift", "shiftboard"], """
# Night shift staffing

- Four bakers on a normal night, five on Friday and Saturday nights
- One baker is always trained on the rack oven
- Holiday requests for December close on 31 October
""")

A("incident-2026-05-cutoff", "Incident: cut-off banner broke the order form", "2026-05-15", ["rounds", "incident"], """
# Incident: order form broken

On 14 May the new cut-off banner threw a JS error and the order form wouldn't submit for two hours.

- Cause: the banner read a setting that was nil on production
- Fix: default value plus a test
- Fern phoned the eight cafés that hadn't ordered yet
""")

A("gdpr-notes", "Data protection notes", "2026-04-01", ["privacy", "gdpr"], """
# Data protection notes

- Staff phone numbers live in shiftboard only
- Café contacts live in rounds only
- Delivery photos are kept 90 days, then deleted by a rounds job
""")

A("packaging", "Packaging", "2026-07-15", ["shops", "packaging", "suppliers"], """
# Packaging

- Bread bags from Bako, compostable, two sizes
- Cafés get their bread in returnable crates; the driver swaps full for empty
- Crates are counted on Fridays
""")

A("pricing-review", "Pricing review notes", "2026-10-05", ["pricing", "wholesale", "shops"], """
# Pricing review

- Shop prices last changed in March
- Wholesale prices last changed in January; next review January 2027
- Butter costs are up 18% on last year
""")

A("agent-working-notes", "Working notes for the agent", "2026-01-14", ["agent", "workflow"], """
# Working notes

- Each app has a `README` with the commands that matter
- Staging exists for rounds and doughplan only
- Ask Maya before touching anything in squaresync during the last three days of a month
""")

A("staging", "Staging environments", "2026-06-12", ["infra", "staging"], """
# Staging

- rounds staging: `staging.rounds.hearthcrumb.co.uk`, seeded with five fake cafés
- doughplan staging: `staging.doughplan.hearthcrumb.co.uk`, copy of production recipes, refreshed monthly
- No staging for larder, squaresync or shiftboard; test those locally
""")
