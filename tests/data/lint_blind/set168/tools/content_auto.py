"""Free notes under auto/: (slug, title, created, tags, body)."""

AUTO = [
("guide-handbook", "Guide handbook — trek notes", "2026-03-04", ["treks", "guides"],
"""# Guide handbook

## Groups
@@V2b@@
Split by family where possible; never split a parent from a child under 12.

## Leading
@@N3a@@
@@NS9a@@
Give each walker the name of their alpaca at the briefing — people remember the trek better.

## Weather
Check the Met Office mountain forecast at 8am. Wind over 40 mph on the tops: Tarn Loop becomes the low route.
"""),

("trekbook-dev-setup", "trekbook local setup", "2026-02-16", ["trekbook", "dev"],
"""# trekbook — local setup

1. `composer install`
@@R4a@@
3. `cp .env.example .env` and fill in the local DB password
4. `php artisan migrate --seed` gives you a season calendar and ten fake bookings

@@V4b@@
@@NS6b@@

Mailpit catches all outgoing mail locally on port 8025.
"""),

("private-treks", "Private treks", "2026-04-11", ["treks", "pricing"],
"""# Private treks

For families or couples who want the herd to themselves. Fell Walk or Tarn Loop route, any day we trek.

@@V6a@@
Price: £240 for up to 4 walkers, £40 per extra walker.
Proposals: yes, we've had three. Jonah hides the ring in a feed bag if asked.
"""),

("herd-health-calendar", "Herd health calendar 2026", "2026-01-20", ["herd", "health"],
"""# Herd health calendar 2026

## Vaccinations
@@V8b@@
Cria follow their own course, see herdlog.

## Weights
@@F7a@@
Adults monthly on the first Monday.

## Feet and teeth
@@F10a@@
Teeth checked at shearing, when they're restrained anyway.
"""),

("herdlog-ops", "herdlog ops notes", "2026-06-02", ["herdlog", "ops"],
"""# herdlog — ops

@@N4b@@
The image is built by CI and pulled on the server with `docker compose pull`.

@@R2b@@

Logs: `docker compose logs -f web` in `/srv/herdlog`.
Restarting the web container is safe at any time; nothing is stateful in it.
"""),

("notifications-matrix", "Who gets what message", "2026-05-08", ["trekbook", "notifications"],
"""# Notifications matrix

| Event | Channel | When | To |
|---|---|---|---|
| Booking confirmed | email | immediately | customer |
@@V10b@@
| Trek cancelled (weather) | SMS + email | as soon as the guide decides | customer |
| New private trek request | email | immediately | Jonah |

@@S3a@@
Message text lives in `resources/lang/en/sms.php` so Bea can edit it.
"""),

("trekbook-contributing", "Contributing to trekbook", "2026-03-19", ["trekbook", "git"],
"""# Contributing to trekbook

- Branch off main, open a PR, CI must be green
@@R6b@@
- PR title becomes the commit message, so write it as a sentence
- Screenshots for anything customers see
"""),

("booking-flow", "How a trek booking works", "2026-02-25", ["trekbook", "bookings"],
"""# Booking flow

Customer picks trek type, date and slot, then number of walkers (adults and children separately).

@@F4b@@
@@R7a@@
Private treks and groups take a deposit; everything else is paid in full up front.

## Cancellations
@@A6a@@
Inside 7 days we offer a rebook instead of a refund.
"""),

("trekbook-queue-notes", "trekbook queue and jobs", "2026-07-14", ["trekbook", "queue"],
"""# trekbook queue

@@R8b@@
The worker is a `queue:work` process kept alive by supervisor.

```
QUEUE_CONNECTION=database
```

Jobs: confirmation emails, reminder SMS, review requests, the nightly calendar rebuild.
Failed jobs show in `failed_jobs`; retry with `php artisan queue:retry all`.
"""),

("herdlog-dev-setup", "herdlog dev setup", "2026-03-27", ["herdlog", "dev"],
"""# herdlog — dev setup

`uv sync` then `uv run manage.py runserver`.

@@R10b@@
@@N7b@@
Fixture data: `uv run manage.py loaddata demo_herd` gives you twelve animals with a year of weights.
"""),

("herdlog-migrations", "herdlog migrations", "2026-05-22", ["herdlog", "git"],
"""# herdlog migrations

@@N1b@@
If a PR has two migrations, keep them as two commits with clear messages.
Check `manage.py sqlmigrate` output for anything that rewrites the weights table.
"""),

("gift-vouchers", "Trek gift vouchers FAQ", "2026-10-30", ["vouchers", "customers"],
"""# Gift vouchers — customer FAQ draft

Can I choose the date later? Yes, the voucher holder books any available slot.
@@N5a@@
Can I swap a Fell Walk voucher for the Tarn Loop? Yes, paying the difference.
"""),

("shop-packing", "Packing shop orders", "2026-06-09", ["shop", "shipping"],
"""# Packing shop orders

@@D10b@@
@@N9a@@
Skeins go in compostable mailers; kits go in boxes with tissue.
Always put a thank-you card in, handwritten if the order is over £60.
"""),

("weekend-yard-notes", "Weekend yard notes", "2026-08-16", ["treks", "yard"],
"""# Weekend yard notes (Jonah)

Car park full by 10:30 on sunny Saturdays; put the overflow sign out early.
@@N10b@@
Café corner runs out of flapjack by 2pm — ask Bea to bake double on Fridays.
"""),

("vet-visits", "Vet visits", "2026-02-03", ["herd", "vet"],
"""# Vet visits

@@A9b@@
@@S1a@@
Emergency out of hours: the practice's main number, they divert.
"""),

("trek-photos", "Trek photos", "2026-03-12", ["treks", "photos", "marketing"],
"""# Trek photos

@@S6a@@
Only photos where walkers ticked the photo consent box go on Instagram.
Best shots: the tarn at the turnaround point, and the alpacas with the fells behind.
"""),

("guide-rota", "Guides rota", "2026-09-21", ["guides", "rota"],
"""# Guides rota

@@D5b@@
Two guides per trek, three for the Tarn Loop if there are under-12s.
@@S7b@@
Swaps go through Jonah on WhatsApp.
"""),

("trekbook-deploy", "Deploying trekbook", "2026-01-22", ["trekbook", "deploy"],
"""# Deploying trekbook

@@S8a@@
Then `php artisan config:cache` and `php artisan queue:restart`.
@@NS3b@@
"""),

("shearing-2026", "Shearing 2026", "2026-02-10", ["shearing"],
"""# Shearing 2026

@@S9b@@
Tom brings his own mat and a handler; we provide two catchers.
Date agreed with Tom in January; see the shearing day memory for the plan.
"""),

("yarn-production", "Yarn production", "2026-01-28", ["yarn", "fleece"],
"""# Yarn production

@@S10a@@
@@NS7a@@
Colours we have enough of for a single-colour run: white, fawn, brown, black.
"""),

("backup-runbook", "Backup runbook", "2026-04-07", ["infra", "backups"],
"""# Backups

@@F3a@@
Database dumps (`mysqldump`, `pg_dump`) run at 01:30, restic picks them up at 02:00.

## Restore test
Done quarterly: restore herdlog into a scratch container and open three animal pages.
"""),

("caddy-notes", "Caddy notes", "2026-05-30", ["infra", "caddy"],
"""# Caddy

@@F6b@@
@@A4b@@
Reload with `docker compose exec caddy caddy reload --config /etc/caddy/Caddyfile`.
"""),

("shop-integrations", "Shop integrations", "2026-07-02", ["shop", "shopify"],
"""# Shop integrations

Stock for yarn is kept in Shopify; the farm shop till has its own stock in Square and Bea reconciles weekly.
@@O1a@@
Webhook target: a tiny endpoint in tillsync that updates the low-stock list for Bea.
"""),

("trek-capacity", "Trek capacity table", "2026-04-18", ["treks", "capacity"],
"""# Trek capacity (for the season calendar)

| Trek | Max walkers | Alpacas | Start |
|---|---|---|---|
@@O2b@@
| Picnic trek | 6 | 3 | top yard |
| Meet-the-herd | 15 | — | bottom paddock |

Tarn Loop capacity is set per departure by Jonah, not from this table.
"""),

("meet-the-herd", "Meet-the-herd sessions", "2026-05-05", ["visits", "herd"],
"""# Meet-the-herd

@@O5a@@
@@NS4a@@
Good for families with toddlers who are too young to walk.
"""),

("shearday-notes", "shearday app notes", "2026-05-12", ["shearday", "dev"],
"""# shearday

@@O6b@@
Label printer: Brother QL-820NWB on the barn Wi-Fi.
Runs locally on the barn tablet; data is synced to the server at the end of the day.
"""),

("school-groups", "School and corporate groups", "2026-03-09", ["groups", "bookings"],
"""# School and corporate groups

Booked by email with Jonah, entered in trekbook admin as a group booking.
@@O7a@@
@@NS1b@@
Ratio for schools: one teacher per six children, plus our guides.
"""),

("tillsync-readme", "tillsync readme", "2026-02-14", ["tillsync", "git"],
"""# tillsync

Runs on the VPS from the deploy user's crontab.

```
# old crontab line from 2025, kept for reference
*/15 * * * * /opt/tillsync/run.sh
```

@@O10a@@
Config in `/opt/tillsync/.env`.
"""),

("weigh-day", "Weigh day", "2026-04-06", ["herd", "weights"],
"""# Weigh day

@@D2a@@
The walk-on scale is zeroed with the gate shut before the first animal.
Anyone losing more than 5% since last month gets flagged to Morag.
"""),

("pricing-history", "Pricing history", "2026-01-15", ["pricing", "treks"],
"""# Pricing history

@@D7a@@
The Tarn Loop was £65 in 2025. Picnic trek didn't exist as a product yet.
Morag wants prices reviewed every January, not mid-season.
"""),

("square-outage-jan", "Square outage, January", "2026-01-26", ["tillsync", "incident"],
"""# Square outage — 9 January

@@D9a@@
The outage lasted most of the afternoon; Bea took card payments on the SumUp reader from the yard.
Nothing was lost, the day's sales were synced by hand the next morning.
"""),

("shop-opening", "Farm shop opening hours and payments", "2026-05-20", ["shop"],
"""# Farm shop

Open Wednesday to Sunday, 10 till 4 (and every day in August).
@@A7b@@
Cash float of £100 in the till, counted at close by Bea.
"""),

("hay-order-2026", "Hay order 2026", "2026-08-28", ["herd", "feed"],
"""# Hay

Ordered 180 small bales from the Wilsons at Low Lorton, delivered in two loads.
Haylage only for the old girls (Heather and Juniper) who struggle with stalky hay.
"""),

("yarn-dye-batches", "Yarn dye batches", "2026-09-03", ["yarn"],
"""# Dye batches

Bea dyes small batches in the shop barn: 20 skeins per colourway.
Natural undyed colours outsell dyed ones two to one.
"""),

("halter-training", "Halter training", "2026-06-25", ["herd", "training"],
"""# Halter training

The 2025 cria start halter training this summer: short sessions, ten minutes, in the catch pen.
Juniper walks alongside as the calm one.
"""),

("open-day-2026", "Open day 2026", "2026-07-20", ["events", "visits"],
"""# Open farm day — 5 September

Free entry, meet-the-herd every hour, spinning demonstration in the shop barn.
Parking in the lower field; marshals from the village.
"""),

("xero-accounts", "Xero account codes", "2026-02-20", ["xero", "accounts"],
"""# Xero codes

200 Trek sales, 210 Shop sales yarn, 215 Shop sales other, 220 Café.
Trek takings come into Xero from the payout reports; Bea reconciles them on Mondays.
"""),

("insurance-renewal", "Insurance renewal", "2026-10-02", ["admin"],
"""# Insurance

Public liability £10m, renews 1 November. The insurer asks for the trek risk assessment and the waiver
wording every year.
"""),

("herd-names", "Herd names", "2026-06-30", ["herd"],
"""# Who's who

Trek regulars: Juniper, Bramble, Heather, Willow (females); Basil, Dougal, Fennel, Hector, Rufus (geldings).
Stud males: Oberon, Caspian, Teasel.
"""),

("trek-weather-policy", "Trek weather policy", "2026-03-30", ["treks", "weather"],
"""# Weather

Rain is fine — alpacas don't mind it. Wind and lightning are the limits.
If Jonah cancels for weather the customer chooses a rebook or a refund.
"""),

("seo-notes", "SEO notes", "2026-08-05", ["marketing", "site"],
"""# SEO

"Alpaca trekking Lake District" is the phrase that matters; the brochure site ranks 4th.
Each trek page needs its own photos and a short FAQ.
"""),

("fleece-grading", "Fleece grading", "2026-06-12", ["fleece", "shearing"],
"""# Fleece grading

Grade 1: fine, even, long enough to spin. Grade 2: usable for aran and felting. Grade 3: rugs and garden use.
Micron testing for the studs only, sample sent to the lab after shearing.
"""),

("microchip-scanner", "Microchip scanner", "2026-05-03", ["herdlog", "hardware"],
"""# Microchip scanner

The Bluetooth reader pairs with the barn tablet; scanning a chip opens that animal's page in herdlog.
Battery lasts about a weigh day and a half.
"""),

("review-replies", "Replying to reviews", "2026-08-22", ["marketing", "customers"],
"""# Reviews

Reply to every Google and Tripadvisor review within a week, Jonah or Bea.
Name the alpaca the walker had if we know it.
"""),

("volunteer-days", "Volunteer days", "2026-04-22", ["volunteers"],
"""# Volunteers

Fencing and muck-out days once a month, usually a Sunday. Lunch and a free trek voucher for regulars.
"""),

("stud-services", "Stud services", "2026-04-28", ["herd", "breeding"],
"""# Stud services

Oberon is available for outside matings, drive-by only (the female comes to us and goes home the same day).
Spit-off test at 7 and 14 days, logged in herdlog.
"""),

("brochure-site", "Brochure site", "2026-02-08", ["site"],
"""# Brochure site

Static site built with Eleventy from the `site` repo; Cloudflare Pages deploys it.
Trek pages link to the booking pages; the shop link goes to the online shop.
"""),

("newsletter-ideas", "Newsletter ideas", "2026-10-14", ["marketing", "shop"],
"""# Newsletter ideas

Cria of the month; a knitting pattern with the new aran; behind the scenes on shearing day.
Keep it to one email a month.
"""),
]
