# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[f"auto/{slug}.md"] = (title, created, tags, body.strip("\n") + "\n")

a("deposits-and-cancellations", "Deposits and cancellations", "2026-05-04", ["quotebuilder", "deposits", "customers"], """
# Deposits and cancellations

Notes from the call with finance (Sue) about what the portal should say.

@@V2b@@
@@NS10a@@
- If we cancel (van breakdown, crew illness) the customer always gets the whole deposit back.
- Date changes more than 14 days out are free; inside that there's an admin fee.

Still to do: make the cancellation wording in the quote PDF match this.
""")

a("video-survey-howto", "How we run video surveys", "2026-05-11", ["surveyapp", "surveys"], """
# How we run video surveys

@@D1b@@
@@V4b@@

Tips for surveyors:
- Ask the customer to open every cupboard and the loft hatch.
- Walk the outside too: parking, steps, gates.
- Mark "unsure" items and ring the customer afterwards rather than guessing volumes.
""")

a("crewplan-dev-setup", "crewplan local dev setup", "2026-06-02", ["crewplan", "dev"], """
# crewplan local dev setup

@@V6a@@
@@O2b@@

```bash
make deps
make run   # starts the API on :8080 and the PWA dev server on :5173
```

## Tests
@@N8b@@
- `make test` runs the unit tests only (about 40 s).
""")

a("claims-handling-notes", "Claims handling notes", "2026-03-16", ["claimsdesk", "claims", "insurance"], """
# Claims handling notes

Written with Jo after the first month of claimsdesk.

## Intake
@@S5a@@
@@V7b@@
reported later is declined unless the goods were still in our storage at the time.

## Records
@@NS7a@@
- Link the claim to the job reference so the crew sheet and photos are one click away.
""")

a("surveyapp-mobile-build", "surveyapp mobile build", "2026-04-22", ["surveyapp", "mobile", "build"], """
# surveyapp mobile build

@@R1b@@
- EAS builds the APK; internal distribution to the tablets via the MDM.
- Bump `versionCode` in `app.json` for every build the tablets should pick up.
""")

a("crewplan-oncall", "crewplan on-call", "2026-02-09", ["crewplan", "on-call"], """
# crewplan on-call

@@R4b@@
- Typical night issue: crew app login loops after a token expiry; restart the auth pod.
- Depot managers have the on-call phone number; crews don't.
""")

a("warehouse-dashboard", "Warehouse dashboard", "2026-06-24", ["sitstore", "warehouse"], """
# Warehouse dashboard

Big screen in each warehouse office showing containers in, out and due.

@@R7b@@
- Red rows: container due out tomorrow and not yet pulled from its bay.
- The Cardiff screen is an old TV on a Raspberry Pi; reboot it from the plug.
""")

a("quotebuilder-release-checklist", "quotebuilder release checklist", "2026-03-20", ["quotebuilder", "release"], """
# quotebuilder release checklist

1. Make sure main is green.
2. Write the release notes from `git log --oneline`.
3. Check the rate card diff with Marta if prices changed.
@@N1b@@
5. Tag `vYYYY.MM.DD` and push the tag.

@@NS6b@@
""")

a("van-keys-and-overnight", "Van keys and overnight parking", "2026-02-26", ["fleet", "crews"], """
# Van keys and overnight parking

@@N4a@@
- Keys live in the key safe in each depot office; the code changes monthly.
- Fuel cards stay in the van glovebox, never in a crew member's wallet.
""")

a("special-items", "Special items", "2026-07-06", ["quotebuilder", "pricing"], """
# Special items

Things that need more than the standard crew and kit.

- Gym equipment: dismantle where possible; treadmills need 3 people.
@@N6b@@
- American fridge-freezers: check door widths at both ends on the survey.
- Large mirrors and artwork: crated, priced per crate.
""")

a("insurance-cover-options", "Insurance cover options", "2026-04-14", ["claimsdesk", "insurance", "customers"], """
# Insurance cover options

What we tell customers on the phone.

@@N9a@@
@@NS5a@@
- Premium Cover is worth suggesting for antiques and anything with sentimental value.
""")

a("payroll-fridays", "Payroll Fridays", "2026-01-30", ["crews", "payroll"], """
# Payroll Fridays

@@S4a@@
- Payroll (Sage) runs on the last Friday of the month.
- Overtime needs a reason code; "traffic" is the most common.
""")

a("r2-migration", "Survey media move to R2", "2026-07-28", ["surveyapp", "storage", "migration"], """
# Survey media move to R2

@@S2b@@
- Copy job (rclone) finished 2026-07-19; 1.4 TB.
@@O7b@@
- Egress from R2 is free, which was the point.
""")

a("scanner-rollout", "Scanner rollout", "2026-09-30", ["sitstore", "scanners"], """
# Scanner rollout

@@S6b@@
- Each handheld is enrolled in the MDM with the `sitstore-scanner` profile.

## When things break
@@NS9b@@
- A single scanner not syncing is not an emergency; swap it for the spare.
""")

a("crewplan-postgres-move", "crewplan database move", "2026-07-18", ["crewplan", "database", "migration"], """
# crewplan database move

@@S7b@@
- pgloader did the copy; the shift table needed a manual fix for zero dates.
- Downtime was 25 minutes on a Sunday evening.
""")

a("survey-booking", "Survey booking flow", "2026-02-13", ["surveyapp", "surveys", "customers"], """
# Survey booking flow

@@S9a@@
- The booking form asks for the number of bedrooms and whether there's a loft or garage.
- Surveyors see their day in the surveyapp agenda.

After the survey:
@@NS1b@@
""")

a("storage-pricing", "Storage pricing", "2026-06-08", ["sitstore", "pricing"], """
# Storage pricing

@@F3b@@
@@A9b@@
@@D10b@@
- Collections from storage need two working days' notice.
""")

a("sms-setup", "Customer SMS setup", "2026-03-03", ["sms", "customers", "infra"], """
# Customer SMS setup

@@F5b@@
@@O1b@@
- Replies to the sender ID go nowhere; the SMS says to call the depot.
""")

a("inventory-pdf", "Inventory PDF", "2026-05-19", ["surveyapp", "pdf"], """
# Inventory PDF

@@F8b@@
- Photos are not in the PDF; the customer portal has them.
- The customer signs the last page in the app at the end of an in-person survey.
""")

a("surveyapp-api", "surveyapp API notes", "2026-04-05", ["surveyapp", "api"], """
# surveyapp API notes

@@O5b@@
- Endpoints are versioned under `/api/`; the tablets send their app version in a header.
- Item catalogue is served from `/api/catalogue` and cached on the tablet for a day.
""")

a("marketing-emails", "Marketing emails", "2026-08-20", ["marketing", "email"], """
# Marketing emails

@@O9b@@
- Only customers who ticked the box on the quote acceptance page are exported.
- Seasonal mailshots: January (new year movers) and August (students).
""")

a("quote-terms-history", "Quote terms history", "2026-05-09", ["quotebuilder", "terms"], """
# Quote terms history

@@D4a@@
waiting on completion dates.
@@A2b@@
- The T&Cs were rewritten by the solicitor in April; clause numbers changed.
""")

a("customer-portal", "Customer portal beta notes", "2026-07-10", ["portal", "customers"], """
# Customer portal beta notes

@@D5a@@
- That caused three quotes to go out of date without anyone noticing, which is why it was pulled.
- Beta testers were mostly Bristol customers.
""")

a("team-conventions", "Team conventions", "2026-01-12", ["team", "git", "conventions"], """
# Team conventions

## Git
@@A5b@@
- Branch names: `hp-231-short-description`.

## Environments
@@A10b@@
- Production access needs the VPN; staging is open to the office network.
""")

# ---- filler notes (no labelled claims)
a("incident-2026-03-crewplan-double-booking", "Incident: crewplan double-booked a van", "2026-03-11", ["incident", "crewplan"], """
# Incident: crewplan double-booked a van (2026-03-10)

Two Bristol jobs got the same Luton. Root cause: the overlap check ignored jobs created by the bulk import.

- Fixed the same day; bulk import now goes through the normal booking path.
- One customer moved a day late; goodwill credit issued.
""")

a("incident-2026-08-sitstore-scan-backlog", "Incident: sitstore scan backlog", "2026-08-14", ["incident", "sitstore"], """
# Incident: sitstore scan backlog (2026-08-13)

Scans stopped appearing on the warehouse dashboard for two hours.

- Cause: a consumer crashed on a malformed barcode and nothing restarted it.
- Fix: the consumer now skips and logs unreadable barcodes.
""")

a("peak-season-retro-2026", "Peak season retro 2026", "2026-09-08", ["retro", "crews", "fleet"], """
# Peak season retro 2026

- July and August were the busiest months we've had; Bristol ran Saturday jobs every week.
- Biggest pain: packers cancelling on pack day.
- Good: the crew app meant nobody rang the office for addresses.
- Next year: book agency porters in May, not June.
""")

a("depot-managers-meeting-2026-05", "Depot managers meeting May 2026", "2026-05-21", ["meeting", "depots"], """
# Depot managers meeting, May 2026

- Huw wants Cardiff crews to see tomorrow's jobs by 16:00 the day before.
- Priya asked for Exeter storage to stay local once the warehouse is ready.
- Agreed: the survey-to-quote turnaround is reported monthly per depot.
""")

a("gdpr-subject-access", "Subject access requests", "2026-06-16", ["gdpr", "customers"], """
# Subject access requests

- Requests go to Marta; we have one calendar month to answer.
- Export covers quotebuilder, surveyapp, claimsdesk and the SMS log.
- Crew sheets with signatures are included as scans.
""")

a("xero-export-notes", "Xero export notes", "2026-04-11", ["xero", "finance"], """
# Xero export notes

- The Xero contact is matched on email first, then on postcode + surname.
- Credit notes for goodwill gestures are raised by finance by hand.
- The nightly reconciliation report lands in the finance shared drive.
""")

a("quote-pdf-template", "Quote PDF template", "2026-08-03", ["quotebuilder", "pdf"], """
# Quote PDF template

- Page 1: price, what's included, move date options.
- Page 2: inventory summary by room (full inventory is its own PDF).
- Page 3: terms. The VAT line sits right under the subtotal.
""")

a("surveyor-tablets", "Surveyor tablets", "2026-10-29", ["surveyapp", "hardware"], """
# Surveyor tablets

- Eight tablets: three in Bristol, two in Cardiff, two in Exeter, one in Reading.
- Enrolled in the MDM; a lost tablet can be wiped remotely.
- Chargers walk off; keep spares in the Avonmouth office.
""")

a("survey-volume-estimates", "Survey volume estimates", "2026-03-27", ["surveyapp", "volumes"], """
# Survey volume estimates

Rough cubic-feet defaults the catalogue uses when a surveyor skips details.

| Room | Default |
|---|---|
| Double bedroom | 180 cu ft |
| Living room | 250 cu ft |
| Kitchen | 150 cu ft |

- A typical three-bed semi comes out at 900 to 1,100 cu ft.
""")

a("packing-materials", "Packing materials", "2026-02-02", ["pricing", "packing"], """
# Packing materials

- Boxes are delivered a week before pack day unless the customer asks for them earlier.
- Wardrobe cartons are lent, not sold, and collected after the move.
- Bubble wrap and tape are priced per roll in the rate card.
""")

a("crew-app-faq", "Crew app FAQ", "2026-06-29", ["crewplan", "crews"], """
# Crew app FAQ

- The crew app is the PWA part of crewplan; it works on any phone with a browser.
- Crew leads see the full job sheet; porters only see the address and start time.
- The customer signs the delivery sheet on the crew lead's phone.
""")

a("storage-access-visits", "Storage access visits", "2026-08-27", ["sitstore", "customers"], """
# Storage access visits

- Customers can visit their container by appointment, weekdays only.
- The container is pulled to the inspection bay before they arrive.
- A warehouse team member stays with them the whole time.
""")

a("office-moves", "Office moves", "2026-09-16", ["commercial", "quotebuilder"], """
# Office moves

- Commercial jobs are surveyed in person, always.
- IT equipment is crated and labelled by desk number.
- Evening and Saturday working is normal for office moves; the crew rate has an out-of-hours uplift.
""")

a("postcode-zones", "Postcode zones", "2026-01-21", ["pricing", "quotebuilder"], """
# Postcode zones

- Zone A: within 15 miles of a depot; zone B: 15 to 50 miles; zone C: everything else.
- Zone C jobs need a depot manager's sign-off before the quote goes out.
- London postcodes carry a congestion and ULEZ line on top.
""")

a("quotebuilder-local-dev", "quotebuilder local dev", "2026-02-20", ["quotebuilder", "dev"], """
# quotebuilder local dev

Docker compose brings up Postgres and Redis locally.

```bash
docker compose up -d db redis
export QUOTES_DB_URL=postgres://quotes_app@localhost:5432/quotes_dev
python manage.py runserver
```

- Seed data: `python manage.py loaddata demo_jobs` gives you a few Bristol jobs.
""")

a("onboarding-new-dev", "Onboarding a new developer", "2026-10-06", ["team", "onboarding"], """
# Onboarding a new developer

- Accounts: Git hosting, Grafana, the VPN, Sentry.
- First week: shadow a surveyor for a morning and ride along on a move.
- First ticket: something small in sitstore.
""")

a("backlog-ideas", "Backlog ideas", "2026-11-10", ["ideas"], """
# Backlog ideas

- Let customers upload their own room videos instead of a live video survey.
- Predict packer no-shows from the weather forecast (probably silly).
- Show the crew's live position to the customer on move day.
""")

a("supplier-contacts", "Supplier contacts", "2026-03-13", ["suppliers"], """
# Supplier contacts

- Boxes and tape: a packaging wholesaler in Avonmouth, account managed by Sue.
- Van servicing: Dawson's; bodywork at a separate garage in Cardiff.
- Warehouse racking: installed by the same firm at Bristol and Exeter.
""")

a("crew-training", "Crew training", "2026-04-25", ["crews", "training"], """
# Crew training

- New porters do two days of manual handling and packing training before their first move.
- Crew leads get a half day on the crew app and the delivery sheet.
- Refresher every year in January, when it's quiet.
""")
