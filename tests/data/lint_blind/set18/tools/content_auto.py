# Free notes: slug -> (created, tags, title, body)
AUTO = {}

AUTO["hirebook-local-setup"] = ("2026-02-03", ["hirebook", "dev-setup"], "hirebook local setup", """
Notes from getting hirebook running on the new ThinkPad.

@@O4b@@
`uv sync` then `docker compose up -d` for the local Postgres and broker.

Seeding: `uv run python -m hirebook.scripts.seed --shops 4 --bikes 80` gives a realistic
calendar. The seed is deterministic, so screenshots in PRs are comparable.

@@V1b@@
Use your own read-only role for that, not `hire_app`.

Gotcha: the Stripe CLI has to forward to `localhost:8000/webhooks/stripe` or payments hang in
"processing" forever.
""")

AUTO["partsync-runbook"] = ("2026-07-14", ["partsync", "runbook"], "partsync runbook", """
## When the import fails

@@V4b@@
are fresh long before the first customers come in. If #integrations shows a failure:

1. Check the job log on the worker (`journalctl -u partsync-import --since today`)
2. Re-run by hand: `partsync import --supplier madison --since yesterday`
3. If it fails again, tell Kwame; don't poke the mapping tables

@@O2b@@
Skipped SKUs are listed in the morning summary so the shops know which counts are stale.

## Known noise
- "price changed by >30%" warnings are usually clearance lines, ignore unless it's a brake part
""")

AUTO["wrench-upgrade-log"] = ("2026-05-20", ["wrench", "upgrade", "rails"], "wrench upgrade log (spring 2026)", """
Running log of the wrench platform upgrade, SWC-390.

- 2026-04-28: Rails 7.0 -> 7.1 on staging, soak week started
- 2026-05-06: prod. Cookie serialisation issue logged everyone out once (expected, see SWC-391)
@@V5b@@
@@S8b@@
The queue tables live in the main database, which made the k8s side simpler: one less
stateful thing to run.
@@D2b@@

Left to do: Turbo 8 morphing on the ticket board, drop the jQuery datepicker.
""")

AUTO["ebike-battery-notes"] = ("2026-04-09", ["lockd", "ebike", "battery"], "e-bike battery handling", """
How battery state flows from the bikes to the booking side.

The lock reads the e-bike battery over the bike's CAN adapter and reports it with every ping.
@@V7a@@
Staff see the same flag on the shop dashboard so the bike goes on the rail first.

Beth's rule of thumb: a full charge is good for ~60 km in the Dales with a rider who uses turbo
on every hill, so staff should mention range when someone plans a long route.
""")

AUTO["storefront-image-pipeline"] = ("2026-08-11", ["storefront", "images"], "storefront image pipeline", """
How product images get from the admin to the page.

@@V9a@@
The resizer (`sharp`, in a route handler) makes 320/640/1280 widths as WebP and AVIF, stores
them in the `swc-media` bucket and writes the URLs back on the product.

Supplier images from partsync go through the same path, so a huge supplier photo fails the same
way; partsync logs those and moves on.
""")

AUTO["hirebook-celery-debugging"] = ("2026-03-17", ["hirebook", "celery", "debugging"], "Debugging stuck hirebook tasks", """
Notes from the 2026-03-16 incident where confirmation emails stopped for two hours.

@@R1b@@
That day the list had 1,900 entries because one worker was stuck on a Stripe call with no
timeout.

Fixes:
- `STRIPE_TIMEOUT=10` on every Stripe client call
- `task_time_limit=120` and `task_soft_time_limit=90` for all tasks
- Flower is now reachable through the bastion at `:5555` for a quick look

Check first next time: `celery -A hirebook inspect active`.
""")

AUTO["storefront-dev-setup"] = ("2026-07-02", ["storefront", "dev-setup"], "storefront dev setup", """
Getting storefront running locally after the relaunch.

@@R5b@@
Then `cp .env.example .env.local` and ask Dani for the Stripe test key.

- `dev` script runs Next on :3000 with turbopack
- Meilisearch locally via `docker compose up search`
- Seed products: `scripts/seed-products.ts` pulls 200 SKUs from the staging API

Playwright needs `npx playwright install chromium` once per machine.
""")

AUTO["partsync-internals"] = ("2026-06-25", ["partsync", "internals"], "partsync internals", """
Things Kwame explained while pairing on the mapping bug.

@@R7a@@
Back it up before any manual fix; the nightly job doesn't lock it.

@@N8b@@
Our stock numbers flow the other way: partsync -> our parts list -> wrench/storefront.

Mapping tables: `supplier_sku` -> `part_id`, plus a `manual_overrides` table for the 40-odd
parts where Madison's descriptions are wrong.
""")

AUTO["lockd-grafana-dashboards"] = ("2026-05-06", ["lockd", "grafana", "monitoring"], "lockd dashboards", """
@@A8b@@
Folder "Fleet", owner Owen.

@@R9b@@
Panels worth knowing:
- "Locks not seen in 30 min" (the one the shops ask about)
- Battery histogram per shop
- Unlock latency p95 (BLE vs remote)

If a panel shows "no data" across the board, the collector has probably lost its connection to
the broker; restart lockd before digging further.
""")

AUTO["app-permissions"] = ("2026-04-22", ["app", "permissions", "privacy"], "Rider app permissions", """
What the rider app asks for and why (for the store privacy labels).

- Bluetooth: unlocking and locking at the dock
- Camera: QR code at pickup and the ID check
- Notifications: hire-ending reminders
@@N2b@@

iOS strings live in `app.json` under `ios.infoPlist`; keep them in plain English, Apple rejected
"to improve your experience" in March.
""")

AUTO["storefront-deps"] = ("2026-08-19", ["storefront", "dependencies", "renovate"], "storefront dependency policy", """
Dani and Owen went back and forth on this in August; writing down where it landed.

@@N4b@@
Renovate config: weekly schedule (Monday before 09:00), automerge for devDependencies patch
bumps only, group all `@radix-ui/*` packages.

Lockfile changes in a PR that doesn't touch package.json need a reason in the description.
""")

AUTO["ebike-pricing"] = ("2026-06-08", ["ebike", "pricing", "hirebook"], "E-bike hire terms", """
Beth's summary for the shops after v2 went live.

- Half day / full day / multi-day, weekend multiplier applies as for standard bikes
@@N7b@@
@@O9a@@
- Helmets included, panniers £5/day

If a customer asks for longer, offer a second booking after a swap-out check in the workshop.
""")

AUTO["phone-bookings"] = ("2026-01-27", ["hirebook", "shops", "phone"], "Phone bookings", """
How the shops handle hire bookings that come in by phone.

New bookings: staff create them in hirebook's staff view, payment by card over the phone.
@@S4a@@
Staff should always read the new end time back to the customer.

Phone hours: 09:00-17:00, calls outside that go to voicemail and Beth triages them next morning.
""")

AUTO["paging-migration"] = ("2026-10-21", ["oncall", "paging", "incident"], "Paging migration", """
@@S7b@@
Schedules and escalation policies were recreated by hand (only three people, so quick).

- Alertmanager's paging receiver now points at the incident.io webhook
- Phone numbers re-verified for Owen, Dani, Kwame
- Slack `/inc` command opens an incident and a channel

Nobody missed a page during the switch; test page sent to each person on the Wednesday.
""")

AUTO["workshop-tablets"] = ("2026-01-19", ["wrench", "workshop", "tablets"], "Workshop tablets", """
Each shop has two Samsung Tab A9 tablets in rugged cases on the stands.

@@S10a@@
Passwords are on the inside of the workshop door, which Owen is not thrilled about.

@@F2b@@
@@NS10a@@
The safety check is the brake/quick-release/torque list Mo wrote; it's a required step in the
close dialog.

Tablets are in kiosk mode (Fully Kiosk Browser) pointed at wrench's ticket board.
""")

AUTO["wrench-testing"] = ("2026-03-04", ["wrench", "testing", "rspec"], "wrench testing notes", """
RSpec + FactoryBot, system specs with Cuprite (headless Chrome).

@@F7b@@
System specs are slow (~4 min), so only for flows the mechanics actually click through.

`bin/rspec --only-failures` after a red run; `--seed` from the CI output to reproduce ordering bugs.
""")

AUTO["storefront-checkout"] = ("2026-07-28", ["storefront", "checkout", "vat"], "storefront checkout", """
Checkout notes after the relaunch.

@@F5b@@
Stripe Checkout is not used; we build the basket ourselves and use PaymentIntents.

@@D9b@@
Collection orders get held for 7 days, then the shop calls the customer.

Delivery: DPD next day over £50, Royal Mail Tracked 48 under that.
""")

AUTO["hirebook-partner-api"] = ("2026-09-02", ["hirebook", "api", "partners"], "hirebook partner API", """
For the hotels (Grantley Hall, two in Harrogate) and the Dales tour operator.

@@F9b@@
Keys are issued by Owen and stored hashed; rotate yearly.

Partners get the same prices as the public site minus their agreed discount, which sits on the
partner record. Rate limit 60 req/min per key.

OpenAPI spec: `/partner/v1/openapi.json`.
""")

AUTO["york-shop-notes"] = ("2026-05-12", ["shops", "york"], "York shop notes", """
Sian's notes on how York differs from the other shops.

@@O6b@@
Vans can only unload on Fossgate before 10:00, so deliveries are booked for 08:30.

Tourist-heavy: most hires are 2-4 hours along the river. Lots of walk-ins, few online bookings.
""")

AUTO["wrench-hosting-history"] = ("2026-06-30", ["wrench", "infra", "history"], "wrench hosting history", """
Written for the infra doc, so nobody wonders why some old runbooks mention `wrench-1`.

@@D2a@@
Deploys were `docker compose pull && up -d` over SSH, and a reboot meant the workshop lost the
ticket board for a few minutes.

The move into the cluster happened together with the Rails 7.1 work in spring.
""")

AUTO["pricing-history"] = ("2026-04-02", ["pricing", "hirebook", "history"], "How hire pricing used to work", """
@@D5a@@
into the old booking system by hand, one shop at a time.
Mistakes were common: the Sheffield weekend rate was wrong for a whole month in 2025.

Current prices are £18 half day, £28 full day for a standard bike (2026 season).
""")

AUTO["tour-de-yorkshire-weekend"] = ("2026-05-05", ["hirebook", "event", "capacity"], "Tour de Yorkshire weekend", """
Retro for the race weekend.

@@D7a@@
It held up: peak was 212 concurrent sessions on the Saturday morning, p95 booking latency 640 ms.

What went wrong:
- York ran out of helmets by 11:00
- The availability cache TTL was too long; two double-bookings (refunded)

The cap went back down on the Monday.
""")

AUTO["hirebook-staging"] = ("2026-02-16", ["hirebook", "staging"], "hirebook staging", """
@@A2a@@
Stripe is in test mode there and notify only delivers to the team's addresses.

To get a specific prod booking onto staging mid-week, ask Owen; there's a one-off export
script but it needs prod access.
""")

AUTO["timezone-bug-march"] = ("2026-03-31", ["bug", "timezone", "hirebook", "app"], "The BST bug (March 2026)", """
On 2026-03-29 every hire ending that day showed an hour late in the app.
Cause: the app formatted a naive datetime from the API as if it were local time.

@@A3b@@
The API now always returns ISO 8601 with offset, and the app uses `date-fns-tz`.
""")

AUTO["app-store-release"] = ("2026-10-02", ["app", "release"], "Rider app store release checklist", """
@@A6b@@

Checklist:
1. Bump `version` and the build numbers in `app.json`
2. Update the "What's new" text (Beth signs it off)
3. TestFlight / internal testing track to the shop managers for two days
4. Phased rollout on iOS, 20% staged rollout on Android

Review times lately: Apple ~1 day, Google a few hours.
""")

AUTO["wrench-release-notes"] = ("2026-09-15", ["wrench", "releases"], "How wrench releases work", """
@@NS1b@@
There's no release branch; main is always deployable.

@@NS9b@@
Framework bumps are the exception and sit on staging for a while first.

Release notes go in #workshop as one line per change, written for mechanics, not devs.
""")

AUTO["invoice-batch"] = ("2026-08-26", ["hirebook", "invoices", "batch"], "hirebook invoice batch", """
Nightly job that emails invoices for completed multi-day and partner hires.

@@NS6a@@
(00:30-01:15 UK time); a half-sent batch double-bills the partners.
It isn't idempotent yet (SWC-471): a restarted worker picks the batch up again from the start.

Manual re-run for one hire: `hirebook invoices send --hire-id <id>`.
""")

AUTO["refunds"] = ("2026-06-17", ["refunds", "tillbridge", "hirebook", "shops"], "Refunds", """
Shop staff asked which system to use for refunds after the v2 launch.

@@NS8a@@
Otherwise the booking stays "paid" in hirebook and the bike's calendar is wrong.

Refund approval: under £50 the shop manager, above that Beth.
""")

AUTO["tillbridge-rate-limits"] = ("2026-07-07", ["tillbridge", "redis", "rate-limit"], "tillbridge rate limits", """
@@O10b@@
Token bucket per shop register, 10 requests/s, burst 30.

Added after a register in Leeds replayed a day of sales in a loop and we hit the provider's
API limit for everyone.
""")

# ---------- notes belonging to no pair
AUTO["bike-theft-procedure"] = ("2026-03-09", ["theft", "lockd", "shops"], "Bike theft procedure", """
What the shops do when a hire bike isn't returned and the customer can't be reached.

1. Two hours after the end time, call and email the customer
2. Owen checks the lock's last position and whether it's still reporting
3. If the bike is moving and the customer isn't answering, call 101 with the crime details

Never go and recover a bike yourself. The police have been good about this in Leeds.
""")

AUTO["stripe-disputes"] = ("2026-05-27", ["stripe", "payments"], "Stripe disputes", """
We get 2-3 chargebacks a month, almost all "didn't recognise the charge".
The statement descriptor is `SPOKEWISE HIRE` for hires and `SPOKEWISE SHOP` for shop sales.

Evidence that wins: signed agreement PDF, lock unlock/return times, the confirmation email.
Beth answers them; Owen pulls the lock history.
""")

AUTO["weekly-metrics-format"] = ("2026-02-20", ["reporting", "beth"], "Weekly metrics format", """
Beth wants the Friday numbers in this order:
hires by shop, utilisation %, workshop jobs by shop, web orders, top 5 parts sold.
One table, no charts, in the #management channel by 16:00.
""")

AUTO["sunday-hire-demand"] = ("2026-08-31", ["hires", "analysis"], "Sunday hire demand", """
Looked at Sunday hires for summer 2026.

Sundays are 1.6x Saturdays for hires in York and Harrogate, but Leeds is flat. Most Sunday
hires start between 09:30 and 11:00 and are full day.

Beth is thinking about a Sunday-only family bundle; no decision yet.
""")

AUTO["cargo-bike-idea"] = ("2026-10-14", ["ideas", "fleet"], "Cargo bikes idea", """
Beth wants to trial 4 cargo bikes in Leeds next spring.

Things to work out before anyone writes code: insurance (different category), whether the locks
fit the frames, and how availability works for a bike that needs a longer handover.
""")

AUTO["meilisearch-synonyms"] = ("2026-08-04", ["storefront", "search"], "Search synonyms", """
Synonyms configured in the storefront search index:

- "tyre" = "tire", "tube" = "inner tube"
- "mech" = "derailleur", "rear mech" = "rear derailleur"
- "cassette" = "block" (older customers say block)

Update them via `scripts/search-settings.ts`, not the dashboard, so they're in git.
""")

AUTO["customer-survey-2026"] = ("2026-09-29", ["customers", "survey"], "Customer survey 2026", """
412 responses, mostly hire customers.

- Top ask: earlier pickup times in summer
- Second: a way to extend a hire from the app without calling
- Complaints: helmets sizes, the York shop being hard to find

Hire extension in the app is now on the roadmap for Q1.
""")

AUTO["onboarding-new-mechanic"] = ("2026-04-14", ["workshop", "onboarding"], "Onboarding a new mechanic", """
Mo's first-week list for new mechanics:

- Day 1: safety induction, stand assignment, tool check
- Day 2-3: shadow on the stand, e-bike motor basics with Kwame
- Week 1: Cytech level 2 check, sign off on brake bleed

Tablets and ticket flow are shown on day 1 by whoever is running the shop.
""")

AUTO["sar-process"] = ("2026-09-24", ["gdpr", "process"], "Subject access requests", """
Beth gets SARs by email, usually 1-2 a month.

1. Confirm identity (reply from the email on the account)
2. Owen runs the export script and sends the zip to Beth
3. Beth replies within 30 days, logs it in the SAR sheet
""")

AUTO["postcode-lookup"] = ("2026-06-03", ["storefront", "checkout", "address"], "Postcode lookup", """
Checkout uses getAddress.io for UK postcode lookup.
Free tier ran out in June; we're on the 5k/month plan now. Key is in the storefront env as
`GETADDRESS_API_KEY`.

Fallback: manual address entry is always available if the lookup fails.
""")

AUTO["school-holiday-demand"] = ("2026-07-20", ["hires", "planning"], "School holiday demand", """
Planning note for the summer holidays.

Families book kids' bikes and trailers in bulk; we only have 14 kids' bikes across all shops.
Beth moved 6 of them to York for August.
Trailer bookings are done by phone because hirebook doesn't model accessories yet.
""")

AUTO["brake-recall-2026"] = ("2026-02-11", ["workshop", "safety", "recall"], "Brake caliper recall", """
Manufacturer recall on a batch of hydraulic calipers fitted to 9 of our hybrid hire bikes.

All 9 were pulled from hire the same day and refitted by the end of the week.
Mo tagged the affected bikes in wrench with `recall-2026-02` so we can prove it to the insurer.
""")

AUTO["hirebook-slow-availability-query"] = ("2026-10-27", ["hirebook", "performance", "sql"], "Slow availability query", """
The availability endpoint got slow (p95 1.8 s) once Harrogate was added.

Cause: the overlap check on `bookings` did a seq scan per slot.
Fix: a GiST index on `tstzrange(start_at, end_at)` plus `bike_id`, and computing all slots of
a day in one query. p95 now ~120 ms.

Don't drop `ix_bookings_bike_period`; the planner depends on it.
""")

AUTO["traefik-cert-renewal"] = ("2026-03-24", ["infra", "tls", "traefik"], "Certificate renewal", """
Public certs come from Let's Encrypt via Traefik's ACME resolver (DNS challenge through Cloudflare).

In March a renewal failed silently because the Cloudflare token had expired.
Now there's an alert when any cert has less than 14 days left.
""")

AUTO["app-review-replies"] = ("2026-07-09", ["app", "reviews"], "Replying to app reviews", """
Dani replies to store reviews on Mondays.
Tone: thank them, one sentence on the fix or workaround, no arguing.

Common ones: "lock didn't open" (usually Bluetooth off), "can't find the shop" (York).
""")

AUTO["kids-bike-sizing"] = ("2026-06-29", ["hires", "kids", "shops"], "Kids' bike sizing", """
Quick guide the shops use, written up so the booking form can suggest a size.

- 16" wheel: roughly age 4-6
- 20" wheel: 6-8
- 24" wheel: 8-11, after that a small adult hybrid

Always ask height, not age; the form should ask height too (SWC-452).
""")

AUTO["shop-wifi"] = ("2026-02-13", ["shops", "network"], "Shop wifi and network", """
Each shop has a Ubiquiti gateway with two SSIDs: `spokewise-staff` and `spokewise-guest`.
The tablets and tills are on the staff network; guest is rate-limited to 10 Mbit/s.

York's connection is the weak one (FTTC, ~35 Mbit/s down); a 4G backup router kicks in if it
drops. Owen gets an email when the failover happens.
""")

AUTO["e-bike-motor-service"] = ("2026-09-16", ["workshop", "ebike"], "E-bike motor servicing", """
Bosch motors need the dealer diagnostic tool; only Leeds has one, so e-bikes from other shops
come to Leeds for anything beyond brakes and tyres.

Kwame and Mo are the two people trained on the tool. A full motor service is booked as a
2-hour job in wrench.
""")
