# Free notes: auto/<slug>.md -> (title, created, tags, body)
AUTO = {}
def a(slug, title, created, tags, body):
    AUTO[slug] = dict(title=title, created=created, tags=tags, body=body.strip("\n") + "\n")

a("fitboard-sms-notes", "fitboard reminder texts — notes", "2026-10-14", ["fitboard", "sms"], """
# fitboard reminder texts

@@V2b@@
The text has the team lead's first name and the arrival window (8:00–9:00).

## Wording
- Keep it under 160 characters, or it splits into two messages and costs double
- No links in the reminder; links get flagged as spam by some networks
""")

a("surveykit-dev-setup", "surveykit dev setup", "2026-05-19", ["surveykit", "setup"], """
# Setting up surveykit locally

@@V4b@@
Use `fvm` so the project version is picked up automatically:

```
fvm install
fvm flutter pub get
fvm flutter run -d <tablet-id>
```

- A real tablet is needed for the DISTO pairing; the emulator has no Bluetooth
- Test surveys go to quotedesk staging, never to production
""")

a("homeportal-snagging", "homeportal snagging", "2026-07-07", ["homeportal", "snags"], """
# Snagging in homeportal

Customers report snags from the "My fitting" page after completion.

@@V6b@@
- Each snag gets a category (doors, worktop, plumbing, electrics, tiling, other)
- The office assigns it to the team that did the fit; Gareth sees them in fitboard as callbacks
- Customers get an email when a snag is closed
""")

a("backup-restore-drill", "Backup restore drill, October 2026", "2026-10-22", ["infra", "backups", "drill"], """
# Restore drill (2026-10-21)

Restored the fitboard database to a new instance from a point in time the previous afternoon.

@@V10b@@
- The restore took 41 minutes end to end, most of it waiting for RDS
- Checked row counts against production for jobs, teams and customers: all matched
- Next drill: quotedesk, in January
""")

a("supplylink-onboarding", "supplylink onboarding", "2026-06-08", ["supplylink", "onboarding"], """
# Getting started on supplylink

@@R1b@@
Then `yarn dev` starts the API and the worker together.

## Working on it
@@N1b@@
- Each supplier has its own mapper; read `edi-mappers/README.md` before touching one
- Test fixtures are real (anonymised) EDIFACT messages from Brightstone and Aquafall
""")

a("fitboard-debugging", "Debugging fitboard", "2026-08-18", ["fitboard", "debugging"], """
# Debugging fitboard in production

@@R5b@@
- Logs are in CloudWatch under `/ecs/fitboard`; filter on the job id
- Most "job vanished" reports are a team re-allocation; check the audit tab first
- The fitters' app caches the day's jobs, so a change after 07:00 may need a pull-to-refresh
""")

a("quote-pdf-layout", "Quote PDF layout", "2026-06-02", ["quotedesk", "pdf"], """
# Quote PDF layout

@@R8b@@
Page 1 is the summary and price, then one page per room, then terms.

- Room pages show the plan view and the elevations from the design tool
@@N3b@@
- Terms are pulled from the CMS so sales can change them without a deploy
""")

a("staging-data", "Staging data", "2026-05-05", ["infra", "staging"], """
# Staging

@@A3a@@
@@N6b@@
- Customer names, emails and phone numbers are replaced with fake ones in the dump
- Don't test SMS on staging with a real number; use the numbers on the test-customer list
""")

a("xero-sync", "Xero sync notes", "2026-04-27", ["ledgerbridge", "xero", "finance"], """
# How ledgerbridge talks to Xero

- Invoices are created in Xero when a quote is accepted, one invoice per quote
- Payments are matched to the invoice by the quote's reference
@@N8b@@
- Tracking category "Showroom" is set from the quote's showroom code
""")

a("quotedesk-testing", "quotedesk tests", "2026-01-22", ["quotedesk", "testing"], """
# Running the quotedesk tests

`make test` runs everything; `make test-fast` skips the e2e suite.

@@N9b@@
- The e2e suite issues a full quote and checks the PDF text
- Coverage report goes to the PR as a comment
""")

a("surveyor-handbook", "Surveyor handbook (digital bits)", "2026-02-06", ["surveykit", "surveyors"], """
# Surveyor handbook — the digital parts

## Equipment
@@F10b@@
- Charge the tablet in the van; the Tab Active5 lasts a full day only if Bluetooth is off between rooms

## On site
@@NS5a@@
- Take at least one photo of every wall, plus the boiler, stopcock and consumer unit

## After the visit
@@S1a@@
- Mark the survey "complete" in surveykit before leaving the drive
""")

a("fitting-week-planning", "Fitting week planning", "2026-02-12", ["fitting", "planning"], """
# How a fitting week is planned

@@S2a@@
Teams are confirmed to customers by the Wednesday before.

## Worktops
@@F2b@@
and fit the worktops 7 working days later.
- Laminate worktops are fitted on the day by our own team
""")

a("pricing-rules", "Pricing rules", "2026-03-16", ["quotedesk", "pricing"], """
# Pricing rules

@@S3a@@
- Margin is set per showroom by the showroom manager, within the range finance agrees each January
- Discounts above 10% need the showroom manager's sign-off in quotedesk
@@NS7b@@
""")

a("fitter-admin", "Fitter admin", "2026-01-30", ["fitting", "admin"], """
# Fitter admin

@@S5a@@
- Van stock is checked on the first Monday of the month
- Mileage is claimed monthly through the expenses form
- New fitters shadow a team for two weeks before leading a job
""")

a("ledgerbridge-runbook", "ledgerbridge runbook", "2026-03-04", ["ledgerbridge", "runbook"], """
# ledgerbridge runbook

@@S9a@@
- Logs: `journalctl -u ledgerbridge -f`
- If Xero returns 429, do nothing: the job backs off and retries by itself
- If a payment is missing in Xero, check the `unposted` view in the ledgerbridge admin first
""")

a("oncall-handover", "On-call handover", "2026-06-01", ["oncall"], """
# On-call handover

@@F8b@@
- List anything still open, with links
- Mention any planned deploys or supplier outages for the coming week
""")

a("bathroom-fit-planning", "Bathroom fit planning", "2026-04-08", ["fitting", "bathrooms"], """
# Planning a bathroom fit

@@O8a@@
- A plumber is needed on day 1 for the strip-out and first fix
- Tiling starts once the boarding is up; the tiler is booked separately in fitboard
- Sanitaryware must be at Avonmouth two days before the job starts
""")

a("homeportal-deploys", "homeportal deploys", "2026-08-24", ["homeportal", "deploys"], """
# Deploying homeportal

@@O6a@@
- `main` goes to production; every other branch gets a preview
- Environment variables are managed in the hosting dashboard, copied from 1Password
- Run `npm run lint && npm test` before pushing; the build fails on type errors
""")

a("homeportal-beta-retro", "homeportal beta retro", "2026-02-20", ["homeportal", "retro"], """
# homeportal beta — retro

@@D3a@@
- 38 customers from Bristol used the beta; 30 paid their deposit through it
- Biggest complaint: the fitting page didn't show which day the worktops would go in
- Most liked: seeing the 3D view of their kitchen on their phone
""")

a("month-end", "Month-end with finance", "2026-03-02", ["finance", "month-end"], """
# Month-end

@@D5a@@
- On the first working day, finance checks the `unposted` view in ledgerbridge is empty
- Cancellations inside the cooling-off period are checked by finance before any money goes back
- The showroom P&L comes from the Xero tracking category
""")

a("dev-process", "Development process", "2026-01-26", ["process"], """
# How we work

@@D7b@@
@@NS3b@@
@@A8b@@
- Deploys are announced in #deploys
- Fortnightly demo to the showroom managers on Thursday afternoons
""")

a("supplylink-node-upgrade", "supplylink Node upgrade", "2026-07-23", ["supplylink", "upgrade"], """
# supplylink Node upgrade

@@D10a@@
- The EDIFACT parser needed a patch for the new Buffer behaviour
- Done in one PR; CI image updated at the same time
""")

a("customer-faq", "Customer FAQ (for the portal)", "2026-09-14", ["homeportal", "customers", "faq"], """
# Customer FAQ — draft for homeportal

## After your fit
@@A7b@@
- Report any snag from the "My fitting" page with a photo

## Paying
- Pay your deposit and balance from the "Payments" page
- If you want to pay by bank transfer, call your showroom
""")

a("finance-payments", "Finance plans and payments", "2026-05-25", ["ledgerbridge", "finance"], """
# Finance plans

Customers can spread the balance over 12 or 24 months through our finance partner.

@@NS6b@@
- A failed collection is retried once after 5 days, then the office phones the customer
- Finance plans are only offered on quotes over £5,000
""")

a("design-handoff", "Design handoff", "2026-04-16", ["design", "quotedesk"], """
# From design to quote

- Designers draw the room in the 3D tool and import the layout into quotedesk
@@NS9b@@
- A layout is "approved" when the customer ticks it in homeportal
""")

# ---- filler notes (no labelled claims) ----
a("quotedesk-local-dev", "quotedesk local dev", "2026-01-15", ["quotedesk", "setup"], """
# quotedesk on a laptop

```
uv venv --python 3.12
uv pip install -r requirements/dev.txt
export DATABASE_URL=postgres://quotedesk@localhost:5432/quotedesk
python manage.py runserver
```

- The local Postgres comes from `docker compose up db`
- Load the demo showroom with `python manage.py loaddata demo_brs`
""")

a("showroom-display-refresh", "Showroom display refresh", "2026-03-23", ["showrooms"], """
# Display refresh

- Bath gets two new display kitchens in April: a handleless matt green and a shaker in oak
- Old displays are sold at 50% off to staff first, then on the website
- Photos of every display go into the 3D tool's library so designers can show them
""")

a("tile-waste-allowance", "Tile waste allowance", "2026-04-29", ["quotedesk", "tiles"], """
# Tile waste allowance

- quotedesk adds 10% to tile quantities for straight lay and 15% for herringbone
- Large-format tiles (over 600 mm) get 15% too, because offcuts are rarely usable
- Grout and adhesive are calculated from the tiled area, not from the tile count
""")

a("appliance-brands", "Appliance brands", "2026-02-27", ["appliances", "suppliers"], """
# Appliances

- We sell Bosch, Neff and AEG, ordered through the appliance wholesaler, not through supplylink
- Appliances are delivered to the customer's house the day before the fit, never to Avonmouth
- Customers may supply their own appliances; the designer notes the model numbers on the quote
""")

a("gdpr-requests", "Subject access requests", "2026-06-18", ["gdpr", "process"], """
# Subject access and deletion requests

- Requests go to privacy@kestrel-kb.co.uk and are logged in Linear with the label `gdpr`
- We have a month to answer; aim for two weeks
- The export script lives in quotedesk: `python manage.py export_customer <id>`
""")

a("laptop-setup", "New laptop setup", "2026-01-12", ["setup", "onboarding"], """
# New laptop

- Install 1Password, then sign in to the `KKB Engineering` vault before anything else
- GitHub access through the `kestrel-kb` org, with SSO
- `brew bundle` from the `dotfiles` repo installs the CLI tools
""")

a("metabase-dashboards", "Metabase dashboards", "2026-07-29", ["reporting"], """
# Reporting

- Metabase reads from read replicas only, never from the primaries
- "Quotes issued vs accepted" is the dashboard the directors look at every Monday
- Fitting utilisation per team comes from fitboard's `job_days` view
""")

a("customer-complaints", "Complaints process", "2026-05-14", ["customers", "process"], """
# Complaints

- Complaints are logged by the showroom manager in homeportal's admin, not in Linear
- A first reply within 2 working days, a resolution plan within 10
- Anything involving a fitter's conduct goes straight to Gareth
""")

a("van-fleet", "Van fleet", "2026-03-10", ["fitting", "vans"], """
# Vans

- Seven vans, all leased; tracked through the lease company's telematics portal
- Each van carries a first-aid kit, a fire extinguisher and a spare tablet charger
- The fitters' app records the van used for each job
""")

a("showroom-wifi", "Showroom Wi-Fi", "2026-08-05", ["showrooms", "network"], """
# Showroom network

- Each showroom has a staff SSID and a guest SSID; the guest one is rate-limited
- The design screens in the showrooms need the staff network for the 3D tool
- Gloucester's network was set up by the landlord's IT company
""")

a("supplier-price-updates", "Supplier price updates", "2026-09-16", ["suppliers", "pricing"], """
# Supplier price lists

- Brightstone and Aquafall send new price lists twice a year, Marlow once a year
- `pricesync` imports a supplier CSV into quotedesk's cost tables; it never touches sell prices
- Run it against staging first and compare a few sample quotes before running it on production
""")

a("incident-2026-06-edi-outage", "EDI outage, June 2026", "2026-06-26", ["supplylink", "incident"], """
# Brightstone EDI outage (2026-06-24)

- Brightstone's EDI mailbox rejected everything for about six hours after a certificate change on their side
- supplylink kept the orders and sent them once the mailbox was back; nothing was lost
- Action: ask Brightstone to warn us before certificate changes
""")

a("fitter-app-feedback", "Fitter app feedback", "2026-09-29", ["fitboard", "fitters"], """
# Feedback from the fitters (September)

- They want the customer's parking notes on the first screen, not under "Details"
- Photos of finished rooms should upload in the background
- The team leads like the new "running late" button
""")

a("design-software", "Design software", "2026-02-03", ["design"], """
# 3D design tool

- Designers use a desktop 3D kitchen design tool on the showroom PCs, licensed per seat
- Layouts are exported as XML and imported into quotedesk
- The customer's 3D view on homeportal is a rendered walkthrough exported from the same tool
""")

a("review-checklist", "PR review checklist", "2026-03-27", ["process", "reviews"], """
# Review checklist

- Does the PR link a Linear issue?
- Is there a test for the bug or the new behaviour?
- Are there migrations, and is the plan in the description?
- Any new dependency: is the reason written down?
""")

a("homeportal-accessibility", "homeportal accessibility audit", "2026-10-30", ["homeportal", "accessibility"], """
# Accessibility audit (October)

- 23 issues found, 6 serious: mostly colour contrast on the payment page and missing labels on the snag form
- The 3D view has no text alternative; we add a room-by-room summary under it
- Target: all serious issues fixed before Christmas
""")

a("warranty-callouts", "Warranty callouts so far", "2026-11-09", ["warranty", "fitting"], """
# Warranty callouts (January–October)

- 61 callbacks in total; the most common were door alignment and silicone
- Average time from report to visit: 6 working days
- Two were appliance faults and were passed to the manufacturer
""")
