# free notes: slug -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = (title, created, tags, body.strip("\n") + "\n")

a("quote-followups", "Quote follow-ups", "2026-05-06", ["quotebook", "sales"], """
# Quote follow-ups

Gwen asked for a follow-up nudge on quotes nobody has answered.

@@V2b@@

- First nudge after 14 days; Rhys sends it from the office inbox
- Second nudge is a phone call from Rhys; the app only reminds him
- Accepted quotes turn into a fieldday booking request, not a booking
""")

a("weather-day-rules", "Weather-day rules as the crews understand them", "2026-02-19", ["weathergate", "crews"], """
# Weather-day rules

What Dafydd and Owain think the rules are, written down so the app matches.

## Rain
@@V4b@@

## After the call
@@F5b@@
- A weather day is not charged to the customer, ever
- If the afternoon clears, the crew lead can still go out, but it stays logged as a weather day
""")

a("walling-estimates", "Walling estimates: stone and time", "2026-03-05", ["stockyard", "quotebook", "walling"], """
# Walling estimates

## Stone
@@V7b@@
more if the old wall has been robbed for gateposts or rockery stone.
- Reuse what's on the ground first; top up from the yard

## Time
- Two wallers rebuild roughly 5 m of field wall a day on a good day

## Money
@@N3b@@
- Labour is invoiced on completion
""")

a("fieldday-dev-setup", "fieldday: dev setup", "2026-06-10", ["fieldday", "dev"], """
# fieldday dev setup

@@V8b@@

```
fvm install 3.27.1
fvm use 3.27.1
flutter pub get
dart run build_runner build --delete-conflicting-outputs
```

- Test on the cheap Moto the crews actually carry, not on an emulator
- The API base URL is in `lib/config/env.dart`
""")

a("release-checklist", "Release checklist", "2026-04-09", ["process", "ci"], """
# Release checklist

@@A5b@@
@@R2b@@
- Tag as `vYYYY.MM.DD`; two releases on one day get `.2`
- Write the changelog line for Gwen: what changes for her or the crews, plain words
- For fieldday, bump the build number or the phones won't update
""")

a("error-triage", "Error triage", "2026-07-08", ["ops", "errors"], """
# Error triage

@@R4b@@
- Phone-side errors from fieldday come with the job id; start from the job
- Anything from weathergate after 05:30 and before 06:00 is urgent
- Ignore the nightly `ConnectionResetError` from the backup job; it retries
""")

a("fieldday-hosting", "Where the fieldday API lives", "2026-07-21", ["fieldday", "hosting"], """
# fieldday API hosting

@@R6b@@
- Health check at `/healthz`; Better Stack watches it along with the other apps
- The Postgres database for fieldday is a managed one in the same region
""")

a("weathergate-internals", "weathergate internals", "2026-08-13", ["weathergate", "dev"], """
# weathergate internals

@@R9b@@
- One task per crew; the decision is stored before any text is sent
- `manage decisions --date 2026-08-12` reprints a day's decisions
- Tests use recorded forecast JSON in `tests/fixtures/`
""")

a("crew-app-releases", "Getting new builds onto crew phones", "2026-09-17", ["fieldday", "releases"], """
# Crew app releases

@@S3b@@
- Dafydd's and Owain's phones auto-update overnight on Wi-Fi at home
- Spare phone in the office is updated by Rhys on Mondays
""")

a("enquiry-flow", "Enquiry flow", "2026-10-01", ["quotebook", "website"], """
# Enquiry flow

@@S8b@@
- Each enquiry becomes a draft site visit in quotebook
- Spam is filtered with a honeypot field; no captcha, Gwen hates them
- Rhys gets an email per enquiry; Gwen sees them on the visits list
""")

a("staging-setup", "Staging setup", "2026-02-09", ["infra", "staging"], """
# Staging

@@S9a@@
- Staging data is a weekly anonymised copy of production
- Only Kit deploys to staging; the agent may run the test suite against it
""")

a("weather-day-how-it-works", "How a weather day gets called", "2026-01-22", ["weathergate", "crews"], """
# How a weather day gets called

weathergate fetches the forecast for each crew's first site and checks it against the thresholds.

@@S10a@@

Rhys follows up with any customer who rings in about a cancelled day.
""")

a("quote-pdf-fonts", "Quote PDF font problem", "2026-03-26", ["quotebook", "pdf"], """
# Quote PDF fonts

@@F1b@@
- Found when the first quotes after the droplet rebuild went out with boxes in the totals
- `apt install fonts-dejavu` is now in the provisioning script
""")

a("crew-areas", "Crew areas", "2026-04-23", ["crews", "scheduling"], """
# Crew areas

@@F7b@@
- Crew B stays north of Kirkby Stephen unless it's a walling emergency
- Jobs in the Lune valley go to whichever crew is closer that week
""")

a("droplet-notes", "Droplet notes", "2026-05-28", ["infra"], """
# Droplet notes

@@F9b@@
- Ubuntu 24.04; unattended upgrades on, reboots Sunday 03:00
- Logs under `/var/log/fellside/<app>/`, rotated weekly
- Swap file of 2 GB added after the OOM in February
""")

a("gapping-up", "Gapping-up jobs", "2026-10-22", ["quotebook", "pricing", "hedges"], """
# Gapping-up

Planting new whips into the gaps of an old hedge, usually alongside a laying job.

@@O3a@@
- Hawthorn mostly, with some hazel and blackthorn mixed in
- Planted November to March only
""")

a("tally-history", "tally history", "2026-02-05", ["tally", "history"], """
# tally history

@@D1b@@
- The sheet is archived read-only in the office Drive
- 2025 invoice numbers were re-keyed into tally so the sequence carries on
""")

a("stone-sourcing", "Stone sourcing", "2026-04-30", ["stockyard", "stone", "suppliers"], """
# Stone sourcing

@@D3b@@
up by a third.

- Reclaimed stone from demolished barns is bought when it comes up; Gwen decides
- Delivery lorries can't get into some Dales lanes; stone is then dropped at the nearest gate
""")

a("crew-app-history", "Crew app history", "2026-06-03", ["fieldday", "history"], """
# Crew app history

@@D4b@@
- The Flutter rewrite took Kit six weeks
- Crew leads kept paper job sheets as a backup through the summer
""")

a("weathergate-history", "weathergate history", "2026-10-09", ["weathergate", "history"], """
# weathergate history

@@D7a@@
- The first version was a cron job that emailed Gwen a yes/no
- Per-crew decisions came in the second winter
""")

a("quotebook-deploy-notes", "quotebook deploy notes", "2026-09-03", ["quotebook", "deploys"], """
# quotebook deploys

@@D10b@@

## Migrations
@@N9b@@
- If a migration fails the deploy stops and the old release stays up
""")

a("crew-app-faq", "Crew app FAQ", "2026-06-30", ["fieldday", "crews"], """
# Crew app FAQ

Questions Dafydd and Owain keep asking, with the answers.

**Does it work up on the tops?**
@@A2b@@

**Can we add a job ourselves?** No, ring the office.

**Why is the map blank?** The tiles weren't cached; open the job once while you still have signal.
""")

a("website-notes", "Website notes", "2026-07-30", ["website", "infra"], """
# Website

Static site built with Eleventy, deployed from the `website` repo.

@@A9b@@
- The photo gallery is hand-picked by Gwen; nothing from the apps goes there automatically
- Contact details on the site: office number and the info@ address
""")

a("invoicing-flow", "Invoicing flow", "2026-05-25", ["tally", "fieldday"], """
# Invoicing flow

@@A10b@@
- Metres laid or rebuilt come from the job sign-off, not from the quote
- If the sign-off differs from the quote by more than 10%, Rhys checks it with Gwen first
""")

a("dependency-updates", "Dependency updates", "2026-08-20", ["process", "dependencies"], """
# Dependency updates

@@NS10b@@
- Dependabot runs weekly, Monday 06:00
- Flutter and Dart updates are done by hand by Kit, not by Dependabot
""")

# ---- unlabelled notes
a("site-visit-checklist", "Site visit checklist", "2026-01-12", ["quotebook", "site-visits"], """
# Site visit checklist

- Measure the hedge or wall length with the wheel, not from the map
- Photos from both ends and the middle
- Note access for the van and where stone can be dropped
- Ask whether stock will be in the field during the work
""")

a("measuring-walls", "Measuring walls", "2026-02-13", ["quotebook", "walling"], """
# Measuring walls

- Height is measured to the top of the copes
- A gap is measured at the base, from sound end to sound end
- Standard height round here is 1.4 m; anything over 1.6 m is priced by Gwen by hand
""")

a("laying-season-retro", "2025-26 laying season retro", "2026-03-04", ["crews", "retro"], """
# 2025-26 laying season retro

- Crew A laid about 1.9 km, Crew B about 1.6 km
- Eleven weather days in total, most of them in January
- Stakes ran short in February; Gwen wants the stock checked earlier next season
- Customers liked getting the job photos by email
""")

a("nesting-season", "Nesting season", "2026-02-24", ["hedges", "rules"], """
# Nesting season

Hedge cutting and laying stop from 1 March to 31 August to protect nesting birds; the crews switch
to walling and fencing.

- Grant-funded jobs have the same dates written into the agreement
- Emergency work on a dangerous hedge needs a note from the farmer's adviser
""")

a("grant-claims", "Grant claim paperwork", "2026-03-12", ["grants", "tally"], """
# Grant claim paperwork

- The farmer's claim needs our itemised invoice and the before/after photo sheet
- The photo sheet is generated from the job's photos; the farmer uploads it with the claim
- Rhys keeps a list of which farmers' claims are waiting on us
""")

a("quotebook-admin-tips", "quotebook admin tips", "2026-04-06", ["quotebook"], """
# quotebook admin tips

- `manage.py reprice <quote>` recalculates a draft after a rate change; sent quotes are frozen
- The rate table is editable by Gwen only
- Search is by customer surname or farm name
""")

a("weathergate-tuning-ideas", "weathergate tuning ideas", "2026-10-28", ["weathergate", "ideas"], """
# weathergate tuning ideas

- Use the hourly rain profile rather than the total, so a wet hour at 07:00 doesn't kill a day
- Per-site altitude correction for the fell-top jobs
- Let Gwen pick which crew gets overridden from the text itself
""")

a("fieldday-map-pins", "fieldday map pins", "2026-06-12", ["fieldday", "map"], """
# Map pins

- Pins come from the what3words address the office enters, converted once at booking
- Gate positions are a second pin, shown in orange
- Crews can move a pin from the app if the gate is wrong; the office gets a notification
""")

a("tally-vat-notes", "tally VAT notes", "2026-03-20", ["tally", "vat"], """
# VAT notes

- Quarterly returns done by the accountant from the tally export
- Deposits are invoiced with VAT at the time they're paid
- The VAT number is printed in the footer of every invoice and quote
""")

a("customer-comms", "Customer communication", "2026-05-15", ["customers"], """
# Customer communication

- Confirmation of booking goes out when the job is booked, with the crew name
- The day before: a reminder with the crew lead's first name, no phone number
- After the job: thank-you with three photos and a link to leave a review
""")

a("van-fleet", "Vans", "2026-01-29", ["crews", "vans"], """
# Vans

- Crew A: Ford Ranger with a flatbed trailer
- Crew B: Transit crew cab plus a 3.5 t tipper
- MOTs both in April; reminders are in Rhys's calendar, not in any app
""")

a("ppe-and-training", "PPE and training", "2026-02-20", ["crews", "safety"], """
# PPE and training

- Chainsaw tickets (CS30/31) for everyone who runs a saw
- First-aid refresher every three years, next one in 2027
- Chaps and gloves replaced on request, no questions asked
""")

a("backup-restore-drill", "Backup restore drill", "2026-07-01", ["infra", "backups"], """
# Restore drill, July

- Restored quotebook and tally dumps onto the staging box; both came back clean
- Took 11 minutes end to end including download
- Next drill in October
""")

a("stockyard-api", "stockyard API", "2026-09-29", ["stockyard", "api"], """
# stockyard API

- `GET /api/stock` returns current counts per bay
- `POST /api/loads` records what a crew took in the morning
- fieldday calls `/api/loads` when a crew lead confirms loading
""")

a("quote-templates", "Quote templates", "2026-05-20", ["quotebook", "pdf"], """
# Quote templates

- Three templates: hedge-laying, walling, combined
- The combined one lists hedge and wall as separate sections with their own totals
- Terms and conditions are on the last page, same text on all three
""")

a("kit-onboarding", "Notes for whoever helps Kit next", "2026-08-04", ["process", "people"], """
# Onboarding notes

- Each app has a `README` with the one command that starts it locally
- Ask Kit for access on a Tuesday or Wednesday; the rest of the week he's not around
- The crews are not to be phoned about app problems while they're working
""")

a("rhys-office-routines", "Rhys's office routines", "2026-09-09", ["office"], """
# Office routines

- Monday: chase overdue invoices, check the week's bookings
- Wednesday: order consumables
- Friday: payroll sheet, post
""")

a("invoice-chasing", "Invoice chasing", "2026-10-16", ["tally", "payments"], """
# Invoice chasing

- Most late payers are waiting for their grant money; Rhys notes that on the invoice
- Never add a late fee to a grant-funded invoice without Gwen agreeing
- The chasing list is a saved filter in tally
""")

a("through-stones", "Through-stones", "2026-11-05", ["walling", "stockyard"], """
# Through-stones

- One row of throughs every metre along the wall, at about half height
- They're the first thing to run out; Gwen wants a warning in stockyard below 40
""")

a("winter-plan", "Winter plan for the apps", "2026-11-20", ["planning"], """
# Winter plan

- weathergate: hourly rain profile (see tuning ideas)
- fieldday: van positions on the map, if the trackers get bought
- tally: a statement-of-account PDF per customer
""")
