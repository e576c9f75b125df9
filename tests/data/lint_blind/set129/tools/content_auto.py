# Free notes: (slug, title, created, tags, body)
AUTO = [
('ticket-pricing-2026', 'Ticket pricing for 2026', '2026-02-03', ['gatepass', 'pricing'], """
Notes from the pricing discussion with Helen and Gareth.

@@V2b@@
Child tickets stay at £8 in advance. Family tickets are new this year.
Gate prices are a few pounds higher to nudge people to buy early.
"""),
('trade-stand-faq', 'Trade stand FAQ (draft for the website)', '2026-02-19', ['standplan', 'traders', 'faq'], """
## Power
@@V4b@@
Catering units usually need 32A; ask Imran.

## Cancellations
@@O6b@@
After that the full pitch fee is due.

## Arrival
@@NS8b@@
Vehicles must be off the site before the public gates open.
"""),
('traffic-plan-2026', 'Traffic plan 2026', '2026-05-21', ['showground', 'parking'], """
Agreed with the highways officer and the police on 20 May.

@@V9b@@
Overflow is Field 9, opened only on the steward manager's call.
Park and ride buses run from the town centre every 20 minutes, dropping at Gate D.
"""),
('box-office-faq', 'Box office FAQ', '2026-03-11', ['gatepass', 'box-office'], """
## Refunds
@@V10b@@
Refunds go back to the original card; we never refund in cash.

## Tickets by email
@@NS7b@@
If it hasn't arrived in ten minutes, check spam, then resend from the admin panel.
"""),
('entrybook-dev-setup', 'entrybook: local setup', '2026-01-22', ['entrybook', 'dev'], """
Getting entrybook running on a laptop.

@@V7b@@
uv will pick it up automatically when you run `uv sync`.

```
uv sync
cp .env.example .env
uv run python manage.py migrate
uv run python manage.py runserver
```

Celery isn't needed locally unless you're working on the PDFs.
"""),
('gatepass-oncall', 'gatepass on-call during show week', '2026-07-29', ['gatepass', 'oncall'], """
@@R2b@@
alert rule pages Sam's phone for anything on the scan endpoints.

Check the scan queue length on the Grafana board first; most "scanner is slow" reports are Wi-Fi.
"""),
('standplan-notes', 'standplan notes', '2026-04-09', ['standplan'], """
## CI
@@R4b@@
The system tests are slow (about 9 minutes); they only run on main.

## Xero
@@O2b@@
Invoices carry VAT at 20%; charity stands get the discount as a line item.
"""),
('ringside-deploy', 'Deploying ringside', '2026-06-02', ['ringside', 'deploy'], """
@@R5b@@
Merging to main promotes to production; roll back from the dashboard if the screens misbehave.
"""),
('gatepass-contributing', 'Contributing to gatepass', '2026-04-18', ['gatepass', 'git'], """
## Style
@@R8b@@

## Branches
@@NS10b@@
Review is by Sam; Claude opens PRs, never merges its own.

## Deploy history
@@D6b@@
"""),
('livestock-stewards-notes', "Livestock stewards' notes", '2026-07-20', ['livestock', 'stewards'], """
From Megan's briefing for the section stewards.

@@N2b@@
Sheep must be in the lines by 08:30; cattle by 08:00.
@@NS6a@@
Wash-down area is by Gate B; lorries leave the same way.
"""),
('visitor-faq-draft', 'Visitor FAQ (website draft)', '2026-05-07', ['website', 'visitors'], """
@@F6b@@
@@N6b@@
Picnics are fine anywhere outside the food hall.
There's a lost-children point at the members' enclosure.
"""),
('gate-a-cashup', 'Gate A cash-up procedure', '2026-08-10', ['gates', 'box-office'], """
@@N8b@@
Cash is counted at 12:00 and 16:00 by two people and taken to the show office.
Card totals come from the readers' end-of-day report, not from the lane sheets.
"""),
('produce-tent-notes', 'Produce tent notes', '2026-08-05', ['produce', 'entrybook'], """
Judging starts at 09:00 on Saturday; the tent opens to the public at 11:00.
@@N10b@@
Exhibits are collected from 17:00 on Sunday, not before.
"""),
('wi-produce-liaison', 'Notes for the WI produce liaison', '2026-03-27', ['produce', 'entries'], """
Call with the county WI about the produce and handicraft classes.

@@S4b@@
They'd like the baking classes on Saturday again; agreed.
"""),
('advance-tickets-howto', 'How to point people at advance tickets', '2026-01-14', ['tickets', 'website'], """
For the website and the social posts.

@@S2a@@
Remind people that advance tickets are cheaper than paying on the gate.
"""),
('gate-kit-checklist', 'Gate kit checklist', '2026-06-10', ['gates', 'kit'], """
## Per lane
- 1 scanner + 1 spare, charged overnight
@@S7b@@
- Hi-vis, radio on channel 1, lane sign

## History
@@D1b@@
"""),
('scan-api-v2', 'Scan API v2', '2026-06-16', ['gatepass', 'api'], """
@@S8b@@
v2 returns the ticket type and the first-scan time so the amber screen can show it.
"""),
('ringside-screens-2026', 'Ring screens for 2026', '2026-07-08', ['ringside', 'screens'], """
@@S10b@@
They boot straight into the ringside screen URL and survive power cuts better.
Each screen gets its own URL, e.g. `/screen/main-ring`.
"""),
('show-weekend-runbook', 'Show weekend runbook (systems)', '2026-08-06', ['runbook', 'gatepass', 'ringside'], """
## Friday
Check every scanner has synced and shows today's date.

## Saturday night
@@F2b@@
Box office reconciles the day's comps before leaving.

## Sunday
Same as Saturday, plus the 17:00 screen switch to the results summary.
"""),
('backup-restore-drill', 'Backup restore drill, May 2026', '2026-05-16', ['infra', 'backups'], """
@@F4b@@
entrybook and standplan databases; each one is a separate file in the bucket.

Restore of entrybook to app-staging took 11 minutes. Nothing missing.
"""),
('results-monitoring', 'Monitoring the results site', '2026-08-04', ['ringside', 'monitoring'], """
@@A10b@@
@@O5b@@
Alerts from it go to the #systems WhatsApp group.
"""),
('prize-card-printing', 'Prize card printing', '2026-07-25', ['entrybook', 'ring-office'], """
@@NS9b@@
@@O7b@@
Card stock: 250 gsm, red/blue/yellow/green for 1st to 4th.
"""),
('history-of-entries', 'How entries used to work', '2026-01-09', ['entrybook', 'history'], """
@@D4b@@
Megan kept the livestock entries in her own workbook and the two were merged for the catalogue.
That's why entrybook has an import command for old spreadsheets.
"""),
('gatepass-dev-setup', 'gatepass: local setup', '2026-01-19', ['gatepass', 'dev'], """
@@A1b@@

```
composer install
cp .env.example .env
# local Postgres in docker, default port
DB_PORT=5432
php artisan migrate --seed
```

Use Stripe test keys from the shared vault (`stripe-test`).
"""),
('release-checklist', 'Release checklist', '2026-04-24', ['release', 'gatepass'], """
@@NS5b@@
Check Sentry and Grafana for 15 minutes after a production deploy.
Tag the release `vYYYY.MM.DD` on main.
"""),
('results-publishing', 'Publishing results', '2026-07-17', ['entrybook', 'ringside', 'results'], """
Results appear on the ring screens and the public site as soon as they are checked.
@@NS3b@@
The Monday after the show, the full results PDF goes on the website.
"""),
# ---- filler notes (no labelled claims)
('committee-meeting-2026-03', 'Committee meeting, March 2026 (systems items)', '2026-03-12', ['committee'], """
- Agreed to keep gatepass and entrybook separate apps
- Gareth wants Stripe fees shown separately in the monthly report
- Imran reported 120 stand bookings so far
"""),
('judges-list-notes', 'Judges list', '2026-04-02', ['entrybook', 'judges'], """
Judges are stored in entrybook with the classes they judge.
A judge can't also exhibit in a section they are judging.
Travel expenses are paid by BACS after the show, with the prize money run.
"""),
('sheep-shearing-competition', 'Sheep shearing competition', '2026-05-12', ['livestock', 'events'], """
Runs on Sunday afternoon in the Sheep Lines marquee.
Entries are taken in entrybook as a normal class; no CPH needed for shearers.
"""),
('horse-classes-entries', 'Horse classes: entries', '2026-03-18', ['entrybook', 'horses'], """
Horse entries go through entrybook like the other livestock.
Each horse needs its passport number on the entry; the vet checks passports at Gate B.
Horse rings 1 and 2 run both days.
"""),
('catering-pitches', 'Catering pitches', '2026-02-26', ['standplan', 'catering'], """
Catering traders need a food hygiene rating of 3 or better and a gas safety certificate.
Catering pitches are in rows J and K, near the water standpipes.
"""),
('wifi-mesh-setup', 'Show-day Wi-Fi mesh', '2026-08-11', ['infra', 'network'], """
Ubiquiti kit is rented for show week and arrives on the Tuesday.
`WCS-Gates` is on its own VLAN; only the scanners and the box office laptop join it.
Each gate has a mesh point on a mast.
"""),
('first-aid-and-safety', 'First aid and safety contacts', '2026-06-23', ['safety'], """
First aid is provided by St John Ambulance, based by the members' enclosure.
The safety advisory group signed off the event plan on 17 June.
"""),
('sponsor-logos-screens', 'Sponsor logos on the screens', '2026-07-01', ['ringside', 'sponsors'], """
Logos go in as SVG or PNG with a transparent background.
Each sponsor slide shows for 10 seconds between classes.
"""),
('members-enclosure', "Members' enclosure", '2026-06-04', ['membership'], """
Members show their badge at the enclosure gate; no scanner there.
Members park in Field 4 and come in through Gate A.
"""),
('stripe-reconciliation', 'Stripe reconciliation', '2026-04-20', ['finance', 'stripe'], """
Gareth reconciles each Stripe payout in Xero against the gatepass orders report.
Refunds show as negative lines in the same payout.
"""),
('park-and-ride', 'Park and ride', '2026-05-28', ['showground', 'transport'], """
Buses run from the town centre every 20 minutes from 07:30.
Park and ride passengers come in through Gate D and show their ticket there.
"""),
('poultry-ai-rules', 'Poultry and bird flu rules', '2026-06-29', ['livestock', 'poultry'], """
If there is a housing order in the county, poultry classes are cancelled and the poultry shed becomes a rabbit and cavy tent.
Megan decides by 1 August.
"""),
('gatepass-scan-app-build', 'Building the gatepass-scan app', '2026-05-06', ['gatepass', 'android'], """
The app is Kotlin with Jetpack Compose; build with Gradle.

```
./gradlew assembleRelease
adb install -r app/build/outputs/apk/release/app-release.apk
```

Signing key is in the shared vault under `gatepass-scan-keystore`.
"""),
('staging-environment', 'Staging environment', '2026-04-11', ['infra', 'staging'], """
Staging for gatepass and entrybook lives on app-staging.
Staging uses Stripe test mode; never point it at live keys.
Data is reseeded every Monday from `make seed`.
"""),
('entrybook-schedule-import', 'Importing the schedule', '2026-01-28', ['entrybook', 'schedule'], """
The schedule of classes is written in a YAML file and imported with `manage.py import_schedule`.
Class numbers must be unique within a section; the importer refuses duplicates.
"""),
('exhibitor-support-faq', 'Exhibitor support FAQ', '2026-06-12', ['entrybook', 'support'], """
Exhibitors can change an entry until entries close; after that only Megan can.
If an exhibitor forgets their CPH number, it's on their movement licence.
"""),
('trade-stand-site-plan', 'Trade stand site plan', '2026-03-06', ['standplan', 'site-plan'], """
The site plan is drawn in QGIS with rows A to K; standplan exports the allocations as CSV.
Row A is the premium row along the main avenue.
"""),
('volunteer-rota', 'Volunteer rota', '2026-07-14', ['volunteers'], """
Volunteers sign up through a shared form; Ruth turns it into the rota.
Gate shifts are 07:30–12:30 and 12:30–18:00.
"""),
('xero-invoicing-notes', 'Xero invoicing notes', '2026-02-10', ['finance', 'xero', 'standplan'], """
standplan creates the invoice in Xero when a booking is confirmed.
Gareth chases overdue balances from Xero; standplan only shows the status.
"""),
('lost-property', 'Lost property', '2026-08-18', ['show-day'], """
Lost property is logged at the show office and kept for 30 days.
Phones and wallets go to the police if nobody claims them by Monday.
"""),
]
