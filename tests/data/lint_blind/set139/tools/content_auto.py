# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def A(slug, title, created, tags, body):
    AUTO["auto/%s.md" % slug] = (title, created, tags, body.strip("\n") + "\n")

A("booking-slot-rules", "Booking slot rules in fittingroom", "2026-02-11", ["fittingroom", "appointments"], """
# Booking slot rules

How fittingroom lays out the diary for each suite.

@@V2b@@
Return appointments and bridesmaid groups use their own slot types; the stylist can stretch a slot by hand.
@@NS8a@@

## Suites
Slots are per suite, not per stylist, so two stylists can't double-book a suite.
The diary opens 16 weeks ahead, released every Monday morning.
""")

A("halcyon-ordering", "Ordering from Halcyon Bridal", "2026-04-22", ["supplyline", "designers", "halcyon"], """
# Halcyon Bridal: ordering notes

@@V4b@@
They want the bride's measurements in centimetres on their own sheet, plus the hollow-to-hem.
Colour swatches (ivory, champagne, blush) must be quoted by code, not name.
Their UK rep is happy to take questions by email; expect answers in two working days.
""")

A("fittingroom-local-setup", "fittingroom local setup", "2026-03-03", ["fittingroom", "dev", "setup"], """
# fittingroom: local setup

@@V5b@@
Use Herd or `brew install php@8.2`; Composer 2.7+.

Local `.env` that works with the docker Postgres:

```
DB_CONNECTION=pgsql
DB_HOST=127.0.0.1
DB_PORT=5432
DB_DATABASE=fitting_dev
QUEUE_CONNECTION=sync
```

Then `php artisan migrate --seed` gives you three boutiques, a dozen stylists and fake brides.
Run `npm run dev` in a second terminal for Vite.
""")

A("workroom-handbook", "Workroom handbook (for stylists)", "2026-05-06", ["altertrack", "workroom", "alterations"], """
# What stylists need to know about the workroom

## Timings
@@V7b@@
@@V7b+@@
Brides should have their pinning fitting 8–10 weeks before the wedding; earlier and they change size, later and
we are rushing.

## What the workroom doesn't do
- Dyeing, and remaking bodices from scratch.
- Alterations on gowns bought elsewhere in peak season (January to May).
""")

A("bride-faq", "Bride FAQ (copy for the website and the stylists)", "2026-01-20", ["website", "appointments", "faq"], """
# Bride FAQ

**What should I bring?** Shoes of roughly the right height, and the underwear you'd wear on the day.

**How many people can I bring?**
@@V10b@@

**Can I take photos?** Yes, of yourself; we ask you not to photograph the labels.

**Do I need to know my budget?** It helps; our gowns start at £1,200.
""")

A("altertrack-ops", "altertrack operations notes", "2026-07-15", ["altertrack", "ops"], """
# altertrack: running it

@@R2b@@
The NUC restarts itself on Sunday nights for updates; if the board is blank on Monday, check Tailscale first.

## Messages to brides
@@N6b@@
The text goes from the boutique sender name and includes the fitting time and which boutique.

## Known issues
- Photo uploads over the workroom Wi-Fi stall at about 20 MB; ask them to use the iPad's camera at normal size.
""")

A("altertrack-ci", "altertrack CI", "2026-06-30", ["altertrack", "ci"], """
# altertrack CI

@@R3b@@
Tests run with pytest-django; the settings module for CI is `altertrack.settings.ci`.
A red build blocks the merge button; flaky photo-upload tests are marked `@pytest.mark.flaky`.
""")

A("lookbook-dev", "Working on the website", "2026-02-25", ["website", "lookbook", "dev"], """
# lookbook (website) dev notes

@@R5b@@
`astro dev` serves on port 4321.
Designer pages come from `src/data/designers.json`; the build fails if a designer has no hero image.
Jess owns the copy; ask before changing any wording on the designer pages.
""")

A("deposits-online", "Taking deposits when the bride isn't in the boutique", "2026-05-19", ["tillside", "deposits", "payments"], """
# Remote deposits

Sometimes the bride says yes after the appointment, on the phone or by email.

@@R9b@@
@@R9b+@@
The payment lands against the order in fittingroom by the next morning.
Never take card details over the phone and type them in.
""")

A("deploy-checklist", "fittingroom deploy checklist", "2026-08-04", ["fittingroom", "deploy"], """
# Deploy checklist

@@N1b@@

1. PR approved, CI green.
2. Check the PR says whether there's a migration.
3. Deploy, then watch the error tracker for ten minutes.
4. Book a test appointment in the `TEST` suite and cancel it.

```
# smoke test
curl -fsS https://book.ivorythread.co.uk/health
```
""")

A("schema-changes", "Shipping a schema change in fittingroom", "2026-02-09", ["fittingroom", "database", "migrations"], """
# Schema changes

@@N4b@@
@@N4b+@@
Back up the table first if the migration drops anything.
Add columns as nullable, backfill in a separate job, tighten later.
""")

A("sales-floor-rules", "Sales floor rules", "2026-03-30", ["boutiques", "samples", "stylists"], """
# Sales floor rules

@@N5a@@
Every gown is ordered in the bride's size from the designer, even when the sample fits.
Steam samples after every try-on; a creased sample sells nothing.
Never leave a bride alone in the suite with the gown half done up.
""")

A("fittingroom-testing", "fittingroom test suite", "2026-09-08", ["fittingroom", "tests"], """
# fittingroom tests

@@N8b@@
`php artisan test --parallel` takes about 40 seconds on the M2.
Factories live in `database/factories`; `BrideFactory` gives a wedding date 6–18 months out.
External calls (SMS, mail, payments) are faked with `Http::fake()`.
""")

A("supplyline-notes", "supplyline notes", "2026-10-21", ["supplyline", "orders"], """
# supplyline notes

## Confirmations
@@N10b@@
The confirmation PDF is also attached to the order so the stylist can find it.

## Inventory tab
Shows every sample per boutique and rail; the rails are numbered per boutique.
""")

A("altertrack-postgres-migration", "altertrack database move", "2026-06-22", ["altertrack", "database", "migration"], """
# altertrack: database move

@@S2b@@
Data was copied with `manage.py dumpdata`/`loaddata`; 4,112 jobs and 9,870 fittings came across.
The old file is kept on the NUC as `db.sqlite3.bak` until the end of the year.
Connection goes over Tailscale to app-1; the workroom noticed nothing.
""")

A("website-booking-widget", "Booking widget on the website", "2026-05-27", ["website", "fittingroom", "booking"], """
# Booking widget

@@S5b@@
The widget reads the boutique from `data-boutique="HGT|YRK|LDS"` on the container.
It shares the fittingroom session cookie, so a bride who is logged in sees her own bookings.
""")

A("stock-count", "Sample stock count", "2026-01-08", ["samples", "stock"], """
# Sample stock count

Done twice a year, January and July, by each boutique manager.

@@S8a@@
Count by rail; anything missing gets a note and a photo of the empty hanger.
Harriet wants the count finished before the January sample sale.
""")

A("contact-form", "Website contact form", "2026-03-18", ["website", "enquiries"], """
# Contact form

@@S10b@@
Spam is filtered with a honeypot field and Cloudflare Turnstile.
Each enquiry gets the boutique the bride picked, or Harrogate if she didn't pick one.
""")

A("backup-notes", "Backup notes", "2026-05-02", ["backups", "infra"], """
# Backups: notes

@@F4b@@
Restore needs the key, `age -d`, then `pg_restore` into a fresh database.
Don't restore over `pg-fit` itself; restore to a new database and switch.
""")

A("workroom-pricing", "Workroom pricing notes", "2026-06-10", ["altertrack", "pricing"], """
# Pricing notes

@@F5b@@
Bustles depend on the number of points; five points is the usual.
Prices are quoted including VAT.
""")

A("supplier-orders-howto", "How supplier orders go out", "2026-04-14", ["supplyline", "orders"], """
# Supplier orders: how-to

Stylists enter orders in supplyline during the week; Priya checks them on Monday morning.

@@F6b@@
@@F6b+@@
Anything entered after the cut-off waits for the following week unless Harriet agrees to a one-off.
""")

A("harrogate-sundays", "Sundays in Harrogate", "2026-03-01", ["boutiques", "harrogate"], """
# Harrogate Sundays

@@F9b@@
Two stylists on; Priya and one other on rotation.
""")

A("bridesmaid-orders", "Bridesmaid orders", "2026-04-02", ["bridesmaids", "tillside", "orders"], """
# Bridesmaid orders

Lumen Atelier makes nearly all our bridesmaid dresses.

@@O3b@@
One order per group, each dress listed by size; colours by Lumen's code.
""")

A("old-blog", "The old blog", "2026-02-19", ["website", "legacy"], """
# Old blog

@@O5b@@
It still gets traffic from a 2019 post about bustles, so it stays up for now.
Harriet would like it folded into the new site one day.
""")

A("designer-repairs", "Sending gowns back to the designer", "2026-08-12", ["designers", "repairs"], """
# Designer repairs

@@O7b@@
Only for manufacturing faults: broken zips on arrival, lace flaws, wrong colour.
Tell the bride on the day; if the wedding is close, the workroom fixes it instead.
""")

A("harrogate-refit", "Harrogate refit", "2026-04-28", ["boutiques", "harrogate"], """
# Harrogate refit (April 2026)

@@O9a@@
New lighting in all suites; the mirrors in suite 2 were replaced.
The bridesmaid lounge doubles as a waiting area on busy Saturdays.
""")

A("sample-sale-jan-2026", "January 2026 sample sale", "2026-01-26", ["samples", "sale"], """
# Sample sale, January 2026

@@D1a@@
It ran 10–18 January in Harrogate and York; Leeds didn't exist yet.
Takeaways: Saturdays were overbooked, Thursdays were empty.
""")

A("opening-hours-history", "Opening hours history", "2026-03-05", ["boutiques", "history"], """
# Opening hours history

@@D5a@@
York opened on Mondays in 2024 and stopped in 2025.
Late opening on Thursdays was tried in Harrogate in autumn 2025 and dropped.
""")

A("admin-access", "fittingroom admin access", "2026-01-14", ["fittingroom", "access"], """
# Admin access

@@A1a@@
New stylists are added to the `stylists` group in Google Workspace by Marcus; the role follows the group.
Leavers are removed the same day.
""")

A("altertrack-dev-setup", "altertrack dev setup", "2026-01-29", ["altertrack", "dev", "setup"], """
# altertrack: local setup

@@A3a@@
`python manage.py runserver 0.0.0.0:8000`, then open it from the iPad on the same network to test photo uploads.
Fixtures in `fixtures/demo.json` give a week of fake jobs.
""")

A("repos", "Repositories", "2026-02-03", ["infra", "git"], """
# Repositories

@@A8a@@
- `fittingroom`, `altertrack`, `supplyline`, `tillside`, `lookbook`
- `ops` holds the backup scripts and server notes.
""")

A("gown-arrival", "When a gown arrives", "2026-07-07", ["boutiques", "orders"], """
# Gown arrival

@@A9a@@
Mark it arrived in supplyline; that updates the order and the bride's record.
Any fault: photograph it before anything else (see the designers memory for who to tell).
""")

A("stylist-email", "Emailing brides", "2026-02-16", ["stylists", "email"], """
# Emailing brides

@@NS3b@@
Sign with your first name and the boutique; copy the boutique manager on anything about money.
""")

A("returns-policy", "Returns policy", "2026-06-05", ["policy", "returns"], """
# Returns

@@NS5a@@
Accessories follow the normal consumer rules.
""")

A("york-fittings", "York alteration fittings", "2026-05-13", ["york", "altertrack", "fittings"], """
# York fittings

@@NS9b@@
The York manager books them in altertrack and the gown comes over from Harrogate the day before.
""")

# ---------- filler notes (no labelled claims)
A("instagram-posting", "Instagram posting", "2026-02-27", ["marketing"], """
# Instagram

Harriet posts; stylists send photos to the shared album.
Only post a bride with her written consent, and never before her wedding day.
""")
A("label-printer", "Workroom label printer", "2026-07-21", ["altertrack", "hardware"], """
# Label printer

Brother QL-820NWB in the workroom; 62 mm continuous labels.
altertrack can't print to it yet (see altertrack v2).
""")
A("boutique-wifi", "Boutique Wi-Fi", "2026-01-16", ["boutiques", "network"], """
# Wi-Fi

Harrogate and York have a staff network and a guest network; guests never get the staff password.
Leeds uses the landlord's Wi-Fi for staff and the card reader's SIM for payments.
""")
A("google-reviews", "Google reviews", "2026-04-09", ["marketing"], """
# Reviews

After collection, fittingroom emails the bride a review link two weeks after the wedding date.
Harriet replies to every review herself.
""")
A("photo-shoot-2026", "Spring 2026 photo shoot", "2026-03-22", ["marketing", "website"], """
# Spring shoot

Shot at Ripley Castle on 2026-03-21; 14 gowns, two models.
Images are in the shared drive; the website uses the web-size exports.
""")
A("dress-bag-stock", "Garment bag stock", "2026-08-26", ["boutiques", "supplies"], """
# Garment bags

Order from the packaging supplier when we're down to 40 bags per boutique.
Long bags for trains over 1.5 m.
""")
A("steamer-maintenance", "Steamers", "2026-09-30", ["boutiques", "equipment"], """
# Steamers

Descale every Friday; distilled water only.
York's second steamer has a cracked hose, replacement ordered.
""")
A("say-yes-bell", "The say-yes bell", "2026-01-22", ["boutiques"], """
# Say-yes bell

Ring it only if the bride wants it; ask quietly first.
""")
A("trunk-show-halcyon", "Halcyon trunk show", "2026-09-15", ["designers", "events"], """
# Halcyon trunk show (York, 2026-10-24)

Halcyon sent 22 gowns for one weekend; appointments booked as normal first bridal appointments.
8 orders over the weekend.
""")
A("stylist-onboarding", "Stylist onboarding", "2026-06-18", ["stylists", "training"], """
# New stylist checklist

- Google Workspace account, then add to the `stylists` group.
- Shadow three first appointments before leading one.
- Walk through supplyline with Priya before placing any order.
""")
A("pricing-update-2026", "Price list update March 2026", "2026-03-09", ["pricing"], """
# Price list update

New price list from 2026-03-02: gowns up 4–6%, alterations unchanged.
The website designer pages show "from" prices only.
""")
A("parking-harrogate", "Parking near Harrogate boutique", "2026-05-21", ["harrogate", "faq"], """
# Parking

Brides can park in the Victoria car park; we don't validate tickets.
""")
A("accessibility-audit", "Website accessibility audit", "2026-10-06", ["website", "accessibility"], """
# Accessibility audit

Jess ran axe on the main pages: contrast on the blush buttons failed, fixed in October.
The booking widget needed labels on the date picker.
""")
A("newsletter", "Newsletter", "2026-07-28", ["marketing", "email"], """
# Newsletter

Monthly, written by Harriet, sent from the marketing tool, never from fittingroom.
Brides only get it if they ticked the box at booking.
""")
A("pinning-fitting", "The pinning fitting", "2026-04-07", ["altertrack", "fittings", "alterations"], """
# Pinning fitting

Book 90 minutes in a suite with a seamstress; the bride brings her shoes and underwear.
@@NS6b@@
The second fitting is booked before she leaves.
""")
