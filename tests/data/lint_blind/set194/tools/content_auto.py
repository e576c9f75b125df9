# Free notes: (slug, title, created, tags, body)
AUTO = [
("front-desk-faq", "Front desk FAQ", "2026-04-11", ["front-desk", "bookings"], """
Answers Aisha's team gives on the phone and at the desk. Kept here so I phrase the website FAQ the same way.

## Sessions
@@V2b@@
@@A8b@@
- Closed-toe shoes, long trousers; we lend overalls

## Paying and refunds
@@S1a@@
@@NS7b@@
- Gift vouchers can't be used for race night entry
"""),

("gridbook-local-setup", "gridbook local setup", "2026-02-03", ["gridbook", "dev"], """
Bring up the dev stack with docker compose, then `./manage.py runserver`.

@@V4b@@

```yaml
services:
  db:
    image: postgres:15
    ports: ["5433:5432"]
  redis:
    image: redis:7
```

Seed data: `./manage.py loaddata demo_tracks demo_products`. The demo admin is `desk@example.test`.
"""),

("race-night-runbook", "Race night runbook", "2026-05-02", ["race-nights", "runbook"], """
What race control does on a Thursday.

## Before
- Check the entry list in gridbook at 17:00 and print the sign-on sheet
- Draw kart numbers at sign-on

## Heats
@@V6b@@
drivers needs three heats per round. Rotate the grid order every round.
- Points 20-17-15-13-11 and down by one after that

## After
- Results are checked by Jodie before they are published
"""),

("lapline-race-mode", "lapline race mode", "2026-05-20", ["lapline", "race-nights"], """
@@F4b@@
and the final grid is built from heat points, with best qualifying lap as the tiebreak.
Penalties typed in the console are applied when the session closes, not live.

Switch modes with `laplinectl mode race` / `laplinectl mode practice`.
"""),

("live-timing-screens", "Live timing screens", "2026-06-19", ["lapline", "screens"], """
Notes from setting up the pit-wall screens at both tracks.

@@V9b@@
@@O6b@@
- Each screen is a Chromium kiosk on a stick PC, pointed at `http://rc-2.local:8080/live`
- If a screen shows "stale", it's the browser, not lapline: power-cycle the stick
"""),

("results-site-build", "Building the results site", "2026-03-08", ["results", "dev"], """
@@R1b@@
Then `yarn build`; the output is `dist/`. Node 20.

Driver pages are generated from the API at build time and refreshed by the incremental job.
"""),

("lapline-debugging", "Debugging lapline", "2026-07-22", ["lapline", "debugging"], """
## Where to look
@@R4b@@
- `journalctl -u lapline -f` on the NUC for the passings log
- Double reads show up as laps under the minimum filter; they're dropped on purpose

## Fixes
@@NS10b@@

```sh
sudo systemctl restart lapline
laplinectl status
```
"""),

("gridbook-jobs", "gridbook background jobs", "2026-08-27", ["gridbook", "jobs"], """
@@R8b@@
Dramatiq, with RabbitMQ as the broker; the worker container is `gridbook-worker`.

@@A10b@@
- Jobs must be idempotent: reminders check `sent_at` before sending
- Voucher expiry runs nightly at 02:00 UTC
"""),

("lapline-release-notes", "lapline releases", "2026-09-05", ["lapline", "release"], """
@@F6b@@
@@N2b@@
- Roll back by copying the previous binary from `/opt/lapline/releases/` and restarting

Release history is in the GitHub releases page.
"""),

("race-night-faq", "Race night FAQ", "2026-04-24", ["race-nights", "faq"], """
For the race night page on the website.

@@N4b@@
- Bring your own gloves if you have them; helmets are provided
- Standings are updated on the results site after every race night
"""),

("gridbook-deploy", "Deploying gridbook", "2026-03-30", ["gridbook", "deploy"], """
The deploy job builds the image, pushes it to the registry and restarts the containers on the app host.

@@N6b@@
- Static files are collected into the image, so a deploy never needs a separate collectstatic
- Check `/healthz` after the switch; it reports the git SHA
"""),

("pitcrew-howto", "pitcrew how-to", "2026-03-20", ["pitcrew", "workshop"], """
Short how-tos for the workshop.

## Logging a service
- Pick the kart, tap "Service", tick the checklist, add the hours from the hour meter

## Mistakes
@@N8b@@
record from the kart page and log it again on the right one.
"""),

("workshop-tablet-notes", "Workshop tablet", "2026-04-02", ["pitcrew", "workshop"], """
@@NS6b@@
- The tablet stays logged in as the shared workshop user; each mechanic picks their name when signing off
- Charge it overnight; it's mounted next to the tyre rack
"""),

("newsletter-howto", "Newsletter how-to", "2026-02-14", ["newsletter", "marketing"], """
@@S4a@@
drafts it on the last Monday of the month and Dan adds the race night standings.
- Segment for juniors' parents is separate, no lap times in it
"""),

("results-api-notes", "Results API notes", "2026-02-26", ["results", "lapline"], """
@@S6a@@
- Responses are cached for 60 seconds on the site side
- Driver IDs in the API are licence numbers
"""),

("gift-voucher-faq", "Gift voucher FAQ", "2026-03-12", ["vouchers", "faq"], """
@@S8a@@
@@O8a@@
- A voucher covers one arrive & drive session at either track
"""),

("race-control-checklist", "Race control checklist", "2026-05-09", ["race-control", "checklist"], """
Opening and closing race control.

## Opening
@@A7b@@
@@F10b@@
- Check the decoder shows green on the console before the first session

## Closing
@@S9a@@
- Export the day's sessions if lapline shows any unsent
"""),

("workshop-notes", "Workshop notes", "2026-06-30", ["workshop", "fleet"], """
Things Marek told me while I was building the pitcrew interval screens.

@@O4a@@
- Rental karts get new chains every 100 hours
- A kart with a bent stub axle is out until the chassis is checked on the jig
"""),

# ---- notes without labelled claims ----
("lapline-config", "lapline config", "2026-02-10", ["lapline", "config"], """
The config file lives on the NUC; this is the shape of it (the real one has both track profiles).

```toml
[decoder]
addr = "10.20.0.15:5403"
reconnect_secs = 2

[track.kestrel]
min_lap_ms = 38000
```

Edit through `laplinectl config edit` so the file is validated before lapline reloads it.
"""),

("kart-numbering", "Kart numbering", "2026-01-19", ["fleet", "workshop"], """
- Rental karts at Kestrel Park are numbered 1-30, league karts 51-64
- Foundry electric karts are F1-F16
- A kart keeps its number for life; a replacement chassis gets a new number
"""),

("stripe-webhook-replay", "Replaying Stripe webhooks", "2026-05-27", ["gridbook", "stripe"], """
When a booking is stuck in "payment pending":

```sh
stripe events resend evt_XXXX --webhook-endpoint we_XXXX
```

- Look up the event from the PaymentIntent in the Stripe dashboard
- The handler is idempotent, so resending is safe
"""),

("wet-weather-sessions", "Wet weather sessions", "2026-10-03", ["weather", "track"], """
- Wet tyres go on when Jodie calls it; the workshop needs 20 minutes to swap the whole fleet
- Sessions in the wet are run with a slower limiter map
- The Foundry is unaffected, and gets the walk-ins when Kestrel Park is wet
"""),

("foundry-track-notes", "Foundry track notes", "2026-06-12", ["foundry", "track"], """
- Two levels joined by a ramp; the timing loop is under the start line on the lower level
- A second loop on the ramp gives a split time, shown only in race mode
- Barriers are foam blocks, reset between sessions by the marshals
"""),

("licence-faq", "Licence FAQ", "2026-05-15", ["licences", "faq"], """
- Your licence lasts a year from the day of your briefing.
@@A4b@@
- Lost your card? The desk reprints it, and the QR code stays the same
- Junior licences move to adult licences automatically on the 16th birthday
"""),

("parts-ordering", "Parts ordering", "2026-07-08", ["workshop", "parts"], """
- Marek orders parts; pitcrew shows a "needs parts" list he works from
- Engine parts for the league Hondas come from the importer, 3-day lead time
"""),

("db1-maintenance", "db1 maintenance", "2026-09-16", ["infra", "database"], """
- db1 is patched on the first Tuesday of the month at 07:00, before either track opens
- Take a manual snapshot before any major upgrade
"""),

("corporate-packages", "Corporate packages", "2026-04-06", ["bookings", "corporate"], """
- Corporate Grand Prix: practice, qualifying, a 12-lap final; minimum 10 drivers
- Food is from the cafe, added as a line on the invoice
- Corporate bookings always get a named host from the desk team
"""),

("checkout-flow", "Checkout flow", "2026-01-28", ["gridbook", "checkout"], """
- Pick track, product, slot; the slot is held for 10 minutes
- Drivers' names and dates of birth are required before payment, for the licence check
- After payment the confirmation page shows a QR code for check-in
"""),

("incident-2026-07-16", "Race night incident 2026-07-16", "2026-07-17", ["incident", "lapline"], """
Heat 2 of the 16 July race night was re-run.

- The decoder feed dropped for about 40 seconds and the screens froze on the last passing
- Cause: the old Pi's network adapter; lapline itself was fine
- Follow-up: moving lapline onto the NUC (done in August)
"""),

("grafana-dashboards", "Grafana dashboards", "2026-08-11", ["infra", "monitoring"], """
- "Bookings": checkouts per hour, failed payments, seat holds
- "Timing": passings per minute per track, decoder connection state
- "Workshop": karts amber/red by interval
"""),

("wireguard", "WireGuard", "2026-03-03", ["infra", "network"], """
- The race-control NUC and the workshop PC connect to the private network over WireGuard
- Keys are rotated yearly; the last rotation was January 2026
"""),

("saturday-staff-onboarding", "Saturday staff onboarding", "2026-05-30", ["front-desk", "staff"], """
- New Saturday staff get a desk login in gridbook with the "desk" role only
- They can check people in and take walk-in bookings, but not edit prices
"""),

("results-site-content", "Results site content", "2026-09-24", ["results"], """
- Season standings for race nights, per-driver pages, fastest laps per track
- Driver pages are keyed by licence number; drivers can ask to be hidden
"""),

("family-gp", "Family GP", "2026-07-01", ["bookings", "products"], """
- Family GP is a private 30-minute session for up to 8 drivers
- Mixed ages are allowed if every driver fits an adult kart, otherwise it's a junior-kart session
"""),

("decoder-loop-box", "Decoder and loop box", "2026-08-20", ["lapline", "hardware"], """
- The loop box by the start line is on its own fused spur; if the decoder loses power the whole feed goes
- Loop cable was re-laid in August when the start line was resurfaced
"""),
("sms-templates", "SMS templates", "2026-05-14", ["gridbook", "sms"], """
The reminder text, as it is in `templates/sms/reminder.txt`:

```text
Kestrel Park: your {{ product }} is tomorrow at {{ time }}. Arrive 20 min early. Manage: {{ link }}
```

- Only the reminder and the "session moved" texts exist; anything else goes by email
"""),

("hand-control-kart", "Hand-control kart", "2026-08-08", ["fleet", "accessibility"], """
- Kestrel Park has one hand-control twin-seat kart, kart 31, booked through the desk only
- It is serviced on the same interval as the rental fleet and has its own pitcrew page
"""),

("marshal-briefing", "Marshal briefing", "2026-04-18", ["race-nights", "marshals"], """
- Marshals sign in with Jodie 30 minutes before the first session
- Flag posts are numbered from the start line; post 3 covers the hairpin
- Incidents go on the paper sheet and are typed into lapline's console afterwards
"""),

("pitcrew-reports", "pitcrew reports", "2026-10-22", ["pitcrew", "reports"], """
- Monthly report: hours per kart, services done, parts used; Marek sends it to the insurer as a PDF
- The "amber/red" list is the one to check before opening
"""),

("booking-products", "Booking products", "2026-02-20", ["gridbook", "products"], """
Products in gridbook, as of the autumn:

- Arrive & drive (both tracks)
- Junior taster (Kestrel Park)
- Family GP (both tracks)
- Race night entry and junior league entry (Kestrel Park)
- Corporate Grand Prix (both tracks)
- Gift voucher (online only)
"""),
]
