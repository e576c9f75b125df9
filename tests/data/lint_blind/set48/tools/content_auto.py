# Free notes: slug -> (title, created, tags, body)
AUTO = {}

def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body)

a("waiver-kiosk-faq", "Waiver kiosk FAQ (front desk questions)", "2026-02-16", ["waiverly", "kiosk", "front-desk"], """
# Waiver kiosk FAQ

Collected from front-desk questions at the kiosks.

**How long does a waiver last?**
@@V3b@@
The kiosk shows the expiry date on the confirmation screen.

**Who can sign?**
@@F2b@@
if they hold parental responsibility, and the desk checks photo ID for party hosts.

**Can customers wander off into the iPad settings?**
No, they are locked down; if a kiosk is stuck, the duty manager has the passcode.

**The kiosk says "queued"?**
The network is down; the signature is stored and synced later. Let the jumper through once the screen says queued.
""")

a("peak-pricing-notes", "Peak pricing notes", "2026-03-09", ["jumpbook", "pricing"], """
Notes from the pricing call with Dani (ops) and Gareth (finance).

- Peak = weekends, school holidays, and weekdays after 16:00
@@V2b@@
- Off-peak price is 75% of peak
- Under-5s in toddler sessions have their own flat price
- Price changes go live at midnight; never mid-day (carts hold the old price for 15 min)
""")

a("rotaflow-dev-setup", "rotaflow local dev setup", "2026-04-22", ["rotaflow", "dev-setup", "go"], """
# rotaflow dev setup

@@V5b@@

    git clone git@github.com:springwell/rotaflow.git
    cd rotaflow && make dev   # starts the DB container and the server on :8085

Seed data: `make seed` loads two fake parks and 30 staff. Never seed against anything but the local container.
Templates hot-reload; Go code needs `make dev` again (no air).
""")

a("jumpbook-api-notes", "jumpbook API notes", "2026-05-27", ["jumpbook", "api", "caching"], """
# jumpbook API notes

## Rate limits
@@V7b@@
it during half-term because its widget polled every 5 seconds; it now polls every 30.

## Availability cache
@@F1b@@
so capacity changes take up to half a minute to show on the public pages.

## Schema
@@NS8b@@
CI fails if the committed schema differs from the generated one.

## Versioning
- `/api/v1` is public and frozen; `/api/v2` is internal (gatekeeper, lobby screens)
""")

a("tillbridge-runbook", "tillbridge runbook", "2026-06-11", ["tillbridge", "runbook", "xero", "finance"], """
# tillbridge runbook

## Config
The job reads its settings from the environment:

    SYNC_TARGET=xero
@@V10b@@
    XERO_TENANT=springwell-ltd

## Posting rules
@@NS5b@@
Payouts (petty cash for milk runs) go to 6010.

## When finance says numbers are missing
1. Check the `unmapped` queue in the admin page
2. Check the last run's log in Grafana
3. Re-run for a date with `tillbridge resync --date YYYY-MM-DD --site LDS`
""")

a("party-email-templates", "Party email templates", "2026-04-03", ["partyplanner", "email", "templates"], """
@@R2b@@
templates live in `templates/email/` and are plain Django templates with MJML compiled at build time.

- `confirmation.mjml`: sent at booking, includes the food choice form link
- `reminder.mjml`: 7 days before, asks for final numbers
- `thankyou.mjml`: the day after, with the review link

Test renders: `python manage.py render_email reminder --booking SWP-000123`.
""")

a("gatekeeper-release", "gatekeeper release process", "2026-05-06", ["gatekeeper", "android", "release"], """
# gatekeeper release

@@R4b@@
Version code = `yyMMddNN`. Release notes go in `CHANGELOG.md` and into the MDM app description.

Staged rollout: Leeds first for two days, then everyone. Rollback = re-upload the previous APK in the MDM.
""")

a("waiverly-incident-0412", "Incident 2026-04-12 — waiver web form 500s", "2026-04-12", ["waiverly", "incident"], """
# Incident: waiver web form returning 500s (Sunday 12 April)

From 10:05 to 10:50 the web form failed for anyone with an apostrophe in the child's name.

@@R9b@@
name-escaping helper added the week before. Fix: revert plus a test with O'Brien and D'Souza.

Impact: about 140 failed submissions; kiosks were unaffected (different code path).
Follow-up: add names with apostrophes, hyphens and accents to the fixtures (done).
""")

a("release-calendar", "Release calendar notes", "2026-06-30", ["releases", "jumpbook"], """
# Release calendar

@@N1b@@
Freeze weeks: the week before Christmas, Easter weekend, and the first week of the summer holidays.

Other services (rotaflow, tillbridge) can go out any weekday.
""")

a("gatekeeper-wifi-outage", "Sheffield wifi outage and the entry devices", "2026-07-19", ["gatekeeper", "incident", "sheffield"], """
# Sheffield wifi outage (Sunday)

@@N4b@@
Staff fell back to the printed booking list and ticked names by hand for about 25 minutes.

Actions:
- Second access point at the Sheffield entrance (ordered)
- Printed booking list to be produced every morning at all parks
""")

a("partyplanner-dev", "partyplanner dev notes", "2026-07-08", ["partyplanner", "dev", "django"], """
# partyplanner dev notes

@@O5a@@
- `make run` for the dev server, `make test` for a single app
@@O1b@@

## Workflow
@@O10b@@
@@N8b@@

## Pitfalls
- The add-on pricing uses `Decimal`; never floats
- Room availability is cached per day; clear with `python manage.py clear_room_cache`
""")

a("front-desk-faq", "Front desk FAQ", "2026-01-20", ["front-desk", "parks", "faq"], """
# Front desk FAQ

Written up for the agent so it can answer staff questions in the help channel.

## Tickets and socks
@@N10a@@
@@F6a@@
Adults accompanying toddlers don't need a ticket, but they do need to sign the waiver.

## Waivers
@@S3a@@

## Refunds
@@A6a@@
@@NS9a@@
Card refunds go back to the same card through the card terminal.
""")

a("duty-manager-handbook", "Duty manager handbook (systems bits)", "2026-02-02", ["rota", "duty-manager", "parks"], """
# Duty manager handbook: the systems bits

## Rota
@@S2a@@

## Parties
@@A10b@@
Hosts introduce themselves to the parent at the door and take the final headcount.

## End of day
- Print the Z-report and put it in the safe bag
- Check that all kiosks show "synced"
""")

a("cafe-menu-updates", "Cafe menu and price updates", "2026-02-24", ["tillbridge", "cafe", "menu"], """
@@S4a@@
The CSV has columns `sku,name,price_gbp,vat_code,allergens`.

Keep SKUs stable; Xero mapping is by SKU. New items need a VAT code, otherwise they can't be sold.
""")

a("website-embed", "Booking widget for partner sites", "2026-01-28", ["jumpbook", "website", "partners"], """
# Booking widget for partners

Some partners (soft-play listing sites, the Leeds tourist board) show our sessions on their sites.

@@S5a@@
The widget takes `data-site="LDS"` and an optional `data-type="toddler"`.
""")

a("oncall-runbook", "On-call runbook", "2026-03-17", ["oncall", "monitoring", "runbook"], """
# On-call runbook

On-call is one week at a time, Priya and Tom alternating; Ellie covers gatekeeper questions in working hours.

## Alerts
@@S6a@@
@@NS4a@@
jumpbook outages page the same way.
@@A7b@@

## First checks
1. Is it one park (network) or all (service)?
2. Argo CD app health for the service
3. Recent deploys in #releases
""")

a("turnstile-rollout", "Turnstile rollout", "2026-10-14", ["gatekeeper", "hardware", "turnstiles"], """
# Turnstile rollout

@@S7b@@
The readers are fixed Android terminals bolted to the turnstiles; the wristband tap opens the gate.

Rollout order: Derby (new build), Leeds, Nottingham, Sheffield. Finished 9 October.
Spare terminals: two in the Leeds office.
""")

a("park-network", "Park network notes", "2026-02-10", ["network", "parks", "vpn"], """
# Park network

Each park has a Ubiquiti gateway, a staff SSID and a guest SSID. Kiosks and entry devices are on the staff SSID.

@@S9a@@
The park gateways are reachable at `10.<site-number>.0.1` once you're connected.
""")

a("party-enquiries", "Party enquiries process", "2026-01-15", ["partyplanner", "enquiries"], """
@@S10a@@
The party office replies within one working day and then creates the booking in partyplanner once the deposit is paid.

Busiest months are March and November.
""")

a("secrets-howto", "Secrets how-to", "2026-05-19", ["secrets", "k3s", "1password"], """
# Secrets

@@F9b@@
Rotating a secret: change it in 1Password, the operator updates the Kubernetes secret within 10 minutes,
then restart the deployment.

Never put secrets in the repo, even in `.env.example`.
""")

a("staging-env", "Staging environment", "2026-06-02", ["staging", "jumpbook"], """
# Staging

@@O8b@@
Staging URL: `staging.book.springwell.co.uk`, behind basic auth (in 1Password).

Payments on staging use the provider's test mode; never put a real card in.
""")

a("jumpbook-architecture", "jumpbook architecture notes", "2026-08-05", ["jumpbook", "architecture"], """
# jumpbook architecture

@@D1b@@
Two deployments: `api` (public + admin API) and `worker` (emails, exports, nightly reports).

## Data
@@A5b@@
Bookings, customers, sessions and capacities are in the one database; reporting reads a replica.

## Migrations
@@NS1b@@
Long backfills go into a separate management command, not into the migration.
""")

a("derby-opening-retro", "Derby opening retro", "2026-09-21", ["derby", "retro", "opening"], """
# Derby opening retro

@@A8b@@

What went well:
- Turnstiles worked from the first hour
- Kiosk waivers ran without a queue all morning

What went badly:
@@D3a@@
Several reports had `LDS|SHF|NTM` hard-coded and showed Derby sales as "unknown".
- Cafe opened with a half-configured menu

Actions: grep all repos for hard-coded site lists (done, SW-667).
""")

a("summer-holidays-2026", "Summer holidays 2026 notes", "2026-09-08", ["jumpbook", "summer", "sessions"], """
# Summer holidays 2026

@@D5a@@
That doubled the number of sessions per day and needed an extra marshal on each court.

Takings were 18% above last summer. Ops want to repeat the half-hourly starts next year.
""")

a("waiverly-node-upgrade", "waiverly Node upgrade", "2026-03-03", ["waiverly", "node", "upgrade"], """
@@D6a@@
The upgrade was done in one PR (SW-455): base image, `engines` field, and the PDF library bumped to a version
that supports the newer runtime.

Watch out: the kiosk build uses its own Dockerfile under `kiosk/`.
""")

a("rotaflow-rollout", "rotaflow rollout notes", "2026-11-02", ["rotaflow", "rollout"], """
# rotaflow rollout notes

@@D10a@@
Managers complained about the inbox noise, so the in-app approval was built in SW-640.

Availability entry opened to all staff in April; the Derby team was onboarded before opening.
""")

a("mdm-notes", "MDM notes", "2026-08-26", ["mdm", "gatekeeper", "devices"], """
# MDM notes

All kiosks (iPads) and entry devices (Android) are enrolled in the MDM.

@@NS7b@@
Kiosks are not restarted automatically.

App updates: staged by device group (`LDS-entry`, `SHF-entry`, ...).
""")

a("adult-nights", "Adult nights", "2026-04-29", ["sessions", "adults"], """
@@NS10b@@
ID is checked at the door; bar service from the cafe. Music is the only difference in the court setup.

Bookings are through jumpbook like any other session type (`ADULT`).
""")

# ---- unpaired notes
a("xero-tracking-categories", "Xero tracking categories", "2026-02-12", ["xero", "finance"], """
Tracking category "Park" with options LDS, SHF, NTM, DBY. Category "Stream" with Jump, Party, Cafe, Retail.
Every journal from our systems must set both.
""")

a("allergen-labels", "Allergen labelling", "2026-03-25", ["cafe", "allergens", "safety"], """
Cafe labels list the 14 major allergens. Party food allergens are recorded per child in partyplanner and printed
on the host's sheet. If in doubt, the cafe lead decides; never guess in code.
""")

a("incident-2026-06-double-bookings", "Incident — double party bookings", "2026-06-21", ["partyplanner", "incident"], """
# Double party bookings (June)

Two parties were booked into the same room at Nottingham on 20 June. Cause: two office staff saving the same
slot within a second; the room lock was checked but not taken. Fixed with `select_for_update` (SW-590).
""")

a("lobby-screens", "Lobby screens", "2026-05-12", ["jumpbook", "lobby"], """
Lobby screens are Raspberry Pis running Chromium in kiosk mode, showing the next sessions and safety video.
Managed by the agency's screen software; we only provide the API.
""")

a("half-term-checklist", "Half-term checklist", "2026-10-19", ["ops", "checklist"], """
- Check session capacities for the week against the rota
- Make sure promo codes for term time are switched off
- Extra cafe stock order (ops, not us)
- Remind on-call that it's a busy week
""")

a("data-retention-dpia", "DPIA summary", "2026-03-30", ["gdpr", "dpia", "waiverly"], """
# DPIA summary (waivers and bookings)

Lawful basis: contract for bookings, legitimate interest for safety records.
Medical notes are special category data; access limited to first-aiders and managers.
Subject access requests go to the DPO mailbox; the agent must never export personal data itself.
""")

a("brand-colours", "Brand colours for emails", "2026-01-30", ["brand", "email"], """
Primary: Springwell orange `#FF7A1A`. Secondary: deep teal `#0F5257`. Body text `#222`.
Logo files in the shared drive under Brand/2026.
""")

a("injury-reporting", "Injury reporting flow", "2026-04-15", ["safety", "health-and-safety"], """
Injuries are reported on the H&S form (not in any of our systems). The form emails Mark and the duty manager.
RIDDOR-reportable cases are handled by Mark. The agent should never be asked to edit these records.
""")

a("promo-codes", "Promo codes", "2026-02-19", ["jumpbook", "promos"], """
Promo codes are created in the admin panel by marketing. Each code has a start/end date, a site list and a
usage cap. Codes are single-use per customer unless "multi" is ticked.
""")

a("grafana-dashboards", "Dashboards worth knowing", "2026-07-22", ["grafana", "monitoring"], """
- "Bookings per hour" per site (jumpbook DB replica)
- "Kiosk queue depth" (waiverly)
- "tillbridge runs" with last success per park
- "Entry scans" per lane (gatekeeper)
""")

a("xmas-2026-prep", "Christmas 2026 prep", "2026-11-16", ["partyplanner", "seasonal"], """
Christmas party packages (with a visit from the elf) go on sale 1 December. Same package engine, new
package type `XMAS`. Rooms are decorated from 5 December.
""")

a("onboarding-new-dev", "Onboarding a new developer", "2026-08-12", ["onboarding"], """
1. GitHub org invite + 1Password vault access (not Prod)
2. Linear team `SW`
3. Read the glossary and the service overviews in memory
4. First ticket: something labelled `good-first`
""")

a("review-checklist", "PR review checklist", "2026-05-04", ["review", "process"], """
- Does it touch personal data? Then check logging and redaction
- Does it change a migration? Check lock behaviour
- Does it change an email? Check which list it goes to
- Screenshots for UI changes
""")

a("park-opening-hours", "Opening hours", "2026-01-12", ["parks", "hours"], """
All parks open 09:00-20:00, and on Fridays until 21:00 for the adult night.
Bank holidays: same hours.
""")

a("sen-sessions", "SEN sessions", "2026-06-16", ["sessions", "accessibility"], """
Quieter sessions for children with special educational needs: lights lowered, music off, reduced capacity,
carers free. Session type `SEN` in jumpbook.
""")

a("kiosk-ipad-setup", "Setting up a new kiosk iPad", "2026-08-18", ["waiverly", "kiosk", "setup"], """
1. Enrol in the MDM (device group `<SITE>-kiosk`)
2. Install the kiosk app from the MDM catalogue
3. Log in with the park's kiosk account
4. Turn on the accessibility shortcut lock, test a dummy waiver, void it

@@A3b@@
""")

a("till-events-pipeline", "Till events pipeline", "2026-07-01", ["tillbridge", "cafe", "events"], """
# How till events reach tillbridge

@@R6b@@
batches them per park before pushing. Each event carries the site code, till number and a sequence number;
gaps in the sequence are logged as warnings, not errors, because tills renumber after a reboot.

Event types: `sale`, `refund`, `payout`, `no_sale`; `no_sale` (drawer opened) is only logged.
""")

a("birthday-themes", "Party themes", "2026-03-20", ["partyplanner", "themes"], """
Themes offered this year: jungle, space, unicorns, superheroes, neon glow.
Theme is a free choice at no extra cost; decorations are set up by the host 15 minutes before guests arrive.
""")

a("google-reviews", "Google reviews process", "2026-07-30", ["marketing", "reviews"], """
The day-after thank-you email links to the park's Google review page. Ops reply to every review under 4 stars
within two days. The agent only drafts replies if asked; it never posts.
""")

a("kotlin-style", "gatekeeper code style", "2026-04-06", ["gatekeeper", "kotlin", "style"], """
ktlint with the Android preset, run in a pre-commit hook. ViewModels per screen, no business logic in composables.
Ellie prefers small `sealed interface` state types over boolean flags.
""")
