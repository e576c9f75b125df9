# free notes auto/<slug>.md: slug -> (title, created, tags, body)
AUTO = {}
AUTO["gull-rock-changeover"] = ("Gull Rock changeover day", "2026-05-02", ["gull-rock","housekeeping"], """
# Gull Rock changeover day

@@V2a@@
Priya wants the departures on the top floor done first so the lift is free for luggage later.

- Linen arrives 08:30 from the laundry van
- Rooms released to reception in batches of four
""")
AUTO["housekeep-workload-planner"] = ("housekeep workload planner", "2026-04-11", ["housekeep","planning"], """
# Workload planner

@@V3b@@
The planner divides the day's minutes by the number of attendants on the rota and flags anything over 7 hours.

Known gap: it doesn't know about deep cleans yet, so supervisors add those by hand.
""")
AUTO["galley-dev-setup"] = ("galley dev setup", "2026-02-12", ["galley","setup"], """
# galley local setup

@@V5a@@

```
bundle install
bin/rails db:setup
bin/dev
```

Seed data creates the three restaurants with fake menus. Use `RAILS_ENV=test` for the allergen fixtures.
""")
AUTO["housekeep-tablet-setup"] = ("housekeep tablet setup", "2026-06-18", ["housekeep","tablets"], """
# Setting up a new housekeeping tablet

1. Install the Expo build from the internal link (Tom has it).
2. Put the tablet in kiosk mode (Lenovo Freestyle).
3. Push the config file:

```
    API_URL=https://housekeep-api.carrowbay.internal
@@V10b@@
    OFFLINE_QUEUE_MAX=200
```

4. Log in as a supervisor once to register the device.
""")
AUTO["seaspa-handover-notes"] = ("seaspa handover notes from Tidewater", "2026-03-04", ["seaspa","agency"], """
# seaspa handover notes

Notes from the handover call with Rhys at Tidewater.

## Where it runs
@@R3a@@
Deploys are `fly deploy` from the agency's laptop for now.

## Build
@@O8a@@
Tests are thin; the booking rules have some feature tests, the API has none.

## Open questions
- Who owns the domain `spa.carrowbay.co.uk`? (It's in our Cloudflare.)
""")
AUTO["galley-error-triage"] = ("galley error triage", "2026-05-29", ["galley","errors"], """
# galley error triage

@@R5b@@
Most noise comes from bots hitting the booking form; those are ignored by fingerprint.

Triage order:
1. Anything in the kitchen ticket path
2. Booking form errors
3. Everything else on Monday
""")
AUTO["tidebook-jobs"] = ("tidebook background jobs", "2026-06-06", ["tidebook","jobs"], """
# tidebook background jobs

@@R6a@@

## Retries
@@O2b@@
Invoice PDF jobs don't retry; a failed one shows a red badge in the admin.

## Schedules
- Allocator at 02:00
- Pre-arrival emails at 10:00
""")
AUTO["tidebook-contributing"] = ("Contributing to tidebook", "2026-03-15", ["tidebook","git"], """
# Contributing to tidebook

Branch from `main`, name branches `kn/...` or `agent/...`.

@@R8a@@
Write commit messages that make sense on their own; reviewers read them one by one.

Run `pytest -q` and `ruff check` before pushing.
""")
AUTO["spa-deposits"] = ("Spa deposits", "2026-09-05", ["spa","payments"], """
# Spa deposits

@@R9b@@

@@D9b@@
Refunds of deposits go through the same provider; Ellen or the spa lead can do them from the dashboard.
""")
AUTO["saltings-front-desk"] = ("The Saltings front desk notes", "2026-08-14", ["saltings","reception"], """
# The Saltings front desk

- Reception PC: the one under the stairs, printer shared with the back office
@@R10b@@
- Spare card stock in the safe, 200 cards
- Night porter starts at 23:00
""")
AUTO["galley-git-workflow"] = ("galley git workflow", "2026-07-10", ["galley","git"], """
# galley git workflow

- Feature branches off `main`, PR to `main`
@@N1b@@
- Release = `kamal deploy` from `main` after CI is green
""")
AUTO["restaurant-no-shows"] = ("Restaurant no-shows", "2026-08-30", ["restaurant","deposits"], """
# Restaurant no-shows

@@N4b@@
The deposit is taken off the bill on the night.

Non-resident no-shows are still the main problem at the Sail Loft.
""")
AUTO["allocation-notes"] = ("Room allocation notes", "2026-05-21", ["tidebook","allocation"], """
# Room allocation

@@N6a@@
The allocator prefers keeping a guest's previous room if it is free and then fills floors top-down.

Connecting rooms at Gull Rock (12/14) are only given to families with children.
""")
AUTO["saltings-house-rules"] = ("The Saltings house rules", "2026-02-26", ["saltings","rules"], """
# House rules - The Saltings

@@N7a@@
- Quiet hours 22:00-07:00 in the garden wing
- No smoking anywhere, including the terrace
- Children welcome; cots on request
""")
AUTO["spa-day-passes"] = ("Spa day passes", "2026-07-02", ["spa","day-pass"], """
# Spa day passes

@@N9b@@
@@A7b@@
Day passes are sold in seaspa as a treatment with zero therapist time.
""")
AUTO["guest-wifi"] = ("Guest wifi", "2026-07-16", ["wifi"], """
# Guest wifi

@@S5b@@
The portal page is themed per hotel and asks for nothing but a tick box.

Staff wifi is a separate SSID with WPA2-Enterprise.
""")
AUTO["deploy-notifications"] = ("Deploy notifications", "2026-01-23", ["deploys"], """
# Deploy notifications

@@S7a@@
Format: repo, tag, who, and a link to the workflow run.
""")
AUTO["spa-slot-rules"] = ("Spa slot rules", "2026-05-15", ["spa","booking-rules"], """
# Spa slots

@@F4b@@
A 30-minute treatment takes two slots plus turnover; facials and massages share the same rooms.
""")
AUTO["maintenance-reporting"] = ("Maintenance reporting", "2026-06-12", ["housekeep","maintenance"], """
# Maintenance reporting

@@F6b@@
P2 and P3 stay on sale and go on the maintenance team's weekly list.
""")
AUTO["pre-arrival-email"] = ("Pre-arrival email", "2026-08-18", ["guest-comms","email"], """
# Pre-arrival email

@@F8b@@
Guests who booked less than three days ahead get it straight after the confirmation.
""")
AUTO["spa-desk-howto"] = ("Spa desk how-to", "2026-09-10", ["spa","reception"], """
# Spa desk how-to

## Taking bookings
@@NS5b@@
@@F10b@@

## Phone
@@D8b@@
""")
AUTO["restaurant-group-bookings"] = ("Restaurant group bookings", "2026-04-30", ["restaurant","groups"], """
# Group tables

@@O3a@@
Pre-orders for groups are due a week ahead; the kitchen prints them the day before.
""")
AUTO["harbour-light-notes"] = ("Harbour Light notes", "2026-06-25", ["harbour-light"], """
# Harbour Light

## Rooms
@@O4b@@

## Pool
@@O10b@@

## Housekeeping
@@NS4a@@
""")
AUTO["housekeeping-rota"] = ("Housekeeping rota", "2026-06-05", ["housekeeping","rota"], """
# Housekeeping rota

@@D3b@@
Swaps need supervisor approval in the app; the published rota is frozen after Thursday 18:00.
""")
AUTO["tidebook-release"] = ("tidebook release process", "2026-06-20", ["tidebook","deploys"], """
# Releasing tidebook

@@D5b@@
@@NS6b@@
The workflow restarts web and workers one at a time; Tom runs any production migrations by hand beforehand.
""")
AUTO["summer-2026-staffing"] = ("Summer 2026 staffing", "2026-10-02", ["staffing","housekeeping"], """
# Summer 2026 staffing review

@@D7a@@
It worked, but the late shift was hard to fill after the schools went back.
""")
AUTO["logging"] = ("Logging", "2026-04-03", ["logging","monitoring"], """
# Logging

Promtail ships container logs from app1 and infra1.

@@A4b@@
""")
AUTO["staging"] = ("Staging environment", "2026-03-20", ["staging","database"], """
# Staging

Staging runs on a small Hetzner box (stg1) with a copy of production data from the weekend, anonymised.

@@NS7b@@
""")
AUTO["staff-perks"] = ("Staff perks", "2026-09-15", ["staff"], """
# Staff perks

@@NS8b@@
Free staff meal on shift; Christmas party at whichever hotel is quietest.
""")
AUTO["seaspa-emails"] = ("seaspa emails", "2026-09-18", ["seaspa","email"], """
# seaspa emails

@@NS9b@@
Ellen wants the confirmation to mention parking at Gull Rock.
""")
# fillers (no labelled claims)
AUTO["onboarding-new-receptionist"] = ("Onboarding a receptionist", "2026-03-28", ["reception","onboarding"], """
# Onboarding a receptionist

1. Tom creates the tidebook login (never share accounts).
2. GM walks them through check-in, folio, and the night audit.
3. Spa desk basics if the hotel has a spa.
""")
AUTO["rate-codes"] = ("Rate codes", "2026-02-18", ["tidebook","rates"], """
# Rate codes

- BAR - best available rate, flexible
- NRF - non-refundable, 10% off
- RO - room only
- DBB - dinner, bed and breakfast (dinner allowance £40 per person)
""")
AUTO["ota-commission"] = ("OTA commission", "2026-09-29", ["distribution"], """
# OTA commission

Booking.com takes 15%, Expedia 18%. Direct bookings are about 55% of room nights across the group.
""")
AUTO["agent-session-tips"] = ("Agent session tips", "2026-04-19", ["agent"], """
# Tips for agent sessions

- Start by reading MEMORY.md and the overview for the repo you're in
- tidebook tests need a local Postgres; `docker compose up db` is enough
- Ask before touching anything in seaspa; the agency may have uncommitted work
""")
AUTO["wedding-season"] = ("Wedding season", "2026-05-08", ["groups","weddings"], """
# Wedding season at Gull Rock

Weddings run May to September, Saturdays only, maximum 80 guests for the ceremony in the garden.
Wedding parties are booked as groups in tidebook with their own rooming list.
""")
AUTO["allergen-process"] = ("Allergen process", "2026-03-11", ["restaurant","allergens"], """
# Allergens

Allergies captured at booking show as a red flag on the kitchen ticket. The server still confirms at the table.
""")
AUTO["housekeep-offline-mode"] = ("housekeep offline mode", "2026-08-21", ["housekeep","offline"], """
# Offline mode

When the Gull Rock coach house wifi drops, the app queues status changes and replays them in order when it reconnects.
""")
AUTO["monthly-reports"] = ("Monthly reports", "2026-10-08", ["reports"], """
# Monthly reports for Margaret

- Occupancy and ADR per hotel
- Restaurant covers per service
- Spa utilisation per room
Exported from tidebook, galley and seaspa on the 2nd of each month.
""")
AUTO["gdpr-retention"] = ("Guest data retention", "2026-06-30", ["gdpr"], """
# Guest data retention

Guest profiles with no stay for 6 years are anonymised by a yearly job in January.
Passport numbers are not stored at all.
""")
AUTO["coach-house-network"] = ("Coach house network", "2026-08-07", ["gull-rock","network"], """
# Coach house network

The coach house at Gull Rock hangs off a point-to-point wireless link from the main house; when it rains hard it drops.
""")
