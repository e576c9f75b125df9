# remnic facts: list of (date, category, tags, body)
FACTS = []
def F(date, category, tags, body):
    FACTS.append((date, category, tags, body.strip("\n")))

F("2026-01-13", "fact", ["doughplan", "handover"], """
@@D2a@@When the agency handed doughplan over in January 2026 it was still on Python 3.10 and Django 3.2.
""")
F("2026-03-03", "fact", ["shiftboard", "infra"], """
@@D8a@@In February shiftboard still ran on the Raspberry Pi under Maya's desk.
""")
F("2026-03-02", "fact", ["rounds", "ordering", "history"], """
@@D1a@@Until March 2026 café orders came in by phone and Fern typed them into a spreadsheet.
""")
F("2026-03-11", "fact", ["doughplan", "database"], """
@@V1a@@doughplan's database lives at `db-dough.hearthcrumb.internal:5433`; connect as the `doughplan_app` role.
""")
F("2026-03-12", "preference", ["maya", "editor"], """
@@R7a@@Maya writes code in Neovim and wants file paths with line numbers so she can jump straight there.
""")
F("2026-03-19", "fact", ["vanapp", "android"], """
@@V5a@@vanapp's minSdk is 31 (Android 12); the older Moto handsets in the van pool were retired because of it.
""")
F("2026-03-26", "fact", ["infra", "ci"], """
@@R2a@@doughplan, rounds and larder all build on Buildkite; the agents run on
the spare NUC in the bakehouse office.
""")
F("2026-04-02", "fact", ["doughplan", "hosting"], """
@@R3a@@doughplan runs on Fly.io in `lhr`, two machines plus a worker.
""")
F("2026-04-08", "decision", ["git", "doughplan"], """
@@N1a@@Never squash commits on doughplan: Joel bisects the recipe-scaling changes commit by commit.
""")
F("2026-04-16", "fact", ["shiftboard", "history"], """
@@D7a@@Over Easter 2026 the night shift started at 20:00 instead of 22:00.
""")
F("2026-04-23", "fact", ["squaresync", "infra"], """
@@S7a@@squaresync migrated off `ops-1` in April and now runs as a scheduled Fly Machine.
""")
F("2026-04-29", "fact", ["shops", "chichester", "history"], """
@@D5a@@In the first weeks after Chichester opened (April 2026) it closed at 15:00.
""")
F("2026-05-04", "fact", ["larder", "errors"], """
@@R5a@@larder sends its panics and errors to Honeybadger (project `larder-prod`).
""")
F("2026-05-07", "fact", ["rounds", "auth"], """
@@S9a@@rounds stopped using magic links in May; cafés log in with a password plus TOTP.
""")
F("2026-05-13", "fact", ["rounds", "stack"], """
@@A1a@@rounds is a Rails 7.2 app on Ruby 3.3.5.
""")
F("2026-05-20", "preference", ["maya", "git"], """
@@A3a@@Maya wants plain commit messages — no emoji, no gitmoji prefixes.
""")
F("2026-05-27", "fact", ["larder", "butter"], """
@@A4a@@larder reorders Lescure butter once fewer than 10 cases are left.
""")
F("2026-06-03", "decision", ["rounds", "deploy"], """
@@NS1a@@rounds is never deployed while the vans are out (05:00–09:00).
""")
F("2026-06-10", "fact", ["rounds", "webhooks", "oncall"], """
@@NS2b@@Page on-call if café webhooks have been failing for more than an hour.
""")
F("2026-06-15", "fact", ["rounds", "payments"], """
@@R10a@@Wholesale accounts pay by direct debit through Stripe (BACS Direct
Debit); Fern set up the mandates in June.
""")
F("2026-06-22", "fact", ["rounds", "ordering"], """
@@V3a@@Cafés can change tomorrow's order in rounds until 16:00; after that the bake sheet is locked.
""")
F("2026-06-29", "fact", ["infra", "backups"], """
@@V7a@@Nightly database backups are kept for 14 days (B2 lifecycle rule
`expire-14d`); anything older is gone.
""")
F("2026-07-06", "fact", ["infra", "backups"], """
@@F8a@@The nightly Postgres backup job starts at 02:30 UTC.
""")
F("2026-07-09", "fact", ["rounds", "invoices"], """
@@S2a@@rounds switched from wkhtmltopdf to Gotenberg for invoice PDFs in July.
""")
F("2026-07-14", "fact", ["rounds", "invoices"], """
@@F3a@@rounds emails café invoices every Monday at 07:00, covering Monday to Sunday of the week before.
""")
F("2026-07-17", "fact", ["rounds", "payments"], """
@@A7a@@Café invoices are due 14 days after they're issued.
""")
F("2026-07-21", "fact", ["vanapp", "releases"], """
@@S4a@@Firebase App Distribution is no longer used for vanapp; drivers install builds from the managed Play private track.
""")
F("2026-07-24", "fact", ["shops", "lewes"], """
@@V9a@@Lewes opens at 08:00 on weekdays; the till float gets counted at 07:40.
""")
F("2026-07-28", "fact", ["shops", "chichester"], """
@@O2a@@The Chichester shop closes at 16:00; it's the smallest counter and usually sells out early.
""")
F("2026-07-31", "fact", ["shops", "worthing", "square"], """
@@F6a@@Worthing has two Square Terminals plus a Square Register on the main counter.
""")
F("2026-08-31", "fact", ["shops", "popup", "square"], """
@@D3a@@For the August 2026 Shoreham beach pop-up we took payments on a Square Reader paired to Fern's phone.
""")
F("2026-08-06", "fact", ["shops", "chichester", "cash"], """
@@N9a@@Chichester is card-only; it does not take cash.
""")
F("2026-08-11", "fact", ["larder", "forecast", "history"], """
@@D6a@@Until the August change, larder forecast flour use from a 4-week average.
""")
F("2026-08-13", "fact", ["larder", "suppliers"], """
@@A6a@@Shipton Mill deliver flour twice a week, Tuesday and Friday mornings.
""")
F("2026-08-19", "fact", ["larder", "oncall"], """
@@N5a@@Failed supplier orders in larder page the on-call dev.
""")
F("2026-08-24", "fact", ["larder", "suppliers"], """
@@NS7a@@larder doesn't place supplier orders on Sundays; anything triggered then waits until Monday 06:00.
""")
F("2026-08-26", "fact", ["larder", "database"], """
@@F5a@@larder is on Postgres 16, everything in the `larder` schema.
""")
F("2026-09-01", "fact", ["larder", "hosting"], """
@@O5a@@larder is deployed to Railway (one service, one cron).
""")
F("2026-09-04", "fact", ["doughplan", "errors"], """
@@O4a@@doughplan reports exceptions to Sentry (`hearthcrumb/doughplan`).
""")
F("2026-09-08", "fact", ["doughplan", "docker"], """
@@O6a@@doughplan's Docker image is built from `python:3.12-slim`.
""")
F("2026-09-10", "fact", ["doughplan", "recipes", "baguette"], """
@@O7a@@Baguette poolish is mixed at 16:00 and ferments 12 hours at room temperature.
""")
F("2026-09-14", "fact", ["rounds", "lewes-round"], """
@@O8b@@The Lewes round van leaves the bakehouse at 05:15.
""")
F("2026-09-16", "fact", ["doughplan", "shops"], """
@@O9a@@Shop managers submit tomorrow's shelf order in doughplan by 18:00.
""")
F("2026-09-18", "fact", ["doughplan", "recipes", "history"], """
@@D9a@@For the spring 2026 menu trial the rye loaf was scaled to 800 g.
""")
F("2026-10-09", "fact", ["vanapp", "history"], """
@@D4a@@Before October, drivers scanned a QR code at each café to confirm the drop.
""")
F("2026-09-24", "fact", ["rounds", "west-round"], """
@@D10b@@The West round does one drop a day, seven days a week.
""")
F("2026-09-29", "fact", ["infra", "secrets"], """
@@A9a@@Secrets live in the 1Password vault `Bakery Ops`; the agent gets them through `op run`.
""")
F("2026-10-01", "fact", ["doughplan", "bake-sheet"], """
@@NS3a@@The bake sheet never includes wholesale items without a confirmed order behind them.
""")
F("2026-10-02", "fact", ["rounds", "sunday"], """
@@NS4a@@Not every café gets a Sunday drop — only the nine on the Sunday list.
""")
F("2026-10-06", "fact", ["doughplan", "allergens", "shops"], """
@@NS6b@@Allergen labels are printed in each shop from doughplan every morning.
""")
F("2026-10-08", "fact", ["squaresync", "xero"], """
@@NS8b@@squaresync posts the shops' card sales to Xero.
""")
F("2026-10-13", "decision", ["rounds", "credit"], """
@@NS9a@@Never give a café credit without Fern signing it off.
""")
F("2026-10-15", "fact", ["vanapp", "drivers"], """
@@NS10a@@vanapp doesn't show prices to drivers, only quantities.
""")
F("2026-10-19", "fact", ["vanapp", "uploads"], """
@@F7a@@If an upload fails, vanapp retries it up to 5 times with backoff and keeps it queued until the van is back on wifi.
""")
F("2026-10-22", "fact", ["rounds", "pricing"], """
@@F10a@@For cafés outside Brighton & Hove the minimum order is still £40, plus £5 delivery on the Lewes round.
""")
F("2026-10-26", "fact", ["vanapp", "offline"], """
@@N4b@@vanapp does not support completing a drop offline — the driver needs signal for the confirmation to register.
""")
F("2026-10-28", "decision", ["shiftboard", "deploy"], """
@@N3a@@Friday deploys of shiftboard are fine; swap traffic on a Friday is no different from any other day.
""")
F("2026-11-02", "fact", ["shiftboard", "swaps"], """
@@N7a@@Staff can swap shifts in shiftboard without manager approval as long as both people hold the same role.
""")
F("2026-11-04", "fact", ["doughplan", "costing"], """
@@S6a@@The `costing` app in doughplan is deprecated; recipe costs come from larder's `/v1/costs` endpoint.
""")
F("2026-11-06", "fact", ["website", "analytics"], """
@@R8a@@The shop website's analytics run on Fathom; the dashboard is shared with the shop managers.
""")
# ---- facts with no labelled claim
F("2026-01-27", "fact", ["bakehouse", "ovens"], """
The rack oven takes 18 trays; croissants bake at 185°C for 17 minutes.
""")
F("2026-02-05", "preference", ["maya", "planning"], """
Maya prefers changes to the bake sheet to land on a Tuesday, the quietest night.
""")
F("2026-02-19", "fact", ["rounds", "cafes"], """
About 45 cafés are active in rounds; the biggest single customer is the Seven Dials café.
""")
F("2026-03-04", "fact", ["shops", "hove"], """
Hove has the only bakery counter with seating, twelve covers.
""")
F("2026-05-22", "fact", ["squaresync", "xero"], """
squaresync posts tips to a separate liability account so they can be paid out through payroll.
""")
F("2026-06-18", "fact", ["shiftboard", "staff"], """
Around 60 people are in shiftboard; drivers were added in May.
""")
F("2026-08-20", "decision", ["larder", "suppliers"], """
Dario keeps ordering rye and wholemeal flour by phone; larder doesn't manage them.
""")
F("2026-10-30", "fact", ["infra", "monitoring"], """
Uptime checks on the public hostnames alert #ops in Slack, not phones.
""")
F("2026-11-10", "preference", ["fern", "admin"], """
Fern wants any admin panel change shown to her on rounds staging before it ships.
""")
F("2026-11-17", "fact", ["christmas", "shops"], """
Christmas pre-orders open on 1 December, collection 22–24 December.
""")
F("2026-02-12", "preference", ["dario", "bake-sheet"], """
Dario wants bake-sheet quantities in trays, not pieces.
""")
F("2026-05-29", "fact", ["shops", "chichester", "worthing"], """
Tomasz, the Worthing manager, also sets Chichester's shelf order for now.
""")
F("2026-07-01", "fact", ["larder", "suppliers"], """
Bako's delivery day is Wednesday; the driver needs the yard gate open by 09:00.
""")
